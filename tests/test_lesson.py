"""The lesson of issue 40: before.py, the starter, the exercises, and grader.py --same-as."""

import doctest
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from scripted import run_game
from test_4_command_line import ANSWERS

import lesson

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "yahtzee.py"


def same_as(student: Path, games=2) -> subprocess.CompletedProcess:
    """Run grader.py --same-as yahtzee.py on a student's program; return the finished run."""
    command = [sys.executable, str(ROOT / "grader.py"), "--same-as", str(GAME),
               "--games", str(games), "--", sys.executable, str(student)]  # fmt: skip
    return subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=ROOT)


def test_a_decomposition_that_kept_the_game_is_the_same_in_every_game(tmp_path):
    # A refactoring a student makes: a function renamed, and a loop's body given its own
    # function; every game prints what yahtzee.py prints.
    source = GAME.read_text(encoding="utf-8").replace("format_turn", "turn_heading")
    assert "turn_heading" in source
    student = tmp_path / "student.py"
    student.write_text(source, encoding="utf-8")
    done = same_as(student)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == (f"Same as {GAME}: 9 games (7 scripted, 2 random), every line alike.\n")


def test_a_changed_prompt_is_reported_at_the_first_line_that_differs(tmp_path):
    source = GAME.read_text(encoding="utf-8")
    student = tmp_path / "student.py"
    student.write_text(source.replace("Re-roll which positions?", "Which dice to re-roll?"))
    done = same_as(student)
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.splitlines() == [
        f"Not the same as {GAME}: a plain game (--seed 1), line 6:",
        "  yahtzee.py: Re-roll which positions? (2 re-rolls left; Enter keeps all) > 1 2",
        "  student.py: Which dice to re-roll? (2 re-rolls left; Enter keeps all) > 1 2",
    ]


def test_a_game_that_ends_otherwise_is_reported_by_its_exit_status(tmp_path):
    # The same lines, but input ending said with another status: the end differs.
    source = GAME.read_text(encoding="utf-8")
    student = tmp_path / "student.py"
    finish = "def finish(status: int) -> int:\n"
    student.write_text(source.replace(finish, finish + "    status = 3\n"))
    done = same_as(student, games=0)
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.splitlines()[1:] == [
        "  yahtzee.py: exit status 0",
        "  student.py: exit status 3",
    ]


def test_the_grading_guides_same_as_example_is_what_the_grader_says(tmp_path):
    guide = (ROOT / "docs" / "grading.md").read_text(encoding="utf-8")
    example = guide.split("$ python3 grader.py --same-as yahtzee.py -- python3 student.py\n")[1]
    shown = example.split("```")[0].splitlines()
    source = GAME.read_text(encoding="utf-8")
    (tmp_path / "yahtzee.py").write_text(source, encoding="utf-8")
    (tmp_path / "student.py").write_text(
        source.replace("Re-roll which positions?", "Which dice to re-roll?"), encoding="utf-8"
    )
    command = [sys.executable, str(ROOT / "grader.py"), "--same-as", "yahtzee.py", "--",
               "python3", "student.py"]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert done.stdout.splitlines() == shown and done.returncode == 1


# ------------------------------------------------------------------ before: the game as one main

BEFORE = ROOT / "before.py"


@pytest.mark.slow  # seconds each: 54 games played, a program graded
def test_the_before_program_prints_what_the_game_prints_in_every_game():
    done = same_as(BEFORE, games=20)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == f"Same as {GAME}: 27 games (7 scripted, 20 random), every line alike.\n"


@pytest.mark.parametrize(
    "seed, answers",
    [("11", ANSWERS), ("99", ANSWERS), ("11", ANSWERS.split("\n", 4)[-1]), ("5", "q\n"),
     ("5", "".join(f"\n{line}\n" for line in range(1, 16))), ("3", "\r\nones\r\n")],
    ids=["answers", "answers again", "input ending", "quit", "copied alone", "crlf"],
)  # fmt: skip
def test_the_before_program_plays_the_command_line_tests_games_as_the_game_does(seed, answers):
    game = run_game("--seed", seed, "--no-review", stdin=answers)
    before = subprocess.run([sys.executable, str(BEFORE), "--seed", seed], input=answers,
                            capture_output=True, text=True, timeout=60)  # fmt: skip
    assert (before.stdout, before.returncode) == (game.stdout, game.returncode)


@pytest.mark.slow  # seconds each: 54 games played, a program graded
def test_the_grader_gives_the_before_program_every_rule_but_not_functions(tmp_path):
    from grading.checks import grade
    from grading.source import LIMITS, source_rows

    rows = grade([sys.executable, str(BEFORE)], timeout=10, games=1)
    assert [row["name"] for row in rows if not row["passed"]] == []
    smallest = {}
    for path in (BEFORE, GAME):
        found = source_rows([path], "python", LIMITS, tmp_path)
        smallest[path.name] = next(row for row in found if row["name"] == "functions_small")
    assert not smallest["before.py"]["passed"] and smallest["yahtzee.py"]["passed"]
    reason = smallest["before.py"]["failures"][0]["reason"].splitlines()
    assert reason[1].strip().startswith("main (before.py:16-"), reason


# ------------------------------------------------------------------ the starter and the exercises

