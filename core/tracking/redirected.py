"""A failure the shell met opening a call's redirection (`sudo echo x >> /etc/hosts` → `bash: /etc/hosts: Permission
denied`, zsh's `permission denied: /etc/sysctl.d/60-forward.conf`) is the same trap whatever file the line writes:
that file is also named by its role in the call, the redirection's target, as a branch is by a placeholder. Read off
the call's own words, so any program before the redirection and any shell will do."""
from __future__ import annotations

from core.transcript.cmdline import line_words, plain_words, redirect_targets, split_line

#: The name a call's redirection target stands as among an error's names.
REDIRECTED = "<redirect target>"


def by_role(names: tuple[str, ...], command: str) -> tuple[str, ...]:
    """The error's names (`signature.identifiers`, lower-cased) with the role of a call's own redirection target
    added (its name kept too: a lesson learned from `tee: /etc/hosts: …` and a later `>> "$HOSTS"` still meet by it).
    Not a device (`> /dev/stderr`), nor a file the line also runs or reads (`printf … > run.sh && nohup ./run.sh`: zsh
    refusing to run it words it as it words a refused redirection; `psql -f dump.sql` of another user)."""
    if ">" not in command:
        return names
    parts = [[w.strip("'\"") for w in line_words(part)] for part, _joint in split_line(command)]
    used = {w.casefold().removeprefix("./") for words in parts for w in plain_words(words)}
    targets = {t.casefold().removeprefix("./") for words in parts for t in redirect_targets(words)
               if not t.startswith("/dev/")} - used
    return names + (REDIRECTED,) if targets & {n.removeprefix("./") for n in names} else names
