"""advisor.py: exact for the homework and solved tables, a heuristic elsewhere, greedy to beat."""

import array
import contextlib
import io
import itertools
import math
import os
import random
import re
import signal
import subprocess
import sys
import time
from functools import cache, partial
from pathlib import Path

import pytest
from scripted import GAME, Screen, Script, run_game

import advisor as adv
import autoplay
import solver as sv
import table
import yahtzee as y

HOMEWORK_LINES = [line.name for line in y.HOMEWORK.lines]


def homework_game(**used):
    """Return a homework game with these lines used (the rest open)."""
    return y.Game(y.HOMEWORK, {name: used.get(name) for name in HOMEWORK_LINES}, {})


def only_open(name):
    return homework_game(**{other: 0 for other in HOMEWORK_LINES if other != name})


# ------------------------------------------------------------------ the outcomes


@pytest.fixture(scope="module")
def laid_out():
    return sv.build_outcomes()


def test_the_tables_hold_252_hands_and_462_keeps(laid_out):
    assert len(laid_out.hands) == len(set(laid_out.hands)) == 252
    assert len(laid_out.keeps) == len(set(laid_out.keeps)) == 462


def expected_after(laid_out, values, keep):
    """Return the mean of values over every way the dice not kept can come up, counted."""
    rolls = list(itertools.product(y.FACES, repeat=5 - len(keep)))
    hands = [laid_out.hand_index[tuple(sorted(keep + roll))] for roll in rolls]
    return math.fsum(values[hand] for hand in hands) / len(rolls)


def counted_turn(laid_out, end):
    """Return a turn worked out by counting every roll: after2 and after1 of every keep."""
    after2 = [expected_after(laid_out, end, keep) for keep in laid_out.keeps]
    allowed = [sv.allowed_keeps(laid_out, hand) for hand in range(len(laid_out.hands))]
    best2 = [max(after2[keep] for keep in keeps) for keeps in allowed]
    after1 = [expected_after(laid_out, best2, keep) for keep in laid_out.keeps]
    return after2, after1


def test_the_level_by_level_turn_agrees_with_a_turn_worked_out_by_counting(laid_out):
    end = [hand.count(6) * 6 + (hand[0] == hand[-1]) * 50 for hand in laid_out.hands]
    turn = sv.keep_levels().turn_of(end)
    after2, after1 = counted_turn(laid_out, end)
    assert turn.after2 == pytest.approx(after2, abs=1e-9)
    assert turn.after1 == pytest.approx(after1, abs=1e-9)
    assert sv.keep_levels().turn_start([hand.count(6) * 6 for hand in laid_out.hands]) == (
        pytest.approx(455 / 36, abs=1e-12)
    )


def test_the_first_roll_chances_match_counting_all_6_to_the_5_rolls():
    counted = {}
    for dice in itertools.product(y.FACES, repeat=5):
        hand = tuple(sorted(dice))
        counted[hand] = counted.get(hand, 0) + 1
    levels = sv.keep_levels()
    for hand, chance in zip(levels.levels[5], levels.first_roll):
        assert chance == pytest.approx(counted[hand] / 6**5, abs=1e-15)


def test_each_hand_lists_its_distinct_keeps_itself_last(laid_out):
    hand = (2, 2, 5, 5, 5)
    allowed = sv.allowed_keeps(laid_out, laid_out.hand_index[hand])
    keeps = [laid_out.keeps[index] for index in allowed]
    assert len(keeps) == len(set(keeps)) == 3 * 4  # 0-2 twos times 0-3 fives
    assert keeps[-1] == hand


@pytest.mark.parametrize(
    "dice, keep, positions",
    [
        ([6, 2, 6, 3, 6], (6, 6), (2, 4, 5)),
        ([1, 2, 3, 4, 5], (), (1, 2, 3, 4, 5)),
        ([4, 4, 4, 4, 4], (4, 4, 4, 4, 4), ()),
        ([5, 1, 5, 1, 5], (1, 5, 5), (4, 5)),
    ],
    ids=["keep-two-of-three", "keep-none", "keep-all", "keep-first-ones-found"],
)
def test_positions_for_keep(dice, keep, positions):
    assert adv.positions_for_keep(dice, keep) == positions


# ------------------------------------------------------------------ exact advisor


@pytest.fixture(scope="module")
def exact():
    return adv.ExactAdvisor(y.HOMEWORK)


def test_only_sixes_open_is_worth_455_over_36(exact):
    assert exact.expected_score(only_open("Sixes")) == pytest.approx(455 / 36, abs=1e-9)


def test_only_ones_open_is_worth_455_over_216(exact):
    assert exact.expected_score(only_open("Ones")) == pytest.approx(455 / 216, abs=1e-9)


def test_expected_score_counts_the_points_already_scored(exact):
    game = only_open("Sixes")._replace(sheet={**only_open("Sixes").sheet, "Ones": 4})
    assert exact.expected_score(game) == pytest.approx(4 + 455 / 36, abs=1e-9)


# A deliberately plain brute force: positions are re-rolled by subset, every
# outcome of the re-rolled dice is enumerated with itertools.product, and a
# state is the frozenset of open lines. It shares nothing with the advisor's outcomes.
FACE_OF = {name: face for face, name in zip(y.FACES, HOMEWORK_LINES)}


def plain_score(name, dice):
    return FACE_OF[name] * list(dice).count(FACE_OF[name])


@cache
def brute_future(open_lines):
    """Expected points still to come at the start of a turn with these lines open."""
    if not open_lines:
        return 0.0
    return average(lambda dice: brute_prompt(open_lines, dice, 2), ())


@cache
def outcomes(kept):
    """Return every way the dice not kept can come up, each as the sorted five dice."""
    rolled = itertools.product(y.FACES, repeat=5 - len(kept))
    return [tuple(sorted(kept + extra)) for extra in rolled]


def average(value, kept):
    """Average value over every way of rolling the dice not kept."""
    hands = outcomes(kept)
    return sum(map(value, hands)) / len(hands)


@cache
def brute_end(open_lines, dice):
    """The best line for dice that end the turn."""
    return max(plain_score(name, dice) + brute_future(open_lines - {name}) for name in open_lines)


def kept_dice(dice, rerolled):
    return tuple(sorted(die for place, die in enumerate(dice, 1) if place not in rerolled))


def brute_reroll(open_lines, dice, rerolled, rerolls_left):
    """Re-roll these positions; keeping all (none re-rolled) ends the rolling."""
    if not rerolled:
        return brute_end(open_lines, tuple(sorted(dice)))
    return brute_after_keep(open_lines, kept_dice(dice, rerolled), rerolls_left)


@cache
def brute_after_keep(open_lines, kept, rerolls_left):
    """Keep these dice and roll the others, with rerolls_left re-rolls before this one ends."""
    if rerolls_left == 1:
        return average(lambda after: brute_end(open_lines, after), kept)
    return average(lambda after: brute_prompt(open_lines, after, 1), kept)


@cache
def brute_prompt(open_lines, dice, rerolls_left):
    """The best of every subset of positions to re-roll, at a re-roll prompt."""
    subsets = [s for size in range(6) for s in itertools.combinations(range(1, 6), size)]
    return max(brute_reroll(open_lines, dice, rerolled, rerolls_left) for rerolled in subsets)


