"""Rows of dice: five faces on a line of a screen, in the shapes students print them.

A run of five digits (4 4 1 2 3, [4, 4, 1, 2, 3], 4-4-1-2-3), faces in words, five packed after
a label, a row sorted over the die numbers it came from (dice drawn as pictures are first read
as rows, in pictures.py); the shape of dice as shown, by which the readings are chosen;
and what a screen says of the dice's order (sorted, numbered from 0). screen.py finds the dice of
a screen with these; each is pure, taking lines and returning what they show.
"""

import re

DIGIT = re.compile(r"\d+")
FACE_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6"}
# A die marked as held, where the others are not: (4), 4* or [4]*, read as the others are.
HELD = re.compile(r"\(([1-6])\)(?![1-6])|\[([1-6])\]\*|(?<=[1-6])\*|\*(?=[1-6])")  # (1)4: a label


# Five dice in a row, the held ones marked by a bracket of their own: ( 6 ) [ 3 ], 6 [3].
DIE_MARKED = re.compile(r"[\[(]\s?[1-6]\s?[\])]|(?<![\w\[(])[1-6](?![\w\])])")
MARKED_ROW = re.compile(rf"(?:{DIE_MARKED.pattern})(?:[ \t]+(?:{DIE_MARKED.pattern})){{4}}")


def mark(die: str) -> str:
    """Return how a die of a marked row is marked: its opening bracket, or none."""
    return die[0] if die[0] in "[(" else ""


def unbracketed(found) -> str:
    """Return a die of a marked row as its face alone, in the same columns."""
    face = re.search(r"[1-6]", found.group()).group()
    return face.center(len(found.group()))


# A face before its die's number in brackets: 4 (1)  6 (2) ... (not a die held, as (6) is);
# or after it: (1) 4   (2) 6 ...
FACE_FIRST = re.compile(r"(?<![\w(\[])([1-6])\s*[\[(]([1-5])[\])]")
LABEL_FIRST = re.compile(r"\(([1-5])\)\s*[1-6]\b")
# A die's letter with its face touching it, or a space or two after it: a3 b6 c6 d3 e3, A 6  B 3.
LETTER_FACE = re.compile(r"(?<![\w/])([a-e])[ \t]{0,3}([1-6])(?!\w)", re.IGNORECASE)


def labelled_pairs(said: str) -> tuple:
    """Return the (die, face) pairs a line gives where its faces stand before their dice's
    numbers in brackets (4 (1)  6 (2)), and where they touch their letters (a3 b6).

    >>> labelled_pairs("t1 a3 b6 c6 d3 e3")[1]
    [('a', '3'), ('b', '6'), ('c', '6'), ('d', '3'), ('e', '3')]
    >>> labelled_pairs("A 6   B 3   C 4")[1]
    [('A', '6'), ('B', '3'), ('C', '4')]
    >>> [labelled_pairs(said)[2] for said in ("first die 4, second die 1", "the third is a 5")]
    [[('1', '4'), ('2', '1')], [('3', '5')]]
    """
    ordered = ordinals_as_digits(said)  # the first die is 4, the second die is 6, ...
    return (
        [(place, face) for face, place in FACE_FIRST.findall(said)],
        LETTER_FACE.findall(said),
        SAID_AFTER.findall(ordered),
        SAID_BEFORE.findall(said),
    )


# A die's place said in a sentence, before its face: "first die 4", "the first is a 6", "the
# second die shows 4"; or after the word die: "die number 1 shows a 6".
SAID_AFTER = re.compile(
    r"\b([1-5])\s+(?:die\s+(?:(?:shows|is|has)\s+)?|(?:shows|is|has)\s+)(?:an?\s+)?([1-6])\b", re.I
)
SAID_BEFORE = re.compile(
    r"\bdie\s+(?:number\s+|#\s*)([1-5])\s+(?:shows|is|has)\s+(?:an?\s+)?([1-6])\b", re.I
)
ORDINAL = re.compile(r"\b(first|second|third|fourth|fifth)\b|\b([1-5])(?:st|nd|rd|th)\b", re.I)
ORDINALS = ("first", "second", "third", "fourth", "fifth")


