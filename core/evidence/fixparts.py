"""How a fix's words meet a call's words (core.evidence.fix): a program in common, a file under a folder, a
setting given a value inside one argument, an option with its value, the distinctive names a prose fix gives."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterable

from core.evidence.checks import chain, joined, segments
from core.evidence.matching import normalise, occurs
from core.evidence.spelling import EXTENSION_RE, filled_in, fills, one_placeholder, same_name
from core.evidence.steps import ASSIGNMENT_RE, EDIT_TOOLS, Step, argv, narrowed_to_files
from core.evidence.words import COMMAND_WORDS, LOOKS, commandish, distinctive, pair_of, strip_token
from core.transcript.cmdline import redirect_targets
from core.transcript.shells import inline_at

# The workaround says to do with less: a later run of the failing command with fewer arguments can show it.
WITHOUT_RE = re.compile(r"\b(?:without|leave|leaving|keep\s+\S+\s+out|omit|omitting|exclud(?:e|ing)|drop|"
                        r"only the|alone)\b|(?:n't|\bnever|\bno longer)\s+(?:\w+\s+)?(?:add|adding|stage|staging|pass|"
                        r"passing|include|including|commit|committing)\b|(?:없이|빼고|제외)", re.I)
# The workaround says to take something away ("delete the stale block", `rm -rf node_modules`).
# ("Drop `nodePort: 30080`", "Drop the version line", "`x` 를 빼세요"; never "a drop-in", "never omit the reason",
# "DROP TABLE", "빼먹지")
REMOVE_RE = re.compile(r"(?i:\b(?:delete|deleting|remove|removing|rm|clear|clean|wipe|purge)\b)|(?:삭제|지우)|"
                       r"\b[Dd]rop(?:ping)?\b(?!-)|(?i:\bomit(?:ting)?\s+(?:the\s+)?`)|`[^`]+`\s*(?:을|를)?\s*빼(?!먹)")
# Flags nearly every program takes: never the distinctive part of a fix.
_GENERIC_FLAGS = frozenset({"--help", "--version", "--verbose", "--quiet", "--yes", "--force-color", "--no-color"})
# Programs that take away the files they name.
_UNDOING = frozenset({"rm", "rmdir", "unlink", "del", "shred"})


# "run scripts\\regen.ps1 <pid>": a script the fix runs, not a file to change by hand
_RUN_NAME_RE = re.compile(r"\b(?:run|execute|invoke)\s+`?([^\s`]+)", re.I)


def run_names(workaround: str) -> frozenset[str]:
    """The files a workaround says to run: a Write creating one is not an edit adding the fix."""
    return frozenset(normalise(m.group(1)) for m in _RUN_NAME_RE.finditer(workaround))


def _slashed(path: str) -> str:
    return re.sub(r"^(?:\.\.?/)+", "", path.replace("\\", "/")).casefold()


def edits_named(step: Step, runs: frozenset[str], lesson: str, failure: Step | None) -> bool:
    """An edit of a file the lesson or the failing call names (its command, its output: `app/main.f90:3:7`) by a
    path with a folder or an extension that ends the edited path (`src/app/cli.py` names `/home/ana/cli/src/app/cli.py`,
    not `tests/unit/cli.py`; `../shared/types.ts` names `/repo/shared/types.ts`), and not one the workaround says to
    run (`run_names`: writing a script runs nothing). Cited by the model as its fix, such an edit is the fix whatever
    words the workaround uses; an edit of a file nothing named may be any other change."""
    if step.tool not in EDIT_TOOLS or not step.path:
        return False
    path = _slashed(step.path)
    if any(same_name(n, step.path, failure.cwd if failure else "") or path.endswith("/" + _slashed(n)) for n in runs):
        return False
    name = path.rsplit("/", 1)[-1]
    text = (f"{lesson} {failure.command} {failure.result}" if failure else lesson).replace("\\", "/").casefold()
    named = (_slashed(m.group(0)) for m in re.finditer(r"[\w.~/-]*" + re.escape(name) + r"(?![\w-])", text))
    return any(("/" in n or "." in n) and (path == n or path.endswith("/" + n.lstrip("/")) or n.startswith("~/") and
                                           path.endswith(n[1:])) for n in named)


def edits_named_file(path: str, sequences: tuple[tuple[str, ...], ...], names: tuple[str, ...], runs: frozenset[str],
                     cwd: str, edit: str = "") -> bool:
    """A file the fix names to change: a lone quoted word, or a name with a folder or an extension; not a file the
    fix's own command works on (`git mv a b`: its argument) nor one it says to run. When the fix names what to write
    there as well (`homeassistant.enabled` in configuration.yaml, quoted or not), the `edit` writes every word of one
    such key (`_key_parts`): another change to that file (its frontend port, another key's `enabled`) is not the fix."""
    args = {w for q in sequences if len(q) > 1 and commandish(" ".join(q)) for w in q[1:]}
    named = [q[0] for q in sequences if len(q) == 1] + [n for n in names if ("/" in n or "." in n)
                                                         and n not in args and n not in runs]

    def the_file(n: str) -> bool:
        return same_name(n, path, cwd) or path.endswith("/" + n.lstrip("./")) or filled_in(n, path, path=True)
    what = [n for n in names if not the_file(n) and n not in args and n not in runs and not n.startswith("-")] + \
        [q[0] for q in sequences if len(q) > 1 and not commandish(" ".join(q)) and re.search(r"[.:=]", q[0])]
    return bool(path) and any(map(the_file, named)) and (not what or not edit or any(
        all(occurs(part, edit) for part in parts) for parts in map(_key_parts, what) if parts))


def _key_parts(name: str) -> list[str]:
    """The words of a setting's key (`sdk.dir` of `sdk.dir=/home/<you>/Sdk`), the root of a deeper one left out (a
    nested file writes `jsc.parser.decorators` as `"parser": {"decorators": …}`)."""
    parts = [p for p in re.split(r"[./]", re.split(r"\s*[=:]", name, maxsplit=1)[0]) if p]
    return [p for p in (parts[1:] if len(parts) >= 3 else parts) if len(p) >= 3]


def same_change(old: tuple[str, ...], fixed: tuple[str, ...], ran: tuple[str, ...]) -> bool:
    """`ran` makes the change `fixed` made to the failing command `old`: every word it added (`MATCH_PASSWORD=$(…)`
    before `bundle exec fastlane beta`), none it took away (a setting the failing run had, dropped)."""
    return set(fixed) - set(old) <= set(ran) and not (set(old) - set(fixed)) & set(ran)


# Programs and subcommands that change nothing: before a re-run they are no change, and the re-run passing after them
# is a flake or a wait (`git status && fpm build`, `sleep 30 && …`); `sudo`, `env`, `time` and settings run what follows
_IDLE = frozenset({"pwd", "sleep", "true", ":", "date", "whoami", "id", "printenv", "uname", "printf", "type",
                   "hostname", "clear", "wait"})
_IDLE_GIT = frozenset({"status", "diff", "log", "show", "branch", "remote", "rev-parse", "describe", "blame"})
_RUNNERS = frozenset({"sudo", "env", "time", "nice", "nohup", "command"})


def changes(part: tuple[str, ...]) -> bool:
    """A command that changes something: it writes a file (`echo x >> fpm.toml`), or it is no look, wait or query."""
    if redirect_targets(part):
        return True   # a redirection into a file (not `2>&1`, not /dev/null)
    words = list(part)
    while words and (words[0] in _RUNNERS or ASSIGNMENT_RE.fullmatch(words[0]) or len(words) < len(part) and
                     words[0].startswith("-")):
        words.pop(0)   # (`sudo -E cat …`: the runner's own options too)
    if not words:
        return bool(part)   # a setting alone (`X=1`)
    if words[0] == "git":
        rest = words[1:]
        while rest and rest[0].startswith("-"):
            rest = rest[2:] if rest[0] in ("-C", "-c") else rest[1:]
        return not (rest and rest[0] in _IDLE_GIT)
    return not (words[0] in LOOKS or words[0] in _IDLE)


def _rerun_at(parts: list[tuple[tuple[str, ...], str]], old: tuple[str, ...], cwd: str) -> int | None:
    """Where among a line's commands (`checks.joined`) the failing command `old` is run again, if it is."""
    return next((i for i, (p, _j) in enumerate(parts) if runs_again(list(old), list(p), True, cwd)), None) \
        if old else None


def rerun_words(command: str, old: tuple[str, ...], cwd: str = "") -> tuple[str, ...]:
    """The words of the part of the line that runs the failing command again (its settings and options: what a later
    run must give it too), or the whole line's when no one part does."""
    parts = joined(command)
    at = _rerun_at(parts, old, cwd)
    return parts[at][0] if at is not None else argv(command)


def changes_then_reruns(command: str, old: tuple[str, ...], cwd: str = "") -> bool:
    """A line that changes something, then runs the failing command `old` again, its status the line's (`git mv
    lib/grid.f90 src/grid.f90 && fpm build` after `fpm build` failed): a part before the re-run that changes something
    (`changes`: not `cd`, a look, `git status`, a wait), joined to it by `&&`, `;` or a newline, no `||` before it
    (the re-run would run only if the change failed), and nothing after the re-run but `&&`-joined parts (`fpm
    build; true`, `fpm build | tail`, `fpm build &` would hide its status). Passing, and cited by the model as its
    fix, it shows the fix whatever words the workaround uses: the failing command is the check, the part before it
    what changed."""
    parts = joined(command)
    at = _rerun_at(parts, old, cwd)
    return at is not None and at > 0 and any(changes(p) for p, _j in parts[:at] if p[0] not in ("cd", "pushd")) and \
        parts[at - 1][1] in ("&&", ";", "\n") and all(j != "||" for _p, j in parts[:at]) and \
        all(j in ("&&", "") for _p, j in parts[at:])


def stretch(want: tuple[str, ...], ran: tuple[str, ...], same: Callable[[int, str, str], bool],
            between: bool = False) -> bool:
    """`want` run as a stretch of `ran`, word by word (`same(k, w, r)`: the k-th word of want matches r); or, for a
    fix giving no options, with options of the session's own among its words (`xargs sed -i -e 's#a#b#g'` for
    `sed 's#a#b#g'`); or with long options of its own, and their values, among the fix's words."""
    def within(words: tuple[str, ...]) -> bool:
        return any(all(same(k, w, r) for k, (w, r) in enumerate(zip(want, words[i:i + len(want)])))
                   for i in range(len(words) - len(want) + 1))
    if within(ran):
        return True
    if len(want) > 1 and not any(w.startswith("-") for w in want) and \
            within(tuple(r for r in ran if not r.startswith("-"))):
        return True
    # ... or with options of the session's own (and their values) between its words (`hasura migrate apply
    # --endpoint http://localhost:8080 --database-name default --version 17… --skip-execution` for the same without
    # the endpoint; and, `between`, a letter's too: `kubectl -n metallb-system wait …` for `kubectl wait …`)
    kept: list[str] = []
    skip = first = False
    for r in ran:
        if skip and not r.startswith("-") and r not in want:
            skip = False
            continue
        # (a letter's value only right after the fix's program, where a program's own options go: `git -C dir
        # fetch`, never `git checkout -b hotfix main` for `git checkout main`)
        first = between and (r.rsplit("/", 1)[-1] == want[0] or first and r.startswith("-"))
        skip = (r.startswith("--") and "=" not in r or first and re.fullmatch(r"-[A-Za-z]", r) is not None) and \
            r not in want
        if not (r.startswith("-") and r not in want):
            kept.append(r)
    return len(want) > (1 if between else 2) and len(kept) < len(ran) and within(tuple(kept))


def run_within(want: tuple[str, ...], ran: tuple[str, ...], cwd: str = "", between: bool = False) -> bool:
    """`want` run as a stretch of `ran`: each word the same (a placeholder, `<lock>`, any word), its bare
    program also where the session ran it by a path (`pip` is `.venv/bin/pip`); `between`: the fix run, whose
    words a session's own option may stand between (a re-run of the failing check given a new one is another run)."""
    def same(k: int, w: str, r: str) -> bool:
        return same_name(w, r, cwd) or fills(w, r) or \
            (k == 0 and "/" not in w and "/" in r and r.rsplit("/", 1)[-1] in (w, w + ".exe")) or \
            k > 0 and _stands_for(w, r)
    want = one_placeholder(want)
    # another variable set for the run (`PGPASSWORD=… psql`), or an empty argument (`sed -i ''`), is beside the fix,
    # not against it
    # (a `key=value` the fix itself gives, `organization=https://…/<org>`, is one of its words, filled)
    ran = tuple(r for r in ran if r in want or any(fills(w, r) for w in want) or
                not (r == "''" or re.fullmatch(r"[a-z_][a-z0-9_]*=\S*", r)))
    if want[:1] == ("cd",) and len(want) > 2 and ran[:1] != ("cd",):
        want = want[2:]   # `cd backend && poetry lock`: run from inside backend, the `cd` is where it ran
    return stretch(want, ran, same, between)


# A file name written as an example of its kind (`x.nupkg`, `file.tar.xz`): any file of that kind
_EXAMPLE_FILE_RE = re.compile(r"(?:x|file|foo|name|example|your-?file|my-?file)((?:\.[a-z][a-z0-9]{0,5}){1,2})")


def _stands_for(word: str, ran: str) -> bool:
    """Whether a workaround's example file name (`x.nupkg`) stands for the file a call named (`./nj/Newtonsoft.Json.
    13.0.3.nupkg`): the same kind, by its extension."""
    m = _EXAMPLE_FILE_RE.fullmatch(word)
    return m is not None and ran.endswith(m.group(1)) and len(ran) > len(m.group(1)) + 1 and not ran.startswith("-")


def loose(text: str) -> list[str]:
    """Words without punctuation between them: `import json; with open('f')` → import json with open f; a Windows
    path's separators, however escaped (`C:/Program Files\\Android`), as `/`."""
    return re.findall(r"[\w./~$@%+:=-]+", re.sub(r"\\+", "/", text))


def contains(seq: list[str], inner: list[str]) -> bool:
    return bool(inner) and any(seq[i:i + len(inner)] == inner for i in range(len(seq) - len(inner) + 1))


def removes(step: Step) -> bool:
    """A call that takes away what it names (`rm`, `git rm`)."""
    return bool(set(step.programs) & _UNDOING) or step.argv[:2] == ("git", "rm")


def same_program(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Two command lines running a program in common (a `cd` before them is none)."""
    return bool((set(a) & set(b)) - {"cd"})


def under(folder: str, ran: str) -> bool:
    """A file under the folder a workaround names (`git add priv/repo/migrations/2026_x.exs` for "the paths under
    priv/repo/migrations"); only for a name with a `/` and no file extension."""
    return "/" in folder and not EXTENSION_RE.search(folder) and ran.startswith(folder.rstrip("/") + "/")


def setting_in(name: str, word: str) -> bool:
    """A setting's name (`ENABLE_USER_SCRIPT_SANDBOXING`, `fs.inotify.max_user_watches`) given a value inside one
    argument (`sed -i 's/X = YES/X = NO/'`): long, with a `_` or `.`, no path; named in a message is not set."""
    return len(name) >= 8 and "/" not in name and bool(re.search(r"\w[_.]\w", name)) and word != name and \
        re.search(re.escape(name) + r"\s*[=:]\s*\S", word) is not None


def generic(name: str) -> bool:
    return name in COMMAND_WORDS or name in _GENERIC_FLAGS or bool(re.fullmatch(r"-[a-z0-9]{1,2}", name)) or \
        bool(re.fullmatch(r"[\d.]+", name))


def pairs(words: tuple[str, ...]) -> set[str]:
    """Each option with the value after it, as one word (`-c 8192` is `-c=8192`)."""
    return {f"{a}={b}" for a, b in zip(words, words[1:]) if a.startswith("-")}


def names_in(text: str) -> list[str]:
    """Names a fix is run with: distinctive words, but not plain hyphenated words ("re-run"); options written
    together (`--minShapes/--optShapes/--maxShapes`) each a name of its own."""
    return [n for n in (normalise(strip_token(o)) for w in text.split() for p in pair_of(w) for o in _options(p))
            if n and re.search(r"\w", n) and distinctive(n) and not re.fullmatch(r"[^\W\d_]+(?:-[^\W\d_]+)+", n)]


_OPTIONS_RE = re.compile(r"-{1,2}\w[\w-]*(?:/-{1,2}\w[\w-]*)+")


def _options(word: str) -> list[str]:
    return word.split("/") if _OPTIONS_RE.fullmatch(strip_token(word)) else [word]


# The names a piece of code calls or reads: dotted (`crdbpgx.executetx`, `os.environ`), called (`app.listen(`), or
# joined by `_` (`endpoint_url`)
_CODE_NAME_RE = re.compile(r"[a-z_]\w*(?:\.[a-z_]\w*)+|[a-z_]\w{3,}(?=\()|[a-z]\w*_\w+", re.I)


def code_names(code: str) -> frozenset[str]:
    """The names of a fix's code (normalised), when it has at least two: an edit holding them all writes that code
    in its own words (`s.pool` for the `pool` of the lesson, a body where it wrote `{...}`)."""
    names = frozenset(n.casefold() for n in _CODE_NAME_RE.findall(code) if len(n) >= 6)
    return names if len(names) >= 2 else frozenset()


def split_checks(sequences: list[tuple[str, ...]], old: tuple[str, ...]
                 ) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]]]:
    """"Install 3.9 with `winget …`, then re-run `tox -e py39`": a quoted command that is the failing one (`old`)
    narrowed, its own words or items of its comma lists, is the check the fix is seen by, not the fix, when the
    workaround quotes another command besides. The fix's commands, and those checks."""
    items = set(old) | {x for w in old for x in w.split(",")}
    checks = [s for s in sequences if old and s[0] == old[0] and set(s) <= items]
    if len(checks) == len(sequences):
        return sequences, []
    return [s for s in sequences if s not in checks], checks


