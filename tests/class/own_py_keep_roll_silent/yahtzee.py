"""Simplified Yahtzee in six turns, played by commands: `keep 1 3` marks the dice
kept (only those), `keep none` keeps none, `roll` (or Enter) rolls the others, at
most twice a turn, and `score` stops rolling; then a line is chosen by its number
or its name.
"""

import random

NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
REROLLS = 2


def read(prompt):
    """Return the player's answer, trimmed and in lower case; end the game at end of input."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\nNo more input; the game ends.")
        raise SystemExit(0) from None


def show(dice, kept):
    """Show the dice, with K under each kept one."""
    print("   1  2  3  4  5")
    print("  " + "".join(f"{face:>3}" for face in dice))
    print("  " + "".join("  K" if flag else "   " for flag in kept))


def parse_keep(words):
    """Return the kept flags a keep command names. The fault: a word that is not a die's
    position is skipped, so 'keep 7' keeps none and 'keep 1 9' keeps die 1 alone."""
    if words == ["none"]:
        return [False] * 5
    kept = [False] * 5
    for word in words:
        if word in ("1", "2", "3", "4", "5"):
            kept[int(word) - 1] = True
    return kept


def roll_phase(dice):
    """Take commands until the player scores or has rolled twice."""
    kept, rerolls = [False] * 5, 0
    while rerolls < REROLLS:
        show(dice, kept)
        words = read(f"[{REROLLS - rerolls} re-rolls left] keep/roll/score [roll] > ").split()
        if not words or words == ["roll"]:
            dice[:] = [face if flag else random.randint(1, 6) for face, flag in zip(dice, kept)]
            rerolls += 1
        elif words == ["score"]:
            return
        elif words[0] == "keep" and len(words) > 1:
            kept = parse_keep(words[1:])
        else:
            print("  Commands: keep <positions>, keep none, roll, score.")
    show(dice, kept)


def choose_line(used):
    """Ask for an open line by number or name; return its index."""
    while True:
        answer = read("Which line (1-6 or a name)? ")
        index = int(answer) - 1 if answer in ("1", "2", "3", "4", "5", "6") else None
        if answer in NAMES:
            index = NAMES.index(answer)
        if index is None:
            print("  Type 1-6 or a line's name, like fours.")
        elif index in used:
            print(f"  {NAMES[index]} is used already.")
        else:
            return index


def main():
    """Play six turns, then show the final score."""
    random.seed()
    used, total = {}, 0
    for turn in range(1, 7):
        print(f"\n== Turn {turn} / 6 ==")
        dice = [random.randint(1, 6) for _ in range(5)]
        roll_phase(dice)
        index = choose_line(used)
        used[index] = (index + 1) * dice.count(index + 1)
        total += used[index]
        print(f"  {used[index]} points in {NAMES[index]}")
    print(f"Final score: {total}")


if __name__ == "__main__":
    main()
