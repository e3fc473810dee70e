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
