"""Part 3, Yacht Dice's command language: its one parser and rules, at the console's prompts.

The same words hold and roll alike on the server's boards: test_server.py plays them there.
"""

import contextlib
import re

import pytest
from scripted import Screen, Script, dice_showing, run_game

import yahtzee as y

# ------------------------------------------------------------------ the words at the prompts


def console_game(answers, faces, rules=y.HOMEWORK):
    """Play a console game with these answers and dice; return the screen and the questions."""
    ask, say = Script(*answers), Screen()
    y.play_game(rules, dice_showing(*faces), y.player_of(y.Console(ask, say)), say)
    return say, ask


@pytest.mark.parametrize(
    "answer, second_roll",
    [
        ("reroll 1 4", "Roll 2: 6 2 3 6 5"),
        ("hold 2 3 5; roll", "Roll 2: 6 2 3 6 5"),
        ("roll keep 2 3 5", "Roll 2: 6 2 3 6 5"),
        ("keep 2 3 5", "Roll 2: 6 2 3 6 5"),
        ("roll", "Roll 2: 6 6 6 6 6"),
        ("hold 1; hold none; roll", "Roll 2: 6 6 6 6 6"),
        ("hold 1 2; toggle 1; toggle 3; toggle 5; roll", "Roll 2: 6 2 3 6 5"),
    ],
    ids=["reroll", "hold-then-roll", "roll-keep", "keep", "roll", "hold-none", "toggle"],
)
def test_the_command_words_at_the_reroll_prompt(answer, second_roll):
    say, _ = console_game([answer, "q"], [1, 2, 3, 4, 5] + [6] * 5)
    assert second_roll in say.lines


def test_score_at_the_reroll_prompt_ends_the_rolling_and_takes_the_line():
    say, ask = console_game(["score twos", "q"], [2, 2, 1, 3, 4, 5, 5, 5, 5, 5])
    assert "Scored 4 on Twos. Total: 4" in say.lines
    assert ask.questions[1].startswith("Re-roll")  # the line prompt was answered from the queue
    assert "Choose a line (1-6 or a name, e.g. ones) > twos" in say.lines


def test_score_a_line_that_cannot_take_the_dice_is_refused_at_the_same_prompt():
    game, _, _ = y.score_turn(y.new_game(y.HOMEWORK), "Twos", [2, 2, 1, 1, 1])
    ask, say = Script("score twos", "score fourz", "1"), Screen()
    player = y.player_of(y.Console(ask, say))
    assert player.choose_rerolls(game, [2, 2, 3, 4, 5], 1) == (1,)
    assert say.said == [
        "Twos is already used. Open lines: Ones, Threes, Fours, Fives, Sixes.",
        "'fourz' is not a line. Did you mean fours?",
    ]
    assert len(set(ask.questions)) == 1


@pytest.mark.parametrize("first", ["score", ""], ids=["reroll-prompt", "line-prompt"])
def test_score_without_a_line_says_no_line_was_given(first):
    answers = [first, "score"] if first else ["", "score"]
    say, _ = console_game([*answers, "q"], [3, 3, 3, 1, 1])
    refusals = [line for line in say.lines if line.startswith("No line was given.")]
    assert len(refusals) == (2 if first else 1)


def test_score_at_the_line_prompt_is_the_line():
    say, _ = console_game(["", "score 3s", "q"], [3, 3, 3, 1, 1, 1, 1, 1, 1, 1])
    assert "Scored 9 on Threes. Total: 9" in say.lines


@pytest.mark.parametrize("word", ["potential", "options"])
def test_potential_and_options_are_card(word):
    say, _ = console_game([word, "q"], [2, 2, 5, 6, 1])
    assert "Dice:   2 2 5 6 1" in say.lines


def test_several_answers_on_a_line_answer_the_next_prompts_each_shown_after_its_prompt():
    say, ask = console_game(["1 2; ; ones", "q"], [1, 1, 1, 2, 3, 1, 1, 6, 6, 6, 6, 6])
    assert "Re-roll which positions? (1 re-roll left; Enter keeps all) > " in say.lines
    assert "Choose a line (1-6 or a name, e.g. ones) > ones" in say.lines
    assert "Scored 3 on Ones. Total: 3" in say.lines
    assert len(ask.questions) == 2


