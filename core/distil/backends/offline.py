"""No model at all: gotchas from the error → fix pattern, deterministically.

A tool call fails, the assistant says why, and a similar call with the same
tool then succeeds: that is the one lesson that can be read off a transcript
without understanding it. Confidence is "high" only for exactly that shape;
anything vaguer is "medium" and the extractor's high-only rule drops it.

The entry has to read as a lesson, not as a log: the title is the
assistant's own statement of what was wrong (its first clause when long, cut
at a word), the trap is the wrong move (what the assistant said not to do, or
how the failing command differs from the one that worked), and the workaround
is the fix as a rule (the assistant's "always …/use …" when it gave one,
otherwise the step the working command added or changed), not the session's
whole incidental command line. Only the few connecting phrases are localised.
The pipeline then checks these entries like any model's."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping

from core.distil.backends.base import BackendError, Purpose, Reply
from core.distil.backends.offline_words import (PHRASES, KO_NOT_RE, NOT_RE, advice_of, cap_line,
                                                 category_of, code_names, headline, scope_of, title_of, upper_first)
from core.transcript.conversation import Turn
from core.transcript.reader import iter_records
from core.transcript.slicer import Slice

# How far after a failure the fixing call may come, in tool calls.
LOOKAHEAD_CALLS = 6
# Share of the failed command's words the fix must repeat to count as "similar".
SIMILARITY = 0.5
MAX_ENTRIES = 5

EXIT_RE = re.compile(r"^\s*(?:Error:\s*)?Exit code (\d+)")
_WORD_RE = re.compile(r"[^\s'\"`;|&()<>]+")


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
    """A field of a raw record or message (JSON objects); anything else has none."""
    return obj.get(key) if isinstance(obj, dict) else None


_TURN_KINDS: dict[str, Callable[[Turn], tuple[str, Any]]] = {
    "prompt": lambda t: ("user", t.text or ""),
    "reply": lambda t: ("assistant", [{"type": "text", "text": t.text or ""}]),
    "tool_call": lambda t: ("assistant", [{"type": "tool_use", "id": t.tool_use_id,
                                           "name": t.tool_name, "input": t.tool_input or {}}]),
    "tool_result": lambda t: ("user", [{"type": "tool_result", "tool_use_id": t.tool_use_id,
                                        "content": t.text or "", "is_error": t.is_error}]),
}


def _messages(item: Any) -> Iterator[tuple[str, Any]]:
    """(role, content) pairs from a raw record, a message, or a turn that groups them."""
    if item is None:
        return
    if isinstance(item, (list, tuple)):
        for sub in item:
            yield from _messages(sub)
        return
    if isinstance(item, Turn):
        if item.kind in _TURN_KINDS and not item.is_sidechain:
            yield _TURN_KINDS[item.kind](item)
        return
    for group in ("records", "messages", "items"):
        inner = _get(item, group)
        if isinstance(inner, (list, tuple)):
            yield from _messages(inner)
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
    for role, content in (pair for item in turns for pair in _messages(item)):
        blocks = content if isinstance(content, list) else [{"type": "text", "text": content}]
        for block in blocks:
            if not isinstance(block, dict):
                continue
            kind = block.get("type")
            if role == "assistant" and kind == "tool_use":
                given = block.get("input")
                call = ToolCall(str(block.get("id") or len(calls)), str(block.get("name") or ""),
                                given if isinstance(given, dict) else {}, len(calls))
                calls.append(call)
                by_id[call.id] = call
            elif role == "user" and kind == "tool_result":
                answered = by_id.get(str(block.get("tool_use_id")))
                if answered is None:
                    continue
                output = _text_of(block.get("content"))
                exit_code = EXIT_RE.match(output)
                answered.failed = bool(block.get("is_error")) or bool(exit_code and exit_code.group(1) != "0")
                # Only a failure's output is ever quoted; a long session's successful outputs are not kept.
                answered.output = output if answered.failed else ""
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
    lines = [l.strip() for l in output.splitlines() if l.strip() and not EXIT_RE.match(l)]
    return lines[-1] if lines else output.strip()


# Steps that look around or move about (or are shell syntax); they are not what fixed anything.
_LOOKING = frozenset({"ls", "cat", "echo", "pwd", "true", "which", "test", "head", "tail", "wc", "touch", "printf",
                     "cd", "pushd", "sleep", "clear", "then", "do", "else", "fi", "done", "if", "for", "while", "{", "[["})


_CHAIN_RE = re.compile(r"""'[^']*'|"(?:[^"\\]|\\.)*"|(\s*(?:&&|;|\|\|)\s*)""")


