"""Upper-section Yahtzee with dice drawn in pips and moves typed as commands."""

import random
import sys

BOXES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
TURNS = 6
# Where the pips of each face sit, on a grid of three rows by three columns.
PIPS = {
    1: ["   ", " * ", "   "],
    2: ["*  ", "   ", "  *"],
    3: ["*  ", " * ", "  *"],
    4: ["* *", "   ", "* *"],
    5: ["* *", " * ", "* *"],
    6: ["* *", "* *", "* *"],
}


def ask(text):
    """Return the player's answer in small letters; leave quietly when the input ends."""
    try:
        answer = input(text)
    except EOFError:
        print("\nNo more input. Goodbye.")
        sys.exit(0)
    if any(ord(char) < 32 or ord(char) == 127 for char in answer):
        return "\x00"  # never a valid move: the caller refuses it
    return answer.strip().lower()


def draw(dice):
    """Print the dice as pictures, their numbers above them."""
    print("  ".join(f" #{place}  " for place in range(1, 6)))
    for row in range(3):
        print("  ".join(f"({PIPS[face][row]})" for face in dice))


def positions(words):
    """Return the dice (0-4) that words name, or None unless each is one of 1-5, once."""
    if not words or len(words) > 5 or len(set(words)) != len(words):
        return None
    if not all(word in ("1", "2", "3", "4", "5") for word in words):
        return None
    return [int(word) - 1 for word in words]


def read_move(rolls_left):
    """Ask for a move until one is valid; return (verb, dice), dice None for stop."""
    while True:
        words = ask(f"Action [roll <dice> | keep <dice> | stop] ({rolls_left} left): ").split()
        if words == ["stop"]:
            return "stop", None
        if words[:1] in (["roll"], ["keep"]):
            chosen = positions(words[1:])
            if chosen is not None:
                return words[0], chosen
            print("  Name dice 1 to 5, each once, e.g. roll 2 4.")
            continue
        print("  Moves are roll, keep or stop.")


def roll_phase(dice):
    """Let the player re-roll twice at most; return the dice to score."""
    for rolls_left in (2, 1):
        verb, chosen = read_move(rolls_left)
        if verb == "stop":
            break
        rolled = chosen if verb == "roll" else [at for at in range(5) if at not in chosen]
        for at in rolled:
            dice[at] = random.randint(1, 6)
        draw(dice)
    return dice


def pick_box(sheet):
    """Ask for an empty box by name until one is given; return its index."""
    while True:
        answer = ask("Box to fill (ones..sixes): ")
        if answer not in BOXES:
            print("  That is not a box.")
        elif sheet[BOXES.index(answer)] is not None:
            print("  That box is full already.")
        else:
            return BOXES.index(answer)


def play_round(number, sheet):
    """Play one round: roll, re-roll, fill a box."""
    print(f"\n~~ Round {number}/{TURNS} ~~")
    dice = [random.randint(1, 6) for _ in range(5)]
    draw(dice)
    dice = roll_phase(dice)
    box = pick_box(sheet)
    sheet[box] = dice.count(box + 1) * (box + 1)
    print(f"{BOXES[box].capitalize()} box: {sheet[box]}")


def main():
    """Play six rounds and print the grand total."""
    random.seed()
    sheet = [None] * 6
    for number in range(1, TURNS + 1):
        play_round(number, sheet)
    print(f"\nGrand total: {sum(sheet)}")


if __name__ == "__main__":
    main()
