"""The HTTP server of yahtzee.py (--serve): Yacht Dice's command language as a JSON API.

A request is parsed into the same commands the console takes (yahtzee.py, Part 3) and
played on a Board: a game in play on the game's one turn interpreter (Play, Part 1), which
keeps its record; the answer is the board's state as JSON. The rules of the turn are not
here: only how commands reach them, and requests, tokens, bounds and threads.
GET / serves the page that plays in a browser (page.html, page.css and page.js beside this
file), a client of the same API and nothing more.

yahtzee.py reaches this module only from its command line, when --serve asks for it.
"""

import contextlib
import errno
import json
import os
import secrets
import socket
import threading
import time
from collections import OrderedDict, namedtuple
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs

from yahtzee import (
    COMMAND_EXAMPLES,
    DICE,
    DICE_VERBS,
    RULE_SETS,
    UPPER_BONUS,
    VERBS,
    Order,
    Play,
    RuleSet,
    Stop,
    allowed_lines,
    check_choice,
    check_near_miss,
    command_rolls,
    format_card,
    format_roll,
    format_sheet,
    line_key,
    line_name,
    line_words,
    make_die,
    new_game,
    normalise,
    one_line,
    open_lines,
    optional_module,
    parse_command,
    parse_dice,
    play_turn,
    quote,
    reroll,
    roll,
    say_scored,
    score_line,
    tell,
    total,
    upper_total,
)

API_HOST, API_PORT = "127.0.0.1", 8000
API_BODY_LIMIT = 64 * 1024
API_GAMES = 1000
# What one request may make: commands in its chain, and bytes of messages in its reply.
API_COMMANDS = 64
API_REPLY_LIMIT = 32 * 1024
# What a refused body is read up to, so that the client hears the answer, not a reset.
API_DRAIN_LIMIT = 1024 * 1024
DRAIN_TIMEOUT = 1.0  # seconds
EXAMPLE = '{"command": "roll"}'
# The page's files, beside this module, by path: (file, content type).
PAGE = {
    "/": ("page.html", "text/html; charset=utf-8"),
    "/page.css": ("page.css", "text/css; charset=utf-8"),
    "/page.js": ("page.js", "text/javascript; charset=utf-8"),
}
# The page may load nothing from anywhere but this server.
PAGE_POLICY = "default-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'"
REVIEW_FIELD = (
    "null until a game is finished (and without the exact strategy: an unsolved card); then"
    " the review of its play against the exact strategy: start (the expected final score at"
    " the start), luck (what the rolls gave beyond what was expected), cost (the points lost to"
    " decisions), final (start + luck - cost), and decisions: each re-roll and line choice,"
    " with its turn, dice, chosen, best, cost, and the expected final scores after the move"
    " chosen and after the best (chosen_value, best_value)"
)
HINT_EXAMPLE = (
    "hint: the advisor's best move now, in the console's words, which are commands too; the"
    " reply's options give every move, best first"
)
ACCEPT_PAUSE = 0.05  # seconds to wait for a file descriptor, out of them

# A game being served: its board, and the lock a request holds while it plays on it, so that
# two requests on one game take turns; requests on different games never wait for each other.
Seat = namedtuple("Seat", "board lock")


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
        self.review = None  # the review's data, once the game is over
        self.opening = advisor_turns(self) if self.names[:1] == ["advisor"] else []

    @property
    def play(self) -> Play:
        """Return the game in play of the seat whose turn it is."""
        return self.plays[self.at]

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
    messages = []
    commands = split_commands(text)
    if not commands:
        raise Refused("No command was given. Try roll, hold 1 2, score fh or card.")
    if len(commands) > API_COMMANDS:
        raise Refused(f"At most {API_COMMANDS} commands a request; nothing was played.")
    for command in commands:
        if board.over:
            raise GameOver("The game is over: start a new one.", messages)
        try:
            said = play_one(board, command)
        except ValueError as refusal:
            raise Refused(str(refusal), messages) from None
        if sum(map(len, messages + said)) > API_REPLY_LIMIT:
            raise Refused(
                f"The reply would pass {API_REPLY_LIMIT // 1024} KiB at {quote(command)}: the"
                " commands before it stand; send the rest in another request.",
                messages,
            )
        messages += said
    return messages


def play_one(board: Board, command: str) -> list[str]:
    """Play one command of a chain (hint too); return its messages, or raise ValueError."""
    words = normalise(command)
    if words == "hint":
        return hint_messages(board)
    verb = words.partition(" ")[0]
    if verb not in VERBS:
        check_near_miss(verb, VERBS, "command")
    return play_command(board, parse_command(command))


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
    if play.phase == "line" and order.verb not in ("hold", "toggle"):
        raise ValueError("No rolls are left this turn: score a line, e.g. score chance.")
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
    rules = board.play.game.rules
    check_near_miss(rest, line_words(rules), "line")
    board.play.choose(line_name(rest, rules))
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
    """Play the advisor's turn as --players does, its moves as messages; then pass the turn."""
    autoplay = optional_module("autoplay")
    said = [f"Player: {board.names[board.at]}"]
    player = autoplay.watched_player(autoplay.make_player(board.play.game.rules), said.append)
    play_turn(board.play, board_turn(board), board.die, player, said.append)
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


