"""A small homework solution, as a student might write it, for the grader's tests.

It follows the transcript contract and takes the plainest answers. `--fault NAME` writes one
fault into it: the kind a student's program has, named by the grader's check that must catch
it, or a hostile one, named for what it does, that the grader must survive.
"""

import os
import random
import signal
import sys
import time

LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]
FAULTS = (
    "line_scores",  # each line counts the face above its own
    "used_line_refused",  # a used line is accepted
    "reroll_keeps_the_rest",  # a re-roll also changes the die at position 5
    "bad_answers_refused",  # a refused re-roll answer keeps all the dice, asking nothing
    "six_turns",  # a seventh turn, on a seventh line
    "input_ending",  # a traceback when input ends
    "finishes_in_time",  # a hang after the final score
    "lagging_total",  # each Total leaves out the turn just scored; the final score is right
    "five_turns",  # the program ends after five turns
    "stalls",  # no answer comes in turn 4: the game never reaches its last line
    "spam_turns",  # Turn 1 of 6, forever
    "spam_rolls",  # Turn 1 of 6, then Roll lines, forever
    "flood",  # 2 MB of text before each prompt
    "orphans",  # a child that outlives the program, holding its terminal
    "silent",  # nothing, ever
)
HOSTILE = {
    "spam_turns": lambda: print("Turn 1 of 6"),
    "spam_rolls": lambda: print("Turn 1 of 6\nRoll 1: 1 2 3 4 5\nRoll 2: 1 2 3 4 5"),
    "silent": lambda: time.sleep(1),
}


def parse_positions(answer):
    """Return the positions typed (1-5, each once), or None if the answer is not that."""
    words = answer.split()
    if not all(word in ("1", "2", "3", "4", "5") for word in words):
        return None
    return None if len(set(words)) != len(words) else [int(word) for word in words]


def ask_positions(fault, roll_number):
    """Ask which positions to re-roll until the answer is good."""
    while True:
        if fault == "flood":
            print("x" * 2_000_000)
        answer = input(f"Re-roll which positions? ({3 - roll_number} left) > ")
        positions = parse_positions(answer)
        if positions is not None:
            return positions
        print(f"{answer[:20]!r} is not a list of positions 1-5.")
        if fault == "bad_answers_refused":
            return []


def roll_turn(fault):
    """Roll, let the player re-roll twice, and return the dice."""
    dice = [random.randint(1, 6) for _ in range(5)]
    for roll_number in (1, 2, 3):
        print(f"Roll {roll_number}: {' '.join(map(str, dice))}")
        if roll_number == 3:
            break
        positions = ask_positions(fault, roll_number)
        if not positions:
            break
        for place in positions:
            dice[place - 1] = random.randint(1, 6)
        if fault == "reroll_keeps_the_rest" and 5 not in positions:
            dice[4] = dice[4] % 6 + 1
    return dice


def ask_line(fault, lines, used):
    """Ask for an open line until the answer names one."""
    while True:
        answer = input("Choose a line (1-6 or a name) > ").strip()
        number = int(answer) if answer.isdigit() else 0
        line = lines[number - 1] if 0 < number <= len(lines) else answer.capitalize()
        if line in lines and (line not in used or fault == "used_line_refused"):
            return line
        print(f"{answer[:20]!r} is not an open line.")


def play(fault):
    """Play the game; return the final score."""
    lines = LINES + ["Chance"] * (fault == "six_turns")
    total, used = 0, []
    for turn in range(1, len(lines) + 1 - (fault == "five_turns")):
        print(f"Turn {turn} of {len(lines)}")
        while fault == "stalls" and turn == 4:
            time.sleep(1)
        dice = roll_turn(fault)
        left = [line for line in lines if line not in used]
        line = left[0] if len(left) == 1 else ask_line(fault, lines, used)
        used.append(line)
        face = (lines.index(line) + (fault == "line_scores")) % 6 + 1
        points = sum(dice) if line == "Chance" else face * dice.count(face)
        shown = total if fault == "lagging_total" else total + points
        total += points
        print(f"Scored {points} on {line}. Total: {shown}")
    if fault == "five_turns":
        sys.exit(0)
    return total


def main():
    """Play, with the fault named by --fault if any."""
    fault = sys.argv[2] if sys.argv[1:2] == ["--fault"] else None
    if fault == "seeds_dice":  # seeded with a constant: the same dice every run
        random.seed(2026)
    while fault in HOSTILE:
        HOSTILE[fault]()
    if fault == "orphans" and os.fork() == 0:
        signal.signal(signal.SIGHUP, signal.SIG_IGN)  # it outlives the end of the game
        time.sleep(120)  # and keeps the terminal open all that time
        os._exit(0)
    try:
        print(f"Final score: {play(fault)}", flush=True)
    except EOFError:
        if fault == "input_ending":
            raise
        print("Input ended.")
        return
    if fault == "finishes_in_time":
        time.sleep(3600)


if __name__ == "__main__":
    main()
