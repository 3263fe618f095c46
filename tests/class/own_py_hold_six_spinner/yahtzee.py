"""Yahtzee (Ones to Sixes) with a spinner while the dice roll; dice are held by number."""

import random
import sys
import time

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
LETTERS = "ABCDEF"


def ask(prompt):
    """Read an answer; quit quietly when input ends."""
    try:
        return input(prompt).strip()
    except EOFError:
        print("\nEnd of input - quitting the game.")
        sys.exit(0)


def spin():
    """Show a short spinner, as if the dice were tumbling."""
    for mark in "|/-\\|/-\\":
        print(f"\r  rolling {mark}", end="", flush=True)
        time.sleep(0.005)
    print("\r  rolling done!")


def roll_free(dice, held):
    """Roll every die that is not held."""
    spin()
    for place in range(5):
        if not held[place]:
            dice[place] = random.randint(1, 6)


def show(dice, held):
    """Show the dice, their numbers, and HELD under those held."""
    print("  die:  " + "".join(f"  #{place}" for place in range(1, 6)))
    print("  face: " + "".join(f"   {face}" for face in dice))
    print("        " + "".join(" HLD" if keep else "    " for keep in held))


def hold_menu(dice, held):
    """Hold and release dice until 0 (roll) or 6 (score); return that choice."""
    while True:
        answer = ask("Type 1-5 to hold/release a die, 0 to roll the free dice, 6 to score now: ")
        if answer in ("0", "6"):
            return answer
        if answer in ("1", "2", "3", "4", "5"):
            held[int(answer) - 1] = not held[int(answer) - 1]
            show(dice, held)
        else:
            print("Only a number from 0 to 6, please.")


def choose_line(dice, sheet):
    """Show the card and ask for an open line's letter."""
    print("  +----- SCORE CARD -----+")
    for row, name in enumerate(LINES):
        got = (
            f"[+ {dice.count(row + 1) * (row + 1)}]" if sheet[row] is None else f"  {sheet[row]} "
        )
        print(f"  | {LETTERS[row]}) {name:<8} {got:<8}   |")
    print("  +----------------------+")
    while True:
        answer = ask("Score this roll on which line? Type its letter (A-F): ").upper()
        row = LETTERS.find(answer) if len(answer) == 1 else -1
        if row >= 0:
            return row
        print("That is not a line's letter.")


def play_turn(number, sheet):
    """Roll up to three times, then score a line."""
    print(f"\n############ TURN {number} ############")
    dice, held = [0] * 5, [False] * 5
    for rolls_left in (2, 1, 0):
        roll_free(dice, held)
        show(dice, held)
        if rolls_left == 0:
            break
        print(f"You have {rolls_left} roll(s) left.")
        if hold_menu(dice, held) == "6":
            break
    row = choose_line(dice, sheet)
    sheet[row] = dice.count(row + 1) * (row + 1)
    print(f"{sheet[row]} points written on {LINES[row]}.")


def main():
    """Play six turns and give the final score."""
    sheet = [None] * 6
    for number in range(1, 7):
        play_turn(number, sheet)
    print(f"Final score: {sum(sheet)}")


if __name__ == "__main__":
    main()
