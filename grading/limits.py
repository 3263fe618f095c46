"""What the grader runs on a student's behalf, bounded: in time, in memory, in what it writes.

Each command runs in a process group of its own, and the whole group is ended with it, so a
compiler's workers (clang -cc1) never outlive it. Its temporary files go in the folder it
works in, removed with it.
"""

import contextlib
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

# Limits set in the child before it runs the command: a Python one-liner, so no preexec_fn
# runs in a grader that has threads.
LIMITED = (
    "import os, resource, sys\n"
    "memory, size = int(sys.argv[1]), int(sys.argv[2])\n"
    "resource.setrlimit(resource.RLIMIT_AS, (memory, memory))\n"
    "if size: resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))\n"
    "resource.setrlimit(resource.RLIMIT_CORE, (0, 0))\n"
    "os.execvp(sys.argv[3], sys.argv[3:])\n"
)


def limited(command, memory: int, file_bytes: int = 0) -> list:
    """Return command run under limits of address space and of each file's size (bytes)."""
    try:
        import resource  # noqa: F401 (Unix only: elsewhere the command runs unbounded)
    except ImportError:
        return list(command)
    return [sys.executable, "-c", LIMITED, str(memory), str(file_bytes), *command]


# A stop (Ctrl-C, SIGTERM, SIGHUP) sets STOPPING: nothing more starts, and every process group
# the grader started (GROUPS, and the sessions' own) is ended.
STOPPING = threading.Event()
# Set by a stop signal's handler beside the exception it raises, which Python drops where it
# lands in a weakref's callback: a class's loop, which waits with a timeout, finds it here.
STOP_ASKED = threading.Event()
GROUPS = set()
SPAWNING = threading.RLock()  # held while a process starts, so no sweep takes it for an orphan
KNOWN = set()  # the processes the grader started itself: any other child of its is an orphan
SUBREAPER = [False]  # on Linux, orphans of the programs graded come to the grader, not to init


class Stopped(BaseException):
    """The grader was told to stop: what would start now does not (not an Exception, so that
    no check takes it for a program's fault)."""


def started(pid: int) -> None:
    """Note a process the grader started; refuse to go on when it is stopping."""
    KNOWN.add(pid)
    if STOPPING.is_set():
        end_group(pid)
        raise Stopped()


def become_subreaper() -> bool:
    """Make orphans of the grader's descendants its children (Linux's PR_SET_CHILD_SUBREAPER),
    so that one which left its session and shed its variables is still found. Return whether.
    """
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        SUBREAPER[0] = libc.prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        SUBREAPER[0] = False
    return SUBREAPER[0]


def sweep_orphans() -> int:
    """End the grader's children that it never started (orphans come to a subreaper), and
    reap them; return how many.
    """
    if not SUBREAPER[0]:
        return 0
    ended = []
    with SPAWNING:
        for pid in children() - KNOWN:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
                ended.append(pid)
        for pid in ended:  # an orphan's zombie is the grader's now: reap it, and no other
            with contextlib.suppress(ChildProcessError, OSError):
                os.waitpid(pid, os.WNOHANG)
    return len(ended)


def listed(folder, name) -> list:
    """Return the paths folder/*/name (under /proc: a process's files, or its threads'), as
    far as they can be listed. Not a glob: a process that ends while it is looked at says
    ESRCH, which a glob does not take for a file gone, and raises."""
    with contextlib.suppress(OSError):
        return [Path(folder, entry, name) for entry in os.listdir(folder) if entry.isdigit()]
    return []


def children() -> set:
    """Return the grader's child processes, as Linux's /proc lists them (their parent's pid)."""
    found, me = set(), str(os.getpid())
    for stat in listed("/proc", "stat"):
        with contextlib.suppress(OSError, IndexError, ValueError):
            if stat.read_text().rsplit(")", 1)[1].split()[1] == me:
                found.add(int(stat.parent.name))
    return found


def stop_everything() -> None:
    """Stop: nothing more starts, and every process group the grader started is ended."""
    STOPPING.set()
    for group in list(GROUPS):
        end_group(group)
    sweep_orphans()


def run_bounded(command, seconds, memory, stdout=None, file_bytes=0, cwd=None, given=None):
    """Run a command bounded in time and memory; return (status, what it printed on stderr).

    stdout goes to a file given, else is joined to what is returned; given (bytes) is its
    standard input, else it reads none. The command's process group is ended when it ends or
    runs out of time: status -9 then. TMPDIR is cwd.
    """
    process = spawn(command, memory, file_bytes, stdout, cwd, given is not None)
    status, output, errors = wait_bounded(process, seconds, given)
    end_group(process.pid)
    GROUPS.discard(process.pid)
    KNOWN.discard(process.pid)
    sweep_orphans()
    printed = output if stdout is None else errors
    return status, (printed or b"").decode("utf-8", "replace")[-20000:]


def spawn(command, memory, file_bytes, stdout, cwd, reads=False) -> subprocess.Popen:
    """Start a command under limits, in a process group of its own noted as the grader's.

    stdout goes to a file given, else to a pipe that stderr joins; it reads a pipe where
    reads, else nothing. Return the process.
    """
    environment = {**os.environ, "TMPDIR": str(cwd)} if cwd else None
    capture = subprocess.PIPE if stdout is None else stdout
    if STOPPING.is_set():
        raise Stopped()
    with SPAWNING:
        process = subprocess.Popen(
            limited(command, memory, file_bytes),
            stdout=capture,
            stderr=subprocess.STDOUT if stdout is None else subprocess.PIPE,
            stdin=subprocess.PIPE if reads else subprocess.DEVNULL,
            cwd=cwd,
            env=environment,
            start_new_session=True,
        )
        GROUPS.add(process.pid)
        started(process.pid)
    return process


def wait_bounded(process, seconds, given=None) -> tuple:
    """Wait for a process at most seconds (given, bytes, written to its standard input), its
    group ended if it runs over or the wait is stopped; return (status, its stdout, its
    stderr), status -9 when it ran out of time.
    """
    try:
        output, errors = process.communicate(given, timeout=seconds)
        return process.returncode, output, errors
    except subprocess.TimeoutExpired:
        end_group(process.pid)
        output, errors = process.communicate()
        return -signal.SIGKILL, output, errors
    except BaseException:
        end_group(process.pid)
        process.wait()
        raise


def end_group(group: int) -> None:
    """End every process of a process group, if any is left."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(group, signal.SIGKILL)
