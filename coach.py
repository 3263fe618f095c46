"""A coach for a game at a real table (--coach): the players roll real dice and type them.

The coach keeps the sheet. After each roll it is told the five faces (4 4 1 2 3, or 44123),
answers with the exact best move in faces (keep 4 4, re-roll the other three) and its expected
final score, and is told what was done: the positions re-rolled at the re-roll prompt, then the
line at the line prompt; Enter takes the best move at both. Dice typed after a re-roll may come
in any order; those kept must be among them, face for face. The game is yahtzee.py's own
play_game, whose die is the dice typed (TypedDice), so the rules are the game's; the advice is
advisor.py's, exact wherever a solved table is there (the homework game always). With
--players, several take turns at one table, each on a sheet of their own, named in every
prompt, with the standings each round.

yahtzee.py reaches this module only from its command line, when --coach asks for it.
"""

from functools import partial

from advisor import (
    SOLVE_HERE,
    best_advisor,
    format_outlook,
    may_solve,
    ready_advisor,
    table_notice,
)
from players import (
    Seat,
    Table,
    format_sheets,
    format_standings,
    named_question,
    parse_players,
    show_named,
    show_round,
    show_turn,
)
from yahtzee import (
    CONSOLE_WORDS,
    DICE,
    Console,
    Play,
    Player,
    Prompt,
    RuleSet,
    ask_until_valid,
    console_ask,
    format_help,
    format_sheet,
    line_help,
    line_key,
    normalise,
    one_line,
    play_game,
    prompt_commands,
    quote,
    reroll_question,
    score_line,
    show,
    tell,
    total,
)

DICE_EXAMPLE = "4 4 1 2 3"
COUNTS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
REROLL_HELP = (
    "This prompt takes the dice you re-roll: Enter takes the best move, as advised (its "
    "own words too, e.g. keep 4 4); or the positions (1-5) the roll shows them at, 1 3 5 or "
    "135; keep 1 2 re-rolls all but positions 1 and 2; all re-rolls every die; none or keep "
    "all keeps all the dice and ends the rolling."
)
LINE_ENTER = "Enter takes the best line, as advised."


class CoachConsole(Console):
    """The console of a coached player: their name in each prompt when several play, and help
    that says Enter takes the best move.
    """

    def __init__(self, name: str = ""):
        """Read from the keyboard; with a name, show sheets under it."""
        super().__init__(console_ask(), partial(show_named, name) if name else show, False)
        self.name = name

    def named(self, question: str) -> str:
        """Return a question addressed to the player, when several play."""
        return named_question(self.name, question) if self.name else question

    def help(self) -> str:
        """Return the help of the prompt being asked: Enter takes the best move at both."""
        game = self.prompt.game
        accepted = REROLL_HELP if self.prompt.kind == "reroll" else coached_line_help(game)
        return f"{format_help(game, accepted)}\nAt the console also: {CONSOLE_WORDS}."


def parse_faces(answer: str, play: Play) -> list[int]:
    """Return the five faces typed after a roll, the dice kept at their places, or raise
    ValueError saying what is wanted.

    Faces go apart or together (4 4 1 2 3, 44123), in any order after a re-roll: the dice
    kept must be among them, face for face.
    """
    return arranged(typed_faces(answer), play)


def typed_faces(answer: str) -> list[int]:
    """Return five faces typed apart or together, or raise ValueError saying what is wanted.

    >>> typed_faces("4 4 1 2 3"), typed_faces("4,4,1,2,3"), typed_faces(" 44123")
    ([4, 4, 1, 2, 3], [4, 4, 1, 2, 3], [4, 4, 1, 2, 3])
    >>> typed_faces("7")
    Traceback (most recent call last):
    ValueError: '7' is not five dice: type the faces 1-6 as they lie, e.g. 4 4 1 2 3 or 44123.
    """
    faces = [char for char in answer if not char.isspace() and char != ","]
    if len(faces) != DICE or any(face not in "123456" for face in faces):
        raise ValueError(
            f"{quote(answer)} is not five dice: type the faces 1-6 as they lie, e.g. "
            f"{DICE_EXAMPLE} or 44123."
        )
    return [int(face) for face in faces]


