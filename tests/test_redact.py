import re

import pytest

from core.transcript.redact import looks_random, redact, redact_all, secret_kind
from tests.secret_corpus import CONTEXTS, FORMS, READABLE, Form, fixture_texts, in_context, leaked

SECRETS = [
    ("anthropic_key", "sk-ant-api03-Q3x9ZkLmN0pQrStUvWxYz012345-abcdEFGH_ijkl"),
    ("openai_key", "sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56"),
    ("openai_key", "sk-Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90"),
    ("github_token", "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"),
    ("github_token", "gho_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"),
    ("github_token", "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz"),
    ("gitlab_token", "glpat-Ab12Cd34Ef56Gh78Ij90"),
    ("slack_token", "xoxb-123456789012-abcdefghijkl"),
    ("aws_access_key", "AKIAIOSFODNN7EXAMPLE"),
    ("google_api_key", "AIzaSyD-1234567890abcdefghijklmnopqrstu"),
    ("stripe_key", "sk_live_51Hc0123456789abcdefGHIJ"),
    ("stripe_key", "rk_live_51Hc0123456789abcdefGHIJ"),
    ("npm_token", "npm_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78"),
    ("huggingface_token", "hf_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56"),
    ("jwt", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"),
]


@pytest.mark.parametrize("kind,secret", SECRETS)
def test_provider_tokens(kind: str, secret: str) -> None:
    out = redact(f"the value is {secret} ok")
    assert secret not in out
    assert out == f"the value is [REDACTED:{kind}] ok"


def test_authorization_headers() -> None:
    out = redact("curl -H 'Authorization: Bearer abc123def456ghi789' https://api.example.com")
    assert out == "curl -H 'Authorization: Bearer [REDACTED:bearer]' https://api.example.com"
    out = redact('{"Authorization": "Basic dXNlcjpwYXNzd29yZA=="}')
    assert out == '{"Authorization": "Basic [REDACTED:basic]"}'
    assert "Zm9vYmFy" not in redact("authorization=Token Zm9vYmFyYmF6cXV4")


def test_private_key_block() -> None:
    text = "key:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\nAAAA\n-----END OPENSSH PRIVATE KEY-----\ndone"
    assert redact(text) == "key:\n[REDACTED:private_key]\ndone"
    cut = redact("-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC")
    assert "MIIE" not in cut


def test_password_in_url() -> None:
    assert redact("DATABASE=postgres://admin:s3cr3t!@db.internal:5432/app") == \
        "DATABASE=postgres://admin:[REDACTED]@db.internal:5432/app"
    assert redact("git clone https://user:ghtoken@github.com/o/r.git") == \
        "git clone https://user:[REDACTED]@github.com/o/r.git"


@pytest.mark.parametrize("text,expected", [
    ("FOO_API_KEY=q8Zr2mXv9LpT", "FOO_API_KEY=[REDACTED:key]"),
    ('export X_TOKEN="a1b2c3d4e5f6g7"', 'export X_TOKEN="[REDACTED:token]"'),
    ("DB_PASSWORD='correct-horse-9'", "DB_PASSWORD='[REDACTED:password]'"),
    ('{"password": "hunter2hunter2"}', '{"password": "[REDACTED:password]"}'),
    ('{"client_secret":"Zx81kQmP0aa"}', '{"client_secret":"[REDACTED:secret]"}'),
    ("db_password: Sup3rS3cret!", "db_password: [REDACTED:password]"),
    ("AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
     "AWS_SECRET_ACCESS_KEY=[REDACTED:secret]"),
    ("mysql --password=Pa55word123 db", "mysql --password=[REDACTED:password] db"),
])
def test_secret_assignments(text: str, expected: str) -> None:
    assert redact(text) == expected


@pytest.mark.parametrize("text", [
    "The key to this bug is the cache: a token of appreciation, the password prompt appears.",
    "max_tokens=4096 and MAX_TOKENS=100000",
    "PASSWORD=short",
    "API_KEY=$OTHER_KEY and TOKEN=${GITHUB_TOKEN}",
    "api_key = os.environ['API_KEY']",
    "token = None",
    "KEY_PATH=/etc/ssl/private/key.pem",
    "OPENAI_API_KEY=your-api-key-here",
    '{"api_key_env": "ANTHROPIC_API_KEY"}',
    "sort_keys=True, primary_key=user_id",
    "we use sk-learn-style-naming-conventions-here",
    "git@github.com:org/repo.git and https://example.com/a:b@c",
    '"input_tokens": 50, "cache_read_input_tokens": 0',
    "Exit code 1\nModuleNotFoundError: No module named 'tomli_w'",
    "빌드가 실패해요. 비밀번호를 바꿨어요.",
])
def test_ordinary_text_is_untouched(text: str) -> None:
    assert redact(text) == text


def test_idempotent_and_several_in_one_text() -> None:
    text = "A=1\nGITHUB_TOKEN=ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8\nkey sk-ant-api03-Q3x9ZkLmN0pQrStUvWxYz012345"
    once = redact(text)
    assert once.count("[REDACTED:") == 2 and "ghp_" not in once and "sk-ant" not in once
    assert redact(once) == once


def _key_body(n: int = 20) -> list[str]:
    import base64
    import random

    rng = random.Random(3)
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(n * 52))).decode()
    return [body[i:i + 70] for i in range(0, len(body), 70)]