def ordinals_as_digits(line: str) -> str:
    """Return a line with the dice's places said as ordinals in digits: first, 2nd -> 1, 2.

    >>> ordinals_as_digits("the first die is 4, the 2nd die is 6")
    'the 1 die is 4, the 2 die is 6'
    """

    def digit(found) -> str:
        return found.group(2) or str(ORDINALS.index(found.group(1).lower()) + 1)

    return ORDINAL.sub(digit, line)


# Another player beside the student's game, whose dice and points are not the player's: what
# a line says from its name on (and the signs and spaces before it).
OTHER_PLAYER = re.compile(
    r"[\[(]?[^\w\n]*\b(?:computer|cpu|ghost|opponent|bot|robot|rival)\b.*", re.IGNORECASE
)


# A heading of another player's part of the screen (--- CPU's turn ---, .--- CPU SHEET ---): the
# lines under it are that player's, up to a blank line or one that speaks to the player.
OTHER_HEADING = re.compile(
    r"[^\w\n]*(?:the\s+)?(?:computer|cpu|ghost|opponent|bot|robot|rival)(?:'s)?"
    r"(?:\s+(?:turn|sheet|score\w*|card|plays|moves?|\d+))*[^\w\n]*",
    re.IGNORECASE,
)
YOURS = re.compile(r"\b(?:you|your|yours)\b", re.IGNORECASE)


def players_own(text: str) -> str:
    """Return a screen (cleaned) with what another player's lines say of it left out: the
    lines that name that player, and the lines under its heading.

    >>> players_own("Your total: 29   (ghost: 49)\\nComputer rolled 2 2 5 6 1\\nBye")
    'Your total: 29\\n\\nBye'
    >>> players_own("--- CPU ---\\n  Ones  3\\n  Total  3\\n\\n=== Your turn 2 ===").split("\\n")
    ['', '', '', '', '=== Your turn 2 ===']
    """
    lines, theirs = [], False
    for line in text.split("\n"):
        theirs = bool(OTHER_HEADING.fullmatch(line)) or theirs and is_theirs(line)
        lines.append("" if theirs else OTHER_PLAYER.sub("", line))
    return "\n".join(lines)


COLUMN_GAP = re.compile(r"\s{4,}")  # between columns set apart by spaces alone


def beside_die(line: str) -> str:
    """Return a line with a die's cell cut off its left, where a column beside the dice
    starts after a gap (a sheet's row); any other line as it is.

    >>> beside_die("  die 1 :  3      Ones   ......   0"), beside_die("Ones 3")
    ('Ones   ......   0', 'Ones 3')
    """
    cells = COLUMN_GAP.split(line.strip(), maxsplit=1)
    return cells[1] if len(cells) == 2 and DIE_LINE.match(cells[0]) else line


def is_theirs(line: str) -> bool:
    """Return whether a line under another player's heading is still theirs: not blank, and
    speaking not to the player."""
    return bool(line.strip()) and not YOURS.search(line)


