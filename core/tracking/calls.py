"""A lesson's failure and fix as the calls its session ran, not as the model
wrote them: recorded when the lesson is written (or held for review), then
matched against later sessions by their calls.

Prose about an error is an open set of phrasings; the call that failed is
one program with its arguments, an error class and a message. So when a
lesson is written from a session, its failing call and its fix call are
recorded: from the steps the model cited (`failure_step`, `fix_step`) when
they check out (a failed call; a later call that worked, with the failure
not coming back after it), else from the session itself (the failed call
its evidence or symptom names, the first later call that ran its fix). A
later session then *recurred* it when a call fails with that shape again,
whatever follows, and *applied* it when the fix call ran with no such
failure before it. Names (branches, hosts, ids, numbers) are generalised on
both sides, so another branch is the same trap.

What is recorded is also what `review` shows: the failing call and its
result, the fix call and its result, what came after, trimmed and redacted
when written, so a person decides from the session without the transcript."""
from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field, replace
from functools import cached_property
from typing import Callable, Iterable, Sequence

from core.tracking.anchors import Anchors, split_fix
from core.tracking.wordmatch import program_is_the_fix, same_program, words_match
from core.tracking.fixwords import as_module, carried, holes_of
from core.tracking.commands import (command_segments, same_subcommands, shell_bodies, subcommand, swapped_program,
                                    unwrapped)
from core.tracking.message import message_by_difference, message_from_quotes, message_naming_fix, message_of_class_line
from core.tracking.signature import WORD_CLASSES, Signature, same_symptom, signature_of
from core.tracking.looking import acting, looks, rehearses
from core.tracking.spelling import program_name
from core.transcript.redact import hidden_in
from core.transcript.runners import RUNNERS
from core.transcript.shells import without_carried_shells

#: What is applied to every text stored (core.transcript.redact.redact).
Redact = Callable[[str], str]
#: Characters of a call's output kept while a session is read (the shape is read from them).
OUTPUT_HEAD = 1500
#: Characters of a call and of its output kept in the store for `review`.
SHOWN_COMMAND = 300
SHOWN_OUTPUT = 400
#: Calls shown after the fix ("what came after").
AFTER_CALLS = 2
#: Calls kept per session: enough for any real session, a bound for a runaway one.
MAX_CALLS = 5000
#: Calls after a failure searched for the fix that made it work.
FIX_WINDOW = 40

# Names a session makes up as it goes: ids, hashes, numbers, branch-like words (with a digit or `_`).
_ID = re.compile(r"^(?:[0-9a-f]{7,40}|\d[\d.:x-]*|[0-9a-f]{8}-[0-9a-f-]{27,})$", re.I)
# A path part that carries a time stamp, hash or id (`20260212155510_add_x.exs`): made up, like a branch.
_STAMPED = re.compile(r"\d{8,}|[0-9a-f]{12,}|[0-9a-f]{8}-[0-9a-f]{4}-", re.I)
_NUMBER = re.compile(r"^\d[\d.:x-]*$")
_NAMEISH = re.compile(r"^(?=[\w.@-]*[\d_@])[A-Za-z][\w.@-]*$|^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$")


@dataclass(frozen=True)
class Call:
    """One tool call of a session: its step id, what it ran, whether it worked, the head of its output."""
    step: int
    tool: str
    command: str             # the shell command, or `Tool(argument)` for another tool
    ok: bool | None          # None: its result never came
    output: str = ""
    shell: bool = True       # a shell command (its words can be matched)

    def segments(self) -> list[list[str]]:
        return [list(seg) for seg in self.words]

    @cached_property
    def words(self) -> tuple[tuple[str, ...], ...]:
        """Its command's segments, parsed once however many lessons look at it."""
        return tuple(tuple(seg) for seg in command_segments(self.command)) if self.shell else ()


@dataclass(frozen=True)
class Shown:
    """A call as stored for review and tracking: trimmed and redacted."""
    step: int
    command: str
    ok: bool | None
    output: str


