"""Learning a program's interface from its screens and from what its answers do.

A first session tries, at each kind of question, the answer forms its words suggest first,
then the others, until one is taken (a refused answer brings the same question again, the
dice unchanged). Later sessions play on the learned forms and weigh what each re-roll
changed, so that a keep-list is told from a re-roll list and faces from positions over many
re-rolls, never from one: a re-rolled die shows its old face one time in six.
"""

import random
import re

from grading import points
from grading import screen as read
from grading.again import (
    known_by_shape,
    misread,
    prompt_line,
    shown_again,
    shown_dice,
)
from grading.answers import (
    CELLS,
    SPELLED_ASKED,
    encode,
    hypotheses,
    line_answer,
    line_word,
    prefixed,
    suggested,
    token_asked,
    unmistaken,
    words_for,
)
from grading.backmenu import back_key
from grading.between import answered, past_goal, past_pauses
from grading.commands import (
    command_word,
    hold_keys,
)
from grading.helped import asked_help, note_keys
from grading.holds import holds_shown, rolled_on, typed_then
from grading.interface import (
    ONE_A_QUESTION,
    ROLLING,
    Interface,
    kind_asked,
)
from grading.keepall import state_after
from grading.marks import KEEP_ACTION, marks_of
from grading.onedie import die_named, ending_words, toggles
from grading.rows import (
    SORTED_SAID,
    ZERO_BASED,
    ZERO_LABELS,
    counted_dice,
    shape_of,
    sorted_beside,
)
from grading.said import bare_words, stated_words
from grading.unlearned import Unlearnable, quoted
from grading.weigh import weigh

LINE_FORMS = ("name", "number", "short", "two letters", "letter")


def learn(start, rng=None) -> Interface:
    """Learn a program's interface in a few sessions (start() gives a fresh one)."""
    interface = Interface()
    session = start()
    try:
        explore(session, interface)
    finally:
        session.close()
    weigh(start, interface, rng or random.Random(7))
    asked = interface.questions.get("dice")  # never met re-rolling all: the words it gives
    if interface.reroll_all is None and asked:
        said = {**bare_words(asked), **stated_words(asked)}
        interface.reroll_all = said.get("reroll_all")
    if interface.reroll_all is None and interface.keep and asked and not interface.marks:
        keeps_none(start(), interface)
    return interface


NONE_KEPT = ("none", "0", "-", "nothing")  # a keep-list's words for none: all re-rolled


def keeps_none(session, interface) -> None:
    """Find the word a keep-list takes for none kept, where its words give none (keep> with
    'none' told only in its help): each typed at the first question until one brings new
    dice and asks which to keep again."""
    try:
        state, text = past_pauses(session, *session.screen(), start=True)
        state, text = past_goal(session, interface, state, text, [])
        for word in NONE_KEPT if state == "asks" else ():
            word = prefixed(interface.prefix, word) if interface.then else word  # hold none
            taken, state, after = typed_then(session, interface, text, word)
            if taken and read.find_dice(after, interface.shape) is not None:
                rolling = kind_asked(after, interface.kinds) in ROLLING
                interface.reroll_all = word if rolling else None
                return
    finally:
        session.close()


def explore(session, interface):
    """Play the first turn of a session, trying each kind of question's forms in turn."""
    state, text = first_screen(session, interface)
    dice, asked, used, learned = read.find_dice(text)[0], 0, [], None
    while state == "asks" and asked < 60 and None in (interface.scored, interface.keep_all):
        learned, dice = note_question(interface, text, dice, learned)
        if learned in ROLLING:
            state, text = try_rolling(session, interface, learned, text, dice)
        else:
            state, text = try_lines(session, interface, text, dice, used)
        state, text = past_goal(session, interface, state, text, used)
        asked += 1
    if interface.scored is None:
        raise Unlearnable(f"no line could be scored; the program printed: {quoted(text)}")
    if interface.keep_all is None:
        interface.keep_all = ""
        interface.unknown.append("the answer that keeps all the dice (an empty one is typed)")


def takes_line(interface, text) -> bool:
    """Return whether a question of the dice met again, its re-roll learned, takes a line too
    (roll <dice> | score <line>): there a line is chosen, and that keeps all the dice."""
    if back_key(text) is not None:  # a line menu with a way back to the dice, met again
        return interface.tried_reroll and interface.scored is None
    asked = line_word(interface, read.question(text))
    return interface.tried_reroll and interface.keep_all is None and bool(asked)


