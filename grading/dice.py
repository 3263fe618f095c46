"""Reading the dice on a screen: the last five a program showed, in the shapes students print.

clean gives the text as a terminal shows it; find_dice finds the dice in it. The shapes of one
row of dice are in rows.py.
"""

import re
from functools import partial

from grading.pictures import read_glyphs, read_pips
from grading.rows import (
    counted_dice,
    die_column,
    is_ruler,
    labelled_pairs,
    objects_as_faces,
    packed_dice,
    players_own,
    preferred,
    read_held,
    reordered,
    runs_of_five,
    spoken_dice,
    unsorted_first,
    unsorted_run,
    words_as_faces,
)

ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
DIE_SAYS = re.compile(r"\bdie\s+([1-5])\s+(?:shows|is|has)\s+(?:an?\s+)?([1-6])\b", re.I)
PAIRS = re.compile(  # 1:[4] 2:[4] ..., A=4 B=4 ..., die1=4 die2=4 ..., [1]=4 [2]=4, 1->[4]
    r"(?<![\w/])(?:die\s*#?|d)?([0-5a-e])[\u00ba\u00aa\u00b0]?\s*"
    r"(?:[)\]]\s*[:=]|-+>|=>|\u2192|[:=)\]]|(?=[\[(]))"
    r"\s?[\[(]?([1-6])\b",
    re.IGNORECASE,
)


def clean(text: str) -> str:
    """Return text as a terminal shows it: no escape sequences, \\n line ends, no carriage returns.

    >>> clean("\\x1b[1mRoll:\\x1b[0m 4 4\\r\\nok\\r\\n")
    'Roll: 4 4\\nok\\n'
    >>> clean("Value | 1 | 4 |\\r\\r\\nrolling 6 2\\r\\x1b[KA 2  B 5\\n1 2 3\\b9\\n")
    'Value | 1 | 4 |\\nA 2  B 5\\n1 2 9\\n'
    """
    text = ERASE.sub("\ue000", text.replace("\r\n", "\n"))  # erase to the line's end: a mark
    lines = [as_shown(line) for line in ESCAPES.sub("", text).split("\n")]
    return "".join(ch for ch in "\n".join(lines) if ch >= " " or ch in "\n\t")


# Erase to the end of the line: a mark. 2K, which clears the whole line, is read so too: the
# text before the cursor stays (programs send it after \r, where there is none).
ERASE = re.compile(r"\x1b\[[02]?K")
MOVES = re.compile("(\r|\x08|\ue000)")  # back to the line's start, one back, erase the rest


def as_shown(line: str) -> str:
    """Return a line as a terminal leaves it: written over where a carriage return or a
    backspace went back over it, cut where the rest of it was erased (the mark of ERASE)."""
    if not MOVES.search(line):
        return line
    cells, column = [], 0
    for piece in MOVES.split(line):
        if piece in ("\r", "\x08"):
            column = 0 if piece == "\r" else max(0, column - 1)
        elif piece == "\ue000":
            del cells[column:]
        else:
            cells[column : column + len(piece)] = piece
            column += len(piece)
    return "".join(cells)


