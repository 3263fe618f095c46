"""A program's interface, as learned from its screens: how it shows the dice, what it asks,
and the answers it takes; and a driver that plays it for the checks as the contract does.

The checks (grading.checks) see the same events from a learned interface as from the
contract: turn, roll, reroll (a re-roll decision is asked), line, scored, final, end. The
driver turns each answer of the plan (positions with spaces, "" to keep all, a line's number
or name) into the program's own form, over as many of its questions as that takes.
"""

from collections import deque

from grading import points
from grading import screen as read
from grading.again import (
    ROLLING,
    in_pieces,
    kind_asked,
    rerolled_as_many,
    same_question,
    terse_again,
    without_echo,
)
from grading.answers import encode, line_answer, line_word, words_for
from grading.backmenu import back_key
from grading.badanswers import BadAnswers
from grading.between import declined, past_goal, past_pauses, read_whole
from grading.complaints import is_complaint
from grading.confirm import choices_listed, quit_choice, replay_asked
from grading.faults import Faults
from grading.learned import ASKS_ON, SAVED, check_field, learned_lines
from grading.onedie import ONE_A_QUESTION, decided, die_named
from grading.probes import (
    KEPT_ALL,
    NOT_ASKED_AGAIN,
)

LINES = read.LINES
SEEN = 4000  # the characters of a transcript a probe compares with what its answer brings
# What may follow each kind of question within one decision: roll again? yes, then which
# dice (or each die, or how many, or one die a question); each die in turn; how many, then
# each position; one die, then the next until the word that ends it.
FOLLOWING = {
    "again": ("dice", "die", "count", "one"), "die": ("die",), "count": ("dice",), "one": ("one",),
}  # fmt: skip


class Interface:
    """What was learned of a program: plain data, with the screen's example of each."""

    def __init__(self):
        self.dice = None  # an example of the dice as shown
        self.shape = None  # its shape (digits as #), to know the dice from other numbers
        self.heading = None  # an example of a turn heading, if the program shows one
        self.questions = {}  # kind: an example question
        # A re-roll answer's form: letters, separator, case, faces (or positions), keep (or not).
        self.letters, self.separator, self.upper = False, " ", False
        self.faces, self.keep, self.first = False, False, 1  # first: die 1's number (0 or 1)
        self.spelled = False  # the numbers typed as words: one three
        # The dice are shown sorted, or move after a re-roll (the kept first, in a hand): their
        # positions move as faces come, so a re-roll is judged by the faces kept.
        self.sorted_dice = self.moved = False
        self.marks = None  # or a mark for each die: (to re-roll, to keep), e.g. RK
        # Where a die named is held and released by turns: whether holds stay for the next
        # roll of the turn ("stay") or clear ("clear"), None where naming a die chooses it; and
        # the word that ends the rolling (s), where its words or its help give one.
        self.toggle, self.stop = None, None
        self.told = {}  # a hold editor's question (its shape): its keys (roll, stop), as told
        # A word typed before the dice to re-roll (r 1 3), or a mark before each (r1 r3, -1 -3).
        # And a word typed after each re-roll's answer, to roll the others (hold 1 3, roll).
        self.prefix, self.token, self.then = None, "", None
        self.commands = {}  # what a program's help says keeps all the dice: {"keep_all": word}
        self.line_word = None  # a word typed before a line (s 4), as a program's help tells
        self.keep_all, self.reroll_all = None, None  # the words for none and for all
        # The question of the dice takes a line too (none re-rolled); or a line menu asks
        # after each roll, with a way back to the dice.
        self.line_at_dice = self.back_to_dice = False
        self.yes, self.no = "y", "n"  # at a question of two answers: re-roll, and keep
        self.pairs = {}  # those of each kind of question (again, die), where they differ
        # The form a line answer takes; and a goal line asked before a turn's dice, if asked.
        self.line_form, self.line_example, self.goal_form = "name", None, None
        self.scored = None  # an example of the points given
        self.total = None  # an example of a running total, if the program shows one
        self.final = None
        self.unknown = []  # what could not be learned, with the screen quoted
        # While learning: a re-roll answer was tried; holds were seen to stay or not (or not
        # shown, so that a roll tells).
        self.tried_reroll = self.holds_seen = self.toggle_unseen = False
        self.kinds = {}  # each question seen while learning (its shape): the kind it proved

    @property
    def form(self) -> tuple:
        """Return the form of a re-roll answer: (letters, separator, upper, faces, keep)."""
        return self.letters, self.separator, self.upper, self.faces, self.keep

    @form.setter
    def form(self, form):
        self.letters, self.separator, self.upper, self.faces, self.keep = form

    def lines(self) -> list:
        """Return what was learned, one line each, with the screen's own example."""
        return learned_lines(self)

    def contract(self) -> dict:
        """Return the interface as a contract file's object (to edit and pass to --contract)."""
        return {
            "learned": self.lines(),
            "interface": {name: getattr(self, name) for name in SAVED},
        }

    @classmethod
    def from_contract(cls, saved: dict):
        """Return the interface a contract file's "interface" gives; raise ValueError if bad."""
        interface = cls()
        for name, value in saved.items():
            check_field(name, value, getattr(interface, name, None))
            setattr(interface, name, tuple(value) if name == "marks" and value else value)
        interface.scored = interface.scored or "(as saved)"
        return interface


