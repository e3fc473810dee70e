"""The one table of invocations that write no transcript, and why a run is passed through."""
from __future__ import annotations

import re
import subprocess

import pytest

from shim import passthrough
from tests.harness.claude import require_real_claude


def b(*args: str) -> list[bytes]:
    return [a.encode() for a in args]


@pytest.mark.parametrize("args", [
    ("--version",), ("-v",), ("--help",), ("-h",), ("mcp", "list"), ("doctor",), ("update",),
    ("plugin", "install", "x"), ("--model", "opus", "mcp"), ("-p", "--no-session-persistence", "hi"),
    ("--bg", "fix it"), ("--model=opus", "config"), ("setup-token",), ("stop", "abc"), ("kill", "abc"),
])
def test_writes_no_transcript(args) -> None:
    assert passthrough.writes_no_transcript(b(*args))


@pytest.mark.parametrize("args", [
    (), ("hi",), ("-p", "hi"), ("--model", "mcp"), ("--model", "mcp", "hello"), ("--", "--version"),
    ("--resume", "1b4e28ba-2fa1-11d2-883f-0016d3cca427"), ("-c",), ("mcpx",), ("\xff",),
    ("--session-id", "doctor"),
])
def test_starts_a_session(args) -> None:
    assert not passthrough.writes_no_transcript(b(*args) if args != ("\xff",) else [b"\xff"])


def test_reasons() -> None:
    assert passthrough.reason(b("hi"), {}) is None
    assert passthrough.reason(b("hi"), {b"CLAUDE_DISTILL_INSIDE": b"1"}) == "CLAUDE_DISTILL_INSIDE=1"
    assert passthrough.reason(b("hi"), {b"CLAUDE_DISTILL_DISABLE": b"1"}) == "CLAUDE_DISTILL_DISABLE=1"
    assert passthrough.reason(b("hi"), {b"CLAUDE_DISTILL_CHILD": b"1"}) == "CLAUDE_DISTILL_CHILD=1"
    assert passthrough.reason(b("--version"), {}) == "writes no transcript"
    nested = {b"CLAUDECODE": b"1"}
    assert passthrough.reason(b("hi"), nested, analyse_nested=False).startswith("nested")
    assert passthrough.reason(b("hi"), nested, analyse_nested=True) is None


def test_inside_always_passes_through() -> None:
    """CLAUDE_DISTILL_INSIDE=1 means one thing: pass straight through, whatever else is set."""
    env = {b"CLAUDE_DISTILL_INSIDE": b"1"}
    for extra in ({}, {b"CLAUDECODE": b"1"}):
        for nested in (False, True, None):
            assert passthrough.reason(b("hi"), {**env, **extra}, analyse_nested=nested) == "CLAUDE_DISTILL_INSIDE=1"


def test_inside_never_reads_the_config(monkeypatch) -> None:
    monkeypatch.setattr(passthrough, "analyse_nested_from_config", lambda env: pytest.fail("config read"))
    env = {b"CLAUDE_DISTILL_INSIDE": b"1", b"CLAUDECODE": b"1", b"CLAUDE_DISTILL_ANALYSE_NESTED": b"1"}
    assert passthrough.reason(b("hi"), env) == "CLAUDE_DISTILL_INSIDE=1"


def test_analyse_nested_decides_for_a_session_the_shim_did_not_wrap() -> None:
    """CLAUDECODE=1 alone: a claude inside, say, an IDE panel's session."""
    env = {b"CLAUDECODE": b"1"}
    assert passthrough.reason(b("hi"), env, analyse_nested=False).startswith("nested")
    assert passthrough.reason(b("hi"), env, analyse_nested=True) is None
    # Our own analysis runs never are.
    assert passthrough.reason(b("hi"), {**env, b"CLAUDE_DISTILL_CHILD": b"1"}, analyse_nested=True)


def test_analyse_nested_read_from_config_only_when_nested(tmp_path, monkeypatch) -> None:
    calls = []
    monkeypatch.setattr(passthrough, "analyse_nested_from_config", lambda env: calls.append(env) or True)
    passthrough.reason(b("hi"), {})
    passthrough.reason(b("--version"), {b"CLAUDECODE": b"1"})
    assert calls == []
    assert passthrough.reason(b("hi"), {b"CLAUDECODE": b"1"}) is None and len(calls) == 1


def _help_commands(text: str) -> set[str]:
    names: set[str] = set()
    section = text.split("\nCommands:\n", 1)[1]
    for line in section.splitlines():
        m = re.match(r"^  (\S+)", line)
        if m:
            names.update(m.group(1).split("|"))
    return names


def _help_value_options(text: str) -> set[str]:
    """Options listed with a required value: `--model <model>`, `--allowedTools, --allowed-tools <tools...>`."""
    opts: set[str] = set()
    section = text.split("\nOptions:\n", 1)[1].split("\nCommands:\n", 1)[0]
    for line in section.splitlines():
        m = re.match(r"^  ((?:-\w, )?--[\w-]+(?:, --[\w-]+)*)(?: ([<\[])[^>\]]+[>\]])?(?:, (--[\w-]+))?", line)
        if m and m.group(2) == "<":  # `[value]` is optional and not consumed reliably
            opts.update(re.findall(r"--?[\w-]+", m.group(1)))
            if m.group(3):
                opts.add(m.group(3))
    return opts


def _help_variants(text: str) -> dict[str, str]:
    """Options the help names only in prose as `--system-prompt[-file]`: variant -> option."""
    return {base + suffix: base for base, suffix in re.findall(r"(--[\w-]+)\[(-[\w-]+)\]", text)}


def _real_help() -> str:
    real = require_real_claude()
    return subprocess.run([real, "--help"], capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "HOME": "/nonexistent",
                               "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1"}).stdout


# Subcommands kept for older releases that still accept them (hidden from 2.1.332's help).
LEGACY_SUBCOMMANDS = {"config"}


@pytest.mark.realclaude
def test_table_matches_the_real_binary_help() -> None:
    text = _real_help()
    commands = _help_commands(text)
    assert commands, text
    assert commands - set(passthrough.SUBCOMMANDS) == set(), "subcommands missing from the table"
    assert set(passthrough.SUBCOMMANDS) - commands <= LEGACY_SUBCOMMANDS
    value_opts = {o for o in _help_value_options(text)}
    missing = {o for o in value_opts if o.encode() not in passthrough.VALUE_OPTIONS}
    assert missing == set(), f"options with a required value missing from VALUE_OPTIONS: {missing}"


@pytest.mark.realclaude
def test_value_options_are_options_of_the_real_binary() -> None:
    """Every option the table says takes a value is one the real binary lists with a required value
    (or names in prose as a `[-file]` variant of one), spelled as `claude --help` spells it."""
    text = _real_help()
    value_opts = _help_value_options(text)
    assert {"--model", "--allowedTools", "--allowed-tools", "-n", "--name"} <= value_opts, value_opts
    variants = {v for v, base in _help_variants(text).items() if base in value_opts}
    unknown = {o.decode() for o in passthrough.VALUE_OPTIONS} - value_opts - variants
    assert unknown == set(), f"VALUE_OPTIONS the real binary does not list with a required value: {unknown}"
