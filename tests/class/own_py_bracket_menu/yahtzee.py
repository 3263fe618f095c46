"""Yahtzee, upper card: a menu after each roll, [R]e-roll some or [K]eep all.

Six turns; at most two re-rolls a turn; each line, Ones to Sixes, once.
"""

import random

LINES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
MAX_LENGTH = 40


class InputEnded(Exception):
    """The player's input ended."""


def ask(prompt):
    """Return a stripped answer; a too long or control-character one comes back as None."""
    try:
        answer = input(prompt)
    except EOFError:
        raise InputEnded from None
    if len(answer) > MAX_LENGTH or not answer.isprintable():
        print("That answer is too long or has control characters.")
        return None
    return answer.strip()


def menu_choice():
    """Ask the menu after a roll until R, K or V."""
    while True:
        answer = ask("[R]e-roll some  [K]eep all  [V]iew card > ")
        if answer is None:
            continue
        choice = answer.upper()
        if choice in ("R", "K", "V"):
            return choice
        print("Choose R, K or V.")


def positions_to_reroll():
    """Ask for the positions to re-roll: distinct numbers 1 to 5, spaces between."""
    while True:
        answer = ask("Positions to re-roll (like 2 5): ")
        if answer is None:
            continue
        words = answer.split()
        if not words or not all(word.isdigit() and int(word) <= 5 for word in words):
            print("Use the positions 1 to 5, spaces between.")
        elif len(set(words)) != len(words):
            print("Each position once, please.")
        else:
            return [int(word) - 1 for word in words]


def show_card(card):
    """Print the card: each line's points, or a dash while it is open."""
    for name, points in zip(LINES, card):
        print(f"  {name:<7}{'-' if points is None else points:>3}")


def play_rolls(card):
    """Roll, then re-roll at most twice as the menu says; return the last dice."""
    dice = [random.randint(1, 6) for _ in range(5)]
    rolls = 1
    while True:
        print("Dice: " + " ".join(map(str, dice)))
        if rolls == 3:
            return dice
        choice = menu_choice()
        while choice == "V":
            show_card(card)
            choice = menu_choice()
        if choice == "K":
            return dice
        for place in positions_to_reroll():
            dice[place] = random.randint(1, 6)
        rolls += 1


def choose_line(card):
    """Ask for an open line by its number; return its index."""
    while True:
        answer = ask("Which line, 1-6? ")
        if answer is None:
            continue
        if answer not in ("1", "2", "3", "4", "5", "6"):
            print("A number from 1 to 6, please.")
        elif card[int(answer) - 1] is not None:
            print(f"{LINES[int(answer) - 1]} is already scored.")
        else:
            return int(answer) - 1


def play():
    """Play the six turns and print the final score."""
    random.seed()
    card = [None] * 6
    for turn in range(1, 7):
        print(f"~~ Turn {turn} of 6 ~~")
        dice = play_rolls(card)
        line = choose_line(card)
        card[line] = dice.count(line + 1) * (line + 1)
        print(f"{LINES[line]} scores {card[line]}.")
    show_card(card)
    print(f"Final score: {sum(card)}")


if __name__ == "__main__":
    try:
        play()
    except (InputEnded, KeyboardInterrupt):
        print("\nGame ended.")
