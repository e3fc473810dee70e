"""What a session did that a lesson can be judged by, gathered turn by turn in the pass that already reads the range
(no second read, no model), and the judgement: did the lesson's symptom recur, did the session go straight to its
workaround (applied), did it touch the lesson's anchors at all (relevant)."""
from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass, field
from typing import Callable

from core.tracking.aliases import as_the_call_ran
from core.tracking.anchors import Anchors, setting_terms, split_fix
from core.tracking.variables import does_the_fix, other_ways, sets_variable
from core.tracking.wordmatch import (HOLES, PLACEHOLDER, path_matches, program_is_the_fix, same_program, word_matches,
                                     words_match)
from core.tracking.commands import command_segments, places
from core.tracking.signature import Signature, same_symptom, signature_of
from core.tracking.spelling import program_name
from core.transcript.conversation import PROMPT, TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.signals import OUTPUT_SCAN, nonzero_exit, trouble
from core.tracking.calls import OUTPUT_HEAD, Call, CallLog, LessonCalls
from core.tracking.looking import looks
from core.tracking.causes import other_causes
from core.tracking.lines import same_line
from core.tracking.masked import reported_failure
from core.tracking.scripts import ShownFiles, runner_lines, script_lines
from core.tracking.shellwrites import shell_writes
from core.tracking.later import (decides_applied, fix_ran, lesson_terms, name_free, recoveries, said_again,
                                 same_code, same_shape, unlike, with_the_fix)
from core.tracking.fixwords import by_module
from core.tracking.placed import placed
from core.tracking.templates import telling, templated
from core.tracking.about import lesson_names, names_any, runs_lesson_program
from core.tracking.carried import carried_fix
from core.tracking.configured import directives, options_written, writes_fix, written
from core.tracking.fixterms import checks_fix, term_sets, terms_used

#: Distinct commands, paths and errors kept per session: enough for any real
#: session, and a bound on memory for a runaway one.
MAX_ITEMS = 5000
#: Characters of each edit's new text kept, to see whether it writes a lesson's fix.
EDIT_CHARS = 2000
_PATH_KEYS = ("file_path", "notebook_path", "path")
_EDIT_TOOLS = ("Edit", "Write", "MultiEdit", "NotebookEdit")
_EDIT_KEYS = ("new_string", "content", "new_source")


_FENCED = re.compile(r"```[^\n]*\n(.*?)```", re.S)