def note_question(interface, text, dice, before=None):
    """Note a question met while learning; return what it asks and the dice it shows. After
    roll again? (before), a question in no words known asks which dice."""
    kind = kind_learned(interface, text)
    kind = "dice" if kind == "unknown" and before == "again" else kind
    shown = read.find_dice(text, interface.shape)
    note_order(interface, text, shown)
    interface.questions.setdefault(kind, read.words_asked(text))
    learned = kind if kind in ROLLING else "line"
    if not note_back(interface, text, kind):  # a line menu's way back goes with the re-rolls
        note_kind(interface, text, learned)
    if learned in ROLLING and takes_line(interface, text):  # answered with a line this time
        learned = line_this_time(interface, text)
    return learned, (shown or (dice, ""))[0]


def note_back(interface, text, kind) -> bool:
    """Note a line menu with a way back to the dice, asked first after a roll (a question of
    rolling again); return whether a screen shows one (first or not)."""
    back = back_key(text) is not None
    interface.back_to_dice = interface.back_to_dice or back and kind == "again"
    return back


def line_this_time(interface, text) -> str:
    """Note a question of the dice (or a line menu with a way back to them), met again, that
    is answered with a line this time: that keeps all the dice. Return "line"."""
    interface.line_at_dice = back_key(text) is None
    interface.keep_all = interface.keep_all or ""
    return "line"


def note_kind(interface, text, learned) -> None:
    """Note what a question asks by its shape, and by its prompt's alone where it has a word
    (rr> under dice, with a legend above it the first time; a bare > tells nothing): a shape
    met asking two kinds (You:) tells none."""
    worded = re.findall(r".*[a-z].*", prompt_line(text), re.IGNORECASE)
    for shape in {read.shape(read.question(text)), *map(read.shape, worded)}:
        noted = interface.kinds.get(shape, learned)
        interface.kinds[shape] = learned if noted == learned else None


def note_order(interface, text, shown) -> None:
    """Note dice shown sorted: said so, or said by counts of faces (lowest first)."""
    counted = shown is not None and counted_dice(shown[1]) is not None
    beside = shown is not None and sorted_beside(shown[1])  # the dice, then the same sorted
    said = bool(SORTED_SAID.search(text)) and not beside
    interface.sorted_dice = interface.sorted_dice or said or counted


def first_screen(session, interface):
    """Read the first screen: the dice and the heading (past a turn's goal line, asked before
    its dice); raise Unlearnable without dice."""
    state, text = past_pauses(session, *session.screen(), start=True)
    before = text
    state, text = first_goal(session, interface, state, text)
    shown = read.find_dice(text)
    if state != "asks" or shown is None:
        why = "it asked nothing" if state != "asks" else "it showed no five dice"
        raise Unlearnable(f"{why} at its first question; it printed: {quoted(text)}")
    interface.dice, interface.shape = shown[1], shape_of(shown[1])
    found = read.heading(text) or read.heading(before)
    interface.heading = found[2] if found else None
    return state, text


def first_goal(session, interface, state, text):
    """Learn the form a turn's goal line takes, where a line is asked before any dice: each
    line form tried on Ones until one brings the dice; return (state, screen)."""
    if state != "asks" or read.find_dice(text) is not None or read.kind_of(text) != "line":
        return state, text
    interface.questions["goal"] = read.question(text)
    for form in line_forms(interface, text):
        answer = line_answer(read.LINES[0], text, interface, form)
        taken, state, after = answered(session, text, answer)
        if taken and read.find_dice(after) is not None:
            interface.goal_form = form
            return state, after
    raise Unlearnable(f"no line before the dice brought them at: {quoted(text)}")


def try_rolling(session, interface, kind, text, dice):
    """Find the answers a re-roll question takes: a re-roll of three dice, then keep all."""
    if back_key(text) is not None:
        return go_back_to_dice(session, text)
    if kind in ("again", "die"):
        return yes_first(session, interface, kind, text)
    if kind in ONE_A_QUESTION:
        return one_a_question(session, interface, kind, text)
    if interface.tried_reroll and interface.keep_all is None:
        return state_after(session, text, interface, dice)
    if interface.tried_reroll:  # all is learned: keep all, to reach the line question
        return keep_to_line(session, interface, text, dice)
    return first_reroll(session, interface, text, dice)


