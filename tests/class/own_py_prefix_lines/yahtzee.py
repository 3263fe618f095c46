#!/usr/bin/env python3
# yahtzee.py -- a simplified, single-player Yahtzee game.
#
# The game lasts six turns. Each turn the player rolls five dice, may
# re-roll any of them up to two times, and then writes the score on one
# unused line of the sheet (Ones..Sixes). A line scores the sum of the
# dice showing its face. Every answer is checked; a bad answer gets a
# one-line reason and the same question again. At end of input the game
# says so and stops quietly.

import random
import re
import sys
import time

NUM_DICE = 5
NUM_TURNS = 6
MAX_ROLLS = 3  # the first roll plus two re-rolls
NUM_SIDES = 6
MAX_ANSWER = 100  # longest answer we accept, in characters
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
YES_WORDS = ("y", "yes")
NO_WORDS = ("n", "no")


class InputEnded(Exception):
    """Raised when standard input has no more lines."""


def read_answer(prompt):
    """Show prompt and return one line of input without its newline."""
    try:
        return input(prompt)
    except EOFError:
        raise InputEnded() from None


def basic_problem(text):
    """Return a reason if text is too long or has control characters."""
    if len(text) > MAX_ANSWER:
        return f"That answer is too long ({len(text)} characters)."
    for ch in text:
        if ord(ch) < 32 or ord(ch) == 127:
            return "That answer contains a control character."
    return None


def ask(prompt, check):
    """Ask until check(answer) gives a value; check returns (value, reason)."""
    while True:
        text = read_answer(prompt)
        reason = basic_problem(text)
        if reason is None:
            value, reason = check(text.strip().lower())
            if reason is None:
                return value
        print(reason)


def check_yes_no(text):
    """Turn y/yes/n/no (or empty, meaning no) into True or False."""
    if text in YES_WORDS:
        return True, None
    if text == "" or text in NO_WORDS:
        return False, None
    return None, "Please answer y or n."


def roll_dice(dice, which):
    """Give a new random face to every die whose position is in which."""
    for i in which:
        dice[i] = random.randint(1, NUM_SIDES)


def show_dice(dice):
    """Print the dice with their positions."""
    parts = [f"#{i + 1}: {face}" for i, face in enumerate(dice)]
    print("Your dice ->  " + "   ".join(parts))


def choose_dice(dice):
    """Ask about each die in turn; return the positions to throw again."""
    chosen = []
    for i, face in enumerate(dice):
        prompt = f"Throw die #{i + 1} (showing a {face}) again? [n] "
        if ask(prompt, check_yes_no):
            chosen.append(i)
    return chosen


def rolling_phase(dice):
    """Let the player re-roll up to MAX_ROLLS - 1 times or stop early."""
    for rolls_left in range(MAX_ROLLS - 1, 0, -1):
        plural = "" if rolls_left == 1 else "s"
        prompt = f"Re-roll any dice? ({rolls_left} re-roll{plural} left) [n] "
        if not ask(prompt, check_yes_no):
            return
        chosen = choose_dice(dice)
        if not chosen:
            print("No dice chosen; keeping them all.")
            return
        roll_dice(dice, chosen)
        show_dice(dice)


def score_for(dice, line):
    """Return the points the dice earn on line (0 = Ones .. 5 = Sixes)."""
    face = line + 1
    return face * dice.count(face)


def show_open_lines(dice, used):
    """Print each open line with the points it would get now."""
    parts = [
        f"{i + 1} {LINE_NAMES[i]} ({score_for(dice, i)})"
        for i in range(len(LINE_NAMES))
        if not used[i]
    ]
    print("Open lines: " + ", ".join(parts))


def used_reason(lines):
    """Return the reason text for lines that are already filled."""
    names = " and ".join(LINE_NAMES[i] for i in lines)
    verb = "is" if len(lines) == 1 else "are"
    return f"{names} {verb} already used; pick an open line."


def find_line(text, used):
    """Match text to a line number or name; return (line, reason)."""
    if text == "":
        return None, "Please type a line name or a number from 1 to 6."
    if re.fullmatch(r"[+-]?[0-9]+", text):
        number = int(text)
        if number < 1 or number > len(LINE_NAMES):
            return None, f"{text} is not a line; use 1 to 6."
        if used[number - 1]:
            return None, used_reason([number - 1])
        return number - 1, None
    matches = [i for i, name in enumerate(LINE_NAMES) if name.lower().startswith(text)]
    if not matches:
        return None, f"No line is called '{text}'."
    open_matches = [i for i in matches if not used[i]]
    if not open_matches:
        return None, used_reason(matches)
    return open_matches[0], None


def choose_line(dice, used):
    """Ask which open line to fill and return its index."""
    show_open_lines(dice, used)
    prompt = "Pick a line (its name, its first letters, or 1-6): "
    return ask(prompt, lambda text: find_line(text, used))


def play_turn(number, used):
    """Play one whole turn and return the points scored."""
    print()
    print(f"---- Turn {number}/{NUM_TURNS} ----")
    dice = [0] * NUM_DICE
    roll_dice(dice, range(NUM_DICE))
    show_dice(dice)
    rolling_phase(dice)
    line = choose_line(dice, used)
    used[line] = True
    points = score_for(dice, line)
    print(f"{points} points in {LINE_NAMES[line]}.")
    return points


def play_game():
    """Play all turns and print the final total."""
    used = [False] * len(LINE_NAMES)
    total = 0
    for turn in range(1, NUM_TURNS + 1):
        total += play_turn(turn, used)
    print()
    print(f"Your final score is {total}.")


def main():
    """Seed the dice from the clock, run the game, handle end of input."""
    random.seed(time.time())
    sys.stdin.reconfigure(errors="replace")
    print(f"Welcome to Yahtzee (simplified): {NUM_TURNS} turns, {NUM_DICE} dice.")
    try:
        play_game()
    except (InputEnded, KeyboardInterrupt):
        print()
        print("Input ended.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
