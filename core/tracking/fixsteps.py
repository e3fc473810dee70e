"""How the steps a lesson's workaround gives relate to each other and to the commands its evidence and trap
quote: the same step (in any order of its words), the same step run with flags of its own, a step the trap's
commands do not already say, and steps that are ways out one per subcommand or per system rather than a chain."""
from __future__ import annotations

import re

from core.tracking.spelling import program_name
from core.tracking.wordmatch import same_program


def per_subcommand(steps: list[list[str]]) -> bool:
    """`wails build -tags webkit2_41`, and `wails dev -tags webkit2_41` for the dev server: one program given the
    same options for each of its subcommands is one fix per subcommand, not a chain of steps."""
    subcommands = {w[1] for w in steps if len(w) > 1}
    return len(steps) >= 2 and len({w[0] for w in steps}) == 1 and len(subcommands) == len(steps) and \
        len({tuple(w[2:]) for w in steps}) == 1 and len(steps[0]) > 2


#: Package managers by the systems they serve (`apt` and `apt-get` are one): an install by managers of two systems is
#: one install per system, either of them the fix.
_SYSTEMS = {"apt": "debian", "apt-get": "debian", "aptitude": "debian", "dnf": "fedora", "yum": "fedora",
            "microdnf": "fedora", "zypper": "suse", "pacman": "arch", "apk": "alpine", "brew": "macos", "port": "macos",
            "choco": "windows", "winget": "windows", "scoop": "windows"}
_INSTALLING = frozenset({"install", "add", "-S", "-Sy", "-Syu"})


def per_system(steps: list[list[str]]) -> bool:
    """`apt-get install gstreamer1.0-libav` on Debian, `dnf install gstreamer1-libav` on Fedora: ways out per
    system, not a chain (never `apt-get update` and then `apt install x`: one system's steps)."""
    return len(steps) >= 2 and all(len(w) > 1 and program_name(w[0]) in _SYSTEMS and w[1] in _INSTALLING
                                   for w in steps) and \
        len({_SYSTEMS[program_name(w[0])] for w in steps}) == len(steps)


def same_step(a: list[str], b: list[str]) -> bool:
    """One step: the same program given the same words, in any order."""
    return bool(a) and bool(b) and (same_program(a[0], b[0]) or same_program(b[0], a[0])) and set(a[1:]) == set(b[1:])


def fix_step(step: list[str], fix: list[list[str]], stated: list[list[str]]) -> bool:
    """A step of the fix as written that the symptom or trap does not state."""
    return any(same_step(w, step) for w in fix) and not any(same_step(w, step) for w in stated)


#: Flags that only answer or quiet a program, or say what it does anyway (npm's `--save`): the fix given them is
#: the fix.
_ASSENTING = frozenset({"-y", "-q", "-qq", "-yq", "-qy", "--yes", "--quiet", "--assume-yes", "--non-interactive",
                        "--noinput", "--no-input", "--save"})


def with_flags(fix: list[str], run: list[str]) -> bool:
    """`run` is the fix step given flags that only answer or quiet it (`-y -q`), or run by `sudo`: `sudo apt-get
    install -y -q x` for `apt-get install x`; never `npm install --global x` for `npm install x`, another act."""
    run = run[1:] if run[:1] == ["sudo"] and run[1:] else run
    return bool(fix) and bool(run) and same_program(fix[0], run[0]) and set(fix[1:]) <= set(run[1:]) and \
        set(run[1:]) - set(fix[1:]) <= _ASSENTING and any(not w.startswith("-") for w in fix[1:])


def continues(fix: list[str], run: list[str]) -> bool:
    """A fix step of a program and its options, written as the opening of any command of that program (`docker
    compose -f deploy/compose.yaml …`), and a run that opens on all its words and goes on with a subcommand (`… logs
    --tail 5 db`; not `helm history web -n prod --max 3`, the same command given one more option)."""
    return len(fix) >= 4 and (fix[-1].startswith("-") or fix[-2].startswith("-")) and len(run) > len(fix) and \
        run[:len(fix)] == fix and not run[len(fix)].startswith("-")   # (it ends in its options: not `rm -rf a b` + `c`)


def adds_to(step: list[str], trap: list[list[str]]) -> bool:
    """A fix step says something the trap's commands do not: it is not the
    failing command run again (`mix test` in "run `mix deps.get` before `mix test`")."""
    return not any(t and same_program(step[0], t[0]) and set(step[1:]) <= set(t[1:]) for t in trap)


_ACT = re.compile(r"[a-z][a-z-]+")
#: Words that open a line without being the program that acts (shell syntax, runners of another program).
_NOT_PROGRAMS = frozenset({"while", "until", "if", "for", "do", "then", "else", "sudo", "env", "time", "nohup", "exec",
                           "xargs", "watch", "timeout", "ssh", "npx", "cmd", "bash", "sh", "zsh", "fish", "pwsh",
                           "powershell", "source", "call", "start"})


def _act(words: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """The subcommand a program's words open on, with the group before it when that is of two letters (`ca sign`).
    A longer group is the act itself: `kind load image-archive` loads an image as `kind load docker-image` does."""
    first = words[0] if words and _ACT.fullmatch(words[0]) else ""
    if not first:
        return ()
    return (first, words[1]) if len(first) <= 2 and len(words) > 1 and _ACT.fullmatch(words[1]) else (first,)


Act = tuple[str, tuple[str, ...], frozenset[str]]


def _runs(segments: list[list[str]]) -> list[tuple[str, list[str]]]:
    """Where a command's segments run a program (a segment's first word, or one given by its path: `ssh host 'sudo
    /opt/…/puppetserver ca sign …'`): its name and the words it is given."""
    return [(program_name(w), seg[i + 1:]) for seg in segments for i, w in enumerate(seg) if i == 0 or "/" in w]


def acts(segments: list[list[str]]) -> frozenset[Act]:
    """The programs a command's segments run (`_runs`), with the subcommand each gives it and the options it gives
    that."""
    return frozenset((name, act, frozenset(w.split("=", 1)[0] for w in given if w.startswith("-")))
                     for name, given in _runs(segments) if name not in _NOT_PROGRAMS and (act := _act(given)))


def other_act(fix: frozenset[Act], segments: list[list[str]]) -> bool:
    """A call running the fix's program as the fix does, with its options, but another subcommand: `puppetserver ca
    clean --certname x` holds most words of `puppetserver ca sign --certname <host>`, and does another act. `fix`:
    the subcommands the lesson gives its programs (any of them is the fix's: `asdf set`, or `asdf local` as older
    versions spell it); a call giving none of the fix's options does it another way (`conda activate x && python …`
    for `conda run -n x python …`)."""
    # (a plugin's group before the act is the same act: `docker buildx build` for `docker build`)
    if any(p == q and set(a) <= set(b) for p, a, _o in fix for q, b in _windows(segments)):
        return False
    return any(p == q and options <= given for p, _a, options in fix for q, _b, given in acts(segments))


def _windows(segments: list[list[str]]) -> list[tuple[str, tuple[str, ...]]]:
    """Each program a call runs with the first two words it gives that are no option."""
    return [(name, tuple(x for x in given if not x.startswith("-"))[:2]) for name, given in _runs(segments)]
