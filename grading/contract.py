"""The transcript contract: the patterns of its lines and prompts, and --contract FILE."""

import json
import re
from pathlib import Path

import pexpect

# The transcript contract (docs/grading.md): each key's regular expression, the groups it
# must have, and an example. A line's pattern is matched up to its line end;
# a prompt's up to its last character. --contract FILE gives a class's own wording.
CONTRACT_KEYS = {
    "turn": ("line", (2,), "Turn 1 of 6", "the turn and the turns: Turn (\\d+) of (\\d+)"),
    "roll": ("line", (1, 2), "Roll 1: 4 4 1 2 3", "the dice, after the roll's number if shown"),
    "reroll_prompt": ("prompt", (0,), "Re-roll which positions? > ", "no groups"),
    "line_prompt": ("prompt", (0,), "Choose a line (1-6) > ", "no groups"),
    "scored": ("line", (3,), "Scored 4 on Twos. Total: 9", "the points, the line, the total"),
    "final": ("line", (1,), "Final score: 52", "the final score"),
}
DEFAULT_CONTRACT = {
    "turn": r"Turn (\d+) of (\d+)",
    "roll": r"Roll (\d+): ([1-6] [1-6] [1-6] [1-6] [1-6])",
    "reroll_prompt": r"Re-roll[^\r\n]*> ",
    "line_prompt": r"Choose a line[^\r\n]*> ",
    "scored": r"Scored (\d+) on ([A-Za-z ]+)\. Total: (\d+)",
    "final": r"Final score: (\d+)",
}
TURN = r"Turn (\d+) of (\d+)\r\n"
ROLL = r"Roll ([123]): ([1-6] [1-6] [1-6] [1-6] [1-6])\r\n"
REROLL_PROMPT = r"Re-roll[^\r\n]*> "
LINE_PROMPT = r"Choose a line[^\r\n]*> "
SCORED = r"Scored (\d+) on ([A-Za-z ]+)\. Total: (\d+)\r\n"
FINAL = r"Final score: (\d+)\r\n"
CONTRACT = (TURN, ROLL, REROLL_PROMPT, LINE_PROMPT, SCORED, FINAL)
# The events of a session, by the kind the grader calls them, and the key of each.
EVENT_KEYS = {"turn": "turn", "roll": "roll", "reroll": "reroll_prompt", "line": "line_prompt",
              "scored": "scored", "final": "final"}  # fmt: skip


def contract_events(contract=None) -> dict:
    """Return what a session watches for: each kind's pattern (lines end at \\r\\n), and the end.

    The default watches for any roll number, so a fourth roll shows.
    """
    contract = {**DEFAULT_CONTRACT, **(contract or {})}
    events = {}
    for kind, key in EVENT_KEYS.items():
        ending = r"\r\n" if CONTRACT_KEYS[key][0] == "line" else ""
        events[kind] = contract[key] + ending
    return {**events, "end": pexpect.EOF}


def read_contract(path) -> dict:
    """Return the contract in a JSON file, or raise ValueError naming the key and the fault.

    Besides patterns, a file that --save-contract wrote holds "interface" (the answers a
    learned program takes) and "learned" (what was learned, for the reader).
    """
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ValueError(f"--contract {path}: cannot read it as JSON ({error})") from None
    if not isinstance(data, dict):
        raise ValueError(f"--contract {path}: give an object of regular expressions by key")
    for key, pattern in data.items():
        fault = pattern_fault(key, pattern)
        if fault:
            raise ValueError(f"--contract {path}: {fault}")
    return data


def pattern_fault(key, pattern) -> str:
    """Return what is wrong with a contract's entry, or "" if nothing is."""
    if key == "learned":
        return "" if isinstance(pattern, list) else "learned must be a list of lines"
    if key == "interface":
        return interface_fault(pattern)
    if key not in CONTRACT_KEYS:
        return f"{key!r} is not a key; keys: {', '.join(CONTRACT_KEYS)}"
    if not isinstance(pattern, str):
        return f"{key} must be a string"
    return regex_fault(key, pattern)


def regex_fault(key, pattern) -> str:
    """Return what is wrong with a key's regular expression, or "" if nothing is.

    >>> regex_fault("final", r"Final score: \\d+")
    'final has 0 groups, not 1: the final score'
    >>> regex_fault("final", r"Final score: (\\d*)")
    'final: group 1 can match nothing; each must match a number or a name'
    """
    try:
        groups = re.compile(pattern).groups
    except re.error as error:
        return f"{key} is not a regular expression ({error})"
    if groups not in CONTRACT_KEYS[key][1]:
        wanted = " or ".join(map(str, CONTRACT_KEYS[key][1]))
        return f"{key} has {groups} groups, not {wanted}: {CONTRACT_KEYS[key][3]}"
    empty = [str(group) for group in can_be_empty(pattern)]
    if empty:
        groups = ", ".join(empty)
        return f"{key}: group {groups} can match nothing; each must match a number or a name"
    return ""


def interface_fault(saved) -> str:
    """Return what is wrong with a saved interface, or "" if nothing is."""
    from grading.interface import Interface

    if not isinstance(saved, dict):
        return "interface must be an object, as --save-contract wrote it"
    try:
        Interface.from_contract(saved)
    except ValueError as error:
        return str(error)
    return ""


def can_be_empty(pattern) -> list:
    """Return the numbers of a pattern's groups that can match nothing or be left out.

    >>> can_be_empty(r"=== Round (\\d+) ===(6?)"), can_be_empty(r"Turn (\\d+) of (\\d+)")
    ([2], [])
    >>> can_be_empty(r"(?:Turn (\\d+)|Round)(?: of (\\d+))? (x)")
    [1, 2]
    """
    try:
        from re import _parser as parser  # Python 3.11 and later
    except ImportError:  # Python 3.9 and 3.10
        import sre_parse as parser
    empty = set()
    walk(parser, parser.parse(pattern), False, empty)
    return sorted(empty)


def walk(parser, items, optional, empty):
    """Note in empty each group of parsed items that can match nothing or be left out."""
    for operation, value in items:
        if operation == parser.SUBPATTERN:
            walk_group(parser, value, optional, empty)
        elif operation == parser.BRANCH:
            for branch in value[1]:
                walk(parser, branch, True, empty)
        elif operation in (parser.MAX_REPEAT, parser.MIN_REPEAT):
            walk(parser, value[2], optional or value[0] == 0, empty)


def walk_group(parser, value, optional, empty):
    """Note in empty a parsed group that can match nothing or be left out, and those in it."""
    if value[0] is not None and (optional or value[-1].getwidth()[0] == 0):
        empty.add(value[0])
    walk(parser, value[-1], optional, empty)
