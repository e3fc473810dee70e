"""What a session did that a lesson can be judged by, gathered turn by turn
in the pass that already reads the range (no second read, no model), and the
judgement: did the lesson's symptom recur, did the session go straight to its
workaround (applied), did it touch the lesson's anchors at all (relevant)."""
from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field

from core.lessons.signature import Anchors, Signature, command_matches, path_matches, same_symptom, signature_of
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.signals import OUTPUT_SCAN, nonzero_exit

#: Distinct commands, paths and errors kept per session: enough for any real
#: session, and a bound on memory for a runaway one.
MAX_ITEMS = 5000
_PATH_KEYS = ("file_path", "notebook_path", "path")


@dataclass
class SessionFacts:
    """The commands run, paths used and errors met in one analysed range, each
    with the position of its first occurrence (turn order)."""
    commands: dict[str, int] = field(default_factory=dict)
    paths: dict[str, int] = field(default_factory=dict)
    errors: dict[Signature, int] = field(default_factory=dict)
    last_timestamp: str | None = None
    _calls: dict[str, str] = field(default_factory=dict)
    _n: int = 0

    def add(self, turn: Turn) -> None:
        """Fold one turn in (an `on_turn` observer of the slicer)."""
        self._n += 1
        if turn.timestamp:
            self.last_timestamp = turn.timestamp
        if turn.kind == TOOL_CALL:
            inp = turn.tool_input or {}
            command = inp.get("command")
            if isinstance(command, str) and command.strip():
                if len(self.commands) < MAX_ITEMS:
                    self.commands.setdefault(command.strip()[:2000], self._n)
                if turn.tool_use_id:
                    self._calls[turn.tool_use_id] = command
            for key in _PATH_KEYS:
                value = inp.get(key)
                if isinstance(value, str) and value and len(self.paths) < MAX_ITEMS:
                    self.paths.setdefault(value, self._n)
        elif turn.kind == TOOL_RESULT:
            command = self._calls.pop(turn.tool_use_id or "", "")
            if not (turn.is_error or nonzero_exit(turn.text)):
                return
            sig = signature_of(turn.text[:OUTPUT_SCAN], command)
            if not sig.empty and len(self.errors) < MAX_ITEMS:
                self.errors.setdefault(sig, self._n)

    def ended_at(self, default: float) -> float:
        """When the range ended (its last timestamp), or `default`."""
        if not self.last_timestamp:
            return default
        try:
            return _dt.datetime.fromisoformat(self.last_timestamp.replace("Z", "+00:00")).timestamp()
        except ValueError:
            return default


@dataclass(frozen=True)
class Verdict:
    recurred: bool
    applied: bool
    relevant: bool

    @property
    def any(self) -> bool:
        return self.recurred or self.applied or self.relevant


def judge(signature: Signature, anchors: Anchors, facts: SessionFacts) -> Verdict:
    """One lesson against one session."""
    symptom_at = min((at for sig, at in facts.errors.items() if same_symptom(signature, sig)), default=None)
    fix_at = _first_hit(anchors.fix_commands, anchors.fix_paths, facts)
    any_at = _first_hit(anchors.commands, anchors.paths, facts)
    recurred = symptom_at is not None
    applied = fix_at is not None and (symptom_at is None or fix_at < symptom_at)
    return Verdict(recurred, applied, recurred or applied or any_at is not None)


def _first_hit(commands: tuple[str, ...], paths: tuple[str, ...], facts: SessionFacts) -> int | None:
    best: int | None = None
    if commands:
        for cmd, at in facts.commands.items():
            if (best is None or at < best) and any(command_matches(a, cmd) for a in commands):
                best = at
    if paths:
        for used, at in facts.paths.items():
            if (best is None or at < best) and any(path_matches(a, used) for a in paths):
                best = at
        for cmd, at in facts.commands.items():
            if (best is None or at < best) and any(a in cmd and "/" in a for a in paths):
                best = at
    return best