def board_state(token: str, board: Board, messages) -> dict:
    """Return the state of a board as the API sends it."""
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
        "board_text": format_card(game, dice) if dice else format_sheet(game),
        "review": board_review(board) if not board.names else None,
        **seats_state(board),
    }


def seats_state(board: Board) -> dict:
    """Return, for several players, whose turn it is and each one's sheet and total."""
    if not board.names:
        return {}
    seats = [
        {"name": name, "sheet": dict(play.game.sheet), "bonuses": dict(play.game.bonuses),
         "score": total(play.game)}
        for name, play in zip(board.names, board.plays)
    ]  # fmt: skip
    return {"player": board.names[board.at], "players": seats}


def board_review(board: Board):
    """Return the review of a finished game as data (None before its end, or without it)."""
    reviewer = optional_module("review")
    if board.play.phase != "over" or reviewer is None:
        return None
    if board.review is None:
        review = reviewer.review_record(board.play.game.rules, board.play.record)
        board.review = review and reviewer.review_data(review)
    return board.review


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
    """Return the advisor's hint for the board now, as the console words it; or why none."""
    advisor = optional_module("advisor")
    if advisor is None:
        raise Refused("hint needs advisor.py beside yahtzee.py, and it is not there.")
    if board.over:
        raise GameOver("The game is over: start a new one.")
    play = board.play
    if play.phase == "start":
        raise Refused("Roll first: a hint is for the dice of a turn.")
    if play.phase == "reroll":
        return advisor.reroll_hint(play.game, play.dice, play.rolls).splitlines()
    return advisor.line_hint(play.game, play.dice).splitlines()


