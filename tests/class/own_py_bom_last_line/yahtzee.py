# -*- coding: utf-8 -*-  # noqa: UP009 (as handed in, from Windows)
# yahtzee.py
# CSC 161 Yahtzee homework (simplified: only Ones to Sixes, 6 turns)
# Saved from Notepad++ / IDLE on Windows: C:\Users\sam\Desktop\csc161\yahtzee.py
# The boxes use the line-drawing characters from code page 437.

import os
import random
import sys
import time

NUMBER_OF_TURNS = 6
NUMBER_OF_DICE = 5
LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
SHORT_NAMES = ["1s", "2s", "3s", "4s", "5s", "6s"]
MAX_LENGTH = 20


def setup_console():
    """Make the box characters print properly and set the window title."""
    # cmd.exe printed garbage for the boxes until I added this
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")
    if os.name == "nt":
        os.system("title Yahtzee")


def roll_die():
    """One random die from 1 to 6."""
    return random.randint(1, 6)


def draw_dice(dice):
    """Draw the dice in a row of boxes with the position in the top edge."""
    top = "╥".join(f"─{position}─" for position in range(1, NUMBER_OF_DICE + 1))
    middle = "║".join(f" {value} " for value in dice)
    bottom = "╨".join("───" for _ in dice)
    print("  ╓" + top + "╖")
    print("  ║" + middle + "║")
    print("  ╙" + bottom + "╜")


def read_keep_answer(answer):
    """Check an answer to 'which dice to keep'.

    Returns (set of positions 0-4 to keep, "") or (None, reason).
    """
    answer = answer.strip().lower()
    if answer == "":
        return None, "Type the dice to keep, or 'all' / 'none'."
    if len(answer) > MAX_LENGTH:
        return None, "That is too long for an answer."
    if answer == "all":
        return set(range(NUMBER_OF_DICE)), ""
    if answer == "none":
        return set(), ""

    keep = set()
    for character in answer.replace(" ", ""):
        if character not in "12345":
            return None, f"'{character}' is not a die number (1-5)."
        position = int(character) - 1
        if position in keep:
            return None, f"Die {character} is in your answer twice."
        keep.add(position)
    return keep, ""


def ask_keep():
    """Ask which dice to keep until the answer is valid."""
    while True:
        answer = input("Keep which dice? (numbers like 145, or 'all' / 'none'): ")
        keep, reason = read_keep_answer(answer)
        if keep is not None:
            return keep
        print(reason)


def reroll_others(dice, keep):
    """Re-roll every die whose position is not in keep."""
    for position in range(NUMBER_OF_DICE):
        if position not in keep:
            dice[position] = roll_die()


def line_score(dice, line):
    """Add up the dice that show the number of this line."""
    number = LINES.index(line) + 1
    return sum(die for die in dice if die == number)


def draw_sheet(sheet):
    """Draw the score sheet in a double-line box."""
    print("  ╔══════════════════╗")
    for line, short in zip(LINES, SHORT_NAMES):
        value = "  " if sheet[line] is None else f"{sheet[line]:2d}"
        print(f"  ║ {short} {line:<8}  {value}  ║")
    print("  ╚══════════════════╝")


def read_line_answer(answer, choices):
    """Check an answer to 'which line'. Returns (line, "") or (None, reason)."""
    answer = answer.strip().lower()
    if answer == "":
        return None, "Please type a line, like 'fours' or '4s'."
    if len(answer) > MAX_LENGTH:
        return None, "That is too long for an answer."
    for line, short in zip(LINES, SHORT_NAMES):
        if answer in (line.lower(), short):
            if line in choices:
                return line, ""
            return None, f"{line} already has a score."
    return None, f"There is no line called '{answer}'."


def ask_line(choices):
    """Ask for one of the open lines until a good one is given."""
    while True:
        answer = input("Score it on which line? (e.g. 'fours' or '4s'): ")
        line, reason = read_line_answer(answer, choices)
        if line is not None:
            return line
        print(reason)


def play_turn(turn, sheet):
    """Play one turn. Returns the points scored this turn."""
    print(f"\n═══════════ Turn {turn} of {NUMBER_OF_TURNS} ═══════════")
    dice = [roll_die() for _ in range(NUMBER_OF_DICE)]
    print("First roll:")
    draw_dice(dice)
    for chance in (1, 2):
        reroll_others(dice, ask_keep())
        print(f"After re-roll {chance}:")
        draw_dice(dice)

    draw_sheet(sheet)
    choices = [line for line in LINES if sheet[line] is None]
    points = 0
    if len(choices) == 1:
        # last turn: there is no choice to make
        line = choices[0]
        points = line_score(dice, line)
        sheet[line] = points
        print(f"{line} is the only line left, it gets {sheet[line]}.")
    else:
        line = ask_line(choices)
        points = line_score(dice, line)
        sheet[line] = points
        print(f"{points} points go on {line}.")
    return points


def main():
    setup_console()
    random.seed(time.time())  # seed from the clock
    print("╔═════════════════════════╗")
    print("║   Y A H T Z E E   161   ║")
    print("╚═════════════════════════╝")

    sheet = {line: None for line in LINES}
    total = 0
    try:
        for turn in range(1, NUMBER_OF_TURNS + 1):
            total += play_turn(turn, sheet)
            if turn < NUMBER_OF_TURNS:
                input("Press Enter to continue...")
    except EOFError:
        print("\nInput ended, goodbye.")
        return

    print("\nFinal score sheet:")
    draw_sheet(sheet)
    print(f"Total score: {total}")


if __name__ == "__main__":
    main()
