"""The fake model of bench/bench_truth.py: gate 2 says yes; the extraction
returns the corpus lessons of the current run, and in mode (b) cites the step
ids a model would, read off the `[s<N>]` lines of the request it was sent
(the fix: the first matching line after the failure's; the evidence: the step the
corpus writer named and the line of each piece the evidence quotes, "the ids of the
lines quoted" as the prompt asks)."""
from __future__ import annotations

import json
import re
from typing import Any

from tests.fakeapi.server import Script, system_text
from tests.truth import corpus as C

GATE_SYSTEM = "You screen coding-session transcripts"
EXTRACT_SYSTEM = "You review one Claude Code session transcript"
_STEP_RE = re.compile(r"^\s*\[s(\d+)\]\s?(.*)$")


def _loose(text: str) -> str:
    return " ".join(C.loose(text).split())


def step_lines(prompt: str) -> list[tuple[str, str]]:
    """(id, text) of every `[s<N>]` step in an extraction prompt, continuation lines joined."""
    out: list[tuple[str, str]] = []
    for line in prompt.splitlines():
        m = _STEP_RE.match(line)
        if m:
            out.append((f"s{m.group(1)}", m.group(2)))
        elif out and line.startswith((" ", "\t")):
            out[-1] = (out[-1][0], out[-1][1] + " " + line.strip())
    return out


def _find(lines: list[tuple[str, str]], text: str, after: int = -1) -> int | None:
    want = _loose(text)
    probes = [want] + ([want[:40]] if len(want) > 40 else [])
    for probe in probes:
        for i, (_sid, body) in enumerate(lines):
            if i > after and probe in _loose(body):
                return i
    return None


def cite_steps(lesson: dict[str, Any], record: C.Record, prompt: str) -> dict[str, Any]:
    """The lesson with the step ids a model would cite, read off the request it was sent."""
    lines = step_lines(prompt)
    out = dict(lesson)
    ev = [i for i in (_find(lines, t) for t in record.steps("evidence")) if i is not None]
    # "ids of the lines quoted", as the extraction prompt asks: the line of each piece the evidence quotes too
    # (its first), not only the one step the corpus writer named; found verbatim, as a model copies them
    ev += [i for i in (_find(lines, q) for q in C.quoted_pieces(str(lesson.get("evidence") or ""))) if i is not None]
    if ev:
        out["evidence_steps"] = [lines[i][0] for i in dict.fromkeys(ev)]
    if lesson.get("kind") == "gotcha":
        fail = next((i for i in (_find(lines, t) for t in record.steps("failure")) if i is not None), None)
        if fail is not None:
            out["failure_step"] = lines[fail][0]
        fix = next((i for i in (_find(lines, t, after=fail if fail is not None else -1)
                                for t in record.steps("fix")) if i is not None), None)
        if fix is not None:
            out["fix_step"] = lines[fix][0]
    return out


class CorpusModel(Script):
    """Gate 2 says yes; the extraction returns the current batch's lessons,
    with step ids when `with_ids` and the request has them."""

    def __init__(self) -> None:
        super().__init__([])
        self.batch: list[C.Record] = []
        self.with_ids = False
        self.saw_ids: bool | None = None
        self.cited: dict[str, dict[str, Any]] = {}
        self.visible: dict[str, bool] = {}

    def pick(self, body: dict) -> tuple[None, dict]:
        system = system_text(body)
        if GATE_SYSTEM in system:
            return None, {"text": "yes"}
        if EXTRACT_SYSTEM not in system:
            return None, {"text": "OK."}
        prompt = "\n".join(_texts(body.get("messages") or []))
        self.saw_ids = bool(step_lines(prompt))
        flat = _loose(prompt)
        for r in self.batch:
            wanted = [t for role in C.STEP_ROLES for t in r.steps(role)]
            self.visible[r.id] = all(_loose(t) in flat or _loose(t)[:40] in flat for t in wanted)
        entries = []
        for r in self.batch:
            lesson = cite_steps(r.lesson, r, prompt) if self.with_ids else dict(r.lesson)
            self.cited[r.id] = {k: lesson[k] for k in ("evidence_steps", "failure_step", "fix_step") if k in lesson}
            entries.append(lesson)
        return None, {"text": json.dumps({"entries": entries}, ensure_ascii=False)}


def _texts(messages: list[Any]) -> list[str]:
    out: list[str] = []
    for m in messages:
        content = m.get("content") if isinstance(m, dict) else None
        if isinstance(content, str):
            out.append(content)
        elif isinstance(content, list):
            out += [b.get("text", "") for b in content if isinstance(b, dict) and b.get("type") == "text"]
    return out
