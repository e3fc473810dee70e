"""The tool outputs of the third held-out corpus's scripted source sessions (heldout3_sources.py):
errors as Claude Code records a failing Bash call (`Exit code N` first), copied in the shape each tool
prints them."""
from __future__ import annotations

ESC = "\x1b"


def x(code: int, text: str) -> str:
    """A failing Bash result as Claude Code writes it."""
    return f"Exit code {code}\n{text}"


PNPM_FROZEN = x(1, " ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is "
                   "not up to date with <ROOT>/packages/web/package.json\n\nNote that in CI environments this setting "
                   "is true by default. If you still need to run install in such cases, use \"pnpm install "
                   "--no-frozen-lockfile\"\n\n    Failure reason:\n    specifiers in the lockfile "
                   "({\"zod\":\"^3.22.4\"}) don't match specs in package.json ({\"zod\":\"^3.23.8\"})")
CARGO_NET = x(101, "   Compiling relay v0.3.0 (/home/dev/proj)\nerror[E0432]: unresolved import `tokio::net::TcpListener`\n"
                   " --> src/main.rs:3:5\n  |\n3 | use tokio::net::TcpListener;\n  |     ^^^^^^^^^^^^^^^^^^^^^^^ no "
                   "`TcpListener` in `net`\n  |\nnote: found an item that was configured out\n  --> "
                   "/home/dev/.cargo/registry/src/index.crates.io-6f17d22bba15001f/tokio-1.38.0/src/net/mod.rs:43:28\n"
                   "   = note: the item is gated behind the `net` feature\n\nFor more information about this error, try "
                   "`rustc --explain E0432`.\nerror: could not compile `relay` (bin \"relay\") due to 1 previous error")
GO_SUM = x(1, "cmd/root.go:6:2: missing go.sum entry for module providing package github.com/spf13/cobra (imported by "
              "example.com/cli/cmd); to add:\n\tgo get example.com/cli/cmd")
COMPOSE_PORT = x(1, " Network shop_default  Created\n Container shop-db-1  Creating\n Container shop-db-1  Created\n "
                    "Container shop-db-1  Starting\nError response from daemon: driver failed programming external "
                    "connectivity on endpoint shop-db-1 (5be0c1f7e2a4): Bind for 0.0.0.0:5432 failed: port is already "
                    "allocated")
MAKE_SEP = x(2, "Makefile:14: *** missing separator.  Stop.")
UV_PY = x(2, "Using CPython 3.11.9 interpreter at: /usr/bin/python3.11\nerror: The Python request from `.python-version` "
             "resolved to Python 3.11.9, which is incompatible with the project's Python requirement: `>=3.12`. Use "
             "`uv python pin` to update the `.python-version` file to a compatible version.")
POETRY_LOCK = x(1, "Installing dependencies from lock file\n\npyproject.toml changed significantly since poetry.lock was "
                   "last generated. Run `poetry lock [--no-update]` to fix the lock file.")
PYTEST_ASYNC = x(1, "============================= test session starts ==============================\nplatform linux -- "
                    "Python 3.12.3, pytest-8.2.1, pluggy-1.5.0\nrootdir: /home/dev/proj\nconfigfile: pyproject.toml\n"
                    "plugins: asyncio-0.23.7, anyio-4.4.0\ncollected 12 items\n\ntests/test_client.py sssssss     [ 58%]"
                    "\ntests/test_models.py .....    [100%]\n\n=============================== warnings summary "
                    "===============================\ntests/test_client.py::test_fetch_user\n  PytestUnhandledCoroutineWarning: "
                    "async def functions are not natively supported and have been skipped.\n  You need to install a "
                    "suitable plugin for your async framework, for example:\n    - anyio\n    - pytest-asyncio\n"
                    "======================== 5 passed, 7 skipped, 7 warnings in 0.31s ========================")
TF_LOCK = x(1, "Initializing the backend...\nInitializing provider plugins...\n- Reusing previous version of "
               "hashicorp/aws from the dependency lock file\n\u2577\n\u2502 Error: Failed to query available provider "
               "packages\n\u2502 \n\u2502 Could not retrieve the list of available versions for provider hashicorp/aws: "
               "locked provider registry.terraform.io/hashicorp/aws 5.31.0 does not match configured version constraint "
               "~> 5.40; must use terraform init -upgrade to allow selection of new versions\n\u2575")
KUBE_NS = x(1, "Error from server (NotFound): error when creating \"k8s/deploy.yaml\": namespaces \"payments\" not found")
GRADLE_JDK = x(1, "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not open cp_settings generic "
                  "class cache for settings file '/home/dev/proj/settings.gradle' "
                  "(/home/dev/.gradle/caches/8.2/scripts/6x1ml6sd2ixg5yb3v0j3tt6gb).\n> BUG! exception in phase "
                  "'semantic analysis' in source unit '_BuildScript_' Unsupported class file major version 65\n\n"
                  "BUILD FAILED in 1s")
