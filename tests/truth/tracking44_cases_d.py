"""The forty-fourth tracking corpus, part d: pytest's `fixture 'mocker' not found` without pytest-mock, standalone
scripts importing Django models with no configured settings, and MongoDB's root user authenticated against the
wrong database without authSource=admin (Korean). Rules and tables are in tracking44_cases.py."""
from __future__ import annotations

from tests.truth.tracking44_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

_BUILTIN = ("cache, capfd, capfdbinary, caplog, capsys, capsysbinary, doctest_namespace, monkeypatch, pytestconfig, "
            "record_property, record_testsuite_property, record_xml_attribute, recwarn, tmp_path, tmp_path_factory, "
            "tmpdir, tmpdir_factory")


# --- pytest: fixture 'mocker' not found without pytest-mock -----------------------------------------------------
def _fixture_err(root: str, rel: str, line: int, test: str, fixture: str, summary: str, extra: str = "") -> str:
    avail = f"{extra}, {_BUILTIN}" if extra else _BUILTIN
    return (f"{'=' * 36} ERRORS {'=' * 36}\n{'_' * 16} ERROR at setup of {test} {'_' * 16}\n"
            f"file {root}/{rel}, line {line}\n  def {test}({fixture}):\nE       fixture '{fixture}' not found\n"
            f">       available fixtures: {avail}\n>       use 'pytest --fixtures [testpath]' for help on them.\n\n"
            f"{root}/{rel}:{line}\n{'=' * 27} short test summary info {'=' * 28}\nERROR {rel}::{test}\n{summary}")


