"""The exact solve of solver.py, vectorised with numpy where numpy can be imported.

The same work as Solver.solve_states, done for a batch of states at once: the value of ending
a turn with each of the 252 hands in each state (the best of its open lines), then the turn
worked out level by level over the keeps (each keep the mean of the six it can become, each
hand the best of its keeps), as array operations over the batch. The values are those of the
standard-library solve to about 1e-12 (only the order of additions differs), and table.py
keeps them in the same table. Nothing else needs numpy: without it, solver.py solves alone.
"""

from solver import DICE, FACES, Solver, State, add_die, one_less_of_each

try:
    import numpy
except ImportError:  # the standard-library solve serves
    numpy = None

BATCH = 1024  # states solved at once: a few megabytes of arrays


def available() -> bool:
    """Return whether numpy is there to solve with."""
    return numpy is not None


class Turns:
    """The keeps of KeepLevels as index arrays: a turn worked out for many states at once.

    children[k] (keeps of k dice x 6) indexes, for each face, the keep of one die more;
    parents[k][j] indexes, for the keeps of k dice with more than j distinct faces (the first
    of their level), the keep with its (j+1)th distinct face once less. Values are arrays of
    keeps (rows) by states (columns), so that each gather copies whole rows.
    """

    def __init__(self, levels):
        """Lay out the index arrays of a KeepLevels."""
        place = [{keep: at for at, keep in enumerate(level)} for level in levels.levels]
        self.children = [
            numpy.array([[place[k + 1][add_die(keep, face)] for face in FACES] for keep in level])
            for k, level in enumerate(levels.levels[:DICE])
        ]
        self.parents = [[]] + [self.sub_indexes(place[k - 1], levels.levels[k])
                               for k in range(1, DICE + 1)]  # fmt: skip
        self.first_roll = numpy.array(levels.first_roll)

    @staticmethod
    def sub_indexes(below, level) -> list:
        """Return parents[k]: for each j, the keeps with their (j+1)th distinct face less."""
        subs = [[below[sub] for sub in one_less_of_each(keep)] for keep in level]
        return [numpy.array([row[j] for row in subs if len(row) > j]) for j in range(len(subs[0]))]

    def expect_down(self, top) -> list:
        """Return every level's values (keeps x states), each keep the mean of its six."""
        values = [None] * DICE + [top]
        for k in range(DICE - 1, -1, -1):
            above, children = values[k + 1], self.children[k]
            total = above[children[:, 0]]
            for face in range(1, len(FACES)):
                total += above[children[:, face]]
            values[k] = total / len(FACES)
        return values

    def best_of_level(self, own, below, k: int):
        """Return, for each keep of level k, the best of its own value and its sub-keeps'."""
        best = own.copy()
        for subs in self.parents[k]:
            count = len(subs)
            numpy.maximum(best[:count], below[subs], out=best[:count])
        return best

    def best_up(self, values, top: int = DICE) -> list:
        """Return, level by level up to top, the best value among each keep's sub-keeps."""
        best = [values[0]]
        for k in range(1, top + 1):
            best.append(self.best_of_level(values[k], best[k - 1], k))
        return best

    def start_values(self, end):
        """Return the expected value of a turn before its first roll, for each column of end."""
        after2 = self.expect_down(end)
        after1 = self.expect_down(self.best_up(after2)[DICE])
        below = self.best_up(after1, DICE - 1)[DICE - 1]
        first = self.best_of_level(end, below, DICE)  # each hand's worth as the first roll
        total = numpy.zeros(first.shape[1])
        for chance, worth in zip(self.first_roll, first):  # hand by hand, as any batch adds up
            total += chance * worth
        return total


