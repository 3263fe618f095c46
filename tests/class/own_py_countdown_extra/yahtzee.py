# Yahtzee -- upper section only, one player, six turns.
# Dice are listed one per line ("#1 -> 4"). Each turn you may re-roll any
# dice by position, then pick a line by its number (1-6) or by its first
# letter when that letter is unique (o = Ones, s = Sixes).

import random

NUM_DICE = 5
NUM_TURNS = 6
REROLLS_PER_TURN = 3
LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def show_dice(dice):
    """Print each die on its own line with its position."""
    for position, value in enumerate(dice, start=1):
        print(f"   #{position} -> {value}")


def read_reroll_positions():
    """Ask until valid; return a list of 0-based positions to re-roll."""
    while True:
        answer = input("Positions to re-roll (e.g. 1 3 5 or 135; 0 = none, all = all): ")
        answer = answer.strip().lower()
        if answer == "0":
            return []
        if answer == "all":
            return list(range(NUM_DICE))
        digits = answer.replace(" ", "")
        if digits and all(ch in "12345" for ch in digits) and len(set(digits)) == len(digits):
            return [int(ch) - 1 for ch in digits]
        print("   Not valid: use positions 1-5 (each once), 0 for none, or all.")


def line_from_answer(answer):
    """Translate an answer into a line index, or None if it names no line."""
    answer = answer.strip().lower()
    if answer in ("1", "2", "3", "4", "5", "6"):
        return int(answer) - 1
    if answer == "o":
        return 0
    if answer == "s":
        return 5
    return None


def read_line_choice(sheet, dice):
    """Ask until the player names an open line; return its index."""
    while True:
        for index, name in enumerate(LINES):
            if sheet[index] is None:
                points = score_line(dice, index)
                print(f"   {index + 1} {name:<7} ({points} pts)")
        answer = input("Line to score (1-6, or o / s): ")
        index = line_from_answer(answer)
        if index is None:
            print("   Please give a number 1-6, o for Ones or s for Sixes.")
        elif sheet[index] is not None:
            print(f"   {LINES[index]} is already filled in.")
        else:
            return index


def score_line(dice, index):
    """Sum of the dice showing the face for this line."""
    face = index + 1
    return face * dice.count(face)


def play_turn(turn, sheet):
    """Roll, allow re-rolls, then score the turn on an open line."""
    print(f"\nTurn {turn} of {NUM_TURNS}")
    dice = [random.randint(1, 6) for _ in range(NUM_DICE)]
    show_dice(dice)
    for left in range(REROLLS_PER_TURN, 0, -1):
        print(f"{left} re-roll{'s' if left > 1 else ''} left")
        for position in read_reroll_positions():
            dice[position] = random.randint(1, 6)
        if left == 1:
            print("Final roll!")
        show_dice(dice)
    index = read_line_choice(sheet, dice)
    sheet[index] = score_line(dice, index)
    print(f"{LINES[index]}: {sheet[index]} points")


def main():
    """Play a full game and report the total."""
    random.seed()
    sheet = [None] * len(LINES)
    try:
        for turn in range(1, NUM_TURNS + 1):
            play_turn(turn, sheet)
    except EOFError:
        print("\nNo more input. Bye.")
        return
    print(f"\nTotal score: {sum(sheet)}")


if __name__ == "__main__":
    main()
