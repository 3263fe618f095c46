"""Several players at one keyboard (--players Ann,Ben), and the advisor as a player.

A hot-seat game of any rule set for 2 to 6 players: they take whole turns in the order given,
round after round, each on a sheet of their own, with the dice drawn in that order. The game is
the single game's own play_game (yahtzee.py, Part 1), given a table of seats: each turn its
play_turn on that player's own game in play, after a line `Player: NAME`; the word review
answers for the player whose turn it is, and each person's play is reviewed at the end. The
seat named advisor plays itself, as --auto does.

yahtzee.py reaches this module only from its command line, when --players asks for it.
"""

import re
import sys
import time
import unicodedata
from collections import namedtuple
from functools import partial
from itertools import zip_longest

from yahtzee import (
    Console,
    RuleSet,
    console_ask,
    fit,
    format_row,
    format_sheet,
    has_module,
    one_line,
    optional_module,
    play_game,
    player_of,
    quote,
    review_of,
    screen_width,
    show,
    tell,
    total,
)

SEATS = (2, 6)  # the fewest and the most players
NAME_LIMIT = 20
ADVISOR = "advisor"
TURN_HEADING = re.compile(r"Turn \d+ of \d+$")  # the heading of a turn (format_turn)

# A seat at the table: the player's name, and the Player that makes their decisions.
Seat = namedtuple("Seat", "name player")

# The players at a game, as play_game takes them (its table): seats, (player, say) pairs each
# playing a sheet of its own, a turn each round; between(turn, plays), after each round (None:
# nothing); end(plays, ended), said at the end, which returns the exit status (ended: None
# when the game is over, True when input ran out, False when a player quit).
Table = namedtuple("Table", "seats between end")


def parse_players(text: str) -> list[str]:
    """Return the names of --players, or raise ValueError saying what is wrong with them.

    >>> parse_players("Ann, Ben")
    ['Ann', 'Ben']
    >>> parse_players("Ann,Ann")
    Traceback (most recent call last):
    ValueError: --players: 'Ann' is given twice; give each player once.
    """
    return checked_names([name.strip() for name in text.split(",")])


def checked_names(names: list) -> list[str]:
    """Return the names of the players, or raise ValueError saying what is wrong with them.

    The API gives its names as a list, so a comma may come inside one: it is refused, as a
    name the console could never be given.

    >>> checked_names(["Ann,Ben"])
    Traceback (most recent call last):
    ValueError: --players: 'Ann,Ben' is not a name: a comma separates names, e.g. Ann,Ben.
    """
    for at, name in enumerate(names[: SEATS[1] + 1]):  # each name first: Ann,Ben is one
        check_name(name, names[:at])
    if not SEATS[0] <= len(names) <= SEATS[1]:
        raise ValueError(f"--players takes {SEATS[0]} to {SEATS[1]} names, e.g. Ann,Ben.")
    return names


def check_name(name: str, before) -> None:
    """Raise ValueError unless a player's name is fit to show: 1-20 printable characters."""
    if not name:
        raise ValueError("--players: a name is empty; give names between commas, e.g. Ann,Ben.")
    if "," in name:
        raise ValueError(
            f"--players: {quote(name)} is not a name: a comma separates names, e.g. Ann,Ben."
        )
    if columns(name) > NAME_LIMIT or not name.isprintable():
        raise ValueError(
            f"--players: {quote(name)} is not a name: give at most {NAME_LIMIT} columns of "
            "printable characters (a wide one takes two)."
        )
    if name in before:
        raise ValueError(f"--players: {quote(name)} is given twice; give each player once.")


def seats_for(rules: RuleSet, names, reviewed: bool) -> list[Seat]:
    """Return the seats: a person at the console, or the advisor playing itself."""
    return [
        Seat(name, advisor_player(rules) if name == ADVISOR else person(name, reviewed))
        for name in names
    ]


def person(name: str, reviewed: bool):
    """Return a person at the console: their prompts, and their sheet shown with their name."""
    return player_of(SeatConsole(name, reviewed))


