#!/usr/bin/env python3
# yahtzee.py -- simplified Yahtzee: six turns, the lines Ones to Sixes.
#
# Each turn: roll five dice, re-roll any of them up to twice (their
# positions with commas, like 1,3), then put the dice on an open line by
# its number. At the end a table shows each line's points beside the most
# that line could have scored.

import random
import time

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
DICE = 5
TURNS = 6
REROLLS = 2
LONGEST = 40


class InputOver(Exception):
    """The player's input has ended."""


def ask(prompt):
    """Return one answer with the spaces at its ends removed."""
    try:
        return input(prompt).strip()
    except EOFError:
        raise InputOver() from None


def show_dice(roll, dice):
    """Print the roll's number and its dice."""
    print(f"  roll {roll}: dice " + " ".join(str(face) for face in dice))


def parse_positions(text):
    """Return (positions, reason) for an answer like 1,3 (empty keeps all)."""
    if len(text) > LONGEST:
        return None, "That answer is too long."
    if not text:
        return [], None
    parts = [part.strip() for part in text.split(",")]
    if not all(part.isdigit() and len(part) == 1 for part in parts):
        return None, "Type positions 1-5 with commas between, like 1,3."
    positions = [int(part) for part in parts]
    if any(not 1 <= place <= DICE for place in positions):
        return None, "Positions go from 1 to 5."
    if len(set(positions)) != len(positions):
        return None, "Each position may be given once."
    return positions, None


def parse_line(text, sheet):
    """Return (line, reason) for the number of an open line."""
    if len(text) > LONGEST or not text.isdigit() or len(text) != 1:
        return None, "Type a line number from 1 to 6."
    line = int(text) - 1
    if not 0 <= line < len(LINES):
        return None, "Type a line number from 1 to 6."
    if sheet[line] is not None:
        return None, f"{LINES[line]} already has points."
    return line, None


def ask_until(prompt, parse, *args):
    """Ask until parse accepts the answer; return what it gives."""
    while True:
        value, reason = parse(ask(prompt), *args)
        if reason is None:
            return value
        print("  " + reason)


def roll_turn():
    """Roll the dice and let the player re-roll twice; return the dice."""
    dice = [random.randint(1, 6) for _ in range(DICE)]
    show_dice(1, dice)
    for roll in range(2, REROLLS + 2):
        prompt = "  Re-roll which dice? (e.g. 1,3 - Enter keeps all): "
        positions = ask_until(prompt, parse_positions)
        if not positions:
            break
        for place in positions:
            dice[place - 1] = random.randint(1, 6)
        show_dice(roll, dice)
    return dice


def choose_line(dice, sheet):
    """Show the open lines with their points; return the line chosen."""
    for index, name in enumerate(LINES):
        if sheet[index] is None:
            points = sum(face for face in dice if face == index + 1)
            print(f"    {index + 1} {name:<7} {points:>3}")
    return ask_until("  Line number: ", parse_line, sheet)


def print_table(sheet):
    """Print each line's points beside the most it could score, and the totals."""
    print("\n  Line     | Points | Maximum")
    print("  ---------+--------+--------")
    for index, name in enumerate(LINES):
        print(f"  {name:<8} | {sheet[index]:>6} | {(index + 1) * DICE:>7}")
    print("  ---------+--------+--------")
    most = sum((index + 1) * DICE for index in range(len(LINES)))
    print(f"  Total    | {sum(sheet):>6} | {most:>7}")


def main():
    """Play a game seeded from the clock; stop quietly when input ends."""
    random.seed(time.time())
    sheet = [None] * len(LINES)
    try:
        for turn in range(1, TURNS + 1):
            print(f"\n== turn {turn} of {TURNS} ==")
            dice = roll_turn()
            line = choose_line(dice, sheet)
            sheet[line] = sum(face for face in dice if face == line + 1)
            print(f"  {LINES[line]} gets {sheet[line]}.")
    except InputOver:
        print("\nNo more input; the game stops.")
        return
    print_table(sheet)


if __name__ == "__main__":
    main()
