"""Does a lesson rest on the session? Evidence matching and fix verification.

A model can write a fluent lesson about a command nobody ran. What keeps a
lesson honest is that the command or error it cites can be found in the bytes
that were analysed. Models cite loosely, though: they swap quote styles, join
a wrapped line, lose an ANSI colour code, see `[REDACTED:…]` where a secret was,
and combine pieces (`cmd` → `error`, "running `x` gave `y`"). So what must be
found is every distinctive part of the citation, after both sides are
normalised the same way:

- a quoted part (a code span, a "double-quoted" or 'single-quoted' string) is
  a verbatim citation and must be found as a whole, within one step of the
  transcript;
- in the prose around it, only tokens that name something exactly must be
  found: commands, identifiers, paths, flags, error names, numbers. The
  connecting words and arrows are the model's own.

A gotcha also claims that a fix works. That claim is believed only when the
transcript shows it: a later successful call that runs the workaround (or an
equivalent command), or the person saying it worked.

Pure functions over `Turn`s; reading and redacting the transcript is the
caller's job (core/distil/screen.py)."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Iterable

from core.lessons.text import strip_invisible
from core.transcript.conversation import PROMPT, REPLY, TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.redact import redact

# The exact words `log --entries` shows for a refused entry.
NOT_FOUND = "evidence not found in the session"
UNVERIFIED = "fix not shown to work in the session (no later successful run, no confirmation by the person)"

_ANSI_RE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
# An SGR code whose ESC byte was lost on the way through a model ("[31mError").
_BARE_SGR_RE = re.compile(r"\[(?:\d{1,3}(?:;\d{1,3})*)?m(?=\S)")
_REDACTION_RE = re.compile(r"\[REDACTED(?::[A-Za-z0-9_.-]+)?\]|<redacted>|\[redacted\]", re.I)
_QUOTE_CHARS = "\"'`ˋ‘’‚‛“”„‟«»‹›"
_QUOTES_RE = re.compile(f"[{_QUOTE_CHARS}]")
# Where a citation is joined from pieces: arrows and ellipses (a cut).
_JOINS_RE = re.compile(r"\s*(?:→|->|=>|⇒|⟶|➜|➔|\.\.\.|…|<[A-Za-z][\w -]{0,30}>)\s*")
_SPAN_RE = re.compile(r"`([^`\n]+)`")
_DOUBLE_RE = re.compile(r"[\"“”]([^\"“”\n]+)[\"“”]")
# A single quote opens after a space or bracket and closes before one, so
# "doesn't" and "it's" are not quotations.
_SINGLE_RE = re.compile(r"(?<![\w])['‘]([^'‘’\n]+)['’](?![\w])")
_EDGE = "()[]{}<>,;:!?\"'`“”‘’«»…·"
_HANGUL_TAIL_RE = re.compile(r"[\uac00-\ud7a3]+$")
_HANGUL_RE = re.compile(r"[\uac00-\ud7a3]")
_NOT_NAMES = frozenset({"e.g", "i.e", "etc", "vs", "ok", "a", "i", "e.g.", "i.e."})
# Words that join the pieces of a citation in prose; never required.
_CONNECTING = frozenset("""
the and then with when after before from into was were that this which while but not for its has had
fails failed failing gives gave shows showed returns returned error errors running runs ran run using
""".split())

# Programs a person names in prose ("after pip failed"): a command, so distinctive.
COMMAND_WORDS = frozenset("""
git npm npx pnpm yarn bun deno pip pip3 pipx uv poetry conda pytest python python3 node make cmake cargo
rustc rustup go docker podman kubectl helm terraform ansible mvn gradle brew apt apt-get dnf yum pacman
apk systemctl journalctl ssh scp rsync curl wget tar unzip gzip ls cd cp mv rm mkdir chmod chown ln cat
grep rg sed awk find xargs sudo bash sh zsh fish tmux ruff mypy black flake8 tox nox jest vitest mocha
tsc eslint prettier webpack vite gcc clang ld java javac ruby gem bundle rake php composer dotnet
claude gh psql mysql sqlite3 redis-cli openssl
""".split())

# The person saying a fix worked, and saying it did not.
_CONFIRM_RE = re.compile(
    r"\b(?:(?:it|that|this)\s+(?:works|worked|did it|fixed it)|works now|working now|now works|now it works|"
    r"fixed it|that fixed|problem solved|solved it|all good|perfect|lgtm|confirmed)\b"
    r"|(?:됐어|됐네|됩니다|되네|돼요|잘 돼|잘 되|해결됐|해결되었|작동해|작동합니다|성공했)", re.I)
_DENY_RE = re.compile(
    r"(?:\bnot|n'?t|\bstill|\bno longer|\bnever)\b[^.!?\n]{0,30}\b(?:work|works|working|fixed|solved|help|helped)\b"
    r"|\bstill (?:fails|failing|broken|errors?)\b|(?:안 ?돼|안 ?되|여전히|실패|안 됩니다)", re.I)


def normalise(text: str) -> str:
    """One comparable form: no ANSI codes, redaction marks or quotes; one
    case; every run of whitespace (line wraps included) a single space."""
    text = strip_invisible(unicodedata.normalize("NFKC", text))
    text = _ANSI_RE.sub("", text)
    text = _BARE_SGR_RE.sub("", text)
    text = _REDACTION_RE.sub(" ", text)
    text = re.sub(r"\\\s+", " ", text)  # a line continuation, however it was re-wrapped
    text = re.sub(r"\\(?=[\"'`])", "", text)
    text = _QUOTES_RE.sub("", text)
    return " ".join(text.casefold().split())


def _compact(text: str) -> str:
    """Without any whitespace: a line wrapped in the middle of a word still matches."""
    return "".join(text.split())


# --- what a citation consists of ---------------------------------------------------------

@dataclass(frozen=True)
class Citation:
    """The parts of a citation that must be found: verbatim `fragments` and
    distinctive `tokens`, both normalised."""
    fragments: tuple[str, ...]
    tokens: tuple[str, ...]
    # Only for a citation with nothing quoted and nothing distinctive
    # ("ruffx check . → ruffx: command not found"): each piece's words, which
    # must all occur in one step.
    groups: tuple[tuple[str, ...], ...] = ()

    @property
    def parts(self) -> tuple[str, ...]:
        return self.fragments + self.tokens

    @property
    def empty(self) -> bool:
        return not self.fragments and not self.tokens and not self.groups


def _strip_token(raw: str) -> str:
    token = raw.strip(_EDGE)
    if token.endswith(".") and token not in (".", "..") and not token.endswith("/."):
        token = token.rstrip(".")  # the end of a sentence, not of a name
    if _HANGUL_RE.search(token) and re.search(r"[A-Za-z0-9]", token):
        token = _HANGUL_TAIL_RE.sub("", token).strip(_EDGE)  # a Korean particle after a name: `./build이`
    return token


def distinctive(token: str) -> bool:
    """Whether a prose token names something exactly (not a connecting word)."""
    if not token or token.casefold() in _NOT_NAMES or _HANGUL_RE.search(token):
        return False
    if not any(ch.isalnum() for ch in token):
        return token == "/"
    if token.casefold() in COMMAND_WORDS:
        return True
    if re.search(r"\d", token):
        return True
    if re.match(r"^--?[A-Za-z]", token):        # a flag
        return True
    if token.startswith(("$", "%", "~", "/", "./", "../")) or "://" in token:
        return True
    if re.search(r"\w[_./\\=@:]\w|\w_|_\w|\w-\w", token):   # identifier, path, key=value, module.attr
        return True
    if re.search(r"[a-z][A-Z]", token) or re.fullmatch(r"[A-Z][A-Z0-9_]{1,}", token):   # CamelCase, ENOENT
        return True
    return False


# The slice's own labels, which a model may copy along with what it quotes:
# `TOOL Bash(cmd) → ERROR: Exit code 1`, `USER: …`, `AGENT a1 RESULT: …`.
_TOOL_LABEL_RE = re.compile(r"^\s*TOOL\s+[\w.:-]+\((.*?)\)?\s*$", re.S)
_LINE_LABEL_RE = re.compile(r"^\s*(?:ERROR|USER|ASSISTANT|AGENT(?:\s+\S+)?(?:\s+(?:TASK|RESULT))?):\s*")


def _unlabel(piece: str) -> str:
    piece = _TOOL_LABEL_RE.sub(r"\1", piece)
    return _LINE_LABEL_RE.sub("", piece)


def _pieces(fragment: str) -> list[str]:
    return [p for p in (normalise(_unlabel(x)) for x in _JOINS_RE.split(fragment)) if len(_compact(p)) >= 2]


def parse(citation: str) -> Citation:
    """Split a citation into what must be found. Quoted parts are verbatim
    fragments; the prose around them contributes its distinctive tokens."""
    # Redacted like the transcript, so a secret the model repeated is a mark on both sides.
    text = unicodedata.normalize("NFKC", redact(citation)).replace("ˋ", "`")
    text = _REDACTION_RE.sub(" ", _ANSI_RE.sub("", text))
    fragments: list[str] = []

    def take(m: re.Match[str]) -> str:
        fragments.extend(_pieces(m.group(1)))
        return " ; "

    for pattern in (_SPAN_RE, _DOUBLE_RE, _SINGLE_RE):
        text = pattern.sub(take, text)
    tokens: list[str] = []
    for raw in _JOINS_RE.sub(" ", text).split():
        token = _strip_token(raw)
        if distinctive(token):
            norm = normalise(token)
            if norm and norm not in tokens and not any(norm in f for f in fragments):
                tokens.append(norm)
    groups: list[tuple[str, ...]] = []
    if not fragments and not tokens:
        for piece in re.split(r"\s*;\s*|" + _JOINS_RE.pattern, text):
            words = tuple(w for w in (normalise(_strip_token(raw)) for raw in piece.split())
                          if len(w) >= 3 and w not in _CONNECTING)
            if len(words) >= 2:  # one common word ("the deploy failed") cites nothing
                groups.append(words)
    return Citation(tuple(dict.fromkeys(fragments)), tuple(tokens), tuple(groups))


# --- the transcript side -------------------------------------------------------------------

@dataclass(frozen=True)
class Step:
    """One turn of the analysed transcript in comparable form. For a tool
    call, `ok` says whether its result succeeded (None: no result seen)."""
    index: int
    kind: str
    flat: str
    compact: str
    command: str = ""
    ok: bool | None = None


_EXIT_RE = re.compile(r"^\s*(?:Error:\s*)?Exit code (\d+)")


def failed_result(turn: Turn) -> bool:
    exit_code = _EXIT_RE.match(turn.text or "")
    return bool(turn.is_error) or bool(exit_code and exit_code.group(1) != "0")


def _call_text(turn: Turn) -> str:
    """A call as text: its identifying argument and every other string it was given."""
    values = [turn.text]
    for value in (turn.tool_input or {}).values():
        if isinstance(value, str) and value not in values:
            values.append(value)
    return "\n".join(values)


def _command(turn: Turn) -> str:
    data = turn.tool_input or {}
    value = data.get("command")
    return value if isinstance(value, str) else turn.text


@dataclass(frozen=True)
class Transcript:
    """The analysed part of a session as comparable steps, in order."""
    steps: tuple[Step, ...]

    @classmethod
    def from_turns(cls, turns: Iterable[Turn]) -> "Transcript":
        turns = list(turns)
        outcome: dict[str, bool] = {}
        for t in turns:
            if t.kind == TOOL_RESULT and t.tool_use_id:
                outcome[t.tool_use_id] = not failed_result(t)
        steps: list[Step] = []
        for t in turns:
            if t.kind not in (PROMPT, REPLY, TOOL_CALL, TOOL_RESULT) or not t.text:
                continue
            text = _call_text(t) if t.kind == TOOL_CALL else t.text
            flat = normalise(text)
            command = normalise(_command(t)) if t.kind == TOOL_CALL else ""
            ok = outcome.get(t.tool_use_id or "") if t.kind == TOOL_CALL else None
            steps.append(Step(len(steps), t.kind, flat, _compact(flat), command, ok))
        return cls(tuple(steps))


def _in(part: str, step: Step) -> bool:
    if not part:
        return False
    if " " not in part and len(part) < 3:
        return re.search(rf"(?<![\w]){re.escape(part)}(?![\w])", step.flat) is not None
    return part in step.flat or _compact(part) in step.compact


@dataclass(frozen=True)
class Finding:
    """Where a citation was found: `anchor` is the step by which every part
    had appeared; `missing` lists the parts found nowhere."""
    found: bool
    missing: tuple[str, ...] = ()
    anchor: int | None = None


def find(citation: str, transcript: Transcript) -> Finding:
    parsed = parse(citation)
    if parsed.empty:
        return Finding(False, ("(nothing concrete is cited)",))
    first: list[int] = []
    missing: list[str] = []
    for group in parsed.groups:
        where = next((s.index for s in transcript.steps if all(_in(w, s) for w in group)), None)
        if where is None:
            missing.append(" ".join(group))
        else:
            first.append(where)
    for part in parsed.parts:
        where = next((s.index for s in transcript.steps if _in(part, s)), None)
        if where is None:
            missing.append(part)
        else:
            first.append(where)
    if missing:
        return Finding(False, tuple(missing))
    return Finding(True, (), max(first))


# --- did the fix work? -----------------------------------------------------------------------

def _command_tokens(command: str) -> set[str]:
    return {_strip_token(w) for w in re.split(r"\s+|&&|\|\||;|\|", command) if w}


def equivalent(wanted: str, ran: str) -> bool:
    """Two names for the same thing: equal, or paths ending in the same two
    components (`.venv/bin/python` and `/tmp/demo-venv/bin/python`)."""
    if wanted == ran:
        return True
    if "/" in wanted and "/" in ran:
        a = [p for p in wanted.split("/") if p and p != "."][-2:]
        b = [p for p in ran.split("/") if p and p != "."][-2:]
        return len(a) == 2 and a == b
    return False


def confirms(text: str) -> bool:
    """The person saying it worked (and not that it still does not)."""
    return bool(_CONFIRM_RE.search(text)) and not _DENY_RE.search(text)


def _cited_in(citation: Citation, step: Step) -> bool:
    return any(_in(p, step) for p in citation.parts) or \
        any(all(_in(w, step) for w in group) for group in citation.groups)


def _failure(transcript: Transcript, anchor: int, cited: Citation) -> Step | None:
    """The failing call the citation is about: the latest one by the anchor
    whose command or result the citation quotes (the citation may also quote
    the fix, which puts the anchor after the failure)."""
    steps = transcript.steps
    for step in reversed(steps[: anchor + 1]):
        if step.kind != TOOL_CALL or step.ok is not False:
            continue
        result = next((s for s in steps[step.index + 1: step.index + 4] if s.kind == TOOL_RESULT), None)
        if cited.empty or _cited_in(cited, step) or (result is not None and _cited_in(cited, result)):
            return step
    return None


def fix_verified(workaround: str, transcript: Transcript, anchor: int, evidence: str = "") -> bool:
    """A successful call after the failure ran the workaround (a quoted
    command of it, or a distinctive name it gives that the failing call did
    not use), or the person then confirmed the fix or named it themselves."""
    wanted = parse(workaround)
    failed = _failure(transcript, anchor, parse(evidence))
    start = failed.index if failed is not None else anchor
    old = _command_tokens(failed.command) if failed else set()
    names = set(wanted.tokens)
    for fragment in wanted.fragments:
        names |= {t for t in (normalise(_strip_token(w)) for w in fragment.split()) if distinctive(t)}
    new = {n for n in names if n not in old}
    for step in transcript.steps[start + 1:]:
        if step.kind == TOOL_CALL and step.ok:
            if any(len(_compact(f)) >= 3 and (f in step.command or _compact(f) in _compact(step.command))
                   for f in wanted.fragments):
                return True
            ran = _command_tokens(step.command)
            if any(equivalent(n, r) for n in new for r in ran):
                return True
        elif step.kind == PROMPT:
            if confirms(step.flat) or any(_in(f, step) for f in wanted.fragments) or \
                    any(_in(n, step) for n in new if len(n) >= 3):
                return True
    return False
