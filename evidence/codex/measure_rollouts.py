"""Where the real Codex CLI records a session, and how to tell which process wrote which file.

Runs against the fake Responses API (tests/fakeapi/openai.py) in a throw-away CODEX_HOME:
1. `codex exec` while the model answer is delayed: the process tree and which of its
   processes holds the rollout file open (/proc/<pid>/fd), the file's name and session_meta;
2. `codex exec resume <id>` and `codex exec resume --last`: same file appended, or a new one;
3. three concurrent `codex exec` in different folders: one file each, told apart by session_meta.cwd.

    CLAUDE_DISTILL_TEST_CODEX=…/codex .venv/bin/python evidence/codex/measure_rollouts.py

Output: evidence/codex/rollouts-0.171.0.txt (ADR 0015)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.fakeapi.openai import FakeOpenAI  # noqa: E402
from tests.harness.codex import make_codex_home, real_codex_path, rollouts  # noqa: E402


def tree(pid: int) -> list[int]:
    out = [pid]
    try:
        for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split():
            out += tree(int(child))
    except OSError:
        pass
    return out


def open_rollouts(pid: int) -> list[str]:
    found = []
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            try:
                target = os.readlink(f"/proc/{pid}/fd/{fd}")
            except OSError:
                continue
            if "/sessions/" in target and target.endswith(".jsonl"):
                found.append(target)
    except OSError:
        pass
    return found


def comm(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return "?"


def meta(path: Path) -> dict:
    first = json.loads(path.read_text().splitlines()[0])
    p = first["payload"]
    return {k: p.get(k) for k in ("id", "cwd", "originator", "source", "cli_version")}


def main() -> None:
    codex = real_codex_path() or sys.exit("set CLAUDE_DISTILL_TEST_CODEX")
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        for name in ("a", "b", "c"):
            (base / name).mkdir()
        with FakeOpenAI([{"match_last_user": "slow", "delay": 2.0, "text": "slow answer"}, {"text": "hi"}]) as api:
            env = make_codex_home(base / "home", api.url)
            chome = base / "home/.codex"
            print("## 1. codex exec, seen while the model answer is delayed 2 s")
            proc = subprocess.Popen([codex, "exec", "--skip-git-repo-check", "slow"], cwd=base / "a", env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            time.sleep(1.2)
            for pid in tree(proc.pid):
                rel = [os.path.relpath(p, chome) for p in open_rollouts(pid)]
                print(f"   pid {pid} ({'launched' if pid == proc.pid else 'descendant'}, comm={comm(pid)}):"
                      f" open rollout files {rel}")
            out, err = proc.communicate(timeout=60)
            [first] = rollouts(chome)
            print(f"   rc={proc.returncode} file={first.relative_to(chome)}")
            print(f"   session_meta: {meta(first)}")
            shown = [line for line in err.splitlines() if line.startswith("session id:")]
            print(f"   stderr says: {shown}")
            sid = meta(first)["id"]
            size = first.stat().st_size

            print("\n## 2. resume")
            r = subprocess.run([codex, "exec", "--skip-git-repo-check", "resume", sid, "again"], cwd=base / "a",
                               env=env, capture_output=True, text=True, timeout=60)
            files = rollouts(chome)
            print(f"   exec resume <id>: rc={r.returncode} files={len(files)} first file grew "
                  f"{size} -> {first.stat().st_size} bytes")
            size = first.stat().st_size
            r = subprocess.run([codex, "exec", "--skip-git-repo-check", "resume", "--last", "third"],
                               cwd=base / "a", env=env, capture_output=True, text=True, timeout=60)
            files = rollouts(chome)
            print(f"   exec resume --last: rc={r.returncode} files={len(files)} first file grew "
                  f"{size} -> {first.stat().st_size} bytes")
            metas = [json.loads(line)["payload"].get("id") for line in first.read_text().splitlines()
                     if json.loads(line)["type"] == "session_meta"]
            print(f"   session_meta records in the file: {len(metas)} ids={sorted(set(metas))}")

            print("\n## 3. three concurrent codex exec in folders b, c, a")
            before = set(rollouts(chome))
            procs = [subprocess.Popen([codex, "exec", "--skip-git-repo-check", "slow"], cwd=base / d, env=env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for d in ("b", "c", "a")]
            time.sleep(1.2)
            held = {p.pid: [os.path.relpath(f, chome) for q in tree(p.pid) for f in open_rollouts(q)] for p in procs}
            for p in procs:
                p.wait(timeout=60)
            new = sorted(set(rollouts(chome)) - before)
            print(f"   new files: {len(new)}")
            for f in new:
                print(f"   {f.relative_to(chome)} cwd={os.path.basename(meta(f)['cwd'])}")
            for pid, files in held.items():
                print(f"   process tree of {pid} held {files}")
            print(f"   after exit, open by anyone: {[f for p in procs for f in open_rollouts(p.pid)]}")


if __name__ == "__main__":
    main()
