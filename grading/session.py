"""One session of a program in a pseudo-terminal, bounded, and ended with all it started."""

import contextlib
import itertools
import os
import platform
import re
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

import pexpect

from grading import limits
from grading.contract import ROLL, contract_events
from grading.legend import legend_lines, unlabelled, worded
from grading.probes import SURPLUS

ROOT = Path(__file__).resolve().parent.parent

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
LINE_KEPT = 400  # of a longer line, its ends: the screen's readers are slow on 10,000 spaces


def clipped(text: str) -> str:
    """Return text with each line longer than LINE_KEPT cut to its two ends around one space.

    No student's line is that long (a terminal shows 80 characters), and a hostile one of
    spaces or signs would keep the screen's readers for seconds on each screen.

    >>> line = clipped("Dice: 1 2 3 4 5" + " " * 10_000 + "> ")
    >>> len(line), line.split()
    (401, ['Dice:', '1', '2', '3', '4', '5', '>'])
    """
    half = LINE_KEPT // 2
    lines = text.split("\n")
    cut = (f"{line[:half]} {line[-half:]}" if len(line) > LINE_KEPT else line for line in lines)
    return "\n".join(cut)


def find_game(program=None) -> Path:
    """Return the game to drive: program if given, else yahtzee.py here or one folder up."""
    if program is not None:
        return Path(program)
    for folder in (ROOT, ROOT.parent):
        if (folder / "yahtzee.py").is_file():
            return folder / "yahtzee.py"
    raise FileNotFoundError(
        f"yahtzee.py is neither in {ROOT} nor in {ROOT.parent}: give Session(program=PATH)."
    )


def tagged(tag) -> list:
    """Return the processes whose environment carries this session's tag (Linux's /proc)."""
    marker = f"{TAG}={tag}".encode() + b"\0"
    found = []
    for entry in Path("/proc").glob("[0-9]*") if Path("/proc/self/environ").exists() else ():
        with contextlib.suppress(OSError):
            if marker in (entry / "environ").read_bytes() and int(entry.name) != os.getpid():
                found.append(int(entry.name))
    return found


# Waiting for an answer: the system calls that read a terminal (read, readv), by machine.
READ_CALLS = {"x86_64": ("0", "19"), "aarch64": ("63", "65")}.get(platform.machine())
READ_SIZE = 65_536
STEP = 0.01  # how often a wait looks at the program
QUIET = 0.5  # where /proc cannot say, the silence taken as waiting for an answer
SETTLE = 0.005  # after the program reads, how long output already written may take to arrive


def family(pid: int) -> list:
    """Return a process and its descendants, from Linux's /proc (children files)."""
    found, queue = [], [pid]
    while queue and len(found) < 200:
        current = queue.pop()
        found.append(current)
        for children in limits.listed(f"/proc/{current}/task", "children"):
            with contextlib.suppress(OSError, ValueError):
                queue += [int(child) for child in children.read_text().split()]
    return found


def reads_made(pid: int) -> int:
    """Return the read system calls a process and its descendants have made (/proc/PID/io)."""
    made = 0
    for member in family(pid):
        with contextlib.suppress(OSError, ValueError, IndexError):
            io = Path(f"/proc/{member}/io").read_text().split()
            made += int(io[io.index("syscr:") + 1])
    return made


def reads_terminal(pid: int, terminal) -> bool:
    """Return whether a process is blocked in a read of the terminal (its syscall file)."""
    try:
        fields = Path(f"/proc/{pid}/syscall").read_text().split()
        if not fields or fields[0] not in READ_CALLS:
            return False
        return terminal is None or os.readlink(f"/proc/{pid}/fd/{int(fields[1], 16)}") == terminal
    except (OSError, ValueError, IndexError):
        return False


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
HOMES = set()  # the folders sessions run in, until each is closed (see remove_homes)


def remove_homes() -> None:
    """Remove the folders of the sessions not closed, as a stopped grader ends."""
    for home in list(HOMES):
        HOMES.discard(home)
        shutil.rmtree(home, ignore_errors=True)


# Each session's processes carry this variable, so that those which leave its process group
# (setsid) are found and ended with it, on Linux.
TAG = "YAHTZEE_GRADER_SESSION"
END_ROUNDS = 50  # looks for them, at most, when a session ends
TAGS = itertools.count(1)
# The address space a program graded may take (its sessions'): a homework game needs a few MiB.
SESSION_MEMORY = 1 << 30


def bounded(command, memory):
    """Return command run within an address space of memory bytes (None: as it is).

    prlimit(1) sets the limit and becomes the program (the same process), at no cost; where
    it is missing, a Python one-liner does (limits.limited).
    """
    if not memory:
        return command
    prlimit = shutil.which("prlimit")
    if prlimit:
        return [prlimit, f"--as={memory}", "--core=0", "--", *command]
    return limits.limited(command, memory)


