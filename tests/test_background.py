"""Exact advice without a separate step: a game at a terminal has its table solved meanwhile.

The solve runs in a process group of its own at the lowest priority (table.BackgroundSolve);
hints are heuristic until it is kept, then exact, each said once; the review waits for it
when it is nearly done; Ctrl-C, EOF and signals end it, leaving no process and no file.
Yacht is solved when first needed. Piped games never start a solve.
"""

import contextlib
import math
import os
import re
import signal
import sys
import time
from pathlib import Path

import pytest

if sys.platform == "win32":
    pytest.skip(
        "the solve in the background forks; pexpect needs a terminal", allow_module_level=True
    )

from scripted import run_game

import advisor
import autoplay
import review
import table
import yahtzee as y
from grader import TAG, Session
from solver import ignore

HEURISTIC = r"Hint: [^\r\n]*\(heuristic\)"
EXACT = r"Hint: [^\r\n]*\(expected final score \d+\.\d\d\)"
BACKGROUND = "being worked out in the background"


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A cache folder of the test's own, the solve in the background let be, and clean advisors."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("YAHTZEE_SOLVE", raising=False)
    for name in ("TOLD", "NEWS", "SOLVE_HERE"):
        monkeypatch.setattr(advisor, name, type(getattr(advisor, name))())
    advisor.best_advisor.cache_clear()
    yield tmp_path / "yahtzee"
    advisor.best_advisor.cache_clear()


def tagged(tag: str) -> list[int]:
    """Return the processes that carry a grader session's tag in their environment."""
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            if f"{TAG}={tag}".encode() in (entry / "environ").read_bytes().split(b"\0"):
                found.append(int(entry.name))
        except OSError:
            pass
    return found


