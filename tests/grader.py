"""Grade a homework Yahtzee program against the transcript contract, through pexpect.

An instructor copies this one file anywhere; it needs only Python 3.9+ and pexpect.

As a program, it plays a student's game and prints a report, one line per check:

    python3 grader.py                          # grades yahtzee.py (next to it, or one folder up)
    python3 grader.py -- ./yahtzee             # a compiled program
    python3 grader.py --json report.json -- python3 student.py
    python3 grader.py --points                 # the rubric, and nothing else
    python3 grader.py --class SUBMISSIONS/ --out GRADES/   # a class: gradebook.csv and more
    python3 grader.py --contract wording.json -- ./yahtzee # a class's own transcript lines

Exit status: 0 when every check passes, 1 when one fails, 2 when the program cannot be
started (or ends before its first turn). A C submission of a class is built as the homework
says (clang -g -Wall -Werror) and played again under AddressSanitizer, UndefinedBehaviorSanitizer
and valgrind: two checks more, compiles_cleanly and memory_safe.

The program needs no option of ours: the grader reads the dice from the `Roll R:` lines,
types only the plainest answers (positions with spaces between, an empty answer, a line's
number or name, and the bad answers it probes), and works out every expected score itself
with its own scorer of the homework's rules.

What it plays, in this order (a fixed plan, so every student meets the same game):
  1. The main game: turn 1 re-rolls 1 2, then 3; turn 2 keeps all at once; turn 3 re-rolls
     1 3 5, then keeps all; turn 4 re-rolls 2 4, then all five; turn 5 re-rolls 5, then 4;
     turn 6 keeps all. Each turn it takes the open line that scores most (the first on the
     sheet when tied), typed as a number, but by its name on turn 2. On turn 6 the last line
     may be filled by the program or offered at the prompt.
  2. The probes, each at a fresh prompt: at the re-roll prompt 7, 0, 1 1, a word, a line of
     1,000 characters and control characters; at the line prompt 9, a word and an empty
     answer; then a used line on turn 2. Each must be refused with the same prompt again.
  3. Input ending: end of file at the first prompt must end the program, with no traceback.
  4. Random games (--games, from --seed): random re-rolls and random open lines.

As a library, it drives a game the way the tests of this repository do:

    game = Session("--dice", "1 1 1 1 1")
    game.turn()                      # (1, 6)
    game.roll()                      # (1, [1, 1, 1, 1, 1])
    game.answer(REROLL_PROMPT, "")   # keep all the dice
    game.answer(LINE_PROMPT, "ones")
    game.scored()                    # (5, 'Ones', 5)
"""

import argparse
import contextlib
import itertools
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from collections import namedtuple
from functools import partial
from pathlib import Path

import pexpect

HERE = Path(__file__).resolve().parent

# The rubric: each check's name, its points and what it checks. Edit it to suit a class.
RUBRIC = {
    "six_turns": (10, "six turns, Turn 1 of 6 to 6 of 6, no seventh"),
    "three_rolls": (10, "three rolls at most; no re-roll after Roll 3"),
    "reroll_keeps_the_rest": (10, "a re-roll changes only the positions chosen"),
    "keep_all_ends_rolling": (10, "an empty answer keeps all, ends the rolling"),
    "line_scores": (15, "each line scores the dice showing its face"),
    "used_line_refused": (10, "a used line is refused; the prompt comes again"),
    "bad_answers_refused": (10, "bad answers refused; the prompt comes again"),
    "last_line": (5, "the last line is filled or offered, and scored"),
    "running_total": (5, "each Total adds the points just scored"),
    "final_score": (5, "a game ends with Final score: the last Total"),
    "input_ending": (5, "input ending ends it: no hang, no traceback"),
    "finishes_in_time": (5, "the game ends and the program exits in time"),
}
# The bad answers are those of PROBES below: positions out of range, repeated, words, a
# very long line and control characters at the re-roll prompt; out of range, a word and
# an empty answer at the line prompt.

# The transcript contract (docs/grading.md): each key's regular expression, the groups it
# must have, and an example. A line's pattern is matched up to its line end;
# a prompt's up to its last character. --contract FILE gives a class's own wording.
CONTRACT_KEYS = {
    "turn": ("line", (2,), "Turn 1 of 6", "the turn and the turns: Turn (\\d+) of (\\d+)"),
    "roll": ("line", (1, 2), "Roll 1: 4 4 1 2 3", "the dice, after the roll's number if shown"),
    "reroll_prompt": ("prompt", (0,), "Re-roll which positions? > ", "no groups"),
    "line_prompt": ("prompt", (0,), "Choose a line (1-6) > ", "no groups"),
    "scored": ("line", (3,), "Scored 4 on Twos. Total: 9", "the points, the line, the total"),
    "final": ("line", (1,), "Final score: 52", "the final score"),
}
DEFAULT_CONTRACT = {
    "turn": r"Turn (\d+) of (\d+)",
    "roll": r"Roll (\d+): ([1-6] [1-6] [1-6] [1-6] [1-6])",
    "reroll_prompt": r"Re-roll[^\r\n]*> ",
    "line_prompt": r"Choose a line[^\r\n]*> ",
    "scored": r"Scored (\d+) on ([A-Za-z ]+)\. Total: (\d+)",
    "final": r"Final score: (\d+)",
}
TURN = r"Turn (\d+) of (\d+)\r\n"
ROLL = r"Roll ([123]): ([1-6] [1-6] [1-6] [1-6] [1-6])\r\n"
REROLL_PROMPT = r"Re-roll[^\r\n]*> "
LINE_PROMPT = r"Choose a line[^\r\n]*> "
SCORED = r"Scored (\d+) on ([A-Za-z ]+)\. Total: (\d+)\r\n"
FINAL = r"Final score: (\d+)\r\n"
CONTRACT = (TURN, ROLL, REROLL_PROMPT, LINE_PROMPT, SCORED, FINAL)
# The events of a session, by the kind the grader calls them, and the key of each.
EVENT_KEYS = {"turn": "turn", "roll": "roll", "reroll": "reroll_prompt", "line": "line_prompt",
              "scored": "scored", "final": "final"}  # fmt: skip


