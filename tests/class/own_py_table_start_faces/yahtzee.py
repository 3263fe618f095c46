# Simplified Yahtzee: six turns, lines Ones to Sixes.
# The dice stand in a table with the score card beside it; the player types the
# faces to keep (like 66 or 6 6 2), and a word starts the game.
import random
import sys

NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
CARD = {name: None for name in NAMES}


def ask(prompt):
    """Read an answer; at the end of input, say goodbye and stop."""
    try:
        return input(prompt)
    except EOFError:
        print("\nNo more input... see ya!")
        sys.exit(0)


def welcome():
    """Wait for 'start' (or 'quit'); return whether to play."""
    print("== YAHTZEE: the upper card ==")
    while True:
        answer = ask("Type 'start' to play or 'quit' to leave.\n>> ").strip().lower()
        if answer in ("start", "quit"):
            return answer == "start"
        print("Please type start or quit.")


def show(dice):
    """Print the dice in a table, numbered, with the card in a table beside them."""
    print(" +-----+------+    +--------+-------+")
    print(" | Die | Face |    | Line   | Score |")
    print(" +-----+------+    +--------+-------+")
    for row, name in enumerate(NAMES):
        score = "-" if CARD[name] is None else str(CARD[name])
        left = f" |  {row + 1}  |  {dice[row]}   |" if row < 5 else " +-----+------+"
        print(f"{left}    | {name:<6} | {score:>5} |")
    print("                   +--------+-------+")


def parse_keep(text, dice):
    """Return the faces typed to keep (digits 1-6, spaced or not), or None if the dice
    do not show them."""
    digits = text.replace(" ", "")
    if not digits or len(digits) > 5 or any(c not in "123456" for c in digits):
        return None
    faces = [int(c) for c in digits]
    if any(faces.count(face) > dice.count(face) for face in faces):
        return None
    return faces


def reroll(dice, keep):
    """Re-roll every die whose face is not among those kept (each kept face once)."""
    left = list(keep)
    for at, face in enumerate(dice):
        if face in left:
            left.remove(face)
        else:
            dice[at] = random.randint(1, 6)


def take_turn():
    """Roll the dice, then let the player keep some of them and re-roll the rest twice."""
    dice = [random.randint(1, 6) for _ in range(5)]
    for _ in range(2):
        show(dice)
        while True:
            print("Which numbers do you want to keep? (like 66 or 6 6 2)")
            answer = ask("'all' keeps everything, 'none' rerolls everything >> ").strip()
            if answer == "all":
                return dice
            keep = [] if answer == "none" else parse_keep(answer, dice)
            if keep is not None and len(answer) <= 20:
                break
            print("You can only keep numbers that are on your dice. Try again.")
        reroll(dice, keep)
    show(dice)
    return dice


def choose(dice):
    """Ask for an open line by its name; return it."""
    while True:
        answer = ask("Score it where? (a line name, like Fours) >> ").strip().capitalize()
        if answer not in CARD:
            print("That is not a line.")
        elif CARD[answer] is not None:
            print(f"{answer} is already filled.")
        else:
            return answer


def main():
    """Play six turns and print the final score."""
    random.seed()
    if not welcome():
        return
    for turn in range(1, 7):
        print(f"\n Turn {turn} of 6")
        dice = take_turn()
        name = choose(dice)
        face = NAMES.index(name) + 1
        CARD[name] = face * dice.count(face)
        print(f"{name} gets {CARD[name]}. Running total: {sum(v for v in CARD.values() if v)}")
    print(f"Final score: {sum(CARD.values())}")


main()
