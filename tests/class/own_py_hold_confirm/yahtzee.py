"""Upper-section Yahtzee, held dice in square brackets: a letter holds or releases a die,
ROLL re-rolls the others once the player says yes to the dice about to be rolled.

Every turn has its two re-rolls; holding all five and rolling changes nothing.
"""

import random

LETTERS = "ABCDE"
LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
REROLLS = 2
LONGEST = 40


class EndOfInput(Exception):
    """The player's input has ended."""


def ask(prompt):
    """Return one answer, stripped; raise EndOfInput when input ends."""
    try:
        answer = input(prompt)
    except EOFError:
        raise EndOfInput from None
    if len(answer) > LONGEST or not answer.isprintable():
        return "?"
    return answer.strip()


def show(dice, held):
    """Print the letters over the dice: a held die in [ ], a free one in ( )."""
    print("    " + "     ".join(LETTERS))
    cells = [f"[ {face} ]" if place in held else f"( {face} )" for place, face in enumerate(dice)]
    print("  " + " ".join(cells) + "    [ ] = held")


def named(places):
    """Return the letters of the places, or 'none'."""
    return ", ".join(LETTERS[place] for place in sorted(places)) or "none"


def confirmed(held):
    """Ask whether to roll the dice not held; return the answer, yes or no."""
    free = set(range(5)) - held
    while True:
        answer = ask(f"  Re-roll dice {named(free)} (holding {named(held)})? (yes/no): ").lower()
        if answer in ("yes", "no"):
            return answer == "yes"
        print("  Please answer yes or no.")


def one_reroll(number, dice, held):
    """Let the player hold and release dice, then roll the others."""
    while True:
        answer = ask(
            f"Re-roll {number} of {REROLLS}: a letter A-E holds or releases a die, "
            "ROLL rolls the dice not held: "
        ).upper()
        if len(answer) == 1 and answer in LETTERS:
            held ^= {LETTERS.index(answer)}
            show(dice, held)
        elif answer == "ROLL" and confirmed(held):
            break
        elif answer != "ROLL":
            print("  Type one letter A-E, or ROLL.")
    for place in range(5):
        if place not in held:
            dice[place] = random.randint(1, 6)
    show(dice, held)


def choose_line(card, dice):
    """Ask for an open line by its name; return its index."""
    print("Open: " + ", ".join(name for name, points in zip(LINES, card) if points is None))
    while True:
        answer = ask("Which line? Type its name: ").lower()
        if answer not in LINES:
            print(f"  '{answer}' is not a line name.")
        elif card[LINES.index(answer)] is not None:
            print(f"  {answer} is used already.")
        else:
            return LINES.index(answer)


def play():
    """Play six turns, then print the final score."""
    random.seed()
    card = [None] * len(LINES)
    for turn in range(1, len(LINES) + 1):
        print(f"\n==== TURN {turn}/{len(LINES)} ====")
        dice, held = [random.randint(1, 6) for _ in range(5)], set()
        show(dice, held)
        for number in range(1, REROLLS + 1):
            one_reroll(number, dice, held)
        index = choose_line(card, dice)
        card[index] = dice.count(index + 1) * (index + 1)
        total = sum(points or 0 for points in card)
        print(f"+{card[index]} on {LINES[index].title()} | running total {total}")
    print(f"\nFinal score: {sum(card)} points")


if __name__ == "__main__":
    try:
        play()
    except (EndOfInput, KeyboardInterrupt):
        print("\nInput has ended - the game stops.")
