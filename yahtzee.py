#!/usr/bin/env python3
"""Yahtzee at the console, for classrooms: the homework's six-turn game, then the full card.

The homework game: six turns. Each turn, roll five dice; re-roll any of them (all,
none or some), then once more; keeping all the dice ends the rolling. Then put the
dice on an unused line of the sheet: Ones to Sixes, each scoring the sum of the dice
that show its face (a zero is allowed). When one line is left, the game fills it.
The final score is the total of the six lines.

Play:  python3 yahtzee.py              (python3 yahtzee.py --help lists the options)
Test:  make test

The file reads in teaching order, one part after another:
  Part 1: the homework game, whole and alone: dice, scoring, the sheet, answers,
          display, the prompts, the turn and the game loop.
  Part 2: the full card (--full) and the other rule sets (--rules): more scorers, and
          the Joker rules and bonuses, plugged into the seams of Part 1's rule sets.
  Part 3: the advisor (hint, --auto, --simulate, --solve): the best move, worked out over
          rolls; exact from a solved table, or a heuristic until there is one.
  Part 4: Yacht Dice's command language and the HTTP API (--serve): a game played by
          commands such as roll, hold 1 3 5 and score fh, as JSON over HTTP.
  Part 5: the command line: options, the console, signals, exit statuses.
"""

from __future__ import annotations

import argparse
import array
import contextlib
import difflib
import itertools
import json
import math
import operator
import os
import random
import shutil
import signal
import sys
import textwrap
import threading
import time
from collections import OrderedDict, namedtuple
from functools import cache, partial

VERSION = "1.0.0"
DICE = 5
FACES = (1, 2, 3, 4, 5, 6)
POSITIONS = tuple(range(1, DICE + 1))
ROLLS_PER_TURN = 3


# ==========================================================================================
# Part 1: the homework game, whole and alone.
# A game of `python3 yahtzee.py` runs only this part and the command line (Part 4). Later
# parts extend it through two seams: the optional functions of a rule set (RuleSet), and
# extra commands handed to the prompts (Command).
# ==========================================================================================

FACE_NAMES = (None, "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
QUIT_WORDS = ("quit", "q", "exit", "resign")
HELP_WORDS = ("help", "?")

# A line of the sheet: its name, its short forms, its scorer (a function of the counts
# of the dice), the face an upper line counts (None on a lower line), and what it scores.
Line = namedtuple("Line", "name aliases scorer face about", defaults=(None, ""))

# A rule set is data: the game loop never asks which one it is playing. The homework
# game needs only key, title, summary and lines; the other fields are seams, None here,
# through which Part 2 adds the full card's rules:
#   check(game, name, dice)       raises ValueError, with the reason, if the dice may
#                                 not go on that open line (the Joker rules);
#   points(game, line, dice)      what the dice score on a line, in place of its scorer;
#   reward(before, after, dice)   [(label, points, news)] a turn earns beyond its line;
#   layout(game, dice)            the rows of the sheet between its heading and Total;
#   card                          the data those functions read.
RuleSet = namedtuple(
    "RuleSet",
    "key title summary lines check points reward layout card",
    defaults=(None, None, None, None, None),
)

# The state of a game: its rule set, the sheet (line name -> points, or None while the
# line is open) and the points earned beyond the lines (label -> points).
Game = namedtuple("Game", "rules sheet bonuses")


class QuitGame(Exception):
    """The player asked to end the game."""


# ------------------------------------------------------------------------------ dice
# A die is a function of no arguments that returns a face, as in CS 61A's Hog: the game
# rolls with whatever die it is given, and tests give it scripted faces.


def roll_face(rng) -> int:
    """Return a face 1-6 made from rng.random(), whose sequence is the same on every Python."""
    return 1 + int(rng.random() * len(FACES))


def random_die(rng):
    """Return a die that rolls with rng, a random.Random (seeded for a game that repeats)."""
    return partial(roll_face, rng)


def scripted_die(faces, then):
    """Return a die that shows these faces in order, then rolls like the die `then`.

    >>> die = scripted_die([6, 2], then=lambda: 1)
    >>> [die(), die(), die()]
    [6, 2, 1]
    """
    script = iter(tuple(faces))
    return lambda: next(script, None) or then()


def roll(count: int, die) -> list[int]:
    """Return count dice freshly rolled with die.

    >>> roll(5, iter([3, 1, 4, 1, 5]).__next__)
    [3, 1, 4, 1, 5]
    >>> roll(0, iter([]).__next__)
    []
    """
    return [die() for _ in range(count)]


def reroll(dice: list[int], positions, die) -> list[int]:
    """Return a copy of dice in which the dice at positions (1-5) are rolled again.

    The new dice are rolled in position order, whatever order positions come in.

    >>> reroll([1, 2, 3, 4, 5], (4, 2), iter([6, 5]).__next__)
    [1, 6, 3, 5, 5]
    >>> reroll([1, 2, 3, 4, 5], (), iter([]).__next__)
    [1, 2, 3, 4, 5]
    """
    chosen = set(positions)
    return [die() if place in chosen else face for place, face in enumerate(dice, 1)]


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


def make_die(seed, scripted):
    """Return the die for a game: seeded, and showing any scripted faces first."""
    die = random_die(random.Random(seed))
    return scripted_die(scripted, then=die) if scripted else die


# ------------------------------------------------------------------------------ scoring
# Every scorer reads the counts of the dice: counts[f] is how many dice show face f.


def count_faces(dice) -> tuple[int, ...]:
    """Return the counts of the dice; counts[0] is always 0.

    >>> count_faces([6, 1, 6, 6, 2])
    (0, 1, 1, 0, 0, 0, 3)
    """
    return tuple(dice.count(face) for face in range(len(FACES) + 1))


def sum_of_face(face: int, counts) -> int:
    """Score an upper line: the sum of the dice showing face.

    >>> sum_of_face(4, count_faces([4, 4, 4, 1, 1]))
    12
    >>> sum_of_face(4, count_faces([1, 3, 6, 2, 1]))
    0
    """
    return face * counts[face]


def upper_lines() -> tuple[Line, ...]:
    """Return the six upper lines, Ones to Sixes, that every rule set starts with."""
    return tuple(
        Line(
            FACE_NAMES[face],
            (f"{face}s",),
            partial(sum_of_face, face),
            face,
            f"the sum of the dice showing {face}",
        )
        for face in FACES
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


# ------------------------------------------------------------------------------ the sheet


def new_game(rules: RuleSet) -> Game:
    """Return a game with every line of the sheet open.

    >>> game = new_game(HOMEWORK)
    >>> game.sheet["Fours"] is None, total(game)
    (True, 0)
    """
    return Game(rules, {line.name: None for line in rules.lines}, {})


def get_line(rules: RuleSet, name: str) -> Line:
    """Return the line of rules with this exact name.

    >>> get_line(HOMEWORK, "Fours").face
    4
    """
    return next(line for line in rules.lines if line.name == name)


def open_lines(game: Game) -> list[str]:
    """Return the names of the open lines, in sheet order.

    >>> game, _, _ = score_turn(new_game(HOMEWORK), "Twos", [2, 2, 1, 1, 1])
    >>> open_lines(game)
    ['Ones', 'Threes', 'Fours', 'Fives', 'Sixes']
    """
    return [name for name, points in game.sheet.items() if points is None]


def total(game: Game) -> int:
    """Return the running total: the points on every line, and any earned beyond them."""
    on_lines = sum(points for points in game.sheet.values() if points)
    return on_lines + sum(game.bonuses.values())


def score_line(game: Game, name: str, dice) -> int:
    """Return the points the dice score on the named line in this game.

    A line's scorer gives them, unless the rule set scores lines its own way.

    >>> score_line(new_game(HOMEWORK), "Fours", [4, 4, 4, 1, 1])
    12
    >>> score_line(new_game(HOMEWORK), "Fours", [1, 3, 6, 2, 1])
    0
    """
    line = get_line(game.rules, name)
    if game.rules.points:
        return game.rules.points(game, line, dice)
    return line.scorer(count_faces(dice))


def check_choice(game: Game, name: str, dice) -> None:
    """Raise ValueError, with the reason, unless these dice may go on the named line.

    A rule set's own check comes first: its reason can say more than "already used".

    >>> game, _, _ = score_turn(new_game(HOMEWORK), "Twos", [2, 2, 1, 1, 1])
    >>> check_choice(game, "Twos", [2, 2, 2, 2, 2])
    Traceback (most recent call last):
    ValueError: Twos is already used. Open lines: Ones, Threes, Fours, Fives, Sixes.
    """
    if game.rules.check:
        game.rules.check(game, name, dice)
    if game.sheet[name] is not None:
        raise ValueError(f"{name} is already used. Open lines: {', '.join(open_lines(game))}.")


def score_turn(game: Game, name: str, dice) -> tuple[Game, int, list[str]]:
    """Put the dice on the named line; return the new game, the line's points and any news.

    The old game is left as it was.

    >>> game, points, news = score_turn(new_game(HOMEWORK), "Fives", [5, 5, 5, 5, 5])
    >>> points, total(game), news
    (25, 25, [])
    """
    check_choice(game, name, dice)
    points = score_line(game, name, dice)
    after = game._replace(sheet={**game.sheet, name: points})
    earned = game.rules.reward(game, after, dice) if game.rules.reward else []
    bonuses = dict(after.bonuses)
    for label, extra, _ in earned:
        bonuses[label] = bonuses.get(label, 0) + extra
    return after._replace(bonuses=bonuses), points, [news for _, _, news in earned]


# ------------------------------------------------------------------------------ answers
# A parser returns what an answer means, or raises ValueError with the message the
# player sees; the prompt loop shows it and asks again.


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


def suggest(word: str, choices) -> str:
    """Return the choice closest to a near miss, or "" when none is close.

    >>> suggest("fourz", ["fours", "fives"]), suggest("xyz", ["fours"])
    ('fours', '')
    """
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.75)
    return close[0] if close else ""


def check_near_miss(word: str, known) -> None:
    """Raise ValueError suggesting a known word, if word is a near miss of one.

    >>> check_near_miss("keep", ["keep"]), check_near_miss("xyz", ["keep"])
    (None, None)
    """
    close = suggest(word, known) if word.isalpha() and word not in known else ""
    if close:
        raise ValueError(f"{quote(word)} is not a position. Did you mean {close}?")


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
    ValueError: '6' is not a position. Type positions 1-5, e.g. 1 3 5; Enter keeps all.
    """
    bad = [char for char in word if char not in "12345"]
    if bad:
        shown = bad[0] if word.isdecimal() else word
        raise ValueError(
            f"{quote(shown)} is not a position. Type positions 1-5, e.g. 1 3 5; Enter keeps all."
        )
    return [int(char) for char in word]


# The words the re-roll prompt takes besides positions, and what each re-rolls.
REROLL_WORDS = {"": (), "none": (), "keep all": (), "all": POSITIONS, "keep none": POSITIONS}


def parse_reroll(answer: str) -> tuple[int, ...]:
    """Return the positions to re-roll, in order; an empty tuple keeps all the dice.

    An answer of only spaces is an empty answer.

    >>> parse_reroll(" 5 1 "), parse_reroll("ALL"), parse_reroll("keep 1 2")
    ((1, 5), (1, 2, 3, 4, 5), (3, 4, 5))
    >>> parse_reroll("   "), parse_reroll("none"), parse_reroll("keep none")
    ((), (), (1, 2, 3, 4, 5))
    >>> parse_reroll("kep 1 2")
    Traceback (most recent call last):
    ValueError: 'kep' is not a position. Did you mean keep?
    """
    words = normalise(answer)
    if words in REROLL_WORDS:
        return REROLL_WORDS[words]
    check_near_miss(words.split(" ")[0], ["keep", "all", "none"])
    if words.startswith("keep"):
        kept = parse_positions(words[len("keep") :])
        if not kept:
            raise ValueError("Say which positions to keep, e.g. keep 1 2, or keep all.")
        return tuple(place for place in POSITIONS if place not in kept)
    return tuple(sorted(parse_positions(words)))


def line_words(rules: RuleSet, numbers: bool = True) -> dict[str, str]:
    """Return every word that names a line of rules (number, name, short form) -> its name.

    >>> words = line_words(HOMEWORK)
    >>> words["4"], words["fours"], words["4s"]
    ('Fours', 'Fours', 'Fours')
    """
    words = {}
    for number, line in enumerate(rules.lines, 1):
        if numbers:
            words[str(number)] = line.name
        words[line_key(line.name)] = line.name
        words.update((line_key(alias), line.name) for alias in line.aliases)
    return words


def line_name(answer: str, rules: RuleSet, numbers: bool = True) -> str:
    """Return the name of the line an answer names, or raise ValueError saying what is accepted.

    >>> line_name(" FOURS ", HOMEWORK), line_name("4s", HOMEWORK), line_name("4", HOMEWORK)
    ('Fours', 'Fours', 'Fours')
    >>> line_name("7", HOMEWORK)
    Traceback (most recent call last):
    ValueError: '7' is not a line. Enter 1-6, a name such as fours, or a short form such as 4s.
    >>> line_name("fourz", HOMEWORK)
    Traceback (most recent call last):
    ValueError: 'fourz' is not a line. Did you mean fours?
    """
    words = line_words(rules, numbers)
    name = words.get(line_key(answer))
    if name is not None:
        return name
    close = suggest(line_key(answer), [word for word in words if not word.isdecimal()])
    if close:
        raise ValueError(f"{quote(answer)} is not a line. Did you mean {close}?")
    how = f"1-{len(rules.lines)}, a name" if numbers else "a name"
    what = f"{quote(answer)} is not a line." if answer.strip() else "No line was given."
    raise ValueError(f"{what} Enter {how} such as fours, or a short form such as 4s.")


def parse_line(answer: str, game: Game, dice) -> str:
    """Return the open line an answer chooses for these dice, or raise ValueError saying why.

    >>> parse_line(" 4s", new_game(HOMEWORK), [4, 4, 1, 2, 3])
    'Fours'
    """
    name = line_name(answer, game.rules)
    check_choice(game, name, dice)
    return name


# ------------------------------------------------------------------------------ display
# format_* functions return text; the caller shows it once (the console fits it to the screen).


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
    faces = " ".join(str(face) for face in dice)
    places = " ".join(str(place) for place in POSITIONS)
    return f"Roll {number}: {faces}\n        {places}  <- positions"


def format_dice(dice) -> str:
    """Return the dice as they are now, with their positions under them (not a Roll line).

    >>> print(format_dice([3, 1, 4, 1, 5]))
    Dice:   3 1 4 1 5
            1 2 3 4 5  <- positions
    """
    return "Dice:   " + format_roll(1, dice).split(": ", 1)[1]


def format_row(number, label: str, points, note: str = "") -> str:
    """Return one row of the sheet: number, label, points, note.

    >>> format_row(4, "Fours", 12)
    ' 4  Fours              12'
    """
    return f"{number:>2}  {label:<16}{points:>5}  {note}".rstrip()


def line_note(game: Game, name: str, dice) -> str:
    """Return what the dice would score on an open line.

    >>> line_note(new_game(HOMEWORK), "Twos", [2, 5, 2, 6, 1])
    'would score 4'
    """
    return f"would score {score_line(game, name, dice)}"


def format_line_rows(game: Game, lines, dice, note=line_note) -> list[str]:
    """Return the rows of these lines; with dice, open ones get a note from note()."""
    rows = []
    for line in lines:
        points = game.sheet[line.name]
        number = game.rules.lines.index(line) + 1
        said = note(game, line.name, dice) if points is None and dice else ""
        rows.append(format_row(number, line.name, "-" if points is None else points, said))
    return rows


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
    body = rules.layout(game, dice) if rules.layout else format_line_rows(game, rules.lines, dice)
    rows = [format_row("#", "Line", "Score"), *body, format_row("", "Total", total(game))]
    return "\n".join(rows)


def format_card(game: Game, dice) -> str:
    """Return what card shows: the sheet with what the dice would score, then the dice."""
    return f"{format_sheet(game, dice)}\n{format_dice(dice)}"


REROLL_HELP = (
    "This prompt takes the positions (1-5) of the dice to roll again: 1 3 5, 1,3,5 or 135; "
    "all or keep none re-rolls every die; keep 1 2 re-rolls all but positions 1 and 2; "
    "an empty answer (or only spaces), none or keep all keeps all the dice and ends the "
    "rolling."
)


def line_help(game: Game) -> str:
    """Return what the line prompt accepts in this rule set, with every short form."""
    forms = ", ".join(f"{line.name} ({'/'.join(line.aliases)})" for line in game.rules.lines)
    return (
        f"This prompt takes an open line's number (1-{len(game.rules.lines)}), "
        f"its name in any case, or its short form: {forms}."
    )


def format_help(game: Game, accepted: str, extras=()) -> str:
    """Return the help for a prompt: the rules, what this prompt accepts, the commands."""
    more = "".join(f", {command.word} ({command.about})" for command in extras)
    paragraphs = [
        f"Rules ({game.rules.title}): {game.rules.summary}",
        accepted,
        f"At any prompt: help or ? (this help), card (the sheet){more}, quit (end the game).",
    ]
    return "\n".join(paragraphs)


# ------------------------------------------------------------------------------ prompts
# Each prompt asks until the answer is valid. help, card and any extra command show
# text and ask again; a quit word raises QuitGame; input ending raises EOFError.

# An extra word the prompts answer, given by a later part (Part 3's hint): the word, what
# it does (for help), and the functions that return its text at the re-roll prompt
# at_reroll(game, dice, roll_number) and at the line prompt at_line(game, dice).
Command = namedtuple("Command", "word about at_reroll at_line")


def ask_until_valid(question: str, parse, ask, say, commands: dict, remind=None):
    """Ask until parse accepts an answer and return what it made of it.

    commands maps words such as help and card to functions that return text to
    show; they do not use up the prompt. A quit word raises QuitGame. A refusal
    is shown after remind(), when given: what the player needs to answer again.
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
            say(f"{remind()}\n{refusal}" if remind else str(refusal))


def prompt_commands(game: Game, dice, accepted: str, extras, shows) -> dict:
    """Return what each command word shows at a prompt: help, ?, card and the extras."""
    commands = dict.fromkeys(HELP_WORDS, partial(format_help, game, accepted, extras))
    commands["card"] = partial(format_card, game, dice)
    commands.update(zip((command.word for command in extras), shows))
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
    game: Game, dice, roll_number: int, ask=input, say=print, extras=()
) -> tuple[int, ...]:
    """Ask which positions to re-roll; return them (an empty tuple keeps all the dice)."""
    shows = [partial(command.at_reroll, game, dice, roll_number) for command in extras]
    commands = prompt_commands(game, dice, REROLL_HELP, extras, shows)
    return ask_until_valid(reroll_question(roll_number), parse_reroll, ask, say, commands)