def test_key_body_without_its_begin_line() -> None:
    """What is left of a key when a cut dropped its first lines: the body and the END line."""
    body = _key_body()
    with_end = "…\n" + "\n".join(body[-6:]) + "\n-----END OPENSSH PRIVATE KEY-----\n$ echo done"
    out = redact(with_end)
    assert not any(line in out for line in body) and "END OPENSSH" not in out
    assert out.endswith("[REDACTED:private_key]\n$ echo done")
    # the short last line of a body, and an END line right after a cut mid-line
    assert "Zm9v" not in redact("  " + body[1] + "\n  Zm9vYmE=\n  -----END RSA PRIVATE KEY-----")
    assert body[2][:30] not in redact(body[2][:30] + "-----END PRIVATE KEY-----")
    # no END either: a run of key-shaped lines, indented as in a slice
    orphan = "output:\n" + "\n".join("  " + line for line in body[3:7]) + "\nexit 0"
    out = redact(orphan)
    assert not any(line in out for line in body[3:7])
    assert out.startswith("output:\n") and out.endswith("\nexit 0")


def test_key_head_without_its_end_stops_at_the_body() -> None:
    body = _key_body()
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body[:4]) + "\n[… 900 chars cut …]\nls: done"
    out = redact(text)
    assert not any(line in out for line in body[:4])
    assert out.endswith("\n[… 900 chars cut …]\nls: done")


@pytest.mark.parametrize("text,expected", [
    ("curl -H 'x-api-key: sk-q8Zr2mXv9LpT0aa' https://x", "curl -H 'x-api-key: [REDACTED:key]' https://x"),
    ("api-key: 7f3kQ9zLm2Xv8pRt", "api-key: [REDACTED:key]"),
    ("-H \"X-Auth-Token: a1B2c3D4e5F6g7H8\"", "-H \"X-Auth-Token: [REDACTED:token]\""),
    ('{"X-Goog-Api-Key": "Zx81kQmP0aa9"}', '{"X-Goog-Api-Key": "[REDACTED:key]"}'),
    ("mysql -uroot -pS3cretPw db", "mysql -uroot -p[REDACTED:password] db"),
    ("mysqldump -u root -proot --all-databases", "mysqldump -u root -p[REDACTED:password] --all-databases"),
    ("mysql -u app -p'my pass' -h db", "mysql -u app -p'[REDACTED:password]' -h db"),
    ("mysqldump --password=root app > a.sql", "mysqldump --password=[REDACTED:password] app > a.sql"),
])
def test_headers_and_mysql_passwords(text: str, expected: str) -> None:
    assert redact(text) == expected


