"""Reading a screen as an instructor does: the heading, the question, the answers it offers.

A screen is what a program printed between two answers. These functions are pure: they take
its text and return what it shows, or None where it shows nothing of the kind. The dice are
read in dice.py (clean and find_dice, used from here as before), and the question it ends with
in prompt.py (question and lines_before, likewise).
"""

import re

from grading.commands import command_word, keyed_options
from grading.confirm import (
    CHOICE,
    NO_WORDS,
    confirm_answer,
    go_on_answer,
    letter_options,
    words_offered,
)
from grading.dice import clean, find_dice
from grading.headings import turn_heading
from grading.marks import yes_no_marks
from grading.onedie import DIE_NAMED, SEVERAL, picked_from_menu, which_dice
from grading.prompt import BARE_PROMPT, lines_before, question, split_question
from grading.starting import START_MENU, start_answer
from grading.tongues import EVERY_NAME, LINE_WORD, LINES, english, named_lines

TRACEBACK = "Traceback (most recent call last)"  # what a Python program that crashed prints
MENU = re.compile(
    rf"(?:^|[\s,;|])[\[(]?([0-9a-fA-F])[ \t]*[\])\.:=-][ \t]*({EVERY_NAME})\b",
    re.IGNORECASE,
)
KEEPING = re.compile(r"^(keep|hold|save|stay|stop|stick|no|n|done|pass|skip)", re.IGNORECASE)
LINE_WORDS = re.compile(
    rf"\b(line|categor\w*|box|slot|row|score\w*|sheet|where|{LINE_WORD})\b", re.I
)
ROLL_WORDS = re.compile(
    r"re-?roll?|\bkeep(?:s|ing)?\b|\bhold\b|\bsave\b|\bdice\b|\bdie\b|\broll|\bthrow|\bcup\b"
    r"|\bpositions?\b",
    re.I,
)
KEEP_WORDS = re.compile(  # Are you happy with these dice? (y/n): yes keeps them
    r"\b(keep(?:s|ing)?|hold(?:s|ing)?|save|(?:in|into|to) (?:your|the|my) hand"
    r"|(?:happy|satisfied|content|pleased|stick|stay) with)\b",
    re.I,
)
REROLL_WORDS = re.compile(r"re-?roll?|roll again|throw again|change|\bcup\b", re.IGNORECASE)


def heading(text: str):
    """Return (turn, turns or None, example) for the last turn heading a screen shows, or None.

    >>> heading("=== Round 3 ===\\nYou rolled")
    (3, None, '=== Round 3 ===')
    >>> heading("*** TURN THREE OF SIX ***"), heading("~ The third turn ~")[:2]
    ((3, 6, '*** TURN THREE OF SIX ***'), (3, None))
    >>> heading("On the sixth turn only one line is left.") is None
    True
    """
    found = None
    for line in clean(text).split("\n"):
        shown = turn_heading(line)
        found = (*shown, line.strip()) if shown else found
    return found


# A line of input, not of the sheet: "type them on one line".
# A question that is only a pause: Enter goes on (Press enter to start..., Hit return to roll;
# or type s to save and quit: Enter goes on all the same).
PAUSE = re.compile(
    r"\W*(?:press|hit|type) (?:enter|return|any key)(?: (?:to|for) (?:(?:start|begin|continue|play"
    r"|go on|roll|see|exit|quit|finish|end|close|leave)\w*(?: the (?:dice|game|first roll|next"
    r" turn|results?|program))?|the next (?:turn|round|roll|page)|more|the rest))?"
    r"(?:,? or (?:type|press|enter) \W?\w\W? to (?:save|quit|exit|stop|leave)(?: [a-z]+)*)?\W*",
    re.IGNORECASE,
)
ON_ONE_LINE = re.compile(r"\b(?:on|in) (?:one|a|the same|a single) line\b", re.IGNORECASE)
# A way back offered beside a line question, that asks no re-roll: or back to re-roll.
BACK_TO = re.compile(  # a way back from the line question: back to re-roll, 'back' to keep rolling
    r"\b(?:go |going )?back'?\s+to (?:the )?(?:re-?roll\w*|keep rolling|dice\b)", re.IGNORECASE
)
LEFT = re.compile(  # a count of the re-rolls left, no question of the dice: No re-rolls left.
    r"\b(?:no|\d) (?:more )?re-?(?:roll|throw)s?(?:\(s\))? left\b|\bre-?rolls? left:? ?\d\b", re.I
)


