"""A homework Yahtzee in a class's own words: Round 1/6, You rolled: 1 5 1 1 1, and so on.

It follows no line of the README's contract, but the contract in own_contract.json.
"""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(question):
    """Return the answer typed, trimmed; end the game quietly when input ends."""
    try:
        return input(question).strip()
    except EOFError:
        sys.exit(1)


def positions(answer):
    """Return the positions typed (1-5, each once), or None."""
    words = answer.split()
    if any(word not in "12345" or len(word) != 1 for word in words) or len(set(words)) < len(
        words
    ):
        return None
    return [int(word) for word in words]


# Play six turns, then print the final score.
def main():
    used, total = set(), 0
    print("Welcome to Yahtzee!")
    for turn in range(1, 7):
        print(f"Round {turn}/6")
        dice = [random.randint(1, 6) for _ in range(5)]
        print("You rolled:", *dice)
        for _ in range(2):
            chosen = positions(ask("Which dice to re-roll? "))
            while chosen is None:
                print("Give positions 1-5 with spaces between.")
                chosen = positions(ask("Which dice to re-roll? "))
            if not chosen:
                break
            for place in chosen:
                dice[place - 1] = random.randint(1, 6)
            print("You rolled:", *dice)
        while True:
            answer = ask("Which line? ").lower()
            names = [name.lower() for name in LINES]
            line = int(answer) - 1 if answer in "123456" and answer else None
            line = names.index(answer) if answer in names else line
            if line is not None and line not in used:
                break
            print("Pick an unused line, 1-6 or its name.")
        used.add(line)
        points = (line + 1) * dice.count(line + 1)
        total += points
        print(f"Got {points} for {LINES[line]}; total {total}")
    print(f"Game over, you scored {total}")


if __name__ == "__main__":
    main()