def arranged(dice: list[int], play: Play) -> list[int]:
    """Return the dice typed with the kept ones at their places, the others in the order typed;
    raise ValueError when the kept dice are not among them.

    >>> from yahtzee import HOMEWORK, new_game
    >>> play = Play(new_game(HOMEWORK)); play.rolled([4, 1, 4, 2, 3]); play.reroll((2, 4, 5))
    >>> arranged([6, 4, 5, 4, 1], play)
    [4, 6, 4, 5, 1]
    >>> arranged([6, 4, 5, 2, 1], play)
    Traceback (most recent call last):
    ValueError: The dice kept are 4 4: type the five on the table now, those among them.
    """
    kept = [play.dice[at - 1] for at in sorted(play.held)]
    rest = list(dice)
    for face in kept:
        if face not in rest:
            shown = " ".join(map(str, kept))
            raise ValueError(f"The dice kept are {shown}: type the five on the table now, "
                             "those among them.")  # fmt: skip
        rest.remove(face)
    faces = iter(rest)
    return [play.dice[at - 1] if at in play.held else next(faces) for at in range(1, DICE + 1)]


def dice_question(play: Play) -> str:
    """Return the question that asks for the dice of the next roll."""
    return f"Dice of roll {play.rolls + 1} (e.g. {DICE_EXAMPLE}) > "


def best_reroll(play: Play) -> tuple:
    """Return the best re-roll for the dice (positions) and the words that advise it."""
    advisor = ready_advisor(play.game.rules)
    best = advisor.reroll_options(play.game, play.dice, play.rolls)[0]
    outlook = format_outlook(advisor, play.game, best.value)
    return best.move, f"Best: {face_words(best.move, play.dice)} {outlook}"


def advice_for_roll(play: Play) -> str:
    """Return the best move at the re-roll prompt, said in faces, for dice on a table."""
    return best_reroll(play)[1]


def face_words(positions, dice) -> str:
    """Return a re-roll of these positions said in faces, as dice on a table are seen.

    >>> face_words((3, 4, 5), [5, 5, 1, 2, 3]), face_words((2,), [6, 1, 6, 6, 6])
    ('keep 5 5, re-roll the other three', 'keep 6 6 6 6, re-roll the other one')
    >>> face_words((), [1, 2, 3, 4, 5]), face_words((1, 2, 3, 4, 5), [1, 2, 3, 4, 5])
    ('keep all', 're-roll all five')
    """
    if not positions:
        return "keep all"
    if len(positions) == DICE:
        return "re-roll all five"
    kept = sorted((face for at, face in enumerate(dice, 1) if at not in positions), reverse=True)
    return f"keep {' '.join(map(str, kept))}, re-roll the other {COUNTS[len(positions)]}"


def advised_line(play: Play) -> tuple[str, str]:
    """Return the best line for the dice and the words that advise it."""
    advisor = ready_advisor(play.game.rules)
    best = advisor.line_options(play.game, play.dice)[0]
    points = score_line(best.move, play.dice, play.game)
    words = f"Best: {best.move} for {points} {format_outlook(advisor, play.game, best.value)}"
    return best.move, words


class CoachSeat:
    """A player at a real table, as play_game's Player: they type the dice they roll, when
    asked for the faces of a roll (dice), and decide with the coach's advice.
    """

    def __init__(self, console: CoachConsole, dice: "TypedDice"):
        """Answer through console; the dice ask this seat for its rolls while it plays."""
        self.console, self.dice, self.play = console, dice, None

    def sit(self, play: Play) -> None:
        """Play the game in play from now on; the dice are typed here."""
        self.play, self.dice.seat = play, self
        self.console.sit(play)

    def typed_roll(self) -> list[int]:
        """Ask for the five faces of a roll; return those of the dice rolled, in place order."""
        play, console = self.play, self.console
        commands = prompt_commands(play.game, play.dice, f"Type the dice, e.g. {DICE_EXAMPLE}.")
        question, parse = console.named(dice_question(play)), partial(parse_faces, play=play)
        dice = ask_until_valid(question, parse, console.read, console.say, commands)
        return [face for at, face in enumerate(dice, 1) if at not in play.held]

    def choose_rerolls(self, _game, _dice, _roll_number: int) -> tuple:
        """Advise the best re-roll; return the positions re-rolled."""
        return choose_coached_rerolls(self.play, self.console)

    def choose_line(self, _game, _dice) -> str:
        """Advise the best line; return the line chosen."""
        return choose_coached_line(self.play, self.console)


class TypedDice:
    """The die of a coached game: each roll's faces, typed by the seat whose turn it is."""

    def __init__(self):
        """No faces yet; each seat sits here (seat) before its turn."""
        self.faces, self.seat = [], None

    def __call__(self) -> int:
        """Return the next face rolled, asking for the roll's faces at its first."""
        if not self.faces:
            self.faces = self.seat.typed_roll()
        return self.faces.pop(0)


