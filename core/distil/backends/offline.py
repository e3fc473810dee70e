"""No model at all: gotchas from the error → fix pattern, deterministically.

A tool call fails, the assistant says why, and a similar call with the same
tool then succeeds: that is the one lesson that can be read off a transcript
without understanding it. Confidence is "high" only for exactly that shape;
anything vaguer is "medium" and the extractor's high-only rule drops it.

The natural-language fields are the transcript's own words (the assistant's
explanation and summary, the error line, the commands); only the few
connecting phrases below are localised."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from core.distil.backends.base import BackendError, Purpose, Reply

# How far after a failure the fixing call may come, in tool calls.
LOOKAHEAD_CALLS = 6
# Share of the failed command's words the fix must repeat to count as "similar".
SIMILARITY = 0.5
MAX_ENTRIES = 5
TEXT_CAP = 300

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "trap": "Running `{cmd}` fails",
        "workaround": "What worked instead: `{cmd}`",
        "symptom": "`{cmd}` fails: {error}",
    },
    "ko": {
        "trap": "`{cmd}` 실행이 실패합니다",
        "workaround": "대신 성공한 방법: `{cmd}`",
        "symptom": "`{cmd}` 실패: {error}",
    },
}

_CATEGORY_HINTS: list[tuple[str, re.Pattern[str]]] = [
    ("env_setup", re.compile(r"ModuleNotFoundError|No module named|command not found|not installed|"
                             r"\bvenv\b|pip install|PATH|permission denied|EACCES", re.I)),
    ("test_strategy", re.compile(r"\bpytest\b|\bjest\b|\bgo test\b|cargo test|npm test|unittest", re.I)),
    ("build_config", re.compile(r"\bbuild\b|\bmake\b|cmake|gradle|cargo build|\btsc\b|webpack|compil", re.I)),
    ("security", re.compile(r"certificate|ssl|tls|token expired|unauthori[sz]ed", re.I)),
]

_EXIT_RE = re.compile(r"^\s*(?:Error:\s*)?Exit code (\d+)")
_WORD_RE = re.compile(r"[^\s'\"`;|&()<>]+")
_SENTENCE_RE = re.compile(r"(?<=[.!?。])\s+|\n+")


@dataclass
class ToolCall:
    id: str
    name: str
    input: dict[str, Any]
    index: int
    failed: bool | None = None
    output: str = ""
    text_after: str = ""  # assistant prose between this call's result and the next call


def _get(obj: Any, key: str) -> Any:
    if isinstance(obj, dict):
        return obj.get(key)
    return getattr(obj, key, None)


_TURN_KINDS: dict[str, Callable[[Any], tuple[str, Any]]] = {
    "prompt": lambda t: ("user", str(_get(t, "text") or "")),
    "reply": lambda t: ("assistant", [{"type": "text", "text": str(_get(t, "text") or "")}]),
    "tool_call": lambda t: ("assistant", [{"type": "tool_use", "id": _get(t, "tool_use_id"),
                                           "name": _get(t, "tool_name"), "input": _get(t, "tool_input") or {}}]),
    "tool_result": lambda t: ("user", [{"type": "tool_result", "tool_use_id": _get(t, "tool_use_id"),
                                        "content": str(_get(t, "text") or ""), "is_error": bool(_get(t, "is_error"))}]),
}


def _messages(item: Any) -> Iterator[tuple[str, Any]]:
    """(role, content) pairs from a raw record, a message, or a turn that groups them."""
    if item is None:
        return
    if isinstance(item, (list, tuple)):
        for sub in item:
            yield from _messages(sub)
        return
    for group in ("records", "messages", "items"):
        inner = _get(item, group)
        if isinstance(inner, (list, tuple)):
            yield from _messages(inner)
            return
    kind = _get(item, "kind")
    if kind in _TURN_KINDS:  # a core.transcript.conversation.Turn
        if _get(item, "is_sidechain"):
            return
        yield _TURN_KINDS[kind](item)
        return
    message = _get(item, "message")
    if message is not None and not isinstance(message, str):
        # Request logs (api-request-blob…) repeat the conversation; sidechains are another agent's.
        if _get(item, "type") not in (None, "user", "assistant"):
            return
        if _get(item, "isSidechain") or _get(item, "isApiErrorMessage"):
            return
        yield from _messages(message)
        return
    role = _get(item, "role") or _get(item, "type")
    content = _get(item, "content")
    if role in ("user", "assistant") and content is not None:
        yield str(role), content


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(_text_of(b.get("text") if isinstance(b, dict) and b.get("type") == "text"
                                   else b.get("content") if isinstance(b, dict) else b)
                         for b in content if b is not None)
    return "" if content is None else str(content)


def tool_calls(turns: Iterable[Any]) -> list[ToolCall]:
    """Main-chain tool calls in order, each with its result and the prose that followed."""
    calls: list[ToolCall] = []
    by_id: dict[str, ToolCall] = {}
    for role, content in _messages(list(turns)):
        blocks = content if isinstance(content, list) else [{"type": "text", "text": content}]
        for block in blocks:
            if not isinstance(block, dict):
                continue
            kind = block.get("type")
            if role == "assistant" and kind == "tool_use":
                call = ToolCall(str(block.get("id") or len(calls)), str(block.get("name") or ""),
                                block.get("input") if isinstance(block.get("input"), dict) else {}, len(calls))
                calls.append(call)
                by_id[call.id] = call
            elif role == "user" and kind == "tool_result":
                call = by_id.get(str(block.get("tool_use_id")))
                if call is None:
                    continue
                call.output = _text_of(block.get("content"))
                exit_code = _EXIT_RE.match(call.output)
                call.failed = bool(block.get("is_error")) or bool(exit_code and exit_code.group(1) != "0")
            elif role == "assistant" and kind == "text" and calls:
                text = str(block.get("text") or "").strip()
                if text:
                    calls[-1].text_after = (calls[-1].text_after + "\n" + text).strip()
    return calls


def _command(call: ToolCall) -> str:
    if "command" in call.input:
        return str(call.input["command"])
    for key in ("file_path", "path", "pattern", "url"):
        if key in call.input:
            return f"{call.name} {call.input[key]}"
    return f"{call.name} {json.dumps(call.input, ensure_ascii=False, sort_keys=True)}"


def _words(command: str) -> list[str]:
    return _WORD_RE.findall(command)


def similarity(failed: str, fixed: str) -> float:
    """Share of the failed command's words that reappear in the fix (paths count
    when one contains the other: `./build/out.bin` and `./build`)."""
    before, after = _words(failed), _words(fixed)
    if not before:
        return 0.0
    hits = 0
    for word in before:
        if word in after or (len(word) > 2 and any(word in w or (len(w) > 2 and w in word) for w in after)):
            hits += 1
    return hits / len(before)


def _error_line(output: str) -> str:
    """The most telling line of an error: the last non-empty one that is not an exit code."""
    lines = [l.strip() for l in output.splitlines() if l.strip() and not _EXIT_RE.match(l)]
    return lines[-1] if lines else output.strip()


def _cap(text: str, cap: int = TEXT_CAP) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= cap else text[: cap - 1].rstrip() + "…"


def _category(*texts: str) -> str:
    joined = "\n".join(texts)
    for category, pattern in _CATEGORY_HINTS:
        if pattern.search(joined):
            return category
    return "tool_quirk"


def _scope(*texts: str) -> str:
    """Relative paths and project folders make a lesson about this project."""
    joined = " ".join(texts)
    if re.search(r"(^|[\s'\"=])\.{1,2}/|\.venv\b|\bproject\b|프로젝트", joined):
        return "project"
    return "global"


# Narration ("Let me…", "All done.", "확인해 보겠습니다") says nothing about the lesson.
_FILLER_RE = re.compile(r"^(let me|let's|now\b|next\b|i'll|i will|good|great|perfect|done|all done|ok\b|okay)"
                        r"|(보겠습니다|하겠습니다|합니다:)[.!]?$", re.I)
MIN_TITLE_CHARS = 20


def _title(*texts: str) -> str:
    """The first sentence that states something: long enough, not narration, not a lead-in."""
    for text in texts:
        for part in _SENTENCE_RE.split(text.strip()):
            sentence = part.strip()
            sentence = re.sub(r"^[^:：\s]{1,20}[:：]\s*", "", sentence) or sentence  # "Fixed: …", "해결했습니다: …"
            if len(sentence) >= MIN_TITLE_CHARS and not sentence.endswith((":", "：")) \
                    and not _FILLER_RE.search(sentence):
                return sentence
    return ""


def gotchas(turns: Iterable[Any], lang: str = "en") -> list[dict[str, Any]]:
    phrases = PHRASES.get(lang, PHRASES["en"])
    calls = tool_calls(turns)
    entries: list[dict[str, Any]] = []
    used: set[int] = set()
    for call in calls:
        if not call.failed or call.index in used:
            continue
        failed_cmd = _command(call)
        fix: ToolCall | None = None
        for later in calls[call.index + 1: call.index + 1 + LOOKAHEAD_CALLS]:
            if later.name == call.name and later.failed is False:
                fix = later
                break
        if fix is None:
            continue
        fixed_cmd = _command(fix)
        if fixed_cmd.strip() == failed_cmd.strip():
            continue  # the same command just worked on a retry: flaky, no lesson to state
        used.update(range(call.index, fix.index + 1))
        score = similarity(failed_cmd, fixed_cmd)
        same_program = _words(failed_cmd)[:1] == _words(fixed_cmd)[:1]
        explanation = call.text_after
        summary = fix.text_after
        error = _error_line(call.output)
        title = _title(summary, explanation)
        clear = (score >= SIMILARITY or same_program) and bool(explanation) and bool(title)
        title = title or error
        workaround = phrases["workaround"].format(cmd=_cap(fixed_cmd, 160))
        if summary:
            workaround += ". " + _cap(summary)
        entries.append({
            "kind": "gotcha",
            "category": _category(failed_cmd, call.output, explanation, summary),
            "confidence": "high" if clear else "medium",
            "scope": _scope(failed_cmd, fixed_cmd, explanation, summary),
            "title": _cap(title, 120),
            "symptom": _cap(phrases["symptom"].format(cmd=_cap(failed_cmd, 120), error=_cap(error, 200))),
            "trap": phrases["trap"].format(cmd=_cap(failed_cmd, 160)),
            "cause": _cap(explanation or error),
            "workaround": _cap(workaround, 400),
            "evidence": _cap(f"{failed_cmd} → {error}", 300),
        })
        if len(entries) >= MAX_ENTRIES:
            break
    return entries


def read_range(transcript: str | Path, start: int = 0, end: int | None = None) -> list[dict[str, Any]]:
    """Records of a transcript's byte range, for slices that carry no parsed turns."""
    records: list[dict[str, Any]] = []
    with open(transcript, "rb") as fh:
        fh.seek(start)
        data = fh.read(None if end is None else max(0, end - start))
    for line in data.splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict):
            records.append(record)
    return records


class OfflineBackend:
    name = "offline"

    def model_for(self, purpose: Purpose) -> str:
        return "offline"

    def gate_is_cheap(self, system: str, prompt: str) -> bool:
        return False

    def complete(self, system: str, prompt: str, *, purpose: Purpose, max_tokens: int) -> Reply:
        raise BackendError("the offline backend has no model to ask", retryable=False)

    def extract_entries(self, slice_: Any, lang: str) -> list[dict[str, Any]]:
        turns = list(_get(slice_, "turns") or [])
        if not tool_calls(turns):
            transcript = _get(slice_, "transcript")
            if transcript and Path(str(transcript)).is_file():
                turns = read_range(transcript, int(_get(slice_, "start") or 0), _get(slice_, "end"))
        return gotchas(turns, lang)
