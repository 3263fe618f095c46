"""The questions before the game: a name, a seed, how many play, the rules (no), and the
menu whose choice plays (1) Play, [P]lay, Type 'start' to play), answered as an instructor
would to reach the game.
"""

import re

from grading.confirm import (
    CHOICE,
    NOT_PLAYING,
    OTHER_CHOICE,
    first_choice,
    letter_options,
    setting_answer,
)
from grading.prompt import lines_before, question

# A menu before the game (or a turn), one of whose choices plays: 1) Play, P - play, (n) next turn.
SOLO_MENU = re.compile(  # a menu's one player game: 2) Single player, b) Solo game
    r"(?:^|\s)[\[(]?([1-9a-zA-Z])\s*[\])\.:=-]\s*(?:play\s+)?(?:a\s+)?"
    r"(?:single|solo|one|1)(?:[- ]?(?:player|person|game))?\b",
    re.I,
)
START_MENU = re.compile(
    r"(?:^|\s)[\[(]?([1-9a-zA-Z])\s*[\])\.:=-]\s*"
    r"(?:play|start|new game|begin|next (?:turn|round))\b",
    re.I,
)


# A question a yes or a no answers, its answers unsaid: Do you want to hear the rules?
ASKED_YES_OR_NO = re.compile(
    r"(?:^|[.!?]\s+)(?:do|would|shall|should|can|could|will|want|wanna|need)\b[^.!?]*\?\s*$", re.I
)


def start_answer(text: str):
    """Return the answer to a question before the game: a name, where one is asked; Enter for
    a seed; 1 player; no, to a question of the rules, help or debugging; the menu's choice that
    plays (where it offers others, or says start); else a setting's first choice ([d/p]: d).

    >>> start_answer("Hi Sam! Do you want to hear the rules? "), start_answer("Rules? (y/n) ")
    ('no', 'n')
    """
    asked = question(text)
    if setting_answer(asked) is not None:  # a name; a seed, Enter; how many play, 1
        return setting_answer(asked)
    offered = CHOICE.search(asked)
    if NOT_PLAYING.search(asked) and (offered or ASKED_YES_OR_NO.search(asked)):
        return no_to(offered)  # Read the rules first? Verbose mode? (y/n): no
    words = re.sub(r"[\[(]([a-z])[\])](?=[a-z])", r"\1", text, flags=re.I)  # [R]ules: Rules
    if OTHER_CHOICE.search(words) or START_MENU.search(lines_before(text, 6)):
        return start_choice(lines_before(text, 6))
    return first_choice(asked, offered) or first_choice(lines_before(text, 3), None)


def no_to(offered) -> str:
    """Return the no of a question's two answers offered (y/n: n), or no where none are."""
    return offered.group(2) or offered.group(4) if offered else "no"


# The word a menu before the game quotes for playing it: Type 'start' to play, "p" = play.
START_QUOTED = re.compile(
    r"""['"]([^'"\s]{1,12})['"]\s*(?:to|=|:|-|for)\s*(?:play|start|begin)\b"""
    r"""|['"](play|start|begin)['"]""",
    re.IGNORECASE,
)
START_WORDS = re.compile(r"play|start|new|begin", re.IGNORECASE)


def start_choice(menu: str):
    """Return the answer that plays, of a menu before the game: its number or letter (1) Play,
    [P]lay), or the word it quotes for playing; else None.

    >>> start_choice("[P]lay   [R]ules   [Q]uit  >> "), start_choice("Type 'start' to play.")
    ('P', 'start')
    >>> start_choice("1) Play against the computer  2) Solo game  3) Quit"), start_choice(
    ...     "1) Two players  2) Single player  3) Rules")
    ('2', '2')
    """
    found = SOLO_MENU.search(menu) or START_MENU.search(menu)  # one player's game, first
    if found:
        return found.group(1)
    letters = [letter for letter, word in letter_options(menu) if START_WORDS.match(word)]
    if letters:
        return letters[0]
    quoted = START_QUOTED.search(menu)
    return quoted.group(1) or quoted.group(2) if quoted else None
