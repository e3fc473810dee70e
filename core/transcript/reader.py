"""Streaming reader for Claude Code JSONL transcripts.

Transcripts grow to many megabytes, and most of their bytes are request logs,
prompt snapshots and progress ticks that carry no conversation. The reader
therefore never loads a whole file, recognises those noise lines from the first
bytes of the line (no JSON parse), and reports exactly up to which byte it read
complete lines, so a caller that remembers an offset never skips or re-reads
half a line that Claude Code was still writing."""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import BinaryIO, Iterator

from core.transcript.scrub import note, scrub_tree

# A JSON escape of a UTF-16 surrogate: only such a line can hold one once parsed.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")

#: Lines longer than this are skipped without being held in memory.
DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024

#: Read granularity; a line longer than this is read in pieces.
_CHUNK = 256 * 1024

#: Only this much of a line is inspected to classify it without parsing.
_PEEK = 4096

#: Top-level record types that never carry conversation.
NOISE_TYPES: frozenset[str] = frozenset({
    "progress", "queue-operation", "file-history-snapshot", "file-history-delta",
    "atis-latch", "cost-state", "last-prompt", "tools-used", "mode", "permission-mode",
    "custom-title", "agent-name", "ai-title", "tag", "summary", "attribution-snapshot",
    "content-replacement", "pr-link", "worktree-state",
    # Codex CLI rollouts (core/transcript/codex_rollout.py): context snapshots and token counts.
    "world_state", "token_usage_record",
})

#: Any top-level type starting with one of these is noise (api-request, -shape, -blob…).
NOISE_PREFIXES: tuple[str, ...] = ("api-request",)

#: `attachment` subtypes that are context injected by the harness, not conversation.
NOISE_ATTACHMENTS: frozenset[str] = frozenset({
    "prompt_snapshot", "environment", "model", "deferred_tools_delta", "agent_listing_delta",
    "skill_listing", "session_context", "date", "remote_session_change", "instructions",
    "auto_mode", "total_tokens_reminder", "nested_memory", "todo", "plan_mode",
    "critical_system_reminder", "output_style", "mcp_resource", "token_usage",
})

_TYPE_RE = re.compile(rb'"type"\s*:\s*"([^"\\]{1,80})"')
_ATTACHMENT_RE = re.compile(rb'"attachment"\s*:\s*$')


@dataclass(frozen=True)
class Record:
    """One parsed line: `offset` is where the line starts, `end` just after its newline."""
    offset: int
    end: int
    data: dict


@dataclass
class ReadStats:
    """What a read saw. `complete_until` is the offset a caller may safely resume from."""
    lines: int = 0           # complete lines consumed (blank ones included)
    bytes: int = 0           # bytes of complete lines consumed
    records: int = 0         # records yielded
    noise: int = 0           # lines recognised as noise and skipped
    broken: int = 0          # complete lines that were not a JSON object
    huge: int = 0            # lines longer than max_line_bytes, skipped
    too_deep: int = 0        # lines nested too deeply for the JSON parser, skipped
    replaced: int = 0        # lone surrogates (from `\ud800` escapes) replaced with U+FFFD
    first_huge: int | None = None      # offset of the first line skipped as too long
    first_too_deep: int | None = None  # offset of the first line skipped as too deep
    truncated: bool = False  # the range ended inside a line (still being written, or cut)
    complete_until: int = 0  # end offset of the last complete line consumed


def classify(head: bytes) -> tuple[str | None, str | None]:
    """(top-level type, attachment subtype) read from the first bytes of a line.

    Only the part of the line before its first nested object is searched, so a
    match is always a key of the record itself: a JSON string cannot contain an
    unescaped quote, hence no text inside a message can look like a `"type"`
    key. When the answer is not certain, (None, None) asks for a real parse."""
    head = head[:_PEEK]
    cut = head.find(b"{", 1)
    segment = head if cut < 0 else head[:cut]
    match = _TYPE_RE.search(segment)
    if match:
        return match.group(1).decode("ascii", "replace"), None
    if cut > 0 and _ATTACHMENT_RE.search(segment):
        inner = _TYPE_RE.match(head, cut + 1)
        if inner:
            return "attachment", inner.group(1).decode("ascii", "replace")
    return None, None


