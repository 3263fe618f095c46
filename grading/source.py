"""The source, read as an instructor reads it: functions, braces, strings, indentation, names.

Each check takes the submission's source files and the rubric's limits, and returns its row.
A check a tool is missing for (lizard, clang) says so and is not tried; C and Python alike,
but braces and strings with no end are C's alone.
"""

import ast
import io
import json
import re
import shutil
import tokenize
from pathlib import Path

from grading.copies import copies_check
from grading.deadcode import dead_code_check
from grading.flags import flagged
from grading.indentation import c_code_lines, indentation_check, quote
from grading.limits import run_bounded
from grading.report import result_row
from grading.rings import rings
from grading.shows import showing_changes
from grading.tree import begin_of, line_at

SOURCE_RUBRIC = {
    "functions_small": (10, "no function over {function_lines} lines or complexity {complexity}"),
    "braces": (5, "each if, else, for, while, do body in braces"),
    "indentation": (5, "one kind of indentation, one step per block"),
    "comments": (5, "comments atop, on half of functions > {commented_lines} lines"),
    "clear_names": (
        5,
        "at most {one_letter_share:.0%} one-letter, {placeholder_share:.0%} placeholder names",
    ),
    "no_commented_code": (5, "at most {dead_code_lines} lines of old code left in comments"),
    "no_copied_functions": (5, "no two functions alike but for their values"),
    "strings_ended": (5, "each string of a table has room for its end"),
}
C_ONLY = ("braces", "strings_ended")  # Python has no braces, and its strings keep their length
LIMITS = {"function_lines": 60, "complexity": 20, "commented_lines": 5, "one_letter_share": 0.1,
          "uncommented_share": 0.5, "dead_code_lines": 3, "copied_tokens": 30,
          "placeholder_share": 0.25}  # fmt: skip
SOURCE_BYTES = 1 << 20  # a source larger than this is not read: a homework is some kilobytes
AST_BYTES = 64 << 20  # the most of clang's syntax tree read; a larger tree is not read
CLANG_SECONDS = 30
CLANG_MEMORY = 1 << 30
LOOP_NAMES = set("ijk_")  # short-lived indices where a loop's counter is not declared by it


def what(name, limits) -> str:
    """Return what a source check asks, with the rubric's limits in it."""
    return SOURCE_RUBRIC[name][1].format(**limits)


def sources_of(path: Path, kind: str) -> list:
    """Return a submission's source files: its .c files for C, yahtzee.py for Python."""
    path = Path(path)
    if not path.is_dir():
        return [path]
    if kind == "python":
        return [path / "yahtzee.py"]
    return sorted(file for file in path.glob("*.c") if file.is_file() and not file.is_symlink())


def source_rows(files, kind, limits=None, work=None) -> list:
    """Return the source checks' rows for a submission's files (C, or else Python)."""
    limits = {**LIMITS, **(limits or {})}
    texts = read_sources(files)
    if isinstance(texts, str):
        return not_tried_rows(kind, limits, texts)
    trees = c_trees(files, work) if kind != "python" else {}
    functions = functions_of(files, kind)  # lizard's, read once for both checks that use them
    found = {"functions_small": functions_made(functions, texts, trees, kind, limits)}
    if kind != "python":  # the checks of C alone (C_ONLY)
        found["braces"] = braces_check(trees)
        found["strings_ended"] = unended_check(trees)
    found["indentation"] = indentation_check(texts, kind)
    found["comments"] = comments_check(functions, texts, kind, limits)
    found["clear_names"] = names_check(texts, trees, kind, limits)
    found["no_commented_code"] = dead_code_check(texts, kind, limits)
    found["no_copied_functions"] = copies_check(functions, texts, kind, limits)
    return [row(name, limits, problem) for name, problem in found.items()]


def read_sources(files):
    """Return the files' texts, {name: text}, or why they cannot be read (a string)."""
    texts = {}
    for file in files:
        try:
            if Path(file).stat().st_size > SOURCE_BYTES:
                return f"{Path(file).name} is over 1 MB"
            texts[Path(file).name] = Path(file).read_text(encoding="utf-8-sig", errors="replace")
        except OSError as error:
            return f"its source cannot be read: {error}"
    return texts if texts else "no source file was found"


