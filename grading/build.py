"""C, built as the homework says, and the builds that catch what it forbids."""

import copy
import os
import re
import shutil
import sys
from collections import namedtuple
from pathlib import Path

from grading import screen as read
from grading.checks import Game, main_plan, reroll_all_plan
from grading.interface import Driver
from grading.limits import run_bounded
from grading.links import copy_inside
from grading.probes import OUT_OF_BOUNDS, UNSET_READ, run_probes
from grading.report import Report, result_row
from grading.session import SESSION_MEMORY, Session

# ------------------------------------------------------------------ C, built as the homework says
# The homework's Makefile: clang -g -Wall -Werror -o yahtzee yahtzee.c (gcc where clang is not).
# The games are played again on builds that catch what the homework forbids: reads and
# writes out of bounds and undefined behaviour (AddressSanitizer, UndefinedBehaviorSanitizer),
# and reads of uninitialised memory (valgrind, else clang's MemorySanitizer).

C_RUBRIC = {
    "compiles_cleanly": (10, "it compiles with -g -Wall -Werror: no warning, no error"),
    "memory_safe": (10, "no read out of bounds or of uninitialised memory, no UB"),
}
C_FLAGS = ["-g", "-Wall", "-Werror"]
ADDRESS = [
    "-g",
    "-fsanitize=address,undefined",
    "-fno-sanitize-recover=all",
    "-fno-omit-frame-pointer",
]
MEMORY = ["-g", "-fsanitize=memory", "-fno-omit-frame-pointer"]
BUILD_SECONDS = 120
BUILD_MEMORY = 2 << 30  # the address space a compiler may take: clang needs a few hundred MiB
QUOTED = 6  # lines of a compiler's or a sanitizer's output quoted in a report
# What each tool's report begins with, in a transcript.
REPORTS = {
    "AddressSanitizer": r"ERROR: AddressSanitizer",
    "UndefinedBehaviorSanitizer": r"runtime error:",
    "MemorySanitizer": r"WARNING: MemorySanitizer",
    "valgrind": r"==\d+== (Invalid (read|write)|Conditional jump|Use of uninitialised|Syscall)",
}
os.environ.setdefault(  # a pointer to a returned function's local is caught too
    "ASAN_OPTIONS",
    "detect_leaks=0:color=never:hard_rss_limit_mb=1024:detect_stack_use_after_return=1",
)
os.environ.setdefault("UBSAN_OPTIONS", "print_stacktrace=1:color=never")
os.environ.setdefault("MSAN_OPTIONS", "color=never:hard_rss_limit_mb=1024")

# A build: the command that plays, the compiler's verdict, and the builds that catch faults.
Build = namedtuple("Build", "command clean output checks how")


def c_compiler():
    """Return the C compiler to use: clang as the homework says, else gcc, else None."""
    return next((name for name in ("clang", "gcc", "cc") if shutil.which(name)), None)


def build_c(submission, work: Path) -> Build:
    """Build a C submission in work (never in the submission): as the homework, then checked."""
    source = copied_source(submission, work)
    sources = sorted(str(path) for path in source.glob("*.c"))
    compiler = c_compiler()
    if compiler is None and submission.kind != "make":
        return Build(None, False, "no C compiler: install clang (or gcc)", [], "no compiler")
    step, program, how = build_step(submission.kind, compiler, source, sources, work)
    clean, output = compile_with(step, work)
    output = built_output(output, work, compiler)
    clean = clean and not (how == "make" and "warning:" in output)  # make: no warning either
    how = built_as(compiler, sources, program, work, how)
    if not program.is_file():
        return Build(None, False, output or "the build made no program called yahtzee", [], how)
    checks = fault_builds(compiler, sources, work, program)
    return Build([str(program)], clean, output, checks, how)


