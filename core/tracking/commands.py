"""A command line as the programs it runs: its `&&`/`;`/`|` segments as normalised words, with what only
moves about (`cd`) or sets a variable (`env NAME value`) apart, and what a shell or a container runs inside
it (`bash -c '…'`, `docker compose exec web …`) as a segment of its own. Matching a lesson's calls against a
later session's reads commands only through this."""
from __future__ import annotations

import re
from functools import lru_cache

from core.tracking.looking import looking_program
from core.tracking.spelling import as_user, program_name, spelled
from core.transcript.shells import INLINE, inline_at, shell_name


_REDIRECT = re.compile(r"^(?:\d?>&\d|&?\d?>>?/dev/null)$")
#: A line continued with a backslash is one line: `cmake -S . \⏎  -DX=ON` is one command.
_CONTINUED = re.compile(r"\\\r?\n")
#: A Windows path (`.venv\Scripts\python.exe`, `tests\test_api.py`, `C:\x\y`): a name, a backslash, a name.
_WINDOWS_PATH = re.compile(r"^(?:[A-Za-z]:)?[\w.~-]*(?:\\[\w.@+-]+)+\\?$")


def as_home(word: str) -> str:
    """The home folder however a shell is told it: `$HOME/esp` and `${HOME}/esp` are `~/esp`."""
    return re.sub(r"^(?:\$HOME|\$\{HOME\})(?=/|$)", "~", word)


def places(text: str) -> str:
    """Paths as written whichever way a shell is told where: the home folder (`$HOME/x`, `${HOME}/x` are `~/x`) and
    the working folder (`$PWD/.venv/bin/python`, `$(pwd)/x` are `.venv/bin/python`, `x`), also inside a setting
    (`QUARTO_PYTHON=$PWD/.venv/bin/python`)."""
    text = re.sub(r"(?<![\w/$])(?:\$PWD|\$\{PWD\}|\$\(pwd\)|`pwd`)/", "", text)
    return re.sub(r"(?<![\w/$])(?:\$HOME|\$\{HOME\})(?=/)", "~", text)


def _slashes(word: str) -> str:
    """A Windows path written with `/` (the virtualenv's `Scripts` python with either separator is one
    program): only a word of names and backslashes with a file's or folder's shape (a dot, or a drive
    letter), never a shell escape."""
    if "\\" not in word or "/" in word or not _WINDOWS_PATH.match(word):
        return word
    if not (re.match(r"^[A-Za-z]:", word) or "." in word):
        return word
    return word.replace("\\", "/")


#: An option given a quoted value (`--include="*.gpkg"`): the option and the value, without the quotes.
_OPTION_QUOTED = re.compile(r"""^(--?[\w-]+=)(["'])(.*)\2$""")
#: fish's words that join a command to the one before (`createdb x; and psql …`): the command after them runs.
_FISH_JOINS = frozenset({"and", "or", "not"})
_SEGMENTS = re.compile(r"&&|\|\||[;|\n]|(?<![&>])&(?![&>\d])")   # a lone `&` (to the background) ends one too


def split_command(command: str) -> list[str]:
    """The words of a command's first segment that runs a program, normalised (see `command_segments`):
    `cd /srv/shop && RAILS_ENV=test rake db:schema:load` runs `rake`, the `cd` only moves there and the
    variable (`env RAILS_ENV test`, see `_setting`) only sets it up."""
    segments = command_segments(command)
    # a command line ssh runs on a host, quoted whole (`ssh pi@host "curl -sS …"`), is the program; `ssh -i key
    # host uptime` failing is ssh's own failure (its key, its connection)
    remote = _REMOTE_QUOTED.search(command) is not None
    ran = [seg for seg in segments if seg[0] not in _MOVES and seg[0] != "env" and not
           (remote and seg[0] == "ssh" and _in_container(seg))]
    return (ran or segments or [[]])[0]


def unwrapped(segments: list[list[str]], other: list[list[str]]) -> list[list[str]]:
    """A command's segments less those that only carry another of them (`ssh host 'x --version'` beside its
    `x --version`, a `sudo` inside too; `docker exec db psql …` beside `psql …`) through the very wrapper the `other`
    call's carry theirs (the same host, container, user): that host is no program of either call's. Another wrapper
    (`ssh -p 2222`, `docker exec -u postgres`, another image) is what changed; a shell is never one (`bash -c '…'`)."""
    shared = {tuple(o[:len(o) - len(inner)]) for o in other if (inner := _in_container(o))}
    return [s for s in segments if not ((inner := _in_container(s)) and tuple(s[:len(s) - len(inner)]) in shared and
                                        any(o and inner[len(inner) - len(o):] == o for o in segments if o is not s))]


