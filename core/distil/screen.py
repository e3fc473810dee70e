"""The evidence step: every entry is checked against the analysed bytes before
anything is written, whichever backend proposed it.

- evidence not found in the session → refused (never written, reason logged);
- advice that fetches and runs remote code → the review queue;
- text that tells the agent to do things beyond the lesson (a planted
  instruction: core.instructions.planted) → the review queue;
- a gotcha whose fix the session never showed working → the review queue;
- otherwise → written.

The transcript is read again here, through core/transcript and redacted the
same way as the slice, because the model saw only the slice but the lesson
must rest on everything this analysis covered."""
from __future__ import annotations

import dataclasses
import sqlite3
from dataclasses import dataclass, field
from typing import Callable, Iterator, Sequence

from core.lessons.merge import WriteResult
from core.lessons.model import Entry
from core.instructions import planted as instructions, risk
from core.evidence.fixparts import UNVERIFIED
from core.evidence.judge import (CITED_ELSEWHERE, NOT_AT_ONCE, NOT_FOUND, UNTIED, WORKED_NOT_SHOWN, Answer,
                                 judge_entry)
from core.evidence.matching import normalise
from core.evidence.steps import Transcript, command_of
from core.evidence import scan
from core.transcript.conversation import (TOOL_CALL, TOOL_RESULT, Context, Turn, record_turns, subagent_files,
                                          turns_from_file)
from core.transcript.reader import iter_records
from core.transcript.slicer import READ_ONLY_TOOLS, Slice, redact_turn
from core.transcript.stepids import numbered_file


@dataclass(frozen=True)
class Held:
    entry: Entry
    reason: str


@dataclass
class Screening:
    write: list[Entry] = field(default_factory=list)
    review: list[Held] = field(default_factory=list)
    refused: list[Held] = field(default_factory=list)

    def describe(self) -> list[dict[str, str]]:
        """For RunResult and `analyze --json`: what was not written, and why."""
        return ([{"id": h.entry.id, "title": h.entry.title, "verdict": "review", "reason": h.reason}
                 for h in self.review] +
                [{"id": h.entry.id, "title": h.entry.title, "verdict": "refused", "reason": h.reason}
                 for h in self.refused])


def question(e: Entry) -> scan.Question:
    """What the evidence step asks of an entry: the model's own text where it
    is kept (before display escaping), the steps it cited, and the fix only
    for a gotcha not already held for running remote code."""
    said = e.said
    check_fix = e.kind == "gotcha" and not risk.advice_risk(e.title, e.fields)
    return scan.Question(said.get("evidence") or e.evidence,
                                  (said.get("workaround") or e.fields.get("workaround", "")) if check_fix else None,
                                  e.refs, said.get("trap") or e.fields.get("trap", ""),
                                  said.get("symptom") or e.fields.get("symptom", ""))


def judge(entries: Sequence[Entry], transcript: Transcript,
          provenance: instructions.Provenance = instructions.NOWHERE,
          commands_ran: frozenset[str] | None = None) -> Screening:
    """Pure: the verdict on each entry against the analysed transcript (and,
    for planted instructions, where the text it read came from). `commands_ran`: those of the calls the model read
    (`commands_read`), as the scan is given them; by default every call's."""
    answers = []
    for e in entries:
        q = question(e)
        answers.append(judge_entry(q.evidence, transcript, q.refs, q.workaround, q.trap, commands_ran, q.symptom))
    return _verdicts(entries, answers, lambda: provenance)


def _verdicts(entries: Sequence[Entry], answers: Sequence[Answer],
              provenance: Callable[[], instructions.Provenance]) -> Screening:
    out = Screening()
    for e, answer in zip(entries, answers):
        if not answer.found:
            out.refused.append(Held(e, answer.refusal or NOT_FOUND))
            continue
        danger = risk.advice_risk(e.title, e.fields)
        if danger:
            out.review.append(Held(e, danger))
            continue
        planted = instructions.judge_entry(e, provenance)
        if planted.held and planted.reason:
            out.review.append(Held(e, planted.reason))
            continue
        if answer.hold:   # found, but not where it cites, or only in the assistant's own words
            out.review.append(Held(e, answer.hold))
            continue
        if e.kind == "gotcha" and not answer.fix_verified:
            out.review.append(Held(e, answer.fix_reason or UNVERIFIED))
            continue
        out.write.append(e)
    return out