def _mocker() -> None:
    T.source(
        "s-pytest-mocker-missing", "/home/dev/crm-sync", "2025-03-26T09:00:00Z", "feature/retries",
        user("add a test that sync retries on a timeout, use mocker, and run the suite"),
        edit("/home/dev/crm-sync/tests/test_sync.py", "# retries\n",
             "def test_sync_retries_on_timeout(mocker):\n    post = mocker.patch('crm_sync.client.post', "
             "side_effect=[TimeoutError, {'ok': True}])\n    assert sync_contact(42)['ok']\n"
             "    assert post.call_count == 2\n"),
        err(".venv/bin/pytest -q",
            _fixture_err("/home/dev/crm-sync", "tests/test_sync.py", 14, "test_sync_retries_on_timeout", "mocker",
                         "11 passed, 1 error in 0.84s")),
        say("`mocker` is provided by the pytest-mock plugin, which is neither in the venv nor in "
            "requirements-dev.txt."),
        edit("/home/dev/crm-sync/requirements-dev.txt", "pytest==8.3.3\n", "pytest==8.3.3\npytest-mock==3.14.0\n"),
        ok(".venv/bin/pip install -r requirements-dev.txt && .venv/bin/pytest -q",
           "Successfully installed pytest-mock-3.14.0\n............                                 [100%]\n"
           "12 passed in 0.91s"),
    )
    T.lesson(
        "t44-pytest-mocker-missing", "global", "en", "s-pytest-mocker-missing", "test_strategy",
        "pytest reports fixture 'mocker' not found until pytest-mock is installed",
        "The new test errors at setup with `E       fixture 'mocker' not found` and the available fixtures "
        "list only pytest's built-ins; the rest of the suite passes (`11 passed, 1 error`).",
        "Looking for a missing conftest.py fixture or importing mocker from unittest.mock; `mocker` is not "
        "part of pytest itself.",
        "The `mocker` fixture is registered by the pytest-mock plugin; when the plugin is not installed in "
        "the environment pytest runs in, no plugin provides it.",
        "Add `pytest-mock` to the dev dependencies and install it into the test environment "
        "(`.venv/bin/pip install -r requirements-dev.txt`, or `uv add --dev pytest-mock` / `poetry add --group "
        "dev pytest-mock`), then rerun pytest.",
        ["`.venv/bin/pytest -q` → `fixture 'mocker' not found`",
         "`.venv/bin/pip install -r requirements-dev.txt && .venv/bin/pytest -q` → `12 passed in 0.91s`"],
    )
    T.later(
        "l-mocker-uv", "/home/dev/invoicer", "2025-04-04T10:00:00Z", "feature/mail-retry",
        user("I want to mock the SMTP client with mocker in the invoicer tests; set it up and add one test"),
        ok("uv add --dev pytest-mock", "Resolved 24 packages in 312ms\nInstalled 1 package in 6ms\n"
           " + pytest-mock==3.14.0"),
        write("/home/dev/invoicer/tests/test_mail.py",
              "def test_send_retries(mocker):\n    smtp = mocker.patch('invoicer.mail.smtplib.SMTP')\n"
              "    send_invoice(7)\n    smtp.return_value.send_message.assert_called_once()\n"),
        ok("uv run pytest -q", "......                                             [100%]\n6 passed in 0.48s"),
    )
    T.pair("t44-pytest-mocker-missing", "l-mocker-uv", "applied",
           "pytest-mock is added with uv add --dev (named by the lesson) before the mocker test runs; no error")
    T.later(
        "l-mocker-poetry", "/home/dev/billing", "2025-04-15T13:30:00Z", "feature/refunds",
        user("add pytest-mock for the refund tests and run them"),
        ok("poetry add --group dev pytest-mock && poetry run pytest -q tests/test_refunds.py",
           "Using version ^3.14.0 for pytest-mock\n  - Installing pytest-mock (3.14.0)\n"
           "....                                               [100%]\n4 passed in 0.37s"),
    )
    T.pair("t44-pytest-mocker-missing", "l-mocker-poetry", "applied",
           "poetry add --group dev pytest-mock before the run; the tests pass with no fixture error")
    T.later(
        "l-mocker-tox", "/home/dev/crm-sync", "2025-04-24T08:00:00Z", "feature/webhooks",
        user("run tox -e py311 before I push"),
        err("tox -e py311",
            "py311: commands[0]> pytest -q\n"
            + _fixture_err("/home/dev/crm-sync", "tests/test_webhooks.py", 31, "test_webhook_retry", "mocker",
                           "17 passed, 1 error in 1.12s")
            + "\npy311: exit 1 (1.80 seconds) /home/dev/crm-sync> pytest -q pid=51877\n  py311: FAIL code 1"),
        read("/home/dev/crm-sync/tox.ini", "[testenv]\ndeps =\n    pytest\n    responses\ncommands = pytest -q\n"),
        edit("/home/dev/crm-sync/tox.ini", "    pytest\n    responses\n", "    -r requirements-dev.txt\n"),
        ok("tox -e py311", "  py311: OK (9.41=setup[7.02]+cmd[2.39] seconds)\n  congratulations :)"),
    )
    T.pair("t44-pytest-mocker-missing", "l-mocker-tox", "recurred",
           "the tox env lacks pytest-mock and a test errors with fixture 'mocker' not found")
    T.pair("t44-pip-user-in-venv", "l-mocker-tox", "neither",
           "tox's env installs fine; the failure is a missing pytest fixture, no --user setting is involved")
    T.pair("t44-pytest-mocker-missing", "l-pipuser-tox", "neither",
           "tox stops at install_deps on pip's --user refusal; pytest never runs, no fixture error")
    T.later(
        "l-mocker-ci-script", "/builds/team/notify", "2025-05-06T07:45:00Z", "ci/tests",
        user("scripts/ci-test.sh is red on the runner, check why"),
        read("/builds/team/notify/scripts/ci-test.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\npip install -q -r requirements-ci.txt\npytest -q\n"),
        err("bash scripts/ci-test.sh",
            _fixture_err("/builds/team/notify", "tests/test_signature.py", 9, "test_webhook_signature", "mocker",
                         "23 passed, 1 error in 2.03s")),
        edit("/builds/team/notify/requirements-ci.txt", "pytest==8.3.3\n", "pytest==8.3.3\npytest-mock==3.14.0\n"),
    )
    T.pair("t44-pytest-mocker-missing", "l-mocker-ci-script", "recurred",
           "the CI script's pytest errors with fixture 'mocker' not found; pytest-mock was not in its requirements")
    T.later(
        "l-fixture-db-session", "/home/dev/crm-sync", "2025-04-17T11:00:00Z", "feature/dedupe",
        user("add a unit test for dedupe using the db_session fixture"),
        err(".venv/bin/pytest -q tests/unit/test_dedupe.py",
            _fixture_err("/home/dev/crm-sync", "tests/unit/test_dedupe.py", 5, "test_dedupe_merges", "db_session",
                         "1 error in 0.22s", extra="mocker, class_mocker, module_mocker, package_mocker, "
                         "session_mocker")),
        say("db_session is defined in tests/integration/conftest.py, which doesn't apply to tests/unit."),
        ok("git mv tests/integration/conftest.py tests/conftest.py && .venv/bin/pytest -q tests/unit/test_dedupe.py",
           "1 passed in 0.31s"),
    )
    T.pair("t44-pytest-mocker-missing", "l-fixture-db-session", "neither",
           "another fixture not found from another cause (a conftest out of scope); pytest-mock is installed")
    T.later(
        "l-pytest-module-missing", "/home/dev/crm-sync", "2025-05-12T09:30:00Z", "chore/src-layout",
        user("I moved the package under src/, run the tests"),
        err(".venv/bin/pytest -q",
            "ImportError while importing test module '/home/dev/crm-sync/tests/test_sync.py'.\n"
            "E   ModuleNotFoundError: No module named 'crm_sync'\n"
            "ERROR tests/test_sync.py\n"
            "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!"),
        ok(".venv/bin/pip install -e . && .venv/bin/pytest -q", "18 passed in 1.01s"),
    )
    T.pair("t44-pytest-mocker-missing", "l-pytest-module-missing", "neither",
           "a different pytest error (the package is not importable after a move); nothing about mocker")
    T.later(
        "l-mocker-before", "/home/dev/crm-sync", "2025-03-19T09:00:00Z", "feature/backoff",
        user("run the tests"),
        err(".venv/bin/pytest -q",
            _fixture_err("/home/dev/crm-sync", "tests/test_backoff.py", 8, "test_backoff", "mocker",
                         "9 passed, 1 error in 0.70s")),
    )
    T.pair("t44-pytest-mocker-missing", "l-mocker-before", "neither",
           "dated before the lesson's source session, whatever it holds")


