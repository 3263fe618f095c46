"""Scripted input and collected output: the game's I/O functions, or the real program, driven."""

import subprocess
import sys
from pathlib import Path

GAME = str(Path(__file__).resolve().parent.parent / "yahtzee.py")


def run_game(*args, stdin="", python=sys.executable, timeout=300):
    """Run the real program with these arguments and piped input; return the finished process."""
    return subprocess.run(
        [python, GAME, *args], input=stdin, capture_output=True, text=True, timeout=timeout
    )


def run_shell(command, timeout=60):
    """Run a shell pipeline in which GAME stands for the program; return the finished process."""
    program = f'"{sys.executable}" "{GAME}"'
    return subprocess.run(
        command.replace("GAME", program),
        shell=True,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


class Script:
    """Answers each question with the next answer; raises EOFError when none are left."""

    def __init__(self, *answers):
        self.answers = list(answers)
        self.questions = []

    def __call__(self, question):
        self.questions.append(question)
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)


class Screen:
    """Collects what the game says, one call per item."""

    def __init__(self):
        self.said = []

    def __call__(self, text=""):
        self.said.append(str(text))

    @property
    def text(self):
        return "\n".join(self.said)

    @property
    def lines(self):
        return self.text.splitlines()