def test_a_refused_answer_drops_the_rest_of_its_line():
    say, ask = console_game(["7; 1; ones", "", "2", "q"], [2, 2, 2, 2, 2, 6, 6, 6, 6, 6])
    assert "'7' is not a position. Type positions 1-5, e.g. 1 3 5; Enter keeps all." in say.lines
    assert "Scored 10 on Twos. Total: 10" in say.lines
    assert len(ask.questions) == 4


def test_hold_holds_without_rolling_and_the_same_prompt_shows_what_is_held():
    say, ask = console_game(["hold 1 3", "toggle 5", "q"], [6, 2, 6, 3, 1])
    assert [line for line in say.lines if line.startswith("Roll")] == ["Roll 1: 6 2 6 3 1"]
    assert "Held: 1 3. Now roll re-rolls 2 4 5; Enter keeps all and ends the rolling." in say.lines
    assert "Held: 1 3 5. Now roll re-rolls 2 4; Enter keeps all and ends the rolling." in say.lines
    assert len(set(ask.questions)) == 1 and len(ask.questions) == 3


def test_three_held_sixes_stay_through_a_roll():
    say, _ = console_game(["hold 1 2 3", "roll", "q"], [6, 6, 6, 1, 2, 3, 4])
    assert "Roll 2: 6 6 6 3 4" in say.lines


def test_holds_stay_through_a_plain_reroll_and_reset_each_turn():
    faces = [1, 2, 3, 4, 5] + [6] * 8 + [1] * 5 + [2] * 5
    answers = ["2 3 4 5", "roll", "ones", "hold 1", "toggle 1", "roll", "q"]
    say, _ = console_game(answers, faces)
    assert "Roll 3: 1 6 6 6 6" in say.lines  # 2-5 re-rolled, then roll re-rolls them again
    assert "Roll 2: 2 2 2 2 2" in say.lines  # next turn: nothing held, every die rolled


def test_every_die_held_is_refused_at_the_same_prompt():
    say, ask = console_game(["hold 1 2 3 4 5", "roll", "q"], [2, 2, 2, 2, 2])
    assert "Every die is held: release some (hold none) or score a line." in say.lines
    assert len(set(ask.questions)) == 1


@pytest.mark.parametrize("rules", [y.HOMEWORK, y.YAHTZEE], ids=lambda rules: rules.key)
@pytest.mark.parametrize("word", ["roll", "roll 1 2", "reroll 3", "hold 1", "toggle 2"])
def test_a_dice_word_once_the_rolling_is_over_is_refused_in_one_voice_everywhere(word, rules):
    # Issue 38: the console and the API refused it in two voices, naming a line (Chance) the
    # homework has not.
    import server as api

    say, _ = console_game(["", word, "q"], [2, 2, 2, 2, 2], rules)
    board = api.Board(rules, dice_showing(2, 2, 2, 2, 2))
    with pytest.raises(ValueError) as refused:
        api.play_commands(board, f"roll; keep all; {word}")
    line = "chance" if rules is y.YAHTZEE else "ones"
    said = f"The rolling is over this turn: choose a line, e.g. score {line}."
    assert str(refused.value) == said and said in say.lines


def test_a_rolling_word_at_the_line_prompt_is_refused():
    say, _ = console_game(["", "roll", "q"], [2, 2, 2, 2, 2])  # the homework has no Chance
    assert "The rolling is over this turn: choose a line, e.g. score ones." in say.lines


def test_help_lists_the_command_words():
    say, _ = console_game(["help", "commands", "q"], [2, 2, 2, 2, 2])
    text = " ".join(say.text.split())
    assert "commands (Yacht Dice's words)" in text
    for words in ("hold 1 3 5", "roll keep 2 3", "reroll 1 4", "toggle 3", "potential", ";"):
        assert words in text


# ------------------------------------------------------------------ near misses


@pytest.mark.parametrize(
    "answer, suggestion",
    [("fourz", "fours"), ("Sixs", "sixes"), ("thre", "threes")],
    ids=["fourz", "sixs", "thre"],
)
def test_a_near_miss_of_a_line_gets_a_suggestion(answer, suggestion):
    say, _ = console_game(["", answer, "q"], [2, 2, 2, 2, 2])
    assert f"'{answer}' is not a line. Did you mean {suggestion}?" in say.lines