def _steps(command: str) -> list[str]:
    """The commands of a chain (`a && b; c`), never cut inside a quoted argument (`-c 'import x; print(x)'`)."""
    parts: list[str] = []
    last = 0
    for m in _CHAIN_RE.finditer(command):
        if m.group(1) is not None:
            parts.append(command[last:m.start()])
            last = m.end()
    parts.append(command[last:])
    return [p.strip() for p in parts if p.strip()]


@dataclass
class Change:
    """How the command that worked differs from the one that failed."""
    kind: str            # before | program | args | other
    prereq: str = ""
    old: str = ""
    new: str = ""
    fixed: str = ""


def change(failed: str, fixed: str) -> Change:
    """The fix is the change between the failing call and the one that made it work, with what ran
    before: `python3 x.py` failing, a venv made, `.venv/bin/python x.py` working: "run it with `.venv/bin/python`"."""
    failed_steps, fixed_steps = _steps(failed), _steps(fixed)
    first = _words(failed_steps[-1] if failed_steps else failed)
    program = first[0] if first else ""
    # The step that retries the failed one: the last that runs it again, else the same program, else the most similar.
    # Else, in a chain, its last step that does something (what the chain was for: `python3 -m venv .venv &&
    # .venv/bin/python x.py` is the interpreter switch, never the preparatory half), else the same program.
    doing = [i for i, st in enumerate(fixed_steps) if (_words(st)[:1] or [""])[0] not in _LOOKING]
    retry = next((i for i in reversed(range(len(fixed_steps))) if _step_reruns(first, _words(fixed_steps[i]))),
                 doing[-1] if len(fixed_steps) > 1 and doing else
                 next((i for i, st in enumerate(fixed_steps) if _words(st)[:1] == [program]), None))
    if retry is None and fixed_steps:
        scores = [similarity(failed, st) for st in fixed_steps]
        retry = max(range(len(fixed_steps)), key=lambda i: scores[i]) if max(scores) > 0 else None
    if retry is None:
        return Change("other", fixed=fixed)
    before = [st for st in fixed_steps[:retry]
              if st not in failed_steps and (_words(st)[:1] or [""])[0] not in _LOOKING]
    step = fixed_steps[retry]
    words = _words(step)
    new = words[0] if words else step
    if before:
        return Change("program_before" if new != program else "before", prereq=" && ".join(before), old=program,
                      new=new)
    return Change("program", old=program, new=new) if new != program else Change("args", fixed=step)


def _trap_and_fix(failed: str, fixed: str, advice: str, phrases: dict[str, str]) -> tuple[str, str]:
    c = change(failed, fixed)
    cmd = cap_line(failed, 120)
    wrong = ""
    if advice:
        m = NOT_RE.search(advice) or KO_NOT_RE.search(advice)
        wrong = m.group(1).strip() if m else ""
    if wrong:
        trap = phrases["trap_instead"].format(wrong=code_names(wrong, []))
    elif c.kind == "before":
        trap = phrases["trap_before"].format(cmd=cmd, prereq=cap_line(c.prereq, 120))
    elif c.kind in ("program", "program_before"):
        trap = phrases["trap_program"].format(old=c.old, cmd=cmd)
    else:
        trap = phrases["trap_args"].format(cmd=cmd)
    if advice:
        fix = code_names(upper_first(advice.rstrip(".。")), _steps(fixed))
    elif c.kind == "before":
        fix = phrases["fix_before"].format(prereq=cap_line(c.prereq, 300))
    elif c.kind in ("program", "program_before"):
        fix = phrases["fix_" + c.kind].format(old=c.old, new=c.new, prereq=cap_line(c.prereq, 200))
    else:
        fix = phrases["fix_args"].format(fixed=cap_line(c.fixed or fixed, 160))
    return upper_first(trap), fix


def _step_reruns(failed: list[str], step: list[str]) -> bool:
    """Whether a step runs the failed one again: the same program with mostly the same arguments,
    or another (an interpreter, a tool by its path) given the same named ones; never `cat run.py`."""
    if not failed or not step:
        return False
    if step[0] == failed[0]:
        return not failed[1:] or similarity(" ".join(failed[1:]), " ".join(step[1:])) >= SIMILARITY
    named = " ".join(a for a in failed[1:] if not a.startswith("-"))
    return bool(named) and step[0] not in _LOOKING and similarity(named, " ".join(step[1:])) >= SIMILARITY \
        and step[0].rsplit("/", 1)[-1] not in ("pip", "pip3", "npm", "uv", "brew", "apt", "apt-get")


def _reruns(failed: str, command: str) -> bool:
    """Whether `command` runs the failed command again (see `_step_reruns`)."""
    return _step_reruns(_words((_steps(failed) or [failed])[-1]), _words((_steps(command) or [command])[-1]))


