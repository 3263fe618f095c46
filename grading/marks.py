"""A question's marks: an answer that gives each die a mark, to re-roll it or to keep it
(KRRKK, 01101, ..x.x), read from the marks it names (K=keep R=re-roll) or from its example.
Each is pure, taking what is asked.
"""

import re

KEEP_ACTION = re.compile(r"\b(keep|hold|save|stand|stay|stop|done|finish|end|score|pass)", re.I)
REROLL_ACTION = re.compile(r"re-?roll?|\broll|throw|change", re.IGNORECASE)
# A mark named with its meaning, one letter or digit: K=keep, R = re-roll, Y for roll.
# Or said of a die: K keeps it, R rolls it.
MARK_NAMED = (
    r"(?<![\w.*+-])([A-Za-z01.*+_-])\s*(?:=|:|for|means)\s*(re-?roll?\w*|roll\w*|keep\w*|hold\w*)"
    r"|(?<![\w.*+-])([A-Za-z01])\s+(re-?roll?s|rolls|keeps|holds)\s+(?:it|that die|the die)\b"
)


def marks_of(asked: str):
    """Return the marks of an answer that marks each die (re-roll, keep), or None.

    >>> marks_of("Enter 5 letters, R to re-roll or K to keep each die (e.g. KRRKK):")
    ('R', 'K')
    >>> marks_of("Re-roll 1 of 2. K=keep R=re-roll (KKKKK keeps all):")
    ('R', 'K')
    >>> marks_of("(x = re-roll, . = keep, Enter = keep all)")
    ('x', '.')
    >>> marks_of("One letter a die: K keeps it, R rolls it (KKKKK keeps all).")
    ('R', 'K')
    >>> marks_of("Re-roll which (e.g. 135)?") is None
    True
    """
    return named_marks(asked) or example_marks(asked) or paired_marks(asked) or yes_no_marks(asked)


# Two one-letter marks offered for each die, with no example: k or r for each one, h/r each.
PAIRED = re.compile(
    r"(?<![\w'])([khs])\s*(?:or|/)\s*(r)(?![\w'])|(?<![\w'])(r)\s*(?:or|/)\s*([khs])(?![\w'])",
    re.I,
)
EACH = re.compile(r"\beach\b|\bper die\b|\b(?:five|5) letters\b|\bx ?5\b", re.IGNORECASE)
FIVE_OF_THEM = re.compile(r"\bx ?5\b|\b(?:five|5) (?:letters|marks|characters)\b", re.I)
YES_NO_EACH = re.compile(r"(?<![\w'])y\s*(?:or|/)\s*n(?![\w'])", re.IGNORECASE)  # y/n x5
YES_NO_PER_DIE = re.compile(r"(?<![\w'])y\s*(?:or|/)\s*n\s+(?:per|for each|each)\s+die\b", re.I)


def paired_marks(asked: str):
    """Return the marks (re-roll, keep) of a question that offers two letters for each die,
    the keep mark by its letter, where it gives no example.

    >>> paired_marks("one more time k or r for each one "), paired_marks("Keep or re-roll? (k/r)")
    (('r', 'k'), None)
    """
    found = PAIRED.search(asked)
    if not found or not EACH.search(asked):
        return None
    letters = [letter for letter in found.groups() if letter]
    return tuple(sorted(letters, key=lambda letter: letter.lower() != "r"))


def yes_no_marks(asked: str):
    """Return the marks (re-roll, keep) of a question that asks a y or n for each of the five
    dice at once (rr? y/n x5), by its verb; else None.

    >>> yes_no_marks("rr? y/n x5: "), yes_no_marks("Keep? 5 letters, y/n for each die: ")
    (('y', 'n'), ('n', 'y'))
    >>> yes_no_marks("Re-roll die 1? (y/n) ") is None
    True
    >>> yes_no_marks("Re-roll? y/n per die [keep all]: ")
    ('y', 'n')
    """
    five = YES_NO_EACH.search(asked) and FIVE_OF_THEM.search(asked)
    if not (five or YES_NO_PER_DIE.search(asked)):  # Re-roll? y/n per die, pos ...
        return None
    keep, reroll = KEEP_ACTION.search(asked), REROLL_ACTION.search(asked)  # the verb first said
    return ("n", "y") if keep and (not reroll or keep.start() < reroll.start()) else ("y", "n")


