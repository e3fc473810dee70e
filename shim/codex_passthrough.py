"""Which `codex` invocations write no session rollout of their own.

Passed straight to the real binary, like `claude`'s table in shim/passthrough.py.
Taken from `codex --help` and `codex exec --help` of Codex CLI 0.171.0;
tests/test_codex_shim.py checks them against the installed binary's help. The
environment rules (CLAUDE_DISTILL_INSIDE=1 passes through, the escape hatch, the
distiller's own children) are the same as for `claude`."""
from shim import passthrough

# Subcommands that manage things and record no conversation in this process.
SUBCOMMANDS = frozenset({
    "login", "logout", "mcp", "plugin", "app-server", "remote-control", "completion", "update",
    "doctor", "sandbox", "debug", "apply", "a", "queue", "archive", "delete", "migrate-rollouts",
    "migrate-nfs-db", "unarchive", "cloud", "exec-server", "features", "help", "mcp-server",
})
# Flags after which nothing is recorded by this process: help, version, a session that
# is not persisted (`exec --ephemeral`), a TUI attached to a remote app server (the
# server records the session, not this process).
FLAGS = frozenset({b"--version", b"-V", b"--help", b"-h", b"--ephemeral", b"--remote"})
VALUE_OPTIONS = frozenset({
    b"-c", b"--config", b"--enable", b"--disable", b"--remote-auth-token-env", b"-i", b"--image",
    b"-m", b"--model", b"--local-provider", b"-p", b"--profile", b"-s", b"--sandbox", b"-C", b"--cd",
    b"--add-dir", b"-a", b"--ask-for-approval", b"--thread-source", b"--cyber-access-program",
    b"--output-schema", b"--color", b"-o", b"--output-last-message",
})
# Subcommands after which the same options may follow (`codex exec --json …`, `codex exec resume …`).
SESSION_SUBCOMMANDS = frozenset({"exec", "e", "review", "resume", "fork", "agents"})


def decides(args: list[bytes]) -> str:
    """"session" or "none", from the arguments."""
    return passthrough.first_decision(args, FLAGS, VALUE_OPTIONS, SUBCOMMANDS,
                                      session_subcommands=SESSION_SUBCOMMANDS)


def reason(args: list[bytes], env: dict[bytes, bytes]) -> str | None:
    """Why to pass straight through, or None to wrap the session."""
    if env.get(b"CLAUDE_DISTILL_INSIDE") == b"1":
        return passthrough.INSIDE
    if env.get(b"CLAUDE_DISTILL_DISABLE") == b"1":
        return "CLAUDE_DISTILL_DISABLE=1"
    if env.get(b"CLAUDE_DISTILL_CHILD") == b"1":
        return "CLAUDE_DISTILL_CHILD=1"
    if decides(args) == "none":
        return "writes no rollout"
    if env.get(b"CLAUDECODE") == b"1" and not passthrough.analyse_nested_from_config(env):
        return "nested in a Claude Code session (CLAUDECODE=1)"
    return None


def persons_escape(args: list[bytes], env: dict[bytes, bytes]) -> bool:
    """A person's `CLAUDE_DISTILL_INSIDE=1 codex …` that records a session: left alone."""
    return (env.get(b"CLAUDECODE") != b"1" and env.get(b"CLAUDE_DISTILL_CHILD") != b"1"
            and decides(args) == "session")


def resume_ids(args: list[str]) -> list[str]:
    """Session ids named by `resume <id>` / `exec resume <id>` / `fork <id>`."""
    out = []
    for i, arg in enumerate(args[:-1]):
        if arg in ("resume", "fork") and not args[i + 1].startswith("-"):
            out.append(args[i + 1])
    return out


def cd_of(args: list[str], cwd: str | None) -> str | None:
    """The folder the session runs in: `-C DIR` / `--cd DIR` / `--cd=DIR` (relative to the start folder)."""
    import os
    for i, arg in enumerate(args):
        value = None
        if arg in ("-C", "--cd") and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith("--cd="):
            value = arg[len("--cd="):]
        if value:
            return os.path.normpath(os.path.join(cwd or "/", os.path.expanduser(value)))
    return cwd
