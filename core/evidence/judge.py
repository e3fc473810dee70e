"""Does a lesson rest on the session? Evidence found by step, fixes shown run.

A model can write a fluent lesson about a command nobody ran, or join a real
command to an error that came from another one. What keeps a lesson honest is
that each claim of its citation (core.evidence.claims) is found within
ONE step of the analysed bytes: a prompt, a reply, or a tool call together
with its own result. A citation that names its steps (`[s12]`, the ids the
slice showed; core.transcript.stepids) is looked for in those steps first;
only what is cited without a usable id is looked for in every step, one step
at a time, never as pieces scattered over the session.

A gotcha also claims that its fix works. That is believed only when the
transcript shows it (`FixCheck`):

- a later successful command the session ran whose new distinctive part is
  the workaround's (not a Write of a file named like it, a description, a
  question offering it, or what the workaround says not to do);
- the failing command run again and now passing, after an edit that added
  what the workaround names, with the new number it names, or when the
  workaround names nothing to run ("wait, then retry");
- the person confirming in the prompt right after the fix was tried or
  proposed, without a denial.

Pure functions over `Turn`s; reading and redacting the transcript is the
caller's job (core/distil/screen.py); core/evidence/scan.py gives the
same answers while streaming."""
from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from functools import cached_property
from typing import Collection, Iterable

from core.evidence.claims import (COMMAND_WORDS, FENCE_RE, Citation, Claim, distinctive, normalise, occurs,
                                        parse, quotes, strip_token)
from core.transcript.conversation import PROMPT, REPLY, TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.stepids import StepRefs


# The exact words `log --entries` shows for a refused entry.
NOT_FOUND = "evidence not found in the session"
UNVERIFIED = ("fix not shown to work in the session (no later successful run of it, no passing re-run after it, "
              "no confirmation by the person right after it)")

# The person saying a fix worked, and saying it did not.
_CONFIRM_RE = re.compile(
    r"\b(?:(?:it|that|this)\s+(?:works|worked|did it|fixed it)|works now|working now|now works|now it works|"
    r"fixed it|that fixed|problem solved|solved it|all good|perfect|lgtm|confirmed)\b"
    r"|(?:됐어|됐네|됩니다|되네|돼요|잘 돼|잘 되|해결됐|해결되었|작동해|작동합니다|성공했)", re.I)
_DENY_RE = re.compile(
    r"(?:\bnot|n'?t|\bstill|\bno longer|\bnever)\b[^.!?\n]{0,30}\b(?:work|works|working|fixed|solved|help|helped)\b"
    r"|\bstill (?:fails|failing|broken|errors?)\b|\b(?:no|nope|wrong)\b[,.!]|(?:안 ?돼|안 ?되|여전히|실패|안 됩니다)",
    re.I)
# What the workaround says not to do: the quote or word right after "instead of", "not", "never", "avoid"
# (with at most a verb between), or before "대신" / "말고" / "없이".
_NEGATION_RE = re.compile(r"(?:instead of|rather than|\bnot|n't|\bnever|\bavoid(?:ing)?|\bwithout|\bno longer|"
                          r"\bstop)\s+(?:(?:use|run|call|using|running|calling|with|via|through|the|a|plain|bare|"
                          r"just)\s+){0,2}$", re.I)
_NEGATED_AFTER_RE = re.compile(r"^\s*(?:대신|말고|없이)")
_NEGATED_PROSE_RE = re.compile(r"(?:instead of|rather than|\bnot|n't|\bnever|\bavoid(?:ing)?|\bwithout|"
                               r"\bno longer)\s+[^.;,\n]*", re.I)
EDIT_TOOLS = frozenset({"Edit", "Write", "MultiEdit", "NotebookEdit"})
EXIT_RE = re.compile(r"^\s*(?:Error:\s*)?Exit code (\d+)")
# Flags nearly every program takes: never the distinctive part of a fix.
_GENERIC_FLAGS = frozenset({"--help", "--version", "--verbose", "--quiet", "--yes", "--force-color", "--no-color"})
RERUN_SHARE = 0.6


