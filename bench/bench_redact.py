"""Benchmark of redaction: what it catches, what it wrongly hides, and what it costs.

Run from the repository root: `python3 bench/bench_redact.py [--against REV] [--files DIR…]`.

- Recall: every credential form of tests/secret_corpus.py in every context
  (user text, tool output, command line, model reply), counted as caught only
  when none of its secrets is left.
- False positives: every text and tool argument of the real fixture sessions
  is redacted and each replacement is shown with its context. The fixtures hold
  no live credential, but the recorded web app does print its own dev secrets
  (`secret_key_base`, CSRF tokens, Phoenix signed session tokens); a
  replacement there is counted as expected, every other one as a false
  positive. Commit ids, sha256 digests, UUIDs and paths found by independent
  patterns must all survive.
- Cost: seconds to redact the fixture texts beside seconds to read them from
  the transcripts, and, with `--against REV`, beside the redactor of that git
  revision on the same texts (interleaved runs, the best of each), and gate 1 over
  every fixture with either redactor in the slicer.
- Worst cases: seconds for 1 MB inputs built to make regular expressions
  backtrack (one run of letters holding "key" 350,000 times, BEGIN lines with
  no END, an unterminated quoted value), beside 1 MB of a real transcript.
- `--files DIR…`: the same false-positive count over the text files of other
  folders (source trees, docs), a second sample beside the fixtures.
"""
from __future__ import annotations

import argparse
import importlib.util
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.distil.gate1 import gate1  # noqa: E402
from core.transcript import slicer  # noqa: E402
from core.transcript.conversation import turns_from_file  # noqa: E402
from core.transcript.redact import redact  # noqa: E402
from tests.secret_corpus import CONTEXTS, FORMS, READABLE, fixture_texts, in_context, leaked  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures" / "transcripts"
EXPECTED_CONTEXT = re.compile(r"secret_key_base|csrf-token|data-phx-session|data-phx-static|SFMyNTY\.")
REDACTED = re.compile(r"\[REDACTED(?::\w+)?\]")
def recall() -> None:
    caught = total = 0
    missed: list[str] = []
    for form in FORMS:
        for context in CONTEXTS:
            total += 1
            if leaked(redact(in_context(form, context)), form):
                missed.append(f"{form.name} / {context}")
            else:
                caught += 1
    print(f"recall: {caught} of {total} ({len(FORMS)} credential forms x {len(CONTEXTS)} contexts) "
          f"= {caught / total:.1%}")
    for m in missed:
        print(f"  missed: {m}")


def source_texts(folders: list[str]) -> list[str]:
    suffixes = {".py", ".md", ".rst", ".txt", ".toml", ".cfg", ".ini", ".json", ".yaml", ".yml", ".sh", ".js", ".ts"}
    texts: list[str] = []
    for folder in folders:
        for path in sorted(Path(folder).rglob("*")):
            if path.suffix in suffixes and path.is_file() and path.stat().st_size < 2_000_000:
                try:
                    texts.append(path.read_text(encoding="utf-8"))
                except (UnicodeDecodeError, OSError):
                    continue
    return texts


def false_positives(texts: list[str], label: str = "fixture text") -> None:
    words = sum(len(t.split()) for t in texts)
    chars = sum(len(t) for t in texts)
    expected: Counter[str] = Counter()
    wrong: list[str] = []
    kept = {k: 0 for k in READABLE}
    found = {k: 0 for k in READABLE}
    for text in texts:
        out = redact(text)
        for kind, rx in READABLE.items():
            items = rx.findall(text)
            found[kind] += len(items)
            kept[kind] += sum(1 for item in items if item in out)
        if out == text:
            continue
        for m in REDACTED.finditer(out):
            before = out[max(0, m.start() - 60):m.start()]
            if EXPECTED_CONTEXT.search(before):
                expected[m.group(0)] += 1
            else:
                wrong.append((before[-50:] + m.group(0) + out[m.end():m.end() + 20]).replace("\n", "⏎"))
    print(f"\n{label}: {len(texts):,} texts, {chars / 1e6:.2f} MB, {words:,} words")
    print(f"replacements in the recorded app's own dev secrets (expected): {sum(expected.values())} "
          f"{dict(expected)}")
    print(f"false positives: {len(wrong)} = {len(wrong) / words * 1e6:.1f} per million words "
          f"({len(wrong) / chars * 1e6:.2f} per MB)")
    for w in wrong:
        print(f"  {w}")
    print(f"\n{'readable item':<22} {'found':>7} {'kept':>7}")
    for kind in READABLE:
        share = kept[kind] / found[kind] if found[kind] else 1.0
        print(f"{kind:<22} {found[kind]:>7,} {kept[kind]:>7,}  {share:.2%}")


