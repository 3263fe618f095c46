"""Upper-section Yahtzee, terse: keep dice by their faces, then score a line.

After each roll the dice are printed bare ("4 1 2 3 5"). At "keep> " the
faces to keep are typed ("44" or "4 4"); the rest are re-rolled. At
"score> " a line is named (fours, 4s or 4). h prints the help.
"""

import random
import sys

LINE_NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
TURNS = 6
DICE = 5
ROLLS = 3
LONGEST = 40
HELP = """keep> faces to keep, e.g. 44 or 4 4 (others re-rolled)
      none = re-roll all, all = keep all and score
score> ones..sixes or 1-6, unused only"""


class InputEnded(Exception):
    """Raised when the input ends at a prompt."""


def ask(prompt):
    """Ask once; return the answer stripped and lower-cased.

    Returns None when the answer was refused or was a call for help (the
    reason or the help is printed). Raises InputEnded at the end of input.
    """
    try:
        answer = input(prompt)
    except EOFError:
        raise InputEnded from None
    if len(answer) > LONGEST:
        print("? long")
        return None
    if any(not char.isprintable() for char in answer):
        print("? ctrl")
        return None
    answer = answer.strip().lower()
    if answer in ("h", "help"):
        print(HELP)
        return None
    return answer


def parse_keep(answer, dice):
    """Return the faces to keep, or None after printing why the answer is refused."""
    if answer == "all":
        return list(dice)
    if answer == "none":
        return []
    faces = answer.replace(" ", "")
    if not faces or any(char not in "0123456789" for char in faces):
        print("?")
        return None
    if any(char not in "123456" for char in faces):
        print("?range")
        return None
    for face in sorted(set(faces)):
        if faces.count(face) > dice.count(int(face)):
            print(f"? not there: {face}")
            return None
    return [int(face) for face in faces]


def ask_keep(dice):
    """Ask for the faces to keep until the answer is good; return them."""
    while True:
        answer = ask("keep> ")
        if answer is not None:
            kept = parse_keep(answer, dice)
            if kept is not None:
                return kept


def reroll(dice, kept):
    """Re-roll, in place, every die whose face is not among the kept faces."""
    left = list(kept)
    for place, face in enumerate(dice):
        if face in left:
            left.remove(face)
        else:
            dice[place] = random.randint(1, 6)


def roll_dice():
    """Roll up to three times, keeping the faces asked for; return the final dice."""
    dice = [random.randint(1, 6) for _ in range(DICE)]
    print(*dice)
    for _ in range(1, ROLLS):
        kept = ask_keep(dice)
        if len(kept) == DICE:
            break
        reroll(dice, kept)
        print(*dice)
    return dice


def line_of(answer):
    """Return the line index an answer names, -1 for a number out of range, or None."""
    if answer in LINE_NAMES:
        return LINE_NAMES.index(answer)
    number = answer[:-1] if answer.endswith("s") else answer
    if number and all(char in "0123456789" for char in number):
        return int(number) - 1 if 1 <= int(number) <= len(LINE_NAMES) else -1
    return None


def ask_line(sheet):
    """Ask for an unused line until one is given; return its index."""
    while True:
        answer = ask("score> ")
        if answer is None:
            continue
        index = line_of(answer)
        if index is None:
            print("?")
        elif index < 0:
            print("?range")
        elif sheet[index] is not None:
            print("err: used")
        else:
            return index


def play():
    """Play the six turns, printing the points of each and the final total."""
    random.seed()
    sheet = [None] * len(LINE_NAMES)
    for _ in range(TURNS):
        dice = roll_dice()
        index = ask_line(sheet)
        sheet[index] = dice.count(index + 1) * (index + 1)
        print(f"+{sheet[index]} -> {index + 1}s")
    print(f"= {sum(sheet)}")


def main():
    """Run the game; the end of input ends it quietly."""
    sys.stdin.reconfigure(errors="replace")
    try:
        play()
    except InputEnded:
        print("\neof")
    except KeyboardInterrupt:
        sys.exit(1)


if __name__ == "__main__":
    main()