def failed_result(turn: Turn) -> bool:
    exit_code = EXIT_RE.match(turn.text or "")
    return bool(turn.is_error) or bool(exit_code and exit_code.group(1) != "0")


def confirms(text: str) -> bool:
    """The person saying it worked (and not that it still does not)."""
    return bool(_CONFIRM_RE.search(text)) and not _DENY_RE.search(text)


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
    if turn.tool_name not in EDIT_TOOLS:
        return ""
    data = turn.tool_input or {}
    texts = [data.get(k) for k in ("new_string", "content", "new_source")]
    edits = data.get("edits")
    if isinstance(edits, list):
        texts += [e.get("new_string") for e in edits if isinstance(e, dict)]
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

    @cached_property
    def argv(self) -> tuple[str, ...]:
        """The command's words as the shell splits them, each normalised (only computed when a fix is judged)."""
        return argv(self.raw_command)

    @cached_property
    def programs(self) -> tuple[str, ...]:
        """The words that start a command (after &&, |, ;, variables)."""
        return programs(self.raw_command)


def make_step(index: int, turn: Turn, result: Turn | None) -> Step:
    """`turn` (and, for a call, its result) as a Step; both already redacted."""
    if turn.kind != TOOL_CALL:
        return Step(index, turn.kind, normalise(turn.text), id=turn.step, tool=turn.tool_name or "",
                    ok=None if turn.kind != TOOL_RESULT else not failed_result(turn), cwd=(turn.cwd or "").casefold())
    command = command_of(turn)
    return Step(index, TOOL_CALL, normalise(call_text(turn)), normalise(result.text) if result is not None else "",
                normalise(command), normalise(edit_of(turn)), turn.tool_name or "",
                None if result is None else not failed_result(result), turn.step, (turn.cwd or "").casefold(),
                command, normalise(str((turn.tool_input or {}).get("file_path") or ""))
                if turn.tool_name in EDIT_TOOLS else "")


def holds(step: Step, part: str) -> bool:
    """`part` in the step; an absolute path also as its relative form under the session's cwd."""
    cwd = step.cwd.rstrip("/") + "/"
    return any(occurs(p, step.flat) or occurs(p, step.result)
               for p in ((part, part.replace(cwd, "")) if cwd != "/" and cwd in part else (part,)))


def holds_claim(step: Step, claim: Claim, ran_before: Collection[str] = ()) -> bool:
    """Every part of the claim within this one step (a call and its own result
    count as one); what it says the call printed, in the call's own output;
    for "the second run", a command that ran before (`ran_before`)."""
    if claim.repeat and step.kind == TOOL_CALL and step.command not in ran_before:
        return False
    if claim.ran and (step.kind != TOOL_CALL or step.ok is not True):
        return False
    if step.kind == TOOL_CALL:
        if claim.empty_output and (step.ok is None or step.result not in ("", "(no output)", "(no content)")):
            return False
        if not all(occurs(p, step.result) for p in claim.outputs) or \
                not all(occurs(p, step.flat) for p in claim.inputs):
            return False
    elif claim.empty_output:
        return False
    return all(holds(step, p) for p in claim.parts) and \
        all(all(holds(step, w) for w in group) for group in claim.groups)


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
            if t.kind not in (PROMPT, REPLY, TOOL_CALL, TOOL_RESULT):
                continue
            if t.kind == TOOL_RESULT and t.tool_use_id in calls:
                continue  # part of its call's step
            if t.kind != TOOL_CALL and not t.text:
                continue
            steps.append(make_step(len(steps), t, results.get(t.tool_use_id or "") if t.kind == TOOL_CALL else None))
        return cls(tuple(steps))


# --- is the evidence there? ----------------------------------------------------------------

@dataclass(frozen=True)
class Finding:
    """Where a citation was found: `anchor` is the step by which every claim
    had appeared; `missing` lists what was found in no single step."""
    found: bool
    missing: tuple[str, ...] = ()
    anchor: int | None = None


def _describe(claim: Claim) -> str:
    return " → ".join(claim.parts) or " ".join(w for g in claim.groups for w in g)


