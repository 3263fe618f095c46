"""advisor.py's review: every decision of a game valued against the exact strategy.

The review splits a final score exactly: final = expected start + the dice's luck - the
decisions' cost. These tests check that identity on many games, blunders worked out by
hand, and the review at the console, over the API's state and from a saved transcript.
"""

import math
import os
import random
import re
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scripted import GAME, dice_showing, run_game

import advisor as adv
import review as rv
import solver as sv
import table
import yahtzee as y
from grader import LINE_PROMPT, REROLL_PROMPT, Session

ROOT = y.__file__.rsplit("/", 1)[0]


def reviewed(path, cwd=None):
    """Run --review on a saved transcript (its path from cwd); return the finished process."""
    return subprocess.run(
        [sys.executable, GAME, "--review", str(path)],
        capture_output=True, text=True, timeout=60, cwd=cwd,
    )  # fmt: skip


def played(rules, player, seed):
    """Play a silent game of a strategy; return the record the game kept and its final score."""
    play = y.Play(y.new_game(rules))
    die = y.random_die(random.Random(seed))
    for turn in range(1, len(rules.lines) + 1):
        y.play_turn(play, turn, die, player, sv.ignore)
    return play.record, y.total(play.game)


def random_player(seed):
    """Return a player who re-rolls and chooses lines at random (among those allowed)."""
    rng = random.Random(seed)

    def rerolls(game, dice, roll_number):
        return tuple(place for place in y.POSITIONS if rng.random() < 0.5)

    def line(game, dice):
        return rng.choice(y.allowed_lines(game, dice))

    return y.Player(rerolls, line)


@pytest.fixture(scope="module")
def yacht_solved(tmp_path_factory):
    """Solve Yacht into a cache of the tests' own, so its games can be reviewed."""
    import os

    before = os.environ["XDG_CACHE_HOME"]
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("cache"))
    adv.best_advisor.cache_clear()
    table.save_table(y.YACHT, table.solve_table(y.YACHT, processes=2))
    adv.best_advisor.cache_clear()
    yield y.YACHT
    os.environ["XDG_CACHE_HOME"] = before
    adv.best_advisor.cache_clear()


@pytest.mark.parametrize("strategy", ["optimal", "greedy", "random"])
@pytest.mark.parametrize("key", ["homework", "yacht"])
def test_the_final_score_is_the_start_plus_luck_less_the_cost(yacht_solved, key, strategy):
    rules = y.RULE_SETS[key]
    for seed in range(12 if key == "homework" else 4):
        player = {
            "optimal": adv.make_player(rules),
            "greedy": adv.GREEDY,
            "random": random_player(seed),
        }[strategy]
        moves, final = played(rules, player, seed)
        review = rv.review_record(rules, moves)
        assert review.start + review.luck - review.cost == pytest.approx(final, abs=1e-9)
        assert review.final == pytest.approx(final, abs=1e-9)
        assert all(decision.cost >= -1e-9 for decision in review.decisions)
        if strategy == "optimal":
            assert review.cost == pytest.approx(0, abs=1e-9)
        assert rv.review_record(rules, moves) == review  # a review is deterministic


def only_sixes_open():
    game = y.new_game(y.HOMEWORK)
    for face, name in zip((1, 2, 3, 4, 5), ("Ones", "Twos", "Threes", "Fours", "Fives")):
        game, _, _ = y.score_turn(game, name, [face] * 5)
    return game


def review_of_last_turn(moves):
    """Review a homework game whose first five turns score five of each face, then moves."""
    opening = []
    for face, name in zip((1, 2, 3, 4, 5), ("Ones", "Twos", "Threes", "Fours", "Fives")):
        opening += [("roll", [face] * 5), ("reroll", ()), ("line", name)]
    review = rv.review_record(y.HOMEWORK, opening + moves)
    return review.decisions[10:]  # two decisions a turn: keep all, then the line


def test_rerolling_five_sixes_on_the_last_turn_costs_what_counting_says():
    decisions = review_of_last_turn([("roll", [6] * 5), ("reroll", (1, 2, 3, 4, 5))])
    # Keeping all scores 30; re-rolling all five leaves two rolls for sixes: 5 x 6 x 11/36.
    assert decisions[0].cost == pytest.approx(30 - 30 * 11 / 36, abs=1e-9)
    assert decisions[0].chosen == "re-rolled all" and decisions[0].best == "keep all"


