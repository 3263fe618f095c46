"""The rubric and its checks: a game played by a plan, the probes, the end of input."""

import random
import re
import time
from collections import Counter
from functools import partial

from grading.backmenu import BACK_TO_DICE
from grading.between import Astray, InputEnded, Probed
from grading.contract import CONTRACT_KEYS, contract_events
from grading.fairness import FAIR_THROWS, note_first_roll
from grading.interface import Driver, Interface
from grading.learn import Unlearnable, learn
from grading.points import sheet_of
from grading.probes import judge_ending, run_input_ending, run_probes
from grading.report import Report
from grading.rubric import read_rubric
from grading.session import SESSION_MEMORY, Session

EVENTS = contract_events()
SEEDED_SESSIONS = 3  # sessions of different seconds whose first rolls are compared
# The dice re-rolled before a face none of them showed is a fault: a fair die misses one of
# six in 80 throws once in about 360,000 programs.
LINES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
MAIN_PLAN = {1: ["1 2", "3"], 2: [""], 3: ["1 3 5", ""], 4: ["2 4", "1 2 3 4 5"], 5: ["5", "4"]}


def points(line: str, dice) -> int:
    """Score dice on a homework line, by the rules: the sum of the dice showing its face."""
    face = LINES.index(line) + 1
    return face * list(dice).count(face)


# ------------------------------------------------------------------ playing a game