class SeatConsole(Console):
    """The console of one person at the table: each prompt begins with their name."""

    def __init__(self, name: str, reviewed: bool):
        """Read from the keyboard; show sheets under the name."""
        super().__init__(console_ask(), partial(show_named, name), reviewed)
        self.name = name

    def named(self, question: str) -> str:
        """Return the question with the name before it, so the prompt says whose it is."""
        return named_question(self.name, question)


def named_question(name: str, question: str) -> str:
    """Return a prompt addressed to a player by name.

    >>> named_question("Ben", "Choose a line (1-6 or a name, e.g. ones) > ")
    'Ben, choose a line (1-6 or a name, e.g. ones) > '
    """
    return f"{name}, {question[:1].lower()}{question[1:]}"


SHEET_HEADING = format_row("#", "Line", "Score")


def show_named(name: str, text: str = "") -> None:
    """Show text; a sheet in it says whose it is on its heading, which never scrolls apart.

    >>> from yahtzee import HOMEWORK, new_game
    >>> show_named("Ben", format_sheet(new_game(HOMEWORK)).splitlines()[0])
     #  Line            Score  (Ben's sheet)
    """
    show(text.replace(SHEET_HEADING, f"{SHEET_HEADING}  ({name}'s sheet)", 1))


def advisor_player(rules: RuleSet):
    """Return the advisor as a player whose moves are shown."""
    autoplay = optional_module("autoplay")
    if autoplay is None:
        raise ValueError("--players: the advisor needs autoplay.py beside yahtzee.py.")
    delay = autoplay.auto_delay(None, bool(sys.stdout) and sys.stdout.isatty())
    pause = partial(time.sleep, delay) if delay else autoplay.ignore
    return autoplay.seat_player(rules, show, pause)


def welcome(rules: RuleSet, names) -> str:
    """Return what a hot-seat game says first: who plays, and how the advisor plays."""
    said = f"Let's play {rules.title}: {', '.join(names)}. Type help at any prompt for the rules."
    if ADVISOR in names:
        said += f"\nThe advisor plays with {optional_module('autoplay').strategy_advice(rules)}."
    return said


def play_seats(rules: RuleSet, die, text: str, reviewed: bool = True) -> int:
    """Play a hot-seat game of --players; return the exit status (2 for names refused).

    With reviewed, each person's play is reviewed at the end, under their name.
    """
    try:
        names = parse_players(text)
        seats = seats_for(rules, names, reviewed)
    except ValueError as refusal:
        tell(one_line(str(refusal)))
        return 2
    table = seat_table(seats, reviewed and has_module("review"))
    return play_game(rules, die, None, show, welcome(rules, names), table=table)


def seat_table(seats, reviewed: bool) -> Table:
    """Return the table of a hot-seat game: each seat's turn under their name, the standings
    after each round, and each person's review at the end, when reviewed."""
    return Table(
        [(seat.player, partial(show_turn, seat.name)) for seat in seats],
        partial(show_round, seats),
        partial(show_end, seats, reviewed),
    )


def show_turn(name: str, text: str = "") -> None:
    """Show a line of a seat's turn; its heading says whose turn it is, after Player: NAME."""
    if TURN_HEADING.match(text):
        show(f"Player: {name}")
        show("")
        text = f"{text} ({name})"
    show(text)


def show_round(seats, turn: int, plays) -> None:
    """Show the standings after a round but the last."""
    turns = len(plays[0].game.rules.lines)
    if turn < turns:
        show("")
        show(format_round(turn, turns, seats, [play.game for play in plays]))


def show_end(seats, reviewed: bool, plays, ended) -> int:
    """Show the end of the game (ended, as Table has it) and return the exit status: the
    sheets, each person's review when reviewed, the standings; cut short, the totals so far."""
    games = [play.game for play in plays]
    if ended is not None:
        heading = "\nInput ended before the game was over" if ended else "You resigned"
        finish(seats, games, f"{heading}: the game ends for everyone. Standings so far:")
        return int(ended)
    show("")
    show("Game over.")
    show(format_sheets(seats, games))
    if reviewed:
        show(format_reviews(seats, plays))
    show(format_standings(seats, games))
    return 0


