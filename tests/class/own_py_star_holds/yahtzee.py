"""Yahtzee with the upper section only: six turns, one line each.

Dice that are held show as [4]* so the player can see them. Typing a die's
number holds it or lets it go again; r rolls the others, s stops rolling.
Every line chosen is confirmed before it is written on the sheet.
"""

import random
import sys

LINE_NAMES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
MAX_REROLLS = 3  # re-rolls after the first roll


def read_line(prompt):
    """Ask a question and return the answer without spaces; stop at end of input."""
    print(prompt, end="", flush=True)
    line = sys.stdin.readline()
    if line == "":
        print("\n(end of input)")
        sys.exit(0)
    return line.strip()


def draw(dice, held, rerolls_left):
    """Show the dice, held ones as [n]*, with the re-rolls left."""
    print(f"\nRe-rolls left: {rerolls_left}")
    print("   " + "".join(f"{number:^6}" for number in range(1, 6)))
    cells = [f"[{face}]*" if place in held else f" {face}  " for place, face in enumerate(dice)]
    print("   " + "".join(f"{cell:^6}" for cell in cells))


def hold_or_roll(dice, held):
    """Ask until the player rolls (True) or stops (False), toggling holds on the way."""
    while True:
        answer = read_line("Die number (1-5) to hold/unhold, 'r' to roll, 's' to score: ").lower()
        if answer in ("r", "s"):
            return answer == "r"
        if len(answer) == 1 and answer in "12345":
            held ^= {int(answer) - 1}
            return None
        print("Type one die number 1-5, r or s.")


def rolling(dice):
    """Play the re-rolls of one turn."""
    held = set()
    rerolls_left = MAX_REROLLS
    while rerolls_left > 0:
        draw(dice, held, rerolls_left)
        rolls = hold_or_roll(dice, held)
        if rolls is False:
            return
        if rolls:
            rerolls_left -= 1
            for place in range(5):
                if place not in held:
                    dice[place] = random.randint(1, 6)
    draw(dice, set(), 0)


def pick_line(sheet, dice):
    """Ask for an open line by number and confirm it; return its index."""
    while True:
        answer = read_line("Line to use (1-6): ")
        if not (len(answer) == 1 and answer in "123456"):
            print("That is not a line number from 1 to 6.")
            continue
        index = int(answer) - 1
        if sheet[index] is not None:
            print(f"{LINE_NAMES[index]} is used already.")
            continue
        points = dice.count(index + 1) * (index + 1)
        if confirm(f"{LINE_NAMES[index]} for {points}. OK? (y/n): "):
            return index


def confirm(question):
    """Return True for yes and False for no, asking again otherwise."""
    while True:
        answer = read_line(question).lower()
        if answer in ("y", "yes", "n", "no"):
            return answer.startswith("y")
        print("Please answer y or n.")


def final_total(sheet):
    """Add up the sheet for the final score."""
    return sum(sheet)


def main():
    """Play six turns and show the sheet at the end."""
    sheet = [None] * 6
    for turn in range(1, 7):
        print(f"\n*** TURN {turn} ***")
        dice = [random.randint(1, 6) for _ in range(5)]
        rolling(dice)
        index = pick_line(sheet, dice)
        sheet[index] = dice.count(index + 1) * (index + 1)
        print(f"Wrote {sheet[index]} on {LINE_NAMES[index]}.")
    for name, points in zip(LINE_NAMES, sheet):
        print(f"{name:>7}: {points}")
    print(f"Game over. Your score is {final_total(sheet)}.")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print()