def read_held(line: str) -> str:
    """Return a line with dice marked as held read as those unmarked, in the same columns.

    >>> read_held("(6)  (2)   5    6    6"), read_held("4* 6  2* 6  3")
    (' 6    2    5    6    6', '4  6  2  6  3')
    >>> read_held("(1)4 (2)5"), read_held("   [6]*  [5]*   2     5     3")
    ('(1)4 (2)5', '    6     5     2     5     3')
    >>> read_held("(1) 4   (2) 6   (3) 5   (4) 3   (5) 6")
    '(1) 4   (2) 6   (3) 5   (4) 3   (5) 6'
    >>> read_held("   ( 6 ) ( 1 ) [ 3 ] [ 4 ] [ 3 ]     [ ] = held"), read_held("6 1 [3] [4] 3")
    ('     6     1     3     4     3       [ ] = held', '6 1  3   4  3')
    """
    labels = (place for _, place in FACE_FIRST.findall(line)), LABEL_FIRST.findall(line)
    if "12345" in map("".join, labels):  # 4 (1)  6 (2) ..., or (1) 4  (2) 6 ...: no holds
        return line
    marked = MARKED_ROW.search(line)
    if marked and len({mark(die) for die in DIE_MARKED.findall(marked.group())}) > 1:
        unmarked = DIE_MARKED.sub(unbracketed, marked.group())
        return line[: marked.start()] + unmarked + line[marked.end() :]

    def unmarked(found) -> str:
        face = found.group(1) or found.group(2)
        return f" {face} ".ljust(len(found.group())) if face else " "

    return HELD.sub(unmarked, line)


def held_marked(line: str) -> bool:
    """Return whether a row of five dice marks some as held and not the others.

    >>> held_marked("(6)  (2)   5    6    6"), held_marked("(6) (2) (5) (6) (6)")
    (True, False)
    """
    return 0 < len(HELD.findall(line)) < 5 and bool(runs_of_five(read_held(line)))


SORTED_BEFORE = re.compile(r"\bsorted\W*$", re.IGNORECASE)
EARLIER = re.compile(r"\b(?:before|was|were|prev\w*|old|earlier)\W*$", re.I)  # the last roll


def unsorted_run(line: str, runs: list) -> list:
    """Return the dice of a line's last run of five, or of the run before it where the last
    is the same dice sorted beside them, or the dice before a re-roll.

    >>> line = "roll 1 of 3 | dice: 5 3 3 4 4 | sorted: 3 3 4 4 5 | sum 19"
    >>> unsorted_run(line, runs_of_five(line)), sorted_beside(line)
    ([5, 3, 3, 4, 4], True)
    >>> line = "Roll 2: 1 3 1 2 6    (before: 1 3 1 3 1)"
    >>> unsorted_run(line, runs_of_five(line))
    [1, 3, 1, 2, 6]
    """
    before = len(runs) > 1 and EARLIER.search(line[: line.rindex(runs[-1][0])])
    return runs[-2][1] if sorted_beside(line, runs) or before else runs[-1][1]


def sorted_beside(line: str, runs=None) -> bool:
    """Return whether a line shows its dice, then the same dice sorted (see unsorted_run)."""
    runs = runs_of_five(line) if runs is None else runs
    if len(runs) < 2 or sorted(runs[-2][1]) != runs[-1][1]:
        return False
    return bool(SORTED_BEFORE.search(line[: line.rindex(runs[-1][0])]))


def runs_of_five(line: str) -> list:
    """Return each run of five single digits 1-6 with one separator, as (text, dice).

    A longer run (a position ruler with a roll number before it) is no run of five.

    >>> runs_of_five("Roll 1: [4, 4, 1, 2, 3]")
    [('4, 4, 1, 2, 3', [4, 4, 1, 2, 3])]
    >>> runs_of_five("| 4 | 4 | 1 | 2 | 3 |  scores: 12 0 3")
    [('4 | 4 | 1 | 2 | 3', [4, 4, 1, 2, 3])]
    >>> runs_of_five("1 4 4 1 2 3"), runs_of_five("T1 3 3 4 1 3")  # T1: a turn, no die
    ([], [('3 3 4 1 3', [3, 3, 4, 1, 3])])
    """
    runs, run, separator = [], [], None
    for token in DIGIT.finditer(line):
        gap = line[run[-1].end() : token.start()] if run else ""
        single = len(token.group()) == 1 and not line[: token.start()][-1:].isalpha()
        if continues_run(run, single, gap, separator):
            run, separator = [*run, token], gap
            continue
        runs += five_dice(line, run)
        restart = len(run) > 1 and single and is_separator(gap)  # the last token begins anew
        run, separator = ([run[-1], token], gap) if restart else ([token] * single, None)
    return runs + five_dice(line, run)


