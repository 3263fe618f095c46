"""Upper-card Yahtzee, spoken plainly: the dice are said as how many of each face you have.

Six turns. After each roll you type the faces you want to keep (a face once for each die
kept), all, or none; after the third roll you choose a line by its name.
"""

import random

NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
WORDS = ["zero", "one", "two", "three", "four", "five"]
SINGULAR = ["one", "two", "three", "four", "five", "six"]
PLURAL = ["ones", "twos", "threes", "fours", "fives", "sixes"]
TOO_LONG = 60


def get_answer(prompt):
    """Return the answer in lower case, or None at the end of input; refuse long or odd ones."""
    while True:
        try:
            answer = input(prompt)
        except EOFError:
            return None
        if len(answer) <= TOO_LONG and answer.isprintable():
            return answer.strip().lower()
        print("That answer is too long or has a control character. Please try again.")


def say_dice(dice):
    """Say the dice as counts of faces, lowest face first: one one, two fours and two sixes."""
    parts = []
    for face in range(1, 7):
        count = dice.count(face)
        if count:
            name = SINGULAR[face - 1] if count == 1 else PLURAL[face - 1]
            parts.append(f"{WORDS[count]} {name}")
    said = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    print(f"You have {said}.")


def faces_to_keep(dice):
    """Ask which faces to keep; return them as a list, all of them, or none."""
    while True:
        answer = get_answer("Type the faces to keep, like 4 4, or all, or none: ")
        if answer is None:
            return None
        if answer == "all":
            return list(dice)
        if answer == "none":
            return []
        words = answer.split()
        if not words or not all(word in ("1", "2", "3", "4", "5", "6") for word in words):
            print("Please type faces from 1 to 6, or all, or none.")
            continue
        kept = [int(word) for word in words]
        if any(kept.count(face) > dice.count(face) for face in kept):
            print("You do not have those faces to keep. Please try again.")
            continue
        return kept


def play_rolls():
    """Roll, then keep and roll again twice at most; return the dice, or None at the end."""
    dice = sorted(random.randint(1, 6) for _ in range(5))
    for _ in (1, 2):
        say_dice(dice)
        kept = faces_to_keep(dice)
        if kept is None:
            return None
        if len(kept) == 5:
            return dice
        dice = sorted(kept + [random.randint(1, 6) for _ in range(5 - len(kept))])
    say_dice(dice)
    return dice


def line_points(dice, line):
    """Return the points of a line for these dice."""
    return dice.count(line + 1)


def choose_line(used):
    """Ask for an empty line by name; return its index, or None at the end of input."""
    while True:
        answer = get_answer("Type the name of an empty line, like fours: ")
        if answer is None:
            return None
        if answer not in NAMES:
            print("That is not a line. Please type ones, twos, threes, fours, fives or sixes.")
        elif used[NAMES.index(answer)]:
            print(f"You already used {answer}. Please choose another line.")
        else:
            return NAMES.index(answer)


def main():
    """Play six turns, saying each score, then the final score."""
    random.seed()
    used, total = [False] * 6, 0
    for turn in range(1, 7):
        print(f"Turn {turn} of 6.")
        dice = play_rolls()
        line = choose_line(used) if dice is not None else None
        if line is None:
            print("The input has ended, so the game stops here.")
            return
        used[line] = True
        points = line_points(dice, line)
        total += points
        print(f"You scored {points} points on {NAMES[line]}.")
    print(f"The game is over. Your final score is {total} points.")


if __name__ == "__main__":
    main()
