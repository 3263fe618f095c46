"""Part 4, Yacht Dice's command language: at the console's prompts, and over the HTTP API.

The API tests talk to a real server, `python3 yahtzee.py --serve --port 0`, with urllib.
"""

import json
import re
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
from scripted import GAME, Screen, Script, dice_showing, run_game
from test_2_rule_sets import FULL_GAME, YACHT_GAME, YATZY_GAME

import yahtzee as y

# ------------------------------------------------------------------ the words at the prompts


def console_game(answers, faces, rules=y.HOMEWORK):
    """Play a console game with these answers and dice; return the screen and the questions."""
    ask, say = Script(*answers), Screen()
    y.play_game(rules, dice_showing(*faces), y.console_player(ask, say), say)
    return say, ask


@pytest.mark.parametrize(
    "answer, second_roll",
    [
        ("reroll 1 4", "Roll 2: 6 2 3 6 5"),
        ("hold 2 3 5", "Roll 2: 6 2 3 6 5"),
        ("roll keep 2 3 5", "Roll 2: 6 2 3 6 5"),
        ("keep 2 3 5", "Roll 2: 6 2 3 6 5"),
        ("roll", "Roll 2: 6 6 6 6 6"),
        ("hold none", "Roll 2: 6 6 6 6 6"),
    ],
    ids=["reroll", "hold", "roll-keep", "keep", "roll", "hold-none"],
)
def test_the_command_words_at_the_reroll_prompt(answer, second_roll):
    say, _ = console_game([answer, "q"], [1, 2, 3, 4, 5] + [6] * 5)
    assert second_roll in say.lines


def test_score_at_the_reroll_prompt_ends_the_rolling_and_takes_the_line():
    say, ask = console_game(["score twos", "q"], [2, 2, 1, 3, 4, 5, 5, 5, 5, 5])
    assert "Scored 4 on Twos. Total: 4" in say.lines
    assert ask.questions[1].startswith("Re-roll")  # the line prompt was answered from the queue
    assert "Choose a line (1-6 or a name, e.g. ones) > twos" in say.lines


def test_score_a_line_that_cannot_take_the_dice_is_refused_at_the_same_prompt():
    game, _, _ = y.score_turn(y.new_game(y.HOMEWORK), "Twos", [2, 2, 1, 1, 1])
    ask, say = Script("score twos", "score fourz", "1"), Screen()
    player = y.console_player(ask, say)
    assert player.choose_rerolls(game, [2, 2, 3, 4, 5], 1) == (1,)
    assert say.said == [
        "Twos is already used. Open lines: Ones, Threes, Fours, Fives, Sixes.",
        "'fourz' is not a line. Did you mean fours?",
    ]
    assert len(set(ask.questions)) == 1


@pytest.mark.parametrize("first", ["score", ""], ids=["reroll-prompt", "line-prompt"])
def test_score_without_a_line_says_no_line_was_given(first):
    answers = [first, "score"] if first else ["", "score"]
    say, _ = console_game([*answers, "q"], [3, 3, 3, 1, 1])
    refusals = [line for line in say.lines if line.startswith("No line was given.")]
    assert len(refusals) == (2 if first else 1)


def test_score_at_the_line_prompt_is_the_line():
    say, _ = console_game(["", "score 3s", "q"], [3, 3, 3, 1, 1, 1, 1, 1, 1, 1])
    assert "Scored 9 on Threes. Total: 9" in say.lines


@pytest.mark.parametrize("word", ["potential", "options"])
def test_potential_and_options_are_card(word):
    say, _ = console_game([word, "q"], [2, 2, 5, 6, 1])
    assert "Dice:   2 2 5 6 1" in say.lines


def test_several_answers_on_a_line_answer_the_next_prompts_each_shown_after_its_prompt():
    say, ask = console_game(["1 2; ; ones", "q"], [1, 1, 1, 2, 3, 1, 1, 6, 6, 6, 6, 6])
    assert "Re-roll which positions? (1 re-roll left; Enter keeps all) > " in say.lines
    assert "Choose a line (1-6 or a name, e.g. ones) > ones" in say.lines
    assert "Scored 3 on Ones. Total: 3" in say.lines
    assert len(ask.questions) == 2


def test_a_refused_answer_drops_the_rest_of_its_line():
    say, ask = console_game(["7; 1; ones", "", "2", "q"], [2, 2, 2, 2, 2, 6, 6, 6, 6, 6])
    assert "'7' is not a position. Type positions 1-5, e.g. 1 3 5; Enter keeps all." in say.lines
    assert "Scored 10 on Twos. Total: 10" in say.lines
    assert len(ask.questions) == 4


