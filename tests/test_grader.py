"""The instructor's grader: full marks for yahtzee.py, and each broken program fails its check.

Each broken variant is student.py, a small homework program of our own, with one fault
written into it: the grader must catch it with the check meant for it, and with no other.
"""

import json
import os
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
from grading import checks
from grading.report import Report, format_report, zero_rows
from grading.rubric import HEADINGS, read_rubric

SOURCE_CHECKS = ("compiles_cleanly", "functions_small", "indentation", "comments", "clear_names",
                 "no_commented_code", "no_copied_functions")  # fmt: skip
GAME = Path(__file__).resolve().parent.parent / "yahtzee.py"
GRADER = Path(__file__).resolve().parent.parent / "grader.py"

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
    "seeds_dice": "seeded with a constant: every game rolls the same dice",
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


def test_a_game_that_ends_after_five_turns_fails_six_turns_and_its_last_line():
    rows = grader.grade(student("five_turns"), timeout=5, games=0)
    failed = {row["name"]: row["failures"] for row in rows if not row["passed"]}
    assert {"six_turns", "last_line"} <= set(failed)
    # Held-out batch 65: the line never filled was "not tried", sent to be looked at by hand.
    assert failed["last_line"][0]["reason"].startswith("the game ended with ")
    assert failed["last_line"][0]["reason"].endswith(" never filled")


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


ESCAPER = """
import os, time
for child in range(400):  # children that leave the session, each leaving a grandchild behind
    if os.fork() == 0:
        os.setsid()
        time.sleep(0.001 * (child % 100))  # forking while the grader looks for them
        if os.fork() == 0:
            time.sleep(30)
        os._exit(0)
    time.sleep(0.002)
time.sleep(30)
"""


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="Linux's /proc finds them")
def test_a_program_that_forks_while_it_is_ended_leaves_no_process_behind(tmp_path):
    # Ended while it forks, a child can fork between the grader's look at /proc and its end.
    program = tmp_path / "escaper.py"
    program.write_text(ESCAPER)
    import time

    for pause in (0.1, 0.2, 0.3):
        session = grader.Session(command=[sys.executable, str(program)])
        time.sleep(pause)
        session.close()
        left = grader.tagged(session.tag)
        for pid in left:  # so that a failure leaves nothing running either
            subprocess.run(["kill", "-9", str(pid)], check=False)
        assert left == []


@pytest.mark.slow
def test_a_program_that_never_prints_is_said_to_have_been_stopped():
    result = run_grader("--timeout", "1", "--", *student("silent"))
    assert result.returncode == 2
    assert "it showed no turn line (such as Turn 1 of 6) within 1 s, so the grader stopped it" in (
        result.stderr
    )


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


class RerollAfterRefusal:
    """A session at the re-roll question that refuses every word and rolls the dice each
    good answer brings (rolls, in turn); then asks the dice again."""

    moved = by_faces = False

    def __init__(self, rolls):
        self.reached_dice, self.rolls, self.events = [1, 2, 3, 4, 5], list(rolls), []

    def probe(self, answer):
        return ""  # refused, asked again

    def send(self, answer):
        self.events += [("roll", (2, self.rolls.pop(0))), ("reroll", ())]

    def next_event(self):
        return self.events.pop(0)

    def tail(self):
        return []  # the transcript a failure shows: none here


@pytest.mark.parametrize(
    "rolls, passed",
    [
        ([[6, 6, 6, 6, 5]], True),
        ([[1, 2, 3, 4, 6], [6, 6, 6, 6, 6]], True),  # as they were once (1 in 1,296): again
        ([[1, 2, 3, 4, 6], [1, 2, 3, 4, 1]], False),  # twice: the good answer was dropped
    ],
)
def test_a_good_answer_after_a_refused_one_must_roll_its_dice(rolls, passed):
    from grading.probes import obeyed

    report = Report()
    assert obeyed(RerollAfterRefusal(rolls), "maybe", report) is False  # the game moved on
    failures = report.failures["bad_answers_refused"]
    assert (not failures) is passed, failures
    assert passed or "dice 1 to 4 were not re-rolled: [1, 2, 3, 4, 6] stayed" in str(failures)


def test_a_refused_answer_weighs_against_the_readings_that_take_it():
    from grading.interface import Interface
    from grading.weigh import best_reading

    interface = Interface()
    refused = [("3 5", [2, 4, 4, 6, 5], None), ("1 2", [6, 5, 4, 3, 5], None)]  # no 3, no 1
    kept = [("4 6", [2, 4, 4, 6, 5], [1, 4, 4, 6, 3])]  # faces 4, 4 and 6 kept, 2 and 5 rolled
    assert best_reading(refused, interface, (False, True))[0] is True  # faces: they are not shown
    assert best_reading(refused + kept, interface, (False, True)) == (True, True)
    assert best_reading(kept, interface, (True, False)) == (True, True)


@pytest.mark.slow  # five sessions of a program: seconds, kept out of make test
def test_a_program_that_keeps_faces_is_weighed_to_faces_after_its_answers_taken_for_places():
    # Its first re-roll, typed as places (1 2 3), may be taken where dice 1 to 3 show the faces
    # 1 to 3: the games that weigh the reading then type places, refused where no such face
    # is shown, and the refusal ends each game. They are played again in the reading the
    # refusals fit (own_py_keep_faces_terse was once not decided so, in a class run).
    import random

    import grading.interface
    from grading.learn import explore
    from grading.weigh import weigh

    path = CLASS / "own_py_keep_faces_terse" / "yahtzee.py"

    def start():
        return grader.Session(command=[sys.executable, str(path)], timeout=5)

    interface, session = grading.interface.Interface(), start()
    try:
        explore(session, interface)
    finally:
        session.close()
    assert (interface.faces, interface.keep) == (True, True)
    interface.faces = False  # the misreading
    weigh(start, interface, random.Random(3))
    assert (interface.faces, interface.keep) == (True, True), interface.unknown


def test_an_odd_program_fails_the_checks_no_variant_breaks_alone(tmp_path):
    path = tmp_path / "odd.py"
    path.write_text(ODD_GAME, encoding="utf-8")
    report = Report()
    session = grader.Session(command=[sys.executable, str(path)], timeout=5)
    checks.Game(session, report, checks.main_plan).play()
    failed = {row["name"] for row in report.results() if row["failures"]}
    pinned = {"three_rolls", "keep_all_ends_rolling", "last_line", "running_total", "final_score"}
    assert pinned <= failed


# A re-roll question that re-rolls the dice it is not told (held-out batch 78): its own word
# for none, 0, re-rolls all five, so no answer keeps them all.
INVERTED = '''"""Yahtzee that re-rolls the dice not named (0, for none, re-rolls all)."""

import random

LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def ask(prompt, allowed):
    """Ask until the answer is one of allowed; end the game at the end of input."""
    while True:
        try:
            answer = input(prompt).strip().lower()
        except EOFError:
            raise SystemExit(0) from None
        if allowed(answer):
            return answer
        print("Please try again.")


def named(answer):
    """Return whether an answer is 0 or positions 1-5, each once."""
    digits = answer.replace(" ", "")
    return answer == "0" or (digits.isdigit() and set(digits) <= set("12345")
                             and len(set(digits)) == len(digits) > 0)


def play_turn(used):
    """Roll, re-roll twice, and score an open line; return the points."""
    dice = [random.randint(1, 6) for _ in range(5)]
    for _ in range(2):
        print("Dice: " + " ".join(map(str, dice)))
        answer = ask("Dice to re-roll (like 135, 0 for none): ", named)
        chosen = {int(digit) - 1 for digit in answer if digit in "12345"}
        dice = [die if place in chosen else random.randint(1, 6) for place, die in enumerate(dice)]
    print("Dice: " + " ".join(map(str, dice)))
    line = ask("Line to score (ones to sixes): ", lambda word: word in LINES and word not in used)
    used.append(line)
    points = (LINES.index(line) + 1) * dice.count(LINES.index(line) + 1)
    print(f"Scored {points} on {line}.")
    return points


def main():
    """Play six turns and print the total."""
    used, total = [], 0
    for turn in range(1, 7):
        print(f"Turn {turn} of 6")
        total += play_turn(used)
    print(f"Final score: {total}")


main()
'''


def test_a_question_whose_own_word_for_none_rerolls_the_dice_fails_keep_all(tmp_path):
    path = tmp_path / "yahtzee.py"
    path.write_text(INVERTED, encoding="utf-8")
    done = run_grader("--games", "0", "--timeout", "5", str(path))
    lines = done.stdout.splitlines()
    # It takes 135 and 1 3 5 alike: which joiner is learned rests on what the re-rolls showed.
    form = r"^Learned re-roll answer: the positions to keep, joined by '( ?)'; none '0'$"
    assert re.search(form, done.stdout, re.MULTILINE), done.stdout
    assert next(line for line in lines if line.startswith("Game Rules: ")).startswith(
        "Game Rules: not met (keep_all_ends_rolling"
    )  # not "not decided": its game is played, and what 0 does is said
    assert "\nkeep_all_ends_rolling: keep all changed the dice at [" in done.stdout


def test_a_line_menu_with_a_way_back_to_the_dice_is_played_as_a_question_of_rolling_again():
    # After every roll: the open lines, and r) re-roll some dice (2 left). Its r rolls again;
    # a line chosen there keeps all the dice. Read as the line question alone, the game was
    # scored at once, the re-roll checks not tried, and its probes reached no line prompt.
    done = run_grader("--games", "0", "--timeout", "5", str(CLASS / "own_py_line_menu_reroll"))
    assert "\nLearned roll again, yes or no: 'Your choice:'\n" in done.stdout, done.stdout
    assert "none re-rolled: a line chosen from the menu that offers the dice again" in done.stdout
    for check in ("reroll_keeps_the_rest", "keep_all_ends_rolling", "used_line_refused"):
        assert re.search(rf"^PASS \d+/\d+ +{check} ", done.stdout, re.MULTILINE), done.stdout
    assert "\nVerdict: CREDIT" in done.stdout


def test_the_questions_own_word_for_keeping_all_is_learned_where_the_same_question_follows(
    tmp_path,
):
    # "or 0 to keep them all", then "Now you have:" and the same question, where keeping all
    # is first tried at a turn's first re-roll (here the first turn has one re-roll, so that
    # it is; a doubted re-roll answer brings the learner there too, one time in hundreds).
    source = (CLASS / "own_py_position_six" / "yahtzee.py").read_text(encoding="utf-8")
    rerolls = "        for _ in range(2):\n"
    assert rerolls in source
    path = tmp_path / "yahtzee.py"
    path.write_text(source.replace(rerolls, "        for _ in range(1 if turn == 0 else 2):\n"))
    done = run_grader("--games", "0", "--timeout", "5", str(path))
    assert "; none '0'\n" in done.stdout, done.stdout
    assert "no answer kept all the dice" not in done.stdout


def test_a_keep_lists_all_that_only_asks_again_is_learned_and_fails_keep_all_ends_rolling(
    tmp_path,
):
    # Keeping all says so and asks the same question again, no dice shown, until some dice are
    # re-rolled (held-out batch 95, a while loop whose continue skipped its roll += 1): the
    # learner takes all as keeping all, and re-rolls a die to reach the line question; the
    # games fail keep_all_ends_rolling, re-rolling a die to go on, and end in time.
    from grading.learn import learn

    source = (CLASS / "own_py_keep" / "yahtzee.py").read_text(encoding="utf-8")
    ends = "        keep = ask_keep()\n        if len(keep) == DICE:\n            break\n"
    asks_again = "        keep = ask_keep()\n        while len(keep) == DICE:\n" + (
        '            print("Keeping all the dice.")\n            keep = ask_keep()\n'
    )
    assert ends in source
    path = tmp_path / "yahtzee.py"
    path.write_text(source.replace(ends, asks_again), encoding="utf-8")
    interface = learn(lambda: grader.Session(command=[sys.executable, str(path)], timeout=5))
    assert interface.keep_all == "all" and interface.scored is not None
    done = run_grader("--games", "0", "--timeout", "5", str(path))
    failed = set(re.findall(r"^FAIL +\S+ (\w+)", done.stdout, re.MULTILINE))
    assert failed == {"three_rolls", "keep_all_ends_rolling"}, done.stdout
    assert "brought the same question each time: the rolling never ends" in done.stdout


