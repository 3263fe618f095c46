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
import os
import random
import sys
from collections import namedtuple
from functools import partial

VERSION = "1.0.0"
DICE = 5
FACES = (1, 2, 3, 4, 5, 6)
POSITIONS = tuple(range(1, DICE + 1))
ROLLS_PER_TURN = 3

FACE_NAMES = (None, "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
QUIT_WORDS = ("quit", "q", "exit", "resign")
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
    """Return the line of rules with this exact name."""
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
    """Return a game with every line of the sheet open."""
    return Game(rules, {line.name: None for line in rules.lines}, 0)


def open_lines(game: Game) -> list[str]:
    """Return the names of the open lines, in sheet order."""
    return [name for name, score in game.sheet.items() if score is None]


def upper_total(game: Game) -> int:
    """Return the sum of the upper lines used so far."""
    return sum(game.sheet[line.name] or 0 for line in game.rules.lines if line.face)


def lower_total(game: Game) -> int:
    """Return the sum of the lower lines used so far."""
    return sum(game.sheet[line.name] or 0 for line in game.rules.lines if not line.face)


def upper_bonus(game: Game) -> int:
    """Return the upper bonus earned so far (0 for a rule set without one)."""
    if game.rules.upper_bonus is None:
        return 0
    threshold, points = game.rules.upper_bonus
    return points if upper_total(game) >= threshold else 0


def total(game: Game) -> int:
    """Return the running total: every line, the upper bonus and any Yahtzee bonus."""
    return upper_total(game) + lower_total(game) + upper_bonus(game) + game.yahtzee_bonus


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
    """Return whether these dice are a Yahtzee played under the Joker rules."""
    rules = game.rules
    return rules.joker and is_five_of_a_kind(dice) and game.sheet[rules.yahtzee_line] is not None


def allowed_lines(game: Game, dice) -> list[str]:
    """Return the open lines these dice may go on; the Joker rules can narrow the choice.

    A Joker must go on the upper line of its face if that is open; else on an
    open lower line; else on any open upper line.
    """
    choices = open_lines(game)
    if not is_joker(game, dice):
        return choices
    lines = [find_line(game.rules, name) for name in choices]
    own_face = [line.name for line in lines if line.face == dice[0]]
    lower = [line.name for line in lines if not line.face]
    return own_face or lower or choices


def line_score(game: Game, name: str, dice) -> int:
    """Return what these dice score on a line in this game, a Joker's full value included."""
    line = find_line(game.rules, name)
    if line.joker_points is not None and is_joker(game, dice):
        return line.joker_points
    return line.scorer(count_faces(dice))


def check_choice(game: Game, name: str, dice) -> None:
    """Raise ValueError, with the reason, unless these dice may go on the named line."""
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
    """Return the Yahtzee bonus these dice earn: only while the Yahtzee line holds its 50."""
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
    positions = []
    for word in text.replace(",", " ").split():
        for char in word:
            if char not in "12345":
                bad = word if len(word) > 1 and not word.isdecimal() else char
                raise ValueError(
                    f"{quote(bad)} is not a position. Enter positions 1-5, e.g. 1 3 5, "
                    "or press Enter to keep all."
                )
            if int(char) in positions:
                raise ValueError(
                    f"Position {char} is given twice. Give each position once, e.g. 1 3 5."
                )
            positions.append(int(char))
    return tuple(positions)


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
    """Return every word that names a line of rules (number, name, short form) -> its name."""
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
    """Return the open line an answer chooses for these dice, or raise ValueError saying why."""
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
    """Return one row of the sheet: number, label, score, note."""
    return f"{number:>2}  {label:<16}{score:>5}  {note}".rstrip()


def line_note(game: Game, name: str, dice) -> str:
    """Return what an open line would score with these dice, or why it is not available."""
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


def format_help(game: Game, accepted: str) -> str:
    """Return the help for a prompt: the rules, what this prompt accepts, the commands."""
    return "\n".join(
        [
            f"Rules ({game.rules.title}): {game.rules.summary}",
            accepted,
            "At any prompt: help or ? (this help), card (the sheet), quit (end the game).",
        ]
    )


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


def prompt_commands(game: Game, dice, accepted: str) -> dict:
    """Return the commands every prompt answers: help, ? and card."""
    show_help = partial(format_help, game, accepted)
    return {"help": show_help, "?": show_help, "card": partial(format_sheet, game, dice)}


def prompt_reroll(game: Game, dice, roll_number: int, ask=input, say=print) -> tuple[int, ...]:
    """Ask which positions to re-roll; return them (an empty tuple keeps all the dice)."""
    left = "1 re-roll" if roll_number == ROLLS_PER_TURN - 1 else "2 re-rolls"
    question = f"Re-roll which positions? ({left} left; e.g. 1 3 5, all; Enter keeps all) > "
    commands = prompt_commands(game, dice, REROLL_HELP)
    return ask_until_valid(question, parse_reroll, ask, say, commands)


def choose_line(game: Game, dice, ask=input, say=print) -> str:
    """Show the sheet with what these dice would score, then ask for an open line."""
    say(format_sheet(game, dice))
    example = open_lines(game)[0].lower()
    question = f"Choose a line (1-{len(game.rules.lines)} or a name, e.g. {example}) > "
    commands = prompt_commands(game, dice, line_help(game))
    return ask_until_valid(question, partial(parse_line, game=game, dice=dice), ask, say, commands)


# ---------------------------------------------------------------- the game

# A player decides: reroll(game, dice, roll_number) -> positions; choose(game, dice) -> line.
Player = namedtuple("Player", "reroll choose")


def human_player(ask=input, say=print) -> Player:
    """Return a player who answers the prompts."""
    return Player(partial(prompt_reroll, ask=ask, say=say), partial(choose_line, ask=ask, say=say))


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
    parser.add_argument(
        "--score",
        nargs="*",
        metavar=("LINE", "D"),
        help="print the score of five dice on a line (a name or short form) and exit",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {VERSION}")
    return parser


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


def run(argv) -> int:
    """Parse the command line and do what it asks; return the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        rules = choose_rules(args.rules, args.full)
        scripted = parse_dice(args.dice or "")
    except ValueError as error:
        parser.error(str(error))
    if args.score is not None:
        return print_score(rules, args.score)
    return play_game(rules, make_rng(args.seed, scripted), human_player(console_ask(), print))


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
