"""A method that shows its object and changes it too: a Python `__str__` or `__repr__` that
assigns to one of its object's attributes. Printing the object is then what updates it (a
held-out program's score card worked out its total only in `__repr__`, so the totals were
right only because the card was printed first), and the method has no one clear purpose. Its
writer filed it under Functions. Read from Python's own tree; C has no such methods.
"""

import ast

SHOWING = ("__str__", "__repr__", "__format__")


def showing_changes(texts, kind) -> list:
    """Return a description of each method that shows its object and changes it, by file.

    >>> text = "class Card:\\n    def __repr__(self):\\n        self.total = 3\\n"
    >>> showing_changes({"game.py": text}, "python")
    ['Card.__repr__ (game.py:2) sets self.total']
    >>> showing_changes({"game.py": text.replace("self.total", "total")}, "python")
    []
    """
    if kind != "python":
        return []
    return [found for name, text in texts.items() for found in changed_in(name, text)]


def changed_in(file, text) -> list:
    """Return the descriptions of a Python file's showing methods that change their object."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return []
    found = []
    for klass in (node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)):
        for method in filter(is_showing, klass.body):
            set_here = attributes_set(method)
            if set_here:
                found.append(
                    f"{klass.name}.{method.name} ({file}:{method.lineno}) sets self.{set_here[0]}"
                )
    return found


def is_showing(node) -> bool:
    """Return whether a node is a method that shows its object."""
    return isinstance(node, ast.FunctionDef) and node.name in SHOWING


def attributes_set(method) -> list:
    """Return the attributes of self a method assigns to, in order."""
    targets = []
    for node in ast.walk(method):
        if isinstance(node, ast.Assign):
            targets += node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets.append(node.target)
    return [target.attr for target in targets if is_self_attribute(target)]


def is_self_attribute(target) -> bool:
    """Return whether an assignment's target is an attribute of self (self.total)."""
    return (
        isinstance(target, ast.Attribute)
        and isinstance(target.value, ast.Name)
        and target.value.id == "self"
    )
