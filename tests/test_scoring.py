"""Dice, scoring and the score sheet: the pure core."""

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import yahtzee as y

ALL_ROLLS = list(itertools.combinations_with_replacement(y.FACES, y.DICE))
dice_lists = st.lists(st.integers(1, 6), min_size=5, max_size=5)


def test_there_are_252_distinct_rolls():
    assert len(ALL_ROLLS) == 252


@pytest.mark.parametrize(
    "line, dice, expected",
    [
        ("Ones", [1, 3, 2, 1, 1], 3),
        ("Twos", [2, 5, 2, 6, 1], 4),
        ("Threes", [3, 1, 3, 3, 6], 9),
        ("Fours", [1, 3, 6, 2, 1], 0),
        ("Fives", [5, 5, 5, 5, 5], 25),
        ("Sixes", [6, 5, 5, 4, 4], 6),
    ],
    ids=[
        "ones-three-of-them",
        "twos-two-of-them",
        "threes-three-of-them",
        "fours-none-scores-zero",
        "fives-all-five",
        "sixes-one-of-them",
    ],
)
def test_homework_worked_examples(line, dice, expected):
    assert y.score_line(line, dice) == expected


@pytest.mark.parametrize("name", ["fours", "FOURS", "Fours", " fOuRs ", "4s"])
def test_score_line_takes_the_name_in_any_case(name):
    assert y.score_line(name, [4, 4, 4, 1, 1]) == 12


def test_score_line_refuses_an_unknown_line():
    with pytest.raises(ValueError, match="not a line"):
        y.score_line("sevens", [1, 2, 3, 4, 5])


def test_score_line_does_not_change_the_dice():
    dice = [4, 4, 4, 1, 1]
    y.score_line("fours", dice)
    assert dice == [4, 4, 4, 1, 1]


@pytest.mark.parametrize("dice", ALL_ROLLS, ids=lambda dice: "".join(map(str, dice)))
def test_every_roll_upper_lines_share_out_the_sum(dice):
    scores = [y.score_line(line.name, dice) for line in y.HOMEWORK.lines]
    assert all(score >= 0 for score in scores)
    assert sum(scores) == sum(dice)
    assert all(score % face == 0 for face, score in zip(y.FACES, scores))


def test_count_faces_counts_each_face():
    assert y.count_faces([6, 1, 6, 6, 2]) == (0, 1, 1, 0, 0, 0, 3)


@given(dice_lists)
def test_counts_add_up_to_five_dice(dice):
    counts = y.count_faces(dice)
    assert counts[0] == 0
    assert sum(counts) == 5
    assert sum(face * count for face, count in enumerate(counts)) == sum(dice)


def test_roll_draws_faces_from_random_in_a_stable_way():
    # random.Random(seed).random() is the stable part of the module across versions.
    expected = [1 + int(random.Random(7).random() * 6)]
    assert y.roll(1, random.Random(7)) == expected


def test_roll_gives_faces_one_to_six_only():
    rng = random.Random(1)
    faces = {die for _ in range(500) for die in y.roll(5, rng)}
    assert faces == set(y.FACES)


def test_same_seed_same_dice():
    assert y.roll(5, random.Random(42)) == y.roll(5, random.Random(42))


def test_reroll_rolls_only_the_positions_given_in_position_order():
    dice = [1, 2, 3, 4, 5]
    assert y.reroll(dice, (5, 1), y.ScriptedRandom([6, 4])) == [6, 2, 3, 4, 4]
    assert dice == [1, 2, 3, 4, 5]


def test_scripted_random_hands_over_to_its_generator_when_it_runs_out():
    rng = y.ScriptedRandom([2, 3], random.Random(5))
    after = random.Random(5)
    assert y.roll(4, rng) == [2, 3] + y.roll(2, after)


@pytest.mark.parametrize("face", y.FACES)
def test_scripted_random_gives_back_each_face(face):
    assert y.roll_die(y.ScriptedRandom([face])) == face


def test_a_new_game_has_every_line_open():
    game = y.new_game(y.HOMEWORK)
    assert game.sheet == dict.fromkeys(["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"])
    assert y.total(game) == 0
    assert not y.is_finished(game)


def test_score_turn_fills_the_line_and_keeps_the_old_game():
    start = y.new_game(y.HOMEWORK)
    game, points, news = y.score_turn(start, "Threes", [3, 1, 3, 3, 6])
    assert (points, game.sheet["Threes"], y.total(game), news) == (9, 9, 9, [])
    assert start.sheet["Threes"] is None


def test_score_turn_allows_a_zero():
    game, points, _ = y.score_turn(y.new_game(y.HOMEWORK), "Fours", [1, 3, 6, 2, 1])
    assert points == 0
    assert game.sheet["Fours"] == 0
    assert y.open_lines(game) == ["Ones", "Twos", "Threes", "Fives", "Sixes"]


def test_score_turn_refuses_a_used_line_and_names_the_open_ones():
    game, _, _ = y.score_turn(y.new_game(y.HOMEWORK), "Fours", [4, 4, 1, 1, 1])
    with pytest.raises(ValueError, match=r"Fours is already used\. Open lines: Ones, Twos"):
        y.score_turn(game, "Fours", [4, 4, 4, 4, 4])


def test_a_game_is_finished_when_every_line_is_used():
    game = y.new_game(y.HOMEWORK)
    for face, line in zip(y.FACES, y.open_lines(game)):
        game, _, _ = y.score_turn(game, line, [face] * 5)
    assert y.is_finished(game)
    assert y.total(game) == 5 * sum(y.FACES)


def test_sheet_shows_used_lines_open_lines_and_the_total():
    game, _, _ = y.score_turn(y.new_game(y.HOMEWORK), "Ones", [1, 3, 2, 1, 1])
    sheet = y.format_sheet(game, [2, 5, 2, 6, 1])
    rows = sheet.splitlines()
    assert rows[1].split() == ["1", "Ones", "3"]
    assert rows[2].split() == ["2", "Twos", "-", "would", "score", "4"]
    assert rows[-1].split() == ["Total", "3"]


def test_sheet_without_dice_shows_no_would_score():
    assert "would score" not in y.format_sheet(y.new_game(y.HOMEWORK))


def test_roll_display_shows_positions_under_the_dice():
    first, second = y.format_roll(2, [6, 5, 4, 3, 2]).splitlines()
    assert first == "Roll 2: 6 5 4 3 2"
    assert second.index("1") == first.index("6")
    assert second.index("5") == first.rindex("2")
