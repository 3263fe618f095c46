"""The advisors of yahtzee.py: the best move at every roll, and the hint that says it.

ExactAdvisor plays optimally, from the exact solver's values (solver.py): the homework game
is solved at the first question, the other rule sets once --solve has kept their table
(table.py). Until then HeuristicAdvisor works each turn out exactly against an estimate of
the rest. The hints put their moves in the console's words; the strategies (the advisor's
and greedy play) are Players made of plain functions.

yahtzee.py reaches this module only when asked: the word hint, at a prompt or over the API.
"""

import contextlib
import math
import os
import sys
import threading
import warnings
from collections import namedtuple
from functools import cache, partial

from solver import (
    Outcomes,
    TurnValues,
    allowed_keeps,
    build_outcomes,
    keep_levels,
    plain_scores,
    sample_hand,
    solver_for,
    state_count,
)
from table import (
    BackgroundSolve,
    load_table,
    save_table,
    solve_table,
    table_unwritable,
    terminal_progress,
)
from yahtzee import (
    DICE,
    FACES,
    UPPER_BONUS,
    Game,
    Player,
    RuleSet,
    allowed_lines,
    fit,
    get_line,
    open_lines,
    open_upper_lines,
    score_line,
    score_turn,
    total,
    upper_total,
)

# The exact advisor solves a rule set at its first question when it has at most this many
# states (the homework game has 64); it keeps the turns of at most KEPT_TURNS states.
EXACT_STATES = 64
KEPT_TURNS = 1024  # a turn worked out holds about 1,200 floats (some 40 KB)

# The heuristic advisor's guess at the spread of an upper line's score, per point of face.
UPPER_SPREAD = 1.1
# The heuristic counts on a Yahtzee in one turn in this many. Over 6,000 full-card games
# paired by seed it scores 242.41, against 240.88 with the Yahtzee line's one-turn par
# (+1.53, standard error 0.46); 33 and 100 turns did no better over 2,000 of them.
YAHTZEE_TURNS = 60

# An advisor's answer: the move (positions to re-roll, or a line's name) and its value,
# the points still to come with it.
Advice = namedtuple("Advice", "move value")


# ------------------------------------------------------------------------------ one turn


def keep_choices(outcomes: Outcomes, turn: TurnValues, hand: int, roll_number: int):
    """Return (value, keep_at) for each keep at a re-roll prompt, keeping all first.

    Keeping all the dice ends the rolling, so at the first prompt it is worth
    the end of the turn with these dice, not another re-roll prompt.
    """
    keeps = allowed_keeps(outcomes, hand)
    values = turn.after1 if roll_number == 1 else turn.after2
    choices = [(turn.end[hand], keeps[-1])]
    return choices + [(values[at], at) for at in keeps[:-1]]


def positions_for_keep(dice, keep) -> tuple[int, ...]:
    """Return the positions to re-roll so that the dice kept are keep (a sorted tuple).

    >>> positions_for_keep([6, 2, 6, 3, 6], (6, 6))
    (2, 4, 5)
    """
    left = list(keep)
    positions = []
    for place, face in enumerate(dice, 1):
        if face in left:
            left.remove(face)
        else:
            positions.append(place)
    return tuple(positions)


# ------------------------------------------------------------------------------ advisors