def continues_run(run, single: bool, gap: str, separator) -> bool:
    """Return whether a digit continues a run of dice: one digit, after the run's separator."""
    return bool(run) and single and is_separator(gap) and separator in (None, gap)


def is_separator(gap: str) -> bool:
    """Return whether the text between two digits can part dice: a few signs, no letters, no
    tally's marks (1:* 2:** 3: counts the faces; a held die's mark, 4*, is read before), no
    sheet's open line (1:12 2:- 3:-, a line's number, then a mark for no points yet).

    >>> runs_of_five("tally:  1:* 2:* 3:* 4:* 5: 6:*")
    []
    >>> runs_of_five("Sheet: 1:1 2:- 3:- 4:- 5:- 6:-")
    []
    >>> runs_of_five("  |  3  |   |  3  |   |  4  |   |  5  |   |  6  | ")[0][1]
    [3, 3, 4, 5, 6]
    """
    unscored = re.fullmatch(r"\s*[:=]\s*[-_.]+\s*", gap)
    most = 12 if BOX_SIDES.search(gap) else 8  # a box's side, then the next's: a wider gap
    return 0 < len(gap) <= most and not re.search(r"[\w*]", gap) and not unscored


# Numbers after words that list the lines open or used are lines, not dice: "free 1 2 3 4 6".
LINES_LISTED = re.compile(
    r"\b(?:free|open|left|unused|available|remaining|lines?|categor\w*|used|taken|filled|closed)"
    r"\s*[:=]?\s*$",
    re.I,
)


def five_dice(line, run) -> list:
    """Return [(text, dice)] if a run of digit tokens is five faces, else [].

    >>> runs_of_five("t2 63432 free 1 2 3 4 6"), runs_of_five("open lines: 1 2 4 5 6")
    ([], [])
    >>> runs_of_five("[T6 R3] 5 5 5 3 4 | used: 1 2 4 5 6")
    [('5 5 5 3 4', [5, 5, 5, 3, 4])]
    """
    if len(run) != 5 or not all(token.group() in "123456" for token in run):
        return []
    if LINES_LISTED.search(line[: run[0].start()]):
        return []
    return [(line[run[0].start() : run[-1].end()], [int(token.group()) for token in run])]


# A row that numbers the dice above or below it, in another order: "die #:   4  2  5  1  3".
POSITIONS_ROW = re.compile(r"\s*(?:(?:die|dice)\s*(?:#|no\b\.?|numbers?)|#|pos\w*)\s*[:=]", re.I)


def reordered(lines, number, positions):
    """Return (dice, example) where a row of positions out of order (the dice shown sorted)
    numbers the faces of the row above or below it, else None.

    >>> reordered(["value:   1  2  2  4  6", "die #:   4  2  5  1  3"], 1, [4, 2, 5, 1, 3])[0]
    [4, 2, 6, 1, 2]
    >>> reordered(["Position: 1 2 3 4 5", "Dice: 3 5 1 2 4"], 1, [3, 5, 1, 2, 4]) is None
    True
    """
    label = POSITIONS_ROW.match(lines[number])
    if sorted(positions) != [1, 2, 3, 4, 5] or positions == sorted(positions) or not label:
        return None
    for other in (number - 1, number + 1):
        faces = runs_of_five(lines[other]) if 0 <= other < len(lines) else []
        if faces:
            dice = dict(zip(positions, faces[-1][1]))
            example = f"{lines[other].strip()} / {lines[number].strip()}"
            return [dice[place] for place in range(1, 6)], example
    return None


def numbered_again(example: str) -> bool:
    """Return whether dice were read as reordered reads them: faces shown sorted, put back in
    the order of the dice by the row of die numbers beside them (its example's last part)."""
    return " / " in example and bool(POSITIONS_ROW.match(example.rsplit(" / ", 1)[1]))