@pytest.mark.parametrize(
    "answer, suggestion",
    [("kep 1 2", "keep"), ("al", "all"), ("nonee", "none")],
    ids=["kep", "al", "nonee"],
)
def test_a_near_miss_at_the_reroll_prompt_gets_a_suggestion(answer, suggestion):
    say, _ = console_game([answer, "q"], [2, 2, 2, 2, 2])
    assert f"'{answer.split()[0]}' is not a position. Did you mean {suggestion}?" in say.lines


@pytest.mark.parametrize("kind", ["reroll", "line"])
@pytest.mark.parametrize(
    "answer, suggestion",
    [("hlep", "help"), ("qiut", "quit"), ("reveiw", "review"), ("hnit", "hint")],
)
def test_a_near_miss_of_a_word_every_prompt_takes_gets_a_suggestion(kind, answer, suggestion):
    answers = [answer, "q"] if kind == "reroll" else ["", answer, "q"]
    say, _ = console_game(answers, [2, 2, 2, 2, 2])
    what = "position" if kind == "reroll" else "line"
    assert f"'{answer}' is not a {what}. Did you mean {suggestion}?" in say.lines


@pytest.mark.parametrize(
    "commands, refusal",
    [("roll; score fulhouse", "'fulhouse' is not a line. Did you mean fullhouse?"),
     ("crad", "'crad' is not a command. Did you mean card?")],
)  # fmt: skip
def test_over_the_api_a_near_miss_gets_the_consoles_suggestion(commands, refusal):
    import server as api

    with pytest.raises(ValueError, match=f"^{re.escape(refusal)}$"):
        api.play_commands(api.Board(y.YAHTZEE, y.make_die(1, ())), commands)


@pytest.mark.parametrize("answer", ["4s", "fours", "Full House"])
def test_a_line_at_the_reroll_prompt_suggests_score(answer):
    say, _ = console_game([answer, "q"], [2, 2, 2, 2, 2], rules=y.YAHTZEE)
    key = y.line_key(answer)
    assert f"'{answer}' is not a position. To take it now: score {key}." in say.lines


@pytest.mark.parametrize(
    "answer, suggestion",
    [("fourz", "fours"), ("3 of kind", "3 of a kind"), ("yahtze", "yahtzee")],
)
def test_a_near_miss_on_the_full_card_gets_a_suggestion(answer, suggestion):
    with pytest.raises(
        ValueError, match=rf"^'{answer}' is not a line\. Did you mean {suggestion}\?$"
    ):
        y.check_near_miss(answer, y.line_words(y.YAHTZEE), "line")


def test_after_a_hold_the_screen_says_what_roll_and_enter_will_do():
    out = run_game("--seed", "1", "--no-review", stdin="hold 1 2\n\n1\n")
    assert (
        "Held: 1 2. Now roll re-rolls 3 4 5; Enter keeps all and ends the rolling." in out.stdout
    )


def test_re_roll_is_reroll_and_roll_keep_all_ends_the_rolling_at_the_console():
    say, _ = console_game(["re-roll 1 2", "roll keep all", "1", "q"], [1] * 5 + [2, 2] + [3] * 5)
    assert "Roll 2: 2 2 1 1 1" in say.lines and not any("Roll 3" in line for line in say.lines)


def test_each_refusal_is_recorded_once_in_the_words_the_player_saw():
    bad = ["fours", "x", "7", "1 1", "roll keep", "hold 9", "score", "score ninety"]
    ask, say = Script(*bad, "", "ninety", "sixes", "q"), Screen()
    console = y.Console(ask, say)
    y.play_game(y.HOMEWORK, dice_showing(*[1, 2, 3, 4, 5] * 2), y.player_of(console), say)
    refused = [move.value for move in console.play.record if move.kind == "refused"]
    assert [answer for answer, _ in refused] == [*bad, "ninety"]
    shown = [line for line in say.lines if "not a" in line or "given" in line or "Say " in line]
    assert [reason for _, reason in refused] == shown


# ------------------------------------------------------------------ a zero by accident (issue 39)

STRAIGHTLESS = [1, 1, 2, 3, 4]  # no Large Straight, no Yahtzee, no Three of a Kind
ASKED = "Large Straight would score 0, with 2 re-rolls left: again, or y, scores it."


