#!/usr/bin/env python3
"""Yahtzee (simplified) - CSC 161 homework

Author: Chris Nakamura

Rules: 6 turns. Each turn you roll five dice, then you may roll again
up to two times, choosing die by die which ones to reroll. Finally you
write the score in a line (1 = ones ... 6 = sixes) that is still empty.
"""

import random
import sys

NUMBER_OF_DICE = 5
NUMBER_OF_TURNS = 6
MAX_REROLLS = 2
DIE_NAMES = ["A", "B", "C", "D", "E"]
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def get_input(prompt):
    """Wrapper around input() that exits if there is no more input."""
    try:
        return input(prompt)
    except EOFError:
        print()
        print("Input closed, ending the game.")
        sys.exit(0)


def ask_yes_no(question):
    """Ask a yes/no question until the answer is y or n. Returns True for yes."""
    while True:
        answer = get_input(question + " (y/n): ").strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y or n.")


def roll_die():
    """One random die roll."""
    return random.randint(1, 6)


def display_dice(dice):
    """Show each die on its own line, labelled with a letter."""
    for name, value in zip(DIE_NAMES, dice):
        print("  Die " + name + ": " + str(value))


def reroll_round(dice):
    """Go through the dice one at a time and reroll the ones the player wants."""
    for index in range(NUMBER_OF_DICE):
        question = "Reroll die " + DIE_NAMES[index] + " (showing " + str(dice[index]) + ")?"
        if ask_yes_no(question):
            dice[index] = roll_die()


def score_line(dice, line_index):
    """Sum of all dice showing the face for this line."""
    face = line_index + 1
    total = 0
    for value in dice:
        if value == face:
            total += face
    return total


def display_score_sheet(scores):
    """Print the score sheet as a small table."""
    print()
    print("+----+--------+-------+")
    print("| #  | Line   | Score |")
    print("+----+--------+-------+")
    for index, name in enumerate(LINE_NAMES):
        value = "" if scores[index] is None else str(scores[index])
        print(f"| {index + 1:<2} | {name:<6} | {value:>5} |")
    print("+----+--------+-------+")


def choose_line(scores):
    """Ask for an empty line number between 1 and 6. Returns its index."""
    while True:
        text = get_input("Which line do you want to fill in (1-6)? ").strip()
        try:
            number = int(text)
        except ValueError:
            print("That's not a number. Type 1 to 6.")
            continue
        if number < 1 or number > len(LINE_NAMES):
            print("There is no line", number, "- type 1 to 6.")
        elif scores[number - 1] is not None:
            print("Line", number, "(" + LINE_NAMES[number - 1] + ") is already filled in.")
        else:
            return number - 1


def play_turn(turn, scores):
    """Plays one turn and writes the result on the score sheet."""
    print()
    print("=== Turn " + str(turn) + " of " + str(NUMBER_OF_TURNS) + " ===")
    dice = [roll_die() for _ in range(NUMBER_OF_DICE)]
    print("Your dice:")
    display_dice(dice)

    rerolls_used = 0
    while rerolls_used < MAX_REROLLS and ask_yes_no("Roll again?"):
        reroll_round(dice)
        rerolls_used += 1
        print("After reroll " + str(rerolls_used) + ":")
        display_dice(dice)

    display_score_sheet(scores)
    line = choose_line(scores)
    scores[line] = score_line(dice, line)
    print("You got " + str(scores[line]) + " in " + LINE_NAMES[line] + ".")


def main():
    """Run the whole game."""
    random.seed()
    print("Welcome to Yahtzee!")
    scores = [None] * len(LINE_NAMES)
    for turn in range(1, NUMBER_OF_TURNS + 1):
        play_turn(turn, scores)

    display_score_sheet(scores)
    print("Final score: " + str(sum(scores)))


if __name__ == "__main__":
    main()
