"""A friendly Yahtzee of six turns, Ones to Sixes.

It asks for a name first (Enter skips it), shows the dice as 🎲 4 · 4 · 1 · 2 · 3 with their
positions under them, takes the positions to re-roll (1 3 5, or none), and a line by its
number, 1-6.

The fault (Input Validation): answers are checked with str.isdigit() and then int(), and
isdigit() is true for a superscript digit that int() refuses: ² crashes the game.
"""

import random

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(prompt):
    """Return one answer, stripped; raise EOFError at the end of input."""
    return input(prompt).strip()


def positions(answer):
    """Return the positions (0-4) an answer names, each once, or None if it is not that."""
    if answer.lower() == "none":
        return []
    parts = answer.replace(",", " ").split()
    if not parts or not all(part.isdigit() for part in parts):
        return None
    numbers = [int(part) for part in parts]  # the fault: ² passes isdigit, and int fails
    if any(number < 1 or number > 5 for number in numbers) or len(set(numbers)) < len(numbers):
        return None
    return [number - 1 for number in numbers]


def show(dice):
    """Print the dice and their positions."""
    print("🎲 " + " · ".join(map(str, dice)))
    print("   " + "   ".join("12345"))


def play_rolls(dice):
    """Let the player re-roll twice at most."""
    for left in (2, 1):
        chosen = positions(ask(f"Re-roll which dice, {left} re-rolls left? (e.g. 1 3 5, none) "))
        while chosen is None:
            print("✗ Positions 1 to 5, each once, or none.")
            chosen = positions(ask("Re-roll which dice? "))
        if not chosen:
            return
        for place in chosen:
            dice[place] = random.randint(1, 6)
        show(dice)


def choose_line(sheet):
    """Ask for an open line by its number; return its index."""
    while True:
        answer = ask("Which line, 1-6? ")
        if answer.isdigit() and 1 <= int(answer) <= 6 and sheet[int(answer) - 1] is None:
            return int(answer) - 1
        print("✗ An open line, 1 to 6.")


def main():
    """Greet the player, play six turns, and cheer the final score."""
    random.seed()
    sheet = [None] * 6
    try:
        name = ask("What's your name? (press Enter to skip) ") or "friend"
        for turn in range(1, 7):
            print(f"\n★ Turn {turn} of 6 ★")
            dice = [random.randint(1, 6) for _ in range(5)]
            show(dice)
            play_rolls(dice)
            line = choose_line(sheet)
            sheet[line] = sum(die for die in dice if die == line + 1)
            total = sum(points for points in sheet if points is not None)
            print(f"✓ {sheet[line]} points on {LINES[line]}, {name}! Total: {total}")
    except EOFError:
        print("\nBye!")
        return
    print(f"Final score: {sum(sheet)}. Well played, {name}!")


if __name__ == "__main__":
    main()
