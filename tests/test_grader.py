"""The instructor's grader: full marks for yahtzee.py, and each broken program fails its check.

Each broken variant is student.py, a small homework program of our own, with one fault
written into it: the grader must catch it with the check meant for it, and with no other.
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

# A small homework program of our own (student.py), with one fault per check written in.
STUDENT = Path(__file__).resolve().parent / "student.py"
VARIANTS = {
    "line_scores": "each upper line counts the face above its own",
    "used_line_refused": "a used line is accepted",
    "reroll_keeps_the_rest": "a re-roll also changes the kept die at position 5",
    "bad_answers_refused": "a refusal at the re-roll prompt keeps all the dice instead",
    "six_turns": "a seventh turn, on a seventh line",
    "input_ending": "a traceback when input ends",
    "finishes_in_time": "the program hangs after the final score",
}


def student(fault=None):
    """Return the command that runs student.py, with a fault written in if one is named."""
    return [sys.executable, str(STUDENT), *(["--fault", fault] if fault else [])]


def failed_checks(command, timeout=5, games=2):
    """Grade a program; return the names of the checks it failed."""
    rows = grader.grade(command, timeout=timeout, games=games)
    return {row["name"] for row in rows if not row["passed"]}


@pytest.fixture(scope="module")
def graded_variants():
    """Grade every broken variant at once (each in its own processes); return what failed."""

    def grade(check):  # the random games add nothing here but time
        timeout = 1 if check == "finishes_in_time" else 5  # the hang waits it out
        return check, failed_checks(student(check), timeout, games=0)

    with ThreadPoolExecutor(max_workers=len(VARIANTS)) as pool:
        return dict(pool.map(grade, VARIANTS))


@pytest.mark.parametrize("check", list(VARIANTS), ids=list(VARIANTS))
def test_a_broken_variant_fails_exactly_its_check(graded_variants, check):
    assert graded_variants[check] == {check}, VARIANTS[check]


def test_the_student_program_without_a_fault_gets_full_marks():
    assert failed_checks(student(), games=1) == set()


def test_a_total_that_lags_costs_only_the_running_total():
    # The final score is checked against the Scored lines, not against the last Total.
    assert failed_checks(student("lagging_total"), games=0) == {"running_total"}


def test_a_game_that_ends_after_five_turns_fails_six_turns():
    assert "six_turns" in failed_checks(student("five_turns"), games=0)


@pytest.mark.slow
@pytest.mark.parametrize("fault", ["spam_turns", "spam_rolls", "flood"])
def test_a_program_that_prints_without_end_is_stopped_and_fails_in_time(fault):
    rows = grader.grade(student(fault), timeout=2, games=1)
    failed = {row["name"]: row["failures"] for row in rows if not row["passed"]}
    reasons = [failure["reason"] for failure in failed["finishes_in_time"]]
    assert any(" so " not in reason and "printed over" in reason for reason in reasons), reasons


def still_running(marker):
    """Return the processes whose command line holds marker."""
    found = subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True)
    return found.stdout.split()


@pytest.mark.slow
def test_children_that_outlive_the_program_are_ended_with_it():
    assert failed_checks(student("orphans"), timeout=5, games=1) == set()
    assert still_running("student.py --fault orphans") == []


@pytest.mark.slow
def test_a_program_that_never_prints_is_said_to_have_been_stopped():
    result = run_grader("--timeout", "1", "--", *student("silent"))
    assert result.returncode == 2
    assert "it showed no Turn line within 1 s, so the grader stopped it" in result.stderr


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
    result = run_grader("--timeout", "3", "--games", "0", "--", *student("line_scores"))
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


def test_the_report_names_the_program_as_a_person_types_it():
    result = run_grader("--games", "0", cwd=GAME.parent)
    assert result.stdout.splitlines()[0] == "Grading: python3 yahtzee.py"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_at_the_grader_ends_in_one_line_with_status_130_and_nothing_left(tmp_path):
    import os
    import signal
    import time

    pid_file = tmp_path / "pid"
    slow = tmp_path / "slow.py"
    slow.write_text(
        f"import os, time\nopen({str(pid_file)!r}, 'w').write(str(os.getpid()))\n"
        "print('Turn 1 of 6', flush=True)\ntime.sleep(600)\n"
    )
    grading = subprocess.Popen(
        [sys.executable, str(GRADER), "--timeout", "60", sys.executable, str(slow)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    for _ in range(200):
        if pid_file.exists() and pid_file.read_text():
            break
        time.sleep(0.05)
    time.sleep(0.3)
    grading.send_signal(signal.SIGINT)
    out, err = grading.communicate(timeout=20)
    assert grading.returncode == 130 and out == ""
    assert err == "grader.py: interrupted; the program graded was stopped.\n"
    with pytest.raises(ProcessLookupError):
        os.kill(int(pid_file.read_text()), 0)