class FastSolver:
    """A Solver's solve_states, vectorised: the states of a batch worked out together."""

    def __init__(self, solver: Solver):
        """Lay out what the solve reads of the solver, as arrays."""
        self.solver, self.turns = solver, Turns(solver.levels)
        hands = solver.levels.levels[DICE]
        self.counts = {face: numpy.array([hand.count(face) for hand in hands]) for face in FACES}
        self.scores = numpy.array(solver.scores, dtype=float)
        self.rewards, self.uppers_after = self.upper_steps(solver.upper_steps)
        self.five_rewards = {}  # (line, face) -> five_table's arrays, laid out when first met

    @staticmethod
    def upper_steps(steps) -> tuple[dict, dict]:
        """Return Solver.upper_steps as arrays by face: the rewards, and the subtotals after,
        each by subtotal (rows) and count of the face (columns)."""
        rows = steps.every_row()
        faces = sorted(rows[0]) if rows and rows[0] else []
        laid = {face: numpy.array([row[face] for row in rows]) for face in faces}
        rewards = {face: table[:, :, 0] for face, table in laid.items()}
        return rewards, {face: table[:, :, 1].astype(int) for face, table in laid.items()}

    def solve_states(self, states, future) -> list[float]:
        """Return the value at the start of a turn of each state, as Solver.solve_states."""
        found = []
        future = numpy.frombuffer(future, dtype=numpy.float64)
        for at in range(0, len(states), BATCH):
            batch = states[at : at + BATCH]
            found += self.turns.start_values(self.end_values(batch, future)).tolist()
        return found

    def end_values(self, states, future):
        """Return, for each hand (rows, levels' order) and state (columns), the best line to
        end the turn on: the most its score and what follows are worth."""
        solver = self.solver
        masks, uppers, flags = (numpy.array(column) for column in zip(*states))
        end = numpy.full((len(self.scores[0]), len(states)), -numpy.inf)
        for at, line in enumerate(solver.rules.lines):
            open_here = (masks >> at & 1).astype(bool)
            if not open_here.any():
                continue
            rest = masks & ~(1 << at)  # a closed line's way is worked out, then set aside
            if line.face:
                way = self.upper_way(rest, uppers, flags, line.face, future)
            else:
                way = self.lower_way(at, rest, uppers, flags, future)
            if not open_here.all():
                way += numpy.where(open_here, 0.0, -numpy.inf)
            numpy.maximum(end, way, out=end)
        self.end_fives(masks, uppers, flags, future, end)
        return end

    def index(self, masks, uppers, flags):
        """Return where the values of these states are kept (Solver.index, as arrays)."""
        return (masks * self.solver.uppers + uppers) * self.solver.flags + flags

    def upper_way(self, rest, uppers, flags, face: int, future):
        """Return, for every hand and state, the value of putting the hand on the face's line."""
        after = self.index(rest[:, None], self.uppers_after[face][uppers], flags[:, None])
        by_count = (self.rewards[face][uppers] + future[after]).T  # counts 0-5 x states
        return by_count[self.counts[face]]

    def lower_way(self, at: int, rest, uppers, flags, future):
        """Return, for every hand and state, the value of putting the hand on a lower line:
        its score, and what follows (the Yahtzee line's points set the flag)."""
        scores = self.scores[at][:, None]
        after = future[self.index(rest, uppers, flags)]
        held = after
        if at == self.solver.flag_line:
            held = future[self.index(rest, uppers, numpy.ones_like(flags))]
        return scores + numpy.where(scores > 0, held, after)

    def end_fives(self, masks, uppers, flags, future, end) -> None:
        """Value five of a kind as the game's own rules do, where the Yahtzee line is used:
        each face's best line among those the Joker rules allow (Solver.end_fives)."""
        solver = self.solver
        if solver.yahtzee_line is None:
            return
        rows = numpy.flatnonzero((masks >> solver.yahtzee_line & 1) == 0)
        masks, uppers, flags = masks[rows], uppers[rows], flags[rows]
        for face, hand in zip(FACES, solver.fives):
            best = numpy.full(len(rows), -numpy.inf)
            allowed = self.allowed_lines(masks, face)
            for at in numpy.flatnonzero(allowed.any(axis=0)):
                value = self.five_value(at, face, masks, uppers, flags, future)
                best = numpy.where(allowed[:, at], numpy.maximum(best, value), best)
            end[hand, rows] = best

    def allowed_lines(self, masks, face: int):
        """Return, for each mask (rows) and line, whether five of face may go on the line."""
        found, where = numpy.unique(masks, return_inverse=True)
        allowed = numpy.zeros((len(found), len(self.scores)), dtype=bool)
        for row, mask in enumerate(found.tolist()):
            allowed[row, self.solver.five_lines(mask, face)] = True
        return allowed[where.reshape(-1)]

    def five_value(self, at: int, face: int, masks, uppers, flags, future):
        """Return what five of face on line at are worth in each state: reward, and what
        follows (Solver.five_reward, laid out for every subtotal, flag and free Joker)."""
        key = (at, face)
        if key not in self.five_rewards:
            self.five_rewards[key] = self.five_table(at, face)
        reward, upper, flag = self.five_rewards[key]
        own = FACES.index(face)
        free = (masks >> own & 1) * int(own != at and bool(self.solver.rules.specials.free_joker))
        laid = (uppers, flags, free)
        after = self.index(masks & ~(1 << at), upper[laid], flag[laid])
        return reward[laid] + future[after]

    def five_table(self, at: int, face: int) -> tuple:
        """Return Solver.five_reward's (reward, subtotal, flag) of five of face on line at,
        as arrays by subtotal, flag and free (1: the face's own upper line is open)."""
        solver, own = self.solver, FACES.index(face)
        table = [[[solver.five_reward(at, face, State(0, upper, flag), free << own)
                   for free in (0, 1)] for flag in range(solver.flags)]
                 for upper in range(solver.uppers)]  # fmt: skip
        laid = numpy.array(table)
        return laid[..., 0].astype(float), laid[..., 1], laid[..., 2]


def fast_solver(solver: Solver):
    """Return the vectorised solve of a solver, or None where numpy cannot be imported."""
    return FastSolver(solver) if available() else None