def load_revision(rev: str) -> Callable[[str], str]:
    source = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:core/transcript/redact.py"],
                            check=True, capture_output=True, text=True).stdout
    folder = Path(tempfile.mkdtemp())
    (folder / "redact_then.py").write_text(source)
    spec = importlib.util.spec_from_file_location("redact_then", folder / "redact_then.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fn: Callable[[str], str] = module.redact
    return fn


def cost(texts: list[str], against: str | None) -> None:
    def read() -> None:
        for path in sorted(FIXTURES.rglob("*.jsonl")):
            for _ in turns_from_file(path):
                pass

    def run(fn: Callable[[str], str]) -> Callable[[], None]:
        def go() -> None:
            for t in texts:
                fn(t)
        return go

    def gate(fn: Callable[[str], str]) -> Callable[[], None]:
        """Gate 1 on every fixture, the slice redacted by `fn` (the slicer redacts what it shows)."""
        def go() -> None:
            slicer.redact = fn
            try:
                for path in sessions:
                    gate1(slicer.build_slice(path), min_turns=4, require_tool_use=True, require_signal=True)
            finally:
                slicer.redact = redact
        return go

    sessions = sorted(p for p in FIXTURES.rglob("*.jsonl") if "subagents" not in p.parts)
    contenders: list[tuple[str, Callable[[], None]]] = [("reading the fixtures into turns", read),
                                                         ("redact (this tree)", run(redact))]
    then = load_revision(against) if against else None
    if then:
        contenders.append((f"redact ({against})", run(then)))
    contenders.append(("gate 1 on every fixture (this tree)", gate(redact)))
    if then:
        contenders.append((f"gate 1 on every fixture ({against})", gate(then)))
    times: dict[str, list[float]] = {name: [] for name, _ in contenders}
    for _ in range(7):
        for name, fn in contenders:
            t0 = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - t0)
    # The best of 7 interleaved runs: on a shared machine the slow runs measure the neighbours.
    print(f"\n{'cost (best of 7 interleaved runs)':<44} {'seconds':>8} {'vs. this tree':>14}")
    for name, _ in contenders:
        t = min(times[name])
        base = min(times["gate 1 on every fixture (this tree)" if "gate 1" in name else "redact (this tree)"])
        print(f"{name:<44} {t:>8.3f} {t / base:>13.2f}x")


def worst_cases(against: str | None) -> None:
    real = (FIXTURES / "spotter-2.1.39" / "tool_heavy.jsonl").read_text()
    inputs = {
        "1 MB of a real transcript": (real * (1_000_000 // len(real) + 1))[:1_000_000],
        "'key' x 350,000 in one word": "key" * 350_000,
        "'a_token_b_key_c_pass_' in one word": ("a_token_b_key_c_pass_" * 50_000)[:1_000_000],
        "BEGIN PRIVATE KEY lines, no END": ("-----BEGIN PRIVATE KEY-----\nabc\n" * 32_000)[:1_000_000],
        "an unterminated quoted password": '"password": "' + "a" * 1_000_000,
        "one line of 'http://h:1'": "http://h:1" * 100_000,
    }
    then = load_revision(against) if against else None

    def seconds(fn: Callable[[str], str], text: str) -> float:
        t0 = time.perf_counter()
        fn(text)
        return time.perf_counter() - t0

    # The first 20 kB too, because a quadratic redactor would not finish 1 MB.
    print(f"\n{'worst cases (seconds)':<40} {'1 MB':>8} {'20 kB':>8}" + (f" {'20 kB, ' + against:>16}" if then else ""))
    for name, text in inputs.items():
        line = f"{name:<40} {seconds(redact, text):>8.3f} {seconds(redact, text[:20_000]):>8.3f}"
        if then:
            line += f" {seconds(then, text[:20_000]):>16.3f}"
        print(line)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--against", metavar="REV", help="also time the redactor of this git revision")
    parser.add_argument("--files", metavar="DIR", nargs="+", default=[],
                        help="also count false positives over the text files under these folders")
    args = parser.parse_args()
    texts = fixture_texts()
    recall()
    false_positives(texts)
    if args.files:
        false_positives(source_texts(args.files), "files under " + ", ".join(args.files))
    cost(texts, args.against)
    worst_cases(args.against)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