def kind_of(text: str) -> str:
    """Return what a screen's question asks: line, die, again, count, dice, one (die a
    question), pause, or unknown.

    >>> kind_of("Roll again? (y/n) ")
    'again'
    >>> kind_of("Re-roll die 3 (showing 1)? [y/n] "), kind_of("Reroll die A (showing 4)? (y/n): ")
    ('die', 'die')
    >>> kind_of("1) Ones\\n2) Twos\\nYour choice: ")
    'line'
    >>> kind_of("Lines: ones, twos\\nPress enter to start..."), kind_of("Re-roll? (Enter: none)")
    ('pause', 'dice')
    >>> kind_of("r 1 3 = re-roll dice 1,3 | s = score | ? = help\\n33142\\n> ")
    'dice'
    """
    if pause_answer(text) is not None:
        return "pause"
    kind = kind_by_words(text)  # a menu of a command of the dice and one to stop asks the dice:
    return "dice" if kind in ("again", "die") and command_word(clean(text)) else kind  # r 1 3


def last_sentence(asked: str) -> str:
    """Return a question's last sentence with words (not a bare prompt under it, >>>)."""
    sentences = re.split(r"(?<=[.!?])\s+", asked.strip())
    return next((said for said in reversed(sentences) if re.search(r"\w", said)), "")


def pause_answer(text: str, start: bool = False):
    """Return what goes on past a question that is no move of the game: Enter at a pause (its
    last sentence, Press Enter to roll), and at the start, the choice of a menu that plays;
    None at any other question.

    >>> pause_answer("Turn 1 of 6. Press Enter to roll."), pause_answer("Re-roll which? ")
    ('', None)
    >>> pause_answer("Press Enter to continue...\\n>>> "), pause_answer("-- press Enter for more")
    ('', '')
    >>> pause_answer("Press Enter to continue, or type s to save and quit: ")
    ''
    >>> pause_answer("Press Enter to exit.\\n> "), pause_answer("Press Enter for the next turn")
    ('', '')
    >>> pause_answer("1) Play\\n2) Rules\\n3) Quit\\nYour choice: ", start=True)
    '1'
    >>> pause_answer("Welcome!\\nWhat's your name? ", start=True)
    'Sam'
    >>> pause_answer("[P]lay   [R]ules   [Q]uit  >> ", start=True)
    'P'
    >>> pause_answer("Sixes: 12\\n[p] play turn 2  [s] sheet  [l] log  [h] help > ")
    'p'
    >>> pause_answer("Draw dice as (d)igits or (p)ips? [d/p] ", start=True)
    'd'
    >>> pause_answer("Dice look: 1) plain numbers  2) dice faces  > ", start=True)
    '1'
    >>> pause_answer("Would you like to read the rules first? (y/n): ", start=True)
    'n'
    >>> pause_answer("Enter a seed (or press Enter for a random game): ", start=True)
    ''
    >>> pause_answer("Show debug output? [y/n] ", start=True)
    'n'
    >>> pause_answer("1) Easy    2) Normal    3) Hard\\nDifficulty (1-3): ", start=True)
    '1'
    """
    sentence = last_sentence(question(text))
    if PAUSE.fullmatch(sentence):
        return ""
    went = go_on_answer(sentence, question(text))  # Type roll to roll; ready? (yes/no)
    if went is not None:
        return went
    confirmed = confirm_answer(question(text), lines_before(text, 3))
    if confirmed is None:  # (s)core or (v)iew sheet, the rolls over: score
        confirmed = score_choice(text)
    if confirmed is not None:
        return confirmed
    if find_dice(text) is not None:
        return None
    return turn_menu(text) or (start_answer(text) if start else next_turn_choice(text))


def next_turn_choice(text: str):
    """Return a menu's choice between turns that plays the next ([p] play turn 2), or None."""
    found = START_MENU.search(question(text))
    return found.group(1) if found else None


