"""The steps of an analysed session in comparable form, and whether a claim
holds in one of them.

A step is a prompt, a reply, or a tool call together with its own result
(core.evidence.judge finds each claim of a citation in one step;
core.evidence.fix reads the steps after a failure). Pure functions over
`Turn`s, already redacted by the caller."""
from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from functools import cached_property
from typing import Collection, Iterable

from core.evidence.api_error import api_error
from core.transcript.echoed import echoed_status
from core.evidence.claim import STATES, Citation, Claim
from core.evidence.matching import near, normalise, occurs
from core.evidence.named_run import added_to, line_parts
from core.evidence.printed_exit import printed_exit
from core.evidence.stopped import stopped_by_its_timeout
from core.transcript.runners import ECHOING
from core.transcript.shells import inline_at
from core.transcript.signals import trouble as trouble_words
from core.evidence.words import commandish, strip_token
from core.transcript.conversation import (INTERRUPT_PREFIX, MARKER, PROMPT, REJECTION_PREFIX, REPLY, TOOL_CALL,
                                          TOOL_RESULT, Turn)

EDIT_TOOLS = frozenset({"Edit", "Write", "MultiEdit", "NotebookEdit"})
# A variable set for one command: `TZ=UTC pytest`.
ASSIGNMENT_RE = re.compile(r"[\w.]+=\S*")
EXIT_RE = re.compile(r"^\s*(?:Error:\s*)?Exit code (-?\d+)")
_REJECTED = normalise(REJECTION_PREFIX)
_INTERRUPTED = normalise(INTERRUPT_PREFIX)


def failed_result(turn: Turn, command: str = "") -> bool:
    exit_code = EXIT_RE.match(turn.text or "")
    return bool(turn.is_error) or bool(exit_code and exit_code.group(1) != "0") or api_error(turn.text or "", command) \
        or echoed_status(command, turn.text or "") not in (None, 0)   # (`snyk test; "exit=$LASTEXITCODE"` → exit=2)


# --- the transcript side -------------------------------------------------------------------

def call_text(turn: Turn) -> str:
    """A call as text: its tool's name, its identifying argument and every other string it was given."""
    values = [turn.tool_name or "", turn.text]
    for key, value in (turn.tool_input or {}).items():
        if isinstance(value, str) and value not in values:
            values.append(value)
        elif value is True:
            values.append(key)   # a switch the call was given: run_in_background, replace_all
    return "\n".join(values)


def command_of(turn: Turn) -> str:
    """What a call ran in a shell, or "" (a Write, a question, a search runs nothing)."""
    value = (turn.tool_input or {}).get("command")
    return value if isinstance(value, str) else ""


def edit_of(turn: Turn) -> str:
    """What an edit put into a file, or ""."""
    return _edit_strings(turn, ("new_string", "content", "new_source"), "new_string")


def replaced_of(turn: Turn) -> str:
    """What an edit took out of a file (the text it replaced), or ""."""
    return _edit_strings(turn, ("old_string",), "old_string")


def _edit_strings(turn: Turn, keys: tuple[str, ...], each: str) -> str:
    """An edit call's strings under `keys`, and under `each` of every edit of a multi-edit, one per line."""
    if turn.tool_name not in EDIT_TOOLS:
        return ""
    data = turn.tool_input or {}
    texts = [data.get(k) for k in keys]
    if isinstance(edits := data.get("edits"), list):
        texts += [e.get(each) for e in edits if isinstance(e, dict)]
    return "\n".join(t for t in texts if isinstance(t, str))


@dataclass(frozen=True)
class Step:
    """One step of the analysed transcript in comparable form: a prompt, a
    reply, or a tool call with its own result (`ok`: whether the result
    succeeded; None: no result seen). `id` is its step id (0: none)."""
    index: int
    kind: str
    flat: str
    result: str = ""
    command: str = ""
    edit: str = ""
    tool: str = ""
    ok: bool | None = None
    id: int = 0
    cwd: str = ""
    raw_command: str = ""        # as it was run (redacted), for `argv` and `programs`
    path: str = ""               # the file an edit wrote, normalised
    params: tuple[str, ...] = ()  # a tool call's other parameters (Read's offset, limit), as name, value, …
    replaced: str = ""                       # what an edit took out of the file, normalised
    # a light step's output as printed, kept unread (core.evidence.scan): its trouble words are read only if asked
    unread_output: str = field(default="", repr=False, compare=False)

    @cached_property
    def argv(self) -> tuple[str, ...]:
        """The command's words as the shell splits them, each normalised (only computed when a fix is judged)."""
        return argv(self.raw_command)

    @cached_property
    def trouble(self) -> frozenset[str]:
        """The words its output names trouble by (core.transcript.signals.trouble), read when the fix check asks:
        a light step's output is normalised only then."""
        return trouble_words(normalise(self.unread_output) if self.unread_output and not self.result else self.result)

    @cached_property
    def programs(self) -> tuple[str, ...]:
        """The words that start a command (after &&, |, ;, variables)."""
        return programs(self.raw_command)

    @cached_property
    def commands(self) -> tuple[tuple[str, ...], ...]:
        """Each command of the line as its words (`command_words`), split once however often a fix check asks."""
        return tuple(command_words(self.raw_command))