def row(name, limits, problem) -> dict:
    """Return a check's row: problem is None when it held, a reason, or ("untried", reason)."""
    worth = SOURCE_RUBRIC[name][0]
    if isinstance(problem, tuple):
        return result_row(name, worth, what(name, limits), [{"reason": problem[1]}], False)
    failures = [] if problem is None else [{"reason": problem}]
    return result_row(name, worth, what(name, limits), failures)


def not_tried_rows(kind, limits, reason) -> list:
    """Return every source check, not tried, for reason."""
    names = [name for name in SOURCE_RUBRIC if kind != "python" or name not in C_ONLY]
    return [row(name, limits, ("untried", f"not tried: {reason}")) for name in names]


# ------------------------------------------------------------------ functions


def functions_of(files, kind):
    """Return lizard's functions of the files, or None when lizard is not installed."""
    try:
        import lizard
    except ImportError:
        return None
    found = []
    for file in files:
        analysed = lizard.analyze_file(str(file))
        found += [(Path(file).name, function) for function in analysed.function_list]
    return found


def functions_made(functions, texts, trees, kind, limits):
    """Return why the functions are not each of a clear purpose (functions_small): too large
    or complex, the whole program one function, one doing several jobs picked by a flag,
    functions calling one another in a ring, a method that shows its object changing it, or
    functions of over PARAMETERS parameters; None when none is."""
    found = functions_check(functions, texts, kind, limits)
    if found is not None:
        return found
    readings = (
        ("a function does several jobs, picked by a flag: ", lambda: flagged(texts, trees, kind)),
        (RING_SAID, lambda: rings(texts, trees, kind)),
        ("a method that shows its object changes it too: ", lambda: showing_changes(texts, kind)),
        (PARAMETERS_SAID, lambda: many_parameters(functions)),
    )
    for why, find in readings:  # the first that finds any, read in this order
        found = find()
        if found:
            return why + "; ".join(found[:3])
    return None


RING_SAID = "functions call one another in a ring, a loop no call of which returns: "
PARAMETERS = 7  # a function's parameters: past it, values an array or a struct would hold
PARAMETERS_SAID = (
    f"functions take over {PARAMETERS} values each, where an array or a struct would: "
)


def many_parameters(functions) -> list:
    """Return the functions of over PARAMETERS parameters, as file:line name (n parameters).
    No program of tests/class or of the held-out batches written as correct takes over 5."""
    many = [(name, function) for name, function in functions or []
            if function.parameter_count > PARAMETERS]  # fmt: skip
    return [f"{function.name} ({name}:{function.start_line}, {function.parameter_count} values)"
            for name, function in many]  # fmt: skip


def functions_check(functions, texts, kind, limits):
    """Return why the functions are too large or complex, None when none is."""
    if functions is None:
        return ("untried", "not tried: lizard is not installed (pip install lizard)")
    if not functions:
        return "it has no functions: the whole program is one block of code"
    too_big = any(
        function.nloc > limits["function_lines"]
        or function.cyclomatic_complexity > limits["complexity"]
        for _, function in functions
    )
    top = top_level_lines(texts) if kind == "python" else 0
    if too_big or top > limits["function_lines"]:
        return largest(functions, top, limits)
    return one_function(functions, limits)


def one_function(functions, limits):
    """Return why a program whose whole game is one function of over half function_lines is
    not organized into functions (the homework's first ask under Functions), else None."""
    if len(functions) != 1 or functions[0][1].nloc <= limits["function_lines"] // 2:
        return None
    name, function = functions[0]
    where = f"{function.name} ({name}:{function.start_line}-{function.end_line})"
    return f"it is one function, not organized into functions: {where}, {function.nloc} lines"


def largest(functions, top, limits) -> str:
    """Return the failure that names the largest functions, and the code outside any if over."""
    worst = sorted(functions, key=lambda item: (-item[1].nloc, -item[1].cyclomatic_complexity))
    shown = [
        f"  {function.name} ({name}:{function.start_line}-{function.end_line}): "
        f"{function.nloc} lines, complexity {function.cyclomatic_complexity}"
        for name, function in worst[:3]
    ]
    lines, complexity = limits["function_lines"], limits["complexity"]
    if top > lines:
        shown.insert(0, f"  the code outside any function: {top} lines")
    return f"over {lines} lines or complexity {complexity}; the largest:\n" + "\n".join(shown)