# "wait, then retry": a fix that names nothing to run but time, shown by the same command passing later
WAIT_RE = re.compile(r"\b(?:wait|waits|waiting|retry|retries|re-?try|re-?run|again|later|until|once|after|sleep|"
                      r"back ?off|give it)\b|기다|재시도|다시|待|再", re.I)

# Flags that hand their argument to an interpreter as code (`julia -e`, `python -c`, `node --eval`, `psql -c`).
CODE_FLAGS = frozenset({"-e", "-c", "--eval", "--exec", "-command", "--command", "-q", "--query", "/c", "/k", "-lc"})

# The share of the failing command's words a re-run with a parameter changed keeps
RERUN_SHARE = 0.6


# Programs that make a file under the name they are given last (`mv commitlint.config.js commitlint.config.mjs`)
_MAKERS = frozenset({"mv", "cp", "ln", "touch", "git mv"})


def made(name: str, commands: Iterable[tuple[str, ...]], cwd: str = "") -> bool:
    """Whether a command of the line (`Step.commands`) makes a file of this name: its last word, after a program that renames, copies,
    links or creates (a fix that is a file's new name is run by the rename to it)."""
    return any((p[0] in _MAKERS or " ".join(p[:2]) in _MAKERS) and len(p) >= 2 and same_name(name, p[-1], cwd)
               for p in commands)


