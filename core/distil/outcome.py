"""How one analysis ends, in the ledger and the transcript's state together.

A final verdict closes the run and moves the analysed offset past the slice in
one transaction; a spend cap leaves the transcript waiting with its offset
unchanged; a failure keeps the offset and schedules the retry, or gives up.
`RunResult` is what the caller sees of it, and `Meter` adds up what the model
calls cost on the way."""
from __future__ import annotations

import contextlib
import os
import sqlite3
import sys
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Mapping

from core import logfile
from core.config import Config
from core.distil import retry, spend
from core.distil.backends.base import BackendError, Usage, needs_setup_change
from core.store import ledger, slices, transcripts
from core.store import db

FINAL = ledger.FINAL


@dataclass
class RunResult:
    """What one call of `analyze` did; `outcome` is one of written, nothing,
    stopped, duplicate (final verdicts), dry_run, failed, capped, nothing_new,
    skipped (recursion guard) or busy."""
    transcript: str
    outcome: str
    run_id: int | None = None
    stage: str | None = None
    reason: str = ""
    start: int = 0
    end: int = 0
    transcript_bytes: int = 0
    file_bytes: int = 0
    slice_chars: int = 0
    slice_sha1: str | None = None
    session_id: str | None = None
    project: str | None = None
    gate1: str | None = None
    gate2: str | None = None
    backend: str | None = None
    model: str | None = None
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    lang: str | None = None
    entries: list[dict[str, Any]] = field(default_factory=list)
    rendered: list[str] = field(default_factory=list)
    screened: list[dict[str, str]] = field(default_factory=list)  # not written: {id, title, verdict, reason}
    notes: list[str] = field(default_factory=list)  # lines of the range the reader had to skip, one sentence each
    entries_written: int = 0
    write_summary: str = ""
    duration_ms: int = 0
    error: str | None = None
    retryable: bool | None = None
    failures: int = 0
    given_up: bool = False
    blocked: bool = False           # failed in a way only a change of setup can cure
    next_retry_at: float | None = None

    @property
    def final(self) -> bool:
        return self.outcome in FINAL

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["final"] = self.final
        return out


def log_line(env: Mapping[str, str], message: str) -> None:
    """One line in the distiller's log; a log that cannot be written is not an error."""
    logfile.append("distill.log", f"[{os.getpid()}] {message}", env)


def stat_signature(path: str) -> tuple[int, int]:
    """(size of the transcript, newest mtime of it and its subagent files): the
    sweep compares exactly this to decide that nothing changed."""
    st = os.stat(path)
    mtime = st.st_mtime_ns
    sub = os.path.join(path[:-len(".jsonl")] if path.endswith(".jsonl") else path, "subagents")
    try:
        with os.scandir(sub) as it:
            for entry in it:
                if entry.name.endswith(".jsonl"):
                    with contextlib.suppress(OSError):
                        mtime = max(mtime, entry.stat().st_mtime_ns)
    except OSError:
        pass
    return st.st_size, mtime


class Meter:
    """Token and cost sums of one run, priced with the config's table."""

    def __init__(self, cfg: Config):
        self.table = spend.prices(cfg)
        self.input_tokens = 0
        self.output_tokens = 0
        self.cost = 0.0
        self.models: list[str] = []

    def add(self, usage: Usage | None) -> float:
        if usage is None:
            return 0.0
        tin, tout, model = usage.input_tokens, usage.output_tokens, usage.model
        # Served on this machine: free unless the table names the model.
        c = spend.cost(model, tin, tout, self.table, local=usage.local) if (tin or tout) else 0.0
        self.input_tokens += tin
        self.output_tokens += tout
        self.cost += c
        if model and model not in self.models:
            self.models.append(model)
        return c

    def add_all(self, usages: list[Usage]) -> None:
        for usage in usages:
            self.add(usage)


class GateFailure(Exception):
    def __init__(self, message: str, retryable: bool, status: int | None = None):
        super().__init__(message)
        self.retryable = retryable
        self.status = status


def meter_fields(meter: Meter) -> ledger.Spent:
    return {"input_tokens": meter.input_tokens, "output_tokens": meter.output_tokens, "cost_usd": meter.cost}


def apply_meter(result: RunResult, meter: Meter | None) -> None:
    if meter is None:
        return
    result.input_tokens, result.output_tokens, result.cost_usd = meter.input_tokens, meter.output_tokens, meter.cost


