"""
CSC 161 homework -- Yahtzee, simplified.

One player, six turns, only the upper score lines (Ones to Sixes).
A turn is: roll five dice, re-roll any of them up to two times, then
choose an empty line to score. The dice are called A, B, C, D and E.

Game feel: the dice rattle (backspace animation) before they stop,
messages are "typed", wrong answers ring the bell and are overwritten.
"""

import random
import sys
import time

DICE_LETTERS = "ABCDE"
TURNS = 6
REROLLS = 2
MAX_LENGTH = 20
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]

# ANSI codes
REVERSE = "\033[7;1m"
YELLOW = "\033[33m"
RED = "\033[31m"
GREEN = "\033[32m"
BOLD = "\033[1m"
PLAIN = "\033[0m"

# When the player types at a terminal we can move the cursor back up
# over a bad answer. With piped input there is nothing to overwrite.
TYPING_AT_TERMINAL = sys.stdin.isatty()


class OutOfInput(Exception):
    """Raised when there is nothing more to read."""


def type_out(text, pause=0.0005):
    """Print text like a typewriter, one character at a time."""
    for letter in text:
        sys.stdout.write(letter)
        sys.stdout.flush()
        time.sleep(pause)
    print()


def get_answer(prompt):
    """Return the next answer (spaces removed at the ends)."""
    try:
        return input(prompt).strip()
    except EOFError:
        raise OutOfInput() from None


def refuse(reason):
    """Ring the bell and show the reason an answer was refused."""
    if TYPING_AT_TERMINAL:
        # go back up over the prompt and the bad answer, then wipe the line
        sys.stdout.write("\033[A\r\033[K")
    print("\a" + RED + "   [!] " + reason + PLAIN)


def dice_row(values):
    """Return the dice as 'A 3  B 5 ...' with each value in reverse video."""
    return "  ".join(
        f"{letter}{REVERSE} {value} {PLAIN}" for letter, value in zip(DICE_LETTERS, values)
    )


def rattle(dice, to_roll):
    """Rattle the dice in to_roll (a set of indexes) and give them new values."""
    row_width = len(DICE_LETTERS) * 5
    sys.stdout.write("   ")
    for _ in range(5):
        shown = "".join(
            f"{random.randint(1, 6) if i in to_roll else value:^5}" for i, value in enumerate(dice)
        )
        sys.stdout.write(YELLOW + shown + PLAIN)
        sys.stdout.flush()
        time.sleep(0.002)
        sys.stdout.write("\b" * row_width)
    sys.stdout.write("\r\033[K")
    for i in to_roll:
        dice[i] = random.randint(1, 6)
    print("   " + dice_row(dice))


def letters_to_indexes(answer):
    """Turn 'BD' (any case, spaces ok) into {1, 3}.

    '-' means keep all the dice. Returns the set, or a string with the
    reason the answer can't be used.
    """
    if answer == "":
        return "type the letters of the dice to re-roll, or - to keep all"
    if len(answer) > MAX_LENGTH:
        return "that is far too long"
    if answer == "-":
        return set()
    indexes = set()
    for letter in answer.upper().replace(" ", ""):
        if letter not in DICE_LETTERS:
            return f"there is no die '{letter}' (dice are A to E)"
        index = DICE_LETTERS.index(letter)
        if index in indexes:
            return f"die {letter} appears twice"
        indexes.add(index)
    return indexes


def ask_which_dice(rerolls_left):
    """Keep asking until we get a usable set of dice to re-roll."""
    while True:
        answer = get_answer(
            f"   ({rerolls_left} re-roll{'s' if rerolls_left > 1 else ''}"
            " left) Re-roll which dice? letters like BD, or - to keep all: "
        )
        result = letters_to_indexes(answer)
        if isinstance(result, set):
            return result
        refuse(result)


def points(dice, line_number):
    """Points for line_number (1 = Ones ... 6 = Sixes): sum of matching dice."""
    return line_number * dice.count(line_number)


def show_scorecard(card, dice):
    """Print the scorecard; open lines show what these dice would earn."""
    for number, name in enumerate(LINE_NAMES, start=1):
        if card[number] is None:
            print(
                f"   {number}. {name:<7} {GREEN}open  (would score {points(dice, number)}){PLAIN}"
            )
        else:
            print(f"   {number}. {name:<7} {card[number]}")


def ask_line(card):
    """Ask for the number of an open line and return it (1 to 6)."""
    while True:
        answer = get_answer("   Write it in which line? (1-6): ")
        if len(answer) > MAX_LENGTH:
            refuse("that is far too long")
        elif answer not in ("1", "2", "3", "4", "5", "6"):
            refuse("please type one number from 1 to 6")
        elif card[int(answer)] is not None:
            refuse(f"{LINE_NAMES[int(answer) - 1]} already has a score")
        else:
            return int(answer)


def play_turn(turn, card):
    """Play one turn and fill in one line of the card."""
    print("\n" + BOLD, end="")
    type_out(f">> Turn {turn} of {TURNS}: shaking the dice...")
    print(PLAIN, end="")
    dice = [1, 1, 1, 1, 1]
    rattle(dice, {0, 1, 2, 3, 4})
    for rerolls_left in range(REROLLS, 0, -1):
        to_roll = ask_which_dice(rerolls_left)
        if to_roll:
            rattle(dice, to_roll)
        else:
            print("   Standing pat: " + dice_row(dice))
    show_scorecard(card, dice)
    line = ask_line(card)
    card[line] = points(dice, line)
    type_out(f"   {LINE_NAMES[line - 1]}: {card[line]} points.")


def play_game():
    """Play all six turns and show the final result."""
    card = {number: None for number in range(1, 7)}
    for turn in range(1, TURNS + 1):
        play_turn(turn, card)
    print()
    for number, name in enumerate(LINE_NAMES, start=1):
        print(f"   {number}. {name:<7} {card[number]}")
    print(BOLD + GREEN, end="")
    type_out(f"   FINAL TOTAL: {sum(card.values())}")
    print(PLAIN, end="")


def main():
    """Seed the dice from the clock, show the title and play."""
    random.seed(time.time())
    print(BOLD + YELLOW)
    print("   .-------------------------------.")
    print("   |  [6] [6] [6]  YAHTZEE  [6] [6]  |")
    print("   '-------------------------------'" + PLAIN)
    try:
        play_game()
    except OutOfInput:
        print("\n   Out of input. Game ended early -- bye!")


main()
