"""The case tables of one scripted tracking corpus (its source sessions `s-*`, later sessions `l-*`, gotcha
lessons and labelled pairs) and the helpers that fill them, in the shape `tracking_builder.main` reads. One
copy, so a corpus's case modules hold its cases, not another copy of these."""
from __future__ import annotations

from typing import Any

from tests.truth import corpus as K

Steps = list[tuple[Any, ...]]
Session = tuple[str, str, str, Steps]
OUTCOME = {"applied": (True, False), "recurred": (False, True), "neither": (False, False)}


class CaseTables:
    """`prefix`: what every lesson id of the corpus starts with (`t9-`)."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.sources: dict[str, Session] = {}
        self.later_sessions: dict[str, Session] = {}
        self.lessons: list[dict[str, Any]] = []
        self.pairs: list[tuple[str, str, tuple[bool, bool], str]] = []

    def source(self, name: str, cwd: str, start: str, branch: str, *steps: tuple[Any, ...]) -> None:
        assert name.startswith("s-") and name not in self.sources
        self.sources[name] = (cwd, start, branch, list(steps))

    def later(self, name: str, cwd: str, start: str, branch: str, *steps: tuple[Any, ...]) -> None:
        assert name.startswith("l-") and name not in self.later_sessions
        self.later_sessions[name] = (cwd, start, branch, list(steps))

    def pair(self, lid: str, session: str, outcome: str, why: str) -> None:
        self.pairs.append((lid, session, OUTCOME[outcome], why))

    def lesson(self, lid: str, scope: str, lang: str, src: str, category: str, title: str, symptom: str, trap: str,
               cause: str, workaround: str, evidence: str | list[str]) -> None:
        assert lid.startswith(self.prefix) and src in self.sources
        entry = K.gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
        self.lessons.append({"id": lid, "kind": "gotcha", "scope": scope, "lang": lang, "source": src, "entry": entry})


# The steps a case's sessions are written in (`sessions_dsl`'s records): a prompt, a reply, a Bash call that worked
# or failed (with its exit code), a Write, an Edit, a Read. One copy, as the tables above: a corpus's case modules
# import them.
def user(text: str) -> tuple[str, str]:
    return ("user", text)


def say(text: str) -> tuple[str, str]:
    return ("say", text)


def ok(command: str, output: str) -> tuple[str, str, str, bool]:
    return ("bash", command, output, False)


def err(command: str, output: str, code: int = 1) -> tuple[str, str, str, bool]:
    return ("bash", command, f"Exit code {code}\n{output}", True)


def write(path: str, content: str) -> tuple[str, str, str]:
    return ("write", path, content)


def edit(path: str, old: str, new: str) -> tuple[str, str, str, str]:
    return ("edit", path, old, new)


def read(path: str, content: str) -> tuple[str, str, dict[str, str], str, bool]:
    return ("tool", "Read", {"file_path": path}, content, False)