def with_less(old: tuple[str, ...], ran: tuple[str, ...], without: tuple[str, ...]) -> bool:
    """The failing command's (`old`) own program and subcommand run again with some of its arguments left out
    (and none the workaround says to do `without`): "commit without X", "leave X out of `git add`"."""
    for head in segments(old):
        if len(head) == 2 and head[1].startswith("-") and any(seg == head[:1] for seg in segments(ran)):
            return True   # `vendor/bin/pest` after `vendor/bin/pest --parallel`: the program without its one option
        if len(head) < 3:
            continue
        for seg in segments(ran):
            if seg[:2] == head[:2] and 1 < len(seg) < len(head) and set(seg) < set(head) and \
                    not any(any(r == w or r.startswith(w.rstrip("/") + "/") for r in seg) for w in without):
                return True
    return False


_OBJECT_RE = re.compile(r"(?<![\w/.])(?:~|\.{1,2})?/[\w.@+-]+(?:/[\w.@+-]+)+")


def objects(result: str, shape: tuple[str, ...]) -> tuple[str, ...]:
    """The paths the failing output names right before the error the citation quotes (`open /etc/restic/pass:
    permission denied`): the same words about another file (`/srv/photos/.Trash-1000/x: permission denied`, read
    by a later backup) are another failure, not this one back."""
    near = [result[max(0, m.start() - 60):m.start()] for p in shape if p for m in re.finditer(re.escape(p), result)]
    return tuple(dict.fromkeys(m.group(0) for text in near for m in _OBJECT_RE.finditer(text)))


