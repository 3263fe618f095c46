"""The probes of bad answers: each typed at a fresh prompt, and each must be refused there.

The bad answers are positions out of range (6 among them), repeated (1 1, and 1 2 1 apart:
refused, or taken as re-rolling the die once, as an instructor would allow), an empty answer
(refused, or taken as keeping all), words, a very long line and control characters at the
first question of a re-roll decision and at the one that follows it (and, where it asks how
many dice and then which, a die named twice: one a question, or 1 1 in one answer, where
taking it as one die re-rolls fewer than the count said); out of range (9 and 0), a word, a
very long line (1,000 characters, and 40: one a buffer of 64 takes whole, to copy into
one of 8) and an empty answer at the line question; and a used line, twice: one that
scored 0 and one that scored points. Where the dice are named by their faces, a face named once
more than the dice show it. Where a line is chosen by its number, a number with
letters after it (3x); where one letter is an answer (y/n, a line's letter), that letter with
more after it (yxyz, bxyz). Then the end of input, at the first question."""

import re

from grading import screen as read
from grading.again import IN_PIECES, kind_asked

EMPTY = "an empty answer, where the question gives it no meaning"
ZERO = "a position out of range (0)"  # or taken as naming no die: keeping all, or keeping none
INNER_REPEAT = "a repeated position at the question that follows"
APART = "a repeated position, apart"
TRAILING = "3x"  # a line's number with letters after it, where lines are chosen by number
# An answer of one letter with more letters after it (yxyz, bxyz), where one letter is asked
# (y/n, a line's letter): a program that looks at the first character alone takes it.
FIRST_LETTER = "an answer's letter, then more"
# A first letter two lines share (f: Fours or Fives), where lines are taken by first letters.
SHARED_LETTER = "a first letter two lines share"
MORE = "xyz"
RANGE_PAST = "4-9"  # a range past the dice, where the question's example shows one (e.g. 2-4)
RANGE_SHOWN = re.compile(
    r"\b(?:e\.?g\.?|like|such as|example)[^()]*?(?<![\w-])[1-5]\s*-\s*[1-5](?![\w-])", re.I
)
# A used line typed by its name, where lines are numbered: it fails where the name is taken
# (a word that crashes the program or is not read fails bad_answers_refused, not this).
USED_NAME = "a used line typed by its name"
NOT_ASKED_AGAIN = "the question did not come again"
# Where the dice are named by their faces, a face typed once more than the dice show it (6 6
# where one 6 shows): a program that checks the faces named as a set takes it.
SURPLUS = "a face once more than shown"
# A word, then where it is refused, a good answer that re-rolls dice 1 to 4: they must be
# re-rolled. A question asked again that drops what it reads (a recursive re-ask whose result
# is not returned: None, taken for no) goes to the line question, or leaves the dice as they were.
OBEYED = "a good answer after a refused one"
# More positions than there are dice (each twice), in the program's form: 0 1 2 3 4 0 1 2 3 4
# where it counts from 0; a program that stores each before counting them writes past five.
MANY = "1 2 3 4 5 1 2 3 4 5"
# (where, answer, what kind of bad answer): each must be refused, then the same prompt.
PROBES = [
    ("reroll", "7", "a position out of range"),
    ("reroll", "6", "a position out of range (6, of five dice: an index one past the end)"),
    ("reroll", "0", ZERO),
    ("reroll", "-1", "a negative position (an index from the end)"),
    ("reroll", "1 1", "a repeated position"),
    ("reroll", "1 2 1", APART),  # a check of each position against the one before it only
    ("reroll", SURPLUS, "a face named more times than the dice show it"),  # faces: a set's check
    ("reroll", "maybe", "a word"),
    ("reroll", FIRST_LETTER, "a letter answered, with letters after it"),  # y/n: yxyz
    ("reroll", "9" * 1000, "a line of 1,000 characters"),
    ("reroll", "\x01\x02\x1b[2J\x07", "control characters"),
    ("reroll", RANGE_PAST, "a range past the dice"),  # only where ranges are shown: 2-4
    ("reroll", "", EMPTY),  # or taken as keeping all
    ("obeyed", "maybe", OBEYED),  # refused, then 1 2 3 4 must re-roll those dice: a fresh game
    ("inner", "7", "a number out of range at the question that follows"),
    ("inner", "0", "a position out of range at the question that follows"),  # unless it says 0
    ("inner", "1 1", INNER_REPEAT),  # after how many (2): taken as one die, fewer than said
    ("inner", "maybe", "a word at the question that follows"),
    ("inner", "9" * 1000, "a line of 1,000 characters at the question that follows"),
    ("inner", "\x01\x02\x1b[2J\x07", "control characters at the question that follows"),
    ("repeat", "1", "a die named twice, at how many (2), then which"),  # one a question
    ("line", "9", "a line out of range"),
    ("line", "0", "a line out of range (0, whose index is -1)"),
    ("line", "maybe", "a word"),
    ("line", TRAILING, "a line's number with letters after it"),  # strtol, atoi, scanf %d take 3
    ("line", FIRST_LETTER, "a line's letter with letters after it"),  # a-f: bxyz
    ("line", SHARED_LETTER, "a first letter two lines share (f: Fours or Fives)"),
    ("line", "sixes" * 200, "a line of 1,000 characters at the line prompt"),
    ("line", "sixes" * 8, "a line of 40 characters at the line prompt"),  # past char name[8]
    ("line", "", "an empty answer at the line prompt"),
    ("used", "zero", "a used line that scored 0"),  # a 0 taken for a free line is a classic
    ("used", "points", "a used line that scored points"),
    ("used_case", "points", "a used line typed in capitals"),
    ("used_name", "points", USED_NAME),  # where lines are numbered
]
# The bad answers that may be taken as an instructor allows: the dice they may name (1 1 as
# die 1 once; 0 as none, unsaid: none re-rolled, or at a keep-list none kept), or KEPT_ALL (an
# empty answer as keeping all, though the question did not say so), each under the rubric's
# name for the reading ([answers] in rubric.ini), which says yes or no to it.
KEPT_ALL = "all kept"
TAKEN_AS = {
    "a repeated position": ((1,), "repeat_taken_once"),
    APART: ((1, 2), "repeat_taken_once"),
    INNER_REPEAT: ((1,), "repeat_taken_once"),
    ZERO: ((), "zero_names_none"),
    EMPTY: (KEPT_ALL, "empty_keeps_all"),
}


