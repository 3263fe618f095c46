"""Simplified single-player Yahtzee (upper section only).

Layout: the game is shown as a chat transcript. Every line the game
prints starts with "Game: " and the player answers after "You: ".
"""

import random
import sys

NUM_DICE = 5
NUM_TURNS = 6
ROLLS_PER_TURN = 3
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def say(message):
    """Print one chat line from the game."""
    print("Game: " + message)


def listen():
    """Read one answer from the player; end the game politely at end of input."""
    try:
        return input("You: ").strip().lower()
    except EOFError:
        print()
        say("You left the chat. Bye!")
        sys.exit(0)


def roll_dice(count):
    """Return a list of count random die values."""
    return [random.randint(1, 6) for _ in range(count)]


def parse_position(text):
    """Turn '3' into 3; return None if text is not a single position 1-5."""
    if len(text) == 1 and text in "12345":
        return int(text)
    return None


def expand_piece(piece):
    """Expand '2' or '2-4' into a list of positions; None if invalid."""
    if "-" not in piece:
        position = parse_position(piece)
        return None if position is None else [position]
    start_text, _, end_text = piece.partition("-")
    start = parse_position(start_text.strip())
    end = parse_position(end_text.strip())
    if start is None or end is None or start > end:
        return None
    return list(range(start, end + 1))


def parse_reroll(answer):
    """Return the set of positions to re-roll, or None if the answer is invalid.

    Accepts 'all', 'none', lists like '1 3 5' or '1,3' and ranges like '2-4'.
    """
    if answer == "all":
        return set(range(1, NUM_DICE + 1))
    if answer == "none":
        return set()
    pieces = answer.replace(",", " ").split()
    if not pieces:
        return None
    chosen = set()
    for piece in pieces:
        positions = expand_piece(piece)
        if positions is None or chosen.intersection(positions):
            return None
        chosen.update(positions)
    return chosen


def ask_reroll():
    """Ask which dice to re-roll until the answer is valid."""
    while True:
        say("Which dice should I re-roll? (e.g. 1 3, 2-4, 1,3-5, all, none)")
        chosen = parse_reroll(listen())
        if chosen is not None:
            return chosen
        say("Hmm, I need positions 1-5 (no repeats), ranges like 2-4, 'all' or 'none'.")


def parse_line(answer):
    """Return the line index 0-5 named by answer, or None."""
    names = [name.lower() for name in LINE_NAMES]
    if answer in names:
        return names.index(answer)
    if len(answer) == 1 and answer in "123456":
        return int(answer) - 1
    return None


def ask_line(sheet):
    """Ask for an unused score line until one is given; return its index."""
    while True:
        say("Which line do you want to score? (ones..sixes or 1-6)")
        line = parse_line(listen())
        if line is None:
            say("That's not a line. Try a name like 'fives' or a number 1-6.")
        elif sheet[line] is not None:
            say(LINE_NAMES[line] + " is already filled in. Pick an open line.")
        else:
            return line


def score_line(dice, line):
    """Score the dice on a line: the sum of dice showing that face."""
    face = line + 1
    return sum(value for value in dice if value == face)


def show_sheet(sheet):
    """Print the score sheet as chat lines."""
    for index, name in enumerate(LINE_NAMES):
        value = "-" if sheet[index] is None else str(sheet[index])
        say(f"  {index + 1} {name:<7}{value}")
    say("  Total    " + str(total_score(sheet)))


def total_score(sheet):
    """Return the sum of every filled line."""
    return sum(value for value in sheet if value is not None)


def show_dice(dice, turn, roll):
    """Print the current dice with their positions."""
    say(f"Turn {turn}/{NUM_TURNS}, roll {roll}/{ROLLS_PER_TURN}. Your dice:")
    say("  position: 1 2 3 4 5")
    say("  dice:     " + " ".join(str(value) for value in dice))


def play_turn(sheet, turn):
    """Play one turn: roll, two optional re-rolls, then score a line."""
    dice = roll_dice(NUM_DICE)
    for roll in range(1, ROLLS_PER_TURN):
        show_dice(dice, turn, roll)
        for position in ask_reroll():
            dice[position - 1] = random.randint(1, 6)
    show_dice(dice, turn, ROLLS_PER_TURN)
    show_sheet(sheet)
    line = ask_line(sheet)
    sheet[line] = score_line(dice, line)
    say(f"Put {sheet[line]} on {LINE_NAMES[line]}.")


def main():
    """Run a six-turn game and report the final total."""
    random.seed()
    sheet = [None] * len(LINE_NAMES)
    say("Hi! Let's play Yahtzee, upper section only. Six turns.")
    for turn in range(1, NUM_TURNS + 1):
        play_turn(sheet, turn)
    say("That's the game! Final sheet:")
    show_sheet(sheet)
    say(f"Your final total is {total_score(sheet)}.")


if __name__ == "__main__":
    main()
