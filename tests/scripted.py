"""Scripted input and collected output, to drive the game's I/O functions without a terminal."""


class Script:
    """Answers each question with the next answer; raises EOFError when none are left."""

    def __init__(self, *answers):
        self.answers = list(answers)
        self.questions = []

    def __call__(self, question):
        self.questions.append(question)
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)


class Screen:
    """Collects what the game says, one call per item."""

    def __init__(self):
        self.said = []

    def __call__(self, text=""):
        self.said.append(str(text))

    @property
    def text(self):
        return "\n".join(self.said)

    @property
    def lines(self):
        return self.text.splitlines()
