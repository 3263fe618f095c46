#!/usr/bin/env python3
# yahtzee.py -- simplified Yahtzee: six turns, upper lines only.
#
# The score sheet comes first: it is printed on one line before every
# question, with the dice after it, each under a letter. Each turn: roll
# five dice, throw any of them again up to twice (name their letters, or
# 'stop'), or write them on a line at once by typing its name. Every
# answer is checked before it is used.

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


def sheet_line(dice, sheet):
    """Return the sheet on one line, then the dice under their letters."""
    lines = "  ".join(f"{name}:{'-' if sheet[i] is None else sheet[i]}" for i, name in
                      enumerate(LINES))  # fmt: skip
    total = sum(score for score in sheet if score is not None)
    letters = " ".join(f"{'abcde'[place]}:{face}" for place, face in enumerate(dice))
    return f"{lines}  = {total}   ||  {letters}"


def show_board(turn, roll, dice, sheet):
    """Print the turn's banner and the sheet with the dice."""
    print(f"\n-- turn {turn}/{TURNS} --")
    print(sheet_line(dice, sheet))


def parse_letters(text, sheet):
    """Return (choice, reason): ("throw", places) for dice letters like ace, ("stop", None),
    or ("line", index) for an open line's name."""
    if len(text) > LONGEST:
        return None, "That is too long."
    if text.lower() == "stop":
        return ("stop", None), None
    if text.lower() in [name.lower() for name in LINES]:
        line, reason = parse_line(text, sheet)
        return (None, reason) if reason else (("line", line), None)
    letters = text.lower().replace(" ", "")
    if not letters or any(letter not in "abcde" for letter in letters):
        return None, "Use the dice letters a-e, 'stop', or a line name."
    if len(set(letters)) != len(letters):
        return None, "Each die may be named only once."
    return ("throw", ["abcde".index(letter) + 1 for letter in letters]), None


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
        left = ROLLS - roll
        prompt = f"[{left} re-throw(s) left] which dice do you throw? "
        prompt += "letters (e.g. ace), 'stop', or a line name: "
        kind, value = ask_until(prompt, parse_letters, sheet)
        if kind == "line":
            return value, sum(face for face in dice if face == value + 1)
        if kind == "stop":
            break
        for place in value:
            dice[place - 1] = random.randint(1, 6)
    line = ask_until("No re-throws left - which line? ", parse_line, sheet)
    return line, sum(face for face in dice if face == line + 1)


def main():
    """Play a game, seeded from the clock; stop quietly when input ends."""
    random.seed(time.time())
    sheet, total = [None] * len(LINES), 0
    try:
        for turn in range(1, TURNS + 1):
            line, points = play_turn(turn, sheet)
            sheet[line] = points
            total += points
            print(f"+{points} {LINES[line]}   (running total: {total})")
    except NoMoreInput:
        print("\nInput ended. Bye.")
        return
    print(f"\nFinal score: {sum(sheet)}")


if __name__ == "__main__":
    main()
