"""tracking25, part b: pyright not seeing the project's .venv (a Korean lesson) and PHPStan at PHP's memory limit.
The labelling rules are in tracking25_cases.py."""
from __future__ import annotations

from tests.truth.tracking25_cases import T, edit, say, sh, u, write


def _pyright_err(root: str, mod: str, file: str, sep: str = "/") -> str:
    path = f"{root}{sep}{file}"
    return (f"{path}\n  {path}:3:8 - error: Import \"{mod}\" could not be resolved (reportMissingImports)\n"
            "1 error, 0 warnings, 0 informations ")


def pyright_source() -> None:
    T.source(
        "s-pyright-venv", "/home/jiho/src/crawler", "2026-04-03T11:00:00Z", "feat/retry",
        u("타입 체크 한번 돌려줘. CI에 pyright 붙이기 전에 로컬에서 깨끗한지 보고 싶어."),
        sh("pyright src/", "/home/jiho/src/crawler/src/crawler/fetch.py\n  /home/jiho/src/crawler/src/crawler/"
           "fetch.py:3:8 - error: Import \"httpx\" could not be resolved (reportMissingImports)\n"
           "/home/jiho/src/crawler/src/crawler/parse.py\n  /home/jiho/src/crawler/src/crawler/parse.py:1:6 - error: "
           "Import \"selectolax.parser\" could not be resolved (reportMissingImports)\n"
           "2 errors, 0 warnings, 0 informations ", True),
        sh("which pyright python3 && .venv/bin/python -c 'import httpx, selectolax; print(httpx.__version__)'",
           "/home/jiho/.npm-global/bin/pyright\n/usr/bin/python3\n0.28.1"),
        say("패키지는 .venv에 다 설치돼 있습니다. npm으로 전역 설치한 pyright가 PATH의 /usr/bin/python3 기준으로 "
            "import를 찾고 있어서 .venv를 보지 못합니다. 인터프리터를 지정해서 다시 돌립니다."),
        sh("pyright --pythonpath .venv/bin/python src/", "0 errors, 0 warnings, 0 informations "),
    )
    T.lesson(
        "t25-pyright-venv", "global", "ko", "s-pyright-venv", "tool_quirk",
        "pyright가 활성화되지 않은 프로젝트 .venv의 패키지를 찾지 못함",
        "`pyright src/`를 돌리면 `.venv`에 설치된 패키지인데도 `Import \"httpx\" could not be resolved "
        "(reportMissingImports)` 오류가 난다.",
        "패키지는 `.venv`에 제대로 설치돼 있으므로 `pip install`을 다시 하거나 버전을 바꿔도 오류는 그대로다.",
        "전역으로 설치한 pyright는 PATH에 있는 파이썬 인터프리터 기준으로 import를 해석하고, 활성화되지 않은 "
        "`.venv`는 보지 않는다.",
        "인터프리터를 알려 준다: `pyright --pythonpath .venv/bin/python src/`처럼 실행하거나, `pyrightconfig.json`"
        "(또는 `pyproject.toml`의 `[tool.pyright]`)에 `\"venvPath\": \".\"`와 `\"venv\": \".venv\"`를 적거나, 가상환경을 "
        "먼저 활성화한 셸에서 pyright를 실행한다.",
        ["`pyright src/` 결과: `Import \"httpx\" could not be resolved (reportMissingImports)`",
         "패키지는 있음: `.venv/bin/python -c 'import httpx, selectolax; print(httpx.__version__)'` → `0.28.1`",
         "`pyright --pythonpath .venv/bin/python src/` → `0 errors, 0 warnings, 0 informations`"],
    )