def built_as(compiler, sources, program: Path, work: Path, how: str) -> str:
    """Return how the program to play was built: as the homework says, or, where its warnings
    alone stopped that build (the compiler's, or make's with the homework's Makefile), without
    -Werror (built so here), so that its warnings fail Compilation and its game is graded
    still."""
    if program.is_file() or compiler is None or not sources:
        return how
    flags = [flag for flag in C_FLAGS if flag != "-Werror"]
    built, _ = compile_with([compiler, *flags, "-o", str(program), *sources], work)
    return f"{how}; played as built without -Werror" if built and program.is_file() else how


def build_step(kind, compiler, source: Path, sources, work: Path) -> tuple:
    """Return (the build command, the program it makes, how it builds): make, or as the
    homework says.
    """
    if kind == "make":
        return ["make", "-C", str(source)], source / "yahtzee", "make"
    program = work / "yahtzee"
    return (
        [compiler, *C_FLAGS, "-o", str(program), *sources],
        program,
        f"{compiler} " + " ".join(C_FLAGS),
    )


def copied_source(submission, work: Path) -> Path:
    """Copy a C submission into work/src, and return that folder: a file goes in as yahtzee.c."""
    source = work / "src"
    if submission.path.is_dir():
        copy_inside(submission.path, source)  # links that leave it, or to folders: not followed
    else:
        source.mkdir()
        shutil.copy(submission.path, source / "yahtzee.c")
    return source


def built_output(output: str, work: Path, compiler) -> str:
    """Return what a build printed, its paths within the submission, saying which compiler."""
    output = within(output, work)
    if compiler not in (None, "clang"):
        output = f"(clang is not here: built with {compiler})\n{output}".strip()
    return output


def within(report: str, work: Path) -> str:
    """Return what a build or a tool printed with its paths inside the submission: its files
    (yahtzee.c:69:13, copied into work/src) and builds (asan+0x445bc), never the grader's work
    folder."""
    return report.replace(f"{work / 'src'}{os.sep}", "").replace(f"{work}{os.sep}", "")


def compile_with(command, work=None) -> tuple:
    """Run a build command; return whether it was clean (status 0) and what it printed.

    The build is bounded (BUILD_SECONDS, BUILD_MEMORY), and every process it started is ended
    with it; its temporary files go in work.
    """
    try:
        status, output = run_bounded(command, BUILD_SECONDS, BUILD_MEMORY, cwd=work)
    except OSError as error:
        return False, f"{' '.join(command)}: {error}"
    if status != 0 and re.search(r"out of memory|Allocation failed|Cannot allocate", output):
        output = f"the build ran out of memory: it may use {BUILD_MEMORY >> 20} MiB\n{output}"
    elif status == -9:
        output += (
            f"\nthe build was stopped: over {BUILD_SECONDS} s or {BUILD_MEMORY >> 20} MiB"
            " of memory"
        )
    return status == 0, output.strip()


# Python has no build, but compiling it says what it would refuse, and what it warns of.
PYTHON_COMPILE = """import sys
with open(sys.argv[1], "rb") as file:
    text = file.read()
try:
    compile(text, sys.argv[2], "exec")
except Exception as error:
    line = getattr(error, "lineno", None)
    print(f"{sys.argv[2]}{f':{line}' if line else ''}: {type(error).__name__}: {error}")
    sys.exit(1)
"""


def compile_python(path: Path, work: Path) -> dict:
    """Return the compiles_cleanly row of a Python program: compiled, warnings as errors."""
    command = [sys.executable, "-W", "error", "-c", PYTHON_COMPILE, str(path.resolve()), path.name]
    clean, output = compile_with(command, work)
    quoted = "\n".join(output.splitlines()[-QUOTED:])
    what = "python3 compiles it, warnings as errors: none"
    failures = [] if clean else [{"reason": f"python3 said:\n{quoted}"}]
    return result_row("compiles_cleanly", C_RUBRIC["compiles_cleanly"][0], what, failures)


