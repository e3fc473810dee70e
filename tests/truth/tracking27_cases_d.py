"""tracking27's Mocha, coverage.py (a prose-only fix) and Inkscape cases; the labelling rules are in
tracking27_cases.py."""
from __future__ import annotations

from tests.truth.tracking27_cases import T, say, sh, u, write

MOCHA_ERR = "Error: No test files found: \"./test\""


def mocha_source() -> None:
    T.source(
        "s-mocha-recursive", "/Users/lena/dev/queue-lite", "2025-04-02T11:10:00Z", "refactor/test-layout",
        u("I moved the tests into test/unit and test/integration; run the suite."),
        sh("npx mocha", MOCHA_ERR, True),
        sh("ls test", "integration\nunit"),
        say("Mocha's default spec only looks at files directly inside ./test; the suites are one level down now. "
            "--recursive makes it descend."),
        sh("npx mocha --recursive", "  queue\n    ✔ enqueues in order\n    ✔ drains on close\n  ...\n\n"
           "  14 passing (212ms)"),
    )
    T.lesson(
        "t27-mocha-recursive", "global", "en", "s-mocha-recursive", "test_strategy",
        "Mocha finds no tests once they move into subfolders of test/",
        "`npx mocha` stops with `Error: No test files found: \"./test\"` after the spec files were moved into "
        "`test/unit` and `test/integration`.",
        "The folder plainly holds tests, so it looks like a wrong working directory or a broken glob.",
        "Mocha's default spec is `./test` without descending into subdirectories.",
        "Run `mocha --recursive`, or set `recursive: true` (or a `spec: 'test/**/*.spec.js'` glob) in "
        "`.mocharc.yml` / `.mocharc.json` so every run picks it up.",
        ["`npx mocha` failed: `No test files found`",
         "`ls test` showed only `integration` and `unit`",
         "`npx mocha --recursive` reported `14 passing`"],
    )


def mocha_later() -> None:
    T.later(
        "l-mocha-before", "/Users/lena/dev/queue-lite", "2025-03-15T09:00:00Z", "spike/layout",
        u("zsh. Run mocha after the folder shuffle."),
        sh("npx mocha", MOCHA_ERR, True),
        sh("npx mocha --recursive", "  14 passing (230ms)"),
    )
    T.pair("t27-mocha-recursive", "l-mocha-before", "neither",
           "dated before the lesson's source session, though it holds the same failure and fix")
    T.later(
        "l-mocha-rc", "/home/lena/dev/cron-parse", "2025-05-06T10:40:00Z", "chore/mocharc",
        u("Add a mocha config so plain `npx mocha` runs the nested suites, then run it."),
        write("/home/lena/dev/cron-parse/.mocharc.yml", "recursive: true\nspec: test\ntimeout: 4000\n"),
        sh("npx mocha", "  parse\n    ✔ handles ranges\n  ...\n\n  31 passing (88ms)"),
    )
    T.pair("t27-mocha-recursive", "l-mocha-rc", "applied",
           "recursive: true in .mocharc.yml, the config the lesson names, before the first mocha run; it passes")
    T.later(
        "l-mocha-recur", "C:\\Users\\lena\\dev\\ledger-sync", "2025-05-13T14:20:00Z", "feat/e2e",
        u("PowerShell. Run the tests; the e2e ones now live in test\\e2e."),
        sh("npx mocha", MOCHA_ERR, True),
        sh("npx mocha --recursive", "  sync\n    ✔ pushes deltas\n  ...\n\n  22 passing (1s)"),
    )
    T.pair("t27-mocha-recursive", "l-mocha-recur", "recurred",
           "no test files found again in ledger-sync (another repo, test\\e2e), then fixed with --recursive")
    T.later(
        "l-mocha-recur-fish", "/home/lena/dev/queue-lite", "2025-05-20T16:30:00Z", "feat/retry",
        u("fish. Quick test run before I open the PR."),
        sh("npx mocha", MOCHA_ERR, True),
        u("Hm, CI handles it. Just push the branch."),
        sh("git push -u origin feat/retry", "branch 'feat/retry' set up to track 'origin/feat/retry'."),
    )
    T.pair("t27-mocha-recursive", "l-mocha-recur-fish", "recurred",
           "no test files found again on branch feat/retry, left unfixed")
    T.later(
        "l-mocha-assert", "/Users/lena/dev/queue-lite", "2025-05-27T11:50:00Z", "fix/drain",
        u("Run the whole suite."),
        sh("npx mocha --recursive", "  queue\n    ✔ enqueues in order\n    1) drains on close\n\n  13 passing (240ms)\n"
           "  1 failing\n\n  1) queue\n       drains on close:\n     AssertionError [ERR_ASSERTION]: Expected values "
           "to be strictly equal:\n\n3 !== 0", True),
        say("The drain test fails on a real bug: close() returns before the last flush."),
    )
    T.pair("t27-mocha-recursive", "l-mocha-assert", "applied",
           "mocha --recursive from the first run; the failing assertion after it is a different failure")
    T.later(
        "l-mocha-grep", "/Users/lena/dev/queue-lite", "2025-06-03T09:05:00Z", "fix/drain",
        u("Only run the drain test."),
        sh("npx mocha test/unit/queue.spec.js --grep \"drains\"",
           "  queue\n    ✔ drains on close\n\n  1 passing (31ms)"),
    )
    T.pair("t27-mocha-recursive", "l-mocha-grep", "neither",
           "mocha run on one named file, something else; no no-test-files failure and no recursive option")
    T.later(
        "l-mocha-esm", "/home/lena/dev/cron-parse", "2025-06-10T13:35:00Z", "feat/esm",
        u("Run the tests after switching the package to ESM."),
        sh("npx mocha", "Error [ERR_REQUIRE_ESM]: require() of ES Module "
           "/home/lena/dev/cron-parse/test/helpers/setup.js not supported.", True),
        say("The setup helper is ESM now but still loaded through --require; switching it to --import."),
    )
    T.pair("t27-mocha-recursive", "l-mocha-esm", "neither",
           "a different mocha error (ERR_REQUIRE_ESM) from the ESM switch; not the missing-test-files failure")


