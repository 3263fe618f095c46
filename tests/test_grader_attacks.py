"""The grader under attack: a compile that never ends, a stop in the middle of a class, a child
that leaves its session and sheds its variables. Each test plays the real grader."""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

if sys.platform == "win32":
    pytest.skip("the grader needs POSIX signals and process groups", allow_module_level=True)

ROOT = Path(__file__).resolve().parent.parent
CLASS = ROOT / "tests" / "class"
CLANG = shutil.which("clang")


def running(marker):
    """Return the processes whose command line holds marker."""
    found = subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True)
    return found.stdout.split()


# Forty nested macros: an expression of 2**40 terms, that clang grows for minutes, gigabytes.
BOMB = "#define A0 x+\n" + "".join(f"#define A{n} A{n - 1} A{n - 1}\n" for n in range(1, 41))
BOMB += "int main(void) { int x = 1; return A40 0; }\n"


@pytest.mark.slow
@pytest.mark.skipif(CLANG is None, reason="the bomb is built with clang")
def test_a_compile_that_never_ends_is_stopped_with_all_it_started(tmp_path, monkeypatch):
    from grading import build, classes, source

    monkeypatch.setattr(build, "BUILD_MEMORY", 400 << 20)  # reached in seconds, not minutes
    monkeypatch.setattr(source, "CLANG_MEMORY", 400 << 20)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    folder = tmp_path / "bomb_submission"
    folder.mkdir()
    (folder / "yahtzee.c").write_text(BOMB)
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)  # read TMPDIR again
    result = classes.grade_submission(classes.Submission("bomb", folder, "c"), 3, 0, None)
    rows = {row["name"]: row for row in result["rows"]}
    assert not rows["compiles_cleanly"]["passed"]
    reason = rows["compiles_cleanly"]["failures"][0]["reason"]
    assert "the build ran out of memory: it may use 400 MiB" in reason
    assert running("bomb_submission") == []  # no clang -cc1 outlives the build
    assert list((tmp_path / "tmp").iterdir()) == []  # no grader-* folder, no yahtzee-*.o


def stopped_class(tmp_path, number):
    """Start grading a class, send it a signal once its first submission is graded, and
    return (the grader's status, its stderr, the gradebook's rows)."""
    import csv

    folder = tmp_path / "class"
    for name in ("py_correct", "forker", "own_py_keep", "own_py_yn", "own_py_letters"):
        shutil.copytree(CLASS / name, folder / name)
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    grading = subprocess.Popen(
        [sys.executable, str(ROOT / "grader.py"), "--class", str(folder), "--out",
         str(tmp_path / "out"), "--jobs", "2", "--timeout", "3"],  # fmt: skip
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "TMPDIR": str(temporary)},
    )  # fmt: skip
    # The grader writes nothing until the class is done: wait for a session of the second
    # program to run, then stop it in the middle of grading.
    for _ in range(600):
        if running(f"{folder}/own_py") or grading.poll() is not None:
            break
        subprocess.run(["sleep", "0.05"])
    grading.send_signal(number)
    out, err = grading.communicate(timeout=60)
    with open(tmp_path / "out" / "gradebook.csv", encoding="utf-8-sig") as file:
        rows = list(csv.DictReader(file))
    assert list(temporary.iterdir()) == []  # every grader-* folder removed
    assert running(str(folder)) == []  # every program of the class ended
    return grading.returncode, out, err, rows


@pytest.mark.slow
@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_signal_to_a_class_ends_everything_and_writes_the_gradebook_of_what_was_graded(
    tmp_path, number
):
    status, out, err, rows = stopped_class(tmp_path, number)
    assert status == 128 + number and out == ""
    name = signal.Signals(number).name
    (line,) = err.splitlines()
    assert line.startswith(f"grader.py: stopped by {name} after {len(rows)} of 5 graded;")
    assert line.endswith("gradebook.csv holds those (partial).")
    assert len(rows) < 5  # nothing started after the signal was graded


