"""The named stages of one analysis, in the order they run: slice, backend, guards, dedup,
gate 1, spend cap, gate 2, extract, screen, write.

Each stage is a function of the run so far (`Run`) that either fills in what the next stage
needs and returns None, or ends the run with its verdict (a `RunResult`). `pipeline.analyze`
takes the locks and opens the run; `run_stages` walks the stages. Keeping them apart lets a
reader (and a test) see the flow in one list instead of one long function."""
from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Mapping

from core.config import Config
from core.distil import budget, spend
from core.distil.backends.base import BackendError
from core.distil.outcome import (GateFailure, Meter, RunResult, apply_meter, fail, finish, log_line,
                                 meter_fields, wait_for_cap)
from core.store import ledger, slices, transcripts

if TYPE_CHECKING:
    from core.distil.backends.base import Backend
    from core.distil.gate1 import Signals
    from core.distil.screen import Collected, Screening
    from core.lessons.model import Entry
    from core.tracking.usage import SessionFacts
    from core.transcript.slicer import Slice


#: Up to this many characters of citable turns are kept from the slice's pass for the evidence step;
#: a larger range is streamed again instead (memory stays bounded on sessions of hundreds of megabytes).
EVIDENCE_MEMORY_CHARS = 4_000_000


@dataclass
class Run:
    """One analysis in progress: what it was asked, and what the stages found so far."""
    path: str
    begin: int
    end: int | None
    size: int
    mtime_ns: int
    conn: sqlite3.Connection
    cfg: Config
    env: Mapping[str, str]
    result: RunResult
    run_id: int
    backend_override: str | None = None
    lang_override: str | None = None
    dry_run: bool = False
    force: bool = False
    again: bool = False
    row_known: bool = False  # the transcript had a row before this run
    t0: float = field(default_factory=time.monotonic)
    meter: Meter | None = None
    sl: Slice | None = None
    signals: Signals | None = None
    facts: SessionFacts | None = None
    projects: list[str] = field(default_factory=list)
    backend: Backend | None = None
    backend_error: Exception | None = None
    kept: list[Entry] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    screening: Screening | None = None
    collected: Collected | None = None  # the citable turns the slice's pass gathered for the evidence step

    def finish(self, outcome: str, stage: str, reason: str, *, metered: bool = False,
               dry_run: bool | None = None) -> RunResult:
        return finish(self.conn, self.result, outcome, stage, reason, self.size, self.mtime_ns,
                      self.dry_run if dry_run is None else dry_run, self.env, self.t0,
                      self.meter if metered else None)

    @property
    def slice(self) -> Slice:
        assert self.sl is not None, "the slice stage runs first"
        return self.sl


Stage = Callable[[Run], "RunResult | None"]


def slice_stage(run: Run) -> RunResult | None:
    """Read the range once: the slice, gate 1's signals and tracking's session facts in one pass."""
    from core.distil.gate1 import Signals
    from core.distil.screen import Collected
    from core.distil.steps import build_slice, sync_worktree_copies
    from core.tracking.usage import SessionFacts
    result, conn, env = run.result, run.conn, run.env
    run.signals, run.facts, run.collected = Signals(), SessionFacts(), Collected(EVIDENCE_MEMORY_CHARS)
    sl = run.sl = build_slice(run.path, run.begin, run.end, run.cfg, run.signals, run.facts, run.collected)
    result.start, result.end = sl.start, sl.end
    result.transcript_bytes = sl.transcript_bytes
    result.slice_chars = sl.slice_chars
    result.slice_sha1 = sl.sha1
    result.session_id = sl.session_ids[0] if sl.session_ids else result.session_id
    run.projects = list(sl.projects)
    result.project = run.projects[0] if run.projects else None
    result.notes = list(sl.notes)
    ledger.update_run(conn, run.run_id, session_id=result.session_id, project=result.project,
                      start_offset=result.start, end_offset=result.end, transcript_bytes=run.size,
                      slice_chars=result.slice_chars, slice_sha1=sl.sha1, notes="\n".join(result.notes) or None)
    log_line(env, f"run {run.run_id}: slice {result.slice_chars:,} chars from bytes "
                  f"{result.start:,}-{result.end:,} of a {run.size:,}-byte transcript {run.path}")
    for note in sl.notes:  # lines the reader had to skip
        log_line(env, f"run {run.run_id}: {note}")
    if not run.dry_run:
        sync_worktree_copies(run.projects, env)
    if result.end <= run.begin:
        result.outcome, result.reason = "nothing_new", "no complete new line yet"
        ledger.delete_run(conn, run.run_id)
        if not run.dry_run and run.row_known:
            transcripts.mark_seen(conn, run.path, run.size, run.mtime_ns)
        result.run_id = None
        return result
    return None


