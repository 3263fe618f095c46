"""Benchmarks: `make bench`. Standard library only; prints times, ratios and aims.

Start-up: the floor is the bare interpreter compiling yahtzee.py (a main script
is never cached as bytecode, so no one-file program can start faster). Runs
alternate, so a noisy machine slows every command alike; medians are compared.

The advisor: the first hint of a game, the simulations, and peak memory.

Statistics: the acceptance figures that are averages over many games (optimal play
against its exact expectation, the heuristic against greedy and against 230 on the
full card). They are measured here, not in `make test`: exact checks stay there.
"""

import json
import os
import random
import statistics
import subprocess
import sys
import time
import urllib.request
from functools import partial
from pathlib import Path

try:
    import resource
except ImportError:  # Windows: no peak memory
    resource = None

ROOT = Path(__file__).resolve().parent.parent
GAME = str(ROOT / "yahtzee.py")
RUNS = 21
AIM = 1.3
ANSWERS = "\n".join(["all", "keep 1", "1", "", "2", "", "3", "", "4", "", "5", ""]) + "\n"

COMPILE = f"compile(open({GAME!r}).read(), {GAME!r}, 'exec')"


def start_commands(python) -> dict:
    """Return the start-up commands under an interpreter, each with its standard input.

    The second is the floor with the two modules any game here must import (random for the
    dice, signal to end quietly on SIGTERM): what is left of the aim past it is the game's.
    """
    return {
        "floor: compile yahtzee.py": ([python, "-c", COMPILE], ""),
        "floor + import random, signal": ([python, "-c", f"import random, signal; {COMPILE}"], ""),
        "yahtzee.py --help": ([python, GAME, "--help"], ""),
        "a piped game, --no-review": ([python, GAME, "--seed", "1", "--no-review"], ANSWERS),
        "a piped game with its review": ([python, GAME, "--seed", "1"], ANSWERS),
    }


# A student's Python keeps the modules' bytecode (__pycache__): the runs do too, after one
# run each to write it, whatever PYTHONDONTWRITEBYTECODE says here.
ORDINARY = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def time_once(command, stdin):
    """Return the seconds one run of command takes."""
    start = time.perf_counter()
    subprocess.run(command, input=stdin, capture_output=True, text=True, check=True, env=ORDINARY)
    return time.perf_counter() - start


def start_up():
    """Time start-up under make bench's interpreter and, where it is a venv's, its base one.

    A venv's reads no .pth file of its base's site-packages, so it may start faster (here the
    base imports certifi at every start, a .pth of the sandbox): every ratio to the floor is
    larger under it, and a student's interpreter, with no such .pth, starts as it does.
    """
    start_up_with(sys.executable, "this interpreter (make bench's)")
    base = getattr(sys, "_base_executable", sys.executable)
    if sys.prefix != sys.base_prefix:  # a venv's: its base's own start reads the base's site
        start_up_with(base, f"the base interpreter ({base})")


def start_up_with(python, which):
    """Time every command, alternating, and print medians and ratios to the floor.

    A ratio is the median of each round's own ratio to the floor timed in that round, so
    that a machine slowed for a while (other work on it) slows both sides of a ratio alike.
    """
    commands = start_commands(python)
    times = {name: [] for name in commands}
    for command, stdin in commands.values():
        time_once(command, stdin)  # writes the modules' bytecode
    for _ in range(RUNS):
        for name, (command, stdin) in commands.items():
            times[name].append(time_once(command, stdin))
    floors = times["floor: compile yahtzee.py"]
    print(f"Start-up under {which}:")
    print(f"{RUNS} alternating runs each, median wall time and ratio to the floor, the middle")
    print(f"half of the ratios in brackets (aim: within {AIM}x of the floor)")
    for name, runs in times.items():
        ratios = [run / floor for run, floor in zip(runs, floors)]
        ratio, (low, _, high) = statistics.median(ratios), statistics.quantiles(ratios)
        verdict = "" if name.startswith("floor") else ("  ok" if ratio <= AIM else "  over")
        spread = "" if runs is floors else f"  [{low:.2f}-{high:.2f}]"
        median = statistics.median(runs) * 1000
        print(f"  {name:<30} {median:7.1f} ms  {ratio:5.2f}x{verdict}{spread}")