def test_the_last_turn_with_one_line_open_costs_nothing_to_fill():
    decisions = review_of_last_turn([("roll", [6] * 5), ("reroll", ()), ("filled", "Sixes")])
    assert [decision.cost for decision in decisions] == [0.0]  # the game's filling is no decision


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_review_lists_the_costliest_decisions_each_with_its_reason_in_16_lines(seed):
    moves, _ = played(y.HOMEWORK, random_player(seed), seed)
    text = rv.format_review(rv.review_record(y.HOMEWORK, moves))
    lines = text.splitlines()
    assert 7 <= len(lines) <= 16 and all(len(line) <= 79 for line in lines)
    assert lines[0] == "Review of your play against the exact strategy:"
    assert lines[1] == f"  {rv.MEANING}"
    assert lines[6] == "  Costliest decisions:"
    costs = [float(line.rsplit(": -", 1)[1]) for line in lines[7:] if ": -" in line]
    assert costs == sorted(costs, reverse=True) and len(costs) == 3
    reasons = [line for line in lines[7:] if line.startswith("    ") and not line[4:5].islower()]
    assert len(reasons) >= 2  # most reasons fit; one with no aim to tell may go without


ANSWERS = "\n".join(["1 2", "", "1", "review", "", "2", "3 4 5", "", "3", "", "4", "", "5", ""])


def test_a_piped_game_ends_with_its_review_then_the_final_score():
    lines = run_game("--seed", "5", stdin=ANSWERS + "\n").stdout.splitlines()
    start = len(lines) - 1 - lines[::-1].index("Review of your play against the exact strategy:")
    final = int(lines[-1].split(": ")[1])
    assert lines[-1].startswith("Final score: ") and start >= len(lines) - 17  # 16, the last
    numbers = [float(lines[start + at].split(": ")[1].split()[0]) for at in (2, 3, 4)]
    assert numbers[0] - numbers[1] + numbers[2] == pytest.approx(final, abs=0.02)


def test_review_at_a_prompt_uses_nothing_up_and_no_review_turns_it_off():
    out = run_game("--seed", "5", stdin=ANSWERS + "\n").stdout
    after = out.split("> review\n")[1].splitlines()
    assert after[0] == "Review of your play against the exact strategy:"
    off = run_game("--seed", "5", "--no-review", stdin=ANSWERS + "\n").stdout
    assert "Review of your play" not in off.split("> review\n")[1].split("Re-roll")[1]
    assert "Review of your play" not in off.split("Game over.")[1]


def test_auto_reviews_to_a_loss_of_nothing():
    out = run_game("--auto", "--seed", "8").stdout.splitlines()
    assert "  Lost to decisions: 0.00 (the best moves' expected scores less yours)" in out
    assert out[-1].startswith("Final score: ")


def test_without_a_table_one_line_says_how_to_get_a_review(tmp_path):
    import os

    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}  # no table solved here
    auto = subprocess.run(
        [sys.executable, GAME, "--rules", "yacht", "--auto", "--seed", "2"],
        capture_output=True, text=True, timeout=60, env=env,
    )  # fmt: skip
    assert auto.stdout.splitlines()[-2:-1] == [
        "For a review, solve the game once: python3 yahtzee.py --rules yacht --solve"
    ]
    off = subprocess.run(
        [sys.executable, GAME, "--rules", "yacht", "--auto", "--seed", "2", "--no-review"],
        capture_output=True, text=True, timeout=60, env=env,
    )  # fmt: skip
    assert "For a review" not in off.stdout and off.stdout.splitlines()[-1].startswith("Final")


def test_a_saved_transcript_of_this_game_reviews_as_the_game_did(tmp_path):
    out = run_game("--seed", "5", stdin=ANSWERS + "\n").stdout
    saved = tmp_path / "game.txt"
    saved.write_text(out)
    review = reviewed(saved)
    assert review.returncode == 0
    in_game = out.split("Review of your play")[-1].split("Final score")[0]
    assert review.stdout == "Review of your play" + in_game


@pytest.mark.parametrize("end", ["", "   ", "\r", "bom"])
def test_a_transcript_saved_by_other_tools_reviews_the_same(tmp_path, end):
    # A terminal's copy (tmux capture-pane) or an editor trims the space after "> " of an empty
    # answer; another copy pads lines with spaces, or ends them with \r\n.
    out = run_game("--seed", "11", stdin=WORDS + "\n5\n\n6\n\n1\n\n\n").stdout
    saved = tmp_path / "game.txt"
    if end == "bom":  # Notepad saves UTF-8 with a byte-order mark first
        out, end = "\ufeff" + out[out.index("Roll 1") :], ""
    saved.write_text("\n".join(line.rstrip() + end for line in out.splitlines()))
    review = reviewed(saved)
    assert review.returncode == 0, review.stderr
    assert review.stdout.startswith("Review of your play")
    assert review.stdout in out


