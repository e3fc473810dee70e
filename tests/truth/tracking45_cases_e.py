"""Cases of the forty-fifth tracking corpus (see tracking45_cases.py for the labelling rules): typed ESLint run
from a monorepo root resolving parserOptions.project against the wrong directory (a prose-only fix:
tsconfigRootDir), Node 17+ trying ::1 first for localhost against a service published on 127.0.0.1 only, and
host.docker.internal on Linux Docker Engine (--add-host / extra_hosts with host-gateway)."""
from __future__ import annotations

from tests.truth.tracking45_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- typed ESLint from a monorepo root (prose-only fix) -----------------------------------------------------

def _cannot_read(files: list[str], root: str) -> str:
    body = "".join(f"\n{f}\n  0:0  error  Parsing error: Cannot read file '{root}/tsconfig.json'.\n" for f in files)
    n = len(files)
    return f"{body}\n✖ {n} problem{'s' if n > 1 else ''} ({n} error{'s' if n > 1 else ''}, 0 warnings)\n"


def eslint_root() -> None:
    repo = "/home/dev/src/atlas"
    T.source("s-eslint-root", repo, "2025-05-11T09:00:00Z", "chore/lint-ci",
             user("make eslint work from the repo root for packages/web; CI runs it from the root"),
             read(f"{repo}/packages/web/.eslintrc.cjs",
                  "module.exports = {\n  root: true,\n  parser: '@typescript-eslint/parser',\n  parserOptions: {\n"
                  "    project: './tsconfig.json',\n  },\n  plugins: ['@typescript-eslint'],\n"
                  "  extends: ['plugin:@typescript-eslint/recommended-type-checked'],\n};\n"),
             err("npx eslint packages/web/src --ext .ts,.tsx",
                 _cannot_read([f"{repo}/packages/web/src/api/client.ts", f"{repo}/packages/web/src/main.tsx"],
                              repo), 1),
             say("`project: './tsconfig.json'` is resolved against the directory ESLint was started in (the repo "
                 "root, which has no tsconfig.json), not against the config file. Setting tsconfigRootDir to the "
                 "config's own directory."),
             edit(f"{repo}/packages/web/.eslintrc.cjs", "    project: './tsconfig.json',\n",
                  "    project: './tsconfig.json',\n    tsconfigRootDir: __dirname,\n"),
             ok("npx eslint packages/web/src --ext .ts,.tsx && echo 'lint: clean'", "lint: clean"))
    T.lesson("t45-eslint-tsconfig-root", "project", "en", "s-eslint-root", "build_config",
             "Typed ESLint run from a monorepo root can't read the package's tsconfig.json",
             "Running ESLint on a package from the repository root reports `Parsing error: Cannot read file "
             "'<repo root>/tsconfig.json'.` on every file, while the same config works when run inside the "
             "package.",
             "The path in the error is the root's tsconfig.json, not the package's, which makes it look like a "
             "missing file at the root; adding one there only hides the problem.",
             "typescript-eslint resolves a relative `parserOptions.project` against `tsconfigRootDir`, which "
             "defaults to the current working directory, not the directory of the ESLint config file.",
             "In each package's ESLint config set `parserOptions.tsconfigRootDir` to that config's own "
             "directory: `__dirname` in a CommonJS .eslintrc.cjs/.eslintrc.js, `import.meta.dirname` in an ESM "
             "eslint.config.mjs, so the relative project path no longer depends on where ESLint is started.",
             ["`Parsing error: Cannot read file '/home/dev/src/atlas/tsconfig.json'.` for "
              "`/home/dev/src/atlas/packages/web/src/main.tsx`",
              "the run from the root: `npx eslint packages/web/src --ext .ts,.tsx` → `✖ 2 problems (2 errors, 0 "
              "warnings)`",
              "after adding tsconfigRootDir the same command printed `lint: clean`"])

    T.later("l-m-flat", repo, "2025-05-31T10:30:00Z", "feat/admin-app",
            user("add typed lint for the new packages/admin (ESLint 9 flat config) and run it from the root"),
            write(f"{repo}/packages/admin/eslint.config.mjs",
                  "import tseslint from 'typescript-eslint';\n\nexport default tseslint.config(\n"
                  "  ...tseslint.configs.recommendedTypeChecked,\n  {\n    languageOptions: {\n"
                  "      parserOptions: {\n        project: './tsconfig.json',\n"
                  "        tsconfigRootDir: import.meta.dirname,\n      },\n    },\n  },\n);\n"),
            ok("npx eslint -c packages/admin/eslint.config.mjs packages/admin/src && echo 'lint: clean'",
               "lint: clean"))
    T.pair("t45-eslint-tsconfig-root", "l-m-flat", "applied",
           "tsconfigRootDir: import.meta.dirname in the flat config, then eslint from the root ran clean")

    harbor = "/home/dev/src/harbor"
    T.later("l-m-harbor", harbor, "2025-06-08T14:50:00Z", "chore/root-lint",
            user("run eslint over apps/mobile from the root like CI does"),
            err("npx eslint apps/mobile/src --ext .ts,.tsx",
                _cannot_read([f"{harbor}/apps/mobile/src/App.tsx"], harbor), 1),
            edit(f"{harbor}/apps/mobile/.eslintrc.js", "    project: ['./tsconfig.json'],\n",
                 "    project: ['./tsconfig.json'],\n    tsconfigRootDir: __dirname,\n"),
            ok("npx eslint apps/mobile/src --ext .ts,.tsx && echo 'lint: clean'", "lint: clean"))
    T.pair("t45-eslint-tsconfig-root", "l-m-harbor", "recurred",
           "eslint from harbor's root could not read the root tsconfig.json for apps/mobile: the same failure")

    T.later("l-m-include", repo, "2025-06-15T11:00:00Z", "chore/lint-configs",
            user("lint the whole web package, config files included"),
            err("npx eslint packages/web --ext .ts,.tsx",
                f"\n{repo}/packages/web/vite.config.ts\n  0:0  error  Parsing error: ESLint was configured to run "
                "on `<tsconfigRootDir>/vite.config.ts` using `parserOptions.project`: <tsconfigRootDir>/tsconfig.json"
                "\nHowever, that TSConfig does not include this file. Either:\n- Change ESLint's list of included "
                "files to not include this file\n- Change that TSConfig to include this file\n- Create a new "
                "TSConfig that includes this file and include it in your parserOptions.project\nSee the "
                "typescript-eslint docs for more info: https://typescript-eslint.io/troubleshooting/typed-linting"
                "#i-get-errors-telling-me-eslint-was-configured-to-run--however-that-tsconfig-does-not--none-of-"
                "those-tsconfigs-include-this-file\n\n✖ 1 problem (1 error, 0 warnings)\n", 1),
            edit(f"{repo}/packages/web/.eslintrc.cjs", "    project: './tsconfig.json',\n",
                 "    project: ['./tsconfig.json', './tsconfig.node.json'],\n"),
            ok("npx eslint packages/web --ext .ts,.tsx && echo 'lint: clean'", "lint: clean"))
    T.pair("t45-eslint-tsconfig-root", "l-m-include", "neither",
           "a different typescript-eslint error (a file not included in the TSConfig), not Cannot read file")

    T.later("l-m-ci", "/builds/acme/atlas", "2025-06-22T16:40:00Z", "feat/charts",
            user("the lint job fails on the new packages/charts; run ci/lint.sh and fix it"),
            err("./ci/lint.sh",
                "+ npx eslint 'packages/*/src' --ext .ts,.tsx --max-warnings 0\n"
                + _cannot_read(["/builds/acme/atlas/packages/charts/src/index.ts"], "/builds/acme/atlas"), 1),
            read("/builds/acme/atlas/packages/charts/.eslintrc.cjs",
                 "module.exports = {\n  parser: '@typescript-eslint/parser',\n  parserOptions: { project: "
                 "'./tsconfig.json' },\n};\n"),
            edit("/builds/acme/atlas/packages/charts/.eslintrc.cjs", "parserOptions: { project: './tsconfig.json' }",
                 "parserOptions: { project: './tsconfig.json', tsconfigRootDir: __dirname }"),
            ok("./ci/lint.sh", "+ npx eslint 'packages/*/src' --ext .ts,.tsx --max-warnings 0"))
    T.pair("t45-eslint-tsconfig-root", "l-m-ci", "recurred",
           "the CI lint script hit Cannot read file '/builds/acme/atlas/tsconfig.json' for the new package")

    T.later("l-m-before", repo, "2025-04-24T15:30:00Z", "feat/api-client",
            user("run eslint on packages/api from the root"),
            err("npx eslint packages/api/src --ext .ts",
                _cannot_read([f"{repo}/packages/api/src/index.ts"], repo), 1),
            say("It reads the root tsconfig.json because the project path is relative to where ESLint runs. For "
                "now run it from the package directory."),
            ok("cd packages/api && npx eslint src --ext .ts && echo 'lint: clean'", "lint: clean"))
    T.pair("t45-eslint-tsconfig-root", "l-m-before", "neither",
           "dated before the lesson's source session (2025-05-11); neither whatever it holds")

    T.later("l-m-api", repo, "2025-07-06T10:10:00Z", "feat/api-lint",
            user("turn on typed lint rules for packages/api too; CI runs eslint from the root"),
            edit(f"{repo}/packages/api/.eslintrc.cjs", "  parser: '@typescript-eslint/parser',\n",
                 "  parser: '@typescript-eslint/parser',\n  parserOptions: {\n    project: './tsconfig.json',\n"
                 "    tsconfigRootDir: __dirname,\n  },\n"),
            ok("npx eslint packages/api/src --ext .ts && echo 'lint: clean'", "lint: clean"))
    T.pair("t45-eslint-tsconfig-root", "l-m-api", "applied",
           "tsconfigRootDir: __dirname set with the project option, then eslint from the root ran clean")

    T.later("l-m-doc", repo, "2025-07-12T09:00:00Z", "docs/lint",
            user("document in docs/linting.md how to set up typed linting for a new package"),
            write(f"{repo}/docs/linting.md",
                  "# Typed linting\n\nIn the package's `.eslintrc.cjs` set both `parserOptions.project: "
                  "'./tsconfig.json'` and `tsconfigRootDir: __dirname`. CI runs ESLint from the repository root, and "
                  "without tsconfigRootDir the project path is resolved from there.\n"),
            say("Written to docs/linting.md."))
    T.pair("t45-eslint-tsconfig-root", "l-m-doc", "neither",
           "the fix only written into docs/linting.md; ESLint never run")


