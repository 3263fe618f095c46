"""What was learned of a program, said for its report: one line each, with the screen's own
example (the dice's shape, each question, the answer form that worked), so that an instructor
checks it at a glance; and the fields of it that --save-contract keeps.
"""

ASKS_ON = ("die", "again", "count", "one")  # the kinds that ask a decision over questions
QUESTION_NAMES = {
    "dice": "which dice", "die": "one die, yes or no", "again": "roll again, yes or no",
    "count": "how many dice", "one": "one die a question", "line": "which line",
    "goal": "the turn's goal line, before its dice", "unknown": "a question",
}  # fmt: skip


def learned_lines(learned) -> list:
    """Return what was learned, one line each, with the screen's own example."""
    said = [
        dice_line(learned),
        f"turn heading: {learned.heading!r}" if learned.heading else "turn heading: none shown",
        *(f"{QUESTION_NAMES[kind]}: {example!r}" for kind, example in learned.questions.items()),
        rolling_answer(learned, f"{answer_form(learned)}; none {none_form(learned)}"),
        f"line answer: its {learned.line_form}, e.g. {learned.line_example!r}",
        f"points: {learned.scored!r}",
        f"running total: {learned.total!r}" if learned.total else "running total: none",
        f"final score: {learned.final!r}" if learned.final else "final score: at the end",
    ]
    return said + [f"not learned: {what}" for what in learned.unknown]


def dice_line(learned) -> str:
    """Return the line that says how the dice are shown: drawn, sorted, moved."""
    drawn = " drawn in pips, read as" * str(learned.dice).startswith("pips:")
    order = (
        "shown sorted" if learned.sorted_dice else "moved by a re-roll" if learned.moved else ""
    )
    judged = f" ({order}: a re-roll is judged by the faces kept)" if order else ""
    return f"dice:{drawn} {learned.dice!r}{judged}"


def answer_form(learned) -> str:
    """Return what a re-roll answer names, and how: the positions to re-roll, joined by ' '."""
    form = "the letters" if learned.letters else "the faces" if learned.faces else "the positions"
    if learned.marks:
        reroll, keep = learned.marks
        return f"a mark for each die, {reroll!r} to re-roll it, {keep!r} to keep it"
    form = f"{form}{' in words' * learned.spelled} {'to keep' if learned.keep else 'to re-roll'}"
    form += " (from 0)" * (not learned.first)
    form = f"{form}, joined by {learned.separator!r}"
    form += f", each after {learned.token!r}" * bool(learned.token)
    form = f"{form}, after {learned.prefix!r}" if learned.prefix else form
    return f"{form}, then {learned.then!r} rolls the others" if learned.then else form


def none_form(learned) -> str:
    """Return how a re-roll decision keeps all the dice: its answer, or a line chosen."""
    if learned.back_to_dice:
        return "re-rolled: a line chosen from the menu that offers the dice again"
    if "again" in learned.questions:  # no, at the question of rolling again
        return f"{learned.pairs.get('again', (learned.yes, learned.no))[1]!r} at roll again"
    return "re-rolled: a line chosen there" if learned.line_at_dice else repr(learned.keep_all)


def stop_said(learned, does) -> str:
    """Return what the word that stops rolling does, where there is one, for a report."""
    return f"; {learned.stop!r} {does}" if learned.stop else ""


def rolling_answer(learned, form) -> str:
    """Return the line that says how a re-roll decision is answered."""
    asked = learned.questions.keys()
    if "dice" in asked or not asked & set(ASKS_ON):
        return f"re-roll answer: {form}"
    if "one" in asked and learned.toggle:
        rolls = (
            f"then {learned.keep_all!r} rolls the rest (holds {learned.toggle} for the next roll)"
        )
        stops = stop_said(learned, "stops rolling")
        return f"re-roll answer: a position holds or releases that die, {rolls}{stops}"
    if "one" in asked:
        stops = stop_said(learned, "alone keeps all")
        return f"re-roll answer: one position a question, then {learned.keep_all!r} to end{stops}"
    if "die" in learned.questions:
        yes, no = learned.pairs.get("die", (learned.yes, learned.no))
        return f"re-roll answer: {yes!r} re-rolls the die asked of, {no!r} keeps it"
    return (
        f"re-roll answer: how many, then which (in one answer, or one a question, as asked);"
        f" {learned.keep_all!r} keeps all"
    )


def check_field(name, value, default) -> None:
    """Raise ValueError unless a contract's interface field is one saved, of its type."""
    if name not in SAVED:
        raise ValueError(f"interface: {name!r} is not a field; see --save-contract")
    if default is not None and value is not None and type(value) is not type(default):
        raise ValueError(f"interface: {name} must be a {type(default).__name__}")


# The fields --save-contract keeps, that --contract gives back: the answers, and how to read.
SAVED = (
    "letters", "separator", "upper", "faces", "keep", "marks", "keep_all", "reroll_all",
    "yes", "no", "line_form", "shape", "kinds", "total", "dice", "heading", "questions",
    "pairs", "toggle", "prefix", "first", "line_at_dice", "stop", "moved", "spelled",
    "line_word", "token", "goal_form", "then", "back_to_dice",
)  # fmt: skip
