"""Reading the questions that are no move of the game: a confirmation of the move just made
(and the answer that declines it), the player's name before the game and another game after
it, the letters in brackets by which old menus name their choices, (R)oll again or (S)core?,
and the words a menu lists in brackets, Action (roll/all/score/help):

Pure functions of a question's text, as grading/screen.py's are; the screen reads them.
"""

import re

from grading.commands import hold_keys, keyed_options
from grading.onedie import DIE_NAMED

# Two answers offered: (y/n), [Y/n], yes/no, (k/r), "y or n".
CHOICE = re.compile(  # not a count, (1/2): one of two re-rolls
    r"[(\[]\s*(?!\d+\s*/\s*\d+\s*[)\]])(\w{1,4})\s*/\s*(\w{1,4})\s*[)\]]"
    r"|\b(y|yes)\s*(?:/|or)\s*(n|no)\b",
    re.I,
)
NO_WORDS = ("n", "no", "nope", "nah", "non", "nein", "nao", "n\u00e3o")  # the second of two


# Three or more words offered in brackets, each the answer that does it: (roll/all/score/help)
WORDS_OFFERED = re.compile(r"[(\[]\s*([a-z]{2,8}(?:\s*[,/|]\s*[a-z]{2,8}){2,})\s*[)\]]", re.I)
# Three or more choices of any short form listed in brackets: [s/d/t/?]
LISTED = re.compile(r"[(\[]\s*([^\s()\[\]/,|]{1,8}(?:\s*[,/|]\s*[^\s()\[\]/,|]{1,8}){2,})\s*[)\]]")


def choices_listed(asked: str) -> list:
    """Return the three or more choices a question lists in brackets, or [].

    >>> choices_listed("Choose [s/d/t/?] > "), choices_listed("Again? (y/n) ")
    (['s', 'd', 't', '?'], [])
    """
    found = LISTED.search(asked)
    return re.split(r"\s*[,/|]\s*", found.group(1)) if found else []


def words_offered(asked: str, text: str = "") -> list:
    """Return the options of a question that offers three or more words in brackets, each its
    own label: [('roll', 'roll'), ...]; else [], as where the screen (text) shows one of them
    taking more words (keep 1 2 5, score <line>): commands, not a menu's choices.

    >>> words_offered("Action (roll/all/score/sheet/help): ")[:3]
    [('roll', 'roll'), ('all', 'all'), ('score', 'score')]
    >>> words_offered("What now? [dice, sheet, reroll, all, score, help] ")[2]
    ('reroll', 'reroll')
    >>> words_offered("Again? (yes/no): "), words_offered("Keep (e.g. 1 3 5) or (all/none): ")
    ([], [])
    >>> words_offered("action (keep/throw/score) > ", "  keep 1 2 5    keep those dice")
    []
    """
    found = WORDS_OFFERED.search(asked)
    words = re.split(r"\s*[,/|]\s*", found.group(1)) if found else []
    told = [word for word in words if re.search(rf"\b{word}\s+(?:<|\d)", text, re.I)]
    return [] if told else [(word, word) for word in words]


def letter_options(asked: str) -> list:
    """Return the options a question names by a letter in brackets within a word, as menus
    of old did: (R)oll again or (S)core? gives [('R', 'Roll again'), ('S', 'Score')]; or
    after a word, its initial: Keep (k) or reroll (r)?

    >>> letter_options("(R)oll again [2 left] or (S)core? > ")
    [('R', 'Roll again'), ('S', 'Score')]
    >>> letter_options("[R]e-roll some  [A]ll  [S]core now > ")
    [('R', 'Re-roll'), ('A', 'All'), ('S', 'Score')]
    >>> letter_options("Keep (k) or reroll (r) these dice? >> ")
    [('k', 'Keep'), ('r', 'reroll')]
    """
    found = re.findall(r"[\[(]([a-z])[\])](\w[\w-]*(?: again)?)", asked, re.IGNORECASE)
    if found:
        return [(letter, letter + rest) for letter, rest in found]
    after = re.findall(r"\b(\w+(?: again)?)\s*[\[(]([a-z])[\])]", asked, re.IGNORECASE)
    return [(letter, word) for word, letter in after if word[0].lower() == letter.lower()]