REBASE = x(1, "Auto-merging src/config.ts\nCONFLICT (content): Merge conflict in src/config.ts\nerror: could not apply "
              "3f2c1ab... feat: add retry config\nhint: Resolve all conflicts manually, mark them as resolved with\n"
              "hint: \"git add/rm <conflicted_files>\", then run \"git rebase --continue\".\nhint: You can instead skip "
              "this commit: run \"git rebase --skip\".\nhint: To abort and get back to the state before \"git rebase\", "
              "run \"git rebase --abort\".\nCould not apply 3f2c1ab... feat: add retry config")
PUSH_REJECT = x(1, "To github.com:acme/web.git\n ! [rejected]        feat/retry -> feat/retry (non-fast-forward)\nerror: "
                   "failed to push some refs to 'github.com:acme/web.git'\nhint: Updates were rejected because the tip "
                   "of your current branch is behind\nhint: its remote counterpart.")
SSH_KEY = x(255, "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@         WARNING: UNPROTECTED PRIVATE "
                 "KEY FILE!          @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nPermissions 0644 "
                 "for '/home/dev/.ssh/deploy_key' are too open.\nIt is required that your private key files are NOT "
                 "accessible by others.\nThis private key will be ignored.\nLoad key \"/home/dev/.ssh/deploy_key\": bad "
                 "permissions\ndeploy@10.0.3.7: Permission denied (publickey).")
UNICODE = x(1, "Traceback (most recent call last):\n  File \"/home/dev/proj/scripts/export.py\", line 41, in <module>\n"
               "    print(row.name)\nUnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 3: "
               "ordinal not in range(128)")
UVICORN = x(1, "INFO:     Will watch for changes in these directories: ['/home/dev/proj']\nERROR:    [Errno 98] Address "
               "already in use")
ENV_MISSING = x(1, "> api@2.4.0 test\n> vitest run\n\n RUN  v1.6.0 /home/dev/proj\n\n \u276f src/db.test.ts (0 test)\n\n"
                   "\u23af\u23af\u23af\u23af Failed Suites 1 \u23af\u23af\u23af\u23af\n\n FAIL  src/db.test.ts [ "
                   "src/db.test.ts ]\nError: Missing required env var DATABASE_URL\n \u276f src/config.ts:9:11\n\n Test "
                   "Files  1 failed | 6 passed (7)\n      Tests  31 passed (31)")
YARN_PM = x(1, "error This project's package.json defines \"packageManager\": \"yarn@4.1.0\". However the current global "
               "version of Yarn is 1.22.19.\n\nPresence of the \"packageManager\" field indicates that the project is "
               "meant to be used with Corepack, a tool included by default with all official Node.js distributions "
               "starting from 16.9 and 14.19.\nCorepack must currently be enabled by running corepack enable in your "
               "terminal. For more information, check out https://yarnpkg.com/corepack.")
ERESOLVE = x(1, "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! \nnpm ERR! While "
                "resolving: dash@0.9.0\nnpm ERR! Found: react@18.3.1\nnpm ERR! node_modules/react\nnpm ERR!   react@\"^18.3.1\" "
                "from the root project\nnpm ERR! \nnpm ERR! Could not resolve dependency:\nnpm ERR! peer react@\"^16.8.0 || "
                "^17.0.0\" from react-query@3.39.3\nnpm ERR! node_modules/react-query\nnpm ERR!   react-query@\"3\" from the "
                "root project")
DOCKER_CTX = x(1, "#0 building with \"default\" instance using docker driver\n\n#7 [3/5] COPY requirements.txt .\n#7 ERROR: "
                  "failed to calculate checksum of ref 8f1c9e0a::qz3v6w: \"/requirements.txt\": not found\n------\n > "
                  "[3/5] COPY requirements.txt .:\n------\nDockerfile:4\n--------------------\n   3 |     WORKDIR /app\n"
                  "   4 | >>> COPY requirements.txt .\n   5 |     RUN pip install --no-cache-dir -r requirements.txt\n"
                  "--------------------\nERROR: failed to solve: failed to compute cache key: failed to calculate "
                  "checksum of ref 8f1c9e0a::qz3v6w: \"/requirements.txt\": not found")
SRC_LAYOUT = x(4, "ImportError while loading conftest '/home/dev/proj/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n"
                  "    from shop.db import make_engine\nE   ModuleNotFoundError: No module named 'shop'")
