"""Credential forms as they show up in sessions, and the places they show up in.

Every secret is generated here from a seeded random source, so the repository
holds no string a secret scanner would flag and the values are the same on
every run. A form is the text a person, a tool or a model would write; its
`secrets` are the parts that must never reach a model or a file."""
from __future__ import annotations

import base64
import random
import re
import string
from dataclasses import dataclass

from core.transcript.conversation import turns_from_file
from tests.helpers_transcripts import FIXTURES

_RNG = random.Random(1402)
_B62 = string.ascii_letters + string.digits


def _r(n: int, alphabet: str = _B62) -> str:
    while True:
        s = "".join(_RNG.choice(alphabet) for _ in range(n))
        # Mixed case and a digit, as nearly every real generated token has.
        if n < 8 or alphabet != _B62 or (any(c.isdigit() for c in s) and any(c.isupper() for c in s)
                                         and any(c.islower() for c in s)):
            return s


def _b64(nbytes: int) -> str:
    return base64.b64encode(bytes(_RNG.randrange(256) for _ in range(nbytes))).decode()


def _lines(body: str, width: int) -> list[str]:
    return [body[i:i + width] for i in range(0, len(body), width)]


@dataclass(frozen=True)
class Form:
    name: str
    text: str                 # the form as written
    secrets: tuple[str, ...]  # what must disappear
    command: bool = False     # the form is itself a command line


