"""The files and commands a lesson refers to, so `entries check` can notice
when a cited file has gone."""
from __future__ import annotations

import re
from typing import Iterable

from core.lessons.labels import CITES_CAP
from core.lessons.text import clean_name

_PATHISH = re.compile(r"^(?:~|\.{1,2})?/?[\w.@+-]+(?:/[\w.@+-]+)+/?$|^[\w.-]+\.[A-Za-z][A-Za-z0-9]{0,7}$")
_COMMAND_WORDS = {
    "git", "npm", "npx", "pnpm", "yarn", "pip", "pytest", "python", "python3", "make", "cargo",
    "go", "docker", "kubectl", "uv", "poetry", "node", "bash", "sh", "curl", "claude", "ruff",
    "mypy", "tox", "gradle", "mvn", "brew", "apt", "apt-get", "systemctl", "terraform",
}
_NOT_FILES = re.compile(r"^(?:e\.g|i\.e|etc|vs|v\d[\w.]*|\d[\d.]*|https?:.*|[\w.-]+@[\w.-]+)$", re.I)


def extract_cites(texts: Iterable[str]) -> list[str]:
    """Files and commands a lesson refers to, so `entries check` can notice when
    a cited file has gone."""
    found: list[str] = []
    for text in texts:
        if not text:
            continue
        spans = re.findall(r"`([^`\n]+)`", text)
        plain = re.sub(r"`[^`\n]*`", " ", text)
        # Korean particles attach to the word before them (`package.json이`).
        # Trailing punctuation ends a sentence; a leading dot belongs to the name (`.venv/`).
        candidates = list(spans) + [re.sub(r"[\uac00-\ud7a3]+$", "", t.strip("()[]{}'\"").rstrip(".,;:"))
                                    for t in plain.split()]
        for cand in candidates:
            cand = cand.strip()
            if not cand or len(cand) > 160:
                continue
            if " " in cand:
                if cand.split()[0] in _COMMAND_WORDS:
                    found.append(cand)
                continue
            if _NOT_FILES.match(cand):
                continue
            if _PATHISH.match(cand):
                found.append(cand)
    out: list[str] = []
    for c in found:
        c = clean_name(c, 160)
        if c and c not in out:
            out.append(c)
    return out[:CITES_CAP]


def is_file_cite(cite: str) -> bool:
    return " " not in cite and bool(_PATHISH.match(cite))

