"""Simplified Yahtzee in six turns, with a second thought at the end of each: the line chosen
is written on the sheet, the sheet is shown, and "Keep it? (y/n)" lets the player take it back
and choose again.

The fault: taking a line back empties it, but its points stay in the running total, so a line
taken back and chosen again counts twice in the total and in the final score.
"""

import random

LINE_NAMES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")


def ask(prompt):
    """Return the player's answer, trimmed; end the game at the end of input."""
    try:
        return input(prompt).strip()
    except EOFError:
        print("\nInput ended. Bye!")
        raise SystemExit(0) from None


def show(dice):
    """Print the dice joined by dashes, as 4-4-1-2-3."""
    print("Dice: " + "-".join(str(face) for face in dice))


def ask_keepers():
    """Ask for the positions to keep, as digits (125), 'none' for none, Enter for all;
    return the positions to re-roll."""
    while True:
        answer = ask("Keep which dice? (positions like 125, 'none' keeps none, Enter keeps all): ")
        if answer == "":
            return []
        if answer.lower() == "none":
            return [1, 2, 3, 4, 5]
        if answer.isdigit() and set(answer) <= set("12345") and len(set(answer)) == len(answer):
            return [place for place in range(1, 6) if str(place) not in answer]
        print("Give positions 1 to 5, each once, like 125.")


def ask_line(sheet):
    """Ask for an open line by its number (1-6); return its index."""
    while True:
        answer = ask("Score which line? (1-6): ")
        if answer not in ("1", "2", "3", "4", "5", "6"):
            print("Type a line number from 1 to 6.")
        elif sheet[int(answer) - 1] is not None:
            print(f"{LINE_NAMES[int(answer) - 1]} is already on the sheet.")
        else:
            return int(answer) - 1


def show_sheet(sheet, total):
    """Print each line's points (or - where open) and the running total."""
    for name, points in zip(LINE_NAMES, sheet):
        print(f"  {name:<7}{'-' if points is None else points:>3}")
    print(f"  Total  {total:>3}")


def keep_it():
    """Ask whether to keep the line just written; return True for y."""
    while True:
        answer = ask("Keep it? (y/n) ").lower()
        if answer in ("y", "n"):
            return answer == "y"
        print("Answer y or n.")


def score_turn(sheet, total, dice):
    """Write the dice on a line the player keeps; return the new running total."""
    while True:
        index = ask_line(sheet)
        sheet[index] = dice.count(index + 1) * (index + 1)
        total += sheet[index]
        show_sheet(sheet, total)
        if keep_it():
            return total
        sheet[index] = None  # taken back: the line is open again, its points are not taken off
        print("Taken back.")


def play_turn(sheet, total):
    """Roll, re-roll twice at most, and score a line; return the new running total."""
    dice = [random.randint(1, 6) for _ in range(5)]
    show(dice)
    for _ in range(2):
        rerolled = ask_keepers()
        if not rerolled:
            break
        for place in rerolled:
            dice[place - 1] = random.randint(1, 6)
        show(dice)
    return score_turn(sheet, total, dice)


def main():
    """Play six turns, then print the final score."""
    random.seed()
    sheet, total = [None] * 6, 0
    for turn in range(1, 7):
        print(f"\n== Turn {turn} ==")
        total = play_turn(sheet, total)
    print(f"Final score: {total}")


if __name__ == "__main__":
    main()
