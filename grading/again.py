"""Whether a screen asks its question again: an answer refused, told from one taken.

A program refuses an answer by asking the same question again, in the same words or in its
own (a complaint, then the question, or the question alone), its dice unchanged; and a
question met again is known by its shape, its numbers blanked. Each is pure, taking screens.
"""

import re
from collections import Counter

from grading import screen as read
from grading.complaints import YOU_TYPED, is_complaint
from grading.onedie import die_named
from grading.prompt import continued

ROLLING = ("dice", "die", "again", "count", "one")  # the kinds a re-roll decision asks


def in_pieces(text: str, questions) -> str:
    """Return how a bad answer was read in pieces, where the screen after it shows a question
    (one of those learned) answered with no answer typed: a line read 15 characters at a
    time, the rest of it taken as the answers that follow; else "".

    >>> in_pieces("Unknown command.\\n[1 left] > Unknown command.\\n[1 left] > ", ["[2 left] >"])
    'it was read in pieces, the rest of the line taken as answers: [1 left] > Unknown command.'
    >>> in_pieces("Unknown command.\\n[2 left] > ", ["[2 left] >"])
    ''
    """
    unasked = answered_unasked(text, questions)
    return f"{IN_PIECES}, the rest of the line taken as answers: {unasked[:80]}" * bool(unasked)


IN_PIECES = "it was read in pieces"


def without_echo(text: str) -> str:
    """Return a screen as the program printed it after an answer: the answer's echo left out."""
    return read.clean(text).split("\n", 1)[-1]


def answered_unasked(text: str, questions) -> str:
    """Return where a screen shows a question (one of those learned) answered with no answer
    typed: what the program printed next follows it on its line, as where it read what was
    left of the answer before (a buffer of 8 that 1 2 3 4 5 overflows); else "".

    >>> asked = ["Re-roll which dice? Positions, or Enter to keep all:"]
    >>> answered_unasked("Dice: 1 2 3 4 5\\nRe-roll which dice? Positions,\\nor Enter to keep "
    ...                  "all: Dice: 1 2 3 4 6\\nScore in which line?", asked)
    'Re-roll which dice? Positions, or Enter to keep all: Dice: 1 2 3 4 6'
    >>> answered_unasked("Dice: 1 2 3 4 5\\nRe-roll which dice? Positions, or Enter to keep all:",
    ...                  asked)
    ''
    >>> answered_unasked("Score it with s <line>.\\n> ", [">"]), answered_unasked("> 6 6 1", [">"])
    ('', '> 6 6 1')
    """
    for asked in questions:
        words = [re.sub(r"\d+", r"\\d+", re.escape(word)) for word in asked.split()]
        start = "" if re.search(r"\w", asked) else r"(?m:^)[ \t]*"  # >, not <line>. in words
        found = words and re.search(start + r"\s+".join(words) + r"[ \t]*(\S[^\n]*)", text)
        if found:
            return " ".join(found.group().split())
    return ""


def same_question(before: str, after: str, shape=None) -> bool:
    """Return whether a screen asks again what the one before asked, its dice unchanged.

    The same question, or one that complains of the answer (`Invalid input! Use the digits
    1-5:`) and shows no dice: a program may word its second asking its own way. A bare prompt
    (`> `) asked under a complaint alone, then again under the same dice, is the same one,
    under a complaint or as it was asked before.

    >>> same_question("Dice: 6 4 2 3 2\\nSheet: ones=_\\n> r 99\\nToo long; h for help.\\n> ",
    ...               "Unknown command; h for help.\\nDice: 6 4 2 3 2\\nSheet: ones=_\\n> ")
    True
    """
    asked_again = asked_same(before, after)
    if asked_again and is_complaint(after):  # its numbers (Type 1, 2, 3, 4, 5 or 6) no dice
        return True
    shown, old = read.find_dice(after, shape), read.find_dice(before, shape)
    if shown and (dice_changed(old, shown) or moved_on(before, after, shape)):
        return False
    other = asked_in_other_words if shown is None else asked_under
    return asked_again or other(before, after)


def asked_under(before: str, after: str) -> bool:
    """Return whether a screen that shows the same dice again asks a bare prompt again: the
    same prompt alone on its line, under a complaint or as it was asked before."""
    return same_prompt(before, after) and (is_complaint(after) or asked_before(before, after))


def shown_dice(text: str, shape=None):
    """Return the faces of the dice a screen shows (of the shape given), or None."""
    shown = read.find_dice(text, shape)
    return shown and shown[0]