def test_start_of_game_matches_a_plain_brute_force(exact):
    expected = brute_future(frozenset(HOMEWORK_LINES))
    assert exact.expected_score(y.new_game(y.HOMEWORK)) == pytest.approx(expected, abs=1e-9)


def sample_states(count, seed=2026):
    """Yield (game, dice, roll number) at random points of random homework games."""
    rng = random.Random(seed)
    for _ in range(count):
        left = rng.sample(HOMEWORK_LINES, rng.randint(1, 6))
        used = {name: rng.choice([0, 1, 2, 3]) * FACE_OF[name] for name in HOMEWORK_LINES}
        game = homework_game(**{name: used[name] for name in HOMEWORK_LINES if name not in left})
        yield game, [rng.randint(1, 6) for _ in range(5)], rng.choice([1, 2])


def test_no_other_keep_is_worth_more_than_the_advisors(exact):
    for game, dice, roll_number in sample_states(60):
        open_lines, hand = frozenset(y.open_lines(game)), tuple(sorted(dice))
        rerolls_left = 3 - roll_number
        best = brute_prompt(open_lines, hand, rerolls_left)
        rerolled, value = exact.advise_reroll(game, dice, roll_number)
        assert value == pytest.approx(best, abs=1e-9)
        chosen = brute_reroll(open_lines, tuple(dice), rerolled, rerolls_left)
        assert chosen == pytest.approx(best, abs=1e-9)


def test_no_other_line_is_worth_more_than_the_advisors(exact):
    for game, dice, _ in sample_states(60, seed=7):
        open_lines = frozenset(y.open_lines(game))
        name, value = exact.advise_line(game, dice)
        worth = {
            line: plain_score(line, dice) + brute_future(open_lines - {line})
            for line in open_lines
        }
        assert value == pytest.approx(max(worth.values()), abs=1e-9)
        assert worth[name] == pytest.approx(max(worth.values()), abs=1e-9)


def test_keeping_all_at_the_first_prompt_is_valued_as_scoring_now(exact):
    game, dice = only_open("Sixes"), [6, 6, 6, 6, 1]
    turn = exact.turn_values(game)
    choices = adv.keep_choices(exact.outcomes, turn, exact.outcomes.hand_index[(1, 6, 6, 6, 6)], 1)
    keep_all_value = choices[0][0]
    assert keep_all_value == 24
    assert exact.advise_reroll(game, dice, 1) == ((5,), pytest.approx(24 + 6 * (1 - (5 / 6) ** 2)))


def test_five_sixes_are_kept(exact):
    assert exact.advise_reroll(only_open("Sixes"), [6] * 5, 1) == ((), 30)


# ------------------------------------------------------------------ the heuristic
# How well it plays on average is a statistical figure: `make bench` reports it.


def test_the_best_advisor_is_exact_only_where_it_can_be():
    kinds = {key: type(adv.best_advisor(rules)) for key, rules in y.RULE_SETS.items()}
    assert kinds == {
        "homework": adv.ExactAdvisor,
        "yahtzee": adv.HeuristicAdvisor,
        "yacht": adv.HeuristicAdvisor,
        "yatzy": adv.HeuristicAdvisor,
        "yahtzee-free": adv.HeuristicAdvisor,
    }


def test_the_best_advisor_is_worked_out_once_per_rule_set():
    assert adv.best_advisor(y.YAHTZEE) is adv.best_advisor(y.YAHTZEE)


def heuristic_states(count, seed):
    """Yield full-card games part-played by the heuristic itself, to test it on."""
    rng = random.Random(seed)
    advisor = adv.HeuristicAdvisor(y.YAHTZEE)
    player = adv.advised_player(advisor)
    for _ in range(count):
        play = y.Play(y.new_game(y.YAHTZEE))
        for turn in range(1, rng.randint(1, 12)):
            y.play_turn(play, turn, y.random_die(rng), player, sv.ignore)
        game = play.game
        if rng.random() < 0.5:
            game = game._replace(sheet={**game.sheet, "Yahtzee": rng.choice([0, 50])})
        yield advisor, game


def test_the_heuristics_shortcut_equals_valuing_every_hand_on_every_line():
    for advisor, game in heuristic_states(12, seed=3):
        slow = [
            max(advisor.line_value(game, name, list(hand)) for name in y.allowed_lines(game, hand))
            for hand in advisor.outcomes.hands
        ]
        assert advisor.end_values(game) == pytest.approx(slow, abs=1e-9)


@pytest.mark.parametrize(
    "dice, line",
    [
        ([1, 2, 3, 4, 5], "Large Straight"),
        ([6, 6, 6, 6, 6], "Yahtzee"),
        ([2, 2, 3, 3, 3], "Full House"),
    ],
    ids=["large-straight", "yahtzee", "full-house"],
)
def test_the_heuristic_takes_what_a_fresh_card_rarely_sees_again(dice, line):
    assert adv.HeuristicAdvisor(y.YAHTZEE).advise_line(y.new_game(y.YAHTZEE), dice).move == line


def test_the_heuristic_keeps_four_of_a_kind_and_rolls_the_odd_die():
    advice = adv.HeuristicAdvisor(y.YAHTZEE).advise_reroll(
        y.new_game(y.YAHTZEE), [6, 2, 6, 6, 6], 1
    )
    assert advice.move == (2,)


def test_a_fresh_heuristic_advises_on_a_game_with_only_lower_lines_open():
    names = [line.name for line in y.YAHTZEE.lines]
    game = y.Game(
        y.YAHTZEE, {name: 0 if index < 6 else None for index, name in enumerate(names)}, {}
    )
    hint = adv.format_reroll_hint(adv.HeuristicAdvisor(y.YAHTZEE), game, [1, 2, 3, 4, 6], 1)
    assert hint.endswith("(heuristic)")


def test_the_heuristic_obeys_the_joker_rule():
    game = y.Game(
        y.YAHTZEE, {**dict.fromkeys(line.name for line in y.YAHTZEE.lines), "Yahtzee": 50}, {}
    )
    assert adv.HeuristicAdvisor(y.YAHTZEE).advise_line(game, [3, 3, 3, 3, 3]).move == "Threes"


# ------------------------------------------------------------------ greedy


@pytest.mark.parametrize(
    "dice, used, face",
    [
        ([1, 1, 1, 1, 3], [], 1),
        ([2, 2, 4, 5, 5], [], 5),
        ([4, 4, 2, 2, 2], [], 4),
        ([3, 3, 6, 2, 2], [], 6),
        ([5, 5, 1, 1, 1], ["Fives"], 1),
        ([6, 6, 6, 1, 1], HOMEWORK_LINES[:5] + ["Sixes"], 6),
    ],
    ids=[
        "count-times-face",
        "worth-most",
        "tie-goes-high",
        "single-six",
        "used-face-skipped",
        "none-open",
    ],
)
def test_greedy_keeps_the_face_worth_most(dice, used, face):
    game = homework_game(**dict.fromkeys(used, 0))
    assert adv.greedy_face(game, dice) == face
    positions = adv.greedy_rerolls(game, dice, 1)
    assert [dice[place - 1] for place in positions] == [die for die in dice if die != face]


