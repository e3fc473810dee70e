"""tracking15, part e: clickhouse-client rejecting a file of several statements without `--multiquery`, and
pyenv's `pythonX.Y: command not found` when that version isn't selected (a Korean lesson)."""
from __future__ import annotations

from tests.truth.tracking15_cases import T, ed, rd, say, sh, u, wr

ETL = "/home/dev/src/analytics-etl"


def multi_err(pos: int, line: int, nxt: str) -> str:
    return (f"Code: 62. DB::Exception: Syntax error (Multi-statements are not allowed): failed at position {pos} "
            f"(end of query) (line {line}, col 2): ;\n{nxt}. (SYNTAX_ERROR)")


def lesson_i() -> None:
    T.source("s-ch-multi", ETL, "2026-02-10T09:00:00Z", "feat/daily-rollup",
             u("apply sql/002_events.sql to the local clickhouse"),
             sh("clickhouse-client < sql/002_events.sql",
                multi_err(412, 14, "CREATE TABLE IF NOT EXISTS analytics.events_daily\n(\n    day Date,\n    "
                          "event LowCardinality(String),\n    n UInt64\n)\nENGINE = SummingMergeTree\nORDER BY (day, "
                          "event);\n"), True),
             say("clickhouse-client runs one statement per query unless told otherwise, and the file has three. "
                 "Running it in multiquery mode."),
             sh("clickhouse-client --multiquery < sql/002_events.sql && clickhouse-client -q 'SHOW TABLES FROM "
                "analytics'", "events\nevents_daily\nevents_daily_mv"))
    T.lesson("t15-clickhouse-multiquery", "global", "en", "s-ch-multi", "tool_quirk",
             "clickhouse-client needs --multiquery for a SQL file with several statements",
             "Piping a migration file into `clickhouse-client` fails with `Code: 62. DB::Exception: Syntax error "
             "(Multi-statements are not allowed)`.",
             "Code 62 is a syntax error, so the SQL gets rewritten although every statement is valid on its own.",
             "clickhouse-client (and the HTTP interface) executes a single statement per query unless multiquery "
             "mode is on.",
             "Pass `--multiquery` (short `-n`) when feeding a file: `clickhouse-client --multiquery < <file>.sql` "
             "(also works with `--queries-file <file>`).",
             ["`clickhouse-client < sql/002_events.sql` → `Code: 62. DB::Exception: Syntax error (Multi-statements "
              "are not allowed): failed at position 412`",
              "`clickhouse-client --multiquery < sql/002_events.sql` → `events_daily_mv` listed by SHOW TABLES"])