def misread(before: str, after: str, dice, rerolled, shape=None) -> bool:
    """Return whether an answer taken as a re-roll of positions (1-5) brought the same question,
    its count aside, over dice that could not have come from that re-roll (see fits): there,
    another reading of the answer may be tried.

    >>> before = "Dice: 5 3 4 2 4\\n(re-roll 1 of 2)\\nIndexes to re-roll: "
    >>> again = "Dice: 5 3 4 2 4\\n(re-roll 2 of 2)\\nIndexes to re-roll: "
    >>> misread(before, again, [5, 3, 4, 2, 4], {2, 3, 4})
    True
    >>> misread(before, "Dice: 5 3 4 2 4\\nWhich line? ", [5, 3, 4, 2, 4], {2, 3, 4})
    False
    """
    asked = unnumbered(read.question(before)) == unnumbered(read.question(after))
    shown = shown_dice(after, shape)
    return asked and shown is not None and not fits(dice, shown, rerolled)


def fits(dice, shown, rerolled) -> bool:
    """Return whether dice shown after a re-roll of positions (1-5) may have come from it: a die
    re-rolled changed (all three show their faces again 1 time in 216) and those kept did not;
    or, where the dice are shown in order, a die changed and the faces kept are all there.

    >>> fits([4, 5, 6, 2, 3], [4, 5, 6, 2, 2], {2, 3, 4})  # die 5 kept, yet its 3 is gone
    False
    >>> fits([4, 5, 6, 2, 3], [4, 1, 6, 2, 3], {2, 3, 4})
    True
    >>> fits([4, 5, 6, 2, 3], [1, 2, 3, 4, 6], {2, 3, 4})  # shown in order
    True
    >>> fits([3, 4, 5, 2, 5], [3, 4, 5, 2, 1], {2, 3, 4})  # die 5 kept, its 5 elsewhere
    False
    """
    changed = {place for place, (old, new) in enumerate(zip(dice, shown), 1) if old != new}
    if changed and changed <= set(rerolled):
        return True
    return bool(changed) and kept_in_order(dice, shown, rerolled)


def kept_in_order(dice, shown, rerolled) -> bool:
    """Return whether dice are shown in order, with every face kept among them."""
    kept = Counter(face for place, face in enumerate(dice, 1) if place not in rerolled)
    in_order = list(shown) in (sorted(shown), sorted(shown, reverse=True))
    return in_order and not kept - Counter(shown)


def terse_again(before: str, after: str) -> bool:
    """Return whether a prompt too short to tell by its words (?) comes again, the same, under
    a complaint, or under the same line of dice (its count of rolls unchanged).

    >>> terse_again("s <1-6> = score\\nT1 (2rr) 1 2 1 3 1\\n? ", "?\\nT1 (2rr) 1 2 1 3 1\\n? ")
    True
    >>> terse_again("T1 (0rr) 6 6 6 5 4\\n? ", "no rr left\\nT1 (0rr) 6 6 6 5 4\\n? ")
    True
    >>> terse_again("T1 (1rr) 6 6 6 5 4\\n? ", "T1 (0rr) 6 6 6 5 4\\n? ")
    False
    """
    if read.question(before) != read.question(after):
        return False
    old, new = read.find_dice(before), read.find_dice(after)
    return is_complaint(after) or bool(old and new and old[1] == new[1])


def asked_same(before: str, after: str) -> bool:
    """Return whether a screen's question is the one before in the same words, under the
    same menu, if any (`Enter option:` under actions, then under lines, asks another)."""
    same = same_words(read.question(before), read.question(after))
    asked = same and not other_menu(before, after) and not other_kind(before, after)
    return asked or terse_again(before, after)


ASKED = (*ROLLING, "line")  # the kinds a question's words may tell apart


def other_kind(before: str, after: str) -> bool:
    """Return whether a prompt of a word or two (Enter option:) asks another kind of question
    than the one before it, by the line above it: How many dice? after 1=Re-roll 2=Score.

    >>> other_kind("1=Re-roll  2=Score\\nEnter option: ", "How many dice?\\nEnter option: ")
    True
    >>> other_kind("Line (1-6)?\\nline> ", "?? ones is taken\\nline> ")
    False
    >>> other_kind("3 5 4 2 5\\nkeep> all\\nscore> ", "err: used\\nscore> ")
    False
    """
    if not read.BARE_PROMPT.fullmatch(read.question(after)) or is_complaint(after):
        return False
    kinds = read.kind_of(before), read.kind_of(after)
    return kinds[0] != kinds[1] and all(kind in ASKED for kind in kinds)


def other_menu(before: str, after: str) -> bool:
    """Return whether a screen shows a menu other than the one before it, under a prompt in
    the same words (`Enter option:` under actions, then under lines): two menus, no option
    in both.

    >>> other_menu("1=Re-roll  2=Score\\nEnter option: ", "1. Ones\\n2. Twos\\nEnter option: ")
    True
    >>> other_menu("1=Re-roll  2=Score\\nOption: ", "Bad!\\n1=Re-roll  2=Score\\nOption: ")
    False
    >>> other_menu("1=Re-roll  2=Score\\nOption: ", "Use the letters a-e, each once.\\nOption: ")
    False
    """
    shown, old = set(read.options_listed(after)), set(read.options_listed(before))
    return len(shown) > 1 and len(old) > 1 and not shown & old


