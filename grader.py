"""Grade a homework Yahtzee program, in its own words or the contract's, through pexpect.

An instructor copies this file and the folder grading/ beside it anywhere; they need
Python 3.9+, pexpect and lizard (and clang for C). grading/ holds the grader's jobs, one module
each, and rubric.ini, the homework's six headings and what is checked under each.

As a program, it plays a student's game, reads its source, and prints a report: a line per
check under its heading, then the homework's verdict, credit or no credit:

    python3 grader.py                          # grades yahtzee.py (next to it, or one folder up)
    python3 grader.py -- ./yahtzee             # a compiled program (source: yahtzee.c beside)
    python3 grader.py yahtzee.c                # built as the homework says, then graded
    python3 grader.py --json report.json -- python3 student.py
    python3 grader.py --points                 # the rubric, and nothing else
    python3 grader.py --class SUBMISSIONS/ --out GRADES/   # a class: gradebook.csv and more
    python3 grader.py --contract wording.json -- ./yahtzee # a class's own transcript lines
    python3 grader.py --save-contract learned.json -- ./yahtzee  # keep what was learned
    python3 grader.py --gradescope-autograder autograder/  # Gradescope's autograder, zipped
    python3 grader.py --same-as yahtzee.py -- python3 student.py  # a refactoring kept the game

Exit status: 0 when every check passes, 1 when one fails, 2 when the program cannot be
started (or ends before its first turn). A C submission of a class is built as the homework
says (clang -g -Wall -Werror) and played again under AddressSanitizer, UndefinedBehaviorSanitizer
and valgrind: compiles_cleanly and memory_safe. Ctrl-C, SIGTERM or SIGHUP stops a class at
once, writing the gradebook of what was graded.

The program needs no option of ours. Under the contract the grader reads the dice from the
`Roll R:` lines and types only the plainest answers (positions with spaces between, an empty
answer, a line's number or name, and the bad answers it probes); a program that words its own
prompts has its interface learned first (grading/learn.py), and its answers typed in its own
forms. Either way every expected score is worked out by the grader's own scorer of the rules.

What it plays, in this order (a fixed plan, so every student meets the same game):
  1. The main game: turn 1 re-rolls 1 2, then 3; turn 2 keeps all at once; turn 3 re-rolls
     1 3 5, then keeps all; turn 4 re-rolls 2 4, then all five; turn 5 re-rolls 5, then 4;
     turn 6 keeps all. Each turn it takes the open line that scores most (the first on the
     sheet when tied), typed as a number, but by its name on turn 2. On turn 6 the last line
     may be filled by the program or offered at the prompt.
  2. The probes, each at a fresh prompt: at the re-roll prompt 7, 0, 1 1, a word, a line of
     1,000 characters and control characters (and, where a decision asks more than one
     question, at the one that follows); at the line prompt 9, a word and an empty answer;
     then a used line on turn 2. Each must be refused with the same prompt again.
  3. Input ending: end of file at the first prompt must end the program, with no traceback.
  4. Random games (--games, from --seed): random re-rolls and random open lines.

As a library, it drives a game the way the tests of this repository do:

    game = Session("--dice", "1 1 1 1 1")
    game.turn()                      # (1, 6)
    game.roll()                      # (1, [1, 1, 1, 1, 1])
    game.answer(REROLL_PROMPT, "")   # keep all the dice
    game.answer(LINE_PROMPT, "ones")
    game.scored()                    # (5, 'Ones', 5)
"""

import argparse
import json
import os
import signal
import sys
import tempfile
from pathlib import Path

import pexpect

from grading.build import C_RUBRIC, compile_python
from grading.checks import CannotStart, grade
from grading.classes import (
    Partial,
    format_summary,
    grade_class,
    grade_submission,
    gradescope,
    submission_at,
)
from grading.contract import (  # noqa: F401 (the tests and graders import them from here)
    CONTRACT,
    DEFAULT_CONTRACT,
    FINAL,
    LINE_PROMPT,
    REROLL_PROMPT,
    ROLL,
    SCORED,
    TURN,
    read_contract,
)
from grading.gradescope import write_autograder
from grading.limits import STOP_ASKED, Stopped, become_subreaper, sweep_orphans
from grading.report import RUBRIC, format_report, untried_rows, zero_rows
from grading.rubric import HEADINGS, apply_rubric, headings, read_rubric, verdict
from grading.same import compare
from grading.session import RUNNING, TAG, Session, find_game, remove_homes, tagged  # noqa: F401
from grading.source import SOURCE_RUBRIC, not_tried_rows, source_rows, what

