"""Reading the points on a screen: what the line just scored got, a sheet's lines, the running
total and the final score, in a program's own words.

Pure functions of a screen's text, as grading/screen.py's are.
"""

import re

from grading.rows import DIGIT, beside_die, players_own
from grading.screen import LINES, clean, options_listed
from grading.tongues import ON_WORD, POINT_WORD, TOTAL_WORD, names_of

# A sheet's row of what a line would score, while it is open: | 3. | threes | +3 |  <- open
PREVIEW = re.compile(
    r"\bopen\s*[)\]]?\s*$|\b(?:would|could)\s+(?:score|get|give|be)\b"
    r"|\bif\s+(?:chosen|scored|used|picked|taken)\b|\b(?:possible|potential)\b",
    re.IGNORECASE,
)


def points_for(text: str, line: str):
    """Return (points, example) that a screen gives the line just scored, or None.

    >>> points_for("You got 12 points! Score: 20", "Fours")
    (12, 'You got 12 points! Score: 20')
    >>> points_for("Fours: 12\\nFives: -", "Fours")
    (12, 'Fours: 12')
    >>> points_for("Scored 3 on Ones.", "Ones"), points_for("+12\\ncard: 1:- 4:12", "Fours")
    ((3, 'Scored 3 on Ones.'), (12, '+12'))
    >>> points_for("| 3. | threes | +3 |  <- open\\n3 points go on line 3 (threes).", "Threes")
    (3, '3 points go on line 3 (threes).')
    >>> points_for("2) Twos    used, scored 2\\nYou scored 1 on Ones.", "Ones")
    (1, 'You scored 1 on Ones.')
    """
    for shown in points_lines(text):
        if PREVIEW.search(shown):  # what the line would score: not points given
            continue
        found = named_points(shown, line)
        if found is None and not names_other(shown, line):  # 2) Twos  used, scored 2: Twos'
            found = sentence_points(shown)
        if found is not None:
            return found, shown.strip()
    return None


def names_other(shown: str, line: str) -> bool:
    """Return whether a line of the screen names another sheet line than the one scored, and
    not it: its points are that line's (a sheet's row, 2) Twos  used, scored 2).

    >>> names_other("2) Twos  used, scored 2", "Ones"), names_other("You scored 1 on Ones", "Ones")
    (True, False)
    """
    named = [other for other in LINES if re.search(rf"\b{line_name(other)}\b", shown, re.I)]
    return bool(named) and line not in named


def sheet_of(text: str) -> dict:
    """Return the points a screen's sheet gives each line it names, {line: points}.

    >>> sheet_of("Ones       2\\nTwos   --\\nSixes  6\\nTOTAL  8")
    {'Ones': 2, 'Sixes': 6}
    """
    sheet = {}
    for shown in points_lines(text):
        for line in LINES:
            found = named_points(shown, line)
            if found is not None:
                sheet[line] = found
    return sheet


def points_lines(text: str) -> list:
    """Return the lines of a screen that may give points: the player's own, each with a die's
    cell cut off its left (a sheet drawn beside the dice: die 1 :  3      Ones  ...  0)."""
    return [beside_die(line) for line in players_own(clean(text)).split("\n")]


def line_name(line: str) -> str:
    """Return a pattern for a line's names: Fours, 4s, 4's (the face's plural), line 4, and its
    names in other tongues (Cuatros, Vierer)."""
    face = LINES.index(line) + 1
    return rf"(?:{names_of(line)}|{face}'?s|(?:line|row)\s?#?{face}(?!\d))"


# A line's points worked out after its name: its count of dice times its face, or its dice
# added up (6 + 6 = 12).
PRODUCT = re.compile(
    r"[^\w\d]{0,8}\d(?:\s*[x*\u00d7]\s*\d|(?:\s*\+\s*\d)+)\s*=\s*(\d+)", re.IGNORECASE
)


