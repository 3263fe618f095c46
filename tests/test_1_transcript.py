"""Part 1, the transcript contract, locked: pexpect plays the real program as a grader would."""

import re
import sys
from collections import namedtuple

import pytest

if sys.platform == "win32":
    pytest.skip("pexpect sessions need a POSIX pseudo-terminal", allow_module_level=True)

from grader import CONTRACT, LINE_PROMPT, REROLL_PROMPT, Session

# A turn: the first roll, the re-roll answers, the dice they bring, the line typed (None
# when the game fills the last line itself) and what the turn scores.
Turn = namedtuple("Turn", "first rerolls new_dice line points")

GAME = [
    Turn("1 1 1 2 3", ["4 5", ""], "1 1", "ones", 5),
    Turn("2 2 3 4 5", ["3,4,5", "keep 1 2 3"], "2 6 6 2 2", "2", 10),
    Turn("3 3 3 3 3", [""], "", "threes", 15),
    Turn("4 4 4 4 1", ["5", ""], "4", "4s", 20),
    Turn("5 5 5 1 1", ["none"], "", "FIVES", 15),
    Turn("6 6 6 6 6", [""], "", None, 30),
]
SCRIPT = " ".join(part for turn in GAME for part in (turn.first, turn.new_dice) if part)


def no_contract_line_in(text):
    return not any(re.search(pattern, text) for pattern in CONTRACT)


def test_a_whole_game_with_scripted_dice():
    game = Session("--dice", SCRIPT)
    total = 0
    for number, turn in enumerate(GAME, 1):
        assert game.turn() == (number, 6)
        assert game.roll() == (1, [int(face) for face in turn.first.split()])
        for roll_number, answer in enumerate(turn.rerolls, 2):
            game.answer(REROLL_PROMPT, answer)
            if answer not in ("", "none"):
                assert game.roll()[0] == roll_number
        if turn.line is not None:
            game.answer(LINE_PROMPT, turn.line)
        total += turn.points
        assert game.scored()[0::2] == (turn.points, total)
    assert game.final_score() == 95
    assert game.finish() == 0


def test_scored_lines_name_the_line():
    game = Session("--dice", "4 4 4 1 1")
    game.answer(REROLL_PROMPT, "")
    game.answer(LINE_PROMPT, "4")
    assert game.scored() == (12, "Fours", 12)
    game.answer(REROLL_PROMPT, "quit")
    assert game.finish() == 0


def test_rolls_two_and_three_show_the_new_dice_in_position_order():
    game = Session("--dice", "1 2 3 4 5 6 6 5 5 5")
    assert game.roll() == (1, [1, 2, 3, 4, 5])
    game.answer(REROLL_PROMPT, "5 1")
    assert game.roll() == (2, [6, 2, 3, 4, 6])
    game.answer(REROLL_PROMPT, "keep 1 5")
    assert game.roll() == (3, [6, 5, 5, 5, 6])
    game.answer(LINE_PROMPT, "sixes")
    assert game.scored() == (12, "Sixes", 12)
    game.answer(REROLL_PROMPT, "q")
    assert game.finish() == 0


def refused(game, prompt, answer):
    """At a prompt already shown, type an answer; return what was said before it came again."""
    game.child.sendline(answer)
    game.expect(prompt)
    return game.child.before


def assert_refused(game, prompt, answer, reason):
    """At a prompt already shown, a bad answer gets its reason, then the very same prompt."""
    question = game.child.after
    said = refused(game, prompt, answer)
    assert reason in said
    assert game.child.after == question
    assert no_contract_line_in(said.replace(answer, "", 1))


@pytest.mark.parametrize(
    "answer, reason",
    [
        ("7", "'7' is not a position"),
        ("0", "'0' is not a position"),
        ("3 3", "Position 3 is given twice"),
        ("1,1", "Position 1 is given twice"),
        ("maybe", "'maybe' is not a position"),
        ("keep", "Say which positions to keep"),
        ("keep 9", "'9' is not a position"),
    ],
    ids=["seven", "zero", "repeated", "repeated-commas", "unknown-word", "keep-nothing", "keep-9"],
)
def test_a_refused_reroll_answer_then_the_same_prompt(answer, reason):
    game = Session("--dice", "1 2 3 4 5")
    game.expect(REROLL_PROMPT)
    assert_refused(game, REROLL_PROMPT, answer, reason)
    game.child.sendline("q")
    assert game.finish() == 0