class Advisor:
    """Advice for one rule set: the best re-roll and line, with what they are worth.

    A subclass says what ending a turn with each hand is worth (turn_values)
    and what putting dice on a line is worth (line_value), both as points still
    to come; the rest is shared. The outcomes are laid out on first use.
    """

    heuristic = False

    def __init__(self, rules: RuleSet):
        """Advise on this rule set; nothing is worked out until it is asked."""
        self.rules = rules
        self._outcomes = None

    @property
    def outcomes(self) -> Outcomes:
        """Return the dice outcomes, building them the first time."""
        if self._outcomes is None:
            self._outcomes = build_outcomes()
        return self._outcomes

    def prepare(self) -> None:
        """Work out what every question needs (a subclass adds its own), if not done yet."""
        self.outcomes  # noqa: B018 - the property builds them

    def reroll_options(self, game: Game, dice, roll_number: int) -> list:
        """Return every distinct re-roll (none keeps all) as Advice, best first, ties as found."""
        outcomes = self.outcomes
        hand = outcomes.hand_index[tuple(sorted(dice))]
        choices = keep_choices(outcomes, self.turn_values(game), hand, roll_number)
        ranked = sorted(choices, key=lambda choice: -choice[0])  # stable: max()'s first is first
        return [
            Advice(positions_for_keep(dice, outcomes.keeps[at]), value) for value, at in ranked
        ]

    def line_options(self, game: Game, dice) -> list:
        """Return every allowed line as Advice, best first; ties go up the sheet."""
        values = [
            Advice(name, self.line_value(game, name, dice)) for name in allowed_lines(game, dice)
        ]
        return sorted(values, key=lambda choice: -choice.value)

    def advise_reroll(self, game: Game, dice, roll_number: int) -> Advice:
        """Return the best positions to re-roll (none keeps all) and the points still to come."""
        outcomes = self.outcomes
        hand = outcomes.hand_index[tuple(sorted(dice))]
        choices = keep_choices(outcomes, self.turn_values(game), hand, roll_number)
        value, keep_at = max(choices, key=lambda choice: choice[0])
        return Advice(positions_for_keep(dice, outcomes.keeps[keep_at]), value)

    def advise_line(self, game: Game, dice) -> Advice:
        """Return the best allowed line and the points still to come; ties go up the sheet."""
        values = [(self.line_value(game, name, dice), name) for name in allowed_lines(game, dice)]
        value, name = max(values, key=lambda choice: choice[0])
        return Advice(name, value)


class ExactAdvisor(Advisor):
    """Optimal play: every turn worked out against the exact value of every state after it.

    The values come from a solved table (--solve). A rule set small enough (the homework
    game: 64 states) is solved at its first question, and its table kept for the next game.
    """

    def __init__(self, rules: RuleSet, values=None):
        """Advise on rules with these solved values, or solve them at the first question."""
        super().__init__(rules)
        self.solver = solver_for(rules)
        self._values, self._turns = values, {}

    def values(self):
        """Return the value of every state, read or solved (and kept) the first time."""
        if self._values is None:
            self._values, _ = load_table(self.rules)
        if self._values is None:
            self._values = solve_table(self.rules)
            with contextlib.suppress(OSError):  # a read-only cache: solved again next time
                save_table(self.rules, self._values)
        return self._values

    def prepare(self) -> None:
        """Work out the outcomes and the values of every state, if not done yet."""
        super().prepare()
        self.values()

    def future(self, game: Game) -> float:
        """Return the expected points still to come from the start of a turn of this game."""
        return self.values()[self.solver.index(self.solver.state_of(game))]

    def turn_values(self, game: Game) -> TurnValues:
        """Return this turn worked out; the turns of up to KEPT_TURNS states are kept."""
        state = self.solver.state_of(game)
        if state not in self._turns:
            if len(self._turns) >= KEPT_TURNS:
                self._turns.clear()
            end = self.solver.end_values(state, self.values())
            self._turns[state] = self.solver.levels.turn_of(end)
        return self._turns[state]

    def line_value(self, game: Game, name: str, dice) -> float:
        """Return the points still to come when the dice go on the named line."""
        after, _, _ = score_turn(game, name, dice)
        return total(after) - total(game) + self.future(after)

    def expected_score(self, game: Game) -> float:
        """Return the expected final score from the start of a turn, with optimal play."""
        return total(game) + self.future(game)