def words_as_faces(line: str) -> str:
    """Return a line with its faces in words as digits: four, two, six -> 4, 2, 6.

    >>> runs_of_five(words_as_faces("You have: four, four, five, six, one"))[0][1]
    [4, 4, 5, 6, 1]
    """
    return FACE_WORD.sub(lambda found: FACE_WORDS[found.group().lower()], line)


# A die printed as an object: Die(face=3) (a dataclass's repr), Die(3), <Die 3>.
OBJECT_FACE = re.compile(
    r"\b[A-Za-z]\w*\(\s*(?:\w+\s*=\s*)?([1-6])\s*\)|<\s*[A-Za-z]\w*\s*[:=]?\s*([1-6])\s*>"
)


def objects_as_faces(line: str) -> str:
    """Return a line of five or more dice printed as objects with each read as its face; any
    other line as it is.

    >>> objects_as_faces("[Die(face=1), Die(face=5), Die(face=5), Die(face=2), Die(face=6)]")
    '[1, 5, 5, 2, 6]'
    >>> objects_as_faces("<Die 3> <Die 5> <Die 5> <Die 1> <Die 6>"), objects_as_faces("max(3)")
    ('3 5 5 1 6', 'max(3)')
    """
    if len(OBJECT_FACE.findall(line)) < 5:
        return line
    return OBJECT_FACE.sub(lambda found: found.group(1) or found.group(2), line)


FACE_WORD = re.compile(r"\b(?:one|two|three|four|five|six)\b", re.IGNORECASE)
# Five faces packed after a label that says they are the dice: "dice:  53346"; or alone, as a
# word of their own, where no prompt's mark comes before them: "41235", "t1 r1 41235" (an
# answer typed after a prompt, "roll? 12345", is not dice).
PACKED = re.compile(
    r"\b(?:dice|roll(?:ed)?|you have|you got)\s*[:=]?\s*([1-6]{5})\b"
    r"|^\s*[a-z]{1,2}\s*[:=]\s*([1-6]{5})\s*$",  # a line of a short label alone: d=13655
    re.I,
)
PACKED_ALONE = re.compile(r"^[^>?:]*?(?<!\S)([1-6]{5})(?!\S)[^>?:]*$")


def packed_dice(line: str):
    """Return (dice, example) for five faces packed after a label of dice, or alone, else None.

    >>> packed_dice("    dice:  53346"), packed_dice("Total: 12345")
    (([5, 3, 3, 4, 6], 'dice:  53346'), None)
    >>> packed_dice("11264"), packed_dice("t1 r1 41133")
    (([1, 1, 2, 6, 4], '11264'), ([4, 1, 1, 3, 3], 't1 r1 41133'))
    >>> packed_dice("t2 41235 free 1 3 4")
    ([4, 1, 2, 3, 5], 't2 41235 free 1 3 4')
    >>> packed_dice("roll? 12345"), packed_dice("12345 54321"), packed_dice("123456")
    (None, None, None)
    >>> packed_dice("d=13655"), packed_dice("sum=12345 more")
    (([1, 3, 6, 5, 5], 'd=13655'), None)
    """
    found = PACKED.search(line)
    if found is None and len(re.findall(r"(?<!\S)[1-6]{5}(?!\S)", line)) == 1:
        found = PACKED_ALONE.match(line)
    faces = found and next(group for group in found.groups() if group)
    return ([int(face) for face in faces], line.strip()) if found else None


# Five faces in a sentence: "You rolled a 5, a 2, a 4, a 3 and a 2."
SPOKEN = re.compile(
    r"(?:\ban?\s+|(?<=\s))([1-6])\b" + r"\s*(?:,|,?\s*and)\s*(?:an?\s+)?([1-6])\b" * 4, re.I
)


