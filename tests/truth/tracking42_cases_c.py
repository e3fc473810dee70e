"""Cases of the forty-second tracking corpus (the rules are in tracking42_cases.py): rootless podman for a user
with no /etc/subuid range (Korean), a module with relative imports run by its file path, and Redis's protected
mode refusing remote clients with no password (a prose-only fix)."""
from __future__ import annotations

from tests.truth.tracking42_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- rootless podman with no subuid/subgid range (Korean) -------------------------------------------------------


def _subuid(name: str) -> str:
    return (f"ERRO[0000] cannot find UID/GID for user {name}: no subuid ranges found for user \"{name}\" in "
            "/etc/subuid - check rootless mode in man pages.\n"
            "WARN[0000] Using rootless single mapping into the namespace. This might break some images. Check "
            "/etc/subuid and /etc/subgid for adding sub*ids if not using a network user")


def _lchown(path: str, ids: str) -> str:
    return ("Error: copying system image from manifest list: writing blob: adding layer with blob "
            "\"sha256:43c4264eed91be63b206e17d93e75256a6097070ce643c5e8f0379998b44f170\": processing tar file("
            f"potentially insufficient UIDs or GIDs available in user namespace (requested {ids} for {path}): "
            "Check /etc/subuid and /etc/subgid if configured locally and run \"podman system migrate\": "
            f"lchown {path}: invalid argument): exit status 1")


