"""The review of yahtzee.py: every decision of a game valued against the exact strategy.

A review reads a game's record (yahtzee.py's Play keeps it as the game is played: each roll,
each re-roll, each line) and follows it with the exact advisor. Along the way the expected
final score moves by the dice's luck (what each roll gave beyond what was expected) and by
each decision's cost (the best move's expected final score less the chosen one's), so that
final score = expected start + luck - cost. A saved transcript (--review FILE) becomes the
same record: its answers are played again through the console's words and the same Play.

yahtzee.py reaches this module at the end of a game, for the word review, and for --review.
"""

import math
import os
import re
from collections import namedtuple

from advisor import (
    SOLVING,
    ExactAdvisor,
    await_table,
    best_advisor,
    format_positions,
    keep_choices,
    positions_for_keep,
    ready_advisor,
    solving_notice,
)
from solver import allowed_keeps
from table import open_regular
from yahtzee import (
    FACE_NAMES,
    HELP_WORDS,
    POSITIONS,
    QUIT_WORDS,
    ROLLS_PER_TURN,
    RULE_SETS,
    SCREEN_WIDTH,
    STOP_SIGNALS,
    Console,
    Move,
    Play,
    Prompt,
    RuleSet,
    allowed_lines,
    new_game,
    normalise,
    one_line,
    open_lines,
    quote,
    score_line,
    score_turn,
    tell,
    total,
)

REVIEWED = 3  # the costliest decisions a review lists
DECISION_LINES = 3  # the most lines a decision takes in a review, its reason with it
MEANING = "An expected score is what the best play from that point scores on average."
COUNT_WORDS = ("no", "one", "two", "three", "four", "five")
# The largest transcript --review reads; a larger one is refused before it is read.
TRANSCRIPT_LIMIT = 16 * 1024 * 1024

# A decision: its turn, the dice, what was done and what was best (as words), its cost, and
# the expected final scores after what was done and after the best.
# chosen_move, best_move: the two moves (positions re-rolled, none to keep all, or a line's
# name); points: for a line chosen, what each of the two scores now; reasons: why, for each
# of the two (see line_reason and keep_reason).
Decision = namedtuple(
    "Decision",
    "turn dice chosen best cost chosen_value best_value chosen_move best_move points reasons",
    defaults=(None,) * 6,
)
# start, luck, cost: as above; final: the final score, or the expected one mid-game.
Review = namedtuple("Review", "start luck cost final decisions over")


# ------------------------------------------------------------------------------ following a record


