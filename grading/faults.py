"""Faults a Driver sees as it plays, that no answer of the plan's asks about: a re-roll of all
five dice refused, a last turn that asks nothing, and a hint that uses up a roll (the hint a
question of the dice offers, typed once where asked). A mixin of the Driver, as BadAnswers is.
"""

import re

from grading import screen as read
from grading.again import ROLLING, same_question, without_echo
from grading.commands import hint_word
from grading.complaints import is_complaint

# A refusal of too many dice in words of no complaint: "You only have 5 dice.", "Too many."
TOO_MANY = re.compile(r"\b(?:only have|too many|at most|maximum)\b", re.I)


class Faults:
    """Faults seen in a game a Driver plays (self.interface, self.dice, self.sent, self.text),
    each noted as a fault event for the checks."""

    def past_refusal(self, state, text, shown) -> tuple:
        """Return (state, screen, dice shown) past a refused re-roll of all five dice."""
        if not self.all_refused(state, text, shown):
            return state, text, shown
        state, text = self.four_instead()
        return state, text, read.find_dice(text, self.interface.shape)

    def all_refused(self, state, text, shown) -> bool:
        """Return whether a re-roll of all five dice, typed as their positions, was refused:
        the same question again, the same dice, and a complaint or words of too many dice (a
        program that counts the command among the dice it allows: r 1 2 3 4 5 is six)."""
        said = is_complaint(text) or TOO_MANY.search(text)  # You only have 5 dice.
        same = shown is not None and shown[0] == self.dice and bool(said)
        again = state == "asks" and same_question(self.text, text, self.interface.shape)
        return self.named_all() and same and again

    def named_all(self) -> bool:
        """Return whether the re-roll just typed named all five dice, by their positions."""
        face = self.interface
        return self.kind == "dice" and len(self.sent[1]) == 5 and not (face.keep or face.marks)

    def four_instead(self):
        """Fail the refusal of a re-roll of all five (the homework allows it), and re-roll
        four of them in its place, so the game goes on: return the next screen."""
        refused = f"a re-roll of all five dice ({self.typed!r}) was refused at " + repr(
            read.question(self.text)
        )
        self.pending.append(("fault", ("reroll_keeps_the_rest", refused + ": rules allow it")))
        for answer in self.answers(self.kind, {1, 2, 3, 4}, self.text):
            self.session.send(answer)
        return self.read_screen()

    def unasked_turn(self, text) -> None:
        """Note a sixth turn that a game's last screen shows whole, asking nothing (its heading
        and dice, then its last line filled): its turn and roll, and three_rolls failed."""
        shown, found = read.find_dice(text, self.interface.shape), read.heading(text)
        sixth = found is not None and found[0] == 6  # its heading says so: not a fifth turn's
        if self.turns != 5 or self.scores != 5 or not sixth or shown is None:
            return
        self.new_turn(text, shown[0])
        unasked = "the sixth turn filled its last line after its first roll, offering no re-roll"
        self.pending.append(("fault", ("three_rolls", unasked)))

    def hinted_away(self) -> bool:
        """Type the hint the question of the dice offers, once (where session.ask_hint), and
        read the question asked again, to answer as planned; return True where none came (the
        screen after the hint is the next: the decision is not typed)."""
        session, asked = self.session, read.question(self.text)
        word = hint_word(asked) if session.ask_hint else None
        if word is None:
            return False
        session.ask_hint = False
        session.send(word)
        session.hint_typed = f"{word!r} typed at {asked!r}"
        state, after = session.screen()
        after = without_echo(after)
        if state == "asks" and self.kind_of(after) == self.kind:
            self.text = after
            return False
        self.take(state, after)
        return True

    def note_hint(self, text) -> None:
        """Note a question of the dice that offers a hint (? = hint): a game asks for one."""
        offered = self.kind in ROLLING and hint_word(read.question(text)) is not None
        self.session.hint_offered = self.session.hint_offered or offered
