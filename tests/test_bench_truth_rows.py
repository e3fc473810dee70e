"""bench/bench_truth.py's tracking rows: a judgement the corpus has no case of (no real later sessions, no stale
controls in the fresh tracking corpus) is neither met nor missed, so `--check` fails only on a goal missed."""
from __future__ import annotations

import sys
import types

import pytest

from tests.truth import corpus as C


def test_a_row_with_nothing_measured_is_neither_met_nor_missed(monkeypatch: pytest.MonkeyPatch) -> None:
    sys.path.insert(0, str(C.ROOT / "bench"))
    import bench_truth as B
    fake = types.ModuleType("truth_tracking")
    fake.FRESH = C.ROOT / "tests" / "truth" / "tracking11_corpus.json"   # type: ignore[attr-defined]
    fake.run = lambda **_kw: [   # type: ignore[attr-defined]
        {"judgement": "applied detected", "measured": 0.5, "n": 10, "goal": 0.8, "higher_better": True},
        {"judgement": "recurred detected, real later sessions", "measured": None, "n": 0, "goal": 0.8,
         "higher_better": True, "met": False}]
    monkeypatch.setitem(sys.modules, "truth_tracking", fake)
    rows, note = B.tracking_rows(fresh=True)
    assert note == ""
    assert [r["met"] for r in rows] == [False, None]