def test_greedy_takes_the_best_score_now_ties_up_the_sheet():
    assert adv.greedy_line(y.new_game(y.HOMEWORK), [2, 2, 4, 1, 3]) == "Twos"
    assert adv.greedy_line(homework_game(Twos=4, Fours=4), [2, 2, 4, 1, 1]) == "Ones"


# ------------------------------------------------------------------ hints


def test_hint_at_each_prompt_changes_nothing():
    game = y.new_game(y.HOMEWORK)
    ask, say = Script("hint", "HINT", "1 2", "hint", "sixes"), Screen()
    player = y.player_of(y.Console(ask, say))
    assert player.choose_rerolls(game, [6, 6, 1, 2, 3], 1) == (1, 2)
    assert say.said[0] == say.said[1]
    assert say.said[0].startswith("Hint: re-roll 3 4 5 (expected final score ")
    assert player.choose_line(game, [6, 6, 6, 2, 3]) == "Sixes"
    assert "Dice:   6 6 6 2 3" in say.text
    assert "Hint: choose Sixes for 18 (expected final score " in say.text
    assert game == y.new_game(y.HOMEWORK)


def test_hint_expected_score_is_exact_and_has_two_decimals():
    advisor = adv.best_advisor(y.HOMEWORK)
    game = only_open("Sixes")
    hint = adv.format_reroll_hint(advisor, game, [6, 6, 6, 6, 1], 2).splitlines()
    assert hint == [
        f"Hint: re-roll 5 (expected final score {24 + 1:.2f})",
        "Next best: keep all (24.00), re-roll 4 5 (20.00)",
    ]
    assert adv.format_line_hint(advisor, game, [6, 1, 1, 1, 1]) == (
        "Hint: choose Sixes for 6 (expected final score 6.00)"  # the only line: no next best
    )


def test_hint_keep_all():
    advisor = adv.best_advisor(y.HOMEWORK)
    assert adv.format_reroll_hint(advisor, only_open("Sixes"), [6] * 5, 1).splitlines() == [
        "Hint: keep all (expected final score 30.00)",
        "Next best: re-roll 5 (25.83), re-roll 4 5 (21.67)",
    ]


def test_heuristic_hints_say_so():
    advisor = adv.best_advisor(y.YAHTZEE)
    game = y.new_game(y.YAHTZEE)
    assert adv.format_reroll_hint(advisor, game, [1, 2, 3, 4, 6], 1).endswith(" (heuristic)")
    assert adv.format_line_hint(
        advisor,
        game,
        [1, 2, 3, 4, 6],
    ).endswith(" (heuristic)")


def test_help_mentions_hint_only_at_the_console():
    ask, say = Script("help", ""), Screen()
    y.player_of(y.Console(ask, say)).choose_rerolls(y.new_game(y.HOMEWORK), [1] * 5, 1)
    assert "hint (the best move)" in say.text
    ask, say = Script("help", ""), Screen()
    y.prompt_reroll(y.new_game(y.HOMEWORK), [1] * 5, 1, ask, say)
    assert "hint" not in say.text


# ------------------------------------------------------------------ output


def test_summary_and_histogram():
    summary = autoplay.format_summary([40, 60, 60, 80]).splitlines()
    assert summary == ["Games: 4", "Mean: 60.00", "Std dev: 14.14", "Min: 40", "Max: 80"]
    rows = autoplay.format_histogram([40, 60, 60, 80], width=10).splitlines()
    assert [row.split("|")[0].split() for row in rows][0] == ["40-", "44"]
    assert sum(int(row.split()[-1]) for row in rows) == 4
    assert max(row.count("#") for row in rows) == 10


class Stream:
    """A terminal that keeps each piece of text written to it, in written."""

    def __init__(self, written):
        self.write, self.flush = written.append, lambda: None


def test_progress_shows_after_a_second_and_clears_at_the_end():
    now, written = [0.0], []
    progress = autoplay.Progress(Stream(written), clock=lambda: now[0])
    progress(1, 10)
    assert written == []
    now[0] = 1.5
    progress(5, 10)
    assert written == ["\rPlayed 5 of 10 games"]
    progress(10, 10)
    assert written[-1].strip() == "" and written[-1].endswith("\r")


@pytest.mark.skipif(sys.platform == "win32", reason="uses a POSIX pseudo-terminal")
class FakeStderr(io.StringIO):
    def __init__(self, terminal):
        super().__init__()
        self.terminal = terminal

    def isatty(self):
        return self.terminal


@pytest.mark.parametrize("terminal", [True, False], ids=["terminal", "not-a-terminal"])
def test_progress_is_shown_only_on_a_terminal(monkeypatch, capsys, terminal):
    shown = []
    monkeypatch.setattr(sys, "stderr", FakeStderr(terminal))
    monkeypatch.setattr(autoplay, "Progress", lambda stream: shown.append(stream) or sv.ignore)
    assert autoplay.print_simulation(y.HOMEWORK, "greedy", 3, y.random_die(random.Random(1))) == 0
    assert capsys.readouterr().out.startswith(
        "The homework's six-turn game: greedy play.\nGames: 3\n"
    )
    assert shown == ([sys.stderr] if terminal else [])


# ------------------------------------------------------------------ the real program

needs_pty = pytest.mark.skipif(sys.platform == "win32", reason="pexpect needs a pseudo-terminal")


@needs_pty
def test_hint_at_both_prompts_in_a_session():
    from grader import LINE_PROMPT, REROLL_PROMPT, Session

    game = Session("--dice", "6 6 6 1 2")
    game.answer(REROLL_PROMPT, "hint")
    (move,) = game.expect(
        r"Hint: (re-roll [1-5 ]+|keep all) \(expected final score \d+\.\d\d\)\r\n"
    )
    assert move == "re-roll 4 5"
    game.expect(REROLL_PROMPT)
    game.child.sendline("")
    game.answer(LINE_PROMPT, "hint")
    assert game.expect(r"Hint: choose (\w+) for \d+ \(expected final score \d+\.\d\d\)\r\n") == (
        "Sixes",
    )
    game.expect(LINE_PROMPT)
    game.child.sendline("sixes")
    assert game.scored() == (18, "Sixes", 18)
    game.answer(REROLL_PROMPT, "q")
    assert game.finish() == 0


@needs_pty
def test_a_heuristic_hint_in_a_full_game():
    from grader import REROLL_PROMPT, Session

    game = Session("--full", "--dice", "1 2 3 4 6")
    game.answer(REROLL_PROMPT, "hint")
    game.expect(r"Hint: [^\r\n]+ \(heuristic\)\r\n")
    game.expect(REROLL_PROMPT)
    game.child.sendline("quit")
    assert game.finish() == 0


