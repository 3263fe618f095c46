"""Scripted dice, answers and screens for the game's functions, and runs of the real program."""

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


def dice_showing(*faces):
    """Return a die that shows these faces in order and fails the test if rolled once more.

    As CS 61A's make_test_dice, it scripts faces; it knows nothing of random numbers.
    """
    script = iter(faces)

    def die():
        face = next(script, None)
        assert face is not None, "the test's dice ran out"
        return face

    return die


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
