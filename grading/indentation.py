"""Indentation, read as an instructor reads it: one kind, one step a block.

C is read line by line with its comments and strings blanked (c_code_lines), its braces
counted for the depth; Python by its tokens. A table of data laid out in braces is not judged.
"""

import io
import re
import tokenize

QUOTED = 3  # offending lines quoted in a failure


def quote(offenders) -> str:
    """Return the first offending lines, each as file:line: text, and how many more."""
    lines = [f"  {where}: {text.strip()[:70]}" for where, text in offenders[:QUOTED]]
    more = len(offenders) - QUOTED
    return "\n".join(lines + ([f"  and {more} more"] if more > 0 else []))


def c_code_lines(text) -> list:
    """Return each line of C as (its code, strings and comments blanked; it has a comment).

    >>> c_code_lines('int x; // x\\nchar *s = "a;b";')
    [('int x; ', True), ('char *s = "";', False)]
    """
    comments, state, quote_mark = set(), "code", ""
    line, index, out = 1, 0, []
    while index < len(text):
        state, quote_mark, read, kept, comment = c_step(text[index : index + 2], state, quote_mark)
        if comment:
            comments.add(line)
        if kept == "\n":
            line += 1
        out.append(kept)
        index += read
    code = "".join(out).split("\n")
    return [(code_line, number + 1 in comments) for number, code_line in enumerate(code)]


def c_step(pair, state, quote_mark) -> tuple:
    """Return what the next character and the one after it (pair) do in C, in a state of
    "code", "text" (a string) or a comment's ("line", "block"): (state, quote mark, characters
    read, text kept, whether it is a comment's).

    >>> c_step("/*", "code", ""), c_step("*/", "block", "")
    (('block', '', 2, '', True), ('code', '', 2, '', True))
    """
    if pair[0] == "\n":
        return ("code" if state == "line" else state), quote_mark, 1, "\n", False
    if state == "code":
        return c_code_step(pair, quote_mark)
    if state == "text":
        return c_text_step(pair[0], quote_mark)
    ends = state == "block" and pair == "*/"
    return ("code" if ends else state), quote_mark, (2 if ends else 1), "", True


def c_code_step(pair, quote_mark) -> tuple:
    """Return what a character of code does, as c_step does: a comment or a string may begin."""
    if pair in ("//", "/*"):
        return ("line" if pair == "//" else "block"), quote_mark, 2, "", True
    if pair[0] in "\"'":
        return "text", pair[0], 1, pair[0], False
    return "code", quote_mark, 1, pair[0], False


def c_text_step(char, quote_mark) -> tuple:
    """Return what a character of a string does, as c_step does: its text is blanked."""
    if char == "\\":  # the escaped character is read with it, and is not the string's end
        return "text", quote_mark, 2, "", False
    if char == quote_mark:
        return "code", quote_mark, 1, char, False
    return "text", quote_mark, 1, "", False


def width(indent: str) -> int:
    """Return an indentation's width, a tab reaching the next multiple of 8."""
    return len(indent.expandtabs(8))


def statement_lines(text, kind) -> set:
    """Return the numbers of the lines that hold code: not a comment's, not inside a string."""
    if kind != "python":
        return {number for number, (code, _) in enumerate(c_code_lines(text), 1) if code.strip()}
    found = set()
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT):
                found.add(token.start[0])
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return found


def mixed(texts, kind) -> list:
    """Return lines of code indented by tabs and spaces alike, where both are used."""
    kinds = {}
    for name, text in texts.items():
        code = statement_lines(text, kind)
        for number, line in enumerate(text.splitlines(), 1):
            indent = line[: len(line) - len(line.lstrip(" \t"))]
            if indent and number in code:
                kind_of = "both" if " " in indent and "\t" in indent else indent[0]
                kinds.setdefault(kind_of, []).append((f"{name}:{number}", line))
    if len(kinds) < 2:
        return []
    fewest = min(kinds, key=lambda kind_of: len(kinds[kind_of]))
    return kinds.get("both", kinds[fewest])


