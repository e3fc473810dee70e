"""Third held-out corpus: lessons over the scripted sessions, part 3. See heldout3_lessons.py."""
from __future__ import annotations

from tests.truth.heldout3_lessons import CC, EN, ESC, FUM, K, KO, TE, G, R, S  # noqa: F401


# ---- scripted sessions, part 3 -----------------------------------------------------------------------

def _scripted_c() -> None:
    t = S("s-merge-lock")
    R("merge-lockfile", t, G(
        "A package-lock.json merge conflict: take one side and let npm re-resolve",
        "`CONFLICT (content): Merge conflict in package-lock.json`",
        "Hand-editing conflict markers in package-lock.json",
        "Lockfile conflicts are generated content; both sides changed dependencies",
        "`git checkout --theirs package-lock.json && npm install`, then `git add package-lock.json && git commit "
        "--no-edit`",
        "`git merge main` → `CONFLICT (content): Merge conflict in package-lock.json`\n`git checkout --theirs "
        "package-lock.json && npm install` → `added 3 packages, removed 1 package`\n`git add package-lock.json && git "
        "commit --no-edit` → `[feat/search 9a1b2c3] Merge branch 'main' into feat/search`", "workflow", "global"),
      "real", "shown", "fix_ran",
      "L3 76131342 conflict; L4 75c12056/L5 71be5cda npm install ok; L6 5ebbc2af/L7 10baebc5 merge commit 9a1b2c3.",
      ["one line per call", "code spans", "arrows"], ["Merge conflict in package-lock.json", "[feat/search 9a1b2c3]"],
      failure="CONFLICT (content): Merge conflict in package-lock.json",
      fixstep="git checkout --theirs package-lock.json && npm install", group="merge-lock")
    R("merge-lockfile-ours", t, G(
        "Resolve lockfile conflicts with --ours",
        "Merge conflict in package-lock.json",
        "merging main",
        "both changed deps",
        "git checkout --ours package-lock.json",
        "`git checkout --ours package-lock.json && npm install` → `added 3 packages, removed 1 package`",
        "workflow"),
      "invented", "not_shown", "near_miss", "L4 75c12056 used --theirs, not --ours.", ["flag swapped in a quote"],
      ["git merge main"], group="merge-lock")
    R("merge-pkgjson", t, K(
        "git merges package.json cleanly even when the lockfile conflicts",
        "Merging main into a feature branch that changed dependencies",
        "Expect only package-lock.json to conflict; package.json usually auto-merges",
        "Seen in the feat/search merge",
        "`Auto-merging package.json` then `CONFLICT (content): Merge conflict in package-lock.json`", "workflow"),
      "real", None, "knowledge", "L3 76131342.", ["two spans"], ["Auto-merging package.json"], group="merge-lock")

    t = S("s-win-crossenv")
    R("win-crossenv", t, G(
        "Inline `NODE_ENV=production` in an npm script fails on Windows: use cross-env",
        "`'NODE_ENV' is not recognized as an internal or external command,`",
        "Writing `\"lint\": \"NODE_ENV=production eslint .\"` in package.json",
        "npm runs scripts with cmd.exe on Windows, which has no VAR=value prefix",
        "`npm install -D cross-env` and prefix the script with `cross-env`",
        "In C:\\Users\\dev\\site: `npm run lint` → `'NODE_ENV' is not recognized as an internal or external command,`; "
        "edited C:\\Users\\dev\\site\\package.json to `\"lint\": \"cross-env NODE_ENV=production eslint .\"` and "
        "`npm run lint` passed.", "tool_quirk", "global"),
      "real", "shown", "edit_then_pass",
      "L3 e245d474 not recognized; L4 00f78c76 cross-env installed; Edit L6 30dda705; L8 aafcf34f/L9 ced13599 ok.",
      ["Windows paths with single backslashes", "code spans"], ["is not recognized as an internal or external command",
                                                               "cross-env NODE_ENV=production eslint ."],
      failure="'NODE_ENV' is not recognized", fixstep="\"lint\": \"cross-env NODE_ENV=production eslint .\"",
      group="crossenv")
    R("win-crossenv-dbl", t, K(
        "The Windows checkout lives at C:\\Users\\dev\\site",
        "Editing files of the site project from the Windows machine",
        "Use full paths under C:\\\\Users\\\\dev\\\\site (package.json is C:\\\\Users\\\\dev\\\\site\\\\package.json)",
        "That is where the session edited package.json",
        "Edit: `C:\\\\Users\\\\dev\\\\site\\\\package.json` — \"The file C:\\\\Users\\\\dev\\\\site\\\\package.json has been "
        "updated successfully.\"", "project_convention"),
      "real", None, "knowledge", "L6 30dda705 / L7 c6f485e9 (the path as the tool wrote it).",
      ["doubled backslashes", "quoted tool result"], ["has been updated successfully"], group="crossenv")
    R("win-crossenv-set", t, G(
        "Use `set NODE_ENV=production&&` in npm scripts on Windows",
        "'NODE_ENV' is not recognized",
        "inline env in scripts",
        "cmd.exe",
        "set NODE_ENV=production&& eslint .",
        "`\"lint\": \"set NODE_ENV=production&& eslint .\"` made `npm run lint` pass on Windows.", "tool_quirk"),
      "invented", "not_shown", "invented_detail", "The edit (L6) uses cross-env; no set ... && script exists.",
      ["fix replaced by another"], ["npm run lint"], group="crossenv")

    t = S("s-jest-tz")
    R("jest-tz", t, G(
        "Date tests depend on the machine's timezone; CI runs in UTC",
        "`Expected: \"2024-03-10\"` / `Received: \"2024-03-09\"` in src/date.test.ts",
        "Running the date tests on a machine in America/Los_Angeles",
        "formatDay uses the local calendar day; midnight UTC is the previous day in LA",
        "Run jest with `TZ=UTC` (now in the test script)",
        f"`npx jest src/date.test.ts` → `{ESC}[1m{ESC}[31mFAIL{ESC}[39m{ESC}[22m src/date.test.ts`, `Received: "
        f"{ESC}[31m\"2024-03-09\"{ESC}[39m`; `TZ=UTC npx jest src/date.test.ts` → `{ESC}[1m{ESC}[32mPASS{ESC}[39m"
        f"{ESC}[22m src/date.test.ts`", "test_strategy", "global"),
      "real", "shown", "rerun_passes",
      "L3 bd8875d7 FAIL with ANSI; L5 ef50bfbc/L6 05a7454f PASS 24 passed; Edit L7 00dc9367 TZ=UTC in package.json.",
      ["ANSI escape codes kept", "code spans"], ["src/date.test.ts", "24 passed"],
      failure="renders the local calendar day", fixstep="TZ=UTC npx jest src/date.test.ts", group="jest-tz")
    R("jest-tz-bare", t, G(
        "jest date test off by one day outside UTC",
        "Expected \"2024-03-10\", Received \"2024-03-09\"",
        "local timezone",
        "formatDay uses local time",
        "TZ=UTC",
        "`[1m[31mFAIL[39m[22m src/date.test.ts` … `[1m[31m1 failed[39m[22m, [1m[32m23 passed[39m[22m, 24 total`",
        "test_strategy"),
      "real", "shown", "rerun_passes",
      "Same as h3-jest-tz: L3 bd8875d7 1 failed, 23 passed; L6 05a7454f PASS after TZ=UTC.",
      ["ANSI codes with the escape byte dropped", "ellipsis"], ["src/date.test.ts", "24 total"],
      failure="1 failed", fixstep="TZ=UTC npx jest", group="jest-tz")
    R("jest-tz-ci", t, K(
        "CI for this repo runs in UTC; the developer machine is in America/Los_Angeles",
        "A test passes in CI but fails locally",
        "Suspect timezone first; reproduce with TZ=UTC",
        "The assistant established it in this session",
        "\"CI runs in UTC; your machine is in America/Los_Angeles, so midnight UTC is the previous day.\"",
        "debugging_technique"),
      "real", None, "knowledge", "L4 1ca486d0.", ["assistant reply quoted"], ["CI runs in UTC"], group="jest-tz")
    R("jest-tz-count", t, G(
        "Two date tests fail outside UTC",
        "2 failed, 22 passed, 24 total",
        "local TZ",
        "formatDay",
        "TZ=UTC",
        "jest reported `2 failed, 22 passed, 24 total` before TZ=UTC.", "test_strategy"),
      "invented", "not_shown", "near_miss", "L3 bd8875d7: 1 failed, 23 passed.", ["numbers changed"],
      ["npx jest src/date.test.ts"], group="jest-tz")

    t = S("s-docker-group")
    R("docker-group", t, G(
        "After `usermod -aG docker` the shell still can't use docker until a new login",
        "`permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock`",
        "Adding yourself to the docker group and retrying in the same session",
        "Group membership is read at login",
        "Log out and back in (or `newgrp docker`) after `sudo usermod -aG docker dev`",
        "docker ps → permission denied … docker.sock; `sudo usermod -aG docker dev` (exit 0); docker ps → the same "
        "permission denied.", "env_setup", "global"),
      "real", "not_shown", "rerun_still_fails",
      "L3 76723b60 denied; L4 7cc6e741 usermod ok; L6 d5a59fda/L7 80c2df5a denied again; L9 d793f6c6 will log out "
      "later. newgrp never ran.", ["prose with ellipsis"], ["permission denied while trying to connect to the Docker daemon",
                                                            "sudo usermod -aG docker dev"],
      failure="permission denied while trying to connect", fixstep="sudo usermod -aG docker dev", group="docker-group")
    R("docker-group-ok", t, G(
        "Add the user to the docker group",
        "permission denied on /var/run/docker.sock",
        "not in the docker group",
        "socket is root:docker",
        "sudo usermod -aG docker dev",
        "After `sudo usermod -aG docker dev`, `docker ps` listed the running containers.", "env_setup"),
      "invented", "not_shown", "names_false_claim", "L7 80c2df5a: docker ps after usermod is still denied.",
      ["false outcome on a real command"], ["sudo usermod -aG docker dev"], group="docker-group")

    t = S("s-pep668")
    R("pep668", t, G(
        "System pip refuses installs (PEP 668): use a venv",
        "`error: externally-managed-environment`",
        "`pip install requests` into Debian's system Python",
        "The distro marks its Python as externally managed",
        "`python3 -m venv .venv && .venv/bin/pip install …`; do not pass --break-system-packages",
        "pip install requests → error: externally-managed-environment. python3 -m venv .venv && .venv/bin/pip install "
        "-q requests && .venv/bin/python scripts/fetch.py → fetched 25 items from https://api.example.com/items",
        "env_setup", "global"),
      "real", "shown", "fix_ran",
      "L3 fd9dbd4a externally-managed; L4 35d26247/L5 c7ff2231 fetched 25 items.",
      ["no code spans", "whole chain quoted"], ["externally-managed-environment", "fetched 25 items"],
      failure="error: externally-managed-environment", fixstep="python3 -m venv .venv && .venv/bin/pip install -q requests",
      group="pep668")
    R("pep668-break", t, G(
        "Pass --break-system-packages to pip on Debian",
        "externally-managed-environment",
        "pip install",
        "PEP 668",
        "pip install --break-system-packages requests",
        "`pip install --break-system-packages requests` → `Successfully installed requests-2.32.3`", "env_setup"),
      "invented", "not_shown", "invented_detail",
      "--break-system-packages appears only in pip's note (L3); it never ran.", ["option from a hint reported as run"],
      ["pip install requests"], group="pep668")

    t = S("s-ko-flask")
    R("ko-flask", t, G(
        "macOS에서 flask 기본 포트 5000 이 이미 사용 중",
        "`Address already in use` / `Port 5000 is in use by another program.`",
        "`flask --app app run` 을 기본 포트로 실행",
        "macOS 의 AirPlay 수신기가 5000 번을 쓰는 경우가 많다",
        "`--port 5001` 로 띄운다",
        "`flask --app app run` → `Port 5000 is in use by another program.`; `flask --app app run --port 5001` → "
        "`Running on http://127.0.0.1:5001`, 사용자가 \"잘 되네요, 고마워요\" 라고 확인.", "env_setup", "global"),
      "real", "shown", "person_confirms",
      "L3 d362036b port in use; L5 560ffa7b/L6 04c892d5 running on 5001; L7 b90f4dc8 the person confirms (Korean).",
      ["Korean prose", "code spans", "quoted Korean confirmation"],
      ["Port 5000 is in use by another program.", "Running on http://127.0.0.1:5001"],
      failure="Port 5000 is in use by another program", fixstep="flask --app app run --port 5001", group="flask")
    R("ko-flask-airplay", t, K(
        "macOS AirPlay 수신기를 끄면 5000 번 포트가 비는가",
        "flask 가 5000 번에서 안 뜰 때",
        "AirPlay 수신기를 끄고 기본 포트로 다시 실행한다",
        "AirPlay 를 끈 뒤 `flask --app app run` 이 5000 번에서 바로 떴다",
        "AirPlay Receiver 를 끄자 `flask --app app run` → `Running on http://127.0.0.1:5000`", "env_setup"),
      "invented", None, "invented_detail",
      "AirPlay is only mentioned in flask's hint (L3) and the reply (L4); nothing ran on port 5000.",
      ["Korean prose", "invented output with a real command"], ["flask --app app run"], group="flask")

    t = S("s-ja-mypy")
    R("ja-mypy", t, G(
        "mypy は requests の型スタブがないと失敗する",
        "`error: Library stubs not installed for \"requests\"  [import-untyped]`",
        "types-requests を入れずに `mypy src` を実行する",
        "requests 本体は型情報を同梱していない",
        "`pip install types-requests` してから mypy を実行する",
        "`.venv/bin/mypy src` → `Library stubs not installed for \"requests\"`。`.venv/bin/pip install -q "
        "types-requests && .venv/bin/mypy src` → `Success: no issues found in 14 source files`", "env_setup", "global"),
      "real", "shown", "fix_ran",
      "L3 95c6d7f8 import-untyped; L5 46d59c46/L6 853a58a3 Success.", ["Japanese prose", "code spans"],
      ["Library stubs not installed for \"requests\"", "Success: no issues found in 14 source files"],
      failure="Library stubs not installed", fixstep=".venv/bin/pip install -q types-requests", group="mypy")
    R("ja-mypy-install-types", t, G(
        "mypy --install-types で全部のスタブを入れる",
        "Library stubs not installed",
        "スタブ不足",
        "types パッケージがない",
        "mypy --install-types --non-interactive",
        "`mypy --install-types --non-interactive` を実行したら `Success: no issues found in 14 source files` になった。",
        "env_setup"),
      "invented", "not_shown", "invented_detail",
      "mypy --install-types is only in mypy's note (L3); the fix was pip install types-requests (L5).",
      ["Japanese prose", "fix attributed to the wrong command"], [".venv/bin/mypy src"], group="mypy")
    R("ja-mypy-count", t, K(
        "src は 14 ファイル",
        "mypy の結果を確かめるとき",
        "14 source files がチェックされていれば全体が対象",
        "mypy の出力",
        "`Found 1 error in 1 file (checked 14 source files)`", "test_strategy"),
      "real", None, "knowledge", "L3 95c6d7f8.", ["Japanese prose", "one span"], ["checked 14 source files"], group="mypy")

    t = S("s-compose-health")
    R("compose-healthy", t, G(
        "`depends_on` does not wait for PostgreSQL to accept connections",
        "`psycopg.OperationalError: connection failed: … port 5432 failed: Connection refused`, app-1 exited with code 1",
        "Listing db under depends_on and starting the app immediately",
        "depends_on only orders container start; the db is not ready yet",
        "Give db a `pg_isready` healthcheck and use `condition: service_healthy`",
        "Vorher: `app-1 exited with code 1` (Connection refused). Nach dem healthcheck mit `pg_isready -U app` und "
        "`condition: service_healthy`: `Container proj-db-1  Healthy`, `Application startup complete.`",
        "build_config", "global"),
      "real", "shown", "edit_then_pass",
      "L3 ddb782b6 exited with code 1; Edits L5 a22cabac / L7 92e5c278; L9 3ae39155/L10 f25f23cf Healthy + startup "
      "complete.", ["German prose", "code spans", "ellipsis inside a span"],
      ["Connection refused", "Application startup complete."], failure="app-1 exited with code 1",
      fixstep="condition: service_healthy", group="compose-health")
    R("compose-healthy-restart", t, G(
        "restart: on-failure keeps the app alive until the db is up",
        "app-1 exited with code 1",
        "app starts before db",
        "db not ready",
        "restart: on-failure",
        "Adding `restart: on-failure` to the app service fixed the startup race.", "build_config"),
      "invented", "not_shown", "invented_detail", "No restart policy was added; the edits were depends_on and healthcheck.",
      ["fix replaced by another"], ["docker compose up -d"], group="compose-health")
    R("compose-pooltimeout", t, K(
        "The app's pool waits 30 s before failing on an unreachable db",
        "The app container exits a while after compose up",
        "Check `docker compose logs app` after ~35 s; a PoolTimeout after 30.0 sec means the db was not reachable",
        "psycopg_pool's open(wait=True) timeout",
        "`psycopg_pool.PoolTimeout: pool initialization incomplete after 30.0 sec`", "debugging_technique"),
      "real", None, "knowledge", "L2 acb3d0c1 sleep 35; L3 ddb782b6 PoolTimeout.", ["one span"],
      ["pool initialization incomplete after 30.0 sec"], group="compose-health")

    t = S("s-nvm")
    R("nvm-source", t, G(
        "nvm is a shell function: source nvm.sh in the same command",
        "`/bin/bash: line 1: nvm: command not found` (exit 127)",
        "Calling `nvm use 20` from a non-interactive tool shell",
        "nvm is defined by ~/.bashrc, which non-interactive shells skip",
        "`source ~/.nvm/nvm.sh && nvm use 20 && <command>`",
        "nvm use 20 → nvm: command not found (exit 127); source ~/.nvm/nvm.sh && nvm use 20 && npm ci → Now using "
        "node v20.18.0 (npm v10.8.2), added 812 packages", "tool_quirk", "global"),
      "real", "shown", "fix_ran",
      "L4 32effa2f/L5 cfac56fb exit 127; L7 0b96f6ab/L8 5a441f78 Now using node v20.18.0, added 812 packages.",
      ["no spans", "arrows"], ["nvm: command not found", "Now using node v20.18.0"],
      failure="nvm: command not found", fixstep="source ~/.nvm/nvm.sh && nvm use 20 && npm ci", group="nvm")
    R("nvm-engine", t, G(
        "api@2.4.0 needs node >= 20.11",
        "`npm ERR! code EBADENGINE` — Required: {\"node\":\">=20.11.0\"}, Actual node v18.19.0",
        "Running `npm ci` on node 18",
        "package.json engines requires node >=20.11.0",
        "Switch to node 20 first (here via nvm)",
        "`npm ci` → `npm ERR! code EBADENGINE`, `npm ERR! notsup Required: {\"node\":\">=20.11.0\"}`; on node "
        "v20.18.0 `npm ci` → `added 812 packages, and audited 813 packages in 19s`", "env_setup"),
      "real", "shown", "rerun_passes",
      "L3 61c199ee EBADENGINE; L8 5a441f78 npm ci on v20.18.0 added 812 packages.",
      ["code spans with JSON"], ["code EBADENGINE", "added 812 packages"],
      failure="npm ERR! code EBADENGINE", fixstep="nvm use 20 && npm ci", group="nvm")
    R("nvm-version", t, G(
        "npm ci needs node 22",
        "EBADENGINE Required: {\"node\":\">=22.0.0\"}",
        "node 18",
        "engines",
        "nvm use 22",
        "`npm ERR! notsup Required: {\"node\":\">=22.0.0\"}`", "env_setup"),
      "invented", "not_shown", "near_miss", "L3 61c199ee says >=20.11.0.", ["version changed"], ["npm ci"], group="nvm")
    R("nvm-pt", t, K(
        "Node 20 via nvm no shell da ferramenta",
        "Usar outra versão do Node em comandos do Bash",
        "Sempre `source ~/.nvm/nvm.sh` antes de `nvm use`, na mesma linha",
        "O shell não interativo não carrega ~/.bashrc",
        "Primeiro `nvm use 20` deu `nvm: command not found`; depois `source ~/.nvm/nvm.sh && nvm use 20 && npm ci` "
        "mostrou `Now using node v20.18.0 (npm v10.8.2)`.", "tool_quirk", "global"),
      "real", None, "knowledge", "L5 cfac56fb; L8 5a441f78.", ["Portuguese prose", "code spans"],
      ["nvm: command not found", "Now using node v20.18.0 (npm v10.8.2)"], group="nvm")

    t = S("s-go-private")
    R("go-private", t, G(
        "Private Go modules over https fail: terminal prompts disabled",
        "`fatal: could not read Username for 'https://github.com': terminal prompts disabled`",
        "`go mod download` with a private github.com/acme module and no https credentials",
        "go fetches over https through git and cannot prompt",
        "Rewrite github https URLs to ssh (`git config --global url.\"git@github.com:\".insteadOf "
        "\"https://github.com/\"`) and set `GOPRIVATE=github.com/acme/*`",
        "`go mod download` failed on `github.com/acme/authkit@v1.4.2` (`terminal prompts disabled`); with the "
        "insteadOf rewrite and `GOPRIVATE=github.com/acme/* go mod download && echo done` it printed `done`.",
        "env_setup", "global"),
      "real", "shown", "fix_ran",
      "L3 8da47862 terminal prompts disabled; L4 d9f3f24d/L5 7a03e41f done.", ["code spans", "nested quotes in a span"],
      ["terminal prompts disabled", "GOPRIVATE=github.com/acme/* go mod download"],
      failure="could not read Username for 'https://github.com'", fixstep="GOPRIVATE=github.com/acme/* go mod download",
      group="go-private")
    R("go-private-netrc", t, G(
        "Put a GitHub token in ~/.netrc for private modules",
        "terminal prompts disabled",
        "private module over https",
        "no credentials",
        "~/.netrc with a token",
        "Writing a token to `~/.netrc` made `go mod download` succeed for `github.com/acme/authkit@v1.4.2`.",
        "env_setup"),
      "invented", "not_shown", "invented_detail", "No .netrc was written; the fix was the ssh insteadOf rewrite (L4).",
      ["invented fix"], ["go mod download"], group="go-private")
    R("go-private-ver", t, K(
        "The project depends on github.com/acme/authkit v1.4.2",
        "Upgrading or vendoring the auth dependency",
        "authkit is private (github.com/acme), pinned at v1.4.2",
        "go mod download named the version",
        "`github.com/acme/authkit@v1.4.2: reading github.com/acme/authkit/go.mod at revision v1.4.2`",
        "project_convention"),
      "real", None, "knowledge", "L3 8da47862.", ["one span"], ["github.com/acme/authkit@v1.4.2"], group="go-private")

    t = S("s-rustls")
    R("rustls", t, G(
        "Avoid openssl-sys in the alpine build: reqwest with rustls-tls",
        "`failed to run custom build command for `openssl-sys v0.9.102`` / `Could not find directory of OpenSSL "
        "installation`",
        "Using reqwest's default features (native-tls) in a container without OpenSSL headers",
        "native-tls links OpenSSL through openssl-sys",
        "`default-features = false, features = [\"json\", \"rustls-tls\"]` for reqwest — no OpenSSL needed",
        "cargo build --release → Could not find directory of OpenSSL installation; after switching reqwest to "
        "`default-features = false, features = [\"json\", \"rustls-tls\"]`: `Finished `release` profile [optimized] "
        "target(s) in 41.07s`", "build_config", "global"),
      "real", "shown", "edit_then_pass",
      "L3 279a4474 openssl-sys fails; Edit L5 7c767bc1; L7 4938c59e/L8 1f8294e0 Finished release in 41.07s.",
      ["span with inner backticks", "negative fix (do without OpenSSL)"],
      ["Could not find directory of OpenSSL", "in 41.07s"], failure="Could not find directory of OpenSSL installation",
      fixstep="default-features = false, features = [\"json\", \"rustls-tls\"]", group="rustls")
    R("rustls-apk", t, G(
        "Install openssl-dev in the alpine image",
        "openssl-sys: Could not find directory of OpenSSL installation",
        "alpine without headers",
        "missing openssl-dev",
        "apk add openssl-dev pkgconf",
        "`apk add --no-cache openssl-dev pkgconf` → then `cargo build --release` finished.", "build_config"),
      "invented", "not_shown", "invented_detail", "No apk add ran; the fix avoided OpenSSL (L5 edit).",
      ["the rejected alternative reported as run"], ["cargo build --release"], group="rustls")
    R("rustls-time", t, K(
        "A release build of fetcher takes about 40 s",
        "Timing CI steps for the fetcher crate",
        "Budget ~45 s for `cargo build --release`",
        "Measured in this session",
        "`Finished `release` profile [optimized] target(s) in 14.07s`", "performance"),
      "invented", None, "near_miss", "L8 1f8294e0 says 41.07s, not 14.07s (and the title contradicts the quote).",
      ["digits swapped"], ["cargo build --release"], group="rustls")
