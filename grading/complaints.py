"""Whether a screen complains of the answer just typed: in words (invalid, try again, sorry,
already taken), or as ed does, a "?" alone on a line before its prompt.

A pure function of a screen's text, as grading/screen.py's are.
"""

import re

from grading.screen import clean

ERROR_WORDS = re.compile(
    r"\b(invalid|not|try again|please|sorry|must|error|oops|bad|wrong|can't|cannot|unknown"
    r"|unrecogni[sz]ed|illegal|no such|isn't|doesn't|don't|already|out of range|there is no"
    r"|there's no|no \w+ (?:is |was )?(?:called|named)"  # No line is called "9".
    r"|(?:taken|used)(?=\s*[>:?!]\s*$))\b",  # taken> : the prompt says why
    re.I,
)


# A refusal that says back what was typed: > Type exactly 5 letters (you typed 3).
YOU_TYPED = re.compile(r"\byou (?:typed|entered|gave)\b", re.I)


def says_refused(text: str) -> bool:
    """Return whether a screen refuses the answer just typed: it complains, or says back what
    was typed (you typed 3)."""
    return is_complaint(text) or bool(YOU_TYPED.search(text))


# A terse complaint on a line of its own, as ed says it: "?", "? bad die", "?range", "err: used".
TERSE_COMPLAINT = re.compile(r"^\s*(?:\?(?:\s?[\w:,' -]{0,20})|err\b.*)\s*$", re.I)


def is_complaint(text: str) -> bool:
    """Return whether a screen complains of an answer (invalid, try again, please ...), or
    says only "?" on a line before its prompt, as ed does.

    >>> [is_complaint(text) for text in ("?\\n> ", "?range\\nline? ", "? \\n", "t1 r2 41235\\n> ")]
    [True, True, False, False]
    >>> is_complaint("taken> "), is_complaint("Fours taken.\\nRe-roll which? ")
    (True, False)
    >>> is_complaint('No line is called "9". Type a name like TWOS: ')
    True
    """
    shown = clean(text)
    above = shown.rstrip().split("\n")[:-1]  # the prompt's own line may be "? "
    return bool(ERROR_WORDS.search(shown)) or any(map(TERSE_COMPLAINT.match, above))
