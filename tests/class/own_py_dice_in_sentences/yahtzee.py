"""Upper-section Yahtzee for a screen reader: everything said in sentences, no tables.

The dice are told by their places (the first die is 4, ...); the player names one die at a
time to roll again, by its number or its ordinal, and says done when finished.
"""

import random

ORDINALS = ["first", "second", "third", "fourth", "fifth"]
LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
LONGEST = 40


class InputEnded(Exception):
    """The player's input has ended."""


def ask(question):
    """Print a question on its own line and return the answer, lower-cased and stripped."""
    print(question)
    try:
        answer = input()
    except EOFError:
        raise InputEnded from None
    if len(answer) > LONGEST or not answer.isprintable():
        return "?"
    return answer.strip().lower()


def say_dice(dice):
    """Say the five dice in one sentence, each by its place."""
    said = [f"the {ORDINALS[place]} die is {face}" for place, face in enumerate(dice)]
    print("Your dice: " + ", ".join(said[:4]) + " and " + said[4] + ".")


def die_position(answer):
    """Return the place (0-4) an answer names, by digit or ordinal, or None."""
    if answer in ("1", "2", "3", "4", "5"):
        return int(answer) - 1
    return ORDINALS.index(answer) if answer in ORDINALS else None


def choose_dice(chance):
    """Ask for the dice to roll again, one at a time, until done; return their places."""
    chosen = []
    while len(chosen) < 5:
        answer = ask(
            f"Chance {chance} of 2. Which die do you want to roll again? Type one "
            "position, like 2 or second, or type done if you have finished choosing."
        )
        place = die_position(answer)
        if answer == "done":
            break
        if place is None:
            print(f'Sorry, "{answer}" is not a die position. Please type 1 to 5, or done.')
        elif place in chosen:
            print(f"You already chose the {ORDINALS[place]} die.")
        else:
            chosen.append(place)
            print(f"The {ORDINALS[place]} die will be rolled again.")
    return chosen


def choose_line(sheet):
    """Ask for an open line by its name; return its index."""
    print("The open lines are: " + ", ".join(n for n, p in zip(LINES, sheet) if p is None) + ".")
    while True:
        answer = ask("Which line do you want to use? Type its name, like fours.")
        if answer not in LINES:
            print(f'Sorry, "{answer}" is not the name of a line.')
        elif sheet[LINES.index(answer)] is not None:
            print(f"The {answer} line is used already. Please choose another.")
        else:
            return LINES.index(answer)


def play_turn(turn, sheet):
    """Roll, let the player roll chosen dice again twice, and score a line."""
    print(f"\nTurn {turn} of 6. You roll all five dice.")
    dice = [random.randint(1, 6) for _ in range(5)]
    say_dice(dice)
    for chance in (1, 2):
        chosen = choose_dice(chance)
        if not chosen:
            break
        for place in chosen:
            dice[place] = random.randint(1, 6)
        say_dice(dice)
    line = choose_line(sheet)
    sheet[line] = dice.count(line + 1) * (line + 1)
    total = sum(points or 0 for points in sheet)
    print(f"You wrote {sheet[line]} points on the {LINES[line]} line. Your total is {total}.")


def main():
    """Play six turns and say the final score."""
    random.seed()
    sheet = [None] * 6
    print("Welcome to Yahtzee. Every question says what to type.")
    try:
        for turn in range(1, 7):
            play_turn(turn, sheet)
    except (InputEnded, KeyboardInterrupt):
        print("\nThe input ended, so the game stops here. Goodbye.")
        return
    print(f"\nThe game is over. Your final score is {sum(sheet)} points.")


if __name__ == "__main__":
    main()
