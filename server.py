"""The HTTP server of yahtzee.py (--serve): Yacht Dice's command language as a JSON API.

A request's commands are played on a Board (board.py): a game in play on the game's one turn
interpreter (Play, Part 1), which keeps its record; the answer is the board's state as JSON.
Neither the rules of the turn nor the commands are here: only requests, tokens, the store of
games, bounds and threads.
GET / serves the page that plays in a browser (page.html, page.css and page.js beside this
file), a client of the same API and nothing more.

yahtzee.py reaches this module only from its command line, when --serve asks for it.
"""

import contextlib
import errno
import json
import os
import secrets
import signal
import socket
import threading
import time
from collections import OrderedDict, namedtuple
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs

from board import (  # re-exported: the API's games, played by commands
    Board,
    GameOver,
    Refused,
    board_state,
    hint_options,
    play_commands,
    rules_description,
    split_commands,
)
from yahtzee import (
    RULE_SETS,
    STOPPING,
    RuleSet,
    catch_stop_signals,
    make_die,
    normalise,
    one_line,
    optional_module,
    parse_dice,
    tell,
)

API_HOST, API_PORT = "127.0.0.1", 8000
API_BODY_LIMIT = 64 * 1024
API_GAMES = 1000
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
ACCEPT_PAUSE = 0.05  # seconds to wait for a file descriptor, out of them

# A game being served: its board, and the lock a request holds while it plays on it, so that
# two requests on one game take turns; requests on different games never wait for each other.
Seat = namedtuple("Seat", "board lock")


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


def api_act(seat: Seat, token: str, body: dict, solves) -> dict:
    """Play the commands of POST /api/act on a seat; return its state, or raise ApiError.

    A hint's state has its options, and its advice: exact, or how far its table's solve has come.
    """
    command = body.get("command")
    if set(body) != {"command"} or not isinstance(command, str):
        raise ApiError(400, 'The body must be {"command": "..."}, e.g. {"command": "roll"}.')
    with seat.lock:
        try:
            messages = play_commands(seat.board, command)
            state = board_state(token, seat.board, messages, seat.board.events)
            if split_commands(command)[-1:] and normalise(split_commands(command)[-1]) == "hint":
                state["options"] = hint_options(seat.board)
                exact = state["options"][0]["expected_final_score"] is not None
                state["advice"] = solves.advice(seat.board.play.game.rules, exact)
            return state
        except Refused as refusal:
            status = 409 if isinstance(refusal, GameOver) else 400
            state = board_state(token, seat.board, refusal.messages, seat.board.events)
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
        if self.server.solves is not None:
            self.server.solves.want(board.play.game.rules)
        return 201, board_state(self.server.store.add(board), board, board.opening, board.events)

    def act(self, query):
        """POST /api/act: play commands; 200 and the state."""
        token = self.token()
        seat = self.server.store.find(token)
        try:
            return 200, api_act(seat, token, self.read_body(), self.server.solves)
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
        self.solves = None  # a bind that fails closes the server at once
        super().__init__(address, ApiHandler)
        self.store, self.rules = GameStore(), rules
        advisor = optional_module("advisor")  # the cards its games play are solved meanwhile
        self.solves = advisor and advisor.ServerSolves()

    def want_solved(self, rules: RuleSet) -> None:
        """Have the table of rules solved if it is missing; start now if none is going on."""
        if self.solves is not None:
            self.solves.want(rules)
            self.solves.tend()

    def service_actions(self) -> None:
        """Between requests, in the server's own thread: tend the solves of tables."""
        if self.solves is not None:
            self.solves.tend()

    def server_close(self) -> None:
        """Stop listening, and end the solve going on, workers included."""
        super().server_close()
        if self.solves is not None:
            self.solves.stop()

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
    with shut_down_on_signals(server):
        try:
            server.want_solved(rules)  # the card served, from the start
            print(f"Serving on http://{shown}:{server.server_address[1]}/", flush=True)
            server.serve_forever()  # until a signal has it shut down
        finally:
            server.server_close()
    tell("Server stopped.")
    return 0


@contextlib.contextmanager
def shut_down_on_signals(server: ApiServer):
    """Within, have Ctrl-C, SIGTERM and SIGHUP shut the server down; then the handlers before.

    The handler raises nothing: it has a thread of its own end serve_forever. A raise would
    land wherever the main thread is, and where that is a weakref's callback (a request's
    thread collected), Python prints it as ignored and the server goes on serving.
    """

    def shut_down(signum, _frame):
        if not STOPPING:  # once: a second signal while the first is on its way is the same
            STOPPING.append(signum)
            threading.Thread(target=server.shutdown, daemon=True).start()

    main = threading.current_thread() is threading.main_thread()  # only it may set handlers
    handlers = catch_stop_signals(shut_down) if main else {}
    try:
        yield
    finally:
        for number, handler in handlers.items():
            signal.signal(number, handler)