@dataclass(frozen=True)
class LessonCalls:
    """What a lesson was learned from, by its calls. `failure_shape` is the
    failing call's signature (its program, error class and message without
    names); `fix_words` the fix call's words with its made-up names as
    placeholders; `source` says whether the model's cited steps or the
    session search chose them."""
    failure: Shown | None = None
    failure_shape: Signature = Signature()
    fix: Shown | None = None
    fix_words: tuple[str, ...] = ()
    after: tuple[Shown, ...] = ()
    source: str = ""         # cited | found
    fix_is: str = ""         # cited | stated | inferred | other: how the fix call relates to the lesson's fix

    @property
    def empty(self) -> bool:
        return self.failure is None and self.fix is None

    def to_json(self) -> str:
        d = asdict(self)
        d["failure_shape"] = json.loads(self.failure_shape.to_json())
        return json.dumps(d, ensure_ascii=False)

    @staticmethod
    def from_json(text: str) -> LessonCalls:
        d = json.loads(text or "{}")

        def shown(x: object) -> Shown | None:
            if not isinstance(x, dict):
                return None
            ok = x.get("ok")
            return Shown(int(x.get("step") or 0), str(x.get("command") or ""), ok if isinstance(ok, bool) else None,
                         str(x.get("output") or ""))
        return LessonCalls(shown(d.get("failure")), Signature.from_json(json.dumps(d.get("failure_shape") or {})),
                           shown(d.get("fix")), tuple(str(w) for w in d.get("fix_words") or ()),
                           tuple(s for s in (shown(x) for x in d.get("after") or ()) if s is not None),
                           str(d.get("source") or ""), str(d.get("fix_is") or ""))


@dataclass
class CallLog:
    """The calls of one analysed range in order, gathered in the pass that reads it."""
    calls: list[Call] = field(default_factory=list)
    by_step: dict[int, int] = field(default_factory=dict)

    def add(self, call: Call) -> None:
        if len(self.calls) < MAX_CALLS:
            self.by_step[call.step] = len(self.calls)
            self.calls.append(call)

    _shapes: dict[int, Signature] = field(default_factory=dict)

    def at_step(self, step: int | None) -> int | None:
        return None if step is None else self.by_step.get(step)

    def shape(self, i: int) -> Signature:
        """The signature of call `i`'s failure, computed once."""
        if i not in self._shapes:
            self._shapes[i] = failure_shape(self.calls[i])
        return self._shapes[i]


# --- generalising names --------------------------------------------------------------------

def generalise(words: Sequence[str], keep: Iterable[str] = ()) -> tuple[str, ...]:
    """A command's words with the names a session makes up (branches, ids,
    hashes, numbers; a path's time-stamped file: `migrations/<name>`) as
    `<name>`, unless the lesson names them itself (`keep`: `tomli-w` in
    "install `tomli-w`" is the fix, not a name); a number always (`--port
    5174` in the lesson, `--port 5175` in a later session: the same fix). The program, flags and the
    rest of a path stay: `.venv/bin/python` is what many fixes are."""
    kept = set(keep)
    out: list[str] = []
    for i, w in enumerate(words):
        if words[0] == "env" and i > 0 and not (i == 2 and _NUMBER.match(w)):
            out.append(w)           # a variable set for a command (`env NODE_OPTIONS …`): its name and value are the fix
        elif i > 0 and _NUMBER.match(w):
            out.append("<name>")    # a port, a version, a count: another one is the same fix, even one the lesson names
        elif "/" in w and i > 0 and w not in kept:
            out.append("/".join("<name>" if _STAMPED.search(part) else part for part in w.split("/")))
        elif i == 0 or w in kept or w.startswith("-") or "/" in w or "=" in w:
            out.append(w)
        elif _ID.match(w) or _NAMEISH.match(w):
            out.append("<name>")
        else:
            out.append(w)
    return tuple(out)


def _lesson_words(texts: Iterable[str]) -> set[str]:
    return {w.strip("`'\".,;:()") for t in texts for w in t.split()}


# --- choosing the calls when a lesson is written -------------------------------------------

def _failed(c: Call) -> bool:
    return c.ok is False


def _ran(c: Call) -> bool:
    return c.ok is True and c.shell and bool(c.segments())


def failure_shape(c: Call) -> Signature:
    return signature_of(c.output, c.command if c.shell else "")


def looks_only(c: Call) -> bool:
    return all(looks(seg) for seg in c.segments())


def _comes_back(log: CallLog, shape: Signature, after: int) -> bool:
    """The failure's shape met again after call `after`: that call did not fix it."""
    return any(_failed(c) and same_symptom(shape, log.shape(j)) for j, c in enumerate(log.calls) if j > after)