def keep_to_line(session, interface, text, dice):
    """Keep all the dice, to reach the line question; where the same question comes instead
    (keeping all ends no rolling, which the checks judge), re-roll die 1, so that the rolls
    run out (held-out batch 95). Return (state, screen)."""
    state, after = answered(session, text, interface.keep_all)[1:]
    if state != "asks" or read.question(after) != read.question(text):
        return state, after
    return answered(session, after, encode({1}, dice, interface))[1:]


def go_back_to_dice(session, text):
    """Go back to the dice from a line menu that offers it, to meet the question of which
    dice; raise Unlearnable where its key is refused."""
    taken, state, after = answered(session, text, back_key(text))
    if not taken:
        raise Unlearnable(f"the way back to the dice was refused at: {quoted(text)}")
    return state, after


def yes_first(session, interface, kind, text):
    """Answer a question of two: yes the first time (roll again, or re-roll die 1, so that a
    program that wants a die re-rolled goes on), to meet what follows; then keep (and no to
    roll again once keeping all is learned: how many? 0 may go back to it)."""
    first = kind == "again" and interface.keep_all is None or die_named(read.question(text)) == 1
    reroll = not interface.tried_reroll and first
    interface.tried_reroll = interface.tried_reroll or kind == "die" and reroll
    return yes_or_no(session, interface, text, reroll, kind)


def zero_based(text: str) -> bool:
    """Return whether a question's screen numbers the dice from 0: its words say so, or the
    dice are shown labelled from 0.

    >>> zero_based("Roll 1:  [0]=3 [1]=1 [2]=6 [3]=4 [4]=5\\n  2 | #\\n  3 | \\nWhich? ")
    True
    >>> zero_based("Dice: 3 1 6 4 5\\nRe-roll which (0-based positions, packed)? ")
    True
    """
    shown = read.find_dice(text)
    labelled = shown is not None and ZERO_LABELS.search(shown[1])
    return bool(ZERO_BASED.search(read.lines_before(text, 6)) or labelled)


def first_reroll(session, interface, text, dice):
    """Find the form of the answer to which dice: each reading tried, on three dice.

    Three, so that a re-roll that shows the same faces (1 in 216) is not taken for a refusal.
    """
    interface.tried_reroll = True
    interface.form = suggested(text)  # at the question that asks which dice, its own words
    interface.spelled = bool(SPELLED_ASKED.search(read.words_asked(text)))
    interface.first = 0 if zero_based(text) else 1
    interface.marks = marks_of(read.question(text)) or marks_of(read.lines_before(text))
    interface.prefix = command_word(read.question(text))
    interface.token = token_asked(read.question(text))
    named = interface.prefix  # roll <dice>: those re-rolled; keep <dice>: those kept
    interface.keep = bool(KEEP_ACTION.match(named)) if named else interface.keep
    found = reroll_forms(session, interface, text, dice) or told_forms(session, interface, text)
    if found is not None:
        return found
    interface.unknown.append(f"a re-roll answer at {read.question(text)!r}")
    raise Unlearnable(f"no re-roll answer was taken at: {quoted(text)}")


def told_forms(session, interface, text):
    """Where no form was taken, find one as the program's help tells: a command before the
    positions (r <positions>), or a die held by its number, and r rolls; or return None."""
    found = None
    if not interface.prefix:
        found = reroll_forms(session, interface, *asked_help(session, interface, text))
    if found is None and interface.told:
        found = held_by_number(session, interface, text)
    return found


def reroll_forms(session, interface, text, dice):
    """Try each reading of a re-roll answer; return (state, screen) once one is taken, or None.

    A reading taken whose dice could not have come from it (none changed, 1 in 216 had it
    re-rolled three, or a die it kept changed: 04 read as die 4 alone, not dice 0 and 4) is
    doubted: see other_format.
    """
    if text is None:
        return None
    for form in hypotheses(interface.form):
        interface.form = form
        rerolled = unmistaken(dice, interface)
        taken, state, after = typed_form(session, interface, text, dice, rerolled)
        if taken and misread(text, after, dice, rerolled, interface.shape):
            return other_format(session, interface, after, (state, after))
        if taken:
            return state, after
    return None


