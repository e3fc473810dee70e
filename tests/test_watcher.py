"""The watcher end to end, with a stand-in claude that writes what 2.1.332 writes.

The stand-in and the shim kit are in tests/harness/shim_kit.py."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core import paths
from core.distil import pending
from shim import watcher
from tests.harness.shim_kit import make_shim, rows, shim_env, wait_idle

ROOT = Path(__file__).resolve().parent.parent

@pytest.fixture
def kit(tmp_path: Path) -> dict[str, Path]:
    return make_shim(tmp_path)


def run_claude(kit, env, *args, cwd=None, timeout=60) -> subprocess.CompletedProcess:
    return subprocess.run([str(kit["shim_dir"] / "claude"), *args], env=env, cwd=cwd or kit["home"],
                          capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL)


# --- state folder parity -------------------------------------------------------------------

@pytest.mark.parametrize("env", [
    {"HOME": "/h"},
    {"HOME": "/h/", "XDG_STATE_HOME": "/x/state"},
    {"HOME": "/h", "XDG_STATE_HOME": "relative/ignored"},
    {"HOME": "/h", "XDG_STATE_HOME": ""},
])
def test_pending_dir_matches_core_paths(env: dict[str, str]) -> None:
    benv = {k.encode(): v.encode() for k, v in env.items()}
    assert os.path.normpath(os.fsdecode(watcher.pending_dir(benv))) == str(paths.pending_dir(env))


# --- pending markers -------------------------------------------------------------------------

def test_hold_marks_and_clears(tmp_path: Path) -> None:
    folder = str(tmp_path / "pending")
    with pending.hold("sweep", "daily", folder=folder) as h:
        assert pending.busy(folder) == ["daily.sweep"]
        assert pending.is_held(h.path)
        assert not pending.wait(0.1, folder=folder)
    assert pending.busy(folder) == []
    assert pending.wait(0, folder=folder)


def test_same_name_twice_stays_visible(tmp_path: Path) -> None:
    folder = str(tmp_path / "pending")
    with pending.hold("x", "n", folder=folder), pending.hold("x", "n", folder=folder):
        assert len(pending.busy(folder)) == 2
    assert pending.busy(folder) == []


def test_stale_marker_is_removed(tmp_path: Path) -> None:
    folder = tmp_path / "pending"
    folder.mkdir()
    (folder / "12345.watch").write_text("pid=12345\n")  # its holder died without cleaning up
    assert pending.busy(str(folder)) == []
    assert not (folder / "12345.watch").exists()


def test_marker_held_by_another_process(tmp_path: Path) -> None:
    folder = str(tmp_path / "pending")
    code = ("import sys, time; sys.path.insert(0, %r); from core.distil import pending\n"
            "with pending.hold('job', 'other', folder=%r):\n    print('held', flush=True); time.sleep(30)\n"
            % (str(ROOT), folder))
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE)
    try:
        assert proc.stdout.readline().strip() == b"held"
        assert pending.busy(folder) == ["other.job"]
        proc.kill()  # SIGKILL: no cleanup, the lock goes with the process
        proc.wait()
        assert pending.wait(10, folder=folder)
        assert os.listdir(folder) == []
    finally:
        proc.kill()


def test_watched_ancestor(tmp_path: Path) -> None:
    folder = tmp_path / "pending"
    ppid = os.getpid()
    child_code = ("import os, sys; sys.path.insert(0, %r); from shim import watcher\n"
                  "print(watcher.watched_ancestor(%r, os.getpid()))" % (str(ROOT), os.fsencode(folder)))
    out = subprocess.run([sys.executable, "-c", child_code], capture_output=True, text=True).stdout
    assert out.strip() == "None"
    with pending.hold("watch", str(ppid), folder=str(folder)):
        out = subprocess.run(["sh", "-c", f"{sys.executable} -c \"$0\"", child_code],
                             capture_output=True, text=True).stdout
    assert out.strip() == str(ppid)
    (folder / f"{ppid}.watch").write_text("stale")  # a stale marker for a reused pid is not trusted
    out = subprocess.run([sys.executable, "-c", child_code], capture_output=True, text=True).stdout
    assert out.strip() == "None"


# --- end to end --------------------------------------------------------------------------------

def test_session_is_recorded_with_its_transcript(kit) -> None:
    env = shim_env(kit)
    proc = run_claude(kit, env, "hello")
    assert proc.returncode == 0, proc.stderr
    wait_idle(env)
    sessions = rows(env, "SELECT * FROM sessions")
    assert len(sessions) == 1
    s = sessions[0]
    assert s["end_kind"] == "exited"
    ids = json.loads(s["session_ids_json"])
    handoffs = rows(env, "SELECT * FROM handoffs ORDER BY id")
    assert [h["session_id"] for h in handoffs] == ids and len(ids) == 1
    h = handoffs[0]
    assert h["transcript"].endswith(f"/{ids[0]}.jsonl")
    assert (h["start_offset"], h["end_offset"]) == (0, os.path.getsize(h["transcript"]))


def test_clear_chain_gives_every_file(kit) -> None:
    env = shim_env(kit, FAKE_SCRIPT="clear quickclear quickclear clear")
    assert run_claude(kit, env, "hello").returncode == 0
    wait_idle(env)
    handoffs = rows(env, "SELECT * FROM handoffs ORDER BY id")
    assert len(handoffs) == 5
    assert len({h["transcript"] for h in handoffs}) == 5
    assert all(h["start_offset"] == 0 for h in handoffs)


def test_resume_hands_off_only_the_appended_bytes(kit) -> None:
    env = shim_env(kit)
    assert run_claude(kit, env, "first").returncode == 0
    wait_idle(env)
    first = rows(env, "SELECT * FROM handoffs")[0]
    size_before = os.path.getsize(first["transcript"])
    assert run_claude(kit, env, "--resume", first["session_id"], "again").returncode == 0
    wait_idle(env)
    second = rows(env, "SELECT * FROM handoffs ORDER BY id")[-1]
    assert second["transcript"] == first["transcript"]
    assert second["start_offset"] == size_before
    assert second["end_offset"] == os.path.getsize(first["transcript"]) > size_before


def test_no_prompt_text_reaches_the_state_store(kit) -> None:
    """argv is kept without its text: a `-p` prompt must never land in state.db."""
    env = shim_env(kit)
    secret = "PLANTED-SECRET-7f3a"
    sid = "1b4e28ba-2fa1-11d2-883f-0016d3cca427"
    prompt = f"deploy with password {secret}"
    proc = run_claude(kit, env, "-p", prompt, "--model", "opus",
                      "--session-id", sid, "--append-system-prompt", f"-{secret}",
                      f"--system-prompt={secret}", "--output-format=json", "--", secret)
    assert proc.returncode == 0, proc.stderr
    wait_idle(env)
    sessions = rows(env, "SELECT * FROM sessions")
    assert len(sessions) == 1
    assert json.loads(sessions[0]["argv_json"]) == [
        "-p", f"<text:{len(prompt)} chars>", "--model", "opus", "--session-id", sid,
        "--append-system-prompt", f"<text:{len(secret) + 1} chars>",
        f"--system-prompt=<text:{len(secret)} chars>", "--output-format=json", "--",
        f"<text:{len(secret)} chars>"]
    db = paths.state_db(env)
    for path in db.parent.glob(db.name + "*"):  # the database and any -wal/-journal beside it
        assert secret.encode() not in path.read_bytes(), path


@pytest.mark.parametrize("args,stored", [
    (["hello there"], ["<text:11 chars>"]),
    (["-c", "-p", "more"], ["-c", "-p", "<text:4 chars>"]),
    (["--resume", "1b4e28ba-2fa1-11d2-883f-0016d3cca427", "again"],
     ["--resume", "1b4e28ba-2fa1-11d2-883f-0016d3cca427", "<text:5 chars>"]),
    (["-r", "find my secret chat"], ["-r", "<text:19 chars>"]),
    (["--resume", "--fork-session"], ["--resume", "--fork-session"]),
    (["--permission-mode", "acceptEdits", "--model=claude-opus-4-1[1m]"],
     ["--permission-mode", "acceptEdits", "--model=claude-opus-4-1[1m]"]),
    (["--model", "not a model name"], ["--model", "<text:16 chars>"]),
    (["--add-dir", "/home/me/secret-project", "--mcp-config", "{}"],
     ["--add-dir", "<text:23 chars>", "--mcp-config", "<text:2 chars>"]),
    (["-p", "--weird option text"], ["-p", "<text:19 chars>"]),
    (["--allowedTools", "Bash(rm -rf x)", "--", "-p"], ["--allowedTools", "<text:14 chars>", "--", "<text:2 chars>"]),
])
def test_safe_argv(args: list[str], stored: list[str]) -> None:
    assert watcher.safe_argv(args) == stored


def test_claude_config_dir_is_followed(kit, tmp_path: Path) -> None:
    env = shim_env(kit, CLAUDE_CONFIG_DIR=str(tmp_path / "cfg"))
    assert run_claude(kit, env, "hello").returncode == 0
    wait_idle(env)
    handoffs = rows(env, "SELECT * FROM handoffs")
    assert len(handoffs) == 1 and handoffs[0]["transcript"].startswith(str(tmp_path / "cfg" / "projects"))


def test_two_sessions_in_one_folder_are_not_confused(kit, tmp_path: Path) -> None:
    work = tmp_path / "work"
    work.mkdir()
    env_a = shim_env(kit, FAKE_SCRIPT="sleep=0.5 clear sleep=0.5")
    env_b = shim_env(kit, FAKE_SCRIPT="sleep=0.2 clear sleep=0.2 clear sleep=0.4")
    procs = [subprocess.Popen([str(kit["shim_dir"] / "claude"), "x"], env=e, cwd=work,
                              stdout=subprocess.DEVNULL, stdin=subprocess.DEVNULL) for e in (env_a, env_b)]
    pids = [p.pid for p in procs]
    for p in procs:
        assert p.wait(60) == 0
    wait_idle(env_a)
    sessions = {s["pid"]: s for s in rows(env_a, "SELECT * FROM sessions")}
    assert set(sessions) == set(pids)
    by_row: dict[int, set[str]] = {}
    for h in rows(env_a, "SELECT * FROM handoffs"):
        by_row.setdefault(h["session_row"], set()).add(h["session_id"])
    counts = sorted(len(v) for v in by_row.values())
    assert counts == [2, 3]
    a, b = by_row.values()
    assert not (a & b)


@pytest.mark.parametrize("end,kind", [("kill=KILL", "killed"), ("kill=TERM", "exited"), ("kill=HUP", "exited")])
def test_signal_endings_still_hand_off(kit, end: str, kind: str) -> None:
    env = shim_env(kit, FAKE_END=end)
    proc = run_claude(kit, env, "hello")
    assert proc.returncode == -getattr(signal, "SIG" + end.split("=")[1])
    wait_idle(env)
    sessions = rows(env, "SELECT * FROM sessions")
    assert len(sessions) == 1 and sessions[0]["end_kind"] == kind
    assert len(rows(env, "SELECT * FROM handoffs")) == 1


def test_command_substitution_returns_before_the_watcher(kit) -> None:
    """The caller's pipe reaches EOF when claude exits, while the watcher still works."""
    env = shim_env(kit, FAKE_SCRIPT="print=answer", FAKE_START_DELAY="0")
    out = subprocess.run(["sh", "-c", 'x=$(claude -p hi); echo "got:$x"; ls "$0"', str(paths.pending_dir(env))],
                         env=env, capture_output=True, text=True, timeout=60)
    assert out.stdout.startswith("got:answer\n")
    wait_idle(env)
    assert len(rows(env, "SELECT * FROM sessions")) == 1