def make_step(index: int, turn: Turn, result: Turn | None) -> Step:
    """`turn` (and, for a call, its result) as a Step; both already redacted."""
    if turn.kind != TOOL_CALL:
        return Step(index, turn.kind, normalise(turn.text), id=turn.step, tool=turn.tool_name or "",
                    ok=None if turn.kind != TOOL_RESULT else not failed_result(turn), cwd=(turn.cwd or "").casefold())
    command = command_of(turn)
    return Step(index, TOOL_CALL, normalise(call_text(turn)), normalise(result.text) if result is not None else "",
                normalise(command), normalise(edit_of(turn)), turn.tool_name or "",
                None if result is None else not failed_result(result, command), turn.step, (turn.cwd or "").casefold(),
                command, normalise(str((turn.tool_input or {}).get("file_path") or ""))
                if turn.tool_name in EDIT_TOOLS else "", params_of(turn), normalise(replaced_of(turn)))


def params_of(turn: Turn) -> tuple[str, ...]:
    """A tool call's parameters that are not text (Read's `offset`, `limit`; a switch), as name, value, …:
    a fix can be a parameter rather than a command."""
    out: list[str] = []
    for key, value in (turn.tool_input or {}).items():
        if isinstance(value, bool) and value:
            out.append(key.casefold())
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            out += [key.casefold(), str(value)]
    return tuple(out)


def holds(step: Step, part: str) -> bool:
    """`part` in the step; an absolute path also as its relative form under the session's cwd; a parameter's value
    the call was given (the Bash tool's `timeout` of 1800000)."""
    cwd = step.cwd.replace("\\", "/").rstrip("/") + "/"   # a Windows cwd as a citation writes it: `C:/Users/x`
    forms = (part, part.replace(cwd, "")) if cwd != "/" and cwd in part else (part,)
    return any(occurs(p, step.flat) or occurs(p, step.result) for p in forms) or part in step.params or \
        any(near(p, step.flat) or near(p, step.result) for p in forms) or _file_line(step, part)


# "nuxt.config.ts:7", "InvoiceMailer.php:37": a model's place in a file, put together from a step that names the file
# and shows that line by its number (`grep -n` → `7:  buildModules…`, Read's `7→`, a table's `Line 37`)
FILE_LINE_RE = re.compile(r"([\w.-]+\.[a-z]\w{0,5}):(\d{1,6})")


def _file_line(step: Step, part: str) -> bool:
    m = FILE_LINE_RE.fullmatch(part.rsplit("/", 1)[-1])
    if m is None or not (occurs(m.group(1), step.flat) or occurs(m.group(1), step.result)):
        return False
    n = m.group(2)   # (phpstan's table: the file in its header, `:37` at the row)
    # (the step's text is normalised, one line: a number opening a row follows a space)
    return re.search(rf"(?:^|\s)(?::{n}\s|{n}(?::|→|\s*[│|]))|\bline:? {n}\b", step.result) is not None


def in_state(name: str, state: str, result: str) -> bool:
    """The output says `name` is in `state` (or a word meaning it) within a few words after it: a listing's row."""
    words = result.split()
    said = STATES[state]
    return any(w.strip(".,;:()'\"") == name and any(x.strip(".,;:()") in said for x in words[i + 1:i + 9])
               for i, w in enumerate(words))


_COMMENT_RE = re.compile(r"\s+#[^\n'\"`]*$")


