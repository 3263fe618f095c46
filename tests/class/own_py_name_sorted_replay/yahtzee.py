"""Upper-section Yahtzee for one player, six turns.

The dice are always shown sorted, low to high, and said in a sentence; positions
count in that order. The game asks the player's name first and offers another
game at the end.
"""

import random
import sys

LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
ROLLS_PER_TURN = 3


def ask(question):
    """Return the player's answer, trimmed; leave the program at end of input."""
    try:
        return input(question).strip()
    except EOFError:
        print("\nNo more input. Goodbye!")
        sys.exit(0)


def ask_name():
    """Ask the player's name until it is a short, printable one."""
    while True:
        name = ask("Your name, please? ")
        if 0 < len(name) <= 20 and name.isprintable():
            return name
        print("A name of 1 to 20 letters, please.")


def sentence(dice):
    """Return the dice said in a sentence: a 1, a 2, a 2, a 5 and a 6."""
    said = [f"a {face}" for face in dice]
    return ", ".join(said[:-1]) + " and " + said[-1]


def parse_positions(answer):
    """Return the positions (1-5) an answer names, or None if it is not a list of them."""
    words = answer.replace(",", " ").split()
    if not words or not all(word in "12345" and len(word) == 1 for word in words):
        return None
    positions = [int(word) for word in words]
    return positions if len(set(positions)) == len(positions) else None


def reroll(dice, positions):
    """Return the dice with those positions rolled again, sorted."""
    kept = [face for place, face in enumerate(dice, 1) if place not in positions]
    return sorted(kept + [random.randint(1, 6) for _ in positions])


def play_rolls(name):
    """Roll the dice and let the player re-roll twice; return the dice kept."""
    dice = sorted(random.randint(1, 6) for _ in range(5))
    for roll in range(1, ROLLS_PER_TURN + 1):
        print(f"{name}, you rolled {sentence(dice)} (low to high).")
        if roll == ROLLS_PER_TURN:
            return dice
        while True:
            answer = ask(
                "Which dice to roll again? Positions in that order, e.g. 1 4 "
                "(Enter keeps them all): "
            )
            if answer == "":
                return dice
            positions = parse_positions(answer)
            if positions is not None:
                break
            print("Give positions 1 to 5, each once, or press Enter.")
        dice = reroll(dice, positions)
    return dice


def choose_line(sheet):
    """Ask for an open line by name; return its index."""
    while True:
        answer = ask("Which line? (ones-sixes): ").lower()
        if answer not in LINES:
            print("That is not a line: ones, twos, threes, fours, fives or sixes.")
        elif sheet[LINES.index(answer)] is not None:
            print(f"{answer.capitalize()} is already used.")
        else:
            return LINES.index(answer)


def play_game(name):
    """Play six turns; return the final total."""
    sheet = [None] * 6
    for turn in range(1, 7):
        print(f"\n--- Turn {turn} of 6 ---")
        dice = play_rolls(name)
        line = choose_line(sheet)
        sheet[line] = dice.count(line + 1) * (line + 1)
        print(f"{sheet[line]} points in {LINES[line].capitalize()}.")
    total = sum(sheet)
    print(f"\nAll done, {name}: {total} points in all.")
    return total


def main():
    """Greet, play games until the player stops."""
    random.seed()
    print("Upper-section Yahtzee")
    name = ask_name()
    while True:
        play_game(name)
        while True:
            again = ask("Another game? (y/n) ").lower()
            if again in ("y", "n"):
                break
            print("Please type y or n.")
        if again == "n":
            print("Thanks for playing!")
            return


main()