class HeuristicAdvisor(Advisor):
    """Good play for any rule set: each turn worked out exactly, against an estimate of the rest.

    Ending a turn is worth the points it scores now (bonuses and Jokers
    included, by the game's own score_turn) plus an outlook on the rest: each
    open line's par (its expected score when played alone for one turn) and
    the upper bonus times the chance it is still reached. Only the turn at
    hand is searched, so it is fast but not optimal.
    """

    heuristic = True

    def __init__(self, rules: RuleSet):
        """Advise on this rule set; pars are worked out at the first question."""
        super().__init__(rules)
        self._last = (None, None)
        self._pars = None

    def pars(self) -> dict:
        """Return each line's par: its expected score when played alone for one turn."""
        if self._pars is None:
            levels = keep_levels()
            scores = plain_scores(self.rules)
            self._pars = {name: levels.turn_start(line) for name, line in scores.items()}
        return self._pars

    def prepare(self) -> None:
        """Work out the outcomes and the pars, if not done yet."""
        super().prepare()
        self.pars()

    def outlook(self, game: Game) -> float:
        """Return the points the open lines and bonuses are expected to bring."""
        pars, special = self.pars(), game.rules.specials and game.rules.specials.yahtzee_line
        lines = math.fsum(pars[name] for name in open_lines(game) if name != special)
        return lines + self.yahtzee_outlook(game) + self.upper_outlook(game)

    def yahtzee_outlook(self, game: Game) -> float:
        """Return what the Yahtzee line and its bonuses are expected to bring from here.

        A par counts one turn, but the Yahtzee line waits for a Yahtzee in any turn left
        (one turn in YAHTZEE_TURNS); a Yahtzee bonus comes with each further one, while the
        line holds its points. So a Yahtzee line is not thrown away early for a zero.
        """
        specials = game.rules.specials
        if not specials or not specials.yahtzee_line:
            return 0.0
        turns, chance = len(open_lines(game)), 1 / YAHTZEE_TURNS
        some = 1 - (1 - chance) ** turns  # the chance of at least one Yahtzee from here
        points = game.sheet[specials.yahtzee_line]
        if points is None:
            full = max(plain_scores(self.rules)[specials.yahtzee_line])
            return full * some + specials.yahtzee_bonus * (turns * chance - some)
        return specials.yahtzee_bonus * turns * chance if points else 0.0

    def upper_outlook(self, game: Game) -> float:
        """Return the upper bonus times the chance it is still to come."""
        specials = game.rules.specials
        lines = open_upper_lines(game)
        if not specials or not specials.upper_bonus or UPPER_BONUS in game.bonuses or not lines:
            return 0.0
        threshold, points = specials.upper_bonus
        mean = math.fsum(self.pars()[line.name] for line in lines)
        spread = math.sqrt(math.fsum((UPPER_SPREAD * line.face) ** 2 for line in lines))
        gap = (mean - (threshold - upper_total(game))) / spread
        return points * 0.5 * (1 + math.erf(gap / math.sqrt(2)))

    def line_value(self, game: Game, name: str, dice) -> float:
        """Return the points the dice score on the line now, plus the outlook after."""
        after, _, _ = score_turn(game, name, dice)
        return total(after) - total(game) + self.outlook(after)

    def turn_values(self, game: Game) -> TurnValues:
        """Return this turn worked out, reusing the last one while the game is the same."""
        key = (tuple(game.sheet.values()), tuple(sorted(game.bonuses.items())))
        last = self._last  # read once: another thread may set it meanwhile
        if last[0] != key:
            last = self._last = (key, keep_levels().turn_of(self.end_values(game)))
        return last[1]

    def end_values(self, game: Game) -> list[float]:
        """Return line_value of the best allowed line for every hand.

        A hand's value on a line depends only on the line's plain score (a lower
        line) or on how many dice show its face (an upper line), but for five of a
        kind where a card has a Yahtzee line (its Jokers, its bonuses, its outlook).
        So each line is valued on a few sample hands and spread to all; only the
        six hands of five of a kind are valued one by one, on such a card.
        """
        outcomes, specials = self.outcomes, game.rules.specials
        ways = [self.line_values(game, name) for name in open_lines(game)]
        end = list(map(max, *ways)) if len(ways) > 1 else ways[0]
        for face in FACES:
            hand = (face,) * DICE
            if specials and specials.yahtzee_line:
                values = [self.line_value(game, name, hand) for name in allowed_lines(game, hand)]
                end[outcomes.hand_index[hand]] = max(values)
        return end

    def line_values(self, game: Game, name: str) -> list[float]:
        """Return line_value of one line for every hand (Joker hands aside)."""
        line = get_line(game.rules, name)
        if line.face:
            by_count = [
                self.line_value(game, name, sample_hand(line.face, n)) for n in range(DICE + 1)
            ]
            return [by_count[n] for n in self.outcomes.face_counts[line.face]]
        plain = plain_scores(self.rules)[name]
        sample = sample_hand(FACES[0], 1)
        shift = self.line_value(game, name, sample) - plain[self.outcomes.hand_index[sample]]
        return [score + shift for score in plain]


@cache
def best_advisor(rules: RuleSet) -> Advisor:
    """Return the best advisor there is for a rule set, the same one each time it is asked.

    Exact where the rule set is small enough to solve at once, or where its solved table
    is there and can be trusted; else the heuristic.

    >>> from yahtzee import HOMEWORK, YACHT
    >>> [type(best_advisor(rules)).__name__ for rules in (HOMEWORK, YACHT)]
    ['ExactAdvisor', 'HeuristicAdvisor']
    """
    if solver_for(rules).size <= EXACT_STATES:
        return ExactAdvisor(rules)
    values, _ = load_table(rules)
    if values is None and rules.key in SOLVE_HERE:
        values = solve_now(rules)
    return HeuristicAdvisor(rules) if values is None else ExactAdvisor(rules, values)