# The options: each one's flags, then what argparse takes for it.
OPTIONS = [
    (["--points"], dict(action="store_true", help="print the rubric and exit")),
    (["--timeout"], dict(type=float, default=10, help="seconds allowed for each answer (10)")),
    (["--json"], dict(metavar="FILE", help="write the report as JSON (- for stdout)")),
    (["--gradescope"], dict(metavar="FILE", help="write Gradescope's results.json")),
    (["--games"], dict(type=int, default=2, help="random games after the plan (2)")),
    (["--seed"], dict(type=int, default=1, help="seed of the random games (1)")),
    (["--contract"], dict(metavar="FILE", help="the class's own wording, as JSON")),
    (["--rubric"], dict(metavar="FILE",
                        help="the headings, points, limits and bad answers allowed"
                        " (grading/rubric.ini)")),
    (["--source"], dict(metavar="FILE",
                        help="the program's source, where the command does not say")),
    (["--save-contract"], dict(metavar="FILE",
                               help="write what was learned, to pass to --contract")),
    (["--gradescope-autograder"], dict(metavar="DIR", help="write Gradescope's autograder "
                                       "(setup.sh, run_autograder, the grader) and its zip")),
    (["--same-as"], dict(metavar="PROGRAM", help="play the same seeded games through PROGRAM"
                         " and the command; say the first line that differs")),
    (["--class"], dict(dest="folder", metavar="SUBMISSIONS", help="grade a class")),
    (["--out"], dict(metavar="GRADES", help="with --class: where the grades go")),
    (["--jobs"], dict(type=int, default=os.cpu_count() or 1,
                      help="with --class: at once (cores)")),
    (["command"], dict(nargs=argparse.REMAINDER, help="the program (yahtzee.py)")),
]  # fmt: skip


def build_parser():
    """Return the command line's parser."""
    parser = argparse.ArgumentParser(
        prog="grader.py",
        description="Grade a homework Yahtzee program, or a class of them, in its own words "
        "or the transcript contract's.",
    )
    for flags, options in OPTIONS:
        parser.add_argument(*flags, **options)
    return parser


def format_rubric(rubric) -> str:
    """Return the rubric: each heading, and under it each check with its points."""
    described = {name: said for name, (_, said) in [*RUBRIC.items(), *C_RUBRIC.items()]}
    described.update((name, what(name, rubric.limits)) for name in SOURCE_RUBRIC)
    rows = []
    for heading in HEADINGS:
        rows += [heading, *heading_rows(rubric, heading, described)]
    total = sum(placed.points for placed in rubric.checks.values())
    return "\n".join(rows + [f"{total:>5}  total (a C program; Python has no braces, no"
                             " memory_safe)"])  # fmt: skip


def heading_rows(rubric, heading, described) -> list:
    """Return the lines of --points under a heading: each check's points and what it checks."""
    rows = []
    for name, placed in rubric.checks.items():
        if placed.heading == heading:
            advisory = " (advisory)" if placed.advisory else ""
            rows.append(f"{placed.points:>5}  {name:<21} {described.get(name, '')}{advisory}")
            rows += readings(rubric.answers) if name == "bad_answers_refused" else []
    return rows


def readings(answers) -> list:
    """Return the lines that say which bad answers the rubric allows a sense of their own.

    >>> readings({"repeat_taken_once": True, "empty_keeps_all": False})
    ['       allowed: repeat_taken_once; refused: empty_keeps_all ([answers] in the rubric)']
    """
    said = [f"{how}: {', '.join(name for name, yes in answers.items() if yes is allow)}"
            for how, allow in (("allowed", True), ("refused", False))
            if allow in answers.values()]  # fmt: skip
    return [f"       {'; '.join(said)} ([answers] in the rubric)"] if said else []


