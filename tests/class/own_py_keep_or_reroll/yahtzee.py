"""Yahtzee for CS1 (the six-line version).

How to play:
    There are 6 turns. Each turn the five dice are rolled and shown as
    #1:4  #2:4  #3:1  #4:2  #5:3  (die number, then what it shows).
    The game then goes through the dice one at a time and asks
    "Die #3 shows 1 - keep or reroll? (k/r)". Type k to keep that die or
    r to roll it again. You get two rounds of this per turn; if you keep
    all five dice the rolling stops early.
    Then choose a category by its name (e.g. Fours) or number (1-6) from
    the score sheet. It scores the total of the dice showing that face,
    and every category can be filled once. The sheet is shown every turn.
"""

import random
import sys

CATEGORIES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
TURNS = 6
DICE = 5
REROLL_ROUNDS = 2


def ask(question):
    """Input with a clean exit when the input runs out."""
    try:
        return input(question)
    except EOFError:
        sys.exit(0)


def show_dice(dice):
    """Print the dice as #1:4  #2:4 ..."""
    print("  ".join(f"#{number}:{die}" for number, die in enumerate(dice, 1)))


def keep_or_reroll(number, die):
    """Ask about one die. Returns True if it should be rolled again."""
    while True:
        answer = ask(f"Die #{number} shows {die} - keep or reroll? (k/r): ")
        answer = answer.strip(" ").lower()
        if answer in ("k", "keep"):
            return False
        if answer in ("r", "reroll"):
            return True
        print("Type k to keep the die or r to reroll it.")


def roll_turn():
    """Roll the dice and run the two keep/reroll rounds."""
    dice = [random.randint(1, 6) for _ in range(DICE)]
    show_dice(dice)
    for _ in range(REROLL_ROUNDS):
        reroll = [keep_or_reroll(i + 1, die) for i, die in enumerate(dice)]
        if not any(reroll):
            print("All dice kept.")
            break
        for i in range(DICE):
            if reroll[i]:
                dice[i] = random.randint(1, 6)
        show_dice(dice)
    return dice


def print_sheet(sheet):
    """Show the score sheet: number, category, score (blank if empty)."""
    print("-" * 22)
    for i, name in enumerate(CATEGORIES):
        score = "" if sheet[i] is None else sheet[i]
        print(f"{i + 1}. {name:.<12}{score:>5}")
    total = sum(score for score in sheet if score is not None)
    print(f"   {'TOTAL':.<12}{total:>5}")
    print("-" * 22)


def to_category(answer):
    """Turn '4' or 'fours' into 3. Returns None if it is neither."""
    answer = answer.strip(" ").lower()
    names = [name.lower() for name in CATEGORIES]
    if answer in names:
        return names.index(answer)
    if len(answer) == 1 and answer in "123456":
        return int(answer) - 1
    return None


def choose_category(sheet):
    """Ask until the player names an empty category."""
    while True:
        category = to_category(ask("Which category? (name or number): "))
        if category is None:
            print("Not a category - try a number 1-6 or a name like Fives.")
        elif sheet[category] is not None:
            print(f"{CATEGORIES[category]} is filled already.")
        else:
            return category


def main():
    """Play all turns, then print the final total."""
    sheet = [None] * len(CATEGORIES)
    for turn in range(1, TURNS + 1):
        print(f"\nTurn #{turn}")
        dice = roll_turn()
        print_sheet(sheet)
        category = choose_category(sheet)
        face = category + 1
        sheet[category] = face * dice.count(face)
        print(f"{CATEGORIES[category]} scores {sheet[category]}.")
    print_sheet(sheet)
    print(f"Game finished - total score {sum(sheet)}.")


if __name__ == "__main__":
    main()
