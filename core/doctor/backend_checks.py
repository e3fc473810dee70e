"""Doctor, backend group: which model receives transcripts, where its key
comes from, and whether it answers.

Reachability is asked without spending a token: the API's model list (GET),
where any HTTP answer but 401/403 means reachable with an accepted key; the
claude and codex backends are the real binaries, found as an analysis finds them."""
from __future__ import annotations

from typing import Mapping

from core import config
from core.doctor import Check, Context, Finding, fail, ok

ORDER = 30
TIMEOUT = 10.0


def _choice(ctx: Context) -> tuple[str, str, str | None]:
    from core.distil import backends
    cfg = config.load(env=ctx.env)
    return backends.decide(cfg, ctx.env)


def _key_source(name: str, env: Mapping[str, str]) -> str | None:
    """Where the backend's credential comes from (never the credential itself)."""
    if name == "api":
        return next((k for k in ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN") if env.get(k)), None)
    if name == "openai":
        if env.get("OPENAI_API_KEY"):
            return "OPENAI_API_KEY"
        cfg = config.load(env=env)
        return "config openai.api_key" if cfg.get("openai.api_key") else None
    if name == "claude":
        return "the Claude Code login (its subscription or its own key)"
    if name == "codex":
        return "the Codex CLI login"
    return "none needed"


def chosen(ctx: Context) -> Finding:
    from core.distil import backends
    try:
        name, why, _binary = _choice(ctx)
    except Exception as exc:  # an unknown backend in the config: UserError
        return fail(f"no backend: {exc}", "`claude-distill config set backend auto`")
    key = _key_source(name, ctx.env)
    line = backends.describe(config.load(env=ctx.env), ctx.env).removeprefix("backend: ")
    if key is None:
        need = "ANTHROPIC_API_KEY" if name == "api" else "OPENAI_API_KEY (or `claude-distill config set openai.api_key -`)"
        return fail(f"{name} ({why}) has no key", f"set {need}, or `claude-distill config set backend offline`",
                    backend=name)
    return ok(f"{line}; key: {key}", backend=name, key_source=key)


def _probe(url: str, headers: dict[str, str]) -> tuple[int | None, str]:
    import httpx
    try:
        response = httpx.get(url, headers=headers, timeout=TIMEOUT)
    except httpx.HTTPError as exc:
        return None, f"{type(exc).__name__}: {exc}"
    return response.status_code, ""


def reachable(ctx: Context) -> Finding:
    try:
        name, _why, binary = _choice(ctx)
    except Exception as exc:
        return fail(f"no backend: {exc}", "`claude-distill config set backend auto`")
    env = ctx.env
    if name == "offline":
        return ok("offline: nothing to reach (only error→fix gotchas are extracted)")
    if name in ("claude", "codex"):
        agent = "Claude Code" if name == "claude" else "Codex CLI"
        if not binary:
            return fail(f"backend {name}, but no real {agent} binary", f"install the {agent}, or "
                        "`claude-distill config set backend auto`")
        return ok(f"the real {agent} at {binary} (its login is asked when a session is analysed)")
    if name == "api":
        from core.distil.backends.api import ANTHROPIC_VERSION, DEFAULT_BASE_URL, credentials
        base = (env.get("ANTHROPIC_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        url, headers = base + "/v1/models", {"anthropic-version": ANTHROPIC_VERSION, **(credentials(env) or {})}
    else:
        cfg = config.load(env=env)
        base = (env.get("OPENAI_BASE_URL") or str(cfg.get("openai.base_url"))).rstrip("/")
        key = env.get("OPENAI_API_KEY") or str(cfg.get("openai.api_key") or "")
        url, headers = base + "/models", ({"authorization": f"Bearer {key}"} if key else {})
    status, error = _probe(url, headers)
    if status is None:
        return fail(f"{base} cannot be reached: {error}",
                    "check the network or the base URL; analyses wait and are retried by the sweep", url=url)
    if status in (401, 403):
        return fail(f"{base} refused the key (HTTP {status})", f"set a valid key ({_key_source(name, env)})",
                    url=url, status=status)
    return ok(f"{base} answers (HTTP {status} to GET {url.removeprefix(base)})", url=url, status=status)


CHECKS = (
    Check("backend.chosen", "a backend is chosen and has its key", chosen),
    Check("backend.reachable", "the backend answers", reachable),
)
