"""Yahtzee, upper section only: pick a target line, then roll for it."""

import random
import sys

NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def ask(prompt):
    """Read one answer; end the game quietly when input ends."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print()
        sys.exit(0)


def points(dice, row):
    """Return what the dice score on a row (0-5)."""
    return dice.count(row + 1) * (row + 1)


def row_of(answer, sheet):
    """Return the row an answer names (a name or 1-6), or a reason it is no good."""
    if answer.isdigit() and len(answer) == 1 and "1" <= answer <= "6":
        row = int(answer) - 1
    elif answer in NAMES:
        row = NAMES.index(answer)
    else:
        return None, "Type a line's name (like fours) or its number 1-6."
    if sheet[row] is not None:
        return None, f"{NAMES[row].title()} already has {sheet[row]} points."
    return row, ""


def ask_row(prompt, sheet):
    """Ask for an open row until one is given."""
    while True:
        row, why = row_of(ask(prompt), sheet)
        if row is not None:
            return row
        print(why)


def ask_throw():
    """Ask which positions to throw again: a set of 0-based indexes, or None to stay."""
    while True:
        answer = ask("Dice to throw again (like 2 5), or 'stay': ")
        if answer == "stay":
            return None
        words = answer.split()
        if not words:
            print("Type some positions or 'stay'.")
        elif not all(word in "12345" and len(word) == 1 for word in words):
            print("Positions are 1 to 5, with spaces between.")
        elif len(set(words)) < len(words):
            print("Name each position once.")
        else:
            return {int(word) - 1 for word in words}


def play_round(number, sheet):
    """Play one round: a target, up to three throws, then write the points."""
    print(
        f"\nRound {number}/6 -- sheet: "
        + " ".join(f"{name}={'-' if got is None else got}" for name, got in zip(NAMES, sheet))
    )
    open_rows = [row for row in range(6) if sheet[row] is None]
    target = (
        open_rows[0]
        if len(open_rows) == 1
        else ask_row("Target line for this round (name or 1-6): ", sheet)
    )
    dice = [random.randint(1, 6) for _ in range(5)]
    for throw in (1, 2, 3):
        print(f"Throw {throw}: " + " ".join(map(str, dice)))
        chosen = ask_throw() if throw < 3 else None
        if chosen is None:
            break
        dice = [random.randint(1, 6) if at in chosen else die for at, die in enumerate(dice)]
    row = target
    if len(open_rows) > 1:
        print(f"You aimed for {NAMES[target].title()}: {points(dice, target)} points.")
        if ask_yes("Keep it there? (yes/no): ") == "no":
            row = ask_row("Put the points on which line then? ", sheet)
    sheet[row] = points(dice, row)
    print(f"{NAMES[row].title()} gets {sheet[row]}. Running score {sum(s or 0 for s in sheet)}.")


def ask_yes(prompt):
    """Ask a yes/no question until yes or no."""
    while True:
        answer = ask(prompt)
        if answer in ("yes", "no"):
            return answer
        print("Please answer yes or no.")


def main():
    """Play six rounds and show the final score."""
    random.seed()
    sheet = [None] * 6
    for number in range(1, 7):
        play_round(number, sheet)
    print(f"\nAll six lines used. Final score: {sum(sheet)}")


if __name__ == "__main__":
    main()
