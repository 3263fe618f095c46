"""Part 4, the command line: options, exit statuses, pipes, and every Python 3.9+ here."""

import functools
import glob
import io
import json
import os
import random
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scripted import GAME, run_game, run_shell

import yahtzee as y

ANSWERS = "\n".join(["all", "keep 1 2", "1", "", "2", "3 4", "", "3", "", "4", "", "5", ""]) + "\n"


def test_importing_the_game_starts_nothing():
    result = subprocess.run(
        [sys.executable, "-c", "import yahtzee"],
        cwd=Path(GAME).parent,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_version_prints_the_program_and_its_version():
    result = run_game("--version")
    assert (result.returncode, result.stdout.strip()) == (0, f"yahtzee.py {y.VERSION}")


@pytest.mark.parametrize(
    "args, says",
    [
        (["--colour"], "unrecognized arguments: --colour"),
        (["--seed", "abc"], "'abc' is not a seed"),
        (["--seed"], "expected one argument"),
        (["--dice", "1 2 7"], "'7' is not a die"),
        (["--dice", "1,x"], "'x' is not a die"),
        (["extra"], "unrecognized arguments: extra"),
        (["--seed", "\u0661"], "is not a seed"),
        (["--seed", "1_0"], "'1_0' is not a seed"),
        (["--seed", "1e3"], "'1e3' is not a seed"),
        (["--seed", " 1"], "is not a seed"),
        (["--seed", "9" * 41], "is not a seed: give a whole number of up to 40 digits"),
        (["--seed", "9" * 5000], "is not a seed"),
        (["x" * 5000], "unrecognized arguments"),
        (["--rules", "x" * 5000], "invalid choice"),
        (["--delay", "1"], "--delay goes with --auto"),
        (["--auto", "--delay", "-1"], "'-1' is not a delay"),
        (["--auto", "--delay", "nan"], "'nan' is not a delay"),
        (["--rules", "yatzy", "--score", "zzz", "1", "2", "3", "4", "5"], "1s 2s 3s"),
    ],
    ids=[
        "unknown-option",
        "seed-not-a-number",
        "seed-missing",
        "die-out-of-range",
        "die-word",
        "extra",
        "seed-arabic-indic-digit",
        "seed-underscore",
        "seed-exponent",
        "seed-space",
        "seed-41-digits",
        "seed-5000-digits",
        "argument-5000-long",
        "rules-5000-long",
        "delay-without-auto",
        "delay-negative",
        "delay-nan",
        "score-unknown-yatzy-line",
    ],
)
def test_a_bad_command_line_is_refused_in_one_short_line_with_status_2(args, says):
    result = run_game(*args)
    assert result.returncode == 2
    assert says in result.stderr
    assert len(result.stderr.splitlines()) == 1
    assert len(result.stderr.rstrip("\n")) <= 200
    assert result.stderr.startswith("yahtzee.py: error: ")


@pytest.mark.parametrize(
    "seed", ["-12", "007", "9" * 40, "0"], ids=["negative", "zeros", "40", "0"]
)
def test_a_seed_of_digits_with_an_optional_minus_is_accepted(seed):
    result = run_game("--seed", seed, stdin="q\n")
    assert (result.returncode, result.stderr) == (0, "")


def test_main_returns_the_status_instead_of_exiting():
    assert y.main(["--seed", "x"]) == 2


def test_help_into_a_closed_pipe_is_quiet():
    result = run_shell("GAME --help | head -1")
    assert result.stdout.startswith("usage:")
    assert result.stderr == ""


def test_a_game_into_a_closed_pipe_is_quiet():
    result = run_shell('yes "" | GAME --seed 3 | head -2')
    assert len(result.stdout.splitlines()) == 2
    assert result.stderr == ""


def test_a_piped_game_echoes_each_answer_after_its_prompt():
    result = run_game("--seed", "11", stdin=ANSWERS)
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert [line for line in lines if line.startswith("Re-roll")][0].endswith("> all")
    assert [line for line in lines if line.startswith("Choose a line")][0].endswith("> 1")
    assert lines[-1].startswith("Final score: ")
    assert result.stderr == ""


def test_a_piped_game_that_runs_out_of_input_exits_1():
    result = run_game("--seed", "11", stdin="\n".join(ANSWERS.splitlines()[:4]) + "\n")
    assert result.returncode == 1
    assert "Input ended" in result.stdout
    assert "Final score" not in result.stdout
    assert "Traceback" not in result.stderr


def test_bytes_that_are_not_text_are_refused_not_fatal():
    result = subprocess.run(
        [sys.executable, GAME, "--dice", "1 1 1 1 1"],
        input=b"\xff\xfe\x00\n\xc3\n\nones\nq\n",
        capture_output=True,
        timeout=60,
    )
    assert result.returncode == 0
    assert b"is not a position" in result.stdout
    assert b"Scored 5 on Ones. Total: 5" in result.stdout
    assert result.stderr == b""


@pytest.mark.parametrize(
    "args", [["--players", "Zoë,Ben"], ["--seed", "1", "--dice", "1 1 1 1 1"]]
)
def test_a_terminal_that_cannot_show_a_name_gets_it_escaped(args):
    # Issue 37 #12: an ASCII terminal took 'Zoë' for a codec error and exit 2.
    result = subprocess.run(
        [sys.executable, GAME, *args],
        input=b"\xc3\xab\nq\n",
        capture_output=True,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
        timeout=60,
    )
    assert result.returncode == 0, result.stdout[-300:]
    assert result.stderr == b""
    result.stdout.decode("ascii")  # every byte shown is one the terminal can show
    assert b"\\" in result.stdout  # shown escaped, as \\xeb or \\ufffd


def test_the_same_seed_and_answers_give_the_same_game():
    first, second = (
        run_game("--seed", "99", stdin=ANSWERS),
        run_game("--seed", "99", stdin=ANSWERS),
    )
    assert first.stdout == second.stdout
    assert first.stdout != run_game("--seed", "100", stdin=ANSWERS).stdout


def test_scripted_dice_come_first_then_the_seed_takes_over():
    scripted = run_game("--seed", "5", "--dice", "6 6", stdin="q\n").stdout
    seeded = run_game("--seed", "5", stdin="q\n").stdout
    first_roll = [line for line in seeded.splitlines() if line.startswith("Roll 1:")][0]
    assert f"Roll 1: 6 6 {' '.join(first_roll.split()[2:5])}" in scripted


def pythons():
    """Yield (version, interpreter) for each Python 3.9-3.13 found here, or None."""
    root = os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv"))
    for minor in range(9, 14):
        version = f"3.{minor}"
        found = sorted(glob.glob(f"{root}/versions/{version}.*/bin/python3"))
        yield version, found[-1] if found else shutil.which(f"python{version}")


# What each Python must print alike: a seeded game played by hand, and the advisor's moves.
SAME_ON_EVERY_PYTHON = [
    (["--seed", "99"], ANSWERS),
    (["--full", "--auto", "--seed", "3"], ""),
    (["--rules", "yatzy", "--simulate", "3", "--seed", "2"], ""),
    (["--rules", "yacht", "--score", "bs", "2", "3", "4", "5", "6"], ""),
]
# Runs each case through main() with piped input, in one process, and prints the results.
DRIVER = """
import contextlib, io, json, sys
sys.path.insert(0, sys.argv[1])
import yahtzee
for args, stdin in json.loads(sys.argv[2]):
    sys.stdin, out = io.StringIO(stdin), io.StringIO()
    with contextlib.redirect_stdout(out):
        status = yahtzee.main(args)
    sys.__stdout__.write(json.dumps([status, out.getvalue()]) + "\\n")
"""


def outputs_on(python):
    """Return (status, output) of every case of SAME_ON_EVERY_PYTHON on one Python."""
    cases = json.dumps(SAME_ON_EVERY_PYTHON)
    result = subprocess.run(
        [python, "-c", DRIVER, str(Path(GAME).parent), cases],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


@functools.cache
def outputs_here():
    return outputs_on(sys.executable)


@pytest.mark.parametrize("version, python", list(pythons()), ids=lambda item: str(item))
def test_each_python_plays_the_same_seeded_game_and_advises_the_same_moves(version, python):
    if python is None:
        pytest.skip(f"Python {version} is not installed here")
    here = outputs_here()
    assert [status for status, _ in here] == [0, 0, 0, 0]
    assert here[0][1].splitlines()[-1].startswith("Final score: ")
    assert outputs_on(python) == here


def test_the_driver_plays_as_the_program_does():
    assert outputs_here()[0][1] == run_game("--seed", "99", stdin=ANSWERS).stdout


# ------------------------------------------------------------------ faults: no traceback, ever


def test_a_game_with_stdin_closed_is_input_ending():
    result = run_shell("GAME --seed 1 <&-")
    assert result.returncode == 1
    assert "Input ended before the game was over. The sheet so far:" in result.stdout
    assert result.stdout.rstrip().splitlines()[-1].split() == ["Total", "0"]
    assert result.stderr == ""


@pytest.mark.parametrize("args", [["--seed", "1"], ["--full", "--auto"]], ids=["game", "auto"])
def test_a_game_with_stdout_closed_says_so_in_one_line(args):
    result = run_shell("GAME " + " ".join(args) + " >&- </dev/null")
    assert result.returncode == 1
    assert result.stderr == (
        "yahtzee.py: error: standard output is closed, so there is no screen to play on.\n"
    )


def test_piped_answers_with_windows_line_ends_are_echoed_without_cr():
    result = run_game("--dice", "1 1 1 1 1", stdin="\r\nones\r\nq\r\n")
    assert result.returncode == 0
    assert "\r" not in result.stdout
    assert "Choose a line (1-6 or a name, e.g. ones) > ones\n" in result.stdout
    assert "Scored 5 on Ones. Total: 5" in result.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and pseudo-terminals")
@pytest.mark.parametrize(
    "signal_number, status, said",
    [(signal.SIGTERM, 143, "Terminated."), (getattr(signal, "SIGHUP", 1), 129, "Hung up.")],
    ids=["sigterm", "sighup"],
)
def test_a_signal_ends_the_game_in_one_line_with_its_status(signal_number, status, said):
    from grader import LINE_PROMPT, REROLL_PROMPT, Session

    game = Session("--dice", "2 2 2 1 1")
    game.answer(REROLL_PROMPT, "")
    game.expect(LINE_PROMPT)
    game.child.kill(signal_number)
    assert game.finish() == status
    assert "Traceback" not in game.child.before
    assert game.child.before.strip().splitlines() == [said]


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and pseudo-terminals")
@pytest.mark.parametrize(
    "first, second",
    [(signal.SIGTERM, signal.SIGINT), (getattr(signal, "SIGHUP", 1), signal.SIGTERM)],
    ids=["sigterm-and-sigint", "sighup-and-sigterm"],
)
def test_two_signals_at_once_end_the_game_in_one_line(first, second):
    from grader import REROLL_PROMPT, Session

    for _ in range(5):
        game = Session("--dice", "2 2 2 1 1")
        game.expect(REROLL_PROMPT)
        game.child.kill(first)
        game.child.kill(second)
        status = game.finish()
        said = game.child.before.strip().splitlines()
        assert "Traceback" not in game.child.before and "Error" not in game.child.before
        assert len(said) == 1 and status in (129, 130, 143), (status, said)


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and pseudo-terminals")
def test_a_second_signal_while_the_game_ends_changes_nothing():
    """SIGINT after "Terminated." is said meets the game's handler, not Python's default."""
    from grader import REROLL_PROMPT, Session

    for _ in range(10):
        game = Session("--dice", "2 2 2 1 1")
        game.expect(REROLL_PROMPT)
        game.child.kill(signal.SIGTERM)
        game.child.expect("Terminated.")
        game.child.kill(signal.SIGINT)
        assert game.finish() == 143


@pytest.mark.parametrize(
    "args, stdin",
    [
        (["--seed", "1"], "\n" * 20),
        (["--full", "--auto", "--seed", "1"], ""),
        (["--simulate", "3"], ""),
        (["--score", "fours", "4", "4", "4", "1", "1"], ""),
    ],
    ids=["game", "auto", "simulate", "score"],
)
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_standard_output_that_is_full_is_one_line_and_status_1(args, stdin):
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [sys.executable, GAME, *args],
            input=stdin, stdout=full, stderr=subprocess.PIPE, text=True, timeout=60,
        )  # fmt: skip
    assert result.returncode == 1
    assert result.stderr == (
        "yahtzee.py: error: cannot write to standard output: No space left on device.\n"
    )


@pytest.mark.parametrize(
    "line",
    ["1" * 10_000_000, "abcdefghij" * 1_000_000],
    ids=["ten-mb-of-ones", "ten-mb-of-letters"],
)
def test_an_over_long_answer_is_refused_at_once(line):
    result = subprocess.run(
        [sys.executable, GAME, "--seed", "2"],
        input=line + "\nq\n", capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert result.returncode == 0
    assert "That answer is over 200 characters; help says what is taken." in result.stdout
    assert result.stdout.splitlines()[-1].split() == ["Total", "0"]


def test_input_with_no_line_ends_is_input_ending():
    result = run_shell("GAME --seed 2 < /dev/zero", timeout=30)
    assert result.returncode == 1
    assert "Input ended before the game was over." in result.stdout


# ------------------------------------------------------------------ the screen: 79 columns


def full_card_answers():
    """Return piped answers for the full card of test_2's FULL_GAME, asking for everything."""
    from scripted import FULL_GAME

    answers = []
    for number, turn in enumerate(FULL_GAME, 1):
        answers += ["help", "card", "hint", "9", "kep 1", "x" * 30, ""]
        if turn.line:
            answers += ["help", "card", "hint", "fourz", "x" * 30]
            answers += (["yahtzee"] if number > 1 else []) + turn.refused + [turn.line]
    return "\n".join(answers) + "\n", " ".join(turn.dice for turn in FULL_GAME)


def long_lines(text):
    """Return the lines of text over 79 characters, but for prompts with their echoed answer."""
    return [line for line in text.splitlines() if len(line) > 79 and "> " not in line]


def test_every_line_of_a_full_game_fits_in_79_columns():
    answers, dice = full_card_answers()
    result = run_game("--full", "--dice", dice, stdin=answers)
    assert result.returncode == 0, result.stdout[-500:]
    assert "Joker rule: with Fives used" in result.stdout
    assert "Did you mean fours?" in result.stdout
    assert long_lines(result.stdout) == []


@pytest.mark.parametrize("rules", ["homework", "yacht", "yatzy"])
def test_every_line_of_help_a_hint_and_the_start_fits_in_79_columns(rules):
    result = run_game("--rules", rules, "--seed", "3", stdin="help\nhint\ncard\n\nhelp\nhint\nq\n")
    assert result.returncode == 0
    assert long_lines(result.stdout) == []


def test_every_line_of_a_simulation_and_of_help_fits_in_79_columns():
    assert long_lines(run_game("--rules", "yatzy", "--simulate", "2", "--seed", "1").stdout) == []
    assert long_lines(run_game("--help").stdout) == []


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect needs a pseudo-terminal")
def test_a_40_column_terminal_gets_every_line_fitted_and_no_number_split():
    from grader import Session

    # At 40 columns the prompts too are broken between words: two lines each.
    reroll_prompt = r"Re-roll which positions\? \(2 re-rolls\r\n    left; Enter keeps all\) > "
    line_prompt = r"Choose a line \(1-13 or a name, e\.g\.\r\n    ones\) > "
    game = Session("--full", "--dice", "5 5 5 5 2", columns=40)
    game.answer(reroll_prompt, "help")
    game.expect(reroll_prompt)
    game.child.sendline("")
    game.answer(line_prompt, "fourz")
    game.expect(line_prompt)
    game.child.sendline("q")
    assert game.finish() == 0
    shown = game.transcript.splitlines()
    assert [line for line in shown if len(line) > 39 and "> " not in line] == []
    assert [line for line in shown if len(line.split("> ")[0]) > 39] == []
    assert " 7 Three of a Kind   - would score 22" in shown  # compact: one row a line
    assert "'fourz' is not a line. Did you mean" in shown


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect needs a pseudo-terminal")
def test_below_60_columns_the_card_and_the_dice_fit_24_rows_with_the_prompt():
    from grader import Session

    line_prompt = r"Choose a line \(1-13 or a name, e\.g\.\r\n    ones\) > "
    game = Session("--full", "--dice", "5 5 5 5 2", columns=40)
    game.answer(r"Enter keeps all\) > ", "")
    game.answer(line_prompt, "card")
    game.expect(line_prompt)
    card = game.child.before.replace("\r\n", "\n").strip("\n").split("\n")[1:]  # after "card"
    game.child.sendline("q")
    assert game.finish() == 0
    assert card[0].startswith(" # Line") and card[-1].endswith("<- positions")
    assert len(card) + 2 <= 24 and max(map(len, card)) <= 39


# ------------------------------------------------------------------ the grader helper, copied


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect needs a pseudo-terminal")
@pytest.mark.parametrize("where", ["beside", "below"], ids=["next-to-the-game", "in-a-subfolder"])
def test_the_grader_helper_finds_the_game_wherever_it_is_copied(tmp_path, where):
    shutil.copy(GAME, tmp_path / "yahtzee.py")
    folder = tmp_path if where == "beside" else tmp_path / "tests"
    folder.mkdir(exist_ok=True)
    root = Path(__file__).parent.parent
    shutil.copy(root / "grader.py", folder / "grader.py")
    shutil.copytree(
        root / "grading", folder / "grading", ignore=shutil.ignore_patterns("__pycache__")
    )
    script = (
        "from grader import Session, REROLL_PROMPT, LINE_PROMPT\n"
        "game = Session('--dice', '3 3 3 1 1')\n"
        "game.answer(REROLL_PROMPT, '')\n"
        "game.answer(LINE_PROMPT, 'threes')\n"
        "print(game.scored())\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=folder, capture_output=True, text=True, timeout=60
    )
    assert result.stdout.strip() == "(9, 'Threes', 9)", result.stderr


def test_the_grader_helper_drives_the_program_it_is_given(tmp_path):
    from grader import find_game

    assert find_game(tmp_path / "student.py") == tmp_path / "student.py"
    assert find_game() == Path(GAME)


# ------------------------------------------------------------------ scripted dice


def test_a_scripted_die_hands_over_to_the_next_die_when_its_faces_run_out():
    die = y.scripted_die([2, 3], then=y.random_die(random.Random(5)))
    assert y.roll(4, die) == [2, 3] + y.roll(2, y.random_die(random.Random(5)))


# ------------------------------------------------------------------ fitting the screen

words = st.text(alphabet="abc12345'.-", min_size=1, max_size=12)


@given(st.lists(words, min_size=1, max_size=40), st.integers(20, 79))
def test_fit_breaks_only_between_words_and_keeps_every_word(text_words, width):
    text = " ".join(text_words)
    fitted = y.fit(text, width)
    assert fitted.split() == text.split()
    for line in fitted.splitlines():
        assert len(line) <= width or " " not in line.strip()


def test_fit_leaves_short_lines_and_their_spacing_alone():
    row = " 4  Fours               -  would score 12"
    assert y.fit(row, 79) == row
    assert y.fit(row, 40) == " 4  Fours               -  would score\n    12"


def test_a_pipe_gets_the_80_column_layout(monkeypatch):
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    monkeypatch.setenv("COLUMNS", "40")
    assert y.screen_width() == 79


# ------------------------------------------------------------------ the modules beside the game

ROOT = Path(GAME).parent


@pytest.fixture(scope="module")
def alone(tmp_path_factory):
    """Return a folder that holds yahtzee.py alone."""
    folder = tmp_path_factory.mktemp("alone")
    shutil.copy(GAME, folder / "yahtzee.py")
    return folder


def run_alone(folder, *args, stdin=""):
    return subprocess.run(
        [sys.executable, str(folder / "yahtzee.py"), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize(
    "args",
    [[], ["--full"], ["--rules", "yacht"], ["--rules", "yatzy"], ["--dice", "6 6 6 6 6"]],
    ids=["homework", "full", "yacht", "yatzy", "dice"],
)
def test_copied_alone_it_plays_every_game_mode(alone, args):
    answers = "".join(f"\n{line}\n" for line in range(1, 16))
    result = run_alone(alone, "--seed", "5", *args, stdin=answers)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].startswith("Final score: ")
    assert result.stdout == run_game("--seed", "5", "--no-review", *args, stdin=answers).stdout


def test_copied_alone_it_scores(alone):
    result = run_alone(alone, "--full", "--score", "ls", "2", "3", "4", "5", "6")
    assert (result.returncode, result.stdout) == (0, "40\n")


def test_copied_alone_hint_says_the_advisor_is_needed_and_asks_again(alone):
    result = run_alone(alone, "--seed", "1", stdin="hint\nquit\n")
    lines = result.stdout.splitlines()
    said = lines.index("hint needs advisor.py beside yahtzee.py, and it is not there.")
    assert lines[said + 1].startswith("Re-roll which positions?")
    assert result.returncode == 0 and result.stderr == ""


@pytest.mark.parametrize(
    "args, missing",
    [
        (["--auto"], "--auto needs autoplay.py"),
        (["--simulate", "3"], "--simulate needs autoplay.py"),
        (["--solve"], "--solve needs table.py"),
        (["--serve"], "--serve needs server.py"),
    ],
    ids=["auto", "simulate", "solve", "serve"],
)
def test_copied_alone_the_extras_exit_2_naming_the_missing_file(alone, args, missing):
    result = run_alone(alone, *args)
    assert (result.returncode, result.stdout) == (2, "")
    assert len(result.stderr.splitlines()) == 1 and missing in result.stderr


ONE_COPY = """
import runpy, sys
sys.argv = ["yahtzee.py", "--simulate", "1", "--seed", "1"]
try:
    runpy.run_path(sys.argv[0], run_name="__main__")
except SystemExit:
    pass
game, advisor = sys.modules["yahtzee"], sys.modules["review"]
print(game.__name__, advisor.HOMEWORK is game.HOMEWORK if hasattr(advisor, "HOMEWORK") else "",
      advisor.new_game is game.new_game, advisor.Play is game.Play)
"""


def test_run_as_a_script_one_copy_of_the_game_serves_the_modules_beside_it():
    result = subprocess.run(
        [sys.executable, "-c", ONE_COPY], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.stdout.splitlines()[-1] == "__main__  True True", result.stderr
