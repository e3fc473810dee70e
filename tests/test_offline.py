"""The offline extractor on real Claude Code 2.1.332 transcripts."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from core.distil.backends.offline import OfflineBackend, gotchas, read_range, similarity
from core.distil.backends.offline_words import TITLE_MAX, headline
from core.distil.extract import CATEGORIES, FIELDS, extract

FIXTURES = Path(__file__).parent / "fixtures" / "transcripts" / "claude-code-2.1.332"
EN = FIXTURES / "en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d.jsonl"
KO = FIXTURES / "ko-4dc12c4e-dc4b-4a4b-ad64-8f46fbf76218.jsonl"
TRIVIAL = FIXTURES / "trivial-d4993a67-d852-4b7f-9db2-d12c07081b93.jsonl"


@dataclass
class FakeSlice:
    text: str = ""
    turns: list[Any] = field(default_factory=list)
    sha1: str = "0" * 40
    transcript: str = ""
    start: int = 0
    end: int | None = None


def _complete(entry: dict[str, Any]) -> None:
    assert entry["kind"] == "gotcha" and entry["category"] in CATEGORIES
    for key in ("title", "evidence", *FIELDS["gotcha"]):
        assert isinstance(entry[key], str) and entry[key].strip(), key


def test_english_error_then_fix_is_one_high_gotcha() -> None:
    entries = gotchas(read_range(EN), "en")
    assert len(entries) == 1
    entry = entries[0]
    _complete(entry)
    assert entry["confidence"] == "high" and entry["category"] == "env_setup"
    assert "ModuleNotFoundError" in entry["symptom"]
    assert "python3 -c 'import tomli_w'" in entry["evidence"]
    assert "tomli_w is not installed" in entry["cause"]  # the assistant's own explanation


def test_english_entry_reads_as_a_lesson() -> None:
    [entry] = gotchas(read_range(EN), "en")
    # The assistant's statement, its first clause: the full sentence is longer than a title.
    assert entry["title"] == "The system python3 lacks tomli_w"
    # The wrong move, not the failure again.
    assert entry["trap"] == "Using bare `python3`"
    # The fix as the rule a person reuses, not the session's throwaway /tmp/demo-venv command line.
    assert entry["workaround"] == ("Always run tests through the project venv interpreter (`.venv/bin/python`), "
                                   "not bare `python3`")
    assert "/tmp/demo-venv" not in entry["workaround"] and "print(42)" not in entry["workaround"]


def test_korean_entry_reads_as_a_lesson() -> None:
    entries = gotchas(read_range(KO), "ko")
    assert len(entries) == 1
    entry = entries[0]
    _complete(entry)
    assert entry["confidence"] == "high" and entry["scope"] == "project"
    assert entry["title"] == "build 디렉터리가 없으면 빌드 스크립트가 조용히 실패합니다"
    assert entry["cause"] == "빌드 결과물이 없습니다. 먼저 디렉터리를 만들어야 합니다."
    assert entry["trap"] == "`mkdir -p ./build` 없이 `ls ./build/output.bin`부터 실행하기"
    assert entry["workaround"] == "항상 `mkdir -p ./build` 를 먼저 실행하세요"
    assert "touch" not in entry["workaround"]  # the session's stand-in for a build, not part of the fix


@pytest.mark.parametrize("sentence, title", [
    ("short and sweet but long enough here.", "Short and sweet but long enough here"),
    ("the cache directory must exist before the first run; otherwise the tool exits silently with status "
     "zero and nothing is written", "The cache directory must exist before the first run"),
    ("a" * 10 + " " + "word " * 40, None),
])
def test_titles_are_cut_at_a_word_boundary(sentence: str, title: str | None) -> None:
    got = headline(sentence)
    assert len(got) <= TITLE_MAX
    if title is not None:
        assert got == title
    else:
        assert got.endswith("word…")


def test_without_advice_the_fix_is_the_step_that_changed() -> None:
    def call(i: int, cmd: str) -> dict[str, Any]:
        return {"role": "assistant", "content": [{"type": "tool_use", "id": f"t{i}", "name": "Bash",
                                                  "input": {"command": cmd}}]}

    def result(i: int, error: bool, text: str) -> dict[str, Any]:
        return {"role": "user", "content": [{"type": "tool_result", "tool_use_id": f"t{i}",
                                             "is_error": error, "content": text}]}

    explain = {"role": "assistant", "content": "The watcher never exits in CI mode."}
    done = {"role": "assistant", "content": "The test run now finishes in CI."}
    [flag] = gotchas([call(1, "npm test -- --watch"), result(1, True, "Exit code 1\nwatch mode needs a TTY"),
                      explain, call(2, "cd web && npm test -- --watchAll=false"), result(2, False, "passed"), done])
    assert flag["workaround"] == "Run it as `npm test -- --watchAll=false`"
    assert flag["trap"] == "Running `npm test -- --watch` as it was written"
    [program] = gotchas([call(1, "python -m pytest"), result(1, True, "Exit code 1\nNo module named pytest"),
                         explain, call(2, "uv run -m pytest"), result(2, False, "passed"), done])
    assert program["workaround"] == "Use `uv` instead of `python`"
    assert program["trap"].startswith("Running it with `python`")


def test_trivial_and_non_lessons_produce_nothing() -> None:
    assert gotchas(read_range(TRIVIAL), "en") == []
    # A failing call with no later success is a failure, not a lesson.
    assert gotchas(read_range(FIXTURES / "p_mode_bash_tool_error.jsonl"), "en") == []


def test_conversation_turns_and_transcript_fallback() -> None:
    slicer = pytest.importorskip("core.transcript.slicer")
    built = slicer.build_slice(str(EN))
    from_turns = OfflineBackend().extract_entries(built, "en")
    from_file = OfflineBackend().extract_entries(FakeSlice(transcript=str(EN)), "en")
    # The slice's turns carry step ids, so only that extraction cites them; the lesson is the same.
    ids = ("evidence_steps", "failure_step", "fix_step")
    assert [{k: v for k, v in e.items() if k not in ids} for e in from_turns] == from_file and len(from_turns) == 1
    assert from_turns[0]["failure_step"].startswith("s") and "failure_step" not in from_file[0]


def test_same_command_retried_or_different_tool_is_no_lesson() -> None:
    def call(i: int, name: str, cmd: str) -> dict[str, Any]:
        return {"role": "assistant", "content": [{"type": "tool_use", "id": f"t{i}", "name": name,
                                                  "input": {"command": cmd}}]}

    def result(i: int, error: bool, text: str) -> dict[str, Any]:
        return {"role": "user", "content": [{"type": "tool_result", "tool_use_id": f"t{i}",
                                             "is_error": error, "content": text}]}

    flaky = [call(1, "Bash", "make test"), result(1, True, "Exit code 2\nboom"),
             {"role": "assistant", "content": "Retrying."},
             call(2, "Bash", "make test"), result(2, False, "ok")]
    assert gotchas(flaky) == []
    other_tool = [call(1, "Bash", "cat x"), result(1, True, "Exit code 1\nno such file"),
                  call(2, "Read", "x"), result(2, False, "content")]
    assert gotchas(other_tool) == []
    unexplained = [call(1, "Bash", "npm run build"), result(1, True, "Exit code 1\nerr"),
                   call(2, "Bash", "npm run build -- --force"), result(2, False, "built")]
    [entry] = gotchas(unexplained)
    assert entry["confidence"] == "medium"  # no explanation in between: not clear enough


def test_similarity() -> None:
    assert similarity("ls ./build/output.bin", "mkdir -p ./build && touch ./build/output.bin && ls ./build") == 1.0
    assert similarity("git push", "cargo build") == 0.0


def test_extract_with_offline_backend_keeps_high_only() -> None:
    result = extract(FakeSlice(transcript=str(EN)), [], "en", OfflineBackend())
    assert len(result.entries) == 1 and result.usages == []
    assert result.entries[0]["confidence"] == "high"


def test_a_line_nested_too_deep_is_skipped_and_the_rest_still_read(tmp_path: Path) -> None:
    lines = EN.read_bytes().splitlines(keepends=True)
    deep = b'{"type":"user","message":' + b"[" * 200_000 + b"]" * 200_000 + b"}\n"
    path = tmp_path / "deep.jsonl"
    path.write_bytes(b"".join(lines[:3]) + deep + b"".join(lines[3:]))
    backend = OfflineBackend()
    assert backend.extract_entries(FakeSlice(transcript=str(path)), "en") == gotchas(read_range(EN), "en") != []  # type: ignore[arg-type]


# --- the fix is the step that made the failing command work when re-run ----------------------

_RUSTUP = "curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y"


def _installer_session(steps: list[str], tool: str = "rustup", home: Path | None = None):
    """`tool --version` fails, the installer steps run (each its own call), then the re-run works."""
    from tests.helpers_transcripts import Builder

    b = Builder(cwd=str(home) if home else "/home/dev/proj")
    b.prompt(f"check that {tool} works")
    b.tool("Bash", {"command": f"{tool} --version"}, f"Exit code 127\n/bin/bash: {tool}: command not found",
           is_error=True)
    b.reply(f"{tool} is not installed on this machine; installing it with its official installer.")
    for step in steps:
        b.tool("Bash", {"command": step}, "done")
    b.tool("Bash", {"command": f"{tool} --version"}, f"{tool} 1.27.1")
    b.reply(f"Fixed: {tool} was missing from this machine and is now installed.")
    return b


_INSTALLERS = [
    [_RUSTUP],
    ["curl -fsSL https://get.tool.example/i.sh -o i.sh && sh i.sh"],
    ["wget -O x.sh https://get.tool.example/x.sh; bash x.sh"],
    ["curl -LO https://get.tool.example/install.sh", "sh install.sh"],
]


@pytest.mark.parametrize("steps", _INSTALLERS, ids=["pipe", "curl-o-and-run", "wget-O-then-run", "curl-LO-later-sh"])
def test_the_fix_is_the_installer_not_a_program_swap(steps: list[str]) -> None:
    import re

    [entry] = gotchas(_installer_session(steps).records, "en")
    assert entry["confidence"] == "high" and "instead of" not in entry["workaround"], entry
    assert entry["workaround"].startswith("Run `") and entry["workaround"].endswith("` first"), entry["workaround"]
    parts = [part for step in steps for part in re.split(r"\s*(?:&&|;)\s*", step)]
    assert all(part in entry["workaround"] for part in parts), entry["workaround"]
    assert "rustup --version" in entry["trap"]


@pytest.mark.parametrize("steps", _INSTALLERS, ids=["pipe", "curl-o-and-run", "wget-O-then-run", "curl-LO-later-sh"])
def test_an_installer_fix_that_runs_remote_code_waits_for_review(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                steps: list[str]) -> None:
    from core.distil import pipeline
    from core.knowledge.locations import target_file
    from tests.helpers_home import Home

    h = Home(tmp_path, monkeypatch)
    h.project.mkdir(parents=True)
    path = h.projects / "-proj" / "s.jsonl"
    path.parent.mkdir(parents=True)
    _installer_session(steps, home=h.project).write(path)

    r = pipeline.analyze(path, cfg=h.cfg(backend="offline"), env=h.env, backend_override="offline")
    assert r.outcome == "nothing" and r.reason == "1 held for review", r
    [held] = r.screened
    assert held["verdict"] == "review" and held["reason"].startswith("runs remote code ("), held
    assert not target_file("gotcha", "project", h.project).exists()
    assert not target_file("gotcha", "global", env=h.env).exists()


def _bash_session(steps: list[tuple[str, str, bool]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i, (cmd, output, failed) in enumerate(steps):
        out.append({"type": "assistant", "message": {"role": "assistant", "content": [
            {"type": "tool_use", "id": f"t{i}", "name": "Bash", "input": {"command": cmd}}]}})
        out.append({"type": "user", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": f"t{i}", "content": output, "is_error": failed}]}})
    return out


def test_the_fix_is_the_switch_to_the_venv_interpreter_with_the_venv_made_before() -> None:
    """Failing on `python3 …`, making a venv, then `.venv/bin/python …` working:
    the lesson is the interpreter, not "run it as `python3 -m venv .venv`"."""
    for made in (["python3 -m venv .venv && .venv/bin/pip install tomli-w"],
                 ["python3 -m venv .venv", ".venv/bin/pip install tomli-w"]):
        [entry] = gotchas(_bash_session([("python3 run.py", "Exit code 1\nModuleNotFoundError: No module named "
                                          "'tomli_w'", True)] + [(m, "done", False) for m in made]
                                        + [(".venv/bin/python run.py", "ok", False)]), "en")
        assert entry["workaround"].startswith("Run it with `.venv/bin/python` instead of `python3`, after `python3 "
                                              "-m venv .venv"), entry["workaround"]
        assert entry["trap"] == "Running it with `python3` (as in `python3 run.py`)"


def test_an_installer_then_the_same_command_stays_run_the_installer_first() -> None:
    [entry] = gotchas(_bash_session([("npm test", "Exit code 1\nsh: jest: not found", True),
                                     ("npm install", "added 200 packages", False),
                                     ("npm test", "Tests: 3 passed", False)]), "en")
    assert entry["workaround"] == "Run `npm install` first"


@pytest.mark.parametrize("chain", [
    "python3 -m venv .venv && .venv/bin/python -c 'import yaml; print(yaml.__version__)'",
    "python3 -m venv .venv && .venv/bin/pip install -q pyyaml && .venv/bin/python load.py",
    "python3 -m venv .venv; .venv/bin/python load.py",
])
def test_a_chain_that_made_it_work_is_the_interpreter_switch_not_its_preparatory_half(chain: str) -> None:
    """Issue 24: `python3 -c 'import x'` failing, then one call `python3 -m venv .venv && .venv/bin/python …`:
    the fix is the switch to the venv's interpreter after making it, never "run it as `python3 -m venv .venv`";
    and a `;` inside a quoted argument does not cut the chain."""
    [entry] = gotchas(_bash_session([("python3 -c 'import yaml'", "Exit code 1\nModuleNotFoundError: No module "
                                      "named 'yaml'", True), (chain, "6.0.2", False)]), "en")
    assert entry["workaround"].startswith("Run it with `.venv/bin/python` instead of `python3`, after `python3 "
                                          "-m venv .venv"), entry["workaround"]
    assert "print(" not in entry["workaround"] and "Run it as" not in entry["workaround"]
