"""The answers a learned interface types: a re-roll decision's in the program's own form (its
positions, letters, faces, marks, or the dice to keep), and a line's; and back, the positions an
answer names under a reading of it.
"""

import itertools
import re

from grading import screen as read
from grading.commands import line_command
from grading.rows import words_as_faces
from grading.tongues import shown_name

LINES = read.LINES
SPELLED = ("zero", "one", "two", "three", "four", "five", "six")


def encode(positions, dice, interface) -> str:
    """Return the answer that re-rolls positions (a set of 1-5) in the interface's form."""
    if interface.marks:  # a mark for each die, (re-roll, keep), whichever the question asks
        return "".join(interface.marks[place not in positions] for place in range(1, 6))
    chosen = sorted(set(range(1, 6)) - set(positions)) if interface.keep else sorted(positions)
    if not positions:
        return interface.keep_all
    if not chosen:
        return interface.reroll_all if interface.reroll_all is not None else ""
    words = words_for(chosen, dice, interface)
    return prefixed(interface.prefix, words) if interface.prefix else words


CLOSING = {"[": "]", "(": ")", "{": "}"}


def prefixed(prefix, words) -> str:
    """Return an answer after what its question asks first: r 1 3, reroll=1,3, [1,3].

    >>> prefixed("r", "1 3"), prefixed("reroll=", "1,3"), prefixed("[", "1,3"), prefixed("[", "")
    ('r 1 3', 'reroll=1,3', '[1,3]', '[]')
    """
    if prefix[-1].isalnum():
        return f"{prefix} {words}"
    return f"{prefix}{words}{CLOSING.get(prefix[-1], '')}"


def phrased(prefix, word, asked: str):
    """Return a word for none or all as the question shows it after its prefix (keep none,
    reroll=all), else the word as it is.

    >>> phrased("keep", "none", "keep <positions> | keep all | keep none"), phrased(None, "0", "")
    ('keep none', '0')
    """
    if not prefix or not word:
        return word
    shown = re.search(rf"{re.escape(prefix)}\s*{re.escape(word)}\b", asked, re.IGNORECASE)
    return shown.group() if shown else word


def wrapped(prefix, words) -> tuple:
    """Return the answers for none or all, in the question's wrapping first (reroll=none, [])
    where its answers are wrapped, not after a word of their own."""
    if not prefix or prefix[-1].isalnum():
        return tuple(words)
    return (*(prefixed(prefix, word) for word in words), *words)


def words_for(places, dice, interface) -> str:
    """Return the answer naming places: their letters, faces or positions, joined."""
    if interface.letters:
        words = ["ABCDE"[place - 1] if interface.upper else "abcde"[place - 1] for place in places]
    else:
        words = [str(dice[place - 1] if interface.faces else place + interface.first - 1)
                 for place in places]  # fmt: skip
    if interface.spelled:  # as words: one three
        words = [SPELLED[int(word)] for word in words]
    return interface.token + (interface.separator + interface.token).join(words)  # r1 r3


# An example of a mark typed before each die's number: r1 r3, -1 -3, #1 #3.
TOKENS = re.compile(
    r"(?:e\.?g\.?|like|such as|example)[\s:,]*['\"(]?([a-z#-])[1-5]\s+\1[1-5]\b", re.I
)


def marked(answer: str, token: str) -> str:
    """Return an answer with each of its numbers after a die's mark (none: as it is).

    >>> marked("1 1", "r"), marked("-1", "-"), marked("maybe", "r")
    ('r1 r1', '--1', 'maybe')
    """
    if not token or not answer:
        return answer
    return re.sub(r"-?\d+", lambda found: token + found.group(), answer)


def token_asked(asked: str) -> str:
    """Return the mark a question's example types before each die's number, or "".

    >>> token_asked("Re-roll with tokens like r1 r3 (or keep):"), token_asked("(flags like -1 -3)")
    ('r', '-')
    >>> token_asked("Re-roll which (e.g. 1 3)?")
    ''
    """
    found = TOKENS.search(asked)
    return found.group(1) if found else ""


