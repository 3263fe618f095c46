"""Yahtzee, the simple one-player version (CS1 homework).

How to play:
    The game has 6 rounds. Each round rolls five dice, and the line
    "Position:" above them tells you which die is which (1 to 5).
    You may re-roll up to two times. Type the positions of the dice to
    roll again with spaces between them, for example 2 5. Pressing Enter
    on its own keeps the dice you have and ends the rolling.
    Then type the name of an open line: ones, twos, threes, fours, fives
    or sixes. That line gets the sum of the dice that show its number.
    Your points are kept secret until the score card at the end!
"""

import random
import sys

LINE_NAMES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
NUMBER_OF_ROUNDS = 6
NUMBER_OF_DICE = 5
REROLLS_ALLOWED = 2
LONGEST_ANSWER = 40
POSITION_WORDS = ("1", "2", "3", "4", "5")


def read_answer(question):
    """Ask the question and return the answer; end the game if input ends."""
    try:
        return input(question + " ")
    except EOFError:
        print()
        sys.exit(0)


def looks_bad(text):
    """Return True if the answer is too long or has control characters."""
    if len(text) > LONGEST_ANSWER:
        return True
    return any(ord(character) < 32 or ord(character) == 127 for character in text)


def read_positions(text):
    """Turn '2 5' into [1, 4] (0-based); print a reason and return None if wrong."""
    positions = []
    for word in text.split():
        if word not in POSITION_WORDS:
            print(f"'{word}' is not a position from 1 to 5.")
            return None
        index = int(word) - 1
        if index in positions:
            print(f"You typed position {word} more than once.")
            return None
        positions.append(index)
    return positions


def ask_reroll():
    """Ask which dice to roll again until the answer makes sense."""
    while True:
        text = read_answer("Re-roll which positions? (e.g. 2 5, Enter = none):")
        if looks_bad(text):
            print("That answer is too long or has strange characters.")
            continue
        positions = read_positions(text)
        if positions is not None:
            return positions


def show_dice(dice):
    """Print the positions and, under them, the dice."""
    print("Position:  1 2 3 4 5")
    print("Your dice: " + " ".join(str(value) for value in dice))


def play_rolls():
    """Roll the five dice, allow two re-rolls, and return the final dice."""
    dice = [random.randint(1, 6) for position in range(NUMBER_OF_DICE)]
    show_dice(dice)
    for _ in range(REROLLS_ALLOWED):
        positions = ask_reroll()
        if not positions:
            break
        for index in positions:
            dice[index] = random.randint(1, 6)
        show_dice(dice)
    return dice


def find_line(text):
    """Return the index of the line with this name, or -1 if there is none."""
    wanted = text.strip().lower()
    for index in range(len(LINE_NAMES)):
        if LINE_NAMES[index].lower() == wanted:
            return index
    return -1


def choose_line(sheet):
    """Show the open lines and return the index of the one the player picks."""
    open_names = []
    for index in range(len(sheet)):
        if sheet[index] is None:
            open_names.append(LINE_NAMES[index])
    print("Open lines: " + ", ".join(open_names))
    question = "Line to fill:"
    while True:
        text = read_answer(question)
        question = "Pick one of the open lines:"
        if looks_bad(text):
            print("That answer is too long or has strange characters.")
        elif text.strip() == "":
            print("Please type the name of a line.")
        else:
            line = find_line(text)
            if line == -1:
                print(f"Unknown line '{text.strip()}'.")
            elif sheet[line] is not None:
                print("That line is already filled.")
            else:
                return line


def line_points(line, dice):
    """Return the points the dice give on a line (0 is Ones, 5 is Sixes)."""
    face = line + 1
    return face * dice.count(face)


def print_score_card(sheet):
    """Print every line with its points, then the grand total."""
    print("\n==== Score card ====")
    for index in range(len(LINE_NAMES)):
        name = LINE_NAMES[index]
        dots = "." * (10 - len(name))
        print(f"{name} {dots} {sheet[index]:2}")
    print(f"Grand total: {sum(sheet)}")


def main():
    """Play six rounds, keeping the points hidden, then show the card."""
    sheet = [None] * len(LINE_NAMES)
    print("Welcome to Yahtzee! Six rounds, scores shown at the end.")
    for round_number in range(1, NUMBER_OF_ROUNDS + 1):
        print(f"\nRound {round_number}")
        dice = play_rolls()
        line = choose_line(sheet)
        sheet[line] = line_points(line, dice)
        print("Recorded.")
    print_score_card(sheet)


if __name__ == "__main__":
    main()
