#!/usr/bin/env python3
"""Yahtzee at the console: the homework's six-turn game, and the official card with --full.

Rules of the homework game: six turns. Each turn, roll five dice; re-roll any
of them (all, none or some), then once more; keeping all the dice ends the
rolling. Then put the dice on an unused line of the sheet: Ones to Sixes, each
scoring the sum of the dice that show its face (a zero is allowed). Every line
is used once; the final score is the total of the six lines. With --full: all 13
lines of official solitaire Yahtzee, the upper bonus, Yahtzee bonuses and Jokers.

Play:  python3 yahtzee.py              (python3 yahtzee.py --help lists the options)
Test:  make test
"""

from __future__ import annotations

import argparse
import itertools
import math
import operator
import os
import random
import sys
import textwrap
import time
from collections import namedtuple
from functools import partial

VERSION = "1.0.0"
DICE = 5
FACES = (1, 2, 3, 4, 5, 6)
POSITIONS = tuple(range(1, DICE + 1))
ROLLS_PER_TURN = 3

FACE_NAMES = (None, "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
QUIT_WORDS = ("quit", "q", "exit", "resign")
HELP_WIDTH = 79
HISTOGRAM_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000)
# The exact advisor solves every set of open lines at once when there are at most this many.
EXACT_STATES = 64
# The heuristic advisor's guess at the spread of an upper line's score, per point of face.
UPPER_SPREAD = 1.1
HELP_WORDS = ("help", "?")

# A line of the sheet. face: the face an upper line counts (None on a lower line);
# joker_points: what the line is worth when a Yahtzee is played as a Joker.
Line = namedtuple("Line", "name aliases scorer face joker_points", defaults=(None, None))

# A rule set is data: the game loop never asks which one it is playing.
# upper_bonus: (threshold, points) or None; yahtzee_line: the line whose 50 earns
# yahtzee_bonus for every further five of a kind; joker: whether the Joker rules apply.
RuleSet = namedtuple(
    "RuleSet",
    "key title summary lines upper_bonus yahtzee_line yahtzee_bonus joker",
    defaults=(None, None, 0, False),
)

# The state of a game: the rule set, the sheet (line name -> score, or None while
# open) and the Yahtzee bonus points earned so far.
Game = namedtuple("Game", "rules sheet yahtzee_bonus")


class QuitGame(Exception):
    """The player asked to end the game."""


# ---------------------------------------------------------------- dice


def roll_die(rng) -> int:
    """Return a face 1-6 from rng.random(), whose sequence is stable across Python versions.

    >>> roll_die(ScriptedRandom([6]))
    6
    """
    return 1 + int(rng.random() * len(FACES))


def roll(count: int, rng) -> list[int]:
    """Return count freshly rolled dice.

    >>> roll(5, ScriptedRandom([3, 1, 4, 1, 5]))
    [3, 1, 4, 1, 5]
    >>> roll(0, ScriptedRandom([]))
    []
    """
    return [roll_die(rng) for _ in range(count)]


def reroll(dice: list[int], positions, rng) -> list[int]:
    """Return a copy of dice in which the dice at positions (1-5) are rolled again.

    The new dice are drawn in position order, whatever order positions come in.

    >>> reroll([1, 2, 3, 4, 5], (4, 2), ScriptedRandom([6, 5]))
    [1, 6, 3, 5, 5]
    >>> reroll([1, 2, 3, 4, 5], (), ScriptedRandom([]))
    [1, 2, 3, 4, 5]
    """
    chosen = set(positions)
    return [roll_die(rng) if place in chosen else die for place, die in enumerate(dice, 1)]


class ScriptedRandom:
    """A random generator that gives scripted faces first, then hands over to rng.

    It stands in for random.Random wherever the game rolls, so graders and
    tests can fix the dice: roll_die() turns each scripted face back into itself.
    """

    def __init__(self, faces, rng=None):
        """Script these faces, then hand over to rng (a fresh random.Random by default)."""
        self._faces = iter(tuple(faces))
        self._rng = rng if rng is not None else random.Random()

    def random(self) -> float:
        """Return the next scripted face as a float roll_die() maps to it, or a random one."""
        face = next(self._faces, None)
        if face is None:
            return self._rng.random()
        return (face - 0.5) / len(FACES)


# ---------------------------------------------------------------- scoring
# Every scorer reads the counts of the dice: counts[f] is how many dice show face f.


def count_faces(dice) -> tuple[int, ...]:
    """Return the counts of the dice; counts[0] is always 0.

    >>> count_faces([6, 1, 6, 6, 2])
    (0, 1, 1, 0, 0, 0, 3)
    """
    return tuple(dice.count(face) for face in range(len(FACES) + 1))


def face_total(face: int, counts) -> int:
    """Score an upper line: the sum of the dice showing face.

    >>> face_total(4, count_faces([4, 4, 4, 1, 1]))
    12
    >>> face_total(4, count_faces([1, 3, 6, 2, 1]))
    0
    """
    return face * counts[face]


def dice_total(counts) -> int:
    """Score Chance: the sum of all the dice.

    >>> dice_total(count_faces([6, 5, 4, 3, 1]))
    19
    """
    return sum(face * count for face, count in enumerate(counts))


def total_if_kind(n: int, counts) -> int:
    """Score Three or Four of a Kind: the sum of all dice when n of them show one face, else 0.

    >>> total_if_kind(3, count_faces([2, 2, 2, 2, 6]))
    14
    >>> total_if_kind(4, count_faces([2, 2, 2, 5, 6]))
    0
    """
    return dice_total(counts) if max(counts) >= n else 0


def is_full_house(counts) -> bool:
    """Return whether three dice show one face and two another (five of a kind is not).

    >>> is_full_house(count_faces([2, 2, 3, 3, 3])), is_full_house(count_faces([5, 5, 5, 5, 5]))
    (True, False)
    """
    return sorted(count for count in counts if count) == [2, 3]


def points_if_full_house(points: int, counts) -> int:
    """Score a Full House worth fixed points.

    >>> points_if_full_house(25, count_faces([3, 2, 3, 2, 3]))
    25
    """
    return points if is_full_house(counts) else 0


def longest_run(counts) -> int:
    """Return the length of the longest run of faces in a row among the dice.

    >>> longest_run(count_faces([1, 2, 3, 4, 6])), longest_run(count_faces([6, 6, 6, 6, 6]))
    (4, 1)
    """
    best = run = 0
    for face in FACES:
        run = run + 1 if counts[face] else 0
        best = max(best, run)
    return best


def points_if_run(length: int, points: int, counts) -> int:
    """Score a straight: points when length faces in a row show, in any order.

    >>> points_if_run(4, 30, count_faces([3, 1, 4, 2, 4]))
    30
    >>> points_if_run(5, 40, count_faces([1, 2, 3, 4, 6]))
    0
    """
    return points if longest_run(counts) >= length else 0


def points_if_kind(n: int, points: int, counts) -> int:
    """Score a Yahtzee: points when n dice show one face.

    >>> points_if_kind(5, 50, count_faces([4, 4, 4, 4, 4]))
    50
    >>> points_if_kind(5, 50, count_faces([4, 4, 4, 4, 1]))
    0
    """
    return points if max(counts) >= n else 0


def kind_total(n: int, counts) -> int:
    """Score n of a kind as Yacht and Yatzy do: n times the highest face shown n times, else 0.

    >>> kind_total(2, count_faces([3, 3, 5, 5, 1])), kind_total(4, count_faces([3, 3, 3, 3, 3]))
    (10, 12)
    >>> kind_total(3, count_faces([3, 3, 5, 5, 1]))
    0
    """
    faces = [face for face in FACES if counts[face] >= n]
    return n * faces[-1] if faces else 0


def two_pairs_total(counts) -> int:
    """Score Yatzy's Two Pairs: the sum of two pairs of different faces, else 0.

    >>> two_pairs_total(count_faces([3, 3, 3, 5, 5]))
    16
    >>> two_pairs_total(count_faces([4, 4, 4, 4, 1]))
    0
    """
    faces = [face for face in FACES if counts[face] >= 2]
    return 2 * sum(faces) if len(faces) == 2 else 0