def top_level_lines(texts) -> int:
    """Return the lines of Python that run outside any function: its loops, tests and calls.

    Definitions, imports, docstrings and names given values do not count.
    """
    count = 0
    for text in texts.values():
        try:
            tree = ast.parse(text)
        except (SyntaxError, ValueError):
            return 0
        for node in tree.body:
            if isinstance(node, (ast.For, ast.While, ast.If, ast.Try, ast.With)) or (
                isinstance(node, ast.Expr) and not isinstance(node.value, ast.Constant)
            ):
                count += (node.end_lineno or node.lineno) - node.lineno + 1
    return count


# ------------------------------------------------------------------ C's syntax tree


def c_trees(files, work):
    """Return each C file's syntax tree from clang, {name: (tree, text)}, or why there is none."""
    if not shutil.which("clang"):
        return "clang is not installed, and only its syntax tree is read"
    trees = {}
    for file in files:
        folder = Path(work or Path(file).parent)
        out = folder / f".{Path(file).stem}.ast.json"
        path = str(Path(file).resolve())
        command = ["clang", "-Xclang", "-ast-dump=json", "-fsyntax-only", "-w", path]
        try:
            with open(out, "wb") as sink:
                status, _ = run_bounded(command, CLANG_SECONDS, CLANG_MEMORY, stdout=sink,
                                        file_bytes=AST_BYTES, cwd=folder)  # fmt: skip
            if status != 0 or out.stat().st_size >= AST_BYTES:
                return f"clang could not read {Path(file).name} (status {status})"
            tree = json.loads(out.read_bytes())
        except (OSError, ValueError, RecursionError) as error:
            return f"clang's syntax tree of {Path(file).name} cannot be read: {error}"
        finally:
            out.unlink(missing_ok=True)
        text = Path(file).read_text(encoding="utf-8", errors="replace")
        trees[Path(file).name] = (main_file_nodes(tree, path), text)
    return trees


def main_file_nodes(tree, path) -> list:
    """Return the top-level declarations of the file itself, not of the headers it includes.

    clang's JSON names a location's file only where it changes from the one printed before,
    so the file is followed through every location in the order they are printed.
    """
    current, mine = None, []
    for node in tree.get("inner", []):
        loc = node.get("loc") or {}
        spelling = loc.get("spellingLoc", loc)
        after = spelling.get("file", current)
        where = loc.get("expansionLoc", {}).get("file", after) if "expansionLoc" in loc else after
        if where == path or Path(where or "").name == Path(path).name:
            mine.append(node)
        current = last_file(node, current)
    return mine


def last_file(node, current):
    """Return the file named last in a node's locations, printed in order, or current."""
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if "offset" in item and "file" in item:
                current = item["file"]
            stack += reversed(list(item.values()))
        elif isinstance(item, list):
            stack += reversed(item)
    return current


def statements(nodes):
    """Yield every node under the nodes, depth first."""
    stack = list(reversed(nodes))
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            yield node
            stack += reversed([child for child in node.get("inner", []) if child])


def bodies(node) -> list:
    """Return (keyword, body, allowed kinds) for each body of an if, else, for, while or do."""
    inner = node.get("inner") or [{}]
    kind = node.get("kind")
    if kind == "IfStmt":
        if node.get("hasElse"):
            return [("if", inner[-2], ()), ("else", inner[-1], ("IfStmt",))]
        return [("if", inner[-1], ())]
    if kind in ("ForStmt", "WhileStmt"):
        return [(kind[:-4].lower(), inner[-1], ())]
    if kind == "DoStmt":
        return [("do", inner[0], ())]
    return []


def from_header(node) -> bool:
    """Return whether a statement is spelled in a header, a library's macro the program only
    uses (glibc's assert expands to an if with no braces): not the program's to brace."""
    return "includedFrom" in node.get("range", {}).get("begin", {}).get("spellingLoc", {})


