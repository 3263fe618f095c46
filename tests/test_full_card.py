"""--full: the official 13-line card, its bonuses and the Joker rules."""

import sys

import pytest
from scripted import Screen, Script

import yahtzee as y

YAHTZEE_LINES = [line.name for line in y.YAHTZEE.lines]


@pytest.mark.parametrize(
    "line, dice, expected",
    [
        ("three of a kind", [3, 3, 3, 1, 2], 12),
        ("three of a kind", [3, 3, 1, 1, 2], 0),
        ("three of a kind", [2, 2, 2, 2, 6], 14),
        ("four of a kind", [2, 2, 2, 2, 6], 14),
        ("four of a kind", [2, 2, 2, 5, 6], 0),
        ("four of a kind", [6, 6, 6, 6, 6], 30),
        ("full house", [2, 2, 3, 3, 3], 25),
        ("full house", [3, 2, 3, 2, 3], 25),
        ("full house", [5, 5, 5, 5, 5], 0),
        ("full house", [2, 2, 3, 3, 4], 0),
        ("small straight", [1, 2, 3, 4, 6], 30),
        ("small straight", [4, 3, 2, 1, 1], 30),
        ("small straight", [6, 5, 4, 3, 3], 30),
        ("small straight", [1, 2, 3, 4, 5], 30),
        ("small straight", [1, 2, 3, 5, 6], 0),
        ("large straight", [5, 1, 3, 2, 4], 40),
        ("large straight", [2, 3, 4, 5, 6], 40),
        ("large straight", [1, 2, 3, 4, 6], 0),
        ("large straight", [1, 2, 3, 4, 4], 0),
        ("yahtzee", [4, 4, 4, 4, 4], 50),
        ("yahtzee", [4, 4, 4, 4, 1], 0),
        ("chance", [6, 5, 4, 3, 1], 19),
        ("chance", [1, 1, 1, 1, 1], 5),
    ],
    ids=[
        "3k-hit",
        "3k-two-pairs-miss",
        "four-of-a-kind-is-three-of-a-kind",
        "4k-hit",
        "4k-three-miss",
        "yahtzee-is-four-of-a-kind",
        "full-house",
        "full-house-any-order",
        "five-of-a-kind-is-not-a-full-house",
        "two-pairs-is-not-a-full-house",
        "small-straight-low",
        "small-straight-out-of-order-with-a-repeat",
        "small-straight-high-with-a-repeat",
        "large-straight-is-a-small-straight",
        "small-straight-gap-miss",
        "large-straight-any-order",
        "large-straight-high",
        "large-straight-gap-miss",
        "large-straight-repeat-miss",
        "yahtzee",
        "yahtzee-miss",
        "chance",
        "chance-lowest",
    ],
)
def test_lower_lines(line, dice, expected):
    assert y.score_line(line, dice) == expected


@pytest.mark.parametrize(
    "answer, line",
    [
        ("7", "Three of a Kind"),
        ("13", "Chance"),
        ("three of a kind", "Three of a Kind"),
        ("Three-Of-A-Kind", "Three of a Kind"),
        ("3k", "Three of a Kind"),
        ("4K", "Four of a Kind"),
        ("full house", "Full House"),
        ("full-house", "Full House"),
        ("FH", "Full House"),
        ("small  straight", "Small Straight"),
        ("ss", "Small Straight"),
        ("ls", "Large Straight"),
        ("y", "Yahtzee"),
        ("yahtzee", "Yahtzee"),
        ("c", "Chance"),
        ("chance", "Chance"),
        ("6s", "Sixes"),
    ],
)
def test_full_card_line_answers(answer, line):
    assert y.lookup_line(answer, y.YAHTZEE) == line


@pytest.mark.parametrize("answer", ["14", "0", "straight", "pair", "k"])
def test_full_card_refuses_unknown_lines(answer):
    with pytest.raises(ValueError, match=r"is not a line\. Enter 1-13"):
        y.lookup_line(answer, y.YAHTZEE)


def game_with(**scores):
    """Return a full-card game with these lines filled (names with _ for spaces)."""
    sheet = dict.fromkeys(YAHTZEE_LINES)
    for key, score in scores.items():
        sheet[key.replace("_", " ")] = score
    bonus = sheet.pop("Yahtzee bonus", 0)
    return y.Game(y.YAHTZEE, sheet, bonus or 0)