#: Programs that only change the folder the next segment runs in.
_MOVES = frozenset({"cd", "pushd", "popd"})


_ASSIGNED = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)=(.*)$")
_PS_VARIABLE = re.compile(r"\$[A-Za-z_]\w*")


def _setting(word: str) -> list[str]:
    """A variable set for a command (`NODE_OPTIONS=--openssl-legacy-provider npm run build`) or exported
    before it, as a segment of its own, `env NAME value`: setting it is a step a fix can be, in either
    spelling. A value made of the shell's own expansions (`$(cat key)`) is left out: only the name is sure."""
    m = _ASSIGNED.match(word)
    assert m is not None
    value = m.group(2)
    plain = bool(value) and not re.search(r"[$`(){}\s]", value)
    return ["env", m.group(1), value] if plain else ["env", m.group(1)]


_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*$")


def _shell_setting(words: list[str]) -> list[str]:
    """A variable set in another shell's words, as `_setting` writes it (`env NAME value`, or `env NAME` when the
    value is the shell's own doing): PowerShell's `$env:NAME = value`, fish's `set -gx NAME value`; and `env NAME`
    alone, read back (an environment variable's name, upper case, is no program `env` would run)."""
    if words[0].lower().startswith("$env:") and _VARIABLE.match(words[0][5:].rstrip("=")):
        value = words[2:] if words[1:2] == ["="] else words[1:]
        return _setting(f"{words[0][5:].rstrip('=')}={value[0] if len(value) == 1 else ''}")
    if words[0] == "set" and len(words) >= 4 and re.fullmatch(r"-[gxlU]+", words[1]) and \
            re.fullmatch(r"[A-Z][A-Z0-9_]*", words[2]):   # (sh's `set -euo pipefail` sets options, no variable)
        return _setting(f"{words[2]}={words[3] if len(words) == 4 else ''}")
    if words[0] == "env" and len(words) in (2, 3) and re.fullmatch(r"[A-Z][A-Z0-9_]*", words[1]):
        return words
    return []


#: Options of `docker exec` / `docker compose exec` / `docker run` that take a value.
_EXEC_VALUED = frozenset({"-u", "--user", "-w", "--workdir", "-e", "--env", "--env-file", "--index", "-v", "--volume",
                          "--name", "--network", "--net", "-p", "--publish", "--entrypoint", "--platform", "--mount",
                          "-h", "--hostname", "-m", "--memory", "--cpus", "-l", "--label"})


#: Words an image's own program is given after the image (`terraform init`, `pip install`, `npm ci`), never a program.
_ENTRYPOINT_WORDS = frozenset({"init", "plan", "apply", "install", "ci", "run", "build", "test", "get", "mod", "version"})


_REMOTE_QUOTED = re.compile(r"""(?:^|[;&|]\s*)ssh\s[^'"]*\s['"]\S+\s""")
#: Options of `ssh` that take a value.
_SSH_VALUED = frozenset({"-p", "-i", "-l", "-o", "-F", "-J", "-L", "-R", "-D", "-W", "-b", "-c", "-E", "-e", "-m", "-S"})


def _in_container(words: list[str]) -> list[str]:
    """What `docker exec CONTAINER cmd …`, `docker compose exec SERVICE cmd …` and `ssh HOST cmd …` run: the command
    inside, a call of its own (the lesson's `python manage.py migrate` run in the web container is that call)."""
    if words[:3] == ["docker", "compose", "exec"] or words[:2] == ["docker-compose", "exec"]:
        rest = words[3:] if words[0] == "docker" else words[2:]
    elif words[:2] in (["docker", "exec"], ["docker", "run"], ["podman", "run"], ["podman", "exec"]) or \
            words[:3] == ["docker", "compose", "run"]:
        rest = words[3:] if words[1] == "compose" else words[2:]
    elif words[:1] == ["ssh"]:   # `ssh pi@10.0.0.31 "curl -sS …"`: the command run on the host
        rest = words[1:]
        while rest and rest[0].startswith("-"):
            rest = rest[2:] if rest[0] in _SSH_VALUED else rest[1:]
        return rest[1:]
    else:
        return []
    while rest and rest[0].startswith("-"):
        rest = rest[2:] if rest[0] in _EXEC_VALUED and "=" not in rest[0] else rest[1:]
    inner = rest[1:]
    if inner[:1] in (["sh"], ["bash"]) and inner[1:2] in (["-c"], ["-lc"]):
        return inner[2:]   # `golang:1.23 sh -c "go mod tidy"`
    if words[1] == "run" and inner and (inner[0].startswith("-") or inner[0] in _ENTRYPOINT_WORDS):
        # `hashicorp/terraform:1.9 init -upgrade`: an image named for its program runs it with these words
        return [rest[0].split("/")[-1].split(":")[0], *inner]
    return inner