class Game:
    """A game watched by the grader: what it has seen, what it expects, and how it answers.

    plan(game, prompt) returns the answer to type at a prompt ("reroll" or "line").
    """

    def __init__(self, session, report, plan):
        self.session, self.report, self.plan = session, report, plan
        self.turn, self.rolls, self.dice, self.total = 0, 0, None, 0
        self.points = 0  # the sum of the points the Scored lines gave
        self.unshown = []  # (line, dice, chosen, what the total added) of lines scored unshown
        self.seen = {}  # their points, as a card shown at a later line question gives them
        self.open = list(LINES)
        self.rerolled = None  # the positions re-rolled, until the next roll shows
        self.held = ()  # the positions the last re-roll left, into the next turn
        self.kept_all = False  # keep all was typed: the line prompt must come next
        self.kept_again = 0  # times this turn keep all brought the same dice, asked again
        self.chosen = None  # the line typed at the line prompt
        self.finished = False
        self.stopped = False  # the grader had to stop the program
        self.last = None  # the kind of the last event seen
        # Under the contract keep all ends the rolling; a learned interface may ask again.
        self.strict = session.keep_all_ends_rolling

    def play(self):
        """Play until the game ends; return whether it finished and exited in time."""
        handlers = {
            "turn": self.on_turn,
            "roll": self.on_roll,
            "reroll": self.on_reroll,
            "line": self.on_line,
            "scored": self.on_scored,
            "final": self.on_final,
            "fault": self.on_fault,
        }
        while True:
            kind, groups = self.session.next_event()
            if kind == "line" and not self.open:  # every line is used: none is left to give
                return self.on_seventh_line()
            if kind in handlers:
                handlers[kind](*groups)
                self.last = kind
                continue
            return self.on_stop(kind)

    def judge(self, check, held, reason):
        """Note what a check found in this game."""
        self.report.judge(check, held, reason, self.session)

    def on_turn(self, turn, turns):
        counted = turns is None or int(turns) == 6  # a heading may show no count of turns
        of = f" of {turns}" if turns is not None else ""
        self.judge(
            "six_turns",
            int(turn) == self.turn + 1 and counted and int(turn) <= 6,
            f"expected turn {self.turn + 1} of 6, got turn {turn}{of}",
        )
        self.turn, self.rolls, self.rerolled, self.kept_all = int(turn), 0, None, False
        self.kept_again = 0

    def on_roll(self, *groups):
        number, shown = groups if len(groups) == 2 else (self.rolls + 1, groups[0])
        dice = self.roll_dice(shown)
        if self.turn == 1 and self.rolls == 0:
            self.report.first_rolls.setdefault(int(self.session.started), dice)
        if self.rolls == 0:  # the last turn's dice again, or no face twice, in a first roll
            note_first_roll(self.report, dice, self.dice, self.session.by_faces, self.held)
        self.rolls += 1
        self.judge(
            "three_rolls",
            int(number) == self.rolls <= 3,
            f"roll {self.rolls} of the turn was shown as Roll {number}",
        )
        if self.kept_all:
            self.judge_kept_all(dice)
        if self.rerolled is not None:
            self.judge_rerolled(dice)
        self.dice, self.rerolled = dice, None

    def roll_dice(self, shown) -> list:
        """Return the five dice a roll shows; a roll line that shows no five fails three_rolls."""
        dice = [int(face) for face in re.findall(r"\d", str(shown))]
        if len(dice) != 5:  # a class's own roll line that shows no five dice
            self.report.fail(
                "three_rolls", f"the roll line {shown!r} shows no five dice", self.session
            )
        return (dice + [0] * 5)[:5]

    def judge_rerolled(self, dice):
        """Judge a re-roll: only the dice chosen may change (by face, where faces were named)."""
        kept = [place for place in range(5) if place + 1 not in self.rerolled]
        changed = [place + 1 for place in kept if dice[place] != self.dice[place]]
        left = Counter(dice) - Counter(self.dice[place] for place in kept)
        if self.session.by_faces:  # faces named: any die may show them
            changed = [] if sum(left.values()) == len(self.rerolled) else changed
        self.note_faces(dice, left)
        self.judge(
            "reroll_keeps_the_rest",
            not changed,
            f"re-rolled {sorted(self.rerolled)}, yet the dice at {changed} changed",
        )

    def note_faces(self, dice, left) -> None:
        """Note the faces the dice re-rolled came up (where faces were named: those new)."""
        faces = left if self.session.by_faces else [dice[place - 1] for place in self.rerolled]
        self.report.rerolled.update(faces)

    def on_reroll(self):
        self.judge("three_rolls", self.rolls < 3, "a re-roll prompt came after Roll 3")
        if self.kept_all and self.strict:
            self.report.fail(
                "keep_all_ends_rolling", "a re-roll prompt after keep all", self.session
            )
        answer = self.plan(self, "reroll")
        if answer == "" and self.never_ends():  # the game goes on, a die re-rolled
            answer = "1"
        self.kept_all = answer == ""
        self.rerolled = {int(word) for word in answer.split()} or None
        self.held = set(range(1, 6)) - self.rerolled if self.rerolled else self.held
        self.session.send(answer)

    def never_ends(self) -> bool:
        """Return whether keep all, typed three times this turn, brought the same dice asked
        again each time: it fails keep_all_ends_rolling (once), as rolling that never ends. A
        learned interface may ask again after keeping all, and a turn of three re-rolls (which
        three_rolls fails) asks a third time; a fourth time, keeping all ends nothing."""
        if self.kept_again < 3:
            return False
        self.report.fail(
            "keep_all_ends_rolling",
            f"keep all, typed {self.kept_again} times in turn {self.turn}, brought the same"
            " question each time: the rolling never ends (a die was re-rolled to go on)",
            self.session,
        )
        return True

    def on_fault(self, check, reason):
        """A fault the session saw (a re-roll of all five refused, a turn that asked nothing):
        the check fails."""
        self.report.fail(check, reason, self.session)

    def judge_kept_all(self, dice):
        """Judge a roll after keep all: none under the contract, elsewhere the same dice."""
        self.kept_all = False
        if self.strict:
            self.report.fail("keep_all_ends_rolling", "a roll came after keep all", self.session)
            return
        changed = [place + 1 for place in range(5) if dice[place] != self.dice[place]]
        self.kept_again += not changed
        self.judge("keep_all_ends_rolling", not changed, f"keep all changed the dice at {changed}")

    def on_line(self):
        sheet = sheet_of(getattr(self.session, "text", None) or "")  # a card before the choice
        self.seen.update({line: sheet[line] for line, *_ in self.unshown if line in sheet})
        if self.kept_all:
            self.report.ok("keep_all_ends_rolling")
        elif not BACK_TO_DICE.search(getattr(self.session, "text", None) or ""):
            # the homework's turn: a roll, then two re-rolls, unless all the dice are kept (a
            # line asked first, from a menu with a way back to the dice, ends no rolling)
            self.judge(
                "three_rolls",
                self.rolls >= 3,
                f"the line was asked for after roll {self.rolls}, though not all the dice were"
                " kept: the homework's turn has two re-rolls",
            )
        self.kept_all = False
        answer = self.plan(self, "line")
        self.chosen = LINES[int(answer) - 1] if answer.isdigit() else answer
        self.session.send(answer)

    def on_scored(self, scored, line, shown_total):
        line = next((name for name in LINES if name.lower() == line.strip().lower()), line)
        self.chosen = self.session.instead.pop(self.chosen, self.chosen)  # one taken in place
        shown = scored is not None
        if not shown:  # judged from the sheet at the end, else from the running total
            self.unshown.append((line, self.dice, self.chosen, self.added(shown_total)))
            scored = points(line, self.dice)
        scored = int(scored)
        shown_total = self.running(shown_total, scored)
        if line not in LINES:
            self.report.fail(
                "six_turns", f"scored a line the homework has not: {line}", self.session
            )
        elif shown:
            self.judge_line(scored, line)
        else:
            self.fill(line)
        self.judge(
            "running_total",
            shown_total == self.total + scored,
            f"Total {shown_total} after {self.total} + {scored}",
        )
        self.total, self.chosen = shown_total, None
        self.points += scored

    def running(self, shown_total, scored) -> int:
        """Return the running total shown; where the program shows none, there is none to
        check: the total with the points scored."""
        if shown_total is None:
            self.report.ok("running_total")
            return self.total + scored
        return int(shown_total)

    def added(self, shown_total):
        """Return what a running total shown added this turn (None where none is shown)."""
        return None if shown_total is None else int(shown_total) - self.total

    def judge_line(self, scored, line):
        """Check the points of a line, which line it was, and the last line's filling."""
        self.judge("line_scores", *line_verdict(line, self.dice, self.chosen, scored))
        self.fill(line)

    def fill(self, line):
        """Note a line filled; the last must be the one left open."""
        if len(self.open) == 1:
            self.judge(
                "last_line", line == self.open[0], f"{line} scored, {self.open[0]} was left"
            )
        if line in self.open:
            self.open.remove(line)

    def judge_unshown(self, sheet):
        """Judge the lines whose points no turn showed, by the sheet shown at the end, else by
        what the running total added that turn (where the program shows one).

        A line that scores 0 may be shown blank (or as a dash): nothing was scored there.
        """
        for line, dice, chosen, added in self.unshown:
            expected, shown = points(line, dice), sheet.get(line, added)
            if shown is None and expected:
                self.report.fail("line_scores", f"no points were shown for {line}", self.session)
                continue
            shown = expected if shown is None else shown
            held, reason = line_verdict(line, dice, chosen, shown)
            self.judge("line_scores", held, reason)
            self.points += shown - expected if chosen in (None, line) else 0
        self.unshown = []

    def on_final(self, final, sheet=None):
        self.judge_unshown(self.by_total(int(final), {**self.seen, **(sheet or {})}))
        self.judge(
            "final_score",
            int(final) == self.points,
            f"Final score {final}, but the Scored lines add up to {self.points}",
        )
        self.judge("six_turns", self.turn == 6, f"the game ended after {self.turn} turns")
        self.judge_unfilled()
        self.finished = True

    def judge_unfilled(self):
        """Fail last_line for a game that ended before its sixth turn: its last line was
        neither filled nor offered (not left untried, to be looked at by hand)."""
        if self.turn < 6 and self.open:
            unfilled = ", ".join(self.open)
            self.report.fail("last_line", f"the game ended with {unfilled} never filled",
                             self.session)  # fmt: skip

    def by_total(self, final, sheet) -> dict:
        """Return a sheet with the points of the one line no screen showed, where the final
        total shows them: the total less the other lines' points (then it is the sum)."""
        missing = [(line, dice) for line, dice, _, added in self.unshown
                   if line not in sheet and added is None]  # fmt: skip
        if len(missing) != 1:
            return sheet
        line, dice = missing[0]
        others = sum(sheet[name] - points(name, shown) for name, shown, *_ in self.unshown
                     if name in sheet)  # fmt: skip
        return {**sheet, line: final - (self.points + others - points(line, dice))}

    def on_seventh_line(self):
        """Stop a game that asks for a line after all six are used: six turns is not met."""
        self.report.fail("six_turns", "a line was asked for after all six", self.session)
        self.session.stopped = "it asked for a seventh line"
        self.session.close()
        self.stopped = True
        return False

    def on_stop(self, kind):
        """Judge how the game stopped: after its Final score, or too early, or not at all."""
        self.judge_unshown({})
        if self.session.pieces:
            self.report.fail("bad_answers_refused", self.session.pieces, self.session)
        if kind == "timeout":
            why = self.session.stopped or self.awaited()
            if not self.session.misread:  # else the grader misread it: not tried
                self.report.fail("finishes_in_time", why, self.session)
            self.session.close()
            self.stopped = True
            return False
        if not self.finished and self.turn < 6:
            self.report.fail("six_turns", f"the game ended after {self.turn} turns", self.session)
            self.judge_unfilled()
        elif not self.finished:
            self.report.fail("final_score", "the program ended before a Final score", self.session)
        self.report.ok("finishes_in_time")
        return self.finished

    def awaited(self) -> str:
        """Return what the grader waited for in vain, with an example, and what it saw."""
        wait = f"{self.session.child.timeout:g} s"
        if self.finished:
            return f"the program did not end within {wait} of its final score"
        shown = " | ".join(line for line in self.session.tail(4, everything=True) if line.strip())
        if not self.strict:
            return f"in turn {self.turn}, it asked nothing for {wait}; it printed: {shown}"
        keys = AWAITED[self.last] if self.open or self.last != "scored" else ("final",)
        example = CONTRACT_KEYS[keys[0]][2]
        return (
            f"in turn {self.turn}, waited {wait} for {' or '.join(keys)} (such as {example!r});"
            f" the program printed: {shown or 'nothing'}"
        )


