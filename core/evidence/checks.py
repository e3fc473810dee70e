"""The check that failed, run again: which later call re-runs it (same program, subcommand and files, or a
folder holding them), and whether it failed the same way. core.evidence.fix reads a fix as shown when,
after an edit naming it, the failing check passes again, unless it failed the same way after that edit."""
from __future__ import annotations

import re
from collections.abc import Collection

from core.evidence.matching import occurs
from core.evidence.steps import ASSIGNMENT_RE, Step, argv, command_words
from core.transcript.cmdline import split_line
from core.transcript.shells import inline_at
from core.transcript.signals import trouble
from core.evidence.words import COMMAND_WORDS

_EXTENSION_RE = re.compile(r"\.[a-z0-9]{1,5}$")


def _head(segment: tuple[str, ...]) -> tuple[str, ...]:
    """A command's program and its first word that is not a flag: `git commit`, `mix test`, `npm run`; for a group
    of subcommands, the subcommand too (`docker compose logs` is not `docker compose exec`, `gh pr view` not `gh pr
    merge`)."""
    words = [w for w in segment if not ASSIGNMENT_RE.fullmatch(w)]
    rest = [w for w in words[1:] if not w.startswith("-")]
    program, group = (words or [""])[0], (rest or [""])[0]
    grouped = program in _GROUPED or program in ("docker", "podman") and group in _DOCKER_GROUPS
    return tuple(words[:1] + rest[:2 if grouped else 1])


# Programs whose first word names a group of subcommands (`gh pr view`), and docker's groups (`docker compose logs`)
_GROUPED = frozenset({"gh", "az", "gcloud", "aws"})
_DOCKER_GROUPS = frozenset({"compose", "container", "image", "volume", "network", "buildx", "system"})


def _paths(segment: tuple[str, ...]) -> set[str]:
    """The files and folders a command names (a commit message or other quoted text is none)."""
    return {w for w in segment if " " not in w and not w.startswith("-") and
            ("/" in w or _EXTENSION_RE.search(w)) and not re.fullmatch(r"[\d.]+", w)}


def same_check(failed: Step, step: Step, written: Collection[str] = frozenset()) -> bool:
    """The check that failed, run again: each of its commands' program and subcommand with at least the files
    it named (`git commit` with another message, `mix test test/a_test.exs` with a flag more; never
    `mix test test/b_test.exs`, another check), or, run naming no files, with those the fix's edits wrote into a file
    (`written`, `written_words`: the test files `src/**/*.test.ts` moved into web-test-runner.config.mjs, then a bare
    `npx web-test-runner`)."""
    if not failed.command or not step.command:
        return False
    ran = _check_parts(step, each=True)
    return all(any(_head(seg) == _head(f) and _covers(seg, _paths(f) if _paths(seg) else _paths(f) - set(written))
                   for seg in ran)
               for f in _check_parts(failed) if _head(f))


def written_words(text: str) -> set[str]:
    """The whole words an edit wrote (`a.py` is no `data.py`): a file the failing check named, written into a config."""
    return set(re.split(r"[\s'\"`,;()\[\]{}]+", text))


def same_target(failed: Step, step: Step) -> bool:
    """Another command of the failing program on what it failed to load: every option with its value of the failing
    check, and the files it named (`dagster dev -m ingest_dag`, then `dagster asset materialize -m ingest_dag
    --select x`; never `mix credo --strict a.ex` after `mix credo --strict a.ex b.ex` failed). After an edit
    naming the fix, that passing shows what failed to load loads now. A check naming no such target is none."""
    if not failed.command or not step.command:
        return False
    ran = _check_parts(step, each=True)
    for f in _check_parts(failed):
        pairs = {(a, b) for a, b in zip(f[1:], f[2:]) if a.startswith("-") and not b.startswith("-")}
        if not pairs or not any(seg[:1] == f[:1] and pairs <= set(zip(seg[1:], seg[2:])) and _covers(seg, _paths(f))
                                for seg in ran):
            return False
    return True