def test_end_of_input_at_a_confirmation_fails_a_question_that_asks_again_forever():
    looping = CLASS / "own_py_confirm_eof" / "yahtzee.py"  # "" from readline: asked again
    done = run_grader("--games", "0", "--timeout", "5", str(looping))
    assert re.search(r"^FAIL  0/5  input_ending ", done.stdout, re.MULTILINE), done.stdout
    assert '\ninput_ending: the program went on after input ended at Re-roll dice "' in done.stdout


def test_a_confirmation_that_takes_the_end_of_input_for_no_then_ends_passes(tmp_path):
    source = (CLASS / "own_py_confirm_eof" / "yahtzee.py").read_text(encoding="utf-8")
    reading = "        answer = sys.stdin.readline().strip().lower()\n"
    assert reading in source
    path = tmp_path / "yahtzee.py"  # no, at the end of input: the next question ends the game
    taken_for_no = "        try:\n            answer = input().strip().lower()\n" + (
        "        except EOFError:\n            answer = 'n'\n"
    )
    path.write_text(source.replace(reading, taken_for_no), encoding="utf-8")
    done = run_grader("--games", "0", "--timeout", "5", str(path))
    assert re.search(r"^PASS  5/5  input_ending ", done.stdout, re.MULTILINE), done.stdout


@pytest.mark.slow  # two programs graded: seconds
def test_a_line_declined_at_its_confirmation_must_leave_the_total_as_taken_once(tmp_path):
    keeps = CLASS / "own_py_undo_keeps_points" / "yahtzee.py"  # taken back: points kept
    done = run_grader("--games", "0", "--timeout", "5", str(keeps))
    for check in ("running_total", "final_score"):
        assert re.search(rf"^FAIL  0/5  {check} ", done.stdout, re.MULTILINE), done.stdout
    assert re.search(r"\(Keep it\? \(y/n\) answered n, then \w+ taken in its place\)", done.stdout)
    source = keeps.read_text(encoding="utf-8")
    kept = "        sheet[index] = None  # taken back: the line is open again, its points are"
    assert kept in source
    path = tmp_path / "yahtzee.py"
    path.write_text(
        source.replace(kept, "        sheet[index], total = None, total - sheet[index]  #")
    )
    done = run_grader("--games", "0", "--timeout", "5", str(path))
    for check in ("running_total", "final_score"):
        assert re.search(rf"^PASS  5/5  {check} ", done.stdout, re.MULTILINE), done.stdout


# ------------------------------------------------------------------ the grader as a program


def copy_grader(folder):
    """Copy the grader as an instructor does: grader.py and its package, grading/."""
    shutil.copy(GRADER, folder / "grader.py")
    shutil.copytree(GRADER.parent / "grading", folder / "grading",
                    ignore=shutil.ignore_patterns("__pycache__"))  # fmt: skip


