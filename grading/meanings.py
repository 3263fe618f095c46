"""The answers a screen gives a meaning of its own, which the grader does not probe as bad ones:
a 0 it offers (`(0-5)`, `0 to keep all`, a menu's `0) Go back`), a number past the dice it
names (`6 to score now`), an empty answer where Enter or a default (`[Y/n]`, `[none]:`) is
named.
"""

import re

from grading import screen as read

# A question that gives an empty answer a meaning: by its words, or a default in capitals.
EMPTY_MEANT = re.compile(
    r"(?i:\b(?:enter|return|empty|blank|nothing|default)\b)|[\[(]\s*(?:[A-Z]\s*/\s*[a-z]|[a-z]\s*/\s*[A-Z])\s*[\])]"
)
# A default shown in brackets at the end of a question, which Enter takes: [none]:, [1 2]:,
# [best: 6] >; not a range (1-6, A-F) nor choices (y/n).
DEFAULT_SHOWN = re.compile(r"\[(?![^\]]*\b\w\s*-\s*\w\b)(?![^\]]*/)[^\[\]\n]{1,30}\]\s*[:>?]?\s*$")
ZERO = re.compile(r"(?<![\d.])0(?![\d.])")  # a 0 a question offers: (0-5), 0 to keep all
ZERO_OPTION = re.compile(r"(?<![\w.])[\[(]?0[\]).:=]\s*[A-Za-z]")  # a menu's 0) Go back
# A number past the dice's positions that a question gives a meaning (6 to score now, 9 = quit).
NUMBER_GIVEN = re.compile(r"(?<![\w.-])(0|[6-9]|\d\d+)\s*(?:=|:|to\b|for\b)\s*[A-Za-z]")


def offered(text: str, zero_is_a_die: bool, faces: bool) -> set:
    """Return the bad answers a screen gives a meaning: a 0 it offers, or that is die 1's
    (zero_is_a_die: the dice numbered from 0); a number it names; 6 where the answers are
    faces (the dice showing 6); an empty one where Enter or a default is named.

    >>> sorted(offered("1) Ones  2) Twos\\n  0) Go back\\nWhich line? ", False, False))
    ['0']
    >>> sorted(offered("Type 1-5 to hold a die, 0 to roll, 6 to score now: ", False, False))
    ['0', '6']
    >>> sorted(offered("Which die? (position 1-5, 1 to go): ", False, False))
    []
    >>> offered("Dice to keep (positions like 1 3) [1 2]: ", False, False)
    {''}
    >>> offered("Line number (1-6) [best: 4] > ", False, False)
    {''}
    >>> offered("Which line? [1-6]: ", False, False), offered("Again? [y/n]: ", False, False)
    (set(), set())
    """
    asked = read.question(text)
    zero = ZERO.search(asked) or ZERO_OPTION.search(read.lines_before(text, 10))
    empty = EMPTY_MEANT.search(text) or DEFAULT_SHOWN.search(asked)
    given = {"0": zero or zero_is_a_die, "6": faces, "": empty}
    meant = {answer for answer, said in given.items() if said}
    return meant | set(NUMBER_GIVEN.findall(asked))
