"""Learning a program's interface from its screens and from what its answers do.

A first session tries, at each kind of question, the answer forms its words suggest first,
then the others, until one is taken (a refused answer brings the same question again, the
dice unchanged). Later sessions play on the learned forms and weigh what each re-roll
changed, so that a keep-list is told from a re-roll list and faces from positions over many
re-rolls, never from one: a re-rolled die shows its old face one time in six.
"""

import itertools
import random
import re

from grading import screen as read
from grading.interface import (
    ROLLING,
    Driver,
    Interface,
    encode,
    line_answer,
    meaning,
    same_question,
)

KEEP_ALL = ("", "0", "n", "none", "no", "k")
REROLL_ALL = ("all", "a", "0", "")
LINE_FORMS = ("name", "number", "short", "two letters", "letter")
EVIDENCE_GAMES = 2
CHANGED_ANYWAY = 0.02  # the chance given a kept die changing (a program's fault, not ours)


class Unlearnable(Exception):
    """What could not be learned, with the screen quoted: the grading cannot go on."""


def quoted(text: str, lines=4) -> str:
    """Return a screen's last lines, joined with | for a report."""
    shown = [line.strip() for line in read.clean(text).split("\n") if line.strip()]
    return " | ".join(shown[-lines:]) or "nothing"


def learn(start, rng=None) -> Interface:
    """Learn a program's interface in a few sessions (start() gives a fresh one)."""
    interface = Interface()
    session = start()
    try:
        explore(session, interface)
    finally:
        session.close()
    weigh(start, interface, rng or random.Random(7))
    return interface


def explore(session, interface):
    """Play the first turn of a session, trying each kind of question's forms in turn."""
    state, text = first_screen(session, interface)
    dice, asked = read.find_dice(text)[0], 0
    while state == "asks" and asked < 60 and interface.scored is None:
        kind = read.kind_of(text)
        interface.questions.setdefault(kind, read.question(text))
        dice = (read.find_dice(text) or (dice, ""))[0]
        learned = kind if kind in ROLLING else "line"
        interface.kinds.setdefault(read.shape(read.question(text)), learned)
        if learned in ROLLING:
            state, text = try_rolling(session, interface, kind, text, dice)
        else:
            state, text = try_lines(session, interface, text, dice)
        asked += 1
    if interface.scored is None:
        raise Unlearnable(f"no line could be scored; the program printed: {quoted(text)}")


def first_screen(session, interface):
    """Read the first screen: the dice and the heading; raise Unlearnable without dice."""
    state, text = session.screen()
    shown = read.find_dice(text)
    if state != "asks" or shown is None:
        why = "it asked nothing" if state != "asks" else "it showed no five dice"
        raise Unlearnable(f"{why} at its first question; it printed: {quoted(text)}")
    interface.dice = shown[1]
    found = read.heading(text)
    interface.heading = found[2] if found else None
    interface.syntax, interface.faces, interface.keep = suggested(text)
    return state, text


def suggested(text):
    """Return the (syntax, faces, keep) a question's own words suggest."""
    asked = read.question(text)
    example = re.search(
        r"(?:e\.?g\.?|like|such as|example)[\s:,]*'?\"?([^\s)'\"]+(?: [^\s)'\"]+)*)", asked, re.I
    )
    words = example.group(1) if example else ""
    syntax = "spaced"
    if re.fullmatch(r"[1-5]{2,5}", words):
        syntax = "packed"
    elif "," in words or re.search(r"comma", asked, re.I):
        syntax = "comma"
    elif read.has_letters(text) or re.fullmatch(r"[a-eA-E ]+", words or "1"):
        syntax = "letters"
    faces = bool(re.search(r"\b(values?|faces?|numbers? on)\b", asked, re.I))
    return syntax, faces, read.keeps(text)


def hypotheses(interface):
    """Return every (syntax, faces, keep), the suggested one first."""
    first = (interface.syntax, interface.faces, interface.keep)
    rest = itertools.product(
        ("spaced", "packed", "comma", "letters"), (False, True), (False, True)
    )
    return [first, *[guess for guess in rest if guess != first]]


def answered(session, text, answer):
    """Type an answer; return (taken, state, new screen) (refused: the same question again)."""
    session.send(answer)
    state, after = session.screen()
    after = read.clean(after).split("\n", 1)[-1]
    return not (state == "asks" and same_question(text, after)), state, after


def try_rolling(session, interface, kind, text, dice):
    """Find the answers a re-roll question takes: a re-roll of two dice, then keep all."""
    if kind in ("again", "die"):
        interface.die_keeps = kind == "die" and read.keeps(text)
        return yes_or_no(session, interface, text)
    if kind == "count":
        taken, state, after = answered(session, text, "0")
        interface.keep_all = "0" if taken else interface.keep_all
        return state, after
    if interface.tried_reroll:
        return state_after(session, text, interface, dice)
    interface.tried_reroll = True
    for syntax, faces, keep in hypotheses(interface):
        interface.syntax, interface.faces, interface.keep = syntax, faces, keep
        taken, state, after = answered(session, text, encode({1, 2}, dice, interface))
        if taken:
            return state, after
    interface.unknown.append(f"a re-roll answer at {read.question(text)!r}")
    raise Unlearnable(f"no re-roll answer was taken at: {quoted(text)}")


