"""A game played by commands (yahtzee.py --serve's boards): Yacht Dice's command language.

A chain of commands is parsed into the same orders the console takes (yahtzee.py, Part 3) and
played on a Board: a game in play on the game's one turn interpreter (Play, Part 1), which
keeps its record; what comes back is what the console would have printed, and the board's
state. The rules of the turn are not here, and no HTTP either (server.py): only how commands
reach the turn, several players in turn, the advisor's seat, hints and the review.
"""

from functools import partial

from yahtzee import (
    COMMAND_EXAMPLES,
    DICE,
    DICE_VERBS,
    QUIT_WORDS,
    RULE_SETS,
    UPPER_BONUS,
    VERBS,
    Order,
    Play,
    RuleSet,
    allowed_lines,
    check_choice,
    check_near_miss,
    check_zero,
    command_rolls,
    format_card,
    format_roll,
    format_sheet,
    line_key,
    line_words,
    new_game,
    normalise,
    open_lines,
    optional_module,
    parse_command,
    parse_line,
    parse_reroll,
    play_turn,
    quote,
    refuse_near_miss,
    reroll,
    roll,
    say_scored,
    score_line,
    total,
    upper_total,
)

# What one request may make: commands in its chain, and bytes of messages in its reply.
API_COMMANDS = 64
API_REPLY_LIMIT = 32 * 1024
REVIEW_FIELD = (
    "null until a game is finished (and without the exact strategy: an unsolved card); then"
    " the review of its play against the exact strategy: start (the expected final score at"
    " the start), luck (what the rolls gave beyond what was expected), cost (the points lost to"
    " decisions), final (start + luck - cost), and decisions: each re-roll and line choice,"
    " with its turn, dice, chosen, best, cost, and the expected final scores after the move"
    " chosen and after the best (chosen_value, best_value); the two as moves (chosen_move,"
    ' best_move: {"reroll": [1, 3]}, {"keep": "all"}, {"line": "Fours"}), and for a line'
    " chosen what each scores now (points: chosen, best; null for a re-roll); reasons, for the"
    " two: for a line, its points now, later (the points the turns to come expect once it is"
    " used) and value (now + later); for a re-roll, the dice kept and, for keeping all, the"
    " most they score now (now, line), else the aim where one face leads the dice kept (aim:"
    " face, at_least, chance: of at_least of that face by the turn's end, re-rolling the"
    " others; null where no face leads); and reason, the same in the review's words"
)
HINT_EXAMPLE = (
    "hint: the advisor's best move now, in the console's words, which are commands too; the"
    " reply's options give every move, best first"
)


# ------------------------------------------------------------------------------ boards
# A game played by commands: the words are parsed, and held and rolled, by yahtzee.py's rules.


class Refused(ValueError):
    """A command refused; messages are what the commands before it in its chain printed."""

    def __init__(self, reason: str, messages=()):
        super().__init__(reason)
        self.messages = list(messages)


class GameOver(Refused):
    """A command came after the game was over."""


class Board:
    """A game played by commands: the game in play (yahtzee.py's Play, with its record).

    With names, several play it in turn, each on a Play of their own, as --players does; the
    seat named advisor plays itself, and its moves come back as messages.
    """

    def __init__(self, rules: RuleSet, die, names=()):
        """Start a game of rules that rolls with die; no dice are rolled yet."""
        self.names, self.die, self.at = list(names), die, 0
        self.plays = [Play(new_game(rules)) for _ in self.names or [None]]
        self.resigned = False
        self.zero = self.asked = None  # the line a 0 was refused on: by this command, the last
        self.reviews = {}  # each seat's review, as data, once its game is over
        self.hinted = None  # the advisor of the last hint: its options come from it too
        marks = self.marks()
        self.opening = advisor_turns(self) if self.names[:1] == ["advisor"] else []
        self.events = self.moves_since(marks, 0)  # the moves just played, as data

    @property
    def play(self) -> Play:
        """Return the game in play of the seat whose turn it is."""
        return self.plays[self.at]

    def marks(self) -> list[int]:
        """Return how long each seat's record is now, to find the moves made after."""
        return [len(play.record) for play in self.plays]

    def moves_since(self, marks, at: int) -> list[dict]:
        """Return the moves made since marks as the API's events, in the order they were made:
        the seat at marks' time first, then those after it (the advisor's turns, say).
        """
        order = [(at + step) % len(self.plays) for step in range(len(self.plays))]
        return [
            move_event(move, self.plays[seat], self.names[seat] if self.names else None)
            for seat in order
            for move in self.plays[seat].record[marks[seat] :]
        ]

    @property
    def over(self) -> bool:
        """Return whether the game is over: every line of every sheet used, or resigned."""
        return self.resigned or all(play.phase == "over" for play in self.plays)


