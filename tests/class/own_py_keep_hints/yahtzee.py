"""Yahtzee, upper section only, with a built-in hint helper.

Before every question the program prints the expected points for each open
line (if you keep the matching dice and re-roll the rest) and suggests a move.
Re-roll questions ask which dice to KEEP, by position.
"""

import random

FACES = range(1, 7)
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
DICE = 5
TURNS = 6
REROLLS = 2


def roll_dice(count):
    """Return a list of `count` random die faces."""
    return [random.randint(1, 6) for _ in range(count)]


def show_dice(dice):
    """Print dice with their positions underneath."""
    print("  dice:     " + "   ".join(str(d) for d in dice))
    print("  position: " + "   ".join(str(i + 1) for i in range(len(dice))))


def expected_points(dice, face, rolls_left):
    """Expected score on `face` if we keep that face and re-roll the others."""
    kept = dice.count(face)
    chance_hit = 1 - (5 / 6) ** rolls_left
    return face * (kept + (DICE - kept) * chance_hit)


def print_hint(dice, used, rolls_left):
    """Print the expected points per open line and suggest the best one."""
    best_face = None
    best_value = -1.0
    parts = []
    for face in FACES:
        if used[face - 1]:
            continue
        value = expected_points(dice, face, rolls_left)
        parts.append(f"{LINE_NAMES[face - 1]} {value:.1f}")
        if value > best_value:
            best_face, best_value = face, value
    print("  expected: " + ", ".join(parts))
    if rolls_left > 0:
        print(f"  hint: keep the {best_face}s and re-roll the rest")
    else:
        print(f"  hint: score it on {LINE_NAMES[best_face - 1]}")


def parse_keep(answer):
    """Return the set of 0-based positions to keep, or None if invalid."""
    answer = answer.strip().lower()
    if answer == "all":
        return set(range(DICE))
    if answer == "none":
        return set()
    pieces = answer.replace(",", " ").split()
    if not pieces or not all(p in ("1", "2", "3", "4", "5") for p in pieces):
        return None
    if len(set(pieces)) != len(pieces):
        return None
    return {int(p) - 1 for p in pieces}


def ask_keep(dice, used, rolls_left):
    """Ask which dice to keep until the answer is valid."""
    while True:
        print_hint(dice, used, rolls_left)
        answer = input("Which positions do you want to KEEP? (e.g. 2 4, 'all', 'none'): ")
        keep = parse_keep(answer)
        if keep is not None:
            return keep
        print("  Please list positions 1-5 separated by spaces, or 'all' / 'none'.")


def ask_line(dice, used):
    """Ask for an open line number 1-6."""
    while True:
        print_hint(dice, used, 0)
        for i, name in enumerate(LINE_NAMES):
            if not used[i]:
                print(f"  {i + 1} = {name}")
        choice = int(input("Score this roll on line number: "))
        if 1 <= choice <= 6 and not used[choice - 1]:
            return choice - 1
        print("  That is not an open line number.")


def play_turn(turn, used, scores):
    """Play one turn and record the score on the chosen line."""
    print(f"\n*** Turn {turn} ***")
    dice = roll_dice(DICE)
    show_dice(dice)
    for rolls_left in range(REROLLS, 0, -1):
        keep = ask_keep(dice, used, rolls_left)
        dice = [dice[i] if i in keep else random.randint(1, 6) for i in range(DICE)]
        show_dice(dice)
    line = ask_line(dice, used)
    used[line] = True
    scores[line] = dice.count(line + 1) * (line + 1)
    print(f"  {LINE_NAMES[line]} gets {scores[line]} points.")


def main():
    """Run a six-turn game and print the total; stop quietly at end of input."""
    random.seed()
    used = [False] * 6
    scores = [0] * 6
    try:
        for turn in range(1, TURNS + 1):
            play_turn(turn, used, scores)
    except EOFError:
        print("\nInput ended; game stopped.")
        return
    print("\nFinal sheet:")
    for name, points in zip(LINE_NAMES, scores):
        print(f"  {name:<7}{points:>3}")
    print(f"  Total  {sum(scores):>3}")


if __name__ == "__main__":
    main()