# Four dice before a number: that number is the fifth die, put in a line (2-4-6-1-5 in 6s = 6).
DICE_BEFORE = re.compile(r"(?<!\d)(?:[1-6]\s*[-,\s]\s*){4}$")


def named_points(shown: str, line: str):
    """Return the points a line of the screen gives a named sheet line, or None.

    >>> named_points("Row Fours gets 12. Running total 30.", "Fours")
    12
    >>> named_points("Ones takes 1. Running total: 22", "Ones")
    1
    >>> named_points("That's 12 for the 4s. Running score: 30", "Fours")
    12
    >>> named_points("| Fours  |   -   |", "Fours") is None
    True
    >>> named_points("+12 -> Fours", "Fours"), named_points("Fours box: 12", "Fours")
    (12, 12)
    >>> named_points("8 -> line 4", "Fours"), named_points("8 -> line 4", "Ones")
    (8, None)
    >>> named_points("+8 fours", "Fours"), named_points("Fours: 2 x 4 = 8 points", "Fours")
    (8, 8)
    >>> named_points("Sixes: 6 + 6 = 12 points", "Sixes")
    12
    >>> named_points("6 Punkte bei Dreier eingetragen.", "Threes")
    6
    >>> named_points("6 points go on line 3 (threes).", "Threes")
    6
    >>> named_points("pointsScored: 12 (fours)", "Fours"), named_points("Sixes (6s): 12", "Sixes")
    (12, 12)
    >>> named_points("2-4-6-1-5 in 6s = 6", "Sixes"), named_points("5 4 1 4 1 in 4s = 8", "Fours")
    (6, 8)
    """
    name = re.search(rf"\b{line_name(line)}(?!\w)", shown, re.IGNORECASE)
    if not name:
        return None
    before = re.search(
        rf"(?<!line )(?<!row )(?<![\d#])(\d+)\s*(?:{POINT_WORD})?\s*"  # not line 3 (threes)
        rf"(?:on|in|for|to|at|go(?:es)? (?:on|to)|{ON_WORD}|->|=>|\u2192|\()\s*"
        rf"(?:the\s+)?"
        rf"{line_name(line)}(?!\w)",
        shown,
        re.IGNORECASE,
    )
    before = before or re.search(rf"\+\s*(\d+)\s+{line_name(line)}(?!\w)", shown, re.I)  # +8 fours
    if before and not DICE_BEFORE.search(shown[: before.start(1)]):  # 2-4-6-1-5 in 6s = 6
        return int(before.group(1))
    product = PRODUCT.match(shown[name.end() :])  # Fours: 2 x 4 = 8 points
    if product:
        return int(product.group(1))
    after = re.match(r"(?:\s*\(\s*[1-6]'?s\s*\))?"  # Sixes (6s): 12
                     r"[^\w\d]{0,24}(?:(?:box|line|row|slot)\b[^\w\d]{0,8})?"
                     r"(?:(?:gets|scores|is|earns|got|takes|for|=)\s*)?[^\w\d]{0,8}(\d+)",
                     shown[name.end() :])  # fmt: skip
    return int(after.group(1)) if after else said_later(shown[name.end() :], line)


# The points a clause gives its line after a few words: Ones is the only line left, it gets 3.
GETS = re.compile(r"[^\d.!?;]{0,40}?\b(?:gets|scores|earns|takes|receives)\s+(\d+)\b", re.I)


def said_later(rest: str, line: str):
    """Return the points a clause gives its line a few words after its name (Ones is the only
    line left, it gets 3), where no other line is named between; else None.

    >>> said_later(" is the last line, it gets 3.", "Ones"), said_later(", Twos gets 4", "Ones")
    (3, None)
    """
    found = GETS.match(rest)
    return int(found.group(1)) if found and not names_other(found.group(), line) else None


POINTS_SAID = re.compile(rf"(\d+)\s*(?:{POINT_WORD})\b", re.IGNORECASE)  # 12 points, 12 Punkte


