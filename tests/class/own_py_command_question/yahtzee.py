"""Simplified single-player Yahtzee, played with short typed commands.

The game lasts six turns.  Each turn five dice are rolled; the player may
re-roll any of them up to two times ("r 1 3 5"), then enters the dice on an
unused score line ("s fours" or "s 4").  A line from Ones to Sixes scores the
sum of the dice showing that face.  Bad answers are refused with a reason and
the question is asked again; end of input stops the game quietly.
"""

import random
import time

NUM_DICE = 5
NUM_TURNS = 6
MAX_REROLLS = 2
LINE_NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
PROMPT = "Command (r <dice> / s <line> / h)? "
HELP_TEXT = (
    "Commands:\n"
    "  r <positions>  re-roll those dice, e.g. r 1 3 5\n"
    "  s <line>       score on a line, e.g. s fours or s 4\n"
    "  h              show this help"
)


def roll_die():
    """Return one random die face from 1 to 6."""
    return random.randint(1, 6)


def line_score(dice, line):
    """Return what the dice score on a line (0 is Ones ... 5 is Sixes)."""
    face = line + 1
    return face * dice.count(face)


def show_dice(dice):
    """Print the dice in boxes under their positions 1 to 5."""
    positions = [str(pos) for pos in range(1, NUM_DICE + 1)]
    print("  pos:   " + "    ".join(positions))
    print("       " + "".join(f"| {face} |" for face in dice))


def show_sheet(sheet, dice):
    """Print every score line: its points, or what the dice would score."""
    for line, name in enumerate(LINE_NAMES):
        if sheet[line] is None:
            status = f"open  (would score {line_score(dice, line)})"
        else:
            status = str(sheet[line])
        print(f"  {name.capitalize():<8}{status}")


def show_state(turn, state, sheet):
    """Print the turn header, the dice and the score sheet."""
    print()
    rerolls_left = state["rerolls_left"]
    print(f"Turn {turn} of {NUM_TURNS}, re-rolls left: {rerolls_left}")
    show_dice(state["dice"])
    show_sheet(sheet, state["dice"])


def parse_positions(words):
    """Turn words like ["1", "3"] into indexes; return (indexes, error)."""
    if not words:
        return None, "Say which dice to re-roll, e.g. r 1 3 5."
    valid = [str(pos) for pos in range(1, NUM_DICE + 1)]
    indexes = []
    for word in words:
        if word not in valid:
            return None, ("Dice positions are the numbers 1 to 5, separated by spaces.")
        if valid.index(word) in indexes:
            return None, "Each die can be named only once."
        indexes.append(valid.index(word))
    return indexes, None


def parse_line(words, sheet):
    """Turn the words after s into an open line index; return (line, error)."""
    if len(words) != 1:
        return None, "Name one line, e.g. s fours or s 4."
    word = words[0].lower()
    numbers = [str(number) for number in range(1, len(LINE_NAMES) + 1)]
    if word in LINE_NAMES:
        line = LINE_NAMES.index(word)
    elif word in numbers:
        line = numbers.index(word)
    else:
        return None, ("Lines are ones, twos, threes, fours, fives and sixes (or 1 to 6).")
    if sheet[line] is not None:
        return None, (f"The {LINE_NAMES[line]} line is already used; pick an open line.")
    return line, None


def reroll(turn, state, sheet, words):
    """Re-roll the dice named in words; return an error message or None."""
    if state["rerolls_left"] == 0:
        return "No re-rolls left this turn; score with s <line>."
    indexes, error = parse_positions(words)
    if error is not None:
        return error
    for index in indexes:
        state["dice"][index] = roll_die()
    state["rerolls_left"] -= 1
    show_state(turn, state, sheet)
    return None


def score(state, sheet, words):
    """Enter the dice on the line named in words; return an error or None."""
    line, error = parse_line(words, sheet)
    if error is not None:
        return error
    points = line_score(state["dice"], line)
    sheet[line] = points
    unit = "point" if points == 1 else "points"
    print(f"{points} {unit} entered on {LINE_NAMES[line]}.")
    return None


def do_command(turn, state, sheet, answer):
    """Carry out one typed command; return True once the turn is scored."""
    words = answer.split()
    if not words:
        print("Please type a command; h shows the help.")
        return False
    command, rest = words[0].lower(), words[1:]
    if command == "s":
        error = score(state, sheet, rest)
        if error is None:
            return True
    elif command == "r":
        error = reroll(turn, state, sheet, rest)
    elif command == "h":
        error = "h takes nothing after it." if rest else None
        if error is None:
            print(HELP_TEXT)
    else:
        error = "Unknown command; use r, s or h (h shows the help)."
    if error is not None:
        print(error)
    return False


def play_turn(turn, sheet):
    """Play one turn: roll the dice, take commands until a line is scored."""
    state = {"dice": [roll_die() for _ in range(NUM_DICE)], "rerolls_left": MAX_REROLLS}
    show_state(turn, state, sheet)
    while not do_command(turn, state, sheet, input(PROMPT)):
        pass


def play_game():
    """Play all six turns and print the final total."""
    sheet = [None] * len(LINE_NAMES)
    for turn in range(1, NUM_TURNS + 1):
        play_turn(turn, sheet)
    print()
    print(f"Total: {sum(sheet)}")


def main():
    """Seed the dice from the clock, show the help once, then play."""
    random.seed(time.time())
    print("Yahtzee: six turns, five dice, up to two re-rolls a turn.")
    print(HELP_TEXT)
    try:
        play_game()
    except (EOFError, KeyboardInterrupt):
        print()
        print("Input ended; goodbye.")


if __name__ == "__main__":
    main()