def test_only_a_broken_prompt_or_scored_line_is_joined_to_the_indented_rest():
    lines = [
        "Roll 1: 1 2 3 3 3  ",
        "        1 2 3 4 5  <- positions",
        "Re-roll which positions? (2 re-rolls left; Enter",
        "    keeps all) >",
        "Scored 9 on Three of a Kind. Total:",
        "    150",
        "Scored 9 on Threes. Total: 9",
        "    would score 25",
    ]
    assert list(rv.whole_lines(lines)) == [
        (1, "Roll 1: 1 2 3 3 3"),
        (2, "        1 2 3 4 5  <- positions"),
        (3, "Re-roll which positions? (2 re-rolls left; Enter keeps all) >"),
        (5, "Scored 9 on Three of a Kind. Total: 150"),
        (7, "Scored 9 on Threes. Total: 9"),
        (8, "    would score 25"),
    ]


def test_a_session_saved_by_script_with_a_correction_typed_reviews_as_the_game_did(tmp_path):
    # script(1) keeps the terminal's echo: a 3 typed, erased (backspace, space, backspace), a 2.
    out = run_game("--seed", "5", stdin=ANSWERS + "\n").stdout
    assert out.count("> 1 2\n") == 1
    saved = tmp_path / "typescript"
    typed = out.replace("> 1 2\n", "> 1 3\b \b2\n").replace("\n", "\r\n")
    saved.write_text("Script started on 2026-12-01 20:43:20+00:00\r\n" + typed, newline="")
    review = reviewed(saved)
    assert review.returncode == 0, review.stderr
    in_game = out.split("Review of your play")[-1].split("Final score")[0]  # the last review
    assert review.stdout == "Review of your play" + in_game


@pytest.mark.parametrize("end", ["> ", ">"])
def test_a_copy_of_a_game_in_play_takes_its_last_prompt_as_not_answered_yet(tmp_path, end):
    # A copy made while the game waits ends with the prompt, which a copy may trim to ">".
    lines = run_game("--seed", "5", stdin=ANSWERS + "\n").stdout.splitlines()
    at = next(
        n for n, line in enumerate(lines) if line.startswith("Re-roll") and line.endswith("> ")
    )
    reviews = []
    for kept in (lines[:at], [*lines[:at], lines[at][: -len("> ")] + end], lines[: at + 2]):
        saved = tmp_path / "copy.txt"
        saved.write_text("\n".join(kept) + "\n\n")
        reviews.append(reviewed(saved).stdout)
    assert reviews[0].startswith("Review of your play")
    assert reviews[1] == reviews[0] != reviews[2]


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect needs a pseudo-terminal")
def test_a_game_on_a_narrow_screen_reviews_from_its_copy_as_it_did_itself(tmp_path):
    # At 50 columns the game breaks its re-roll prompt, and its review, over two lines.
    session = Session("--seed", "4", columns=50)
    for turn in range(6):
        session.answer(r"keeps all\) > ", "1 3")
        session.answer(r"keeps all\) > ", "")
        if turn < 5:
            session.answer(LINE_PROMPT, str(turn + 1))
    session.expect(r"Final score: \d+\r\n")
    assert "Enter\n    keeps all) > 1 3\n" in session.transcript
    saved = tmp_path / "screen.txt"
    saved.write_text(session.transcript)
    review = reviewed(saved)
    assert review.returncode == 0, review.stderr
    in_game = session.transcript.split("Review of your play")[1].split("Final score")[0]
    assert review.stdout.split() == ("Review of your play" + in_game).split()


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect needs a pseudo-terminal")
def test_a_transcript_of_another_program_is_reviewed_too(tmp_path):
    session = Session(command=[sys.executable, f"{ROOT}/tests/student.py"], timeout=10)
    for _ in range(6):
        session.answer(REROLL_PROMPT, "1 2")
        session.answer(REROLL_PROMPT, "")
        if _ < 5:
            session.answer(LINE_PROMPT, str(y.HOMEWORK.lines.index(y.HOMEWORK.lines[_]) + 1))
    final = int(session.expect(r"Final score: (\d+)\r\n")[0])
    saved = tmp_path / "student.txt"
    saved.write_text(session.transcript)
    review = reviewed(saved)
    assert review.returncode == 0, review.stderr
    numbers = [float(line.split(": ")[1].split()[0]) for line in review.stdout.splitlines()[2:5]]
    assert numbers[0] - numbers[1] + numbers[2] == pytest.approx(final, abs=0.02)


def test_a_transcript_that_cannot_be_followed_is_refused_with_its_line(tmp_path):
    saved = tmp_path / "game.txt"
    lines = run_game("--seed", "5", stdin=ANSWERS + "\n").stdout.splitlines()
    at = next(number for number, line in enumerate(lines) if line.startswith("Scored"))
    lines[at] = lines[at].replace("Scored ", "Scored 9", 1)
    saved.write_text("\n".join(lines))
    review = reviewed(saved)
    assert review.returncode == 2 and review.stdout == ""
    assert review.stderr.startswith(f"yahtzee.py: error: {saved} line {at + 1}: cannot follow it:")


