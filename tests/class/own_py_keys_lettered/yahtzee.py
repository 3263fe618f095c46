"""Yahtzee, upper section, one player. Dice are lettered A to E.

After each roll one key decides: R rolls again (then the dice are named one
at a time by letter), S scores.
"""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
LETTERS = "ABCDE"


def key(prompt):
    """Return one stripped answer; end the game quietly when input runs out."""
    print(prompt, end="", flush=True)
    answer = sys.stdin.readline()
    if not answer:
        print("\nOut of input. Bye!")
        sys.exit(0)
    return answer.strip()


def show(dice):
    """Print the letters over the dice."""
    print("    " + "   ".join(LETTERS))
    print("   " + " ".join(f"({face})" for face in dice))


def pick_dice():
    """Name dice one at a time until Enter; '*' picks all. Return the chosen indexes."""
    chosen = set()
    while True:
        answer = key("Die to re-roll (A-E, * = all), Enter when done: ").upper()
        if answer == "*":
            return set(range(5))
        if answer == "" and chosen:
            return chosen
        if answer == "":
            print("   Pick at least one die (you chose to roll again).")
        elif len(answer) != 1 or answer not in LETTERS:
            print("   That is not a die. Use A, B, C, D or E.")
        elif LETTERS.index(answer) in chosen:
            print("   You picked that die already.")
        else:
            chosen.add(LETTERS.index(answer))


def roll_or_score(rerolls_left):
    """Return True to roll again, False to score."""
    while True:
        answer = key(f"Press R to roll again or S to score ({rerolls_left} re-rolls left): ")
        if answer.upper() in ("R", "S"):
            return answer.upper() == "R"
        print("   Please press R or S.")


def choose(sheet):
    """Ask for an open line by number; return its index."""
    while True:
        answer = key("Line to score (1-6): ")
        if len(answer) != 1 or answer not in "123456":
            print("   Type a number from 1 to 6.")
        elif sheet[int(answer) - 1] is not None:
            print("   That line is taken.")
        else:
            return int(answer) - 1


def main():
    """Six turns, then the total."""
    sheet = [None] * 6
    for turn in range(1, 7):
        print(f"\n~~~~ Turn {turn} of 6 ~~~~")
        dice = [random.randint(1, 6) for _ in range(5)]
        show(dice)
        for rerolls_left in (2, 1):
            if not roll_or_score(rerolls_left):
                break
            for index in pick_dice():
                dice[index] = random.randint(1, 6)
            show(dice)
        index = choose(sheet)
        sheet[index] = dice.count(index + 1) * (index + 1)
        print(f"   {LINES[index]} gets {sheet[index]}.")
    print(f"\nFinal score: {sum(sheet)}")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print()
