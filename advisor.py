"""The advisor of yahtzee.py: hint, --auto, --simulate and --solve.

It works out the best move over every roll. Dice are compared here as hands: sorted tuples,
252 distinct hands of five dice and 462 keeps (hands of 0-5 dice). A turn is worked out
exactly over them: what ending the turn with each hand is worth, then the best keep before
the last roll, then before that. What ending a turn is worth comes from the exact solver's
table (the homework game is solved at the first question; the other rule sets once
--solve has run) or, until then, from a heuristic estimate.

yahtzee.py reaches this module only from its command line, and only when it is asked for:
the word hint at the prompts, --auto, --simulate and --solve. It plugs into the game as a
Player (a strategy that plays by itself) and as the text of a hint.
"""

from __future__ import annotations

import array
import bisect
import contextlib
import itertools
import json
import math
import operator
import os
import re
import signal
import sys
import time
from collections import namedtuple
from functools import cache, partial

from yahtzee import (
    DICE,
    FACES,
    ROLLS_PER_TURN,
    STOP_SIGNALS,
    UPPER_BONUS,
    Game,
    Player,
    RuleSet,
    Specials,
    Stop,
    allowed_lines,
    count_faces,
    format_sheet,
    get_line,
    is_joker,
    line_key,
    line_question,
    new_game,
    one_line,
    open_lines,
    open_upper_lines,
    parse_reroll,
    play_game,
    play_turn,
    reroll_question,
    score_line,
    score_turn,
    show,
    tell,
    total,
    upper_total,
    yahtzee_bonus_earned,
)

# The exact advisor solves a rule set at its first question when it has at most this many
# states (the homework game has 64); it keeps the turns of at most KEPT_TURNS states.
EXACT_STATES = 64
KEPT_TURNS = 1024  # a turn worked out holds about 1,200 floats (some 40 KB)
# The heuristic advisor's guess at the spread of an upper line's score, per point of face.
UPPER_SPREAD = 1.1
HISTOGRAM_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000)
# --auto on a terminal pauses this long before each move, so a person can follow it.
AUTO_DELAY = 0.5

# hands: the 252 hands; keeps: the 462 keeps; *_index: a hand's or a keep's index;
# hand_keeps[h]: the keeps hand h allows, the hand itself last; odds[k]: the hands keep k
# can lead to, with their chances; face_counts[f][h]: how many dice of hand h show face f.
Outcomes = namedtuple("Outcomes", "hands hand_index keeps keep_index hand_keeps face_counts")
# A turn worked out: end[h], the value of ending the turn with hand h; after2[k] and
# after1[k], the expected value of keeping k at the second and at the first re-roll.
TurnValues = namedtuple("TurnValues", "end after2 after1")
# An advisor's answer: the move (positions to re-roll, or a line's name) and its value,
# the points still to come with it.
Advice = namedtuple("Advice", "move value")


def ignore(*_) -> None:
    """Do nothing: the screen of a simulated game, or no pause between moves."""


# ------------------------------------------------------------------------------ outcomes


def all_keeps() -> list[tuple[int, ...]]:
    """Return every keep: the sorted hands of 0 to 5 dice, the smallest first.

    >>> keeps = all_keeps()
    >>> len(keeps), keeps[0], keeps[-1]
    (462, (), (6, 6, 6, 6, 6))
    """
    pick = itertools.combinations_with_replacement
    return [keep for size in range(DICE + 1) for keep in pick(FACES, size)]


def build_outcomes() -> Outcomes:
    """Return every distinct hand and keep, and what the advisor reads from them."""
    hands = list(itertools.combinations_with_replacement(FACES, DICE))
    keeps = all_keeps()
    keep_index = {keep: index for index, keep in enumerate(keeps)}
    hand_index = {hand: index for index, hand in enumerate(hands)}
    hand_keeps = [sub_keeps(hand, keep_index) for hand in hands]
    face_counts = {face: [hand.count(face) for hand in hands] for face in FACES}
    return Outcomes(hands, hand_index, keeps, keep_index, hand_keeps, face_counts)


def sub_keeps(hand, keep_index) -> tuple[int, ...]:
    """Return the indexes of the distinct keeps a hand allows, the hand itself last."""
    subs = {sub for size in range(DICE) for sub in itertools.combinations(hand, size)}
    return tuple(sorted(keep_index[sub] for sub in subs)) + (keep_index[hand],)


@cache
def plain_scores(rules: RuleSet) -> dict:
    """Return each line's plain score of every hand (in the order of the 252 hands), by name."""
    hands = itertools.combinations_with_replacement(FACES, DICE)
    counts = [count_faces(hand) for hand in hands]
    return {line.name: [line.scorer(count) for count in counts] for line in rules.lines}


def arrangements(dice) -> int:
    """Return in how many orders these dice can come up.

    >>> arrangements((1, 1, 2)), arrangements((6, 6, 6)), arrangements(())
    (3, 1, 1)
    """
    orders = math.factorial(len(dice))
    for face in set(dice):
        orders //= math.factorial(dice.count(face))
    return orders


# ------------------------------------------------------------------------------ one turn


def keep_choices(outcomes: Outcomes, turn: TurnValues, hand: int, roll_number: int):
    """Return (value, keep_at) for each keep at a re-roll prompt, keeping all first.

    Keeping all the dice ends the rolling, so at the first prompt it is worth
    the end of the turn with these dice, not another re-roll prompt.
    """
    keeps = outcomes.hand_keeps[hand]
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


# ------------------------------------------------------------------------------ the exact solver
# Between turns a game's state is its open lines, its upper subtotal (capped at the bonus
# threshold, where the rule set has one) and whether the Yahtzee line holds its points
# (where a Yahtzee bonus exists). The solver works out the expected points still to come
# from the start of a turn in every state, the states with fewer open lines first. A turn
# is worked out level by level over the keeps: a keep of k dice is worth the mean of the
# six keeps of k + 1 dice it can become. Every reward comes from the game's own scoring.

SOLVER_VERSION = 1
TABLE_FORMAT = "yahtzee.py solved table"
HEADER_LIMIT = 4096


def gather(indexes):
    """Return a function that picks these indexes of a list, as a tuple (even just one)."""
    if len(indexes) == 1:
        index = indexes[0]
        return lambda values: (values[index],)
    return operator.itemgetter(*indexes)


def add_die(keep, face: int) -> tuple[int, ...]:
    """Return a keep with one die more.

    >>> add_die((2, 5), 3)
    (2, 3, 5)
    """
    return tuple(sorted((*keep, face)))


def distinct_faces(keep) -> int:
    """Return how many different faces a keep shows: how many keeps of one die less it has.

    >>> distinct_faces((2, 2, 5)), distinct_faces(())
    (2, 0)
    """
    return len(set(keep))