def find_dice(text: str, shape=None):
    """Return (dice, example) for the last five dice a screen shows, or None.

    Given the shape of the dice as learned (see shape_of), dice of that shape come first, then
    dice parted the same way, so that another row of five numbers is not taken for them.

    >>> find_dice("Die 1: 4\\nDie 2: 4\\nDie 3: 1\\nDie 4: 2\\nDie 5: 3\\nKeep? ")[0]
    [4, 4, 1, 2, 3]
    >>> find_dice("die 1: 6  * held\\ndie 2: 1\\ndie 3: 4 (kept)\\ndie 4: 1\\ndie 5: 6\\n> ")[0]
    [6, 1, 4, 1, 6]
    >>> find_dice("Die 1 -> 4\\nDie 2 -> 4\\nDie 3 -> 1\\nDie 4 -> 2\\nDie 5 -> 3\\nKeep? ")[0]
    [4, 4, 1, 2, 3]
    >>> find_dice("  1 2 3 4 5\\n  6 6 2 1 3\\nWhich? ")[0]
    [6, 6, 2, 1, 3]
    >>> find_dice("Dice: 4 1 1 3 4\\nType 0 to keep all, or 1,2,3,4,5 to throw all.\\nWhich? ")[0]
    [4, 1, 1, 3, 4]
    >>> find_dice("Turn 1 of 6, roll 1 of 3") is None
    True
    >>> find_dice("Roll 1/3:  1:[2]  2:[6]  3:[1]  4:[1]  5:[5]")[0]
    [2, 6, 1, 1, 5]
    >>> find_dice(" | 5 |  | 2 |  | 5 |  | 3 |  | 3 | ")[0]
    [5, 2, 5, 3, 3]
    >>> find_dice("die1=4 die2=6 die3=3 die4=3 die5=4")[0]
    [4, 6, 3, 3, 4]
    >>> find_dice("1->[6]  2->[1]  3->[3]  4->[6]  5->[3]")[0]
    [6, 1, 3, 6, 3]
    >>> find_dice("Dice:  [1]=3  [2]=6  [3]=4  [4]=3  [5]=5")[0]
    [3, 6, 4, 3, 5]
    >>> find_dice("Dados -> 1\u00ba: 6 | 2\u00ba: 2 | 3\u00ba: 2 | 4\u00ba: 5 | 5\u00ba: 1")[0]
    [6, 2, 2, 5, 1]
    >>> find_dice("A[2]  B[2]  C[3]  D[4]  E[1]")[0], find_dice("You rolled a 5, a 2 and a 1.")
    ([2, 2, 3, 4, 1], None)
    >>> find_dice("You rolled a 5, a 2, a 4, a 3 and a 2.")[0]
    [5, 2, 4, 3, 2]
    >>> find_dice("a: four\\nb: two\\nc: six\\nd: one\\ne: four\\nRoll which? ")[0]
    [4, 2, 6, 1, 4]
    >>> find_dice("Roll 1 of 3:  [0]=6 [1]=4 [2]=5 [3]=4 [4]=5\\n  4 | ##    (2)\\nWhich? ")[0]
    [6, 4, 5, 4, 5]
    >>> find_dice("Dice: 4 (1)  6 (2)  5 (3)  4 (4)  4 (5)\\nRe-roll which? ")[0]
    [4, 6, 5, 4, 4]
    >>> edge, row = " +-----+" * 5, " |  o  | |o   o| |o o o| |o   o| |o   o|"
    >>> find_dice("\\n".join([edge, row, " |     |" * 5, edge, "   #1      #2      #3"]))[0]
    [1, 2, 3, 2, 2]
    """
    shown = read_glyphs(players_own(clean(text)))  # not another player's dice
    lines = [read_held(line) for line in read_pips(shown.split("\n"))]
    found = [shown for shown in map(partial(dice_at, lines), range(len(lines))) if shown]
    counted = [shown for shown in map(counted_dice, lines) if shown]  # where no other shows
    return (preferred(unsorted_first(found), shape) or counted or [None])[-1]


def dice_at(lines, number):
    """Return (dice, example) for dice that end at line number, or None."""
    column = die_column(lines, number)
    if column:
        return column
    said = words_as_faces(lines[number])  # [1] four [2] two; die one shows three, die two ...
    for pairs in (PAIRS.findall(said), DIE_SAYS.findall(said), *labelled_pairs(said)):
        if "".join(place for place, _ in pairs).lower() in ("12345", "abcde", "01234"):
            return [int(face) for _, face in pairs], lines[number].strip()
    return row_at(lines, number)


def first_runs(line: str) -> tuple:
    """Return (the line as read, its runs of five) for the first reading of a line that shows
    any: as it is, its faces in words as digits, its dice printed as objects; else (None, [])."""
    for said in (line, words_as_faces(line), objects_as_faces(line)):
        runs = runs_of_five(said)
        if runs:
            return said, runs
    return None, []


def row_at(lines, number):
    """Return (dice, example) for a row of five faces at line number (a ruler beside dice is
    none; a row of die numbers out of order puts the faces beside it in order), or None."""
    said, runs = first_runs(lines[number])
    if not runs:
        return packed_dice(lines[number]) or spoken_dice(words_as_faces(lines[number]))
    dice = unsorted_run(said, runs)
    if dice == [1, 2, 3, 4, 5] and is_ruler(lines, number):
        return None  # a ruler of positions, over or under the dice, or all of them told
    return reordered(lines, number, dice) or (dice, lines[number].strip())
