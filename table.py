"""The solved table of yahtzee.py: worked out on every core, kept on disk, read back (--solve).

solve_table solves a rule set level by level (solver.py), sharing each level among forked
worker processes; save_table writes it whole under a temporary name, then renames it; and
load_table checks what it reads (format, encoding, rules, version, size, checksum) before it
is trusted. The values are kept as 32-bit floats (a table of few states, as doubles).

yahtzee.py reaches this module from --solve; the advisors (advisor.py) read the table.
"""

import array
import contextlib
import gc
import math
import os
import signal
import sys
import time
import zlib
from functools import partial

from solver import SOLVER_VERSION, Solver, ignore, plain_scores, solver_for, state_count
from yahtzee import (
    STOP_SIGNALS,
    RuleSet,
    Stop,
    new_game,
    one_line,
    tell,
)

TABLE_FORMAT = "yahtzee.py solved table"
HEADER_LIMIT = 4096
# The values are kept as 32-bit floats, little-endian: half the bytes of a double, and exact
# to about 1e-5 here, far finer than any decision that matters (a test checks them). A table
# of few states (the homework's 64) is kept in doubles, as exact as solving it again.
TYPECODES = {"f4": "f", "f8": "d"}  # a table's encoding -> the array typecode of its values
DOUBLE_STATES = 64


def encoding(rules: RuleSet) -> str:
    """Return the encoding of a table of rules: f8 (doubles) for few states, else f4.

    >>> from yahtzee import HOMEWORK, YACHT
    >>> encoding(HOMEWORK), encoding(YACHT)
    ('f8', 'f4')
    """
    return "f8" if state_count(rules) <= DOUBLE_STATES else "f4"


def value_array(rules: RuleSet, values=()) -> array.array:
    """Return an array of the values, of the type a table of rules keeps them in."""
    return array.array(TYPECODES[encoding(rules)], values)


def solve_table(rules: RuleSet, processes: int = 1, progress=ignore):
    """Return the values of every reachable state of rules (an array of floats by index).

    progress(done, total) is told how much of the work is done, now and then.
    """
    solver = solver_for(rules)
    values = array.array("d", bytes(8 * solver.size))
    fast = None  # numpy's solve, where it can be imported: for a table larger than the homework's
    if solver.size > DOUBLE_STATES:  # (whose first hint solves it, in 0.03 s: no import)
        from fastsolve import fast_solver

        fast = fast_solver(solver)
    solver.upper_steps.every_row()  # once here, not in each worker of each level
    solve = partial((fast or solver).solve_states, future=values)  # what a worker is given
    batch = FAST_BATCH if fast else BATCH
    counts = range(1, len(rules.lines) + 1)
    # A class takes about as long whatever its open lines (its turn is most of the work),
    # so the progress counts classes.
    work = [solver.class_count(open_count) for open_count in counts]
    for open_count in counts:  # a level at a time: the states of one level are in memory
        step = partial(level_progress, progress, sum(work[: open_count - 1]), sum(work))
        step(0)  # laying out a level's states takes a moment: the clock still moves
        classes = solver.classes(open_count)
        workers = processes if hasattr(os, "fork") and len(classes) > WORKER_STATES else 1
        found = solve_in_workers(solve, classes, workers, step, batch)
        keep_values(solver, values, classes, found)
    progress(sum(work), sum(work))
    return values


def keep_values(solver: Solver, values, classes, found) -> None:
    """Put each class's value at every state of the class (solver.members, worked out here:
    a level's classes are many, and the parent does this while its workers wait)."""
    uppers, flags = solver.uppers, solver.flags
    groups, least = solver.upper_groups, solver.least_sum
    for (mask, upper, flag), value in zip(classes, found):
        row = mask * uppers
        for member in groups(mask)[least(mask, upper)]:
            values[(row + member) * flags + flag] = value


def level_progress(progress, before: int, work: int, solved: int) -> None:
    """Tell progress how much work is done when solved classes of this level are."""
    progress(before + solved, work)


# ------------------------------------------------------------------------------ worker processes
# A level's states need only the levels below, so they are shared out among forked workers.
# A worker is given a plain function, solve(states) -> their values, and a share of the
# states; it writes their values to a pipe, a batch at a time, and the parent reads them.
# A signal to the parent ends every worker at once: there is no pool to wait for.

