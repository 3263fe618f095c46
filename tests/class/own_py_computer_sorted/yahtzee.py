"""Yahtzee (simplified upper-section version), CSC 161 homework.

One player, six turns. Each turn: roll five dice, pick the dice to KEEP
twice (the others are re-rolled), then score one unused line.
Extras: the dice are also shown sorted, a status line shows the turn and
the rolls left, the start time is printed, and a computer opponent plays
its own sheet next to yours for comparison.
"""

import random
import sys
from datetime import datetime

DICE = 5
TURNS = 6
REROLLS = 2
MAX_LENGTH = 40
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def read_reply(question):
    """Return the player's reply, or end the program cleanly if input has ended."""
    try:
        return input(question)
    except EOFError:
        print("\nInput ended - quitting the game.")
        sys.exit(0)


def fresh_dice():
    """Roll all five dice."""
    return [random.randint(1, 6) for _ in range(DICE)]


def line_points(dice, line):
    """Score for a line index (0 = Ones): add the dice that show line + 1."""
    return sum(value for value in dice if value == line + 1)


def show_status(dice, turn, rolls_left):
    """Print the turn counter and the dice in rolled order and sorted."""
    print(f"[turn {turn}/{TURNS} | rolls left {rolls_left}]")
    print("  positions: 1 2 3 4 5")
    print("  dice:      " + " ".join(str(value) for value in dice))
    print("  sorted:    " + " ".join(str(value) for value in sorted(dice)))


def parse_keep(reply):
    """Return the set of 0-based positions to keep, or None if reply is invalid."""
    words = reply.lower().split()
    if words == ["all"]:
        return set(range(DICE))
    if words == ["none"]:
        return set()
    keep = set()
    for word in words:
        if word not in ("1", "2", "3", "4", "5") or int(word) - 1 in keep:
            return None
        keep.add(int(word) - 1)
    return keep if keep else None


def ask_keep():
    """Ask which dice to keep until the answer is valid."""
    while True:
        reply = read_reply(
            "Keep which positions? (e.g. 1 4; 'all' keeps all, 'none' re-rolls all): "
        )
        keep = parse_keep(reply) if len(reply) <= MAX_LENGTH else None
        if keep is not None:
            return keep
        print("Please list positions 1-5 separated by spaces, each once, or all / none.")


def parse_line(reply):
    """Return the line index for a number 1-6 or a full line name, else None."""
    word = reply.strip().lower()
    if word in ("1", "2", "3", "4", "5", "6"):
        return int(word) - 1
    names = [name.lower() for name in LINE_NAMES]
    return names.index(word) if word in names else None


def ask_line(dice, sheet):
    """Show the open lines and ask until an open one is chosen; return its index."""
    for line, name in enumerate(LINE_NAMES):
        if sheet[line] is None:
            print(f"  {line + 1} {name:<6} would score {line_points(dice, line)}")
    while True:
        reply = read_reply("Score which line? (number 1-6 or name, e.g. 4 or fours): ")
        line = parse_line(reply) if len(reply) <= MAX_LENGTH else None
        if line is None:
            print("That is not a line. Type 1-6 or a name like threes.")
        elif sheet[line] is not None:
            print(f"{LINE_NAMES[line]} has already been scored.")
        else:
            return line


def player_turn(turn, sheet):
    """Play one of the player's turns and fill a line on the sheet."""
    dice = fresh_dice()
    for rolls_left in range(REROLLS, 0, -1):
        show_status(dice, turn, rolls_left)
        keep = ask_keep()
        dice = [dice[i] if i in keep else random.randint(1, 6) for i in range(DICE)]
    show_status(dice, turn, 0)
    line = ask_line(dice, sheet)
    sheet[line] = line_points(dice, line)
    print(f"You wrote {sheet[line]} in {LINE_NAMES[line]}.")


def computer_turn(sheet):
    """The computer keeps its most common open face twice, then takes its best open line."""
    open_lines = [line for line in range(len(LINE_NAMES)) if sheet[line] is None]
    dice = fresh_dice()
    for _ in range(REROLLS):
        target = max(open_lines, key=lambda line: dice.count(line + 1)) + 1
        dice = [value if value == target else random.randint(1, 6) for value in dice]
    line = max(open_lines, key=lambda line: line_points(dice, line))
    sheet[line] = line_points(dice, line)
    print(
        "Computer rolled {} and scores {} for {}".format(
            " ".join(str(value) for value in dice), LINE_NAMES[line], sheet[line]
        )
    )


def main():
    """Play six turns, then print both totals (only yours counts)."""
    random.seed()
    print("Game started " + datetime.now().strftime("%H:%M:%S"))
    sheet = [None] * len(LINE_NAMES)
    computer_sheet = [None] * len(LINE_NAMES)
    for turn in range(1, TURNS + 1):
        print()
        player_turn(turn, sheet)
        computer_turn(computer_sheet)
    print("\nYour final sheet:")
    for name, value in zip(LINE_NAMES, sheet):
        print(f"  {name:<6} {value:>2}")
    print(f"Your total: {sum(sheet)}")
    print(f"Computer total: {sum(computer_sheet)}")


if __name__ == "__main__":
    main()