class Driver(BadAnswers, Faults):
    """Play a program through a learned interface, giving the checks the contract's events."""

    keep_all_ends_rolling = False  # keeping all changes no die; the rolling may go on

    @property
    def by_faces(self) -> bool:
        """Return whether a re-roll keeps faces, not positions: answers name faces, or the
        dice are shown sorted, or move after a re-roll."""
        return self.interface.faces or self.interface.sorted_dice or self.interface.moved

    def __init__(self, session, interface):
        self.session, self.interface = session, interface
        self.pending = deque()
        self.text = ""  # the last screen
        self.kind = None  # what the last screen asks
        self.dice = None
        self.sent = None  # ("line", name) or ("reroll", positions), the last decision typed
        self.turns, self.rolls, self.scores = 0, 0, 0
        self.chosen = []  # the lines chosen, in order
        self.typed = None  # the last answer typed at a question of which dice
        self.moved = False  # a probe's answer was taken, with a meaning: the game moved on
        self.held = set()  # the dice held this turn, where a die named is held by turns
        self.kept = False  # all the dice were kept this turn: a line menu's way back is no roll

    def __getattr__(self, name):  # child, stopped, tail, close, transcript: the session's
        return getattr(self.session, name)

    def next_event(self):
        """Return (kind, groups) of the next event, as a contract session does."""
        while not self.pending:
            state, text = self.read_screen()
            self.take(state, text)
        return self.pending.popleft()

    def read_screen(self):
        """Read the next screen, without the echo of the answer just typed, past any pause."""
        state, text = self.session.screen()
        text = without_echo(text) if self.sent else read.clean(text)
        if self.sent:
            read_whole(self.session, self.interface.questions.values(), text)
        if self.sent and self.sent[0] == "line":  # a confirmation of it may be declined once
            state, text = declined(self, state, text)
        state, text = past_pauses(self.session, state, text, start=self.turns == 0)
        return past_goal(self.session, self.interface, state, text, self.chosen)

    def take(self, state, text):
        """Turn a screen into events: points scored, a new turn and roll, the question (none
        from a screen where the program answered for itself: the game stops there)."""
        if self.session.pieces:
            self.pending.append(("timeout", ()))
            return
        rerolled = self.sent is not None and self.sent[0] == "reroll"
        shown = read.find_dice(text, self.interface.shape)
        if rerolled:
            state, text, shown = self.past_refusal(state, text, shown)
            self.rolled(text, shown, state)
        self.scoring(text, state)
        state, text = self.past_replay(state, text)
        if not rerolled and self.starts_turn(state) and not self.turn_started(text, shown):
            return
        self.sent, self.text = None, text
        if state != "asks":
            self.ending(state, text)
            return
        self.ask_next(text)

    def turn_started(self, text, shown) -> bool:
        """Note a new turn where a screen shows its dice; return False where it asks which
        dice with none shown (the game stops there), else True."""
        if not shown and self.kind_of(text) == "dice":  # which dice, none shown to name
            self.unseen_dice(text)
            return False
        if shown:
            self.new_turn(text, shown[0])
        return True

    def unseen_dice(self, text) -> None:
        """Stop the game where a new turn asks which dice with none shown to read (the dice
        printed garbled, ones[6]): nothing after it is judged, as the dice are unknown."""
        asked = " | ".join(line.strip() for line in read.clean(text).split("\n")[-3:])
        self.session.stopped = f"no five dice could be read at turn {self.turns + 1}: {asked}"
        self.session.misread = True
        self.pending.append(("timeout", ()))

    def ask_next(self, text) -> None:
        """Give the checks the question a screen asks; past a roll again? after the third roll
        (a menu shown once more), only if yes goes on to a fourth."""
        self.kind = self.kind_of(text)
        self.note_hint(text)
        if self.rolls >= 3 and self.rolls_again() is not None:
            text = self.fourth_roll(text)
            if text is None:
                return
            self.kind, self.text = self.kind_of(text), text
        elif self.rolls >= 3 and self.kind in ROLLING and self.line_here():
            self.kind, self.text = "line", self.fourth_at_line(text)  # one prompt for both
        self.pending.append(("line", ()) if self.kind == "line" else ("reroll", ()))

    def fourth_at_line(self, text) -> str:
        """Type a re-roll of die 1 after the third roll, where one prompt takes the dice and
        a line: return the screen that follows, refused; new dice, uncomplaining, are a fourth
        roll, noted for the checks (which then choose a line at the same prompt)."""
        for answer in self.answers("dice", {1}, text):  # a hold, then roll: typed unread
            self.session.send(answer)
        state, after = self.session.screen()
        after = without_echo(after)
        shown = read.find_dice(after, self.interface.shape)
        refused = is_complaint(after) or terse_again(text, after)  # no rr left, T1 (0rr)
        if state == "asks" and shown is not None and not refused:
            self.rolls, self.dice = self.rolls + 1, shown[0]
            self.pending.append(("roll", (self.rolls, self.dice)))
        return after if state == "asks" else text

    def rolls_again(self):
        """Return the answers (roll, stop) at a question of rolling that a program may ask
        after the third roll: roll again?, or a die held by its number; else None."""
        if self.kind == "again":
            return self.pair("again")
        stop = self.interface.stop if self.kind == "one" else None
        return (self.interface.keep_all, stop) if stop else None

    def fourth_roll(self, text):
        """Answer yes to rolling again after the third roll: return the screen that follows,
        unless the program refuses (asks again, and is answered no) or ends (None)."""
        yes, no = self.rolls_again()
        self.session.send(yes)
        state, after = self.session.screen()
        after = without_echo(after)
        if state != "asks":
            self.ending(state, after)
            return None
        moved = self.kind_of(after) != self.kind and not is_complaint(after)  # not refused
        if self.rolled_fourth(after) or moved:
            return after  # a fourth roll, or which dice, or the line at once: the checks judge
        if no is None:  # a line menu's way back to the dice, refused: a line is chosen there
            self.kind, self.text = "line", after
            self.pending.append(("line", ()))
            return None
        self.session.send(no)
        self.sent = ("stop", ())
        return None

    def rolled_fourth(self, after) -> bool:
        """Return whether the word that rolls the dice not held showed new dice, uncomplaining,
        after the third roll (asked again, or other dice over the line question); note the
        roll. Where roll again? is asked, what follows tells."""
        shown = read.find_dice(after, self.interface.shape)
        if self.kind != "one" or shown is None or is_complaint(after):
            return False
        if self.kind_of(after) != "one" and shown[0] == self.dice:  # the last roll shown again
            return False
        self.rolls, self.dice = self.rolls + 1, shown[0]  # the lines score these: a roll
        self.pending.append(("roll", (self.rolls, self.dice)))
        return True

    def past_replay(self, state, text):
        """Answer no to playing again once every line is scored, or quit on a menu that offers
        it; return the state and the screens read (as they were, where no other game is
        offered)."""
        asked = state == "asks" and self.scores >= len(LINES)
        answer = "n" if asked and replay_asked(read.question(text)) else None
        answer = answer or (asked and quit_choice("\n".join(text.split("\n")[-6:])))
        if not answer:  # neither another game nor a menu to quit, as after a game
            return state, text
        self.session.send(answer)
        state, more = self.session.screen()
        return state, f"{text}\n{without_echo(more)}"

    def kind_of(self, text) -> str:
        """Return what a question asks: as learned where it was met, else by its words; a
        question that lists the choice learned to stop rolling, not the one to roll, is that
        of rolling again, the rolls over (Choose [s/d/t/?] > after [k/a/s/d/t/?]); and so is a
        line menu with a way back to the dice, unless all the dice were kept before it."""
        pair, listed = self.interface.pairs.get("again"), choices_listed(read.question(text))
        if back_key(text) is not None:  # a line menu, first after a roll: roll again?
            return "line" if self.kept else "again"
        if pair and pair[1] in listed and pair[0] not in listed:
            return "again"
        return kind_asked(text, self.interface.kinds)

    def starts_turn(self, state) -> bool:
        """Return whether the dice of a screen are a new turn's first roll: a new turn asks
        what to do next (a recap that shows the last dice as the game ends does not)."""
        return self.turns == self.scores and self.scores < 7 and state == "asks"

    def new_turn(self, text, dice):
        """Note a new turn: its heading (or the grader's own count), and its first roll."""
        shown = read.heading(text)
        self.turns, self.held, self.kept = self.turns + 1, set(), False
        turn, turns = (shown[0], shown[1]) if shown else (self.turns, None)
        self.pending.append(("turn", (turn, turns)))
        self.rolls, self.dice = 1, dice
        self.pending.append(("roll", (1, dice)))

    def rolled(self, text, shown, state):
        """Note the roll a re-roll decision brought (keeping all may bring none)."""
        typed = self.sent[1]
        if shown is None and self.refused(state, text, typed):
            self.session.stopped = f"it refused the learned answer for {sorted(typed)} at: " + (
                read.question(self.text)
            )
            self.session.misread = True  # the form learned was wrong: no check fails for it
            return
        if not self.sent[1] and self.kind_of(text) not in ROLLING:  # kept all: rolling is over
            return
        dice = shown[0] if shown else self.dice
        self.rolls += 1
        self.dice = dice
        self.pending.append(("roll", (self.rolls, dice)))

    def refused(self, state, text, typed) -> bool:
        """Return whether a screen with no dice refused the decision typed: the same question
        again, unless all were kept with no complaint (the next chance asks the same).
        """
        asks_again = state == "asks" and same_question(self.text, text, self.interface.shape)
        return asks_again and (bool(typed) or is_complaint(text))

    def scoring(self, text, state):
        """Note the points a screen gives the line chosen, or the last line filled."""
        line = self.scored_line(text, state)
        if line is None:
            return
        self.scores += 1
        found = points.points_for(text, line)
        upto = turn_of(text, found) if state == "end" else text  # a last turn unasked after
        total = points.total_with(upto, found) if self.interface.total else None
        self.pending.append(
            ("scored", (found[0] if found else None, line, total[0] if total else None))
        )

    def scored_line(self, text, state):
        """Return the line a screen scores: the one chosen, or the last one, filled; or None."""
        if self.sent and self.sent[0] == "line":
            return self.sent[1]
        return self.filled_line(text, state) if self.sent and self.last_turn() else None

    def filled_line(self, text, state):
        """Return the last line, if a screen shows its points with no line question (nor a
        question of the dice: a tip may name the line, even past the third roll); or None."""
        line = next(iter(self.open_lines()), None)
        asked = self.kind_of(text) if state == "asks" else None
        if asked == "line" or asked in ROLLING:
            return None
        return line if line is not None and points.points_for(text, line) is not None else None

    def last_turn(self) -> bool:
        """Return whether five lines are scored in the sixth turn: the last is to be filled."""
        return self.scores == 5 and self.turns == 6

    def open_lines(self):
        """Return the lines not yet scored (as the driver chose them)."""
        return [line for line in LINES if line not in self.chosen]

    def ending(self, state, text):
        """Note the end: the final score shown, then the end or a time-out."""
        final = points.final_of(text) if state == "end" else None
        if final:
            self.final(final, text)
        self.pending.append(("end" if state == "end" else "timeout", ()))

    def final(self, final, text):
        """Note the final score and the sheet shown with it; the last line, if filled unsaid."""
        self.interface.final = self.interface.final or final[1]
        self.unasked_turn(text)
        if self.last_turn():  # filled with no points shown: the sheet may show them
            self.scores += 1
            self.pending.append(("scored", (None, self.open_lines()[0], None)))
        if self.scores:
            self.pending.append(("final", (final[0], points.sheet_of(text))))

    def send(self, answer):
        """Type the plan's answer (the contract's form) in the program's own form."""
        if self.kind == "line":
            line = LINES[int(answer) - 1] if answer.isdigit() else answer.capitalize()
            self.chosen.append(line)
            self.sent = ("line", line)
            self.session.send(line_answer(line, self.text, self.interface))
            return
        positions = {int(word) for word in answer.split()} if self.rolls_left() else set()
        if not positions and self.line_here():  # all kept: a line is chosen at this question
            self.kind = "line"
            self.pending.append(("line", ()))
            return
        if self.hinted_away():  # where a hint is to be asked for first: the game moved on
            return
        self.sent, self.kept = ("reroll", positions), not positions
        self.decide(positions)

    def rolls_left(self) -> bool:
        """Return whether a re-roll may be typed: not once a fourth roll was judged (asked
        again after the third roll), where the rolling ends so that the lines are checked."""
        return self.rolls < 3 or self.rolls_again() is None

    def line_here(self) -> bool:
        """Return whether the question of the dice asked now takes a line too (score <line>)."""
        asked = read.question(self.text)
        if back_key(self.text) is not None:  # a line menu with a way back to the dice
            return True
        return self.interface.line_at_dice and line_word(self.interface, asked) is not None

    def decide(self, positions):
        """Answer the questions of one re-roll decision, as many as the program asks."""
        kind, text, dice_asked = self.kind, self.text, 0
        queue = self.answers(kind, positions, text)
        while queue:
            self.session.send(queue.pop(0))
            dice_asked += kind == "die"
            if decided(kind, positions, dice_asked, queue):
                self.text = text  # the question last answered: a refusal asks it again
                return
            state, text = self.read_screen()
            if kind == "dice":  # held, then the word that rolls the others: unless refused
                queue = self.then_rolled(state, text, queue)
                continue
            following = self.following(kind, text)
            if self.ended_sooner(kind, state, following, text):
                self.take(state, text)  # the decision ended sooner: this screen is the next
                return
            joined = read.takes_several(text) if kind == "count" else None
            if joined is not None:  # how many, then them all in one answer
                queue = [joined.join(map(str, sorted(positions)))]
            if kind not in ONE_A_QUESTION:
                kind, queue = following, self.answers(following, positions, text)

    def then_rolled(self, state, text, queue) -> list:
        """Return what is left to type after a hold (the word that rolls the others), unless
        the hold was refused or the game moved on (Enter rolled, the line is asked): that
        screen is then the next one."""
        if state == "asks" and not is_complaint(text) and self.kind_of(text) == "dice":
            return queue
        self.take(state, text)
        return []

    def ended_sooner(self, kind, state, following, text) -> bool:
        """Return whether a decision ended before its answers did: no question of it follows,
        or the dice named one a question rolled already (all five named: it asks no more)."""
        rolled = kind == "one" and self.rolled_all(text)
        return state != "asks" or following not in FOLLOWING.get(kind, ()) or rolled

    def following(self, kind, text) -> str:
        """Return what the question after one of a decision asks: after how many?, which ones."""
        asks = self.asked_next(kind, text)
        named = asks in ("unknown", "one") or asks == "line" and not read.lists_lines(text)
        if kind == "again" and asks == "unknown":  # roll again? yes: then which, in any words
            return "dice"
        return "dice" if kind == "count" and named and not self.rolled_all(text) else asks

    def asked_next(self, kind, text) -> str:
        """Return what the screen after an answer asks: one die a question still, where it
        shows nothing (the program reads on, as scanf's next number does)."""
        return kind if kind == "one" and not text.strip() else self.kind_of(text)

    def rolled_all(self, text) -> bool:
        """Return whether a screen shows new dice: how many? 5 re-rolls all, asking none."""
        shown = read.find_dice(text, self.interface.shape)
        return shown is not None and self.dice is not None and shown[0] != self.dice

    def die_number(self, text):
        """Return the die a per-die question names (1-5), or None."""
        return die_named(read.question(text))

    def answers(self, kind, positions, text) -> list:
        """Return the answers a question of this kind takes for a re-roll of positions."""
        face = self.interface
        yes, no = self.pair(kind)
        if kind == "again":
            return [self.again_answer(positions, text)]
        if kind == "die":
            return [yes if (self.die_number(text) or 1) in positions else no]
        if kind in ONE_A_QUESTION:
            return self.one_a_question(kind, positions)
        self.typed = encode(positions, self.dice or [0] * 5, face)
        return [self.typed] + [face.then] * bool(face.then and positions)

    def again_answer(self, positions, text) -> str:
        """Return the answer to roll again? for a re-roll of positions: yes (or a menu's option
        that re-rolls all, for all five, where it has one), or no."""
        yes, no = self.pair("again")
        every = read.rerolls_all(text) if len(positions) == 5 else None
        return every or (yes if positions else no)

    def one_a_question(self, kind, positions) -> list:
        """Return the answers naming dice one a question: how many, then each; or each die (to
        re-roll, or to keep), then the word that ends the choosing.
        """
        if kind == "count":
            return [str(len(positions)), *map(str, sorted(positions))]
        if not positions and self.interface.stop:  # keep all: the word that stops rolling
            return [self.interface.stop]
        named = set(range(1, 6)) - set(positions) if self.interface.keep else set(positions)
        if self.interface.toggle:  # name those whose hold must change; the holds stay, or not
            named, self.held = (
                named ^ self.held,
                named if self.interface.toggle == "stay" else set(),
            )
        return [*map(self.die_answer, sorted(named)), self.interface.keep_all]

    def die_answer(self, place) -> str:
        """Return the answer naming one die: its number, or its letter where the dice have them."""
        return words_for([place], self.dice or [0] * 5, self.interface)

    def pair(self, kind) -> tuple:
        """Return the two answers (re-roll, keep) a question of two of this kind takes: of how
        many re-rolls to use, all that are left (0-2, then 0-1); at a line menu, its way back
        to the dice (and None: a line is chosen there)."""
        back = back_key(self.text or "") if kind == "again" else None
        if back is not None:
            return back, None
        yes, no = self.interface.pairs.get(kind, (self.interface.yes, self.interface.no))
        most = read.rolls_to_use(read.question(self.text or ""))
        return (most[0], no) if most and no == "0" else (yes, no)

    def probe(self, answer, taken_as=None, again=False) -> str:
        """Type a bad answer; return what went wrong, or "" if the same question came again,
        or if the program took it as re-rolling taken_as alone (then it has moved on).

        Where the question came again under the same dice with no complaint, a re-roll that
        left the dice as they were looks the same (1 in 6, for one die): the answer is typed
        once more (again), and must be refused again.
        """
        held = self.hold_first()  # where answers only hold dice: 1 and 2 held first
        before = self.session.worded(self.session.transcript[-SEEN:])  # its bare prompt worded
        shape = self.interface.shape  # of the dice, and the counts
        shown = read.find_dice(before, shape)  # shown before, where a refusal shows no dice
        self.session.send(answer)
        state, after = self.session.screen()
        after = without_echo(after)
        gone = went_wrong(state, after) or in_pieces(after, self.interface.questions.values())
        if gone:
            return gone
        if self.taken_well(answer, shown, after, taken_as):
            return ""
        if not same_question(before, after, self.interface.shape):
            shown = [line.strip() for line in after.split("\n") if line.strip()][-2:]
            return f"{NOT_ASKED_AGAIN}; it printed: {' | '.join(shown)}"
        self.asked_again(after)
        return self.refused_again(answer, taken_as, after, (shown, held), again)

    def refused_again(self, answer, taken_as, after, before, again) -> str:
        """Return "" for a bad answer the question came again after, or what went wrong: typed
        once more where the dice and question came again with no complaint; where dice were held
        before it, the roll after it must leave them (before: the dice shown, and held)."""
        shown, held = before
        if not (again or held) and self.redrawn_silently(after):
            return self.probe(answer, taken_as, again=True)
        return self.rolled_held(shown[0]) if held and shown else ""

    def redrawn_silently(self, after) -> bool:
        """Return whether a screen shows the dice and the question again with no complaint."""
        return read.find_dice(after, self.interface.shape) is not None and not is_complaint(after)

    def hold_first(self) -> bool:
        """Where answers only hold dice (hold 1 2, then roll), hold dice 1 and 2 before a bad
        answer, so that the roll after it tells whether it was taken; return whether held."""
        if not (self.interface.then and self.kind == "dice"):
            return False
        self.session.send(self.answers("dice", {3, 4, 5}, self.text)[0])
        return self.session.screen()[0] == "asks"

    def rolled_held(self, dice) -> str:
        """Type the word that rolls the dice not held after a bad answer asked again (no
        complaint needed: the hold alone is shown again); return why it was taken where dice 1
        and 2, held before it, changed, else "". The game has moved on: a roll."""
        self.session.send(self.interface.then)
        state, after = self.session.screen()
        shown = read.find_dice(without_echo(after), self.interface.shape)
        self.moved = True
        if state == "asks" and shown and shown[0][:2] != dice[:2]:
            return "it was taken: the roll after it changed dice 1 and 2, held before it"
        return ""

    def asked_again(self, after) -> None:
        """Read a question asked again on its new screen where it shows its dice or its lines
        again (a screen redrawn); after a refusal alone, on the screen first shown with the
        refusal under it (a menu's 0) Go back, and the refusal's words: or nothing to ...)."""
        redrawn = read.find_dice(after, self.interface.shape) is not None or read.lists_lines(
            after
        )
        self.text = after if redrawn else f"{self.text}\n{after}"

    def taken_well(self, answer, shown, after, taken_as) -> bool:
        """Return whether a bad answer had a sense an instructor allows: an empty one that a
        program reading with scanf waits on past, saying nothing (the question stands); or
        one taken as re-rolling as many dice as taken_as names (none: keeping all), the dice
        shown before it (then the game has moved on)."""
        if not answer.strip() and not after.strip():
            return True
        face = self.interface
        if taken_as == KEPT_ALL:
            taken_as = ()
        elif face.keep and taken_as is not None:  # a keep-list: 1 1 keeps die 1, re-rolls the rest
            taken_as = tuple(sorted(set(range(1, 6)) - set(taken_as)))
        rerolled = taken_as is not None and rerolled_as_many(shown, after, taken_as, face.shape,
                                                             face.kinds)  # fmt: skip
        if rerolled:
            self.text, self.moved = after, True
            return True
        return False

    @property
    def counts_first(self) -> bool:
        """Return whether a re-roll decision asks how many dice, then which, one a question."""
        return "count" in self.interface.questions and "again" not in self.interface.questions

    @property
    def asks_on(self) -> bool:
        """Return whether a re-roll decision asks more than one question (roll again? first)."""
        return bool(self.interface.questions.keys() & set(ASKS_ON))

    def enter_inner(self, then=()) -> bool:
        """Answer a decision's first question to meet the one after it, and that one with each
        answer of then, to meet it again (how many: 2, then die 1, meets the second die's);
        return whether met."""
        yes, no = self.pair(self.kind)
        first = {"again": yes, "die": no, "count": "2", "one": "2"}.get(self.kind)
        if first is None:
            return False
        for answer in (first, *then):
            self.session.send(answer)
            state, text = self.session.screen()
            text = without_echo(text)
            following = self.following(self.kind, text)
            if state != "asks" or following not in FOLLOWING[self.kind]:
                return False
        self.text, self.kind = text, following
        return True

    def wait_end(self) -> bool:
        """Return whether the program ends (after input ended, say)."""
        return self.session.screen()[0] == "end"


def turn_of(text: str, found) -> str:
    """Return a screen up to the heading of a turn after the points found on it, where a last
    screen goes on to a turn that asks nothing (its own sheet and total after it; on other
    screens, a sheet printed under the next turn's heading shows the total just made).

    >>> turn_of("Ones: 2 points.\\nTotal: 9\\n== Turn 6 ==\\nTotal: 13", (2, "Ones: 2 points."))
    'Ones: 2 points.\\nTotal: 9'
    """
    start = text.rfind(found[1]) if found else 0
    lines = text[start:].split("\n")
    cut = next((at for at, line in enumerate(lines) if at and read.heading(line)), len(lines))
    return text[:start] + "\n".join(lines[:cut])


def went_wrong(state, after) -> str:
    """Return what went wrong at a bad answer whatever it meant: no answer came, a traceback,
    the program ended; else ""."""
    if state == "timeout":
        return "no answer came"
    return "a traceback" if read.TRACEBACK in after else "the program ended" * (state == "end")
