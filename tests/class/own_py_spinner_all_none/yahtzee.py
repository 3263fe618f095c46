"""Simplified Yahtzee in six turns, with a spinner while the dice tumble.

Each roll shows a few random frames on one line (carriage returns), then the real
dice. The player types the positions of the dice to keep, packed (125), or 'all'
to keep them all or 'none' to roll them all; then a line by its number.
"""

import random
import sys
import time

NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
SPINNER = "|/-\\"


def read(prompt):
    """Return the player's answer, trimmed and in lower case; end the game at end of input."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\nInput ended - goodbye!")
        raise SystemExit(0) from None


def dice_text(dice):
    """Return the dice as [3] [5] [2] [2] [2]."""
    return " ".join(f"[{face}]" for face in dice)


def tumble(dice, kept):
    """Roll the dice not kept, showing four random frames before the real faces."""
    for frame in range(4):
        shown = [face if keep else random.randint(1, 6) for face, keep in zip(dice, kept)]
        sys.stdout.write(f"\rrolling {SPINNER[frame]} {dice_text(shown)} ")
        sys.stdout.flush()
        time.sleep(0.01)
    dice[:] = [face if keep else random.randint(1, 6) for face, keep in zip(dice, kept)]
    print(f"\rYou got:  {dice_text(dice)} ")
    print("           1   2   3   4   5")


def parse_keep(answer):
    """Return the kept flags an answer names (125, all, none), or None if it is not one."""
    if answer in ("all", "none"):
        return [answer == "all"] * 5
    if not answer or len(set(answer)) != len(answer) or not set(answer) <= set("12345"):
        return None
    return [str(position) in answer for position in range(1, 6)]


def ask_keep():
    """Ask which dice to keep until the answer is one; return the kept flags."""
    while True:
        kept = parse_keep(read("Keep which dice? Type positions like 125, or 'all' / 'none': "))
        if kept is not None:
            return kept
        print("That is not a valid choice, try again.")


def ask_line(used):
    """Ask for an open line by its number; return its index."""
    while True:
        answer = read("Score this roll on which line (1-6)? ")
        if answer not in ("1", "2", "3", "4", "5", "6"):
            print("Please type a number from 1 to 6.")
        elif int(answer) - 1 in used:
            print("That line is already used.")
        else:
            return int(answer) - 1


def play_turn(used):
    """Play one turn: a roll, up to two re-rolls, then a line; return its index and points."""
    dice = [0] * 5
    tumble(dice, [False] * 5)
    for roll in (2, 3):
        print(f"(roll {roll} of 3 next)")
        kept = ask_keep()
        if all(kept):
            break
        tumble(dice, kept)
    index = ask_line(used)
    return index, dice.count(index + 1) * (index + 1)


def main():
    """Play six turns, then show the lines and the final total."""
    random.seed()
    used = {}
    for turn in range(1, 7):
        print(f"\n--- Turn {turn} ---")
        index, points = play_turn(used)
        used[index] = points
        print(f"{points} points on {NAMES[index]}.")
    for index in range(6):
        print(f"{NAMES[index]:<8}{used[index]:>4}")
    print(f"Final total: {sum(used.values())}")


if __name__ == "__main__":
    main()