def choose_coached_rerolls(play: Play, console: CoachConsole) -> tuple:
    """Advise the best re-roll; return the positions re-rolled (Enter, or the advice's own
    words, keep 4 4 with or without the rest: the best).
    """
    best, words = best_reroll(play)
    console.say(words)
    console.ready(Prompt("reroll", play.game, play.dice, play.rolls))
    said = face_words(best, play.dice)
    advised = {"", said, said.partition(",")[0]}

    def parse(answer):
        return best if normalise(answer) in advised else console.meaning(answer)

    question = reroll_question(play.rolls).replace("Enter keeps all", "Enter takes the best")
    commands = prompt_commands(play.game, play.dice, REROLL_HELP)
    return ask_until_valid(question, parse, console.ask, console.say, commands)


def coached_line_help(game) -> str:
    """Return what the coach's line prompt takes: the game's line answers, and Enter."""
    return f"{line_help(game)} {LINE_ENTER}"


def choose_coached_line(play: Play, console: CoachConsole) -> str:
    """Show the sheet and the best line; return the line chosen (Enter: the best)."""
    best, words = advised_line(play)
    console.say(format_sheet(play.game, play.dice))
    console.say(words)
    console.ready(Prompt("line", play.game, play.dice, None))
    question = f"Choose a line (Enter takes {line_key(best)}) > "

    def parse(answer):
        return best if not answer.strip() else console.meaning(answer)

    commands = prompt_commands(play.game, play.dice, coached_line_help(play.game))
    return ask_until_valid(question, parse, console.ask, console.say, commands)


def coach_game(rules: RuleSet, names_text=None) -> int:
    """Coach a game at a real table (--coach); return the exit status.

    Exact advice needs a solved table. At a terminal, one missing is worked out first, with
    its progress; piped, the coach says how to make it, status 2.
    """
    solve_if_missing(rules)
    advisor = ready_advisor(rules)
    if advisor.heuristic:
        tell(one_line(f"--coach gives exact advice only: {table_notice(rules)}"))
        return 2
    names = [""] if names_text is None else names_of(names_text)
    if names is None:
        return 2
    dice = TypedDice()
    welcome = f"Let's coach {rules.title}. Roll real dice; after each roll, type what they show."
    return play_game(rules, dice, None, show, welcome, table=coach_table(names, dice))


def coach_table(names, dice: TypedDice) -> Table:
    """Return the table of a coached game: a seat for each name ("" for one unnamed player),
    the standings after each round when several play."""
    seats = [Seat(name, None) for name in names]
    several = len(names) > 1
    return Table(
        [seat_of(name, dice) for name in names],
        partial(show_round, seats) if several else None,
        partial(show_end, names),
    )


def seat_of(name: str, dice: TypedDice) -> tuple:
    """Return a seat of the table, a (player, say) pair, for the player of that name."""
    seat = CoachSeat(CoachConsole(name), dice)
    player = Player(seat.choose_rerolls, seat.choose_line, seat.sit)
    return player, partial(show_turn, name) if name else show


def solve_if_missing(rules: RuleSet) -> None:
    """Work out the card's solved table first, with its progress, where one is missing and
    the coach may solve here (at a terminal).
    """
    if may_solve() and best_advisor(rules).heuristic:
        show("The coach gives exact advice only, and this card's table is not kept yet: "
             "working it out now (a minute or more; Ctrl-C stops it).")  # fmt: skip
        SOLVE_HERE.add(rules.key)
        best_advisor.cache_clear()


def names_of(text: str):
    """Return the names of --players, or None having said in one line why not."""
    try:
        return parse_players(text)
    except ValueError as refusal:
        tell(one_line(str(refusal)))
        return None


def show_end(names, plays, ended) -> int:
    """Show the end of a coached game (ended, as players.Table has it) and return the exit
    status: the sheets, then the final score or the standings; cut short, the sheets so far."""
    seats, games = [Seat(name, None) for name in names], [play.game for play in plays]
    alone = names == [""]
    sheets = format_sheet(games[0]) if alone else format_sheets(seats, games)
    if ended is not None:
        show("\nInput ended: the sheet so far." if ended else "You resigned. The sheet so far:")
        show(sheets)
        return int(ended)
    show("")
    show("Game over.")
    show(sheets)
    show(f"Final score: {total(games[0])}" if alone else format_standings(seats, games))
    return 0
