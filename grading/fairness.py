"""Whether the dice are rolled as dice are: the faces re-rolled come up every face, and each
turn's first roll is five new dice, not the last turn's dice again, not five faces drawn
apart (no face twice), and not one die's face five times.

Judged over every game of a grading, never from one roll: a fair die shows its old face 1
time in 6, and misses a face now and then.
"""

from math import comb

FAIR_THROWS = 80  # dice re-rolled before a face never seen among them fails
CARRIED_COMPARED = 20  # dice of first rolls compared with the last turn's before judging
CARRIED_ODDS = 1e-6  # how unlikely, for fair dice, the matches seen must be to fail
APART = 720 / 7776  # five dice's chance to show five different faces: 6 * 5 * 4 * 3 * 2 in 6**5
ALIKE = 6 / 7776  # and to show five of one face
SAME_PLACE = {False: 1 / 6, True: 0.45, "held": 1 / 6}  # a new die's chance to match the old at
# its place, where the dice are shown as rolled, where sorted (at most, the place of the lowest),
# and of the dice the last re-roll left (a new turn rolls them all the same)
SEEN_AS = {"held": "the dice the last re-roll kept, again at their places"}
LAST_DICE = "the last turn's dice at their places"
NEW_DICE = {False: "1 in 6", True: "under half, sorted", "held": "1 in 6"}


def judge_faces(report) -> None:
    """Judge reroll_keeps_the_rest by the faces re-rolled: after enough, each has come."""
    thrown = sum(report.rerolled.values())
    missing = sorted(set(range(1, 7)) - set(report.rerolled))
    if thrown >= FAIR_THROWS and missing:
        said = " or ".join(map(str, missing))
        reason = f"{thrown} dice re-rolled, and none came up {said}"
        report.fail("reroll_keeps_the_rest", reason, None)


def note_first_roll(report, dice, last, sorted_dice=False, held=()) -> None:
    """Note whether a turn's first roll shows a face twice, and how many of its dice match the
    last turn's (where there was one) at the same place: of them all, and of those the last
    re-roll left (held), where the dice keep their places."""
    rolls, apart, alike = report.apart
    report.apart = [rolls + 1, apart + (len(set(dice)) == 5), alike + (len(set(dice)) == 1)]
    if not last:
        return
    note_same(report, sorted_dice, dice, last)
    if not sorted_dice:
        places = sorted(held)
        note_same(report, "held", [dice[at - 1] for at in places], [last[at - 1] for at in places])


def note_same(report, kind, dice, last) -> None:
    """Add to a kind of comparison the dice compared, and those at the same face."""
    compared, matched = report.carried[kind]
    report.carried[kind] = [compared + len(dice), matched + same(dice, last)]


def same(dice, last) -> int:
    """Return how many dice show the same face at the same place."""
    return sum(new == old for new, old in zip(dice, last))


def judge_carried(report) -> None:
    """Judge reroll_keeps_the_rest by the turns' first rolls: fail it where they showed the last
    turn's dice again at their places far more often than new dice would (odds below
    CARRIED_ODDS); or the dice its last re-roll kept, as a hold kept into the next turn does.

    >>> class Seen:
    ...     def __init__(self, matched): self.carried = {False: [50, matched], True: [0, 0]}
    ...     def fail(self, check, reason, session): print(reason)
    >>> judge_carried(Seen(40))
    first rolls showed the last turn's dice at their places: 40 of 50 (new dice: 1 in 6)
    >>> judge_carried(Seen(12))
    >>> seen = Seen(12)
    >>> seen.carried["held"] = [24, 22]
    >>> judge_carried(seen)  # doctest: +NORMALIZE_WHITESPACE
    first rolls showed the dice the last re-roll kept, again at their places: 22 of 24
    (new dice: 1 in 6)
    """
    for kind, (compared, matched) in report.carried.items():
        if (
            compared >= CARRIED_COMPARED
            and tail(compared, matched, SAME_PLACE[kind]) < CARRIED_ODDS
        ):
            reason = (
                f"first rolls showed {SEEN_AS.get(kind, LAST_DICE)}: {matched} of {compared}"
                f" (new dice: {NEW_DICE[kind]})"
            )
            report.fail("reroll_keeps_the_rest", reason, None)


def judge_apart(report) -> None:
    """Judge reroll_keeps_the_rest by the turns' first rolls: five dice show a face twice
    91 times in 100, and five of one face 1 time in 1,296; fail it where far more showed
    five different faces, or five of one face (odds below CARRIED_ODDS), as dice drawn
    without putting a face back do, or one die's face copied to all five.

    >>> class Seen:
    ...     def __init__(self, apart, alike=0): self.apart = [12, apart, alike]
    ...     def fail(self, check, reason, session): print(reason)
    >>> judge_apart(Seen(12))
    12 first rolls, 12 of them five different faces (dice: 9 in 100)
    >>> judge_apart(Seen(2)), judge_apart(Seen(0, 2))
    (None, None)
    >>> judge_apart(Seen(0, 12))
    12 first rolls, 12 of them five of one face (dice: 1 in 1,296)
    """
    rolls, apart, alike = report.apart
    if tail(rolls, apart, APART) < CARRIED_ODDS:
        reason = f"{rolls} first rolls, {apart} of them five different faces (dice: 9 in 100)"
        report.fail("reroll_keeps_the_rest", reason, None)
    if tail(rolls, alike, ALIKE) < CARRIED_ODDS:
        reason = f"{rolls} first rolls, {alike} of them five of one face (dice: 1 in 1,296)"
        report.fail("reroll_keeps_the_rest", reason, None)


def tail(trials: int, least: int, chance: float) -> float:
    """Return the odds of at least `least` matches in `trials`, each of the given chance.

    >>> round(tail(2, 1, 0.5), 2), tail(50, 40, 1 / 6) < 1e-6, tail(50, 12, 1 / 6) > 0.1
    (0.75, True, True)
    """
    return sum(
        comb(trials, k) * chance**k * (1 - chance) ** (trials - k)
        for k in range(least, trials + 1)
    )