class Walk:
    """A game's record followed move by move, with the expected final score after each."""

    def __init__(self, advisor: ExactAdvisor, rules: RuleSet):
        """Follow a new game of rules, valued by an exact advisor."""
        self.advisor, self.game = advisor, new_game(rules)
        self.start = self.expected = advisor.expected_score(self.game)
        self.luck, self.decisions = 0.0, []
        self.rolls, self.dice, self.turn = 0, None, None

    def follow(self, record) -> Review:
        """Follow every move of a record; return the review of the game so far."""
        for kind, value in record:
            if kind != "refused":  # a refused answer changes nothing
                getattr(self, kind)(value)
        cost = math.fsum(decision.cost for decision in self.decisions)
        over = not open_lines(self.game)
        return Review(self.start, self.luck, cost, self.expected, self.decisions, over)

    def roll(self, dice) -> None:
        """Note the dice of a roll: the luck is what they are worth beyond what was expected."""
        if self.rolls == 0:
            self.turn = self.advisor.turn_values(self.game)
        self.rolls, self.dice = self.rolls + 1, list(dice)
        worth = total(self.game) + max(value for value, _ in self.choices())
        self.luck += worth - self.expected
        self.expected = worth

    def choices(self) -> list:
        """Return (value, keep_at) of every move at this roll (ending the turn first)."""
        outcomes = self.advisor.outcomes
        hand = outcomes.hand_index[tuple(sorted(self.dice))]
        if self.rolls == ROLLS_PER_TURN:
            return [(self.turn.end[hand], allowed_keeps(outcomes, hand)[-1])]
        return keep_choices(outcomes, self.turn, hand, self.rolls)

    def reroll(self, positions) -> None:
        """Note a re-roll (none: keep all) and what it cost against the best keep."""
        choices = self.choices()
        kept = tuple(sorted(face for at, face in enumerate(self.dice, 1) if at not in positions))
        chosen_at = self.advisor.outcomes.keep_index[kept]
        chosen = choices[0] if not positions else next(c for c in choices[1:] if c[1] == chosen_at)
        best = max(choices, key=lambda choice: choice[0])
        best_keep = self.advisor.outcomes.keeps[best[1]]
        best_positions = () if best is choices[0] else positions_for_keep(self.dice, best_keep)
        said = (rerolled_words(positions), reroll_words(self.dice, best_positions))
        moves = (tuple(positions), best_positions)
        self.decide(chosen[0], best[0], said, moves, reasons=self.keep_reasons(moves))
        self.rolls = ROLLS_PER_TURN if not positions else self.rolls

    def keep_reasons(self, moves) -> tuple:
        """Return what each of two re-rolls (the chosen, the best) aims for at this roll."""
        left = ROLLS_PER_TURN - self.rolls
        return tuple(keep_reason(self.game, self.dice, move, left) for move in moves)

    def line(self, name: str) -> None:
        """Note the line chosen for the dice, what it cost against the best, and score it."""
        game, dice = self.game, self.dice
        value = self.advisor.line_value
        best = max(allowed_lines(game, dice), key=lambda line: value(game, line, dice))
        ending = self.turn.end[self.advisor.outcomes.hand_index[tuple(sorted(dice))]]
        points = {"chosen": score_line(name, dice, game), "best": score_line(best, dice, game)}
        reasons = tuple(
            line_reason(game, line, dice, value(game, line, dice)) for line in (name, best)
        )
        said = (f"chose {name}", best)
        self.decide(value(game, name, dice), ending, said, (name, best), points, reasons)
        self.filled(name)

    def filled(self, name: str) -> None:
        """Score the dice on a line; the game's filling of the last line is no decision."""
        self.game, _, _ = score_turn(self.game, name, self.dice)
        self.rolls = 0

    def decide(self, chosen, best, said, moves, points=None, reasons=None) -> None:
        """Note a decision: its words and moves (the chosen, the best), its cost, the points
        of a line chosen, the reasons, and the expected final score after it.
        """
        turn = len(self.game.rules.lines) - len(open_lines(self.game)) + 1
        now = total(self.game)
        values = (best - chosen, now + chosen, now + best)
        decision = Decision(turn, list(self.dice), *said, *values, *moves, points, reasons)
        self.decisions.append(decision)
        self.expected = now + chosen


# ------------------------------------------------------------------------------ the reasons


def line_reason(game, line: str, dice, value: float) -> dict:
    """Return why a line is worth what it is: its points now, and the expected points of the
    turns to come once it is used (now + later = value, the points it expects from here on).
    """
    now = score_line(line, dice, game)
    return {"line": line, "now": now, "later": value - now, "value": value}


def keep_reason(game, dice, positions, rolls_left: int) -> dict:
    """Return what a re-roll aims for: keeping all, the most it scores now (and on which
    line); keeping dice of one face above the rest, the chance of three or more of it by the
    end of the turn, re-rolling the others each time (aim None where no face leads).
    """
    kept = [face for at, face in enumerate(dice, 1) if at not in positions]
    if not positions:
        line = max(allowed_lines(game, dice), key=lambda name: score_line(name, dice, game))
        return {"kept": kept, "now": score_line(line, dice, game), "line": line}
    return {"kept": kept, "aim": face_aim(game, kept, rolls_left)}