# Where a line ran (`cd x && …`), and what only trims what its check printed (`… | tail -6`): no part of the check
_WHERE_RE = re.compile(r"""^\s*(?:cd|pushd)\s+(?:"[^"]*"|'[^']*'|[^\s;&|]+)\s*&&\s*""")
# ... and what only runs it for a while or at a priority (`timeout 20 dagster dev …`, `time make`, `nice -n 5 x`)
_RUN_BY_RE = re.compile(r"^\s*(?:timeout(?:\s+-\S+)*\s+\d+[smhd]?|time|nice(?:\s+-n\s*-?\d+)?)\s+")
_FILTER_RE = re.compile(r"\s*\|\s*(?:tail|head|grep|sort|uniq|tee|less|more|wc|cut)\b[^|&;'\"]*$")
# ... and what only clears or waits before it (`rm -rf ~/.cache/x && buildozer android debug`, `sleep 5; curl …`): a
# re-run of the check without it is still that check
# (unless it is what failed: `touch: cannot touch '/var/log/app.log'`)
_PREPARE_RE = re.compile(r"^\s*(rm|rmdir|mkdir|touch|sleep|export|unset)\s(?:\"[^\"]*\"|'[^']*'|\d?>&\d|[^;&|'\"])*"
                         r"(?:&&|;)\s*(?=\S)")


# `for f in parts/*.stl; do prusa-slicer … "$f"; done`: the body, run for each item (`prusa-slicer … parts/clip.stl`)
# (items listed by name, one of which the failing output names: the body on that item)
_FOR_RE = re.compile(r"\s*for\s+(\w+)\s+in\s+([^;\n]*)[;\n]\s*do\s+(.+?)\s*;?\s*done\s*((?:;|&&).*)?$", re.S)


def _check_parts(step: Step, each: bool = False) -> list[tuple[str, ...]]:
    """The commands of a line that make its check: `cd /app && west build … | tail -6` is `west build …`, as
    `west build … | tail -4` and `timeout 60 west build …` are."""
    line = _RUN_BY_RE.sub("", _WHERE_RE.sub("", step.raw_command))
    while not each and (prep := _PREPARE_RE.match(line)) and f"{prep.group(1)}:" not in step.result:
        line = _RUN_BY_RE.sub("", _WHERE_RE.sub("", line[prep.end():]))
    while (trimmed := _FILTER_RE.sub("", line)) != line:
        line = trimmed
    line = _loop_body(loop, step.result) if (loop := _FOR_RE.match(line)) else line   # (a loop's check: its body)
    # `each`: every command of a later line, as `&&`, `;` and pipes join them (the check may run anywhere in it: `pack
    # build … && docker run …`); the failing line is read from its first command on (`cqlsh … | tail; nodetool status`)
    lines = command_words(line) if each else [argv(line)]
    parts = [seg for words in lines for seg in segments(words)] or segments(step.argv)
    return [part for seg in parts for part in _inline(seg)]


def _loop_body(loop: re.Match[str], result: str) -> str:
    """A `for` loop's body with what follows it; given the one item of a named list its output names (`config/
    worker.yaml` of `for f in config/api.yaml config/worker.yaml`), on that item: the check that failed."""
    items = [i for i in loop.group(2).split() if not re.search(r"[*?\[$]", i)]
    named = [i for i in items if occurs(i.strip("'\"").casefold().replace("\\", "/"), result)]
    body = loop.group(3)
    if len(named) == 1 and len(items) > 1:
        body = re.sub(r"\"?\$\{?" + loop.group(1) + r"\}?\"?", named[0], body)
    return body + (loop.group(4) or "")


