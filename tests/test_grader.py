"""The instructor's grader: full marks for yahtzee.py, and each broken copy fails its own check.

Each broken variant is yahtzee.py with one fault written into it, the kind a student's
program has: the grader must catch it with the check meant for it, and with no other.
"""

import json
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

if sys.platform == "win32":
    pytest.skip("the grader needs a POSIX pseudo-terminal", allow_module_level=True)

import grader

GAME = Path(__file__).resolve().parent.parent / "yahtzee.py"
GRADER = Path(__file__).resolve().parent / "grader.py"

# check -> (what the fault is, the text of yahtzee.py to replace, what replaces it)
VARIANTS = {
    "line_scores": (
        "each upper line counts the face above its own",
        "partial(sum_of_face, face),",
        "partial(sum_of_face, face % 6 + 1),",
    ),
    "used_line_refused": (
        "a used line is accepted",
        '    if game.sheet[name] is not None:\n        raise ValueError(f"{name} is already',
        '    if False:\n        raise ValueError(f"{name} is already',
    ),
    "reroll_keeps_the_rest": (
        "a re-roll also changes the kept die at position 5",
        "die() if place in chosen else face for",
        "die() if place in chosen else (face % 6 + 1 if place == 5 else face) for",
    ),
    "bad_answers_refused": (
        "a refusal at the re-roll prompt keeps all the dice instead of asking again",
        '            say(f"{remind()}\\n{refusal}" if remind else str(refusal))',
        '            say(f"{remind()}\\n{refusal}" if remind else str(refusal))\n'
        '            if question.startswith("Re-roll"):\n'
        "                return ()",
    ),
    "six_turns": (
        "a seventh turn, on a seventh line",
        "    lines=upper_lines(),\n)",
        '    lines=upper_lines() + (Line("Chance", ("c",), sum),),\n)',
    ),
    "input_ending": (
        "a traceback when input ends",
        '    except EOFError:\n        say("")',
        '    except ZeroDivisionError:\n        say("")',
    ),
    "finishes_in_time": (
        "the program hangs after the final score",
        '    say(f"Final score: {total(game)}")\n    return 0',
        '    say(f"Final score: {total(game)}")\n    time.sleep(3600)\n    return 0',
    ),
}


def broken_copy(folder: Path, old: str, new: str) -> Path:
    """Write yahtzee.py with one fault into folder; return its path."""
    source = GAME.read_text(encoding="utf-8")
    assert source.count(old) == 1, old
    path = folder / "yahtzee.py"
    path.write_text(source.replace(old, new), encoding="utf-8")
    return path


def failed_checks(command, timeout=5, games=2):
    """Grade a program; return the names of the checks it failed."""
    rows = grader.grade(command, timeout=timeout, games=games)
    return {row["name"] for row in rows if not row["passed"]}


@pytest.fixture(scope="module")
def graded_variants(tmp_path_factory):
    """Grade every broken variant at once (each in its own processes); return what failed."""

    paths = {
        check: broken_copy(tmp_path_factory.mktemp(check), *VARIANTS[check][1:])
        for check in VARIANTS
    }

    def grade(check):  # the random games add nothing here but time
        timeout = 1 if check == "finishes_in_time" else 5  # the hang waits it out
        return check, failed_checks([sys.executable, str(paths[check])], timeout, games=0)

    with ThreadPoolExecutor(max_workers=len(VARIANTS)) as pool:
        return dict(pool.map(grade, VARIANTS))


@pytest.mark.parametrize("check", list(VARIANTS), ids=list(VARIANTS))
def test_a_broken_variant_fails_exactly_its_check(graded_variants, check):
    assert graded_variants[check] == {check}, VARIANTS[check][0]


def test_every_check_of_the_rubric_has_a_variant_or_is_pinned_otherwise():
    pinned_elsewhere = {
        "three_rolls",
        "keep_all_ends_rolling",
        "last_line",
        "running_total",
        "final_score",
    }
    assert set(VARIANTS) | pinned_elsewhere == set(grader.RUBRIC)