# One wrong solution an exercise: yahtzee.py with a fault in a function that exercise asks for.
WRONG = {
    1: ("return face * counts[face]", "return face + counts[face]"),
    2: ("return line.scorer(count_faces(dice))", "return line.scorer(count_faces(dice)) + 1"),
    3: ('char not in "12345"]', 'char not in "123456"]'),
    4: ('            say(f"{remind()}\\n{refusal}" if remind else str(refusal))',
        '            return ()'),
    5: ('        self.record.append(Move("reroll", tuple(sorted(positions))))\n', ""),
    6: ("for turn in range(1, len(rules.lines) + 1):", "for turn in range(1, len(rules.lines)):"),
}  # fmt: skip


def lesson_run(*args, cwd=ROOT) -> subprocess.CompletedProcess:
    """Run lesson.py with these arguments; return the finished run."""
    return subprocess.run([sys.executable, str(ROOT / "lesson.py"), *map(str, args)],
                          capture_output=True, text=True, timeout=120, cwd=cwd)  # fmt: skip


@pytest.fixture(scope="module")
def starter(tmp_path_factory) -> Path:
    """The starter code, made by its one command."""
    path = tmp_path_factory.mktemp("lesson") / "starter.py"
    done = lesson_run("starter", "--out", path)
    assert done.returncode == 0 and done.stdout == "", done.stderr
    return path


def doctest_failures(path: Path) -> dict:
    """Return, for each function of a file with doctests, how many of them failed."""
    spec = importlib.util.spec_from_file_location(f"lesson_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    failed = {}
    for test in doctest.DocTestFinder().find(module):
        if test.examples:
            runner = doctest.DocTestRunner()
            runner.run(test, out=lambda text: None)
            failed[test.name.split(".", 1)[1]] = runner.failures
    return failed


def test_the_starter_imports_and_each_of_its_doctests_fails_as_not_written(starter):
    failed = doctest_failures(starter)
    assert len(failed) >= 13 and all(failed.values()), failed  # upper_lines, kept, has none
    text = starter.read_text(encoding="utf-8")
    assert text.count("raise NotImplementedError") >= 40
    assert "import argparse" not in text  # Part 4's imports go with Part 4
    ran = subprocess.run([sys.executable, str(starter)], input="", capture_output=True,
                         text=True, timeout=60)  # fmt: skip
    assert "NotImplementedError" in ran.stderr  # the game runs as far as the first stub


def test_the_starter_filled_back_from_the_game_passes_every_doctest_and_plays(starter, tmp_path):
    filled = tmp_path / "filled.py"
    filled.write_text(lesson.filled(starter.read_text(), (ROOT / "yahtzee.py").read_text()))
    failed = doctest_failures(filled)
    assert failed and not any(failed.values()), failed
    answers = "\n".join([answer for line in "12345" for answer in ("", line)] + [""]) + "\n"
    ran = subprocess.run([sys.executable, str(filled)], input=answers, capture_output=True,
                         text=True, timeout=60)  # fmt: skip
    assert ran.returncode == 0 and "Final score: " in ran.stdout, ran.stderr


def test_a_kept_function_keeps_its_body_in_the_starter(tmp_path):
    path = tmp_path / "starter.py"
    assert lesson_run("starter", "--keep", "play_game", "--out", path).returncode == 0
    text = path.read_text(encoding="utf-8")
    assert "for turn in range(1, len(rules.lines) + 1):" in text
    assert "Made by python3 lesson.py starter --keep play_game." in text


@pytest.mark.parametrize("number", sorted(lesson.EXERCISES))
def test_each_exercise_passes_on_the_game_and_fails_on_the_starter_and_a_wrong_one(
    number, starter, tmp_path
):
    passed = lesson_run("check", number, ROOT / "yahtzee.py")
    assert passed.returncode == 0 and passed.stdout.endswith(" passed.\n"), passed.stdout
    unwritten = lesson_run("check", number, starter)
    assert unwritten.returncode == 1 and "not written yet" in unwritten.stdout
    old, new = WRONG[number]
    source = (ROOT / "yahtzee.py").read_text(encoding="utf-8")
    assert old in source
    wrong = tmp_path / "wrong.py"
    wrong.write_text(source.replace(old, new), encoding="utf-8")
    failed = lesson_run("check", number, wrong)
    assert failed.returncode == 1 and "NOT" in failed.stdout, failed.stdout
    assert "not written yet" not in failed.stdout


def test_the_teaching_guide_holds_the_handout_and_the_features_as_made_now():
    guide = (ROOT / "docs" / "teaching.md").read_text(encoding="utf-8")
    assert lesson_run("handout").stdout in guide
    assert lesson_run("features").stdout in guide


def test_a_file_that_is_not_there_is_said_in_one_line():
    done = lesson_run("check", 1, "no_such_file.py")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_the_teaching_guides_lesson_commands_print_what_it_shows(tmp_path):
    import re
    import shlex
    import textwrap

    guide = (ROOT / "docs" / "teaching.md").read_text(encoding="utf-8")
    blocks = [textwrap.dedent(block) for block in re.findall(r" *```\n(.*?) *```", guide, re.S)]
    shown = [block for block in blocks if block.startswith("$ python3 lesson.py")]
    assert shown, "the guide shows lesson.py at work"
    for block in shown:
        for chunk in re.split(r"^(?=\$ )", block, flags=re.MULTILINE)[1:]:
            command, _, printed = chunk.partition("\n")
            words = shlex.split(command[2:])
            assert words[:2] == ["python3", "lesson.py"], command
            done = lesson_run(*words[2:], cwd=tmp_path)
            assert done.stdout.splitlines() == printed.splitlines(), command