class KeepLevels:
    """The keeps of 0-5 dice by size, and how each level is reached from its neighbours.

    Within a level, keeps are ordered by their number of distinct faces, the most first.
    children[k][f] picks, for each keep of k dice, the keep with a die f more. parents[k][j]
    picks, for each keep of k dice with more than j distinct faces, the keep with its
    (j+1)th distinct face once less: those keeps come first, so a max over the j-th sub-keeps
    is one pass over the start of the level.
    """

    def __init__(self):
        """Lay out the keeps; it takes a few milliseconds."""
        pick = itertools.combinations_with_replacement
        standard = [list(pick(FACES, size)) for size in range(DICE + 1)]
        self.levels = [sorted(level, key=distinct_faces, reverse=True) for level in standard]
        place = [{keep: index for index, keep in enumerate(level)} for level in self.levels]
        self.children = [self.child_gathers(place[k + 1], self.levels[k]) for k in range(DICE)]
        self.parents = [None] + [
            self.sub_pickers(place[k - 1], self.levels[k]) for k in range(1, DICE + 1)
        ]
        self.reorder(standard)

    def reorder(self, standard) -> None:
        """Note how the standard orders of hands and keeps (all_keeps) map to the levels'."""
        hands = self.levels[DICE]
        self.first_roll = [arrangements(hand) / len(FACES) ** DICE for hand in hands]
        self.from_hands = gather([standard[DICE].index(hand) for hand in hands])
        self.to_hands = gather([hands.index(hand) for hand in standard[DICE]])
        laid = {keep: at for at, keep in enumerate(itertools.chain.from_iterable(self.levels))}
        self.to_keeps = gather([laid[keep] for level in standard for keep in level])

    @staticmethod
    def child_gathers(above, level):
        """Return six pickers: for each face, the keeps of one die more of that face."""
        return [gather([above[add_die(keep, face)] for keep in level]) for face in FACES]

    @staticmethod
    def sub_pickers(below, level):
        """Return parents[k]: for each j, the keeps with their (j+1)th distinct face less."""
        subs = []
        for keep in level:
            firsts = [at for at in range(len(keep)) if keep[at] not in keep[:at]]
            subs.append([below[keep[:at] + keep[at + 1 :]] for at in firsts])
        most = len(subs[0])
        return [gather([row[j] for row in subs if len(row) > j]) for j in range(most)]

    def expect_down(self, top) -> list[list[float]]:
        """Return every level's values, given the hands' (top): each keep the mean of its six."""
        values = [None] * DICE + [top]
        for k in range(DICE - 1, -1, -1):
            above = values[k + 1]
            picked = [pick(above) for pick in self.children[k]]
            values[k] = [(a + b + c + d + e + f) / 6 for a, b, c, d, e, f in zip(*picked)]
        return values

    def best_of_level(self, own, below, k: int) -> list[float]:
        """Return, for each keep of level k, the best of its own value and its sub-keeps' best."""
        best = own
        for pick in self.parents[k]:
            subs = pick(below)
            best = larger(best, subs) + best[len(subs) :]
        return best

    def best_up(self, values, top: int = DICE) -> list[list[float]]:
        """Return, level by level up to top, the best value among each keep's sub-keeps."""
        best = [values[0]]
        for k in range(1, top + 1):
            best.append(self.best_of_level(values[k], best[k - 1], k))
        return best

    def work_out(self, end):
        """Return a turn's keeps at the second and first re-roll, and its hands' first values.

        end and what is returned are in the order of the levels (hands: levels[DICE]).
        """
        after2 = self.expect_down(end)
        best2 = self.best_up(after2)[DICE]
        after1 = self.expect_down(best2)
        below = self.best_up(after1, DICE - 1)[DICE - 1]
        return after2, after1, self.best_of_level(end, below, DICE)

    def start_value(self, end) -> float:
        """Return the expected value of a turn before its first roll, end in the levels' order."""
        return math.fsum(map(operator.mul, self.first_roll, self.work_out(end)[2]))

    def turn_start(self, end) -> float:
        """Return the expected value of a turn before its first roll (end in all_hands order)."""
        return self.start_value(list(self.from_hands(end)))

    def turn_of(self, end) -> TurnValues:
        """Work out a turn from the value of ending it with each hand, keeps in all_keeps order."""
        after2, after1, _ = self.work_out(list(self.from_hands(end)))
        flat = itertools.chain.from_iterable
        return TurnValues(
            list(end),
            list(self.to_keeps(list(flat(after2)))),
            list(self.to_keeps(list(flat(after1)))),
        )


@cache
def keep_levels() -> KeepLevels:
    """Return the keep levels, laid out the first time."""
    return KeepLevels()


def larger(values, others) -> list[float]:
    """Return the larger of each value and the other at its place, as far as both go.

    >>> larger([1, 5, 2], (4, 0))
    [4, 5]
    """
    return [a if a > b else b for a, b in zip(values, others)]  # faster than map(max, ...)


def largest_of(ways, least: float, size: int) -> list[float]:
    """Return, place by place, the largest of the ways' values there and least (size places).

    >>> largest_of([[1, 5, 2], (4, 0, 3)], 2.5, 3)
    [4, 5, 3]
    """
    end = ways[0] if ways else [least] * size
    for way in ways[1:]:
        end = larger(end, way)
    return [a if a > least else least for a in end]


def raise_to_spots(end, spots) -> None:
    """Raise end's values to what each hand makes on the lines it scores on, where higher.

    spots is a list of (scored, after): the (hand, score) a line scores on, and what follows.
    """
    for scored, after in spots:
        for hand, score in scored:
            value = score + after
            if value > end[hand]:
                end[hand] = value


# A state between turns: the open lines as a bit mask over the sheet's lines, the upper
# subtotal capped at the bonus threshold, and 1 if the Yahtzee line holds its points.
State = namedtuple("State", "mask upper flag")