# Threads (the server's requests) that ask their first questions at once wait for one to
# work out what they all need, rather than each working it out again.
SETUP = threading.Lock()


def ready_advisor(rules: RuleSet) -> Advisor:
    """Return best_advisor(rules) with what every question needs worked out, once for all."""
    with SETUP:
        take_solved(rules)
        advisor = best_advisor(rules)
        advisor.prepare()
    return advisor


@cache
def table_notice(rules: RuleSet) -> str:
    """Return what the first hint of a heuristic game says about exact advice."""
    _, fault = load_table(rules)
    option = "--full" if rules.key == "yahtzee" else f"--rules {rules.key}"
    run = f"python3 yahtzee.py {option} --solve"
    if fault == "missing":
        return f"For exact advice, solve the game once: {run}"
    return f"The solved table is {fault}, so it is not used; {run} makes it again."


# ------------------------------------------------------------------------------ solved meanwhile
# A game at a terminal on a card without a table has it solved as it is played (table.py's
# BackgroundSolve), at the lowest priority; a small card (Yacht: about a second) is solved
# here when its advice is first needed, and so is any card the coach is asked for. Piped
# games never start a solve; the server's start theirs below (ServerSolves).

QUICK_STATES = 4096  # Yacht's
NEARLY_READY = 20  # seconds: a review waits, with progress, for a solve this close to its end
SOLVING = {}  # rule set key -> its BackgroundSolve, while the game that started it goes on
SOLVE_HERE = set()  # the keys to solve here when first needed: Yacht, a card for the coach
NEWS = {}  # rule set key -> what the next hint says of a background solve that has ended


def may_solve() -> bool:
    """Return whether a game may work out its own table: at a terminal, unless YAHTZEE_SOLVE=no."""
    at_terminal = all(stream and stream.isatty() for stream in (sys.stdin, sys.stdout))
    return at_terminal and os.environ.get("YAHTZEE_SOLVE") != "no"


def exact_advice(rules: RuleSet, say, quick_states: int = QUICK_STATES, allowed=None):
    """Return a context in which a game is played, its table solved if missing and allowed.

    allowed defaults to may_solve(). A solve in the background is said once, here; it is
    ended with the context.
    """
    size = state_count(rules)
    allowed = may_solve() if allowed is None else allowed
    if allowed and size > EXACT_STATES and load_table(rules)[0] is None:
        if size <= quick_states:
            SOLVE_HERE.add(rules.key)
        elif unwritable := table_unwritable(rules):  # said once, and no solve is started
            say(f"Exact advice for this card needs a solved table, and {unwritable}: hints "
                "stay heuristic.")  # fmt: skip
        elif hasattr(os, "fork"):  # a solve in the background is a forked process
            say(f"Exact advice for this card is being worked out in the background "
                f"({solve_time()}); until then, hints are heuristic.")  # fmt: skip
            return solving(rules)
    return contextlib.nullcontext()


def solve_time() -> str:
    """Return how long a large solve takes: seconds with numpy (fastsolve.py), else longer."""
    import importlib.util  # here: only a game that starts a solve asks

    return "seconds, with numpy" if importlib.util.find_spec("numpy") else "a minute or more"


@contextlib.contextmanager
def solving(rules: RuleSet):
    """Solve the table of rules in the background while the context lasts; then end it."""
    solve = SOLVING[rules.key] = BackgroundSolve(rules)
    try:
        yield solve
    finally:
        SOLVING.pop(rules.key, None)
        solve.stop()


def take_solved(rules: RuleSet) -> None:
    """If the background solve of rules has ended, let the advisors read its table, once."""
    solve = SOLVING.get(rules.key)
    if solve is None or not solve.ended():
        return
    del SOLVING[rules.key]
    best_advisor.cache_clear()
    if solve.status == 0:
        NEWS[rules.key] = "The exact table is ready: hints are exact from now on."
    else:
        NEWS[rules.key] = "The background solve failed, so hints stay heuristic."


def await_table(rules: RuleSet) -> None:
    """Wait, with progress on the terminal, for a background solve nearly done; then take it."""
    solve = SOLVING.get(rules.key)
    if solve is not None and not solve.ended() and solve.seconds_left() <= NEARLY_READY:
        solve.wait(terminal_progress(solve.start))
    take_solved(rules)


