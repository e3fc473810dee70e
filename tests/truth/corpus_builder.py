"""What every labelled evidence corpus builder does (build_corpus4, 6, 7, …): write the scripted sessions
(when the corpus has its own), then the records in the format of EVIDENCE.md, each `why` ending with the
records its step texts sit in (file line and uuid prefix, `sub:` for a subagent file), found here so they
stay right when a session changes. One builder, so a corpus adds data, not another copy of this."""
from __future__ import annotations

import hashlib
import importlib
import json
import sys
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from tests.truth.corpus import ROOT, _record_texts, transcript_files
from tests.truth.sessions_dsl import Step, render

HERE = Path(__file__).parent
Sources = Mapping[str, tuple[str, str, str, Sequence[Step]]]
# One file's lines, with the prefix its references carry (`` for the main file, `sub:<stem> ` for a subagent).
Files = list[tuple[str, list[str]]]


def _uuid(salt: str, name: str) -> str:
    h = hashlib.sha1(f"{salt}:{name}".encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-9{h[17:20]}-{h[20:32]}"


def write_sessions(name: str, sources: Sources, out_dir: Path) -> dict[str, Files]:
    """The scripted sessions, as `<out_dir>/<session>.jsonl`, uuids salted with the corpus name."""
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.jsonl"):
        old.unlink()
    texts: dict[str, Files] = {}
    for session, (cwd, start, branch, steps) in sources.items():
        text = render(_uuid(name, session), cwd, start, steps, branch=branch, version="2.1.332")
        (out_dir / f"{session}.jsonl").write_text(text, encoding="utf-8")
        texts[session] = [("", text.splitlines())]
    return texts


def _real_files(transcript: str) -> Files:
    return [("" if n == 0 else f"sub:{f.stem} ", f.read_text(encoding="utf-8").splitlines())
            for n, f in enumerate(transcript_files(ROOT / transcript))]


def _where(files: Files, piece: str) -> str:
    """`L<line> <uuid prefix>` of the first user or assistant record (main file, then subagents) holding `piece`."""
    for prefix, lines in files:
        for i, line in enumerate(lines, 1):
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if not isinstance(rec, dict) or rec.get("type") not in ("user", "assistant"):
                continue
            if any(piece in t for t in _record_texts(rec)):
                return f"{prefix}L{i} {str(rec.get('uuid', ''))[:8]}"
    raise ValueError(f"step text not in session: {piece!r}")


def with_lines(rec: dict[str, Any], files: Files) -> dict[str, Any]:
    refs = []
    for role in ("failure", "fix", "evidence"):
        value = rec["step_text"].get(role)
        for piece in ([value] if isinstance(value, str) else value or []):
            refs.append(f"{role} {_where(files, piece)}")
    out = dict(rec)
    out["why"] = f"{rec['why']} [{'; '.join(refs)}]"
    return out


def main(name: str, records: Callable[[], list[dict[str, Any]]], sources: Callable[[], Sources] | None,
         argv: list[str] | None = None) -> int:
    """Write `<name>.jsonl` (and `<name>_sessions/` for scripted sessions) beside this file, or under
    `--out DIR` (the corpus's test compares the two)."""
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[args.index("--out") + 1]) if "--out" in args else HERE
    out.mkdir(parents=True, exist_ok=True)
    scripted = write_sessions(name, sources(), out / f"{name}_sessions") if sources else {}
    recs = []
    for r in records():
        files = scripted[Path(r["transcript"]).stem] if scripted else _real_files(r["transcript"])
        recs.append(with_lines(r, files))
    (out / f"{name}.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs),
                                       encoding="utf-8")
    print(f"{len(recs)} labelled lessons over {len({r['transcript'] for r in recs})} sessions")
    return 0


def _parts(names: Sequence[str]) -> list[Any]:
    """The modules a corpus is split over that exist (a writer may not have written its last part yet)."""
    out = []
    for n in names:
        try:
            out.append(importlib.import_module(f"tests.truth.{n}"))
        except ModuleNotFoundError as e:
            if e.name != f"tests.truth.{n}":
                raise
    return out


def main_of_parts(name: str, sources: Sequence[str], lessons: Sequence[str], argv: list[str] | None = None) -> int:
    """`main` for a corpus whose scripted sessions (`SOURCES`) and labelled lessons (`RECORDS`) are split over
    modules (`<name>_sources`, `<name>_sources_b`, …), merged in order."""
    def all_sources() -> Sources:
        return {k: v for m in _parts(sources) for k, v in m.SOURCES.items()}

    def all_records() -> list[dict[str, Any]]:
        return [r for m in _parts(lessons) for r in m.RECORDS]
    return main(name, all_records, all_sources, argv)
