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


def run_bounded(command, seconds, memory, stdout=None, file_bytes=0, cwd=None) -> tuple:
    """Run a command bounded in time and memory; return (status, what it printed on stderr).

    stdout goes to a file given, else is joined to what is returned. The command's process
    group is ended when it ends or runs out of time: status -9 then. TMPDIR is cwd.
    """
    environment = {**os.environ, "TMPDIR": str(cwd)} if cwd else None
    capture = subprocess.PIPE if stdout is None else stdout
    process = subprocess.Popen(
        limited(command, memory, file_bytes),
        stdout=capture,
        stderr=subprocess.STDOUT if stdout is None else subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        cwd=cwd,
        env=environment,
        start_new_session=True,
    )
    try:
        output, errors = process.communicate(timeout=seconds)
        status = process.returncode
    except subprocess.TimeoutExpired:
        end_group(process.pid)
        output, errors = process.communicate()
        status = -signal.SIGKILL
    except BaseException:
        end_group(process.pid)
        process.wait()
        raise
    end_group(process.pid)
    printed = output if stdout is None else errors
    return status, (printed or b"").decode("utf-8", "replace")[-20000:]


def end_group(group: int) -> None:
    """End every process of a process group, if any is left."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(group, signal.SIGKILL)
