"""The README and the guides tell the truth: their examples run, their links lead somewhere.

Every `$ python3 yahtzee.py ...` block is run and its output compared; the grading script,
the hints, the coach's turn and the paired simulation are played; every option of --help
and every word help lists is in the playing guide; every relative link and anchor exists.
"""

import os
import re
import shlex
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from scripted import run_game, run_shell

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
GUIDES = sorted((ROOT / "docs").glob("*.md"))
DOCS = [README, *GUIDES]
PLAYING = (ROOT / "docs" / "playing.md").read_text(encoding="utf-8")
GRADING = (ROOT / "docs" / "grading.md").read_text(encoding="utf-8")


def text_of(path: Path) -> str:
    return path.read_text(encoding="utf-8")


# ------------------------------------------------------------------ the README, at the door


def test_the_readme_is_at_most_6_kb():
    assert len(README.read_bytes()) <= 6000


def test_the_quick_start_is_two_commands():
    start = text_of(README).split("## Quick start")[1].split("```")[1]
    commands = [line.split("#")[0].strip() for line in start.strip().splitlines()]
    assert commands == ["python3 yahtzee.py", "make test"]


def test_the_readme_lists_every_guide_with_the_reader_its_first_line_names():
    table = text_of(README).split("## The guides")[1]
    listed = re.findall(r"^\| \[[^]]+\]\(docs/([a-z]+\.md)\) \| ([a-z ]+):", table, flags=re.M)
    assert sorted(name for name, _ in listed) == [path.name for path in GUIDES]
    for name, reader in listed:
        first = text_of(ROOT / "docs" / name).splitlines()[0]
        assert first.startswith("# ") and " for " in first, name
        assert reader.split()[0].rstrip("s") in first.lower(), (name, reader)


def test_the_readmes_turn_is_a_real_one():
    shown = text_of(README).split("## A turn")[1].split("```")[1].strip("\n").splitlines()
    answers = [line.split("> ", 1)[1] for line in shown if "> " in line]
    out = run_game("--dice", "4 4 1 2 3 4 6 1 4 2", "--no-review", stdin="\n".join(answers))
    said = out.stdout.splitlines()
    start = said.index("Turn 1 of 6")
    assert [line.rstrip() for line in said[start : start + len(shown)]] == shown


# ------------------------------------------------------------------ every example runs

CONSOLE = re.compile(r"^\$ ((?:printf .*\| )?python3 yahtzee\.py[^&]*)$")


def console_examples():
    """Return (guide, command, shown lines) for each `$ python3 yahtzee.py` of the docs."""
    found = []
    for path in DOCS:
        for block in re.findall(r"```\n(.*?)```", text_of(path), flags=re.DOTALL):
            chunks = re.split(r"^(?=\$ )", block, flags=re.MULTILINE)
            for chunk in chunks:
                command, _, shown = chunk.partition("\n")
                if CONSOLE.match(command):
                    found.append((path.name, command[2:], shown.splitlines()))
    return found


@pytest.mark.parametrize("guide, command, shown", console_examples())
def test_every_console_example_prints_what_it_shows(guide, command, shown):
    if "|" in command:  # printf '...' | python3 yahtzee.py ...
        result = run_shell(command.replace("python3 yahtzee.py", "GAME"))
    else:
        result = run_game(*shlex.split(command)[2:])
    out = [line.rstrip() for line in result.stdout.splitlines()]
    if "..." not in shown:
        assert out == shown, (guide, command)
        return
    at = 0
    for line in (line for line in shown if line != "..."):
        assert line in out[at:], (guide, command, line)
        at = out.index(line, at) + 1


def test_there_are_console_examples_in_the_guides():
    assert {guide for guide, _, _ in console_examples()} >= {"playing.md"}


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect.spawn needs a pseudo-terminal")
def test_the_grading_guides_script_runs_against_the_game():
    (script,) = re.findall(r"```python\n(.*?)```", GRADING, flags=re.DOTALL)
    script = script.replace('pexpect.spawn("python3"', f"pexpect.spawn({sys.executable!r}")
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr


def test_the_playing_guides_hints_are_what_that_game_shows():
    shown = PLAYING.split("Enter, `hint`):\n\n```\n")[1].split("```")[0].splitlines()
    out = run_game("--seed", "1", stdin="hint\n\nhint\nquit\n").stdout.splitlines()
    for line in shown:
        assert line.strip() == "..." or line.rstrip() in [said.rstrip() for said in out]


