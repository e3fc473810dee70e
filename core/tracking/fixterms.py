"""Applied, judged by what the fix is made of rather than how it is spelt.

The spelling rules (`wordmatch`, `spelling`) match a later call against the
fix as written: `npx playwright install chromium` against `pnpm exec
playwright install webkit`, `conda run -n molprop` against `conda activate
molprop && python …`. Every corpus written by someone else brought new
spellings, and a table of equivalents never caught up with them. What does
carry over is the fix's own distinctive words: the subcommand, the package,
the setting, the option (`lfs migrate import`, `tsconfig-paths/register`,
`mysql_native_password`). A session that ran a call holding most of them, or
wrote them into a file, did the fix, whatever it was spelt.

Words any command holds (launchers, package managers, `install`, `run`) are
never what makes a fix; a fix of one distinctive word is left to the spelling
rules (one name met in passing says little). And since only a straight use is
"applied" (ADR 0011), nothing here counts in a session that met the lesson's
failure or tried the fix and failed: a call after a failure of the same
program is a recovery, and a failed call holding the fix's words (or a path
the lesson names) is the trap met, not avoided."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from core.tracking.anchors import ENV_WORD, Anchors, split_fix
from core.tracking.calls import Call, CallLog, LessonCalls, looks_only
from core.tracking.looking import looks
from core.tracking.spelling import program_name
from core.tracking.commands import command_segments
from core.tracking.fixsteps import Act, acts, other_act
from core.tracking.variables import unsets_variable
from core.tracking.wordmatch import same_program, word_matches, words_match

#: Words any command may hold: launchers and runners, package managers and build tools named as the program,
#: their everyday verbs, and shell words. A fix is never told apart by them.
COMMON = frozenset("""
    npx pnpm yarn npm exec run dlx bunx bun sudo env bash sh -m
    python python3 pip pip3 node uv poetry bundle cargo go make git docker compose kubectl brew apt apt-get
    install add i test build start dev
    and then the a to of in it on or
    cd export source set true echo
    --save-dev --yes -d -g -y -e -c -lc
