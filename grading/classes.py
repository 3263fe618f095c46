"""A class: every submission graded, several at once; the gradebook and the reports."""

import json
import os
import re
import shutil
import sys
import traceback
from collections import Counter, namedtuple
from pathlib import Path

import pexpect

from grading.build import (
    C_RUBRIC,
    QUOTED,
    build_c,
    compile_python,
    first_screens_report,
    memory_report,
    within,
)
from grading.checks import CannotStart, grade
from grading.limits import STOP_ASKED, Stopped, stop_everything
from grading.links import link_refusal, not_followed
from grading.report import (
    RUBRIC,
    format_report,
    result_row,
    untried_rows,
    visible,
    zero_rows,
)
from grading.rubric import (
    HEADINGS,
    apply_rubric,
    format_verdict,
    headings,
    read_rubric,
    verdict,
)
from grading.session import remove_homes
from grading.source import SOURCE_RUBRIC, not_tried_rows, source_rows, sources_of

# ------------------------------------------------------------------ a class
# A submission is a folder holding a Makefile, yahtzee.c or yahtzee.py, or a file (.c, .py)
# in the class's folder. Each is graded alone, several at once; a broken one gets a row of
# zeros and the reason, and never stops the class.

# A submission: its name, its path, and what it is: "python", "c", "make", or None.
Submission = namedtuple("Submission", "name path kind")


def find_submissions(folder) -> list:
    """Return the submissions in a class's folder, by name."""
    found = [submission_at(entry) for entry in sorted(Path(folder).iterdir())
             if not entry.name.startswith(".")]  # fmt: skip
    return told_apart([submission for submission in found if submission is not None])


def submission_at(entry: Path):
    """Return the submission a folder or a file (.c, .py) is, or None for another file."""
    if entry.is_dir():
        return folder_submission(entry)
    if entry.suffix in (".c", ".py"):
        return Submission(entry.stem, entry, "c" if entry.suffix == ".c" else "python")
    return None


PROGRAM_FILES = [("make", "Makefile"), ("c", "yahtzee.c"), ("python", "yahtzee.py")]


def folder_submission(entry: Path) -> Submission:
    """Return the submission a folder is: by its Makefile, yahtzee.c or yahtzee.py, else by
    the one program it holds under another name (as an upload may be), else of no kind.
    """
    kind = next((kind for kind, name in PROGRAM_FILES if (entry / name).is_file()), None)
    if kind is not None:
        return Submission(entry.name, entry, kind)
    alone = [path for path in entry.iterdir() if path.suffix in (".c", ".py")]
    if len(alone) != 1:
        return Submission(entry.name, entry, None)
    if alone[0].suffix == ".py":
        return Submission(entry.name, alone[0], "python")
    return Submission(entry.name, entry, "c")


def told_apart(found) -> list:
    """Return submissions under names that tell them apart: dup.c and dup.py keep their ends."""
    stems = [submission.name for submission in found]
    return [submission._replace(name=submission.path.name) if stems.count(submission.name) > 1
            else submission for submission in found]  # fmt: skip


# The memory report of a program none of whose game could be played (its interface not
# learned): it is not played under the tools either, where each wait would only time out.
UNPLAYED = ("no tool", "")


def c_rows(build, memory) -> list:
    """Return the C checks' rows: the compiler's verdict, and the fault-catching games'."""
    rows = []
    for name, (worth, what) in C_RUBRIC.items():
        if name == "compiles_cleanly":
            quoted = "\n".join(build.output.splitlines()[:QUOTED])
            passed, reason = build.clean, f"the compiler said:\n{quoted}"
        elif memory is UNPLAYED:  # no game could be played: nor could it under the tools
            rows.append(result_row(name, worth, what, [], tried=False))
            continue
        else:
            passed, reason = (
                memory is not None and not memory[1],
                memory[1] if memory else "not run",
            )
        rows.append(result_row(name, worth, what, [] if passed else [{"reason": reason}]))
    return rows


def grade_submission(submission, timeout, games, contract, rubric=None, interfaces=None):
    """Grade one submission; return its name, kind, command, rows, and the report's text (and
    in interfaces, where given, the interface learned of it).

    Its game is played; C is built as the homework says and played again under the tools
    that catch unsafe code; its source is read; and the rubric puts each check under its
    heading, with its points.
    """
    import tempfile

    rubric = rubric or read_rubric()
    with tempfile.TemporaryDirectory(prefix="grader-") as work:
        WORK.add(work)
        interfaces = [] if interfaces is None else interfaces
        played = play_submission(
            submission, work, timeout, games, contract, interfaces, rubric.answers
        )
        rows, extra, command, learned, build = played
        extra += read_sources(submission, rubric, Path(work))
        WORK.discard(work)
    rows = apply_rubric(rows + extra, rubric)
    return {"name": submission.name, "kind": submission.kind, "rows": rows, "learned": learned,
            "command": shown_command(submission, command, build),
            "built": build.how if build is not None else None}  # fmt: skip


