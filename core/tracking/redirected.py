"""A failure the shell met opening a call's redirection (`sudo echo x >> /etc/hosts` → `bash: /etc/hosts: Permission
denied`, zsh's `permission denied: /etc/sysctl.d/60-forward.conf`) is the same trap whatever file the line writes:
that file is named by its role in the call, the redirection's target, not by its name, as a branch is by a
placeholder. Read off the call's own words, so any program before the redirection and any shell will do."""
from __future__ import annotations

import shlex

from core.transcript.cmdline import redirect_targets, split_line

#: The name a call's redirection target stands as among an error's names.
REDIRECTED = "<redirect target>"


def _words(part: str) -> list[str]:
    lexer = shlex.shlex(part, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    try:
        return list(lexer)
    except ValueError:
        return part.split()


def by_role(names: tuple[str, ...], command: str) -> tuple[str, ...]:
    """The error's names (`signature.identifiers`, lower-cased) with the call's own redirection targets as their
    role."""
    if ">" not in command:
        return names
    targets = {t.casefold() for part, _joint in split_line(command) for t in redirect_targets(_words(part))}
    return tuple(dict.fromkeys(REDIRECTED if n in targets else n for n in names)) if targets & set(names) else names