def test_the_playing_guides_coached_turn_is_what_the_coach_shows():
    shown = PLAYING.split("## A coach for real dice: `--coach`")[1].split("```\n")[1].splitlines()
    answers = ["44123", "3 4 5", "1 1 6 6 4", "6 4 6 4 4", "", "4 1 4 3 4", "", "quit"]
    out = run_game("--coach", stdin="\n".join(answers) + "\n").stdout.splitlines()
    for line in shown:
        assert line.startswith(" ...") or line.rstrip() in [said.rstrip() for said in out], line
    several = PLAYING.split("With `--coach --players Ann,Ben`, Ben's turn begins:")[1]
    shown = several.split("```\n")[1].splitlines()
    out = run_game("--coach", "--players", "Ann,Ben", stdin="11111\n\n\n22222\nquit\n").stdout
    for line in shown:
        assert line.rstrip() in [said.rstrip() for said in out.splitlines()], line


def test_the_playing_guides_hot_seat_turn_is_what_the_game_shows():
    shown = PLAYING.split("(Ann has taken Threes):\n\n```\n")[1].split("```")[0].splitlines()
    out = run_game("--players", "Ann,Ben", "--seed", "3", stdin="\n3\n\ntwos\nquit\n").stdout
    said = [line.rstrip() for line in out.splitlines()]
    for line in shown:
        assert line.startswith(" ...") or line.rstrip() in said, line


def test_the_make_targets_the_docs_name_exist():
    makefile = text_of(ROOT / "Makefile")
    named = {target for path in DOCS for target in re.findall(r"`make ([a-z-]+)", text_of(path))}
    assert {"test", "bench", "test-slow"} <= named
    for target in named:
        assert re.search(rf"^{target}:", makefile, flags=re.MULTILINE), target


OWN_TMP = ["sh", str(ROOT / "tests" / "own_tmp.sh")]


def in_own_tmp(command: str, base: Path, **options):
    """Run a shell command as make test runs pytest, under TMPDIR=base; return it finished."""
    environment = {**os.environ, "TMPDIR": str(base)}
    return subprocess.run([*OWN_TMP, "sh", "-c", command], env=environment, **options)


def test_make_test_runs_the_tests_in_a_temporary_folder_of_their_own_removed_as_they_end(tmp_path):
    done = in_own_tmp('touch "$TMPDIR/cache"; echo "$TMPDIR"; exit 3', tmp_path,
                      capture_output=True, text=True, timeout=60)  # fmt: skip
    own = Path(done.stdout.strip())
    assert done.returncode == 3 and own.parent == tmp_path and own.name.startswith("yahtzee-run-")
    assert list(tmp_path.iterdir()) == []


