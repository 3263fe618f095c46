"""Questions that take commands: a word typed before the dice (r 1 3) or before a line
(score <line>), a hold editor's keys (1-5 hold, R roll, S score), and a program's help, a
table of its commands, read as its question's words. Each is pure, taking what is asked.
"""

import re


def command_word(asked: str):
    """Return the word a question asks before the dice to re-roll (r 1 3), or None.

    >>> command_word("Command (r <dice> = re-roll those, k <dice> = keep those, s = score):")
    'r'
    >>> command_word("Commands:  r <dice>  throw those dice again (positions 1-5, e.g. r 2 5)")
    'r'
    >>> command_word("Commands: r <positions> (like r 134) | k = keep | s <line 1-6>")
    'r'
    >>> command_word("Re-roll which dice? (e.g. 1 3)") is None
    True
    >>> command_word("Your move (keep 1 3 / roll 2 4 5 / keep all / roll all):")
    'roll'
    >>> command_word("Type 'roll' and the dice (roll a c e), 'roll all', or 'stay':")
    'roll'
    >>> command_word("commands:\\n  r <positions>   re-roll those dice, e.g. 'r 1 3 5'")
    'r'
    >>> command_word("k POS  keep dice at positions POS (k 245), re-roll the rest")
    'k'
    >>> command_word("s N    score on line N, 1-6 (e.g. s 4)") is None
    True
    >>> command_word("Type the values of the dice to roll again. For example, type 1 2") is None
    True
    >>> command_word("INPUT: keep <positions> | keep all | keep none >")
    'keep'
    >>> command_word("Re-roll 1 of 2 (hold 1 2 5 / hold none / stop): ")
    'hold'
    >>> command_word("reroll=? (e.g. reroll=1,3 | reroll=none | reroll=all):")
    'reroll='
    >>> command_word("reroll (array of positions, [] keeps all) >"), command_word("[4] [2] [5]")
    ('[', None)
    >>> command_word("  k ACE  keep A, C and E, re-roll the rest\\n  r BD   re-roll B and D")
    'r'
    >>> command_word("Command (r <dice> / s <line> / h)?")
    'r'
    """
    found = next(filter(None, (pattern.search(asked) for pattern in COMMANDS)), None)
    return next(group for group in found.groups() if group) if found else None


# A command shown by its example, before positions: "keep 1 3 / roll 2 4 5 / keep all".
COMMAND_EXAMPLE = re.compile(  # or the letters over the dice: roll a c e, r BD
    r"\b(roll|re-?roll?|r)\s+(?:[1-5](?:[\s,]*[1-5])+|[a-e](?:[\s,]+[a-e])+|(?-i:[A-E]{2,5}))\b",
    re.I,
)
COMMAND = re.compile(
    r"\b([a-z]{1,6})\s*<[^>]*>\s*(?:(?:=|:|to|-)\s*)?(?:re-?roll?|roll|throw|toss)", re.I
)
# A help's row of a command of the dice, its own example after it: "k POS  keep dice at
# positions POS (k 245), re-roll the rest".
HELP_EXAMPLE = re.compile(
    r"^\s*([a-z]{1,6})(?:[ \t]\S{1,6})?[ \t]{2,}"  # a table's row: k POS  keep ...
    r"(?=[^\n]*\b(?:keep|hold|re-?roll?|roll|dice|die|positions?)\b)"
    r"[^\n]*?[(\s]\1\s+[1-5](?:[\s,]*[1-5])*\b",
    re.IGNORECASE | re.MULTILINE,
)
COMMAND_NAMED = re.compile(r"\b(roll|re-?roll?)\s*<[^>]*>", re.I)  # roll <dice> | keep <dice>
KEEP_COMMAND = re.compile(r"\b(keep|hold)\s*<[^>]*>", re.I)  # where no command re-rolls
DICE_COMMAND = re.compile(r"\b([a-z]{1,6})\s*<\s*(?:dice|positions?|pos)\s*>", re.I)  # r <dice>
KEEP_EXAMPLE = re.compile(r"\b(keep|hold)\s+[1-5](?:[\s,]+[1-5])+\b", re.I)  # hold 1 2 5
# An answer wrapped as a list ([1,3], [] for none) or as a key's value (reroll=1,3): what comes
# before the positions.
WRAPPED = re.compile(
    r"(?<![\w\[])(\[)\s*(?:[1-5](?:\s*,\s*[1-5]){1,3})?\s*\]|\b([a-z][a-z_-]{1,11}=)[1-5](?:,[1-5])+",
    re.I,
)
# In this order: a command that re-rolls first, then one that keeps, then a wrapping.
COMMANDS = (
    COMMAND,
    COMMAND_EXAMPLE,
    COMMAND_NAMED,
    HELP_EXAMPLE,
    KEEP_COMMAND,
    KEEP_EXAMPLE,
    WRAPPED,
    DICE_COMMAND,
)
LINE_COMMAND = re.compile(  # score <line>, s <1-6> = score
    r"\b([a-z]{1,6})\s*<\s*(?:line|categor\w*|row|box|slot|1\s*-\s*6)\b[^<>\n]{0,20}>", re.I
)