def first_letter(where, interface, pair) -> str:
    """Return a one-letter answer of the question with more letters after it (yxyz at y/n,
    bxyz at lines chosen by letter), or None where no answer is one letter."""
    letters = {"line": "b" if interface.line_form == "letter" else "", "reroll": (pair or [""])[0]}
    letter = letters.get(where, "")
    return letter + MORE if len(letter) == 1 and letter.isalpha() else None


def past_the_letters(where, answer, interface):
    """Return a line out of range in the form of lines chosen by letter (a-f): g, one past
    the end, for 9 (an index unchecked reads past the array, as 7 would of six numbers)."""
    if where == "line" and interface.line_form == "letter" and answer == "9":
        return "g"
    return answer


def taken_as(kind, answers) -> tuple:
    """Return the dice a bad answer of a kind may re-roll as the rubric allows, or None.

    >>> taken_as(ZERO, None), taken_as(ZERO, {"zero_names_none": False}), taken_as("a word", {})
    ((), None, None)
    """
    dice, reading = TAKEN_AS.get(kind, (None, None))
    return dice if (answers or {}).get(reading, True) else None


def rubric_said(kind, answers) -> str:
    """Return what a failure adds where the rubric refused the bad answer a sense of its own.

    >>> rubric_said(EMPTY, {"empty_keeps_all": False}), rubric_said(EMPTY, None)
    ('; the rubric has empty_keeps_all = no', '')
    """
    refused = kind in TAKEN_AS and taken_as(kind, answers) is None
    return f"; the rubric has {TAKEN_AS[kind][1]} = no" if refused else ""


# What the sanitizers' build is given beside the main game: the numbers out of range, the long
# lines and a word at the line prompt (a scanf that fails leaves its index as it was), where
# an index unchecked or a buffer too short reads or writes out of bounds; the empty answers,
# where a line's last character is looked at (buf[len - 1] of nothing); more positions than
# there are dice, which a program that takes repeats may store past an array of five; and a
# word of 40 characters typed alone at the dice, a command's word read into a short buffer.
OUT_OF_BOUNDS = [
    probe
    for probe in PROBES
    if probe[1] in ("7", "6", "0", "-1", "9", "")
    or len(probe[1]) >= 40
    or probe[1] == RANGE_PAST
    or probe[:2] == ("line", "maybe")
] + [
    ("reroll", MANY, "more positions than there are dice"),
    ("reroll", "maybe" * 8, "a word of 40 characters"),  # typed alone: a command's buffer
]

# What valgrind's build is given beside the main game (its sessions are slow): a word at the line
# prompt, where a scanf that fails leaves its number unset, and a program may read it unset.
UNSET_READ = [probe for probe in PROBES if probe[:2] == ("line", "maybe")]

