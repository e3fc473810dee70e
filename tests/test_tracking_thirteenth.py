"""Tracking (issue 24), thirteenth round: the fix's other ways and its plain spellings. An environment variable a
fix names in prose ("through the LOCUST_HOST environment variable") is a setting of the fix, so its recorded call
alone (`locust … --host x`) does not decide `applied`; a count column's name (`# fails`) in a table of results is
no trouble met before the fix; an install of the same packages by another manager of the ecosystem (`pnpm add pg
pg-hstore` for `npm install --save pg pg-hstore`) is the same install, with every option the fix gives. Each test
fails on the code before its rule."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.tracking.wordmatch import words_match
from core.transcript.redact import redact
from core.transcript.signals import trouble
from tests.test_tracking_calls import gotcha, session, verdict

HOST_ERROR = ("locust.exception.LocustError: You must specify the base host. Either in the host attribute in the User "
              "class, or on the command line using the --host option.")
STATS = ("Type     Name          # reqs      # fails |    Avg   |   req/s  failures/s\n"
         "POST     /api/cart       4992     0(0.00%) |    142   |   41.60        0.00")
DONE = "POST /api/cart: 4992 requests, 0 failures"
LOCUST = gotcha("`locust -f locustfile.py --headless -u 50 -t 2m` → `LocustError: You must specify the base host` … "
                "`locust -f locustfile.py --headless -u 50 -t 2m --host https://staging.x` ran the test",
                "Give Locust the base URL: on the command line, through the LOCUST_HOST environment variable, or as "
                "host in a locust.conf beside the locustfile.")
LOCUST_SOURCE = session(("locust -f locustfile.py --headless -u 50 -t 2m", HOST_ERROR, True),
                        ("locust -f locustfile.py --headless -u 50 -t 2m --host https://staging.x", STATS, False))


def test_an_environment_variable_the_fix_names_in_prose_is_another_way_of_it():
    calls = lesson_calls(LOCUST, LOCUST_SOURCE.log, redact)
    later = session(("LOCUST_HOST=https://staging.x locust -f locustfile.py --headless -u 20 -t 1m", DONE, False))
    assert verdict(LOCUST, calls, later) == (False, True)
    other = session(("LOCUST_LOGLEVEL=DEBUG locust -f locustfile.py --headless -u 20 -t 1m", DONE, False))
    assert verdict(LOCUST, calls, other)[1] is False


def test_a_count_columns_name_is_no_trouble():
    assert not trouble(STATS.casefold())
    assert trouble("2 tests fails") and trouble("error: build failed")
    calls = lesson_calls(LOCUST, LOCUST_SOURCE.log, redact)
    later = session(("locust -f locustfile.py --headless -u 20 -t 1m -H https://staging.x", STATS, False))
    assert verdict(LOCUST, calls, later) == (False, True)


def test_an_install_by_another_manager_of_the_ecosystem_is_the_same_install():
    assert words_match("npm install --save pg pg-hstore".split(), "pnpm add pg pg-hstore".split())
    assert words_match("pip install -e .".split(), "uv pip install -e .[docs]".split())
    assert not words_match("npm install --legacy-peer-deps react".split(), "yarn add react".split())
    assert not words_match("npm install pg".split(), "pip install pg".split())
    assert not words_match("npm install pg pg-hstore".split(), "pnpm add pg".split())