GO_RACE = x(1, "==================\nWARNING: DATA RACE\nWrite at 0x00c0001a2060 by goroutine 9:\n  runtime.mapassign_faststr()\n"
               "  example.com/svc/cache.(*Cache).Set()\n      /home/dev/proj/cache/cache.go:31 +0x84\n\nPrevious read at "
               "0x00c0001a2060 by goroutine 8:\n  example.com/svc/cache.(*Cache).Get()\n      "
               "/home/dev/proj/cache/cache.go:24 +0x5c\n==================\n--- FAIL: TestConcurrentSet (0.00s)\n    "
               "testing.go:1398: race detected during execution of test\nFAIL\nFAIL\texample.com/svc/cache\t0.412s\nFAIL")
BORROW = x(101, "   Compiling ledger v0.1.0 (/home/dev/proj)\nerror[E0502]: cannot borrow `self.entries` as mutable because "
                "it is also borrowed as immutable\n  --> src/book.rs:48:13\n   |\n45 |         let last = "
                "self.entries.last().unwrap();\n   |                    ------------ immutable borrow occurs here\n...\n48 "
                "|             self.entries.push(Entry::carry(last));\n   |             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ "
                "mutable borrow occurs here\n\nerror: could not compile `ledger` (lib test) due to 1 previous error")
BORROW2 = x(101, "   Compiling ledger v0.1.0 (/home/dev/proj)\nerror[E0502]: cannot borrow `self.entries` as mutable because "
                 "it is also borrowed as immutable\n  --> src/book.rs:49:13\n   |\n45 |         let last = "
                 "self.entries.iter().rev().next().unwrap();\n   |                    ------------ immutable borrow occurs "
                 "here\n...\n49 |             self.entries.push(Entry::carry(last));\n   |             "
                 "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here\n\nerror: could not compile `ledger` (lib "
                 "test) due to 1 previous error")
TF_STATE = x(1, "Acquiring state lock. This may take a few moments...\n\u2577\n\u2502 Error: Error acquiring the state lock\n"
                "\u2502 \n\u2502 Error message: ConditionalCheckFailedException: The conditional request failed\n\u2502 Lock "
                "Info:\n\u2502   ID:        9d3b2c1e-7a4f-4e0b-8c55-2f1e6a9d0b13\n\u2502   Path:      "
                "acme-tfstate/prod/network.tfstate\n\u2502   Operation: OperationTypeApply\n\u2502   Who:       "
                "mina@ci-runner-4\n\u2502   Version:   1.7.5\n\u2502   Created:   2026-11-21 08:02:11 UTC\n\u2575")
MERGE_LOCK = x(1, "Auto-merging package.json\nAuto-merging package-lock.json\nCONFLICT (content): Merge conflict in "
                  "package-lock.json\nAutomatic merge failed; fix conflicts and then commit the result.")
WIN_ENV = x(1, "\n> site@1.0.0 lint\n> NODE_ENV=production eslint .\n\n'NODE_ENV' is not recognized as an internal or "
               "external command,\noperable program or batch file.")
JEST_TZ = x(1, f"{ESC}[1m{ESC}[31mFAIL{ESC}[39m{ESC}[22m src/date.test.ts\n  \u25cf formatDay \u203a renders the local "
               f"calendar day\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: "
               f"{ESC}[32m\"2024-03-10\"{ESC}[39m\n    Received: {ESC}[31m\"2024-03-09\"{ESC}[39m\n\n{ESC}[1mTests:{ESC}[22m"
               f"       {ESC}[1m{ESC}[31m1 failed{ESC}[39m{ESC}[22m, {ESC}[1m{ESC}[32m23 passed{ESC}[39m{ESC}[22m, 24 total")
JEST_OK = (f"{ESC}[1m{ESC}[32mPASS{ESC}[39m{ESC}[22m src/date.test.ts\n{ESC}[1mTests:{ESC}[22m       "
           f"{ESC}[1m{ESC}[32m24 passed{ESC}[39m{ESC}[22m, 24 total")
DOCKER_SOCK = x(1, "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: "
                   "Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/containers/json\": dial unix /var/run/docker.sock: "
                   "connect: permission denied")
PEP668 = x(1, "error: externally-managed-environment\n\n\u00d7 This environment is externally managed\n\u2570\u2500> To "
              "install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are "
              "trying to\n    install.\n\nnote: If you believe this is a mistake, please contact your Python installation "
              "or OS distribution provider. You can override this, at the risk of breaking your Python installation or "
              "OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.")
FLASK_PORT = x(1, " * Serving Flask app 'app'\n * Debug mode: on\nAddress already in use\nPort 5000 is in use by another "
                  "program. Either identify and stop that program, or start the server with a different port.\nOn macOS, "
                  "try disabling the 'AirPlay Receiver' service from System Preferences -> General -> AirDrop & Handoff.")