def face_aim(game, kept, rolls_left: int):
    """Return the aim of dice kept where one face leads them and its upper line is open:
    {"face", "at_least", "chance"}; else None.

    >>> from yahtzee import HOMEWORK
    >>> aim = face_aim(new_game(HOMEWORK), [6, 6], 2)  # one 6 or more of three dice, in two rolls
    >>> aim["at_least"], round(aim["chance"], 9) == round(1 - (25 / 36) ** 3, 9)
    (3, True)
    >>> face_aim(new_game(HOMEWORK), [4, 6], 2) is None
    True
    """
    counts = {face: kept.count(face) for face in set(kept)}
    leading = [face for face, count in counts.items() if count == max(counts.values(), default=0)]
    if len(leading) != 1 or FACE_NAMES[leading[0]] not in open_lines(game):
        return None
    face, count = leading[0], counts[leading[0]]
    at_least = min(5, max(3, count + 1))
    chance = at_least_of(at_least - count, 5 - count, 1 - (5 / 6) ** rolls_left)
    return {"face": face, "at_least": at_least, "chance": chance}


def at_least_of(wanted: int, dice: int, chance: float) -> float:
    """Return the chance that at least wanted of some dice come up, each with this chance.

    >>> at_least_of(1, 2, 0.5), at_least_of(3, 2, 0.5)
    (0.75, 0)
    """
    return sum(
        math.comb(dice, hits) * chance**hits * (1 - chance) ** (dice - hits)
        for hits in range(wanted, dice + 1)
    )


def reason_words(decision: Decision, both: bool = True) -> str:
    """Return a decision's reason in words: for the chosen and the best, or the best alone.

    >>> chose = {"line": "Sixes", "now": 12, "later": 41.13, "value": 53.13}
    >>> best = {"line": "Ones", "now": 1, "later": 54.39, "value": 55.39}
    >>> reason_words(Decision(1, [], "", "", 2.27, reasons=(chose, best), points={}))
    'Sixes: 12 now + 41.13 to come; Ones: 1 now + 54.39 to come (Sixes stays open).'
    """
    chosen, best = decision.reasons
    told = (chosen, best) if both else (best,)
    if decision.points is not None:
        opened = f" ({chosen['line']} stays open)" if best["now"] < chosen["now"] else ""
        text = "; ".join(map(line_words, told)) + opened
    else:
        text = "; ".join(words for words in map(keep_words, told) if words)
    return text[:1].upper() + text[1:] + "." if text else ""


def line_words(reason: dict) -> str:
    """Return what a line is worth, as a review says it: its points now, and to come.

    >>> line_words({"line": "Ones", "now": 2, "later": 54.386, "value": 56.386})
    'Ones: 2 now + 54.39 to come'
    """
    return f"{reason['line']}: {reason['now']} now + {reason['later']:.2f} to come"


def keep_words(reason: dict) -> str:
    """Return what a keep aims for, as a review says it ("" where it aims for no one face).

    >>> keep_words({"kept": [6, 6], "aim": {"face": 6, "at_least": 3, "chance": 0.5177}})
    'keeping the 6 6: a 52% chance of three or more sixes'
    >>> keep_words({"kept": [1, 1, 5, 5, 5], "now": 15, "line": "Fives"})
    'keeping all: at most 15 now (Fives)'
    """
    if "now" in reason and not reason["now"]:
        return "keeping all: 0 on every open line"
    if "now" in reason:
        return f"keeping all: at most {reason['now']} now ({reason['line']})"
    aim = reason["aim"]
    if aim is None:
        return "" if reason["kept"] else "rolling all five anew"
    kept = " ".join(map(str, reason["kept"]))
    many = "five" if aim["at_least"] == 5 else f"{COUNT_WORDS[aim['at_least']]} or more"
    face = FACE_NAMES[aim["face"]].lower()
    return f"keeping the {kept}: a {aim['chance']:.0%} chance of {many} {face}"


def rerolled_words(positions) -> str:
    """Return a re-roll that was made, as the review says it.

    >>> rerolled_words(()), rerolled_words((1, 2, 3, 4, 5)), rerolled_words((2, 4))
    ('kept all', 're-rolled all', 're-rolled 2 4')
    """
    if not positions:
        return "kept all"
    everything = len(positions) == len(POSITIONS)
    return "re-rolled all" if everything else f"re-rolled {format_positions(positions)}"


