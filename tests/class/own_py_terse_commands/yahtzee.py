"""Simplified Yahtzee, six turns, lines ones to sixes, played by terse commands.

At the ? prompt: r <dice> re-rolls those dice (r 2 4, twice a turn at most),
s <line> scores the dice on a line (s 4 or s fours). A refused command gets a
short word of why, and the status line and prompt come again.
"""

import random

LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def status(turn, left, dice):
    """Print the turn, the re-rolls left and the dice on one line."""
    print(f"T{turn} ({left}rr) {' '.join(map(str, dice))}")


def read_command():
    """Return the command typed as (word, argument), or None at the end of input."""
    try:
        words = input("? ").strip().lower().split(maxsplit=1)
    except EOFError:
        return None
    return tuple(words) if len(words) == 2 else ("", "")


def positions(argument):
    """Return the dice named (0-based), each once, or None."""
    named = []
    for mark in argument.replace(" ", ""):
        if mark not in "12345" or int(mark) - 1 in named:
            return None
        named.append(int(mark) - 1)
    return named or None


def line_of(argument):
    """Return the line an argument names (4 or fours), or None."""
    if argument in LINES:
        return LINES.index(argument)
    if len(argument) == 1 and argument in "123456":
        return int(argument) - 1
    return None


def reroll(dice, argument, left):
    """Re-roll the dice an argument names; return the re-rolls left (the same if refused)."""
    if left == 0:
        print("no rr left")
        return left
    named = positions(argument)
    if named is None:
        print("dice 1-5")
        return left
    for place in named:
        dice[place] = random.randint(1, 6)
    return left - 1


def score(sheet, dice, argument):
    """Score the dice on the line an argument names; return whether it was scored."""
    line = line_of(argument)
    if line is None:
        print("1-6")
    elif sheet[line] is not None:
        print("used")
    else:
        sheet[line] = dice.count(line + 1) * (line + 1)
        print(f"{LINES[line]} +{sheet[line]}")
        return True
    return False


def play_turn(turn, sheet):
    """Play one turn; return False where input ended."""
    dice = [random.randint(1, 6) for _ in range(5)]
    left = 2
    while True:
        status(turn, left, dice)
        command = read_command()
        if command is None:
            return False
        word, argument = command
        if word == "r":
            left = reroll(dice, argument, left)
        elif word == "s" and score(sheet, dice, argument):
            return True
        elif word != "s":
            print("?")


def main():
    """Play six turns and print the total."""
    random.seed()
    sheet = [None] * 6
    print("r <dice#s> = reroll, s <1-6> = score")
    for turn in range(1, 7):
        if not play_turn(turn, sheet):
            print()
            return
    print(" ".join(f"{n}={points}" for n, points in enumerate(sheet, 1)), f"| {sum(sheet)}")


if __name__ == "__main__":
    main()