def pyright_later_a() -> None:
    T.later("l-pyright-indexer-zsh", "/Users/jiho/src/indexer", "2026-04-20T09:40:00Z", "main",
            u("indexer 프로젝트도 pyright 돌려줘."),
            sh("pyright", _pyright_err("/Users/jiho/src/indexer/src/indexer", "tantivy", "store.py"), True),
            sh(".venv/bin/pip show tantivy | head -2", "Name: tantivy\nVersion: 0.22.0"),
            say("crawler 때와 같습니다. .venv 인터프리터를 지정합니다."),
            sh("pyright --pythonpath .venv/bin/python", "0 errors, 0 warnings, 0 informations "))
    T.pair("t25-pyright-venv", "l-pyright-indexer-zsh", "recurred",
           "pyright in indexer reports Import \"tantivy\" could not be resolved with it installed in .venv")
    T.later("l-pyright-config", "/home/jiho/src/crawler", "2026-04-21T10:00:00Z", "ci/pyright",
            u("CI에서도 pyright가 .venv를 보도록 설정 파일로 고정해줘."),
            write("/home/jiho/src/crawler/pyrightconfig.json",
                  '{\n  "include": ["src"],\n  "venvPath": ".",\n  "venv": ".venv"\n}\n'),
            sh("pyright", "0 errors, 0 warnings, 0 informations "))
    T.pair("t25-pyright-venv", "l-pyright-config", "applied",
           "writes venvPath/venv into pyrightconfig.json before its first pyright run, which is clean")
    T.later("l-pyright-fish", "/home/jiho/src/crawler", "2026-04-22T13:30:00Z", "feat/sitemap",
            u("sitemap 모듈 추가했어. 타입 체크만 해줘."),
            sh("source .venv/bin/activate.fish; and pyright src/", "0 errors, 0 warnings, 0 informations "))
    T.pair("t25-pyright-venv", "l-pyright-fish", "applied",
           "activates .venv (fish) in the same call before pyright, a spelling the lesson names; clean")


def pyright_later_b() -> None:
    T.later("l-pyright-attr", "/home/jiho/src/crawler", "2026-04-23T15:00:00Z", "refactor/fetch",
            u("fetch 모듈 리팩터링 끝났어. pyright로 확인해줘."),
            sh("pyright src/", "/home/jiho/src/crawler/src/crawler/cli.py\n  /home/jiho/src/crawler/src/crawler/cli.py"
               ":14:12 - error: \"fetch_all\" is not a known attribute of module \"crawler.fetch\" "
               "(reportAttributeAccessIssue)\n1 error, 0 warnings, 0 informations ", True),
            edit("/home/jiho/src/crawler/src/crawler/cli.py", "fetch.fetch_all(", "fetch.fetch_many("),
            sh("pyright src/", "0 errors, 0 warnings, 0 informations "))
    T.pair("t25-pyright-venv", "l-pyright-attr", "neither",
           "pyright reports an unknown attribute after a rename, a different error; no interpreter fix used")
    T.later("l-pyright-quote", "/home/jiho/src/crawler", "2026-04-24T18:20:00Z", "main",
            u("어제 CI에서 `Import \"httpx\" could not be resolved (reportMissingImports)`가 떴었는데 그건 나중에 볼게. "
              "지금은 CHANGELOG에 0.9.0 항목만 추가해줘."),
            edit("/home/jiho/src/crawler/CHANGELOG.md", "## Unreleased\n",
                 "## Unreleased\n\n## 0.9.0\n- sitemap crawling\n- retry with backoff\n"))
    T.pair("t25-pyright-venv", "l-pyright-quote", "neither",
           "the person quotes the missing-import error from CI but pyright is not run in the session")
    T.later("l-pyright-scraper-pwsh", "C:\\Users\\jiho\\src\\scraper", "2026-04-26T08:50:00Z", "main",
            u("Windows에서 scraper 타입 체크 해줘."),
            sh("pyright", _pyright_err("C:\\Users\\jiho\\src\\scraper\\scraper", "bs4", "pages.py", "\\"), True),
            sh("pyright --pythonpath .venv\\Scripts\\python.exe", "0 errors, 0 warnings, 0 informations "))
    T.pair("t25-pyright-venv", "l-pyright-scraper-pwsh", "recurred",
           "pyright on Windows reports Import \"bs4\" could not be resolved before --pythonpath is given")