def line_verdict(line, dice, chosen, scored) -> tuple:
    """Return whether a line's points are right for the dice and the line chosen, and why not.

    >>> line_verdict("Fours", [4, 4, 1, 2, 3], "Fours", 8)
    (True, 'Fours with [4, 4, 1, 2, 3] scores 8, not 8')
    >>> line_verdict("Fives", [4, 4, 1, 2, 3], "Fours", 0)
    (False, 'Fours was chosen, but Fives was scored')
    """
    if chosen not in (None, line):
        return False, f"{chosen} was chosen, but {line} was scored"
    expected = points(line, dice)
    return scored == expected, f"{line} with {dice} scores {expected}, not {scored}"


# What comes after each event (none yet: the first turn line), as contract keys.
AWAITED = {
    None: ("turn",), "turn": ("roll",), "roll": ("reroll_prompt", "line_prompt"),
    "reroll": ("roll", "line_prompt"), "line": ("scored",), "scored": ("turn",),
}  # fmt: skip


def best_line(game) -> str:
    """Return the open line that scores most with the dice; the first on the sheet when tied."""
    return max(game.open, key=lambda line: (points(line, game.dice), -LINES.index(line)))


def main_plan(game, prompt) -> str:
    """Answer as the documented main game does."""
    if prompt == "reroll":
        answers = MAIN_PLAN.get(game.turn, [""])
        return answers[min(game.rolls, len(answers)) - 1]
    line = best_line(game) if game.dice else game.open[0]
    return line if game.turn == 2 else str(LINES.index(line) + 1)