def split_commands(text: str) -> list[str]:
    """Return the commands in text: separated by ; or new lines, blanks dropped."""
    return [command.strip() for command in text.replace("\n", ";").split(";") if command.strip()]


def play_commands(board: Board, text: str) -> list[str]:
    """Play commands in turn; return the lines the console would have printed for them.

    A refused command raises Refused: the ones before it stand (its messages are theirs), it
    and those after change nothing. A command after the game is over raises GameOver.
    """
    messages, board.events = [], []
    commands = split_commands(text)
    if not commands:
        raise Refused("No command was given. Try roll, hold 1 2, score fh or card.")
    if len(commands) > API_COMMANDS:
        raise Refused(f"At most {API_COMMANDS} commands a request; nothing was played.")
    for command in commands:
        if board.over:
            raise GameOver("The game is over: start a new one.", messages)
        said = play_noted(board, command, messages)
        if sum(map(len, messages + said)) > API_REPLY_LIMIT:
            raise Refused(
                f"The reply would pass {API_REPLY_LIMIT // 1024} KiB at {quote(command)}: the"
                " commands before it stand; send the rest in another request.",
                messages,
            )
        messages += said
    return messages


def play_noted(board: Board, command: str, messages) -> list[str]:
    """Play one command of a chain and note its moves as events; return its messages.

    A refusal raises Refused with the messages of the commands before it.
    """
    marks, at, held = board.marks(), board.at, board.play.held
    board.asked, board.zero = board.zero, None  # a 0 refused is confirmed by the next command
    try:
        said = play_one(board, command)
    except ValueError as refusal:
        raise Refused(str(refusal), messages) from None
    board.events += board.moves_since(marks, at)
    if board.at == at and board.play.held != held and board.marks() == marks:
        board.events.append({"event": "held", "positions": sorted(board.play.held)})
    return said


def play_one(board: Board, command: str) -> list[str]:
    """Play one command of a chain (hint too); return its messages, or raise ValueError."""
    words = normalise(command)
    if words == "hint":
        return hint_messages(board)
    verb = words.partition(" ")[0]
    if words in QUIT_WORDS:
        return play_command(board, Order("resign", ""))
    plain = verb not in VERBS or verb == "keep" and board.play.phase == "reroll"
    if plain and board.play.phase in ("reroll", "line"):
        return play_plain(board, command)
    if verb not in VERBS:
        check_near_miss(verb, VERBS, "command")
    return play_command(board, parse_command(command))


def play_plain(board: Board, answer: str) -> list[str]:
    """Play a plain answer as the console's prompt takes it (positions, keep all, a line),
    refused in the console's words; return its messages, or raise ValueError.
    """
    play = board.play
    kind = "line" if play.phase == "line" else "reroll"
    parse = partial(parse_line, game=play.game, dice=play.dice) if kind == "line" else parse_reroll
    try:
        meant = parse(answer)
    except ValueError:
        refuse_near_miss(answer, kind, play.game.rules)
        raise
    if kind == "line":
        play.choose(meant)
        return turn_end(board)
    if not meant:  # keep all: the rolling ends, a line comes next
        return play_command(board, Order("roll keep", "all"))
    return command_dice(board, Order("reroll", " ".join(map(str, meant))))


