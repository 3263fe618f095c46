# Simplified Yahtzee: six turns, lines Ones to Sixes.
# The dice are numbered 0 to 4, as Python's list indexes are; the player types
# the indexes of the dice to re-roll, between commas.
import random
import sys

SHORT = ["1s", "2s", "3s", "4s", "5s", "6s"]
NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(prompt):
    """Read an answer; at the end of input, say goodbye and stop."""
    try:
        return input(prompt)
    except EOFError:
        print("\n[EOF] No more input. Bye.")
        sys.exit(0)


def show(dice):
    """Print the dice under their indexes."""
    print("Your dice (numbered 0 to 4, like list indexes):")
    print("  index | " + "   ".join(str(i) for i in range(5)))
    print("  value | " + "   ".join(str(d) for d in dice))


def parse_indexes(text):
    """Return the indexes typed between commas, [] for none, or None if they are not valid."""
    text = text.strip()
    if text == "":
        return []
    indexes = []
    for part in text.split(","):
        part = part.strip()
        if not part.lstrip("-").isdigit() or len(part) > 2:
            return None
        index = int(part)
        if index >= 5 or index in indexes:
            return None
        indexes.append(index)
    return indexes


def take_turn():
    """Roll the dice, then let the player re-roll some of them up to twice."""
    dice = [random.randint(1, 6) for _ in range(5)]
    show(dice)
    for chance in (1, 2):
        print(f"(re-roll {chance} of 2)")
        while True:
            answer = ask("Indexes to re-roll, e.g. 0,2,4 (Enter keeps all): ")
            indexes = parse_indexes(answer)
            if indexes is not None:
                break
            print("Please type indexes 0-4 between commas, or just Enter.")
        if not indexes:
            print("Keeping all dice.")
            break
        for index in indexes:
            dice[index] = random.randint(1, 6)
        show(dice)
    return dice


def choose(card):
    """Ask for an open line by its short name (1s to 6s); return its index."""
    while True:
        answer = ask("Score it as which line? (1s, 2s, 3s, 4s, 5s, 6s): ").strip().lower()
        if answer not in SHORT:
            print("That is not a line.")
        elif card[SHORT.index(answer)] is not None:
            print("That line is used already.")
        else:
            return SHORT.index(answer)


def main():
    """Play six turns and print the final score."""
    random.seed()
    card = [None] * 6
    for turn in range(1, 7):
        print(f"\n##### TURN {turn}/6 #####")
        dice = take_turn()
        line = choose(card)
        card[line] = (line + 1) * dice.count(line + 1)
        total = sum(score for score in card if score is not None)
        print(f"Scored {card[line]} in {NAMES[line]}. Running total: {total}")
    print(f"Final score: {sum(card)}")


main()
