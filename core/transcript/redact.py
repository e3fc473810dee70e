"""Secrets out of text before it is sent to a model or written to a file.

Sessions routinely show keys: a `cat .env`, an `env` dump, a curl with an
Authorization header, a model echoing a key back. A slice goes to a model and
entries end up in files that are committed, so every secret shape that is
recognisable is replaced by `[REDACTED:<kind>]`. Recognisable means:

- a provider's fixed prefix (`ghp_`, `sk-ant-`, `SG.`, `AKIA`, …);
- a value assigned to a name that says it is secret (`DB_PASS=…`,
  `"client_secret": …`, `password: …` anywhere in a line, `--token …`,
  `aws configure set aws_secret_access_key …`), in shell, env files, YAML,
  JSON, TOML, Python, Go, Ruby and XML spelling;
- a place that only ever holds a secret (the password of a URL, `curl -u
  user:pw`, `.netrc` `password`, `mysql -pPW`, an `Authorization` header);
- a private key, whole or any piece of one (BEGIN line, body, END line);
- a long string that looks random: mixed case and digits with no word or path
  structure. Hex is never "random" by this rule, because commit ids, content
  hashes and UUIDs are hex and must stay readable.

References (`$VAR`, `${{ secrets.X }}`, `os.environ[...]`, a path),
placeholders (`your-api-key`, `xxxx`, `<token>`) and identifiers in code
(`password=password`) are left alone so ordinary prose and code stay
readable. A value found by its name or its place is remembered and redacted
wherever else it appears bare in the same text, or in the other texts a
`Redactor` is given (an error that echoes the token of the failed command, a
reply that quotes it). `redact` is idempotent; its cost is kept low by running
each rule only when a cheap substring test says it could match."""
from __future__ import annotations

import math
import re
from contextvars import ContextVar
from typing import Callable, Sequence

from core.transcript.redact_shapes import mark as _sub, private_keys, provider_tokens
from core.transcript.scrub import scrub

_PLACEHOLDER_RE = re.compile(
    r"^(?:x+|X+|\*+|\.+|…|-+|<[^>]*>|\{\{.*\}\}|\{[^{}]*\}|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\$\(.*\)|"
    r"%\(?[A-Za-z_]+\)?s?|%[A-Za-z_]+%|"
    r"(?:(?:your|my|the|some|an?|example|sample|dummy|fake|test|placeholder|change|me|redacted|insert|enter|"
    r"put|replace|todo|fixme|here|goes|api|access|key|apikey|token|secret|password|passwd|passphrase|pass|pwd|pw|"
    r"credentials?|creds?|auth|user|username|value|foo|bar|baz|xxx+)[-_.]?)+|(?-i:[A-Z][A-Z_]*)|"
    r"none|null|nil|true|false|undefined|required|optional|string|str|bytes|number|int|bool|boolean|"
    r"\[REDACTED[^\]]*\])$", re.I)
#: Words that make a run of placeholder words a placeholder even after an env-style name.
_PLACEHOLDER_MARK_RE = re.compile(r"your|example|sample|dummy|fake|placeholder|change|redacted|insert|enter|"
                                  r"replace|todo|fixme|here|xxx|test|foo|bar|baz|none|null|undefined", re.I)
_REFERENCE_RE = re.compile(
    r"^(?:os\.|process\.env|env\.|ENV\[|getenv|secrets\.|vars\.|self\.|this\.|config\.|settings\.|"
    r"op://|vault:|arn:|ref\+|!Ref|\$\{\{|\$\()")
_FILE_EXT_RE = re.compile(r"\.(?:pem|key|crt|cer|der|p12|pfx|jks|json|txt|env|ya?ml|toml|ini|cfg|conf|gpg|asc|pub|"
                          r"kdbx|keystore)$", re.I)
_PATH_START_RE = re.compile(r"^(?:[A-Za-z]:\\|~?\.{0,2}/)")
#: Code, not a secret: a dotted name whose `_`-separated parts are words or numbers (`_pep_440_key`).
_IDENTIFIER_RE = re.compile(r"_*(?:[A-Za-z]+|\d+)(?:[_.]+(?:[A-Za-z]+|\d+))*_*")

# ---------------------------------------------------------------- names that say secret

