"""Yahtzee, upper section: six turns, a menu at every roll.

At each roll the player picks from a menu: re-roll, score, or view the card. The
menu comes back after the third roll too, and then only scoring is allowed.
"""

import random
import sys

FACES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
LETTERS = "abcde"


def read(prompt):
    """Return one answer, or leave the program when the input ends."""
    try:
        return input(prompt).strip()
    except EOFError:
        print("\nInput ended - bye.")
        sys.exit(0)


def show_dice(dice, left):
    """Print the dice with their letters and the re-rolls left."""
    shown = "  ".join(f"{letter}[{face}]" for letter, face in zip(LETTERS, dice))
    print(f"Your dice:  {shown}    (re-rolls left: {left})")


def show_card(card):
    """Print every line of the card, used or not."""
    for number, name in enumerate(FACES, 1):
        points = "-" if card[number - 1] is None else card[number - 1]
        print(f"  {number}  {name:<7} {points}")


def pick_dice():
    """Ask which dice to re-roll, by letter; return their indexes."""
    while True:
        answer = read("Re-roll which dice? letters like ace: ").lower()
        picked = [LETTERS.index(letter) for letter in answer if letter in LETTERS]
        if answer and len(picked) == len(answer) and len(set(picked)) == len(picked):
            return picked
        print("Only the letters a, b, c, d, e, each once.")


def menu_choice():
    """Return the menu's choice: r, s or v."""
    while True:
        answer = read("What now? [r]eroll [s]core [v]iew card: ").lower()
        if answer[0] in "rsv" and len(answer) == 1:
            return answer
        print("Type r, s or v.")


def play_rolls(card):
    """Roll, then re-roll through the menu; return the dice to score."""
    dice = [random.randint(1, 6) for _ in range(5)]
    left = 2
    while True:
        show_dice(dice, left)
        choice = menu_choice()
        if choice == "s":
            return dice
        if choice == "v":
            show_card(card)
        elif left == 0:
            print("No re-rolls left this turn, you have to score.")
        else:
            for index in pick_dice():
                dice[index] = random.randint(1, 6)
            left -= 1


def pick_line(card):
    """Ask for an unused line, 1-6; return its index."""
    while True:
        answer = read("Score which line? (1-6): ")
        if len(answer) != 1 or answer not in "123456":
            print("A line is a number from 1 to 6.")
        elif card[int(answer) - 1] is not None:
            print("That line is used already.")
        else:
            return int(answer) - 1


def main():
    """Play the six turns and give the final score out of the most there is."""
    random.seed()
    card = [None] * 6
    for turn in range(1, 7):
        print(f"\n######## Turn {turn} / 6 ########")
        dice = play_rolls(card)
        line = pick_line(card)
        card[line] = dice.count(line + 1) * (line + 1)
        print(f"+{card[line]}")
    show_card(card)
    print(f"*** FINAL SCORE: {sum(card)} / 105 ***")


main()
