"""Proof that a refactoring kept the game: the same seeded, scripted games through two programs.

    python3 grader.py --same-as yahtzee.py -- python3 student.py

Each game gives both programs the same arguments (--seed N --no-review) and the same answers,
piped, and compares what they print line by line; the first line that differs is reported with
both versions. The games: seven scripted ones (a plain game; help, card and bad answers; keeping
all at once; lines by name; the other forms and words; help and card at the line prompt, then
quit; input ending in turn 2) and --games random ones, whose answers come from a generator
seeded with the game's number, so every run plays the same games.
"""

import random
import sys
from pathlib import Path

from grading.limits import run_bounded

GAME_SECONDS = 30
GAME_MEMORY = 1 << 30
# Each turn: the two re-roll answers (a keep-all ends the rolling), then the line by number;
# the last turn's line fills itself.
PLAIN = ["1 2", "3", "1", "", "2", "1 3 5", "", "3", "2 4", "1 2 3 4 5", "4", "5", "4", "5", ""]
# The other forms the homework game takes: commas, packed, all, keep, none, short forms and
# names in capitals, and an answer too long to take.
OTHER_FORMS = ["1,3", "245", "2s", "all", "keep 1 2", "FOURS", "keep", "none", "x" * 300,
               "Threes", "keep all", " 1S ", "", "5s", "none", ""]  # fmt: skip
HELP_AND_BAD = ["help", "7", "1 1", "maybe", "card", "", "9", "ones", "", "ones", "2"]
SCRIPTED = [
    ("a plain game", 1, PLAIN),
    ("help, card and bad answers", 2, HELP_AND_BAD + PLAIN[5:]),
    ("all kept at once", 3, [answer for line in "12345" for answer in ("", line)] + [""]),
    (
        "lines by name",
        4,
        ["5 4", "", "sixes", "", "fives", "", "fours", "", "threes", "", "twos", ""],
    ),
    ("other forms and words", 5, OTHER_FORMS),
    ("help and card at the line prompt, then quit", 6, ["", "help", "card", "4S", "", "quit"]),
    ("input ending in turn 2", 7, ["1,2", "345", "Fives"]),
]


def command_of(program: str) -> list:
    """Return the command that runs a program: python3 for a .py file, else the file itself.

    >>> command_of("yahtzee.py")[1:], command_of("./yahtzee")
    (['yahtzee.py'], ['./yahtzee'])
    """
    return [sys.executable, program] if program.endswith(".py") else [program]


def random_answers(seed: int) -> list:
    """Return a random game's answers: two re-rolls a turn (a few keep all), each line once.

    >>> random_answers(1) == random_answers(1) and len(random_answers(1)) == 18
    True
    """
    rng = random.Random(seed)
    lines = rng.sample(range(1, 7), 6)
    answers = []
    for line in lines:
        for _ in range(2):
            chosen = sorted(rng.sample(range(1, 6), rng.randint(0, 5)))
            answers.append(" ".join(map(str, chosen)))
        answers.append(str(line))
    return answers


def games(random_games: int) -> list:
    """Return the games to play: (name, seed, answers), the scripted ones first."""
    played = [
        (f"random game {seed}", seed, random_answers(seed)) for seed in range(1, random_games + 1)
    ]
    return SCRIPTED + played


def transcript(command, seed, answers, work) -> tuple:
    """Play one game, here (where the command's paths lead); return (what it printed, its exit
    status). What it printed is kept in the folder work until it is read."""
    typed = "".join(f"{answer}\n" for answer in answers).encode()
    with open(Path(work) / "printed", "w+b") as printed:
        status, _ = run_bounded([*command, "--seed", str(seed), "--no-review"], GAME_SECONDS,
                                GAME_MEMORY, stdout=printed, given=typed)  # fmt: skip
        printed.seek(0)
        return printed.read().decode("utf-8", "replace"), status


def first_difference(expected: str, shown: str):
    """Return (line number, expected line, line shown) where two transcripts first differ, or
    None where they are the same.

    >>> first_difference("a\\nb\\nc", "a\\nB\\nc")
    (2, 'b', 'B')
    >>> first_difference("a\\nb", "a") , first_difference("a", "a")
    ((2, 'b', '(nothing: it ended)'), None)
    """
    ours, theirs = expected.splitlines(), shown.splitlines()
    for number in range(1, max(len(ours), len(theirs)) + 1):
        line, other = (lines[number - 1] if number <= len(lines) else None
                       for lines in (ours, theirs))  # fmt: skip
        if line != other:
            ended = "(nothing: it ended)"
            return number, ended if line is None else line, ended if other is None else other
    return None


def compare(reference: str, command, random_games, work) -> tuple:
    """Play every game through both programs; return (the report's lines, whether the same)."""
    played = games(random_games)
    for name, seed, answers in played:
        expected, status = transcript(command_of(reference), seed, answers, work)
        if not expected.strip():
            raise OSError(f"{reference} printed nothing (exit status {status}): is it the game?")
        shown, other = transcript(command, seed, answers, work)
        found = first_difference(expected, shown)
        if found is None and status != other:
            found = ("the end", f"exit status {status}", f"exit status {other}")
        if found is not None:
            number, line, changed = found
            width = max(len(Path(reference).name), len(Path(command[-1]).name))
            return [
                f"Not the same as {reference}: {name} (--seed {seed}), line {number}:",
                f"  {Path(reference).name:<{width}}: {line}",
                f"  {Path(command[-1]).name:<{width}}: {changed}",
            ], False
    scripted = len(SCRIPTED)
    return [f"Same as {reference}: {len(played)} games ({scripted} scripted, {random_games}"
            " random), every line alike."], True  # fmt: skip
