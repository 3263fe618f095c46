"""A legend printed before the game that says what each bare prompt asks: a minimalist's `?`
or `L>>`, explained once (`?  re-roll: digits of positions  |  - = keep all`) and never again.

A screen whose question is such a mark alone is read with its legend's words put above it, so
that the question says in words what it asks, as it did once.
"""

import re

# A line that starts with a prompt's mark (one to three signs, after a letter or none) and says
# in words what it asks: `?  re-roll: ...`, `#  line: 1-6`, `L>>  line: 1-6, each once`.
LEGEND_LINE = re.compile(r"^[ \t]*([A-Za-z]?[^\w\s]{1,3})[ \t]+([A-Za-z][^\n]*?)[ \t]*$", re.M)


def legend_lines(text: str) -> dict:
    """Return what a screen's legend says each prompt's mark asks, {mark: words}: from its
    lines but the last (the screen's own prompt, where an answer's echo follows).

    >>> legend_lines("  ?  re-roll: digits, e.g. 135 | - = keep all\\n  #  line: 1-6\\n53336\\n? ")
    {'?': 're-roll: digits, e.g. 135 | - = keep all', '#': 'line: 1-6'}
    """
    lines = text.replace("\r\n", "\n").rstrip().split("\n")[:-1]
    return {mark: words for mark, words in LEGEND_LINE.findall("\n".join(lines))}


def worded(text: str, legend: dict) -> str:
    """Return a screen whose last line is a mark alone that the legend explains with its words
    put above that line; any other screen as it is.

    >>> worded("53336\\n? ", {"?": "re-roll: digits"}), worded("Line? ", {"?": "re-roll"})
    ('53336\\nre-roll: digits\\n? ', 'Line? ')
    """
    head, _, last = text.rpartition("\n")
    said = legend.get(last.strip())
    if said is None:
        return text
    return f"{head}\n{said}\n{last}" if head else f"{said}\n{last}"
