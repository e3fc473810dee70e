"""Benchmark of the reading side: gate-1 cost, slice size and conversation share.

Run from the repository root: `python3 bench/bench_reading.py`. It prints
one table for the gate-1 verdict (time and peak Python memory) on the largest
fixture and on a 100 MB synthetic transcript made of real fixture records under
fresh uuids, then the whole analysis (`analyze --transcript X --dry-run`, in
a child process: wall and CPU time, its own peak RSS) on a 200 MB synthetic
transcript, on 200 MB of generated tool calls and of prompts, and on a file
whose first line is 500 MB, each twice: with the offline backend, and with the
api backend against the fake API (tests/fakeapi), whose extraction returns one
entry citing the session's last words and one citing nothing in it, so the
evidence step reads the whole range (its worst case); then one table of
slice size against transcript size per fixture. Big inputs are generated in a
temporary folder and removed afterwards.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
import tracemalloc
import uuid
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.distil.gate1 import gate1  # noqa: E402
from tests.fakeapi import FakeAnthropic  # noqa: E402
from core.transcript.slicer import build_slice, conversation_share  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures" / "transcripts"
UUID_RE = re.compile(rb"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
GATE = dict(min_turns=4, require_tool_use=True, require_signal=True)
GATE_SYSTEM = "You screen coding-session transcripts"
EXTRACT_SYSTEM = "You review one Claude Code session transcript"


def synthetic(folder: Path, size: int) -> Path:
    """Real records repeated until `size` bytes, each copy under fresh uuids."""
    sources = sorted((FIXTURES / "spotter-2.1.39").glob("*-*-*.jsonl")) + \
        sorted((FIXTURES / "claude-code-2.1.332").glob("*.jsonl"))
    blobs = [p.read_bytes() for p in sources]
    path = folder / f"synthetic-{size // 1_000_000}MB.jsonl"
    written = 0
    with open(path, "wb") as out:
        i = 0
        while written < size:
            mapping: dict[bytes, bytes] = {}

            def fresh(m: re.Match[bytes]) -> bytes:
                old = m.group(0)
                new = mapping.get(old)
                if new is None:
                    new = mapping[old] = str(uuid.uuid4()).encode()
                return new

            blob = UUID_RE.sub(fresh, blobs[i % len(blobs)])
            out.write(blob)
            written += len(blob)
            i += 1
    return path


def measure(fn: Callable[[], object]) -> tuple[object, float, float]:
    """Result, seconds (untraced run) and peak MiB (traced run)."""
    t0 = time.perf_counter()
    result = fn()
    seconds = time.perf_counter() - t0
    tracemalloc.start()
    fn()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return result, seconds, peak / 2**20


def verdict_of(path: Path) -> Callable[[], object]:
    def run() -> object:
        return gate1(build_slice(path), **GATE)
    return run


def generated(folder: Path, kind: str, size: int) -> Path:
    """A chained session of `size` bytes: Bash calls with 3.6 KB outputs (one in 20 fails), or 1 KB prompts."""
    path = folder / f"{kind}-{size // 1_000_000}MB.jsonl"
    sid, parent, written, i = str(uuid.uuid4()), None, 0, 0
    with open(path, "w") as out:
        while written < size:
            i += 1
            uid = str(uuid.uuid4())
            base = {"parentUuid": parent, "isSidechain": False, "cwd": "/tmp/proj", "sessionId": sid, "uuid": uid,
                    "timestamp": f"2026-01-01T00:{i // 60 % 60:02d}:{i % 60:02d}.000Z"}
            if kind == "prompts":
                rec = {**base, "type": "user",
                       "message": {"role": "user", "content": f"look at item {i} " + "lorem ipsum dolor " * 50}}
            elif i % 2:
                rec = {**base, "type": "assistant", "message": {"role": "assistant", "content": [
                    {"type": "tool_use", "id": f"toolu_{i}", "name": "Bash",
                     "input": {"command": f"pytest tests/test_{i}.py"}}]}}
            else:
                failed = i % 40 == 0
                rec = {**base, "type": "user", "message": {"role": "user", "content": [
                    {"type": "tool_result", "tool_use_id": f"toolu_{i - 1}", "is_error": failed,
                     "content": ("Error: boom\n" if failed else "") + "line of output ok\n" * 200}]}}
            line = json.dumps(rec) + "\n"
            out.write(line)
            written += len(line)
            parent = uid
    return path


def huge_line(folder: Path, size: int) -> Path:
    """One user record whose text is `size` bytes, then a real session (first, so `--transcript` meets it)."""
    path = folder / f"one-line-{size // 1_000_000}MB.jsonl"
    rest = (FIXTURES / "claude-code-2.1.332" / "en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d.jsonl").read_bytes()
    with open(path, "wb") as out:
        out.write(b'{"type":"user","message":{"role":"user","content":"')
        block = b"x" * (1 << 20)
        for _ in range(size // len(block)):
            out.write(block)
        out.write(b'"}}\n')
        out.write(rest)
    return path


def whole_analysis(path: Path, home: Path, backend: str = "offline",
                   extra_env: dict[str, str] | None = None) -> tuple[float, float, float, str]:
    """Wall and CPU seconds and peak RSS (MiB) of one `analyze --dry-run`, and its last line.

    The peak is the child's own high-water mark (VmHWM): ru_maxrss would also
    count the memory of this process that the child was forked from."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "XDG_", "ANTHROPIC", "OPENAI"))}
    env.update(HOME=str(home), **(extra_env or {}))
    code = ("import resource, sys\nsys.path.insert(0, sys.argv[1])\nfrom core.cli import main\n"
            "rc = main(['analyze', '--transcript', sys.argv[2], '--backend', sys.argv[3], '--dry-run'])\n"
            "u = resource.getrusage(resource.RUSAGE_SELF)\n"
            "hwm = [l.split()[1] for l in open('/proc/self/status') if l.startswith('VmHWM:')]\n"
            "sys.stderr.write('maxrss=%s cpu=%f\\n' % ((hwm or [u.ru_maxrss])[0], u.ru_utime + u.ru_stime))\n"
            "sys.exit(rc)\n")
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code, str(ROOT), str(path), backend], env=env,
                          capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    usage = next((line.split() for line in done.stderr.splitlines() if line.startswith("maxrss=")), None)
    rss, cpu = (int(usage[0][7:]), float(usage[1][4:])) if usage else (0, 0.0)
    last = (done.stdout.strip().splitlines() or [done.stderr.strip()])[-1]
    return seconds, cpu, rss / 1024, last


