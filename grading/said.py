"""The words a question gives for keeping all the dice and for re-rolling them all: said
(`'all' keeps all, 'none' re-rolls all`, `- = keep all`), or meant by its verb alone (`Re-roll
which? (all or none)`).

Pure functions of a question's text, as grading/screen.py's are.
"""

import re

from grading import screen as read
from grading.marks import KEEP_ACTION, REROLL_ACTION
from grading.tongues import in_english

WORD_GIVEN = re.compile(
    r"""'([^']*)'|"([^"]*)"|\b(?:press|hit)\s+(enter|return)\b"""
    r"""|(?:^|(?<!\bof)\s)([^\s\w'"]{1,3}|\d{1,5}|[a-z]{1,2}|all|none|done|stop|stand|keep|hold"""
    r"""|enter|blank)"""
    r"""\s*(?:(?:to|=|for(?!\s+(?:re-?)?(?:roll|throw)\s*\d)|means|:)\s"""  # not: keep for roll 2?
    r"""|(?=(?:keeps|holds|re-?rolls|rolls)\b))""",
    re.IGNORECASE,
)
# An example's words just before (e.g. 1 3 5, 0 ...), not set apart from them by a bar or a ;
EXAMPLE_SAID = re.compile(r"\b(?:example|e\.g\.|like|such as)(?:[^\w|;]|\d)*$", re.IGNORECASE)
NONE = re.compile(r"\b(none|nothing|no dice|no die)\b", re.IGNORECASE)


def stated_words(asked: str) -> dict:
    """Return the words a question gives for keeping all and re-rolling all, by their meaning.

    >>> stated_words("Keep which? ('all' keeps all, 'none' re-rolls all)")
    {'keep_all': 'all', 'reroll_all': 'none'}
    >>> stated_words("Positions (e.g. 135), or 0 to keep them all:")
    {'keep_all': '0'}
    >>> stated_words("Hold which? (e.g. bd), * to hold all, - to hold none:")
    {'keep_all': '*', 'reroll_all': '-'}
    >>> stated_words("Re-roll which (e.g. BD) or press Enter to stop:")
    {'keep_all': ''}
    >>> stated_words("Which dice to roll again? (like 1+3+5, - = none, * = all):")
    {'keep_all': '-', 'reroll_all': '*'}
    >>> stated_words("Which dice go into your hand? (Enter = none, 'all' = stop rolling)")
    {'reroll_all': '', 'keep_all': 'all'}
    >>> stated_words("Keep which faces? For example 4 4 to keep two fours. Or all to keep all.")
    {'keep_all': 'all'}
    >>> stated_words("Dice to save in your hand (like 2 5; all = stop, blank = none):")
    {'keep_all': 'all', 'reroll_all': ''}
    >>> stated_words("Welche behalten? / Which keep? (z.B. 1 3 5; 0 = keinen / none)")
    {'reroll_all': '0'}
    >>> stated_words("re-roll: digits of positions, e.g. 135  |  * = all  |  - = keep all ?")
    {'reroll_all': '*', 'keep_all': '-'}
    >>> stated_words("Quali valori vuoi TENERE? (es. 4 4 6; 'nessuno' per rilanciarli tutti):")
    {'reroll_all': 'nessuno'}
    >>> stated_words("KEEP? type spots (like 125), 12345 keeps everything, enter = reroll all:")
    {'keep_all': '12345', 'reroll_all': ''}
    >>> stated_words("dice to re-roll e.g. 245 | . = keep all")
    {'keep_all': '.'}
    >>> stated_words("faces to keep (556) | * all | . none")
    {'keep_all': '*', 'reroll_all': '.'}
    >>> stated_words("Before roll 2 of 3: which dice to keep? Type all to keep every die.")
    {'keep_all': 'all'}
    >>> stated_words("Re-roll which dice? (letters like 'ace' or digits like '1', '-' for none):")
    {'keep_all': '-'}
    >>> stated_words("wich dice you keep for roll 2? letters like ACE, - for none:")
    {'reroll_all': '-'}
    >>> stated_words("Shake which dice again? (positions like 25, or p to pass):")
    {'keep_all': 'p'}
    """
    found = {}
    asked = in_english(asked)  # 'nessuno' per rilanciarli tutti: 'nessuno' to re-roll all
    ends = r"(?<=[\w)\]'\"][.!?])\s"  # a sentence's end, not a sign given alone (. = keep all)
    for clause in re.split(rf"[,;()|]|{ends}|\bor\b", asked, flags=re.IGNORECASE):
        given = word_given(clause)
        meant = given and word_meaning(clause[given.end() :], asked)
        if meant:
            word = next(group for group in given.groups() if group is not None)
            found.setdefault(meant, "" if word.lower() in ("enter", "return", "blank") else word)
    return found