def test_a_review_over_the_api_comes_with_the_finished_games_state():

    import board as boards
    import server as api

    board = api.Board(y.HOMEWORK, dice_showing(*([6] * 30)))
    for line in ("1", "2", "3", "4", "5", "6"):
        api.play_commands(board, f"roll; score {line}!")  # ! scores a 0 with rolls left
    review = boards.board_review(board)
    assert review["final"] == pytest.approx(30, abs=1e-9)
    assert review["start"] + review["luck"] - review["cost"] == pytest.approx(30, abs=1e-9)
    assert len(review["decisions"]) == 11 and set(review["decisions"][0]) == {
        "turn", "dice", "chosen", "best", "cost", "chosen_value", "best_value", "chosen_move",
        "best_move", "points", "reasons", "reason",
    }  # fmt: skip
    kept, chose = review["decisions"][:2]  # moves as data (issue 38)
    assert (kept["chosen_move"], kept["best_move"], kept["points"]) == (
        {"keep": "all"}, {"keep": "all"}, None,
    )  # fmt: skip
    assert (chose["chosen"], chose["chosen_move"], chose["best_move"]) == (
        "chose Ones", {"line": "Ones"}, {"line": "Sixes"},
    )  # fmt: skip
    assert chose["points"] == {"chosen": 0, "best": 30}
    assert "review" in api.rules_description(y.HOMEWORK)["state_fields"]
    ones, sixes = chose["reasons"]  # the reason as data: now + later = value
    assert (ones["line"], ones["now"], sixes["line"], sixes["now"]) == ("Ones", 0, "Sixes", 30)
    for option, value in ((ones, chose["chosen_value"]), (sixes, chose["best_value"])):
        assert option["now"] + option["later"] == pytest.approx(option["value"], abs=1e-9)
        assert option["value"] == pytest.approx(value, abs=1e-9)  # nothing banked on turn 1
    assert (
        chose["reason"].startswith("Ones: 0 now + ") and "(Ones stays open)" not in chose["reason"]
    )
    assert kept["reasons"][0] == {"kept": [6] * 5, "now": 30, "line": "Sixes"}


def test_a_decision_with_the_longest_line_names_fits_79_columns():
    decision = rv.Decision(13, [1, 2, 3, 4, 5], "chose Three of a Kind", "Three of a Kind", 12.3)
    longest = rv.format_decision(decision._replace(best="Four of a Kind"))
    assert len(longest) <= 79 and not longest.lstrip().startswith("Turn")


@pytest.mark.parametrize(
    "text, says",
    [
        ("no game here\n", "line 1: cannot follow it: no Roll line, so no game, is in it."),
        ("Roll 2: 1 1 1 1 1\n", "line 1: cannot follow it: Roll 2 comes where Roll 1 should."),
        (
            "Roll 1: 2 2 2 2 2\nRe-roll > \nChoose a line > 1\nScored 2 on Ones. Total: 2\n",
            "line 4: cannot follow it: it says 2 on Ones, but those dice score 0 on Ones.",
        ),
        (
            "Roll 1: 2 2 2 2 2\nRe-roll > \nChoose a line > 2\nScored 10 on Twos!\n",
            "line 4: cannot follow it: 'Scored 10 on Twos!' is not a Scored line: "
            "Scored S on LINE. Total: T.",
        ),
        (
            "Roll 1: 2 2 2 2 2\nScored 10 on Twos. Total: 10\n",
            "line 2: cannot follow it: a Scored line comes where no line was scored.",
        ),
        (
            "Turn 1 of 13\nRoll 1: 2 2 2 2 2\n",
            "line 1: cannot follow it: a game of 13 turns, but homework has 6: "
            "give --rules yahtzee or yahtzee-free.",
        ),
        (
            "Turn 1 of 7\n",
            "line 1: cannot follow it: a game of 7 turns, but homework has 6: "
            "no rule set has as many.",
        ),
        (
            "Turn \u0661 of \u0666\nRoll 1: 2 2 2 2 2\n",
            "line 1: cannot follow it: 'Turn \u0661 of \u0666' is not a Turn line: its numbers"
            " are 0-9.",
        ),
        (
            "Roll 1: 2 2 2 2 2\nRe-roll > \nChoose a line > 2\nScored \u0661\u0660 on Twos. "
            "Total: 10\n",
            "line 4: cannot follow it: 'Scored \u0661\u0660 on Twos. Total: 10' is not a Scored"
            " line: Scored S on LINE. Total: T.",
        ),
    ],
    ids=[
        "no-game",
        "roll-out-of-order",
        "wrong-points",
        "no-scored-line",
        "scored-too-soon",
        "another-rule-set",
        "no-rule-set",
        "arabic-indic-turn",
        "arabic-indic-points",
    ],
)
def test_what_a_review_cannot_follow_it_says_where_and_why(tmp_path, text, says):
    (tmp_path / "game.txt").write_text(text)
    review = reviewed("game.txt", cwd=tmp_path)  # a short path: a refusal is at most 200 long
    assert (review.returncode, review.stdout) == (2, "")
    assert review.stderr == f"yahtzee.py: error: game.txt {says}\n"