def podman_subuid() -> None:
    T.source(
        "s-podman-subuid", "/home/builder/images", "2025-04-10T09:00:00Z", "main",
        user("builder 계정으로 rootless podman 빌드 환경 잡아줘. 먼저 alpine 컨테이너 하나 띄워서 확인해봐."),
        err("podman run --rm docker.io/library/alpine:3.20 echo ok",
            _subuid("builder") + "\nTrying to pull docker.io/library/alpine:3.20...\n"
            "Getting image source signatures\nCopying blob 43c4264eed91 done   |\n"
            + _lchown("/etc/shadow", "0:42"), 125),
        ok("grep builder /etc/subuid /etc/subgid || echo 'no entries'", "no entries"),
        say("builder 계정에 subordinate UID/GID 범위가 없어서 rootless 네임스페이스에 UID 하나만 매핑됩니다. "
            "범위를 추가하고 podman system migrate 로 기존 상태를 갱신하겠습니다."),
        ok("sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 builder && podman system migrate",
           ""),
        ok("podman run --rm docker.io/library/alpine:3.20 echo ok",
           "Trying to pull docker.io/library/alpine:3.20...\nGetting image source signatures\n"
           "Copying blob 43c4264eed91 done   |\nCopying config 91ef0af61f done   |\n"
           "Writing manifest to image destination\nok"))
    T.lesson(
        "t42-podman-subuid", "global", "ko", "s-podman-subuid", "env_setup",
        "rootless podman: /etc/subuid 에 범위가 없는 계정은 이미지 레이어를 풀지 못한다",
        "`podman run` 이 `no subuid ranges found for user \"builder\" in /etc/subuid` 경고 후 "
        "`potentially insufficient UIDs or GIDs available in user namespace` … `lchown /etc/shadow: invalid "
        "argument` 로 실패한다 (exit 125).",
        "ERRO 줄 다음에 WARN 으로 single mapping 으로 계속 진행하기 때문에 podman 이 동작하는 것처럼 보이고, 실제 실패는 "
        "이미지 풀 단계의 lchown 에러로 나타나 레지스트리·스토리지 문제로 오해하기 쉽다.",
        "rootless podman 은 /etc/subuid·/etc/subgid 의 범위로 컨테이너 안의 UID/GID 를 매핑한다. useradd 로 만든 일부 "
        "계정(시스템 계정, 오래된 배포판)은 항목이 없어 UID 하나만 매핑되고, 이미지의 root 외 소유 파일(GID 42 등)을 "
        "만들 수 없다.",
        "`sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 builder` 로 범위를 추가하고 (또는 "
        "/etc/subuid·/etc/subgid 에 `builder:100000:65536` 줄을 직접 추가) `podman system migrate` 를 실행한 뒤 다시 "
        "실행한다.",
        ["`podman run --rm docker.io/library/alpine:3.20 echo ok` → `cannot find UID/GID for user builder: no subuid "
         "ranges found for user \"builder\" in /etc/subuid` … `lchown /etc/shadow: invalid argument`",
         "`sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 builder && podman system migrate` "
         "후 같은 명령이 `ok` 출력"])

    T.later(
        "l-podman-provision-ssh", "/home/ops/provision", "2025-04-26T13:00:00Z", "main",
        user("ci-04 호스트에 ci 계정 rootless podman 준비하고 빌드 한번 돌려줘."),
        ok("ssh root@ci-04 'echo ci:100000:65536 >> /etc/subuid && echo ci:100000:65536 >> /etc/subgid && "
           "su - ci -c \"podman system migrate\"'", ""),
        ok("ssh ci@ci-04 'cd ~/app && podman build -t app:ci .'",
           "STEP 1/4: FROM docker.io/library/python:3.12-slim\nSTEP 4/4: CMD [\"python\", \"-m\", \"app\"]\n"
           "COMMIT app:ci\nSuccessfully tagged localhost/app:ci"))
    T.pair("t42-podman-subuid", "l-podman-provision-ssh", "applied",
           "subuid/subgid lines for ci are added and podman system migrate run before the build, which passes")

    T.later(
        "l-podman-usermod-zsh", "/home/runner", "2025-05-10T10:30:00Z", "HEAD",
        user("새로 만든 runner 계정으로 podman 쓸 수 있게 해줘 (zsh)."),
        ok("zsh -c 'sudo usermod --add-subuids 200000-265535 --add-subgids 200000-265535 runner && "
           "podman system migrate && podman run --rm quay.io/podman/hello'",
           "!... Hello Podman World ...!\n\n         .--\"--.\n"))
    T.pair("t42-podman-subuid", "l-podman-usermod-zsh", "applied",
           "usermod --add-subuids/--add-subgids and podman system migrate come before the first podman run")

    T.later(
        "l-podman-deploy-host", "/home/dev/edge-proxy", "2025-05-22T15:00:00Z", "main",
        user("Run the edge proxy as the deploy user on edge-3 with podman."),
        err("ssh deploy@edge-3 'podman run -d --name proxy -p 8080:8080 docker.io/library/nginx:1.27'",
            _subuid("deploy") + "\nTrying to pull docker.io/library/nginx:1.27...\n"
            "Error: copying system image from manifest list: writing blob: adding layer with blob "
            "\"sha256:c29f5b76f736a8b555fd191c48d6581bb918bcd605a7cbcc76205dd6acff3260\": processing tar file("
            "potentially insufficient UIDs or GIDs available in user namespace (requested 0:101 for /etc/nginx): "
            "Check /etc/subuid and /etc/subgid if configured locally and run \"podman system migrate\": "
            "lchown /etc/nginx: invalid argument): exit status 1", 125))
    T.pair("t42-podman-subuid", "l-podman-deploy-host", "recurred",
           "podman for deploy on edge-3 has no subuid range and fails with insufficient UIDs/GIDs")

    T.later(
        "l-podman-gitlab", "/home/gitlab-runner/builds/acme/docs", "2025-06-03T04:20:00Z", "main",
        user("The docs image job fails on the new shell runner; reproduce it."),
        err("podman build -t docs:ci .",
            _subuid("gitlab-runner") + "\nSTEP 1/5: FROM docker.io/library/node:20-alpine\n"
            "Trying to pull docker.io/library/node:20-alpine...\n" + _lchown("/etc/shadow", "0:42"), 125))
    T.pair("t42-podman-subuid", "l-podman-gitlab", "recurred",
           "podman build as gitlab-runner fails with no subuid ranges and an lchown error")

    T.later(
        "l-podman-newuidmap", "/home/builder/images", "2025-06-14T09:40:00Z", "main",
        user("podman 새 서버에서 안 돌아. 봐줘."),
        err("podman info",
            "Error: cannot set up namespace using \"/usr/bin/newuidmap\": exec: \"/usr/bin/newuidmap\": stat "
            "/usr/bin/newuidmap: no such file or directory", 125),
        ok("sudo apt-get install -y uidmap && podman info --format '{{.Host.IDMappings.UIDMap}}'",
           "Setting up uidmap (1:4.13+dfsg1-4ubuntu3) ...\n[{0 1000 1} {1 100000 65536}]"))
    T.pair("t42-podman-subuid", "l-podman-newuidmap", "neither",
           "newuidmap is missing (uidmap package), a different cause; ranges were already present")

    T.later(
        "l-podman-docs-only", "/home/dev/platform-docs", "2025-06-23T11:00:00Z", "docs/rootless",
        user("rootless podman 설정 절차를 문서로 정리해줘. 실행은 하지 말고."),
        write("/home/dev/platform-docs/docs/rootless-podman.md",
              "# Rootless podman\n\n1. `sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 USER`\n"
              "2. `podman system migrate`\n3. `podman run --rm quay.io/podman/hello`\n"),
        say("문서에 subuid/subgid 범위 추가와 migrate 절차를 정리했습니다."))
    T.pair("t42-podman-subuid", "l-podman-docs-only", "neither",
           "the usermod fix is only written into a document; nothing is run")


