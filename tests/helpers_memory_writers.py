"""The writers of a MEMORY.md that race claude-distill's lesson block (issue 25 D).

Run as a script: `python -m tests.helpers_memory_writers KIND FILE LOG SECONDS`.
Every writer but `ours` writes one new numbered line per turn and appends that
line to LOG only once its write is complete, so LOG is what must survive.

- `inplace`: reads the file and truncates and rewrites it in place with one line
  more, as an editor's save or `cat > MEMORY.md` does (bash);
- `rename`: reads, appends a line, writes a temporary file and renames it over,
  as Claude Code writes its memory (Python, no lock of ours);
- `append`: `echo line >> MEMORY.md` (bash);
- `ours`: claude-distill's block rewritten again and again (a lesson more each
  time) through core.sharedfile; LOG gets a JSON summary.

They pause a random 0-60 ms between turns (people and Claude Code do not write
MEMORY.md in a tight loop; the pauses give the file quiet moments to be read in)."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

BASH_INPLACE = r'''
end=$((SECONDS + $3)); i=0
while [ $SECONDS -lt $end ]; do
  i=$((i+1)); c=$(cat "$1"); printf '%s\n%s\n' "$c" "- inplace note $i" > "$1"
  echo "- inplace note $i" >> "$2"; sleep 0.0$((RANDOM % 6))$((RANDOM % 10))
done
'''
BASH_APPEND = r'''
end=$((SECONDS + $3)); i=0
while [ $SECONDS -lt $end ]; do
  i=$((i+1)); echo "- appended note $i" >> "$1"
  echo "- appended note $i" >> "$2"; sleep 0.0$((RANDOM % 6))$((RANDOM % 10))
done
'''


def rename_writer(path: Path, log: Path, seconds: float) -> None:
    end = time.monotonic() + seconds
    i = 0
    with open(log, "a") as out:
        while time.monotonic() < end:
            i += 1
            line = f"- renamed note {i}"
            try:
                text = path.read_text()
            except FileNotFoundError:
                text = ""
            tmp = path.with_name(f"MEMORY.md.tmp.{os.getpid()}.{i}")
            tmp.write_text(text + ("" if not text or text.endswith("\n") else "\n") + line + "\n")
            os.replace(tmp, path)
            out.write(line + "\n")
            out.flush()
            time.sleep(random.random() * 0.06)


def ours(path: Path, log: Path, seconds: float, old_way: bool = False) -> None:
    from core import safefile, sharedfile
    from core.knowledge.memory_block import BEGIN, END, others_part, with_block
    end = time.monotonic() + seconds
    stats = {"written": 0, "busy": 0, "rounds_over_1": 0, "kept_aside": 0}
    n = 0
    while time.monotonic() < end:
        n += 1
        block = BEGIN + "\n" + "".join(f"- lesson {k}\n" for k in range(n % 7 + 1)) + END + "\n"

        def transform(old: bytes | None, block: str = block) -> bytes:
            return with_block((old or b"").decode(), block).encode()

        if old_way:  # how the block was written before issue 25: our lock only, read-build-rename
            stats["written"] += int(safefile.edit(path, transform, backup=False, lock_dir=log.parent / "locks"))
            time.sleep(random.random() * 0.02)
            continue
        try:
            done = sharedfile.edit(path, transform, backup_dir=log.parent / "backups",
                                   lock_dir=log.parent / "locks", max_wait=2.0,
                                   others=lambda b: others_part(b.decode()).encode())
        except sharedfile.Busy:
            stats["busy"] += 1
            continue
        stats["written"] += int(done.changed)
        stats["rounds_over_1"] += int(done.rounds > 1)
        stats["kept_aside"] += int(done.kept_aside is not None)
        time.sleep(random.random() * 0.02)
    log.write_text(json.dumps(stats))


def main(kind: str, file: str, log: str, seconds: str) -> int:
    path, out = Path(file), Path(log)
    if kind == "inplace":
        return subprocess.call(["bash", "-c", BASH_INPLACE, "w", file, log, seconds])
    if kind == "append":
        return subprocess.call(["bash", "-c", BASH_APPEND, "w", file, log, seconds])
    if kind == "rename":
        rename_writer(path, out, float(seconds))
    elif kind in ("ours", "ours-old"):
        ours(path, out, float(seconds), old_way=kind == "ours-old")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:5]))