# A question that asks to confirm a move just made: its own words (confirm, undo, ink it), or
# the move said back with its points (Score 12 in Fours? Put 12 points in Fours?).
CONFIRMS = re.compile(
    r"\b(?:confirm|undo|take it back|erase|ink it|are you sure"
    r"|(?:score|put|use|write|enter|record) (?:it|this|that|them) (?:there|here)"
    r"|still (?:use|want|take|pick|choose|score) (?:it|this|that|them)"  # scoring 0 there
    r"|(?:is|are) (?:that|this|it|these|those) (?:right|correct|ok|okay|what you want))\b"
    r"|\b(?:ok|okay|correct|right)\s*\?",  # You will re-roll dice 1, 3. OK? (y/n)
    re.IGNORECASE,
)
SAID_BACK = re.compile(
    r"^(?:score|put|enter|write|record|use)\s+\d+\s+(?:points?\s+)?(?:in|on|as|for|into)\s+"
    r"(?:the\s+)?(?:ones|twos|threes|fours|fives|sixes)\b[^?]*\?",
    re.IGNORECASE,
)
# The dice about to be re-rolled, said back: two or more named, or those held said beside them
# (Re-roll dice D, E (holding A, B, C)?); never one die asked of alone (Re-roll die 1 [4]?).
# The dice may be said back as typed, in quotes (Re-roll dice "135"?), or with again after them
# (Roll dice 2, 4 again?), or their count said back (Re-roll 3 dice now?).
DICE_SAID_BACK = re.compile(
    r"\bre-?roll(?:ing)?\s+(?:the\s+)?dice\s+[A-E1-5](?:\s*(?:,|and)\s*[A-E1-5])+\b[^?]*\?"
    r"|\b(?:re-?)?roll(?:ing)?\s+(?:the\s+)?dice\s+[\"'][^\"'?]+[\"']\s*\?"
    r"|\b(?:re-?)?roll\s+(?:the\s+)?dice\s+[A-E1-5](?:\s*(?:,|and)\s*[A-E1-5])*\s+again\s*\?"
    r"|\bre-?roll\s+(?:the(?:se|ose)?\s+)?[1-5]\s+(?:dice|die)(?:\s+now)?\s*\?"
    r"|\((?:while\s+)?(?:holding|keeping)\b[^)]*\)\s*\?",
    re.IGNORECASE,
)
# Or said on the line above a question to go ahead: Keeping: A C E  Re-rolling: B D / Roll now?
PLAN_SAID = re.compile(r"\b(?:keeping|re-?rolling)\b\W+(?:dice\s+)?[A-E1-5]\b", re.I)
GO_AHEAD = re.compile(r"^(?:(?:re-?)?roll (?:now|them|these|those)|go ahead|proceed)\s*\?", re.I)
# Or a line's points said above a question to keep them (Fours gets 8 points ... Keep it?),
# where no die is named (Die 3 shows 4. Keep it? asks of that die).
KEEP_IT = re.compile(r"^keep (?:it|this|that)(?: score| line)?\s*\?", re.IGNORECASE)
LINE_NAMED = re.compile(r"\b(?:ones|twos|threes|fours|fives|sixes|points?|total)\b", re.I)
# A line's points said back before its question: The ones line would give you 1 points. Do you
# want to use it? (not a die's: Die 1 shows 4. Keep it?)
LINE_SAID_BACK = re.compile(
    r"\b(?:ones|twos|threes|fours|fives|sixes)\b[^?]*\b(?:would|will)\s+"
    r"(?:give|score|be worth|get)\b[^?]*\?",
    re.IGNORECASE,
)
YES_WORDS = re.compile(
    r"^(?:y|yes|yep|yeah|sure|ok|okay|c|confirm|keep|accept|ink|continue)$", re.IGNORECASE
)


