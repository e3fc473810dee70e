"""Shared helpers for the transcript tests: fixture paths, an independent
record count, and builders for small synthetic transcripts."""
from __future__ import annotations

import json
import uuid as uuidlib
from pathlib import Path
from typing import Any, Iterable

FIXTURES = Path(__file__).parent / "fixtures" / "transcripts"
CC = FIXTURES / "claude-code-2.1.332"
SPOTTER = FIXTURES / "spotter-2.1.39"

EN = CC / "en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d.jsonl"
KO = CC / "ko-4dc12c4e-dc4b-4a4b-ad64-8f46fbf76218.jsonl"
TRIVIAL = CC / "trivial-d4993a67-d852-4b7f-9db2-d12c07081b93.jsonl"
# The bundled example: the same error -> fix as EN, but its fix step really runs the
# interpreter the lesson names (`.venv/bin/python`), so the offline lesson is shown
# working and written; EN's fix ran `/tmp/demo-venv/bin/python`, so its lesson waits.
FIXED = Path(__file__).parent.parent / "examples" / "error-then-fix.jsonl"
SUBAGENT_MAIN = CC / "subagent_session" / "87349c34-4003-4cbc-8978-28d822ec39cb.jsonl"

NOISE_TOP = {"progress", "queue-operation", "file-history-snapshot", "atis-latch", "cost-state",
             "last-prompt", "tools-used", "mode", "permission-mode", "custom-title", "agent-name"}
NOISE_ATTACH = {"prompt_snapshot", "environment", "model", "deferred_tools_delta", "agent_listing_delta",
                "skill_listing", "session_context", "date", "remote_session_change", "instructions",
                "auto_mode"}


def all_transcripts() -> list[Path]:
    return sorted(FIXTURES.rglob("*.jsonl"))


def largest_transcript() -> Path:
    return max(all_transcripts(), key=lambda p: p.stat().st_size)


def count_independently(path: Path) -> dict[str, int]:
    """Count lines, noise and conversation records with a plain json loop."""
    counts = {"lines": 0, "noise": 0, "kept": 0, "user": 0, "assistant": 0, "tool_use": 0, "tool_result": 0}
    with open(path, "rb") as fh:
        for line in fh:
            counts["lines"] += 1
            data = json.loads(line)
            rtype = data.get("type")
            attachment = data.get("attachment") if isinstance(data.get("attachment"), dict) else {}
            if (rtype in NOISE_TOP or str(rtype).startswith("api-request")
                    or (rtype == "attachment" and attachment.get("type") in NOISE_ATTACH)):
                counts["noise"] += 1
                continue
            counts["kept"] += 1
            if rtype in ("user", "assistant"):
                counts[rtype] += 1
                content = data["message"]["content"]
                if isinstance(content, list):
                    for block in content:
                        if block.get("type") == "tool_use":
                            counts["tool_use"] += 1
                        elif block.get("type") == "tool_result":
                            counts["tool_result"] += 1
    return counts


class Builder:
    """Writes a chained synthetic transcript in the 2.1.332 record shape."""

    def __init__(self, session_id: str = "11111111-2222-3333-4444-555555555555", cwd: str = "/home/dev/proj",
                 entrypoint: str = "cli") -> None:
        self.session_id = session_id
        self.cwd = cwd
        self.entrypoint = entrypoint
        self.parent: str | None = None
        self.records: list[dict[str, Any]] = []
        self.clock = 0
        self._tool = 0

    def _envelope(self, rtype: str, message: dict[str, Any] | None, **extra: Any) -> dict[str, Any]:
        uid = str(uuidlib.uuid4())
        self.clock += 1
        record: dict[str, Any] = {"parentUuid": extra.pop("parent", self.parent), "isSidechain": False,
                                  "type": rtype, "uuid": uid,
                                  "timestamp": f"2026-11-30T01:{self.clock // 60 % 60:02d}:{self.clock % 60:02d}.000Z",
                                  "entrypoint": self.entrypoint, "cwd": self.cwd, "sessionId": self.session_id}
        if message is not None:
            record["message"] = message
        record.update(extra)
        self.records.append(record)
        self.parent = uid
        return record

    def prompt(self, text: str, **extra: Any) -> dict[str, Any]:
        return self._envelope("user", {"role": "user", "content": text}, **extra)

    def reply(self, text: str) -> dict[str, Any]:
        return self._envelope("assistant", {"role": "assistant", "model": "m",
                                            "content": [{"type": "text", "text": text}],
                                            "usage": {"input_tokens": 1, "output_tokens": 1}})

    def tool(self, name: str, tool_input: dict[str, Any], output: Any, is_error: bool = False) -> str:
        self._tool += 1
        tid = f"toolu_{self._tool:04d}"
        self._envelope("assistant", {"role": "assistant", "model": "m",
                                     "content": [{"type": "tool_use", "id": tid, "name": name, "input": tool_input}]})
        self._envelope("user", {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": tid, "content": output, "is_error": is_error}]})
        return tid

    def noise(self, size: int = 2000) -> None:
        self.records.append({"type": "api-request", "sessionId": self.session_id, "params": {"pad": "x" * size}})

    def lines(self) -> list[bytes]:
        return [json.dumps(r, ensure_ascii=False).encode() + b"\n" for r in self.records]

    def write(self, path: Path) -> Path:
        path.write_bytes(b"".join(self.lines()))
        return path


def append(path: Path, lines: Iterable[bytes]) -> None:
    with open(path, "ab") as fh:
        for line in lines:
            fh.write(line)