def total_if_full_house(counts) -> int:
    """Score a Full House worth the sum of the dice, as Yacht and Yatzy do.

    >>> total_if_full_house(count_faces([6, 6, 5, 5, 5]))
    27
    >>> total_if_full_house(count_faces([5, 5, 5, 5, 5]))
    0
    """
    return dice_total(counts) if is_full_house(counts) else 0


def points_if_faces(faces, points: int, counts) -> int:
    """Score an exact straight: points when the dice show exactly these faces.

    >>> points_if_faces((1, 2, 3, 4, 5), 15, count_faces([5, 4, 3, 2, 1]))
    15
    >>> points_if_faces((2, 3, 4, 5, 6), 20, count_faces([1, 2, 3, 4, 5]))
    0
    """
    return points if all(counts[face] == 1 for face in faces) else 0


# ---------------------------------------------------------------- rule sets


def upper_lines() -> tuple[Line, ...]:
    """Return the six upper lines, Ones to Sixes, that every rule set starts with."""
    return tuple(
        Line(FACE_NAMES[face], (f"{face}s",), partial(face_total, face), face) for face in FACES
    )


HOMEWORK = RuleSet(
    key="homework",
    title="the homework's six-turn game",
    summary=(
        "Six turns. Each turn, roll five dice, then re-roll any of them twice (keeping all "
        "the dice ends the rolling). Put the dice on an unused line: Ones to Sixes score "
        "the sum of the dice showing that face. The final score is the total of the lines."
    ),
    lines=upper_lines(),
)

YAHTZEE = RuleSet(
    key="yahtzee",
    title="Yahtzee, the official 13-line card",
    summary=(
        "Thirteen turns; roll and re-roll as in every game. Upper lines score the dice of "
        "their face; 63 or more on them earns +35. Three/Four of a Kind: the sum of all dice "
        "when 3/4 show one face. Full House (3 + 2): 25. Small Straight (4 in a row): 30. "
        "Large Straight (5 in a row): 40. Yahtzee (5 of a kind): 50. Chance: the sum. "
        "Each further Yahtzee earns +100 while the Yahtzee line holds 50. Joker rule: a "
        "Yahtzee with the Yahtzee line used must go on its face's upper line if open, else "
        "on an open lower line (Full House and the straights then score in full), else on "
        "an open upper line for 0."
    ),
    lines=upper_lines()
    + (
        Line("Three of a Kind", ("3k",), partial(total_if_kind, 3)),
        Line("Four of a Kind", ("4k",), partial(total_if_kind, 4)),
        Line("Full House", ("fh",), partial(points_if_full_house, 25), joker_points=25),
        Line("Small Straight", ("ss",), partial(points_if_run, 4, 30), joker_points=30),
        Line("Large Straight", ("ls",), partial(points_if_run, 5, 40), joker_points=40),
        Line("Yahtzee", ("y",), partial(points_if_kind, 5, 50)),
        Line("Chance", ("c",), dice_total),
    ),
    upper_bonus=(63, 35),
    yahtzee_line="Yahtzee",
    yahtzee_bonus=100,
    joker=True,
)

YACHT = RuleSet(
    key="yacht",
    title="Yacht, 12 lines, no bonus",
    summary=(
        "Twelve turns; roll and re-roll as in every game. Upper lines score the dice of their "
        "face. Full House (3 + 2): the sum of the dice. Four of a Kind: four times the face "
        "shown four or more times. Little Straight (1-2-3-4-5): 30. Big Straight (2-3-4-5-6): "
        "30. Choice: the sum. Yacht (5 of a kind): 50. No bonus, no Joker."
    ),
    lines=upper_lines()
    + (
        Line("Full House", ("fh",), total_if_full_house),
        Line("Four of a Kind", ("4k",), partial(kind_total, 4)),
        Line("Little Straight", ("ls",), partial(points_if_faces, (1, 2, 3, 4, 5), 30)),
        Line("Big Straight", ("bs",), partial(points_if_faces, (2, 3, 4, 5, 6), 30)),
        Line("Choice", ("c",), dice_total),
        Line("Yacht", ("y",), partial(points_if_kind, 5, 50)),
    ),
)

YATZY = RuleSet(
    key="yatzy",
    title="Scandinavian Yatzy, 15 lines, +50 upper bonus",
    summary=(
        "Fifteen turns; roll and re-roll as in every game. Upper lines score the dice of their "
        "face; 63 or more on them earns +50. One Pair, Three and Four of a Kind: the sum of "
        "the matching dice (the highest). Two Pairs: the sum of two pairs of different faces. "
        "Small Straight (1-2-3-4-5): 15. Large Straight (2-3-4-5-6): 20. Full House (3 + 2): "
        "the sum. Chance: the sum. Yatzy (5 of a kind): 50. No Yatzy bonus, no Joker."
    ),
    lines=upper_lines()
    + (
        Line("One Pair", ("pair", "1p"), partial(kind_total, 2)),
        Line("Two Pairs", ("2p",), two_pairs_total),
        Line("Three of a Kind", ("3k",), partial(kind_total, 3)),
        Line("Four of a Kind", ("4k",), partial(kind_total, 4)),
        Line("Small Straight", ("ss",), partial(points_if_faces, (1, 2, 3, 4, 5), 15)),
        Line("Large Straight", ("ls",), partial(points_if_faces, (2, 3, 4, 5, 6), 20)),
        Line("Full House", ("fh",), total_if_full_house),
        Line("Chance", ("c",), dice_total),
        Line("Yatzy", ("y",), partial(points_if_kind, 5, 50)),
    ),
    upper_bonus=(63, 50),
)

RULE_SETS = {rules.key: rules for rules in (HOMEWORK, YAHTZEE, YACHT, YATZY)}


def find_line(rules: RuleSet, name: str) -> Line:
    """Return the line of rules with this exact name.

    >>> find_line(YAHTZEE, "Full House").joker_points
    25
    """
    return next(line for line in rules.lines if line.name == name)


def score_line(line: str, dice, rules: RuleSet = YAHTZEE) -> int:
    """Return the plain score of five dice on a line, named in any case or short form.

    The homework's lines are the upper half of the full card, which is the default.

    >>> score_line("fours", [4, 4, 4, 1, 1])
    12
    >>> score_line("full house", [2, 2, 3, 3, 3]), score_line("Full House", [5, 5, 5, 5, 5])
    (25, 0)
    """
    name = lookup_line(line, rules, numbers=False)
    return find_line(rules, name).scorer(count_faces(dice))


# ---------------------------------------------------------------- the score sheet


def new_game(rules: RuleSet) -> Game:
    """Return a game with every line of the sheet open.

    >>> new_game(HOMEWORK).sheet["Fours"] is None, new_game(YAHTZEE).yahtzee_bonus
    (True, 0)
    """
    return Game(rules, {line.name: None for line in rules.lines}, 0)


def open_lines(game: Game) -> list[str]:
    """Return the names of the open lines, in sheet order.

    >>> game, _, _ = score_turn(new_game(HOMEWORK), "Twos", [2, 2, 1, 1, 1])
    >>> open_lines(game)
    ['Ones', 'Threes', 'Fours', 'Fives', 'Sixes']
    """
    return [name for name, score in game.sheet.items() if score is None]


def upper_total(game: Game) -> int:
    """Return the sum of the upper lines used so far."""
    return sum(game.sheet[line.name] or 0 for line in game.rules.lines if line.face)


def lower_total(game: Game) -> int:
    """Return the sum of the lower lines used so far."""
    return sum(game.sheet[line.name] or 0 for line in game.rules.lines if not line.face)


def upper_bonus(game: Game) -> int:
    """Return the upper bonus earned so far (0 for a rule set without one).

    >>> game = new_game(YAHTZEE)
    >>> for face in FACES:
    ...     game, _, _ = score_turn(game, FACE_NAMES[face], [face, face, face, 1, 1])
    >>> upper_total(game), upper_bonus(game), total(game)
    (65, 35, 100)
    """
    if game.rules.upper_bonus is None:
        return 0
    threshold, points = game.rules.upper_bonus
    return points if upper_total(game) >= threshold else 0