# The steps that bring a fresh session to a probe's prompt: an event to wait for, or an answer.
REACH = {
    "reroll": ["reroll"],
    "inner": ["reroll"],  # then the first question answered to meet the one after it
    "repeat": ["reroll"],  # then how many (2) and die 1, to meet the second die's question
    "line": ["reroll", "", "line"],
    "used": ["reroll", "", "line", "used", "scored", "reroll", "", "line"],
}
REACH["used_case"] = REACH["used_name"] = REACH["used"]
REACH["obeyed"] = REACH["reroll"]  # in a game of its own: no bad answer typed before it
EVENT_KINDS = ("turn", "roll", "reroll", "line", "scored", "final")
# The probes past a decision's first question: the answers given first to the one after it.
INNER = {"inner": (), "repeat": ("1",)}


def reach(session, where, answer):
    """Bring a fresh session to the prompt a probe needs; return the answer to probe it with.

    None means the prompt was not reached. The used-line probes first score a line that the
    dice give 0 (or points), then give that line again.
    """
    dice = [1, 2, 3, 4, 5]
    for step in REACH[where]:
        if step == "used":
            answer = step = used_line(dice, answer)
        if step not in EVENT_KINDS:
            session.send(step)
            continue
        dice = await_event(session, step, dice)
        if dice is None:
            return None
    session.reached_dice = dice  # the dice last rolled, where the probe is typed
    inner = INNER.get(where)
    return answer if inner is None or session.enter_inner(inner) else None


def await_event(session, step, dice):
    """Play on to the next event of a kind; return the dice last rolled, or None if it ends.

    A program that asks again after keep all (as a learned interface may) is told keep all
    again; asked a fourth time, die 1 is re-rolled, as the main game does where keeping all
    never ends the rolling.
    """
    kind, asked = None, 0
    while kind != step:
        kind, groups = session.next_event()
        if kind not in EVENT_KINDS:
            return None
        if kind == "roll":
            dice = [int(face) for face in re.findall(r"\d", str(groups[-1]))]
        if kind == "reroll" and step == "line":
            asked += 1
            session.send("" if asked % 4 else "1")
    return dice


def used_line(dice, scoring: str) -> str:
    """Return the number of a line the dice score 0 on ("zero"), or the most on ("points").

    >>> used_line([6, 6, 1, 2, 3], "zero"), used_line([6, 6, 1, 2, 3], "points")
    ('4', '6')
    """
    if scoring == "zero":
        return str(next(face for face in range(1, 7) if face not in dice))
    return str(max(range(1, 7), key=lambda face: face * dice.count(face)))


def run_probes(start, report, probes=PROBES, answers=None):
    """Try every probe at a fresh prompt, starting a new session whenever one goes wrong.

    answers is the rubric's [answers]: the readings of a bad answer allowed (all, if None).
    """
    session, at = None, None
    for where, answer, kind in probes:
        used = where.startswith("used")
        probe = ("used_line_refused" if used else "bad_answers_refused", kind)
        if session is None or at != where or used:
            close(session)
            at = where
            session, answer = probe_prompt(start(), where, answer, probe, report)
        if session is not None and not probe_once(session, where, answer, probe, report, answers):
            session = close(session)
    close(session)


def close(session) -> None:
    """End a session, if there is one; return None (no session now)."""
    if session is not None:
        session.close()


def probe_once(session, where, answer, probe, report, answers=None) -> bool:
    """Type one bad answer and judge it (answers: the rubric's readings allowed); return
    whether the session may take the next probe.

    After a wrong answer the session is in an unknown state: the caller ends it.
    """
    check, kind = probe
    answer = session.bad_answer("reroll" if kind == OBEYED else where, answer)
    if answer is None:  # the program's own words give it a meaning
        return True
    if kind == OBEYED:
        return obeyed(session, answer, report)
    wrong = probed(session, answer, kind, answers)
    report.judge(check, not wrong, f"{kind} ({answer[:20]!r}): {wrong}", session)
    return not wrong and not session.moved


def obeyed(session, answer, report) -> bool:
    """Type a bad answer, and where it is refused, a re-roll of dice 1 to 4: judge that they
    were re-rolled (where the dice are named by faces or shown sorted, only that a roll came).
    All four may come up as they were, 1 time in 1,296: then the next re-roll is tried too.
    Return False: the game has moved on.

    A bad answer not refused here was judged by its own probe: nothing more is judged.
    """
    wrong, before = "", getattr(session, "reached_dice", None)
    for _ in range(2):
        if not before or session.probe(answer) or session.moved:
            return False
        session.send("1 2 3 4")
        kind, groups = session.next_event()
        wrong, before = not_rerolled(session, before, kind, groups), faces_of(groups)
        if not wrong.startswith(STAYED) or session.next_event()[0] != "reroll":
            break
    report.judge("bad_answers_refused", not wrong, f"{OBEYED} ({answer!r}, then 1 2 3 4): "
                 f"{wrong}", session)  # fmt: skip
    return False


