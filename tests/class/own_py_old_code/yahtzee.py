# yahtzee.py
# Homework: simplified Yahtzee (only the upper section: ones to sixes).
#
# Six turns. Each turn you roll five dice, you can re-roll twice (keeping
# whichever dice you want), and then you pick a line that is still open.

import random
import sys

NUM_DICE = 5
NUM_TURNS = 6
MAX_REROLLS = 2

# The score lines in order. The line for "ones" counts dice showing 1, etc.
LINE_NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]

# Words for the die faces, so "four" is at index 4.
FACE_WORDS = ["zero", "one", "two", "three", "four", "five", "six"]


def ask(prompt):
    """Read one answer from the player. Quit nicely if input runs out."""
    try:
        return input(prompt)
    except EOFError:
        print()
        print("Out of input - ending the game.")
        sys.exit(0)


def roll_die():
    """Return a random number from 1 to 6."""
    return random.randint(1, 6)


def dice_as_words(dice):
    """Turn a list of dice into text like 'four, two, six, one, one'."""
    words = []
    for value in dice:
        words.append(FACE_WORDS[value])
    return ", ".join(words)


def show_dice(dice):
    """Print the dice as words, with their positions underneath."""
    print("  You have: " + dice_as_words(dice))
    labels = []
    for position in range(1, NUM_DICE + 1):
        labels.append("die " + str(position) + " = " + FACE_WORDS[dice[position - 1]])
    print("  (" + "; ".join(labels) + ")")


def parse_keep_answer(answer):
    """Work out which dice the player wants to keep.

    Returns a list of positions (0-4) to keep, or None if the answer is not
    valid. 'all' keeps every die and 'none' keeps nothing. Otherwise the
    answer is die numbers 1-5 separated by commas or spaces, like '1,4'.
    """
    answer = answer.strip().lower()
    if answer == "all":
        return list(range(NUM_DICE))
    if answer == "none":
        return []

    pieces = answer.replace(",", " ").split()
    if len(pieces) == 0:
        return None

    keep = []
    for piece in pieces:
        try:
            position = int(piece)
        except ValueError:
            return None
        if position < 1 or position > NUM_DICE:
            return None
        if position - 1 in keep:
            return None
        keep.append(position - 1)
    return keep


def ask_which_to_keep():
    """Keep asking until the player gives a valid list of dice to keep."""
    while True:
        answer = ask("Which dice do you want to KEEP? (e.g. 1,4 or 'all' or 'none'): ")
        keep = parse_keep_answer(answer)
        if keep is not None:
            return keep
        print("Sorry, I didn't get that. Type die numbers from 1 to 5 (each once),")
        print(
            "like 1,4 or 2 3 5, or type 'all' to keep everything or 'none' to re-roll everything."
        )


def reroll(dice, keep):
    """Re-roll every die whose position is not in keep."""
    for position in range(NUM_DICE):
        if position not in keep:
            dice[position] = roll_die()


def score_line(dice, line_index):
    """Score for a line: add up the dice equal to line_index + 1."""
    face = line_index + 1
    # total = dice.count(face) * face
    # print("DEBUG", dice, face, total)
    # return total
    total = 0
    for value in dice:
        if value == face:
            total += face
    return total


def open_lines(scores):
    """List the names of the lines that have not been used yet."""
    names = []
    for index in range(len(LINE_NAMES)):
        if scores[index] is None:
            names.append(LINE_NAMES[index])
    return names


def ask_for_line(scores):
    """Ask for the name of an open line until the player types one.

    Returns the index of the line (0 for ones up to 5 for sixes).
    """
    choices = open_lines(scores)
    while True:
        print("Open lines: " + ", ".join(choices))
        answer = ask("Which line do you want to use? Type its name: ").strip().lower()
        if answer in choices:
            return LINE_NAMES.index(answer)
        if answer in LINE_NAMES:
            print("You already used " + answer + ". Pick one of the open lines.")
        else:
            print("'" + answer + "' is not a line name. Type one of the open lines exactly.")


def play_turn(turn_number, scores):
    """Play one turn and write the score into the scores list."""
    print()
    print("----- Turn " + str(turn_number) + " of " + str(NUM_TURNS) + " -----")
    dice = []
    for _ in range(NUM_DICE):
        dice.append(roll_die())
    show_dice(dice)

    rerolls_done = 0
    while rerolls_done < MAX_REROLLS:
        print("Re-rolls left: " + str(MAX_REROLLS - rerolls_done))
        keep = ask_which_to_keep()
        if len(keep) == NUM_DICE:
            # Keeping everything means the player is done rolling.
            break
        reroll(dice, keep)
        rerolls_done += 1
        show_dice(dice)

    print("Final dice: " + dice_as_words(dice))
    line = ask_for_line(scores)
    scores[line] = score_line(dice, line)
    print("You got " + str(scores[line]) + " points for " + LINE_NAMES[line] + ".")


def print_scores(scores):
    """Print the whole score sheet and the total."""
    total = 0
    print("Score sheet:")
    for index in range(len(LINE_NAMES)):
        print("  " + LINE_NAMES[index].ljust(7) + str(scores[index]))
        total += scores[index]
    print("Total score: " + str(total))


def main():
    random.seed()  # seed the random number generator
    scores = [None] * len(LINE_NAMES)  # None means the line is still open
    print("Let's play Yahtzee!")
    for turn in range(1, NUM_TURNS + 1):
        play_turn(turn, scores)
    # turn = 1
    # while turn <= NUM_TURNS:
    #     play_turn(turn, scores)
    #     turn += 1
    print()
    print("Game over!")
    print_scores(scores)


if __name__ == "__main__":
    main()
