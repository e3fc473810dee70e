"""What a session did that a lesson can be judged by, gathered turn by turn
in the pass that already reads the range (no second read, no model), and the
judgement: did the lesson's symptom recur, did the session go straight to its
workaround (applied), did it touch the lesson's anchors at all (relevant)."""
from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field

from core.lessons.signature import (Anchors, Signature, command_segments, path_matches, same_symptom, signature_of,
                                    split_command, words_match)
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
    _programs: dict[str, list[tuple[list[str], int]]] | None = None
    _names: dict[str, list[tuple[str, int]]] | None = None

    def by_program(self) -> dict[str, list[tuple[list[str], int]]]:
        """Each command segment run, by its program: parsed once per session,
        however many lessons are matched against it."""
        if self._programs is None:
            self._programs = {}
            for cmd, at in self.commands.items():
                for words in command_segments(cmd):
                    self._programs.setdefault(words[0], []).append((words, at))
        return self._programs

    def by_name(self) -> dict[str, list[tuple[str, int]]]:
        """Each path used, and each path-like word of a command, by its last part."""
        if self._names is None:
            self._names = {}
            for used, at in self.paths.items():
                self._names.setdefault(used.rstrip("/").rsplit("/", 1)[-1], []).append((used, at))
            for words_at in self.by_program().values():
                for words, at in words_at:
                    for w in words[1:]:
                        if "/" in w or "." in w:
                            self._names.setdefault(w.rstrip("/").rsplit("/", 1)[-1], []).append((w, at))
        return self._names

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
                    self._programs = self._names = None
                if turn.tool_use_id:
                    self._calls[turn.tool_use_id] = command
            for key in _PATH_KEYS:
                value = inp.get(key)
                if isinstance(value, str) and value and len(self.paths) < MAX_ITEMS:
                    self.paths.setdefault(value, self._n)
                    self._names = None
        elif turn.kind == TOOL_RESULT:
            command = self._calls.pop(turn.tool_use_id or "", "")
            # find() before the regex: most outputs never mention an exit code, and this copies nothing.
            if not (turn.is_error or (turn.text.find("xit", 0, OUTPUT_SCAN) >= 0 and nonzero_exit(turn.text))):
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
class UsageVerdict:
    recurred: bool
    applied: bool
    relevant: bool

    @property
    def any(self) -> bool:
        return self.recurred or self.applied or self.relevant


def judge(signature: Signature, anchors: Anchors, facts: SessionFacts) -> UsageVerdict:
    """One lesson against one session."""
    symptom_at = min((at for sig, at in facts.errors.items() if same_symptom(signature, sig)), default=None)
    fix_at = _first_hit(anchors.fix_commands, anchors.fix_paths, facts)
    any_at = _first_hit(anchors.commands, anchors.paths, facts)
    recurred = symptom_at is not None
    applied = fix_at is not None and (symptom_at is None or fix_at < symptom_at)
    return UsageVerdict(recurred, applied, recurred or applied or any_at is not None)


def _first_hit(commands: tuple[str, ...], paths: tuple[str, ...], facts: SessionFacts) -> int | None:
    """Where the session first ran one of `commands` or used one of `paths`."""
    hits: list[int] = []
    if commands:
        programs = facts.by_program()
        for anchor in commands:
            want = split_command(anchor)
            if want:
                hits += [at for words, at in programs.get(want[0], ()) if words_match(want, words)]
    if paths:
        names = facts.by_name()
        for anchor in paths:
            last = anchor.rstrip("/").rsplit("/", 1)[-1]
            hits += [at for used, at in names.get(last, ()) if path_matches(anchor, used)]
    return min(hits, default=None)
