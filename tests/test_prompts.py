"""The prompts and the game loop, driven by scripted answers."""

import pytest
from scripted import Screen, Script

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


@pytest.mark.parametrize(
    "answer, positions",
    [("1 3 5", (1, 3, 5)), ("all", (1, 2, 3, 4, 5)), ("", ()), ("keep 1 2", (3, 4, 5))],
    ids=["positions", "all", "enter", "keep"],
)
def test_prompt_reroll_returns_the_positions(answer, positions):
    got, ask, say = reroll_with(answer)
    assert got == positions
    assert len(ask.questions) == 1
    assert ask.questions[0].startswith("Re-roll") and ask.questions[0].endswith("> ")
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
def test_prompt_reroll_refuses_then_asks_again(bad, reason):
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
    assert "Six turns" in say.text
    assert "keep 1 2" in say.text
    assert "quit" in say.text


def test_card_at_the_reroll_prompt_shows_what_the_dice_would_score():
    _, _, say = reroll_with("card", "")
    assert "Twos" in say.text and "would score 4" in say.text


@pytest.mark.parametrize("word", ["quit", "q", "exit", "resign", "QUIT", " Q "])
def test_quit_words_end_the_game_at_either_prompt(word):
    with pytest.raises(y.QuitGame):
        reroll_with(word)
    with pytest.raises(y.QuitGame):
        choose_with(word)


def test_choose_line_shows_the_sheet_first_and_returns_the_line():
    line, ask, say = choose_with("twos")
    assert line == "Twos"
    assert "would score 4" in say.text
    assert ask.questions[0].startswith("Choose a line") and ask.questions[0].endswith("> ")


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
def test_choose_line_refuses_then_asks_again(bad, reason):
    game, _, _ = y.score_turn(fresh(), "Ones", [1, 1, 1, 2, 2])
    line, ask, say = choose_with(bad, "2", game=game)
    assert line == "Twos"
    assert ask.questions[0] == ask.questions[1]
    refusals = [said for said in say.said if reason in said]
    assert len(refusals) == 1 and "\n" not in refusals[0]


def test_help_at_the_line_prompt_lists_the_short_forms():
    _, _, say = choose_with("?", "3")
    assert "Fours (4s)" in say.text


def test_strange_answers_change_nothing():
    game = fresh()
    strange = ["\x00", "\x1b[2J", "9" * 10_000, "☃", "\ufffd", "keep keep", ",,,"]
    line, ask, _ = choose_with(*strange, "5", game=game)
    assert line == "Fives"
    assert len(ask.questions) == len(strange) + 1
    assert game == fresh()


def test_eof_at_a_prompt_reaches_the_caller():
    with pytest.raises(EOFError):
        reroll_with()


# --------------------------------------------------------------- a whole game

# Turn by turn: the dice rolled, the answers, and the line's score.
WHOLE_GAME = [
    ([1, 1, 1, 2, 3, 1, 1], ["4 5", "", "ones"], 5),
    ([2, 2, 3, 4, 5, 2, 6, 6, 2, 2], ["3 4 5", "keep 1 2 3", "2"], 10),
    ([3, 3, 3, 3, 3], ["", "threes"], 15),
    ([4, 4, 4, 4, 1, 4], ["5", "", "4s"], 20),
    ([5, 5, 5, 1, 1], ["", "fives"], 15),
    ([6, 6, 6, 6, 6], [""], 30),
]


def play(answers, dice):
    ask, say = Script(*answers), Screen()
    status = y.play_game(y.HOMEWORK, y.ScriptedRandom(dice), y.human_player(ask, say), say)
    return status, say


def test_a_whole_game_scores_every_turn_and_ends_with_the_final_score():
    dice = [die for turn in WHOLE_GAME for die in turn[0]]
    answers = [answer for turn in WHOLE_GAME for answer in turn[1]]
    status, say = play(answers, dice)
    scored = [line for line in say.lines if line.startswith("Scored ")]
    totals = [sum(turn[2] for turn in WHOLE_GAME[: count + 1]) for count in range(6)]
    assert status == 0
    assert [line.split(" on ")[0] for line in scored] == [f"Scored {t[2]}" for t in WHOLE_GAME]
    assert [line.split("Total: ")[1] for line in scored] == [str(total) for total in totals]
    assert [line for line in say.lines if line.startswith("Turn ")] == [
        f"Turn {turn} of 6" for turn in range(1, 7)
    ]
    assert say.lines[-1] == "Final score: 95"


def test_keeping_all_dice_ends_the_rolling():
    _, say = play(["", "ones", "q"], [1, 1, 1, 1, 1])
    rolls = [line for line in say.lines if line.startswith("Roll ")]
    assert rolls[0] == "Roll 1: 1 1 1 1 1"
    assert rolls[1].startswith("Roll 1:")  # the next turn: no Roll 2 in the first


def test_the_third_roll_is_not_followed_by_a_reroll_prompt():
    ask, say = Script("1", "1", "ones", "q"), Screen()
    y.play_game(y.HOMEWORK, y.ScriptedRandom([2, 2, 2, 2, 2, 1, 1]), y.human_player(ask, say), say)
    assert [q.split()[0] for q in ask.questions] == ["Re-roll", "Re-roll", "Choose", "Re-roll"]
    assert "Roll 3: 1 2 2 2 2" in say.lines


def test_the_last_line_is_filled_without_asking():
    answers = ["", "1", "", "2", "", "3", "", "4", "", "5", ""]
    ask = Script(*answers)
    say = Screen()
    y.play_game(y.HOMEWORK, y.ScriptedRandom([6] * 30), y.human_player(ask, say), say)
    assert not [q for q in ask.questions if q.startswith("Choose")][5:]
    assert "Only Sixes is left, so the dice go there." in say.lines
    assert "Scored 30 on Sixes. Total: 30" in say.lines


def test_quit_shows_the_sheet_and_total_but_no_final_score():
    status, say = play(["", "ones", "quit"], [1, 1, 1, 2, 2])
    assert status == 0
    assert "You resigned" in say.text
    assert say.lines[-1].split() == ["Total", "3"]
    assert "Final score" not in say.text


def test_eof_mid_game_ends_with_status_1_and_the_sheet_so_far():
    status, say = play(["", "twos"], [2, 2, 1, 1, 1])
    assert status == 1
    assert "Input ended" in say.text
    assert say.lines[-1].split() == ["Total", "4"]
    assert "Final score" not in say.text