def is_noise(record_type: str | None, attachment_type: str | None = None) -> bool:
    if record_type is None:
        return False
    if record_type == "attachment":
        return attachment_type in NOISE_ATTACHMENTS
    return record_type in NOISE_TYPES or record_type.startswith(NOISE_PREFIXES)


def _record_is_noise(data: dict) -> bool:
    attachment = data.get("attachment")
    sub = attachment.get("type") if isinstance(attachment, dict) else None
    rtype = data.get("type")
    return is_noise(rtype if isinstance(rtype, str) else None, sub if isinstance(sub, str) else None)


def file_size(path: str | os.PathLike[str]) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def iter_records(path: str | os.PathLike[str], start: int = 0, end: int | None = None, *,
                 max_line_bytes: int = DEFAULT_MAX_LINE_BYTES, stats: ReadStats | None = None,
                 keep_noise: bool = False) -> Iterator[Record]:
    """Yield the records whose line lies entirely within [start, end).

    A `start` inside a line skips to the next line; a line that crosses `end`
    or lacks its newline at the end of the file is neither yielded nor counted
    in `stats.complete_until`. Invalid UTF-8 is replaced, not fatal. Pass a
    `ReadStats` to learn what was skipped and where to resume."""
    st = stats if stats is not None else ReadStats()
    st.complete_until = start
    with open(path, "rb") as fh:
        limit = end if end is not None else None
        pos = start
        if start > 0:
            fh.seek(start - 1)
            if fh.read(1) != b"\n":
                # Mid-line: the partial line belongs to a range already handed out.
                skipped, complete = _consume_line(fh, limit, pos)
                if not complete:
                    st.truncated = skipped > 0
                    return
                pos += skipped
                st.complete_until = pos
        else:
            fh.seek(0)
        while limit is None or pos < limit:
            want = _CHUNK if limit is None else min(_CHUNK, limit - pos)
            chunk = fh.readline(want)
            if not chunk:
                break
            line_start = pos
            if chunk.endswith(b"\n"):
                line = chunk
                length = len(chunk)
                rtype = sub = None
            else:
                # Longer than one chunk, or cut by the range / end of file.
                rtype, sub = classify(chunk)
                long = _read_long_line(fh, chunk, limit, pos, max_line_bytes,
                                       keep=not is_noise(rtype, sub) or keep_noise)
                if long is None:
                    st.truncated = True
                    break
                joined, length = long
                pos = line_start + length
                st.lines += 1
                st.bytes += length
                st.complete_until = pos
                if joined is None:
                    if is_noise(rtype, sub):
                        st.noise += 1
                    else:
                        _note_huge(st, line_start)
                    continue
                line = joined
            pos = line_start + length
            st.lines += 1
            st.bytes += length
            st.complete_until = pos
            if rtype is None and not keep_noise:
                rtype, sub = classify(line)
                if is_noise(rtype, sub):
                    st.noise += 1
                    continue
            stripped = line.strip()
            if not stripped:
                continue
            if length > max_line_bytes:
                _note_huge(st, line_start)
                continue
            data = _decode(stripped, line_start, st)
            if data is None:
                continue
            if not keep_noise and _record_is_noise(data):
                st.noise += 1
                continue
            st.records += 1
            yield Record(line_start, pos, data)


def _read_long_line(fh: BinaryIO, chunk: bytes, limit: int | None, pos: int, max_line_bytes: int, *,
                    keep: bool) -> tuple[bytes | None, int] | None:
    """The rest of a line longer than one chunk: (its bytes, or None when it is not kept or over
    `max_line_bytes`; its length). None when the line is cut by the range or the end of the file."""
    parts: list[bytes] | None = [chunk] if keep else None
    length = len(chunk)
    while limit is None or pos + length < limit:
        want = _CHUNK if limit is None else min(_CHUNK, limit - pos - length)
        more = fh.readline(want)
        if not more:
            return None
        length += len(more)
        if parts is not None:
            if length > max_line_bytes:
                parts = None
            else:
                parts.append(more)
        if more.endswith(b"\n"):
            return (b"".join(parts) if parts is not None else None), length
    return None


