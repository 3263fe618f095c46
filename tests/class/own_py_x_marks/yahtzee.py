"""
yahtzee.py  --  simplified Yahtzee (upper section only)

How to play:
  * 6 turns, 5 dice.
  * After each roll you get a line that looks like
        dice:  42611
      reroll:  _
    and you type one character under each die: x to re-roll that die or
    . (a dot) to keep it.  For example  x..x.  re-rolls the first and the
    fourth die.  Pressing Enter on its own keeps all the dice.
  * You get two re-rolls per turn, then you pick a line on the score sheet
    by typing its name or just the first letters (on, tw, th, fo, fi, si).
"""

import random
import sys

NUMBER_OF_DICE = 5
NUMBER_OF_TURNS = 6
REROLLS_PER_TURN = 2

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def read_input(prompt):
    """input() that ends the game cleanly if there is no more input."""
    try:
        return input(prompt)
    except EOFError:
        print("\n[no more input, game stopped]")
        sys.exit(0)


def roll_dice(count):
    """Return a list of count random die values."""
    return [random.randint(1, 6) for _ in range(count)]


def show_dice(dice):
    """Print the dice as one block of digits so the x/. line fits under it."""
    print("    dice:  " + "".join(str(d) for d in dice))


def read_reroll_pattern():
    """Ask for an x/. pattern until it is valid.

    Returns a list of True/False (True = re-roll that die), or None if the
    player pressed Enter to keep all the dice.
    """
    while True:
        pattern = read_input("  reroll:  ").strip().lower()
        if pattern == "":
            return None
        if len(pattern) == NUMBER_OF_DICE and all(ch in "x." for ch in pattern):
            return [ch == "x" for ch in pattern]
        print("Type exactly 5 characters, x = re-roll and . = keep (like x..x.),")
        print("or just press Enter to keep everything.")


def reroll(dice, pattern):
    """Give a new value to every die marked True in pattern."""
    for i in range(NUMBER_OF_DICE):
        if pattern[i]:
            dice[i] = random.randint(1, 6)


def score_for(dice, line_number):
    """Points the dice are worth on a line (line_number 0 = Ones)."""
    face = line_number + 1
    return face * dice.count(face)


def print_table(sheet):
    """Print the score sheet as a little table with a running total."""
    print("  +--------+-------+")
    print("  | Line   | Score |")
    print("  +--------+-------+")
    total = 0
    for i in range(len(LINES)):
        if sheet[i] is None:
            shown = "-"
        else:
            shown = str(sheet[i])
            total += sheet[i]
        print("  | " + LINES[i].ljust(6) + " | " + shown.rjust(5) + " |")
    print("  +--------+-------+")
    print("  | Total  | " + str(total).rjust(5) + " |")
    print("  +--------+-------+")


def match_line(text):
    """Find the lines whose name starts with text. Returns a list of indexes."""
    matches = []
    for i in range(len(LINES)):
        if LINES[i].lower().startswith(text):
            matches.append(i)
    return matches


def pick_line(sheet):
    """Ask which line to use until the answer names exactly one open line."""
    while True:
        answer = read_input("Score this on which line? (name or first letters, e.g. fo): ")
        answer = answer.strip().lower()
        if answer == "":
            print("Please type something.")
            continue
        matches = match_line(answer)
        if len(matches) == 0:
            print("No line starts with '" + answer + "'.")
        elif len(matches) > 1:
            names = [LINES[i] for i in matches]
            print("That could be " + " or ".join(names) + ". Type a few more letters.")
        elif sheet[matches[0]] is not None:
            print(LINES[matches[0]] + " is already used.")
        else:
            return matches[0]


def take_turn(turn, sheet):
    """One full turn: roll, up to two re-rolls, then fill in one line."""
    print()
    print("=============== TURN " + str(turn) + "/" + str(NUMBER_OF_TURNS) + " ===============")
    print_table(sheet)
    dice = roll_dice(NUMBER_OF_DICE)

    for rerolls_left in range(REROLLS_PER_TURN, 0, -1):
        legend = "   (x = re-roll, . = keep, Enter = keep all)"
        print("Re-rolls left: " + str(rerolls_left) + legend)
        show_dice(dice)
        pattern = read_reroll_pattern()
        if pattern is None:
            break
        reroll(dice, pattern)

    print("Final dice:")
    show_dice(dice)
    line = pick_line(sheet)
    sheet[line] = score_for(dice, line)
    print("--> " + str(sheet[line]) + " points in " + LINES[line])


def main():
    random.seed()
    sheet = [None, None, None, None, None, None]
    for turn in range(1, NUMBER_OF_TURNS + 1):
        take_turn(turn, sheet)
    print()
    print("GAME OVER - final score sheet:")
    print_table(sheet)
    print("Final score: " + str(sum(sheet)))


main()