def reroll_words(dice, positions) -> str:
    """Return a re-roll as a player types it, with the faces kept where that helps.

    >>> reroll_words([3, 1, 3, 5, 6], (2, 4, 5)), reroll_words([3, 1, 3, 5, 6], ())
    ('re-roll 2 4 5 (keep the 3 3)', 'keep all')
    """
    if not positions:
        return "keep all"
    if len(positions) == len(POSITIONS):
        return "re-roll all"
    kept = " ".join(str(face) for at, face in enumerate(dice, 1) if at not in positions)
    return f"re-roll {format_positions(positions)} (keep the {kept})"


def review_record(rules: RuleSet, record):
    """Return the review of a game's record against the exact strategy, or None without it.

    A table being solved in the background is waited for when it is nearly ready.
    """
    await_table(rules)
    if best_advisor(rules).heuristic:
        return None
    return Walk(ready_advisor(rules), rules).follow(record)


def review_data(review: Review) -> dict:
    """Return a review as the API sends it."""
    decisions = [
        {**decision._asdict(), "reason": reason_words(decision)} for decision in review.decisions
    ]
    numbers = {"start": review.start, "luck": review.luck, "cost": review.cost}
    return {**numbers, "final": review.final, "decisions": decisions}


# ------------------------------------------------------------------------------ its words


def shown_figures(review: Review) -> tuple[int, int, int, int]:
    """Return start, cost, luck and final in hundredths, rounded so start - cost + luck = final.

    The luck takes up what rounding the others leaves over: at most a hundredth.

    >>> shown_figures(Review(59.164, 14.194, 46.357, 27.0, [], True))
    (5916, 4636, 1420, 2700)
    """
    figures = (review.start, review.cost, review.final)
    start, cost, final = (round(100 * figure) for figure in figures)
    return start, cost, final - start + cost, final


def format_review(review: Review) -> str:
    """Return a review in a few lines of at most 79 columns; its figures add up as shown."""
    cents = shown_figures(review)
    start, cost, luck, final = (f"{abs(figure) / 100:.2f}" for figure in cents)
    sign = "-" if cents[2] < 0 else "+"
    outcome = "the final score" if review.over else "the expected final score now"
    lines = [
        "Review of your play against the exact strategy:",
        f"  {MEANING}",
        f"  Expected final score at the start: {start}",
        f"  Lost to decisions: {cost} (the best moves' expected scores less yours)",
        f"  The dice's luck: {sign}{luck} (what the rolls gave beyond what was expected)",
        f"  {start} - {cost} {sign} {luck} = {final}, {outcome}",
    ]
    costly = [d for d in sorted(review.decisions, key=lambda d: -d.cost) if d.cost > 5e-3]
    if costly:
        lines.append("  Costliest decisions:")
        lines += [format_costly(decision) for decision in costly[:REVIEWED]]
    return "\n".join(lines)


def format_costly(decision: Decision) -> str:
    """Return a costly decision with its reason, in at most DECISION_LINES lines of 79
    columns: the reason for the chosen and the best, else for the best alone, else none.
    """
    head = format_decision(decision).split("\n")
    for both in (True, False):
        reason = wrapped(reason_words(decision, both)) if decision.reasons else []
        if len(head) + len(reason) <= DECISION_LINES:
            return "\n".join(head + reason)
    return "\n".join(head)


def wrapped(text: str, indent: str = "    ", width: int = SCREEN_WIDTH) -> list:
    """Return text broken between words into lines of at most width, each indented.

    >>> wrapped("one two three", width=12)
    ['    one two', '    three']
    """
    lines = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(indent + word)
    return lines