def total(game: Game) -> int:
    """Return the running total: every line, the upper bonus and any Yahtzee bonus."""
    lines = sum(score for score in game.sheet.values() if score)
    return lines + upper_bonus(game) + game.yahtzee_bonus


def is_finished(game: Game) -> bool:
    """Return whether every line of the sheet is used."""
    return not open_lines(game)


def is_five_of_a_kind(dice) -> bool:
    """Return whether all the dice show one face.

    >>> is_five_of_a_kind([3, 3, 3, 3, 3]), is_five_of_a_kind([3, 3, 3, 3, 2])
    (True, False)
    """
    return len(set(dice)) == 1


def is_joker(game: Game, dice) -> bool:
    """Return whether these dice are a Yahtzee played under the Joker rules.

    >>> game, _, _ = score_turn(new_game(YAHTZEE), "Yahtzee", [2, 2, 2, 2, 2])
    >>> is_joker(game, [5, 5, 5, 5, 5]), is_joker(new_game(YAHTZEE), [5, 5, 5, 5, 5])
    (True, False)
    """
    rules = game.rules
    return rules.joker and is_five_of_a_kind(dice) and game.sheet[rules.yahtzee_line] is not None


def allowed_lines(game: Game, dice) -> list[str]:
    """Return the open lines these dice may go on; the Joker rules can narrow the choice.

    A Joker must go on the upper line of its face if that is open; else on an
    open lower line; else on any open upper line.

    >>> game, _, _ = score_turn(new_game(YAHTZEE), "Yahtzee", [2, 2, 2, 2, 2])
    >>> allowed_lines(game, [5, 5, 5, 5, 5])
    ['Fives']
    >>> game, _, _ = score_turn(game, "Fives", [5, 5, 5, 1, 1])
    >>> allowed_lines(game, [5, 5, 5, 5, 5])[:2]
    ['Three of a Kind', 'Four of a Kind']
    """
    choices = open_lines(game)
    if not is_joker(game, dice):
        return choices
    lines = [find_line(game.rules, name) for name in choices]
    own_face = [line.name for line in lines if line.face == dice[0]]
    lower = [line.name for line in lines if not line.face]
    return own_face or lower or choices


def line_score(game: Game, name: str, dice) -> int:
    """Return what these dice score on a line in this game, a Joker's full value included.

    >>> game, _, _ = score_turn(new_game(YAHTZEE), "Yahtzee", [2, 2, 2, 2, 2])
    >>> line_score(game, "Large Straight", [5] * 5), score_line("large straight", [5] * 5)
    (40, 0)
    """
    line = find_line(game.rules, name)
    if line.joker_points is not None and is_joker(game, dice):
        return line.joker_points
    return line.scorer(count_faces(dice))


def check_choice(game: Game, name: str, dice) -> None:
    """Raise ValueError, with the reason, unless these dice may go on the named line.

    >>> game, _, _ = score_turn(new_game(YAHTZEE), "Yahtzee", [2, 2, 2, 2, 2])
    >>> check_choice(game, "Chance", [5, 5, 5, 5, 5])
    Traceback (most recent call last):
    ValueError: Joker rule: with the Yahtzee line used, a Yahtzee of 5s must go on Fives.
    """
    if game.sheet[name] is not None:
        raise ValueError(f"{name} is already used. Open lines: {', '.join(open_lines(game))}.")
    allowed = allowed_lines(game, dice)
    if name not in allowed:
        raise ValueError(f"Joker rule: {joker_reason(game, dice, allowed)}")


def joker_reason(game: Game, dice, allowed) -> str:
    """Return which lines the Joker rule leaves for this Yahtzee, and why."""
    where = ", ".join(allowed)
    if find_line(game.rules, allowed[0]).face == dice[0]:
        return f"with the Yahtzee line used, a Yahtzee of {dice[0]}s must go on {where}."
    if not find_line(game.rules, allowed[0]).face:
        return f"with {FACE_NAMES[dice[0]]} used, this Yahtzee must go on a lower line: {where}."
    return (
        f"with its upper line and every lower line used, it goes on an upper line for 0: {where}."
    )


def score_turn(game: Game, name: str, dice) -> tuple[Game, int, list[str]]:
    """Put the dice on the named line; return the new game, the line's points and bonus news.

    >>> game, points, news = score_turn(new_game(HOMEWORK), "Fives", [5, 5, 5, 5, 5])
    >>> points, total(game), news
    (25, 25, [])
    """
    check_choice(game, name, dice)
    points = line_score(game, name, dice)
    yahtzee_bonus = earned_yahtzee_bonus(game, dice)
    after = game._replace(
        sheet={**game.sheet, name: points}, yahtzee_bonus=game.yahtzee_bonus + yahtzee_bonus
    )
    news = []
    if yahtzee_bonus:
        news.append(f"Yahtzee bonus: +{yahtzee_bonus} for another Yahtzee.")
    if upper_bonus(after) > upper_bonus(game):
        news.append(
            f"Upper bonus: +{upper_bonus(after)} for reaching {game.rules.upper_bonus[0]}."
        )
    return after, points, news


def earned_yahtzee_bonus(game: Game, dice) -> int:
    """Return the Yahtzee bonus these dice earn: only while the Yahtzee line holds its 50.

    >>> game, _, _ = score_turn(new_game(YAHTZEE), "Yahtzee", [2, 2, 2, 2, 2])
    >>> earned_yahtzee_bonus(game, [4] * 5), earned_yahtzee_bonus(new_game(YAHTZEE), [4] * 5)
    (100, 0)
    """
    rules = game.rules
    if not rules.yahtzee_bonus or not is_five_of_a_kind(dice):
        return 0
    held = game.sheet[rules.yahtzee_line]
    return rules.yahtzee_bonus if held else 0


# ---------------------------------------------------------------- parsing answers


def normalise(answer: str) -> str:
    """Return an answer trimmed, in lower case, with each run of spaces as one space.

    >>> normalise("  Keep   1 2 ")
    'keep 1 2'
    """
    return " ".join(answer.lower().split())


def line_key(answer: str) -> str:
    """Return an answer as a line's name is looked up: normalised, hyphens as spaces.

    >>> line_key("  Full-House ")
    'full house'
    """
    return normalise(answer.replace("-", " ").replace("_", " "))


def quote(answer: str, limit: int = 20) -> str:
    """Return what was typed, quoted for a message: trimmed, printable and short.

    >>> quote("  7 ")
    "'7'"
    >>> quote("x" * 30)
    "'xxxxxxxxxxxxxxxxxxxx...'"
    """
    shown = "".join(char if char.isprintable() else "?" for char in answer.strip())
    return f"'{shown[:limit]}...'" if len(shown) > limit else f"'{shown}'"


def parse_positions(text: str) -> tuple[int, ...]:
    """Return the positions in text: digits 1-5, apart or together, spaces or commas between.

    >>> parse_positions("1,3 5"), parse_positions("135")
    ((1, 3, 5), (1, 3, 5))
    >>> parse_positions("1 1")
    Traceback (most recent call last):
    ValueError: Position 1 is given twice. Give each position once, e.g. 1 3 5.
    """
    places = [place for word in text.replace(",", " ").split() for place in word_positions(word)]
    repeated = [place for place in places if places.count(place) > 1]
    if repeated:
        raise ValueError(
            f"Position {repeated[0]} is given twice. Give each position once, e.g. 1 3 5."
        )
    return tuple(places)


def word_positions(word: str) -> list[int]:
    """Return the positions in one word, such as 3 or 135, or raise ValueError naming the bad one.

    >>> word_positions("315")
    [3, 1, 5]
    >>> word_positions("16")
    Traceback (most recent call last):
    ValueError: '6' is not a position. Enter positions 1-5, e.g. 1 3 5, or press Enter to keep all.
    """
    bad = [char for char in word if char not in "12345"]
    if bad:
        shown = bad[0] if word.isdecimal() else word
        raise ValueError(
            f"{quote(shown)} is not a position. Enter positions 1-5, e.g. 1 3 5, "
            "or press Enter to keep all."
        )
    return [int(char) for char in word]


