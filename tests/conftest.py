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


def pytest_configure(config):
    """Name the mark of the attack tests that take seconds each: make test-slow runs them."""
    config.addinivalue_line("markers", "slow: an attack test of seconds; make test-slow runs it")


# Grading the whole of tests/class (36 programs) takes a minute or two of both cores: the
# tests that read those grades are slow, and make test grades a few programs of it instead.
WHOLE_CLASS = {"graded_class", "own_interfaces"}


def pytest_collection_modifyitems(items):
    """Mark slow every test that needs the whole class graded."""
    for item in items:
        if WHOLE_CLASS & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)