BATCH = 64  # states a worker solves between two writes
FAST_BATCH = 1024  # the same, solved by numpy: its arrays are a few megabytes
WORKER_STATES = 200  # a level with fewer states is solved here: forking would cost more


def solve_in_workers(solve, states, processes: int, progress, batch=BATCH) -> list[float]:
    """Return solve's values of these states, worked out by processes workers (one: here).

    Each worker takes a run of the states, so that it copies only the memory of its own;
    and what is in memory is frozen first, so that no worker's garbage collector copies it.
    """
    if processes <= 1:
        return solve_here(solve, states, progress, batch)
    run = -(-len(states) // processes)
    shares = [states[at : at + run] for at in range(0, len(states), run)]
    gc.freeze()
    try:
        workers = [start_worker(solve, share, batch) for share in shares]
        try:
            solved = gather_values([fd for _, fd in workers], progress)
        finally:
            end_workers(workers)
    finally:
        gc.unfreeze()
    return joined(solved, shares)


def joined(solved, shares) -> list[float]:
    """Return the values of the states in their order, from each worker's bytes of its share."""
    if [len(data) for data in solved] != [8 * len(share) for share in shares]:
        raise RuntimeError("a worker of the solve ended before its share was done")
    return [value for data in solved for value in array.array("d", bytes(data))]


def solve_here(solve, states, progress, batch=BATCH) -> list[float]:
    """Return solve's values of these states, worked out here a batch at a time."""
    found = []
    for at in range(0, len(states), batch):
        found += solve(states[at : at + batch])
        progress(len(found))
    return found


def start_worker(solve, share, batch=BATCH) -> tuple[int, int]:
    """Fork a worker that solves a share of the states; return its pid and its pipe's end."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        run_worker(solve, share, write, batch)
    os.close(write)
    return pid, read


def run_worker(solve, share, fd: int, batch=BATCH) -> None:
    """Solve a share in a worker, writing each batch's values to fd, then end the process.

    It takes the default signal handlers back (a SIGTERM ends it at once) and leaves Ctrl-C
    to the parent. It ends quietly whatever happens: a parent gone is a broken pipe.
    """
    status = 1
    try:
        take_default_signals()
        with os.fdopen(fd, "wb") as out:
            for at in range(0, len(share), batch):
                out.write(array.array("d", solve(share[at : at + batch])))
                out.flush()
        status = 0
    except BaseException:  # noqa: BLE001 - nothing may reach the screen from a worker
        pass
    finally:
        os._exit(status)  # never the parent's exit: its buffers and handlers are not ours


def take_default_signals() -> None:
    """In a forked process: let a stop signal end it at once, and leave Ctrl-C to the game."""
    for name in STOP_SIGNALS:
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def gather_values(fds, progress) -> list[bytearray]:
    """Read every worker's values as they come, telling progress how many there are so far."""
    import select  # here: only a solve on several cores needs it

    received = {fd: bytearray() for fd in fds}
    waiting = set(fds)
    while waiting:
        ready, _, _ = select.select(list(waiting), [], [], 0.5)
        for fd in ready:
            data = os.read(fd, 1 << 16)
            received[fd] += data
            if not data:
                waiting.discard(fd)
        progress(sum(len(data) for data in received.values()) // 8)
    return [received[fd] for fd in fds]


def end_workers(workers) -> None:
    """End the workers that are still running and reap them all; close their pipes."""
    for pid, fd in workers:
        with contextlib.suppress(OSError):
            os.close(fd)
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            os.waitpid(pid, 0)


# ------------------------------------------------------------------------------ the table on disk


def cache_folder() -> str:
    """Return the folder solved tables are kept in: the user's cache folder, yahtzee."""
    if os.name == "nt":
        base = os.environ.get("LOCALAPPDATA") or os.path.expanduser(r"~\AppData\Local")
    else:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return os.path.join(base, "yahtzee")


def table_path(rules: RuleSet) -> str:
    """Return where the solved table of a rule set is kept."""
    return os.path.join(cache_folder(), f"{rules.key}.table")


def table_unwritable(rules: RuleSet):
    """Return why the table of rules could not be kept where it belongs, or None if it could.

    Checked before a solve, so minutes of work are never spent on a table that cannot be kept.
    """
    probe = temporary_path(rules, os.getpid())
    try:
        os.makedirs(os.path.dirname(probe), exist_ok=True)
        with open(probe, "wb"):
            pass
        os.remove(probe)
    except OSError as error:
        return f"{fit_path(os.path.dirname(probe))} cannot be written ({error.strerror or error})"
    return None


def temporary_path(rules: RuleSet, pid: int) -> str:
    """Return the name a process writes the table of rules under, until it is whole."""
    return f"{table_path(rules)}.{pid}.tmp"


def rules_digest(rules: RuleSet) -> str:
    """Return a checksum of what a rule set is: its lines' plain scores, its specials, its seams.

    A table solved under other rules (a scorer changed, a bonus) has another checksum.
    """
    scores = plain_scores(rules)
    lines = [(line.name, line.face, scores[line.name]) for line in rules.lines]
    seams = [getattr(seam, "__name__", None) for seam in (rules.check, rules.points, rules.reward)]
    text = repr((SOLVER_VERSION, rules.key, lines, rules.specials, seams))
    return checksum(text.encode())


def checksum(data: bytes) -> str:
    """Return the CRC-32 of data, in hex.

    It finds damage, and costs no import: hashlib's took longer than reading a whole table.

    >>> checksum(b"yahtzee")
    '161f7a8d'
    """
    return format(zlib.crc32(data), "08x")


def save_table(rules: RuleSet, values) -> str:
    """Write a solved table whole: to a temporary name first, then renamed over the old one."""
    data = table_bytes(rules, values)
    fields = {
        "encoding": encoding(rules),
        "version": SOLVER_VERSION,
        "rules": rules.key,
        "rules_crc32": rules_digest(rules),
        "values": len(values),
        "data_crc32": checksum(data),
    }
    path = table_path(rules)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    remove_stale_temporaries(os.path.dirname(path))
    temporary = temporary_path(rules, os.getpid())
    try:
        with open(temporary, "wb") as file:
            file.write(header_line(fields) + data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    finally:
        with contextlib.suppress(OSError):
            os.remove(temporary)
    return path


def table_bytes(rules: RuleSet, values) -> bytes:
    """Return the values as a table of rules keeps them: little-endian, in its encoding."""
    kept = value_array(rules, values)
    if sys.byteorder != "little":
        kept.byteswap()
    return kept.tobytes()


def remove_stale_temporaries(folder: str) -> None:
    """Remove the temporary files of solves whose process has died (killed while saving)."""
    for name in os.listdir(folder):
        parts = name.split(".")
        if len(parts) != 4 or parts[1:2] != ["table"] or parts[3] != "tmp":
            continue
        if parts[2].isdigit() and not process_alive(int(parts[2])):
            with contextlib.suppress(OSError):
                os.remove(os.path.join(folder, name))


def process_alive(pid: int) -> bool:
    """Return whether a process of this id is running (one of another user counts)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, but is not ours to signal
        return True
    return True


def load_table(rules: RuleSet):
    """Return (values, "") from the solved table of rules, or (None, why it cannot be trusted)."""
    largest = HEADER_LIMIT + value_array(rules).itemsize * state_count(rules)  # none is larger
    try:
        with open_regular(table_path(rules)) as file:
            if os.fstat(file.fileno()).st_size > largest:
                return None, "damaged: larger than any table of these rules"
            first = file.readline(HEADER_LIMIT)
            data = file.read(largest)
        header = header_fields(first)
    except FileNotFoundError:
        return None, "missing"
    except (OSError, ValueError) as error:  # ValueError: a first line of no table
        return None, f"unreadable ({error.__class__.__name__})"
    reason = table_fault(rules, header, data)
    if reason:
        return None, reason
    values = value_array(rules)
    values.frombytes(data)
    if sys.byteorder != "little":
        values.byteswap()
    return values, ""


def header_line(fields: dict) -> bytes:
    """Return a table's first line: what it is, then each field as name=value."""
    named = " ".join(f"{name}={value}" for name, value in fields.items())
    return f"{TABLE_FORMAT}: {named}\n".encode()


def header_fields(line: bytes):
    """Return the fields of a table's first line; None for the JSON line of an older table.

    Anything else raises ValueError.

    >>> header_fields(header_line({"rules": "homework", "values": 64}))
    {'rules': 'homework', 'values': '64'}
    >>> header_fields(b'{"format": "yahtzee.py solved table"}') is None
    True
    """
    if line.startswith(b"{"):
        return None
    kind, _, fields = line.decode("ascii").rstrip("\n").partition(": ")
    if kind != TABLE_FORMAT:
        raise ValueError("not a solved table")
    return dict(field.split("=", 1) for field in fields.split())


def open_regular(path: str):
    """Open a regular file to read, never waiting: a FIFO or a device is refused (OSError)."""
    import stat  # here: only reading a table needs it

    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(f"{path} is not a regular file")
    return os.fdopen(fd, "rb")


def table_fault(rules: RuleSet, header, data: bytes) -> str:
    """Return why a table's header and data cannot be trusted for rules, or ""."""
    if header is None:
        return "in an older format"
    values, extra = divmod(len(data), value_array(rules).itemsize)
    checks = [
        (header.get("rules") == rules.key, "for other rules"),
        (header.get("version") == str(SOLVER_VERSION), "for another version of the solver"),
        (header.get("encoding") == encoding(rules), "in an older format"),
        (header.get("rules_crc32") == rules_digest(rules), "stale: the rules have changed"),
        (header.get("values") == str(values) and not extra, "truncated"),
        (header.get("data_crc32") == checksum(data), "damaged: its checksum does not match"),
    ]
    return next((fault for held, fault in checks if not held), "")


# ------------------------------------------------------------------------------ in the background
# A game at a terminal on a card without a table has it solved while it is played: by a process
# of its own (and its workers), at the lowest priority, in a process group of its own, so that
# the terminal's Ctrl-C reaches only the game, which ends the solve. It tells the game how far
# it has come through a pipe, at most a few times a second, never waiting for it to be read.

PROGRESS_EVERY = 0.25  # seconds between two reports of a background solve
FILES_OPEN_AT_MOST = 65536  # the descriptors a background solve closes, past its pipe


class BackgroundSolve:
    """A rule set's table being solved, and kept, by a process of its own while a game goes on."""

    def __init__(self, rules: RuleSet, processes: int = 0):
        """Start the solve, on processes cores (0: every core)."""
        read, write = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:
            os.close(read)
            solve_away(rules, processes or os.cpu_count() or 1, write)
        with contextlib.suppress(OSError):  # as the child does: whichever comes first
            os.setpgid(self.pid, self.pid)
        os.close(write)
        os.set_blocking(read, False)
        self.rules, self.fd, self.heard = rules, read, b""
        self.done, self.total, self.status = 0, 1, None
        self.start = time.monotonic()

    def ended(self) -> bool:
        """Take the progress told so far; return whether the solve has ended (status is set)."""
        with contextlib.suppress(OSError):  # BlockingIOError: nothing more to read yet
            while data := os.read(self.fd, 1 << 16):
                *reports, self.heard = (self.heard + data).split(b"\n")
                if reports:
                    self.done, self.total = map(int, reports[-1].split())
        if self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
        return self.status is not None

    def seconds_left(self) -> float:
        """Return about how long the solve has still to go (infinity before its first report)."""
        elapsed = time.monotonic() - self.start
        return elapsed * (self.total - self.done) / self.done if self.done else math.inf

    def wait(self, progress) -> bool:
        """Wait for the solve to end, telling progress(done, total); return whether it was kept."""
        while not self.ended():
            progress(self.done, self.total)
            time.sleep(PROGRESS_EVERY / 2)
        progress(self.total, self.total)
        return self.status == 0

    def stop(self) -> None:
        """End the solve and its workers if they are still going, leaving no file behind."""
        if not self.ended():
            for kill in (os.killpg, os.kill):  # the group: the solve and its workers
                with contextlib.suppress(OSError):
                    kill(self.pid, signal.SIGKILL)
            with contextlib.suppress(OSError):
                os.waitpid(self.pid, 0)
            self.status = 1
            with contextlib.suppress(OSError):
                os.remove(temporary_path(self.rules, self.pid))
        with contextlib.suppress(OSError):
            os.close(self.fd)


def solve_away(rules: RuleSet, processes: int, fd: int) -> None:
    """Solve and keep a table in the forked process, reporting to fd; then end the process.

    It stops by itself when the game that started it is gone (its parent changes), and holds
    none of the game's terminal: a terminal closed reaches the game alone.
    """
    status = 1
    try:
        os.setpgid(0, 0)
        devnull = os.open(os.devnull, os.O_RDWR)
        for standard in (0, 1, 2):
            os.dup2(devnull, standard)
        os.closerange(3, fd)  # nor anything else of the game's: a server's socket, say
        os.closerange(fd + 1, FILES_OPEN_AT_MOST)
        with contextlib.suppress(OSError):
            os.nice(19)
        take_default_signals()
        os.set_blocking(fd, False)
        report = partial(report_progress, fd, os.getppid(), [0.0])
        save_table(rules, solve_table(rules, processes, report))
        status = 0
    except BaseException:  # noqa: BLE001 - nothing may reach the game's screen from here
        pass
    finally:
        os._exit(status)


def report_progress(fd: int, parent: int, last: list, done: int, total: int) -> None:
    """Write done and total to the game's pipe, if it is time; stop if the game is gone."""
    if os.getppid() != parent:
        raise SystemExit(1)
    now = time.monotonic()
    if now - last[0] >= PROGRESS_EVERY or done >= total:
        last[0] = now
        with contextlib.suppress(BlockingIOError):
            os.write(fd, f"{done} {total}\n".encode())


# ------------------------------------------------------------------------------ the command line
# What --simulate, --auto and --solve do, called by yahtzee.py's command line.


def solve_and_keep(rules: RuleSet) -> int:
    """Solve a rule set on every core, keep the table, and say what a new game is worth.

    A signal or Ctrl-C stops it, saying how far it had come; no table is kept.
    """
    unwritable = table_unwritable(rules)
    if unwritable:
        tell(one_line(f"cannot keep the solved table: {unwritable}; nothing was solved."))
        return 1
    progress = terminal_progress()
    try:
        values = solve_table(rules, os.cpu_count() or 1, progress)
    except (KeyboardInterrupt, Stop):
        progress.clear()
        tell(f"The solve stopped at {progress.percent:.0f}% of the work; no table was kept.")
        raise
    try:
        path = save_table(rules, values)
    except OSError as error:
        tell(one_line(f"cannot keep the solved table: {error}"))
        return 1
    solver = solver_for(rules)
    start = values[solver.index(solver.state_of(new_game(rules)))]
    print(f"Solved in {time.monotonic() - progress.start:.1f} s: {rules.title}.")
    print(f"Kept in {fit_path(path)}\nHints, --auto and --simulate now read it.")
    print(f"Expected final score with optimal play: {start:.6f}")  # as published: 254.587729
    return 0


def fit_path(path: str) -> str:
    """Return a path to show: on its own line when it would not fit in 79 columns after text."""
    return path if len(path) <= 70 else f"\n  {path}"


def terminal_progress(start=None):
    """Return a SolveProgress shown on stderr when it is a terminal, and else nowhere.

    start is when the work began, by time.monotonic (None: now).
    """
    terminal = bool(sys.stderr) and sys.stderr.isatty()
    progress = SolveProgress(sys.stderr if terminal else None)
    progress.start = progress.start if start is None else start
    return progress


class SolveProgress:
    """Show on a terminal how far a solve has come: the share done, the time, the time left."""

    def __init__(self, stream, clock=time.monotonic):
        """Write to stream (None: show nothing), timing with clock."""
        self.stream, self.clock = stream, clock
        self.start = self.shown = clock()
        self.percent, self.width = 0.0, 0

    def __call__(self, done: int, total: int) -> None:
        """Note the work done; show it at most four times a second, clearing it at the end."""
        self.percent = 100 * done / total if total else 100.0
        now = self.clock()
        if done >= total:
            self.clear()
        elif now - self.shown >= 0.25:
            self.show(now, done, total)

    def show(self, now: float, done: int, total: int) -> None:
        """Show the progress line."""
        elapsed = now - self.start
        left = f", about {elapsed * (total - done) / done:.0f} s left" if done else ""
        self.write(f"Solving: {self.percent:.0f}% done, {elapsed:.0f} s{left}")
        self.shown = now

    def write(self, text: str) -> None:
        """Write text over the line shown before."""
        if self.stream:
            self.stream.write("\r" + text.ljust(self.width))
            self.stream.flush()
            self.width = len(text)

    def clear(self) -> None:
        """Clear the progress line."""
        if self.width:
            self.write("")
            self.stream.write("\r")
