"""The scripted source sessions of the third held-out corpus (heldout3_corpus.jsonl), `s-*`:
conversations in the record envelope of Claude Code 2.1.332 (written by sessions_dsl.py) for the
ecosystems the real fixtures lack: pnpm, yarn, npm, cargo, go, docker and compose, make, uv, poetry,
pip, pytest, mypy, terraform, kubectl, gradle, git rebase and merge conflicts, ssh key permissions,
locale/encoding, ports in use, environment variables, a Windows checkout, ANSI colour codes.

Each session says in its comment what it shows. The lessons about them were written afterwards, from
the rendered records. Built with the tracking sessions by `python -m tests.truth.build_heldout3`."""
from __future__ import annotations

from typing import Any

from tests.truth.heldout3_outputs import (  # noqa: F401
    ESC, x, APP_REFUSED, BORROW, BORROW2, CARGO_NET, CLIPPY, COMPOSE_PORT, CORS, DOCKER_CTX, DOCKER_SOCK,
    EBADENGINE, ENV_MISSING, ERESOLVE, ESLINT_FLAT, FLASK_PORT, GO_PRIVATE, GO_RACE, GO_SUM, GRADLE_JDK,
    JEST_OK, JEST_TZ, KUBE_NS, MAKE_SEP, MERGE_LOCK, MYPY_STUBS, NPM_EACCES, OPENSSL, PEP668, PNPM_FROZEN,
    POETRY_LOCK, PUSH_REJECT, PYTEST_ASYNC, REBASE, SRC_LAYOUT, SSH_KEY, TF_LOCK, TF_STATE, UNICODE, UVICORN,
    UV_PY, WIN_ENV, XDIST, YARN_PM,
)

Session = tuple[str, str, str, list[Any]]   # cwd, start (UTC), git branch, steps

# The projects whose lessons the tracking corpus follows live in /home/dev/proj (the non-spotter
# project root the tracking bench copies a repository to); the others use it too, for one shape.
P = "/home/dev/proj"
W = "C:\\Users\\dev\\site"


