"""Upper-section Yahtzee driven by commands: each answer is a command looked up in a table.

While rolling: reroll <positions>, keep, sheet, help. To score: score <line 1-6>, sheet, help.
"""

import random

NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
REROLLS = 2
LONGEST = 60


class Quit(Exception):
    """The player's input has ended."""


def read_command(prompt):
    """Return a command as (word, arguments); raise Quit when input ends."""
    try:
        answer = input(prompt)
    except EOFError:
        raise Quit from None
    if len(answer) > LONGEST or not answer.isprintable():
        return "?", []
    words = answer.lower().split()
    return (words[0], words[1:]) if words else ("", [])


def show_dice(dice):
    """Print the dice under their positions."""
    print("   position | " + " | ".join(str(place) for place in range(1, 6)) + " |")
    print("   face     | " + " | ".join(str(face) for face in dice) + " |")


def show_sheet(sheet):
    """Print the sheet and its total."""
    for number, name in enumerate(NAMES, 1):
        points = sheet[number - 1]
        print(f"   | {number} | {name:<6} | {'---' if points is None else points:>4} |")
    print(f"   |   | Total  | {sum(points or 0 for points in sheet):>4} |")


def positions(arguments):
    """Return the positions named (1-5, each once, at least one), or None."""
    if not arguments or len(set(arguments)) != len(arguments):
        return None
    if not all(word in ("1", "2", "3", "4", "5") for word in arguments):
        return None
    return [int(word) - 1 for word in arguments]


def rolling(dice, sheet):
    """Play the re-rolls of a turn by command; keep ends them."""
    for number in range(1, REROLLS + 1):
        while True:
            word, arguments = read_command(
                f"Re-roll {number}/{REROLLS} - command ('reroll' + "
                "positions like 'reroll 1 3', 'keep' or 'sheet'): "
            )
            chosen = positions(arguments) if word == "reroll" else None
            if word == "keep" and not arguments:
                return
            if word == "sheet":
                show_sheet(sheet)
            elif chosen is None:
                print(f"   Not a command here: '{word}'. Try 'reroll 1 3' or 'keep'.")
            else:
                break
        for place in chosen:
            dice[place] = random.randint(1, 6)
        show_dice(dice)


def scoring(dice, sheet):
    """Ask for a line by command until an open one is named; write its points."""
    for number, name in enumerate(NAMES, 1):
        if sheet[number - 1] is None:
            print(f"   score {number}   -> {name}, worth {dice.count(number) * number} now")
    while True:
        word, arguments = read_command(
            "Score - command ('score' + line number 1-6 like 'score 4', or 'sheet'): "
        )
        if word == "sheet":
            show_sheet(sheet)
        elif word != "score" or arguments not in [[str(n)] for n in range(1, 7)]:
            print("   Type 'score' and a line number from 1 to 6.")
        elif sheet[int(arguments[0]) - 1] is not None:
            print(f"   {NAMES[int(arguments[0]) - 1]} is written already.")
        else:
            line = int(arguments[0])
            sheet[line - 1] = dice.count(line) * line
            total = sum(points or 0 for points in sheet)
            print(f"   Wrote {sheet[line - 1]} on {NAMES[line - 1]}. Total: {total}.")
            return


def main():
    """Play six turns, then print the final score."""
    random.seed()
    sheet = [None] * 6
    for turn in range(1, 7):
        print(f"\n====== Turn {turn} of 6 ======")
        dice = [random.randint(1, 6) for _ in range(5)]
        show_dice(dice)
        rolling(dice, sheet)
        scoring(dice, sheet)
    print(f"\nFinal score: {sum(sheet)}")


if __name__ == "__main__":
    try:
        main()
    except (Quit, KeyboardInterrupt):
        print("\nNo more input - the game stops here.")
