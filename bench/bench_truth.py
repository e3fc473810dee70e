"""Benchmark of the lesson judgements issue 17 measures: is a lesson's evidence
in the session, was its fix shown to work, end to end on the labelled corpus
of tests/truth/ (see tests/truth/EVIDENCE.md).

Run from the repository root: `python3 bench/bench_truth.py [--misses] [--json]
[--check] [--jobs N] [--only PREFIX] [--corpus PATH]` (`--corpus`: another
corpus in the same record format, such as the held-out one).

Each lesson goes through the product as a user's session would: an isolated
HOME/XDG, the transcript placed under `~/.claude/projects/` with its cwd
fields pointing at a temporary project folder (so "project folder no longer
exists" never decides), gate 1's thresholds lowered and gate 2 scripted to say
yes (so the slice always reaches extraction), knowledge-file budgets and spend
caps out of the way; the fake Anthropic API (tests/fakeapi) answers the
extraction with the corpus lessons for that transcript, a few per run, never
two of one `group` together. Then `claude-distill analyze --transcript …
--backend api`, `log --entries --json` and `entries list --json`, run from
source, say what happened to each lesson: written, held for review (and why),
or refused (and why). Anything else (a merge with another entry, a budget
archive, a risk hold) is reported as contamination, not counted.

Two modes: (a) the lessons as the corpus has them, without step ids (the
whole-session fallback); (b) the fake model reads the extraction request it
was sent, finds the `[s<N>]` line holding each lesson's `step_text` and cites
that id in evidence_steps / failure_step / fix_step, as a model would. When the
request carries no `[s<N>]` ids (the step-id change has not landed), mode (b)
is reported as not available.

Rates (beside the goals of issue 17):
- real evidence accepted: written or held, over lessons labelled real;
- invented evidence accepted: the same over lessons labelled invented;
- fix not shown, verified anyway: written, over real-evidence gotchas labelled
  not_shown whose evidence was accepted (a refused lesson's fix is never judged);
- fix shown, verified: the same over those labelled shown.
Tracking rows come from bench/truth_tracking.py when that module exists.

Benchmarks report, they do not assert: exit 0, unless `--check` is given and
a goal is missed (exit 1)."""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "bench"))
from tests.fakeapi.server import FakeAnthropic  # noqa: E402
from tests.truth import corpus as C  # noqa: E402
from truth_model import CorpusModel, cite_steps, step_lines  # noqa: E402,F401 (cite_steps/step_lines: the tests use them)
from truth_print import print_result  # noqa: E402

BATCH = 8
NOT_FOUND = "evidence not found in the session"
WORKED_NOT_SHOWN = "evidence says the fix worked, the session does not show it"
UNVERIFIED_PREFIX = "fix not shown to work in the session"
# The other reasons the evidence step holds a lesson whose evidence it found (issue 24): found only outside the
# steps it cites, or (without step ids) only in the assistant's own words.
HELD_PREFIXES = (UNVERIFIED_PREFIX, "evidence found, but not in the steps it cites",
                 "evidence found only in the assistant's own words")
# The fresh held-out corpus (written apart from the rules; printed beside the main one, never tuned against).
# The held-out corpus nobody has tuned against (issue 24: the second drove fixes; the third's rates were looked at
# often; the tenth, eleventh and twelfth, written apart from the rules, were the fresh ones of the fifth to seventh
# rounds and stay unread; the twenty-first, written at the fourteenth round's start, is the fresh one now).
FRESH = ROOT / "tests" / "truth" / "corpus53.jsonl"
CLI = "import sys; from core.cli import main; sys.exit(main(sys.argv[1:]))"
_CWD_RE = re.compile(rb'"cwd":\s*"(?:[^"\\]|\\.)*"')

GOALS = {  # name: (label, goal, higher is better)
    "real_accepted": ("real evidence accepted", 0.95, True),
    "invented_accepted": ("invented evidence accepted", 0.02, False),
    "unshown_verified": ("fix not shown, verified anyway", 0.05, False),
    "shown_verified": ("fix shown working, verified", 0.90, True),
}


# --- one run of the product -----------------------------------------------------------------------

@dataclass
class Verdict:
    action: str          # written | held | refused | missing | other
    detail: str = ""
    cited: dict[str, Any] = field(default_factory=dict)
    visible: bool | None = None  # every step_text of the lesson is in the request the model was sent