#: What the fake model proposes: a gotcha citing the end of the session and one citing nothing in it,
#: so the evidence step reads the whole range (its worst case: an answer it cannot stop early for).
def model_entries(last_words: str) -> str:
    common = {"category": "tool_quirk", "confidence": "high", "scope": "global"}
    return json.dumps({"entries": [
        {**common, "kind": "gotcha", "title": "The last step of the session", "evidence": f"`{last_words}`",
         "symptom": "it failed", "trap": "running it", "cause": "unknown", "workaround": "Run `make fixed`"},
        {**common, "kind": "gotcha", "title": "Something the session never showed",
         "evidence": "`deployctl push --region nowhere-9` → E_NEVER_SEEN_42", "symptom": "it failed",
         "trap": "running it", "cause": "unknown", "workaround": "Run `make fixed`"}]})


def last_words(path: Path) -> str:
    """A few words of the session's last prompt, reply or tool output."""
    from core.transcript.conversation import turns_from_file
    with open(path, "rb") as fh:
        fh.seek(max(0, path.stat().st_size - 200_000))
        tail = fh.read().split(b"\n", 1)[-1]
    probe = path.with_suffix(".tail.jsonl")
    probe.write_bytes(tail)
    turns = [t for t in turns_from_file(probe) if t.text.strip() and t.kind != "marker"]
    probe.unlink()
    return " ".join(turns[-1].text.split()[:6]).replace("`", "'") if turns else "nothing"


