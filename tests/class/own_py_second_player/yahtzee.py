"""Yahtzee, Ones to Sixes, for one player (or two, taking turns at one keyboard)."""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def read(prompt):
    """Read one answer; leave quietly at the end of input."""
    try:
        return input(prompt).strip()
    except EOFError:
        print("\n(end of input - see you next time!)")
        sys.exit(0)


def yes_or_no(prompt):
    """Ask until y or n comes; return True for y."""
    while True:
        answer = read(prompt).lower()
        if answer in ("y", "n"):
            return answer == "y"
        print("Please type y or n.")


def read_name(prompt):
    """Ask for a name of letters only."""
    while True:
        name = read(prompt)
        if name.isalpha():
            return name
        print("A name is letters only.")


def setup_players():
    """Return the names of those playing: one, or two."""
    names = [read_name("Name of player 1: ")]
    if yes_or_no("Add a second player? (y/n) "):
        names.append(read_name("Name of player 2: "))
    return names


def show_dice(dice):
    """Show the dice under their positions."""
    print("  position: " + "   ".join(str(place) for place in range(1, 6)))
    print("  dice:     " + "   ".join(str(face) for face in dice))


def read_positions(name):
    """Ask which positions to re-roll, each once."""
    while True:
        words = read(f"{name}, which positions? (like 1 4 5): ").split()
        places = all(word in "12345" and len(word) == 1 for word in words)
        if words and places and len(set(words)) == len(words):
            return [int(word) - 1 for word in words]
        print("Positions 1 to 5, each once, with spaces.")


def roll_dice(name):
    """Roll, then up to two re-rolls, asked with y/n first; return the dice."""
    dice = [random.randint(1, 6) for _ in range(5)]
    show_dice(dice)
    for _ in range(2):
        if not yes_or_no(f"{name}, re-roll any dice? (y/n) "):
            break
        for place in read_positions(name):
            dice[place] = random.randint(1, 6)
        show_dice(dice)
    return dice


def choose_line(name, sheet):
    """Show the sheet; ask for an open line by number."""
    print(f"  {name}'s sheet")
    for number, (line, points) in enumerate(zip(LINES, sheet), 1):
        print(f"    {number} {line:<7} {'---' if points is None else points:>3}")
    while True:
        answer = read(f"{name}, score which line? (1-6): ")
        if answer in ("1", "2", "3", "4", "5", "6") and sheet[int(answer) - 1] is None:
            return int(answer) - 1
        print("Pick the number of an open line.")


def take_turn(name, sheet, turn):
    """Play one turn for one player."""
    print(f"\n--- {name}'s turn ({turn}/6) ---")
    dice = roll_dice(name)
    line = choose_line(name, sheet)
    sheet[line] = dice.count(line + 1) * (line + 1)
    print(f"{name} writes {sheet[line]} on {LINES[line]}.")


def main():
    """Play six turns for each player; give each final score."""
    print("*** Yahtzee: Ones to Sixes ***")
    names = setup_players()
    sheets = {name: [None] * 6 for name in names}
    for turn in range(1, 7):
        for name in names:
            take_turn(name, sheets[name], turn)
    for name in names:
        print(f"{name}'s final score: {sum(sheets[name])}")


if __name__ == "__main__":
    main()