@dataclass
class SessionFacts:
    """The commands run, paths used, edits made and errors met in one analysed
    range, each with the position of its first occurrence (turn order); for a
    command also where it first ran without failing."""
    commands: dict[str, int] = field(default_factory=dict)
    ok: dict[str, int] = field(default_factory=dict)
    failed: dict[str, int] = field(default_factory=dict)
    paths: dict[str, int] = field(default_factory=dict)
    edits: dict[str, list[tuple[int, str]]] = field(default_factory=dict)
    errors: dict[Signature, int] = field(default_factory=dict)
    last_timestamp: str | None = None
    first_timestamp: str | None = None
    log: CallLog = field(default_factory=CallLog)
    # what the person pasted in a fenced block (a CI log, a deploy's output): read like an output, it can show the
    # lesson's failure met elsewhere
    pasted: list[tuple[int, str]] = field(default_factory=list)
    shown: ShownFiles = field(default_factory=ShownFiles)   # the files whose text it saw (a script it then ran)
    results: dict[int, int] = field(default_factory=dict)   # a call's step -> its result's (where `errors` keeps it)
    _calls: dict[str, tuple[str, int]] = field(default_factory=dict)
    _pending: dict[str, tuple[int, str, str, bool]] = field(default_factory=dict)
    _n: int = 0
    _programs: dict[str, list[tuple[list[str], int, int | None]]] | None = None
    _names: dict[str, list[tuple[str, int, int | None, bool]]] | None = None
    _failures: dict[str, list[tuple[list[str], int]]] | None = None
    _folders: dict[str, list[tuple[str, int | None]]] | None = None
    _trouble_read: tuple[int, int | None] | None = None   # (calls read, the first working call naming trouble)

    def by_program(self) -> dict[str, list[tuple[list[str], int, int | None]]]:
        """Each command segment run, by its program's name, with where it first
        ran and where it first ran without failing: parsed once per session,
        however many lessons are matched against it."""
        if self._programs is None:
            self._programs = {}
            for cmd, at in self.commands.items():
                ok_at = self.ok.get(cmd)
                for words in command_segments(cmd):
                    self._programs.setdefault(_key(words[0]), []).append((words, at, ok_at))
        return self._programs

    def first_trouble(self, about: Callable[[Call], bool]) -> int | None:
        """Where the session first met trouble: a call that worked but whose output names trouble (a CI log it
        read, a pod it listed in ImagePullBackOff), whoever printed it, or a failed call `about` says is about
        the lesson."""
        failed = next((c.step for c in self.log.calls if c.ok is False and about(c)), None)
        return min((at for at in (self._read_trouble(), failed) if at is not None), default=None)

    def _read_trouble(self) -> int | None:
        """The first working call whose output names trouble: the same for every lesson, so read once per log."""
        if self._trouble_read is None or self._trouble_read[0] != len(self.log.calls):
            at = next((c.step for c in self.log.calls if c.ok is not False and c.step not in self.shown.steps and
                       trouble(c.output.casefold())), None)
            self._trouble_read = (len(self.log.calls), at)
        return self._trouble_read[1]

    def ran_as_written(self) -> list[tuple[list[str], int]]:
        """Each command segment that worked, with `python -m` kept (`python -m pytest` is a fix of its own)."""
        return [(words, ok) for cmd, ok in self.ok.items() for words in command_segments(cmd, modules=True)]

    def sets_first(self, at: int) -> bool:   # the call at `at` (one that worked) opens on setting a variable
        return any(a == at and (segs := command_segments(cmd)) and segs[0][:1] == ["env"] for cmd, a in self.ok.items())

    def ran(self) -> list[tuple[list[str], int]]:
        """Each command segment that worked, with where it first did."""
        return [(words, ok) for ws in self.by_program().values() for words, _at, ok in ws if ok is not None]

    def failures(self) -> dict[str, list[tuple[list[str], int]]]:
        """Each command segment that failed, by its program's name, with where (parsed once)."""
        if self._failures is None:
            self._failures = {}
            for cmd, at in self.failed.items():
                for words in command_segments(cmd):
                    self._failures.setdefault(_key(words[0]), []).append((words, at))
        return self._failures

    def folders(self) -> dict[str, list[tuple[str, int | None]]]:
        """The folders of the paths commands used (not only looked at), by their
        last part, with where the command worked: parsed once per session."""
        if self._folders is None:
            self._folders = {}
            for key, ws in self.by_program().items():
                if key in _LOOKING:
                    continue
                for words, _at, ok in ws:
                    for w in words[1:]:
                        parts = w.strip("()").split("/")[:-1]
                        for i in range(1, len(parts) + 1):
                            if parts[i - 1] not in ("", "."):
                                self._folders.setdefault(parts[i - 1], []).append(("/".join(parts[:i]), ok))
        return self._folders

    def by_name(self) -> dict[str, list[tuple[str, int, int | None, bool]]]:
        """Each path used by a tool, and each path-like word of a command, by its
        last part: (path, where, where its command worked, whether it is the program)."""
        if self._names is None:
            self._names = {}
            for used, at in self.paths.items():
                self._names.setdefault(used.rstrip("/").rsplit("/", 1)[-1], []).append((used, at, None, False))
            for words_at in self.by_program().values():
                for words, at, ok_at in words_at:
                    for i, w in enumerate(words):
                        if "/" in w or "." in w:
                            w = w.strip("()")
                            self._names.setdefault(w.rstrip("/").rsplit("/", 1)[-1], []).append((w, at, ok_at, i == 0))
        return self._names

    def add(self, turn: Turn) -> None:
        """Fold one turn in (an `on_turn` observer of the slicer)."""
        self._n += 1
        if turn.timestamp:
            self.last_timestamp = turn.timestamp
            self.first_timestamp = self.first_timestamp or turn.timestamp
        if turn.kind == TOOL_CALL:
            inp = turn.tool_input or {}
            command = inp.get("command")
            if isinstance(command, str) and command.strip():
                if len(self.commands) < MAX_ITEMS:
                    self.commands.setdefault(command.strip()[:2000], self._n)
                    self._programs = self._names = self._folders = None
                if turn.tool_use_id:
                    self._calls[turn.tool_use_id] = (command, self._n)
                for path, text in shell_writes(command)[:8]:   # `echo x >> ~/.curlrc`: an edit all the same
                    if len(self.edits) < MAX_ITEMS:
                        self.edits.setdefault(path, []).append((self._n, text))
                        self.shown.note(path, text)
            if turn.tool_use_id and len(self._pending) < MAX_ITEMS:
                shell = isinstance(command, str) and bool(command.strip())
                self._pending[turn.tool_use_id] = (self._n, turn.tool_name or "",
                                                   str(command).strip() if shell else _call_label(turn), shell)
            for key in _PATH_KEYS:
                value = inp.get(key)
                if isinstance(value, str) and value and len(self.paths) < MAX_ITEMS:
                    self.paths.setdefault(value, self._n)
                    self._names = None
                    if turn.tool_name in _EDIT_TOOLS and len(self.edits) < MAX_ITEMS:
                        self.edits.setdefault(value, []).append((self._n, _edit_text(inp)))
                        self.shown.note(value, _edit_text(inp))
        elif turn.kind == PROMPT:
            for block in _FENCED.findall(turn.text)[:4]:
                if len(self.pasted) < MAX_ITEMS:
                    self.pasted.append((self._n, block[:OUTPUT_SCAN]))
                    sig = signature_of(block[:OUTPUT_SCAN], "")
                    if not sig.empty and len(self.errors) < MAX_ITEMS:
                        self.errors.setdefault(sig, self._n)
        elif turn.kind == TOOL_RESULT:
            command, at = self._calls.pop(turn.tool_use_id or "", ("", 0))
            # find() before the regex: most outputs never mention an exit code, and this copies nothing.
            failed = turn.is_error or (turn.text.find("xit", 0, OUTPUT_SCAN) >= 0 and nonzero_exit(turn.text)) or \
                reported_failure(command, turn.text[:OUTPUT_SCAN])
            pending = self._pending.pop(turn.tool_use_id or "", None)
            if pending is not None:
                step, tool, what, shell = pending
                self.log.add(Call(step, tool, what[:2000], not failed, turn.text[:OUTPUT_HEAD], shell))
                self.results[step] = self._n
                if not failed and tool == "Read":   # (`what` is `Read(<path>)`)
                    self.shown.note(what[len("Read("):-1], turn.text, step)
                elif not failed:
                    self.shown.note_call(command, turn.text, step)
            # what `npm run db:gen` ran, and a script or make target whose text the session was shown
            for line in script_lines(command, turn.text[:OUTPUT_SCAN]) + runner_lines(command, turn.text) + \
                    self.shown.ran_by(command, bool(failed)):
                if len(self.commands) < MAX_ITEMS:
                    self.commands.setdefault(line, at)
                    if not failed:
                        self.ok.setdefault(line, at)
                    self._programs = self._names = self._folders = None
            if not failed:
                if command.strip():
                    self.ok.setdefault(command.strip()[:2000], at)
                    self._programs = self._names = self._folders = None
                return
            if command.strip():
                self.failed.setdefault(command.strip()[:2000], at)
                self._failures = None
            sig = signature_of(turn.text[:OUTPUT_SCAN], command)
            if not sig.empty and len(self.errors) < MAX_ITEMS:
                self.errors.setdefault(sig, self._n)

    def ended_at(self, default: float) -> float:
        """When the range ended (its last timestamp), or `default`."""
        return _epoch(self.last_timestamp, default)

    def began_at(self, default: float) -> float:
        """When the range began (its first timestamp), or `default`."""
        return _epoch(self.first_timestamp, default)


