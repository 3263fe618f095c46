"""The advisor playing alone: --auto (a game on screen) and --simulate (many, silently).

A strategy (advisor.py) plays the game's own turns; --auto shows its every move as a
person's would be shown, and reviews the game at its end (review.py); --simulate prints the
scores' summary and a histogram. With several strategies (--strategy optimal,greedy), every
strategy plays the same dice, drawn in blocks, and the paired difference is printed. The
advisor's seat of --players (players.py) is here too: it plays as --auto does.
"""

import math
import sys
import time
from functools import partial

from advisor import (
    best_advisor,
    follow_line,
    follow_rerolls,
    format_positions,
    make_player,
    ready_advisor,
    table_notice,
)
from review import review_text
from solver import ignore
from yahtzee import (
    DICE,
    ROLLS_PER_TURN,
    Game,
    Play,
    Player,
    RuleSet,
    format_sheet,
    line_key,
    line_question,
    open_lines,
    play_game,
    reroll_question,
    roll_face,
    show,
    tell,
    total,
)

HISTOGRAM_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000)
# --auto on a terminal pauses this long before each move, so a person can follow it.
AUTO_DELAY = 0.5


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


class AdvisorSeat:
    """The advisor in a seat of --players: the best advisor there is, taken at each turn.

    A game at a terminal goes on while its table is solved; from the seat's first turn after
    the table is kept, it plays exactly, and says so.
    """

    def __init__(self, rules: RuleSet, say):
        """Sit the best advisor there is now; say, once, when a better one takes over."""
        self.rules, self.say = rules, say
        self.advisor = best_advisor(rules)

    def sit(self, _play) -> None:
        """Before the seat's turn: take the best advisor there is now."""
        advisor = ready_advisor(self.rules)
        if self.advisor.heuristic and not advisor.heuristic:
            self.say("The advisor plays exactly from now on: the table is kept.")
        self.advisor = advisor

    def choose_rerolls(self, game: Game, dice, roll_number: int) -> tuple[int, ...]:
        """Return the positions the seat's advisor would re-roll."""
        return follow_rerolls(self.advisor, game, dice, roll_number)

    def choose_line(self, game: Game, dice) -> str:
        """Return the line the seat's advisor would choose."""
        return follow_line(self.advisor, game, dice)


def seat_player(rules: RuleSet, say, pause=ignore) -> Player:
    """Return the advisor's seat of --players as a player: its moves shown, its turns taken."""
    seat = AdvisorSeat(rules, say)
    watched = watched_player(Player(seat.choose_rerolls, seat.choose_line), say, pause)
    return watched._replace(sit=seat.sit)


# ------------------------------------------------------------------------------ simulations


def final_score(rules: RuleSet, die, player: Player) -> int:
    """Play a whole game silently, by the one game loop (play_game); return its final score."""
    ended = []
    play_game(rules, die, player, ignore, closing=lambda play: ended.append(play) or "")
    return total(ended[0].game)


# ------------------------------------------------------------------------------ the same dice
# A game's dice are drawn before it is played, five faces for each roll of each turn; a roll
# of m dice takes the first m faces of its own block. So strategies that keep differently
# still see the same fresh faces, and the difference of their scores is paired game by game.


def block_faces(rng, rules: RuleSet) -> list:
    """Return a game's faces in blocks: [turn][roll] -> five faces, drawn before it is played."""
    rolls = range(ROLLS_PER_TURN)
    return [[[roll_face(rng) for _ in range(DICE)] for _ in rolls] for _ in rules.lines]


def block_die(blocks, play: Play):
    """Return a die for a game in play that rolls from its blocks, each roll from its own."""
    drawn = {}  # (turn, roll) -> faces taken so far

    def die():
        turn = len(play.game.rules.lines) - len(open_lines(play.game))
        key = (turn, play.rolls)
        drawn[key] = drawn.get(key, 0) + 1
        return blocks[turn][play.rolls][drawn[key] - 1]

    return die


def block_score(rules: RuleSet, blocks, player: Player) -> int:
    """Play a whole game silently on these blocks of dice; return its final score.

    The die is made for the game in play when play_game hands it over, before the first turn
    (a strategy's player has no sit of its own).
    """
    dice = []

    def sit(play: Play) -> None:
        dice[:] = dice or [block_die(blocks, play)]

    return final_score(rules, lambda: dice[0](), player._replace(sit=sit))


def simulate_paired(rules: RuleSet, strategies, games: int, rng, progress=ignore) -> dict:
    """Play every strategy on the same dice, game by game; return each one's scores."""
    players = {name: make_player(rules, name) for name in strategies}
    scores = {name: [] for name in strategies}
    for played in range(1, games + 1):
        blocks = block_faces(rng, rules)
        for name, player in players.items():
            scores[name].append(block_score(rules, blocks, player))
        progress(played, games)
    return scores


def format_comparison(scores: dict) -> str:
    """Return each strategy's mean and spread, then its paired difference with the first.

    >>> print(format_comparison({"a": [10, 12, 14], "b": [9, 10, 14]}))
    a: mean 12.00, std dev 1.63
    b: mean 11.00, std dev 2.16
    a - b: 1.00, standard error 0.47 paired (1.56 unpaired)
    """
    lines = [
        f"{name}: mean {mean(run):.2f}, std dev {spread(run):.2f}" for name, run in scores.items()
    ]
    (first, base), *others = scores.items()
    for name, run in others:
        gaps = [a - b for a, b in zip(base, run)]
        paired = spread(gaps) / math.sqrt(len(gaps))
        unpaired = math.sqrt((spread(base) ** 2 + spread(run) ** 2) / len(gaps))
        lines.append(
            f"{first} - {name}: {mean(gaps):.2f}, standard error {paired:.2f} paired"
            f" ({unpaired:.2f} unpaired)"
        )
    return "\n".join(lines)


def mean(values) -> float:
    """Return the mean of values."""
    return math.fsum(values) / len(values)


def spread(values) -> float:
    """Return the standard deviation of values (of them all, as --simulate's summary does)."""
    centre = mean(values)
    return math.sqrt(math.fsum((value - centre) ** 2 for value in values) / len(values))


def print_comparison(rules: RuleSet, strategies, games: int, rng) -> int:
    """Simulate several strategies on the same dice and print how they compare; return 0."""
    progress = Progress(sys.stderr) if sys.stderr and sys.stderr.isatty() else ignore
    advice = strategy_advice(rules)
    if advice == "heuristic advice" and "optimal" in strategies:
        tell(table_notice(rules))
    print(f"{rules.title[0].upper()}{rules.title[1:]}: {', '.join(strategies)} on the same dice.")
    print(f"Games: {games}; optimal is the advisor, with {advice}.")
    print(format_comparison(simulate_paired(rules, strategies, games, rng, progress)))
    return 0


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
    player = watched_player(make_player(rules, strategy), show, pause)
    welcome = f"Let's watch the advisor play {rules.title}."
    return play_game(rules, die, player, show, welcome, review_text if reviewed else None)