# What a command prints when it had nothing to do: it ran, and changed nothing
_NOTHING_DONE_RE = re.compile(r"\b(?:no pending (?:updates|migrations)|nothing to (?:do|migrate|update|apply)|"
                              r"already up[ -]to[ -]date|no migrations to apply|no changes(?: to apply)?|"
                              r"0 upgraded, 0 newly installed)\b", re.I)


def did_nothing(step: Step) -> bool:
    """A run of the fix whose output says it had nothing to do (`[success] No pending updates.`): it changed
    nothing, so it shows no fix working; the failing check passing after it still may."""
    return bool(_NOTHING_DONE_RE.search(step.result))


def reads_source(failed_chain: list[tuple[str, ...]], command: str) -> bool:
    """A later line reading what the failure was read from: the words of the failing line's first command that are
    no option nor an option's value (`docker logs edge-traefik-1` of `… --since 5m | grep err`)."""
    first = failed_chain[:1]
    if not first:
        return False
    source = {w for k, w in enumerate(first[0]) if not w.startswith("-") and
              not (k and first[0][k - 1].startswith("-"))}
    return len(source) >= 2 and any(source <= set(part) for part in chain(command))


# Why a fix is not verified, as `review` prints it (core.evidence.fix decides which)
UNVERIFIED = ("fix not shown to work in the session (no later successful run of it, no passing re-run after it, "
              "no confirmation by the person right after it)")
