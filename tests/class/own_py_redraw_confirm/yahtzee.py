"""Simplified Yahtzee for a terminal that draws: the screen is cleared and redrawn after each
roll, each die shown as its digit and its face, and a line is confirmed before it is scored.

Six turns; a first roll and at most two re-rolls of any dice chosen by position; then an
unused line from Ones to Sixes, which scores the sum of the dice showing its face.
"""

import random
import sys

TURNS = 6
DICE = 5
ROLLS = 3
LONGEST = 30
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
FACES = "\u2680\u2681\u2682\u2683\u2684\u2685"
CLEAR = "\033[2J\033[H"
BOLD, DIM, GREEN, RESET = "\033[1m", "\033[2m", "\033[1;32m", "\033[0m"


def ask(prompt):
    """Return the player's answer, stripped; refuse long or control-laden ones (None)."""
    try:
        answer = input(f"{BOLD}{prompt}{RESET}")
    except EOFError:
        print()
        print("Input closed - goodbye.")
        sys.exit(0)
    if len(answer) > LONGEST:
        print(f"That is too long (at most {LONGEST} characters).")
        return None
    if any(ord(char) < 32 or ord(char) == 127 for char in answer):
        print("Control characters are not allowed.")
        return None
    return answer.strip().lower()


def ask_yes_no(prompt):
    """Ask until the answer is y/yes or n/no; return True for yes."""
    while True:
        answer = ask(prompt)
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        if answer is not None:
            print("Please answer y or n.")


def draw(dice, turn, roll, total):
    """Clear the screen and draw the dice with their positions and a status bar."""
    print(CLEAR, end="")
    print(f"{GREEN}~~ YAHTZEE ~~{RESET}")
    print("   " + "   ".join(f"#{position}" for position in range(1, DICE + 1)))
    print("   " + "   ".join(f"{die}{FACES[die - 1]}" for die in dice))
    print(f"{DIM} Turn {turn}/{TURNS} | Roll {roll}/{ROLLS} | Score {total} {RESET}")


def parse_positions(answer):
    """Return the positions (1-5) an answer names, or a reason it names none well."""
    words = answer.replace(",", " ").split()
    if not words:
        return "Name at least one position."
    if not all(word in ("1", "2", "3", "4", "5") for word in words):
        return "Positions are numbers from 1 to 5."
    if len(set(words)) != len(words):
        return "Name each position once."
    return [int(word) for word in words]


def ask_positions():
    """Ask which positions to re-roll until the answer names them well."""
    while True:
        answer = ask("Re-roll which positions (e.g. 1 3 5)? ")
        if answer is None:
            continue
        positions = parse_positions(answer)
        if isinstance(positions, list):
            return positions
        print(positions)


def roll_turn(turn, total):
    """Roll, and re-roll while the player wants and rolls remain; return the last dice."""
    dice = [random.randint(1, 6) for _ in range(DICE)]
    for roll in range(1, ROLLS + 1):
        draw(dice, turn, roll, total)
        if roll == ROLLS or not ask_yes_no("Roll again? [y/n] "):
            return dice
        for position in ask_positions():
            dice[position - 1] = random.randint(1, 6)
    return dice


def line_score(dice, line):
    """Return what a line (1-6) scores: the sum of the dice showing its face."""
    return line * dice.count(line)


def ask_line(dice, sheet):
    """Show the open lines with what each would score; return the line chosen and confirmed."""
    for line, name in enumerate(LINE_NAMES, 1):
        shown = "used" if sheet[line - 1] is not None else f"{line_score(dice, line)} pts"
        print(f"  {line} {name:<7} ..... {shown}")
    while True:
        answer = ask("Line for this roll (1-6): ")
        if answer is None:
            continue
        if answer not in ("1", "2", "3", "4", "5", "6"):
            print("Pick a line by its number, 1 to 6.")
        elif sheet[int(answer) - 1] is not None:
            print(f"{LINE_NAMES[int(answer) - 1]} is already filled in.")
        elif confirmed(dice, int(answer)):
            return int(answer)


def confirmed(dice, line):
    """Ask the player to confirm the points a line would take."""
    name = LINE_NAMES[line - 1]
    return ask_yes_no(f"Put {line_score(dice, line)} points in {name}? [y/n] ")


def play():
    """Play six turns and print the final total."""
    random.seed()
    sheet = [None] * len(LINE_NAMES)
    for turn in range(1, TURNS + 1):
        total = sum(points for points in sheet if points is not None)
        dice = roll_turn(turn, total)
        line = ask_line(dice, sheet)
        sheet[line - 1] = line_score(dice, line)
        print(f"{GREEN}+{sheet[line - 1]} -> {LINE_NAMES[line - 1]}{RESET}")
    print(CLEAR, end="")
    for name, points in zip(LINE_NAMES, sheet):
        print(f"  {name:<7} {points:>3}")
    print(f"Game over! Your total: {sum(sheet)} points")


if __name__ == "__main__":
    play()
