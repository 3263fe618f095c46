"""Answering what a program asks between the moves the checks make: a pause (Press Enter to
roll), a confirmation of the move just made, a menu before the game; and a turn's goal line.

Some programs ask which line the player is going for before the turn's dice, and at its end
offer to write the dice's points there or to change to another line. The goal is answered with
an open line, and changed at the end (no, or the choice of another line: see
confirm.goal_change), so that the line the plan chooses is typed at the question that follows,
as at any line question: the checks meet that question alone. A goal question itself is no
move the checks judge (the lines it refuses are refused again at the line chosen).
"""

import re

from grading import screen as read
from grading.again import answered_unasked, same_question, without_echo
from grading.answers import line_answer
from grading.confirm import PLAYER_NAME, no_said, yes_said

PAUSES = 3  # the questions that are only a pause, in a row, that Enter answers
# A question of the line a turn goes for: Which line are you going for this turn?
GOAL_WORDS = re.compile(r"\b(?:goal|target|aim(?:ing)? (?:for|at)|going for|go for)\b", re.I)


def past_pauses(session, state, text, most=PAUSES, start=False):
    """Press Enter at each question that is only a pause (Press enter to start...), and at the
    start of a game choose play on a menu before it, a few at most; return the state and the
    screens read, one after another.
    """
    for _ in range(most):
        answer = went_on(text, start, session.typed) if state == "asks" else None
        if answer is None:
            break
        answer = named(session, answer)
        paused(session, start, read.question(text))
        if read.confirm_answer(read.question(text)) is not None:  # it says back the move: the
            text = "\n".join(read.split_question(text)[0])  # points are read from what follows
        session.send(answer)
        state, more = session.screen()
        text = f"{text}\n{without_echo(more)}"
    return state, text


def named(session, answer: str) -> str:
    """Return the long name a session is to type once (in a build that catches faults, where
    a name copied into a short array overflows it) in place of the name answered; else the
    answer."""
    if answer != PLAYER_NAME or not session.long_name:
        return answer
    answer, session.long_name = session.long_name, None
    return answer


class InputEnded(Exception):
    """Input was ended at a question answered only to go on, as asked (end_at_pause)."""


def paused(session, start, asked) -> None:
    """Note a question answered only to go on, in a game (not before it); where input is to
    end at one, end it there (raise InputEnded, with the question)."""
    if start:
        return
    session.paused = True
    if session.end_at_pause:
        session.child.sendeof()
        raise InputEnded(asked)


class Astray(Exception):
    """A declined confirmation of a line led elsewhere than back to the line question."""


def declined(driver, state, text):
    """Note a confirmation of the line just chosen (line_confirmed); where one is to be
    declined (decline_line), answer no, and at the line question that comes back type another
    open line (the same, if none is left); return the state and screen that follow (its
    confirmation, to answer yes).

    Raise Astray where no line question came back, or it refused the line again.
    """
    session, asked = driver.session, read.question(text)
    no = confirmation_no(state, text)
    session.line_confirmed = session.line_confirmed or no is not None
    if no is not None and session.probe_confirm:
        probe_confirmation(driver, text)
    if no is None or not session.decline_line:
        return state, text
    session.decline_line = False
    session.send(no)
    state, after = session.screen()
    after = without_echo(after)
    if state != "asks" or driver.kind_of(after) != "line":
        raise Astray(asked)
    return taken_again(driver, f"{asked.strip()} answered {no}", after)


def confirmation_no(state, text):
    """Return the no of a confirmation (of two answers) a screen asks, or None."""
    asked = read.question(text)
    said_back = read.confirm_answer(asked, read.lines_before(text, 3)) is not None
    return no_said(asked) if state == "asks" and said_back else None


# A bad answer typed at a line's confirmation (Score 12 in Fours? (y/n)): it must be refused.
UNSURE = "maybe"


class Probed(Exception):
    """A line's confirmation was given a bad answer (probe_confirm): what went wrong, or ""."""


def probe_confirmation(driver, text):
    """Type a bad answer at the confirmation of a line chosen; raise Probed with what went
    wrong: not the same confirmation again (taken as yes, say), or "" where it was refused."""
    session = driver.session
    session.probe_confirm = False
    session.send(UNSURE)
    state, after = session.screen()
    after = without_echo(after)
    if state == "asks" and same_question(text, after, driver.interface.shape):
        raise Probed("")
    shown = " | ".join([line.strip() for line in after.split("\n") if line.strip()][-2:])
    asked = read.question(text)
    raise Probed(f"{UNSURE!r} at {asked!r}: the question did not come again; it printed: {shown}")