def parse_reroll(answer: str) -> tuple[int, ...]:
    """Return the positions to re-roll, in order; an empty tuple keeps all the dice.

    >>> parse_reroll(" 5 1 "), parse_reroll("ALL"), parse_reroll("keep 1 2")
    ((1, 5), (1, 2, 3, 4, 5), (3, 4, 5))
    >>> parse_reroll(""), parse_reroll("none"), parse_reroll("keep 1 2 3 4 5")
    ((), (), ())
    """
    words = normalise(answer)
    if words in ("", "none", "keep all"):
        return ()
    if words == "all":
        return POSITIONS
    if words.startswith("keep"):
        kept = parse_positions(words[len("keep") :])
        if not kept:
            raise ValueError("Say which positions to keep, e.g. keep 1 2, or keep all.")
        return tuple(place for place in POSITIONS if place not in kept)
    return tuple(sorted(parse_positions(words)))


def line_words(rules: RuleSet, numbers: bool = True) -> dict[str, str]:
    """Return every word that names a line of rules (number, name, short form) -> its name.

    >>> words = line_words(YAHTZEE)
    >>> words["9"], words["full house"], words["fh"]
    ('Full House', 'Full House', 'Full House')
    """
    words = {}
    for number, line in enumerate(rules.lines, 1):
        if numbers:
            words[str(number)] = line.name
        words[line_key(line.name)] = line.name
        words.update((line_key(alias), line.name) for alias in line.aliases)
    return words


def lookup_line(answer: str, rules: RuleSet, numbers: bool = True) -> str:
    """Return the name of the line an answer names, or raise ValueError saying what is accepted.

    >>> lookup_line(" FOURS ", HOMEWORK), lookup_line("4s", HOMEWORK), lookup_line("4", HOMEWORK)
    ('Fours', 'Fours', 'Fours')
    >>> lookup_line("7", HOMEWORK)
    Traceback (most recent call last):
    ValueError: '7' is not a line. Enter 1-6, a name such as fours, or a short form such as 4s.
    """
    name = line_words(rules, numbers).get(line_key(answer))
    if name is None:
        how = f"1-{len(rules.lines)}, a name" if numbers else "a name"
        what = f"{quote(answer)} is not a line." if answer.strip() else "No line was given."
        raise ValueError(f"{what} Enter {how} such as fours, or a short form such as 4s.")
    return name


def parse_line(answer: str, game: Game, dice) -> str:
    """Return the open line an answer chooses for these dice, or raise ValueError saying why.

    >>> parse_line("Full-House", new_game(YAHTZEE), [2, 2, 3, 3, 3])
    'Full House'
    """
    name = lookup_line(answer, game.rules)
    check_choice(game, name, dice)
    return name


def parse_dice(text: str) -> tuple[int, ...]:
    """Return the faces in a --dice script: values 1-6 separated by spaces or commas.

    >>> parse_dice("1 2,3  6")
    (1, 2, 3, 6)
    >>> parse_dice("1 7")
    Traceback (most recent call last):
    ValueError: '7' is not a die: use values 1-6 separated by spaces or commas.
    """
    faces = []
    for word in text.replace(",", " ").split():
        if word not in ("1", "2", "3", "4", "5", "6"):
            raise ValueError(
                f"{quote(word)} is not a die: use values 1-6 separated by spaces or commas."
            )
        faces.append(int(word))
    return tuple(faces)


# ---------------------------------------------------------------- display


def format_turn(turn: int, game: Game) -> str:
    """Return the header of a turn.

    >>> format_turn(2, new_game(HOMEWORK))
    'Turn 2 of 6'
    """
    return f"Turn {turn} of {len(game.rules.lines)}"


def format_roll(number: int, dice) -> str:
    """Return the dice after a roll, with their positions under them.

    >>> print(format_roll(1, [3, 1, 4, 1, 5]))
    Roll 1: 3 1 4 1 5
            1 2 3 4 5  <- positions
    """
    faces = " ".join(str(die) for die in dice)
    places = " ".join(str(place) for place in POSITIONS)
    return f"Roll {number}: {faces}\n        {places}  <- positions"


def format_row(number, label: str, score, note: str = "") -> str:
    """Return one row of the sheet: number, label, score, note.

    >>> format_row(4, "Fours", 12)
    ' 4  Fours              12'
    """
    return f"{number:>2}  {label:<16}{score:>5}  {note}".rstrip()


def line_note(game: Game, name: str, dice) -> str:
    """Return what an open line would score with these dice, or why it is not available.

    >>> line_note(new_game(HOMEWORK), "Twos", [2, 5, 2, 6, 1])
    'would score 4'
    """
    if name not in allowed_lines(game, dice):
        return "not available (Joker rule)"
    return f"would score {line_score(game, name, dice)}"


def format_line_rows(game: Game, lines, dice) -> list[str]:
    """Return the rows of these lines; open ones say what the dice would score on them."""
    rows = []
    for line in lines:
        score = game.sheet[line.name]
        number = game.rules.lines.index(line) + 1
        note = line_note(game, line.name, dice) if score is None and dice else ""
        rows.append(format_row(number, line.name, "-" if score is None else score, note))
    return rows


def format_upper_bonus(game: Game) -> list[str]:
    """Return the upper subtotal and bonus rows, saying how far the bonus still is."""
    threshold, points = game.rules.upper_bonus
    subtotal = upper_total(game)
    upper_open = any(game.sheet[line.name] is None for line in game.rules.lines if line.face)
    note = (
        f"{threshold - subtotal} more for +{points}" if subtotal < threshold and upper_open else ""
    )
    return [
        format_row("", "Upper subtotal", subtotal, note),
        format_row("", "Upper bonus", upper_bonus(game)),
    ]


def format_sheet(game: Game, dice=None) -> str:
    """Return the score sheet; with dice, each open line says what they would score there.

    >>> game, _, _ = score_turn(new_game(HOMEWORK), "Ones", [1, 3, 2, 1, 1])
    >>> print(format_sheet(game, [2, 5, 2, 6, 1]))
     #  Line            Score
     1  Ones                3
     2  Twos                -  would score 4
     3  Threes              -  would score 0
     4  Fours               -  would score 0
     5  Fives               -  would score 5
     6  Sixes               -  would score 6
        Total               3
    """
    rules = game.rules
    upper = [line for line in rules.lines if line.face]
    lower = [line for line in rules.lines if not line.face]
    rows = [format_row("#", "Line", "Score")] + format_line_rows(game, upper, dice)
    if rules.upper_bonus:
        rows += format_upper_bonus(game)
    if lower:
        rows += format_line_rows(game, lower, dice) + [
            format_row("", "Lower total", lower_total(game))
        ]
    if rules.yahtzee_bonus:
        rows.append(format_row("", "Yahtzee bonus", game.yahtzee_bonus))
    rows.append(format_row("", "Total", total(game)))
    return "\n".join(rows)


def format_help(game: Game, accepted: str, has_hint: bool = False) -> str:
    """Return the help for a prompt: the rules, what this prompt accepts, the commands."""
    hint = ", hint (the best move)" if has_hint else ""
    paragraphs = [
        f"Rules ({game.rules.title}): {game.rules.summary}",
        accepted,
        f"At any prompt: help or ? (this help), card (the sheet){hint}, quit (end the game).",
    ]
    return "\n".join(textwrap.fill(paragraph, HELP_WIDTH) for paragraph in paragraphs)


def format_outlook(advisor, game: Game, value) -> str:
    """Return the parenthesis of a hint: the expected final score, or that it is a heuristic."""
    if advisor.heuristic:
        return "(heuristic)"
    return f"(expected final score {total(game) + value:.2f})"


def format_reroll_hint(advisor, game: Game, dice, roll_number: int) -> str:
    """Return the advisor's re-roll for these dice as a hint line."""
    positions, value = advisor.reroll(game, dice, roll_number)
    move = f"re-roll {format_positions(positions)}" if positions else "keep all"
    return f"Hint: {move} {format_outlook(advisor, game, value)}"


