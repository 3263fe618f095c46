#!/usr/bin/env python3
# Yahtzee homework - simplified single player game
#
# 6 turns, 5 dice, up to 2 re-rolls per turn, score lines Ones..Sixes.

import random
import sys

NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def read(prompt):
    """input() that ends the program cleanly when input is closed"""
    try:
        return input(prompt)
    except EOFError:
        sys.exit("\nInput closed - game aborted.")


def roll_dice(dice, positions):
    """roll the dice at the given positions (0-based) again"""
    for p in positions:
        dice[p] = random.randint(1, 6)


def show(dice):
    cells = []
    for i, value in enumerate(dice):
        cells.append(f" {i + 1}:{value} ")
    print("|" + "|".join(cells) + "|")
    print("(position:value)")


def want_reroll(roll_number):
    """ask if the player wants to change anything before roll 2 or 3"""
    while True:
        ans = read(f"Roll {roll_number}/3 - re-roll some dice? (y/n): ").strip().lower()
        if ans in ("y", "n"):
            return ans == "y"
        print("Just type y or n.")


def pick_positions():
    """ask which positions to re-roll, returns a list of 0-based positions"""
    while True:
        text = read("Which dice? (positions 1-5 separated by spaces): ")
        parts = text.split()
        if len(parts) == 0:
            print("You have to give at least one position.")
            continue
        positions = []
        ok = True
        for part in parts:
            if part not in ("1", "2", "3", "4", "5"):
                print(f"'{part}' is not a position from 1 to 5.")
                ok = False
                break
            if int(part) - 1 in positions:
                print(f"You listed {part} twice.")
                ok = False
                break
            positions.append(int(part) - 1)
        if ok:
            return positions


def score(dice, face):
    return face * dice.count(face)


def print_scores(scores):
    print()
    print("Score sheet:")
    for i in range(6):
        shown = "--" if scores[i] is None else str(scores[i])
        print(f"   {i + 1}. {NAMES[i]:<7} {shown}")


def choose_line(scores):
    """returns the index of the line the player wants to use"""
    while True:
        text = read("Choose a line for this turn (1-6): ").strip()
        try:
            choice = int(text)
        except ValueError:
            print("Please type a number.")
            continue
        if choice > 6:
            print("There are only 6 lines.")
            continue
        index = choice - 1
        if scores[index] is not None:
            print(NAMES[index], "is already taken.")
            continue
        return index


def turn(number, scores):
    print()
    print(f"======== TURN {number} ========")
    dice = [0, 0, 0, 0, 0]
    roll_dice(dice, range(5))
    show(dice)
    for roll_number in (2, 3):
        if want_reroll(roll_number):
            roll_dice(dice, pick_positions())
        show(dice)
    print_scores(scores)
    index = choose_line(scores)
    scores[index] = score(dice, index + 1)
    print(f"You scored {scores[index]} on {NAMES[index]}.")


def main():
    random.seed()
    scores = [None] * 6
    print("YAHTZEE - upper section only")
    for number in range(1, 7):
        turn(number, scores)
    print_scores(scores)
    print()
    print(f"Total: {sum(scores)}")


main()
