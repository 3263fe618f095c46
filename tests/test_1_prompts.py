"""Part 1, the prompts and the game loop, driven by scripted answers and dice."""

from collections import namedtuple

import pytest
from scripted import Screen, Script, dice_showing, prompted_player

import yahtzee as y

DICE = [2, 2, 5, 6, 1]


def fresh():
    return y.new_game(y.HOMEWORK)


def reroll_with(*answers, game=None):
    ask, say = Script(*answers), Screen()
    positions = y.prompt_reroll(game or fresh(), DICE, 1, ask=ask, say=say)
    return positions, ask, say


def choose_with(*answers, game=None, dice=DICE):
    ask, say = Script(*answers), Screen()
    line = y.choose_line(game or fresh(), dice, ask=ask, say=say)
    return line, ask, say


# ------------------------------------------------------------------ the re-roll prompt


@pytest.mark.parametrize(
    "answer, positions",
    [("1 3 5", (1, 3, 5)), ("all", (1, 2, 3, 4, 5)), ("", ()), ("keep 1 2", (3, 4, 5))],
    ids=["positions", "all", "enter", "keep"],
)
def test_prompt_reroll_returns_the_positions_after_one_question(answer, positions):
    got, ask, say = reroll_with(answer)
    assert got == positions
    assert ask.questions == ["Re-roll which positions? (2 re-rolls left; Enter keeps all) > "]
    assert say.said == []


@pytest.mark.parametrize(
    "bad, reason",
    [
        ("7", "'7' is not a position"),
        ("2 2", "Position 2 is given twice"),
        ("maybe", "'maybe' is not a position"),
        ("keep", "Say which positions to keep"),
    ],
    ids=["out-of-range", "repeated", "unknown-word", "keep-nothing"],
)
def test_prompt_reroll_refuses_with_one_line_then_asks_the_same_again(bad, reason):
    got, ask, say = reroll_with(bad, "4")
    assert got == (4,)
    assert ask.questions[0] == ask.questions[1]
    assert len(say.said) == 1 and reason in say.said[0]


@pytest.mark.parametrize("word", ["help", "?", "HELP", " card "])
def test_help_and_card_do_not_use_up_the_prompt(word):
    got, ask, say = reroll_with(word, "5")
    assert got == (5,)
    assert len(ask.questions) == 2
    assert len(say.said) == 1


def test_help_at_the_reroll_prompt_gives_the_rules_and_what_it_accepts():
    _, _, say = reroll_with("help", "")
    assert "Rules (the homework's six-turn game): Six turns." in say.text
    assert "keep 1 2 re-rolls all but positions 1 and 2" in say.text
    assert "help or ? (this help), card (the sheet), quit (end the game)." in " ".join(say.lines)


def test_card_at_the_reroll_prompt_shows_the_sheet_and_the_dice():
    _, _, say = reroll_with("card", "")
    assert say.text == y.format_sheet(fresh(), DICE) + "\nDice:   2 2 5 6 1\n" + " " * 8 + (
        "1 2 3 4 5  <- positions"
    )


@pytest.mark.parametrize("word", ["quit", "q", "exit", "resign", "QUIT", " Q "])
def test_quit_words_end_the_game_at_either_prompt(word):
    with pytest.raises(y.QuitGame):
        reroll_with(word)
    with pytest.raises(y.QuitGame):
        choose_with(word)


def test_eof_at_a_prompt_reaches_the_caller():
    with pytest.raises(EOFError):
        reroll_with()


def test_a_word_the_prompts_do_not_know_is_refused_like_any_answer():
    _, _, say = reroll_with("echo", "")
    assert say.said == [
        "'echo' is not a position. Type positions 1-5, e.g. 1 3 5; Enter keeps all."
    ]


# ------------------------------------------------------------------ the line prompt


def test_choose_line_shows_the_sheet_first_then_asks():
    line, ask, say = choose_with("twos")
    assert line == "Twos"
    assert say.said == [y.format_sheet(fresh(), DICE)]
    assert ask.questions == ["Choose a line (1-6 or a name, e.g. ones) > "]


@pytest.mark.parametrize("answer", ["2", "twos", "TWOS", "2s"])
def test_choose_line_accepts_number_name_and_short_form(answer):
    assert choose_with(answer)[0] == "Twos"


@pytest.mark.parametrize(
    "bad, reason",
    [
        ("9", "'9' is not a line"),
        ("twoes", "'twoes' is not a line"),
        ("", "No line was given"),
        ("1", "Ones is already used. Open lines: Twos, Threes, Fours, Fives, Sixes."),
    ],
    ids=["out-of-range", "unknown-word", "empty", "used-line"],
)
def test_choose_line_shows_the_card_and_the_reason_then_asks_the_same_again(bad, reason):
    game, _, _ = y.score_turn(fresh(), "Ones", [1, 1, 1, 2, 2])
    line, ask, say = choose_with(bad, "2", game=game)
    assert line == "Twos"
    assert ask.questions[0] == ask.questions[1]
    sheet, refusal = say.said
    assert refusal == y.format_card(game, DICE) + "\n" + refusal.splitlines()[-1]
    assert reason in refusal.splitlines()[-1]


def test_the_line_prompt_offers_the_first_open_line_as_its_example():
    game, _, _ = y.score_turn(fresh(), "Ones", [1, 1, 1, 2, 2])
    _, ask, _ = choose_with("2", game=game)
    assert ask.questions == ["Choose a line (1-6 or a name, e.g. twos) > "]


