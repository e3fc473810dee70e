"""Secrets out of text before it is sent to a model or written to a file.

Sessions routinely show keys: a `cat .env`, an `env` dump, a curl with an
Authorization header. A slice goes to a model and entries end up in files
that are committed, so every secret shape that is recognisable is replaced by
`[REDACTED:<kind>]`. Recognisable means a provider's fixed prefix, a value
assigned to a name (a variable, a header, a flag) that says it is secret, or
the shape of a private key, even of a piece of one that a cut left behind;
short or obviously placeholder values are left alone so ordinary prose and
code stay readable."""
from __future__ import annotations

import re
from typing import Callable

_SECRET_NAME = r"[A-Za-z0-9_.\-]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PWD|CREDENTIAL)[A-Za-z0-9_.\-]*"
_PLACEHOLDER_RE = re.compile(
    r"^(?:x+|\*+|\.+|<[^>]*>|\{\{.*\}\}|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|%\(?[A-Za-z_]+\)?s?|"
    r"(?:your|my|the|some|example|sample|dummy|fake|test|placeholder|changeme|redacted)[-_a-z0-9]*|"
    r"none|null|nil|true|false|undefined|"
    r"\[REDACTED[^\]]*\])$", re.I)


def _secretish(value: str) -> bool:
    """A value that could be a real secret, not a reference, placeholder or code."""
    v = value.strip().strip("\"'")
    if len(v) < 8 or v.isdigit():
        return False
    if _PLACEHOLDER_RE.match(v):
        return False
    if re.fullmatch(r"[A-Z][A-Z0-9_]*", v):         # the name of another variable
        return False
    if any(c in v for c in "()[]{} ") or v.startswith(("/", "./", "~/", "$", "os.", "process.env")):
        return False
    if re.fullmatch(r"[a-z]+(?:[._-][a-z]+)*", v):   # a plain word or dotted name
        return False
    return True


def _random_looking(value: str) -> bool:
    return bool(re.search(r"\d", value) and re.search(r"[A-Za-z]", value))


def _sub(kind: str) -> str:
    return f"[REDACTED:{kind}]"


# Provider formats: (kind, pattern, optional validator of the whole match).
_TOKEN_PATTERNS: list[tuple[str, re.Pattern[str], Callable[[str], bool] | None]] = [
    ("anthropic_key", re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{20,}"), None),
    ("openai_key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}"), _random_looking),
    ("github_token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})"), None),
    ("gitlab_token", re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}"), None),
    ("slack_token", re.compile(r"\bxox[abposr]-[A-Za-z0-9\-]{10,}"), None),
    ("aws_access_key", re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}\b"), None),
    ("google_api_key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}"), None),
    ("stripe_key", re.compile(r"\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}"), None),
    ("npm_token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"), None),
    ("huggingface_token", re.compile(r"\bhf_[A-Za-z0-9]{30,}\b"), None),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"), None),
]

_KEY_LABEL = r"(?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?"
_B64_LINE = r"[ \t]*[A-Za-z0-9+/]{16,80}={0,2}[ \t]*"
# A whole key; or, when its END is missing (a cut, a truncated output), its
# BEGIN line with the header and body lines that follow it.
_PRIVATE_KEY_RE = re.compile(
    rf"-----BEGIN {_KEY_LABEL}-----(?:.*?-----END {_KEY_LABEL}-----"
    rf"|(?:\n[ \t]*(?:[A-Za-z0-9+/]+={{0,2}}|(?:Proc-Type|DEK-Info|Comment):[^\n]*)[ \t]*"
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
_AUTH_HEADER_RE = re.compile(r"(?i)(\b(?:proxy-)?authorization[\"']?\s*[:=]\s*[\"']?\s*)(bearer|basic|token|digest)(\s+)([A-Za-z0-9._~+/=\-]{6,})")
_BEARER_RE = re.compile(r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/\-]{20,}=*)")
_URL_PASSWORD_RE = re.compile(r"\b([a-z][a-z0-9+.\-]*://[^\s:/@\"'<>]+:)([^\s@/\"'<>]+)(@)", re.I)
_ENV_ASSIGN_RE = re.compile(
    rf"(?i)(\b(?:export\s+|set\s+)?{_SECRET_NAME}\s*=\s*)(\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'#;&|,]+)")