def contract_events(contract=None) -> dict:
    """Return what a session watches for: each kind's pattern (lines end at \\r\\n), and the end.

    The default watches for any roll number, so a fourth roll shows.
    """
    contract = {**DEFAULT_CONTRACT, **(contract or {})}
    events = {}
    for kind, key in EVENT_KEYS.items():
        ending = r"\r\n" if CONTRACT_KEYS[key][0] == "line" else ""
        events[kind] = contract[key] + ending
    return {**events, "end": pexpect.EOF}


def read_contract(path) -> dict:
    """Return the contract in a JSON file, or raise ValueError naming the key and the fault."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ValueError(f"--contract {path}: cannot read it as JSON ({error})") from None
    if not isinstance(data, dict):
        raise ValueError(f"--contract {path}: give an object of regular expressions by key")
    for key, pattern in data.items():
        if key not in CONTRACT_KEYS:
            raise ValueError(
                f"--contract {path}: {key!r} is not a key; keys: {', '.join(CONTRACT_KEYS)}"
            )
        if not isinstance(pattern, str):
            raise ValueError(f"--contract {path}: {key} must be a string")
        try:
            groups = re.compile(pattern).groups
        except re.error as error:
            raise ValueError(
                f"--contract {path}: {key} is not a regular expression ({error})"
            ) from None
        if groups not in CONTRACT_KEYS[key][1]:
            wanted = " or ".join(map(str, CONTRACT_KEYS[key][1]))
            raise ValueError(
                f"--contract {path}: {key} has {groups} groups, not {wanted}:"
                f" {CONTRACT_KEYS[key][3]}"
            )
    return data


EVENTS = contract_events()
LINES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
MAIN_PLAN = {1: ["1 2", "3"], 2: [""], 3: ["1 3 5", ""], 4: ["2 4", "1 2 3 4 5"], 5: ["5", "4"]}
# (where, answer, what kind of bad answer): each must be refused, then the same prompt.
PROBES = [
    ("reroll", "7", "a position out of range"),
    ("reroll", "0", "a position out of range"),
    ("reroll", "1 1", "a repeated position"),
    ("reroll", "maybe", "a word"),
    ("reroll", "9" * 1000, "a line of 1,000 characters"),
    ("reroll", "\x01\x02\x1b[2J\x07", "control characters"),
    ("line", "9", "a line out of range"),
    ("line", "maybe", "a word"),
    ("line", "", "an empty answer at the line prompt"),
    ("used", "1", "a used line"),
]
TAIL = 12
# Bounds on one session, so that no program can keep the grader: what it may print (a
# six-turn game prints about 5,000 characters), the time a whole game may take (in
# --timeout steps), the characters each search looks at, and how often a wait checks that
# the program is still alive (its children may hold the terminal open after it ends).
OUTPUT_LIMIT = 250_000
EVENT_LIMIT = 1_000  # contract lines and prompts; a six-turn game shows about 60
GAME_STEPS = 8
SEARCH_WINDOW = 4096
POLL = 0.2
KEPT = 65_536


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


def points(line: str, dice) -> int:
    """Score dice on a homework line, by the rules: the sum of the dice showing its face."""
    face = LINES.index(line) + 1
    return face * list(dice).count(face)


def tagged(tag) -> list:
    """Return the processes whose environment carries this session's tag (Linux's /proc)."""
    marker = f"{TAG}={tag}".encode() + b"\0"
    found = []
    for entry in Path("/proc").glob("[0-9]*") if Path("/proc/self/environ").exists() else ():
        with contextlib.suppress(OSError):
            if marker in (entry / "environ").read_bytes() and int(entry.name) != os.getpid():
                found.append(int(entry.name))
    return found


class Tail:
    """What a program printed (pexpect's logfile_read): its last KEPT characters, and a count."""

    def __init__(self):
        self.text, self.total = "", 0

    def write(self, text):
        self.total += len(text)
        self.text = (self.text + text)[-KEPT:]

    def flush(self):
        pass

    def getvalue(self):
        return self.text


# The sessions still running: Ctrl-C at the grader ends them all.
RUNNING = set()
# Each session's processes carry this variable, so that those which leave its process group
# (setsid) are found and ended with it, on Linux.
TAG = "YAHTZEE_GRADER_SESSION"
END_ROUNDS = 50  # looks for them, at most, when a session ends
TAGS = itertools.count(1)


class Session:
    """One run of a game in a pseudo-terminal of 24 rows and 80 columns (or as given).

    By default the game is python3 yahtzee.py (see find_game); command runs any program.
    It runs in a session of its own, and closing it ends the whole process group.
    """

    def __init__(self, *args, program=None, timeout=10, columns=80, command=None, contract=None):
        if command is None:
            command = [sys.executable, str(find_game(program))]
        self.tag = f"{os.getpid()}-{next(TAGS)}"  # its processes carry it, wherever they go
        self.child = pexpect.spawn(
            command[0],
            [*command[1:], *args],
            encoding="utf-8",
            codec_errors="replace",
            timeout=timeout,
            dimensions=(24, columns),
            searchwindowsize=SEARCH_WINDOW,
            env={**os.environ, TAG: self.tag},
        )
        self.patterns = contract_events(contract)
        # pexpect waits 50 ms before each send by default, for programs that switch
        # echo off first; a line-prompt game has no need of it.
        self.child.delaybeforesend = None
        self.child.logfile_read = Tail()
        RUNNING.add(self)
        self.deadline = time.monotonic() + GAME_STEPS * timeout
        self.events = 0
        self.stopped = ""  # why the grader stopped the program, if it did

    @property
    def transcript(self):
        """Return everything the game has shown so far (answers echoed), with \\n line ends."""
        return self.child.logfile_read.getvalue().replace("\r\n", "\n")

    def tail(self, lines=TAIL, everything=False):
        """Return the last lines of the transcript, for a report: up to what was last matched,
        or, with everything, all the program printed (what pexpect read ahead too).
        """
        seen = self.child.logfile_read.getvalue()
        unread = 0 if everything else min(len(seen), len(self.child.buffer or ""))
        return seen[: len(seen) - unread].replace("\r\n", "\n").splitlines()[-lines:]

    def expect(self, pattern):
        """Wait for pattern; return its groups. The text skipped is in self.child.before.

        Raise pexpect.EOF if the program ends first, pexpect.TIMEOUT if it does not come
        in time or the program passes its bounds.
        """
        kind, groups = self.wait_for({"match": pattern, "end": pexpect.EOF})
        if kind == "match":
            return groups
        raise (pexpect.EOF if kind == "end" else pexpect.TIMEOUT)(f"no {pattern!r}")

    def answer(self, prompt, text):
        """Wait for a prompt, then type an answer and Enter."""
        self.expect(prompt)
        self.child.sendline(text)

    def turn(self):
        """Return (turn, turns) from the next `Turn T of N` line."""
        turn, turns = self.expect(self.patterns["turn"])
        return int(turn), int(turns)

    def roll(self):
        """Return (roll number, dice) from the next `Roll R: ...` line."""
        number, dice = self.expect(ROLL)
        return int(number), [int(die) for die in dice.split()]

    def scored(self):
        """Return (points, line, total) from the next `Scored S on LINE. Total: T` line."""
        points, line, total = self.expect(self.patterns["scored"])
        return int(points), line, int(total)

    def final_score(self):
        """Return T from the `Final score: T` line."""
        return int(self.expect(self.patterns["final"])[0])

    def next_event(self):
        """Return (kind, groups) of the next contract line or prompt, the end, or a time-out."""
        return self.wait_for(self.patterns)

    def wait_for(self, events: dict):
        """Return (kind, groups) of the first of events to come, or ("timeout", ()).

        A time-out is also a program that printed too much or ran too long (self.stopped
        says which). A program that has ended while its children hold the terminal open
        has its process group ended, so that its end comes at once.
        """
        patterns = [*events.values(), pexpect.TIMEOUT]
        waited = 0.0
        while not self.over_bounds():
            index = self.child.expect(patterns, timeout=POLL)
            if index < len(events):
                self.events += 1
                kind, match = list(events)[index], self.child.match
                return kind, match.groups() if isinstance(match, re.Match) else ()
            waited += POLL
            if not self.child.isalive():
                self.end_group()
            elif waited >= self.child.timeout:
                return "timeout", ()
        return "timeout", ()

    def over_bounds(self) -> bool:
        """Return whether the program has printed too much or run too long (and say which)."""
        if self.child.logfile_read.total > OUTPUT_LIMIT:
            self.stopped = f"it printed over {OUTPUT_LIMIT:,} characters"
        elif self.events > EVENT_LIMIT:
            self.stopped = f"it printed over {EVENT_LIMIT:,} contract lines and prompts"
        elif time.monotonic() > self.deadline:
            self.stopped = f"a game took over {GAME_STEPS} x --timeout seconds"
        return bool(self.stopped)

    def end_group(self):
        """End every process of the program's session: its children too, even those that left
        its process group (setsid), found by the variable they carry (on Linux).
        """
        with contextlib.suppress(OSError):  # the group has already gone
            os.killpg(self.child.pid, signal.SIGKILL)
        # A child may fork between the look at /proc and its end: look again until none is left.
        for _ in range(END_ROUNDS):
            found = tagged(self.tag)
            if not found:
                break
            for pid in found:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
            time.sleep(0.01)

    def finish(self):
        """Wait for the program to end; return its exit status (or -signal)."""
        RUNNING.discard(self)
        self.child.expect(pexpect.EOF)
        self.child.wait()
        self.end_group()
        # It has exited, so close() need not wait 0.1 s for the kernel to say so.
        self.child.ptyproc.delayafterclose = 0
        self.child.close()
        if self.child.exitstatus is None:
            return -self.child.signalstatus
        return self.child.exitstatus

    def close(self):
        """End the program and its children, whatever they are doing."""
        RUNNING.discard(self)
        self.end_group()
        self.child.close(force=True)


# ------------------------------------------------------------------ the report


class Report:
    """What each check found: it passes when it was tried and nothing went wrong."""

    def __init__(self):
        self.tried = set()
        self.failures = {name: [] for name in RUBRIC}
        self.untried = "never reached"  # what a check not tried says

    def ok(self, check):
        """Note that a check was tried and held."""
        self.tried.add(check)

    def fail(self, check, reason, session):
        """Note that a check failed, why, and the transcript just before."""
        self.tried.add(check)
        if len(self.failures[check]) < 3:  # the report shows three; more only cost memory
            self.failures[check].append({"reason": reason, "transcript": session.tail()})

    def judge(self, check, held, reason, session):
        """Note a check that held, or failed for reason."""
        if held:
            self.ok(check)
        else:
            self.fail(check, reason, session)

    def results(self):
        """Return each check's result: name, points, earned, passed, what, failures."""
        rows = []
        for name, (worth, what) in RUBRIC.items():
            failures = self.failures[name] or (
                [] if name in self.tried else [{"reason": self.untried, "transcript": []}]
            )
            passed = not failures
            rows.append(
                {
                    "name": name,
                    "points": worth,
                    "earned": worth if passed else 0,
                    "passed": passed,
                    "what": what,
                    "failures": failures,
                }
            )
        return rows


def typed(word: str) -> str:
    """Return a word of the command as a person types it: python3, a path from here."""
    if word == sys.executable:
        return "python3"
    if os.path.isabs(word) and os.path.exists(word):
        return os.path.relpath(word)
    return word


def format_report(command, rows) -> str:
    """Return the report: a line per check, the total, then each failure with its transcript."""
    lines = [f"Grading: {' '.join(typed(word) for word in command)}"]
    for row in rows:
        verdict = "PASS" if row["passed"] else "FAIL"
        score = f"{row['earned']:>2}/{row['points']:<2}"
        lines.append(f"{verdict} {score} {row['name']:<21} {row['what']}")
    earned, total = sum(row["earned"] for row in rows), sum(row["points"] for row in rows)
    lines.append(f"Total: {earned}/{total}")
    for row in rows:
        for failure in row["failures"][:3]:
            lines.append("")
            lines.append(f"{row['name']}: {failure['reason']}")
            lines += [f"  | {line}" for line in failure["transcript"]]
    return "\n".join(lines)


# ------------------------------------------------------------------ playing a game


class Game:
    """A game watched by the grader: what it has seen, what it expects, and how it answers.

    plan(game, prompt) returns the answer to type at a prompt ("reroll" or "line").
    """

    def __init__(self, session, report, plan):
        self.session, self.report, self.plan = session, report, plan
        self.turn, self.rolls, self.dice, self.total = 0, 0, None, 0
        self.points = 0  # the sum of the points the Scored lines gave
        self.open = list(LINES)
        self.rerolled = None  # the positions re-rolled, until the next roll shows
        self.kept_all = False  # keep all was typed: the line prompt must come next
        self.chosen = None  # the line typed at the line prompt
        self.finished = False
        self.stopped = False  # the grader had to stop the program
        self.last = None  # the kind of the last event seen

    def play(self):
        """Play until the game ends; return whether it finished and exited in time."""
        handlers = {
            "turn": self.on_turn,
            "roll": self.on_roll,
            "reroll": self.on_reroll,
            "line": self.on_line,
            "scored": self.on_scored,
            "final": self.on_final,
        }
        while True:
            kind, groups = self.session.next_event()
            if kind in handlers:
                handlers[kind](*groups)
                self.last = kind
                continue
            return self.on_stop(kind)

    def judge(self, check, held, reason):
        """Note what a check found in this game."""
        self.report.judge(check, held, reason, self.session)

    def on_turn(self, turn, turns):
        self.judge(
            "six_turns",
            int(turn) == self.turn + 1 and int(turns) == 6 and int(turn) <= 6,
            f"expected Turn {self.turn + 1} of 6, got Turn {turn} of {turns}",
        )
        self.turn, self.rolls, self.rerolled, self.kept_all = int(turn), 0, None, False

    def on_roll(self, *groups):
        number, shown = groups if len(groups) == 2 else (self.rolls + 1, groups[0])
        dice = [int(face) for face in re.findall(r"\d", shown)]
        if len(dice) != 5:  # a class's own roll line that shows no five dice
            self.report.fail(
                "three_rolls", f"the roll line {shown!r} shows no five dice", self.session
            )
            dice = (dice + [0] * 5)[:5]
        self.rolls += 1
        self.judge(
            "three_rolls",
            int(number) == self.rolls <= 3,
            f"roll {self.rolls} of the turn was shown as Roll {number}",
        )
        if self.kept_all:
            self.report.fail("keep_all_ends_rolling", "a roll came after keep all", self.session)
            self.kept_all = False
        if self.rerolled is not None:
            kept = [place for place in range(5) if place + 1 not in self.rerolled]
            changed = [place + 1 for place in kept if dice[place] != self.dice[place]]
            self.judge(
                "reroll_keeps_the_rest",
                not changed,
                f"re-rolled {sorted(self.rerolled)}, yet the dice at {changed} changed",
            )
        self.dice, self.rerolled = dice, None

    def on_reroll(self):
        self.judge("three_rolls", self.rolls < 3, "a re-roll prompt came after Roll 3")
        if self.kept_all:
            self.report.fail(
                "keep_all_ends_rolling", "a re-roll prompt after keep all", self.session
            )
        answer = self.plan(self, "reroll")
        self.kept_all = answer == ""
        self.rerolled = {int(word) for word in answer.split()} or None
        self.session.child.sendline(answer)

    def on_line(self):
        if self.kept_all:
            self.report.ok("keep_all_ends_rolling")
        self.kept_all = False
        answer = self.plan(self, "line")
        self.chosen = LINES[int(answer) - 1] if answer.isdigit() else answer
        self.session.child.sendline(answer)

    def on_scored(self, scored, line, shown_total):
        scored, shown_total = int(scored), int(shown_total)
        line = next((name for name in LINES if name.lower() == line.strip().lower()), line)
        if line not in LINES:
            self.report.fail(
                "six_turns", f"scored a line the homework has not: {line}", self.session
            )
        else:
            self.judge_line(scored, line)
        self.judge(
            "running_total",
            shown_total == self.total + scored,
            f"Total {shown_total} after {self.total} + {scored}",
        )
        self.total, self.chosen = shown_total, None
        self.points += scored

    def judge_line(self, scored, line):
        """Check the points of a line, which line it was, and the last line's filling."""
        expected = points(line, self.dice)
        reason = f"{line} with {self.dice} scores {expected}, not {scored}"
        if self.chosen not in (None, line):
            expected, reason = None, f"{self.chosen} was chosen, but {line} was scored"
        self.judge("line_scores", scored == expected, reason)
        if len(self.open) == 1:
            self.judge(
                "last_line", line == self.open[0], f"{line} scored, {self.open[0]} was left"
            )
        if line in self.open:
            self.open.remove(line)

    def on_final(self, final):
        self.judge(
            "final_score",
            int(final) == self.points,
            f"Final score {final}, but the Scored lines add up to {self.points}",
        )
        self.judge("six_turns", self.turn == 6, f"the game ended after {self.turn} turns")
        self.finished = True

    def on_stop(self, kind):
        """Judge how the game stopped: after its Final score, or too early, or not at all."""
        if kind == "timeout":
            why = self.session.stopped or self.awaited()
            self.report.fail("finishes_in_time", why, self.session)
            self.session.close()
            self.stopped = True
            return False
        if not self.finished and self.turn < 6:
            self.report.fail("six_turns", f"the game ended after {self.turn} turns", self.session)
        elif not self.finished:
            self.report.fail("final_score", "the program ended before a Final score", self.session)
        self.report.ok("finishes_in_time")
        return self.finished

    def awaited(self) -> str:
        """Return what the grader waited for in vain, with an example, and what it saw."""
        wait = f"{self.session.child.timeout:g} s"
        if self.finished:
            return f"the program did not end within {wait} of its final score"
        keys = AWAITED[self.last] if self.open or self.last != "scored" else ("final",)
        example = CONTRACT_KEYS[keys[0]][2]
        shown = " | ".join(line for line in self.session.tail(4, everything=True) if line.strip())
        return (
            f"in turn {self.turn}, waited {wait} for {' or '.join(keys)} (such as {example!r});"
            f" the program printed: {shown or 'nothing'}"
        )


# What comes after each event (none yet: the first turn line), as contract keys.
AWAITED = {
    None: ("turn",), "turn": ("roll",), "roll": ("reroll_prompt", "line_prompt"),
    "reroll": ("roll", "line_prompt"), "line": ("scored",), "scored": ("turn",),
}  # fmt: skip


def best_line(game) -> str:
    """Return the open line that scores most with the dice; the first on the sheet when tied."""
    return max(game.open, key=lambda line: (points(line, game.dice), -LINES.index(line)))


def main_plan(game, prompt) -> str:
    """Answer as the documented main game does."""
    if prompt == "reroll":
        answers = MAIN_PLAN.get(game.turn, [""])
        return answers[min(game.rolls, len(answers)) - 1]
    line = best_line(game) if game.dice else game.open[0]
    return line if game.turn == 2 else str(LINES.index(line) + 1)


def random_plan(rng):
    """Return a plan that answers at random: random re-rolls, random open lines."""

    def plan(game, prompt):
        if prompt == "reroll":
            chosen = [place for place in range(1, 6) if rng.random() < 0.5]
            return "" if rng.random() < 0.25 else " ".join(map(str, chosen or [1]))
        line = rng.choice(game.open)
        return line if rng.random() < 0.5 else str(LINES.index(line) + 1)

    return plan


# ------------------------------------------------------------------ probes


def reach(session, where) -> bool:
    """Bring a fresh session to the prompt a probe needs; return whether it got there."""
    reroll, line, scored = (session.patterns[kind] for kind in ("reroll", "line", "scored"))
    steps = {
        "reroll": [reroll],
        "line": [reroll, "", line],
        "used": [reroll, "", line, "1", scored, reroll, "", line],
    }[where]
    try:
        for step in steps:
            if step in (reroll, line, scored):
                session.expect(step)
            else:
                session.child.sendline(step)
    except (pexpect.EOF, pexpect.TIMEOUT):
        return False
    return True


def probe(session, answer) -> str:
    """Type a bad answer at the prompt shown; return what went wrong, or "" if it was refused."""
    question = session.child.after
    session.child.sendline(answer)
    kind, _ = session.next_event()
    if kind == "timeout":
        return "no answer came"
    said = session.child.before
    if "Traceback (most recent call last)" in said:
        return "a traceback"
    if kind not in ("reroll", "line"):
        return f"the prompt did not come again ({kind} came instead)"
    if session.child.after != question:
        return "another prompt came instead of the same one"
    return ""


def run_probes(start, report):
    """Try every probe at a fresh prompt, starting a new session whenever one goes wrong."""
    session, at = None, None
    for where, answer, kind in PROBES:
        check = "used_line_refused" if where == "used" else "bad_answers_refused"
        if session is None or at != where:
            if session is not None:
                session.close()
            session, at = start(), where
            if not reach(session, where):
                report.fail(check, f"could not reach the {where} prompt for {kind}", session)
                session.close()
                session = None
                continue
        wrong = probe(session, answer)
        report.judge(check, not wrong, f"{kind} ({answer[:20]!r}): {wrong}", session)
        if wrong:
            session.close()
            session = None
    if session is not None:
        session.close()


def run_input_ending(start, report):
    """End the input at the first prompt: the program must end, with no traceback."""
    session = start()
    if not reach(session, "reroll"):
        report.fail("input_ending", "no re-roll prompt came", session)
        session.close()
        return
    session.child.sendeof()
    kind, _ = session.wait_for({"end": pexpect.EOF})
    session.close()
    if kind != "end":
        report.fail("input_ending", "the program went on after input ended", session)
        return
    traceback = "Traceback (most recent call last)" in session.transcript
    report.judge("input_ending", not traceback, "a traceback after input ended", session)


# ------------------------------------------------------------------ C, built as the homework says
# The homework's Makefile: clang -g -Wall -Werror -o yahtzee yahtzee.c (gcc where clang is not).
# The games are played again on builds that catch what the homework forbids: reads and
# writes out of bounds and undefined behaviour (AddressSanitizer, UndefinedBehaviorSanitizer),
# and reads of uninitialised memory (valgrind, else clang's MemorySanitizer).

C_RUBRIC = {
    "compiles_cleanly": (10, "it compiles with -g -Wall -Werror: no warning, no error"),
    "memory_safe": (10, "no read out of bounds or of uninitialised memory, no UB"),
}
C_FLAGS = ["-g", "-Wall", "-Werror"]
ADDRESS = [
    "-g",
    "-fsanitize=address,undefined",
    "-fno-sanitize-recover=all",
    "-fno-omit-frame-pointer",
]
MEMORY = ["-g", "-fsanitize=memory", "-fno-omit-frame-pointer"]
BUILD_SECONDS = 120
QUOTED = 6  # lines of a compiler's or a sanitizer's output quoted in a report
# What each tool's report begins with, in a transcript.
REPORTS = {
    "AddressSanitizer": r"ERROR: AddressSanitizer",
    "UndefinedBehaviorSanitizer": r"runtime error:",
    "MemorySanitizer": r"WARNING: MemorySanitizer",
    "valgrind": r"==\d+== (Invalid (read|write)|Conditional jump|Use of uninitialised|Syscall)",
}
os.environ.setdefault("ASAN_OPTIONS", "detect_leaks=0:color=never")
os.environ.setdefault("UBSAN_OPTIONS", "print_stacktrace=1:color=never")
os.environ.setdefault("MSAN_OPTIONS", "color=never")

# A submission: its name, its path, and what it is: "python", "c", "make", or None.
Submission = namedtuple("Submission", "name path kind")
# A build: the command that plays, the compiler's verdict, and the builds that catch faults.
Build = namedtuple("Build", "command clean output checks")


def c_compiler():
    """Return the C compiler to use: clang as the homework says, else gcc, else None."""
    return next((name for name in ("clang", "gcc", "cc") if shutil.which(name)), None)


def build_c(submission, work: Path) -> Build:
    """Build a C submission in work (never in the submission): as the homework, then checked."""
    source = work / "src"
    if submission.path.is_dir():
        shutil.copytree(submission.path, source)
    else:
        source.mkdir()
        shutil.copy(submission.path, source / "yahtzee.c")
    sources = sorted(str(path) for path in source.glob("*.c"))
    compiler = c_compiler()
    if compiler is None and submission.kind != "make":
        return Build(None, False, "no C compiler: install clang (or gcc)", [])
    if submission.kind == "make":
        steps = [["make", "-C", str(source)]]
        program = source / "yahtzee"
    else:
        program = work / "yahtzee"
        steps = [[compiler, *C_FLAGS, "-o", str(program), *sources]]
    clean, output = compile_with(steps[0])
    output = output.replace(f"{source}{os.sep}", "").replace(f"{work}{os.sep}", "")
    if compiler not in (None, "clang"):
        output = f"(clang is not here: built with {compiler})\n{output}".strip()
    if submission.kind == "make" and "warning:" in output:
        clean = False
    if not program.is_file():
        return Build(None, False, output or "the build made no program called yahtzee", [])
    return Build([str(program)], clean, output, fault_builds(compiler, sources, work, program))


def compile_with(command) -> tuple:
    """Run a build command; return whether it was clean (status 0) and what it printed."""
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=BUILD_SECONDS)
    except (OSError, subprocess.TimeoutExpired) as error:
        return False, f"{' '.join(command)}: {error}"
    return done.returncode == 0, (done.stdout + done.stderr).strip()