def gone(pid: int) -> bool:
    """Return whether a child process has ended and been reaped."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.fixture
def standard_solve(monkeypatch):
    """Solve in the background without numpy: Yacht takes a second or two, not a tenth, so a
    test sees the solve going on (its hint heuristic, its progress) before it ends."""
    import fastsolve

    monkeypatch.setattr(fastsolve, "fast_solver", lambda _solver: None)


def test_a_solve_in_the_background_keeps_the_table_a_solve_here_makes(cache):
    solve = table.BackgroundSolve(y.HOMEWORK, processes=1)
    assert solve.wait(ignore) and solve.status == 0 and solve.done == solve.total > 0
    solve.stop()
    kept, fault = table.load_table(y.HOMEWORK)
    assert fault == "" and list(kept) == pytest.approx(list(table.solve_table(y.HOMEWORK)))
    assert [path.name for path in cache.iterdir()] == ["homework.table"]


def test_stopping_a_solve_ends_its_group_and_leaves_no_file(cache, standard_solve):
    solve = table.BackgroundSolve(y.YACHT, processes=2)
    deadline = time.monotonic() + 30
    while solve.done == 0 and not solve.ended() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert solve.status is None and 0 < solve.done < solve.total  # it reports as it goes
    assert solve.pid in group_of(solve.pid)
    solve.stop()
    assert gone(solve.pid) and eventually(lambda: not group_of(solve.pid))
    assert not cache.exists() or not list(cache.iterdir())


def group_of(leader: int) -> list[int]:
    """Return the processes of a process group."""
    found = []
    for name in os.listdir("/proc"):
        with contextlib.suppress(OSError, ValueError):
            if os.getpgid(int(name)) == leader:
                found.append(int(name))
    return found


def eventually(check, seconds=5.0) -> bool:
    """Return whether check() comes true within seconds (a killed process is reaped by init)."""
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def test_hints_are_heuristic_until_the_table_is_ready_then_exact_each_said_once(
    cache, standard_solve
):
    said, game, dice = [], y.new_game(y.YACHT), [1, 2, 3, 4, 6]
    with advisor.exact_advice(y.YACHT, said.append, quick_states=0, allowed=True) as solve:
        assert len(said) == 1 and BACKGROUND in said[0]
        first = advisor.reroll_hint(game, dice, 1)
        assert "(heuristic)" in first and "still being worked out" in first
        assert "still" not in advisor.reroll_hint(game, dice, 1)  # told once
        assert solve.wait(ignore)
        ready = advisor.reroll_hint(game, dice, 1).splitlines()
        assert "expected final score" in ready[0] and ready[-1].startswith("The exact table")
        again = advisor.reroll_hint(game, dice, 1)
        assert "expected final score" in again and "exact table" not in again
    assert (cache / "yacht.table").is_file() and len(said) == 1


def test_the_advisors_seat_plays_exactly_from_its_first_turn_after_the_table_is_kept(
    cache, standard_solve
):
    said, play, dice = [], y.Play(y.new_game(y.YACHT)), [6, 6, 6, 5, 1]
    with advisor.exact_advice(y.YACHT, ignore, quick_states=0, allowed=True) as solve:
        seat = autoplay.seat_player(y.YACHT, said.append)
        seat.sit(play)
        assert said == [] and advisor.best_advisor(y.YACHT).heuristic
        assert solve.wait(ignore)
        seat.sit(play)  # play_turn does this before each of the seat's turns
        assert said == ["The advisor plays exactly from now on: the table is kept."]
        exact = advisor.best_advisor(y.YACHT)
        assert not exact.heuristic
        assert seat.choose_line(play.game, dice) == exact.advise_line(play.game, dice).move
        seat.sit(play)
        assert len(said) == 3  # the sheet and the line chosen were shown; "exact" said once


def test_the_review_waits_for_a_solve_nearly_done_and_says_how_far_one_is_not(
    cache, monkeypatch, standard_solve
):
    record = [y.Move("roll", [1, 2, 3, 4, 6]), y.Move("reroll", ())]
    with advisor.exact_advice(y.YACHT, ignore, quick_states=0, allowed=True) as solve:
        monkeypatch.setattr(advisor, "NEARLY_READY", -1)
        assert review.review_record(y.YACHT, record) is None
        assert review.review_notice(y.YACHT).startswith("No review yet: Exact advice is still")
        over = review.review_notice(y.YACHT, over=True)  # the solve ends with the game
        assert over.startswith("No review: Exact advice is still") and "--solve keeps" in over
        # Waited for however far it is: its first report may come at 1% on a loaded machine.
        monkeypatch.setattr(advisor, "NEARLY_READY", math.inf)
        while solve.done == 0 and not solve.ended():
            time.sleep(0.02)
        solve.start -= 100  # the progress it shows counts from the solve's start
        monkeypatch.setattr(sys, "stderr", Terminal())
        found = review.review_record(y.YACHT, record)
    assert found is not None and solve.status == 0 and found.start > 0
    shown = re.findall(r"Solving: \d+% done, (\d+) s", "".join(sys.stderr.written))
    assert shown and all(int(seconds) >= 100 for seconds in shown)


class Terminal:
    """A standard error that is a terminal, keeping what is written to it."""

    def __init__(self):
        self.written = []

    def isatty(self):
        return True

    def write(self, text):
        self.written.append(text)

    def flush(self):
        pass


@pytest.mark.parametrize("end", ["ctrl-c", "eof", "sigterm", "sighup"])
def test_a_full_card_game_at_a_terminal_solves_meanwhile_and_its_end_ends_the_solve(cache, end):
    game = Session("--full", timeout=20)
    game.expect(BACKGROUND)
    game.answer(r"Re-roll which positions\?", "hint")
    game.expect(HEURISTIC)
    game.expect(r"Exact advice is still being worked out \(\d+% done")
    game.expect(r"Re-roll which positions\?")
    assert len(tagged(game.tag)) >= 2  # the game and its solve (with its workers)
    ending = {"ctrl-c": game.child.sendintr, "eof": game.child.sendeof,
              "sigterm": lambda: game.child.kill(signal.SIGTERM),
              "sighup": lambda: game.child.kill(signal.SIGHUP)}  # fmt: skip
    ending[end]()
    assert game.finish() == {"ctrl-c": 130, "eof": 1, "sigterm": 143, "sighup": 129}[end]
    assert eventually(lambda: tagged(game.tag) == [])
    assert not cache.exists() or not list(cache.iterdir())


def test_yacht_at_a_terminal_is_solved_when_first_needed_and_piped_yacht_is_not(cache):
    game = Session("--rules", "yacht", "--seed", "4")
    game.answer(r"Re-roll which positions\?", "hint")
    game.expect(EXACT)
    assert BACKGROUND not in game.transcript and (cache / "yacht.table").is_file()
    game.child.sendline("quit")
    assert game.finish() == 0
    (cache / "yacht.table").unlink()
    piped = run_game("--rules", "yacht", "--seed", "4", stdin="hint\nquit\n")
    assert "(heuristic)" in piped.stdout and not (cache / "yacht.table").exists()


def test_yahtzee_solve_no_turns_the_solve_in_the_background_off(cache, monkeypatch):
    monkeypatch.setenv("YAHTZEE_SOLVE", "no")
    game = Session("--full")
    game.answer(r"Re-roll which positions\?", "hint")
    game.expect(HEURISTIC)
    game.expect("For exact advice, solve the game once")
    assert BACKGROUND not in game.transcript and tagged(game.tag) == [game.child.pid]
    game.child.sendline("quit")
    assert game.finish() == 0


def test_only_a_card_with_lower_lines_asks_the_advisor(monkeypatch):
    asked = []
    monkeypatch.setattr(y, "optional_module", lambda name: asked.append(name) or advisor)
    monkeypatch.setattr(advisor, "exact_advice", lambda rules, say: f"context of {rules.key}")
    assert y.exact_advice(y.YAHTZEE) == "context of yahtzee" and asked == ["advisor"]
    with y.exact_advice(y.HOMEWORK):  # the homework game never leaves Part 1 for it
        assert asked == ["advisor"]


def test_a_piped_game_solves_nothing_whatever_its_card(cache):
    assert not advisor.may_solve()  # pytest's standard streams are no terminal
    with advisor.exact_advice(y.YAHTZEE, pytest.fail) as solve:
        assert solve is None and advisor.SOLVING == {}


def test_the_coach_at_a_terminal_works_out_a_missing_table_first(cache):
    game = Session("--coach", "--rules", "yacht", timeout=60)
    game.expect("working it out now")
    game.answer(r"Dice of roll 1 \(e\.g\. 4 4 1 2 3\) > ", "4 4 1 2 3")
    game.expect(r"Best: [^\r\n]* \(expected final score \d+\.\d\d\)")
    assert (cache / "yacht.table").is_file()
    game.child.sendline("quit")
    assert game.finish() == 0


def test_without_fork_a_game_solves_nothing_in_the_background(cache, monkeypatch):
    monkeypatch.delattr(os, "fork")  # as on Windows
    said = []
    with advisor.exact_advice(y.YAHTZEE, said.append, allowed=True) as solve:
        assert solve is None and said == [] and advisor.SOLVING == {}


def test_a_cache_that_cannot_be_written_is_said_once_and_no_solve_starts(cache, monkeypatch):
    # Issue 37 #13: XDG_CACHE_HOME=/dev/null started a solve of minutes whose table was lost.
    monkeypatch.setenv("XDG_CACHE_HOME", os.devnull)
    game = Session("--full")
    game.expect(r"needs a solved table, and /dev/null/yahtzee cannot\s+be written")
    game.answer(r"Re-roll which positions\?", "hint")
    game.expect(HEURISTIC)
    assert BACKGROUND not in game.transcript and tagged(game.tag) == [game.child.pid]
    game.child.sendline("quit")
    assert game.finish() == 0


def test_solve_refuses_at_once_a_table_it_could_not_keep(cache, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", os.devnull)
    result = run_game("--full", "--solve")
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (
        "yahtzee.py: error: cannot keep the solved table: /dev/null/yahtzee cannot be written"
        " (Not a directory); nothing was solved.\n"
    )