def sentence_points(shown: str):
    """Return the points a sentence says were scored (`You got 3 points!`, or `+3` alone on
    its line, or after a label of its line: `L3 +3`), or None.

    >>> sentence_points("L3 +6"), sentence_points("+12"), sentence_points("20 +6")
    (6, 12, None)
    >>> sentence_points("+9 (27)"), sentence_points("+9 (total 27)")  # the total beside it
    (9, 9)
    >>> sentence_points("on +3 -> 12"), total_beside("on +3 -> 12"), total_beside("+6 =6")
    (3, 12, 6)
    >>> sentence_points("=> 3, sum 12"), sentence_points("-> 4")  # an arrow alone before them
    (3, 4)
    >>> sentence_points("Score so far: \u2605\u2606\u2606  8 points") is None  # the game's
    True
    >>> sentence_points('{"line": 2, "points": 4}'), sentence_points('{"total": 9, "points": 4}')
    (4, None)
    """
    match = re.fullmatch(rf"{LABEL}\+\s*(\d+)\s*[.!]?{BESIDE}", shown)
    match = match or ARROWED.fullmatch(shown)
    if match:
        return int(match.group(1))
    for said in (POINTS_SAID, POINTS_GIVEN):
        match = said.search(shown)
        if match and not RUNNING_SAID.search(shown[: match.start()]):
            return int(match.group(1))
    return None


LABEL = r"\s*(?:(?!\d+\s)[^\s+]{1,8}\s+)?"  # the line's label before its points: L3 +6
# The total beside the points, in brackets or after an arrow, +9 (27), on +3 -> 12, +6 =6: the
# running total after them.
BESIDE = r"\s*(?:(?:\(|->|=>|\u2192|=)(?:\s*total\b[\s:=]*)?\s*(\d+)\s*\)?\s*)?"


# The points after an arrow alone, then the running total or none: => 3, sum 12.
ARROWED = re.compile(r"\s*(?:=>|->|\u2192)\s*(\d+)(?:\s*[,;]?\s*(?:sum|total)\b[\s:=]*(\d+))?\s*")


# Words before points that say they are the game's so far, not the line's: Score so far: 4 points.
RUNNING_SAID = re.compile(r"total|final|so far|overall", re.IGNORECASE)


POINTS_GIVEN = re.compile(  # scored 3, got: 3; in JSON too, "points": 4
    r"(?:\b(?:scored|got|earned|gain\w*)|\"points\")[\s\"':=]+(\d+)", re.IGNORECASE
)


# A running total: "Score: 3", "total so far 12", "(total 7)"; not a menu's "2) score  3)".
RUNNING = re.compile(
    r"(\(\s*(?:running\s+)?)?\b(?:total|score)\b(?:\s*(?:is|so far|now|of))*[\s:=\"']*(\d+)"
    r"(?(1)\s*\)|(?![\d)\]]))",
    re.IGNORECASE,
)


# A table's row of totals, a number for each column (count, points): not a total said.
TABLE_TOTAL = re.compile(r"[\s|]*total[\s:|]*\d+(?:[\s|]+\d+)+[\s|]*", re.IGNORECASE)