def parts_as_written(command: str) -> list[str]:
    """Each `&&`/`;`/`|`/new-line part of a command line as written (its words not normalised, as `_segments` does):
    for a pattern that reads a part from its start."""
    return [part.strip() for part in _SEGMENTS.split(command)]


def command_segments(command: str, modules: bool = False) -> list[list[str]]:
    """`_segments`, as lists of their own: one parse per command however often an observer asks (the script a
    call may run through and the file a call may show are asked of every call)."""
    return [list(seg) for seg in _segments(command, modules)]


@lru_cache(maxsize=2048)
def _segments(command: str, modules: bool = False) -> tuple[tuple[str, ...], ...]:
    """Each `&&`/`;`/`|` segment of a shell command as normalised words: env
    settings, `sudo` and `python -m` dropped, `python3.12` read as `python`, a
    program path kept as written without its `./` (`.venv/bin/python` is not
    `python`: that difference is what many lessons are about)."""
    out: list[list[str]] = []
    for seg in _SEGMENTS.split(_CONTINUED.sub(" ", places(command))):
        # (an empty quoted word stays a word: BSD sed's `-i ''` is the fix, not `-i` alone)
        words = [as_home(_slashes(_OPTION_QUOTED.sub(r"\1\3", w).strip("'\""))) or ("''" if w in ("''", '""') else "")
                 for w in seg.split() if not _REDIRECT.match(w)]
        if words[:1] == ["."]:
            words[0] = "source"   # `. ~/esp/export.sh` is `source ~/esp/export.sh`
        if words and len(words[0]) > 1 and words[0][0] in "({":   # `(npm run dev > log &)`: a subshell runs npm
            words = [words[0][1:], *words[1:]]
            words[-1] = words[-1].rstrip(")}") or words[-1]
            words = [w for w in words if w]
        if words[:1] == ["export"]:
            out.extend(_setting(w) for w in words[1:] if _ASSIGNED.match(w))
            continue
        if len(words) > 2 and words[1] == "=" and _PS_VARIABLE.fullmatch(words[0]):   # (`$env:X = …` is a setting)
            words = words[2:]   # PowerShell's `$r = Invoke-WebRequest …`: the command whose result it keeps runs
        setting = _shell_setting(words) if words else []
        if setting:   # PowerShell's `$env:NAME = …`, fish's `set -gx NAME …`, and `env NAME` as `_setting` writes it
            out.append(setting)
            continue
        while words and (_ASSIGNED.match(words[0]) or words[0] in ("sudo", "env", "exec", "time", "(", "{", "nohup")
                         or words[0] == "timeout" and len(words) > 2 or words[0] in _FISH_JOINS and len(words) > 1):
            if _ASSIGNED.match(words[0]):
                out.append(_setting(words[0]))
            if words[0] == "timeout":   # `timeout 20 npm run dev`: its options and duration, then the program
                rest = words[1:]
                while rest[1:] and (rest[0].startswith("-") or re.fullmatch(r"\d+(?:\.\d+)?[smhd]?", rest[0])):
                    rest = rest[2:] if rest[0] in ("-s", "--signal", "-k", "--kill-after") else rest[1:]
                words = rest
                continue
            words = as_user(words[1:]) if words[0] == "sudo" else _env_options(words[1:]) if words[0] == "env" \
                else words[1:]
        if len(words) > 3 and words[0] == "su" and "-c" in words[:4]:
            words = words[words.index("-c") + 1:]   # `su postgres -c 'createuser …'` runs `createuser …`
        if not words or all(w in (")", "}") for w in words):
            continue
        first = words[0].removeprefix("./") if words[0] != "./" else words[0]
        if "/" not in first:
            first = re.sub(r"^(?:python3?(?:\.\d+)?|py)(?:\.exe)?$", "python", first, flags=re.I)
        if first == "python" and words[1:2] and re.fullmatch(r"-[23](?:\.\d+)?(?:-(?:32|64))?|-V:\S+", words[1]):
            words = words[1:]   # Windows' `py -3.12 -m build`: the launcher's version pick, then python's own words
        words = [first, *words[1:]]
        if first == "python" and len(words) > 2 and words[1] == "-m" and not (modules and words[2] != "pip"):
            words = words[2:]   # (`modules`: as written, `python -m pytest` is not `pytest`; `python -m pip` is `pip`)
        out.append(spelled(words))
        if first in ("bash", "sh", "zsh") and len(words) > 2 and words[1] in ("-c", "-lc"):
            out.append(words[2:])   # what the shell runs is run too
        elif (shell := _shell_inner(words)):   # `pwsh -NoProfile -Command "svn export …"`, `cmd /c "…"`, `fish -c …`
            out.extend(command_segments(" ".join(shell), modules))
        inner = _in_container(words) or _script_block(words)
        if inner:   # `docker compose exec web python manage.py …`, `Invoke-Command -ComputerName x { Install-… }`
            out.extend(command_segments(" ".join(inner), modules))
    return tuple(tuple(seg) for seg in out)


