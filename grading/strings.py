"""Strings with no room for their end, read from clang's syntax tree as an instructor reads them.

C lets a literal fill its array exactly, leaving out the `\\0` that ends it: in a table of names,
`char names[6][6] = {"Ones", "Twos", "Threes", ...}`, `"Threes"` has no end, and printing it
runs on into the next (`ThreesFours`). The read stays inside the table, so neither the
sanitizers nor valgrind see it; it is still a read past the string's own array. Only literals
in a list (a table, a struct's fields) are read: a lone `char faces[6] = "123456"` may be
meant as six characters, never printed as a string.
"""

import re

from grading.indentation import quote

ESCAPE = re.compile(r"\\(?:x[0-9a-fA-F]+|[0-7]{1,3}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)")
ARRAY = re.compile(r"^(?:const )?(?:signed |unsigned )?char ?\[(\d+)\]$")


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
            numbers |= {line_of(text, child) for child in inner if fills(child)}
        stack += inner
    lines = text.splitlines()
    return [(f"{name}:{number}", lines[number - 1].strip()) for number in sorted(numbers - {0})]


def fills(node) -> bool:
    """Return whether a node is a string literal as long as its array: no room for its end.

    >>> fills({"kind": "StringLiteral", "type": {"qualType": "char[6]"}, "value": '"Threes"'})
    True
    >>> fills({"kind": "StringLiteral", "type": {"qualType": "char[6]"}, "value": '"Ones"'})
    False
    """
    size = ARRAY.match(node.get("type", {}).get("qualType", ""))
    if node.get("kind") != "StringLiteral" or not size:
        return False
    spelled = node.get("value", '""')[1:-1]
    return len(ESCAPE.sub("x", spelled).encode("utf-8")) == int(size.group(1))


def line_of(text, node) -> int:
    """Return the line (from 1) where a node begins in text, 0 where no offset is given."""
    begin = node.get("range", {}).get("begin", {})
    offset = begin.get("expansionLoc", begin).get("offset")
    return text.count("\n", 0, offset) + 1 if offset is not None else 0