def run_grader(*args, cwd=None, hang=120):
    """Run grader.py; hang, in seconds, only stops one that hangs: it times nothing."""
    return subprocess.run(
        [sys.executable, str(GRADER), *args], capture_output=True, text=True, timeout=hang, cwd=cwd
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
    data = json.loads(result.stdout)
    rules = data["checks"][: len(grader.RUBRIC)]
    assert [check["name"] for check in rules] == list(grader.RUBRIC)
    assert all(check["passed"] for check in rules), result.stdout
    assert data["command"] == [sys.executable, str(student)]
    # Its source is six lines, no function and no comment: Functions and Code Style not met.
    failed = [check["name"] for check in data["checks"] if not check["passed"]]
    assert failed == ["functions_small", "comments"] and result.returncode == 1
    assert data["verdict"] == "no credit" and data["headings"]["Functions"] == "not met"


def test_a_program_graded_writes_its_files_in_a_folder_of_its_own_not_where_the_grader_runs(
    tmp_path,
):
    student = tmp_path / "student.py"  # a high-score table in the folder it runs in
    student.write_text(
        "import sys\n"
        f"sys.path.insert(0, {str(GAME.parent)!r})\n"
        "import yahtzee\n"
        "with open('scores.txt', 'a') as table:\n"
        "    table.write('played\\n')\n"
        "sys.exit(yahtzee.main([]))\n",
        encoding="utf-8",
    )
    result = run_grader("--json", "-", "--games", "0", "--", sys.executable, "student.py",
                        cwd=tmp_path)  # fmt: skip
    rules = json.loads(result.stdout)["checks"][: len(grader.RUBRIC)]
    assert all(check["passed"] for check in rules), result.stdout  # it ran, named as given
    assert sorted(path.name for path in tmp_path.iterdir()) == ["student.py"]


def test_the_report_has_a_line_per_check_a_total_and_the_transcript_of_each_failure(tmp_path):
    result = run_grader("--timeout", "3", "--games", "0", "--", *student("line_scores"))
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    checks = [line for line in lines if line[:4] in ("PASS", "FAIL", "----")]
    verdicts = {line.split()[2]: line.split()[0] for line in checks}
    assert [name for name, verdict in verdicts.items() if verdict != "PASS"] == ["line_scores"]
    assert set(verdicts) == {*grader.RUBRIC, *SOURCE_CHECKS}
    assert "Game Rules: not met (line_scores)" in lines and "Verdict: NO CREDIT" in result.stdout
    assert next(line for line in lines if line.startswith("Total: ")) == "Total: 135/150"
    failure = result.stdout.split("\nline_scores: ")[1]
    assert re.match(r"[A-Z][a-z]+ with \[[1-6, ]+\] scores \d+, not \d+\n  \| ", failure)
    assert all(len(line) <= 79 for line in checks if "compiles_cleanly" not in line)


def test_points_prints_the_rubric():
    result = run_grader("--points")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[-1].split()[:2] == ["170", "total"]
    assert [line for line in lines if not line.startswith(" ")] == list(HEADINGS)


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
    copy_grader(tmp_path)
    result = subprocess.run(
        [sys.executable, "grader.py", "--games", "1"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stdout
    assert result.stdout.splitlines()[-2:] == ["Total: 150/150", "Verdict: CREDIT"]


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
        # Ctrl-C as at a terminal: a test run started in the background inherits SIGINT ignored
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
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


# ------------------------------------------------------------------ a class

CLASS = Path(__file__).resolve().parent / "class"
C_COMPILER = shutil.which("clang") or shutil.which("gcc")
UNINITIALISED = shutil.which("valgrind") or shutil.which("clang")


def read_gradebook(path):
    import csv

    with open(path, encoding="utf-8-sig", newline="") as file:
        return {row["name"]: row for row in csv.DictReader(file)}


@pytest.fixture(scope="module")
def graded_class(tmp_path_factory):
    """Grade tests/class/ once, as an instructor would; return the folder, the run and its time."""
    import time

    out = tmp_path_factory.mktemp("grades")
    start = time.monotonic()
    done = run_grader("--class", str(CLASS), "--out", str(out), "--timeout", "3", hang=1800)
    return out, done, time.monotonic() - start


def test_a_class_is_graded_in_one_command_with_a_summary(graded_class):
    out, done, _ = graded_class  # its time is measured by make bench, never asserted
    assert done.returncode == 0, done.stderr
    count = len(list(CLASS.iterdir()))
    credit = sum(not faults for faults in CLASS_FAULTS.values())
    summary = (
        rf"Graded {count}: {credit} credit, {count - credit} no credit or not decided; {credit}"
        rf" passed every check; [0-9]+ with checks not tried \(look at them by hand\); mean"
        rf" score [\d.]+%\. Most often failed: .*"
    )
    assert re.fullmatch(summary, done.stdout.splitlines()[0]), done.stdout
    assert still_running("class/forker") == [] and still_running("never_prints") == []


def test_the_gradebook_has_a_row_per_submission_with_each_checks_points(graded_class):
    out, _, _ = graded_class
    book = read_gradebook(out / "gradebook.csv")
    assert set(book) == {path.name for path in CLASS.iterdir()}
    row = book["py_correct"]
    assert (row["score"], row["out_of"], row["failures"], row["credit"]) == (
        "150",
        "150",
        "",
        "credit",
    )
    assert [row[heading] for heading in HEADINGS] == ["met"] * 6
    assert book["forker"]["score"] == "140" and book["forker"]["credit"] == "no credit"
    assert book["own_prompts"]["score"] == "150"  # its interface is learned: no contract
    assert "it had printed: nothing" in book["never_prints"]["failures"]
    for name, result in book.items():
        report = json.loads((out / f"{name}.json").read_text())
        assert report["score"] == int(result["score"])
        names = [test["name"].split(": ")[-1] for test in report["tests"]]
        assert names[: len(grader.RUBRIC)] == list(grader.RUBRIC)
        assert all(
            set(test) == {"name", "score", "max_score", "status", "output"}
            for test in report["tests"]
        )
        assert report["output"].splitlines()[-1].startswith("Verdict: ")
        assert (out / f"{name}.txt").read_text().startswith("Grading: ")


@pytest.mark.slow
@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
def test_a_small_class_has_a_verdict_and_its_headings_in_the_gradebook(tmp_path):
    # make test grades four programs of tests/class; make test-slow grades them all.
    chosen = ("c_correct", "c_no_comments", "py_correct", "never_prints")
    for name in chosen:
        shutil.copytree(CLASS / name, tmp_path / "class" / name)
    done = run_grader("--class", str(tmp_path / "class"), "--out", str(tmp_path / "out"),
                      "--timeout", "3")  # fmt: skip
    assert done.stdout.startswith("Graded 4: 2 credit, 2 no credit or not decided; 2 passed")
    book = read_gradebook(tmp_path / "out" / "gradebook.csv")
    assert {name: row["credit"] for name, row in book.items()} == {
        "c_correct": "credit",
        "c_no_comments": "no credit",
        "py_correct": "credit",
        "never_prints": "no credit",
    }
    assert (
        book["c_no_comments"]["Code Style"] == "not met"
        and book["c_no_comments"]["comments"] == "0"
    )
    assert [book["c_no_comments"][heading] for heading in HEADINGS].count("met") == 5
    assert (book["c_correct"]["score"], book["py_correct"]["out_of"]) == ("170", "150")
    report = (tmp_path / "out" / "c_no_comments.txt").read_text()
    assert "Code Style: not met (comments)\n" in report
    assert "\nVerdict: NO CREDIT (not met: Code Style)\n" in report


@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
def test_c_is_built_as_the_homework_says_and_checked_for_what_it_forbids(graded_class):
    out, _, _ = graded_class
    book = read_gradebook(out / "gradebook.csv")
    assert (book["c_correct"]["score"], book["c_correct"]["out_of"]) == ("170", "170")
    warned = book["c_warning"]  # its warning fails Compilation alone: its game is played
    assert warned["compiles_cleanly"] == "0" and warned["Compilation"] == "not met"
    assert warned["six_turns"] == warned["memory_safe"] == "10"
    assert "unused variable" in warned["failures"] and warned["Game Rules"] == "met"
    report = (out / "c_warning.txt").read_text()
    assert "-Wall -Werror; played as built without -Werror)" in report.splitlines()[0]
    assert (
        book["c_wrong_rule"]["line_scores"] == "0" and book["c_wrong_rule"]["memory_safe"] == "10"
    )
    bounds = book["c_out_of_bounds"]
    assert bounds["memory_safe"] == "0" and "AddressSanitizer caught it" in bounds["failures"]
    assert "stack-buffer-overflow" in bounds["failures"] and "\x1b[" not in bounds["failures"]
    report = (out / "c_out_of_bounds.txt").read_text()  # its frames name the submission's file
    assert " in score yahtzee.c:" in report and "grader-" not in report
    assert "grader-" not in (out / "own_c_short_buffer.txt").read_text()  # fgets (asan+0x3f0ef)
    if UNINITIALISED:
        unset = book["c_uninitialised"]
        assert unset["memory_safe"] == "0" and "uninitialised" in unset["failures"]
        assert unset["compiles_cleanly"] == "10"  # the compiler cannot see it


@pytest.mark.skipif(shutil.which("clang") is None, reason="the homework's Makefile runs clang")
def test_a_makefile_stopped_by_its_werror_alone_is_built_again_without_it_and_played(tmp_path):
    from grading import classes
    from grading.build import build_c

    folder, work = tmp_path / "student", tmp_path / "work"
    folder.mkdir(), work.mkdir()
    shutil.copy(CLASS / "c_warning" / "yahtzee.c", folder)  # an unused variable
    makefile = "yahtzee: yahtzee.c\n\tclang -g -Wall -Werror -o yahtzee yahtzee.c\n"
    (folder / "Makefile").write_text(makefile)  # the homework's own (held-out batch 94)
    built = build_c(classes.Submission("student", folder, "make"), work)
    assert not built.clean and "unused variable" in built.output
    assert built.how == "make; played as built without -Werror"
    played = subprocess.run(built.command, input="", capture_output=True, text=True, timeout=60)
    assert "Turn 1 of 6" in played.stdout and not (folder / "yahtzee").exists()


@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
def test_a_c_program_with_an_error_is_not_played_and_says_so_once(tmp_path):
    source = (CLASS / "c_correct" / "yahtzee.c").read_text()
    broken = tmp_path / "broken"
    broken.mkdir()
    undeclared = "int main(void) {\n    no_such_name = 1;"
    (broken / "yahtzee.c").write_text(source.replace("int main(void) {", undeclared, 1))
    done = run_grader("--timeout", "2", str(broken))
    assert "(C, built with" in done.stdout and "played as built" not in done.stdout
    assert done.stdout.count("it does not compile, so nothing was run") == 1
    assert "FAIL  0/10 six_turns" in done.stdout and "compiler said" in done.stdout


def test_a_class_with_its_own_wording_is_graded_by_its_contract(tmp_path):
    contract = CLASS / "own_prompts" / "own_contract.json"
    done = run_grader("--timeout", "3", "--contract", str(contract), "--",
                      sys.executable, str(CLASS / "own_prompts" / "yahtzee.py"))  # fmt: skip
    assert done.returncode == 0 and "Total: 150/150" in done.stdout
    bad = tmp_path / "bad.json"
    bad.write_text('{"turn": "Round (\\\\d+)"}')
    refused = run_grader("--contract", str(bad))
    assert refused.returncode == 2 and len(refused.stderr.splitlines()) == 1
    assert "turn has 1 groups, not 2" in refused.stderr


def test_a_program_whose_interface_cannot_be_learned_says_why_quoting_its_screen(tmp_path):
    program = tmp_path / "own.py"
    program.write_text("print('Welcome! You rolled: a royal flush')\ninput('Which? ')\n")
    rows = grader.grade([sys.executable, str(program)], timeout=2, games=2)
    reasons = [row["failures"][0]["reason"] for row in rows if not row["passed"]]
    assert reasons and all(reason.startswith("not tried: ") for reason in reasons)
    assert any("showed no five dice" in r and "a royal flush" in r for r in reasons)


def test_json_and_gradescope_files_are_written_even_when_the_program_cannot_start(tmp_path):
    files = ["--json", str(tmp_path / "r.json"), "--gradescope", str(tmp_path / "results.json")]
    done = run_grader("--timeout", "1", *files, "--", "/no/such/program")
    assert done.returncode == 2
    report = json.loads((tmp_path / "r.json").read_text())
    assert report["score"] == 0 and "cannot start" in report["checks"][0]["failures"][0]["reason"]
    results = json.loads((tmp_path / "results.json").read_text())
    assert results["score"] == 0 and len(results["tests"]) == len(grader.RUBRIC)


def test_with_no_game_beside_it_the_grader_gives_its_command_line(tmp_path):
    copy_grader(tmp_path)
    done = subprocess.run([sys.executable, str(tmp_path / "grader.py")], capture_output=True,
                          text=True, cwd=tmp_path, timeout=60)  # fmt: skip
    assert done.returncode == 2 and done.stderr.startswith("usage: grader.py")
    assert "Session(program=PATH)" not in done.stderr and "--class SUBMISSIONS" in done.stderr


def test_the_grading_guides_gradebook_rows_and_contract_are_what_the_class_gives(graded_class):
    out, _, _ = graded_class
    readme = (GAME.parent / "docs" / "grading.md").read_text(encoding="utf-8")
    book = (out / "gradebook.csv").read_text(encoding="utf-8-sig").splitlines()
    shown = readme.split("$ head -2 grades/gradebook.csv\n")[1].split("\n$ ")[0].splitlines()
    assert shown == book[:2]
    never = readme.split("$ grep never_prints grades/gradebook.csv\n")[1].split("\n```")[0]
    assert never in book
    contract = readme.split("scored 21` (`tests/class/own_prompts/`):\n\n```json\n")[1]
    own = json.loads((CLASS / "own_prompts" / "own_contract.json").read_text())
    assert json.loads(contract.split("```")[0]) == own


# ------------------------------------------------------------------ programs with their own words

# tests/class/own_*: homework programs, C and Python, each worded its own way (dice shapes,
# questions, answer forms, how points are said), graded with no contract. A correct one gets
# every check; one with a planted fault fails exactly the check its fault breaks.
OWN_INTERFACES = {
    "own_c_commas": {"line_scores"},  # Fives counts the fours
    "own_c_dashes": {"used_line_refused"},  # a used line is scored again
    "own_c_keep": set(),
    "own_c_packed": set(),
    "own_c_under": set(),
    "own_prompts": set(),
    "own_py_faces": {"bad_answers_refused"},  # a word at the re-roll question keeps all
    "own_py_grid": set(),
    "own_py_keep": set(),
    "own_py_letters": set(),
    "own_py_yn": {"reroll_keeps_the_rest"},  # a re-roll also changes a die not chosen
    "own_py_again_letters": set(),  # roll again? y/n, then letters
    # held-out batch 101, students who ask to be sure: Re-roll 2 dice now? after each die's y/n;
    # Re-roll dice 3? after 3, and 'back' to keep rolling at the line question; a line declined
    # at its confirmation, the next one given its points; a confirmation that takes any word
    "own_py_count_confirm": set(),
    "own_py_dice_said_back": set(),
    "own_py_confirm_stale": {"line_scores"},
    "own_py_confirm_unchecked": {"bad_answers_refused"},
    # held-out batch 102, students who added advice: boxed dice with a table of the lines
    # beside them, and a hint at the re-roll question; the same, its hint using up a re-roll
    "own_py_side_table": set(),
    "own_py_hint_uses_roll": {"three_rolls"},
    # held-out batch 103: how many, then Which 2? Positions separated by commas: (no example)
    "own_py_which_commas": set(),
    # held-out batch 104, students who made it look like a game: dice rattled with backspaces,
    # then A 2  B 5 ... in reverse video; a 16-byte fgets whose long line is read in pieces
    "own_py_letters_spaced": set(),
    "own_c_long_line_pieces": {"bad_answers_refused"},
    # held-out batch 105, for a younger brother or sister: Do you want to hear the rules? (no
    # y/n); the free lines with their points in brackets (ones (1)  fours (8)), no menu's
    # numbers; dice as 1->[6]; a tally never set back to zero
    "own_c_free_lines_points": set(),
    "own_c_tally_kept": {"line_scores"},
    # held-out batch 106, written on Windows: lines ended \r\n by the program itself (\r\r\n on
    # a terminal); the last line filled unasked (Last turn: only Ones is left), the sheet's
    # rows saying used, scored 2; a file with a byte order mark, its last line filled unasked
    # (Ones is the only line left, it gets 3: its writer's total left it out, mended here, as
    # that shows only where the last line scores)
    "own_c_crlf_output": set(),
    "own_c_last_line_told": set(),
    "own_py_bom_last_line": set(),
    # a bare > under the dice and a sheet; too long: the complaint and > alone, then redrawn
    "own_c_bare_prompt_help": set(),
    # roll again? asked again by calling itself, its answer dropped: y after maybe is taken as no
    "own_py_again_dropped": {"bad_answers_refused"},
    "own_py_how_many": {"used_line_refused"},  # how many, then each position; a used line taken
    "own_c_marks": {"input_ending"},  # a mark per die (KRRKK); end of input loops
    "own_py_roll_none": set(),  # none keeps all and asks again
    "own_py_keep_or_reroll": set(),  # (k/r) for each die
    "own_c_labelled": {"three_rolls"},  # dice as A=2 B=1 ...; a fourth roll is offered
    "own_py_dashes": {"six_turns", "last_line"},  # joined by dashes; five turns, Sixes unfilled
    "own_c_symbols": set(),  # * holds all, - holds none
    "own_c_drawn": set(),  # dice drawn in boxes over #1 ... #5
    "own_py_pairs_how_many": set(),  # 1:[2] 2:[6] ..., how many, then which
    "own_py_words_twice": {"bad_answers_refused"},  # [1] four ...; how many, then a die twice
    "own_py_keep_or_reroll_letters": set(),  # Keep (k) or reroll (r)?, then which; lines a-f
    "own_py_card_beside": set(),  # [1] 5 on five lines, the card beside them: | Ones: -
    "own_py_table_start_faces": set(),  # 'start' to play; | 1 | 4 | rows; faces (like 66)
    "own_py_zero_based": {"bad_answers_refused"},  # dice numbered 0-4, said so; -1 is taken
    "own_c_count_then_which": set(),  # how many, then all the positions on one line
    "own_c_keep_packed": {"input_ending"},  # keep 135, 12345 keeps all; end of input loops
    "own_py_sheet_at_end": set(),  # points only on the sheet at the end; refusals reworded
    "own_c_zero_free": {"used_line_refused"},  # a line that scored 0 is taken for a free one
    "own_py_keep_shifted": {"reroll_keeps_the_rest"},  # Die 1 -> 4; keeps 0-based positions
    "own_py_again_hold": {"used_line_refused"},  # y/n, then h/r a die; a used line in capitals
    # Beside the twenty-eighth held-out class (an online course's): dice drawn in pips with no
    # numbers, (* *) in rows of three; "Action [roll <dice> | keep <dice> | stop]".
    "own_py_pips_commands": set(),
    # And one command prompt a turn, "Move (roll <dice>, score <line>)>": a line is scored at
    # any roll; "roll 0" is taken, a re-roll of nothing (the count goes on: roll 2 of 3).
    "own_c_score_command": {"bad_answers_refused"},
    # Beside the twenty-ninth (a second-year course's): a settings screen before the game
    # (a name, then [y/n]), "(n) next turn 2  (t) table >" before each turn, and the sheet
    # as a table whose head says TOTAL over the number.
    "own_py_settings_menus": set(),
    # And a hold editor whose prompt says nothing (T1 R1>): its help, asked for, tells that a
    # die's number holds it, r rolls the rest, s scores; held dice starred. It allows a fourth
    # roll (r is refused only after it), so the prompt after the third roll is answered r.
    "own_py_hold_editor": {"three_rolls"},
    # Beside the thirtieth (a retro-computing club's): a hold editor that names its keys,
    # "Keys: [1-5] hold  [r] roll  [d] done >", its held dice shown in reverse video alone
    # (so a roll tells that holds stay); and "[R]e-roll some  [K]eep all  [V]iew card >",
    # then the positions, where 0 is taken (die 5 re-rolled).
    "own_c_inverse_holds": set(),
    "own_py_bracket_menu": {"bad_answers_refused"},
    # And the twenty-ninth's hand: the dice saved go first, the cup's new ones after them, so
    # a re-roll moves the dice; judged by the faces kept ("blank = none", "all = stop").
    "own_py_hand_first": set(),
    # Beside the thirty-first (an accessibility-minded section's, in plain sentences): dice
    # said by counts of faces ("You have one three, three fours and one six."), the faces to
    # keep typed; a line scores the count of its face, not their sum.
    "own_py_counted_faces": {"line_scores"},
    # And "Die one shows a five." on five lines, the dice to keep typed as words (two five).
    "own_c_spoken_words": set(),
    # The thirty-third's shapes: terse programs, as ed and dc are, with a help no screen offers.
    "own_py_state_marks": set(),  # > under t1 r1 41235; marks ..x.x told by h alone
    "own_c_command_prompt": {"three_rolls"},  # r1> r 1 3 | s 4; r taken at r3>: a fourth roll
    "own_py_keep_faces_terse": set(),  # keep> faces; none told by h alone; final = 57
    "own_c_packed_alone": {"line_scores"},  # 41235 alone; roll? 13; Sixes scores 5 a six
    # The thirty-fourth's: an international section's own English, a second tongue beside it.
    "own_py_bilingual_dice": set(),  # (1)4 (2)5 ...; Dado 1 [4] - throw again? (s/n)
    # The thirty-fifth's: a terminal that draws (escapes, a cleared screen, Unicode faces).
    "own_py_redraw_confirm": set(),  # 2\u2681 under #2; Put 12 points in Fours? [y/n]
    "own_c_letter_boxes": {"final_score"},  # re-roll a (\u2682 3)? [y/n]; the total skips Sixes
    # The thirty-sixth's: numbers everywhere (histograms, each line's points now, a mean).
    "own_py_zero_labels_stats": set(),  # [0]=4 [1]=6 ...; 0-based labels packed (024); 4s
    "own_c_sorted_beside": set(),  # dice: 5 3 3 4 4 | sorted: 3 3 4 4 5; total 7 25 in a table
    # E[Fives]=11.11 above faces to keep; Fours: 2 x 4 = 8 points; 32 points over 6 turns.
    "own_py_expected_values": {"bad_answers_refused"},  # line 0 is taken as Sixes (index -1)
    # The thirty-seventh's: records (the turn's rolls again before each question, <- now).
    "own_c_turn_log": {"bad_answers_refused"},  # strtol's end unchecked: 3x is line 3
    # The thirty-eighth's: beginners' habits (a question over >>>, are you ready?, a pause).
    "own_py_ready_prompts": set(),  # how many? 1-5 after a yes; five named: no which asked
    # The thirty-ninth's: extras around the game (menus before and after it, confirmations).
    "own_c_menu_confirm": set(),  # per die y/n, then Is that right?; the menu again at the end
    "own_py_rules_marks_undo": {"used_line_refused"},  # FOURS after fours scores Fours again
    # The fortieth's: students who test (a seed asked first, assert, verbose mode, status).
    "own_c_seed_asserts": set(),  # glibc's assert expands to an if with no braces: not its own
    "own_py_verbose_status": {"final_score"},  # the final score skips turn 1, adds 1 a turn
    # The forty-first's: a web developer's (JSON state, answers as arrays and key=value).
    "own_c_json_arrays": set(),  # [1,3] re-rolls, [] keeps all; {"scored": 4, "total": 37}
    "own_py_key_values": {"bad_answers_refused"},  # reroll=6 is taken as die 5
    # The forty-second's: unusual but reasonable (one command a step, tables, odds, countdowns).
    "own_py_command_zero": {"bad_answers_refused"},  # r <dice> | s <line>; r 0 keeps all, unsaid
    "own_py_keep_hints": {"bad_answers_refused"},  # 1 = Ones ... open lines; a word crashes it
    "own_py_countdown_extra": {"three_rolls"},  # 3 re-rolls left, 2 re-rolls left, 1 re-roll left
    # The forty-third's: storytellers and minimalists (a legend once, then bare prompts).
    "own_py_legend_digits": set(),  # ?  re-roll: ... | - = keep all, then 53336 and ? alone
    # (and own_c_legend_terse: its fault is in its source or under the sanitizers, below)
    "own_py_players_pips": {"bad_answers_refused"},  # How many players? (1); a word crashes it
    # The forty-fourth's: extras that print more numbers (another player, histories, sorted).
    "own_py_keep_mask_history": set(),  # Keep which? YNNYN; the turn's rolls, the last <- now
    # (and own_c_rolled_sorted: its fault is in its source or under the sanitizers, below)
    "own_py_computer_sorted": set(),  # Computer rolled ... and its total: not the player's
    # The forty-fifth's: habits from elsewhere (Java names, a prompt under its question,
    # pauses to exit, tokens and flags for dice, 4s, getline and readline).
    "own_c_index_after_face": set(),  # 4 (1)  2 (2) ...; which dice? then > on its own line
    "own_py_tokens_one_reroll": {"three_rolls"},  # r1 r3 tokens; one re-roll a turn
    # (and own_c_name_strcpy: its fault is in its source or under the sanitizers, below)
    "own_py_exit_pause": {"bad_answers_refused"},  # Press Enter to exit at the end; 1 1 taken
    # (and own_c_flag_tokens, whose %d of a long -Werror stops: among CLASS_FAULTS below)
    # The forty-sixth's: layouts (a chat, columns side by side, ranges, tabs, one-line sheets).
    "own_py_chat_ranges": set(),  # Game: on every line, You: the prompt of every question
    "own_py_range_past": {"bad_answers_refused"},  # e.g. 1-3 shown; 4-9 taken as dice 4 and 5
    # (and own_c_chat_unbraced: its fault is in its source or under the sanitizers, below)
    # The forty-seventh's: old textbooks' idioms (scanf, one die a line, [Y/n], ASCII boxes).
    # (and own_c_card_before_choice: its fault is in its source or under the sanitizers, below)
    # (and own_c_menu_keep_each, whose unused variable -Werror stops: below)
    # The forty-eighth's: second thoughts and stateful input (holds toggled, confirmations).
    "own_py_hold_enter": set(),  # 1-5 to hold/release, Enter (or 'go') to roll, 'done' to stop
    "own_py_star_holds": {"three_rolls"},  # [4]* held; 'r' to roll; OK? (y/n); three re-rolls
    "own_c_no_rolls_menu": set(),  # Re-roll dice 1 2. OK? (y/n); No rolls left. (s)core or ...
    # The forty-ninth's: talkative tutors (names, tips, dice in words, scores explained).
    "own_py_told_sums": set(),  # or 1,2,3,4,5 to throw all of them; Fours: 4 + 4 = 8 points
    "own_c_tips_extra_roll": {"three_rolls"},  # K keeps it, R rolls it; 12 for Sixes tips
    # The fiftieth's: an international class (Spanish, German, French, Portuguese, Italian).
    "own_py_portugues": set(),  # 1º: 4 | 2º: 6; « nenhum » = rolar todos; lines by name only
    "own_c_deutsch": {"used_line_refused"},  # j/n a Würfel; 4 Punkte bei Zweier; Gesamtpunktzahl
    # The fifty-first's and fifty-second's: one character at a time; the sheet as the interface.
    "own_py_keys_lettered": set(),  # Press R to roll again or S to score; Die to re-roll (A-E)
    "own_c_first_letter": {"bad_answers_refused"},  # row A-F by its first letter: bxyz is B
    # A turn's goal line asked before its dice, kept or changed at the end of the turn.
    "own_py_goal_first": set(),  # Target line for this round; Keep it there? (yes/no); 'stay'
    "own_c_goal_switch": {"used_line_refused"},  # (k)eep it or (s)witch? takes a used row
    # The fifty-third's: screens decorated, the dice drawn in pips.
    "own_py_pip_cells": set(),  # [o . o] cells; (re-roll 1 of 2) Which dice to KEEP?
    "own_c_pip_grid": {"line_scores"},  # one grid +---+---+ of pips; a line counts its dice
    # The fifty-fourth's: extras beyond the homework.
    "own_py_cpu_sheet": set(),  # --- CPU's turn ---, --- CPU --- sheet and total between turns
    "own_c_undo_menu": {"bad_answers_refused"},  # Setting (1-3); R to roll or U to undo; atoi
    # The fifty-fifth's: sloppy, informal wording.
    "own_py_sloppy_marks": set(),  # one more time k or r for each one; aces deuces treys; TOTL
    "own_c_text_speak": {"used_line_refused"},  # 12345 keeps everything; rerol; thrs/fors; TOTL
    # The fifty-sixth's: menus of actions.
    "own_py_action_table": set(),  # [R]oll [S]heet; | 1 | Keep some ... | 2 | Re-roll all five |
    "own_c_option_prompt": {"running_total"},  # Enter option: under every menu; old total shown
    # The fifty-seventh's and fifty-eighth's: menus of lines, screens redrawn.
    "own_c_hold_stars": set(),  # die 1: 6  * held, holds stay; 0 rolls; Score in which row?
    "own_py_menu_no_roll": set(),  # -- press Enter for more --; No re-rolls left. 2) Score ...
    "own_c_type_face": {"used_line_refused"},  # Ones  -- (type 1); a used line scored again
    "own_py_side_by_side": {"bad_answers_refused"},  # sheet | Die 1:  [ 6 ]; a word crashes it
    # The fifty-ninth's: more players than the homework's one, asked before the game.
    "own_py_second_player": set(),  # Name of player 1; Add a second player? (y/n); turn (2/6)
    "own_c_solo_menu": {"three_rolls"},  # 1) Two players 2) Single player; Round [2/6]; 3 re-rolls
    # The sixtieth's: animations (dice tumbling by \r, spinners, prompts shown in pieces).
    # Die 2 shows 3. Keep it? (y/n), a pause, then > alone; a long bad answer read in pieces, each
    # refused (the rubric's long_line_in_pieces = no), as five more below are
    "own_c_keep_each_prompt": {"bad_answers_refused"},
    "own_py_hold_six_spinner": {"used_line_refused"},  # 6 to score now; a used line taken again
    # The sixty-first's: a game saved and loaded, quit at any question.
    "own_py_save_menu": set(),  # r) re-roll  s) score  q) save and quit; Save and quit? (y/n)
    "own_c_save_pause": {"bad_answers_refused"},  # Press Enter to continue, or type s to save
    # and quit; Die to re-roll (1-5), or 0 when done: a 6 taken as done
    # The sixty-second's: free-form answers (commands, faces kept, yep/nope, sure/nah).
    "own_py_reroll_or_keep_faces": set(),  # (1) 4   (2) 6; reroll <positions> / keep <faces>;
    # Still use it? (sure/nope) before a line that scores 0
    # Roll again? (yep/nope); hold 1 2 5 / hold none
    "own_c_hold_example": {"used_line_refused", "bad_answers_refused"},
    # The sixty-third's: terse programs (rr?, line#, a bare ?, a status line of the dice).
    "own_py_terse_commands": set(),  # r <dice#s> = reroll, s <1-6> = score; ?; no rr left
    # T1 3 3 3 2 5; rr? y/n x5:; 8 -> line 4; 3 re-rolls
    "own_c_mask_per_die": {"three_rolls", "bad_answers_refused"},
    # The sixty-sixth's: answers read as their writers read input.
    "own_c_scanf_sentinel": set(),  # scanf("%d") one by one, 0 when done (1 3 0, or over lines)
    "own_py_pick_then_roll": {"used_line_refused"},  # a die a key; r = roll picked, s = stop
    # The sixty-seventh's: numbers everywhere (a menu under re-roll(s) left, lines previewed).
    "own_c_numbered_sheet": set(),  # 3. Threes = --  (would be 6); 6 points go on line 3 (Threes)
    "own_c_keep_then_throw": {"used_line_refused"},  # keep 1 2 5 marks them; throw rolls the
    # others; score <line> at the same prompt (action (keep/throw/score) >)
    # The sixty-eighth's: games that help the player (defaults in brackets, undo, help keys).
    "own_py_pick_menu_defaults": set(),  # Re-roll 1 of 2: (y = pick dice, n = keep all, a =
    # all) [n]:, a y/n a die until one is picked; Line number (1-6) [best: 4]: Enter takes it
    "own_py_keep_roll_silent": {"bad_answers_refused"},  # keep 1 3, then roll; score stops;
    # keep 7 silently keeps none (seen by the roll after it, dice 1 and 2 held before)
    # (and own_c_undo_holds: its fault is under the builds that catch faults, below)
    # The sixty-ninth's: the game as data (tables of commands, state machines, validators).
    # (own_c_command_table: its fault is under the sanitizers, below)
    # The seventieth's: animation and pacing (frames on one line, typed out, Rolling...).
    "own_py_spinner_all_none": set(),  # \rrolling | [4] [5] ... frames; keep 125, 'all' / 'none'
    "own_py_faces_under_note": {"final_score"},  # Which numbers do you want to re-roll? (2
    # re-rolls left), then under it Type the faces, e.g. "1 1 3", or leave it empty to stop:
    # The seventy-first's: the homework read literally, and loosely.
    # Are you happy with these dice? (y/n): yes keeps them all
    "own_c_happy_with_dice": {"bad_answers_refused"},
    "own_py_rerolls_to_use": {"reroll_keeps_the_rest"},  # You have 2 re-roll(s) left. How many
    # do you want to use? (0-2); a turn's first roll rolls only the dice re-rolled last
    # (and own_c_scanf_unset_line: its fault is under valgrind, below)
    # The seventy-second's: habits from other programming cultures.
    "own_py_sheet_cells": set(),  # a spreadsheet: dice in cells A1-A5 (A1 A3, A2:A4), the line
    # as the cell its score goes in: Cell to write the score in (C1-C6):
    "own_py_dice_drawn_apart": {"reroll_keeps_the_rest"},  # {"turn": 1, "roll": 1, "dice": [..]}
    # {"line": 2, "points": 4}; random.sample draws the dice: never a face twice in a roll
    # The seventy-fourth's: students who over-engineer (tables of commands, confirmations).
    "own_py_score_command": set(),  # 'reroll 1 3' / 'keep'; the line as 'score 4', a menu of
    # rows "score 1   -> Ones, worth 2 now"
    "own_py_hold_confirm": set(),  # a letter holds or releases a die, ROLL rolls the others
    # once "Re-roll dice A, C (holding B, D, E)? (yes/no)" is answered; held dice in [ ]
    # The seventy-fifth's: plain language for a screen reader.
    "own_py_dice_in_sentences": set(),  # the first die is 2, the second die is 5, ...; one die
    # a question, by its number or ordinal, "type done if you have finished choosing"
    "own_py_read_back": set(),  # each choice read back: "You want to keep 2 dice and roll 3. Is
    # that right? Type yes or no."; "The ones line would give you 1 points. Shall I write them
    # there? Type yes or no."
    # The seventy-sixth's: dice drawn as pictures.
    "own_c_wide_boxes": set(),  # numbers in wide boxes, |  3  |   |  3  |, under letters; "n"
    # at "Do you want to re-roll any dice?" keeps all for that chance, and it asks again
    # The seventy-seventh's: more than one set of numbers on a screen.
    "own_py_copied_scores": set(),  # each roll shown with the one before it: "Roll 2: 1 3 1 2 6
    # (before: 1 3 1 3 1)"; its source fails no_copied_functions (CLASS_FAULTS)
    # The eightieth's: second thoughts (confirmations, undo, a way back from the line menu).
    "own_c_mark_undo": set(),  # Mark a die to re-roll (1-5), or type undo, roll or done:; the
    # menu's "x) cancel - back to re-rolling (1 left)" under its lines
    "own_py_confirm_eof": {"input_ending"},  # Re-roll dice "1 3"? (y/n), Put 8 points on Fours?
    # (y/n); at the end of input its y/n question asks again, forever
    "own_py_undo_keeps_points": {"running_total", "final_score"},  # dice 4-4-1-2-3, a keep
    # list (125, none, Enter for all); the sheet and its total, then Keep it? (y/n): n takes
    # the line back, but not its points from the total
    # The eighty-first's: hand-made parsing.
    "own_c_short_reads": {"bad_answers_refused"},  # fgets into 8, the rest of a longer line
    # never thrown away: the " 5" that 1 2 3 4 5 leaves answers the next question itself
    "own_py_used_by_name": {"used_line_refused"},  # dice [a:4] [b:2]; a line by number or by
    # name, a used one refused only by its number
    "own_c_step_switch": set(),  # Dice: 4 2 6 1 1; 1 3 5, 0 keeps all; its source fails
    # functions_small (CLASS_FAULTS)
    # The eighty-second's: a turn as a menu of actions.
    "own_py_menu_once": set(),  # k) keep faces ... a) re-roll all ... shown once a turn, then
    # "Choose [k/a/s/d/t] > ", k and a gone once the re-rolls are used: "Choose [s/d/t] > "
    "own_py_action_words": set(),  # What now? [dice, sheet, reroll, all, score, help]; letters
    # of the dice (ace); a line by its name
    "own_c_piped_menu": set(),  # 1 Show dice | 2 Show sheet | 3 Re-roll chosen dice | ... on
    # one line, then Choose 1-5:
    "own_c_call_ring": set(),  # Dice: 4 2 6 1 1; 1 3 5, 0 keeps all; its source fails
    # functions_small (CLASS_FAULTS)
    # The eighty-third's: few words, each prompt explained once, on a banner.
    "own_py_terse_legend": set(),  # [12345]? dice to re-roll e.g. 245 | . = keep all, and
    # ? line: o t h f v s = 1s 2s 3s 4s 5s 6s, one space from their words; d=46244; +2 (2)
    "own_c_terse_commands": set(),  # r 1 3 = re-roll dice 1,3 | s = score above a bare > ;
    # >> 1-6 or ones..sixes; dice packed; => 6, sum 6
    "own_py_quoted_marks": {"bad_answers_refused"},  # ':' keep faces (556) | * all | . none
    # and '#' line 1-6 on one line; +2 =2; a bad answer at : uses up a re-roll
    "own_c_mask_banner": set(),  # T6 | >> k=keep r=reroll, one per die (kkkkk = done) and
    # ln> on tw th fo fi si; d=13634; th +3 -> 3
    # The eighty-fourth's: objects and records.
    "own_py_dataclass_dice": set(),  # [Die(face=5), Die(face=6), ...]; faces to keep, each
    # no more often than shown; a line's enum name; No line is called "X".
    "own_py_set_keep": {"bad_answers_refused"},  # <Die 6> <Die 6> ...; the faces kept checked
    # as a set: 6 6 taken where one 6 shows
    # The eighty-seventh's: the game as a state machine, answers read word by word.
    "own_py_command_table": set(),  # a table of commands (r <dice>  throw those dice again,
    # k, s <line>) over [T1 R1] 6 1 2 4 4 | used: 1 4 and a bare > ; the sheet on screen
    "own_py_all_five_refused": {"reroll_keeps_the_rest"},  # r 1 2 3 4 5 refused ("You only
    # have 5 dice."): the command counted among the dice; four are re-rolled in its place
    "own_c_packed_command": set(),  # Commands: r <positions> (like r 134) | k = keep |
    # s <line 1-6>, then your move? on its own line; r 25 re-rolls dice 2 and 5
    # The eighty-eighth's: forgiving input.
    "own_py_prefix_lines": {"bad_answers_refused"},  # Re-roll any dice? [n], then each die;
    # a line by its first letters, and f (Fours or Fives) taken as the first open one
    "own_c_per_die_letters": set(),  # Re-roll? y/n per die, all, none [keep all]: ynnny;
    # Enter takes the best line shown in brackets
    # The eighty-ninth's: menus that change.
    "own_py_line_menu_reroll": set(),  # after each roll, the open lines under their own numbers
    # and r) re-roll some dice (2 left): a line chosen there keeps all the dice
    "own_c_back_menu_fourth": {"three_rolls"},  # the open lines from 0, then N - back to the
    # dice, then y/n for each die; the way back is still offered after two re-rolls
    # The ninetieth's: layout.
    "own_py_dice_column": {"running_total"},  # die 1 :  3 in a column beside the sheet's
    # rows (Ones  ......  -); Ones takes 1. Running total: 0, the total before the points
    "own_c_redrawn_board": set(),  # the board drawn again after every answer, a message line
    # under it (> Turn 1: 8 points on Fours., > ... (you typed 3).); marks hhrrh
    # The ninety-first's: programmers' habits.
    "own_py_first_roll_alike": {"reroll_keeps_the_rest"},  # [randint(1, 6)] * 5: each turn's
    # first roll is one die's face five times
    # The ninety-second's: the sheet at the centre.
    "own_py_sheet_first": set(),  # the sheet on one line before every question, the dice
    # after it by letter; [2 re-throw(s) left] which dice do you throw? ... or a line name;
    # No re-throws left - which line?; +12 Fours   (running total: 12)
    # The ninety-third's: written with an assistant's habits.
    "own_py_max_column": set(),  # at the end only a table of Line | Points | Maximum, whose
    # Total row gives the score and 105, the most a game can score; positions with commas
    "own_c_ask_loop_flag": set(),  # ask(kind, ...): one question asked until answered
    # The ninety-fourth's: built on the course's starter code.
    "own_c_command_help": set(),  # Commands: r 1 3 ... / s  stop rolling and score these
    # dice, then a bare Command: (not the line's question, for its last command's words)
    # The ninety-sixth's: first complete programs by beginners.
    "own_py_bare_reroll": set(),  # Reroll? alone, a question of y or n, then Which ones?
    # The ninety-seventh's: debugging output left in.
    "own_py_debug_traces": set(),  # [debug] traces after every answer; the points said after
    # the dice, joined by dashes: 2-4-3-5-1 in 3s = 3
    # The ninety-eighth's: students who read ahead.
    "own_py_command_question": set(),  # Command (r <dice> / s <line> / h)? under the sheet's
    # would-score previews; r 1 3, s fours
    "own_py_letter_commands": set(),  # Command (k/r/s/?): under the dice's letters and a sheet;
    # its commands only in the help (? : k ACE, r BD, s 4)
}

# What each program of tests/class fails under every heading of the homework (never_prints
# fails nearly all, and has tests of its own); those that fail none get credit.
# By default a die named twice and taken once (1 1) fails bad_answers_refused, as the issue
# lists repeated answers among those refused (repeat_taken_once = no in grading/rubric.ini).
CLASS_FAULTS = {
    **OWN_INTERFACES,
    "c_warning": {"compiles_cleanly"},  # an unused variable: its game is played without -Werror
    # Two of the held-out 45th and 47th that -Werror stops, their games played without it:
    "own_c_flag_tokens": {"compiles_cleanly"},  # -1 -3 flags for the dice; Sixes (6s): 12
    "own_c_menu_keep_each": {"compiles_cleanly"},  # 1. Re-roll some dice ...; Keep die 1? [Y/n]
    # Five of the 43rd to 47th whose faults are in their source or under the sanitizers:
    "own_c_legend_terse": {"braces"},  # >> re-roll, L>> line, +4 a turn; bodies unbraced
    "own_c_rolled_sorted": {"memory_safe"},  # rolled: over sorted:; a digit 0 reads chosen[-1]
    "own_c_name_strcpy": {"memory_safe", "bad_answers_refused"},  # 40 characters into name[8]
    "own_c_chat_unbraced": {"braces"},  # the chat in C; an unbraced if's else at its depth
    "own_c_card_before_choice": {"memory_safe"},  # points on the card at the next choice alone
    # held-out batch 105's: a name of 39 characters strcpy'd from a line of 100 into name[16]
    "own_c_name_overflow": {"memory_safe"},
    # The sixty-eighth's and sixty-ninth's, whose faults the builds that catch them show:
    "own_c_undo_holds": {"memory_safe"},  # die numbers hold/release, r = roll, u = undo [r]:
    # an undo before any hold copies an uninitialised array (valgrind, on the keys pressed)
    # roll <positions> | score <1-6 or name> at a bare > (Type a command on Enter); sscanf's %s
    # reads the command's word into char[10]
    "own_c_command_table": {"memory_safe", "bad_answers_refused"},
    # a word at the line question: the int sscanf did not set is compared (valgrind, on the word
    # typed at the line prompt)
    "own_c_scanf_unset_line": {"memory_safe", "bad_answers_refused"},
    "c_correct": set(),
    "py_correct": set(),
    "c_all_main": {"functions_small"},  # one main of 94 lines, complexity 32
    "c_no_braces": {"braces"},  # single-line bodies of if and for
    "c_mixed_indent": {"indentation"},  # one function indented with tabs
    "c_crammed_lines": {"indentation"},  # two bodies crammed onto a line each, over 120
    "c_no_comments": {"comments"},
    "c_old_code": {"no_commented_code"},  # an old loop and a DEBUG printf left in comments
    "own_py_old_code": {"no_commented_code"},  # the same in Python, in its own words
    "own_py_copied_scores": {"no_copied_functions"},  # score_ones ... score_sixes, copies but
    # for their face
    "own_c_step_switch": {"functions_small"},  # turn_step(step, ...): a switch whose cases are
    # the turn's jobs, rolling, re-rolling and scoring, none of them too large
    "own_c_ask_loop_flag": {"functions_small"},  # ask(kind, ...): in its loop, a branch
    # for each kind of question, the dice's and the line's, each a job of its own
    "own_c_call_ring": {"functions_small"},  # no loop of turns or rolls: show_roll calls
    # ask_reroll through a table, which calls show_roll again, score_turn calls start_turn
    "c_one_letter": {"clear_names"},  # used, dice, total, line, answer, ... as u, d, t, l, a
    "c_no_seed": {"seeds_dice"},  # no srand: the same dice every run
    "c_out_of_bounds": {"memory_safe"},
    "c_uninitialised": {"memory_safe"},
    "c_wrong_rule": {"line_scores"},
    "forker": {"functions_small"},  # a program of top-level code, hostile but correct
    # Unseen programs of a held-out class (issue 35), each graded wrong at first contact:
    "own_c_repeat_once": {"bad_answers_refused"},  # takes 1 1 as re-rolling die 1 once
    "own_c_scanf_names": set(),  # scanf: an empty answer waits on, saying nothing
    "own_c_keep_faces": set(),  # a 40-line parser of faces to keep, complexity 16
    "own_c_kr_mask": set(),  # K=keep R=re-roll, said in words, no example of a mask
    "own_c_used_overwrites": {"used_line_refused", "bad_answers_refused"},  # scored again; 1 1
    "c_press_enter_all_main": {"functions_small", "braces", "comments", "clear_names"},
    "own_c_reask_short": {"bad_answers_refused"},  # re-asks in other words; 1 1 is die 1 once
    "own_c_one_at_a_time": {"bad_answers_refused"},  # one die a question, -1 ends; a long line
    "own_c_shifted_pick": {"reroll_keeps_the_rest", "bad_answers_refused"},  # die k+1; 1,1 once
    "own_py_line_number_crash": {"bad_answers_refused"},  # "Line number": a word crashes it
    "own_py_numbered_column": set(),  # "Type 1, 2, 3, 4, 5 or 6." is a complaint, not dice
    "own_c_faces_after_yn": set(),  # y/n, then faces; n asks again at the next chance
    "own_c_short_buffer": {"memory_safe"},  # fgets of 100 into 16 on the stack: valgrind misses
    "own_c_menu_trim": {"memory_safe"},  # [P]lay [R]ules [Q]uit; an empty answer reads buf[-1]
    "own_c_kr_keep": set(),  # "K (keep) or R (reroll) for each die": marks at a keep question
    "own_py_die_letters": set(),  # "Reroll die A (showing 4)? (y/n)": a die named by its letter
    "own_c_pips_toggle": set(),  # dice drawn in pips; a die held and released by number, R rolls
    "own_py_face_words": set(),  # "You have: four, two, six, one, one"; a keep-list with commas
    "own_c_sorted_numbered": {"memory_safe"},  # dice sorted over their die numbers; values[-1]
    "own_c_letter_before_check": {"memory_safe"},  # a line by letter: used[g - 'a'] read first
    "own_py_x_marks": set(),  # "dice:  42611" packed; x or . under each die, legend above
    "own_c_hold_unhold": set(),  # "Die number (1-5) = hold/unhold, r = re-roll the rest"
    "own_py_menu_zero": {"bad_answers_refused"},  # a menu: 1) Re-roll 2) Keep; 0 taken as die 5
    "own_c_commands": {"used_line_refused"},  # "r 1 3" / "k 2 4" / "s"; a 0 line taken again
    "own_c_line_index": {"memory_safe"},  # used[choice - 1] read before the range is checked
    "own_py_menu_of_three": {"input_ending"},  # keep / re-roll some / re-roll all; EOFError
    # Written beside the fourteenth held-out class: a word at the line prompt reads used[-1]
    # (only the sanitizers' build sees it); every refusal re-asks in its own other words.
    "own_c_line_names": {"memory_safe"},
    # Three of the fourteenth held-out class: dice shown [1]=5 [2]=1 ...; re-rolled dice are
    # randrange(1, 6) and never a 6 (with 2 of 6 functions bare, which Code Style lets pass);
    # a line 0 taken as index -1, filling Sixes (with 3 of 6 bare).
    "own_c_bracket_pairs": set(),
    "own_py_reroll_no_six": {"reroll_keeps_the_rest", "bad_answers_refused"},  # AA taken once
    "own_py_line_zero": {"bad_answers_refused"},
    # Two of the fifteenth: a line name copied into char name[8] unbounded (a long line at the
    # line prompt); positions checked 1-6, so a 6 crashes it (IndexError), as does EOF.
    "own_c_line_name_buffer": {"memory_safe"},
    "own_py_position_six": {"bad_answers_refused", "input_ending"},
    # Two of the seventeenth (the sixteenth was graded right at first contact): a turn of two
    # rolls, its points shown only as a running total and no sheet at the end; and dice drawn
    # as Unicode's die faces beside their numbers.
    "own_c_two_rolls": {"three_rolls"},
    "own_py_die_glyphs": set(),
    # Three of the eighteenth: a menu before the game (1) Play 2) Rules 3) Quit), Press Enter
    # to roll at the end of a turn's heading, and one die a question asked as "Re-roll which
    # die? (1-5, 0 when done)", its index read before its range check.
    "own_c_start_menu": set(),
    "own_c_enter_to_roll": set(),
    "own_c_which_die_done": {"memory_safe"},
    # Two of the twentieth (the nineteenth was graded right by verdict at first contact): a
    # question "(R)oll again [2 left] or (S)core? >" then "Dice to roll", the open lines
    # listed as [A] Aces (ones) ...; and positions stored into int picks[5] with no limit,
    # repeats taken (the sanitizers' build is given ten positions now).
    "own_c_roll_or_score": {"bad_answers_refused"},  # takes 1 1 as die 1 once
    "own_c_picks_unbounded": {"memory_safe", "bad_answers_refused"},  # 1 1 taken once
    # And, of the ninety-first, the same indexed from 0 (the sanitizers' build is given the ten
    # positions in the program's own form now: 0 1 2 3 4 0 1 2 3 4).
    "own_c_zero_picks_unbounded": {"memory_safe", "bad_answers_refused"},
    # Three of the twenty-first (0 of 8 at first contact, an honors section's: confirmations,
    # undo): a score pencilled in, then "Type 'ok' to ink it or 'undo' to erase:", and a final
    # card whose total has a note in brackets, (6 of 6 lines filled).
    "own_c_pencil_ink": set(),
    # And one whose menu has four choices (the fourth shows the sheet), "(c)onfirm or (u)ndo?"
    # after each line, and a last recap that shows the dice once more as the game ends.
    "own_c_confirm_undo": set(),
    # And one whose tip after each roll names the best open line with its points ("Tip: best
    # open line right now is Fives (10)"): in the last turn, no sign that the line was filled.
    "own_py_tips_confirm": set(),
    # Written beside the twenty-second (a night class: 3 of 8 at first contact): a name asked
    # before the game, the dice said in a sentence and shown sorted (a die kept moves as the
    # new faces are sorted in), and "Another game? (y/n)" at the end.
    "own_py_name_sorted_replay": set(),
    # And beside the twenty-third (an AP class: 5 of 8 at first contact): a menu "[r]eroll
    # [s]core [v]iew card" asked again after the third roll (r refused then), each line's
    # points as "+12", a final "37 / 105"; an empty answer at the menu is an IndexError.
    "own_py_menu_after_three": {"bad_answers_refused"},
    # And beside the twenty-first's command language: a prompt "dice (2 left)> " that says
    # nothing of its answers; "type 'help'" at the start, whose help names "roll <positions>"
    # and "stay".
    "own_py_help_commands": set(),
}


@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
@pytest.mark.parametrize("name", list(CLASS_FAULTS), ids=list(CLASS_FAULTS))
def test_each_program_of_the_class_fails_exactly_its_checks_and_the_rest_get_credit(
    graded_class, name
):
    out, _, _ = graded_class
    report = json.loads((out / f"{name}.json").read_text())
    failed = {
        test["name"].split(": ")[-1] for test in report["tests"] if test["status"] != "passed"
    }
    # Each check's reason too, and the full report: a class graded on a loaded CI machine
    # must say why, where a result is not the one expected.
    reasons = [f"{test['name']}: {test['output']}" for test in report["tests"]]
    text = out / f"{name}.txt"
    full = text.read_text() if text.exists() else ""
    assert failed == CLASS_FAULTS[name], "\n".join([report["output"], *reasons, full])
    verdict = report["output"].splitlines()[-1]
    if failed:
        assert verdict.startswith("Verdict: NO CREDIT (not met: ")
    else:
        assert verdict == "Verdict: CREDIT"


@pytest.fixture(scope="module")
def own_interfaces(tmp_path_factory):
    """Grade every program of its own words once, with no contract: name -> (rows, learned)."""
    work = tmp_path_factory.mktemp("own")

    def grade(name):
        (source,) = (CLASS / name).glob("yahtzee.*")
        command = [sys.executable, str(source)]
        if source.suffix == ".c":
            command = [str(work / name)]
            subprocess.run([C_COMPILER, "-g", "-Wall", "-Werror", "-o", command[0], str(source)],
                           check=True, timeout=120)  # fmt: skip
        learned = []
        return name, (grader.grade(command, timeout=5, games=2, learned=learned), learned)

    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(pool.map(grade, OWN_INTERFACES))


@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
@pytest.mark.parametrize("name", list(OWN_INTERFACES), ids=list(OWN_INTERFACES))
def test_a_program_with_its_own_words_is_graded_right_without_a_contract(own_interfaces, name):
    rows, learned = own_interfaces[name]
    failed = {row["name"] for row in rows if row["tried"] and not row["passed"]}
    assert failed == OWN_INTERFACES[name], [row["failures"] for row in rows if row["failures"]]
    assert [row["name"] for row in rows if not row["tried"]] == []  # none sent to be read by hand
    assert learned and learned[0].startswith("dice: ")


def test_the_screen_reader_finds_the_dice_in_the_shapes_students_print():
    from grading.screen import find_dice

    shapes = ["You rolled: 4 4 1 2 3", "4, 4, 1, 2, 3", "[4, 4, 1, 2, 3]", "[4] [4] [1] [2] [3]",
              "4-4-1-2-3", "Die 1: 4\nDie 2: 4\nDie 3: 1\nDie 4: 2\nDie 5: 3",
              "  1 2 3 4 5\n  4 4 1 2 3", "  A B C D E\n  4 4 1 2 3",
              "| 4 | 4 | 1 | 2 | 3 |", "\u2683 \u2683 \u2680 \u2681 \u2682",
              "Die 1: \u2683  4\nDie 2: \u2683  4\nDie 3: \u2680  1\nDie 4: \u2681  2"
              "\nDie 5: \u2682  3"]  # fmt: skip
    for shown in shapes:
        assert find_dice(shown + "\nWhich? ")[0] == [4, 4, 1, 2, 3], shown
    for not_dice in ["Turn 1 of 6", "1) Ones 2) Twos 3) Threes", "Scores: 3 0 12 4 0 6"]:
        assert find_dice(not_dice) is None, not_dice


def test_dice_shown_sorted_are_read_in_die_order_even_where_the_first_roll_came_in_order():
    from grading.rows import shape_of
    from grading.screen import find_dice

    # A first roll that came sorted shows its die numbers 1 to 5 in order: a ruler, and the
    # shape learned is the row of values alone. A later roll is read by its die numbers still.
    first = find_dice("value:   1  2  2  4  6\ndie #:   1  2  3  4  5\nRe-roll which? ")
    assert first == ([1, 2, 2, 4, 6], "value:   1  2  2  4  6")
    later = "value:   1  2  2  4  6\ndie #:   4  2  5  1  3\nRe-roll which? "
    assert find_dice(later, shape_of(first[1]))[0] == [4, 2, 6, 1, 2]


class NeverRerolls:
    """A session whose games finish with no die ever re-rolled: each turn's first roll, and then
    the line (a program whose re-roll question was taken for the line question plays so)."""

    keep_all_ends_rolling, by_faces, stopped, started, pieces = False, False, None, 0.0, ""
    games, instead = 0, {}  # no line declined at a confirmation: none taken in its place

    def __init__(self):
        NeverRerolls.games += 1
        self.events = []
        for turn, line in enumerate(checks.LINES, 1):
            self.events += [("turn", (turn, 6)), ("roll", (1, [turn] * 5)), ("line", ())]
            self.events.append(("scored", (turn * 5, line, turn * 5 * (turn + 1) // 2)))
        self.events += [("final", (105, {})), ("end", ())]

    def next_event(self):
        return self.events.pop(0)

    def send(self, answer):
        pass

    def close(self):
        pass

    def tail(self, *_, **__):
        return []


def test_games_that_re_roll_no_die_end_the_fairness_games_at_once():
    # Before, such games were played on and on, forever, waiting for dice to be re-rolled.
    NeverRerolls.games = 0
    report = Report()
    checks.throw_enough(NeverRerolls, report)
    assert NeverRerolls.games == 1 and not report.rerolled


def test_a_program_that_takes_line_names_only_is_not_left_stuck_in_turn_1(own_interfaces):
    rows, learned = own_interfaces["own_py_letters"]  # names only: a number is refused
    assert "line answer: its name, e.g." in " ".join(learned)
    assert all(row["passed"] for row in rows)


def test_a_check_not_tried_is_no_failure_and_the_class_counts_it_apart():
    # A game that stops answering in turn 4: its last line never comes, so last_line is not
    # tried (a game that ends sooner, of its own accord, fails it: see five_turns).
    rows = {row["name"]: row for row in grader.grade(student("stalls"), 2, games=0)}
    assert not rows["finishes_in_time"]["passed"] and rows["finishes_in_time"]["tried"]
    assert not rows["last_line"]["tried"] and rows["last_line"]["earned"] == 0
    report = format_report(["stalls.py"], list(rows.values()))
    assert "----  0/5  last_line" in report
    from grading.classes import format_summary

    summary = format_summary([{"rows": list(rows.values())}])
    assert "0 passed every check; 1 with checks not tried" in summary


def test_a_reason_shared_by_many_checks_is_said_once(tmp_path):
    rows = zero_rows("it ended before its first turn")
    report = format_report(["x"], rows)
    assert report.count("it ended before its first turn") == 1


def test_no_gradebook_cell_is_taken_for_a_formula(tmp_path):
    from grading.classes import write_gradebook

    names = ["=1+2", '=HYPERLINK("x","y")', "@SUM(1+1)", "-2+3", "+1", "plain"]
    results = [{"name": name, "kind": "python", "rows": zero_rows("=cmd|' /C calc'!A0")}
               for name in names]  # fmt: skip
    write_gradebook(tmp_path / "book.csv", results)
    book = read_gradebook(tmp_path / "book.csv")
    assert set(book) == {"'" + name for name in names[:5]} | {"plain"}
    assert all(not row["failures"].startswith("=") for row in book.values())


@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
def test_a_c_report_names_the_submission_and_the_compiler_not_a_temporary_path(graded_class):
    out, _, _ = graded_class
    first = (out / "c_correct.txt").read_text().splitlines()[0]
    compiler = Path(C_COMPILER).name
    assert first.endswith(f"tests/class/c_correct (C, built with {compiler} -g -Wall -Werror)")
    assert "/tmp" not in first and "grader-" not in first


def test_a_contract_whose_group_can_match_nothing_is_refused_before_the_class_starts(tmp_path):
    contract = tmp_path / "empty.json"
    contract.write_text(json.dumps({"turn": "=== Round (\\d+) ===(6?)"}))
    out = tmp_path / "grades"
    done = run_grader("--class", str(CLASS), "--out", str(out), "--contract", str(contract))
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1, done.stderr
    assert "turn: group 2 can match nothing" in done.stderr and "Traceback" not in done.stderr
    assert not out.exists()


@pytest.mark.slow
def test_what_was_learned_is_saved_as_a_contract_and_given_back_graded_the_same(tmp_path):
    program = [sys.executable, str(CLASS / "own_py_keep" / "yahtzee.py")]
    saved = tmp_path / "learned.json"
    first = run_grader("--games", "0", "--timeout", "5", "--save-contract", str(saved), "--",
                       *program)  # fmt: skip
    assert (
        first.returncode == 0 and "Learned re-roll answer: the positions to keep" in first.stdout
    )
    data = json.loads(saved.read_text())
    assert data["interface"]["keep"] is True and data["interface"]["keep_all"] == "all"
    again = run_grader("--games", "0", "--timeout", "5", "--contract", str(saved), "--", *program)
    assert again.returncode == 0 and again.stdout.splitlines()[-2] == "Total: 150/150"
    assert "Learned" not in again.stdout  # nothing is learned again: the file says it
    data["interface"]["keep"] = "yes"
    saved.write_text(json.dumps(data))
    refused = run_grader("--contract", str(saved), "--", *program)
    assert refused.returncode == 2 and "interface: keep must be a bool" in refused.stderr
    assert len(refused.stderr.splitlines()) == 1


@pytest.mark.slow
def test_a_source_file_named_alone_saves_what_was_learned_too(tmp_path):
    saved = tmp_path / "learned.json"
    done = run_grader("--games", "0", "--timeout", "5", "--save-contract", str(saved),
                      str(CLASS / "own_py_keep" / "yahtzee.py"))  # fmt: skip
    assert done.returncode == 0 and "Learned re-roll answer" in done.stdout
    assert json.loads(saved.read_text())["interface"]["keep_all"] == "all"


def test_the_grading_guides_learned_report_is_what_the_grader_prints(own_interfaces):
    readme = (GAME.parent / "docs" / "grading.md").read_text(encoding="utf-8")
    shown = readme.split("$ python3 grader.py -- python3 tests/class/own_py_yn/yahtzee.py\n")[1]
    learned = [line for line in shown.split("```")[0].splitlines() if line.startswith("Learned")]
    _, printed = own_interfaces["own_py_yn"]
    # The dice and their first screen's example differ from game to game; the rest is the same.
    assert [line.split(":")[0] for line in learned] == [f"Learned {line}".split(":")[0]
                                                          for line in printed]  # fmt: skip
    random = (
        "Learned dice",
        "Learned one die",
        "Learned points",
        "Learned running",
        "Learned line",
    )
    same = [line for line in learned if not line.startswith(random)]
    assert set(same) <= {f"Learned {line}" for line in printed}


@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
def test_every_submission_gets_its_own_report_and_a_row_that_tells_it_apart(tmp_path):
    folder = tmp_path / "class"
    (folder / "Fay Lee").mkdir(parents=True)
    ends = "print('bye')\n"
    for name in ("Fay Lee/yahtzee.py", "müller, jo.py", "dup.py", "a b.py", "a_b.py"):
        (folder / name).write_text(ends, encoding="utf-8")
    (folder / "dup.c").write_text("int main(void) {\n    return 0;\n}\n")
    out = tmp_path / "grades"
    done = run_grader("--class", str(folder), "--out", str(out), "--timeout", "2")
    assert done.returncode == 0, done.stderr
    names = {"Fay Lee", "müller, jo", "dup.py", "dup.c", "a b", "a_b"}
    assert set(read_gradebook(out / "gradebook.csv")) == names
    for name in names:
        report = (out / f"{name}.txt").read_text(encoding="utf-8")
        assert report.startswith("Grading: ") and json.loads((out / f"{name}.json").read_text())


# Asks roll again? (y/n), refusing anything else, then which dice, where a word means none.
AGAIN_THEN_WHICH = r"""
import random, sys
LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
def ask(question):
    try:
        return input(question).strip().lower()
    except EOFError:
        sys.exit(0)
used, total = [], 0
for turn in range(1, 7):
    dice = [random.randint(1, 6) for _ in range(5)]
    print("Dice:", *dice)
    for _ in range(2):
        again = ask("Roll again? (y/n) ")
        while again not in ("y", "n"):
            print("Please answer y or n.")
            again = ask("Roll again? (y/n) ")
        if again == "n":
            break
        words = ask("Which dice to re-roll (positions, e.g. 1 3)? ").split()
        while not all(word in "12345" and len(word) == 1 for word in words if word.isdigit()):
            print("Positions are 1 to 5.")
            words = ask("Which dice to re-roll (positions, e.g. 1 3)? ").split()
        for word in words:
            if word.isdigit():  # a word is skipped, so a word re-rolls nothing: the fault
                dice[int(word) - 1] = random.randint(1, 6)
        print("Dice:", *dice)
    line = ask("Which line (ones to sixes)? ")
    while line not in LINES or line in used:
        print("Pick an open line by its name.")
        line = ask("Which line (ones to sixes)? ")
    used.append(line)
    face = LINES.index(line) + 1
    total += face * dice.count(face)
    print(f"{face * dice.count(face)} points on {line.capitalize()}. Total: {total}")
print(f"Game over! Final score: {total}")
"""


@pytest.mark.slow
def test_a_bad_answer_taken_at_the_question_that_follows_roll_again_fails(tmp_path):
    program = tmp_path / "again.py"
    program.write_text(AGAIN_THEN_WHICH, encoding="utf-8")
    rows = {row["name"]: row for row in grader.grade([sys.executable, str(program)], 5, games=1)}
    failed = {name for name, row in rows.items() if row["tried"] and not row["passed"]}
    assert failed == {"bad_answers_refused"}, [row["failures"] for row in rows.values()]
    reasons = [failure["reason"] for failure in rows["bad_answers_refused"]["failures"]]
    assert any(reason.startswith("a word at the question that follows ('maybe')")
               for reason in reasons), reasons  # fmt: skip


# Takes positions to re-roll in turn 1 (where the grader learns them), then refuses them all.
REFUSES_AFTER_TURN_1 = AGAIN_THEN_WHICH.replace(
    "while not all(word in", "while turn > 1 and words or not all(word in"
)


def test_an_answer_the_grader_learned_refused_later_leaves_the_checks_not_tried(tmp_path):
    # Its learned form refused, the grader misread the program: nothing fails for that (once,
    # on CI, a form learned wrong failed finishes_in_time); an instructor is sent to read it.
    program = tmp_path / "refuses.py"
    program.write_text(REFUSES_AFTER_TURN_1, encoding="utf-8")
    rows = {row["name"]: row for row in grader.grade([sys.executable, str(program)], 3, games=0)}
    assert not [name for name, row in rows.items() if row["tried"] and not row["passed"]]
    untried = rows["finishes_in_time"]
    assert not untried["tried"]
    assert "it refused the learned answer" in untried["failures"][0]["reason"]


ZERO_TAKEN_UNSEEN = """
import random

random.seed()


def ask(prompt):
    try:
        return input(prompt).strip()
    except EOFError:
        raise SystemExit(0) from None


def turn(used):
    dice = [random.randint(1, 6) for _ in range(5)]
    for _ in range(2):
        print("Dice: " + " ".join(map(str, dice)))
        words = ask("Re-roll which dice? (positions like 2 5, Enter for none) > ").split()
        while len(set(words)) < len(words) or not set(words) <= set("012345"):
            print("Use positions 1 to 5.")
            words = ask("Re-roll which dice? (positions like 2 5, Enter for none) > ").split()
        if not words:
            break
        for word in words:  # the fault: 0 is taken, and re-rolls no die (the turn's re-roll used)
            if word != "0":
                dice[int(word) - 1] = random.randint(1, 6)
    print("Dice: " + " ".join(map(str, dice)))
    line = ask("Line (1-6)? ")
    while line not in ("1", "2", "3", "4", "5", "6") or line in used:
        print("Not an open line.")
        line = ask("Line (1-6)? ")
    used.add(line)
    print(f"{dice.count(int(line)) * int(line)} points on line {line}.")
    return dice.count(int(line)) * int(line)


used = set()
print(f"Final score: {sum(turn(used) for _ in range(6))}")
"""


def test_a_bad_answer_taken_with_no_die_changed_is_typed_again_and_fails(tmp_path):
    # Held-out batch 69: a 0 taken as die 5, which came up as it was (1 in 6), looked refused:
    # the same dice and question, no complaint. Typed once more, it is taken again: seen.
    program = tmp_path / "zero.py"
    program.write_text(ZERO_TAKEN_UNSEEN, encoding="utf-8")
    rows = {row["name"]: row for row in grader.grade([sys.executable, str(program)], 3, games=0)}
    failed = [name for name, row in rows.items() if row["tried"] and not row["passed"]]
    assert failed == ["bad_answers_refused"], [rows[name]["failures"] for name in failed]
    assert "'0'" in rows["bad_answers_refused"]["failures"][0]["reason"]


@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
def test_a_line_asked_for_after_all_six_fails_six_turns_and_the_grader_goes_on(tmp_path):
    source = (CLASS / "own_c_count_then_which" / "yahtzee.c").read_text()
    assert "#define TURN_COUNT 6" in source
    (tmp_path / "yahtzee.c").write_text(
        source.replace("#define TURN_COUNT 6", "#define TURN_COUNT 7")
    )
    program = tmp_path / "yahtzee"
    subprocess.run([C_COMPILER, "-o", str(program), str(tmp_path / "yahtzee.c")], check=True,
                   timeout=120)  # fmt: skip
    rows = grader.grade([str(program)], timeout=5, games=0)
    failed = {row["name"]: row["failures"] for row in rows if row["tried"] and not row["passed"]}
    assert set(failed) == {"six_turns"}  # before, the grader failed on it: max() of no lines
    reasons = [failure["reason"] for failure in failed["six_turns"]]
    assert "a line was asked for after all six" in reasons
    assert next(row for row in rows if row["name"] == "line_scores")["passed"]


SHY_AT_FIRST = """
import runpy, sys
from pathlib import Path

runs = Path(sys.argv[1])
runs.write_text(runs.read_text() + "x" if runs.exists() else "x")
if len(runs.read_text()) <= 2:  # the first two runs: the contract's look and learning's
    input("Loading the dice... press q to quit: ")
    sys.exit(0)
sys.argv = sys.argv[2:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


@pytest.mark.slow  # a program learned twice and graded: seconds
def test_what_one_look_cannot_learn_is_looked_at_once_more_in_fresh_sessions(tmp_path):
    # A screen that shows no dice in one session (a slow start, dice drawn late) must not
    # leave every check of a correct program not tried: learning looks once more.
    program = tmp_path / "shy.py"
    program.write_text(SHY_AT_FIRST, encoding="utf-8")
    played = CLASS / "own_py_letters" / "yahtzee.py"
    command = [sys.executable, str(program), str(tmp_path / "runs"), str(played)]
    learned = []
    rows = grader.grade(command, timeout=5, games=1, learned=learned)
    assert [row["name"] for row in rows if not row["tried"] or not row["passed"]] == []
    assert learned[0].startswith("dice: ")
    assert len((tmp_path / "runs").read_text()) > 3  # the two shy runs, then the game's


NO_DICE_C = r"""#include <stdio.h>

/* Greets whoever answers, and never rolls a die. */
int main(void)
{
    char line[64];

    printf("What is your name? ");
    fflush(stdout);
    while (fgets(line, sizeof line, stdin) != NULL) {
        printf("Hello, %s", line);
        printf("What is your name? ");
        fflush(stdout);
    }
    return 0;
}
"""


@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
def test_a_c_program_whose_game_cannot_be_learned_is_not_played_under_the_tools(tmp_path):
    # Its game unplayed, memory_safe is not tried either: the tools' builds would only wait
    # for questions that never come (five minutes, for one such program of a held-out class).
    from grading import classes

    folder = tmp_path / "no_dice"
    folder.mkdir()
    (folder / "yahtzee.c").write_text(NO_DICE_C)
    result = classes.grade_submission(classes.Submission("no_dice", folder, "c"), 3, 0, None)
    rows = {row["name"]: row for row in result["rows"]}
    assert rows["compiles_cleanly"]["passed"]
    assert not rows["memory_safe"]["tried"] and not rows["memory_safe"]["passed"]
    assert not rows["six_turns"]["tried"]
    assert "no five dice" in rows["six_turns"]["failures"][0]["reason"]


@pytest.mark.slow
def test_a_menu_asked_again_after_the_third_roll_is_no_fourth_roll_unless_it_rolls(tmp_path):
    # Held-out batch 23: a menu "[r]eroll [s]core [v]iew card" comes back after Roll 3, and
    # the program refuses r there. The grader answers r once: only a fourth roll fails.
    source = (CLASS / "own_py_menu_after_three" / "yahtzee.py").read_text()
    fair = source.replace('if answer[0] in "rsv"', 'if answer and answer[0] in "rsv"')
    assert fair != source  # the class's program, its planted fault (an empty answer) mended
    (tmp_path / "fair.py").write_text(fair)
    fourth = fair.replace("elif left == 0:", "elif left == -1:")  # the third re-roll rolls
    assert fourth != fair
    (tmp_path / "fourth.py").write_text(fourth)
    assert failed_checks([sys.executable, str(tmp_path / "fair.py")]) == set()
    assert failed_checks([sys.executable, str(tmp_path / "fourth.py")]) == {"three_rolls"}


@pytest.mark.slow  # a program graded twice: a minute
@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
def test_a_long_line_read_in_pieces_fails_unless_the_rubric_allows_it(tmp_path):
    # fgets into a buffer of 64, the rest left for the next read: 1,000 characters are refused
    # piece by piece, the question asked again after each (held-out batches 95 and 104 filed it
    # under Input Validation, the rest of a line answering the next question).
    program = tmp_path / "pieces"
    source = CLASS / "own_c_happy_with_dice" / "yahtzee.c"
    subprocess.run([C_COMPILER, "-g", "-Wall", "-Werror", "-o", str(program), str(source)],
                   check=True, timeout=120)  # fmt: skip
    rows = grader.grade([str(program)], timeout=5, answers=read_rubric().answers)
    (failed,) = [row for row in rows if not row["passed"]]
    reasons = [failure["reason"] for failure in failed["failures"]]
    assert failed["name"] == "bad_answers_refused" and len(reasons) == 3, reasons
    assert all(reason.startswith("a line of 1,000 characters") for reason in reasons)
    assert all("it was read in pieces" in reason for reason in reasons)
    assert all(reason.endswith("; the rubric has long_line_in_pieces = no") for reason in reasons)
    answers = {**read_rubric().answers, "long_line_in_pieces": True}
    rows = grader.grade([str(program)], timeout=5, answers=answers)
    assert [row["name"] for row in rows if not row["passed"]] == []


@pytest.mark.slow  # two programs graded: a minute
def test_a_zero_allowed_as_none_is_one_that_changes_no_die(tmp_path):
    # Held-out batch 42: r 0 kept all the dice, unsaid, which zero_names_none = yes allows. A 0
    # taken as an index of -1 re-rolls die 5; here it always shows a new face, so no chance
    # hides it.
    answers = {**read_rubric().answers, "zero_names_none": True}
    program = CLASS / "own_py_command_zero" / "yahtzee.py"
    rows = grader.grade([sys.executable, str(program)], timeout=5, answers=answers)
    assert [row["name"] for row in rows if not row["passed"]] == []
    source = program.read_text()
    indexed = source.replace(
        'if text in ("none", "0"):',
        'if text == "0":\n            self.dice[-1] = self.dice[-1] % 6 + 1\n'
        '            return []\n        if text == "none":',
    )
    assert indexed != source
    (tmp_path / "indexed.py").write_text(indexed)
    rows = grader.grade([sys.executable, str(tmp_path / "indexed.py")], timeout=5, answers=answers)
    assert [row["name"] for row in rows if not row["passed"]] == ["bad_answers_refused"]


@pytest.mark.slow  # two programs graded: a minute
def test_an_empty_answer_taken_as_keeping_all_is_no_fault_but_one_taken_as_rolling_is(tmp_path):
    # Held-out batch 20: a question that offers 'all' and 'none' took an empty answer as none,
    # unsaid; an instructor allows it. One that takes it as a re-roll asks another question.
    source = (CLASS / "own_py_keep_or_reroll_letters" / "yahtzee.py").read_text()
    either = source.replace('if choice in ("k", "r"):', 'if choice in ("k", "r", ""):')
    keeps = either.replace('if choice == "k":', 'if choice in ("k", ""):')
    assert source != either != keeps
    (tmp_path / "keeps.py").write_text(keeps)
    (tmp_path / "rolls.py").write_text(either)  # empty: on to which dice to re-roll
    assert failed_checks([sys.executable, str(tmp_path / "keeps.py")]) == set()
    assert failed_checks([sys.executable, str(tmp_path / "rolls.py")]) == {"bad_answers_refused"}


@pytest.mark.slow  # two programs built and graded: seconds
@pytest.mark.skipif(C_COMPILER is None, reason="no C compiler (clang or gcc) here")
def test_an_answer_read_in_pieces_fails_bad_answers_refused_and_one_read_whole_passes(tmp_path):
    source = (CLASS / "own_c_short_reads" / "yahtzee.c").read_text(encoding="utf-8")
    cut = "  answer[strcspn(answer, \"\\n\")] = '\\0';\n"
    assert cut in source
    rest = (
        "  if (strchr(answer, '\\n') == NULL) {\n    int c;\n"
        "    while ((c = getchar()) != '\\n' && c != EOF) {\n    }\n  }\n"
    )
    whole = source.replace(cut, rest + cut)  # the rest of a long line thrown away
    for name, text in (("pieces", source), ("whole", whole)):
        (tmp_path / f"{name}.c").write_text(text, encoding="utf-8")
        subprocess.run([C_COMPILER, "-g", "-Wall", "-Werror", "-o", str(tmp_path / name),
                        str(tmp_path / f"{name}.c")], check=True, timeout=120)  # fmt: skip
    done = run_grader("--games", "0", "--timeout", "5", str(tmp_path / "pieces"))
    assert re.search(r"^FAIL  0/10 bad_answers_refused ", done.stdout, re.MULTILINE), done.stdout
    assert "an answer was read in pieces: after '1 2 3 4 5' it answered its next" in done.stdout
    assert re.search(r"^PASS  5/5  final_score ", done.stdout, re.MULTILINE)  # short answers
    done = run_grader("--games", "0", "--timeout", "5", str(tmp_path / "whole"))
    assert re.search(r"^PASS 10/10 bad_answers_refused ", done.stdout, re.MULTILINE), done.stdout


@pytest.mark.slow  # two programs graded: seconds
def test_a_used_line_typed_by_its_name_is_refused_where_lines_are_numbered_too(tmp_path):
    by_name = CLASS / "own_py_used_by_name" / "yahtzee.py"  # refused by number only
    done = run_grader("--games", "0", "--timeout", "5", str(by_name))
    assert re.search(r"^FAIL  0/10 used_line_refused ", done.stdout, re.MULTILINE), done.stdout
    assert "a used line typed by its name ('" in done.stdout
    source = by_name.read_text(encoding="utf-8")
    assert "        elif answer.isdigit() and sheet[index] is not None:\n" in source
    path = tmp_path / "yahtzee.py"
    path.write_text(source.replace("answer.isdigit() and sheet", "sheet"), encoding="utf-8")
    done = run_grader("--games", "0", "--timeout", "5", str(path))
    assert re.search(r"^PASS 10/10 used_line_refused ", done.stdout, re.MULTILINE), done.stdout


@pytest.mark.parametrize("args", [["--points"], ["--class", str(CLASS / "py_correct"), "--out"]])
def test_a_reader_gone_from_the_pipe_ends_the_output_with_no_traceback(tmp_path, args):
    read, write = os.pipe()
    os.close(read)  # grader.py ... | head -1, head gone: every write finds the pipe closed
    if args[-1] == "--out":
        args = [*args, str(tmp_path / "grades"), "--games", "0", "--timeout", "5"]
    try:
        done = subprocess.run([sys.executable, str(GRADER), *args], stdout=write,
                              stderr=subprocess.PIPE, text=True, timeout=300)  # fmt: skip
    finally:
        os.close(write)
    assert done.returncode == 1 and done.stderr == "", done.stderr