def test_a_stop_whose_raise_was_lost_still_stops_a_class():
    # The handler's Stopped, raised where the main thread is, is dropped by Python where it
    # lands in a weakref's callback (as the server's Stop was in CI); the class's loop sees the
    # stop asked all the same, and raises it where it waits.
    from concurrent.futures import Future

    from grading import classes, limits

    limits.STOP_ASKED.set()
    try:
        with pytest.raises(limits.Stopped):
            next(classes.in_turn([Future()]))  # a submission that never ends
    finally:
        limits.STOP_ASKED.clear()


@pytest.mark.slow
@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_to_the_grading_of_one_program_ends_it_as_ctrl_c_does(tmp_path, number):
    # A grader stopped by SIGTERM died at once, its build folder left in /tmp (issue 35's
    # held-out grading, stopped by hand).
    source = tmp_path / "ann" / "yahtzee.c"
    source.parent.mkdir()
    shutil.copy(CLASS / "c_correct" / "yahtzee.c", source)
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    grading = subprocess.Popen(
        [sys.executable, str(ROOT / "grader.py"), "--timeout", "3", str(source)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "TMPDIR": str(temporary)},
    )  # fmt: skip
    for _ in range(1200):  # until the program built is played
        if running(f"{temporary}/grader-") or grading.poll() is not None:
            break
        subprocess.run(["sleep", "0.05"])
    grading.send_signal(number)
    out, err = grading.communicate(timeout=60)
    assert grading.returncode == 130
    assert err == "grader.py: interrupted; the program graded was stopped.\n"
    assert list(temporary.iterdir()) == []
    assert running(f"{temporary}/grader-") == []


ESCAPER = """
import os, sys
if os.fork() == 0:  # a child that leaves the session and drops the grader's variable
    os.setsid()
    os.execve("/bin/sleep", ["sleep", "307"], {})
print("no game here")
"""


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="Linux's /proc and prctl")
def test_a_child_that_leaves_its_session_and_sheds_its_variables_is_ended(tmp_path):
    program = tmp_path / "escaper.py"
    program.write_text(ESCAPER)
    done = subprocess.run([sys.executable, str(ROOT / "grader.py"), "--timeout", "2", "--",
                           sys.executable, str(program)], capture_output=True, text=True,
                          timeout=120)  # fmt: skip
    assert done.returncode == 2 and "ended before its first turn" in done.stderr
    left = running("sleep 307")
    for pid in left:
        os.kill(int(pid), signal.SIGKILL)
    assert left == []


# ------------------------------------------------------------------ links in a submission


def grade_folder(folder):
    """Grade one submission folder as a class grades it; return (report text, rows by name)."""
    from grading import classes, report

    (submission,) = [classes.submission_at(folder)]
    result = classes.grade_submission(submission, 3, 0, None)
    text = report.format_report(result["command"], result["rows"], result["learned"])
    return text, {row["name"]: row for row in result["rows"]}


@pytest.mark.slow
def test_a_link_that_leaves_a_c_submission_is_not_copied_and_the_report_says_so(tmp_path):
    # Issue 37 #7: a link to a folder outside was copied whole (117 MB, 11 s).
    from grading.links import copy_inside

    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "big.bin").write_bytes(b"\0" * (1 << 20))
    folder = tmp_path / "ann"
    folder.mkdir()
    shutil.copy(CLASS / "c_correct" / "yahtzee.c", folder / "yahtzee.c")
    (folder / "lib").symlink_to(outside)
    (folder / "notes.txt").symlink_to(outside / "big.bin")
    (folder / "inside.h").symlink_to(folder / "yahtzee.c")
    copy_inside(folder, tmp_path / "copy")
    assert sorted(path.name for path in (tmp_path / "copy").iterdir()) == ["inside.h", "yahtzee.c"]
    assert not (tmp_path / "copy" / "inside.h").is_symlink()  # a file inside: followed
    if CLANG is None:
        return
    text, rows = grade_folder(folder)
    first = text.splitlines()[0]
    said = f"(links not followed: lib -> {outside}, notes.txt -> {outside}/big.bin)"
    assert first.endswith(said)
    assert rows["compiles_cleanly"]["passed"] and rows["six_turns"]["passed"]