RECURRED = "fix not shown to work in the session (the failure came back after it)"
# ... in the person's words: what came before may have worked, so a citation saying so is not refused for it
DENIED = "fix not shown to work in the session (the person said it still fails after it)"
FIX_ELSEWHERE = "fix not shown to work in the session (not at the fix_step {step} it cites; shown at {at})"


@dataclass(frozen=True)
class FixResult:
    """Whether the fix is verified, and if not, the reason shown to the person. `at_once`: it worked the first
    time it was tried (no run of it failed first, the failure did not come back after it was first shown)."""
    verified: bool
    reason: str = ""
    at_once: bool = True


# "add `x` to main.typ", "put … in `pyproject.toml`": the file the workaround says to put its fix in (not "set x to
# gradle-8.5-bin.zip", a value)
_TARGET_RE = re.compile(r"\b(?:add|put|append|insert|write|place|define|declare|copy|paste|save|turn)\b"
                        r"(?:`[^`\n]{0,80}`|[^.;\n`]){0,80}?\b(?:to|in|into)\s+"
                        # ... "into a regression test (tests/lexer_regressions.rs)": the file named in parentheses
                        r"(?:(?:the|a|an)\s+[\w -]{0,30}?\(\s*|the\s+)?"
                        r"`?([\w.-]+(?:/[\w.-]+)*\.[A-Za-z]\w{0,5})`?(?=[\s.,;:)]|$)", re.I)


