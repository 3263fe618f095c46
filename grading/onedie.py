"""Questions that name the dice one at a time: one die a question (`Die to re-roll (1-5, 0 =
done)`), a die held and released by its number at a hold editor, and the die a question of
two answers names (`Re-roll die 3 (showing 1)? [y/n]`); and when a decision asked over
several such questions is made.

Pure functions of a question's text, as grading/screen.py's are; the screen reads them.
"""

import re

from grading.rows import ORDINALS

ONE_A_QUESTION = ("count", "one")  # the kinds that take the dice chosen one a question
DIE_NAMED = re.compile(  # and in other tongues: Dado 1, Dé 1, Würfel 1; re-roll a (3)?
    r"\b(?:die|dice|position|dado|d\u00e9|w\u00fcrfel)\s*#?\s*([1-5])\b(?![.)]\s)|#([1-5])\b"
    r"|\bdie\s+([a-e])\b"
    r"|\b(?:re-?roll?|keep|hold)\s+([a-e])\s+\("
    r"|\bthe\s+(first|second|third|fourth|fifth)\s+die\b",  # keep the first die, which shows 3?
    re.IGNORECASE,
)


# A die held and released by its number, then a word that rolls those not held: "Type a die
# number (1-5) to hold/release it, or R to roll the dice that are not held".
TOGGLES = re.compile(
    r"\b(?:hold|keep|lock|select|mark)(?:s|ing)?\s*(?:/|or)\s*"
    r"(?:release|unhold|unlock|unselect|unmark|free)(?:s|ing)?\b|\btoggles?\b",
    re.IGNORECASE,
)
ROLLS_BY = re.compile(
    r"""(?<![\w-])['"]?([a-z]{1,4}|-?\d{1,2})['"]?\s+(?:to|=)\s+(?:re-?)?roll\b""", re.I
)
# Or a key, quoted or in capitals, said to roll them: "ROLL rolls the dice not held".
ROLLS_KEY = re.compile(
    r"""(?<![\w-])(?=['"]|[A-Z]+\s)['"]?([A-Za-z]{1,4})['"]?\s+(?:re-?)?rolls\b"""
)

# A question that takes several positions in one answer: by its words, or an example of two.
SEVERAL = re.compile(
    r"\b(positions|ones|numbers|them)\b|\b(?:e\.?g\.?|like)[\s:,]*[1-5]\W*[1-5]", re.IGNORECASE
)


def die_named(asked: str):
    """Return the die (1-5) a question of one die names, by its number or its letter, or None.

    >>> die_named("Re-roll die 3 (showing 1)? [y/n]"), die_named("Reroll die B (showing 4)? ")
    (3, 2)
    >>> die_named("  re-roll c (\u2682 3)? [y/n]: ")
    3
    >>> die_named("Do you want to keep the fourth die, which shows 6? Type yes or no")
    4
    >>> die_named("Roll again? (y/n)") is None
    True
    """
    found = DIE_NAMED.search(asked)
    if not found:
        return None
    name = next(group for group in found.groups() if group).lower()
    if name in ORDINALS:
        return ORDINALS.index(name) + 1
    return int(name) if name.isdigit() else "abcde".index(name) + 1


def which_dice(asked: str) -> str:
    """Return what a question of which dice takes: one die a question ("one") or them all."""
    return "one" if finished_by(asked) is not None else "dice"


# One die a question, until a word that ends the choosing: "a die number to re-roll (1-5),
# or -1 when done", "Die to re-roll (0 to finish)", "Which die? Press Enter when finished".
ONE_DIE = re.compile(
    r"\b(?:a|one|single|each|next|another|which|that)\s+die\b|\bdie (?:number|#)|^\s*die\b"
    r"|\bone (?:at a time|by one)\b",
    re.IGNORECASE,
)
FINISHED = re.compile(
    r"""(?<![\w-])['"]?(-?\d{1,2}|enter|return|[a-z]{1,4})['"]?\s*(?:(?:when|to|if|once)\s|=)\s*"""
    r"(?:you(?:'re| are|'ve| have)\s+)?(?:done|finish\w*|stop\w*|end\b|through)",
    re.IGNORECASE,
)
# Or the words offered as a list, each itself what it does: "Mark a die to re-roll (1-5), or
# type undo, roll or done": roll rolls the dice marked; done, alone, keeps them all.
LISTED = r"(?:,|\bor|\btype|\benter)\s+['\"]?({})['\"]?(?=\s*(?:,|\bor\b|[:?)]|$))"
LISTED_DONE = re.compile(LISTED.format("done|finish(?:ed)?|stop"), re.IGNORECASE)
LISTED_ROLL = re.compile(LISTED.format("re-?roll|roll"), re.IGNORECASE)


