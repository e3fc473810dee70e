"""Cases of the forty-eighth tracking corpus, part b: `source` in a Makefile recipe run by dash, Poetry 1.x
refusing a lock file older than pyproject.toml, and a pg_dump older than the server it dumps (a Korean lesson).
The labelling rules are in tracking48_cases.py."""
from __future__ import annotations

from tests.truth.tracking48_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- `source` in a Makefile recipe under /bin/sh (dash) -----------------------------------------------------

def _makesource() -> None:
    T.source(
        "s-makesource", "/home/dev/src/pricing", "2025-05-09T09:40:00Z", "main",
        user("`make dev` fails on my new Ubuntu box, it worked on the Mac. Can you fix the Makefile?"),
        err("make dev",
            "python3 -m venv .venv\nsource .venv/bin/activate && pip install -r requirements-dev.txt\n"
            "/bin/sh: 1: source: not found\nmake: *** [Makefile:6: dev] Error 127", 2),
        read("/home/dev/src/pricing/Makefile",
             ".PHONY: dev test\n\ndev:\n\tpython3 -m venv .venv\n\tsource .venv/bin/activate && pip install -r "
             "requirements-dev.txt\n\ntest:\n\tsource .venv/bin/activate && pytest -q\n"),
        say("make runs recipes with /bin/sh, which is dash on Ubuntu and has no `source` builtin; on macOS /bin/sh "
            "is bash, so it worked there. Telling make to use bash."),
        edit("/home/dev/src/pricing/Makefile", ".PHONY: dev test\n", "SHELL := /bin/bash\n\n.PHONY: dev test\n"),
        ok("make dev",
           "python3 -m venv .venv\nsource .venv/bin/activate && pip install -r requirements-dev.txt\n"
           "Successfully installed iniconfig-2.0.0 pluggy-1.5.0 pytest-8.2.2"),
    )
    T.lesson(
        "t48-makesource", "global", "en", "s-makesource", "build_config",
        "`source` in a Makefile recipe fails on Debian/Ubuntu because make runs recipes with dash",
        "`make dev` prints `/bin/sh: 1: source: not found` and stops with `make: *** [Makefile:6: dev] Error 127`.",
        "The same Makefile works on macOS (and in an interactive bash), so it looks like a missing venv or PATH "
        "problem on the Linux box.",
        "GNU make runs every recipe line with /bin/sh unless SHELL is set. On Debian and Ubuntu /bin/sh is dash, "
        "which has no `source` builtin; on macOS /bin/sh is bash.",
        "Put `SHELL := /bin/bash` at the top of the Makefile, or use the POSIX spelling `. .venv/bin/activate` "
        "instead of `source` in the recipe.",
        ["`/bin/sh: 1: source: not found`", "`make: *** [Makefile:6: dev] Error 127`",
         "after adding `SHELL := /bin/bash` the rerun printed `Successfully installed iniconfig-2.0.0`"],
    )
    T.later(
        "l-makesource-newmk", "/home/dev/src/ledger-sync", "2025-06-12T10:15:00Z", "chore/makefile",
        user("Add a Makefile with venv and test targets to ledger-sync; CI runs on ubuntu-latest."),
        write("/home/dev/src/ledger-sync/Makefile",
              "SHELL := /bin/bash\n\n.PHONY: venv test\n\nvenv:\n\tpython3 -m venv .venv\n\tsource "
              ".venv/bin/activate && pip install -q -e '.[test]'\n\ntest: venv\n\tsource .venv/bin/activate && "
              "pytest -q\n"),
        ok("make test", "python3 -m venv .venv\nsource .venv/bin/activate && pip install -q -e '.[test]'\n"
           "source .venv/bin/activate && pytest -q\n.......                                    [100%]\n"
           "7 passed in 0.33s"),
    )
    T.pair("t48-makesource", "l-makesource-newmk", "applied",
           "writes SHELL := /bin/bash before recipes that source the venv; make test runs clean on Ubuntu")
    T.later(
        "l-makesource-dot-docker", "/home/dev/src/inventory", "2025-07-09T13:00:00Z", "feat/migrate-target",
        user("Add a migrate target that loads env.sh first, and try it in the debian:bookworm build container."),
        edit("/home/dev/src/inventory/Makefile", "migrate:\n\tpython manage.py migrate\n",
             "migrate:\n\t. ./env.sh && python manage.py migrate\n"),
        ok("docker run --rm -v \"$PWD\":/src -w /src inventory-build:bookworm make migrate",
           ". ./env.sh && python manage.py migrate\nOperations to perform:\n  Apply all migrations: admin, auth, "
           "stock\nRunning migrations:\n  No migrations to apply."),
    )
    T.pair("t48-makesource", "l-makesource-dot-docker", "applied",
           "uses the POSIX `. ./env.sh` in the recipe, run under Debian's dash in docker, no failure")
    T.later(
        "l-makesource-release-ci", "/home/runner/work/pricing/pricing", "2025-08-06T07:20:00Z", "release/1.9",
        user("The release job fails at `make release`; run it here and fix."),
        err("make release",
            "source scripts/version.sh && python -m build\n/bin/sh: 1: source: not found\n"
            "make: *** [Makefile:22: release] Error 127", 2),
        edit("/home/runner/work/pricing/pricing/Makefile", "\tsource scripts/version.sh && python -m build",
             "\t. scripts/version.sh && python -m build"),
        ok("make release", ". scripts/version.sh && python -m build\nSuccessfully built pricing-1.9.0.tar.gz and "
           "pricing-1.9.0-py3-none-any.whl"),
    )
    T.pair("t48-makesource", "l-makesource-release-ci", "recurred",
           "`source: not found` under dash from another target on a CI runner, then fixed with `.`")
    T.later(
        "l-makesource-docs-ssh", "/home/dev/src/handbook", "2025-08-28T15:40:00Z", "main",
        user("Build the docs on the ci-02 box, it's where the theme is installed."),
        err("ssh build@ci-02 'cd ~/handbook && make docs'",
            "source ~/venvs/docs/bin/activate && mkdocs build --strict\n/bin/sh: 1: source: not found\n"
            "make: *** [Makefile:9: docs] Error 127", 2),
        say("ci-02 runs Debian, so make's /bin/sh is dash and `source` doesn't exist there."),
    )
    T.pair("t48-makesource", "l-makesource-docs-ssh", "recurred",
           "`/bin/sh: 1: source: not found` from a make target over ssh on a Debian host")
    T.later(
        "l-makesource-poetry-missing", "/home/dev/src/pricing", "2025-06-18T08:05:00Z", "main",
        user("`make build` fails in the fresh container."),
        err("make build", "poetry build\n/bin/sh: 1: poetry: not found\nmake: *** [Makefile:14: build] Error 127", 2),
        ok("pipx install poetry && make build",
           "installed package poetry 1.8.3\npoetry build\nBuilding pricing (0.7.0)\n  - Built pricing-0.7.0.tar.gz"),
    )
    T.pair("t48-makesource", "l-makesource-poetry-missing", "neither",
           "same Error 127 shape but poetry is not installed; not `source` under dash")
    T.later(
        "l-makesource-separator", "/home/dev/src/ledger-sync", "2025-07-03T09:55:00Z", "chore/lint-target",
        user("I added a lint target by hand and now make is broken."),
        err("make lint", "Makefile:14: *** missing separator.  Stop.", 2),
        ok("sed -n '13,15p' Makefile | cat -A", "lint:$\n    ruff check .$\n$"),
        edit("/home/dev/src/ledger-sync/Makefile", "lint:\n    ruff check .", "lint:\n\truff check ."),
        ok("make lint", "ruff check .\nAll checks passed!"),
    )
    T.pair("t48-makesource", "l-makesource-separator", "neither",
           "a different make error (spaces instead of a tab), unrelated to dash or `source`")
    T.later(
        "l-makesource-before", "/home/dev/src/pricing", "2025-04-22T12:00:00Z", "main",
        user("Run make test on the build VM."),
        err("make test", "source .venv/bin/activate && pytest -q\n/bin/sh: 1: source: not found\n"
            "make: *** [Makefile:9: test] Error 127", 2),
        ok("bash -c 'source .venv/bin/activate && pytest -q'", "12 passed in 1.02s"),
    )
    T.pair("t48-makesource", "l-makesource-before", "neither", "dated before the lesson's source session, so neither")


