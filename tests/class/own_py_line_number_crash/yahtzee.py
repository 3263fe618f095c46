"""
Yahtzee homework - simplified version.

Six turns. On every turn you roll five dice, you can re-roll any of them
twice, and then you write the score on one of the lines Ones..Sixes.
Every line can only be used one time.
"""

import random
import sys

DICE = 5
TURNS = 6
REROLLS = 2
NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
EMPTY = -1


def ask(prompt):
    """input() that ends the program cleanly when there is no more input."""
    try:
        return input(prompt)
    except EOFError:
        print("\nNo input left - quitting.")
        sys.exit(0)


def new_die():
    """One random die value."""
    return random.randint(1, 6)


def print_dice(dice):
    """Show the dice between bars, with the position numbers underneath."""
    print("| " + " | ".join(str(value) for value in dice) + " |")
    print("  " + "   ".join(str(pos) for pos in range(1, DICE + 1)) + "   <- position")


def parse_packed(text):
    """Read an answer like '135' (re-roll dice 1, 3 and 5) or '0' (none).
    Returns a list of positions, or None if the answer is not valid."""
    text = text.replace(" ", "")
    if text == "0":
        return []
    if text == "":
        return None
    positions = []
    for char in text:
        if char not in "12345":
            return None
        if int(char) in positions:
            return None
        positions.append(int(char))
    return positions


def ask_reroll():
    """Ask which positions to re-roll until the answer makes sense."""
    while True:
        answer = ask("Which positions to re-roll? Type them together (e.g. 135), or 0 for none: ")
        positions = parse_packed(answer)
        if positions is not None:
            return positions
        print("  Not valid. Use the digits 1-5 with no repeats, like 24, or 0.")


def score_for(dice, line):
    """Points the dice are worth on a line (0 = Ones ... 5 = Sixes)."""
    face = line + 1
    return dice.count(face) * face


def print_options(dice, sheet):
    """Table of lines with what each open line would score right now."""
    print("  #  Line     Would score")
    for line in range(len(NAMES)):
        if sheet[line] == EMPTY:
            print(
                "  "
                + str(line + 1)
                + "  "
                + NAMES[line].ljust(8)
                + " "
                + str(score_for(dice, line))
            )
        else:
            print("  " + str(line + 1) + "  " + NAMES[line].ljust(8) + " (used)")


def choose_line(dice, sheet):
    """Ask for a line number 1-6 that is still open. Returns index 0-5."""
    print_options(dice, sheet)
    while True:
        choice = int(ask("Line number to score: "))
        if choice < 1 or choice > 6:
            print("  Pick a number from 1 to 6.")
        elif sheet[choice - 1] != EMPTY:
            print("  " + NAMES[choice - 1] + " is already used, pick another line.")
        else:
            return choice - 1


def print_sheet(sheet):
    """Print the score sheet so far and the total."""
    total = 0
    print("-------- sheet --------")
    for line in range(len(NAMES)):
        if sheet[line] == EMPTY:
            shown = "."
        else:
            shown = str(sheet[line])
            total += sheet[line]
        print("  " + NAMES[line].ljust(8) + shown.rjust(3))
    print("  " + "Total".ljust(8) + str(total).rjust(3))
    print("-----------------------")


def turn(number, sheet):
    """Play one turn."""
    print("\n== Turn " + str(number) + " of " + str(TURNS) + " ==")
    dice = [new_die() for _ in range(DICE)]
    print_dice(dice)
    for _ in range(REROLLS):
        for pos in ask_reroll():
            dice[pos - 1] = new_die()
        print_dice(dice)
    line = choose_line(dice, sheet)
    sheet[line] = score_for(dice, line)
    print("Scored " + str(sheet[line]) + " on " + NAMES[line] + ".")
    print_sheet(sheet)


def main():
    random.seed()
    sheet = [EMPTY] * len(NAMES)
    print("YAHTZEE - upper section only")
    for number in range(1, TURNS + 1):
        turn(number, sheet)
    print("\nFinal score: " + str(sum(sheet)))


if __name__ == "__main__":
    main()