def test_help_at_the_line_prompt_lists_every_short_form():
    _, _, say = choose_with("?", "3")
    assert "Ones (1s), Twos (2s), Threes (3s), Fours (4s), Fives (5s), Sixes (6s)" in " ".join(
        say.lines
    )


def test_strange_answers_change_nothing():
    game = fresh()
    strange = ["\x00", "\x1b[2J", "9" * 10_000, "☃", "\ufffd", "keep keep", ",,,"]
    line, ask, _ = choose_with(*strange, "5", game=game)
    assert line == "Fives"
    assert len(ask.questions) == len(strange) + 1
    assert game == fresh()


# ------------------------------------------------------------------ a whole game

Turn = namedtuple("Turn", "dice answers points")

WHOLE_GAME = [
    Turn([1, 1, 1, 2, 3, 1, 1], ["4 5", "", "ones"], 5),
    Turn([2, 2, 3, 4, 5, 2, 6, 6, 2, 2], ["3 4 5", "keep 1 2 3", "2"], 10),
    Turn([3, 3, 3, 3, 3], ["", "threes"], 15),
    Turn([4, 4, 4, 4, 1, 4], ["5", "", "4s"], 20),
    Turn([5, 5, 5, 1, 1], ["", "fives"], 15),
    Turn([6, 6, 6, 6, 6], [""], 30),
]


def play(answers, faces, rules=y.HOMEWORK):
    ask, say = Script(*answers), Screen()
    status = y.play_game(rules, dice_showing(*faces), prompted_player(ask, say), say)
    return status, say, ask


def test_a_whole_game_scores_every_turn_and_ends_with_the_final_score():
    faces = [face for turn in WHOLE_GAME for face in turn.dice]
    answers = [answer for turn in WHOLE_GAME for answer in turn.answers]
    status, say, _ = play(answers, faces)
    totals = [sum(turn.points for turn in WHOLE_GAME[: count + 1]) for count in range(6)]
    turn_lines = [line for line in say.lines if line.startswith("Turn ")]
    scored = [line for line in say.lines if line.startswith("Scored ")]
    assert status == 0
    assert turn_lines == [f"Turn {number} of 6" for number in range(1, 7)]
    assert [line.split(" on ")[0] for line in scored] == [f"Scored {t.points}" for t in WHOLE_GAME]
    assert [line.split("Total: ")[1] for line in scored] == [str(total) for total in totals]
    assert say.lines[-1] == "Final score: 95"


def test_keeping_all_the_dice_ends_the_rolling():
    _, say, _ = play(["", "ones", "q"], [1, 1, 1, 1, 1, 2, 2, 2, 2, 2])
    rolls = [line for line in say.lines if line.startswith("Roll ")]
    assert rolls == ["Roll 1: 1 1 1 1 1", "Roll 1: 2 2 2 2 2"]


def test_the_third_roll_is_not_followed_by_a_reroll_prompt():
    _, say, ask = play(["1", "1", "ones", "q"], [2, 2, 2, 2, 2, 1, 1, 3, 3, 3, 3, 3])
    assert [question.split()[0] for question in ask.questions] == [
        "Re-roll",
        "Re-roll",
        "Choose",
        "Re-roll",
    ]
    assert "Roll 3: 1 2 2 2 2" in say.lines


def test_the_last_line_is_filled_without_asking():
    answers = ["", "1", "", "2", "", "3", "", "4", "", "5", ""]
    _, say, ask = play(answers, [6] * 30)
    assert len([question for question in ask.questions if question.startswith("Choose")]) == 5
    assert "Only Sixes is left, so the dice go there." in say.lines
    assert "Scored 30 on Sixes. Total: 30" in say.lines


def test_quit_shows_the_sheet_so_far_without_a_final_score():
    status, say, _ = play(["", "ones", "quit"], [1, 1, 1, 2, 2, 4, 4, 4, 4, 4])
    assert status == 0
    assert say.said[-2] == "You resigned. The sheet so far:"
    game, _, _ = y.score_turn(fresh(), "Ones", [1, 1, 1, 2, 2])
    assert say.said[-1] == y.format_sheet(game)
    assert "Final score" not in say.text


def test_input_ending_mid_game_gives_status_1_and_the_sheet_so_far():
    status, say, _ = play(["", "twos"], [2, 2, 1, 1, 1, 3, 3, 3, 3, 3])
    assert status == 1
    assert "Input ended before the game was over. The sheet so far:" in say.lines
    assert say.lines[-1].split() == ["Total", "4"]
    assert "Final score" not in say.text


def test_a_new_rule_set_is_a_table_the_same_loop_plays():
    coins = y.RuleSet(
        key="two-lines",
        title="a two-line test game",
        summary="Two turns.",
        lines=(
            y.Line("Evens", ("e",), lambda counts: sum(counts[2::2]) * 10),
            y.Line("Total", ("t",), lambda counts: sum(f * n for f, n in enumerate(counts))),
        ),
    )
    status, say, _ = play(["", "e", ""], [2, 4, 6, 1, 1, 1, 1, 1, 1, 1], rules=coins)
    assert status == 0
    assert "Turn 2 of 2" in say.lines
    assert say.lines[-1] == "Final score: 35"


def test_a_refusal_at_the_line_prompt_brings_back_the_dice():
    _, _, say = choose_with("fourz", "2")
    assert say.said[1].splitlines()[-3:] == [
        "Dice:   2 2 5 6 1",
        "        1 2 3 4 5  <- positions",
        "'fourz' is not a line. Enter 1-6, a name such as fours, or a short form such as 4s.",
    ]
