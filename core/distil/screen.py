"""The evidence step: every entry is checked against the analysed bytes before
anything is written, whichever backend proposed it.

- evidence not found in the session → refused (never written, reason logged);
- advice that fetches and runs remote code → the review queue;
- a gotcha whose fix the session never showed working → the review queue;
- otherwise → written.

The transcript is read again here, through core/transcript and redacted the
same way as the slice, because the model saw only the slice but the lesson
must rest on everything this analysis covered."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from typing import Iterator, Mapping, Sequence

from core.config import Config
from core.lessons import entries as E
from core.lessons import evidence, evidence_scan, risk
from core.transcript.conversation import TOOL_RESULT, Context, Turn, record_turns, subagent_files, turns_from_file
from core.transcript.reader import iter_records
from core.transcript.slicer import READ_ONLY_TOOLS, Slice, redact_turn


@dataclass(frozen=True)
class Held:
    entry: E.Entry
    reason: str


@dataclass
class Screening:
    write: list[E.Entry] = field(default_factory=list)
    review: list[Held] = field(default_factory=list)
    refused: list[Held] = field(default_factory=list)

    def describe(self) -> list[dict[str, str]]:
        """For RunResult and `analyze --json`: what was not written, and why."""
        return ([{"id": h.entry.id, "title": h.entry.title, "verdict": "review", "reason": h.reason}
                 for h in self.review] +
                [{"id": h.entry.id, "title": h.entry.title, "verdict": "refused", "reason": h.reason}
                 for h in self.refused])


def judge(entries: Sequence[E.Entry], transcript: evidence.Transcript) -> Screening:
    """Pure: the verdict on each entry against the analysed transcript."""
    answers = []
    for e in entries:
        finding = evidence.find(e.evidence, transcript)
        found = finding.found and finding.anchor is not None
        verified = found and e.kind == "gotcha" and finding.anchor is not None and evidence.fix_verified(
            e.fields.get("workaround", ""), transcript, finding.anchor, e.evidence)
        answers.append(evidence_scan.Answer(found, verified))
    return _verdicts(entries, answers)


def _verdicts(entries: Sequence[E.Entry], answers: Sequence[evidence_scan.Answer]) -> Screening:
    out = Screening()
    for e, answer in zip(entries, answers):
        if not answer.found:
            out.refused.append(Held(e, evidence.NOT_FOUND))
            continue
        danger = risk.advice_risk(e.title, e.fields)
        if danger:
            out.review.append(Held(e, danger))
            continue
        if e.kind == "gotcha" and not answer.fix_verified:
            out.review.append(Held(e, evidence.UNVERIFIED))
            continue
        out.write.append(e)
    return out


def _citable(turn: Turn) -> bool:
    """What a model could have read: every turn except what a file read or a
    search returned without error, which no slice ever shows (and which is
    most of a long session's bytes)."""
    return not (turn.kind == TOOL_RESULT and not turn.is_error and turn.tool_name in READ_ONLY_TOOLS)


def analysed_turns(path: str, start: int, end: int | None) -> list[Turn]:
    """The turns of the analysed byte range and of its subagents, redacted
    like the slice."""
    turns = turns_from_file(path, start, end)
    since = next((t.timestamp for t in turns if t.timestamp), None)
    for sub in subagent_files(path):
        sub_turns = turns_from_file(sub, subagent=True)
        if since and start > 0:
            sub_turns = [t for t in sub_turns if (t.timestamp or "") >= since]
        turns.extend(sub_turns)
    return [redact_turn(t) for t in turns if _citable(t)]


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
            if ordinal - 1 in sl.pruned:
                continue
            if since is None and turn.timestamp:
                since = turn.timestamp
            if _citable(turn):
                yield turn
    for sub in subagent_files(sl.transcript):
        for turn in turns_from_file(sub, subagent=True):
            if since and sl.start > 0 and (turn.timestamp or "") < since:
                continue
            if _citable(turn):
                yield turn


def screen(entries: Sequence[E.Entry], sl: Slice) -> Screening:
    """`judge` over the slice's whole range, read once and only as far as
    the answers need (core.lessons.evidence_scan): the scan stops when every
    citation is found (and each gotcha's fix seen), and redacts only the
    turns an answer depends on."""
    if not entries:
        return Screening()
    questions = [(e.evidence, e.fields.get("workaround", "")
                  if e.kind == "gotcha" and not risk.advice_risk(e.title, e.fields) else None) for e in entries]
    return _verdicts(entries, evidence_scan.scan(questions, streamed_turns(sl), redact_turn))


def record(refused: Sequence[Held], held: Sequence[Held], run_id: int, conn: sqlite3.Connection, cfg: Config,
           env: Mapping[str, str]) -> list[str]:
    """Remember refusals for `log --entries`; put held entries in the review
    queue (never the imported file) with the reason beside them. Returns the
    ids that really wait for review (a held lesson may turn out to be known,
    or forgotten where it would go, and then it waits nowhere)."""
    from core.lessons import knowledge_files
    from core.store import screening as store
    for h in refused:
        store.record_refusal(conn, run_id, h.entry.id, h.entry.kind, h.entry.title, h.reason)
    if not held:
        return []
    result = knowledge_files.write_entries([h.entry for h in held], run_id=run_id, conn=conn, cfg=cfg, env=env,
                                           review=True)
    reasons = {h.entry.fingerprint: h.reason for h in held}
    for e in result.pending:
        reason = reasons.get(e.fingerprint)
        if reason:
            store.note_review_reason(conn, run_id, e.id, reason)
    return [e.id for e in result.pending]