def choose_line(game: Game, dice, ask=input, say=print, extras=()) -> str:
    """Show the sheet with what these dice would score, then ask for an open line."""
    say(format_sheet(game, dice))
    shows = [partial(command.at_line, game, dice) for command in extras]
    commands = prompt_commands(game, dice, line_help(game), extras, shows)
    parse = partial(parse_line, game=game, dice=dice)
    remind = partial(format_card, game, dice)
    return ask_until_valid(line_question(game), parse, ask, say, commands, remind)


# ------------------------------------------------------------------------------ the game

# A player makes the two decisions of a turn:
#   choose_rerolls(game, dice, roll_number) -> the positions to re-roll (none keeps all);
#   choose_line(game, dice) -> the name of the line the dice go on.
Player = namedtuple("Player", "choose_rerolls choose_line")


def human_player(ask=input, say=print, extras=()) -> Player:
    """Return a player who answers the prompts; extras are more commands they answer."""
    return Player(
        partial(prompt_reroll, ask=ask, say=say, extras=extras),
        partial(choose_line, ask=ask, say=say, extras=extras),
    )


def play_rolls(game: Game, die, player: Player, say) -> list[int]:
    """Roll, let the player re-roll up to twice, and return the dice the turn ends with."""
    dice = roll(DICE, die)
    for roll_number in range(1, ROLLS_PER_TURN + 1):
        say(format_roll(roll_number, dice))
        if roll_number == ROLLS_PER_TURN:
            break
        positions = player.choose_rerolls(game, dice, roll_number)
        if not positions:
            break
        dice = reroll(dice, positions, die)
    return dice


def play_turn(game: Game, turn: int, die, player: Player, say=print) -> Game:
    """Play one turn: roll, re-roll, choose a line (the last one fills itself), score it."""
    say("")
    say(format_turn(turn, game))
    dice = play_rolls(game, die, player, say)
    remaining = open_lines(game)
    if len(remaining) == 1:
        say(f"Only {remaining[0]} is left, so the dice go there.")
        name = remaining[0]
    else:
        name = player.choose_line(game, dice)
    game, points, news = score_turn(game, name, dice)
    for item in news:
        say(item)
    say(f"Scored {points} on {name}. Total: {total(game)}")
    return game


def play_game(rules: RuleSet, die, player: Player, say=print, welcome=None) -> int:
    """Play a whole game and return the exit status: 0 when it ends, 1 when input runs out."""
    game = new_game(rules)
    say(welcome or f"Yahtzee: {rules.title}. Type help at any prompt for the rules.")
    try:
        for turn in range(1, len(rules.lines) + 1):
            game = play_turn(game, turn, die, player, say)
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


# ==========================================================================================
# Part 2: the full card (--full) and the other rule sets (--rules).
# Adds the lower lines' scorers and three more rule-set tables. The Joker rules and the
# bonuses plug into Part 1 through a rule set's seams (check, points, reward, layout);
# a homework game never comes here.
# ==========================================================================================

UPPER_BONUS = "Upper bonus"
YAHTZEE_BONUS = "Yahtzee bonus"

# What a card with bonuses adds to its lines. upper_bonus: (threshold, points) or None;
# yahtzee_line: the line whose 50 earns yahtzee_bonus for every further five of a kind;
# jokers: None where the Joker rules do not apply, else (line name, points) pairs for the
# lines a Joker scores in full.
Card = namedtuple(
    "Card", "upper_bonus yahtzee_line yahtzee_bonus jokers", defaults=(None, None, 0, None)
)


# ------------------------------------------------------------------------------ scorers


def sum_of_dice(counts) -> int:
    """Score Chance: the sum of all the dice.

    >>> sum_of_dice(count_faces([6, 5, 4, 3, 1]))
    19
    """
    return sum(face * count for face, count in enumerate(counts))


def sum_all_if_kind(n: int, counts) -> int:
    """Score Yahtzee's Three or Four of a Kind: the sum of all dice when n show one face.

    >>> sum_all_if_kind(3, count_faces([2, 2, 2, 2, 6]))
    14
    >>> sum_all_if_kind(4, count_faces([2, 2, 2, 5, 6]))
    0
    """
    return sum_of_dice(counts) if max(counts) >= n else 0


def sum_of_matching(n: int, counts) -> int:
    """Score n of a kind as Yacht and Yatzy do: n times the highest face shown n times.

    >>> sum_of_matching(2, count_faces([3, 3, 5, 5, 1])), sum_of_matching(4, count_faces([3] * 5))
    (10, 12)
    >>> sum_of_matching(3, count_faces([3, 3, 5, 5, 1]))
    0
    """
    faces = [face for face in FACES if counts[face] >= n]
    return n * faces[-1] if faces else 0


def sum_of_two_pairs(counts) -> int:
    """Score Yatzy's Two Pairs: the sum of two pairs of different faces, else 0.

    >>> sum_of_two_pairs(count_faces([3, 3, 3, 5, 5]))
    16
    >>> sum_of_two_pairs(count_faces([4, 4, 4, 4, 1]))
    0
    """
    faces = [face for face in FACES if counts[face] >= 2]
    return 2 * sum(faces) if len(faces) == 2 else 0


def is_full_house(counts) -> bool:
    """Return whether three dice show one face and two another (five of a kind is not).

    >>> is_full_house(count_faces([2, 2, 3, 3, 3])), is_full_house(count_faces([5] * 5))
    (True, False)
    """
    return sorted(count for count in counts if count) == [2, 3]


def points_if_full_house(points: int, counts) -> int:
    """Score Yahtzee's Full House, worth fixed points.

    >>> points_if_full_house(25, count_faces([3, 2, 3, 2, 3]))
    25
    """
    return points if is_full_house(counts) else 0


def sum_if_full_house(counts) -> int:
    """Score a Full House worth the sum of the dice, as Yacht and Yatzy do.

    >>> sum_if_full_house(count_faces([6, 6, 5, 5, 5]))
    27
    >>> sum_if_full_house(count_faces([5, 5, 5, 5, 5]))
    0
    """
    return sum_of_dice(counts) if is_full_house(counts) else 0


def longest_straight(counts) -> int:
    """Return how many faces in a row the dice show at most.

    >>> longest_straight(count_faces([1, 2, 3, 4, 6])), longest_straight(count_faces([6] * 5))
    (4, 1)
    """
    best = streak = 0
    for face in FACES:
        streak = streak + 1 if counts[face] else 0
        best = max(best, streak)
    return best


def points_if_straight(length: int, points: int, counts) -> int:
    """Score a Yahtzee straight: points when length faces in a row show, in any order.

    >>> points_if_straight(4, 30, count_faces([3, 1, 4, 2, 4]))
    30
    >>> points_if_straight(5, 40, count_faces([1, 2, 3, 4, 6]))
    0
    """
    return points if longest_straight(counts) >= length else 0


def points_if_faces(faces, points: int, counts) -> int:
    """Score an exact straight (Yacht, Yatzy): points when the dice show exactly these faces.

    >>> points_if_faces((1, 2, 3, 4, 5), 15, count_faces([5, 4, 3, 2, 1]))
    15
    >>> points_if_faces((2, 3, 4, 5, 6), 20, count_faces([1, 2, 3, 4, 5]))
    0
    """
    return points if all(counts[face] == 1 for face in faces) else 0


def points_if_five_alike(points: int, counts) -> int:
    """Score a Yahtzee (or a Yacht, or a Yatzy): points when all five dice show one face.

    >>> points_if_five_alike(50, count_faces([4, 4, 4, 4, 4]))
    50
    >>> points_if_five_alike(50, count_faces([4, 4, 4, 4, 1]))
    0
    """
    return points if DICE in counts else 0


# ------------------------------------------------------------------------------ Jokers


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
    card = game.rules.card
    if card is None or card.jokers is None or not is_five_of_a_kind(dice):
        return False
    return game.sheet[card.yahtzee_line] is not None


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
    if not is_joker(game, dice):
        return open_lines(game)
    return joker_lines(game, dice[0])


def joker_lines(game: Game, face: int) -> list[str]:
    """Return the open lines a Joker of this face may go on, as allowed_lines says."""
    lines = [get_line(game.rules, name) for name in open_lines(game)]
    own_face = [line.name for line in lines if line.face == face]
    lower = [line.name for line in lines if not line.face]
    return own_face or lower or open_lines(game)