#: Whole words of a name that make it secret.
_SECRET_WORDS = {
    "pass": "password", "passwd": "password", "password": "password", "passphrase": "password",
    "pwd": "password", "pw": "password", "passcode": "password",
    "secret": "secret", "secrets": "secret", "token": "token", "key": "key", "apikey": "key",
    "credential": "credential", "credentials": "credential", "cred": "credential", "creds": "credential",
    "auth": "auth",
}
#: Endings of run-together names (`PGPASSWORD`, `secretkey`, `authtoken`).
_SECRET_ENDINGS = (("password", "password"), ("passwd", "password"), ("passphrase", "password"),
                   ("pass", "password"), ("pwd", "password"), ("secret", "secret"), ("token", "token"),
                   ("apikey", "key"), ("key", "key"), ("credentials", "credential"),
                   ("credential", "credential"))
_NOT_SECRET_WORDS = frozenset({
    "monkey", "donkey", "hotkey", "turnkey", "whiskey", "jockey", "hockey", "lackey", "turkey",
    "bypass", "compass", "surpass", "trespass", "overpass", "underpass", "encompass", "impass",
})
#: A last word that makes the name about a secret rather than the secret itself.
_NOT_SECRET_TAILS = frozenset({
    "path", "paths", "file", "files", "filename", "url", "uri", "endpoint", "type", "name", "names", "id", "ids",
    "length", "len", "size", "count", "env", "var", "variable", "field", "prefix", "suffix", "header", "dir",
    "limit", "limits", "ttl", "expiry", "expires", "expiration", "at", "version", "index", "idx", "format",
    "mode", "algorithm", "alg", "hint", "prompt", "policy", "location", "store", "ref", "source", "label",
    "pattern", "regex", "description", "desc", "column", "param", "arg", "kind", "style", "schema",
    "timeout", "scope", "scopes", "usage", "budget", "max", "min", "rate", "required", "enabled", "method",
    "provider", "manager", "service", "class", "helper", "fingerprint", "reset", "rotation",
    "tokens", "keys", "remaining", "used", "cmd", "command", "hash",
    # (`docker login --password-stdin REGISTRY`: the password comes on stdin; the word after is the registry)
    "stdin",
})
_CAMEL_RE = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD_SPLIT_RE = re.compile(r"[^a-z0-9]+")
_KIND_ORDER = ("password", "token", "secret", "credential", "auth", "key")


def secret_kind(name: str) -> str | None:
    """The kind of secret a variable, key or flag name says it holds, or None.

    Judged word by word (`DB_PASS`, `authToken`, `x-api-key`), with run-together
    endings (`PGPASSWORD`), so `keyboard`, `bypass`, `max_tokens` and `key_path`
    are not secrets; the strongest word names the kind."""
    words = [w for w in _WORD_SPLIT_RE.split(_CAMEL_RE.sub("_", name).lower()) if w]
    ko = next((k for ending, k in _KO_NAMES if name.lower().endswith(ending)), None)   # 비밀번호, 토큰…
    if ko:
        return ko
    if not words or words[-1] in _NOT_SECRET_TAILS or "public" in words or "publishable" in words:
        return None
    kinds: set[str] = set()
    for word in words:
        if word in _NOT_SECRET_WORDS:
            continue
        kind = _SECRET_WORDS.get(word)
        if kind is None:
            kind = next((k for ending, k in _SECRET_ENDINGS if word.endswith(ending)), None)
        if kind:
            kinds.add(kind)
    return next((k for k in _KIND_ORDER if k in kinds), None)


# A command line in a code span: words, then an option (`--apple-use-keychain`, `-t`) or a path a word of its own
_COMMAND_LINE_RE = re.compile(r"^[\w.-]+(?:\s+\S+)*\s+(?:--?[A-Za-z][\w-]*|~?/\S+|\./\S+)(?:\s|$)")


_TIMESTAMP_RE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?")