def braces_check(trees):
    """Return the bodies not in braces, from clang's syntax tree; None when every one is."""
    if isinstance(trees, str):
        return ("untried", f"not tried: {trees}")
    offenders = [found for name, (nodes, text) in trees.items() for found in
                 unbraced(name, nodes, text)]  # fmt: skip
    if not offenders:
        return None
    return f"{len(offenders)} bodies are not blocks in braces:\n" + quote(offenders)


def unbraced(name, nodes, text) -> list:
    """Return (where and keyword, the line) for each body of a file not in braces."""
    offenders, lines = [], text.splitlines()
    for node in statements(nodes):
        for keyword, body, allowed in bodies(node) if not from_header(node) else ():
            if (body or {}).get("kind") not in ("CompoundStmt", *allowed):
                number = line_at(text, begin_of(body) or begin_of(node))
                quoted = lines[number - 1] if number <= len(lines) else ""
                offenders.append((f"{name}:{number} ({keyword})", quoted))
    return offenders


# ------------------------------------------------------------------ strings with no end

# C lets a literal fill its array exactly, leaving out the \0 that ends it: in a table of names,
# char names[6][6] = {"Ones", "Twos", "Threes", ...}, "Threes" has no end, and printing it runs
# on into the next (ThreesFours). The read stays inside the table, so neither the sanitizers
# nor valgrind see it. Only literals in a list (a table, a struct's fields) are read: a lone
# char faces[6] = "123456" may be meant as six characters, never printed as a string.
ESCAPE = re.compile(r"\\(?:x[0-9a-fA-F]+|[0-7]{1,3}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)")
CHARS = re.compile(r"^(?:const )?(?:signed |unsigned )?char ?\[(\d+)\]$")


def unended_check(trees):
    """Return the strings of tables with no room for their end, None when there are none."""
    if isinstance(trees, str):
        return ("untried", f"not tried: {trees}")
    found = [
        place for name, (nodes, text) in trees.items() for place in unended(name, nodes, text)
    ]
    if not found:
        return None
    said = "string fills its array" if len(found) == 1 else "strings fill their arrays"
    return f"{len(found)} {said}, leaving no room for the \\0 that ends a string:\n" + quote(found)


def unended(name, nodes, text) -> list:
    """Return (where, the line) of each literal in a list that fills its array exactly."""
    numbers, stack = set(), list(nodes)
    while stack:
        node = stack.pop()
        inner = [child for child in node.get("inner", []) if isinstance(child, dict)]
        if node.get("kind") == "InitListExpr":
            numbers |= {line_at(text, begin_of(child)) for child in inner if fills(child)}
        stack += inner
    lines = text.splitlines()
    return [(f"{name}:{number}", lines[number - 1].strip()) for number in sorted(numbers)]


def fills(node) -> bool:
    """Return whether a node is a string literal as long as its array: no room for its end.

    >>> fills({"kind": "StringLiteral", "type": {"qualType": "char[6]"}, "value": '"Threes"'})
    True
    >>> fills({"kind": "StringLiteral", "type": {"qualType": "char[6]"}, "value": '"Ones"'})
    False
    """
    size = CHARS.match(node.get("type", {}).get("qualType", ""))
    if node.get("kind") != "StringLiteral" or not size:
        return False
    spelled = node.get("value", '""')[1:-1]
    return len(ESCAPE.sub("x", spelled).encode("utf-8")) == int(size.group(1))


# ------------------------------------------------------------------ comments


def commented_lines(text, kind) -> set:
    """Return the numbers of the lines that hold a comment (or, in Python, a docstring)."""
    if kind != "python":
        return {number for number, (_, comment) in enumerate(c_code_lines(text), 1) if comment}
    found = set()
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT:
                found.add(token.start[0])
        tree = ast.parse(text)
    except (tokenize.TokenError, SyntaxError, ValueError):
        return found
    for node in ast.walk(tree):
        found.update(docstring_lines(node))
    return found


def docstring_lines(node) -> range:
    """Return the lines of a module's, class's or function's docstring; none for other nodes.

    >>> docstring_lines(ast.parse("'One.'\\nx = 1")), docstring_lines(ast.parse("x = 1"))
    (range(1, 2), range(0, 0))
    """
    if not isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return range(0)
    first = node.body[0] if node.body else None
    if isinstance(first, ast.Expr) and isinstance(getattr(first, "value", None), ast.Constant):
        return range(first.lineno, (first.end_lineno or first.lineno) + 1)
    return range(0)