def _epoch(stamp: str | None, default: float) -> float:
    if not stamp:
        return default
    try:
        return _dt.datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return default


def _call_label(turn: Turn) -> str:
    """A call that runs no shell command, as `Tool(argument)`."""
    inp = turn.tool_input or {}
    arg = next((v for k in (*_PATH_KEYS, "pattern", "url", "query", "description") if isinstance(v := inp.get(k), str)
                and v), "")
    return f"{turn.tool_name or 'tool'}({arg[:200]})"


def _key(program: str) -> str:
    """Programs are filed by name (`/usr/bin/git` under `git`; python3 under python)."""
    name = program_name(program)
    return "python" if name.startswith("python3") else name


def _edit_text(inp: dict[str, object]) -> str:
    parts = [str(inp.get(k) or "") for k in _EDIT_KEYS]
    edits = inp.get("edits")
    if isinstance(edits, list):
        parts += [str(e.get("new_string") or "") for e in edits if isinstance(e, dict)]
    return "\n".join(p for p in parts if p)[:EDIT_CHARS]


@dataclass(frozen=True)
class UsageVerdict:
    recurred: bool
    applied: bool
    relevant: bool

    @property
    def any(self) -> bool:
        return self.recurred or self.applied or self.relevant


def _failed_before(command: str, at: int, facts: SessionFacts) -> bool:
    """A call of the same program (its variables set before it left out) failed before this one."""
    def program(line: str) -> str:
        return next((w for w in line.split() if not re.fullmatch(r"[A-Za-z_]\w*=\S*", w)), "")
    return any(c.ok is False and c.step < at and program(c.command) == program(command) for c in facts.log.calls)