def choose_failure(log: CallLog, cited: int | None, symptom: Signature, cited_command: str,
                   quoted: Sequence[str] = ()) -> tuple[int | None, str]:
    """The failing call: the cited step when it is a failed call; else the
    first failed call whose error is the lesson's symptom and whose command is
    the one its evidence names, else the first with that error, else the
    first with that command."""
    i = log.at_step(cited)
    if i is not None and _failed(log.calls[i]):
        return i, "cited"
    want = [seg for seg in command_segments(cited_command) if seg[0] != "env"][:1]
    best: tuple[int, int] | None = None
    for j, c in enumerate(log.calls):
        if not _failed(c):
            continue
        named = bool(want) and any(words_match(want[0], seg) and len(seg) <= len(want[0]) + 2 or
                                   seg == want[0] for seg in c.segments())
        same = not symptom.empty and same_symptom(symptom, log.shape(j))
        # (`cat ~/.hgrc` failing after `hg commit` did: a look for the cause, below the command the lesson names)
        rank = 6 if named and same else 1 if same and looks_only(c) else 4 if same else 2 if named else 0
        if rank == 6:
            return j, "found"
        if rank and (best is None or rank > best[0]):
            best = (rank, j)
    if best is None and quoted:
        # Neither its error class nor its command was read from the text: the failed call whose output
        # holds what the lesson quotes of its symptom (`error: cannot find derive macro`).
        spans = [" ".join(q.split()) for q in quoted if len(q.strip()) >= 10]
        for j, c in enumerate(log.calls):
            out = " ".join(c.output.split())
            if _failed(c) and any(q in out for q in spans):
                return j, "found"
    return (best[1], "found") if best else (None, "")


def choose_fix(log: CallLog, failure: int, cited: int | None, anchors: Anchors) -> int | None:
    """The call that made the failing thing work: the cited step when it ran
    after the failure, worked, and the failure did not come back after it;
    else the first later call that ran the lesson's fix; else (a fix said
    only in prose) the first later call that ran the failing call again
    changed; else the last call before an unchanged rerun that worked (the
    preparation that made the difference)."""
    shape = log.shape(failure)
    i = log.at_step(cited)
    if i is not None and i > failure and log.calls[i].ok and not _comes_back(log, shape, i):
        return i
    window = [(j, c) for j, c in enumerate(log.calls[failure + 1: failure + 1 + FIX_WINDOW], failure + 1)]
    # a rehearsal (`patch -p1 --dry-run`) before the run that did it is its preparation, not the fix: looked at last
    window = sorted(window, key=lambda jc: any(rehearses(seg) for seg in jc[1].segments()))
    for j, c in window:
        if _ran(c) and _runs_anchor(c, anchors) and not _comes_back(log, shape, j):
            return j
    for j, c in window:   # the failing words given another program (`clang-format-17 …`): that swap made it work
        if _ran(c) and swapped_program(c.command, log.calls[failure].command) and not _comes_back(log, shape, j):
            return j
    failed = acting(log.calls[failure].segments())
    if not failed:
        return None
    looked = all(looks(f) for f in failed)
    for j, c in window:
        # Looking is never the fix, unless the failing call only looked too, the same way (`cat C:\…` then
        # `cat /mnt/c/…`; not `aws configure list` after `aws s3 ls`).
        if not _ran(c) or looks_only(c) and not (looked and same_subcommands(failed, c.segments())):
            continue
        for seg in unwrapped(c.segments(), failed):
            if any(_rerun(f, seg) for f in unwrapped(failed, c.segments())):
                if not any(tuple(seg) == tuple(f) for f in failed) or \
                        _wraps(c, failed, log.calls[:failure], log.calls[failure + 1:j]):
                    return None if _comes_back(log, shape, j) else j
                prep = sorted(k for k, p in window if failure < k < j and _ran(p) and not looks_only(p))
                return prep[-1] if prep and not _comes_back(log, shape, j) else None
    return None