# --- a standalone script importing Django models: settings are not configured ------------------------------------
def _improperly(root: str, script: str, module: str, py: str = "3.12") -> str:
    site = f"{root}/.venv/lib/python{py}/site-packages/django"
    return ("Traceback (most recent call last):\n"
            f"  File \"{root}/{script}\", line 3, in <module>\n    from {module}.models import Product\n"
            f"  File \"{root}/{module}/models.py\", line 4, in <module>\n    class Product(models.Model):\n"
            f"  File \"{site}/db/models/base.py\", line 129, in __new__\n"
            "    app = apps.get_containing_app_config(module)\n"
            f"  File \"{site}/apps/registry.py\", line 260, in get_containing_app_config\n"
            "    self.check_apps_ready()\n"
            f"  File \"{site}/apps/registry.py\", line 137, in check_apps_ready\n    settings.INSTALLED_APPS\n"
            f"  File \"{site}/conf/__init__.py\", line 81, in __getattr__\n    self._setup(name)\n"
            f"  File \"{site}/conf/__init__.py\", line 61, in _setup\n    raise ImproperlyConfigured(\n"
            "django.core.exceptions.ImproperlyConfigured: Requested setting INSTALLED_APPS, but settings are not "
            "configured. You must either define the environment variable DJANGO_SETTINGS_MODULE or call "
            "settings.configure() before accessing settings.")