# ------------------------------------------------------------------ issue 24: one record


def test_a_prompt_the_end_of_input_answered_is_no_move(tmp_path):
    # Issue 37 #15: the end of input after turn 6's first prompt was reviewed as "kept all".
    answers = "all\nkeep 1\n\nones\n1 2\n\ntwos\n\nthrees\nhint\n3 4 5\n\nfours\n\nfives\n"
    out = run_game("--seed", "7", stdin=answers).stdout
    assert "> \nInput ended before the game was over." in out
    saved = tmp_path / "game.txt"
    saved.write_text(out)
    review = reviewed(saved)
    assert review.returncode == 0, review.stderr
    assert "On turn 6" not in review.stdout and "the final score" not in review.stdout
    assert "the expected final score now" in review.stdout


def test_a_transcript_of_other_rules_is_refused_as_such_before_any_table_is_needed(tmp_path):
    # Issue 37 #16: with the full card unsolved, a homework transcript was told to solve it.
    out = run_game("--seed", "5", stdin=ANSWERS + "\n").stdout
    (tmp_path / "game.txt").write_text(out)
    review = subprocess.run(
        [sys.executable, GAME, "--review", "game.txt", "--full"],
        capture_output=True, text=True, timeout=60, cwd=tmp_path,
        env={**os.environ, "XDG_CACHE_HOME": str(tmp_path)},
    )  # fmt: skip
    assert (review.returncode, review.stdout) == (2, "")
    assert review.stderr == (
        "yahtzee.py: error: game.txt line 3: cannot follow it: a game of 6 turns, but yahtzee"
        " has 13: give --rules homework.\n"
    )


def test_review_on_the_last_turn_counts_no_move_not_made():
    answers = ["", "1", "", "2", "", "3", "", "4", "", "5", "review", "quit"]
    out = run_game("--seed", "3", stdin="\n".join(answers) + "\n").stdout
    review = out.split("> review\n")[1].split("Re-roll")[0]
    assert "Review of your play" in review and "On turn 6" not in review
    assert "the expected final score now" in review


WORDS = "hold 3 4 5\nroll\ntoggle 3\nroll keep 1 2 4 5\n3\nreroll 2 4 5\n\n1 2; ; 3\nscore 4\n"


def test_the_review_of_a_saved_transcript_with_the_words_and_type_ahead_is_the_games(tmp_path):
    out = run_game("--seed", "11", stdin=WORDS + "\n5\n\n6\n\n1\n\n\n").stdout
    assert "Final score" in out and "Held: 3 4 5" in out
    saved = tmp_path / "game.txt"
    saved.write_text(out)
    review = reviewed(saved)
    assert review.returncode == 0, review.stderr
    assert (
        review.stdout
        == "Review of your play" + out.split("Review of your play")[1].split("Final score")[0]
    )


@pytest.mark.parametrize(
    "text, says",
    [
        (
            "Roll 1: 1 2 3 4 5\nRe-roll > 1\nChoose a line > 1\n",
            "line 3: cannot follow it: a line prompt comes where the next Roll line should.",
        ),
        (
            "Roll 1: 1 2 3 4 5\nRoll 2: 1 2 3 4 5\n",
            "line 2: cannot follow it: Roll 2 comes where a Re-roll prompt should.",
        ),
        (
            "Roll 1: 1 2 3 4 5\nRe-roll > 1 2\nRoll 2: 6 6 6 6 6\n",
            "line 3: cannot follow it: a die that was kept has changed.",
        ),
        (
            "Turn 1 of 6\nRoll 1: 9 1 1 1 1\n",
            "line 2: cannot follow it: 'Roll 1: 9 1 1 1 1' is not a roll: five faces 1-6 are"
            " needed.",
        ),
        (
            "a\nb\nc\nRoll 1: \uff14 1 1 1 1\n",
            "line 4: cannot follow it: 'Roll 1: \uff14 1 1 1 1' is not a roll: five faces 1-6 are"
            " needed.",
        ),
        (
            "a\u2028b\x0cc\x1cd\ne\nf\ng\nh\ni\nRoll 1: 1 1\x00 1 1 1\n",
            "line 7: cannot follow it: 'Roll 1: 1 1? 1 1 1' is not a roll: five faces 1-6 are"
            " needed.",
        ),
    ],
    ids=[
        "line-without-its-roll",
        "roll-without-its-answer",
        "kept-die-changed",
        "face-9",
        "look-alike",
        "nul-after-characters-that-splitlines-splits-on",
    ],
)
def test_a_transcript_out_of_order_is_refused_at_its_line(tmp_path, text, says):
    (tmp_path / "game.txt").write_text(text, encoding="utf-8")
    review = reviewed("game.txt", cwd=tmp_path)  # a short path: a refusal is at most 200 long
    assert (review.returncode, review.stdout) == (2, "")
    assert review.stderr == f"yahtzee.py: error: game.txt {says}\n"