def turn_menu(text: str):
    """Return the choice that rolls, of a menu that starts a turn before its dice ([R]oll
    [S]heet [Q]uit) and offers nothing to score; else None.

    >>> turn_menu("===== Turn 2/6 =====\\n[R]oll  [S]heet  [Q]uit\\nChoice: ")
    'R'
    >>> turn_menu("(R)oll again or (S)core? ") is None
    True
    """
    options = options_listed(lines_before(text, 3))
    rolls = [
        label for label, word in options if re.fullmatch(r"roll(?: the)?(?: dice)?", word, re.I)
    ]
    return rolls[0] if rolls and not labels_saying(options, STOPS) else None


SIX_LETTERS = re.compile(r"\b[Aa]\s*(?:-|to)\s*[Ff]\b")  # a letter A-F: one of six, a line
# Words that ask of the dice, not of a line's (a line name, or 's': a line may be chosen there).
ROLLING_ASKED = re.compile(
    r"re-?(?:roll?|throw)|\bkeep\b|\bhold\b|\broll\s*<|\bdice letter|\b(?:which|what) dice\b", re.I
)


def words_asked(text: str) -> str:
    """Return the words a question asks by: its own, with the line above where it is a
    prompt's word alone (hand>); the question compared with the next stays the prompt. A
    menu of the lines is asked by the menu, not by its last entry (x) cancel - go back to
    re-rolling).

    >>> words_asked("a) Ones  3 points\\nb) Twos  4 points\\nx) back to re-rolling\\nChoice: ")
    'Choice:'
    """
    asked = question(text)
    if not BARE_PROMPT.fullmatch(asked) or MENU_ENTRY.match(lines_before(text, 2)) and menu(text):
        return asked
    return lines_before(text, 2)


MENU_ENTRY = re.compile(r"\W?[a-z0-9]\s?[).:]\s+\w", re.IGNORECASE)  # x) cancel, 7. back


def kind_by_words(text: str) -> str:
    """Return what a question asks by its words (see kind_of): its last line (with the line
    above, where it is a prompt's word alone, hand>), then the question above a note of how
    to answer, then the screen.

    >>> kind_by_words("Sheet: ones to sixes\\nWhich numbers to re-roll? (2 left)\\nType faces: ")
    'dice'
    >>> kind_by_words("Score as (1s-6s or a name), or back to re-roll: ")
    'line'
    >>> kind_by_words("Score in which line? (name, or 'back' to keep rolling): ")
    'line'
    >>> kind_by_words("No re-rolls left. Which line do you score? ")
    'line'
    >>> kind_by_words("l> ones..sixes\\n[6][2][1][2][5]\\n1 3 5 | a | n\\nr> ")
    'dice'
    >>> kind_by_words("1 Ones  .\\nr <dice>  throw those dice again\\ns <line>  score on a line"
    ...               "\\n[T1 R1] 6 1 2 4 4\\n> ")
    'dice'
    >>> kind_by_words("Commands:\\n  r 1 3   re-roll the dice in positions 1 and 3\\n"
    ...               "  s       stop rolling and score these dice\\nCommand: ")
    'dice'
    >>> kind_by_words("Command (r <dice> / s <line> / h)? ")
    'dice'
    """
    said = LEFT.sub("", BACK_TO.sub("", ON_ONE_LINE.sub("", words_asked(text))))
    if commands_above(text, said):
        return "dice"
    for asked in (said, asked_above(text)):
        kind = asked and kind_in_words(asked, text)
        if kind:
            return kind
    if POSITIONS_SHOWN.search(said) or command_word(lines_before(text, 8)):
        return "dice"  # r> with its legend's example alone (1 3 5 | a | n), or under commands
    return "line" if lists_lines(text) else "unknown"


def commands_above(text: str, said: str) -> bool:
    """Return whether a question offers a command of the dice (said: its words, Command (r
    <dice> / s <line> / h)?), or asks nothing (Command:) under a table of commands, one of them
    re-rolling dice (r 1 3   re-roll the dice in positions 1 and 3): the table's last command
    (s   stop rolling and score) is not the question."""
    if command_word(said):
        return True
    asked = question(text)
    return not kind_in_words(asked, text) and bool(command_word(lines_before(text, 8)))