def _place(src: Path, projects: Path, project: Path) -> Path:
    enc = re.sub(r"[^A-Za-z0-9]", "-", str(project))
    dest = projects / enc / src.name
    dest.parent.mkdir(parents=True, exist_ok=True)
    cwd = b'"cwd":' + json.dumps(str(project)).encode()
    dest.write_bytes(_CWD_RE.sub(cwd, src.read_bytes()))
    sub = src.with_suffix("") / "subagents"
    if sub.is_dir():
        target = dest.with_suffix("") / "subagents"
        target.mkdir(parents=True, exist_ok=True)
        for f in sub.iterdir():
            (target / f.name).write_bytes(_CWD_RE.sub(cwd, f.read_bytes()) if f.suffix == ".jsonl" else f.read_bytes())
    return dest


def _env(home: Path, api_url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("CLAUDE_DISTILL_", "ANTHROPIC_", "OPENAI_", "XDG_")) and k not in ("CLAUDE_CONFIG_DIR",
                                                                                                 "CLAUDECODE")}
    env.update({
        "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "XDG_STATE_HOME": str(home / ".local/state"),
        "XDG_DATA_HOME": str(home / ".local/share"), "XDG_CACHE_HOME": str(home / ".cache"),
        "ANTHROPIC_BASE_URL": api_url, "ANTHROPIC_API_KEY": "bench-key-not-secret",
        "CLAUDE_DISTILL_BACKEND": "api", "CLAUDE_DISTILL_API_RETRIES": "0",
        "CLAUDE_DISTILL_SWEEP_AFTER_SESSION": "0", "CLAUDE_DISTILL_GATE1_MIN_TURNS": "1",
        "CLAUDE_DISTILL_GATE1_REQUIRE_SIGNAL": "false", "CLAUDE_DISTILL_GATE1_REQUIRE_TOOL_USE": "false",
        "CLAUDE_DISTILL_BUDGET_MAX_LINES": "100000", "CLAUDE_DISTILL_BUDGET_MAX_BYTES": "10000000",
        "CLAUDE_DISTILL_SPEND_DAILY_USD": "0", "CLAUDE_DISTILL_SPEND_MONTHLY_USD": "0",
        "CLAUDE_DISTILL_REVIEW": "false", "PYTHONPATH": str(ROOT),
    })
    return env