def format_line_hint(advisor, game: Game, dice) -> str:
    """Return the advisor's line for these dice as a hint line."""
    name, value = advisor.choose(game, dice)
    return f"Hint: choose {name} {format_outlook(advisor, game, value)}"


REROLL_HELP = (
    "This prompt takes the positions (1-5) of the dice to roll again: 1 3 5, 1,3,5 or 135; "
    "all re-rolls every die; keep 1 2 re-rolls all but positions 1 and 2; "
    "an empty answer or none keeps all the dice and ends the rolling."
)


def line_help(game: Game) -> str:
    """Return what the line prompt accepts in this rule set, with every short form."""
    forms = ", ".join(f"{line.name} ({'/'.join(line.aliases)})" for line in game.rules.lines)
    return (
        f"This prompt takes an open line's number (1-{len(game.rules.lines)}), "
        f"its name in any case, or its short form: {forms}."
    )


# ---------------------------------------------------------------- prompts


def ask_until_valid(question: str, parse, ask, say, commands: dict):
    """Ask until parse accepts an answer and return what it made of it.

    commands maps words such as help and card to functions that return text to
    show; they do not use up the prompt. A quit word raises QuitGame.
    """
    while True:
        answer = ask(question)
        word = normalise(answer)
        if word in QUIT_WORDS:
            raise QuitGame
        if word in commands:
            say(commands[word]())
            continue
        try:
            return parse(answer)
        except ValueError as refusal:
            say(str(refusal))


def prompt_commands(game: Game, dice, accepted: str, hint=None) -> dict:
    """Return the commands every prompt answers: help, ? and card, and hint given a hint."""
    show_help = partial(format_help, game, accepted, hint is not None)
    commands = dict.fromkeys(HELP_WORDS, show_help)
    commands["card"] = partial(format_sheet, game, dice)
    if hint is not None:
        commands["hint"] = hint
    return commands


def reroll_question(roll_number: int) -> str:
    """Return the re-roll prompt after a roll.

    >>> reroll_question(2)
    'Re-roll which positions? (1 re-roll left; Enter keeps all) > '
    """
    left = ROLLS_PER_TURN - roll_number
    count = f"{left} re-roll" if left == 1 else f"{left} re-rolls"
    return f"Re-roll which positions? ({count} left; Enter keeps all) > "


def line_question(game: Game) -> str:
    """Return the line prompt.

    >>> line_question(new_game(HOMEWORK))
    'Choose a line (1-6 or a name, e.g. ones) > '
    """
    example = line_key(open_lines(game)[0])
    return f"Choose a line (1-{len(game.rules.lines)} or a name, e.g. {example}) > "


def prompt_reroll(
    game: Game, dice, roll_number: int, ask=input, say=print, advisor=None
) -> tuple[int, ...]:
    """Ask which positions to re-roll; return them (an empty tuple keeps all the dice)."""
    hint = partial(format_reroll_hint, advisor, game, dice, roll_number) if advisor else None
    commands = prompt_commands(game, dice, REROLL_HELP, hint)
    return ask_until_valid(reroll_question(roll_number), parse_reroll, ask, say, commands)


def choose_line(game: Game, dice, ask=input, say=print, advisor=None) -> str:
    """Show the sheet with what these dice would score, then ask for an open line."""
    say(format_sheet(game, dice))
    hint = partial(format_line_hint, advisor, game, dice) if advisor else None
    commands = prompt_commands(game, dice, line_help(game), hint)
    parse = partial(parse_line, game=game, dice=dice)
    return ask_until_valid(line_question(game), parse, ask, say, commands)


# ---------------------------------------------------------------- the game

# A player decides: reroll(game, dice, roll_number) -> positions; choose(game, dice) -> line.
Player = namedtuple("Player", "reroll choose")


def human_player(ask=input, say=print, advisor=None) -> Player:
    """Return a player who answers the prompts; with an advisor, hint answers too."""
    return Player(
        partial(prompt_reroll, ask=ask, say=say, advisor=advisor),
        partial(choose_line, ask=ask, say=say, advisor=advisor),
    )


def strategy_player(strategy, say=None) -> Player:
    """Return a player that follows a strategy; with say, it shows each prompt and answer."""
    return Player(
        partial(strategy_reroll, strategy, say=say), partial(strategy_choice, strategy, say=say)
    )


def strategy_reroll(strategy, game: Game, dice, roll_number: int, say=None) -> tuple[int, ...]:
    """Return the strategy's re-roll, shown after its prompt when there is a screen."""
    positions = strategy.reroll(game, dice, roll_number)[0]
    if say:
        say(reroll_question(roll_number) + format_positions(positions))
    return positions


def strategy_choice(strategy, game: Game, dice, say=None) -> str:
    """Return the strategy's line, shown after the sheet and its prompt when there is a screen."""
    name = strategy.choose(game, dice)[0]
    if say:
        say(format_sheet(game, dice))
        say(line_question(game) + line_key(name))
    return name


def play_rolls(game: Game, rng, player: Player, say) -> list[int]:
    """Roll, let the player re-roll up to twice, and return the dice the turn ends with."""
    dice = roll(DICE, rng)
    for roll_number in range(1, ROLLS_PER_TURN + 1):
        say(format_roll(roll_number, dice))
        if roll_number == ROLLS_PER_TURN:
            break
        positions = player.reroll(game, dice, roll_number)
        if not positions:
            break
        dice = reroll(dice, positions, rng)
    return dice


def pick_line(game: Game, dice, player: Player, say) -> str:
    """Return the line the dice go on: the player's choice, or the last open line."""
    remaining = open_lines(game)
    if len(remaining) == 1:
        say(f"Only {remaining[0]} is left, so the dice go there.")
        return remaining[0]
    return player.choose(game, dice)


def play_turn(game: Game, turn: int, rng, player: Player, say=print) -> Game:
    """Play one turn: roll, re-roll, choose a line, score it; return the new game."""
    say("")
    say(format_turn(turn, game))
    dice = play_rolls(game, rng, player, say)
    name = pick_line(game, dice, player, say)
    game, points, news = score_turn(game, name, dice)
    for item in news:
        say(item)
    say(f"Scored {points} on {name}. Total: {total(game)}")
    return game


def play_game(rules: RuleSet, rng, player: Player, say=print) -> int:
    """Play a whole game and return the exit status: 0 when it ends, 1 when input runs out."""
    game = new_game(rules)
    say(f"Yahtzee: {rules.title}. Type help at any prompt for the rules.")
    try:
        for turn in range(1, len(rules.lines) + 1):
            game = play_turn(game, turn, rng, player, say)
    except QuitGame:
        say("You resigned. The sheet so far:")
        say(format_sheet(game))
        return 0
    except EOFError:
        say("")
        say("Input ended before the game was over. The sheet so far:")
        say(format_sheet(game))
        return 1
    say("")
    say("Game over.")
    say(format_sheet(game))
    say(f"Final score: {total(game)}")
    return 0


def ignore(*_) -> None:
    """Say nothing: the screen of a simulated game."""


def final_score(rules: RuleSet, rng, player: Player) -> int:
    """Play a whole game silently and return its final score."""
    game = new_game(rules)
    for turn in range(1, len(rules.lines) + 1):
        game = play_turn(game, turn, rng, player, ignore)
    return total(game)


# ---------------------------------------------------------------- the advisor
# Dice are compared as sorted tuples: 252 distinct rolls of five dice, and 462
# keeps (sorted tuples of 0-5 dice). A turn is worked out exactly over them:
# values after the last roll, the best keep before it, the best keep before that.

DiceTables = namedtuple(
    "DiceTables", "rolls roll_index keeps keep_index roll_keeps outcomes face_counts"
)
# A turn worked out: end[r], the value of ending the turn with roll r; after2[k]
# and after1[k], the expected value of keeping k at the second and first re-roll.
TurnValues = namedtuple("TurnValues", "end after2 after1")


