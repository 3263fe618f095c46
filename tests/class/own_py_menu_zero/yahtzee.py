#!/usr/bin/env python3
# Yahtzee homework (simplified version, ones through sixes only)
# Six turns, each turn: roll 5 dice, up to 2 re-rolls, then score one line.

import random
import sys

DICE = 5
TURNS = 6
MAX_REROLLS = 2
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def get_input(message):
    # Wrapper around input() so the game ends cleanly when input runs out
    try:
        return input(message)
    except EOFError:
        print("\nInput ended, goodbye.")
        sys.exit(0)


def roll():
    # one die
    return random.randint(1, 6)


def print_dice(dice, roll_number):
    # Show the dice in brackets with their positions under them
    line = "Roll " + str(roll_number) + " of 3:  "
    for value in dice:
        line += "[" + str(value) + "] "
    print(line)
    positions = " " * len("Roll 1 of 3:  ")
    for position in range(1, DICE + 1):
        positions += " " + str(position) + "  "
    print(positions)


def menu_choice():
    # Ask whether to re-roll or to score. Returns True to re-roll.
    while True:
        print("What next?")
        print("  1) Re-roll some dice")
        print("  2) Keep these and score")
        choice = get_input("Choice: ").strip()
        if choice == "1":
            return True
        if choice == "2":
            return False
        print("Please enter 1 or 2.")


def ask_positions():
    # Ask which dice to re-roll. Returns a list of positions (1-5).
    while True:
        text = get_input("Which dice? Give their positions separated by spaces (e.g. 1 3 5): ")
        pieces = text.split()
        if len(pieces) == 0:
            print("You need to pick at least one die (or choose 2 in the menu to score).")
            continue
        positions = []
        ok = True
        for piece in pieces:
            try:
                number = int(piece)
            except ValueError:
                ok = False
                break
            if number > DICE:
                ok = False
                break
            if number not in positions:
                positions.append(number)
        if ok:
            return positions
        print("Positions have to be numbers from 1 to 5.")


def reroll_positions(dice, positions):
    # Re-roll the dice at the given positions (1 = first die)
    for position in positions:
        dice[position - 1] = roll()


def score(dice, line):
    # Score for a line: line 0 is Ones, line 5 is Sixes
    face = line + 1
    points = 0
    for value in dice:
        if value == face:
            points += value
    return points


def print_sheet(sheet):
    # Show all six lines with their number so the player can pick one
    print("Score sheet:")
    for i in range(6):
        if sheet[i] is None:
            print("  " + str(i + 1) + ". " + LINE_NAMES[i].ljust(7) + " ---")
        else:
            print("  " + str(i + 1) + ". " + LINE_NAMES[i].ljust(7) + " " + str(sheet[i]))


def choose_line(sheet):
    # Ask for a line number until we get an unused line. Returns index 0-5.
    while True:
        text = get_input("Score on which line? (1-6): ").strip()
        try:
            number = int(text)
        except ValueError:
            print("That isn't a number.")
            continue
        if number < 1 or number > 6:
            print("Pick a line from 1 to 6.")
        elif sheet[number - 1] is not None:
            print(LINE_NAMES[number - 1] + " is already used, pick another one.")
        else:
            return number - 1


def play_turn(turn, sheet):
    # Play one turn and put the score on the sheet
    print("\n======== TURN " + str(turn) + " ========")
    dice = [roll() for _ in range(DICE)]
    roll_number = 1
    print_dice(dice, roll_number)
    while roll_number <= MAX_REROLLS and menu_choice():
        positions = ask_positions()
        reroll_positions(dice, positions)
        roll_number += 1
        print_dice(dice, roll_number)
    print_sheet(sheet)
    line = choose_line(sheet)
    sheet[line] = score(dice, line)
    print("Put " + str(sheet[line]) + " on " + LINE_NAMES[line] + ".")


def main():
    random.seed()
    sheet = [None] * 6
    print("*** YAHTZEE ***")
    for turn in range(1, TURNS + 1):
        play_turn(turn, sheet)
    print("\nGAME OVER")
    print_sheet(sheet)
    print("Final score: " + str(sum(sheet)))


main()
