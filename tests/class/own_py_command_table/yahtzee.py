"""Simplified Yahtzee, played with a small table of typed commands.

The game lasts NUM_TURNS turns.  Each turn the player rolls NUM_DICE dice,
may throw any of them again (at most MAX_ROLLS rolls in all), and then
scores the turn on one unused line of the sheet (Ones ... Sixes).  A line
earns the sum of the dice showing its face.  Commands are typed at "> ".
"""

import random
import sys

NUM_DICE = 5
NUM_TURNS = 6
MAX_ROLLS = 3
NUM_LINES = 6
NUM_FACES = 6
MAX_ANSWER_LEN = 40
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]

COMMAND_TABLE = (
    "Commands:  r <dice>  throw those dice again (positions 1-5, e.g. r 2 5)\n"
    "           k         keep these dice, no more throws\n"
    "           s <line>  score on a line now (1=Ones ... 6=Sixes, e.g. s 4)"
)


class InputEnded(Exception):
    """Raised when standard input reaches end of file."""


def roll_die():
    """Return one random face from 1 to NUM_FACES."""
    return random.randint(1, NUM_FACES)


def score_for_line(dice, line):
    """Return the points the dice earn on a line (1 = Ones ... 6 = Sixes)."""
    return sum(value for value in dice if value == line)


def sheet_total(sheet):
    """Return the sum of all points written on the sheet so far."""
    return sum(points for points in sheet if points is not None)


def used_lines_text(sheet):
    """Return the numbers of the used lines, or 'none'."""
    used = [str(line) for line in range(1, NUM_LINES + 1) if sheet[line - 1] is not None]
    return " ".join(used) if used else "none"


def print_sheet(sheet):
    """Show every line with its points ('.' when empty) and the total."""
    for line in range(1, NUM_LINES + 1):
        points = sheet[line - 1]
        shown = "." if points is None else str(points)
        print(f"  {line} {LINE_NAMES[line - 1]:<10}{shown}")
    print(f"  {'total':<12}{sheet_total(sheet)}")


def read_answer():
    """Read one line of input without its newline; raise InputEnded at EOF."""
    answer = sys.stdin.readline()
    if answer == "":
        raise InputEnded
    if answer.endswith("\n"):
        answer = answer[:-1]
    return answer


def text_problem(answer):
    """Return a reason if the raw answer cannot be a command, else None."""
    if len(answer) > MAX_ANSWER_LEN:
        return f"That answer is too long (at most {MAX_ANSWER_LEN} characters)."
    if not answer.isprintable():
        return "That answer contains a control character."
    if answer.strip() == "":
        return "Please type a command: r, k or s."
    return None


def parse_number(word, highest):
    """Return word as a whole number from 1 to highest, or None."""
    if not (word.isascii() and word.isdigit()):
        return None
    value = int(word)
    if value < 1 or value > highest:
        return None
    return value


def parse_positions(words):
    """Turn position words into a list; return (positions, reason)."""
    if not words:
        return None, "Say which dice to throw, e.g. r 2 5."
    if len(words) > NUM_DICE:
        return None, f"You only have {NUM_DICE} dice."
    positions = []
    for word in words:
        position = parse_number(word, NUM_DICE)
        if position is None:
            return None, f"'{word}' is not a position from 1 to {NUM_DICE}."
        if position in positions:
            return None, f"Position {position} is given twice."
        positions.append(position)
    return positions, None


def parse_line(words, sheet):
    """Turn the words after 's' into an unused line; return (line, reason)."""
    if len(words) != 1:
        return None, "Give one line number, e.g. s 4."
    line = parse_number(words[0], NUM_LINES)
    if line is None:
        return None, f"'{words[0]}' is not a line from 1 to {NUM_LINES}."
    if sheet[line - 1] is not None:
        return None, f"{LINE_NAMES[line - 1]} is already used; choose another line."
    return line, None


def no_throw_reason(rolls_done):
    """Return why no more throws are allowed this turn."""
    if rolls_done >= MAX_ROLLS:
        return "You have no throws left; score with s <line>."
    return "You kept these dice; score them with s <line>."


def print_turn_start(turn, sheet):
    """Print the heading, the sheet and the command table for a turn."""
    print()
    print(f"--- Turn {turn} of {NUM_TURNS} ---")
    print_sheet(sheet)
    print(COMMAND_TABLE)


def print_status(turn, rolls_done, dice, sheet):
    """Print the status line and the prompt before a command."""
    dice_text = " ".join(str(value) for value in dice)
    print(f"[T{turn} R{rolls_done}] {dice_text} | used: {used_lines_text(sheet)}")
    print("> ", end="", flush=True)


def play_turn(turn, sheet):
    """Play one turn: roll, obey commands, and score one line."""
    dice = [roll_die() for _ in range(NUM_DICE)]
    rolls_done = 1
    still_rolling = True
    print_turn_start(turn, sheet)
    while True:
        print_status(turn, rolls_done, dice, sheet)
        answer = read_answer()
        reason = text_problem(answer)
        if reason:
            print(reason)
            continue
        words = answer.split()
        command = words[0].lower()
        if command == "s":
            line, reason = parse_line(words[1:], sheet)
            if reason:
                print(reason)
                continue
            sheet[line - 1] = score_for_line(dice, line)
            print(f"{sheet[line - 1]} points go on {LINE_NAMES[line - 1]}.")
            return
        if command not in ("r", "k"):
            print(f"Unknown command '{words[0]}'; use r, k or s.")
        elif not still_rolling:
            print(no_throw_reason(rolls_done))
        elif command == "k":
            if len(words) != 1:
                print("k takes nothing after it.")
                continue
            still_rolling = False
            print("Dice kept. Now choose a line with s <line>.")
        else:
            positions, reason = parse_positions(words[1:])
            if reason:
                print(reason)
                continue
            for position in positions:
                dice[position - 1] = roll_die()
            rolls_done += 1
            if rolls_done == MAX_ROLLS:
                still_rolling = False
                print("That was your last throw. Score it with s <line>.")


def main():
    """Play a whole game, or stop quietly when input ends."""
    sys.stdin.reconfigure(errors="replace")
    sheet = [None] * NUM_LINES
    try:
        for turn in range(1, NUM_TURNS + 1):
            play_turn(turn, sheet)
    except InputEnded:
        print()
        print("Input ended.")
        return
    print()
    print_sheet(sheet)
    print(f"Your final score: {sheet_total(sheet)}")


if __name__ == "__main__":
    main()
