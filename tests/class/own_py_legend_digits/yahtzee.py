"""Minimal Yahtzee (upper section only), six turns, single player."""

import random
import sys

NUM_DICE = 5
NUM_TURNS = 6
REROLLS = 2
LINE_NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
MAX_ANSWER = 40

LEGEND = """yahtzee. 6 turns. dice shown as 5 digits, e.g. 35526 (positions 1-5).
  ?  re-roll: digits of positions, e.g. 135  |  * = all  |  - = keep all
  #  line: 1-6 (1=ones ... 6=sixes), each line once
"""


def ask(prompt):
    """Print prompt and return the stripped answer; quit cleanly at end of input."""
    try:
        return input(prompt).strip()
    except EOFError:
        print()
        sys.exit(0)


def roll(dice, positions):
    """Give a new random value to each die index in positions."""
    for index in positions:
        dice[index] = random.randint(1, 6)


def parse_reroll(answer):
    """Return the set of die indexes to re-roll, or None if the answer is invalid."""
    if answer == "*":
        return set(range(NUM_DICE))
    if answer == "-":
        return set()
    if not answer or len(answer) > NUM_DICE:
        return None
    indexes = set()
    for char in answer:
        if char not in "12345" or int(char) - 1 in indexes:
            return None
        indexes.add(int(char) - 1)
    return indexes


def ask_reroll():
    """Ask '?' until a valid re-roll answer is given; return the indexes."""
    while True:
        answer = ask("? ")
        indexes = parse_reroll(answer) if len(answer) <= MAX_ANSWER else None
        if indexes is not None:
            return indexes
        print("!")


def ask_line(used):
    """Ask '#' until a free line number 1-6 is given; return its index 0-5."""
    while True:
        answer = ask("# ")
        if len(answer) == 1 and answer in "123456" and not used[int(answer) - 1]:
            return int(answer) - 1
        print("!")


def score(dice, line):
    """Sum of the dice showing the face that belongs to line (0=ones)."""
    face = line + 1
    return sum(value for value in dice if value == face)


def show(dice):
    """Print the dice as one run of digits."""
    print("".join(str(value) for value in dice))


def play_turn(used):
    """Play one turn and return (line, points)."""
    dice = [0] * NUM_DICE
    roll(dice, range(NUM_DICE))
    show(dice)
    for _ in range(REROLLS):
        indexes = ask_reroll()
        if not indexes:
            break
        roll(dice, indexes)
        show(dice)
    line = ask_line(used)
    return line, score(dice, line)


def main():
    """Run six turns, print +points after each, and the sheet at the end."""
    random.seed()
    print(LEGEND)
    used = [False] * len(LINE_NAMES)
    scores = [0] * len(LINE_NAMES)
    for _ in range(NUM_TURNS):
        line, points = play_turn(used)
        used[line] = True
        scores[line] = points
        print(f"+{points}")
    for line, name in enumerate(LINE_NAMES):
        print(f"{name:<6} {scores[line]:2d}")
    print(f"total  {sum(scores):2d}")


if __name__ == "__main__":
    main()
