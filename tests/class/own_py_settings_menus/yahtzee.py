"""Upper-section Yahtzee with a settings screen, a menu between turns and a score table."""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
TURNS = 6


def ask(text):
    """Return a stripped answer; end the program quietly when the input ends."""
    print(text, end="", flush=True)
    line = sys.stdin.readline()
    if line == "":
        print("\n[input closed]")
        sys.exit(0)
    line = line.rstrip("\n")
    if any(ord(char) < 32 or ord(char) == 127 for char in line):
        return None  # control characters: never a valid answer
    return line.strip()


def ask_choice(text, choices):
    """Ask until the answer is one of choices (in any case); return it in small letters."""
    while True:
        answer = ask(text)
        if answer is not None and answer.lower() in choices:
            return answer.lower()
        print(f"Please type one of: {', '.join(choices)}.")


def settings():
    """Ask the player's settings before the game; return whether to show a sheet each turn."""
    print("---- Settings ----")
    while True:
        name = ask("Your name: ")
        if name and name.isalpha() and len(name) <= 12:
            break
        print("A name is 1-12 letters.")
    shown = ask_choice("Show the sheet after every turn? [y/n] ", ["y", "n"]) == "y"
    print(f"Good luck, {name}!")
    return shown


def show(dice):
    """Print the dice over their numbers."""
    print("   " + " ".join(f"<{face}>" for face in dice))
    print("    1   2   3   4   5")


def which_dice():
    """Ask for the dice to re-roll; return their indexes (empty: keep all)."""
    while True:
        answer = ask("Re-roll which (like 2 5; blank keeps them all)? ")
        if answer == "":
            return []
        words = answer.split() if answer is not None else ["?"]
        valid = all(len(word) == 1 and word in "12345" for word in words)
        if valid and len(set(words)) == len(words):
            return [int(word) - 1 for word in words]
        print("Use die numbers 1 to 5, each once.")


def choose_line(sheet):
    """Ask for an open line by name; return its index."""
    while True:
        answer = ask("Line to fill (ones-sixes)? ")
        names = [line.lower() for line in LINES]
        if answer is None or answer.lower() not in names:
            print("No line by that name.")
        elif sheet[names.index(answer.lower())] is not None:
            print("You filled that line already.")
        else:
            return names.index(answer.lower())


def play_turn(sheet):
    """Roll, re-roll twice at most, and fill a line."""
    dice = [random.randint(1, 6) for _ in range(5)]
    show(dice)
    for _ in range(2):
        chosen = which_dice()
        if not chosen:
            break
        for index in chosen:
            dice[index] = random.randint(1, 6)
        show(dice)
    line = choose_line(sheet)
    sheet[line] = dice.count(line + 1) * (line + 1)
    print(f"{LINES[line]} -> {sheet[line]}")


def print_table(sheet):
    """Print the sheet as one table: the lines' names over their points, and the total."""
    print("| " + " | ".join(LINES) + " || TOTAL |")
    cells = [str(points if points is not None else "").rjust(len(name)) for name, points in
             zip(LINES, sheet)]  # fmt: skip
    total = sum(points or 0 for points in sheet)
    print("| " + " | ".join(cells) + f" || {str(total).rjust(5)} |")


def main():
    """Set up, then play six turns with a menu before each, and print the table."""
    random.seed()
    shown = settings()
    sheet = [None] * 6
    for turn in range(1, TURNS + 1):
        while ask_choice(f"(n) next turn {turn}  (t) table > ", ["n", "t"]) == "t":
            print_table(sheet)
        print(f"## Turn {turn}")
        play_turn(sheet)
        if shown:
            print_table(sheet)
    print("Game finished.")
    print_table(sheet)


if __name__ == "__main__":
    main()