def backend_stage(run: Run) -> RunResult | None:
    """Pick the backend early so every row says which model would have been paid; an error
    here only matters once a model is really needed (after gate 1)."""
    from core.distil import backends
    result = run.result
    try:
        run.backend = backends.choose(run.cfg, run.env, run.backend_override)
        result.backend = run.backend.name
        result.model = run.backend.model_for("extract")
    except Exception as exc:
        run.backend_error = exc
        result.backend = run.backend_override or str(run.cfg.get("backend"))
    ledger.update_run(run.conn, run.run_id, backend=result.backend, model=result.model)
    return None


def guard_stage(run: Run) -> RunResult | None:
    from core.distil.steps import guard, track
    why = guard(run.slice, run.cfg)
    if why:
        return run.finish("stopped", "guard", why)
    if not run.dry_run:
        assert run.facts is not None
        track(run.conn, run.slice, run.facts, run.path, run.run_id, run.env)
    return None


def dedup_stage(run: Run) -> RunResult | None:
    if not run.again and slices.seen(run.conn, run.slice.sha1):
        return run.finish("duplicate", "dedup", f"slice {run.slice.sha1} was analysed before")
    return None


def gate1_stage(run: Run) -> RunResult | None:
    from core.distil.gate1 import gate1_from_config
    assert run.signals is not None
    g1 = gate1_from_config(run.slice, run.cfg, run.signals)
    run.result.gate1 = "pass" if g1.passed else "fail"
    ledger.update_run(run.conn, run.run_id, gate1=run.result.gate1)
    if not g1.passed:
        return run.finish("stopped", "gate1", str(g1.reason))
    return None


def cap_stage(run: Run) -> RunResult | None:
    """A model is needed from here on: the backend must exist, and a paid one waits at the cap."""
    if run.backend_error is not None:
        raise run.backend_error
    assert run.backend is not None and run.meter is not None
    paid = not spend.free(run.result.model or "", run.meter.table, local=run.backend.local)
    if not run.force and paid:
        cap = spend.check(run.conn, run.cfg)
        if cap.capped:
            return wait_for_cap(run.conn, run.result, cap.reason, run.env, run.t0)
    if paid:  # every paid call holds its cost against the caps while it runs
        run.backend = budget.Reserving(run.backend, run.conn, run_id=run.run_id, cfg=run.cfg, force=run.force)
    return None


def gate2_stage(run: Run) -> RunResult | None:
    from core.distil.gate2 import gate2
    assert run.backend is not None and run.meter is not None
    g2 = gate2(run.slice, run.backend, run.cfg)
    g2_cost = run.meter.add(g2.usage)
    result = run.result
    result.gate2 = "skip" if g2.skipped else "error" if g2.error is not None else "pass" if g2.passed else "fail"
    ledger.update_run(run.conn, run.run_id, gate2=result.gate2, gate2_cost_usd=g2_cost, **meter_fields(run.meter))
    if not g2.passed:
        if g2.error is not None:  # the gate could not ask; an error it was told to ignore passed
            raise GateFailure(g2.reason, g2.retryable, g2.status)
        return run.finish("stopped", "gate2", str(g2.reason), metered=True)
    return None