def hint_options(board: Board) -> list:
    """Return every distinct move now, best first: its command and its expected final score.

    A heuristic's values are estimates, not expected scores: there they are null.
    """
    advisor = optional_module("advisor")
    play = board.play
    chosen = advisor.ready_advisor(play.game.rules)
    if play.phase == "reroll":
        options = chosen.reroll_options(play.game, play.dice, play.rolls)
        commands = [advisor.move_words(option.move) for option in options]
    else:
        options = chosen.line_options(play.game, play.dice)
        commands = [f"score {line_key(option.move)}" for option in options]
    worth = [None if chosen.heuristic else total(play.game) + option.value for option in options]
    return [
        {"command": said, "expected_final_score": value} for said, value in zip(commands, worth)
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
    return {"rules": rules.key, "title": rules.title, "lines": lines, "commands": commands,
            "state_fields": fields}  # fmt: skip


class ApiError(Exception):
    """A request the API refuses: its HTTP status, the reason, and the state if there is one."""

    def __init__(self, status: int, reason: str, state=None):
        super().__init__(reason)
        self.status, self.reason, self.state = status, reason, state


class GameStore:
    """The games being served, by token: at most API_GAMES.

    When it is full, a new game pushes out the oldest game with no move yet (a read of its
    state is no move), else the least recently used: a flood of new games, read or not,
    cannot push out the games being played. Its lock guards only the mappings, never a
    game's work.
    """

    def __init__(self, limit: int = API_GAMES):
        """Keep at most limit games."""
        self.seats, self.limit = OrderedDict(), limit
        self.unplayed = OrderedDict()  # the tokens of the games with no move yet, oldest first
        self.lock = threading.Lock()

    def add(self, board: Board) -> str:
        """Keep a new board; return its token: long and random."""
        token = secrets.token_urlsafe(32)
        with self.lock:
            if len(self.seats) >= self.limit:
                gone = next(iter(self.unplayed), None) or next(iter(self.seats))
                del self.seats[gone]
                self.unplayed.pop(gone, None)
            self.seats[token] = Seat(board, threading.Lock())
            self.unplayed[token] = None
        return token

    def find(self, token: str) -> Seat:
        """Return the seat of a token, or raise ApiError 401."""
        with self.lock:
            seat = self.seats.get(token)
            if seat is not None:
                self.seats.move_to_end(token)
        if seat is None:
            raise ApiError(401, "Unknown game token: start a game with POST /api/new.")
        return seat

    def note_moves(self, token: str, board: Board) -> None:
        """Count a game as played from its first move (a refused command is none)."""
        moved = any(move.kind != "refused" for play in board.plays for move in play.record)
        if moved:
            with self.lock:
                self.unplayed.pop(token, None)


def new_board(body: dict, default: RuleSet) -> Board:
    """Return a board for the body of POST /api/new: rules, seed and dice, all optional."""
    unknown = set(body) - {"rules", "seed", "dice", "players"}
    if unknown:
        raise ApiError(
            400, f"Unknown field {sorted(unknown)[0]!r}: give rules, seed, dice or players."
        )
    names = checked_players(body.get("players"))
    rules = body.get("rules", default.key)
    if not isinstance(rules, str) or rules not in RULE_SETS:
        raise ApiError(400, f"rules must be one of {', '.join(RULE_SETS)}.")
    seed = checked_seed(body.get("seed"))
    dice = body.get("dice", "")
    if not isinstance(dice, str):
        raise ApiError(400, 'dice must be a string of faces, e.g. "1 2 3 4 5".')
    try:
        return Board(RULE_SETS[rules], make_die(seed, parse_dice(dice)), names)
    except ValueError as refusal:
        raise ApiError(400, str(refusal)) from None


def checked_players(names) -> list:
    """Return the players of POST /api/new (none: one player), or raise ApiError 400."""
    if names is None:
        return []
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise ApiError(400, 'players must be a list of names, e.g. ["Ann", "Ben"].')
    from players import checked_names

    try:
        return checked_names([name.strip() for name in names])
    except ValueError as refusal:
        raise ApiError(400, str(refusal).replace("--players", "players")) from None


def checked_seed(seed):
    """Return the seed of POST /api/new (None: a random game), or raise ApiError."""
    if seed is not None and (type(seed) is not int or abs(seed) >= 10**40):
        raise ApiError(400, "seed must be a whole number of at most 40 digits.")
    return seed


def api_act(seat: Seat, token: str, body: dict) -> dict:
    """Play the commands of POST /api/act on a seat; return its state, or raise ApiError."""
    command = body.get("command")
    if set(body) != {"command"} or not isinstance(command, str):
        raise ApiError(400, 'The body must be {"command": "..."}, e.g. {"command": "roll"}.')
    with seat.lock:
        try:
            state = board_state(token, seat.board, play_commands(seat.board, command))
            if split_commands(command)[-1:] and normalise(split_commands(command)[-1]) == "hint":
                state["options"] = hint_options(seat.board)
            return state
        except Refused as refusal:
            status = 409 if isinstance(refusal, GameOver) else 400
            state = board_state(token, seat.board, refusal.messages)
            raise ApiError(status, str(refusal), state) from None


class ApiHandler(BaseHTTPRequestHandler):
    """Answers the API's requests with JSON: parses them, and calls the functions above."""

    server_version = "yahtzee.py"
    timeout = 10  # seconds a silent client may hold a connection

    def do_GET(self):
        """Answer a request, whatever its method: the routes say which each path takes."""
        self.answer(self.command)

    do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = do_GET

    def answer(self, method: str) -> None:
        """Route a request, and reply with JSON whatever happens."""
        path, _, query = self.path.partition("?")
        if path in PAGE:
            return self.answer_page(path, method)
        routes = {
            "/api/new": ("POST", self.new),
            "/api/act": ("POST", self.act),
            "/api/state": ("GET", self.state),
            "/api/rules": ("GET", self.rules),
        }
        try:
            if path not in routes:
                raise ApiError(404, f"No such path: {path[:60]}. Paths: {', '.join(routes)}.")
            allowed, action = routes[path]
            self.allowed = allowed
            if method != allowed:
                raise ApiError(405, f"{path} takes {allowed}, not {method}.")
            status, body = action(query)
        except ApiError as error:
            status, body = error.status, {"error": error.reason}
            if error.state is not None:
                body["state"] = error.state
        except Exception:  # a bug must not hang the client or show a traceback
            status, body = 500, {"error": "Internal error."}
        self.reply(status, body)

    def answer_page(self, path: str, method: str) -> None:
        """Send one of the page's files: they are there to read, so any other method is 405."""
        if method in ("GET", "HEAD"):
            return self.send_page(*PAGE[path])
        self.allowed = "GET, HEAD"
        return self.reply(405, {"error": f"{path} takes GET, not {method[:20]}."})

    def send_page(self, name: str, kind: str) -> None:
        """Send one of the page's files."""
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), name), "rb") as file:
            data = file.read()
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Content-Security-Policy", PAGE_POLICY)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def reply(self, status: int, body: dict) -> None:
        """Send a JSON body with a status."""
        data = json.dumps(body).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        if status == 405:
            self.send_header("Allow", self.allowed)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def read_body(self) -> dict:
        """Return the JSON object of the body (none is {}), or raise ApiError."""
        size = self.body_size()
        try:
            data = self.rfile.read(size)
        except OSError:  # the client sent less than it said, and went quiet
            data = b""
        if len(data) < size:
            self.close_connection = True
            raise ApiError(400, f"The body has {len(data)} bytes, not its Content-Length {size}.")
        try:
            body = json.loads(data or b"{}")
        except (ValueError, RecursionError):
            raise ApiError(400, f"The body is not JSON. Send an object, e.g. {EXAMPLE}.") from None
        if not isinstance(body, dict):
            raise ApiError(400, f"The body must be a JSON object, e.g. {EXAMPLE}.")
        return body

    def body_size(self) -> int:
        """Return the Content-Length of a request (none is 0), or raise ApiError."""
        length = self.headers.get("Content-Length", "0").strip()
        if not (length.isascii() and length.isdigit()):
            raise ApiError(400, "Content-Length must be a number of bytes.")
        size = int(length) if len(length) <= len(str(API_DRAIN_LIMIT)) else API_DRAIN_LIMIT
        if size > API_BODY_LIMIT:
            self.close_connection = True
            self.connection.settimeout(DRAIN_TIMEOUT)  # what is not there is not waited for
            with contextlib.suppress(OSError):
                self.rfile.read(min(size, API_DRAIN_LIMIT))
            raise ApiError(413, f"The body is over {API_BODY_LIMIT // 1024} KiB.")
        return size

    def token(self) -> str:
        """Return the game token of the Authorization header, or raise ApiError 401."""
        scheme, _, token = self.headers.get("Authorization", "").partition(" ")
        if scheme != "Bearer" or not token.strip():
            raise ApiError(401, "Send the game's token: Authorization: Bearer <game>.")
        return token.strip()

    def new(self, query):
        """POST /api/new: start a game; 201 and its state."""
        board = new_board(self.read_body(), self.server.rules)
        return 201, board_state(self.server.store.add(board), board, board.opening)

    def act(self, query):
        """POST /api/act: play commands; 200 and the state."""
        token = self.token()
        seat = self.server.store.find(token)
        try:
            return 200, api_act(seat, token, self.read_body())
        finally:  # a refused chain may have made moves before its refusal
            self.server.store.note_moves(token, seat.board)

    def state(self, query):
        """GET /api/state: 200 and the state."""
        token = self.token()
        seat = self.server.store.find(token)
        with seat.lock:
            return 200, board_state(token, seat.board, [])

    def rules(self, query):
        """GET /api/rules[?rules=KEY]: the lines and the commands."""
        key = parse_qs(query).get("rules", [self.server.rules.key])[0]
        if key not in RULE_SETS:
            raise ApiError(400, f"rules must be one of {', '.join(RULE_SETS)}.")
        return 200, rules_description(RULE_SETS[key])

    def send_error(self, code, message=None, explain=None) -> None:
        """Refuse a request http.server cannot read (a bad request line, say) with JSON too."""
        self.close_connection = True
        self.reply(code, {"error": message or self.responses.get(code, ("Error",))[0]})

    def log_message(self, *args) -> None:
        """Keep the screen quiet: the server logs nothing per request."""


