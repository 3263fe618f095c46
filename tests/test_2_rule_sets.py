"""Part 2, the full card and the other rule sets: scorers, Jokers, bonuses, --score."""

import itertools
import sys

import pytest
from scripted import (
    FULL_GAME,
    YACHT_GAME,
    YATZY_GAME,
    Screen,
    Script,
    dice_showing,
    prompted_player,
    run_game,
)

import yahtzee as y

ALL_HANDS = list(itertools.combinations_with_replacement(y.FACES, y.DICE))
YAHTZEE_LINES = [line.name for line in y.YAHTZEE.lines]
needs_pty = pytest.mark.skipif(sys.platform == "win32", reason="pexpect needs a pseudo-terminal")


def score(rules, line, dice):
    """Return the score of dice on a line named in any case, in a new game of rules."""
    return y.score_line(y.line_name(line, rules), dice, y.new_game(rules))


# ------------------------------------------------------------------ the full card's lines


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
def test_full_card_lower_lines(line, dice, expected):
    assert score(y.YAHTZEE, line, dice) == expected


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
    assert y.line_name(answer, y.YAHTZEE) == line


@pytest.mark.parametrize("answer", ["14", "0", "straight", "pair", "k"])
def test_full_card_refuses_unknown_lines(answer):
    with pytest.raises(ValueError, match=r"is not a line\. Enter 1-13"):
        y.line_name(answer, y.YAHTZEE)


# ------------------------------------------------------------------ Yacht and Yatzy

# (rule set, line, dice, score): hits and misses of every line that is not an upper line.
LOWER_LINES = [
    ("yacht", "full house", [3, 3, 3, 2, 2], 13),
    ("yacht", "full house", [6, 6, 5, 5, 5], 27),
    ("yacht", "full house", [3, 3, 2, 2, 1], 0),
    ("yacht", "four of a kind", [4, 4, 4, 4, 1], 16),
    ("yacht", "four of a kind", [4, 4, 4, 1, 1], 0),
    ("yacht", "little straight", [5, 3, 1, 2, 4], 30),
    ("yacht", "little straight", [2, 3, 4, 5, 6], 0),
    ("yacht", "little straight", [1, 2, 3, 4, 4], 0),
    ("yacht", "big straight", [6, 4, 2, 3, 5], 30),
    ("yacht", "big straight", [1, 2, 3, 4, 5], 0),
    ("yacht", "choice", [6, 6, 5, 5, 4], 26),
    ("yacht", "yacht", [2, 2, 2, 2, 2], 50),
    ("yacht", "yacht", [2, 2, 2, 2, 1], 0),
    ("yatzy", "one pair", [3, 3, 5, 5, 1], 10),
    ("yatzy", "one pair", [6, 6, 6, 1, 2], 12),
    ("yatzy", "one pair", [1, 2, 3, 4, 6], 0),
    ("yatzy", "two pairs", [3, 3, 5, 5, 1], 16),
    ("yatzy", "two pairs", [3, 3, 3, 5, 5], 16),
    ("yatzy", "two pairs", [4, 4, 4, 4, 1], 0),
    ("yatzy", "two pairs", [4, 4, 4, 1, 2], 0),
    ("yatzy", "three of a kind", [4, 4, 4, 1, 2], 12),
    ("yatzy", "three of a kind", [4, 4, 4, 4, 2], 12),
    ("yatzy", "three of a kind", [4, 4, 1, 1, 2], 0),
    ("yatzy", "four of a kind", [2, 2, 2, 2, 6], 8),
    ("yatzy", "four of a kind", [2, 2, 2, 6, 6], 0),
    ("yatzy", "small straight", [5, 4, 3, 2, 1], 15),
    ("yatzy", "small straight", [1, 2, 3, 4, 6], 0),
    ("yatzy", "large straight", [6, 5, 4, 3, 2], 20),
    ("yatzy", "large straight", [1, 2, 3, 4, 5], 0),
    ("yatzy", "full house", [2, 2, 3, 3, 3], 13),
    ("yatzy", "full house", [2, 2, 3, 3, 4], 0),
    ("yatzy", "chance", [1, 2, 3, 4, 6], 16),
    ("yatzy", "yatzy", [6, 6, 6, 6, 6], 50),
    ("yatzy", "yatzy", [6, 6, 6, 6, 5], 0),
]