def taken_again(driver, said, text):
    """Type another open line than the one just declined at its question (a program that
    keeps the declined line's points gives them to it); return the state and the screen that
    follow, the decline said (declined); raise Astray where it is refused."""
    session, line = driver.session, driver.sent[1]
    other = next(iter(driver.open_lines()), line)  # the declined line is chosen already
    session.send(line_answer(other, text, driver.interface))
    state, after = session.screen()
    after = without_echo(after)
    if state != "asks" or same_question(text, after, driver.interface.shape):
        raise Astray(said)
    driver.sent, driver.chosen[-1] = ("line", other), other
    session.instead = {line: other} if other != line else {}
    session.declined = f"{said}, then {other} taken in its place"
    return state, after


def read_whole(session, questions, text) -> None:
    """Stop a game where the program answered a question itself (one of those learned), with
    what was left of the answer typed before it, read in pieces: no check judges what
    follows, and bad_answers_refused fails for it (session.pieces)."""
    unasked = answered_unasked(text, questions)
    if unasked and not session.stopped:
        session.pieces = session.stopped = (
            f"an answer was read in pieces: after {session.typed!r} it answered its next"
            f" question itself, with what was left: {unasked}"
        )
        session.misread = True  # no check fails for the game it then played alone


# A question of leaving the game (Save and quit? (y/n)), not of the dice (Save these dice?).
QUITTING = re.compile(r"\b(?:save|quit|exit|leave|stop playing|end the game)\b", re.I)
OF_THE_DICE = re.compile(r"re-?roll?|\broll|\bdice\b|\bdie\b|\bthrow|\bkeep|\bhold", re.I)


def went_on(text, start, typed=None):
    """Return the answer that goes on past a question that is no move of the game (Enter at a
    pause, no to leaving the game, yes to the one die just typed said back), or None."""
    answer = read.pause_answer(text, start)
    answer = stays(text) if answer is None else answer
    return typed_back(text, typed) if answer is None else answer


def typed_back(text, typed):
    """Return the yes of a question that says back the one die just typed (Re-roll dice 3?
    after 3), or None. One die named alone is its own question elsewhere (Re-roll die 3?, in
    a program that asks of each die in turn, after a y or n): the answer before tells them apart.

    >>> typed_back("Re-roll dice 3? (y/n) ", "3"), typed_back("Re-roll die 3? (y/n) ", "n")
    ('y', None)
    """
    one, asked = (typed or "").strip(), read.question(text)
    said = rf"\bre-?roll\w*\s+(?:the\s+)?dic?e\s+{one}\s*\?"
    if not re.fullmatch(r"[1-5a-e]", one, re.I) or not re.search(said, asked, re.I):
        return None
    return next(iter(yes_said(asked)), None)


def stays(text):
    """Return the no of a question of two that asks whether to leave the game (save and
    quit), where no dice are shown; else None.

    >>> stays("You put 8 points on fours.\\nSave and quit? (y/n): ")
    'n'
    >>> stays("Save these dice? (y/n) "), stays("Roll again or quit? (r/q) ")
    (None, None)
    """
    asked = read.question(text)
    offered = read.CHOICE.search(asked)
    if not (offered and QUITTING.search(asked)) or OF_THE_DICE.search(asked):
        return None
    no = offered.group(2) or offered.group(4)
    return no if no.lower() in read.NO_WORDS and read.find_dice(text) is None else None


def goal_asked(interface, text) -> bool:
    """Return whether a screen asks for a turn's goal line, where a program was seen to ask
    one before the dice: no dice shown, and the question met as the goal's (by its shape), or
    a line's in a goal's words."""
    goal = interface.questions.get("goal")
    if goal is None or read.find_dice(text, interface.shape) is not None:
        return False
    asked = read.question(text)
    met = read.shape(asked) == read.shape(goal)
    return met or read.kind_of(text) == "line" and bool(GOAL_WORDS.search(asked))


def past_goal(session, interface, state, text, used):
    """Answer a turn's goal question, if a screen asks one, with the first line not used it
    takes (the next, where one is refused); return the state and the screens read, the goal's
    question left out."""
    above = "\n".join(read.split_question(text)[0])
    asked = state == "asks" and goal_asked(interface, text)
    for line in [line for line in read.LINES if line not in used] if asked else ():
        session.send(line_answer(line, text, interface, interface.goal_form))
        state, text = session.screen()
        text = without_echo(text)
        if state != "asks" or not goal_asked(interface, text):
            return past_pauses(session, state, f"{above}\n{text}")
    return state, text


def answered(session, text, answer, shape=None):
    """Type an answer; return (taken, state, new screen) (refused: the same question again;
    an answer that brought a traceback, or nothing at all while the program reads on, as
    scanf does after an empty line, is not taken either).
    """
    session.send(answer)
    state, after = session.screen()
    if state == "timeout":  # a loaded machine: the program may yet ask, so wait once more
        state, more = session.screen()
        after += more
    after = without_echo(after)
    crashed = read.TRACEBACK in after
    asked = state == "asks" and (not after.strip() or same_question(text, after, shape))
    if not (crashed or asked):  # taken: past a pause it brought (Press Enter to roll or undo)
        state, after = past_pauses(session, state, after)
    return not (crashed or asked), state, after