def solving_notice(solve: BackgroundSolve) -> str:
    """Return how far the background solve has come, for a hint or a review that waits on it."""
    solve.ended()
    left = solve.seconds_left()
    about = f", about {left:.0f} s to go" if left < math.inf else ""
    done = 100 * solve.done // solve.total
    return f"Exact advice is still being worked out ({done}% done{about})."


def solve_now(rules: RuleSet):
    """Return a rule set's values, solved now, here, on every core, and keep its table."""
    values = solve_table(rules, os.cpu_count() or 1, terminal_progress())
    with contextlib.suppress(OSError):
        save_table(rules, values)
    return values


# ----------------------------------------------------------------------------- solved for a server
# The server's games are played by clients, not at a terminal, and every card they play that
# has no table is solved in the background as the console's is: one card at a time, each
# started by the server's own thread while no request is being answered (a fork copies no
# other thread then). A hint says how far the solve has come (ServerSolves.advice), in data.


class ServerSolves:
    """The cards a server's games need solved, each solved in the background, one at a time.

    want() is called from any thread; tend() and stop() only from the server's own.
    """

    def __init__(self, allowed=None):
        """allowed defaults to: unless YAHTZEE_SOLVE=no, where a process can be forked."""
        if allowed is None:
            allowed = os.environ.get("YAHTZEE_SOLVE") != "no" and hasattr(os, "fork")
        self.allowed, self.waiting, self.solve = allowed, [], None
        self.asked = set()  # the keys looked for a table of: there, or a solve to come
        self.progress = {}  # rule set key -> {"percent", "seconds_left"} while it is to solve
        self.lock = threading.Lock()

    def want(self, rules: RuleSet) -> None:
        """Have the table of rules solved, if its games need one and none can be read."""
        with self.lock:
            if not self.allowed or rules.key in self.asked:
                return
            self.asked.add(rules.key)
            needed = state_count(rules) > EXACT_STATES and load_table(rules)[0] is None
            if needed and not table_unwritable(rules):
                self.waiting.append(rules)
                self.progress[rules.key] = {"percent": 0, "seconds_left": None}

    def tend(self) -> None:
        """Take a solve that has ended, tell how far one has come, start the next if it is time."""
        solve = self.solve
        if solve is not None and solve.ended():
            with SETUP:  # no thread is working out an advisor from the old table meanwhile
                best_advisor.cache_clear()
            with self.lock:
                del self.progress[solve.rules.key]
            self.solve = None
        elif solve is not None:
            left = solve.seconds_left()
            with self.lock:
                self.progress[solve.rules.key] = {
                    "percent": 100 * solve.done // solve.total,
                    "seconds_left": None if left == math.inf else round(left),
                }
        if self.solve is None and self.waiting and threading.active_count() == 1:
            with self.lock:
                rules = self.waiting.pop(0)
            with warnings.catch_warnings():  # Python 3.12 may count a thread just ended
                warnings.simplefilter("ignore", DeprecationWarning)
                self.solve = BackgroundSolve(rules)

    def advice(self, rules: RuleSet, exact: bool) -> dict:
        """Return the advice a hint on rules gives, as the API says it: exact, or how far."""
        with self.lock:
            solving = None if exact else self.progress.get(rules.key)
        return {"exact": exact, "solving": solving and dict(solving)}

    def stop(self) -> None:
        """End the solve going on, leaving nothing behind, and start no other."""
        self.waiting.clear()
        if self.solve is not None:
            self.solve.stop()
            self.solve = None


# ------------------------------------------------------------------------------ hints


def format_positions(positions) -> str:
    """Return re-roll positions as a player types them; none is keep all.

    >>> format_positions((4, 5)), format_positions(())
    ('4 5', 'keep all')
    """
    return " ".join(str(place) for place in positions) if positions else "keep all"


def format_outlook(advisor: Advisor, game: Game, value: float) -> str:
    """Return the parenthesis of a hint: the expected final score, or that it is a heuristic."""
    if advisor.heuristic:
        return "(heuristic)"
    return f"(expected final score {total(game) + value:.2f})"


def move_words(positions) -> str:
    """Return a re-roll as the hint says it, which the prompts and the API take as it is.

    >>> move_words((1, 3)), move_words(())
    ('re-roll 1 3', 'keep all')
    """
    return f"re-roll {format_positions(positions)}" if positions else "keep all"