def read_sources(submission, rubric, work: Path) -> list:
    """Return the source checks' rows of a submission (not tried where it has none to read)."""
    kind = "python" if submission.kind == "python" else "c"
    refusal = link_refusal(submission.path)
    if submission.kind is None or refusal:
        reason = refusal or "it holds no Makefile, yahtzee.c or yahtzee.py"
        return not_tried_rows(kind, rubric.limits, reason)
    return source_rows(sources_of(submission.path, kind), kind, rubric.limits, work)


def shown_command(submission, command, build) -> list:
    """Return what the report says was graded: the command, or the submission and its build,
    and the links it holds that were not followed.
    """
    shown = command if submission.kind == "python" and command else [str(submission.path)]
    if submission.kind in ("c", "make") and build is not None:
        shown.append(f"(C, built with {build.how})")
    unfollowed = not_followed(submission.path)
    if unfollowed:
        shown.append(f"(links not followed: {', '.join(unfollowed)})")
    return shown


def play_submission(submission, work, timeout, games, contract, interfaces, answers=None):
    """Build and play a submission; return (rules rows, build rows, command, learned, build),
    and in interfaces the interface learned of it. answers: the rubric's readings allowed."""
    command, extra, learned, build = None, [], [], None
    try:
        command, extra, build = prepared(submission, Path(work))
        rows = grade(command, timeout, games, contract=contract, learned=learned,
                     interfaces=interfaces, answers=answers)  # fmt: skip
        if submission.kind != "python":
            extra = c_rows(build, memory_of(build, rows, work, (timeout, contract), interfaces))
    except CannotStart as error:  # a build that failed comes with it, and its rows
        rows, extra = zero_rows(str(error)), getattr(error, "rows", extra)
        build = getattr(error, "build", build)
    except (pexpect.ExceptionPexpect, OSError) as error:
        rows = zero_rows(f"it cannot be run: {error}")
    except Exception as error:  # a fault of the grader's: one program, never the class
        rows = untried_rows(f"the grader failed on it ({fault_of(error)})")
    return rows, extra, command, learned, build


def memory_of(build, rows, work, played, interfaces) -> tuple:
    """Return (tools, report) of the fault-catching builds: their games played as the game
    was, where its interface was learned or any check of it was tried; else their first
    screens alone (UNPLAYED where none reported a fault). played: the timeout and the
    contract."""
    timeout, contract = played
    interface = interfaces[0] if interfaces else None
    if interface is not None or any(row["tried"] for row in rows):
        tools, report = memory_report(build.checks, timeout, contract, interface)
        return tools, within(report, Path(work))
    first = first_screens_report(build.checks, timeout, contract)
    return (first[0], within(first[1], Path(work))) if first else UNPLAYED


def fault_of(error: Exception) -> str:
    """Return a fault of the grader's in a line: the error, and where in the grader it came.

    >>> try:
    ...     [][0]
    ... except IndexError as error:
    ...     fault_of(error)
    'IndexError: list index out of range, at <doctest grading.classes.fault_of[0]>:2'
    """
    frames = traceback.extract_tb(error.__traceback__)
    where = f", at {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
    return f"{type(error).__name__}: {error}{where}"


def prepared(submission, work: Path) -> tuple:
    """Return a submission ready to play: (its command, the build's rows, the build or None).

    Raise CannotStart where it cannot be played: no program, a link refused, a build that
    fails (its rows go with the error).
    """
    if submission.kind is None:
        raise CannotStart("it holds no Makefile, yahtzee.c or yahtzee.py")
    refusal = link_refusal(submission.path)
    if refusal:
        raise CannotStart(refusal)
    if submission.kind == "python":
        path = submission.path
        path = path / "yahtzee.py" if path.is_dir() else path
        return [sys.executable, str(path)], [compile_python(path, work)], None
    build = build_c(submission, work)
    if build.command is None:
        error = CannotStart("it does not compile, so nothing was run")
        error.rows, error.build = c_rows(build, None), build
        raise error
    return build.command, [], build


def grade_class(folder, out, jobs, timeout, games, contract, tell=None, rubric=None) -> list:
    """Grade every submission in folder, jobs at once; write the gradebook and reports to out.

    Told to stop (Ctrl-C, SIGTERM, SIGHUP: Stopped or KeyboardInterrupt), it starts nothing
    more, ends what runs, writes what was graded, and raises Partial with those results.
    """
    from concurrent.futures import ThreadPoolExecutor

    submissions = find_submissions(folder)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    results = []
    pool = ThreadPoolExecutor(max_workers=max(1, jobs))
    futures = [pool.submit(grade_submission, sub, timeout, games, contract, rubric)
               for sub in submissions]  # fmt: skip
    try:
        for done in in_turn(futures):
            results.append(done.result())
            if tell:
                tell(f"{len(results)}/{len(submissions)} graded")
    except (KeyboardInterrupt, Stopped) as stop:
        results = stop_class(futures, out)
        raise Partial(results, len(submissions)) from stop
    finally:
        pool.shutdown(wait=False)
    write_grades(out, results)
    return results


