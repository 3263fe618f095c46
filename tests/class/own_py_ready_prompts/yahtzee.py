"""Simplified Yahtzee, written the way a first course writes it: every question on its own
line with a >>> prompt under it, a check that the player is ready before each turn, and a
pause after each score.

Six turns. After each roll (three at most) the player says whether to re-roll; if so, how
many dice, then which die, one at a time. Then an unused line, by number or name, scores
its face times the dice showing it.
"""

import random
import sys

TURNS = 6
ROLLS = 3
LONGEST = 40
NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
ORDINALS = ["first", "second", "third"]


def ask(question):
    """Print a question, read the answer at a >>> prompt; None where it is refused."""
    print(question)
    try:
        answer = input(">>> ")
    except EOFError:
        print()
        print("The input ended, so the game is over. Bye!")
        sys.exit(0)
    if len(answer) > LONGEST:
        print("That answer is way too long. Please try again.")
        return None
    if any(ord(char) < 32 or ord(char) == 127 for char in answer):
        print("That answer has a control character in it. Please try again.")
        return None
    return answer.strip().lower()


def ask_yes_no(question):
    """Ask until the answer is yes or no; return True for yes."""
    while True:
        answer = ask(question)
        if answer in ("yes", "y"):
            return True
        if answer in ("no", "n"):
            return False
        if answer is not None:
            print("Please answer yes or no.")


def ask_number(question, low, high):
    """Ask until the answer is one number from low to high; return it."""
    while True:
        answer = ask(question)
        if answer is None:
            continue
        if not answer.isdigit() or len(answer) > 2:
            print(f"Please type a number from {low} to {high}.")
        elif not low <= int(answer) <= high:
            print(f"The number has to be from {low} to {high}.")
        else:
            return int(answer)


def wait_until_ready(turn):
    """Ask whether the player is ready for a turn until they say yes."""
    while not ask_yes_no(f"Are you ready for turn {turn}? (yes/no)"):
        print("Take your time! Say yes when you are ready.")


def pick_dice():
    """Ask how many dice to re-roll, then which, one at a time; return their positions."""
    count = ask_number("How many dice?", 1, 5)
    if count == 5:
        print("All five dice will be re-rolled.")
        return [1, 2, 3, 4, 5]
    picked = []
    while len(picked) < count:
        die = ask_number("Which die? (1-5)", 1, 5)
        if die in picked:
            print(f"You already picked die {die}. Pick a different one.")
        else:
            picked.append(die)
    return picked


def show_dice(dice, roll):
    """Say which roll this is and show the dice over their numbers."""
    print(f"This is your {ORDINALS[roll - 1]} roll.")
    print("Dice:      " + " ".join(f"[{die}]" for die in dice))
    print("Die number: 1   2   3   4   5")


def play_turn():
    """Roll, and re-roll while the player wants to; return the last dice."""
    dice = [random.randint(1, 6) for _ in range(5)]
    for roll in range(1, ROLLS + 1):
        show_dice(dice, roll)
        if roll == ROLLS or not ask_yes_no("Do you want to reroll? (yes/no)"):
            return dice
        for die in pick_dice():
            dice[die - 1] = random.randint(1, 6)
    return dice


def choose_line(sheet):
    """Show the sheet and ask for an unused line by number or name; return its face."""
    print("Score sheet:")
    for face, name in enumerate(NAMES, 1):
        shown = "(empty)" if sheet[face - 1] is None else sheet[face - 1]
        print(f"  {face} {name.capitalize():<7} {shown}")
    while True:
        answer = ask("Which line do you want to use? Type the number or the name (like 4).")
        if answer is None:
            continue
        face = NAMES.index(answer) + 1 if answer in NAMES else None
        if answer in ("1", "2", "3", "4", "5", "6"):
            face = int(answer)
        if face is None:
            print("That is not a line. Type 1-6 or ones, twos, threes, fours, fives, sixes.")
        elif sheet[face - 1] is not None:
            print(f"Sorry, {NAMES[face - 1].capitalize()} is already used. Pick another line.")
        else:
            return face


def pause():
    """Wait for Enter alone."""
    while ask("Press Enter to continue...") != "":
        print("Just press Enter, please (do not type anything).")


def main():
    """Play six turns and say the final score."""
    random.seed()
    sys.stdin.reconfigure(errors="replace")
    sheet = [None] * len(NAMES)
    print("Welcome to Yahtzee!")
    for turn in range(1, TURNS + 1):
        wait_until_ready(turn)
        print(f"*** TURN {turn} ***")
        dice = play_turn()
        face = choose_line(sheet)
        sheet[face - 1] = face * dice.count(face)
        print(f"You put {sheet[face - 1]} points on {NAMES[face - 1].capitalize()}.")
        pause()
    print(f"Game over! Your final score is {sum(sheet)} points.")


if __name__ == "__main__":
    main()
