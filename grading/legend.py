"""A screen's framing, read past: a legend printed before the game that says what each bare
prompt asks (a minimalist's `?` or `L>>`, explained once: `?  re-roll: digits of positions  |
- = keep all`), and a speaker's label on every line of a chat (`Game: Your dice: 4 4 1 2 3`).

A screen whose question is such a mark alone is read with its legend's words put above it, so
that the question says in words what it asks, as it did once; a chat's label is left out.
"""

import re

# A line that starts with a prompt's mark (one to three signs, after a letter or none) and says
# in words what it asks, set apart from it: `?  re-roll: ...`, `#  line: 1-6`, `L>>  line: 1-6,
# each once`. Not the prompt itself with what was printed after it, one space on (`> Only y or
# n, please.`, where a long answer was read a part at a time, with no echo between).
LEGEND_LINE = re.compile(
    r"^[ \t]*([A-Za-z]?[^\w\s]{1,3})(?:[ \t]{2,}|\t)([A-Za-z][^\n]*?)[ \t]*$", re.M
)


def legend_lines(text: str, banner: bool = False) -> dict:
    """Return what a screen's legend says each prompt's mark asks, {mark: words}: from its
    lines but the last (the screen's own prompt, where an answer's echo follows). On the
    banner, before any answer (no echo there), a prompt may leave one space before its words,
    digits first too (`>> 1-6 or ones..sixes`, `[12345]? dice to re-roll`).

    >>> legend_lines("  ?  re-roll: digits, e.g. 135 | - = keep all\\n  #  line: 1-6\\n53336\\n? ")
    {'?': 're-roll: digits, e.g. 135 | - = keep all', '#': 'line: 1-6'}
    >>> legend_lines("Keep it? (y/n)\\n> Only y or n, please.\\nKeep it? (y/n)\\n> ")
    {}
    >>> legend_lines("?  re-roll positions\\n=? line = face 1-6\\n>>> a note\\n? ")  # aligned
    {'?': 're-roll positions', '=?': 'line = face 1-6'}
    >>> legend_lines("s = score\\n>> 1-6 or ones..sixes\\n--1--\\n33142\\n> ", banner=True)
    {'>>': '1-6 or ones..sixes'}
    >>> legend_lines("6 turns.\\n[12345]? dice, e.g. 245\\n? line: o t h\\n> ", banner=True)
    {'[12345]?': 'dice, e.g. 245', '?': 'line: o t h'}
    >>> legend_lines("6 turns | >> mask: k=keep r=reroll\\nd=13655\\n>> ", banner=True)
    {'>>': 'mask: k=keep r=reroll'}
    >>> legend_lines("keep: dice to keep, e.g. 125 (0 = none). line# 1-6\\nkeep: ", banner=True)
    {'keep:': 'dice to keep, e.g. 125 (0 = none).', 'line#': '1-6'}
    >>> legend_lines("r> 1 3 5 | a | n      l> ones..sixes\\n1/6\\nr> ", banner=True)
    {'r>': '1 3 5 | a | n', 'l>': 'ones..sixes'}
    >>> legend_lines("6 turns. ':' faces to keep | * all      '#' line 1-6\\n# ", banner=True)
    {':': 'faces to keep | * all', '#': 'line 1-6'}
    """
    lines = "\n".join(text.replace("\r\n", "\n").rstrip().split("\n")[:-1])
    found = list(LEGEND_LINE.finditer(lines))
    columns = {column_of(lines, match.start(2)) for match in found}
    found += [  # a longer mark one space from words that start where the others' do
        match
        for match in ALIGNED_LINE.finditer(lines)
        if column_of(lines, match.start(2)) in columns
    ]
    if banner:  # 6 turns | >> mask: ...;  r> 1 3 5 | a     l> ones: a legend a part
        parts = BANNER_PARTS.sub("\n", lines)
        found += [match for match in BANNER_LINE.finditer(parts) if match.group(1)[0] not in "'\""]
        found += QUOTED_MARK.finditer(parts)
    return {match.group(1): match.group(2) for match in found}


# A legend's line whose mark, longer, leaves one space before its words: `=? line = face 1-6`
# under `?  re-roll positions`, read where its words start in a column the others' do.
ALIGNED_LINE = re.compile(r"^[ \t]*([^\w\s]{2,3}) ([A-Za-z][^\n]*?)[ \t]*$", re.M)


# A prompt's mark in quotes, then what it asks, to the end of its line: `6 turns. ':' faces to
# keep (556) | * all`.
QUOTED_MARK = re.compile(r"""(?:^|(?<=\s))['"](\S{1,9})['"][ \t]+(\w[^\n]*?)[ \t]*$""", re.M)
# Where a banner's line holds another prompt's legend: after a bar or a sentence's end, before
# a prompt and its words (6 turns | >> mask: k=keep; keep: ... (0 = none). line# 1-6), or after
# a run of spaces (r> 1 3 5 | a | n     l> ones).
BANNER_PARTS = re.compile(  # not before a sign that means all or none: | * all | . none
    r"(?:[ \t]\||(?<=[\w)][.;]))[ \t](?=\S{0,9}[^\w\s] \w)(?![^\w\s]{1,3} (?:all|none|nothing)\b)"
    r"|[ \t]{3,}"
)
# A banner's line: a prompt (ending in a sign), one space, then what it asks: `>> 1-6 or
# ones..sixes`, `[12345]? dice to re-roll e.g. 245 | . = keep all`, `? line: o t h f v s`.
BANNER_LINE = re.compile(r"^[ \t]*(\S{0,9}[^\w\s]) (\w[^\n]*?)[ \t]*$", re.M)


def column_of(text: str, at: int) -> int:
    """Return the column of a place in a text, counted from its line's start."""
    return at - text.rfind("\n", 0, at) - 1


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


SPEAKER = re.compile(r"^([A-Z][A-Za-z]{1,9}):[ \t]", re.M)  # Game: ..., Dealer: ...


def unlabelled(text: str) -> str:
    """Return a screen without the label its program puts before most of its lines, as a chat
    does (the answer's echo and the prompt, You:, are not the game's); any other as it is.

    >>> unlabelled("3\\nGame: Your dice:\\nGame:   4 4 1 2 3\\nGame: Which dice?\\nYou: ")
    '3\\nYour dice:\\n  4 4 1 2 3\\nWhich dice?\\nYou: '
    """
    labels = SPEAKER.findall(text)
    said = [line for line in text.split("\n") if line.strip()]
    label = max(set(labels), key=labels.count) if labels else None
    if label is None or labels.count(label) < max(2, len(said) // 2):
        return text
    return re.sub(rf"^{label}:[ \t]", "", text, flags=re.M)