def fault_builds(compiler, sources, work: Path, program: Path) -> list:
    """Return (tool, command) for each way to catch the faults the homework forbids."""
    checks = []
    if compiler in ("clang", "gcc") and sources:
        built, _ = compile_with([compiler, *ADDRESS, "-o", str(work / "asan"), *sources])
        if built:
            checks.append(
                ("AddressSanitizer and UndefinedBehaviorSanitizer", [str(work / "asan")])
            )
    if shutil.which("valgrind"):
        checks.append(("valgrind", ["valgrind", "-q", "--error-exitcode=99", str(program)]))
    elif compiler == "clang" and sources:
        built, _ = compile_with([compiler, *MEMORY, "-o", str(work / "msan"), *sources])
        if built:
            checks.append(("MemorySanitizer", [str(work / "msan")]))
    return checks


def memory_report(checks, timeout, contract) -> tuple:
    """Play the main game on each fault-catching build; return (tools used, report or "")."""
    for tool, command in checks:
        session = Session(command=command, timeout=timeout * 3, contract=contract)
        Game(session, Report(), main_plan).play()
        session.close()
        text = session.transcript
        for name, pattern in REPORTS.items():
            found = re.search(pattern, text)
            if found:
                start = text.rfind("\n", 0, found.start()) + 1
                quoted = text[start:].strip().splitlines()[:QUOTED]
                return tool, f"{name} caught it:\n" + "\n".join(quoted)
    return ", ".join(tool for tool, _ in checks) or "no tool", ""


