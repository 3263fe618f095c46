"""Part 4, the command line: options, exit statuses, pipes, and every Python 3.9+ here."""

import glob
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from scripted import GAME, run_game, run_shell

import yahtzee as y

ANSWERS = "\n".join(["all", "keep 1 2", "1", "", "2", "3 4", "", "3", "", "4", "", "5", ""]) + "\n"


def test_importing_the_game_starts_nothing():
    result = subprocess.run(
        [sys.executable, "-c", "import yahtzee"],
        cwd=Path(GAME).parent,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_version_prints_the_program_and_its_version():
    result = run_game("--version")
    assert (result.returncode, result.stdout.strip()) == (0, f"yahtzee.py {y.VERSION}")


@pytest.mark.parametrize(
    "args, says",
    [
        (["--colour"], "unrecognized arguments"),
        (["--seed", "abc"], "invalid int value"),
        (["--seed"], "expected one argument"),
        (["--dice", "1 2 7"], "'7' is not a die"),
        (["--dice", "1,x"], "'x' is not a die"),
        (["extra"], "unrecognized arguments"),
    ],
    ids=[
        "unknown-option",
        "seed-not-a-number",
        "seed-missing",
        "die-out-of-range",
        "die-word",
        "extra",
    ],
)
def test_a_bad_command_line_is_a_usage_error_with_status_2(args, says):
    result = run_game(*args)
    assert result.returncode == 2
    assert says in result.stderr
    assert "usage:" in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


def test_main_returns_the_status_instead_of_exiting():
    assert y.main(["--seed", "x"]) == 2


def test_help_into_a_closed_pipe_is_quiet():
    result = run_shell("GAME --help | head -1")
    assert result.stdout.startswith("usage:")
    assert result.stderr == ""


def test_a_game_into_a_closed_pipe_is_quiet():
    result = run_shell('yes "" | GAME --seed 3 | head -2')
    assert len(result.stdout.splitlines()) == 2
    assert result.stderr == ""


def test_a_piped_game_echoes_each_answer_after_its_prompt():
    result = run_game("--seed", "11", stdin=ANSWERS)
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert [line for line in lines if line.startswith("Re-roll")][0].endswith("> all")
    assert [line for line in lines if line.startswith("Choose a line")][0].endswith("> 1")
    assert lines[-1].startswith("Final score: ")
    assert result.stderr == ""


def test_a_piped_game_that_runs_out_of_input_exits_1():
    result = run_game("--seed", "11", stdin="\n".join(ANSWERS.splitlines()[:4]) + "\n")
    assert result.returncode == 1
    assert "Input ended" in result.stdout
    assert "Final score" not in result.stdout
    assert "Traceback" not in result.stderr


def test_bytes_that_are_not_text_are_refused_not_fatal():
    result = subprocess.run(
        [sys.executable, GAME, "--dice", "1 1 1 1 1"],
        input=b"\xff\xfe\x00\n\xc3\n\nones\nq\n",
        capture_output=True,
        timeout=60,
    )
    assert result.returncode == 0
    assert b"is not a position" in result.stdout
    assert b"Scored 5 on Ones. Total: 5" in result.stdout
    assert result.stderr == b""


def test_the_same_seed_and_answers_give_the_same_game():
    first, second = (
        run_game("--seed", "99", stdin=ANSWERS),
        run_game("--seed", "99", stdin=ANSWERS),
    )
    assert first.stdout == second.stdout
    assert first.stdout != run_game("--seed", "100", stdin=ANSWERS).stdout


def test_scripted_dice_come_first_then_the_seed_takes_over():
    scripted = run_game("--seed", "5", "--dice", "6 6", stdin="q\n").stdout
    seeded = run_game("--seed", "5", stdin="q\n").stdout
    first_roll = [line for line in seeded.splitlines() if line.startswith("Roll 1:")][0]
    assert f"Roll 1: 6 6 {' '.join(first_roll.split()[2:5])}" in scripted


def pythons():
    """Yield (version, interpreter) for each Python 3.9-3.13 found here, or None."""
    root = os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv"))
    for minor in range(9, 14):
        version = f"3.{minor}"
        found = sorted(glob.glob(f"{root}/versions/{version}.*/bin/python3"))
        yield version, found[-1] if found else shutil.which(f"python{version}")


@pytest.mark.parametrize("version, python", list(pythons()), ids=lambda item: str(item))
def test_each_python_plays_the_same_seeded_game(version, python):
    if python is None:
        pytest.skip(f"Python {version} is not installed here")
    result = run_game("--seed", "99", stdin=ANSWERS, python=python)
    assert result.returncode == 0, result.stderr
    assert result.stdout == run_game("--seed", "99", stdin=ANSWERS).stdout


@pytest.mark.parametrize("version, python", list(pythons()), ids=lambda item: str(item))
@pytest.mark.parametrize(
    "args",
    [
        ["--full", "--auto", "--seed", "3"],
        ["--rules", "yatzy", "--simulate", "10", "--seed", "2"],
        ["--rules", "yacht", "--score", "bs", "2", "3", "4", "5", "6"],
    ],
    ids=["full-auto", "yatzy-simulate", "yacht-score"],
)
def test_each_python_gives_the_advisor_the_same_moves(version, python, args):
    if python is None:
        pytest.skip(f"Python {version} is not installed here")
    result = run_game(*args, python=python)
    assert result.returncode == 0, result.stderr
    assert result.stdout == run_game(*args).stdout
