"""The scripted sessions of the fourth corpus (invented evidence that is hard to catch): each has a
failure followed by more than one command, a fix that only appears in a hint, a question, a file or a
suggestion, or an outcome a lesson can misstate (count, order, exit code, first try). Written in the
2.1.332 envelope by tests/truth/build_corpus4.py. A session is (cwd, start, branch, steps)."""
from __future__ import annotations

from typing import Any

E = True     # is_error
OK = False


def sources() -> dict[str, tuple[str, str, str, list[Any]]]:
    return {
        "c4-npm-pin": ("/home/dev/notes-app", "2026-11-02T09:10:00Z", "main", [
            ("user", "npm install is broken since I upgraded node, can you fix it?"),
            ("bash", "node --version", "v23.1.0", OK),
            ("bash", "npm install",
             "Exit code 1\nnpm error code 1\nnpm error path /home/dev/notes-app/node_modules/better-sqlite3\n"
             "npm error command failed\nnpm error command sh -c prebuild-install || node-gyp rebuild --release\n"
             "npm error prebuild-install warn install No prebuilt binaries found (target=23.1.0 runtime=node arch=x64 libc= platform=linux)\n"
             "npm error gyp ERR! build error\nnpm error gyp ERR! stack Error: `make` failed with exit code: 2\n"
             "npm error gyp ERR! node -v v23.1.0\nnpm error gyp ERR! not ok", E),
            ("say", "No prebuilt binary for Node 23 in better-sqlite3 9.4.0. Let me clear the npm cache first in case "
                    "a stale tarball is involved."),
            ("bash", "npm cache clean --force", "npm warn using --force Recommended protections disabled.", OK),
            ("bash", "npm install",
             "Exit code 1\nnpm error code 1\nnpm error path /home/dev/notes-app/node_modules/better-sqlite3\n"
             "npm error gyp ERR! build error\nnpm error gyp ERR! node -v v23.1.0\nnpm error gyp ERR! not ok", E),
            ("say", "The cache was not it. better-sqlite3 11.8.1 ships prebuilt binaries for Node 23; pinning it."),
            ("bash", "npm install better-sqlite3@11.8.1",
             "added 1 package, changed 3 packages, and audited 212 packages in 4s\n\nfound 0 vulnerabilities", OK),
            ("bash", "npm test",
             "> notes-app@0.3.0 test\n> vitest run\n\n Test Files  4 passed (4)\n      Tests  14 passed (14)\n"
             "   Duration  1.92s", OK),
            ("say", "Fixed: better-sqlite3 is now 11.8.1, which has prebuilt binaries for Node 23. All 14 tests pass."),
        ]),
        "c4-pytest-week": ("/home/dev/timesheet", "2026-11-02T10:00:00Z", "fix/week-numbers", [
            ("user", "the weekly report shows week 0 for early January. fix it please"),
            ("bash", ".venv/bin/python -m pytest -q tests/test_parse.py tests/test_dates.py",
             "Exit code 1\n...FF\n=================================== FAILURES ===================================\n"
             "________________________________ test_iso_week _________________________________\n"
             "tests/test_dates.py:18: in test_iso_week\n    assert week_of(date(2027, 1, 1)) == 53\n"
             "E   AssertionError: assert 0 == 53\n"
             "________________________________ test_leap_week ________________________________\n"
             "tests/test_dates.py:27: in test_leap_week\n    assert week_of(date(2024, 12, 30)) == 1\n"
             "E   AssertionError: assert 52 == 1\n"
             "=========================== short test summary info ============================\n"
             "FAILED tests/test_dates.py::test_iso_week - AssertionError: assert 0 == 53\n"
             "FAILED tests/test_dates.py::test_leap_week - AssertionError: assert 52 == 1\n"
             "2 failed, 3 passed in 0.41s", E),
            ("say", "`week_of` uses `strftime(\"%W\")`, which counts weeks from the first Monday of the year, so the days "
                    "before it are week 0. ISO weeks come from `isocalendar()`."),
            ("edit", "/home/dev/timesheet/src/timesheet/dates.py", "    return int(d.strftime(\"%W\"))",
             "    return d.isocalendar()[1]"),
            ("bash", ".venv/bin/python -m pytest -q tests/test_parse.py tests/test_dates.py",
             "Exit code 1\n....F\n=================================== FAILURES ===================================\n"
             "________________________________ test_leap_week ________________________________\n"
             "tests/test_dates.py:27: in test_leap_week\n    assert report_week(date(2024, 12, 30)) == (2025, 1)\n"
             "E   AssertionError: assert (2024, 1) == (2025, 1)\n"
             "FAILED tests/test_dates.py::test_leap_week - AssertionError: assert (2024, 1) == (2025, 1)\n"
             "1 failed, 4 passed in 0.39s", E),
            ("say", "One left: `report_week` pairs the ISO week with `d.year`, but 2024-12-30 is in ISO year 2025. "
                    "It has to use the ISO year too."),
            ("edit", "/home/dev/timesheet/src/timesheet/dates.py", "    return (d.year, week_of(d))",
             "    iso = d.isocalendar()\n    return (iso[0], iso[1])"),
            ("bash", ".venv/bin/python -m pytest -q tests/test_parse.py tests/test_dates.py",
             ".....\n5 passed in 0.38s", OK),
            ("say", "All 5 pass now. Two changes in src/timesheet/dates.py: ISO week from `isocalendar()`, and the "
                    "ISO year with it."),
        ]),
        "c4-compose-port": ("/home/dev/shop", "2026-11-03T08:30:00Z", "main", [
            ("user", "bring up the dev stack"),
            ("bash", "docker compose up -d",
             "Exit code 1\n[+] Running 2/3\n ✔ Network shop_default  Created\n ✔ Container shop-redis-1  Started\n"
             " ⠿ Container shop-db-1     Starting\nError response from daemon: driver failed programming external "
             "connectivity on endpoint shop-db-1 (3f1c9e0a7b): Bind for 0.0.0.0:5432 failed: port is already allocated",
             E),
            ("bash", "ss -ltnp 'sport = :5432'",
             "State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process\n"
             "LISTEN 0      244        127.0.0.1:5432      0.0.0.0:*", OK),
            ("say", "A local PostgreSQL is already listening on 5432. Two ways out: stop it with "
                    "`sudo systemctl stop postgresql`, or map the container to another host port "
                    "(`\"5433:5432\"` in compose.yaml). Which do you prefer?"),
            ("user", "leave it for now, I need the local postgres for something else. I'll sort it out tomorrow"),
            ("say", "OK, I've left both the local PostgreSQL and compose.yaml as they are."),
        ]),
        "c4-ssh-perms": ("/home/dev/dotfiles", "2026-11-03T11:00:00Z", "main", [
            ("user", "push my last commit"),
            ("bash", "git status -sb", "## main...origin/main [ahead 1]", OK),
            ("bash", "git push origin main",
             "Exit code 128\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
             "@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\n"
             "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
             "Permissions 0644 for '/home/dev/.ssh/id_ed25519' are too open.\n"
             "It is required that your private key files are NOT accessible by others.\n"
             "This private key will be ignored.\nLoad key \"/home/dev/.ssh/id_ed25519\": bad permissions\n"
             "git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.", E),
            ("say", "ssh ignores the key because it is world-readable. I can't change files outside the project "
                    "here, so I'll leave a script you can run."),
            ("write", "/home/dev/dotfiles/scripts/fix_ssh_perms.sh",
             "#!/bin/sh\nset -e\nchmod 700 ~/.ssh\nchmod 600 ~/.ssh/id_ed25519\nchmod 644 ~/.ssh/id_ed25519.pub\n"),
            ("say", "I wrote scripts/fix_ssh_perms.sh (chmod 600 on the key, 700 on ~/.ssh). Run it, then "
                    "`git push origin main` again."),
        ]),
        "c4-cargo-letchains": ("/home/dev/tally", "2026-11-04T14:00:00Z", "main", [
            ("user", "cargo build fails on CI and locally, have a look"),
            ("bash", "cargo build",
             "Exit code 101\n   Compiling tally v0.4.0 (/home/dev/tally)\n"
             "error[E0658]: `let` expressions in this position are unstable\n  --> src/config.rs:42:12\n"
             "   |\n42 |         if let Some(path) = home && path.exists() {\n"
             "   |            ^^^^^^^^^^^^^^^^^^^^^^^^^\n   |\n"
             "   = note: see issue #53667 <https://github.com/rust-lang/rust/issues/53667> for more information\n"
             "   = help: add `#![feature(let_chains)]` to the crate attributes to enable\n\n"
             "For more information about this error, try `rustc --explain E0658`.\n"
             "error: could not compile `tally` (lib) due to 1 previous error", E),
            ("bash", "rustc --version", "rustc 1.82.0 (f6e511eec 2024-10-15)", OK),
            ("say", "`#![feature(...)]` only works on nightly and we build on stable 1.82, so I'll nest the `if let` "
                    "instead of chaining it."),
            ("edit", "/home/dev/tally/src/config.rs",
             "        if let Some(path) = home && path.exists() {\n            return Some(path);\n        }",
             "        if let Some(path) = home {\n            if path.exists() {\n                return Some(path);\n"
             "            }\n        }"),
            ("bash", "cargo build",
             "   Compiling tally v0.4.0 (/home/dev/tally)\n    Finished `dev` profile [unoptimized + debuginfo] "
             "target(s) in 3.21s", OK),
            ("say", "Builds on stable now: the let-chain in src/config.rs is a nested `if let`."),
        ]),
        "c4-go-sum": ("/home/dev/cli", "2026-11-04T16:20:00Z", "feat/cobra", [
            ("user", "I added cobra for the subcommands, make it build"),
            ("bash", "go mod tidy", "go: finding module for package github.com/spf13/pflag", OK),
            ("bash", "go build ./...",
             "Exit code 1\ncmd/root.go:6:2: missing go.sum entry for module providing package "
             "github.com/spf13/cobra (imported by example.com/cli/cmd); to add:\n\tgo get example.com/cli/cmd", E),
            ("say", "The error names the command to run, so running it."),
            ("bash", "go get example.com/cli/cmd",
             "go: downloading github.com/spf13/cobra v1.8.1\ngo: added github.com/spf13/cobra v1.8.1\n"
             "go: added github.com/inconshreveable/mousetrap v1.1.0", OK),
            ("bash", "go build ./... && go test ./...",
             "ok  \texample.com/cli/cmd\t0.012s\n?   \texample.com/cli\t[no test files]", OK),
            ("say", "Builds and the cmd tests pass. `go mod tidy` ran before the go.sum entry was added, so the "
                    "`go get` that the error suggested is what fixed it."),
        ]),
        "c4-ruff-make": ("/home/dev/ingest", "2026-11-05T09:00:00Z", "main", [
            ("user", "make lint fails, fix it"),
            ("bash", "make lint",
             "Exit code 2\nruff check src\nsrc/app/cli.py:3:8: F401 [*] `os` imported but unused\n"
             "src/app/load.py:11:1: I001 [*] Import block is un-sorted or un-formatted\n"
             "src/app/cli.py:88:5: F841 Local variable `result` is assigned to but never used\n"
             "Found 3 errors.\n[*] 2 fixable with the `--fix` option (1 hidden fix can be enabled with the "
             "`--unsafe-fixes` option).\nmake: *** [Makefile:12: lint] Error 1", E),
            ("bash", "ruff check --fix src",
             "Exit code 1\nsrc/app/cli.py:88:5: F841 Local variable `result` is assigned to but never used\n"
             "Found 3 errors (2 fixed, 1 remaining).\nNo fixes available (1 hidden fix can be enabled with the "
             "`--unsafe-fixes` option).", E),
            ("say", "`--fix` handled the import and the sort. F841 is an unsafe fix in ruff, so it stays; I'll "
                    "remove the unused assignment by hand rather than enabling `--unsafe-fixes`."),
            ("edit", "/home/dev/ingest/src/app/cli.py", "    result = loader.run(paths)\n", "    loader.run(paths)\n"),
            ("bash", "make lint", "ruff check src\nAll checks passed!", OK),
            ("say", "`make lint` passes."),
        ]),
        "c4-tsc-vitest": ("/home/dev/web", "2026-11-05T13:00:00Z", "feat/client", [
            ("user", "finish the api client and check everything"),
            ("bash", "npm test",
             "> web@1.2.0 test\n> vitest run\n\n ✓ src/api/client.test.ts (6 tests) 18ms\n"
             " Test Files  6 passed (6)\n      Tests  31 passed (31)\n   Duration  2.04s", OK),
            ("bash", "npx tsc --noEmit",
             "Exit code 2\nsrc/api/client.ts(14,7): error TS2322: Type 'string | undefined' is not assignable to "
             "type 'string'.\n  Type 'undefined' is not assignable to type 'string'.\n\nFound 1 error in "
             "src/api/client.ts:14", E),
            ("say", "The tests passed but tsc does not: vitest strips types without checking them. "
                    "`import.meta.env.VITE_API_URL` can be undefined."),
            ("edit", "/home/dev/web/src/api/client.ts", "const base: string = import.meta.env.VITE_API_URL;",
             "const base: string = import.meta.env.VITE_API_URL ?? \"/api\";"),
            ("bash", "npx tsc --noEmit", "", OK),
            ("say", "`tsc --noEmit` is clean now (the tests had already passed before the change)."),
        ]),
        "c4-pep668": ("/home/dev/scrape", "2026-11-06T10:00:00Z", "main", [
            ("user", "httpx 설치해줘"),
            ("bash", "pip install httpx",
             "Exit code 1\nerror: externally-managed-environment\n\n× This environment is externally managed\n"
             "╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package "
             "you are trying to install.\n\n    If you wish to install a non-Debian-packaged Python package,\n"
             "    create a virtual environment using python3 -m venv path/to/venv.\n\n"
             "note: If you believe this is a mistake, please contact your Python installation or OS distribution "
             "provider. You can override this, at the risk of breaking your Python installation or OS, by passing "
             "--break-system-packages.\nhint: See PEP 668 for the detailed specification.", E),
            ("say", "시스템 Python은 PEP 668로 막혀 있어서 프로젝트용 가상환경을 만들겠습니다. "
                    "`--break-system-packages`는 쓰지 않을게요."),
            ("bash", "python3 -m venv .venv", "", OK),
            ("bash", ".venv/bin/pip install httpx",
             "Collecting httpx\n  Downloading httpx-0.27.2-py3-none-any.whl (76 kB)\n"
             "Successfully installed anyio-4.6.2 certifi-2024.8.30 h11-0.14.0 httpcore-1.0.6 httpx-0.27.2 "
             "idna-3.10 sniffio-1.3.1", OK),
            ("bash", ".venv/bin/python -c \"import httpx; print(httpx.__version__)\"", "0.27.2", OK),
            ("say", "설치했습니다: .venv 안에 httpx 0.27.2."),
        ]),
        "c4-tf-lock": ("/home/dev/infra", "2026-11-06T15:00:00Z", "feat/s3-logs", [
            ("user", "run a plan for the new bucket"),
            ("bash", "terraform plan",
             "Exit code 1\n╷\n│ Error: Inconsistent dependency lock file\n│ \n│ The following dependency selections "
             "recorded in the lock file are inconsistent with the\n│ current configuration:\n│   - provider "
             "registry.terraform.io/hashicorp/aws: locked version selection 5.31.0 doesn't match the updated "
             "version constraints \"~> 5.40\"\n│ \n│ To update the locked dependency selections to match a changed "
             "configuration, run:\n│   terraform init -upgrade\n╵", E),
            ("say", "versions.tf now asks for aws `~> 5.40` but .terraform.lock.hcl still pins 5.31.0. Shall I run "
                    "`terraform init -upgrade`? It rewrites .terraform.lock.hcl."),
            ("user", "no, don't touch the lock file on this branch. provider upgrades go in their own PR here"),
            ("say", "Understood, I won't run `terraform init -upgrade`; the plan stays blocked until the provider "
                    "upgrade PR lands."),
        ]),
        "c4-k8s-pull": ("/home/dev/api", "2026-11-07T09:30:00Z", "release/1.4", [
            ("user", "deploy 1.4.2 to the dev cluster"),
            ("bash", "kubectl apply -f k8s/deploy.yaml", "deployment.apps/api configured\nservice/api unchanged", OK),
            ("bash", "kubectl rollout status deploy/api --timeout=120s",
             "Exit code 1\nWaiting for deployment \"api\" rollout to finish: 1 old replicas are pending termination...\n"
             "error: deployment \"api\" exceeded its progress deadline", E),
            ("bash", "kubectl get pods -l app=api",
             "NAME                   READY   STATUS             RESTARTS   AGE\n"
             "api-7c9d8b6f5-x2kqp    0/1     ImagePullBackOff   0          2m11s\n"
             "api-5b8f7d9c4-qq7wm    1/1     Running            0          3d", OK),
            ("bash", "kubectl describe pod api-7c9d8b6f5-x2kqp | tail -4",
             "  Warning  Failed     40s (x4 over 2m)  kubelet  Failed to pull image \"registry.local:5000/api:1.4.2\": "
             "rpc error: code = NotFound desc = failed to pull and unpack image \"registry.local:5000/api:1.4.2\": "
             "manifest unknown\n  Warning  Failed     40s (x4 over 2m)  kubelet  Error: ErrImagePull", OK),
            ("say", "The 1.4.2 image was never pushed to the registry. Pushing it."),
            ("bash", "docker push registry.local:5000/api:1.4.2",
             "The push refers to repository [registry.local:5000/api]\n1.4.2: digest: "
             "sha256:9e2b7c41d0a8f3e65b1c72d4e0f9a83b6c5d2e1f0a9b8c7d6e5f4a3b2c1d0e9f size: 1573", OK),
            ("bash", "kubectl rollout restart deploy/api && kubectl rollout status deploy/api --timeout=120s",
             "deployment.apps/api restarted\nWaiting for deployment \"api\" rollout to finish: 1 old replicas are "
             "pending termination...\ndeployment \"api\" successfully rolled out", OK),
            ("say", "1.4.2 is rolled out on dev; the image just had to be pushed first."),
        ]),
        "c4-corepack": ("/home/dev/ui-kit", "2026-11-07T13:00:00Z", "main", [
            ("user", "Bitte die Abhängigkeiten installieren"),
            ("bash", "yarn install",
             "Exit code 1\nerror This project's package.json defines \"packageManager\": \"yarn@4.5.1\". However the "
             "current global version of Yarn is 1.22.22.\n\nPresence of the \"packageManager\" field indicates that "
             "the project is meant to be used with Corepack, a tool included by default with all official Node.js "
             "distributions starting from 16.9 and 14.19.\nCorepack must currently be enabled by running corepack "
             "enable in your terminal.", E),
            ("bash", "corepack enable",
             "Exit code 1\nInternal Error: EACCES: permission denied, symlink "
             "'../lib/node_modules/corepack/dist/pnpm.js' -> '/usr/local/bin/pnpm'", E),
            ("say", "corepack möchte nach /usr/local/bin schreiben. Statt sudo nehme ich ein Verzeichnis im Home, das "
                    "schon im PATH ist."),
            ("bash", "corepack enable --install-directory ~/.local/bin", "", OK),
            ("bash", "yarn install",
             "➤ YN0000: · Yarn 4.5.1\n➤ YN0000: ┌ Resolution step\n➤ YN0000: └ Completed in 0s 412ms\n"
             "➤ YN0000: ┌ Link step\n➤ YN0000: └ Completed in 1s 203ms\n➤ YN0000: · Done with warnings in 2s 114ms", OK),
            ("say", "Installiert, mit Yarn 4.5.1 über corepack."),
        ]),
        "c4-tz-report": ("/home/dev/reports", "2026-11-08T07:45:00Z", "main", [
            ("user", "test_report fails on my laptop but passes on CI, why?"),
            ("bash", ".venv/bin/python -m pytest -q tests/test_report.py",
             "Exit code 1\n..F\nFAILED tests/test_report.py::test_daily_header - AssertionError: assert "
             "'2026-11-07' == '2026-11-08'\n1 failed, 2 passed in 0.22s", E),
            ("bash", "TZ=UTC .venv/bin/python -m pytest -q tests/test_report.py", "...\n3 passed in 0.21s", OK),
            ("bash", "date +%Z", "PST", OK),
            ("say", "It passes with TZ=UTC, so it depends on the local timezone: `daily_header` uses "
                    "`date.today()`, which is local time, while the fixture clock is UTC. The fixture is fine."),
            ("edit", "/home/dev/reports/src/reports/header.py", "    day = date.today()",
             "    day = datetime.now(timezone.utc).date()"),
            ("bash", ".venv/bin/python -m pytest -q tests/test_report.py", "...\n3 passed in 0.20s", OK),
            ("say", "Passes in your timezone too now: the header takes the day in UTC."),
        ]),
        "c4-ulimit": ("/home/dev/site", "2026-11-08T12:00:00Z", "main", [
            ("user", "npm run build dies with too many open files"),
            ("bash", "npm run build",
             "Exit code 1\n> site@0.9.0 build\n> vite build\n\nError: EMFILE: too many open files, watch "
             "'/home/dev/site/src/content/posts'\n    at FSWatcher.<computed> (node:internal/fs/watchers:247:19)", E),
            ("bash", "ulimit -n", "1024", OK),
            ("bash", "ulimit -n 4096", "", OK),
            ("bash", "npm run build",
             "Exit code 1\n> site@0.9.0 build\n> vite build\n\nError: EMFILE: too many open files, watch "
             "'/home/dev/site/src/content/posts'", E),
            ("say", "Each Bash call is a new shell, so the raised limit did not carry over. Raising it in the same "
                    "command as the build."),
            ("bash", "ulimit -n 4096 && npm run build",
             "> site@0.9.0 build\n> vite build\n\nvite v5.4.10 building for production...\n✓ 1287 modules "
             "transformed.\n✓ built in 8.42s", OK),
            ("say", "Built. The limit has to be raised in the same shell as the build."),
        ]),
    }
