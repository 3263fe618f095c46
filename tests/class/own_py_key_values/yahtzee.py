"""Simplified Yahtzee where every answer is a key=value pair, like a config file: the
game prints its state as key: value lines, and the player answers reroll=1,3,
reroll=none, reroll=all or line=fours. A refused answer gets a one-line error.

Six turns. Each turn: a roll, then up to two re-rolls of any positions (1-5); reroll=none
keeps all the dice and ends the rolling. The roll then goes on an unused line, typed by
its name in any case, and scores the face times the number of dice showing it.
"""
# Planted fault (for the grader's tests): at the re-roll question a position of 6 is not
# refused but clamped to 5 with min(position, 5), so reroll=6 re-rolls die 5 and
# reroll=1,6 re-rolls dice 1 and 5 (reroll=5,6 is then refused as a repeat).

import random
import re
import sys

TURNS = 6
DICE = 5
ROLLS = 3
LONGEST = 40
NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
REROLL_PROMPT = "reroll=? (e.g. reroll=1,3 | reroll=none | reroll=all): "
LINE_PROMPT = "line=? (e.g. line=fours): "


def read_answer(prompt):
    """Print the prompt and read one line; None (after an error) where it is refused.
    At the end of input, say goodbye and exit."""
    print(prompt, end="", flush=True)
    line = sys.stdin.readline()
    if line == "":
        print()
        print("end of input - goodbye!")
        sys.exit(0)
    if line.endswith("\n"):
        line = line[:-1]
    if len(line) > LONGEST:
        print(f"error: the answer is longer than {LONGEST} characters")
        return None
    if any(ord(char) < 32 or ord(char) == 127 for char in line):
        print("error: the answer contains a control character")
        return None
    return line


def split_pair(answer, key):
    """Split key=value (key in any case, spaces around the parts allowed); return the
    value in lower case, or None (after an error) where the key is wrong or missing."""
    if "=" not in answer:
        print(f"error: expected {key}=value")
        return None
    given_key, value = answer.split("=", 1)
    if given_key.strip().lower() != key:
        print(f"error: expected the key {key}, not '{given_key.strip()}'")
        return None
    return value.strip().lower()


def parse_positions(value):
    """Turn 'none', 'all' or comma-separated positions like '1,3' into a list of
    positions; None (after an error) where they are refused."""
    if value == "none":
        return []
    if value == "all":
        return list(range(1, DICE + 1))
    positions = []
    for item in value.split(","):
        item = item.strip()
        if not re.fullmatch(r"[0-9]+", item):
            print(f"error: '{item}' is not a position (1-5), none or all")
            return None
        if not 1 <= int(item) <= 6:
            print(f"error: position {item} is out of range (1-5)")
            return None
        position = min(int(item), DICE)
        if position in positions:
            print(f"error: position {position} is listed twice")
            return None
        positions.append(position)
    return positions


def ask_positions():
    """Ask which positions to re-roll until a valid answer comes; return them."""
    while True:
        answer = read_answer(REROLL_PROMPT)
        if answer is None:
            continue
        value = split_pair(answer, "reroll")
        if value is None:
            continue
        positions = parse_positions(value)
        if positions is not None:
            return positions


def show_state(dice, rolls_left):
    """Print the dice and how many rolls are left."""
    print("currentDice: " + " ".join(str(die) for die in dice))
    print(f"rollsLeft: {rolls_left}")


def play_turn():
    """Roll, and re-roll while the player wants to; return the last dice."""
    dice = [random.randint(1, 6) for _ in range(DICE)]
    for roll in range(1, ROLLS + 1):
        show_state(dice, ROLLS - roll)
        if roll == ROLLS:
            break
        positions = ask_positions()
        if not positions:
            break
        for position in positions:
            dice[position - 1] = random.randint(1, 6)
    return dice


def choose_line(sheet):
    """Show the open lines and ask for one until an open one comes; return its face."""
    open_lines = [name for face, name in enumerate(NAMES, 1) if sheet[face - 1] is None]
    print("openLines: " + " ".join(open_lines))
    while True:
        answer = read_answer(LINE_PROMPT)
        if answer is None:
            continue
        value = split_pair(answer, "line")
        if value is None:
            continue
        if value not in NAMES:
            print(f"error: '{value}' is not a line (ones, twos, threes, fours, fives, sixes)")
        elif sheet[NAMES.index(value)] is not None:
            print(f"error: {value} is already used")
        else:
            return NAMES.index(value) + 1


def main():
    """Play six turns, printing the points of each and the final score."""
    random.seed()
    sys.stdin.reconfigure(errors="replace")
    sheet = [None] * len(NAMES)
    print("answers look like key=value: reroll=1,3 / reroll=none / reroll=all / line=fours")
    for turn in range(1, TURNS + 1):
        print(f"turn: {turn}/{TURNS}")
        dice = play_turn()
        face = choose_line(sheet)
        sheet[face - 1] = face * dice.count(face)
        print(f"pointsScored: {sheet[face - 1]} ({NAMES[face - 1]})")
        print(f"totalScore: {sum(points for points in sheet if points is not None)}")
    print(f"finalScore: {sum(sheet)}")


if __name__ == "__main__":
    main()
