"""The lesson in function decomposition: starter code, exercises a student checks alone, and a
handout of Part 1's functions, each made from yahtzee.py as it is, so none of them drifts.

    python3 lesson.py starter [--keep NAME ...] [--out FILE]   # Part 1, its bodies to write
    python3 lesson.py check N [FILE]        # exercise N (1-6), on a student's file (starter.py)
    python3 lesson.py handout               # Part 1's functions: purpose, inputs, output, example
    python3 lesson.py features              # the Python that Part 1 assumes, each with its line

The starter is Part 1 of yahtzee.py with every function's signature, docstring and doctests
kept and its body replaced by `raise NotImplementedError`, but for those kept (--keep, and
those Part 1 calls as it loads, such as upper_lines), and a last line that plays the game.
An exercise's check runs the doctests of the functions it asks for, in the student's file, and
its own checks of those without doctests (the prompts, the turn, the game), with scripted
dice and answers; each function is said ok, not written yet, or wrong, with the first reason.
"""

import argparse
import ast
import doctest
import importlib.util
import io
import re
import sys
from collections import namedtuple
from contextlib import redirect_stdout
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAME = HERE / "yahtzee.py"
STUB = "raise NotImplementedError"
# The starter's last lines: the homework game, its dice seeded by --seed N where given.
MAIN = """


if __name__ == "__main__":
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv[:-1] else None
    player = Player(prompt_reroll, choose_line)
    sys.exit(play_game(HOMEWORK, random_die(random.Random(seed)), player))
"""

Exercise = namedtuple("Exercise", "title functions check")


# ------------------------------------------------------------------ Part 1, read from the game


def part_one(source: str) -> str:
    """Return the source up to the end of Part 1: its imports, constants and Part 1 itself."""
    banner = source.index("# Part 2:")
    return source[: source.rindex("\n# ====", 0, banner) + 1].rstrip() + "\n"


def functions_of(tree) -> list:
    """Return (qualified name, function node) for each function and method of a module."""
    found = []
    for node in tree.body:
        members = node.body if isinstance(node, ast.ClassDef) else [node]
        prefix = f"{node.name}." if isinstance(node, ast.ClassDef) else ""
        found += [(prefix + item.name, item) for item in members
                  if isinstance(item, ast.FunctionDef)]  # fmt: skip
    return found


def loaded_with(tree) -> set:
    """Return the names of the functions a module calls as it loads (outside any function)."""
    called = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            continue
        called |= {call.func.id for call in ast.walk(node)
                   if isinstance(call, ast.Call) and isinstance(call.func, ast.Name)}  # fmt: skip
    return called


def body_lines(function: ast.FunctionDef) -> tuple:
    """Return (first, last) line of a function's body after its docstring (1-based)."""
    body = function.body[1:] if ast.get_docstring(function) else function.body
    return body[0].lineno, body[-1].end_lineno


# ------------------------------------------------------------------ the starter


def starter(source: str, keep=()) -> str:
    """Return Part 1 of source as starter code: each body a stub, but for those kept."""
    text = part_one(source)
    tree = ast.parse(text)
    kept = set(keep) | loaded_with(tree)
    lines = text.splitlines()
    stubbed = [(name, node) for name, node in functions_of(tree) if name not in kept]
    for _, node in sorted(stubbed, key=lambda found: -found[1].lineno):
        first, last = body_lines(node)
        indent = " " * (node.col_offset + 4)
        lines[first - 1 : last] = [indent + STUB]
    made = "python3 lesson.py starter" + "".join(f" --keep {name}" for name in keep)
    head = [
        '"""Starter code: the homework game of yahtzee.py, its functions to write.',
        "",
        f"Made by {made}. Each docstring says what its function does;",
        "python3 lesson.py check N starter.py checks exercise N (docs/teaching.md lists them).",
        '"""',
    ]
    body = "\n".join(head + lines[tree.body[0].end_lineno :])
    return body + MAIN


def filled(stubbed: str, source: str) -> str:
    """Return starter code with each stub's body written back from source (the answer key)."""
    given = dict(functions_of(ast.parse(source)))
    lines, answers = stubbed.splitlines(), source.splitlines()
    for name, node in sorted(functions_of(ast.parse(stubbed)), key=lambda f: -f[1].lineno):
        first, last = body_lines(node)
        if name in given and lines[first - 1].strip() == STUB and first == last:
            start, end = body_lines(given[name])
            lines[first - 1 : last] = answers[start - 1 : end]
    return "\n".join(lines) + "\n"


