# Simplified Yahtzee: six turns, lines Ones to Sixes.
# The dice stand in a column, the score card in a column beside them.
import random
import sys

NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(prompt):
    """Read an answer; at the end of input, say goodbye and stop."""
    try:
        return input(prompt)
    except EOFError:
        print("\nBye.")
        sys.exit(0)


CARD = [None] * 6


def show(dice):
    """Print the dice in a column, numbered, with the card beside them."""
    print(" Dice      | Card")
    for i in range(6):
        left = f" [{i + 1}] {dice[i]}" if i < 5 else ""
        right = f"{NAMES[i]}: {'-' if CARD[i] is None else CARD[i]}"
        print(f"{left:<10} | {right}")


def parse_positions(text):
    """Return the positions typed (1-5, each once), [] for none, or None if not valid."""
    text = text.strip()
    if text == "":
        return []
    parts = text.split()
    if any(not p.isdigit() or len(p) != 1 for p in parts):
        return None
    nums = [int(p) for p in parts]
    if any(n < 1 or n > 5 for n in nums) or len(set(nums)) != len(nums):
        return None
    return nums


def take_turn(dice_count=5):
    """Roll the dice, then let the player re-roll some of them up to twice."""
    dice = [random.randint(1, 6) for _ in range(dice_count)]
    show(dice)
    for left in (2, 1):
        while True:
            ans = ask(f"Dice to roll again, e.g. 1 3 5 (blank = keep all, {left} left): ")
            if len(ans) > 20 or any(ord(c) < 32 or ord(c) == 127 for c in ans):
                print("That is not a list of positions.")
                continue
            picks = parse_positions(ans)
            if picks is None:
                print("That is not a list of positions.")
                continue
            break
        if not picks:
            break
        for p in picks:
            dice[p - 1] = random.randint(1, 6)
        show(dice)
    return dice


def choose(card, dice):
    """Ask for an open line by its number; return it."""
    while True:
        ans = ask("Which category (1-6)? ").strip()
        if len(ans) != 1 or ans not in "123456":
            print("Pick a number from 1 to 6.")
            continue
        n = int(ans)
        if card[n - 1] is not None:
            print("You already used that one.")
            continue
        return n


def main():
    """Play six turns and print the final score."""
    random.seed()
    card = CARD
    for turn in range(1, 7):
        print(f"\n*** Turn {turn} ***")
        dice = take_turn()
        n = choose(card, dice)
        card[n - 1] = n * dice.count(n)
        print(f"{NAMES[n - 1]}: {card[n - 1]} points")
    print("Final score:", sum(card))


main()