# Positions alone, as an example of the dice to name: 1 3 5, 2,4 (not 1 2 3 4 5 6, nor 1-5).
POSITIONS_SHOWN = re.compile(r"(?<![\d-])[1-5](?:[ ,][1-5]){1,4}(?![ ,]?[\d-])")


def kind_in_words(asked: str, text: str):
    """Return what a question's words ask (see kind_of), or None where they name nothing."""
    decision = decision_kind(asked, text)
    if decision:
        return decision
    if LINE_WORDS.search(asked) and not ROLLING_ASKED.search(asked) or SIX_LETTERS.search(asked):
        return "line"
    return which_dice(asked) if ROLL_WORDS.search(asked) else None


def asked_above(text: str) -> str:
    """Return the question on the line above a question's last line, where it asks one (Which
    numbers do you want to re-roll? (2 re-rolls left)), else an empty string."""
    above = split_question(text)[0][-1:]
    return above[0] if above and re.search(r"\?\s*(?:\([^()]*\))?$", above[0]) else ""


# An example of a mark for each die, five letters of two: (K/R), like KKRRK.
MARKS_EXAMPLE = re.compile(r"\b(?=[A-Za-z]{5}\b)([A-Za-z])\1*([A-Za-z])(?:\1|\2)*\b")


# How many re-rolls to use (0-2), not how many dice: a question of rolling again, its yes the most.
ROLLS_COUNTED = re.compile(
    r"how many (?:more )?(?:re-?)?(?:rolls?|throws?)\b|how many.*\buse\b", re.I
)
UP_TO = re.compile(r"[(\[]\s*0\s*(?:-|to)\s*([1-9])\s*[)\]]")


def decision_kind(asked: str, text: str):
    """Return count, die or again for a question of how many, of two answers for one die, or
    of rolling again (two answers, or a menu); else None."""
    if re.search(r"how many", asked, re.IGNORECASE):
        return "again" if ROLLS_COUNTED.search(asked) else "count"
    menu_asked = (choices(asked) or menu_above(asked, text)) and not picked_from_menu(asked)
    if menu_asked and not marked(asked):
        return "die" if DIE_NAMED.search(asked) else "again"  # not k/r for each: e.g. kkrrk
    return None


def marked(asked: str) -> bool:
    """Return whether a question asks a mark for each die (kkrrk, or y/n per die), not one
    answer of two."""
    return bool(MARKS_EXAMPLE.search(asked) or yes_no_marks(asked))


def menu_above(asked: str, text: str):
    """Return the labels of a menu of rolling again listed above a question, or None: a
    question that names a line asks the line, whatever an answered menu above it offered (a
    menu's own score or sheet is no line: (r)oll again, (s)core, (v)iew sheet).

    >>> menu_above("Which line do you want to fill?", "k = keep and r = re-roll: kk\\nWhich line")
    >>> menu_above('No line is called "9". Type a name:', "k = keep and r = re-roll: kk\\nType")
    >>> menu_above("Choice:", "1) Re-roll some dice\\n2) Keep these and score\\nChoice: ")
    ('1', '2')
    """
    return None if WHICH_LINE.search(asked) else rolling_menu(text)


WHICH_LINE = re.compile(r"\b(?:lines?|categor(?:y|ies)|rows?|box(?:es)?)\b", re.I)  # not score


def takes_several(text: str) -> str:
    """Return the separator of positions at a question that takes several at once, or None.

    After how many?, one program asks for each position in turn, another for them all:

    >>> takes_several("Which ones? (positions, e.g. 2 4): "), takes_several("Which die? (1-5): ")
    (' ', None)
    >>> takes_several("Enter them (like 1,3): "), takes_several("Give me 2 positions (1-5): ")
    (',', ' ')
    >>> takes_several("Which 2? Positions separated by commas: ")
    ','
    """
    asked = question(text)
    if not SEVERAL.search(asked):
        return None
    example = re.search(r"[1-5](\W*)[1-5]", RANGE.sub("", asked))
    said = COMMAS_SAID.search(asked)
    return example.group(1) if example else "," if said else " "


RANGE = re.compile(r"\b1\s*(?:-|to)\s*[56]\b")  # (1-5): the positions there are, no example
COMMAS_SAID = re.compile(r"\b(?:separated by|with) commas\b|\bcomma[- ]separated\b", re.I)