def comments_check(functions, texts, kind, limits):
    """Return what has no comment, when too much has none: the top of a file, or more than a
    share (uncommented_share) of the functions over a few lines. A few left bare, in a program
    commented otherwise, an instructor lets pass."""
    if functions is None:
        return ("untried", "not tried: lizard is not installed (pip install lizard)")
    offenders, needing = [], 0
    for name, text in texts.items():
        missing, needed = uncommented(name, text, functions, kind, limits)
        offenders, needing = offenders + missing, needing + needed
    bare = sum(what.endswith(": no comment") for _, what in offenders)
    if len(offenders) == bare and bare <= limits["uncommented_share"] * needing:
        return None
    said = f"{len(offenders)} places lack a comment ({bare} of {needing} functions):\n"
    return said + quote(offenders)


def uncommented(name, text, functions, kind, limits) -> tuple:
    """Return (where, what) for each place in a file that lacks a comment, and how many of its
    functions need one (over a few lines; main, when the top says what the program does)."""
    commented, lines = commented_lines(text, kind), text.splitlines()
    mine = sorted((f for file, f in functions if file == name), key=lambda f: f.start_line)
    atop = commented_atop(commented, mine, len(lines))
    offenders = [] if atop else [(f"{name}:1", "no comment at the top of the file")]
    needing = needing_comments(mine, atop, limits)
    for function in needing:
        if not has_comment(function, lines, commented, kind):
            offenders.append((f"{name}:{function.start_line}", f"{function.name}: no comment"))
    return offenders, len(needing)


def needing_comments(functions, atop: bool, limits) -> list:
    """Return the functions that need a comment: those over a few lines, but main when the top
    comment says what the program does."""
    return [
        function
        for function in functions
        if function.nloc > limits["commented_lines"] and not (atop and function.name == "main")
    ]


def commented_atop(commented, functions, length) -> bool:
    """Return whether a comment comes before a file's first function (any, without one)."""
    first = functions[0].start_line if functions else length + 1
    return any(number < first for number in commented)


def has_comment(function, lines, commented, kind) -> bool:
    """Return whether a function has a comment in it or just above it."""
    inside = commented.intersection(range(function.start_line, function.end_line + 1))
    return bool(inside) or comment_above(lines, commented, function.start_line, kind)


def comment_above(lines, commented, start, kind) -> bool:
    """Return whether a comment stands just above a function: over blank lines, the rest of
    its signature (C) or its decorators (Python), but no statement before them."""
    for number in range(start - 1, 0, -1):
        if number in commented:
            return True
        text = lines[number - 1].strip()
        ends = text.startswith("#") or text.endswith((";", "}", "{"))
        if text and (not text.startswith("@") if kind == "python" else ends):
            return False
    return False


# ------------------------------------------------------------------ names


def python_names(text):
    """Return ({(scope, name)} declared, {names} that count loops) of a Python source."""
    declared, counters = set(), set()
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return declared, counters
    stack = [(child, "<module>") for child in ast.iter_child_nodes(tree)]
    while stack:
        node, scope = stack.pop()
        name = python_declared(node)
        if name is not None:
            declared.add((scope, name))
        counters |= loop_counters(node)
        inner = node.name if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else scope
        stack += [(child, inner) for child in ast.iter_child_nodes(node)]
    return declared, counters


def python_declared(node):
    """Return the name a Python node declares (a function, an argument, a variable), or None."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return node.name
    if isinstance(node, ast.arg):
        return node.arg
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
        return node.id
    return None


def loop_counters(node) -> set:
    """Return the names a Python for loop or comprehension counts with; none for other nodes.

    >>> sorted(loop_counters(ast.parse("for i, j in pairs: pass").body[0]))
    ['i', 'j']
    """
    if not isinstance(node, (ast.For, ast.comprehension)):
        return set()
    return {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}


def c_names(nodes):
    """Return ({(scope, name)} declared, {names} that count loops) from clang's tree."""
    declared, counters, scope = set(), set(), "<file>"
    for node in statements(nodes):
        kind = node.get("kind")
        if kind == "FunctionDecl" and node.get("name"):
            scope = node["name"]
            declared.add(("<file>", scope))
        elif kind in ("VarDecl", "ParmVarDecl") and node.get("name"):
            declared.add((scope, node["name"]))
        elif kind == "ForStmt":
            counters |= c_counters(node)
    return declared, counters