FIRST_HINT = """
import time, advisor, yahtzee
start = time.perf_counter()
advisor.reroll_hint(yahtzee.new_game(yahtzee.RULE_SETS[{key!r}]), [1, 2, 3, 4, 6], 1)
print(time.perf_counter() - start)
"""


def first_hint(key):
    """Return the median seconds the first hint of a game takes, in a fresh interpreter."""
    code = FIRST_HINT.format(key=key)
    runs = [
        float(
            subprocess.run(
                [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
            ).stdout
        )
        for _ in range(5)
    ]
    return statistics.median(runs)


def simulation(*args):
    """Return (seconds, mean) of one --simulate run."""
    start = time.perf_counter()
    result = subprocess.run(
        [sys.executable, GAME, *args], capture_output=True, text=True, check=True
    )
    mean = float(result.stdout.split("Mean: ")[1].split()[0])
    return time.perf_counter() - start, mean


def verdict(value, aim):
    return "ok" if value <= aim else "over"


def advisor():
    """Time the advisor against the aims of issue 5 and print peak memory."""
    print("the advisor (aims: first hint 0.5 s; simulations 10 s and 60 s; memory 100 MB)")
    for key in ("homework", "yahtzee"):
        seconds = first_hint(key)
        label = f"first {key} hint"
        print(f"  {label:<25} {seconds * 1000:7.0f} ms  {verdict(seconds, 0.5)}")
    for args, aim in (
        (["--simulate", "10000", "--seed", "1"], 10),
        (["--full", "--simulate", "1000", "--seed", "1"], 60),
    ):
        seconds, mean = simulation(*args)
        label = " ".join(args[:-2])
        print(f"  {label:<25} {seconds:7.1f} s  mean {mean:.2f}  {verdict(seconds, aim)}")
    if resource is not None:
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"  peak memory of any run    {peak:7.1f} MB  {verdict(peak, 100)}")


def mean_and_error(scores):
    """Return the mean of the scores and its standard error."""
    average = statistics.fmean(scores)
    return average, statistics.stdev(scores) / len(scores) ** 0.5


def statistics_report():
    """Print the averages the advisor reaches over many games, against their aims."""
    sys.path.insert(0, str(ROOT))
    import advisor
    import yahtzee as y

    print("the advisor's averages (seeded, so each run prints the same figures)")
    optimal, optimal_error = mean_and_error(play(y, "homework", "optimal", 3000, 11))
    expected = advisor.best_advisor(y.HOMEWORK).expected_score(y.new_game(y.HOMEWORK))
    ok = abs(optimal - expected) < 3 * optimal_error
    print(f"  homework optimal, 3000 games {optimal:7.2f}  exact {expected:.2f}  {verdict_of(ok)}")
    for key, games, aim in (("yahtzee", 1000, 230), ("yacht", 300, None), ("yatzy", 300, None)):
        heuristic, error = mean_and_error(play(y, key, "optimal", games, 230))
        greedy, greedy_error = mean_and_error(play(y, key, "greedy", games, 230))
        ok = heuristic - greedy > 3 * (error + greedy_error) and (aim is None or heuristic >= aim)
        against = f"  aim {aim}" if aim else ""
        print(
            f"  {key:<8} heuristic, {games} games {heuristic:7.2f}  greedy {greedy:.2f}"
            f"{against}  {verdict_of(ok)}"
        )


