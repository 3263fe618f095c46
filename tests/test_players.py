"""players.py: a hot-seat game for 2-6 players, and the advisor as a player, at one keyboard."""

import random
import re
import sys

import pytest
from scripted import run_game

import players
import yahtzee as y
from grader import SCORED, Session

needs_pty = pytest.mark.skipif(sys.platform == "win32", reason="pexpect needs a pseudo-terminal")


def play_hot_seat(names, seed, turns=6):
    """Play a homework hot-seat game through pexpect, each keeping all and taking the next line."""
    game = Session("--players", ",".join(names), "--seed", str(seed))
    seen = []
    for turn in range(1, turns + 1):
        for name in names:
            game.expect(rf"Player: {name}\r\n")
            assert game.expect(rf"Turn (\d+) of (\d+) \({name}\)\r\n") == (str(turn), str(turns))
            seen.append((name, game.roll()[1]))
            game.answer(rf"{name}, re-roll[^\r\n]*> ", "")
            if turn < turns:
                game.answer(rf"{name}, choose a line[^\r\n]*> ", str(turn))
            seen.append((name, game.scored()))
    return game, seen


@needs_pty
@pytest.mark.parametrize("names", [["Ann", "Ben"], ["Ann", "Ben", "Cy"]], ids=["two", "three"])
def test_a_hot_seat_game_takes_whole_turns_in_order_on_sheets_of_their_own(names):
    game, seen = play_hot_seat(names, seed=4)
    totals = {name: 0 for name in names}
    rng = random.Random(4)
    for (name, dice), (_, (points, line, total)) in zip(seen[::2], seen[1::2]):
        assert dice == [1 + int(rng.random() * 6) for _ in range(5)]  # drawn in play order
        face = y.HOMEWORK.lines.index(y.get_line(y.HOMEWORK, line)) + 1
        assert points == face * dice.count(face)
        totals[name] += points
        assert total == totals[name]
    ranked = sorted(names, key=lambda name: -totals[name])
    for name in ranked:
        game.expect(rf"Final score: {totals[name]} \({name}\)\r\n")
    best = [name for name in ranked if totals[name] == totals[ranked[0]]]
    ending = f"{best[0]} wins with" if len(best) == 1 else "tie with"
    game.expect(ending)
    assert game.finish() == 0


@needs_pty
def test_a_game_against_the_advisor_shows_its_moves_and_says_how_it_plays():
    game = Session("--players", "Ann,advisor", "--seed", "9")
    game.expect(r"The advisor plays with optimal play, exact advice\.\r\n")
    for turn in range(1, 7):
        game.expect(r"Player: Ann\r\n")
        game.answer(r"Ann, re-roll[^\r\n]*> ", "")
        if turn < 6:
            game.answer(r"Ann, choose a line[^\r\n]*> ", str(turn))
        game.expect(SCORED)
        game.expect(r"Player: advisor\r\n")
        assert game.expect(r"Turn (\d+) of (\d+) \(advisor\)\r\n") == (str(turn), "6")
        game.expect(SCORED)
    game.expect(r"Final score: \d+ \((Ann|advisor)\)\r\n")
    assert game.finish() == 0


@needs_pty
@pytest.mark.parametrize("columns", [40, 80])
def test_each_prompt_and_heading_names_the_player_and_every_line_fits_the_screen(columns):
    names = ["Ann", "Ben", "Cy"]
    game = Session("--players", ",".join(names), "--seed", "3", columns=columns)
    shown = []
    for turn in range(1, 7):
        for name in names:
            game.expect(rf"Player: {name}\r\n")
            assert game.expect(rf"Turn (\d+) of 6 \({name}\)\r\n") == (str(turn),)
            game.answer(rf"{name}, re-roll which positions\?[^>]*> ", "")  # wrapped at 40
            if turn < 6:
                game.answer(rf"{name}, choose a line[^>]*> ", str(turn))
            game.expect(SCORED)
            shown.append(game.transcript)
    game.expect(r"(wins|tie) with \d+\.\r\n")
    shown.append(game.transcript)
    assert game.finish() == 0
    lines = [line for text in shown for line in text.splitlines()]
    assert max(map(players.columns, lines)) <= columns
    end = game.transcript.split("Scored ")[-1]  # the final sheets and standings
    if columns == 40:  # one sheet after another, each under its name alone
        assert [line for line in end.splitlines() if line in names] == names
    else:
        assert re.search(r"^Ann +Ben +Cy$", end, re.M)


def test_the_sheets_stand_side_by_side_when_they_fit_else_one_after_another():
    seats = [players.Seat(name, None) for name in ("Ann", "Ben", "Cy")]
    games = [y.new_game(y.HOMEWORK)] * 3
    lines = players.format_sheets(seats, games).splitlines()
    assert lines[0].split() == ["Ann", "Ben", "Cy"] and all(len(line) <= 79 for line in lines)
    full = [y.new_game(y.YAHTZEE)] * 3
    text = players.format_sheets(seats, full)
    assert text.startswith("Ann\n") and "\n\nBen\n" in text