@pytest.mark.parametrize(
    "rules, line, dice, expected",
    LOWER_LINES,
    ids=[f"{r}-{line}-{''.join(map(str, d))}" for r, line, d, _ in LOWER_LINES],
)
def test_lower_lines_of_yacht_and_yatzy(rules, line, dice, expected):
    assert score(y.RULE_SETS[rules], line, dice) == expected


@pytest.mark.parametrize("rules", ["yahtzee", "yacht", "yatzy"])
def test_five_of_a_kind_is_not_a_full_house_in_any_rule_set(rules):
    assert score(y.RULE_SETS[rules], "full house", [5, 5, 5, 5, 5]) == 0


@pytest.mark.parametrize(
    "rules, expected",
    [("yacht", 12), ("yahtzee", 15), ("yatzy", 12)],
    ids=["yacht-four-times-the-face", "yahtzee-sum-of-all", "yatzy-sum-of-four"],
)
def test_five_of_a_kind_on_four_of_a_kind(rules, expected):
    assert score(y.RULE_SETS[rules], "four of a kind", [3, 3, 3, 3, 3]) == expected


@pytest.mark.parametrize(
    "rules, line, dice, expected",
    [
        ("yahtzee", "small straight", [1, 2, 3, 4, 6], 30),
        ("yatzy", "small straight", [1, 2, 3, 4, 6], 0),
        ("yahtzee", "large straight", [2, 3, 4, 5, 6], 40),
        ("yatzy", "large straight", [2, 3, 4, 5, 6], 20),
        ("yacht", "big straight", [2, 3, 4, 5, 6], 30),
        ("yahtzee", "full house", [2, 2, 3, 3, 3], 25),
        ("yacht", "full house", [2, 2, 3, 3, 3], 13),
    ],
    ids=[
        "yahtzee-small-straight-takes-any-four",
        "yatzy-small-straight-is-exactly-1-to-5",
        "yahtzee-large-40",
        "yatzy-large-20",
        "yacht-big-30",
        "yahtzee-full-house-25",
        "yacht-full-house-is-the-sum",
    ],
)
def test_where_the_rule_sets_differ(rules, line, dice, expected):
    assert score(y.RULE_SETS[rules], line, dice) == expected


@pytest.mark.parametrize("rules", list(y.RULE_SETS.values()), ids=lambda rules: rules.key)
def test_every_hand_on_every_line_of_every_rule_set(rules):
    game = y.new_game(rules)
    for hand in ALL_HANDS:
        for line in rules.lines:
            points = y.score_line(line.name, list(hand), game)
            assert points >= 0
            if line.face:
                assert points == line.face * hand.count(line.face)
            if line.name in ("Chance", "Choice"):
                assert points == sum(hand)


@pytest.mark.parametrize("rules", list(y.RULE_SETS.values()), ids=lambda rules: rules.key)
def test_every_name_and_short_form_names_one_line(rules):
    words = [y.line_key(line.name) for line in rules.lines]
    words += [y.line_key(alias) for line in rules.lines for alias in line.aliases]
    assert len(words) == len(set(words))
    for number, line in enumerate(rules.lines, 1):
        assert y.line_name(str(number), rules) == line.name
        for alias in line.aliases:
            assert y.line_name(alias.upper(), rules) == line.name


@pytest.mark.parametrize(
    "rules, answers",
    [
        ("yacht", {"fh": "Full House", "4k": "Four of a Kind", "ls": "Little Straight"}),
        ("yacht", {"bs": "Big Straight", "c": "Choice", "y": "Yacht", "12": "Yacht"}),
        (
            "yatzy",
            {"pair": "One Pair", "1p": "One Pair", "2p": "Two Pairs", "3k": "Three of a Kind"},
        ),
        ("yatzy", {"one pair": "One Pair", "two-pairs": "Two Pairs", "y": "Yatzy", "15": "Yatzy"}),
    ],
)
def test_yacht_and_yatzy_answers(rules, answers):
    for answer, line in answers.items():
        assert y.line_name(answer, y.RULE_SETS[rules]) == line


# ------------------------------------------------------------------ bonuses