class ApiServer(ThreadingHTTPServer):
    """The HTTP server of the API: a thread per request, the games, the default rules."""

    daemon_threads = True
    request_queue_size = 128  # socketserver's 5 resets a burst of clients

    def __init__(self, address, rules: RuleSet):
        """Listen on address (host, port); new games default to rules. Raise OSError if not."""
        if ":" in address[0]:  # an IPv6 address
            self.address_family = socket.AF_INET6
        super().__init__(address, ApiHandler)
        self.store, self.rules = GameStore(), rules

    def handle_error(self, request, client_address) -> None:
        """Drop a connection that failed (a client gone, one too slow) without a traceback."""

    def get_request(self):
        """Accept a connection; out of file descriptors, wait a little before trying again.

        Without the pause, the server would spin on accept until a descriptor is free.
        """
        try:
            return super().get_request()
        except OSError as error:
            if error.errno in (errno.EMFILE, errno.ENFILE):
                time.sleep(ACCEPT_PAUSE)
            raise


def serve(rules: RuleSet, host=None, port=None) -> int:
    """Serve the API until Ctrl-C or SIGTERM, each ending it with one line; return 0 (1 if not).

    host and port default to 127.0.0.1 and 8000; port 0 takes any free port.
    """
    host, port = host or API_HOST, API_PORT if port is None else port
    try:
        server = ApiServer((host, port), rules)
    except OSError as error:
        busy = " Try --port 0 for any free port." if error.errno == errno.EADDRINUSE else ""
        tell(one_line(f"cannot listen on {host} port {port}: {error.strerror or error}.{busy}"))
        return 1
    shown = f"[{host}]" if ":" in host else host
    print(f"Serving on http://{shown}:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except (KeyboardInterrupt, Stop):
        tell("Server stopped.")
    finally:
        server.server_close()
    return 0