def later_i() -> None:
    T.later("l-ch-early", ETL, "2026-01-22T11:00:00Z", "main",
            u("load sql/001_init.sql into clickhouse"),
            sh("clickhouse-client < sql/001_init.sql",
               multi_err(58, 1, "CREATE TABLE analytics.events\n(\n    ts DateTime64(3),\n ..."), True),
            sh("clickhouse-client -n < sql/001_init.sql", ""))
    T.later("l-ch-n", ETL, "2026-02-16T14:00:00Z", "feat/sessions",
            u("write the sessions table migration and apply it"),
            wr(f"{ETL}/sql/003_sessions.sql", "CREATE TABLE IF NOT EXISTS analytics.sessions\n(\n    session_id UUID,\n"
               "    started DateTime,\n    events UInt32\n)\nENGINE = MergeTree\nORDER BY started;\n\nALTER TABLE "
               "analytics.events ADD COLUMN IF NOT EXISTS session_id UUID;\n"),
            sh("clickhouse-client -n --queries-file sql/003_sessions.sql && clickhouse-client -q 'DESCRIBE TABLE "
               "analytics.sessions'", "session_id\tUUID\nstarted\tDateTime\nevents\tUInt32"))
    T.later("l-ch-make", ETL, "2026-02-19T10:00:00Z", "chore/migrate-target",
            u("add a `make migrate` that applies all sql/ files in order, then run it against a fresh local db"),
            ed(f"{ETL}/Makefile", "CH_HOST ?= localhost\n",
               "CH_HOST ?= localhost\n\nmigrate:\n\tfor f in sql/*.sql; do echo \"== $$f\"; clickhouse-client "
               "--host $(CH_HOST) --multiquery < $$f || exit 1; done\n"),
            sh("clickhouse-client -q 'DROP DATABASE IF EXISTS analytics' && make migrate",
               "for f in sql/*.sql; do ...; done\n== sql/001_init.sql\n== sql/002_events.sql\n== sql/003_sessions.sql"))
    T.later("l-ch-recur-004", ETL, "2026-02-23T09:00:00Z", "feat/retention",
            u("add TTLs for raw events (90 days) and sessions (1 year) in a new migration and apply it"),
            wr(f"{ETL}/sql/004_ttl.sql", "ALTER TABLE analytics.events MODIFY TTL toDateTime(ts) + INTERVAL 90 DAY;\n"
               "ALTER TABLE analytics.sessions MODIFY TTL started + INTERVAL 1 YEAR;\n"),
            sh("clickhouse-client < sql/004_ttl.sql",
               multi_err(71, 1, "ALTER TABLE analytics.sessions MODIFY TTL started + INTERVAL 1 YEAR;\n"), True),
            sh("clickhouse-client --multiquery < sql/004_ttl.sql", ""))
    T.later("l-ch-recur-http", "/home/dev/src/analytics-api", "2026-02-25T13:00:00Z", "main",
            u("the api's test fixtures loader posts sql to clickhouse over http and fails, why?"),
            sh("curl -sS 'http://localhost:8123/' --data-binary @tests/fixtures/seed.sql",
               multi_err(233, 6, "INSERT INTO analytics.events VALUES (now(), 'page_view', ...);\n"), True),
            say("The HTTP interface also runs one statement per request. I'll split the file in the loader and post "
                "statement by statement."),
            ed("/home/dev/src/analytics-api/tests/fixtures/load.py", "requests.post(CH_URL, data=sql)",
               "for stmt in filter(None, (s.strip() for s in sql.split(';'))):\n        requests.post(CH_URL, "
               "data=stmt).raise_for_status()"),
            sh("python tests/fixtures/load.py", "loaded 4 statements"))
    T.later("l-ch-typo", ETL, "2026-02-20T15:00:00Z", "feat/partitions",
            u("partition events by month"),
            wr(f"{ETL}/sql/tmp_events_v2.sql", "CREATE TABLE analytics.events_v2 AS analytics.events\nENGINE = "
               "MergeTree\nPARTITON BY toYYYYMM(ts)\nORDER BY ts"),
            sh("clickhouse-client --multiquery < sql/tmp_events_v2.sql",
               "Code: 62. DB::Exception: Syntax error: failed at position 88 ('PARTITON') (line 3, col 1): PARTITON "
               "BY toYYYYMM(ts)\nORDER BY ts. Expected one of: PARTITION BY, PRIMARY KEY, ORDER BY, SETTINGS. "
               "(SYNTAX_ERROR)", True),
            ed(f"{ETL}/sql/tmp_events_v2.sql", "PARTITON BY", "PARTITION BY"),
            sh("clickhouse-client --multiquery < sql/tmp_events_v2.sql", ""))
    T.later("l-ch-count", ETL, "2026-02-18T08:00:00Z", "main",
            u("how many events did we ingest yesterday?"),
            sh("clickhouse-client -q \"SELECT count() FROM analytics.events WHERE toDate(ts) = yesterday()\"",
               "1843201"))
    T.later("l-ch-help", ETL, "2026-02-21T12:00:00Z", "main",
            u("is there a way to make clickhouse-client stop on the first error in a file? just check the flags"),
            sh("clickhouse-client --help | grep -iE 'multiquery|ignore-error|queries-file'",
               "  -n [ --multiquery ]              If specified, multiple queries separated by semicolons can be "
               "listed after --query. For convenience, it is also possible to omit --query and pass the queries "
               "directly after --multiquery.\n  --ignore-error                   Do not stop processing in "
               "multiquery mode\n  --queries-file arg               file path with queries to execute"),
            say("It already stops on the first error unless `--ignore-error` is given."))
    for sess, outcome, why in (
            ("l-ch-early", "neither", "dated before the lesson's source session"),
            ("l-ch-n", "applied", "applies a two-statement file with `-n --queries-file`; no error"),
            ("l-ch-make", "applied", "a make target that runs every file with `--multiquery`; migrate works"),
            ("l-ch-recur-004", "recurred", "`Multi-statements are not allowed` again on sql/004_ttl.sql"),
            ("l-ch-recur-http", "recurred", "same multi-statement error through the HTTP interface"),
            ("l-ch-typo", "neither", "Code 62 from a typo (`PARTITON`), with --multiquery on"),
            ("l-ch-count", "neither", "a single-statement query; nothing multi"),
            ("l-ch-help", "neither", "only greps --help for the multiquery flag")):
        T.pair("t15-clickhouse-multiquery", sess, outcome, why)