def game_with(rules=y.YAHTZEE, bonuses=None, **scores):
    """Return a game with these lines filled (names with _ for spaces)."""
    sheet = dict.fromkeys(line.name for line in rules.lines)
    for key, points in scores.items():
        sheet[key.replace("_", " ")] = points
    return y.Game(rules, sheet, bonuses or {})


@pytest.mark.parametrize(
    "ones, upper, bonus",
    [(2, 62, 0), (3, 63, 35), (4, 64, 35)],
    ids=["62-no-bonus", "63-bonus", "64-bonus"],
)
def test_the_upper_bonus_at_the_threshold(ones, upper, bonus):
    game = game_with(Twos=6, Threes=9, Fours=12, Fives=15, Sixes=18)
    after, points, news = y.score_turn(game, "Ones", [1] * ones + [6] * (5 - ones))
    assert y.upper_total(after) == upper
    assert after.bonuses.get("Upper bonus", 0) == bonus
    assert y.total(after) == upper + bonus
    assert news == (["Upper bonus: +35 for reaching 63."] if bonus else [])


def test_the_upper_bonus_is_earned_once():
    game = game_with(Ones=3, Twos=6, Threes=9, Fours=12, Fives=15, bonuses={"Upper bonus": 35})
    after, _, news = y.score_turn(game, "Sixes", [6, 6, 6, 6, 6])
    assert (after.bonuses, news, y.total(after)) == ({"Upper bonus": 35}, [], 45 + 30 + 35)


def test_the_sheet_shows_how_far_the_upper_bonus_is():
    sheet = y.format_sheet(game_with(Sixes=24, Fives=20))
    subtotal = next(row for row in sheet.splitlines() if "Upper subtotal" in row)
    assert subtotal.split() == ["Upper", "subtotal", "44", "19", "more", "for", "+35"]


def test_a_yahtzee_bonus_while_the_yahtzee_line_holds_50():
    after, points, news = y.score_turn(game_with(Yahtzee=50), "Threes", [3, 3, 3, 3, 3])
    assert (points, after.bonuses, y.total(after)) == (15, {"Yahtzee bonus": 100}, 165)
    assert news == ["Yahtzee bonus: +100 for another Yahtzee."]


def test_yahtzee_bonuses_add_up_for_every_further_yahtzee():
    game = game_with(Yahtzee=50, Fives=25)
    game, _, _ = y.score_turn(game, "Chance", [5, 5, 5, 5, 5])
    game, _, _ = y.score_turn(game, "Twos", [2, 2, 2, 2, 2])
    assert game.bonuses == {"Yahtzee bonus": 200}


def test_no_yahtzee_bonus_while_the_yahtzee_line_holds_0():
    after, points, news = y.score_turn(game_with(Yahtzee=0), "Threes", [3, 3, 3, 3, 3])
    assert (points, after.bonuses, news) == (15, {}, [])


def test_no_yahtzee_bonus_for_the_first_yahtzee():
    after, points, news = y.score_turn(game_with(), "Yahtzee", [2, 2, 2, 2, 2])
    assert (points, after.bonuses, news) == (50, {}, [])


def test_yatzy_upper_bonus_is_50_at_63():
    game = y.new_game(y.YATZY)
    for face in (1, 2, 3, 4, 5):
        game, _, _ = y.score_turn(game, y.FACE_NAMES[face], [face] * 3 + [6, 6])
    game, _, news = y.score_turn(game, "Sixes", [6, 6, 6, 1, 1])
    assert (y.upper_total(game), game.bonuses, y.total(game)) == (63, {"Upper bonus": 50}, 113)
    assert news == ["Upper bonus: +50 for reaching 63."]


def test_yacht_has_no_bonus_and_no_joker():
    game, _, _ = y.score_turn(y.new_game(y.YACHT), "Yacht", [6] * 5)
    after, points, news = y.score_turn(game, "Choice", [6] * 5)
    assert (points, news, after.bonuses) == (30, [], {})
    assert "Upper bonus" not in y.format_sheet(after)


# ------------------------------------------------------------------ the Joker rules


