"""The coach (--coach): real dice typed after each roll, exact advice, the sheet kept.

pexpect plays it as a family at a table would: a whole homework game, and a whole game of
the full card once its table is solved (slow).
"""

import random
import re
import sys

import pytest

if sys.platform == "win32":
    pytest.skip("pexpect needs a POSIX pseudo-terminal", allow_module_level=True)

from scripted import run_game

import coach
import yahtzee as y
from grader import SCORED, Session

DICE_PROMPT = r"Dice of roll (\d) \(e\.g\. 4 4 1 2 3\) > "
REROLL_PROMPT = r"Re-roll which positions\? \((\d) re-rolls? left; Enter keeps all\) > "
LINE_PROMPT = r"Choose a line \(Enter takes ([a-z ]+)\) > "
BEST = r"Best: ([^\r\n]*?) \(expected final score (\d+\.\d\d)\)\r\n"


def play_coached(game, rules, seed):
    """Play a whole coached game with random real dice, following the advice; return totals."""
    rng, total = random.Random(seed), 0
    for turn in range(1, len(rules.lines) + 1):
        assert game.turn() == (turn, len(rules.lines))
        dice = [rng.randint(1, 6) for _ in range(5)]
        while True:
            kind, groups = game.wait_for({"dice": DICE_PROMPT, "line": LINE_PROMPT,
                                          "scored": SCORED})  # fmt: skip
            if kind == "dice":
                game.child.sendline(" ".join(map(str, dice)))
                best, _ = game.expect(BEST) if int(groups[0]) < 3 else (None, None)
                if best is None:
                    continue
                game.expect(REROLL_PROMPT)
                rerolled = [] if best == "keep all" else [int(at) for at in best.split()[1:]]
                game.child.sendline(" ".join(map(str, rerolled)))
                for at in rerolled:
                    dice[at - 1] = rng.randint(1, 6)
            elif kind == "line":
                game.child.sendline("")  # the advised line
            else:
                total = int(groups[2])
                break
    assert game.final_score() == total
    return total


def test_the_coach_plays_a_whole_homework_game_with_real_dice():
    game = Session("--coach")
    total = play_coached(game, y.HOMEWORK, seed=3)
    assert game.finish() == 0 and 0 <= total <= 180
    assert "Game over." in game.transcript


def test_dice_typed_after_a_keep_must_show_the_kept_dice_and_every_answer_is_checked():
    game = Session("--coach")
    game.answer(DICE_PROMPT, "4 4 1 2 9")
    game.expect(r"'4 4 1 2 9' is not five dice: type the faces 1-6 as they lie")
    game.answer(DICE_PROMPT, "44123")
    game.expect(r"Roll 1: 4 4 1 2 3")
    game.expect(BEST)
    game.answer(REROLL_PROMPT, "3 4 5")
    game.answer(DICE_PROMPT, "1 1 6 6 4")
    game.expect(r"Positions 1 2 were kept as 4 4: type all five dice as they lie now\.")
    game.answer(DICE_PROMPT, "4 4 6 6 4")
    game.answer(REROLL_PROMPT, "")
    game.answer(LINE_PROMPT, "sevens")
    game.expect(r"'sevens' is not a line")
    game.answer(LINE_PROMPT, "6")
    game.expect(r"Scored 12 on Sixes\. Total: 12")
    game.answer(DICE_PROMPT, "quit")
    assert game.finish() == 0


def test_the_coachs_advice_is_the_exact_advisors():
    play = y.Play(y.new_game(y.HOMEWORK))
    play.rolled([4, 4, 1, 2, 3])
    assert coach.advice_for_roll(play) == "Best: re-roll 3 4 5 (expected final score 58.82)"
    assert coach.parse_faces("44123", play) == [4, 4, 1, 2, 3]


def test_without_a_table_the_coach_says_how_to_get_exact_advice(tmp_path):
    import os
    import subprocess

    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, str(y.__file__), "--coach", "--full"],
                          capture_output=True, text=True, env=env, input="")  # fmt: skip
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1
    assert "python3 yahtzee.py --full --solve" in done.stderr


def test_several_players_are_coached_in_turn_with_the_standings_at_the_end():
    game = Session("--coach", "--players", "Ann,Ben")
    for turn in range(1, 7):
        for name in ("Ann", "Ben"):
            game.expect(f"Player: {name}")
            game.answer(DICE_PROMPT, f"{turn} {turn} {turn} {turn} {turn}")
            game.expect(BEST)
            game.answer(REROLL_PROMPT, "")
            if turn < 6:
                game.answer(LINE_PROMPT, str(turn))
    assert game.finish() == 0
    assert re.search(r"Ann and Ben tie with 105\.", game.transcript)


@pytest.mark.slow
def test_the_coach_plays_a_whole_game_of_the_full_card_once_it_is_solved():
    import subprocess

    solved = subprocess.run([sys.executable, str(y.__file__), "--full", "--solve"],
                            capture_output=True, text=True, timeout=900)  # fmt: skip
    assert solved.returncode == 0, solved.stderr
    game = Session("--coach", "--full", timeout=30)
    total = play_coached(game, y.YAHTZEE, seed=5)
    assert game.finish() == 0 and total >= 0


def test_the_last_roll_of_the_last_turn_is_shown_as_roll_3():
    # Issue 37 #17: a third roll that filled the last line was shown as "Roll 0".
    turns = "".join(f"{face} {face} {face} {face} {face}\n\n{line}\n" for face, line in
                    zip("12345", ("ones", "twos", "threes", "fours", "fives")))  # fmt: skip
    last = "6 1 1 1 1\n2 3 4 5\n6 1 1 1 1\n2 3 4 5\n6 6 6 6 6\n"
    out = run_game("--coach", stdin=turns + last).stdout
    assert re.findall(r"^Roll \d", out, flags=re.MULTILINE)[-3:] == ["Roll 1", "Roll 2", "Roll 3"]
    assert "Scored 30 on Sixes." in out and "Final score: 105" in out


def test_the_coach_takes_its_own_advices_words():
    # Issue 37 #18: "re-roll 3 4 5", the advice's words, was refused as "not a position".
    out = run_game("--coach", stdin="44123\nre-roll 3 4 5\n44666\nkeep 3 4 5\n").stdout
    assert "Best: re-roll 3 4 5" in out and "is not a position" not in out
    assert re.search(r"Roll 2: 4 4 6 6 6\r?\n[^\n]*\nBest:", out)
    assert "Dice of roll 3" in out