MYPY_STUBS = x(1, "src/sync/client.py:4: error: Library stubs not installed for \"requests\"  [import-untyped]\n"
                  "src/sync/client.py:4: note: Hint: \"python3 -m pip install types-requests\"\nsrc/sync/client.py:4: "
                  "note: (or run \"mypy --install-types\" to install all missing stub packages)\nFound 1 error in 1 file "
                  "(checked 14 source files)")
APP_REFUSED = ("app-1  | Traceback (most recent call last):\napp-1  |   File \"/app/main.py\", line 12, in <module>\n"
               "app-1  |     pool.open(wait=True)\napp-1  | psycopg_pool.PoolTimeout: pool initialization incomplete after "
               "30.0 sec\napp-1  | psycopg.OperationalError: connection failed: connection to server at \"172.20.0.2\", "
               "port 5432 failed: Connection refused\napp-1 exited with code 1")
EBADENGINE = x(1, "npm ERR! code EBADENGINE\nnpm ERR! engine Unsupported engine\nnpm ERR! engine Not compatible with your "
                  "version of node/npm: api@2.4.0\nnpm ERR! notsup Not compatible with your version of node/npm: "
                  "api@2.4.0\nnpm ERR! notsup Required: {\"node\":\">=20.11.0\"}\nnpm ERR! notsup Actual:   "
                  "{\"npm\":\"9.6.7\",\"node\":\"v18.19.0\"}")
GO_PRIVATE = x(1, "go: github.com/acme/authkit@v1.4.2: reading github.com/acme/authkit/go.mod at revision v1.4.2: git ls-remote "
                  "-q origin in /home/dev/go/pkg/mod/cache/vcs/3c1f0e: exit status 128:\n\tfatal: could not read Username "
                  "for 'https://github.com': terminal prompts disabled\nConfirm the import path was typed correctly.\nIf "
                  "this is a private repository, see https://golang.org/doc/faq#git_https for additional information.")
OPENSSL = x(101, "   Compiling openssl-sys v0.9.102\nerror: failed to run custom build command for `openssl-sys v0.9.102`\n\n"
                 "Caused by:\n  process didn't exit successfully: `/home/dev/proj/target/debug/build/openssl-sys-4e5a8c1d/"
                 "build-script-main` (exit status: 101)\n  --- stderr\n  Could not find directory of OpenSSL "
                 "installation, and this `-sys` crate cannot proceed without\n  this knowledge. If OpenSSL is installed "
                 "and this crate had trouble finding it,\n  you can set the `OPENSSL_DIR` environment variable for the "
                 "compilation process.\n\n  Could not find openssl via pkg-config:\n  The system library `openssl` "
                 "required by crate `openssl-sys` was not found.")



ESLINT_FLAT = x(2, "\nOops! Something went wrong! :(\n\nESLint: 9.14.0\n\nESLint couldn't find an eslint.config.(js|mjs|cjs) "
                  "file.\n\nFrom ESLint v9.0.0, the default configuration file is now eslint.config.js.\nIf you are using "
                  "a .eslintrc.* file, please follow the migration guide\nto update your configuration file to the new "
                  "format:\n\nhttps://eslint.org/docs/latest/use/configure/migration-guide")
XDIST = x(4, "ERROR: usage: __main__.py [options] [file_or_dir] [file_or_dir] [...]\n__main__.py: error: unrecognized "
             "arguments: -n\n  inifile: /home/dev/proj/pyproject.toml\n  rootdir: /home/dev/proj")
NPM_EACCES = x(243, "npm ERR! code EACCES\nnpm ERR! syscall mkdir\nnpm ERR! path /usr/local/lib/node_modules/pnpm\nnpm ERR! "
                    "errno -13\nnpm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/pnpm'\nnpm "
                    "ERR! \nnpm ERR! The operation was rejected by your operating system.")
CORS = ("HTTP/1.1 200 OK\ndate: Mon, 24 Nov 2026 13:00:04 GMT\nallow: GET, POST, HEAD, OPTIONS\ncontent-length: 0\n"
        "vary: Origin")
CLIPPY = x(101, "    Checking ledger v0.1.0 (/home/dev/proj)\nerror: this `if` statement can be collapsed\n  --> "
                "src/report.rs:22:9\n   |\n22 | /         if let Some(t) = total {\n23 | |             if t > 0 {\n   = help: "
                "for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#collapsible_if\n"
                "   = note: `-D clippy::collapsible-if` implied by `-D warnings`\nerror: could not compile `ledger` (lib) due "
                "to 1 previous error")