def _literal_secret(value: str, kind: str, *, literal: bool, env_style: bool = False) -> bool:
    """Whether an assigned value could be a real secret rather than a reference, placeholder or code.

    `literal` is true where the value cannot be an identifier (quoted, or a shell
    assignment): there a value made of letters only still counts. A quoted value
    is one value, spaces and all (a passphrase). `env_style` (`API_KEY=v`, an
    upper-case name in a shell or env file) takes a value of any characters."""
    v = value
    quoted = False
    if len(v) >= 4 and v.startswith('\\"') and v.endswith('\\"'):   # JSON inside a JSON string
        v, literal, quoted = v[2:-2], True, True
    elif len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'`":
        v, literal, quoted = v[1:-1], True, True
    v = v.strip().rstrip(",;")
    if not v or "[REDACTED" in v or (not quoted and any(c.isspace() for c in v)):
        return False
    if len(v) < (6 if kind == "password" else 8):
        return False
    if v.isdigit() and kind != "password" and not env_style:
        return False
    if _TIMESTAMP_RE.fullmatch(v):
        return False                                  # a date or time (`replication_key_value`: a bookmark), no secret
    if quoted and " " in v and all(_PLACEHOLDER_RE.match(w) for w in v.split()):
        return False                                  # "a secret", "your api key here"
    if quoted and value[:1] == "`" and _COMMAND_LINE_RE.search(v):
        return False                                  # "the key: `ssh-add --apple-use-keychain ~/.ssh/id_x`": code
    if (_PLACEHOLDER_RE.match(v) and not (env_style and v.isalpha() and not _PLACEHOLDER_MARK_RE.search(v))) \
            or _REFERENCE_RE.match(v):
        return False                                  # after `API_KEY=`, `mysecretvalue` is a value, `yourkey` is not
    if _FILE_EXT_RE.search(v) or (_PATH_START_RE.match(v) and _mostly_words(v)):
        return False                                  # a file name or path, not base64 that starts with `/`
    if "(" in v or "[" in v or "{" in v or "}" in v or re.search(r"\\[xuUntr0]", v):
        return False                                  # a call, an index or a template
    if kind == "key" and not env_style and not (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)):
        return False                                  # `key:` also names dict keys, cookies, i18n ids
    if re.fullmatch(r"[A-Z][A-Z0-9_]*", v):            # the name of another variable
        return False
    if not literal and _IDENTIFIER_RE.fullmatch(v):   # password=password, token: accessToken
        return False
    if not env_style and re.fullmatch(r"[a-z]+(?:[._-][a-z]+)+", v):     # a dotted or dashed name
        return False
    return True


#: The values redacted so far by the `Redactor` running now (None outside one).
_SEEN: ContextVar[dict[str, str] | None] = ContextVar("redact_seen", default=None)
#: Shortest value looked for again; a single word of letters must be longer (`development`
#: after `TOKEN=` is redacted there, but the word stays readable in prose).
_REPEAT_MIN = 6
_REPEAT_MIN_WORD = 12


def _remember(value: str, kind: str) -> str:
    """Note a value just redacted so its other occurrences go too; returns the mark that replaces it."""
    seen = _SEEN.get()
    if seen is not None:
        v = value
        if len(v) >= 4 and v.startswith('\\"') and v.endswith('\\"'):
            v = v[2:-2]
        elif len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'`":
            v = v[1:-1]
        v = v.strip().rstrip(",;")
        if len(v) >= _REPEAT_MIN and not (v.isalpha() and len(v) < _REPEAT_MIN_WORD) and "\n" not in v \
                and "[REDACTED" not in v:
            seen.setdefault(v, kind)
    return _sub(kind)


def _quoted(original: str, kind: str) -> str:
    _remember(original, kind)
    if len(original) >= 4 and original.startswith('\\"') and original.endswith('\\"'):
        return f'\\"{_sub(kind)}\\"'
    if len(original) >= 2 and original[0] == original[-1] and original[0] in "\"'`":
        return f"{original[0]}{_sub(kind)}{original[0]}"
    trail = original[len(original.rstrip(",;")):]
    return _sub(kind) + trail


# ---------------------------------------------------------------- places that only hold a secret

_AUTH_HEADER_RE = re.compile(r"(?i)(\b(?:proxy-)?authorization[\"']?\s*[:=]\s*[\"']?\s*)(bearer|basic|token|digest)"
                             r"(\s+)([A-Za-z0-9._~+/=\-]{6,})")
