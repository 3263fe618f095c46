"""Reading the heading of a turn, in digits or in words: Turn 3 of 6, *** TURN THREE ***."""

import re

COUNTED = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
NUMBERED = r"(\d+|" + "|".join(COUNTED) + r")\b"
HEADING = re.compile(  # Turn 3 of 6, Round 3, TURN THREE, The third turn
    r"\b(?:turn|round)\s*[#(\[]?\s*" + NUMBERED + r"(?:\s*(?:of|/)\s*" + NUMBERED + ")?"
    r"|\b(" + "|".join(ORDINALS) + r")\s+(?:turn|round)\b",
    re.IGNORECASE,
)


SCORED = re.compile(r"\bpoints? (?:on|for|in|to|go)\b|\bscored\b", re.IGNORECASE)


def turn_heading(line: str):
    """Return (turn, turns or None) for a line that heads a turn, else None.

    >>> turn_heading("Turn 2/6"), turn_heading("*** TURN ONE ***"), turn_heading("Roll 1, turn 2")
    ((2, 6), (1, None), None)
    >>> turn_heading("--- Sam's turn (4/6) ---"), turn_heading("== Round [2/6] ==")
    ((4, 6), (2, 6))
    >>> turn_heading("> Turn 1: 8 points on Fours.") is None
    True
    """
    match = HEADING.search(line)
    if not match or not heads(line, match):
        return None
    turn, turns, nth = match.groups()
    if (nth or not turn.isdigit()) and len(re.findall(r"[A-Za-z]+", line)) > 5:
        return None  # in words, a heading stands alone: not "on the sixth turn you ..."
    turn = ORDINALS.index(nth.lower()) + 1 if nth else counted(turn)
    return turn, counted(turns) if turns else None


def heads(line: str, match) -> bool:
    """Return whether a line that names a turn heads it: not a roll's (Roll 1, turn 2), nor a
    turn's points told (> Turn 1: 8 points on Fours)."""
    rolled = re.search(r"roll", line[: match.start()], re.IGNORECASE)
    return not (rolled or SCORED.search(line[match.end() :]))


def counted(number: str) -> int:
    """Return a number of turns in digits or in words (3, three).

    >>> counted("THREE"), counted("12")
    (3, 12)
    """
    return int(number) if number.isdigit() else COUNTED.index(number.lower()) + 1
