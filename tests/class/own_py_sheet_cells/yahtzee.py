"""Simplified Yahtzee in six turns, laid out as a spreadsheet.

Column A holds the dice (rows 1-5), B the lines, C the scores and D what the dice
would score. The dice to re-roll are typed as cells (A1 A3, or a range A2:A4), and
the line as the cell its score goes in (C1-C6).
"""

import random
import re

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
CELL = re.compile(r"A([1-5])(?::A([1-5]))?$")


def read(prompt):
    """Return the player's answer, trimmed and in capitals; end the game at end of input."""
    try:
        return input(prompt).strip().upper()
    except EOFError:
        print("\nEnd of input - sheet closed.")
        raise SystemExit(0) from None


def show_sheet(dice, scores):
    """Print the sheet: the dice in column A, the lines, their scores and what they would get."""
    print("     |    A |      B |    C |    D |")
    print("-----+------+--------+------+------+")
    for row in range(6):
        die = f"{dice[row]:>4}" if row < 5 else "    "
        score = "    " if scores[row] is None else f"{scores[row]:>4}"
        would = f"{dice.count(row + 1) * (row + 1):>4}" if scores[row] is None else "    "
        print(f"{row + 1:>4} | {die} | {LINES[row]:<6} | {score} | {would} |")
    print("-----+------+--------+------+------+")


def cells_named(answer):
    """Return the dice rows an answer names (A1 A3, A2:A4), or None if it is not such."""
    rows = []
    for word in answer.split():
        found = CELL.match(word)
        if not found:
            return None
        first, last = int(found.group(1)), int(found.group(2) or found.group(1))
        if last < first:
            return None
        rows += range(first, last + 1)
    return rows if len(set(rows)) == len(rows) else None


def ask_cells(left):
    """Ask which dice to re-roll until the answer names cells; return their rows."""
    while True:
        answer = read(f"Re-roll {3 - left}/2 - cells to re-roll, e.g. A1 A3 or A2:A4 "
                      "(Enter = keep all): ")  # fmt: skip
        rows = cells_named(answer) if answer else []
        if rows is not None:
            return rows
        print("  #VALUE! Name dice cells A1 to A5, each once.")


def ask_line(scores):
    """Ask for the cell a score goes in until it is an empty one of C1-C6; return its row."""
    while True:
        answer = read("Cell to write the score in (C1-C6): ")
        found = re.fullmatch(r"C([1-6])", answer)
        if not found:
            print("  #REF! Scores go in C1 (Ones) to C6 (Sixes).")
        elif scores[int(found.group(1)) - 1] is not None:
            print("  That cell is already filled.")
        else:
            return int(found.group(1)) - 1


def play_turn(scores):
    """Play one turn on the sheet; return the row scored."""
    dice = [random.randint(1, 6) for _ in range(5)]
    for left in (2, 1):
        show_sheet(dice, scores)
        rows = ask_cells(left)
        if not rows:
            break
        for row in rows:
            dice[row - 1] = random.randint(1, 6)
    else:
        show_sheet(dice, scores)
    row = ask_line(scores)
    scores[row] = dice.count(row + 1) * (row + 1)
    print(f"  C{row + 1} = {scores[row]} ({LINES[row]})")
    return row


def main():
    """Play six turns, then print the total."""
    random.seed()
    scores = [None] * 6
    print("YAHTZEE.xlsx - A = dice, B = line, C = score, D = what the dice would score")
    for turn in range(1, 7):
        print(f"\n=== Turn {turn} of 6 ===")
        play_turn(scores)
    print(f"\nC7 = SUM(C1:C6) = {sum(scores)}")


if __name__ == "__main__":
    main()