def format_decision(decision: Decision) -> str:
    """Return a decision as a review lists it, broken before its best move to fit 79 columns.

    It never begins "Turn", as the transcript contract's lines do.

    >>> print(format_decision(Decision(4, [2, 2, 5, 5, 6], "kept all", "re-roll 5", 1.84)))
      On turn 4, 2 2 5 5 6: kept all, best re-roll 5 (-1.84)
    >>> print(format_decision(Decision(1, [6, 1, 1, 2, 3], "chose Ones", "Sixes", 1.5, 50, 51.5)))
      On turn 1, 6 1 1 2 3: chose Ones (50.00), best Sixes (51.50): -1.50
    """
    dice = " ".join(map(str, decision.dice))
    if decision.chosen_value is None:
        text = f"{decision.chosen}, best {decision.best} (-{decision.cost:.2f})"
    else:
        chosen, best = f"{decision.chosen_value:.2f}", f"{decision.best_value:.2f}"
        text = f"{decision.chosen} ({chosen}), best {decision.best} ({best}): -{decision.cost:.2f}"
    line = f"  On turn {decision.turn}, {dice}: {text}"
    return line if len(line) <= SCREEN_WIDTH else line.replace(", best ", ",\n    best ", 1)


def review_notice(rules: RuleSet, over: bool = False) -> str:
    """Return the line that says how to get a review, where the exact strategy is missing.

    A game over while its table is still being worked out has none: the solve ends with it.
    """
    option = "--full" if rules.key == "yahtzee" else f"--rules {rules.key}"
    run = f"python3 yahtzee.py {option} --solve"
    if rules.key not in SOLVING:
        return f"For a review, solve the game once: {run}"
    still = solving_notice(SOLVING[rules.key])
    if over:
        return f"No review: {still} {run} keeps the table for next time."
    return f"No review yet: {still}"


def review_text(play: Play) -> str:
    """Return the review of a game in play, from its record so far, or how to get one."""
    rules = play.game.rules
    review = review_record(rules, play.record)
    return review_notice(rules, play.phase == "over") if review is None else format_review(review)


# ------------------------------------------------------------------------------ transcripts
# A transcript is read line by line. Its Roll lines give the dice; the answer after each
# prompt is played again through the console's words and the same Play as in the game, so
# the prompt that follows, the next Roll line and each Scored line must agree with it.

# Patterns, compiled (and kept by re) at their first use: a game's own review needs none.
ROLL_LINE = r"Roll (\S*): (.*)"
TURN_LINE = r"Turn ([0-9]+) of ([0-9]+)"
FACES_LINE = r"[1-6]( [1-6]){4}"
SCORED_LINE = r"Scored ([0-9]+) on (.+)\. Total: [0-9]+"  # ASCII digits only
PROMPTS = {"Re-roll": "reroll", "Choose a line": "line"}
ENDINGS = ("Input ended", "Interrupted.", *STOP_SIGNALS.values())


