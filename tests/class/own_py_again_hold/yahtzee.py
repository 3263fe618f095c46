"""Yahtzee (simplified) - CS1 homework.

One player, six turns. Every turn the five dice are rolled and shown.
After a roll you can say if you want to roll again (y/n). If you say y,
you go through the dice one by one and type h to hold a die or r to
re-roll it. You get at most three rolls in a turn.
Then you type the name of an open line (ones, twos, ... sixes) and the
dice that show that face are added up for that line. Every line can be
used only once.
"""

import random
import sys

LINE_NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
TURNS = 6
DICE_COUNT = 5
MAX_REROLLS = 2
MAX_LENGTH = 100


def read_answer(prompt):
    """Read one line from the player; say goodbye and stop at end of input."""
    try:
        answer = input(prompt)
    except EOFError:
        print()
        print("No more input. Goodbye!")
        sys.exit(0)
    return answer.strip()


def problem_with(answer):
    """Return a message if the answer is empty, too long or has control characters."""
    if answer == "":
        return "Please type something."
    if len(answer) > MAX_LENGTH:
        return "That answer is too long."
    for char in answer:
        if ord(char) < 32 or ord(char) == 127:
            return "Please don't use control characters."
    return None


def ask_choice(prompt, choices, error):
    """Ask until the player types one of the choices (any case) and return it."""
    while True:
        answer = read_answer(prompt)
        problem = problem_with(answer)
        if problem is not None:
            print(problem)
        elif answer.lower() in choices:
            return answer.lower()
        else:
            print(error)


def show_dice(dice):
    """Print the dice on one line."""
    print("Dice: " + " ".join(str(die) for die in dice))


def roll_dice(dice, reroll):
    """Give a new random face to every die whose position is in reroll."""
    for position in reroll:
        dice[position] = random.randint(1, 6)


def ask_reroll(dice):
    """Ask hold or re-roll for every die; return the positions to re-roll."""
    reroll = []
    for position in range(DICE_COUNT):
        prompt = f"Hold die {position + 1} ({dice[position]})? (h/r): "
        choice = ask_choice(prompt, ("h", "r"), "Please type h to hold or r to re-roll.")
        if choice == "r":
            reroll.append(position)
    return reroll


def play_rolls():
    """Roll the dice for one turn, with up to two re-rolls, and return them."""
    dice = [0] * DICE_COUNT
    roll_dice(dice, range(DICE_COUNT))
    show_dice(dice)
    for _ in range(MAX_REROLLS):
        again = ask_choice("Roll again? (y/n): ", ("y", "n"), "Please type y or n.")
        if again == "n":
            break
        roll_dice(dice, ask_reroll(dice))
        show_dice(dice)
    return dice


def line_points(name, dice):
    """Return the points the dice give on the line with this name."""
    face = LINE_NAMES.index(name) + 1
    return dice.count(face) * face


def choose_line(used):
    """Show the open lines and ask for one until the name is good."""
    open_lines = [name for name in LINE_NAMES if name not in used]
    print("Open: " + " ".join(open_lines))
    while True:
        answer = read_answer("Line name: ")
        problem = problem_with(answer)
        if problem is not None:
            print(problem)
        elif answer in used:
            print("That line is already used.")
        elif answer.lower() not in LINE_NAMES:
            print("There is no line with that name.")
        else:
            return answer.lower()


def main():
    """Play the six turns and print the final score."""
    scores = {}
    print("Welcome to Yahtzee!")
    for turn in range(1, TURNS + 1):
        print()
        print(f"~~ Turn {turn} ~~")
        dice = play_rolls()
        name = choose_line(list(scores))
        scores[name] = line_points(name, dice)
        total = sum(scores.values())
        print(f"{name.capitalize()} -> {scores[name]} points. Total {total}")
    print()
    print(f"Game over. Final score: {sum(scores.values())}")


if __name__ == "__main__":
    main()
