"""yahtzee but only the top half. six turns, 5 dice, k/r to keep or rerol each die"""

import random
import sys

LINES = ["aces", "deuces", "treys", "fours", "fives", "sixes"]


def get(prompt):
    """read an answer, lowercase. quits at end of input"""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print()
        sys.exit(0)


def marks(prompt):
    """ask for 5 letters k or r until we get them"""
    while True:
        answer = get(prompt)
        if len(answer) == 5 and set(answer) <= set("kr"):
            return answer
        print("nope thats not it, 5 letters only k or r")


def pick_line(card):
    """ask for a line letter a-f thats still open"""
    while True:
        answer = get("pick ur line (letter) ")
        if len(answer) != 1 or answer not in "abcdef":
            print("nope, a to f")
        elif card[ord(answer) - ord("a")] is not None:
            print("u already used that one")
        else:
            return ord(answer) - ord("a")


def show_card(card):
    """print the card, one line each with its letter"""
    for at, name in enumerate(LINES):
        got = "empty" if card[at] is None else card[at]
        print(f"  {'abcdef'[at]} {name} {got}")


def turn(number, card):
    """one turn: roll, rerol twice at most, pick a line"""
    print(f"turn {number}")
    show_card(card)
    dice = [random.randint(1, 6) for _ in range(5)]
    prompts = ["keep or rerol each die k or r ", "one more time k or r for each one "]
    for prompt in prompts:
        print("dice " + "  ".join(map(str, dice)))
        answer = marks(prompt)
        if answer == "kkkkk":
            break
        dice = [random.randint(1, 6) if mark == "r" else die for die, mark in zip(dice, answer)]
    print("dice " + "  ".join(map(str, dice)))
    line = pick_line(card)
    card[line] = dice.count(line + 1) * (line + 1)
    print(f"scored {card[line]} in {LINES[line]}")


def main():
    """six turns then the totl"""
    random.seed()
    card = [None] * 6
    print("yahtzee")
    print("6 turns 5 dice 2 rerols then pick a line")
    for number in range(1, 7):
        turn(number, card)
    show_card(card)
    print(f"TOTL:{sum(card)}")


if __name__ == "__main__":
    main()
