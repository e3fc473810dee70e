"""Tracking (issue 24), forty-first round: a short recorded message is met whole, and a list of names a message ends
on is no cause.

A recorded failure's message of four or five words (`column "total" does not exist`) had a quarter cut from each
end before it was looked for, so its one distinctive word went and any `… does not exist` met it (`relation
"orders" does not exist`, another failure); under six words nothing is cut. A chained message that ends on the names
it is about (`… missing in charts/ directory: postgresql, redis`) read those names as its last cause, so the same
failure about another chart's dependencies (`: common`) was another cause. Each test fails on the code before the
rule, except the guards, which hold before and after."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

MIGRATE = "psql -v ON_ERROR_STOP=1 -d shop -f db/003_totals.sql"
NO_FN = "psql:db/003_totals.sql:4: ERROR:  function gen_random_uuid() does not exist"
CRYPTO = gotcha(f"`{NO_FN}`", "Enable the extension first: `psql -d shop -c 'CREATE EXTENSION pgcrypto'`, then migrate.")
CRYPTO_SOURCE = session((MIGRATE, f"Exit code 3\n{NO_FN}", True),
                        ("psql -d shop -c 'CREATE EXTENSION pgcrypto'", "CREATE EXTENSION", False),
                        (MIGRATE, "CREATE TABLE", False))


def _crypto(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(CRYPTO, lesson_calls(CRYPTO, CRYPTO_SOURCE.log, redact), session(*steps))


def test_another_thing_that_does_not_exist_is_another_failure():
    assert _crypto(("psql -v ON_ERROR_STOP=1 -d shop -f db/004_lines.sql",
                    'Exit code 3\npsql:db/004_lines.sql:2: ERROR:  relation "orders" does not exist', True)) == \
        (False, False)


def test_guard_the_same_function_missing_in_another_migration_is_the_trap_again():
    assert _crypto(("psql -v ON_ERROR_STOP=1 -d shop -f db/007_refunds.sql",
                    "Exit code 3\npsql:db/007_refunds.sql:9: ERROR:  function gen_random_uuid() does not exist",
                    True)) == (True, False)


HELM = "helm upgrade --install web ./charts/web -n stage"
MISSING = ("Error: An error occurred while checking for chart dependencies. You may need to run `helm dependency "
           "build` to fetch missing dependencies: found in Chart.yaml, but missing in charts/ directory: {}")
DEPS = gotcha(f"`{MISSING.format('mongodb, kafka')}`", "Run `helm dependency build ./charts/<chart>` before installing.")
DEPS_SOURCE = session((HELM, f"Exit code 1\n{MISSING.format('mongodb, kafka')}", True),
                      ("helm dependency build ./charts/web && " + HELM, "Saving 2 charts\nSTATUS: deployed", False))


def _deps(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(DEPS, lesson_calls(DEPS, DEPS_SOURCE.log, redact), session(*steps))


def test_the_same_failure_naming_other_dependencies_is_the_trap_again():
    assert _deps(("helm template api ./charts/api > /tmp/api.yaml",
                  f"Exit code 1\n{MISSING.format('common')}", True)) == (True, False)


def test_guard_another_cause_at_the_end_of_the_chain_is_another_failure():
    assert _deps(("helm template api ./charts/api > /tmp/api.yaml",
                  "Exit code 1\nError: An error occurred while checking for chart dependencies. You may need to run "
                  "`helm dependency build` to fetch missing dependencies: open charts/api/Chart.lock: permission "
                  "denied", True)) == (False, False)


# --- another act of the failing program is the fix's own word: `helm dependency` for a failing `helm upgrade`

BUILD_DEPS = gotcha(f"`{MISSING.format('mongodb, kafka')}`", "Run `helm dependency build ./charts/web` before `helm upgrade`.")


def _build_deps(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(BUILD_DEPS, lesson_calls(BUILD_DEPS, DEPS_SOURCE.log, redact), session(*steps))


def test_the_failing_command_again_without_the_fix_act_is_no_fix():
    assert _build_deps(("helm upgrade web ./charts/web -n stage", "Release \"web\" has been upgraded.", False)) == \
        (False, False)


def test_guard_the_fix_act_before_the_install_is_the_fix_applied():
    assert _build_deps(("helm dependency build ./charts/web && helm upgrade --install web ./charts/web -n prod",
                        "Saving 2 charts\nSTATUS: deployed", False)) == (False, True)


# --- a setting without `_` the lesson quotes (`PYTHONPATH=src`) is another way of its fix

SERVE = "uvicorn app:api --port 8000"
NO_MODULE = 'ERROR:    Error loading ASGI app. Could not import module "app".'
APP_DIR = gotcha(f"`{NO_MODULE}`", "Point uvicorn at the code: `uvicorn app:api --app-dir src`, or put the folder on "
                 "the import path with `PYTHONPATH=src`.")
APP_DIR_SOURCE = session((SERVE, f"Exit code 1\n{NO_MODULE}", True),
                         ("uvicorn app:api --app-dir src --port 8000 &", "INFO:     Application startup complete.", False))


def _app_dir(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(APP_DIR, lesson_calls(APP_DIR, APP_DIR_SOURCE.log, redact), session(*steps))


def test_the_setting_the_lesson_quotes_set_in_a_subshell_is_the_fix_applied():
    assert _app_dir(("(PYTHONPATH=src uvicorn hooks.app:api --port 8100 > /tmp/h.log 2>&1 &) && curl -s :8100/ping",
                     "pong", False)) == (False, True)


def test_guard_the_shells_own_path_is_no_setting_of_the_fix():
    assert _app_dir(("PATH=$HOME/.local/bin:$PATH uvicorn --version", "Running uvicorn 0.30.1", False)) == \
        (False, False)