def check_joker(game: Game, name: str, dice) -> None:
    """Raise ValueError, with the rule, if the Joker rules keep these dice off a line.

    The reason names exactly the lines the rule allows, whichever line was chosen.

    >>> game, _, _ = score_turn(new_game(YAHTZEE), "Yahtzee", [2, 2, 2, 2, 2])
    >>> check_joker(game, "Yahtzee", [5, 5, 5, 5, 5])
    Traceback (most recent call last):
    ValueError: Joker rule: with the Yahtzee line used, a Yahtzee of 5s must go on Fives.
    """
    allowed = allowed_lines(game, dice)
    if is_joker(game, dice) and name not in allowed:
        raise ValueError(f"Joker rule: {joker_reason(game, dice, allowed)}")


def joker_reason(game: Game, dice, allowed) -> str:
    """Return which lines the Joker rule leaves for this Yahtzee, and why."""
    where = ", ".join(allowed)
    first = get_line(game.rules, allowed[0])
    if first.face == dice[0]:
        return f"with the Yahtzee line used, a Yahtzee of {dice[0]}s must go on {where}."
    if not first.face:
        return f"with {FACE_NAMES[dice[0]]} used, this Yahtzee must go on a lower line: {where}."
    return (
        f"with its upper line and every lower line used, it goes on an upper line for 0: {where}."
    )


def joker_points(game: Game, line: Line, dice) -> int:
    """Score a line on a card with Jokers: a Joker scores some lower lines in full.

    >>> game, _, _ = score_turn(new_game(YAHTZEE), "Yahtzee", [2, 2, 2, 2, 2])
    >>> joker_points(game, get_line(YAHTZEE, "Large Straight"), [5] * 5)
    40
    >>> joker_points(new_game(YAHTZEE), get_line(YAHTZEE, "Large Straight"), [5] * 5)
    0
    """
    full = dict(game.rules.card.jokers or ())
    if line.name in full and is_joker(game, dice):
        return full[line.name]
    return line.scorer(count_faces(dice))


def joker_note(game: Game, name: str, dice) -> str:
    """Return what the dice would score on an open line, or that the Joker rule closes it."""
    if name not in allowed_lines(game, dice):
        return "not available (Joker rule)"
    return line_note(game, name, dice)


# ------------------------------------------------------------------------------ bonuses


def upper_total(game: Game) -> int:
    """Return the sum of the upper lines used so far."""
    return sum(game.sheet[line.name] or 0 for line in game.rules.lines if line.face)


def open_upper_lines(game: Game) -> list[Line]:
    """Return the upper lines still open."""
    return [line for line in game.rules.lines if line.face and game.sheet[line.name] is None]


def lower_total(game: Game) -> int:
    """Return the sum of the lower lines used so far."""
    return sum(game.sheet[line.name] or 0 for line in game.rules.lines if not line.face)


def yahtzee_bonus_earned(game: Game, dice) -> int:
    """Return the Yahtzee bonus these dice earn: only while the Yahtzee line holds its 50.

    >>> game, _, _ = score_turn(new_game(YAHTZEE), "Yahtzee", [2, 2, 2, 2, 2])
    >>> yahtzee_bonus_earned(game, [4] * 5), yahtzee_bonus_earned(new_game(YAHTZEE), [4] * 5)
    (100, 0)
    """
    card = game.rules.card
    if not card.yahtzee_bonus or not is_five_of_a_kind(dice):
        return 0
    return card.yahtzee_bonus if game.sheet[card.yahtzee_line] else 0


def card_bonuses(before: Game, after: Game, dice) -> list[tuple[str, int, str]]:
    """Return the bonuses a turn earns, (label, points, news): a Yahtzee bonus, the upper bonus.

    >>> game = new_game(YAHTZEE)
    >>> for face in FACES:
    ...     game, _, news = score_turn(game, FACE_NAMES[face], [face, face, face, 1, 1])
    >>> upper_total(game), news, total(game)
    (65, ['Upper bonus: +35 for reaching 63.'], 100)
    """
    earned = []
    extra = yahtzee_bonus_earned(before, dice)
    if extra:
        earned.append((YAHTZEE_BONUS, extra, f"Yahtzee bonus: +{extra} for another Yahtzee."))
    upper = before.rules.card.upper_bonus
    if upper and UPPER_BONUS not in before.bonuses and upper_total(after) >= upper[0]:
        threshold, points = upper
        earned.append((UPPER_BONUS, points, f"Upper bonus: +{points} for reaching {threshold}."))
    return earned


def format_upper_bonus(game: Game) -> list[str]:
    """Return the upper subtotal and bonus rows, saying how far the bonus still is."""
    threshold, points = game.rules.card.upper_bonus
    subtotal = upper_total(game)
    still_open = open_upper_lines(game)
    note = (
        f"{threshold - subtotal} more for +{points}" if subtotal < threshold and still_open else ""
    )
    return [
        format_row("", "Upper subtotal", subtotal, note),
        format_row("", "Upper bonus", game.bonuses.get(UPPER_BONUS, 0)),
    ]


def card_layout(game: Game, dice) -> list[str]:
    """Return the rows of a card with lower lines: subtotals, bonuses and Joker notes."""
    card = game.rules.card
    upper = [line for line in game.rules.lines if line.face]
    lower = [line for line in game.rules.lines if not line.face]
    rows = format_line_rows(game, upper, dice, joker_note)
    if card.upper_bonus:
        rows += format_upper_bonus(game)
    rows += format_line_rows(game, lower, dice, joker_note)
    rows.append(format_row("", "Lower total", lower_total(game)))
    if card.yahtzee_bonus:
        rows.append(format_row("", "Yahtzee bonus", game.bonuses.get(YAHTZEE_BONUS, 0)))
    return rows


# ------------------------------------------------------------------------------ rule sets

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
        Line(
            "Three of a Kind",
            ("3k", "3 of a kind"),
            partial(sum_all_if_kind, 3),
            about="the sum of all dice, when three show one face",
        ),
        Line(
            "Four of a Kind",
            ("4k", "4 of a kind"),
            partial(sum_all_if_kind, 4),
            about="the sum of all dice, when four show one face",
        ),
        Line(
            "Full House",
            ("fh", "fullhouse"),
            partial(points_if_full_house, 25),
            about="25 for three of one face and two of another",
        ),
        Line(
            "Small Straight",
            ("ss", "small"),
            partial(points_if_straight, 4, 30),
            about="30 for four faces in a row",
        ),
        Line(
            "Large Straight",
            ("ls", "large"),
            partial(points_if_straight, 5, 40),
            about="40 for five faces in a row",
        ),
        Line("Yahtzee", ("y",), partial(points_if_five_alike, 50), about="50 for five of a kind"),
        Line("Chance", ("c",), sum_of_dice, about="the sum of all dice"),
    ),
    check=check_joker,
    points=joker_points,
    reward=card_bonuses,
    layout=card_layout,
    card=Card(
        upper_bonus=(63, 35),
        yahtzee_line="Yahtzee",
        yahtzee_bonus=100,
        jokers=(("Full House", 25), ("Small Straight", 30), ("Large Straight", 40)),
    ),
)

# Two lines Yacht and Yatzy share.
FULL_HOUSE_SUM = Line(
    "Full House",
    ("fh", "fullhouse"),
    sum_if_full_house,
    about="the sum of the dice, for three of one face and two of another",
)
FOUR_OF_A_KIND_SUM = Line(
    "Four of a Kind",
    ("4k", "4 of a kind"),
    partial(sum_of_matching, 4),
    about="the sum of the four dice of one face",
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
        FULL_HOUSE_SUM,
        FOUR_OF_A_KIND_SUM,
        Line(
            "Little Straight",
            ("ls", "little"),
            partial(points_if_faces, (1, 2, 3, 4, 5), 30),
            about="30 for 1-2-3-4-5",
        ),
        Line(
            "Big Straight",
            ("bs", "big"),
            partial(points_if_faces, (2, 3, 4, 5, 6), 30),
            about="30 for 2-3-4-5-6",
        ),
        Line("Choice", ("c", "chance"), sum_of_dice, about="the sum of all dice"),
        Line("Yacht", ("y",), partial(points_if_five_alike, 50), about="50 for five of a kind"),
    ),
    layout=card_layout,
    card=Card(),
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
        Line(
            "One Pair",
            ("pair", "1p"),
            partial(sum_of_matching, 2),
            about="the sum of the highest pair",
        ),
        Line(
            "Two Pairs",
            ("2p", "two pair"),
            sum_of_two_pairs,
            about="the sum of two pairs of different faces",
        ),
        Line(
            "Three of a Kind",
            ("3k", "3 of a kind"),
            partial(sum_of_matching, 3),
            about="the sum of three dice of one face",
        ),
        FOUR_OF_A_KIND_SUM,
        Line(
            "Small Straight",
            ("ss", "small"),
            partial(points_if_faces, (1, 2, 3, 4, 5), 15),
            about="15 for exactly 1-2-3-4-5",
        ),
        Line(
            "Large Straight",
            ("ls", "large"),
            partial(points_if_faces, (2, 3, 4, 5, 6), 20),
            about="20 for exactly 2-3-4-5-6",
        ),
        FULL_HOUSE_SUM,
        Line("Chance", ("c",), sum_of_dice, about="the sum of all dice"),
        Line("Yatzy", ("y",), partial(points_if_five_alike, 50), about="50 for five of a kind"),
    ),
    reward=card_bonuses,
    layout=card_layout,
    card=Card(upper_bonus=(63, 50)),
)

RULE_SETS = {rules.key: rules for rules in (HOMEWORK, YAHTZEE, YACHT, YATZY)}


# ==========================================================================================
# Part 3: the advisor (hint, --auto, --simulate, --solve).
# Works out the best move over every roll. It plugs into Part 1 as a Command (HINT, the
# word hint at the prompts) and as a Player (a strategy that plays a game by itself).
# Dice here are compared as hands: sorted tuples, 252 distinct hands of five dice and 462
# keeps (hands of 0-5 dice). A turn is worked out exactly over them: what ending the turn
# with each hand is worth, then the best keep before the last roll, then before that.
# ==========================================================================================

# The exact advisor solves a rule set at its first question when it has at most this many
# states (the homework game has 64); it keeps the turns of at most KEPT_TURNS states.
EXACT_STATES = 64
KEPT_TURNS = 1024  # a turn worked out holds about 1,200 floats (some 40 KB)
# The heuristic advisor's guess at the spread of an upper line's score, per point of face.
UPPER_SPREAD = 1.1
HISTOGRAM_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000)

# hands: the 252 hands; keeps: the 462 keeps; *_index: a hand's or a keep's index;
# hand_keeps[h]: the keeps hand h allows, the hand itself last; odds[k]: the hands keep k
# can lead to, with their chances; face_counts[f][h]: how many dice of hand h show face f.
DiceTables = namedtuple(
    "DiceTables", "hands hand_index keeps keep_index hand_keeps odds face_counts"
)
# A turn worked out: end[h], the value of ending the turn with hand h; after2[k] and
# after1[k], the expected value of keeping k at the second and at the first re-roll.
TurnValues = namedtuple("TurnValues", "end after2 after1")
# An advisor's answer: the move (positions to re-roll, or a line's name) and its value,
# the points still to come with it.
Advice = namedtuple("Advice", "move value")


# ------------------------------------------------------------------------------ dice tables


def all_keeps() -> list[tuple[int, ...]]:
    """Return every keep: the sorted hands of 0 to 5 dice, the smallest first.

    >>> keeps = all_keeps()
    >>> len(keeps), keeps[0], keeps[-1]
    (462, (), (6, 6, 6, 6, 6))
    """
    pick = itertools.combinations_with_replacement
    return [keep for size in range(DICE + 1) for keep in pick(FACES, size)]


def build_dice_tables() -> DiceTables:
    """Return every distinct hand and keep, and the tables the advisor reads from them."""
    hands = list(itertools.combinations_with_replacement(FACES, DICE))
    keeps = all_keeps()
    keep_index = {keep: index for index, keep in enumerate(keeps)}
    hand_index = {hand: index for index, hand in enumerate(hands)}
    hand_keeps = [sub_keeps(hand, keep_index) for hand in hands]
    odds = [keep_odds(keep, hand_index) for keep in keeps]
    face_counts = {face: [hand.count(face) for hand in hands] for face in FACES}
    return DiceTables(hands, hand_index, keeps, keep_index, hand_keeps, odds, face_counts)


def sub_keeps(hand, keep_index) -> tuple[int, ...]:
    """Return the indexes of the distinct keeps a hand allows, the hand itself last."""
    subs = {sub for size in range(DICE) for sub in itertools.combinations(hand, size)}
    return tuple(sorted(keep_index[sub] for sub in subs)) + (keep_index[hand],)


def keep_odds(keep, hand_index) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """Return the hands that keeping these dice can lead to, and the chance of each."""
    rolled = DICE - len(keep)
    extras = list(itertools.combinations_with_replacement(FACES, rolled))
    indexes = tuple(hand_index[tuple(sorted(keep + extra))] for extra in extras)
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


# ------------------------------------------------------------------------------ one turn


def expected_after_keep(tables: DiceTables, values, keep: int) -> float:
    """Return the expected value, over the roll, of keeping one keep and rolling the rest.

    With values that score sixes, keeping two sixes and rolling three dice is
    worth 12 + 3 x 1/6 x 6:

    >>> tables = build_dice_tables()
    >>> sixes = [hand.count(6) * 6 for hand in tables.hands]
    >>> round(expected_after_keep(tables, sixes, tables.keep_index[(6, 6)]), 9)
    15.0

    Floats are added with math.fsum, whose exact rounding is the same on every
    Python: sum() rounds differently since 3.12, which could break a near tie
    the other way and change a seeded --auto or --simulate game.
    """
    indexes, chances = tables.odds[keep]
    return math.fsum(map(operator.mul, chances, map(values.__getitem__, indexes)))


