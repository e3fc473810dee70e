"""A temporary home for distilling: fixture transcripts placed in a
`projects/` tree, the model calls a scripted fake API answers, and a `Home`
that runs the pipeline against them. Shared by the test modules that analyse
transcripts end to end."""
from __future__ import annotations

import json
import os
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from core import config, paths
from core.distil import pipeline
from core.store import db
from tests.fakeapi import FakeAnthropic
from tests.helpers_transcripts import CC, EN, FIXED, FIXTURES, TRIVIAL  # noqa: F401 (used by the modules importing these)

GATE_SYSTEM = "You screen coding-session transcripts"
EXTRACT_SYSTEM = "You review one Claude Code session transcript"

_CWD_RE = re.compile(rb'"cwd":"[^"]*"')


def place(src: Path, projects: Path, project_dir: Path, *, name: str | None = None,
          secret: str | None = None) -> Path:
    """Copy a fixture transcript into a `projects/` tree, its cwd pointing at a
    temporary project so entries are written there and nowhere else."""
    project_dir.mkdir(parents=True, exist_ok=True)
    enc = re.sub(r"[^A-Za-z0-9]", "-", str(project_dir))
    dest = projects / enc / (name or src.name)
    dest.parent.mkdir(parents=True, exist_ok=True)
    data = _CWD_RE.sub(b'"cwd":' + json.dumps(str(project_dir)).encode(), src.read_bytes())
    if secret:
        data = data.replace(b"ModuleNotFoundError", f"ModuleNotFoundError (token {secret})".encode())
        data = data.replace("모듈".encode(), f"모듈 {secret}".encode())
    dest.write_bytes(data)
    sub = src.with_suffix("") / "subagents"
    if sub.is_dir():
        target = dest.with_suffix("") / "subagents"
        target.mkdir(parents=True, exist_ok=True)
        for f in sub.iterdir():
            (target / f.name).write_bytes(_CWD_RE.sub(b'"cwd":' + json.dumps(str(project_dir)).encode(),
                                                      f.read_bytes()))
    return dest


def entry_json(lang: str = "en", title: str | None = None) -> str:
    if lang == "ko":
        item = {"kind": "gotcha", "category": "env_setup", "confidence": "high", "scope": "project",
                "title": title or "build 디렉터리가 없으면 빌드 결과물을 찾을 수 없다",
                "evidence": "`ls ./build/output.bin` → No such file or directory",
                "symptom": "ls ./build/output.bin이 No such file or directory로 실패한다",
                "trap": "디렉터리를 만들지 않고 결과물부터 찾는다",
                "cause": "build 디렉터리가 아직 없다",
                "workaround": "mkdir -p ./build를 먼저 실행한다"}
    else:
        item = {"kind": "gotcha", "category": "env_setup", "confidence": "high", "scope": "project",
                "title": title or "System python3 lacks tomli_w",
                "evidence": "ModuleNotFoundError: No module named 'tomli_w'",
                "symptom": "python3 -c 'import tomli_w' fails with ModuleNotFoundError",
                "trap": "Running the tests with the system python3",
                "cause": "tomli_w is only installed in the project venv",
                # What the session ran: a lesson naming .venv/bin/python would name a file it never ran.
                "workaround": "Run the tests through /tmp/demo-venv/bin/python"}
    low = dict(item, confidence="medium", title="A hunch that must not be kept")
    return json.dumps({"entries": [item, low]}, ensure_ascii=False)


def script(lang: str = "en", gate: str = "yes") -> list[dict[str, Any]]:
    return [{"name": "gate", "match_system": GATE_SYSTEM, "text": gate},
            {"name": "extract", "match_system": EXTRACT_SYSTEM, "text": entry_json(lang)}]


class Home:
    """A temporary home with the api backend pointed at a fake server."""

    def __init__(self, root: Path, monkeypatch: pytest.MonkeyPatch, api_url: str | None = None):
        self.root = root
        self.home = Path(os.environ["HOME"])  # isolated by tests/conftest.py
        monkeypatch.setenv("CLAUDE_DISTILL_API_RETRIES", "0")
        monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_AFTER_SESSION", "0")
        if api_url:
            monkeypatch.setenv("ANTHROPIC_BASE_URL", api_url)
            monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-not-secret")
            monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "api")
        self.projects = paths.claude_projects_dir(os.environ)
        self.projects.mkdir(parents=True, exist_ok=True)
        self.project = root / "proj"

    @property
    def env(self) -> dict[str, str]:
        return dict(os.environ)

    def cfg(self, **flags: Any) -> config.Config:
        return config.load(flags={k.replace("__", "."): v for k, v in flags.items()}, env=self.env)

    def conn(self) -> sqlite3.Connection:
        return db.connect(paths.state_db(self.env))

    def place(self, src: Path, **kw: Any) -> Path:
        return place(src, self.projects, kw.pop("project", self.project), **kw)

    def analyze(self, path: Path, **kw: Any) -> pipeline.RunResult:
        cfg = kw.pop("cfg", None) or self.cfg()
        return pipeline.analyze(path, cfg=cfg, env=self.env, **kw)

    def gotchas(self, project: Path | None = None) -> str:
        f = (project or self.project) / ".claude" / "rules" / "claude-distill" / "gotchas.md"
        return f.read_text() if f.exists() else ""


def calls(api: FakeAnthropic) -> list[str]:
    """Which rule answered each model call, in order."""
    out = []
    for r in api.message_requests():
        system = json.dumps(r["body"].get("system", ""))
        out.append("gate" if GATE_SYSTEM in system else "extract" if EXTRACT_SYSTEM in system else "other")
    return out