def _with_rerun(failed: ToolCall, first_ok: ToolCall, calls: list[ToolCall]) -> tuple[ToolCall, str]:
    """The fixing call and the command that states the fix.

    When the first call that worked is another program (an installer, a setup
    step) and the failed command then works when run again, the fix is what ran
    in between, not a swap of programs: `rustup` failing, `curl … | sh`, then
    `rustup` working teaches "run the installer first", never "use curl instead
    of rustup". Every successful step in between is kept, so a download and the
    later call that runs it stay together (and the remote-code rule sees both)."""
    failed_cmd, first_cmd = _command(failed), _command(first_ok)
    if _reruns(failed_cmd, first_cmd):
        return first_ok, first_cmd
    window = calls[first_ok.index + 1: failed.index + 1 + LOOKAHEAD_CALLS]
    rerun = next((c for c in window if c.name == failed.name and c.failed is False
                  and _reruns(failed_cmd, _command(c))), None)
    if rerun is None:
        return first_ok, first_cmd
    between = [_command(c) for c in calls[first_ok.index: rerun.index]
               if c.name == failed.name and c.failed is False
               and (_words(_command(c))[:1] or [""])[0] not in _LOOKING]
    return rerun, " && ".join([*between, _command(rerun)])


def gotchas(turns: Iterable[Any], lang: str = "en", step_of: Mapping[str, int] | None = None) -> list[dict[str, Any]]:
    """The error → fix entries, citing the slice's step ids (`step_of`: tool_use id → id)."""
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
        fix, fixed_cmd = _with_rerun(call, fix, calls)
        if fixed_cmd.strip() == failed_cmd.strip():
            continue  # the same command just worked on a retry: flaky, no lesson to state
        used.update(range(call.index, fix.index + 1))
        score = similarity(failed_cmd, fixed_cmd)
        same_program = _words(failed_cmd)[:1] == _words(fixed_cmd)[:1]
        explanation = call.text_after
        summary = fix.text_after
        error = _error_line(call.output)
        title = title_of(summary, explanation)
        clear = (score >= SIMILARITY or same_program) and bool(explanation) and bool(title)
        title = headline(title) if title else headline(error)
        trap, workaround = _trap_and_fix(failed_cmd, fixed_cmd, advice_of(summary, explanation), phrases)
        entries.append({
            "kind": "gotcha",
            "category": category_of(failed_cmd, call.output, explanation, summary),
            "confidence": "high" if clear else "medium",
            "scope": scope_of(failed_cmd, fixed_cmd, explanation, summary),
            "title": title,
            "symptom": cap_line(phrases["symptom"].format(cmd=cap_line(failed_cmd, 120), error=cap_line(error, 200))),
            "trap": cap_line(trap),
            "cause": cap_line(explanation or error),
            "workaround": cap_line(workaround, 400),
            "evidence": cap_line(f"{failed_cmd} → {error}", 300),
            **_step_ids(step_of or {}, call, fix),
        })
        if len(entries) >= MAX_ENTRIES:
            break
    return entries


def _step_ids(step_of: Mapping[str, int], failed: ToolCall, fix: ToolCall) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if failed.id in step_of:
        out["evidence_steps"], out["failure_step"] = [f"s{step_of[failed.id]}"], f"s{step_of[failed.id]}"
    if fix.id in step_of:
        out["fix_step"] = f"s{step_of[fix.id]}"
    return out


def read_range(transcript: str | Path, start: int = 0, end: int | None = None) -> Iterator[dict[str, Any]]:
    """Records of a transcript's byte range, one at a time, for slices that carry no parsed turns.

    Read by the transcript reader, so a range of any size is never held whole,
    and a line too long or nested too deep is skipped (the slice's notes
    already said so) instead of stopping the extraction."""
    for record in iter_records(transcript, start, end):
        yield record.data


class OfflineBackend:
    """Rules instead of a model: runs here, costs nothing, needs no gate 2."""
    name = "offline"
    local = True
    model_free = True

    def model_for(self, purpose: Purpose) -> str:
        return "offline"

    def gate_is_cheap(self, system: str, prompt: str) -> bool:
        return False

    def estimated_tokens(self, system: str, prompt: str) -> int:
        return 0   # nothing is sent anywhere

    def complete(self, system: str, prompt: str, *, purpose: Purpose, max_tokens: int) -> Reply:
        raise BackendError("the offline backend has no model to ask", retryable=False)

    def extract_entries(self, slice_: Slice, lang: str) -> list[dict[str, Any]]:
        turns: Iterable[Any] = list(slice_.turns)
        step_of = {t.tool_use_id: t.step for t in slice_.turns if t.kind == "tool_call" and t.tool_use_id and t.step}
        if not tool_calls(turns):
            if slice_.transcript and Path(slice_.transcript).is_file():
                turns = read_range(slice_.transcript, slice_.start, slice_.end)
        return gotchas(turns, lang, step_of)