def judge(signature: Signature, anchors: Anchors, facts: SessionFacts,
          calls: LessonCalls | None = None) -> UsageVerdict:
    """One lesson against one session.

    Recurred: an error of the session is the lesson's symptom (as its text describes it, or as the failing call it was
    learned from recorded it). Applied: the session ran the recorded fix call with no such failure before it, or (from
    the text) did what the fix says (ran its command or its program without failing, used the path it introduces in a
    command that worked, or edited the file it names writing what it says) and never met the symptom. Relevant: either,
    or it ran a command or touched a path the lesson cites."""
    met = [(sig, at) for sig, at in facts.errors.items() if same_symptom(signature, sig)]
    texts = [at for _sig, at in met]
    # a symptom the text names no class of is met by a name it shares; with the failing call recorded, a folder
    # holding the file an error names (`proto/acme/v1` of any lint finding there) is no such name
    by_name = not signature.error_class and calls is not None and not calls.empty
    recurred = any(not by_name or set(signature.identifiers) & set(sig.identifiers) for sig, _at in met)
    # Only a straight use is applied: a fix reached for after the session met trouble is a recovery, even when
    # that trouble does not read as the lesson's symptom (a CI log read, a pod listed in ImagePullBackOff: any
    # working call's output naming trouble; a failed call when it is about the lesson); an unrelated failure
    # before (a lint run) leaves it a straight use.
    terms = lesson_names(signature, anchors, calls)

    def about_lesson(c: Call) -> bool:
        return names_any(c, terms) or runs_lesson_program(c, signature, calls)
    trouble_at = facts.first_trouble(lambda c: not checks_fix(c, anchors) and about_lesson(c))
    lead = program_name(calls.failure_shape.command_family) if calls is not None and not calls.empty else ""
    applied = not recurred and _fix_used(as_the_call_ran(anchors, calls.failure.command) if calls is not None and
                                         calls.failure is not None else anchors, facts, trouble_at, lead)
    shaped: list[int] = []
    if calls is not None and not calls.empty:
        any_name = _placeholder(anchors) or name_free(calls, anchors)
        fix_said = (calls.fix.command if calls.fix is not None else " ".join(calls.fix_words)).casefold()
        # a later failure of the same opening whose output gives another cause is another failure (core.tracking.causes)
        other = other_causes(calls.failure.output if calls.failure else "", facts.log.calls, facts.results,
                             " ".join((fix_said, *anchors.fix_commands, *anchors.fix_terms))) | \
            unlike(calls, facts.log.calls, facts.results, by_name) | with_the_fix(calls, facts.failed, facts.results)
        met = [(sig, at) for sig, at in met if at not in other]
        texts = [at for at in texts if at not in other]
        recurred = any(not by_name or set(signature.identifiers) & set(sig.identifiers) for sig, _at in met)
        shaped = [at for sig, at in facts.errors.items() if at not in other and
                  same_shape(calls.failure_shape, sig, signature.identifiers, any_name=any_name)] + \
            [c.step for c in facts.log.calls if c.step not in other and
             said_again(calls.failure_shape, c.output, any_name, read=c.ok is not False)] + \
            [at for at, text in facts.pasted if said_again(calls.failure_shape, text, any_name, read=True)] + \
            [at for at in templated(telling(anchors.errors, calls.failure.output if calls.failure else ""),
                                    facts.log.calls) if at not in other] + \
            [c.step for c in facts.log.calls if c.ok is False and calls.failure is not None and c.step not in other and
             (same_code(calls.failure.output, c.output) or
              same_line(calls.failure.output, c.output, fix_said, any_name))]
        # The lesson's own fix call decides alone: the text's anchors are only the model's words about it.
        after_failing = recoveries(facts.log, lead, calls.fix_words, lesson_terms(calls))
        first = min(texts + shaped + ([trouble_at] if trouble_at is not None else []), default=None)
        ran = fix_ran(calls, facts.ran_as_written() if by_module(calls.fix_words) else facts.ran(), first,
                      after_failing, _stated_bare(anchors, calls))
        # ... or a setting the fix names beside it (`LOCUST_HOST` for `--host`), or the variable its recorded call set
        # (`PASSWORD_STORE_DIR`, given as a prefix, an export or fish's `set -x`), set by a call that worked first
        # (the variable given to a run of a program that failed just so before is a recovery, not a straight use)
        ran = ran or any(sets_variable(w, c) and (first is None or at < first)
                         for w in other_ways(anchors, calls.fix_words) for c, at in facts.ok.items()) or \
            any(does_the_fix(calls, c) and (first is None or at < first) and not _failed_before(c, at, facts)
                for c, at in facts.ok.items())
        ran = ran or options_written(calls, anchors.fix_files, facts.edits, first, facts.ok)   # `-d sat`: smartd.conf
        # Alternatives stated (`bundle exec rake <task>` or `bin/rake <task>`, or a settings file): any is its fix.
        alone = decides_applied(calls) and len(anchors.fix_commands) + bool(anchors.fix_files) < 2
        applied = ran if alone else ran or applied and not shaped
        recurred = recurred or bool(shaped)
    if not (applied or recurred):
        shape = calls.failure_shape if calls is not None and not calls.empty else signature
        carried = carried_fix(anchors, facts.log.calls, shape, set(texts + shaped), calls)
        if carried is not None:   # used in a line that failed on something else, with no trouble met before it
            met_at = facts.first_trouble(lambda c: c.step < carried and about_lesson(c))
            applied = met_at is None or met_at > carried
    if not (applied or recurred):
        # However the fix was spelt: most of its own words in a call that worked, or written into a file.
        message = calls.failure_shape.message if calls is not None and not calls.empty else signature.message
        applied = terms_used(term_sets(anchors, calls), facts.log, facts.edits, anchors.paths, trouble_at, message,
                             calls)
    relevant = recurred or applied or _touched(anchors.commands, anchors.paths, facts)
    return UsageVerdict(recurred, applied, relevant)