# ------------------------------------------------------------------ a class
# A submission is a folder holding a Makefile, yahtzee.c or yahtzee.py, or a file (.c, .py)
# in the class's folder. Each is graded alone, several at once; a broken one gets a row of
# zeros and the reason, and never stops the class.


def find_submissions(folder) -> list:
    """Return the submissions in a class's folder, by name."""
    found = []
    for entry in sorted(Path(folder).iterdir()):
        if entry.name.startswith("."):
            continue
        if entry.is_dir():
            kinds = [("make", "Makefile"), ("c", "yahtzee.c"), ("python", "yahtzee.py")]
            kind = next((kind for kind, name in kinds if (entry / name).is_file()), None)
            found.append(Submission(entry.name, entry, kind))
        elif entry.suffix in (".c", ".py"):
            found.append(Submission(entry.stem, entry, "c" if entry.suffix == ".c" else "python"))
    return found


def zero_rows(reason, rubric=RUBRIC) -> list:
    """Return a result row of 0 for every check of a rubric, each failed for reason."""
    return [
        {"name": name, "points": worth, "earned": 0, "passed": False, "what": what,
         "failures": [{"reason": reason, "transcript": []}]}
        for name, (worth, what) in rubric.items()
    ]  # fmt: skip


def c_rows(build: Build, memory) -> list:
    """Return the C checks' rows: the compiler's verdict, and the fault-catching games'."""
    rows = []
    for name, (worth, what) in C_RUBRIC.items():
        if name == "compiles_cleanly":
            quoted = "\n".join(build.output.splitlines()[:QUOTED])
            passed, reason = build.clean, f"the compiler said:\n{quoted}"
        else:
            passed, reason = (
                memory is not None and not memory[1],
                memory[1] if memory else "not run",
            )
        failures = [] if passed else [{"reason": reason, "transcript": []}]
        rows.append({"name": name, "points": worth, "earned": worth if passed else 0,
                     "passed": passed, "what": what, "failures": failures})  # fmt: skip
    return rows