def other_format(session, interface, text, found):
    """Where a reading taken is doubted and the same question comes next (found: its state and
    screen), try there the readings written otherwise (other separators, letters); return the
    state and screen of the one taken, else found (the same question stands, its dice shown).

    One taken that changed a die stands; else the doubted one does. Whether it keeps or
    re-rolls the dice it names, and names them by face or place, is left to the sessions that
    weigh many re-rolls: a program whose fault changes a die it keeps would mislead it here.
    """
    doubted, dice = interface.form, shown_dice(text, interface.shape)
    for form in hypotheses(doubted):
        if form[:2] == doubted[:2]:
            continue
        interface.form = form
        rerolled = unmistaken(dice, interface)
        taken, state, after = typed_form(session, interface, text, dice, rerolled)
        if taken or state != "asks":  # taken, or the program has gone
            shown = shown_dice(after, interface.shape)
            interface.form = form if shown and shown != dice else doubted
            return state, after
    interface.form = doubted
    return found


def typed_form(session, interface, text, dice, rerolled) -> tuple:
    """Type a re-roll of dice in the form tried; return (taken, state, screen). One that seems
    refused but showed the dice again (the same faces, 1 in 216) is typed once more."""
    answer = encode(rerolled, dice, interface)
    taken, state, after = answered(session, text, answer, interface.shape)
    if not taken and state == "asks" and shown_again(after, interface.shape):
        taken, state, after = answered(session, after, answer, interface.shape)
    if not taken and state == "asks" and shown_again(after, interface.shape):
        taken, state, after = rolled_on(session, interface, after)
    return taken, state, after


def held_by_number(session, interface, text):
    """Play a question that says nothing of itself ([turn 1, roll 1] >) as its help tells: a
    die's number holds or releases it, a word rolls the rest, another stops rolling."""
    asked = read.question(text)
    interface.kinds[read.shape(asked)] = "one"
    interface.questions["one"] = interface.questions.pop("dice", asked)
    interface.tried_reroll = False
    return one_a_question(session, interface, "one", text)


def kind_learned(interface, text) -> str:
    """Return what a question asks: one die a question at a hold editor (its keys named by it,
    or by its help); by its words; which dice where it offers a mark for each die (one more
    time k or r for each one), or at the first question under dice that says nothing of
    itself (T1 R1>)."""
    if back_key(text) is not None:  # a line menu with a way back to the dice: roll again?
        return "again" if interface.keep_all is None else "line"  # all kept: the line
    keys = known_by_shape(interface.told, text) or hold_keys(read.question(text))
    if keys:
        note_keys(interface, text, keys)
        return "one"
    kind = kind_read(text)
    return kind if kind != "unknown" else kind_unsaid(interface, text)


def kind_read(text) -> str:
    """Return what a question asks by its screen: which dice where it offers a mark for each
    die; unknown where it says nothing of itself under dice and a sheet (>); else its kind."""
    kind = read.kind_of(text)
    if kind in ("unknown", "die", "again") and marks_of(read.question(text)):  # y/n x5
        return "dice"
    return "unknown" if kind == "line" and unworded(text) else kind


# A prompt that asks nothing of itself: >, Command (k/r/s/?):, Your move:
ASKS_NOTHING = re.compile(
    r"\W*(?:(?:your\s+)?(?:command|choice|move|action|input)\s*)?(?:[(\[][^()\[\]]*[)\]])?\W*",
    re.IGNORECASE,
)


def unworded(text) -> bool:
    """Return whether a question of no words (>, Command (k/r/s/?):) comes under dice, its
    lines shown only as a sheet (ones=_ twos=_), no menu: it says nothing of itself (its
    commands in a help, h).

    >>> unworded("1:[6]  2:[3]  3:[1]  4:[4]  5:[4]\\nSheet: ones=_ twos=_ threes=_\\n> ")
    True
    >>> unworded("(6)  (2)  (5)  (4)  (3)\\n1 Ones    -  2 Twos    -\\nCommand (k/r/s/?): ")
    True
    """
    bare = ASKS_NOTHING.fullmatch(prompt_line(text))
    return bool(bare) and bool(read.find_dice(text)) and not read.menu(text)


def kind_unsaid(interface, text) -> str:
    """Return what a question that says nothing of itself asks: as it was where met before;
    else which dice, under dice (T1 R1>)."""
    if interface.tried_reroll and interface.prefix and read.find_dice(text):
        return known_by_shape(interface.kinds, text) or "dice"  # > under dice, r 1 3 learned
    if interface.tried_reroll:  # a question of no words, met before: as it was
        return known_by_shape(interface.kinds, text) or "unknown"
    return "dice" if read.find_dice(text) else "unknown"