def paired_report():
    """Print optimal against greedy on the same dice, with the paired and unpaired errors."""
    sys.path.insert(0, str(ROOT))
    import autoplay
    import yahtzee as y

    print("optimal against greedy on the same dice (--simulate 2000 --strategy optimal,greedy)")
    scores = autoplay.simulate_paired(y.HOMEWORK, ("optimal", "greedy"), 2000, random.Random(1))
    for line in autoplay.format_comparison(scores).splitlines():
        print(f"  {line}")
    optimal, greedy = scores["optimal"], scores["greedy"]
    paired = autoplay.spread([a - b for a, b in zip(optimal, greedy)])
    unpaired = (autoplay.spread(optimal) ** 2 + autoplay.spread(greedy) ** 2) ** 0.5
    print(f"  the paired standard error is {paired / unpaired:.3f} of the unpaired one")


def play(y, key, strategy, games, seed):
    """Return the final scores of games of one rule set played by a strategy."""
    import advisor
    import autoplay

    rules = y.RULE_SETS[key]
    return autoplay.simulate(
        rules, advisor.make_player(rules, strategy), games, y.random_die(random.Random(seed))
    )


def verdict_of(ok):
    return "ok" if ok else "missed"


def request(url, path, body=None, token=None):
    """Send one request on a connection of its own; return the JSON answer."""
    data = None if body is None else json.dumps(body).encode()
    call = urllib.request.Request(url + path, data=data, method="POST" if data else "GET")
    if token:
        call.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(call, timeout=10) as answer:
        return json.loads(answer.read())


def full_game_over_http(url):
    """Play a whole --full game, a request per command; return its seconds and final score."""
    start = time.perf_counter()
    token = request(url, "api/new", {"rules": "yahtzee", "seed": 1})["game"]
    state = {"status": "playing"}
    while state["status"] == "playing":
        request(url, "api/act", {"command": "roll"}, token)
        request(url, "api/act", {"command": "roll keep 1 2"}, token)
        state = request(url, "api/state", token=token)
        line = max(state["potential"], key=state["potential"].get)
        state = request(url, "api/act", {"command": f"score {line}"}, token)
    return time.perf_counter() - start, state["score"]


def api():
    """Time the HTTP API against the aims of issue 10."""
    server = subprocess.Popen(
        [sys.executable, GAME, "--serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    url = server.stdout.readline().split()[-1]
    try:
        games = [full_game_over_http(url) for _ in range(5)]
        seconds = statistics.median(game[0] for game in games)
        start, count = time.perf_counter(), 500
        for _ in range(count):
            request(url, "api/rules")
        rate = count / (time.perf_counter() - start)
    finally:
        server.terminate()
        server.wait()
    print("the HTTP API (aim: a whole --full game under 0.5 s, a connection per request)")
    print(f"  a whole --full game, 53 requests  {seconds * 1000:7.0f} ms  {verdict(seconds, 0.5)}")
    print(f"  GET /api/rules, one by one        {rate:7.0f} requests/s")


def solve_and_simulate(key, games=2000):
    """Solve a rule set into a folder of its own; return seconds, optimum, mean and its error."""
    import os
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "XDG_CACHE_HOME": folder}
        run = partial(subprocess.run, capture_output=True, text=True, check=True, env=env)
        start = time.perf_counter()
        solved = run([sys.executable, GAME, "--rules", key, "--solve"])
        seconds = time.perf_counter() - start
        optimum = float(solved.stdout.split()[-1])
        lines = run(
            [sys.executable, GAME, "--rules", key, "--simulate", str(games), "--seed", "1"]
        )
        summary = dict(line.split(": ") for line in lines.stdout.splitlines()[1:6])
    error = float(summary["Std dev"]) / games**0.5
    return seconds, optimum, float(summary["Mean"]), error


def solves():
    """Time each --solve and check the simulated mean against the optimum it computes."""
    print("the exact solver (aims: yacht 10 s, yahtzee 60 s, yatzy 180 s; mean within 3 SE)")
    for key, aim in (("yacht", 10), ("yahtzee", 60), ("yatzy", 180)):
        seconds, optimum, mean, error = solve_and_simulate(key)
        near = abs(mean - optimum) < 3 * error
        print(
            f"  {key:<8} solved in {seconds:6.1f} s {verdict(seconds, aim)};"
            f" optimum {optimum:.2f},"
            f" 2000 games {mean:.2f} +- {error:.2f} {'ok' if near else 'off'}"
        )
    if resource is not None:  # the largest process yet: a solve's parent or one of its workers
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"  peak memory of any run {peak:7.1f} MB  {verdict(peak, 300)}")