def grade_submission(submission, timeout, games, contract) -> dict:
    """Grade one submission; return its name, kind, command, rows, and the report's text."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="grader-") as work:
        command, extra = None, []
        try:
            if submission.kind is None:
                raise CannotStart("it holds no Makefile, yahtzee.c or yahtzee.py")
            if submission.kind == "python":
                path = submission.path
                command = [sys.executable, str(path / "yahtzee.py" if path.is_dir() else path)]
            else:
                build = build_c(submission, Path(work))
                command = build.command
                if command is None:
                    extra = c_rows(build, None)
                    raise CannotStart("it does not compile, so nothing was run")
            rows = grade(command, timeout, games, contract=contract)
            if submission.kind != "python":
                extra = c_rows(build, memory_report(build.checks, timeout, contract))
        except CannotStart as error:
            rows = zero_rows(str(error))
        except (pexpect.ExceptionPexpect, OSError) as error:
            rows = zero_rows(f"it cannot be run: {error}")
    rows += extra
    shown = command or [str(submission.path)]
    return {"name": submission.name, "kind": submission.kind, "command": shown, "rows": rows}


def grade_class(folder, out, jobs, timeout, games, contract, tell=None) -> list:
    """Grade every submission in folder, jobs at once; write the gradebook and reports to out."""
    from concurrent.futures import ThreadPoolExecutor, as_completed

    submissions = find_submissions(folder)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    results = []
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [
            pool.submit(grade_submission, sub, timeout, games, contract) for sub in submissions
        ]
        for done in as_completed(futures):
            results.append(done.result())
            if tell:
                tell(f"{len(results)}/{len(submissions)} graded")
    results.sort(key=lambda result: result["name"])
    for result in results:
        stem = safe_name(result["name"])
        text = format_report(result["command"], result["rows"])
        (out / f"{stem}.txt").write_text(text + "\n", encoding="utf-8")
        (out / f"{stem}.json").write_text(json.dumps(gradescope(result["rows"]), indent=2) + "\n")
    write_gradebook(out / "gradebook.csv", results)
    return results


def safe_name(name: str) -> str:
    """Return a submission's name as a file name: letters, digits, dot, dash and underscore."""
    return re.sub(r"[^A-Za-z0-9._-]", "_", name) or "submission"