def total_of(text: str):
    """Return (total, example) for the running total a screen shows, or None.

    >>> total_of("You got 3 points! Score: 3")
    (3, 'You got 3 points! Score: 3')
    >>> total_of("Fours: 12") is None
    True
    >>> total_of("Game over! Your final score is 52.") is None  # a final score, not a running one
    True
    >>> total_of("Score so far: 35\\nFinal score: 35\\nDice rolled in total: 45")[0]
    35
    >>> total_of("1) re-roll  2) score  3) sheet") is None  # a menu's next choice
    True
    >>> total_of("1=Re-roll  2=Score  3=Sheet  4=Help") is None
    True
    >>> total_of("+9 (27)"), total_of("=> 9, sum 27")[0]
    ((27, '+9 (27)'), 27)
    >>> total_of("+4 on Fours (total 9)"), total_of("+6 Threes  (running total: 6)")[0]
    ((9, '+4 on Fours (total 9)'), 6)
    >>> said = '{"scored": 4, "line": "twos", "total": 37}'  # as JSON
    >>> points_for(said, "Twos")[0], total_of(said)[0]
    (4, 37)
    >>> total_of("Running total: 25\\nline  count  points\\ntotal    7      25")[0]  # a table's
    25
    """
    found = None
    for shown in points_lines(text):
        if FINAL_SAID.search(shown):
            break  # the game's end: a total after it is of something else (dice rolled)
        found = running_said(shown) or found
    return found


def running_said(shown: str):
    """Return (total, line) for a running total a line says, or None (not a final one, nor a
    table's row of totals, nor the points before a word that says a total of them, nor
    what a line would score: e) Sixes  would score 0)."""
    if re.search(r"final", shown, re.IGNORECASE) or TABLE_TOTAL.fullmatch(shown):
        return None
    if PREVIEW.search(shown):
        return None
    if len(options_listed(shown)) > 1:  # a menu: 1=Re-roll  2=Score  3=Sheet
        return None
    total = total_beside(shown)
    total = running_words(shown) if total is None else total
    return None if total is None else (total, shown.strip())


def running_words(shown: str):
    """Return the running total a line says in words (Score: 3), or None: not the points
    before a word that says a total of them."""
    match = RUNNING.search(shown)
    points_first = match and re.search(r"\d+\s*(?:points?|pts)?\s*$", shown[: match.start()])
    if match and (not points_first or re.search(r"total", shown, re.IGNORECASE)):
        return int(match.group(2))
    return None


def total_beside(shown: str):
    """Return the total beside the points on a line of them alone (+9 (27), => 9, sum 27), or
    None."""
    beside = re.fullmatch(rf"{LABEL}\+\s*\d+{BESIDE}", shown) or ARROWED.fullmatch(shown)
    total = beside and beside.groups()[-1]
    return int(total) if total else None


def total_with(text: str, found):
    """Return the running total a screen shows with the points found on it: the total after
    them where one follows; else any, unless the final score follows them (a sheet above,
    drawn before the last line was filled, shows the total before it).

    >>> said = "Total so far: 9\\nIt is the last open line.\\nEntered 4 on Twos.\\nFinal total: 13"
    >>> total_with(said, points_for(said, "Twos")) is None
    True
    >>> total_with("Total: 9\\nEntered 4 on Twos.\\nTotal: 13", (4, "Entered 4 on Twos."))[0]
    13
    """
    after = text[text.rfind(found[1]) :] if found else text
    return total_of(after) or (None if found and final_of(after) else total_of(text))


SUM_ALONE = re.compile(r"\s*=+\s*\d+\s*")