""".split())
#: Files whose text is prose about a fix, not one: a note that names the setting has not set it.
_DOC = re.compile(r"\.(?:md|markdown|rst|txt|adoc)$", re.I)
#: ... but pip's requirements and constraints files are what an install reads, not prose.
_PIP_FILE = re.compile(r"(?:^|[/\\])(?:requirements|constraints)(?:[\w.-]*|[/\\][\w.-]+)\.txt$", re.I)
_SPLIT = re.compile(r"[\s'\"`(),;|&]+")
#: A quoted value given to a setting (`GOPRIVATE='github.com/acme-corp/*'`): the shell drops the quotes, so the
#: setting is the same word as `ENV GOPRIVATE=github.com/acme-corp/*` written into a Dockerfile.
_QUOTED_VALUE = re.compile(r"=(['\"])([^'\"\s]*)\1")
#: A message given to a commit or tag (`git commit -am 'docs: mention corepack enable'`): prose about a change.
_MESSAGE = re.compile(r"(?<!\S)(?:-[a-z]*m|--message)(?:=|\s+)(['\"])(?:(?!\1).)*\1", re.S)
#: A short option (`-y`, `-uroot`), never a setting (`-Dkey=v`, `-J-XX:MaxMetaspaceSize=1G`), which has a `=` or `:`.
_SHORT_OPTION = re.compile(r"^-[^-][^=:]*$")


@lru_cache(maxsize=4096)
def words_of(text: str) -> frozenset[str]:
    """The words of a command or of written text, lower-cased, each also split at `=` and `/`
    (`core/project=x` holds `core`, `project`); read once however many lessons look at a call."""
    out: set[str] = set()
    for key, value in _CONFIG_SETTING.findall(text):   # `use_container = true` in samconfig.toml: `--use-container`
        out.update(_as_options(key.lower().replace(".", "_").replace("-", "_"), _given(value), whole=True))
    for key, value in _CAMEL_SETTING.findall(text):   # `insecureSkipTLSVerify: true` in a script's options
        out.update(_as_options("_".join(_CAMEL_WORD.findall(key)), _given(value), whole=True))
        out.add("--" + key.lower())   # ... and the option spelt as the key (`passWithNoTests: true`: `--passWithNoTests`)
    for key, value, number in _OBJECT_KEY.findall(text):   # `"extends": ["@commitlint/config-conventional"]`, `"port": 4300`
        out.update(_as_options(key.lower(), _given(value or number), whole=True))
    for raw in _SPLIT.split(_QUOTED_VALUE.sub(r"=\2", _MESSAGE.sub(" ", text))):
        setting = _ENV_SETTING.fullmatch(raw)
        if setting:
            out.update(_as_options(setting.group(1), setting.group(2)))
        w = raw.lower().strip(".:")
        if not w:
            continue
        out.add(w)
        out.update(p.strip(".:") for p in re.split(r"[=/:]", w) if p.strip(".:"))
        if re.match(r"[\w.-]+=(?!=)", w):   # ... and the value a setting is given, whole
            out.add(w.split("=", 1)[1].strip(".:"))   # (`PIP_EXTRA_INDEX_URL=https://…`; not a pin, `torch==2.3.0`)
        if _KEY_PATH.match(raw):   # a jq or yq path (`.metadata.kernelspec`): the keys it sets are words of their own
            out.update(k.lower() for k in raw.split(".") if k)
    return frozenset(out)


#: A setting a config file's line gives (`upload_port = /dev/ttyUSB1`, `worker_pool: "solo"`): the option it stands for.
_CONFIG_SETTING = re.compile(r"^[ \t]*(?:-[ \t]+)?([A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+)[ \t]*[=:][ \t]*[\"']?"
                             r"([^\"'\s#,]*)", re.M)
#: A camelCase key given a value (`forcePathStyle: true`, `insecureSkipTLSVerify = true`), its words as an option's.
_CAMEL_SETTING = re.compile(r"(?<![\w.$-])([a-z][a-z0-9]*(?:[A-Z][A-Za-z0-9]*)+)[\"']?[ \t]*[=:][ \t]*[\"']?([^\"'\s#,;)}]*)")
#: A one-word key of a JSON, JS or YAML object given a value, or a list whose first item is (`"extends": ["x"]`,
#: `plugins: ["prettier-plugin-astro"]`), or a number (`"port": 4300`): the option of that name with that value, as a config
#: file gives it.
_OBJECT_KEY = re.compile(r"(?<![\w.$-])[\"']?([a-z][a-z0-9]{2,})[\"']?[ \t]*:[ \t]*(?:\[?[ \t]*[\"']([^\"'\s]+)[\"']|"
                         r"(\d+)(?![\w.:]))")
_CAMEL_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+")
#: `COMPOSER_IGNORE_PLATFORM_REQ=php`, `CLOUDSDK_CORE_PROJECT=relay`: a setting given in the environment.
_ENV_SETTING = re.compile(r"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=(\S*)")


def _given(value: str) -> str:
    """A config key's value as an option's: `true` is the bare flag (`use_container = true`: `--use-container`)."""
    return "" if value.lower() == "true" else value


def _as_options(name: str, value: str, whole: bool = False) -> set[str]:
    """The option spellings an environment setting stands for. Tools read `--ignore-platform-req` from
    `COMPOSER_IGNORE_PLATFORM_REQ` and `project` from `CLOUDSDK_CORE_PROJECT` (a prefix naming the tool, then
    the option's own words), so each tail of the name is an option the call gave, with its value, and each
    of the name's words is a word of the call."""
    parts = name.lower().split("_")
    out = set(parts)
    for i in range(0 if whole else 1, len(parts)):   # (`whole`: a config key is an option from its first word)
        option = "--" + "-".join(parts[i:])
        out.update({option, f"{option}={value.lower()}"} if value else {option})
        if i < len(parts) - 1:
            out.add("_".join(parts[i:]))   # ... and the config file's key (`GF_SERVER_ROOT_URL` sets `root_url`)
    return out


def _distinctive(word: str) -> bool:
    return len(word) >= 3 and word not in COMMON and "<" not in word and "…" not in word \
        and not _SHORT_OPTION.match(word)


#: A path of keys into a document, as jq and yq write it (`.metadata.kernelspec`, `.spec.template`).
_KEY_PATH = re.compile(r"^\.[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$")


#: A made-up name a lesson writes for what differs from use to use: `ext-<name>`, `types-<package>`.
_PLACEHOLDER = re.compile(r"<[^<>\s]+>")


@dataclass(frozen=True)
class FixWords:
    """One way a lesson states its fix, as its distinctive words; `must`: the program when the fix names it by a
    path (`.venv/bin/pip install --no-cache-dir …`), since where it runs from is then the fix too; `shapes`: its
    words with a made-up name in them (`--ignore-platform-req=ext-<name>`), each held by any word of that shape."""
    words: frozenset[str]
    must: frozenset[str] = frozenset()
    shapes: frozenset[str] = frozenset()
    #: the options of one dash that set something it gives (`-env:userinstallation`): each must be given, as a long
    #: option must, though it is not counted among the words
    settings: frozenset[str] = frozenset()
    #: a command told by its program and short flags alone (`mk-build-deps -i -r -t`): a call runs it; a line written
    #: into a script that may never run is not it
    run_only: bool = False
    #: the subcommands the lesson gives the programs of these words (`fixsteps.other_act`)
    acts: frozenset[Act] = frozenset()

    @property
    def size(self) -> int:
        return len(self.words) + len(self.shapes)


def _shaped(word: str) -> bool:
    """Whether `word` holds a made-up name (`ext-<name>`) and keeps enough of its own to tell it apart. An
    option's value must: `-chdir=<dir>`, `--include=<pattern>` say where or what, not which fix."""
    value = word.split("=", 1)[1] if word.startswith("-") and "=" in word else word
    kept = _PLACEHOLDER.sub("", value)
    return kept != value and len(re.sub(r"\W", "", kept)) >= 3 and not any(c in kept for c in "<>…")


@lru_cache(maxsize=1024)
def _shape_re(word: str) -> re.Pattern[str]:
    """`ext-<name>` as the pattern of the words it stands for (`ext-intl`)."""
    parts = _PLACEHOLDER.split(word)
    return re.compile(r"[^\s<>]+".join(map(re.escape, parts)))


#: Words that hand the rest of a line to another program (`pnpm exec biome …`, `uv run pytest`): no act of their own.
_RUNNER_WORDS = frozenset({"exec", "run", "dlx", "x", "tool", "with"})
#: Subcommands too common to be an act of the fix's own (`fixsteps.other_act`).
_COMMON_ACTS = COMMON | _RUNNER_WORDS


def term_sets(anchors: Anchors, calls: LessonCalls | None) -> list[FixWords]:
    """Each way the lesson states its fix (a command of its workaround, a setting it writes, the recorded fix
    call when that is the lesson's fix) as its distinctive words; only those of two words or more."""
    sources: list[str] = [*anchors.fix_commands, *anchors.fix_terms]
    if calls is not None and calls.fix_words and calls.fix_is in ("cited", "stated", "inferred"):
        sources.append(" ".join(calls.fix_words))
    sets: list[FixWords] = []
    segments = command_segments(calls.failure.command) if calls is not None and calls.failure is not None else []
    failed = {w.lower().strip(".:") for seg in segments for w in seg}
    # (the programs that failed given a subcommand: `helm upgrade`, not `ssh host`)
    acted = {seg[0].lower() for seg in segments if len(seg) > 1 and re.fullmatch(r"[a-z][a-z0-9-]{2,}", seg[1])}
    named = acts([seg for text in [*anchors.commands, *sources] for seg in command_segments(text)])
    for text in sources:
        # (a path or address cut short, `…/releases/download/...`, stands for any that goes on from there)
        split = [re.sub(r"(?<=[\w-])/(?:\.{3}|…)$", "/<name>", w).strip(".:")
                 for w in _SPLIT.split(_QUOTED_VALUE.sub(r"=\2", text).lower())]
        # a setting's name is a word of its own (`-J-XX:MaxMetaspaceSize=1G` holds `maxmetaspacesize`)
        split += [p for w in split if w.startswith("-") and re.search(r"[=:]", w) for p in re.split(r"[=:]", w)[1:-1]]

        words = frozenset(w for w in split if _distinctive(w))
        # ... a program with its short flags stated as the fix's other spelling (`mk-build-deps -i -r -t`): the flags
        # are its words, each one needed, as the long ones are of the long spelling (`tox -e x` is no `tox -r -e x`)
        flags = frozenset(w for w in split if _SHORT_OPTION.match(w)) \
            if text in anchors.fix_commands and len(words) == 1 else frozenset()
        flags = flags if len(flags) >= 2 else frozenset()
        words |= flags
        # ... and `vm.max_map_count=262144` is also set by any value given it (reading the name is not setting it)
        shapes = frozenset(filter(_shaped, split)) | {w.split("=", 1)[0] + "=<value>" for w in split
                                                       if "=" in w.strip("=") and not w.startswith("-") and "<" not in w}
        first = next((w for w in split if w), "")
        must = ({first} if "/" in first and first in words else set()) | flags
        # ... and the subcommand a command of the workaround gives its long options to (`biome migrate --write`): an
        # option means what it does with its act, so `biome check --write` is another act with most of the same words
        act = next((w for w in split[1:] if w), "") if text not in anchors.fix_terms else ""
        if re.fullmatch(r"[a-z][a-z0-9-]{2,}", act) and act in words and act not in _RUNNER_WORDS and \
                (any(w.startswith("--") for w in words) or first in acted and act not in failed and
                 words - {first, act} <= failed):
            must.add(act)   # (... or another act of the program that failed, its other words the failing call's own:
            # `helm dependency build ./charts/api` for `helm upgrade … ./charts/api`)
        # an option of one dash that sets something (`-env:UserInstallation=…`, `-Dfile.encoding=…`), by its name
        settings = frozenset(_option(w) for w in split if _SET_OPTION.match(w) and "=" in w)
        # (a subcommand as common as `install`, `run`, `build` is no act of the fix's own: `composer require
        # --ignore-platform-req=ext-intl` does what `composer install --ignore-platform-req=ext-<name>` says)
        own = frozenset(a for a in acts(command_segments(text)) if a[1][-1] not in _COMMON_ACTS) \
            if text not in anchors.fix_terms else frozenset()
        programs = {p for p, _a, _o in own}
        fix = FixWords(words, frozenset(must), shapes, settings, run_only=bool(flags),
                       acts=own | {a for a in named if a[0] in programs})
        if fix.size >= 2 and fix not in sets:
            sets.append(fix)
    # a long option stated alone ("add `--grpc-web` to every argocd command") with the program that failed: given
    # to that program, or set where it reads its options (`ARGOCD_OPTS='--grpc-web'`), in any of its commands
    program = program_name(calls.failure_shape.command_family) if calls is not None and not calls.empty else ""
    for option in _long_options(anchors, calls) if re.fullmatch(r"[a-z0-9_.-]{2,}", program) else ():
        if (fix := FixWords(frozenset({program, option}))) not in sets:
            sets.append(fix)
    return sets


def _long_options(anchors: Anchors, calls: LessonCalls | None) -> list[str]:
    """The long options the fix states: one stated alone as a term (`--grpc-web`), or, of two words or more, one in
    its commands, in the recorded fix call, or the setting that stands for one (`K6_INSECURE_SKIP_TLS_VERIFY`,
    `insecureSkipTLSVerify: true`: the same option to the program that reads it, `_as_options`)."""
    # (`--strict.perms=false`: an option with a dotted name, given its value, is that option)
    out = [t.lower().split("=", 1)[0] for t in anchors.fix_terms if re.fullmatch(r"--[a-z][a-z0-9.-]{3,}(?:=\S+)?",
                                                                                t.lower())]
    # (a command that runs its program by a path, `.venv/bin/pip install --no-cache-dir …`, names where it runs too:
    # its own word set says so, `FixWords.must`)
    commands = [_SPLIT.split(t) for t in anchors.fix_commands]
    if calls is not None and calls.fix_is in ("cited", "stated", "inferred"):
        commands.append(list(calls.fix_words))
    words = [w for t in anchors.fix_terms for w in _SPLIT.split(t)] + \
        [w for c in commands if c and "/" not in c[0] for w in c]
    for word in words:   # a setting's whole name, not each tail of it (`--verify` is not the fix)
        options = [word.lower().split("=", 1)[0]] if word.startswith("--") else \
            sorted((o for o in words_of(word) if o.startswith("--") and "=" not in o), key=len)[-1:]
        out += [o for o in options if re.fullmatch(r"--[a-z][a-z0-9]*(?:[-.][a-z0-9]+)+", o) and o not in out]
    return out


def holds(fix: FixWords, seen: frozenset[str]) -> bool:
    """Most of a fix's distinctive words (at least two, at least two in three) are among `seen`, with every long
    option it states (`git push origin main` holds `push` and `origin`, not `--set-upstream`) and its program's
    path when it names one."""
    options = {_option(w) for w in seen}
    if not all(_option(o) in options for o in fix.words | fix.shapes if o.startswith("--")):
        return False      # a long option a fix states is what it changes (`--set-upstream`, `--no-cache-dir`)
    # ... and so is a setting option of one dash (`-env:UserInstallation=…`), however it is passed on (`-J-XX:…` is
    # the JVM's `-XX:…`)
    if not all(any(_passed(o, x) for x in options) for o in fix.settings):
        return False
    held = len(fix.words & seen) + sum(any(_shape_re(s).fullmatch(w) for w in seen) for s in fix.shapes)
    return all(_met(m, seen) for m in fix.must) and held >= max(2, -(-2 * fix.size // 3))


def _met(word: str, seen: frozenset[str]) -> bool:
    """A word the fix must have among the words a call gave: itself, or, for a subcommand, its short form (`dep` of
    `helm dependency`) or a part of an option naming it (`--dependency-update`)."""
    return word in seen or word.isalpha() and any(
        len(w) >= 3 and w.isalpha() and word.startswith(w) or w.startswith("--") and word in w[2:].split("-")
        for w in seen)


#: An option of one dash that names a setting (`-env:userinstallation`, `-dfile.encoding=`, `-xx:+usezgc`), not a
#: cluster of short flags (`-rf`): as much the fix as a long option.
_SET_OPTION = re.compile(r"^-[a-z][\w.-]*[:=]")


def _passed(want: str, got: str) -> bool:
    """One option the other passes on (`-j-xx:maxmetaspacesize`, `-xx:maxmetaspacesize`), or the same one."""
    a, b = want.lstrip("-"), got.lstrip("-")
    return bool(b) and (a == b or a.endswith("-" + b) or b.endswith("-" + a))


def _option(word: str) -> str:
    return word.split("=", 1)[0]


def _opened_with_fix(failed: list[Call], log: CallLog, until: int | None, symptom: tuple[str, ...],
                     sets: list[FixWords]) -> Call | None:
    """The one failed run of the fix a session may hold and still have used it straight: its first failure of all,
    before any trouble (`until`), the fix run up front and failing on something else (Puma started with the
    setting, the port in use): its output names none of the fix's words and few of the telling words of the
    lesson's recorded message (`symptom`), which a look-alike of the symptom the signature missed would hold."""
    symptom = tuple(w for w in symptom if len(w) >= 5 and w not in ("error", "errors", "failed"))
    if len(failed) != 1 or len(set(symptom)) < 3:
        return None
    first = next((c for c in log.calls if c.ok is False), None)
    if first is not failed[0] or (until is not None and first.step > until):
        return None
    said = set(re.findall(r"[a-z0-9]+", first.output.lower()))
    printed = set(re.findall(r"[\w.@/+-]+", first.output.lower()))
    if any(w in printed for t in sets if holds(t, words_of(first.command)) for w in t.words):
        return None   # the fix itself failing (`CondaError: Run 'conda init' before 'conda activate'`): a failed try
    return first if len(set(symptom) & said) * 3 < len(set(symptom)) else None


def terms_used(sets: Iterable[FixWords], log: CallLog, edits: dict[str, list[tuple[int, str]]],
               lesson_paths: Iterable[str] = (), until: int | None = None, symptom: tuple[str, ...] = (),
               lesson: LessonCalls | None = None) -> bool:
    """Whether the session did a fix of these words straight: before it met any failure (or `until`, where it met
    other trouble), a call that worked (and did more than look), or an edit of a file that is not prose, holds most
    of them; and no call failed holding them or naming a path the lesson names."""
    sets = list(sets)
    if not sets:
        return False
    paths = [p.strip("/") for p in lesson_paths if "/" in p.strip("/")]
    failed = [c for c in log.calls if c.ok is False and c.shell and (any(holds(t, words_of(c.command)) for t in sets)
                                                                     or any(p in c.command for p in paths))]
    opened = _opened_with_fix(failed, log, until, symptom, sets)
    if failed and opened is None:
        return False
    # Only what came before the session's first failure: after one, reaching for the fix is a recovery (unless the
    # session's first failure was the fix itself, run straight and failing on something else).
    first = min((at for at in (next((c.step for c in log.calls if c.ok is False and c is not opened), None), until)
                 if at is not None and (opened is None or at > opened.step)), default=None)
    if any(c.ok and c.shell and c.segments() and not looks_only(c) and
           any(holds(t, words_of(c.command)) and not other_act(t.acts, c.segments()) and _unsets(t, c.command)
               for t in sets)
           for c in log.calls if first is None or c.step < first):
        return True
    for path, written in edits.items():
        if _DOC.search(path) and not _PIP_FILE.search(path):
            continue
        tool = _tool_of(path)
        for at, text in written:
            seen = words_of(text) | tool | _run_after(lesson, log, at, first)
            if (first is None or at < first) and any(holds(t, seen) for t in sets if not t.run_only):
                return True
    return False


def _unsets(fix: FixWords, command: str) -> bool:
    """A fix of `unset NAME` is held by a call taking NAME out (`core.tracking.variables`), not one holding both words
    apart (`unset HISTFILE` on one line, `export GITHUB_TOKEN=…` on the next)."""
    return "unset" not in fix.words or all(unsets_variable(w, command) for w in fix.words   # (the words lower-cased)
                                           if re.fullmatch(ENV_WORD, w, re.I))


def failing_part(lesson: LessonCalls | None) -> list[str]:
    """The part of the lesson's recorded failing call that ran the failing program (none: `python manage.py …`, whose
    program is the script)."""
    if lesson is None or lesson.failure is None:
        return []
    program = program_name(lesson.failure_shape.command_family)
    return next((seg for seg in command_segments(lesson.failure.command) if seg and program_name(seg[0]) == program), [])


def _run_after(lesson: LessonCalls | None, log: CallLog, at: int, until: int | None) -> frozenset[str]:
    """The failing program, when it worked after an edit at `at` (and before `until`) doing something (not only
    looking: `--version`, `--help`): a setting the edit wrote (`sonar.projectKey=…` into sonar-project.properties,
    `SUPERSET_SECRET_KEY=…` into an env file) was then given to that program, as the fix's `program --option`
    gives it."""
    part = failing_part(lesson)
    program = program_name(part[0]) if part else \
        program_name(lesson.failure_shape.command_family) if lesson is not None and lesson.failure is not None else ""
    if not program or not any(c.ok and c.shell and at < c.step and (until is None or c.step < until) and
                              any(seg and program_name(seg[0]) == program and not looks(seg) for seg in c.segments())
                              for c in log.calls):
        return frozenset()
    return frozenset({program})


def _tool_of(path: str) -> frozenset[str]:
    """The program a config file is named for (`celeryconfig.py`, `samconfig.toml`, `.eslintrc`, `keycloak.conf`):
    a setting written there is given to that program."""
    name = path.rsplit("/", 1)[-1].lower()
    m = _TOOL_CONFIG.fullmatch(name)
    return frozenset({m.group(1) or m.group(2)}) if m else frozenset()


_TOOL_CONFIG = re.compile(r"\.?([a-z][a-z0-9]{2,}?)[-_.]?(?:config|conf|rc|settings)(?:\.[a-z]+)?|"
                          r"([a-z][a-z0-9]{2,})\.(?:conf|ini|cfg)")


def checks_fix(call: Call, anchors: Anchors) -> bool:
    """A call running one of the lesson's fix commands in its check mode (`mix format --check-formatted` for `mix
    format`): a check the fix goes with, whose failure is the fix at work, not trouble met before it. The fix's
    own command failing is not that: a failed try is the trap met (`terms_used`)."""
    if not call.shell:
        return False
    return any(same_program(want[0], seg[0]) and words_match(want, seg) and
               any(CHECK_MODE.search(w) for w in seg if not any(word_matches(x, w) for x in want))
               for anchor in anchors.fix_commands for want in split_fix(anchor) for seg in command_segments(call.command))


#: What turns a command into a check of what it would do (`--check-formatted`, `--dry-run`, `--diff`).
CHECK_MODE = re.compile(r"^-.*(?:check|dry-run|diff|verify)")