def absolute(word: str) -> str:
    """Return a command's word as an absolute path where it names a file or folder here
    (./yahtzee, yahtzee.py), so that it runs from another folder; else as it is."""
    return os.path.abspath(word) if os.path.exists(word) else word


def spawn(command, timeout, columns, tag, cwd=None):
    """Start a command in a pseudo-terminal of its own, its processes tagged (in the folder
    cwd, if given); return the child.

    Nothing starts once the grader is stopping (limits.Stopped is raised).
    """
    if limits.STOPPING.is_set():
        raise limits.Stopped()
    with limits.SPAWNING:
        child = pexpect.spawn(
            command[0],
            command[1:],
            encoding="utf-8",
            codec_errors="replace",
            timeout=timeout,
            dimensions=(24, columns),
            searchwindowsize=SEARCH_WINDOW,
            env={**os.environ, TAG: tag},
            cwd=cwd,
        )
        limits.started(child.pid)
    # pexpect waits 50 ms before each send by default, for programs that switch echo off
    # first; a line-prompt game has no need of it.
    child.delaybeforesend = None
    child.logfile_read = Tail()
    return child


class Session:
    """One run of a game in a pseudo-terminal of 24 rows and 80 columns (or as given).

    By default the game is python3 yahtzee.py (see find_game); command runs any program.
    It runs in a session of its own, and closing it ends the whole process group.
    """

    def __init__(self, *args, program=None, timeout=10, columns=80, command=None, contract=None,
                 memory=None, home=False):  # fmt: skip
        """Start the game (or command) with args; memory, in bytes, bounds its address space.
        With home, it runs in a folder of its own, removed when it is closed: the files a
        graded program writes (a high-score table) land there, not where the grader runs."""
        if command is None:
            command = [sys.executable, str(find_game(program))]
        self.tag = f"{os.getpid()}-{next(TAGS)}"  # its processes carry it, wherever they go
        self.started = time.time()  # the second it started: a clock-seeded program's seed
        self.home = tempfile.mkdtemp(prefix="grader-home-") if home else None
        HOMES.update([self.home] if home else [])
        command = [*map(absolute, command), *args] if home else [*command, *args]
        self.child = spawn(bounded(command, memory), timeout, columns, self.tag, self.home)
        self.patterns = contract_events(contract)
        RUNNING.add(self)
        self.deadline = time.monotonic() + GAME_STEPS * timeout
        self.events = 0
        self.stopped = ""  # why the grader stopped the program, if it did
        self.misread = False  # it refused an answer in the form learned: the grader's error
        self.terminal = None  # the pseudo-terminal the program reads, once known
        self.reads_before = None  # the reads the program had made when an answer was typed
        self.moved = False  # a probe's answer was taken (never, for the contract's program)
        self.legend = {}  # what each bare prompt asks, as a legend printed before it says
        # A question answered only to go on (a confirmation, a pause) was met in a game; and
        # input is to be ended at the first one met, not answered (see run_ending_at_pause).
        self.paused = self.end_at_pause = False
        # A confirmation of a line chosen was met; one is to be declined and another line
        # taken in its place, and what was said of it once it was (see run_decline); or one
        # is to be given a bad answer (see run_confirm_probe). And a question of the dice
        # offered a hint; one is to be asked for, and what was typed once it was (run_hint).
        self.line_confirmed = self.decline_line = self.probe_confirm = False
        self.hint_offered = self.ask_hint = False
        self.declined = self.hint_typed = ""
        self.instead = {}  # the line declined: the one taken in its place, until scored
        self.typed = None  # the last answer typed
        self.pieces = ""  # an answer it read in pieces, answering a question itself (Driver)

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

    # What the checks ask of a session, answered as the contract does (a learned interface's
    # Driver answers them its own way): keep all ends the rolling, answers name positions, a
    # re-roll decision is one question, and a bad answer is typed as it is.
    keep_all_ends_rolling = True
    long_name = None  # a long name to type, once, where a name is asked (in a C build's game)
    by_faces = False
    asks_on = counts_first = False
    cased = False  # the contract's line answers are numbers: no letters to type in capitals
    numbered = False  # nor a used line typed by its name (a program of numbers may take names)

    def bad_answer(self, where, answer):
        """Return a probe's bad answer as it is typed, or None where the contract gives it a
        meaning (an empty answer keeps all the dice) or it names faces (the contract's
        positions name none)."""
        return None if answer in ("", SURPLUS) and where == "reroll" else answer  # no faces

    def probe(self, answer, taken_as=None) -> str:
        """Type a bad answer at the prompt shown; return what went wrong, or "" if refused.

        The contract's program refuses every bad answer: none is taken as meaning taken_as.
        """
        question = self.child.after
        self.send(answer)
        kind, _ = self.next_event()
        if kind == "timeout":
            return "no answer came"
        if "Traceback (most recent call last)" in self.child.before:
            return "a traceback"
        if kind not in ("reroll", "line"):
            return f"the prompt did not come again ({kind} came instead)"
        if self.child.after != question:
            return "another prompt came instead of the same one"
        return ""

    def wait_end(self) -> bool:
        """Return whether the program ends (within the timeout, and its bounds)."""
        return self.wait_for({"end": pexpect.EOF})[0] == "end"

    def send(self, text):
        """Type an answer and Enter (noting how many reads the program had made before it)."""
        self.reads_before = reads_made(self.child.pid) if READ_CALLS else None
        self.typed = text
        self.child.sendline(text)

    def screen(self):
        """Return (state, text): what the program printed until it waited for an answer.

        state is "asks" (it is blocked reading its terminal), "end" or "timeout" (no answer
        wanted within the timeout, or a bound passed). On Linux the wait is read from /proc;
        elsewhere a program that prints nothing for QUIET seconds is taken to be waiting.
        """
        text, quiet, waited = [], 0.0, 0.0
        while not self.over_bounds() and waited < self.child.timeout:
            try:
                text.append(self.child.read_nonblocking(READ_SIZE, timeout=STEP))
                quiet = 0.0
                continue
            except pexpect.TIMEOUT:
                quiet, waited = quiet + STEP, waited + STEP
            except pexpect.EOF:
                return "end", clipped("".join(text))
            if not self.child.isalive():
                self.end_group()
            elif self.is_reading(quiet):
                shown = unlabelled(clipped("".join(text) + self.drain()))
                found = legend_lines(shown, banner=self.typed is None)  # before any answer
                self.legend = {**found, **self.legend}  # the first word stands
                return "asks", worded(shown, self.legend)
        return "timeout", clipped("".join(text))

    def worded(self, text: str) -> str:
        """Return a screen with its bare prompt's words from a legend printed before it."""
        return worded(unlabelled(text), self.legend)

    def drain(self) -> str:
        """Return what the program printed that is still unread (it is waiting).

        What it wrote just before its read may still be on its way through the terminal, so
        the drain waits a moment after the last of it.
        """
        text = []
        with contextlib.suppress(pexpect.TIMEOUT, pexpect.EOF):
            while True:
                text.append(self.child.read_nonblocking(READ_SIZE, timeout=SETTLE))
        return "".join(text)

    def is_reading(self, quiet: float) -> bool:
        """Return whether a process of the session is blocked reading its terminal."""
        if READ_CALLS is None or not Path(f"/proc/{self.child.pid}/syscall").exists():
            return quiet >= QUIET
        if self.terminal is None:
            with contextlib.suppress(OSError):
                self.terminal = os.readlink(f"/proc/{self.child.pid}/fd/0")
        if self.reads_before is not None and reads_made(self.child.pid) <= self.reads_before:
            return False  # still in the read the answer just typed will end: not asking anew
        return any(reads_terminal(pid, self.terminal) for pid in family(self.child.pid))

    def over_bounds(self) -> bool:
        """Return whether the program has printed too much or run too long (and say which)."""
        if self.child.logfile_read.total > OUTPUT_LIMIT:
            self.stopped = f"it printed over {OUTPUT_LIMIT:,} characters"
        elif self.events > EVENT_LIMIT:
            self.stopped = f"it printed over {EVENT_LIMIT:,} contract lines and prompts"
        elif time.monotonic() > self.deadline:
            self.stopped = f"a game took over {GAME_STEPS} x --timeout seconds"
        return bool(self.stopped)

    def untried_from(self, turn) -> str:
        """Return why the checks a main game stopped in turn never reached are not tried; and
        why the grader stopped, where it misread the program (an answer in the form it learned
        was refused)."""
        why = f": {self.stopped}" if self.misread else ""
        return f"not tried: the main game stopped in turn {max(turn, 1)}{why}"

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
        limits.sweep_orphans()  # those that shed the variable too, where the grader reaps them

    def finish(self):
        """Wait for the program to end; return its exit status (or -signal)."""
        RUNNING.discard(self)
        self.child.expect(pexpect.EOF)
        self.child.wait()
        self.end_group()
        # It has exited, so close() need not wait 0.1 s for the kernel to say so.
        self.child.ptyproc.delayafterclose = 0
        self.child.close()
        limits.KNOWN.discard(self.child.pid)
        if self.child.exitstatus is None:
            return -self.child.signalstatus
        return self.child.exitstatus

    def close(self):
        """End the program and its children, whatever they are doing; remove its folder."""
        RUNNING.discard(self)
        self.end_group()
        self.child.close(force=True)
        limits.KNOWN.discard(self.child.pid)
        if self.home:
            HOMES.discard(self.home)
            shutil.rmtree(self.home, ignore_errors=True)