_BEARER_RE = re.compile(r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/\-]{20,}=*)")
# scheme://user:PASSWORD@host — the password may hold `/`, `@` or `:`; it ends at
# the last `@` that a host name follows.
_URL_PASSWORD_RE = re.compile(
    r"(?i)\b([a-z][a-z0-9+.\-]*://[^\s:/@\"'<>]*:)([^\s\"'<>]+?)(@)"
    r"(?=(?:[a-z0-9_\-]+(?:\.[a-z0-9_\-]+)*|\[[0-9a-f:.]+\])(?::\d+)?(?:[/?#\s\"'<>),;\]`]|$))")
# A query parameter that carries a signature or key.
_QUERY_SECRET_RE = re.compile(r"(?i)([?&](?:sig|signature|x-amz-signature|x-goog-signature|x-amz-security-token|"
                              r"access_token|api_key|apikey|key|token|secret|password|client_secret)=)([^&#\s\"'<>]+)")

# Commands whose options carry a password: the command span, then the option.
_MYSQL_RE = re.compile(r"(?<![\w./-])(?i:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mysqlshow|mysqlslap|"
                       r"mariadb|mariadb-dump|mariadb-admin)(?![\w.-])[^\n|;&]*")
_MYSQL_PASSWORD_RE = re.compile(r"(\s(?:-p|--password=))(\"[^\"\n]*\"|'[^'\n]*'|[^\s\"']+)")
_HTTP_CLIENT_RE = re.compile(r"(?<![\w./-])(?:curl|http|https|xh|wget)(?![\w.-])[^\n|;&]*")
_USERPASS_RE = re.compile(r"((?<![\w-])(?:-u|--user|--proxy-user|-U|-a|--auth)(?:\s+|=)?(?P<q>[\"']?)"
                          r"(?P<user>[^\s:\"'/]*):)(?P<pw>[^\s\"']+)(?P=q)")
# (a backtick ends it: "`doctl auth init --access-token <token>`, or …" closes a code span, no part of the value)
_OPTION_VALUE = r"(\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'`-][^\s\"'`]*)"
#: (command span, its password option): `docker login -p PW`, `sshpass -p PW`, `redis-cli -a PW`, `ldapsearch -w PW`.
_PASSWORD_OPTIONS = [
    (re.compile(r"(?<![\w./-])(?:docker|podman|buildah|skopeo|nerdctl|oras|helm(?:\s+registry)?)\s+login"
                r"(?![\w.-])[^\n|;&]*"), re.compile(r"(\s-p\s*)" + _OPTION_VALUE)),
    (re.compile(r"(?<![\w./-])sshpass(?![\w.-])[^\n|;&]*"), re.compile(r"(\s-p\s*)" + _OPTION_VALUE)),
    (re.compile(r"(?<![\w./-])redis-cli(?![\w.-])[^\n|;&]*"), re.compile(r"(\s-a\s+)" + _OPTION_VALUE)),
    (re.compile(r"(?<![\w./-])ldap[a-z]+(?![\w.-])[^\n|;&]*"), re.compile(r"(\s-w\s+)" + _OPTION_VALUE)),
]
_OPENSSL_PASS_RE = re.compile(r"(-pass(?:in|out)?\s+pass:)(\"[^\"\n]*\"|'[^'\n]*'|[^\s\"']+)")
_CLI_FLAG_RE = re.compile(r"((?<![\w-])--?((?=[A-Za-z])[\w-]{0,60}?" + "(?:pass|pwd|secret|token|key|cred|auth)" +
                          r"[\w-]{0,60})(?:\s+|=))" + _OPTION_VALUE, re.I)
# `gh secret set NAME --body VALUE`
_GH_SECRET_RE = re.compile(r"(\bsecret\s+set\s+\S+\s+(?:--body|-b)[= ]?)" + _OPTION_VALUE)
# `aws configure set aws_secret_access_key V`, `npm config set //r/:_authToken V`, `yarn config set …`.
_CONFIG_SET_RE = re.compile(r"(?i)(\bconfig(?:ure)?(?::set)?\s+set\s+(?:--?[\w-]+\s+)*([^\s=]+)\s+)"
                            r"(\"[^\"\n]*\"|'[^'\n]*'|[^\s\"']+)")
# .netrc: `machine host login me password PW`, or `password PW` alone on a line.
_NETRC_RE = re.compile(r"(?m)((?:\b(?:machine|default|login|account)\s+\S+\s+|^[ \t]*)(?:password|passwd)\s+)"
                       r"([^\s`'\"=:][^\s`'\"]*)(?=[ \t]*(?:$|[`'\"]|\s(?:machine|login|account|macdef|default)\b))")