PHPSTAN_CRASH = ("Note: Using configuration file {root}/phpstan.neon.\n {done}/{total} [{bar}]  {pct}%\n\n"
                 "PHPStan process crashed because it reached configured PHP memory limit: {limit}\nIncrease your "
                 "memory limit in php.ini or run PHPStan with --memory-limit CLI option.")


def phpstan_source() -> None:
    T.source(
        "s-phpstan-mem", "/home/ravi/src/storefront", "2026-04-04T14:00:00Z", "feat/coupons",
        u("Run phpstan at level 6 over src and tests before I open the coupons PR."),
        sh("vendor/bin/phpstan analyse src tests --level=6",
           PHPSTAN_CRASH.format(root="/home/ravi/src/storefront", done=1840, total=2210,
                                bar="=======================>----", pct=83, limit="128M"), True),
        sh("php -r 'echo ini_get(\"memory_limit\"), PHP_EOL;'", "128M"),
        say("The CLI php.ini caps memory at 128M and analysing 2,210 files needs more. Raising the limit for this "
            "PHPStan run only."),
        sh("vendor/bin/phpstan analyse src tests --level=6 --memory-limit=1G",
           "Note: Using configuration file /home/ravi/src/storefront/phpstan.neon.\n 2210/2210 "
           "[============================] 100%\n\n [OK] No errors"),
    )
    T.lesson(
        "t25-phpstan-memory", "global", "en", "s-phpstan-mem", "tool_quirk",
        "PHPStan crashes at the CLI's 128M memory limit on a large codebase",
        "`vendor/bin/phpstan analyse` stops part-way with `PHPStan process crashed because it reached configured PHP "
        "memory limit: 128M`.",
        "The crash looks like a PHPStan bug or a bad file at that point of the progress bar; the real limit is the "
        "CLI php.ini, which is usually lower than expected.",
        "PHPStan runs under the CLI's `memory_limit`; analysing a few thousand files at a high level needs more "
        "than 128M.",
        "Raise the limit for the run: `--memory-limit=1G` (or `--memory-limit 1G`) on `phpstan analyse`, or run it "
        "through PHP with `php -d memory_limit=1G vendor/bin/phpstan analyse ...`.",
        ["`vendor/bin/phpstan analyse src tests --level=6` crashed: `PHPStan process crashed because it reached "
         "configured PHP memory limit: 128M`",
         "`vendor/bin/phpstan analyse src tests --level=6 --memory-limit=1G` → `[OK] No errors`"],
    )


def phpstan_later_a() -> None:
    T.later("l-phpstan-cmd", "C:\\src\\storefront", "2026-04-20T12:00:00Z", "feat/wishlist",
            u("Run phpstan on src from cmd before I push the wishlist branch."),
            sh("cmd /c \"vendor\\bin\\phpstan analyse src --level=6 --memory-limit 2G\"",
               "Note: Using configuration file C:\\src\\storefront\\phpstan.neon.\n 1904/1904 "
               "[============================] 100%\n\n [OK] No errors"))
    T.pair("t25-phpstan-memory", "l-phpstan-cmd", "applied",
           "its first phpstan run passes --memory-limit 2G and finishes clean")
    T.later("l-phpstan-php-d", "/home/ravi/src/backoffice", "2026-04-21T09:15:00Z", "main",
            u("Static analysis on the backoffice app, please."),
            sh("php -d memory_limit=-1 vendor/bin/phpstan analyse app --level=5",
               "Note: Using configuration file /home/ravi/src/backoffice/phpstan.neon.\n 2630/2630 "
               "[============================] 100%\n\n ------ ---------------------------------------------\n"
               "  Line   app/Http/Controllers/OrderController.php\n ------ ------------------------------------"
               "---------\n  88     Method App\\Http\\Controllers\\OrderController::show() should return "
               "Illuminate\\View\\View but returns null.\n ------ ---------------------------------------------"
               "\n\n [ERROR] Found 1 error", True))
    T.pair("t25-phpstan-memory", "l-phpstan-php-d", "applied",
           "runs phpstan via php -d memory_limit=-1 first; the found type error afterwards is a different failure")
    T.later("l-phpstan-crm-zsh", "/Users/ravi/src/crm", "2026-04-22T16:30:00Z", "fix/leads-import",
            u("phpstan the crm project."),
            sh("vendor/bin/phpstan analyse",
               PHPSTAN_CRASH.format(root="/Users/ravi/src/crm", done=3012, total=4480,
                                    bar="==================>---------", pct=67, limit="256M"), True),
            sh("vendor/bin/phpstan analyse --memory-limit=2G", "\n [OK] No errors"))
    T.pair("t25-phpstan-memory", "l-phpstan-crm-zsh", "recurred",
           "phpstan on crm crashes at the configured PHP memory limit (256M) before the flag is added")