def _ran_again(command: str, ran_before: Collection[str], claim: Claim) -> bool:
    """The command ran before, whole or as a part of this line (`npm run build` again as `rm -rf .next && npm run
    build`) or of an earlier one, with an option the claim names added (`_relaunched`) or on some of its files; a
    comment at the line's end (`go test ./... # frontend built`) runs nothing."""
    command = _COMMENT_RE.sub("", command)
    if command in ran_before:
        return True
    parts = line_parts(command)
    # ... or it ran as a part of an earlier line (`git commit -m …` after `git add x && git commit -m …`)
    return len(parts) > 1 and any(p in ran_before for p in parts) or \
        any(command in line_parts(r) for r in ran_before if command in r) or \
        _relaunched(command, ran_before, claim.named or claim.parts) or \
        narrowed_to_files(argv(command), map(argv, ran_before))


def narrowed_to_files(words: tuple[str, ...], before: Iterable[tuple[str, ...]]) -> bool:
    """An earlier command (two words or more) run again on some of its files: `bundle exec rspec spec/x_spec.rb`
    after `bundle exec rspec` ran the whole suite, the file's examples among it."""
    return any(len(old) >= 2 and words[:len(old)] == old and len(words) > len(old) and
               all("/" in w and not w.startswith("-") for w in words[len(old):]) for old in before)


def _relaunched(command: str, ran_before: Collection[str], named: tuple[str, ...]) -> bool:
    """Every word of an earlier command (two or more) in this one, with an option or a setting added that the claim
    names ("re-launched with `--max-model-len 16384`": `vllm serve M --port 8000` again as `nohup vllm serve M --port
    8000 --max-model-len 16384 &`; "re-running it with `REQUESTS_CA_BUNDLE=…`"), not the program run otherwise."""
    words = set(argv(command))
    return any(len(old) >= 2 and set(old) <= words and
               any(re.match(r"-|[a-z_]\w*=", w, re.I) and any(occurs(w, p) for p in named) for w in words - set(old))
               for old in map(argv, ran_before))


def rejected(step: Step, stopped: bool = True) -> bool:
    """A call the person turned down, or (`stopped`) stopped (`[Request interrupted by user for tool use]`): it never
    ran, or never finished, so nothing it did shows a fix; one stopped part way did run."""
    return step.result.startswith((_REJECTED, _INTERRUPTED) if stopped else _REJECTED)


def passed(step: Step) -> bool:
    """A call that worked: exited 0, not a pipe whose last program exited 0 while the output names trouble (`cmake …
    | tail -n 16` printing "failed to allocate"); or a server its own `timeout` stopped (`core.evidence.stopped`)."""
    return step.ok is True and not ("|" in step.raw_command and bool(step.trouble)) or \
        step.ok is False and stopped_by_its_timeout(step.raw_command, step.result)


def _went_on(step: Step, claim: Claim) -> bool:
    """A working `a && b` whose part said to pass (`exim -bV` of `update-exim4.conf && exim -bV | head -1 && … && tail
    mainlog`) is not its last, and printed what the claim quotes before any trouble the call printed: the line went on
    past it, so the trouble is a later part's (a part saying nothing, `cmake … | tail -n 16 && echo done`, shows no
    such order)."""
    parts = [normalise(p) for p in step.raw_command.split("&&")]
    at = next((i for i, p in enumerate(parts) if claim.inputs and all(occurs(x, p) for x in claim.inputs)), None)
    if step.ok is not True or at is None or at == len(parts) - 1 or not claim.outputs:
        return False
    said = [step.result.find(o) for o in claim.outputs]
    if min(said) < 0:
        return False
    end = max(i + len(o) for i, o in zip(said, claim.outputs))
    return all(step.result.find(t) >= end for t in step.trouble)