def find(citation: str, transcript: Transcript, refs: StepRefs = StepRefs()) -> Finding:
    """Each claim in one step: the first step that holds it. A claim is the
    same whichever step the model named for it (an id only saves a search,
    and a wrong id must not refuse a true claim), so `refs.evidence` does not
    change the answer; `refs.failure` picks the failure (`fix_verified`)."""
    parsed = parse(citation)
    if parsed.empty:
        return Finding(False, ("(nothing concrete is cited)",))
    where: list[int] = []
    missing: list[str] = []
    before: list[set[str]] = []
    if any(c.repeat for c in parsed.claims):
        ran: set[str] = set()
        for s in transcript.steps:
            before.append(set(ran))
            if s.kind == TOOL_CALL and s.command:
                ran.add(s.command)

    def ran_before(s: Step) -> set[str]:
        return before[s.index] if before else set()

    for claim in parsed.claims:
        at = next((s.index for s in transcript.steps if holds_claim(s, claim, ran_before(s))), None)
        if at is None:
            missing.append(_describe(claim))
        else:
            where.append(at)
    if missing:
        return Finding(False, tuple(missing))
    return Finding(True, (), max(where))


# --- did the fix work? -----------------------------------------------------------------------

def command_tokens(command: str) -> list[str]:
    return [t for t in (strip_token(w) for w in re.split(r"\s+|&&|\|\||;|\||\(|\)", command)) if t]


_SHELL_OPS_RE = re.compile(r"(&&|\|\||;|\||\$\(|\(|\))")


def _shell_words(command: str) -> list[str]:
    if not any(ch in command for ch in "'\"\\`$(|&;"):
        return command.split()   # nothing a shell would read otherwise; shlex is slow on long sessions
    try:
        return shlex.split(_SHELL_OPS_RE.sub(r" \1 ", command), posix=True)
    except ValueError:
        return command.split()


def programs(command: str) -> tuple[str, ...]:
    """The program of each command in a line (`cd x && FOO=1 sudo ./run.sh` → cd, ./run.sh)."""
    out: list[str] = []
    start = True
    for w in _shell_words(command):
        if _SHELL_OPS_RE.fullmatch(w):
            start = True
        elif start and not re.fullmatch(r"[\w.]+=\S*", w) and w not in ("sudo", "env", "exec", "time"):
            out.append(normalise(w))
            start = False
    return tuple(out)


def argv(command: str) -> tuple[str, ...]:
    """A command's words as the shell reads them (a quoted argument is one
    word, so a name inside a commit message or a title is no word of its own),
    each normalised; operators split."""
    return tuple(w for w in (normalise(x) for x in _shell_words(command)) if w and not _SHELL_OPS_RE.fullmatch(w))


def _loose(text: str) -> list[str]:
    """Words without punctuation between them: `import json; with open('f')` → import json with open f."""
    return re.findall(r"[\w./~$@%+:=-]+", text)


def _contains(seq: list[str], inner: list[str]) -> bool:
    return bool(inner) and any(seq[i:i + len(inner)] == inner for i in range(len(seq) - len(inner) + 1))


def _path(p: str, cwd: str) -> str:
    for lead in ("$pwd/", "${pwd}/"):
        if p.startswith(lead):
            p = p[len(lead):]
    if cwd and p.startswith(cwd.rstrip("/") + "/"):
        p = p[len(cwd.rstrip("/")) + 1:]
    while p.startswith("./"):
        p = p[2:]
    return p


def same_name(wanted: str, ran: str, cwd: str = "") -> bool:
    """Two spellings of one thing: equal words, or paths to really the same
    file (`./.venv/bin/python`, `$PWD/.venv/bin/python` and the absolute path
    under the session's directory; never `/tmp/x/bin/python`)."""
    if "/" in wanted or "/" in ran:
        return _path(wanted, cwd) == _path(ran, cwd)
    # A name given as a value (`--with=x`, `x==1.2`, `x@2`), never a piece of a longer word.
    return wanted == ran or ran.endswith("=" + wanted) or bool(re.match(re.escape(wanted) + r"(?:[=<>@\[~]|$)", ran))


