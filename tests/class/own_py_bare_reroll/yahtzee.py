# yahtzee.py - my first Yahtzee: six turns, lines Ones to Sixes.
#
# Each turn the dice are rolled. "Reroll?" asks y or n; after y, "Which
# ones?" takes the positions of the dice to roll again (like 1 3). After
# two rerolls, or an n, the dice go on a line picked by its number.

import random
import time

names = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
scores = [None, None, None, None, None, None]


def get_input(prompt):
    """Return the player's answer, or None when the input is over."""
    try:
        return input(prompt).strip()
    except EOFError:
        return None


def ask_yes_no():
    """Ask Reroll? until the answer is y or n; return True for y, None at the end of input."""
    while True:
        answer = get_input("Reroll? ")
        if answer is None:
            return None
        if answer.lower() in ("y", "n"):
            return answer.lower() == "y"
        print("Please answer y or n.")


def ask_positions():
    """Ask which dice to roll again until the answer is good; return the positions."""
    while True:
        answer = get_input("Which ones? ")
        if answer is None:
            return None
        parts = answer.split()
        good = 0 < len(parts) <= 5 and all(part in ("1", "2", "3", "4", "5") for part in parts)
        if good and len(set(parts)) == len(parts):
            return [int(part) for part in parts]
        print("Type positions from 1 to 5, each once, like 1 3.")


def ask_line():
    """Ask for the number of an open line until one is given; None at the end of input."""
    while True:
        for i in range(6):
            if scores[i] is None:
                print(f"  {i + 1}. {names[i]}")
        answer = get_input("Line: ")
        if answer is None:
            return None
        if answer in ("1", "2", "3", "4", "5", "6") and scores[int(answer) - 1] is None:
            return int(answer) - 1
        print("Pick the number of an open line.")


def play_turn(turn):
    """Play one turn; return False when the input is over."""
    print(f"\nTurn {turn}")
    dice = [random.randint(1, 6) for _ in range(5)]
    print("Dice:", dice)
    for _ in range(2):
        again = ask_yes_no()
        if again is None:
            return False
        if not again:
            break
        positions = ask_positions()
        if positions is None:
            return False
        for place in positions:
            dice[place - 1] = random.randint(1, 6)
        print("Dice:", dice)
    line = ask_line()
    if line is None:
        return False
    scores[line] = dice.count(line + 1) * (line + 1)
    total = sum(score for score in scores if score is not None)
    print(f"{names[line]}: {scores[line]}  Score: {total}")
    return True


def main():
    """Play the six turns, then show the sheet."""
    random.seed(time.time())
    for turn in range(1, 7):
        if not play_turn(turn):
            print("\nBye!")
            return
    print("\nFinal sheet:")
    for i in range(6):
        print(f"  {names[i]}: {scores[i]}")
    print("Total:", sum(scores))


main()
