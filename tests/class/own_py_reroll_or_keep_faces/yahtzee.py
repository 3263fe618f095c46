"""Simplified Yahtzee in six turns: a command after each roll, a line by its name.

After each roll the player types a command: "reroll 1 3" re-rolls dice 1 and 3,
"keep 5 5" keeps two fives and re-rolls the rest, "done" stops rolling.
A line that would score 0 asks to be confirmed.
"""

import random

LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def roll(count):
    """Return count new dice."""
    return [random.randint(1, 6) for _ in range(count)]


def show(dice):
    """Print the dice after their numbers in brackets."""
    print("   ".join(f"({place}) {face}" for place, face in enumerate(dice, 1)))


def ask(question):
    """Return an answer in small letters; end the program at the end of input."""
    try:
        return input(question).strip().lower()
    except EOFError:
        print()
        raise SystemExit(0) from None


def positions_of(words):
    """Return the positions named (1-5, each once), or None."""
    if not words or any(word not in "12345" or len(word) != 1 for word in words):
        return None
    places = [int(word) for word in words]
    return places if len(set(places)) == len(places) else None


def kept_faces(words, dice):
    """Return the positions re-rolled when the faces named are kept, or None."""
    left = list(dice)
    for word in words:
        if word not in "123456" or len(word) != 1 or int(word) not in left:
            return None
        left.remove(int(word))
    rest = list(dice)
    for word in words:
        rest[rest.index(int(word))] = 0
    return [place for place, face in enumerate(rest, 1) if face]


def command(dice):
    """Ask for a command; return the positions to re-roll ([] to stop)."""
    while True:
        words = ask("What now? (reroll <positions> / keep <faces> / done): ").split()
        if words == ["done"]:
            return []
        if len(words) > 1 and words[0] == "reroll":
            places = positions_of(words[1:])
        elif words[:1] == ["keep"]:
            places = kept_faces(words[1:], dice)
        else:
            places = None
        if places is not None:
            return places
        print('Try "reroll 1 3", "keep 5 5" or "done".')


def take_turn():
    """Roll, let the player re-roll twice, and return the dice."""
    dice = roll(5)
    show(dice)
    for _ in range(2):
        places = command(dice)
        if not places:
            break
        for place in places:
            dice[place - 1] = roll(1)[0]
        show(dice)
    return dice


def points(dice, line):
    """Return what the dice score on a line (0 to 5)."""
    return dice.count(line + 1) * (line + 1)


def choose_line(sheet, dice):
    """Ask for an open line by its name; a line that scores 0 is confirmed first."""
    while True:
        name = ask("Which line? (ones to sixes): ")
        if name not in LINES:
            print("That is not a line.")
        elif sheet[LINES.index(name)] is not None:
            print("That line is used.")
        elif points(dice, LINES.index(name)) or confirmed(name):
            return LINES.index(name)


def confirmed(name):
    """Ask whether to score 0 on a line; return True for sure."""
    while True:
        answer = ask(f"The {name} would score 0. Still use it? (sure/nope): ")
        if answer in ("sure", "nope"):
            return answer == "sure"
        print("Please answer sure or nope.")


def main():
    """Play six turns and print the final score."""
    random.seed()
    sheet = [None] * 6
    for turn in range(1, 7):
        print(f"\n--- Turn {turn} of 6 ---")
        dice = take_turn()
        line = choose_line(sheet, dice)
        sheet[line] = points(dice, line)
        print(f"{sheet[line]} points on the {LINES[line]}.")
    print(f"\nFinal score: {sum(sheet)}")


if __name__ == "__main__":
    main()
