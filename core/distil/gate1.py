"""Gate 1: free heuristics that stop sessions with nothing to learn.

Most sessions are a question and an answer, or work that went right the first
time; neither teaches anything worth writing down, and sending them to a model
costs money. A lesson needs friction: a failing command, an error, a person
saying "no, not like that". Gate 1 looks for that friction in the *whole* new
byte range, streamed record by record, because the slice handed to the model
is trimmed to a budget and must not decide on its own whether a session had
friction at all."""
from __future__ import annotations

import os
import re
from dataclasses import asdict, dataclass, field
from typing import Any

from core.config import Config
from core.distil.verdict import Verdict
from core.transcript.conversation import (INTERRUPT, MARKER, PROMPT, REJECTION_PREFIX, REPLY,
                               TOOL_CALL, TOOL_RESULT, Turn, iter_turns)
from core.transcript.slicer import READ_ONLY_TOOLS, Slice
from core.transcript.reader import ReadStats, iter_records
from core.transcript.signals import correction_match, error_match, nonzero_exit

EXAMPLES = 5


@dataclass
class Signals:
    """What a scan of a byte range found; examples are short excerpts for the ledger."""
    turns: int = 0
    prompts: int = 0
    replies: int = 0
    tool_calls: int = 0
    tool_errors: int = 0
    exit_codes: int = 0
    error_words: int = 0
    corrections: int = 0
    interrupts: int = 0
    rejections: int = 0
    error_examples: list[str] = field(default_factory=list)
    correction_examples: list[str] = field(default_factory=list)
    first_signal_offset: int | None = None
    stats: ReadStats = field(default_factory=ReadStats)

    @property
    def errors(self) -> int:
        return self.tool_errors + self.exit_codes + self.error_words

    @property
    def user_corrections(self) -> int:
        return self.corrections + self.interrupts + self.rejections

    def as_dict(self) -> dict[str, Any]:
        """The counts and examples, without the reader's own statistics."""
        out = asdict(self)
        del out["stats"]
        return out


def _excerpt(text: str, match: re.Match[str] | None = None, width: int = 120) -> str:
    if match is None:
        return " ".join(text.split())[:width]
    lo = max(0, match.start() - width // 2)
    return " ".join(text[lo: lo + width].split())


def observe(sig: Signals, turn: Turn) -> None:
    """Fold one turn into the signals."""
    def hit(kind: str, text: str, match: re.Match[str] | None = None) -> None:
        if sig.first_signal_offset is None:
            sig.first_signal_offset = turn.offset
        examples = sig.error_examples if kind == "error" else sig.correction_examples
        if len(examples) < EXAMPLES:
            examples.append(_excerpt(text, match))

    if turn.kind == MARKER:
        if turn.marker == INTERRUPT:
            sig.interrupts += 1
            hit("correction", turn.text)
        return
    if turn.is_sidechain:
        return
    sig.turns += 1
    if turn.kind == PROMPT:
        sig.prompts += 1
        m = correction_match(turn.text)
        if m:
            sig.corrections += 1
            hit("correction", turn.text, m)
        m = error_match(turn.text)
        if m:
            sig.error_words += 1
            hit("error", turn.text, m)
    elif turn.kind == REPLY:
        sig.replies += 1
        m = error_match(turn.text)
        if m:
            sig.error_words += 1
            hit("error", turn.text, m)
    elif turn.kind == TOOL_CALL:
        sig.tool_calls += 1
    elif turn.kind == TOOL_RESULT:
        text = turn.text
        if text.startswith(REJECTION_PREFIX):
            sig.rejections += 1
            hit("correction", text)
            return
        exit_m = nonzero_exit(text)
        if turn.is_error:
            sig.tool_errors += 1
            hit("error", text, exit_m or error_match(text))
        elif exit_m:
            sig.exit_codes += 1
            hit("error", text, exit_m)
        elif turn.tool_name not in READ_ONLY_TOOLS:
            m = error_match(text[:4000])
            if m:
                sig.error_words += 1
                hit("error", text, m)


def scan_signals(path: str | os.PathLike[str], start: int = 0, end: int | None = None) -> Signals:
    """Stream [start, end) once and count turns, tool use, errors and corrections.

    Memory stays flat whatever the size of the range: records are read one at
    a time and only counters and a few excerpts are kept."""
    sig = Signals()
    for turn in iter_turns(iter_records(path, start, end, stats=sig.stats)):
        # Like the slicer, the whole range counts, before and after any /clear or /compact.
        observe(sig, turn)
    return sig


def gate1(sl: Slice, *, min_turns: int = 4, require_tool_use: bool = True, require_signal: bool = True,
          signals: Signals | None = None) -> Verdict:
    """Pass only sessions long enough, with tool use, and with an error or a correction."""
    sig = signals if signals is not None else scan_signals(sl.transcript, sl.start, sl.end)
    details = sig.as_dict()
    if sig.turns < min_turns:
        return Verdict(False, f"too few turns ({sig.turns} < {min_turns})", details=details)
    if require_tool_use and sig.tool_calls == 0:
        return Verdict(False, "no tool use", details=details)
    if require_signal and sig.errors == 0 and sig.user_corrections == 0:
        return Verdict(False, "no error signal and no user correction", details=details)
    found = []
    if sig.errors:
        found.append(f"{sig.errors} error signal{'s' if sig.errors != 1 else ''}")
    if sig.user_corrections:
        found.append(f"{sig.user_corrections} correction{'s' if sig.user_corrections != 1 else ''}")
    return Verdict(True, ", ".join(found) or "passed", details=details)


def gate1_from_config(sl: Slice, config: Config, signals: Signals | None = None) -> Verdict:
    """gate1 with the thresholds of a `core.config.Config`."""
    return gate1(sl, min_turns=int(config.get("gate1.min_turns")),
                 require_tool_use=bool(config.get("gate1.require_tool_use")),
                 require_signal=bool(config.get("gate1.require_signal")), signals=signals)
