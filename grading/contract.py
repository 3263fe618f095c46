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
    """Return the contract in a JSON file, or raise ValueError naming the key and the fault."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ValueError(f"--contract {path}: cannot read it as JSON ({error})") from None
    if not isinstance(data, dict):
        raise ValueError(f"--contract {path}: give an object of regular expressions by key")
    for key, pattern in data.items():
        if key not in CONTRACT_KEYS:
            raise ValueError(
                f"--contract {path}: {key!r} is not a key; keys: {', '.join(CONTRACT_KEYS)}"
            )
        if not isinstance(pattern, str):
            raise ValueError(f"--contract {path}: {key} must be a string")
        try:
            groups = re.compile(pattern).groups
        except re.error as error:
            raise ValueError(
                f"--contract {path}: {key} is not a regular expression ({error})"
            ) from None
        if groups not in CONTRACT_KEYS[key][1]:
            wanted = " or ".join(map(str, CONTRACT_KEYS[key][1]))
            raise ValueError(
                f"--contract {path}: {key} has {groups} groups, not {wanted}:"
                f" {CONTRACT_KEYS[key][3]}"
            )
    return data