def judgement(action: str, kind: str | None, detail: str | None) -> dict[str, str] | None:
    """What the evidence step decided about an entry a run wrote, held or
    refused, for `log --entries` / `--json`: `evidence` (found / not found),
    `fix` (a gotcha's: verified / not shown / not checked) and `reason`."""
    if action == "refused" and detail == WORKED_NOT_SHOWN:
        return {"evidence": "found, but not that the fix worked", "fix": "not shown", "reason": detail}
    if action == "refused" and detail == NOT_AT_ONCE:
        return {"evidence": "found, but not that the fix worked at once", "fix": "verified", "reason": detail}
    if action == "refused":
        return {"evidence": "not found", "fix": "not checked", "reason": detail or NOT_FOUND}
    if action == "pending" and detail:
        shown = "not shown" if detail.startswith(UNVERIFIED.split(" (")[0]) else "not checked"
        if detail.startswith((CITED_ELSEWHERE.split(" (")[0], UNTIED)):
            return {"evidence": "found, held for a person", "fix": "not checked" if kind == "gotcha"
                    else "none claimed", "reason": detail}
        return {"evidence": "found", "fix": shown if kind == "gotcha" else "none claimed", "reason": detail}
    if action == "written":
        return {"evidence": "found", "fix": "verified" if kind == "gotcha" else "none claimed",
                "reason": "its evidence is in the session" + (" and its fix was shown working" if kind == "gotcha"
                                                                 else "")}
    return None


def _citable(turn: Turn) -> bool:
    """What a model could have read: every turn except what a file read or a
    search returned without error, which no slice ever shows (and which is
    most of a long session's bytes)."""
    return not (turn.kind == TOOL_RESULT and not turn.is_error and turn.tool_name in READ_ONLY_TOOLS)


def _citable_form(turn: Turn) -> Turn:
    """The turn as the evidence step reads it: a read or search that succeeded keeps its place as a result
    (the call worked: a Read with `offset`/`limit` can be the fix) but none of its text."""
    return turn if _citable(turn) else dataclasses.replace(turn, text="")


def analysed_turns(path: str, start: int, end: int | None) -> list[Turn]:
    """The turns of the analysed byte range and of its subagents, redacted
    like the slice, each with the step id the slice gave it."""
    turns, first = numbered_file(path, start, end)
    since = next((t.timestamp for t in turns if t.timestamp), None)
    for sub in subagent_files(path):
        sub_turns, first = numbered_file(sub, subagent=True, first=first)
        if since and start > 0:
            sub_turns = [t for t in sub_turns if (t.timestamp or "") >= since]
        turns.extend(sub_turns)
    return [redact_turn(_citable_form(t)) for t in turns]


def streamed_turns(sl: Slice) -> Iterator[Turn]:
    """The citable turns of a slice's range (and of its subagents) one at a
    time, not yet redacted: on a session of hundreds of megabytes, holding
    every turn, or redacting all of them before looking, would cost what the
    slice saved. The branches the slicer found abandoned (`sl.pruned`) are
    skipped, as `analysed_turns` skips them."""
    since: str | None = None
    ctx = Context()
    ordinal = 0
    for record in iter_records(sl.transcript, sl.start, sl.end):
        for turn in record_turns(record, ctx):
            ordinal += 1
            turn.step = ordinal
            if ordinal - 1 in sl.pruned:
                continue
            if since is None and turn.timestamp:
                since = turn.timestamp
            yield _citable_form(turn)
    yield from _subagent_turns(sl, since, ordinal)


def _subagent_turns(sl: Slice, since: str | None, ordinal: int) -> Iterator[Turn]:
    """The citable turns of the session's subagents, numbered on from the range's last step."""
    for sub in subagent_files(sl.transcript):
        sub_turns, ordinal = numbered_file(sub, subagent=True, first=ordinal + 1)
        ordinal -= 1
        for turn in sub_turns:
            if since and sl.start > 0 and (turn.timestamp or "") < since:
                continue
            yield _citable_form(turn)