def write_json(path, command, rows, built=None):
    """Write the results as JSON, for a gradebook: how C was built, the verdict, the headings,
    each check.
    """
    earned = sum(row["earned"] for row in rows)
    data = {"command": command, "score": earned, "out_of": sum(row["points"] for row in rows)}
    data.update({"built_with": built} if built else {})
    if all("heading" in row for row in rows):
        data["verdict"] = verdict(rows)
        data["headings"] = {heading: state for heading, state, _ in headings(rows)}
    text = json.dumps({**data, "checks": rows}, indent=2)
    if path == "-":
        print(text)
    else:
        Path(path).write_text(text + "\n", encoding="utf-8")


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    become_subreaper()  # a program's orphans come to the grader, to be ended
    try:
        rubric = read_rubric(args.rubric, known=[*RUBRIC, *C_RUBRIC, *SOURCE_RUBRIC])
        contract = read_contract(args.contract) if args.contract else None
    except ValueError as error:
        print(f"grader.py: error: {error}", file=sys.stderr)
        return 2
    if args.points:
        print(format_rubric(rubric))
        return 0
    if args.gradescope_autograder:
        archive = write_autograder(args.gradescope_autograder)
        print(f"Gradescope's autograder: {archive} (upload it as it is; see docs/grading.md)")
        return 0
    try:
        if args.same_as:
            return main_same(parser, args)
        if args.folder:
            return main_class(parser, args, contract, rubric)
        return main_one(parser, args, contract, rubric)
    finally:
        sweep_orphans()  # an orphan whose parent ended last is ours by now


def main_one(parser, args, contract, rubric) -> int:
    """Grade one program (yahtzee.py beside the grader when none is named); return the status.

    A source file or a submission's folder named alone is graded as a class grades it: built
    (C), played, and read. A command is played, and its source read where it names one.
    """
    command = command_to_grade(parser, args)
    if command is None:
        return 2
    stop_as_interrupt()
    submission = submission_at(Path(command[0])) if len(command) == 1 else None
    if submission is not None and submission.kind is not None:
        return main_submission(args, submission, rubric, contract)
    try:
        rows, learned, interfaces = played(command, args, contract, rubric.answers)
    except KeyboardInterrupt:
        return interrupted()
    except (pexpect.ExceptionPexpect, FileNotFoundError, OSError, CannotStart) as error:
        print(f"grader.py: cannot start {' '.join(command)}: {error}", file=sys.stderr)
        rows = zero_rows(f"cannot start: {error}")
        write_results(args, command, apply_rubric(rows, rubric))
        return 2
    rows = apply_rubric(rows + read_source(command, args.source, rubric), rubric)
    if args.save_contract:
        save_contract(args.save_contract, contract, interfaces)
    return reported(args, command, rows, learned)


def main_same(parser, args) -> int:
    """Play the same seeded, scripted games through --same-as PROGRAM and the command (--games
    random ones beside the scripted); say the first line that differs. Return 0 when none does.
    """
    command = command_to_grade(parser, args)
    if command is None:
        return 2
    with tempfile.TemporaryDirectory(prefix="grader-") as work:
        try:
            lines, same = compare(args.same_as, command, args.games, work)
        except OSError as error:
            print(f"grader.py: --same-as: {error}", file=sys.stderr)
            return 2
    print("\n".join(lines))
    return 0 if same else 1


def reported(args, command, rows, learned, built=None) -> int:
    """Write the results asked for and print the report; return 0 if every check passed."""
    write_results(args, command, rows, built)
    if args.json != "-":
        print(format_report(command, rows, learned))
    return 0 if all(row["passed"] for row in rows) else 1


def command_to_grade(parser, args):
    """Return the command to grade: as given, else yahtzee.py beside the grader; None (said
    in one line) where there is none.
    """
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if command:
        return command
    try:
        return [sys.executable, str(find_game())]
    except FileNotFoundError:
        parser.print_usage(sys.stderr)
        print("grader.py: error: give the program to grade, e.g. grader.py -- ./yahtzee,"
              " or --class SUBMISSIONS --out GRADES", file=sys.stderr)  # fmt: skip
        return None


def played(command, args, contract, answers=None) -> tuple:
    """Play a program's checks; return (rows, what was learned, the interfaces learned).
    answers is the rubric's readings of bad answers allowed.

    A fault of the grader's own is said in one line, never a traceback: no check is tried.
    """
    learned, interfaces = [], []
    try:
        rows = grade(
            command, args.timeout, args.games, args.seed, contract, learned, interfaces, answers
        )
    except (pexpect.ExceptionPexpect, OSError, CannotStart, KeyboardInterrupt):
        raise
    except Exception as error:
        print(f"grader.py: the grader failed on {' '.join(command)}: {error!r}", file=sys.stderr)
        rows = untried_rows(f"the grader failed on it ({type(error).__name__}: {error})")
        learned, interfaces = [], []
    return rows, learned, interfaces


