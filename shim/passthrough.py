"""Which `claude` invocations write no session transcript of their own.

These are passed straight to the real binary: no watcher, nothing imported.
The tables are taken from `claude --help` of Claude Code 2.1.332 and kept in
this one place; tests/test_passthrough.py checks them against the
installed binary's help so a new release cannot drift silently."""
# Subcommands: manage things, never start a conversation with a transcript.
SUBCOMMANDS = frozenset({
    "agents", "attach", "auth", "auto-mode", "config", "doctor", "gateway", "import",
    "install", "kill", "logs", "mcp", "plugin", "plugins", "purge", "respawn", "rm",
    "setup-token", "stop", "ultrareview", "update", "upgrade",
})

# Flags after which nothing is recorded by this process.
FLAGS = frozenset({
    b"--version", b"-v", b"--help", b"-h", b"--no-session-persistence",
})
# Flags that hand the session to Claude Code's daemon: this process returns at
# once and writes nothing; the session is followed through its job state
# (shim/bgfollow.py) instead of this process being watched.
BACKGROUND_FLAGS = frozenset({b"--bg", b"--background"})
BACKGROUND = "background session"
INSIDE = "CLAUDE_DISTILL_INSIDE=1"

# Options that take a required value, so their value is not mistaken for a
# subcommand (`claude --model mcp` is a session, not `claude mcp`).
VALUE_OPTIONS = frozenset({
    b"--add-dir", b"--agent", b"--agents", b"--allowedTools", b"--allowed-tools",
    b"--append-system-prompt", b"--append-system-prompt-file", b"--autocompact", b"--betas",
    b"--debug-file", b"--disallowedTools", b"--disallowed-tools", b"--effort",
    b"--environment", b"--fallback-model", b"--file", b"--input-format", b"--json-schema",
    b"--max-budget-usd", b"--mcp-config", b"--model", b"-n", b"--name",
    b"--output-format", b"--permission-mode", b"--permission-prompts", b"--plugin-dir",
    b"--plugin-url", b"--remote-control-session-name-prefix", b"--session-id",
    b"--setting-sources", b"--settings", b"--system-prompt", b"--system-prompt-file",
    b"--system-prompt-snapshot", b"--tools",
})


def writes_no_transcript(args: list[bytes]) -> bool:
    """True when this argument list cannot start a recorded session of its own."""
    return _decides(args) != "session"


def _decides(args: list[bytes]) -> str:
    """"session", "none" (nothing recorded) or "background" (`--bg`), from the
    first argument that decides."""
    return first_decision(args, FLAGS, VALUE_OPTIONS, SUBCOMMANDS, background=BACKGROUND_FLAGS)


def first_decision(args: list[bytes], flags: frozenset[bytes], value_options: frozenset[bytes],
                   subcommands: frozenset[str], *, background: frozenset[bytes] = frozenset(),
                   session_subcommands: frozenset[str] = frozenset()) -> str:
    """The first argument that decides, for either agent's tables: a flag after which nothing is
    recorded ("none"), a background flag ("background"), a subcommand that records nothing
    ("none"), or a prompt or session subcommand ("session"; `session_subcommands` let the
    options after them decide, as in `codex exec --help`)."""
    expect_value = False
    for arg in args:
        if expect_value:
            expect_value = False
            continue
        if arg == b"--":
            return "session"
        if arg.startswith(b"-"):
            name = arg.split(b"=", 1)[0]
            if name in flags:
                return "none"
            if name in background:
                return "background"
            if name in value_options and b"=" not in arg:
                expect_value = True
            continue
        try:
            word = arg.decode("ascii")
        except UnicodeDecodeError:
            return "session"
        if word in subcommands:
            return "none"
        if word in session_subcommands:
            continue
        return "session"
    return "session"


def reason(args: list[bytes], env: dict[bytes, bytes], analyse_nested: bool | None = None) -> str | None:
    """Why to pass straight through, or None to wrap the session.

    CLAUDE_DISTILL_INSIDE=1 means one thing only: pass straight through. The
    shim sets it for the real binary, so it marks every claude started below a
    wrapped one (a wrapper script, a Bash tool, a nested session: those are
    left to the sweep), and `CLAUDE_DISTILL_INSIDE=1 claude` is the escape
    hatch. `analyse_nested` decides only for a claude started inside a Claude
    Code session the shim did not wrap (CLAUDECODE=1 alone: an IDE panel's
    session); it is read from config only when it matters, so the common path
    never parses a TOML file."""
    if env.get(b"CLAUDE_DISTILL_INSIDE") == b"1":
        return INSIDE
    if env.get(b"CLAUDE_DISTILL_DISABLE") == b"1":
        return "CLAUDE_DISTILL_DISABLE=1"
    if env.get(b"CLAUDE_DISTILL_CHILD") == b"1":
        return "CLAUDE_DISTILL_CHILD=1"
    decided = _decides(args)
    if decided == "background":
        return BACKGROUND
    if decided == "none":
        return "writes no transcript"
    if env.get(b"CLAUDECODE") == b"1":
        if analyse_nested is None:
            analyse_nested = analyse_nested_from_config(env)
        if not analyse_nested:
            return "nested in a Claude Code session (CLAUDECODE=1)"
    return None


def persons_escape(args: list[bytes], env: dict[bytes, bytes]) -> bool:
    """A pass-through for CLAUDE_DISTILL_INSIDE=1 that a person asked for: a
    session that writes a transcript, started outside any Claude Code session
    (claude sets CLAUDECODE=1 for everything below it, a wrapped one included)
    and not by the distiller (CLAUDE_DISTILL_CHILD=1). Its session is recorded
    as left alone so no sweep analyses it; everything else that carries the
    variable is a claude below a wrapped one and stays the sweep's.
    (A wrapper script of claude that runs `claude` again has neither variable;
    the helper tells it apart by a watched ancestor, off the start path.)"""
    return (env.get(b"CLAUDECODE") != b"1" and env.get(b"CLAUDE_DISTILL_CHILD") != b"1"
            and _decides(args) == "session")


def analyse_nested_from_config(env: dict[bytes, bytes]) -> bool:
    try:
        import sys
        if sys.flags.no_site:
            import site
            site.main()
        from core import config
        text_env = {k.decode("utf-8", "surrogateescape"): v.decode("utf-8", "surrogateescape")
                    for k, v in env.items()}
        return bool(config.load(env=text_env).get("analyse_nested"))
    except Exception:
        return False