# --- Node 17+ tries ::1 first for localhost ----------------------------------------------------------------

def _tap(passed: int, failed: int) -> str:
    return (f"# tests {passed + failed}\n# suites 3\n# pass {passed}\n# fail {failed}\n# cancelled 0\n"
            "# skipped 0\n# todo 0")


def _ioredis(addr: str) -> str:
    return (f"[ioredis] Unhandled error event: Error: connect ECONNREFUSED {addr}\n"
            "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)")


def node_ipv6_localhost() -> None:
    app = "/home/dev/src/notify-svc"
    head = "\n> notify-svc@1.4.0 test:integration\n> node --test test/integration/\n\n"
    T.source("s-node-localhost", app, "2025-05-11T15:00:00Z", "feat/redis-queue",
             user("run the integration tests against the local redis container"),
             err("npm run test:integration", head + _ioredis("::1:6379") + "\n...\n" + _tap(0, 14), 1),
             ok("docker ps --format '{{.Names}}\\t{{.Ports}}'; grep REDIS_URL .env.test; node --version",
                "notify-redis\t127.0.0.1:6379->6379/tcp\nREDIS_URL=redis://localhost:6379\nv20.14.0"),
             say("Since Node 17, `localhost` is tried in the order the resolver returns it, and here ::1 comes "
                 "first; the container is published on 127.0.0.1 only, so nothing listens on [::1]:6379. Using "
                 "the IPv4 address."),
             edit(f"{app}/.env.test", "REDIS_URL=redis://localhost:6379", "REDIS_URL=redis://127.0.0.1:6379"),
             ok("npm run test:integration", head + _tap(14, 0) + "\n# duration_ms 2914.55"))
    T.lesson("t45-node-localhost-ipv6", "global", "en", "s-node-localhost", "api_quirk",
             "Node 17+ connects to ::1 for localhost and misses services published on 127.0.0.1 only",
             "A Node client configured with `localhost` fails with `Error: connect ECONNREFUSED ::1:6379` (or "
             "::1:5432, ::1:27017) although the service is up and `redis-cli`/`psql` reach it.",
             "The service is running and other tools connect, so it looks like a firewall or a wrong port; the "
             "tell is the `::1` in the error.",
             "Since Node 17 the DNS lookup keeps the resolver's order instead of putting IPv4 first, so "
             "`localhost` becomes ::1 on most Linux and macOS hosts. A container port published as "
             "127.0.0.1:port (or a server bound to 127.0.0.1) has nothing listening on ::1.",
             "Use `127.0.0.1` instead of `localhost` in the client's URL (REDIS_URL, DATABASE_URL, MONGO_URL "
             "…), or make Node put IPv4 first: `node --dns-result-order=ipv4first`, "
             "`NODE_OPTIONS=--dns-result-order=ipv4first`, or `dns.setDefaultResultOrder('ipv4first')` at startup.",
             ["`[ioredis] Unhandled error event: Error: connect ECONNREFUSED ::1:6379`",
              "`notify-redis\t127.0.0.1:6379->6379/tcp` and `REDIS_URL=redis://localhost:6379` on `v20.14.0`",
              "with REDIS_URL=redis://127.0.0.1:6379: `# pass 14` and `# fail 0`"])

    T.later("l-n-opts", "/home/dev/src/catalog-api", "2025-06-01T09:20:00Z", "feat/mongo-search",
            user("start the dev server against the local mongo; MONGO_URL in .env says localhost and I don't want to "
                 "touch .env"),
            ok("(NODE_OPTIONS=--dns-result-order=ipv4first npm run dev > /tmp/dev.log 2>&1 &) ; sleep 6; curl -s "
               "localhost:4000/health", "{\"status\":\"ok\",\"mongo\":\"connected\"}"))
    T.pair("t45-node-localhost-ipv6", "l-n-opts", "applied",
           "NODE_OPTIONS=--dns-result-order=ipv4first, the lesson's env-var form, and mongo connected")

    T.later("l-n-pg", "/home/dev/src/payments-gw", "2025-06-09T16:30:00Z", "feat/refund-ledger",
            user("run the test suite"),
            err("npm test",
                "\n> payments-gw@2.3.0 test\n> jest --runInBand\n\n FAIL  test/ledger.int.test.ts\n  ● Test suite "
                "failed to run\n\n    connect ECONNREFUSED ::1:5432\n\nTest Suites: 1 failed, 11 passed, 12 total",
                1),
            ok("docker compose port db 5432; grep DATABASE_URL .env.test",
               "127.0.0.1:5432\nDATABASE_URL=postgres://pay:pay@localhost:5432/pay_test"),
            edit("/home/dev/src/payments-gw/.env.test", "@localhost:5432", "@127.0.0.1:5432"),
            ok("npm test", "Test Suites: 12 passed, 12 total\nTests:       148 passed, 148 total"))
    T.pair("t45-node-localhost-ipv6", "l-n-pg", "recurred",
           "jest's pg client hit ECONNREFUSED ::1:5432 against a compose port bound to 127.0.0.1")

    T.later("l-n-stopped", app, "2025-06-16T08:55:00Z", "fix/retry",
            user("run the integration tests"),
            err("npm run test:integration", head + _ioredis("127.0.0.1:6379") + "\n...\n" + _tap(0, 14), 1),
            ok("docker ps -a --filter name=notify-redis --format '{{.Names}} {{.Status}}'",
               "notify-redis Exited (0) 2 hours ago"),
            ok("docker start notify-redis && npm run test:integration", "notify-redis\n" + head + _tap(14, 0)))
    T.pair("t45-node-localhost-ipv6", "l-n-stopped", "neither",
           "ECONNREFUSED on 127.0.0.1 because the redis container was stopped: another error and cause")

    T.later("l-n-env", "/home/dev/src/catalog-api", "2025-06-23T11:10:00Z", "feat/pg-migrate",
            user("run the knex migrations against the compose postgres"),
            say("Node 20 would try ::1 first for localhost, and the compose port is bound to 127.0.0.1 only, so I'm "
                "pointing DATABASE_URL at 127.0.0.1."),
            edit("/home/dev/src/catalog-api/.env", "DATABASE_URL=postgres://catalog:catalog@localhost:5432/catalog",
                 "DATABASE_URL=postgres://catalog:catalog@127.0.0.1:5432/catalog"),
            ok("npm run migrate", "\n> catalog-api@1.8.0 migrate\n> knex migrate:latest\n\n"
               "Using environment: development\nBatch 4 run: 2 migrations"))
    T.pair("t45-node-localhost-ipv6", "l-n-env", "applied",
           "DATABASE_URL changed to 127.0.0.1 in the .env the app reads before the migration ran; no ::1 error")

    T.later("l-n-pwsh", "C:\\Users\\dev\\src\\shop-admin", "2025-06-30T10:12:00Z", "feat/orders-export",
            user("start the admin API locally"),
            err("powershell -NoProfile -Command \"npm run start\"",
                "\n> shop-admin@0.9.0 start\n> nest start\n\n[Nest] 11236  - 06/30/2025, 10:12:41 AM   ERROR "
                "[MongooseModule] Unable to connect to the database. Retrying (1)...\n"
                "MongooseServerSelectionError: connect ECONNREFUSED ::1:27017\n    at _handleConnectionErrors "
                "(C:\\Users\\dev\\src\\shop-admin\\node_modules\\mongoose\\lib\\connection.js:897:11)", 1),
            ok("powershell -NoProfile -Command \"$env:MONGO_URL = 'mongodb://127.0.0.1:27017/shop'; npm run start\"",
               "[Nest] 9120  - 06/30/2025, 10:14:02 AM     LOG [NestApplication] Nest application successfully "
               "started"))
    T.pair("t45-node-localhost-ipv6", "l-n-pwsh", "recurred",
           "mongoose failed with ECONNREFUSED ::1:27017 against mongod bound to 127.0.0.1 on Windows")

    T.later("l-n-before", "/home/dev/src/catalog-api", "2025-04-27T14:00:00Z", "feat/cache",
            user("run the cache tests"),
            err("npm test -- test/cache", "\n> catalog-api@1.7.2 test\n> vitest run test/cache\n\n"
                "Error: connect ECONNREFUSED ::1:6379\n Test Files  1 failed (1)", 1),
            ok("REDIS_URL=redis://127.0.0.1:6379 npm test -- test/cache", " Test Files  1 passed (1)"))
    T.pair("t45-node-localhost-ipv6", "l-n-before", "neither",
           "dated before the lesson's source session (2025-05-11); neither whatever it holds")

    T.later("l-n-ask", app, "2025-07-07T13:30:00Z", "HEAD",
            user("Someone in #backend posted `Error: connect ECONNREFUSED ::1:5432` from their laptop after "
                 "upgrading Node. Is that what we hit, and does it affect our prod containers?"),
            say("Probably the same thing: Node 17+ resolves localhost to ::1 first and their Postgres listens on "
                "127.0.0.1 only. Prod uses service names that resolve to IPv4 addresses, so it isn't affected."))
    T.pair("t45-node-localhost-ipv6", "l-n-ask", "neither",
           "the error is only quoted by the person and discussed; nothing run")


