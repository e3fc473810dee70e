"""Steps for lessons reaching the next session: set-ups of CLAUDE.md and
Claude Code's folder, and the request the next real session sends.

One fake Anthropic API plays the session's model and the distiller's; its
extraction answer holds one global and one project lesson."""
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

from features.steps.common_steps import run  # noqa: E402
from features.steps.distill_steps import (EXTRACT_SYSTEM, GATE_SYSTEM, _distill_log,  # noqa: E402
                                          _skip_without_real_claude, serve_fake_model)

GLOBAL_TITLE = "GNU ls exits 2 for a path that does not exist"
PROJECT_TITLE = "This checkout has no nonexistent-distill-dir folder"
EVIDENCE = "ls: cannot access '/nonexistent-distill-dir'"
LESSONS = {"entries": [
    {"kind": "gotcha", "category": "tool_quirk", "confidence": "high", "scope": "global",
     "title": GLOBAL_TITLE, "evidence": EVIDENCE,
     "symptom": "ls stopped with exit code 2 and printed cannot access",
     "trap": "reading exit code 2 as a crash of the shell",
     "cause": "ls reports a missing operand path with status 2",
     "workaround": "check the path first, then run `ls /`"},
    {"kind": "gotcha", "category": "project_convention", "confidence": "high", "scope": "project",
     "title": PROJECT_TITLE, "evidence": EVIDENCE,
     "symptom": "listing /nonexistent-distill-dir failed in this project",
     "trap": "expecting the folder the old README names",
     "cause": "the folder was removed from this checkout",
     "workaround": "list the root with `ls /` instead"},
]}
TEAM_CLAUDE_MD = "# Team rules\n\nRun the linters before pushing.\n"
DOTFILES_CLAUDE_MD = "# my dotfiles\n\nBe brief.\n"


def _config_dir(context) -> Path:
    value = context.env.get("CLAUDE_CONFIG_DIR")
    return Path(value) if value else context.home / ".claude"


def _git(context, *args: str) -> str:
    proc = subprocess.run(["git", *args], cwd=context.workdir, env=context.env, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@given('a fake model that scripts an error then a fix and answers with a global and a project lesson')
def step_fake_model_two(context):
    if _skip_without_real_claude(context):
        return
    from tests.fakeapi import error_then_fix_script
    from tests.harness.claude import make_claude_home
    rules = [{"name": "distill-gate", "match_system": GATE_SYSTEM, "text": "yes"},
             {"name": "distill-extract", "match_system": EXTRACT_SYSTEM, "text": json.dumps(LESSONS)}]
    rules += error_then_fix_script("ls /nonexistent-distill-dir", "ls /",
                                   explanation="That folder does not exist; listing the root instead.",
                                   final_text="Fixed: the folder was missing, the root listing works.")
    claude_env = serve_fake_model(context, rules, "requests.jsonl")
    context.claude_env = lambda **kw: make_claude_home(context.base, context.distill_api.url, [context.workdir], **kw)
    context.home = Path(claude_env["HOME"])


@given('the working folder is a git repository whose CLAUDE.md the team committed')
def step_team_repo(context):
    (context.workdir / "CLAUDE.md").write_text(TEAM_CLAUDE_MD)
    (context.workdir / "src" / "app").mkdir(parents=True)
    (context.workdir / "src" / "app" / "main.py").write_text("print('hi')\n")
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@t"}
    context.env.update(env)
    _git(context, "init", "-q")
    _git(context, "add", "-A")
    _git(context, "commit", "-qm", "team")


@given("Claude Code's folder holds a plain CLAUDE.md")
def step_plain(context):
    folder = _config_dir(context)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "CLAUDE.md").write_text(DOTFILES_CLAUDE_MD)
    context.user_claude_md = (folder / "CLAUDE.md", DOTFILES_CLAUDE_MD)