def spoken_dice(line: str):
    """Return (dice, example) for five faces said in a sentence (after a or an, or not), else
    None.

    >>> spoken_dice("You rolled a 5, a 2, a 4, a 3 and a 2."), spoken_dice("a 5 and a 2")
    (([5, 2, 4, 3, 2], 'You rolled a 5, a 2, a 4, a 3 and a 2.'), None)
    >>> spoken_dice("You rolled 2, 3, 4, 6 and 5.")[0]
    [2, 3, 4, 6, 5]
    """
    found = SPOKEN.search(line)
    return ([int(face) for face in found.groups()], line.strip()) if found else None


# Dice said by how many show each face: "You have one one, one two and three fours."
COUNTED = re.compile(
    r"\b(one|two|three|four|five|[1-5])\s+(one|two|three|four|five|six|[1-6])(?:e?s|'s)?\b", re.I
)


def counted_dice(line: str):
    """Return (dice, example) for five dice said by the count of each face, lowest face first,
    else None.

    >>> counted_dice("You have one one, one two, one five and two sixes.")[0]
    [1, 2, 5, 6, 6]
    >>> counted_dice("You need two sixes.") is None
    True
    >>> counted_dice("| 5 FIVES   -- ( 0) |"), counted_dice("5 Fives  --"), counted_dice("five 5s")
    (None, None, ([5, 5, 5, 5, 5], 'five 5s'))
    """
    pairs = counts_in(line)
    said = {int(FACE_WORDS.get(face.lower(), face)): count for count, face in pairs}
    if sum(said.values()) != 5 or len(said) != len(pairs) or a_sheets_row(line):
        return None
    return [face for face in sorted(said) for _ in range(said[face])], line.strip()


def counts_in(line: str) -> list:
    """Return the (count, face) pairs a line says (two sixes: (2, 'six')), counts as numbers."""
    return [
        (int(FACE_WORDS.get(count.lower(), count)), face) for count, face in COUNTED.findall(line)
    ]


def a_sheets_row(line: str) -> bool:
    """Return whether a line that says a count of a face is a score sheet's: in a table, with
    another number (| 5 Fives -- ( 0) |), or a line's number alone before its name (5 Fives)."""
    numbers = re.findall(r"\d", COUNTED.sub("", line))
    alone = len(COUNTED.findall(line)) == 1 and COUNTED.search(line).group(1) == "5"
    return "|" in line or bool(numbers) or alone


# The sides of two boxes side by side, between the numbers drawn in them: |  3  |   |  3  |.
BOX_SIDES = re.compile(r"[|\u2502\u2503\u2551]\s+[|\u2502\u2503\u2551]")


def unsorted_first(found) -> list:
    """Return the dice found but a row said sorted that sorts another row found: the dice in
    their own order, where a screen shows them both (`rolled: 4 5 4 1 1` over `sorted: 1 1 4 4
    5`), the answers name their positions.

    >>> rolled, said = ([4, 5, 4, 1, 1], "rolled: 4 5 4 1 1"), ([1, 1, 4, 4, 5], "sorted: 11445")
    >>> unsorted_first([rolled, said]) == [rolled]
    True
    """
    return [
        shown
        for shown in found
        if not SORTED_SAID.search(shown[1])
        or not any(other is not shown and sorted(other[0]) == shown[0] for other in found)
    ]


def preferred(found, shape) -> list:
    """Return the readings of dice a screen is read by, of those found: those put back in the
    order of the dice (shown sorted, over their die numbers); else those of the shape learned;
    else those parted as it parts them; else all."""
    ordered = [shown for shown in found if numbered_again(shown[1])]
    alike = [shown for shown in found if shape_of(shown[1]) == shape]
    return ordered or alike or parted_alike(found, shape) or found


def parted_alike(found, shape) -> list:
    """Return the dice found that are parted as the shape learned parts them (none: [])."""
    return [shown for shown in found if shape and core(shape_of(shown[1])) == core(shape)]


