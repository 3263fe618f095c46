#!/usr/bin/env python3
# yahtzee.py - simplified Yahtzee, six turns on the lines Ones to Sixes.
#
# Written first in C, then carried over to Python: answers are read with
# sys.stdin.readline(64), as fgets into a buffer of 64 would read them.
# Each turn: roll five dice, re-roll any of them twice (their positions
# with no spaces, like 135, or 0 to keep all), then choose a line by its
# number.

import random
import sys
import time

NUM_DICE = 5
NUM_TURNS = 6
NUM_REROLLS = 2
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
BUFFER = 64


def read_answer(prompt):
    """Print the prompt and read one answer of at most 63 characters; None at end of input."""
    sys.stdout.write(prompt)
    sys.stdout.flush()
    text = sys.stdin.readline(BUFFER)
    if text == "":
        return None
    if not text.endswith("\n"):
        print("That answer is too long (at most 63 characters).")
        return ""  # the rest of the line is left for the next read
    return text.strip()


def parse_positions(text):
    """Return the positions (1-5) a packed answer names, 0 for none, or -1 if it is bad."""
    if text == "0":
        return []
    if text == "" or not text.isdigit():
        return -1
    positions = []
    i = 0
    while i < len(text):
        place = int(text[i])
        if place < 1 or place > NUM_DICE or place in positions:
            return -1
        positions.append(place)
        i += 1
    return positions


def ask_positions():
    """Ask which dice to re-roll until the answer is good; None at end of input."""
    while True:
        text = read_answer("Re-roll which dice (like 135, 0 keeps all)? ")
        if text is None:
            return None
        positions = parse_positions(text)
        if positions != -1:
            return positions
        if text != "":
            print("Type the positions 1-5 with no spaces, each once, or 0.")


def ask_line(used):
    """Ask for an open line's number until the answer is good; -1 at end of input."""
    while True:
        text = read_answer("Line number (1-6)? ")
        if text is None:
            return -1
        if len(text) == 1 and text in "123456":
            line = int(text) - 1
            if not used[line]:
                return line
            print(LINE_NAMES[line] + " is already used.")
        elif text != "":
            print("Type a line number from 1 to 6.")


def show_dice(dice):
    """Print the dice on one line."""
    print("Dice: " + " ".join(str(face) for face in dice))


def play_turn(used):
    """Play one turn; return (line, points), or (-1, 0) at end of input."""
    dice = [random.randint(1, 6) for _ in range(NUM_DICE)]
    show_dice(dice)
    rerolls = 0
    while rerolls < NUM_REROLLS:
        positions = ask_positions()
        if positions is None:
            return -1, 0
        if positions == []:
            break
        for place in positions:
            dice[place - 1] = random.randint(1, 6)
        show_dice(dice)
        rerolls += 1
    line = ask_line(used)
    if line == -1:
        return -1, 0
    points = 0
    for face in dice:
        if face == line + 1:
            points += face
    return line, points


def main():
    """Play six turns and print the total; return the exit status."""
    random.seed(time.time())
    used = [False] * len(LINE_NAMES)
    total = 0
    turn = 1
    while turn <= NUM_TURNS:
        print(f"\nTurn {turn} of {NUM_TURNS}")
        line, points = play_turn(used)
        if line == -1:
            print("\nInput ended.")
            return 0
        used[line] = True
        total += points
        print(f"{LINE_NAMES[line]}: {points} points. Total: {total}")
        turn += 1
    print(f"\nFinal score: {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