def expected_after_keeps(tables: DiceTables, values) -> list[float]:
    """Return expected_after_keep for every keep."""
    return [expected_after_keep(tables, values, keep) for keep in range(len(tables.keeps))]


def best_keep_values(tables: DiceTables, keep_values) -> list[float]:
    """Return, for every hand, the value of its best keep (keeping all included)."""
    return [max(map(keep_values.__getitem__, keeps)) for keeps in tables.hand_keeps]


def best_of(ways) -> list[float]:
    """Return, hand by hand, the best of several lists of values (one list per line).

    >>> best_of([[1, 5], [3, 2]]), best_of([[4, 0]])
    ([3, 5], [4, 0])
    """
    return [max(values) for values in zip(*ways)]


def solve_turn(tables: DiceTables, end) -> TurnValues:
    """Work out a turn from the value of ending it with each hand."""
    after2 = expected_after_keeps(tables, end)
    after1 = expected_after_keeps(tables, best_keep_values(tables, after2))
    return TurnValues(end, after2, after1)


def keep_choices(tables: DiceTables, turn: TurnValues, hand: int, roll_number: int):
    """Return (value, keep) for each keep at a re-roll prompt, keeping all first.

    Keeping all the dice ends the rolling, so at the first prompt it is worth
    the end of the turn with these dice, not another re-roll prompt.
    """
    keeps = tables.hand_keeps[hand]
    values = turn.after1 if roll_number == 1 else turn.after2
    choices = [(turn.end[hand], keeps[-1])]
    return choices + [(values[keep], keep) for keep in keeps[:-1]]


def turn_start_value(tables: DiceTables, turn: TurnValues) -> float:
    """Return the expected value of a turn before its first roll.

    A turn spent on Sixes alone: each die has three chances to show a six.

    >>> tables = build_dice_tables()
    >>> sixes = [hand.count(6) * 6 for hand in tables.hands]
    >>> round(turn_start_value(tables, solve_turn(tables, sixes)), 9) == round(455 / 36, 9)
    True
    """
    first = [
        max(value for value, _ in keep_choices(tables, turn, hand, 1))
        for hand in range(len(tables.hands))
    ]
    return expected_after_keep(tables, first, tables.keep_index[()])


def positions_for_keep(dice, keep) -> tuple[int, ...]:
    """Return the positions to re-roll so that the dice kept are keep (a sorted tuple).

    >>> positions_for_keep([6, 2, 6, 3, 6], (6, 6))
    (2, 4, 5)
    """
    left = list(keep)
    positions = []
    for place, face in enumerate(dice, 1):
        if face in left:
            left.remove(face)
        else:
            positions.append(place)
    return tuple(positions)


# ------------------------------------------------------------------------------ the exact solver
# Between turns a game's state is its open lines, its upper subtotal (capped at the bonus
# threshold, where the rule set has one) and whether the Yahtzee line holds its points
# (where a Yahtzee bonus exists). The solver works out the expected points still to come
# from the start of a turn in every state, the states with fewer open lines first. A turn
# is worked out level by level over the keeps: a keep of k dice is worth the mean of the
# six keeps of k + 1 dice it can become. Every reward comes from the game's own scoring.

SOLVER_VERSION = 1
TABLE_FORMAT = "yahtzee.py solved table"
HEADER_LIMIT = 4096


def gather(indexes):
    """Return a function that picks these indexes of a list, as a tuple (even just one)."""
    if len(indexes) == 1:
        index = indexes[0]
        return lambda values: (values[index],)
    return operator.itemgetter(*indexes)


def add_die(keep, face: int) -> tuple[int, ...]:
    """Return a keep with one die more.

    >>> add_die((2, 5), 3)
    (2, 3, 5)
    """
    return tuple(sorted((*keep, face)))


class KeepLevels:
    """The keeps of 0-5 dice by size, and how each level is reached from its neighbours.

    children[k][f] picks, for each keep of k dice, the keep with a die f more;
    parents[k][j] picks, for each keep of k dice, the keep with its j-th face one less.
    """

    def __init__(self):
        """Lay out the keeps; it takes a few milliseconds."""
        pick = itertools.combinations_with_replacement
        self.levels = [list(pick(FACES, size)) for size in range(DICE + 1)]
        place = [{keep: index for index, keep in enumerate(level)} for level in self.levels]
        self.children = [self.child_gathers(place[k + 1], self.levels[k]) for k in range(DICE)]
        self.parents = [None] + [
            self.parent_gathers(place[k - 1], self.levels[k]) for k in range(1, DICE + 1)
        ]
        hands = self.levels[DICE]
        self.first_roll = [arrangements(hand) / len(FACES) ** DICE for hand in hands]

    @staticmethod
    def child_gathers(above, level):
        """Return six pickers: for each face, the keeps of one die more of that face."""
        return [gather([above[add_die(keep, face)] for keep in level]) for face in FACES]

    @staticmethod
    def parent_gathers(below, level):
        """Return five pickers: the keeps of one die less, the first repeated to fill five."""
        rows = []
        for keep in level:
            starts = [at for at in range(len(keep)) if at == 0 or keep[at] != keep[at - 1]]
            subs = [below[keep[:at] + keep[at + 1 :]] for at in starts]
            rows.append(subs + subs[:1] * (DICE - len(subs)))
        return [gather([row[j] for row in rows]) for j in range(DICE)]

    def expect_down(self, top) -> list[list[float]]:
        """Return every level's values, given the hands' (top): each keep the mean of its six."""
        values = [None] * DICE + [list(top)]
        for k in range(DICE - 1, -1, -1):
            above = values[k + 1]
            picked = [pick(above) for pick in self.children[k]]
            values[k] = [(a + b + c + d + e + f) / 6 for a, b, c, d, e, f in zip(*picked)]
        return values

    def best_up(self, values, top: int = DICE) -> list[list[float]]:
        """Return, level by level up to top, the best value among each keep's sub-keeps."""
        best = [values[0]]
        for k in range(1, top + 1):
            below = best[k - 1]
            best.append(list(map(max, values[k], *(pick(below) for pick in self.parents[k]))))
        return best

    def work_out(self, end):
        """Return a turn's keeps at the second and first re-roll, and its hands' first values."""
        after2 = self.expect_down(end)
        best2 = self.best_up(after2)[DICE]
        after1 = self.expect_down(best2)
        below = self.best_up(after1, DICE - 1)[DICE - 1]
        best1 = list(map(max, end, *(pick(below) for pick in self.parents[DICE])))
        return after2, after1, best1

    def turn_start(self, end) -> float:
        """Return the expected value of a turn before its first roll."""
        return math.fsum(map(operator.mul, self.first_roll, self.work_out(end)[2]))

    def solve_turn(self, end) -> TurnValues:
        """Work out a turn from the value of ending it with each hand, keeps in all_keeps order."""
        after2, after1, _ = self.work_out(end)
        flat = itertools.chain.from_iterable
        return TurnValues(list(end), list(flat(after2)), list(flat(after1)))


@cache
def keep_levels() -> KeepLevels:
    """Return the keep levels, laid out the first time."""
    return KeepLevels()


# A state between turns: the open lines as a bit mask over the sheet's lines, the upper
# subtotal capped at the bonus threshold, and 1 if the Yahtzee line holds its points.
State = namedtuple("State", "mask upper flag")


class Solver:
    """The exact solution of a rule set: the points still to come from every state."""

    def __init__(self, rules: RuleSet):
        """Prepare to solve rules: its shape, its plain scores, its upper rewards."""
        self.rules, self.levels = rules, keep_levels()
        self.read_card(rules.card or Card())
        self.uppers, self.flags = self.threshold + 1, 2 if self.flag_line is not None else 1
        self.size = 2 ** len(rules.lines) * self.uppers * self.flags
        hands = self.levels.levels[DICE]
        self.scores = [[line.scorer(count_faces(hand)) for hand in hands] for line in rules.lines]
        self.counts = {face: gather([hand.count(face) for hand in hands]) for face in FACES}
        self.fives = [hands.index((face,) * DICE) for face in FACES]
        self.upper_rewards = self.tabulate_upper_rewards()
        self.five_cache = {}

    def read_card(self, card: Card) -> None:
        """Note what of a card shapes the states: the upper threshold, the Yahtzee line."""
        self.threshold = card.upper_bonus[0] if card.upper_bonus else 0
        self.flag_line = self.line_index(card.yahtzee_line) if card.yahtzee_bonus else None
        # Five of a kind is scored its own way once the Yahtzee line is used (Jokers, bonus).
        special = card.yahtzee_line and (card.jokers is not None or card.yahtzee_bonus)
        self.yahtzee_line = self.line_index(card.yahtzee_line) if special else None

    def line_index(self, name: str) -> int:
        """Return the place of a line on the sheet."""
        return [line.name for line in self.rules.lines].index(name)

    def index(self, state: State) -> int:
        """Return where a state's value is kept."""
        return (state.mask * self.uppers + state.upper) * self.flags + state.flag

    def state_of(self, game: Game) -> State:
        """Return the state of a game between turns."""
        mask = sum(1 << at for at, name in enumerate(game.sheet) if game.sheet[name] is None)
        upper = min(self.threshold, upper_total(game)) if self.threshold else 0
        flag = 0
        if self.flag_line is not None:
            flag = 1 if game.sheet[self.rules.lines[self.flag_line].name] else 0
        return State(mask, upper, flag)

    def game_of(self, state: State) -> Game:
        """Return a game in this state, for the game's own scoring to judge."""
        sheet, upper_left = {}, state.upper
        for at, line in enumerate(self.rules.lines):
            if state.mask >> at & 1:
                sheet[line.name] = None
            elif line.face:
                sheet[line.name], upper_left = upper_left, 0
            else:
                sheet[line.name] = self.used_lower(at, state.flag)
        earned = self.threshold and state.upper >= self.threshold
        bonuses = {UPPER_BONUS: self.rules.card.upper_bonus[1]} if earned else {}
        return Game(self.rules, sheet, bonuses)

    def used_lower(self, at: int, flag: int) -> int:
        """Return what a used lower line holds in game_of: the Yahtzee line its 50 if flagged."""
        if at == self.flag_line and flag:
            return self.rules.lines[at].scorer(count_faces([FACES[-1]] * DICE))
        return 0

    def tabulate_upper_rewards(self) -> dict:
        """Return, by (upper subtotal, face, count), the reward and the new subtotal.

        They come from score_turn on a game with only that upper line open, so the
        upper bonus is the game's own.
        """
        table = {}
        for at, line in enumerate(self.rules.lines):
            for upper in range(self.uppers):
                game = self.game_of(State(1 << at, upper, 0))
                for count in range(DICE + 1):
                    dice = sample_hand(line.face, count) if line.face else None
                    if dice is None:
                        continue
                    after, _, _ = score_turn(game, line.name, list(dice))
                    state = self.state_of(after)
                    table[upper, line.face, count] = (total(after) - total(game), state.upper)
        return table

    def end_values(self, state: State, future) -> list[float]:
        """Return, for every hand, the best of ending the turn with it: reward and what follows."""
        lines = range(len(self.rules.lines))
        ways = [self.line_way(state, at, future) for at in lines if state.mask >> at & 1]
        end = list(map(max, *ways)) if len(ways) > 1 else list(ways[0])
        if self.yahtzee_line is not None and not state.mask >> self.yahtzee_line & 1:
            self.end_fives(state, future, end)
        return end

    def line_way(self, state: State, at: int, future):
        """Return, for every hand, the value of putting it on one open line."""
        line, rest = self.rules.lines[at], state.mask & ~(1 << at)
        if line.face:
            by_count = []
            for count in range(DICE + 1):
                reward, upper = self.upper_rewards[state.upper, line.face, count]
                by_count.append(reward + future[self.index(State(rest, upper, state.flag))])
            return self.counts[line.face](by_count)
        after = future[self.index(State(rest, state.upper, state.flag))]
        if at != self.flag_line:
            return [score + after for score in self.scores[at]]
        held = future[self.index(State(rest, state.upper, 1))]
        return [score + (held if score else after) for score in self.scores[at]]

    def end_fives(self, state: State, future, end) -> None:
        """Value the five-of-a-kind hands as the game's own rules do: Jokers and bonuses."""
        for face, hand in zip(FACES, self.fives):
            values = []
            for at in self.five_lines(state.mask, face):
                reward, upper, flag = self.five_reward(at, face, state.upper, state.flag)
                rest = State(state.mask & ~(1 << at), upper, flag)
                values.append(reward + future[self.index(rest)])
            end[hand] = max(values)

    def five_lines(self, mask: int, face: int) -> list[int]:
        """Return the lines five of a face may go on with these lines open (allowed_lines)."""
        key = (mask, face)
        if key not in self.five_cache:
            game = self.game_of(State(mask, 0, 0))
            names = allowed_lines(game, [face] * DICE)
            self.five_cache[key] = [self.line_index(name) for name in names]
        return self.five_cache[key]

    def five_reward(self, at: int, face: int, upper: int, flag: int) -> tuple[int, int, int]:
        """Return (reward, upper subtotal, flag) after five of a face go on a line (score_turn).

        They depend on the line, the face, the subtotal and the flag alone, so a game
        with only that line open answers for every state.
        """
        key = (at, face, upper, flag)
        if key not in self.five_cache:
            game = self.game_of(State(1 << at, upper, flag))
            after, _, _ = score_turn(game, self.rules.lines[at].name, [face] * DICE)
            state = self.state_of(after)
            self.five_cache[key] = (total(after) - total(game), state.upper, state.flag)
        return self.five_cache[key]

    def states(self, open_count: int) -> list[State]:
        """Return every reachable state with this many lines open."""
        lines = len(self.rules.lines)
        found = []
        for mask in range(2**lines):
            if bin(mask).count("1") != open_count:
                continue
            for upper in self.reachable_uppers(mask):
                flags = [0] if self.flag_line is None or mask >> self.flag_line & 1 else [0, 1]
                found += [State(mask, upper, flag) for flag in flags]
        return found

    def reachable_uppers(self, mask: int) -> list[int]:
        """Return the capped upper subtotals the used upper lines of a mask can make."""
        made = {0}
        for at, line in enumerate(self.rules.lines):
            if self.threshold and line.face and not mask >> at & 1:
                steps = [line.face * count for count in range(DICE + 1)]
                made = {min(self.threshold, sum_ + step) for sum_ in made for step in steps}
        return sorted(made)

    def solve_states(self, states, future) -> list[float]:
        """Return the value at the start of a turn of each state, from those of smaller ones."""
        return [self.levels.turn_start(self.end_values(state, future)) for state in states]