def confirm_answer(asked: str, near: str = ""):
    """Return the answer that confirms the move a question says back, or None where it asks
    no confirmation: the choice of its own that means yes, or Enter where Enter goes on; but
    where the screen (near: the lines above) speaks of a goal line, the choice that changes it.

    >>> confirm_answer("Score 12 in Fours? (y/n) "), confirm_answer("(c)onfirm or (u)ndo?")
    ('y', 'c')
    >>> confirm_answer("Type 'ok' to ink it or 'undo' to erase: ")
    'ok'
    >>> confirm_answer("Type 'undo' to take it back, or press Enter to continue: ")
    ''
    >>> confirm_answer("Sixes: 2 dice show 6 -> 12 points. Score it there? (y/n): ")
    'y'
    >>> confirm_answer("You picked dice 1 and 3. Is that right? (y/n): ")
    'y'
    >>> confirm_answer("You will re-roll dice 1, 3. OK? (y/n): ")
    'y'
    >>> confirm_answer("You want to keep the third die (4). Is that right? Type yes or no.")
    'yes'
    >>> confirm_answer("The ones line would give you 1 points. Do you want to use it? yes or no")
    'yes'
    >>> confirm_answer("The twos would score 0. Still use it? (sure/nope): ")
    'sure'
    >>> confirm_answer("Re-roll die 1 [4]? (y/n) ") is None
    True
    >>> confirm_answer("Re-roll dice D, E (holding A, B, C)? (yes/no): ")
    'yes'
    >>> confirm_answer('Re-roll dice "135"? (y/n) '), confirm_answer("Roll dice 2, 4 again? (y/n)")
    ('y', 'y')
    >>> confirm_answer("Re-roll 3 dice now? (y/n) "), confirm_answer("Re-roll 1 die? (y/n) ")
    ('y', 'y')
    >>> confirm_answer("Roll now? (y/n) ", "Keeping: A C E   Re-rolling: B D\\nRoll now? (y/n)")
    'y'
    >>> confirm_answer("Keep it? (y/n) ", "Fours  8\\nTotal 11\\nKeep it? (y/n)")
    'y'
    >>> confirm_answer("Keep it? (y/n) ", "Die 3 shows 4.\\nKeep it? (y/n)") is None
    True
    >>> confirm_answer("Type R to roll them or U to undo this choice: ")
    'R'
    >>> confirm_answer("dice numbers hold/release, r = roll, s = score now, u = undo: ") is None
    True
    """
    changed = goal_change(asked, near)
    if changed is not None:
        return changed
    plain = re.sub(r"[\[(]([a-z])[\])](?=\w)", r"\1", asked, flags=re.IGNORECASE)  # (u)ndo
    if not (CONFIRMS.search(plain) or said_back(plain, near)) or hold_keys(asked):
        return None  # (a hold editor's keys may offer an undo: dice numbers hold, u = undo)
    if re.search(r"\b(?:press|hit) (?:enter|return)\b", asked, re.IGNORECASE):
        return ""
    return next(iter(yes_said(asked)), None)


def said_back(asked: str, near: str) -> bool:
    """Return whether a question says back the move it asks to confirm: a line's points, the
    dice to re-roll, in it or on the lines above it."""
    found = SAID_BACK.search(asked) or DICE_SAID_BACK.search(asked)
    return bool(found or LINE_SAID_BACK.search(asked) or said_above(asked, near))


def said_above(asked: str, near: str) -> bool:
    """Return whether a question goes ahead with a move said on the lines above it (near):
    the dice kept and re-rolled, then Roll now?; a line's points, then Keep it?"""
    if GO_AHEAD.match(asked.strip()):
        return bool(PLAN_SAID.search(near))
    named = LINE_NAMED.search(near) and not DIE_NAMED.search(near)
    return bool(KEEP_IT.match(asked.strip()) and named)


def yes_said(asked: str) -> list:
    """Return the answers of a confirmation that mean yes: its own (y, ok, confirm), or the key
    it says rolls (Type R to roll them or U to undo)."""
    yes = [word for word in offered(asked) if YES_WORDS.match(word)]
    return yes or [key for key, does in keyed_options(asked) if ROLL_OPTION.match(does)]


def no_said(asked: str):
    """Return the answer that declines a confirmation offered as a pair, yes and no, or None.

    >>> no_said("Keep it? (y/n) "), no_said("Put 8 points on Fours? [Y/N]: ")
    ('n', 'N')
    >>> no_said("Is that right? Type yes or no."), no_said("Type 'ok' to ink it: ")
    ('no', None)
    """
    pair = CHOICE.search(asked)
    no = pair and (pair.group(2) or pair.group(4))
    return no if no and no.lower() in NO_WORDS else None