def random_plan(rng):
    """Return a plan that answers at random: random re-rolls, random open lines."""

    def plan(game, prompt):
        if prompt == "reroll":
            chosen = [place for place in range(1, 6) if rng.random() < 0.75]
            return "" if rng.random() < 0.25 else " ".join(map(str, chosen or [1]))
        line = rng.choice(game.open)
        return line if rng.random() < 0.5 else str(LINES.index(line) + 1)

    return plan


def short_plan(game, prompt) -> str:
    """Answer as the main game does, but re-roll two dice at most (the first two named)."""
    answer = main_plan(game, prompt)
    return " ".join(answer.split()[:2]) if prompt == "reroll" else answer


def reroll_all_plan(game, prompt) -> str:
    """Re-roll all five dice at every chance; the first open line."""
    return "1 2 3 4 5" if prompt == "reroll" else game.open[0]


# ------------------------------------------------------------------ the command line


class CannotStart(Exception):
    """The program ended before its first turn: a wrong command, or a program that cannot run."""


def grade(
    command,
    timeout=10,
    games=2,
    seed=1,
    contract=None,
    learned=None,
    interfaces=None,
    answers=None,
):
    """Grade a program (a command line, as a list); return the results, check by check.

    A program that does not print the transcript contract (and no --contract was given) has
    its interface learned first; what was learned goes into learned, a list, if one is given
    (its lines), and into interfaces (the Interface, to play other builds of the program).
    When the main game stops because what comes next never came, the grading stops there:
    the checks not tried say why, and no more sessions wait for what will not come. answers is
    the rubric's readings of bad answers allowed (the default rubric's, if None).
    """
    report = Report()
    start = partial(Session, command=command, timeout=timeout, contract=contract,
                    memory=SESSION_MEMORY, home=True)  # fmt: skip
    try:
        start, session = first_session(start, contract, learned, interfaces)
    except Unlearnable as error:
        report.untried = f"not tried: {error}"
        return report.results()
    game = Game(session, report, main_plan)
    game.play()
    session.close()
    if game.turn == 0 and not session.misread:  # misread: the grader's doubt, not a fault
        raise CannotStart(first_turn_missing(session, not game.stopped, timeout))
    if stopped_for_good(session, game):  # what comes next never came
        report.untried = session.untried_from(game.turn)
        return report.results()
    run_probes(start, report, answers=read_rubric().answers if answers is None else answers)
    run_met(start, report, session)
    rng = random.Random(seed)
    for _ in range(games):
        played(start, report, random_plan(rng))
    judge_dice(start, report, rng)
    return report.results()