def in_turn(futures):
    """Yield futures as they finish; raise Stopped once a stop is asked (STOP_ASKED), though
    the handler's own Stopped was lost on its way."""
    from concurrent.futures import FIRST_COMPLETED, wait

    pending = set(futures)
    while pending:
        done, pending = wait(pending, timeout=STOP_POLL, return_when=FIRST_COMPLETED)
        if STOP_ASKED.is_set():
            raise Stopped()
        yield from done


STOP_POLL = 0.5  # seconds between looks at STOP_ASKED while a class is graded


def stop_class(futures, out: Path) -> list:
    """Stop a class: end what runs, start nothing more, write and return what was graded."""
    from concurrent.futures import wait as wait_for

    stop_everything()
    for future in futures:
        future.cancel()
    wait_for(futures, timeout=STOP_SECONDS)  # those running end as their programs do
    results = [future.result() for future in futures if finished(future)]
    write_grades(out, results)
    for work in list(WORK):  # a submission still unwinding: its folder goes now
        shutil.rmtree(work, ignore_errors=True)
    remove_homes()  # and the folders its sessions ran in
    return results


STOP_SECONDS = 1.0  # how long a stop waits for the submissions being graded to end
WORK = set()  # the temporary folders of the submissions being graded


class Partial(Exception):
    """Grading stopped before the class was done: the results of those graded, and of how many."""

    def __init__(self, results, total):
        super().__init__(f"{len(results)} of {total} graded")
        self.results, self.total = results, total


def finished(future) -> bool:
    """Return whether a submission's grading finished with its results."""
    return future.done() and not future.cancelled() and future.exception() is None


def write_grades(out: Path, results) -> None:
    """Write each submission's report (text and results.json's shape) and the gradebook."""
    results.sort(key=lambda result: result["name"])
    for result in results:
        stem = safe_name(result["name"])
        text = format_report(result["command"], result["rows"], result["learned"])
        (out / f"{stem}.txt").write_text(text + "\n", encoding="utf-8")
        results_json = gradescope(result["rows"], result.get("built"))
        (out / f"{stem}.json").write_text(json.dumps(results_json, indent=2) + "\n")
    write_gradebook(out / "gradebook.csv", results)


def safe_name(name: str) -> str:
    """Return a submission's name as its reports' file name: the name itself, as it is.

    Names in one folder are already distinct, so the files are too; only what no file name
    may hold (a slash, a control character) and a leading dot become _.

    >>> safe_name("müller, jo"), safe_name("Fay Lee"), safe_name(".hidden/x\\n")
    ('müller, jo', 'Fay Lee', '_hidden_x_')
    """
    return re.sub(r"^\.|[/\\\x00-\x1f\x7f]", "_", name) or "submission"


def first_reason(row) -> str:
    """Return a row's first failure reason on one short line."""
    reason = row["failures"][0]["reason"] if row["failures"] else ""
    return " ".join(reason.split())[:160]


def write_gradebook(path: Path, results) -> None:
    """Write the gradebook: a row per submission, its verdict and headings, each check's points,
    and the reasons it failed.

    UTF-8 with a byte-order mark and quoted as csv quotes, so a spreadsheet opens it as it is;
    no cell begins as a formula does (OWASP's rule for CSV injection). Written whole: a
    temporary file, then renamed.
    """
    import csv

    checks = list(RUBRIC) + list(C_RUBRIC) + list(SOURCE_RUBRIC)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(temporary, "w", newline="", encoding="utf-8-sig") as file:
        writer = csv.writer(file)
        writer.writerow(["name", "kind", "credit", *HEADINGS, "score", "out_of", *checks,
                         "not_tried", "failures"])  # fmt: skip
        for result in results:
            writer.writerow([as_text(cell) for cell in gradebook_row(result, checks)])
    os.replace(temporary, path)


def gradebook_row(result, checks) -> list:
    """Return a submission's row of the gradebook."""
    rows = {row["name"]: row for row in result["rows"]}
    earned = sum(row["earned"] for row in rows.values())
    out_of = sum(row["points"] for row in rows.values())
    points = [rows[name]["earned"] if name in rows else "" for name in checks]
    states = [state for _, state, _ in headings(result["rows"])]
    return [result["name"], result["kind"] or "", verdict(result["rows"]), *states, earned,
            out_of, *points, *reasons(result["rows"])]  # fmt: skip


