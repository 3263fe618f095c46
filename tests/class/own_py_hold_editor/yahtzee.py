"""Upper-section Yahtzee with a hold editor: name a die to hold it, r rolls the rest.

The prompt only shows the turn and the roll (T1 R1>); h at the prompt prints the commands.
"""

import random
import sys

LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
TURNS = 6
ROLLS = 3
LONGEST = 30
HELP = """  1..5   hold or release a die
  r      roll the dice that are not held
  s      score this hand
  h      this help"""


def ask(prompt):
    """Return one answer, stripped and lower-cased, or None at the end of input."""
    try:
        answer = input(prompt)
    except EOFError:
        return None
    if len(answer) > LONGEST or any(not ch.isprintable() for ch in answer):
        print("Too long, or a control character: try again.")
        return ""
    return answer.strip().lower()


def show(dice, held):
    """Print the dice, a star after each one held."""
    shown = "".join(f"{face}{'*' if place in held else ' '}  " for place, face in enumerate(dice))
    print(f" dice:  {shown}   (* held)")


def roll_unheld(dice, held):
    """Roll again every die that is not held."""
    for place in range(len(dice)):
        if place not in held:
            dice[place] = random.randint(1, 6)


def play_hand(turn):
    """Roll and hold until the player scores; return the dice, or None at the end of input."""
    dice = [random.randint(1, 6) for _ in range(5)]
    held, rolls = set(), 1
    show(dice, held)
    while True:
        command = ask(f"T{turn} R{rolls}> ")
        if command is None:
            return None
        if command == "s":
            return dice
        if command == "h":
            print(HELP)
        elif command in ("1", "2", "3", "4", "5"):
            held ^= {int(command) - 1}
            show(dice, held)
        elif command == "r":
            if rolls > ROLLS:
                print("No rolls left: s scores.")
            elif len(held) == 5:
                print("Every die is held: release one, or s scores.")
            else:
                roll_unheld(dice, held)
                rolls += 1
                show(dice, held)
        elif command:
            print(f"'{command}' is no command: h shows them.")


def choose_line(card):
    """Ask for an open line by its name or number; return its index, or None at the end."""
    while True:
        answer = ask("Line to score (ones..sixes or 1-6): ")
        if answer is None:
            return None
        if answer in LINES:
            index = LINES.index(answer)
        elif answer in ("1", "2", "3", "4", "5", "6"):
            index = int(answer) - 1
        else:
            print("That is no line.")
            continue
        if card[index] is not None:
            print(f"{LINES[index].capitalize()} is filled already.")
            continue
        return index


def play():
    """Play six turns; print each score and the final total."""
    random.seed()
    card = [None] * len(LINES)
    print("Upper Yahtzee. Type h for help.")
    for turn in range(1, TURNS + 1):
        print(f"--- turn {turn} ---")
        dice = play_hand(turn)
        index = choose_line(card) if dice is not None else None
        if index is None:
            print("\nInput ended: no more turns.")
            return
        card[index] = dice.count(index + 1) * (index + 1)
        print(f"{LINES[index].capitalize()}: {card[index]} points.")
    print(f"Final total: {sum(card)}")


if __name__ == "__main__":
    try:
        play()
    except KeyboardInterrupt:
        sys.exit(1)
