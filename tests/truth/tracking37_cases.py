"""The case tables of the thirty-seventh tracking corpus (written by build_tracking37.py), and its first cases:
Black failing to parse `match` under a low target-version, Karma's ChromeHeadless launcher with no browser binary,
and cqlsh refusing an unsupported system Python (Korean). The other cases are in tracking37_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user

T = CaseTables("t37-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- Black and `match` under target-version py38 ---------------------------------------------------------------

BLACK_FAIL = ("error: cannot format src/ledgerkit/dispatch.py: Cannot parse for target version Python 3.8: "
              "14:10:     match event.kind:\n\nOh no! 💥 💔 💥\n11 files left unchanged, 1 file failed to reformat.")


def black() -> None:
    T.source(
        "s-black-match", "/home/dana/src/ledgerkit", "2026-04-07T08:12:00Z", "feat/match-dispatch",
        user("run black over src before I push this branch"),
        err("black src/", BLACK_FAIL, 123),
        ok("python -c 'import ast,sys; ast.parse(open(\"src/ledgerkit/dispatch.py\").read()); print(sys.version)'",
           "3.11.9 (main, Apr  2 2026, 10:01:12) [GCC 13.2.0]"),
        ok("grep -n -A2 'tool.black' pyproject.toml",
           "41:[tool.black]\n42-target-version = [\"py38\"]\n43-line-length = 100"),
        say("The file parses fine on 3.11. Black only tries the grammars of the target versions pinned in "
            "pyproject.toml, and `py38` has no `match` statement. requires-python is already >=3.10, so I'll run "
            "it with a 3.10 target."),
        ok("black --target-version py310 src/",
           "reformatted src/ledgerkit/dispatch.py\n\nAll done! ✨ 🍰 ✨\n1 file reformatted, 11 files left unchanged."),
    )
    T.lesson(
        "t37-black-target-version", "project", "en", "s-black-match", "workflow",
        "Black cannot parse `match` while pyproject pins target-version to py38",
        "`black src/` exits 123 with `Cannot parse for target version Python 3.8` on a line holding a `match` "
        "statement, although the file runs fine.",
        "It reads like a syntax error in the file; the code is valid 3.10+ Python and only Black's pinned "
        "grammar rejects it.",
        "`[tool.black] target-version = [\"py38\"]` in pyproject.toml makes Black parse with the 3.8 grammar only, "
        "and `match` exists from Python 3.10.",
        "Run Black with a 3.10+ target: `black --target-version py310 src/` (short form `-t py310`), or raise "
        "`target-version` in `[tool.black]` to py310 or later so plain `black` works.",
        ["`Cannot parse for target version Python 3.8: 14:10:     match event.kind:`",
         "`target-version = [\"py38\"]`", "`black --target-version py310 src/`", "`1 file reformatted`"],
    )

    T.later(
        "l-black-short-t", "/home/dana/src/ledgerkit", "2026-04-15T13:40:00Z", "feat/retry-policy",
        user("check formatting before I open the PR"),
        ok("git status --short", " M src/ledgerkit/retry.py\n M tests/test_retry.py"),
        ok("black -t py310 --check src tests",
           "All done! ✨ 🍰 ✨\n31 files would be left unchanged."),
        ok("ruff check src tests", "All checks passed!"),
        ok("pytest -q tests/test_retry.py", "........                                      [100%]\n8 passed in 0.41s"),
    )
    T.pair("t37-black-target-version", "l-black-short-t", "applied",
           "black runs with -t py310, the short form of the lesson's flag, and passes")

    T.later(
        "l-black-pyproject", "/home/dana/src/ledgerkit", "2026-04-22T10:05:00Z", "main",
        user("can we stop having to pass the target every time we run black?"),
        read("/home/dana/src/ledgerkit/pyproject.toml",
             "[tool.black]\ntarget-version = [\"py38\"]\nline-length = 100\n"),
        edit("/home/dana/src/ledgerkit/pyproject.toml", "target-version = [\"py38\"]",
             "target-version = [\"py310\", \"py311\"]"),
        ok("black src tests", "All done! ✨ 🍰 ✨\n33 files left unchanged."),
        ok("git commit -am 'black: target py310+'", "[main 4be10c2] black: target py310+\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    )
    T.pair("t37-black-target-version", "l-black-pyproject", "applied",
           "target-version in [tool.black] is raised to py310/py311 and plain black then passes")

    T.later(
        "l-black-other-repo", "/home/dana/src/tally-worker", "2026-05-03T09:30:00Z", "feat/commands",
        user("format the worker service, the new command router is in"),
        err("black services/", "error: cannot format services/router.py: Cannot parse for target version "
            "Python 3.9: 33:8:     match msg.command:\n\nOh no! 💥 💔 💥\n6 files left unchanged, 1 file failed "
            "to reformat.", 123),
        ok("grep -n target-version pyproject.toml", "18:target-version = [\"py39\"]"),
        ok("black -t py311 services/",
           "reformatted services/router.py\n\nAll done! ✨ 🍰 ✨\n1 file reformatted, 6 files left unchanged."),
    )
    T.pair("t37-black-target-version", "l-black-other-repo", "recurred",
           "black fails to parse a match statement under a py39 pin in another repo, before -t py311 fixes it")

    T.later(
        "l-black-precommit", "/home/dana/src/ledgerkit", "2026-05-11T16:20:00Z", "feat/refund-states",
        user("pre-commit is blocking my commit, see what's up"),
        err("pre-commit run black --all-files",
            "black....................................................................Failed\n- hook id: black\n"
            "- exit code: 123\n\nerror: cannot format src/ledgerkit/refunds.py: Cannot parse for target version "
            "Python 3.8: 27:4:     match state:\n\nOh no! 💥 💔 💥\n32 files left unchanged, 1 file failed to "
            "reformat."),
        ok("cat .pre-commit-config.yaml",
           "repos:\n  - repo: https://github.com/psf/black\n    rev: 24.4.2\n    hooks:\n      - id: black\n"
           "        args: [\"--target-version\", \"py38\"]"),
        say("The hook passes its own `--target-version py38`, which overrides pyproject. I'll leave that for you "
            "to decide, it's shared config."),
    )
    T.pair("t37-black-target-version", "l-black-precommit", "recurred",
           "the black hook fails to parse a match statement under a py38 target on refunds.py")

    T.later(
        "l-black-would-reformat", "/home/dana/src/ledgerkit", "2026-05-14T11:02:00Z", "feat/fees",
        user("CI says formatting failed on my branch"),
        err("black -t py310 --check src", "would reformat src/ledgerkit/fees.py\n\nOh no! 💥 💔 💥\n"
            "1 file would be reformatted, 31 files would be left unchanged."),
        ok("black -t py310 src", "reformatted src/ledgerkit/fees.py\n\nAll done! ✨ 🍰 ✨\n1 file reformatted, "
           "31 files left unchanged."),
    )
    T.pair("t37-black-target-version", "l-black-would-reformat", "applied",
           "black is run with -t py310 from the first call; the --check failure is plain formatting, not a parse error")

    T.later(
        "l-black-explain", "/home/dana/src/notes-site", "2026-05-20T08:44:00Z", "main",
        user("a colleague got `Cannot parse for target version Python 3.8` from black on his laptop, what does that "
             "mean? don't run anything, just explain"),
        say("Black parses with the grammar of the versions in `target-version`. If the file uses syntax newer than "
            "those (a `match`, a parenthesised context manager), it stops with that message. He can raise the "
            "target in pyproject.toml or pass `-t py310`."),
    )
    T.pair("t37-black-target-version", "l-black-explain", "neither",
           "the error is only quoted by the person and explained; black is never run")

    T.later(
        "l-black-contributing", "/home/dana/src/ledgerkit", "2026-05-26T14:10:00Z", "docs/contributing",
        user("add a formatting section to CONTRIBUTING.md"),
        read("/home/dana/src/ledgerkit/CONTRIBUTING.md", "# Contributing\n\n## Tests\n\nRun `pytest -q`.\n"),
        edit("/home/dana/src/ledgerkit/CONTRIBUTING.md", "## Tests\n",
             "## Formatting\n\nRun `black --target-version py310 src tests` before pushing.\n\n## Tests\n"),
        ok("git diff --stat", " CONTRIBUTING.md | 4 ++++\n 1 file changed, 4 insertions(+)"),
    )
    T.pair("t37-black-target-version", "l-black-contributing", "neither",
           "the black command is only written into CONTRIBUTING.md and never run")

    T.later(
        "l-black-makefile", "/home/dana/src/ledgerkit", "2026-06-02T09:15:00Z", "chore/make-fmt",
        user("add a make fmt target and run it"),
        edit("/home/dana/src/ledgerkit/Makefile", "test:\n\tpytest -q\n",
             "test:\n\tpytest -q\n\nfmt:\n\tblack --target-version py310 src tests\n"),
        ok("make fmt", "black --target-version py310 src tests\nAll done! ✨ 🍰 ✨\n33 files left unchanged."),
        ok("make test", "pytest -q\n........................................ [100%]\n212 passed in 3.90s"),
    )
    T.pair("t37-black-target-version", "l-black-makefile", "applied",
           "make fmt runs black --target-version py310 and it passes")

    T.later(
        "l-black-early", "/home/dana/src/ledgerkit", "2026-03-18T10:00:00Z", "main",
        user("format the repo"),
        ok("black -t py310 .", "All done! ✨ 🍰 ✨\n40 files left unchanged."),
    )
    T.pair("t37-black-target-version", "l-black-early", "neither",
           "dated before the lesson's source session")


# --- Karma's ChromeHeadless with no browser binary -------------------------------------------------------------

KARMA_NOBIN = ("ERROR [launcher]: No binary for ChromeHeadless browser on your platform.\n"
               "  Please, set \"CHROME_BIN\" env variable.")


def karma() -> None:
    T.source(
        "s-karma-chromebin", "/srv/ci/widgets-ui", "2026-04-09T07:30:00Z", "ci/karma-container",
        user("the karma job fails in the new CI container, reproduce it here (same image)"),
        err("npx karma start karma.conf.js --single-run",
            "09 04 2026 07:31:02.118:INFO [karma-server]: Karma v6.4.3 server started at http://localhost:9876/\n"
            "09 04 2026 07:31:02.120:INFO [launcher]: Launching browsers ChromeHeadless with concurrency unlimited\n"
            "09 04 2026 07:31:02.121:" + KARMA_NOBIN),
        ok("command -v chromium chromium-browser google-chrome; chromium --version", "/usr/bin/chromium\n"
           "Chromium 124.0.6367.78 built on Debian 12.5, running on Debian 12.5"),
        say("Chromium is installed, just not under a name karma-chrome-launcher looks for. It reads CHROME_BIN."),
        ok("CHROME_BIN=/usr/bin/chromium npx karma start karma.conf.js --single-run",
           "09 04 2026 07:33:40.551:INFO [launcher]: Starting browser ChromeHeadless\n"
           "09 04 2026 07:33:41.902:INFO [Chrome Headless 124.0.6367.78 (Linux x86_64)]: Connected on socket "
           "Kt3v0 with id 41710233\nChrome Headless 124.0.6367.78 (Linux x86_64): Executed 48 of 48 SUCCESS "
           "(0.913 secs / 0.802 secs)\nTOTAL: 48 SUCCESS"),
    )
    T.lesson(
        "t37-karma-chrome-bin", "project", "en", "s-karma-chromebin", "workflow",
        "Karma finds no ChromeHeadless binary when Chromium is installed as /usr/bin/chromium",
        "`karma start --single-run` fails at once with `No binary for ChromeHeadless browser on your platform.` "
        "and asks for the CHROME_BIN env variable.",
        "Chromium is installed in the image, so it looks like a launcher or config bug rather than a lookup "
        "problem.",
        "karma-chrome-launcher only looks for Google Chrome's usual names and paths unless CHROME_BIN names the "
        "binary; Debian's package installs it as /usr/bin/chromium.",
        "Point CHROME_BIN at the browser for the karma run: `CHROME_BIN=/usr/bin/chromium npx karma start "
        "karma.conf.js --single-run`, an exported CHROME_BIN in the CI job, or `process.env.CHROME_BIN = ...` "
        "(for instance puppeteer's executablePath()) at the top of karma.conf.js.",
        ["`No binary for ChromeHeadless browser on your platform.`", "`Please, set \"CHROME_BIN\" env variable.`",
         "`CHROME_BIN=/usr/bin/chromium npx karma start karma.conf.js --single-run`",
         "`Executed 48 of 48 SUCCESS`"],
    )

    T.later(
        "l-karma-fish", "/home/ilse/code/widgets-ui", "2026-04-16T15:12:00Z", "feat/date-picker",
        user("run the unit tests for the date picker, I'm in fish and chromium is from the distro"),
        ok("fish -c 'set -x CHROME_BIN (command -v chromium); npx karma start karma.conf.js --single-run'",
           "Chrome Headless 124.0.6367.78 (Linux x86_64): Executed 52 of 52 SUCCESS (1.02 secs / 0.88 secs)\n"
           "TOTAL: 52 SUCCESS"),
        ok("git add -A && git commit -m 'date picker: keyboard nav'", "[feat/date-picker 9c01e7d] date picker: "
           "keyboard nav\n 3 files changed, 88 insertions(+), 6 deletions(-)"),
    )
    T.pair("t37-karma-chrome-bin", "l-karma-fish", "applied",
           "CHROME_BIN is exported in fish before karma runs, and the run passes")

    T.later(
        "l-karma-conf-puppeteer", "/srv/ci/widgets-ui", "2026-04-24T08:50:00Z", "ci/no-system-chrome",
        user("drop the chromium apt package from the CI image and use puppeteer's bundled chrome for karma"),
        edit("/srv/ci/widgets-ui/karma.conf.js", "module.exports = function (config) {",
             "process.env.CHROME_BIN = require('puppeteer').executablePath();\n\nmodule.exports = function (config) {"),
        ok("npm test", "> widgets-ui@3.2.0 test\n> karma start karma.conf.js --single-run\n\n"
           "Chrome Headless 125.0.6422.60 (Linux x86_64): Executed 48 of 48 SUCCESS (0.97 secs / 0.85 secs)\n"
           "TOTAL: 48 SUCCESS"),
        edit("/srv/ci/widgets-ui/ci/Dockerfile", "RUN apt-get install -y --no-install-recommends chromium\n", ""),
    )
    T.pair("t37-karma-chrome-bin", "l-karma-conf-puppeteer", "applied",
           "karma.conf.js sets process.env.CHROME_BIN from puppeteer and npm test runs karma green")

    T.later(
        "l-karma-monorepo", "/home/ilse/code/ui-monorepo", "2026-05-02T10:20:00Z", "feat/forms-validation",
        user("run the forms package tests"),
        err("npm test -w packages/forms",
            "> @acme/forms@0.9.1 test\n> karma start --single-run\n\n02 05 2026 10:21:11.004:INFO [launcher]: "
            "Launching browsers ChromeHeadless with concurrency unlimited\n02 05 2026 10:21:11.006:" + KARMA_NOBIN +
            "\nnpm ERR! Lifecycle script `test` failed with error:\nnpm ERR! Error: command failed"),
        ok("CHROME_BIN=$(command -v chromium) npm test -w packages/forms",
           "Chrome Headless 124.0.6367.78 (Linux x86_64): Executed 19 of 19 SUCCESS (0.42 secs / 0.37 secs)"),
    )
    T.pair("t37-karma-chrome-bin", "l-karma-monorepo", "recurred",
           "karma in another package fails with No binary for ChromeHeadless before CHROME_BIN is set")

    T.later(
        "l-karma-docker-e", "/srv/ci/widgets-ui", "2026-05-09T12:00:00Z", "ci/matrix",
        user("run the karma suite in the node:20-bookworm image like the CI matrix does"),
        ok("docker run --rm -v \"$PWD\":/app -w /app -e CHROME_BIN=/usr/bin/chromium widgets-ci:node20 "
           "npx karma start karma.conf.js --single-run",
           "Chrome Headless 124.0.6367.78 (Linux x86_64): Executed 48 of 48 SUCCESS (1.10 secs / 0.95 secs)\n"
           "TOTAL: 48 SUCCESS"),
    )
    T.pair("t37-karma-chrome-bin", "l-karma-docker-e", "applied",
           "the container gets -e CHROME_BIN=/usr/bin/chromium for the karma run, which passes")

    T.later(
        "l-karma-root-sandbox", "/srv/ci/widgets-ui", "2026-05-13T07:45:00Z", "ci/root-runner",
        user("the self-hosted runner runs as root now and karma broke, look at it"),
        ok("command -v google-chrome; id -u", "/usr/bin/google-chrome\n0"),
        err("npx karma start karma.conf.js --single-run",
            "13 05 2026 07:46:30.771:ERROR [launcher]: Cannot start ChromeHeadless\n"
            "\t[0513/074630.762:ERROR:zygote_host_impl_linux.cc(100)] Running as root without --no-sandbox is not "
            "supported. See https://crbug.com/638180."),
        say("Google Chrome is at its standard path, so the launcher finds it; Chrome refuses to start as root "
            "with its sandbox on. A custom launcher with --no-sandbox is the usual answer."),
    )
    T.pair("t37-karma-chrome-bin", "l-karma-root-sandbox", "neither",
           "Chrome is found at its standard path; karma fails on Chrome's root sandbox check, a different error")

    T.later(
        "l-karma-readme", "/home/ilse/code/widgets-ui", "2026-05-21T09:05:00Z", "docs/testing",
        user("write down in the README how to run the tests on linux"),
        edit("/home/ilse/code/widgets-ui/README.md", "## Testing\n",
             "## Testing\n\nOn Linux with the distro Chromium: `CHROME_BIN=/usr/bin/chromium npm test`.\n"),
        ok("npx markdownlint-cli2 README.md", "markdownlint-cli2 v0.13.0 (markdownlint v0.34.0)\nFinding: README.md\n"
           "Linting: 1 file(s)\nSummary: 0 error(s)"),
    )
    T.pair("t37-karma-chrome-bin", "l-karma-readme", "neither",
           "CHROME_BIN is only written into the README; karma never runs")

    T.later(
        "l-karma-early", "/srv/ci/widgets-ui", "2026-03-27T14:00:00Z", "main",
        user("run the tests"),
        err("npx karma start karma.conf.js --single-run", "27 03 2026 14:00:40.311:" + KARMA_NOBIN),
    )
    T.pair("t37-karma-chrome-bin", "l-karma-early", "neither", "dated before the lesson's source session")


# --- cqlsh and an unsupported Python (Korean) ------------------------------------------------------------------

CQL_FAIL = ("Warning: unsupported version of Python, required 3.6-3.11 but found 3.12\n"
            "No appropriate Python interpreter found.")


def cqlsh() -> None:
    T.source(
        "s-cqlsh-python", "/home/minjun/ops/cassandra", "2026-04-10T01:20:00Z", "main",
        user("db-01에서 keyspace 목록 좀 확인해줘"),
        err("/opt/cassandra/bin/cqlsh 10.0.4.21 -e 'DESCRIBE KEYSPACES'", CQL_FAIL),
        ok("python3 --version; ls /usr/bin/python3.*", "Python 3.12.3\n/usr/bin/python3.11\n/usr/bin/python3.12"),
        say("Cassandra 4.1의 cqlsh 스크립트는 3.6~3.11만 받습니다. 3.11이 설치되어 있으니 CQLSH_PYTHON으로 지정하겠습니다."),
        ok("CQLSH_PYTHON=/usr/bin/python3.11 /opt/cassandra/bin/cqlsh 10.0.4.21 -e 'DESCRIBE KEYSPACES'",
           "\nsystem       system_distributed  system_traces  system_virtual_schema\nsystem_auth  system_schema       "
           "orders        system_views\n"),
    )
    T.lesson(
        "t37-cqlsh-python", "project", "ko", "s-cqlsh-python", "workflow",
        "cqlsh가 Python 3.12를 거부함 — CQLSH_PYTHON으로 3.11 지정",
        "`/opt/cassandra/bin/cqlsh`가 바로 `No appropriate Python interpreter found.`로 끝나고 쿼리가 실행되지 않음.",
        "Cassandra 서버나 네트워크 문제처럼 보이지만 접속 시도조차 하지 않은 것. 시스템 python3(3.12)가 너무 새로운 것이 원인.",
        "Cassandra 4.1에 포함된 cqlsh 스크립트는 Python 3.6~3.11만 허용하고, Ubuntu 24.04의 기본 python3는 3.12임.",
        "지원되는 인터프리터를 CQLSH_PYTHON으로 지정: `CQLSH_PYTHON=/usr/bin/python3.11 /opt/cassandra/bin/cqlsh ...` "
        "(또는 셸에서 export). 다른 방법으로 venv에 pip 패키지 `cqlsh`를 설치해 그 cqlsh를 사용.",
        ["`Warning: unsupported version of Python, required 3.6-3.11 but found 3.12`",
         "`No appropriate Python interpreter found.`",
         "`CQLSH_PYTHON=/usr/bin/python3.11 /opt/cassandra/bin/cqlsh 10.0.4.21 -e 'DESCRIBE KEYSPACES'`"],
    )

    T.later(
        "l-cqlsh-export", "/home/minjun/ops/cassandra", "2026-04-18T02:10:00Z", "feat/orders-ttl",
        user("orders 테이블에 TTL 스키마 변경 적용해줘"),
        ok("cat cql/2026-04-orders-ttl.cql", "ALTER TABLE orders.order_events WITH default_time_to_live = 7776000;"),
        ok("export CQLSH_PYTHON=/usr/bin/python3.11 && /opt/cassandra/bin/cqlsh 10.0.4.21 -f cql/2026-04-orders-ttl.cql",
           ""),
        ok("CQLSH_PYTHON=/usr/bin/python3.11 /opt/cassandra/bin/cqlsh 10.0.4.21 -e \"SELECT default_time_to_live "
           "FROM system_schema.tables WHERE keyspace_name='orders' AND table_name='order_events'\"",
           "\n default_time_to_live\n----------------------\n              7776000\n\n(1 rows)"),
    )
    T.pair("t37-cqlsh-python", "l-cqlsh-export", "applied",
           "CQLSH_PYTHON is exported to python3.11 before cqlsh runs the schema file, with no failure")

    T.later(
        "l-cqlsh-ssh-db02", "/home/minjun/ops/cassandra", "2026-04-25T03:00:00Z", "main",
        user("db-02 노드에서 nodetool이랑 cqlsh로 상태 확인"),
        ok("ssh db-02 '/opt/cassandra/bin/nodetool status | head -8'",
           "Datacenter: dc1\n===============\nStatus=Up/Down\n|/ State=Normal/Leaving/Joining/Moving\n"
           "--  Address     Load       Tokens  Owns (effective)  Host ID  Rack\nUN  10.0.4.21  41.2 GiB   16      "
           "66.7%             7c1e...  r1\nUN  10.0.4.22  40.8 GiB   16      66.7%             a93f...  r1"),
        err("ssh db-02 \"/opt/cassandra/bin/cqlsh 10.0.4.22 -e 'SELECT now() FROM system.local'\"", CQL_FAIL),
        ok("ssh db-02 \"CQLSH_PYTHON=/usr/bin/python3.11 /opt/cassandra/bin/cqlsh 10.0.4.22 -e 'SELECT now() FROM "
           "system.local'\"", "\n system.now()\n--------------------------------------\n "
           "5b0e2a70-2288-11f1-9c4a-7d0e1f3c9a10\n\n(1 rows)"),
    )
    T.pair("t37-cqlsh-python", "l-cqlsh-ssh-db02", "recurred",
           "cqlsh on db-02 stops with No appropriate Python interpreter found before CQLSH_PYTHON is added")

    T.later(
        "l-cqlsh-pip", "/home/minjun/ops/cassandra", "2026-05-04T05:30:00Z", "chore/cqlsh-venv",
        user("매번 변수 넣기 귀찮으니 cqlsh를 venv에 따로 설치해서 쓰자"),
        ok("python3.11 -m venv ~/.venvs/cql && ~/.venvs/cql/bin/pip install -q cqlsh && ~/.venvs/cql/bin/cqlsh "
           "--version", "cqlsh 6.1.2"),
        ok("~/.venvs/cql/bin/cqlsh 10.0.4.21 -e 'DESCRIBE KEYSPACES'",
           "\nsystem       system_distributed  system_traces  system_virtual_schema\nsystem_auth  system_schema       "
           "orders        system_views\n"),
    )
    T.pair("t37-cqlsh-python", "l-cqlsh-pip", "applied",
           "uses the pip cqlsh package in a venv, the alternative fix the lesson names, and it works")

    T.later(
        "l-cqlsh-fedora313", "/home/minjun/ops/cassandra-lab", "2026-05-12T06:40:00Z", "lab/fedora",
        user("실습용 fedora VM에서 cqlsh 접속 확인해줘"),
        err("/opt/apache-cassandra-4.1.5/bin/cqlsh localhost",
            "Warning: unsupported version of Python, required 3.6-3.11 but found 3.13\n"
            "No appropriate Python interpreter found."),
        ok("sudo dnf install -y python3.11 >/dev/null && CQLSH_PYTHON=python3.11 /opt/apache-cassandra-4.1.5/bin/"
           "cqlsh localhost -e 'SHOW VERSION'", "[cqlsh 6.1.0 | Cassandra 4.1.5 | CQL spec 3.4.6 | Native protocol v5]"),
    )
    T.pair("t37-cqlsh-python", "l-cqlsh-fedora313", "recurred",
           "cqlsh refuses Python 3.13 on another machine; fixed afterwards with CQLSH_PYTHON, still a recurrence")

    T.later(
        "l-cqlsh-refused", "/home/minjun/ops/cassandra", "2026-05-19T04:15:00Z", "main",
        user("db-03 재시작 후에 cqlsh 되는지 봐줘"),
        err("CQLSH_PYTHON=/usr/bin/python3.11 /opt/cassandra/bin/cqlsh 10.0.4.23",
            "Connection error: ('Unable to connect to any servers', {'10.0.4.23:9042': "
            "ConnectionRefusedError(111, \"Tried connecting to [('10.0.4.23', 9042)]. Last error: Connection "
            "refused\")})"),
        ok("ssh db-03 'sudo systemctl is-active cassandra; tail -2 /var/log/cassandra/system.log'",
           "activating\nINFO  [main] 2026-05-19 04:15:40,112 CommitLog.java:195 - Replaying "
           "/var/lib/cassandra/commitlog/CommitLog-7-1747620011.log"),
    )
    T.pair("t37-cqlsh-python", "l-cqlsh-refused", "applied",
           "cqlsh is started with CQLSH_PYTHON; the connection refused afterwards is a different failure")

    T.later(
        "l-cqlsh-nodetool", "/home/minjun/ops/cassandra", "2026-05-27T02:00:00Z", "main",
        user("compaction 밀린 거 있는지 확인"),
        ok("/opt/cassandra/bin/nodetool compactionstats",
           "pending tasks: 0\n\nconcurrent compactors: 4"),
        ok("/opt/cassandra/bin/nodetool tablestats orders.order_events | grep -E 'SSTable count|Space used \\(live\\)'",
           "\t\tSSTable count: 9\n\t\tSpace used (live): 18230441011"),
    )
    T.pair("t37-cqlsh-python", "l-cqlsh-nodetool", "neither",
           "only nodetool is run; cqlsh is not used at all")

    T.later(
        "l-cqlsh-early", "/home/minjun/ops/cassandra", "2026-03-30T01:00:00Z", "main",
        user("keyspace 목록"),
        err("/opt/cassandra/bin/cqlsh 10.0.4.21 -e 'DESCRIBE KEYSPACES'", CQL_FAIL),
    )
    T.pair("t37-cqlsh-python", "l-cqlsh-early", "neither", "dated before the lesson's source session")


FILLS = [black, karma, cqlsh]