def test_a_first_yahtzee_may_go_anywhere_and_scores_plainly():
    game = game_with()
    assert y.allowed_lines(game, [4, 4, 4, 4, 4]) == YAHTZEE_LINES
    assert y.score_line("Full House", [4, 4, 4, 4, 4], game) == 0


@pytest.mark.parametrize("yahtzee_line", [50, 0], ids=["holds-50", "holds-0"])
def test_a_joker_must_go_on_its_upper_line_if_open(yahtzee_line):
    game = game_with(Yahtzee=yahtzee_line)
    assert y.allowed_lines(game, [4, 4, 4, 4, 4]) == ["Fours"]
    with pytest.raises(ValueError, match=r"^Joker rule: .* must go on Fours\.$"):
        y.score_turn(game, "Chance", [4, 4, 4, 4, 4])
    assert y.score_turn(game, "Fours", [4, 4, 4, 4, 4])[1] == 20


def test_a_joker_goes_on_an_open_lower_line_when_its_upper_line_is_used():
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
def test_a_joker_scores_lower_lines_in_full(line, points):
    after, got, _ = y.score_turn(game_with(Yahtzee=50, Fours=12), line, [4, 4, 4, 4, 4])
    assert got == points
    assert after.bonuses == {"Yahtzee bonus": 100}
    assert y.total(after) == 50 + 12 + points + 100


def test_a_joker_with_every_lower_line_used_goes_on_an_upper_line_for_0():
    lower = {name.replace(" ", "_"): 10 for name in YAHTZEE_LINES[6:]}
    game = game_with(**{**lower, "Yahtzee": 0, "Fours": 8, "Ones": 2})
    assert y.allowed_lines(game, [4, 4, 4, 4, 4]) == ["Twos", "Threes", "Fives", "Sixes"]
    after, points, news = y.score_turn(game, "Sixes", [4, 4, 4, 4, 4])
    assert (points, news) == (0, [])


def test_the_sheet_marks_the_lines_the_joker_rule_closes():
    sheet = y.format_sheet(game_with(Yahtzee=50), [3, 3, 3, 3, 3])
    rows = {row.split("  ")[1].strip(): row for row in sheet.splitlines() if row[:2].strip()}
    assert rows["Threes"].endswith("would score 15")
    assert rows["Chance"].endswith("not available (Joker rule)")
    assert rows["Full House"].endswith("not available (Joker rule)")


def test_the_sheet_shows_the_joker_values_it_allows():
    sheet = y.format_sheet(game_with(Yahtzee=50, Threes=9), [3, 3, 3, 3, 3])
    row = next(row for row in sheet.splitlines() if "Large Straight" in row)
    assert row.endswith("would score 40")


def test_the_final_sheet_shows_every_total():
    game = game_with(Ones=3, Sixes=30, Yahtzee=50, Chance=22, bonuses={"Yahtzee bonus": 100})
    rows = y.format_sheet(game).splitlines()
    labels = [row[4:20].strip() for row in rows]
    for label in ("Upper subtotal", "Upper bonus", "Lower total", "Yahtzee bonus", "Total"):
        assert label in labels
    assert rows[-1].split() == ["Total", str(3 + 30 + 50 + 22 + 100)]


def test_the_full_card_plays_through_the_same_game_loop():
    ask, say = Script("", "y", "q"), Screen()
    faces = dice_showing(6, 6, 6, 6, 6, 1, 2, 3, 4, 5)
    assert y.play_game(y.YAHTZEE, faces, prompted_player(ask, say), say) == 0
    assert "Turn 1 of 13" in say.lines
    assert "Scored 50 on Yahtzee. Total: 50" in say.lines


# ------------------------------------------------------------------ --score and --rules