def with_model(path: Path, home: Path) -> tuple[float, float, float, str]:
    """The same analysis through the api backend against the fake API, gate 1 told to let it pass."""
    rules = [{"match_system": GATE_SYSTEM, "text": "yes"},
             {"match_system": EXTRACT_SYSTEM, "text": model_entries(last_words(path))}]
    with FakeAnthropic(script=rules) as api:
        return whole_analysis(path, home, "api", {
            "ANTHROPIC_BASE_URL": api.url, "ANTHROPIC_API_KEY": "bench", "CLAUDE_DISTILL_API_RETRIES": "0",
            "CLAUDE_DISTILL_SPEND_DAILY_USD": "0", "CLAUDE_DISTILL_SPEND_MONTHLY_USD": "0",
            "CLAUDE_DISTILL_GATE1_MIN_TURNS": "0", "CLAUDE_DISTILL_GATE1_REQUIRE_TOOL_USE": "0",
            "CLAUDE_DISTILL_GATE1_REQUIRE_SIGNAL": "0"})


def main() -> int:
    largest = max(FIXTURES.rglob("*.jsonl"), key=lambda p: p.stat().st_size)
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        big = synthetic(Path(tmp), 100_000_000)
        made = time.perf_counter() - t0
        print(f"synthetic transcript: {big.stat().st_size / 1e6:.1f} MB written in {made:.1f} s\n")
        print(f"{'gate 1 (slice + full-range scan)':<40} {'size':>9} {'time':>8} {'peak mem':>9}  verdict")
        for label, path in ((f"largest fixture ({largest.name[:13]}…)", largest), ("synthetic", big)):
            verdict, seconds, peak = measure(verdict_of(path))
            size = path.stat().st_size / 1e6
            print(f"{label:<40} {size:>7.1f}MB {seconds:>7.2f}s {peak:>7.1f}MiB  "
                  f"{'pass' if verdict.passed else 'stop'}: {verdict.reason}")  # type: ignore[attr-defined]
        big.unlink()
        print()
        print(f"{'whole analysis (--dry-run)':<40} {'size':>9} {'backend':>8} {'time':>8} {'CPU':>7} {'peak RSS':>9}"
              "  result")
        big = synthetic(Path(tmp), 200_000_000)
        inputs: list[tuple[str, Callable[[], Path]]] = [
            ("200 MB synthetic transcript", lambda: big),
            ("200 MB of tool calls and outputs", lambda: generated(Path(tmp), "tools", 200_000_000)),
            ("200 MB of prompts only", lambda: generated(Path(tmp), "prompts", 200_000_000)),
            ("first line 500 MB", lambda: huge_line(Path(tmp), 500_000_000))]
        for label, make in inputs:
            path = make()
            size = path.stat().st_size / 1e6
            for backend in ("offline", "api"):
                home = Path(tmp) / f"home-{path.stem}-{backend}"
                run = whole_analysis(path, home) if backend == "offline" else with_model(path, home)
                seconds, cpu, rss, last = run
                print(f"{label:<40} {size:>7.1f}MB {backend:>8} {seconds:>7.2f}s {cpu:>6.2f}s {rss:>7.1f}MiB  "
                      f"{last[:60]}", flush=True)
            path.unlink()

    print()
    print(f"{'fixture':<46} {'transcript':>10} {'slice':>8} {'ratio':>7} {'conv.':>6}  gate 1")
    rows = sorted(p for p in FIXTURES.rglob("*.jsonl") if "subagents" not in p.parts
                  and not p.name.startswith("record_type"))
    for path in rows:
        sl = build_slice(path)
        verdict = gate1(sl, **GATE)
        ratio = sl.slice_chars / sl.transcript_bytes if sl.transcript_bytes else 0.0
        name = str(path.relative_to(FIXTURES))
        name = name if len(name) <= 46 else name[:44] + "…"
        print(f"{name:<46} {sl.transcript_bytes:>10,} {sl.slice_chars:>8,} {ratio:>6.2%} "
              f"{conversation_share(sl):>6.1%}  {'pass' if verdict.passed else 'stop'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