def phpstan_later_b() -> None:
    T.later("l-phpstan-composer-fish", "/home/ravi/src/payments", "2026-04-23T10:45:00Z", "main",
            u("Run the composer phpstan script for payments."),
            sh("composer phpstan", "> phpstan analyse --level=5\n" + PHPSTAN_CRASH.format(
                root="/home/ravi/src/payments", done=990, total=1502, bar="==================>---------",
                pct=65, limit="128M") + "\nScript phpstan analyse --level=5 handling the phpstan event returned "
               "with error code 255", True),
            say("The composer script runs phpstan without a memory limit. I'll report this rather than change the "
                "shared script without asking."))
    T.pair("t25-phpstan-memory", "l-phpstan-composer-fish", "recurred",
           "composer's phpstan script crashes at the 128M PHP memory limit in payments; not fixed")
    T.later("l-phpstan-neon", "/home/ravi/src/storefront", "2026-04-24T11:00:00Z", "chore/phpstan-2",
            u("We upgraded to PHPStan 2; run it."),
            sh("vendor/bin/phpstan analyse --memory-limit=1G",
               "Invalid configuration:\nUnexpected item 'parameters › checkMissingIterableValueType'.", True),
            edit("/home/ravi/src/storefront/phpstan.neon", "    checkMissingIterableValueType: false\n", ""),
            sh("vendor/bin/phpstan analyse --memory-limit=1G", "\n [OK] No errors"))
    T.pair("t25-phpstan-memory", "l-phpstan-neon", "applied",
           "phpstan is run with --memory-limit=1G from its first call; the config error is another failure")
    T.later("l-phpstan-warmup", "/home/ravi/src/storefront", "2026-04-25T08:10:00Z", "main",
            u("The cache warmup runs out of memory on the staging box; warm it here to check it works."),
            sh("php -d memory_limit=512M bin/console cache:warmup --env=prod",
               " // Warming up the cache for the prod environment with debug false\n\n [OK] Cache for the \"prod\" "
               "environment (debug=false) was successfully warmed."))
    T.pair("t25-phpstan-memory", "l-phpstan-warmup", "neither",
           "php -d memory_limit is used for the Symfony console, not for PHPStan; phpstan never runs")
    T.later("l-phpstan-level", "/home/ravi/src/storefront", "2026-04-26T13:00:00Z", "feat/gift-cards",
            u("Run phpstan on the new GiftCard module only."),
            sh("vendor/bin/phpstan analyse src/GiftCard --level=6",
               "Note: Using configuration file /home/ravi/src/storefront/phpstan.neon.\n 41/41 "
               "[============================] 100%\n\n ------ ----------------------------------\n  Line   "
               "src/GiftCard/Balance.php\n ------ ----------------------------------\n  23     Property "
               "App\\GiftCard\\Balance::$cents has no type specified.\n ------ ----------------------------------\n"
               "\n [ERROR] Found 1 error", True))
    T.pair("t25-phpstan-memory", "l-phpstan-level", "neither",
           "a small phpstan run reports a missing property type, a different error; no memory limit involved")


FILLS = [pyright_source, pyright_later_a, pyright_later_b, phpstan_source, phpstan_later_a, phpstan_later_b]
