"""Simplified Yahtzee in six turns, with defaults: each question shows in brackets
what an empty answer (Enter) does. Before each re-roll a menu asks whether to pick
dice (then one y/n question a die), keep all, or re-roll all; the line is typed by
its number, Enter taking the best open line.
"""

import random

NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
REROLLS = 2


def ask(question, default):
    """Ask a question; an empty answer is the default. End the game if input ends."""
    try:
        answer = input(f"{question} [{default}]: ").strip().lower()
    except EOFError:
        print("\nInput ended. Goodbye.")
        raise SystemExit(0) from None
    return answer or default


def pick_dice(dice):
    """Ask about each die in turn; return the positions to re-roll (maybe none)."""
    chosen = []
    for place, face in enumerate(dice, start=1):
        answer = ask(f"  Re-roll die {place} ({face})? (y/n)", "n")
        while answer not in ("y", "n"):
            print("  Please answer y or n.")
            answer = ask(f"  Re-roll die {place} ({face})? (y/n)", "n")
        if answer == "y":
            chosen.append(place)
    return chosen


def choose_rerolls(dice, turn_reroll):
    """Return the positions to re-roll this time, or [] to keep all the dice."""
    while True:
        question = (
            f"Re-roll {turn_reroll} of {REROLLS}: re-roll some dice?"
            " (y = pick dice, n = keep all, a = all)"
        )
        answer = ask(question, "n")
        if answer == "n":
            return []
        if answer == "a":
            return [1, 2, 3, 4, 5]
        if answer != "y":
            print("Please type y, n or a.")
            continue
        chosen = pick_dice(dice)
        if chosen:
            return chosen
        print("No die was picked.")


def best_line(dice, used):
    """Return the number (1-6) of the open line that scores most (the lower on a tie)."""
    open_lines = [line for line in range(1, 7) if NAMES[line - 1] not in used]
    return max(open_lines, key=lambda line: (line * dice.count(line), -line))


def choose_line(dice, used):
    """Ask for an open line by its number (Enter: the best); return its name."""
    while True:
        answer = ask("Line number (1-6)", f"best: {best_line(dice, used)}")
        if answer.startswith("best"):
            answer = str(best_line(dice, used))
        if len(answer) != 1 or answer not in "123456":
            print("Type a number from 1 to 6.")
        elif NAMES[int(answer) - 1] in used:
            print(f"{NAMES[int(answer) - 1]} is used; choose another.")
        else:
            return NAMES[int(answer) - 1]


def play_turn(turn, used):
    """Roll, re-roll as chosen, score a line; return its points."""
    dice = [random.randint(1, 6) for _ in range(5)]
    print(f"\nTurn {turn} of 6")
    print("  Dice:", *dice)
    for turn_reroll in range(1, REROLLS + 1):
        chosen = choose_rerolls(dice, turn_reroll)
        if not chosen:
            break
        for place in chosen:
            dice[place - 1] = random.randint(1, 6)
        print("  Dice:", *dice)
    line = choose_line(dice, used)
    face = NAMES.index(line) + 1
    used[line] = face * dice.count(face)
    print(f"{used[line]} points on {line}.")
    return used[line]


def main():
    """Play six turns and show the final score."""
    random.seed()
    used = {}
    total = sum(play_turn(turn, used) for turn in range(1, 7))
    print(f"Final score: {total}")


if __name__ == "__main__":
    main()
