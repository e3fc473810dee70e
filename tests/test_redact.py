import pytest

from core.transcript.redact import redact

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