def _wraps(c: Call, failed: list[list[str]], before: Sequence[Call] = (), since: Sequence[Call] = ()) -> bool:
    """The call runs the failing command unchanged inside something new (`bash -c '…'`) or after a step new
    to it (`source ~/.nvm/nvm.sh && nvm use && npm ci`), not only after a `cd` or the host it ran on before; nor after
    a step that ran as is `before` the failure, carrying what a call `since` made (`scp dist/x h:` after the build
    that wrote `-o dist/x`: the build is what changed, the copy only takes it there)."""
    made = {g[k + 1] for p in since for g in p.segments() for k, w in enumerate(g[:-1]) if w in _OUTPUT_OPTIONS}
    old = {tuple(f) for f in failed} | {tuple(g) for p in before for g in p.segments() if set(g[1:]) & made}
    bodies = shell_bodies([[w for w in seg if w] for seg in unwrapped(c.segments(), failed)])
    first = next((k for k, s in enumerate(bodies) if tuple(s) in old), 1)
    return any(tuple(s) not in old and not looks(s) and program_name(s[0]) not in _SETUP
               for s in bodies[:max(first, 1)])


def _rerun(failed: list[str], seg: list[str], same_subcommand: bool = False) -> bool:
    """`seg` runs the failing thing again: the same program, or another given
    the same named arguments (a path, a file); shell words never count. `same_subcommand`: of a program, only
    with the subcommand the failing call gave (`docker build` does not run `docker run` again)."""
    named = [w for w in failed[1:] if not w.startswith("-") and ("/" in w or "." in w)]
    if same_program(failed[0], seg[0]) or program_name(failed[0]) == program_name(seg[0]):
        return not same_subcommand or subcommand(failed) in ("", subcommand(seg))
    return bool(named) and all(w in seg[1:] for w in named)


def _runs_anchor(c: Call, anchors: Anchors) -> bool:
    for anchor in anchors.fix_commands:
        steps = split_fix(anchor)
        if steps and all(any(words_match(want, seg) or program_is_the_fix(want) and same_program(want[0], seg[0])
                                 for seg in c.segments()) for want in steps):
            return True
    return any(seg and "/" in p and same_program(p, seg[0]) for p in anchors.fix_paths for seg in c.segments())


def record(log: CallLog, *, cited_failure: int | None, cited_fix: int | None, symptom: Signature,
           cited_command: str, anchors_of: Callable[[], Anchors], fix_texts: Iterable[str],
           redact: Redact, quoted: Sequence[str] = ()) -> LessonCalls:
    """What a lesson written from this session records of its calls (empty
    when no call failed as it says). Its anchors are read only when a failing
    call was found."""
    f, source = choose_failure(log, cited_failure, symptom, cited_command, quoted)
    if f is None:
        return LessonCalls()
    anchors = anchors_of()
    x = choose_fix(log, f, cited_fix, anchors)
    failed = log.calls[f]
    output = redact(failed.output)   # (read once: each way of finding the shape reads it)
    shape = _named(signature_of(output, redact(failed.command) if failed.shell else ""), failed)
    if not shape.message and failed.shell:
        shape = _by_difference(log, f, shape, redact)
    if not shape.message and x is not None and failed.shell:   # the hint the fix call followed (core.tracking.message)
        hint = message_naming_fix(output, redact(log.calls[x].output), failed.command, log.calls[x].command)
        shape = replace(shape, message=hint, error_class=shape.error_class or "said") if hint else shape
    # (an exception's name alone, `OpenError`, is any error of its kind: the quoted one is this one; a class of plain
    # words keeps the line it was read from, below)
    if not shape.message and shape.error_class not in WORD_CLASSES:
        shape = message_from_quotes(shape, output, quoted)
    if not shape.message and failed.shell:
        shape = message_of_class_line(shape, output)
    fix_words: tuple[str, ...] = ()
    if x is not None:
        fix = log.calls[x]
        # A name the failing call's error showed is the session's own (its branch), even repeated by the fix; not one it is about
        shown_names = _lesson_words([failed.output]) - {i.split(":", 1)[1] for i in shape.identifiers if ":" in i}
        keep = _lesson_words(fix_texts) - shown_names
        seg = fix_segment(fix, failed, anchors, frozenset(keep))
        before = failed.segments()
        if tuple(seg[:2]) in RUNNERS and len(seg) > 2 and any(tuple(f[:2]) == tuple(seg[:2]) for f in before):
            # the failing call ran through the same runner (`uv run alembic …`): the fix is what it runs
            before = [f[2:] if tuple(f[:2]) == tuple(seg[:2]) and len(f) > 2 else f for f in before]
            seg = seg[2:]
        holed, unstated = holes_of(anchors, seg, generalise(seg, keep))
        fix_words = qualified(essential(holed, before, carried(seg, before) | unstated), before)
        if failed.shell:
            fix_words = as_module(fix.command, failed.command, failed.segments(), fix_words)
            fix_words = fix_words[:1] if fix_words[:1] == (swapped_program(fix.command, failed.command),) else fix_words
        fix_words = hidden_in(fix_words, fix.command, redact)   # (stored: a secret the command gave is not kept)
    last = f if x is None else x
    after = tuple(shown(c, redact) for c in log.calls[last + 1: last + 1 + AFTER_CALLS])
    return LessonCalls(shown(failed, redact), shape, shown(log.calls[x], redact) if x is not None else None,
                       fix_words, after, source or "found", _fix_is(log, x, cited_fix, anchors))