def extract_stage(run: Run) -> RunResult | None:
    from core.distil.extract import ExtractError, extract
    from core.distil.steps import language, to_entries
    from core.knowledge.files import existing_titles
    assert run.backend is not None and run.meter is not None
    result, meter = run.result, run.meter
    lang = language(run.lang_override, run.cfg, run.env, run.slice)
    result.lang = lang
    existing = existing_titles(run.projects, env=run.env)
    try:
        extracted = extract(run.slice, existing, lang, run.backend)
    except BackendError as exc:
        meter.add_all(exc.spent)  # calls that were paid for count towards the cap
        raise
    except ExtractError as exc:
        meter.add_all(exc.usages)
        raise
    meter.add_all(extracted.usages)
    ledger.update_run(run.conn, run.run_id, **meter_fields(meter))
    if extracted.notes:  # text that had to be replaced: said in `log`, never fatal
        result.notes += extracted.notes
        ledger.update_run(run.conn, run.run_id, notes="\n".join(result.notes))
        for line in extracted.notes:
            log_line(run.env, f"run {run.run_id}: {line}")
    run.kept, run.dropped = to_entries(list(extracted.entries), run.slice, lang)
    return None


def screen_stage(run: Run) -> RunResult | None:
    """Evidence, fixes and risk: what is written, what waits for a person, what is refused."""
    from core.distil.steps import evidence_step, place
    from core.lessons.model import to_dict
    from core.lessons.render import render
    run.screening = place(evidence_step(run.kept, run.slice, run.collected))
    run.kept = run.screening.write
    run.result.screened = run.screening.describe()
    run.result.entries = [to_dict(e) for e in run.kept]
    run.result.rendered = [render(e) for e in run.kept]
    if run.dry_run:
        run.result.entries_written = len(run.kept)
        return run.finish("dry_run", "write", f"{len(run.kept)} entries would be written", metered=True,
                          dry_run=True)
    return None


def write_stage(run: Run) -> RunResult | None:
    """Held and kept lessons go to their files in one write: each lesson file is edited once per run."""
    from core.distil.steps import record_calls, record_screening, screening_note
    from core.tracking.profile import profile_written
    assert run.screening is not None
    held, written = record_screening(run.screening, run.kept, run.run_id, run.conn, run.cfg, run.env)
    record_calls(run.conn, [*(h.entry for h in run.screening.review), *written.written, *written.pending], run.facts,
                 run.result.session_id or run.path, run.run_id, run.env)
    not_written = screening_note(held, [h.reason for h in run.screening.refused])
    if not run.kept:
        why_nothing = "no high-confidence lesson" + (
            f" ({len(run.dropped)} refused: {'; '.join(sorted(set(run.dropped)))})" if run.dropped else "")
        return run.finish("nothing", "extract", not_written or why_nothing, metered=True)
    profile_written(run.conn, written, run.env)
    n = len(written.written) + len(written.pending)
    run.result.entries_written = n
    summary = written.summary()
    summary += f"; {not_written}" if not_written else ""
    run.result.write_summary = summary
    return run.finish("written" if n else "nothing", "write", summary, metered=True)


STAGES: tuple[Stage, ...] = (slice_stage, backend_stage, guard_stage, dedup_stage, gate1_stage, cap_stage,
                             gate2_stage, extract_stage, screen_stage, write_stage)


def run_stages(run: Run) -> RunResult:
    """Each stage in turn until one ends the run; a cap reached mid-call waits, any other error fails
    the run (offset kept, retry scheduled)."""
    run.meter = Meter(run.cfg)
    try:
        for stage in STAGES:
            done = stage(run)
            if done is not None:
                return done
        raise AssertionError("the write stage always ends the run")
    except budget.CapReached as exc:
        apply_meter(run.result, run.meter)
        return wait_for_cap(run.conn, run.result, str(exc), run.env, run.t0)
    except Exception as exc:
        return fail(run.conn, run.result, exc, run.env, run.t0, run.meter, run.dry_run, run.cfg)