@dataclass
class Collected:
    """The citable turns of the range, gathered during the slice's own pass over it (`add` is its
    `on_turn`), so the evidence step does not read the range a second time. Past `limit` characters
    of text it keeps nothing (`turns` None) and the evidence step streams the range instead: memory
    stays bounded on sessions of hundreds of megabytes."""
    limit: int
    turns: list[Turn] | None = field(default_factory=list)
    times: list[str | None] = field(default_factory=list)  # each turn's timestamp, by ordinal - 1
    chars: int = 0

    def add(self, turn: Turn) -> None:
        self.times.append(turn.timestamp)
        if self.turns is None:
            return
        turn = _citable_form(turn)
        self.chars += len(turn.text)
        if self.chars > self.limit:
            self.turns = None
            return
        turn.step = len(self.times)
        self.turns.append(turn)

    def replay(self, sl: Slice) -> Iterator[Turn]:
        """What `streamed_turns` yields, from what was gathered."""
        assert self.turns is not None
        since = next((t for i, t in enumerate(self.times) if t and i not in sl.pruned), None)
        for turn in self.turns:
            if turn.step - 1 not in sl.pruned:
                yield turn
        yield from _subagent_turns(sl, since, len(self.times))


def screen(entries: Sequence[Entry], sl: Slice, collected: Collected | None = None) -> Screening:
    """`judge` over the slice's whole range, only as far as the answers need (core.evidence.scan):
    the scan stops when every citation is found (and each gotcha's fix seen), and redacts only the
    turns an answer depends on. With the turns `collected` in the slice's pass, the range is not
    read again."""
    if not entries:
        return Screening()
    turns = collected.replay(sl) if collected is not None and collected.turns is not None else streamed_turns(sl)
    return _verdicts(entries, scan.scan([question(e) for e in entries], turns, redact_turn, commands_read(sl)),
                     _ReadContent(sl))


def commands_read(sl: Slice) -> frozenset[str]:
    """The command lines of the calls the model read (`judge.commands_run` of the slice's turns): the scan parses
    each citation before it reads a step, so it is told them up front (`claims.parse`'s `commands_ran`). A quote can
    only write as run a command the model read; `judge` is given the same, to answer as the scan does."""
    return frozenset(c for t in sl.turns if t.kind == TOOL_CALL and (c := normalise(command_of(t))))


class _ReadContent:
    """Where the text of the slice's range came from (core.instructions.planted
    provenance): every turn of the range and of its subagents, tool results
    included (the file reads and fetches `streamed_turns` leaves out). Read at
    most once, and only when a lesson has a weak finding to check."""

    def __init__(self, sl: Slice) -> None:
        self._sl = sl
        self._known: instructions.Provenance | None = None

    def __call__(self) -> instructions.Provenance:
        if self._known is None:
            turns = turns_from_file(self._sl.transcript, self._sl.start, self._sl.end)
            for sub in subagent_files(self._sl.transcript):
                turns.extend(turns_from_file(sub, subagent=True))
            self._known = instructions.provenance_of(turns)
        return self._known


def record_refusals(refused: Sequence[Held], run_id: int, conn: sqlite3.Connection) -> None:
    """Remember refusals for `log --entries`."""
    from core.store import screening
    for h in refused:
        screening.record_refusal(conn, run_id, h.entry.id, h.entry.kind, h.entry.title, h.reason)


def note_reasons(held: Sequence[Held], queued: WriteResult, run_id: int, conn: sqlite3.Connection) -> list[str]:
    """The reason beside each held entry that really waits in a review queue (a held lesson may
    turn out to be known, or forgotten where it would go, and then it waits nowhere). Returns their ids."""
    from core.store import screening
    reasons = {h.entry.fingerprint: h.reason for h in held}
    for e in queued.pending:
        reason = reasons.get(e.fingerprint)
        if reason:
            screening.note_review_reason(conn, run_id, e.id, reason)
    return [e.id for e in queued.pending]