def test_a_transcript_is_read_whole_and_one_over_the_limit_is_refused(tmp_path):
    lines = run_game("--seed", "5", stdin=ANSWERS + "\n").stdout.split("\n")
    half = lines.index("Turn 4 of 6")
    saved = tmp_path / "game.txt"
    saved.write_text("\n".join(lines[:half] + ["x" * 5_000_000] + lines[half:]))
    whole = reviewed(saved)
    assert whole.returncode == 0 and "the final score" in whole.stdout
    saved.write_text("\n".join(lines[:half] + ["x" * (rv.TRANSCRIPT_LIMIT + 1)] + lines[half:]))
    over = reviewed("game.txt", cwd=tmp_path)  # a short path: a refusal is at most 200 long
    assert over.returncode == 2 and over.stdout == "" and len(over.stderr.splitlines()) == 1
    assert "--review reads at most 16 MiB" in over.stderr


def test_the_shown_figures_add_up_to_the_final_score():
    for seed in range(20):
        record, final = played(y.HOMEWORK, random_player(seed), seed)
        lines = rv.format_review(rv.review_record(y.HOMEWORK, record)).splitlines()
        start, cost, luck = (float(lines[at].split(": ")[1].split()[0]) for at in (2, 3, 4))
        assert round(start - cost + luck, 2) == final
        assert lines[5].endswith(f"= {final:.2f}, the final score")


def test_a_keep_is_said_in_positions_with_the_faces_kept():
    assert rv.reroll_words([3, 1, 2, 5, 4], (1, 2, 4, 5)) == "re-roll 1 2 4 5 (keep the 2)"
    assert rv.rerolled_words((1, 3)) == "re-rolled 1 3"


def test_in_a_hot_seat_game_review_answers_for_the_player_and_ends_each_persons_game():
    answers = ["review", "", "1", "", "1"]
    answers += [answer for n in range(2, 6) for answer in ("", str(n), "", str(n))] + ["", ""]
    out = run_game("--players", "Ann,Ben", "--seed", "4", stdin="\n".join(answers) + "\n")
    assert "review needs" not in out.stdout
    assert out.stdout.split("> review\n")[1].startswith("Review of your play")
    end = out.stdout.split("Game over.")[1]
    assert "\nAnn:\nReview of your play" in end and "\nBen:\nReview of your play" in end
    assert re.fullmatch(r".* (wins|tie) with \d+\.", out.stdout.splitlines()[-1])


RANDOM_WORDS = ["", "1 2", "3", "all", "keep 1", "hold 2 3", "roll", "toggle 1", "reroll 5",
                "roll keep 1 2", "9", "card", "help", "score chance", "1 2; 3"]  # fmt: skip


def console_record(rules, seed, answers):
    """Play a console game in-process with these answers; return its record and transcript."""
    import io

    out = io.StringIO()
    answered = iter(answers)

    def read(question):  # as a piped game echoes its answers
        answer = next(answered)
        out.write(f"{question}{answer}\n")
        return answer

    console = y.Console(read, lambda text="": out.write(f"{text}\n"))
    plays = []
    player = y.player_of(console)
    player = player._replace(sit=lambda play: (plays.append(play), console.sit(play)))
    y.play_game(rules, y.make_die(seed, ()), player, console.say)
    return plays[0].record, out.getvalue()


def rolled_faces(record):
    """Return the faces a game's die gave, in the order it gave them, from its record."""
    faces, rerolled = [], y.POSITIONS
    for move in record:
        if move.kind == "roll":
            faces += [move.value[at - 1] for at in rerolled]
        elif move.kind == "reroll":
            rerolled = move.value
        if move.kind in ("line", "filled"):
            rerolled = y.POSITIONS
    return faces


def last_line(board):
    """Return the board's one open line, or None while there are more."""
    remaining = y.open_lines(board.play.game)
    return remaining[0] if len(remaining) == 1 else None


def api_record(rules, seed, moves):
    """Play the moves of a record as commands over the API's board; return its record."""
    import server as api

    board = api.Board(rules, y.make_die(seed, ()))
    for move in moves:
        if move.kind == "roll" and board.play.phase == "start":
            api.play_commands(board, "roll")
        elif move.kind == "reroll" and move.value:
            api.play_commands(board, "reroll " + " ".join(map(str, move.value)))
        elif move.kind == "line":
            api.play_commands(board, f"score {move.value}!")  # chosen at the line prompt
        elif move.kind == "reroll" and board.play.phase == "reroll" and last_line(board):
            api.play_commands(board, f"score {last_line(board)}")  # the game fills it
    return board.play.record


