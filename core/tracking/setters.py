"""A fix call that sets one setting through its program's own config command (`git config --global http.version
HTTP/1.1`, `npm config set fund false`, `pip config set global.index-url URL`) is the same fix as that setting
written by hand into the program's config file (`[http]` / `version = HTTP/1.1` in ~/.gitconfig, `fund=false` in
.npmrc) or given for one run (`git -c http.version=HTTP/1.1 clone …`). The setting is read off the recorded call's
own words, a key and a value, so this holds for any program whose config command takes them in that order, not for
a phrase a lesson happens to use."""
from __future__ import annotations

import re
from typing import Iterable

# The words between `config` and the key: a verb or a scope (`set`, `--global`, `--location=user`)
_BETWEEN = frozenset({"set", "--set", "--add", "--replace-all", "--global", "--system", "--local", "--user",
                      "--worktree", "--site", "--location", "global", "user", "site", "-g", "--json", "--bool"})
_KEY_RE = re.compile(r"[A-Za-z][\w-]*(?:\.[\w-]+)*")


def setting_of(fix_words: Iterable[str]) -> tuple[str, str] | None:
    """The (key, value) a `<program> config [scope] KEY VALUE` (or `KEY=VALUE`; `configure` too) fix call sets; None
    for any other call, for a read (`--get`, `list`) and for a bare key."""
    words = [w for w in fix_words if w]
    verb = next((w for w in words[:3] if w in ("config", "configure")), None)   # (`aws configure set region …`)
    if verb is None:
        return None
    rest = words[words.index(verb) + 1:]
    while rest and (rest[0] in _BETWEEN or rest[0].startswith("--location=") or rest[0].startswith("--file")):
        rest = rest[1:]
    if rest and "=" in rest[0] and len(rest) == 1:
        key, value = rest[0].split("=", 1)
    elif len(rest) == 2:
        key, value = rest
    else:
        return None
    if not _KEY_RE.fullmatch(key) or not value or value.startswith("-"):
        return None
    return key, value.strip("'\"")


def _line_re(key: str, value: str) -> re.Pattern[str]:
    """`version = HTTP/1.1` under any section, `http.version=HTTP/1.1`, `fund: false`: the key (whole, or its last
    dotted part, as an INI file writes it under its section) and the value, quoted or not."""
    last = key.rsplit(".", 1)[-1]
    keys = "|".join(re.escape(k) for k in dict.fromkeys((key, last)))
    return re.compile(r"(?<![\w.-])(?:" + keys + r")\s*[=:]\s*[\"']?" + _value(value) + r"[\"']?(?![\w.-])", re.I)


def _value(value: str) -> str:
    """A value as a pattern; a home-relative path (`~/.npm-global`) as any spelling of that home (`$HOME/`, `${HOME}/`,
    `/home/dev/`, `/Users/dev/`)."""
    if value.startswith("~/"):
        return r"(?:~|\$HOME|\$\{HOME\}|/home/[^/\s]+|/Users/[^/\s]+)/" + re.escape(value[2:])
    return re.escape(value)


def setting_written(fix_words: Iterable[str], edits: dict[str, list[tuple[int, str]]], ok: dict[str, int],
                    until: int | None) -> bool:
    """Whether the setting the fix call sets was written into a file (an edit, a shell's write) or given with
    `-c KEY=VALUE` to a call that worked, before `until` (the first trouble met)."""
    setting = setting_of(fix_words)
    if setting is None:
        return False
    key, value = setting
    line = _line_re(*setting)
    early = (lambda at: until is None or at < until)
    given = re.compile(r"(?<!\S)-c\s+[\"']?" + re.escape(key) + r"=[\"']?" + re.escape(value) + r"(?![\w.-])", re.I)
    return any(early(at) and line.search(text) for made in edits.values() for at, text in made) or \
        any(early(at) and given.search(command) for command, at in ok.items())