def offered(asked: str) -> list:
    """Return the answers a question offers: its letters in brackets, its words in quotes,
    the first of a pair (y/n).

    >>> offered("Type 'ok' to ink it or 'undo' to erase (y/n): ")
    ['ok', 'undo', 'y']
    >>> offered("Put 12 points in Fours? [y/n]: "), offered("Is that right? Type yes or no.")
    (['y'], ['yes'])
    """
    # 'ok', (y/n) or [y/n], or said: Type yes or no.
    quoted = re.findall(r"'(\w+)'|[(\[](\w+)/\w+[)\]]|\b(yes|y)\s+or\s+(?:no|n)\b", asked, re.I)
    letters = [label for label, _ in letter_options(asked)]
    return letters + [word for pair in quoted for word in pair if word]


# A turn's goal line, said by a program that asks for it before the dice (Your goal was Ones),
# and a choice that changes it at the end: no to writing the points there, or another line.
GOAL_SAID = re.compile(r"\b(?:goal|target|aim(?:ing|ed)? (?:for|at)|going for)\b", re.I)
OF_A_LINE = re.compile(
    r"\b(?:lines?|rows?|points?|worth|score|ones|twos|threes|fours|fives|sixes)\b", re.I
)
OF_THE_DICE = re.compile(r"\b(?:dice|die|re-?roll?|roll)", re.IGNORECASE)
CHANGES = re.compile(r"\b(?:change|another|other|instead|different|switch)", re.IGNORECASE)


def goal_change(asked: str, near: str):
    """Return the answer that changes a turn's goal line at the end of the turn, where the
    screen (near: the lines above the question, and it) speaks of a goal and its points, and
    the question asks nothing of the dice: the second of a pair (y/n), or the choice that
    changes; else None.

    >>> goal_change("Write 9 points on Threes? (y/n): ", "Your goal was Threes. 9 points.")
    'n'
    >>> goal_change("Take it (t) or change to another line (c)? ", "Your goal, Ones, is worth 3")
    'c'
    >>> goal_change("(k)eep it or (s)witch? ", "Target Fives is worth 10.")
    's'
    >>> goal_change("Re-roll die 1 (showing 4)? (y/n) ", "Goal: Fours (worth 4 right now)")
    """
    if not (GOAL_SAID.search(near) and OF_A_LINE.search(near)) or OF_THE_DICE.search(asked):
        return None
    pair = re.search(r"[(\[](\w+)\s*/\s*(\w+)[)\]]", asked)
    if pair:
        return pair.group(2)
    options = letter_options(asked) or letters_after(asked)
    return next((letter for letter, word in options if CHANGES.search(word)), None)


def letters_after(asked: str) -> list:
    """Return the options a question names by a letter in brackets after its words, as
    (letter, the words before it).

    >>> letters_after("Take it (t) or change (c)? ")
    [('t', 'Take it '), ('c', ' or change ')]
    """
    found = re.findall(r"([^()\[\]]*)[(\[]([a-z])[)\]]", asked, re.IGNORECASE)
    return [(letter, before) for before, letter in found]


ROLL_OPTION = re.compile(r"\broll|re-?roll?", re.IGNORECASE)  # a key that rolls (r: roll)


# A question of the player's name before the game (What's your name? Player name:), answered
# with one.
NAME_ASKED = re.compile(
    r"\b(?:your|player'?s?|first)\s+name\b|^\s*name\s*[:?>]|\bwho(?:'s| is) playing\b"
    r"|\bwho (?:am i|are you|will i be|is) playing\b|\b(?:should|can|may) i call you\b"
    r"|\bname (?:of|for) (?:the )?player\b|\bplayer\s*#?\s*\d(?:'s)?\W{0,3}name\b"
    r"|\benter (?:a )?name\b",
    re.IGNORECASE,
)
PLAYER_NAME = "Sam"
# Before the game, a question of what is not playing (the rules, help, a setting for its author:
# Verbose mode? (y/n)), answered no; and the seed of its dice, left to the clock with Enter, so
# that new games roll new dice.
OTHERS = r"quit|exit|rules|instructions|help|leave"  # a menu's choices other than play
OTHER_CHOICE = re.compile(rf"\b(?:{OTHERS})\b", re.IGNORECASE)
# Others than the homework's one player (Add a second player? Play against the computer?): no.
OTHER_PLAYERS = (
    r"(?:second|another|more|other) players?|two[- ]players?|multi-?player|opponent"
    r"|(?:against|vs\.?|versus) (?:the |a )?(?:computer|cpu|ai|bot)"
)
NOT_PLAYING = re.compile(
    rf"\b(?:{OTHERS}|debug\w*|verbose|cheat\w*|test(?:ing)? mode|tutorial|{OTHER_PLAYERS})\b",
    re.IGNORECASE,
)
SEED_ASKED = re.compile(r"\bseed\b", re.IGNORECASE)
# How many play: one, the homework's game (How many players? (1)).
PLAYERS_ASKED = re.compile(r"\bhow many (?:players|people)\b|\bnumber of players\b", re.I)


