"""A line menu with a way back to the dice.

Some programs ask for the line after every roll, from a menu of the open lines that also
offers a way back to the dice while re-rolls are left: `x) back to the dice (2 re-roll(s)
left)`, `6 - back to the dice`, `0) cancel - go back and re-roll`, `r) re-roll some dice`.
Such a menu asks whether to roll again: its key goes back to the dice (the question of
which dice follows), and a line chosen there keeps all the dice. One met after all the dice
were kept (a way back from the line, undone) asks the line.
"""

import re

from grading import screen as read
from grading.tongues import named_lines

# A way back to the dice, in an option's words.
BACK_TO_DICE = re.compile(
    r"\bback (?:to (?:the )?(?:dice|re-?roll\w*|rolling)|and re-?roll)\b", re.I
)
# An option of a menu, one a line: its key, then its words (x) back, 6 - back, [0] cancel).
ENTRY = re.compile(r"^[\[(]?([0-9a-z])\s*[\]).:=-]\s*(\S.*)$", re.IGNORECASE)


def back_key(text: str):
    """Return the key of the option that goes back to the dice, in the menu of lines a screen
    asks from last; or None (no such option, or no line listed with it).

    >>> back_key("Dice: 2 6 6 1 4\\n  a) Ones  would score 1\\n  b) Twos  would score 2\\n"
    ...          "  x) back to the dice (2 re-roll(s) left)\\nChoose a letter: ")
    'x'
    >>> back_key("1) Ones  3\\n2) Twos  0\\n0) cancel - go back and re-roll\\nYour choice: ")
    '0'
    >>> back_key("1) Ones  3\\n2) Twos  0\\nYour choice: ") is None
    True
    >>> back_key("0 - Sixes\\n1 - back to the dice (1 re-roll left)\\nYour pick: ")
    '1'

    >>> back_key("1) Re-roll some dice\\n2) Go back to the dice\\nChoice: ") is None
    True
    """
    entries = menu_block(text)
    keys = [key for key, words in entries if back_to_dice(words)]
    lines = [key for key, words in entries if named_lines(words)]  # the last: one line
    return keys[0] if keys and lines else None


def back_to_dice(words: str) -> bool:
    """Return whether an option's words go back to the dice: back to them, or a roll (not a
    line's: r) re-roll some dice (2 left), not 3) Threes).

    >>> back_to_dice("re-roll some dice (2 left)"), back_to_dice("Threes  (roll: 6)")
    (True, False)
    """
    rolls = read.ROLLS_SOME.search(words) and not named_lines(words)
    return bool(BACK_TO_DICE.search(words) or rolls)


def menu_block(text: str) -> list:
    """Return the options (key, words) of the last menu above a screen's question, where no
    dice are shown after it (a refusal and the question again may follow it).

    >>> menu_block("1) Ones\\n0) go back and re-roll\\nPick:\\nIt has to be 0 to 6.\\nPick: ")
    [('1', 'Ones'), ('0', 'go back and re-roll')]
    """
    above = read.split_question(text)[0]
    last = max((at for at, line in enumerate(above) if ENTRY.match(line)), default=None)
    if last is None or read.find_dice("\n".join(above[last + 1 :])) is not None:
        return []
    first = last
    while first > 0 and ENTRY.match(above[first - 1]):
        first -= 1
    return [ENTRY.match(line).groups() for line in above[first : last + 1]]