def _by_difference(log: CallLog, f: int, shape: Signature, redact: Redact) -> Signature:
    """A shape whose message no class word marked takes the line the same command stopped printing once it
    worked (core.tracking.message)."""
    command = " ".join(log.calls[f].command.split())
    again = next((c for c in log.calls[f + 1:] if c.ok and c.shell and " ".join(c.command.split()) == command), None)
    words = message_by_difference(redact(log.calls[f].output), redact(again.output)) if again else ()
    return replace(shape, message=words) if words else shape


def _fix_is(log: CallLog, x: int | None, cited: int | None, anchors: Anchors) -> str:
    """How the recorded fix call relates to the lesson's fix: the step the
    model cited (and that checked out), a call running the fix its text
    states, the session's own change when the text states no command or
    path (a fix in prose), or another call than the one the text states
    (`/tmp/demo-venv/bin/python` for a lesson naming `.venv/bin/python`)."""
    if x is None:
        return ""
    if cited is not None and log.at_step(cited) == x:
        return "cited"
    if _runs_anchor(log.calls[x], anchors):
        return "stated"
    return "other" if anchors.fix_commands or anchors.fix_paths else "inferred"


def essential(words: tuple[str, ...], failed: list[list[str]], carried: set[int] | frozenset[int] = frozenset()
              ) -> tuple[str, ...]:
    """The fix call's words that make it the fix: its program, subcommand and
    flags; when it runs the failing program again, also the first path the
    failing call did not name (`git add priv/repo/migrations/<name> …` is
    staging from the right folder, whatever else was staged with it); for
    another program, the first path that is (or holds) one the failing call
    named (`mkdir -p build` for `./build.sh` failing in `build/`). Its other
    paths are what it happened to work on (`ruff format src/x.py`); an option given a path keeps the option, with a
    made-up name for the path."""
    before = {w for seg in failed for w in seg}
    rerun = any(program_name(seg[0]) == program_name(words[0]) for seg in failed if seg) if words else False
    out: list[str] = []
    new_path = False
    for i, w in enumerate(words):
        if i in carried:
            continue
        if i == 0 or "/" not in w:
            out.append(w)
        elif w.startswith("-") and "=" in w.lstrip("-").split("/", 1)[0] and "<" not in w:
            # an option given a path (`-env:UserInstallation=file:///tmp/lo-convert`): the option is the fix, the
            # path whichever the session picked
            out.append(w.split("=", 1)[0] + "=<path>")
        elif not new_path and (rerun and w not in before or not rerun and _related(w, before)):
            out.append(w)
            new_path = True
    return tuple(out)


def qualified(words: tuple[str, ...], failed: list[list[str]]) -> tuple[str, ...]:
    """A fix word that is a name the failing call gave, qualified (`docker.io/library/postgres:16` for `postgres:16`,
    `./node_modules/.bin/tsc` is no such: the name is a program): the qualifying part is the fix, the name the
    session's own (`docker.io/library/<name>`, so `docker.io/library/alpine:3.20` is the same fix)."""
    given = {w for seg in failed for w in seg[1:] if len(w) >= 3 and not w.startswith("-") and "/" not in w}
    return tuple(w[: -len(x)] + "<name>" if i > 0 and (x := next((g for g in given if w.endswith("/" + g)), "")) else w
                 for i, w in enumerate(words))


