"""Finding the real Claude Code binary behind the shim.

Resolved afresh on every call (the native updater swaps versions under a
stable launcher). A candidate is skipped only when it *is* the running shim
(same file, by `os.path.samefile`), never because of the folder it sits in, so
a shim folder listed twice, reached through a symlinked folder, or a copy of
the shim elsewhere on PATH can never resolve to itself."""
import os
import stat

NAME = b"claude"


class ResolveError(Exception):
    def __init__(self, message: str, code: int):
        super().__init__(message)
        self.code = code


def _is_shim(candidate: bytes, shim_files: list[bytes]) -> bool:
    for own in shim_files:
        try:
            if os.path.samefile(candidate, own):
                return True
        except OSError:
            continue
    return False


def _fallback_locations(env: dict[bytes, bytes]) -> list[bytes]:
    home = env.get(b"HOME") or os.path.expanduser("~").encode()
    places = [home + b"/.local/bin/claude", home + b"/.claude/local/claude"]
    prefix = env.get(b"NPM_CONFIG_PREFIX") or env.get(b"npm_config_prefix")
    prefixes = [prefix] if prefix else []
    prefixes += [home + b"/.npm-global", b"/usr/local", b"/usr", b"/opt/homebrew"]
    for p in prefixes:
        places.append(p + b"/bin/claude")
    return places


def find_real(env: dict[bytes, bytes], shim_files: list[bytes]) -> bytes:
    """Return the path of the real binary or raise ResolveError (127/126)."""
    override = env.get(b"CLAUDE_DISTILL_REAL")
    if override:
        if _is_shim(override, shim_files):
            raise ResolveError(
                "claude-distill: CLAUDE_DISTILL_REAL points at the shim itself; "
                "set it to the real Claude Code binary", 127)
        return _check_exec(override)

    saw_self = False
    not_exec: bytes | None = None
    path = env.get(b"PATH", b"")
    for folder in path.split(b":"):
        if not folder:
            continue  # an empty entry means the current folder: never run claude from there
        candidate = folder.rstrip(b"/") + b"/" + NAME
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

    for candidate in _fallback_locations(env):
        try:
            st = os.stat(candidate)
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode) and not _is_shim(candidate, shim_files) and os.access(candidate, os.X_OK):
            return candidate

    if not_exec is not None:
        raise ResolveError(
            f"claude-distill: {not_exec.decode(errors='replace')} is not executable", 126)
    if saw_self:
        raise ResolveError(
            "claude-distill: the only `claude` on PATH is the claude-distill shim itself; "
            "install Claude Code or set CLAUDE_DISTILL_REAL to its binary", 127)
    raise ResolveError(
        "claude-distill: no real `claude` binary found on PATH or in the usual install places; "
        "install Claude Code or set CLAUDE_DISTILL_REAL to its binary", 127)


def _check_exec(path: bytes) -> bytes:
    try:
        st = os.stat(path)
    except OSError:
        raise ResolveError(
            f"claude-distill: CLAUDE_DISTILL_REAL={path.decode(errors='replace')} does not exist", 127) from None
    if not stat.S_ISREG(st.st_mode) or not os.access(path, os.X_OK):
        raise ResolveError(
            f"claude-distill: CLAUDE_DISTILL_REAL={path.decode(errors='replace')} is not executable", 126)
    return path