def unmistaken(dice, interface) -> set:
    """Return three dice to re-roll whose answer cannot be misread, where three such dice are:
    by positions, one that cannot be read as faces the dice show (keep> 4 5 of 6 3 4 4 5 could
    keep the faces 4 and 5); by faces, one naming faces no other die shows (keep> 4 5 of
    3 2 5 4 5 may keep either 5), else naming the first die of each face it names.

    >>> from types import SimpleNamespace
    >>> interface = SimpleNamespace(letters="", marks="", faces=False, keep=True)
    >>> sorted(unmistaken([6, 3, 4, 4, 5], interface))  # keep 2 5: no 2 shows
    [1, 3, 4]
    >>> interface.faces = True
    >>> sorted(unmistaken([3, 2, 5, 4, 5], interface))  # keep 5 5: no other 5
    [1, 2, 4]
    >>> sorted(unmistaken([5, 5, 5, 5, 5], interface))  # keep 5 5: dice 1 and 2
    [3, 4, 5]
    """
    if interface.letters or interface.marks:
        return {1, 2, 3}
    fallback = {3, 4, 5} if interface.faces and interface.keep else {1, 2, 3}
    for chosen in itertools.combinations(range(1, 6), 3):
        named = set(range(1, 6)) - set(chosen) if interface.keep else set(chosen)
        if clear(named, dice, interface.faces):
            return set(chosen)
    return fallback


def clear(named, dice, faces) -> bool:
    """Return whether an answer naming dice (by face, or by position) names no other dice."""
    shown = {dice[place - 1] for place in named}
    if faces:
        return not shown & {dice[place - 1] for place in range(1, 6) if place not in named}
    return not named <= set(dice)


def meaning(answer, dice, letters, faces, keep, marks=None, first=1):
    """Return the positions an answer re-rolls under a reading of it, or None if it reads none."""
    places = named_places(answer, dice, letters, faces, marks, first)
    if places is None or not set(places) <= {1, 2, 3, 4, 5}:
        return None
    return set(range(1, 6)) - set(places) if keep and not marks else set(places)


def named_places(answer, dice, letters, faces, marks=None, first=1):
    """Return the positions an answer names (by mark, letter, face or position from first)."""
    if marks:
        return [place for place, mark in enumerate(answer, 1) if mark == marks[0]]
    if letters:
        return ["abcde".index(word.lower()) + 1 for word in re.findall(r"[a-eA-E]", answer)]
    said = words_as_faces(re.sub(r"\bzero\b", "0", answer, flags=re.IGNORECASE))
    digits = [int(word) + 1 - first for word in re.findall(r"\d", said)]
    return faces_to_places(digits, dice) if faces else digits


def faces_to_places(faces, dice):
    """Return the positions of dice showing faces (each die once), or None if they do not."""
    left, places = list(enumerate(dice, 1)), []
    for face in faces:
        place = next((place for place, shown in left if shown == face), None)
        if place is None:
            return None
        left = [(p, shown) for p, shown in left if p != place]
        places.append(place)
    return places


def line_answer(line, text, interface, form=None) -> str:
    """Return the answer that chooses line, in the program's form (or the form given; a
    menu's label if shown), after the word the question asks before a line (score <line>)."""
    labels = {name: label for label, name in read.menu(text).items()}
    index, form = LINES.index(line), form or interface.line_form
    answer = labels.get(line) if form in ("number", "letter") else None
    answer = (
        answer
        or {
            "number": str(index + 1),
            "letter": "abcdef"[index],
            "short": f"{index + 1}s",
            "two letters": line[:2].lower(),
            "name": shown_name(line, text),  # Cincos, where the screen names it so
            "cell": cell_of(index, text),  # C3, where the lines are cells C1-C6
        }[form]
    )
    command = line_word(interface, read.question(text))
    return prefixed(command, answer) if command else answer


# The lines as a sheet's cells: Cell to write the score in (C1-C6), or C1 to C6.
CELLS = re.compile(r"\b([A-Z])1\s*(?:-|to|:)\s*\1?6\b")


def cell_of(index: int, text: str) -> str:
    """Return the cell of a line where a question names the lines as cells (C1-C6), else
    its number.

    >>> cell_of(2, "Cell to write the score in (C1-C6): "), cell_of(2, "Line (1-6)? ")
    ('C3', '3')
    """
    cells = CELLS.search(read.question(text))
    return f"{cells.group(1) if cells else ''}{index + 1}"


def used_line_answer(line, text, interface) -> str:
    """Return a used line in the program's form: by name where a menu shows the open lines
    only, renumbered, but by its own number where each keeps it (`2 = Twos  4 = Fours`; and
    `1 = Ones ... 5 = Fives`, where a renumbered menu refuses 6 all the same).

    >>> class Numbers:
    ...     line_form, line_word = "number", None
    >>> menus = "1 = Ones  2 = Twos  4 = Fours\\nLine: ", "1) Ones  2) Twos  3) Fours\\nLine: "
    >>> [used_line_answer("Threes", menu, Numbers) for menu in menus]
    ['3', 'threes']
    """
    labels = read.menu(text)
    own = all(label == str(LINES.index(name) + 1) for label, name in labels.items())
    if not labels or line in labels.values() or own:
        return line_answer(line, text, interface)
    return line.lower()


