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

DICE_PROMPT = r"[Dd]ice of roll (\d) \(e\.g\. 4 4 1 2 3\) > "
REROLL_PROMPT = r"[Rr]e-roll which positions\? \((\d) re-rolls? left; Enter takes the best\) > "
LINE_PROMPT = r"[Cc]hoose a line \(Enter takes ([a-z ]+)\) > "
BEST = r"Best: ([^\r\n]*?) \(expected final score (\d+\.\d\d)\)\r\n"


def play_coached(game, rules, seed):
    """Play a whole coached game with random real dice, following the advice in faces alone:
    the dice it says to keep stay on the table, the others are rolled, and all five are typed
    in a new order each time. Return the final total.
    """
    rng, total = random.Random(seed), 0
    for turn in range(1, len(rules.lines) + 1):
        assert game.turn() == (turn, len(rules.lines))
        dice = [rng.randint(1, 6) for _ in range(5)]
        while True:
            kind, groups = game.wait_for({"dice": DICE_PROMPT, "line": LINE_PROMPT,
                                          "scored": SCORED})  # fmt: skip
            if kind == "dice":
                rng.shuffle(dice)  # the dice on a table have no order
                game.child.sendline(" ".join(map(str, dice)))
                best, _ = game.expect(BEST) if int(groups[0]) < 3 else (None, None)
                if best is None:
                    continue
                game.answer(REROLL_PROMPT, "")  # Enter takes the best
                dice = followed(best, dice, rng)
            elif kind == "line":
                game.child.sendline("")  # the advised line
            else:
                total = int(groups[2])
                break
    assert game.final_score() == total
    return total


def followed(advice: str, dice: list, rng) -> list:
    """Return the dice on the table after following advice said in faces."""
    if advice == "keep all":
        return dice
    kept = kept_faces(advice)
    assert not set(kept) - set(dice)
    return kept + [rng.randint(1, 6) for _ in range(5 - len(kept))]


def kept_faces(advice: str) -> list:
    """Return the faces a re-roll's advice keeps (none for keep all or re-roll all five)."""
    if advice in ("keep all", "re-roll all five"):
        return []
    kept_words, rest = advice.split(", ")
    assert rest.startswith("re-roll the other ")
    return [int(face) for face in kept_words.split()[1:]]


def test_the_coach_plays_a_whole_homework_game_with_real_dice():
    game = Session("--coach")
    total = play_coached(game, y.HOMEWORK, seed=3)
    assert game.finish() == 0 and 0 <= total <= 180
    assert "Game over." in game.transcript


def test_dice_typed_after_a_keep_may_come_in_any_order_with_the_kept_among_them():
    game = Session("--coach")
    game.answer(DICE_PROMPT, "4 4 1 2 9")
    game.expect(r"'4 4 1 2 9' is not five dice: type the faces 1-6 as they lie")
    game.answer(DICE_PROMPT, "41423")
    game.expect(r"Roll 1: 4 1 4 2 3")
    game.expect(r"Best: keep 4 4, re-roll the other three \(expected final score 58\.82\)")
    game.answer(REROLL_PROMPT, "2 4 5")
    game.answer(DICE_PROMPT, "1 1 6 6 4")
    game.expect(r"The dice kept are 4 4: type the five on the table now, those among them\.")
    game.answer(DICE_PROMPT, "6 4 6 1 4")  # another order: the 4s kept, three new
    game.expect(r"Roll 2: 4 6 4 6 1\r\n")
    game.answer(REROLL_PROMPT, "none")  # keeps all
    game.answer(LINE_PROMPT, "sevens")
    game.expect(r"'sevens' is not a line")
    game.answer(LINE_PROMPT, "6")
    game.expect(r"Scored 12 on Sixes\. Total: 12")
    game.answer(DICE_PROMPT, "quit")
    assert game.finish() == 0


def test_enter_takes_the_best_move_at_every_prompt_and_help_says_so():
    game = Session("--coach")
    game.answer(DICE_PROMPT, "4 4 1 2 3")
    game.answer(REROLL_PROMPT, "help")
    game.expect(r"Enter takes the best move, as advised")
    game.answer(REROLL_PROMPT, "")  # the best: keep 4 4
    game.answer(DICE_PROMPT, "4 4 6 6 4")
    game.expect(r"Best: keep 4 4 4, re-roll the other two")
    game.answer(REROLL_PROMPT, "keep 4 4 4")  # the advice's own words
    game.answer(DICE_PROMPT, "4 1 4 3 4")
    game.answer(LINE_PROMPT, "help")
    game.expect(r"Enter takes the best line, as advised\.")
    game.answer(LINE_PROMPT, "")
    game.expect(r"Scored 12 on Fours\. Total: 12")
    game.answer(DICE_PROMPT, "quit")
    assert game.finish() == 0


