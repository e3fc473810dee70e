"""Which call a clause of a citation names: a quoted command line, or a few lower-case words a clause opens on,
as the subject of what it says came of it; a name that is no command (`api-1 crashed`) as a thing a call showed;
and the words that say a quote was run or written rather than printed. core.evidence.claims reads a clause's
parts with these."""
from __future__ import annotations

import re

from core.evidence.claim import STATES
from core.evidence.matching import CUT, normalise, occurs, pieces
from core.evidence.outcomes import GONE_RE
from core.evidence.words import COMMAND_WORDS, PLACE_RE, commandish, distinctive, strip_token


# "after running `x`", "ran `x`": the quoted command right after is one the session ran
SAID_RUN_RE = re.compile(r"\b(?:ran|running|re-?ran|re-?running|executed|executing|invoked|invoking|installing|installed|"
                         r"(?:made|done|run|committed|pushed|built|started|called) with|"
                         r"(?:fixed|solved|resolved|cured) (?:it )?(?:by|with)(?: running)?)\s+(?:the\s+)?(?:command\s+)?$", re.I)
# "changed compose.yaml to `x`", "added `x`": the session's own call (an edit, a command) holds x
SAID_EDITED_RE = re.compile(r"\b(?:changed|edited|added|replaced|updated|inserted|appended|pinned|wrote|set)\b"
                            r"(?:\s+(?!to\b|with\b|by\b)[^\s\x00]+){0,3}\s+(?:to|with|as)?\s*$", re.I)


def nearest(before: str) -> int | None:
    """The quote a few words before a verb: its subject."""
    places = list(PLACE_RE.finditer(before))
    if not places or len(re.findall(r"[^\W\d_]{2,}", before[places[-1].end():])) > 3:
        return None
    if ANOTHER_RE.search(before[places[-1].end():]):
        return None   # "after `tapioca dsl` the same check printed `Errors: 1`": the subject is a call named earlier
    return int(places[-1].group(1))


# Words naming a call other than the quote before them: the one named or run earlier
ANOTHER_RE = re.compile(r"\b(?:the|that|this)\s+(?:same|earlier|original|previous|old)\b", re.I)


def command_quote(quoted: list[str], index: int) -> bool:
    """Whether quote `index` reads as a command line (its first piece, a cut mark left out; or the whole quote, when
    a cut comes before what makes it one: `set "X=...\\x64\\bin" && cargo build`)."""
    first = pieces(quoted[index])
    return bool(first) and (commandish(first[0].strip(CUT)) or len(first) > 1 and commandish(quoted[index]))


# A few lower-case words, as a command a clause opens on may be (`fc-list :lang=zh family`, `earthly +test`)
_SHORT_COMMAND_RE = re.compile(r"[a-z][\w.-]*(?: [\w./:=@+-]+){1,6}")


def opening_command(quoted: list[str], index: int) -> bool:
    """Whether quote `index`, opening a clause, reads as its command: a command line or a few lower-case words."""
    return command_quote(quoted, index) or _SHORT_COMMAND_RE.fullmatch(quoted[index]) is not None


def opens_on(before: str, index: int) -> bool:
    """Whether the text before a verb is quote `index` alone: the verb's subject."""
    return re.fullmatch(r"\s*\x00" + str(index) + r"\x00\s*", before) is not None


def named_subject(before: list[str], quoted: list[str]) -> bool:
    """Whether the outcome word follows a name that is no command (`api-1 crashed`, "the `worker` pod died"):
    the outcome of that thing, which a call (logs, status) showed, not the outcome of the call. `before`: the
    words right before the outcome word (`_before_outcome`)."""
    words = before
    if len(words) == 2 and words[1].casefold() in _THING_WORDS:
        words = words[:1]
    last = words[-1] if words else ""
    place = PLACE_RE.fullmatch(last)
    if place:
        return not command_quote(quoted, int(place.group(1)))
    token = strip_token(last)
    return distinctive(token) and token.casefold() not in COMMAND_WORDS and not token.startswith("-")


# A past-tense verb of a few words between a clause's command and a quote: what came of that call ("came back
# with", "stopped with", "spat out"), not what was changed ("added", "set") nor what went away ("fixed")
_CAME_RE = re.compile(r"\s+(?:[a-z]+ed|came|went|spat|threw|broke|ran|got|took|gave|hit|blew)\b(?:\s+[a-z]+){0,3}\s+$")


def opening_pair(clause: str, quoted: list[str]) -> list[str]:
    """"`docker compose restart connect` came back with `E`": a command opening the clause and the quote a past
    tense verb leads to from it share that call's step."""
    m = re.match(r"\s*\x00(\d+)\x00(.*?)\x00(\d+)\x00", clause, re.S)
    if m is None or not opening_command(quoted, int(m.group(1))) or command_quote(quoted, int(m.group(3))):
        return []
    between = m.group(2)
    if not _CAME_RE.fullmatch(between) or GONE_RE.search(between) or SAID_EDITED_RE.search(between) or \
            SAID_RUN_RE.search(between):
        return []
    return [*pieces(quoted[int(m.group(1))]), *pieces(quoted[int(m.group(3))])]