def _sessions_a() -> dict[str, Session]:
    return {
        # pnpm: frozen lockfile out of date; `pnpm install` updates it, the frozen install re-run passes.
        "s-pnpm-frozen": (P, "2026-11-20T09:00:00Z", "feat/zod-upgrade", [
            ("user", "CI fails on install after I bumped zod in packages/web. Can you reproduce it locally?"),
            ("bash", "pnpm install --frozen-lockfile", PNPM_FROZEN, True),
            ("say", "The lockfile still pins zod ^3.22.4 while packages/web/package.json asks for ^3.23.8. CI installs "
                    "with a frozen lockfile, so the lockfile has to be regenerated and committed."),
            ("bash", "pnpm install", "Scope: all 4 workspace projects\nProgress: resolved 612, reused 598, downloaded 14, added 14, done\n\npackages/web:\n+ zod "
                     "3.23.8\n\nDone in 4.2s", False),
            ("bash", "pnpm install --frozen-lockfile", "Scope: all 4 workspace projects\nLockfile is up to date, "
                     "resolution step is skipped\nAlready up to date\nDone in 1.1s", False),
            ("bash", "git add pnpm-lock.yaml && git commit -m \"chore: refresh lockfile for zod 3.23.8\"",
             "[feat/zod-upgrade 7c41e09] chore: refresh lockfile for zod 3.23.8\n 1 file changed, 9 insertions(+), 9 "
             "deletions(-)", False),
            ("say", "The frozen install passes now; the refreshed pnpm-lock.yaml is committed."),
        ]),
        # cargo: tokio `net` feature missing; Cargo.toml edited, cargo build finishes.
        "s-cargo-feature": (P, "2026-11-20T10:00:00Z", "main", [
            ("user", "cargo build fails since I added the listener"),
            ("bash", "cargo build", CARGO_NET, True),
            ("say", "tokio is declared with only `rt-multi-thread` and `macros`; `TcpListener` lives behind the `net` "
                    "feature."),
            ("edit", "/home/dev/proj/Cargo.toml", "tokio = { version = \"1.38\", features = [\"rt-multi-thread\", "
             "\"macros\"] }", "tokio = { version = \"1.38\", features = [\"rt-multi-thread\", \"macros\", \"net\"] }"),
            ("bash", "cargo build", "   Compiling tokio v1.38.0\n   Compiling relay v0.3.0 (/home/dev/proj)\n    "
                     "Finished `dev` profile [unoptimized + debuginfo] target(s) in 7.84s", False),
            ("say", "Builds now."),
        ]),
        # go: missing go.sum entry; `go mod tidy` then `go build ./...` passes.
        "s-go-sum": (P, "2026-11-20T11:00:00Z", "main", [
            ("user", "add a cobra root command and make sure it builds"),
            ("write", "/home/dev/proj/cmd/root.go", "package cmd\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/spf13/cobra\"\n)\n\n"
                      "var rootCmd = &cobra.Command{Use: \"cli\", RunE: func(*cobra.Command, []string) error {\n\t"
                      "fmt.Println(\"ok\")\n\treturn nil\n}}\n"),
            ("bash", "go build ./...", GO_SUM, True),
            ("say", "The module isn't in go.mod/go.sum yet. `go mod tidy` adds it."),
            ("bash", "go mod tidy", "go: finding module for package github.com/spf13/cobra\ngo: found "
                     "github.com/spf13/cobra in github.com/spf13/cobra v1.8.1", False),
            ("bash", "go build ./... && go vet ./...", "", False),
            ("say", "`go build ./...` and `go vet ./...` are clean now."),
        ]),
        # docker compose: 5432 taken; the port mapping is edited but compose is never started again.
        "s-compose-port": (P, "2026-11-20T12:00:00Z", "main", [
            ("user", "bring up the dev stack please"),
            ("bash", "docker compose up -d", COMPOSE_PORT, True),
            ("bash", "ss -ltnp | grep 5432", "LISTEN 0      244        127.0.0.1:5432       0.0.0.0:*    "
                     "users:((\"postgres\",pid=1187,fd=7))", False),
            ("say", "A local PostgreSQL (pid 1187) already listens on 5432. I'll map the container to 5433 on the host."),
            ("edit", "/home/dev/proj/compose.yaml", "      - \"5432:5432\"", "      - \"5433:5432\""),
            ("say", "Changed the db port mapping to `5433:5432` in compose.yaml. Run `docker compose up -d` again when "
                    "you're ready; the app's DATABASE_URL will need port 5433 too."),
            ("user", "ok, I'll do that after lunch"),
        ]),
        # make: spaces instead of a tab on line 14; cat -A shows it, the edit fixes it, make build passes.
        "s-make-tabs": (P, "2026-11-20T13:00:00Z", "main", [
            ("user", "make build broke after I edited the Makefile in my editor"),
            ("bash", "make build", MAKE_SEP, True),
            ("bash", "cat -A Makefile | sed -n '13,15p'", "build: generate$\n    go build -o bin/app ./cmd/app$\n$",
             False),
            ("say", "Line 14 starts with four spaces (no `^I`): make needs a tab before a recipe line."),
            ("edit", "/home/dev/proj/Makefile", "    go build -o bin/app ./cmd/app", "\tgo build -o bin/app ./cmd/app"),
            ("bash", "make build", "go generate ./...\ngo build -o bin/app ./cmd/app", False),
            ("say", "`make build` works again."),
        ]),
        # uv: .python-version pins 3.11 but the project wants >=3.12; `uv python pin 3.12` then `uv sync` passes.
        "s-uv-pin": (P, "2026-11-20T14:00:00Z", "main", [
            ("user", "uv sync fails, no idea why"),
            ("bash", "uv sync", UV_PY, True),
            ("bash", "cat .python-version", "3.11", False),
            ("bash", "uv python pin 3.12", "Updated `.python-version` from `3.11` -> `3.12`", False),
            ("bash", "uv sync", "Using CPython 3.12.7\nCreating virtual environment at: .venv\nResolved 48 packages in "
                     "12ms\nInstalled 42 packages in 311ms", False),
            ("say", "Fixed: the pin said 3.11 while pyproject requires >=3.12."),
        ]),
        # poetry: lock out of date; `poetry lock` only suggested, the person declines.
        "s-poetry-lock": (P, "2026-11-20T15:00:00Z", "feat/export", [
            ("user", "install the deps for the export branch"),
            ("bash", "poetry install", POETRY_LOCK, True),
            ("say", "The lock file is stale relative to pyproject.toml. Should I run `poetry lock --no-update` and then "
                    "`poetry install`?"),
            ("user", "no, don't touch the lock on this branch — I'll regenerate it on main and rebase"),
            ("say", "Understood, I'll leave poetry.lock alone."),
        ]),
        # pytest: async tests skipped; asyncio_mode = "auto" in pyproject, 12 passed.
        "s-pytest-async": (P, "2026-11-20T16:00:00Z", "main", [
            ("user", "why are half the tests skipped?"),
            ("bash", ".venv/bin/python -m pytest -q", PYTEST_ASYNC, True),
            ("say", "pytest-asyncio 0.23 is installed but runs in strict mode, so un-marked `async def` tests are "
                    "skipped with PytestUnhandledCoroutineWarning."),
            ("edit", "/home/dev/proj/pyproject.toml", "[tool.pytest.ini_options]\ntestpaths = [\"tests\"]",
             "[tool.pytest.ini_options]\ntestpaths = [\"tests\"]\nasyncio_mode = \"auto\""),
            ("bash", ".venv/bin/python -m pytest -q", "............                                             "
                     "[100%]\n12 passed in 0.44s", False),
            ("say", "All 12 run and pass now."),
        ]),
        # terraform: lock file pins aws 5.31.0; `terraform init -upgrade` succeeds.
        "s-tf-upgrade": (P, "2026-11-21T09:00:00Z", "infra/aws-5-40", [
            ("user", "I bumped the aws provider constraint to ~> 5.40, please init and plan"),
            ("bash", "terraform init", TF_LOCK, True),
            ("bash", "terraform init -upgrade", "Initializing the backend...\nInitializing provider plugins...\n- "
                     "Finding hashicorp/aws versions matching \"~> 5.40\"...\n- Installing hashicorp/aws v5.76.0...\n- "
                     "Installed hashicorp/aws v5.76.0 (signed by HashiCorp)\n\nTerraform has made some changes to the "
                     "provider dependency selections recorded\nin the .terraform.lock.hcl file.\n\nTerraform has been "
                     "successfully initialized!", False),
            ("bash", "terraform plan -no-color | tail -3", "Plan: 0 to add, 2 to change, 0 to destroy.", False),
            ("say", "Initialized with the new provider; the plan changes two resources."),
        ]),
        # kubectl: namespace missing; created, apply succeeds.
        "s-kube-ns": (P, "2026-11-21T10:00:00Z", "main", [
            ("user", "deploy the payments api to the dev cluster"),
            ("bash", "kubectl apply -f k8s/deploy.yaml", KUBE_NS, True),
            ("bash", "kubectl create namespace payments", "namespace/payments created", False),
            ("bash", "kubectl apply -f k8s/deploy.yaml", "deployment.apps/payments-api created\nservice/payments-api "
                     "created", False),
            ("bash", "kubectl -n payments rollout status deploy/payments-api", "deployment \"payments-api\" successfully "
                     "rolled out", False),
            ("say", "Deployed; the namespace didn't exist on the dev cluster yet."),
        ]),
        # gradle: JDK 21 with Gradle 8.2; JAVA_HOME=17 works; upgrading the wrapper is only suggested.
        "s-gradle-jdk": (P, "2026-11-21T11:00:00Z", "main", [
            ("user", "./gradlew build fails on my new laptop"),
            ("bash", "./gradlew build", GRADLE_JDK, True),
            ("bash", "java -version 2>&1 | head -1", "openjdk version \"21.0.5\" 2024-10-15", False),
            ("say", "Class file major version 65 is Java 21; Gradle 8.2 can't run build scripts on it. JDK 17 is "
                    "installed too."),
            ("bash", "JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew build", "> Task :compileJava\n> Task "
                     ":test\n\nBUILD SUCCESSFUL in 38s\n7 actionable tasks: 7 executed", False),
            ("user", "can't we just upgrade the wrapper instead?"),
            ("say", "Yes: `./gradlew wrapper --gradle-version 8.5` would move the wrapper to a Gradle that supports "
                    "Java 21. I haven't run it; it changes gradle-wrapper.properties for everyone."),
        ]),
        # git rebase conflict, resolved; push rejected, then --force-with-lease.
        "s-rebase": (P, "2026-11-21T12:00:00Z", "feat/retry", [
            ("user", "rebase feat/retry on main and push"),
            ("bash", "git fetch origin && git rebase origin/main", REBASE, True),
            ("edit", "/home/dev/proj/src/config.ts", "<<<<<<< HEAD\n  timeoutMs: 5000,\n=======\n  retries: 3,\n"
             ">>>>>>> 3f2c1ab (feat: add retry config)", "  timeoutMs: 5000,\n  retries: 3,"),
            ("bash", "git add src/config.ts && GIT_EDITOR=true git rebase --continue",
             "[detached HEAD 8e02d4b] feat: add retry config\n 1 file changed, 1 insertion(+)\nSuccessfully rebased "
             "and updated refs/heads/feat/retry.", False),
            ("bash", "git push", PUSH_REJECT, True),
            ("bash", "git push --force-with-lease", "To github.com:acme/web.git\n + 51d0e3a...8e02d4b feat/retry -> "
                     "feat/retry (forced update)", False),
            ("say", "Rebased onto main (one conflict in src/config.ts, kept both keys) and pushed with "
                    "--force-with-lease."),
        ]),
        # ssh: private key too open; chmod 600, ssh works.
        "s-ssh-key": (P, "2026-11-21T13:00:00Z", "main", [
            ("user", "check the disk on web-03 with the deploy key"),
            ("bash", "ssh -i ~/.ssh/deploy_key deploy@10.0.3.7 df -h /", SSH_KEY, True),
            ("bash", "chmod 600 ~/.ssh/deploy_key && ls -l ~/.ssh/deploy_key",
             "-rw------- 1 dev dev 411 Nov 21 13:00 /home/dev/.ssh/deploy_key", False),
            ("bash", "ssh -i ~/.ssh/deploy_key deploy@10.0.3.7 df -h /",
             "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p1   78G   61G   14G  82% /", False),
            ("say", "web-03's root filesystem is 82% full (14G free)."),
        ]),
    }


