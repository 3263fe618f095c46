"""Simplified Yahtzee: six turns of five dice, two re-rolls each, lines Ones to Sixes.

Debugging traces (lines starting [debug]) are still printed: DEBUG below turns them off.
"""

import random
import sys

DEBUG = True
LINES = ("1s", "2s", "3s", "4s", "5s", "6s")
TURNS = 6
REROLLS = 2


def debug(*parts):
    """Print a trace for the programmer while DEBUG is on."""
    if DEBUG:
        print("[debug]", *parts)


def ask(prompt):
    """Return the next answer, stripped; end the program quietly when input ends."""
    try:
        answer = input(prompt).strip()
    except EOFError:
        print("\nNo more input. Goodbye.")
        sys.exit(0)
    debug("read", repr(answer))
    return answer


def roll_dice(dice, positions):
    """Roll again the dice at the given positions (counted from 1)."""
    for position in positions:
        dice[position - 1] = random.randint(1, 6)
    debug("rolled idx", [position - 1 for position in positions])


def read_positions(answer):
    """Return the positions in an answer such as 2 5, or None if one is not 1 to 5 or repeats."""
    words = answer.replace(",", " ").split()
    if not all(word in ("1", "2", "3", "4", "5") for word in words):
        return None
    positions = [int(word) for word in words]
    if len(set(positions)) != len(positions):
        return None
    return positions


def ask_positions():
    """Ask which dice to roll again until the answer is good; [] keeps them all."""
    while True:
        positions = read_positions(ask("Roll again (positions 1-5), Enter to keep: "))
        if positions is not None:
            return positions
        print("Type positions 1 to 5, each once, or nothing to keep the dice.")


def play_rolls():
    """Roll five dice and let the player roll some again twice; return the dice kept."""
    dice = [random.randint(1, 6) for _ in range(5)]
    print("Dice:", "-".join(map(str, dice)))
    for _ in range(REROLLS):
        positions = ask_positions()
        if not positions:
            break
        debug("before", dice)
        roll_dice(dice, positions)
        print("Dice:", "-".join(map(str, dice)))
    return dice


def ask_line(card):
    """Ask for an unused line (1s to 6s) until one is given; return it."""
    while True:
        line = ask("Line (" + " ".join(name for name in LINES if name not in card) + "): ")
        if line not in LINES:
            print("That is not a line. Type one such as 3s.")
        elif line in card:
            print(line, "is used already. Pick another.")
        else:
            return line


def score(dice, line):
    """Return the points of a line: the dice showing its face, added up."""
    face = LINES.index(line) + 1
    return face * dice.count(face)


def main():
    """Play six turns, then print the total."""
    random.seed()
    card = {}
    for turn in range(1, TURNS + 1):
        print(f"\n-- Turn {turn} --")
        dice = play_rolls()
        line = ask_line(card)
        card[line] = score(dice, line)
        print("-".join(map(str, dice)), "in", line, "=", card[line])
        debug("card", card)
    print("\nGame over. Total:", sum(card.values()))


if __name__ == "__main__":
    main()