def used_imports(text: str) -> str:
    """Return a module's source without the imports its code never names.

    >>> print(used_imports("import os\\nimport sys\\nfrom re import match, sub\\nsys.exit(sub)"))
    import sys
    from re import sub
    sys.exit(sub)
    """
    lines = text.splitlines()
    code = "\n".join(line for line in lines if not line.startswith(("import ", "from ")))
    kept = [used_names(line, code) for line in lines]
    return "\n".join(line for line in kept if line is not None) + "\n" * text.endswith("\n")


def used_names(line: str, code: str):
    """Return a line, an import cut to the names code uses (None where it uses none of them)."""
    imported = re.fullmatch(r"(import |from \S+ import )(.+)", line)
    if not imported:
        return line
    names = [name for name in imported[2].split(", ") if re.search(rf"\b{name}\b", code)]
    return imported[1] + ", ".join(names) if names else None


# ------------------------------------------------------------------ the exercises' checks


def load(path: Path):
    """Return a student's file loaded as a module of its own (its main does not run)."""
    spec = importlib.util.spec_from_file_location(f"student_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # namedtuples and dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def doctests_of(module, name: str) -> str:
    """Run the doctests of one function of a module; return "" or the first failure's words."""
    found = module
    for part in name.split("."):
        found = getattr(found, part, None)
    if found is None:
        return f"{name} is not defined"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    said = io.StringIO()
    for test in doctest.DocTestFinder(recurse=False).find(found, name, globs=vars(module)):
        runner.run(test, out=said.write)
    return first_failure(said.getvalue())


def first_failure(report: str) -> str:
    """Return a doctest report's first failure in a line: the example, what came instead.

    >>> first_failure("Failed example:\\n    f(1)\\nExpected:\\n    2\\nGot:\\n    3\\n")
    'f(1) gave 3, not 2'
    >>> first_failure("Failed example:\\n    f(1)\\nException raised:\\n  ...\\n"
    ...               "    NotImplementedError\\n"), first_failure("")
    ('not written yet (NotImplementedError)', '')
    """
    if not report:
        return ""
    if "NotImplementedError" in report:
        return "not written yet (NotImplementedError)"
    example = re.search(r"Failed example:\n\s+(.*)", report)
    expected = re.search(r"Expected:\n\s+(.*)\nGot:\n\s+(.*)", report)
    if example and expected:
        return f"{example[1]} gave {expected[2]}, not {expected[1]}"
    raised = re.findall(r"^\s*(\w+(?:Error|Exception)\b.*)$", report, flags=re.MULTILINE)
    return f"{example[1] if example else 'an example'} raised {raised[-1] if raised else '?'}"


def scripted(*answers):
    """Return ask, answering each question with the next answer (EOFError after the last),
    and the list of the questions asked."""
    queue, asked = list(answers), []

    def ask(question):
        asked.append(question)
        if not queue:
            raise EOFError
        return queue.pop(0)

    return ask, asked


def check_reroll_prompt(module) -> str:
    """The re-roll prompt refuses 7, shows help, and takes 1 3: (1, 3), after three questions."""
    ask, asked = scripted("7", "help", "1 3")
    said = []
    game = module.new_game(module.HOMEWORK)
    got = module.prompt_reroll(game, [1, 2, 3, 4, 5], 1, ask=ask, say=said.append)
    if got != (1, 3) or len(asked) != 3 or len(said) != 2:
        return f"7, help, 1 3 gave {got!r} after {len(asked)} questions and {len(said)} said"
    return ""


def check_line_prompt(module) -> str:
    """The line prompt shows the sheet, refuses sevens and a used line, and takes 2: Twos."""
    ask, asked = scripted("sevens", "ones", "2")
    game = module.new_game(module.HOMEWORK)._replace(sheet={**dict.fromkeys(
        ("Twos", "Threes", "Fours", "Fives", "Sixes")), "Ones": 3})  # fmt: skip
    got = module.choose_line(game, [2, 2, 1, 5, 6], ask=ask, say=lambda text: None)
    if got != "Twos" or len(asked) != 3:
        return f"sevens, ones (used), 2 gave {got!r} after {len(asked)} questions"
    return ""


def check_turn(module) -> str:
    """A turn: 1 2 3 4 5, re-roll 1 2 (6 6), keep all, Sixes: 12 on Sixes, the record kept."""
    said = []
    play = module.Play(module.new_game(module.HOMEWORK))
    choices = iter([(1, 2), ()])
    player = module.Player(lambda *_: next(choices), lambda *_: "Sixes")
    module.play_turn(play, 1, iter([1, 2, 3, 4, 5, 6, 6]).__next__, player, said.append)
    kinds = [move.kind for move in play.record]
    if play.game.sheet["Sixes"] != 12 or kinds != ["roll", "reroll", "roll", "reroll", "line"]:
        return f"Sixes holds {play.game.sheet['Sixes']!r} (not 12) and the record {kinds}"
    return "" if "Scored 12 on Sixes. Total: 12" in said else "no 'Scored 12 on Sixes. Total: 12'"


# A game's dice, a turn of five each (all kept at once), and what the first open line scores.
GAME_DICE = "11234 22256 33331 44566 55555 66612"
GAME_FINAL = 2 + 6 + 12 + 8 + 25 + 18  # Ones 2, Twos 6, Threes 12, Fours 8, Fives 25, Sixes 18


def check_game(module) -> str:
    """A game kept all at once each turn, the first open line: six turns, the final score."""
    faces = [int(face) for face in GAME_DICE.replace(" ", "")]
    said = []
    player = module.Player(lambda *_: (), lambda game, _: module.open_lines(game)[0])
    status = module.play_game(module.HOMEWORK, iter(faces).__next__, player, say=said.append)
    if status != 0 or f"Final score: {GAME_FINAL}" not in said:
        return f"status {status!r}, and no 'Final score: {GAME_FINAL}' at the end"
    return ""


EXERCISES = {
    1: Exercise("Count the faces", ("roll", "reroll", "count_faces", "sum_of_face"), ()),
    2: Exercise("Score a line", ("score_line", "check_choice", "score_turn"), ()),
    3: Exercise("Parse a re-roll answer, and refuse a bad one",
                ("quote", "parse_positions", "parse_reroll", "line_name"), ()),
    4: Exercise("The input loop that asks again", ("format_roll", "format_sheet"),
                (check_reroll_prompt, check_line_prompt)),
    5: Exercise("A turn", (), (check_turn,)),
    6: Exercise("The game", (), (check_game,)),
}  # fmt: skip


def run_check(check, module) -> str:
    """Run one of an exercise's own checks; return "" or why it failed, in a line."""
    try:
        with redirect_stdout(io.StringIO()):
            return check(module)
    except NotImplementedError:
        return "not written yet (NotImplementedError)"
    except Exception as error:  # a student's code may raise anything: say it, go on
        return f"raised {type(error).__name__}: {error}"


def check_exercise(number: int, path: Path) -> list:
    """Return (what, "" or why not) for each check of exercise number on a student's file."""
    module = load(path)
    exercise = EXERCISES[number]
    results = [
        (f"{name} (its doctests)", doctests_of(module, name)) for name in exercise.functions
    ]
    results += [
        (check.__doc__.split(":")[0], run_check(check, module)) for check in exercise.check
    ]
    return results


# ------------------------------------------------------------------ the handout and the features


def signature(node: ast.FunctionDef) -> str:
    """Return a function's inputs and output as written: (name: type, ...) -> type."""
    text = ast.unparse(node.args)
    returns = f" -> {ast.unparse(node.returns)}" if node.returns else ""
    return f"({text}){returns}"


def first_example(doc: str) -> str:
    """Return a docstring's first doctest and its answer, in a line, or "" where it has none.

    >>> first_example("Add.\\n\\n>>> add(1, 2)\\n3\\n")
    '`add(1, 2)` gives `3`'
    """
    found = re.search(r">>> (.+)\n\s*(.+)", doc)
    return f"`{found[1]}` gives `{found[2].strip()}`" if found else ""


def handout(source: str) -> str:
    """Return the one-page handout of Part 1's functions: name, purpose, inputs and output,
    an example, as a Markdown table in the order they are taught."""
    rows = [
        "| function | what it does | inputs -> output | example |",
        "| --- | --- | --- | --- |",
    ]
    for name, node in functions_of(ast.parse(part_one(source))):
        doc = ast.get_docstring(node) or ""
        purpose = doc.split("\n\n")[0].replace("\n", " ").replace("|", "\\|")
        shown = signature(node).replace("|", "\\|")
        rows.append(f"| `{name}` | {purpose} | `{shown}` | {first_example(doc)} |")
    return "\n".join(rows) + "\n"


# What Part 1 assumes a student knows beyond the basics: each with a pattern that finds it.
FEATURES = [
    ("`functools.partial`: a function with some arguments given", r"\bpartial\("),
    ("`@cache`: a function that remembers its answers", r"^@cache\b"),
    ("`namedtuple`: a record with named fields", r"= namedtuple\("),
    ("`namedtuple._replace`: a copy with one field changed", r"\._replace\("),
    ("a comprehension: a list, dict or set built in one expression", r"\[\w.* for \w+ in "),
    ("a class whose methods keep a record (`Play`)", r"^class Play\b"),
    ("raising `ValueError` with the player's words; `try`/`except` that asks again",
     r"except ValueError as"),
    ("f-strings with a width: `{name:<8}`", r"\{[^}]*:[<>]\d+\}"),
    ("keyword arguments with defaults as seams: `ask=input, say=print`", r"ask=input"),
]  # fmt: skip


def features(source: str) -> str:
    """Return the Python features Part 1 assumes, each with the first line that uses it."""
    lines = part_one(source).splitlines()
    said = []
    for feature, pattern in FEATURES:
        number = next(at for at, line in enumerate(lines, 1) if re.search(pattern, line))
        said.append(f"- {feature}: line {number}, `{lines[number - 1].strip()}`")
    return "\n".join(said) + "\n"


# ------------------------------------------------------------------ the command line


def build_parser() -> argparse.ArgumentParser:
    """Return the command line's parser: starter, check, handout, features."""
    parser = argparse.ArgumentParser(prog="lesson.py", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    made = commands.add_parser("starter", help="write Part 1 as starter code")
    made.add_argument("--keep", action="append", default=[], metavar="NAME",
                      help="a function whose body stays (again for more)")  # fmt: skip
    made.add_argument("--out", metavar="FILE", help="where it goes (standard output)")
    made.add_argument("--answers", action="store_true",
                      help="every body written: the answer key")  # fmt: skip
    check = commands.add_parser("check", help="check exercise N on a student's file")
    check.add_argument("number", type=int, choices=sorted(EXERCISES), metavar="N")
    check.add_argument("file", nargs="?", default="starter.py", help="(starter.py)")
    commands.add_parser("handout", help="the handout of Part 1's functions")
    commands.add_parser("features", help="the Python that Part 1 assumes")
    return parser


def write_whole(path: Path, text: str) -> None:
    """Write a file whole: a temporary name beside it, then renamed over it."""
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def say_checks(number: int, path: Path) -> int:
    """Print exercise number's checks on a student's file, a line each; return 0 if all pass."""
    try:
        results = check_exercise(number, path)
    except (OSError, SyntaxError, ImportError) as error:
        print(f"lesson.py: cannot load {path}: {error}", file=sys.stderr)
        return 2
    except Exception as error:  # the student's file fails as it loads: say where, in a line
        print(f"lesson.py: {path} failed as it loaded: {type(error).__name__}: {error}")
        return 1
    print(f"Exercise {number}: {EXERCISES[number].title} ({path})")
    for what, why in results:
        print(f"  {'ok ' if not why else 'NOT'} {what}" + (f": {why}" if why else ""))
    passed = sum(not why for _, why in results)
    print(f"{passed} of {len(results)} passed.")
    return 0 if passed == len(results) else 1


def main(argv=None) -> int:
    """Run the command asked for; return the exit status."""
    args = build_parser().parse_args(argv)
    source = GAME.read_text(encoding="utf-8")
    if args.command == "check":
        return say_checks(args.number, Path(args.file))
    if args.command == "starter":
        text = used_imports(starter(source, args.keep))
        text = filled(text, source) if args.answers else text
        if args.out:
            write_whole(Path(args.out), text)
            return 0
    else:
        text = handout(source) if args.command == "handout" else features(source)
    print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