def lists_lines(text: str) -> bool:
    """Return whether a screen lists the lines: a menu of them, or two or more by name."""
    return bool(menu(text)) or len(named_lines(clean(text))) >= 2


def shape(asked: str) -> str:
    """Return a question with its numbers blanked, to know it again when its counts change
    (and the plural after a number: `1 re-roll left` after `2 re-rolls left`), and a sheet's
    cells, filled or not (ones=_ twos=_ >, then ones=3 twos=_ >).

    >>> shape("2 re-rolls left, roll 2 of 3") == shape("1 re-roll left, roll 3 of 3")
    True
    >>> shape("Sheet: ones=_ twos=_ >") == shape("Sheet: ones=3 twos=_ >")
    True
    """
    blanked = re.sub(r"\d+|(?<==)_+(?!\w)", "#", asked)
    return re.sub(r"(#\s+[a-z-]+?)s\b", r"\1", blanked, flags=re.I)


# An option of a menu: "1) Re-roll some dice", "2. Keep these and score", "b - stop", "(S)
# score", "1=Re-roll", "|  4  | Look at the score sheet |".
OPTION = re.compile(  # its words end before the next option's label (s) score  q) quit)
    r"(?<![\w.,])(?<!\w[\[(])(?<!\bof )[\[(]?([1-9a-z])\s*[\]).:=|-]\s*"  # not re-roll(s) left,
    # nor a count (Re-roll 1 of 2: re-roll some dice?)
    r"([A-Za-z](?:[A-Za-z,&'-]| (?![\[(]?[1-9a-z] ?[\]).:=|]))*[A-Za-z])",
    re.I,
)
# Options with bare labels, set apart by bars: 1 Show dice | 2 Re-roll some | 3 Score
PIPED = re.compile(r"(?:^|\|)\s*([1-9a-z])\s+([A-Za-z][A-Za-z ,&'-]*?)\s*(?=\||$)", re.I)
STOPS = re.compile(r"\b(keep|score|stop|stand|done|finish|end)\b", re.IGNORECASE)


def options_listed(text: str) -> list:
    """Return the options of a menu in the last lines of a screen, each line's own: letters
    in brackets within words ([R]oll), or labels before them.

    >>> options_listed("|  1  | Re-roll some dice |\\n|  2  | Score |\\n1=Sheet 2=Help\\n> ")
    [('1', 'Re-roll some dice'), ('2', 'Score'), ('1', 'Sheet'), ('2', 'Help')]
    >>> options_listed("[R]oll  [Q]uit\\nDice: 4 2 3 1 1\\n[K]eep  [C]hange some\\nChoice: ")
    [('K', 'Keep'), ('C', 'Change')]
    >>> options_listed("No re-rolls left.  s) score  q) save and quit: ")
    [('s', 'score'), ('q', 'save and quit')]
    >>> options_listed("| 1) Ones" + " " * 60 + "|\\n> ")  # at once, however long the run
    [('1', 'Ones')]
    >>> options_listed("6. Sixes\\nNext? (2 re-roll(s) left)\\n1) Pick dice\\n2) Score\\n: ")
    [('1', 'Pick dice'), ('2', 'Score')]
    """
    block = []  # the last lines of options, one after another: not an earlier menu's
    for line in reversed([line for line in clean(text).split("\n") if line.strip()][-8:]):
        found = letter_options(line) or OPTION.findall(line) or PIPED.findall(line)
        if block and not found:
            break
        block = found + block
    return block