_JSON_ASSIGN_RE = re.compile(rf"(?i)(\"{_SECRET_NAME}\"\s*:\s*)(\"(?:[^\"\\\n]|\\.)*\")")
_YAML_ASSIGN_RE = re.compile(rf"(?im)^(\s*-?\s*{_SECRET_NAME}\s*:\s+)([\"']?[^\s\"'#]+[\"']?)\s*$")
# An HTTP header that carries a key: x-api-key, api-key, X-Auth-Token, X-Amz-Security-Token…
_KEY_HEADER_RE = re.compile(
    r"(?i)(\b(?:x-[a-z0-9-]*(?:key|token|secret|auth)|[a-z0-9-]*api-?key|[a-z0-9-]*(?:auth|access)-token)"
    r"[\"']?\s*:\s*[\"']?)([^\s\"',;]+)")
# mysql -pSECRET (no space: `-p db` asks for the password and names a database).
_MYSQL_RE = re.compile(r"(?<![\w./-])(?i:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mysqlshow|mysqlslap|"
                       r"mariadb|mariadb-dump|mariadb-admin)(?![\w.-])[^\n|;&]*")
_MYSQL_PASSWORD_RE = re.compile(r"(\s(?:-p|--password=))(\"[^\"\n]*\"|'[^'\n]*'|[^\s\"']+)")
_CLI_FLAG_RE = re.compile(r"(?i)(--(?:password|passwd|token|api-key|apikey|secret|client-secret)[= ])([^\s\"']+|\"[^\"]*\"|'[^']*')")


def _quoted(original: str, kind: str) -> str:
    if len(original) >= 2 and original[0] == original[-1] and original[0] in "\"'":
        return f"{original[0]}{_sub(kind)}{original[0]}"
    return _sub(kind)


def _kind_for(name: str) -> str:
    upper = name.upper()
    for word, kind in (("PASSWORD", "password"), ("PASSWD", "password"), ("PWD", "password"),
                       ("TOKEN", "token"), ("SECRET", "secret"), ("CREDENTIAL", "credential"),
                       ("KEY", "key")):
        if word in upper:
            return kind
    return "secret"


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
        parts.append(_sub("private_key"))
        done = m.end()
    parts.append(text[done:])
    return "".join(parts)


def _key_body(m: re.Match[str]) -> str:
    """A run of key-shaped lines, unless it is hex (hash lists, git SHAs) or lacks mixed case and digits."""
    run = m.group(0)
    if not (re.search(r"[A-Z]", run) and re.search(r"[a-z]", run) and re.search(r"\d", run)):
        return run
    return _sub("private_key") + ("\n" if run.endswith("\n") else "")


def _mysql(m: re.Match[str]) -> str:
    """The password of a mysql/mysqldump command line; any length counts, only a reference is kept."""
    def one(p: re.Match[str]) -> str:
        value = p.group(2)
        bare = value.strip("\"'")
        if not bare or bare.startswith("$") or _PLACEHOLDER_RE.match(bare) or "[REDACTED" in bare:
            return p.group(0)
        return p.group(1) + _quoted(value, "password")
    return _MYSQL_PASSWORD_RE.sub(one, m.group(0))


def redact(text: str) -> str:
    """`text` with every recognised secret replaced by `[REDACTED:<kind>]`."""
    if not text:
        return text
    text = _PRIVATE_KEY_RE.sub(_sub("private_key"), text)
    if "PRIVATE KEY" in text:
        text = _redact_key_tails(text)
    text = _KEY_BODY_RE.sub(_key_body, text)
    text = _MYSQL_RE.sub(_mysql, text)
    text = _URL_PASSWORD_RE.sub(lambda m: f"{m.group(1)}[REDACTED]{m.group(3)}", text)
    text = _AUTH_HEADER_RE.sub(lambda m: f"{m.group(1)}{m.group(2)}{m.group(3)}{_sub(m.group(2).lower())}", text)
    text = _BEARER_RE.sub(lambda m: f"{m.group(1)}{_sub('bearer')}", text)
    for kind, pattern, check in _TOKEN_PATTERNS:
        def token(m: re.Match[str], k: str = kind, c: Callable[[str], bool] | None = check) -> str:
            return m.group(0) if c and not c(m.group(0)) else _sub(k)
        text = pattern.sub(token, text)

    def assignment(m: re.Match[str]) -> str:
        value = m.group(2)
        if not _secretish(value) or "[REDACTED" in value:
            return m.group(0)
        return m.group(1) + _quoted(value, _kind_for(m.group(1)))

    text = _JSON_ASSIGN_RE.sub(assignment, text)
    text = _ENV_ASSIGN_RE.sub(assignment, text)
    text = _YAML_ASSIGN_RE.sub(assignment, text)
    text = _KEY_HEADER_RE.sub(assignment, text)
    text = _CLI_FLAG_RE.sub(assignment, text)
    return text
