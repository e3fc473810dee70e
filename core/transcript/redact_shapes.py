"""Secrets recognised by their shape alone: providers' tokens and private keys.

A provider's fixed prefix (`ghp_`, `sk-ant-`, `SG.`, `AKIA`, …) or a key's
BEGIN/END lines and base64 body say "secret" wherever they stand, with no
name before them; core.transcript.redact runs these first and the rules that
read names and places after them."""
from __future__ import annotations

import functools
import re
from typing import Callable


def mark(kind: str) -> str:
    """What a secret of `kind` is replaced by."""
    return f"[REDACTED:{kind}]"



# ---------------------------------------------------------------- provider formats

def _random_looking(value: str) -> bool:
    return bool(re.search(r"\d", value) and re.search(r"[A-Za-z]", value))


#: (kind, substrings one of which must occur for the pattern to be tried, pattern, optional check).
_TOKEN_PATTERNS: list[tuple[str, tuple[str, ...], re.Pattern[str], Callable[[str], bool] | None]] = [
    ("anthropic_key", ("sk-ant-",), re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{20,}"), None),
    ("openai_key", ("sk-",), re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}"), _random_looking),
    ("github_token", ("gh", "github_pat_"),
     re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})"), None),
    ("gitlab_token", ("gl",), re.compile(r"\bgl(?:pat|dt|rt|ptt|ft|soat|cbt)-[A-Za-z0-9_\-]{20,}"), None),
    ("slack_token", ("xox",), re.compile(r"\bxox[abposre]-[A-Za-z0-9\-]{10,}"), None),
    ("slack_webhook", ("hooks.slack.com",),
     re.compile(r"(?:(?<=hooks\.slack\.com/services/)|(?<=hooks\.slack\.com/workflows/)|"
                r"(?<=hooks\.slack\.com/triggers/))[A-Za-z0-9/_\-]{20,}"), None),
    ("aws_access_key", ("A",), re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ABIA|ACCA)[A-Z0-9]{16}\b"), None),
    ("google_api_key", ("AIza",), re.compile(r"\bAIza[0-9A-Za-z_\-]{35}"), None),
    ("google_oauth", ("ya29.", "GOCSPX-"), re.compile(r"\b(?:ya29\.[A-Za-z0-9_\-]{20,}|GOCSPX-[A-Za-z0-9_\-]{20,})"),
     None),
    ("stripe_key", ("_live_", "_test_"), re.compile(r"\b(?:sk|rk|whsec)_(?:live|test)_[0-9A-Za-z]{16,}"), None),
    ("stripe_key", ("whsec_",), re.compile(r"\bwhsec_[0-9A-Za-z]{24,}"), None),
    ("sendgrid_key", ("SG.",), re.compile(r"\bSG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}"), None),
    ("npm_token", ("npm_",), re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"), None),
    ("pypi_token", ("pypi-",), re.compile(r"\bpypi-[A-Za-z0-9_\-]{50,}"), None),
    ("huggingface_token", ("hf_",), re.compile(r"\bhf_[A-Za-z0-9]{30,}\b"), None),
    ("docker_token", ("dckr_",), re.compile(r"\bdckr_pat_[A-Za-z0-9_\-]{20,}"), None),
    ("digitalocean_token", ("do",), re.compile(r"\bdo[opr]_v1_[a-f0-9]{64}\b"), None),
    ("vault_token", ("hv",), re.compile(r"\bhv[sbr]\.[A-Za-z0-9_\-]{24,}"), None),
    ("shopify_token", ("shp",), re.compile(r"\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b"), None),
    ("atlassian_token", ("ATATT",), re.compile(r"\bATATT[A-Za-z0-9_\-=]{40,}"), None),
    ("linear_key", ("lin_",), re.compile(r"\blin_(?:api|oauth)_[A-Za-z0-9]{32,}\b"), None),
    ("notion_token", ("ntn_", "secret_"), re.compile(r"\b(?:ntn_[A-Za-z0-9]{40,}|secret_[A-Za-z0-9]{43})\b"), None),
    ("postman_key", ("PMAK-",), re.compile(r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b"), None),
    ("grafana_token", ("gl",), re.compile(r"\bgl(?:sa|c)_[A-Za-z0-9_\-+/=]{32,}"), None),
    ("newrelic_key", ("NRAK-",), re.compile(r"\bNRAK-[A-Z0-9]{27}\b"), None),
    ("supabase_token", ("sbp_",), re.compile(r"\bsbp_[a-f0-9]{40}\b"), None),
    ("brevo_key", ("xkeysib-",), re.compile(r"\bxkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}\b"), None),
    ("mailgun_key", ("key-",), re.compile(r"\bkey-[0-9a-zA-Z]{32}\b"), None),
    ("mailchimp_key", ("-us",), re.compile(r"\b[0-9a-f]{32}-us\d{1,2}\b"), None),
    ("planetscale_token", ("pscale_",), re.compile(r"\bpscale_(?:tkn|pw|oauth)_[A-Za-z0-9_\-.]{32,}"), None),
    ("tailscale_key", ("tskey-",), re.compile(r"\btskey-[a-z]+-[A-Za-z0-9\-]{20,}"), None),
    ("pulumi_token", ("pul-",), re.compile(r"\bpul-[a-f0-9]{40}\b"), None),
    ("terraform_token", (".atlasv1.",), re.compile(r"\b[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-]{60,}"), None),
    ("twilio_key", ("SK",), re.compile(r"\bSK[0-9a-f]{32}\b"), None),
    ("age_key", ("AGE-SECRET-KEY-",), re.compile(r"\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b"), None),
    ("telegram_token", (":AA",), re.compile(r"\b\d{8,10}:AA[A-Za-z0-9_\-]{33}\b"), None),
    ("discord_token", (".",), re.compile(r"\b[MNO][A-Za-z0-9_\-]{23,25}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,38}\b"),
     _random_looking),
    ("jwt", ("eyJ",), re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"), None),
]

# ---------------------------------------------------------------- private keys

_KEY_LABEL = r"(?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?"
# A whole key; or, when its END is missing (a cut, a truncated output), its
# BEGIN line with the header and body lines that follow it (also inside a
# JSON string, where the line breaks are the two characters `\n`).
_PRIVATE_KEY_RE = re.compile(
    rf"-----BEGIN {_KEY_LABEL}-----(?:(?:(?!-----BEGIN ).){{0,20000}}?-----END {_KEY_LABEL}-----"
    rf"|(?:(?:\n|\\n)[ \t]*(?:[A-Za-z0-9+/]+={{0,2}}|(?:Proc-Type|DEK-Info|Comment):[^\n\\]*)[ \t]*"
    rf"|\n(?=[ \t]*\n[ \t]*[A-Za-z0-9+/]{{16}}))*)",
    re.S)
# What is left of a key whose BEGIN line was cut away: its END line (which a
# cut may have joined to the end of a body line) and the body lines before it.
_KEY_END_RE = re.compile(rf"(?m)^[ \t]*[A-Za-z0-9+/=]*-----END {_KEY_LABEL}-----")
_KEY_LINE_RE = re.compile(r"[ \t]*[A-Za-z0-9+/]{16,80}={0,2}[ \t]*")
_KEY_LAST_LINE_RE = re.compile(r"[ \t]*[A-Za-z0-9+/]{1,80}={0,2}[ \t]*")   # the short last line of a body
_KEY_MAX_LINES = 400                                              # a 16384-bit RSA key has about 170
# Neither BEGIN nor END: three or more lines of 40–80 base64 characters in a row.
_KEY_BODY_RE = re.compile(r"(?m)(?:^[ \t]*[A-Za-z0-9+/]{40,80}={0,2}[ \t]*(?:\n|\Z)){3,}")


def _redact_key_tails(text: str) -> str:
    """Each END line of a private key with the body lines above it, walked back line by line
    (a regex that did this backtracks quadratically over a long run of base64 lines)."""
    parts: list[str] = []
    done = 0
    for m in _KEY_END_RE.finditer(text):
        start = m.start()
        for n in range(_KEY_MAX_LINES):
            if start - 1 <= done:
                break
            line_start = text.rfind("\n", done, start - 1) + 1 or done
            line = text[line_start:start - 1]
            if not (_KEY_LINE_RE.fullmatch(line) or (n == 0 and _KEY_LAST_LINE_RE.fullmatch(line))):
                break
            start = line_start
        parts.append(text[done:start])
        parts.append(mark("private_key"))
        done = m.end()
    parts.append(text[done:])
    return "".join(parts)


def _key_body(m: re.Match[str]) -> str:
    """A run of key-shaped lines, unless it is hex (hash lists, git SHAs) or lacks mixed case and digits."""
    run = m.group(0)
    if not (re.search(r"[A-Z]", run) and re.search(r"[a-z]", run) and re.search(r"\d", run)):
        return run
    return mark("private_key") + ("\n" if run.endswith("\n") else "")


def _token(kind: str, check: Callable[[str], bool] | None, m: re.Match[str]) -> str:
    return m.group(0) if check is not None and not check(m.group(0)) else mark(kind)


def provider_tokens(text: str) -> str:
    """`text` with every provider token replaced, each pattern tried only when its prefix occurs."""
    for kind, needles, pattern, check in _TOKEN_PATTERNS:
        if any(n in text for n in needles):
            text = pattern.sub(functools.partial(_token, kind, check), text)
    return text


def private_keys(text: str) -> str:
    """`text` with every private key, whole or any piece of one, replaced."""
    if "PRIVATE KEY" in text:
        text = _PRIVATE_KEY_RE.sub(mark("private_key"), text)
        if "PRIVATE KEY" in text:
            text = _redact_key_tails(text)
    return _KEY_BODY_RE.sub(_key_body, text)