@pytest.mark.parametrize(
    "args, printed",
    [
        (["--score", "fours", "4", "4", "4", "1", "1"], "12"),
        (["--score", "FOURS", "4 4 4 1 1"], "12"),
        (["--score", "4s", "4,4,4,1,1"], "12"),
        (["--full", "--score", "full house", "2", "2", "3", "3", "3"], "25"),
        (["--rules", "yahtzee", "--score", "ss", "1", "2", "3", "4", "6"], "30"),
        (["--rules", "yacht", "--score", "four of a kind", "3", "3", "3", "3", "3"], "12"),
        (["--rules", "yacht", "--score", "Big-Straight", "6", "5", "4", "3", "2"], "30"),
        (["--rules", "yatzy", "--score", "pair", "3", "3", "5", "5", "1"], "10"),
        (["--rules", "yatzy", "--score", "2p", "4", "4", "4", "4", "1"], "0"),
    ],
    ids=[
        "homework",
        "any-case-dice-in-one-word",
        "short-form-commas",
        "full",
        "yahtzee",
        "yacht-four-of-a-kind",
        "yacht-hyphens",
        "yatzy-pair",
        "yatzy-four-of-a-face-is-not-two-pairs",
    ],
)
def test_score_prints_a_bare_integer(args, printed):
    result = run_game(*args)
    assert (result.returncode, result.stdout, result.stderr) == (0, printed + "\n", "")