def _generic(name: str) -> bool:
    return name in COMMAND_WORDS or name in _GENERIC_FLAGS or bool(re.fullmatch(r"-[a-z0-9]{1,2}", name)) or \
        bool(re.fullmatch(r"[\d.]+", name))


def _names(text: str) -> list[str]:
    """Names a fix is run with: distinctive words, but not plain hyphenated words ("re-run")."""
    return [n for n in (normalise(strip_token(w)) for w in text.split())
            if n and distinctive(n) and not re.fullmatch(r"[^\W\d_]+(?:-[^\W\d_]+)+", n)]


def _positive(workaround: str) -> tuple[list[str], list[str]]:
    """The quoted parts (fenced lines too) and prose words of the workaround
    that it says to use; what follows "instead of", "not", "never", "avoid" is the trap."""
    text = workaround.replace("ˋ", "`")
    fragments: list[str] = [re.sub(r"^\s*[$>#]\s+", "", line) for block in FENCE_RE.findall(text)
                            for line in block.splitlines() if line.strip()]
    text = FENCE_RE.sub(" ; ", text)
    prose: list[str] = []
    last = 0
    for start, end in quotes(text):
        before, after = text[last:start - 1], text[end + 1: end + 12]
        prose.append(_NEGATED_PROSE_RE.sub(" ", before))
        if not _NEGATION_RE.search(text[max(0, start - 40):start - 1]) and not _NEGATED_AFTER_RE.match(after):
            fragments.append(text[start:end])
        last = end + 1
    prose.append(_NEGATED_PROSE_RE.sub(" ", text[last:]))
    return fragments, prose


