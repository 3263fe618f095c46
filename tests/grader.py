"""Drive yahtzee.py through pexpect the way an autograder does.

An instructor can copy this file anywhere: it reads only the lines of the transcript
contract (README, "Transcript contract"). It finds the game to drive in this order: the
program given to Session (program=PATH), yahtzee.py next to this file, yahtzee.py in the
folder above it (this repository's layout, grader.py in tests/).

    game = Session("--dice", "1 1 1 1 1")
    game.turn()                      # (1, 6)
    game.roll()                      # (1, [1, 1, 1, 1, 1])
    game.answer(REROLL_PROMPT, "")   # keep all the dice
    game.answer(LINE_PROMPT, "ones")
    game.scored()                    # (5, 'Ones', 5)
"""

import io
import sys
from pathlib import Path

import pexpect

HERE = Path(__file__).resolve().parent

TURN = r"Turn (\d+) of (\d+)\r\n"
ROLL = r"Roll ([123]): ([1-6] [1-6] [1-6] [1-6] [1-6])\r\n"
REROLL_PROMPT = r"Re-roll[^\r\n]*> "
LINE_PROMPT = r"Choose a line[^\r\n]*> "
SCORED = r"Scored (\d+) on ([A-Za-z ]+)\. Total: (\d+)\r\n"
FINAL = r"Final score: (\d+)\r\n"
CONTRACT = (TURN, ROLL, REROLL_PROMPT, LINE_PROMPT, SCORED, FINAL)


def find_game(program=None) -> Path:
    """Return the game to drive: program if given, else yahtzee.py here or one folder up."""
    if program is not None:
        return Path(program)
    for folder in (HERE, HERE.parent):
        if (folder / "yahtzee.py").is_file():
            return folder / "yahtzee.py"
    raise FileNotFoundError(
        f"yahtzee.py is neither in {HERE} nor in {HERE.parent}: give Session(program=PATH)."
    )


class Session:
    """One run of the game in a pseudo-terminal of 24 rows and 80 columns (or as given)."""

    def __init__(self, *args, program=None, timeout=10, columns=80):
        game = find_game(program)
        self.child = pexpect.spawn(
            sys.executable,
            [str(game), *args],
            encoding="utf-8",
            timeout=timeout,
            dimensions=(24, columns),
        )
        # pexpect waits 50 ms before each send by default, for programs that switch
        # echo off first; the game never does, so answers go straight away.
        self.child.delaybeforesend = None
        self.child.logfile_read = io.StringIO()

    @property
    def transcript(self):
        """Return everything the game has shown so far (answers echoed), with \\n line ends."""
        return self.child.logfile_read.getvalue().replace("\r\n", "\n")

    def expect(self, pattern):
        """Wait for pattern; return its groups. The text skipped is in self.child.before."""
        self.child.expect(pattern)
        return self.child.match.groups()

    def answer(self, prompt, text):
        """Wait for a prompt, then type an answer and Enter."""
        self.expect(prompt)
        self.child.sendline(text)

    def turn(self):
        """Return (turn, turns) from the next `Turn T of N` line."""
        turn, turns = self.expect(TURN)
        return int(turn), int(turns)

    def roll(self):
        """Return (roll number, dice) from the next `Roll R: ...` line."""
        number, dice = self.expect(ROLL)
        return int(number), [int(die) for die in dice.split()]

    def scored(self):
        """Return (points, line, total) from the next `Scored S on LINE. Total: T` line."""
        points, line, total = self.expect(SCORED)
        return int(points), line, int(total)

    def final_score(self):
        """Return T from the `Final score: T` line."""
        return int(self.expect(FINAL)[0])

    def finish(self):
        """Wait for the program to end; return its exit status (or -signal)."""
        self.child.expect(pexpect.EOF)
        self.child.close()
        if self.child.exitstatus is None:
            return -self.child.signalstatus
        return self.child.exitstatus