# The vectorised solve (fastsolve.py, issue 41) against the standard-library one and against
# yatzy-solver, the Rust peer, each a fresh process in the same run: a table made from nothing.
PEER = {"yahtzee": "american", "yatzy": "yatzy-scandinavian"}
PEER_SOLVE = "import sys, yatzy_solver as ys; ys.Solver.build(ys.Variant(sys.argv[1]))"
PEER_HINT = """import sys, yatzy_solver as ys
solver = ys.Solver.load(sys.argv[2], ys.Variant(sys.argv[1]))
solver.best_options("dice 1 3 3 5 6 | rolls 2 | upper 0 | filled -")"""
NO_NUMPY = "raise ImportError('hidden by the benchmark: the standard-library solve')\n"


def peer_ready() -> bool:
    """Return whether yatzy-solver imports, installing its wheel where it can."""
    probe = [sys.executable, "-c", "import yatzy_solver"]
    if subprocess.run(probe, capture_output=True).returncode == 0:
        return True
    install = [sys.executable, "-m", "pip", "install", "--quiet", "yatzy-solver"]
    subprocess.run(install, capture_output=True)
    return subprocess.run(probe, capture_output=True).returncode == 0


def timed(command, env=None, given="") -> float:
    """Return the seconds a command takes, checked."""
    start = time.perf_counter()
    subprocess.run(command, env=env, input=given, text=True, check=True, capture_output=True)
    return time.perf_counter() - start


def numpy_race():
    """Time each solve of the full card and Yatzy, and the first exact hint, beside the peer's."""
    import tempfile

    print(
        f"the vectorised solve (numpy) against the standard library's and yatzy-solver's, on"
        f" {os.cpu_count()} cores (aims: within 1.5x of the peer, 8x the standard library)"
    )
    peer = peer_ready()
    if not peer:
        print("  yatzy-solver could not be installed here (pip install yatzy-solver): no peer")
    with tempfile.TemporaryDirectory() as folder:
        hidden = Path(folder) / "hidden"
        hidden.mkdir()
        (hidden / "numpy.py").write_text(NO_NUMPY)
        for key in ("yahtzee", "yatzy"):
            solve = [sys.executable, GAME, "--rules", key, "--solve"]
            env = {**os.environ, "XDG_CACHE_HOME": folder}
            fast = timed(solve, env)
            plain = timed(solve, {**env, "PYTHONPATH": str(hidden), "XDG_CACHE_HOME": str(hidden)})
            line = f"  {key:<8} numpy {fast:6.1f} s  standard library {plain:6.1f} s"
            line += f" ({plain / fast:4.1f}x)"
            if peer:
                theirs = timed([sys.executable, "-c", PEER_SOLVE, PEER[key]])
                line += f"  peer {theirs:5.1f} s ({fast / theirs:4.2f}x the peer's)"
            print(line, verdict_of(plain / fast >= 8 and (not peer or fast / theirs <= 1.5)))
        first_hints(folder, peer)


