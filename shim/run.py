"""`claude` through the shim: pass through, or wrap the session and exec in place.

The real binary always replaces this process (same PID), so the terminal,
process group, signals and exit status are the real binary's own. Whatever goes
wrong on our side before the exec is logged and the real binary still runs."""
import os
import sys

from shim import environ, passthrough
from agents import resolve


def _shim_files(argv0: bytes) -> list[bytes]:
    """Files that are the running shim: the link invoked and the zipapp itself."""
    files = [argv0]
    main = getattr(sys.modules.get("__main__"), "__file__", None)
    if main:
        files.append(os.fsencode(os.path.dirname(main)))  # the zipapp archive
    if sys.argv and sys.argv[0]:
        files.append(os.fsencode(sys.argv[0]))
    return files


def exec_failure_status(errno: int | None) -> int:
    """The status a shell gives when it cannot run a command: 127 not found, 126 otherwise."""
    import errno as codes
    return 127 if errno in (codes.ENOENT, codes.ENOTDIR, codes.ELOOP) else 126


def _restore_signals() -> None:
    """Undo what the interpreter did at start-up, so claude gets a shell's dispositions.

    Python ignores SIGPIPE and SIGXFSZ, and ignored signals survive exec: without
    this, `claude … | head` and every tool command claude runs would see them
    ignored. (`_signal` is built in and already loaded: this imports nothing.)"""
    import _signal
    for name in ("SIGPIPE", "SIGXFSZ"):
        sig = getattr(_signal, name, None)
        if sig is not None:
            try:
                _signal.signal(sig, _signal.SIG_DFL)
            except (OSError, ValueError):
                pass


def _exec(real: bytes, args: list[bytes], env: dict[bytes, bytes]) -> None:
    _restore_signals()
    try:
        os.execve(real, [real] + args, environ.for_child(env))
    except OSError as exc:
        sys.stderr.write(f"claude-distill: cannot run {real.decode(errors='replace')}: {exc.strerror}\n")
        sys.stderr.flush()
        os._exit(exec_failure_status(exc.errno))


def _log_internal_error(stage: str) -> None:
    """Best effort: a broken state folder must not stop claude either."""
    try:
        from core import logfile
        logfile.append_traceback("shim-errors.log", f"pid={os.getpid()} stage={stage}")
    except Exception:
        pass


def _check_given(path: bytes) -> bytes:
    """The binary the IDE wrapper was handed, checked before any watcher starts for it."""
    import stat
    shown = path.decode(errors="replace")
    try:
        st = os.stat(path)
    except OSError as exc:
        import errno as codes
        code = 127 if exc.errno in (codes.ENOENT, codes.ENOTDIR, codes.ELOOP) else 126
        raise resolve.ResolveError(f"claude-distill: cannot run {shown}: {exc.strerror}", code) from None
    if not stat.S_ISREG(st.st_mode) or not os.access(path, os.X_OK):
        raise resolve.ResolveError(f"claude-distill: cannot run {shown}: not an executable file", 126)
    return path


def main(argv0: str, args: list[str], real_override: bytes | None = None) -> None:
    """Entry for the `claude` name (and, with real_override, the IDE wrapper name)."""
    bargs = [os.fsencode(a) for a in args]
    try:
        env = environ.original()
    except Exception:
        env = dict(os.environb)
    try:
        if real_override is not None:
            real = _check_given(real_override)
        else:
            real = resolve.find_real(env, _shim_files(os.fsencode(argv0)))
    except resolve.ResolveError as exc:
        sys.stderr.write(str(exc) + "\n")
        sys.stderr.flush()
        os._exit(exc.code)

    try:
        why = passthrough.reason(bargs, env)
    except Exception:
        _log_internal_error("passthrough")
        why = "internal error"
    if why is None:
        try:
            from shim import watcher
            watcher.start(real, bargs, env)
        except BaseException:
            _log_internal_error("watcher")
    elif why == passthrough.INSIDE:
        try:
            if passthrough.persons_escape(bargs, env):
                from shim import escape
                escape.start(bargs, env)
        except BaseException:
            _log_internal_error("escape")
    elif why == passthrough.BACKGROUND:
        try:
            from shim import bgfollow
            bgfollow.start(env)
        except BaseException:
            _log_internal_error("bg-follow")
    _exec(real, bargs, env)


def main_codex(argv0: str, args: list[str]) -> None:
    """Entry for the `codex` name: the same pass-through, exec in place and loop
    break as `claude`; only the tables and the watcher are Codex's."""
    bargs = [os.fsencode(a) for a in args]
    try:
        env = environ.original()
    except Exception:
        env = dict(os.environb)
    try:
        real = resolve.find_real(env, _shim_files(os.fsencode(argv0)), resolve.CODEX)
    except resolve.ResolveError as exc:
        sys.stderr.write(str(exc) + "\n")
        sys.stderr.flush()
        os._exit(exc.code)
    try:
        from shim import codex_passthrough
        why = codex_passthrough.reason(bargs, env)
        escape = why == passthrough.INSIDE and codex_passthrough.persons_escape(bargs, env)
    except Exception:
        _log_internal_error("codex-passthrough")
        why, escape = "internal error", False
    if why is None or escape:
        try:
            from shim import codex_watch
            codex_watch.start(bargs, env, escape=escape)
        except BaseException:
            _log_internal_error("codex-watcher")
    _exec(real, bargs, env)