def _sessions_b() -> dict[str, Session]:
    return {
        # locale: print of a non-ASCII name under LANG=C; PYTHONIOENCODING=utf-8 works; LC_ALL only suggested.
        "s-unicode": (P, "2026-11-21T14:00:00Z", "main", [
            ("user", "the nightly export crashes on the build box"),
            ("bash", "LANG=C python3 scripts/export.py --since 2026-11-01", UNICODE, True),
            ("say", "Under LANG=C stdout is ASCII, and the customer name `Zoé` can't be printed."),
            ("bash", "LANG=C PYTHONIOENCODING=utf-8 python3 scripts/export.py --since 2026-11-01",
             "exported 318 rows to out/export-2026-11-21.csv", False),
            ("say", "With PYTHONIOENCODING=utf-8 it exports all 318 rows. On the build box you could also set "
                    "`LC_ALL=C.UTF-8` in the cron environment."),
        ]),
        # uvicorn: port 8000 taken; a question offers kill or --port 8001, the person says neither.
        "s-uvicorn-port": (P, "2026-11-21T15:00:00Z", "main", [
            ("user", "start the api so I can click through it"),
            ("bash", "uvicorn app.main:app --reload --port 8000", UVICORN, True),
            ("bash", "lsof -i :8000 -sTCP:LISTEN", "COMMAND  PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\npython3 "
                     "4121  dev    3u  IPv4  61234      0t0  TCP localhost:8000 (LISTEN)", False),
            ("say", "Port 8000 is held by python3 (PID 4121). Should I kill PID 4121, or start this one with "
                    "`--port 8001`?"),
            ("user", "neither — that's my other api, I'll stop it myself"),
        ]),
        # env var: vitest suite needs DATABASE_URL; set inline, 48 passed, the person confirms.
        "s-env-db": (P, "2026-11-21T16:00:00Z", "main", [
            ("user", "npm test is red on a fresh clone"),
            ("bash", "npm test", ENV_MISSING, True),
            ("bash", "grep -n DATABASE_URL .env.example", "3:DATABASE_URL=postgres://app:app@localhost:5432/app_test",
             False),
            ("bash", "DATABASE_URL=postgres://app:app@localhost:5432/app_test npm test",
             "> api@2.4.0 test\n> vitest run\n\n RUN  v1.6.0 /home/dev/proj\n\n Test Files  7 passed (7)\n      "
             "Tests  48 passed (48)\n   Duration  2.31s", False),
            ("say", "src/config.ts throws when DATABASE_URL is unset; with the value from .env.example all 48 tests "
                    "pass."),
            ("user", "perfect, that's it"),
        ]),
        # yarn: packageManager yarn@4 vs global yarn 1; corepack enable, yarn add works.
        "s-yarn-corepack": (P, "2026-11-22T09:00:00Z", "main", [
            ("user", "add vitest as a dev dependency"),
            ("bash", "yarn add -D vitest", YARN_PM, True),
            ("bash", "corepack enable && yarn --version", "4.1.0", False),
            ("bash", "yarn add -D vitest", "\u27a4 YN0000: \u00b7 Yarn 4.1.0\n\u27a4 YN0000: \u250c Resolution step\n"
                     "\u27a4 YN0000: \u2514 Completed in 0s 912ms\n\u27a4 YN0000: \u250c Link step\n\u27a4 YN0000: "
                     "\u2514 Completed in 1s 204ms\n\u27a4 YN0000: \u00b7 Done in 3s 210ms", False),
            ("say", "vitest is added; corepack now provides the project's yarn 4.1.0."),
        ]),
        # npm: react-query@3 peer conflict with React 18; switched to @tanstack/react-query@5, tests pass.
        "s-npm-eresolve": (P, "2026-11-22T10:00:00Z", "main", [
            ("user", "install react-query for the dashboard"),
            ("bash", "npm install react-query@3", ERESOLVE, True),
            ("say", "react-query 3 declares a peer of React 16/17 and this app is on React 18.3.1. Its successor "
                    "@tanstack/react-query supports React 18; I'll use that instead of forcing with "
                    "--legacy-peer-deps."),
            ("bash", "npm install @tanstack/react-query@5", "added 2 packages, and audited 914 packages in 3s\n\n"
                     "found 0 vulnerabilities", False),
            ("bash", "npm test -- --run", " Test Files  12 passed (12)\n      Tests  87 passed (87)", False),
        ]),
        # docker build: requirements.txt excluded by .dockerignore; negation line added, build succeeds.
        "s-dockerignore": (P, "2026-11-22T11:00:00Z", "main", [
            ("user", "docker build for the api image fails"),
            ("bash", "docker build -t api:dev .", DOCKER_CTX, True),
            ("bash", "cat .dockerignore", ".git\n*.txt\n__pycache__/\n.venv/", False),
            ("say", "`.dockerignore` excludes `*.txt`, which drops requirements.txt from the build context."),
            ("edit", "/home/dev/proj/.dockerignore", "*.txt\n", "*.txt\n!requirements.txt\n"),
            ("bash", "docker build -t api:dev .", "#7 [3/5] COPY requirements.txt .\n#7 DONE 0.0s\n#8 [4/5] RUN pip "
                     "install --no-cache-dir -r requirements.txt\n#8 DONE 14.2s\n#10 exporting to image\n#10 naming to "
                     "docker.io/library/api:dev done\n#10 DONE 0.9s", False),
        ]),
        # pytest with a src/ layout: package not importable; `pip install -e .` then tests pass.
        "s-src-layout": (P, "2026-11-22T12:00:00Z", "main", [
            ("user", "run the test suite"),
            ("bash", ".venv/bin/python -m pytest -q", SRC_LAYOUT, True),
            ("say", "The package lives in src/shop and isn't installed into the venv."),
            ("bash", ".venv/bin/pip install -e . -q", "", False),
            ("bash", ".venv/bin/python -m pytest -q", "........................................  [100%]\n40 passed in "
                     "1.92s", False),
        ]),
        # go race: mutex added, the race test passes.
        "s-go-race": (P, "2026-11-22T13:00:00Z", "main", [
            ("user", "CI's race job fails on the cache package"),
            ("bash", "go test -race ./cache/", GO_RACE, True),
            ("edit", "/home/dev/proj/cache/cache.go", "type Cache struct {\n\tm map[string]entry\n}",
             "type Cache struct {\n\tmu sync.RWMutex\n\tm  map[string]entry\n}"),
            ("edit", "/home/dev/proj/cache/cache.go", "func (c *Cache) Set(k string, e entry) {\n\tc.m[k] = e",
             "func (c *Cache) Set(k string, e entry) {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n\tc.m[k] = e"),
            ("edit", "/home/dev/proj/cache/cache.go", "func (c *Cache) Get(k string) (entry, bool) {\n\te, ok := c.m[k]",
             "func (c *Cache) Get(k string) (entry, bool) {\n\tc.mu.RLock()\n\tdefer c.mu.RUnlock()\n\te, ok := c.m[k]"),
            ("bash", "go test -race ./cache/", "ok  \texample.com/svc/cache\t1.203s", False),
        ]),
        # rustc borrow: first edit does not fix it, the person stops the session.
        "s-borrow": (P, "2026-11-22T14:00:00Z", "main", [
            ("user", "cargo test fails in book.rs"),
            ("bash", "cargo test", BORROW, True),
            ("edit", "/home/dev/proj/src/book.rs", "let last = self.entries.last().unwrap();",
             "let last = self.entries.iter().rev().next().unwrap();"),
            ("bash", "cargo test", BORROW2, True),
            ("say", "Still borrowed. Cloning `last` (`let last = self.entries.last().unwrap().clone();`) would end the "
                    "immutable borrow before the push."),
            ("user", "stop, I'll restructure it myself"),
        ]),
        # terraform state lock: force-unlock offered in a question; the person refuses.
        "s-tf-state": (P, "2026-11-22T15:00:00Z", "main", [
            ("user", "run a plan for the network stack"),
            ("bash", "terraform plan", TF_STATE, True),
            ("say", "The state is locked by an apply from mina@ci-runner-4. Do you want me to run `terraform "
                    "force-unlock 9d3b2c1e-7a4f-4e0b-8c55-2f1e6a9d0b13`?"),
            ("user", "No! CI is applying right now, never force-unlock while it runs. We'll wait."),
        ]),
        # merge conflict in package-lock.json: take theirs, npm install, commit the merge.
        "s-merge-lock": (P, "2026-11-22T16:00:00Z", "feat/search", [
            ("user", "merge main into feat/search"),
            ("bash", "git merge main", MERGE_LOCK, True),
            ("bash", "git checkout --theirs package-lock.json && npm install", "added 3 packages, removed 1 package, "
                     "and audited 702 packages in 4s", False),
            ("bash", "git add package-lock.json && git commit --no-edit", "[feat/search 9a1b2c3] Merge branch 'main' "
                     "into feat/search", False),
            ("say", "Merged. For the lockfile conflict I took main's version and let npm install re-resolve it."),
        ]),
        # Windows: inline NODE_ENV in an npm script; cross-env added, lint passes.
        "s-win-crossenv": (W, "2026-11-23T09:00:00Z", "main", [
            ("user", "npm run lint doesn't work on my Windows machine"),
            ("bash", "npm run lint", WIN_ENV, True),
            ("bash", "npm install -D cross-env", "added 1 package, and audited 433 packages in 2s", False),
            ("edit", "C:\\Users\\dev\\site\\package.json", "\"lint\": \"NODE_ENV=production eslint .\"",
             "\"lint\": \"cross-env NODE_ENV=production eslint .\""),
            ("bash", "npm run lint", "\n> site@1.0.0 lint\n> cross-env NODE_ENV=production eslint .\n", False),
            ("say", "cmd.exe doesn't understand `VAR=value cmd`; cross-env sets it on every platform."),
        ]),
        # jest with ANSI colours: a timezone-dependent test; TZ=UTC passes.
        "s-jest-tz": (P, "2026-11-23T10:00:00Z", "main", [
            ("user", "src/date.test.ts fails for me but passes in CI"),
            ("bash", "npx jest src/date.test.ts", JEST_TZ, True),
            ("say", "CI runs in UTC; your machine is in America/Los_Angeles, so midnight UTC is the previous day."),
            ("bash", "TZ=UTC npx jest src/date.test.ts", JEST_OK, False),
            ("edit", "/home/dev/proj/package.json", "\"test\": \"jest\"", "\"test\": \"TZ=UTC jest\""),
        ]),
        # docker socket: usermod run, but docker ps still denied (new group needs a new login); left for later.
        "s-docker-group": (P, "2026-11-23T11:00:00Z", "main", [
            ("user", "docker ps says permission denied"),
            ("bash", "docker ps", DOCKER_SOCK, True),
            ("bash", "sudo usermod -aG docker dev", "", False),
            ("bash", "docker ps", DOCKER_SOCK, True),
            ("say", "Group membership only applies to new login sessions; log out and back in (or run `newgrp "
                    "docker`) and `docker ps` should work."),
            ("user", "ok I'll log out later"),
        ]),
    }