_XML_RE = re.compile(r"<([A-Za-z_][\w.\-:]*)>([^<>\s]{1,500})</\1>")

# ---------------------------------------------------------------- assignments by name

_KO_NAMES = (("비밀번호", "password"), ("패스워드", "password"), ("암호", "password"), ("토큰", "token"),
             ("시크릿", "secret"), ("비밀키", "key"), ("인증키", "key"), ("api키", "key"))
_NAME_HINT = r"(?:pass|pwd|pw\b|secret|token|key|cred|auth|비밀번호|패스워드|암호|토큰|시크릿|비밀키|인증키|api키)"
#: name [quote] separator value, in shell, env, YAML, JSON, TOML, Python, Go (`:=`) and Ruby (`=>`).
#: The name is bounded: unbounded, a long run of letters holding "key" many times backtracks quadratically.
_ASSIGN_RE = re.compile(
    r"(?i)(?<![\w.\-/$])(?P<q>\\?[\"']|)(?P<name>[\w.\-:/]{0,60}?" + _NAME_HINT + r"[\w.\-]{0,60})(?P=q)"
    r"(?P<sep>[ \t]*(?::=|=>|=|:)[ \t]*)"
    r"(?P<value>\\\"(?:[^\"\\\n]|\\[^\"\n])*\\\"|\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*'|`[^`\n]*`|"
    r"[^\s\"'`,;&|)}\]\\]+[,;]?)")


def _assignment(m: re.Match[str]) -> str:
    name, sep, value = m.group("name"), m.group("sep"), m.group("value")
    kind = secret_kind(name.rsplit(":", 1)[-1].rsplit("/", 1)[-1])
    if kind is None:
        return m.group(0)
    bare_sep = sep.strip()
    quoted_name = bool(m.group("q"))
    if bare_sep == ":" and not (sep.endswith((" ", "\t")) or quoted_name or value[:1] in "\"'"):
        return m.group(0)                       # `host:port`, `a:b` — not a key and its value
    shell = bare_sep == "=" and sep == "=" and not quoted_name and name == name.upper()
    env_style = shell and any(c.isalpha() for c in name)
    if not _literal_secret(value, kind, literal=shell, env_style=env_style):
        return m.group(0)
    return m.group(0)[:m.start("value") - m.start()] + _quoted(value, kind)


def _named_option(m: re.Match[str], name_group: int, value_group: int, literal: bool = True) -> str:
    kind = secret_kind(m.group(name_group))
    value = m.group(value_group)
    if kind is None or not _literal_secret(value, kind, literal=literal):
        return m.group(0)
    return m.group(0)[:m.start(value_group) - m.start()] + _quoted(value, kind)


def _any_password(value: str) -> bool:
    """A password in a place that only holds passwords: any length counts, only a reference is kept."""
    bare = value.strip("\"'`.,;:")
    return bool(bare) and not (bare.startswith(("$", "%", "<")) or _PLACEHOLDER_RE.match(bare) or "[REDACTED" in bare)


def _password_option(p: re.Match[str]) -> str:
    """An option (group 1) and its password (group 2), unless the password is a reference."""
    value = p.group(2)
    if not _any_password(value):
        return p.group(0)
    return p.group(1) + _quoted(value, "password")


def _in_commands(text: str, command_re: re.Pattern[str], option_re: re.Pattern[str]) -> str:
    """The password option of each span of `command_re` (a command and its arguments)."""
    return command_re.sub(lambda m: option_re.sub(_password_option, m.group(0)), text)


def _url_password(m: re.Match[str]) -> str:
    if not _any_password(m.group(2)):
        return m.group(0)
    _remember(m.group(2), "password")
    return f"{m.group(1)}[REDACTED]{m.group(3)}"


def _userpass(m: re.Match[str]) -> str:
    """`curl -u user:PW`: the password after the first colon; `1000:1000` (uid:gid) is no password."""
    def one(p: re.Match[str]) -> str:
        password = p.group("pw")
        if not _any_password(password) or password.startswith("/") or (
                password.isdigit() and p.group("user").isdigit()):
            return p.group(0)
        return p.group(1) + _remember(password, "password") + p.group("q")
    return _USERPASS_RE.sub(one, m.group(0))