STAYED = "dice 1 to 4 were not re-rolled"


def faces_of(groups) -> list:
    """Return the faces of a roll event's dice (its last group), or []."""
    return [int(face) for face in re.findall(r"\d", str(groups[-1]))] if groups else []


def not_rerolled(session, before, kind, groups) -> str:
    """Return why the event after a re-roll of dice 1 to 4 is not their roll, or ""."""
    if kind != "roll":
        return f"no roll came: {getattr(session, 'pieces', '') or kind + ' came instead'}"
    if faces_of(groups)[:4] == before[:4] and not session.by_faces:  # sorted: places no dice
        return f"{STAYED}: {before} stayed"
    return ""


def probed(session, answer, kind, answers) -> str:
    """Type a bad answer; return what went wrong, or "" (refused, or taken as allowed)."""
    counted = kind == INNER_REPEAT and session.counts_first  # 2 asked, then 1 1: not once
    taken = None if counted else taken_as(kind, answers)
    wrong = weighed(session, answer, kind, taken, session.probe(answer, taken_as=taken))
    if wrong.startswith(IN_PIECES):  # each piece refused: a fault, unless the rubric allows it
        allowed = (answers or {}).get("long_line_in_pieces", True)
        return "" if allowed else f"{wrong}; the rubric has long_line_in_pieces = no"
    return wrong + (rubric_said(kind, answers) if wrong and not counted else "")


def weighed(session, answer, kind, taken, wrong) -> str:
    """Return what went wrong at a bad answer, as its kind reads it: a 0 taken as naming no
    die, typed once more; a used line typed by its name, wrong only where it was taken as a
    line (a word that crashed the program, or was not read, fails bad_answers_refused)."""
    if kind == ZERO and session.moved and not wrong:
        return zero_again(session, answer, taken)
    return "" if kind == USED_NAME and not wrong.startswith(NOT_ASKED_AGAIN) else wrong


def zero_again(session, answer, taken) -> str:
    """Type 0 once more where it was taken as naming no die and the dice are asked again: one
    taken as die 5 (an index of -1) shows its old face 1 time in 6; twice, 1 in 36."""
    if kind_asked(session.text, session.interface.kinds) != "dice":
        return ""
    session.moved = False
    return session.probe(answer, taken_as=taken)


def probe_prompt(session, where, answer, probe, report):
    """Bring a fresh session to a probe's prompt: (session, answer), or (None, None) closed."""
    check, kind = probe
    skipped = {"inner": not session.asks_on, "repeat": not session.counts_first}
    skipped.update(used_case=not session.cased, used_name=not session.numbered)
    if skipped.get(where):
        session.close()  # one question a decision (or the contract): no question after
        return None, None
    answer = reach(session, where, answer)
    if answer is None:
        report.fail(check, f"could not reach the {where} prompt for {kind}", session)
        session.close()
        return None, None
    return session, answer


def run_input_ending(start, report):
    """End the input at the first prompt: the program must end, with no traceback."""
    session = start()
    if reach(session, "reroll", "") is None:
        report.fail("input_ending", "no re-roll prompt came", session)
        session.close()
        return
    session.child.sendeof()
    judge_ending(session, report)


# A pipe's end of input stays ended; a terminal's is read once, then the program may read on.
EOFS = 5  # the ends of input typed, at most, while the program asks again after one


def ends_on_eof(session) -> bool:
    """Return whether a program ends once its input has ended: where it asks again (a
    question that took the end of input for no), input is ended again, as a pipe's would
    stay, a few times at most."""
    raw = getattr(session, "session", session)  # a learned interface's driver, or the session
    for _ in range(EOFS):
        state = raw.screen()[0]
        if state != "asks":
            return state == "end"
        raw.child.sendeof()
    return raw.screen()[0] == "end"


def judge_ending(session, report, where="") -> None:
    """Judge input_ending once input has ended (at a question, where): the program ends, and
    with no traceback."""
    ended = ends_on_eof(session)
    session.close()
    if not ended:
        report.fail("input_ending", f"the program went on after input ended{where}", session)
        return
    traceback = read.TRACEBACK in session.transcript
    report.judge("input_ending", not traceback, f"a traceback after input ended{where}", session)
