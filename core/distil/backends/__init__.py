"""Which model receives transcripts.

Automatic order: the real Claude Code binary when one is installed (a
subscription needs no key), else the Anthropic API when a key is in the
environment (Cursor's built-in Claude never puts `claude` on PATH but does set
one), else the real Codex CLI when one is installed (a Codex user's own login,
`codex exec`), else the offline extractor, which needs nothing. The
OpenAI-compatible endpoint is never picked automatically (its default is a
local server that may not run). `--backend`,
CLAUDE_DISTILL_BACKEND and the config key `backend` force a choice."""
from __future__ import annotations

import hashlib
import os
import sys
from typing import Mapping

from core.config import Config
from core import paths
from core.distil.backends.base import Backend
from core.errors import UserError


NAMES = ("claude", "api", "codex", "openai", "offline")


def _shim_files(env: Mapping[str, str]) -> list[bytes]:
    """The installed zipapp and any `claude` link to it: never the real binary."""
    files: list[bytes] = []
    main = getattr(sys.modules.get("__main__"), "__file__", None)
    if main:
        files.append(os.fsencode(os.path.dirname(main)))
    link = paths.shim_dir(env) / "claude"
    if os.path.lexists(link):
        files.append(os.fsencode(link))
    return files


def find_claude(env: Mapping[str, str]) -> str | None:
    from agents import resolve

    env_bytes = {os.fsencode(k): os.fsencode(v) for k, v in env.items()}
    try:
        return os.fsdecode(resolve.find_real(env_bytes, _shim_files(env)))
    except resolve.ResolveError:
        return None


def find_codex(env: Mapping[str, str]) -> str | None:
    """The real Codex CLI, found past any `codex` link to our zipapp, exactly as the shim finds it."""
    from agents import resolve

    env_bytes = {os.fsencode(k): os.fsencode(v) for k, v in env.items()}
    own = _shim_files(env)
    link = paths.shim_dir(env) / "codex"
    if os.path.lexists(link):
        own.append(os.fsencode(link))
    try:
        return os.fsdecode(resolve.find_real(env_bytes, own, resolve.CODEX))
    except resolve.ResolveError:
        return None


def _has_api_key(env: Mapping[str, str]) -> bool:
    return bool(env.get("ANTHROPIC_API_KEY") or env.get("ANTHROPIC_AUTH_TOKEN"))


def _requested(cfg: Config, override: str | None) -> str:
    name = override or str(cfg.get("backend"))
    if name != "auto" and name not in NAMES:
        raise UserError(f"unknown backend {name!r} (one of: auto, {', '.join(NAMES)})")
    return name


def _decide(cfg: Config, env: Mapping[str, str], override: str | None) -> tuple[str, str, str | None]:
    """(backend name, why, claude binary if any), without building anything."""
    name = _requested(cfg, override)
    if name != "auto":
        source = "--backend" if override else {"flag": "--backend", "env": "CLAUDE_DISTILL_BACKEND"}.get(
            cfg.source("backend"), "config `backend`")
        binary = find_claude(env) if name == "claude" else find_codex(env) if name == "codex" else None
        return name, f"forced by {source}", binary
    binary = find_claude(env)
    if binary:
        return "claude", f"Claude Code found at {binary}", binary
    if _has_api_key(env):
        which = "ANTHROPIC_API_KEY" if env.get("ANTHROPIC_API_KEY") else "ANTHROPIC_AUTH_TOKEN"
        return "api", f"no Claude Code binary found, {which} is set", None
    codex = find_codex(env)
    if codex:
        return "codex", f"no Claude Code binary or ANTHROPIC_API_KEY, Codex CLI found at {codex}", codex
    return "offline", "no Claude Code binary, no ANTHROPIC_API_KEY and no Codex CLI", None


def choose(cfg: Config, env: Mapping[str, str], override: str | None = None) -> Backend:
    name, _, binary = _decide(cfg, env, override)
    if name == "claude":
        if not binary:
            raise UserError("backend claude: no real Claude Code binary found "
                            "(install it or set CLAUDE_DISTILL_REAL)")
        from core.distil.backends.claude_cli import ClaudeCliBackend
        return ClaudeCliBackend(cfg, env, binary)
    if name == "api":
        if not _has_api_key(env):
            raise UserError("backend api: set ANTHROPIC_API_KEY (or ANTHROPIC_AUTH_TOKEN)")
        from core.distil.backends.api import ApiBackend
        return ApiBackend(cfg, env)
    if name == "codex":
        if not binary:
            raise UserError("backend codex: no real Codex CLI found (install it or set CLAUDE_DISTILL_REAL_CODEX)")
        from core.distil.backends.codex_cli import CodexCliBackend
        return CodexCliBackend(cfg, env, binary)
    if name == "openai":
        from core.distil.backends.openai_compat import OpenAIBackend
        return OpenAIBackend(cfg, env)
    from core.distil.backends.offline import OfflineBackend
    return OfflineBackend()


