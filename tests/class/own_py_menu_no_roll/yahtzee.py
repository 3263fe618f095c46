"""Yahtzee, Ones to Sixes: a menu after every roll, a die at a time, a line menu to score."""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
PAGES = [
    "WELCOME TO YAHTZEE!\nSix turns. Each turn you roll five dice, up to three times.",
    "ROLLING\nAfter a roll, pick 1 to roll again: you say y or n for each die.",
    "SCORING\nPick 2 to score: choose a line, and it gets the dice showing its face.",
]


def ask(prompt):
    """Read one answer; leave quietly when input ends."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\nBye!")
        sys.exit(0)


def tutorial():
    """Show the rules a page at a time."""
    for number, page in enumerate(PAGES, 1):
        print(page)
        last = number == len(PAGES)
        ask("-- press Enter to start --" if last else "-- press Enter for more --")


def show_dice(dice):
    """Print the five dice on one line."""
    print("   ".join(f"Die {place}: {face}" for place, face in enumerate(dice, 1)))


def show_sheet(sheet):
    """Print the score sheet and its total."""
    for name, points in zip(LINES, sheet):
        print(f"  {name:<7} {'...' if points is None else points}")
    print(f"  Total   {sum(points or 0 for points in sheet)}")


def ask_menu(rolls_left):
    """Ask what to do after a roll: '1' (roll), '2' (score) or '3' (sheet)."""
    allowed = ["2", "3"]
    if rolls_left:
        allowed.insert(0, "1")
        print(f"1) Roll again ({rolls_left} left)   2) Score these dice   3) Show sheet")
    else:
        print("No re-rolls left.   2) Score these dice   3) Show sheet")
    while True:
        choice = ask("What now? ")
        if choice in allowed:
            return choice
        print("That is not one of the options, try again.")


def ask_yes_no(prompt):
    """Ask a yes/no question until y or n is given."""
    while True:
        answer = ask(prompt)
        if answer in ("y", "n"):
            return answer == "y"
        print("Please answer y or n.")


def reroll(dice):
    """Ask about each die, and roll again those the player names."""
    print("Answer y to re-roll a die, n to keep it.")
    for place, face in enumerate(dice):
        if ask_yes_no(f"  Re-roll die {place + 1} ({face})? [y/n] "):
            dice[place] = random.randint(1, 6)


def ask_line(sheet):
    """Show the line menu; return an open line's index, or None to go back."""
    for number, (name, points) in enumerate(zip(LINES, sheet), 1):
        print(f"  {number}) {name}" + ("" if points is None else f" (used: {points})"))
    print("  0) Go back")
    while True:
        choice = ask("Which line? ")
        if choice == "0":
            return None
        if choice in ("1", "2", "3", "4", "5", "6") and sheet[int(choice) - 1] is None:
            return int(choice) - 1
        print("Pick an open line from 1 to 6, or 0 to go back.")


def play_turn(number, sheet):
    """Play one turn: roll, the menu until a line is scored."""
    print(f"\n######## Turn {number} of 6 ########")
    dice, rolls_left = [random.randint(1, 6) for _ in range(5)], 2
    while True:
        show_dice(dice)
        choice = ask_menu(rolls_left)
        if choice == "1":
            reroll(dice)
            rolls_left -= 1
        elif choice == "3":
            show_sheet(sheet)
        else:
            line = ask_line(sheet)
            if line is not None:
                sheet[line] = dice.count(line + 1) * (line + 1)
                print(f"{sheet[line]} points on {LINES[line]}.")
                return


def main():
    """Play six turns and show the final score."""
    tutorial()
    sheet = [None] * 6
    for number in range(1, 7):
        play_turn(number, sheet)
    show_sheet(sheet)
    print(f"Final score: {sum(sheet)}")


if __name__ == "__main__":
    main()
