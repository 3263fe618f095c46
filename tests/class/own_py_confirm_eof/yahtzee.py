"""Simplified Yahtzee in six turns, with second thoughts: each re-roll and each line is said
back and confirmed (y/n) before it is made, and no takes it back.

The fault: the yes/no question reads with sys.stdin.readline, which gives "" at the end of
input; that is neither yes nor no, so the question is asked again, forever.
"""

import random
import sys

LINE_NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def ask(prompt):
    """Return the player's answer, trimmed; end the game at the end of input."""
    try:
        return input(prompt).strip()
    except EOFError:
        print("\nNo more input -- goodbye.")
        raise SystemExit(0) from None


def ask_yes_no(prompt):
    """Ask until the player types y or n; return whether it was y."""
    while True:
        print(prompt, end="", flush=True)
        answer = sys.stdin.readline().strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y or n.")


def show(dice):
    """Print the dice, each in brackets."""
    print("Dice: " + " ".join(f"[{face}]" for face in dice))


def ask_positions():
    """Ask for the positions to re-roll (1-5, each once), or none; return them, sorted."""
    while True:
        words = ask("Re-roll which dice? (e.g. 1 3 5, Enter for none): ").split()
        if all(word in "12345" and len(word) == 1 for word in words) and len(set(words)) == len(
            words
        ):
            return sorted(int(word) for word in words)
        print("Type positions 1 to 5, each once, with spaces between.")


def choose_rerolls():
    """Ask for the dice to re-roll until the player confirms a choice; return it."""
    while True:
        positions = ask_positions()
        said = " ".join(map(str, positions))
        if not positions or ask_yes_no(f'Re-roll dice "{said}"? (y/n) '):
            return positions
        print("OK, choose again.")


def choose_line(sheet, dice):
    """Ask for an open line by its name until the player confirms it; return its index."""
    while True:
        name = ask("Which line? (ones to sixes): ").lower()
        if name not in LINE_NAMES:
            print("Type a line's name, ones to sixes.")
        elif sheet[LINE_NAMES.index(name)] is not None:
            print(f"{name.capitalize()} is already used.")
        else:
            index = LINE_NAMES.index(name)
            points = dice.count(index + 1) * (index + 1)
            if ask_yes_no(f"Put {points} points on {name.capitalize()}? (y/n) "):
                return index


def play_turn(sheet):
    """Roll, re-roll twice at most, and score one line."""
    dice = [random.randint(1, 6) for _ in range(5)]
    show(dice)
    for _ in range(2):
        positions = choose_rerolls()
        if not positions:
            break
        for place in positions:
            dice[place - 1] = random.randint(1, 6)
        show(dice)
    index = choose_line(sheet, dice)
    sheet[index] = dice.count(index + 1) * (index + 1)
    print(f"{LINE_NAMES[index].capitalize()}: {sheet[index]} points.")


def main():
    """Play six turns, then print the final total."""
    random.seed()
    sheet = [None] * 6
    for turn in range(1, 7):
        print(f"\n--- Turn {turn} of 6 ---")
        play_turn(sheet)
    print(f"Final total: {sum(sheet)}")


if __name__ == "__main__":
    main()
