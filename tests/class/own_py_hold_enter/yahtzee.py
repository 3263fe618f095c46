"""Simplified Yahtzee: six turns, the upper lines only.

Each die is held or released by typing its number; Enter rolls the dice
that are not held, and 'done' stops rolling so the turn can be scored.
Holds last until the end of the turn.
"""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
ROLLS_PER_TURN = 3
PROMPT = "Pick 1-5 to hold/release, Enter (or 'go') to roll the rest, 'done' to stop rolling: "


def ask(prompt):
    """Return the player's stripped answer, or leave quietly at end of input."""
    print(prompt, end="", flush=True)
    answer = sys.stdin.readline()
    if not answer:
        print("\nNo more input. Goodbye.")
        sys.exit(0)
    return answer.strip()


def show_dice(dice, held, roll):
    """Print the roll number, the dice under their positions, and a row of holds."""
    print(f"\n-- roll {roll} of {ROLLS_PER_TURN} --")
    print("  pos   " + "".join(f"{place:<6}" for place in range(1, 6)))
    print("  dice  " + "".join(f"{face:<6}" for face in dice))
    print("  hold  " + "".join(f"{'^^' if place in held else '':<6}" for place in range(5)))


def roll_dice(dice, held):
    """Roll every die that is not held."""
    for place in range(5):
        if place not in held:
            dice[place] = random.randint(1, 6)


def hold_step(answer, held):
    """Apply one answer at the hold prompt; return 'roll', 'stop', 'held' or an error."""
    word = answer.lower()
    if word in ("", "go"):
        return "roll"
    if word == "done":
        return "stop"
    if len(word) == 1 and word in "12345":
        held ^= {int(word) - 1}
        return "held"
    return f"'{answer[:15]}' is not 1-5, Enter, 'go' or 'done'."


def play_rolls(dice):
    """Roll up to three times, holding dice between rolls."""
    held = set()
    roll = 1
    roll_dice(dice, held)
    while roll < ROLLS_PER_TURN:
        show_dice(dice, held, roll)
        step = hold_step(ask(PROMPT), held)
        if step == "stop":
            return
        if step == "roll":
            roll += 1
            roll_dice(dice, held)
        elif step != "held":
            print(step)
    show_dice(dice, set(), roll)


def choose_line(scores):
    """Ask for an open line by its number or name; return its index."""
    while True:
        answer = ask("Which line will you fill (1-6 or its name)? ").lower()
        names = [name.lower() for name in LINES]
        if answer in names:
            index = names.index(answer)
        elif len(answer) == 1 and answer in "123456":
            index = int(answer) - 1
        else:
            print("Please give a number from 1 to 6 or a line's name.")
            continue
        if scores[index] is None:
            return index
        print(f"{LINES[index]} already has {scores[index]} points.")


def show_sheet(scores):
    """Print the sheet with each line's points, or a dot where it is open."""
    print("\nSheet:")
    for name, points in zip(LINES, scores):
        print(f"  {name:<7} {'.' if points is None else points:>3}")


def play_turn(turn, scores):
    """Play one turn: roll, choose a line and score it."""
    print(f"\n===== Turn {turn} of 6 =====")
    dice = [0] * 5
    play_rolls(dice)
    index = choose_line(scores)
    scores[index] = dice.count(index + 1) * (index + 1)
    print(f"{LINES[index]}: {scores[index]} points. Running total: {sum(filter(None, scores))}")


def main():
    """Play the six turns and print the final score."""
    print("Yahtzee (upper section). Hold the dice you like and roll the rest.")
    scores = [None] * 6
    for turn in range(1, 7):
        play_turn(turn, scores)
    show_sheet(scores)
    print(f"Final score: {sum(scores)}")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print("\nBye.")
