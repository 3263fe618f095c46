"""Part 1, the pure core of the homework game: dice, scoring, the sheet, parsing answers."""

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scripted import dice_showing

import yahtzee as y

ALL_HANDS = list(itertools.combinations_with_replacement(y.FACES, y.DICE))
HOMEWORK_LINES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


def homework(**used):
    """Return a homework game with these lines used (the rest open)."""
    return y.Game(y.HOMEWORK, {name: used.get(name) for name in HOMEWORK_LINES}, {})


# ------------------------------------------------------------------ dice


def test_a_seeded_die_rolls_the_faces_the_contract_promises():
    # docs/grading.md: faces come from random.Random(N).random(), one per die, in position order.
    assert y.roll(5, y.random_die(random.Random(2026))) == [1, 4, 4, 6, 1]


def test_a_random_die_shows_every_face_and_nothing_else():
    die = y.random_die(random.Random(1))
    assert {face for _ in range(500) for face in y.roll(5, die)} == set(y.FACES)


def test_reroll_rolls_only_the_positions_given_in_position_order():
    dice = [1, 2, 3, 4, 5]
    assert y.reroll(dice, (5, 1), dice_showing(6, 4)) == [6, 2, 3, 4, 4]
    assert dice == [1, 2, 3, 4, 5]


# ------------------------------------------------------------------ scoring


def test_count_faces_counts_each_face_and_keeps_counts_0_empty():
    assert y.count_faces([6, 1, 6, 6, 2]) == (0, 1, 1, 0, 0, 0, 3)


@given(st.lists(st.integers(1, 6), min_size=5, max_size=5))
def test_the_counts_of_any_five_dice_add_up_to_them(dice):
    counts = y.count_faces(dice)
    assert counts[0] == 0 and sum(counts) == 5
    assert sum(face * count for face, count in enumerate(counts)) == sum(dice)


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


@pytest.mark.parametrize("hand", ALL_HANDS, ids=lambda hand: "".join(map(str, hand)))
def test_every_hand_the_upper_lines_share_out_the_sum_of_the_dice(hand):
    scores = [y.score_line(name, list(hand)) for name in HOMEWORK_LINES]
    assert all(score >= 0 for score in scores)
    assert sum(scores) == sum(hand)
    assert all(score % face == 0 for face, score in zip(y.FACES, scores))


def test_score_line_leaves_the_dice_as_they_were():
    dice = [4, 4, 4, 1, 1]
    y.score_line("Fours", dice)
    assert dice == [4, 4, 4, 1, 1]


@pytest.mark.parametrize("name", ["fours", "FOURS", " Fours "], ids=["lower", "upper", "spaced"])
def test_score_line_takes_a_line_name_in_any_case(name):
    assert y.score_line(name, [4, 4, 4, 1, 1]) == 12


def test_score_line_refuses_a_name_that_is_no_line():
    with pytest.raises(ValueError, match="'chance' is not a line of the homework"):
        y.score_line("chance", [4, 4, 4, 1, 1])


# ------------------------------------------------------------------ the sheet


def test_a_new_game_has_every_line_open_and_nothing_scored():
    game = y.new_game(y.HOMEWORK)
    assert game.sheet == dict.fromkeys(HOMEWORK_LINES)
    assert (y.total(game), y.open_lines(game)) == (0, HOMEWORK_LINES)


def test_score_turn_fills_the_line_and_leaves_the_old_game_as_it_was():
    start = y.new_game(y.HOMEWORK)
    game, points, news = y.score_turn(start, "Threes", [3, 1, 3, 3, 6])
    assert (points, game.sheet["Threes"], y.total(game), news) == (9, 9, 9, [])
    assert start.sheet["Threes"] is None


def test_a_zero_is_allowed_and_uses_up_the_line():
    game, points, _ = y.score_turn(y.new_game(y.HOMEWORK), "Fours", [1, 3, 6, 2, 1])
    assert (points, game.sheet["Fours"]) == (0, 0)
    assert y.open_lines(game) == ["Ones", "Twos", "Threes", "Fives", "Sixes"]


def test_the_total_after_every_line_is_the_sum_of_the_lines():
    game = y.new_game(y.HOMEWORK)
    for face, line in zip(y.FACES, HOMEWORK_LINES):
        game, _, _ = y.score_turn(game, line, [face] * 5)
    assert y.open_lines(game) == []
    assert y.total(game) == 5 * sum(y.FACES)


