"""The zipapp named `codex` wraps the real Codex CLI 0.171.0 like it wraps `claude`."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from agents import resolve
from shim import codex_passthrough
from tests.fakeapi.openai import FakeOpenAI, codex_config
from tests.harness.codex import require_real_codex, rollouts
from tests.harness.shim_kit import make_shim, rows, shim_env, wait_idle


@pytest.fixture
def kit(tmp_path: Path):
    real = require_real_codex()
    kit = make_shim(tmp_path, real_script=None)
    (kit["shim_dir"] / "codex").symlink_to(kit["zipapp"])
    (kit["real_dir"] / "codex").symlink_to(real)
    (kit["home"] / "proj").mkdir()
    return kit


def codex_env(kit, api, **extra: str) -> dict[str, str]:
    home = kit["home"]
    (home / ".codex").mkdir(exist_ok=True)
    (home / ".codex/config.toml").write_text(codex_config(api.url))
    return shim_env(kit, FAKE_KEY="k", CODEX_HOME=str(home / ".codex"), **extra)


def run(env, *args: str, cwd: Path, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(["codex", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120, **kw)


def test_tables_decide(kit) -> None:
    assert codex_passthrough.decides([b"--version"]) == "none"
    assert codex_passthrough.decides([b"exec", b"--help"]) == "none"
    assert codex_passthrough.decides([b"exec", b"--ephemeral", b"hi"]) == "none"
    assert codex_passthrough.decides([b"login"]) == "none"
    assert codex_passthrough.decides([b"-m", b"login", b"hi"]) == "session"
    assert codex_passthrough.decides([b"exec", b"resume", b"--last", b"x"]) == "session"
    assert codex_passthrough.decides([]) == "session"


def test_the_session_folder_follows_cd() -> None:
    assert codex_passthrough.cd_of(["-C", "sub", "hi"], "/w") == "/w/sub"
    assert codex_passthrough.cd_of(["--cd=/x/y"], "/w") == "/x/y"
    assert codex_passthrough.cd_of(["exec", "hi"], "/w") == "/w"


def test_tables_match_the_installed_help(kit) -> None:
    """Every subcommand `codex --help` lists is either in our table or starts a session."""
    out = subprocess.run([str(kit["real_dir"] / "codex"), "--help"], capture_output=True, text=True).stdout
    listed = out.split("Commands:", 1)[1].split("Arguments:", 1)[0]
    names = {line.split()[0] for line in listed.splitlines() if line.startswith("  ") and line.split()
             and not line.startswith("   ")}
    assert names, out
    known = codex_passthrough.SUBCOMMANDS | codex_passthrough.SESSION_SUBCOMMANDS
    assert names - known == set(), f"new codex subcommands to classify: {sorted(names - known)}"


def test_resolves_past_the_shim(kit) -> None:
    env = {b"PATH": os.fsencode(f"{kit['shim_dir']}:{kit['real_dir']}"), b"HOME": os.fsencode(kit["home"])}
    found = resolve.find_real(env, [os.fsencode(kit["shim_dir"] / "codex"), os.fsencode(kit["zipapp"])],
                              resolve.CODEX)
    assert found == os.fsencode(kit["real_dir"] / "codex")


def test_version_and_exit_status_pass_through(kit) -> None:
    with FakeOpenAI([{"error": {"status": 400, "message": "bad request"}}]) as api:
        env = codex_env(kit, api)
        assert run(env, "--version", cwd=kit["home"]).stdout.strip() == "codex-cli 0.171.0"
        direct = subprocess.run([str(kit["real_dir"] / "codex"), "exec", "--skip-git-repo-check", "hi"],
                                cwd=kit["home"] / "proj", env=env, capture_output=True, text=True, timeout=120)
        wrapped = run(env, "exec", "--skip-git-repo-check", "hi", cwd=kit["home"] / "proj")
        wait_idle(env)
    assert direct.returncode == wrapped.returncode == 1


def test_a_wrapped_session_is_handed_off_with_its_rollout(kit) -> None:
    script = [{"name": "env", "match_tool_output": False, "times": 1,
               "shell": "echo INSIDE=$CLAUDE_DISTILL_INSIDE"}, {"name": "end", "text": "Done."}]
    with FakeOpenAI(script) as api:
        env = codex_env(kit, api)
        done = run(env, "exec", "--skip-git-repo-check", "show env", cwd=kit["home"] / "proj")
        wait_idle(env)
        body = json.dumps(api.response_requests()[-1]["body"])
    assert done.returncode == 0, done.stderr[-1500:]
    assert "INSIDE=1" in body  # the session's commands see the loop-break variable
    [rollout] = rollouts(kit["home"] / ".codex")
    handed = rows(env, "SELECT session_id, transcript, start_offset, end_offset FROM handoffs")
    assert [(r[1], r[2], r[3]) for r in handed] == [(str(rollout), 0, rollout.stat().st_size)]
    sessions = rows(env, "SELECT via FROM sessions")
    assert [r[0] for r in sessions] == ["codex-shim"]


def test_resume_hands_off_only_the_new_bytes(kit) -> None:
    with FakeOpenAI([{"text": "hi"}]) as api:
        env = codex_env(kit, api)
        run(env, "exec", "--skip-git-repo-check", "first", cwd=kit["home"] / "proj")
        wait_idle(env)
        [rollout] = rollouts(kit["home"] / ".codex")
        size = rollout.stat().st_size
        run(env, "exec", "--skip-git-repo-check", "resume", "--last", "second", cwd=kit["home"] / "proj")
        wait_idle(env)
    handed = rows(env, "SELECT transcript, start_offset, end_offset FROM handoffs ORDER BY id")
    assert [(r[1], r[2]) for r in handed] == [(0, size), (size, rollout.stat().st_size)]


def test_nested_codex_and_claude_are_not_wrapped_twice(kit) -> None:
    """A wrapped Codex session that runs `codex` (and `claude`) again: one session handed off."""
    fake_claude = kit["real_dir"] / "claude"
    fake_claude.write_text("#!/bin/sh\necho claude-ran INSIDE=$CLAUDE_DISTILL_INSIDE\n")
    fake_claude.chmod(0o755)
    # Codex runs commands in a login shell (`bash -lc`), which resets PATH: set it as a profile would.
    nested = (f"export PATH={kit['shim_dir']}:{kit['real_dir']}:$PATH; "
              "codex exec --skip-git-repo-check inner; claude -p hi")
    script = [{"name": "inner", "match_last_user": "inner", "text": "inner done"},
              {"name": "outer", "match_tool_output": False, "times": 1, "shell": nested},
              {"name": "end", "text": "Done."}]
    with FakeOpenAI(script) as api:
        env = codex_env(kit, api)
        done = run(env, "exec", "--skip-git-repo-check", "outer", cwd=kit["home"] / "proj")
        wait_idle(env)
    assert done.returncode == 0, done.stderr[-1500:]
    outputs = [r for f in rollouts(kit["home"] / ".codex") for r in f.read_text().splitlines()
               if '"function_call_output"' in r]
    assert len(rollouts(kit["home"] / ".codex")) == 2, [json.loads(o)["payload"]["output"] for o in outputs]
    assert len(rows(env, "SELECT id FROM handoffs")) == 1
    assert len(rows(env, "SELECT id FROM sessions")) == 1


def test_escape_hatch_leaves_the_session_alone(kit) -> None:
    with FakeOpenAI([{"text": "hi"}]) as api:
        env = codex_env(kit, api, CLAUDE_DISTILL_INSIDE="1")
        done = run(env, "exec", "--skip-git-repo-check", "private", cwd=kit["home"] / "proj")
        wait_idle(env)
    assert done.returncode == 0
    assert rows(env, "SELECT id FROM handoffs") == []
    [rollout] = rollouts(kit["home"] / ".codex")
    left = rows(env, "SELECT session_id FROM left_alone")
    assert [r[0] for r in left] == [json.loads(rollout.read_text().splitlines()[0])["payload"]["id"]]


def _kill_daemons(codex_home: Path) -> None:
    """The app-server daemon an interactive codex starts for its CODEX_HOME (ours, by its path)."""
    import signal
    for pid in [p for p in os.listdir("/proc") if p.isdigit()]:
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if os.fsencode(str(codex_home)) in cmdline and b"app-server" in cmdline:
            try:
                os.kill(int(pid), signal.SIGTERM)
            except OSError:
                pass


def test_an_interactive_session_is_handed_off(kit, tmp_path: Path) -> None:
    """Interactive codex 0.171.0 writes through its app-server daemon, not the TUI process:
    the rollout is found as the only one of the cwd written during the session."""
    import shlex
    import time
    project = kit["home"] / "proj"
    with FakeOpenAI([{"text": "interactive answer"}]) as api:
        env = codex_env(kit, api, TERM="xterm-256color")
        with open(kit["home"] / ".codex/config.toml", "a") as fh:
            fh.write(f'\n[projects."{project}"]\ntrust_level = "trusted"\n')
        sock = str(tmp_path / "tmux.sock")
        line = "env -i " + " ".join(shlex.quote(f"{k}={v}") for k, v in env.items()) + " codex 'say hi'"
        subprocess.run(["tmux", "-S", sock, "-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "40",
                        "-c", str(project), line], check=True, env={**os.environ, "PATH": env["PATH"]})
        try:
            for _ in range(60):
                time.sleep(0.5)
                screen = subprocess.run(["tmux", "-S", sock, "capture-pane", "-p"], capture_output=True,
                                        text=True).stdout
                if "interactive answer" in screen:
                    break
            assert "interactive answer" in screen, screen
            # Ctrl-C twice quits codex's TUI; on a loaded machine a key can land before the TUI reads it, so keep
            # pressing until the session (whose only process is codex) is gone, then wait for the hand-off
            for _ in range(40):
                subprocess.run(["tmux", "-S", sock, "send-keys", "C-c"], capture_output=True)
                time.sleep(0.7)
                if subprocess.run(["tmux", "-S", sock, "has-session"], capture_output=True).returncode != 0:
                    break
            wait_idle(env)
        finally:
            subprocess.run(["tmux", "-S", sock, "kill-server"], capture_output=True)
            _kill_daemons(kit["home"] / ".codex")
    [rollout] = rollouts(kit["home"] / ".codex")
    handed = rows(env, "SELECT transcript, start_offset FROM handoffs")
    assert [(r[0], r[1]) for r in handed] == [(str(rollout), 0)]


STANDIN = """#!/bin/sh
env | sort > "$OUT_ENV"
trap 'exit 130' INT
[ "$1" = sleep ] && { echo ready > "$OUT_ENV.ready"; sleep 30 & wait; }
exit 7
"""


def test_environment_exit_status_and_signals_as_a_direct_run(tmp_path: Path) -> None:
    """A stand-in codex: the same environment plus the sentinel, the same status, the same signal result."""
    import signal
    import time
    kit = make_shim(tmp_path, real_script=None)
    (kit["shim_dir"] / "codex").symlink_to(kit["zipapp"])
    standin = kit["real_dir"] / "codex"
    standin.write_text(STANDIN)
    standin.chmod(0o755)
    env = shim_env(kit, OUT_ENV=str(tmp_path / "wrapped.env"))
    wrapped = subprocess.run(["codex", "--version"], env=env, cwd=tmp_path, capture_output=True)
    direct = subprocess.run([str(standin), "--version"], env=dict(env, OUT_ENV=str(tmp_path / "direct.env")),
                            cwd=tmp_path, capture_output=True)
    assert wrapped.returncode == direct.returncode == 7
    seen = set((tmp_path / "wrapped.env").read_text().splitlines()) - {"CLAUDE_DISTILL_INSIDE=1"}
    base = set((tmp_path / "direct.env").read_text().splitlines())
    assert {line for line in seen if not line.startswith(("OUT_ENV=", "_="))} == \
           {line for line in base if not line.startswith(("OUT_ENV=", "_="))}
    # (a test run from a background job inherits SIGINT ignored, and an ignored signal survives exec: the stand-in
    # could not trap it, wrapped or run directly; the person at a terminal has it at its default)
    proc = subprocess.Popen(["codex", "sleep"], env=env, cwd=tmp_path,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    for _ in range(100):
        if (tmp_path / "wrapped.env.ready").exists():
            break
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)  # the same pid: the shim exec'd in place
    assert proc.wait(timeout=30) == 130
    wait_idle(env)