def line_command(asked: str):
    """Return the word a question (or a help) asks before a line (score <line>), or None.

    >>> line_command("Command (roll <dice> | keep <dice> | score <line>)>")
    'score'
    >>> line_command("r P..  re-roll dice at positions P\\ns L    score on line L (1-6)")
    's'
    >>> line_command("r <dice#s> = reroll, s <1-6> = score")
    's'
    >>> line_command("  score <1-6 or name>          score this turn on a line")
    'score'
    >>> line_command("    score 4        put this turn on a line (number 1-6 or a name)")
    'score'
    >>> line_command("You may score it on a line now:") is None
    True
    >>> line_command("line=? (e.g. line=fours):"), line_command("reroll=? (e.g. reroll=1,3)")
    ('line=', None)
    >>> line_command("command ('score' + line number 1-6 like 'score 4', 'sheet' or 'help'):")
    'score'
    >>> line_command("   score 1   -> Ones, worth 1 now"), line_command("like 'reroll 1 3'")
    ('score', None)
    >>> line_command("Line 1 - Ones\\nLine 2 - Twos\\nWhich line? ") is None  # a menu's row
    True
    """
    patterns = (LINE_COMMAND, LINE_HELP, LINE_WRAPPED, LINE_EXAMPLE)
    found = next(filter(None, (pattern.search(asked) for pattern in patterns)), None)
    return next(group for group in found.groups() if group) if found else None


# A line's command by its example, quoted (like 'score 4'), or on a menu's row before the
# line it puts the turn on (score 1   -> Ones): a word, one line's number, never dice.
LINE_EXAMPLE = re.compile(
    r"""['"]((?!re-?roll?\b|roll\b|keep\b|hold\b|[rkh]\b)[a-z]{1,6})[ \t]+[1-6]['"]"""
    r"|^[ \t]*(score|write|use|put|fill|take|pick|choose|s|w)[ \t]+[1-6][ \t]+(?:->|=|:|-)[ \t]*"
    r"(?:ones|twos|threes|fours|fives|sixes)\b",
    re.IGNORECASE | re.MULTILINE,
)


# A line's answer as a key's value: line=fours.
LINE_WRAPPED = re.compile(  # not a key of the dice: reroll=1,3
    r"\b((?!re-?roll?|roll|keep|hold|dice|(?:ones|twos|threes|fours|fives|sixes)=)"
    r"[a-z][a-z_-]{1,11}=)"  # nor a sheet's cell: ones=2
    r"(?:ones|twos|threes|fours|fives|sixes|[1-6](?![\d,]))\b",
    re.I,
)
# A help's row of the command that scores a line: "s N    score on line N, 1-6".
# Or a row that puts the turn on a line, naming no dice: "score 4   put this turn on a line".
LINE_HELP = re.compile(
    r"^\s*([a-z]{1,6})[ \t]\S{1,6}[ \t]{2,}(?:score\b|(?![^\n]*\b(?:dice|die|hold|keep|roll)\b))"
    r"[^\n]*\bline\b",
    re.IGNORECASE | re.MULTILINE,
)


def alone(words: str):
    """Return the pattern of a command among words, alone: in a question's list of commands
    (hold/roll/score), or on a help's row of its own ("roll      re-roll every die not held"),
    not before dice or a line (roll <dice>, score <line>)."""
    return re.compile(
        rf"(?:^[ \t]*|[(/|,][ \t]*)({words})(?=[ \t]*(?:[)/|,>\[]|$)|[ \t]{{2,}}\S)",
        re.IGNORECASE | re.MULTILINE,
    )


ROLL_ALONE = alone("roll|re-?roll|throw")  # rolls the dice not held
STOP_ALONE = alone("score|stop|stay|stand|done|end")  # stops rolling, to score


def roll_word(text: str):
    """Return the word a program gives for rolling the dice not held, alone, or None.

    >>> roll_word("command (hold/roll/score/sheet) > "), roll_word("  roll     re-roll the rest")
    ('roll', 'roll')
    >>> roll_word("Re-roll which dice?  (e.g. 1 3)") is None, roll_word("roll <dice>") is None
    (True, True)
    """
    found = ROLL_ALONE.search(text)
    return found.group(1) if found else None


def stop_word(text: str):
    """Return the word a program gives for ending the rolling, alone among its commands, or
    None.

    >>> stop_word("[re-rolls left: 2] keep/roll/undo/score/help [roll] > ")
    'score'
    >>> stop_word("[2 re-rolls left] keep/roll/score [roll] > "), stop_word("score <line>")
    ('score', None)
    """
    found = STOP_ALONE.search(text)
    return found.group(1) if found else None


def released_all(text: str, prefix):
    """Return the answer a program's words give for holding no die (hold none), or None.

    >>> released_all("    hold none      release all dice", "hold")
    'hold none'
    """
    found = prefix and re.search(rf"\b{re.escape(prefix)}\s+(none|nothing)\b", text, re.I)
    return found and found.group()