# ---------------------------------------------------------------- random-looking strings

_LONG_RE = re.compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{32,}+={0,2}")
#: What a long random string is allowed to follow: content hashes, public keys, inline data.
_PUBLIC_BEFORE_RE = re.compile(r"(?:\bh1:|\bsha\d{1,3}[-:=]|ssh-(?:rsa|dss|ed25519)\s+|ecdsa-sha2-nistp\d+\s+|"
                               r"sk-ssh-ed25519@openssh\.com\s+|;base64,|\bbase64,|"
                               r"[\"']signature\\?[\"']\s*:\s*\\?[\"'])$")
#: Public ids: content hashes, API object ids (`toolu_01…`, `msg_01…`, `req_011C…`), public keys.
_PUBLIC_PREFIX_RE = re.compile(r"^(?:sha\d{1,3}[-_]|(?:[a-z]+_)+0\d[A-Za-z0-9]{16,}$|chatcmpl-|"
                               r"AAAA[B-E]3NzaC1|ssh-)")
_PATHLIKE_SEGMENT_RE = re.compile(r"\.?[a-z][a-z0-9_.\-]*|[A-Z]?[a-z]+(?:[A-Z][a-z]+)*|\d+")
_ENTROPY_MIN = 4.0


def _mostly_words(path: str) -> bool:
    """Whether at least half the segments of a `/`-separated string are words, as in a path."""
    parts = [p for p in re.split(r"[/\\]", path) if p not in ("", "~", ".", "..")]
    wordy = sum(1 for p in parts if len(p) >= 2 and _PATHLIKE_SEGMENT_RE.fullmatch(p))
    return bool(parts) and wordy * 2 >= len(parts)


def _entropy(s: str) -> float:
    counts: dict[str, int] = {}
    for c in s:
        counts[c] = counts.get(c, 0) + 1
    n = len(s)
    return -sum(k / n * math.log2(k / n) for k in counts.values())


def looks_random(s: str) -> bool:
    """A 32+ character run that reads as generated, not as a word, path, hash or id.

    Hex (with or without dashes) is never random here: commit ids, content hashes and
    UUIDs are hex. The rest must mix upper case, lower case and digits, switch
    between them often (identifiers switch only at word boundaries) and carry
    about as much information per character as random base64 does."""
    core = s.rstrip("=")
    if len(core) < 32 or _PUBLIC_PREFIX_RE.match(core):
        return False
    if all(c in "0123456789abcdefABCDEF-" for c in core):
        return False
    if not (any(c.isupper() for c in core) and any(c.islower() for c in core) and any(c.isdigit() for c in core)):
        return False
    if "/" in core and _mostly_words(core):          # a path
        return False
    switches = sum(1 for a, b in zip(core, core[1:])
                   if (a.isdigit(), a.isupper(), a.islower()) != (b.isdigit(), b.isupper(), b.islower()))
    if switches < len(core) * 0.4:
        return False
    return _entropy(core) >= _ENTROPY_MIN


