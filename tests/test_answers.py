"""Parsing what the player types: every accepted form, every refusal, any text at all."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

import yahtzee as y


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
        "blank-keeps-all",
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
        ("7", r"^'7' is not a position\. Enter positions 1-5, e\.g\. 1 3 5"),
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
        assert str(refusal).endswith(".")
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
    assert y.lookup_line(answer, y.HOMEWORK) == line


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
        ("four", r"^'four' is not a line\."),
        ("1 2", r"^'1 2' is not a line\."),
    ],
    ids=["seven", "zero", "unknown-name", "empty", "singular", "two-numbers"],
)
def test_line_answers_refused_with_the_reason(answer, message):
    with pytest.raises(ValueError, match=message):
        y.lookup_line(answer, y.HOMEWORK)


def test_a_used_line_is_refused_naming_the_open_ones():
    game, _, _ = y.score_turn(y.new_game(y.HOMEWORK), "Twos", [2, 2, 1, 1, 1])
    with pytest.raises(ValueError, match=r"^Twos is already used\. Open lines: Ones, Threes"):
        y.parse_line("2", game, [2, 2, 2, 2, 2])


@given(st.text())
def test_any_text_is_a_line_or_a_one_line_refusal(text):
    try:
        line = y.lookup_line(text, y.HOMEWORK)
    except ValueError as refusal:
        assert "\n" not in str(refusal)
    else:
        assert line in y.new_game(y.HOMEWORK).sheet


def test_quote_hides_unprintable_characters_and_cuts_long_answers():
    assert y.quote("a\x1b[2Jb") == "'a?[2Jb'"
    assert y.quote("9" * 100) == "'" + "9" * 20 + "...'"


@pytest.mark.parametrize(
    "text, faces",
    [("1 2 3", (1, 2, 3)), ("6,6,6", (6, 6, 6)), (" 1 ,2  ", (1, 2)), ("", ())],
    ids=["spaces", "commas", "mixed", "empty"],
)
def test_dice_option_accepted(text, faces):
    assert y.parse_dice(text) == faces


@pytest.mark.parametrize("text", ["0", "7", "1 x", "1.0", "12"], ids=str)
def test_dice_option_refused(text):
    with pytest.raises(ValueError, match="is not a die"):
        y.parse_dice(text)
