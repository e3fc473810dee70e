"""A fix call that sets one setting through its program's own config command (`git config --global http.version
HTTP/1.1`, `npm config set prefix ~/.npm-global`, `aws configure set region eu-central-1`) is the same fix as that
setting written by hand into the program's config file (`[http]` / `version = HTTP/1.1` in ~/.gitconfig, `prefix=…`
in ~/.npmrc) or given for one run (`git -c http.version=HTTP/1.1 clone …`). The setting is read off the recorded
call's own command line, a key and a value, so this holds for any program whose config command takes them in that
order, not for a phrase a lesson happens to use.

Written by hand means into a file of that program (its name in the file's path: ~/.gitconfig, .npmrc, ~/.aws/config),
on a line of its own that no comment mark opens, and, for a key of a section (`http.version`), under that section's
header or with the whole key: `proxy=` in ~/.npmrc is no `git config http.proxy`, `sslverify=false` in a yum repo
file no `http.sslVerify false`, a README quoting the setting no setting at all."""
from __future__ import annotations

import re
import shlex

from core.transcript.cmdline import line_words, split_line

# The words between `config` and the key: a verb or a scope (`set`, `--global`, `--location=user`)
_BETWEEN = frozenset({"set", "--set", "--add", "--replace-all", "--global", "--system", "--local", "--user",
                      "--worktree", "--site", "--location", "global", "user", "site", "-g", "--json", "--bool",
                      "--int", "--type=bool", "--type=int"})
# ... and those that read, remove or switch rather than set (`npm config get prefix`, `kubectl config use-context x`)
_NOT_SET = frozenset({"get", "--get", "--get-all", "unset", "--unset", "--unset-all", "delete", "rm", "remove",
                      "--remove-section", "list", "--list", "-l", "ls", "edit", "--edit", "view", "use-context",
                      "current-context", "get-contexts", "--show", "--describe"})
_KEY_RE = re.compile(r"[A-Za-z][\w-]*(?:\.[\w-]+)*")


def setting_of(command: str) -> tuple[str, str, str] | None:
    """The (program, key, value) a `<program> config [scope] KEY VALUE` (or `KEY=VALUE`; `configure` too) command of
    the line sets; None for a line with none (a read, a removal or a switch sets none), and for a bare key."""
    for part, _joint in split_line(command):
        try:
            words = shlex.split(part)
        except ValueError:
            continue
        while words[1:] and words[0] in ("sudo", "env"):
            words = words[1:]
        if len(words) > 2 and words[1] == "-m":   # (`python3 -m pip config set …`: pip's own)
            words = words[2:]
        verb = next((w for w in words[1:3] if w in ("config", "configure")), None)   # (`aws configure set region …`)
        if verb is None:
            continue
        rest = words[words.index(verb) + 1:]
        if any(w in _NOT_SET for w in rest):
            continue   # (a read before the set: `npm config get prefix; npm config set prefix …`)
        while rest and (rest[0] in _BETWEEN or rest[0].startswith(("--location=", "--file", "--type="))):
            rest = rest[1:]
        while len(rest) > 1 and (rest[-1] in _BETWEEN or rest[-1].startswith("--location=")):
            rest = rest[:-1]   # (a scope after the value: `npm config set strict-ssl false --global`)
        if len(rest) == 1 and "=" in rest[0]:
            key, value = rest[0].split("=", 1)
        elif len(rest) == 2:
            key, value = rest
        else:
            return None
        if not _KEY_RE.fullmatch(key) or not value or value.startswith("-"):
            return None
        return words[0].rsplit("/", 1)[-1], key, value
    return None


def _value(value: str) -> str:
    """A value as a pattern; a home-relative path (`~/.npm-global`) as any spelling of that home (`$HOME/`, `${HOME}/`,
    `/home/dev/`, `/Users/dev/`, a container's `/root/`)."""
    if value.startswith("~/"):
        return r"(?:~|\$HOME|\$\{HOME\}|/home/[^/\s]+|/Users/[^/\s]+|/root)/" + re.escape(value[2:])
    return re.escape(value)