def word_given(clause: str):
    """Return the match of a word a clause gives a meaning to, or None: not in an example
    (for example 4 4 to keep two fours)."""
    given = WORD_GIVEN.search(clause) or SIGN_GIVEN.search(clause)
    return None if given and EXAMPLE_SAID.search(clause[: given.start()]) else given


SIGN_GIVEN = re.compile(r"""^\s*([^\w\s'"]{1,3})\s+(?=(?:all|none|nothing)\W*$)""", re.I)  # * all


def word_meaning(told: str, asked: str):
    """Return what the words after a word given mean (keep_all, reroll_all), by their verb or
    by the question's, or None."""
    return clause_meaning(told) or verbless_meaning(told, asked)


# All or none alone after a word given, or after its joining word ('-' for none).
BARE_MEANING = r"(?:[^/]*\w[^/]*/)?[^\w/]*(?:(?:for|to|means)\s+)?(all|every\w*|none|nothing)\W*"


def verbless_meaning(told: str, asked: str):
    """Return what all or none alone mean (`- = none`, or after a translation, `0 = keinen /
    none`), by the question's verb: keep_all, reroll_all, or None. A word after a bare slash is
    another choice, not a meaning (`'all' / 'none'`).

    >>> verbless_meaning("keinen / none)", "Which keep? (z.B. 1 3 5; 0 = keinen / none)")
    'reroll_all'
    >>> verbless_meaning(" / 'none':", "Keep which dice? Type 125, or 'all' / 'none':") is None
    True
    """
    word = re.fullmatch(BARE_MEANING, told, re.IGNORECASE)
    if word is None:
        return None
    every = word.group(1).lower() in ("all", "everything", "every")
    return "keep_all" if every == read.keeps(asked) else "reroll_all"


def clause_meaning(meaning: str):
    """Return what the words after a word given mean: keep_all, reroll_all, or None.

    >>> clause_meaning("keeps all"), clause_meaning("re-rolls none"), clause_meaning("quits")
    ('keep_all', 'keep_all', None)
    """
    keep, reroll = KEEP_ACTION.search(meaning), REROLL_ACTION.search(meaning)
    if not keep and not reroll:
        return None
    keeps = bool(keep) or not reroll
    return "keep_all" if keeps != bool(NONE.search(meaning)) else "reroll_all"


def bare_words(text: str) -> dict:
    """Return what a question's words all and none mean where it does not say: by the verb
    before them (keep nothing, roll everything), else by the question's.

    >>> bare_words("Which dice do you KEEP? Positions like 1 4, 'all' or 'none':")
    {'keep_all': 'all', 'reroll_all': 'none'}
    >>> bare_words("Re-roll which? (all or none)")
    {'keep_all': 'none', 'reroll_all': 'all'}
    >>> bare_words('Which faces do you keep? ("keep 5 5", "keep nothing"): ')
    {'reroll_all': 'keep nothing'}
    >>> bare_words("Re-roll 2/2 - roll <dice> / roll everything / stay: ")
    {'reroll_all': 'roll everything'}
    """
    found = {}
    for verb, word in ALL_OR_NONE.findall(read.words_asked(text)):
        keeping = KEEP_ACTION.match(verb) if verb else read.keeps(text)
        every = word.lower() in ("all", "everything")
        key = "keep_all" if every == bool(keeping) else "reroll_all"
        found.setdefault(key, f"{verb} {word}".strip().lower())
    return {key: found[key] for key in ("keep_all", "reroll_all") if key in found}


ALL_OR_NONE = re.compile(
    r"\b(?:(keep|hold|save|(?:re-?)?roll|throw)\s+)?(all|none|nothing|everything)\b", re.I
)


def offered_words(asked: str) -> list:
    """Return the words a question offers and leaves unexplained: in quotes, or its last choice.

    >>> offered_words("Dice to throw again, or 'stay'"), offered_words("roll <dice> / stay:")
    (['stay'], ['stay'])
    >>> offered_words("rr (a-e, - none)> ")
    ['-']
    >>> offered_words("Re-roll which dice? positions 1,3,5 / stay / line name / sheet:")
    ['stay', 'sheet']
    >>> offered_words("Dice to re-roll (1 3) / keep / quit:")
    ['keep']
    """
    offered = ["".join(found) for found in OFFERED_WORD.findall(asked)]
    return [word for word in offered if word.lower() not in QUITS]


QUITS = ("quit", "exit", "bye", "q")  # words that end the game: never tried as keeping all


OFFERED_WORD = re.compile(  # 'stay'; / stay /; or stay:; a sign before none or all: (a-e, - none)
    r"['\"]([a-z]+)['\"]|(?<=/)\s*([a-z]{2,})\s*(?=/)|(?:\bor|/)\s+([a-z]+)\W*$"
    r"|(?<![^\s,(])([^\w\s,()]{1,2})\s*(?:=\s*)?(?:none|all)\b",
    re.IGNORECASE,
)
