"""How the steps a lesson's workaround gives relate to each other and to the commands its evidence and trap
quote: the same step (in any order of its words), the same step run with flags of its own, a step the trap's
commands do not already say, and steps that are ways out one per subcommand or per system rather than a chain."""
from __future__ import annotations

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


def adds_to(step: list[str], trap: list[list[str]]) -> bool:
    """A fix step says something the trap's commands do not: it is not the
    failing command run again (`mix test` in "run `mix deps.get` before `mix test`")."""
    return not any(t and same_program(step[0], t[0]) and set(step[1:]) <= set(t[1:]) for t in trap)