def targets(workaround: str) -> tuple[str, ...]:
    return tuple(m.group(1).casefold() for m in _TARGET_RE.finditer(workaround))


# "`install -d … /var/lib/bind/keys`, then rndc reconfig and check signing": after its fix, the workaround runs the
# failing check again (its words up to the clause's end, two or more, opening a part of the failing line)
def into(path: str, files: tuple[str, ...]) -> bool:
    """An edit of `path` puts the fix where the workaround says (anywhere when it names no file): "add `x` to
    main.typ" written into `lib.typ` is another fix."""
    path = path.replace("\\", "/").casefold()
    return not files or not path or any(path == f or path.endswith("/" + f) for f in files)


def removes_failing(step: Step, shape: tuple[str, ...]) -> bool:
    """For a fix that removes something ("delete the stale block"), an edit taking text out (its new text
    empty) that holds a name the quoted error gives (`api.example.test` of "ambiguous site definition")."""
    if not (step.replaced and not step.edit.strip()):
        return False
    named = {w.strip(".,:;()[]") for p in shape for w in p.split()}
    return any(len(w) >= 6 and ("." in w or "/" in w or "_" in w) and occurs(w, step.replaced) for w in named)


def narrowed(step: Step, checks: list[tuple[str, ...]], failed_chain: list[tuple[str, ...]], failure: Step | None,
             cwd: str) -> bool:
    """The failing check run on less: `tox -e py39` of `tox -e py39,py312`; `psalm x.php` on a file it named."""
    last = failed_chain[-1:]
    return any(run_within(c, step.argv, cwd) for c in checks) or failure is not None and narrowed_to_files(
        step.argv, last) and all(occurs(w, failure.result) for w in step.argv[len(last[0]):])