# --- Poetry 1.x: pyproject.toml changed significantly since poetry.lock ------------------------------------

_STALE = ("pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock "
          "[--no-update]` to fix the lock file.")


def _poetrylock() -> None:
    T.source(
        "s-poetrylock", "/home/dev/src/billing", "2025-05-14T10:20:00Z", "main",
        user("I merged the httpx branch; `poetry install` now refuses. Sort it out without upgrading everything."),
        err("poetry install", "Installing dependencies from lock file\n\n" + _STALE),
        ok("poetry --version", "Poetry (version 1.8.3)"),
        say("The merge added httpx to pyproject.toml but poetry.lock wasn't regenerated. `poetry lock --no-update` "
            "relocks against the new pyproject while keeping every existing pin."),
        ok("poetry lock --no-update", "Resolving dependencies...\n\nWriting lock file"),
        ok("poetry install",
           "Installing dependencies from lock file\n\nPackage operations: 4 installs, 0 updates, 0 removals\n\n"
           "  - Installing h11 (0.14.0)\n  - Installing httpcore (1.0.5)\n  - Installing sniffio (1.3.1)\n"
           "  - Installing httpx (0.27.0)\n\nInstalling the current project: billing (0.3.0)"),
    )
    T.lesson(
        "t48-poetrylock", "global", "en", "s-poetrylock", "tool_quirk",
        "Poetry refuses to install when pyproject.toml changed after poetry.lock was written",
        "`poetry install` stops at once with \"pyproject.toml changed significantly since poetry.lock was last "
        "generated. Run `poetry lock [--no-update]` to fix the lock file.\"",
        "Plain `poetry lock` on Poetry 1.x also upgrades every dependency it is free to move, which turns a "
        "one-package merge into a full upgrade.",
        "poetry.lock stores a content hash of the dependency sections of pyproject.toml; a merge or hand edit that "
        "adds or changes a dependency without relocking leaves the hash stale, and install refuses the lock.",
        "Run `poetry lock --no-update` (Poetry 1.x; on Poetry 2 plain `poetry lock` keeps the pins) and then "
        "`poetry install`; commit the updated poetry.lock with the pyproject change.",
        ["`pyproject.toml changed significantly since poetry.lock was last generated`",
         "`Poetry (version 1.8.3)`",
         "`poetry lock --no-update` printed `Writing lock file` and `poetry install` then installed "
         "`httpx (0.27.0)`"],
    )
    T.later(
        "l-poetrylock-addpin", "/home/dev/src/billing", "2025-06-04T14:10:00Z", "feat/tenacity",
        user("Add tenacity ^8.2 to billing by hand in pyproject (I don't want poetry add to touch other things), "
             "then install."),
        edit("/home/dev/src/billing/pyproject.toml", 'httpx = "^0.27"\n', 'httpx = "^0.27"\ntenacity = "^8.2"\n'),
        ok("poetry lock --no-update && poetry install",
           "Resolving dependencies...\n\nWriting lock file\nInstalling dependencies from lock file\n\n"
           "Package operations: 1 install, 0 updates, 0 removals\n\n  - Installing tenacity (8.5.0)\n\n"
           "Installing the current project: billing (0.3.1)"),
    )
    T.pair("t48-poetrylock", "l-poetrylock-addpin", "applied",
           "relocks with `poetry lock --no-update` after the pyproject edit and installs with no stale-lock error")
    T.later(
        "l-poetrylock-make", "/home/dev/src/notify", "2025-07-17T11:30:00Z", "chore/bump-pydantic",
        user("Bump pydantic to ^2.8 in pyproject and use our make targets to relock and test."),
        edit("/home/dev/src/notify/pyproject.toml", 'pydantic = "^2.5"', 'pydantic = "^2.8"'),
        read("/home/dev/src/notify/Makefile",
             "lock:\n\tpoetry lock --no-update\n\ninstall:\n\tpoetry install --sync\n\ntest: install\n"
             "\tpoetry run pytest -q\n"),
        ok("make lock test",
           "poetry lock --no-update\nResolving dependencies...\n\nWriting lock file\npoetry install --sync\n"
           "Installing dependencies from lock file\n\nPackage operations: 0 installs, 2 updates, 0 removals\n\n"
           "  - Updating pydantic-core (2.14.6 -> 2.20.1)\n  - Updating pydantic (2.5.3 -> 2.8.2)\n"
           "poetry run pytest -q\n.........                                   [100%]\n9 passed in 0.71s"),
    )
    T.pair("t48-poetrylock", "l-poetrylock-make", "applied",
           "runs `poetry lock --no-update` through a make target after editing pyproject, before install")
    T.later(
        "l-poetrylock-ci", "/builds/acme/notify", "2025-08-14T06:40:00Z", "renovate/boto3-1.x",
        user("Renovate's MR pipeline fails at install. Reproduce with ci/install.sh."),
        err("bash ci/install.sh", "+ poetry install --sync --no-interaction\nInstalling dependencies from lock "
            "file\n\n" + _STALE),
        say("Renovate bumped boto3 in pyproject.toml without touching poetry.lock."),
    )
    T.pair("t48-poetrylock", "l-poetrylock-ci", "recurred",
           "the stale-lock refusal again in a CI script after a pyproject-only bump")
    T.later(
        "l-poetrylock-pwsh", "C:\\Users\\dev\\src\\reports", "2025-09-02T08:50:00Z", "main",
        user("Pulled main on the Windows box; install the reports project."),
        err("powershell -NoProfile -Command \"poetry install\"", "Installing dependencies from lock file\n\n" +
            _STALE),
        ok("powershell -NoProfile -Command \"poetry lock --no-update; poetry install\"",
           "Resolving dependencies...\n\nWriting lock file\nInstalling dependencies from lock file\n\nNo "
           "dependencies to install or update\n\nInstalling the current project: reports (1.2.0)"),
    )
    T.pair("t48-poetrylock", "l-poetrylock-pwsh", "recurred",
           "poetry install in PowerShell refuses the stale lock first, then relocked")
    T.later(
        "l-poetrylock-solver", "/home/dev/src/billing", "2025-06-25T09:35:00Z", "feat/pydantic2",
        user("Move billing to pydantic 2 and relock."),
        edit("/home/dev/src/billing/pyproject.toml", 'pydantic = "^1.10"', 'pydantic = "^2.5"'),
        err("poetry lock --no-update",
            "Resolving dependencies...\n\nBecause fastapi (0.95.2) depends on pydantic (>=1.6.2,<1.7 || >1.7,<1.7.1 "
            "|| >1.7.1,<1.7.2 || >1.7.2,<1.7.3 || >1.7.3,<1.8 || >1.8,<1.8.1 || >1.8.1,<2.0.0)\n and billing "
            "depends on pydantic (^2.5), fastapi is forbidden.\nSo, because billing depends on fastapi (0.95.2), "
            "version solving failed."),
        say("fastapi 0.95 caps pydantic below 2; it has to move to fastapi >=0.100 with this."),
    )
    T.pair("t48-poetrylock", "l-poetrylock-solver", "neither",
           "a version-solving failure from poetry lock, not the stale-lock refusal")
    T.later(
        "l-poetrylock-contrib", "/home/dev/src/billing", "2025-07-22T16:00:00Z", "docs/contributing",
        user("Document in CONTRIBUTING.md how to change dependencies without upgrading everything. Docs only."),
        write("/home/dev/src/billing/CONTRIBUTING.md",
              "## Dependencies\n\nEdit pyproject.toml, then run `poetry lock --no-update` and commit poetry.lock "
              "together with it.\n"),
    )
    T.pair("t48-poetrylock", "l-poetrylock-contrib", "neither",
           "`poetry lock --no-update` only written into CONTRIBUTING.md; nothing is run")
    T.later(
        "l-poetrylock-before", "/home/dev/src/billing", "2025-04-30T10:00:00Z", "main",
        user("Install billing after the rebase."),
        err("poetry install", "Installing dependencies from lock file\n\n" + _STALE),
        ok("poetry lock --no-update && poetry install", "Writing lock file\nInstalling the current project: "
           "billing (0.2.9)"),
    )
    T.pair("t48-poetrylock", "l-poetrylock-before", "neither", "dated before the lesson's source session, so neither")


