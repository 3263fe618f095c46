"""A program's help, read: the commands it shows unasked (r <dice#s> = reroll, s = score) or
gives when asked (help, h, ?), the word a re-roll's positions follow, the word that keeps all,
and a hold editor's keys. Learning (grading/learn.py) asks for it where no answer form was taken.
"""

from grading import screen as read
from grading.again import above_prompt
from grading.answers import suggested
from grading.between import answered
from grading.commands import (
    HELP_KEEPS,
    HELP_OFFERED,
    HELP_REROLLS_ALL,
    command_word,
    help_said,
    hold_keys,
    line_command,
)
from grading.marks import KEEP_ACTION, marks_of
from grading.said import stated_words

HELP_WORDS = ("help", "h", "?")  # a help a program does not offer, as a player would ask it


def asked_help(session, interface, text) -> tuple:
    """Ask for the help a program offers (type 'help' at any prompt), or as a terse one may
    have it unoffered (help, h, ?: the first a table of lines answers), and read in it the
    word a re-roll's positions follow, or its marks; return (the question shown again, its
    dice), or (None, None).
    """
    state, after = help_shown(session, text)
    read_help(interface, text, after)
    shown = read.find_dice(session.transcript, interface.shape)
    if state != "asks" or interface.prefix is None and not interface.marks or shown is None:
        return None, None
    return text, shown[0]  # an answer refused asks the question again, not the help


def help_shown(session, text) -> tuple:
    """Return (state, help): the commands a program showed unasked, as a banner (r <dice#s> =
    reroll, s <1-6> = score), else the help it gives when asked."""
    if command_word(session.transcript) is not None:
        return "asks", session.transcript
    return help_asked(session, text)


def help_asked(session, text) -> tuple:
    """Ask for a program's help, as it offers it, or as a terse one may have it unoffered
    (help, h, ?: the first that a table of lines answers); return (state, screen)."""
    offered = HELP_OFFERED.search(session.transcript)
    for word in [offered.group(1)] if offered else HELP_WORDS:
        state, after = answered(session, text, word)[1:]
        if state != "asks" or len(above_prompt(after)) > 1:
            break
    return state, after


def read_help(interface, text, helped) -> None:
    """Read a program's help: the word a re-roll's positions follow, the word that keeps all,
    or a hold editor's keys, the question's own words."""
    interface.prefix = command_word(helped)
    interface.form = command_form(interface, helped)
    interface.marks = interface.marks or marks_of(helped)
    interface.line_word = line_command(helped)
    stays = HELP_KEEPS.search(helped)  # stay    keep these dice and score them
    said = stated_words(command_row(interface, helped)).get("keep_all")  # r 1 3 = ... | s = score
    interface.commands = {"keep_all": stays.group(1) if stays else said} if stays or said else {}
    rolls_all = HELP_REROLLS_ALL.search(helped)  # k      re-roll all five
    interface.reroll_all = rolls_all.group(1) if rolls_all else interface.reroll_all
    keys = hold_keys(help_said(helped)) if interface.prefix is None else None
    if keys:  # 1-5  hold / release that die, r  roll the rest
        note_keys(interface, text, keys)


def command_form(interface, helped):
    """Return the form of a re-roll answer the help's row of the command suggests, where a
    command was found in it (k POS  keep dice at positions POS); else the form as it was."""
    row = command_row(interface, helped)
    if not row:
        return interface.form
    keeps = bool(KEEP_ACTION.match(interface.prefix))  # r <positions> re-rolls, k = keep or not
    return (*suggested(row)[:4], keeps)


def command_row(interface, helped) -> str:
    """Return the help's first row that shows the command of the dice learned, or ''."""
    rows = [row for row in helped.split("\n") if command_word(row) == interface.prefix]
    return rows[0] if interface.prefix and rows else ""


def note_keys(interface, text, keys) -> None:
    """Note a question's hold editor's keys (roll, stop), by its own words or its help's."""
    interface.told[read.shape(read.question(text))] = keys
    interface.stop = keys[1]
