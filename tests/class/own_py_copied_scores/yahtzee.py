"""Simple Yahtzee - CS1 homework (with the roll before beside each new one).

How to play:
    6 rounds. Every round you roll five dice, shown as "Roll 1: 4 4 1 2 3"
    (die 1 is the first number). Two times you can say which dice you
    want to KEEP: type their positions with spaces, like 1 4 5, and the
    other dice are rolled again. Type "all" to keep all five (that ends
    your rolling), or "none" to roll all five again.
    Then pick an empty line by its name (fours) or its first two letters
    (fo). The menu shows what each open line would give you. In the last
    round the one line that is left is used automatically.
"""

import random
import sys

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
ROUNDS = 6
DICE = 5
MAX_ROLLS = 3


def get_answer(prompt):
    """Return the player's answer in lower case; quit if input ends."""
    try:
        answer = input(prompt)
    except EOFError:
        sys.exit(0)
    return answer.strip(" ").lower()


def score_ones(dice):
    """Add up the ones."""
    total = 0
    for die in dice:
        if die == 1:
            total += 1
    return total


def score_twos(dice):
    """Add up the twos."""
    total = 0
    for die in dice:
        if die == 2:
            total += 2
    return total


def score_threes(dice):
    """Add up the threes."""
    total = 0
    for die in dice:
        if die == 3:
            total += 3
    return total


def score_fours(dice):
    """Add up the fours."""
    total = 0
    for die in dice:
        if die == 4:
            total += 4
    return total


def score_fives(dice):
    """Add up the fives."""
    total = 0
    for die in dice:
        if die == 5:
            total += 5
    return total


def score_sixes(dice):
    """Add up the sixes."""
    total = 0
    for die in dice:
        if die == 6:
            total += 6
    return total


SCORERS = [score_ones, score_twos, score_threes, score_fours, score_fives, score_sixes]


def points(line, dice):
    """Points the dice give on a line (0 = Ones)."""
    return SCORERS[line](dice)


def parse_keep(answer):
    """Return the set of positions (0-4) to keep, or None if the answer is bad."""
    if answer == "all":
        return set(range(DICE))
    if answer == "none":
        return set()
    words = answer.split(" ")
    words = [word for word in words if word]
    keep = set()
    for word in words:
        if word not in ("1", "2", "3", "4", "5") or int(word) - 1 in keep:
            return None
        keep.add(int(word) - 1)
    return keep if words else None


def ask_keep():
    """Ask which dice to keep until the answer is valid."""
    prompt = (
        "Which dice do you want to keep? Type positions like 1 4 5 "
        "('all' keeps all, 'none' re-rolls all): "
    )
    while True:
        keep = parse_keep(get_answer(prompt))
        if keep is not None:
            return keep
        print("Sorry, use positions 1-5 (each once), all, or none.")


def roll_round():
    """Play the rolls of one round and return the final dice."""
    dice = [0] * DICE
    keep = set()
    before = ""
    for roll in range(1, MAX_ROLLS + 1):
        for index in range(DICE):
            if index not in keep:
                dice[index] = random.randint(1, 6)
        shown = " ".join(str(die) for die in dice)
        print(f"Roll {roll}: {shown}" + (f"    (before: {before})" if before else ""))
        before = shown
        if roll == MAX_ROLLS:
            break
        keep = ask_keep()
        if len(keep) == DICE:
            break
    return dice


def find_line(answer):
    """Return the line for a name or its first two letters, or None."""
    for index, name in enumerate(LINES):
        if answer in (name.lower(), name[:2].lower()):
            return index
    return None


def choose_line(used, dice):
    """Show the open lines with their points and ask for one."""
    open_lines = [index for index in range(len(LINES)) if index not in used]
    if len(open_lines) == 1:
        print(f"Last line left: {LINES[open_lines[0]]}.")
        return open_lines[0]
    print("Open lines (what you'd get):")
    for index in open_lines:
        name = LINES[index]
        print(f"  {name:<7}({name[:2].lower()}) {points(index, dice):>3}")
    while True:
        line = find_line(get_answer("Your choice (name or first two letters): "))
        if line is None:
            print("I don't know that line. Try something like fours or fo.")
        elif line in used:
            print(f"{LINES[line]} is already filled.")
        else:
            return line


def main():
    """Play all the rounds and print the result."""
    used = []
    total = 0
    print("YAHTZEE! Let's roll.")
    for round_number in range(1, ROUNDS + 1):
        print(f"\nRound {round_number} of {ROUNDS}")
        dice = roll_round()
        line = choose_line(used, dice)
        used.append(line)
        score = points(line, dice)
        total += score
        print(f"Put {score} in {LINES[line]}; you have {total} now.")
    print(f"\nFinal score: {total} - nice game!")


if __name__ == "__main__":
    main()