def hot_seat_record(rules, faces, answers, capsys):
    """Play the answers at the first seat of a hot-seat game; return that seat's record.

    The first seat gets faces; the second keeps every first roll on its first open line.
    """
    import players

    answered, seated = iter(answers), []
    console = y.Console(lambda question: next(answered), y.show)
    theirs = random.Random(0)

    def die():
        return faces.pop(0) if seated[-1] == 0 else 1 + theirs.randrange(6)

    first = y.player_of(console)
    first = first._replace(sit=lambda play: (seated.append(0), console.sit(play)))
    second = y.Player(lambda *_: (), lambda game, dice: y.open_lines(game)[0], seated.append)
    seats, ended = [players.Seat("Ann", first), players.Seat("Ben", second)], []
    hot = players.seat_table(seats, reviewed=False)
    table = hot._replace(end=lambda plays, how: ended.append(plays) or hot.end(plays, how))
    assert y.play_game(rules, die, None, y.show, "", table=table) == 0
    capsys.readouterr()
    return ended[0][0].record


@pytest.mark.parametrize("key, seed", [("homework", 1), ("homework", 2), ("homework", 3)])
def test_the_console_the_api_a_seat_and_the_review_keep_one_record(key, seed, capsys):
    rules, rng = y.RULE_SETS[key], random.Random(seed)
    answers = [rng.choice(RANDOM_WORDS) for _ in range(60)] + [str(n) for n in range(1, 7)] * 6
    record, said = console_record(rules, seed, answers)
    moves = [move for move in record if move.kind != "refused"]
    assert rv.transcript_record(rules, said.split("\n")) == record
    assert [move for move in api_record(rules, seed, moves) if move.kind != "refused"] == moves
    assert hot_seat_record(rules, rolled_faces(record), answers, capsys) == record


ANSWER_WORDS = RANDOM_WORDS + ["hint", "review", "keep all", "none", "1;2", "hold 1; roll"]


@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 99), max_size=50))
@settings(max_examples=25, deadline=None)
@pytest.mark.parametrize("key", ["homework", "yacht"])
def test_the_review_of_a_saved_transcript_is_the_games_own_review(yacht_solved, key, seed, picks):
    rules = y.RULE_SETS[key]
    lines = [str(n) for n in range(1, len(rules.lines) + 1)]
    answers = [ANSWER_WORDS[pick % len(ANSWER_WORDS)] for pick in picks] + lines * len(lines)
    record, said = console_record(rules, seed, answers)
    read = rv.transcript_record(rules, said.split("\n"))
    assert read == record
    assert rv.format_review(rv.review_record(rules, read)) == rv.format_review(
        rv.review_record(rules, record)
    )


def test_the_playing_guides_review_is_what_that_game_shows():
    with open(f"{ROOT}/docs/playing.md", encoding="utf-8") as file:
        readme = file.read()
    shown = readme.split("then Enter twice and a line\neach turn):\n\n```\n")[1]
    answers = "1 2\n\n5\n\n\n1\n\n\n2\n\n\n3\n\n\n4\n\n\n6\n"
    out = run_game("--seed", "3", stdin=answers).stdout
    assert out.endswith(shown.split("```")[0])


# What a piped homework game and its review import, beyond the bare interpreter. The start-up
# figure is measured by make bench; these are the imports it found costly, none of which an
# ordinary game needs (hashlib's alone took longer than the whole review).
COSTLY_IMPORTS = {"json", "hashlib", "textwrap", "difflib", "__future__"}
IMPORTS_OF_A_GAME = """
import atexit, runpy, sys
atexit.register(lambda: print(" ".join(sorted(sys.modules)), file=sys.stderr))
sys.argv = [{game!r}, "--seed", "1"]
runpy.run_path({game!r}, run_name="__main__")
"""


def test_a_piped_game_and_its_review_keep_the_table_and_import_nothing_costly(tmp_path):
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    answers = "\n".join(["all", "keep 1", "1", "", "2", "", "3", "", "4", "", "5", ""]) + "\n"
    for game in ("first", "next"):  # the first game solves the homework and keeps its table
        result = subprocess.run(
            [sys.executable, "-c", IMPORTS_OF_A_GAME.format(game=GAME)],
            input=answers, capture_output=True, text=True, env=env, timeout=60,
        )  # fmt: skip
        assert "Review of your play against the exact strategy:" in result.stdout, game
        imported = set(result.stderr.split())
        assert "review" in imported and not imported & COSTLY_IMPORTS, game
        assert [path.name for path in (tmp_path / "yahtzee").iterdir()] == ["homework.table"]


