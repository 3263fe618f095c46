# Yahtzee (simplified) - CS1 homework
# One player, 6 turns. Each turn you get up to 3 rolls of 5 dice,
# then you pick one of the lines Ones to Sixes to score.

import random
import sys

LETTERS = "ABCDE"
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(prompt):
    """Read one answer from the user. Ends the game quietly at end of input."""
    try:
        return input(prompt).strip()
    except EOFError:
        print()
        sys.exit(0)


def show_dice(dice):
    """Print the dice with a letter above each one."""
    print("  " + "   ".join(LETTERS))
    print("  " + "   ".join(str(d) for d in dice))


def ask_yes_no(prompt):
    """Ask a yes/no question; ask it again after any other answer."""
    answer = ask(prompt).lower()
    if answer in ("y", "yes"):
        return True
    if answer in ("n", "no"):
        return False
    print("Please answer y or n.")
    ask_yes_no(prompt)


def ask_letters():
    """Ask which dice to re-roll, as letters like ACE. Returns list of indexes."""
    while True:
        answer = ask("Which dice to re-roll? Enter letters, e.g. ACE: ").upper()
        answer = answer.replace(" ", "")
        ok = len(answer) > 0 and len(set(answer)) == len(answer)
        for ch in answer:
            if ch not in LETTERS:
                ok = False
        if ok:
            return [LETTERS.index(ch) for ch in answer]
        print("Use each of the letters A-E at most once, for example BD.")


def play_rolls():
    """Do the up to three rolls of one turn and return the final dice."""
    dice = [random.randint(1, 6) for _ in range(5)]
    print("First roll:")
    show_dice(dice)
    for roll_number in (2, 3):
        if not ask_yes_no("Roll again? (y/n): "):
            break
        for index in ask_letters():
            dice[index] = random.randint(1, 6)
        print("Roll", roll_number, "result:")
        show_dice(dice)
    return dice


def score_for(dice, line):
    """Points the dice are worth on a line (0 = Ones, 5 = Sixes)."""
    face = line + 1
    return face * dice.count(face)


def show_menu(sheet, dice):
    """Show the lines, marking used ones and what open ones would score."""
    for i in range(6):
        if sheet[i] is None:
            print(f"  {i + 1}) {LINE_NAMES[i]:<7} open   (would score {score_for(dice, i)})")
        else:
            print(f"  {i + 1}) {LINE_NAMES[i]:<7} used   ({sheet[i]} points)")


def pick_line(sheet, dice):
    """Ask for the number of an open line."""
    show_menu(sheet, dice)
    while True:
        answer = ask("Pick a line number (1-6): ")
        if answer not in ("1", "2", "3", "4", "5", "6"):
            print("That is not a number from 1 to 6.")
        elif sheet[int(answer) - 1] is not None:
            print("That line is already filled in, choose another.")
        else:
            return int(answer) - 1


def total_of(sheet):
    """Add up the filled lines."""
    return sum(points for points in sheet if points is not None)


# Play six turns, then print the final score.
def main():
    random.seed()
    sheet = [None] * 6
    print("Let's play Yahtzee! 6 turns, fill in Ones through Sixes.")
    for turn in range(1, 7):
        print()
        print("===== Turn", turn, "=====")
        dice = play_rolls()
        line = pick_line(sheet, dice)
        sheet[line] = score_for(dice, line)
        print(f"Scored {sheet[line]} in {LINE_NAMES[line]}. Running total: {total_of(sheet)}.")
    print()
    print("Final score sheet:")
    for i in range(6):
        print(f"  {LINE_NAMES[i]:<7} {sheet[i]}")
    print("Your final score is", total_of(sheet))


main()