def describe(cfg: Config, env: Mapping[str, str]) -> str:
    """One line for `init` and `status`: who reads the transcripts, and why."""
    try:
        name, why, binary = _decide(cfg, env, None)
    except UserError as exc:
        return f"backend: none ({exc})"
    if name == "claude":
        if not binary:
            return f"backend: claude ({why}) but no real Claude Code binary was found"
        return (f"backend: claude ({why}); transcripts go to your Claude Code login, "
                f"models {cfg.get('claude.gate_model')}/{cfg.get('claude.model')}")
    if name == "api":
        base = env.get("ANTHROPIC_BASE_URL") or "https://api.anthropic.com"
        missing = "" if _has_api_key(env) else " but ANTHROPIC_API_KEY is not set"
        return f"backend: api ({why}{missing}); transcripts go to {base}, model {cfg.get('api.model')}"
    if name == "codex":
        if not binary:
            return f"backend: codex ({why}) but no real Codex CLI was found"
        model = cfg.get("codex.model") or "Codex's configured default"
        return f"backend: codex ({why}); transcripts go to your Codex login (`codex exec`), model {model}"
    if name == "openai":
        base = env.get("OPENAI_BASE_URL") or cfg.get("openai.base_url")
        return f"backend: openai ({why}); transcripts go to {base}, model {cfg.get('openai.model')}"
    return f"backend: offline ({why}); nothing leaves this machine, only error→fix gotchas are extracted"


def decide(cfg: Config, env: Mapping[str, str], override: str | None = None) -> tuple[str, str, str | None]:
    """(backend name, why, claude binary if any) as an analysis would choose now, nothing built (for doctor)."""
    return _decide(cfg, env, override)


def chosen_name(cfg: Config, env: Mapping[str, str], override: str | None = None) -> str:
    """The backend an analysis would use now, without building it."""
    try:
        return _decide(cfg, env, override)[0]
    except UserError:
        return override or str(cfg.get("backend"))


def _mtime(path: str) -> str:
    try:
        return str(os.stat(path).st_mtime_ns)
    except OSError:
        return "-"


def setup_fingerprint(cfg: Config, env: Mapping[str, str], name: str) -> str:
    """A hash of everything a refused request (bad key, unknown model, wrong
    endpoint) depends on for backend `name`: when it changes, the request may
    succeed. Only the hash is kept, never a key. For the claude backend the
    login lives in Claude Code's own files, so their modification times count."""
    parts: list[str] = [name]
    if name == "claude":
        folder = str(paths.claude_config_dir(env))
        parts += [str(cfg.get("claude.model")), str(cfg.get("claude.gate_model")),
                  env.get("ANTHROPIC_API_KEY", ""), env.get("ANTHROPIC_AUTH_TOKEN", ""),
                  env.get("ANTHROPIC_BASE_URL", ""), _mtime(os.path.join(folder, ".credentials.json")),
                  _mtime(os.path.join(folder, ".claude.json")),
                  _mtime(os.path.join(str(paths.home(env)), ".claude.json"))]
    elif name == "codex":
        home = str(paths.codex_home(env))
        parts += [str(cfg.get("codex.model")), str(cfg.get("codex.gate_model")), env.get("OPENAI_API_KEY", ""),
                  _mtime(os.path.join(home, "auth.json")), _mtime(os.path.join(home, "config.toml"))]
    elif name == "api":
        parts += [str(cfg.get("api.model")), str(cfg.get("api.gate_model")), env.get("ANTHROPIC_API_KEY", ""),
                  env.get("ANTHROPIC_AUTH_TOKEN", ""), env.get("ANTHROPIC_BASE_URL", "")]
    elif name == "openai":
        parts += [str(cfg.get("openai.model")), str(cfg.get("openai.gate_model")), env.get("OPENAI_API_KEY", ""),
                  str(cfg.get("openai.api_key") or ""), env.get("OPENAI_BASE_URL", ""),
                  str(cfg.get("openai.base_url"))]
    return hashlib.sha256("\0".join(parts).encode("utf-8", "surrogateescape")).hexdigest()[:16]