def _django() -> None:
    root = "/home/dev/shopfront"
    T.source(
        "s-django-settings-script", root, "2025-03-27T11:00:00Z", "chore/slugs",
        user("run scripts/backfill_slugs.py to fill the empty product slugs"),
        err(".venv/bin/python scripts/backfill_slugs.py", _improperly(root, "scripts/backfill_slugs.py", "catalog")),
        err("DJANGO_SETTINGS_MODULE=shopfront.settings .venv/bin/python scripts/backfill_slugs.py",
            "Traceback (most recent call last):\n"
            f"  File \"{root}/scripts/backfill_slugs.py\", line 3, in <module>\n"
            "    from catalog.models import Product\n"
            f"  File \"{root}/.venv/lib/python3.12/site-packages/django/apps/registry.py\", line 138, in "
            "check_apps_ready\n    raise AppRegistryNotReady(\"Apps aren't loaded yet.\")\n"
            "django.core.exceptions.AppRegistryNotReady: Apps aren't loaded yet."),
        say("The settings module alone is not enough: the app registry is only loaded by django.setup(). "
            "Running the script inside manage.py shell does both."),
        ok(".venv/bin/python manage.py shell < scripts/backfill_slugs.py", "backfilled 37 slugs"),
    )
    T.lesson(
        "t44-django-script-settings", "project", "en", "s-django-settings-script", "tool_quirk",
        "A plain python script that imports Django models fails with settings not configured; run it via "
        "manage.py shell",
        "`.venv/bin/python scripts/backfill_slugs.py` dies with `django.core.exceptions.ImproperlyConfigured: "
        "Requested setting INSTALLED_APPS, but settings are not configured.`",
        "Only exporting DJANGO_SETTINGS_MODULE, which then fails with `django.core.exceptions."
        "AppRegistryNotReady: Apps aren't loaded yet.`",
        "Importing a models module needs configured settings and a loaded app registry; a bare python process "
        "has neither, and the env var alone does not run django.setup().",
        "Run the script inside Django: `.venv/bin/python manage.py shell < scripts/backfill_slugs.py` (or make "
        "it a management command).",
        ["`.venv/bin/python scripts/backfill_slugs.py` → `Requested setting INSTALLED_APPS, but settings are not "
         "configured.`",
         "`DJANGO_SETTINGS_MODULE=shopfront.settings` → `Apps aren't loaded yet.`",
         "`.venv/bin/python manage.py shell < scripts/backfill_slugs.py` → `backfilled 37 slugs`"],
    )
    T.later(
        "l-django-shell-stdin", root, "2025-04-08T09:00:00Z", "chore/stock",
        user("run scripts/recount_stock.py against my local db"),
        ok(".venv/bin/python manage.py shell < scripts/recount_stock.py", "recounted 1204 stock rows"),
    )
    T.pair("t44-django-script-settings", "l-django-shell-stdin", "applied",
           "the script is fed to manage.py shell from the start; no settings error")
    T.later(
        "l-django-compose-shell", root, "2025-04-18T14:00:00Z", "fix/prices",
        user("run scripts/fix_prices.py in the web container"),
        ok("docker compose exec -T web python manage.py shell < scripts/fix_prices.py", "updated 112 prices"),
    )
    T.pair("t44-django-script-settings", "l-django-compose-shell", "applied",
           "manage.py shell with the script on stdin, through docker compose exec -T; it passes")
    T.later(
        "l-django-export-orders", root, "2025-04-29T10:20:00Z", "feat/export",
        user("run tools/export_orders.py, the finance team needs the CSV"),
        err(".venv/bin/python tools/export_orders.py", _improperly(root, "tools/export_orders.py", "catalog")),
        ok(".venv/bin/python manage.py shell < tools/export_orders.py",
           "wrote exports/orders-2025-04.csv (3120 rows)"),
    )
    T.pair("t44-django-script-settings", "l-django-export-orders", "recurred",
           "another standalone script fails with settings are not configured before manage.py shell is used")
    T.later(
        "l-django-ssh-reindex", "/home/dev/shopfront", "2025-05-09T06:00:00Z", "main",
        user("run the reindex script on app01"),
        err("ssh app01 'cd /srv/shopfront && .venv/bin/python scripts/reindex.py'",
            _improperly("/srv/shopfront", "scripts/reindex.py", "catalog", "3.11")),
    )
    T.pair("t44-django-script-settings", "l-django-ssh-reindex", "recurred",
           "on app01 a bare python run of a models-importing script hits the same ImproperlyConfigured")
    T.later(
        "l-django-shell-inspect", root, "2025-04-21T15:10:00Z", "chore/db-host",
        user("which database host does the local settings point at?"),
        ok(".venv/bin/python manage.py shell -c \"from django.conf import settings; "
           "print(settings.DATABASES['default']['HOST'])\"", "db.internal"),
    )
    T.pair("t44-django-script-settings", "l-django-shell-inspect", "neither",
           "manage.py shell only prints a setting; no script is run and no settings error occurs")
    T.later(
        "l-django-secret-key", root, "2025-05-13T08:00:00Z", "chore/env",
        user("migrate the fresh checkout"),
        err(".venv/bin/python manage.py migrate",
            "Traceback (most recent call last):\n  File \"/home/dev/shopfront/manage.py\", line 22, in <module>\n"
            "    main()\ndjango.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not be empty."),
        ok("cp .env.example .env && .venv/bin/python manage.py migrate",
           "Operations to perform:\n  Apply all migrations: admin, auth, catalog, contenttypes, sessions\n"
           "Running migrations:\n  No migrations to apply."),
    )
    T.pair("t44-django-script-settings", "l-django-secret-key", "neither",
           "a different ImproperlyConfigured (empty SECRET_KEY) from manage.py itself; another cause")