def _cli(args: list[str], env: dict[str, str]) -> tuple[int, str, str]:
    p = subprocess.run([sys.executable, "-c", CLI, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=600)
    return p.returncode, p.stdout, p.stderr


def _listed(doc: Any) -> list[dict[str, Any]]:
    """The entries of `entries list --json`, whether it prints a list or an object holding one."""
    if isinstance(doc, list):
        return [e for e in doc if isinstance(e, dict)]
    if isinstance(doc, dict):
        for value in doc.values():
            if isinstance(value, list):
                return [e for e in value if isinstance(e, dict)]
    return []


def _norm_title(title: str) -> str:
    return re.sub(r"\W+", "", title.replace("ˋ", "`").casefold())


def run_batch(batch: list[C.Record], model: CorpusModel, api_url: str, lock: threading.Lock,
              with_ids: bool) -> tuple[dict[str, Verdict], bool | None, str]:
    """Analyse one transcript with `batch` as the model's lessons; what became of each."""
    with tempfile.TemporaryDirectory(prefix="bench-truth-") as tmp:
        home, project = Path(tmp) / "home", Path(tmp) / "project"
        home.mkdir()
        project.mkdir()
        env = _env(home, api_url)
        placed = _place(batch[0].path, home / ".claude" / "projects", project)
        with lock:  # one server per worker: the batch is this worker's until its run ends
            model.batch, model.with_ids, model.saw_ids, model.cited, model.visible = batch, with_ids, None, {}, {}
            code, out, err = _cli(["analyze", "--transcript", str(placed), "--backend", "api", "--force", "--json"],
                                  env)
            saw_ids, cited, visible = model.saw_ids, dict(model.cited), dict(model.visible)
        problem = "" if code == 0 else f"analyze exit {code}: {(err or out).strip()[-300:]}"
        summary = problem
        if not problem:
            try:
                ran = json.loads(out)
                summary = f"run {ran.get('outcome')}: {ran.get('reason')}"
            except ValueError:
                problem = summary = f"analyze said: {out.strip()[-200:]}"
        # The two reads a user would make, side by side.
        procs = [subprocess.Popen([sys.executable, "-c", CLI, *a], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
                 for a in (["log", "--entries", "--json", "-n", "5"],
                           ["entries", "list", "--all", "--json", "--project", str(project)])]
        log_out, list_out = (p.communicate(timeout=600)[0] for p in procs)
        events: list[dict[str, Any]] = []
        try:
            for run in json.loads(log_out or "[]"):
                events += run.get("entries") or []
        except ValueError:
            problem = problem or f"log --json unreadable: {log_out[:200]}"
        try:
            listed = {_norm_title(str(e.get("title") or "")) for e in _listed(json.loads(list_out or "[]"))}
        except ValueError:
            listed = set()
            problem = problem or f"entries list --json unreadable: {list_out[:200]}"
    by_title: dict[str, dict[str, Any]] = {}
    for event in events:
        by_title.setdefault(_norm_title(str(event.get("title") or "")), event)
    verdicts: dict[str, Verdict] = {}
    for r in batch:
        e = by_title.get(_norm_title(r.lesson["title"]))
        if e is None:
            verdicts[r.id] = Verdict("missing", f"no event for this title ({summary})", cited.get(r.id, {}))
            problem = problem or f"{r.id}: no event for its title ({summary})"
            continue
        action, detail = str(e.get("action")), str(e.get("detail") or "")
        if action == "written" and _norm_title(r.lesson["title"]) not in listed:
            v = Verdict("other", "written, but not in `entries list --json`", cited.get(r.id, {}))
        elif action == "written":
            v = Verdict("written", "", cited.get(r.id, {}))
        elif action == "pending" and detail.startswith(HELD_PREFIXES):
            v = Verdict("held", detail, cited.get(r.id, {}))
        elif action == "refused" and detail in (NOT_FOUND, WORKED_NOT_SHOWN):
            v = Verdict("refused", detail, cited.get(r.id, {}))
        else:
            v = Verdict("other", f"{action}: {detail}", cited.get(r.id, {}))
        v.visible = visible.get(r.id)
        verdicts[r.id] = v
    return verdicts, saw_ids, problem


# --- batching and scoring -----------------------------------------------------------------------------

def _clash(a: C.Record, b: C.Record) -> bool:
    return bool(a.group and a.group == b.group) or _norm_title(a.lesson["title"]) == _norm_title(b.lesson["title"])


def batches(records: list[C.Record], size: int = BATCH) -> list[list[C.Record]]:
    """Per transcript, at most `size` lessons a run, spread round robin so
    neighbours in the corpus (variants of one trap) land in different runs,
    and never two of one `group` (or one title) together."""
    by_path: dict[str, list[C.Record]] = {}
    for r in records:
        by_path.setdefault(r.transcript, []).append(r)
    out: list[list[C.Record]] = []
    for recs in by_path.values():
        n = max(1, -(-len(recs) // size))
        bins: list[list[C.Record]] = [[] for _ in range(n)]
        for i, r in enumerate(recs):
            order = [bins[(i + k) % len(bins)] for k in range(len(bins))]
            home = next((b for b in order if len(b) < size and not any(_clash(r, x) for x in b)), None)
            if home is None:
                home = []
                bins.append(home)
            home.append(r)
        out += [b for b in bins if b]
    return out


@dataclass
class Rate:
    name: str
    label: str
    hits: int
    total: int
    goal: float
    higher_better: bool

    @property
    def value(self) -> float | None:
        return self.hits / self.total if self.total else None

    @property
    def met(self) -> bool | None:
        v = self.value
        if v is None:
            return None
        return v >= self.goal if self.higher_better else v <= self.goal


def score(records: list[C.Record], verdicts: dict[str, Verdict]) -> list[Rate]:
    def accepted(r: C.Record) -> bool:
        return verdicts[r.id].action in ("written", "held")

    judged = [r for r in records if verdicts.get(r.id) and verdicts[r.id].action in ("written", "held", "refused")]
    real = [r for r in judged if r.evidence == "real"]
    invented = [r for r in judged if r.evidence == "invented"]
    fixes = [r for r in real if r.kind == "gotcha" and accepted(r)]
    unshown = [r for r in fixes if r.fix == "not_shown"]
    shown = [r for r in fixes if r.fix == "shown"]
    counts = {
        "real_accepted": (sum(map(accepted, real)), len(real)),
        "invented_accepted": (sum(map(accepted, invented)), len(invented)),
        "unshown_verified": (sum(verdicts[r.id].action == "written" for r in unshown), len(unshown)),
        "shown_verified": (sum(verdicts[r.id].action == "written" for r in shown), len(shown)),
    }
    return [Rate(k, GOALS[k][0], *counts[k], GOALS[k][1], GOALS[k][2]) for k in GOALS]


def misses(records: list[C.Record], verdicts: dict[str, Verdict]) -> list[dict[str, Any]]:
    out = []
    for r in records:
        v = verdicts.get(r.id)
        if v is None:
            continue
        wrong = ""
        if v.action in ("missing", "other"):
            wrong = "not judged"
        elif r.evidence == "real" and v.action == "refused":
            wrong = "real evidence refused"
        elif r.evidence == "invented" and v.action != "refused":
            wrong = "invented evidence accepted"
        elif r.evidence == "real" and r.kind == "gotcha" and r.fix == "not_shown" and v.action == "written":
            wrong = "unshown fix verified"
        elif r.evidence == "real" and r.kind == "gotcha" and r.fix == "shown" and v.action == "held":
            wrong = "shown fix not verified"
        if wrong:
            out.append({"id": r.id, "miss": wrong, "labels": {"evidence": r.evidence, "fix": r.fix},
                        "class": r.cls, "tool": v.action, "detail": v.detail, "cited": v.cited})
    return out


def by_class(records: list[C.Record], verdicts: dict[str, Verdict]) -> dict[str, list[int]]:
    """Per label class (trap class, or why a fix is (not) shown): [judged wrong, judged]."""
    wrong = {m["id"] for m in misses(records, verdicts)}
    out: dict[str, list[int]] = {}
    for r in records:
        v = verdicts.get(r.id)
        if v is None or v.action in ("missing", "other"):
            continue
        key = f"{r.evidence}/{r.cls or r.kind}"
        cell = out.setdefault(key, [0, 0])
        cell[0] += r.id in wrong
        cell[1] += 1
    return dict(sorted(out.items()))


# --- tracking rows (another engineer's module) ------------------------------------------------------------

def _field(row: Any, key: str) -> Any:
    return row.get(key) if isinstance(row, dict) else getattr(row, key, None)


def tracking_rows(fresh: bool = False) -> tuple[list[dict[str, Any]], str]:
    """The applied/recurred rows of bench/truth_tracking.py (`run()` returning
    rate-like rows, objects or dicts: name/label/judgement, hits, total/n,
    value/measured, goal, met), when it exists; `fresh`: on its fresh held-out corpus."""
    if not (ROOT / "bench" / "truth_tracking.py").is_file():
        return [], "bench/truth_tracking.py not present"
    try:
        import importlib
        sys.path.insert(0, str(ROOT / "bench"))
        module = importlib.import_module("truth_tracking")
        if fresh and not module.FRESH.is_file():
            return [], "no fresh held-out tracking corpus"
        rows = module.run(corpus_path=module.FRESH) if fresh else module.run()
    except Exception as exc:  # another module's failure must not hide our rates
        return [], f"bench/truth_tracking.py failed: {type(exc).__name__}: {exc}"
    out = []
    for row in rows or []:
        def get(key: str, row: Any = row) -> Any:
            return _field(row, key)
        value = get("value") if get("value") is not None else get("measured")
        total = get("total") if get("total") is not None else get("n")
        hits = get("hits")
        if value is None and total and hits is not None:
            value = hits / total
        if hits is None and value is not None and total:
            hits = round(value * total)
        met, goal, higher = get("met"), get("goal"), get("higher_better")
        if met is None and value is not None and isinstance(goal, (int, float)) and higher is not None:
            met = value >= goal if higher else value <= goal
        if value is None and not total:
            met = None   # nothing of this kind in the corpus: no goal met or missed
        label = get("label") or get("judgement") or get("name")
        out.append({"name": get("name") or label, "label": label, "hits": hits, "total": total, "value": value,
                    "goal": goal, "met": met})
    return out, ""


# --- main ---------------------------------------------------------------------------------------------

def run_mode(records: list[C.Record], with_ids: bool, jobs: int) -> tuple[dict[str, Verdict], bool | None, list[str]]:
    work = batches(records)
    servers = [FakeAnthropic(script=CorpusModel()).start() for _ in range(jobs)]
    locks = [threading.Lock() for _ in servers]
    verdicts: dict[str, Verdict] = {}
    problems: list[str] = []
    saw: list[bool | None] = []
    try:
        def one(i: int) -> tuple[dict[str, Verdict], bool | None, str]:
            k = i % jobs
            model = servers[k].script
            assert isinstance(model, CorpusModel)
            return run_batch(work[i], model, servers[k].url, locks[k], with_ids)

        done = 0
        if with_ids:  # find out first whether the requests carry step ids at all
            ids = None
            while ids is None and done < len(work):  # a run that never reached the extraction cannot tell
                first, ids, problem = one(done)
                done += 1
                verdicts.update(first)
                problems += [problem] if problem else []
            if not ids:
                return {}, False, problems
            saw.append(ids)
        rest = range(done, len(work))
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for got, ids, problem in pool.map(one, rest):
                verdicts.update(got)
                saw.append(ids)
                if problem:
                    problems.append(problem)
        # A lesson another one of its run displaced (merged, superseded): once more, alone.
        again = [r for r in records if verdicts.get(r.id) and verdicts[r.id].action == "other"]
        for r in again:
            model = servers[0].script
            assert isinstance(model, CorpusModel)
            got, _ids, _p = run_batch([r], model, servers[0].url, locks[0], with_ids)
            verdicts.update(got)
    finally:
        for s in servers:
            s.stop()
    return verdicts, (any(bool(x) for x in saw) if saw else None), problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--misses", action="store_true", help="list every lesson the tool judged against its label")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    ap.add_argument("--check", action="store_true", help="exit 1 when a goal is missed")
    ap.add_argument("--jobs", type=int, default=2, help="runs in parallel (default 2)")
    ap.add_argument("--only", default="", help="only lessons whose id starts with this")
    ap.add_argument("--mode", choices=("a", "b", "both"), default="both")
    ap.add_argument("--corpus", type=Path, default=C.CORPUS,
                    help="a corpus in the same record format (default tests/truth/evidence_corpus.jsonl), "
                         "e.g. tests/truth/heldout_corpus.jsonl")
    ap.add_argument("--no-tracking", action="store_true", help="leave out the tracking rows (bench/truth_tracking.py)")
    ap.add_argument("--no-fresh", "--no-heldout2", dest="no_fresh", action="store_true",
                    help="do not also run the fresh held-out corpus (tests/truth/corpus53.jsonl) beside the "
                         "default corpus")
    args = ap.parse_args(argv)
    if not args.corpus.is_file():
        print(f"bench_truth: no corpus at {args.corpus}", file=sys.stderr)
        return 2
    if args.misses and C.unread(args.corpus):
        print("bench_truth: the fresh held-out corpus's misses are not listed (read them and it is no longer "
              "held out); run it without --misses", file=sys.stderr)
        return 2
    t0 = time.monotonic()
    result = run_corpus(args.corpus, args.only, args.mode, args.jobs)
    # The fresh held-out corpus beside the main one: its rates only. Its misses are never printed here
    # (run it alone with --corpus to see them), so that no rule is tuned against it.
    if args.corpus == C.CORPUS and FRESH.is_file() and not args.no_fresh and not args.only:
        result["fresh"] = run_corpus(FRESH, "", args.mode, args.jobs)
        for m in result["fresh"]["modes"].values():
            m.pop("misses", None)
            m.pop("by_class", None)
    rows, why_not = tracking_rows() if not (args.only or args.no_tracking) else ([], "not run (--only/--no-tracking)")
    result["tracking"] = {"rows": rows, "note": why_not}
    if "fresh" in result and not args.no_tracking:
        rows_f, why_f = tracking_rows(fresh=True)
        result["fresh"]["tracking"] = {"rows": rows_f, "note": why_f}
        rows = rows + rows_f
    result["seconds"] = round(time.monotonic() - t0, 1)
    runs = [result] + ([result["fresh"]] if "fresh" in result else [])
    missed = any(r["met"] is False for one in runs for m in one["modes"].values() if m.get("available")
                 for r in m["rates"]) or any(row.get("met") is False for row in rows)
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        print_result(result, args.misses)
    return 1 if (args.check and missed) else 0


def run_corpus(path: Path, only: str, mode: str, jobs: int) -> dict[str, Any]:
    """Both modes (or one) on one corpus: verdict counts, rates, misses."""
    records = [r for r in C.load(path) if r.id.startswith(only)]
    result: dict[str, Any] = {"corpus": str(path), "lessons": len(records), "modes": {}}
    for name, with_ids in (("a", False), ("b", True)):
        if mode not in (name, "both"):
            continue
        verdicts, saw_ids, problems = run_mode(records, with_ids, max(1, jobs))
        if with_ids and not saw_ids:
            result["modes"][name] = {"available": False,
                                     "why": "the extraction request carries no [s<N>] step ids", "problems": problems}
            continue
        rates = score(records, verdicts)
        counts: dict[str, int] = {}
        for v in verdicts.values():
            counts[v.action] = counts.get(v.action, 0) + 1
        seen = [v.visible for v in verdicts.values() if v.visible is not None]
        result["modes"][name] = {
            "available": True, "verdicts": counts, "step_text_in_request": [sum(seen), len(seen)],
            "rates": [{"name": r.name, "label": r.label, "hits": r.hits, "total": r.total, "value": r.value,
                       "goal": r.goal, "higher_better": r.higher_better, "met": r.met} for r in rates],
            "misses": misses(records, verdicts), "by_class": by_class(records, verdicts), "problems": problems[:10]}
    return result


if __name__ == "__main__":
    sys.exit(main())
