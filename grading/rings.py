"""Functions that call one another in a ring: the turn's or the game's loop made of calls that
never return (`start_turn` calls `show_dice`, which calls `turn_menu`, which calls
`score_roll`, which calls `start_turn`), so no function ends until the game does and a long
turn runs out of stack. A held-out program's writer filed such a ring under Functions: "show the
sheet" cannot be called on its own, as it also goes on with the turn.

A call is any mention of a function in another's body, or of a table of functions (a global
dict, list or array naming them) that the body mentions, since a menu calls through its table.
A function calling itself (asking again by recursion) is no ring. Read from Python's own tree,
and from clang's for C.
"""

import ast
from collections import deque

FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


def rings(texts, trees, kind) -> list:
    """Return a description of each ring of functions calling one another, by file."""
    if kind == "python":
        graphs = {name: python_calls(text) for name, text in texts.items()}
    elif isinstance(trees, str):
        return []  # no tree, none read
    else:
        graphs = {name: c_calls(nodes) for name, (nodes, _) in trees.items()}
    return [said(name, graph, ring) for name, graph in graphs.items() for ring in rings_of(graph)]


def said(file, graph, ring) -> str:
    """Return how a ring is described in a report: its shortest path of calls, and every
    function that reaches its first and is reached from it."""
    group = [name for name in sorted(graph) if ring[0] in reached(graph, name)]
    group = [name for name in group if name in reached(graph, ring[0])]
    more = f"; the ring holds {', '.join(group)}" if len(group) > len(ring) - 1 else ""
    return f"{' → '.join(ring)} ({file}{more})"


def reached(graph, start) -> set:
    """Return the functions that a function's calls reach, one call after another."""
    seen, waiting = set(), [start]
    while waiting:
        for callee in graph.get(waiting.pop(), ()):
            if callee not in seen:
                seen.add(callee)
                waiting.append(callee)
    return seen


def rings_of(graph) -> list:
    """Return one shortest ring through each group of functions that reach one another.

    >>> rings_of({"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()})
    [['a', 'b', 'c', 'a']]
    >>> rings_of({"ask": set(), "main": {"ask"}})
    []
    """
    found, seen = [], set()
    for start in sorted(graph):
        ring = [] if start in seen else shortest_ring(graph, start)
        if ring:
            found.append(ring)
            seen |= {start} | {name for name in reached(graph, start) if start in
                               reached(graph, name)}  # fmt: skip
    return found


def shortest_ring(graph, start) -> list:
    """Return the shortest path of calls from a function back to it, [] where there is none."""
    came = {start: None}
    waiting = deque([start])
    while waiting:
        at = waiting.popleft()
        callees = sorted(graph.get(at, ()))
        if start in callees:
            return path_to(came, at) + [start]
        for callee in (callee for callee in callees if callee not in came):
            came[callee] = at
            waiting.append(callee)
    return []


def path_to(came, at) -> list:
    """Return the path of calls from the first function to one, by where each was reached."""
    path = [at]
    while came[path[-1]] is not None:
        path.append(came[path[-1]])
    return path[::-1]


# ------------------------------------------------------------------ Python


def python_calls(text) -> dict:
    """Return {function: the functions it mentions} for a Python file's module-level
    functions, and for each class's methods by self.name (as Class.name); itself aside.

    >>> python_calls("def a():\\n    b()\\n\\ndef b():\\n    a()\\n    b()\\n")
    {'a': {'b'}, 'b': {'a'}}
    >>> python_calls("T = {'x': b}\\ndef a():\\n    T['x']()\\n\\ndef b():\\n    pass\\n")
    {'a': {'b'}, 'b': set()}
    """
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return {}
    functions = {node.name: node for node in tree.body if isinstance(node, FUNCTIONS)}
    tables = python_tables(tree, functions)
    graph = {name: python_mentions(node, functions, tables) - {name} for name, node in
             functions.items()}  # fmt: skip
    for node in tree.body:
        graph.update(method_calls(node) if isinstance(node, ast.ClassDef) else {})
    return graph


def python_tables(tree, functions) -> dict:
    """Return {global name: the functions its value names} for the module's tables."""
    tables = {}
    for node in (node for node in tree.body if isinstance(node, ast.Assign)):
        named = names_in(node.value) & set(functions)
        targets = [target.id for target in node.targets if isinstance(target, ast.Name)]
        tables.update(dict.fromkeys(targets, named) if named else {})
    return tables


def names_in(node) -> set:
    """Return the names a Python expression mentions."""
    return {item.id for item in ast.walk(node) if isinstance(item, ast.Name)}


def python_mentions(function, functions, tables) -> set:
    """Return the functions a function's body mentions, itself or through a table."""
    mentioned = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            mentioned |= {node.id} & set(functions) or tables.get(node.id, set())
    return mentioned


def method_calls(klass) -> dict:
    """Return {Class.method: the methods it mentions as self.name} for a class, itself aside."""
    methods = {node.name for node in klass.body if isinstance(node, FUNCTIONS)}
    graph = {}
    for node in klass.body:
        if isinstance(node, FUNCTIONS):
            named = {item.attr for item in ast.walk(node) if isinstance(item, ast.Attribute)}
            graph[f"{klass.name}.{node.name}"] = {
                f"{klass.name}.{name}" for name in named & methods - {node.name}
            }
    return graph


# ------------------------------------------------------------------ C


def c_calls(nodes) -> dict:
    """Return {function: the functions its body mentions} for a C file's defined functions,
    itself aside, through the file's tables of functions too."""
    defined = {node.get("name") for node in nodes if has_body(node)}
    tables = {}
    for node in nodes:
        if node.get("kind") == "VarDecl":
            tables[node.get("name")] = c_mentions(node, {}) & defined
    tables = {name: named for name, named in tables.items() if named}
    graph = {}
    for node in filter(has_body, nodes):
        graph.setdefault(node["name"], set()).update(c_mentions(node, tables) & defined)
        graph[node["name"]].discard(node["name"])
    return graph


def has_body(node) -> bool:
    """Return whether a node is the definition of a function (it has a body)."""
    inner = node.get("inner", [])
    return node.get("kind") == "FunctionDecl" and any(
        item.get("kind") == "CompoundStmt" for item in inner
    )


def c_mentions(node, tables) -> set:
    """Return the functions a node mentions, itself or through a table."""
    mentioned, stack = set(), [node]
    while stack:
        item = stack.pop()
        declared = item.get("referencedDecl") or {}
        if declared.get("kind") == "FunctionDecl":
            mentioned.add(declared.get("name"))
        mentioned |= tables.get(declared.get("name"), set()) if declared else set()
        stack += item.get("inner", [])
    return mentioned