TILE = "/home/dev/src/tilecache"


def pyenv_missing(ver: str, full: str) -> str:
    return (f"pyenv: python{ver}: command not found\n\nThe `python{ver}' command exists in these Python versions:\n"
            f"  {full}\n\nNote: See 'pyenv help global' for tips on allowing both\n      python2 and python3 to be found.")


def lesson_j() -> None:
    T.source("s-pyenv-ver", TILE, "2026-02-11T10:00:00Z", "ci/py311",
             u("3.11로 테스트 돌려줘. CI가 3.11이라서"),
             sh("python3.11 -m pytest -q", pyenv_missing("3.11", "3.11.9"), True),
             say("pyenv에 3.11.9는 설치돼 있지만 이 디렉터리에서 선택된 버전이 아니라서 `python3.11` shim이 실패합니다. "
                 "`pyenv local`로 버전을 지정하겠습니다."),
             sh("pyenv versions", "  system\n* 3.12.2 (set by /home/dev/.pyenv/version)\n  3.11.9"),
             sh("pyenv local 3.11.9 && python3.11 -m pytest -q", "................................................ "
                "[100%]\n48 passed in 3.21s"))
    T.lesson("t15-pyenv-version-shim", "global", "ko", "s-pyenv-ver", "env_setup",
             "pyenv shim `python3.11`은 그 버전이 선택되지 않으면 `command not found`",
             "`python3.11 -m pytest` 가 `pyenv: python3.11: command not found` 로 실패함 (3.11.9가 설치돼 있는데도).",
             "설치 목록에 3.11.9가 있으니 PATH 문제나 재설치가 필요해 보이지만, 실제로는 버전 선택 문제임.",
             "pyenv shim은 현재 선택된 버전(`.python-version`, `PYENV_VERSION`, global)에서만 실행 파일을 찾음. "
             "global이 3.12.2라서 `python3.11`을 찾지 못함.",
             "`pyenv local <version>` 으로 `.python-version`을 만들거나 `PYENV_VERSION=<version>` 을 지정한 뒤 "
             "`python3.11` 실행.",
             ["`python3.11 -m pytest -q` → `pyenv: python3.11: command not found` (3.11.9는 설치 목록에 있음)",
              "`pyenv local 3.11.9 && python3.11 -m pytest -q` → `48 passed in 3.21s`"])


