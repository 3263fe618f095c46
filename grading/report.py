"""The rubric's checks, what each found, and the report an instructor reads.

A Report gathers what each check found as a game is played; results turns it into rows, one a
check, and format_report writes them out: under the homework's headings, each reason once.
"""

import os
import re
import sys
from collections import Counter

from grading.fairness import judge_apart, judge_carried, judge_faces

# The rubric: each check's name, its points and what it checks. Edit it to suit a class.
RUBRIC = {
    "six_turns": (10, "six turns, one after another, no seventh"),
    "three_rolls": (10, "three rolls unless all are kept; no fourth"),
    "reroll_keeps_the_rest": (10, "a re-roll changes only the dice chosen, fairly"),
    "keep_all_ends_rolling": (10, "keeping all changes no die, ends the rolling"),
    "line_scores": (15, "each line scores the dice showing its face"),
    "used_line_refused": (10, "a used line is refused; the prompt comes again"),
    "bad_answers_refused": (10, "bad answers refused; the prompt comes again"),
    "last_line": (5, "the last line is filled or offered, and scored"),
    "running_total": (5, "each running total adds the points scored"),
    "final_score": (5, "the final score is the sum of the lines"),
    "input_ending": (5, "input ending ends it: no hang, no traceback"),
    "finishes_in_time": (5, "the game ends and the program exits in time"),
    "seeds_dice": (5, "the dice are seeded: new games roll new dice"),
}


class Report:
    """What each check found: it passes when it was tried and nothing went wrong."""

    def __init__(self):
        self.tried = set()
        self.failures = {name: [] for name in RUBRIC}
        self.untried = "not tried: the game never came to it"  # what a check not tried says
        self.first_rolls = {}  # the second each session started: the first roll it showed
        self.rerolled = Counter()  # the faces the dice re-rolled came up, over every session
        # first rolls' dice compared with the last turn's, and the same: shown as rolled, shown
        # sorted, and those the last re-roll left (as a hold kept into the next turn leaves them)
        self.carried = {False: [0, 0], True: [0, 0], "held": [0, 0]}
        self.apart = [0, 0, 0]  # first rolls, those of five different faces, of one face

    def ok(self, check):
        """Note that a check was tried and held."""
        self.tried.add(check)

    def fail(self, check, reason, session):
        """Note that a check failed, why, and the transcript just before."""
        self.failed(check, reason, session.tail() if session is not None else [])

    def failed(self, check, reason, transcript):
        """Note that a check failed, why, and the transcript that shows it."""
        self.tried.add(check)
        said = any(failure["reason"] == reason for failure in self.failures[check])
        if len(self.failures[check]) < 3 and not said:  # three shown, each reason once
            self.failures[check].append({"reason": reason, "transcript": transcript})

    def judge(self, check, held, reason, session):
        """Note a check that held, or failed for reason."""
        if held:
            self.ok(check)
        else:
            self.fail(check, reason, session)

    def results(self):
        """Return each check's result (see result_row); a check never tried says why."""
        judge_faces(self)
        judge_carried(self)
        judge_apart(self)
        rows = []
        for name, (worth, what) in RUBRIC.items():
            tried = name in self.tried or bool(self.failures[name])
            failures = self.failures[name] or ([] if tried else [{"reason": self.untried}])
            rows.append(result_row(name, worth, what, failures, tried))
        return rows


def result_row(name, worth, what, failures, tried=True) -> dict:
    """Return a check's result: it passed when it was tried and nothing failed.

    Failures are {"reason", "transcript"}; a check not tried earns nothing but is no failure.
    """
    failures = [{"transcript": [], **failure} for failure in failures]
    passed = tried and not failures
    return {"name": name, "points": worth, "earned": worth if passed else 0, "passed": passed,
            "tried": tried, "what": what, "failures": failures}  # fmt: skip


def zero_rows(reason, rubric=RUBRIC) -> list:
    """Return a result row of 0 for every check of a rubric, each failed for reason."""
    return [
        result_row(name, worth, what, [{"reason": reason}])
        for name, (worth, what) in rubric.items()
    ]


def untried_rows(reason) -> list:
    """Return a row for every check of the rubric, none tried, each saying why: by hand."""
    reason = f"not tried: {reason}; grade it by hand"
    return [result_row(name, worth, what, [{"reason": reason}], tried=False)
            for name, (worth, what) in RUBRIC.items()]  # fmt: skip


def typed(word: str) -> str:
    """Return a word of the command as a person types it: python3, a path from here."""
    if word == sys.executable:
        return "python3"
    if os.path.isabs(word) and os.path.exists(word):
        return os.path.relpath(word)
    return word


# What a terminal or a spreadsheet would act on rather than show: control characters (but
# tab and line end), C1 controls, and the marks that reorder text (Trojan Source).
CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def visible(text: str) -> str:
    r"""Return text with each control character shown as its escape, so quoting output is safe.

    >>> visible("\x1b]0;PWNED\x07\x1b[2J ok\tyes\n")
    '\\x1b]0;PWNED\\x07\\x1b[2J ok\tyes\n'
    """
    return CONTROLS.sub(lambda found: found.group().encode("unicode_escape").decode(), text)


def format_report(command, rows, learned=()) -> str:
    """Return the report: what was learned, a line per check, the total, then each failure.

    Checks placed under the homework's headings (see rubric.py) are grouped under them, each
    heading met or not, and the verdict follows the total. A check not tried shows ----; a
    reason shared by several checks is said once.
    """
    from grading.rubric import format_verdict

    placed = all("heading" in row for row in rows)
    lines = [f"Grading: {' '.join(map(typed, command))}", *(f"Learned {line}" for line in learned)]
    lines += heading_lines(rows) if placed else list(map(check_line, rows))
    earned, total = sum(row["earned"] for row in rows), sum(row["points"] for row in rows)
    lines.append(f"Total: {earned}/{total}")
    lines += format_verdict(rows)[-1:] if placed else []
    return visible("\n".join(lines + failure_lines(rows)))


def failure_lines(rows) -> list:
    """Return the report's failures, each reason once with the transcript that shows it."""
    lines = []
    for names, failure in shared_failures(rows):
        lines += ["", f"{names}: {failure['reason']}"]
        lines += [f"  | {line}" for line in failure["transcript"]]
    return lines


def heading_lines(rows) -> list:
    """Return the report's checks under the homework's headings, each met or not, and why."""
    from grading.rubric import headings, named

    lines = []
    for heading, state, names in headings(rows):
        group = [row for row in rows if row["heading"] == heading]
        because = f" ({named(names)})" if names else "" if group else " (no check applies)"
        lines.append(f"{heading}: {state}{because}")
        lines += [check_line(row) for row in group]
    return lines


def check_line(row) -> str:
    """Return a check's line of the report: PASS, FAIL or ---- (not tried), points, name, what."""
    verdict = "PASS" if row["passed"] else "FAIL" if row["tried"] else "----"
    score = f"{row['earned']:>2}/{row['points']:<2}"
    advisory = " (advisory)" if row.get("advisory") else ""
    return f"{verdict} {score} {row['name']:<21} {row['what']}{advisory}"


def shared_failures(rows) -> list:
    """Return (the checks' names, failure) for each failure, those of one reason joined once."""
    found = {}
    for row in rows:
        for failure in row["failures"][:3]:
            key = (failure["reason"], tuple(failure["transcript"]))
            found.setdefault(key, ([], failure))[0].append(row["name"])
    return [(", ".join(names), failure) for names, failure in found.values()]
