"""Did the lessons help, over a history: replay one project's sessions in time
order, learning from each, and count what the lessons learned earlier saw
in the sessions after.

Run from the repository root: `python bench/bench_replay.py [--backend offline|api] [--lessons]`.

The history is the spotter project's: the real sessions of
tests/fixtures/transcripts/spotter-2.1.39 and the later spotter sessions
derived from them in tests/truth/tracking_sessions (the tracking corpus's
constructed sessions; the fresh held-out corpus is never read here). Every
transcript is copied with its worktree paths rewritten to one temporary git
repository, so all of them are one project, as they were. In the order the
sessions began, each is analysed as a user's sweep would (`analyze
--transcript … --backend offline`, no model; or `--backend api` against the fake Anthropic
API, which answers for each real session with the lessons the tracking
corpus wrote from it, one phrasing per topic): tracking judges it against
the lessons learned so far, then the lessons it teaches are written (or
held for review) with their failing and fix calls recorded.

Counted over the sessions after the first lesson:
- error episodes: the failed calls of a session, one per distinct failure
  (the same error again in the same session is one episode);
- covered: an episode whose failure an earlier kept lesson names (its
  recorded failure shape, or its symptom as written);
- missed: not covered, though the same failure was met in an earlier
  session (a lesson could have known it);
- new: a failure no earlier session met;
- per lesson: the later sessions in which it was applied and in which it
  recurred (what `entries list` says at the end)."""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

REAL = ROOT / "tests" / "fixtures" / "transcripts" / "spotter-2.1.39"
DERIVED = ROOT / "tests" / "truth" / "tracking_sessions"
CORPUS = ROOT / "tests" / "truth" / "tracking_corpus.json"
_SPOTTER_CWD = re.compile(r"/home/(?:USER|marco)/projects/spotter")


def first_timestamp(path: Path) -> tuple[str, str]:
    """When a transcript began, and its working folder (the first of each it records)."""
    ts, cwd = "", ""
    with path.open(encoding="utf-8") as f:
        for line in f:
            try:
                d = json.loads(line)
            except ValueError:
                continue
            ts = ts or str(d.get("timestamp") or "")
            cwd = cwd or str(d.get("cwd") or "")
            if ts and cwd:
                break
    return ts, cwd


def history() -> list[Path]:
    """The spotter sessions, real and derived, oldest first."""
    found = [p for p in [*REAL.glob("*.jsonl"), *DERIVED.glob("*.jsonl")]]
    dated = [(first_timestamp(p), p) for p in found]
    return [p for (ts, cwd), p in sorted(dated, key=lambda x: x[0][0]) if ts and _SPOTTER_CWD.match(cwd)]


@dataclass
class Episode:
    session: str
    command: str
    signature: object
    covered_by: list[str] = field(default_factory=list)
    seen_before: bool = False


def episodes(path: str) -> list[tuple[str, object]]:
    """The failed calls of one session, one per distinct failure (command, signature)."""
    from core.tracking.signature import same_symptom
    from core.tracking.usage import SessionFacts
    from core.transcript.slicer import build_slice
    facts = SessionFacts()
    build_slice(path, 0, None, max_turns=40, max_chars=20_000, on_turn=facts.add)
    out: list[tuple[str, object]] = []
    for i, c in enumerate(facts.log.calls):
        if c.ok is not False:
            continue
        sig = facts.log.shape(i)
        if sig.empty or any(same_symptom(sig, s) and same_symptom(s, sig) for _c, s in out):  # type: ignore[arg-type]
            continue
        out.append((c.command.splitlines()[0][:90] if c.command else c.tool, sig))
    return out


def _cli(*argv: str) -> tuple[int, str]:
    from core.cli import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue() + err.getvalue()


def corpus_lessons() -> dict[str, list[dict[str, object]]]:
    """What the fake model teaches from each real session: the tracking
    corpus's lessons written from it (tests/truth/tracking_corpus.json), one
    per topic, the first phrasing of each."""
    corpus = json.loads(CORPUS.read_text(encoding="utf-8"))
    out: dict[str, list[dict[str, object]]] = {}
    topics: set[tuple[str, str]] = set()
    for lesson in corpus["lessons"]:
        source = str(lesson["source"]).rsplit("/", 1)[-1]
        if (source, lesson["topic"]) in topics or lesson["scope"] != "project":
            continue
        topics.add((source, lesson["topic"]))
        out.setdefault(source, []).append(lesson["entry"])
    return out


def _analyze(dest: Path, backend: str, entries: list[dict[str, object]], spotter: Path, proj: Path) -> tuple[int, str]:
    """One session analysed as a sweep would; with the fake model, it answers with `entries`."""
    if backend != "api":
        return _cli("analyze", "--transcript", str(dest), "--backend", backend)
    from bench.truth_tracking import EXTRACT_SYSTEM, GATE_SYSTEM, rewrite
    from tests.fakeapi import FakeAnthropic
    text = rewrite(json.dumps({"entries": entries}, ensure_ascii=False), spotter, proj)
    script = [{"name": "gate", "match_system": GATE_SYSTEM, "text": "yes" if entries else "no"},
              {"name": "extract", "match_system": EXTRACT_SYSTEM, "text": text}]
    with FakeAnthropic(script=script) as api:
        os.environ.update(ANTHROPIC_BASE_URL=api.url, ANTHROPIC_API_KEY="test-key-not-secret")
        return _cli("analyze", "--transcript", str(dest), "--backend", "api")