def _cmdline(pid: int | str) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _cwd(pid: int | str) -> str | None:
    try:
        return os.readlink(f"/proc/{pid}/cwd")
    except OSError:
        return None


def _open_fds(pid: int) -> dict[int, str]:
    """What each descriptor of a running process points to. One it closes between the listing and the reading
    (a file of its own it was reading) is left out: an inherited terminal or pipe stays open, so it is still seen."""
    fds: dict[int, str] = {}
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            fds[int(fd)] = os.readlink(f"/proc/{pid}/fd/{fd}")
        except FileNotFoundError:
            continue
    return fds


def test_watcher_has_no_terminal_and_no_inherited_descriptors(kit, tmp_path: Path) -> None:
    """Inspects the final watcher once it has settled, never the short-lived middle of the double fork.

    The shim reaps the middle process before it execs claude, and the watcher's
    last step of detaching is to leave the caller's folder; claude stays alive
    (waitfor) until the test has looked, however slowly the watcher is scheduled."""
    go = tmp_path / "go"
    env = shim_env(kit, FAKE_SCRIPT=f"waitfor={go}")
    shim = str(kit["shim_dir"] / "claude").encode()
    proc = subprocess.Popen([str(kit["shim_dir"] / "claude"), "x"], env=env, cwd=kit["home"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.PIPE)
    try:
        candidates: list[int] = []
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if b"real-bin" in _cmdline(proc.pid):  # the shim has become claude: the middle is gone
                candidates = [int(n) for n in os.listdir("/proc")
                              if n.isdigit() and int(n) != proc.pid and shim in _cmdline(n)]
                if len(candidates) == 1 and _cwd(candidates[0]) == "/":
                    break
            time.sleep(0.05)
        assert len(candidates) == 1 and _cwd(candidates[0]) == "/", f"no settled watcher: {candidates}"
        watcher_pid = candidates[0]
        stat = Path(f"/proc/{watcher_pid}/stat").read_text()
        fields = stat[stat.rfind(")") + 2:].split()
        assert int(fields[3]) not in (os.getsid(0), os.getsid(proc.pid))  # a session of its own...
        assert int(fields[1]) != proc.pid  # ...and not claude's child
        assert int(fields[4]) == 0  # no controlling terminal
        fds = _open_fds(watcher_pid)
        assert fds[0] == "/dev/null"
        assert fds[1].endswith("watcher.log") and fds[2].endswith("watcher.log")
        assert not any(target.startswith("pipe:") for target in fds.values())
    finally:
        go.touch()
        proc.communicate(timeout=60)
    wait_idle(env)


def test_internal_error_still_runs_claude(kit, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    env = shim_env(kit, XDG_STATE_HOME=str(blocker), FAKE_SCRIPT="print=ran", FAKE_START_DELAY="0")
    proc = run_claude(kit, env, "hello")
    assert proc.returncode == 0 and proc.stdout == b"ran\n"