# --- MongoDB root user without authSource=admin (Korean) ----------------------------------------------------------
_AUTH = "MongoServerError: Authentication failed."


def _mongo() -> None:
    T.source(
        "s-mongo-authsource", "/home/yuna/orders-api", "2025-03-28T05:00:00Z", "feat/export",
        user("로컬 mongo(docker compose)에 붙어서 orders 컬렉션 문서 수 확인해줘"),
        read("/home/yuna/orders-api/docker-compose.yml",
             "services:\n  mongo:\n    image: mongo:7.0\n    environment:\n      MONGO_INITDB_ROOT_USERNAME: app\n"
             "      MONGO_INITDB_ROOT_PASSWORD: s3cr3t\n    ports:\n      - \"27017:27017\"\n"),
        err("mongosh \"mongodb://app:s3cr3t@localhost:27017/orders\" --quiet --eval 'db.orders.countDocuments()'",
            _AUTH),
        say("MONGO_INITDB_ROOT_USERNAME 으로 만든 사용자는 admin DB에 있습니다. authSource 가 없으면 URI 경로의 "
            "orders DB에서 인증을 시도해서 실패합니다."),
        ok("mongosh \"mongodb://app:s3cr3t@localhost:27017/orders?authSource=admin\" --quiet "
           "--eval 'db.orders.countDocuments()'", "18342"),
    )
    T.lesson(
        "t44-mongo-authsource-admin", "global", "ko", "s-mongo-authsource", "tool_quirk",
        "mongo 이미지의 root 사용자로 다른 DB URI에 접속하면 Authentication failed — authSource=admin 필요",
        "비밀번호가 맞는데도 `mongosh \"mongodb://app:s3cr3t@localhost:27017/orders\"` 가 "
        "`MongoServerError: Authentication failed.` 로 실패함.",
        "비밀번호를 다시 확인하거나 사용자를 새로 만드는 것 — 사용자는 있고 인증 DB만 틀림.",
        "공식 mongo 이미지는 MONGO_INITDB_ROOT_USERNAME 사용자를 admin DB에 만드는데, authSource 를 주지 않으면 "
        "URI 경로의 DB(orders)를 인증 DB로 써서 그 DB에는 없는 사용자로 인증하게 됨.",
        "URI에 `?authSource=admin` 을 붙이거나, mongosh/mongodump 에 `--authenticationDatabase admin` 을 줌.",
        ["`mongosh \"mongodb://app:s3cr3t@localhost:27017/orders\" --quiet` → `MongoServerError: Authentication "
         "failed.`",
         "`MONGO_INITDB_ROOT_USERNAME: app`",
         "`mongosh \"mongodb://app:s3cr3t@localhost:27017/orders?authSource=admin\" --quiet` → `18342`"],
    )
    T.later(
        "l-mongo-dump", "/home/yuna/ops", "2025-04-05T03:00:00Z", "main",
        user("db02 의 orders DB 백업 떠줘 (backup 계정은 admin DB에 있음)"),
        ok("mongodump --uri \"mongodb://backup:$MONGO_BACKUP_PW@db02.internal:27017/orders?authSource=admin\" "
           "--archive=orders-2025-04-05.gz --gzip",
           "2025-04-05T03:00:01.123+0000\twriting orders.orders to archive 'orders-2025-04-05.gz'\n"
           "2025-04-05T03:00:04.876+0000\tdone dumping orders.orders (18342 documents)"),
    )
    T.pair("t44-mongo-authsource-admin", "l-mongo-dump", "applied",
           "the mongodump URI carries authSource=admin from the start; the dump passes")
    T.later(
        "l-mongo-authdb-flag", "/home/yuna/orders-api", "2025-04-17T06:30:00Z", "fix/ids",
        user("staging mongo 에서 orders 하나만 꺼내 봐줘"),
        ok("mongosh --host mongo.staging.internal -u app -p \"$MONGO_PW\" --authenticationDatabase admin orders "
           "--quiet --eval 'db.orders.findOne()._id'", "ObjectId('66f2a1c9e4b0d2a7c1f3e8b5')"),
    )
    T.pair("t44-mongo-authsource-admin", "l-mongo-authdb-flag", "applied",
           "--authenticationDatabase admin, the lesson's flag spelling, is given up front; no auth error")
    T.later(
        "l-mongo-npm-dev", "/home/yuna/orders-api", "2025-04-27T01:10:00Z", "feat/search",
        user("npm run dev 가 mongo 연결에서 죽어"),
        err("npm run dev",
            "> orders-api@1.6.0 dev\n> tsx watch src/server.ts\n\n" + _AUTH + "\n"
            "    at Connection.sendCommand "
            "(/home/yuna/orders-api/node_modules/mongodb/lib/cmap/connection.js:300:27)\n"
            "  errorResponse: { ok: 0, errmsg: 'Authentication failed.', code: 18, "
            "codeName: 'AuthenticationFailed' }"),
        read("/home/yuna/orders-api/.env", "MONGO_URL=mongodb://app:s3cr3t@localhost:27017/orders\n"),
        edit("/home/yuna/orders-api/.env", "27017/orders\n", "27017/orders?authSource=admin\n"),
        ok("npm run dev -- --once", "> orders-api@1.6.0 dev\n> tsx watch src/server.ts --once\n\nlistening on :3000"),
    )
    T.pair("t44-mongo-authsource-admin", "l-mongo-npm-dev", "recurred",
           "the app's MONGO_URL has no authSource for the compose root user and fails with Authentication failed")
    T.later(
        "l-mongo-compose-exec", "/home/yuna/inventory", "2025-05-04T02:00:00Z", "main",
        user("inventory compose 의 mongo 에서 items 개수 세줘"),
        read("/home/yuna/inventory/compose.yaml",
             "services:\n  mongo:\n    image: mongo:6.0\n    environment:\n      MONGO_INITDB_ROOT_USERNAME: root\n"
             "      MONGO_INITDB_ROOT_PASSWORD: example\n"),
        err("docker compose exec mongo mongosh -u root -p example inventory --quiet "
            "--eval 'db.items.countDocuments()'",
            _AUTH),
        ok("docker compose exec mongo mongosh -u root -p example --authenticationDatabase admin inventory --quiet "
           "--eval 'db.items.countDocuments()'", "5120"),
    )
    T.pair("t44-mongo-authsource-admin", "l-mongo-compose-exec", "recurred",
           "mongosh authenticates the admin-db root user against inventory and fails before the flag is added")
    T.later(
        "l-mongo-wrong-password", "/home/yuna/reports", "2025-04-22T04:00:00Z", "main",
        user("reporter 계정으로 리포트 쿼리 돌려줘"),
        read("/home/yuna/reports/mongo-init/01-users.js",
             "db.getSiblingDB('orders').createUser({user: 'reporter', pwd: process.env.REPORTER_PW, "
             "roles: [{role: 'read', db: 'orders'}]})\n"),
        err("mongosh \"mongodb://reporter:$REPORTER_PW@localhost:27017/orders\" --quiet "
            "--eval 'db.orders.stats().count'",
            _AUTH),
        say("reporter 는 orders DB에 만들어진 사용자라 인증 DB는 맞습니다. 지난주 비밀번호가 교체됐는데 로컬 값이 예전 것입니다."),
        ok("export REPORTER_PW=$(vault kv get -field=password secret/mongo/reporter) && mongosh "
           "\"mongodb://reporter:$REPORTER_PW@localhost:27017/orders\" --quiet --eval 'db.orders.stats().count'",
           "18342"),
    )
    T.pair("t44-mongo-authsource-admin", "l-mongo-wrong-password", "neither",
           "the same Authentication failed from another cause: the user lives in orders, the password was stale")
    T.later(
        "l-mongo-econnrefused", "/home/yuna/orders-api", "2025-05-11T00:30:00Z", "feat/export",
        user("mongo 살아있는지 ping 해봐"),
        err("mongosh --quiet --eval 'db.runCommand({ping: 1})'",
            "MongoNetworkError: connect ECONNREFUSED 127.0.0.1:27017"),
        ok("docker compose up -d mongo", " Container orders-api-mongo-1  Started"),
    )
    T.pair("t44-mongo-authsource-admin", "l-mongo-econnrefused", "neither",
           "a different error (the server is not running); no authentication happens")
    T.later(
        "l-mongo-before", "/home/yuna/orders-api", "2025-03-20T05:00:00Z", "main",
        user("mongo 접속 확인"),
        err("mongosh \"mongodb://app:s3cr3t@localhost:27017/orders\" --quiet --eval 'db.orders.countDocuments()'",
            _AUTH),
    )
    T.pair("t44-mongo-authsource-admin", "l-mongo-before", "neither",
           "dated before the lesson's source session, whatever it holds")


FILLS = (_mocker, _django, _mongo)
