"""Simplified Yahtzee (upper section only) for one player.

Six turns. Each turn: roll five dice, then twice choose which dice to keep
with a Y/N mask (the others are re-rolled), then score an unused line.
Every question also shows the earlier rolls of the current turn.
Lines may be typed in full ("threes") or by their first three letters ("thr").
"""

import random
import sys

NUM_DICE = 5
NUM_TURNS = 6
NUM_ROLLS = 3
MAX_ANSWER = 40
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(prompt):
    """Read one answer from the player; leave the game quietly at end of input."""
    try:
        return input(prompt)
    except EOFError:
        print("\nNo more input - goodbye!")
        sys.exit(0)


def roll_dice(dice, keep):
    """Return new dice where every die not marked in keep is re-rolled."""
    return [die if kept else random.randint(1, 6) for die, kept in zip(dice, keep)]


def score_line(dice, line):
    """Score for line index (0 = Ones): sum of the dice showing that face."""
    face = line + 1
    return sum(die for die in dice if die == face)


def show_history(history):
    """Print every roll of this turn, marking the latest one."""
    for number, dice in enumerate(history, start=1):
        marker = "  <- now" if number == len(history) else ""
        print("Roll {}: {}{}".format(number, " ".join(str(die) for die in dice), marker))


def parse_mask(answer):
    """Turn a 5-letter Y/N mask into a keep list, or None if it is invalid."""
    mask = answer.strip().upper()
    if len(mask) != NUM_DICE or any(letter not in "YN" for letter in mask):
        return None
    return [letter == "Y" for letter in mask]


def ask_keep(history):
    """Show the turn so far and ask for a keep mask until it is valid."""
    show_history(history)
    while True:
        answer = ask("Keep which? Type 5 letters Y/N, e.g. YNNYN (YYYYY = keep all): ")
        keep = parse_mask(answer) if len(answer) <= MAX_ANSWER else None
        if keep is not None:
            return keep
        print("Please type exactly five letters, each Y (keep) or N (re-roll).")


def parse_line(answer):
    """Return the line index for a full name or 3-letter start, or None."""
    word = answer.strip().lower()
    for line, name in enumerate(LINE_NAMES):
        if word == name.lower() or word == name.lower()[:3]:
            return line
    return None


def ask_line(history, scores):
    """Ask which open line to score until an open line is named."""
    show_history(history)
    dice = history[-1]
    for line, name in enumerate(LINE_NAMES):
        if scores[line] is None:
            print(f"  {name:<6} would score {score_line(dice, line)}")
    while True:
        answer = ask("Score which line? (one two thr fou fiv six, or full name): ")
        line = parse_line(answer) if len(answer) <= MAX_ANSWER else None
        if line is None:
            print("That is not a line name.")
        elif scores[line] is not None:
            print(f"{LINE_NAMES[line]} is already used.")
        else:
            return line


def play_turn(turn, scores):
    """Play one turn and write the score into the chosen line."""
    print(f"\n--- Turn {turn} of {NUM_TURNS} ---")
    history = [roll_dice([0] * NUM_DICE, [False] * NUM_DICE)]
    for _ in range(NUM_ROLLS - 1):
        keep = ask_keep(history)
        history.append(roll_dice(history[-1], keep))
    line = ask_line(history, scores)
    scores[line] = score_line(history[-1], line)
    print(f"{LINE_NAMES[line]} scores {scores[line]}.")


def print_sheet(scores):
    """Print the finished score sheet and the total of all six lines."""
    print("\n=== Score sheet ===")
    for name, points in zip(LINE_NAMES, scores):
        print(f"{name:<7}{points:>3}")
    print(f"Total  {sum(scores):>3}")


def main():
    """Run a six-turn game."""
    random.seed()
    scores = [None] * len(LINE_NAMES)
    print("Yahtzee - upper section. Six turns, each line used once.")
    for turn in range(1, NUM_TURNS + 1):
        play_turn(turn, scores)
    print_sheet(scores)


if __name__ == "__main__":
    main()
