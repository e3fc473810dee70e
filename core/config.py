"""Settings with one precedence everywhere: flag > CLAUDE_DISTILL_* env > config file > default.

Every setting is declared once in SETTINGS with its type, default and a line of
help, so `config list`, validation and the environment mapping cannot drift.
A key `a.b` lives in the TOML table `[a]` as `b`, and its environment variable is
`CLAUDE_DISTILL_A_B`."""
from __future__ import annotations

import math
import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping

from core import paths
from core.errors import UserError


@dataclass(frozen=True)
class Setting:
    key: str
    type: str  # bool | int | float | str | list | choice
    default: Any
    help: str
    choices: tuple[str, ...] = ()
    secret: bool = False  # never printed: outputs say only whether it is set and where from
    wins_env: str = ""  # a variable outside our prefix that, when set, wins (OPENAI_API_KEY)

    @property
    def env_var(self) -> str:
        return "CLAUDE_DISTILL_" + self.key.upper().replace(".", "_").replace("-", "_")


def _s(key: str, type_: str, default: Any, help_: str, choices: tuple[str, ...] = (),
       *, secret: bool = False, wins_env: str = "") -> Setting:
    return Setting(key, type_, default, help_, choices, secret, wins_env)


SETTINGS: dict[str, Setting] = {s.key: s for s in [
    # shim
    _s("analyse_nested", "bool", False,
       "Also wrap `claude` started inside a Claude Code session the shim did not wrap (CLAUDECODE=1)."),
    # distiller
    _s("backend", "choice", "auto", "Model backend: auto picks claude, then api, then codex, then offline.",
       ("auto", "claude", "api", "codex", "openai", "offline")),
    _s("lang", "choice", "auto", "Language of written entries.", ("auto", "en", "ko")),
    _s("exclude", "list", [], "Folders whose sessions are never analysed."),
    _s("skip_print_mode", "bool", False, "Do not analyse `claude -p` sessions."),
    _s("slice.max_turns", "int", 120, "Most turns kept in a slice: episodes first, then the most recent."),
    _s("slice.max_chars", "int", 85000, "Most characters kept in a slice."),
    _s("gate1.min_turns", "int", 4, "Fewer conversation turns than this: nothing to learn."),
    _s("gate1.require_tool_use", "bool", True, "Sessions without any tool call stop at gate 1."),
    _s("gate1.require_signal", "bool", True,
       "Sessions without an error signal or a user correction stop at gate 1."),
    _s("gate2.enabled", "bool", True, "Ask a cheap model yes/no before extracting."),
    _s("gate2.continue_on_error", "bool", True, "Extract anyway when the gate-2 call fails."),
    _s("gate2.max_claude_tokens", "int", 8000,
       "Run gate 2 through the claude backend only if its request stays under this many input tokens."),
    _s("claude.model", "str", "sonnet", "Model for extraction with the claude backend."),
    _s("claude.gate_model", "str", "haiku", "Model for gate 2 with the claude backend."),
    _s("claude.timeout", "float", 300.0, "Seconds before a claude backend call is abandoned."),
    _s("codex.model", "str", "", "Model for extraction with the codex backend (empty: Codex's own default)."),
    _s("codex.gate_model", "str", "", "Model for gate 2 with the codex backend (empty: same as codex.model)."),
    _s("codex.timeout", "float", 300.0, "Seconds before a codex backend call is abandoned."),
    _s("api.model", "str", "claude-sonnet-5-5", "Model for extraction with the api backend."),
    _s("api.gate_model", "str", "claude-haiku-5-5", "Model for gate 2 with the api backend."),
    _s("api.timeout", "float", 120.0, "Seconds before an api backend call is abandoned."),
    _s("api.retries", "int", 3, "Retries with backoff on 429/5xx/529."),
    _s("openai.base_url", "str", "http://127.0.0.1:11434/v1",
       "OpenAI-compatible endpoint (OPENAI_BASE_URL wins when set)."),
    _s("openai.model", "str", "llama3.1", "Model for extraction with the openai backend."),
    _s("openai.gate_model", "str", "", "Model for gate 2 with the openai backend (empty: same as openai.model)."),
    _s("openai.api_key", "str", "", "Key for the openai backend (OPENAI_API_KEY wins when set).", secret=True,
       wins_env="OPENAI_API_KEY"),
    # files
    _s("review", "bool", False, "New entries wait in a pending file until `claude-distill review`."),
    _s("budget.max_lines", "int", 200, "Most lines an imported knowledge file may hold."),
    _s("budget.max_bytes", "int", 16384, "Most bytes an imported knowledge file may hold."),
    _s("tracking.stale_after_sessions", "int", 30,
       "A lesson not relevant in any of the last this many sessions analysed in its scope (all projects for a "
       "global lesson, its project for a project lesson) is flagged stale and proposed for retiring (0: never)."),
    # sweep, retries, spend
    _s("sweep.after_session", "bool", True, "Start a bounded sweep in the background after each session."),
    _s("sweep.max_sessions", "int", 5, "Most transcripts the after-session sweep analyses."),
    _s("sweep.max_days", "int", 7, "How far back the after-session sweep looks, in days."),
    _s("retry.max_failures", "int", 5, "Failed analyses of a transcript before it is given up."),
    _s("spend.daily_usd", "float", 1.0, "Daily spend cap in US dollars (0 disables)."),
    _s("spend.monthly_usd", "float", 10.0, "Monthly spend cap in US dollars (0 disables)."),
    _s("spend.prices", "list", ["haiku=1/5", "sonnet=3/15", "opus=5/25", "offline=0/0"],
       "USD per million tokens as family=input/output, matched by model name; spend estimates and caps use it."),
    _s("sweep.settle_seconds", "int", 180,
       "A transcript modified more recently than this is still being written; the sweep leaves it."),
]}


