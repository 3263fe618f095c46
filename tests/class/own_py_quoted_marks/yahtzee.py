"""Simplified Yahtzee with quoted prompts, explained once on one line.

':' keeps faces, packed (556); '*' keeps all and '.' none. '#' takes a line, 1-6. The dice
show as 2 4 4 4 6 and a score as +12 =30, the total after =.

The fault (Input Validation): a bad answer at ':' is not asked again for the same roll; it
uses up one of the two re-rolls.
"""

import random

DICE = 5
TURNS = 6
REROLLS = 2


def ask(prompt):
    """Return one answer, stripped; raise EOFError at the end of input."""
    return input(prompt).strip()


def kept_places(answer, dice):
    """Return the places of the dice an answer keeps, by their faces, or None if it is bad."""
    if answer == "*":
        return set(range(DICE))
    if answer == ".":
        return set()
    if not answer.isdigit():
        return None
    places = set()
    for face in answer:
        free = [at for at, die in enumerate(dice) if die == int(face) and at not in places]
        if not free:
            return None
        places.add(free[0])
    return places


def play_rolls(dice):
    """Re-roll what the player does not keep, twice at most."""
    for _ in range(REROLLS):
        kept = kept_places(ask(": "), dice)
        if kept is None:
            print("?? faces showing, like 556, or * or .")
            continue  # the fault: this re-roll is gone
        if len(kept) == DICE:
            return
        for at in range(DICE):
            if at not in kept:
                dice[at] = random.randint(1, 6)
        print(" ".join(map(str, dice)))


def pick_line(sheet):
    """Ask for an open line, 1-6; return its index."""
    print(" ".join(f"{n}:{'-' if v is None else v}" for n, v in enumerate(sheet, 1)))
    while True:
        answer = ask("# ")
        if len(answer) == 1 and answer in "123456" and sheet[int(answer) - 1] is None:
            return int(answer) - 1
        print("?? an open line 1-6")


def main():
    """Explain the prompts once, then play six turns."""
    random.seed()
    sheet = [None] * 6
    print("':' keep faces (556) | * all | . none      '#' line 1-6")
    try:
        for turn in range(1, TURNS + 1):
            print(f"[{turn}]")
            dice = [random.randint(1, 6) for _ in range(DICE)]
            print(" ".join(map(str, dice)))
            play_rolls(dice)
            line = pick_line(sheet)
            sheet[line] = sum(die for die in dice if die == line + 1)
            print(f"+{sheet[line]} ={sum(v for v in sheet if v is not None)}")
    except EOFError:
        print("\nbye")
        return
    print(f"total {sum(sheet)}")


if __name__ == "__main__":
    main()
