"""Steps for one memory shared by Claude Code and Codex: the real Codex CLI on PATH behind the
`codex` link, fake models for both agents, and what each agent's next request carries.

The Anthropic fake plays Claude Code's model, the OpenAI Responses fake plays Codex's; both
script the same story for their own probe module: `python3 -c 'import <module>'` fails, the
project's `.venv/bin/python` (a stand-in that succeeds) works. The distiller runs offline."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from behave import given, then, when

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from features.steps.distill_steps import _distill_log, serve_fake_model  # noqa: E402

CODEX_FILES = ("AGENTS.md", "AGENTS.override.md", "config.toml")


def _codex_home(context) -> Path:
    return Path(context.env.get("CODEX_HOME") or context.home / ".codex")


@given("the real Codex CLI is on PATH after the shim")
def step_codex_on_path(context):
    from tests.harness.codex import real_codex_path
    real = real_codex_path()
    assert real, "the real Codex CLI is not installed (CLAUDE_DISTILL_TEST_CODEX)"
    context.real_codex = real
    link = context.shim_dir / "codex"
    if not link.exists():
        link.symlink_to(context.zipapp)
    parts = context.env["PATH"].split(os.pathsep)
    real_dir = str(Path(real).parent)
    if real_dir not in parts:
        shim = str(context.shim_dir)
        idx = parts.index(shim) + 1 if shim in parts else 0
        parts.insert(idx, real_dir)
    context.env["PATH"] = os.pathsep.join(parts)


@given("fake models for both agents, where a command fails on a missing module and the project's venv python works")
def step_fake_models(context):
    from tests.fakeapi import error_then_fix_script
    from tests.fakeapi.openai import FakeOpenAI, codex_config, error_then_fix
    rules = error_then_fix_script("python3 -c 'import distill_probe_claude'",
                                  ".venv/bin/python -c 'import distill_probe_claude'",
                                  explanation="The system python lacks it; the project's venv python has it.",
                                  final_text="The venv python imports distill_probe_claude.",
                                  prompt="distill_probe_claude")
    claude_env = serve_fake_model(context, rules, "requests.jsonl")
    context.home = Path(claude_env["HOME"])
    openai = FakeOpenAI(error_then_fix("python3 -c 'import distill_probe_codex'",
                                       ".venv/bin/python -c 'import distill_probe_codex'",
                                       explanation="The system python lacks it; the project's venv python has it.",
                                       final="The venv python imports distill_probe_codex.",
                                       prompt="distill_probe_codex"),
                        log_path=context.base / "codex-requests.jsonl")
    openai.start()
    context.cleanups.append(openai.stop)
    context.codex_api = openai
    home = _codex_home(context)
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(codex_config(openai.url))
    context.env["FAKE_KEY"] = "fake-key"


@given("the working folder is a git repository with a venv python")
def step_repo_with_venv(context):
    venv = context.workdir / ".venv" / "bin"
    venv.mkdir(parents=True)
    (venv / "python").write_text("#!/bin/sh\nexit 0\n")  # a stand-in: the project's python has every module
    (venv / "python").chmod(0o755)
    env = {**context.env, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@t"}
    for args in (["init", "-q"], ["add", "-A"], ["commit", "-qm", "project"]):
        subprocess.run(["git", *args], cwd=context.workdir, env=env, check=True, capture_output=True)


def _codex_requests(context) -> list[dict]:
    return context.codex_api.response_requests()


@when('a Codex session "{prompt}" runs through the shim')
def step_codex_session(context, prompt):
    context.codex_before = len(_codex_requests(context))
    proc = subprocess.run(["codex", "exec", "--skip-git-repo-check", prompt], env=context.env,
                          cwd=context.workdir, capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, (proc.stdout[-2000:], proc.stderr[-2000:])


@then('a lesson in the project\'s files says "{text}"')
def step_lesson_written(context, text):
    from core import paths
    places = [context.workdir / ".claude/rules/claude-distill", paths.claude_config_dir(context.env)]
    found = [p for folder in places for p in folder.glob("*.md") if text in p.read_text(errors="replace")]
    assert found, (text, _distill_log(context))


@then('that Codex session\'s request carries "{text}"')
def step_codex_carries(context, text):
    fresh = _codex_requests(context)[context.codex_before:]
    assert fresh, "the Codex session sent no request"
    body = json.dumps(fresh[0]["body"], ensure_ascii=False)
    assert text in body, (text, (_codex_home(context) / "AGENTS.md").read_text(errors="replace")
                          if (_codex_home(context) / "AGENTS.md").exists() else "no AGENTS.md")


@then('that Claude Code session\'s request carries "{text}"')
def step_claude_carries(context, text):
    requests = [r for r in context.distill_api.message_requests() if r["body"].get("tools")]
    assert requests, "the Claude Code session sent no request"
    body = json.dumps(requests[-1]["body"], ensure_ascii=False)
    assert text in body, (text, _distill_log(context))


@given('a global lesson "{title}" in Claude Code\'s folder')
def step_global_lesson(context, title):
    from core import paths
    folder = paths.claude_config_dir(context.env)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "gotchas.md").write_text(
        f"# Gotchas\n\n### {title}\n`g-0123abcd` · tool_quirk · 2026-12-01\n\n"
        "- **Symptom:** `ls /nope` fails with exit code 2\n- **Workaround:** check the path first\n")


@given("Codex's own AGENTS.md without a last newline and an empty AGENTS.override.md, noted with its config")
def step_note_codex(context):
    home = _codex_home(context)
    (home / "AGENTS.md").write_bytes(b"# My rules for Codex\n\nAnswer in short sentences.")
    (home / "AGENTS.override.md").write_bytes(b"")
    context.codex_noted = {name: (home / name).read_bytes() for name in CODEX_FILES}


@then("every noted Codex file is byte-identical and no other file of ours is left in ~/.codex")
def step_codex_same(context):
    home = _codex_home(context)
    now = {name: (home / name).read_bytes() if (home / name).exists() else None for name in CODEX_FILES}
    changed = [n for n in CODEX_FILES if now[n] != context.codex_noted[n]]
    assert not changed, (changed, {n: now[n] for n in changed})
    ours = [p for p in home.rglob("*") if p.is_file() and "claude-distill" in p.name]
    assert not ours, ours
    assert not (context.shim_dir.parent / "home/.local/share/claude-distill/bin/codex").is_symlink()