@pytest.mark.parametrize("text", [
    "integrity sha512-Kq5sNclPz7QV2+lfQIuc6R7oRu0eDfx8nq5Ej7g9w7oKnIHFqoQz2NqzRlQxEe2Xx1lMT0Y7y1aC1XYaP4w8fA==",
    "\n".join(["3f786850e387550fdab836ed7e6dc881de23001b", "89e6c98d92887913cadf06b2adb97f26cde4849b",
               "2b66fd261ee5c6cfc8de7fa466bab600bcfe4f69", "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3"]),
    "\n".join(f"{h}  dist/pkg-{i}.whl" for i, h in enumerate(
        ["e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"] * 3)),
    "\n".join(["123e4567-e89b-12d3-a456-426614174000", "9b2f6c1e-0a3d-4f5e-8c7b-1d2e3f4a5b6c",
               "f47ac10b-58cc-4372-a567-0e02b2c3d479"]),
    "mysql -u root -p app_db", "mysql -P3306 -h 127.0.0.1", "mysql -p$MYSQL_PASSWORD db",
    "pip install -p foo", "x-request-id: 1b2c3d4e5f6a7b8c", "anthropic-ratelimit-tokens-remaining: 400000",
    "the api-key: header is required",
])
def test_fragments_and_headers_leave_ordinary_text(text: str) -> None:
    assert redact(text) == text


# --- every common credential form, wherever it shows up ------------------------------------

@pytest.mark.parametrize("context", CONTEXTS)
@pytest.mark.parametrize("form", FORMS, ids=[f.name for f in FORMS])
def test_credential_forms_in_every_context(form: Form, context: str) -> None:
    text = in_context(form, context)
    assert form.secrets and all(secret in text for secret in form.secrets)  # planted as stated
    out = redact(text)
    assert leaked(out, form) == [], out
    # Only the secret goes: the words around it are still there.
    assert all(word in out for word in re.findall(r"[a-z]{5,}", text.split("\n")[0])[:3]
               if word not in "".join(form.secrets)), out


def test_a_flattened_key_body_is_still_recognised() -> None:
    """A model reply that joins a key's lines into one keeps each line a random-looking run."""
    form = next(f for f in FORMS if f.name == "key body lines without BEGIN or END")
    assert leaked(redact(" ".join(form.text.split("\n"))), form) == []


@pytest.mark.parametrize("text,expected", [
    ("export DB_PASS=supersecret", "export DB_PASS=[REDACTED:password]"),
    ("MYSQL_PWD=Pa55w0rd mysql", "MYSQL_PWD=[REDACTED:password] mysql"),
    ("password: Tr0ub4dor (rotated yesterday)", "password: [REDACTED:password] (rotated yesterday)"),
    ("  secret_key_base: \"aX9kQ2mZ7pL0sT4v\"", "  secret_key_base: \"[REDACTED:secret]\""),
    ("auth_token = 'Zx81kQmP0aa9'", "auth_token = '[REDACTED:token]'"),
    ("client.password := \"G0ph3rs!!\"", "client.password := \"[REDACTED:password]\""),
    (":password => 'Rb12xyzzy'", ":password => '[REDACTED:password]'"),
    ("$env:API_KEY = \"k3y-Val-99x\"", "$env:API_KEY = \"[REDACTED:key]\""),
    ("https://u:pa/ss@w0rd@db.internal:5432/x", "https://u:[REDACTED]@db.internal:5432/x"),
    ("redis://:s3cretpw@cache:6379/0", "redis://:[REDACTED]@cache:6379/0"),
    ("curl -u admin:hunter2 https://x", "curl -u admin:[REDACTED:password] https://x"),
    ("machine h login me password p4ss", "machine h login me password [REDACTED:password]"),
    ("redis-cli -h cache -a s3cr3t ping", "redis-cli -h cache -a [REDACTED:password] ping"),
    ("openssl rsa -in k.pem -passin pass:hunter22", "openssl rsa -in k.pem -passin pass:[REDACTED:password]"),
    ("npm config set //registry.example.com/:_authToken 9f8e7d6c5b4a39281706abcdef",
     "npm config set //registry.example.com/:_authToken [REDACTED:token]"),
    ("GET /files?X-Amz-Signature=8f14e45fceea167a5a36dedd4bea2543", "GET /files?X-Amz-Signature=[REDACTED:secret]"),
    ("aws_secret_access_key = /K7MDENGbPxRfiCYEXAMPLEKEYwJalrXUtnFEMI", "aws_secret_access_key = [REDACTED:secret]"),
    ("DB 비밀번호: Xq9pLm2z 로 접속 실패", "DB 비밀번호: [REDACTED:password] 로 접속 실패"),
    ("API키=Zx81kQmP0aa9", "API키=[REDACTED:key]"),
    (r'log: {\"password\": \"Xq9pLm2zAb\", \"user\": \"bob\"}',
     r'log: {\"password\": \"[REDACTED:password]\", \"user\": \"bob\"}'),
])
def test_assignments_and_places_that_hold_secrets(text: str, expected: str) -> None:
    assert redact(text) == expected


