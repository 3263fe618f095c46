"""Yahtzee's upper section, played by commands; `help` lists them at any prompt."""

import random
import sys

LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
HELP = """commands:
  roll <positions>   roll those dice again, e.g. roll 2 5
  stay               keep these dice and score them
  help               this list"""


def prompt(text):
    """Return an answer in small letters, or end the program when the input ends."""
    try:
        return input(text).strip().lower()
    except EOFError:
        print("\n(end of input)")
        sys.exit(0)


def show(dice):
    """Print the dice, each after its position."""
    print("   ".join(f"{place}:{face}" for place, face in enumerate(dice, 1)))


def positions_in(words):
    """Return the positions a roll command names, or None if they are not positions 1-5."""
    if not words or len(set(words)) != len(words):
        return None
    if not all(len(word) == 1 and word in "12345" for word in words):
        return None
    return [int(word) - 1 for word in words]


def rolls(dice):
    """Let the player roll again up to twice by command; return the dice to score."""
    left = 2
    while left > 0:
        words = prompt(f"dice ({left} left)> ").split()
        if words == ["stay"]:
            return dice
        if words == ["help"]:
            print(HELP)
            continue
        chosen = positions_in(words[1:]) if words[:1] == ["roll"] else None
        if chosen is None:
            print("?? try 'help'")
            continue
        for place in chosen:
            dice[place] = random.randint(1, 6)
        left -= 1
        show(dice)
    return dice


def choose(sheet):
    """Ask for an open line by name or number; return its index."""
    while True:
        answer = prompt("line> ")
        if answer in LINES:
            index = LINES.index(answer)
        elif len(answer) == 1 and answer in "123456":
            index = int(answer) - 1
        else:
            print("?? a line is ones..sixes or 1..6")
            continue
        if sheet[index] is None:
            return index
        print(f"?? {LINES[index]} is taken")


def main():
    """Play six turns and print the total."""
    random.seed()
    print("Upper Yahtzee. Type 'help' at any prompt for the commands.")
    sheet = [None] * 6
    for turn in range(1, 7):
        print(f"-- turn {turn} --")
        dice = [random.randint(1, 6) for _ in range(5)]
        show(dice)
        dice = rolls(dice)
        line = choose(sheet)
        sheet[line] = dice.count(line + 1) * (line + 1)
        print(f"{LINES[line]}: {sheet[line]} points")
    print(f"final score {sum(sheet)}")


main()