HELP_KEEPS = re.compile(  # stay    keep these and score;  .  keep all, go to scoring
    r"^\s*([a-z]{1,8}|[^\w\s]{1,3})\s{2,}(?:keep|stay|stand|stop|score|done|end)\b",
    re.IGNORECASE | re.MULTILINE,
)
HELP_REROLLS_ALL = re.compile(  # k      re-roll all five (not: every die not held)
    r"^\s*([a-z]{1,8})\s{2,}(?:re-?roll?|roll|throw)\s+(?:all|every)\b(?![^\n]*\bnot\s+held)",
    re.IGNORECASE | re.MULTILINE,
)
HELP_OFFERED = re.compile(r"""\b(?:type|enter|say)\s+['"]?(help|\?|h)['"]?""", re.IGNORECASE)
# A hint a question of the dice offers among its answers: ? = hint, (... / none / hint), ? = tip.
HINT_OFFERED = re.compile(
    r"(?<!\S)(\?|h)\s*=\s*(?:a\s+)?(?:hint|tip|advice|help)\b"
    r"|(?:[(/,;|]|\bor)\s*['\"]?(hint|tip|advice)['\"]?\s*(?=[)\]/,;|:])",
    re.IGNORECASE,
)


def hint_word(asked: str):
    """Return the answer a question offers for a hint (it asks again after it), or None.

    >>> hint_word("Re-roll 1 of 2 - which dice? (positions like 1,3,5 / none / hint):")
    'hint'
    >>> hint_word("How many dice to re-roll? (0-5, ? = hint): "), hint_word("Keep which? (1-5)")
    ('?', None)
    """
    found = HINT_OFFERED.search(asked)
    return found and (found.group(1) or found.group(2))


HELP_ROW = re.compile(r"^\s*(\S{1,5})\s{2,}(\w.*?)\s*$", re.MULTILINE)


def help_said(text: str) -> str:
    """Return a program's help, a table of commands, read as one question: command = its use.

    >>> help_said("  1-5  hold / release that die\\n  r    roll every die not held\\n")
    '1-5 = hold / release that die; r = roll every die not held'
    """
    return "; ".join(f"{command} = {use}" for command, use in HELP_ROW.findall(text))


# A hold editor's keys, a command each: "Command (1-5 hold, R roll, S score)", "r = roll".
# A key: the dice's numbers, a letter, a quoted word or Enter (another beside it in brackets:
# "Enter (or 'roll') to roll the others"), then what it does: "'score' to stop rolling".
KEY_DOES = re.compile(
    r"""(?<![\w-])[\[(]?(1\s*(?:-|\.\.|to)\s*5|(?:dice |die )?numbers|[a-z]|'[a-z]{1,8}'"""
    r"""|"[a-z]{1,8}"|enter|return)"""
    r"""[\])]?(?:\s*\(or\s+['"]?\w{1,8}['"]?\))?\s*(?:[=:-]|\bto\b)?\s*"""
    r"(hold|keep|lock|toggle|select|mark|re-?roll?|roll|score|stop|done|end)s?\b",
    re.IGNORECASE,
)
HOLDS = ("hold", "keep", "lock", "toggle", "select", "mark")


def keyed_options(asked: str) -> list:
    """Return the options a question names by a letter and what it does, [(key, does)].

    >>> keyed_options("Re-rolls left: 2. Press r to roll again or s to score: ")
    [('r', 'roll'), ('s', 'score')]
    """
    found = [(key.strip("'\""), does) for key, does in KEY_DOES.findall(asked)]
    return [(key, does) for key, does in found if len(key) == 1 and key.isalpha()]


def hold_keys(asked: str):
    """Return (roll, stop) where a question names a hold editor's keys: a die's number holds
    it (and again, releases it), a letter rolls the rest, another stops rolling to score (or
    None); else None.

    >>> hold_keys("Command (1-5 hold, R roll, S score): ")
    ('R', 'S')
    >>> hold_keys(help_said("  1-5  hold / release that die\\n  r    roll every die not held"))
    ('r', None)
    >>> hold_keys("Keep which dice? (1-5, or r to roll)") is None
    True
    >>> hold_keys("Type 1-5 to hold/release a die, Enter (or 'roll') to roll the others, "
    ...           "'score' to stop rolling, '?' for the sheet:")
    ('', 'score')
    >>> hold_keys("Die number (1-5) to hold/unhold, 'r' to roll, 's' to score: ")
    ('r', 's')
    >>> hold_keys("Re-roll 1 of 2 - dice numbers hold/release, r = roll, s = score now: ")
    ('r', 's')
    >>> hold_keys("Enter to keep all, r to roll") is None  # Enter keeps: no die's number
    True
    """
    keys = {}
    for key, does in KEY_DOES.findall(asked):
        kind = "hold" if does.lower() in HOLDS else "roll" if "roll" in does.lower() else "stop"
        key = "1-5" if key.lower().endswith("numbers") else key.strip("'\"")  # dice numbers
        keys.setdefault(kind, "" if key.lower() in ("enter", "return") else key)
    held, rolled = keys.get("hold", "x"), keys.get("roll", "1")
    if not held[:1].isdigit() or rolled.isdigit():
        return None
    return rolled, keys.get("stop")
