#!/usr/bin/env python3
# Simplified Yahtzee -- evening section homework
# 6 turns. Each turn: roll 5 dice, re-roll up to two times, then pick a line.
# The dice are shown by name under their numbers: [1] four  [2] two ...

import random
import sys

# ANSI colour codes to make the game look nicer in the terminal
BOLD = "\033[1m"
CYAN = "\033[1;36m"
YELLOW = "\033[1;33m"
GREEN = "\033[32m"
RED = "\033[31m"
RESET = "\033[0m"

LINE_NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
FACE_NAMES = ["one", "two", "three", "four", "five", "six"]
NUM_TURNS = 6
MAX_ROLLS = 3


def read(prompt):
    """input() that ends the program quietly when the input runs out."""
    try:
        return input(prompt).strip()
    except EOFError:
        print(RESET)
        sys.exit(0)


def complain(message):
    print(RED + message + RESET)


def print_dice(dice, roll_no):
    text = "   ".join(f"[{i + 1}] {YELLOW}{FACE_NAMES[d - 1]}{RESET}" for i, d in enumerate(dice))
    print(f"Roll {roll_no} of {MAX_ROLLS}:  {text}")


def ask_number(prompt, low, high):
    """Ask until the player types a whole number from low to high."""
    while True:
        answer = read(prompt)
        if answer.isdigit() and low <= int(answer) <= high:
            return int(answer)
        complain(f"Please type a number from {low} to {high}.")


def ask_positions(how_many):
    """Ask for how_many die positions, one at a time."""
    chosen = []
    while len(chosen) < how_many:
        pos = ask_number(f"Which die? (position 1-5, {how_many - len(chosen)} to go): ", 1, 5)
        chosen.append(pos)
    return chosen


# Roll the dice, then let the player re-roll any of them twice.
def take_turn_rolls():
    dice = [random.randint(1, 6) for _ in range(5)]
    print_dice(dice, 1)
    for roll_no in range(2, MAX_ROLLS + 1):
        count = ask_number("How many dice do you want to re-roll? (0-5): ", 0, 5)
        if count == 0:
            break
        for pos in ask_positions(count):
            dice[pos - 1] = random.randint(1, 6)
        print_dice(dice, roll_no)
    return dice


def points_for(dice, line):
    face = line + 1
    return sum(d for d in dice if d == face)


def ask_line(scores):
    """Ask for a line by name or by number. Returns its index."""
    while True:
        answer = read("Pick a line - type its name or number (e.g. 'fours' or 4): ").lower()
        if answer.isdigit() and 1 <= int(answer) <= 6:
            line = int(answer) - 1
        elif answer in LINE_NAMES:
            line = LINE_NAMES.index(answer)
        else:
            complain("That is not a line on the score sheet.")
            continue
        if scores[line] is not None:
            complain(f"{LINE_NAMES[line].capitalize()} has already been used.")
        else:
            return line


# Print the score sheet: each line and what it scored.
def print_sheet(scores, dice):
    print(BOLD + "  #  Line     Score" + RESET)
    for i, name in enumerate(LINE_NAMES):
        if scores[i] is None:
            print(f"  {i + 1}  {name.capitalize():<8} open (now {points_for(dice, i)})")
        else:
            print(f"  {i + 1}  {GREEN}{name.capitalize():<8} {scores[i]}{RESET}")
    total = sum(s for s in scores if s is not None)
    print(BOLD + f"     Total    {total}" + RESET)


# Play six turns, then print the final score.
def main():
    scores = [None] * 6
    print(CYAN + "Welcome to Yahtzee!" + RESET)
    for turn in range(1, NUM_TURNS + 1):
        print()
        print(CYAN + f"== Turn {turn}/{NUM_TURNS} ==" + RESET)
        dice = take_turn_rolls()
        print_sheet(scores, dice)
        line = ask_line(scores)
        scores[line] = points_for(dice, line)
        print(f"{scores[line]} points go on {LINE_NAMES[line].capitalize()}.")
    print()
    print_sheet(scores, [0] * 5)
    total = sum(scores)
    print(CYAN + f"Final score: {total}" + RESET)


if __name__ == "__main__":
    main()