@pytest.mark.parametrize(
    "answer, reason",
    [
        ("7", "'7' is not a line"),
        ("zero", "'zero' is not a line"),
        ("", "No line was given"),
        ("1", "Ones is already used. Open lines: Twos, Threes, Fours, Fives, Sixes."),
    ],
    ids=["seven", "unknown-word", "empty", "used-line"],
)
def test_a_refused_line_answer_then_the_same_prompt(answer, reason):
    game = Session("--dice", "1 1 1 1 1 2 2 2 2 2")
    game.answer(REROLL_PROMPT, "")
    game.answer(LINE_PROMPT, "ones")
    game.answer(REROLL_PROMPT, "")
    game.expect(LINE_PROMPT)
    assert_refused(game, LINE_PROMPT, answer, reason)
    game.child.sendline("2")
    assert game.scored() == (10, "Twos", 15)
    game.answer(REROLL_PROMPT, "quit")
    assert game.finish() == 0


@pytest.mark.parametrize("prompt", [REROLL_PROMPT, LINE_PROMPT], ids=["reroll", "line"])
@pytest.mark.parametrize(
    "word, shows",
    [("help", "Rules (the homework's"), ("?", "Rules (the homework's"), ("card", "would score 9")],
)
def test_help_and_card_at_each_prompt(prompt, word, shows):
    game = Session("--dice", "3 3 3 1 2")
    if prompt == LINE_PROMPT:
        game.answer(REROLL_PROMPT, "")
    game.expect(prompt)
    said = refused(game, prompt, word)
    assert shows in said
    assert no_contract_line_in(said)
    game.child.sendline("quit")
    assert game.finish() == 0


def test_quit_shows_the_sheet_and_total_without_a_final_score():
    game = Session("--dice", "2 2 2 1 1")
    game.answer(REROLL_PROMPT, "")
    game.answer(LINE_PROMPT, "twos")
    game.scored()
    game.answer(REROLL_PROMPT, "resign")
    assert game.finish() == 0
    after = game.child.before.replace("\r\n", "\n")
    rows = [
        row.split() for row in after.split("You resigned. The sheet so far:\n")[1].splitlines()
    ]
    assert rows[2] == ["2", "Twos", "6"]
    assert rows[-1] == ["Total", "6"]
    assert "Final score" not in after


def test_end_of_input_exits_1_without_a_traceback():
    game = Session("--dice", "2 2 2 1 1")
    game.expect(REROLL_PROMPT)
    game.child.sendeof()
    assert game.finish() == 1
    assert "Input ended" in game.child.before
    assert "Traceback" not in game.child.before


def test_ctrl_c_exits_130_with_one_line():
    game = Session("--dice", "2 2 2 1 1")
    game.answer(REROLL_PROMPT, "")
    game.expect(LINE_PROMPT)
    game.child.sendintr()
    assert game.finish() == 130
    assert "Traceback" not in game.child.before
    assert game.child.before.strip().splitlines()[-1].strip() == "Interrupted."


def test_a_seeded_game_is_the_same_each_time():
    def first_rolls():
        game = Session("--seed", "2026")
        rolls = [game.roll()]
        game.answer(REROLL_PROMPT, "all")
        rolls.append(game.roll())
        game.child.sendline("q")
        game.finish()
        return rolls

    assert first_rolls() == first_rolls() == [(1, [1, 4, 4, 6, 1]), (2, [2, 4, 4, 5, 4])]


def test_contract_lines_stand_alone_on_their_lines():
    game = Session("--dice", " ".join(["5"] * 30))
    for line in ("1", "2", "3", "4", "5"):
        game.answer(REROLL_PROMPT, "")
        game.answer(LINE_PROMPT, line)
    game.answer(REROLL_PROMPT, "")
    assert game.finish() == 0
    lines = game.transcript.splitlines()
    assert [line for line in lines if "Turn" in line] == [f"Turn {t} of 6" for t in range(1, 7)]
    assert [line for line in lines if "Roll" in line and ":" in line] == ["Roll 1: 5 5 5 5 5"] * 6
    assert [line for line in lines if "Scored" in line][-1] == "Scored 0 on Sixes. Total: 25"
    assert [line for line in lines if "Final score" in line] == ["Final score: 25"]
    assert lines[-1] == "Final score: 25"
