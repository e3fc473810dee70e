"""The error messages programs print, in one table that every reader of a session uses: gate 1's
friction words (signals), a symptom's class (tracking.signature), an error quoted in a lesson's
prose (evidence.claims) and the offline extractor's categories.

Each phrase is a regular-expression fragment for text read case-insensitively (or lower-cased);
a module joins the groups it needs with `any_of`, so a message added here is met by all of them."""
from __future__ import annotations

#: A program that is not there.
COMMAND_NOT_FOUND = ("command not found", "is not recognized as an internal",
                     "is not recognized as the name of a cmdlet")
#: A file, folder or name that is not there.
NOT_FOUND = ("no such file or directory", "cannot access", "cannot find", "can't find", "could not find",
             "does not exist", "doesn'?t exist", "not found", r"enoent\b")
#: The system refusing access.
PERMISSION_DENIED = ("permission denied", r"eacces\b")
#: A module or package an interpreter cannot import (with the name after it).
MISSING_MODULE = ("no module named", "cannot find module")
#: git refusing, with a message that names what is wrong.
GIT_REFUSALS = ("has no upstream branch", "not a git repository", "unknown revision")


def any_of(*phrases: str) -> str:
    """One alternation of the fragments, as a non-capturing group."""
    return "(?:" + "|".join(phrases) + ")"
