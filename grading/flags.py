"""A function that does several jobs, picked by a flag: its body a chain of branches on one of
its parameters, each compared with a value (`kind == "reroll"`, `strcmp(kind, "line") == 0`,
`case STEP_ROLL:`), two or more of them long. One function a job would have the "clear,
sensible purpose" the homework asks of each; a held-out program's writer filed such a catch-all
(`handle_answer(kind, text, game)`: the parser of the dice and that of a line, with their moves)
under Functions, where no function was too large or complex.

Read from Python's own tree, and from clang's for C. A branch's lines are those it spans. The
chain may stand in the body, or in a loop that is the body's (a question asked until it is
answered, each job reading the answer: held-out batch 93's `handle_input(kind, state)`).
"""

import ast

from grading.tree import begin_of, end_of, line_at, lines_of

BRANCH_LINES = 8  # the lines of a branch that is a job of its own, not a case of one job
CASTS = ("ImplicitCastExpr", "ParenExpr", "ConstantExpr", "CStyleCastExpr")
LOOPS = ("WhileStmt", "ForStmt")


def flagged(texts, trees, kind) -> list:
    """Return a description of each function of several jobs picked by a flag, by file."""
    if kind == "python":
        return [found for name, text in texts.items() for found in python_flagged(name, text)]
    return [] if isinstance(trees, str) else c_functions_flagged(trees)  # no tree: none read


def c_functions_flagged(trees) -> list:
    """Return the descriptions of the C functions of several jobs picked by a flag."""
    found = []
    for name, (nodes, text) in trees.items():
        for node in nodes:
            found += c_flagged(name, node, text) if node.get("kind") == "FunctionDecl" else []
    return found


def said(file, function, start, end, param, jobs) -> str:
    """Return how a function of several jobs picked by a flag is described in a report."""
    listed = ", ".join(f"{value} ({lines} lines)" for value, lines in jobs)
    return f"{function} ({file}:{start}-{end}) does a job for each value of {param}: {listed}"


# ------------------------------------------------------------------ Python


def python_flagged(file, text) -> list:
    """Return the descriptions of a Python file's functions of several jobs picked by a flag.

    >>> body = "        x = 1\\n" * 8
    >>> text = f"def do(kind):\\n    if kind == 'a':\\n{body}    elif kind == 'b':\\n{body}"
    >>> python_flagged("game.py", text)
    ["do (game.py:1-19) does a job for each value of kind: 'a' (8 lines), 'b' (8 lines)"]
    >>> python_flagged("game.py", text.replace("kind == 'b'", "True"))
    []
    """
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return []
    functions = [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)]
    return [found for function in functions for found in python_jobs(file, function)]


def python_jobs(file, function) -> list:
    """Return the description of a function whose body branches on a parameter into two or
    more long jobs (in one chain, or in ifs one after another), in a list; else an empty one."""
    params = {arg.arg for arg in function.args.args}
    chains = [python_chain(statement, params) for statement in python_statements(function)]
    param, jobs = jobs_of(chains)
    where = (function.lineno, function.end_lineno)
    return [said(file, function.name, *where, param, jobs)] if param else []


def python_statements(function) -> list:
    """Return the statements of a function's body, and of each loop in it (not deeper)."""
    loops = [node for node in function.body if isinstance(node, (ast.While, ast.For))]
    return function.body + [statement for loop in loops for statement in loop.body]


def jobs_of(chains) -> tuple:
    """Return (the parameter, its long branches) where a function's chains, one after another,
    give two or more long branches on one parameter; else (None, [])."""
    branches = {}
    for param, found in chains:
        branches.setdefault(param, []).extend(long_jobs(found))
    return next(((param, jobs) for param, jobs in branches.items() if len(jobs) >= 2), (None, []))


def python_chain(statement, params) -> tuple:
    """Return (the parameter, [(value, lines)]) of an if/elif chain that compares one parameter
    with a value at each branch (its else aside)."""
    flag, branches = None, []
    while isinstance(statement, ast.If):
        tested = python_tested(statement.test, params)
        if tested is None or flag not in (None, tested[0]):
            break
        flag, body = tested[0], statement.body
        branches.append((tested[1], body[-1].end_lineno - body[0].lineno + 1))
        statement = statement.orelse[0] if len(statement.orelse) == 1 else None
    return flag, branches


def python_tested(test, params):
    """Return (parameter, value) where a test compares a parameter with a value (== or in)."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1):
        return None
    left, right = test.left, test.comparators[0]
    named = isinstance(left, ast.Name) and left.id in params
    valued = isinstance(right, (ast.Constant, ast.Tuple))
    if named and valued and isinstance(test.ops[0], (ast.Eq, ast.In)):
        return left.id, ast.unparse(right)
    return None


# ------------------------------------------------------------------ C


def c_flagged(file, function, text) -> list:
    """Return the description of a C function whose body branches on a parameter into two or
    more long jobs (if chains, or a switch), in a list; else an empty one."""
    params, statements = c_parts(function)
    param, jobs = jobs_of([c_chain(statement, params, text) for statement in statements])
    where = (line_at(text, begin_of(function)), line_at(text, end_of(function)))
    return [said(file, function.get("name"), *where, param, jobs)] if param else []


def c_parts(function) -> tuple:
    """Return a C function's parameters' names and its body's statements."""
    inner = function.get("inner", [])
    params = {node.get("name") for node in inner if node.get("kind") == "ParmVarDecl"}
    body = [node for node in inner if node.get("kind") == "CompoundStmt"]
    statements = body[0].get("inner", []) if body else []
    return params, statements + [node for loop in statements for node in loop_body(loop)]


