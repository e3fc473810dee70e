"""A built zipapp with the shim first on PATH and a stand-in claude after it.

The stand-in (FAKE_CLAUDE) writes what Claude Code 2.1.332 writes: its
sessions/<pid>.json and transcripts. The watcher tests, the exit-status tests
and the behave steps all start sessions this way."""
from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

from core import paths
from core.distil import pending
from tests.harness.state_db import query

ROOT = Path(__file__).resolve().parent.parent.parent

# A stand-in for Claude Code: announces itself in sessions/<pid>.json (with
# procStart), writes transcripts named by sessionId under projects/<enc>/,
# removes its sessions file on a normal exit or TERM/INT/HUP, and follows
# FAKE_SCRIPT (clear, quickclear, sleep=S, print=T, nest=CMD, waitfor=PATH: until PATH
# exists, at most 60 s) and FAKE_END
# (exit=N or kill=SIG).
FAKE_CLAUDE = r'''#!/usr/bin/env python3
import json, os, signal, subprocess, sys, time, uuid
from datetime import datetime, timezone

def now():
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")

args = sys.argv[1:]
if "--version" in args:
    print("2.1.332 (Claude Code)")
    sys.exit(0)
log = os.environ.get("FAKE_ENV_LOG")
if log:
    with open(log, "a") as fh:
        fh.write(json.dumps({"pid": os.getpid(), "argv0": sys.argv[0], "args": args,
                             "inside": os.environ.get("CLAUDE_DISTILL_INSIDE")}) + "\n")
cfg = os.environ.get("CLAUDE_CONFIG_DIR") or os.path.join(os.environ["HOME"], ".claude")
pid = os.getpid()
with open(f"/proc/{pid}/stat", "rb") as fh:
    data = fh.read()
ticks = data[data.rfind(b")") + 2:].split()[19].decode()
cwd = os.path.realpath(os.getcwd())
enc = "".join(c if c.isascii() and c.isalnum() else "-" for c in cwd)
proj = os.path.join(cfg, "projects", enc)
os.makedirs(proj, exist_ok=True)
os.makedirs(os.path.join(cfg, "sessions"), exist_ok=True)
spath = os.path.join(cfg, "sessions", f"{pid}.json")

def announce(sid):
    tmp = spath + ".tmp"
    with open(tmp, "w") as fh:
        json.dump({"pid": pid, "sessionId": sid, "cwd": cwd, "procStart": ticks, "version": "2.1.332"}, fh)
    os.replace(tmp, spath)

def write(sid, records):
    with open(os.path.join(proj, f"{sid}.jsonl"), "a") as fh:
        for r in records:
            r.setdefault("sessionId", sid)
            fh.write(json.dumps(r) + "\n")

def turn(sid, text):
    u = str(uuid.uuid4())
    write(sid, [{"type": "user", "uuid": u, "parentUuid": None, "timestamp": now(), "cwd": cwd,
                 "message": {"role": "user", "content": text}},
                {"type": "assistant", "uuid": str(uuid.uuid4()), "parentUuid": u, "timestamp": now(),
                 "cwd": cwd, "message": {"role": "assistant", "content": [{"type": "text", "text": "ok"}]}}])

def clear_file(sid):
    write(sid, [{"type": "mode", "mode": "normal"},
                {"type": "user", "uuid": str(uuid.uuid4()), "parentUuid": None, "timestamp": now(),
                 "cwd": cwd, "message": {"role": "user", "content": "<command-name>/clear</command-name>"}}])

def gone(*_):
    try:
        os.unlink(spath)
    except OSError:
        pass
    signal.signal(signal.SIGTERM, signal.SIG_DFL)

sid = str(uuid.uuid4())
if "--resume" in args:
    sid = args[args.index("--resume") + 1]
announce(sid)
time.sleep(float(os.environ.get("FAKE_START_DELAY", "0.3")))
turn(sid, "hello")
for step in os.environ.get("FAKE_SCRIPT", "").split():
    if step == "clear":
        sid = str(uuid.uuid4()); announce(sid); clear_file(sid); turn(sid, "after clear")
        time.sleep(0.4)
    elif step == "quickclear":
        sid = str(uuid.uuid4()); clear_file(sid); turn(sid, "quick")
    elif step.startswith("sleep="):
        time.sleep(float(step[6:]))
    elif step.startswith("waitfor="):
        deadline = time.monotonic() + 60
        while not os.path.exists(step[8:]) and time.monotonic() < deadline:
            time.sleep(0.05)
    elif step.startswith("print="):
        print(step[6:], flush=True)
    elif step.startswith("nest="):
        inner = {k: v for k, v in os.environ.items() if not k.startswith("FAKE_")}
        subprocess.run(["sh", "-c", step[5:].replace("+", " ")], env=inner, check=False, timeout=120)
end = os.environ.get("FAKE_END", "exit=0")
kind, _, val = end.partition("=")
if kind == "kill":
    if val not in ("KILL", "QUIT"):
        gone()
    if val != "KILL":
        signal.signal(getattr(signal, "SIG" + val), signal.SIG_DFL)
    os.kill(pid, getattr(signal, "SIG" + val))
    time.sleep(30)
gone()
sys.exit(int(val))
'''


def make_shim(tmp: Path, real_script: str | None = FAKE_CLAUDE) -> dict[str, Path]:
    """A built zipapp, a `claude` link to it first on PATH and (optionally) a stand-in after it."""
    sys.path.insert(0, str(ROOT / "install"))
    import build
    zipapp = build.build(tmp / "claude-distill.pyz", sys.executable)
    shim_dir, real_dir, home = tmp / "shim-bin", tmp / "real-bin", tmp / "home"
    for d in (shim_dir, real_dir, home):
        d.mkdir(exist_ok=True)
    (shim_dir / "claude").symlink_to(zipapp)
    (shim_dir / "claude-distill").symlink_to(zipapp)
    if real_script is not None:
        real = real_dir / "claude"
        real.write_text(real_script)
        real.chmod(0o755)
    return {"zipapp": zipapp, "shim_dir": shim_dir, "real_dir": real_dir, "home": home}


def shim_env(kit: dict[str, Path], **extra: str) -> dict[str, str]:
    env = {"HOME": str(kit["home"]), "LANG": "C.UTF-8",
           "PATH": f"{kit['shim_dir']}:{kit['real_dir']}:/usr/local/bin:/usr/bin:/bin",
           "CLAUDE_DISTILL_BACKEND": "offline", "CLAUDE_DISTILL_SWEEP_AFTER_SESSION": "0"}
    env.update(extra)
    return env


def wait_idle(env: dict[str, str], timeout: float = 60) -> None:
    folder = paths.pending_dir(env)
    assert pending.wait(timeout, folder=str(folder)), f"still pending: {pending.busy(str(folder))}"


def rows(env: dict[str, str], sql: str) -> list[sqlite3.Row]:
    return query(paths.state_db(env), sql)
