#!/usr/bin/env python3
"""Yahtzee at the console, for classrooms: the homework's six-turn game, then the full card.

The homework game: six turns. Each turn, roll five dice; re-roll any of them (all,
none or some), then once more; keeping all the dice ends the rolling. Then put the
dice on an unused line of the sheet: Ones to Sixes, each scoring the sum of the dice
that show its face (a zero is allowed). When one line is left, the game fills it.
The final score is the total of the six lines.

Play:  python3 yahtzee.py              (python3 yahtzee.py --help lists the options)
Test:  make test

This file is the game, and runs alone. It reads in teaching order, one part after another:
  Part 1: the homework game, whole and alone: dice, scoring, the sheet, answers,
          display, the prompts, the turn and the game loop.
  Part 2: the full card (--full) and the other rule sets (--rules): more scorers, and
          the Joker rules and bonuses, plugged into the seams of Part 1's rule sets.
  Part 3: Yacht Dice's command language (roll, hold 1 3 5, score fh, ...): one parser
          and one set of rules, which the console and the server both obey.
  Part 4: the command line: options, the console, signals, exit statuses.

Beside it, each imported only when it is asked for:
  solver.py, table.py, advisor.py: the exact solver, its table (--solve), and hint.
  review.py, autoplay.py: the review (and --review FILE); --auto and --simulate.
  server.py, board.py: --serve, the JSON API over HTTP, its games, and the page.
  players.py:  --players, several players at one keyboard.
  coach.py:    --coach, exact advice for a game played with real dice.
"""

import argparse
import contextlib
import importlib
import os
import random
import re
import signal
import sys
from collections import namedtuple
from functools import cache, partial

VERSION = "1.0.0"
DICE = 5
FACES = (1, 2, 3, 4, 5, 6)
POSITIONS = tuple(range(1, DICE + 1))
ROLLS_PER_TURN = 3


