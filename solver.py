"""The exact solver of yahtzee.py: every roll of a turn worked out, and every state of a game.

Dice are compared here as hands: sorted tuples, 252 distinct hands of five dice and 462 keeps
(hands of 0-5 dice). A turn is worked out exactly over them (KeepLevels): what ending the
turn with each hand is worth, then the best keep before the last roll, then before that. The
Solver works out what every state of a game is worth from the start of a turn, the states
with fewer open lines first, each turn against the values of the states after it.

The advisors (advisor.py) read its values; table.py works them out on every core and keeps
them on disk. Nothing here reads input, prints, or touches a file.
"""

import bisect
import itertools
import math
import operator
from collections import namedtuple
from functools import cache, cached_property

from yahtzee import (
    DICE,
    FACES,
    UPPER_BONUS,
    Game,
    RuleSet,
    Specials,
    allowed_lines,
    count_faces,
    score_turn,
    total,
    upper_total,
)

# hands: the 252 hands; keeps: the 462 keeps; *_index: a hand's or a keep's index;
# hand_keeps: hand h -> the keeps it allows, itself last, filled in as hands are asked about
# (allowed_keeps); face_counts[f][h]: how many dice of hand h show face f.
Outcomes = namedtuple("Outcomes", "hands hand_index keeps keep_index hand_keeps face_counts")
# A turn worked out: end[h], the value of ending the turn with hand h; after2[k] and
# after1[k], the expected value of keeping k at the second and at the first re-roll.
TurnValues = namedtuple("TurnValues", "end after2 after1")


def ignore(*_) -> None:
    """Do nothing: the progress of a solve or the screen of a game that no one watches."""


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
    face_counts = {face: [hand.count(face) for hand in hands] for face in FACES}
    return Outcomes(hands, hand_index, keeps, keep_index, {}, face_counts)


def allowed_keeps(outcomes: Outcomes, hand: int) -> tuple[int, ...]:
    """Return the indexes of the distinct keeps a hand (by index) allows, the hand itself last.

    A game meets a few dozen of the 252 hands, so each is worked out when first asked about.

    >>> outcomes = build_outcomes()
    >>> allowed = allowed_keeps(outcomes, outcomes.hand_index[(1, 1, 2, 2, 2)])
    >>> len(allowed), [outcomes.keeps[at] for at in allowed[-3:]]
    (12, [(1, 1, 2, 2), (1, 2, 2, 2), (1, 1, 2, 2, 2)])
    """
    found = outcomes.hand_keeps.get(hand)
    if found is None:
        dice, keep_index = outcomes.hands[hand], outcomes.keep_index
        subs = {sub for size in range(DICE) for sub in itertools.combinations(dice, size)}
        found = tuple(sorted(keep_index[sub] for sub in subs)) + (keep_index[dice],)
        outcomes.hand_keeps[hand] = found
    return found


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


# ------------------------------------------------------------------------------ the exact solver
# Between turns a game's state is its open lines, its upper subtotal (capped at the bonus
# threshold, where the rule set has one) and whether the Yahtzee line holds its points
# (where a Yahtzee bonus exists). The solver works out the expected points still to come
# from the start of a turn in every state, the states with fewer open lines first. A turn
# is worked out level by level over the keeps: a keep of k dice is worth the mean of the
# six keeps of k + 1 dice it can become. Every reward comes from the game's own scoring.


SOLVER_VERSION = 1


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


def one_less_of_each(keep) -> list[tuple[int, ...]]:
    """Return a keep with one die less, for each of its distinct faces in turn.

    >>> one_less_of_each((2, 2, 5)), one_less_of_each(())
    ([(2, 5), (2, 2)], [])
    """
    return [keep[:at] + keep[at + 1 :] for at, face in enumerate(keep) if face not in keep[:at]]


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
        self.reorder(standard, place[DICE])

    def reorder(self, standard, laid_at) -> None:
        """Note how the standard orders of hands and keeps (all_keeps) map to the levels'.

        laid_at gives each hand's place in the levels' order.
        """
        hands = self.levels[DICE]
        standard_at = {hand: at for at, hand in enumerate(standard[DICE])}
        self.from_hands = gather([standard_at[hand] for hand in hands])
        self.to_hands = gather([laid_at[hand] for hand in standard[DICE]])
        laid = {keep: at for at, keep in enumerate(itertools.chain.from_iterable(self.levels))}
        self.to_keeps = gather([laid[keep] for level in standard for keep in level])

    @staticmethod
    def child_gathers(above, level):
        """Return six pickers: for each face, the keeps of one die more of that face."""
        return [gather([above[add_die(keep, face)] for keep in level]) for face in FACES]

    @staticmethod
    def sub_pickers(below, level):
        """Return parents[k]: for each j, the keeps with their (j+1)th distinct face less."""
        subs = [[below[sub] for sub in one_less_of_each(keep)] for keep in level]
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
        """Return the values of a turn's keeps at the second and at the first re-roll.

        end and what is returned are in the order of the levels (hands: levels[DICE]).
        """
        after2 = self.expect_down(end)
        return after2, self.expect_down(self.best_up(after2)[DICE])

    @cached_property
    def first_roll(self) -> list[float]:
        """Return the chance of each hand as a turn's first roll (only a solve needs them)."""
        return [arrangements(hand) / len(FACES) ** DICE for hand in self.levels[DICE]]

    def start_value(self, end) -> float:
        """Return the expected value of a turn before its first roll, end in the levels' order."""
        _, after1 = self.work_out(end)
        below = self.best_up(after1, DICE - 1)[DICE - 1]
        first = self.best_of_level(end, below, DICE)  # each hand's worth as the first roll
        return math.fsum(map(operator.mul, self.first_roll, first))

    def turn_start(self, end) -> float:
        """Return the expected value of a turn before its first roll (end in all_hands order)."""
        return self.start_value(list(self.from_hands(end)))

    def turn_of(self, end) -> TurnValues:
        """Work out a turn from the value of ending it with each hand, keeps in all_keeps order."""
        after2, after1 = self.work_out(list(self.from_hands(end)))
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