def test_toggle_is_refused_with_a_pointer_to_keep():
    say, _ = console_game(["toggle 3", "q"], [2, 2, 2, 2, 2])
    assert "Here no die stays held: say all the dice to keep, e.g. keep 1 3 5." in say.lines


def test_help_lists_the_command_words():
    say, _ = console_game(["help", "commands", "q"], [2, 2, 2, 2, 2])
    text = " ".join(say.text.split())
    assert "commands (Yacht Dice's words)" in text
    for words in ("hold 1 3 5", "roll keep 1 3 5", "reroll 1 4", "score LINE", "potential", ";"):
        assert words in text


# ------------------------------------------------------------------ the commands, in-process


def table(*faces, rules=y.YAHTZEE):
    return y.Table(rules, dice_showing(*faces))


@pytest.mark.parametrize(
    "commands, reason",
    [
        ("hold 1", "Roll first"),
        ("score chance", "Roll first"),
        ("roll; roll; roll; roll", "No rolls are left this turn"),
        ("roll; hold 1 2 3 4 5; roll", "Every die is held"),
        ("roll; toggle 1 2", "Toggle one die at a time"),
        ("roll; reroll", "Say which dice to re-roll"),
        ("roll; hold", "Say which dice to hold"),
        ("roll; hold 9", "'9' is not a position"),
        ("roll; roll 1 2", "roll takes nothing after it"),
        ("dance", "'dance' is not a command"),
        ("roll; score sevens", "'sevens' is not a line"),
        (" ; ", "No command was given"),
    ],
    ids=[
        "hold-before-roll",
        "score-before-roll",
        "fourth-roll",
        "all-held",
        "toggle-two",
        "reroll-nothing",
        "hold-nothing",
        "hold-nine",
        "roll-with-positions",
        "unknown",
        "unknown-line",
        "empty",
    ],
)
def test_each_refusal_of_a_command(commands, reason):
    with pytest.raises(ValueError, match=reason):
        y.play_commands(table(*[3] * 20), commands)


def test_roll_keep_and_reroll_roll_only_the_dice_not_held():
    board = table(1, 2, 3, 4, 5, 6, 6, 6, 5, 5)
    assert y.play_commands(board, "roll; roll keep 2 3") == [
        "Roll 1: 1 2 3 4 5",
        "Roll 2: 6 2 3 6 6",
    ]
    assert board.held == {2, 3}
    assert y.play_commands(board, "reroll 1 4") == ["Roll 3: 5 2 3 5 6"]
    assert board.held == {2, 3, 5}


def test_toggle_holds_and_releases_one_die():
    board = table(1, 2, 3, 4, 5)
    y.play_commands(board, "roll; hold 1 2; toggle 2; toggle 5")
    assert board.held == {1, 5}


def test_score_ends_the_turn_and_resets_the_holds():
    board = table(6, 6, 6, 6, 1)
    assert y.play_commands(board, "roll; hold 1; score sixes") == [
        "Roll 1: 6 6 6 6 1",
        "Scored 24 on Sixes. Total: 24",
    ]
    assert (board.turn, board.rolls, board.dice, board.held) == (2, 0, [], set())


def test_resign_ends_the_game_and_nothing_comes_after():
    board = table(6, 6, 6, 6, 1)
    assert y.play_commands(board, "roll; score 6s; resign") == [
        "Roll 1: 6 6 6 6 1",
        "Scored 24 on Sixes. Total: 24",
        "You resigned.",
        "Final score: 24",
    ]
    with pytest.raises(y.GameOver):
        y.play_commands(board, "card")


def test_the_commands_before_a_refused_one_stand_and_the_rest_change_nothing():
    board = table(1, 2, 3, 4, 5, 6, 6, 6, 6, 6)
    with pytest.raises(ValueError, match="'zz' is not a line"):
        y.play_commands(board, "roll; hold 1; score zz; roll")
    assert (board.rolls, board.dice, board.held) == (1, [1, 2, 3, 4, 5], {1})


def test_a_store_keeps_at_most_its_limit_the_least_recently_used_going_first():
    store = y.GameStore(limit=2)
    first, second = store.add(table()), store.add(table())
    store.find(first)
    third = store.add(table())
    assert store.find(first) and store.find(third)
    with pytest.raises(y.ApiError) as error:
        store.find(second)
    assert error.value.status == 401
    assert len(first) >= 40 and len({first, second, third}) == 3


# ------------------------------------------------------------------ the API, over HTTP


