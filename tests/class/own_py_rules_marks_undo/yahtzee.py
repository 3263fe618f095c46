"""Simplified Yahtzee for one player, with the rules on offer at the start.

Six turns. Each turn rolls five dice. Up to two times the player marks each die with
k (keep) or r (re-roll), like kkrrk; kkkkk keeps them all. Before the dice roll, Enter
rolls them and undo goes back to the marks. The roll then goes on an unused line, typed
by its name (ones to sixes), worth the face times the dice showing it. After six turns
the final total is shown and the player may play again.

Every answer is read as a whole line and checked; a bad one gets a one-line message and
the same question again. At the end of input the program says goodbye and exits.
"""

# Planted fault (for the grader's tests): choose_line checks whether a line is used by
# comparing the answer as typed with the stored lowercase names, while the scoring uses
# the answer in lowercase. So once "fours" is used, "FOURS" or "Fours" is accepted and
# scores Fours again, overwriting it; the game still lasts six turns and the total adds
# the new points.

import random
import sys

TURNS = 6
DICE = 5
ROLLS = 3
LONGEST = 40
NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def read_answer(prompt):
    """Print the prompt and read one line; return it without the spaces around it, or
    None after saying why it is refused. Say goodbye and exit at the end of input."""
    print(prompt, end="", flush=True)
    line = sys.stdin.readline()
    if line == "":
        print()
        print("The input has ended. Goodbye!")
        sys.exit(0)
    if line.endswith("\n"):
        line = line[:-1]
    if len(line) > LONGEST:
        print(f"That answer is too long (more than {LONGEST} characters). Try again.")
        return None
    if any(ord(char) < 32 or ord(char) == 127 for char in line):
        print("That answer has a control character (like Tab) in it. Try again.")
        return None
    return line.strip(" ")


def ask_yes_no(prompt):
    """Ask until the answer is y or n; return True for yes."""
    while True:
        answer = read_answer(prompt)
        if answer is None:
            continue
        if answer.lower() in ("y", "yes"):
            return True
        if answer.lower() in ("n", "no"):
            return False
        print("Please answer y or n.")


def show_rules():
    """Print a short page of rules."""
    print()
    print("Rules:")
    print("  A game has six turns. Each turn you roll five dice.")
    print("  Up to two times a turn, type k (keep) or r (re-roll) for each die.")
    print("  Then put the roll on an unused line: ones, twos, ... sixes.")
    print("  A line scores its face times the dice showing it (three fours = 12).")


def roll_die():
    """Roll one six-sided die."""
    return random.randint(1, 6)


def show_dice(dice, roll):
    """Show which roll this is and the dice."""
    print(f"Roll {roll} of {ROLLS}")
    print("Dice: " + "-".join(str(die) for die in dice))


def ask_marks():
    """Ask for five letters k or r until they come; return them in lowercase."""
    prompt = "Keep (k) or re-roll (r) each die, e.g. kkrrk (kkkkk keeps all): "
    while True:
        answer = read_answer(prompt)
        if answer is None:
            continue
        marks = answer.lower()
        if len(marks) == DICE and all(mark in "kr" for mark in marks):
            return marks
        print("Please type exactly five letters, each k or r, like kkrrk.")


def name_dice(positions):
    """Name the dice at the positions (0 for die 1), like "die 2" or "dice 3 and 4"."""
    numbers = [str(position + 1) for position in positions]
    if len(numbers) == 1:
        return "die " + numbers[0]
    return "dice " + ", ".join(numbers[:-1]) + " and " + numbers[-1]


def confirm_roll(positions):
    """Ask for Enter (roll: True) or undo (choose again: False) until one comes."""
    prompt = f"Re-rolling {name_dice(positions)}. Press Enter to roll or type undo: "
    while True:
        answer = read_answer(prompt)
        if answer is None:
            continue
        if answer == "":
            return True
        if answer.lower() == "undo":
            return False
        print("Please press Enter alone to roll, or type undo.")


def choose_rerolls():
    """Ask which dice to re-roll until the player rolls them or keeps all; return the
    positions (0 for die 1), empty to keep all."""
    while True:
        marks = ask_marks()
        positions = [index for index, mark in enumerate(marks) if mark == "r"]
        if not positions or confirm_roll(positions):
            return positions


def play_rolls():
    """Roll the dice for a turn with up to two re-rolls; return the last dice."""
    dice = [roll_die() for _ in range(DICE)]
    for roll in range(1, ROLLS + 1):
        show_dice(dice, roll)
        if roll == ROLLS:
            break
        positions = choose_rerolls()
        if not positions:
            print("Keeping all the dice.")
            break
        for position in positions:
            dice[position] = roll_die()
    return dice


def choose_line(sheet, used):
    """Show the open lines and ask for one by name; return its name in lowercase."""
    print("Lines left: " + " ".join(name for name in NAMES if sheet[name] is None))
    while True:
        answer = read_answer("Which line (name)? ")
        if answer is None:
            continue
        if answer.lower() not in NAMES:
            print("Please type a line name: ones, twos, threes, fours, fives or sixes.")
        elif answer in used:
            print(f"The {answer} line is already used. Please pick another line.")
        else:
            return answer.lower()


def show_sheet(sheet):
    """Print the score sheet, with "-" on the open lines."""
    print("Score sheet:")
    for name in NAMES:
        shown = "-" if sheet[name] is None else str(sheet[name])
        print(f"  {name:<7}: {shown}")


def play_game():
    """Play six turns and print the final total."""
    sheet = {name: None for name in NAMES}
    used = []
    total = 0
    for turn in range(1, TURNS + 1):
        print()
        print(f"TURN {turn}")
        print("-" * 10)
        dice = play_rolls()
        name = choose_line(sheet, used)
        face = NAMES.index(name) + 1
        points = face * dice.count(face)
        sheet[name] = points
        used.append(name)
        total += points
        print(f"Scored {points} on {name}.")
        show_sheet(sheet)
    print()
    print(f"Final total: {total}")


def main():
    """Offer the rules, then play games until the player stops."""
    random.seed()
    sys.stdin.reconfigure(errors="replace")
    print("Welcome to Yahtzee!")
    if ask_yes_no("Would you like to read the rules first? (y/n): "):
        show_rules()
    while True:
        play_game()
        if not ask_yes_no("Play again? (y/n): "):
            print("Thanks for playing. Goodbye!")
            return


if __name__ == "__main__":
    main()