@given('~/.claude/CLAUDE.md is a link to a CLAUDE.md in a dotfiles folder')
def step_linked(context):
    dotfiles = context.base / "dotfiles"
    dotfiles.mkdir(exist_ok=True)
    (dotfiles / "CLAUDE.md").write_text(DOTFILES_CLAUDE_MD)
    folder = context.home / ".claude"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "CLAUDE.md").symlink_to(dotfiles / "CLAUDE.md")
    context.user_claude_md = (dotfiles / "CLAUDE.md", DOTFILES_CLAUDE_MD)


@given('the dotfiles CLAUDE.md imports "{ref}"')
def step_dotfiles_import(context, ref):
    path = context.base / "dotfiles" / "CLAUDE.md"
    path.write_text(path.read_text() + f"\n{ref}\n")


@given("CLAUDE_CONFIG_DIR names a folder of its own, with a CLAUDE.md")
def step_config_dir(context):
    claude_env = context.claude_env(config_dir=context.base / "claude-config")
    keep_path = context.env["PATH"]
    context.env.update({k: v for k, v in claude_env.items() if k != "PATH"})
    context.env["PATH"] = keep_path
    step_plain(context)


@given("the project's CLAUDE.md is a link to a file outside the project")
def step_project_linked(context):
    shared = context.base / "shared"
    shared.mkdir(exist_ok=True)
    (shared / "CLAUDE.md").write_text(TEAM_CLAUDE_MD)
    link = context.workdir / "CLAUDE.md"
    link.unlink()
    link.symlink_to(shared / "CLAUDE.md")
    _git(context, "add", "-A")
    _git(context, "commit", "-qm", "link the team file")
    step_plain(context)


def _main_requests(context) -> list[dict]:
    return [r for r in context.distill_api.message_requests() if r["body"].get("tools")]


@when('a print-mode session "{prompt}" runs through the shim in "{folder}"')
def step_session_in(context, prompt, folder):
    if _skip_without_real_claude(context):
        return
    from tests.harness.claude import permission_args
    context.requests_before = len(_main_requests(context))
    cwd = (context.workdir / folder).resolve()
    proc = subprocess.run(["claude", "-p", prompt, "--output-format", "json", *permission_args()],
                          env=context.env, cwd=cwd, capture_output=True, timeout=180)
    assert proc.returncode == 0, (proc.stdout, proc.stderr)


@then("that session's request to the model carries the global and the project lesson")
def step_carries(context):
    fresh = _main_requests(context)[context.requests_before:]
    assert fresh, "the session sent no request"
    body = json.dumps(fresh[0]["body"], ensure_ascii=False)
    missing = [t for t in (GLOBAL_TITLE, PROJECT_TITLE) if t not in body]
    assert not missing, (missing, _distill_log(context))


@then("the team's CLAUDE.md is unchanged and git shows only the new lesson files")
def step_team_unchanged(context):
    assert Path(context.workdir / "CLAUDE.md").read_text() == TEAM_CLAUDE_MD
    path, text = context.user_claude_md
    assert path.read_text() == text, path
    status = _git(context, "status", "--porcelain", "--untracked-files=all").splitlines()
    assert status, "no lesson file in the project"
    assert all(line.startswith("?? .claude/rules/claude-distill/") for line in status), status


@when('in "{folder}" I run "{command}"')
def step_run_in(context, command, folder):
    keep = context.workdir
    context.workdir = (keep / folder).resolve()
    try:
        run(context, command)
    finally:
        context.workdir = keep


@then('status says both lessons load in "{folder}"')
def step_status_loads(context, folder):
    assert context.result.returncode == 0, context.stderr
    report = json.loads(context.stdout)["knowledge_files"]
    assert report["folder"] == str((context.workdir / folder).resolve())
    gotchas = {f["scope"]: f for f in report["files"] if f["kind"] == "gotcha"}
    assert gotchas["global"]["loads"] and gotchas["project"]["loads"], report
    assert os.path.samefile(gotchas["project"]["path"],
                            context.workdir / ".claude" / "rules" / "claude-distill" / "gotchas.md")