@pytest.mark.parametrize(
    "ones, upper, bonus",
    [(2, 62, 0), (3, 63, 35), (4, 64, 35)],
    ids=["62-no-bonus", "63-bonus", "64-bonus"],
)
def test_upper_bonus_at_the_threshold(ones, upper, bonus):
    game = game_with(Ones=ones, Twos=6, Threes=9, Fours=12, Fives=15, Sixes=18)
    assert y.upper_total(game) == upper
    assert y.upper_bonus(game) == bonus
    assert y.total(game) == upper + bonus


def test_reaching_63_announces_the_upper_bonus_in_that_turns_total():
    game = game_with(Ones=3, Twos=6, Threes=9, Fours=12, Fives=15)
    after, points, news = y.score_turn(game, "Sixes", [6, 6, 6, 1, 2])
    assert (points, y.upper_total(after), y.total(after)) == (18, 63, 98)
    assert news == ["Upper bonus: +35 for reaching 63."]


def test_sheet_shows_how_far_the_upper_bonus_is():
    sheet = y.format_sheet(game_with(Sixes=24, Fives=20))
    subtotal = next(row for row in sheet.splitlines() if "Upper subtotal" in row)
    assert subtotal.split() == ["Upper", "subtotal", "44", "19", "more", "for", "+35"]


def test_yahtzee_bonus_while_the_yahtzee_line_holds_50():
    game = game_with(Yahtzee=50)
    after, points, news = y.score_turn(game, "Threes", [3, 3, 3, 3, 3])
    assert (points, after.yahtzee_bonus, y.total(after)) == (15, 100, 165)
    assert news == ["Yahtzee bonus: +100 for another Yahtzee."]


def test_yahtzee_bonus_adds_up_for_every_further_yahtzee():
    game = game_with(Yahtzee=50, Fives=25)
    game, _, _ = y.score_turn(game, "Chance", [5, 5, 5, 5, 5])
    game, _, _ = y.score_turn(game, "Twos", [2, 2, 2, 2, 2])
    assert game.yahtzee_bonus == 200


def test_no_yahtzee_bonus_while_the_yahtzee_line_holds_0():
    game = game_with(Yahtzee=0)
    after, points, news = y.score_turn(game, "Threes", [3, 3, 3, 3, 3])
    assert (points, after.yahtzee_bonus, news) == (15, 0, [])


def test_no_yahtzee_bonus_for_the_first_yahtzee():
    after, points, news = y.score_turn(game_with(), "Yahtzee", [2, 2, 2, 2, 2])
    assert (points, after.yahtzee_bonus, news) == (50, 0, [])


def test_a_first_yahtzee_may_go_anywhere():
    game = game_with()
    assert y.allowed_lines(game, [4, 4, 4, 4, 4]) == YAHTZEE_LINES
    assert y.line_score(game, "Full House", [4, 4, 4, 4, 4]) == 0


@pytest.mark.parametrize("yahtzee_line", [50, 0], ids=["holds-50", "holds-0"])
def test_joker_must_go_on_its_upper_line_if_open(yahtzee_line):
    game = game_with(Yahtzee=yahtzee_line)
    assert y.allowed_lines(game, [4, 4, 4, 4, 4]) == ["Fours"]
    with pytest.raises(ValueError, match=r"^Joker rule: .* must go on Fours\.$"):
        y.score_turn(game, "Chance", [4, 4, 4, 4, 4])
    assert y.score_turn(game, "Fours", [4, 4, 4, 4, 4])[1] == 20


def test_joker_goes_on_an_open_lower_line_when_its_upper_line_is_used():
    game = game_with(Yahtzee=50, Fours=8, Chance=20, Three_of_a_Kind=17)
    lower = ["Four of a Kind", "Full House", "Small Straight", "Large Straight"]
    assert y.allowed_lines(game, [4, 4, 4, 4, 4]) == lower
    with pytest.raises(ValueError, match=r"^Joker rule: with Fours used, .* lower line"):
        y.score_turn(game, "Sixes", [4, 4, 4, 4, 4])


@pytest.mark.parametrize(
    "line, points",
    [
        ("Full House", 25),
        ("Small Straight", 30),
        ("Large Straight", 40),
        ("Four of a Kind", 20),
        ("Three of a Kind", 20),
        ("Chance", 20),
    ],
)
def test_joker_scores_lower_lines_in_full(line, points):
    game = game_with(Yahtzee=50, Fours=12)
    after, got, news = y.score_turn(game, line, [4, 4, 4, 4, 4])
    assert got == points
    assert after.yahtzee_bonus == 100
    assert y.total(after) == 50 + 12 + points + 100


