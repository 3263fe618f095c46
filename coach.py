"""A coach for a game at a real table (--coach): the players roll real dice and type them.

The coach keeps the sheet. After each roll it is told the five faces (4 4 1 2 3, or 44123),
answers with the exact best move and its expected final score, and is told what was done:
the positions re-rolled at the re-roll prompt, then the line at the line prompt (Enter takes
the advised one). Dice typed after a re-roll must show the kept dice as they were. The turn
is yahtzee.py's own Play, so the rules are the game's; the advice is advisor.py's, exact
wherever a solved table is there (the homework game always). With --players, several take
turns at one table, each on a sheet of their own.

yahtzee.py reaches this module only from its command line, when --coach asks for it.
"""

from functools import partial

from advisor import (
    SOLVE_HERE,
    best_advisor,
    format_outlook,
    may_solve,
    move_words,
    ready_advisor,
    table_notice,
)
from yahtzee import (
    DICE,
    Console,
    Play,
    QuitGame,
    RuleSet,
    ask_until_valid,
    console_ask,
    format_roll,
    format_sheet,
    format_turn,
    line_key,
    new_game,
    one_line,
    parse_line,
    prompt_commands,
    quote,
    say_scored,
    score_line,
    show,
    tell,
    total,
)

DICE_EXAMPLE = "4 4 1 2 3"


def parse_faces(answer: str, play: Play) -> list[int]:
    """Return the five faces typed after a roll, or raise ValueError saying what is wanted.

    Faces go apart or together (4 4 1 2 3, 44123); dice kept must show what they showed.
    """
    dice = typed_faces(answer)
    refuse_moved_kept(dice, play)
    return dice


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


def refuse_moved_kept(dice: list[int], play: Play) -> None:
    """Raise ValueError when the dice typed do not show the dice kept as they were."""
    changed = [at for at in sorted(play.held) if dice[at - 1] != play.dice[at - 1]]
    if changed:
        kept = " ".join(str(play.dice[at - 1]) for at in sorted(play.held))
        where = " ".join(map(str, sorted(play.held)))
        raise ValueError(
            f"Positions {where} were kept as {kept}: type all five dice as they lie now."
        )


def dice_question(play: Play) -> str:
    """Return the question that asks for the dice of the next roll."""
    return f"Dice of roll {play.rolls + 1} (e.g. {DICE_EXAMPLE}) > "


def advice_for_roll(play: Play) -> str:
    """Return the best move at the re-roll prompt, said as the prompt takes it."""
    advisor = ready_advisor(play.game.rules)
    best = advisor.reroll_options(play.game, play.dice, play.rolls)[0]
    return f"Best: {move_words(best.move)} {format_outlook(advisor, play.game, best.value)}"


def advised_line(play: Play) -> tuple[str, str]:
    """Return the best line for the dice and the words that advise it."""
    advisor = ready_advisor(play.game.rules)
    best = advisor.line_options(play.game, play.dice)[0]
    points = score_line(best.move, play.dice, play.game)
    words = f"Best: {best.move} for {points} {format_outlook(advisor, play.game, best.value)}"
    return best.move, words


def coach_turn(play: Play, turn: int, console: Console, say) -> None:
    """Coach one turn: the dice typed after each roll, the advice, what was done.

    The re-roll prompt is the console's, so the advice's own words (re-roll 3 4 5) are taken.
    """
    say("")
    say(format_turn(turn, play.game))
    console.sit(play)
    while play.phase in ("start", "roll"):
        commands = prompt_commands(play.game, play.dice, f"Type the dice, e.g. {DICE_EXAMPLE}.")
        dice = ask_until_valid(
            dice_question(play), partial(parse_faces, play=play), console.read, say, commands
        )
        say(format_roll(play.rolls + 1, dice))  # before the last roll fills the last line
        play.rolled(dice)
        if play.phase == "reroll":
            say(advice_for_roll(play))
            play.reroll(console.choose_rerolls(play.game, play.dice, play.rolls))
    if play.phase == "line":
        play.choose(choose_coached_line(play, console.read, say))
    say_scored(play, say)


def choose_coached_line(play: Play, ask, say) -> str:
    """Show the sheet and the best line; return the line chosen (Enter: the best)."""
    best, words = advised_line(play)
    say(format_sheet(play.game, play.dice))
    say(words)
    question = f"Choose a line (Enter takes {line_key(best)}) > "

    def parse(answer):
        return best if not answer.strip() else parse_line(answer, play.game, play.dice)

    commands = prompt_commands(play.game, play.dice, "Enter takes the best line.")
    return ask_until_valid(question, parse, ask, say, commands)


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
    plays = [Play(new_game(rules)) for _ in names]
    console = Console(console_ask(), show, reviewed=False)
    show(f"Let's coach {rules.title}. Roll real dice; after each roll, type what they show.")
    try:
        coach_turns(rules, names, plays, console)
    except (QuitGame, EOFError) as end:
        show("\nInput ended: the sheet so far." if isinstance(end, EOFError) else "You resigned.")
        return int(isinstance(end, EOFError))
    show_end(names, plays)
    return 0


def solve_if_missing(rules: RuleSet) -> None:
    """Work out the card's solved table first, with its progress, where one is missing and
    the coach may solve here (at a terminal).
    """
    if may_solve() and best_advisor(rules).heuristic:
        show("The coach gives exact advice only, and this card's table is not kept yet: "
             "working it out now (a minute or more; Ctrl-C stops it).")  # fmt: skip
        SOLVE_HERE.add(rules.key)
        best_advisor.cache_clear()


def coach_turns(rules: RuleSet, names, plays, console: Console) -> None:
    """Coach every turn of the game, the players (named when several) each in turn."""
    for turn in range(1, len(rules.lines) + 1):
        for name, play in zip(names, plays):
            if name:
                show("")
                show(f"Player: {name}")
            coach_turn(play, turn, console, show)


def names_of(text: str):
    """Return the names of --players, or None having said in one line why not."""
    from players import parse_players

    try:
        return parse_players(text)
    except ValueError as refusal:
        tell(one_line(str(refusal)))
        return None


def show_end(names, plays) -> None:
    """Show the end of a coached game: the sheets, then the final score or the standings."""
    show("")
    show("Game over.")
    if names == [""]:
        show(format_sheet(plays[0].game))
        show(f"Final score: {total(plays[0].game)}")
        return
    from players import Seat, format_sheets, format_standings

    seats, games = [Seat(name, None) for name in names], [play.game for play in plays]
    show(format_sheets(seats, games))
    show(format_standings(seats, games))
