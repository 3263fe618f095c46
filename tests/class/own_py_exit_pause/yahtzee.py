# Yahtzee (upper section only) - one player, six turns.
# Each turn: roll 5 dice, re-roll any of them twice, then pick a line.

import random
import sys

NUMBER_OF_DICE = 5
NUMBER_OF_TURNS = 6
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(question):
    """Print the question on its own line, then read an answer after '> '."""
    print(question)
    try:
        return input("> ").strip()
    except EOFError:
        print("\nNo more input. Exiting.")
        sys.exit(0)


def show_dice(dice):
    """Print the dice values with their positions underneath."""
    print("  ".join(f"[{value}]" for value in dice))
    print("  ".join(f" {position} " for position in range(1, NUMBER_OF_DICE + 1)))


def read_positions(answer):
    """Turn an answer like '1 3 5' into a set of 0-based positions.

    '0' means keep all dice. Returns None if the answer is not valid.
    """
    if answer == "0":
        return set()
    words = answer.split()
    if not words:
        return None
    positions = set()
    for word in words:
        if word not in ("1", "2", "3", "4", "5"):
            return None
        positions.add(int(word) - 1)
    return positions


def confirm_all():
    """Ask the player to confirm re-rolling every die; True means yes."""
    while True:
        answer = ask("Are you sure you want to re-roll all five dice? (y/n)")
        if answer.lower() in ("y", "yes"):
            return True
        if answer.lower() in ("n", "no"):
            return False
        print("Please answer y or n.")


def choose_rerolls():
    """Ask which dice to re-roll until a valid choice is made."""
    while True:
        answer = ask(
            "Which dice do you want to re-roll? (positions separated by spaces, 0 for none)"
        )
        positions = read_positions(answer)
        if positions is None:
            print("Invalid choice - use the numbers 1 to 5, or 0.")
        elif len(positions) < NUMBER_OF_DICE or confirm_all():
            return positions


def score_line(dice, line):
    """Return the sum of all dice equal to line + 1."""
    return sum(value for value in dice if value == line + 1)


def choose_line(scores):
    """Ask for a free line (1-6) until a valid one is entered."""
    while True:
        answer = ask("Which line do you want to fill in? (1-6)")
        if answer not in ("1", "2", "3", "4", "5", "6"):
            print("Invalid line - enter a number from 1 to 6.")
        elif scores[int(answer) - 1] is not None:
            print("You have already used that line.")
        else:
            return int(answer) - 1


def show_scores(scores):
    """Print the score sheet and the current total."""
    for line, name in enumerate(LINE_NAMES):
        value = "" if scores[line] is None else scores[line]
        print(f"{line + 1}) {name:<8}{value}")
    print(f"   Total   {total_score(scores)}")


def total_score(scores):
    """Add up the lines that have been used."""
    return sum(score for score in scores if score is not None)


def play_turn(turn, scores):
    """Play one turn of the game and store the chosen score."""
    print(f"\n----- Turn {turn} -----")
    dice = [random.randint(1, 6) for _ in range(NUMBER_OF_DICE)]
    show_dice(dice)
    for _ in range(2):
        for position in choose_rerolls():
            dice[position] = random.randint(1, 6)
        show_dice(dice)
    show_scores(scores)
    line = choose_line(scores)
    scores[line] = score_line(dice, line)
    print(f"{LINE_NAMES[line]}: {scores[line]} points")


def main():
    """Play six turns, show the final score and wait before closing."""
    random.seed()
    scores = [None] * NUMBER_OF_TURNS
    for turn in range(1, NUMBER_OF_TURNS + 1):
        play_turn(turn, scores)
    print("\nFinal sheet:")
    show_scores(scores)
    ask("Thanks for playing! Press Enter to exit.")


main()
