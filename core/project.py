"""Which project a session belongs to.

Knowledge is kept per project, and a session may run in any sub-folder of it,
so a working directory is mapped to the root of its git repository. This is a
walk up the folders looking for `.git` (a directory, or a file in worktrees and
submodules) rather than a `git` subprocess: it runs for every session, must not
depend on git being installed, and must not fail on a folder deleted since."""
from __future__ import annotations

import os


def project_root(cwd: str) -> str:
    """The nearest enclosing folder holding `.git`, else `cwd` itself."""
    start = os.path.abspath(os.path.expanduser(cwd)) if cwd else cwd
    if not start or not os.path.isdir(start):
        return cwd
    current = start
    while True:
        if os.path.lexists(os.path.join(current, ".git")):
            return current
        parent = os.path.dirname(current)
        if parent == current:
            return start
        current = parent