def _sessions_c() -> dict[str, Session]:
    return {
        # PEP 668: a venv instead of the system pip.
        "s-pep668": (P, "2026-11-23T12:00:00Z", "main", [
            ("user", "install requests and run the fetch script"),
            ("bash", "pip install requests", PEP668, True),
            ("bash", "python3 -m venv .venv && .venv/bin/pip install -q requests && .venv/bin/python scripts/fetch.py",
             "fetched 25 items from https://api.example.com/items", False),
            ("say", "Debian's system Python refuses pip installs (PEP 668); the script runs from a project venv."),
        ]),
        # flask in Korean: port 5000 in use; --port 5001, the person confirms in Korean.
        "s-ko-flask": (P, "2026-11-23T13:00:00Z", "main", [
            ("user", "flask 서버 좀 띄워 주세요"),
            ("bash", "flask --app app run", FLASK_PORT, True),
            ("say", "5000번 포트를 다른 프로그램(macOS의 AirPlay 수신기일 가능성이 큼)이 쓰고 있습니다. 5001번으로 띄우겠습니다."),
            ("bash", "flask --app app run --port 5001", " * Serving Flask app 'app'\n * Debug mode: on\n * Running on "
                     "http://127.0.0.1:5001\nPress CTRL+C to quit", False),
            ("user", "잘 되네요, 고마워요"),
        ]),
        # mypy (Japanese prose): stubs missing; types-requests installed, mypy clean.
        "s-ja-mypy": (P, "2026-11-23T14:00:00Z", "main", [
            ("user", "mypy を通してください"),
            ("bash", ".venv/bin/mypy src", MYPY_STUBS, True),
            ("say", "requests の型スタブが入っていません。types-requests を入れます。"),
            ("bash", ".venv/bin/pip install -q types-requests && .venv/bin/mypy src",
             "Success: no issues found in 14 source files", False),
        ]),
        # compose: app starts before the db accepts connections; healthcheck + service_healthy, app starts.
        "s-compose-health": (P, "2026-11-23T15:00:00Z", "main", [
            ("user", "the app container keeps exiting on docker compose up"),
            ("bash", "docker compose up -d && sleep 35 && docker compose logs app | tail -6",
             " Container proj-db-1  Started\n Container proj-app-1  Started\n" + APP_REFUSED, False),
            ("say", "`depends_on: [db]` only waits for the db container to start, not for PostgreSQL to accept "
                    "connections."),
            ("edit", "/home/dev/proj/compose.yaml", "    depends_on:\n      - db",
             "    depends_on:\n      db:\n        condition: service_healthy"),
            ("edit", "/home/dev/proj/compose.yaml", "    image: postgres:16\n",
             "    image: postgres:16\n    healthcheck:\n      test: [\"CMD-SHELL\", \"pg_isready -U app\"]\n      "
             "interval: 2s\n      retries: 15\n"),
            ("bash", "docker compose up -d && docker compose logs app | tail -2",
             " Container proj-db-1  Healthy\n Container proj-app-1  Started\napp-1  | INFO:     Application startup "
             "complete.\napp-1  | INFO:     Uvicorn running on http://0.0.0.0:8000", False),
        ]),
        # npm engines + nvm in the Bash tool: nvm not found until nvm.sh is sourced; npm ci works on node 20.
        "s-nvm": (P, "2026-11-23T16:00:00Z", "main", [
            ("user", "npm ci please"),
            ("bash", "npm ci", EBADENGINE, True),
            ("bash", "nvm use 20", x(127, "/bin/bash: line 1: nvm: command not found"), True),
            ("say", "nvm is a shell function loaded by ~/.bashrc, which this non-interactive shell doesn't read."),
            ("bash", "source ~/.nvm/nvm.sh && nvm use 20 && npm ci", "Now using node v20.18.0 (npm v10.8.2)\n\nadded "
                     "812 packages, and audited 813 packages in 19s\n\nfound 0 vulnerabilities", False),
        ]),
        # go private module over https; git insteadOf ssh, go mod download works.
        "s-go-private": (P, "2026-11-24T09:00:00Z", "main", [
            ("user", "go mod download fails on the authkit dependency"),
            ("bash", "go mod download", GO_PRIVATE, True),
            ("bash", "git config --global url.\"git@github.com:\".insteadOf \"https://github.com/\" && "
                     "GOPRIVATE=github.com/acme/* go mod download && echo done", "done", False),
            ("say", "Private modules skip the public proxy with GOPRIVATE, and git fetches them over ssh now."),
        ]),
        # cargo + openssl-sys: switch reqwest to rustls (do without OpenSSL), build finishes.
        "s-rustls": (P, "2026-11-24T10:00:00Z", "main", [
            ("user", "cargo build fails in the alpine container"),
            ("bash", "cargo build --release", OPENSSL, True),
            ("say", "reqwest's default features pull in native-tls/openssl-sys. Rather than installing OpenSSL "
                    "headers into the image, drop the default features and use rustls."),
            ("edit", "/home/dev/proj/Cargo.toml", "reqwest = { version = \"0.12\", features = [\"json\"] }",
             "reqwest = { version = \"0.12\", default-features = false, features = [\"json\", \"rustls-tls\"] }"),
            ("bash", "cargo build --release", "   Compiling rustls v0.23.12\n   Compiling reqwest v0.12.5\n   "
                     "Compiling fetcher v0.2.0 (/home/dev/proj)\n    Finished `release` profile [optimized] target(s) "
                     "in 41.07s", False),
        ]),
    }