@cache
def solver_for(rules: RuleSet) -> Solver:
    """Return the solver of a rule set, prepared once."""
    return Solver(rules)


def solve_table(rules: RuleSet, processes: int = 1, progress=None):
    """Return the values of every reachable state of rules (an array of floats by index)."""
    solver = solver_for(rules)
    values = array.array("d", bytes(8 * solver.size))
    lines = len(rules.lines)
    shared = processes > 1 and RULE_SETS.get(rules.key) is rules
    for open_count in range(1, lines + 1):
        states = solver.states(open_count)
        if shared and len(states) > 2000:
            found = solve_in_workers(rules, states, values, processes)
        else:
            found = solver.solve_states(states, values)
        for state, value in zip(states, found):
            values[solver.index(state)] = value
        if progress:
            progress(open_count, lines)
    return values


# The solver of a worker process, and the values it reads (set by start_worker).
WORKER = {}


def start_worker(key: str, data: bytes) -> None:
    """Set up a worker process: the solver of a rule set, and the values solved so far.

    A forked worker inherits the program's signal handlers: it takes the default ones
    back, so the pool can end it quietly, and leaves Ctrl-C to the program.
    """
    for name in STOP_SIGNALS:
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    values = array.array("d")
    values.frombytes(data)
    WORKER.update(solver=Solver(RULE_SETS[key]), values=values)


def solve_in_worker(states) -> list[float]:
    """Solve some states in a worker process."""
    return WORKER["solver"].solve_states(states, WORKER["values"])