def c_counters(node) -> set:
    """Return the names a C for loop's first part declares or refers to: its counters."""
    start = (node.get("inner") or [{}])[0] or {}
    found = set()
    for part in statements([start]):
        if part.get("kind") == "VarDecl":
            found.add(part.get("name"))
        elif part.get("kind") == "DeclRefExpr":
            found.add(part.get("referencedDecl", {}).get("name"))
    return found


def names_check(texts, trees, kind, limits):
    """Return the one-letter names, or the placeholders, when more than the rubric's share of
    all declared."""
    if kind != "python" and isinstance(trees, str):
        return ("untried", f"not tried: {trees}")
    declared, counters = all_names(texts, trees, kind)
    kinds = [(one_letter(declared, counters), "one letter", "one_letter_share"),
             (placeholders(declared), "placeholders", "placeholder_share")]  # fmt: skip
    for unclear, said, limit in kinds:
        share = len(unclear) / len(declared) if declared else 0
        if share > limits[limit]:
            listed = ", ".join(f"{name} (in {scope})" for _, scope, name in unclear[:8])
            return f"{len(unclear)} of {len(declared)} names are {said} ({share:.0%}): {listed}"
    return None


def all_names(texts, trees, kind) -> tuple:
    """Return ({(file, scope, name)} declared, {names} that count loops) of every file."""
    if kind == "python":
        found = [(name, python_names(text)) for name, text in texts.items()]
    else:
        found = [(name, c_names(nodes)) for name, (nodes, _) in trees.items()]
    declared, counters = set(), set()
    for name, (names, loops) in found:
        declared |= {(name, *pair) for pair in names}
        counters |= loops
    return declared, counters


# A name that says nothing of what it holds: a word kept for any thing (stuff, thing, helper,
# arr), alone or with a verb before it (do_stuff, get_thing) or more after (get_thing_line).
PLACEHOLDER = re.compile(
    r"^(?:(?:get|do|my|the)_?)?(?:stuff|things?|foo|bar|baz|blah|helper|misc|whatever|arr|tmp"
    r"|temp|junk|xxx)(?:_?\w+)?\d*$",
    re.IGNORECASE,
)
NUMBERED = re.compile(r"^([A-Za-z_]+?)_?\d+$")


def placeholders(declared) -> list:
    """Return the names declared that are placeholders, sorted: a placeholder word, or a name
    numbered beside itself or another of its numbers (arr2 beside arr, show2 beside show3).

    >>> placeholders({("a.py", "main", "arr"), ("a.py", "main", "arr2"), ("a.py", "f", "dice")})
    [('a.py', 'main', 'arr'), ('a.py', 'main', 'arr2')]
    """
    names = {name for _, _, name in declared}
    unclear = {name for name in names if placeholder(name, names)}
    return sorted(found for found in declared if found[2] in unclear)


def placeholder(name, names) -> bool:
    """Return whether a name is a placeholder word, or numbered beside another of its base."""
    found = NUMBERED.match(name)
    if PLACEHOLDER.match(name) or not found:
        return bool(PLACEHOLDER.match(name))
    others = [other for other in names if NUMBERED.match(other) and other != name]
    return found.group(1) in names or found.group(1) in (
        NUMBERED.match(o).group(1) for o in others
    )


def one_letter(declared, counters) -> list:
    """Return the one-letter names declared, sorted, but for the loops' counters.

    >>> one_letter({("a.c", "main", "x"), ("a.c", "main", "n"), ("a.c", "main", "i")}, {"n"})
    [('a.c', 'main', 'x')]
    """
    return sorted(
        (file, scope, name)
        for file, scope, name in declared
        if len(name) == 1 and name not in counters and name not in LOOP_NAMES
    )