def first_reason(row) -> str:
    """Return a row's first failure reason on one short line."""
    reason = row["failures"][0]["reason"] if row["failures"] else ""
    return " ".join(reason.split())[:160]


def write_gradebook(path: Path, results) -> None:
    """Write the gradebook: a row per submission, each check's points, the reasons it failed.

    UTF-8 with a byte-order mark and quoted as csv quotes, so a spreadsheet opens it as it is.
    """
    import csv

    checks = list(RUBRIC) + list(C_RUBRIC)
    with open(path, "w", newline="", encoding="utf-8-sig") as file:
        writer = csv.writer(file)
        writer.writerow(["name", "kind", "score", "out_of", *checks, "failures"])
        for result in results:
            rows = {row["name"]: row for row in result["rows"]}
            earned = sum(row["earned"] for row in rows.values())
            out_of = sum(row["points"] for row in rows.values())
            points = [rows[name]["earned"] if name in rows else "" for name in checks]
            failed = failure_summary([row for row in rows.values() if not row["passed"]])

            writer.writerow(
                [result["name"], result["kind"] or "", earned, out_of, *points, failed]
            )


def failure_summary(failed) -> str:
    """Return why the checks failed, each reason once: check: reason; or every check's one."""
    reasons = {}
    for row in failed:
        reasons.setdefault(first_reason(row), []).append(row["name"])
    if len(reasons) == 1 and len(failed) > 2:
        return f"every check failed: {next(iter(reasons))}"
    named = {reason: ", ".join(names) if len(names) <= 3 else f"{len(names)} checks"
             for reason, names in reasons.items()}  # fmt: skip
    return "; ".join(f"{names}: {reason}" for reason, names in named.items())


