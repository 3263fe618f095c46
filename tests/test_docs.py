"""The README tells the truth: its grading script runs, its options and targets exist."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
from scripted import run_game

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def python_blocks():
    return re.findall(r"```python\n(.*?)```", README, flags=re.DOTALL)


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect.spawn needs a pseudo-terminal")
def test_the_readme_grading_script_runs_against_the_game():
    (script,) = python_blocks()
    script = script.replace('pexpect.spawn("python3"', f"pexpect.spawn({sys.executable!r}")
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr


def test_the_readme_lists_every_option_of_help():
    result = subprocess.run(
        [sys.executable, str(ROOT / "yahtzee.py"), "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    options = set(re.findall(r"(--[a-z]+)", result.stdout))
    assert options
    for option in options:
        assert f"`{option}" in README, option


def test_the_readme_make_targets_exist():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for target in re.findall(r"`make ([a-z]+)", README):
        assert re.search(rf"^{target}:", makefile, flags=re.MULTILINE), target


def test_the_quick_start_is_two_commands():
    start = README.split("## Quick start")[1].split("```")[1]
    commands = [line.split("#")[0].strip() for line in start.strip().splitlines()]
    assert commands == ["python3 yahtzee.py", "make test"]


def test_the_readmes_hints_are_what_that_game_shows():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("Enter, `hint`):\n\n```\n")[1].split("```")[0].splitlines()
    out = run_game("--seed", "1", stdin="hint\n\nhint\nquit\n").stdout.splitlines()
    for line in shown:
        assert line.strip() == "..." or line.rstrip() in [said.rstrip() for said in out]


def test_the_readmes_paired_simulation_is_what_it_prints():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split(
        "$ python3 yahtzee.py --simulate 2000 --strategy optimal,greedy --seed 1\n"
    )
    shown = block[1].split("```")[0]
    args = ["--simulate", "2000", "--strategy", "optimal,greedy", "--seed", "1"]
    assert run_game(*args).stdout == shown


def test_the_readmes_coached_turn_is_what_the_coach_shows():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("## A coach for real dice: `--coach`")[1].split("```\n")[1].splitlines()
    answers = ["44123", "3 4 5", "1 1 6 6 4", "4 4 6 6 4", "", "", "quit"]
    out = run_game("--coach", stdin="\n".join(answers) + "\n").stdout.splitlines()
    for line in shown:
        assert line.startswith(" ...") or line.rstrip() in [said.rstrip() for said in out], line