def test_joker_with_every_lower_line_used_goes_on_an_upper_line_for_0():
    lower = {name.replace(" ", "_"): 10 for name in YAHTZEE_LINES[6:]}
    game = game_with(**{**lower, "Yahtzee": 0, "Fours": 8, "Ones": 2})
    assert y.allowed_lines(game, [4, 4, 4, 4, 4]) == ["Twos", "Threes", "Fives", "Sixes"]
    after, points, news = y.score_turn(game, "Sixes", [4, 4, 4, 4, 4])
    assert (points, news) == (0, [])


def test_sheet_marks_lines_the_joker_rule_closes():
    sheet = y.format_sheet(game_with(Yahtzee=50), [3, 3, 3, 3, 3])
    rows = {row.split("  ")[1].strip(): row for row in sheet.splitlines() if row[:2].strip()}
    assert "would score 15" in rows["Threes"]
    assert "not available (Joker rule)" in rows["Chance"]
    assert "not available (Joker rule)" in rows["Full House"]


def test_sheet_shows_the_joker_values_it_allows():
    sheet = y.format_sheet(game_with(Yahtzee=50, Threes=9), [3, 3, 3, 3, 3])
    row = next(row for row in sheet.splitlines() if "Large Straight" in row)
    assert row.endswith("would score 40")


def test_final_sheet_shows_every_total():
    game = game_with(Ones=3, Sixes=30, Yahtzee=50, Chance=22, Yahtzee_bonus=100)
    labels = [row[4:20].strip() for row in y.format_sheet(game).splitlines()]
    for label in ("Upper subtotal", "Upper bonus", "Lower total", "Yahtzee bonus", "Total"):
        assert label in labels
    assert y.format_sheet(game).splitlines()[-1].split() == ["Total", str(3 + 30 + 50 + 22 + 100)]


def test_a_full_game_loop_is_the_same_loop():
    ask, say = Script(*["", "y"] + ["q"]), Screen()
    status = y.play_game(y.YAHTZEE, y.ScriptedRandom([6] * 5), y.human_player(ask, say), say)
    assert status == 0
    assert "Turn 1 of 13" in say.lines
    assert "Scored 50 on Yahtzee. Total: 50" in say.lines


# ------------------------------------------------------------------ pexpect

# Turn by turn: five dice (all kept), refused answers, the line, its points, the new total.
FULL_GAME = [
    ("5 5 5 5 5", [], "yahtzee", 50, 50),
    ("5 5 5 5 5", ["chance"], "fives", 25, 175),
    ("5 5 5 5 5", ["sixes"], "ls", 40, 315),
    ("6 6 6 6 1", [], "sixes", 24, 339),
    ("4 4 4 4 2", [], "fours", 16, 390),
    ("3 3 3 2 2", [], "fh", 25, 415),
    ("1 2 3 4 6", [], "ss", 30, 445),
    ("3 3 3 1 2", [], "3k", 12, 457),
    ("2 2 2 2 6", [], "4k", 14, 471),
    ("1 1 2 3 4", [], "ones", 2, 473),
    ("2 2 3 4 5", [], "twos", 4, 477),
    ("3 3 1 2 4", [], "threes", 6, 483),
    ("6 5 4 3 1", [], None, 19, 502),
]


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect sessions need a pseudo-terminal")
def test_a_full_game_through_jokers_and_bonuses():
    from grader import LINE_PROMPT, REROLL_PROMPT, Session

    game = Session("--full", "--dice", " ".join(turn[0] for turn in FULL_GAME))
    for number, (dice, refusals, line, points, total) in enumerate(FULL_GAME, 1):
        assert game.turn() == (number, 13)
        assert game.roll() == (1, [int(die) for die in dice.split()])
        game.answer(REROLL_PROMPT, "")
        for refusal in refusals:
            game.answer(LINE_PROMPT, refusal)
            game.expect("Joker rule: ")
        if line:
            game.answer(LINE_PROMPT, line)
        assert game.scored()[0::2] == (points, total)
        if number in (2, 3):
            assert "Yahtzee bonus: +100" in game.child.before
        if number == 5:
            assert "Upper bonus: +35" in game.child.before
    assert game.final_score() == 502
    assert game.finish() == 0
