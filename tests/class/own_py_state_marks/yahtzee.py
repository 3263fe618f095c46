"""Upper-section Yahtzee with a terse, ed-like interface.

Every question shares the prompt "> ". A state line comes before it:
"t2 r1 41235" while rolling (turn, rolls so far, dice packed) and
"t2 41235 free 1 3 4 5 6" when a line is wanted. h prints the help.
"""

import random
import sys

LINE_NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
TURNS = 6
DICE = 5
ROLLS = 3
LONGEST = 40
PROMPT = "> "
HELP = """marks: 5 of . or x, x = re-roll that die (e.g. ..x.x)
empty = keep all, go to scoring
line: 1-6 = ones..sixes, free lines only
h = this help"""


class InputEnded(Exception):
    """Raised when the input ends at a prompt."""


def ask():
    """Print the prompt and return the answer stripped and lower-cased.

    Returns None for an answer that was refused (the reason is printed), or
    "h" when help was asked for and printed. Raises InputEnded at the end.
    """
    try:
        answer = input(PROMPT)
    except EOFError:
        raise InputEnded from None
    if len(answer) > LONGEST:
        print("? long")
        return None
    if any(not char.isprintable() for char in answer):
        print("? ctrl")
        return None
    answer = answer.strip().lower()
    if answer in ("h", "help"):
        print(HELP)
        return "h"
    return answer


def packed(dice):
    """Return the dice as one string of faces, like 41235."""
    return "".join(str(face) for face in dice)


def read_marks():
    """Ask for the five marks until they are good; return the places to re-roll.

    An empty list means keep all and go to scoring.
    """
    while True:
        answer = ask()
        if answer is None or answer == "h":
            continue
        marks = answer.replace(" ", "")
        if any(mark not in ".x" for mark in marks):
            print("?")
        elif marks and len(marks) != DICE:
            print("? 5 marks")
        else:
            return [place for place, mark in enumerate(marks) if mark == "x"]


def roll_dice(turn):
    """Roll up to three times as the marks say; return the final dice."""
    dice = [random.randint(1, 6) for _ in range(DICE)]
    for rolls in range(1, ROLLS):
        print(f"t{turn} r{rolls} {packed(dice)}")
        places = read_marks()
        if not places:
            break
        for place in places:
            dice[place] = random.randint(1, 6)
    return dice


def read_line(turn, dice, sheet):
    """Show the line state and ask for a free line until one is given; return its index."""
    free = " ".join(str(index + 1) for index, points in enumerate(sheet) if points is None)
    print(f"t{turn} {packed(dice)} free {free}")
    while True:
        answer = ask()
        if answer is None or answer == "h":
            continue
        if not answer or any(char not in "0123456789" for char in answer):
            print("?")
        elif not 1 <= int(answer) <= len(LINE_NAMES):
            print("?range")
        elif sheet[int(answer) - 1] is not None:
            print("err: used")
        else:
            return int(answer) - 1


def play():
    """Play the six turns, printing the points of each and the final total."""
    random.seed()
    sheet = [None] * len(LINE_NAMES)
    for turn in range(1, TURNS + 1):
        dice = roll_dice(turn)
        index = read_line(turn, dice, sheet)
        sheet[index] = dice.count(index + 1) * (index + 1)
        print(f"+{sheet[index]} {LINE_NAMES[index]}")
    print(f"total {sum(sheet)}")


def main():
    """Run the game; the end of input ends it quietly."""
    sys.stdin.reconfigure(errors="replace")
    try:
        play()
    except InputEnded:
        print("\neof")
    except KeyboardInterrupt:
        sys.exit(1)


if __name__ == "__main__":
    main()
