"""Code left commented out, read as an instructor reads it: old code kept in comments.

A comment line is code when it reads as a statement: in Python, when it parses as one that does
something (a call, an assignment, a loop's head, a return); in C, when it ends as a statement
does (`;`), or opens a loop, a condition or a function. A brace, `else` or `pass` alone counts
only beside such a line. A few stray lines pass; blocks of old code and debug prints do not.
"""

import ast
import io
import re
import tokenize

from grading.indentation import c_step, quote

C_STATEMENT = re.compile(
    r"""^(?:return\b.*|break|continue|[\w*.\[\]>&()-]+\s*(?:[-+*/%|&]?=|\+\+|--|\[).*
    |[\w.>-]+\s*\(.*\)|(?:(?:const|static|unsigned|signed|struct\s+\w+|int|char|double|float
    |long|short|bool|size_t|FILE)\s+)+\**\w+(?:\[\w*\])?(?:\s*=.*)?)\s*;$""",
    re.VERBOSE,
)
C_OPENS = re.compile(
    r"^(?:(?:if|for|while|switch)\s*\(.*\)|(?:static\s+)?(?:void|int|char|double|float|bool|long"
    r"|unsigned|struct\s+\w+)[\s*]+\w+\(.*\))\s*\{?$"
)
C_BESIDE = re.compile(r"^(?:[{}]|\}?\s*else\b.*|do\s*\{?|\}\s*while\s*\(.*\)\s*;)$")
PY_BESIDE = {"pass", "break", "continue", "else:", "try:", "finally:"}
PY_HEADS = ("if 1:\n    pass\n", "try:\n    pass\n", "")  # what an else, an except may follow
DOING = (ast.Assign, ast.AugAssign, ast.Return, ast.Import, ast.ImportFrom, ast.Delete,
         ast.Raise, ast.Global, ast.For, ast.While, ast.If, ast.With, ast.FunctionDef,
         ast.Try)  # fmt: skip


def dead_code_check(texts, kind, limits):
    """Return the lines of code left commented out, when more than limits["dead_code_lines"]."""
    found = []
    for name, text in texts.items():
        blocks = python_comment_blocks(text) if kind == "python" else c_comment_blocks(text)
        lines = text.splitlines()
        found += [(f"{name}:{n}", lines[n - 1]) for n, _ in dead_lines(blocks, kind)]
    if len(found) <= limits["dead_code_lines"]:
        return None
    return f"{len(found)} lines of code left commented out:\n" + quote(found)


def dead_lines(blocks, kind) -> list:
    """Return (line number, text) of the comment lines that are code, block by block: a brace
    or an else alone only in a block that holds a statement."""
    if kind == "python":
        return [line for block in blocks for line in code_in(block, python_code, python_beside)]
    return [line for block in map(joined, blocks) for line in code_in(block, c_code, c_beside)]


def code_in(block, strong, beside) -> list:
    """Return the lines of a block that are code: none unless one is a statement (strong)."""
    if not any(strong(text) for _, text in block):
        return []
    return [(number, text) for number, text in block if strong(text) or beside(text)]


def joined(block) -> list:
    """Return a block of C comments with a statement over several lines read as one, at its
    first line's number (a call's arguments over two lines, a condition's parts).

    >>> joined([(3, "printf(x,"), (4, "y);"), (5, "}")])
    [(3, 'printf(x, y);'), (5, '}')]
    """
    lines = []
    for number, text in block:
        if lines and lines[-1][1].endswith((",", "(", "&&", "||", "+")):
            lines[-1] = (lines[-1][0], f"{lines[-1][1]} {text}")
        else:
            lines.append((number, text))
    return lines


# ------------------------------------------------------------------ Python


def python_comment_blocks(text) -> list:
    """Return the runs of lines that are a comment alone, each a list of (line, its text).

    >>> python_comment_blocks("x = 1  # one\\n# a\\n#  b\\ny = 2\\n# c")
    [[(2, 'a'), (3, 'b')], [(5, 'c')]]
    """
    blocks, last = [], 0
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type != tokenize.COMMENT or token.line[: token.start[1]].strip():
                continue
            if token.start[0] != last + 1 or not blocks:
                blocks.append([])
            blocks[-1].append((token.start[0], token.string[1:].strip()))
            last = token.start[0]
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return blocks


def python_code(text) -> bool:
    """Return whether a comment's text reads as a Python statement that does something.

    >>> [python_code(t) for t in ["total = sum(dice)", "for i in range(5):", "print(dice)"]]
    [True, True, True]
    >>> [python_code(t) for t in ["roll the dice", "Note: slow", "main", "Helper (private)"]]
    [False, False, False, False]
    """
    for head in PY_HEADS if text.endswith(":") else ("",):
        tail = "\n    pass" if text.endswith(":") else ""
        try:
            tree = ast.parse(head + text + tail)
        except (SyntaxError, ValueError, RecursionError):
            continue
        return any(doing(node) for node in tree.body) and not re.search(r"\w \(", text)
    return False


def doing(node) -> bool:
    """Return whether a statement does something: not a bare name, a constant or a note."""
    if isinstance(node, ast.Expr):
        return isinstance(node.value, ast.Call)
    return isinstance(node, DOING) or (isinstance(node, ast.AnnAssign) and node.value is not None)


def python_beside(text) -> bool:
    """Return whether a comment's text is code only beside a statement: pass, else: and such."""
    return text in PY_BESIDE or text.startswith(("elif ", "except"))


# ------------------------------------------------------------------ C


def c_comment_blocks(text) -> list:
    """Return the runs of lines that are a comment alone, each a list of (line, its text).

    >>> c_comment_blocks("int x; // one\\n// a\\n/* b\\n * c */\\nx++;\\n// d")
    [[(2, 'a'), (3, 'b'), (4, 'c')], [(6, 'd')]]
    """
    lines, blocks = c_comment_texts(text), []
    for number, (code, comment) in enumerate(lines, 1):
        if code.strip() or not comment.strip():
            continue
        if not blocks or blocks[-1][-1][0] != number - 1:
            blocks.append([])
        blocks[-1].append((number, comment.strip().lstrip("*").strip()))
    return blocks


def c_comment_texts(text) -> list:
    """Return each line of C as (its code, its comments' text)."""
    state, quote_mark, index = "code", "", 0
    lines = [["", ""]]
    while index < len(text):
        pair = text[index : index + 2]
        before = state
        state, quote_mark, read, kept, comment = c_step(pair, state, quote_mark)
        if kept == "\n":
            lines.append(["", ""])
        elif comment and before == state:
            lines[-1][1] += pair[:read]
        else:
            lines[-1][0] += kept
        index += read
    return [tuple(line) for line in lines]


def c_code(text) -> bool:
    """Return whether a comment's text reads as a C statement, or a loop's or function's head.

    >>> [c_code(t) for t in ["dice[i] = roll_die();", "printf(\\"%d\\\\n\\", x);", "int i;"]]
    [True, True, True]
    >>> [c_code(t) for t in ["for (i = 0; i < 5; i++) {", "Roll the dice; keep some.", "}"]]
    [True, False, False]
    """
    return bool(C_STATEMENT.match(text) or C_OPENS.match(text))


def c_beside(text) -> bool:
    """Return whether a comment's text is code only beside a statement: a brace, an else."""
    return bool(C_BESIDE.match(text))
