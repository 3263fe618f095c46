"""Simplified Yahtzee for one player: six turns, the lines Ones to Sixes.

Each turn rolls five dice. Before each of the two re-rolls the player names
the dice to throw again by their positions, with commas (1,3,5), and says yes
to the dice said back; 0 keeps them all. At the line question the player types
a line's name, or 'back' to keep rolling while re-rolls are left.
"""

import random
import sys
import time

NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
TURNS = 6
REROLLS = 2


def ask(question):
    """Return the player's answer, stripped; end the game when the input ends."""
    try:
        return input(question).strip()
    except EOFError:
        print("\nNo more input. Goodbye!")
        sys.exit(0)


def ask_yes_no(question):
    """Ask until the answer is y or n; return True for y."""
    while True:
        answer = ask(question + " (y/n) ").lower()
        if answer in ("y", "n"):
            return answer == "y"
        print("Please type y or n.")


def show_dice(turn, roll_number, dice):
    """Print the turn, the roll and the dice over their positions."""
    print(f"\n-- Turn {turn} of {TURNS}, roll {roll_number} of {REROLLS + 1} --")
    print("  " + "   ".join(str(die) for die in dice))
    print("  " + "   ".join(str(place) for place in range(1, 6)))


def parse_positions(answer):
    """Return the positions (0-4) named by '1,3,5', [] for '0', or None if bad."""
    if answer == "0":
        return []
    parts = [part.strip() for part in answer.split(",")]
    if not all(part in ("1", "2", "3", "4", "5") for part in parts):
        return None
    places = [int(part) - 1 for part in parts]
    return places if len(set(places)) == len(places) else None


def ask_rerolls():
    """Ask which dice to throw again until the player confirms; return their positions."""
    while True:
        answer = ask("Re-roll which dice? Positions with commas (e.g. 1,3,5), or 0 to keep all: ")
        places = parse_positions(answer)
        if places is None:
            print("Type positions 1 to 5 with commas, each once, or 0.")
        elif not places or ask_yes_no(said_back(places)):
            return places


def said_back(places):
    """Return the question that says back the dice to throw: Re-roll dice 1, 3?"""
    return "Re-roll dice " + ", ".join(str(place + 1) for place in places) + "?"


def line_of(answer):
    """Return the index of the line a name names, or None."""
    names = [name.lower() for name in NAMES]
    return names.index(answer.lower()) if answer.lower() in names else None


def ask_line(dice, sheet, can_go_back):
    """Ask for an open line by name; return its index, or None to go back to the dice."""
    print(
        "Open lines: "
        + "  ".join(
            f"{NAMES[index]} ({score(dice, index)})" for index in range(6) if sheet[index] is None
        )
    )
    back = ", or 'back' to keep rolling" if can_go_back else ""
    while True:
        answer = ask(f"Score in which line? (name{back}): ")
        index = line_of(answer)
        if answer.lower() == "back" and can_go_back:
            return None
        if index is None:
            print("Please type the name of a line, e.g. fours.")
        elif sheet[index] is not None:
            print(f"{NAMES[index]} is already used.")
        else:
            return index


def score(dice, index):
    """Return the points of the dice on line index: the sum of its face."""
    return sum(die for die in dice if die == index + 1)


def play_turn(turn, sheet):
    """Play one turn: the rolls, then a line; return the points scored."""
    dice = [random.randint(1, 6) for _ in range(5)]
    rolls = 1
    show_dice(turn, rolls, dice)
    while True:
        places = ask_rerolls() if rolls <= REROLLS else []
        if places:
            for place in places:
                dice[place] = random.randint(1, 6)
            rolls += 1
            show_dice(turn, rolls, dice)
            continue
        index = ask_line(dice, sheet, rolls <= REROLLS)
        if index is not None:
            sheet[index] = score(dice, index)
            print(f"{sheet[index]} points written in {NAMES[index]}.")
            return sheet[index]


def main():
    """Play six turns and print the sheet and the total."""
    random.seed(time.time())
    sheet = [None] * 6
    print("Yahtzee (simplified): six turns, fill every line once.")
    for turn in range(1, TURNS + 1):
        play_turn(turn, sheet)
    print("\nFinal sheet:")
    for index in range(6):
        print(f"  {NAMES[index]:<7}{sheet[index]:>4}")
    print(f"TOTAL  {sum(sheet):>4}")


main()