def _forms() -> list[Form]:
    f: list[Form] = []

    def add(name: str, text: str, *secrets: str, command: bool = False) -> None:
        f.append(Form(name, text, tuple(secrets), command))

    akia = "AKIA" + _r(16, string.ascii_uppercase + string.digits)
    add("aws access key id", f"aws_access_key_id = {akia}", akia)
    aws_secret = _r(30) + "/" + _r(9)
    add("aws credentials file secret", f"[default]\naws_secret_access_key = {aws_secret}\nregion = eu-west-1",
        aws_secret)
    aws_secret2 = _r(24) + "+" + _r(15)
    add("aws configure set", f"aws configure set aws_secret_access_key {aws_secret2} --profile prod",
        aws_secret2, command=True)
    ghp = "ghp_" + _r(36)
    add("github classic token", f"git push https://x-access-token:{ghp}@github.com/acme/api.git", ghp, command=True)
    pat = "github_pat_" + _r(22) + "_" + _r(59)
    add("github fine-grained token", f"gh auth login --with-token <<< {pat}", pat, command=True)
    glpat = "glpat-" + _r(20)
    add("gitlab token", f"GITLAB_CI_JOB={glpat} glab ci view", glpat)
    xoxb = "xoxb-" + _r(12, string.digits) + "-" + _r(13, string.digits) + "-" + _r(24)
    add("slack bot token", f'slack_client = WebClient(token="{xoxb}")', xoxb)
    hook = f"https://hooks.slack.com/services/T{_r(8, string.ascii_uppercase + string.digits)}/" \
           f"B{_r(10, string.ascii_uppercase + string.digits)}/{_r(24)}"
    add("slack webhook url", f"curl -X POST -d '{{\"text\":\"deployed\"}}' {hook}", hook.rsplit("/", 1)[1],
        command=True)
    stripe = "sk_live_" + _r(24)
    add("stripe secret key", f"Stripe::Api.key = '{stripe}'", stripe)
    aiza = "AIza" + _r(35, _B62 + "-_")
    add("google api key", f"https://maps.googleapis.com/maps/api/geocode/json?address=Seoul&key={aiza}", aiza)
    oai = "sk-proj-" + _r(48)
    add("openai key", f"openai.api_key = \"{oai}\"", oai)
    ant = "sk-ant-api03-" + _r(86, _B62 + "-_") + "AA"
    add("anthropic key", f"Invalid API key: {ant}", ant)
    npm = "npm_" + _r(36)
    add("npm token", f"//registry.npmjs.org/:_authToken={npm}", npm)
    sg = "SG." + _r(22, _B62 + "-_") + "." + _r(43, _B62 + "-_")
    add("sendgrid key", f"sg = SendGridAPIClient({sg!r})", sg)
    jwt = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ" + _r(60) + "." + _r(43, _B62 + "-_")
    add("jwt", f"Cookie: session={jwt}", jwt)
    rsa = _lines(_b64(900), 64)
    add("pem private key block",
        "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(rsa) + "\n-----END RSA PRIVATE KEY-----",
        *rsa[:-1])
    ossh = _lines(_b64(700), 70)
    add("openssh key body without its BEGIN line",
        "\n".join(ossh[4:]) + "\n-----END OPENSSH PRIVATE KEY-----", *ossh[4:-1])
    bare = _lines(_b64(400), 64)
    add("key body lines without BEGIN or END", "\n".join(bare[1:5]), *bare[1:5])
    gcp = _lines(_b64(600), 64)
    gcp_json = ('{"type": "service_account", "private_key_id": "' + _r(40, "0123456789abcdef") + '", '
                '"private_key": "-----BEGIN PRIVATE KEY-----\\n' + "\\n".join(gcp[:6]) + '\\n')
    add("service account json cut after the key's first lines", gcp_json, *gcp[:6])
    db_pass = "Xq" + _r(10) + "!9"
    add("shell export by name", f"export DB_PASS={db_pass}", db_pass)
    secret_key = _r(50, _B62 + "!@#%^*-_")
    add(".env secret", f"DEBUG=false\nSECRET_KEY='{secret_key}'\nALLOWED_HOSTS=*", secret_key)
    yaml_pw = "hunter" + _r(6) + "#"
    add("yaml password", f"database:\n  host: db.internal\n  password: {yaml_pw}\n  pool: 5", yaml_pw)
    cs = _r(34, _B62 + "~._-")
    add("json client secret", f'{{"client_id": "web-app", "client_secret": "{cs}"}}', cs)
    toml_tok = "tok" + _r(29)
    add("toml token", f'[tool.publish]\napi_token = "{toml_tok}"', toml_tok)
    py_key = _r(40)
    add("python constant", f'STRIPE_WEBHOOK_KEY = "{py_key}"  # TODO move to vault', py_key)
    url_pw = _r(6) + "/" + _r(5) + "@" + _r(4)
    add("url password holding / and @", f"DATABASE_URL=postgres://app:{url_pw}@db.internal:5432/app", url_pw)
    curl_pw = "s3cr" + _r(8)
    add("curl -u", f"curl -fsS -u deploy:{curl_pw} https://ci.example.com/api/json", curl_pw, command=True)
    netrc_pw = _r(20)
    add(".netrc password", f"machine api.heroku.com\n  login dev@example.com\n  password {netrc_pw}", netrc_pw)
    netrc_pw2 = _r(14)
    add(".netrc one line", f"machine git.example.com login dev password {netrc_pw2}", netrc_pw2)
    docker_auth = base64.b64encode(f"dev:{_r(16)}".encode()).decode()
    add("docker config auth", f'{{"auths": {{"ghcr.io": {{"auth": "{docker_auth}"}}}}}}', docker_auth)
    mid = "Pw" + _r(9)
    add("password: in the middle of a line", f"Login failed for user admin password: {mid} (attempt 3 of 5)", mid)
    loose = _r(40)
    add("long random string with no name", f"session restored from {loose} after restart", loose)
    bearer = _r(40, _B62 + "-._")
    add("authorization bearer", f"curl -H 'Authorization: Bearer {bearer}' https://api.example.com/v2/me",
        bearer, command=True)
    xkey = _r(32)
    add("x-api-key header", f"X-Api-Key: {xkey}", xkey)
    mysql_pw = "Rt" + _r(8)
    add("mysql -p", f"mysql -u root -p{mysql_pw} -h 127.0.0.1 shop", mysql_pw, command=True)
    docker_pw = _r(18)
    add("docker login -p", f"docker login -u ci -p {docker_pw} registry.example.com", docker_pw, command=True)
    hf = "hf_" + _r(34)
    add("hugging face token", f"HF_HOME=/data huggingface-cli login --token {hf}", hf, command=True)
    go_pw = "G0" + _r(12)
    add("go assignment", f'\tpassword := "{go_pw}"', go_pw)
    azure = _b64(64)
    add("azure connection string",
        f"DefaultEndpointsProtocol=https;AccountName=acme;AccountKey={azure};EndpointSuffix=core.windows.net",
        azure.rstrip("="))
    flag_pw = "Fl" + _r(10)
    add("--password flag", f"mongosh --username admin --password {flag_pw} mongodb://db:27017", flag_pw,
        command=True)
    xml_pw = "Xm" + _r(12)
    add("xml settings", f"<server>\n  <id>nexus</id>\n  <password>{xml_pw}</password>\n</server>", xml_pw)
    gh_secret = _r(30)
    add("gh secret set", f"gh secret set DEPLOY_TOKEN --body {gh_secret}", gh_secret, command=True)
    pg = "Pg" + _r(12)
    add("PGPASSWORD prefix", f"PGPASSWORD={pg} psql -h db -U app -c 'select 1'", pg, command=True)
    ruby_pw = "Rb" + _r(12)
    add("ruby hash", f'Redis.new(host: "cache", :password => "{ruby_pw}")', ruby_pw)
    twilio = "SK" + _r(32, "0123456789abcdef")
    add("twilio api key", f"TWILIO_API_KEY_SID {twilio}", twilio)
    low = string.ascii_lowercase
    phrase = " ".join(_r(n, low) for n in (7, 5, 7, 6))
    add("quoted passphrase before a command", f"DB_PASSWORD='{phrase}' ./manage.py migrate", phrase, command=True)
    phrase2 = " ".join(_r(n, low) for n in (6, 8, 5))
    add("exported quoted passphrase", f'export DB_PASSWORD="{phrase2}"', phrase2)
    spaced = f"{_r(6)} with {_r(5, low)}"
    add("quoted client secret with a space", f'client_secret="{spaced}"', spaced)
    two = f"{_r(5, low)} {_r(5, low)}"
    add("yaml password of two words", f'database:\n  password: "{two}"', two)
    lower_key = _r(13, low)
    add("env-style key of lower-case letters", f"API_KEY={lower_key}", lower_key)
    echoed = _r(20)
    add("a flag's token echoed bare in the error",
        f"deployctl push --token={echoed}\nerror: token {echoed} was revoked", echoed, command=True)
    sshpw = _r(4) + "!" + _r(4)
    add("an sshpass password echoed bare", f"sshpass -p '{sshpw}' ssh ci@build\nauth failed for password {sshpw}",
        sshpw, command=True)
    redispw = _r(11)
    add("a url password echoed bare", f"redis-cli -u redis://:{redispw}@cache:6379 ping\nWRONGPASS {redispw}",
        redispw, command=True)
    return f


