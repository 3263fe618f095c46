"""The rubric: the homework's six headings, the checks under each, and the verdict.

The homework is graded "on binary scale": credit when it meets every requirement, else no
credit. rubric.ini (beside this file, or one an instructor passes) says which heading each
check is under, its points, which are advisory, the source checks' limits, and which bad
answers a program may take in a sense of its own (a repeat as one die, say) rather than refuse.
"""

import configparser
from collections import namedtuple
from pathlib import Path

HEADINGS = ("Game Rules", "Code Style", "Compilation", "Input Validation", "Functions", "Safety")
DEFAULT_RUBRIC = Path(__file__).with_name("rubric.ini")

# Where each check goes: {name: Placed(heading, points, advisory)}; the limits; and the bad
# answers allowed a sense of their own: {name: True or False}.
Placed = namedtuple("Placed", "heading points advisory")
Rubric = namedtuple("Rubric", "checks limits answers")
YES_NO = {"yes": True, "no": False}


def read_rubric(path=None, known=None) -> Rubric:
    """Read the rubric: the default's, with an instructor's file over it where one is given.

    Raise ValueError, in one line, for a file that cannot be read, a check no grader has, a
    heading not the homework's, a figure that is not one, or an answer's reading not yes or no.
    """
    checks, limits, answers = {}, {}, {}
    for file in [DEFAULT_RUBRIC] + ([Path(path)] if path else []):
        parser = read_ini(file)
        known_answers = None if file is DEFAULT_RUBRIC else dict(answers)
        for name, value in section(parser, "checks"):
            checks.update([placed(file, name, value, known)])
        for name, value in section(parser, "limits"):
            limits.update([limit(file, name, value)])
        for name, value in section(parser, "answers"):
            answers.update([allowed(file, name, value, known_answers)])
    return Rubric(checks, limits, answers)


def read_ini(file) -> configparser.ConfigParser:
    """Return a rubric file read, or raise ValueError saying in one line why it cannot be."""
    parser = configparser.ConfigParser(inline_comment_prefixes=("#",))
    try:
        with open(file, encoding="utf-8") as opened:
            parser.read_file(opened)
    except (OSError, UnicodeDecodeError, configparser.Error) as error:
        said = " ".join(str(error).split())
        raise ValueError(f"the rubric {file} cannot be read: {said}") from None
    return parser


def section(parser, name) -> list:
    """Return a section's (name, value) lines, or none where the file has no such section."""
    return parser.items(name) if parser.has_section(name) else []


def placed(file, name, value, known) -> tuple:
    """Return (name, Placed) for a line of [checks]: heading, points[, advisory]."""
    parts = [part.strip() for part in value.split(",")]
    heading = heading_named(parts[0])
    if known is not None and name not in known:
        raise ValueError(f"the rubric {file}: no check is called {name}")
    if heading is None or len(parts) not in (2, 3) or parts[2:] not in ([], ["advisory"]):
        raise ValueError(
            f"the rubric {file}: {name} = {value}: give a heading ({', '.join(HEADINGS)}),"
            " its points, and advisory if it decides nothing"
        )
    return name, Placed(heading, points_of(file, name, parts[1]), parts[2:] == ["advisory"])


def heading_named(text):
    """Return the homework's heading that text names, in any case, or None.

    >>> heading_named("code style"), heading_named("Style")
    ('Code Style', None)
    """
    return next((heading for heading in HEADINGS if heading.lower() == text.lower()), None)


def points_of(file, name, text) -> int:
    """Return the points a line of [checks] gives, or raise ValueError saying it gives none."""
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"the rubric {file}: {name}: {text!r} is not points") from None


def limit(file, name, value) -> tuple:
    """Return (name, figure) for a line of [limits]."""
    try:
        return name, float(value) if "." in value else int(value)
    except ValueError:
        raise ValueError(f"the rubric {file}: {name} = {value} is not a figure") from None


def allowed(file, name, value, known) -> tuple:
    """Return (name, True or False) for a line of [answers]: yes allows the reading, no not.

    >>> allowed("r.ini", "repeat_taken_once", "No", None)
    ('repeat_taken_once', False)
    """
    if known and name not in known:
        raise ValueError(f"the rubric {file}: no answer's reading is called {name}")
    if value.lower() not in YES_NO:
        raise ValueError(f"the rubric {file}: {name} = {value}: say yes or no")
    return name, YES_NO[value.lower()]


def apply_rubric(rows, rubric) -> list:
    """Return the rows with the rubric's heading, points and advisory on each."""
    placed_rows = []
    for row in rows:
        where = rubric.checks.get(row["name"], Placed("Game Rules", row["points"], False))
        earned = where.points if row["passed"] else 0
        placed_rows.append({**row, "heading": where.heading, "points": where.points,
                            "earned": earned, "advisory": where.advisory})  # fmt: skip
    return placed_rows


def headings(rows) -> list:
    """Return (heading, "met", "not met" or "not decided", the checks that decide it) for each.

    A heading none of whose checks applies (Safety, for Python) is met.
    """
    found = []
    for heading in HEADINGS:
        mine = [row for row in rows if row.get("heading") == heading and not row["advisory"]]
        found.append((heading, *heading_state(mine)))
    return found


def heading_state(mine) -> tuple:
    """Return a heading's state, "met", "not met" or "not decided", and the checks that decide it.

    >>> heading_state([{"name": "braces", "tried": False}]), heading_state([])
    (('not decided', ['braces']), ('met', []))
    """
    failed = [row["name"] for row in mine if row["tried"] and not row["passed"]]
    untried = [row["name"] for row in mine if not row["tried"]]
    if failed:
        return "not met", failed
    return ("not decided" if untried else "met"), untried


def verdict(rows) -> str:
    """Return the homework's verdict: credit, no credit, or not decided (look by hand)."""
    states = [state for _, state, _ in headings(rows)]
    if "not met" in states:
        return "no credit"
    return "not decided" if "not decided" in states else "credit"


def named(names, most=3) -> str:
    """Return checks' names for a heading's line: the first few, and how many more."""
    more = f" and {len(names) - most} more" if len(names) > most else ""
    return ", ".join(names[:most]) + more


def format_verdict(rows) -> list:
    """Return the report's lines of headings and verdict."""
    lines = []
    for heading, state, names in headings(rows):
        because = f" ({named(names)})" if names else ""
        lines.append(f"{heading + ':':<18}{state}{because}")
    result = verdict(rows)
    wanted = "not met" if result == "no credit" else "not decided"
    missing = [heading for heading, state, _ in headings(rows) if state == wanted]
    why = {"no credit": "not met: ", "not decided": "to look at by hand: "}.get(result, "")
    lines.append(f"Verdict: {result.upper()}" + (f" ({why}{', '.join(missing)})" if why else ""))
    return lines
