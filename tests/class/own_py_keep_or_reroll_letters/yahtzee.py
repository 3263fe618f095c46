# Simplified Yahtzee for the evening section: six turns, lines Ones to Sixes.
# Dice are drawn in boxes; keep (k) or reroll (r), then which; lines by letter a-f.
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


def show(dice):
    """Draw the dice in boxes, with their positions under them."""
    print(" ".join("+---+" for _ in dice))
    print(" ".join(f"| {d} |" for d in dice))
    print(" ".join("+---+" for _ in dice))
    print("  " + "     ".join(str(i) for i in range(1, 6)))


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
    for _ in range(2):
        while True:
            choice = ask("Keep (k) or reroll (r) these dice? >> ").strip().lower()
            if choice in ("k", "r"):
                break
            print("Type k or r.")
        if choice == "k":
            break
        while True:
            ans = ask("Which dice to reroll (e.g. 1 3 5)? >> ")
            if not ans.strip():
                print("That is not a list of positions.")
                continue
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
    """Show the card and ask for an open line by its letter; return its number."""
    while True:
        for i, name in enumerate(NAMES):
            print(f"  {'abcdef'[i]}) {name:<7} {'-' if card[i] is None else card[i]}")
        ans = ask("Pick a line (a-f) >> ").strip()
        if len(ans) != 1 or ans not in "abcdef":
            print("Pick a letter from a to f.")
            continue
        n = "abcdef".index(ans) + 1
        if card[n - 1] is not None:
            print("You already used that one.")
            continue
        return n


def main():
    """Play six turns and print the final score."""
    random.seed()
    card = [None] * 6
    for turn in range(1, 7):
        print(f"\n*** Turn {turn} ***")
        dice = take_turn()
        n = choose(card, dice)
        card[n - 1] = n * dice.count(n)
        print(f"{NAMES[n - 1]}: {card[n - 1]} points")
    print("Final score:", sum(card))


main()
