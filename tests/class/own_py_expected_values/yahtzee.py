"""Simplified Yahtzee that shows, after each roll, the count of each face and the expected
points of each open line if that face is kept and the rest re-rolled.

Six turns. A roll, then at most two re-rolls: the player types the faces to keep (665 or
6 6 5), 'all' to keep every die or 'none' to re-roll all five. Then an unused line, typed by
its number, scores its face times the dice showing it.
"""

import random
import sys

TURNS = 6
DICE = 5
REROLLS = 2
LONGEST = 24
NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(prompt):
    """Return an answer without spaces around it, or None where it is refused."""
    try:
        answer = input(prompt)
    except EOFError:
        print()
        print("No more input. Bye!")
        sys.exit(0)
    if len(answer) > LONGEST:
        print(f"Answer too long (max {LONGEST} characters), try again.")
        return None
    if any(ord(char) < 32 or ord(char) == 127 for char in answer):
        print("Control characters are not allowed, try again.")
        return None
    return answer.strip()


def expected(face, count, rerolls):
    """Return the points a line expects if its face is kept and the rest re-rolled."""
    missing = (5 / 6) ** rerolls
    return face * (count + (DICE - count) * (1 - missing))


def show_roll(dice, rerolls, sheet):
    """Print the dice, the count of each face and each open line's expected points."""
    print("Dice:  " + " ".join(str(die) for die in dice))
    print("Counts: " + " ".join(f"{face}s={dice.count(face)}" for face in range(1, 7)))
    print(f"Expected if you keep that face and re-roll the rest ({rerolls} re-rolls left):")
    cells = [
        f"E[{NAMES[face - 1]}]={expected(face, dice.count(face), rerolls):.2f}"
        for face in range(1, 7)
        if sheet[face - 1] is None
    ]
    print("  " + " ".join(cells))


def parse_keep(answer, dice):
    """Return the faces an answer keeps, or the reason it keeps none well."""
    faces = [char for char in answer if char not in " ,"]
    if not all(char in "123456" for char in faces):
        return "Type faces 1-6 (like 665 or 6 6 5), 'all' or 'none'."
    for face in set(faces):
        if faces.count(face) > dice.count(int(face)):
            return f"You only have {dice.count(int(face))} dice showing {face}."
    return [int(face) for face in faces]


def ask_keep(dice):
    """Ask for the faces to keep; return them (all five where all are kept)."""
    while True:
        answer = ask("Faces to keep (e.g. 665 or 6 6 5; 'all' keeps everything, 'none' none): ")
        if answer is None:
            continue
        if answer == "all":
            return list(dice)
        if answer == "none":
            return []
        if not answer:
            print("Please answer; type 'all' to keep every die.")
            continue
        kept = parse_keep(answer, dice)
        if isinstance(kept, list):
            return kept
        print(kept)


def reroll(dice, kept):
    """Return the dice with the kept faces in place and the others rolled again."""
    left = list(kept)
    new = []
    for die in dice:
        if die in left:
            left.remove(die)
            new.append(die)
        else:
            new.append(random.randint(1, 6))
    return new


def play_turn(sheet):
    """Roll, and re-roll as the player keeps; return the last dice."""
    dice = [random.randint(1, 6) for _ in range(DICE)]
    for rerolls in range(REROLLS, 0, -1):
        show_roll(dice, rerolls, sheet)
        kept = ask_keep(dice)
        if len(kept) == DICE:
            return dice
        dice = reroll(dice, kept)
    show_roll(dice, 0, sheet)
    return dice


def ask_line(sheet):
    """Ask for an open line by its number; return its face."""
    while True:
        answer = ask("Line number to score (1=Ones 2=Twos 3=Threes 4=Fours 5=Fives 6=Sixes): ")
        if answer is None:
            continue
        if not answer.isdigit() or len(answer) != 1 or int(answer) > 6:
            print("Please type one number from 1 to 6.")
        elif sheet[int(answer) - 1] is not None:
            print(f"Line {answer} ({NAMES[int(answer) - 1]}) is taken; choose an open line.")
        else:
            return int(answer)


def main():
    """Play six turns, then say the final total and the mean per turn."""
    random.seed()
    sys.stdin.reconfigure(errors="replace")
    sheet = [None] * len(NAMES)
    print("Yahtzee, simplified: 6 turns, 3 rolls each, lines Ones-Sixes.")
    for turn in range(1, TURNS + 1):
        print(f"\n--- Turn {turn}/{TURNS} ---")
        dice = play_turn(sheet)
        face = ask_line(sheet)
        count = dice.count(face)
        sheet[face - 1] = face * count
        print(f"{NAMES[face - 1]}: {count} x {face} = {sheet[face - 1]} points")
        total = sum(points for points in sheet if points is not None)
        print(f"Total {total} after {turn} turns")
    total = sum(sheet)
    print(f"\nFinal total: {total} points over {TURNS} turns (mean {total / TURNS:.2f} per turn)")


if __name__ == "__main__":
    main()