def coverage_source() -> None:
    T.source(
        "s-coverage-combine", "/home/amir/src/pipewright", "2025-04-08T15:00:00Z", "ci/coverage",
        u("Get me a coverage report for the test run; .coveragerc has parallel on because the tests spawn workers."),
        sh("coverage run -m pytest -q tests/ && coverage report",
           "........................                                        [100%]\n24 passed in 3.41s\n"
           "No data to report.", True),
        sh("ls -a | grep coverage", ".coverage.build-7.41822.XmYzAbQx\n.coverage.build-7.41830.XqLmNoPr\n"
           ".coveragerc"),
        say("With parallel = True each process writes its own suffixed data file, and the report only reads the "
            "single .coverage file. The per-process files have to be merged first."),
        sh("coverage combine && coverage report",
           "Combined data file .coverage.build-7.41822.XmYzAbQx\nCombined data file "
           ".coverage.build-7.41830.XqLmNoPr\nName                      Stmts   Miss  Cover\n"
           "---------------------------------------------\npipewright/__init__.py        4      0   100%\n"
           "pipewright/runner.py        311     41    87%\n---------------------------------------------\n"
           "TOTAL                       812     97    88%"),
    )
    T.lesson(
        "t27-coverage-combine", "global", "en", "s-coverage-combine", "test_strategy",
        "coverage.py with parallel = True reports nothing until the data is merged",
        "Right after a passing `coverage run -m pytest`, `coverage report` prints `No data to report.` and exits "
        "non-zero, while several `.coverage.<host>.<pid>.<random>` files sit in the project root.",
        "The tests ran and the data files exist, so it looks like coverage was not measuring the package at all "
        "(a wrong source setting).",
        "With `parallel = True` every process writes its own suffixed data file; reporting reads only the one "
        "unsuffixed data file, which does not exist yet.",
        "Merge the per-process data files into the single data file with coverage's combine step before asking "
        "for any report; after that the text, HTML and XML reports all see the data.",
        ["`No data to report.` right after `24 passed`",
         "two suffixed files such as `.coverage.build-7.41822.XmYzAbQx` next to `.coveragerc`",
         "after merging them the report showed `TOTAL` at `88%`"],
    )


