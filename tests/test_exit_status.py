"""Exit status parity: through the shim, every ending is the real binary's own."""
from __future__ import annotations

import errno
import signal
import subprocess
import time
from pathlib import Path

import pytest

from shim import run as shim_run
from tests.harness.shim_kit import make_shim, shim_env, wait_idle

STANDIN = """#!/bin/sh
case "$1" in
  exit) exit "$2" ;;
  kill) kill -s "$2" $$; sleep 30 ;;
  sleep) exec sleep "$2" ;;
esac
"""


@pytest.mark.parametrize("err,status", [
    (errno.ENOENT, 127), (errno.ENOTDIR, 127), (errno.ELOOP, 127),
    (errno.EACCES, 126), (errno.ENOEXEC, 126), (errno.ETXTBSY, 126), (None, 126),
])
def test_exec_failure_status(err, status) -> None:
    assert shim_run.exec_failure_status(err) == status


@pytest.fixture(scope="module")
def kit(tmp_path_factory) -> dict[str, Path]:
    return make_shim(tmp_path_factory.mktemp("exit"), STANDIN)


def _hup_as_from_a_terminal() -> None:
    """A suite started under nohup hands SIGHUP on ignored, and an ignored signal survives exec: both runs would
    outlive `kill -s HUP $$` alike. The comparison is about a caller that left it at its default."""
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


def both(kit, *args: str) -> tuple[int, int]:
    """(status through the shim, status of the stand-in run directly), wrap path included."""
    env = shim_env(kit)
    via = subprocess.run(["bash", "-c", 'claude "$@"; echo "rc=$?"', "x", *args], env=env,
                         capture_output=True, text=True, timeout=60, preexec_fn=_hup_as_from_a_terminal)
    direct = subprocess.run(["bash", "-c", '"$0" "$@"; echo "rc=$?"', str(kit["real_dir"] / "claude"), *args],
                            env=env, capture_output=True, text=True, timeout=60, preexec_fn=_hup_as_from_a_terminal)
    wait_idle(env)
    return int(via.stdout.split("rc=")[-1]), int(direct.stdout.split("rc=")[-1])


@pytest.mark.parametrize("code", [0, 1, 2, 42])
def test_exit_codes(kit, code: int) -> None:
    assert both(kit, "exit", str(code)) == (code, code)


@pytest.mark.parametrize("sig,status", [("TERM", 143), ("HUP", 129), ("KILL", 137)])
def test_self_inflicted_signals(kit, sig: str, status: int) -> None:
    assert both(kit, "kill", sig) == (status, status)


def test_timeout_kill_hits_claude_itself(kit) -> None:
    """`timeout -s KILL` kills the process it started, which is claude: no orphan, status 137."""
    env = shim_env(kit)
    out = subprocess.run(["bash", "-c", "timeout -s KILL 0.5 claude sleep 30; echo rc=$?"], env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "rc=137"
    wait_idle(env)
    leftover = subprocess.run(["pgrep", "-f", f"{kit['real_dir']}"], capture_output=True, text=True)
    assert leftover.stdout.strip() == ""


def test_sigterm_from_outside(kit) -> None:
    env = shim_env(kit)
    proc = subprocess.Popen([str(kit["shim_dir"] / "claude"), "sleep", "30"], env=env)
    try:
        # Same pid: once the stand-in has replaced the shim, its command line is sleep's.
        # However slowly a loaded machine gets there, the signal must reach sleep, not the shim.
        deadline = time.monotonic() + 60
        while not Path(f"/proc/{proc.pid}/cmdline").read_bytes().startswith(b"sleep"):
            assert time.monotonic() < deadline, "the shim never became the stand-in"
            time.sleep(0.01)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == -signal.SIGTERM
    finally:
        proc.kill()
    wait_idle(env)


@pytest.mark.parametrize("setup,status", [("none", 127), ("noexec", 126)])
def test_resolution_failures(tmp_path: Path, setup: str, status: int) -> None:
    kit = make_shim(tmp_path, None if setup == "none" else STANDIN)
    if setup == "noexec":
        (kit["real_dir"] / "claude").chmod(0o644)
    out = subprocess.run([str(kit["shim_dir"] / "claude"), "hi"], env=shim_env(kit), capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == status
    assert out.stderr.count("\n") == 1 and out.stderr.startswith("claude-distill:")
