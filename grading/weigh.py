"""Which reading of a re-roll answer the games fit: played on the learned forms, at random,
each re-roll is weighed under each reading (positions or faces, to re-roll or to keep) by
what it changed, over many re-rolls, never one: a re-rolled die shows its old face one time in
six. Where no reading fits the dice's places but one fits their faces, the dice move after a
re-roll (the kept ones first, in a hand), and are judged by the faces kept.
"""

import itertools
from collections import Counter

from grading import screen as read
from grading.answers import meaning
from grading.interface import Driver

EVIDENCE_GAMES = 2
MISFITS = 0.25  # the share of re-rolls a reading may leave unexplained before the words win
CHANGED_ANYWAY = 0.02  # the chance given a kept die changing (a program's fault, not ours)
REFUSED_ANYWAY = 0.02  # the chance given an answer a reading takes being refused
# A reading against the question's words must see its re-rolled dice change as dice do: of
# 30 or more, at most a third the same (a fair die stays once in six).
STAYED, STAYED_OF = 1 / 3, 30


def weigh(start, interface, rng):
    """Play games on the learned forms and keep the reading of re-rolls that best fits them.

    Where answers were refused, and another reading fits better, the games are played again
    in that reading, and weighed anew: those typed in a wrong one say little else.
    """
    if "dice" not in interface.questions:
        return
    said = (interface.faces, interface.keep)  # the reading the question's words suggest
    trials = gathered(start, interface, rng)
    best = best_reading(trials, interface, said)
    if best != said and any(after is None for _, _, after in trials):
        interface.faces, interface.keep = best
        trials = gathered(start, interface, rng)
        best = best_reading(trials, interface, said)
    rolled = [trial for trial in trials if trial[2] is not None]
    interface.faces, interface.keep = settled(rolled, interface, best, said)


def settled(rolled, interface, best, said) -> tuple:
    """Return the reading to keep: the best one, where it explains what the re-rolls changed
    (the dice perhaps moved); else the words' own, and what could not be learned is noted."""
    wrong = misfits(rolled, interface, *best) > len(rolled) * MISFITS
    if wrong:  # the dice may move: the kept ones put first, in a hand
        best, wrong = moved_reading(rolled, interface, said)
    if wrong or best != said and stays_too_often(rolled, interface, best):
        interface.unknown.append(
            "what a re-roll answer means: no reading of it explains what the re-rolls changed,"
            " so it is read as the question's words say"
        )
        return said  # a faulty program: its own words are the fairest reading
    return best


def gathered(start, interface, rng) -> list:
    """Return the re-rolls of a few games played at random on the learned forms, each as
    (answer, dice before, dice after: None where the answer was refused)."""
    trials = []
    for _ in range(EVIDENCE_GAMES):
        session = start()
        try:
            trials += evidence(Driver(session, interface), rng)
        finally:
            session.close()
    return trials


def best_reading(trials, interface, said) -> tuple:
    """Return the reading (faces, keep) that best explains the trials: of two as likely, the
    one the words suggest, then the one that agrees with them on keeping."""
    scores = {}
    for faces, keep in itertools.product((False, True), (False, True)):
        scores[faces, keep] = likelihood(trials, interface, faces, keep)
    return max(scores, key=lambda guess: (scores[guess], guess == said, guess[1] == said[1]))


def moved_reading(trials, interface, said) -> tuple:
    """Return (reading, wrong) where the dice move after a re-roll (the kept ones put first,
    in a hand): the reading whose kept faces are all still shown after the most re-rolls, and
    whether it too misfits; if it fits, the dice are noted as moving (judged by their faces).
    """
    readings = list(itertools.product((False, True), (False, True)))
    fits = {guess: face_misfits(trials, interface, *guess) for guess in readings}
    best = min(readings, key=lambda guess: (fits[guess], guess != said))
    interface.moved = fits[best] <= len(trials) * MISFITS
    return best, not interface.moved