class Solver:
    """The exact solution of a rule set: the points still to come from every state."""

    def __init__(self, rules: RuleSet):
        """Prepare to solve rules: its shape, its plain scores, its upper rewards."""
        self.rules, self.levels = rules, keep_levels()
        self.read_specials(rules.specials or Specials())
        self.uppers, self.flags = self.threshold + 1, 2 if self.flag_line is not None else 1
        self.size = 2 ** len(rules.lines) * self.uppers * self.flags
        self.lay_out_hands(rules)
        self.upper_steps = self.tabulate_upper_steps()
        self.five_cache, self.upper_cache = {}, {}
        self.upper_bits = sum(1 << at for at, line in enumerate(rules.lines) if line.face)

    def lay_out_hands(self, rules: RuleSet) -> None:
        """Note what the solver reads of the hands, in the order of the levels it works in."""
        hands = self.levels.levels[DICE]
        self.counts = {face: gather([hand.count(face) for hand in hands]) for face in FACES}
        self.fives = [hands.index((face,) * DICE) for face in FACES]
        self.scores = [list(self.levels.from_hands(line)) for line in plain_scores(rules).values()]
        self.spots = [[(at, won) for at, won in enumerate(line) if won] for line in self.scores]

    def read_specials(self, specials: Specials) -> None:
        """Note what of a card shapes the states: the upper threshold, the Yahtzee line."""
        self.threshold = specials.upper_bonus[0] if specials.upper_bonus else 0
        self.flag_line = self.line_index(specials.yahtzee_line) if specials.yahtzee_bonus else None
        # Five of a kind is scored its own way once the Yahtzee line is used (Jokers, bonus).
        special = specials.yahtzee_line and (specials.jokers is not None or specials.yahtzee_bonus)
        self.yahtzee_line = self.line_index(specials.yahtzee_line) if special else None

    def line_index(self, name: str) -> int:
        """Return the place of a line on the sheet."""
        return [line.name for line in self.rules.lines].index(name)

    def index(self, state: State) -> int:
        """Return where a state's value is kept."""
        return (state.mask * self.uppers + state.upper) * self.flags + state.flag

    def state_of(self, game: Game) -> State:
        """Return the state of a game between turns."""
        mask = sum(1 << at for at, name in enumerate(game.sheet) if game.sheet[name] is None)
        upper = min(self.threshold, upper_total(game)) if self.threshold else 0
        flag = 0
        if self.flag_line is not None:
            flag = 1 if game.sheet[self.rules.lines[self.flag_line].name] else 0
        return State(mask, upper, flag)

    def game_of(self, state: State) -> Game:
        """Return a game in this state, for the game's own scoring to judge."""
        sheet, upper_left = {}, state.upper
        for at, line in enumerate(self.rules.lines):
            if state.mask >> at & 1:
                sheet[line.name] = None
            elif line.face:
                sheet[line.name], upper_left = upper_left, 0
            else:
                sheet[line.name] = self.used_lower(at, state.flag)
        earned = self.threshold and state.upper >= self.threshold
        bonuses = {UPPER_BONUS: self.rules.specials.upper_bonus[1]} if earned else {}
        return Game(self.rules, sheet, bonuses)

    def used_lower(self, at: int, flag: int) -> int:
        """Return what a used lower line holds in game_of: the Yahtzee line its 50 if flagged."""
        if at == self.flag_line and flag:
            return self.rules.lines[at].scorer(count_faces([FACES[-1]] * DICE))
        return 0

    def tabulate_upper_steps(self) -> list[dict]:
        """Return, by upper subtotal and face, (reward, new subtotal) for each count of it."""
        rewards = self.tabulate_upper_rewards()
        return [
            {face: [rewards[upper, face, n] for n in range(DICE + 1)] for _, face, _ in rewards}
            for upper in range(self.uppers)
        ]

    def tabulate_upper_rewards(self) -> dict:
        """Return, by (upper subtotal, face, count), the reward and the new subtotal.

        They come from score_turn on a game with only that upper line open, so the
        upper bonus is the game's own.
        """
        table = {}
        for at, line in enumerate(self.rules.lines):
            for upper in range(self.uppers):
                game = self.game_of(State(1 << at, upper, 0))
                for count in range(DICE + 1):
                    dice = sample_hand(line.face, count) if line.face else None
                    if dice is None:
                        continue
                    after, _, _ = score_turn(game, line.name, list(dice))
                    state = self.state_of(after)
                    table[upper, line.face, count] = (total(after) - total(game), state.upper)
        return table

    def end_values(self, state: State, future) -> list[float]:
        """Return, for every hand (all_hands order), the best of ending the turn with it."""
        return list(self.levels.to_hands(self.laid_end_values(state, future)))

    def laid_end_values(self, state: State, future) -> list[float]:
        """Return end_values in the order of the levels' hands, the order the solver works in.

        A lower line scores nothing on many hands, and each of them is worth the same on it:
        what follows. So the line counts as that one value for every hand, and then the
        hands it scores on are looked at one by one. (A hand that scores is worth more than
        the value, unless the Yahtzee line's points lead to less than its zero, which no
        solved table has; such a line is worked out hand by hand.)
        """
        ways, constants, spots = self.line_ways(state, future)
        end = largest_of(ways, max(constants, default=-math.inf), len(self.scores[0]))
        raise_to_spots(end, spots)
        if self.yahtzee_line is not None and not state.mask >> self.yahtzee_line & 1:
            self.end_fives(state, future, end)
        return end

    def line_ways(self, state: State, future) -> tuple[list, list, list]:
        """Return the open lines for laid_end_values: ways, constants and spots.

        ways holds each upper line's value of every hand; a lower line is its value where it
        scores nothing (in constants) and (where it scores, what follows then) in spots.
        """
        ways, constants, spots = [], [], []
        for at, line in enumerate(self.rules.lines):
            if not state.mask >> at & 1:
                continue
            if line.face:
                ways.append(self.upper_way(state, at, line.face, future))
                continue
            after, held = self.lower_futures(state, at, future)
            if held >= after:
                constants.append(after)
                spots.append((self.spots[at], held))
            else:
                ways.append([score + (held if score else after) for score in self.scores[at]])
        return ways, constants, spots

    def upper_way(self, state: State, at: int, face: int, future):
        """Return, for every hand, the value of putting it on an open upper line."""
        row, flags, flag = (state.mask & ~(1 << at)) * self.uppers, self.flags, state.flag
        steps = self.upper_steps[state.upper][face]
        by_count = [reward + future[(row + upper) * flags + flag] for reward, upper in steps]
        return self.counts[face](by_count)

    def lower_futures(self, state: State, at: int, future) -> tuple[float, float]:
        """Return what follows putting a hand on a lower line: scoring nothing, and scoring.

        They differ only on the Yahtzee line, whose points set the flag.
        """
        rest = state.mask & ~(1 << at)
        after = future[self.index(State(rest, state.upper, state.flag))]
        if at != self.flag_line:
            return after, after
        return after, future[self.index(State(rest, state.upper, 1))]

    def end_fives(self, state: State, future, end) -> None:
        """Value the five-of-a-kind hands as the game's own rules do: Jokers and bonuses."""
        mask, uppers, flags = state.mask, self.uppers, self.flags
        for face, hand in zip(FACES, self.fives):
            values = []
            for at in self.five_lines(mask, face):
                reward, upper, flag = self.five_reward(at, face, state.upper, state.flag)
                rest = mask & ~(1 << at)
                values.append(reward + future[(rest * uppers + upper) * flags + flag])
            end[hand] = max(values)

    def five_lines(self, mask: int, face: int) -> list[int]:
        """Return the lines five of a face may go on with these lines open (allowed_lines)."""
        key = (mask, face)
        if key not in self.five_cache:
            game = self.game_of(State(mask, 0, 0))
            names = allowed_lines(game, [face] * DICE)
            self.five_cache[key] = [self.line_index(name) for name in names]
        return self.five_cache[key]

    def five_reward(self, at: int, face: int, upper: int, flag: int) -> tuple[int, int, int]:
        """Return (reward, upper subtotal, flag) after five of a face go on a line (score_turn).

        They depend on the line, the face, the subtotal and the flag alone, so a game
        with only that line open answers for every state.
        """
        key = (at, face, upper, flag)
        if key not in self.five_cache:
            game = self.game_of(State(1 << at, upper, flag))
            after, _, _ = score_turn(game, self.rules.lines[at].name, [face] * DICE)
            state = self.state_of(after)
            self.five_cache[key] = (total(after) - total(game), state.upper, state.flag)
        return self.five_cache[key]

    def states(self, open_count: int) -> list[State]:
        """Return every reachable state with this many lines open."""
        found = []
        for mask in self.masks(open_count):
            for upper in self.reachable_uppers(mask):
                flags = [0] if self.flag_line is None or mask >> self.flag_line & 1 else [0, 1]
                found += [State(mask, upper, flag) for flag in flags]
        return found

    def masks(self, open_count: int) -> list[int]:
        """Return the masks of this many open lines."""
        every = range(2 ** len(self.rules.lines))
        return [mask for mask in every if bin(mask).count("1") == open_count]

    def classes(self, open_count: int) -> list[list[State]]:
        """Return the reachable states with this many lines open, in classes of equal value.

        The subtotal matters only through the bonus: which of the sums the open upper lines
        can still add would reach the threshold. That is every sum from the least that
        reaches it, so states of a mask and flag whose subtotals need the same least sum are
        worth the same, and one is solved for all. (Too low a subtotal reaches it with no
        sum; at the threshold, the bonus is earned, and the least sum is 0.)
        """
        found = {}
        for state in self.states(open_count):
            key = (state.mask, self.least_sum(state.mask, state.upper), state.flag)
            found.setdefault(key, []).append(state)
        return list(found.values())

    def class_count(self, open_count: int) -> int:
        """Return how many classes classes(open_count) makes, without laying them out."""
        count = 0
        for mask in self.masks(open_count):
            flags = 1 if self.flag_line is None or mask >> self.flag_line & 1 else 2
            count += self.upper_classes(mask) * flags
        return count

    def upper_classes(self, mask: int) -> int:
        """Return how many classes the reachable subtotals of a mask fall into."""
        key = ("classes", mask & self.upper_bits)
        if key not in self.upper_cache:
            leasts = {self.least_sum(mask, upper) for upper in self.reachable_uppers(mask)}
            self.upper_cache[key] = len(leasts)
        return self.upper_cache[key]

    def reachable_uppers(self, mask: int) -> list[int]:
        """Return the capped upper subtotals the used upper lines of a mask can make."""
        key = ("made", self.upper_bits & ~mask)
        if key not in self.upper_cache:
            sums = self.upper_sums(self.upper_bits & ~mask) if self.threshold else [0]
            self.upper_cache[key] = sorted({min(self.threshold, sum_) for sum_ in sums})
        return self.upper_cache[key]

    def upper_sums(self, bits: int) -> list[int]:
        """Return, from the least, every sum the upper lines of these bits of a mask can add."""
        key = ("sums", bits)
        if key not in self.upper_cache:
            made = {0}
            for at, line in enumerate(self.rules.lines):
                if line.face and bits >> at & 1:
                    made = {sum_ + line.face * count for sum_ in made for count in range(DICE + 1)}
            self.upper_cache[key] = sorted(made)
        return self.upper_cache[key]

    def least_sum(self, mask: int, upper: int) -> int:
        """Return the least sum the open upper lines can add that reaches the bonus, or -1."""
        key = ("least", mask & self.upper_bits, upper)
        if key not in self.upper_cache:
            sums = self.upper_sums(mask & self.upper_bits)
            reaching = sums[bisect.bisect_left(sums, self.threshold - upper) :]
            self.upper_cache[key] = reaching[0] if reaching else -1
        return self.upper_cache[key]

    def solve_states(self, states, future) -> list[float]:
        """Return the value at the start of a turn of each state, from those of smaller ones."""
        start_value, end_values = self.levels.start_value, self.laid_end_values
        return [start_value(end_values(state, future)) for state in states]


