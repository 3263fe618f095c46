"""
Yahtzee - CSC 161 homework (Python version)

Six turns. Each turn: roll 5 dice, re-roll any of them up to two times,
then choose one of the score lines that is still open.
"""

import random
import sys

FACE_PICTURES = {1: "\u2680", 2: "\u2681", 3: "\u2682", 4: "\u2683", 5: "\u2684", 6: "\u2685"}
LINE_NAMES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
NUM_DICE = 5
MAX_ROLLS = 3


def prompt(question):
    """Ask a question; end the program cleanly if input is finished."""
    try:
        return input(question).strip()
    except EOFError:
        print("\n(end of input - game abandoned)")
        sys.exit(0)


def print_roll(dice, roll_number):
    """Show the roll number, then each die as a picture and a number."""
    print(f"\nRoll {roll_number} of {MAX_ROLLS}:")
    for position, value in enumerate(dice, start=1):
        print(f"  Die {position}: {FACE_PICTURES[value]}  {value}")


def wants_another_roll():
    """Roll again? (y/n) - returns True or False."""
    while True:
        answer = prompt("Roll again? (y/n): ").lower()
        if answer == "y":
            return True
        if answer == "n":
            return False
        print("Please type y or n.")


def read_positions():
    """Ask for the positions to re-roll, e.g. '2 4' or '2,4'.

    Returns a set of positions (1-5). Positions cannot be repeated.
    """
    while True:
        answer = prompt("Which dice? (positions 1-5, e.g. 2 4): ")
        pieces = answer.replace(",", " ").split()
        positions = set()
        problem = None
        if not pieces:
            problem = "You have to give at least one position."
        for piece in pieces:
            if piece not in ("1", "2", "3", "4", "5"):
                problem = f"Positions must be numbers from 1 to {NUM_DICE}."
                break
            if int(piece) in positions:
                problem = "You listed the same die twice."
                break
            positions.add(int(piece))
        if problem is None:
            return positions
        print(problem)


def roll_phase():
    """The rolling part of a turn. Returns the final dice."""
    dice = [random.randint(1, 6) for _ in range(NUM_DICE)]
    roll_number = 1
    print_roll(dice, roll_number)
    while roll_number < MAX_ROLLS and wants_another_roll():
        for position in read_positions():
            dice[position - 1] = random.randint(1, 6)
        roll_number += 1
        print_roll(dice, roll_number)
    return dice


def points_for(dice, line_index):
    """Points the dice are worth on a line (0 = Ones, ..., 5 = Sixes)."""
    face = line_index + 1
    return face * dice.count(face)


def pick_open_line(dice, scores):
    """Show a menu of ONLY the open lines and let the player pick one.

    The menu is renumbered every turn, so '1' is the first open line.
    On the last turn there is only one line left, so it is picked
    automatically.
    """
    open_lines = [i for i in range(len(LINE_NAMES)) if scores[i] is None]
    if len(open_lines) == 1:
        only = open_lines[0]
        print(f"\nOnly {LINE_NAMES[only]} is left, so your score goes there.")
        return only

    print("\nOpen lines:")
    for number, line_index in enumerate(open_lines, start=1):
        print(f"  {number}) {LINE_NAMES[line_index]:<7} -> {points_for(dice, line_index)} points")
    choices = [str(number) for number in range(1, len(open_lines) + 1)]
    while True:
        answer = prompt(f"Pick one (1-{len(open_lines)}): ")
        if answer in choices:
            return open_lines[int(answer) - 1]
        print(f"Please enter a number from 1 to {len(open_lines)}.")


def print_scores(scores):
    """Print the whole score sheet with the total so far."""
    print("\n  Score sheet")
    print("  -----------")
    for index, name in enumerate(LINE_NAMES):
        shown = "-" if scores[index] is None else scores[index]
        print(f"  {name:<7}{shown:>4}")
    print(f"  {'Total':<7}{sum(s for s in scores if s is not None):>4}")


def main():
    scores = [None] * len(LINE_NAMES)
    print("=== YAHTZEE ===")
    for turn in range(1, len(LINE_NAMES) + 1):
        print(f"\n---------- Turn {turn} ----------")
        dice = roll_phase()
        line_index = pick_open_line(dice, scores)
        scores[line_index] = points_for(dice, line_index)
        print(f"{LINE_NAMES[line_index]}: {scores[line_index]} points.")
        print_scores(scores)
    print(f"\nGame over. Final score: {sum(scores)}")


if __name__ == "__main__":
    main()