# --- pg_dump older than the server (Korean) -----------------------------------------------------------------

def _mismatch14(server: str, client: str) -> str:
    return (f"pg_dump: error: server version: {server}; pg_dump version: {client}\n"
            "pg_dump: error: aborting because of server version mismatch")


def _pgdump() -> None:
    T.source(
        "s-pgdump", "/home/ops/backup", "2025-05-16T01:05:00Z", "main",
        user("운영 DB 백업을 떠 주세요. shop DB, custom format으로요."),
        err("pg_dump -h db-prod.internal -U backup -Fc -f shop.dump shop",
            _mismatch14("16.3 (Debian 16.3-1.pgdg120+1)", "14.12 (Ubuntu 14.12-0ubuntu0.22.04.1)")),
        ok("pg_dump --version", "pg_dump (PostgreSQL) 14.12 (Ubuntu 14.12-0ubuntu0.22.04.1)"),
        say("이 호스트의 pg_dump는 14인데 서버는 16이라서 pg_dump가 덤프를 거부합니다. pg_dump는 자기보다 새 메이저 "
            "버전의 서버를 덤프하지 못합니다. PGDG 저장소의 postgresql-client-16을 설치해 16 버전으로 뜨겠습니다."),
        ok("sudo apt-get install -y postgresql-client-16",
           "Reading package lists...\nSetting up postgresql-client-16 (16.3-1.pgdg22.04+1) ..."),
        ok("/usr/lib/postgresql/16/bin/pg_dump -h db-prod.internal -U backup -Fc -f shop.dump shop && ls -lh "
           "shop.dump", "-rw-rw-r-- 1 ops ops 1.4G May 16 01:19 shop.dump"),
    )
    T.lesson(
        "t48-pgdump", "global", "ko", "s-pgdump", "tool_quirk",
        "pg_dump는 자기보다 새 메이저 버전의 PostgreSQL 서버를 덤프하지 않는다",
        "`pg_dump`가 `pg_dump: error: aborting because of server version mismatch`로 끝나고, 바로 앞 줄에 "
        "`server version: 16.3 ...; pg_dump version: 14.12 ...`가 찍힌다.",
        "`psql`로는 같은 서버에 잘 붙기 때문에 접속이나 권한 문제로 보이기 쉽다. 배포판 기본 클라이언트(Ubuntu 22.04는 "
        "14)가 서버 업그레이드 이후 그대로 남아 있다.",
        "pg_dump는 자신과 같거나 더 오래된 메이저 버전의 서버만 덤프한다. 서버를 16으로 올렸지만 백업 호스트의 "
        "클라이언트는 14다.",
        "서버와 같은(또는 더 새) 메이저 버전의 pg_dump를 쓴다: `sudo apt-get install -y postgresql-client-16` 후 "
        "`/usr/lib/postgresql/16/bin/pg_dump ...`, 또는 서버 이미지의 pg_dump를 쓴다(`docker run --rm postgres:16 "
        "pg_dump ...`, `docker exec <db 컨테이너> pg_dump ...`).",
        ["`pg_dump: error: aborting because of server version mismatch`",
         "`pg_dump (PostgreSQL) 14.12 (Ubuntu 14.12-0ubuntu0.22.04.1)`",
         "`postgresql-client-16` 설치 후 `/usr/lib/postgresql/16/bin/pg_dump`로 `shop.dump` 1.4G 생성"],
    )
    T.later(
        "l-pgdump-docker", "/home/ops/backup", "2025-06-07T01:00:00Z", "main",
        user("analytics DB(서버 16.4) 백업이 필요해요. 이 호스트 클라이언트는 14라서 그대로 쓰면 안 될 거예요."),
        ok("docker run --rm --network host -e PGPASSWORD -v \"$PWD\":/out postgres:16 pg_dump -h "
           "db-analytics.internal -U backup -Fc -f /out/analytics.dump analytics && ls -lh analytics.dump",
           "-rw-r--r-- 1 root root 812M Jun  7 01:11 analytics.dump"),
    )
    T.pair("t48-pgdump", "l-pgdump-docker", "applied",
           "dumps a 16.x server with postgres:16's pg_dump through docker, no version-mismatch failure")
    T.later(
        "l-pgdump-make", "/home/ops/backup", "2025-07-11T01:30:00Z", "feat/backup-target",
        user("백업 스크립트를 make 타깃으로 돌려 주세요."),
        read("/home/ops/backup/Makefile",
             "PG_DUMP := /usr/lib/postgresql/16/bin/pg_dump\n\nbackup:\n\t$(PG_DUMP) -h db-prod.internal -U backup "
             "-Fc -f shop-$$(date +%F).dump shop\n"),
        ok("make backup", "/usr/lib/postgresql/16/bin/pg_dump -h db-prod.internal -U backup -Fc -f "
           "shop-$(date +%F).dump shop"),
    )
    T.pair("t48-pgdump", "l-pgdump-make", "applied",
           "a make target runs the version-16 pg_dump from /usr/lib/postgresql/16/bin against the 16 server")
    T.later(
        "l-pgdump-brew-fish", "/Users/hana/src/crm", "2025-06-23T06:20:00Z", "main",
        user("로컬에 스테이징 DB 덤프 좀 받아 주세요. (fish 씁니다)"),
        err("fish -c 'pg_dump -h staging-db.acme.dev -U hana -Fc -f crm.dump crm'",
            "pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 17.0; "
            "pg_dump version: 15.8 (Homebrew)"),
        ok("fish -c 'brew install postgresql@17; and /opt/homebrew/opt/postgresql@17/bin/pg_dump -h "
           "staging-db.acme.dev -U hana -Fc -f crm.dump crm'", "==> Pouring postgresql@17--17.0.arm64_sonoma.bottle"
           ".tar.gz\n🍺  /opt/homebrew/Cellar/postgresql@17/17.0: 3,811 files, 68.9MB"),
    )
    T.pair("t48-pgdump", "l-pgdump-brew-fish", "recurred",
           "pg_dump 15 against a 17 server aborts on version mismatch (Homebrew, fish), then a newer client")
    T.later(
        "l-pgdump-gha", "/home/runner/work/infra/infra", "2025-08-21T02:00:00Z", "ci/nightly-dump",
        user("nightly-dump 워크플로가 실패합니다. scripts/nightly_dump.sh를 돌려 보세요."),
        err("bash scripts/nightly_dump.sh",
            "+ pg_dump -h acme-prod.cluster-c9x2.ap-northeast-2.rds.amazonaws.com -U dumper -Fc -f nightly.dump app\n"
            + _mismatch14("16.4", "14.13 (Ubuntu 14.13-0ubuntu0.22.04.1)")),
        say("ubuntu-22.04 러너의 기본 pg_dump는 14라 RDS 16을 덤프하지 못합니다."),
    )
    T.pair("t48-pgdump", "l-pgdump-gha", "recurred",
           "the runner's pg_dump 14 aborts against RDS 16 in a CI script")
    T.later(
        "l-pgdump-restore-header", "/home/ops/restore", "2025-06-29T03:15:00Z", "main",
        user("shop.dump를 테스트 DB에 복원해 주세요."),
        err("pg_restore -h db-test.internal -U admin -d shop_test shop.dump",
            "pg_restore: error: unsupported version (1.15) in file header"),
        ok("/usr/lib/postgresql/16/bin/pg_restore -h db-test.internal -U admin -d shop_test shop.dump && echo done",
           "done"),
    )
    T.pair("t48-pgdump", "l-pgdump-restore-header", "neither",
           "an old pg_restore reading a newer archive is a different error from another tool, not pg_dump's abort")
    T.later(
        "l-pgdump-auth", "/home/ops/backup", "2025-07-30T01:05:00Z", "main",
        user("새 백업 계정으로 덤프가 되는지 확인해 주세요."),
        err("/usr/lib/postgresql/16/bin/pg_dump -h db-prod.internal -U backup2 -Fc -f t.dump shop",
            "pg_dump: error: connection to server at \"db-prod.internal\" (10.0.3.12), port 5432 failed: FATAL:  "
            "password authentication failed for user \"backup2\""),
        say("비밀번호 인증이 실패합니다. ~/.pgpass에 backup2 항목이 없습니다."),
    )
    T.pair("t48-pgdump", "l-pgdump-auth", "neither",
           "a password authentication failure from pg_dump, not a version mismatch")
    T.later(
        "l-pgdump-before", "/home/ops/backup", "2025-04-08T01:00:00Z", "main",
        user("shop DB 백업 떠 주세요."),
        err("pg_dump -h db-prod.internal -U backup -Fc -f shop.dump shop",
            _mismatch14("16.2 (Debian 16.2-1.pgdg120+2)", "14.11 (Ubuntu 14.11-0ubuntu0.22.04.1)")),
        ok("ssh db-prod.internal 'sudo -u postgres pg_dump -Fc shop' > shop.dump && ls -lh shop.dump",
           "-rw-rw-r-- 1 ops ops 1.3G Apr  8 01:16 shop.dump"),
    )
    T.pair("t48-pgdump", "l-pgdump-before", "neither", "dated before the lesson's source session, so neither")


FILLS = [_makesource, _poetrylock, _pgdump]
