"""
yahtzee.py - simplified Yahtzee for CSC 161

One player, six turns. Each turn you roll five dice and get up to two
re-rolls (you can re-roll any of the dice you want). After that you put the
turn's score on one of the six lines of the score sheet. Each line can be
used only one time.
"""

import random
import time

DICE_COUNT = 5
TURNS = 6
MAX_REROLLS = 2
CATEGORIES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def roll(dice, which):
    """Roll the dice whose indexes are in the list which."""
    for index in which:
        dice[index] = random.randint(1, 6)


def display_dice(dice, roll_number):
    """Show the dice for the current roll in a little table."""
    print()
    print("Roll #" + str(roll_number))
    print("  Die:  ", end="")
    for i in range(DICE_COUNT):
        print(str(i + 1).rjust(3), end="")
    print()
    print("  Value:", end="")
    for value in dice:
        print(str(value).rjust(3), end="")
    print()
    print()


def get_menu_choice():
    """Show the re-roll menu and return 1, 2 or 3."""
    print("What would you like to do?")
    print("  1. Keep these dice and score them")
    print("  2. Re-roll some of the dice")
    print("  3. Re-roll all of the dice")
    while True:
        choice = input("Choice (1-3): ").strip()
        if choice in ["1", "2", "3"]:
            return int(choice)
        print("Please enter 1, 2, or 3.")


def get_dice_to_reroll():
    """Ask which dice to re-roll. The player types die numbers separated by
    commas, e.g. 1,3,4. Returns a list of indexes (0-4)."""
    while True:
        text = input("Enter the die numbers to re-roll, separated by commas (e.g. 1,3,4): ")
        parts = text.split(",")
        indexes = []
        valid = True
        for part in parts:
            part = part.strip()
            if part not in ["1", "2", "3", "4", "5"] or int(part) - 1 in indexes:
                valid = False
            else:
                indexes.append(int(part) - 1)
        if valid and len(indexes) > 0:
            return indexes
        print("Invalid input. Use die numbers 1-5, each once, separated by commas.")


def category_score(dice, category):
    """Score for a category (0 = Ones ... 5 = Sixes): add up every die that
    shows that face."""
    face = category + 1
    return dice.count(face) * face


def print_scorecard(scorecard):
    """Print the score card. Empty lines show as blank."""
    print("-" * 24)
    print(" #  Category   Score")
    print("-" * 24)
    for i in range(len(CATEGORIES)):
        score = "" if scorecard[i] is None else str(scorecard[i])
        print(" " + str(i + 1) + "  " + CATEGORIES[i].ljust(10) + score.rjust(5))
    print("-" * 24)


def open_categories(scorecard):
    """Return a list of the category indexes that are still empty."""
    result = []
    for i in range(len(scorecard)):
        if scorecard[i] is None:
            result.append(i)
    return result


def choose_category(dice, scorecard):
    """Let the player pick an open category. If only one is left there is no
    choice, so it is picked automatically."""
    available = open_categories(scorecard)
    if len(available) == 1:
        only = available[0]
        print("Only " + CATEGORIES[only] + " is left, so this turn goes there.")
        return only

    print("Open categories:")
    for i in available:
        print(
            "  "
            + str(i + 1)
            + ". "
            + CATEGORIES[i].ljust(7)
            + " (would score "
            + str(category_score(dice, i))
            + ")"
        )

    while True:
        choice = input("Pick a category number: ").strip()
        if not choice.isdigit():
            print("Please type the number of the category.")
        elif int(choice) < 1 or int(choice) > len(CATEGORIES):
            print("There is no category " + choice + ".")
        elif scorecard[int(choice) - 1] is not None:
            print(CATEGORIES[int(choice) - 1] + " has already been used.")
        else:
            return int(choice) - 1


def take_turn(scorecard):
    """Play one turn and fill in one category on the score card."""
    dice = [0] * DICE_COUNT
    roll(dice, range(DICE_COUNT))
    roll_number = 1
    display_dice(dice, roll_number)

    while roll_number <= MAX_REROLLS:
        choice = get_menu_choice()
        if choice == 1:
            break
        elif choice == 2:
            roll(dice, get_dice_to_reroll())
        else:
            roll(dice, range(DICE_COUNT))
        roll_number += 1
        display_dice(dice, roll_number)

    category = choose_category(dice, scorecard)
    scorecard[category] = category_score(dice, category)
    print(CATEGORIES[category] + ": " + str(scorecard[category]) + " points")


def main():
    random.seed(time.time())
    scorecard = [None] * len(CATEGORIES)

    print("*** YAHTZEE ***")
    for turn in range(1, TURNS + 1):
        print()
        print("========== Turn " + str(turn) + " / " + str(TURNS) + " ==========")
        print_scorecard(scorecard)
        take_turn(scorecard)

    print()
    print("Final score card:")
    print_scorecard(scorecard)
    print("TOTAL: " + str(sum(scorecard)))


if __name__ == "__main__":
    main()