def first_hints(folder, peer) -> None:
    """Time a fresh --full game's first exact hint, its table on disk, beside the peer's
    load-and-ask; each the median of eleven runs taken in turn, less the bare interpreter's
    start, with bytecode kept (as a player's Python keeps it) after a first run of each."""
    env = {**os.environ, "XDG_CACHE_HOME": folder}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    commands = {
        "bare": ([sys.executable, "-c", "pass"], ""),
        "ours": ([sys.executable, GAME, "--full", "--seed", "1", "--no-review"], "hint\nq\n"),
        "start": ([sys.executable, GAME, "--full", "--seed", "1", "--no-review"], "q\n"),
    }
    if peer:
        path = str(Path(folder) / "american.table")
        subprocess.run([sys.executable, "-c", "import sys, yatzy_solver as ys; "
                        "ys.Solver.build_table(ys.Variant('american'), sys.argv[1])", path],
                       check=True, capture_output=True)  # fmt: skip
        commands["peer"] = ([sys.executable, "-c", PEER_HINT, "american", path], "")
    times = {name: [] for name in commands}
    for run in range(12):
        for name, (command, given) in commands.items():
            took = timed(command, env, given)
            if run:  # the first run of each writes its bytecode
                times[name].append(took)
    bare = statistics.median(times["bare"])
    ours = statistics.median(times["ours"]) - bare
    asked = ours - (statistics.median(times["start"]) - bare)  # the hint's own part
    line = f"  first exact hint of a fresh --full game {ours:5.3f} s (the hint itself"
    line += f" {asked:5.3f} s)"
    if peer:
        theirs = statistics.median(times["peer"]) - bare
        line += f", the peer's load-and-ask {theirs:5.3f} s ({ours / theirs:4.2f}x"
        line += f", the hint itself {asked / theirs:4.2f}x)"
    print(line)


# The last commit before the solver of issue 17: its --solve is the one to beat, 2.2 times.
OLD_SOLVER = "1ba6229"


def time_solve(game, key):
    """Return the seconds one --solve of a rule set takes, its table in a folder of its own."""
    import os
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "XDG_CACHE_HOME": folder}
        start = time.perf_counter()
        subprocess.run([sys.executable, game, "--rules", key, "--solve"], env=env, check=True,
                       capture_output=True)  # fmt: skip
        return time.perf_counter() - start


def solver_race():
    """Time the old solver's --solve and the new one's, one after the other, for two cards."""
    import os
    import tempfile

    print(f"the solver against commit {OLD_SOLVER}'s, on {os.cpu_count()} cores (aim: 2.2x)")
    with tempfile.TemporaryDirectory() as folder:
        old = Path(folder) / "yahtzee.py"
        shown = subprocess.run(
            ["git", "show", f"{OLD_SOLVER}:yahtzee.py"], cwd=ROOT, capture_output=True
        )
        if shown.returncode:
            print("  the old solver's commit is not in this clone: nothing to compare")
            return
        old.write_bytes(shown.stdout)
        for key in ("yahtzee", "yatzy"):
            before, after = time_solve(str(old), key), time_solve(GAME, key)
            ratio = before / after
            print(
                f"  {key:<8} old {before:6.1f} s  new {after:6.1f} s  {ratio:4.2f}x"
                f"  {'ok' if ratio >= 2.2 else 'under'}"
            )


# The last commit whose tables were 64-bit floats and whose solver laid out its upper steps
# slowly: the compact tables of issue 28 are measured against it.
OLD_TABLES = "e3f67c7"
READY = """
import sys, time
sys.path.insert(0, sys.argv[1])
import advisor, yahtzee
start = time.perf_counter()
assert not advisor.best_advisor(yahtzee.RULE_SETS[sys.argv[2]]).heuristic
print(time.perf_counter() - start)
"""


def solve_peak_pss(tree, key, env) -> float:
    """Solve a rule set with the code in tree; return the peak PSS in MB, workers included."""
    command = [sys.executable, f"{tree}/yahtzee.py", "--rules", key, "--solve"]
    solving = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    peak = 0
    while solving.poll() is None:
        peak = max(peak, sum(pss_kb(pid) for pid in process_tree(solving.pid)))
        time.sleep(0.2)
    return peak / 1024


def process_tree(root) -> list:
    """Return a process and its descendants (Linux's /proc)."""
    children = {}
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo += children.get(pid, [])
    return found


def pss_kb(pid) -> int:
    """Return a process's proportional set size in KB (0 once it has gone)."""
    try:
        lines = Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
    except OSError:
        return 0
    return next((int(line.split()[1]) for line in lines if line.startswith("Pss:")), 0)


