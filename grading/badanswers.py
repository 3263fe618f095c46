"""The bad answers a learned interface types for the probes (grading/probes.py): each in the
program's own form (the dice's word before it, r 7; a used line by its number or its name), or
none where the program's own words give it a meaning (0 to keep all). A mixin of the Driver.
"""

import re

from grading import answers
from grading import screen as read
from grading.answers import line_word, marked, prefixed, words_for
from grading.backmenu import back_key, menu_block
from grading.meanings import offered
from grading.probes import (
    FIRST_LETTER,
    MANY,
    RANGE_PAST,
    RANGE_SHOWN,
    SHARED_LETTER,
    SURPLUS,
    TRAILING,
    first_letter,
    past_the_letters,
)

LINES = read.LINES
REPEATS = {"1 1": [1, 1], "1 2 1": [1, 2, 1], MANY: [1, 2, 3, 4, 5] * 2}  # dice named twice
# Words that say a line is taken by the first letters of its name.
PREFIXES_SAID = re.compile(
    r"\bfirst (?:few )?letters?\b|\bprefix|\babbreviat|\bshort(?:en(?:ed)?)?\s*(?:names?|forms?)\b"
    r"|\bcan be shortened\b|\bstart of (?:its|the|a) name\b",
    re.I,
)


class BadAnswers:
    """The probes' bad answers, in the form of the interface a Driver plays (self.interface,
    the screen asked now, self.text, and what it asks, self.kind)."""

    def bad_answer(self, where, answer):
        """Return a probe's bad answer in the program's form, or None where its words mean it."""
        face = self.interface
        if answer == SHARED_LETTER:
            return self.shared_letter()
        if where.startswith("used") or answer in (TRAILING, FIRST_LETTER, SURPLUS):
            return self.surplus() if answer == SURPLUS else self.line_named(where, answer)
        if self.means(where, answer):
            return None
        answer = self.repeated(where, answer)
        answer = answer if where == "line" else marked(answer, face.token)  # r7, r1 r1
        return self.commanded(where, past_the_letters(where, answer, face))

    def shared_letter(self):
        """Return f, the first letter of Fours and Fives, where the program says it takes a
        line by its first letters (name, first letters or 1-6) and f is no key of its own (a
        menu's f, [F]ours); else None: elsewhere f is only a word, probed as one."""
        said = PREFIXES_SAID.search(read.lines_before(self.text, 6))
        keyed = "f" in read.menu(self.text) or self.interface.line_form == "letter"
        return self.commanded("line", "f") if said and not keyed else None

    def repeated(self, where, answer):
        """Return a probe of a die named twice in the program's form (none where the dice
        are named by faces: two ones is no repeat; but ten faces are more than there are
        dice); any other answer as it is."""
        if where not in ("reroll", "inner") or answer not in REPEATS:
            return answer
        face = self.interface
        if face.faces:  # ten faces, where the answers are faces: more than there are dice
            return answer if answer == MANY else None
        return words_for(REPEATS[answer], [1] * 5, face)

    def line_named(self, where, answer):
        """Return a bad answer that names a line in the program's form: a used line (in
        capitals for used_case, or in small where given so), a line's number with letters
        after it (3x, where lines have numbers), or a letter with more (yxyz at y/n, bxyz)."""
        if answer == FIRST_LETTER:
            pair = self.pair(self.kind) if self.kind in ("again", "die") else None
            return first_letter(where, self.interface, pair)
        if answer == TRAILING:
            typed = self.used_answer(LINES[2])
            return self.commanded(where, f"{typed}x") if typed.isdigit() else None
        typed = self.used_answer(LINES[int(answer) - 1])
        if where == "used_case":
            return typed.lower() if typed.isupper() else typed.upper()
        if where == "used_name":  # a program of numbers may take names too, unchecked
            return LINES[int(answer) - 1].lower()
        return typed

    def commanded(self, where, answer):
        """Return a bad answer after the word the question asks first (roll 7, score 9), where
        it asks one: alone, a number is refused as no command, which tries nothing of the
        dice's checks. An empty answer, and a word at the dice, are typed alone."""
        word = self.interface.prefix if where == "reroll" else None
        if where == "line":
            word = line_word(self.interface, read.question(self.text))
        numbers = re.fullmatch(r"-?\d[^a-zA-Z]*", answer or "")  # 1 1, 1,1: not a word
        if word is None or not answer or where == "reroll" and not numbers:
            return answer
        return prefixed(word, answer)

    def means(self, where, answer) -> bool:
        """Return whether the program's words give a bad answer a meaning: keep all, say."""
        asked = read.question(self.text)
        if answer in offered(self.text, not self.interface.first, self.interface.faces):
            return True
        if answer == RANGE_PAST:  # a range is no answer where none is shown: not typed
            return not RANGE_SHOWN.search(asked)
        meant = self.rolling_words() if where in ("reroll", "inner") else set()
        if where == "line":  # a menu's own key: x) back to the dice, 0 - Ones
            meant |= {back_key(self.text), *read.menu(self.text)}
        return answer in meant or bool(answer) and f"'{answer}'" in asked

    def rolling_words(self) -> set:
        """Return the answers with a meaning at the question of the dice asked now: a question
        of two answers means those two alone."""
        if self.kind == "again" and back_key(self.text) is not None:  # a line menu's keys
            return {key.lower() for key, _ in menu_block(self.text)}
        if self.kind in ("again", "die"):
            return set(self.pair(self.kind))
        face = self.interface
        return {face.keep_all, face.reroll_all, face.yes, face.no, *sum(face.pairs.values(), [])}

    def used_answer(self, line) -> str:
        """Return a used line in the program's form (by name where a menu renumbers)."""
        return answers.used_line_answer(line, self.text, self.interface)

    @property
    def numbered(self) -> bool:
        """Return whether line answers are numbers: a used line is also typed by its name."""
        return self.interface.line_form == "number"

    @property
    def cased(self) -> bool:
        """Return whether line answers are words or letters, that may be typed in capitals."""
        return self.interface.line_form != "number"

    def surplus(self):
        """Return, where the dice are named by their faces, the face shown fewest times typed
        once more than it shows (6 6 where one 6 shows), in the program's form; else None."""
        if not self.interface.faces or not self.dice:
            return None
        face = min(set(self.dice), key=lambda shown: (self.dice.count(shown), shown))
        typed = self.interface.separator.join([str(face)] * (self.dice.count(face) + 1))
        return self.commanded("reroll", marked(typed, self.interface.token))
