"""Upper-section Yahtzee against a computer player that takes a turn after each of yours."""

import random
import sys

NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def ask(prompt):
    """Return an answer; leave quietly when input ends."""
    try:
        return input(prompt).strip()
    except EOFError:
        print()
        sys.exit(0)


def roll(count):
    """Return count new dice."""
    return [random.randint(1, 6) for _ in range(count)]


def show_sheet(title, sheet):
    """Print a sheet under its owner's heading, with its total."""
    print(f"  --- {title} ---")
    for name, points in zip(NAMES, sheet):
        print(f"  {name:<8}{'-' if points is None else points:>4}")
    print(f"  Total   {sum(p or 0 for p in sheet):>4}")
    print()


def ask_keep(left):
    """Ask for the positions to keep, as a set of indexes."""
    while True:
        answer = ask(f"Keep which positions? ({left} re-roll(s) left, 'all' keeps every die) ")
        if answer.lower() == "all":
            return set(range(5))
        words = answer.replace(",", " ").split()
        if (
            words
            and all(w in "12345" and len(w) == 1 for w in words)
            and len(set(words)) == len(words)
        ):
            return {int(w) - 1 for w in words}
        if answer == "":
            return set()
        print("Type positions 1-5 (each once), 'all', or nothing to re-roll everything.")


def ask_line(sheet):
    """Ask for an open line by its name."""
    while True:
        answer = ask("Score it on which line? ").capitalize()
        if answer not in NAMES:
            print("Type a line's name, like Fours.")
        elif sheet[NAMES.index(answer)] is not None:
            print(f"You already used {answer}.")
        else:
            return NAMES.index(answer)


def player_turn(turn, sheet):
    """The player's turn: a roll, two re-rolls at most, a line."""
    print(f"=== Your turn {turn} of 6 ===")
    dice = roll(5)
    for left in (2, 1):
        print(f"  Dice: {' '.join(map(str, dice))}")
        kept = ask_keep(left)
        if len(kept) == 5:
            break
        dice = [die if at in kept else roll(1)[0] for at, die in enumerate(dice)]
    print(f"  Dice: {' '.join(map(str, dice))}")
    line = ask_line(sheet)
    sheet[line] = dice.count(line + 1) * (line + 1)
    print(f"  You put {sheet[line]} on {NAMES[line]}.")
    show_sheet("You", sheet)


def cpu_turn(sheet):
    """The computer's turn: it keeps its most common face and takes the best open line."""
    print("--- CPU's turn ---")
    dice = roll(5)
    for throw in (1, 2):
        print(f"  CPU throw {throw}: {' '.join(map(str, dice))}")
        best = max(range(1, 7), key=lambda face: (dice.count(face) * face, face))
        dice = [die if die == best else roll(1)[0] for die in dice]
    open_lines = [at for at in range(6) if sheet[at] is None]
    line = max(open_lines, key=lambda at: dice.count(at + 1) * (at + 1))
    sheet[line] = dice.count(line + 1) * (line + 1)
    print(f"  CPU throw 3: {' '.join(map(str, dice))} -> {sheet[line]} on {NAMES[line]}")
    show_sheet("CPU", sheet)


def main():
    """Six turns each; then the scores and who won."""
    random.seed()
    mine, cpu = [None] * 6, [None] * 6
    for turn in range(1, 7):
        player_turn(turn, mine)
        cpu_turn(cpu)
    print(f"Your final score: {sum(mine)}   (CPU: {sum(cpu)})")
    print("You win!" if sum(mine) > sum(cpu) else "The CPU wins this time.")


if __name__ == "__main__":
    main()