def _written(text: str, key: str, value: str) -> bool:
    """Whether a file's text sets the key to the value on a line of its own (no comment mark before it): the whole
    key, or its last part under the header of its section (`[http]`, `[http "https://x"]`)."""
    said = r"\s*[=:]\s*[\"']?" + _value(value) + r"[\"']?\s*(?:[;#].*)?$"   # (a comment after it: git's `; …`)
    if re.search(r"(?m)^\s*" + re.escape(key) + said, text, re.I):
        return True
    if "." not in key:
        return False
    section, last = key.rsplit(".", 1)
    header = re.compile(r"(?m)^\s*\[\s*" + re.escape(section) + r"(?:\s+\"[^\"]*\")?\s*\]\s*$", re.I)
    line = re.compile(r"(?m)^\s*" + re.escape(last) + said, re.I)
    # (a section runs to the next header of any section: `tool = vimdiff` under `[diff]` is no `merge.tool`)
    return any(line.search(re.split(r"(?m)^\s*\[", block, maxsplit=1)[0]) for block in header.split(text)[1:])


def setting_written(fix_command: str, edits: dict[str, list[tuple[int, str]]], ok: dict[str, int],
                    until: int | None) -> bool:
    """Whether the setting the fix call sets was written into a file of its program (an edit, a shell's write) or
    given with `-c KEY=VALUE` to a call that worked, before `until` (the first trouble met)."""
    setting = setting_of(fix_command)
    if setting is None:
        return False
    program, key, value = setting

    def early(at: int) -> bool:
        return until is None or at < until
    given = re.compile(re.escape(key) + r"=" + _value(value), re.I)
    return any(early(at) and _written(text, key, value) for path, made in edits.items() if _owns(program, path)
               for at, text in made) or \
        any(early(at) and _given(command, program, given) for command, at in ok.items())


def _given(command: str, program: str, said: re.Pattern[str]) -> bool:
    """Whether a command of the line runs the program with `-c KEY=VALUE` (`said`; its own words, not a commit
    message's)."""
    for part, _joint in split_line(command):
        words = [w.strip("'\"") for w in line_words(part)]
        if words and words[0].rsplit("/", 1)[-1].casefold() == program.casefold() and \
                any(w == "-c" and said.fullmatch(n) for w, n in zip(words, words[1:])):
            return True
    return False


def _owns(program: str, path: str) -> bool:
    """Whether a file is the program's own: named for it (~/.gitconfig, .npmrc, pip.conf, poetry.toml), or in its
    dot-folder (~/.aws/config, .git/config) or its folder of a config root (~/.config/git/config, AppData/Roaming/pip);
    not any file under a folder of that name (`infra/aws/prod.tfvars`), nor a file named for it with more after the
    name (`.gitconfig.bak`), nor a copy kept with documents or dotfiles
    (`dotfiles/git/gitconfig`, `docs/git/gitconfig`)."""
    parts = [p for p in path.casefold().replace("\\", "/").split("/") if p]
    name, folder, root = (parts[-1:] or [""])[0], (parts[-2:-1] or [""])[0], (parts[-3:-2] or [""])[0]
    program = program.casefold()
    return name.lstrip(".") in {f"{program}{end}" for end in _OWN_ENDS} and not _COPIES & set(parts) or \
        folder == "." + program or folder == program and root in _CONFIG_ROOTS


#: How a program's own file is named after it: `.gitconfig`, `.npmrc`, `poetry.toml`, `pip.conf` (not `.gitconfig.bak`,
#: `.gitlab-ci.yml`); the folders a program's own folder sits in (`~/.config/git/config`, `Application Support/pip`)
_OWN_ENDS = ("", "config", "rc", "rc.yml", "rc.yaml", "rc.json", "rc.toml", ".conf", ".cfg", ".ini", ".toml", ".yml",
             ".yaml", ".json")
_COPIES = frozenset({"dotfiles", "docs", "doc", "examples", "example", "samples", "templates", "backup", "backups"})
_CONFIG_ROOTS = frozenset({".config", "roaming", "appdata", "etc", "xdg", "application support", "programdata"})
