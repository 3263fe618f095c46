"""Let the tests import yahtzee.py from the repository root, however pytest is started.

The tests never see the user's solved tables: the cache folder, for this process and every
program the tests start, is a fresh temporary one. Nor do the games they play at a terminal
solve a table in the background (YAHTZEE_SOLVE=no), but for the tests of that solve.
"""

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# The class of submissions the grader's tests grade: programs to run, never modules to collect.
collect_ignore = ["class"]

CACHE = tempfile.mkdtemp(prefix="yahtzee-tests-")
os.environ["XDG_CACHE_HOME"] = os.environ["LOCALAPPDATA"] = CACHE
atexit.register(shutil.rmtree, CACHE, ignore_errors=True)
os.environ["YAHTZEE_SOLVE"] = "no"
# This run's mark, inherited by every program it starts (xdist's workers too, started after
# this is read): the processes left behind are counted of this run alone, never of a grading
# that runs beside it on the same machine.
RUN_MARK = "YAHTZEE_TEST_RUN"
os.environ.setdefault(RUN_MARK, f"{os.getpid()}-{os.urandom(4).hex()}")


def pytest_configure(config):
    """Name the mark of the attack tests that take seconds each: make test-slow runs them."""
    config.addinivalue_line("markers", "slow: an attack test of seconds; make test-slow runs it")


# Grading the whole of tests/class (40 programs) takes a minute or two of both cores: the
# tests that read those grades are slow, and make test grades a few programs of it instead.
WHOLE_CLASS = {"graded_class", "own_interfaces"}


def pytest_collection_modifyitems(items):
    """Mark slow every test that needs the whole class graded."""
    for item in items:
        if WHOLE_CLASS & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)


# What the grader's runs may leave if a bound fails: its work folders, a compiler's temporary
# files, valgrind's pipes; and processes of the sessions it started. The run fails if any of
# these is left at its end that was not there at its start (issue 37).
LEFT_BEHIND = ("grader-*", "vgdb-pipe-*", "yahtzee-*.o", "cc*.o", "cc*.s")
SESSION_TAG = b"YAHTZEE_GRADER_SESSION="


def left_in_tmp() -> set:
    """Return what the grader's runs may leave in the temporary folder."""
    folder = Path(tempfile.gettempdir())
    return {str(path) for pattern in LEFT_BEHIND for path in folder.glob(pattern)}


def session_processes() -> set:
    """Return the running processes that carry a grader session's tag in their environment,
    and this run's mark: a session of this run's."""
    found, mark = set(), f"{RUN_MARK}={os.environ[RUN_MARK]}".encode()
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            environ = (entry / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if mark in environ and any(item.startswith(SESSION_TAG) for item in environ):
            found.add(int(entry.name))
    return found


def pytest_sessionstart(session):
    """Note what was left before the run, so that only what the run leaves is counted."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        session.config.left_before = (left_in_tmp(), session_processes())


def pytest_sessionfinish(session, exitstatus):
    """Fail the run if it left a grader's folder or file in /tmp, or a session's process."""
    before = getattr(session.config, "left_before", None)
    if before is None:
        return
    files, processes = left_in_tmp() - before[0], session_processes() - before[1]
    if files or processes:
        print(f"\nThe run left behind: files {sorted(files)}, processes {sorted(processes)}")
        session.exitstatus = 1