class Transcript:
    """A transcript being turned into a game's record, line by line."""

    def __init__(self, rules: RuleSet):
        """Read a transcript of a game of rules."""
        self.play = Play(new_game(rules))
        self.console = Console(read=None, say=lambda *_: None)
        self.console.sit(self.play)
        self.unscored, self.ended = None, False

    def read(self, text: str) -> None:
        """Take one line of the transcript, or raise ValueError saying what is wrong with it.

        A prompt that ends ">" was given an empty answer: a copy may trim the space after it.
        """
        kind = prompt_kind(text)
        answer = answer_after(text) if kind else None
        if answer is not None:
            self.answer(kind, answer.split(";")[0])
            return
        lines = {"Roll ": self.roll, "Scored ": self.scored, "Turn ": self.turn}
        for start, take in lines.items():
            if text.startswith(start):
                take(text)
        if text.startswith("Player: "):
            raise ValueError("a hot-seat game (Player: lines): --review follows one player")

    def turn(self, text: str) -> None:
        """Take a Turn line: the game it heads must have a turn for each line of the rules."""
        found, rules = re.fullmatch(TURN_LINE, text), self.play.game.rules
        if not found and re.fullmatch(r"Turn \d+ of \d+", text):  # digits of another script
            raise ValueError(f"{quote(text, 40)} is not a Turn line: its numbers are 0-9")
        if found and int(found.group(2)) != len(rules.lines):
            turns = int(found.group(2))
            fits = [key for key, one in RULE_SETS.items() if len(one.lines) == turns]
            give = f"give --rules {' or '.join(fits)}" if fits else "no rule set has as many"
            raise ValueError(
                f"a game of {turns} turns, but {rules.key} has {len(rules.lines)}: {give}"
            )

    def roll(self, text: str) -> None:
        """Take a Roll line: its number must come next, its dice must be five faces 1-6."""
        found = re.fullmatch(ROLL_LINE, text)
        if not found or not re.fullmatch(FACES_LINE, found.group(2)):
            raise ValueError(f"{quote(text, 40)} is not a roll: five faces 1-6 are needed")
        if self.unscored:
            raise ValueError(f"a roll comes where the Scored line of {self.unscored[0]} should")
        number, due = found.group(1), self.play.rolls + 1
        if self.play.phase not in ("start", "roll") or number != str(due):
            rolling = self.play.phase in ("start", "roll")
            where = f"Roll {due}" if rolling else PHASES_SHOWN[self.play.phase]
            raise ValueError(f"Roll {number} comes where {where} should")
        self.play.rolled([int(face) for face in found.group(2).split()])
        self.note_scored()  # a third roll may fill the last line

    def answer(self, kind: str, answer: str) -> None:
        """Take the answer after a prompt, as the game took it: refused, a command, or a move."""
        phase = self.play.phase
        if phase != kind:
            raise ValueError(f"a {kind} prompt comes where {PHASES_SHOWN[phase]} should")
        if normalise(answer) in Console.OWN_WORDS:
            return
        roll_number = self.play.rolls if kind == "reroll" else None
        self.console.ready(Prompt(kind, self.play.game, self.play.dice, roll_number))
        try:
            answer = self.console.confirmed(answer)
        except ValueError as refusal:
            self.play.record.append(Move("refused", (answer, str(refusal))))
            return
        self.take(answer)

    def take(self, answer: str) -> None:
        """Take an answer as the prompt does: quit, a prompt command, or a move the console's
        one interpreter makes of it (a refusal it records)."""
        word = normalise(answer)
        if word in QUIT_WORDS:
            self.ended = True
        elif word not in (*HELP_WORDS, "card", "potential", "options"):
            try:
                self.console.meaning(answer)  # which takes the move into self.play
            except ValueError:
                return  # refused, or dice held: the prompt comes again
            self.console.pending = []  # queued answers show after their own prompts
            self.note_scored()

    def note_scored(self) -> None:
        """Note the line just scored, if one was: its Scored line must follow."""
        if self.play.phase in ("start", "over") and self.play.scored:
            self.unscored = self.play.scored

    def scored(self, text: str) -> None:
        """Take a Scored line: it must say what the dice scored on the line chosen."""
        found = re.fullmatch(SCORED_LINE, text)
        if not found:
            raise ValueError(f"{quote(text, 40)} is not a Scored line: Scored S on LINE. Total: T")
        if not self.unscored:
            raise ValueError("a Scored line comes where no line was scored")
        name, points, _ = self.unscored
        if (found.group(2), int(found.group(1))) != (name, points):
            said = f"{found.group(1)} on {found.group(2)}"
            raise ValueError(f"it says {said}, but those dice score {points} on {name}")
        self.unscored = None


PHASES_SHOWN = {
    "start": "a first Roll line",
    "roll": "the next Roll line",
    "reroll": "a Re-roll prompt",
    "line": "a Choose a line prompt",
    "over": "nothing (the game is over)",
}


def prompt_kind(text: str):
    """Return the kind of prompt a line starts with (a value of PROMPTS), or None."""
    return next((kind for start, kind in PROMPTS.items() if text.startswith(start)), None)


def answer_after(prompt: str):
    """Return what a prompt's line shows was answered ("" after a bare >); None without a >.

    >>> answer_after("Choose a line > 4s"), answer_after("Re-roll >"), answer_after("Re-roll")
    ('4s', '', None)
    """
    _, mark, answer = prompt.partition("> ")
    if mark:
        return answer
    return "" if prompt.endswith(">") else None


def is_broken(text: str) -> bool:
    """Return whether a line is the start of a prompt or a Scored line that fit() broke."""
    prompt = prompt_kind(text) and answer_after(text) is None
    return prompt or (text.startswith("Scored ") and not re.fullmatch(SCORED_LINE, text))


