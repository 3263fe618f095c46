"""--rules yacht|yatzy and --score: every rule set is a table the same game loop plays."""

import itertools
import sys

import pytest
from scripted import Screen, Script, run_game

import yahtzee as y

ALL_ROLLS = list(itertools.combinations_with_replacement(y.FACES, y.DICE))

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
    assert y.score_line(line, dice, y.RULE_SETS[rules]) == expected


@pytest.mark.parametrize("rules", ["yahtzee", "yacht", "yatzy"])
def test_five_of_a_kind_is_not_a_full_house_in_any_rule_set(rules):
    assert y.score_line("full house", [5, 5, 5, 5, 5], y.RULE_SETS[rules]) == 0


@pytest.mark.parametrize(
    "rules, expected",
    [("yacht", 12), ("yahtzee", 15), ("yatzy", 12)],
    ids=["yacht-four-times-the-face", "yahtzee-sum-of-all", "yatzy-sum-of-four"],
)
def test_five_of_a_kind_on_four_of_a_kind(rules, expected):
    assert y.score_line("four of a kind", [3, 3, 3, 3, 3], y.RULE_SETS[rules]) == expected


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
    assert y.score_line(line, dice, y.RULE_SETS[rules]) == expected


@pytest.mark.parametrize("rules", list(y.RULE_SETS.values()), ids=lambda rules: rules.key)
def test_every_roll_every_line_of_every_rule_set(rules):
    for dice in ALL_ROLLS:
        for line in rules.lines:
            score = line.scorer(y.count_faces(dice))
            assert score >= 0
            if line.face:
                assert score == line.face * dice.count(line.face)
            if line.name in ("Chance", "Choice"):
                assert score == sum(dice)


@pytest.mark.parametrize("rules", list(y.RULE_SETS.values()), ids=lambda rules: rules.key)
def test_every_name_and_short_form_is_one_line(rules):
    words = [y.line_key(line.name) for line in rules.lines]
    words += [y.line_key(alias) for line in rules.lines for alias in line.aliases]
    assert len(words) == len(set(words))
    for number, line in enumerate(rules.lines, 1):
        assert y.lookup_line(str(number), rules) == line.name
        for alias in line.aliases:
            assert y.lookup_line(alias.upper(), rules) == line.name


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
        assert y.lookup_line(answer, y.RULE_SETS[rules]) == line


def test_yatzy_upper_bonus_is_50_at_63():
    game = y.new_game(y.YATZY)
    for face in (1, 2, 3, 4, 5):
        game, _, _ = y.score_turn(game, y.FACE_NAMES[face], [face] * 3 + [6, 6])
    game, _, news = y.score_turn(game, "Sixes", [6, 6, 6, 1, 1])
    assert (y.upper_total(game), y.upper_bonus(game), y.total(game)) == (63, 50, 113)
    assert news == ["Upper bonus: +50 for reaching 63."]


def test_yacht_has_no_bonus_and_no_joker():
    game, _, _ = y.score_turn(y.new_game(y.YACHT), "Yacht", [6] * 5)
    after, points, news = y.score_turn(game, "Choice", [6] * 5)
    assert (points, news, after.yahtzee_bonus) == (30, [], 0)
    assert "Upper bonus" not in y.format_sheet(after)


def test_a_new_rule_set_is_a_table_the_game_plays():
    coins = y.RuleSet(
        key="two-lines",
        title="a two-line test game",
        summary="Two turns.",
        lines=(
            y.Line("Evens", ("e",), lambda counts: sum(counts[2::2]) * 10),
            y.Line("Total", ("t",), y.dice_total),
        ),
    )
    ask, say = Script("", "e", ""), Screen()
    dice = y.ScriptedRandom([2, 4, 6, 1, 1, 1, 1, 1, 1, 1])
    assert y.play_game(coins, dice, y.human_player(ask, say), say) == 0
    assert "Turn 2 of 2" in say.lines
    assert say.lines[-1] == "Final score: 35"


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
        (["--score"], "takes a line and five dice"),
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

# (dice, line typed or None when the game fills the last line, points, total after)
YACHT_GAME = [
    ("1 1 1 2 2", "1s", 3, 3),
    ("2 2 2 3 3", "2s", 6, 9),
    ("3 3 3 1 1", "3s", 9, 18),
    ("4 4 4 4 4", "4s", 20, 38),
    ("5 5 1 2 3", "5s", 10, 48),
    ("6 6 6 6 2", "6s", 24, 72),
    ("3 3 3 2 2", "fh", 13, 85),
    ("5 5 5 5 5", "4k", 20, 105),
    ("5 4 3 2 1", "ls", 30, 135),
    ("6 2 4 3 5", "bs", 30, 165),
    ("6 6 5 5 4", "c", 26, 191),
    ("2 2 2 2 2", None, 50, 241),
]
YATZY_GAME = [
    ("1 1 1 2 2", "ones", 3, 3),
    ("2 2 2 3 3", "twos", 6, 9),
    ("3 3 3 1 1", "threes", 9, 18),
    ("4 4 4 4 4", "fours", 20, 38),
    ("5 5 5 1 2", "fives", 15, 53),
    ("6 6 6 6 2", "sixes", 24, 127),
    ("6 6 5 5 1", "pair", 12, 139),
    ("6 6 5 5 1", "2p", 22, 161),
    ("4 4 4 2 1", "3k", 12, 173),
    ("3 3 3 3 3", "4k", 12, 185),
    ("5 4 3 2 1", "ss", 15, 200),
    ("6 2 4 3 5", "ls", 20, 220),
    ("2 2 3 3 3", "fh", 13, 233),
    ("6 6 5 5 4", "c", 26, 259),
    ("1 1 1 1 1", None, 50, 309),
]


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect sessions need a pseudo-terminal")
@pytest.mark.parametrize(
    "rules, turns, final",
    [("yacht", YACHT_GAME, 241), ("yatzy", YATZY_GAME, 309)],
    ids=["yacht", "yatzy"],
)
def test_a_whole_game_of_each_rule_set(rules, turns, final):
    from grader import LINE_PROMPT, REROLL_PROMPT, Session

    game = Session("--rules", rules, "--dice", " ".join(turn[0] for turn in turns))
    for number, (dice, line, points, total) in enumerate(turns, 1):
        assert game.turn() == (number, len(turns))
        assert game.roll() == (1, [int(die) for die in dice.split()])
        game.answer(REROLL_PROMPT, "")
        if line:
            game.answer(LINE_PROMPT, line)
        assert game.scored()[0::2] == (points, total)
        if rules == "yatzy" and number == 6:
            assert "Upper bonus: +50" in game.child.before
    assert game.final_score() == final
    assert game.finish() == 0


def test_the_yacht_game_has_no_bonus_lines():
    answers = [answer for turn in YACHT_GAME for answer in ("", turn[1])]
    ask = Script(*[answer for answer in answers if answer is not None])
    say = Screen()
    dice = [int(die) for turn in YACHT_GAME for die in turn[0].split()]
    y.play_game(y.YACHT, y.ScriptedRandom(dice), y.human_player(ask, say), say)
    assert "Upper bonus" not in say.text and "Yahtzee bonus" not in say.text
    assert say.lines[-1] == "Final score: 241"
