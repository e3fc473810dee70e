"""Steps for worktrees and teammates (features/worktrees_and_teammates.feature):
real `git worktree`, two clones of one bare origin with a HOME each, and a lesson
file left with git's conflict markers."""
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

from features.steps.distill_steps import EXTRACT_SYSTEM, GATE_SYSTEM, _skip_without_real_claude  # noqa: E402
from features.steps.lessons_load_steps import LESSONS, PROJECT_TITLE  # noqa: E402

GIT_ID = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}


def _git(cwd: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=cwd, env={**env, **GIT_ID}, capture_output=True, text=True,
                          timeout=60)


def _ok(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 0, (proc.args, proc.stdout, proc.stderr)
    return proc.stdout


@given('a git worktree of the working folder at "{where}"')
@when('a git worktree of the working folder is added at "{where}"')
def step_worktree_add(context, where):
    path = (context.workdir / where).resolve()
    _ok(_git(context.workdir, context.env, "worktree", "add", "-q", "-b", path.name, str(path)))


@when('the git worktree at "{where}" is removed')
def step_worktree_remove(context, where):
    path = (context.workdir / where).resolve()
    _ok(_git(context.workdir, context.env, "worktree", "remove", "--force", str(path)))
    assert not path.exists()


@then('status says "{folder}" is a linked worktree whose project lessons are the main checkout\'s and load there')
def step_status_worktree(context, folder):
    assert context.result.returncode == 0, context.stderr
    data = json.loads(context.stdout)
    repo = data["repository"]
    assert repo["linked_worktree"] is True, repo
    assert os.path.samefile(repo["main_checkout"], context.workdir), repo
    assert os.path.samefile(repo["checkout"], context.workdir / folder), repo
    assert repo["project_lessons"] == str(Path(repo["main_checkout"]) / ".claude" / "rules" / "claude-distill")
    files = {(f["kind"], f["scope"]): f for f in data["knowledge_files"]["files"]}
    project = files[("gotcha", "project")]
    assert project["loads"] and "MEMORY.md" in (project["via"] or ""), project


# --- two teammates ------------------------------------------------------------------------

def _person_api(context):
    """A fake model of the person's own, scripted like the Background's (its
    error-then-fix rules fire once), so each teammate's session teaches the
    same project lesson."""
    from tests.fakeapi import FakeAnthropic, error_then_fix_script
    rules = [{"name": "distill-gate", "match_system": GATE_SYSTEM, "text": "yes"},
             {"name": "distill-extract", "match_system": EXTRACT_SYSTEM, "text": json.dumps(LESSONS)}]
    rules += error_then_fix_script("ls /nonexistent-distill-dir", "ls /",
                                   explanation="That folder does not exist; listing the root instead.",
                                   final_text="Fixed: the folder was missing, the root listing works.")
    api = FakeAnthropic(rules)
    api.start()
    context.cleanups.append(api.stop)
    return api


def _person_env(context, name: str, clone: Path) -> dict[str, str]:
    from tests.harness.claude import make_claude_home
    env = make_claude_home(context.base / name, _person_api(context).url, [clone])
    out = dict(context.env)
    out.update({k: v for k, v in env.items() if k != "PATH"})
    return out


@given('Alice and Bob each cloned the team repository into a folder of their own, with a HOME of their own')
def step_two_clones(context):
    if _skip_without_real_claude(context):
        return
    origin = context.base / "app.git"
    _ok(_git(context.base, context.env, "clone", "-q", "--bare", str(context.workdir), str(origin)))
    context.people = {}
    for name, folder in (("alice", "app"), ("bob", "app-bob")):
        clone = context.base / name / "src" / folder
        clone.parent.mkdir(parents=True)
        _ok(_git(clone.parent, context.env, "clone", "-q", str(origin), str(clone)))
        context.people[name] = (clone, _person_env(context, name, clone))


def _run(cmd: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=180)


@when('Alice and Bob each learn in a session through the shim in their clone and remember a lesson of their own')
def step_both_learn(context):
    if _skip_without_real_claude(context):
        return
    from tests.harness.claude import permission_args
    for name, (clone, env) in context.people.items():
        _ok(_run(["claude-distill", "init", "--yes", "--no-schedule"], clone, env))
        _ok(_run(["claude", "-p", "fix the test env", "--output-format", "json", *permission_args()], clone, env))
        _ok(_run(["claude-distill", "wait", "--timeout", "120"], clone, env))
        _ok(_run(["claude-distill", "remember", "--kind", "gotcha", "--scope", "project",
                  f"{name.title()}'s own lesson: the fixtures need a fresh database"], clone, env))
        learned = (clone / ".claude" / "rules" / "claude-distill" / "gotchas.md").read_text()
        assert f"### {PROJECT_TITLE}" in learned, (name, learned)


@when('Alice commits and pushes her lessons, and Bob commits his and pulls')
def step_commit_merge(context):
    if _skip_without_real_claude(context):
        return
    for name, (clone, env) in context.people.items():
        _ok(_git(clone, env, "add", ".claude/rules/claude-distill"))
        _ok(_git(clone, env, "commit", "-qm", f"{name}'s lessons"))
    alice, alice_env = context.people["alice"]
    _ok(_git(alice, alice_env, "push", "-q", "origin", "HEAD"))
    bob, bob_env = context.people["bob"]
    context.pull = _git(bob, bob_env, "pull", "--no-rebase", "--no-edit", "origin", "HEAD")


@then('the pull merged with no conflict')
def step_no_conflict(context):
    if _skip_without_real_claude(context):
        return
    pull = context.pull
    assert pull.returncode == 0 and "CONFLICT" not in pull.stdout + pull.stderr, (pull.stdout, pull.stderr)
    bob, env = context.people["bob"]
    assert _git(bob, env, "status", "--porcelain").stdout.strip() == ""


@then("in Bob's clone the project lessons are the shared one once and both own lessons")
def step_listed_once(context):
    if _skip_without_real_claude(context):
        return
    bob, env = context.people["bob"]
    text = (bob / ".claude" / "rules" / "claude-distill" / "gotchas.md").read_text()
    assert text.count(f"### {PROJECT_TITLE}") == 1, text
    proc = _run(["claude-distill", "entries", "list", "--scope", "project", "--json"], bob, env)
    entries = json.loads(_ok(proc))
    titles = sorted(e["title"] for e in entries)
    assert titles.count(PROJECT_TITLE) == 1, titles
    assert any(t.startswith("Alice's own lesson") for t in titles), titles
    assert any(t.startswith("Bob's own lesson") for t in titles), titles
    assert len(titles) == 3, titles
    assert {e["project"] for e in entries if e["title"] == PROJECT_TITLE} == {"app"}, entries
    assert "not fully read" not in proc.stderr, proc.stderr


@then('in Bob\'s clone "claude-distill entries check" finds no line it cannot read')
def step_bob_check(context):
    if _skip_without_real_claude(context):
        return
    bob, env = context.people["bob"]
    proc = _run(["claude-distill", "entries", "check", "--json"], bob, env)
    assert not [f for f in json.loads(proc.stdout) if f.get("unreadable")], proc.stdout


# --- conflict markers ------------------------------------------------------------------------

def _lesson(title: str, lid: str, trap: str) -> str:
    return f"### {title}\n`{lid}` · workflow · 2026-12-01 · session `s`\n\n- **Trap:** {trap}\n"


@given("the project's gotchas.md holds two lessons inside git conflict markers")
def step_conflicted(context):
    path = context.workdir / ".claude" / "rules" / "claude-distill" / "gotchas.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("# Gotchas\n\nTraps.\n\n<<<<<<< HEAD\n" + _lesson("Alice's lesson", "g-0000aaaa", "alpha")
                    + "=======\n" + _lesson("Bob's lesson", "g-0000bbbb", "beta") + ">>>>>>> origin/main\n")
    context.conflicted = path


@then("status lists the project's gotchas.md as not fully read at line {line:d}")
def step_status_unreadable(context, line):
    assert context.result.returncode == 0, context.stderr
    found = json.loads(context.stdout)["unreadable_files"]
    mine = [f for f in found if os.path.samefile(f["file"], context.conflicted)]
    assert mine and mine[0]["problems"][0]["line"] == line, found


@then("the project's gotchas.md has no conflict marker and holds all three lessons")
def step_repaired(context):
    assert context.result.returncode == 0, (context.stdout, context.stderr)
    text = context.conflicted.read_text()
    assert "<<<<<<<" not in text and ">>>>>>>" not in text and "\n=======\n" not in text, text
    for word in ("Alice's lesson", "Bob's lesson", "A third lesson about the build"):
        assert word in text, text