@pytest.mark.parametrize("confirm", ["y", "again", "score ls", "SCORE LS"])
def test_a_zero_with_rolls_left_is_asked_once_and_the_next_answer_can_take_it(confirm):
    say, ask = console_game(["score ls", confirm, "q"], STRAIGHTLESS + [6] * 5, y.YAHTZEE)
    assert say.said.count(ASKED) == 1 and ask.questions[0] == ask.questions[1]
    assert (
        ask.questions[1].startswith("Re-roll")
        and "Scored 0 on Large Straight. Total: 0" in say.lines
    )


def test_a_bang_takes_a_zero_at_once_and_a_line_that_scores_is_never_asked():
    say, _ = console_game(
        ["score ls!", "score chance", "q"], STRAIGHTLESS * 2 + [6] * 5, y.YAHTZEE
    )
    assert "Scored 0 on Large Straight. Total: 0" in say.lines
    assert "Scored 11 on Chance. Total: 11" in say.lines and not any(
        "would score 0, with" in line for line in say.lines
    )


def test_another_answer_after_the_question_goes_on_and_a_zero_is_asked_again():
    answers = ["score ls", "hold 1", "y", "score ls", "1 2 3 4 5", "score ls", "again", "q"]
    say, _ = console_game(answers, STRAIGHTLESS + [6] * 15, y.YAHTZEE)
    assert say.said.count(ASKED) == 2  # y after hold 1 is no answer: it is refused as one
    assert any(line.startswith("'y' is not a position.") for line in say.lines)
    assert (
        "Large Straight would score 0, with 1 re-roll left: again, or y, scores it." in say.lines
    )
    assert "Roll 2: 6 6 6 6 6" in say.lines and "Scored 0 on Large Straight. Total: 0" in say.lines


def test_the_line_prompt_after_the_rolling_never_asks_about_a_zero():
    say, _ = console_game(["", "ls", "q"], STRAIGHTLESS + [6] * 5, y.YAHTZEE)
    assert "Scored 0 on Large Straight. Total: 0" in say.lines
    assert not any("would score 0, with" in line for line in say.lines)


def test_over_the_api_a_zero_is_refused_once_and_the_same_again_or_a_bang_takes_it():
    import server as api

    board = api.Board(y.YAHTZEE, dice_showing(*STRAIGHTLESS * 2))
    refusal = "the same again, or score large straight!, scores it."
    with pytest.raises(ValueError, match=re.escape(refusal)):
        api.play_commands(board, "roll; score ls")
    assert api.play_commands(board, "score ls") == ["Scored 0 on Large Straight. Total: 0"]
    assert api.play_commands(board, "roll; score yahtzee!") == [
        "Roll 1: 1 1 2 3 4", "Scored 0 on Yahtzee. Total: 0",
    ]  # fmt: skip


# ------------------------------------------------------------------ one interpreter (issue 38)

# Answers at the console's prompts (homework, dice 1 2 3 4 5 over and over), and what the
# interpreter parses of each, once: a command's line (score 6s: 6s); score twos at the re-roll
# prompt checks its line, then answers the line prompt with it (queued, a second answer); the
# rolling words once the rolling is over are refused unparsed.
ANSWERS_AT_THE_PROMPTS = [
    ("1 3", "1 3"), ("fours", "fours"), ("keep 2", "keep 2"),  # Roll 3: the line prompt
    ("hold 1", None), ("roll", None), ("x", "x"), ("", ""), ("7", "7"), ("score 6s", "6s"),
    ("sixes", "sixes"), ("2", "2"), ("score twos", "twos twos"),
    ("", ""), ("1 1", "1 1"), ("all", "all"), ("keep all", None), ("ones", "ones"),
]  # fmt: skip


def counted(monkeypatch, *modules):
    """Count the calls of parse_reroll and parse_line, wherever each module looks them up."""
    calls = []
    for name in ("parse_reroll", "parse_line"):
        original = getattr(y, name)

        def count(*args, _original=original, **kwargs):
            calls.append(args[0])
            return _original(*args, **kwargs)

        for module in (y, *modules):
            if hasattr(module, name):
                monkeypatch.setattr(module, name, count)
    return calls


def test_each_answer_at_the_console_is_parsed_once(monkeypatch):
    calls = counted(monkeypatch)
    ask, say = Script(*[answer for answer, _ in ANSWERS_AT_THE_PROMPTS], "q"), Screen()
    console = y.Console(ask, say)
    y.play_game(y.HOMEWORK, dice_showing(*[1, 2, 3, 4, 5] * 9), y.player_of(console), say)
    parsed = [part for _, meant in ANSWERS_AT_THE_PROMPTS if meant is not None
              for part in (meant.split(" ") if meant == "twos twos" else [meant])]  # fmt: skip
    assert calls == parsed
    assert "Scored 4 on Twos. Total: 4" in say.lines  # the queued answer took the line