def format_reroll_hint(advisor: Advisor, game: Game, dice, roll_number: int) -> str:
    """Return the advisor's re-roll for these dice as a hint, and the next best two if exact."""
    options = advisor.reroll_options(game, dice, roll_number)
    words = [move_words(option.move) for option in options]
    hint = f"Hint: {words[0]} {format_outlook(advisor, game, options[0].value)}"
    return hint + next_best(advisor, game, words, options)


def format_line_hint(advisor: Advisor, game: Game, dice) -> str:
    """Return the advisor's line for these dice as a hint, and the next best two if exact."""
    options = advisor.line_options(game, dice)
    words = [f"{name} for {score_line(name, dice, game)}" for name, _ in options]
    hint = f"Hint: choose {words[0]} {format_outlook(advisor, game, options[0].value)}"
    return hint + next_best(advisor, game, words, options)


def next_best(advisor: Advisor, game: Game, words, options) -> str:
    """Return the line that follows an exact hint: the next best two, with their expected scores.

    Heuristic values are no expected scores, so a heuristic hint has no such line.
    """
    if advisor.heuristic or len(options) < 2:
        return ""
    shown = [
        f"{said} ({total(game) + option.value:.2f})"
        for said, option in zip(words[1:3], options[1:3])
    ]
    return "\n" + fit(f"Next best: {', '.join(shown)}")


# The rule sets whose heuristic hints have said once how to get exact ones.
TOLD = set()


def with_notice(rules: RuleSet, hint: str) -> str:
    """Return a hint, with the news of exact advice: once how it is had, once when it has come."""
    if rules.key in NEWS:
        return f"{hint}\n{NEWS.pop(rules.key)}"
    if not best_advisor(rules).heuristic or rules.key in TOLD:
        return hint
    TOLD.add(rules.key)
    solve = SOLVING.get(rules.key)
    return f"{hint}\n{solving_notice(solve) if solve else table_notice(rules)}"


def reroll_hint(game: Game, dice, roll_number: int) -> str:
    """Return the best advisor's re-roll hint; it is worked out the first time it is asked."""
    hint = format_reroll_hint(ready_advisor(game.rules), game, dice, roll_number)
    return with_notice(game.rules, hint)


def line_hint(game: Game, dice) -> str:
    """Return the best advisor's line hint."""
    return with_notice(game.rules, format_line_hint(ready_advisor(game.rules), game, dice))


# ------------------------------------------------------------------------------ strategies
# A strategy is a Player (Part 1) made of plain functions, as CS 61A's Hog makes them.


def follow_rerolls(advisor: Advisor, game: Game, dice, roll_number: int) -> tuple[int, ...]:
    """Return the positions the advisor would re-roll."""
    return advisor.advise_reroll(game, dice, roll_number).move


def follow_line(advisor: Advisor, game: Game, dice) -> str:
    """Return the line the advisor would choose."""
    return advisor.advise_line(game, dice).move


def advised_player(advisor: Advisor) -> Player:
    """Return a player that makes every move the advisor advises."""
    return Player(partial(follow_rerolls, advisor), partial(follow_line, advisor))


def greedy_face(game: Game, dice) -> int:
    """Return the face worth most (count x face) among faces whose upper line is open.

    Ties go to the higher face; with no upper line open, every face counts.

    >>> from yahtzee import HOMEWORK, new_game
    >>> greedy_face(new_game(HOMEWORK), [1, 1, 1, 1, 3])
    1
    >>> greedy_face(new_game(HOMEWORK), [2, 2, 4, 5, 5])
    5
    """
    faces = [line.face for line in game.rules.lines if line.face and game.sheet[line.name] is None]
    return max(faces or FACES, key=lambda face: (face * dice.count(face), face))


def greedy_rerolls(game: Game, dice, roll_number: int) -> tuple[int, ...]:
    """Return the positions of the dice not showing the face worth most (roll_number unused)."""
    face = greedy_face(game, dice)
    return tuple(place for place, shown in enumerate(dice, 1) if shown != face)


def greedy_line(game: Game, dice) -> str:
    """Return the allowed line that scores most now; ties go up the sheet."""
    return max(allowed_lines(game, dice), key=lambda name: score_line(name, dice, game))


# The strategy to beat: keep the face worth most, then take the best score now.
GREEDY = Player(greedy_rerolls, greedy_line)


def make_player(rules: RuleSet, strategy: str = "optimal") -> Player:
    """Return the player for a strategy's name: greedy, or the best advisor (optimal)."""
    return GREEDY if strategy == "greedy" else advised_player(best_advisor(rules))