class UpperSteps:
    """A list of rows worked out as each is first looked up, by a function of its index."""

    def __init__(self, work_out, length: int):
        """Hold length rows, row i being work_out(i) once looked up."""
        self.work_out, self.rows = work_out, [None] * length

    def __getitem__(self, at: int):
        """Return row at, working it out the first time."""
        if self.rows[at] is None:
            self.rows[at] = self.work_out(at)
        return self.rows[at]

    def __len__(self) -> int:
        """Return how many rows there are."""
        return len(self.rows)

    def every_row(self) -> list:
        """Return every row, working out those not yet looked up."""
        return [self[at] for at in range(len(self.rows))]


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
        self.size = state_count(rules)
        self.lay_out_hands(rules)
        # By upper subtotal and face, (reward, new subtotal) for each count of it: each
        # subtotal's worked out when it is first looked up (a hint needs one, a solve all).
        self.upper_steps = UpperSteps(self.upper_step_row, self.uppers)
        # What is worked out once and then looked up, each filled by one method: five_lines,
        # five_reward, upper_groups, reachable_uppers, upper_sums and least_sum.
        self.five_lines_by_mask, self.five_rewards = {}, {}
        self.groups_by_bits, self.capped_by_bits = {}, {}
        self.sums_by_bits, self.least_sums = {}, {}
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

    def upper_step_row(self, upper: int) -> dict:
        """Return, for one upper subtotal, by face, (reward, new subtotal) for each count of it.

        They come from score_turn on a game with only that upper line open, so the
        upper bonus is the game's own.
        """
        row = {}
        for at, line in enumerate(self.rules.lines):
            if not line.face:
                continue
            game = self.game_of(State(1 << at, upper, 0))
            row[line.face] = []
            for count in range(DICE + 1):
                after, _, _ = score_turn(game, line.name, list(sample_hand(line.face, count)))
                row[line.face].append((total(after) - total(game), self.state_of(after).upper))
        return row

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
                reward, upper, flag = self.five_reward(at, face, state, mask)
                rest = mask & ~(1 << at)
                values.append(reward + future[(rest * uppers + upper) * flags + flag])
            end[hand] = max(values)

    def five_lines(self, mask: int, face: int) -> list[int]:
        """Return the lines five of a face may go on with these lines open (allowed_lines)."""
        key = (mask, face)
        if key not in self.five_lines_by_mask:
            game = self.game_of(State(mask, 0, 0))
            names = allowed_lines(game, [face] * DICE)
            self.five_lines_by_mask[key] = [self.line_index(name) for name in names]
        return self.five_lines_by_mask[key]

    def five_reward(self, at: int, face: int, state: State, mask: int) -> tuple[int, int, int]:
        """Return (reward, upper subtotal, flag) after five of a face go on a line (score_turn).

        They depend on the line, the face, the subtotal and the flag alone (and, with the
        free-choice Joker, on whether the face's upper line is open), so a game with only
        that line open (and that one) answers for every state.
        """
        own = FACES.index(face)  # the upper lines come first, Ones to Sixes
        free = self.rules.specials.free_joker and own != at and mask >> own & 1
        key = (at, face, state.upper, state.flag, free)
        if key not in self.five_rewards:
            game = self.game_of(State(1 << at | free << own, state.upper, state.flag))
            after, _, _ = score_turn(game, self.rules.lines[at].name, [face] * DICE)
            then = self.state_of(after)
            self.five_rewards[key] = (total(after) - total(game), then.upper, then.flag)
        return self.five_rewards[key]

    def states(self, open_count: int) -> list[State]:
        """Return every reachable state with this many lines open."""
        found = []
        for mask in self.masks(open_count):
            for upper in self.reachable_uppers(mask):
                found += [State(mask, upper, flag) for flag in self.flags_of(mask)]
        return found

    def flags_of(self, mask: int) -> tuple[int, ...]:
        """Return the flags a state of this mask may have: 1 only once the Yahtzee line is used."""
        return (0,) if self.flag_line is None or mask >> self.flag_line & 1 else (0, 1)

    def masks(self, open_count: int) -> list[int]:
        """Return the masks of this many open lines."""
        every = range(2 ** len(self.rules.lines))
        return [mask for mask in every if bin(mask).count("1") == open_count]

    def classes(self, open_count: int) -> list[State]:
        """Return one state of each class of equal value with this many lines open.

        The subtotal matters only through the bonus: which of the sums the open upper lines
        can still add would reach the threshold. That is every sum from the least that
        reaches it, so states of a mask and flag whose subtotals need the same least sum are
        worth the same, and one is solved for all (members gives the others). (Too low a
        subtotal reaches it with no sum; at the threshold, the bonus is earned, and the least
        sum is 0.) Only the classes are laid out: a level's states would take five times the
        memory.
        """
        found = []
        for mask in self.masks(open_count):
            for uppers in self.upper_groups(mask).values():
                found += [State(mask, uppers[0], flag) for flag in self.flags_of(mask)]
        return found

    def members(self, state: State) -> list[int]:
        """Return where the values of the states in the class of this one are kept."""
        uppers = self.upper_groups(state.mask)[self.least_sum(state.mask, state.upper)]
        return [self.index(State(state.mask, upper, state.flag)) for upper in uppers]

    def class_count(self, open_count: int) -> int:
        """Return how many classes classes(open_count) makes, without laying them out."""
        count = 0
        for mask in self.masks(open_count):
            count += len(self.upper_groups(mask)) * len(self.flags_of(mask))
        return count

    def upper_groups(self, mask: int) -> dict[int, list[int]]:
        """Return the reachable subtotals of a mask by the least sum they need: its classes."""
        key = mask & self.upper_bits
        if key not in self.groups_by_bits:
            groups = {}
            for upper in self.reachable_uppers(mask):
                groups.setdefault(self.least_sum(mask, upper), []).append(upper)
            self.groups_by_bits[key] = groups
        return self.groups_by_bits[key]

    def reachable_uppers(self, mask: int) -> list[int]:
        """Return the capped upper subtotals the used upper lines of a mask can make."""
        key = self.upper_bits & ~mask
        if key not in self.capped_by_bits:
            sums = self.upper_sums(key) if self.threshold else [0]
            self.capped_by_bits[key] = sorted({min(self.threshold, sum_) for sum_ in sums})
        return self.capped_by_bits[key]

    def upper_sums(self, bits: int) -> list[int]:
        """Return, from the least, every sum the upper lines of these bits of a mask can add."""
        if bits not in self.sums_by_bits:
            made = {0}
            for at, line in enumerate(self.rules.lines):
                if line.face and bits >> at & 1:
                    made = {sum_ + line.face * count for sum_ in made for count in range(DICE + 1)}
            self.sums_by_bits[bits] = sorted(made)
        return self.sums_by_bits[bits]

    def least_sum(self, mask: int, upper: int) -> int:
        """Return the least sum the open upper lines can add that reaches the bonus, or -1."""
        key = (mask & self.upper_bits, upper)
        if key not in self.least_sums:
            sums = self.upper_sums(key[0])
            reaching = sums[bisect.bisect_left(sums, self.threshold - upper) :]
            self.least_sums[key] = reaching[0] if reaching else -1
        return self.least_sums[key]

    def solve_states(self, states, future) -> list[float]:
        """Return the value at the start of a turn of each state, from those of smaller ones."""
        start_value, end_values = self.levels.start_value, self.laid_end_values
        return [start_value(end_values(state, future)) for state in states]


def sample_hand(face: int, count: int) -> tuple[int, ...]:
    """Return a hand with count dice showing face, the others all different from it.

    >>> sample_hand(6, 2), sample_hand(1, 0)
    ((1, 2, 3, 6, 6), (2, 3, 4, 5, 6))
    """
    others = [other for other in FACES if other != face]
    return tuple(sorted((face,) * count + tuple(others[: DICE - count])))


def state_count(rules: RuleSet) -> int:
    """Return how many states a rule set has (a table's values), without laying out a solver.

    >>> from yahtzee import HOMEWORK, YAHTZEE
    >>> state_count(HOMEWORK), state_count(YAHTZEE)
    (64, 1048576)
    """
    specials = rules.specials or Specials()
    uppers = specials.upper_bonus[0] + 1 if specials.upper_bonus else 1
    flags = 2 if specials.yahtzee_line and specials.yahtzee_bonus else 1
    return 2 ** len(rules.lines) * uppers * flags


@cache
def solver_for(rules: RuleSet) -> Solver:
    """Return the solver of a rule set, prepared once."""
    return Solver(rules)
