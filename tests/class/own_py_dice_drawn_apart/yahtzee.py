"""Simplified Yahtzee in six turns, with a JSON-like status line after each roll.

The player keeps dice by their faces (6 6 4), or types all or none; a line is chosen
by its number.

The fault: roll_dice draws the faces with random.sample, without putting a face
back, so dice rolled together never show the same face.
"""

import random


def read(prompt):
    """Return the player's answer, trimmed and in lower case; end the game at end of input."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\nBye (end of input).")
        raise SystemExit(0) from None


def roll_dice(count):
    """Return count new dice."""
    return random.sample(range(1, 7), count)


def show(turn, roll, dice):
    """Print the state of the turn as a JSON-like line."""
    print(f'{{"turn": {turn}, "roll": {roll}, "dice": {dice}}}')


def kept_faces(answer, dice):
    """Return the faces an answer keeps (6 6 4, all, none), or None if not all are shown."""
    if answer in ("all", "none"):
        return list(dice) if answer == "all" else []
    left, kept = list(dice), []
    for word in answer.split():
        if word not in ("1", "2", "3", "4", "5", "6") or int(word) not in left:
            return None
        left.remove(int(word))
        kept.append(int(word))
    return kept or None


def ask_kept(dice):
    """Ask which faces to keep until the answer is one; return them."""
    while True:
        kept = kept_faces(read("Faces to keep (e.g. 6 6 4), 'all' or 'none': "), dice)
        if kept is not None:
            return kept
        print("Keep faces that are showing, each as often as it shows.")


def ask_line(scores):
    """Ask for an open line by its number; return its index."""
    while True:
        answer = read("Line number to score (1-6): ")
        if answer not in ("1", "2", "3", "4", "5", "6"):
            print("Lines are 1 to 6.")
        elif scores[int(answer) - 1] is not None:
            print("That line is used.")
        else:
            return int(answer) - 1


def play_turn(turn, scores):
    """Play one turn: a roll and up to two re-rolls of the faces not kept, then a line."""
    dice = roll_dice(5)
    show(turn, 1, dice)
    for roll in (2, 3):
        kept = ask_kept(dice)
        if len(kept) == 5:
            break
        dice = kept + roll_dice(5 - len(kept))
        show(turn, roll, dice)
    line = ask_line(scores)
    scores[line] = dice.count(line + 1) * (line + 1)
    print(f'{{"line": {line + 1}, "points": {scores[line]}}}')


def main():
    """Play six turns, then print the total."""
    random.seed()
    scores = [None] * 6
    for turn in range(1, 7):
        play_turn(turn, scores)
    print(f'{{"final": {sum(scores)}}}')


if __name__ == "__main__":
    main()