def solve_in_workers(rules: RuleSet, states, values, processes: int) -> list[float]:
    """Solve the states of one level on every core: they need only the levels below."""
    import multiprocessing  # here: only --solve needs it

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    size = -(-len(states) // (processes * 8))
    chunks = [states[at : at + size] for at in range(0, len(states), size)]
    setup = (rules.key, values.tobytes())
    with context.Pool(processes, initializer=start_worker, initargs=setup) as pool:
        solved = pool.map(solve_in_worker, chunks)
        pool.close()  # let the workers end on their own; leaving the block would kill them
        pool.join()
    return [value for chunk in solved for value in chunk]


# ------------------------------------------------------------------------------ the table on disk


def cache_folder() -> str:
    """Return the folder solved tables are kept in: the user's cache folder, yahtzee."""
    if os.name == "nt":
        base = os.environ.get("LOCALAPPDATA") or os.path.expanduser(r"~\AppData\Local")
    else:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return os.path.join(base, "yahtzee")


def table_path(rules: RuleSet) -> str:
    """Return where the solved table of a rule set is kept."""
    return os.path.join(cache_folder(), f"{rules.key}.table")


def rules_digest(rules: RuleSet) -> str:
    """Return a checksum of what a rule set is: its lines' plain scores, its card, its seams.

    A table solved under other rules (a scorer changed, a bonus) has another checksum.
    """
    hands = itertools.combinations_with_replacement(FACES, DICE)
    counts = [count_faces(hand) for hand in hands]
    lines = [(line.name, line.face, [line.scorer(c) for c in counts]) for line in rules.lines]
    seams = [getattr(seam, "__name__", None) for seam in (rules.check, rules.points, rules.reward)]
    text = repr((SOLVER_VERSION, rules.key, lines, rules.card, seams))
    return sha256(text.encode())


def sha256(data: bytes) -> str:
    """Return the SHA-256 checksum of data, in hex."""
    import hashlib  # here, not at the top: a game that never reads a table starts faster

    return hashlib.sha256(data).hexdigest()


def save_table(rules: RuleSet, values) -> str:
    """Write a solved table whole: to a temporary name first, then renamed over the old one."""
    data = values.tobytes() if sys.byteorder == "little" else byteswapped(values)
    header = {
        "format": TABLE_FORMAT,
        "version": SOLVER_VERSION,
        "rules": rules.key,
        "rules_sha256": rules_digest(rules),
        "values": len(values),
        "data_sha256": sha256(data),
    }
    path = table_path(rules)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        with open(temporary, "wb") as file:
            file.write(json.dumps(header).encode() + b"\n" + data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    finally:
        with contextlib.suppress(OSError):
            os.remove(temporary)
    return path


def byteswapped(values) -> bytes:
    """Return the values as little-endian bytes on a big-endian machine."""
    copy = array.array("d", values)
    copy.byteswap()
    return copy.tobytes()


def load_table(rules: RuleSet):
    """Return (values, "") from the solved table of rules, or (None, why it cannot be trusted)."""
    path = table_path(rules)
    try:
        with open(path, "rb") as file:
            header = json.loads(file.readline(HEADER_LIMIT))
            data = file.read()
    except FileNotFoundError:
        return None, "missing"
    except (OSError, ValueError) as error:
        return None, f"unreadable ({error.__class__.__name__})"
    reason = table_fault(rules, header, data)
    if reason:
        return None, reason
    values = array.array("d")
    values.frombytes(data)
    if sys.byteorder != "little":
        values.byteswap()
    return values, ""


def table_fault(rules: RuleSet, header, data: bytes) -> str:
    """Return why a table's header and data cannot be trusted for rules, or ""."""
    header = header if isinstance(header, dict) else {}
    checks = [
        (header.get("format") == TABLE_FORMAT, "not a solved table"),
        (header.get("rules") == rules.key, "for other rules"),
        (header.get("version") == SOLVER_VERSION, "for another version of the solver"),
        (header.get("rules_sha256") == rules_digest(rules), "stale: the rules have changed"),
        (header.get("values") == len(data) / 8, "truncated"),
        (header.get("data_sha256") == sha256(data), "damaged: its checksum does not match"),
    ]
    return next((fault for held, fault in checks if not held), "")


# ------------------------------------------------------------------------------ advisors


class Advisor:
    """Advice for one rule set: the best re-roll and line, with what they are worth.

    A subclass says what ending a turn with each hand is worth (turn_values)
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
        """Return each line's plain score of every hand, working them out the first time."""
        if self._plain_scores is None:
            self._plain_scores = {
                line.name: [line.scorer(count_faces(hand)) for hand in self.tables.hands]
                for line in self.rules.lines
            }
        return self._plain_scores

    def advise_reroll(self, game: Game, dice, roll_number: int) -> Advice:
        """Return the best positions to re-roll (none keeps all) and the points still to come."""
        tables = self.tables
        hand = tables.hand_index[tuple(sorted(dice))]
        choices = keep_choices(tables, self.turn_values(game), hand, roll_number)
        value, keep = max(choices, key=lambda choice: choice[0])
        return Advice(positions_for_keep(dice, tables.keeps[keep]), value)

    def advise_line(self, game: Game, dice) -> Advice:
        """Return the best allowed line and the points still to come; ties go up the sheet."""
        values = [(self.line_value(game, name, dice), name) for name in allowed_lines(game, dice)]
        value, name = max(values, key=lambda choice: choice[0])
        return Advice(name, value)


class ExactAdvisor(Advisor):
    """Optimal play: every turn worked out against the exact value of every state after it.

    The values come from a solved table (--solve), or are worked out at the first
    question for a rule set small enough (the homework game: 64 states).
    """

    def __init__(self, rules: RuleSet, values=None):
        """Advise on rules with these solved values, or solve them at the first question."""
        super().__init__(rules)
        self.solver = solver_for(rules)
        self._values, self._turns = values, {}

    def values(self):
        """Return the value of every state, solving them the first time if need be."""
        if self._values is None:
            self._values = solve_table(self.rules)
        return self._values

    def future(self, game: Game) -> float:
        """Return the expected points still to come from the start of a turn of this game."""
        return self.values()[self.solver.index(self.solver.state_of(game))]

    def turn_values(self, game: Game) -> TurnValues:
        """Return this turn worked out; the turns of the last few hundred states are kept."""
        state = self.solver.state_of(game)
        if state not in self._turns:
            if len(self._turns) >= KEPT_TURNS:
                self._turns.clear()
            end = self.solver.end_values(state, self.values())
            self._turns[state] = self.solver.levels.solve_turn(end)
        return self._turns[state]

    def line_value(self, game: Game, name: str, dice) -> float:
        """Return the points still to come when the dice go on the named line."""
        after, _, _ = score_turn(game, name, dice)
        return total(after) - total(game) + self.future(after)

    def expected_score(self, game: Game) -> float:
        """Return the expected final score from the start of a turn, with optimal play."""
        return total(game) + self.future(game)


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
        card = game.rules.card
        lines = open_upper_lines(game)
        if not card or not card.upper_bonus or UPPER_BONUS in game.bonuses or not lines:
            return 0.0
        threshold, points = card.upper_bonus
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
        key = (tuple(game.sheet.values()), tuple(sorted(game.bonuses.items())))
        if self._last[0] != key:
            self._last = (key, solve_turn(self.tables, self.end_values(game)))
        return self._last[1]

    def end_values(self, game: Game) -> list[float]:
        """Return line_value of the best allowed line for every hand.

        Unless a Joker or a Yahtzee bonus is in play, a hand's value on a line
        depends only on the line's plain score (a lower line) or on how many
        dice show its face (an upper line). So each line is valued on a few
        sample hands and spread to all; only Joker hands are valued one by one.
        """
        tables = self.tables
        end = best_of([self.line_values(game, name) for name in open_lines(game)])
        for face in FACES:
            hand = (face,) * DICE
            if is_joker(game, hand) or yahtzee_bonus_earned(game, hand):
                values = [self.line_value(game, name, hand) for name in allowed_lines(game, hand)]
                end[tables.hand_index[hand]] = max(values)
        return end

    def line_values(self, game: Game, name: str) -> list[float]:
        """Return line_value of one line for every hand (Joker hands aside)."""
        line = get_line(game.rules, name)
        if line.face:
            by_count = [
                self.line_value(game, name, sample_hand(line.face, n)) for n in range(DICE + 1)
            ]
            return [by_count[n] for n in self.tables.face_counts[line.face]]
        plain = self.plain_scores[name]
        sample = sample_hand(FACES[0], 1)
        shift = self.line_value(game, name, sample) - plain[self.tables.hand_index[sample]]
        return [score + shift for score in plain]


def sample_hand(face: int, count: int) -> tuple[int, ...]:
    """Return a hand with count dice showing face, the others all different from it.

    >>> sample_hand(6, 2), sample_hand(1, 0)
    ((1, 2, 3, 6, 6), (2, 3, 4, 5, 6))
    """
    others = [other for other in FACES if other != face]
    return tuple(sorted((face,) * count + tuple(others[: DICE - count])))


@cache
def best_advisor(rules: RuleSet) -> Advisor:
    """Return the best advisor there is for a rule set, the same one each time it is asked.

    Exact where the rule set is small enough to solve at once, or where its solved table
    is there and can be trusted; else the heuristic.

    >>> [type(best_advisor(rules)).__name__ for rules in (HOMEWORK, YACHT)]
    ['ExactAdvisor', 'HeuristicAdvisor']
    """
    if solver_for(rules).size <= EXACT_STATES:
        return ExactAdvisor(rules)
    values, _ = load_table(rules)
    return HeuristicAdvisor(rules) if values is None else ExactAdvisor(rules, values)


@cache
def table_notice(rules: RuleSet) -> str:
    """Return what the first hint of a heuristic game says about exact advice."""
    _, fault = load_table(rules)
    option = "--full" if rules.key == "yahtzee" else f"--rules {rules.key}"
    run = f"python3 yahtzee.py {option} --solve"
    if fault == "missing":
        return f"For exact advice, solve the game once: {run}"
    return f"The solved table is {fault}, so it is not used; {run} makes it again."


# ------------------------------------------------------------------------------ hints


def format_positions(positions) -> str:
    """Return re-roll positions as a player types them; none is keep all.

    >>> format_positions((4, 5)), format_positions(())
    ('4 5', 'keep all')
    """
    return " ".join(str(place) for place in positions) if positions else "keep all"


def format_outlook(advisor: Advisor, game: Game, value: float) -> str:
    """Return the parenthesis of a hint: the expected final score, or that it is a heuristic."""
    if advisor.heuristic:
        return "(heuristic)"
    return f"(expected final score {total(game) + value:.2f})"


def format_reroll_hint(advisor: Advisor, game: Game, dice, roll_number: int) -> str:
    """Return the advisor's re-roll for these dice as a hint line."""
    positions, value = advisor.advise_reroll(game, dice, roll_number)
    move = f"re-roll {format_positions(positions)}" if positions else "keep all"
    return f"Hint: {move} {format_outlook(advisor, game, value)}"


def format_line_hint(advisor: Advisor, game: Game, dice) -> str:
    """Return the advisor's line for these dice as a hint line."""
    name, value = advisor.advise_line(game, dice)
    return f"Hint: choose {name} {format_outlook(advisor, game, value)}"


# The rule sets whose heuristic hints have said once how to get exact ones.
TOLD = set()


def with_notice(rules: RuleSet, hint: str) -> str:
    """Return a hint; the first heuristic one also says how exact advice is had."""
    if not best_advisor(rules).heuristic or rules.key in TOLD:
        return hint
    TOLD.add(rules.key)
    return f"{hint}\n{table_notice(rules)}"


def reroll_hint(game: Game, dice, roll_number: int) -> str:
    """Return the best advisor's re-roll hint; it is worked out the first time it is asked."""
    hint = format_reroll_hint(best_advisor(game.rules), game, dice, roll_number)
    return with_notice(game.rules, hint)


def line_hint(game: Game, dice) -> str:
    """Return the best advisor's line hint."""
    return with_notice(game.rules, format_line_hint(best_advisor(game.rules), game, dice))


# The word hint at every prompt.
HINT = Command("hint", "the best move", reroll_hint, line_hint)


# ------------------------------------------------------------------------------ strategies
# A strategy is a Player (Part 1) made of plain functions, as CS 61A's Hog makes them.


def ignore(*_) -> None:
    """Do nothing: the screen of a simulated game, or no pause between moves."""


def follow_rerolls(advisor: Advisor, game: Game, dice, roll_number: int) -> tuple[int, ...]:
    """Return the positions the advisor would re-roll."""
    return advisor.advise_reroll(game, dice, roll_number).move


def follow_line(advisor: Advisor, game: Game, dice) -> str:
    """Return the line the advisor would choose."""
    return advisor.advise_line(game, dice).move


def advised_player(advisor: Advisor) -> Player:
    """Return a player that makes every move the advisor advises."""
    return Player(partial(follow_rerolls, advisor), partial(follow_line, advisor))


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


def greedy_rerolls(game: Game, dice, roll_number: int) -> tuple[int, ...]:
    """Return the positions of the dice not showing the face worth most (roll_number unused)."""
    face = greedy_face(game, dice)
    return tuple(place for place, shown in enumerate(dice, 1) if shown != face)


def greedy_line(game: Game, dice) -> str:
    """Return the allowed line that scores most now; ties go up the sheet."""
    return max(allowed_lines(game, dice), key=lambda name: score_line(game, name, dice))


# The strategy to beat: keep the face worth most, then take the best score now.
GREEDY = Player(greedy_rerolls, greedy_line)


def make_player(rules: RuleSet, strategy: str = "optimal") -> Player:
    """Return the player for a strategy's name: greedy, or the best advisor (optimal)."""
    return GREEDY if strategy == "greedy" else advised_player(best_advisor(rules))


def show_rerolls(
    player: Player, say, pause, game: Game, dice, roll_number: int
) -> tuple[int, ...]:
    """Return the player's re-roll, shown after its prompt as if typed, after a pause."""
    pause()
    positions = player.choose_rerolls(game, dice, roll_number)
    say(reroll_question(roll_number) + format_positions(positions))
    return positions


def show_line(player: Player, say, pause, game: Game, dice) -> str:
    """Return the player's line, shown after the sheet and its prompt as if typed."""
    pause()
    name = player.choose_line(game, dice)
    say(format_sheet(game, dice))
    say(line_question(game) + line_key(name))
    return name


def watched_player(player: Player, say, pause=ignore) -> Player:
    """Return the same player, its every move shown on screen as a human's would be (--auto).

    pause() is called before each move, so that a person can follow the game.
    """
    return Player(
        partial(show_rerolls, player, say, pause), partial(show_line, player, say, pause)
    )


# ------------------------------------------------------------------------------ simulations


def final_score(rules: RuleSet, die, player: Player) -> int:
    """Play a whole game silently and return its final score."""
    game = new_game(rules)
    for turn in range(1, len(rules.lines) + 1):
        game = play_turn(game, turn, die, player, ignore)
    return total(game)


def simulate(rules: RuleSet, player: Player, games: int, die, progress=ignore) -> list[int]:
    """Play games silently; return their final scores."""
    scores = []
    for played in range(1, games + 1):
        scores.append(final_score(rules, die, player))
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


# ==========================================================================================
# Part 4: Yacht Dice's command language and the HTTP API (--serve).
# A Table holds one game that is played by commands (roll, hold, reroll, toggle, score,
# card, resign) against Part 1's dice, sheet and parsers and Part 2's Joker rules and
# bonuses; the server keeps many tables and speaks JSON. Nothing of the game is here.
# ==========================================================================================

API_HOST, API_PORT = "127.0.0.1", 8000
API_BODY_LIMIT = 64 * 1024
API_GAMES = 1000
# What a refused body is read up to, so that the client hears the answer, not a reset.
API_DRAIN_LIMIT = 1024 * 1024
COMMAND_EXAMPLES = {
    "roll": "roll: roll every die not held (all five for the turn's first roll); 3 a turn",
    "hold": "hold 1 3 5: hold exactly these dice (also keep); hold none releases all",
    "roll keep": "roll keep 2 3: hold exactly these, then roll the rest",
    "reroll": "reroll 1 4: roll just these dice, keep the others",
    "toggle": "toggle 3: hold or release one die",
    "score": "score full-house: put the dice on an open line and end the turn",
    "card": "card: what every open line would score now (also potential, options)",
    "resign": "resign: end the game now; the total so far is the final score",
}


class GameOver(Exception):
    """A command came after the game was over."""


class Table:
    """One game played by commands: the sheet, the dice, the holds and the rolls of the turn.

    Its lock is held while a request plays its commands, so that two requests on one
    game take turns; requests on different games never wait for each other.
    """

    def __init__(self, rules: RuleSet, die):
        """Start a game of rules that rolls with die; no dice are rolled yet."""
        self.game, self.die = new_game(rules), die
        self.rolls, self.dice, self.held = 0, [], set()
        self.over = False
        self.lock = threading.Lock()

    @property
    def turn(self) -> int:
        """Return the turn being played: one more than the lines used (the last, once over)."""
        lines = len(self.game.rules.lines)
        return min(lines, lines - len(open_lines(self.game)) + 1)


def split_commands(text: str) -> list[str]:
    """Return the commands in text: separated by ; or new lines, blanks dropped.

    >>> split_commands("roll keep 2 3; score fh\\n card")
    ['roll keep 2 3', 'score fh', 'card']
    """
    return [command.strip() for command in text.replace("\n", ";").split(";") if command.strip()]


def play_commands(table: Table, text: str) -> list[str]:
    """Play commands in turn; return the lines the console would have printed for them.

    A refused command raises ValueError: the ones before it stand, it and those after
    change nothing. A command after the game is over raises GameOver.
    """
    messages = []
    commands = split_commands(text)
    if not commands:
        raise ValueError("No command was given. Try roll, hold 1 2, score fh or card.")
    for command in commands:
        if table.over:
            raise GameOver("The game is over: start a new one.")
        messages += play_command(table, command)
    return messages


def play_command(table: Table, command: str) -> list[str]:
    """Play one command on the table; return what the console would print for it."""
    verb, _, rest = normalise(command).partition(" ")
    if verb == "roll" and rest.startswith("keep"):
        verb, rest = "roll keep", rest[len("keep") :].strip()
    action = COMMANDS.get(verb)
    if action is None:
        raise ValueError(
            f"{quote(command)} is not a command. Commands: {', '.join(COMMAND_EXAMPLES)}."
        )
    return action(table, rest)


def check_rolled(table: Table) -> None:
    """Raise ValueError unless the dice of this turn have been rolled."""
    if not table.rolls:
        raise ValueError("Roll first: there are no dice yet this turn.")


def roll_dice(table: Table, positions) -> list[str]:
    """Roll the dice at positions (all five for the first roll); return the Roll line."""
    if table.rolls == ROLLS_PER_TURN:
        raise ValueError("No rolls are left this turn: score a line, e.g. score chance.")
    if table.rolls and not positions:
        raise ValueError("Every die is held: release some (hold none) or score a line.")
    table.dice = reroll(table.dice, positions, table.die) if table.rolls else roll(DICE, table.die)
    table.rolls += 1
    return [format_roll(table.rolls, table.dice).splitlines()[0]]


def command_roll(table: Table, rest: str) -> list[str]:
    """roll: roll every die that is not held."""
    if rest:
        raise ValueError(f"roll takes nothing after it; to hold dice: roll keep {rest}.")
    return roll_dice(table, [place for place in POSITIONS if place not in table.held])


def held_positions(rest: str) -> set:
    """Return the positions a hold names: positions 1-5, or none for no dice.

    >>> sorted(held_positions("1 3 5")), held_positions("none")
    ([1, 3, 5], set())
    """
    if not rest:
        raise ValueError("Say which dice to hold, e.g. hold 1 3 5, or hold none.")
    return set() if rest == "none" else set(parse_positions(rest))


def command_hold(table: Table, rest: str) -> list[str]:
    """hold 1 3 5: hold exactly these dice; hold none releases them all."""
    check_rolled(table)
    table.held = held_positions(rest)
    return []


def command_roll_keep(table: Table, rest: str) -> list[str]:
    """roll keep 2 3: hold exactly these dice, then roll the rest, in one step."""
    check_rolled(table)
    held = held_positions(rest)
    messages = roll_dice(table, [place for place in POSITIONS if place not in held])
    table.held = held
    return messages


def command_reroll(table: Table, rest: str) -> list[str]:
    """reroll 1 4: roll just these dice, holding the others."""
    check_rolled(table)
    positions = parse_positions(rest)
    if not positions:
        raise ValueError("Say which dice to re-roll, e.g. reroll 1 4.")
    messages = roll_dice(table, sorted(positions))
    table.held = set(POSITIONS) - set(positions)
    return messages


def command_toggle(table: Table, rest: str) -> list[str]:
    """toggle 3: hold the die at a position, or release it."""
    check_rolled(table)
    positions = parse_positions(rest)
    if len(positions) != 1:
        raise ValueError("Toggle one die at a time, e.g. toggle 3.")
    table.held ^= set(positions)
    return []


def command_score(table: Table, rest: str) -> list[str]:
    """score LINE: put the dice on an open line and end the turn."""
    check_rolled(table)
    name = line_name(rest, table.game.rules)
    game, points, news = score_turn(table.game, name, table.dice)
    table.game, table.rolls, table.dice, table.held = game, 0, [], set()
    messages = [*news, f"Scored {points} on {name}. Total: {total(game)}"]
    if open_lines(game):
        return messages
    table.over = True
    return [*messages, f"Final score: {total(game)}"]


def command_card(table: Table, rest: str) -> list[str]:
    """card: what every open line would score now."""
    return [format_card(table.game, table.dice) if table.dice else format_sheet(table.game)]


def command_resign(table: Table, rest: str) -> list[str]:
    """resign: end the game now; the total so far is the final score."""
    table.over = True
    return ["You resigned.", f"Final score: {total(table.game)}"]


COMMANDS = {
    "roll": command_roll,
    "hold": command_hold,
    "keep": command_hold,
    "roll keep": command_roll_keep,
    "reroll": command_reroll,
    "toggle": command_toggle,
    "score": command_score,
    "card": command_card,
    "potential": command_card,
    "options": command_card,
    "resign": command_resign,
}


def next_commands(table: Table) -> list[str]:
    """Return the commands that make sense now."""
    if table.over:
        return []
    if not table.rolls:
        return ["roll", "card", "resign"]
    rolling = ["roll", "hold", "roll keep", "reroll", "toggle"]
    return (rolling if table.rolls < ROLLS_PER_TURN else []) + ["score", "card", "resign"]


def table_state(token: str, table: Table, messages) -> dict:
    """Return the state of a table as the API sends it."""
    game, dice = table.game, table.dice
    potential = {name: score_line(game, name, dice) for name in allowed_lines(game, dice)}
    return {
        "game": token,
        "rules": game.rules.key,
        "status": "over" if table.over else "playing",
        "turn": table.turn,
        "turns": len(game.rules.lines),
        "rolls": table.rolls,
        "dice": list(dice),
        "held": sorted(table.held),
        "sheet": dict(game.sheet),
        "potential": potential if dice else {},
        "score": total(game),
        "next": next_commands(table),
        "messages": list(messages),
        "board_text": format_card(game, dice) if dice else format_sheet(game),
    }


def rules_description(rules: RuleSet) -> dict:
    """Return a rule set's lines and the commands, as GET /api/rules sends them."""
    lines = [
        {"number": number, "name": line.name, "short": list(line.aliases), "scores": line.about}
        for number, line in enumerate(rules.lines, 1)
    ]
    commands = [{"command": name, "example": text} for name, text in COMMAND_EXAMPLES.items()]
    return {"rules": rules.key, "title": rules.title, "lines": lines, "commands": commands}


# ------------------------------------------------------------------------------ the API


class ApiError(Exception):
    """A request the API refuses: its HTTP status, the reason, and the state if there is one."""

    def __init__(self, status: int, reason: str, state=None):
        super().__init__(reason)
        self.status, self.reason, self.state = status, reason, state


class GameStore:
    """The games being played, by token: at most API_GAMES, the least recently used goes first.

    Its lock guards only the mapping, never a game's work.
    """

    def __init__(self, limit: int = API_GAMES):
        """Keep at most limit games."""
        self.tables, self.limit = OrderedDict(), limit
        self.lock = threading.Lock()

    def add(self, table: Table) -> str:
        """Keep a new table; return its token: long and random."""
        import secrets  # here, not at the top: only the server needs it, and games start faster

        token = secrets.token_urlsafe(32)
        with self.lock:
            self.tables[token] = table
            if len(self.tables) > self.limit:
                self.tables.popitem(last=False)
        return token

    def find(self, token: str) -> Table:
        """Return the table of a token, or raise ApiError 401."""
        with self.lock:
            table = self.tables.get(token)
            if table is not None:
                self.tables.move_to_end(token)
        if table is None:
            raise ApiError(401, "Unknown game token: start a game with POST /api/new.")
        return table


def new_table(body: dict, default: RuleSet) -> Table:
    """Return a table for the body of POST /api/new: rules, seed and dice, all optional."""
    unknown = set(body) - {"rules", "seed", "dice"}
    if unknown:
        raise ApiError(400, f"Unknown field {sorted(unknown)[0]!r}: give rules, seed or dice.")
    rules = body.get("rules", default.key)
    if rules not in RULE_SETS:
        raise ApiError(400, f"rules must be one of {', '.join(RULE_SETS)}.")
    seed = body.get("seed")
    if seed is not None and (type(seed) is not int or abs(seed) >= 10**40):
        raise ApiError(400, "seed must be a whole number of at most 40 digits.")
    dice = body.get("dice", "")
    if not isinstance(dice, str):
        raise ApiError(400, 'dice must be a string of faces, e.g. "1 2 3 4 5".')
    try:
        return Table(RULE_SETS[rules], make_die(seed, parse_dice(dice)))
    except ValueError as refusal:
        raise ApiError(400, str(refusal)) from None


def api_act(table: Table, token: str, body: dict) -> dict:
    """Play the commands of POST /api/act on a table; return its state, or raise ApiError."""
    command = body.get("command")
    if set(body) != {"command"} or not isinstance(command, str):
        raise ApiError(400, 'The body must be {"command": "..."}, e.g. {"command": "roll"}.')
    with table.lock:
        try:
            return table_state(token, table, play_commands(table, command))
        except GameOver as over:
            raise ApiError(409, str(over), table_state(token, table, [])) from None
        except ValueError as refusal:
            raise ApiError(400, str(refusal), table_state(token, table, [])) from None


class ApiRequests:
    """Answers the API's requests with JSON: parses them, and calls the functions above.

    It is http.server's BaseHTTPRequestHandler, less what every handler has: api_server()
    puts the two together (see there why).
    """

    server_version = "yahtzee.py"
    timeout = 10  # seconds a silent client may hold a connection

    def do_GET(self):
        """Answer a GET."""
        self.answer("GET")

    def do_POST(self):
        """Answer a POST."""
        self.answer("POST")

    def do_PUT(self):
        """Refuse a PUT."""
        self.answer("PUT")

    do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = do_PUT

    def answer(self, method: str) -> None:
        """Route a request, and reply with JSON whatever happens."""
        path, _, query = self.path.partition("?")
        routes = {
            "/api/new": ("POST", self.new),
            "/api/act": ("POST", self.act),
            "/api/state": ("GET", self.state),
            "/api/rules": ("GET", self.rules),
        }
        try:
            if path not in routes:
                raise ApiError(404, f"No such path: {path[:60]}. Paths: {', '.join(routes)}.")
            allowed, action = routes[path]
            self.allowed = allowed
            if method != allowed:
                raise ApiError(405, f"{path} takes {allowed}, not {method}.")
            status, body = action(query)
        except ApiError as error:
            status, body = error.status, {"error": error.reason}
            if error.state is not None:
                body["state"] = error.state
        except Exception:  # a bug must not hang the client or show a traceback
            status, body = 500, {"error": "Internal error."}
        self.reply(status, body)

    def reply(self, status: int, body: dict) -> None:
        """Send a JSON body with a status."""
        data = json.dumps(body).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        if status == 405:
            self.send_header("Allow", self.allowed)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def read_body(self) -> dict:
        """Return the JSON object of the body (none is {}), or raise ApiError."""
        length = self.headers.get("Content-Length", "0").strip()
        if not length.isdigit():
            raise ApiError(400, "Content-Length must be a number of bytes.")
        size = int(length)
        if size > API_BODY_LIMIT:
            self.rfile.read(min(size, API_DRAIN_LIMIT))
            self.close_connection = True
            raise ApiError(413, f"The body is over {API_BODY_LIMIT // 1024} KiB.")
        try:
            body = json.loads(self.rfile.read(size) or b"{}")
        except ValueError:
            raise ApiError(400, "The body is not JSON.") from None
        if not isinstance(body, dict):
            raise ApiError(400, "The body must be a JSON object.")
        return body

    def token(self) -> str:
        """Return the game token of the Authorization header, or raise ApiError 401."""
        scheme, _, token = self.headers.get("Authorization", "").partition(" ")
        if scheme != "Bearer" or not token.strip():
            raise ApiError(401, "Send the game's token: Authorization: Bearer <game>.")
        return token.strip()

    def new(self, query):
        """POST /api/new: start a game; 201 and its state."""
        table = new_table(self.read_body(), self.server.rules)
        return 201, table_state(self.server.store.add(table), table, [])

    def act(self, query):
        """POST /api/act: play commands; 200 and the state."""
        token = self.token()
        table = self.server.store.find(token)
        return 200, api_act(table, token, self.read_body())

    def state(self, query):
        """GET /api/state: 200 and the state."""
        token = self.token()
        table = self.server.store.find(token)
        with table.lock:
            return 200, table_state(token, table, [])

    def rules(self, query):
        """GET /api/rules[?rules=KEY]: the lines and the commands."""
        from urllib.parse import parse_qs  # here: only the server needs it

        key = parse_qs(query).get("rules", [self.server.rules.key])[0]
        if key not in RULE_SETS:
            raise ApiError(400, f"rules must be one of {', '.join(RULE_SETS)}.")
        return 200, rules_description(RULE_SETS[key])

    def send_error(self, code, message=None, explain=None) -> None:
        """Refuse a request http.server cannot read (a bad request line, say) with JSON too."""
        self.close_connection = True
        self.reply(code, {"error": message or self.responses.get(code, ("Error",))[0]})

    def log_message(self, *args) -> None:
        """Keep the screen quiet: the server logs nothing per request."""


class ApiServing:
    """The HTTP server of the API: a thread per request, the games, the default rules.

    It is http.server's ThreadingHTTPServer, less what every server has (see api_server).
    """

    daemon_threads = True
    request_queue_size = 128  # socketserver's 5 resets a burst of clients

    def __init__(self, address, handler, rules: RuleSet):
        """Listen on address (host, port) with handler; new games default to rules."""
        if ":" in address[0]:  # an IPv6 address
            self.address_family = __import__("socket").AF_INET6
        super().__init__(address, handler)
        self.store, self.rules = GameStore(), rules

    def handle_error(self, request, client_address) -> None:
        """Drop a connection that failed (a client gone, one too slow) without a traceback."""


def api_server(address, rules: RuleSet):
    """Return the API's server, listening on address (host, port); raise OSError if it cannot.

    http.server is imported here, not at the top of the file: it takes longer to import
    than the rest of the program, and every game would pay for it.
    """
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    handler = type("ApiHandler", (ApiRequests, BaseHTTPRequestHandler), {})
    server = type("ApiServer", (ApiServing, ThreadingHTTPServer), {})
    return server(address, handler, rules)


# ==========================================================================================
# Part 5: the command line.
# Reads the options and starts what they ask for: a game at the console (Part 1, with the
# hint of Part 3 and the words of Yacht Dice), --auto, --simulate, --score or --serve.
# ==========================================================================================


# Every line the game prints fits in 79 columns, or in a narrower terminal.
SCREEN_WIDTH = 79
# A refusal of the command line is one line on stderr, at most this long.
ERROR_LIMIT = 200
SEED_DIGITS = 40
# --auto on a terminal pauses this long before each move, so a person can follow it.
AUTO_DELAY = 0.5
# The signals that end a game as Ctrl-C does, with what is said (the status is 128 + signal).
STOP_SIGNALS = {"SIGTERM": "Terminated.", "SIGHUP": "Hung up."}


def fit(text: str, width: int = SCREEN_WIDTH) -> str:
    """Return text with every line longer than width broken between words, indenting the rest.

    No word (and so no number) is ever split.

    >>> print(fit(" 5  Fives               -  would score 25", 30))
     5  Fives               -
        would score 25
    """
    wrap = partial(
        textwrap.fill,
        width=width,
        subsequent_indent="    ",
        break_long_words=False,
        break_on_hyphens=False,
    )
    return "\n".join(wrap(line) if len(line) > width else line for line in text.splitlines())


def screen_width() -> int:
    """Return the width to fit text in: 79, or less on a narrower terminal (not a pipe).

    The terminal's own size comes first: a COLUMNS inherited from elsewhere can be stale.
    """
    if not (sys.stdout and sys.stdout.isatty()):
        return SCREEN_WIDTH
    try:
        columns = os.get_terminal_size(sys.stdout.fileno()).columns
    except (OSError, ValueError):
        columns = 0
    columns = columns or shutil.get_terminal_size().columns  # a terminal may not know its size
    return max(20, min(SCREEN_WIDTH, columns - 1))


def show(text: str = "") -> None:
    """Print text on the screen, each long line broken to fit it."""
    print(fit(text, screen_width()))


class Stop(Exception):
    """A signal asked the program to stop."""


def read_answer(question: str, echo: bool) -> str:
    """Ask like input(), without the CR of a Windows line end; echo the answer when piped.

    A read that fails (a terminal gone) is input ending, as EOF is.
    """
    try:
        answer = input(question).rstrip("\r")
    except OSError:
        raise EOFError from None
    if echo:
        print(answer)
    return answer


def no_input(question: str) -> str:
    """Ask with standard input closed: input has ended before it began."""
    raise EOFError


def console_ask():
    """Return the function that asks the player, echoing answers when input is piped.

    Strange bytes in the input become \ufffd instead of an error.
    """
    if sys.stdin is None:
        return no_input
    for stream in (sys.stdin, sys.stdout):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")
    return partial(read_answer, echo=not sys.stdin.isatty())


# The words of Yacht Dice's command language at the prompts, as help lists them.
LANGUAGE_HELP = (
    "Yacht Dice's commands work at the prompts too: hold 1 3 5 (or roll keep 1 3 5) keeps "
    "those dice and re-rolls the rest; hold none or roll re-rolls every die; reroll 1 4 "
    "re-rolls just those; score LINE (e.g. score fh) ends the rolling and puts the dice on "
    "LINE; potential and options show the card. Several answers on one line, separated by ;, "
    "answer the prompts that come next, in turn (1 2; ; fours); a refused one drops the rest."
)


def language_help(*_) -> str:
    """Return the help of Yacht Dice's command words, at either prompt."""
    return LANGUAGE_HELP


# The word commands at every prompt, and what it shows.
COMMANDS_WORD = Command("commands", "Yacht Dice's words", language_help, language_help)


class Console:
    """The player's answers at the console, read a line at a time, in Yacht Dice's words too.

    A line may hold several answers separated by ; that answer the prompts that come
    next, each shown after its prompt as a piped answer is; a refused one drops the rest.
    The words are turned into the plain answers Part 1's prompts take.
    """

    def __init__(self, read, say):
        """Read lines with read(question); show queued answers and refusals with say."""
        self.read, self.say = read, say
        self.pending = []
        self.context = None  # (game, dice) of the prompt being asked

    def ask(self, question: str) -> str:
        """Return the next answer for a prompt, as Part 1's prompts take it."""
        while True:
            answer = self.next_answer(question)
            try:
                plain = self.translate(question, answer)
            except ValueError as refusal:
                self.pending.clear()
                self.say(str(refusal))
                continue
            if self.is_refused(question, plain):
                self.pending.clear()
            return plain

    def next_answer(self, question: str) -> str:
        """Return the next answer typed: one queued from an earlier line, or a new line's first."""
        if self.pending:
            answer = self.pending.pop(0)
            self.say(question + answer)
            return answer
        first, *rest = self.read(question).split(";")
        self.pending = [part.strip() for part in rest]
        return first

    def translate(self, question: str, answer: str) -> str:
        """Return an answer in Yacht Dice's words as a plain one, or raise ValueError."""
        words = normalise(answer)
        verb, _, rest = words.partition(" ")
        if words in ("potential", "options"):
            return "card"
        if question.startswith("Re-roll"):
            return self.reroll_words(verb, rest, answer)
        return rest if verb == "score" else answer

    def reroll_words(self, verb: str, rest: str, answer: str) -> str:
        """Return a re-roll answer in Yacht Dice's words as a plain one, or raise ValueError."""
        if verb == "score":
            return self.score_now(rest)
        if verb == "toggle":
            raise ValueError("Here no die stays held: say all the dice to keep, e.g. keep 1 3 5.")
        if verb in ("hold", "roll"):
            return hold_words(verb, rest) or answer
        return (rest or answer) if verb == "reroll" else answer

    def score_now(self, line: str) -> str:
        """Return keep all for score LINE at the re-roll prompt, with LINE queued for the next.

        LINE must take the dice now, or ValueError says why.
        """
        game, dice = self.context
        name = parse_line(line, game, dice)
        if len(open_lines(game)) > 1:
            self.pending.insert(0, line_key(name))
        return ""

    def is_refused(self, question: str, answer: str) -> bool:
        """Return whether Part 1's prompt will refuse this plain answer."""
        word = normalise(answer)
        if word in (*QUIT_WORDS, *HELP_WORDS, "card", "hint", "commands"):
            return False
        game, dice = self.context
        try:
            if question.startswith("Re-roll"):
                parse_reroll(answer)
            else:
                parse_line(answer, game, dice)
        except ValueError:
            return True
        return False


def hold_words(verb: str, rest: str) -> str:
    """Return hold ... or roll ... as a plain re-roll answer ("" when it is neither).

    >>> hold_words("hold", "1 3"), hold_words("roll", "keep 2"), hold_words("roll", "")
    ('keep 1 3', 'keep 2', 'all')
    """
    if rest in ("", "none") and (verb, rest) != ("hold", ""):
        return "all"
    if verb == "roll" and not rest.startswith("keep"):
        return ""
    kept = rest[len("keep") :].strip() if verb == "roll" else rest
    if not kept:
        raise ValueError("Say which dice to hold, e.g. hold 1 3 5, or hold none.")
    return f"keep {kept}"


def console_rerolls(console: Console, say, extras, game: Game, dice, roll_number: int):
    """Ask the console player which positions to re-roll."""
    console.context = (game, dice)
    return prompt_reroll(game, dice, roll_number, console.ask, say, extras)


def console_line(console: Console, say, extras, game: Game, dice) -> str:
    """Ask the console player for a line."""
    console.context = (game, dice)
    return choose_line(game, dice, console.ask, say, extras)


def console_player(read, say) -> Player:
    """Return the player at the console: the prompts, hint, and Yacht Dice's words."""
    console = Console(read, say)
    extras = (HINT, COMMANDS_WORD)
    return Player(
        partial(console_rerolls, console, say, extras), partial(console_line, console, say, extras)
    )


def one_line(message: str) -> str:
    """Return a command-line refusal as one line of at most ERROR_LIMIT characters.

    >>> one_line("--seed is missing")
    'yahtzee.py: error: --seed is missing'
    >>> len(one_line("x" * 5000))
    200
    """
    line = " ".join(f"yahtzee.py: error: {message}".split())
    return line if len(line) <= ERROR_LIMIT else line[: ERROR_LIMIT - 3] + "..."


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose refusals are one line on stderr, and status 2."""

    def error(self, message):
        """Refuse the command line in one line, pointing to --help."""
        self.exit(2, one_line(f"{message} (see --help)") + "\n")


def seed_number(text: str) -> int:
    """Return a --seed: an optional minus sign and 1-40 ASCII digits.

    >>> seed_number("-7"), seed_number("2026")
    (-7, 2026)
    >>> seed_number("1_0")
    Traceback (most recent call last):
    argparse.ArgumentTypeError: '1_0' is not a seed: give a whole number of up to 40 digits.
    """
    digits = text[1:] if text.startswith("-") else text
    if not 0 < len(digits) <= SEED_DIGITS or digits.strip("0123456789"):
        raise argparse.ArgumentTypeError(
            f"{quote(text)} is not a seed: give a whole number of up to {SEED_DIGITS} digits."
        )
    return int(text)


def port_number(text: str) -> int:
    """Return a --port: 0 (any free port) to 65535.

    >>> port_number("0"), port_number("8000")
    (0, 8000)
    """
    if not (text.isascii() and text.isdigit() and len(text) <= 5 and int(text) <= 65535):
        raise argparse.ArgumentTypeError(f"{quote(text)} is not a port: give 0 to 65535.")
    return int(text)


def delay_seconds(text: str) -> float:
    """Return a --delay: seconds from 0 to 10.

    >>> delay_seconds("0.25")
    0.25
    >>> delay_seconds("nan")
    Traceback (most recent call last):
    argparse.ArgumentTypeError: 'nan' is not a delay: give seconds from 0 to 10, e.g. 0.5.
    """
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not 0 <= seconds <= 10:
        raise argparse.ArgumentTypeError(
            f"{quote(text)} is not a delay: give seconds from 0 to 10, e.g. 0.5."
        )
    return seconds


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser; its epilog lists the rule sets, one line each."""
    rule_sets = "\n".join(f"  {key:<10}{rules.title}" for key, rules in RULE_SETS.items())
    parser = OneLineParser(
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
    parser.add_argument(
        "--seed",
        type=seed_number,
        help="seed the dice (a whole number), so a game can be replayed",
    )
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
        "--serve", action="store_true", help="serve the JSON API over HTTP (see --host, --port)"
    )
    mode.add_argument(
        "--solve", action="store_true", help="work out exact advice for the rule set, and keep it"
    )
    mode.add_argument(
        "--simulate", type=int, metavar="N", help="play N games silently, print stats"
    )
    add_mode_settings(parser)


def add_mode_settings(parser: argparse.ArgumentParser) -> None:
    """Add the options that set up --simulate, --auto and --serve."""
    parser.add_argument(
        "--strategy",
        choices=("optimal", "greedy"),
        help="who plays --simulate or --auto: the advisor (optimal, the default) or greedy",
    )
    parser.add_argument("--host", help="with --serve: the address to listen on (127.0.0.1)")
    parser.add_argument(
        "--port", type=port_number, help="with --serve: the port (8000; 0: any free)"
    )
    parser.add_argument(
        "--delay",
        type=delay_seconds,
        metavar="SECONDS",
        help=f"with --auto: the pause before each move ({AUTO_DELAY} on a terminal, 0 piped)",
    )


def choose_rules(key, full: bool) -> RuleSet:
    """Return the rule set named on the command line (--full is --rules yahtzee).

    >>> choose_rules(None, False).key, choose_rules(None, True).key
    ('homework', 'yahtzee')
    >>> choose_rules("yacht", False).key
    'yacht'
    """
    if full and key not in (None, "yahtzee"):
        raise ValueError(f"--full plays --rules yahtzee, not --rules {key}: give one of them.")
    return RULE_SETS["yahtzee" if full else key or HOMEWORK.key]


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
        name = line_name(words[0], rules, numbers=False)
    except ValueError as refusal:
        raise ValueError(score_refusal(rules, words[0], str(refusal))) from None
    return score_line(new_game(rules), name, list(dice))


def score_refusal(rules: RuleSet, word: str, refusal: str) -> str:
    """Return why --score cannot score on word: a near miss, or the lines there are.

    >>> print(score_refusal(HOMEWORK, "full house", "'full house' is not a line."))
    'full house' is not a line of --rules homework: give a name or short form (1s 2s 3s 4s 5s 6s).
    """
    if "Did you mean" in refusal:
        return refusal.replace(" is not a line.", f" is not a line of --rules {rules.key}.")
    forms = " ".join(line.aliases[0] for line in rules.lines)
    return (
        f"{quote(word)} is not a line of --rules {rules.key}: give a name or short form ({forms})."
    )


def print_score(rules: RuleSet, words) -> int:
    """Print the score --score asks for and return 0; or say why not on stderr and return 2."""
    try:
        print(score_words(rules, words))
    except ValueError as error:
        print(one_line(str(error)), file=sys.stderr)
        return 2
    return 0


def print_simulation(rules: RuleSet, player: Player, games: int, die) -> int:
    """Simulate games, print their summary and histogram, and return 0."""
    progress = Progress(sys.stderr) if sys.stderr and sys.stderr.isatty() else ignore
    scores = simulate(rules, player, games, die, progress)
    print(format_summary(scores))
    print(format_histogram(scores))
    return 0


def check_args(args) -> tuple[RuleSet, tuple[int, ...]]:
    """Return the rule set and scripted dice, or raise ValueError for options that do not fit."""
    check_modes(args)
    return choose_rules(args.rules, args.full), parse_dice(args.dice or "")


def check_modes(args) -> None:
    """Raise ValueError for options of --simulate, --auto and --serve that do not fit."""
    if args.simulate is not None and args.simulate < 1:
        raise ValueError(f"--simulate takes a number of games, 1 or more, not {args.simulate}.")
    settings = [
        ("--strategy", args.strategy, args.simulate or args.auto, "--simulate or --auto"),
        ("--delay", args.delay is not None, args.auto, "--auto"),
        ("--host", args.host, args.serve, "--serve"),
        ("--port", args.port is not None, args.serve, "--serve"),
    ]
    for option, given, mode, where in settings:
        if given and not mode:
            raise ValueError(f"{option} goes with {where}.")


def dispatch(argv) -> int:
    """Parse the command line and start what it asks for; return the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        rules, scripted = check_args(args)
    except ValueError as error:
        parser.error(str(error))
    if args.score is not None or args.solve or args.serve:
        return run_service(rules, args)
    die = make_die(args.seed, scripted)
    if args.simulate:
        return print_simulation(rules, make_player(rules, args.strategy), args.simulate, die)
    if args.auto:
        return play_auto(rules, die, args)
    return play_game(rules, die, console_player(console_ask(), show), show)


def run_service(rules: RuleSet, args) -> int:
    """Do what --score, --solve or --serve asks; return the exit status."""
    if args.score is not None:
        return print_score(rules, args.score)
    if args.solve:
        return solve_and_keep(rules)
    port = API_PORT if args.port is None else args.port
    return serve_api(rules, args.host or API_HOST, port)


def serve_api(rules: RuleSet, host: str, port: int) -> int:
    """Serve the API until Ctrl-C or SIGTERM, each ending it with one line; return 0."""
    try:
        server = api_server((host, port), rules)
    except OSError as error:
        tell(one_line(f"cannot listen on {host} port {port}: {error.strerror or error}."))
        return 1
    shown = f"[{host}]" if ":" in host else host
    print(f"Serving on http://{shown}:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except (KeyboardInterrupt, Stop):
        tell("Server stopped.")
    finally:
        server.server_close()
    return 0


def solve_and_keep(rules: RuleSet) -> int:
    """Solve a rule set on every core, keep the table, and say what a new game is worth."""
    started = time.monotonic()
    progress = partial(show_solving, started) if sys.stderr and sys.stderr.isatty() else None
    values = solve_table(rules, os.cpu_count() or 1, progress)
    try:
        path = save_table(rules, values)
    except OSError as error:
        tell(one_line(f"cannot keep the solved table: {error}"))
        return 1
    solver = solver_for(rules)
    start = values[solver.index(solver.state_of(new_game(rules)))]
    print(f"Solved {rules.title} in {time.monotonic() - started:.1f} s.")
    print(f"Kept in {path}; hints, --auto and --simulate now read it.")
    print(f"Expected final score with optimal play: {start:.2f}")
    return 0


def show_solving(started: float, done: int, levels: int) -> None:
    """Show on stderr how far a solve has come; the last call clears the line."""
    text = f"\rSolving: {done} of {levels} open lines, {time.monotonic() - started:.0f} s"
    sys.stderr.write(text if done < levels else "\r" + " " * len(text) + "\r")
    sys.stderr.flush()


def auto_delay(delay, terminal: bool) -> float:
    """Return the seconds --auto pauses before each move: --delay, else AUTO_DELAY on a terminal.

    >>> auto_delay(None, True), auto_delay(None, False), auto_delay(2.0, False)
    (0.5, 0, 2.0)
    """
    if delay is not None:
        return delay
    return AUTO_DELAY if terminal else 0


def play_auto(rules: RuleSet, die, args) -> int:
    """Let a strategy play a whole game on screen, pausing before each move on a terminal."""
    seconds = auto_delay(args.delay, sys.stdout.isatty())
    pause = partial(time.sleep, seconds) if seconds else ignore
    player = watched_player(make_player(rules, args.strategy), show, pause)
    welcome = f"Yahtzee: {rules.title}. Watch the advisor play."
    return play_game(rules, die, player, show, welcome)


def quiet_closed_pipe() -> None:
    """Point stdout at the null device, so a reader that left early costs no error at exit."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def tell(line: str) -> None:
    """Write one line on stderr, if it is still there (a closed terminal is not)."""
    with contextlib.suppress(OSError, AttributeError):
        print(line, file=sys.stderr)


def stop_now(signum, _frame) -> None:
    """Raise Stop for a signal, so the program ends in one place as on Ctrl-C."""
    raise Stop(signum)


def catch_stop_signals() -> dict:
    """Make SIGTERM and SIGHUP raise Stop; return the handlers they had before."""
    handlers = {}
    for name in STOP_SIGNALS:
        number = getattr(signal, name, None)  # Windows has no SIGHUP
        if number is not None:
            handlers[number] = signal.signal(number, stop_now)
    return handlers


def finish(status: int) -> int:
    """Flush what is left to print; a reader that has gone costs nothing. Return status."""
    try:
        if sys.stdout:
            sys.stdout.flush()
    except OSError:
        quiet_closed_pipe()
    return status


def run_program(argv) -> int:
    """Run the program and return its exit status, whatever ends it."""
    if sys.stdout is None:
        tell("yahtzee.py: error: standard output is closed, so there is no screen to play on.")
        return 1
    try:
        return finish(dispatch(argv))
    except SystemExit as stop:  # argparse ends --help, --version and usage errors this way
        return finish(stop.code)
    except KeyboardInterrupt:
        tell("\nInterrupted.")
        return finish(130)
    except Stop as stop:
        tell("\n" + STOP_SIGNALS[signal.Signals(stop.args[0]).name])
        return finish(128 + stop.args[0])
    except BrokenPipeError:
        quiet_closed_pipe()
        return 1


def main(argv=None) -> int:
    """Run the program; return its exit status. No traceback reaches the user."""
    handlers = catch_stop_signals()
    try:
        return run_program(argv)
    finally:
        for number, handler in handlers.items():
            signal.signal(number, handler)


if __name__ == "__main__":
    sys.exit(main())