# --- a module with relative imports run by its file path -------------------------------------------------------

REL = "ImportError: attempted relative import with no known parent package"


def _rel_tb(path: str, line: int, stmt: str) -> str:
    return f"Traceback (most recent call last):\n  File \"{path}\", line {line}, in <module>\n    {stmt}\n{REL}"


def py_relative_import() -> None:
    T.source(
        "s-py-relimport", "/home/dev/invoice-tool", "2025-04-11T15:00:00Z", "feature/cli",
        user("Run the new CLI against samples/march.csv."),
        err("python3 invoice/cli.py samples/march.csv",
            _rel_tb("/home/dev/invoice-tool/invoice/cli.py", 4, "from .parser import parse_rows")),
        say("Run by its path, cli.py becomes __main__ with no parent package, so `from .parser` cannot resolve. "
            "Running it as a module from the project root keeps the package."),
        ok("python3 -m invoice.cli samples/march.csv", "parsed 212 rows, 3 skipped\ntotal: 48,210.55 EUR"))
    T.lesson(
        "t42-py-relimport", "global", "en", "s-py-relimport", "tool_quirk",
        "A module with relative imports fails when run by file path; run it with python -m package.module",
        f"`python3 invoice/cli.py` stops at its first `from .parser import ...` with `{REL}`.",
        "The file looks like a script and the package imports fine in tests, so the relative import itself "
        "seems broken; rewriting it to an absolute import only moves the error.",
        "Run by path, the file is loaded as __main__ with __package__ unset, so relative imports have no package "
        "to resolve against; with -m Python imports it as invoice.cli inside its package.",
        "From the directory that contains the package, run `python3 -m invoice.cli samples/march.csv` (also "
        "`uv run python -m ...` or a console-script entry point) instead of the file path.",
        [f"`python3 invoice/cli.py samples/march.csv` → `{REL}` at `from .parser import parse_rows`",
         "`python3 -m invoice.cli samples/march.csv` → `parsed 212 rows, 3 skipped`"])

    T.later(
        "l-py-uv-module", "/home/dev/etl", "2025-04-28T11:00:00Z", "feat/backfill",
        user("Run the backfill job for April; it lives in etl/jobs/backfill.py and imports ..common."),
        ok("uv run python -m etl.jobs.backfill --since 2025-04-01",
           "backfill: 30 partitions queued\nbackfill: done in 412.6s"))
    T.pair("t42-py-relimport", "l-py-uv-module", "applied",
           "the package module is run with uv run python -m from the root; no import error")

    T.later(
        "l-py-make-run", "/home/dev/scraper", "2025-05-13T08:50:00Z", "main",
        user("Start the scraper the usual way."),
        read("/home/dev/scraper/Makefile", "run:\n\tpython -m scraper.main --config config/prod.toml\n"),
        ok("make run", "python -m scraper.main --config config/prod.toml\n"
                       "2025-05-13 08:51:02 INFO scraper.main: 18 sources loaded"))
    T.pair("t42-py-relimport", "l-py-make-run", "applied",
           "make run runs the package with python -m scraper.main, and it starts")

    T.later(
        "l-py-pwsh-path", "C:\\Users\\dev\\src\\reports", "2025-05-27T14:30:00Z", "feat/quarterly",
        user("Build the quarterly report (PowerShell)."),
        err("pwsh -Command \"python .\\reports\\build.py --quarter 2025Q1\"",
            _rel_tb("C:\\Users\\dev\\src\\reports\\reports\\build.py", 6, "from .charts import revenue_chart")),
        ok("pwsh -Command \"python -m reports.build --quarter 2025Q1\"", "wrote out\\2025Q1.pdf (14 pages)"))
    T.pair("t42-py-relimport", "l-py-pwsh-path", "recurred",
           "running reports\\build.py by path fails with the relative-import ImportError before -m is used")

    T.later(
        "l-py-compose-worker", "/home/dev/notify-api", "2025-06-06T10:05:00Z", "main",
        user("Run the sync task once in the worker container."),
        err("docker compose run --rm worker python app/tasks/sync.py",
            _rel_tb("/srv/app/app/tasks/sync.py", 3, "from ..db import session_scope")))
    T.pair("t42-py-relimport", "l-py-compose-worker", "recurred",
           "app/tasks/sync.py run by path in the container fails with the relative-import ImportError")

    T.later(
        "l-py-pip-pytest", "/home/dev/invoice-tool", "2025-06-12T09:15:00Z", "main",
        user("Install the package in editable mode and run the tests."),
        ok("python3 -m pip install -e '.[dev]'", "Successfully installed invoice-tool-0.4.0"),
        ok("python3 -m pytest -q", "38 passed in 1.92s"))
    T.pair("t42-py-relimport", "l-py-pip-pytest", "neither",
           "python -m runs pip and pytest, not a package module that was run by path; no import failure")

    T.later(
        "l-py-beyond-top", "/home/dev/invoice-tool", "2025-06-20T16:00:00Z", "refactor/tests",
        user("The unit tests stopped collecting after I moved them, fix it."),
        err("pytest tests/unit -q",
            "ImportError while importing test module '/home/dev/invoice-tool/tests/unit/test_totals.py'.\n"
            "Hint: make sure your test modules/packages have valid Python names.\nTraceback:\n"
            "tests/unit/test_totals.py:2: in <module>\n    from ...invoice.totals import sum_lines\n"
            "E   ImportError: attempted relative import beyond top-level package", 2),
        edit("/home/dev/invoice-tool/tests/unit/test_totals.py",
             "from ...invoice.totals import sum_lines", "from invoice.totals import sum_lines"),
        ok("pytest tests/unit -q", "12 passed in 0.41s"))
    T.pair("t42-py-relimport", "l-py-beyond-top", "neither",
           "relative import beyond top-level package under pytest is a different error, fixed by an absolute import")

    T.later(
        "l-py-no-module", "/home/dev/invoice-tool", "2025-06-27T10:40:00Z", "main",
        user("Run the export script."),
        err("python3 scripts/export.py --month 2025-05",
            "Traceback (most recent call last):\n  File \"/home/dev/invoice-tool/scripts/export.py\", line 2, in "
            "<module>\n    from invoice.parser import parse_rows\nModuleNotFoundError: No module named 'invoice'"),
        ok("PYTHONPATH=. python3 scripts/export.py --month 2025-05", "exported 188 invoices to out/2025-05.csv"))
    T.pair("t42-py-relimport", "l-py-no-module", "neither",
           "a script with an absolute import cannot find the package: another cause, fixed with PYTHONPATH")

    T.later(
        "l-py-early", "/home/dev/invoice-tool", "2025-04-01T10:00:00Z", "main",
        user("Try the parser module directly."),
        err("python3 invoice/parser.py samples/feb.csv",
            _rel_tb("/home/dev/invoice-tool/invoice/parser.py", 3, "from .models import Row")))
    T.pair("t42-py-relimport", "l-py-early", "neither", "dated before the lesson's source session")