@cache
def solver_for(rules: RuleSet) -> Solver:
    """Return the solver of a rule set, prepared once."""
    return Solver(rules)


def solve_table(rules: RuleSet, processes: int = 1, progress=ignore):
    """Return the values of every reachable state of rules (an array of floats by index).

    progress(done, total) is told how much of the work is done, now and then.
    """
    solver = solver_for(rules)
    values = array.array("d", bytes(8 * solver.size))
    counts = range(1, len(rules.lines) + 1)
    # A class takes about as long whatever its open lines (its turn is most of the work),
    # so the progress counts classes.
    work = [solver.class_count(open_count) for open_count in counts]
    for open_count in counts:  # a level at a time: the states of one level are in memory
        step = partial(level_progress, progress, sum(work[: open_count - 1]), sum(work))
        step(0)  # laying out a level's states takes a moment: the clock still moves
        classes = solver.classes(open_count)
        workers = processes if hasattr(os, "fork") and len(classes) > WORKER_STATES else 1
        states = [members[0] for members in classes]
        found = solve_in_workers(solver, states, values, workers, step)
        keep_values(solver, values, classes, found)
    progress(sum(work), sum(work))
    return values


def keep_values(solver: Solver, values, classes, found) -> None:
    """Put each class's value at every state of the class."""
    for members, value in zip(classes, found):
        for state in members:
            values[solver.index(state)] = value


def level_progress(progress, before: int, work: int, solved: int) -> None:
    """Tell progress how much work is done when solved classes of this level are."""
    progress(before + solved, work)


# ------------------------------------------------------------------------------ worker processes
# A level's states need only the levels below, so they are shared out among forked workers.
# Each writes its values to a pipe, a batch at a time; the parent reads them as they come.
# A signal to the parent ends every worker at once: there is no pool to wait for.

BATCH = 64  # states a worker solves between two writes
WORKER_STATES = 200  # a level with fewer states is solved here: forking would cost more


def solve_in_workers(solver: Solver, states, values, processes: int, progress) -> list[float]:
    """Return the values of these states, solved by processes workers (one: here)."""
    if processes <= 1:
        return solve_here(solver, states, values, progress)
    shares = [states[worker::processes] for worker in range(processes)]
    workers = [start_worker(solver, share, values) for share in shares]
    try:
        solved = gather_values([fd for _, fd in workers], progress)
    finally:
        end_workers(workers)
    return interleave(solved, shares)


def interleave(solved, shares) -> list[float]:
    """Return the values of the states in their order, from each worker's bytes of its share."""
    if [len(data) for data in solved] != [8 * len(share) for share in shares]:
        raise RuntimeError("a worker of the solve ended before its share was done")
    found = [0.0] * sum(len(share) for share in shares)
    for worker, data in enumerate(solved):
        found[worker :: len(shares)] = array.array("d", bytes(data))
    return found


def solve_here(solver: Solver, states, values, progress) -> list[float]:
    """Return the values of these states, solved in this process a batch at a time."""
    found = []
    for at in range(0, len(states), BATCH):
        found += solver.solve_states(states[at : at + BATCH], values)
        progress(len(found))
    return found


