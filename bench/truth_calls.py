"""What each half of tracking decides on its own, on the labelled tracking
corpus: the lesson's text (its symptom and fix anchors, issue 17) against
the calls recorded from its source session (issue 24), and both together as
the product judges. In process, no pipeline: every lesson of the corpus is
judged (also those the evidence rules hold for review), the corpus lessons
citing no steps; pairs whose session ended before the lesson's source are
left out, and those whose session began before it ended are judged as
nothing, as the product judges them (such a session never read the lesson).

Run from the repository root: `python bench/truth_calls.py [--corpus PATH] [--misses]`.
The spent held-out corpora (heldout_, heldout2_tracking_corpus.json: their
misses were read) are listed like the main one. The fresh held-out corpus
(tests/truth/tracking55_corpus.json; the tenth, eleventh and fourteenth too) may be given; its misses are
never listed, so no rule is tuned on it."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.truth import corpus as C  # noqa: E402

CORPUS = ROOT / "tests" / "truth" / "tracking_corpus.json"
FRESH = ROOT / "tests" / "truth" / "tracking55_corpus.json"


def facts_of(path: Path):  # type: ignore[no-untyped-def]
    from core.tracking.usage import SessionFacts
    from core.transcript.slicer import build_slice
    facts = SessionFacts()
    build_slice(path, 0, None, max_turns=40, max_chars=20_000, on_turn=facts.add)
    return facts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--misses", action="store_true")
    ap.add_argument("--mode", default="both", choices=("text", "calls", "both"), help="whose misses --misses lists")
    args = ap.parse_args(argv)
    from core.lessons.model import from_model
    from core.tracking.profile import anchors_for, signature_for
    from core.tracking.record import lesson_calls
    from core.tracking.usage import UsageVerdict, judge
    from core.tracking.calls import LessonCalls
    from core.transcript.redact import redact
    corpus = json.loads(args.corpus.read_text(encoding="utf-8"))
    tests = args.corpus.parent.parent
    cache: dict[str, object] = {}

    def facts(sid: str):  # type: ignore[no-untyped-def]
        if sid not in cache:
            cache[sid] = facts_of(tests / corpus["sessions"][sid]["path"])
        return cache[sid]

    lessons = {}
    for l in corpus["lessons"]:
        e = from_model(l["entry"], project="", session_id="source", date="2026-01-01")
        calls = lesson_calls(e, facts(l["source"]).log, redact)  # type: ignore[attr-defined]
        lessons[l["id"]] = (e, signature_for(e), anchors_for(e, ""), calls)
    tally = {m: {k: [0, 0] for k in ("app", "fapp", "rec", "frec")} for m in ("text", "calls", "both")}
    misses: list[str] = []
    source_of = {l["id"]: l["source"] for l in corpus["lessons"]}
    for p in corpus["pairs"]:
        e, sig, anchors, calls = lessons[p["lesson"]]
        if corpus["sessions"][p["session"]]["last"] <= corpus["sessions"][source_of[p["lesson"]]]["last"]:
            continue   # ended before the lesson's source: never judged by it (ADR 0011), as the product does
        f = facts(p["session"])
        verdicts = {"text": judge(sig, anchors, f), "both": judge(sig, anchors, f, calls)}
        empty = judge(sig.__class__(), anchors.__class__(), f, calls)
        verdicts["calls"] = empty if not calls.empty else judge(sig.__class__(), anchors.__class__(), f, LessonCalls())
        if corpus["sessions"][p["session"]].get("first", "~") <= corpus["sessions"][source_of[p["lesson"]]]["last"]:
            # Began before the lesson was learned: it never read it, so it is not judged by it (as the product does).
            verdicts = {m: UsageVerdict(False, False, False) for m in verdicts}
        for mode, v in verdicts.items():
            key = "app" if p["applied"] else "fapp"
            tally[mode][key][1] += 1
            tally[mode][key][0] += v.applied
            if p["recurred"] is not None:
                key = "rec" if p["recurred"] else "frec"
                tally[mode][key][1] += 1
                tally[mode][key][0] += v.recurred
            if mode == args.mode and (v.applied != p["applied"] or p["recurred"] is not None and
                                   v.recurred != p["recurred"]):
                misses.append(f"{p['lesson']:<24} {p['session'][:36]:<36} applied {v.applied}/{p['applied']} "
                              f"recurred {v.recurred}/{p['recurred']}  {p['why'][:60]}")
    with_calls = sum(1 for *_x, c in lessons.values() if not c.empty)
    with_fix = sum(1 for *_x, c in lessons.values() if c.fix_words)
    print(f"{len(lessons)} lessons, {with_calls} with a recorded failing call, {with_fix} with a fix call; "
          f"{len(corpus['pairs'])} pairs")
    print(f"{'judgement':<22}" + "".join(f"{m:>16}" for m in tally))
    for key, name in (("app", "applied detected"), ("fapp", "false applied"), ("rec", "recurred detected"),
                      ("frec", "false recurred")):
        cells = [f"{(h / n if n else 0):.2f} ({n})" for h, n in (tally[m][key] for m in tally)]
        print(f"{name:<22}" + "".join(f"{c:>16}" for c in cells))
    if args.misses and args.corpus.name not in C.UNREAD:
        print("\n" + "\n".join(misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