def c_indentation(name, text) -> list:
    """Return (where, line, its depth, its width) for each line that starts a C statement (not
    one that goes on from the line before, as a for's header within its brackets does)."""
    found, depth, switches, follows, table, brackets = [], 0, [], True, None, 0
    lines, last = text.splitlines(), ""
    for number, (code, _) in enumerate(c_code_lines(text), 1):
        stripped = code.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            follows = not stripped.endswith("\\")
            continue
        if follows and table is None and not unbraced_else(stripped, last):
            line = lines[number - 1] if number <= len(lines) else code
            found.append(c_statement(f"{name}:{number}", line, code, depth, switches))
        after, switches = depth_after(stripped, depth, switches, last)
        table, depth, last = table_opened(stripped, depth, after, table), after, stripped
        follows, brackets = ends_statement(stripped, brackets)
    return found


def unbraced_else(stripped, last) -> bool:
    """Return whether a line is the else of an if whose body had no braces: at the depth of
    that if, which braces do not give (a body without them fails braces, not this).

    >>> unbraced_else("else", "total += 1;"), unbraced_else("else {", "}")
    (True, False)
    """
    return bool(re.match(r"else\b", stripped)) and last.endswith(";")


def ends_statement(stripped, brackets) -> tuple:
    """Return whether a line of C ends a statement (its brackets closed), and the brackets
    left open after it.

    >>> ends_statement("for (int at = 0; at < 5;", 0), ends_statement("at++) {", 1)
    ((False, 1), (True, 0))
    """
    brackets = max(0, brackets + stripped.count("(") - stripped.count(")"))
    return not brackets and (stripped[-1] in ";{}:" or stripped.endswith("*/")), brackets


def table_opened(stripped, depth, after, table):
    """Return the depth a braced initializer opened at while its rows go on, else None.

    The rows of a table of data are laid out as data, not indented as statements are.

    >>> table_opened("int faces[2][2] = {", 0, 1, None), table_opened("{1, 2},", 1, 1, 0)
    (0, 0)
    >>> table_opened("};", 1, 0, 0), table_opened("if (done) {", 1, 2, None)
    (None, None)
    """
    if table is None and after > depth and re.search(r"=\s*\{", stripped):
        return depth
    return table if table is not None and after > table else None


def c_statement(where, line, code, depth, switches) -> tuple:
    """Return (where, line, its depth, its width, switches it is in, is it a label) of a line."""
    stripped = code.strip()
    shown = depth - (1 if stripped.startswith("}") else 0)
    label = bool(re.match(r"(case\b|default\s*:)", stripped))
    # in a case's own block (case 2: {), a line may stand at the case's depth or its own
    label = label or any(-depth_of <= depth for depth_of in switches if depth_of < 0)
    inside = sum(0 < depth_of <= shown for depth_of in switches)
    indent = code[: len(code) - len(code.lstrip())]
    return (where, line, shown, width(indent), inside, label)


def depth_after(stripped, depth, switches, last="") -> tuple:
    """Return the brace depth after a line of C, and the depths of the switches' blocks open
    (a switch's brace may be on the line after it, last), and of a case's own block, less 0.

    >>> depth_after("switch (face) {", 1, []), depth_after("} }", 2, [2])
    ((2, [2]), (0, []))
    >>> depth_after("{", 1, [], last="switch (face)"), depth_after("case 2: {", 2, [2])
    ((2, [2]), (3, [2, -3]))
    """
    switches, header = list(switches), last if stripped.startswith("{") else stripped
    for char in stripped:
        if char == "{":
            depth += 1
            switches += block_of(header, depth)
        elif char == "}":
            if switches and abs(switches[-1]) == depth:
                switches.pop()
            depth = max(0, depth - 1)
    return depth, switches


def block_of(header, depth) -> list:
    """Return what a brace opened after a header (its line, or the one before) notes: a
    switch's block (its depth), a case's own (less its depth), or nothing."""
    if re.match(r"(}\s*)?switch\b", header):
        return [depth]
    return [-depth] if re.match(r"(case\b|default\s*:)", header) else []


