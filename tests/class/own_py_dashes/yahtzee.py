"""Yahtzee (simplified) -- my CS1 project.

How to play:
    The game lasts six turns. You throw five dice, printed like
    (4) (4) (1) (2) (3); the first one is die 1 and the last is die 5.
    After a throw you may throw some dice again, at most twice a turn.
    Type the numbers of the dice to throw again joined by dashes, like
    2-4-5 (one die is just 3). Type "stand" when you are happy with them.
    Then choose the number you want to score, 1 to 6. For example 4 adds
    up all your fours. Each number can only be scored once.
"""

import random
import sys

NUM_TURNS = 6
NUM_DICE = 5
MAX_THROWS = 3
PLURALS = ["1s", "2s", "3s", "4s", "5s", "6s"]


def prompt(text):
    """Ask and return the answer; end the program if there is no more input."""
    try:
        return input(text).strip(" ").lower()
    except EOFError:
        print("\nBye!")
        sys.exit(0)


def throw(count):
    """Throw count dice."""
    return [random.randint(1, 6) for _ in range(count)]


def show(throw_number, dice):
    """Print one throw."""
    faces = " ".join(f"({die})" for die in dice)
    print(f"Throw {throw_number}: {faces}")


def parse_dashes(answer):
    """Read "2-4-5" as [1, 3, 4]. Returns the list, or an error message."""
    parts = answer.split("-")
    chosen = []
    for part in parts:
        if part not in ("1", "2", "3", "4", "5"):
            return "Use die numbers 1-5 joined by dashes, like 2-4-5."
        if int(part) - 1 in chosen:
            return f"Die {part} is in there twice."
        chosen.append(int(part) - 1)
    return chosen


def ask_throw_again():
    """Ask which dice to throw again. Returns [] when the player stands."""
    while True:
        answer = prompt(
            "Which dice would you like to throw again? "
            "Numbers joined by dashes, like 2-4-5, or 'stand' to keep these: "
        )
        if answer == "stand":
            return []
        result = parse_dashes(answer)
        if isinstance(result, list):
            return result
        print(result)


def play_throws():
    """Throw the dice for a turn (up to three throws) and return them."""
    dice = throw(NUM_DICE)
    show(1, dice)
    for throw_number in range(2, MAX_THROWS + 1):
        chosen = ask_throw_again()
        if not chosen:
            break
        for index, value in zip(chosen, throw(len(chosen))):
            dice[index] = value
        show(throw_number, dice)
    return dice


def ask_number(scored):
    """Ask for a number 1-6 that has not been scored. Returns 1-6."""
    open_numbers = [str(n) for n in range(1, 7) if n not in scored]
    print("Numbers still open: " + " ".join(open_numbers))
    while True:
        answer = prompt("Score as which number? (1-6): ")
        if answer not in ("1", "2", "3", "4", "5", "6"):
            print("Type a single number from 1 to 6.")
        elif int(answer) in scored:
            print(f"You already scored your {answer}s.")
        else:
            return int(answer)


def main():
    """Run the game."""
    scored = {}
    print("~ Yahtzee ~  six turns, score the 1s to the 6s\n")
    for _ in range(1, NUM_TURNS):
        dice = play_throws()
        number = ask_number(scored)
        scored[number] = number * dice.count(number)
        running = sum(scored.values())
        print(f"That's {scored[number]} for the {PLURALS[number - 1]}. Running score: {running}\n")
    print(f"Your game is over. You got {sum(scored.values())} points.")


if __name__ == "__main__":
    main()