# A program that is not yahtzee.py, to pin the checks no variant of yahtzee.py breaks alone:
# it plays the homework with a fourth roll, a keep all that rolls on, the last turn put on
# a used line, a wrong running total and a wrong final score.
ODD_GAME = r"""
import random, sys
LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
total, used = 0, []
for turn in range(1, 7):
    print(f"Turn {turn} of 6")
    dice = [random.randint(1, 6) for _ in range(5)]
    for number in range(1, 5):
        print("Roll %d: %s" % (number, " ".join(map(str, dice))))
        if number == 4:
            break
        answer = input("Re-roll which positions? > ")
        for word in answer.split():
            dice[int(word) - 1] = random.randint(1, 6)
    while turn < 6:
        answer = input("Choose a line > ").strip()
        line = LINES[int(answer) - 1] if answer.isdigit() and 0 < int(answer) < 7 else answer
        if line in LINES and line not in used:
            break
    else:
        line = used[0]
    used.append(line)
    face = LINES.index(line) + 1
    points = face * dice.count(face)
    total += points
    print(f"Scored {points} on {line}. Total: {total + 1}")
print(f"Final score: {total + 2}")
"""


def test_an_odd_program_fails_the_checks_no_variant_breaks_alone(tmp_path):
    path = tmp_path / "odd.py"
    path.write_text(ODD_GAME, encoding="utf-8")
    report = grader.Report()
    session = grader.Session(command=[sys.executable, str(path)], timeout=5)
    grader.Game(session, report, grader.main_plan).play()
    failed = {row["name"] for row in report.results() if row["failures"]}
    pinned = {"three_rolls", "keep_all_ends_rolling", "last_line", "running_total", "final_score"}
    assert pinned <= failed


# ------------------------------------------------------------------ the grader as a program


def run_grader(*args, cwd=None):
    return subprocess.run(
        [sys.executable, str(GRADER), *args], capture_output=True, text=True, timeout=120, cwd=cwd
    )


def test_it_grades_a_program_that_takes_no_options_and_writes_json(tmp_path):
    student = tmp_path / "student.py"
    student.write_text(
        "import sys\n"
        f"sys.path.insert(0, {str(GAME.parent)!r})\n"
        "import yahtzee\n"
        "if len(sys.argv) > 1:\n"
        "    sys.exit('student.py takes no options')\n"
        "sys.exit(yahtzee.main([]))\n",
        encoding="utf-8",
    )
    result = run_grader("--json", "-", "--games", "0", "--", sys.executable, str(student))
    assert result.returncode == 0, result.stdout
    data = json.loads(result.stdout)
    assert (data["score"], data["out_of"]) == (100, 100)
    assert [check["name"] for check in data["checks"]] == list(grader.RUBRIC)
    assert data["command"] == [sys.executable, str(student)]


def test_the_report_has_a_line_per_check_a_total_and_the_transcript_of_each_failure(tmp_path):
    _, old, new = VARIANTS["line_scores"]
    path = broken_copy(tmp_path, old, new)
    result = run_grader("--timeout", "3", "--games", "0", "--", sys.executable, str(path))
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    verdicts = [line.split()[0] for line in lines[1 : 1 + len(grader.RUBRIC)]]
    assert verdicts.count("FAIL") == 1 and verdicts.count("PASS") == len(grader.RUBRIC) - 1
    assert lines[1 + len(grader.RUBRIC)] == "Total: 85/100"
    failure = result.stdout.split("\nline_scores: ")[1]
    assert re.match(r"[A-Z][a-z]+ with \[[1-6, ]+\] scores \d+, not \d+\n  \| ", failure)
    assert all(len(line) <= 79 for line in lines[1 : 2 + len(grader.RUBRIC)])


def test_points_prints_the_rubric():
    result = run_grader("--points")
    assert result.returncode == 0
    assert result.stdout.splitlines()[-1].split() == ["100", "total"]


def test_a_program_that_cannot_start_is_status_2():
    result = run_grader("--", "/no/such/program")
    assert result.returncode == 2
    assert "cannot start /no/such/program" in result.stderr


def test_a_program_that_ends_before_its_first_turn_is_status_2(tmp_path):
    result = run_grader("--", sys.executable, str(tmp_path / "missing.py"))
    assert result.returncode == 2
    assert "it ended before its first turn" in result.stderr
    assert "missing.py" in result.stderr


def test_copied_alone_next_to_yahtzee_py_it_gives_it_full_marks(tmp_path):
    shutil.copy(GAME, tmp_path / "yahtzee.py")
    shutil.copy(GRADER, tmp_path / "grader.py")
    result = subprocess.run(
        [sys.executable, "grader.py", "--games", "1"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stdout
    assert result.stdout.splitlines()[-1] == "Total: 100/100"