def _coerce(setting: Setting, value: Any, source: str) -> Any:
    """Turn a TOML value or an environment string into the setting's type."""
    t = setting.type
    try:
        if t == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off", ""):
                return False
            raise ValueError(value)
        if t == "int":
            if isinstance(value, bool):
                raise ValueError(value)
            number: int | float = int(value)
            if number < 0:
                raise ValueError(value)
            return number
        if t == "float":
            if isinstance(value, bool):
                raise ValueError(value)
            number = float(value)
            if number < 0 or not math.isfinite(number):
                raise ValueError(value)
            return number + 0.0  # -0 is stored and shown as 0
        if t == "list":
            if isinstance(value, list):
                return [str(v) for v in value]
            return [p for p in str(value).split(os.pathsep if os.pathsep in str(value) else ",") if p]
        if t == "choice":
            text = str(value)
            if text not in setting.choices:
                raise ValueError(value)
            return text
        return str(value)
    except (TypeError, ValueError):
        extra = f" (one of: {', '.join(setting.choices)})" if setting.choices else f" ({EXPECTED.get(t, t)})"
        shown = "(hidden)" if setting.secret else repr(value)
        raise UserError(f"invalid value {shown} for {setting.key} from {source}{extra}") from None


# Numbers are counts, sizes, seconds and dollars: none of them means anything
# below zero, and a negative cap must not quietly act like "no cap" (0 does that).
EXPECTED = {"int": "a whole number, 0 or more", "float": "a number, 0 or more", "bool": "true or false"}


def _lookup(table: Mapping[str, Any], key: str) -> Any:
    node: Any = table
    for part in key.split("."):
        if not isinstance(node, Mapping) or part not in node:
            raise KeyError(key)
        node = node[part]
    return node


def read_file(path: Path | None = None) -> dict[str, Any]:
    path = path or paths.config_file()
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        return {}
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise UserError(f"cannot read {path}: {exc}") from None


