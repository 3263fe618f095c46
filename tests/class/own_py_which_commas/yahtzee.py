# yahtzee.py
# Homework: simplified Yahtzee (one player, six rounds, categories Ones-Sixes)

import random

CATEGORIES = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def get_input(prompt):
    # returns None when the input has ended
    try:
        return input(prompt)
    except EOFError:
        return None


def print_dice(dice):
    # prints the dice like | 3 | 5 | 2 | 2 | 6 |
    row = "|"
    for d in dice:
        row += " " + str(d) + " |"
    print("position:  1   2   3   4   5")
    print("dice:     " + row)


def ask_number(prompt, low, high):
    # asks until the user types a whole number between low and high
    while True:
        text = get_input(prompt)
        if text is None:
            return None
        text = text.strip()
        if text.isdigit() and low <= int(text) <= high:
            return int(text)
        print("Please enter a whole number from", low, "to", high)


def ask_positions(how_many):
    # asks for all the positions to re-roll at once, with commas: exactly how_many, each once
    while True:
        text = get_input("Which " + str(how_many) + "? Positions separated by commas: ")
        if text is None:
            return None
        parts = [part.strip() for part in text.split(",")]
        if all(part in ("1", "2", "3", "4", "5") for part in parts):
            positions = [int(part) for part in parts]
            if len(positions) == how_many and len(set(positions)) == how_many:
                return positions
        print("Give exactly", how_many, "different positions from 1 to 5, separated by commas.")


def do_rolls():
    # one round of rolling, returns the dice or None if input ended
    dice = [random.randint(1, 6) for i in range(5)]
    print_dice(dice)
    for _ in range(2):
        count = ask_number("How many dice do you want to re-roll (0-5)? ", 0, 5)
        if count is None:
            return None
        if count == 0:
            break
        if count == 5:
            positions = [1, 2, 3, 4, 5]
        else:
            positions = ask_positions(count)
            if positions is None:
                return None
        for p in positions:
            dice[p - 1] = random.randint(1, 6)
        print_dice(dice)
    return dice


def category_score(dice, category):
    # ones counts the 1s, twos counts the 2s, and so on
    face = CATEGORIES.index(category) + 1
    return dice.count(face) * face


def ask_category(sheet):
    # asks the player where to put the score
    while True:
        text = get_input("Category? Type Ones, Twos, Threes, Fours, Fives or Sixes: ")
        if text is None:
            return None
        text = text.strip().lower()
        if text in sheet:
            print(text.capitalize() + " is already used.")
        elif text in CATEGORIES:
            return text
        else:
            print("'" + text + "' is not a category.")


# Play six turns, then print the final score.
def main():
    sheet = {}
    for round_number in range(1, 7):
        print()
        print("ROUND " + str(round_number))
        dice = do_rolls()
        if dice is None:
            return
        category = ask_category(sheet)
        if category is None:
            return
        sheet[category] = category_score(dice, category)
        print(
            "You got "
            + str(sheet[category])
            + " for "
            + category.capitalize()
            + ". Total: "
            + str(sum(sheet.values()))
        )
    print()
    print("GAME OVER")
    for c in CATEGORIES:
        print(c.capitalize().ljust(8), sheet.get(c, "-"))
    print("Final score:", sum(sheet.values()))


main()
