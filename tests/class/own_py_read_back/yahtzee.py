"""Upper-section Yahtzee in plain words: each choice is read back, and the player says yes.

The dice are told in order (the first is a 4, ...); the player names the dice to keep, by
number or ordinal, or all or none; the line by its name. Every choice is confirmed.
"""

import random

ORDINALS = ["first", "second", "third", "fourth", "fifth"]
LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
LONGEST = 60


class InputEnded(Exception):
    """The player's input has ended."""


def ask(question):
    """Print a question on its own line; return the answer, lower-cased and stripped."""
    print(question)
    try:
        answer = input()
    except EOFError:
        raise InputEnded from None
    if len(answer) > LONGEST or not answer.isprintable():
        return "?"
    return answer.strip().lower()


def confirmed(question):
    """Ask a question of yes or no until one is typed; return whether it was yes."""
    while True:
        answer = ask(question + " Type yes or no.")
        if answer in ("yes", "no"):
            return answer == "yes"
        print("Please type yes or no.")


def tell_dice(dice):
    """Say the dice in order, each by its place."""
    said = [f"the {ORDINALS[place]} is a {face}" for place, face in enumerate(dice)]
    print("Your dice, in order: " + ", ".join(said) + ".")


def places_named(answer):
    """Return the places (0-4) an answer names, by digits or ordinals, each once; else None."""
    words = answer.replace(",", " ").replace(" and ", " ").split()
    places = []
    for word in words:
        if word in ("1", "2", "3", "4", "5"):
            places.append(int(word) - 1)
        elif word in ORDINALS:
            places.append(ORDINALS.index(word))
        else:
            return None
    return places if places and len(set(places)) == len(places) else None


def choose_kept(chance):
    """Ask which dice to keep until a choice is confirmed; return the places kept."""
    while True:
        answer = ask(
            f"Re-roll {chance} of 2: which dice do you want to keep? Type their "
            "positions, like first and third or 1 3. Type all, none, or help."
        )
        if answer == "help":
            print("Name the dice you keep; the others are rolled again.")
            continue
        kept = {"all": list(range(5)), "none": []}.get(answer, places_named(answer))
        if kept is None:
            print(f'Sorry, "{answer}" does not name dice.')
        elif confirmed(
            f"You want to keep {len(kept)} dice and roll {5 - len(kept)}. Is that right?"
        ):
            return kept


def choose_line(dice, sheet):
    """Ask for an open line by name until one is confirmed; return its index."""
    print("Your open lines are " + ", ".join(n for n, p in zip(LINES, sheet) if p is None) + ".")
    while True:
        answer = ask("Which line do you want to use? Type its name, like fours.")
        if answer not in LINES or sheet[LINES.index(answer)] is not None:
            print(f'Sorry, "{answer}" is not an open line.')
            continue
        line = LINES.index(answer)
        points = dice.count(line + 1) * (line + 1)
        if confirmed(
            f"The {answer} line would give you {points} points. Shall I write them there?"
        ):
            return line


def play_turn(turn, sheet):
    """Roll, re-roll twice as the player chooses, and fill a line."""
    print(f"\nTurn {turn} of 6. Rolling all five dice.")
    dice = [random.randint(1, 6) for _ in range(5)]
    tell_dice(dice)
    for chance in (1, 2):
        kept = choose_kept(chance)
        if len(kept) == 5:
            break
        dice = [face if place in kept else random.randint(1, 6) for place, face in enumerate(dice)]
        tell_dice(dice)
    line = choose_line(dice, sheet)
    sheet[line] = dice.count(line + 1) * (line + 1)
    total = sum(points or 0 for points in sheet)
    print(f"Done: {sheet[line]} points on the {LINES[line]} line. Your score so far is {total}.")


def main():
    """Play six turns, then say the final score."""
    random.seed()
    sheet = [None] * 6
    try:
        for turn in range(1, 7):
            play_turn(turn, sheet)
    except (InputEnded, KeyboardInterrupt):
        print("\nThe input ended, so the game stopped early.")
        return
    print(f"\nThat was the last turn. Your final score is {sum(sheet)} points.")


if __name__ == "__main__":
    main()