def face_misfits(trials, interface, faces, keep) -> int:
    """Return in how many re-rolls the faces a reading keeps are not all shown after it."""
    count = 0
    for answer, before, after in trials:
        rerolled = meaning(answer, before, *reading_of(interface, faces, keep))
        kept = Counter(before[at - 1] for at in range(1, 6) if at not in (rerolled or ()))
        count += rerolled is None or bool(kept - Counter(after))
    return count


def stays_too_often(trials, interface, reading) -> bool:
    """Return whether the dice a reading says were re-rolled stayed as they were too often to
    be rolled (a program that re-rolls other dice than it was told fits no reading well)."""
    stayed = thrown = 0
    for answer, before, after in trials:
        rerolled = meaning(answer, before, *reading_of(interface, *reading)) or ()
        thrown += len(rerolled)
        stayed += sum(before[at - 1] == after[at - 1] for at in rerolled)
    return thrown >= STAYED_OF and stayed > thrown * STAYED


def reading_of(interface, faces, keep) -> tuple:
    """Return meaning's arguments past the dice for a reading of the interface's answers."""
    return interface.letters, faces, keep, interface.marks, interface.first


def misfits(trials, interface, faces, keep) -> int:
    """Return in how many re-rolls a die this reading keeps changed (or it reads nothing)."""
    count = 0
    for answer, before, after in trials:
        rerolled = meaning(answer, before, *reading_of(interface, faces, keep))
        kept = set(range(1, 6)) - set(rerolled or ())
        count += rerolled is None or any(before[at - 1] != after[at - 1] for at in kept)
    return count


def evidence(driver, rng):
    """Play a game at random; return each re-roll as (answer, dice before, dice after), the
    last with None after where the answer was refused: the game stops there (a program that
    keeps faces refuses a face it does not show, where its answers were taken for positions).
    """
    trials, typed, before = [], None, None
    for _ in range(200):
        kind, groups = driver.next_event()
        if driver.stopped or kind in ("end", "timeout"):
            refused = driver.stopped and driver.misread and typed is not None
            return trials + [(typed, before, None)] * bool(refused)
        if kind == "roll" and typed is not None:
            trials.append((typed, before, groups[1]))
        typed, before = answered(driver, rng, kind, groups, (typed, before))
    return trials


def answered(driver, rng, kind, groups, last) -> tuple:
    """Answer an event of a game played at random; return (the re-roll answer typed, the dice
    it was typed at), as they stand after it."""
    if kind == "roll":
        return None, groups[1]
    if kind == "reroll":
        return typed_at_random(driver, rng), last[1]
    if kind == "line":
        driver.send(first_open(driver))
    return last


def typed_at_random(driver, rng) -> str:
    """Re-roll two or three dice at random, in the form learned; return the answer typed."""
    positions = set(rng.sample(range(1, 6), rng.choice((2, 3))))
    driver.typed = None
    driver.send(" ".join(map(str, sorted(positions))))
    return driver.typed


def likelihood(trials, interface, faces, keep) -> float:
    """Return how well a reading of the answers explains what each re-roll changed, and
    each refusal: an answer the reading takes, refused, is unlikely."""
    total = 1.0
    for answer, before, after in trials:
        rerolled = meaning(answer, before, *reading_of(interface, faces, keep))
        if after is None:
            total *= 1.0 if rerolled is None else REFUSED_ANYWAY
        elif rerolled is None:
            return 0.0
        else:
            total *= changes_fit(rerolled, before, after)
    return total


def changes_fit(rerolled, before, after) -> float:
    """Return the chance of the dice after a re-roll, where the dice rerolled were."""
    total = 1.0
    for place in range(1, 6):
        changed = before[place - 1] != after[place - 1]
        if place in rerolled:
            total *= 5 / 6 if changed else 1 / 6
        else:
            total *= CHANGED_ANYWAY if changed else 1.0
    return total


def first_open(driver) -> str:
    """Return the number of the first line not yet chosen; 1 once all are (it asks on).

    >>> class Chosen:
    ...     def open_lines(self):
    ...         return []  # a program that asks for a line after all six
    >>> first_open(Chosen())
    '1'
    """
    remaining = driver.open_lines()
    return str(1 + read.LINES.index(remaining[0])) if remaining else "1"