@needs_pty
@pytest.mark.parametrize(
    "args", [["--seed", "4"], ["--full", "--seed", "9"]], ids=["homework", "full"]
)
def test_a_whole_auto_game(args):
    from grader import FINAL, REROLL_PROMPT, ROLL, SCORED, TURN, Session

    game = Session("--auto", "--delay", "0", *args, timeout=60)
    assert game.finish() == 0
    lines = game.transcript.splitlines()
    turns = [line for line in lines if re.fullmatch(TURN.replace(r"\r\n", ""), line)]
    scored = [re.fullmatch(SCORED.replace(r"\r\n", ""), line) for line in lines]
    scored = [match for match in scored if match]
    assert len(turns) == len(scored) == int(turns[0].split()[-1])
    assert all(
        re.fullmatch(ROLL.replace(r"\r\n", ""), line) for line in lines if line.startswith("Roll")
    )
    answers = [line for line in lines if re.match(REROLL_PROMPT, line)]
    assert all(re.search(r"> ([1-5]( [1-5])*|keep all)$", line) for line in answers)
    final = re.fullmatch(FINAL.replace(r"\r\n", ""), lines[-1])
    assert final and final.group(1) == scored[-1].group(3)


def test_simulate_prints_the_summary_then_a_histogram_and_repeats_with_a_seed():
    first = run_game("--simulate", "200", "--seed", "3")
    assert first.returncode == 0
    title, *lines = first.stdout.splitlines()
    assert title == "The homework's six-turn game: optimal play, exact advice."
    assert [line.split(":")[0] for line in lines[:5]] == ["Games", "Mean", "Std dev", "Min", "Max"]
    assert lines[0] == "Games: 200"
    assert re.fullmatch(r"Mean: \d+\.\d\d", lines[1]) and re.fullmatch(
        r"Std dev: \d+\.\d\d", lines[2]
    )
    assert sum(int(line.split()[-1]) for line in lines[5:]) == 200
    assert first.stdout == run_game("--simulate", "200", "--seed", "3").stdout


def test_simulate_greedy_scores_less():
    optimal = run_game("--simulate", "200", "--seed", "3").stdout.splitlines()[2]
    greedy = run_game(
        "--simulate", "200", "--seed", "3", "--strategy", "greedy"
    ).stdout.splitlines()[2]
    assert float(greedy.split()[1]) < float(optimal.split()[1])


@pytest.mark.parametrize(
    "args, says",
    [
        (["--simulate", "0"], "1 or more"),
        (["--simulate", "x"], "invalid int value"),
        (["--strategy", "greedy"], "--strategy goes with --simulate or --auto"),
        (["--strategy", "best", "--auto"], "give optimal, greedy or both"),
        (["--auto", "--simulate", "3"], "not allowed with"),
        (["--auto", "--score", "fours", "1", "1", "1", "1", "1"], "not allowed with"),
    ],
)
def test_advisor_options_that_do_not_fit(args, says):
    result = run_game(*args)
    assert result.returncode == 2
    assert says in result.stderr
    assert "Traceback" not in result.stderr


# ------------------------------------------------------------------ --auto, watched


def test_a_watched_player_pauses_before_each_move_it_shows():
    pauses, say = [], Screen()
    player = autoplay.watched_player(adv.GREEDY, say, pause=lambda: pauses.append(len(say.said)))
    game = y.new_game(y.HOMEWORK)
    assert player.choose_rerolls(game, [6, 6, 1, 2, 3], 1) == (3, 4, 5)
    assert player.choose_line(game, [6, 6, 6, 2, 3]) == "Sixes"
    assert pauses == [0, 1]
    assert say.said[0].endswith("> 3 4 5") and say.said[-1].endswith("> sixes")


@needs_pty
def test_auto_on_a_terminal_says_watch_and_never_invites_typing():
    from grader import Session

    game = Session("--auto", "--seed", "4", "--delay", "0.01", timeout=60)
    assert game.finish() == 0
    first = game.transcript.splitlines()[0]
    assert first == "Let's watch the advisor play the homework's six-turn game."
    assert "help" not in first


@pytest.mark.parametrize(
    "delay, terminal, seconds",
    [(None, True, autoplay.AUTO_DELAY), (None, False, 0), (0.2, False, 0.2), (0.0, True, 0)],
    ids=["terminal", "piped", "given-piped", "given-zero"],
)
def test_auto_pauses_on_a_terminal_and_not_when_piped(delay, terminal, seconds):
    assert autoplay.auto_delay(delay, terminal) == seconds


# ------------------------------------------------------------------ the exact solver
# A second brute force, for cards with bonuses and Jokers: every reward comes from the
# game's own score_turn on real games, the dice are enumerated by position, and a game
# is remembered by what its future depends on. It shares nothing with the solver's levels.


def future_key(game):
    upper = min(63, sum(game.sheet[line.name] or 0 for line in game.rules.lines if line.face))
    return (
        tuple(game.sheet[name] is None for name in game.sheet),
        upper,
        tuple(sorted(game.bonuses)),
        game.sheet.get("Yahtzee"),
    )


class BruteForce:
    """Expected points still to come from the start of a turn, by enumeration."""

    def __init__(self):
        self.values, self.ends, self.after, self.prompts = {}, {}, {}, {}

    def value(self, game):
        key = future_key(game)
        if key not in self.values:
            if not y.open_lines(game):
                self.values[key] = 0.0
            else:
                self.values[key] = average(lambda hand: self.prompt(game, key, hand, 2), ())
        return self.values[key]

    def end(self, game, key, hand):
        if (key, hand) not in self.ends:
            best = -1.0
            for name in y.allowed_lines(game, list(hand)):
                after, _, _ = y.score_turn(game, name, list(hand))
                best = max(best, y.total(after) - y.total(game) + self.value(after))
            self.ends[key, hand] = best
        return self.ends[key, hand]

    def prompt(self, game, key, hand, rerolls_left):
        if (key, hand, rerolls_left) not in self.prompts:
            subsets = [s for size in range(6) for s in itertools.combinations(range(1, 6), size)]
            self.prompts[key, hand, rerolls_left] = max(
                self.reroll(game, key, hand, rerolled, rerolls_left) for rerolled in subsets
            )
        return self.prompts[key, hand, rerolls_left]

    def reroll(self, game, key, hand, rerolled, rerolls_left):
        if not rerolled:
            return self.end(game, key, hand)
        kept = kept_dice(hand, rerolled)
        if (key, kept, rerolls_left) not in self.after:
            if rerolls_left == 1:
                value = average(lambda after: self.end(game, key, after), kept)
            else:
                value = average(lambda after: self.prompt(game, key, after, 1), kept)
            self.after[key, kept, rerolls_left] = value
        return self.after[key, kept, rerolls_left]


def solved_below(rules, game):
    """Solve every state whose open lines are among the game's; return the solver and values."""
    solver = sv.Solver(rules)
    values = array.array("d", bytes(8 * solver.size))
    mask = solver.state_of(game).mask
    for open_count in range(1, bin(mask).count("1") + 1):
        states = [state for state in solver.states(open_count) if state.mask & mask == state.mask]
        for state, value in zip(states, solver.solve_states(states, values)):
            values[solver.index(state)] = value
    return solver, values


def full_card(**scores):
    sheet = dict.fromkeys(line.name for line in y.YAHTZEE.lines)
    for name, points in scores.items():
        sheet[name.replace("_", " ")] = points
    bonuses = {"Upper bonus": 35} if sum(sheet[n] or 0 for n in list(sheet)[:6]) >= 63 else {}
    return y.Game(y.YAHTZEE, sheet, bonuses)