def _sessions_d() -> dict[str, Session]:
    return {
        # eslint 9 without a flat config: the config is written, eslint never re-run; "thanks" is about the README.
        "s-eslint-flat": (P, "2026-11-24T11:00:00Z", "main", [
            ("user", "lint is broken after the eslint upgrade; also fix the typo in the README title"),
            ("bash", "npx eslint .", ESLINT_FLAT, True),
            ("say", "ESLint 9 no longer reads .eslintrc.json. I'll add an eslint.config.js."),
            ("write", "/home/dev/proj/eslint.config.js", "import js from \"@eslint/js\";\n\nexport default [\n  "
                      "js.configs.recommended,\n  { ignores: [\"dist/\"] },\n];\n"),
            ("edit", "/home/dev/proj/README.md", "# Aquarium Contorl Panel", "# Aquarium Control Panel"),
            ("say", "Added eslint.config.js and fixed the README title."),
            ("user", "thanks, the title looks right now"),
        ]),
        # pytest -n without xdist: the install is announced, the session ends before it runs.
        "s-xdist": (P, "2026-11-24T12:00:00Z", "main", [
            ("user", "run the tests in parallel, they're slow"),
            ("bash", ".venv/bin/python -m pytest -n auto", XDIST, True),
            ("say", "`-n` comes from pytest-xdist, which isn't installed in this venv. Next step: `.venv/bin/pip install "
                    "pytest-xdist`, then rerun with `-n auto`."),
        ]),
        # npm -g EACCES: cache clean ran BEFORE the failure, the failure stands; nothing else runs.
        "s-npm-eacces": (P, "2026-11-24T13:00:00Z", "main", [
            ("user", "install pnpm globally"),
            ("bash", "npm cache clean --force", "npm WARN using --force Recommended protections disabled.", False),
            ("bash", "npm install -g pnpm", NPM_EACCES, True),
            ("say", "The global prefix /usr/local/lib/node_modules belongs to root. Options: set a user prefix with "
                    "`npm config set prefix ~/.npm-global`, or use `corepack enable pnpm`."),
            ("user", "let me think about which one, leave it for now"),
        ]),
        # CORS: settings edited, the preflight never re-checked; the Korean "done" is about the logo.
        "s-ko-cors": (P, "2026-11-24T14:00:00Z", "main", [
            ("user", "프론트(localhost:5173)에서 API 호출이 CORS 로 막혀요. 그리고 로고 파일도 새 걸로 바꿔 주세요"),
            ("bash", "curl -si -X OPTIONS http://localhost:8000/api/items -H 'Origin: http://localhost:5173' -H "
                     "'Access-Control-Request-Method: GET'", CORS, False),
            ("say", "프리플라이트 응답에 Access-Control-Allow-Origin 헤더가 없습니다. CORS_ALLOWED_ORIGINS 에 5173 을 "
                    "추가하겠습니다."),
            ("edit", "/home/dev/proj/config/settings.py", "CORS_ALLOWED_ORIGINS = []",
             "CORS_ALLOWED_ORIGINS = [\"http://localhost:5173\"]"),
            ("bash", "cp ~/Downloads/logo-2026.svg static/img/logo.svg", "", False),
            ("user", "로고는 됐어요"),
        ]),
        # clippy: the fix is checked with cargo build, never with clippy itself.
        "s-clippy": (P, "2026-11-24T15:00:00Z", "main", [
            ("user", "make clippy happy, CI runs it with -D warnings"),
            ("bash", "cargo clippy -- -D warnings", CLIPPY, True),
            ("edit", "/home/dev/proj/src/report.rs", "        if let Some(t) = total {\n            if t > 0 {",
             "        if let Some(t) = total.filter(|t| *t > 0) {\n            {"),
            ("bash", "cargo build", "   Compiling ledger v0.1.0 (/home/dev/proj)\n    Finished `dev` profile "
                     "[unoptimized + debuginfo] target(s) in 2.03s", False),
            ("say", "Collapsed the nested if; it builds."),
        ]),
    }


def sources() -> dict[str, Session]:
    return {**_sessions_a(), **_sessions_b(), **_sessions_c(), **_sessions_d()}