def rolling_menu(text: str):
    """Return the labels (re-roll, keep) of a menu of two to four that asks whether to roll
    again (a third may re-roll all, a fourth show the sheet), in the last lines of a screen,
    else None.

    >>> rolling_menu("What next?  1) Re-roll some dice  2) Keep these and score\\nChoice: ")
    ('1', '2')
    >>> rolling_menu("1. Keep these and score\\n2. Re-roll some\\n3. Re-roll all\\nChoice (1-3): ")
    ('2', '1')
    >>> rolling_menu("1) Ones  2) Twos  3) Threes\\nChoice: ") is None
    True
    >>> rolling_menu("(R)oll again [2 left] or (S)core? "), rolling_menu("Keep (k) or reroll (r)?")
    (('R', 'S'), ('r', 'k'))
    >>> rolling_menu("e[2] (re-rolls left: 2)\\nWhat now? [r]eroll [s]core [v]iew card: ")
    ('r', 's')
    >>> rolling_menu("Press R to roll again or S to score (2 re-rolls left): ")
    ('R', 'S')
    >>> rolling_menu("| 1 | Keep some, re-roll rest |\\n| 3 | Score this roll |\\nEnter option: ")
    ('1', '3')
    >>> rolling_menu("Re-roll 1 of 2: re-roll some? (y = pick dice, n = keep all, a = all): ")
    ('y', 'n')
    >>> rolling_menu("ROLL 1: TWO FOUR ONE FOUR TWO\\nTHE DICE TO REROLL (LIKE 1,3,5) OR NONE: ")
    """
    options = menu_options(text)
    if len(options) not in range(2, 7):
        return None
    rolls = labels_saying(options, ROLLS_SOME, NOT_ROLLING)
    stops = [label for label in labels_saying(options, STOPS) if label not in rolls]
    return (rolls[0], stops[0]) if rolls and stops else None


def menu_options(text: str) -> list:
    """Return the options of a menu: in its question, (R)oll again or (S)core, Keep (k) or
    reroll (r), r to roll again or s to score, Action (roll/all/score/sheet/help):; else in
    the last lines (one option alone is no menu: "(left: 2)\nWhat")."""
    asked = question(text)
    readings = (letter_options(asked), keyed_options(asked), words_offered(asked, text))
    return next((found for found in readings if len(found) >= 2), None) or options_listed(text)


def score_choice(text: str):
    """Return the choice that goes on to score, of a menu that offers no roll (the rolls are
    over): of letters in its question, or of options under the dice; else None.

    >>> score_choice("No re-rolls left. (s)core or (v)iew sheet: ")
    's'
    >>> score_choice("(r)oll again, (s)core, (v)iew sheet: ") is None
    True
    >>> score_choice("Die 1: 2   Die 2: 6   Die 3: 4   Die 4: 1   Die 5: 5\\n"
    ...              "No re-rolls left.   2) Score these dice   3) Show sheet\\nWhat now? ")
    '2'
    >>> score_choice("1) Play  2) Score board  3) Quit\\nChoice: ") is None
    True
    >>> score_choice("Dice: 4 4 1 2 3\\n1) Score as Ones  2) Score as Twos\\nWhich? ") is None
    True
    """
    options = letter_options(question(text))
    if len(options) < 2 and find_dice(text) is not None:
        options = options_listed(text)
    lines = any(named_lines(words) for _, words in options)  # 1) Score as Ones: the lines
    if len(options) < 2 or lines or labels_saying(options, ROLLS_SOME):
        return None
    return next(iter(labels_saying(options, SCORES)), None)


SCORES = re.compile(r"^\W*(?:score|stop|done|finish|end)\b", re.IGNORECASE)


def rerolls_all(text: str):
    """Return the label of a menu's option that re-rolls all the dice, or None.

    >>> rerolls_all("1. Keep some, re-roll the rest\\n2. Re-roll all five\\n3. Score\\n> ")
    '2'
    >>> rerolls_all("Re-roll? (y = pick dice, n = keep all, a = all, ? = help) [n]: ")
    'a'
    """
    return next(iter(labels_saying(options_listed(text), EVERY, STOPS)), None)  # not keep all


def labels_saying(options, says, unless=None) -> list:
    """Return the labels of a menu's options whose words match says (and not unless)."""
    return [
        label
        for label, words in options
        if says.search(words) and not (unless is not None and unless.search(words))
    ]


# The option that re-rolls some dice ([C]hange some dice); not "3. Re-roll all of the dice",
# "b) re-roll everything", nor "3. Score this roll".
ROLLS_SOME = re.compile(r"\broll|re-?roll?|\bchange\b|\bthrow|\bpick (?:some |the )?dice", re.I)
EVERY = re.compile(r"\ball\b|\bevery", re.IGNORECASE)  # re-roll all, re-roll everything
NOT_ROLLING = re.compile(rf"{EVERY.pattern}|^\W*(?:score|stop|done|finish|end)\b", re.I)