def _stated_bare(anchors: Anchors, calls: LessonCalls) -> bool:
    """Whether the lesson states its fix with the bare program the recorded fix call ran by a path."""
    first = calls.fix_words[0] if calls.fix_words else ""
    return "/" in first and any(c.split()[:1] == [program_name(first)] for c in anchors.fix_commands)


def _placeholder(anchors: Anchors) -> bool:
    """Whether the lesson's fix is written for any name (`uv add --dev types-<package>`): then the name its error
    quotes is that placeholder's, and another one met later is the same trap."""
    return any(HOLES.search(c) for c in anchors.fix_commands + anchors.fix_terms + anchors.fix_paths)


def _fix_used(anchors: Anchors, facts: SessionFacts, until: int | None = None, lead: str = "") -> bool:
    """Whether the session went to the lesson's fix, straight (see `judge`): before `until`, where it first met
    trouble. `lead`: the recorded failing call's program, whose options a fix of options alone gives."""
    def early(at: int | None, words: list[str] | tuple[str, ...] = ()) -> bool:   # (`export X=… && …` printing
        # trouble: the variable its call set first was in use before it)
        return at is not None and (until is None or at < until or at == until and tuple(words[:1]) == ("env",) and
                                   facts.sets_first(at))
    programs = facts.by_program()
    failures: dict[str, list[tuple[list[str], int]]] | None = None
    for anchor in anchors.fix_commands:
        # Every step of a cited chain, each run without failing; none after a failed try of the same thing.
        at: list[tuple[list[str], int]] = []
        for want in split_fix(anchor):
            if want[0].startswith("-") and lead:
                want = [lead, *want]   # `--trust-server-cert-failures=unknown-ca` alone: an option of `svn`
            whole = program_is_the_fix(want)
            hit = min((ok for words, _at, ok in programs.get(_key(want[0]), ())
                       if ok is not None and early(ok, words) and
                       (words_match(want, words) or whole and same_program(want[0], words[0]))),
                      default=None)
            if hit is None:
                break
            at.append((want, hit))
        else:
            if failures is None:
                failures = facts.failures()
            if at and not any(_retried(want, hit, failures) for want, hit in at):
                return True
    for anchor in anchors.fix_paths:
        # A path the fix introduces, run as the program (`.venv/bin/python …`), or used in a
        # command that worked when the fix cites no command of its own.
        if HOLES.search(anchor):
            hits = [(w, ok, False) for key, ws in programs.items() if key not in _LOOKING
                    for words, _at, ok in ws for w in words[1:]]
        else:
            last = anchor.rstrip("/").rsplit("/", 1)[-1]
            hits = [(w, ok, prog) for w, _at, ok, prog in facts.by_name().get(last, ())]
            # A folder: what the session put in it counts (`git add priv/repo/migrations/2_x.exs`).
            hits += [(anchor, ok, False) for folder, ok in facts.folders().get(last, ())
                     if path_matches(anchor, folder)]
        # Looking at it (`cat`, `ls`) is not using it, unless reaching the path is itself the fix's new part.
        new_part = any(anchor in c.split()[1:] for c in anchors.fix_changes)
        if any(early(ok) and (prog or not anchors.fix_commands) and path_matches(anchor, w)
               and (prog or new_part or not _only_looks(w, ok, programs)) for w, ok, prog in hits) or \
                not HOLES.search(anchor) and placed(anchor, programs, early):   # (or put in place: copied there)
            return True
    for anchor in anchors.fix_files:
        last = anchor.rstrip("/").rsplit("/", 1)[-1]
        for used, edits in ((u, facts.edits.get(u)) for u, _a, _o, _p in facts.by_name().get(last, ())):
            if edits and path_matches(anchor, used) and \
                    any(early(a) and writes_fix(t, anchors.fix_terms, bool(anchors.fix_commands)) for a, t in edits):
                return True
    fix_looks = any(looks(seg) for c in anchors.fix_commands for seg in split_fix(c))
    for change in anchors.fix_changes:
        want = change.split()
        # a call that only looks (`git config --get-all x`) makes no change, unless the fix is itself a way of
        # looking (`git log master..HEAD`)
        if any(early(ok, words) and same_program(want[0], words[0]) and (not looks(words) or fix_looks) and
               all(any(word_matches(x, w) for w in words[1:]) for x in want[1:])
               for words, _at, ok in programs.get(_key(want[0]), ())):
            return True
    # A setting or name the fix introduces (`master..HEAD`, `PYTHONPATH=src`) in a command that worked.
    terms = setting_terms(anchors)
    return bool(terms) and any(early(at) and any(t in line for t in terms)
                               for line, at in ((places(cmd), at) for cmd, at in facts.ok.items())) or \
        written(directives(anchors.fix_commands), anchors.paths, facts.ok, facts.edits, early)