def _related(path: str, before: set[str]) -> bool:
    """A path the failing call named, or a folder holding one of those."""
    p = path.rstrip("/").removeprefix("./")
    return any(b.removeprefix("./") == p or b.removeprefix("./").startswith(p + "/") for b in before if "/" in b or
               b.removeprefix("./") == p)


#: Shell words that load settings into the shell: the fix itself when the lesson states one.
_LOADS = frozenset({"source", "export"})
#: Options naming the file a command writes (`go build -o dist/x`, `gcc --output`).
_OUTPUT_OPTIONS = frozenset({"-o", "--output", "--out", "--out-file", "--outfile"})
#: Shell words that set up a call rather than being it.
_SETUP = frozenset({"cd", "pushd", "popd", "export", "set", "source", ".", "true", "sleep"})


def fix_segment(fix: Call, failed: Call, anchors: Anchors, said: frozenset[str] = frozenset()) -> list[str]:
    """The part of the fix call that is the fix: the segment that runs the lesson's fix, else a new one acting on a
    name the fix text gives (`rm -rf .next` for "delete the .next folder", not the `kill-port` beside it), else the
    one that runs the failing thing again changed (`python3 -m venv .venv && .venv/bin/python x.py`: the second),
    else the first segment the failing call did not run."""
    segs = shell_bodies([[w for w in s if w] for s in fix.segments()])
    segs = [s for s in segs if s and not looks(s) and program_name(s[0]) not in _SETUP] or [s for s in segs if s]
    segs = without_carried_shells(segs, failed.segments())   # (`cmd.exe /c "certutil -f …"` both times: certutil's)
    if not segs:
        return []
    old = [tuple(g) for g in failed.segments()]
    new = [s for s in segs if tuple(s) not in old] or segs
    for s in new:
        if _runs_anchor(Call(0, "", " ".join(s), True), anchors):
            return s
    for s in shell_bodies([[w for w in seg if w] for seg in fix.segments()]):
        # A stated fix that sets the environment up (`set -a && . ./.env && set +a`): the step that loads it.
        if len(s) > 1 and program_name(s[0]) in _LOADS and tuple(s) not in old and \
                any(words_match(step, s) for a in anchors.fix_commands for step in split_fix(a)):
            return s
    for s in new:   # a step of a stated chain, the first the call ran anew (`chmod +x x` before `git update-index`)
        if tuple(s) not in old and any(len(split_fix(a)) > 1 and any(words_match(step, s) for step in split_fix(a))
                                       for a in anchors.fix_commands):
            return s
    for s in new:
        named = [w for w in s[1:] if len(w) > 2 and re.search(r"[./_\d-]", w) and not w.startswith("-")]
        if not any(_rerun(list(g), s, True) for g in old) and _lesson_words(named) & said:
            return s
    for s in new:
        if any(_rerun(list(g), s, True) for g in old):
            return s
    # a variable set for the command is the fix when the lesson's fix names it (`CGO_ENABLED=0 go build …`: not the
    # build, which ran without it too), else only when nothing else new ran (`NODE_OPTIONS=… npm run build`)
    setting = [s for s in new if s[0] == "env" and s[1:] and any(w.split("=")[0] == s[1] for w in said)]
    return setting[0] if setting else next((s for s in new if s[0] != "env"), new[0])


def _named(sig: Signature, call: Call) -> Signature:
    """The failing call's shape: its signature with the program it ran as its
    family; when the error says what is wrong in words (`RuntimeError: Phoenix
    LiveView requires lazy_html`), without the tests that happened to meet it
    (another test failing the same way is the same trap)."""
    segs = call.segments()
    family = sig.command_family or (program_name(segs[0][0]) if segs else "")
    ids = sig.identifiers
    if len([w for w in sig.message if not w.startswith("'")]) >= 3:
        ids = tuple(i for i in ids if not i.startswith("test:"))
    return Signature(sig.error_class, ids, sig.exit_code, family, sig.message)


def _trim(text: str, n: int) -> str:
    text = text.strip()
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def shown(c: Call, redact: Redact) -> Shown:
    """A call as stored: redacted whole (what was kept of it) before trimming, so no secret is cut in half."""
    return Shown(c.step, _trim(redact(c.command), SHOWN_COMMAND), c.ok, _trim(redact(c.output), SHOWN_OUTPUT))