def play_command(board: Board, order: Order) -> list[str]:
    """Play one command on the board; return what the console would print for it."""
    if order == Order("roll keep", "all") and board.play.phase == "reroll":
        board.play.reroll(())  # keep all: the rolling ends, a line comes next
        return turn_end(board) if board.play.phase in ("start", "over") else []
    if order.verb in DICE_VERBS:
        return command_dice(board, order)
    if order.verb == "score":
        return command_score(board, order.rest)
    game = board.play.game
    if order.verb == "resign":
        board.resigned = True
        return ["You resigned.", f"Final score: {total(game)}"]
    return [format_card(game, board.play.dice) if board.play.dice else format_sheet(game)]


def command_dice(board: Board, order: Order) -> list[str]:
    """Hold or roll dice as the command says; return the Roll line, if it rolled."""
    play, number = board.play, board.play.rolls + 1
    if play.phase == "start" and order.verb != "roll":
        raise ValueError("Roll first: there are no dice yet this turn.")
    if play.phase == "start":
        dice = roll(DICE, board.die)
    else:
        rolled = command_rolls(play, order)
        if not rolled:
            return []
        play.reroll(rolled)
        dice = reroll(play.dice, rolled, board.die)
    play.rolled(dice)  # the third roll of the last turn fills the last line
    said = format_roll(number, dice).splitlines()[0]
    return [said, *turn_end(board)] if play.phase in ("start", "over") else [said]


def command_score(board: Board, rest: str) -> list[str]:
    """score LINE: put the dice on an open line and end the turn."""
    if board.play.phase == "start":
        raise ValueError("Roll first: there are no dice yet this turn.")
    play = board.play
    line, sure = rest.rstrip("!"), rest.endswith("!")  # score ls! scores even a 0
    check_near_miss(line, line_words(play.game.rules), "line")
    name = parse_line(line, play.game, play.dice)
    board.zero = name  # kept only when it is refused
    confirm = f"the same again, or score {line_key(name)}!,"
    check_zero(play, name, name if sure else board.asked, confirm)
    board.zero = None
    play.choose(name)
    return turn_end(board)


def turn_end(board: Board) -> list[str]:
    """Return what the console says at the end of a turn: the line scored, and the end."""
    play, messages = board.play, []
    say_scored(play, messages.append)  # the console's own words for the end of a turn
    if board.names:
        return messages + pass_turn(board)
    return messages + ([f"Final score: {total(play.game)}"] if play.phase == "over" else [])


def pass_turn(board: Board) -> list[str]:
    """Give the turn to the next seat (the advisor's plays itself); at the end, the standings."""
    board.at = (board.at + 1) % len(board.names)
    if board.over:
        from players import Seat, format_standings

        seats = [Seat(name, None) for name in board.names]
        return format_standings(seats, [play.game for play in board.plays]).splitlines()
    if board.names[board.at] == "advisor":
        return advisor_turns(board)
    return [f"Player: {board.names[board.at]}"]


def advisor_turns(board: Board) -> list[str]:
    """Play the advisor's turn as --players does; then pass the turn.

    Its moves come back a message each, as a person's commands do: each Roll line, each choice
    in the hint's words (advisor: re-roll 4 5), and the Scored line.
    """
    advisor = optional_module("advisor")
    name, play, turn = board.names[board.at], board.play, board_turn(board)
    mark = len(play.record)
    play_turn(play, turn, board.die, advisor.make_player(play.game.rules), lambda _text: None)
    said, rolls = [f"Player: {name}"], 0
    for kind, value in play.record[mark:]:
        rolls += kind == "roll"
        if kind == "roll":
            said.append(format_roll(rolls, value).splitlines()[0])
        elif kind == "reroll":
            said.append(f"{name}: {advisor.move_words(value)}")
    say_scored(play, said.append)
    return said + pass_turn(board)


