#!/usr/bin/env python3
"""How much of MEMORY.md does Claude Code read? Measured on the real binary
(docs/adr/0012-one-project-per-repository.md, "The block where Claude Code reads it").

    python3 evidence/memoryfile/measure_memory_limit.py

For each probe a throw-away HOME and project get a MEMORY.md whose lines each carry
a numbered marker (`L0001X`…); `claude -p hi` runs against the fake API in
tests/fakeapi and the first request is searched for every marker. Printed: lines
and bytes of the file, the last marker read, whether a line was cut in the middle,
and the note Claude Code appends about the rest."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.fakeapi import FakeAnthropic  # noqa: E402
from tests.harness import make_claude_home, real_claude_path  # noqa: E402
from core.knowledge.memory_block import read_lines  # noqa: E402


def marker(i: int) -> str:
    return f"L{i:04d}X"


def probe_lines(n: int, width: int, fill: str = "x") -> str:
    """n lines, each `- L0001X xxx…` padded to `width` characters (fill may be multi-byte)."""
    out = []
    for i in range(1, n + 1):
        head = f"- {marker(i)} "
        out.append(head + fill * max(0, width - len(head)))
    return "\n".join(out) + "\n"


PROBES: dict[str, str] = {
    "199 short lines": probe_lines(199, 40),
    "200 short lines": probe_lines(200, 40),
    "201 short lines": probe_lines(201, 40),
    "250 short lines": probe_lines(250, 40),
    "250 lines, every other blank": "\n\n".join(probe_lines(125, 40).splitlines()) + "\n",
    "120 lines of 250 bytes (30,000 bytes)": probe_lines(120, 250),
    "100 lines, 25,000 characters without the last newline": probe_lines(99, 249) + probe_lines(1, 250).replace("L0001X", "L0100X"),
    "100 lines, 25,001 characters without the last newline": probe_lines(99, 249) + probe_lines(1, 251).replace("L0001X", "L0100X"),
    "150 lines of 200 bytes, 2-byte characters (about 45,000 bytes, 30,000 characters)": probe_lines(150, 200, "é"),
    "one line of 30,000 bytes": probe_lines(1, 30000),
}


def first_request(tmp: Path, memory: str, binary: str) -> str:
    project = tmp / "work" / "app"
    project.mkdir(parents=True)
    cfg = tmp / "home" / ".claude"
    mem = cfg / "projects" / re.sub(r"[^A-Za-z0-9]", "-", str(project.resolve())) / "memory"
    mem.mkdir(parents=True)
    (mem / "MEMORY.md").write_text(memory, encoding="utf-8")
    with FakeAnthropic([{"text": "ok"}]) as api:
        env = make_claude_home(tmp, api.url, [project])
        proc = subprocess.run([binary, "-p", "hi"], env=env, cwd=str(project), stdin=subprocess.DEVNULL,
                              capture_output=True, text=True, timeout=120)
        if proc.returncode != 0:
            raise RuntimeError(f"claude failed: {proc.stdout}\n{proc.stderr}")
        main = [r for r in api.message_requests() if r["body"].get("tools")]
        return json.dumps(main[0]["body"], ensure_ascii=False)


def memory_section(body: str) -> str:
    text = json.loads(body)
    blob = json.dumps(text, ensure_ascii=False)
    start = blob.find("MEMORY.md")
    return blob[start:start + 200] if start >= 0 else ""


def main() -> int:
    binary = real_claude_path()
    if binary is None:
        print("real Claude Code not found (CLAUDE_DISTILL_TEST_CLAUDE)", file=sys.stderr)
        return 2
    version = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"Claude Code {version}\n")
    print("The last line read is the line of the last marker before the note Claude Code adds after the cut (the note quotes the first line cut); `model` is core/knowledge/memory_block.read_lines.\n")
    print("| probe | lines | bytes | characters | last line read | model: lines read | note after the cut |")
    print("|---|---|---|---|---|---|---|")
    for name, memory in PROBES.items():
        with tempfile.TemporaryDirectory(prefix="cd-mem-") as t:
            body = first_request(Path(t), memory, binary)
        found = [int(m) for m in re.findall(r"L(\d{4})X", body)]
        n_lines = memory.count("\n")
        decoded = json.loads(body)
        flat = json.dumps(decoded, ensure_ascii=False)
        note = ""
        m = re.search(r"(WARNING[^\"]{0,300})", flat)
        if m:
            note = m.group(1).replace("|", "/").replace("\\n", " ")
        cut = flat.find("WARNING: MEMORY.md")
        last_marker = max((int(x) for x in re.findall(r"L(\d{4})X", flat[:cut] if cut >= 0 else flat)), default=0)
        lines = memory.splitlines()
        last = next((i + 1 for i, line in enumerate(lines) if marker(last_marker) in line), 0) if last_marker else 0
        print(f"| {name} | {n_lines} | {len(memory.encode())} | {len(memory)} | {last} | {read_lines(memory)} | "
              f"{note[:160]} |", flush=True)
        if "30,000 bytes" in name and "one line" in name:
            i = flat.find("L0001X")
            print(f"\n  one long line: {flat[i:i+30]!r} … read {flat.count('x', i, i + 40000)} of 30,000 x's\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
