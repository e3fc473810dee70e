"""Recognising the distiller's own model calls by the folder they ran in.

The claude backend runs each `claude -p` child in a fresh temporary folder
named `claude-distill-` + 8 random characters, with `--no-session-persistence`.
If a person's settings still make Claude Code keep the transcript (for
instance `CLAUDE_CODE_FORCE_SESSION_PERSISTENCE=1`), it lands in
`projects/<encoded folder>/`, with that folder as every record's `cwd`. The
child may have had another temporary folder than the process that later looks
(a shell's `TMPDIR` against a systemd timer's), so every usual temporary root
counts, not only this process's own."""
from __future__ import annotations

import os
import re
import tempfile
from typing import Mapping

CHILD_CWD_PREFIX = "claude-distill-"
# tempfile's names: the prefix and 8 characters of [a-z0-9_].
_CHILD_NAME = re.compile(r"^claude-distill-[a-z0-9_]{8}$")
_ENCODED_TAIL = r"-claude-distill-[a-z0-9-]{8}$"
# macOS per-user temporary folders: /var/folders/xx/yyyy/T (a link to /private/var/…).
_MAC_ENCODED = re.compile(r"^-(private-)?var-folders-[A-Za-z0-9-]+-T" + _ENCODED_TAIL)


def _encode(path: str) -> str:
    """Claude Code's name for a folder's project directory (non-alphanumerics become `-`)."""
    return re.sub(r"[^A-Za-z0-9]", "-", path)


def temp_roots(env: Mapping[str, str] | None = None) -> list[str]:
    """Folders a child's temporary folder may have been made in."""
    env = os.environ if env is None else env
    found = [tempfile.gettempdir(), env.get("TMPDIR") or "", "/tmp", "/var/tmp", "/private/tmp", "/dev/shm"]
    out: list[str] = []
    for root in found:
        if not root:
            continue
        for form in (root.rstrip("/") or "/", os.path.realpath(root)):
            if form not in out:
                out.append(form)
    return out


def is_child_folder(cwd: str, env: Mapping[str, str] | None = None) -> bool:
    """True for the temporary folder of one of the distiller's model calls."""
    parent, name = os.path.split(cwd.rstrip("/"))
    if not _CHILD_NAME.match(name):
        return False
    if parent in temp_roots(env) or os.path.realpath(parent) in temp_roots(env):
        return True
    return bool(_MAC_ENCODED.match(_encode(cwd)))


def is_child_project_dir(name: str, env: Mapping[str, str] | None = None) -> bool:
    """True for a `projects/` folder holding such a call's transcripts."""
    if not re.search(_ENCODED_TAIL, name):
        return False
    if _MAC_ENCODED.match(name):
        return True
    head = name[: -len("claude-distill-") - 8]
    return any(_encode(root.rstrip("/")) == head.rstrip("-") or _encode(root.rstrip("/")) + "-" == head
               for root in temp_roots(env))