def shape_of(example: str) -> str:
    """Return the shape of dice as shown: the example with its digits as #.

    >>> shape_of("Throw 2: (4) (2) (2) (4) (6)")
    'Throw #: (#) (#) (#) (#) (#)'
    """
    return re.sub(r"\d|\b(?:one|two|three|four|five|six)\b", "#", example, flags=re.IGNORECASE)


def core(shape: str) -> str:
    """Return the part of a shape from its first # to its last: how the dice are parted."""
    return shape[shape.find("#") : shape.rfind("#") + 1]


# Dice numbered from 0, as a screen says: "numbered 0 to 4", "index | 0 1 2 3 4", "positions
# (0-4)".
ZERO_BASED = re.compile(
    r"\b(?:numbered|index(?:es)?|indices|positions?)\b[^\n.]{0,20}?\b0\s*(?:to|-|through|\.\.)\s*4\b"
    r"|\bindex\W{0,4}0\s+1\s+2\s+3\s+4\b|\b(?:0|zero)[- ]based\b",
    re.IGNORECASE,
)
ZERO_LABELS = re.compile(r"(?<![\w/])[\[(]?0[\])]?\s*[=:]\s*[\[(]?[1-6]\b")  # [0]=4 [1]=6 ...
# Dice shown sorted, as a screen says: positions then name the dice in that order.
SORTED_SAID = re.compile(
    r"\bsorted\b|\blow(?:est)? to high|\bsmall(?:est)? to (?:large|big)"
    r"|\bin (?:rising|ascending) order",
    re.IGNORECASE,
)


# Die 1: 4, die #1 = 4, Die 1 -> 4, Die 1 shows 4, a) [4], Die one is a six; a hold marked
# after it (`die 1: 6  * held`, `Die 2: 3 (kept)`).
DIE_LINE = re.compile(
    r"^\W*(?:the\s+)?(?:die|dice)?\s*(?:number\s+)?#?\s*([1-5a-e]|one|two|three|four|five)"
    r"(?:\s+die)?\s*(?:[^\w\s\[(]+|\s(?:is|shows"
    r"|has))\s*(?:an?\s+)?(?:[\[(] ?)?([1-6]|one|two|three|four|five|six)(?: ?[\])])?"
    r"(?:\s+[^\w\s]? ?(?:held|hold|holding|kept|keep|keeping|locked|saved|frozen)\b)?\W*$",
    re.IGNORECASE,
)


def die_column(lines, number):
    """Return (dice, example) for five lines `Die 1: 4` to `Die 5: 3` ending at line number
    (a table beside them cut off)."""
    if not DIE_LINE.match(column_left(ordinals_as_digits(lines[number])).strip()):
        return None
    lines = map(column_left, map(ordinals_as_digits, lines[max(0, number - 9) : number + 1]))
    found = [line.strip() for line in lines if line.strip()][-5:]
    matches = [DIE_LINE.match(line) for line in found]
    if len(found) < 5 or not all(matches):
        return None
    return labelled_dice(matches, " / ".join(found))


def column_left(line: str) -> str:
    """Return a die's line out of a table's row (its first two cells: `|  1  |  4   |`), or
    with a table beside it cut off at its bar (` [1] 5     | Ones: -`), or at a gap of four
    spaces or more; a row whose first cells are no die's, blank; any other line, as it is.

    >>> column_left(" |  1  |  4   |    | Ones   |     - |"), column_left(" [1] 5  | Ones: -")
    ('1: 4', '[1] 5')
    >>> column_left("           | Sixes: -"), column_left("Die 1: 4")
    ('', 'Die 1: 4')
    >>> column_left("  die 1  :  3               Ones    ........   -")
    'die 1  :  3'
    """
    cells = [cell.strip() for cell in re.split(r"(?:^|\s)\|(?=\s|$)", line)]
    if len(cells) == 1:  # columns set apart by spaces alone: die 1  :  3        Ones  ....  -
        spaced = [cell for cell in COLUMN_GAP.split(line.strip()) if DIE_LINE.match(cell)]
        return spaced[0] if spaced else line
    die = die_of_cells(cells)
    if die is None:
        return line if cells[0] else ""
    return die