_CMDLET = re.compile(r"[A-Z][a-z]+-[A-Z]\w+")


def _env_options(words: list[str]) -> list[str]:
    """`env`'s own options dropped (`env -i HOME=$HOME PATH=/usr/bin scripts/nightly.sh`, `env -u DEBUG x`): the
    settings and the program after them are what runs."""
    while words[1:] and words[0].startswith("-"):
        words = words[2:] if words[0] in ("-u", "--unset", "-C", "--chdir") else words[1:]
    return words


def _script_block(words: list[str]) -> list[str]:
    """What a PowerShell cmdlet's script block runs (`Invoke-Command -ComputerName JOBS01 { Install-WindowsFeature x }`,
    `Start-Job { … }`): the words between its braces."""
    if not words or not _CMDLET.fullmatch(words[0]) or "{" not in words or "}" not in words:
        return []
    return words[words.index("{") + 1:len(words) - 1 - words[::-1].index("}")]


def _shell_inner(words: list[str]) -> list[str]:
    """The command line another shell is given to run: its words after the option that takes it."""
    at = inline_at(words)
    return words[at:] if at is not None else []


def same_subcommands(failed: list[list[str]], segs: list[list[str]]) -> bool:
    """Both lines run the same subcommands (`subcommand`): a look of another kind is not the failing look again."""
    return {subcommand(f) for f in failed if f} == {subcommand(s) for s in segs if s}


def subcommand(seg: list[str]) -> str:
    """The word right after the program that names what it does (`s3` of `aws s3 ls`), when it is a plain word."""
    word = seg[1] if len(seg) > 1 else ""
    return word if re.fullmatch(r"[a-z][a-z0-9-]*", word) else ""


#: Words that only ask a program about itself: the same words given another program ask that one (no swap).
_ASKS = frozenset({"--version", "-V", "-version", "version", "--help", "-h", "help"})


def swapped_program(fix_command: str, failed_command: str) -> str:
    """The program a fix call ran in place of the one that failed, given the very same words (`gawk '…' log` after
    `awk '…' log` failed): the swap is the fix, whatever the program is given later. A shell is never one (`bash x.sh`
    after `sh x.sh`: a later `bash` runs anything), nor a program that only looks, on either side (`touch x` after
    `ls x` made what the look did not find; `head x.js` after `node x.js` failed only looked at it; `ldd --version`
    after `agent --version` failed asked another program its version)."""
    failed = [seg for seg in command_segments(failed_command) if len(seg) > 1 and not looking_program(seg)]
    for seg in command_segments(fix_command):
        if len(seg) > 1 and shell_name(seg[0]) not in INLINE and not looking_program(seg) and \
                not set(seg[1:]) <= _ASKS and \
                any(f[1:] == seg[1:] and program_name(f[0]) != program_name(seg[0]) for f in failed):
            return seg[0]
    return ""


def shell_bodies(segs: list[list[str]]) -> list[list[str]]:
    """`bash -c '` followed by a script on its own lines is split there (segments end at line
    breaks): the shell and the script's first program are one segment, `bash -c source`."""
    segs = [s for s in segs if s]
    out: list[list[str]] = []
    for i, s in enumerate(segs):
        if len(s) == 2 and program_name(s[0]) in ("bash", "sh", "zsh") and s[1] in ("-c", "-lc") and i + 1 < len(segs):
            s = [*s, segs[i + 1][0]]
        out.append(s)
    return out
