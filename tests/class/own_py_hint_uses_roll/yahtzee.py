#!/usr/bin/env python3
# Simplified Yahtzee - homework
# Six turns; every turn you may re-roll twice, then fill one line
# of the score sheet (Ones to Sixes). Each line is used once.
# The dice are drawn in boxes, with what each open line would score
# beside them; 'hint' at the re-roll question gives advice.

import random
import sys

NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def prompt(text):
    """input() that stops the program nicely when the input runs out."""
    try:
        return input(text)
    except EOFError:
        print()
        sys.exit()


def parse_positions(answer):
    """Turn '2,4,5' or '2 4 5' into [1, 3, 4]. Returns None if it's bad."""
    answer = answer.strip().lower()
    if answer == "all":
        return [0, 1, 2, 3, 4]
    if answer == "none":
        return []
    parts = answer.replace(",", " ").split()
    if len(parts) == 0:
        return None
    result = []
    for part in parts:
        if part not in ["1", "2", "3", "4", "5"]:
            return None
        if int(part) - 1 in result:
            return None
        result.append(int(part) - 1)
    return result


def get_rerolls(dice, sheet):
    """Ask for the dice to re-roll until the answer makes sense; None for 'hint'."""
    while True:
        answer = prompt("Reroll which dice? (positions like 2,4,5 / all / none / hint): ")
        if answer.strip().lower() == "hint":
            return None
        positions = parse_positions(answer)
        if positions is not None:
            return positions
        print("Invalid. Give positions 1 to 5 separated by commas, or all, or none.")


def give_hint(dice, sheet):
    """Suggest keeping the dice of the open line that would score most now."""
    best = max((i for i in range(6) if sheet[i] is None), key=lambda i: line_value(dice, i))
    keep = [str(p + 1) for p in range(5) if dice[p] == best + 1]
    print("Hint: go for " + NAMES[best] + ", keep positions " + (",".join(keep) or "none"))


def show_roll(number, dice, sheet):
    """Draw the dice in boxes, positions under them, open lines and points beside them."""
    side = ["open line   pts"] + [
        f"{NAMES[i].lower():<10}{line_value(dice, i):>5}" for i in range(6) if sheet[i] is None
    ]
    rows = [
        "Roll " + str(number) + " " * 19,
        "+---" * 5 + "+",
        "| " + " | ".join(map(str, dice)) + " |",
        "+---" * 5 + "+",
        "  " + "   ".join("12345") + "  ",
    ]
    for index, row in enumerate(rows):
        beside = side[index] if index < len(side) else ""
        print("  " + row + "    " + beside)


def turn_dice(sheet):
    """Roll the dice three times (first roll plus two re-rolls)."""
    dice = []
    for _ in range(5):
        dice.append(random.randint(1, 6))
    show_roll(1, dice, sheet)
    for number in [2, 3]:
        positions = get_rerolls(dice, sheet)
        if positions is None:  # a hint asked for
            give_hint(dice, sheet)
            continue
        for pos in positions:
            dice[pos] = random.randint(1, 6)
        show_roll(number, dice, sheet)
    return dice


def line_value(dice, index):
    """What the dice are worth on line index (Ones is index 0)."""
    value = index + 1
    return sum(d for d in dice if d == value)


# Print the score sheet: each line and what it scored.
def print_sheet(sheet):
    print("Score sheet:")
    for i in range(6):
        if sheet[i] is None:
            print("  " + str(i + 1) + ". " + NAMES[i])
        else:
            print("  " + str(i + 1) + ". " + NAMES[i] + " = " + str(sheet[i]))


def which_line(text):
    """Find the line by its name or its number, or return -1."""
    text = text.strip().lower()
    for i in range(6):
        if text == str(i + 1) or text == NAMES[i].lower():
            return i
    return -1


def get_line(sheet):
    """Ask which empty line to use."""
    print_sheet(sheet)
    while True:
        index = which_line(prompt("Enter line name or number: "))
        if index == -1:
            print("No such line. Try e.g. 'Fours' or '4'.")
        elif sheet[index] is not None:
            print(NAMES[index] + " has already been used.")
        else:
            return index


# Play six turns, then print the final score.
def main():
    sheet = [None, None, None, None, None, None]
    total = 0
    for turn in range(1, 7):
        print("\nTurn " + str(turn) + " of 6")
        dice = turn_dice(sheet)
        index = get_line(sheet)
        sheet[index] = line_value(dice, index)
        total += sheet[index]
        print(NAMES[index] + ": " + str(sheet[index]) + " points. Total so far: " + str(total))
    print()
    print_sheet(sheet)
    print("Final score: " + str(total))


main()