def moved_on(before: str, after: str, dice_shape=None) -> bool:
    """Return whether a screen that shows the dice again, the same, has moved on all the same:
    with no complaint, a line of the screen before comes with another number, a count gone on
    (`(re-roll 2 of 2)` after `(re-roll 1 of 2)`), on a line of its own or the dice's; not
    one that says back what was typed.

    >>> moved_on("4 4 1 2 3\\n(re-roll 1 of 2)\\nWhich? ", "4 4 1 2 3\\n(re-roll 2 of 2)\\nWhich?")
    True
    >>> moved_on("Dice: 4 4 1 2 3\\nWhich? ", "Invalid!\\nDice: 4 4 1 2 3 (roll 1)\\nWhich? ")
    False
    >>> moved_on("4 4 1 2 3\\nWhich? ", "Huh? Type one of 1 2 3 4 5 r s.\\n4 4 1 2 3\\nWhich? ")
    False
    >>> moved_on("4 4 1 2 3 (roll 1 of 3)\\nMove? ", "4 4 1 2 3 (roll 2 of 3)\\nMove? ")
    True
    >>> moved_on("4 4 1 2 3\\n2 re-rolls left\\nWhich? ", "4 4 1 2 3\\n1 re-roll left\\nWhich? ")
    True
    >>> typed = "4 4 1 2 3\\n> 5 marks, one a die (you typed %d)\\nK? "
    >>> moved_on(typed % 1, typed % 2)
    False
    """
    dice = read.find_dice(after, dice_shape)
    if is_complaint(after) or dice is None:
        return False
    return count_gone_on(before, after)


def count_gone_on(before: str, after: str) -> bool:
    """Return whether a line above a question shows a count of the screen before with another
    number (not a refusal that says back what was typed: you typed 2, after you typed 1)."""
    known = {line.strip() for line in read.clean(before).split("\n")}
    counts = {read.shape(line) for line in known if re.search(r"\d", line)}
    lines = [line for line in read.split_question(after)[0] if not YOU_TYPED.search(line)]
    return any(line not in known and read.shape(line) in counts for line in lines)


def rerolled_as_many(old, after: str, positions, shape=None, kinds=None) -> bool:
    """Return whether an answer to a re-roll question brought a new one that changed no more
    dice than positions names: `1 1` taken as one die, even where the program's own fault
    re-rolls another one (a fault its re-roll checks find); positions none (an empty answer
    taken as keeping all), the line question too, any dice it shows unchanged; and the line
    question over the dice re-rolled, where the program rolls no more (its last roll, or its
    fault: its rules are another check's). kinds: the questions learned, by their shape, where
    a question's words say nothing of it.

    >>> asked = "[4][2][5][6][3]\\nRoll 2: positions to re-roll? "
    >>> rerolled_as_many(([4, 2, 5, 6, 3], ""), asked.replace("2", "1"), (1,))
    True
    >>> rerolled_as_many(([4, 2, 5, 6, 3], ""), "[1][1][5][6][3]\\nRoll 2: re-roll? ", (1,))
    False
    >>> rerolled_as_many(([4, 2, 5, 6, 3], ""), "[1][2][5][6][3]\\nWhich line? ", (1,))
    True
    """
    new, asked = read.find_dice(after, shape), kind_asked(after, kinds)
    if not positions and asked == "line":  # all kept: on to the line, the dice shown or not
        new = new or old
    elif asked not in (*ROLLING, "line"):
        return False
    return bool(old and new) and sum(a != b for a, b in zip(old[0], new[0])) <= len(set(positions))


def asked_in_other_words(before: str, after: str) -> bool:
    """Return whether a screen that shows no dice asks again in other words: it complains and
    asks the same kind of question (or one of no kind), or it is that question in a few lines
    (`Use die numbers 1 to 5, each once:`; `Positions are 1 to 5.` then `Which ones?`), under
    no turn's heading (a new turn's goal line, asked before its dice, is another question);
    or it is a question mark alone, as a terse program asks again (`?> `).

    >>> asked_in_other_words("t1 a5 b2 c1 d3 e6\\nrr (a-e, - none)> ", "?> ")
    True
    """
    if WORDLESS_ASKING.fullmatch(after):  # ?> alone: the terse program's asking again
        return True
    asks, kind = read.kind_of(after), read.kind_of(before)
    if is_complaint(after) or same_prompt(before, after):  # a question of no kind known
        return kind in (asks, "unknown") or asks == "unknown"  # may come again in known words
    alike = asks == kind != "unknown" and few_lines(after)
    return alike and reworded(read.question(before), read.question(after))