def state_after(session, text, interface, dice):
    """Find the answer that keeps all the dice at a second re-roll question."""
    stated = stated_words(read.question(text))
    interface.reroll_all = stated.get("reroll_all", interface.reroll_all)
    candidates = REROLL_ALL if interface.keep else KEEP_ALL
    for word in dict.fromkeys([*stated.values(), *candidates]):
        taken, state, after = answered(session, text, word)
        shown = read.find_dice(after)
        if taken and shown is not None and shown[0] != dice:  # it re-rolled: it means all
            interface.reroll_all = word
            return state, after
        if taken:
            interface.keep_all = word
            return state, after
    raise Unlearnable(f"no answer kept all the dice at: {quoted(text)}")


def stated_words(asked: str) -> dict:
    """Return the words a question gives for keeping all and re-rolling all, by their meaning.

    >>> stated_words("Keep which? ('all' keeps all, 'none' re-rolls all)")
    {'keep_all': 'all', 'reroll_all': 'none'}
    >>> stated_words("Positions (e.g. 135), or 0 to keep them all:")
    {'keep_all': '0'}
    """
    found = {}
    pattern = r"'([^']*)'|\"([^\"]*)\"|\b(0|n|none|all|enter)\b"
    for match in re.finditer(pattern, asked, re.IGNORECASE):
        word = next(group for group in match.groups() if group is not None)
        after = re.split(r"[,;()'\"]", asked[match.end() : match.end() + 24].lower())[0]
        word = "" if word.lower() == "enter" else word
        if re.search(r"re-?roll|throw|nothing|none\b", after) and "keep all" not in after:
            found.setdefault("reroll_all", word)
        elif re.search(r"keep|stop|done|hold", after):
            found.setdefault("keep_all", word)
    return found


def yes_or_no(session, interface, text):
    """Find the words for yes and no; answer no (keep) here."""
    for yes, no in (("y", "n"), ("yes", "no"), ("Y", "N")):
        interface.yes, interface.no = yes, no
        taken, state, after = answered(session, text, no if not interface.die_keeps else yes)
        if taken:
            return state, after
    raise Unlearnable(f"neither y nor n was taken at: {quoted(text)}")


def try_lines(session, interface, text, dice):
    """Find the form a line question takes: by trying each on the best open line."""
    if read.menu(text):
        labels = "".join(read.menu(text))
        forms = ["number" if labels[:1].isdigit() else "letter", *LINE_FORMS]
    else:
        forms = list(LINE_FORMS)
    line = max(
        read.LINES,
        key=lambda name: dice.count(read.LINES.index(name) + 1) * (read.LINES.index(name) + 1),
    )
    for form in forms:
        interface.line_form = form
        answer = line_answer(line, text, interface)
        taken, state, after = answered(session, text, answer)
        if taken:
            interface.line_example = answer
            found = read.points_for(after, line)
            interface.scored = found[1] if found else f"(no points shown after {answer!r})"
            total = read.total_of(after)
            interface.total = total[1] if total else None
            return state, after
    raise Unlearnable(f"no line answer was taken at: {quoted(text)}")


def weigh(start, interface, rng):
    """Play games on the learned forms and keep the reading of re-rolls that best fits them."""
    if "dice" not in interface.questions:
        return
    trials = []
    for _ in range(EVIDENCE_GAMES):
        session = start()
        try:
            trials += evidence(Driver(session, interface), rng)
        finally:
            session.close()
    scores = {}
    for faces, keep in itertools.product((False, True), (False, True)):
        scores[faces, keep] = likelihood(trials, interface.syntax, faces, keep)
    best = max(
        scores, key=lambda guess: (scores[guess], guess == (interface.faces, interface.keep))
    )
    interface.faces, interface.keep = best


def evidence(driver, rng):
    """Play a game at random; return each re-roll as (answer, dice before, dice after)."""
    trials, typed, before = [], None, None
    for _ in range(200):
        kind, groups = driver.next_event()
        if kind == "roll" and typed is not None:
            trials.append((typed, before, groups[1]))
        if kind == "roll":
            before, typed = groups[1], None
        elif kind == "reroll":
            positions = set(rng.sample(range(1, 6), rng.choice((2, 3))))
            typed = encode(positions, before, driver.interface) if driver.kind == "dice" else None
            driver.send(" ".join(map(str, sorted(positions))))
        elif kind == "line":
            driver.send(str(1 + read.LINES.index(driver.open_lines()[0])))
        elif kind in ("end", "timeout"):
            break
    return trials


def likelihood(trials, syntax, faces, keep) -> float:
    """Return how well a reading of the answers explains what each re-roll changed."""
    total = 1.0
    for answer, before, after in trials:
        rerolled = meaning(answer, before, syntax, faces, keep)
        if rerolled is None:
            return 0.0
        for place in range(1, 6):
            changed = before[place - 1] != after[place - 1]
            if place in rerolled:
                total *= 5 / 6 if changed else 1 / 6
            else:
                total *= CHANGED_ANYWAY if changed else 1.0
    return total