def holds_claim(step: Step, claim: Claim, ran_before: Collection[str] = (), said_before: bool = False,
                quoted: tuple[str, ...] = ()) -> bool:
    """Every part of the claim within this one step (a call and its own result
    count as one); what it says the call printed, in the call's own output;
    for "the second run", a command that ran before (`ran_before`); for "`x` still ended in `E`", a command that
    ran before or an error an earlier call printed (`said_before`: the trouble went on, through another command)."""
    if claim.repeat and step.kind == TOOL_CALL and not _ran_again(step.command, ran_before, claim) and not said_before:
        return False
    if claim.called:   # said to have run or been put in a file: in a call's own text or edit (not a reply
        # suggesting it, not a hint in an output); said to have run, in a call that ran (not one turned down)
        ran = not claim.run or step.tool not in EDIT_TOOLS and not rejected(step, stopped=False)
        return step.kind == TOOL_CALL and ran and all(occurs(p, step.flat) or occurs(p, step.edit) for p in claim.parts)
    if step.kind == MARKER:   # "was rejected ("[Request interrupted by user for tool use]")": the marker itself
        return claim.outcome != "ok" and not claim.inputs and all(occurs(p, step.flat) for p in claim.parts)
    if claim.ran and (step.kind != TOOL_CALL or step.ok is not True):
        return False
    # (a pipe whose last program exited 0 while the output names more trouble than an `error:` line, and no end that
    # went well after it, failed, for a claim that it did: `make … | tail -8` printing `fatal error: …`)
    failed = not step.ok or claim.outcome == "fail" and not passed(step) and bool(step.trouble - _MERE_TROUBLE) and \
        not _ENDED_WELL_RE.search(step.result[max(0, min(step.result.find(t) for t in step.trouble) - 20):])
    if claim.outcome and (step.kind != TOOL_CALL or step.ok is None or (claim.outcome == "fail") != failed) \
            and not _pasted_failure(step, claim):
        return False   # "failed" / "passed" / an exit code: that call's own outcome, never a reply telling of it
    if claim.outcome == "ok" and not passed(step) and not _went_on(step, claim):
        return False   # a pipe's last program exited 0 (`cmake … | tail -n 16`): the trouble printed says otherwise
    if (claim.outcome or claim.ran) and step.tool in EDIT_TOOLS and \
            any(commandish(p) and not occurs(p, step.path) for p in claim.inputs):
        return False   # a command said to have passed, failed or run is run, not written into a script or a README
    if claim.first and (step.command in ran_before or claim.inputs and any(
            all(occurs(p, ran) for p in claim.inputs) for ran in ran_before)):
        return False   # "on the first run", "the first `alembic upgrade head`": no call ran this command before
    if step.kind == TOOL_CALL:
        if claim.empty_output and (step.ok is None or not _listed_nothing(_EXIT_LINE_RE.sub("", step.result))) or \
                any(occurs(a, step.result) and not said_absent(a, step.result) for a in claim.absent) or \
                not all(in_state(name, state, step.result) for name, state in claim.states):
            return False
        # (a bare name of prose among what it says was printed, `(lb2: `…`)`, may be the one the call was given)
        if not all(occurs(p, step.result) or near(p, step.result) or printed_exit(p, step.result, claim) or
                   p in claim.tokens and occurs(p, step.command) or _edited_to(step, claim, p) for p in claim.outputs) or \
                not all(occurs(p, step.flat) or _script_ran(step).startswith(p) or _echoed(step, p) or
                        step.tool in _SUBAGENT_TOOLS and occurs(p, step.result) for p in claim.inputs) or \
                added_to(step.command, claim, ran_before, quoted):   # a command run as quoted names that run (named_run)
            return False
    elif claim.empty_output or claim.absent:
        return False
    return all(holds(step, p) or printed_exit(p, step.result, claim) for p in claim.parts) and \
        all(all(holds(step, w) for w in group) for group in claim.groups)


# "no $X.class", "there is no `x`", "missing x": an output naming a thing only to say it is not there
_ABSENT_BEFORE_RE = re.compile(r"(?:\bno|\bnot|\bwithout|\bmissing|\black(?:s|ing)?|\babsent)[\s:`'\"]*$")


def said_absent(name: str, output: str) -> bool:
    """Whether each place the (normalised) output names `name` says it is not there: "listed no `x`" agrees."""
    at = [m.start() for m in re.finditer(re.escape(name), output)]
    return bool(at) and all(_ABSENT_BEFORE_RE.search(output[max(0, i - 24):i]) for i in at)


def _edited_to(step: Step, claim: Claim, piece: str) -> bool:
    """"`call printf` → `call printf wrt ..plt`": an edit's own before and after, what it replaced and its new text."""
    return step.tool in EDIT_TOOLS and bool(claim.inputs) and occurs(piece, step.edit) and \
        all(occurs(p, step.replaced) for p in claim.inputs)


# A person's message telling of a failure seen elsewhere, with its output pasted ("CI fails at the install step now:
# Error: × …")
_PASTED_FAILURE_RE = re.compile(r"\b(?:fail\w*|error\w*|exception|traceback)\b")


