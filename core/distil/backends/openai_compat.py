"""Any OpenAI-compatible `/chat/completions` endpoint: Ollama, LM Studio, vLLM.

For people who keep transcripts on their own machine. A model served on this
machine (a loopback endpoint) costs nothing, so its calls are marked `local`
and never count against the spend caps unless `spend.prices` names the model;
a remote endpoint is priced like any other."""
from __future__ import annotations

import ipaddress
from typing import Mapping
from urllib.parse import urlsplit

import httpx

from core.config import Config
from core.distil.backends.base import BackendError, ModelBackend, Purpose, Reply, Usage
from core.distil.backends.http import RetryPolicy, Setup, post_json
from core.transcript.redact import redact


def is_loopback(url: str) -> bool:
    """Whether `url` points at this machine: localhost, 127.0.0.0/8 or ::1."""
    try:
        host = (urlsplit(url).hostname or "").lower()
    except ValueError:
        return False
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return False
    mapped = getattr(ip, "ipv4_mapped", None)
    return (mapped or ip).is_loopback


class OpenAIBackend(ModelBackend):
    name = "openai"

    def __init__(self, cfg: Config, env: Mapping[str, str], *, policy: RetryPolicy | None = None,
                 client: httpx.Client | None = None):
        self.cfg = cfg
        self.base_url = (env.get("OPENAI_BASE_URL") or str(cfg.get("openai.base_url"))).rstrip("/")
        self.local = is_loopback(self.base_url)
        key = env.get("OPENAI_API_KEY") or str(cfg.get("openai.api_key") or "")
        self.key_source = "OPENAI_API_KEY" if env.get("OPENAI_API_KEY") else "openai.api_key"
        self.headers = {"content-type": "application/json"}
        if key:
            self.headers["authorization"] = f"Bearer {key}"
        self.timeout = float(cfg.get("api.timeout"))
        self.policy = policy or RetryPolicy(retries=int(cfg.get("api.retries")))
        self.client = client or httpx.Client()

    def model_for(self, purpose: Purpose) -> str:
        if purpose == "gate":
            gate = str(self.cfg.get("openai.gate_model") or "")
            if gate:
                return gate
        return str(self.cfg.get("openai.model"))

    def gate_is_cheap(self, system: str, prompt: str) -> bool:
        return True

    def complete(self, system: str, prompt: str, *, purpose: Purpose, max_tokens: int) -> Reply:
        prompt = redact(prompt)  # whatever a caller built, nothing secret leaves the machine
        model = self.model_for(purpose)
        setting = "openai.gate_model" if purpose == "gate" and self.cfg.get("openai.gate_model") else "openai.model"
        body = {
            "model": model,
            "max_tokens": max_tokens,
            "temperature": 0,
            "stream": False,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": prompt}],
        }
        response = post_json(self.client, self.base_url + "/chat/completions", body=body, headers=self.headers,
                             timeout=self.timeout, policy=self.policy, what=f"openai backend ({model})",
                             setup=Setup(key=self.key_source, model=model, model_setting=setting,
                                         base_url="OPENAI_BASE_URL or openai.base_url"))
        request_bytes = len(response.request.content or b"")
        try:
            data = response.json()
            message = data["choices"][0]["message"]
            text = message.get("content") or ""
        except (ValueError, KeyError, IndexError, TypeError, AttributeError):
            raise BackendError(f"openai backend: unexpected reply {response.text[:200]}", retryable=False,
                               status=response.status_code) from None
        raw_usage = data.get("usage") or {}
        input_tokens = int(raw_usage.get("prompt_tokens") or 0)
        output_tokens = int(raw_usage.get("completion_tokens") or 0)
        used_model = str(data.get("model") or model)
        usage = Usage(input_tokens, output_tokens, used_model, request_bytes, local=self.local)
        return Reply(str(text), usage)