def finish(conn: sqlite3.Connection, result: RunResult, outcome: str, stage: str, reason: str, size: int,
           mtime_ns: int, dry_run: bool, env: Mapping[str, str], t0: float, meter: Meter | None = None) -> RunResult:
    """Close the run with a verdict; unless it is a dry run, move the offset past
    the slice, remember its hash and clear any retry state, all in one transaction."""
    result.outcome, result.stage, result.reason = outcome, stage, reason
    apply_meter(result, meter)
    result.duration_ms = int((time.monotonic() - t0) * 1000)
    assert result.run_id is not None
    fields: ledger.RunFields = {"stage": stage, "reason": reason[:500], "gate1": result.gate1, "gate2": result.gate2,
                                "entries_written": result.entries_written, "duration_ms": result.duration_ms}
    if meter is not None:
        fields.update(meter_fields(meter))
    with db.transaction(conn):
        ledger.finish_run(conn, result.run_id, outcome, **fields)
        if not dry_run and outcome in FINAL:
            if result.slice_sha1:
                slices.remember(conn, result.slice_sha1, result.transcript, result.run_id)
            transcripts.ensure(conn, result.transcript, result.session_id, 0)
            # The stat is only "seen" if the slice reached the end of what was there;
            # otherwise the rest still counts as new for the sweep.
            seen = result.end >= size
            transcripts.mark_analysed(conn, result.transcript, offset=result.end,
                                      seen_size=size if seen else None, seen_mtime_ns=mtime_ns if seen else None,
                                      run_id=result.run_id, session_id=result.session_id)
    return result


def wait_for_cap(conn: sqlite3.Connection, result: RunResult, reason: str, env: Mapping[str, str],
            t0: float) -> RunResult:
    """At the spend cap the analysis waits in the queue: offset unchanged, status `capped`."""
    result.outcome, result.stage, result.reason = "capped", "spend", reason
    result.duration_ms = int((time.monotonic() - t0) * 1000)
    assert result.run_id is not None
    ledger.finish_run(conn, result.run_id, "capped", stage="spend", reason=reason, gate1=result.gate1,
                      duration_ms=result.duration_ms)
    transcripts.ensure(conn, result.transcript, result.session_id, result.start)
    transcripts.mark_capped(conn, result.transcript, result.run_id)
    log_line(env, f"run {result.run_id}: waiting, {reason}: {result.transcript}")
    return result


def fail(conn: sqlite3.Connection, result: RunResult, exc: BaseException, env: Mapping[str, str], t0: float,
            meter: Meter, dry_run: bool, cfg: Config) -> RunResult:
    """Keep the offset, count the failure and schedule the retry (or give up)."""
    from core.errors import UserError
    apply_meter(result, meter)
    result.outcome = "failed"
    result.error = f"{type(exc).__name__}: {exc}" if not isinstance(exc, UserError) else str(exc)
    result.retryable = exc.retryable if isinstance(exc, (BackendError, GateFailure)) else True
    result.duration_ms = int((time.monotonic() - t0) * 1000)
    if result.run_id is not None:
        ledger.finish_run(conn, result.run_id, "failed", error=result.error[:1000],
                          gate1=result.gate1, gate2=result.gate2,
                          duration_ms=result.duration_ms, **meter_fields(meter))
    if isinstance(exc, UserError) and dry_run:
        raise exc
    if dry_run:
        return result
    transcripts.ensure(conn, result.transcript, result.session_id, result.start)
    status = exc.status if isinstance(exc, (BackendError, GateFailure)) else None
    if needs_setup_change(status):
        # Retrying cannot help and would only count towards giving the session up.
        from core.distil import backends
        setup = backends.setup_fingerprint(cfg, env, result.backend or "")
        transcripts.mark_blocked(conn, result.transcript, error=result.error[:1000], run_id=result.run_id,
                                 setup=setup)
        result.blocked = True
        log_line(env, f"run {result.run_id}: failed, not retried until the setup changes: {result.error}")
        return result
    row = transcripts.get(conn, result.transcript)
    failures = (row.failures if row else 0) + 1
    max_failures = int(cfg.get("retry.max_failures"))
    result.failures = failures
    if retry.gives_up(failures, max_failures):
        result.given_up = True
        # Seen as it is now, so the sweep leaves it until the session grows again.
        seen: tuple[int, int] | tuple[None, None]
        try:
            seen = stat_signature(result.transcript)
        except OSError:
            seen = (None, None)
        transcripts.mark_given_up(conn, result.transcript, failures=failures, error=result.error[:1000],
                                  run_id=result.run_id, seen_size=seen[0], seen_mtime_ns=seen[1])
        log_line(env, f"giving up on {result.transcript} after {failures} failed analyses: {result.error}")
        if sys.stderr.isatty():
            sys.stderr.write(f"claude-distill: giving up on {result.transcript} after {failures} failures\n")
    else:
        result.next_retry_at = time.time() + retry.delay(failures)
        transcripts.mark_failed(conn, result.transcript, failures=failures, next_retry_at=result.next_retry_at,
                                error=result.error[:1000], run_id=result.run_id)
        log_line(env, f"run {result.run_id}: failed ({failures}/{max_failures}), retry after "
                      f"{time.strftime('%H:%M:%S', time.localtime(result.next_retry_at))}: {result.error}")
    return result
