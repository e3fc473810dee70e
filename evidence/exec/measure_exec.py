#!/usr/bin/env python3
"""Exec in place (the shim) against spawn-and-wait (spawn_and_wait.py), measured.

    python3 evidence/exec/measure_exec.py

Builds the zipapp into a temporary folder, links it as `claude` first on PATH,
and puts a stand-in `claude` (a shell script that logs its pid, parent and
environment, then exits with a given status or idles for 10 s) behind it. The
same stand-in is run through spawn_and_wait.py. For each launcher it measures:
exit status, whether the process the caller started *is* claude, what
`kill -KILL` and `kill -TERM` on that process leave behind, which
environment variables claude sees that the caller did not set, and whether the
after-session work still happens (the shim's watcher records the end in the
state store; the wrapper appends to $AFTER_LOG after its wait)."""
from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

STANDIN = r'''#!/bin/sh
log=$STANDIN_LOG
echo "start $$ $PPID" >> "$log"
env | LC_ALL=C sort > "$log.env"
case $1 in
  exit) exit "$2" ;;
  idle) i=0; while [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done
        echo "finished $$" >> "$log" ;;
esac
'''


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def ppid_of(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return int(fh.read().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return None


class Bench:
    def __init__(self, base: Path):
        self.base = base
        self.home = base / "home"
        self.home.mkdir()
        shim_dir, standin_dir = base / "shim-bin", base / "standin-bin"
        shim_dir.mkdir()
        standin_dir.mkdir()
        pyz = base / "claude-distill.pyz"
        subprocess.run([sys.executable, str(ROOT / "install" / "build.py"), "--out", str(pyz),
                        "--python", sys.executable], check=True, capture_output=True)
        (shim_dir / "claude").symlink_to(pyz)
        self.standin = standin_dir / "claude"
        self.standin.write_text(STANDIN)
        self.standin.chmod(0o755)
        self.log = base / "standin.log"
        self.after = base / "after.log"
        # A C locale on purpose: it is where an interpreter in the middle shows.
        self.env = {"HOME": str(self.home), "PATH": f"{shim_dir}:{standin_dir}:/usr/bin:/bin",
                    "STANDIN_LOG": str(self.log), "AFTER_LOG": str(self.after), "TERM": "dumb"}
        self.launchers = {
            "exec in place (shim)": ["claude"],
            "spawn-and-wait": [sys.executable, str(HERE / "spawn_and_wait.py"), str(self.standin)],
        }

    def reset(self) -> None:
        for p in (self.log, self.after, Path(str(self.log) + ".env")):
            p.unlink(missing_ok=True)

    def starts(self) -> list[tuple[int, int]]:
        if not self.log.exists():
            return []
        return [(int(a), int(b)) for kind, a, b in (l.split() for l in self.log.read_text().splitlines()
                                                     if l.startswith("start "))]

    def watcher_saw_end(self, pid: int, timeout: float = 5) -> bool:
        """Whether the shim's detached watcher recorded this pid's end in the state store."""
        db = self.home / ".local/state/claude-distill/state.db"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if db.exists():
                try:
                    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
                    try:
                        row = conn.execute("SELECT ended_at FROM sessions WHERE pid = ?", (pid,)).fetchone()
                    finally:
                        conn.close()
                    if row and row[0]:
                        return True
                except sqlite3.Error:
                    pass
            time.sleep(0.1)
        return False

    def popen(self, launcher: str, *args: str) -> subprocess.Popen:
        return subprocess.Popen(self.launchers[launcher] + list(args), env=self.env, cwd=self.base,
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)

    def wait_started(self, timeout: float = 10) -> tuple[int, int]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            s = self.starts()
            if s:
                return s[0]
            time.sleep(0.02)
        raise TimeoutError("the stand-in never started")


def status(rc: int) -> int:
    return 128 - rc if rc < 0 else rc


def measure(bench: Bench, launcher: str) -> dict:
    out: dict = {}
    bench.reset()
    p = bench.popen(launcher, "exit", "7")
    out["exit 7"] = status(p.wait(timeout=30))
    claude_pid, _ = bench.wait_started()
    out["same pid"] = claude_pid == p.pid
    extra = set(Path(str(bench.log) + ".env").read_text().splitlines()) - {
        f"{k}={v}" for k, v in bench.env.items()}
    out["env added"] = sorted(e for e in extra if not e.startswith(("PWD=", "SHLVL=", "_=", "OLDPWD=")))

    for sig in (signal.SIGKILL, signal.SIGTERM):
        bench.reset()
        p = bench.popen(launcher, "idle")
        claude_pid, _ = bench.wait_started()
        time.sleep(0.3)
        os.kill(p.pid, sig)
        rc = status(p.wait(timeout=30))
        time.sleep(0.5)
        orphan = alive(claude_pid)
        out[sig.name] = {
            "status": rc,
            "claude still running": orphan,
            "claude parent now": ppid_of(claude_pid) if orphan else None,
            "after-session work ran": bench.after.exists() or bench.watcher_saw_end(claude_pid),
        }
        if orphan:
            os.kill(claude_pid, signal.SIGKILL)  # our own stand-in; do not leave it behind
    return out


def main() -> int:
    base = Path(tempfile.mkdtemp(prefix="exec-vs-spawn-"))
    try:
        bench = Bench(base)
        results = {name: measure(bench, name) for name in bench.launchers}
    finally:
        shutil.rmtree(base, ignore_errors=True)
    rows = [
        ("exit status of `claude exit 7`", lambda r: str(r["exit 7"])),
        ("the pid the caller started is claude", lambda r: "yes" if r["same pid"] else "no (a parent in between)"),
        ("variables claude sees that the caller did not set",
         lambda r: ", ".join(r["env added"]) or "none"),
        ("`kill -KILL <pid>`: status", lambda r: str(r["SIGKILL"]["status"])),
        ("`kill -KILL <pid>`: claude afterwards",
         lambda r: (f"still running, orphaned (parent {r['SIGKILL']['claude parent now']})"
                    if r["SIGKILL"]["claude still running"] else "dead (it was that pid)")),
        ("`kill -KILL <pid>`: after-session work (shim: the detached watcher; wrapper: its code after wait)",
         lambda r: "ran" if r["SIGKILL"]["after-session work ran"] else "never ran"),
        ("`kill -TERM <pid>`: status", lambda r: str(r["SIGTERM"]["status"])),
        ("`kill -TERM <pid>`: claude afterwards",
         lambda r: "still running" if r["SIGTERM"]["claude still running"] else "dead"),
    ]
    names = list(results)
    print("| measured | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for label, fn in rows:
        print(f"| {label} | " + " | ".join(fn(results[n]) for n in names) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
