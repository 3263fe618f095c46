"""Simplified single-player Yahtzee, with the dice named by letters A to E.

The game lasts six turns.  Each turn the five dice are rolled, and the player
may roll again up to two more times (three rolls in all), either keeping some
dice ("k ACE") or re-rolling some ("r BD").  The turn ends by scoring the dice
on an unused line with "s 4".  A line from Ones to Sixes scores the sum of the
dice showing that face.  Bad answers are refused with a message and the
question is asked again; end of input stops the game quietly.
"""

import random
import time

NUM_DICE = 5
NUM_TURNS = 6
MAX_ROLLS = 3
LETTERS = "ABCDE"
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
LINE_NUMBERS = ["1", "2", "3", "4", "5", "6"]
PROMPT = "Command (k/r/s/?): "
SCORE_PROMPT = "Command (s/?): "
HELP_TEXT = (
    "Commands:\n"
    "  k ACE  keep A, C and E, re-roll the rest\n"
    "  r BD   re-roll B and D\n"
    "  s 4    score on line 4 (Fours)\n"
    "  ?      this help"
)


def roll_die():
    """Return one random die face from 1 to 6."""
    return random.randint(1, 6)


def line_score(dice, line):
    """Return what the dice score on a line (0 is Ones ... 5 is Sixes)."""
    face = line + 1
    return face * dice.count(face)


def show_dice(state):
    """Print the letters over the dice, with which roll this is."""
    roll_note = f"roll {state['rolls']} of {MAX_ROLLS}"
    print("   " + "    ".join(LETTERS) + "      " + roll_note)
    print("  " + "  ".join(f"({face})" for face in state["dice"]))


def show_sheet(sheet):
    """Print the score sheet in two rows; - marks an open line."""
    for first in (0, 3):
        row = ""
        for line in range(first, first + 3):
            value = "-" if sheet[line] is None else str(sheet[line])
            row += f"  {line + 1} {LINE_NAMES[line]:<6} {value:>2}"
        print(row)


def rolling_over(state):
    """Return True when no more rolls may be made this turn."""
    return state["rolls"] >= MAX_ROLLS or state["all_kept"]


def parse_letters(words):
    """Turn ["ace"] into dice indexes [0, 2, 4]; return (indexes, error)."""
    if len(words) == 1:
        return None, "Name the dice by letter, e.g. k ACE or r BD."
    if len(words) > 2:
        return None, "Type the letters together with no spaces, e.g. r BD."
    indexes = []
    for letter in words[1].upper():
        if letter not in LETTERS:
            return None, "The dice are the letters A to E."
        if LETTERS.index(letter) in indexes:
            return None, "Name each die only once."
        indexes.append(LETTERS.index(letter))
    return indexes, None


def roll_again(state, sheet, words):
    """Carry out k or r: re-roll the chosen dice; return an error or None."""
    if rolling_over(state):
        return "No more rolls this turn; score with s and a line number."
    indexes, error = parse_letters(words)
    if error is not None:
        return error
    if words[0].lower() == "k":
        indexes = [index for index in range(NUM_DICE) if index not in indexes]
    if not indexes:
        state["all_kept"] = True
        print("All five dice kept; score with s and a line number.")
        return None
    for index in indexes:
        state["dice"][index] = roll_die()
    state["rolls"] += 1
    show_dice(state)
    show_sheet(sheet)
    return None


def score(state, sheet, words):
    """Carry out s: enter the dice on an open line; return an error or None."""
    if len(words) != 2 or words[1] not in LINE_NUMBERS:
        return "Give one line number from 1 to 6, e.g. s 4."
    line = LINE_NUMBERS.index(words[1])
    if sheet[line] is not None:
        return f"Line {words[1]} ({LINE_NAMES[line]}) is already used; pick an open line."
    points = line_score(state["dice"], line)
    sheet[line] = points
    if points == 1:
        print(f"1 point goes on {LINE_NAMES[line]}.")
    else:
        print(f"{points} points go on {LINE_NAMES[line]}.")
    return None


def do_command(state, sheet, answer):
    """Carry out one typed command; return True once the turn is scored."""
    words = answer.split()
    if not words:
        print("Type a command; ? for help.")
        return False
    command = words[0].lower()
    if command == "s":
        error = score(state, sheet, words)
        if error is None:
            return True
    elif command in ("k", "r"):
        error = roll_again(state, sheet, words)
    elif command == "?":
        error = "? takes nothing after it." if len(words) > 1 else None
        if error is None:
            print(HELP_TEXT)
    else:
        error = "Unknown command; use k, r or s (? for help)."
    if error is not None:
        print(error)
    return False


def play_turn(turn, sheet):
    """Play one turn: roll, take commands until the dice are scored."""
    state = {"dice": [roll_die() for _ in range(NUM_DICE)], "rolls": 1, "all_kept": False}
    print()
    print(f"######## Turn {turn} of {NUM_TURNS} ########")
    show_dice(state)
    show_sheet(sheet)
    while True:
        prompt = SCORE_PROMPT if rolling_over(state) else PROMPT
        if do_command(state, sheet, input(prompt)):
            return


def play_game():
    """Play all six turns and print the final total."""
    sheet = [None] * len(LINE_NAMES)
    for turn in range(1, NUM_TURNS + 1):
        play_turn(turn, sheet)
    print()
    print(f"Final total: {sum(sheet)}")


def main():
    """Seed the dice from the clock, then play one game."""
    random.seed(time.time())
    print("Yahtzee -- type ? for help.")
    try:
        play_game()
    except (EOFError, KeyboardInterrupt):
        print()
        print("Input ended -- goodbye.")


if __name__ == "__main__":
    main()
