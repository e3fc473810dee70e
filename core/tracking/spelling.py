"""One spelling for the equivalent ways of running a program (issue 24): what
`sudo` or a launcher runs, a subcommand's alias, `python -m pip` as the `pip`
beside it. Pure functions over a command segment's words, used by
`commands.command_segments`, so a fix call and a later session's call are
compared spelled alike."""
from __future__ import annotations

import re


def program_name(word: str) -> str:
    """A program's name without its folder (`/usr/bin/git` and `git` are one family)."""
    return word.rstrip("/").rsplit("/", 1)[-1]


def as_user(words: list[str]) -> list[str]:
    """What `sudo` runs, without its options: `sudo -u postgres createuser` runs `createuser` (as root
    without `sudo`, or as that user, it is the same program)."""
    while words and words[0].startswith("-"):
        words = words[2:] if words[0] in ("-u", "-g", "--user", "--group") else words[1:]
    return words


#: Subcommands a tool takes under another name, by program: `npm i` is `npm install`.
_SUBCOMMAND_ALIASES = {"npm": {"i": "install", "add": "install", "isntall": "install", "in": "install",
                               "rm": "uninstall", "un": "uninstall", "remove": "uninstall", "t": "test", "run-script": "run"},
                       "pnpm": {"i": "install"}, "cargo": {"b": "build", "t": "test", "r": "run", "c": "check"},
}
#: Wrapper scripts a project keeps for its build tool.
_WRAPPERS = {"mvnw": "mvn", "gradlew": "gradle"}
#: Launchers that run a package's own program: `npx kill-port 3000` runs `kill-port 3000`.
_LAUNCHERS = frozenset({"npx", "pnpx", "bunx"})
#: Programs that remove a folder and all it holds, as `rm -rf` does.
_REMOVERS = frozenset({"rimraf", "del-cli", "remove-item", "rmdir", "rd"})
#: The same launchers spelled as a package manager's subcommand: `npm exec -- prisma generate` is `npx prisma generate`.
_LAUNCHING = {"npm": ("exec",), "pnpm": ("exec", "dlx"), "yarn": ("exec", "dlx"), "bun": ("x",)}


#: A virtual environment's activation script, for any shell or OS (`venv/bin/activate.fish`,
#: `.venv\Scripts\Activate.ps1`, `.venv/Scripts/activate.bat`): running one is sourcing it, and each activates that
#: environment.
ACTIVATE = re.compile(r"^(?:&\s*)?(?:\./|\.\\)?(.+?)[/\\](?:bin|Scripts)[/\\][Aa]ctivate"
                      r"(?:\.fish|\.csh|\.nu|\.ps1|\.bat)?$")


def spelled(words: list[str]) -> list[str]:
    """One spelling for the equivalent ones: a tool run through its launcher (`npx`, `npm exec`, `bun x`) or its
    `node_modules/.bin` path is that tool; a virtualenv's `python -m pip` is its `pip`
    (`.venv/bin/python -m pip` is `.venv/bin/pip`); `pip3` is `pip`; `./mvnw` is `mvn`; a subcommand alias is
    the subcommand."""
    if len(words) > 2 and words[1] in _LAUNCHING.get(program_name(words[0]), ()):
        words = ["npx", *words[2:]]
    if len(words) > 2 and program_name(words[0]) == "arch" and words[1].startswith("-"):
        words = words[2:]   # `arch -x86_64 pod install` runs `pod install` (under Rosetta)
    if words[0] in _LAUNCHERS and len(words) > 1:
        rest = [w for w in words[1:] if w not in ("-y", "--yes", "--no-install", "--")]
        words = rest or words
    if "node_modules/.bin/" in words[0]:
        words = [program_name(words[0]), *words[1:]]
    if len(words) > 2 and words[1] == "-m" and words[2] in ("pip", "pip3") and \
            re.fullmatch(r"python(?:3(?:\.\d+)?)?", program_name(words[0])):
        words = [words[0][: len(words[0]) - len(program_name(words[0]))] + "pip", *words[3:]]
    if words[0] in (".", "source") and len(words) > 1:   # the POSIX `.` is bash's `source`; `./.env` is `.env`
        words = ["source", words[1].removeprefix("./"), *words[2:]]
    if words[0] != "source" and ACTIVATE.match(words[0]) and len(words) == 1:
        words = ["source", words[0].removeprefix("&").strip()]   # PowerShell's `.venv\Scripts\Activate.ps1` sources it
    if program_name(words[0]).casefold() in _REMOVERS and len(words) > 1:
        # `rimraf .next`, `Remove-Item -Recurse -Force .next`, `rmdir /s /q .next`: `rm -rf .next`
        words = ["rm", "-rf", *(w for w in words[1:] if not w.startswith(("-", "/")) or "/" in w[1:])]
    if words[:2] == ["uv", "pip"] and len(words) > 2:   # `uv pip install` is pip's install, run by uv
        words = ["pip", *words[2:]]
    if program_name(words[0]) == "pip3":
        words = [words[0][:-1], *words[1:]]
    if program_name(words[0]) in _WRAPPERS:   # a project's build wrapper runs the build tool: `./mvnw` is `mvn`
        words = [_WRAPPERS[program_name(words[0])], *words[1:]]
    if len(words) > 1 and words[1] in _SUBCOMMAND_ALIASES.get(program_name(words[0]), {}):
        words = [words[0], _SUBCOMMAND_ALIASES[program_name(words[0])][words[1]], *words[2:]]
    return words
