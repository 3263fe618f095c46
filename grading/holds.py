"""Dice held: the holds a screen shows (HELD under a die), and answers that only hold dice:
a command marks them held (hold 1 3 5 shows the same dice and question, `held: * - * - -`,
and no complaint), and another, alone among the program's commands, rolls the others (roll,
throw); holding none (hold none) re-rolls all.
"""

import re

from grading import screen as read
from grading.again import shown_again
from grading.between import answered
from grading.commands import released_all, roll_word
from grading.rows import held_marked


def rolled_on(session, interface, text) -> tuple:
    """Where an answer naming dice after a command (hold 1 3) showed them again, uncomplaining,
    type the word the program gives for rolling the others (roll), if it gives one; return
    (taken, state, screen). Taken, the word follows each re-roll's answer from then on, and
    holding none (hold none) re-rolls all."""
    word = roll_word(read.question(text)) or roll_word(session.transcript)
    if word is None or not interface.prefix:  # a command names the dice held: hold 1 3
        return False, "asks", text
    taken, state, after = answered(session, text, word, interface.shape)
    if taken:
        interface.then = word
        released = released_all(session.transcript, interface.prefix)
        interface.reroll_all = released or interface.reroll_all  # roll alone keeps the held
    return taken, state, after


def typed_then(session, interface, text, answer) -> tuple:
    """Type an answer, and the word that rolls the others after it where the program has
    one (hold none, then roll); return (taken, state, screen)."""
    taken, state, after = answered(session, text, answer, interface.shape)
    if not taken and interface.then and state == "asks" and shown_again(after, interface.shape):
        taken, state, after = answered(session, after, interface.then, interface.shape)
    return taken, state, after


def holds_shown(text: str) -> bool:
    """Return whether a screen marks a die as held (HELD under it, or (6) beside a bare 5), above
    its question.

    >>> asked = "Type a die (1-5) to hold/release it, R to roll those not held: "
    >>> holds_shown(f"  4   2   6   1   3\\n  HELD    HELD\\n{asked}"), holds_shown(asked)
    (True, False)
    """
    above = text[: text.rfind(read.question(text))]
    marked = any(map(held_marked, above.split("\n")))  # (6) (2) 5 6 6: the first two held
    return marked or bool(re.search(r"\bheld\b", above, re.IGNORECASE))
