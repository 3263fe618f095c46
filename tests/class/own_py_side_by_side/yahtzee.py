"""Yahtzee (Ones to Sixes): the sheet and the dice side by side, redrawn every roll."""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
COLOUR, PLAIN = "\033[1;35m", "\033[0m"


def ask(prompt):
    """Read an answer; stop quietly when input ends."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\nGoodbye (end of input).")
        sys.exit(0)


def draw(sheet, dice, turn, roll):
    """Clear the screen with blank lines, then draw the sheet beside the dice."""
    print("\n" * 30)
    print(f"  YAHTZEE  -  turn {turn} of 6  -  roll {roll}")
    print("  " + "=" * 46)
    print("  SCORE SHEET           |   YOUR DICE")
    print("  ----------------------+" + "-" * 23)
    for row in range(6):
        points = "--" if sheet[row] is None else str(sheet[row])
        left = f"  {row + 1} {LINES[row]:<10}{points:>4}      |"
        right = f"   Die {row + 1}:  [ {COLOUR}{dice[row]}{PLAIN} ]" if row < 5 else ""
        print(left + right)
    total = sum(points or 0 for points in sheet)
    print(f"    TOTAL     {total:>4}      |")
    print("  " + "=" * 46)


def ask_marks():
    """Ask for a keep (k) or re-roll (r) letter for each die; return the positions to roll."""
    while True:
        answer = ask(
            "  Type one letter per die, k = keep, r = re-roll\n"
            "  (example: kkrrk re-rolls dice 3 and 4, kkkkk keeps all): "
        )
        if len(answer) == 5 and set(answer) <= {"k", "r"}:
            return [place for place, mark in enumerate(answer) if mark == "r"]
        print("  Five letters please, each k or r.")


def ask_line(sheet):
    """Ask for the number of an open line."""
    while True:
        row = int(ask("  Score in which line (1-6)? ")) - 1
        if 0 <= row < 6 and sheet[row] is None:
            return row
        print("  That line is not open.")


def play_turn(sheet, turn):
    """Roll up to three times, then score a line."""
    dice = [random.randint(1, 6) for _ in range(5)]
    for roll in (1, 2, 3):
        draw(sheet, dice, turn, roll)
        if roll == 3:
            break
        chosen = ask_marks()
        if not chosen:
            break
        for place in chosen:
            dice[place] = random.randint(1, 6)
    row = ask_line(sheet)
    sheet[row] = dice.count(row + 1) * (row + 1)
    print(f"  {sheet[row]} points on {LINES[row]}.")


def main():
    """Play the six turns and give the final score."""
    sheet = [None] * 6
    for turn in range(1, 7):
        play_turn(sheet, turn)
    print(f"  FINAL SCORE: {sum(sheet)}")


if __name__ == "__main__":
    main()