def later_j() -> None:
    T.later("l-py-envvar", TILE, "2026-02-16T15:00:00Z", "release/2.3",
            u("3.11로 wheel 빌드해줘"),
            sh("PYENV_VERSION=3.11.9 python3.11 -m build --wheel",
               "* Building wheel...\nSuccessfully built tilecache-2.3.0-cp311-cp311-linux_x86_64.whl"))
    T.later("l-py-write", "/home/dev/src/tilecache-cli", "2026-02-18T09:00:00Z", "main",
            u("the cli should be tested on 3.12.2 like prod; pin it for this repo and run the tests"),
            wr("/home/dev/src/tilecache-cli/.python-version", "3.12.2\n"),
            sh("python3.12 -m pytest -q", "......................\n22 passed in 1.10s"))
    T.later("l-py-multi", TILE, "2026-02-21T11:00:00Z", "ci/matrix",
            u("run nox across 3.10, 3.11 and 3.12 locally before I push the matrix change"),
            sh("pyenv local 3.12.2 3.11.9 3.10.14 && nox -s tests",
               "nox > Running session tests-3.10\nnox > Session tests-3.10 was successful.\nnox > Running session "
               "tests-3.11\nnox > Session tests-3.11 was successful.\nnox > Running session tests-3.12\nnox > "
               "Session tests-3.12 was successful."))
    T.later("l-py-recur-312", "/home/dev/src/tilecache-cli", "2026-02-17T10:00:00Z", "main",
            u("run the cli tests on python 3.12"),
            sh("python3.12 -m pytest -q", pyenv_missing("3.12", "3.12.2"), True),
            sh("PYENV_VERSION=3.12.2 python3.12 -m pytest -q", "......................\n22 passed in 1.12s"))
    T.later("l-py-recur-nox", TILE, "2026-02-24T16:00:00Z", "ci/matrix",
            u("nox의 3.10 세션이 스킵돼. 확인해줘"),
            sh("nox -s tests-3.10", "nox > Running session tests-3.10\nnox > Creating virtual environment "
               "(virtualenv) using python3.10 in .nox/tests-3-10\npyenv: python3.10: command not found\n\nThe "
               "`python3.10' command exists in these Python versions:\n  3.10.14\n\nnox > Session tests-3.10 "
               "skipped: Python interpreter 3.10 not found."),
            rd(f"{TILE}/.python-version", "3.11.9"),
            say(".python-version에 3.11.9만 있어서 python3.10 shim이 실패합니다. 세 버전을 모두 지정합니다."),
            sh("pyenv local 3.11.9 3.10.14 3.12.2 && nox -s tests-3.10", "nox > Session tests-3.10 was successful."))
    T.later("l-py-notinstalled", TILE, "2026-02-22T09:00:00Z", "feat/py313",
            u("try the suite on 3.13"),
            ed(f"{TILE}/.python-version", "3.11.9", "3.13.1"),
            sh("python -m pytest -q", "pyenv: version `3.13.1' is not installed (set by "
               "/home/dev/src/tilecache/.python-version)", True),
            sh("pyenv install 3.13.1 && python -m pytest -q", "Installed Python-3.13.1 to "
               "/home/dev/.pyenv/versions/3.13.1\n47 passed, 1 skipped in 3.40s"))
    T.later("l-py-versions", TILE, "2026-02-19T08:00:00Z", "main",
            u("which pythons do I have through pyenv?"),
            sh("pyenv versions && cat .python-version", "  system\n  3.10.14\n* 3.11.9 (set by "
               "/home/dev/src/tilecache/.python-version)\n  3.12.2\n3.11.9"))
    for sess, outcome, why in (
            ("l-py-envvar", "applied", "`PYENV_VERSION=3.11.9` selects the version before `python3.11`; wheel built"),
            ("l-py-write", "applied", "writes .python-version 3.12.2 before calling python3.12; tests pass"),
            ("l-py-multi", "applied", "`pyenv local` with three versions before nox; every session runs"),
            ("l-py-recur-312", "recurred", "`pyenv: python3.12: command not found` in tilecache-cli"),
            ("l-py-recur-nox", "recurred", "nox prints `pyenv: python3.10: command not found` and skips"),
            ("l-py-notinstalled", "neither", "`version `3.13.1' is not installed`: a missing install, not selection"),
            ("l-py-versions", "neither", "only lists versions and reads .python-version")):
        T.pair("t15-pyenv-version-shim", sess, outcome, why)