def loop_body(statement) -> list:
    """Return the statements of a loop's block (while, for, do), or an empty list."""
    inner = statement.get("inner") or [{}]
    kind = statement.get("kind")
    block = inner[0] if kind == "DoStmt" else inner[-1] if kind in LOOPS else {}
    return block.get("inner", []) if block.get("kind") == "CompoundStmt" else []


def long_jobs(branches) -> list:
    """Return the branches (value, lines) long enough to be a job of their own."""
    return [(value, lines) for value, lines in branches if lines >= BRANCH_LINES]


def c_chain(statement, params, text) -> tuple:
    """Return (the parameter, [(value, lines)]) of an if / else if chain comparing one
    parameter with a value at each branch, or of a switch on a parameter."""
    if statement.get("kind") == "SwitchStmt":
        return c_switch(statement, params, text)
    flag, branches = None, []
    while statement and statement.get("kind") == "IfStmt":
        inner = statement.get("inner", [])
        tested = c_tested(inner[0], params)
        if tested is None or flag not in (None, tested[0]):
            break
        flag, then = tested[0], inner[-2] if statement.get("hasElse") else inner[-1]
        branches.append((tested[1], lines_of(then, text)))
        statement = inner[-1] if statement.get("hasElse") else None
    return flag, branches


def c_switch(statement, params, text) -> tuple:
    """Return (the parameter, [(value, lines)]) of a switch on a parameter: each case's lines
    run to the next case."""
    inner = statement.get("inner", [{}])
    param = named_param(inner[0], params)
    if param is None:
        return None, []
    cases = [node for node in inner[-1].get("inner", []) if node.get("kind") == "CaseStmt"]
    starts = [line_at(text, begin_of(case)) for case in cases]
    starts.append(line_at(text, end_of(inner[-1])))
    return param, [
        (case_value(case), starts[at + 1] - starts[at]) for at, case in enumerate(cases)
    ]


def case_value(case) -> str:
    """Return the value a switch's case names."""
    return c_value((case.get("inner") or [{}])[0]) or "a value"


def c_tested(condition, params):
    """Return (parameter, value) where a condition compares a parameter with a value: ==, or
    strcmp(parameter, "value") == 0 (or !strcmp)."""
    condition = bare(condition)
    inner = [bare(node) for node in condition.get("inner", [])]
    if operator(condition, "UnaryOperator", "!") and inner:
        return compared_string(inner[0], params)
    equal = operator(condition, "BinaryOperator", "==") and len(inner) == 2
    tested = [compared(*sides, params) for sides in ((inner, inner[::-1]) if equal else ())]
    return next(filter(None, tested), None)


def operator(node, kind, opcode) -> bool:
    """Return whether a node is an operator of a kind (UnaryOperator) and opcode (!)."""
    return node.get("kind") == kind and node.get("opcode") == opcode


def compared(one, other, params):
    """Return (parameter, value) where one side of == names a parameter and the other a value,
    or one calls strcmp on a parameter and the other is 0; else None."""
    param, value = named_param(one, params), c_value(other)
    if param and value:
        return param, value
    return compared_string(one, params) if value == "0" else None


def compared_string(call, params):
    """Return (parameter, "value") of strcmp(parameter, "value"), or None."""
    inner = [bare(node) for node in call.get("inner", [])]
    if call.get("kind") != "CallExpr" or len(inner) != 3:
        return None
    callee = inner[0].get("referencedDecl", {}).get("name")
    param = named_param(inner[1], params)
    value = c_value(inner[2])
    return (param, value) if callee in ("strcmp", "strcasecmp") and param and value else None


def named_param(node, params):
    """Return the parameter a node names (past casts), or None."""
    node = bare(node)
    decl = node.get("referencedDecl", {})
    named = node.get("kind") == "DeclRefExpr" and decl.get("kind") == "ParmVarDecl"
    return decl.get("name") if named and decl.get("name") in params else None


def c_value(node):
    """Return a value a node writes (a number, a character, a string, an enum's name), or
    None."""
    node = bare(node)
    kind = node.get("kind")
    if kind in ("IntegerLiteral", "CharacterLiteral"):
        return str(node.get("value"))
    if kind == "StringLiteral":
        return node.get("value")
    decl = node.get("referencedDecl", {})
    return decl.get("name") if decl.get("kind") == "EnumConstantDecl" else None


def bare(node):
    """Return a node past the casts and brackets around it."""
    while node.get("kind") in CASTS and node.get("inner"):
        node = node["inner"][0]
    return node
