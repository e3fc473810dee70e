"""What the watcher hands over when a wrapped session ends: analyse each
hand-off, then (if configured) sweep for the sessions the shim never saw.

It sits above both the pipeline and the sweep, so neither imports the other
in a circle."""
from __future__ import annotations

import os
import sqlite3
from typing import Mapping

from core import config
from core import paths
from core.config import Config
from core.distil import outcome, pipeline, sweep
from core.store import transcripts
from core.store.handoffs import claim as claim_handoff, finish as finish_handoff
from core.store import db


def run_handoffs(handoff_ids: list[int], *, env: Mapping[str, str] | None = None,
                 cfg: Config | None = None) -> None:
    """Analyse what finished sessions handed over, then (if configured) sweep for
    sessions the shim never saw. Each hand-off is claimed atomically, so a
    hand-off picked up twice is analysed once."""
    env = os.environ if env is None else env
    if pipeline.is_child(env):
        return
    cfg = cfg if cfg is not None else config.load(env=env)
    conn = db.connect(paths.state_db(env))
    try:
        with pipeline.pending_work("handoffs", f"{os.getpid()}", env):
            for hid in handoff_ids:
                _run_one(conn, int(hid), cfg=cfg, env=env)
            if cfg.get("sweep.after_session"):
                try:
                    sweep.after_session(cfg=cfg, env=env, conn=conn)
                except Exception as exc:
                    outcome.log_line(env, f"after-session sweep failed: {type(exc).__name__}: {exc}")
    finally:
        conn.close()


def _run_one(conn: sqlite3.Connection, hid: int, *, cfg: Config, env: Mapping[str, str]) -> pipeline.RunResult | None:
    handoff = claim_handoff(conn, hid)
    if handoff is None:
        return None
    path = os.path.abspath(handoff.transcript)
    known = transcripts.get(conn, path)
    # A transcript seen before resumes where its last verdict left it (which also
    # picks up anything an earlier failed hand-off left); a new one starts where
    # this session started writing.
    start = known.analysed_offset if known else handoff.start_offset
    try:
        result = pipeline.analyze(path, start, handoff.end_offset, cfg=cfg, env=env, conn=conn, trigger="handoff")
    except Exception as exc:
        outcome.log_line(env, f"hand-off {hid}: {type(exc).__name__}: {exc}")
        finish_handoff(conn, hid, "failed")
        return None
    finish_handoff(conn, hid, {"failed": "failed", "capped": "capped"}.get(result.outcome, "done"))
    return result
