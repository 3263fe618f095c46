"""Simplified Yahtzee with a verbose mode and a status command.

It starts by asking whether to play in verbose mode: then each question comes after a
line starting with [debug] that shows the re-rolls left, the lines used so far, the turn
and the dice. Typing status at any question prints the score sheet and asks the same
question again.

Six turns. Each turn: a roll, then up to two re-rolls: first how many dice (0 keeps them
all and ends the rolling, 5 re-rolls them all), then, for 1 to 4, which positions, all in
one answer. The dice then go on an unused line, typed as 1s to 6s in any case, which
scores its face times the dice showing it. The sheet is shown after every turn.
Any answer that does not fit is refused with a one-line message and the same question
is asked again; at the end of input the game says goodbye and exits.
"""
# Planted fault (for the grader's tests): the final score printed at the end is wrong in
# every game: final_score() skips the first turn and adds one to each other turn's points.
# The sheet, its total and the points after each turn are right.

import random
import sys

TURNS = 6
DICE = 5
REROLLS = 2
LONGEST = 40
NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes"]
SHORT_FORMS = ["1s", "2s", "3s", "4s", "5s", "6s"]
COUNTS = ["0", "1", "2", "3", "4", "5"]
POSITIONS = ["1", "2", "3", "4", "5"]


def say_goodbye():
    """End the game cleanly when the input runs out."""
    print()
    print("End of input. Goodbye!")
    sys.exit(0)


def read_line(prompt):
    """Show the prompt and read one line; return it trimmed and in lower case,
    or None after saying why it is refused."""
    print(prompt, end="", flush=True)
    line = sys.stdin.readline()
    if line == "":
        say_goodbye()
    if line.endswith("\n"):
        line = line[:-1]
    if len(line) > LONGEST:
        print(f"That answer is too long (more than {LONGEST} characters).")
        return None
    if any(ord(char) < 32 or 127 <= ord(char) < 160 for char in line):
        print("That answer has a control character (like a tab) in it.")
        return None
    return line.strip(" ").lower()


def show_sheet(sheet):
    """Print every line of the score sheet, - where it is open, and the total so far."""
    print("Score sheet:")
    for face in range(1, len(NAMES) + 1):
        points = sheet[face - 1]
        shown = "-" if points is None else str(points)
        print(f"  {SHORT_FORMS[face - 1]}  {NAMES[face - 1].capitalize():<7} {shown:>3}")
    total = sum(points for points in sheet if points is not None)
    print(f"  Total       {total:>3}")


def debug_line(game):
    """Return the [debug] line that verbose mode prints before a question."""
    return (
        f"[debug] rolls_left={game['rolls_left']} used={game['used']}"
        f" turn={game['turn']} dice={game['dice']}"
    )


def ask(game, prompt):
    """Ask a question until an answer comes that is not refused and is not status.
    status prints the sheet, and then the same question is asked again."""
    while True:
        if game["verbose"]:
            print(debug_line(game))
        answer = read_line(prompt)
        if answer == "status":
            show_sheet(game["sheet"])
        elif answer is not None:
            return answer


def ask_verbose(game):
    """Ask whether to play in verbose mode; return True for yes."""
    while True:
        answer = ask(game, "Verbose mode? (y/n): ")
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("Please answer y or n.")


def ask_count(game):
    """Ask how many dice to re-roll, from 0 to 5; return the number."""
    while True:
        answer = ask(game, "How many dice to re-roll (0-5)? ")
        if answer in COUNTS:
            return int(answer)
        print("Please type one number from 0 to 5.")


def ask_positions(game, count):
    """Ask for count different positions 1-5 in one answer; return them as numbers."""
    prompt = f"Which positions? Give {count} different numbers 1-5 separated by spaces: "
    while True:
        parts = [part for part in ask(game, prompt).split(" ") if part != ""]
        if any(part not in POSITIONS for part in parts):
            print("Positions are the numbers 1 to 5, separated by spaces.")
        elif len(parts) != count:
            print(f"Please give exactly {count} position(s), not {len(parts)}.")
        elif len(set(parts)) != count:
            print("Each position can be given only once.")
        else:
            return [int(part) for part in parts]


def play_turn(game):
    """Roll the dice, and re-roll at most twice while the player wants to."""
    game["dice"] = [random.randint(1, 6) for _ in range(DICE)]
    game["rolls_left"] = REROLLS
    print(f"You rolled: {' '.join(str(die) for die in game['dice'])}")
    while game["rolls_left"] > 0:
        count = ask_count(game)
        if count == 0:
            game["rolls_left"] = 0
            return
        positions = range(1, DICE + 1) if count == DICE else ask_positions(game, count)
        for position in positions:
            game["dice"][position - 1] = random.randint(1, 6)
        game["rolls_left"] -= 1
        print(f"You rolled: {' '.join(str(die) for die in game['dice'])}")


def ask_line(game):
    """Ask for an unused line as 1s-6s; return its face (1 for ones)."""
    while True:
        answer = ask(game, "Score as (1s-6s): ")
        if answer not in SHORT_FORMS:
            print("Please type a line as 1s, 2s, 3s, 4s, 5s or 6s.")
        elif game["sheet"][SHORT_FORMS.index(answer)] is not None:
            print(f"{answer} is already used; pick an open line.")
        else:
            return SHORT_FORMS.index(answer) + 1


def final_score(history):
    """Add up the points of every turn."""
    total = 0
    for index in range(1, len(history)):
        total += history[index] + 1
    return total


def main():
    """Ask about verbose mode, play six turns and print the final score."""
    random.seed()
    sys.stdin.reconfigure(errors="replace")
    game = {
        "verbose": False,
        "sheet": [None] * len(NAMES),
        "used": [],
        "rolls_left": REROLLS,
        "turn": 0,
        "dice": [],
    }
    game["verbose"] = ask_verbose(game)
    history = []
    for turn in range(1, TURNS + 1):
        game["turn"] = turn
        print()
        print(f"Turn {turn} of {TURNS}")
        play_turn(game)
        face = ask_line(game)
        points = face * game["dice"].count(face)
        game["sheet"][face - 1] = points
        game["used"].append(NAMES[face - 1])
        history.append(points)
        print(f"{points} points for {SHORT_FORMS[face - 1]}.")
        show_sheet(game["sheet"])
    print()
    print(f"Your final score: {final_score(history)}")


if __name__ == "__main__":
    main()