def replay(backend: str, verbose: bool) -> dict[str, object]:
    from bench.truth_tracking import FORCED, SPOTTER_FILES, make_repo, rewrite
    tmp = Path(tempfile.mkdtemp(prefix="replay-"))
    home = tmp / "home"
    home.mkdir()
    os.environ.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_STATE_HOME=str(home / ".state"),
                      XDG_DATA_HOME=str(home / ".share"), XDG_CACHE_HOME=str(home / ".cache"),
                      CLAUDE_DISTILL_SWEEP_AFTER_SESSION="0", CLAUDE_DISTILL_API_RETRIES="0")
    for k in [k for k in os.environ if k.startswith("CLAUDE_DISTILL_INSIDE") or k == "CLAUDE_CONFIG_DIR"]:
        os.environ.pop(k)
    spotter = make_repo(tmp / "spotter", SPOTTER_FILES, FORCED)
    tdir = tmp / "transcripts"
    tdir.mkdir()
    os.chdir(spotter)
    from core.knowledge import files
    from core.tracking import record
    from core.tracking.signature import same_symptom
    from core.store import db
    from core.tracking.later import same_shape

    taught = corpus_lessons() if backend == "api" else {}
    known: dict[str, tuple[object, object, str]] = {}     # id -> (text signature, recorded calls, source)
    eps: list[Episode] = []
    met: list[object] = []
    sessions: list[str] = []
    for src in history():
        dest = tdir / src.name
        dest.write_text(rewrite(src.read_text(encoding="utf-8"), spotter, tmp / "proj"), encoding="utf-8")
        sub = src.with_suffix("") / "subagents"
        if sub.is_dir():
            (dest.with_suffix("") / "subagents").mkdir(parents=True)
            for f in sub.iterdir():
                (dest.with_suffix("") / "subagents" / f.name).write_text(
                    rewrite(f.read_text(encoding="utf-8"), spotter, tmp / "proj"), encoding="utf-8")
        name = src.stem[:24]
        sessions.append(name)
        for cmd, sig in episodes(str(dest)):
            ep = Episode(name, cmd, sig, seen_before=any(same_symptom(sig, m) for m in met))  # type: ignore[arg-type]
            for eid, (text_sig, calls, _src) in known.items():
                shaped = calls is not None and same_shape(calls.failure_shape, sig)  # type: ignore[attr-defined]
                if shaped or same_symptom(text_sig, sig):  # type: ignore[arg-type]
                    ep.covered_by.append(eid)
            eps.append(ep)
            met.append(sig)
        code, out = _analyze(dest, backend, taught.get(src.name, []), spotter, tmp / "proj")
        if verbose:
            print(f"  {name:<26} {out.strip().splitlines()[-1][:110] if out.strip() else code}", file=sys.stderr)
        conn = db.connect()
        try:
            located = files.all_entries([spotter], roles=("main",))
            for k in record.profiles_for(conn, [(loc.entry, loc.scope, loc.target) for loc in located]):
                if k.entry.id not in known:
                    known[k.entry.id] = (k.signature, record.recorded_calls(conn, k.entry.id), name)
        finally:
            conn.close()
    conn = db.connect()
    try:
        located = files.all_entries([spotter], roles=("main",))
        records = record.records(conn, located, 0)
        held = len(files.all_entries([spotter], roles=("pending",)))
    finally:
        conn.close()
    return {"sessions": sessions, "episodes": eps, "known": known, "records": records, "held": held}


def report(res: dict[str, object], show_lessons: bool) -> list[str]:
    eps = [e for e in res["episodes"] if isinstance(e, Episode)]
    known = res["known"]
    assert isinstance(known, dict)
    first = min((src for _s, _c, src in known.values()), key=lambda s: res["sessions"].index(s),  # type: ignore
                default=None)
    after = [e for e in eps if first is not None and
             res["sessions"].index(e.session) > res["sessions"].index(first)]  # type: ignore[attr-defined]
    covered = [e for e in after if e.covered_by]
    missed = [e for e in after if not e.covered_by and e.seen_before]
    new = [e for e in after if not e.covered_by and not e.seen_before]
    records = res["records"]
    assert isinstance(records, list)
    with_calls = sum(1 for _s, c, _src in known.values() if c is not None and not c.empty)
    lines = [f"sessions replayed:           {len(res['sessions'])} (spotter, oldest first)",  # type: ignore[arg-type]
             f"lessons kept:                {len(known)} ({with_calls} with recorded calls); "
             f"{res['held']} held for review",
             f"error episodes after the first lesson: {len(after)}",
             f"  covered by an earlier lesson:   {len(covered)}",
             f"  missed (met before, no lesson): {len(missed)}",
             f"  new (never met before):         {len(new)}",
             f"lessons applied in a later session:  {sum(1 for r in records if r.applied)} "
             f"({sum(r.applied for r in records)} sessions)",
             f"lessons recurred in a later session: {sum(1 for r in records if r.recurred)} "
             f"({sum(r.recurred for r in records)} sessions)"]
    if show_lessons:
        lines.append("")
        lines.append(f"{'lesson':<12} {'from':<26} {'applied':>7} {'recurred':>8}  title")
        for r in records:
            src = known.get(r.known.entry.id, (None, None, "?"))[2]
            lines.append(f"{r.known.entry.id:<12} {src:<26} {r.applied:>7} {r.recurred:>8}  {r.known.entry.title[:60]}")
        lines.append("")
        for e in missed:
            lines.append(f"missed  {e.session:<26} {e.command}")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--backend", default="offline", choices=("offline", "api"),
                    help="what learns from each session: the offline extractor (default), or the fake model "
                         "(api) answering with the tracking corpus's lessons of that session")
    ap.add_argument("--lessons", action="store_true", help="list every lesson's record and every missed episode")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    res = replay(args.backend, args.verbose)
    print("\n".join(report(res, args.lessons)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
