"""One analysis walks named stages and edits each lesson file once.

The stages are listed in one place (core.distil.stages.STAGES), so the flow reads as a list; the
lessons held for review and the kept ones reach their files in one write, so no file is rewritten
twice by the same run (issue 23)."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from core import safefile
from core.cli import main
from core.distil import stages

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "error-then-fix.jsonl"


def test_the_stages_run_in_the_documented_order() -> None:
    assert [s.__name__ for s in stages.STAGES] == [
        "slice_stage", "backend_stage", "guard_stage", "dedup_stage", "gate1_stage", "cap_stage",
        "gate2_stage", "extract_stage", "screen_stage", "write_stage"]


def test_an_analysis_edits_each_lesson_file_once(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{project}"'))
    edits: Counter[str] = Counter()
    real_edit = safefile.edit

    def counting(path: Path, *args: object, **kwargs: object) -> bool:
        edits[str(path)] += 1
        return real_edit(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(safefile, "edit", counting)
    assert main(["analyze", "--transcript", str(copy), "--backend", "offline"]) == 0
    out = capsys.readouterr().out
    lesson_files = {p: n for p, n in edits.items() if p.endswith((".md",)) and "MEMORY" not in p}
    assert lesson_files, out  # the example teaches one lesson: some lesson file was written
    assert all(n == 1 for n in lesson_files.values()), lesson_files


FIXTURES = ROOT / "tests" / "fixtures" / "transcripts"
SESSIONS = sorted(FIXTURES.glob("claude-code-2.1.332/*.jsonl")) + sorted(FIXTURES.glob("spotter-2.1.39/*.jsonl"))


@pytest.mark.parametrize("path", SESSIONS, ids=lambda p: p.name[:24])
def test_the_turns_gathered_in_the_slice_pass_are_the_turns_a_second_read_would_give(path: Path) -> None:
    """The evidence step answers from what the slice's pass gathered: the same turns, step ids,
    pruned branches and subagents as streaming the range again."""
    from core.distil.gate1 import Signals
    from core.distil.screen import Collected, streamed_turns
    from core.distil.steps import build_slice
    from core.config import load
    collected = Collected(10**9)
    sl = build_slice(str(path), 0, None, load(), Signals(), None, collected)
    def key(turns: list) -> list[tuple[int, str, str, bool]]:  # type: ignore[type-arg]
        return [(t.step, t.kind, t.text, t.is_error) for t in turns]
    assert key(list(collected.replay(sl))) == key(list(streamed_turns(sl)))


def test_past_its_limit_nothing_is_kept_and_the_range_is_streamed(tmp_path: Path) -> None:
    from core.distil.screen import Collected
    from core.transcript.conversation import TOOL_CALL, Turn
    c = Collected(limit=10)
    c.add(Turn(TOOL_CALL, "12345", offset=0))
    assert c.turns is not None and len(c.turns) == 1
    c.add(Turn(TOOL_CALL, "678901", offset=1))
    assert c.turns is None and len(c.times) == 2


def test_an_analysis_reads_its_range_once(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """The slice's pass gathers what the evidence step needs: one pass over the transcript's range
    (subagent files and the slice's re-read of the lines it chose are not the range)."""
    from core.distil import screen
    from core.transcript import reader, slicer
    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{project}"'))
    passes: list[str] = []
    real = reader.iter_records

    def counting(path: object, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        passes.append(str(path))
        return real(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(slicer, "iter_records", counting)
    monkeypatch.setattr(screen, "iter_records", counting)
    assert main(["analyze", "--transcript", str(copy), "--backend", "offline"]) == 0
    assert passes.count(str(copy)) == 1, passes


def test_a_run_with_a_held_and_a_kept_lesson_edits_their_file_once(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The held lesson goes to the review queue and the kept one to the lesson file in the same
    write: the lesson file is edited once (it was edited once per batch before)."""
    import json
    from tests.fakeapi import FakeAnthropic
    from tests.helpers_home import EN, EXTRACT_SYSTEM, GATE_SYSTEM, Home, entry_json
    kept = json.loads(entry_json())["entries"][0]
    held = dict(kept, title="Pin the interpreter with a wrapper script",
                workaround="Run `./scripts/never-run-wrapper.sh` before the tests")  # never run: its fix unshown
    rules = [{"match_system": GATE_SYSTEM, "text": "yes"},
             {"match_system": EXTRACT_SYSTEM, "text": json.dumps({"entries": [kept, held]})}]
    edits: Counter[str] = Counter()
    real_edit = safefile.edit

    def counting(path: Path, *args: object, **kwargs: object) -> bool:
        edits[str(path)] += 1
        return real_edit(path, *args, **kwargs)  # type: ignore[arg-type]

    with FakeAnthropic(script=rules) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        monkeypatch.setattr(safefile, "edit", counting)
        r = h.analyze(h.place(EN))
    assert r.outcome == "written" and r.entries_written == 1, r
    gotchas = [p for p in edits if p.endswith("gotchas.md")]
    assert any("/review/" in p for p in gotchas), edits  # the held one waits in the review queue
    assert gotchas and all(edits[p] == 1 for p in gotchas), edits
