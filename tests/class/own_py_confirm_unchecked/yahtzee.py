#!/usr/bin/env python3
"""yahtzee.py -- simplified Yahtzee, honors edition.

Rules: 6 turns.  Each turn roll five dice, then up to two times re-roll
any of them, then score the dice on an unused line (Ones .. Sixes).

Instead of die positions, this version asks which face VALUES you want
to throw again: with dice | 3 | 1 | 3 | 6 | 2 |, typing "3 6" re-rolls
one of the threes and the six.  (Typing "3 3 6" re-rolls both threes.)
"""

import random
import sys
import time

DICE = 5
TURNS = 6
ROLLS = 3
NAMES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
WORDS = ("one", "two", "three", "four", "five", "six")
KEEP_WORDS = ("keep", "stand", "none", "no", "nothing")
ALL_WORDS = ("all", "everything", "every")


def prompt(text):
    """Read an answer; quit cleanly if the input has run out."""
    try:
        return input(text).strip().lower()
    except EOFError:
        print("\n[input closed -- ending the game early]")
        sys.exit(0)


def roll(count):
    """Return a list of count new die values."""
    return [random.randint(1, 6) for _ in range(count)]


def draw_dice(dice):
    """Show the dice as one boxed row."""
    print("   +---+---+---+---+---+")
    print("   | " + " | ".join(str(value) for value in dice) + " |")
    print("   +---+---+---+---+---+")


def score(dice, face):
    """Score for putting the dice on the line of the given face (1-6)."""
    return face * dice.count(face)


def best_open_face(dice, card):
    """Return the open face that would score most right now."""
    open_faces = [face for face in range(1, 7) if card[face] is None]
    return max(open_faces, key=lambda face: (score(dice, face), face))


def print_card(card):
    """Print the score card with dot leaders."""
    print("   SCORE CARD")
    for face in range(1, 7):
        value = "  -" if card[face] is None else f"{card[face]:3}"
        print(f"   {NAMES[face - 1]:.<14}{value}")
    print(f"   {'Total':.<14}{total(card):3}")


def total(card):
    """Sum of the filled lines."""
    return sum(value for value in card.values() if value is not None)


def give_tip(dice, card):
    """Print a hint about the best open line for these dice."""
    face = best_open_face(dice, card)
    print(f"   Tip: best open line right now is {NAMES[face - 1]} ({score(dice, face)}).")


def parse_values(answer, dice):
    """Turn a re-roll answer into a list of face values to re-roll.

    Returns None (after explaining why) if the answer is not valid.
    """
    if answer in KEEP_WORDS:
        return []
    if answer in ALL_WORDS:
        return list(dice)
    digits = answer.replace(",", " ").split()
    if len(digits) == 1 and len(digits[0]) > 1:
        digits = list(digits[0])  # allow "336"
    if not digits or not all(d in "123456" and len(d) == 1 for d in digits):
        print("   Type face values 1-6 (like '3 6'), 'keep', or 'all'.")
        return None
    values = [int(d) for d in digits]
    for value in set(values):
        if values.count(value) > dice.count(value):
            print(f"   You don't have {values.count(value)} die/dice showing {value}.")
            return None
    return values


def ask_reroll(dice, rolls_left):
    """Ask which face values to re-roll; returns a list of values."""
    while True:
        answer = prompt(
            f"Re-roll which values? ({rolls_left} re-roll(s) left; 'keep' or 'all') > "
        )
        values = parse_values(answer, dice)
        if values is not None:
            return values


def reroll_values(dice, values):
    """Replace one die for each value listed, leaving the others alone."""
    remaining = list(values)
    for index, value in enumerate(dice):
        if value in remaining:
            remaining.remove(value)
            dice[index] = random.randint(1, 6)


def face_from_answer(answer):
    """Map '4', 'four', 'fours' or '4s' to 4; anything else to None."""
    for face in range(1, 7):
        forms = (str(face), f"{face}s", WORDS[face - 1], NAMES[face - 1].lower())
        if answer in forms:
            return face
    return None


def confirm(question):
    """Yes/no confirmation; returns True for yes (an answer starting with n is no)."""
    answer = prompt(question + " (y/n) ")
    return not answer.startswith("n")


def choose_face(dice, card):
    """Let the player choose and confirm an open line; return its face."""
    open_faces = [face for face in range(1, 7) if card[face] is None]
    if len(open_faces) == 1:
        face = open_faces[0]
        print(f"Only {NAMES[face - 1]} is left -- no choice this time.")
        return face
    while True:
        answer = prompt("Which face do you want to score (1-6)? ")
        face = face_from_answer(answer)
        if face is None:
            print("   That isn't one of Ones..Sixes.")
        elif card[face] is not None:
            print(f"   {NAMES[face - 1]} is already used ({card[face]} points).")
        elif confirm(f"Score {score(dice, face)} in {NAMES[face - 1]}?"):
            return face


def play_turn(number, card):
    """Play one full turn and write the score on the card."""
    print(f"\n########## Turn {number} of {TURNS} ##########")
    dice = roll(DICE)
    for roll_number in range(1, ROLLS + 1):
        print(f"Roll {roll_number}:")
        draw_dice(dice)
        give_tip(dice, card)
        if roll_number == ROLLS:
            break
        values = ask_reroll(dice, ROLLS - roll_number)
        if not values:
            print("   Standing pat.")
            break
        reroll_values(dice, values)
    face = choose_face(dice, card)
    card[face] = score(dice, face)
    print(f">> {card[face]} points go in {NAMES[face - 1]}.")
    print_card(card)


def main():
    """Play a six-turn game."""
    random.seed(time.time())
    card = {face: None for face in range(1, 7)}
    print("SIMPLIFIED YAHTZEE  --  six turns, Ones to Sixes")
    for number in range(1, TURNS + 1):
        play_turn(number, card)
    print("\n========== FINAL ==========")
    print_card(card)
    print(f"You finished with {total(card)} points.")


if __name__ == "__main__":
    main()
