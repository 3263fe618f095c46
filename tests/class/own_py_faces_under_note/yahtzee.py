"""Simplified Yahtzee in six turns, typed out a letter at a time.

The question of which dice to re-roll stands on its own line, and a note under
it says how to answer: the faces to re-roll (1 1 3), or nothing to stop. A line
is chosen by its name, from the open lines with what each would score.
"""

import random
import sys
import time

NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def typewriter(message):
    """Print a message one character at a time."""
    for character in message:
        sys.stdout.write(character)
        sys.stdout.flush()
        time.sleep(0.002)
    print()


def read(prompt):
    """Return the player's answer, trimmed and in lower case; end the game at end of input."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\n(end of input - stopping the game)")
        raise SystemExit(0) from None


def show_roll(dice):
    """Print Rolling with its dots, then the dice as < 3 > < 4 > ..."""
    sys.stdout.write("Rolling")
    for _ in range(3):
        sys.stdout.write(".")
        sys.stdout.flush()
        time.sleep(0.005)
    print("\n   " + " ".join(f"< {face} >" for face in dice))


def faces_to_reroll(answer, dice):
    """Return the positions of the faces an answer names, or None if a face is not shown."""
    left, positions = list(dice), []
    for word in answer.split():
        if word not in ("1", "2", "3", "4", "5", "6") or int(word) not in left:
            return None
        index = left.index(int(word))
        left[index] = 0
        positions.append(index)
    return positions


def ask_reroll(dice, left):
    """Ask which faces to re-roll until the answer is one; return their positions."""
    while True:
        print(f"Which numbers do you want to re-roll? ({left} re-rolls left)")
        answer = read('Type the faces, e.g. "1 1 3", or leave it empty to stop: ')
        positions = faces_to_reroll(answer, dice) if answer else []
        if positions is not None:
            return positions
        print("Use faces 1-6 that are showing on the dice. Try again.")


def ask_line(dice, used):
    """Show the open lines with their points; ask for one by name; return its index."""
    print("Open lines:")
    for index, name in enumerate(NAMES):
        if index not in used:
            print(f"   {name:<7} -> {dice.count(index + 1) * (index + 1)} points")
    while True:
        answer = read("Type the name of the line to use: ")
        if answer not in NAMES:
            print(f'I don\'t know a line called "{answer}".')
        elif NAMES.index(answer) in used:
            print(f"{answer} is already filled.")
        else:
            return NAMES.index(answer)


def main():
    """Play six turns; the fault: the total is set to each turn's points, not added to, so
    the final score is the last turn's points alone."""
    random.seed()
    typewriter("Let's play Yahtzee! (ones to sixes)")
    used, total = {}, 0
    for turn in range(1, 7):
        print(f"\n~~ Turn {turn} ~~")
        dice = [random.randint(1, 6) for _ in range(5)]
        show_roll(dice)
        for left in (2, 1):
            positions = ask_reroll(dice, left)
            if not positions:
                break
            for index in positions:
                dice[index] = random.randint(1, 6)
            show_roll(dice)
        index = ask_line(dice, used)
        used[index] = dice.count(index + 1) * (index + 1)
        total = used[index]
        print(f"{used[index]} points written on {NAMES[index]}.")
    print(f"Your final score: {total}")


if __name__ == "__main__":
    main()
