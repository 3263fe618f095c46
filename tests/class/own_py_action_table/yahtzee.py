"""Yahtzee (upper section) driven by menus: a turn menu, then an action table after each roll."""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
ACTIONS = ["Keep some, re-roll the rest", "Re-roll all five", "Score this roll"]


def read(prompt):
    """Return the next answer; end quietly when the input does."""
    try:
        return input(prompt).strip()
    except EOFError:
        print()
        sys.exit(0)


def show_sheet(sheet):
    """Print the score sheet."""
    for name, points in zip(LINES, sheet):
        print(f"  {name:<7} {'.' if points is None else points}")


def turn_menu(sheet):
    """Ask [R]oll / [S]heet until the player rolls."""
    while True:
        choice = read("[R]oll  [S]heet\n> ").upper()
        if choice == "R":
            return
        if choice == "S":
            show_sheet(sheet)
        else:
            print("Type R or S.")


def action(left):
    """Show the action table and return the player's choice, 1 to 3."""
    border = "+---+" + "-" * 29 + "+"
    print(border)
    for number, text in enumerate(ACTIONS, start=1):
        print(f"| {number} | {text:<27} |")
    print(border)
    while True:
        choice = read(f"Option ({left} re-rolls left): ")
        if choice in ("1", "2") and left == 0:
            print("No re-rolls left, you have to score now.")
        elif choice in ("1", "2", "3"):
            return int(choice)
        else:
            print("Pick 1, 2 or 3.")


def keep_which(dice):
    """Ask for the positions to keep (like 2 5); return them as indexes."""
    while True:
        words = read("Positions to keep (like 2 5): ").split()
        good = all(word in "12345" and len(word) == 1 for word in words)
        if words and good and len(set(words)) == len(words):
            return {int(word) - 1 for word in words}
        print("Positions 1-5, each once, with spaces.")


def choose_line(sheet):
    """Ask for an open line by its number."""
    while True:
        answer = read("Line number (1-6): ")
        if answer not in ("1", "2", "3", "4", "5", "6"):
            print("1 to 6 only.")
        elif sheet[int(answer) - 1] is not None:
            print("That line is filled.")
        else:
            return int(answer) - 1


def play_turn(number, sheet):
    """One turn through the menus."""
    print(f"\n== Turn {number} of 6 ==")
    turn_menu(sheet)
    dice = [random.randint(1, 6) for _ in range(5)]
    left = 2
    while True:
        print("Dice: " + "  ".join(map(str, dice)))
        choice = action(left)
        if choice == 3:
            break
        kept = keep_which(dice) if choice == 1 else set()
        dice = [die if at in kept else random.randint(1, 6) for at, die in enumerate(dice)]
        left -= 1
    line = choose_line(sheet)
    sheet[line] = dice.count(line + 1) * (line + 1)
    print(f"{sheet[line]} points on {LINES[line]}.")


def main():
    """Six turns through the menus, then the total."""
    random.seed()
    sheet = [None] * 6
    for number in range(1, 7):
        play_turn(number, sheet)
    show_sheet(sheet)
    print(f"Final total: {sum(sheet)}")


if __name__ == "__main__":
    main()