def one_a_question(session, interface, kind, text):
    """Answer a question that takes dice one a question. How many? 0 (if taken, it keeps all).
    One die a question: dice 1 to 3 the first time, then the word that ends the choosing (its
    own words give it), which alone keeps all later on.
    """
    if kind == "count":
        return none_counted(session, interface, text)
    ending = note_ending(interface, text)
    if interface.toggle_unseen:  # no hold shown: a roll tells whether they stay
        return holds_by_roll(session, interface, text, ending)
    if interface.tried_reroll and interface.stop:  # held by number: the word that stops rolling
        return answered(session, text, interface.stop)[1:]
    if not interface.tried_reroll:
        interface.tried_reroll = True
        name_three(session, interface, text)
    return answered(session, text, ending)[1:]


def name_three(session, interface, text) -> None:
    """Name dice 1 to 3, one a question (by their letters, where the dice are lettered A to
    E); raise Unlearnable if a die named asks no next one (nothing shown: scanf reads on)."""
    interface.letters, interface.upper = lettered(session.transcript[-2000:] + text)
    for place in (1, 2, 3):  # each asks for the next die: the same question again
        answer = words_for([place], [0] * 5, interface)
        state, after = answered(session, text, answer)[1:]
        if state != "asks" or after.strip() and kind_learned(interface, after) != "one":
            raise Unlearnable(f"after die {answer}, no next die was asked: {quoted(after)}")


def lettered(text: str) -> tuple:
    """Return whether a screen names the dice by letters (a row A to E over them, or a
    question's range A-E), and whether in capitals.

    >>> lettered("    A   B   C   D   E\\n   (4) (3) (3) (5) (5)\\nDie to re-roll (A-E): ")
    (True, True)
    """
    ranged = re.search(r"\b([Aa])\s*(?:-|to)\s*[Ee]\b", read.question(text))
    row = re.search(r"^\W*([Aa])\W+[Bb]\W+[Cc]\W+[Dd]\W+[Ee]\W*$", read.clean(text), re.M)
    found = ranged or row
    return bool(found), bool(found) and found.group(1) == "A"


def none_counted(session, interface, text):
    """Answer how many dice? with 0: if taken, it keeps all. If refused (a yes to roll again
    came first, whose no keeps all), re-roll one die, die 1: how many, then which, is how it
    re-rolls."""
    taken, state, after = answered(session, text, "0")
    interface.keep_all = "0" if taken else interface.keep_all
    if not taken and state == "asks":
        interface.tried_reroll = True
        state, after = answered(session, after, "1")[1:]
        if state == "asks" and kind_learned(interface, after) in ("dice", "one"):
            state, after = answered(session, after, "1")[1:]
    return state, after


def note_ending(interface, text) -> str:
    """Note what a question of one die a question takes, by its words (or a hold editor's
    keys): the word that ends the choosing, whether the dice named are kept, and whether
    they are held by turns; return that word."""
    told, asked = known_by_shape(interface.told, text), read.question(text)
    ending, stop = (told[0], None) if told else ending_words(asked)
    interface.keep_all, interface.keep = ending, True if told else read.keeps(text)
    interface.stop = stop or interface.stop  # r = roll picked, s = stop: s alone keeps all
    interface.toggle_unseen = note_toggle(interface, text, bool(told) or toggles(asked))
    return ending


def note_toggle(interface, text, toggled) -> bool:
    """Note a question where a die named is held and released by turns (toggled): whether
    the holds of one re-roll are still shown at the next (they stay) or not; return True
    where none is shown, so that a roll tells.
    """
    if not toggled or interface.holds_seen:
        return False
    if not interface.tried_reroll:
        interface.toggle = interface.toggle or "clear"
        return False
    interface.holds_seen = True  # the second question: dice 1 to 3 were held at the first
    interface.toggle = "stay" if holds_shown(text) else "clear"
    return interface.toggle == "clear"