def as_shown(text: str) -> str:
    """Return a line as a terminal showed it, without spaces at its end; a backspace steps back.

    A session saved with script(1) keeps the terminal's echo of a correction typed: what
    follows a backspace overwrites what was there.

    >>> as_shown("> 12\\b \\b3  ")
    '> 13'
    """
    if "\b" not in text:
        return text.rstrip()
    shown, at = [], 0
    for char in text:
        if char == "\b":
            at = max(0, at - 1)
        else:
            shown[at : at + 1], at = [char], at + 1
    return "".join(shown).rstrip()


def whole_lines(lines):
    """Yield (number, line) of a transcript without the spaces at its end, broken lines joined.

    A copy from a terminal or an editor may add or trim spaces at the ends of lines, and a
    saved session keeps backspaces; on a narrow screen, fit() breaks a long line between
    words and indents the rest by four.
    """
    held = None
    for number, text in enumerate(lines, 1):
        text = as_shown(text)
        if held and text.startswith("    "):
            number, text = held[0], f"{held[1]} {text.lstrip()}"
        elif held:
            yield held
        held = (number, text) if is_broken(text) else None
        if held is None:
            yield number, text
    if held:
        yield held


def answered(pairs):
    """Yield the (number, line) pairs with text, but for a last prompt still waiting for an answer.

    A copy of a game in play ends with its prompt, and no more: "> " with nothing after it (or
    ">", trimmed) is then no empty answer yet. Nor is it one where the game says next that its
    input ended, or that it was stopped.
    """
    waiting = None
    for number, text in pairs:
        if not text:
            continue
        if waiting and not text.startswith(ENDINGS):  # a prompt, then the end: no answer
            yield waiting
        unanswered = prompt_kind(text) and not answer_after(text)
        waiting = (number, text) if unanswered else None
        if not unanswered:
            yield number, text


def transcript_record(rules: RuleSet, lines) -> list:
    """Return the record of the game a transcript shows, or raise ValueError('line N: why')."""
    transcript = Transcript(rules)
    for number, text in answered(whole_lines(lines)):
        try:
            transcript.read(text)
        except ValueError as fault:
            raise ValueError(f"line {number}: cannot follow it: {fault}") from None
        if transcript.ended:
            break
    if not transcript.play.record:
        raise ValueError("line 1: cannot follow it: no Roll line, so no game, is in it")
    return transcript.play.record


def read_transcript(path: str) -> str:
    """Return the text of a transcript file, or raise OSError or ValueError saying why not."""
    with open_regular(path) as file:
        size = os.fstat(file.fileno()).st_size
        if size > TRANSCRIPT_LIMIT:
            raise ValueError(f"is over 16 MiB ({size:,} bytes): --review reads at most 16 MiB")
        data = file.read(TRANSCRIPT_LIMIT + 1)
    if len(data) > TRANSCRIPT_LIMIT:
        raise ValueError("is over 16 MiB: --review reads at most 16 MiB")
    return data.decode("utf-8-sig", "replace")  # Notepad may begin with a BOM


def review_file(rules: RuleSet, path: str) -> int:
    """Print the review of a saved transcript and return 0; or say why not and return 2."""
    try:
        lines = read_transcript(path).split("\n")
        check_turns(rules, lines)  # a transcript of other rules is refused as such, first
        if best_advisor(rules).heuristic:
            tell(one_line(review_notice(rules)))
            return 2
        record = transcript_record(rules, lines)
    except OSError as error:
        tell(one_line(f"cannot read {path}: {error.strerror or error}."))
        return 2
    except ValueError as fault:
        tell(one_line(f"{path} {fault}."))
        return 2
    print(format_review(review_record(rules, record)))
    return 0


def check_turns(rules: RuleSet, lines) -> None:
    """Raise ValueError if the first Turn line of a transcript heads a game of other rules."""
    for number, text in whole_lines(lines):
        if re.fullmatch(TURN_LINE, text):
            try:
                Transcript(rules).turn(text)
            except ValueError as fault:
                raise ValueError(f"line {number}: cannot follow it: {fault}") from None
            return
