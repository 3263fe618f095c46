"""Simplified Yahtzee in six turns: pick the dice to re-roll one key at a time,
then r rolls them (or s stops and scores); the line is chosen by its number."""

import random

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(question):
    """Return the answer typed, stripped; None when input has ended."""
    try:
        return input(question).strip().lower()
    except EOFError:
        return None


def show(dice, picked):
    """Print the dice, one to a row, marking those picked."""
    for place, face in enumerate(dice, 1):
        mark = "  (picked)" if place in picked else ""
        print(f"  die {place}: {face}{mark}")


def pick_dice(dice):
    """Let the player pick dice; return those picked (empty: stop), or None at the end."""
    picked = set()
    while True:
        show(dice, picked)
        answer = ask("Pick a die to re-roll (1-5); r = roll the picked dice, s = stop and score: ")
        if answer is None:
            return None
        if answer == "s":
            return set()
        if answer == "r" and picked:
            return picked
        if answer in ("1", "2", "3", "4", "5") and int(answer) not in picked:
            picked.add(int(answer))
        else:
            print("  Pick an unpicked die 1-5, then r; or s.")


def choose_line(sheet):
    """Ask for a line by its number; return its index, or None at the end."""
    while True:
        answer = ask("Line to score (1-6): ")
        if answer is None:
            return None
        if answer in ("1", "2", "3", "4", "5", "6"):
            return int(answer) - 1
        print("  Type a number 1-6.")


def play_turn(turn, sheet):
    """Play a turn; return False when input has ended."""
    print(f"\nTurn {turn}/6")
    dice = [random.randint(1, 6) for _ in range(5)]
    for _ in range(2):
        picked = pick_dice(dice)
        if picked is None:
            return False
        if not picked:
            break
        dice = [
            random.randint(1, 6) if place in picked else face for place, face in enumerate(dice, 1)
        ]
    show(dice, set())
    line = choose_line(sheet)
    if line is None:
        return False
    sheet[line] = dice.count(line + 1) * (line + 1)
    print(f"  {LINES[line]}: {sheet[line]} points, {sum(v for v in sheet if v)} in all")
    return True


def main():
    """Play six turns and show the final score."""
    sheet = [None] * 6
    for turn in range(1, 7):
        if not play_turn(turn, sheet):
            print("\nGoodbye.")
            return
    print(f"\nFinal score: {sum(sheet[line] or 0 for line in range(6))}")


if __name__ == "__main__":
    main()
