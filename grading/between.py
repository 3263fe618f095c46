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
from grading.again import without_echo
from grading.answers import line_answer

PAUSES = 3  # the questions that are only a pause, in a row, that Enter answers
# A question of the line a turn goes for: Which line are you going for this turn?
GOAL_WORDS = re.compile(r"\b(?:goal|target|aim(?:ing)? (?:for|at)|going for|go for)\b", re.I)


def past_pauses(session, state, text, most=PAUSES, start=False):
    """Press Enter at each question that is only a pause (Press enter to start...), and at the
    start of a game choose play on a menu before it, a few at most; return the state and the
    screens read, one after another.
    """
    for _ in range(most):
        answer = read.pause_answer(text, start) if state == "asks" else None
        if answer is None:
            break
        if read.confirm_answer(read.question(text)) is not None:  # it says back the move: the
            text = "\n".join(read.split_question(text)[0])  # points are read from what follows
        session.send(answer)
        state, more = session.screen()
        text = f"{text}\n{without_echo(more)}"
    return state, text


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
