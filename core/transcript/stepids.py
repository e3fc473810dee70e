"""Step ids: the short name `[s<N>]` a model sees before every step of a slice.

A citation tied to a step can be checked in that step, instead of anywhere in
the session (docs/adr/0010-step-cited-evidence.md). For that, the evidence
check, which reads the analysed bytes again later, must give every step the
same number the slice showed. So N is a function of the bytes alone: the
1-based position of the turn among all turns of the analysed range, in file
order, before abandoned branches are pruned (pruning then leaves gaps, never
renumbers). A tool call and its own result are one step and carry the call's
number. Subagent files follow the main range: file k's turns are numbered
after every turn of the range and of files 0…k-1."""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Iterable

from core.transcript.conversation import Turn, abandoned, iter_turns, turn_node
from core.transcript.reader import ReadStats, iter_records

_ID_RE = re.compile(r"^\s*\[?\s*[sS]?\s*(\d{1,9})\s*\]?\s*$")
#: A step id at the start of a slice line, as a model may copy it into a citation.
LABEL_RE = re.compile(r"\[s\d{1,9}\]\s*")


def label(n: int) -> str:
    return f"[s{n}] "


def parse_id(value: object) -> int | None:
    """`"s12"`, `"[s12]"`, `"S12"` or `12` → 12; anything else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if value > 0 else None
    if isinstance(value, str):
        m = _ID_RE.match(value)
        if m and int(m.group(1)) > 0:
            return int(m.group(1))
    return None


def parse_ids(value: object) -> tuple[int, ...]:
    """A list of ids (or one id, or a comma-separated string) → the valid ones, in order, once each."""
    items: Iterable[object]
    if isinstance(value, (list, tuple)):
        items = value
    elif isinstance(value, str):
        items = re.split(r"[,\s]+(?=\[?[sS]?\d)", value.strip())
    else:
        items = [value]
    return tuple(dict.fromkeys(n for n in (parse_id(v) for v in items) if n is not None))


@dataclass(frozen=True)
class StepRefs:
    """The steps an extracted entry cites: its evidence, and for a gotcha the
    failing call and the step that shows the fix working. Empty: cited without ids."""
    evidence: tuple[int, ...] = ()
    failure: int | None = None
    fix: int | None = None

    @classmethod
    def from_entry(cls, obj: object) -> "StepRefs":
        if not isinstance(obj, dict):
            return cls()
        return cls(parse_ids(obj.get("evidence_steps") or ()), parse_id(obj.get("failure_step")),
                   parse_id(obj.get("fix_step")))

    def as_json(self) -> dict[str, object]:
        """The normalised form an entry carries on: `"s12"` strings, only the fields given."""
        out: dict[str, object] = {}
        if self.evidence:
            out["evidence_steps"] = [f"s{n}" for n in self.evidence]
        if self.failure is not None:
            out["failure_step"] = f"s{self.failure}"
        if self.fix is not None:
            out["fix_step"] = f"s{self.fix}"
        return out

    @property
    def empty(self) -> bool:
        return not self.evidence and self.failure is None and self.fix is None


def numbered(turns: Iterable[Turn], first: int = 1) -> tuple[list[Turn], int]:
    """The turns with their step ids set (`first` on), abandoned branches
    pruned afterwards, and the next free id."""
    listed = list(turns)
    for i, t in enumerate(listed):
        t.step = first + i
    dead = abandoned([turn_node(t) for t in listed])
    kept = [t for i, t in enumerate(listed) if i not in dead] if dead else listed
    return kept, first + len(listed)


def numbered_file(path: str | os.PathLike[str], start: int = 0, end: int | None = None, *, first: int = 1,
                  subagent: bool = False, stats: ReadStats | None = None) -> tuple[list[Turn], int]:
    """`turns_from_file` with step ids (see `numbered`)."""
    from core.transcript.conversation import agent_id_of
    records = iter_records(path, start, end, stats=stats)
    if subagent:
        return numbered(iter_turns(records, agent_id=agent_id_of(path), sidechain=True), first)
    return numbered(iter_turns(records), first)
