"""The one retry policy shared by the HTTP backends (api and openai).

Exponential backoff with jitter on 429/5xx/529 and connection failures,
honouring `retry-after`. The sleep and the random source are parameters so a
test can run a three-failure scenario in milliseconds."""
from __future__ import annotations

import email.utils
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import httpx

from core.distil.backends.base import BackendError, is_retryable_status, needs_setup_change

# A server asking for a longer pause than this is better retried on the next
# run than waited for inside a background job.
MAX_RETRY_AFTER = 60.0


@dataclass(frozen=True)
class Setup:
    """Where the person fixes what a refused request points at, for the error message."""
    key: str          # e.g. "ANTHROPIC_API_KEY"
    model_setting: str  # e.g. "api.model"
    model: str        # the model name that was sent
    base_url: str     # e.g. "ANTHROPIC_BASE_URL"


def explain(status: int, setup: Setup | None) -> str:
    """What a 4xx that will never succeed means for this person's setup."""
    if setup is None:
        return ""
    if status == 401:
        return f"the API key was refused: check {setup.key}"
    if status == 403:
        return (f"the API key may not do this (model {setup.model!r} or the organisation's permissions): "
                f"check {setup.key} and {setup.model_setting}")
    if status == 404:
        return (f"not found: check the model name {setup.model!r} ({setup.model_setting}) and the endpoint "
                f"({setup.base_url})")
    if status in (400, 422):
        return (f"the request was refused; a model name the endpoint does not know is the usual cause: "
                f"check {setup.model_setting} (now {setup.model!r})")
    return ""


@dataclass
class RetryPolicy:
    retries: int = 3
    base_delay: float = 1.0
    max_delay: float = 30.0
    sleep: Callable[[float], None] = time.sleep
    rng: Callable[[], float] = random.random
    delays: list[float] = field(default_factory=list)  # what was slept, for tests and logs

    def backoff(self, attempt: int) -> float:
        ceiling = min(self.max_delay, self.base_delay * (2 ** attempt))
        return ceiling * (0.5 + 0.5 * self.rng())

    def pause(self, seconds: float) -> None:
        self.delays.append(seconds)
        self.sleep(seconds)


def retry_after(response: httpx.Response) -> float | None:
    """Seconds the server asked us to wait (delta-seconds or an HTTP date)."""
    value = response.headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def error_message(response: httpx.Response) -> str:
    """The provider's own error text (Anthropic and OpenAI shapes), else the body head."""
    try:
        body = response.json()
    except ValueError:
        return response.text[:300]
    if isinstance(body, dict):
        err = body.get("error")
        if isinstance(err, dict) and err.get("message"):
            return str(err["message"])
        if isinstance(err, str):
            return err
    return response.text[:300]


def post_json(client: httpx.Client, url: str, *, body: dict[str, Any], headers: dict[str, str],
              timeout: float, policy: RetryPolicy, what: str, setup: Setup | None = None) -> httpx.Response:
    """POST until a 2xx arrives, a non-retryable status comes back, or retries run out.
    A status that only a change of setup can cure is said so, with what to check."""
    attempt = 0
    while True:
        try:
            response = client.post(url, json=body, headers=headers, timeout=timeout)
        except httpx.TimeoutException as exc:
            failure: BackendError = BackendError(f"{what}: timed out after {timeout:g}s ({type(exc).__name__})",
                                                 retryable=True)
            wait = policy.backoff(attempt)
        except httpx.TransportError as exc:
            failure = BackendError(f"{what}: connection failed: {exc}", retryable=True)
            wait = policy.backoff(attempt)
        else:
            if response.is_success:
                return response
            status = response.status_code
            message = f"{what}: HTTP {status}: {error_message(response)}"
            if not is_retryable_status(status):
                why = explain(status, setup) if needs_setup_change(status) else ""
                raise BackendError(f"{message} ({why}; not retried until the setup changes)" if why else message,
                                   retryable=False, status=status)
            failure = BackendError(message, retryable=True, status=status)
            asked = retry_after(response)
            if asked is not None and asked > MAX_RETRY_AFTER:
                raise failure
            wait = asked if asked is not None else policy.backoff(attempt)
        if attempt >= policy.retries:
            raise failure
        policy.pause(wait)
        attempt += 1