def gradescope(rows) -> dict:
    """Return results in the shape of Gradescope's results.json: score, then a test per check."""
    tests = []
    for row in rows:
        output = "\n\n".join(
            "\n".join([failure["reason"], *(f"  | {line}" for line in failure["transcript"])])
            for failure in row["failures"]
        )
        tests.append({"name": row["name"], "score": row["earned"], "max_score": row["points"],
                      "output": output or row["what"]})  # fmt: skip
    return {"score": sum(row["earned"] for row in rows), "tests": tests}


def format_summary(results) -> str:
    """Return the class's summary: how many passed every check, the mean, the most failed."""
    scores = [sum(row["earned"] for row in result["rows"]) for result in results]
    passed = sum(all(row["passed"] for row in result["rows"]) for result in results)
    failed = {}
    for result in results:
        for row in result["rows"]:
            if not row["passed"]:
                failed[row["name"]] = failed.get(row["name"], 0) + 1
    most = sorted(failed.items(), key=lambda item: (-item[1], item[0]))[:3]
    mean = sum(scores) / len(scores) if scores else 0
    often = ", ".join(f"{name} ({count})" for name, count in most) or "none"
    return (
        f"Graded {len(results)}: {passed} passed every check; mean score {mean:.1f}."
        f" Most often failed: {often}."
    )


# ------------------------------------------------------------------ the command line


class CannotStart(Exception):
    """The program ended before its first turn: a wrong command, or a program that cannot run."""


