"""The fourth tracking corpus, lessons 13-15 (poetry lock, unset env vars, locale); see tracking4_cases.py
for the labelling rules."""
from __future__ import annotations

from tests.truth.tracking4_cases import HOME, A, R, N, B, S, U, entry, later, lesson, pair, src

POETRY = ("pyproject.toml changed significantly since poetry.lock was last generated. "
          "Run `poetry lock [--no-update]` to fix the lock file.")


def build_poetry_env_locale() -> None:
    # 13. poetry lock out of date
    s = src("s-poetry-lock", 13, [
        U("add pydantic to the backend"),
        ("edit", f"{HOME}/svc/backend/pyproject.toml", "fastapi = \"^0.115\"", "fastapi = \"^0.115\"\npydantic = \"^2.9\""),
        B("poetry install", f"Installing dependencies from lock file\n\n{POETRY}", True),
        B("poetry lock --no-update", "Resolving dependencies...\n\nWriting lock file"),
        B("poetry install", "Installing dependencies from lock file\n\nPackage operations: 1 install, 0 updates, 0 removals\n\n  - Installing pydantic (2.9.2)")],
        cwd=f"{HOME}/svc/backend")
    l = lesson("t4-poetry-lock", s, "code spans, cd prefix in the workaround", "en", entry(
        "build_config", "Editing pyproject.toml by hand leaves poetry.lock stale",
        "`pyproject.toml changed significantly since poetry.lock was last generated`",
        "Adding a dependency to pyproject.toml with Edit instead of `poetry add`",
        "poetry install refuses a lock file whose content hash no longer matches pyproject.toml",
        "`cd backend && poetry lock --no-update`, then `poetry install`",
        "`poetry install` → `changed significantly since poetry.lock was last generated`; `poetry lock --no-update` → `Writing lock file`"))
    pair(l, later("l-poetry-recur", [
        U("bump httpx in the worker"),
        ("edit", f"{HOME}/svc/worker/pyproject.toml", "httpx = \"^0.27\"", "httpx = \"^0.28\""),
        B("poetry install --sync", f"Installing dependencies from lock file\n\n{POETRY}", True),
        B("poetry lock --no-update && poetry install --sync", "Writing lock file\n  - Updating httpx (0.27.2 -> 0.28.0)")],
        cwd=f"{HOME}/svc/worker"), R, "stale lock in another project, then poetry lock --no-update")
    pair(l, later("l-poetry-applied", [
        U("add structlog to the backend"),
        ("edit", f"{HOME}/svc/backend/pyproject.toml", "pydantic = \"^2.9\"", "pydantic = \"^2.9\"\nstructlog = \"^24.4\""),
        B("cd backend && poetry lock --no-update", "Resolving dependencies...\n\nWriting lock file"),
        B("cd backend && poetry install", "  - Installing structlog (24.4.0)")], cwd=f"{HOME}/svc"),
        A, "relocked right after the hand edit, before any install failure")
    pair(l, later("l-poetry-solver", [
        U("add numpy 2 to the backend"),
        B("poetry add numpy@^2.1", "Because backend depends on pandas (1.5.3) which depends on numpy (>=1.21.0,<2), numpy is forbidden.\nSo, because backend depends on numpy (^2.1), version solving failed.", True)],
        cwd=f"{HOME}/svc/backend"), N, "solver conflict, not a stale lock file; no relock")
    pair(l, later("l-poetry-add", [
        U("add tenacity"),
        B("poetry add tenacity", "Using version ^9.0.0 for tenacity\n\nUpdating dependencies\nResolving dependencies...\n\nWriting lock file\n  - Installing tenacity (9.0.0)")],
        cwd=f"{HOME}/svc/backend"), N, "poetry add keeps the lock in step; neither the failure nor poetry lock")
    pair(l, later("l-poetry-before", [
        U("install the backend"),
        B("poetry install", f"Installing dependencies from lock file\n\n{POETRY}", True)],
        cwd=f"{HOME}/svc/backend", before=True), N, "session dated before the lesson's source")

    # 14. unset env var from .env
    s = src("s-env-unset", 14, [
        U("run the migrations"),
        B("python manage.py migrate", "Traceback (most recent call last):\n  File \"/home/dev/site/settings.py\", line 9, in <module>\n    DATABASES = {\"default\": dj_database_url.parse(os.environ[\"DATABASE_URL\"])}\n                                                  ~~~~~~~~~~^^^^^^^^^^^^^^^^\nKeyError: 'DATABASE_URL'", True),
        S("The variables are in .env, which nothing loads in this shell."),
        B("set -a && . ./.env && set +a && python manage.py migrate", "Operations to perform:\n  Apply all migrations: admin, auth, shop\nRunning migrations:\n  Applying shop.0007_price_index... OK")],
        cwd=f"{HOME}/site")
    l = lesson("t4-env-unset", s, "prose, Japanese", "ja", entry(
        "env_setup", ".env の変数はシェルに読み込まれない: `KeyError: 'DATABASE_URL'`",
        "`KeyError: 'DATABASE_URL'` (manage.py 実行時)",
        "新しいシェルで .env を読み込まずに manage.py を実行する",
        "settings.py が os.environ を直接読むが、.env は自動では export されない",
        "`set -a && . ./.env && set +a` を先に実行してからコマンドを実行する",
        "`KeyError: 'DATABASE_URL'` → `set -a && . ./.env && set +a && python manage.py migrate` → `Applying shop.0007_price_index... OK`"))
    pair(l, later("l-env-recur", [
        U("start the celery worker"),
        B("celery -A site worker", "  File \"/home/dev/site/celery.py\", line 6, in <module>\n    app = Celery(\"site\", broker=os.environ[\"REDIS_URL\"])\nKeyError: 'REDIS_URL'", True),
        B("set -a && . ./.env && set +a && celery -A site worker", "[2026-11-26 09:00:01,000: INFO/MainProcess] celery@dev ready.")],
        cwd=f"{HOME}/site"), R, "KeyError for another variable, then the .env export")
    pair(l, later("l-env-source-spelling", [
        U("run the shell with the env loaded"),
        B("set -a; source .env; set +a; python manage.py shell -c 'print(1)'", "1")], cwd=f"{HOME}/site"),
        A, "set -a; source .env; set +a (another spelling of the same export) before any KeyError")
    pair(l, later("l-env-dict-keyerror", [
        U("why does the order view crash?"),
        B("python -m pytest tests/test_views.py -q", "E       KeyError: 'user_id'\n\nshop/views.py:41: KeyError\n1 failed, 11 passed in 0.3s", True),
        ("edit", f"{HOME}/site/shop/views.py", "payload[\"user_id\"]", "payload.get(\"user_id\")")], cwd=f"{HOME}/site"),
        N, "KeyError on a request dict key, not an unset environment variable")
    pair(l, later("l-env-export-one", [
        U("migrate against the scratch db"),
        B("DATABASE_URL=postgres://localhost/scratch python manage.py migrate", "Running migrations:\n  No migrations to apply.")],
        cwd=f"{HOME}/site"), N, "set one variable inline for another database; not the .env export, no failure")

    # 15. locale: ascii codec on output
    s = src("s-locale", 15, [
        U("print the report in the container"),
        B("docker exec app python report.py", "Traceback (most recent call last):\n  File \"/app/report.py\", line 22, in <module>\n    print(f\"Total for {name}: {total}\")\nUnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 10: ordinal not in range(128)", True),
        B("docker exec app locale", "LANG=\nLC_ALL=\nLC_CTYPE=\"POSIX\""),
        B("docker exec -e LC_ALL=C.UTF-8 app python report.py", "Total for José: 1,204.50")])
    l = lesson("t4-locale", s, "terse, code spans", "en", entry(
        "env_setup", "Python in the slim container prints with the ascii codec: set `LC_ALL=C.UTF-8`",
        "`UnicodeEncodeError: 'ascii' codec can't encode character` when printing non-ASCII names",
        "Running scripts through `docker exec` in an image with no locale set (POSIX)",
        "With LC_CTYPE=POSIX the stdout encoding falls back to ascii",
        "Pass `-e LC_ALL=C.UTF-8` to `docker exec` (or export `LC_ALL=C.UTF-8`)",
        "`docker exec app locale` → `LC_CTYPE=\"POSIX\"`; `docker exec -e LC_ALL=C.UTF-8 app python report.py` → `Total for José`"))
    pair(l, later("l-locale-recur", [
        U("export the csv in the worker container"),
        B("docker exec worker python export.py", "UnicodeEncodeError: 'ascii' codec can't encode character '\\u00fc' in position 3: ordinal not in range(128)", True),
        B("docker exec -e LC_ALL=C.UTF-8 worker python export.py", "wrote 312 rows")]),
        R, "ascii codec can't encode in another container and script, then LC_ALL")
    pair(l, later("l-locale-applied", [
        U("print the names report"),
        B("docker exec -e LC_ALL=C.UTF-8 app python names.py", "Zoë\nJosé\nBjörk")]),
        A, "ran with -e LC_ALL=C.UTF-8 from the start, no encode error")
    pair(l, later("l-locale-decode", [
        U("read the upload"),
        B("python read_upload.py uploads/logo.png", "UnicodeDecodeError: 'utf-8' codec can't decode byte 0x89 in position 0: invalid start byte", True),
        ("edit", f"{HOME}/proj/read_upload.py", "open(path)", "open(path, \"rb\")")], cwd=f"{HOME}/proj"),
        N, "a decode error reading a binary file, not ascii output encoding; no LC_ALL")
    pair(l, later("l-locale-export", [
        U("run the report in the shell inside the container"),
        B("docker exec app sh -c 'export LC_ALL=C.UTF-8 && python report.py'", "Total for José: 1,310.00")]),
        A, "export LC_ALL=C.UTF-8 (the same setting, other spelling) before running, no failure")