def start_worker(solver: Solver, share, values) -> tuple[int, int]:
    """Fork a worker that solves a share of the states; return its pid and its pipe's end."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        run_worker(solver, share, values, write)
    os.close(write)
    return pid, read


def run_worker(solver: Solver, share, values, fd: int) -> None:
    """Solve a share in a worker, writing each batch's values to fd, then end the process.

    It takes the default signal handlers back (a SIGTERM ends it at once) and leaves Ctrl-C
    to the parent. It ends quietly whatever happens: a parent gone is a broken pipe.
    """
    status = 1
    try:
        for name in STOP_SIGNALS:
            if hasattr(signal, name):
                signal.signal(getattr(signal, name), signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        with os.fdopen(fd, "wb") as out:
            for at in range(0, len(share), BATCH):
                out.write(array.array("d", solver.solve_states(share[at : at + BATCH], values)))
                out.flush()
        status = 0
    except BaseException:  # noqa: BLE001 - nothing may reach the screen from a worker
        pass
    finally:
        os._exit(status)  # never the parent's exit: its buffers and handlers are not ours


def gather_values(fds, progress) -> list[bytearray]:
    """Read every worker's values as they come, telling progress how many there are so far."""
    import select  # here: only a solve on several cores needs it

    received = {fd: bytearray() for fd in fds}
    waiting = set(fds)
    while waiting:
        ready, _, _ = select.select(list(waiting), [], [], 0.5)
        for fd in ready:
            data = os.read(fd, 1 << 16)
            received[fd] += data
            if not data:
                waiting.discard(fd)
        progress(sum(len(data) for data in received.values()) // 8)
    return [received[fd] for fd in fds]


def end_workers(workers) -> None:
    """End the workers that are still running and reap them all; close their pipes."""
    for pid, fd in workers:
        with contextlib.suppress(OSError):
            os.close(fd)
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            os.waitpid(pid, 0)


# ------------------------------------------------------------------------------ the table on disk


def cache_folder() -> str:
    """Return the folder solved tables are kept in: the user's cache folder, yahtzee."""
    if os.name == "nt":
        base = os.environ.get("LOCALAPPDATA") or os.path.expanduser(r"~\AppData\Local")
    else:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return os.path.join(base, "yahtzee")


def table_path(rules: RuleSet) -> str:
    """Return where the solved table of a rule set is kept."""
    return os.path.join(cache_folder(), f"{rules.key}.table")


def rules_digest(rules: RuleSet) -> str:
    """Return a checksum of what a rule set is: its lines' plain scores, its specials, its seams.

    A table solved under other rules (a scorer changed, a bonus) has another checksum.
    """
    scores = plain_scores(rules)
    lines = [(line.name, line.face, scores[line.name]) for line in rules.lines]
    seams = [getattr(seam, "__name__", None) for seam in (rules.check, rules.points, rules.reward)]
    text = repr((SOLVER_VERSION, rules.key, lines, rules.specials, seams))
    return sha256(text.encode())


def sha256(data: bytes) -> str:
    """Return the SHA-256 checksum of data, in hex."""
    import hashlib  # here, not at the top: a game that never reads a table starts faster

    return hashlib.sha256(data).hexdigest()


def save_table(rules: RuleSet, values) -> str:
    """Write a solved table whole: to a temporary name first, then renamed over the old one."""
    data = values.tobytes() if sys.byteorder == "little" else byteswapped(values)
    header = {
        "format": TABLE_FORMAT,
        "version": SOLVER_VERSION,
        "rules": rules.key,
        "rules_sha256": rules_digest(rules),
        "values": len(values),
        "data_sha256": sha256(data),
    }
    path = table_path(rules)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    remove_stale_temporaries(os.path.dirname(path))
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        with open(temporary, "wb") as file:
            file.write(json.dumps(header).encode() + b"\n" + data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    finally:
        with contextlib.suppress(OSError):
            os.remove(temporary)
    return path


def remove_stale_temporaries(folder: str) -> None:
    """Remove the temporary files of solves whose process has died (killed while saving)."""
    for name in os.listdir(folder):
        parts = name.split(".")
        if len(parts) != 4 or parts[1:2] != ["table"] or parts[3] != "tmp":
            continue
        if parts[2].isdigit() and not process_alive(int(parts[2])):
            with contextlib.suppress(OSError):
                os.remove(os.path.join(folder, name))


def process_alive(pid: int) -> bool:
    """Return whether a process of this id is running (one of another user counts)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, but is not ours to signal
        return True
    return True


def byteswapped(values) -> bytes:
    """Return the values as little-endian bytes on a big-endian machine."""
    copy = array.array("d", values)
    copy.byteswap()
    return copy.tobytes()


def load_table(rules: RuleSet):
    """Return (values, "") from the solved table of rules, or (None, why it cannot be trusted)."""
    try:
        with open_regular(table_path(rules)) as file:
            header = json.loads(file.readline(HEADER_LIMIT))
            data = file.read()
    except FileNotFoundError:
        return None, "missing"
    except (OSError, ValueError, RecursionError) as error:
        return None, f"unreadable ({error.__class__.__name__})"
    reason = table_fault(rules, header, data)
    if reason:
        return None, reason
    values = array.array("d")
    values.frombytes(data)
    if sys.byteorder != "little":
        values.byteswap()
    return values, ""


def open_regular(path: str):
    """Open a regular file to read, never waiting: a FIFO or a device is refused (OSError)."""
    import stat  # here: only reading a table needs it

    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(f"{path} is not a regular file")
    return os.fdopen(fd, "rb")


def table_fault(rules: RuleSet, header, data: bytes) -> str:
    """Return why a table's header and data cannot be trusted for rules, or ""."""
    header = header if isinstance(header, dict) else {}
    checks = [
        (header.get("format") == TABLE_FORMAT, "not a solved table"),
        (header.get("rules") == rules.key, "for other rules"),
        (header.get("version") == SOLVER_VERSION, "for another version of the solver"),
        (header.get("rules_sha256") == rules_digest(rules), "stale: the rules have changed"),
        (header.get("values") == len(data) / 8, "truncated"),
        (header.get("data_sha256") == sha256(data), "damaged: its checksum does not match"),
    ]
    return next((fault for held, fault in checks if not held), "")


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

    The values come from a solved table (--solve), or are worked out at the first
    question for a rule set small enough (the homework game: 64 states).
    """

    def __init__(self, rules: RuleSet, values=None):
        """Advise on rules with these solved values, or solve them at the first question."""
        super().__init__(rules)
        self.solver = solver_for(rules)
        self._values, self._turns = values, {}

    def values(self):
        """Return the value of every state, solving them the first time if need be."""
        if self._values is None:
            self._values = solve_table(self.rules)
        return self._values

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

    def outlook(self, game: Game) -> float:
        """Return the points the open lines and bonuses are expected to bring."""
        pars = self.pars()
        return math.fsum(pars[name] for name in open_lines(game)) + self.upper_outlook(game)

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
        if self._last[0] != key:
            self._last = (key, keep_levels().turn_of(self.end_values(game)))
        return self._last[1]

    def end_values(self, game: Game) -> list[float]:
        """Return line_value of the best allowed line for every hand.

        Unless a Joker or a Yahtzee bonus is in play, a hand's value on a line
        depends only on the line's plain score (a lower line) or on how many
        dice show its face (an upper line). So each line is valued on a few
        sample hands and spread to all; only Joker hands are valued one by one.
        """
        outcomes = self.outcomes
        ways = [self.line_values(game, name) for name in open_lines(game)]
        end = list(map(max, *ways)) if len(ways) > 1 else ways[0]
        for face in FACES:
            hand = (face,) * DICE
            if is_joker(game, hand) or yahtzee_bonus_earned(game, hand):
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


def sample_hand(face: int, count: int) -> tuple[int, ...]:
    """Return a hand with count dice showing face, the others all different from it.

    >>> sample_hand(6, 2), sample_hand(1, 0)
    ((1, 2, 3, 6, 6), (2, 3, 4, 5, 6))
    """
    others = [other for other in FACES if other != face]
    return tuple(sorted((face,) * count + tuple(others[: DICE - count])))


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
    return HeuristicAdvisor(rules) if values is None else ExactAdvisor(rules, values)


@cache
def table_notice(rules: RuleSet) -> str:
    """Return what the first hint of a heuristic game says about exact advice."""
    _, fault = load_table(rules)
    option = "--full" if rules.key == "yahtzee" else f"--rules {rules.key}"
    run = f"python3 yahtzee.py {option} --solve"
    if fault == "missing":
        return f"For exact advice, solve the game once: {run}"
    return f"The solved table is {fault}, so it is not used; {run} makes it again."


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


def format_reroll_hint(advisor: Advisor, game: Game, dice, roll_number: int) -> str:
    """Return the advisor's re-roll for these dice as a hint line."""
    positions, value = advisor.advise_reroll(game, dice, roll_number)
    move = f"re-roll {format_positions(positions)}" if positions else "keep all"
    return f"Hint: {move} {format_outlook(advisor, game, value)}"


def format_line_hint(advisor: Advisor, game: Game, dice) -> str:
    """Return the advisor's line for these dice as a hint line."""
    name, value = advisor.advise_line(game, dice)
    points = score_line(name, dice, game)
    return f"Hint: choose {name} for {points} {format_outlook(advisor, game, value)}"


# The rule sets whose heuristic hints have said once how to get exact ones.
TOLD = set()


def with_notice(rules: RuleSet, hint: str) -> str:
    """Return a hint; the first heuristic one also says how exact advice is had."""
    if not best_advisor(rules).heuristic or rules.key in TOLD:
        return hint
    TOLD.add(rules.key)
    return f"{hint}\n{table_notice(rules)}"


def reroll_hint(game: Game, dice, roll_number: int) -> str:
    """Return the best advisor's re-roll hint; it is worked out the first time it is asked."""
    hint = format_reroll_hint(best_advisor(game.rules), game, dice, roll_number)
    return with_notice(game.rules, hint)


def line_hint(game: Game, dice) -> str:
    """Return the best advisor's line hint."""
    return with_notice(game.rules, format_line_hint(best_advisor(game.rules), game, dice))


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

    >>> from yahtzee import HOMEWORK
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


def show_rerolls(
    player: Player, say, pause, game: Game, dice, roll_number: int
) -> tuple[int, ...]:
    """Return the player's re-roll, shown after its prompt as if typed, after a pause."""
    pause()
    positions = player.choose_rerolls(game, dice, roll_number)
    say(reroll_question(roll_number) + format_positions(positions))
    return positions


def show_line(player: Player, say, pause, game: Game, dice) -> str:
    """Return the player's line, shown after the sheet and its prompt as if typed."""
    pause()
    name = player.choose_line(game, dice)
    say(format_sheet(game, dice))
    say(line_question(game) + line_key(name))
    return name


def watched_player(player: Player, say, pause=ignore) -> Player:
    """Return the same player, its every move shown on screen as a human's would be (--auto).

    pause() is called before each move, so that a person can follow the game.
    """
    return Player(
        partial(show_rerolls, player, say, pause), partial(show_line, player, say, pause)
    )


# ------------------------------------------------------------------------------ simulations


def final_score(rules: RuleSet, die, player: Player) -> int:
    """Play a whole game silently and return its final score."""
    game = new_game(rules)
    for turn in range(1, len(rules.lines) + 1):
        game = play_turn(game, turn, die, player, ignore)
    return total(game)


def simulate(rules: RuleSet, player: Player, games: int, die, progress=ignore) -> list[int]:
    """Play games silently; return their final scores."""
    scores = []
    for played in range(1, games + 1):
        scores.append(final_score(rules, die, player))
        progress(played, games)
    return scores


def format_summary(scores) -> str:
    """Return the count, mean, standard deviation, least and greatest of the scores.

    >>> print(format_summary([50, 60, 70]))
    Games: 3
    Mean: 60.00
    Std dev: 8.16
    Min: 50
    Max: 70
    """
    mean = sum(scores) / len(scores)
    spread = math.sqrt(math.fsum((score - mean) ** 2 for score in scores) / len(scores))
    return "\n".join(
        [
            f"Games: {len(scores)}",
            f"Mean: {mean:.2f}",
            f"Std dev: {spread:.2f}",
            f"Min: {min(scores)}",
            f"Max: {max(scores)}",
        ]
    )


def format_histogram(scores, bars: int = 20, width: int = 50) -> str:
    """Return a text histogram of the scores: at most about bars rows of # marks.

    >>> print(format_histogram([3, 5, 5, 14], bars=2, width=4))
     0-  9 |#### 3
    10- 19 |## 1
    """
    step = histogram_step(max(scores) - min(scores), bars)
    counts = {}
    for score in scores:
        counts[score // step * step] = counts.get(score // step * step, 0) + 1
    most = max(counts.values())
    rows = []
    for low in range(min(counts), max(counts) + step, step):
        count = counts.get(low, 0)
        marks = "#" * math.ceil(count * width / most)
        rows.append(f"{low:>2}-{low + step - 1:>3} |{marks} {count}")
    return "\n".join(rows)


def histogram_step(spread: int, bars: int) -> int:
    """Return the roundest bin width that shows a spread of scores in at most bars rows.

    >>> histogram_step(82, 20), histogram_step(0, 20), histogram_step(1400, 20)
    (5, 1, 100)
    """
    return next(step for step in HISTOGRAM_STEPS if step * bars > spread)


class Progress:
    """Show how many games are played on a terminal, once a run takes more than a second."""

    def __init__(self, stream, clock=time.monotonic):
        """Write to stream (a terminal), timing with clock."""
        self.stream, self.clock = stream, clock
        self.start = self.shown = clock()
        self.started = False

    def __call__(self, played: int, games: int) -> None:
        """Show the count now and then; the last call clears it."""
        now = self.clock()
        if played == games:
            if self.started:
                self.stream.write("\r" + " " * 40 + "\r")
            return
        if now - self.start >= 1 and now - self.shown >= 0.2:
            self.stream.write(f"\rPlayed {played} of {games} games")
            self.stream.flush()
            self.shown, self.started = now, True


# ------------------------------------------------------------------------------ the review
# A game is reviewed move by move against the exact strategy. Its moves are what was rolled
# ("roll", dice), re-rolled ("reroll", positions; none keeps all) and chosen ("line", name);
# the last line, filled by the game itself, needs no move. Along the way the expected final
# score moves by the dice's luck (what each roll gave beyond what was expected) and by each
# decision's cost (the best move's expected final score minus the chosen one's), so that
# final score = expected start + luck - cost, exactly.

REVIEWED = 3  # the costliest decisions a review lists

# A decision: its turn, the dice, what was done and what was best (as words), and its cost.
Decision = namedtuple("Decision", "turn dice chosen best cost")
Review = namedtuple("Review", "start luck cost final decisions")


class Walk:
    """A game followed move by move, with the expected final score after each."""

    def __init__(self, advisor: ExactAdvisor, rules: RuleSet):
        """Follow a new game of rules, valued by an exact advisor."""
        self.advisor, self.game = advisor, new_game(rules)
        self.start = self.expected = advisor.expected_score(self.game)
        self.luck, self.decisions = 0.0, []
        self.rolls, self.dice, self.turn, self.points = 0, None, None, None

    def roll(self, dice) -> None:
        """Note the dice of a roll: the luck is what they are worth beyond what was expected."""
        if self.rolls == ROLLS_PER_TURN:  # the turn is over: its last line was the game's
            self.fill_last_line()
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
            return [(self.turn.end[hand], outcomes.hand_keeps[hand][-1])]
        return keep_choices(outcomes, self.turn, hand, self.rolls)

    def reroll(self, positions) -> None:
        """Note a re-roll (none: keep all) and what it cost against the best keep."""
        if self.rolls in (0, ROLLS_PER_TURN):
            raise ValueError("a re-roll comes only after a first or second roll")
        choices = self.choices()
        kept = tuple(sorted(face for at, face in enumerate(self.dice, 1) if at not in positions))
        chosen_at = self.advisor.outcomes.keep_index[kept]
        chosen = choices[0] if not positions else next(c for c in choices[1:] if c[1] == chosen_at)
        best = max(choices, key=lambda choice: choice[0])
        words = partial(kept_words, self.advisor.outcomes, choices[0][1])  # first: keep all
        self.decide(chosen[0], best[0], f"kept {words(chosen)}", f"keep {words(best)}")
        self.rolls = ROLLS_PER_TURN if not positions else self.rolls

    def line(self, name: str) -> None:
        """Note the line chosen for the dice, what it cost against the best, and score it."""
        if self.rolls == 0:
            raise ValueError("a line is chosen only after a roll")
        if name not in allowed_lines(self.game, self.dice):
            raise ValueError(f"{name} cannot take {' '.join(map(str, self.dice))} now")
        if self.rolls < ROLLS_PER_TURN:  # choosing a line before the third roll keeps all
            self.reroll(())
        game, dice = self.game, self.dice
        best = max(
            allowed_lines(game, dice), key=lambda line: self.advisor.line_value(game, line, dice)
        )
        ending = self.turn.end[self.advisor.outcomes.hand_index[tuple(sorted(dice))]]
        self.decide(self.advisor.line_value(game, name, dice), ending, f"chose {name}", best)
        self.game, self.points, _ = score_turn(game, name, dice)
        self.rolls = 0

    def roll_number(self, number: int) -> None:
        """Check that a transcript's roll comes where it should: Roll 1 to begin each turn."""
        expected = 1 if self.rolls in (0, ROLLS_PER_TURN) else self.rolls + 1
        if number != expected:
            raise ValueError(f"Roll {number} comes where Roll {expected} should")

    def scored(self, points: int) -> None:
        """Check the points a transcript says the last line scored."""
        if points != self.points:
            raise ValueError(f"it says {points} were scored, but those dice score {self.points}")

    def decide(self, chosen: float, best: float, did: str, best_words: str) -> None:
        """Note a decision: its cost, and the expected final score after it."""
        cost = best - chosen
        turn = len(self.game.rules.lines) - len(open_lines(self.game)) + 1
        self.decisions.append(Decision(turn, list(self.dice), did, best_words, cost))
        self.expected = total(self.game) + chosen

    def fill_last_line(self) -> None:
        """Put the dice on the last open line, where the game did that itself."""
        remaining = open_lines(self.game)
        if self.rolls and len(remaining) == 1:
            self.line(remaining[0])

    def result(self) -> Review:
        """Return the review of the game so far."""
        self.fill_last_line()
        cost = math.fsum(decision.cost for decision in self.decisions)
        return Review(self.start, self.luck, cost, self.expected, self.decisions)


def review_data(review: Review) -> dict:
    """Return a review as the API sends it."""
    decisions = [decision._asdict() for decision in review.decisions]
    numbers = {"start": review.start, "luck": review.luck, "cost": review.cost}
    return {**numbers, "final": review.final, "decisions": decisions}


def kept_words(outcomes: Outcomes, keep_all: int, choice) -> str:
    """Return the dice a keep holds, as words: all, none, or the faces kept."""
    if choice[1] == keep_all:
        return "all"
    return " ".join(map(str, outcomes.keeps[choice[1]])) or "none"


def review_moves(rules: RuleSet, moves) -> Review:
    """Return the review of a game's moves against the exact strategy, or None without it."""
    advisor = best_advisor(rules)
    if advisor.heuristic:
        return None
    walk = Walk(advisor, rules)
    for kind, value in moves:
        getattr(walk, kind)(value)
    return walk.result()


def format_review(review: Review) -> str:
    """Return a review in at most ten lines of 79 columns."""
    costly = sorted(review.decisions, key=lambda decision: -decision.cost)[:REVIEWED]
    lines = [
        "Review of your play against the exact strategy:",
        f"  Expected final score at the start: {review.start:.2f}",
        f"  Lost to decisions: {review.cost:.2f} (the best moves' expected scores less yours)",
        f"  The dice's luck: {review.luck:+.2f} (what the rolls gave beyond what was expected)",
    ]
    if costly and costly[0].cost > 5e-3:
        lines.append("  Costliest decisions:")
        lines += [format_decision(decision) for decision in costly if decision.cost > 5e-3]
    return "\n".join(lines)


def format_decision(decision: Decision) -> str:
    """Return a decision as a review lists it.

    It never begins "Turn", as the transcript contract's lines do.

    >>> print(format_decision(Decision(4, [2, 2, 5, 5, 6], "kept 5 5", "keep 2 2 5 5", 1.84)))
      On turn 4, 2 2 5 5 6: kept 5 5, best keep 2 2 5 5 (-1.84)
    """
    dice = " ".join(map(str, decision.dice))
    return (
        f"  On turn {decision.turn}, {dice}: {decision.chosen}, best {decision.best}"
        f" (-{decision.cost:.2f})"
    )


def review_notice(rules: RuleSet) -> str:
    """Return the line that says how to get a review, where the exact strategy is missing."""
    option = "--full" if rules.key == "yahtzee" else f"--rules {rules.key}"
    return f"For a review, solve the game once: python3 yahtzee.py {option} --solve"


class Recorder:
    """The moves of a game as it is played: its Roll lines and its player's decisions."""

    def __init__(self, rules: RuleSet, player: Player, say):
        """Record a game of rules played by player, whose screen is say."""
        self.rules, self.moves = rules, []
        self.player = Player(
            partial(self.rerolls, player.choose_rerolls), partial(self.line, player.choose_line)
        )
        self.say = partial(self.watch, say)

    def watch(self, say, text="") -> None:
        """Show text, noting the dice of any Roll line in it."""
        for line in str(text).splitlines():
            if line.startswith("Roll "):
                self.moves.append(("roll", [int(face) for face in line.split(": ")[1].split()]))
        say(text)

    def rerolls(self, choose, game: Game, dice, roll_number: int) -> tuple[int, ...]:
        """Return the player's re-roll, noting it."""
        positions = choose(game, dice, roll_number)
        self.moves.append(("reroll", tuple(positions)))
        return positions

    def line(self, choose, game: Game, dice) -> str:
        """Return the player's line, noting it."""
        name = choose(game, dice)
        self.moves.append(("line", name))
        return name

    def closing(self, game: Game = None) -> str:
        """Return the review of the moves so far, or how to get one."""
        review = review_moves(self.rules, self.moves)
        return review_notice(self.rules) if review is None else format_review(review)


def play_reviewed(rules: RuleSet, die, console, player: Player) -> int:
    """Play a game at the console, reviewed at its end and by the word review at any prompt."""
    recorder = Recorder(rules, player, console.say)
    console.reviewing = recorder.closing
    return play_game(rules, die, recorder.player, recorder.say, closing=recorder.closing)


# The lines of a transcript a review reads (the transcript contract), and the answers echoed.
ROLL_LINE = re.compile(r"Roll ([123]): ([1-6]) ([1-6]) ([1-6]) ([1-6]) ([1-6])$")
SCORED_LINE = re.compile(r"Scored (\d+) on ([A-Za-z ]+)\. Total: \d+$")


def transcript_moves(lines) -> list:
    """Return (line number, kind, value) for each move a transcript shows, as Walk takes them.

    A re-roll is the last answer the re-roll prompt took before the next roll; an answer
    it refused is followed by the same prompt, and a later answer takes its place.
    """
    moves, answer = [], None
    for number, text in enumerate(lines, 1):
        found, answer = line_moves(text.rstrip("\r\n"), answer)
        moves += [(number, kind, value) for kind, value in found]
    return moves


def line_moves(text: str, answer):
    """Return the moves one line of a transcript shows, and the re-roll answer still pending."""
    if text.startswith("Re-roll") and "> " in text:
        return [], understood(text.split("> ", 1)[1], answer)
    rolled, scored = ROLL_LINE.match(text), SCORED_LINE.match(text)
    ends_rolling = rolled or scored or text.startswith("Choose a line")
    moves = [("reroll", answer)] if ends_rolling and answer is not None else []
    return moves + shown_moves(rolled, scored), None if ends_rolling else answer


def shown_moves(rolled, scored) -> list:
    """Return the moves of a Roll line's match, or of a Scored line's (None: neither)."""
    if rolled:
        number, *dice = map(int, rolled.groups())
        return [("roll_number", number), ("roll", dice)]
    return [("line", scored.group(2)), ("scored", int(scored.group(1)))] if scored else []


def understood(answer: str, before):
    """Return the positions a re-roll answer names, or before if the game refused it."""
    try:
        return parse_reroll(answer)
    except ValueError:
        return before


def review_file(rules: RuleSet, path: str) -> int:
    """Print the review of a saved transcript and return 0; or say why not and return 2."""
    if best_advisor(rules).heuristic:
        tell(one_line(review_notice(rules)))
        return 2
    try:
        with open_regular(path) as file:
            lines = file.read(1 << 22).decode("utf-8", "replace").splitlines()
    except OSError as error:
        tell(one_line(f"cannot read {path}: {error.strerror or error}."))
        return 2
    walk, moves = Walk(best_advisor(rules), rules), transcript_moves(lines)
    if not moves:
        tell(one_line(f"{path} line 1: cannot follow it: no Roll line, so no game, is in it."))
        return 2
    for number, kind, value in moves:
        try:
            getattr(walk, kind)(value)
        except (ValueError, KeyError, StopIteration) as error:
            tell(one_line(f"{path} line {number}: cannot follow it: {error}."))
            return 2
    print(format_review(walk.result()))
    return 0


# ------------------------------------------------------------------------------ the command line
# What --simulate, --auto and --solve do, called by yahtzee.py's command line.


def print_simulation(rules: RuleSet, strategy, games: int, die) -> int:
    """Simulate games of a strategy, print what played, a summary and a histogram; return 0.

    Heuristic advice, because the solved table is missing or cannot be trusted, says why
    on stderr first, as the first hint of a game does.
    """
    progress = Progress(sys.stderr) if sys.stderr and sys.stderr.isatty() else ignore
    advice = "greedy play" if strategy == "greedy" else strategy_advice(rules)
    if advice == "heuristic advice":
        tell(table_notice(rules))
    print(f"{rules.title[0].upper()}{rules.title[1:]}: {advice}.")
    scores = simulate(rules, make_player(rules, strategy), games, die, progress)
    print(format_summary(scores))
    print(format_histogram(scores))
    return 0


def strategy_advice(rules: RuleSet) -> str:
    """Return how the advisor plays a rule set: from exact values or a heuristic."""
    return "heuristic advice" if best_advisor(rules).heuristic else "optimal play, exact advice"


def solve_and_keep(rules: RuleSet) -> int:
    """Solve a rule set on every core, keep the table, and say what a new game is worth.

    A signal or Ctrl-C stops it, saying how far it had come; no table is kept.
    """
    terminal = bool(sys.stderr) and sys.stderr.isatty()
    progress = SolveProgress(sys.stderr if terminal else None)
    try:
        values = solve_table(rules, os.cpu_count() or 1, progress)
    except (KeyboardInterrupt, Stop):
        progress.clear()
        tell(f"The solve stopped at {progress.percent:.0f}% of the work; no table was kept.")
        raise
    try:
        path = save_table(rules, values)
    except OSError as error:
        tell(one_line(f"cannot keep the solved table: {error}"))
        return 1
    solver = solver_for(rules)
    start = values[solver.index(solver.state_of(new_game(rules)))]
    print(f"Solved in {time.monotonic() - progress.start:.1f} s: {rules.title}.")
    print(f"Kept in {fit_path(path)}\nHints, --auto and --simulate now read it.")
    print(f"Expected final score with optimal play: {start:.2f}")
    return 0


def fit_path(path: str) -> str:
    """Return a path to show: on its own line when it would not fit in 79 columns after text."""
    return path if len(path) <= 70 else f"\n  {path}"


class SolveProgress:
    """Show on a terminal how far a solve has come: the share done, the time, the time left."""

    def __init__(self, stream, clock=time.monotonic):
        """Write to stream (None: show nothing), timing with clock."""
        self.stream, self.clock = stream, clock
        self.start = self.shown = clock()
        self.percent, self.width = 0.0, 0

    def __call__(self, done: int, total: int) -> None:
        """Note the work done; show it at most four times a second, clearing it at the end."""
        self.percent = 100 * done / total if total else 100.0
        now = self.clock()
        if done >= total:
            self.clear()
        elif now - self.shown >= 0.25:
            self.show(now, done, total)

    def show(self, now: float, done: int, total: int) -> None:
        """Show the progress line."""
        elapsed = now - self.start
        left = f", about {elapsed * (total - done) / done:.0f} s left" if done else ""
        self.write(f"Solving: {self.percent:.0f}% done, {elapsed:.0f} s{left}")
        self.shown = now

    def write(self, text: str) -> None:
        """Write text over the line shown before."""
        if self.stream:
            self.stream.write("\r" + text.ljust(self.width))
            self.stream.flush()
            self.width = len(text)

    def clear(self) -> None:
        """Clear the progress line."""
        if self.width:
            self.write("")
            self.stream.write("\r")


def auto_delay(delay, terminal: bool) -> float:
    """Return the seconds --auto pauses before each move: --delay, else AUTO_DELAY on a terminal.

    >>> auto_delay(None, True), auto_delay(None, False), auto_delay(2.0, False)
    (0.5, 0, 2.0)
    """
    if delay is not None:
        return delay
    return AUTO_DELAY if terminal else 0


def play_auto(rules: RuleSet, die, strategy, delay, reviewed: bool = True) -> int:
    """Let a strategy play a whole game on screen, pausing before each move on a terminal."""
    seconds = auto_delay(delay, sys.stdout.isatty())
    pause = partial(time.sleep, seconds) if seconds else ignore
    recorder = Recorder(rules, watched_player(make_player(rules, strategy), show, pause), show)
    welcome = f"Let's watch the advisor play {rules.title}."
    closing = recorder.closing if reviewed else None
    return play_game(rules, die, recorder.player, recorder.say, welcome, closing)