def line_word(interface, asked: str):
    """Return the word typed before a line: the question's own (score <line>), or its help's."""
    return line_command(asked) or interface.line_word


# Numbers asked for as words: "Type their numbers as words, like one three".
SPELLED_ASKED = re.compile(
    r"\b(?:as|in) words\b|\b(?:e\.?g\.?|like|such as|example)[\s:,]*['\"(]?(?:one|two|three"
    r"|four|five)\s+(?:one|two|three|four|five)\b",
    re.IGNORECASE,
)


# A question's example of an answer: "(e.g. 135)", "like 1,3,5", "for example BD".
EXAMPLE = re.compile(
    r"(?:e\.?g\.?|like|such as|example)[\s:,]*['\"(]?(?:(?:re-?roll?|roll|r)[ \t]+)?"
    r"([0-5a-e](?:[^\w\s)'\"]?[0-5a-e])+)\b",
    re.IGNORECASE,
)


# An example in brackets alone, digits packed or three or more apart: (556), (1 3 5); not a
# range, (1-5).
BRACKETED = re.compile(r"\(\s*([1-6]{2,5}|[1-6](?:[ ,][1-6]){2,4})\s*\)")
# An example of a command that re-rolls, in brackets or quotes: (roll a c e), 'r 1 3'.
COMMANDED = re.compile(r"[('\"](?:re-?roll?|roll|r)[ \t]+([1-5a-e](?:[ ,]+[1-5a-e])+)[)'\"]", re.I)
# What a command that re-rolls takes, named in angle brackets: reroll <positions>.
ROLLED_PLACEHOLDER = re.compile(r"\b(?:re-?roll\w*|roll|r)\s*<([^>]*)>", re.IGNORECASE)


def suggested(text):
    """Set the form of a re-roll answer its question's example and words suggest.

    >>> suggested("Dice: 4 4 1 2 3\\nRe-roll which (e.g. 2-4-5)? ")
    (False, '-', False, False, False)
    >>> suggested("Indexes to re-roll, e.g. 0,2,4 (Enter keeps all): ")[1]
    ','
    >>> suggested("What now? (reroll <positions> / keep <faces> / done): ")[3]
    False
    >>> suggested("Hold which dice? Type letters (e.g. BD): ")
    (True, '', True, False, True)
    >>> suggested("Which numbers do you want to keep? (like 66 or 6 6 2)\\n'all' keeps all >> ")
    (False, ' ', False, True, True)
    >>> suggested("Roll again? Type 'roll' and the dice (roll a c e), or 'stay':")
    (True, ' ', False, False, False)
    >>> suggested("faces to keep (556) | * all\\n: "), suggested("Which (1-5)? ")[1]
    ((False, '', False, True, True), ' ')
    """
    asked = read.question(text)
    example = EXAMPLE.search(asked) or BRACKETED.search(asked) or COMMANDED.search(asked)
    words = example.group(1) if example else "1 3"
    letters = words[0].isalpha()
    separator = re.match(r"\w(\W*)", words).group(1)
    rolled = ROLLED_PLACEHOLDER.search(asked)  # reroll <positions> / keep <faces>: positions
    said = rolled.group(1) if rolled else asked
    faces = bool(re.search(r"\b(values?|faces?|numbers? (?:on|showing))\b", said, re.I))
    faces = faces or only_faces(read.lines_before(text, 3))
    return letters, separator, words.isupper(), faces and not letters, read.keeps(text)


# An example that can only be faces: a 6 or a digit twice (like 66 or 6 6 2).
FACES_EXAMPLE = re.compile(
    r"(?:e\.?g\.?|like|such as|example)[\s:,]*['\"(]?([1-6](?:[^\w)'\"]?[1-6])+)\b", re.I
)


def only_faces(near: str) -> bool:
    """Return whether the lines by a question give an example of an answer that can only be
    faces, not positions: one with a 6, or a digit twice."""
    example = FACES_EXAMPLE.search(near)
    digits = re.findall(r"\d", example.group(1)) if example else []
    return "6" in digits or len(set(digits)) < len(digits)


def hypotheses(first):
    """Return every form of a re-roll answer, the suggested one first (and of each other form,
    the dice it names kept or re-rolled as the suggested one has them, first)."""
    joined = [(False, " "), (False, ""), (False, ","), (True, ""), (True, " ")]
    kept = (first[4], 1 - first[4])
    rest = [
        (letters, separator, False, faces, keep)
        for (letters, separator), faces, keep in itertools.product(joined, (False, True), kept)
        if not (letters and faces)
    ]
    return [first, *[form for form in rest if form != first[:2] + (False,) + first[3:]]]
