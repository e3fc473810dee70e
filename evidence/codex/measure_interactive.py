"""Interactive Codex (the TUI, in tmux): where its rollout is written and which process holds it.

    CLAUDE_DISTILL_TEST_CODEX=…/codex .venv/bin/python evidence/codex/measure_interactive.py

Output: evidence/codex/interactive-0.171.0.txt (ADR 0015)."""
from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.fakeapi.openai import FakeOpenAI  # noqa: E402
from tests.harness.codex import make_codex_home, real_codex_path, rollouts  # noqa: E402


def holders(needle: str) -> list[str]:
    out = []
    for pid in [p for p in os.listdir("/proc") if p.isdigit()]:
        try:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                if "rollout-" in os.readlink(f"/proc/{pid}/fd/{fd}"):
                    cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
                    if needle in cmd:
                        out.append(f"pid {pid} ppid {Path(f'/proc/{pid}/stat').read_text().rsplit(')', 1)[1].split()[1]}: "
                                   + cmd.replace(needle, "$CODEX_HOME")[:150])
                    break
        except OSError:
            continue
    return out


def main() -> None:
    codex = real_codex_path() or sys.exit("set CLAUDE_DISTILL_TEST_CODEX")
    with tempfile.TemporaryDirectory() as tmp, FakeOpenAI([{"text": "interactive answer"}]) as api:
        base = Path(tmp)
        (base / "proj").mkdir()
        env = make_codex_home(base / "home", api.url, extra_config="", extra_env={"TERM": "xterm-256color"})
        chome = str(base / "home/.codex")
        with open(chome + "/config.toml", "a") as fh:
            fh.write(f'\n[projects."{base / "proj"}"]\ntrust_level = "trusted"\n')
        sock = str(base / "tmux.sock")
        line = "env -i " + " ".join(shlex.quote(f"{k}={v}") for k, v in env.items()) + f" {codex} 'say hi'"
        subprocess.run(["tmux", "-S", sock, "-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "40",
                        "-c", str(base / "proj"), line], check=True)
        for _ in range(60):
            time.sleep(0.5)
            if "interactive answer" in subprocess.run(["tmux", "-S", sock, "capture-pane", "-p"],
                                                      capture_output=True, text=True).stdout:
                break
        pane = subprocess.run(["tmux", "-S", sock, "display", "-p", "#{pane_pid}"], capture_output=True,
                              text=True).stdout.strip()
        files = rollouts(Path(chome))
        print(f"## codex 'say hi' in tmux (pane pid {pane}, the npm launcher)")
        print(f"   rollouts: {[str(f.relative_to(chome)) for f in files]}")
        print("   processes holding a rollout open while the TUI runs:")
        for h in holders(chome):
            print(f"     {h}")
        for _ in range(2):
            subprocess.run(["tmux", "-S", sock, "send-keys", "C-c"])
            time.sleep(0.7)
        time.sleep(3)
        print("   3 s after the TUI exited, still holding a rollout open:")
        for h in holders(chome):
            print(f"     {h}")
        subprocess.run(["tmux", "-S", sock, "kill-server"], capture_output=True)
        for pid in [p for p in os.listdir("/proc") if p.isdigit()]:
            try:
                cmd = Path(f"/proc/{pid}/cmdline").read_bytes()
            except OSError:
                continue
            if chome.encode() in cmd and b"app-server" in cmd:
                os.kill(int(pid), signal.SIGTERM)


if __name__ == "__main__":
    main()
