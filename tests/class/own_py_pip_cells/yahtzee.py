"""Upper-section Yahtzee with dice drawn as little pictures of pips."""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
# Each face as three rows of three spots: o is a pip, . is blank.
FACES = {
    1: [". . .", ". o .", ". . ."],
    2: ["o . .", ". . .", ". . o"],
    3: ["o . .", ". o .", ". . o"],
    4: ["o . o", ". . .", "o . o"],
    5: ["o . o", ". o .", "o . o"],
    6: ["o . o", "o . o", "o . o"],
}
LETTERS = "abcde"


def read_answer(prompt):
    """Return the player's answer, lower case; quit quietly at end of input."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print()
        sys.exit(0)


def draw(dice):
    """Draw the dice side by side, their letters underneath."""
    for row in range(3):
        print("  ".join(f"[{FACES[die][row]}]" for die in dice))
    print("  ".join(f"   {letter.upper()}   " for letter in LETTERS))


def parse_keep(answer):
    """Return the indexes of the dice to keep, or None if the answer is no good."""
    if answer == "all":
        return set(range(5))
    if answer == "none":
        return set()
    if not answer or any(ch not in LETTERS for ch in answer) or len(set(answer)) < len(answer):
        return None
    return {LETTERS.index(ch) for ch in answer}


def choose_keep(number):
    """Ask which dice to keep until the answer makes sense."""
    while True:
        answer = read_answer(
            f"(re-roll {number} of 2) Which dice to KEEP? letters (e.g. ace), 'all' or 'none': "
        )
        kept = parse_keep(answer)
        if kept is not None:
            return kept
        print("Use letters a to e, each once, or 'all' or 'none'.")


def choose_line(scores):
    """Ask for an open line by its number."""
    while True:
        answer = read_answer("Which line gets these dice? (1-6): ")
        if len(answer) != 1 or answer not in "123456":
            print("A line number is 1 to 6.")
        elif scores[int(answer) - 1] is not None:
            print(f"{LINES[int(answer) - 1]} is already filled.")
        else:
            return int(answer) - 1


def play_turn(turn, scores):
    """Roll, re-roll up to twice, then fill a line."""
    print(f"\n*** turn {turn} of 6 ***")
    dice = [random.randint(1, 6) for _ in range(5)]
    draw(dice)
    for number in (1, 2):
        kept = choose_keep(number)
        if len(kept) == 5:
            break
        dice = [die if at in kept else random.randint(1, 6) for at, die in enumerate(dice)]
        draw(dice)
    line = choose_line(scores)
    scores[line] = dice.count(line + 1) * (line + 1)
    print(f"{scores[line]} points in {LINES[line]}.")


def main():
    """Six turns, then the total."""
    random.seed()
    scores = [None] * 6
    for turn in range(1, 7):
        play_turn(turn, scores)
    print(f"\nYour total: {sum(scores)}")


if __name__ == "__main__":
    main()
