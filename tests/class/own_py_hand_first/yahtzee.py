"""Yahtzee, upper card only, with a hand and a cup.

The dice you save go into your hand and are shown first; the rest go back in the cup and
are thrown again. Six turns, at most three throws a turn, each line Ones to Sixes once.
"""

import random

FACES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
LONGEST = 50


class Quit(Exception):
    """The input ended."""


def read_answer(prompt):
    """Return the player's answer, stripped; None if it is too long or has control keys."""
    try:
        text = input(prompt)
    except EOFError:
        raise Quit from None
    if len(text) > LONGEST or not text.isprintable():
        print("Keep answers short and plain, please.")
        return None
    return text.strip().lower()


def throw(count):
    """Return count new dice from the cup."""
    return [random.randint(1, 6) for _ in range(count)]


def parse_saved(text):
    """Return the positions (0-4) an answer saves, or a reason it is refused."""
    words = text.replace(",", " ").split()
    if not all(word in ("1", "2", "3", "4", "5") for word in words):
        return "Positions are 1 to 5."
    if len(set(words)) < len(words):
        return "Name each position once."
    return sorted(int(word) - 1 for word in words)


def ask_saved():
    """Ask which dice to save; return their positions, or None to save them all."""
    while True:
        text = read_answer("Dice to save in your hand (like 2 5; all = stop, blank = none): ")
        if text is None:
            continue
        if text == "all":
            return None
        saved = parse_saved(text)
        if isinstance(saved, list):
            return saved
        print(saved)


def play_turn():
    """Throw up to three times, saving dice in the hand; return the five dice kept."""
    dice = throw(5)
    for number in (1, 2, 3):
        print(f"Throw {number}: " + "  ".join(map(str, dice)))
        if number == 3:
            break
        saved = ask_saved()
        if saved is None:
            break
        hand = [dice[place] for place in saved]
        dice = hand + throw(5 - len(hand))
    return dice


def ask_line(sheet):
    """Ask for an open line by name or number; return its index."""
    while True:
        text = read_answer("Line for these dice (name or 1-6): ")
        if text is None:
            continue
        names = [name.lower() for name in FACES]
        if text in names:
            index = names.index(text)
        elif text in ("1", "2", "3", "4", "5", "6"):
            index = int(text) - 1
        else:
            print("No such line.")
            continue
        if sheet[index] is None:
            return index
        print(f"{FACES[index]} is used.")


def main():
    """Play six turns, then show the final score."""
    random.seed()
    sheet = [None] * 6
    try:
        for turn in range(1, 7):
            print(f"\n#### Turn {turn} of 6 ####")
            dice = play_turn()
            index = ask_line(sheet)
            sheet[index] = dice.count(index + 1) * (index + 1)
            print(f"{FACES[index]} gets {sheet[index]}.")
    except (Quit, KeyboardInterrupt):
        print("\nStopped before the end.")
        return
    print(f"All done. Final score {sum(sheet)}.")


if __name__ == "__main__":
    main()