_THING_WORDS = frozenset("container service pod job app worker process server daemon task node".split())


# What may come before a command in its line: the line's start, a shell's joiner, a subshell, set-up words
_OPENS_RE = re.compile(r"(?:^|&&|\|\||[;|(]|\b(?:sudo(?:\s+-\S+(?:\s+(?!-)\S+)?)*|env|time|exec|nohup|"
                       r"timeout(?:\s+-\S+)*\s+\S+|[a-z_][a-z0-9_]*=\S*)|"
                       # ... or what a shell or a client was given to run (`psql -c "ALTER EXTENSION …"`, `sh -c "…"`)
                       r"\s-c)\s*$")


def _script_given(line: str, at: int, head: str, piece: str) -> bool:
    """The quote is all the rest of a line that opened on a program and something it was given first: the script a
    client or a remote shell ran (`sqlite3 local.db 'PRAGMA journal_mode=WAL;'`, `ssh edge-1 'systemctl restart x'`),
    which the call's own outcome and output are of. The quote may leave off the statement's `;`, or cut its end
    (`PRAGMA table_info…`)."""
    cut = piece.strip().endswith(CUT) or CUT in piece.strip().strip(CUT)
    return (cut or not line[at + len(head):].strip(" ;")) and line[:at].endswith(" ") and len(line[:at].split()) >= 2


# What follows a command whose status its line hides: `||`, a pipe, `;` or `&` after the rest of its words (past a
# redirection, `2>&1`)
_HIDDEN_RE = re.compile(r"[^;&|]*(?:\|\||\||;|&(?!&))")
_REDIRECT_RE = re.compile(r"\d*>&\d+|&>>?")


def as_run(piece: str, commands_ran: frozenset[str]) -> bool:
    """A quote of two words or more written as a command the session ran, opening that command (`cue vet ./...` of
    `cue vet ./... && echo vet-ok`, `supabase db reset`): that command line, though no vocabulary knows its program.
    An output line opening on a program's name (`ffmpeg version 4.4.2`, `rails aborted!`, `open x.yaml: no such
    file`) is no command any call ran. None when a line ran it with its status hidden (`|| true`, `| head`, `; echo
    rc=$?`: the call's outcome is not the command's), nor in what a heredoc fed a program (`psql <<SQL … ; CREATE
    …`). `commands_ran`: the command lines, normalised (`judge.commands_run`)."""
    head = piece.strip(CUT).split(CUT)[0].strip()
    if len(head.split()) < 2 or re.match(r"[a-z_][a-z0-9_]*=", head):
        return False   # (`CFLAGS="-Xpreprocessor -fopenmp …"`: a setting the line opened on, not its command)
    found = False
    for line in (c.split("<<", 1)[0] for c in commands_ran):
        at = line.find(head)
        while at >= 0:
            if (_OPENS_RE.search(line[:at]) or _script_given(line, at, head, piece)) and occurs(piece, line[at:]):
                rest = line[at + len(head):]   # (a statement's own `;` at the end hides nothing)
                if rest.strip(" ;") and _HIDDEN_RE.match(_REDIRECT_RE.sub(" ", rest)):
                    return False
                found = True
            at = line.find(head, at + 1)
    return found


# What a listing says of a name right after it: "showed billing-db-1 running" (`STATES`: the words that say so).
_STATE_RE = re.compile(r"(\S+)\s+(?:(?:is|was|as|still|now)\s+)?(" + "|".join(STATES) + r")(?![\w-])", re.I)


def named_states(after: str, outputs: list[str], quoted: list[str]) -> tuple[tuple[str, str], ...]:
    """The (name, state) pairs an output verb's object says: the name one of the call's outputs, in prose or
    quoted ("showed `postgresql16` active")."""
    out = []
    for m in _STATE_RE.finditer(after):
        place = PLACE_RE.fullmatch(m.group(1))
        said = quoted[int(place.group(1))] if place else strip_token(m.group(1))
        if place and len(said.split()) > 1:
            continue   # (a quoted row, `java    47102 dana` listening: a listing's words, not one name)
        name = normalise(said)
        if name in outputs:
            out.append((name, m.group(2).casefold()))
    return tuple(out)


# "shows a running mutation and its `parts_to_do`": a possessive before a quote names a thing of what the call showed
_ITS_RE = re.compile(r"\b(?:its|their)\s+(?:own\s+)?\x00(\d+)\x00", re.I)


def not_named(outputs: list[str], subject: list[str], clause: str, quoted: list[str]) -> list[str]:
    """What a call is said to have printed, less a quote the clause gives as a thing of it ("its `parts_to_do`") that
    its own command holds (the column its query names): that names what it showed, the output need not print it.
    A quote said printed outright ("`rg -n 'unsafe_eval' src/` printed `unsafe_eval`") stays an output."""
    named = {p for m in _ITS_RE.finditer(clause) for p in pieces(quoted[int(m.group(1))])}
    return [o for o in outputs if not (o in named and any(o in s for s in subject))]