def _inline(segment: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The commands of a script a shell is handed inline (`powershell.exe -NoProfile -Command "just assets; …"`,
    `bash -c '…'`), each a part of the check; any other command as it is."""
    at = inline_at(segment)
    inner = chain(segment[at]) if at is not None and at < len(segment) else []
    return inner or [segment]


def _covers(segment: tuple[str, ...], paths: set[str]) -> bool:
    """Whether a command names each of these files, or a folder holding it (`pytest tests` after
    `pytest tests/repo/test_accounts.py` failed runs that file too)."""
    named = _paths(segment)
    head = _head(segment)
    folders = [w.rstrip("/") + "/" for w in segment if w not in head and not w.startswith("-") and " " not in w and
               "=" not in w and not _EXTENSION_RE.search(w)]
    return all(p in named or any(p.startswith(f) for f in folders) for p in paths)


_ERROR_AT_RE = re.compile(r"\b(?:error|errors|failed|fatal|exception|cannot|denied|undefined|not found)\b")


def _error_marks(result: str) -> set[str]:
    """The few words after each error word of a (normalised) output, numbers left out."""
    out = set()
    for m in _ERROR_AT_RE.finditer(result):
        words = re.sub(r"\d+", "#", result[m.start():m.start() + 120]).split()[:6]
        out.add(" ".join(words))
    return out


def same_failure(a: str, b: str) -> bool:
    """Two outputs of one check that fail the same way (an error line in common), not a failure fixed and
    the next one revealed (`no :secret_key_base …` then `requires lazy_html …`)."""
    marks_a, marks_b = _error_marks(a), _error_marks(b)
    return bool(marks_a & marks_b) or (not marks_a and not marks_b)


def segments(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """A command's words cut where a new command starts (`git add x && git commit` → two), by program repeats."""
    out: list[list[str]] = [[]]
    for w in words:
        if out[-1] and w in COMMAND_WORDS and w == out[-1][0]:
            out.append([])
        out[-1].append(w)
    return [tuple(o) for o in out if o]


def joined(command: str) -> list[tuple[tuple[str, ...], str]]:
    """A line's commands, each as its words with the operator after it (`core.transcript.cmdline.split_line`)."""
    return [(words, joint) for part, joint in split_line(command) if (words := argv(part))]


def chain(command: str) -> list[tuple[str, ...]]:
    """A command line's commands as they are joined (`&&`, `||`, `;`, `|`), each as its words."""
    return [w for w in (argv(part) for part in re.split(r"&&|\|\||;|\|", command)) if w]


def selects_other(failed: Step | None, step: Step, shape: tuple[str, ...]) -> bool:
    """A re-run that selects by name (an option's value) something the failing run also ran, but not what the
    citation quotes as failing: `forge test --match-test test_sharePrice` after `forge test` printed
    `[FAIL: …] test_depositFor()` (and `[PASS] test_sharePrice()`) checks another test."""
    if failed is None or not shape:
        return False
    old = set(failed.argv)
    # (the options of the failing program's own commands: not `rm -rf dist` before `twine check dist/*`)
    runs = [c for c in step.commands if c and c[0] in failed.programs] or [step.argv]
    return any(v not in old and option.startswith("-") and re.fullmatch(r"[a-z_]\w{3,}", v) is not None and
               not any(occurs(v, p) for p in shape) and _only_untroubled(v, failed.result)
               for words in runs for option, v in zip(words, words[1:]))


def _only_untroubled(name: str, output: str) -> bool:
    """`name` in the (normalised, one-line) output, and never beside a word of trouble (`[PASS] test_sharePrice()`,
    not `py312: commands failed`)."""
    near = [output[max(0, m.start() - 40):m.end() + 20] for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])",
                                                                              output)]
    return bool(near) and not any(trouble(text) for text in near)


# "then run `x` again", "and run x again": the failing check named again after the fix
_THEN_RE = re.compile(r"\b(?:then|afterwards|after\s+that)\s+(?:(?:re-?run|retry|run)\s+)?"
                      r"`?((?:[^`.,;:\n]|\.(?=\S))+?)`?"
                      r"(?:\s+again)?(?=\s+and\b|[,;:\n]|\.(?!\S)|$)|"
                      r"\band\s+(?:re-?run|retry|run)\s+`?([^`.,;:\n]+?)`?\s+again\b", re.I)   # ("and run X again")


def then_again(workaround: str, failed_chain: list[tuple[str, ...]]) -> bool:
    """Whether the workaround, after its fix, says to run the failing check again: the fix running is then only a
    part, the check passing after it shows it. The check by its program alone too ("and run clang-format again"),
    and what a shell was handed (`cmd /c "clang-format …"`)."""
    def bare(words: list[str]) -> list[str]:   # (`sudo nginx -t` and `nginx -t` are one check)
        return words[1:] if words[:1] == ["sudo"] else words
    parts = [bare([w.casefold() for w in part]) for part in failed_chain]
    parts += [bare(list(p)) for part in failed_chain for p in _inline(part) if p != part]
    return any((len(words := bare((m.group(1) or m.group(2)).casefold().split())) >= 2 or
                len(words) == 1 and any(part[:1] == words for part in parts)) and
               any(words == part[:len(words)] for part in parts)
               for m in _THEN_RE.finditer(workaround))
