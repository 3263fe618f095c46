"""Simplified Yahtzee with statistics: after each roll, a histogram of the faces and what each
open line would score now.

The dice are labelled from 0, as Python lists are: [0]=4 [1]=6 ... [4]=2, and the dice to
re-roll are typed as those labels packed together (024). Six turns, at most three rolls a
turn, then an unused line Ones to Sixes (typed 1s to 6s) scores the sum of its face.
"""

import random
import sys

TURNS = 6
DICE = 5
ROLLS = 3
LONGEST = 30
NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
MOST = 5 * sum(range(1, 7))


def ask(prompt):
    """Return an answer stripped and in small letters, or None where it is refused."""
    try:
        answer = input(prompt)
    except EOFError:
        print()
        print("Input closed - leaving the game.")
        sys.exit(0)
    if len(answer) > LONGEST:
        print(f"Too long: answers are at most {LONGEST} characters.")
        return None
    if any(ord(char) < 32 or ord(char) == 127 for char in answer):
        print("Control characters are not allowed.")
        return None
    return answer.strip().lower()


def show_roll(dice, roll, sheet):
    """Print the dice with their labels, a histogram, and each open line's points now."""
    labelled = " ".join(f"[{index}]={die}" for index, die in enumerate(dice))
    print(f"Roll {roll} of {ROLLS}:  {labelled}")
    for face in range(1, 7):
        count = dice.count(face)
        print(f"  {face} | {'#' * count:<5} ({count})")
    open_lines = [
        f"if {NAMES[face - 1]}: {face * dice.count(face)}"
        for face in range(1, 7)
        if sheet[face - 1] is None
    ]
    print("  " + "   ".join(open_lines))


def parse_labels(answer):
    """Return the labels (0-4) a packed answer names, or the reason it names none well."""
    if not answer:
        return "Empty answer; type labels like 024, or k to keep all."
    if not all(char in "01234" for char in answer):
        return "Type labels as digits 0-4 packed together, like 024."
    if len(set(answer)) != len(answer):
        return "Each label once, please."
    return [int(char) for char in answer]


def ask_labels():
    """Ask which dice to re-roll; return their labels, or None to keep them all."""
    while True:
        answer = ask("Re-roll which dice? Type 0-based labels packed like 024, or k to keep all: ")
        if answer is None:
            continue
        if answer == "k":
            return None
        labels = parse_labels(answer)
        if isinstance(labels, list):
            return labels
        print(labels)


def play_turn(sheet):
    """Roll and re-roll as asked; return the last dice."""
    dice = [random.randint(1, 6) for _ in range(DICE)]
    for roll in range(1, ROLLS + 1):
        show_roll(dice, roll, sheet)
        labels = ask_labels() if roll < ROLLS else None
        if labels is None:
            return dice
        for label in labels:
            dice[label] = random.randint(1, 6)
    return dice


def ask_line(sheet):
    """Ask for an open line by its short form (1s to 6s); return its face."""
    while True:
        answer = ask("Line to score (1s, 2s, 3s, 4s, 5s or 6s): ")
        if answer is None:
            continue
        if len(answer) != 2 or answer[0] not in "123456" or answer[1] != "s":
            print("Unknown line; type its short form, e.g. 4s.")
        elif sheet[int(answer[0]) - 1] is not None:
            print(f"{NAMES[int(answer[0]) - 1]} ({answer}) is already filled; choose another.")
        else:
            return int(answer[0])


def show_sheet(sheet):
    """Print the sheet in one line with its total and its share of the most a game scores."""
    cells = " ".join(
        f"{face}s={'-' if points is None else points}" for face, points in enumerate(sheet, 1)
    )
    total = sum(points for points in sheet if points is not None)
    print(f"Sheet: {cells} | total {total} ({100 * total / MOST:.1f}% of {MOST})")


def main():
    """Play six turns; print the final score and its share of the most."""
    random.seed()
    sys.stdin.reconfigure(errors="replace")
    sheet = [None] * len(NAMES)
    print("Yahtzee (simplified): 6 turns, lines 1s..6s.")
    for turn in range(1, TURNS + 1):
        print(f"\n---- Turn {turn}/{TURNS} ----\n")
        dice = play_turn(sheet)
        face = ask_line(sheet)
        sheet[face - 1] = face * dice.count(face)
        print(f"Scored {sheet[face - 1]} on {NAMES[face - 1]} ({face}s).")
        show_sheet(sheet)
    total = sum(sheet)
    print(f"Final: {total} ({100 * total / MOST:.1f}% of max {MOST})")


if __name__ == "__main__":
    main()
