"""Learning the answer that keeps all the dice at a second re-roll question.

The question's own word is tried first, then the words it offers, then the usual ones. A word
is taken where the same dice come back with the next roll asked, or where the program asks the
same question again with no complaint (having said it kept them all); one that changed the
dice is noted as re-rolling all.
"""

import re

from grading import screen as read
from grading.again import above_prompt
from grading.answers import encode, phrased, words_for, wrapped
from grading.between import answered
from grading.commands import HELP_KEEPS, stop_word
from grading.complaints import says_refused
from grading.helped import help_asked
from grading.said import bare_words, offered_words, stated_words
from grading.unlearned import Unlearnable, quoted

# Words tried for keeping all the dice, after those the question gives: for a re-roll list,
# and for a list of the dice to keep (where every position is tried too).
KEEP_ALL = ("", "0", "n", "none", "no", "k", "keep", "stop", "done", "stay", "s", "keep all")
KEEP_EVERY = ("all", "a", "*", "", "0", "keep all")


def state_after(session, text, interface, dice):
    """Find the answer that keeps all the dice at a second re-roll question."""
    worded = {**bare_words(text), **stated_words(read.words_asked(text))}  # 0 to keep them all
    stated = {**interface.commands, **worded}
    rerolls_all = stated.get("reroll_all", interface.reroll_all)  # keep none: after its command
    interface.reroll_all = phrased(interface.prefix, rerolls_all, read.question(text))
    said = worded.get("keep_all")  # the question's own, not a command's
    for word in keep_all_words(interface, stated, dice, read.question(text)):
        found = kept_all(session, text, interface, word, dice, said)
        if found is not None:
            return found
    stays = HELP_KEEPS.search(help_asked(session, text)[1])  # as the help tells, unoffered
    found = stays and kept_all(session, text, interface, stays.group(1), dice)
    if found:
        return found
    return said_keep_all(session, text, interface, stated.get("keep_all"))


def said_keep_all(session, text, interface, said):
    """Take the question's own word for keeping all (0 for none) as its keep-all answer, where
    no answer kept all and that word re-rolled the dice (the dice not named are re-rolled), so
    that the game is played and its checks say what the word did; else raise Unlearnable."""
    if said is None or interface.reroll_all != said:
        raise Unlearnable(f"no answer kept all the dice at: {quoted(text)}")
    interface.keep_all, interface.reroll_all = said, None
    return answered(session, text, said)[1:]


def kept_all(session, text, interface, word, dice, said=None):
    """Type a word that may keep all the dice; return (state, screen) if it was taken (as
    re-rolling all, where the dice changed, unless it rolls the dice not held), else None.
    The word the question says keeps all (said: 0 to keep them all) is taken where the same
    dice and question come again with no complaint: a program that asks again after keeping
    all (at a turn's first re-roll: 0, then Now you have: and the same question)."""
    taken, state, after = answered(session, text, word, interface.shape)
    shown = read.find_dice(after, interface.shape)
    again = word == said and unchanged(text, after, shown, dice)
    taken = taken or not interface.then and (again or asked_next_roll(text, after, shown, dice))
    if taken:
        note_kept_all(interface, word, shown is not None and shown[0] != dice)
    return (state, after) if taken else None


def unchanged(text, after, shown, dice) -> bool:
    """Return whether a screen shows the dice as they were (or, showing none, says something
    before the same question: Keeping all the dice.), and no complaint (nor a refusal that
    says back what was typed: you typed 3)."""
    if says_refused(after):
        return False
    if shown is None:
        said = read.split_question(after)[0]  # the lines before the question (no echo)
        return bool(said) and read.question(after) == read.question(text)
    return shown[0] == dice


def note_kept_all(interface, word, rerolled) -> None:
    """Note a word taken as keeping all the dice; where they changed, as re-rolling all
    (unless it rolls the dice not held: roll, after hold 1 3)."""
    if not (rerolled and interface.then):
        setattr(interface, "reroll_all" if rerolled else "keep_all", word)


def asked_next_roll(text, after, shown, dice) -> bool:
    """Return whether a word kept all the dice and the program asked again for the next roll
    (0 to keep all five, at ROLL 1/3, then ROLL 2/3): the same dice, no complaint, and what
    stands above the question changed (its count of rolls: a number; not `Type a command`),
    in words that complain of none, nor say back what was typed."""
    if shown is None or shown[0] != dice:
        return False
    before = set(above_prompt(read.clean(text)))
    new = "\n".join(line for line in above_prompt(read.clean(after)) if line not in before)
    return bool(re.search(r"\d", new)) and not says_refused(new)


def keep_all_words(interface, stated, dice, asked="") -> list:
    """Return the answers that may keep all the dice, the question's own word first, then the
    words it offers and leaves unexplained (Dice to throw again (like 2 5), or 'stay'; roll
    <positions> or stay:; positions 1,3,5 / stay / line name / sheet:).

    >>> from grading.interface import Interface
    >>> interface = Interface()
    >>> keep_all_words(interface, {}, [1, 2, 3, 4, 5], "> roll <positions> or stay: ")[:2]
    ['stay', '']
    """
    every = words_for(range(1, 6), dice, interface)  # faces: these dice's alone, so tried last
    every = (every, *KEEP_EVERY) if not interface.faces else (*KEEP_EVERY, every)
    candidates = wrapped(interface.prefix, every if interface.keep else KEEP_ALL)
    if interface.marks:  # every die marked to keep
        candidates = (encode(set(), dice, interface), *candidates)
    first = [stated["keep_all"]] if "keep_all" in stated else []
    first += offered_words(asked)
    if interface.then:  # the holds' commands: the one alone that stops rolling (score)
        first.insert(0, stop_word(asked))
    every = [*first, *candidates]
    return [word for word in dict.fromkeys(every) if word not in (interface.reroll_all, None)]
