"""Reading clang's syntax tree (its JSON): where a node begins and ends, on which lines."""

import re
from bisect import bisect_right


def begin_of(node):
    """Return where a node begins in its file, as an offset (a macro's, where it expands)."""
    begin = node.get("range", {}).get("begin", {})
    return begin.get("expansionLoc", begin).get("offset")


def end_of(node):
    """Return where a node ends, as an offset (its last token's start)."""
    end = node.get("range", {}).get("end", {})
    return end.get("expansionLoc", end).get("offset")


def lines_of(node, text) -> int:
    """Return the lines a node spans."""
    return line_at(text, end_of(node)) - line_at(text, begin_of(node)) + 1


def line_at(text, offset) -> int:
    """Return the line number (from 1) of an offset in text."""
    starts = [0] + [match.end() for match in re.finditer("\n", text)]
    return bisect_right(starts, offset or 0)