def test_the_sheet_shows_used_lines_open_lines_and_the_total():
    rows = y.format_sheet(homework(Ones=3), [2, 5, 2, 6, 1]).splitlines()
    assert rows[1].split() == ["1", "Ones", "3"]
    assert rows[2].split() == ["2", "Twos", "-", "would", "score", "4"]
    assert rows[-1].split() == ["Total", "3"]


def test_the_sheet_without_dice_says_nothing_would_score():
    assert "would score" not in y.format_sheet(homework(Ones=3))


def test_the_positions_line_stands_under_the_dice():
    first, second = y.format_roll(2, [6, 5, 4, 3, 2]).splitlines()
    assert first == "Roll 2: 6 5 4 3 2"
    assert second.index("1") == first.index("6")
    assert second.index("5") == first.rindex("2")


def test_the_dice_as_they_are_are_headed_dice_and_stand_over_their_positions():
    first, second = y.format_dice([3, 1, 4, 1, 5]).splitlines()
    assert first == "Dice:   3 1 4 1 5"
    assert second == y.format_roll(1, [3, 1, 4, 1, 5]).splitlines()[1]


def test_a_row_of_the_sheet_and_what_an_open_line_would_score():
    assert y.format_row(4, "Fours", 12) == " 4  Fours              12"
    assert y.line_note(y.new_game(y.HOMEWORK), "Twos", [2, 5, 2, 6, 1]) == "would score 4"


def test_the_turn_header_and_the_prompts_say_what_is_left():
    game = homework(Ones=3)
    assert y.format_turn(2, game) == "Turn 2 of 6"
    assert y.reroll_question(1) == "Re-roll which positions? (2 re-rolls left; Enter keeps all) > "
    assert y.reroll_question(2) == "Re-roll which positions? (1 re-roll left; Enter keeps all) > "
    assert y.line_question(game) == "Choose a line (1-6 or a name, e.g. twos) > "


def test_every_word_for_a_line_is_looked_up_as_typed_in_any_case():
    assert (y.normalise("  Keep   1 2 "), y.line_key("  Full-House ")) == (
        "keep 1 2",
        "full house",
    )
    words = y.line_words(y.HOMEWORK)
    assert words["4"] == words["fours"] == words["4s"] == "Fours"
    assert y.get_line(y.HOMEWORK, "FOURS").face == 4
    assert y.parse_line(" 4s", y.new_game(y.HOMEWORK), [4, 4, 1, 2, 3]) == "Fours"


# ------------------------------------------------------------------ re-roll answers


@pytest.mark.parametrize(
    "answer, positions",
    [
        ("1 3 5", (1, 3, 5)),
        ("1,3,5", (1, 3, 5)),
        ("1, 3, 5", (1, 3, 5)),
        ("135", (1, 3, 5)),
        ("5 3 1", (1, 3, 5)),
        ("  2  ", (2,)),
        ("12345", (1, 2, 3, 4, 5)),
        ("all", (1, 2, 3, 4, 5)),
        ("ALL", (1, 2, 3, 4, 5)),
        ("", ()),
        ("   ", ()),
        ("none", ()),
        ("None", ()),
        ("keep all", ()),
        ("keep 1 2", (3, 4, 5)),
        ("KEEP 1,2", (3, 4, 5)),
        ("keep 12", (3, 4, 5)),
        ("keep 1 2 3 4 5", ()),
    ],
    ids=[
        "spaces",
        "commas",
        "commas-and-spaces",
        "together",
        "any-order",
        "padded",
        "every-position",
        "all",
        "all-upper-case",
        "empty-keeps-all",
        "only-spaces-keeps-all",
        "none-keeps-all",
        "none-any-case",
        "keep-all",
        "keep-some",
        "keep-upper-case-commas",
        "keep-together",
        "keep-every-position",
    ],
)
def test_reroll_answers_accepted(answer, positions):
    assert y.parse_reroll(answer) == positions


