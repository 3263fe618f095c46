"""Yahtzee for one player - intro programming homework.

How to play:
    There are 6 rounds. In every round five dice are rolled and printed
    one per line, like "Die 1 -> 4".
    Twice per round you tell the game which dice you want to KEEP by
    typing their numbers with spaces (like 1 4). All the other dice get
    rolled again. Type 'all' to keep every die (no more rolling this
    round) or 'none' to roll all five again.
    After that choose a line by its letter, (a) Ones up to (f) Sixes.
    Only lines you have not used are shown. In the last round the game
    fills in the one line that is left for you.
"""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
LETTERS = "abcdef"
ROUNDS = 6
DICE_COUNT = 5
MAX_LENGTH = 30


def ask(question):
    """Ask a question and return the cleaned-up answer (quits at end of input)."""
    try:
        reply = input(question + " ")
    except EOFError:
        print("\nNo more input. Goodbye!")
        sys.exit(0)
    if len(reply) > MAX_LENGTH or not reply.isprintable():
        print("That is too long or has characters I can't use.")
        return None
    return reply.strip().lower()


def keep_list(reply):
    """Turn the player's reply into a list of dice to keep, or None if it is wrong."""
    if reply == "all":
        return list(range(DICE_COUNT))
    if reply == "none":
        return []
    kept = []
    for word in reply.split():
        if word not in ["1", "2", "3", "4", "5"]:
            print("Use the numbers 1 to 5, 'all' or 'none'.")
            return None
        if int(word) in kept:
            print("You can't keep the same die twice.")
            return None
        kept.append(int(word))
    if len(kept) == 0:
        print("Please type something, like 1 4, all or none.")
        return None
    return kept


def ask_keep():
    """Keep asking which dice to keep until the reply is valid."""
    question = "Which dice do you KEEP? Positions like 1 4, 'all' or 'none':"
    kept = None
    while kept is None:
        reply = ask(question)
        if reply is not None:
            kept = keep_list(reply)
    return kept


def print_dice(dice):
    """Print every die on its own line."""
    for number in range(DICE_COUNT):
        print(f"Die {number + 1} -> {dice[number]}")


def roll_dice():
    """Do the three rolls of one round and give back the final dice."""
    dice = []
    for _ in range(DICE_COUNT):
        dice.append(random.randint(1, 6))
    print_dice(dice)
    for _ in range(2):  # the second and third rolls
        kept = ask_keep()
        if len(kept) == DICE_COUNT:
            break
        for number in range(DICE_COUNT):
            if number not in kept:
                dice[number] = random.randint(1, 6)
        print("New roll:")
        print_dice(dice)
    return dice


def pick_line(free_lines):
    """Show the free lines with letters and return the one picked."""
    if len(free_lines) == 1:
        print(f"Only {LINES[free_lines[0]]} is left, so it is used.")
        return free_lines[0]
    for line in free_lines:
        print(f"({LETTERS[line]}) {LINES[line]}")
    while True:
        reply = ask("Letter of the line to use:")
        if reply is None:
            continue
        if len(reply) != 1 or reply not in LETTERS:
            print("Type one letter from a to f.")
        elif LETTERS.index(reply) not in free_lines:
            print(f"You already used {LINES[LETTERS.index(reply)]}.")
        else:
            return LETTERS.index(reply)


def main():
    """Run the six rounds and print the final total."""
    free_lines = list(range(len(LINES)))
    total = 0
    print("*** YAHTZEE ***")
    for round_number in range(1, ROUNDS + 1):
        print(f"\nROUND {round_number} of {ROUNDS}")
        dice = roll_dice()
        line = pick_line(free_lines)
        free_lines.remove(line)
        points = dice.count(line + 1) * (line + 1)
        total = total + points
        print(f"{LINES[line]}: +{points} (total {total})")
    print(f"\nYour final total is {total}.")


if __name__ == "__main__":
    main()
