"""Finding the real Claude Code binary behind the shim.

Resolved afresh on every call (the native updater swaps versions under a
stable launcher). A candidate is skipped when it *is* the running shim (same
file, by `os.path.samefile`) or is a claude-distill zipapp at all (a copy of
the shim, an older install): never because of the folder it sits in, so a
shim folder listed twice, reached through a symlinked folder, or a copy of the
shim elsewhere on PATH can never resolve to a shim and exec back and forth."""
import os
import stat

NAME = b"claude"
CODEX = b"codex"
# Per binary: the variable naming it outright, and what the person would install.
OVERRIDE = {NAME: b"CLAUDE_DISTILL_REAL", CODEX: b"CLAUDE_DISTILL_REAL_CODEX"}
PRODUCT = {NAME: "Claude Code", CODEX: "the Codex CLI"}


class ResolveError(Exception):
    def __init__(self, message: str, code: int):
        super().__init__(message)
        self.code = code


# How far into a candidate to look: the zipapp's preamble is one shebang line
# (ending in ` -IS`) or the two-line `#!/bin/sh` trampoline of install/build.py.
_HEAD = 8192
_ZIP_LOCAL_HEADER = b"PK\x03\x04"


def is_our_zipapp(candidate: bytes) -> bool:
    """True when the file is a claude-distill zipapp: its preamble, then at once a zip entry.

    A real Claude Code is an ELF binary or a JavaScript file, so one short read
    settles it."""
    try:
        fd = os.open(candidate, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        head = os.read(fd, _HEAD)
    except OSError:
        return False
    finally:
        os.close(fd)
    if not head.startswith(b"#!"):
        return False
    end = head.find(b"\n")
    if end < 0:
        return False
    first = head[:end]
    if first.endswith(b" -IS"):
        return head[end + 1:end + 5] == _ZIP_LOCAL_HEADER
    if first != b"#!/bin/sh":
        return False
    end2 = head.find(b"\n", end + 1)
    if end2 < 0:
        return False
    second = head[end + 1:end2]
    return (second.startswith(b"exec ") and second.endswith(b' -IS "$0" "$@"')
            and head[end2 + 1:end2 + 5] == _ZIP_LOCAL_HEADER)


def _is_shim(candidate: bytes, shim_files: list[bytes]) -> bool:
    for own in shim_files:
        try:
            if os.path.samefile(candidate, own):
                return True
        except OSError:
            continue
    return is_our_zipapp(candidate)


def _npmrc_prefix(home: bytes) -> bytes | None:
    """`prefix=` from ~/.npmrc: where `npm install -g` put claude for this person."""
    try:
        fd = os.open(home + b"/.npmrc", os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        text = os.read(fd, 65536)
    except OSError:
        return None
    finally:
        os.close(fd)
    found = None
    for line in text.splitlines():
        key, eq, value = line.partition(b"=")
        if eq and key.strip() == b"prefix":
            found = value.strip().strip(b"\"'")  # npm takes the last one
    if not found:
        return None
    if found == b"~" or found.startswith(b"~/"):
        found = home + found[1:]
    found = found.replace(b"${HOME}", home).replace(b"$HOME", home)
    return found.rstrip(b"/") if found.startswith(b"/") else None


def _fallback_locations(env: dict[bytes, bytes], name: bytes = NAME) -> list[bytes]:
    home = env.get(b"HOME") or os.path.expanduser("~").encode()
    home = home.rstrip(b"/") or b"/"
    places = [home + b"/.local/bin/" + name]
    if name == NAME:
        places.append(home + b"/.claude/local/claude")
    prefixes = [p for p in (env.get(b"NPM_CONFIG_PREFIX"), env.get(b"npm_config_prefix"),
                            _npmrc_prefix(home)) if p]
    prefixes += [home + b"/.npm-global", b"/usr/local", b"/usr", b"/opt/homebrew"]
    for p in prefixes:
        places.append(p + b"/bin/" + name)
    return places


def find_real(env: dict[bytes, bytes], shim_files: list[bytes], name: bytes = NAME) -> bytes:
    """Return the path of the real binary (`claude` or `codex`) or raise ResolveError (127/126)."""
    var = OVERRIDE.get(name, b"CLAUDE_DISTILL_REAL").decode()
    product = PRODUCT.get(name, name.decode(errors="replace"))
    override = env.get(var.encode())
    if override:
        if _is_shim(override, shim_files):
            raise ResolveError(
                f"claude-distill: {var} points at the shim itself (or a copy of it); "
                f"set it to the real {product} binary", 127)
        return _check_exec(override, var)

    saw_self = False
    not_exec: bytes | None = None
    path = env.get(b"PATH", b"")
    for folder in path.split(b":"):
        if not folder:
            continue  # an empty entry means the current folder: never run claude from there
        candidate = folder.rstrip(b"/") + b"/" + name
        try:
            st = os.stat(candidate)
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode):
            continue
        if _is_shim(candidate, shim_files):
            saw_self = True
            continue
        if os.access(candidate, os.X_OK):
            return candidate
        not_exec = not_exec or candidate

    for candidate in _fallback_locations(env, name):
        try:
            st = os.stat(candidate)
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode) and not _is_shim(candidate, shim_files) and os.access(candidate, os.X_OK):
            return candidate

    if not_exec is not None:
        raise ResolveError(
            f"claude-distill: {not_exec.decode(errors='replace')} is not executable", 126)
    shown = name.decode(errors="replace")
    if saw_self:
        raise ResolveError(
            f"claude-distill: the only `{shown}` on PATH is the claude-distill shim itself (or a copy of it); "
            f"install {product} or set {var} to its binary", 127)
    raise ResolveError(
        f"claude-distill: no real `{shown}` binary found on PATH or in the usual install places; "
        f"install {product} or set {var} to its binary", 127)


def _check_exec(path: bytes, var: str = "CLAUDE_DISTILL_REAL") -> bytes:
    try:
        st = os.stat(path)
    except OSError:
        raise ResolveError(
            f"claude-distill: {var}={path.decode(errors='replace')} does not exist", 127) from None
    if not stat.S_ISREG(st.st_mode) or not os.access(path, os.X_OK):
        raise ResolveError(
            f"claude-distill: {var}={path.decode(errors='replace')} is not executable", 126)
    return path