@pytest.mark.parametrize(
    "answer, message",
    [
        ("7", r"^'7' is not a position\. Type positions 1-5, e\.g\. 1 3 5; Enter keeps all\.$"),
        ("0", r"^'0' is not a position\."),
        ("1 6", r"^'6' is not a position\."),
        ("157", r"^'7' is not a position\."),
        ("1 1", r"^Position 1 is given twice\."),
        ("131", r"^Position 1 is given twice\."),
        ("abc", r"^'abc' is not a position\."),
        ("-1", r"^'-1' is not a position\."),
        ("1.5", r"^'1\.5' is not a position\."),
        ("keep", r"^Say which positions to keep"),
        ("keep 6", r"^'6' is not a position\."),
        ("keep 2 2", r"^Position 2 is given twice\."),
        ("yes", r"^'yes' is not a position\."),
    ],
    ids=[
        "seven",
        "zero",
        "six-after-a-good-one",
        "seven-written-together",
        "repeated",
        "repeated-together",
        "word",
        "negative",
        "decimal",
        "keep-nothing",
        "keep-out-of-range",
        "keep-repeated",
        "yes",
    ],
)
def test_reroll_answers_refused_with_the_reason(answer, message):
    with pytest.raises(ValueError, match=message):
        y.parse_reroll(answer)


@given(st.text())
def test_any_text_is_positions_or_a_one_line_refusal(text):
    try:
        positions = y.parse_reroll(text)
    except ValueError as refusal:
        assert "\n" not in str(refusal)
        assert str(refusal).endswith((".", "?"))
    else:
        assert positions == tuple(sorted(set(positions)))
        assert set(positions) <= set(y.POSITIONS)


@given(
    st.sets(st.sampled_from(y.POSITIONS), min_size=1),
    st.sampled_from([" ", ",", ", ", "", "  "]),
    st.booleans(),
)
def test_any_set_of_positions_is_read_back(chosen, separator, keep):
    written = separator.join(str(place) for place in sorted(chosen, reverse=True))
    if keep:
        expected = tuple(place for place in y.POSITIONS if place not in chosen)
        assert y.parse_reroll("keep " + written) == expected
    else:
        assert y.parse_reroll(written) == tuple(sorted(chosen))


# ------------------------------------------------------------------ line answers


@pytest.mark.parametrize(
    "answer, line",
    [
        ("1", "Ones"),
        ("6", "Sixes"),
        ("fours", "Fours"),
        ("FOURS", "Fours"),
        ("  Fives ", "Fives"),
        ("4s", "Fours"),
        ("6S", "Sixes"),
    ],
    ids=[
        "number-one",
        "number-six",
        "name",
        "name-upper-case",
        "name-padded",
        "short",
        "short-upper",
    ],
)
def test_line_answers_accepted(answer, line):
    assert y.line_name(answer, y.HOMEWORK) == line


@pytest.mark.parametrize(
    "answer, message",
    [
        (
            "7",
            r"^'7' is not a line\. Enter 1-6, a name such as fours, or a short form such as 4s\.",
        ),
        ("0", r"^'0' is not a line\."),
        ("sevens", r"^'sevens' is not a line\."),
        ("", r"^No line was given\. Enter 1-6"),
        ("1 2", r"^'1 2' is not a line\."),
    ],
    ids=["seven", "zero", "unknown-name", "empty", "two-numbers"],
)
def test_line_answers_refused_with_the_reason(answer, message):
    with pytest.raises(ValueError, match=message):
        y.line_name(answer, y.HOMEWORK)


def test_a_used_line_is_refused_naming_the_open_ones():
    with pytest.raises(ValueError, match=r"^Twos is already used\. Open lines: Ones, Threes, "):
        y.parse_line("2", homework(Twos=4), [2, 2, 2, 2, 2])


@given(st.text())
def test_any_text_is_a_line_or_a_one_line_refusal(text):
    try:
        line = y.line_name(text, y.HOMEWORK)
    except ValueError as refusal:
        assert "\n" not in str(refusal)
    else:
        assert line in HOMEWORK_LINES


def test_quote_hides_unprintable_characters_and_cuts_long_answers():
    assert y.quote("a\x1b[2Jb") == "'a?[2Jb'"
    assert y.quote("9" * 100) == "'" + "9" * 20 + "...'"


def test_keep_none_rerolls_every_die():
    assert y.parse_reroll("keep none") == y.parse_reroll("all") == (1, 2, 3, 4, 5)
