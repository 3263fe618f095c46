"""Dice drawn as pictures: Unicode's die glyphs, and five boxes of pips side by side.

Each drawing is read as a row of its faces, in place of the drawing, so that rows.py reads it as
it reads a row of digits. Each function is pure, taking lines and returning them read.
"""

import re

GLYPHS = "\u2680\u2681\u2682\u2683\u2684\u2685"  # the die faces of Unicode, one to six
# A glyph and its face beside it, touching first (2⚁ 6⚅), then with spaces between (⚂ 3),
# or in brackets (⚃  (4)), then a face before its glyph (│ 4 ⚃ │).
GLYPH_BESIDE = (
    re.compile(f"([{GLYPHS}])([1-6])(?!\\d)|(?<!\\d)([1-6])([{GLYPHS}])"),
    re.compile(f"([{GLYPHS}])[ \\t]*[(\\[]([1-6])[)\\]]"),
    re.compile(f"([{GLYPHS}])[ \\t]*([1-6])\\b"),
    re.compile(f"(?<!\\d)([1-6])[ \\t]+([{GLYPHS}])"),
)


def read_glyphs(line: str) -> str:
    """Return a line with die faces drawn as Unicode glyphs read as their digits; a glyph
    with its own face printed beside it, before or after, is the same die, read once.

    >>> read_glyphs("  Die 1: \u2681  2"), read_glyphs("\u2684 \u2680 \u2685 \u2682 \u2682")
    ('  Die 1: 2', '5 1 6 3 3')
    >>> read_glyphs("2\u2681   6\u2685   6\u2685   1\u2680")
    '2   6   6   1'
    >>> read_glyphs("\u2502 4 \u2683 \u2502 6 \u2685 \u2502")
    '\u2502 4 \u2502 6 \u2502'
    >>> read_glyphs("   die 1:  \u2683  (4)")
    '   die 1:  4'
    """

    def beside(found) -> str:
        glyph, face = (group for group in found.groups() if group)
        if glyph.isdigit():
            glyph, face = face, glyph
        return face if GLYPHS.index(glyph) + 1 == int(face) else found.group()

    for pair in GLYPH_BESIDE:
        line = pair.sub(beside, line)
    return re.sub(f"[{GLYPHS}]", lambda glyph: str(GLYPHS.index(glyph.group()) + 1), line)


# Dice drawn with pips, five boxes side by side: each box's edge, and the marks of its pips.
BOX_EDGE = re.compile(r"[+.'`]-{3,}[+.'`]")
PIPS = "oO*@\u25cf\u2022"


def read_pips(lines) -> list:
    """Return the lines of a screen with each drawing of five dice in pips read as a row of
    their faces (pips: 1 2 4 3 6), in place of the drawing's lower edge (so a ruler under it
    is a ruler, beside the dice).

    >>> edge = " +-----+ +-----+ +-----+ +-----+ +-----+"
    >>> rows = [" |     | |o    | |o   o| |o    | |o   o|",
    ...         " |  o  | |     | |     | |  o  | |o   o|",
    ...         " |     | |    o| |o   o| |    o| |o   o|"]
    >>> read_pips([edge, *rows, edge, "   #1      #2      #3      #4      #5"])[-2:]
    ['pips: 1 2 4 3 6', '   #1      #2      #3      #4      #5']
    """
    lines = list(lines)
    for top, line in enumerate(lines):
        edges = box_edges(line)
        below = range(top + 2, min(top + 7, len(lines)))
        bottom = next((at for at in below if box_edges(lines[at]) == edges), None)
        if len(edges) == 5 and bottom is not None:
            faces = [pips_in(lines[top + 1 : bottom], start, end) for start, end in edges]
            lines[bottom] = read_as(faces, lines[bottom])
    return read_cells(lines)


def read_cells(lines) -> list:
    """Return the lines with each drawing of five dice in pips with no edge above or below,
    rows of bracketed cells, read as a row of their faces in place of its last row.

    >>> rows = ["[o   o]  [o   o]  [     ]  [o    ]", "[  o  ]  [o   o]  [  o  ]  [     ]"]
    >>> read_cells(["  #1 #2", *[row + "  [  o  ]" for row in (*rows, rows[0])]])[-1]
    'pips: 5 6 1 2 3'
    """
    lines, top = list(lines), 0
    while top < len(lines):
        cells = pip_cells(lines[top])
        end = top + 1
        while end < len(lines) and len(cells) == 5 and pip_cells(lines[end]) == cells:
            end += 1
        if 3 <= end - top <= 5:
            faces = [pips_in(lines[top:end], start, stop) for start, stop in cells]
            lines[end - 1] = read_as(faces, lines[end - 1])
        top = end
    return lines


def read_as(faces, line: str) -> str:
    """Return the row a drawing's faces are read as (pips: 1 2 4 3 6), or the line where a box
    showed no pips or more than six."""
    return f"pips: {' '.join(map(str, faces))}" if all(faces) else line


PIP_CELL = re.compile(f"[\\[(|][ .{PIPS}]{{3,9}}[\\])|]")


def pip_cells(line: str) -> list:
    """Return the columns (start, end) of the cells of pips a line is made of, or []."""
    found = [cell.span() for cell in PIP_CELL.finditer(line)]
    return found if not PIP_CELL.sub("", line).strip() else []


def box_edges(line: str) -> list:
    """Return the columns (start, end) of each box's edge on a line: +-----+ or .---., or
    of a grid's cells, side by side (+-----+-----+, each + shared by two).

    >>> box_edges("+---+---+  .---.")
    [(0, 5), (4, 9), (11, 16)]
    """
    return [found.span(1) for found in re.finditer(f"(?=({BOX_EDGE.pattern}))", line)]


def pips_in(rows, start, end) -> int:
    """Return the face a box of rows between columns start and end shows in pips (0: none,
    or more than six)."""
    count = sum(row[start + 1 : end - 1].count(pip) for row in rows for pip in PIPS)
    return count if count <= 6 else 0