def die_of_cells(cells):
    """Return a die's line out of a row's cells: its first (`[1] 5`), or its first two (`1`
    and `4`: `1: 4`), or a later one, beside a sheet (`1 Ones  -- | Die 1: [ 6 ]`); else None.

    >>> die_of_cells(["1 Ones        --", "Die 1:  [ 6 ]"])
    'Die 1:  [ 6 ]'
    """
    filled = [cell for cell in cells if cell] or [""]
    for shown in (filled[0], ": ".join(filled[:2]), *filled[1:]):
        if DIE_LINE.match(shown):
            return shown
    return None


def labelled_dice(matches, example: str):
    """Return (dice, example) if the five die lines are labelled 1 to 5 (or a to e), else None."""
    labels = "".join(
        FACE_WORDS.get(match.group(1).lower(), match.group(1).lower()) for match in matches
    )
    dice = [FACE_WORDS.get(match.group(2).lower(), match.group(2)) for match in matches]
    return ([int(face) for face in dice], example) if labels in ("12345", "abcde") else None


# Words that tell what to type (or 1,2,3,4,5 for all), or say back the dice chosen (You will
# re-roll dice: 1 2 3 4 5).
TOLD = re.compile(
    r"\b(?:type|enter|input|e\.g|for example)\b|\b(?:re-?roll?|keep|hold)\w*\s+(?:the\s+)?dice\b",
    re.IGNORECASE,
)


def is_ruler(lines, number) -> bool:
    """Return whether 1 2 3 4 5 at a line are the dice's positions, not dice sorted: beside
    other dice, or in words that tell what to type.

    >>> is_ruler(["You will re-roll dice: 1 2 3 4 5", "Type R to roll them: "], 0)
    True
    >>> is_ruler(["   die #   1  2  3  4  5", "   value  [2]ones[6][1][1][3]"], 0)
    True
    """
    if SORTED_SAID.search(lines[number]):  # Sorted: 1 2 3 4 5
        return False
    told = TOLD.search(lines[number]) or RULER_LABEL.match(lines[number])  # die #  1 2 3 4 5
    return is_beside_dice(lines, number) or bool(told)


# A row of positions under its own label: die #  1 2 3 4 5, position: 1 2 3 4 5.
RULER_LABEL = re.compile(
    r"\s*(?:dice|die)?\s*(?:#|no\.|nos?\b|numbers?\b|pos(?:ition)?s?\b)\s*:?\s*1\W+2\W+3\W+4\W+5\W*$",
    re.IGNORECASE,
)


def is_beside_dice(lines, number) -> bool:
    """Return whether a line next to this one (a blank or rule line between, a table beside
    them aside) shows dice, other than 1 2 3 4 5 (a sentence above that names all five, say).

    >>> lines = ["You will re-roll dice: 1 2 3 4 5", "die: 1 2 3 4 5", "Re-roll 1: 4 1 4 2 4"]
    >>> is_beside_dice(lines, 1)
    True
    >>> rule = "+---+---+---+---+---+  fives 0"  # a table of the lines beside the dice
    >>> is_beside_dice(["| 2 | 3 | 3 | 6 | 3 |  twos 2", rule, "  1   2   3   4   5"], 2)
    True
    """
    for step in (-1, 1, -2, 2):
        other = number + step
        runs = runs_of_five(lines[other]) if 0 <= other < len(lines) else []
        if runs and runs[-1][1] != [1, 2, 3, 4, 5]:
            width = lines[other].rfind(runs[-1][0]) + len(runs[-1][0])  # a table beside: not
            between = lines[min(number, other) + 1 : max(number, other)]
            if all(not re.search(r"\w", line[:width]) for line in between):
                return True
    return False