# --- Redis protected mode refuses remote clients with no password (prose-only fix) -------------------------------

DENIED = ("DENIED Redis is running in protected mode because protected mode is enabled and no password is set for "
          "the default user. In this mode connections are only accepted from the loopback interface. If you want "
          "to connect from external computers to Redis you may adopt one of the following solutions: 1) Just "
          "disable protected mode sending the command 'CONFIG SET protected-mode no' from the loopback interface "
          "by connecting to Redis from the same host the server is running, however MAKE SURE Redis is not "
          "publicly accessible from internet if you do so. Use CONFIG REWRITE to make this change permanent. 2) "
          "Alternatively you can just disable the protected mode by editing the Redis configuration file, and "
          "setting the protected mode option to 'no', and then restarting the server. 3) If you started the server "
          "manually just for testing, restart it with the '--protected-mode no' option. 4) Set up an "
          "authentication password for the default user. NOTE: You only need to do one of the above things in "
          "order for the server to start accepting connections from the outside.")


def _redis_tb(script: str, call: str) -> str:
    return (f"Traceback (most recent call last):\n  File \"{script}\", line 11, in <module>\n    {call}\n"
            "  File \"/usr/lib/python3/dist-packages/redis/commands/core.py\", line 1219, in ping\n"
            "    return self.execute_command(\"PING\", **kwargs)\n"
            f"redis.exceptions.ResponseError: {DENIED}")