def test_each_command_over_the_api_and_each_answer_of_a_review_is_parsed_once(monkeypatch):
    import board as boards
    import review as rv

    calls = counted(monkeypatch, boards)
    board = boards.Board(y.HOMEWORK, dice_showing(*[1, 2, 3, 4, 5] * 9))
    for command in ["roll", "1 3", "fours", "keep 2", "3", "x", "roll", "x"]:
        with contextlib.suppress(ValueError):
            boards.play_commands(board, command)
    assert calls == ["1 3", "fours", "keep 2", "3", "x"]
    calls.clear()
    said = ["Turn 1 of 6", "Roll 1: 1 2 3 4 5", "Re-roll which positions? > 1 3",
            "Roll 2: 6 2 6 4 5", "Re-roll which positions? > x",
            "Re-roll which positions? > keep all", "Choose a line (1-6) > ones"]  # fmt: skip
    rv.transcript_record(y.HOMEWORK, said)
    assert calls == ["1 3", "x", "keep all", "ones"]


WRONG_WORDS = ["x", "7", "0", "1 1", "6 6", "12345678", "fours", "fourz", "sixes", "chance",
               "score", "score ninety", "score fourz", "score chance", "sco", "keep", "keep 9",
               "hold", "hold 9", "toggle", "toggle 1 2", "reroll", "roll 1", "roll keep",
               "yes", "card please", "resign now", "hint me", "all 5"]  # fmt: skip


def refusal_at_the_console(word: str, moment: str, rules) -> str:
    """Return the refusal of word at the console's re-roll or line prompt, as recorded (None)."""
    ask, say = Script(*([] if moment == "reroll" else [""]), word, "q"), Screen()
    console = y.Console(ask, say)
    y.play_game(rules, dice_showing(*[1, 2, 3, 4, 5] * 3), y.player_of(console), say)
    return next((move.value[1] for move in console.play.record if move.kind == "refused"), None)


def refusal_in_the_hot_seat(word: str, moment: str, rules, capsys) -> str:
    """Return the refusal of word at a hot-seat player's prompt, as recorded, or None."""
    import players

    seat = players.SeatConsole("Ann", False)
    seat.read = Script(*([] if moment == "reroll" else [""]), word, "q")
    ben = y.Player(lambda *_: (), lambda game, dice: y.open_lines(game)[0])
    seats, ended = [players.Seat("Ann", y.player_of(seat)), players.Seat("Ben", ben)], []
    table = players.seat_table(seats, False)
    table = table._replace(end=lambda plays, how: ended.append(plays))
    y.play_game(rules, dice_showing(*[1, 2, 3, 4, 5] * 3), None, y.show, "", table=table)
    capsys.readouterr()
    return next((move.value[1] for move in ended[0][0].record if move.kind == "refused"), None)


def refusal_over_the_api(word: str, moment: str, rules) -> str:
    """Return the refusal of word as a command over the API at the same moment, or None."""
    import board as boards

    board = boards.Board(rules, dice_showing(*[1, 2, 3, 4, 5] * 3))
    boards.play_commands(board, "roll" if moment == "reroll" else "roll; keep all")
    try:
        boards.play_commands(board, word)
    except ValueError as refused:
        return str(refused)
    return None


@pytest.mark.parametrize("rules", [y.HOMEWORK, y.YAHTZEE], ids=lambda rules: rules.key)
@pytest.mark.parametrize("moment", ["reroll", "line"])
def test_the_same_word_at_the_same_moment_is_refused_alike_by_every_face(moment, rules, capsys):
    # Issue 38: one interpreter, one voice. (An empty answer is no command over the API, where
    # nothing prompts; at the console it answers the prompt.)
    refused = 0
    for word in WRONG_WORDS:
        said = refusal_at_the_console(word, moment, rules)
        refused += said is not None
        assert refusal_in_the_hot_seat(word, moment, rules, capsys) == said, word
        assert refusal_over_the_api(word, moment, rules) == said, word
    assert refused >= len(WRONG_WORDS) - 6  # a few are right in one rule set or at one moment