def _long_random(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        s = m.group(0)
        if not looks_random(s) or _PUBLIC_BEFORE_RE.search(text, max(0, m.start() - 40), m.start()):
            return s
        return _sub("high_entropy")
    return _LONG_RE.sub(one, text)


# ---------------------------------------------------------------- the whole pass

class Redactor:
    """Redacts the texts of one session (a slice's turns, an entry's fields) as one:
    a value recognised by its name or place in one of them is redacted wherever
    else it appears bare, in a text redacted before it too (`redact_all`)."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def redact(self, text: str) -> str:
        if not text:
            return text
        text = scrub(text)[0]  # what leaves or lands must be encodable (the count is noted where text enters)
        token = _SEEN.set(self.seen)
        try:
            text = _redact(text)
        finally:
            _SEEN.reset(token)
        return self.repeats(text)

    def repeats(self, text: str) -> str:
        """`text` with each value already redacted elsewhere replaced too, where it stands alone
        (not inside a longer word or number)."""
        if not self.seen or not text:
            return text
        present = [v for v in self.seen if v in text]
        if not present:
            return text
        present.sort(key=len, reverse=True)
        pattern = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(map(re.escape, present)) + r")(?![A-Za-z0-9])")
        return pattern.sub(lambda m: _sub(self.seen[m.group(0)]), text)


def redact(text: str) -> str:
    """`text` with every recognised secret replaced by `[REDACTED:<kind>]`, each value
    found by name or place also where the text repeats it bare."""
    return Redactor().redact(text)


def redact_all(texts: Sequence[str]) -> list[str]:
    """Each of `texts` redacted, a value found in any of them redacted in all of them."""
    redactor = Redactor()
    done = [redactor.redact(t) for t in texts]
    return [redactor.repeats(t) for t in done]


def hidden_in(words: Sequence[str], source: str, redactor: Callable[[str], str]) -> tuple[str, ...]:
    """Words taken from `source` (a command's, split and normalised), with what redacting the whole source hides
    hidden in them too: a word cut from `-e PASSWORD='s3cr#t'` keeps an unbalanced quote that no pattern of a word
    alone recognises, so the values are read off the whole text (what each `[REDACTED:…]` stands for) and hidden
    wherever a word holds them."""
    done = redactor(source)
    if done == source:
        return tuple(words)
    parts = re.split(r"(\[REDACTED:[^\]]*\])", done)
    shape = re.fullmatch("".join("(.+?)" if k % 2 else re.escape(p) for k, p in enumerate(parts)), source, re.S)
    if shape is None:   # (a redactor that does more than put markers in: each word redacted alone)
        return tuple(redactor(w) for w in words)
    values = sorted({v.strip("'\"") for v in shape.groups() if len(v.strip("'\"")) >= 4}, key=len, reverse=True)
    out = []
    for w in words:
        for v in values:
            w = w.replace(v, "[REDACTED]")
        out.append(w)
    return tuple(out)


def _redact(text: str) -> str:
    if not text:
        return text
    text = private_keys(text)
    lower = text.lower()
    if "mysql" in lower or "mariadb" in lower:
        text = _in_commands(text, _MYSQL_RE, _MYSQL_PASSWORD_RE)
    if "curl" in lower or "http" in lower or "wget" in lower or "xh " in lower:
        text = _HTTP_CLIENT_RE.sub(_userpass, text)
    if "login" in lower or "sshpass" in lower or "redis-cli" in lower or "ldap" in lower:
        for command_re, option_re in _PASSWORD_OPTIONS:
            text = _in_commands(text, command_re, option_re)
    if "pass:" in text:
        text = _OPENSSL_PASS_RE.sub(_password_option, text)
    if "://" in text:
        text = _URL_PASSWORD_RE.sub(_url_password, text)
    if "authorization" in lower:
        text = _AUTH_HEADER_RE.sub(
            lambda m: f"{m.group(1)}{m.group(2)}{m.group(3)}{_remember(m.group(4), m.group(2).lower())}", text)
    if "bearer" in lower:
        text = _BEARER_RE.sub(lambda m: f"{m.group(1)}{_remember(m.group(2), 'bearer')}", text)
    text = provider_tokens(text)
    if "?" in text or "&" in text:
        text = _QUERY_SECRET_RE.sub(
            lambda m: m.group(0) if not _any_password(m.group(2)) or len(m.group(2)) < 8
            else m.group(1) + _remember(m.group(2), "secret"), text)
    if any(h in lower for h in ("pass", "pwd", "pw", "secret", "token", "key", "cred", "auth")) or \
            any(ko in lower for ko, _ in _KO_NAMES):
        text = _ASSIGN_RE.sub(_assignment, text)
        # `--token=V` is a value; `--password option` may be prose, so a bare word after a space is not.
        text = _CLI_FLAG_RE.sub(lambda m: _named_option(m, 2, 3, literal=m.group(1).endswith("=")), text)
        if "set" in lower:
            text = _CONFIG_SET_RE.sub(lambda m: _named_option(m, 2, 3), text)
        if "</" in text:
            text = _XML_RE.sub(lambda m: _named_option(m, 1, 2, literal=False), text)
        if "secret" in lower:
            text = _GH_SECRET_RE.sub(lambda m: m.group(0) if not _any_password(m.group(2))
                                     else m.group(1) + _quoted(m.group(2), "secret"), text)
        if "password" in lower or "passwd" in lower:
            text = _NETRC_RE.sub(lambda m: m.group(0) if not _any_password(m.group(2))
                                 else m.group(1) + _remember(m.group(2), "password"), text)
    return _long_random(text)
