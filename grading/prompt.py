"""The question a screen ends with: its last line, with the lines above that it goes on
from, and the few lines before it where a question is read with what stands above it.
"""

import re

from grading.dice import clean
from grading.rows import read_held, runs_of_five


def question(text: str) -> str:
    """Return the question a screen ends with: its last line, with the lines it continues.

    A line before it that ends with a comma (or the last line that is too short to ask
    anything, or one in brackets, a note on what is asked) is part of the question.

    >>> question("Dice: 1 2 3 4 5\\nKeep which (like 135),\\n0 to keep none: ")
    'Keep which (like 135), 0 to keep none:'
    >>> question("Roll 2 of 3. Which dice should be re-rolled?\\n(like 135, or none)\\n> ")
    'Roll 2 of 3. Which dice should be re-rolled? (like 135, or none) >'
    """
    return " ".join(split_question(text)[1])


def split_question(text: str) -> tuple[list, list]:
    """Return a screen's lines before its question, and the question's lines (see question)."""
    lines = [line.strip() for line in clean(text).split("\n") if line.strip()]
    asked = [lines.pop()] if lines else []
    while lines and (lines[-1].endswith((",", ";")) or continued(asked[0], lines[-1])):
        asked.insert(0, lines.pop())
    return lines, asked


def continued(line: str, above: str = "") -> bool:
    """Return whether a line of a question goes on from the line above: too short to ask
    anything, or a note in brackets, alone on its line (the dice above are not asked)."""
    short = len(re.findall(r"[A-Za-z]", line)) < 3 and not runs_of_five(read_held(above))
    return short or bool(re.fullmatch(r"\([^()]*\)", line))


# A prompt's word alone: hand>, move:, Enter option:, Your choice:
BARE_PROMPT = re.compile(
    r"(?:(?:enter|your|type|select|pick)\s+(?:an?\s+|your\s+)?)?\w{1,8}\s*[>:]+", re.I
)


def lines_before(text: str, most: int = 4) -> str:
    """Return the last lines of a screen, its question among them, as one line: where a
    legend above the dice says what the answer's marks mean.

    >>> lines_before("Sheet\\n(x = re-roll, . = keep)\\ndice:  53346\\nreroll: ", 2)
    'dice:  53346 reroll:'
    """
    lines = [line.strip() for line in clean(text).split("\n") if line.strip()]
    return " ".join(lines[-most:])
