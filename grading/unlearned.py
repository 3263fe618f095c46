"""What could not be learned of a program's interface, and the screen it showed there."""

from grading import screen as read


class Unlearnable(Exception):
    """What could not be learned, with the screen quoted: the grading cannot go on."""


def quoted(text: str, lines=4) -> str:
    """Return a screen's last lines, joined with | for a report."""
    shown = [line.strip() for line in read.clean(text).split("\n") if line.strip()]
    return " | ".join(shown[-lines:]) or "nothing"