WORDLESS_ASKING = re.compile(r"\s*\?[^\w\s]{0,2}\s*")  # ?>, ?, ??


def few_lines(after: str) -> bool:
    """Return whether a screen is a few lines (a word of why, and the question again) under no
    turn's heading."""
    said = [line for line in after.split("\n") if line.strip()]
    return len(said) <= 3 and read.heading(after) is None


def reworded(first: str, again: str) -> bool:
    """Return whether a question is the one before in other words: not the next of a series
    (die 2 after die 1, in the same words or in others: Give die 2 (a 4) another throw?)."""
    same_die = die_named(first) == die_named(again)
    return same_die and unnumbered(again) != unnumbered(first)


def known_by_shape(known: dict, text: str):
    """Return what known gives a screen's question, by its shape; or by its prompt's alone,
    where a line printed above a short prompt (T1 R1>) is read with it (a refusal); or None.
    """
    asked = known.get(read.shape(read.question(text)))
    asked = asked or known.get(read.shape(prompt_line(text)))
    return asked or listed_alike(known, read.shape(read.question(text)))


def listed_alike(known: dict, shape: str):
    """Return what known gives a question whose list of numbers is longer or shorter than
    when it was met (free # # # # # #, then free # # # # #), or None.

    >>> listed_alike({"t# # free # # # >": "line"}, "t# # free # # >")
    'line'
    """
    lists = re.compile(r"#(?:[\s,]+#)+")
    return next((kind for key, kind in known.items()
                 if lists.sub("#", key) == lists.sub("#", shape)), None)  # fmt: skip


def same_prompt(before: str, after: str) -> bool:
    """Return whether two screens end with the same short prompt, too short to ask anything
    (T1 R1>), that is read with the line above it: there a refusal is the line above.

    >>> same_prompt("dice: 4 2 6 1 3\\nT1 R1> ", "'x' is no command.\\nT1 R1> ")
    True
    >>> same_prompt("Die 1 shows 5. Keep it? (y/n)\\n> ", "y\\nDie 2 shows 3. Keep it? (y/n)\\n> ")
    False
    >>> same_prompt("'7' is no command.\\nT1 R1> ", "'6' is no command.\\nT1 R1> ")
    True
    """
    prompt = prompt_line(after)
    if prompt_line(before) != prompt or not continued(prompt):
        return False
    above = prompt_line(before, 1), prompt_line(after, 1)  # die 2's question after die 1's
    series = above[0] != above[1] and unnumbered(above[0]) == unnumbered(above[1])
    return not (series and "?" in above[1] and not is_complaint(above[1]))


def asked_before(before: str, after: str) -> bool:
    """Return whether a screen's question was asked on the screen before, above what came
    last: a bare prompt asked under a complaint alone, then redrawn whole.

    >>> asked_before("Sheet: ones=_\\n> s 99\\nToo long.\\n> ", "Lines: 1-6.\\nSheet: ones=_\\n> ")
    True
    """
    return " ".join(read.question(after).split()) in " ".join(read.clean(before).split())


def prompt_line(text: str, up: int = 0) -> str:
    """Return a screen's last line, the prompt, alone (or the line up lines above it)."""
    lines = read.clean(text).strip().split("\n")
    return lines[-1 - up].strip() if len(lines) > up else ""


def unnumbered(question: str) -> str:
    """Return a question without its numbers and die letters: the next of a series (die 2
    after die 1, die B after die A) is then the same question, not one asked again."""
    return re.sub(r"\d+|\b[A-Ea-e]\b", "", question)


def dice_changed(before, after) -> bool:
    """Return whether the dice found on two screens (find_dice's) are both there and differ."""
    return bool(before and after) and before[0] != after[0]


def same_words(first: str, again: str) -> bool:
    """Return whether a question asked again ends as the first did (or the first as it does)."""
    return bool(first) and len(again) >= 3 and (again.endswith(first) or first.endswith(again))


def kind_asked(text: str, kinds=None) -> str:
    """Return what a screen asks: as learned, by its shape (kinds), else by its words."""
    return known_by_shape(kinds or {}, text) or read.kind_of(text)


def shown_again(after: str, shape) -> bool:
    """Return whether an answer that seems refused showed the dice again and no complaint: it
    may have re-rolled dice that came up as they were (1 in 36 for two), so it is typed again.
    """
    return not is_complaint(after) and read.find_dice(after, shape) is not None


def above_prompt(text: str) -> list:
    """Return the lines a screen shows above its prompt, blank ones left out."""
    return [line for line in text.split("\n")[:-1] if line.strip()]
