"""What of a recorded fix call is the fix, beyond its program and flags: the
words a lesson's stated fix leaves open (`<branch>`), the arguments the
failing call already had (what was worked on, not what fixed it), and a tool
run as a module where the bare tool failed (`python -m pytest`). Pure
functions over words, used when a lesson's calls are recorded (issue 24)."""
from __future__ import annotations

import re

from core.tracking.anchors import Anchors, split_fix
from core.tracking.wordmatch import HOLES, same_program, word_matches
from core.tracking.commands import command_segments
from core.tracking.spelling import program_name

#: A placeholder of a stated fix, in one word or several (`<branch>`, `<키 파일>`, `{port}`).
#: A variable the reader fills in (`--profile $AWS_PROFILE`) is one too.
_HOLE = re.compile(r"^(?:<[^<>]+>|\{[^{}\s]+\}|\$\{?[A-Z][A-Z0-9_]*\}?)$")


def _anchor_holes(step: list[str]) -> list[str]:
    """A stated step's words with a placeholder written in several words (`<키 파일>`, `<your branch>`) as one."""
    out: list[str] = []
    for w in step:
        if out and out[-1].startswith("<") and ">" not in out[-1]:
            out[-1] += " " + w
        else:
            out.append(w)
    return out


def holes_of(anchors: Anchors, seg: list[str], words: tuple[str, ...]) -> tuple[tuple[str, ...], frozenset[int]]:
    """The fix call's words with a placeholder where the lesson's stated fix
    has one (`git push -u origin <branch>` ran as `… feature/login`; `chmod
    600 <key file>` as `… ~/.ssh/id_x`; `--ignore-platform-req=ext-<name>` as
    `…=ext-intl`): what the lesson says is any name is any name, even one
    shaped like a path or the project's own file. Aligned in order, the stated
    words matched one by one, a placeholder taking the next word that is not a
    flag. Also where the call ran words the statement leaves out (`-G Ninja`
    beside `cmake -S . -B <build>`; `mr create … --fill --yes` beside `glab -R <project>`): what that session
    happened to add, with or without a placeholder in the statement, unless it states flags alone."""
    out = list(words)
    for anchor in anchors.fix_commands:
        for step in split_fix(anchor):
            step = _anchor_holes(step)
            # (a stated step of flags alone, `kubeconform -schema-location`, leaves the call its values)
            if not seg or not same_program(step[0], seg[0]) or \
                    not any(_HOLE.match(w) or HOLES.search(w) or not w.startswith("-") for w in step[1:]):
                continue
            at, hit, matched = 1, [], set()
            for i in range(1, len(seg)):
                if at == len(step):
                    break
                if _HOLE.match(step[at]) and not seg[i].startswith("-"):
                    hit.append(i)
                elif HOLES.search(step[at]) and word_matches(step[at], seg[i]):
                    # a name (`ext-intl`) is any name; a path (`-chdir=envs/prod`) is what the call worked on
                    # (a name inside a stated path, `refs/heads/<branch>`, is a name however many parts it has)
                    out[i] = out[i] if "/" in seg[i] and "/" not in HOLES.split(step[at])[0] else \
                        HOLES.sub("<name>", step[at])
                elif not word_matches(step[at], seg[i]):
                    continue
                matched.add(i)
                at += 1
            if at == len(step):
                for i in hit:
                    out[i] = "<name>"
                return tuple(out), frozenset(range(1, len(seg))) - matched
    return tuple(out), frozenset()


def carried(seg: list[str], failed: list[list[str]]) -> set[int]:
    """Where the fix call repeats an argument of the failing call by the same
    program (`npm install react-query@3` failed, `npm install react-query@3
    --legacy-peer-deps` worked): what was being worked on, not what fixed it.
    Its subcommand stays (`install` is what is done)."""
    if not seg:
        return set()
    same = [f for f in failed if f and program_name(f[0]) == program_name(seg[0])]
    before = {w for f in same for w in f[1:]}
    out = {i for i, w in enumerate(seg) if i >= 1 and not w.startswith("-") and w in before and
           not (i == 1 and re.fullmatch(r"[a-z][a-z-]*", w))}
    # A flag given the same value as in the failing call (`--profile dev` on both) is where it ran, not the fix.
    pairs = {(f[i], f[i + 1]) for f in same for i in range(1, len(f) - 1) if f[i].startswith("-")}
    out |= {i - 1 for i in out if i >= 2 and (seg[i - 1], seg[i]) in pairs}
    # ... and so is a bare flag the failing call had too (`podman run -d … postgres:16` then `podman run -d …
    # docker.io/library/postgres:16`), when the fix call gives something new besides
    # (not one given a new value: BSD sed's `-i ''` after `-i`)
    new = {i for i, w in enumerate(seg) if i >= 1 and i not in out and w not in before}
    flags = {i for i, w in enumerate(seg) if i >= 1 and w.startswith("-") and w in before and i + 1 not in new}
    return out | flags if new else out


def as_module(fix_command: str, failed_command: str, failed: list[list[str]],
              words: tuple[str, ...]) -> tuple[str, ...]:
    """`python -m pytest` where `pytest` failed: the interpreter running the tool as a module is the
    fix (it puts the project on the import path), so it is recorded as written: `python -m pytest`."""
    if not words or "/" in words[0]:
        return words
    ran = [s for s in command_segments(fix_command, modules=True) if len(s) > 2 and s[0] == "python" and s[1] == "-m"]
    bare = {s[0] for s in failed if s}
    plain = {s[0] for s in command_segments(failed_command, modules=True) if s}
    for s in ran:
        if s[2] == words[0] and s[2] in bare and s[2] in plain:
            return ("python", "-m", *words)
    return words


def by_module(fix_words: tuple[str, ...]) -> bool:
    """The recorded fix is a tool run as a module (`python -m pytest`): matched against calls as written."""
    return fix_words[1:2] == ("-m",) and program_name(fix_words[0]) == "python" if fix_words else False