def c_offenders(texts) -> list:
    """Return the C lines whose indentation is not their depth times the file's one step."""
    lines = [found for name, text in texts.items() for found in c_indentation(name, text)]
    step = most_used([line[3] // line[2] for line in lines if is_plain(line)])
    return [
        (where, line)
        for where, line, depth, shown, inside, label in lines
        if not is_at_depth(shown, depth, inside, label, step)
    ]


def is_plain(statement) -> bool:
    """Return whether a C statement's width shows the step: indented, in no switch."""
    _, _, depth, shown, inside, _ = statement
    return bool(depth and not inside and shown)


def is_at_depth(shown, depth, inside, label, step) -> bool:
    """Return whether a C line's width (shown) is a depth it may have: its own, one more for
    each switch it is in (inside), one less for a case label.

    >>> is_at_depth(8, 2, 0, False, 4), is_at_depth(4, 2, 1, True, 4)
    (True, True)
    """
    low = depth - (1 if label and inside else 0)
    allowed = set(range(low, depth + inside + 1))
    return shown in {level * step for level in allowed}


def most_used(steps) -> int:
    """Return the step used most, the first of a tie; 4 when there is none.

    >>> most_used([2, 4, 4, 2]), most_used([])
    (2, 4)
    """
    return max(steps, key=steps.count) if steps else 4


def python_offenders(texts) -> list:
    """Return the Python lines that indent a block by another step than the file's."""
    found = []
    for name, text in texts.items():
        steps = python_steps(name, text)
        if steps is None:  # a file tokenize cannot read is not judged, nor are the others
            return []
        found += steps
    step = most_used([step for step, _ in found])
    return [where for this, where in found if this != step]


def python_steps(name, text):
    """Return (step, (where, line)) for each block a Python file indents; None if unreadable."""
    found, levels = [], [0]
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.INDENT:
                step = width(token.string) - levels[-1]
                levels.append(width(token.string))
                found.append((step, (f"{name}:{token.start[0]}", token.line)))
            elif token.type == tokenize.DEDENT:
                levels.pop()
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None
    return found


def indentation_check(texts, kind):
    """Return why the indentation is not consistent; None when it is."""
    both = mixed(texts, kind)
    if both:
        return "tabs and spaces are both used to indent:\n" + quote(both)
    offenders = python_offenders(texts) if kind == "python" else c_offenders(texts)
    if offenders:
        return f"{len(offenders)} lines are not indented by one step per block:\n" + quote(
            offenders
        )
    long = crammed(texts, kind)
    if long:
        return f"{len(long)} lines of over {CRAMMED} characters hold several statements each, " + (
            "their blocks not laid out a line each:\n" + quote(long)
        )
    return None


CRAMMED = 120  # characters: past it, a line of several statements hides the blocks' layout


def crammed(texts, kind) -> list:
    """Return (file:line (its length), text) for each line over CRAMMED characters that holds
    two or more statements: a loop, its ifs and their bodies on one line. No program of
    tests/class or the held-out batches written as correct has a line past 120 characters.

    >>> crammed({"a.c": "int f(void) { " + "x = 1; " * 20 + "}"}, "c")[0][0]
    'a.c:1 (155 characters)'
    >>> crammed({"a.c": 'printf("' + "x" * 130 + '");'}, "c")  # one statement: a long string
    []
    """
    found = []
    for name, text in texts.items():
        for number, (line, code) in enumerate(zip(text.split("\n"), code_of(text, kind)), 1):
            if len(line) > CRAMMED and statements_on(code, kind) >= 2:
                found.append((f"{name}:{number} ({len(line)} characters)", line))
    return found


def code_of(text, kind) -> list:
    """Return each line's code with its strings blanked (and C's comments)."""
    if kind != "python":
        return [code for code, _ in c_code_lines(text)]
    return [re.sub(r"'[^']*'|\"[^\"]*\"", "''", line) for line in text.split("\n")]


def statements_on(code, kind) -> int:
    """Return about how many statements a line of code holds: its semicolons (a for's head
    counts none), and in Python a block's body after its colon."""
    if kind == "python":
        body = re.match(r"\s*(?:if|elif|else|for|while|def|with|try|except)\b[^:]*:\s*\S", code)
        return code.count(";") + 1 + bool(body)
    return code.count(";") - 2 * len(re.findall(r"\bfor\s*\(", code))