USED_BUT = {
    "Ones": 3, "Twos": 6, "Threes": 9, "Fours": 12, "Fives": 15, "Sixes": 18,
    "Three_of_a_Kind": 20, "Four_of_a_Kind": 0, "Full_House": 25, "Small_Straight": 30,
    "Large_Straight": 0, "Yahtzee": 50, "Chance": 22,
}  # fmt: skip


@pytest.mark.parametrize(
    "open_lines, changes",
    [
        (("Fives", "Large_Straight"), {"Fours": 4}),
        (("Sixes", "Yahtzee"), {"Ones": 1}),
        (("Full_House", "Small_Straight", "Large_Straight"), {"Yahtzee": 0}),
    ],
    ids=["joker-and-bonus-near-63", "yahtzee-open", "jokers-in-full-yahtzee-holds-0"],
)
def test_the_solver_matches_a_brute_force_on_full_card_positions(open_lines, changes):
    scores = {**USED_BUT, **changes}
    game = full_card(**{name: points for name, points in scores.items() if name not in open_lines})
    solver, values = solved_below(y.YAHTZEE, game)
    solved = values[solver.index(solver.state_of(game))]
    assert solved == pytest.approx(BruteForce().value(game), abs=1e-9)


@pytest.mark.parametrize("open_lines", [("Sixes", "Yahtzee", "Chance"), ("Ones", "Full_House")])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_end_of_a_turn_is_the_best_line_by_the_games_own_scoring_whatever_follows(
    open_lines, seed
):
    # Random values: a Yahtzee's 50 may lead to less than its 0, as no solved table has.
    solver = sv.Solver(y.YAHTZEE)
    rng = random.Random(seed)
    values = array.array("d", (rng.uniform(0, 300) for _ in range(solver.size)))
    game = full_card(**{name: pts for name, pts in USED_BUT.items() if name not in open_lines})
    state = solver.state_of(game)
    plain = []
    for hand in itertools.combinations_with_replacement(y.FACES, 5):
        ways = []
        for name in y.allowed_lines(game, list(hand)):
            after, _, _ = y.score_turn(game, name, list(hand))
            reward = y.total(after) - y.total(game)
            ways.append(reward + values[solver.index(solver.state_of(after))])
        plain.append(max(ways))
    assert solver.end_values(state, values) == pytest.approx(plain, abs=1e-12)


