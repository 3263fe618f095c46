"""Simplified Yahtzee in six turns, each a loop of commands: "What now? [dice, sheet, reroll,
all, score, help]". reroll asks for the letters of the dice (ace); the line is chosen by its
name. reroll and all are refused once the two re-rolls are used.
"""

import random

NAMES = ("ones", "twos", "threes", "fours", "fives", "sixes")
COMMANDS = ("dice", "sheet", "reroll", "all", "score", "help")


def ask(prompt):
    """Return the player's answer, trimmed and in small letters; end at the end of input."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\nNo more input. Goodbye!")
        raise SystemExit(0) from None


def show(dice):
    """Print the letters a-e over the dice, each in brackets."""
    print("   a   b   c   d   e")
    print("  " + " ".join(f"[{face}]" for face in dice))


def show_sheet(sheet):
    """Print each line's points, or ... where it is open."""
    for name, points in zip(NAMES, sheet):
        print(f"  {name:<7}{'...' if points is None else points:>4}")


def ask_command(rerolls_left):
    """Ask for a command until a known one is typed; return it."""
    while True:
        command = ask(f"({rerolls_left} re-rolls left) What now? [{', '.join(COMMANDS)}] ")
        if command in ("reroll", "all") and not rerolls_left:
            print("No re-rolls left: score, or look at the dice or the sheet.")
        elif command in COMMANDS:
            return command
        else:
            print("Unknown command. Type help for the list.")


def ask_letters():
    """Ask for the letters of the dice to re-roll (a-e, each once); return their indexes."""
    while True:
        letters = ask("Letters of the dice to re-roll (e.g. ace): ").replace(" ", "")
        if letters and set(letters) <= set("abcde") and len(set(letters)) == len(letters):
            return ["abcde".index(letter) for letter in letters]
        print("Use the letters a to e, each once.")


def ask_line(sheet):
    """Ask for an open line by its name; return its index."""
    while True:
        name = ask("Score which line? (ones ... sixes): ")
        if name in NAMES and sheet[NAMES.index(name)] is None:
            return NAMES.index(name)
        print("Type the name of an open line.")


def play_turn(sheet):
    """Play one turn of commands until score; write the dice on the line chosen."""
    dice, rerolls = [random.randint(1, 6) for _ in range(5)], 2
    show(dice)
    command = ask_command(rerolls)
    while command != "score":
        if command in ("reroll", "all"):
            chosen = ask_letters() if command == "reroll" else range(5)
            for index in chosen:
                dice[index] = random.randint(1, 6)
            rerolls -= 1
        if command == "sheet":
            show_sheet(sheet)
        elif command == "help":
            print("dice shows the dice, reroll some of them, all re-rolls all five.")
        else:
            show(dice)
        command = ask_command(rerolls)
    index = ask_line(sheet)
    sheet[index] = dice.count(index + 1) * (index + 1)
    print(f"{NAMES[index]}: {sheet[index]} points")


def main():
    """Play six turns, then show the sheet and the final score."""
    random.seed()
    sheet = [None] * 6
    for turn in range(1, 7):
        print(f"\n######## Turn {turn} ########")
        play_turn(sheet)
    show_sheet(sheet)
    print(f"Final score: {sum(sheet)}")


if __name__ == "__main__":
    main()