def format_round(turn: int, turns: int, seats, games) -> str:
    """Return the standings after a round: each player's total, highest first.

    >>> from yahtzee import HOMEWORK, new_game, score_turn
    >>> ann, _, _ = score_turn(new_game(HOMEWORK), "Sixes", [6, 6, 1, 1, 1])
    >>> format_round(1, 6, [Seat("Ann", None), Seat("Ben", None)], [ann, new_game(HOMEWORK)])
    'After round 1 of 6: Ann 12, Ben 0.'
    """
    order = ", ".join(f"{seat.name} {total(game)}" for seat, game in ranked(seats, games))
    return fit(f"After round {turn} of {turns}: {order}.")


def format_reviews(seats, plays) -> str:
    """Return the review of each person's play (not the advisor's), under their name."""
    people = [(seat, play) for seat, play in zip(seats, plays) if seat.name != ADVISOR]
    return "\n".join(f"{seat.name}:\n{review_of(play)}" for seat, play in people)


def finish(seats, games, heading: str) -> None:
    """Show a game cut short: the sheets and each player's total so far."""
    show(heading)
    show(format_sheets(seats, games))
    for seat, game in ranked(seats, games):
        show(f"{seat.name}: {total(game)}")


def ranked(seats, games) -> list:
    """Return (seat, game) from the highest total down; ties keep the order of play."""
    return sorted(zip(seats, games), key=lambda pair: -total(pair[1]))


def format_sheets(seats, games, width=None) -> str:
    """Return every player's sheet under their name: side by side when they fit the screen
    (width, by default the terminal's), else one after another."""
    width = width or screen_width()
    sheets = [[seat.name, *format_sheet(game).splitlines()] for seat, game in zip(seats, games)]
    widths = [max(map(columns, sheet)) for sheet in sheets]
    if sum(widths) + 2 * (len(widths) - 1) > width:
        return "\n\n".join("\n".join(sheet) for sheet in sheets)
    rows = zip_longest(*sheets, fillvalue="")
    cells = (
        "  ".join(cell + " " * (size - columns(cell)) for cell, size in zip(row, widths)).rstrip()
        for row in rows
    )
    return "\n".join(cells)


def columns(text: str) -> int:
    """Return the columns text takes on a terminal: a wide character two, a combining one none.

    >>> columns("Ann"), columns("アン"), columns("e\u0301")
    (3, 4, 1)
    """
    widths = (
        0
        if unicodedata.combining(char)
        else 2
        if unicodedata.east_asian_width(char) in "WF"
        else 1
        for char in text
    )
    return sum(widths)


def format_standings(seats, games) -> str:
    """Return a line per player, highest first (Final score: T (NAME)), then the winner.

    >>> from yahtzee import HOMEWORK, new_game, score_turn
    >>> ann, _, _ = score_turn(new_game(HOMEWORK), "Sixes", [6, 6, 1, 1, 1])
    >>> ben, _, _ = score_turn(new_game(HOMEWORK), "Fours", [4, 4, 4, 1, 1])
    >>> print(format_standings([Seat("Ann", None), Seat("Ben", None)], [ann, ben]))
    Final score: 12 (Ann)
    Final score: 12 (Ben)
    Ann and Ben tie with 12.
    """
    order = ranked(seats, games)
    lines = [f"Final score: {total(game)} ({seat.name})" for seat, game in order]
    best = total(order[0][1])
    winners = [seat.name for seat, game in order if total(game) == best]
    if len(winners) == 1:
        return "\n".join([*lines, f"{winners[0]} wins with {best}."])
    names = f"{', '.join(winners[:-1])} and {winners[-1]}"
    return "\n".join([*lines, f"{names} tie with {best}."])