def tables():
    """Print the full card's table: its bytes, the time to exact advice, a solve's peak PSS."""
    import os
    import tempfile

    if not Path("/proc/self/smaps_rollup").exists():
        print("the tables: no /proc here to measure a solve's memory")
        return
    print(f"the full card's table, before (commit {OLD_TABLES}) and now (aims: 55%, 1/3, 60%)")
    with tempfile.TemporaryDirectory() as folder:
        old = Path(folder) / "old"
        old.mkdir()
        archive = subprocess.run(["git", "archive", OLD_TABLES], cwd=ROOT, capture_output=True)
        if archive.returncode:
            print("  the old commit is not in this clone: nothing to compare")
            return
        subprocess.run(["tar", "-x", "-C", str(old)], input=archive.stdout, check=True)
        figures = {}
        for name, tree in (("before", str(old)), ("now", str(ROOT))):
            env = {**os.environ, "XDG_CACHE_HOME": str(Path(folder) / name)}
            peak = solve_peak_pss(tree, "yahtzee", env)
            size = (Path(folder) / name / "yahtzee" / "yahtzee.table").stat().st_size
            ready = statistics.median(
                float(
                    subprocess.run(
                        [sys.executable, "-c", READY, tree, "yahtzee"],
                        env=env,
                        capture_output=True,
                        text=True,
                        check=True,
                    ).stdout
                )  # fmt: skip
                for _ in range(5)
            )
            figures[name] = (size, ready, peak)
            print(f"  {name:<7} {size / 1e6:5.2f} MB on disk, exact advice ready in"
                  f" {ready * 1000:5.0f} ms, a solve's peak PSS {peak:6.1f} MB")  # fmt: skip
        ratios = [now / before for now, before in zip(figures["now"], figures["before"])]
        marks = [ratio <= aim for ratio, aim in zip(ratios, (0.55, 1 / 3, 0.6))]
        shown = ", ".join(
            f"{ratio:.2f} {'ok' if ok else 'over'}" for ratio, ok in zip(ratios, marks)
        )
        print(f"  now / before: {shown}")


def class_grading():
    """Time the grader over this repository's class (tests/class/), C builds and checks too."""
    import tempfile

    grader = ROOT / "grader.py"
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        graded = subprocess.run(
            [sys.executable, str(grader), "--class", str(ROOT / "tests" / "class"), "--out",
             folder, "--timeout", "3"], capture_output=True, text=True,
        )  # fmt: skip
        seconds = time.perf_counter() - start
    print("grading tests/class/ (the grading guide gives the figure)")
    summary = graded.stdout.splitlines()[0] if graded.stdout else graded.stderr.strip()
    print(f"  {seconds:5.1f} s  {verdict(seconds, 180)}  {summary[:60]}")


def one_grading(program) -> float:
    """Return the seconds the grader takes over one program, as an instructor runs it."""
    start = time.perf_counter()
    subprocess.run([sys.executable, str(ROOT / "grader.py"), "--timeout", "3", "--", *program],
                   capture_output=True, text=True)  # fmt: skip
    return time.perf_counter() - start


def contract_against_learned():
    """Time the grader on a program of the contract and on programs whose interface it learns.

    The aims: the contract path no slower than before learning existed (about 2.5 s for
    tests/student.py here), and a learned one within 30 s.
    """
    print("grading one program: the contract, and an interface learned (aim: within 30 s)")
    rows = [("contract: tests/student.py", [sys.executable, str(ROOT / "tests" / "student.py")])]
    for name in ("own_py_keep", "own_py_yn", "own_py_how_many"):
        rows.append(
            (f"learned: {name}", [sys.executable, str(ROOT / "tests/class" / name / "yahtzee.py")])
        )
    for name, program in rows:
        seconds = statistics.median(one_grading(program) for _ in range(3))
        print(f"  {name:<30} {seconds:5.2f} s  {verdict(seconds, 30)}")


if __name__ == "__main__":
    start_up()
    advisor()
    api()
    class_grading()
    contract_against_learned()
    statistics_report()
    paired_report()
    tables()
    solves()
    solver_race()
    numpy_race()
