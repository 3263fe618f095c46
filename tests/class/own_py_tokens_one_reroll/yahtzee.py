"""Yahtzee, upper section only, for a single player.

The game is organised as a class, the way I would write it in Java.
Re-roll answers are tokens: r1 r3 means "re-roll dice 1 and 3".
"""

import random
import sys

DICE_COUNT = 5
TURN_COUNT = 6
REROLLS_PER_TURN = 2
LINE_NAMES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def read_answer(prompt):
    """Print a prompt and return the stripped answer; exit cleanly on EOF."""
    print(prompt, end="", flush=True)
    text = sys.stdin.readline()
    if not text:
        print("\nInput ended - quitting.")
        sys.exit(0)
    return text.strip()


def parse_tokens(answer):
    """Parse 'r1 r3' style tokens into a set of 0-based die indexes.

    'keep' means no dice. Returns None when the answer is not valid.
    """
    tokens = answer.lower().split()
    if tokens == ["keep"]:
        return set()
    if not tokens:
        return None
    chosen = set()
    for token in tokens:
        if len(token) != 2 or token[0] != "r" or token[1] not in "12345":
            return None
        index = int(token[1]) - 1
        if index in chosen:
            return None
        chosen.add(index)
    return chosen


class YahtzeeGame:
    """Holds the dice and the score sheet for one game."""

    def __init__(self):
        """Start with no dice rolled and an empty score sheet."""
        self.dice = [0] * DICE_COUNT
        self.scores = [None] * len(LINE_NAMES)

    def roll(self, indexes):
        """Roll the dice at the given indexes."""
        for index in indexes:
            self.dice[index] = random.randint(1, 6)

    def print_dice(self):
        """Show the die numbers above the dice values."""
        print("Die:   " + "   ".join(str(n) for n in range(1, DICE_COUNT + 1)))
        print("Value: " + "   ".join(str(value) for value in self.dice))

    def ask_reroll(self):
        """Keep asking for re-roll tokens until they are valid."""
        while True:
            answer = read_answer("Re-roll with tokens like r1 r3 (or keep to keep all): ")
            chosen = parse_tokens(answer)
            if chosen is not None:
                return chosen
            print("Use r1..r5, each die once, separated by spaces, or keep.")

    def line_score(self, line):
        """Return the sum of dice showing face line + 1."""
        return sum(value for value in self.dice if value == line + 1)

    def ask_line(self):
        """Ask for the number of an unused line until one is given."""
        while True:
            answer = read_answer("Line number to score (1-6): ")
            if answer not in ("1", "2", "3", "4", "5", "6"):
                print("Please enter a number from 1 to 6.")
            elif self.scores[int(answer) - 1] is not None:
                print("That line is already used.")
            else:
                return int(answer) - 1

    def print_sheet(self):
        """Print all lines of the score sheet and the total."""
        for line, name in enumerate(LINE_NAMES):
            shown = "--" if self.scores[line] is None else self.scores[line]
            print(f"  {line + 1}. {name:<7}{shown}")
        print(f"  Total:    {self.total()}")

    def total(self):
        """Return the sum of the lines that are filled in."""
        return sum(score for score in self.scores if score is not None)

    def play_turn(self, turn):
        """Roll, let the player re-roll, then score one line."""
        print(f"\n######## Turn {turn} ########")
        self.roll(range(DICE_COUNT))
        self.print_dice()
        for _reroll in range(1, REROLLS_PER_TURN):
            self.roll(self.ask_reroll())
            self.print_dice()
        self.print_sheet()
        line = self.ask_line()
        self.scores[line] = self.line_score(line)
        print(f"{LINE_NAMES[line]} scores {self.scores[line]}.")

    def play(self):
        """Play all turns, pausing between them, then show the result."""
        for turn in range(1, TURN_COUNT + 1):
            self.play_turn(turn)
            if turn < TURN_COUNT:
                read_answer("Press Enter for the next turn...")
        print("\nFinal score sheet:")
        self.print_sheet()
        print(f"Game over - you scored {self.total()} points.")


if __name__ == "__main__":
    random.seed()
    YahtzeeGame().play()