def coverage_later() -> None:
    T.later(
        "l-cov-before", "/home/amir/src/pipewright", "2025-03-28T12:30:00Z", "main",
        u("Coverage numbers please."),
        sh("coverage run -m pytest -q && coverage report", "24 passed in 3.38s\nNo data to report.", True),
    )
    T.pair("t27-coverage-combine", "l-cov-before", "neither",
           "dated before the lesson's source session, though the failure is there")
    T.later(
        "l-cov-html", "/home/amir/src/pipewright", "2025-05-07T08:30:00Z", "feat/retries",
        u("Make the HTML coverage report for the retries branch."),
        sh("coverage run -m pytest -q && coverage combine && coverage html",
           "31 passed in 4.02s\nCombined data file .coverage.build-7.50211.QpLmZaRt\nWrote HTML report to "
           "htmlcov/index.html"),
    )
    T.pair("t27-coverage-combine", "l-cov-html", "applied",
           "the data files are combined before the HTML report, with no No-data failure before it")
    T.later(
        "l-cov-recur", "/Users/amir/src/mailroom", "2025-05-14T17:15:00Z", "ci/xml",
        u("zsh. CI wants coverage.xml from the mailroom tests."),
        sh("coverage run -m pytest -q && coverage xml", "58 passed in 6.20s\nNo data to report.", True),
        sh("coverage combine && coverage xml", "Combined data file .coverage.mbp.8812.XaQwErTy\n"
           "Wrote XML report to coverage.xml"),
    )
    T.pair("t27-coverage-combine", "l-cov-recur", "recurred",
           "No data to report. comes back for mailroom's XML report (another project), then fixed by combining")
    T.later(
        "l-cov-pytestcov", "/home/amir/src/mailroom", "2025-05-21T10:00:00Z", "main",
        u("fish. Show the coverage summary through pytest-cov."),
        sh("pytest --cov=mailroom -q", "58 passed in 6.81s\n\n---------- coverage: platform linux, python 3.12.3 "
           "----------\nName  Stmts  Miss  Cover\nTOTAL  1204  133  89%"),
    )
    T.pair("t27-coverage-combine", "l-cov-pytestcov", "neither",
           "coverage through pytest-cov, which the lesson does not name; no No-data failure and no combine step")
    T.later(
        "l-cov-erase", "/home/amir/src/pipewright", "2025-05-28T14:45:00Z", "chore/clean",
        u("Clear the old coverage data and make sure .gitignore covers the files."),
        sh("coverage erase && grep -n coverage .gitignore", "7:.coverage\n8:.coverage.*\n9:htmlcov/"),
    )
    T.pair("t27-coverage-combine", "l-cov-erase", "neither",
           "coverage only run to erase old data; no report, no failure, no combine")
    T.later(
        "l-cov-nosource", "/home/amir/src/pipewright", "2025-06-04T09:20:00Z", "ci/coverage",
        u("Report on the data files the CI job uploaded."),
        sh("coverage combine ci-artifacts/ && coverage report",
           "Combined data file ci-artifacts/.coverage.runner-3.2211.PqWeRtYu\nNo source for code: "
           "'/tmp/build/pipewright/runner.py'.", True),
        say("The CI paths differ from the local checkout; it needs a [paths] mapping."),
    )
    T.pair("t27-coverage-combine", "l-cov-nosource", "applied",
           "data combined before reporting; the No source for code error after it is a different failure")
    T.later(
        "l-cov-tox", "/home/amir/src/pipewright", "2025-06-11T11:10:00Z", "ci/tox",
        u("Put the coverage steps in tox so nobody forgets them, and run it."),
        write("/home/amir/src/pipewright/tox.ini", "[testenv]\ndeps = pytest\n    coverage\ncommands =\n    "
              "coverage run -m pytest -q\n    coverage combine\n    coverage report\n"),
        sh("tox -e py312", "py312: commands[0]> coverage run -m pytest -q\n31 passed in 4.11s\npy312: commands[1]> "
           "coverage combine\nCombined data file .coverage.build-7.61002.WqErTyUi\npy312: commands[2]> coverage "
           "report\nTOTAL                       840     92    89%\n  py312: OK"),
    )
    T.pair("t27-coverage-combine", "l-cov-tox", "applied",
           "the combine step run through tox.ini's commands before the report; no failure before it")


INK_ERR = "Unknown option {opt}"


def inkscape_source() -> None:
    T.source(
        "s-inkscape-export", "/home/noor/site/assets", "2025-04-14T13:25:00Z", "icons",
        u("Regenerate the PNG icons from the SVGs with the command from the old export script."),
        sh("inkscape -z -e icons/logo-256.png -w 256 -h 256 svg/logo.svg", INK_ERR.format(opt="-z"), True),
        sh("inkscape --version", "Inkscape 1.3.2 (091e20ef0f, 2023-11-25)"),
        say("Inkscape 1.x dropped -z (no GUI is the default now) and -e; the output file is named with -o and the "
            "type follows the extension."),
        sh("inkscape -w 256 -h 256 -o icons/logo-256.png svg/logo.svg && file icons/logo-256.png",
           "icons/logo-256.png: PNG image data, 256 x 256, 8-bit/color RGBA, non-interlaced"),
    )
    T.lesson(
        "t27-inkscape-export", "global", "en", "s-inkscape-export", "tool_quirk",
        "Inkscape 1.x rejects the 0.92 export flags -z and -e",
        "`inkscape -z -e icons/logo-256.png -w 256 -h 256 svg/logo.svg` fails with `Unknown option -z` on "
        "Inkscape 1.3.",
        "The command comes from a script that worked for years, so it looks like a broken install.",
        "Inkscape 1.0 rewrote its command line: `-z`/`--without-gui` and `-e`/`--export-png` are gone.",
        "Drop `-z` and `-e` and name the output with `-o icons/logo-256.png` (long form "
        "`--export-filename=icons/logo-256.png`); the type follows the extension, or set it with "
        "`--export-type=png`.",
        ["`Unknown option -z`", "`Inkscape 1.3.2`",
         "`inkscape -w 256 -h 256 -o icons/logo-256.png svg/logo.svg` wrote a `256 x 256` PNG"],
    )


FILLS = [mocha_source, mocha_later, coverage_source, coverage_later, inkscape_source]