_MERE_TROUBLE = frozenset({"error", "errors", "warning", "warnings", "warn"})
# ... an end that went well (`Successfully installed`, `Finished release`, unittest's `OK (expected failures=1)`)
_ENDED_WELL_RE = re.compile(r"\b(?:successfully|finished|succeeded|done\b|completed\b)|(?:^|\s)ok \(")


def _pasted_failure(step: Step, claim: Claim) -> bool:
    """"CI failed with `E`", naming no command of the session: the person's message that pasted E, saying it failed."""
    return step.kind == PROMPT and claim.outcome == "fail" and not claim.inputs and bool(claim.outputs) and \
        _PASTED_FAILURE_RE.search(step.flat) is not None


# `npm test` printing "> app@2.3.0 test" and "> mocha -r ts-node/register …": the script a package runner ran
_SCRIPT_ECHO_RE = re.compile(r"^(?:exit code -?\d+ )?> \S+@\S+ [\w:.-]+ > ")


# A subagent's call, whose result is its report of the calls it made (`listed it with `tar tzf x`. 41 files …`)
_SUBAGENT_TOOLS = frozenset({"Task", "Agent"})


def _echoed(step: Step, piece: str) -> bool:
    """A command the call's build runner echoed running (`make SIM=ghdl` printing `ghdl -r --work=work …`): run by that
    call, as a quoted command the claim says it ran."""
    return bool(ECHOING & set(step.programs)) and commandish(piece) and occurs(piece, step.result)


def _script_ran(step: Step) -> str:
    """What a package runner's call echoes it ran (its script's command, and what it printed after it), or ""."""
    m = _SCRIPT_ECHO_RE.match(step.result)
    return step.result[m.end():] if m else ""


# A listing's column names alone (`docker compose ps` with no container: NAME IMAGE COMMAND SERVICE …): no rows
_HEADER_WORDS = frozenset("name names image command service created status ports id container namespace ready "
                          "restarts age type cluster-ip external-ip port(s) size pid user cpu mem state uptime".split())


def _listed_nothing(output: str) -> bool:
    """Whether a call printed nothing: no output, or only a listing's header (its column names, no row)."""
    words = output.split()
    return output in ("", "(no output)", "(no content)") or len(words) >= 3 and all(w in _HEADER_WORDS for w in words)


# The line a failed call's result opens with (`Exit code 1`): no output of the call's own
_EXIT_LINE_RE = re.compile(r"^exit code -?\d+\s*")


def mentions(step: Step, cited: Citation) -> bool:
    """Whether the step holds any part of the citation (the failing call it is about)."""
    return any(holds(step, p) for c in cited.claims for p in c.parts) or \
        any(all(holds(step, w) for w in g) for c in cited.claims for g in c.groups)


@dataclass(frozen=True)
class Transcript:
    """The analysed part of a session as comparable steps, in order."""
    steps: tuple[Step, ...]

    @classmethod
    def from_turns(cls, turns: Iterable[Turn]) -> "Transcript":
        turns = list(turns)
        results: dict[str, Turn] = {}
        calls = {t.tool_use_id for t in turns if t.kind == TOOL_CALL and t.tool_use_id}
        for t in turns:
            if t.kind == TOOL_RESULT and t.tool_use_id in calls:
                results.setdefault(t.tool_use_id or "", t)
        steps: list[Step] = []
        for t in turns:
            if not is_evidence_turn(t):
                continue
            if t.kind == TOOL_RESULT and t.tool_use_id in calls:
                continue  # part of its call's step
            if t.kind != TOOL_CALL and not t.text:
                continue
            steps.append(make_step(len(steps), t, results.get(t.tool_use_id or "") if t.kind == TOOL_CALL else None))
        return cls(tuple(steps))



def is_evidence_turn(turn: Turn) -> bool:
    """What a citation may quote: a prompt, a reply, a call and its result, and what the slice shows as a step
    of its own between them: the person's interrupt (`[Request interrupted by user for tool use]`), a slash
    command (`/compact`), an API error."""
    return turn.kind in (PROMPT, REPLY, TOOL_CALL, TOOL_RESULT) or (turn.kind == MARKER and bool(turn.text))


def is_failure(step: Step) -> bool:
    return step.kind == TOOL_CALL and step.ok is False and not searched_clean(step)


# A search a line ends with (`… | grep -c 'did not find expected key'`), and the trouble words its pattern may hold
_SEARCHERS = frozenset({"grep", "egrep", "rg", "findstr", "select-string"})
_TROUBLE_PATTERN_RE = re.compile(r"\b(?:error|errors|fail\w*|fatal|not|no|cannot|can't|unable|denied|invalid|missing|"
                                 r"refused|exception|traceback|warn\w*|panic)\b", re.I)