def test_a_submission_that_is_a_link_to_a_folder_elsewhere_is_that_folder(tmp_path):
    from grading.links import link_refusal, not_followed

    (tmp_path / "homes" / "carol").mkdir(parents=True)
    shutil.copy(CLASS / "py_correct" / "yahtzee.py", tmp_path / "homes" / "carol" / "yahtzee.py")
    (tmp_path / "class").mkdir()
    (tmp_path / "class" / "carol").symlink_to(tmp_path / "homes" / "carol")
    assert link_refusal(tmp_path / "class" / "carol") is None
    assert not_followed(tmp_path / "class" / "carol") == []
    (tmp_path / "class" / "up").symlink_to(tmp_path / "class")
    assert "link loop" in link_refusal(tmp_path / "class" / "up")


def test_a_program_that_is_a_link_out_of_its_submission_is_not_read(tmp_path):
    # Issue 37 #7: yahtzee.py -> /etc/passwd had its report quote root:x:0:0.
    secret = tmp_path / "secret.txt"
    secret.write_text("root:x:0:0:root:/root:/bin/bash\n" * 20)
    folder = tmp_path / "bob"
    folder.mkdir()
    (folder / "yahtzee.py").symlink_to(secret)
    text, rows = grade_folder(folder)
    assert "root:x" not in text
    reason = f"yahtzee.py is a link that leaves the submission (to {secret}): it is not followed"
    assert rows["six_turns"]["failures"][0]["reason"] == reason
    assert not rows["comments"]["tried"]


@pytest.mark.parametrize("links", [{"self": "."}, {"x": "y", "y": "x"}])
def test_a_link_loop_is_refused_in_one_line(tmp_path, links):
    # Issue 37 #7: self -> . scored 0/100 with a raw Python error.
    folder = tmp_path / "cy"
    folder.mkdir()
    shutil.copy(CLASS / "py_correct" / "yahtzee.py", folder / "yahtzee.py")
    for name, target in links.items():
        (folder / name).symlink_to(target)
    text, rows = grade_folder(folder)
    name, target = next(iter(links.items()))
    said = f"it holds a link loop ({name} -> {target}), so it is refused"
    assert rows["six_turns"]["failures"][0]["reason"] == said
    assert "Error" not in text and "Traceback" not in text


ESCAPES = "\x1b]0;PWNED\x07\x1b[2J\u202e"


