# yahtzee.py - simplified single-player Yahtzee, upper section only.
# Each roll is shown on one heading line ("Round 2 - Roll 3/3: 4 4 2 6 1")
# and the whole score sheet fits on one line ("Sheet: 1:3 2:- ... Total: 3").
import random
import sys

DICE_COUNT = 5
TURNS = 6
ROLLS = 3
FACE_NAMES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")


def read_answer(prompt):
    """Show prompt and return the trimmed answer; quit cleanly on end of input."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\nEnd of input - game stopped.")
        sys.exit(0)


def new_die():
    """Roll a single die."""
    return random.randint(1, 6)


def single_position(text):
    """Return text as a die position 1-5, or None if it is not one."""
    if len(text) == 1 and text in "12345":
        return int(text)
    return None


def range_positions(text):
    """Turn a range such as '2-4' into [2, 3, 4]; None when invalid."""
    first_text, last_text = text.split("-", 1)
    first = single_position(first_text)
    digits_only = all(ch in "0123456789" for ch in last_text)
    if first is None or last_text == "" or not digits_only:
        return None
    last = min(int(last_text), DICE_COUNT)
    if last < first:
        return None
    return list(range(first, last + 1))


def parse_choice(answer):
    """Read 'all', 'none' or a list of positions/ranges like '1,3-5'.

    Returns the set of positions to re-roll, or None if the answer is bad.
    """
    if answer == "all":
        return set(range(1, DICE_COUNT + 1))
    if answer == "none":
        return set()
    parts = answer.replace(",", " ").split()
    if not parts:
        return None
    picked = set()
    for part in parts:
        if "-" in part:
            positions = range_positions(part)
        else:
            position = single_position(part)
            positions = None if position is None else [position]
        if positions is None or picked.intersection(positions):
            return None
        picked.update(positions)
    return picked


def ask_reroll():
    """Keep asking which dice to re-roll until the answer is usable."""
    while True:
        answer = read_answer("Re-roll which dice? (e.g. 2 5, 1-3, 1,3-5, all, none): ")
        picked = parse_choice(answer)
        if picked is not None:
            return picked
        print("  Not valid: use positions 1-5 once each, ranges like 2-4, 'all' or 'none'.")


def sheet_total(sheet):
    """Add up every line that has a score."""
    return sum(score for score in sheet if score is not None)


def sheet_text(sheet):
    """Build the one-line score sheet."""
    cells = []
    for number, score in enumerate(sheet, start=1):
        cells.append("{}:{}".format(number, "-" if score is None else score))
    return "Sheet: " + " ".join(cells) + f"  Total: {sheet_total(sheet)}"


def ask_line(sheet):
    """Ask for the number of an empty line (1-6) until one is given."""
    while True:
        answer = read_answer("Line to score (1=Ones ... 6=Sixes): ")
        if len(answer) != 1 or answer not in "123456":
            print("  Not valid: type one number from 1 to 6.")
        elif sheet[int(answer) - 1] is not None:
            print(f"  Line {answer} is already filled.")
        else:
            return int(answer) - 1


def line_score(dice, index):
    """Score dice on a line: add the dice equal to that face."""
    return sum(die for die in dice if die == index + 1)


def show_roll(turn, roll, dice):
    """Print the heading line with the round, the roll and the dice."""
    values = " ".join(str(die) for die in dice)
    print(f"Round {turn} - Roll {roll}/{ROLLS}: {values}")


def play_round(sheet, turn):
    """Play one round and write its score on the chosen line."""
    print()
    print(sheet_text(sheet))
    dice = [new_die() for _ in range(DICE_COUNT)]
    for roll in range(1, ROLLS):
        show_roll(turn, roll, dice)
        for position in ask_reroll():
            dice[position - 1] = new_die()
    show_roll(turn, ROLLS, dice)
    index = ask_line(sheet)
    sheet[index] = line_score(dice, index)
    print(f"{FACE_NAMES[index]} scores {sheet[index]}.")


def main():
    """Play all six rounds and print the final sheet and total."""
    random.seed()
    sheet = [None] * len(FACE_NAMES)
    print("YAHTZEE (upper section) - dice positions are 1 to 5, left to right.")
    for turn in range(1, TURNS + 1):
        play_round(sheet, turn)
    print()
    print(sheet_text(sheet))
    print(f"Final total: {sheet_total(sheet)}")


if __name__ == "__main__":
    main()
