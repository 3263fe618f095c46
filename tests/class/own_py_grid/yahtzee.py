"""Yahtzee (simplified rules) for my intro programming class.

How to play:
    You play 6 rounds. Each round you roll five dice; they are printed
    under a row of positions 1 2 3 4 5 so you can see which die is which.
    You may re-roll twice. Type the positions of the dice you want to
    re-roll with spaces between them (like 1 3 5), "all" to re-roll every
    die, or "none" (or just n) to keep what you have.
    Then type the name of an empty line: ones, twos, threes, fours, fives
    or sixes. The line gets the sum of the dice showing that number.
    In the last round only one line is left, so it is filled in for you.
    Your score sheet is printed after every round.
"""

import random
import sys

NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
ROUNDS = 6
DICE = 5
REROLLS = 2
KEEP_WORDS = ("none", "n")


def ask(prompt):
    """Ask something and return the answer in lower case.

    If the input is finished (Ctrl-D) the game ends.
    """
    try:
        return input(prompt).strip(" ").lower()
    except EOFError:
        print()
        sys.exit(0)


def show(dice):
    """Print the positions and, under them, the dice."""
    print(" Position: " + " ".join(f"{i:2}" for i in range(1, DICE + 1)))
    print("     Dice: " + " ".join(f"{die:2}" for die in dice))


def parse_positions(answer):
    """Return a list of 0-based positions for "1 3 5", or a string saying
    what is wrong with the answer."""
    if answer == "all":
        return list(range(DICE))
    words = answer.split(" ")
    words = [word for word in words if word != ""]
    if not words:
        return "Please type some positions, all, or none."
    positions = []
    for word in words:
        if word not in ["1", "2", "3", "4", "5"]:
            return f"{word[:10]!r} is not a position (use 1 to 5)."
        if int(word) - 1 in positions:
            return f"You typed {word} twice."
        positions.append(int(word) - 1)
    return positions


def ask_positions():
    """Keep asking which dice to re-roll until the answer is valid.
    Returns [] when the player keeps all the dice."""
    prompt = "Re-roll which positions? (e.g. 1 3 5, 'all' for every die, 'none' to keep them): "
    while True:
        answer = ask(prompt)
        if answer in KEEP_WORDS:
            return []
        result = parse_positions(answer)
        if isinstance(result, list):
            return result
        print(result)


def play_round():
    """Roll, let the player re-roll up to twice, and return the dice."""
    dice = [random.randint(1, 6) for _ in range(DICE)]
    show(dice)
    for _ in range(REROLLS):
        positions = ask_positions()
        if not positions:
            break
        for position in positions:
            dice[position] = random.randint(1, 6)
        show(dice)
    return dice


def choose_line(sheet):
    """Ask for the name of an empty line (or fill the last one)."""
    empty = [name for name in NAMES if sheet[name] is None]
    if len(empty) == 1:
        print(f"{empty[0].capitalize()} is the only line left - scoring it there.")
        return empty[0]
    while True:
        name = ask("Score in which line? (ones/twos/threes/fours/fives/sixes): ")
        if name.isdigit():
            print("Type the name of the line, like sixes.")
        elif name not in NAMES:
            print("There is no line called that.")
        elif sheet[name] is not None:
            print(f"{name.capitalize()} already has a score.")
        else:
            return name


def print_sheet(sheet):
    """Print every line of the sheet and the total so far."""
    for name in NAMES:
        value = "." if sheet[name] is None else sheet[name]
        print(f"  {name.capitalize():<7}{value:>3}")
    total = sum(value for value in sheet.values() if value is not None)
    print(f"  {'Total':<7}{total:>3}")
    return total


def main():
    """Play a whole game."""
    sheet = {name: None for name in NAMES}
    total = 0
    print("*** YAHTZEE ***")
    for round_number in range(1, ROUNDS + 1):
        print(f"\n--- Round {round_number} ---")
        dice = play_round()
        name = choose_line(sheet)
        face = NAMES.index(name) + 1
        sheet[name] = face * dice.count(face)
        print(f"{sheet[name]} points go on {name.capitalize()}.")
        total = print_sheet(sheet)
    print(f"\nGame over - you finished with {total} points.")


if __name__ == "__main__":
    main()