@pytest.mark.parametrize("text", [
    "password=password, token=token, secret=self.secret",
    "token: accessToken, apiKey: process.env.API_KEY, password: string",
    "secret_key_base: System.get_env(\"SECRET_KEY_BASE\")",
    "thread_key: line_meta[:thread_key],",
    "key: \"_spotter_key\", signing_salt: \"abc\"",
    "<key>CFBundleIdentifier</key><string>com.example.app</string>",
    "the --username and --password options are ignored",
    "        password = \"\"",
    "KEY_FILE=deploy_key.pem TOKEN_URL=https://auth.example.com/token",
    "TOKEN=/run/secrets/token SSH_KEY=~/.ssh/id_ed25519 KEY=/etc/ssl/private/server.key",
    "print(f\"password={password!r}\")",
    "_normalized_key = _pep_440_key",
    "PASSWORD=PASSWORD and `docker login -p PW` and https://user:pass@host/x",
    "docker run -u 1000:1000 img; rsync -u host:/srv/data .",
    "keyboard=us monkey=george bypass_cache=yes max_tokens=4096 sort_keys=True",
    "public_key = \"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl dev@box\"",
    "password: required\ntoken: null\napi_key: ${{ secrets.API_KEY }}\npassword: op://vault/db/password",
    "암호화: AES256GCM, 비밀번호를 바꿨어요.",
])
def test_code_references_and_placeholders_stay_readable(text: str) -> None:
    assert redact(text) == text


# --- what must stay readable ----------------------------------------------------------------

def test_real_sessions_keep_commit_ids_hashes_uuids_and_paths() -> None:
    seen = {kind: 0 for kind in READABLE}
    for text in fixture_texts():
        out = redact(text)
        if out == text:
            for kind, rx in READABLE.items():
                seen[kind] += len(rx.findall(text))
            continue
        for kind, rx in READABLE.items():
            for item in rx.findall(text):
                seen[kind] += 1
                assert item in out, (kind, item)
    assert all(n >= 100 for n in seen.values()), seen   # the fixtures do hold each kind


LOCK_FILES = [
    '"node_modules/ms": {"version": "2.1.3", "resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz",\n'
    '  "integrity": "sha512-6FlzubTLZG3J2a/NVCAleEhjzq5oxgHyaCU9yYXvcLsvoVaHJq/s5xXI6/XXP6tz7R9xAOtHnSO/tXtF3WRTlA=="}',
    "lodash@^4.17.21:\n  integrity sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs17LhbZVGedAJv8XZ1tvj5FvSg==",
    "github.com/stretchr/testify v1.8.4 h1:CcVxjf3Q8PM0mHUKJCdn+eZZtm5yQwehR5yeSVQQcUk=",
    '[[package]]\nname = "serde"\nchecksum = "3fb1c873e1b9b056a4dc4c0c198b24c3ffa059243875552b2bd0933b1aee4ce2"',
    'files = [\n    {file = "idna-3.7-py3-none-any.whl", hash = "sha256:82fee1fc78add43492d3a1898bfa6d8a904cc97d8427f683ed8e798d07761aa0"},\n]',
    "requests==2.32.3 --hash=sha256:70761cfe03c773ceb22aa2f671b4757976145175cdfca038c02654d061d6dcc6",
    "FROM python@sha256:4f8d4ef0f3b5f7e0c7b4f44cbb2c5e9b0b1fa3e83b5ff0fb3b2e8a9b6d1a2c3d4 AS base",
    "commit 3f786850e387550fdab836ed7e6dc881de23001b\nAuthor: Dev <dev@example.com>\nMerge: 89e6c98 2b66fd2",
    "src = fetchurl { url = \"mirror://gnu/hello.tar.gz\"; hash = \"sha256-jZkUKv2SV28wsM18tCqNxoCZmLxdYH2Idh9RLibH2yA=\"; };",
    "toolu_01Cz2Pnv7qNcnHRd8Lpz4fXa msg_01QVA9ZtQhiqWU7kKBrXThFY req_011CVvzD5WbF3ZaPq2xLkJtQ",
    "/home/dev/projects/spotter-worktrees/spotter-a0y/test/spotter_web/controllers/hooks_controller_test.exs",
    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQC7Ae9mLxW0jL2VqE8ZnX3mR5cQk1uY4tP9wHsDfGhJkLzXcVbNmQwErTyUiOpAs dev@host",
]


