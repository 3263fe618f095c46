"""Scripted dice, answers and screens for the game's functions, and runs of the real program."""

import os
import subprocess
import sys
from collections import namedtuple
from functools import partial
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


def start_solving_server(cache, *options):
    """Start a server that may solve tables, into the folder cache; return (process, URL)."""
    env = {**os.environ, "XDG_CACHE_HOME": str(cache)}
    env.pop("YAHTZEE_SOLVE")
    process = subprocess.Popen(
        [sys.executable, GAME, *options, "--serve", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    return process, process.stdout.readline().split()[-1]


def solve_of(server: subprocess.Popen) -> int:
    """Return the pid of the background solve a server started before it said it serves."""
    tasks = f"/proc/{server.pid}/task"
    children = [
        int(pid) for task in os.listdir(tasks)
        for pid in Path(tasks, task, "children").read_text().split()
    ]  # fmt: skip
    assert len(children) == 1, children
    return children[0]


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


def prompted_player(ask, say):
    """Return a player who answers Part 1's prompts with ask, as a person would."""
    import yahtzee

    return yahtzee.Player(
        partial(yahtzee.prompt_reroll, ask=ask, say=say),
        partial(yahtzee.choose_line, ask=ask, say=say),
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


# ------------------------------------------------------------------ whole games, a turn a row

# A turn of these games: five dice (all kept), the refused answers, the line typed (None
# when the game fills the last line itself), its points and the new total.
Turn = namedtuple("Turn", "dice refused line points total")

FULL_GAME = [
    Turn("5 5 5 5 5", [], "yahtzee", 50, 50),
    Turn("5 5 5 5 5", ["chance"], "fives", 25, 175),
    Turn("5 5 5 5 5", ["sixes"], "ls", 40, 315),
    Turn("6 6 6 6 1", [], "sixes", 24, 339),
    Turn("4 4 4 4 2", [], "fours", 16, 390),
    Turn("3 3 3 2 2", [], "fh", 25, 415),
    Turn("1 2 3 4 6", [], "ss", 30, 445),
    Turn("3 3 3 1 2", [], "3k", 12, 457),
    Turn("2 2 2 2 6", [], "4k", 14, 471),
    Turn("1 1 2 3 4", [], "ones", 2, 473),
    Turn("2 2 3 4 5", [], "twos", 4, 477),
    Turn("3 3 1 2 4", [], "threes", 6, 483),
    Turn("6 5 4 3 1", [], None, 19, 502),
]


YACHT_GAME = [
    Turn("1 1 1 2 2", [], "1s", 3, 3),
    Turn("2 2 2 3 3", [], "2s", 6, 9),
    Turn("3 3 3 1 1", [], "3s", 9, 18),
    Turn("4 4 4 4 4", [], "4s", 20, 38),
    Turn("5 5 1 2 3", [], "5s", 10, 48),
    Turn("6 6 6 6 2", [], "6s", 24, 72),
    Turn("3 3 3 2 2", [], "fh", 13, 85),
    Turn("5 5 5 5 5", [], "4k", 20, 105),
    Turn("5 4 3 2 1", [], "ls", 30, 135),
    Turn("6 2 4 3 5", [], "bs", 30, 165),
    Turn("6 6 5 5 4", [], "c", 26, 191),
    Turn("2 2 2 2 2", [], None, 50, 241),
]
YATZY_GAME = [
    Turn("1 1 1 2 2", [], "ones", 3, 3),
    Turn("2 2 2 3 3", [], "twos", 6, 9),
    Turn("3 3 3 1 1", [], "threes", 9, 18),
    Turn("4 4 4 4 4", [], "fours", 20, 38),
    Turn("5 5 5 1 2", [], "fives", 15, 53),
    Turn("6 6 6 6 2", [], "sixes", 24, 127),
    Turn("6 6 5 5 1", [], "pair", 12, 139),
    Turn("6 6 5 5 1", [], "2p", 22, 161),
    Turn("4 4 4 2 1", [], "3k", 12, 173),
    Turn("3 3 3 3 3", [], "4k", 12, 185),
    Turn("5 4 3 2 1", [], "ss", 15, 200),
    Turn("6 2 4 3 5", [], "ls", 20, 220),
    Turn("2 2 3 3 3", [], "fh", 13, 233),
    Turn("6 6 5 5 4", [], "c", 26, 259),
    Turn("1 1 1 1 1", [], None, 50, 309),
]
