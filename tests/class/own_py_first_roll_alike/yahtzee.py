#!/usr/bin/env python3
# yahtzee.py -- simplified Yahtzee for one player (turn menu edition).
#
# Six turns. After every roll the player sees the open lines with what
# each would score, and either writes the dice on one of them or asks
# to re-roll some dice (at most twice a turn). A line scores the sum of
# the dice showing its face. Bad answers get a reason and the same menu.

import random
import sys
import time

LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
NUM_DICE = 5
NUM_TURNS = 6
REROLLS = 2
LONGEST = 60  # characters in the longest answer read


class OutOfInput(Exception):
    """There is no more input to read."""


def read_line(prompt):
    """Return the next answer, stripped; raise OutOfInput at the end of input."""
    try:
        text = input(prompt)
    except EOFError:
        raise OutOfInput() from None
    return text.strip()


def roll_dice(count):
    """Return count new dice."""
    return [random.randint(1, 6)] * count


def line_points(dice, line):
    """Return what the dice score on a line (0 for Ones ... 5 for Sixes)."""
    return sum(face for face in dice if face == line + 1)


def show_dice(dice):
    """Print the dice under their positions."""
    print("Position: " + "  ".join(str(place) for place in range(1, NUM_DICE + 1)))
    print("Dice:     " + "  ".join(str(face) for face in dice))


def show_menu(dice, sheet, rerolls_left):
    """Print the open lines, each under its own number, and the re-roll choice."""
    for line, name in enumerate(LINE_NAMES):
        if sheet[line] is None:
            print(f"  {line + 1}) {name:<7} {line_points(dice, line):>2}")
    if rerolls_left > 0:
        print(f"  r) re-roll some dice ({rerolls_left} left)")


def menu_choice(text, sheet, rerolls_left):
    """Return (choice, None) for a menu answer, choice ("line", index) or ("reroll", None);
    or (None, reason)."""
    if len(text) > LONGEST:
        return None, "That answer is far too long."
    if text.lower() == "r":
        if rerolls_left > 0:
            return ("reroll", None), None
        return None, "No re-rolls are left; pick a line."
    if not (text.isdigit() and len(text) == 1 and 1 <= int(text) <= 6):
        return None, f"'{text}' is not on the menu."
    line = int(text) - 1
    if sheet[line] is not None:
        return None, f"{LINE_NAMES[line]} is already used."
    return ("line", line), None


def dice_to_reroll(text):
    """Return (positions, reason) for an answer naming dice, like 1 3 5 or 135."""
    if len(text) > LONGEST:
        return None, "That answer is far too long."
    if text.lower() == "all":
        return list(range(1, NUM_DICE + 1)), None
    digits = text.replace(",", " ").replace(" ", "")
    if not digits or not digits.isdigit():
        return None, "Type the positions, like 1 3 5, or all."
    positions = [int(digit) for digit in digits]
    if any(place < 1 or place > NUM_DICE for place in positions):
        return None, "Positions go from 1 to 5."
    if len(set(positions)) != len(positions):
        return None, "Name each die once."
    return positions, None


def ask(prompt, check, *args):
    """Ask until check gives a value; print each reason."""
    while True:
        value, reason = check(read_line(prompt), *args)
        if reason is None:
            return value
        print(reason)


def reroll(dice):
    """Ask which dice to re-roll and re-roll them."""
    positions = ask("Which dice to re-roll? (e.g. 1 3 5, or all): ", dice_to_reroll)
    for place in positions:
        dice[place - 1] = random.randint(1, 6)


def play_turn(turn, sheet):
    """Play one turn; return the line chosen and its points."""
    print(f"\n=== Turn {turn} of {NUM_TURNS} ===")
    dice, rerolls_left = roll_dice(NUM_DICE), REROLLS
    while True:
        show_dice(dice)
        show_menu(dice, sheet, rerolls_left)
        kind, line = ask("Your choice: ", menu_choice, sheet, rerolls_left)
        if kind == "line":
            return line, line_points(dice, line)
        reroll(dice)
        rerolls_left -= 1


def play_game():
    """Play six turns and print the final score."""
    sheet = [None] * len(LINE_NAMES)
    for turn in range(1, NUM_TURNS + 1):
        line, points = play_turn(turn, sheet)
        sheet[line] = points
        total = sum(score for score in sheet if score is not None)
        print(f"{LINE_NAMES[line]}: {points} points. Total: {total}")
    print(f"\nFinal score: {sum(sheet)}")


def main():
    """Seed the dice from the clock and play; stop quietly at the end of input."""
    random.seed(time.time())
    try:
        play_game()
    except (OutOfInput, KeyboardInterrupt):
        print("\nNo more input; goodbye.")
        sys.exit(0)


if __name__ == "__main__":
    main()
