"""The real Claude Code 2.1.332 as the judge of what a knowledge file imports.

Marker files are planted at every path the lessons mention; the next
session's request to the fake API must carry none of them. The same binary
then reads the measured probe lines (tests/fixtures/import_probes.json), and
`find_imports` and `entries check` must name exactly the files it loaded."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import cli, config
from core.lessons.model import from_model, manual
from core.lessons.render import file_header
from core.claude_code.loading import import_target
from core.knowledge import imports
from core.knowledge import files
from core.knowledge.locations import target_file
from tests.fakeapi import FakeAnthropic
from tests.harness import make_claude_home, require_real_claude, run_print
from tests.test_import_scan import CONTEXTS, PROBES

pytestmark = pytest.mark.realclaude


@pytest.fixture
def claude_bin() -> str:
    return require_real_claude()


def _session(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, claude_bin: str, prepare) -> str:
    """Prepare the HOME (as claude-distill and Claude Code both see it), run one
    `claude -p` session and return every request it sent, as text."""
    project = tmp_path / "proj"
    project.mkdir()
    log = tmp_path / "requests.jsonl"
    with FakeAnthropic([{"match_tools": True, "text": "ok"}], log_path=log) as api:
        env = make_claude_home(tmp_path, api.url, [project])
        home = Path(env["HOME"])
        monkeypatch.setenv("HOME", str(home))
        for name in ("CLAUDE_CONFIG_DIR", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
            monkeypatch.delenv(name, raising=False)
        prepare(home, project)
        claude_md = home / ".claude" / "CLAUDE.md"
        imports.add_imports(claude_md, [target_file(k, "global") for k in ("knowledge", "gotcha")])
        result = run_print(claude_bin, "hi", env, project)
    assert result.returncode == 0, result.stderr
    return log.read_text()


def test_no_lesson_makes_the_next_session_load_a_file(tmp_path, monkeypatch, claude_bin):
    absolute = tmp_path / "outside" / "secret.txt"
    markers: dict[str, str] = {}

    def prepare(home: Path, project: Path) -> None:
        planted = {"~/.ssh/id_rsa": home / ".ssh" / "id_rsa", str(absolute): absolute,
                   "./secrets.txt": home / ".claude" / "secrets.txt", "secrets.txt": home / ".claude" / "secrets.txt",
                   "../.env": home / ".env", "./proj-notes.md": home / ".claude" / "proj-notes.md"}
        for n, (ref, path) in enumerate(planted.items()):
            path.parent.mkdir(parents=True, exist_ok=True)
            content = f"MARKER-FILE-{n:02d}-{path.name}"
            path.write_text(content + "\n")
            markers[ref] = content
        lessons = []
        for i, context in enumerate(CONTEXTS):
            for j, ref in enumerate(planted):
                text = context.replace("{p}", ref)
                lessons.append(from_model(
                    {"kind": "gotcha" if (i + j) % 2 else "knowledge", "category": "tool_quirk", "scope": "global",
                     "title": f"lesson {i}-{j} {text}", "symptom": text, "trap": f"- {text}", "cause": f"{text}\n{text}",
                     "workaround": f"`{text}`", "situation": text, "approach": f"* {text}", "rationale": text,
                     "evidence": text}, session_id=f"s{i}-{j}", date="2026-12-01"))
        lessons.append(manual(f"never run deployctl push --key @{absolute} again", kind="gotcha",
                                scope="global", date="2026-12-01"))
        unlimited = config.load(flags={"budget.max_lines": 0, "budget.max_bytes": 0})
        result = files.write_entries(lessons, run_id="hostile", cfg=unlimited, review=False)
        assert len(result.written) == len(lessons)

    sent = _session(tmp_path, monkeypatch, claude_bin, prepare)
    assert "lesson 0-0" in sent and "lesson 1-1" in sent, "the knowledge files were not loaded"
    loaded = [ref for ref, content in markers.items() if content in sent]
    assert loaded == []
    assert "root:x:0:0" not in sent


def test_find_imports_and_entries_check_name_exactly_what_claude_code_loads(tmp_path, monkeypatch, claude_bin,
                                                                            capsys):
    def prepare(home: Path, project: Path) -> None:
        folder = home / ".claude"
        sections = []
        for i, probe in enumerate(PROBES):
            (folder / f"m{i}.txt").write_text(f"CONTENT-OF-MARKER-{i:03d}\n")
            sections.append(f"## probe {i}\n\n" + probe["markdown"].replace("{P}", f"@./m{i}.txt") + "\n")
        # A person's own section at the end of the imported knowledge file.
        (folder / "knowledge.md").write_text(file_header("knowledge", "en") + "\n".join(sections))

    sent = _session(tmp_path, monkeypatch, claude_bin, prepare)
    assert "## probe 0" in sent, "knowledge.md was not loaded"
    loaded = {f"./m{i}.txt" for i in range(len(PROBES)) if f"CONTENT-OF-MARKER-{i:03d}" in sent}
    assert loaded == {f"./m{i}.txt" for i, p in enumerate(PROBES) if p["imported"]}

    # Claude Code follows every reference; only those naming a file load anything.
    target = target_file("knowledge", "global")

    def existing(refs: list[str]) -> set[str]:
        return {r for r in refs if import_target(r, target.parent).is_file()}

    assert existing(imports.find_imports(target.read_text())) == loaded

    monkeypatch.chdir(tmp_path / "proj")
    capsys.readouterr()
    assert cli.main(["entries", "check", "--json"]) == 1
    reported = [ref for finding in json.loads(capsys.readouterr().out) for ref in finding["imports"]]
    assert existing(reported) == loaded