def holds_by_roll(session, interface, text, ending):
    """Roll with no die named, where no hold is shown (in colours alone, or not at all): if
    dice 1 to 3, held at the first question, stay as they were, so do the holds (where they
    clear, all five are rolled, and the three stay 1 time in 216)."""
    before = read.find_dice(text, interface.shape)
    state, after = answered(session, text, ending)[1:]
    shown = read.find_dice(after, interface.shape)
    if before and shown and before[0][:3] == shown[0][:3]:
        interface.toggle = "stay"
    return state, after


def yes_or_no(session, interface, text, reroll=False, kind="die"):
    """Find the answers of a question of two (re-roll, keep); answer keep (or re-roll).

    Each kind of question keeps its own two (roll again? y/n, then hold die 1? h/r). A re-roll
    refused (No re-rolls left) is answered with the keep of the same two.
    """
    for reroll_word, keep in answer_pairs(text, interface.pairs.get(kind)):
        interface.yes, interface.no = reroll_word, keep
        interface.pairs[kind] = [reroll_word, keep]
        kept, (taken, state, after) = two_tried(session, text, (reroll_word, keep), reroll)
        if taken and kept and interface.keep_all is None:
            interface.keep_all = ""  # no dice question to keep all at: the answer no does it
        if taken:
            return state, after
    raise Unlearnable(f"no answer of two was taken at: {quoted(text)}")


def two_tried(session, text, pair, reroll) -> tuple:
    """Type the re-roll of a pair (or its keep); where the re-roll is refused, the keep.
    Return (whether the keep was typed, what answered gives)."""
    found = answered(session, text, pair[0] if reroll else pair[1])
    if reroll and not found[0] and found[1] == "asks":  # no re-rolls left: keep
        return True, answered(session, text, pair[1])
    return not reroll, found


def answer_pairs(text, learned=None) -> list:
    """Return the pairs (re-roll, keep) to try at a question of two: its own choices first,
    then those learned where it was met before (its menu shown once, above an earlier asking).

    >>> answer_pairs("Re-roll die 1? (Y/N)")
    [('Y', 'N'), ('y', 'n'), ('yes', 'no')]
    >>> answer_pairs("Choose [k/a/s/d/t/?] > ", ["k", "s"])[0]
    ('k', 's')
    """
    offered = read.rolling_menu(text) or read.choices(read.question(text))
    pairs = [offered, tuple(word.lower() for word in offered)] if offered else []
    pairs += [tuple(learned)] if learned else []
    return list(dict.fromkeys([*pairs, ("y", "n"), ("yes", "no")]))


def try_lines(session, interface, text, dice, used):
    """Find the form a line question takes: by trying each on the best open line."""
    open_lines = [line for line in read.LINES if line not in used]
    if not open_lines:
        raise Unlearnable(f"a line question came after every line was used: {quoted(text)}")
    line = max(open_lines, key=lambda name: dice.count(read.LINES.index(name) + 1) * len(name))
    for form in line_forms(interface, text):
        interface.line_form = form
        answer = line_answer(line, text, interface)
        taken, state, after = answered(session, text, answer)
        if taken:
            used.append(line)
            state, after = past_pauses(session, state, after)  # a confirmation: its points after
            note_scored(interface, answer, points.points_for(after, line), points.total_of(after))
            return state, after
    raise Unlearnable(f"no line answer was taken at: {quoted(text)}")


def line_forms(interface, text) -> list:
    """Return the forms of a line answer to try: a menu's labels first; once learned, its own."""
    if interface.scored:
        return [interface.line_form]
    labels = "".join(read.menu(text))
    first = ["number" if labels[:1].isdigit() else "letter"] if labels else []
    if NUMBER_ASKED.search(read.question(text)):  # "Line number to score:", "Which line (1-6)?"
        first.append("number")
    if read.SIX_LETTERS.search(read.question(text)):  # "Choose a line (A-F):"
        first.append("letter")
    if CELLS.search(read.question(text)):  # "Cell to write the score in (C1-C6):"
        first.insert(0, "cell")
    return [*first, *LINE_FORMS]


NUMBER_ASKED = re.compile(r"\bnumber\b|\b1\s*(?:-|to)\s*6\b", re.IGNORECASE)


def note_scored(interface, answer, found, total):
    """Note what the first line taken showed: its points (or none), and a running total."""
    interface.line_example = interface.line_example or answer
    shown = f"(none shown after {answer!r}: read from the sheet at the end)"
    interface.scored = found[1] if found else shown
    interface.total = total[1] if total else None