def finished_by(asked: str):
    """Return the word that ends choosing one die a question, or None if it asks for several.

    >>> finished_by("Enter a die number to re-roll (1-5), or -1 when done:")
    '-1'
    >>> finished_by("Next die to re-roll? (press Enter when finished)")
    ''
    >>> finished_by("Re-roll which dice? (e.g. 135, 0 when done)") is None
    True
    >>> finished_by("Die to re-roll (1-5, 0 = done): ")
    '0'
    >>> finished_by("Enter the dice to re-roll, one at a time, 0 when done: ")
    '0'
    >>> finished_by("Type a die number (1-5) to hold/release it, or R to roll the rest:")
    'R'
    >>> finished_by("Type die numbers to hold/unhold, r to roll, s to stop and score:")
    'r'
    >>> finished_by("Which die? Type one position, or type done if you have finished choosing")
    'done'
    >>> finished_by("a letter A-E holds or releases a die, ROLL rolls the dice not held: ")
    'ROLL'
    >>> finished_by("Mark a die to re-roll (1-5), or type undo, roll or done: ")
    'done'
    """
    toggled = TOGGLES.search(asked)  # each die named is held or let go: then a word rolls
    found = (toggled and rolled_by(asked)) or ending_said(asked)
    if not ONE_DIE.search(asked) or SEVERAL.search(asked) and not toggled or not found:
        return None
    word = found.group(1)
    return "" if word.lower() in ("enter", "return") else word


def ending_said(asked: str):
    """Return the match of the word a question says ends the choosing (0 when done), or of
    the word offered for it (type roll or done), or None."""
    return FINISHED.search(asked) or LISTED_DONE.search(asked)


def rolled_by(asked: str):
    """Return the match of the word a question says rolls the dice not held, or None."""
    return ROLLS_BY.search(asked) or ROLLS_KEY.search(asked)


NOT_KEYS = ("die", "dice", "want", "need", "wish", "like", "have")  # do you want to roll?


def ending_words(asked: str) -> tuple:
    """Return (the word that ends the choosing, the word that stops rolling or None) of one
    die a question: where it names a word that rolls the dice named and another that stops,
    the first ends the choosing and the second, alone, keeps all.

    >>> ending_words("Die to re-roll (1-5), a = all, r = roll picked, s = stop: ")
    ('r', 's')
    >>> ending_words("Die to re-roll (1-5, 0 = done): ")
    ('0', None)
    >>> ending_words("Which die do you want to roll again? Type one, or done when finished")
    ('done', None)
    >>> ending_words("Mark a die to re-roll (1-5), or type undo, roll or done: ")
    ('roll', 'done')
    """
    ending = finished_by(asked)
    rolls = [word for word in ROLLS_BY.findall(asked) if word.lower() not in NOT_KEYS]
    rolls += LISTED_ROLL.findall(asked)
    if ending is None or not rolls or rolls[0] == ending or toggles(asked):
        return ending, None
    return rolls[0], ending


def picked_from_menu(asked: str) -> bool:
    """Return whether a question with a menu's letters takes one die of a range a question,
    the letters rolling or ending the choosing (not a die named, to re-roll or keep).

    >>> picked_from_menu("Die to re-roll (1-5), a = all, r = roll picked, s = stop: ")
    True
    >>> picked_from_menu("Die 2: re-roll? (y = yes, n = no, s = stop)")
    False
    """
    ranged = re.search(r"\b1\s*(?:-|to)\s*5\b", asked)
    return bool(ranged) and finished_by(asked) is not None and not DIE_NAMED.search(asked)


def toggles(asked: str) -> bool:
    """Return whether a die named at a question is held or released by turns, as it was.

    >>> toggles("Type a die number (1-5) to hold/release it, or R to roll the dice not held:")
    True
    >>> toggles("Die number (1-5) = hold/unhold, r = re-roll the rest, s = score now: ")
    True
    >>> toggles("Enter a die number to re-roll (1-5), or -1 when done:")
    False
    """
    return bool(TOGGLES.search(asked) and finished_by(asked) is not None)


def decided(kind, positions, dice_asked, queue) -> bool:
    """Return whether a re-roll decision is made once this answer is typed.

    Which dice: one answer does it (or a hold, then the word that rolls the others); roll
    again? no: so does that; yes or no for each die: the fifth; how many, then each position:
    the last position; one die a question: the word that ends it.
    """
    if kind == "dice" and not queue or kind == "again" and not positions:
        return True
    return dice_asked == 5 or kind in ONE_A_QUESTION and not queue
