#!/usr/bin/env python3
# Yahtzee (simplified) - homework
# 6 turns, 5 dice, up to 3 rolls per turn, score lines 1 through 6.
# For each re-roll the program asks about every die one at a time.

import random
import sys

NUMBER_OF_DICE = 5
NUMBER_OF_TURNS = 6
ROLLS_PER_TURN = 3
LINE_LABELS = ["1s", "2s", "3s", "4s", "5s", "6s"]


def read_answer(question):
    """Return what the user typed (trimmed). Exit cleanly at end of input."""
    try:
        return input(question).strip()
    except EOFError:
        print("\nEnd of input - stopping the game.")
        sys.exit(0)


def yes_or_no(question):
    """Ask until the answer is y or n. Returns True for y."""
    while True:
        answer = read_answer(question).lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("    (please answer y or n)")


def display_dice(dice, roll_number):
    """Print the dice in a column, numbered."""
    print("Roll #" + str(roll_number) + ":")
    for position, value in enumerate(dice, start=1):
        print("  " + str(position) + ") " + str(value))


def reroll_some(dice):
    """Ask about each die and roll the ones the player says yes to."""
    chosen = []
    for position, value in enumerate(dice, start=1):
        question = "Re-roll die " + str(position) + " (showing " + str(value) + ")? [y/n] "
        if yes_or_no(question):
            chosen.append(position - 1)
    for index in chosen:
        dice[index] = random.randint(1, 6)
    if not chosen:
        print("Keeping all the dice.")


def points_for_line(dice, line_number):
    """Points for line 1-6: sum of dice equal to the line number."""
    return sum(value for value in dice if value == line_number)


def ask_line_number(scores):
    """Ask for an open line by number 1-6, refusing bad or used numbers."""
    while True:
        answer = read_answer("Which line (1-6) do you want to score? ")
        if answer not in ("1", "2", "3", "4", "5", "6"):
            print("That's not a line number. Type 1, 2, 3, 4, 5 or 6.")
        elif scores[int(answer) - 1] is not None:
            print("Line " + answer + " already has a score.")
        else:
            return int(answer)


def pick_line(scores):
    """Return the line number to use. The last open line is used automatically."""
    open_lines = [number for number in range(1, 7) if scores[number - 1] is None]
    if len(open_lines) == 1:
        print("Line " + str(open_lines[0]) + " is the only one left - using it.")
        return open_lines[0]
    return ask_line_number(scores)


def sheet_text(scores):
    """One-line summary of the score sheet, e.g. 1s=3  2s=_  ..."""
    parts = []
    for label, score in zip(LINE_LABELS, scores):
        if score is None:
            parts.append(label + "=_")
        else:
            parts.append(label + "=" + str(score))
    total = sum(score for score in scores if score is not None)
    return "  ".join(parts) + "   | total " + str(total)


def play_one_turn(turn_number, scores):
    """Roll, re-roll twice, and score one turn."""
    print("\n----- TURN " + str(turn_number) + " / " + str(NUMBER_OF_TURNS) + " -----")
    dice = [random.randint(1, 6) for _ in range(NUMBER_OF_DICE)]
    display_dice(dice, 1)
    for roll_number in range(2, ROLLS_PER_TURN + 1):
        reroll_some(dice)
        display_dice(dice, roll_number)
    line_number = pick_line(scores)
    scores[line_number - 1] = points_for_line(dice, line_number)
    print("Line " + str(line_number) + " gets " + str(scores[line_number - 1]) + " points.")
    print("Sheet: " + sheet_text(scores))


def main():
    random.seed()
    print("Welcome to Yahtzee!")
    scores = [None] * len(LINE_LABELS)
    for turn_number in range(1, NUMBER_OF_TURNS + 1):
        play_one_turn(turn_number, scores)
    print("\nGame finished! Total score: " + str(sum(scores)))


main()
