"""What a submission's links may reach: files inside it, and nothing else.

A student's folder may hold symbolic links, by accident (a copy from a lab machine) or on
purpose. A link to a file inside the submission is followed; a link that leaves it (to
/etc/passwd, to a library folder of 100 MB) is not, and neither is a link to a folder, so a
copy never walks into a loop. A link loop, or a program file that is such a link, is refused
in one line.
"""

import errno
import os
import shutil
from pathlib import Path

PROGRAMS = ("Makefile", "yahtzee.c", "yahtzee.py")


def link_refusal(path: Path):
    """Return why a submission cannot be graded for its links (a loop, a program that leaves
    it), in one line; or None.
    """
    path = Path(path)
    root = path if path.is_dir() or not path.is_symlink() else path.parent
    for link in links_in(path):
        target = os.readlink(link)
        if loops(link, root):
            return f"it holds a link loop ({shown(link, root)} -> {target}), so it is refused"
        if (link.name in PROGRAMS or link == path) and leaves(link, root):
            return (
                f"{shown(link, root)} is a link that leaves the submission (to {target}): it is"
                " not followed"
            )
    return None


def not_followed(path: Path) -> list:
    """Return the links of a submission folder that are not followed, each as 'name -> target'."""
    path = Path(path)
    if not path.is_dir():
        return []
    return [f"{shown(link, path)} -> {os.readlink(link)}" for link in links_in(path)
            if is_unfollowed(link, path)]  # fmt: skip


def copy_inside(source: Path, copy: Path) -> None:
    """Copy a submission folder, following only the links to files inside it."""
    source = Path(source)

    def skipped(folder, names):
        return [name for name in names if is_unfollowed(Path(folder) / name, source)]

    shutil.copytree(source, copy, ignore=skipped)


def is_unfollowed(entry: Path, root: Path) -> bool:
    """Return whether an entry is a link not to follow: to nothing, to a folder, or outside."""
    if not entry.is_symlink():
        return False
    return not entry.exists() or entry.is_dir() or leaves(entry, root) or loops(entry, root)


def links_in(path: Path) -> list:
    """Return the symbolic links of a submission: the file itself, or those in its folder's
    tree (links to folders not walked into), in order. A submission that is a link to a folder
    elsewhere (as an instructor may make) is that folder.
    """
    if not path.is_dir():  # a file: itself, if it is a link
        return [path] if path.is_symlink() else []
    if path.is_symlink() and loops(path, path.parent):  # a folder linked to one holding it
        return [path]
    found = []
    for folder, folders, files in os.walk(path):  # os.walk does not follow links to folders
        found += [Path(folder) / name for name in sorted(folders + files)
                  if (Path(folder) / name).is_symlink()]  # fmt: skip
    return found


def leaves(link: Path, root: Path) -> bool:
    """Return whether a link resolves to a place outside the root (or to nothing there)."""
    try:
        target = Path(os.path.realpath(link))
    except (OSError, RuntimeError):
        return True
    inside = Path(os.path.realpath(root))
    return target != inside and inside not in target.parents


def loops(link: Path, root: Path) -> bool:
    """Return whether a link cannot be resolved (a loop), or leads to a folder that holds it."""
    try:
        os.stat(link)
    except OSError as error:
        return error.errno == errno.ELOOP
    target, holder = Path(os.path.realpath(link)), Path(os.path.realpath(link.parent))
    return target.is_dir() and (target == holder or target in holder.parents)


def shown(link: Path, root: Path) -> str:
    """Return a link's name as the report shows it: its path within the submission."""
    try:
        return str(link.relative_to(root))
    except ValueError:
        return link.name