def played(start, report, plan):
    """Play one game in a fresh session by a plan, its checks noted in report; return it."""
    session = start()
    game = Game(session, report, plan)
    game.play()
    session.close()
    return game


def stopped_for_good(session, game) -> bool:
    """Return whether a main game stopped where more sessions would wait for what never came;
    not one stopped where the program read an answer in pieces (others may not split)."""
    if session.pieces:
        return False
    return bool(session.stopped) or game.stopped and not game.finished


def run_met(start, report, met) -> None:
    """Play again to what the main game (met: its session) met that asks more of a program:
    end the input at its first pause; decline a line at its confirmation; and where it read
    an answer in pieces, a game of short answers, to judge a whole game."""
    run_endings(start, report, met.paused)
    if met.line_confirmed:
        run_decline(start, report)
        run_confirm_probe(start, report)
    if met.hint_offered:
        run_hint(start, report)
    if met.pieces:
        played(start, report, short_plan)


def run_endings(start, report, paused) -> None:
    """End the input at the first re-roll question, and where the main game met a question
    asked only to go on (paused), at the first such question."""
    run_input_ending(start, report)
    if paused:
        run_ending_at_pause(start, report)


def run_ending_at_pause(start, report) -> None:
    """End the input at the first question a game asks only to go on (a confirmation of the
    move just made, a pause): the program must end there too, with no traceback."""
    driver = start()
    driver.session.end_at_pause = True
    try:
        Game(driver, Report(), main_plan).play()
    except InputEnded as ended:
        judge_ending(driver, report, f" at {ended}")
    finally:
        driver.close()


# What a line declined at its confirmation, then another taken in its place, must leave as if
# that one were taken at once: its own points, and each total adding them once.
DECLINED_CHECKS = ("line_scores", "running_total", "final_score")


def run_decline(start, report) -> None:
    """Decline the first confirmation of a line chosen, then take another line where the
    line question comes back: it must score its own points, and each total add them once.
    Where the program goes elsewhere (back to the dice, or to its end), nothing is judged."""
    driver = start()
    driver.session.decline_line = True
    scratch = Report()
    try:
        game = Game(driver, scratch, main_plan)
        game.play()
    except Astray:
        return
    finally:
        driver.close()
    said = driver.session.declined
    if game.finished and said:
        passed_on(scratch, report, DECLINED_CHECKS, said)


def passed_on(scratch, report, checks, said) -> None:
    """Give the report the failures of checks a game played aside found, with what that game
    did differently said beside each reason."""
    for check in checks:
        for failure in scratch.failures[check]:
            report.failed(check, f"{failure['reason']} ({said})", failure["transcript"])


def run_confirm_probe(start, report) -> None:
    """Type a bad answer at the first confirmation of a line chosen: it must be refused, and
    the confirmation asked again, as at any question. Where no confirmation comes, or the
    game stops before it, nothing is judged."""
    driver = start()
    driver.session.probe_confirm = True
    try:
        Game(driver, Report(), main_plan).play()
    except Probed as probed:
        wrong = str(probed)
        report.judge("bad_answers_refused", not wrong, f"a word at a confirmation ({wrong})",
                     driver)  # fmt: skip
    finally:
        driver.close()


