"""Functions written twice, read as an instructor reads them: copies that differ in values only.

Two functions are copies when their code is the same, token for token, but for their names and
the values written in them (numbers, strings, characters): `score_ones` to `score_sixes`, each
adding up its own face, or `first_reroll` and `second_reroll` with only a prompt between them.
One function with a parameter would do the work of them all, as the homework's "organized into
functions with a clear, sensible purpose" asks. Small functions (under `copied_tokens` tokens,
with their values) are not counted: two one-line getters are alike by nature.
"""

import io
import re
import textwrap
import tokenize

from grading.indentation import quote

C_TOKEN = re.compile(
    r"""(?P<skip>//[^\n]*|/\*.*?\*/|\s+)|(?P<value>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'
    |\d[\w.]*)|(?P<word>[A-Za-z_]\w*)|(?P<sign>\S)""",
    re.DOTALL | re.VERBOSE,
)
ONE = "one function with a parameter would do\n"
PY_VALUES = (tokenize.NUMBER, tokenize.STRING)
PY_SKIPPED = (tokenize.COMMENT, tokenize.NL, tokenize.ENCODING, tokenize.ENDMARKER)


def copies_check(functions, texts, kind, limits):
    """Return the functions that are copies of each other, or None when there are none."""
    if functions is None:
        return ("untried", "not tried: lizard is not installed (pip install lizard)")
    groups = {}
    for file, function in functions:
        lines = texts[file].splitlines()[function.start_line - 1 : function.end_line]
        tokens = shape(lines, function.name.split("::")[-1], kind)
        if tokens is not None and len(tokens) >= limits["copied_tokens"]:
            place = (f"{file}:{function.start_line}", lines[0])
            groups.setdefault(tuple(tokens), []).append((function.name, place))
    copied = [group for group in groups.values() if len(group) > 1]
    if not copied:
        return None
    return "\n".join(map(said, copied))


def said(group) -> str:
    """Return a group of copies as the report says it: their names, then where they start."""
    names = ", ".join(name for name, _ in group)
    places = quote([place for _, place in group])
    return (
        f"{len(group)} functions are the same code but for their values ({names}): {ONE}{places}"
    )


def shape(lines, name, kind):
    """Return a function's tokens, each value (number, string) and its own name made one mark,
    comments left out; None when it cannot be read."""
    text = "\n".join(lines) + "\n"
    return python_shape(text, name) if kind == "python" else c_shape(text, name)


def python_shape(text, name):
    """Return a Python function's tokens, as shape does, or None when they cannot be read."""
    try:
        found = list(tokenize.generate_tokens(io.StringIO(textwrap.dedent(text)).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None
    return [mark(token.string, token.type in PY_VALUES, name) for token in found
            if token.type not in PY_SKIPPED]  # fmt: skip


def c_shape(text, name) -> list:
    """Return a C function's tokens, as shape does."""
    tokens = []
    for found in C_TOKEN.finditer(text):
        if found.lastgroup != "skip":
            tokens.append(mark(found.group(), found.lastgroup == "value", name))
    return tokens


def mark(token: str, value: bool, name: str) -> str:
    """Return a token as it is compared: a value or the function's own name as one mark."""
    if value:
        return "<value>"
    return "<name>" if token == name else token
