#!/usr/bin/env python3
# yahtzee.py -- simplified Yahtzee: six turns, upper lines only.
#
# The dice are drawn in a column on the left, one die a line, and the
# score sheet in a column beside them. Each turn: roll five dice, re-roll
# any of them up to twice (name the positions, or 'stop'), then choose an
# open line by its name. Every answer is checked before it is used.

import random
import time

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
DICE = 5
TURNS = 6
ROLLS = 3
LONGEST = 50


class NoMoreInput(Exception):
    """The player's input has ended."""


def ask(prompt):
    """Return one answer, without spaces at its ends."""
    try:
        return input(prompt).strip()
    except EOFError:
        raise NoMoreInput() from None


def board_rows(dice, sheet):
    """Return the board's lines: the dice on the left, the sheet on the right."""
    left = ["DICE", "----"] + [f"die {place + 1} :  {face}" for place, face in enumerate(dice)]
    right = ["SHEET", "-----"]
    right += [f"{name:<7}{'.' * 6} {'-' if sheet[i] is None else sheet[i]:>3}" for i, name in
              enumerate(LINES)]  # fmt: skip
    left += [""] * (len(right) - len(left))
    return [f"  {dice_side:<16}{sheet_side}" for dice_side, sheet_side in zip(left, right)]


def show_board(turn, roll, dice, sheet):
    """Print the turn's banner and the board."""
    print(f"\n---- Turn {turn} of {TURNS}, roll {roll} of {ROLLS} ----")
    print("\n".join(board_rows(dice, sheet)))


def parse_positions(text):
    """Return (positions, reason): the dice to re-roll, from '1 3 5' or 'stop'."""
    if len(text) > LONGEST:
        return None, "That is too long."
    if text.lower() == "stop":
        return [], None
    words = text.split()
    if not words or not all(word in "12345" and len(word) == 1 for word in words):
        return None, "Name dice by their positions 1-5 with spaces, or type stop."
    if len(set(words)) != len(words):
        return None, "Each die may be named only once."
    return [int(word) for word in words], None


def parse_line(text, sheet):
    """Return (line, reason): the index of an open line named by text."""
    if len(text) > LONGEST:
        return None, "That is too long."
    names = [name.lower() for name in LINES]
    if text.lower() not in names:
        return None, f"There is no line called '{text}'."
    line = names.index(text.lower())
    if sheet[line] is not None:
        return None, f"{LINES[line]} is used already."
    return line, None


def ask_until(prompt, parse, *args):
    """Ask until parse accepts the answer; return what it gives."""
    while True:
        value, reason = parse(ask(prompt), *args)
        if reason is None:
            return value
        print(reason)


def play_turn(turn, sheet):
    """Play one turn and return the line chosen and its points."""
    dice = [random.randint(1, 6) for _ in range(DICE)]
    for roll in range(1, ROLLS + 1):
        show_board(turn, roll, dice, sheet)
        if roll == ROLLS:
            break
        positions = ask_until("Re-roll which positions? (like 1 3 5, or stop): ", parse_positions)
        if not positions:
            break
        for place in positions:
            dice[place - 1] = random.randint(1, 6)
    line = ask_until("Line to score (its name): ", parse_line, sheet)
    return line, sum(face for face in dice if face == line + 1)


def main():
    """Play a game, seeded from the clock; stop quietly when input ends."""
    random.seed(time.time())
    sheet, total = [None] * len(LINES), 0
    try:
        for turn in range(1, TURNS + 1):
            line, points = play_turn(turn, sheet)
            sheet[line] = points
            print(f"{LINES[line]} takes {points}. Running total: {total}")
            total += points
    except NoMoreInput:
        print("\nInput ended. Bye.")
        return
    print(f"\nFinal score: {sum(sheet)}")


if __name__ == "__main__":
    main()