def run_hint(start, report) -> None:
    """Ask for the hint the first question of the dice offers, then play as planned: a hint
    must use up no roll. Only three_rolls is judged from that game."""
    driver = start()
    driver.session.ask_hint = True
    scratch = Report()
    try:
        Game(driver, scratch, main_plan).play()
    finally:
        driver.close()
    if driver.session.hint_typed:
        passed_on(scratch, report, ("three_rolls",), driver.session.hint_typed)


def judge_dice(start, report, rng) -> None:
    """Judge the dice themselves: seeded (seeds_dice), and fair when re-rolled."""
    judge_seeding(start, report, rng)
    throw_enough(start, report)


def throw_enough(start, report) -> None:
    """Play games that re-roll all five dice at every chance (60 throws a game) until enough
    dice have been re-rolled to judge their faces (FAIR_THROWS)."""
    thrown = sum(report.rerolled.values())
    while thrown < FAIR_THROWS:
        game = played(start, report, reroll_all_plan)
        before, thrown = thrown, sum(report.rerolled.values())
        if not game.finished or thrown == before:  # a game that re-rolled nothing: no more
            break


def judge_seeding(start, report, rng, sessions=SEEDED_SESSIONS):
    """Judge seeds_dice: the first rolls of sessions started in different seconds differ.

    A program seeded from the clock rolls alike within one second, so the sessions compared
    are those of different seconds; where the games so far started in fewer, more are
    started, each in a second of its own.
    """
    for _ in range(sessions * 2):
        if len(report.first_rolls) >= sessions:
            break
        time.sleep(max(0.0, 1 - time.time() % 1) + 0.01)  # the start of the next second
        played(start, report, random_plan(rng))
    rolls = list(report.first_rolls.values())
    if len(rolls) >= sessions:
        shown = "; ".join(" ".join(map(str, dice)) for dice in rolls[:sessions])
        same = all(dice == rolls[0] for dice in rolls)
        reason = f"{len(rolls)} games started in different seconds all rolled first {shown}"
        report.judge("seeds_dice", not same, reason, None)


def first_session(start, contract, learned, interfaces):
    """Return (what starts a session, the main game's session) for the interface a program has.

    A saved interface is played as saved; a program whose first screen is not the contract's
    (and no --contract was given) has its interface learned. Otherwise that first session
    plays on, the screen it showed given back to it, so the contract costs no session more.
    """
    if contract and "interface" in contract:  # an interface learned before, and saved
        start = saved_start(start, contract["interface"], interfaces)
        return start, start()
    session = start()
    if contract is not None:
        return start, session
    state, text = session.screen()
    if state == "asks" and follows_contract(state, text):
        session.child.buffer = text  # for the contract's patterns to read from its start
        return start, session
    session.close()  # a program that asks nothing is played again as the contract says
    if not follows_contract(state, text):
        start = learned_start(start, learned, interfaces)
    return start, start()


def follows_contract(state, text) -> bool:
    """Return whether a program's first screen shows the contract's Turn, Roll and prompt."""
    events = contract_events()
    shown = [re.search(events[kind], text) for kind in ("turn", "roll")]
    # A program that asks nothing (it ends, hangs or floods) is graded as the contract says.
    return state != "asks" or all(shown) and bool(re.search(events["reroll"] + "$", text))


def saved_start(start, saved, interfaces=None):
    """Return what starts a session played through an interface saved by --save-contract."""
    interface = Interface.from_contract(saved)
    if interfaces is not None:
        interfaces.append(interface)
    return lambda: Driver(start(), interface)


def learned_start(start, learned=None, interfaces=None):
    """Learn a program's interface; return what starts a session played through it.

    What cannot be learned in one look is looked at once more, in fresh sessions: a student's
    dice come from the clock, and other dice may show what these did not. Where the second
    look fails too, its reason is the one given.
    """
    try:
        interface = learn(start)
    except Unlearnable:
        interface = learn(start)
    for kept, what in ((learned, interface.lines()), (interfaces, [interface])):
        if kept is not None:
            kept += what
    return lambda: Driver(start(), interface)


def first_turn_missing(session, ended, timeout) -> str:
    """Return what happened to a program that never showed its first turn."""
    shown = " | ".join(line for line in session.tail(6, everything=True) if line.strip())
    shown = shown or "nothing"
    if ended:
        return f"it ended before its first turn, after printing: {shown}"
    example = CONTRACT_KEYS["turn"][2]
    why = session.stopped or f"it showed no turn line (such as {example}) within {timeout:g} s"
    return f"{why}, so the grader stopped it; it had printed: {shown}"
