"""A lesson's recorded calls against a later session: whether its failure's shape came back
(`same_shape`), whether its fix call ran before that (`fix_ran`), and where the session reached for the
fix only after meeting the trap in some form (`recoveries`: the calls right after a failing call of the
lesson's program, or one whose output names what the lesson is about; ADR 0011, Addendum 5)."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable, Mapping, Sequence

from core.tracking.wordmatch import program_is_the_fix, same_program, words_match
from core.tracking.calls import OUTPUT_HEAD, CallLog, LessonCalls, looks_only
from core.tracking.causes import Ran
from core.tracking.lines import named_in_fix
from core.tracking.looking import looks, rehearses
from core.tracking.commands import command_segments, swapped_program
from core.transcript.shells import PROGRAM, inline_at
from core.tracking.anchors import Anchors
from core.tracking.signature import STRONG, Signature, meet, same_symptom, schemes
from core.tracking.spelling import program_name
from core.transcript.signals import trouble


def recoveries(log: CallLog, program: str, fix: Sequence[str] = (), terms: frozenset[str] = frozenset()
               ) -> frozenset[int]:
    """The calls made right after a command failed (looking at things in between aside) that was the
    lesson's failing `program`, or whose output names what the lesson is about (`terms`: `git-lfs` in a
    push's hook error, the Node version the lesson met): where a session reached for the fix after meeting
    the trap in some form, not before. A failing check of another program (`mix format --check-formatted`
    before `mix format`, for a lesson about the commit hook) is part of doing it right, and so is a run of
    the fix itself failing on something else (`python -m pytest` meeting a missing fixture)."""
    out: set[int] = set()
    failed = False
    for c in log.calls:
        if not c.shell or looks_only(c):
            continue
        if failed:
            out.add(c.step)
        ours = bool(program) and any(program_name(seg[0]) == program for seg in c.words if seg) or \
            bool(terms) and _names_any(c.output, terms)
        failed = c.ok is False and ours and \
            not (fix and any(words_match(list(fix), list(seg)) for seg in command_segments(c.command, modules=True)))
    return frozenset(out)


@lru_cache(maxsize=1024)
def _message_patterns(words: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[re.Pattern[str], ...]]:
    """A recorded message's patterns, built once however many calls are read for it: most of it, in order, since
    another language's client wraps the same message in its own words (pika's `ConnectionClosedByBroker: …
    ACCESS_REFUSED - Login was refused …`, amqplib's `Handshake terminated … 403 …`); a word ends at `_` too, as the
    message was split (`ACCESS_REFUSED` holds `access` and `refused`). A message under six words is met whole: its one
    telling word may stand at an end (`function … does not exist`, not `relation …`). With them, the words every
    pattern holds: a line without them is passed over unread."""
    cut = len(words) // 4 if len(words) >= 6 else 0
    bounded = [rf"(?<![^\W_])(?<!-){re.escape(w)}(?![^\W_])(?!-)" for w in words]
    patterns = tuple(re.compile(".*?".join(bounded[i:len(words) - j]))
                     for i in range(cut + 1) for j in range(cut + 1 - i))
    return words[cut:len(words) - cut], patterns


def said_again(shape: Signature, output: str, any_name: bool = False, read: bool = False) -> bool:
    """The recorded failure's own message met in another failing call's output, whatever that output was read
    as (a commit hook printing mypy's `Library stubs not installed for "toml"`): three words or more, in order on one
    line (a failure recorded with fewer: its class and a name, `_class_and_name`); the name it quotes the same one,
    unless the fix is written for any name. `read`: the output of a call that worked (a CI log, a service's log read
    back), where the line must also name trouble (`ERROR …`), so a note or a doc quoting the message is not the
    failure met."""
    # the program that printed it is its speaker, not its message (`curl: (60) SSL certificate problem: …` is
    # `git clone`'s message too)
    speaker = program_name(shape.command_family) if shape.command_family else ""
    # (nor Python's `[Errno 28]` before an OS message another program says without it: `No space left on device`)
    words = [w for w in shape.message if not w.startswith("'") and w != speaker and w != "errno"]
    if len(words) < 3:
        return not read and _class_and_name(shape, output)
    names = [w[1:] for w in shape.message if w.startswith("'")]
    core, patterns = _message_patterns(tuple(words))
    # an option the message names is what it is about (`use the --allow-privileged flag`): never left out
    core += tuple(w for w in words if w.startswith("--") and w not in core)
    for line in output.casefold().splitlines()[:200]:
        # in order: `repo … not found` is not `chart …`
        if all(w in line for w in core) and any(p.search(line) for p in patterns) and (not read or trouble(line)):
            # any name will do when the fix is for any, but one of the same scheme (`node:zlib` for `node:crypto`)
            return not names or any(n in line for n in names) or \
                any_name and all(f"{x}:" in line for x in schemes(tuple(names)))
    return False


def _class_and_name(shape: Signature, output: str) -> bool:
    """A failure recorded by its class and the names it gave, no message (`Package webkit2gtk-4.0 was not found`:
    not found, webkit2gtk-4.0.pc), met on one line of another failing call's output (the same build inside `docker
    build`): the class and one of its first two names together. A bare `error` or `fatal` class says too little."""
    names = [n for n in shape.identifiers[:2] if len(n) >= 4 and re.search(r"[\d./]", n)]
    if not names or shape.error_class in ("", "error", "fatal", "panic", "said"):
        return False
    lines = output.casefold().splitlines()[:400]
    return any(shape.error_class in line and any(n in line for n in names) for line in lines)


def lesson_terms(calls: LessonCalls) -> frozenset[str]:
    """The names a lesson's recorded calls are about (a package in its fix, a version or name its failure
    printed): words with a `-`, `.`, `/`, `_` or a digit, which prose seldom has."""
    shape = calls.failure_shape
    words = [*calls.fix_words[1:], *shape.identifiers, *(w.lstrip("'") for w in shape.message)]
    return frozenset(w for w in words if len(w) >= 4 and not w.startswith("-") and "<" not in w and ":" not in w
                     and re.search(r"[-./_\d]", w.strip(".")))


def _names_any(output: str, terms: frozenset[str]) -> bool:
    low = output.casefold()
    return any(t in low for t in terms)


def usable_fix(calls: LessonCalls) -> bool:
    """A recorded fix call that can tell a session did the fix: it says more
    than the failing call (`git push` after `git pull` does not), and more
    than flags after its program; a call that only looks (`aws configure list`) only when the failing call
    looked too (`git log master..HEAD` for `git log main..HEAD`)."""
    want = list(calls.fix_words)
    looked = calls.failure is not None and all(looks(seg) for seg in command_segments(calls.failure.command))
    return bool(want) and _distinctive(calls) and (looked or not looks(want)) and (
        program_is_the_fix(want) or swapped(calls) or any(not w.startswith("-") and w != "." for w in want[1:]))


def swapped(calls: LessonCalls) -> bool:
    """The recorded fix is a program run in place of the one that failed (`gawk` for `awk`): running it is the fix."""
    return len(calls.fix_words) == 1 and calls.fix is not None and calls.failure is not None and \
        swapped_program(calls.fix.command, calls.failure.command) == calls.fix_words[0]


def adds_flags(calls: LessonCalls) -> bool:
    """A fix that is the failing program given an option it lacked (`patch -p1` after `patch < x`, `curl -L` after
    `curl -o x URL`): the option is the lesson."""
    if calls.failure is None or len(calls.fix_words) < 2:
        return False
    failed = [seg for seg in command_segments(calls.failure.command) if seg]
    # (one it lacked: `pytest -q` after `pytest -x -q` failed gives none, it only dropped one)
    return any(program_name(seg[0]) == program_name(calls.fix_words[0]) and
               any(w.startswith("-") and w not in seg for w in calls.fix_words[1:]) for seg in failed)


def with_the_fix(calls: LessonCalls, failed: Mapping[str, int], results: Mapping[int, int]) -> frozenset[int]:
    """The failing calls that were given the lesson's setting themselves, and their results (`failed`: a failing
    command -> its step; `results`: a call's step -> its result's): the cause the fix removes was not theirs, whatever
    they printed (`PATH="$PATH:$HOME/go/bin" protoc …` still failing with `program not found`: the plugin is not in
    that folder). The setting: the recorded fix call's variable with its very value, given to the one program the line
    runs; or the option the failing call lacked, given to each run of its program in the line. A fix that is a command
    of its own may be what failed (`git add x` of a failing `git add x y`), so it tells nothing."""
    want = list(calls.fix_words)
    if not usable_fix(calls) or calls.fix is None or calls.failure is None or \
            want[:1] != ["env"] and not adds_flags(calls):
        return frozenset()
    given = _assignments(calls.fix.command, want[1:]) if want[:1] == ["env"] else ()
    program = program_name(want[0])   # (an option's fix is the failing program's words: `adds_flags`)
    steps = set()
    for command, at in failed.items():
        # (a shell handed the line, `fish -c '…'`, runs what follows it: `core.transcript.shells`' one table)
        runs = [seg for seg in command_segments(command) if seg[:1] != ["env"] and inline_at(seg) is None]
        if want[:1] == ["env"]:
            hit = bool(given) and all(g in command for g in given) and len(runs) == 1
        else:
            mine = [seg for seg in runs if program_name(seg[0]) == program]
            hit = bool(mine) and all(words_match(want, seg) for seg in mine)
        if hit:
            steps.add(at)
    return frozenset(steps | {results[s] for s in steps if s in results})


def _assignments(command: str, names: Sequence[str]) -> tuple[str, ...]:
    """How the recorded fix call set each of these variables, value and all (`PATH="$PATH:$HOME/go/bin"`, fish's
    `set -x KAGGLE_KEY …`); empty when one is not found."""
    out = []
    for name in names:
        m = re.search(r"(?<![\w$])" + re.escape(name) + r"=(?:\"[^\"]*\"|'[^']*'|[^\s;&|]+)", command) or \
            re.search(r"\bset\s+(?:-\w+\s+)*" + re.escape(name) + r"\s+[^;&|\n]+", command)
        if m is None:
            return ()
        out.append(m.group(0).strip())
    return tuple(out)


#: Options that only say how a call meets the person at the terminal: no browser, no questions, less output, no colour
_HOW_IT_ASKED = frozenset({"--no-launch-browser", "--no-browser", "--use-device-code", "--device-code", "-y", "--yes",
                           "--assume-yes", "-q", "--quiet", "--no-color", "--no-ansi", "--no-progress",
                           "--non-interactive"})
#: One program under two names, for what a fix of the failing program's own is
_SAME_PROGRAM = {"apt": "apt-get", "yum": "dnf", "podman": "docker"}


def _fixes_its_own_program(calls: LessonCalls) -> bool:
    """The recorded fix runs the program the failing call ran (`apt-get install -y x` after `apt install x` stopped at
    its question): its options are then what the lesson is about, `-y` too."""
    def own(word: str) -> str:
        return _SAME_PROGRAM.get(program_name(word), program_name(word))
    failed = [seg for seg in command_segments(calls.failure.command) if seg] if calls.failure is not None else []
    return bool(calls.fix_words) and any(own(seg[0]) == own(calls.fix_words[0]) for seg in failed)   # (no `sudo`)


def fix_ran(calls: LessonCalls, ran: Iterable[tuple[list[str], int]], first_failure: int | None,
            recoveries: frozenset[int] = frozenset(), bare: bool = False) -> bool:
    """The recorded fix call ran and worked in a later session, before the
    failure it fixes was met there (after it, it is a recovery, not the
    lesson applied), and not right after a call that failed (`recoveries`: the
    session met some failure and reached for the fix, whatever it printed).
    `bare`: the lesson states its fix with the bare program (`pip install …`), so the
    recorded call's path to it (`.venv/bin/pip`) is where that session had it, not the fix."""
    if not (usable_fix(calls) or adds_flags(calls)):
        return False
    # (how the recorded call met the person, `--no-launch-browser` on a box without one, is no part of a fix that is
    # another program than the one that failed: `gcloud auth application-default login` alone is that fix)
    want = [w for w in calls.fix_words if w not in _HOW_IT_ASKED or _fixes_its_own_program(calls)]
    if bare:
        want[0] = program_name(want[0])
    whole = program_is_the_fix(want) or swapped(calls)
    rehearsed = rehearses(want)   # (a rehearsal, `--dry-run`, runs no other fix)
    # A variable set for a program (`LC_ALL=C join …`) is the fix for that program: a call setting it for another one
    # (`LC_ALL=C tr …`) did not use it.
    lead = _set_for(calls.fix.command) if want[:1] == ["env"] and calls.fix is not None else ""
    if lead:
        ran = list(ran)
        programs: dict[int, set[str]] = {}
        for words, at in ran:
            programs.setdefault(at, set()).add(program_name(words[0]) if words else "")
        ran = [(words, at) for words, at in ran if lead in programs[at] or programs[at] <= {"env"}]
    return any((first_failure is None or at < first_failure) and at not in recoveries and
               (rehearsed or not rehearses(words)) and
               (words_match(want, words) or whole and same_program(want[0], words[0])) for words, at in ran)


def _set_for(command: str) -> str:
    """The program the recorded fix call's variable was set for: the first segment after its `env` ones that does more
    than look (`RAILS_MASTER_KEY=$(cat key) … bin/rails …`: rails, not the `cat` that read the value)."""
    segs = command_segments(command)
    at = next((i for i, seg in enumerate(segs) if seg[:1] == ["env"]), len(segs))
    lead = next((seg[0] for seg in segs[at:] if seg and seg[0] != "env" and not looks(seg)), "")
    return program_name(lead) if PROGRAM.match(lead) else ""   # (a value's `$(…)` read as a segment tells nothing)


def same_shape(lesson: Signature, seen: Signature, alike: tuple[str, ...] = (), any_name: bool = False) -> bool:
    """The recorded failure met again: the same symptom, and either a name
    both errors give (a module, a test, a file: whichever program met it) or
    the same program failing. `alike`: the names the lesson's text gives (see `same_symptom`); `any_name`:
    its fix is written for any name, so any name its message quotes will do."""
    if lesson.empty or not same_symptom(lesson, seen, alike, any_name):
        return False
    if meet(lesson.identifiers, seen.identifiers):
        return True
    return not (lesson.command_family and seen.command_family) or \
        program_name(lesson.command_family) == program_name(seen.command_family)


def _distinctive(calls: LessonCalls) -> bool:
    """A fix call the failing call itself would match says nothing (`git push` after `git pull`)."""
    if calls.failure is None:
        return True
    want = list(calls.fix_words)
    return not any(words_match(want, seg) for seg in command_segments(calls.failure.command))


def decides_applied(calls: LessonCalls) -> bool:
    """The recorded fix call decides `applied` on its own when it is the
    lesson's fix (cited, stated or the only fix there is); when the session
    fixed it otherwise than the lesson says, the text's fix counts too."""
    return usable_fix(calls) and calls.fix_is in ("cited", "stated", "inferred")


#: An error code a program prints for the failure, of words joined by `_` (`code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'`,
#: `ERR_PNPM_OUTDATED_LOCKFILE`): after the word "code", or an `ERR_` constant. Not an errno (`ENOSPC` is both a
#: disk full and too many file watchers).
_ERROR_CODE = re.compile(r"\bcode\W{1,3}([A-Z][A-Z0-9]*_[A-Z0-9_]{3,})\b|\b(ERR_[A-Z0-9_]{4,})\b")


@lru_cache(maxsize=1024)
def error_codes(output: str) -> frozenset[str]:
    """Cached: the recorded output is asked again for every later failing call of every session."""
    return frozenset(code for a, b in _ERROR_CODE.findall(output[:20_000])
                     if set((code := a or b).lower().split("_")) - _ANY_FAILURE)


#: Words of a code that says only that something failed (`NS_ERROR_FAILURE`, VirtualBox's code for any error of a
#: component; `ERR_UNKNOWN`): no failure of its own, met by every other one the program prints.
_ANY_FAILURE = frozenset({"ns", "e", "err", "error", "errors", "failure", "failed", "fail", "unknown", "unexpected",
                          "internal", "generic", "general", "unspecified", ""})


def same_code(recorded: str, output: str) -> bool:
    """A later failing call printing the error code the recorded failure printed (Node's `fetch failed` from
    `playwright test` with the `UNABLE_TO_VERIFY_LEAF_SIGNATURE` that `node smoke.mjs` gave): the same failure,
    whatever program or class of error carried it."""
    codes = error_codes(recorded)
    return bool(codes) and bool(codes & error_codes(output))


def name_free(calls: LessonCalls, anchors: Anchors) -> bool:
    """Whether the name the recorded failure's message quotes is only where it met the trap this time: the fix
    names none of them (`npx prisma generate` for `Property 'avatarUrl' does not exist on type`, so another
    property is the same trap), and the error is about no module, test or command (those are the trap)."""
    fix = " ".join([*calls.fix_words, *anchors.fix_commands, *anchors.fix_terms]).lower()
    if not fix.strip():
        return False
    shape = calls.failure_shape
    if any(i.startswith(STRONG) for i in shape.identifiers):   # (`node:crypto` is a name, not a kind of one)
        return False
    names = [n for n in (w[1:].strip("'\"") for w in shape.message if w.startswith("'") and not w.startswith("'/"))
             if len(n) >= 3]
    if not shape.message:   # a class and the name it quotes (`Package 'lidar_filter' not found`): that bare name
        names = [i for i in shape.identifiers if re.fullmatch(r"[a-z][a-z0-9_-]{2,}", i)]
    # a name the failing call was given and the fix call only repeated (`snap install helm` → `… helm --classic`) is
    # what it worked on, even where the lesson's text gives it as its example (`sudo snap install helm --classic`)
    worked_on = set(calls.failure.command.lower().split()) - {w.lower() for w in calls.fix_words} \
        if calls.failure is not None and calls.fix_words else set()
    return bool(names) and not any(named_in_fix(n.lower(), fix) and n.lower() not in worked_on
                                   for n in names)


#: Words any failure's message may hold: no part of what it says went wrong.
_ANY_MESSAGE = frozenset({"error", "errors", "failed", "fatal", "warning", "the", "and", "not", "with", "for", "from"})


def unlike(calls: LessonCalls, log: Iterable[Ran], results: Mapping[int, int], by_name: bool) -> frozenset[int]:
    """The results of a session's failing calls whose output shares no word with the recorded failure's message,
    where the lesson's text matches its symptom by a name alone (`by_name`: it names no class): another failure of
    the same command (`Failed to find where HEAD diverged from "origin/main"` for a lesson recorded on `Some packages
    have been changed but no changesets were found` in `changeset status --since=origin/main`)."""
    mine = set(calls.failure_shape.message) - _ANY_MESSAGE
    if not by_name or len(mine) < 3:
        return frozenset()
    # (an output kept cut short may say it further on: only one kept whole tells)
    return frozenset(results[c.step] for c in log if c.ok is False and c.step in results and
                     len(c.output) < OUTPUT_HEAD and not mine & _output_words(c.output))


@lru_cache(maxsize=1024)
def _output_words(output: str) -> frozenset[str]:
    """Cached: a session's failing outputs are asked again for every lesson judged against it."""
    return frozenset(re.findall(r"[a-z][a-z'-]+", output.lower()))