#: Programs that look at a path without using it: `ls .venv/bin/python` is not running it.
_LOOKING = frozenset({"ls", "cat", "stat", "test", "[", "file", "head", "tail", "which", "echo", "wc", "du", "find",
                      "grep", "rg", "less", "more", "readlink", "realpath", "tree", "diff", "type"})


def _only_looks(word: str, ok: int | None, programs: dict[str, list[tuple[list[str], int, int | None]]]) -> bool:
    """Every command that named `word` (and worked at `ok`) only looked at it."""
    users = [words[0] for key, ws in programs.items() for words, _at, o in ws if o == ok and word in words]
    return bool(users) and all(_key(u) in _LOOKING for u in users)


def _retried(want: list[str], ok_at: int, failures: dict[str, list[tuple[list[str], int]]]) -> bool:
    """The fix step ran only after the same command without the fix had failed
    (`git push`, then `git push --set-upstream …`): the session met the trap
    and recovered, it did not go straight to the fix. A failed check that says
    more than the fix (`mix format --check-formatted` before `mix format`) is not that."""
    named = [x for x in want[1:] if not PLACEHOLDER.match(x)]
    return any(at < ok_at and same_program(want[0], words[0]) and len(words) < len(want) and
               all(any(word_matches(x, w) for x in named) for w in words[1:])
               for words, at in failures.get(_key(want[0]), ()))


def _touched(commands: tuple[str, ...], paths: tuple[str, ...], facts: SessionFacts) -> bool:
    """Whether the session ran one of `commands` or used one of `paths`."""
    if commands:
        programs = facts.by_program()
        for anchor in commands:
            for want in split_fix(anchor):
                if any(words_match(want, words) for words, _at, _ok in programs.get(_key(want[0]), ())):
                    return True
    if paths:
        names = facts.by_name()
        for anchor in paths:
            last = anchor.rstrip("/").rsplit("/", 1)[-1]
            if any(path_matches(anchor, used) for used, _at, _ok, _p in names.get(last, ())):
                return True
    return False