class FixCheck:
    """Whether the steps after a failure show the workaround working; fed
    one step at a time (`see` is True once it is shown)."""

    def __init__(self, workaround: str, failure: Step | None, trap: str = "") -> None:
        # `trap` is accepted but not used: a trap often names the fix as what was skipped.
        raw_fragments, prose = _positive(workaround)
        self.failed = failure.command if failure is not None else ""
        self.old = failure.argv if failure is not None else ()
        self.programs = failure.programs if failure is not None else ()
        self.cwd = failure.cwd if failure is not None else ""
        # A quoted command counts only run whole (its words in order, paths as the same file);
        # one the failing command already was is no fix of its own.
        sequences: list[tuple[str, ...]] = []
        for raw in raw_fragments:
            for f in parse(f"`{raw}`").fragments:
                words = argv(f)
                if not words or self._within(words, self.old):
                    continue
                # common words only count when they start a program the failing command did not run
                # (`npm install` added, `bash -c` wrapping the direct call)
                if all(_generic(w) for w in words) and (words[0] not in COMMAND_WORDS or words[0] in self.programs):
                    continue
                sequences.append(words)
        names: list[str] = []
        numbers: list[str] = []
        new_programs: list[str] = []
        for word in _names(" ".join(prose)):
            if word in COMMAND_WORDS and word not in self.programs and word not in ("cd", "sudo") and \
                    not any(same_name(word, o, self.cwd) for o in self.old):
                new_programs.append(word)   # a program new to the fix (bash -c, an interpreter switch)
            if any(same_name(word, o, self.cwd) for o in self.old):
                continue
            if re.fullmatch(r"\d[\d.]*", word):
                numbers.append(word)
            elif not _generic(word):
                names.append(word)
        self.sequences = tuple(dict.fromkeys(sequences))
        self.fragments = tuple(" ".join(q) for q in self.sequences)
        self.names = tuple(dict.fromkeys(names))
        # prose programs only when no quoted command says more exactly what the fix runs
        self.new_programs = () if sequences else tuple(dict.fromkeys(new_programs))
        self.numbers = tuple(dict.fromkeys(numbers))
        self.anything = bool(self.sequences or self.names or self.new_programs)
        self.edited = False
        self.proposed = False

    def _edits_named_file(self, path: str) -> bool:
        return bool(path) and any(len(q) == 1 and "/" in path + "/" and (same_name(q[0], path, self.cwd) or
                                                                        path.endswith("/" + q[0].lstrip("./")))
                                  for q in self.sequences)

    def _named_in(self, text: str) -> bool:
        return any(occurs(f, text) for f in self.fragments) or any(occurs(n, text) for n in self.names + self.new_programs)

    def _within(self, want: tuple[str, ...], ran: tuple[str, ...]) -> bool:
        return any(all(same_name(w, r, self.cwd) for w, r in zip(want, ran[i:i + len(want)]))
                   for i in range(len(ran) - len(want) + 1))

    def runs_fix(self, step: Step) -> bool:
        """A quoted command of the workaround run whole (its words in order,
        paths as the same file; a lone word as the program, a flag or a
        value, never a file the command merely touches), or a distinctive name
        the workaround gives that the failing command did not use."""
        for want in self.sequences:
            if len(want) == 1:
                # A lone word: the program, a flag or a value; or an argument given to the
                # failing program run again (`git add <the right path>`), never to another one.
                w = want[0]
                again = bool(set(step.programs) & set(self.programs) - {"cd"})
                where = step.argv if w.startswith("-") or "=" in w or again else step.programs
                if any(same_name(w, r, self.cwd) for r in where):
                    return True
            elif self._within(want, step.argv) or _contains(_loose(step.command), _loose(" ".join(want))):
                return True
        return any(same_name(n, r, self.cwd) for n in self.names for r in step.argv) or \
            any(p in step.programs for p in self.new_programs)

    def reruns(self, command: str, exactly: bool) -> bool:
        """The failing command again: every word of it (besides variables set
        for it), plus at most flags when `exactly`; else its program and most
        of its words (a parameter changed)."""
        if not self.failed:
            return False
        old = [w for w in self.old if not re.fullmatch(r"[\w.]+=\S*", w)]
        new = [w for w in argv(command) if not re.fullmatch(r"[\w.]+=\S*", w)]
        if not old or not new:
            return False
        if exactly:   # the same words plus flags, or the whole command as one step of a longer line
            return (set(old) <= set(new) and all(w.startswith("-") for w in set(new) - set(old))) or \
                self._within(tuple(old), tuple(new))
        program = next((w for w in old if w != "sudo"), old[0])
        if program not in new:
            return False
        return sum(1 for w in set(old) if w in new) / len(set(old)) >= RERUN_SHARE

    def see(self, step: Step) -> bool:
        if step.kind == TOOL_CALL:
            if step.ok and step.command:
                if self.runs_fix(step):
                    return True
                if (self.edited or not self.anything) and self.reruns(step.command, exactly=True):
                    return True
                if self.numbers and self.reruns(step.command, exactly=False) and \
                        any(n in step.argv for n in self.numbers):
                    return True
            if step.tool in EDIT_TOOLS and step.ok is not False and \
                    (self._named_in(step.edit) or not self.anything or self._edits_named_file(step.path)):
                self.edited = True
            # A confirmation counts right after the fix: a call about something else closes the window.
            self.proposed = self._named_in(step.flat) or (self.proposed and bool(step.command) and
                                                          self.reruns(step.command, exactly=False))
        elif step.kind == REPLY:
            if self._named_in(step.flat) or not self.anything:
                self.proposed = True
        elif step.kind == PROMPT:
            if self.proposed and confirms(step.flat):
                return True
            self.proposed = False
        return False


def is_failure(step: Step) -> bool:
    return step.kind == TOOL_CALL and step.ok is False


def fix_verified(workaround: str, transcript: Transcript, anchor: int, evidence: str = "", *,
                 refs: StepRefs = StepRefs(), trap: str = "") -> bool:
    """The failure is the call the entry names (`failure_step`), else the
    latest failing call by the anchor that the citation quotes; then the
    steps after it must show the fix (`FixCheck`)."""
    steps = transcript.steps
    failure = next((s for s in steps if refs.failure is not None and s.id == refs.failure and is_failure(s)), None)
    if failure is None:
        cited = parse(evidence)
        failure = next((s for s in reversed(steps[: anchor + 1]) if is_failure(s)
                        and (cited.empty or mentions(s, cited))), None)
    check = FixCheck(workaround, failure, trap)
    start = failure.index if failure is not None else anchor
    return any(check.see(s) for s in steps[start + 1:])
