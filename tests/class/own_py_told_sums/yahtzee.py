"""A friendly Yahtzee for one player: six turns, the lines Ones to Sixes.

The game explains itself as it goes: what each answer means, and how
each score is added up.
"""

import random
import sys

NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(question):
    """Print a question and return the answer; say goodbye at end of input."""
    print(question, end="", flush=True)
    text = sys.stdin.readline()
    if not text:
        print("\nSee you next time!")
        sys.exit(0)
    return text.strip()


def show(dice):
    """Show the dice in a row with their positions."""
    print("  Position: " + "   ".join(str(place) for place in range(1, 6)))
    print("  Dice:     " + "   ".join(str(face) for face in dice))


def read_positions(text):
    """Return the set of positions in '2,5' (0 alone for none), or None if not valid."""
    if text == "0":
        return set()
    parts = [part.strip() for part in text.split(",")]
    if not all(part in ("1", "2", "3", "4", "5") for part in parts):
        return None
    places = {int(part) - 1 for part in parts}
    return places if len(places) == len(parts) else None


def reroll(dice, number):
    """Ask which dice to throw again and throw them; return False if none were chosen."""
    print(f"\nRe-roll {number} of 2. Type the positions to throw again, with commas (like 1,4).")
    print("Type 0 to keep all the dice, or 1,2,3,4,5 to throw all of them.")
    while True:
        places = read_positions(ask("Which dice? "))
        if places is not None:
            break
        print("Please use positions 1 to 5 with commas, each once, or 0.")
    for place in places:
        dice[place] = random.randint(1, 6)
    return bool(places)


def explain(dice, index):
    """Return how a line's score is added up, e.g. 'Fours: 4 + 4 = 8 points'."""
    face = index + 1
    counted = [str(face)] * dice.count(face)
    return f"{NAMES[index]}: {' + '.join(counted)} = {face * len(counted)} points"


def pick(scores):
    """Ask for an open line by number; return its index."""
    while True:
        answer = ask("Line number (1-6)? ")
        if len(answer) != 1 or answer not in "123456":
            print("Type a number from 1 to 6.")
        elif scores[int(answer) - 1] is not None:
            print("You used that line already.")
        else:
            return int(answer) - 1


def main():
    """Play six turns and add up the sheet."""
    print("Welcome to Yahtzee! Six turns, two re-rolls each.")
    scores = [None] * 6
    for turn in range(1, 7):
        print(f"\n---- Turn {turn} of 6 ----")
        dice = [random.randint(1, 6) for _ in range(5)]
        show(dice)
        for number in (1, 2):
            if not reroll(dice, number):
                break
            show(dice)
        index = pick(scores)
        print(explain(dice, index))
        scores[index] = dice.count(index + 1) * (index + 1)
    print(f"\nAll done. Your total is {sum(scores)}.")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print()