def build_dice_tables() -> DiceTables:
    """Return every distinct roll and keep, and the tables the advisor reads from them.

    roll_keeps: the keeps each roll allows; outcomes: where each keep can lead,
    with what chance; face_counts[f]: how many dice of each roll show face f.
    """
    rolls = list(itertools.combinations_with_replacement(FACES, DICE))
    keeps = [
        keep
        for size in range(DICE + 1)
        for keep in itertools.combinations_with_replacement(FACES, size)
    ]
    keep_index = {keep: index for index, keep in enumerate(keeps)}
    roll_index = {roll: index for index, roll in enumerate(rolls)}
    roll_keeps = [sub_keeps(roll, keep_index) for roll in rolls]
    outcomes = [keep_outcomes(keep, roll_index) for keep in keeps]
    face_counts = {face: [roll.count(face) for roll in rolls] for face in FACES}
    return DiceTables(rolls, roll_index, keeps, keep_index, roll_keeps, outcomes, face_counts)


def sub_keeps(roll, keep_index) -> tuple[int, ...]:
    """Return the indexes of the distinct keeps a roll allows, the roll itself last."""
    subs = {sub for size in range(DICE) for sub in itertools.combinations(roll, size)}
    return tuple(sorted(keep_index[sub] for sub in subs)) + (keep_index[roll],)


def keep_outcomes(keep, roll_index) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """Return the rolls that keeping these dice can lead to, and the probability of each."""
    rolled = DICE - len(keep)
    extras = list(itertools.combinations_with_replacement(FACES, rolled))
    indexes = tuple(roll_index[tuple(sorted(keep + extra))] for extra in extras)
    return indexes, tuple(arrangements(extra) / len(FACES) ** rolled for extra in extras)


def arrangements(dice) -> int:
    """Return in how many orders these dice can come up.

    >>> arrangements((1, 1, 2)), arrangements((6, 6, 6)), arrangements(())
    (3, 1, 1)
    """
    orders = math.factorial(len(dice))
    for face in set(dice):
        orders //= math.factorial(dice.count(face))
    return orders


def expected_after_keep(tables: DiceTables, values, keep: int) -> float:
    """Return the expected value, over rolls, of keeping one keep and rolling the rest.

    With values that score sixes, keeping two sixes and rolling three dice is
    worth 12 + 3 x 1/6 x 6:

    >>> tables = build_dice_tables()
    >>> sixes = [roll.count(6) * 6 for roll in tables.rolls]
    >>> round(expected_after_keep(tables, sixes, tables.keep_index[(6, 6)]), 9)
    15.0

    Floats are added with math.fsum, whose exact rounding is the same on every
    Python: sum() rounds differently since 3.12, which could break a near tie
    the other way and change a seeded --auto or --simulate game.
    """
    indexes, chances = tables.outcomes[keep]
    return math.fsum(map(operator.mul, chances, map(values.__getitem__, indexes)))


def expected_after_keeps(tables: DiceTables, values) -> list[float]:
    """Return expected_after_keep for every keep."""
    return [expected_after_keep(tables, values, keep) for keep in range(len(tables.keeps))]


def best_keep_values(tables: DiceTables, keep_values) -> list[float]:
    """Return, for every roll, the value of its best keep (keeping all included)."""
    return [max(map(keep_values.__getitem__, keeps)) for keeps in tables.roll_keeps]


def best_of(ways) -> list[float]:
    """Return, roll by roll, the best of several lists of values (one list per line).

    >>> best_of([[1, 5], [3, 2]]), best_of([[4, 0]])
    ([3, 5], [4, 0])
    """
    return [max(values) for values in zip(*ways)]


def solve_turn(tables: DiceTables, end) -> TurnValues:
    """Work out a turn from the value of ending it with each roll."""
    after2 = expected_after_keeps(tables, end)
    after1 = expected_after_keeps(tables, best_keep_values(tables, after2))
    return TurnValues(end, after2, after1)


def keep_choices(tables: DiceTables, turn: TurnValues, roll: int, roll_number: int):
    """Return (value, keep) for each keep at a re-roll prompt, keeping all first.

    Keeping all the dice ends the rolling, so at the first prompt it is worth
    the end of the turn with these dice, not another re-roll prompt.
    """
    keeps = tables.roll_keeps[roll]
    values = turn.after1 if roll_number == 1 else turn.after2
    choices = [(turn.end[roll], keeps[-1])]
    return choices + [(values[keep], keep) for keep in keeps[:-1]]


def turn_start_value(tables: DiceTables, turn: TurnValues) -> float:
    """Return the expected value of a turn before its first roll.

    A turn spent on Sixes alone: each die has three chances to show a six.

    >>> tables = build_dice_tables()
    >>> sixes = [roll.count(6) * 6 for roll in tables.rolls]
    >>> round(turn_start_value(tables, solve_turn(tables, sixes)), 9) == round(455 / 36, 9)
    True
    """
    first = [
        max(value for value, _ in keep_choices(tables, turn, roll, 1))
        for roll in range(len(tables.rolls))
    ]
    return expected_after_keep(tables, first, tables.keep_index[()])


def positions_to_reroll(dice, keep) -> tuple[int, ...]:
    """Return the positions to re-roll so that the dice kept are keep (a sorted tuple).

    >>> positions_to_reroll([6, 2, 6, 3, 6], (6, 6))
    (2, 4, 5)
    """
    left = list(keep)
    positions = []
    for place, die in enumerate(dice, 1):
        if die in left:
            left.remove(die)
        else:
            positions.append(place)
    return tuple(positions)


def format_positions(positions) -> str:
    """Return re-roll positions as a player types them; none is keep all.

    >>> format_positions((4, 5)), format_positions(())
    ('4 5', 'keep all')
    """
    return " ".join(str(place) for place in positions) if positions else "keep all"


class Advisor:
    """Advice for one rule set: the best re-roll and line, with what they are worth.

    A subclass says what ending a turn with each roll is worth (turn_values)
    and what putting dice on a line is worth (line_value), both as points still
    to come; the rest is shared. The dice tables are built on first use.
    """

    heuristic = False

    def __init__(self, rules: RuleSet):
        """Advise on this rule set; nothing is worked out until it is asked."""
        self.rules = rules
        self._tables = self._plain_scores = None

    @property
    def tables(self) -> DiceTables:
        """Return the dice tables, building them the first time."""
        if self._tables is None:
            self._tables = build_dice_tables()
        return self._tables

    @property
    def plain_scores(self) -> dict:
        """Return each line's plain score of every roll, working them out the first time."""
        if self._plain_scores is None:
            self._plain_scores = {
                line.name: [line.scorer(count_faces(roll)) for roll in self.tables.rolls]
                for line in self.rules.lines
            }
        return self._plain_scores

    def reroll(self, game: Game, dice, roll_number: int):
        """Return (positions to re-roll, points still to come) for the best keep."""
        tables = self.tables
        roll = tables.roll_index[tuple(sorted(dice))]
        choices = keep_choices(tables, self.turn_values(game), roll, roll_number)
        value, keep = max(choices, key=lambda choice: choice[0])
        return positions_to_reroll(dice, tables.keeps[keep]), value

    def choose(self, game: Game, dice):
        """Return (line, points still to come) for the best allowed line; ties go up the sheet."""
        values = [(self.line_value(game, name, dice), name) for name in allowed_lines(game, dice)]
        value, name = max(values, key=lambda choice: choice[0])
        return name, value