def searched_clean(step: Step) -> bool:
    """A call whose line ends searching its output for trouble (an error's words) and finding none: grep's exit code 1
    with no line printed, or its count 0. The check that the error is gone passed, though its exit code says no."""
    # (a light step of the scan keeps its output unread: read here as printed)
    printed = (step.result or step.unread_output).strip().lower()
    if step.ok is not False or not step.raw_command or not re.fullmatch(r"(?:exit code 1\s*)?0?", printed):
        return False
    last = [w for w in (step.commands[-1] if step.commands else ()) if w]
    if not last or last[0].lower() not in _SEARCHERS:
        return False
    pattern = next((w for w in last[1:] if not w.startswith("-")), "")
    return bool(_TROUBLE_PATTERN_RE.search(pattern))


def command_tokens(command: str) -> list[str]:
    return [t for t in (strip_token(w) for w in re.split(r"\s+|&&|\|\||;|\||\(|\)", command)) if t]


_SHELL_OPS_RE = re.compile(r"(&&|\|\||;|\||\$\(|\(|\))")


# A Windows path (`.venv\Scripts\python.exe`, `tests\test_api.py`): its backslashes are separators, not escapes.
# ... ended by a space or by a shell operator (`az bicep build --file infra\\main.bicep; echo …` as without `; echo`);
# ... or an option's value (`/Source:ESD:E:\sources\install.esd:6`, `--out=C:\x`), up to a `:` after it
_WINDOWS_PATH_RE = re.compile(r"(?<![^\s;&|(:=])(?:[A-Za-z]:)?[\w.~-]*(?:\\[\w.@+-]+)+\\?(?![^\s;&|):])")


def _shell_words(command: str) -> list[str]:
    if "\\" in command:
        command = _WINDOWS_PATH_RE.sub(lambda m: m.group(0).replace("\\", "/"), command)
    if not any(ch in command for ch in "'\"\\`$(|&;"):
        return command.split()   # nothing a shell would read otherwise; shlex is slow on long sessions
    try:
        return shlex.split(_SHELL_OPS_RE.sub(r" \1 ", command), posix=True)
    except ValueError:
        return command.split()


def command_words(command: str) -> list[tuple[str, ...]]:
    """A line's commands as the shell joins them (`&&`, `||`, `;`, `|`, never inside a quoted argument), each as its
    normalised words; a shell handed a line (`powershell -Command "…; iisreset"`) is followed by that line's
    commands."""
    out: list[tuple[str, ...]] = []
    words: list[str] = []
    raw: list[str] = []
    for x in [*_shell_words(command), ";"]:
        if x in ("&&", "||", ";", "|"):
            out += [tuple(words)] if words else []
            out += _inline_commands(raw)
            words, raw = [], []
        elif (w := _word(x)) and not _SHELL_OPS_RE.fullmatch(w):
            words.append(w)
            raw.append(x)
    return out


def _inline_commands(raw: list[str]) -> list[tuple[str, ...]]:
    at = inline_at(raw)
    return command_words(" ".join(raw[at:])) if at is not None and raw[at:] else []


def programs(command: str) -> tuple[str, ...]:
    """The program of each command in a line (`cd x && FOO=1 sudo ./run.sh` → cd, ./run.sh)."""
    out: list[str] = []
    start = True
    words = _shell_words(command)
    for i, w in enumerate(words):
        if _SHELL_OPS_RE.fullmatch(w):
            start = True
        elif start and not ASSIGNMENT_RE.fullmatch(w) and w not in ("sudo", "env", "exec", "time"):
            out.append(normalise(w))
            start = False
            if (at := inline_at(words[i:])) is not None and i + at < len(words):
                out += programs(words[i + at])   # what a shell handed a line runs is run too
    return tuple(out)


def argv(command: str) -> tuple[str, ...]:
    """A command's words as the shell reads them (a quoted argument is one
    word, so a name inside a commit message or a title is no word of its own),
    each normalised; operators split."""
    return tuple(w for w in (_word(x) for x in _shell_words(command)) if w and not _SHELL_OPS_RE.fullmatch(w))


def _word(x: str) -> str:
    """A shell word normalised; an empty argument (`sed -i '' …`) is a word too, written `''`: BSD sed's suffix."""
    return normalise(x) if x else "''"
