"""Yahtzee, Ones to Sixes, that can be saved after any turn and picked up later."""

import json
import os
import random
import sys

LINES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
SAVE_FILE = "yahtzee_save.json"


def ask(prompt):
    """Read an answer in small letters; stop cleanly when input ends."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        print("\nInput ended. Goodbye!")
        sys.exit(0)


def load_sheet():
    """Return a saved sheet, if there is one, or a new one."""
    if not os.path.exists(SAVE_FILE):
        print("No saved game found, starting a new game.")
        return [None] * 6
    with open(SAVE_FILE, encoding="utf-8") as saved:
        print("Saved game loaded.")
        return json.load(saved)


def save_sheet(sheet):
    """Write the sheet to the save file."""
    with open(SAVE_FILE, "w", encoding="utf-8") as saved:
        json.dump(sheet, saved)
    print("Game saved. See you next time!")


def show_dice(dice):
    """Show the dice under their positions."""
    print("  position:  " + "  ".join(str(place) for place in range(1, 6)))
    print("  dice:      " + "  ".join(str(face) for face in dice))


def ask_positions():
    """Ask which positions to re-roll, each once, with spaces."""
    while True:
        words = ask("Positions to re-roll (like 1 3 5): ").split()
        ok = words and all(word in ("1", "2", "3", "4", "5") for word in words)
        if ok and len(set(words)) == len(words):
            return [int(word) - 1 for word in words]
        print("Positions 1 to 5, each once, with spaces between.")


def ask_action(rolls_left):
    """Ask for r (re-roll), s (score) or q (save and quit), as far as they are offered."""
    if rolls_left:
        prompt, allowed = f"r) re-roll ({rolls_left} left)  s) score  q) save and quit: ", "rsq"
    else:
        prompt, allowed = "No re-rolls left.  s) score  q) save and quit: ", "sq"
    while True:
        choice = ask(prompt)
        if len(choice) == 1 and choice in allowed:
            return choice
        print("Please type one of: " + ", ".join(allowed))


def choose_line(sheet):
    """Ask for an open line by its name."""
    while True:
        name = ask("Line to score (ones ... sixes): ")
        if name in LINES and sheet[LINES.index(name)] is None:
            return LINES.index(name)
        print("That is not an open line.")


def play_turn(number, sheet):
    """Play one turn; return False if the player saved and quit."""
    print(f"\n--- Turn {number} of 6 ---")
    dice, rolls_left = [random.randint(1, 6) for _ in range(5)], 2
    while True:
        show_dice(dice)
        choice = ask_action(rolls_left)
        if choice == "q":
            save_sheet(sheet)
            return False
        if choice == "s":
            break
        for place in ask_positions():
            dice[place] = random.randint(1, 6)
        rolls_left -= 1
    line = choose_line(sheet)
    sheet[line] = dice.count(line + 1) * (line + 1)
    print(f"{sheet[line]} points on {LINES[line]}. Total: {sum(p or 0 for p in sheet)}")
    return True


def main():
    """Play the turns still open, offering to save between them."""
    print("====== Yahtzee ======")
    sheet = load_sheet()
    for _ in range(sheet.count(None)):
        if not play_turn(6 - sheet.count(None) + 1, sheet):
            return
        if None in sheet and ask_yes_no("Save and quit? (y/n): "):
            save_sheet(sheet)
            return
    if os.path.exists(SAVE_FILE):
        os.remove(SAVE_FILE)
    print(f"Final score: {sum(sheet)}. Thanks for playing!")


def ask_yes_no(prompt):
    """Ask until y or n comes; return True for y."""
    while True:
        answer = ask(prompt)
        if answer in ("y", "n"):
            return answer == "y"
        print("Type y or n.")


if __name__ == "__main__":
    main()