def fault_builds(compiler, sources, work: Path, program: Path) -> list:
    """Return (tool, command) for each way to catch the faults the homework forbids."""
    checks = []
    if compiler in ("clang", "gcc") and sources:
        built, _ = compile_with([compiler, *ADDRESS, "-o", str(work / "asan"), *sources], work)
        if built:
            checks.append(
                ("AddressSanitizer and UndefinedBehaviorSanitizer", [str(work / "asan")])
            )
    if shutil.which("valgrind"):
        # --vgdb=no: no gdbserver, so no /tmp/vgdb-pipe-* left when a hung program is killed
        valgrind = ["valgrind", "-q", "--vgdb=no", "--error-exitcode=99", str(program)]
        checks.append(("valgrind", valgrind))
    elif compiler == "clang" and sources:
        built, _ = compile_with([compiler, *MEMORY, "-o", str(work / "msan"), *sources], work)
        if built:
            checks.append(("MemorySanitizer", [str(work / "msan")]))
    return checks


def memory_report(checks, timeout, contract, interface=None) -> tuple:
    """Play the main game on each fault-catching build; return (tools used, report or "").

    A program whose interface was learned is played through it (interface, else None).
    """
    for tool, command in checks:
        for text in fault_transcripts(tool, command, timeout, contract, interface):
            caught = fault_reported(text)
            if caught:
                return tool, caught
    return ", ".join(tool for tool, _ in checks) or "no tool", ""


def first_screens_report(checks, timeout, contract):
    """Show each fault-catching build's first screen alone, where no game could be played
    (its interface not learned); return (tool, report) for the first fault one reported
    there, or None. A fault in the first dice shown (a colour read past its table, that
    garbles the dice) is caught, where no wait for a question that cannot be answered is made.
    """
    for tool, command in checks:
        memory = SESSION_MEMORY if tool == "valgrind" else None
        session = Session(
            command=command, timeout=timeout * 3, contract=contract, memory=memory, home=True
        )
        try:
            session.screen()
        finally:
            session.close()
        caught = fault_reported(session.transcript)
        if caught:
            return tool, caught
    return None


def fault_reported(text: str) -> str:
    """Return the first fault a tool reported in a transcript, quoted from its first line.

    >>> fault_reported("Your dice: 1 2 3 4 5\\n==12==ERROR: AddressSanitizer: stack-buffer")
    'AddressSanitizer caught it:\\n==12==ERROR: AddressSanitizer: stack-buffer'
    >>> fault_reported("Final score: 12")
    ''
    """
    for name, pattern in REPORTS.items():
        found = re.search(pattern, text)
        if found:
            start = text.rfind("\n", 0, found.start()) + 1
            quoted = text[start:].strip().splitlines()[:QUOTED]
            return f"{name} caught it:\n" + "\n".join(quoted)
    return ""


def fault_transcripts(tool, command, timeout, contract, interface):
    """Yield the transcripts of a fault-catching build: its main game, the extra keys and the
    longest answers (see widest) of a learned interface, then the probes that reach out of
    bounds.

    A line of 1,000 characters overflows a buffer too short for it, which valgrind does not
    see on the stack, and a number out of range (a line 9) indexes past an array it was not
    checked against: so the sanitizers' build is given those probes too. valgrind's, slower,
    is given a word at the line prompt, where a number a scanf did not set may be read.
    """
    # A sanitizer's build reserves terabytes of address space: its own RSS limit bounds it.
    memory = SESSION_MEMORY if tool == "valgrind" else None
    sessions = []

    def start(learned=interface):
        session = Session(
            command=command, timeout=timeout * 3, contract=contract, memory=memory, home=True
        )
        sessions.append(session if learned is None else Driver(session, learned))
        return sessions[-1]

    Game(start(), Report(), main_plan).play()
    sessions[0].close()
    yield sessions[0].transcript
    if interface is not None:
        yield keys_pressed(start(), interface)
        yield enter_at_start(start())
    if interface is not None and tool != "valgrind":  # the longest answers, where they fit
        widest_game = start(widest(interface))
        widest_game.session.long_name = LONG_NAME  # and the longest name, where one is asked
        Game(widest_game, Report(), reroll_all_plan).play()
        sessions[-1].close()
        yield sessions[-1].transcript
    played = len(sessions)
    run_probes(start, Report(), UNSET_READ if tool == "valgrind" else OUT_OF_BOUNDS)
    yield from (session.transcript for session in sessions[played:])