def test_a_test_run_stopped_by_a_signal_leaves_its_temporary_folder_removed(tmp_path):
    started = subprocess.Popen(
        [*OWN_TMP, "sh", "-c", 'touch "$TMPDIR/profile"; echo started; exec sleep 60'],
        env={**os.environ, "TMPDIR": str(tmp_path)},
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    assert started.stdout.readline() == "started\n"
    assert len(list(tmp_path.iterdir())) == 1
    os.killpg(started.pid, signal.SIGTERM)
    assert started.wait(timeout=60) == 143
    assert list(tmp_path.iterdir()) == []


def test_a_folder_left_by_a_run_killed_outright_is_removed_by_the_next_run(tmp_path):
    gone = subprocess.Popen(["true"])  # a process that has ended: no run of that number goes on
    gone.wait(timeout=60)
    (tmp_path / f"yahtzee-run-{gone.pid}").mkdir()
    (tmp_path / f"yahtzee-run-{gone.pid}" / "profile").touch()
    (tmp_path / f"yahtzee-run-{os.getpid()}").mkdir()  # a run still going: this one
    assert in_own_tmp("true", tmp_path, timeout=60).returncode == 0
    assert [path.name for path in tmp_path.iterdir()] == [f"yahtzee-run-{os.getpid()}"]


# ------------------------------------------------------------------ --help and help agree


def test_the_playing_guide_has_every_option_of_help():
    result = subprocess.run(
        [sys.executable, str(ROOT / "yahtzee.py"), "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    options = set(re.findall(r"(--[a-z-]+)", result.stdout))
    assert {"--rules", "--coach", "--players", "--no-review"} <= options
    for option in options:
        assert f"`{option}" in PLAYING, option
    for key in re.findall(r"^  ([a-z-]+) {2,}", result.stdout.split("rule sets")[1], re.M):
        assert f"`{key}`" in PLAYING, key


@pytest.mark.parametrize("prompt", ["reroll", "line"])
def test_the_playing_guide_has_every_word_help_lists(prompt):
    answers = "help\nquit\n" if prompt == "reroll" else "\nhelp\nquit\n"
    out = run_game("--seed", "1", "--no-review", stdin=answers).stdout
    said = out.split("> help\n")[1].split("\nRe-roll which")[0].split("\nChoose a line")[0]
    listed = said.split("At any prompt: ")[1].replace("\n    ", " ")
    words = re.findall(r"(?:^|, |: |also: )([a-z?]+(?: or [a-z?]+)?) \(", listed)
    words = {word for item in words for word in item.split(" or ")}
    assert {"help", "?", "card", "quit", "hint", "review", "commands"} <= words, listed
    for word in words:
        assert f"`{word}`" in PLAYING, word


# ------------------------------------------------------------------ links


def slug(heading: str) -> str:
    """Return the anchor GitHub makes of a heading: lower case, no punctuation, hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path: Path) -> set:
    """Return the anchors of a Markdown file's headings (outside code blocks)."""
    text = re.sub(r"```.*?```", "", text_of(path), flags=re.DOTALL)
    return {slug(heading) for heading in re.findall(r"^#+ (.*)$", text, flags=re.MULTILINE)}


def links():
    """Return (file, target) for each link of the docs that is not to the web."""
    found = []
    for path in DOCS:
        text = re.sub(r"```.*?```", "", text_of(path), flags=re.DOTALL)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            found.append((path, target))
    return found


def test_every_link_is_relative_and_leads_to_a_file_and_heading_that_exist():
    assert len(links()) > 30
    for path, target in links():
        assert not re.match(r"[a-z]+:", target) and not target.startswith("/"), (path, target)
        file, _, anchor = target.partition("#")
        linked = (path.parent / file).resolve() if file else path
        assert linked.is_file(), (path.name, target)
        if anchor:
            assert anchor in anchors(linked), (path.name, target)


def test_the_slug_is_githubs():
    assert slug("The full card: `--full`") == "the-full-card---full"
    heading = "A class's own wording: `--contract FILE`"
    assert slug(heading) == "a-classs-own-wording---contract-file"


# ------------------------------------------------------------------ the API's example


@pytest.fixture
def full_card_server():
    """Start `yahtzee.py --serve --full --port 0`; yield its URL; stop it."""
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "yahtzee.py"), "--serve", "--full", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    yield process.stdout.readline().split()[-1]
    process.terminate()
    process.wait(timeout=10)


def test_the_api_guides_curl_session_answers_as_shown(full_card_server):
    import json
    import urllib.error
    import urllib.request

    block = (ROOT / "docs" / "api.md").read_text(encoding="utf-8").split("$ curl", 1)[1]
    block = "$ curl" + block.split("```")[0]
    token = None
    for request, shown in re.findall(r"^\$ (curl [^\n]*(?:\n +-d '[^']*')?)\n(.*?)(?=^\$ |\Z)",
                                     block, flags=re.DOTALL | re.MULTILINE):  # fmt: skip
        path = re.search(r"localhost:8000(/\S+)", request)[1]
        body = re.search(r"-d '([^']*)'", request)[1].encode()
        call = urllib.request.Request(full_card_server.rstrip("/") + path, data=body)
        if token:
            call.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(call, timeout=10) as answer:
                reply = json.loads(answer.read())
        except urllib.error.HTTPError as refusal:
            reply = json.loads(refusal.read())
        token = token or reply["game"]
        state = reply.get("state", reply)
        for key in ("messages", "next", "turns", "score"):
            said = re.search(rf'"{key}": (\[[^]]*\]|\d+)', shown)
            if said:
                assert state[key] == json.loads(said[1]), (path, key)
        error = re.search(r'"error": "([^"]*?)(?:\.\.\.)?"', shown)
        if error:
            assert reply["error"].startswith(error[1]), reply["error"]