def test_a_tie_and_a_win_are_said_as_such():
    seats = [players.Seat(name, None) for name in ("Ann", "Ben", "Cy")]
    game = y.new_game(y.HOMEWORK)
    six, _, _ = y.score_turn(game, "Sixes", [6, 6, 6, 1, 1])
    assert players.format_standings(seats, [six, six, six]).splitlines()[-1] == (
        "Ann, Ben and Cy tie with 18."
    )
    assert players.format_standings(seats, [game, six, game]).splitlines() == [
        "Final score: 18 (Ben)",
        "Final score: 0 (Ann)",
        "Final score: 0 (Cy)",
        "Ben wins with 18.",
    ]


def test_quit_ends_the_game_for_everyone_with_the_standings_so_far():
    result = run_game("--players", "Ann,Ben", "--seed", "1", stdin="\n1\n\nquit\n")
    lines = result.stdout.splitlines()
    assert result.returncode == 0
    assert "You resigned: the game ends for everyone. Standings so far:" in lines
    assert lines[-2:] == ["Ann: 1", "Ben: 0"]  # seed 1 rolls 1 6 5 2 3 for Ann's Ones
    assert not [line for line in lines if line.startswith("Final score")]


@pytest.mark.parametrize(
    "args, says",
    [
        (["--players", "Ann"], "--players takes 2 to 6 names"),
        (["--players", "A,B,C,D,E,F,G"], "--players takes 2 to 6 names"),
        (["--players", "Ann,,Ben"], "a name is empty"),
        (["--players", "Ann,Ann"], "'Ann' is given twice"),
        (["--players", "x" * 21 + ",Ben"], "is not a name: give at most 20 columns of printable"),
        (["--players", "A\tB,C"], "is not a name"),
        (["--players", "A,B", "--auto"], "--players goes with a game at the console"),
        (["--players", "A,B", "--simulate", "3"], "--players goes with a game at the console"),
        (["--players", "A,B", "--score", "ones", "1", "1", "1", "1", "1"], "--players goes with"),
        (["--players", "A,B", "--serve"], "--players goes with a game at the console"),
    ],
    ids=[
        "one",
        "seven",
        "empty",
        "twice",
        "long",
        "control",
        "auto",
        "simulate",
        "score",
        "serve",
    ],
)
def test_every_refusal_is_one_line_and_status_2(args, says):
    result = run_game(*args)
    assert (result.returncode, result.stdout) == (2, "")
    assert len(result.stderr.splitlines()) == 1 and says in result.stderr


def test_the_same_seed_and_answers_give_the_same_hot_seat_game():
    answers = "".join(f"\n{turn}\n\n{turn}\n" for turn in range(1, 6)) + "\n\n"
    first = run_game("--players", "Ann,Ben", "--rules", "yacht", "--seed", "6", stdin=answers)
    again = run_game("--players", "Ann,Ben", "--rules", "yacht", "--seed", "6", stdin=answers)
    assert first.stdout == again.stdout and "Player: Ben" in first.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["--players", ""],
        ["--players", "Ann,Ben", "--solve"],
        ["--players", "Ann,Ben", "--review", "x"],
    ],
    ids=["no-names", "with-solve", "with-review"],
)
def test_players_that_cannot_be_played_are_refused_in_one_line(args, tmp_path):
    import os
    import subprocess

    from scripted import GAME

    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, GAME, *args], capture_output=True, text=True, env=env)
    assert out.returncode == 2 and out.stdout == "" and len(out.stderr.splitlines()) == 1
    assert not list(tmp_path.iterdir())  # no table was written


def test_wide_names_are_counted_by_their_columns_and_the_sheets_line_up():
    with pytest.raises(ValueError, match="at most 20 columns"):
        players.parse_players("Ann," + "Ａ" * 11)
    seats = [players.Seat("Ａ" * 10, None), players.Seat("Ｂ" * 10, None)]
    lines = players.format_sheets(seats, [y.new_game(y.HOMEWORK)] * 2).splitlines()
    assert max(map(players.columns, lines)) <= 79
    names = lines[0]
    assert players.columns(names[: names.index("Ｂ")]) == lines[1].index(" #", 2)


def test_each_sheet_names_its_player_and_the_standings_follow_each_round():
    answers = [answer for n in range(1, 6) for answer in ("", str(n), "", str(n))] + ["", ""]
    out = run_game("--players", "Ann,Ben", "--seed", "2", stdin="\n".join(answers) + "\n")
    turns = out.stdout.split("Player: ")[1:]
    for turn, name in zip(turns, ["Ann", "Ben"] * 5):
        assert f" #  Line            Score  ({name}'s sheet)" in turn
    rounds = re.findall(r"^After round (\d) of 6: (\w+) (\d+), (\w+) (\d+)\.$", out.stdout, re.M)
    assert [int(found[0]) for found in rounds] == [1, 2, 3, 4, 5]
    for found in rounds:
        assert {found[1], found[3]} == {"Ann", "Ben"} and int(found[2]) >= int(found[4])
