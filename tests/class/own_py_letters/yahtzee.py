"""Yahtzee (the simple version) for CS1.

How to play:
    There are 6 rounds. In each round you roll five dice. The dice are
    shown under the letters A B C D E, so the die under C is die C.
    You get two re-rolls. Type the letters of the dice you want to roll
    again, for example "ace" or "A C E", or just press Enter to keep all
    of them (that also ends your rolling for the round).
    After rolling, type the NAME of a line you have not used yet (ones,
    twos, threes, fours, fives or sixes). The line scores the total of the
    dice that show its number. At the end you see your score sheet.
"""

import random
import sys

LETTERS = "ABCDE"
LINE_NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
ROUNDS = 6
REROLLS = 2


def ask(question):
    """Ask a question and return the answer, or quit quietly if input ends."""
    try:
        return input(question)
    except (EOFError, KeyboardInterrupt):
        print()
        sys.exit(0)


def roll_dice(count):
    """Return a list of count random dice."""
    return [random.randint(1, 6) for _ in range(count)]


def show_dice(dice):
    """Print the letters with the dice right under them."""
    print("  " + " ".join(LETTERS))
    print("  " + " ".join(str(die) for die in dice))


def read_letters(answer):
    """Turn an answer like 'ace' into positions [0, 2, 4].

    Returns (positions, None) if the answer is good, or (None, reason).
    """
    if not answer.isprintable():
        return None, "Please use only letters."
    letters = answer.replace(" ", "").upper()
    positions = []
    for letter in letters:
        if letter not in LETTERS:
            return None, f"'{letter}' is not a die. Use the letters A to E."
        if LETTERS.index(letter) in positions:
            return None, f"You typed {letter} twice."
        positions.append(LETTERS.index(letter))
    return positions, None


def ask_reroll():
    """Ask which dice to re-roll until the answer makes sense."""
    question = (
        "Type the letters of the dice to re-roll (like ace or A C E), "
        "or just press Enter to keep them all: "
    )
    while True:
        positions, reason = read_letters(ask(question))
        if reason is None:
            return positions
        print(reason)


def play_rolls():
    """Roll the dice for one round, with up to two re-rolls."""
    dice = roll_dice(5)
    show_dice(dice)
    for _ in range(REROLLS):
        positions = ask_reroll()
        if not positions:
            break
        new_dice = roll_dice(len(positions))
        for position, die in zip(positions, new_dice):
            dice[position] = die
        show_dice(dice)
    return dice


def ask_line(sheet):
    """Ask for the name of an unused line and return its index."""
    open_lines = [name for name in LINE_NAMES if name not in sheet]
    print("Open lines: " + ", ".join(open_lines))
    while True:
        answer = ask("Which line do you want (type its name, e.g. fours)? ")
        name = answer.strip(" ").lower()
        if name.isdigit():
            print("Please type the line's name, like threes, not a number.")
        elif name not in LINE_NAMES:
            print("That is not a line. Type ones, twos, threes, fours, fives or sixes.")
        elif name in sheet:
            print(f"You already used {name}. Pick another line.")
        else:
            return LINE_NAMES.index(name)


def score(line, dice):
    """Return the points the dice are worth on a line (0 is ones)."""
    face = line + 1
    return face * dice.count(face)


def show_sheet(sheet):
    """Print the final score sheet and return the total."""
    print("\nYour score sheet:")
    for name in LINE_NAMES:
        print(f"  {name.capitalize():<8}{sheet[name]:>3}")
    total = sum(sheet.values())
    print(f"  {'Total':<8}{total:>3}")
    return total


def main():
    """Play all six rounds and show the final score."""
    sheet = {}
    print("Let's play Yahtzee!")
    for round_number in range(1, ROUNDS + 1):
        print(f"\n=== Round {round_number} ===")
        dice = play_rolls()
        line = ask_line(sheet)
        points = score(line, dice)
        sheet[LINE_NAMES[line]] = points
        print(f"{LINE_NAMES[line].capitalize()}: {points}")
    total = show_sheet(sheet)
    print(f"That's the game! You scored {total} in total.")


if __name__ == "__main__":
    main()