FORMS: list[Form] = _forms()

#: Where a form appears: what a person typed, what a tool printed, a command that was run, what a model answered.
CONTEXTS = ("user text", "tool output", "command line", "model reply")


def in_context(form: Form, context: str) -> str:
    """The form as it would appear in `context`."""
    if context == "user text":
        return f"deploy fails with this config, why?\n{form.text}\nthanks"
    if context == "tool output":
        return f"Error: request rejected (401)\n{form.text}\n    at deploy (scripts/deploy.js:41:13)"
    if context == "command line":
        if form.command:
            return form.text
        return f"cat >> config.local <<'EOF'\n{form.text}\nEOF\n./deploy.sh --check"
    if "\n" in form.text:
        return f"The failing setting is this one:\n```\n{form.text}\n```\nRotate it and retry."
    return f"The failing setting is `{form.text}`; rotate it and retry."


def leaked(text: str, form: Form) -> list[str]:
    """The secrets of `form` still in `text`, whole or as their last 12 characters."""
    return [s for s in form.secrets if s in text or (len(s) >= 16 and s[-12:] in text)]


# --- what must stay readable ----------------------------------------------------------------

# Identifiers that look random but are not secrets: redaction must leave every one of them.
READABLE = {
    "commit id (7-40 hex)": re.compile(r"(?<![0-9A-Za-z])[0-9a-f]{7,40}(?![0-9A-Za-z])"),
    "sha256 digest": re.compile(r"(?<![0-9A-Za-z])[0-9a-f]{64}(?![0-9A-Za-z])"),
    "uuid": re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"),
    "path": re.compile(r"(?<![\w.])(?:/[\w.@+\-]+){2,}"),
}


def fixture_texts() -> list[str]:
    """Every text and string tool argument of the real fixture sessions."""
    texts: list[str] = []
    for path in sorted(FIXTURES.rglob("*.jsonl")):
        for turn in turns_from_file(path):
            texts.append(turn.text)
            if turn.tool_input:
                texts.extend(v for v in turn.tool_input.values() if isinstance(v, str))
    return texts