class ExactAdvisor(Advisor):
    """Optimal play where the state between turns is just the set of open lines.

    That holds for a rule set without bonuses, like the homework game. The
    game is solved once, for every set of open lines, the smallest first: at
    most 64 of them for six lines.
    """

    def __init__(self, rules: RuleSet):
        """Advise on this rule set; the whole game is solved at the first question."""
        super().__init__(rules)
        self._solution = None

    def solution(self) -> tuple[dict, dict]:
        """Return (turns, future) by set of open lines, solving the game the first time.

        turns holds each set's turn worked out; future, its expected points still to come.
        """
        if self._solution is None:
            self._solution = self.solve()
        return self._solution

    def solve(self) -> tuple[dict, dict]:
        """Work out every turn of every set of open lines, each from the smaller sets."""
        tables, scores = self.tables, self.plain_scores
        names = [line.name for line in self.rules.lines]
        turns, future = {}, {frozenset(): 0.0}
        for size in range(1, len(names) + 1):
            for lines in itertools.combinations(names, size):
                left = frozenset(lines)
                ways = [
                    [score + future[left - {name}] for score in scores[name]] for name in lines
                ]
                turns[left] = solve_turn(tables, best_of(ways))
                future[left] = turn_start_value(tables, turns[left])
        return turns, future

    def turn_values(self, game: Game) -> TurnValues:
        """Return this turn worked out; the first call solves the whole game."""
        return self.solution()[0][frozenset(open_lines(game))]

    def line_value(self, game: Game, name: str, dice) -> float:
        """Return the points still to come when the dice go on the named line."""
        future = self.solution()[1]
        return line_score(game, name, dice) + future[frozenset(open_lines(game)) - {name}]

    def expected_score(self, game: Game) -> float:
        """Return the expected final score from the start of a turn, with optimal play."""
        return total(game) + self.solution()[1][frozenset(open_lines(game))]


class HeuristicAdvisor(Advisor):
    """Good play for any rule set: each turn worked out exactly, against an estimate of the rest.

    Ending a turn is worth the points it scores now (bonuses and Jokers
    included, by the game's own score_turn) plus an outlook on the rest: each
    open line's par (its expected score when played alone for one turn) and
    the upper bonus times the chance it is still reached. Only the turn at
    hand is searched, so it is fast but not optimal.
    """

    heuristic = True

    def __init__(self, rules: RuleSet):
        """Advise on this rule set; pars are worked out at the first question."""
        super().__init__(rules)
        self._last = (None, None)
        self._pars = None

    def pars(self) -> dict:
        """Return each line's par: its expected score when played alone for one turn."""
        if self._pars is None:
            tables = self.tables
            self._pars = {
                name: turn_start_value(tables, solve_turn(tables, scores))
                for name, scores in self.plain_scores.items()
            }
        return self._pars

    def outlook(self, game: Game) -> float:
        """Return the points the open lines and bonuses are expected to bring."""
        pars = self.pars()
        return math.fsum(pars[name] for name in open_lines(game)) + self.upper_outlook(game)

    def upper_outlook(self, game: Game) -> float:
        """Return the upper bonus times the chance it is still to come."""
        rules = game.rules
        if rules.upper_bonus is None or upper_bonus(game):
            return 0.0
        threshold, points = rules.upper_bonus
        lines = [line for line in rules.lines if line.face and game.sheet[line.name] is None]
        if not lines:
            return 0.0
        mean = math.fsum(self.pars()[line.name] for line in lines)
        spread = math.sqrt(math.fsum((UPPER_SPREAD * line.face) ** 2 for line in lines))
        gap = (mean - (threshold - upper_total(game))) / spread
        return points * 0.5 * (1 + math.erf(gap / math.sqrt(2)))

    def line_value(self, game: Game, name: str, dice) -> float:
        """Return the points the dice score on the line now, plus the outlook after."""
        after, _, _ = score_turn(game, name, dice)
        return total(after) - total(game) + self.outlook(after)

    def turn_values(self, game: Game) -> TurnValues:
        """Return this turn worked out, reusing the last one while the game is the same."""
        key = (tuple(game.sheet.values()), game.yahtzee_bonus)
        if self._last[0] != key:
            self._last = (key, solve_turn(self.tables, self.end_values(game)))
        return self._last[1]

    def end_values(self, game: Game) -> list[float]:
        """Return line_value of the best allowed line for every roll.

        Unless a Joker or a Yahtzee bonus is in play, a roll's value on a line
        depends only on the line's plain score (a lower line) or on how many
        dice show its face (an upper line). So each line is valued on a few
        sample rolls and spread to all; only Joker rolls are valued one by one.
        """
        tables = self.tables
        end = best_of([self.line_values(game, name) for name in open_lines(game)])
        for face in FACES:
            roll = (face,) * DICE
            if is_joker(game, roll) or earned_yahtzee_bonus(game, roll):
                values = [self.line_value(game, name, roll) for name in allowed_lines(game, roll)]
                end[tables.roll_index[roll]] = max(values)
        return end

    def line_values(self, game: Game, name: str) -> list[float]:
        """Return line_value of one line for every roll (Joker rolls aside)."""
        line = find_line(game.rules, name)
        if line.face:
            by_count = [
                self.line_value(game, name, sample_roll(line.face, n)) for n in range(DICE + 1)
            ]
            return [by_count[n] for n in self.tables.face_counts[line.face]]
        plain = self.plain_scores[name]
        sample = sample_roll(FACES[0], 1)
        shift = self.line_value(game, name, sample) - plain[self.tables.roll_index[sample]]
        return [score + shift for score in plain]


def sample_roll(face: int, count: int) -> tuple[int, ...]:
    """Return a sorted roll with count dice showing face, the others all different from it.

    >>> sample_roll(6, 2), sample_roll(1, 0)
    ((1, 2, 3, 6, 6), (2, 3, 4, 5, 6))
    """
    others = [other for other in FACES if other != face]
    return tuple(sorted((face,) * count + tuple(others[: DICE - count])))


class GreedyStrategy:
    """The strategy to beat: keep the face worth most, then take the best score now."""

    heuristic = True

    def __init__(self, rules: RuleSet):
        """Play this rule set greedily."""
        self.rules = rules

    def reroll(self, game: Game, dice, roll_number: int):
        """Return (positions not showing the face worth most, None)."""
        face = greedy_face(game, dice)
        return tuple(place for place, die in enumerate(dice, 1) if die != face), None

    def choose(self, game: Game, dice):
        """Return (the allowed line that scores most now, None); ties go up the sheet."""
        return max(allowed_lines(game, dice), key=lambda name: line_score(game, name, dice)), None


def greedy_face(game: Game, dice) -> int:
    """Return the face worth most (count x face) among faces whose upper line is open.

    Ties go to the higher face; with no upper line open, every face counts.

    >>> greedy_face(new_game(HOMEWORK), [1, 1, 1, 1, 3])
    1
    >>> greedy_face(new_game(HOMEWORK), [2, 2, 4, 5, 5])
    5
    """
    faces = [line.face for line in game.rules.lines if line.face and game.sheet[line.name] is None]
    return max(faces or FACES, key=lambda face: (face * dice.count(face), face))


def make_strategy(rules: RuleSet, name: str = "optimal"):
    """Return a strategy: greedy, or the best advisor there is for the rule set.

    The exact advisor needs a game whose state is just its open lines (no
    bonuses, no Jokers) and few enough lines to solve every set of them at once.

    >>> [type(make_strategy(rules)).__name__ for rules in (HOMEWORK, YAHTZEE, YACHT)]
    ['ExactAdvisor', 'HeuristicAdvisor', 'HeuristicAdvisor']
    """
    if name == "greedy":
        return GreedyStrategy(rules)
    plain = not (rules.upper_bonus or rules.yahtzee_bonus or rules.joker)
    if plain and 2 ** len(rules.lines) <= EXACT_STATES:
        return ExactAdvisor(rules)
    return HeuristicAdvisor(rules)


def simulate(rules: RuleSet, strategy, games: int, rng, progress=ignore) -> list[int]:
    """Play games silently with a strategy; return their final scores."""
    player = strategy_player(strategy)
    scores = []
    for played in range(1, games + 1):
        scores.append(final_score(rules, rng, player))
        progress(played, games)
    return scores


def format_summary(scores) -> str:
    """Return the count, mean, standard deviation, least and greatest of the scores.

    >>> print(format_summary([50, 60, 70]))
    Games: 3
    Mean: 60.00
    Std dev: 8.16
    Min: 50
    Max: 70
    """
    mean = sum(scores) / len(scores)
    spread = math.sqrt(math.fsum((score - mean) ** 2 for score in scores) / len(scores))
    return "\n".join(
        [
            f"Games: {len(scores)}",
            f"Mean: {mean:.2f}",
            f"Std dev: {spread:.2f}",
            f"Min: {min(scores)}",
            f"Max: {max(scores)}",
        ]
    )