def _decode(stripped: bytes, line_start: int, st: ReadStats) -> dict | None:
    """One line's JSON object, or None (counted in `st`) when it is broken, too deep or not an object."""
    try:
        data = json.loads(stripped.decode("utf-8", errors="replace"))
    except ValueError:
        st.broken += 1
        return None
    except RecursionError:
        # One pathological line must not make the whole transcript unreadable.
        st.too_deep += 1
        if st.first_too_deep is None:
            st.first_too_deep = line_start
        return None
    if not isinstance(data, dict):
        st.broken += 1
        return None
    if b"\\u" in stripped and _SURROGATE_ESCAPE.search(stripped):
        data, n = scrub_tree(data)  # a lone `\ud800` escape: replaced, and said in `log`
        st.replaced += n
    return data


def _note_huge(st: ReadStats, offset: int) -> None:
    st.huge += 1
    if st.first_huge is None:
        st.first_huge = offset


def notes(stats: ReadStats, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES) -> list[str]:
    """What a read skipped that a person should hear about, one sentence each."""
    out: list[str] = []
    if stats.huge:
        out.append(f"skipped {stats.huge} line{'s' if stats.huge != 1 else ''} longer than "
                   f"{max_line_bytes // 2**20} MiB (first at byte {stats.first_huge:,})")
    if stats.replaced:
        out.append(note(stats.replaced, "the transcript"))
    if stats.too_deep:
        out.append(f"skipped {stats.too_deep} line{'s' if stats.too_deep != 1 else ''} nested too deeply to "
                   f"read (first at byte {stats.first_too_deep:,})")
    return out


def looks_like_jsonl(path: str | os.PathLike[str], probe: int = 20, *, peek: int = 1 << 20) -> bool:
    """Whether a file holds Claude Code records: at least one of its first
    `probe` non-empty lines is a JSON object with a "type".

    Lines that are not records (unparsable, nested too deeply for the parser,
    arrays, objects without a type) are passed over rather than condemning the
    file, because the reader skips exactly those lines too; a file with none
    among them is refused. Reads at most `peek` bytes of any line, so a file
    whose first line is hundreds of megabytes is judged from its head instead
    of being loaded. Empty files pass (a session that has not written yet), and
    so does a lone last line still being written. OSError propagates."""
    seen = 0
    bad = 0
    with open(path, "rb") as fh:
        while seen + bad < probe:
            raw = fh.readline(peek)
            if not raw:
                break
            if len(raw) == peek and not raw.endswith(b"\n"):
                if raw.lstrip().startswith(b"{"):
                    return True
                bad += 1
                while (rest := fh.readline(peek)) and not rest.endswith(b"\n"):
                    pass  # pass over the rest of a long line that is not a record
                continue
            if not raw.strip():
                continue
            try:
                obj = json.loads(raw)
            except ValueError:
                if raw.endswith(b"\n") or not raw.lstrip().startswith(b"{"):
                    bad += 1  # a last line still being written is not held against the file
                continue
            except RecursionError:
                bad += 1
                continue
            if isinstance(obj, dict) and "type" in obj:
                return True
            bad += 1
    return bad == 0


def _consume_line(fh: BinaryIO, limit: int | None, pos: int) -> tuple[int, bool]:
    """Skip to just past the next newline; (bytes skipped, whether a newline was found)."""
    skipped = 0
    while limit is None or pos + skipped < limit:
        want = _CHUNK if limit is None else min(_CHUNK, limit - pos - skipped)
        piece = fh.readline(want)
        if not piece:
            return skipped, False
        skipped += len(piece)
        if piece.endswith(b"\n"):
            return skipped, True
    return skipped, False


def read_records(path: str | os.PathLike[str], start: int = 0, end: int | None = None, *,
                 max_line_bytes: int = DEFAULT_MAX_LINE_BYTES,
                 keep_noise: bool = False) -> tuple[list[Record], ReadStats]:
    """All records of a range at once, for small files and tests."""
    stats = ReadStats()
    records = list(iter_records(path, start, end, max_line_bytes=max_line_bytes,
                                stats=stats, keep_noise=keep_noise))
    return records, stats
