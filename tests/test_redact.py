import pytest

from core.redact import redact

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
