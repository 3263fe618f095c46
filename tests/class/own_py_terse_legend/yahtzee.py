"""Simplified Yahtzee, said in few words.

The legend is printed once: [12345]? takes the positions to re-roll, packed or apart, and
'.' keeps all; ? takes a line by its key, o t h f v s for ones to sixes. The dice show as
d=35516, and a line's points as +9 (27), the total after them in brackets.
"""

import random

DICE = 5
TURNS = 6
REROLLS = 2
KEYS = "othfvs"  # ones, twos, tHrees, fours, fiVes, sixes


def roll(count):
    """Return count new faces."""
    return [random.randint(1, 6) for _ in range(count)]


def ask(prompt):
    """Return one answer, stripped; None at the end of input."""
    try:
        return input(prompt).strip()
    except EOFError:
        return None


def positions(answer):
    """Return the positions (0-4) an answer names, each once, or None if it is not that."""
    digits = answer.replace(" ", "")
    if not digits or any(ch not in "12345" for ch in digits) or len(set(digits)) < len(digits):
        return None
    return [int(ch) - 1 for ch in digits]


def reroll_turn(dice):
    """Let the player re-roll twice at most; return False if the input ended."""
    for _ in range(REROLLS):
        while True:
            answer = ask("[12345]? ")
            if answer is None:
                return False
            chosen = [] if answer == "." else positions(answer)
            if chosen is not None:
                break
            print("eh? 1-5 each once, or .")
        if not chosen:
            return True
        for place in chosen:
            dice[place] = roll(1)[0]
        print("d=" + "".join(map(str, dice)))
    return True


def sheet_row(sheet):
    """Return the sheet as o:- t:4 h:- ..."""
    return " ".join(
        f"{key}:{'-' if points is None else points}" for key, points in zip(KEYS, sheet)
    )


def choose_line(sheet):
    """Ask for an open line's key; return its index, or None if the input ended."""
    print(sheet_row(sheet))
    while True:
        answer = ask("? ")
        if answer is None:
            return None
        if len(answer) != 1 or answer.lower() not in KEYS:
            print("eh? one of o t h f v s")
        elif sheet[KEYS.index(answer.lower())] is not None:
            print("taken")
        else:
            return KEYS.index(answer.lower())


def main():
    """Print the legend once, then play six turns."""
    random.seed()
    sheet = [None] * 6
    print("6 turns, 2 re-rolls each.")
    print("[12345]? dice to re-roll e.g. 245 | . = keep all")
    print("? line: o t h f v s = 1s 2s 3s 4s 5s 6s")
    for turn in range(1, TURNS + 1):
        print(f"#{turn}")
        dice = roll(DICE)
        print("d=" + "".join(map(str, dice)))
        if not reroll_turn(dice):
            break
        line = choose_line(sheet)
        if line is None:
            break
        sheet[line] = sum(face for face in dice if face == line + 1)
        print(f"+{sheet[line]} ({sum(points or 0 for points in sheet)})")
    else:
        print(sheet_row(sheet))
        print(f"score {sum(sheet)}")
        return
    print("\nend of input")


if __name__ == "__main__":
    main()
