"""Helpers to run the real Claude Code CLI in isolation against the fake API.

* :func:`real_claude_path` / :func:`require_real_claude` locate the binary.
* :func:`make_claude_home` builds a throw-away HOME whose ``.claude.json``
  pre-answers every first-run question (onboarding, API-key approval,
  workspace trust), and returns a clean environment for the CLI.
* :func:`run_print` runs ``claude -p``.
* :class:`TmuxClaude` drives an interactive session in a private tmux server.
* :func:`find_transcripts` / :func:`read_jsonl` read what the CLI wrote.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from core import procs

__all__ = [
    "DEFAULT_ALLOWED_TOOLS",
    "DEFAULT_CLAUDE_CACHE_PATH",
    "ENV_VAR",
    "FAKE_API_KEY",
    "TmuxClaude",
    "claude_config_dir",
    "find_session_files",
    "find_transcripts",
    "make_claude_home",
    "permission_args",
    "print_command",
    "read_jsonl",
    "real_claude_path",
    "require_real_claude",
    "run_print",
    "wait_until",
]

ENV_VAR = "CLAUDE_DISTILL_TEST_CLAUDE"
_CACHE_SUBPATH = "claude-distill-ci/claude-code-2.1.332/node_modules/.bin/claude"
# Where .ci/run installs the pinned Claude Code: ${XDG_CACHE_HOME:-~/.cache}/...
DEFAULT_CLAUDE_CACHE_PATH = (
    Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / _CACHE_SUBPATH
)
# Claude Code remembers an approved key by its last 20 characters.
FAKE_API_KEY = "sk-ant-api03-fake-claude-distill-test-key-0000000000000000AA"
DEFAULT_ALLOWED_TOOLS = "Bash,Read,Write,Edit"

# Variables copied from the caller's environment into the isolated one.
_PASSTHROUGH = ("PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "USER", "LOGNAME", "SHELL", "TMPDIR")
# Everything else (CLAUDECODE, CLAUDE_CODE_*, CLAUDE_DISTILL_*, ANTHROPIC_*,
# CLAUDE_CONFIG_DIR, TMUX, XDG_*...) is left out.


# ---------------------------------------------------------------------------
# Locating the binary
# ---------------------------------------------------------------------------


def real_claude_path() -> str | None:
    """Absolute path of the real Claude Code binary, or None if not installed.

    ``$CLAUDE_DISTILL_TEST_CLAUDE`` wins; otherwise the CI cache path is used.
    """
    candidates = []
    if os.environ.get(ENV_VAR):
        candidates.append(Path(os.environ[ENV_VAR]).expanduser())
    candidates.append(DEFAULT_CLAUDE_CACHE_PATH)
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate.absolute())
    return None


def require_real_claude() -> str:
    """Path of the real binary; fails the test under ``CI=true``, skips otherwise."""
    import pytest

    path = real_claude_path()
    if path:
        return path
    reason = (
        f"real Claude Code not found (set {ENV_VAR} or install it at "
        f"{DEFAULT_CLAUDE_CACHE_PATH})"
    )
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason)
    raise AssertionError("unreachable")


# ---------------------------------------------------------------------------
# Isolated HOME
# ---------------------------------------------------------------------------


def _key_suffix(api_key: str) -> str:
    return api_key[-20:]


def make_claude_home(
    tmp_path: str | os.PathLike,
    api_url: str,
    project_dirs: Iterable[str | os.PathLike] = (),
    *,
    config_dir: str | os.PathLike | bool | None = None,
    api_key: str = FAKE_API_KEY,
    settings: Mapping | None = None,
    extra_env: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """Create ``<tmp_path>/home`` ready for Claude Code and return its environment.

    ``.claude.json`` (in ``$HOME`` or, if ``config_dir`` is given, in
    ``$CLAUDE_CONFIG_DIR``) marks onboarding done, approves ``api_key`` and
    trusts each of ``project_dirs`` (both as given and resolved), so an
    interactive session goes straight to the prompt.

    ``config_dir``: None/False leaves ``CLAUDE_CONFIG_DIR`` unset (``~/.claude``);
    True uses ``<tmp_path>/claude-config``; a path uses that path.
    ``settings`` is written to ``<config>/settings.json`` if given.
    The returned env has no inherited ``CLAUDECODE``/``CLAUDE_CODE_*``/
    ``CLAUDE_DISTILL_*``/``ANTHROPIC_*`` variables; ``extra_env`` is applied last.
    """
    tmp_path = Path(tmp_path)
    home = tmp_path / "home"
    home.mkdir(parents=True, exist_ok=True)
    if config_dir is True:
        cfg = tmp_path / "claude-config"
    elif config_dir:
        cfg = Path(config_dir)
    else:
        cfg = None
    claude_dir = cfg if cfg is not None else home / ".claude"
    claude_dir.mkdir(parents=True, exist_ok=True)
    state_file = (cfg / ".claude.json") if cfg is not None else (home / ".claude.json")

    projects: dict[str, dict] = {}
    for directory in project_dirs:
        for variant in {str(Path(directory).absolute()), os.path.realpath(directory)}:
            projects[variant] = {
                "hasTrustDialogAccepted": True,
                "hasCompletedProjectOnboarding": True,
                "projectOnboardingSeenCount": 1,
                "allowedTools": [],
            }
    state = {
        "hasCompletedOnboarding": True,
        "lastOnboardingVersion": "2.1.332",
        "numStartups": 1,
        "customApiKeyResponses": {"approved": [_key_suffix(api_key)], "rejected": []},
        "projects": projects,
    }
    state_file.write_text(json.dumps(state, indent=2) + "\n", encoding="utf-8")
    if settings is not None:
        (claude_dir / "settings.json").write_text(json.dumps(settings, indent=2) + "\n")

    env: dict[str, str] = {}
    for name in _PASSTHROUGH:
        if os.environ.get(name):
            env[name] = os.environ[name]
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env.setdefault("SHELL", shutil.which("bash") or "/bin/sh")
    env.setdefault("LANG", "C.UTF-8")
    env.update(
        {
            "HOME": str(home),
            "TERM": "xterm-256color",
            "ANTHROPIC_BASE_URL": api_url,
            "ANTHROPIC_API_KEY": api_key,
            "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
            "DISABLE_AUTOUPDATER": "1",
        }
    )
    if cfg is not None:
        env["CLAUDE_CONFIG_DIR"] = str(cfg)
    env.update(extra_env or {})
    return env


def claude_config_dir(env: Mapping[str, str]) -> Path:
    """The config dir an env makes Claude Code use (``$CLAUDE_CONFIG_DIR`` or ``~/.claude``)."""
    if env.get("CLAUDE_CONFIG_DIR"):
        return Path(env["CLAUDE_CONFIG_DIR"])
    return Path(env["HOME"]) / ".claude"


# ---------------------------------------------------------------------------
# Non-interactive runs
# ---------------------------------------------------------------------------


def permission_args(
    allowed_tools: str | Sequence[str] | None = DEFAULT_ALLOWED_TOOLS,
    permission_mode: str | None = "acceptEdits",
) -> list[str]:
    """CLI flags that let tools run without prompting."""
    args: list[str] = []
    if allowed_tools:
        if not isinstance(allowed_tools, str):
            allowed_tools = ",".join(allowed_tools)
        args += ["--allowedTools", allowed_tools]
    if permission_mode:
        args += ["--permission-mode", permission_mode]
    return args


def print_command(
    claude_path: str, prompt: str, extra_args: Sequence[str] = (), **perm: object
) -> list[str]:
    """argv for ``claude -p <prompt>`` with the permission flags."""
    return [str(claude_path), "-p", prompt, *permission_args(**perm), *extra_args]  # type: ignore[arg-type]


def run_print(
    claude_path: str,
    prompt: str,
    env: Mapping[str, str],
    cwd: str | os.PathLike,
    extra_args: Sequence[str] = (),
    *,
    timeout: float = 60,
    allowed_tools: str | Sequence[str] | None = DEFAULT_ALLOWED_TOOLS,
    permission_mode: str | None = "acceptEdits",
) -> subprocess.CompletedProcess[str]:
    """Run ``claude -p prompt`` and return the finished process (text output)."""
    argv = print_command(
        claude_path, prompt, extra_args, allowed_tools=allowed_tools, permission_mode=permission_mode
    )
    return subprocess.run(
        argv,
        env=dict(env),
        cwd=str(cwd),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


# ---------------------------------------------------------------------------
# Polling
# ---------------------------------------------------------------------------


def wait_until(predicate, timeout: float = 30, interval: float = 0.05, message: str = ""):
    """Poll ``predicate()`` until it returns something truthy; return it.

    Raises ``TimeoutError`` after ``timeout`` seconds.
    """
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise TimeoutError(message or f"condition not met within {timeout}s")
        time.sleep(interval)


# ---------------------------------------------------------------------------
# Interactive runs in tmux
# ---------------------------------------------------------------------------


class TmuxClaude:
    """An interactive ``claude`` in a detached session of a private tmux server.

    The server listens on a private socket inside a fresh temporary directory
    (``tmux -S <tmpdir>/socket``, removed by :meth:`kill`) and reads an empty
    config, so a user's tmux is never touched. ``claude`` runs under a small ``sh``
    wrapper that writes its exit status to a file (tmux 3.3 does not reliably
    report ``#{pane_dead_status}`` for this binary); the pane is kept after
    exit (``remain-on-exit``) so the final screen can still be read.
    Use as a context manager, or call :meth:`kill`.
    """

    _WRAPPER = 'f=$1; shift; "$@"; rc=$?; echo "$rc" > "$f.tmp"; mv "$f.tmp" "$f"; exit "$rc"'

    def __init__(
        self,
        claude_path: str,
        env: Mapping[str, str],
        cwd: str | os.PathLike,
        args: Sequence[str] | None = None,
        *,
        width: int = 120,
        height: int = 40,
    ):
        if shutil.which("tmux") is None:
            raise RuntimeError("tmux is not installed")
        self.claude_path = str(claude_path)
        self.env = dict(env)
        self.cwd = str(cwd)
        self.args = list(permission_args() if args is None else args)
        self.width = width
        self.height = height
        self.target = "claude"
        self.pid: int | None = None  # the claude process
        self.shell_pid: int | None = None  # the sh wrapper (the pane's process)
        self._dir: Path | None = None
        self._started = False

    # -- tmux plumbing ----------------------------------------------------

    @property
    def socket(self) -> Path | None:
        """Path of the private tmux server socket."""
        return self._dir / "socket" if self._dir else None

    @property
    def _conf(self) -> Path | None:
        return self._dir / "tmux.conf" if self._dir else None

    @property
    def status_file(self) -> Path | None:
        """File the wrapper writes the exit status to."""
        return self._dir / "exit-status" if self._dir else None

    def _tmux_env(self) -> dict[str, str]:
        env = {k: v for k, v in self.env.items() if k not in ("TMUX", "TMUX_PANE")}
        env.setdefault("TERM", "xterm-256color")
        return env

    def tmux(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        """Run a tmux command against this private server."""
        if self._dir is None:
            raise RuntimeError("tmux session not started")
        cmd = ["tmux", "-S", str(self.socket), "-f", str(self._conf)]
        return subprocess.run(
            cmd + list(args), env=self._tmux_env(), capture_output=True, text=True,
            check=check, timeout=30,
        )

    # -- lifecycle --------------------------------------------------------

    def start(self, timeout: float = 30) -> "TmuxClaude":
        """Start the tmux server with ``claude`` running in its only pane."""
        if self._started:
            return self
        # Short fixed prefix: a unix socket path must stay under ~100 bytes.
        base = tempfile.gettempdir()
        self._dir = Path(tempfile.mkdtemp(prefix="cdtmux-", dir=base if len(base) <= 40 else "/tmp"))
        # Read when the server starts, i.e. before the command can exit.
        self._conf.write_text(
            "set -g remain-on-exit on\n"
            "set -g status off\n"
            "set -g history-limit 20000\n"
            "set -g default-terminal xterm-256color\n"
        )
        self._started = True
        try:
            self.tmux(
                "new-session", "-d", "-s", self.target,
                "-x", str(self.width), "-y", str(self.height), "-c", self.cwd,
                "sh", "-c", self._WRAPPER, "sh", str(self.status_file),
                self.claude_path, *self.args,
            )
            pane = self.tmux("display-message", "-p", "-t", self.target, "#{pane_pid}").stdout
            self.shell_pid = int(pane.strip())
            self.pid = wait_until(
                lambda: _first_child(self.shell_pid) or self.status_file.exists(),
                timeout=timeout, message="claude did not start in tmux",
            )
            if self.pid is True:  # exited before its pid could be read
                self.pid = None
        except BaseException:
            self.kill()
            raise
        return self

    def __enter__(self) -> "TmuxClaude":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.kill()

    def kill(self) -> None:
        """Kill the tmux server (and with it the CLI) and clean up; idempotent."""
        if not self._started:
            return
        self._started = False
        self.tmux("kill-server", check=False)
        for pid in (self.pid, self.shell_pid):
            if pid is None:
                continue
            try:
                wait_until(lambda: not procs.owner_alive(pid, None), timeout=10)
            except TimeoutError:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
        if self._dir is not None:
            shutil.rmtree(self._dir, ignore_errors=True)

    # -- state ------------------------------------------------------------

    def exit_status(self) -> int | None:
        """Exit status of ``claude`` (128+N after signal N), or None while it runs."""
        try:
            text = self.status_file.read_text().strip() if self.status_file else ""
        except FileNotFoundError:
            return None
        return int(text) if text.lstrip("-").isdigit() else None

    def is_running(self) -> bool:
        return self._started and self.exit_status() is None

    def screen(self, history: bool = True) -> str:
        """Current pane text (wrapped lines joined; with scrollback if ``history``)."""
        args = ["capture-pane", "-p", "-J", "-t", self.target]
        if history:
            args += ["-S", "-"]
        return self.tmux(*args, check=False).stdout

    # -- input ------------------------------------------------------------

    def send(self, text: str) -> None:
        """Type ``text`` literally (no Enter)."""
        self.tmux("send-keys", "-t", self.target, "-l", text)

    def send_keys(self, *keys: str) -> None:
        """Send tmux key names, e.g. ``send_keys("Enter")`` or ``send_keys("C-c")``."""
        self.tmux("send-keys", "-t", self.target, *keys)

    def submit(self, text: str, timeout: float = 30) -> None:
        """Type ``text``, wait until it is echoed on screen, then press Enter.

        Waiting for the echo keeps Enter from being taken as part of a paste.
        """
        pattern = re.compile(re.escape(text))
        before = len(pattern.findall(self.screen()))
        self.send(text)
        wait_until(
            lambda: len(pattern.findall(self.screen())) > before,
            timeout=timeout,
            message=f"typed text {text!r} never appeared on screen",
        )
        self.send_keys("Enter")

    # -- waiting ----------------------------------------------------------

    def wait_for(
        self, pattern: str | re.Pattern, timeout: float = 30, history: bool = True
    ) -> re.Match:
        """Poll the pane until ``pattern`` matches; return the match.

        Raises ``TimeoutError`` (with the screen) on timeout, or
        ``RuntimeError`` if the CLI exits first without matching.
        """
        regex = re.compile(pattern) if isinstance(pattern, str) else pattern
        deadline = time.monotonic() + timeout
        while True:
            status = self.exit_status()
            text = self.screen(history)
            match = regex.search(text)
            if match:
                return match
            if status is not None:
                raise RuntimeError(
                    f"claude exited (status {status}) before {regex.pattern!r} appeared:\n{text}"
                )
            if time.monotonic() >= deadline:
                raise TimeoutError(f"{regex.pattern!r} not on screen after {timeout}s:\n{text}")
            time.sleep(0.1)

    def wait_exit(self, timeout: float = 30) -> int:
        """Wait until the CLI exits; return its exit status (128+N for signal N)."""
        try:
            wait_until(lambda: self.exit_status() is not None, timeout=timeout, interval=0.1)
        except TimeoutError:
            raise TimeoutError(
                f"claude still running after {timeout}s:\n{self.screen()}"
            ) from None
        return self.exit_status()  # type: ignore[return-value]

    def command_line(self) -> str:
        """The command run in the pane, shell-quoted (for messages)."""
        return shlex.join([self.claude_path, *self.args])


def _first_child(pid: int | None) -> int | None:
    """Pid of the first child of ``pid`` (Linux ``/proc``), if any."""
    if pid is None:
        return None
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return None
    return int(children[0]) if children else None


# ---------------------------------------------------------------------------
# Reading what the CLI wrote
# ---------------------------------------------------------------------------


def _config_root(home_or_config_dir: str | os.PathLike) -> Path:
    root = Path(home_or_config_dir)
    if (root / "projects").is_dir() or (root / "sessions").is_dir():
        return root
    if (root / ".claude").is_dir():
        return root / ".claude"
    return root


def find_transcripts(
    home_or_config_dir: str | os.PathLike, *, include_subagents: bool = False
) -> list[Path]:
    """Transcript files under ``<config>/projects``, oldest first.

    Accepts a HOME (uses ``~/.claude``) or a config dir (has ``projects/``).
    Subagent sidechains (``<sid>/subagents/agent-*.jsonl``) only on request.
    """
    projects = _config_root(home_or_config_dir) / "projects"
    if not projects.is_dir():
        return []
    found = list(projects.glob("*/*.jsonl"))
    if include_subagents:
        found += list(projects.glob("*/*/subagents/*.jsonl"))
    return sorted(found, key=lambda p: (p.stat().st_mtime, str(p)))


def find_session_files(home_or_config_dir: str | os.PathLike) -> list[Path]:
    """``<config>/sessions/<pid>.json`` files (the ``.key`` siblings excluded)."""
    sessions = _config_root(home_or_config_dir) / "sessions"
    if not sessions.is_dir():
        return []
    return sorted(p for p in sessions.glob("*.json") if p.stem.isdigit())


def read_json(path: str | os.PathLike) -> dict | None:
    """A JSON object file's record, or None while it is missing or half written (Claude Code writes
    ``sessions/<pid>.json`` in place: a read at that moment sees an empty or cut file)."""
    try:
        record = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return record if isinstance(record, dict) else None


def read_jsonl(path: str | os.PathLike) -> list[dict]:
    """Records of a JSONL file; blank, broken, truncated or non-object lines are skipped."""
    records: list[dict] = []
    with open(path, "rb") as fh:
        for raw in fh:
            line = raw.strip()
            if not line:
                continue
            try:
                record = json.loads(line.decode("utf-8", errors="replace"))
            except ValueError:
                continue
            if isinstance(record, dict):
                records.append(record)
    return records