def reasons(rows) -> tuple:
    """Return the gradebook's two reasons: why checks were not tried, and why they failed."""
    untried = failure_summary([row for row in rows if not row["tried"]], "every check")
    failed = failure_summary([row for row in rows if row["tried"] and not row["passed"]])
    return untried, failed


def as_text(cell):
    """Return a cell a spreadsheet shows as it is: text that looks like a formula gets a '."""
    if not isinstance(cell, str):
        return cell
    cell = visible(cell)  # and no escape sequence reaches a terminal that shows the file
    return "'" + cell if cell[:1] in ("=", "+", "-", "@", "\t", "\r") else cell


def failure_summary(failed, every="every check failed") -> str:
    """Return why the checks failed, each reason once: check: reason; or every check's one."""
    reasons = {}
    for row in failed:
        reasons.setdefault(first_reason(row), []).append(row["name"])
    if len(reasons) == 1 and len(failed) > 2:
        return f"{every}: {next(iter(reasons))}"
    named = {reason: ", ".join(names) if len(names) <= 3 else f"{len(names)} checks"
             for reason, names in reasons.items()}  # fmt: skip
    return "; ".join(f"{names}: {reason}" for reason, names in named.items())


def gradescope(rows, built=None) -> dict:
    """Return results in the shape of Gradescope's results.json: the score, how C was built,
    the verdict and its headings as the output, then a test per check, each passed or failed,
    under its heading.
    """
    tests = [test_result(row) for row in rows]
    lines = format_verdict(rows) if all("heading" in row for row in rows) else []
    lines = [f"C built with {built}{built_note(built)}.", *lines] if built else lines
    return {"score": sum(row["earned"] for row in rows), "output": "\n".join(lines),
            "visibility": "visible", "tests": tests}  # fmt: skip


def test_result(row) -> dict:
    """Return a check as a test of results.json: its name under its heading, its points, its
    status, and each failure's reason and transcript as its output (else what it checks).
    """
    output = "\n\n".join(
        "\n".join([failure["reason"], *(f"  | {line}" for line in failure["transcript"])])
        for failure in row["failures"]
    )
    name = f"{row['heading']}: {row['name']}" if "heading" in row else row["name"]
    return {"name": name, "score": row["earned"], "max_score": row["points"],
            "status": "passed" if row["passed"] else "failed",
            "output": visible(output) or row["what"]}  # fmt: skip


def built_note(built: str) -> str:
    """Return what a report adds to how C was built: where clang was not, the homework's own.

    >>> built_note("gcc -g -Wall -Werror"), built_note("clang -g -Wall -Werror")
    (' (clang is not here)', '')
    """
    return " (clang is not here)" if built.split()[0] in ("gcc", "cc") else ""


def compilers_said(results) -> str:
    """Return the summary's word on the compiler: said only where clang was not the one."""
    others = sorted({result["built"].split()[0] for result in results
                     if result.get("built") and built_note(result["built"])})  # fmt: skip
    return f" C was built with {' and '.join(others)}: clang is not here." if others else ""


def format_summary(results) -> str:
    """Return the class's summary: how many get credit, how many passed every check, how many
    to look at by hand, the mean score as a percentage, the checks most failed.
    """
    percents = [percent(result["rows"]) for result in results]
    credit, passed, by_hand = class_counts(results)
    mean = sum(percents) / len(percents) if percents else 0
    often = ", ".join(f"{name} ({count})" for name, count in most_failed(results)) or "none"
    return (
        f"Graded {len(results)}: {credit} credit, {len(results) - credit} no credit or not"
        f" decided; {passed} passed every check; {by_hand} with checks not tried (look at them"
        f" by hand); mean score {mean:.1f}%. Most often failed: {often}."
        f"{compilers_said(results)}"
    )


def class_counts(results) -> tuple:
    """Return how many in a class get credit, passed every check, and have checks not tried."""
    credit = sum(verdict(result["rows"]) == "credit" for result in results)
    passed = sum(all(row["passed"] for row in result["rows"]) for result in results)
    by_hand = sum(not all(row["tried"] for row in result["rows"]) for result in results)
    return credit, passed, by_hand


def most_failed(results) -> list:
    """Return the three checks failed most often in a class, as (name, count)."""
    failed = Counter(row["name"] for result in results for row in result["rows"]
                     if row["tried"] and not row["passed"])  # fmt: skip
    return sorted(failed.items(), key=lambda item: (-item[1], item[0]))[:3]


def percent(rows) -> float:
    """Return the points earned as a percentage of those there were to earn."""
    out_of = sum(row["points"] for row in rows)
    return 100 * sum(row["earned"] for row in rows) / out_of if out_of else 0.0