@pytest.mark.parametrize(
    "args, says",
    [
        (["--score", "full house", "2", "2", "3", "3", "3"], "not a line of --rules homework"),
        (["--rules", "yacht", "--score", "pair", "1", "1", "2", "3", "4"], "not a line of"),
        (["--score", "4", "4", "4", "4", "1", "1"], "'4' is not a line"),
        (["--score", "fours", "4", "4", "4", "1", "7"], "'7' is not a die"),
        (["--score", "fours", "4", "4", "4", "1", "0"], "'0' is not a die"),
        (["--score", "fours", "4", "4", "4", "1"], "exactly five dice"),
        (["--score", "fours", "4", "4", "4", "1", "1", "1"], "exactly five dice"),
        (["--score"], "takes a line and exactly five dice, e.g. --score fours 4 4 4 1 1."),
    ],
    ids=[
        "line-not-in-homework",
        "line-not-in-yacht",
        "a-number-is-not-a-line",
        "die-seven",
        "die-zero",
        "four-dice",
        "six-dice",
        "nothing",
    ],
)
def test_score_refusals_are_one_line_on_stderr_and_status_2(args, says):
    result = run_game(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1
    assert says in result.stderr


def test_help_lists_each_rule_set_on_a_line_of_its_own():
    lines = run_game("--help").stdout.splitlines()
    for key, rules in y.RULE_SETS.items():
        assert any(line.split()[:1] == [key] and rules.title in line for line in lines), key


@pytest.mark.parametrize(
    "args, says",
    [(["--rules", "poker"], "invalid choice"), (["--full", "--rules", "yatzy"], "--full plays")],
)
def test_bad_rule_set_choices_are_usage_errors(args, says):
    result = run_game(*args)
    assert result.returncode == 2
    assert says in result.stderr


# ------------------------------------------------------------------ pexpect, a game each


def play_a_whole_game(args, turns):
    """Play turns through pexpect, checking every score and total; return the session."""
    from grader import LINE_PROMPT, REROLL_PROMPT, Session

    game = Session(*args, "--dice", " ".join(turn.dice for turn in turns))
    for number, turn in enumerate(turns, 1):
        assert game.turn() == (number, len(turns))
        assert game.roll() == (1, [int(face) for face in turn.dice.split()])
        game.answer(REROLL_PROMPT, "")
        for answer in turn.refused:
            game.answer(LINE_PROMPT, answer)
            game.expect("Joker rule: ")
        if turn.line:
            game.answer(LINE_PROMPT, turn.line)
        assert game.scored()[0::2] == (turn.points, turn.total)
        yield number, game


@needs_pty
def test_a_full_game_through_jokers_and_bonuses():
    for number, game in play_a_whole_game(["--full"], FULL_GAME):
        if number in (2, 3):
            assert "Yahtzee bonus: +100 for another Yahtzee." in game.child.before
        if number == 5:
            assert "Upper bonus: +35 for reaching 63." in game.child.before
    assert game.final_score() == 502
    assert game.finish() == 0


@needs_pty
@pytest.mark.parametrize(
    "rules, turns, final",
    [("yacht", YACHT_GAME, 241), ("yatzy", YATZY_GAME, 309)],
    ids=["yacht", "yatzy"],
)
def test_a_whole_game_of_each_rule_set(rules, turns, final):
    for number, game in play_a_whole_game(["--rules", rules], turns):
        if rules == "yatzy" and number == 6:
            assert "Upper bonus: +50 for reaching 63." in game.child.before
    assert game.final_score() == final
    assert game.finish() == 0
    if rules == "yacht":
        assert "Upper bonus" not in game.transcript and "Yahtzee bonus" not in game.transcript


# ------------------------------------------------------------------ what people type


@pytest.mark.parametrize(
    "rules, answer, line",
    [
        ("yahtzee", "3 of a kind", "Three of a Kind"),
        ("yahtzee", "4-of-a-kind", "Four of a Kind"),
        ("yahtzee", "fullhouse", "Full House"),
        ("yahtzee", "small", "Small Straight"),
        ("yahtzee", "large", "Large Straight"),
        ("yacht", "4 of a kind", "Four of a Kind"),
        ("yacht", "little", "Little Straight"),
        ("yacht", "big", "Big Straight"),
        ("yacht", "chance", "Choice"),
        ("yatzy", "3 of a kind", "Three of a Kind"),
        ("yatzy", "two pair", "Two Pairs"),
        ("yatzy", "fullhouse", "Full House"),
    ],
)
def test_the_names_people_type_are_accepted(rules, answer, line):
    assert y.line_name(answer, y.RULE_SETS[rules]) == line


@pytest.mark.parametrize("rules", ["yahtzee", "yacht", "yatzy"])
def test_help_at_the_line_prompt_lists_every_name_it_accepts(rules):
    game = y.new_game(y.RULE_SETS[rules])
    text = " ".join(y.line_help(game).split())
    for line in game.rules.lines:
        assert f"{line.name} ({'/'.join(line.aliases)})" in text


# ------------------------------------------------------------------ Joker refusals


@pytest.mark.parametrize("typed", ["Yahtzee", "Chance", "Sixes"], ids=["used", "open", "upper"])
def test_a_joker_refusal_names_exactly_its_upper_line_whatever_was_typed(typed):
    game = game_with(Yahtzee=50, Sixes=0)
    with pytest.raises(ValueError) as refusal:
        y.check_choice(game, typed, [5, 5, 5, 5, 5])
    assert str(refusal.value) == (
        "Joker rule: with the Yahtzee line used, a Yahtzee of 5s must go on Fives."
    )


@pytest.mark.parametrize("typed", ["Yahtzee", "Fives", "Ones"], ids=["used", "own-face", "upper"])
def test_a_joker_refusal_names_exactly_the_open_lower_lines(typed):
    game = game_with(Yahtzee=50, Fives=25, Chance=20, Full_House=25)
    with pytest.raises(ValueError) as refusal:
        y.check_choice(game, typed, [5, 5, 5, 5, 5])
    assert str(refusal.value) == (
        "Joker rule: with Fives used, this Yahtzee must go on a lower line: Three of a Kind, "
        "Four of a Kind, Small Straight, Large Straight."
    )


def test_a_used_line_with_no_joker_in_play_is_refused_as_used():
    with pytest.raises(ValueError, match=r"^Chance is already used\. Open lines: Ones, "):
        y.check_choice(game_with(Yahtzee=50, Chance=20), "Chance", [5, 5, 5, 5, 1])


def test_the_free_choice_joker_goes_on_any_open_line_and_scores_in_full_only_after_its_face():
    rules = y.YAHTZEE_FREE
    game, _, _ = y.score_turn(y.new_game(rules), "Yahtzee", [2] * 5)
    assert y.allowed_lines(game, [5] * 5) == y.open_lines(game)  # Fives open, yet any line
    assert y.score_line("Large Straight", [5] * 5, game) == 0  # Fives open: no full points
    assert y.score_line("Chance", [5] * 5, game) == 25
    after, _, news = y.score_turn(game, "Full House", [5] * 5)
    assert after.sheet["Full House"] == 0 and news == ["Yahtzee bonus: +100 for another Yahtzee."]
    used, _, _ = y.score_turn(game, "Fives", [5, 5, 5, 1, 1])
    assert y.score_line("Large Straight", [5] * 5, used) == 40  # Fives used: in full
    forced = y.score_turn(y.new_game(y.YAHTZEE), "Yahtzee", [2] * 5)[0]
    assert y.allowed_lines(forced, [5] * 5) == ["Fives"]  # the forced Joker is as it was