def grade(command, timeout=10, games=2, seed=1, contract=None):
    """Grade a program (a command line, as a list); return the results, check by check.

    When the main game stops because a contract line or prompt never comes, the grading stops
    there: the checks not tried say why, and no more sessions wait for what will not come.
    """
    report = Report()
    start = partial(Session, command=command, timeout=timeout, contract=contract)
    session = start()
    game = Game(session, report, main_plan)
    game.play()
    session.close()
    if game.turn == 0:
        raise CannotStart(first_turn_missing(session, not game.stopped, timeout))
    if session.stopped or game.stopped and not game.finished:  # what comes next never came
        report.untried = f"not tried: the main game stopped in turn {game.turn}"
        return report.results()
    run_probes(start, report)
    run_input_ending(start, report)
    rng = random.Random(seed)
    for _ in range(games):
        session = start()
        Game(session, report, random_plan(rng)).play()
        session.close()
    return report.results()


def first_turn_missing(session, ended, timeout) -> str:
    """Return what happened to a program that never showed its first turn."""
    shown = " | ".join(line for line in session.tail(6, everything=True) if line.strip())
    shown = shown or "nothing"
    if ended:
        return f"it ended before its first turn, after printing: {shown}"
    example = CONTRACT_KEYS["turn"][2]
    why = session.stopped or f"it showed no turn line (such as {example}) within {timeout:g} s"
    return f"{why}, so the grader stopped it; it had printed: {shown}"


def build_parser():
    parser = argparse.ArgumentParser(
        prog="grader.py",
        description="Grade a homework Yahtzee program, or a class of them, against the "
        "transcript contract.",
    )
    parser.add_argument("--points", action="store_true", help="print the rubric and exit")
    parser.add_argument(
        "--timeout", type=float, default=10, help="seconds allowed for each answer (10)"
    )
    parser.add_argument("--json", metavar="FILE", help="write the report as JSON (- for stdout)")
    parser.add_argument("--gradescope", metavar="FILE", help="write Gradescope's results.json")
    parser.add_argument("--games", type=int, default=2, help="random games after the plan (2)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random games (1)")
    parser.add_argument("--contract", metavar="FILE", help="the class's own wording, as JSON")
    parser.add_argument("--class", dest="folder", metavar="SUBMISSIONS", help="grade a class")
    parser.add_argument("--out", metavar="GRADES", help="with --class: where the grades go")
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="with --class: at once (cores)"
    )
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the program (yahtzee.py)")
    return parser


def format_rubric() -> str:
    """Return the rubric: each check with its points."""
    rows = [f"{worth:>3}  {name:<21} {what}" for name, (worth, what) in RUBRIC.items()]
    return "\n".join(rows + [f"{sum(worth for worth, _ in RUBRIC.values()):>3}  total"])


def write_json(path, command, rows):
    """Write the results as JSON, for a gradebook."""
    earned = sum(row["earned"] for row in rows)
    data = {"command": command, "score": earned, "out_of": sum(row["points"] for row in rows)}
    text = json.dumps({**data, "checks": rows}, indent=2)
    if path == "-":
        print(text)
    else:
        Path(path).write_text(text + "\n", encoding="utf-8")


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.points:
        print(format_rubric())
        return 0
    try:
        contract = read_contract(args.contract) if args.contract else None
    except ValueError as error:
        print(f"grader.py: error: {error}", file=sys.stderr)
        return 2
    if args.folder:
        return main_class(parser, args, contract)
    return main_one(parser, args, contract)


def main_one(parser, args, contract) -> int:
    """Grade one program (yahtzee.py beside the grader when none is named); return the status."""
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        try:
            command = [sys.executable, str(find_game())]
        except FileNotFoundError:
            parser.print_usage(sys.stderr)
            print("grader.py: error: give the program to grade, e.g. grader.py -- ./yahtzee,"
                  " or --class SUBMISSIONS --out GRADES", file=sys.stderr)  # fmt: skip
            return 2
    try:
        rows = grade(command, args.timeout, args.games, args.seed, contract)
    except KeyboardInterrupt:
        return interrupted()
    except (pexpect.ExceptionPexpect, FileNotFoundError, OSError, CannotStart) as error:
        print(f"grader.py: cannot start {' '.join(command)}: {error}", file=sys.stderr)
        rows = zero_rows(f"cannot start: {error}")
        write_results(args, command, rows)
        return 2
    write_results(args, command, rows)
    if args.json != "-":
        print(format_report(command, rows))
    return 0 if all(row["passed"] for row in rows) else 1


def write_results(args, command, rows) -> None:
    """Write the --json and --gradescope files asked for (a program that cannot start too)."""
    if args.json:
        write_json(args.json, command, rows)
    if args.gradescope:
        Path(args.gradescope).write_text(json.dumps(gradescope(rows), indent=2) + "\n")


def main_class(parser, args, contract) -> int:
    """Grade a class: --class SUBMISSIONS --out GRADES; return 0."""
    if not args.out:
        parser.error("--class needs --out GRADES: the folder the gradebook goes in")
    if not Path(args.folder).is_dir():
        parser.error(f"--class {args.folder}: no such folder")
    terminal = sys.stderr.isatty()

    def progress(text):
        print(f"\r{text}", end="", file=sys.stderr, flush=True)

    try:
        results = grade_class(args.folder, args.out, args.jobs, args.timeout, args.games,
                              contract, progress if terminal else None)  # fmt: skip
    except KeyboardInterrupt:
        return interrupted()
    if terminal:
        print(file=sys.stderr)
    print(format_summary(results))
    print(f"Gradebook: {Path(args.out) / 'gradebook.csv'}")
    return 0


def interrupted() -> int:
    """End every session still running and say so in one line; return 130."""
    for session in list(RUNNING):
        session.close()
    print("grader.py: interrupted; the program graded was stopped.", file=sys.stderr)
    return 130


if __name__ == "__main__":
    sys.exit(main())