def redis_protected() -> None:
    T.source(
        "s-redis-protected", "/home/dev/notify-api", "2025-04-14T10:20:00Z", "main",
        user("The worker on app-02 can't talk to the Redis we started on cache-01 (10.0.4.12). Fix it."),
        err("python3 scripts/check_cache.py --url redis://10.0.4.12:6379/0",
            _redis_tb("/home/dev/notify-api/scripts/check_cache.py", "print(r.ping())")),
        read("/home/dev/notify-api/deploy/redis/redis.conf", "bind 0.0.0.0\nport 6379\nappendonly yes\n"),
        say("Redis listens on all interfaces but has no password, so protected mode only accepts loopback clients. "
            "Rather than turning protected mode off, I'll give the default user a password."),
        edit("/home/dev/notify-api/deploy/redis/redis.conf", "port 6379\n",
             "port 6379\nrequirepass notify-cache-2025-rotate-me\n"),
        ok("scp deploy/redis/redis.conf cache-01:/tmp/redis.conf && ssh cache-01 "
           "'sudo install -m 640 -o redis /tmp/redis.conf /etc/redis/redis.conf && "
           "sudo systemctl restart redis-server'",
           ""),
        ok("python3 scripts/check_cache.py --url redis://:notify-cache-2025-rotate-me@10.0.4.12:6379/0", "True"))
    T.lesson(
        "t42-redis-protected", "project", "en", "s-redis-protected", "security",
        "Redis without a password refuses every non-loopback client: DENIED Redis is running in protected mode",
        "A client on another host gets `redis.exceptions.ResponseError: DENIED Redis is running in protected mode "
        "because protected mode is enabled and no password is set for the default user.` on its first command.",
        "The server is bound to 0.0.0.0 and the port is open, so connectivity looks fine; the refusal comes from "
        "Redis itself, and its message suggests turning protected mode off, which exposes an open Redis.",
        "Protected mode (on by default) rejects clients from non-loopback addresses whenever the default user has "
        "no password, even if bind lists the external interface.",
        "Give the default user a password: add a requirepass line to the redis.conf the server loads (or pass the "
        "same option on the server's command line), restart Redis, and put the password in the clients' Redis URL. "
        "Turning protected mode off is only acceptable on a private, firewalled network.",
        ["`python3 scripts/check_cache.py --url redis://10.0.4.12:6379/0` → `DENIED Redis is running in protected "
         "mode because protected mode is enabled and no password is set for the default user.`",
         "`requirepass notify-cache-2025-rotate-me` added to deploy/redis/redis.conf, installed and "
         "`sudo systemctl restart redis-server`; the check with the password in the URL printed `True`"])

    T.later(
        "l-redis-compose-pass", "/home/dev/chat-service", "2025-04-29T13:30:00Z", "feat/presence",
        user("The presence service on the other VM needs the compose Redis. Set it up properly and check it."),
        edit("/home/dev/chat-service/docker-compose.yml",
             "  redis:\n    image: redis:7.2\n    ports:\n      - \"6379:6379\"\n",
             "  redis:\n    image: redis:7.2\n"
             "    command: [\"redis-server\", \"--requirepass\", \"${REDIS_PASSWORD}\"]"
             "\n    ports:\n      - \"6379:6379\"\n"),
        ok("docker compose up -d redis && ssh presence-vm 'redis-cli -u \"redis://:$REDIS_PASSWORD@10.0.7.3:6379\" "
           "ping'", " Container chat-service-redis-1  Started\nPONG"))
    T.pair("t42-redis-protected", "l-redis-compose-pass", "applied",
           "requirepass is set on the server command line before any remote client; the remote ping answers PONG")

    T.later(
        "l-redis-ssh-conf", "/home/ops/cache-setup", "2025-05-15T09:00:00Z", "main",
        user("Bring up Redis on cache-02 for the workers on the app hosts."),
        ok("ssh cache-02 'echo \"requirepass $(cat /etc/redis/pass)\" | sudo tee -a /etc/redis/redis.conf && "
           "sudo systemctl restart redis-server'", "requirepass 4d1f7e0b9a82c6d3"),
        ok("ssh app-03 'redis-cli -h 10.0.4.22 -a \"$(cat ~/.redis-pass)\" --no-auth-warning ping'", "PONG"))
    T.pair("t42-redis-protected", "l-redis-ssh-conf", "applied",
           "a requirepass line is added to redis.conf and Redis restarted before the workers connect; PONG")

    T.later(
        "l-redis-celery", "/home/dev/notify-api", "2025-05-28T07:45:00Z", "release/1.6",
        user("Start the celery worker on app-05 against the new cache-03 Redis."),
        err("ssh app-05 'cd /srv/notify && .venv/bin/celery -A notify worker -l info'",
            "[2025-05-28 07:46:12,301: ERROR/MainProcess] consumer: Cannot connect to redis://10.0.4.31:6379/0: "
            f"{DENIED}.\nTrying again in 2.00 seconds... (1/100)\n"))
    T.pair("t42-redis-protected", "l-redis-celery", "recurred",
           "celery on app-05 cannot connect: DENIED protected mode on a passwordless Redis on cache-03")

    T.later(
        "l-redis-rq-worker", "/home/dev/thumbs", "2025-06-08T12:10:00Z", "main",
        user("Check that the thumbnail worker can reach the queue Redis on 172.18.0.5."),
        err("docker compose exec thumbs python scripts/queue_health.py --url redis://172.18.0.5:6379",
            _redis_tb("/app/scripts/queue_health.py", "print(conn.ping())")),
        say("That Redis was started from the plain image without a password, so it refuses other containers."))
    T.pair("t42-redis-protected", "l-redis-rq-worker", "recurred",
           "the queue health check from another container gets DENIED protected mode")

    T.later(
        "l-redis-wrong-pass", "/home/dev/notify-api", "2025-06-15T10:00:00Z", "main",
        user("check_cache fails after the password rotation."),
        err("python3 scripts/check_cache.py --url redis://:notify-cache-2025-rotate-me@10.0.4.12:6379/0",
            "Traceback (most recent call last):\n  File \"/home/dev/notify-api/scripts/check_cache.py\", line 11, "
            "in <module>\n    print(r.ping())\nredis.exceptions.AuthenticationError: invalid username-password "
            "pair or user is disabled."),
        ok("python3 scripts/check_cache.py --url \"redis://:$(pass show infra/redis-notify)@10.0.4.12:6379/0\"",
           "True"))
    T.pair("t42-redis-protected", "l-redis-wrong-pass", "neither",
           "a wrong password after rotation gives AuthenticationError, a different error")

    T.later(
        "l-redis-refused", "/home/dev/thumbs", "2025-06-22T09:30:00Z", "main",
        user("The worker can't connect to Redis on 10.0.4.40."),
        err("python3 scripts/queue_health.py --url redis://10.0.4.40:6379",
            "redis.exceptions.ConnectionError: Error 111 connecting to 10.0.4.40:6379. Connection refused."),
        ok("ssh cache-04 'grep -n ^bind /etc/redis/redis.conf'", "75:bind 127.0.0.1 -::1"))
    T.pair("t42-redis-protected", "l-redis-refused", "neither",
           "connection refused because Redis binds only to loopback: same symptom, another cause")

    T.later(
        "l-redis-quoted", "/home/dev/notify-api", "2025-06-29T17:00:00Z", "main",
        user("Someone posted this from their laptop in chat: 'DENIED Redis is running in protected mode because "
             "protected mode is enabled and no password is set for the default user.' Is our prod cache exposed?"),
        say("No. That message means the Redis they reached has no password and protected mode is refusing them; our "
            "prod cache has requirepass set, so they must be pointing at a local or test instance."))
    T.pair("t42-redis-protected", "l-redis-quoted", "neither",
           "the DENIED text is only quoted by the person; no call reproduces it and nothing is changed")

    T.later(
        "l-redis-early", "/home/dev/notify-api", "2025-04-08T16:00:00Z", "main",
        user("Can the worker reach the cache Redis?"),
        err("python3 scripts/check_cache.py --url redis://10.0.4.12:6379/0",
            _redis_tb("/home/dev/notify-api/scripts/check_cache.py", "print(r.ping())")))
    T.pair("t42-redis-protected", "l-redis-early", "neither", "dated before the lesson's source session")


FILLS = (podman_subuid, py_relative_import, redis_protected)
