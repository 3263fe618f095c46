"""Simplified Yahtzee (upper section only) for one player.

Each turn you get one command prompt per step:
    r <positions>   re-roll the dice at those positions (e.g. "r 1 3 5" or "r 135")
    r all           re-roll every die
    r none          keep every die (uses up a roll)
    s <line>        score now on a line (number 1-6 or name, e.g. "s 4" or "s fours")
You may score early after roll 1 or roll 2; after roll 3 you must score.
"""

import random

LINE_NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
NUM_DICE = 5
NUM_TURNS = 6
MAX_ROLLS = 3


class Game:
    """Holds the dice and the score sheet for one game."""

    def __init__(self):
        """Start with no dice rolled and an empty score sheet."""
        self.dice = [0] * NUM_DICE
        self.sheet = [None] * len(LINE_NAMES)

    def roll(self, positions):
        """Re-roll the dice at the given 0-based positions."""
        for pos in positions:
            self.dice[pos] = random.randint(1, 6)

    def score_for(self, line):
        """Return the points the current dice would give on a 0-based line."""
        face = line + 1
        return sum(d for d in self.dice if d == face)

    def show_dice(self, roll_number):
        """Print the dice with their positions."""
        print(f"Roll {roll_number} of {MAX_ROLLS}:")
        print("  position: " + "  ".join(str(i + 1) for i in range(NUM_DICE)))
        print("  die:      " + "  ".join(str(d) for d in self.dice))

    def show_sheet(self):
        """Print the score sheet, showing open lines as blanks."""
        for i, name in enumerate(LINE_NAMES):
            value = "" if self.sheet[i] is None else str(self.sheet[i])
            print(f"  {i + 1}. {name.capitalize():<7}{value}")

    def parse_positions(self, text):
        """Turn "1 3 5", "135", "all" or "none" into 0-based positions, or None if invalid."""
        text = text.strip().lower()
        if text == "all":
            return list(range(NUM_DICE))
        if text in ("none", "0"):
            return []
        digits = text.replace(" ", "").replace(",", "")
        if digits == "" or not digits.isdigit():
            return None
        positions = [int(c) - 1 for c in digits]
        if any(p < 0 or p >= NUM_DICE for p in positions):
            return None
        if len(set(positions)) != len(positions):
            return None
        return positions

    def parse_line(self, text):
        """Turn "4" or "fours" into an open 0-based line, or None if invalid/used."""
        text = text.strip().lower()
        if text.isdigit() and 1 <= int(text) <= len(LINE_NAMES):
            line = int(text) - 1
        elif text in LINE_NAMES:
            line = LINE_NAMES.index(text)
        else:
            print("  Unknown line. Use 1-6 or a name like 'fours'.")
            return None
        if self.sheet[line] is not None:
            print(f"  {LINE_NAMES[line].capitalize()} is already used.")
            return None
        return line

    def ask_command(self, can_reroll):
        """Ask until a valid command; return ("r", positions) or ("s", line)."""
        if can_reroll:
            prompt = "Command (r <dice> to re-roll, s <line> to score): "
        else:
            prompt = "No re-rolls left. Command (s <line> to score): "
        while True:
            parts = input(prompt).strip().split(maxsplit=1)
            if len(parts) == 2 and parts[0].lower() == "r" and can_reroll:
                positions = self.parse_positions(parts[1])
                if positions is not None:
                    return ("r", positions)
                print("  Positions must be 1-5, each at most once (or 'all' / 'none').")
            elif len(parts) == 2 and parts[0].lower() == "s":
                line = self.parse_line(parts[1])
                if line is not None:
                    return ("s", line)
            else:
                print("  Invalid command.")

    def play_turn(self, turn):
        """Play one turn: up to three rolls, then score on an open line."""
        print(f"\n=== Turn {turn} of {NUM_TURNS} ===")
        self.roll(range(NUM_DICE))
        roll_number = 1
        while True:
            self.show_dice(roll_number)
            kind, value = self.ask_command(roll_number < MAX_ROLLS)
            if kind == "s":
                self.sheet[value] = self.score_for(value)
                print(f"  {self.sheet[value]} points on {LINE_NAMES[value]}.")
                return
            self.roll(value)
            roll_number += 1

    def play(self):
        """Play all six turns and print the final sheet."""
        for turn in range(1, NUM_TURNS + 1):
            self.play_turn(turn)
            self.show_sheet()
        print(f"Final total: {sum(self.sheet)}")


def main():
    """Seed the random generator and run a game, stopping cleanly at end of input."""
    random.seed()
    print("Welcome to Yahtzee! (upper section only)")
    try:
        Game().play()
    except (EOFError, KeyboardInterrupt):
        print("\nGoodbye!")


if __name__ == "__main__":
    main()