# ==========================================================================================
# Part 1: the homework game, whole and alone.
# A game with --no-review runs only this part and the command line (Part 4); review.py reads
# a game's record at its end. Later parts and modules extend it through its seams: the
# optional functions of a rule set (RuleSet), a die (any function that returns a face), a
# player (two functions that make a turn's decisions) and the prompts' ask, say and parse.
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
#   specials                      the data those functions read.
RuleSet = namedtuple(
    "RuleSet",
    "key title summary lines check points reward layout specials",
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


def roll(count: int, die) -> list[int]:
    """Return count dice freshly rolled with die.

    >>> roll(5, iter([3, 1, 4, 1, 5]).__next__)
    [3, 1, 4, 1, 5]
    """
    return [die() for _ in range(count)]


def reroll(dice: list[int], positions, die) -> list[int]:
    """Return a copy of dice whose dice at positions (1-5) are rolled again, in position order.

    >>> reroll([1, 2, 3, 4, 5], (4, 2), iter([6, 5]).__next__)
    [1, 6, 3, 5, 5]
    """
    chosen = set(positions)
    return [die() if place in chosen else face for place, face in enumerate(dice, 1)]


# ------------------------------------------------------------------------------ scoring
# Every scorer reads the counts of the dice: counts[f] is how many dice show face f.


def count_faces(dice) -> tuple[int, ...]:
    """Return the counts of the dice; counts[0] is always 0.

    >>> count_faces([6, 1, 6, 6, 2])
    (0, 1, 1, 0, 0, 0, 3)
    """
    return tuple(map(dice.count, range(len(FACES) + 1)))  # the count of each face, 0 to 6


def sum_of_face(face: int, counts) -> int:
    """Score an upper line: the sum of the dice showing face.

    >>> sum_of_face(4, count_faces([4, 4, 4, 1, 1])), sum_of_face(4, count_faces([1, 3, 6, 2, 1]))
    (12, 0)
    """
    return face * counts[face]


def upper_lines() -> tuple[Line, ...]:
    """Return the six upper lines, Ones to Sixes, that every rule set starts with."""
    about = "the sum of the dice showing {}"
    return tuple(
        Line(FACE_NAMES[face], (f"{face}s",), partial(sum_of_face, face), face, about.format(face))
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
    """Return a game with every line of the sheet open."""
    return Game(rules, {line.name: None for line in rules.lines}, {})


@cache  # the advisor asks for lines by name many times a turn
def get_line(rules: RuleSet, name: str) -> Line:
    """Return the line of rules with this name, in any case, or raise ValueError."""
    found = [line for line in rules.lines if line_key(line.name) == line_key(name)]
    if not found:
        raise ValueError(f"{quote(name)} is not a line of {rules.title}.")
    return found[0]


def open_lines(game: Game) -> list[str]:
    """Return the names of the open lines, in sheet order."""
    return [name for name, points in game.sheet.items() if points is None]


def total(game: Game) -> int:
    """Return the running total: the points on every line, and any earned beyond them."""
    on_lines = sum(points for points in game.sheet.values() if points)
    return on_lines + sum(game.bonuses.values())


def score_line(name: str, dice, game: Game = None) -> int:
    """Return what the dice score on a named line (any case), by game's rules or the homework's.

    >>> score_line("fours", [4, 4, 4, 1, 1]), score_line("SIXES", [4, 4, 4, 1, 1])
    (12, 0)
    """
    rules = game.rules if game else HOMEWORK
    line = get_line(rules, name)
    if game and rules.points:
        return rules.points(game, line, dice)
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
    points = score_line(name, dice, game)
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
    """Return an answer trimmed, in lower case, with each run of spaces as one space."""
    return " ".join(answer.lower().split())


def line_key(answer: str) -> str:
    """Return an answer as a line's name is looked up: normalised, - and _ as spaces."""
    return normalise(answer.replace("-", " ").replace("_", " "))


def quote(answer: str, limit: int = 20) -> str:
    """Return what was typed, quoted for a message: trimmed, printable and short.

    >>> quote("  7 "), quote("x" * 25)
    ("'7'", "'xxxxxxxxxxxxxxxxxxxx...'")
    """
    shown = "".join(char if char.isprintable() else "?" for char in answer.strip())
    return f"'{shown[:limit]}...'" if len(shown) > limit else f"'{shown}'"


def parse_positions(text: str) -> tuple[int, ...]:
    """Return the positions in text: digits 1-5, apart or together, spaces or commas between.

    >>> parse_positions("1,3 5"), parse_positions("315")
    ((1, 3, 5), (3, 1, 5))
    >>> parse_positions("16")
    Traceback (most recent call last):
    ValueError: '6' is not a position. Type positions 1-5, e.g. 1 3 5; Enter keeps all.
    """
    places = []
    for word in text.replace(",", " ").split():
        bad = [char for char in word if char not in "12345"]
        if bad:
            shown = quote(bad[0] if word.isdecimal() else word)
            raise ValueError(f"{shown} is not a position. Type positions 1-5, e.g. 1 3 5; "
                             "Enter keeps all.")  # fmt: skip
        for place in map(int, word):
            if place in places:  # at most five places come before a repeated one
                raise ValueError(f"Position {place} is given twice. "
                                 "Give each position once, e.g. 1 3 5.")  # fmt: skip
            places.append(place)
    return tuple(places)


# The words the re-roll prompt takes besides positions, and what each re-rolls.
REROLL_WORDS = {"": (), "none": (), "keep all": (), "all": POSITIONS, "keep none": POSITIONS}


def parse_reroll(answer: str) -> tuple[int, ...]:
    """Return the positions to re-roll, in order; an empty tuple keeps all the dice.

    >>> parse_reroll(" 5 1 "), parse_reroll("ALL"), parse_reroll("keep 1 2")
    ((1, 5), (1, 2, 3, 4, 5), (3, 4, 5))
    >>> parse_reroll("   "), parse_reroll("none"), parse_reroll("keep none")
    ((), (), (1, 2, 3, 4, 5))
    """
    words = normalise(answer)
    if words in REROLL_WORDS:
        return REROLL_WORDS[words]
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


def line_name(answer: str, rules: RuleSet, numbers: bool = True) -> str:
    """Return the name of the line an answer names, or raise ValueError saying what is accepted.

    >>> line_name(" FOURS ", HOMEWORK), line_name("4s", HOMEWORK), line_name("4", HOMEWORK)
    ('Fours', 'Fours', 'Fours')
    >>> line_name("7", HOMEWORK)
    Traceback (most recent call last):
    ValueError: '7' is not a line. Enter 1-6, a name such as fours, or a short form such as 4s.
    """
    name = line_words(rules, numbers).get(line_key(answer))
    if name is not None:
        return name
    how = f"1-{len(rules.lines)}, a name" if numbers else "a name"
    what = f"{quote(answer)} is not a line." if answer.strip() else "No line was given."
    raise ValueError(f"{what} Enter {how} such as fours, or a short form such as 4s.")


def parse_line(answer: str, game: Game, dice) -> str:
    """Return the open line an answer chooses for these dice, or raise ValueError saying why."""
    name = line_name(answer, game.rules)
    check_choice(game, name, dice)
    return name


# ------------------------------------------------------------------------------ display
# format_* functions return text; the caller shows it once (the console fits it to the screen).


def format_turn(turn: int, game: Game) -> str:
    """Return the header of a turn, e.g. Turn 2 of 6."""
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
    """Return the dice as they are now, as format_roll shows them but headed Dice: (no Roll)."""
    return "Dice:   " + format_roll(1, dice).split(": ", 1)[1]


def format_row(number, label: str, points, note: str = "") -> str:
    """Return one row of the sheet: number, label, points, note (as format_sheet shows)."""
    return f"{number:>2}  {label:<16}{points:>5}  {note}".rstrip()


def line_note(game: Game, name: str, dice) -> str:
    """Return what the dice would score on an open line, e.g. would score 4."""
    return f"would score {score_line(name, dice, game)}"


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
PROMPT_WORDS = "At any prompt: help or ? (this help), card (the sheet), quit (end the game)."


def line_help(game: Game) -> str:
    """Return what the line prompt accepts in this rule set, with every short form."""
    forms = ", ".join(f"{line.name} ({'/'.join(line.aliases)})" for line in game.rules.lines)
    return (
        f"This prompt takes an open line's number (1-{len(game.rules.lines)}), "
        f"its name in any case, or its short form: {forms}."
    )


def format_help(game: Game, accepted: str) -> str:
    """Return the help for a prompt: the rules, what this prompt accepts, the commands."""
    return f"Rules ({game.rules.title}): {game.rules.summary}\n{accepted}\n{PROMPT_WORDS}"


# ------------------------------------------------------------------------------ prompts
# Each prompt asks until the answer is valid. help and card show text and ask again; a
# quit word raises QuitGame; input ending raises EOFError.


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


def prompt_commands(game: Game, dice, accepted: str) -> dict:
    """Return what each command word shows at a prompt: help, ? and card."""
    commands = dict.fromkeys(HELP_WORDS, partial(format_help, game, accepted))
    commands["card"] = partial(format_card, game, dice)
    return commands


def reroll_question(roll_number: int) -> str:
    """Return the re-roll prompt after a roll, which says how many re-rolls are left."""
    left = ROLLS_PER_TURN - roll_number
    count = f"{left} re-roll" if left == 1 else f"{left} re-rolls"
    return f"Re-roll which positions? ({count} left; Enter keeps all) > "


def line_question(game: Game) -> str:
    """Return the line prompt, with the first open line's name as its example."""
    example = line_key(open_lines(game)[0])
    return f"Choose a line (1-{len(game.rules.lines)} or a name, e.g. {example}) > "


def prompt_reroll(game: Game, dice, roll_number: int, ask=input, say=print, parse=parse_reroll):
    """Ask which positions to re-roll; return them (an empty tuple keeps all the dice)."""
    commands = prompt_commands(game, dice, REROLL_HELP)
    return ask_until_valid(reroll_question(roll_number), parse, ask, say, commands)


def choose_line(game: Game, dice, ask=input, say=print, parse=parse_line) -> str:
    """Show the sheet with what these dice would score, then ask for an open line."""
    say(format_sheet(game, dice))
    commands = prompt_commands(game, dice, line_help(game))
    parse = partial(parse, game=game, dice=dice)
    remind = partial(format_card, game, dice)
    return ask_until_valid(line_question(game), parse, ask, say, commands, remind)


# ------------------------------------------------------------------------------ the turn
# One interpreter plays every turn, whoever decides (a prompt, a command, the advisor) and
# wherever the dice come from (a die, or a transcript), and keeps the game's record.

# A move of the record: ("roll", dice), ("reroll", positions: none keeps all), ("line",
# name), ("filled", the last line, filled by the game) or ("refused", (answer, reason)).
Move = namedtuple("Move", "kind value")
# What each phase of a turn waits for.
PHASES = {"start": "a first roll", "roll": "the roll asked for", "reroll": "a re-roll",
          "line": "a line", "over": "nothing (the game is over)"}  # fmt: skip


class Play:
    """A game played a step at a time, with its record of every roll and decision.

    phase is what comes next (a key of PHASES); a step that may not come now raises
    ValueError saying what should, and changes nothing.
    """

    def __init__(self, game: Game):
        """Play on from game (new_game(rules) for a new one), before a turn's first roll."""
        self.game, self.record, self.scored = game, [], None
        self.end_turn()

    def end_turn(self) -> None:
        """Make ready for the next turn's first roll: no dice, none held."""
        self.dice, self.rolls, self.held = [], 0, frozenset()
        self.phase = "start" if open_lines(self.game) else "over"

    def expect(self, step: str, *phases) -> None:
        """Raise ValueError unless the game is in one of phases, where step may come."""
        if self.phase not in phases:
            raise ValueError(f"{step} comes where {PHASES[self.phase]} should")

    def rolled(self, dice) -> None:
        """Take the dice of a roll: a turn's first, or the re-roll asked for (held dice stay)."""
        self.expect("a roll", "start", "roll")
        if any(dice[at - 1] != self.dice[at - 1] for at in self.held):
            raise ValueError("a die that was kept has changed")
        self.dice, self.rolls, self.phase = list(dice), self.rolls + 1, "reroll"
        self.record.append(Move("roll", list(dice)))
        if self.rolls == ROLLS_PER_TURN:
            self.end_rolling()

    def reroll(self, positions) -> None:
        """Take the player's re-roll: these positions roll next; none keeps all the dice."""
        self.expect("a re-roll", "reroll")
        self.held, self.phase = frozenset(POSITIONS) - set(positions), "roll"
        self.record.append(Move("reroll", tuple(sorted(positions))))
        if not positions:
            self.end_rolling()

    def end_rolling(self) -> None:
        """End the rolling: a line comes next, unless one is left and the game fills it."""
        self.phase, remaining = "line", open_lines(self.game)
        if len(remaining) == 1:
            self.score("filled", remaining[0])

    def choose(self, name: str) -> None:
        """Put the dice on the open line named; before the third roll, that keeps all."""
        self.expect("a line", "reroll", "line")
        check_choice(self.game, name, self.dice)
        if self.phase == "reroll":
            self.reroll(())  # which fills the last line, if only one is open
        if self.phase == "line":
            self.score("line", name)

    def score(self, kind: str, name: str) -> None:
        """Score the dice on a line, note it (kind: line or filled), and end the turn."""
        self.game, points, news = score_turn(self.game, name, self.dice)
        self.record.append(Move(kind, name))
        self.scored = (name, points, news)
        self.end_turn()


# ------------------------------------------------------------------------------ the game

# A player makes the two decisions of a turn; one that sits (sit(play), handed the game in
# play before each of its turns) may take its answers into it itself, as the console does:
#   choose_rerolls(game, dice, roll_number) -> the positions to re-roll (none keeps all);
#   choose_line(game, dice) -> the name of the line the dice go on.
Player = namedtuple("Player", "choose_rerolls choose_line sit", defaults=(None,))


def play_rolls(play: Play, die, player: Player, say) -> None:
    """Roll, and let the player re-roll up to twice, until the rolling ends."""
    dice = roll(DICE, die)
    while dice:
        say(format_roll(play.rolls + 1, dice))
        play.rolled(dice)
        positions = ()
        if play.phase == "reroll":
            positions = player.choose_rerolls(play.game, play.dice, play.rolls)
        if play.phase == "reroll":  # a player whose answer the game has not taken yet
            play.reroll(positions)
        dice = reroll(play.dice, positions, die) if positions else None


def play_turn(play: Play, turn: int, die, player: Player, say) -> None:
    """Play one turn of a game in play: roll, re-roll, a line (the last one fills itself)."""
    say("")
    say(format_turn(turn, play.game))
    if player.sit:
        player.sit(play)
    play_rolls(play, die, player, say)
    name = player.choose_line(play.game, play.dice) if play.phase == "line" else None
    if play.phase == "line":  # a player whose answer the game has not taken yet
        play.choose(name)
    say_scored(play, say)


def say_scored(play: Play, say) -> None:
    """Say how a turn ended: the last line filled by the game, any news, what was scored."""
    if play.record[-1].kind == "filled":
        say(f"Only {play.record[-1].value} is left, so the dice go there.")
    name, points, news = play.scored
    for item in news:
        say(item)
    say(f"Scored {points} on {name}. Total: {total(play.game)}")


def play_game(
    rules: RuleSet, die, player: Player, say=print, welcome=None, closing=None, table=None
) -> int:
    """Play a whole game and return the exit status: 0 when it ends, 1 when input runs out.

    closing(play), when given, returns what is said just before the final score. A table
    (players.py) seats several players in place of player, and says how their game ended.
    """
    seats, between, end = table or ([(player, say)], None, partial(say_end, say, closing))
    plays = [Play(new_game(rules)) for _ in seats]
    say(welcome or f"Let's play {rules.title}. Type help at any prompt for the rules.")
    try:
        for turn in range(1, len(rules.lines) + 1):
            for (seated, said), play in zip(seats, plays):
                play_turn(play, turn, die, seated, said)
            if between:
                between(turn, plays)
    except (QuitGame, EOFError) as ended:
        return end(plays, isinstance(ended, EOFError))
    return end(plays, None)


def say_end(say, closing, plays, ended) -> int:
    """Say how a game ended, and return the exit status. ended: None when it is over (the
    sheet, closing(play) when given, the final score), else whether input ran out (True) or
    the player quit (False), and the sheet so far."""
    game = plays[0].game
    if ended is not None:
        heading = "\nInput ended before the game was over." if ended else "You resigned."
        say(f"{heading} The sheet so far:")
        say(format_sheet(game))
        return int(ended)
    say("")
    say("Game over.")
    say(format_sheet(game))
    if closing:
        say(closing(plays[0]))
    say(f"Final score: {total(game)}")
    return 0


# ==========================================================================================
# Part 2: the full card (--full) and the other rule sets (--rules).
# Adds the lower lines' scorers and four more rule-set tables. The Joker rules and the
# bonuses plug into Part 1 through a rule set's seams (check, points, reward, layout), which
# the homework game leaves empty; allowed_lines serves every rule set.
# ==========================================================================================

UPPER_BONUS = "Upper bonus"
YAHTZEE_BONUS = "Yahtzee bonus"

# What a card with bonuses adds to its lines. upper_bonus: (threshold, points) or None;
# yahtzee_line: the line whose 50 earns yahtzee_bonus for every further five of a kind;
# jokers: None where the Joker rules do not apply, else (line name, points) pairs for the
# lines a Joker scores in full; free_joker: a Joker may go on any open line, and scores those
# lines in full only once the upper line of its face is used.
Specials = namedtuple(
    "Specials",
    "upper_bonus yahtzee_line yahtzee_bonus jokers free_joker",
    defaults=(None, None, 0, None, False),
)


# ------------------------------------------------------------------------------ scorers


def sum_of_dice(counts) -> int:
    """Score Chance (Yacht's Choice): the sum of all the dice."""
    return sum(face * count for face, count in enumerate(counts))


def sum_all_if_kind(n: int, counts) -> int:
    """Score Yahtzee's Three or Four of a Kind: the sum of all dice, when n show one face."""
    return sum_of_dice(counts) if max(counts) >= n else 0


def sum_of_matching(n: int, counts) -> int:
    """Score n of a kind as Yacht and Yatzy do: n times the highest face shown n times."""
    faces = [face for face in FACES if counts[face] >= n]
    return n * faces[-1] if faces else 0


def sum_of_two_pairs(counts) -> int:
    """Score Yatzy's Two Pairs: the sum of two pairs of different faces (four alike is one)."""
    faces = [face for face in FACES if counts[face] >= 2]
    return 2 * sum(faces) if len(faces) == 2 else 0


def is_full_house(counts) -> bool:
    """Return whether three dice show one face and two another (five of a kind is not)."""
    return sorted(count for count in counts if count) == [2, 3]


def points_if_full_house(points: int, counts) -> int:
    """Score Yahtzee's Full House, worth fixed points."""
    return points if is_full_house(counts) else 0


def sum_if_full_house(counts) -> int:
    """Score a Full House worth the sum of the dice, as Yacht and Yatzy do."""
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
    """Score a Yahtzee straight: points when length faces in a row show, in any order."""
    return points if longest_straight(counts) >= length else 0


def points_if_faces(faces, points: int, counts) -> int:
    """Score an exact straight (Yacht, Yatzy): points if the dice show exactly these faces."""
    return points if all(counts[face] == 1 for face in faces) else 0


def points_if_five_alike(points: int, counts) -> int:
    """Score a Yahtzee (or a Yacht, or a Yatzy): points when all five dice show one face."""
    return points if DICE in counts else 0


# ------------------------------------------------------------------------------ Jokers


def is_five_of_a_kind(dice) -> bool:
    """Return whether all the dice show one face."""
    return len(set(dice)) == 1


def is_joker(game: Game, dice) -> bool:
    """Return whether these dice are a Yahtzee played under the Joker rules."""
    specials = game.rules.specials
    if specials is None or specials.jokers is None or not is_five_of_a_kind(dice):
        return False
    return game.sheet[specials.yahtzee_line] is not None


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
    if not is_joker(game, dice) or game.rules.specials.free_joker:
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
    >>> line = get_line(YAHTZEE, "Large Straight")
    >>> joker_points(game, line, [5] * 5), joker_points(new_game(YAHTZEE), line, [5] * 5)
    (40, 0)
    """
    full = dict(game.rules.specials.jokers or ())
    if line.name in full and is_joker(game, dice) and not free_joker_short(game, dice):
        return full[line.name]
    return line.scorer(count_faces(dice))


def free_joker_short(game: Game, dice) -> bool:
    """Return whether a free-choice Joker falls short of full points: its face's line is open."""
    return game.rules.specials.free_joker and game.sheet[FACE_NAMES[dice[0]]] is None


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
    """Return the Yahtzee bonus these dice earn: only while the Yahtzee line holds its 50."""
    specials = game.rules.specials
    if not specials.yahtzee_bonus or not is_five_of_a_kind(dice):
        return 0
    return specials.yahtzee_bonus if game.sheet[specials.yahtzee_line] else 0


def card_bonuses(before: Game, after: Game, dice) -> list[tuple[str, int, str]]:
    """Return the bonuses a turn earns, (label, points, news): a Yahtzee bonus, the upper bonus."""
    earned = []
    extra = yahtzee_bonus_earned(before, dice)
    if extra:
        earned.append((YAHTZEE_BONUS, extra, f"Yahtzee bonus: +{extra} for another Yahtzee."))
    upper = before.rules.specials.upper_bonus
    if upper and UPPER_BONUS not in before.bonuses and upper_total(after) >= upper[0]:
        threshold, points = upper
        earned.append((UPPER_BONUS, points, f"Upper bonus: +{points} for reaching {threshold}."))
    return earned


def format_upper_bonus(game: Game) -> list[str]:
    """Return the upper subtotal and bonus rows, saying how far the bonus still is."""
    threshold, points = game.rules.specials.upper_bonus
    subtotal = upper_total(game)
    gap = threshold - subtotal
    note = f"{gap} more for +{points}" if gap > 0 and open_upper_lines(game) else ""
    return [
        format_row("", "Upper subtotal", subtotal, note),
        format_row("", "Upper bonus", game.bonuses.get(UPPER_BONUS, 0)),
    ]


def card_layout(game: Game, dice) -> list[str]:
    """Return the rows of a card with lower lines: subtotals, bonuses and Joker notes."""
    specials = game.rules.specials
    upper = [line for line in game.rules.lines if line.face]
    lower = [line for line in game.rules.lines if not line.face]
    rows = format_line_rows(game, upper, dice, joker_note)
    if specials.upper_bonus:
        rows += format_upper_bonus(game)
    rows += format_line_rows(game, lower, dice, joker_note)
    rows.append(format_row("", "Lower total", lower_total(game)))
    if specials.yahtzee_bonus:
        rows.append(format_row("", "Yahtzee bonus", game.bonuses.get(YAHTZEE_BONUS, 0)))
    return rows


# ------------------------------------------------------------------------------ rule sets

# The tables below are laid out by hand, a line of the sheet to a row or two.
# fmt: off
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
    lines=upper_lines() + (
        Line("Three of a Kind", ("3k", "3 of a kind"), partial(sum_all_if_kind, 3),
             about="the sum of all dice, when three show one face"),
        Line("Four of a Kind", ("4k", "4 of a kind"), partial(sum_all_if_kind, 4),
             about="the sum of all dice, when four show one face"),
        Line("Full House", ("fh", "fullhouse"), partial(points_if_full_house, 25),
             about="25 for three of one face and two of another"),
        Line("Small Straight", ("ss", "small"), partial(points_if_straight, 4, 30),
             about="30 for four faces in a row"),
        Line("Large Straight", ("ls", "large"), partial(points_if_straight, 5, 40),
             about="40 for five faces in a row"),
        Line("Yahtzee", ("y",), partial(points_if_five_alike, 50), about="50 for five of a kind"),
        Line("Chance", ("c",), sum_of_dice, about="the sum of all dice"),
    ),
    check=check_joker, points=joker_points, reward=card_bonuses, layout=card_layout,
    specials=Specials(
        upper_bonus=(63, 35), yahtzee_line="Yahtzee", yahtzee_bonus=100,
        jokers=(("Full House", 25), ("Small Straight", 30), ("Large Straight", 40)),
    ),
)

# The free-choice Joker, the rule of Verhoeff's published optimum (254.5896).
YAHTZEE_FREE = YAHTZEE._replace(
    key="yahtzee-free",
    title="Yahtzee with the free-choice Joker",
    summary=YAHTZEE.summary.split(" Joker rule:")[0] + (
        " Joker rule: a Yahtzee with the Yahtzee line used may go on any open line; Full House "
        "and the straights score it in full only once the upper line of its face is used."
    ),
    specials=YAHTZEE.specials._replace(free_joker=True),
)

# Two lines Yacht and Yatzy share.
FULL_HOUSE_SUM = Line("Full House", ("fh", "fullhouse"), sum_if_full_house,
                      about="the sum of the dice, for three of one face and two of another")
FOUR_OF_A_KIND_SUM = Line("Four of a Kind", ("4k", "4 of a kind"), partial(sum_of_matching, 4),
                          about="the sum of the four dice of one face")

YACHT = RuleSet(
    key="yacht",
    title="Yacht, 12 lines, no bonus",
    summary=(
        "Twelve turns; roll and re-roll as in every game. Upper lines score the dice of their "
        "face. Full House (3 + 2): the sum of the dice. Four of a Kind: four times the face "
        "shown four or more times. Little Straight (1-2-3-4-5): 30. Big Straight (2-3-4-5-6): "
        "30. Choice: the sum. Yacht (5 of a kind): 50. No bonus, no Joker."
    ),
    lines=upper_lines() + (
        FULL_HOUSE_SUM,
        FOUR_OF_A_KIND_SUM,
        Line("Little Straight", ("ls", "little"), partial(points_if_faces, (1, 2, 3, 4, 5), 30),
             about="30 for 1-2-3-4-5"),
        Line("Big Straight", ("bs", "big"), partial(points_if_faces, (2, 3, 4, 5, 6), 30),
             about="30 for 2-3-4-5-6"),
        Line("Choice", ("c", "chance"), sum_of_dice, about="the sum of all dice"),
        Line("Yacht", ("y",), partial(points_if_five_alike, 50), about="50 for five of a kind"),
    ),
    layout=card_layout,
    specials=Specials(),
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
    lines=upper_lines() + (
        Line("One Pair", ("pair", "1p"), partial(sum_of_matching, 2),
             about="the sum of the highest pair"),
        Line("Two Pairs", ("2p", "two pair"), sum_of_two_pairs,
             about="the sum of two pairs of different faces"),
        Line("Three of a Kind", ("3k", "3 of a kind"), partial(sum_of_matching, 3),
             about="the sum of three dice of one face"),
        FOUR_OF_A_KIND_SUM,
        Line("Small Straight", ("ss", "small"), partial(points_if_faces, (1, 2, 3, 4, 5), 15),
             about="15 for exactly 1-2-3-4-5"),
        Line("Large Straight", ("ls", "large"), partial(points_if_faces, (2, 3, 4, 5, 6), 20),
             about="20 for exactly 2-3-4-5-6"),
        FULL_HOUSE_SUM,
        Line("Chance", ("c",), sum_of_dice, about="the sum of all dice"),
        Line("Yatzy", ("y",), partial(points_if_five_alike, 50), about="50 for five of a kind"),
    ),
    reward=card_bonuses,
    layout=card_layout,
    specials=Specials(upper_bonus=(63, 50)),
)
# fmt: on

RULE_SETS = {rules.key: rules for rules in (HOMEWORK, YAHTZEE, YACHT, YATZY, YAHTZEE_FREE)}


# ==========================================================================================
# Part 3: Yacht Dice's command language: its words, one parser, one set of rules.
# The console (Part 4) and the server (board.py, on its boards) both parse the words here,
# and hold and roll by the rules here, so the same words play the same game everywhere.
# ==========================================================================================

COMMAND_EXAMPLES = {
    "roll": "roll: roll every die not held (all five for the turn's first roll); 3 a turn",
    "hold": "hold 1 3 5: hold exactly these dice, without rolling; hold none releases all",
    "toggle": "toggle 3: hold or release one die",
    "roll keep": "roll keep 2 3 (or keep 2 3): hold exactly these, then roll the rest",
    "reroll": "reroll 1 4: roll just these dice, hold the others",
    "score": "score fh: put the dice on a line, end the turn; fh! scores a 0 without asking",
    "card": "card: what every open line would score now (also potential, options)",
    "resign": "resign: end the game now; the total so far is the final score",
}
# The first word of each command, and the command it starts.
VERBS = {verb: verb for verb in ("roll", "hold", "toggle", "reroll", "score", "card", "resign")}
VERBS.update(keep="roll keep", potential="card", options="card")
VERBS["re-roll"] = "reroll"  # as the hint says it
# The commands that hold dice or roll them; hold and toggle roll nothing.
DICE_VERBS = ("roll", "hold", "toggle", "roll keep", "reroll")

# A command: its verb (a value of VERBS) and the words after it.
Order = namedtuple("Order", "verb rest")


def parse_command(text: str) -> Order:
    """Return the command in text, or raise ValueError naming the commands there are."""
    verb, _, rest = normalise(text).partition(" ")
    if verb == "roll" and rest.split(" ")[0] == "keep":
        return Order("roll keep", rest[len("keep") :].strip())
    if verb not in VERBS or VERBS[verb] in ("card", "resign") and rest:  # nothing after them
        raise ValueError(
            f"{quote(text)} is not a command. Commands: {', '.join(COMMAND_EXAMPLES)}."
        )
    return Order(VERBS[verb], rest)


# What each command needs after it, and what it says when that is missing.
NEEDS = {
    "roll": (lambda rest: not rest, "roll takes nothing after it; to hold dice: roll keep 1 2."),
    "hold": (bool, "Say which dice to hold, e.g. hold 1 3 5, or hold none."),
    "roll keep": (bool, "Say which dice to hold, e.g. roll keep 1 3 5, or roll keep none."),
    "toggle": (lambda rest: len(parse_positions(rest)) == 1, "Toggle one die, e.g. toggle 3."),
    "reroll": (lambda rest: parse_positions(rest), "Say which dice to re-roll, e.g. reroll 1 4."),
}


def hold_and_roll(order: Order, held: frozenset) -> tuple[frozenset, tuple[int, ...]]:
    """Return the dice held after a command, and the positions it rolls (none: no roll).

    The one set of rules for holding, at the console and over the API:

    >>> hold_and_roll(Order("hold", "1 3"), frozenset()), hold_and_roll(Order("roll", ""), {1, 3})
    ((frozenset({1, 3}), ()), ({1, 3}, (2, 4, 5)))
    """
    given, missing = NEEDS[order.verb]
    if not given(order.rest):
        raise ValueError(missing)
    named = frozenset() if order.rest == "none" else frozenset(parse_positions(order.rest))
    holds = {"roll": held, "toggle": held ^ named, "reroll": frozenset(POSITIONS) - named}
    after = holds.get(order.verb, named)
    if order.verb in ("hold", "toggle"):
        return after, ()
    rolled = tuple(place for place in POSITIONS if place not in after)
    if not rolled:
        raise ValueError("Every die is held: release some (hold none) or score a line.")
    return after, rolled


def command_rolls(play: Play, order: Order) -> tuple[int, ...]:
    """Hold dice as a command says, in the turn in play; return the positions it rolls, if any."""
    if play.phase == "line":  # the one refusal, at the console and over the API alike
        open_now = open_lines(play.game)
        line = "chance" if "Chance" in open_now else line_key(open_now[0])
        raise ValueError(f"The rolling is over this turn: choose a line, e.g. score {line}.")
    held, rolled = hold_and_roll(order, play.held)
    if not rolled:
        play.held = held
    return rolled


def check_zero(play: Play, name: str, asked: str, confirm: str) -> None:
    """Refuse a 0 on a line while re-rolls are left, once (asked: the line refused last)."""
    left = ROLLS_PER_TURN - play.rolls
    if play.phase == "reroll" and name != asked and not score_line(name, play.dice, play.game):
        rolls = f"{left} re-roll{'s' * (left > 1)}"
        raise ValueError(f"{name} would score 0, with {rolls} left: {confirm} scores it.")


def format_held(dice, held) -> str:
    """Return which dice are held, under the dice, and what roll and Enter will do now."""
    shown = " ".join(str(place) for place in sorted(held)) or "none"
    rolled = " ".join(str(place) for place in POSITIONS if place not in held)
    then = "Enter keeps all and ends the rolling"
    return f"{format_dice(dice)}\nHeld: {shown}. Now roll re-rolls {rolled}; {then}."


# ==========================================================================================
# Part 4: the command line.
# Reads the options and starts what they ask for: a game at the console (Part 1, with
# Yacht Dice's words of Part 3), or --score; and, from the modules beside this file when
# they are asked for, hint, --auto, --simulate and --solve (advisor.py) or --serve (server.py).
# ==========================================================================================


# Every line the game prints fits in 79 columns, or in a narrower terminal.
SCREEN_WIDTH = 79
# Below this width the sheet's rows are made compact, so the card and the dice fit 24 rows.
COMPACT_WIDTH = 60
COMPACT_NOTES = {"not available (Joker rule)": "closed (Joker)"}
SHEET_ROW = r"( #|[ \d]{2})  (.{16})( *\S+)(?:  (.*))?"  # format_row's columns (re keeps it)
# A refusal of the command line is one line on stderr, at most this long.
ERROR_LIMIT = 200
SEED_DIGITS = 40
STRATEGIES = ("optimal", "greedy")
# An answer is at most this long; the rest of a longer line is skipped, a MiB at a time, up
# to SKIP_LIMIT MiB (then input that has no line ends has ended, as /dev/zero's would).
ANSWER_LIMIT, SKIP_LIMIT = 200, 64
# The signals that end a game as Ctrl-C does, with what is said (the status is 128 + signal).
STOP_SIGNALS = {"SIGTERM": "Terminated.", "SIGHUP": "Hung up."}
STOPPING = []  # the signal that is stopping the program, once one is
# The modes that need a module beside this file, and its name.
HELPERS = dict(auto="autoplay", simulate="autoplay", solve="table", review="review")
HELPERS.update(serve="server", coach="coach", players="players")


# ------------------------------------------------------------------------------ scripted dice
# --seed and --dice make the die a game rolls with (Part 1 takes any die).


def scripted_die(faces, then):
    """Return a die that shows these faces in order, then rolls like the die `then`."""
    script = iter(tuple(faces))
    return lambda: next(script, None) or then()


def parse_dice(text) -> tuple[int, ...]:
    """Return the faces in a --dice script (None: none): values 1-6, spaces or commas between."""
    words = (text or "").replace(",", " ").split()
    for word in words:
        if word not in ("1", "2", "3", "4", "5", "6"):
            raise ValueError(
                f"{quote(word)} is not a die: use values 1-6 separated by spaces or commas."
            )
    return tuple(map(int, words))


def make_die(seed, scripted):
    """Return the die for a game: seeded, and showing any scripted faces first."""
    die = random_die(random.Random(seed))
    return scripted_die(scripted, then=die) if scripted else die


# ------------------------------------------------------------------------------ the screen


def fit(text: str, width: int = SCREEN_WIDTH) -> str:
    """Return text with each line over width broken between words (never in one), indented."""
    lines = text.splitlines()
    if all(len(line) <= width for line in lines):
        return "\n".join(lines)
    import textwrap  # here, not at the top: most screens have no line to break

    options = dict(subsequent_indent="    ", break_long_words=False, break_on_hyphens=False)
    wrap = partial(textwrap.fill, width=width, **options)
    return "\n".join(wrap(line) if len(line) > width else line for line in lines)


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
    if not columns:  # a terminal may not know its size: then COLUMNS, else 80 (as shutil)
        given = os.environ.get("COLUMNS", "")
        columns = int(given) if given.isdigit() else 80
    return max(20, min(SCREEN_WIDTH, columns - 1))


def show(text: str = "") -> None:
    """Print text on the screen, each long line broken to fit it; a sheet made compact."""
    width = screen_width()
    if width < COMPACT_WIDTH:
        text = "\n".join(map(compact_row, text.split("\n")))
    print(fit(text, width))


def compact_row(line: str) -> str:
    """Return a row of the sheet (format_row's) in fewer columns; any other line as it is."""
    row = re.fullmatch(SHEET_ROW, line)
    if not row:
        return line
    number, label, points, note = row.groups(default="")
    note = COMPACT_NOTES.get(note, note)
    return f"{number} {label.strip():<15}{points.strip():>4} {note}".rstrip()


class Stop(BaseException):
    """A signal asked the program to stop: no `except Exception` on its way may swallow it."""


def read_answer(question: str, echo: bool) -> str:
    """Ask like input(), fitting the question to the screen; echo the answer when piped.

    A read that fails (a terminal gone, standard input closed) is input ending.
    """
    space = question[len(question.rstrip()) :]  # fitting drops it: "> " keeps its space
    *above, question = (fit(question.rstrip(), screen_width()) + space).split("\n")
    try:
        for line in above:
            print(line)
        answer = (read_piped(question) if echo else input(question)).rstrip("\r")
    except (OSError, RuntimeError):
        raise EOFError from None
    if echo:
        print(answer if len(answer) <= ANSWER_LIMIT else answer[:ANSWER_LIMIT] + "...")
    return answer


def read_piped(question: str) -> str:
    """Ask, reading at most ANSWER_LIMIT + 1 characters (too many): the rest is skipped."""
    print(question, end="", flush=True)
    answer = sys.stdin.readline(ANSWER_LIMIT + 1)
    if not answer:
        raise EOFError
    skipped, chunks = answer, 0
    while not skipped.endswith("\n") and len(answer) > ANSWER_LIMIT:
        skipped, chunks = sys.stdin.readline(1 << 20), chunks + 1
        if not skipped or chunks > SKIP_LIMIT:
            raise EOFError
    return answer.rstrip("\n")


def console_ask():
    """Return the function that asks the player, echoing answers when input is piped."""
    return partial(read_answer, echo=bool(sys.stdin) and not sys.stdin.isatty())


def check_near_miss(answer: str, known, what: str) -> None:
    """Raise ValueError suggesting a known word, if the answer is a near miss of one.

    The one place near misses are suggested from: every prompt, and the API (server.py).

    >>> check_near_miss("fourz", ["fours"], "line")
    Traceback (most recent call last):
    ValueError: 'fourz' is not a line. Did you mean fours?
    """
    import difflib  # here, not at the top: most answers are no near miss

    word = line_key(answer)
    words = [known_word for known_word in known if not known_word.isdecimal()]
    close = next(iter(difflib.get_close_matches(word, words, n=1, cutoff=0.75)), "")
    if close and word not in known and not word.isdecimal():
        raise ValueError(f"{quote(answer)} is not a {what}. Did you mean {close}?")


# ------------------------------------------------------------------------------ the console
# The player at the console answers Part 1's prompts, in Yacht Dice's words too (Part 3):
# the console turns them into the plain answers the prompts take. It also answers hint
# (from advisor.py, when it is there) and commands, and queues answers given on one line.

CONSOLE_WORDS = "hint (the best move), review (your play so far), commands (Yacht Dice's words)"
LANGUAGE_HELP = "\n  ".join(
    ["Yacht Dice's words work at the prompts as over the API:", *COMMAND_EXAMPLES.values()]
) + (
    "\nhold and toggle show the dice held and ask again; holds reset each turn. Several answers "
    "on one line, separated by ;, answer the next prompts in turn (1 2; ; fours)."
)


def has_module(name: str) -> bool:
    """Return whether the module name.py is beside this file."""
    return os.path.isfile(os.path.join(os.path.dirname(os.path.abspath(__file__)), f"{name}.py"))


def optional_module(name: str):
    """Return the module name.py beside this file, imported once; None when it is not there."""
    folder = os.path.dirname(os.path.abspath(__file__))
    if not has_module(name):
        return None
    if folder not in sys.path:  # imported from elsewhere, this file's folder may not be there
        sys.path.append(folder)
    return importlib.import_module(name)


# The prompt being answered: its kind ("reroll" or "line"), the game, the dice, the roll.
Prompt = namedtuple("Prompt", "kind game dice roll_number")


class Shown(ValueError):
    """Not a refusal: what a command shows (the dice held) before the prompt asks again."""


class Console:
    """The player's answers at the console, read a line at a time, in Yacht Dice's words too.

    A line may hold several answers separated by ; that answer the prompts that come
    next, each shown after its prompt as a piped answer is; a refused one drops the rest.
    Its answers, and its refusals, go into the record of the game in play (play), when it
    waits for them; holds are its own.
    """

    OWN_WORDS = ("hint", "commands", "help", "?", "review")  # answered by the console itself

    def __init__(self, read, say, reviewed: bool = True):
        """Read lines with read(question); show queued answers and refusals with say."""
        self.read, self.say, self.reviewed = read, say, reviewed
        self.pending, self.refused = [], False
        self.zero = self.asked = None  # the line a 0 was asked about: by this answer, the last
        self.play = None  # the game in play, handed over before each turn (sit)
        self.prompt = None  # the Prompt being asked, set by the console player

    def sit(self, play: Play) -> None:
        """Answer for the game in play from now on."""
        self.play = play

    def choose_rerolls(self, game: Game, dice, roll_number: int) -> tuple[int, ...]:
        """Ask Part 1's re-roll prompt, answered through this console (a Player's decision)."""
        self.ready(Prompt("reroll", game, dice, roll_number))
        return prompt_reroll(game, dice, roll_number, self.ask, self.say, self.meaning)

    def choose_line(self, game: Game, dice) -> str:
        """Ask Part 1's line prompt, answered through this console (a Player's decision)."""
        self.ready(Prompt("line", game, dice, None))
        return choose_line(game, dice, self.ask, self.say, self.meaning)

    def ready(self, prompt: Prompt) -> None:
        """Answer this prompt next; asked outside a game in play, keep a play of its own."""
        if self.play is None or self.play.game is not prompt.game:
            self.sit(Play(prompt.game))
        self.prompt = prompt

    def named(self, question: str) -> str:
        """Return the question as this console asks it (a console of a seat names its player)."""
        return question

    def ask(self, question: str) -> str:
        """Return the next answer for the prompt: one queued on an earlier line (shown after the
        question, as a piped answer is), or a new line's first. Own words it answers itself.
        """
        question = self.named(question)
        while True:
            if self.refused:  # the prompt refused the last answer: the queue goes with it
                self.drop_pending()
            if self.pending:
                answer = self.pending.pop(0)
                self.say(question + answer)
            else:
                answer, *rest = self.read(question).split(";")
                self.pending = [part.strip() for part in rest]
            try:
                answer = self.confirmed(answer)
            except ValueError as refusal:
                self.refuse(answer, refusal)
                continue
            words = normalise(answer)
            own = {"hint": self.hint, "help": self.help, "?": self.help, "review": self.review,
                   "commands": lambda: LANGUAGE_HELP}  # fmt: skip
            if words not in own:
                return "card" if words in ("potential", "options") else answer
            self.say(own[words]())

    def refuse(self, answer: str, refusal: ValueError) -> None:
        """Say why an answer is refused (after the card, at the line prompt); drop the rest."""
        card = self.prompt.kind == "line" and format_card(*self.prompt[1:3])
        self.say(f"{card}\n{refusal}" if card else str(refusal))
        self.play.record.append(Move("refused", (answer, str(refusal))))
        self.drop_pending()

    def drop_pending(self) -> None:
        """Drop the answers queued after a refused one, saying which."""
        if self.pending:
            self.say(f"Dropped what came after it: {'; '.join(self.pending)}")
        self.pending, self.refused = [], False

    def meaning(self, answer: str, **_prompt):
        """Return what an answer or a command means at the prompt (the positions re-rolled, or
        the line chosen), taken into the game in play when it waits for it. The one place the
        console parses an answer; a refusal is recorded here and raised for the prompt to show
        (Shown, what hold shows, is not a refusal).
        """
        kind, game, dice, _ = self.prompt
        text = plain_text(answer, kind)
        try:
            if text is None:
                move = self.command(parse_command(answer))
            else:
                move = parse_line(text, game, dice) if kind == "line" else parse_reroll(text)
        except Shown:
            raise
        except ValueError as refusal:
            raise self.refusal_of(answer, refusal, text) from None
        if self.play.phase == kind:  # the game in play takes it (a Play of its own waits not)
            (self.play.reroll if kind == "reroll" else self.play.choose)(move)
        return move

    def refusal_of(self, answer: str, refusal: ValueError, text) -> ValueError:
        """Return the refusal of an answer, recorded; for a plain one (its text), what a near
        miss of a word meant. The answers queued after it are to be dropped."""
        try:
            if text:
                refuse_near_miss(text, self.prompt.kind, self.prompt.game.rules)
        except ValueError as near_miss:
            refusal = near_miss
        self.play.record.append(Move("refused", (answer, str(refusal))))
        self.refused = True
        return refusal

    def confirmed(self, answer: str) -> str:
        """Return an answer, refused if too long; y (or again) after a 0 was asked: score it."""
        if len(answer) > ANSWER_LIMIT:
            raise ValueError(
                f"That answer is over {ANSWER_LIMIT} characters; help says what is taken."
            )
        self.asked, self.zero = self.zero, None
        if self.asked and normalise(answer) in ("y", "yes", "again"):
            return f"score {line_key(self.asked)}!"
        return answer

    def command(self, order: Order):
        """Return what a command means at the prompt; hold and toggle raise Shown."""
        dice = self.prompt.dice
        if order.verb == "score":
            return self.score_early(order.rest)
        rolled = command_rolls(self.play, order)
        if not rolled:
            raise Shown(format_held(dice, self.play.held))
        return rolled

    def score_early(self, rest: str) -> tuple:
        """Answer score LINE at the re-roll prompt: keep all, then LINE; a 0 is asked once."""
        game, dice, line = self.prompt.game, self.prompt.dice, rest.rstrip("!")
        check_near_miss(line, line_words(game.rules), "line")
        name = parse_line(line, game, dice)
        self.zero = name  # kept only when it is refused
        check_zero(self.play, name, name if line != rest else self.asked, "again, or y,")
        self.zero = None
        self.pending[:0] = [line_key(name)] if len(open_lines(game)) > 1 else []
        return ()

    def help(self) -> str:
        """Return the help of the prompt being asked, with the console's own words."""
        game = self.prompt.game
        accepted = REROLL_HELP if self.prompt.kind == "reroll" else line_help(game)
        return f"{format_help(game, accepted)}\nAt the console also: {CONSOLE_WORDS}."

    def review(self) -> str:
        """Return the review of the decisions made so far in the game in play."""
        if not self.reviewed:
            return "This game is played with --no-review, so review is off."
        return review_of(self.play)

    def hint(self) -> str:
        """Return the advisor's hint for the prompt being asked, if advisor.py is there."""
        advisor = optional_module("advisor")
        if advisor is None:
            return "hint needs advisor.py beside yahtzee.py, and it is not there."
        kind, game, dice, roll_number = self.prompt
        if kind == "reroll":
            return advisor.reroll_hint(game, dice, roll_number)
        return f"{format_dice(dice)}\n{advisor.line_hint(game, dice)}"


def plain_text(answer: str, kind: str):
    """Return the plain answer an answer at a prompt of kind (reroll or line) gives, or None
    for a command: score LINE at the line prompt is LINE; roll keep all keeps all."""
    words = normalise(answer)
    verb, _, rest = words.partition(" ")
    if (verb, kind) == ("score", "line"):
        return rest.rstrip("!")
    if (words, kind) == ("roll keep all", "reroll"):
        return "keep all"
    return None if verb in VERBS and (verb, kind) != ("keep", "reroll") else answer


def refuse_near_miss(answer: str, kind: str, rules: RuleSet) -> None:
    """Raise ValueError saying what a near miss at a prompt (of kind reroll or line) meant."""
    words = [*Console.OWN_WORDS, "card", "potential", "options", *QUIT_WORDS]
    if kind == "line":
        check_near_miss(answer, [*line_words(rules), *words, "score"], "line")
        return
    line = line_key(answer)
    if line in line_words(rules, numbers=False):
        raise ValueError(f"{quote(answer)} is not a position. To take it now: score {line}.")
    check_near_miss(line.partition(" ")[0], ["keep", "all", "none", *VERBS, *words], "position")


def review_of(play: Play) -> str:
    """Return the review of a game in play so far (review.py), or why there is none."""
    reviewer = optional_module("review")
    if reviewer is None:
        return "review needs review.py beside yahtzee.py, and it is not there."
    return reviewer.review_text(play)


def player_of(console: Console) -> Player:
    """Return the player who answers through a console: the prompts, hint, Yacht Dice's words."""
    return Player(console.choose_rerolls, console.choose_line, console.sit)


def console_game(rules: RuleSet, die, args, helper) -> int:
    """Play a game at the console: coached, for --players, or one reviewed at its end."""
    if args.coach:
        return helper.coach_game(rules, args.players)
    with exact_advice(rules):
        if args.players is not None:
            return helper.play_seats(rules, die, args.players, not args.no_review)
        console = Console(console_ask(), show, reviewed=not args.no_review)
        closing = review_of if console.reviewed and has_module("review") else None
        return play_game(rules, die, player_of(console), show, closing=closing)


def exact_advice(rules: RuleSet):
    """Return the context of a game: its table solved meanwhile, where advisor.py says so.

    Only a card with lower lines can need one: the homework's is solved at its first question.
    """
    if any(line.face is None for line in rules.lines) and has_module("advisor"):
        return optional_module("advisor").exact_advice(rules, show)
    return contextlib.nullcontext()


def one_line(message: str) -> str:
    """Return a command-line refusal as one line of at most ERROR_LIMIT characters."""
    line = " ".join(f"yahtzee.py: error: {message}".split())
    return line if len(line) <= ERROR_LIMIT else line[: ERROR_LIMIT - 3] + "..."


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose refusals are one line on stderr, and status 2."""

    def error(self, message):
        """Refuse the command line in one line, pointing to --help."""
        self.exit(2, one_line(f"{message} (see --help)") + "\n")


def seed_number(text: str) -> int:
    """Return a --seed: an optional minus sign and 1-40 ASCII digits (not 1_0, as int takes)."""
    digits = text[1:] if text.startswith("-") else text
    if not 0 < len(digits) <= SEED_DIGITS or digits.strip("0123456789"):
        raise argparse.ArgumentTypeError(
            f"{quote(text)} is not a seed: give a whole number of up to {SEED_DIGITS} digits."
        )
    return int(text)


def strategy_names(text: str) -> tuple:
    """Return the strategies of --strategy: optimal or greedy, one or several between commas."""
    names = tuple(name.strip() for name in text.split(","))
    if set(names) - set(STRATEGIES) or len(set(names)) < len(names):
        raise argparse.ArgumentTypeError(f"{quote(text)}: give optimal, greedy or both.")
    return names


def port_number(text: str) -> int:
    """Return a --port: 0 (any free port) to 65535."""
    if not (text.isascii() and text.isdigit() and len(text) <= 5 and int(text) <= 65535):
        raise argparse.ArgumentTypeError(f"{quote(text)} is not a port: give 0 to 65535.")
    return int(text)


def delay_seconds(text: str) -> float:
    """Return a --delay: seconds from 0 to 10."""
    seconds = float(text) if text.replace(".", "", 1).isdigit() and text.isascii() else -1
    if not 0 <= seconds <= 10:
        raise argparse.ArgumentTypeError(f"{quote(text)} is not a delay: give 0 to 10, e.g. 0.5.")
    return seconds


# The options, each with what argparse takes for it; the modes exclude one another.
# fmt: off
OPTIONS = {
    "--rules": dict(choices=RULE_SETS, help="the rule set to play (default: homework)"),
    "--full": dict(action="store_true", help="play the official 13-line card: --rules yahtzee"),
    "--seed": dict(type=seed_number, help="seed the dice, so a game can be replayed"),
    "--dice": dict(metavar='"D D D ..."', help="scripted dice 1-6, used before random ones"),
    "--strategy": dict(type=strategy_names, metavar="S[,S]", help="optimal, greedy, or both"),
    "--host": dict(help="with --serve: the address to listen on (127.0.0.1)"),
    "--port": dict(type=port_number, help="with --serve: the port (8000; 0: any free)"),
    "--delay": dict(type=delay_seconds, metavar="SECONDS", help="with --auto: the pause"),
    "--no-review": dict(action="store_true", help="no review of the game at its end"),
    "--players": dict(metavar="A,B", help="2-6 players at one keyboard; advisor plays itself"),
}
MODES = {
    "--score": dict(nargs="*", metavar=("LINE", "D"), help="print five dice's score on a line"),
    "--auto": dict(action="store_true", help="watch the advisor play a whole game"),
    "--serve": dict(action="store_true", help="serve the JSON API over HTTP, see --port"),
    "--solve": dict(action="store_true", help="work out exact advice for the rule set, keep it"),
    "--simulate": dict(type=int, metavar="N", help="play N games silently, print stats"),
    "--review": dict(metavar="FILE", help="review a saved transcript against the exact strategy"),
    "--coach": dict(action="store_true", help="exact advice for a game played with real dice"),
}
# fmt: on


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser; its epilog lists the rule sets, one line each."""
    rule_sets = "\n".join(f"  {key:<14}{rules.title}" for key, rules in RULE_SETS.items())
    parser = OneLineParser(
        prog="yahtzee.py",
        description="Play Yahtzee at the console: by default the homework's six-turn game.",
        epilog=f"rule sets (--rules):\n{rule_sets}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    for flag, settings in OPTIONS.items():
        parser.add_argument(flag, **settings)
    modes = parser.add_mutually_exclusive_group()
    for flag, settings in MODES.items():
        modes.add_argument(flag, **settings)
    parser.add_argument("--version", action="version", version=f"%(prog)s {VERSION}")
    return parser


def choose_rules(key, full: bool) -> RuleSet:
    """Return the rule set named on the command line (--full is --rules yahtzee)."""
    if full and key not in (None, "yahtzee"):
        raise ValueError(f"--full plays --rules yahtzee, not --rules {key}: give one of them.")
    return RULE_SETS["yahtzee" if full else key or HOMEWORK.key]


def score_words(rules: RuleSet, words) -> int:
    """Return the score --score LINE D D D D D asks for, or raise ValueError saying why not."""
    dice = parse_dice(" ".join(words[1:]))
    if len(dice) != DICE:
        got = f"; got {len(dice)}" if words else ""
        raise ValueError(
            f"--score takes a line and exactly five dice, e.g. --score fours 4 4 4 1 1{got}."
        )
    try:
        check_near_miss(words[0], line_words(rules, numbers=False), "line")
        name = line_name(words[0], rules, numbers=False)
    except ValueError as refusal:  # a near miss, or the lines there are
        ours = f" is not a line of --rules {rules.key}"
        forms = " ".join(line.aliases[0] for line in rules.lines)
        why = str(refusal).replace(" is not a line.", f"{ours}.")
        if "Did you mean" not in why:
            why = f"{quote(words[0])}{ours}: give a name or short form ({forms})."
        raise ValueError(why) from None
    return score_line(name, list(dice), new_game(rules))


def print_score(rules: RuleSet, words) -> int:
    """Print the score --score asks for and return 0; or say why not on stderr and return 2."""
    try:
        print(score_words(rules, words))
    except ValueError as error:
        print(one_line(str(error)), file=sys.stderr)
        return 2
    return 0


def helper_module(args):
    """Return the module beside this file that the mode needs, or None; raise if it is missing."""
    for option, name in HELPERS.items():
        if getattr(args, option) not in (None, False):
            module = optional_module(name)
            if module is None:
                raise ValueError(f"--{option} needs {name}.py beside yahtzee.py; it is not there.")
            return module
    return None


def at_the_console(args) -> bool:
    """Return whether the command line asks for a game played at the console."""
    modes = (args.auto, args.simulate, args.serve, args.solve, args.review)
    return not any(modes) and args.score is None


def check_modes(args) -> None:
    """Raise ValueError for options of --simulate, --auto and --serve that do not fit."""
    if args.simulate is not None and args.simulate < 1:
        raise ValueError(f"--simulate takes a number of games, 1 or more, not {args.simulate}.")
    settings = [
        ("--strategy", args.strategy, args.simulate or args.auto, "--simulate or --auto"),
        ("several strategies", len(args.strategy or ()) > 1, not args.auto, "--simulate"),
        ("--delay", args.delay is not None, args.auto, "--auto"),
        ("--host", args.host, args.serve, "--serve"),
        ("--port", args.port is not None, args.serve, "--serve"),
        ("--players", args.players is not None, at_the_console(args), "a game at the console"),
    ]
    for option, given, mode, where in settings:
        if given and not mode:
            raise ValueError(f"{option} goes with {where}.")


def dispatch(argv) -> int:
    """Parse the command line and start what it asks for; return the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        check_modes(args)
        rules, scripted = choose_rules(args.rules, args.full), parse_dice(args.dice)
        helper = helper_module(args)
    except ValueError as error:
        parser.error(str(error))
    if args.score is not None or args.serve or args.solve or args.review:
        return run_service(rules, helper, args)
    die = make_die(args.seed, scripted)
    if args.simulate or args.auto:
        return run_advisor(rules, die, helper, args)
    return console_game(rules, die, args, helper)


def run_advisor(rules: RuleSet, die, helper, args) -> int:
    """Do what --simulate or --auto asks: a strategy (or several) playing; return the status."""
    strategy, *others = args.strategy or STRATEGIES[:1]
    if args.simulate and others:  # several strategies play the same dice, drawn in blocks
        seeded = random.Random(args.seed)
        return helper.print_comparison(rules, args.strategy, args.simulate, seeded)
    if args.simulate:
        return helper.print_simulation(rules, strategy, args.simulate, die)
    return helper.play_auto(rules, die, strategy, args.delay, not args.no_review)


def run_service(rules: RuleSet, helper, args) -> int:
    """Do what --score, --serve, --solve or --review asks; return the exit status."""
    if args.score is not None:
        return print_score(rules, args.score)
    if args.serve:
        return helper.serve(rules, args.host, args.port)
    if args.review:
        return helper.review_file(rules, args.review)
    return helper.solve_and_keep(rules)


def quiet_closed_pipe() -> None:
    """Point stdout at the null device, so a reader that left early costs no error at exit."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def tell(line: str) -> None:
    """Write one line on stderr, if it is still there (a closed terminal is not)."""
    with contextlib.suppress(OSError, AttributeError):
        print(line, file=sys.stderr)


def stop_now(signum, _frame) -> None:
    """Raise Stop for a signal (KeyboardInterrupt for Ctrl-C), so the program ends in one place.

    Only the first signal counts: raising again while the first unwinds breaks Python, and
    a handler set to ignore them would let Python complain of the one already on its way.
    """
    if not STOPPING:
        STOPPING.append(signum)
        raise KeyboardInterrupt if signum == signal.SIGINT else Stop(signum)


def catch_stop_signals(handler=stop_now) -> dict:
    """Have SIGTERM, SIGHUP and SIGINT call handler (stop_now); return the handlers before."""
    handlers = {}
    STOPPING.clear()
    for name in (*STOP_SIGNALS, "SIGINT"):
        number = getattr(signal, name, None)  # Windows has no SIGHUP
        if number is not None:
            handlers[number] = signal.signal(number, handler)
    return handlers


def finish(status: int) -> int:
    """Flush what is left to print and return status; a reader that has gone costs nothing.

    Standard output that cannot be written (a full disk) is said in one line: status 1.
    """
    try:
        if sys.stdout:
            sys.stdout.flush()
    except BrokenPipeError:
        quiet_closed_pipe()
    except OSError as error:
        return unwritable(error)
    return status


def unwritable(error: OSError) -> int:
    """Say in one line that standard output cannot be written; return status 1."""
    tell(one_line(f"cannot write to standard output: {error.strerror or error}."))
    quiet_closed_pipe()
    return 1


def configure_streams() -> None:
    """Read strange bytes as \\ufffd, and show what the terminal cannot show escaped (Zo\\xeb)."""
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace" if stream is sys.stdin else "backslashreplace")


def run_program(argv) -> int:
    """Run the program and return its exit status, whatever ends it."""
    if sys.stdout is None:
        tell("yahtzee.py: error: standard output is closed, so there is no screen to play on.")
        return 1
    configure_streams()
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
    except OSError as error:  # standard output full, say
        return unwritable(error)


def main(argv=None) -> int:
    """Run the program; return its exit status. No traceback reaches the user."""
    handlers = catch_stop_signals()
    try:
        return run_program(argv)
    finally:
        if not STOPPING:  # once stopping, a second signal may be on its way: its handler stays
            for number, handler in handlers.items():
                signal.signal(number, handler)


if __name__ == "__main__":
    # Run as a script, this file is the module __main__: the modules beside it that import
    # yahtzee must get this module, not a second copy with its own classes and tables.
    sys.modules["yahtzee"] = sys.modules[__name__]
    status = main()
    if STOPPING:  # end before Python's shutdown gives a second signal its default handler back
        os._exit(status)
    sys.exit(status)