def choices(asked: str):
    """Return the two answers a question offers as (re-roll, keep), or None if it offers none.

    >>> choices("Re-roll die 3 (showing 1)? (y/n) ")
    ('y', 'n')
    >>> choices("Keep die 1? [y/n] "), choices("Are you happy with these dice? (y/n): ")
    (('n', 'y'), ('n', 'y'))
    >>> choices("Die #1 shows 4 - keep or reroll? (k/r): ")
    ('r', 'k')
    >>> choices("Do you want to re-roll any dice? (1/2) (y/n): ")
    ('y', 'n')
    >>> choices("Lancer encore? / Roll again? (o/n) ")
    ('o', 'n')
    >>> choices("You have 2 re-roll(s) left. How many do you want to use? (0-2): ")
    ('2', '0')
    >>> choices("Re-roll any dice? (2 re-rolls left) [n] "), choices("Which? [1 3] ")
    (('y', 'n'), None)
    """
    match = CHOICE.search(asked)
    if not match or ROLLS_COUNTED.search(asked):
        return unpaired(asked)
    first, second = [group for group in match.groups() if group is not None]
    if first.lower() in ("y", "yes") or second.lower() in NO_WORDS:  # (o/n), (s/n), (j/n)
        return (second, first) if keeps(asked) else (first, second)
    return by_meaning(first, second, asked[: match.start()])


# A question of yes or no that says only its default, in brackets at its end: [n], [Y].
YES_NO_DEFAULT = re.compile(r"\?\s*(?:\([^()]*\)\s*)?\[(?:y|n|yes|no)\]\W*$", re.I)


def unpaired(asked: str):
    """Return (re-roll, keep) of a question that shows no pair of answers: how many re-rolls
    to use (0-2), yes or no by its default alone ([n]), or by its verb alone (Reroll?); else
    None.

    >>> unpaired("Reroll? "), unpaired("Re-roll any dice?"), unpaired("Re-roll which? ")
    (('y', 'n'), ('y', 'n'), None)
    """
    verb_alone = ("y", "n") if VERB_ALONE.fullmatch(asked.strip()) else None
    return rolls_to_use(asked) or yes_no_default(asked) or verb_alone


# A question of yes or no in its verb alone, its answers unsaid (Reroll?, Roll again?).
VERB_ALONE = re.compile(
    r"(?:re-?roll|re-?throw|roll again|throw again)(?: (?:any|some)(?: (?:of the )?dice)?)?\s*\?",
    re.IGNORECASE,
)


def yes_no_default(asked: str):
    """Return (re-roll, keep) of a question of yes or no that shows only its default (Re-roll
    any dice? [n]: Enter says no, y says yes), else None."""
    if not YES_NO_DEFAULT.search(asked) or ROLLS_COUNTED.search(asked):
        return None
    return ("n", "y") if keeps(asked) else ("y", "n")


def rolls_to_use(asked: str):
    """Return the two answers of how many re-rolls to use (0-2): all that are left, or none."""
    most = UP_TO.search(asked) if ROLLS_COUNTED.search(asked) else None
    return (most.group(1), "0") if most else None


def by_meaning(first: str, second: str, before: str):
    """Return two answers as (re-roll, keep) by which one's word means keep, or None."""
    keeping = [word for word in (first, second) if means_keep(word, before)]
    if keeping == [first]:
        return second, first
    return (first, second) if keeping == [second] else None


def means_keep(letter: str, before: str) -> bool:
    """Return whether an answer's letter begins a word meaning keep in the question before it.

    >>> means_keep("k", "Die 1 - keep or reroll?"), means_keep("r", "Die 1 - keep or reroll?")
    (True, False)
    """
    found = re.search(rf"\b{re.escape(letter)}[\w-]*", before, re.IGNORECASE)
    return bool(found) and bool(KEEPING.match(found.group()))


ROLL_COUNT = re.compile(r"\b(?:re-?)?rolls?\s*\d\s*(?:of|/)\s*\d\b", re.I)  # a count: no verb


