"""The Anthropic Messages API, for people with a key and no Claude Code on PATH.

This is the path Cursor's built-in Claude takes: it never puts `claude` on
PATH but does hand out ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL. Requests are
non-streaming because the answers are small and a whole JSON body is simpler
to validate than an event stream."""
from __future__ import annotations

from typing import Mapping

import httpx

from core.config import Config
from core.distil.backends.base import BackendError, ModelBackend, Purpose, Reply, Usage
from core.distil.backends.http import RetryPolicy, Setup, post_json
from core.transcript.redact import redact

DEFAULT_BASE_URL = "https://api.anthropic.com"
ANTHROPIC_VERSION = "2023-06-01"


def credentials(env: Mapping[str, str]) -> dict[str, str] | None:
    """Auth headers from the environment; an API key wins over a bearer token."""
    key = env.get("ANTHROPIC_API_KEY")
    if key:
        return {"x-api-key": key}
    token = env.get("ANTHROPIC_AUTH_TOKEN")
    if token:
        return {"authorization": f"Bearer {token}"}
    return None


class ApiBackend(ModelBackend):
    name = "api"

    def __init__(self, cfg: Config, env: Mapping[str, str], *, policy: RetryPolicy | None = None,
                 client: httpx.Client | None = None):
        auth = credentials(env)
        if auth is None:
            raise BackendError("api backend: neither ANTHROPIC_API_KEY nor ANTHROPIC_AUTH_TOKEN is set",
                               retryable=False)
        self.cfg = cfg
        self.key_source = "ANTHROPIC_API_KEY" if env.get("ANTHROPIC_API_KEY") else "ANTHROPIC_AUTH_TOKEN"
        self.base_url = (env.get("ANTHROPIC_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self.headers = {"anthropic-version": ANTHROPIC_VERSION, "content-type": "application/json", **auth}
        self.timeout = float(cfg.get("api.timeout"))
        self.policy = policy or RetryPolicy(retries=int(cfg.get("api.retries")))
        self.client = client or httpx.Client()

    def model_for(self, purpose: Purpose) -> str:
        return str(self.cfg.get("api.gate_model" if purpose == "gate" else "api.model"))

    def gate_is_cheap(self, system: str, prompt: str) -> bool:
        """Our request is exactly what is billed, so a short gate prompt is always cheap."""
        return True

    def complete(self, system: str, prompt: str, *, purpose: Purpose, max_tokens: int) -> Reply:
        prompt = redact(prompt)  # whatever a caller built, nothing secret leaves the machine
        model = self.model_for(purpose)
        body = {
            "model": model,
            "max_tokens": max_tokens,
            "system": system,
            "messages": [{"role": "user", "content": prompt}],
        }
        response = post_json(self.client, self.base_url + "/v1/messages", body=body, headers=self.headers,
                             timeout=self.timeout, policy=self.policy, what=f"api backend ({model})",
                             setup=Setup(key=self.key_source, model=model, base_url="ANTHROPIC_BASE_URL",
                                         model_setting="api.gate_model" if purpose == "gate" else "api.model"))
        request_bytes = len(response.request.content or b"")
        try:
            data = response.json()
        except ValueError:
            raise BackendError("api backend: the reply is not JSON", retryable=True,
                               status=response.status_code) from None
        if not isinstance(data, dict) or data.get("type") == "error":
            raise BackendError(f"api backend: unexpected reply {str(data)[:200]}", retryable=False,
                               status=response.status_code)
        text = "".join(b.get("text", "") for b in data.get("content") or []
                       if isinstance(b, dict) and b.get("type") == "text")
        raw_usage = data.get("usage") or {}
        input_tokens = sum(int(raw_usage.get(k) or 0) for k in
                           ("input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens"))
        output_tokens = int(raw_usage.get("output_tokens") or 0)
        used_model = str(data.get("model") or model)
        usage = Usage(input_tokens, output_tokens, used_model, request_bytes)
        return Reply(text, usage)