def final_of(text: str):
    """Return (score, example) for the final score a game's last screen shows, or None.

    A number in brackets is a note beside it, not the score; and so is the most a game can
    score, after the score (37 / 105, 37 out of 105).

    >>> final_of("Game over! Your final score is 52.")
    (52, 'Game over! Your final score is 52.')
    >>> final_of("     Total     27   (6 of 6 lines filled)")[0]
    27
    >>> final_of("*** FINAL SCORE: 37 / 105 ***")[0], final_of("Total: 37 out of 105")[0]
    (37, 37)

    A line that says final or total comes before one that only says points (a remark after
    the total: `Your best line was Sixes with 12 points.`).

    >>> final_of("  TOTAL    35\\nYour best line was Sixes with 12 points.")[0]
    35
    >>> final_of("Sum: 33\\nGAME FINISHED. RESULT = 33")
    (33, 'GAME FINISHED. RESULT = 33')
    >>> final_of("| Ones | Twos || TOTAL |\\n|    2 |    4 ||     6 |")[0]  # under a table's head
    6
    >>> final_of("+0 -> 6s\\n= 13")
    (13, '= 13')
    >>> final_of("Final total: 32 points over 6 turns (mean 5.33 per turn)")[0]
    32
    >>> final_of("Gesamtpunktzahl: 31")[0], final_of("1=1 2=2 3=6 4=4 5=5 6=12 | 30")[0]
    (31, 30)
    >>> final_of("Your final score is 43.\\nYou rolled 0 Yahtzee(s) in total.")[0]
    43

    In a table, the number under its column of points (not the most a line can score beside
    it: held-out batch 93).

    >>> final_of("Line | Points | Maximum\\n---+---+---\\nTotal |   20 |   105")[0]
    20
    """
    found, above, head = {}, False, ""
    for shown in points_lines(text):
        numbers, strong = numbers_said(shown, above)
        if numbers and (strong or re.search(r"score|points|\bsum\b", shown, re.I)):
            said = column_under(head, shown, numbers[-1])
            found[strength(shown, strong)] = int(said), shown.strip()
        above = strong and not numbers and "|" in shown  # a table's head: | ... | TOTAL |
        head = head_of(shown, head)
    return found[max(found)] if found else None


def head_of(shown: str, head: str) -> str:
    """Return the line if it heads a table's columns (cells between bars, no numbers), else
    the head before it."""
    return shown if "|" in shown and not DIGIT.search(shown) else head


POINTS_HEAD = re.compile(rf"\b(?:points?|pts|score|total|{TOTAL_WORD})\b", re.I)


def column_under(head: str, shown: str, otherwise: str) -> str:
    """Return the number a table's row shows under the one column its head names as points
    (or score, or total); else what is given otherwise.

    >>> column_under("Line | Points | Maximum", "Total |   20 |   105", "105")
    '20'
    >>> column_under("| Ones | Twos |", "|  1 |  4 |", "4")
    '4'
    """
    heads, cells = re.split(r"\|+", head), re.split(r"\|+", shown)
    named = [at for at, cell in enumerate(heads) if POINTS_HEAD.search(cell)]
    if len(heads) != len(cells) or len(named) != 1:
        return otherwise
    numbers = DIGIT.findall(cells[named[0]])
    return numbers[0] if len(numbers) == 1 else otherwise


def strength(shown: str, strong: bool) -> int:
    """Return how surely a line says the final score: 2 in so many words, 1 as a total."""
    return strong + bool(strong and FINAL_SAID.search(shown))


# A line that says the final score in so many words, before any other that says a total (a
# count of the game's Yahtzees, 0 in total, after it).
FINAL_SAID = re.compile(r"\bfinal\b.*\b(?:score|total|points)\b|game over|result", re.I)


def numbers_said(shown: str, above: bool) -> tuple:
    """Return a line's numbers (not a note's in brackets, nor the most after a score, 37 /
    105), and whether it says a final score, or stands under a table's head that says it."""
    bare = re.sub(r"\([^()]*\)|(?<=\d)\s*(?:/|out of)\s*\d+", "", shown)
    strong = above or bool(
        re.search(rf"final|total|game over|finished|result|{TOTAL_WORD}", shown, re.I)
    )
    counted = POINTS_SAID.search(bare)  # 32 points over 6 turns: the points
    numbers = [counted.group(1)] if counted else DIGIT.findall(bare)
    summed = SUM_ALONE.fullmatch(shown) or SHEET_THEN_SUM.fullmatch(shown)  # = 57: the sum
    return numbers, strong or bool(summed)


# The six lines' points by their numbers, then their sum: 1=1 2=2 3=6 4=4 5=5 6=12 | 30.
SHEET_THEN_SUM = re.compile(r"\s*(?:[1-6]\s*[=:]\s*\d+[\s,;]*){6}[|=:>-]*\s*\d+\s*")