@pytest.fixture(scope="module")
def server():
    """Start `yahtzee.py --serve --port 0`; yield its URL; stop it with SIGTERM."""
    process = subprocess.Popen(
        [sys.executable, GAME, "--serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    first = process.stdout.readline().strip()
    assert first.startswith("Serving on http://127.0.0.1:"), first
    yield first.split()[-1]
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=10)
    assert (process.returncode, out, err) == (0, "", "Server stopped.\n")


def call(url, method, path, body=None, token=None, raw=None):
    """Send one request; return (status, JSON body)."""
    data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
    request = urllib.request.Request(url.rstrip("/") + path, data=data, method=method)
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def new_game(url, **body):
    status, state = call(url, "POST", "/api/new", body)
    assert status == 201, state
    return state["game"]


def act(url, token, command):
    return call(url, "POST", "/api/act", {"command": command}, token)


@pytest.mark.parametrize(
    "rules, turns, final",
    [("yahtzee", FULL_GAME, 502), ("yacht", YACHT_GAME, 241), ("yatzy", YATZY_GAME, 309)],
    ids=["full-card", "yacht", "yatzy"],
)
def test_a_whole_scripted_game_of_each_rule_set(server, rules, turns, final):
    token = new_game(server, rules=rules, dice=" ".join(turn.dice for turn in turns))
    for number, turn in enumerate(turns, 1):
        status, state = act(server, token, "roll")
        assert (status, state["turn"], state["messages"]) == (
            200,
            number,
            [f"Roll 1: {turn.dice}"],
        )
        for refused in turn.refused:
            status, body = act(server, token, f"score {refused}")
            assert status == 400 and body["error"].startswith("Joker rule: ")
        line = turn.line or next(name for name, points in state["sheet"].items() if points is None)
        status, state = act(server, token, f"score {line}")
        scored = [message for message in state["messages"] if message.startswith("Scored ")]
        assert status == 200 and len(scored) == 1
        assert re.fullmatch(
            rf"Scored {turn.points} on [A-Za-z ]+\. Total: {turn.total}", scored[0]
        )
        assert state["score"] == turn.total
    assert state["status"] == "over" and state["messages"][-1] == f"Final score: {final}"
    assert state["next"] == []
    assert act(server, token, "card")[0] == 409


def test_the_state_has_every_field(server):
    token = new_game(server, rules="yahtzee", dice="2 2 3 3 3")
    status, state = act(server, token, "roll; hold 1 2")
    assert status == 200
    assert set(state) == {
        "game", "rules", "status", "turn", "turns", "rolls", "dice", "held", "sheet",
        "potential", "score", "next", "messages", "board_text",
    }  # fmt: skip
    assert (state["rolls"], state["dice"], state["held"]) == (1, [2, 2, 3, 3, 3], [1, 2])
    assert state["potential"]["Full House"] == 25 and state["potential"]["Chance"] == 13
    assert state["board_text"].splitlines()[-2] == "Dice:   2 2 3 3 3"
    assert call(server, "GET", "/api/state", token=token) == (200, {**state, "messages": []})


def test_a_refused_command_is_400_with_the_reason_and_the_state(server):
    token = new_game(server, dice="1 2 3 4 5")
    status, body = act(server, token, "roll; hold 1; score zz; roll")
    assert status == 400
    assert body["error"].startswith("'zz' is not a line.")
    assert (body["state"]["rolls"], body["state"]["held"]) == (1, [1])


def test_the_same_seed_and_commands_give_the_same_dice_as_the_console(server):
    token = new_game(server, rules="yahtzee", seed=7)
    _, state = act(server, token, "roll; roll keep 1 2; reroll 5")
    console = run_game("--full", "--seed", "7", stdin="keep 1 2\n5\nq\n").stdout
    rolls = [line for line in console.splitlines() if line.startswith("Roll ")]
    assert state["messages"] == rolls


def test_the_rules_list_every_line_and_every_command_with_an_example(server):
    status, rules = call(server, "GET", "/api/rules?rules=yatzy")
    assert status == 200 and rules["rules"] == "yatzy"
    assert [line["name"] for line in rules["lines"]] == [line.name for line in y.YATZY.lines]
    assert rules["lines"][7] == {
        "number": 8,
        "name": "Two Pairs",
        "short": ["2p", "two pair"],
        "scores": "the sum of two pairs of different faces",
    }
    assert all(command["example"] for command in rules["commands"])
    assert call(server, "GET", "/api/rules")[1]["rules"] == "homework"


@pytest.mark.parametrize(
    "method, path, body, token, status",
    [
        ("POST", "/api/new", b"{not json", None, 400),
        ("POST", "/api/new", b"[1, 2]", None, 400),
        ("POST", "/api/new", b'{"rules": "poker"}', None, 400),
        ("POST", "/api/new", b'{"seed": "7"}', None, 400),
        ("POST", "/api/new", b'{"seed": true}', None, 400),
        ("POST", "/api/new", b'{"dice": "1 7"}', None, 400),
        ("POST", "/api/new", b'{"colour": "red"}', None, 400),
        ("POST", "/api/act", b'{"command": 5}', "game", 400),
        ("POST", "/api/act", b'{"commands": "roll"}', "game", 400),
        ("POST", "/api/new", b"x" * (64 * 1024 + 1), None, 413),
        ("GET", "/api/nothing", None, None, 404),
        ("GET", "/", None, None, 404),
        ("GET", "/api/new", None, None, 405),
        ("POST", "/api/state", b"{}", "game", 405),
        ("DELETE", "/api/act", None, "game", 405),
        ("POST", "/api/act", b'{"command": "roll"}', None, 401),
        ("GET", "/api/state", None, None, 401),
        ("GET", "/api/state", None, "not-a-game", 401),
    ],
    ids=[
        "malformed-json",
        "not-an-object",
        "unknown-rules",
        "seed-a-string",
        "seed-a-boolean",
        "bad-dice",
        "unknown-field",
        "command-not-a-string",
        "no-command",
        "body-over-64-kib",
        "unknown-path",
        "root",
        "get-new",
        "post-state",
        "delete",
        "act-without-token",
        "state-without-token",
        "unknown-token",
    ],
)
def test_every_bad_request_gets_json_and_its_status(server, method, path, body, token, status):
    if token == "game":
        token = new_game(server)
    got, reply = call(server, method, path, raw=body, token=token)
    assert got == status
    assert isinstance(reply["error"], str) and reply["error"]
    assert "Traceback" not in reply["error"]


def raw_request(url, data: bytes) -> tuple[str, dict]:
    """Send bytes as they are; return the status code and the JSON body of the reply."""
    host, port = url.split("//")[1].rstrip("/").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as connection:
        connection.sendall(data)
        reply = b""
        while chunk := connection.recv(4096):
            reply += chunk
    head, _, body = reply.decode().partition("\r\n\r\n")
    return head.split()[1], json.loads(body)


@pytest.mark.parametrize(
    "data, status",
    [
        (b"BREW /api/new HTTP/1.1\r\n\r\n", "501"),
        (b"GET /api/rules HTTP/1.1\r\nX: " + b"x" * 70_000 + b"\r\n\r\n", "431"),
        (b"POST /api/new HTTP/1.1\r\nContent-Length: lots\r\n\r\n", "400"),
    ],
    ids=["unknown-method", "header-too-long", "length-not-a-number"],
)
def test_a_request_http_cannot_read_gets_json_too(server, data, status):
    got, body = raw_request(server, data)
    assert got == status
    assert body["error"]


# The same 20 homework games, at the console and over the API: each turn re-rolls 1 2,
# then keeps all, then scores the line of the turn's number.
CONSOLE_ANSWERS = "".join(f"1 2\n\n{turn}\n" for turn in range(1, 6)) + "1 2\n\n"


def api_final_score(url, seed):
    token = new_game(url, seed=seed)
    for turn in range(1, 7):
        status, state = act(url, token, f"roll; reroll 1 2; score {turn}")
        assert status == 200, state
    return state["score"]


def console_final_score(seed):
    result = run_game("--seed", str(seed), stdin=CONSOLE_ANSWERS)
    return int(result.stdout.splitlines()[-1].split()[-1])


def test_twenty_games_from_twenty_threads_score_as_at_the_console(server):
    seeds = range(1, 21)
    with ThreadPoolExecutor(max_workers=20) as pool:
        over_http = list(pool.map(lambda seed: api_final_score(server, seed), seeds))
        at_console = list(pool.map(console_final_score, seeds))
    assert over_http == at_console
    assert len(set(over_http)) > 1
    assert call(server, "GET", "/api/rules")[0] == 200


def test_the_server_listens_on_127_0_0_1_unless_asked(server):
    assert server.startswith("http://127.0.0.1:")


@pytest.mark.parametrize(
    "args, says",
    [(["--host", "0.0.0.0"], "--host goes with --serve"), (["--port", "80"], "--port goes")],
)
def test_host_and_port_go_with_serve(args, says):
    result = run_game(*args)
    assert result.returncode == 2 and says in result.stderr


def test_a_port_in_use_is_one_line_and_status_1(server):
    port = server.rstrip("/").split(":")[-1]
    result = run_game("--serve", "--port", port)
    assert result.returncode == 1
    assert result.stderr.startswith("yahtzee.py: error: cannot listen on 127.0.0.1 port ")
    assert len(result.stderr.splitlines()) == 1


def test_full_sets_the_rule_set_of_new_games_and_ctrl_c_stops_the_server():
    process = subprocess.Popen(
        [sys.executable, GAME, "--serve", "--full", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    url = process.stdout.readline().split()[-1]
    status, state = call(url, "POST", "/api/new", {})
    assert (status, state["rules"], state["turns"]) == (201, "yahtzee", 13)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=10)
    assert (process.returncode, out, err) == (0, "", "Server stopped.\n")