# What a review says of a line choice, and of a re-roll that aims for a face.
DECISION = re.compile(
    r"  On turn (\d+), ([1-6 ]+): (chose (.+?) \(([\d.]+)\)|kept all|re-rolled [^(]*) ?.*?"
    r"best (.+?) \(([\d.]+)\): -[\d.]+\n(    [^\n]*(?:\n    (?!best)[^\n]*)?)",
    re.DOTALL,
)
LINE_REASON = re.compile(r"(\w[\w ]*): (\d+) now \+ ([\d.]+) to come")
AIM = re.compile(
    r"[Kk]eeping the ([1-6 ]+): an? (\d+)% chance of (three or more|four or more|five) (\w+)"
)


def chance_by_counting(kept: int, wanted: int, rolls: int) -> float:
    """Return the chance of at least wanted of a face among five dice, kept of them held and
    the others re-rolled each of rolls times, by following every roll's outcomes.
    """
    chances = {kept: 1.0}
    for _ in range(rolls):
        after = {}
        for have, chance in chances.items():
            free = 5 - have
            for hits in range(free + 1):
                ways = math.comb(free, hits) * 5 ** (free - hits) / 6**free
                after[have + hits] = after.get(have + hits, 0) + chance * ways
        chances = after
    return sum(chance for have, chance in chances.items() if have >= wanted)


def reasons_of_games(rules, seeds, flags=()):
    """Play games at a terminal that keep all at once and take the last open line; return
    each (transcript, game states by turn) for the decisions their reviews explain.
    """
    games = []
    for seed in seeds:
        game = Session(*flags, "--seed", str(seed), timeout=30)
        sheet, states = y.new_game(rules), {}
        for turn in range(1, len(rules.lines) + 1):
            states[turn] = sheet
            game.expect(REROLL_PROMPT)
            dice = [
                int(face) for face in re.findall(r"Roll 1: ([1-6 ]+)", game.transcript)[-1].split()
            ]
            game.child.sendline("")
            if len(y.open_lines(sheet)) > 1:
                game.expect(LINE_PROMPT)
                line = y.open_lines(sheet)[-1]
                game.child.sendline(line)
            else:
                line = y.open_lines(sheet)[0]
            sheet, _, _ = y.score_turn(sheet, line, dice)
        assert game.finish() == 0
        games.append((game.transcript.replace("\r\n", "\n"), states))
    return games


def check_reasons(rules, games) -> set:
    """Check each reason a review gives against the solver and by counting; return the kinds
    of decision seen explained.
    """
    advisor, seen = adv.ready_advisor(rules), set()
    for transcript, states in games:
        review = transcript[transcript.rindex("Review of your play") :]
        assert len(review.splitlines()) <= 17 and all(
            len(line) <= 79 for line in review.splitlines()
        )
        for found in DECISION.finditer(review):
            turn, dice = int(found[1]), [int(face) for face in found[2].split()]
            game, reason = states[turn], found[8]
            if found[4]:  # a line chosen: now + to come, on what was banked, is its value
                values = {found[4]: float(found[5]), found[6]: float(found[7])}
                for line, now, later in LINE_REASON.findall(reason):
                    assert int(now) == y.score_line(line, dice, game)
                    option = y.total(game) + int(now) + float(later)
                    assert option == pytest.approx(values[line], abs=0.011)
                    exact = y.total(game) + advisor.line_value(game, line, dice)
                    assert option == pytest.approx(exact, abs=0.011)
                    seen.add("line")
            for kept, percent, many, faces in AIM.findall(reason):
                held = [int(face) for face in kept.split()]
                wanted = {"three or more": 3, "four or more": 4, "five": 5}[many]
                face = y.FACE_NAMES.index(faces.capitalize())
                counted = chance_by_counting(held.count(face), wanted, 2)  # kept all at Roll 1
                assert int(percent) == round(100 * counted)
                seen.add("re-roll")
    return seen


def test_the_review_explains_a_line_choice_and_a_re_roll_in_points_the_solver_agrees_with():
    seen = check_reasons(y.HOMEWORK, reasons_of_games(y.HOMEWORK, range(1, 7)))
    assert seen == {"line", "re-roll"}


@pytest.mark.slow
def test_a_full_card_review_explains_its_decisions_as_the_solver_values_them():
    if adv.best_advisor(y.YAHTZEE).heuristic:  # solved once for the slow tests, then kept
        solved = subprocess.run([sys.executable, GAME, "--full", "--solve"],
                                capture_output=True, text=True, timeout=900)  # fmt: skip
        assert solved.returncode == 0, solved.stderr
        adv.best_advisor.cache_clear()
    seen = check_reasons(y.YAHTZEE, reasons_of_games(y.YAHTZEE, range(1, 4), ("--full",)))
    assert seen == {"line", "re-roll"}