class Config:
    """Resolved settings. Build once per command; cheap to query."""

    def __init__(self, file_values: Mapping[str, Any], env: Mapping[str, str],
                 flags: Mapping[str, Any] | None = None, path: Path | None = None):
        self.file_values = file_values
        self.env = env
        self.flags = dict(flags or {})
        self.path = path

    def env_name(self, key: str) -> str | None:
        """The environment variable a setting's value comes from, if one is set."""
        setting = _setting(key)
        if setting.wins_env and self.env.get(setting.wins_env):
            return setting.wins_env
        return setting.env_var if setting.env_var in self.env else None

    def source(self, key: str) -> str:
        if self.flags.get(key) is not None:
            return "flag"
        if self.env_name(key):
            return "env"
        try:
            _lookup(self.file_values, key)
            return "file"
        except KeyError:
            return "default"

    def get(self, key: str) -> Any:
        setting = _setting(key)
        if self.flags.get(key) is not None:
            return _coerce(setting, self.flags[key], "flag")
        name = self.env_name(key)
        if name:
            return _coerce(setting, self.env[name], name)
        try:
            return _coerce(setting, _lookup(self.file_values, key), str(self.path or "config file"))
        except KeyError:
            return setting.default

    def __getitem__(self, key: str) -> Any:
        return self.get(key)


def _setting(key: str) -> Setting:
    try:
        return SETTINGS[key]
    except KeyError:
        raise UserError(f"unknown setting {key!r} (see `claude-distill config list`)") from None


def load(flags: Mapping[str, Any] | None = None, env: Mapping[str, str] | None = None) -> Config:
    env = os.environ if env is None else env
    path = paths.config_file(env)
    return Config(read_file(path), env, flags, path)


def set_value(key: str, raw: str, env: Mapping[str, str] | None = None) -> Any:
    """Validate and store one setting, keeping the rest of the file as it was."""
    import tomli_w  # only writers pay for the import

    setting = _setting(key)
    if setting.type == "list":
        value: Any = _coerce(setting, [p for p in raw.split(",") if p] if raw else [], "command line")
    else:
        value = _coerce(setting, raw, "command line")
    path = paths.config_file(env)

    def transform(_old: bytes | None) -> bytes:
        data = read_file(path)  # re-read under the lock: a concurrent `set` is not lost
        node = data
        parts = key.split(".")
        for part in parts[:-1]:
            child = node.get(part)
            if not isinstance(child, dict):
                child = {}
                node[part] = child
            node = child
        node[parts[-1]] = value
        return tomli_w.dumps(data).encode()

    _write(path, transform, env)
    return value


def _write(path: Path, transform: Callable[[bytes | None], bytes | None], env: Mapping[str, str] | None) -> bool:
    """The config file may hold a key: written 0600 in a 0700 folder."""
    from core import safefile
    paths.private_dir(path.parent, env)
    changed = safefile.edit(path, transform, backup=False, lock_dir=paths.state_dir(env) / "locks")
    if path.exists():
        paths.private_file(path)
    return changed


def unset_value(key: str, env: Mapping[str, str] | None = None) -> bool:
    """Remove one setting from the config file (empty tables go too). False when it was not there."""
    import tomli_w

    _setting(key)
    path = paths.config_file(env)
    parts = key.split(".")

    def transform(_old: bytes | None) -> bytes | None:
        data = read_file(path)
        chain = [data]
        for part in parts[:-1]:
            child = chain[-1].get(part)
            if not isinstance(child, dict):
                return None
            chain.append(child)
        if parts[-1] not in chain[-1]:
            return None
        del chain[-1][parts[-1]]
        for i in range(len(chain) - 1, 0, -1):
            if not chain[i]:
                del chain[i - 1][parts[i - 1]]
        return tomli_w.dumps(data).encode()

    return _write(path, transform, env)


def describe_source(cfg: Config, key: str) -> str:
    """Where a value came from, in words: `default`, `file <path>`, `env NAME`, `flag`."""
    src = cfg.source(key)
    if src == "env":
        return f"env {cfg.env_name(key)}"
    if src == "file":
        return f"file {cfg.path}"
    return src


def shown(setting: Setting, value: Any) -> str:
    """A value as `config` prints it; a secret only as set or not set."""
    if setting.secret:
        return "(set)" if value else "(not set)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join(str(v) for v in value)
    return str(value)
