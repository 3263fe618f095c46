"""Simplified Yahtzee in six turns. Before re-rolling, the player says how many of
the re-rolls left to use (0 stops rolling); then which dice, by position. A line
is chosen by its number.

The fault: the flags of the dice to roll live across turns, so a turn's first roll
rolls only the dice re-rolled last; the others keep the last turn's faces.
"""

import random


def read(prompt):
    """Return the player's answer, trimmed; end the game at end of input."""
    try:
        return input(prompt).strip()
    except EOFError:
        print("\nEnd of input -- quitting the game.")
        raise SystemExit(0) from None


def roll(dice, flags):
    """Roll again each die whose flag is set."""
    for place, flag in enumerate(flags):
        if flag:
            dice[place] = random.randint(1, 6)


def show(dice):
    """Print the dice joined by dashes."""
    print("You rolled: " + "-".join(map(str, dice)) + "   (positions 1-5 from left to right)")


def ask_number(prompt, low, high):
    """Ask for a whole number from low to high until one is typed; return it."""
    while True:
        answer = read(prompt)
        if answer.isdigit() and low <= int(answer) <= high:
            return int(answer)
        print(f"Please type a number from {low} to {high}.")


def ask_positions():
    """Ask for the positions to re-roll (1-5, each once); return their flags."""
    while True:
        words = read("Which dice should be re-rolled? (positions like 2 4 5): ").split()
        if words and len(set(words)) == len(words) and set(words) <= set("12345"):
            return [str(place) in words for place in range(1, 6)]
        print("Use positions 1 to 5, each once, with spaces between.")


def play_rolls(dice, flags):
    """Roll, then re-roll as many times as the player asks, at most twice."""
    roll(dice, flags)
    show(dice)
    left = 2
    while left > 0:
        wanted = ask_number(f"You have {left} re-roll(s) left. How many do you want to use? "
                            f"(0-{left}): ", 0, left)  # fmt: skip
        if wanted == 0:
            return
        flags[:] = ask_positions()
        roll(dice, flags)
        show(dice)
        left = left - 1 if wanted == 2 else 0


def choose_line(sheet):
    """Ask for an open line by its number; return its index."""
    while True:
        line = ask_number("Pick a line for this roll (1=Ones, 2=Twos, ..., 6=Sixes): ", 1, 6)
        if sheet[line - 1] is None:
            return line - 1
        print("That line is already filled.")


def main():
    """Play six turns, then print the final total."""
    random.seed()
    sheet, dice, flags = [None] * 6, [0] * 5, [True] * 5
    for turn in range(1, 7):
        print(f"\n########## TURN {turn}/6 ##########")
        play_rolls(dice, flags)
        line = choose_line(sheet)
        sheet[line] = dice.count(line + 1) * (line + 1)
        print(f"{sheet[line]} points on line {line + 1}.")
    print(f"Final total: {sum(sheet)}")


if __name__ == "__main__":
    main()
