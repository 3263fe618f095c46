"""Yahtzee, simplified (CS1 homework).

How to play:
    The game has 6 turns. At the start of a turn five dice are rolled and
    listed one per line ("Die 1: 4", "Die 2: 6", ...).
    Then the game asks about every die: "Re-roll die 3 (showing 1)? (y/n)".
    Answer y to roll that die again or n to keep it, then say yes to the
    count of dice to throw (no asks about each die again). You get two
    chances to re-roll; if you answer n for all five dice and say you are
    sure, you keep them and the rolling is over for that turn.
    Last, pick a line from the menu by typing its number. Each line can
    be used only once, and it scores the sum of the dice with its face.
"""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
DICE_COUNT = 5
TURNS = 6
REROLLS = 2


def read_answer(prompt):
    """Return what the user typed (lower case, no spaces at the ends).

    The program just stops if there is no more input.
    """
    try:
        return input(prompt).strip(" ").lower()
    except EOFError:
        sys.exit(0)


def roll_die():
    """Return a random die value from 1 to 6."""
    return random.randint(1, 6)


def show_dice(dice):
    """List the dice, one per line."""
    for number, die in enumerate(dice, start=1):
        print(f"Die {number}: {die}")


def ask_yes_no(prompt):
    """Ask a y/n question until the answer is y or n; return True for yes."""
    while True:
        answer = read_answer(prompt)
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y or n.")


def ask_which_dice(dice):
    """Ask about each die, then confirm the choice; return the positions picked.

    A no at the confirmation asks about every die again.
    """
    while True:
        picked = []
        for index, die in enumerate(dice):
            if ask_yes_no(f"Re-roll die {index + 1} (showing {die})? (y/n) "):
                picked.append(index)
        if not picked:
            sure = "Are you sure you want to keep all? (y/n) "
        else:
            sure = f"Re-roll {len(picked)} {'die' if len(picked) == 1 else 'dice'} now? (y/n) "
        if ask_yes_no(sure):
            return picked


def play_rolls():
    """Roll the dice for one turn and return the final dice."""
    dice = [roll_die() for _ in range(DICE_COUNT)]
    show_dice(dice)
    for _ in range(REROLLS):
        picked = ask_which_dice(dice)
        if not picked:
            print("Keeping these dice.")
            break
        for index in picked:
            dice[index] = roll_die()
        print("New dice:")
        show_dice(dice)
    return dice


def pick_line(used):
    """Show the open lines and return the index of the one picked."""
    print("Choose a line:")
    for index, name in enumerate(LINES):
        if index not in used:
            print(f"{index + 1}) {name}")
    while True:
        answer = read_answer("Enter the number of a line: ")
        if len(answer) != 1 or answer not in "123456":
            print("Please enter one of the numbers shown (1-6).")
        elif int(answer) - 1 in used:
            print(f"You have already used {LINES[int(answer) - 1]}.")
        else:
            return int(answer) - 1


def line_score(line, dice):
    """Add up the dice that match the line's face."""
    face = line + 1
    return sum(die for die in dice if die == face)


def main():
    """Run the six turns of the game."""
    used = set()
    total = 0
    print("Welcome to Yahtzee!\n")
    for _ in range(TURNS):
        dice = play_rolls()
        line = pick_line(used)
        used.add(line)
        points = line_score(line, dice)
        total += points
        print(f"You scored {points} in {LINES[line]}. Total: {total}\n")
    print(f"Game over! Final score: {total}")


if __name__ == "__main__":
    main()