LONG_NAME = "Maximiliana Alexandra Montgomery-Whitby"  # 39 characters: past a char name[16]


def widest(interface):
    """Return a learned interface whose answers of several dice are spaced (1 2 3 4 5, where
    12345 was learned), so that a game that re-rolls all five at every chance types the
    longest answer a player would: a buffer sized to shorter ones is seen to overflow."""
    wide = copy.deepcopy(interface)
    wide.separator = wide.separator or " "
    return wide


# The options of a question that end a game or its rolling, or save it: not pressed as extras.
ENDING = re.compile(r"\b(?:quit|exit|save|leave|score|stop|done|end)\b", re.IGNORECASE)


def keys_pressed(session, interface) -> str:
    """Play a session to its first question of the dice and press there, once each, the keys
    it offers that no move of the game types (u = undo, h = help: paths the games never
    take), so that the builds that catch faults walk them too; return its transcript."""
    try:
        kind = None
        while kind not in ("reroll", "end", "timeout"):
            kind = session.next_event()[0]
        for key in extra_keys(session.text, interface) if kind == "reroll" else ():
            session.session.send(key)
            if session.session.screen()[0] != "asks":
                break
    finally:
        session.close()
    return session.transcript


# A question before the game that offers Enter for nothing typed: a name, a seed.
ENTER_OFFERED = re.compile(
    r"\b(?:press|hit)\s+(?:enter|return)\b|\b(?:optional|skip|blank)\b|\benter to\b",
    re.IGNORECASE,
)
DEFAULT_SHOWN = re.compile(r"\[[^\[\]\d]{1,30}\]\W*$")  # [keep all]:, [Fours] (not [1-6])


def enter_at_start(session) -> str:
    """Press Enter at a first question that offers it (What's your name? (press Enter to
    skip); Keep which? [keep all]), and at the next ones while they do, where the games typed
    a word, so that the builds that catch faults walk the path of nothing typed (a default
    written into a string literal, a trim of an empty line); return the session's transcript."""
    raw = session.session
    try:
        state, text = raw.screen()
        for _ in range(ENTERS):
            if state != "asks" or not enter_offered(text):
                break
            raw.send("")
            state, text = raw.screen()
    finally:
        session.close()
    return session.transcript


ENTERS = 3  # the questions in a row at which Enter is pressed, each offering it


def enter_offered(text: str) -> bool:
    """Return whether a question offers Enter: before any dice (press Enter to skip), or by
    a default in brackets at its end (Keep which? [keep all]:), where Enter makes a move.

    >>> enter_offered("Dice: 1 2 3 4 5\\nKeep (positions, all, none) [keep all]: ")
    True
    >>> enter_offered("Dice: 1 2 3 4 5\\nKeep which? "), enter_offered("Name (Enter to skip)? ")
    (False, True)
    """
    unrolled = read.find_dice(text) is None and ENTER_OFFERED.search(text)
    return bool(unrolled or DEFAULT_SHOWN.search(read.question(text)))


def extra_keys(text, interface) -> list:
    """Return the letters a question offers as options that the learned moves do not type
    and that end neither the game nor its rolling (r = roll, s = score now, u = undo: u).

    >>> from grading.interface import Interface
    >>> learned = Interface()
    >>> learned.keep_all = "r"  # a hold editor's key that rolls the rest
    >>> extra_keys("r = roll, s = score now, u = undo, h = help [r]:", learned)
    ['u', 'h']
    """
    face = interface
    typed = {face.then, face.stop, face.keep_all, face.reroll_all, face.yes, face.no}
    typed |= {answer for pair in face.pairs.values() for answer in pair}
    options = read.options_listed(read.question(text))
    return [key for key, words in options if key.isalpha() and key not in typed
            and not ENDING.search(words)]  # fmt: skip