KEEP_INITIALS = "khs"  # keep, hold, save: where no word says which mark keeps
MARKS_OF_FIVE = re.compile(r"(?<![\w.*])([A-Za-z01.*]{5})(?![\w.*])")  # KRRKK, 01101, ..x.x


def example_marks(asked: str):
    """Return the marks of a question's example of five (KRRKK), the keep mark by its words,
    else by its letter.

    >>> example_marks("Keep or re-roll each die (k/r for each, e.g. kkrrk, kkkkk keeps all):")
    ('r', 'k')
    >>> example_marks("marks: 5 of . or x, x = re-roll that die (e.g. ..x.x)")
    ('x', '.')
    >>> example_marks("Type 1 to re-roll a die, 0 to keep it (e.g. 01101):")
    ('1', '0')
    >>> example_marks("E[Ones]=1.53 E[Fives]=11.11 Faces to keep (e.g. 665):") is None
    True
    >>> example_marks("Keep which? Type 5 letters Y/N, e.g. YNNYN (YYYYY = keep all):")
    ('N', 'Y')
    """
    found = [
        word
        for word in MARKS_OF_FIVE.findall(asked)
        if len(set(word)) == 2 and not re.fullmatch(r"\d+\.\d+", word)  # E[Fives]=11.11
    ]
    if not found:
        return None
    example = found[0]
    first, second = sorted(set(example), key=example.index)
    said = {
        mark: asked[found.end() : found.end() + 16].lower()
        for mark in (first, second)
        for found in re.finditer(rf"(?<![\w.*]){re.escape(mark)}(?![\w.*])", asked)
    }
    keeps = keeps_first(first, second, said, asked)
    return (second, first) if keeps else (first, second)


def keeps_first(first, second, said, asked="") -> bool:
    """Return whether the first mark of an example keeps a die: by the words said after each
    mark; a yes (Y/N) by the question's first verb (Keep which? Y keeps); else by its letter
    (k/r: keep, re-roll).
    """
    if KEEP_ACTION.search(said.get(first, "")) or REROLL_ACTION.search(said.get(second, "")):
        return True
    if {first.lower(), second.lower()} == {"y", "n"}:
        return (first.lower() == "y") == asks_to_keep(asked)
    return first.lower() in KEEP_INITIALS or second.lower() == "r"


def asks_to_keep(asked: str) -> bool:
    """Return whether a question's first verb keeps (Keep which? ... YYYYY re-rolls none).

    >>> asks_to_keep("Keep which? (NNNNN re-rolls all)"), asks_to_keep("Re-roll which? Y/N")
    (True, False)
    """
    keep, reroll = KEEP_ACTION.search(asked), REROLL_ACTION.search(asked)
    return bool(keep) and (not reroll or keep.start() < reroll.start())


def named_marks(asked: str):
    """Return the marks a question names with their meanings (K=keep R=re-roll), or None."""
    named = marks_named(asked)
    keep = [mark for mark, verb in named.items() if KEEP_ACTION.search(verb)]
    reroll = [mark for mark, verb in named.items() if REROLL_ACTION.search(verb)]
    return (reroll[0], keep[0]) if keep and reroll and keep[0] != reroll[0] else None


def marks_named(asked: str) -> dict:
    """Return each mark a question names, with the word it is named by: {K: keep, R: re-roll}."""
    found = re.findall(MARK_NAMED, asked)  # each a pair of groups of either way of naming
    return {mark: verb for groups in found for mark, verb in (groups[:2], groups[2:]) if mark}
