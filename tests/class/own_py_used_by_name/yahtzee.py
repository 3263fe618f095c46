"""Simplified Yahtzee in six turns. The dice are shown as [a:4] [b:2] ..., re-rolled by their
letters (ace), and a line is chosen by its number or its name.

The fault: a used line is refused when it is typed by its number, but not by its name; the name
writes over the line's points, and one line is never filled.
"""

import random

LINE_NAMES = ("ones", "twos", "threes", "fours", "fives", "sixes")
LETTERS = "abcde"


def ask(prompt):
    """Return the player's answer in small letters, trimmed; end the game at end of input."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\nEnd of input: the game stops here.")
        raise SystemExit(0) from None


def show(dice):
    """Print each die after its letter: [a:4] [b:2] [c:6] [d:1] [e:1]."""
    print("  ".join(f"[{letter}:{face}]" for letter, face in zip(LETTERS, dice)))


def ask_letters():
    """Ask for the letters of the dice to re-roll (Enter for none); return their indexes."""
    while True:
        answer = ask("Re-roll which dice? (letters like ace, Enter for none): ")
        if all(letter in LETTERS for letter in answer) and len(set(answer)) == len(answer):
            return [LETTERS.index(letter) for letter in answer]
        print("Use the letters a to e, each once.")


def line_index(answer):
    """Return the index of the line an answer names, by number or by name, or None."""
    if answer in ("1", "2", "3", "4", "5", "6"):
        return int(answer) - 1
    if answer in LINE_NAMES:
        return LINE_NAMES.index(answer)
    return None


def ask_line(sheet):
    """Ask for an open line, by its number or its name; return its index."""
    while True:
        answer = ask("Line to score (1-6 or its name): ")
        index = line_index(answer)
        if index is None:
            print("That is no line: type 1 to 6, or ones to sixes.")
        elif answer.isdigit() and sheet[index] is not None:
            print(f"{LINE_NAMES[index].capitalize()} is filled already.")
        else:
            return index


def play_turn(sheet):
    """Roll, re-roll twice at most, and score the line chosen."""
    dice = [random.randint(1, 6) for _ in range(5)]
    show(dice)
    for _ in range(2):
        chosen = ask_letters()
        if not chosen:
            break
        for index in chosen:
            dice[index] = random.randint(1, 6)
        show(dice)
    index = ask_line(sheet)
    sheet[index] = dice.count(index + 1) * (index + 1)
    print(f"{LINE_NAMES[index].capitalize()} scores {sheet[index]}.")


def main():
    """Play six turns; show the sheet and the final score."""
    random.seed()
    sheet = [None] * 6
    for turn in range(1, 7):
        print(f"\nTurn {turn} of 6")
        play_turn(sheet)
    for name, points in zip(LINE_NAMES, sheet):
        print(f"{name.capitalize():<7}{'-' if points is None else points:>3}")
    print(f"Final score: {sum(points or 0 for points in sheet)}")


if __name__ == "__main__":
    main()
