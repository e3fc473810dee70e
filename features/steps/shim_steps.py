"""Steps for the `claude` shim: stand-in binaries, the state store's records, the real Claude Code.

Stand-ins are small scripts named `claude` in {STANDIN_DIR}, put on PATH after
the shim folder, so a scenario sees exactly what the real binary would see."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from behave import given, then, when

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from features.steps.common_steps import expand, run  # noqa: E402
from tests.harness.shim_kit import FAKE_CLAUDE  # noqa: E402

STANDINS = {
    # Prints its argv[0], arguments and the loop-break sentinel, and dumps its environment.
    "echo": "#!/bin/sh\n"
            "echo \"argv0=$0\"\necho \"args=$*\"\necho \"inside=${CLAUDE_DISTILL_INSIDE-unset}\"\n"
            "env -0 > \"${STANDIN_ENV_DUMP:-/dev/null}\"\n"
            "grep -E '^Sig(Ign|Blk)' /proc/self/status > \"${STANDIN_SIG_DUMP:-/dev/null}\"\n",
    # `claude exit N`, `claude kill SIG`: ends as asked.
    "ender": "#!/bin/sh\ncase \"$1\" in\n  exit) exit \"$2\" ;;\n  kill) kill -s \"$2\" $$; sleep 30 ;;\nesac\nexit 0\n",
    # Writes sessions/<pid>.json and a transcript, as Claude Code does.
    "session": FAKE_CLAUDE,
}


def _put_on_path_after_shim(context, folder: Path) -> None:
    parts = [p for p in context.env["PATH"].split(os.pathsep) if p != str(folder)]
    shim = str(context.shim_dir)
    idx = parts.index(shim) + 1 if shim in parts else 0
    parts.insert(idx, str(folder))
    context.env["PATH"] = os.pathsep.join(parts)


@given('a stand-in claude that {kind:w} is on PATH after the shim')
def step_standin(context, kind):
    names = {"echoes": "echo", "ends": "ender", "records": "session"}
    context.standin_dir.mkdir(exist_ok=True)
    path = context.standin_dir / "claude"
    path.write_text(STANDINS[names[kind]])
    path.chmod(0o755)
    _put_on_path_after_shim(context, context.standin_dir)
    # Keep the distiller (if any) away from model backends in these scenarios.
    context.env.setdefault("CLAUDE_DISTILL_BACKEND", "offline")
    context.env.setdefault("CLAUDE_DISTILL_SWEEP_AFTER_SESSION", "0")


@given('the stand-in claude is not executable')
def step_standin_noexec(context):
    (context.standin_dir / "claude").chmod(0o644)


@given('a copy of the installed zipapp named claude is on PATH after the shim')
def step_shim_copy(context):
    folder = context.base / "copy-bin"
    folder.mkdir(exist_ok=True)
    copy = folder / "claude"
    copy.write_bytes(context.zipapp.read_bytes())  # a copy, not a link: samefile cannot see it
    copy.chmod(0o755)
    _put_on_path_after_shim(context, folder)


@given('the shim folder is on PATH twice and through a symlinked folder')
def step_shim_twice(context):
    alias = context.base / "shim-alias"
    alias.symlink_to(context.shim_dir)
    parts = context.env["PATH"].split(os.pathsep)
    idx = parts.index(str(context.shim_dir))
    parts[idx:idx + 1] = [str(alias), str(context.shim_dir), str(context.shim_dir)]
    context.env["PATH"] = os.pathsep.join(parts)


@given('a Makefile that runs claude through {levels:d} levels of sh -c and make')
def step_nesting_makefile(context, levels):
    # Each level: make runs sh -c, which runs make one level deeper; the innermost runs claude.
    lines = ["L ?= 0", f"MAX = {levels}", "all:",
             "\t@if [ $(L) -lt $(MAX) ]; then sh -c '$(MAKE) -s -f $(CURDIR)/Makefile L=$$(($(L)+1))'; "
             "else claude -p nested; fi"]
    (context.workdir / "Makefile").write_text("\n".join(lines) + "\n")


@given('the state store is busy with another writer')
def step_store_locked(context):
    from core import paths
    from core.store import db
    env = dict(context.env)
    conn = db.connect(paths.state_db(env))
    conn.execute("BEGIN IMMEDIATE")
    context.store_lock = conn

    def release():
        try:
            conn.execute("ROLLBACK")
        finally:
            conn.close()
    context.cleanups.append(release)


@when('the other writer lets go of the state store')
def step_store_unlocked(context):
    conn = context.store_lock
    conn.execute("ROLLBACK")
    conn.close()
    context.cleanups = [c for c in context.cleanups if getattr(c, "__name__", "") != "release"]


@when('the background work has finished')
def step_wait(context):
    proc = subprocess.run([str(context.cli), "wait", "--timeout", "120"], env=context.env,
                          capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr


def _db_rows(context, sql: str) -> list[sqlite3.Row]:
    from tests.harness.state_db import query
    return query(context.home / ".local/state/claude-distill/state.db", sql)


@then('{count:d} wrapped session(s) are recorded')
@then('{count:d} wrapped session is recorded')
def step_sessions_count(context, count):
    rows = _db_rows(context, "SELECT * FROM sessions")
    assert len(rows) == count, [dict(r) for r in rows]


@then('no watcher was started')
def step_no_watcher(context):
    pending = context.home / ".local/state/claude-distill/pending"
    # An escape hatch's helper (`<pid>.escape`, shim/escape.py) is no watcher: it records nothing to analyse.
    # Its marker is claimed through a temporary `.<pid>.escape.<…>.tmp`, which may be seen for a moment.
    markers = [n for n in os.listdir(pending)
               if not (n.endswith(".escape") or ".escape." in n)] if pending.exists() else []
    assert markers == [], markers
    assert _db_rows(context, "SELECT * FROM sessions") == []


@then('every recorded hand-off points at a transcript of that session')
def step_handoffs_valid(context):
    sessions = _db_rows(context, "SELECT * FROM sessions")
    handoffs = _db_rows(context, "SELECT * FROM handoffs")
    assert handoffs, "no hand-off recorded"
    for s in sessions:
        ids = set(json.loads(s["session_ids_json"]))
        mine = [h for h in handoffs if h["session_row"] == s["id"]]
        assert mine and {h["session_id"] for h in mine} <= ids
        for h in mine:
            path = Path(h["transcript"])
            assert path.name == f"{h['session_id']}.jsonl" and path.exists(), h["transcript"]
            assert 0 <= h["start_offset"] < h["end_offset"] <= path.stat().st_size


@then('the hand-off covers the transcript of session "{which}"')
def step_handoff_for(context, which):
    sid = getattr(context, "session_id", None) if which == "printed" else which
    assert sid, "no session id captured"
    handoffs = _db_rows(context, "SELECT * FROM handoffs")
    match = [h for h in handoffs if h["session_id"] == sid]
    assert len(match) == 1, [dict(h) for h in handoffs]
    h = match[0]
    path = Path(h["transcript"])
    assert path.name == f"{sid}.jsonl" and h["start_offset"] == 0 and h["end_offset"] == path.stat().st_size


@then('the stand-in saw the same environment as when run directly, plus the sentinel')
def step_env_same(context):
    dump = context.base / "env-via-shim"
    direct = context.base / "env-direct"
    env = dict(context.env, STANDIN_ENV_DUMP=str(dump))
    cmd = context.last_standin_command
    subprocess.run(["bash", "-c", cmd], env=env, cwd=context.workdir, capture_output=True, timeout=60)
    env["STANDIN_ENV_DUMP"] = str(direct)
    direct_cmd = cmd.replace("claude", str(context.standin_dir / "claude"), 1)
    subprocess.run(["bash", "-c", direct_cmd], env=env, cwd=context.workdir, capture_output=True, timeout=60)

    def parse(path: Path) -> dict[bytes, bytes]:
        items = [i for i in path.read_bytes().split(b"\0") if i]
        return dict(i.split(b"=", 1) for i in items)
    via, plain = parse(dump), parse(direct)
    assert via.pop(b"CLAUDE_DISTILL_INSIDE") == b"1"
    for noise in (b"_", b"STANDIN_ENV_DUMP"):  # the shell's last command, the dump target
        via.pop(noise, None), plain.pop(noise, None)
    assert via == plain, {k: (via.get(k), plain.get(k)) for k in set(via) | set(plain) if via.get(k) != plain.get(k)}


@when('I run the stand-in through the shim as "{command}"')
def step_run_standin(context, command):
    context.last_standin_command = command
    run(context, command)


@then('the stand-in saw the signal dispositions of a direct run')
def step_signals_same(context):
    via, direct = context.base / "sig-via", context.base / "sig-direct"
    env = dict(context.env, STANDIN_SIG_DUMP=str(via))
    subprocess.run(["bash", "-c", "claude hi"], env=env, cwd=context.workdir, capture_output=True, timeout=60)
    env["STANDIN_SIG_DUMP"] = str(direct)
    subprocess.run(["bash", "-c", f"{context.standin_dir / 'claude'} hi"], env=env, cwd=context.workdir,
                   capture_output=True, timeout=60)
    assert via.read_text() == direct.read_text(), (via.read_text(), direct.read_text())


# --- the real Claude Code -------------------------------------------------------------------------

def _require_real(context) -> str:
    if not context.real_claude:
        if os.environ.get("CI", "").lower() == "true":
            raise AssertionError("the real Claude Code binary is missing (CLAUDE_DISTILL_TEST_CLAUDE)")
        context.scenario.skip("the real Claude Code binary is not installed")
        return ""
    return context.real_claude


@given('a fake Anthropic API answering "{text}"')
def step_fake_api(context, text):
    real = _require_real(context)
    if not real:
        return
    from tests.fakeapi import FakeAnthropic
    from tests.harness.claude import make_claude_home
    api = FakeAnthropic([{"text": text}], log_path=context.base / "requests.jsonl")
    api.start()
    context.cleanups.append(api.stop)
    context.api = api
    claude_env = make_claude_home(context.base, api.url, [context.workdir])
    # The harness made its home under base/home: the scenario's own home.
    keep_path = context.env["PATH"]
    context.env.update({k: v for k, v in claude_env.items() if k != "PATH"})
    context.env["PATH"] = keep_path
    context.home = Path(claude_env["HOME"])


@then('the output is byte-identical to the real binary\'s "{args}"')
def step_identical(context, args):
    real = _require_real(context)
    if not real:
        return
    direct = subprocess.run(["bash", "-c", f'"$0" {args}', real], env=context.env, cwd=context.workdir,
                            capture_output=True, timeout=60)
    assert context.result.returncode == direct.returncode
    assert context.result.stdout == direct.stdout, (context.result.stdout, direct.stdout)
    assert context.result.stderr == direct.stderr, (context.result.stderr, direct.stderr)


@when('I run claude -p "{prompt}" through the shim with JSON output')
def step_print_run(context, prompt):
    if not _require_real(context):
        return
    from tests.harness.claude import permission_args
    argv = ["claude", "-p", prompt, "--output-format", "json", *permission_args()]
    proc = subprocess.run(argv, env=context.env, cwd=context.workdir, capture_output=True, timeout=180)
    context.result = proc
    context.stdout = proc.stdout.decode("utf-8", "replace")
    context.stderr = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 0, (context.stdout, context.stderr)
    context.session_id = json.loads(context.stdout)["session_id"]


@when('I type "{prompt}" into an interactive claude in tmux, see "{answer}" and type /exit')
def step_tmux(context, prompt, answer):
    if not _require_real(context):
        return
    from tests.harness.claude import TmuxClaude
    with TmuxClaude(str(context.shim_dir / "claude"), context.env, context.workdir) as tui:
        tui.wait_for(r"accept edits on", timeout=60)
        tui.submit(prompt)
        tui.wait_for(answer, timeout=60)
        tui.submit("/exit")
        context.tmux_status = tui.wait_exit(timeout=60)
        match = __import__("re").search(r"--resume ([0-9a-f-]{36})", tui.screen())
        context.session_id = match.group(1) if match else None
    assert context.tmux_status == 0


@then('the session file of claude is gone')
def step_sessions_gone(context):
    sessions = context.home / ".claude" / "sessions"
    left = [p.name for p in sessions.glob("*.json")] if sessions.exists() else []
    assert left == [], left


@then('the stdout is "{text}"')
def step_stdout_is(context, text):
    expected = expand(context, text).encode().decode("unicode_escape")
    assert context.stdout == expected, (context.stdout, context.stderr)