def next_commands(board: Board) -> list[str]:
    """Return the commands that make sense now."""
    if board.over:
        return []
    if board.play.phase == "start":
        return ["roll", "card", "resign"]
    rolling = ["roll", "hold", "roll keep", "reroll", "toggle"]
    return (rolling if board.play.phase == "reroll" else []) + ["score", "card", "resign"]


def board_turn(board: Board) -> int:
    """Return the turn being played: one more than the lines used (the last, once over)."""
    lines = len(board.play.game.rules.lines)
    return min(lines, lines - len(open_lines(board.play.game)) + 1)


def board_state(token: str, board: Board, messages, events=()) -> dict:
    """Return the state of a board as the API sends it: with the messages and events (the
    moves as data) of the commands just played.
    """
    play = board.play
    game, dice = play.game, play.dice
    potential = {name: score_line(name, dice, game) for name in allowed_lines(game, dice)}
    return {
        "game": token,
        "rules": game.rules.key,
        "status": "over" if board.over else "playing",
        "turn": board_turn(board),
        "turns": len(game.rules.lines),
        "rolls": play.rolls,
        "dice": list(dice),
        "held": sorted(play.held),
        "sheet": dict(game.sheet),
        "potential": potential if dice else {},
        "closed": closed_lines(game, dice),
        "bonuses": dict(game.bonuses),
        "upper": upper_bonus(game),
        "score": total(game),
        "next": next_commands(board),
        "messages": list(messages),
        "events": list(events),
        "board_text": format_card(game, dice) if dice else format_sheet(game),
        "review": board_review(board) if not board.names else None,
        **seats_state(board),
    }


def seats_state(board: Board) -> dict:
    """Return, for several players, whose turn it is and each one's sheet and total; and at
    the end, each person's review (none for the advisor).
    """
    if not board.names:
        return {}
    seats = [
        {"name": name, "sheet": dict(play.game.sheet), "bonuses": dict(play.game.bonuses),
         "score": total(play.game),
         "review": None if name == "advisor" else board_review(board, seat)}
        for seat, (name, play) in enumerate(zip(board.names, board.plays))
    ]  # fmt: skip
    return {"player": board.names[board.at], "players": seats}


def board_review(board: Board, seat: int = 0):
    """Return the review of a seat's finished game as data (None before its end, or without
    it); each is made once.
    """
    reviewer = optional_module("review")
    play = board.plays[seat]
    if play.phase != "over" or reviewer is None:
        return None
    if seat not in board.reviews:
        review = reviewer.review_record(play.game.rules, play.record)
        board.reviews[seat] = review and with_moves(reviewer.review_data(review))
    return board.reviews[seat]


def with_moves(review: dict) -> dict:
    """Return a review's data with each decision's moves as the API gives moves."""
    for decision in review["decisions"]:
        decision["chosen_move"] = move_data(decision["chosen_move"])
        decision["best_move"] = move_data(decision["best_move"])
    return review


def move_event(move, play, player=None) -> dict:
    """Return a move of a record as the API's event: rolled (the dice), chose (a re-roll or keep
    all, as a move), scored (the line, its points, whether the game filled it).

    >>> play = Play(new_game(RULE_SETS["homework"]))
    >>> play.rolled([4, 4, 1, 2, 3]); play.reroll((3, 4, 5))
    >>> for move in play.record:
    ...     print(move_event(move, play))
    {'event': 'rolled', 'dice': [4, 4, 1, 2, 3]}
    {'event': 'chose', 'move': {'reroll': [3, 4, 5]}}
    """
    kind, value = move
    if kind == "roll":
        event = {"event": "rolled", "dice": list(value)}
    elif kind == "reroll":
        event = {"event": "chose", "move": move_data(value)}
    else:  # a line chosen, or the last one filled by the game
        points = play.game.sheet.get(value)
        event = {"event": "scored", "line": value, "points": points, "filled": kind == "filled"}
    return {**event, "player": player} if player else event