# ------------------------------------------------------------------ the table on disk


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """Keep solved tables in a folder of the test's own; forget the advisors chosen so far."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    adv.best_advisor.cache_clear()
    adv.table_notice.cache_clear()
    yield tmp_path / "yahtzee"
    adv.best_advisor.cache_clear()
    adv.table_notice.cache_clear()


def test_a_saved_table_is_read_back_whole(cache):
    values = table.solve_table(y.HOMEWORK)
    path = table.save_table(y.HOMEWORK, values)
    assert path == str(cache / "homework.table")
    loaded, fault = table.load_table(y.HOMEWORK)
    assert fault == "" and loaded == values  # few states: kept in doubles, exactly
    assert [name.name for name in cache.iterdir()] == ["homework.table"]


def test_a_larger_table_is_read_back_as_32_bit_floats(cache):
    values = table.solve_table(THREE)
    table.save_table(THREE, values)
    loaded, fault = table.load_table(THREE)
    assert fault == "" and loaded == array.array("f", values)
    assert 0 < max(abs(a - b) for a, b in zip(loaded, values)) < 1e-5


def test_the_homework_is_solved_once_and_its_table_read_by_the_next_game(cache, monkeypatch):
    first = adv.ExactAdvisor(y.HOMEWORK).values()
    assert table.load_table(y.HOMEWORK) == (first, "")
    monkeypatch.setattr(adv, "solve_table", lambda *_: pytest.fail("solved again"))
    assert adv.ExactAdvisor(y.HOMEWORK).values() == first


def test_a_table_of_the_older_checksum_is_not_trusted(cache):
    path = table.save_table(y.HOMEWORK, table.solve_table(y.HOMEWORK))
    with open(path, "rb") as file:
        data = file.read()
    values = data.split(b"\n", 1)[1]
    with open(path, "wb") as file:  # as tables were kept before: a line of JSON, then values
        file.write(b'{"format": "yahtzee.py solved table", "data_sha256": "0"}\n' + values)
    assert table.load_table(y.HOMEWORK) == (None, "in an older format")


def test_a_compact_table_advises_as_a_full_precision_one_wherever_it_matters(cache):
    rules = THREE
    exact = table.solve_table(rules)
    table.save_table(rules, exact)
    compact, fault = table.load_table(rules)
    assert fault == "" and compact.typecode == "f" and compact.itemsize * 2 == exact.itemsize
    full, small = adv.ExactAdvisor(rules, exact), adv.ExactAdvisor(rules, compact)
    rng, compared = random.Random(5), 0
    for _ in range(300):
        game = y.new_game(rules)
        for name in rng.sample(list(game.sheet), rng.randrange(len(game.sheet))):
            game, _, _ = y.score_turn(game, name, [rng.randint(1, 6) for _ in range(5)])
        dice, number = [rng.randint(1, 6) for _ in range(5)], rng.choice([1, 2])
        best = full.reroll_options(game, dice, number)
        if len(best) > 1 and best[0].value - best[1].value > 1e-4:
            assert small.reroll_options(game, dice, number)[0].move == best[0].move
            compared += 1
        lines = full.line_options(game, dice)
        if len(lines) > 1 and lines[0].value - lines[1].value > 1e-4:
            assert small.line_options(game, dice)[0].move == lines[0].move
            compared += 1
    assert compared > 300


@pytest.mark.parametrize(
    "damage, reason",
    [
        (lambda data: data[:-5], "truncated"),
        (lambda data: data[:-16] + bytes([data[-16] ^ 1]) + data[-15:], "damaged"),
        (lambda data: b"garbage\n" + data, "unreadable"),
        (lambda data: b"", "unreadable"),
        (lambda data: b"\xff" + data, "unreadable"),
        (lambda data: data.replace(b"rules=homework", b"rules=yacht"), "other rules"),
        (lambda data: data.replace(b"rules_crc32=", b"rules_crc32=0"), "stale"),
        (lambda data: data.replace(b"version=1", b"version=0"), "another version"),
    ],
    ids=[
        "truncated",
        "a-byte-flipped",
        "garbage",
        "empty",
        "not-text",
        "other-rules",
        "changed-rules",
        "other-version",
    ],  # fmt: skip
)
def test_a_damaged_table_is_never_read_as_advice(cache, damage, reason):
    path = table.save_table(y.HOMEWORK, table.solve_table(y.HOMEWORK))
    with open(path, "rb") as file:
        data = file.read()
    with open(path, "wb") as file:
        file.write(damage(data))
    values, fault = table.load_table(y.HOMEWORK)
    assert values is None and reason in fault


def test_a_table_larger_than_any_of_its_rules_is_refused_before_it_is_read(cache, monkeypatch):
    path = table.save_table(y.HOMEWORK, table.solve_table(y.HOMEWORK))
    with open(path, "r+b") as file:
        file.truncate(1 << 40)  # a terabyte, sparse: reading it would run out of memory
    monkeypatch.setattr(table, "header_fields", lambda *_: pytest.fail("the table was read"))
    assert table.load_table(y.HOMEWORK) == (None, "damaged: larger than any table of these rules")


def test_a_table_of_other_rules_with_the_same_name_is_stale(cache):
    table.save_table(y.HOMEWORK, table.solve_table(y.HOMEWORK))
    changed = y.HOMEWORK._replace(lines=y.upper_lines()[:5])
    assert table.load_table(changed) == (None, "stale: the rules have changed")


def test_without_a_table_hints_are_heuristic_and_the_first_one_says_how_to_solve(cache):
    adv.TOLD.discard("yacht")
    game = y.new_game(y.YACHT)
    first = adv.reroll_hint(game, [1, 2, 3, 4, 6], 1).splitlines()
    assert first[0].endswith("(heuristic)")
    assert (
        first[1]
        == "For exact advice, solve the game once: python3 yahtzee.py --rules yacht --solve"
    )
    assert len(adv.line_hint(game, [1, 2, 3, 4, 6]).splitlines()) == 1


SMALL = y.RuleSet(
    key="small",
    title="two lines and a bonus",
    summary="Two turns.",
    lines=y.upper_lines()[5:] + (y.Line("Chance", ("c",), y.sum_of_dice),),
    reward=y.card_bonuses,
    layout=y.card_layout,
    specials=y.Specials(upper_bonus=(18, 10)),
)
THREE = SMALL._replace(key="three", lines=y.upper_lines()[4:] + SMALL.lines[1:])


def test_hints_read_a_solved_table_and_fall_back_when_it_is_damaged(cache):
    game = y.new_game(THREE)
    assert sv.Solver(THREE).size > adv.EXACT_STATES  # too big to solve at the first hint
    assert adv.best_advisor(THREE).heuristic
    path = table.save_table(THREE, table.solve_table(THREE))
    adv.best_advisor.cache_clear()
    advisor = adv.best_advisor(THREE)
    assert not advisor.heuristic
    hint = adv.format_reroll_hint(advisor, game, [6, 6, 6, 5, 1], 1).splitlines()[0]
    _, value = advisor.advise_reroll(game, [6, 6, 6, 5, 1], 1)
    assert hint.startswith("Hint: re-roll ") and hint.endswith(
        f" (expected final score {value:.2f})"
    )
    with open(path, "r+b") as file:
        file.truncate(len(file.read()) - 16)
    adv.best_advisor.cache_clear()
    assert adv.best_advisor(THREE).heuristic
    assert adv.table_notice(THREE).startswith("The solved table is truncated, so it is not used; ")


@pytest.mark.skipif(sys.platform == "win32", reason="uses XDG_CACHE_HOME")
def test_solve_keeps_the_table_and_replaces_a_damaged_one(tmp_path):
    env = {**__import__("os").environ, "XDG_CACHE_HOME": str(tmp_path)}
    kept = tmp_path / "yahtzee" / "homework.table"
    kept.parent.mkdir()
    kept.write_bytes(b"half a table")
    solve = subprocess.run(
        [sys.executable, str(y.__file__), "--solve"],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert (solve.returncode, solve.stderr) == (0, "")
    lines = solve.stdout.splitlines()
    assert re.fullmatch(r"Solved in \d+\.\d s: the homework's six-turn game\.", lines[0])
    said = " ".join(solve.stdout.split())
    assert f"Kept in {kept} Hints, --auto and --simulate now read it." in said
    assert lines[-1] == "Expected final score with optimal play: 59.163200"  # six places
    assert sorted(path.name for path in kept.parent.iterdir()) == ["homework.table"]
    header = table.header_fields(kept.read_bytes().split(b"\n")[0])
    assert (header["rules"], header["values"]) == ("homework", "64")


def test_the_solver_matches_a_brute_force_on_a_small_card_with_a_bonus():
    small = SMALL
    game = y.new_game(small)
    solver = sv.Solver(small)
    values = table.solve_table(small)
    assert values[solver.index(solver.state_of(game))] == pytest.approx(
        BruteForce().value(game), abs=1e-9
    )


UPPER_HALF = SMALL._replace(
    key="upper-half", lines=y.upper_lines()[3:] + SMALL.lines[1:], specials=y.Specials((30, 25))
)


def test_every_state_of_a_class_is_worth_what_its_class_was_solved_for():
    # Subtotals that need the same least sum of Fours, Fives and Sixes to reach 30 are one
    # class: here each state is solved alone, against the table the classes made.
    solver = sv.Solver(UPPER_HALF)
    values = table.solve_table(UPPER_HALF)
    merged = 0
    for open_count in range(1, len(UPPER_HALF.lines) + 1):
        states = solver.states(open_count)
        merged += len(states) - len(solver.classes(open_count))
        assert solver.class_count(open_count) == len(solver.classes(open_count))
        alone = solver.solve_states(states, values)
        assert [values[solver.index(state)] for state in states] == pytest.approx(alone, abs=1e-9)
    assert merged > 50


def test_the_solve_progress_shows_the_share_the_time_and_the_time_left_then_clears():
    now, written = [0.0], []
    progress = table.SolveProgress(Stream(written), clock=lambda: now[0])
    now[0] = 10.0
    progress(25, 100)
    assert written == ["\rSolving: 25% done, 10 s, about 30 s left"]
    now[0] = 10.1
    progress(26, 100)  # too soon to show again
    assert len(written) == 1
    progress(100, 100)
    assert written[-2].strip() == "" and written[-1] == "\r"


def test_the_solve_on_several_workers_gives_the_values_of_one(monkeypatch):
    monkeypatch.setattr(table, "WORKER_STATES", 0)
    assert table.solve_table(THREE, processes=3) == table.solve_table(THREE)


# ------------------------------------------------------------------ a solve under attack

needs_posix = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and FIFOs")


def start_solve(tmp_path, *args):
    """Start a full-card solve in a session of its own, its table in tmp_path; return it once
    its workers are seen. It solves without numpy: a minute or more, not a few seconds whose
    levels come and go between two looks."""
    hidden = tmp_path / "no-numpy"
    hidden.mkdir(exist_ok=True)
    (hidden / "numpy.py").write_text("raise ImportError('hidden: the standard-library solve')\n")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path), "PYTHONPATH": str(hidden)}
    process = subprocess.Popen(
        [sys.executable, str(y.__file__), "--full", "--solve", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        start_new_session=True,
    )  # fmt: skip
    deadline, workers = time.monotonic() + 60, []
    while not workers and time.monotonic() < deadline:
        workers = workers_of(process.pid)
        time.sleep(0.05)
    assert process.poll() is None and workers
    return process


def workers_of(pid: int) -> list:
    """Return the ids of a process's children."""
    found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True)
    return found.stdout.split()


