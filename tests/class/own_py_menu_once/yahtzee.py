"""Simplified Yahtzee in six turns, each a menu of actions shown once as the turn starts:
k) keep faces and re-roll the rest, a) re-roll all, s) score, d) show the dice, t) the table.
Then only its letters are asked, "Choose [k/a/s/d/t] > ", and k and a leave the list once
the two re-rolls are used.
"""

import random

NAMES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
MENU = (
    "  k) keep faces, re-roll the rest   a) re-roll all\n"
    "  s) score this roll   d) show dice   t) table"
)


def ask(prompt):
    """Return the player's answer, trimmed and in small letters; end at the end of input."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\nThe input has ended.")
        raise SystemExit(0) from None


def show(dice):
    """Print the dice as 2 - 3 - 6 - 1 - 5."""
    print("Dice: " + " - ".join(map(str, dice)))


def show_table(sheet):
    """Print each line's points, - where it is open."""
    for name, points in zip(NAMES, sheet):
        print(f"  {name:<7}{'-' if points is None else points:>3}")


def choose(rerolls_left):
    """Ask for a menu letter until one on offer is typed; return it."""
    letters = ("k", "a", "s", "d", "t") if rerolls_left else ("s", "d", "t")
    while True:
        letter = ask(f"Choose [{'/'.join(letters)}] > ")
        if letter in letters:
            return letter
        print("Please type one of: " + ", ".join(letters))


def faces_showing(faces, dice):
    """Return whether each face is shown by a die of its own."""
    left = list(dice)
    for face in faces:
        if face not in left:
            return False
        left.remove(face)
    return True


def keep_faces(dice):
    """Ask for the faces to keep (6 6 3; blank keeps none) until they show; re-roll the rest."""
    while True:
        words = ask("Faces to keep (e.g. 6 6 3, blank keeps none): ").split()
        faces = [int(word) for word in words if word in ("1", "2", "3", "4", "5", "6")]
        if len(faces) == len(words) < 5 and faces_showing(faces, dice):
            return faces + [random.randint(1, 6) for _ in range(5 - len(faces))]
        print("Type faces that show, fewer than five, with spaces between.")


def ask_line(sheet):
    """Ask for an open line by its number or name; return its index."""
    while True:
        answer = ask("Which line? (1-6 or a name): ")
        index = int(answer) - 1 if answer in ("1", "2", "3", "4", "5", "6") else None
        index = NAMES.index(answer.capitalize()) if answer.capitalize() in NAMES else index
        if index is not None and sheet[index] is None:
            return index
        print("Choose an open line, 1 to 6 or its name.")


def play_turn(sheet):
    """Play one turn as a menu of actions; score the line chosen."""
    dice, rerolls = [random.randint(1, 6) for _ in range(5)], 2
    print(MENU)
    show(dice)
    while True:
        letter = choose(rerolls)
        if letter == "s":
            break
        if letter in ("k", "a"):
            dice = keep_faces(dice) if letter == "k" else [random.randint(1, 6) for _ in range(5)]
            rerolls -= 1
        if letter == "t":
            show_table(sheet)
        else:
            show(dice)
    index = ask_line(sheet)
    sheet[index] = dice.count(index + 1) * (index + 1)
    print(f"{sheet[index]} points in {NAMES[index]}.")


def main():
    """Play six turns; print the final score."""
    random.seed()
    sheet = [None] * 6
    for turn in range(1, 7):
        print(f"\n=== Turn {turn} of 6 ===")
        play_turn(sheet)
    show_table(sheet)
    print(f"Final score: {sum(sheet)}")


if __name__ == "__main__":
    main()