def move_data(move) -> dict:
    """Return a move as the API gives it: a re-roll's positions, keep all, or a line.

    >>> move_data((1, 3)), move_data(()), move_data("Fours")
    ({'reroll': [1, 3]}, {'keep': 'all'}, {'line': 'Fours'})
    """
    if isinstance(move, str):
        return {"line": move}
    return {"reroll": sorted(move)} if move else {"keep": "all"}


def closed_lines(game, dice) -> dict:
    """Return the open lines the dice may not go on (the Joker rules), with the reason."""
    closed = {}
    for name in open_lines(game) if dice else []:
        try:
            check_choice(game, name, dice)
        except ValueError as refusal:
            closed[name] = str(refusal)
    return closed


def upper_bonus(game) -> dict:
    """Return how far the upper bonus is: subtotal, threshold, points, earned (None if none)."""
    specials = game.rules.specials
    if not specials or not specials.upper_bonus:
        return None
    threshold, points = specials.upper_bonus
    earned = UPPER_BONUS in game.bonuses
    return {
        "subtotal": upper_total(game),
        "threshold": threshold,
        "points": points,
        "earned": earned,
    }


def hint_messages(board: Board) -> list[str]:
    """Return the advisor's hint for the board now, as the console words it; or why none.

    Whether it is exact the options say (a heuristic's expected scores are null).
    """
    advisor = optional_module("advisor")
    if advisor is None:
        raise Refused("hint needs advisor.py beside yahtzee.py, and it is not there.")
    if board.over:
        raise GameOver("The game is over: start a new one.")
    play = board.play
    if play.phase == "start":
        raise Refused("Roll first: a hint is for the dice of a turn.")
    chosen = board.hinted = advisor.ready_advisor(play.game.rules)  # its hint alone: no
    if play.phase == "reroll":  # console notes on solving a table, which a client cannot act on
        return advisor.format_reroll_hint(chosen, play.game, play.dice, play.rolls).splitlines()
    return advisor.format_line_hint(chosen, play.game, play.dice).splitlines()


def hint_options(board: Board) -> list:
    """Return every distinct move now, best first: its command and its expected final score.

    A heuristic's values are estimates, not expected scores: there they are null. They come
    from the advisor of the hint just given, which a table solved meanwhile does not change.
    """
    advisor = optional_module("advisor")
    play = board.play
    chosen = board.hinted or advisor.ready_advisor(play.game.rules)
    if play.phase == "reroll":
        options = chosen.reroll_options(play.game, play.dice, play.rolls)
        commands = [advisor.move_words(option.move) for option in options]
    else:
        options = chosen.line_options(play.game, play.dice)
        commands = [f"score {line_key(option.move)}" for option in options]
    worth = [None if chosen.heuristic else total(play.game) + option.value for option in options]
    return [
        {"command": said, "move": move_data(option.move), "expected_final_score": value}
        for said, option, value in zip(commands, options, worth)
    ]


def rules_description(rules: RuleSet) -> dict:
    """Return a rule set's lines and the commands, as GET /api/rules sends them."""
    lines = [
        {"number": number, "name": line.name, "short": list(line.aliases), "scores": line.about}
        for number, line in enumerate(rules.lines, 1)
    ]
    examples = {**COMMAND_EXAMPLES, "hint": HINT_EXAMPLE}
    commands = [{"command": name, "example": text} for name, text in examples.items()]
    fields = {
        "review": REVIEW_FIELD,
        "players": "with players: each one's name, sheet, bonuses and score, in turn order",
        "player": "with players: the name of the player whose turn it is",
    }
    rule_sets = [{"rules": key, "title": one.title, "lines": len(one.lines)}
                 for key, one in RULE_SETS.items()]  # fmt: skip
    return {"rules": rules.key, "title": rules.title, "lines": lines, "commands": commands,
            "state_fields": fields, "rule_sets": rule_sets}  # fmt: skip