@pytest.mark.slow
def test_escapes_a_program_prints_are_quoted_visibly_in_every_report(tmp_path):
    # Issue 37 #8: ESC]0;PWNED BEL ESC[2J reached NAME.txt, gradebook.csv and the terminal.
    folder = tmp_path / "class" / f"name{ESCAPES}"
    folder.mkdir(parents=True)
    (folder / "yahtzee.py").write_text(
        f'"""Prints escapes."""\n\nprint({ESCAPES!r} + "Turn 1 of 6")\nprint({ESCAPES!r})\n'
    )
    done = subprocess.run(
        [sys.executable, str(ROOT / "grader.py"), "--class", str(tmp_path / "class"),
         "--out", str(tmp_path / "out"), "--timeout", "2"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    written = [done.stdout, done.stderr]
    written += [path.read_text(encoding="utf-8-sig") for path in (tmp_path / "out").iterdir()]
    assert len(written) == 5  # the summary, the report, its JSON, the gradebook
    for text in written:
        assert not set(text) & {"\x1b", "\x07", "\u202e"}, text[:300]
    report = next((tmp_path / "out").glob("*.txt")).read_text()
    assert "\\x1b]0;PWNED\\x07\\x1b[2J\\u202e" in report


HANGS = r"""#include <stdio.h>
#include <unistd.h>

/* Shows a turn, then waits for ever. */
int main(void) {
    printf("Turn 1 of 6\nRoll 1: 1 2 3 4 5\n");
    fflush(stdout);
    for (;;) {
        pause();
    }
}
"""


@pytest.mark.skipif(
    CLANG is None or shutil.which("valgrind") is None, reason="needs clang and valgrind"
)
def test_a_program_that_hangs_under_valgrind_leaves_no_pipe_in_tmp(tmp_path):
    # Issue 37 #9: valgrind's gdbserver left /tmp/vgdb-pipe-* behind a killed program.
    import glob

    from grading import build

    folder = tmp_path / "hangs"
    folder.mkdir()
    (folder / "yahtzee.c").write_text(HANGS)
    subprocess.run([CLANG, "-g", "-o", str(tmp_path / "program"), str(folder / "yahtzee.c")],
                   check=True, timeout=120)  # fmt: skip
    pipes = os.path.join(tempfile.gettempdir(), "vgdb-pipe-*")
    before = set(glob.glob(pipes))
    checks = build.fault_builds(None, [], tmp_path, tmp_path / "program")
    assert [tool for tool, _ in checks] == ["valgrind"]
    build.memory_report(checks, 1, None)
    assert set(glob.glob(pipes)) <= before
    assert running(str(tmp_path / "program")) == []


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_a_class_built_with_gcc_says_so_in_each_report_its_json_and_the_summary(
    tmp_path, monkeypatch
):
    # Issue 37 #20: built with gcc where clang is missing, and only the report's line said so.
    import json

    from grading import build, classes

    monkeypatch.setattr(build, "c_compiler", lambda: "gcc")
    folder = tmp_path / "class" / "ann"
    folder.mkdir(parents=True)
    shutil.copy(CLASS / "c_correct" / "yahtzee.c", folder / "yahtzee.c")
    results = classes.grade_class(tmp_path / "class", tmp_path / "out", 1, 3, 0, None)
    report = json.loads((tmp_path / "out" / "ann.json").read_text())
    assert (
        report["output"].splitlines()[0]
        == "C built with gcc -g -Wall -Werror (clang is not here)."
    )
    assert "(C, built with gcc -g -Wall -Werror)" in (tmp_path / "out" / "ann.txt").read_text()
    assert classes.format_summary(results).endswith(" C was built with gcc: clang is not here.")


def test_every_session_of_a_program_graded_is_bounded_in_memory(tmp_path):
    # Issue 37: the sessions that play a student's program had no bound on its memory.
    from grading import checks, session

    limits = tmp_path / "limits.txt"
    program = tmp_path / "hog.py"
    program.write_text(
        "import resource\n"
        f"with open({str(limits)!r}, 'a') as file:\n"
        "    file.write(f'{resource.getrlimit(resource.RLIMIT_AS)[0]}\\n')\n"
        "try:\n"
        "    hog = bytearray(3 << 30)\n"
        "    print('Turn 1 of 6: it took 3 GiB')\n"
        "except MemoryError:\n"
        "    print('Turn 1 of 6: refused 3 GiB')\n"
    )
    with pytest.raises(checks.CannotStart, match="refused 3 GiB"):
        checks.grade([sys.executable, str(program)], timeout=2, games=0)
    assert set(limits.read_text().split()) == {str(session.SESSION_MEMORY)}
    one = session.Session(command=[sys.executable, str(program)], memory=session.SESSION_MEMORY)
    one.child.expect("Turn 1 of 6: (.*) 3 GiB")
    assert one.child.match.group(1) == "refused"
    one.close()


def test_a_screen_of_long_lines_reaches_the_readers_cut_to_its_ends(tmp_path):
    # A hostile line of 10,000 spaces kept each of the screen's readers for seconds per screen.
    from grading import screen, session

    program = tmp_path / "wide.py"
    program.write_text("print('Dice: 4 4 1 2 3' + ' ' * 10_000 + '<')\n"
                       "input('+ - ' * 5_000 + '> ')\n")  # fmt: skip
    one = session.Session(command=[sys.executable, str(program)], timeout=5)
    state, text = one.screen()
    one.close()
    assert state == "asks"
    assert max(len(line) for line in text.split("\n")) <= session.LINE_KEPT + 2
    assert screen.find_dice(text)[0] == [4, 4, 1, 2, 3]
    assert text.endswith("> ")