def main_submission(args, submission, rubric, contract) -> int:
    """Grade a source file or a submission's folder as a class grades each; return the status."""
    interfaces = []
    try:
        result = grade_submission(submission, args.timeout, args.games, contract, rubric,
                                  interfaces)  # fmt: skip
    except KeyboardInterrupt:
        return interrupted()
    if args.save_contract:
        save_contract(args.save_contract, contract, interfaces)
    return reported(args, result["command"], result["rows"], result["learned"], result["built"])


def source_of(command, source):
    """Return the source of the program a command runs: --source, its .py, or its .c beside it."""
    if source:
        return Path(source)
    scripts = [Path(word) for word in command[1:2] if word.endswith(".py")]
    if Path(command[0]).name.startswith("python") and scripts:
        return scripts[0]
    program = Path(command[0])
    beside = [program.with_suffix(".c"), program.parent / "yahtzee.c"]
    return next((path for path in beside if path.is_file()), None)


def read_source(command, source, rubric) -> list:
    """Return the source checks' rows of the program a command runs, and its compile's."""
    path = source_of(command, source)
    kind = "python" if path is not None and path.suffix == ".py" else "c"
    if path is None or not path.is_file():
        why = f"{source} is no file" if source else "give its source with --source FILE"
        return not_tried_rows(kind, rubric.limits, f"the source was not found: {why}")
    compiled = [compile_python(path, path.parent)] if kind == "python" else []
    with tempfile.TemporaryDirectory(prefix="grader-") as work:
        return compiled + source_rows([path], kind, rubric.limits, Path(work))


def write_results(args, command, rows, built=None) -> None:
    """Write the --json and --gradescope files asked for (a program that cannot start too)."""
    if args.json:
        write_json(args.json, command, rows, built)
    if args.gradescope:
        Path(args.gradescope).write_text(json.dumps(gradescope(rows, built), indent=2) + "\n")


def save_contract(path, contract, interfaces) -> None:
    """Write what --contract takes back: the interface learned, else the contract used."""
    data = interfaces[0].contract() if interfaces else {**DEFAULT_CONTRACT, **(contract or {})}
    temporary = Path(f"{path}.{os.getpid()}.tmp")
    temporary.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    os.replace(temporary, path)


def main_class(parser, args, contract, rubric) -> int:
    """Grade a class: --class SUBMISSIONS --out GRADES; return 0."""
    if not args.out:
        parser.error("--class needs --out GRADES: the folder the gradebook goes in")
    if not Path(args.folder).is_dir():
        parser.error(f"--class {args.folder}: no such folder")
    terminal = sys.stderr.isatty()

    def progress(text):
        print(f"\r{text}", end="", file=sys.stderr, flush=True)

    told = catch_stops()
    try:
        results = grade_class(args.folder, args.out, args.jobs, args.timeout, args.games,
                              contract, progress if terminal else None, rubric)  # fmt: skip
    except Partial as partial:
        number = told[0] if told else signal.SIGINT
        name = signal.Signals(number).name
        book = Path(args.out) / "gradebook.csv"
        print(f"{chr(13) if terminal else ''}grader.py: stopped by {name} after"
              f" {len(partial.results)} of {partial.total} graded; {book} holds those"
              " (partial).", file=sys.stderr)  # fmt: skip
        os._exit(128 + number)  # what still unwinds (a thread in a build) is ended with it
    if terminal:
        print(file=sys.stderr)
    print(format_summary(results))
    print(f"Gradebook: {Path(args.out) / 'gradebook.csv'}")
    return 0


def catch_stops() -> list:
    """Make SIGTERM and SIGHUP stop a class as Ctrl-C does; return where the signal goes."""
    told = []
    STOP_ASKED.clear()

    def stop(number, frame):
        told.append(number)
        STOP_ASKED.set()  # where the raise is lost (in a weakref's callback), the class sees it
        raise Stopped()

    for number in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        signal.signal(number, stop)
    return told


def stop_as_interrupt() -> None:
    """Make SIGTERM and SIGHUP end the grading of one program as Ctrl-C does: every session
    and build ended, nothing left in the temporary folder."""

    def stop(number, frame):
        raise KeyboardInterrupt

    for number in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, stop)


def interrupted() -> int:
    """End every session still running and say so in one line; return 130."""
    for session in list(RUNNING):
        session.close()
    remove_homes()
    print("grader.py: interrupted; the program graded was stopped.", file=sys.stderr)
    return 130


def run() -> int:
    """Run the grader; where the reader of its output has gone (grader.py ... | head -1), the
    output ends there, in no traceback: status 1."""
    try:
        status = main()
        sys.stdout.flush()  # what is left is written here, not at exit
        return status
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(run())