def takes_out(step: Step, fragments: tuple[str, ...], code: tuple[str, ...], names: tuple[str, ...]) -> bool:
    """An edit whose replaced text holds a quoted piece or a name of the fix, and whose new text holds none."""
    pieces = (*fragments, *code, *(n for n in names if "/" not in n and "." not in n))
    return any(occurs(p, step.replaced) for p in pieces) and not any(occurs(p, step.edit) for p in pieces)


def adds_only(old: tuple[str, ...], part: tuple[str, ...], sequences: tuple[tuple[str, ...], ...]) -> bool:
    """A command that is the failing one (`old`) again with only words one of the fix's own commands adds to it, or
    puts in place of as many of its words (`sed -i '' 's/…/' Makefile` after `sed -i 's/…/' Makefile`, for "`sed -i
    '' 's/old/new/' file`"; `tar -xJf node.tar.xz` after `tar -xzf node.tar.xz`, for "`tar -xJf file.tar.xz`"): the
    fix run, its placeholders filled in."""
    had, ran = set(old), set(part)
    added = ran - had
    return bool(old and added) and part[0] == old[0] and len(had - ran) <= len(added) < len(ran & had) and \
        any(q[0] == part[0] and added <= set(q) for q in sequences if len(q) > 1)


# Words a command or an edit shares with any workaround: no sign the step is the fix
_PLAIN_WORDS = frozenset("sudo then with from into that this when your have make true false none null echo test "
                         "tests file files path code line lines".split())


def shares_word(text: str, workaround_words: frozenset[str], old: set[str]) -> bool:
    """A step's text (a command, an edit and its file) and the workaround share a word of their own: a name, a file,
    a program or a value the failing call (`old`) did not already give (`npm_config_cache` in both; not `sudo`, not
    a re-run's own words). The call the model cites as its fix is then the fix however the workaround spells it; a
    trap it cites shares none. A flag alone is no sign (`--session` of `--session x=OVERWRITE`): the fix's flags
    are found by name."""
    mine = {w.strip(".,;:()[]{}'\"`") for w in normalise(text).split()}
    words = {w.strip(".,;:()[]{}'\"`") for w in workaround_words}
    return any(len(w) >= 4 and w not in _PLAIN_WORDS and w not in old and not re.fullmatch(r"[\d.]+|-.*", w)
               for w in mine & words)


def handed(words: list[str]) -> list[str] | None:
    """The words of the command line a shell was handed (`powershell.exe -NoProfile -Command '(Invoke-WebRequest …)'`
    handed `(Invoke-WebRequest …)`; which shells take one, and after which option, is `core.transcript.shells`'s one
    table), or None when `words` hand nothing: such a line is that command, the shell's own words say nothing of
    which."""
    at = inline_at(words)
    return re.findall(r"[^\s()]+", " ".join(words[at:])) if at is not None and words[at:] else None


_PYTHON3_RE = re.compile(r"python3(?:\.\d+)?")


def runs_again(old: list[str], new: list[str], exactly: bool, cwd: str = "", inner: bool = False) -> bool:
    """`new` runs the failing command `old` again: every word of it (besides variables set for it), plus at most flags
    when `exactly`; else its program and most of its words (a parameter changed). Two lines handed to a shell are
    told apart by their own words, however quoted, not the shell's, when `exactly` or `inner` (whether something else
    ran: an install handed to `powershell -Command` is no re-run of the check handed to it)."""
    # (`python3 manage.py migrate` runs `python manage.py migrate` again: one interpreter by two names)
    old = ["python" if _PYTHON3_RE.fullmatch(w) else w for w in old if not ASSIGNMENT_RE.fullmatch(w)]
    new = ["python" if _PYTHON3_RE.fullmatch(w) else w for w in new if not ASSIGNMENT_RE.fullmatch(w)]
    if (exactly or inner) and (mine := handed(old)) is not None and (ran := handed(new)) is not None:
        old, new = mine, ran
    if not old or not new:
        return False
    if exactly:   # the same words plus flags, or the whole command as one step of a longer line
        return (set(old) <= set(new) and all(w.startswith("-") for w in set(new) - set(old))) or \
            run_within(tuple(old), tuple(new), cwd)
    program = next((w for w in old if w != "sudo"), old[0])
    return program in new and sum(1 for w in set(old) if w in new) / len(set(old)) >= RERUN_SHARE