def keeps(text: str) -> bool:
    """Return whether a question asks which dice to keep (the rest re-rolled), by its words.

    >>> keeps("(re-roll 2 of 3) Which dice do you want to KEEP? 'all' or 'none': ")
    True
    """
    asked = ROLL_COUNT.sub("", words_asked(text))
    keep, reroll = KEEP_WORDS.search(asked), REROLL_WORDS.search(asked)
    return bool(keep) and (not reroll or keep.start() < reroll.start())


def menu(text: str) -> dict:
    """Return the labels a screen's menu of lines gives, {label: line}, or {}.

    >>> menu("a) Ones  b) Twos\\nc) Threes"), menu("[O]nes [T]wos t[H]rees - line key:")
    ({'a': 'Ones', 'b': 'Twos', 'c': 'Threes'}, {'o': 'Ones', 't': 'Twos', 'h': 'Threes'})
    >>> menu("Ones    -- (type 1)\\nTwos    -- (type 2)\\nScore which face (1-6)? ")
    {}
    """
    shown = clean(text)
    found = {label.lower(): english(name) for label, name in MENU.findall(shown)}
    found = numbers_after(shown, found)
    for before, key, after in KEYED.findall(shown):  # a key within its name, t[H]rees
        name = f"{before}{key}{after}".capitalize()
        found.update({key.lower(): name} if name in LINES else {})
    return {**found, **keys_then_lines(shown)}


# A number in brackets after a line's name: Free lines:  ones (1)  threes (3)  fours (8).
NAME_THEN_NUMBER = re.compile(rf"\b({EVERY_NAME})[ \t]*\((\d+)\)", re.IGNORECASE)


def numbers_after(text: str, found: dict) -> dict:
    """Return a menu's labels (found: read as each number before a name), where numbers in
    brackets also stand after the names: where they outnumber those before, or those before
    do not count on (1, 3, 8), the ones after are read: none, where they are points (ones (1)
    threes (3)  fours (8): not (1) Threes), the labels they give, where they count 1, 2, 3.

    >>> numbers_after("ones (1)  threes (3)  fours (8)", {"1": "Threes", "3": "Fours"})
    {}
    >>> numbers_after("threes (1)  fours (2)  sixes (3)", {"1": "Fours", "2": "Sixes"})
    {'1': 'Threes', '2': 'Fours', '3': 'Sixes'}
    >>> numbers_after("(1) Ones  (2) Twos  (3) Threes", {"1": "Ones", "2": "Twos", "3": "Threes"})
    {'1': 'Ones', '2': 'Twos', '3': 'Threes'}
    >>> numbers_after("0 - Ones  (1)\\n1 - Twos  (2)", {"0": "Ones", "1": "Twos"})  # points after
    {'0': 'Ones', '1': 'Twos'}
    """
    after = NAME_THEN_NUMBER.findall(text)
    if len(after) < 2 or len(after) <= len(found) and counts_on(list(found)):
        return found
    counted = [number for _, number in after] == [str(n) for n in range(1, len(after) + 1)]
    return {number: english(name) for name, number in after} if counted else {}


def counts_on(labels: list) -> bool:
    """Return whether a menu's labels count on one by one (0 1 2, a b c), as a menu's do."""
    return all(ord(after) == ord(before) + 1 for before, after in zip(labels, labels[1:]))


# Six keys, then the six lines they stand for in order: o t h f v s = 1s 2s 3s 4s 5s 6s.
KEYS_THEN_LINES = re.compile(r"\b((?:[a-z]\s+){5}[a-z])\s*[=:]\s*((?:\S+\s+){5}\S+)", re.I)


def keys_then_lines(text: str) -> dict:
    """Return the labels a row of six keys gives the lines named after it in order, or {}.

    >>> keys_then_lines("line: o t h f v s = 1s 2s 3s 4s 5s 6s")["v"]
    'Fives'
    """
    found = KEYS_THEN_LINES.search(text)
    if not found:
        return {}
    keys, names = found.group(1).split(), found.group(2).split()
    lines = [english(name) or SHORT_LINES.get(name.lower()) for name in names]
    return dict(zip(map(str.lower, keys), lines)) if lines == list(LINES) else {}


SHORT_LINES = {f"{face}s": line for face, line in enumerate(LINES, 1)}  # 1s: Ones


KEYED = re.compile(r"(\w*)[\[(]([a-z])[\])](\w*)", re.IGNORECASE)
