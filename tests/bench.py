"""Benchmark start-up: `make bench`. Standard library only; prints times and ratios.

The floor is the bare interpreter compiling yahtzee.py: a main script is never
cached as bytecode, so no one-file program can start faster. Runs alternate,
so a noisy machine slows every command alike; the median of each is compared.
"""

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = str(ROOT / "yahtzee.py")
RUNS = 21
AIM = 1.15
ANSWERS = "\n".join(["all", "keep 1", "1", "", "2", "", "3", "", "4", "", "5", ""]) + "\n"

COMMANDS = {
    "floor: compile yahtzee.py": (
        [sys.executable, "-c", f"compile(open({GAME!r}).read(), {GAME!r}, 'exec')"],
        "",
    ),
    "yahtzee.py --help": ([sys.executable, GAME, "--help"], ""),
    "a whole piped game": ([sys.executable, GAME, "--seed", "1"], ANSWERS),
}


def time_once(command, stdin):
    """Return the seconds one run of command takes."""
    start = time.perf_counter()
    subprocess.run(command, input=stdin, capture_output=True, text=True, check=True)
    return time.perf_counter() - start


def main():
    """Time every command, alternating, and print medians and ratios to the floor."""
    times = {name: [] for name in COMMANDS}
    for _ in range(RUNS):
        for name, (command, stdin) in COMMANDS.items():
            times[name].append(time_once(command, stdin))
    medians = {name: statistics.median(runs) for name, runs in times.items()}
    floor = medians["floor: compile yahtzee.py"]
    print(f"{RUNS} alternating runs each, median wall time (aim: within {AIM}x of the floor)")
    for name, median in medians.items():
        ratio = median / floor
        verdict = "" if name.startswith("floor") else ("  ok" if ratio <= AIM else "  over")
        print(f"  {name:<28} {median * 1000:7.1f} ms  {ratio:5.2f}x{verdict}")


if __name__ == "__main__":
    main()
