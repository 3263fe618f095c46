"""
Yahtzee homework (simplified version)

Rules: 6 turns. Each turn roll 5 dice, then you get to re-roll any of the
dice two times. After that you put the roll on a score line you haven't
used yet. Lines are Ones through Sixes and score the sum of the dice that
match the line.
"""

import random

LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
DIE_LETTERS = "ABCDE"
TURNS = 6


def get_input(prompt):
    # wrapper around input() so the game quits nicely if input ends
    try:
        return input(prompt)
    except EOFError:
        print()
        print("Input ended, quitting the game.")
        raise SystemExit(0) from None


def first_roll():
    # roll all five dice
    dice = []
    for _i in range(len(DIE_LETTERS)):
        dice.append(random.randint(1, 6))
    return dice


def print_dice(dice):
    # letters on top, the dice under them
    top = ""
    bottom = ""
    for i in range(len(dice)):
        top += "  " + DIE_LETTERS[i] + "  "
        bottom += " [" + str(dice[i]) + "] "
    print(top)
    print(bottom)


def ask_which_dice():
    # returns a string of the letters the player wants to re-roll
    # (could be empty if they keep everything)
    while True:
        answer = get_input(
            "Re-roll which dice? Type the letters (e.g. ACE), "
            "or just press Enter to keep them all: "
        )
        answer = answer.upper().replace(" ", "").replace(",", "")
        ok = True
        for ch in answer:
            if ch not in DIE_LETTERS:
                ok = False
        if ok:
            return answer
        print("Sorry, only the letters A to E are allowed.")


def reroll(dice, letters):
    # roll again every die whose letter was picked
    for i in range(len(dice)):
        if DIE_LETTERS[i] in letters:
            dice[i] = random.randrange(1, 6)


def score_line(dice, line):
    # line is 1 for Ones, ..., 6 for Sixes
    return dice.count(line) * line


def print_sheet(sheet):
    print()
    print("  #  Line     Points")
    print("  -- -------- ------")
    for i in range(6):
        points = "" if sheet[i] == -1 else str(sheet[i])
        print("  " + str(i + 1) + "  " + LINE_NAMES[i].ljust(8) + " " + points)
    print()


def pick_line(sheet):
    # keep asking until we get the number of an unused line
    while True:
        answer = get_input("Pick a line number (1-6): ")
        try:
            number = int(answer)
        except ValueError:
            print("That is not a number.")
            continue
        if number < 1 or number > 6:
            print("The line number has to be between 1 and 6.")
        elif sheet[number - 1] != -1:
            print(LINE_NAMES[number - 1] + " is already used, pick a different line.")
        else:
            return number


def play_turn(turn_number, sheet):
    print("---------------- Turn", turn_number, "----------------")
    dice = first_roll()
    print("First roll:")
    print_dice(dice)

    for roll in range(2, 4):
        letters = ask_which_dice()
        reroll(dice, letters)
        if roll == 2:
            print("Second roll:")
        else:
            print("Third roll:")
        print_dice(dice)

    print_sheet(sheet)
    number = pick_line(sheet)
    points = score_line(dice, number)
    sheet[number - 1] = points
    print("You got", points, "points for", LINE_NAMES[number - 1])
    print()


def main():
    random.seed()
    # -1 means the line has not been used yet
    sheet = [-1, -1, -1, -1, -1, -1]

    print("=== YAHTZEE ===")
    print("You have", TURNS, "turns to fill in the score sheet.")
    print()
    for turn in range(1, TURNS + 1):
        play_turn(turn, sheet)

    print("Final score sheet:")
    print_sheet(sheet)
    print("Your total is", sum(sheet), "points.")


main()