def format_histogram(scores, bars: int = 20, width: int = 50) -> str:
    """Return a text histogram of the scores: at most about bars rows of # marks.

    >>> print(format_histogram([3, 5, 5, 14], bars=2, width=4))
     0-  9 |#### 3
    10- 19 |## 1
    """
    step = histogram_step(max(scores) - min(scores), bars)
    counts = {}
    for score in scores:
        counts[score // step * step] = counts.get(score // step * step, 0) + 1
    most = max(counts.values())
    rows = []
    for low in range(min(counts), max(counts) + step, step):
        count = counts.get(low, 0)
        marks = "#" * math.ceil(count * width / most)
        rows.append(f"{low:>2}-{low + step - 1:>3} |{marks} {count}")
    return "\n".join(rows)


def histogram_step(spread: int, bars: int) -> int:
    """Return the roundest bin width that shows a spread of scores in at most bars rows.

    >>> histogram_step(82, 20), histogram_step(0, 20), histogram_step(1400, 20)
    (5, 1, 100)
    """
    return next(step for step in HISTOGRAM_STEPS if step * bars > spread)


class Progress:
    """Show how many games are played on a terminal, once a run takes more than a second."""

    def __init__(self, stream, clock=time.monotonic):
        """Write to stream (a terminal), timing with clock."""
        self.stream, self.clock = stream, clock
        self.start = self.shown = clock()
        self.started = False

    def __call__(self, played: int, games: int) -> None:
        """Show the count now and then; the last call clears it."""
        now = self.clock()
        if played == games:
            if self.started:
                self.stream.write("\r" + " " * 40 + "\r")
            return
        if now - self.start >= 1 and now - self.shown >= 0.2:
            self.stream.write(f"\rPlayed {played} of {games} games")
            self.stream.flush()
            self.shown, self.started = now, True


def print_simulation(rules: RuleSet, strategy, games: int, rng) -> int:
    """Simulate games, print their summary and histogram, and return 0."""
    progress = Progress(sys.stderr) if sys.stderr and sys.stderr.isatty() else ignore
    scores = simulate(rules, strategy, games, rng, progress)
    print(format_summary(scores))
    print(format_histogram(scores))
    return 0


# ---------------------------------------------------------------- command line


def echoing_input(question: str) -> str:
    """Ask like input(), then echo the answer, so a piped transcript reads like a terminal."""
    answer = input(question)
    print(answer)
    return answer


def console_ask():
    """Return the function that asks the player: input(), echoing when input is piped.

    Strange bytes in the input become \ufffd instead of an error.
    """
    for stream in (sys.stdin, sys.stdout):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")
    return input if sys.stdin and sys.stdin.isatty() else echoing_input


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser; its epilog lists the rule sets, one line each."""
    rule_sets = "\n".join(f"  {key:<10}{rules.title}" for key, rules in RULE_SETS.items())
    parser = argparse.ArgumentParser(
        prog="yahtzee.py",
        description="Play Yahtzee at the console: by default the homework's six-turn game.",
        epilog=f"rule sets (--rules):\n{rule_sets}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_game_options(parser)
    add_mode_options(parser)
    parser.add_argument("--version", action="version", version=f"%(prog)s {VERSION}")
    return parser


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """Add the options that set up a game: its rules and its dice."""
    parser.add_argument(
        "--rules", choices=RULE_SETS, help="the rule set to play (default: homework)"
    )
    parser.add_argument(
        "--full", action="store_true", help="play the official 13-line card: --rules yahtzee"
    )
    parser.add_argument("--seed", type=int, help="seed the dice, so a game can be replayed")
    parser.add_argument(
        "--dice",
        metavar='"D D D ..."',
        help="scripted dice (1-6, spaces or commas between), used in order before random ones",
    )


def add_mode_options(parser: argparse.ArgumentParser) -> None:
    """Add the options that do something other than a game played by hand."""
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--score",
        nargs="*",
        metavar=("LINE", "D"),
        help="print the score of five dice on a line (a name or short form) and exit",
    )
    mode.add_argument("--auto", action="store_true", help="watch the advisor play a whole game")
    mode.add_argument(
        "--simulate", type=int, metavar="N", help="play N games silently, print stats"
    )
    parser.add_argument(
        "--strategy",
        choices=("optimal", "greedy"),
        help="who plays --simulate or --auto: the advisor (optimal, the default) or greedy",
    )


def choose_rules(key, full: bool) -> RuleSet:
    """Return the rule set named on the command line (--full is --rules yahtzee).

    >>> choose_rules(None, False).key, choose_rules(None, True).key
    ('homework', 'yahtzee')
    >>> choose_rules("yacht", False).key
    'yacht'
    """
    if full and key not in (None, YAHTZEE.key):
        raise ValueError(f"--full plays --rules yahtzee, not --rules {key}: give one of them.")
    return YAHTZEE if full else RULE_SETS[key or HOMEWORK.key]


def score_words(rules: RuleSet, words) -> int:
    """Return the score that --score LINE D D D D D asks for, or raise ValueError saying why not.

    >>> score_words(YACHT, ["four of a kind", "3", "3", "3", "3", "3"])
    12
    >>> score_words(YACHT, ["fours", "4 4 4"])
    Traceback (most recent call last):
    ValueError: --score takes a line and exactly five dice, e.g. --score fours 4 4 4 1 1; got 3.
    """
    if not words:
        raise ValueError("--score takes a line and five dice, e.g. --score fours 4 4 4 1 1.")
    dice = parse_dice(" ".join(words[1:]))
    if len(dice) != DICE:
        raise ValueError(
            "--score takes a line and exactly five dice, e.g. --score fours 4 4 4 1 1; "
            f"got {len(dice)}."
        )
    try:
        return score_line(words[0], dice, rules)
    except ValueError:
        names = ", ".join(line_key(line.name) for line in rules.lines)
        raise ValueError(
            f"{quote(words[0])} is not a line of --rules {rules.key}, whose lines are: {names}."
        ) from None


def print_score(rules: RuleSet, words) -> int:
    """Print the score --score asks for and return 0; or say why not on stderr and return 2."""
    try:
        print(score_words(rules, words))
    except ValueError as error:
        print(f"yahtzee.py: error: {error}", file=sys.stderr)
        return 2
    return 0


def make_rng(seed, scripted):
    """Return the random generator for a game: seeded, then behind any scripted dice."""
    rng = random.Random(seed)
    return ScriptedRandom(scripted, rng) if scripted else rng


def check_args(args) -> tuple[RuleSet, tuple[int, ...]]:
    """Return the rule set and scripted dice, or raise ValueError for options that do not fit."""
    if args.simulate is not None and args.simulate < 1:
        raise ValueError(f"--simulate takes a number of games, 1 or more, not {args.simulate}.")
    if args.strategy and not (args.simulate or args.auto):
        raise ValueError("--strategy goes with --simulate or --auto.")
    return choose_rules(args.rules, args.full), parse_dice(args.dice or "")


def run(argv) -> int:
    """Parse the command line and do what it asks; return the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        rules, scripted = check_args(args)
    except ValueError as error:
        parser.error(str(error))
    if args.score is not None:
        return print_score(rules, args.score)
    rng = make_rng(args.seed, scripted)
    strategy = make_strategy(rules, args.strategy or "optimal")
    if args.simulate:
        return print_simulation(rules, strategy, args.simulate, rng)
    if args.auto:
        return play_game(rules, rng, strategy_player(strategy, print))
    return play_game(rules, rng, human_player(console_ask(), print, strategy))


def quiet_closed_pipe() -> None:
    """Point stdout at the null device, so a reader that left early costs no error at exit."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def main(argv=None) -> int:
    """Run the program; return its exit status. No traceback reaches the user."""
    try:
        status = run(argv)
    except SystemExit as stop:  # argparse ends --help, --version and usage errors this way
        status = stop.code
    except KeyboardInterrupt:
        print("\nInterrupted.", file=sys.stderr)
        return 130
    except BrokenPipeError:
        quiet_closed_pipe()
        return 1
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        quiet_closed_pipe()
    return status


if __name__ == "__main__":
    sys.exit(main())