# --- host.docker.internal on Linux Docker Engine ------------------------------------------------------------

CURL = "curlimages/curl:8.8.0"
NO_HOST = "curl: (6) Could not resolve host: host.docker.internal"


def host_docker_internal() -> None:
    app = "/home/dev/src/webhook-relay"
    T.source("s-host-docker-internal", app, "2025-05-12T10:00:00Z", "feat/local-callback",
             user("the relay container has to call the API I'm running on the host (uvicorn on 0.0.0.0:8000). Make "
                  "that work locally on this Ubuntu box"),
             err(f"docker run --rm {CURL} -sS http://host.docker.internal:8000/health", NO_HOST, 6),
             ok("docker version --format '{{.Server.Version}}'; docker info --format '{{.OperatingSystem}}'",
                "26.1.4\nUbuntu 24.04 LTS"),
             say("host.docker.internal is defined by Docker Desktop; Docker Engine on Linux doesn't add it. Since "
                 "20.10 the special value host-gateway maps a name to the host's address on the bridge."),
             ok(f"docker run --rm --add-host=host.docker.internal:host-gateway {CURL} -sS "
                "http://host.docker.internal:8000/health", "{\"status\":\"ok\"}"),
             edit(f"{app}/compose.yaml", "      API_BASE: http://host.docker.internal:8000\n",
                  "      API_BASE: http://host.docker.internal:8000\n    extra_hosts:\n"
                  "      - \"host.docker.internal:host-gateway\"\n"),
             ok("docker compose up -d relay && docker compose exec relay wget -qO- "
                "http://host.docker.internal:8000/health",
                " Container webhook-relay-relay-1  Recreate\n Container webhook-relay-relay-1  Recreated\n"
                " Container webhook-relay-relay-1  Starting\n Container webhook-relay-relay-1  Started\n"
                "{\"status\":\"ok\"}"))
    T.lesson("t45-host-docker-internal-linux", "global", "en", "s-host-docker-internal", "env_setup",
             "host.docker.internal doesn't resolve on Linux Docker Engine without a host-gateway mapping",
             "A container calling a service on the host fails with `curl: (6) Could not resolve host: "
             "host.docker.internal` (busybox wget: `bad address`), though the same setup works on colleagues' "
             "Macs.",
             "The name works everywhere Docker Desktop runs (macOS, Windows), so it looks like a standard Docker "
             "name; on Linux hosts running Docker Engine it simply doesn't exist.",
             "Docker Desktop injects host.docker.internal into containers; plain Docker Engine on Linux does not. "
             "It only knows the special `host-gateway` value, which maps a name to the host's bridge address when "
             "asked to.",
             "Map the name explicitly: `docker run --add-host=host.docker.internal:host-gateway …`, or in the "
             "compose service `extra_hosts: [\"host.docker.internal:host-gateway\"]` (Docker 20.10+). The host "
             "service must listen on an address the bridge can reach (0.0.0.0), not only 127.0.0.1.",
             ["`curl: (6) Could not resolve host: host.docker.internal` on `Ubuntu 24.04 LTS` with Docker `26.1.4`",
              "`docker run --rm --add-host=host.docker.internal:host-gateway curlimages/curl:8.8.0 -sS "
              "http://host.docker.internal:8000/health` → `{\"status\":\"ok\"}`",
              "with extra_hosts in compose.yaml the relay container also reached it"])

    T.later("l-o-compose", "/home/dev/src/stripe-mock-bridge", "2025-06-02T14:00:00Z", "feat/host-callbacks",
            user("the bridge container must post callbacks to my local app on port 3000; set up the compose file "
                 "(I'm on Fedora)"),
            write("/home/dev/src/stripe-mock-bridge/compose.yaml",
                  "services:\n  bridge:\n    build: .\n    environment:\n"
                  "      CALLBACK_URL: http://host.docker.internal:3000/webhooks/stripe\n    extra_hosts:\n"
                  "      - \"host.docker.internal:host-gateway\"\n"),
            ok("docker compose up -d bridge && docker compose exec bridge curl -s "
               "http://host.docker.internal:3000/ping",
               " Container stripe-mock-bridge-bridge-1  Started\npong"))
    T.pair("t45-host-docker-internal-linux", "l-o-compose", "applied",
           "extra_hosts host.docker.internal:host-gateway in compose, then the container reached the host app")

    T.later("l-o-ssh", "/home/dev/infra/ci", "2025-06-10T09:40:00Z", "HEAD",
            user("on build-04 the test containers can't reach the minio running on the host; check"),
            err("ssh build-04 'docker run --rm alpine:3.20 wget -qO- "
                "http://host.docker.internal:9000/minio/health/live'",
                "wget: bad address 'host.docker.internal:9000'", 1),
            ok("ssh build-04 'docker run --rm --add-host=host.docker.internal:host-gateway alpine:3.20 wget -S -qO- "
               "http://host.docker.internal:9000/minio/health/live 2>&1 | head -1'", "  HTTP/1.1 200 OK"))
    T.pair("t45-host-docker-internal-linux", "l-o-ssh", "recurred",
           "busybox wget on Linux build-04 could not resolve host.docker.internal (bad address) before --add-host")

    T.later("l-o-mac", "/Users/dev/src/webhook-relay", "2025-06-18T10:20:00Z", "fix/callback-timeout",
            user("the relay can't reach my API on the Mac"),
            err("docker compose exec relay curl -sS http://host.docker.internal:8000/health",
                "curl: (7) Failed to connect to host.docker.internal port 8000 after 4 ms: Couldn't connect to server",
                7),
            ok("lsof -nP -iTCP:8000 -sTCP:LISTEN || echo 'nothing on 8000'", "nothing on 8000"),
            say("The name resolves (Docker Desktop), but nothing is listening on 8000: the API isn't running."),
            ok("(uvicorn api.main:app --host 0.0.0.0 --port 8000 > /tmp/api.log 2>&1 &) ; sleep 2; docker compose "
               "exec relay curl -sS http://host.docker.internal:8000/health", "{\"status\":\"ok\"}"))
    T.pair("t45-host-docker-internal-linux", "l-o-mac", "neither",
           "a different error (curl 7, connection refused: the API was not running) on Docker Desktop")

    T.later("l-o-zsh", "/home/dev/src/metrics-pusher", "2025-06-26T15:15:00Z", "feat/pushgateway",
            user("check the pusher container can reach the pushgateway I run on the host on 9091"),
            err(f"zsh -c 'docker run --rm --network metrics_default {CURL} -sS "
                "http://host.docker.internal:9091/-/ready'", NO_HOST, 6),
            ok(f"zsh -c 'docker run --rm --network metrics_default --add-host=host.docker.internal:host-gateway "
               f"{CURL} -sS http://host.docker.internal:9091/-/ready'", "OK"))
    T.pair("t45-host-docker-internal-linux", "l-o-zsh", "recurred",
           "the same Could not resolve host: host.docker.internal on a Linux host before --add-host")

    T.later("l-o-make", "/home/dev/src/webhook-relay", "2025-07-04T11:30:00Z", "feat/e2e",
            user("run the end-to-end checks against my local API"),
            ok("make e2e",
               "docker run --rm --add-host=host.docker.internal:host-gateway -e "
               "API_BASE=http://host.docker.internal:8000 webhook-relay:dev python -m relay.e2e\n"
               "PASS deliver_created (212 ms)\nPASS deliver_retry (1034 ms)\n2 passed"))
    T.pair("t45-host-docker-internal-linux", "l-o-make", "applied",
           "the make target ran docker run --add-host=host.docker.internal:host-gateway; the checks passed")

    T.later("l-o-before", "/home/dev/src/webhook-relay", "2025-04-30T16:45:00Z", "spike/callbacks",
            user("can the relay container reach my host API at all?"),
            err(f"docker run --rm {CURL} -sS http://host.docker.internal:8000/health", NO_HOST, 6),
            ok(f"docker run --rm --network host {CURL} -sS http://127.0.0.1:8000/health", "{\"status\":\"ok\"}"))
    T.pair("t45-host-docker-internal-linux", "l-o-before", "neither",
           "dated before the lesson's source session (2025-05-12); neither whatever it holds")

    T.later("l-o-other", "/home/dev/src/webhook-relay", "2025-07-10T09:10:00Z", "feat/internal-registry",
            user("inside the container registry.internal must resolve to 10.40.0.5 for the schema fetch; check it "
                 "works"),
            ok(f"docker run --rm --add-host=registry.internal:10.40.0.5 {CURL} -sS "
               "http://registry.internal:8081/subjects", "[\"webhook-value\",\"delivery-value\"]"))
    T.pair("t45-host-docker-internal-linux", "l-o-other", "neither",
           "--add-host used for another name and a fixed IP, not host.docker.internal:host-gateway")


FILLS = [eslint_root, node_ipv6_localhost, host_docker_internal]