def test_the_coachs_advice_is_the_exact_advisors_said_in_faces():
    play = y.Play(y.new_game(y.HOMEWORK))
    play.rolled([4, 4, 1, 2, 3])
    assert coach.advice_for_roll(play) == (
        "Best: keep 4 4, re-roll the other three (expected final score 58.82)"
    )
    assert coach.best_reroll(play)[0] == (3, 4, 5)
    assert coach.parse_faces("44123", play) == [4, 4, 1, 2, 3]


def test_without_a_table_the_coach_says_how_to_get_exact_advice(tmp_path):
    import os
    import subprocess

    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, str(y.__file__), "--coach", "--full"],
                          capture_output=True, text=True, env=env, input="")  # fmt: skip
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1
    assert "python3 yahtzee.py --full --solve" in done.stderr


def test_several_players_are_named_in_every_prompt_with_the_standings_each_round():
    game = Session("--coach", "--players", "Ann,Ben")
    for turn in range(1, 7):
        for name in ("Ann", "Ben"):
            game.expect(f"Player: {name}")
            game.expect(rf"Turn {turn} of 6 \({name}\)")
            game.answer(f"{name}, " + DICE_PROMPT, f"{turn} {turn} {turn} {turn} {turn}")
            game.expect(BEST)
            game.answer(f"{name}, " + REROLL_PROMPT, "none")
            if turn < 6:
                game.expect(rf" #  Line            Score  \({name}'s sheet\)")
                game.answer(f"{name}, " + LINE_PROMPT, str(turn))
        if turn < 6:
            game.expect(rf"After round {turn} of 6: Ann {5 * turn * (turn + 1) // 2}, Ben")
    assert game.finish() == 0
    assert re.search(r"Ann and Ben tie with 105\.", game.transcript)


def test_a_whole_game_for_two_with_shuffled_dice_enter_everywhere_and_a_wrong_die():
    game, rng = Session("--coach", "--players", "Ann,Ben"), random.Random(11)
    totals, wrong_typed, kept = {"Ann": 0, "Ben": 0}, False, []
    for turn in range(1, 7):
        for name in ("Ann", "Ben"):
            game.expect(rf"Turn {turn} of 6 \({name}\)")
            dice = [rng.randint(1, 6) for _ in range(5)]
            while True:
                kind, groups = game.wait_for({"dice": f"{name}, " + DICE_PROMPT,
                                              "line": f"{name}, " + LINE_PROMPT,
                                              "scored": SCORED})  # fmt: skip
                if kind == "dice" and int(groups[0]) > 1 and kept and not wrong_typed:
                    wrong_typed = True  # the kept dice not among those typed: asked again
                    other = next(face for face in range(1, 7) if face not in kept)
                    game.child.sendline(" ".join([str(other)] * 5))
                    game.expect(r"The dice kept are [1-6 ]+: type the five on the table now")
                    game.expect(f"{name}, " + DICE_PROMPT)
                if kind == "dice":
                    rng.shuffle(dice)
                    game.child.sendline(" ".join(map(str, dice)))
                    if int(groups[0]) < 3:
                        best, _ = game.expect(BEST)
                        game.answer(f"{name}, " + REROLL_PROMPT, "")
                        dice = followed(best, dice, rng)
                        kept = kept_faces(best)
                        if best == "keep all":
                            continue
                elif kind == "line":
                    game.child.sendline("")
                else:
                    totals[name] = int(groups[2])
                    break
    assert game.finish() == 0 and wrong_typed
    ranked = sorted(totals.items(), key=lambda item: -item[1])
    for name, score in ranked:
        assert f"Final score: {score} ({name})" in game.transcript
    if ranked[0][1] > ranked[1][1]:
        assert f"{ranked[0][0]} wins with {ranked[0][1]}." in game.transcript
    else:
        assert f"Ann and Ben tie with {ranked[0][1]}." in game.transcript


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
    assert "Best: keep 4 4, re-roll the other three" in out and "is not a position" not in out
    assert re.search(r"Roll 2: 4 4 6 6 6\r?\n[^\n]*\nBest:", out)
    assert "Dice of roll 3" in out


@pytest.mark.parametrize("players", [None, "Ann,Ben"])
def test_a_coached_game_cut_short_shows_the_sheets_so_far(players):
    # Issue 38: the coach plays through play_game, whose end it gives; input ending said "the
    # sheet so far." and showed none.
    named = ["--players", players] if players else []
    out = run_game("--coach", *named, stdin="5 5 5 1 2\nnone\nfives\n").stdout
    end = out[out.index("Input ended: the sheet so far.") :]
    assert re.search(r"^ 5  Fives +15\b", end, flags=re.MULTILINE)
    assert ("Ann" in end and "Ben" in end) == bool(players)
    out = run_game("--coach", *named, stdin="5 5 5 1 2\nquit\n").stdout
    assert re.search(r"You resigned\. The sheet so far:\n.*Total +0", out, flags=re.DOTALL)