@pytest.mark.parametrize("text", LOCK_FILES)
def test_lock_files_digests_ids_and_public_keys_stay_readable(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize("name,kind", [
    ("DB_PASS", "password"), ("PGPASSWORD", "password"), ("authToken", "token"), ("x-api-key", "key"),
    ("AWS_SECRET_ACCESS_KEY", "secret"), ("client_secret", "secret"), ("auth", "auth"), ("_auth", "auth"),
    ("GOOGLE_APPLICATION_CREDENTIALS_JSON", "credential"),
    ("max_tokens", None), ("key_path", None), ("keyboard", None), ("bypass", None), ("public_key", None),
    ("author", None), ("TOKEN_URL", None), ("sort_keys", None),
])
def test_secret_kind_reads_names_word_by_word(name: str, kind: str | None) -> None:
    assert secret_kind(name) == kind


@pytest.mark.parametrize("value,random", [
    (_key_body()[0], True),
    ("Ve1cym8AGSGSI3hai9PWQooQaZ7acBB7Z0ytkWgp18Q", True),
    ("3f786850e387550fdab836ed7e6dc881de23001b3f786850", False),          # hex
    ("AbstractSingletonProxyFactoryBean2Implementation", False),         # an identifier
    ("/home/dev/projects/spotter-0rt/lib/spotter_web/Router2Live", False),
    ("test_redact_keeps_readable_items_unchanged_2026", False),
])
def test_looks_random(value: str, random: bool) -> None:
    assert looks_random(value) is random


def test_a_value_found_in_one_text_goes_from_all_of_them_even_earlier_ones() -> None:
    out = redact_all(["It failed with Zq8kR2mW9xLp4TnB7vC1", "sshpass -p 'Mj7!kq2Zr' ssh ci@build",
                      "mytool --token=Zq8kR2mW9xLp4TnB7vC1", "refused: Mj7!kq2Zr", "redis://:p4ssw0rdRx9@cache:6379",
                      "WRONGPASS p4ssw0rdRx9"])
    assert out == ["It failed with [REDACTED:token]", "sshpass -p '[REDACTED:password]' ssh ci@build",
                   "mytool --token=[REDACTED:token]", "refused: [REDACTED:password]", "redis://:[REDACTED]@cache:6379",
                   "WRONGPASS [REDACTED:password]"]


def test_only_a_whole_distinctive_repeat_is_taken() -> None:
    # A single short word after a secret name is redacted there, but the word stays readable elsewhere;
    # a value inside a longer word or number is not that value.
    assert redact("DB_PASSWORD=staging ./migrate; deploy to staging") == \
        "DB_PASSWORD=[REDACTED:password] ./migrate; deploy to staging"
    assert redact("--token=Zq8kR2mW9x then Zq8kR2mW9x7 and Zq8kR2mW9x.") == \
        "--token=[REDACTED:token] then Zq8kR2mW9x7 and [REDACTED:token]."
    # A quoted value of placeholder words is a placeholder, spaces or not.
    assert redact('password="a secret"; token: "your api key here"') == 'password="a secret"; token: "your api key here"'