def setting_answer(asked: str):
    """Return the answer to a question before the game that has one whatever it offers: a
    name, Enter for the seed (the clock's), 1 for how many play; else None.

    >>> setting_answer("How many players? (1) "), setting_answer("Your name? ")
    ('1', 'Sam')
    >>> setting_answer("Name of player 1: "), setting_answer("Player 1's name: ")
    ('Sam', 'Sam')
    """
    said = ((NAME_ASKED, PLAYER_NAME), (SEED_ASKED, ""), (PLAYERS_ASKED, "1"))
    return next((answer for pattern, answer in said if pattern.search(asked)), None)


def first_choice(asked: str, offered):
    """Return the first of two answers offered ([d/p]: d), or of a numbered list, else None."""
    if offered:
        return offered.group(1) or offered.group(3)
    numbered = re.search(r"(?:^|\s)[\[(]?([1-9])\s*[\])]\s*[a-z]", asked, re.I)
    return numbered.group(1) if numbered else None


# A question of another game, once the six lines are scored: answered no.
REPLAY = re.compile(
    r"\b(?:play|go)\s+(?:again|another)\b|\banother\s+(?:game|round)\b|\bnew game\b", re.I
)


def replay_asked(asked: str) -> bool:
    """Return whether a question asks to play another game.

    >>> replay_asked("Play again? (y/n) "), replay_asked("Roll again? (y/n) ")
    (True, False)
    """
    return bool(REPLAY.search(asked))


# The choice of a menu that ends the program, as a menu after the game offers it beside play:
# 3) Quit, Q) Quit, [Q]uit, q = exit, type 'quit' to leave.
QUIT_OPTION = re.compile(
    r"(?:^|\s)[\[(]?([1-9a-z])\s*[\])\.:=-]\s*(?:quit|exit|leave)\b"
    r"""|['"](quit|exit|q)['"]\s*(?:to|=|:|-)\s*(?:quit|exit|leave|stop)\b""",
    re.IGNORECASE,
)


def quit_choice(menu: str):
    """Return the answer that ends the program, of a menu that offers it, else None.

    >>> quit_choice("Main menu:\\n  1) Play\\n  2) Rules\\n  3) Quit\\nYour choice (1-3): ")
    '3'
    >>> quit_choice("P) Play   R) Rules   Q) Quit"), quit_choice("[P]lay  [Q]uit > ")
    ('Q', 'Q')
    >>> quit_choice("Which line? 1) Ones 2) Twos ") is None
    True
    """
    found = QUIT_OPTION.search(menu)
    if found:
        return found.group(1) or found.group(2)
    return next((letter for letter, word in letter_options(menu) if QUITS.match(word)), None)


QUITS = re.compile(r"(?:quit|exit|leave)\b", re.IGNORECASE)


# A question that only waits for the player: a word to type to go on (Type roll to roll the
# dice), or whether they are ready (Are you ready for turn 3? (yes/no)), answered yes.
TYPED_TO_GO = re.compile(
    r"""\W*type\s+['"]?([a-z]+)['"]?\s+to\s+(?:roll|start|begin|play)(?:\s+the\s+(?:dice|game))?\W*""",
    re.IGNORECASE,
)
READY = re.compile(r"\bare you ready\b|\bready (?:for|to start|to begin|to play)\b", re.I)


def go_on_answer(sentence: str, asked: str):
    """Return the answer that goes on past a question that only waits for the player: the
    word its last sentence says to type, or its yes where it asks if the player is ready.

    >>> go_on_answer("Type roll to roll the dice:", "")
    'roll'
    >>> go_on_answer("", "Are you ready for turn 2? (yes/no)")
    'yes'
    >>> go_on_answer("Type r to roll again, s to score:", "") is None
    True
    """
    typed = TYPED_TO_GO.fullmatch(sentence)
    if typed:
        return typed.group(1)
    return next(iter(offered(asked)), None) if READY.search(asked) else None