def gone(group: int, seconds: float = 10) -> bool:
    """Return whether every process of a group has ended within seconds."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.killpg(group, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


@pytest.mark.slow
@needs_posix
@pytest.mark.parametrize(
    "signal_number, status, said",
    [(signal.SIGTERM, 143, "Terminated."), (signal.SIGINT, 130, "Interrupted.")],
    ids=["sigterm", "ctrl-c"],
)
def test_a_signal_to_the_group_ends_a_solve_at_once_and_keeps_nothing(
    tmp_path, signal_number, status, said
):
    process = start_solve(tmp_path)
    os.killpg(process.pid, signal_number)
    out, err = process.communicate(timeout=10)
    assert process.returncode == status
    lines = [line for line in err.splitlines() if line.strip()]
    assert re.fullmatch(r"The solve stopped at \d+% of the work; no table was kept\.", lines[0])
    assert lines[1:] == [said] and out == ""
    assert gone(process.pid)
    assert list((tmp_path / "yahtzee").glob("*")) == []


@pytest.mark.slow
@needs_posix
def test_kill_9_of_a_solve_leaves_workers_that_end_quietly(tmp_path):
    process = start_solve(tmp_path)
    process.kill()
    process.wait()
    assert gone(process.pid)
    assert "Traceback" not in process.stderr.read()


@needs_posix
def test_a_later_solve_removes_the_temporary_files_of_dead_solves(cache):
    cache.mkdir(parents=True)
    dead, alive = cache / "homework.table.999999999.tmp", cache / f"yacht.table.{os.getpid()}.tmp"
    dead.write_bytes(b"half")
    alive.write_bytes(b"half")
    table.save_table(y.HOMEWORK, table.solve_table(y.HOMEWORK))
    assert sorted(path.name for path in cache.iterdir()) == ["homework.table", alive.name]


@needs_posix
@pytest.mark.parametrize("kind", ["deep-header", "fifo"])
def test_a_hostile_table_gives_heuristic_advice_and_says_why(cache, kind):
    cache.mkdir(parents=True)
    path = cache / "yacht.table"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.write_bytes(b"[" * 4000 + b"\n")
    env = {**os.environ, "XDG_CACHE_HOME": str(cache.parent)}
    for args, stdin in ((["--seed", "1"], "hint\nquit\n"), (["--simulate", "2"], "")):
        result = subprocess.run(
            [sys.executable, str(y.__file__), "--rules", "yacht", *args],
            input=stdin, capture_output=True, text=True, env=env, timeout=60,
        )  # fmt: skip
        said = result.stdout + result.stderr
        assert result.returncode == 0 and "Traceback" not in said
        assert said.count("The solved table is unreadable") == 1, said


def test_a_simulation_names_the_rules_the_strategy_and_the_advice(cache):
    die = y.random_die(random.Random(1))
    for strategy, says in (("optimal", "heuristic advice"), ("greedy", "greedy play")):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            autoplay.print_simulation(y.YACHT, strategy, 1, die)
        assert out.getvalue().splitlines()[0] == f"Yacht, 12 lines, no bonus: {says}."


@pytest.mark.slow
@needs_pty
def test_on_a_terminal_the_solve_progress_moves_and_ctrl_c_says_how_far_it_came(tmp_path):
    import pexpect

    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    child = pexpect.spawn(
        sys.executable, [str(y.__file__), "--rules", "yatzy", "--solve"],
        env=env, encoding="utf-8", timeout=60,
    )  # fmt: skip
    shown = []
    for _ in range(3):
        child.expect(r"Solving: (\d+)% done, (\d+) s(, about \d+ s left)?")
        shown.append(child.match.group(0))
    assert len(set(shown)) > 1  # it moved
    child.sendintr()
    child.expect(r"The solve stopped at \d+% of the work; no table was kept\.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert list((tmp_path / "yahtzee").glob("*")) == []


def test_first_hints_asked_at_once_work_the_pars_out_once(monkeypatch):
    import threading

    adv.best_advisor.cache_clear()
    worked = []
    turn_start = sv.KeepLevels.turn_start
    monkeypatch.setattr(sv.KeepLevels, "turn_start", lambda *a: worked.append(1) or turn_start(*a))
    game, hints = y.new_game(y.YAHTZEE), []
    threads = [
        threading.Thread(target=lambda: hints.append(adv.reroll_hint(game, [1, 2, 3, 4, 6], 1)))
        for _ in range(8)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    adv.best_advisor.cache_clear()
    assert len(hints) == 8 and len(set(hint.splitlines()[0] for hint in hints)) == 1
    assert len(worked) == len(y.YAHTZEE.lines)  # one par per line, not one per thread


def test_the_heuristic_keeps_the_yahtzee_line_rather_than_zero_it_on_turn_2(cache):
    game, _, _ = y.score_turn(y.new_game(y.YAHTZEE), "Ones", [3, 3, 1, 6, 1])
    assert adv.best_advisor(y.YAHTZEE).heuristic
    assert (
        adv.line_hint(game, [1, 2, 1, 4, 6]).splitlines()[0]
        == "Hint: choose Twos for 2 (heuristic)"
    )


def test_the_heuristic_values_the_yahtzee_line_by_the_turns_left_and_its_bonuses():
    advisor, game = adv.HeuristicAdvisor(y.YAHTZEE), y.new_game(y.YAHTZEE)
    fresh = advisor.yahtzee_outlook(game)
    late = advisor.yahtzee_outlook(
        game._replace(sheet={**game.sheet, **dict.fromkeys(list(game.sheet)[:10], 0)})
    )
    held, zeroed = (
        advisor.yahtzee_outlook(game._replace(sheet={**game.sheet, "Yahtzee": points}))
        for points in (50, 0)
    )
    assert fresh > late > advisor.pars()["Yahtzee"] * 0.9 and held > 0 == zeroed


def test_strategies_compared_play_the_same_fresh_faces_whatever_they_keep():
    rules = y.HOMEWORK
    blocks = autoplay.block_faces(random.Random(3), rules)
    for name in ("optimal", "greedy"):
        play = y.Play(y.new_game(rules))
        die = autoplay.block_die(blocks, play)
        for turn in range(1, 7):
            y.play_turn(play, turn, die, adv.make_player(rules, name), sv.ignore)
        turn, roll, rerolled = -1, 0, ()
        for move in play.record:
            if move.kind == "roll" and not rerolled:  # a turn's first roll: its first block
                turn, roll = turn + 1, 0
                assert move.value == blocks[turn][0]
            elif move.kind == "roll":  # a re-roll of m dice: the first m faces of its block
                roll += 1
                fresh = [move.value[at - 1] for at in rerolled]
                assert fresh == blocks[turn][roll][: len(rerolled)], (name, turn, roll)
            rerolled = move.value if move.kind == "reroll" else ()


def test_a_paired_simulation_has_a_smaller_standard_error_than_an_unpaired_one():
    scores = autoplay.simulate_paired(y.HOMEWORK, ("optimal", "greedy"), 300, random.Random(1))
    shown = autoplay.format_comparison(scores).splitlines()
    paired, unpaired = map(float, re.findall(r"(\d+\.\d+) (?:paired|unpaired)", shown[2]))
    assert shown[2].startswith("optimal - greedy: ") and paired < 0.9 * unpaired
    assert autoplay.mean(scores["optimal"]) > autoplay.mean(scores["greedy"])


def test_one_strategy_plays_exactly_as_before_and_several_are_refused_at_auto():
    from scripted import GAME

    one = subprocess.run([sys.executable, GAME, "--simulate", "50", "--seed", "1"],
                         capture_output=True, text=True)  # fmt: skip
    named = subprocess.run([sys.executable, GAME, "--simulate", "50", "--seed", "1", "--strategy",
                            "optimal"], capture_output=True, text=True)  # fmt: skip
    assert one.stdout == named.stdout and "Mean: " in one.stdout
    auto = subprocess.run([sys.executable, GAME, "--auto", "--strategy", "optimal,greedy"],
                          capture_output=True, text=True)  # fmt: skip
    assert auto.returncode == 2 and "several strategies goes with --simulate" in auto.stderr


@pytest.mark.parametrize(
    "open_lines, changes",
    [
        (("Fives", "Large_Straight"), {"Fours": 4}),
        (("Twos", "Full_House", "Small_Straight"), {}),
        (("Sixes", "Chance"), {"Yahtzee": 0}),
        # Five 1s: the straight scores 0 while Ones is open, and no upper bonus is near.
        (("Ones", "Large_Straight"), {"Sixes": 12}),
    ],
    ids=["face-open-straight-open", "face-open-two-lower-open", "yahtzee-holds-0", "no-bonus"],
)
def test_the_solver_matches_a_brute_force_with_the_free_choice_joker(open_lines, changes):
    scores = {**USED_BUT, **changes}
    kept = {name: points for name, points in scores.items() if name not in open_lines}
    game = full_card(**kept)._replace(rules=y.YAHTZEE_FREE)
    solver, values = solved_below(y.YAHTZEE_FREE, game)
    solved = values[solver.index(solver.state_of(game))]
    assert solved == pytest.approx(BruteForce().value(game), abs=1e-9)


def test_the_benchmark_plays_its_games_through_the_modules_it_names():
    import bench  # make bench: its figures are never asserted, but it must run

    scores = bench.play(y, "homework", "greedy", 5, 1)
    assert len(scores) == 5 and all(0 <= score <= 180 for score in scores)


# ------------------------------------------------------------------ the vectorised solve (numpy)

FULL_LINES = {line.name: line for line in y.YAHTZEE.lines}
# The full card cut down to ten lines, keeping what makes the solve hard: the upper bonus (45
# here), the Yahtzee line with its bonus and a Joker, and lower lines that score on few hands.
CUT_CARD = y.YAHTZEE._replace(
    key="cut",
    lines=y.upper_lines()[3:] + tuple(FULL_LINES[name] for name in
                                      ("Three of a Kind", "Full House", "Yahtzee", "Chance")),
    specials=y.YAHTZEE.specials._replace(upper_bonus=(45, 35), jokers=(("Full House", 25),)),
)  # fmt: skip


def worst_difference(rules) -> float:
    """Solve rules level by level with solver.py, and each level's classes with fastsolve.py
    too, against the same values below; return the largest difference between the two."""
    import fastsolve

    solver = sv.Solver(rules)
    fast, values, worst = fastsolve.FastSolver(solver), array.array("d", bytes(8 * solver.size)), 0
    for open_count in range(1, len(rules.lines) + 1):
        classes = solver.classes(open_count)
        plain = solver.solve_states(classes, values)
        vectorised = fast.solve_states(classes, values)
        worst = max(worst, *(abs(a - b) for a, b in zip(plain, vectorised)))
        table.keep_values(solver, values, classes, plain)
    return worst


@pytest.mark.parametrize(
    "rules",
    [y.HOMEWORK, CUT_CARD, pytest.param(y.YACHT, marks=pytest.mark.slow)],  # Yacht: 10-20 s
    ids=lambda rules: rules.key,
)
def test_the_vectorised_solve_gives_the_values_of_the_standard_library_one(rules):
    pytest.importorskip("numpy")  # installed by make test (requirements-dev.txt)
    assert worst_difference(rules) < 1e-9


def test_a_large_table_is_solved_by_numpy_where_it_is_there(monkeypatch):
    pytest.importorskip("numpy")
    import fastsolve

    used, real = [], fastsolve.FastSolver.solve_states

    def counted(self, states, future):
        used.append(len(states))
        return real(self, states, future)

    monkeypatch.setattr(fastsolve.FastSolver, "solve_states", counted)
    fast = table.solve_table(CUT_CARD)
    assert used
    monkeypatch.setattr(fastsolve, "fast_solver", lambda _solver: None)
    used.clear()
    plain = table.solve_table(CUT_CARD)
    assert not used and max(abs(a - b) for a, b in zip(fast, plain)) < 1e-9


def test_the_game_solves_and_advises_as_today_with_numpy_hidden(tmp_path):
    # Without numpy, solver.py solves alone: the same optimum, the same hints in a game.
    hidden = tmp_path / "hidden"
    hidden.mkdir()
    (hidden / "numpy.py").write_text("raise ImportError('numpy is hidden here')\n")
    probe = [sys.executable, "-c", "import fastsolve; print(fastsolve.available())"]
    runs = []
    for name, path in (("hidden", str(hidden)), ("present", "")):
        env = {**os.environ, "PYTHONPATH": path, "XDG_CACHE_HOME": str(tmp_path / name)}
        run = partial(subprocess.run, env=env, capture_output=True, text=True, timeout=120)
        available = run(probe, cwd=Path(GAME).parent).stdout.strip()
        games = ((["--solve"], ""), (["--seed", "3"], "hint\n1 2\nhint\n\n1\n"))
        runs.append((available, [run([sys.executable, GAME, *args], input=given).stdout
                                 for args, given in games]))  # fmt: skip
    assert [available for available, _ in runs] == ["False", str(fastsolve_available())]
    (hidden_solve, hidden_game), (solve, game) = [said for _, said in runs]
    assert hidden_solve.splitlines()[-1] == solve.splitlines()[-1]  # the optimum, 59.16
    assert hidden_solve.splitlines()[-1].startswith("Expected final score with optimal play: ")
    assert hidden_game == game and "Hint: re-roll 1 3 (expected final score 61.30)" in game


def fastsolve_available() -> bool:
    """Return whether this Python imports numpy (the vectorised solve is used then)."""
    import fastsolve

    return fastsolve.available()


PLAYED_WITHOUT_NUMPY = """import io, sys, yahtzee
turns = "\\n".join(["", "1", "", "2", "", "3", "", "4", "", "5", ""])
sys.stdin = io.StringIO("hint\\n" + turns + "\\n")
status = yahtzee.main(["--seed", "2"])
print("numpy" in sys.modules, status, file=sys.stderr)
"""


def test_a_game_with_its_hints_and_review_never_imports_numpy(tmp_path):
    # numpy is for a large solve alone: importing it would cost a game 0.15 s here. (The
    # homework's table is solved at its first hint, in this game; then its review reads it.)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    played = subprocess.run([sys.executable, "-c", PLAYED_WITHOUT_NUMPY], cwd=Path(GAME).parent,
                            env=env, capture_output=True, text=True, timeout=120)  # fmt: skip
    assert played.stderr.split() == ["False", "0"]
    assert "Hint: " in played.stdout and "Final score: " in played.stdout


def test_the_vectorised_solve_gives_the_same_values_whatever_its_batches(monkeypatch):
    # A table must not depend on how its states were shared out (workers, batches of one):
    # numpy adds a column of one as it adds no other, so the sums are made hand by hand.
    pytest.importorskip("numpy")
    whole = table.solve_table(CUT_CARD)
    monkeypatch.setattr(table, "FAST_BATCH", 1)
    assert table.solve_table(CUT_CARD) == whole
