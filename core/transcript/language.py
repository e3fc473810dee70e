"""Which language entries are written in: English or Korean.

Entries are read by the person who had the session, so they follow the
language that person wrote in. Code, paths and tool output are English
whatever the person speaks, so they are removed before counting; and only
prompts and replies should be passed in, never tool output."""
from __future__ import annotations

import re
from typing import Iterable, Mapping

from core.errors import UserError

LANGS = ("en", "ko")
KO_THRESHOLD = 0.05

_FENCE_RE = re.compile(r"```.*?(?:```|\Z)|~~~.*?(?:~~~|\Z)", re.S)
_INLINE_CODE_RE = re.compile(r"`[^`\n]*`")
_URL_RE = re.compile(r"\b[a-z][a-z0-9+.-]*://\S+", re.I)
_PATH_RE = re.compile(r"(?:~|\.{1,2})?/\S+|\S+/\S+|\S+\.(?:py|js|ts|json|md|toml|ya?ml|sh|txt|lock|cfg|ini)\b")
_TAG_RE = re.compile(r"<[^>\n]{1,80}>")


def _is_hangul(ch: str) -> bool:
    o = ord(ch)
    return 0xAC00 <= o <= 0xD7A3 or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F


def natural(text: str) -> str:
    """The text without code blocks, inline code, URLs, paths and tags."""
    for pattern in (_FENCE_RE, _INLINE_CODE_RE, _URL_RE, _TAG_RE, _PATH_RE):
        text = pattern.sub(" ", text)
    return text


def hangul_share(text: str) -> float:
    """Hangul letters among all letters of the natural-language part of `text`."""
    letters = hangul = 0
    for ch in natural(text):
        if ch.isalpha():
            letters += 1
            if _is_hangul(ch):
                hangul += 1
    return hangul / letters if letters else 0.0


def detect(text: str) -> str:
    return "ko" if hangul_share(text) > KO_THRESHOLD else "en"


def detect_texts(texts: Iterable[str]) -> str | None:
    """Language of several prompts and replies together; None when there is no text."""
    joined = "\n".join(t for t in texts if t)
    if not natural(joined).strip():
        return None
    return detect(joined)


def _check(value: str, source: str) -> str:
    value = value.strip().lower()
    if value not in LANGS:
        raise UserError(f"invalid language {value!r} from {source} (one of: auto, en, ko)")
    return value


def resolve(flag: str | None, env: Mapping[str, str], detected: str | None) -> str:
    """`--lang` > CLAUDE_DISTILL_LANG > detected > LANG (ko_KR… → ko) > en; "auto" counts as unset."""
    if flag and flag.strip().lower() != "auto":
        return _check(flag, "--lang")
    from_env = env.get("CLAUDE_DISTILL_LANG", "")
    if from_env and from_env.strip().lower() != "auto":
        return _check(from_env, "CLAUDE_DISTILL_LANG")
    if detected in LANGS:
        return detected
    if env.get("LANG", "").lower().startswith("ko"):
        return "ko"
    return "en"
