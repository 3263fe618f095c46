"""Yahtzee, upper section only: six turns for one player.

Each roll is printed as numbers and then as a row of small dice boxes.
"""

import random
import sys

NUM_DICE = 5
NUM_TURNS = 6
NUM_ROLLS = 3
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
LONGEST_ANSWER = 50

PIPS = {
    1: ("     ", "  o  ", "     "),
    2: ("o    ", "     ", "    o"),
    3: ("o    ", "  o  ", "    o"),
    4: ("o   o", "     ", "o   o"),
    5: ("o   o", "  o  ", "o   o"),
    6: ("o   o", "o   o", "o   o"),
}


def read_answer(question):
    """Return the player's stripped answer, or leave quietly when input ends."""
    try:
        return input(question).strip()
    except EOFError:
        print("\nGoodbye!")
        sys.exit(0)


def ask_player_count():
    """Ask how many players; only a single player is supported."""
    while True:
        answer = read_answer("How many players? (1) ")
        if answer == "1":
            return
        print("This version is for exactly 1 player. Please type 1.")


def draw_dice(dice):
    """Print the dice once as numbers and once as a row of boxes."""
    print("You rolled: " + " ".join(str(value) for value in dice))
    print("  ".join(f"   {position + 1}   " for position in range(NUM_DICE)))
    print("  ".join("+-----+" for _ in dice))
    for row in range(3):
        print("  ".join(f"|{PIPS[value][row]}|" for value in dice))
    print("  ".join("+-----+" for _ in dice))


def parse_positions(answer):
    """Turn '1,3,5' / '1 3 5' / 'all' / 'none' into a list of indexes, or None."""
    answer = answer.lower()
    if answer == "none":
        return []
    if answer == "all":
        return list(range(NUM_DICE))
    pieces = answer.replace(",", " ").split()
    if not pieces:
        return None
    if any(piece not in ("1", "2", "3", "4", "5") for piece in pieces):
        return None
    if len(set(pieces)) != len(pieces):
        return None
    return [int(piece) - 1 for piece in pieces]


def ask_positions():
    """Ask which dice to re-roll until a valid answer arrives."""
    while True:
        answer = read_answer("Dice to re-roll (e.g. 1,3,5 or 'all' or 'none'): ")
        positions = None
        if len(answer) <= LONGEST_ANSWER:
            positions = parse_positions(answer)
        if positions is not None:
            return positions
        print("Please list positions 1-5 (each once), or 'all' or 'none'.")


def points_for(dice, line):
    """Sum of the dice that show the face belonging to line (0 = Ones)."""
    return sum(value for value in dice if value == line + 1)


def ask_line(dice, used):
    """Show the open lines and ask for the number of one of them."""
    for line, name in enumerate(LINE_NAMES):
        if not used[line]:
            print(f"  {line + 1}. {name:<6} ({points_for(dice, line)})")
    while True:
        answer = read_answer("Line number (1-6): ")
        line = int(answer) - 1
        if 0 <= line < len(LINE_NAMES) and not used[line]:
            return line
        print("That line is not available.")


def play_turn(used):
    """Play one turn; return the chosen line and its points."""
    dice = [random.randint(1, 6) for _ in range(NUM_DICE)]
    draw_dice(dice)
    for _ in range(NUM_ROLLS - 1):
        positions = ask_positions()
        if not positions:
            break
        for index in positions:
            dice[index] = random.randint(1, 6)
        draw_dice(dice)
    line = ask_line(dice, used)
    return line, points_for(dice, line)


def main():
    """Set up, play six turns and print the final score sheet."""
    random.seed()
    ask_player_count()
    used = [False] * len(LINE_NAMES)
    scores = [0] * len(LINE_NAMES)
    for turn in range(NUM_TURNS):
        print(f"\n=== Turn {turn + 1} ===")
        line, points = play_turn(used)
        used[line] = True
        scores[line] = points
        print(f"{LINE_NAMES[line]} scores {points}.")
    print("\nFinal score sheet")
    for line, name in enumerate(LINE_NAMES):
        print(f"  {name:<6} {scores[line]:3d}")
    print(f"  Total  {sum(scores):3d}")


if __name__ == "__main__":
    main()
