"""Simplified Yahtzee with the dice as dataclasses, printed by their own repr.

The hand prints as [Die(face=3), Die(face=5), ...]. The player types the faces to keep
(5 5 6; each no more times than it shows), 'all' or 'none', and a line by its enum name
(TWOS, or twos); a name that is no line gets 'No line is called ...'.
"""

import random
from collections import Counter
from dataclasses import dataclass, field
from enum import Enum


class Line(Enum):
    """The upper lines, each by the face it counts."""

    ONES = 1
    TWOS = 2
    THREES = 3
    FOURS = 4
    FIVES = 5
    SIXES = 6


@dataclass
class Die:
    """One die and the face it shows."""

    face: int = field(default_factory=lambda: random.randint(1, 6))


@dataclass
class Hand:
    """The five dice of a turn."""

    dice: list = field(default_factory=lambda: [Die() for _ in range(5)])

    def faces(self):
        """Return the faces shown, in order."""
        return [die.face for die in self.dice]

    def keep(self, kept):
        """Re-roll every die but those whose faces are kept (each face as many times)."""
        left = Counter(kept)
        for place, die in enumerate(self.dice):
            if left[die.face]:
                left[die.face] -= 1
            else:
                self.dice[place] = Die()


def read_keep(answer, hand):
    """Return the faces an answer keeps, or None if it keeps a face more than it shows."""
    if answer.lower() in ("all", "none"):
        return hand.faces() if answer.lower() == "all" else []
    parts = answer.split()
    if not parts or any(part not in "123456" or len(part) != 1 for part in parts):
        return None
    wanted, shown = Counter(map(int, parts)), Counter(hand.faces())
    return None if any(wanted[face] > shown[face] for face in wanted) else list(map(int, parts))


def ask_keep(hand):
    """Ask for the faces to keep until an answer fits the dice; return them."""
    while True:
        kept = read_keep(input("Faces to keep (like 5 5 6), 'all' or 'none': ").strip(), hand)
        if kept is not None:
            return kept
        print("Only faces that are showing, each at most as often as it shows.")


def ask_line(card):
    """Ask for an open line by its name; return it."""
    while True:
        answer = input("Line to fill (ONES ... SIXES): ").strip().upper()
        if answer not in Line.__members__:
            print(f'No line is called "{answer}". Type a name like TWOS.')
        elif Line[answer] in card:
            print(f"{answer} is filled already.")
        else:
            return Line[answer]


def play_turn(number, card):
    """Roll, let the player keep dice twice, then fill a line; print the points."""
    hand = Hand()
    print(f"\nTurn {number} of 6\n{hand.dice}")
    for _ in range(2):
        kept = ask_keep(hand)
        if len(kept) == 5:
            break
        hand.keep(kept)
        print(hand.dice)
    line = ask_line(card)
    card[line] = sum(face for face in hand.faces() if face == line.value)
    print(f"{line.name}: {card[line]} points. Total: {sum(card.values())}")


def main():
    """Play six turns; say goodbye at the end of input."""
    random.seed()
    card = {}
    try:
        for number in range(1, 7):
            play_turn(number, card)
    except EOFError:
        print("\nGoodbye.")
        return
    print(f"Final score: {sum(card.values())}")


if __name__ == "__main__":
    main()
