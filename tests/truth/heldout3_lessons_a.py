"""Third held-out corpus: lessons over the scripted sessions, part 1. See heldout3_lessons.py."""
from __future__ import annotations

from tests.truth.heldout3_lessons import CC, EN, ESC, FUM, K, KO, TE, G, R, S  # noqa: F401


# ---- scripted sessions, part 1 -----------------------------------------------------------------------

def _scripted_a() -> None:
    t = S("s-pnpm-frozen")
    R("pnpm-frozen", t, G(
        "A bumped dependency breaks `pnpm install --frozen-lockfile` until the lockfile is regenerated",
        "`ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to date`",
        "Editing a version range in packages/web/package.json without running pnpm install",
        "CI installs with a frozen lockfile; the lockfile still has the old specifier",
        "Run `pnpm install` and commit pnpm-lock.yaml with the package.json change",
        "`pnpm install --frozen-lockfile` → `ERR_PNPM_OUTDATED_LOCKFILE`; after `pnpm install` the frozen install "
        "printed `Already up to date`.", "build_config"),
      "real", "shown", "rerun_passes",
      "L2 0d651ea5/L3 f0d2018b fails; L5 d19e8538 pnpm install; L7 f3b6f38b/L8 ddddc201 frozen install passes.",
      ["code spans", "nested double quotes inside a span", "arrow"],
      ["ERR_PNPM_OUTDATED_LOCKFILE", "Already up to date"], failure="ERR_PNPM_OUTDATED_LOCKFILE",
      fixstep="Already up to date", group="pnpm")
    R("pnpm-frozen-code", t, G(
        "pnpm refuses a missing lockfile in CI",
        "ERR_PNPM_NO_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is absent",
        "Running the frozen install on a fresh clone",
        "pnpm-lock.yaml was never committed",
        "Commit the lockfile",
        "`pnpm install --frozen-lockfile` → `ERR_PNPM_NO_LOCKFILE  Cannot install with \"frozen-lockfile\" because "
        "pnpm-lock.yaml is absent`", "build_config"),
      "invented", "not_shown", "never_seen_error",
      "L3 f0d2018b is ERR_PNPM_OUTDATED_LOCKFILE (lockfile present but stale); no NO_LOCKFILE error appears.",
      ["code spans", "error code changed"], ["pnpm install --frozen-lockfile"], group="pnpm")
    R("pnpm-zod-knowledge", t, K(
        "packages/web pins zod ^3.23.8; the lockfile must match for CI",
        "Bumping a dependency in one workspace package",
        "Regenerate and commit pnpm-lock.yaml in the same change (git add pnpm-lock.yaml)",
        "CI runs the frozen install, which fails on a mismatched specifier",
        "Failure reason: specifiers in the lockfile ({\"zod\":\"^3.22.4\"}) don't match specs in package.json "
        "({\"zod\":\"^3.23.8\"}); fixed by `git add pnpm-lock.yaml && git commit -m \"chore: refresh lockfile for zod "
        "3.23.8\"` (`[feat/zod-upgrade 7c41e09]`).", "project_convention"),
      "real", None, "knowledge", "L3 f0d2018b failure reason; L9 7e33d4aa / L10 f2eb2156 commit 7c41e09.",
      ["JSON inside prose", "code spans"], ["specifiers in the lockfile", "[feat/zod-upgrade 7c41e09]"], group="pnpm")

    t = S("s-cargo-feature")
    R("tokio-net", t, G(
        "tokio's `TcpListener` needs the `net` feature",
        "error[E0432]: unresolved import `tokio::net::TcpListener`",
        "Declaring tokio with only rt-multi-thread and macros",
        "The item is gated behind the `net` feature",
        "Add \"net\" to tokio's features in Cargo.toml",
        "cargo build failed with E0432 (`the item is gated behind the `net` feature`); after adding net to the "
        "features list, cargo build finished in 7.84s.", "build_config", "global"),
      "real", "shown", "edit_then_pass",
      "L3 bbb3155e E0432 + gated note; Edit L5 1ac2c035 adds net; L7 28ea000f/L8 a05d5038 Finished in 7.84s.",
      ["GPT-style prose", "span broken by an inner backtick"],
      ["unresolved import `tokio::net::TcpListener`", "Finished `dev` profile"],
      failure="error[E0432]: unresolved import", fixstep="\"macros\", \"net\"]", group="tokio")
    R("tokio-net-still", t, G(
        "Adding the net feature is not enough for TcpListener",
        "E0432 unresolved import tokio::net::TcpListener",
        "Only enabling `net`",
        "TcpListener also needs `io-util`",
        "Enable `full`",
        "Even with `features = [\"rt-multi-thread\", \"macros\", \"net\"]` the second cargo build still failed with "
        "E0432.", "build_config"),
      "invented", "not_shown", "names_false_claim",
      "L8 a05d5038: the second cargo build finished (no error).",
      ["false outcome on a real edit", "code span"], ["\"macros\", \"net\"]"], group="tokio")

    t = S("s-go-sum")
    R("go-sum", t, G(
        "A new import fails `go build` until `go mod tidy` records it",
        "`missing go.sum entry for module providing package github.com/spf13/cobra`",
        "Importing a new module in cmd/root.go and building straight away",
        "The module is not in go.mod/go.sum yet",
        "Run `go mod tidy`, then build",
        "- `go build ./...` → `missing go.sum entry for module providing package github.com/spf13/cobra (imported by "
        "example.com/cli/cmd)`\n- `go mod tidy` → `found github.com/spf13/cobra in github.com/spf13/cobra v1.8.1`\n- "
        "`go build ./... && go vet ./...` → clean", "build_config", "global"),
      "real", "shown", "rerun_passes",
      "L4 43d1f619/L5 dd524fb0 fails; L7 c0257ee0 go mod tidy; L9 eadfd93d/L10 bede27c8 not an error.",
      ["terse bullets", "arrows", "ellipsis inside ./..."],
      ["missing go.sum entry for module providing package", "go build ./... && go vet ./..."],
      failure="missing go.sum entry", fixstep="go mod tidy", group="go-sum")
    R("go-sum-near", t, G(
        "cobra needs go get before building",
        "missing go.sum entry for module providing package github.com/spf13/cobre",
        "Building after adding the import",
        "go.sum lacks the module",
        "go get github.com/spf13/cobra",
        "`missing go.sum entry for module providing package github.com/spf13/cobre (imported by example.com/cli/cmd)`",
        "build_config"),
      "invented", "not_shown", "near_miss", "L5 dd524fb0 says github.com/spf13/cobra; `cobre` never appears.",
      ["code span", "one character changed"], ["missing go.sum entry"], group="go-sum")
    R("go-sum-knowledge", t, K(
        "This CLI's module path is example.com/cli",
        "Naming packages or running go get inside this repository",
        "Import the project's packages as example.com/cli/<dir> (cmd is example.com/cli/cmd)",
        "That is the module the toolchain reported",
        "go build said the package was imported by example.com/cli/cmd and suggested `go get example.com/cli/cmd`.",
        "project_convention"),
      "real", None, "knowledge", "L5 dd524fb0: (imported by example.com/cli/cmd); to add: go get example.com/cli/cmd.",
      ["prose with one code span"], ["imported by example.com/cli/cmd"])

    t = S("s-compose-port")
    R("compose-5432", t, G(
        "Host port 5432 is taken by a local PostgreSQL: map the compose db to 5433",
        "`Bind for 0.0.0.0:5432 failed: port is already allocated`",
        "`docker compose up -d` with the db published on 5432",
        "A local postgres (pid 1187) listens on 127.0.0.1:5432",
        "Publish the container on 5433 (`- \"5433:5432\"`) and point DATABASE_URL at 5433",
        "`docker compose up -d` → `Bind for 0.0.0.0:5432 failed: port is already allocated`; `ss -ltnp | grep 5432` "
        "showed `users:((\"postgres\",pid=1187,fd=7))`; compose.yaml changed to `\"5433:5432\"`.", "env_setup"),
      "real", "not_shown", "never_run",
      "L3 9bd49a54 bind failure; L5 bb11a447 postgres pid 1187; Edit L7 de091545 changes the mapping; compose is never "
      "run again, L10 ba0df1d3 the person will do it after lunch.",
      ["code spans", "quoted port mapping"], ["port is already allocated", "users:((\"postgres\",pid=1187,fd=7))"],
      failure="port is already allocated", fixstep="      - \"5433:5432\"", group="compose-port")
    R("compose-5432-up", t, G(
        "Move the compose db to 5433",
        "port is already allocated on 5432",
        "Starting the stack with the default db port",
        "Another postgres on the host",
        "Use 5433:5432",
        "After switching the mapping to 5433:5432, `docker compose up -d` started shop-db-1 and the stack came up.",
        "env_setup"),
      "invented", "not_shown", "names_false_claim",
      "compose is run only once (L2 e7806a4c, failed); nothing starts after the edit at L7.",
      ["GPT-style prose", "a fix that never ran"], ["docker compose up -d"], group="compose-port")

    t = S("s-make-tabs")
    R("make-tab", t, G(
        "An editor that expands tabs breaks the Makefile: missing separator",
        "`Makefile:14: *** missing separator.  Stop.`",
        "Saving the Makefile with an editor that turns tabs into spaces",
        "make requires a literal tab before each recipe line",
        "Put a tab back at the start of the recipe line (check with `cat -A`)",
        "`make build` → `Makefile:14: *** missing separator.  Stop.`; `cat -A` showed `    go build -o bin/app "
        "./cmd/app$` with no ^I; after the tab, `make build` ran `go build -o bin/app ./cmd/app`.", "build_config",
        "global"),
      "real", "shown", "edit_then_pass",
      "L3 459afd1a missing separator; L5 dc046ca3 spaces; Edit L7 2b06fe62; L9 27e8d6d2/L10 fb116621 ok.",
      ["code spans", "two spaces kept inside a quote"], ["missing separator.  Stop.", "go generate ./..."],
      failure="missing separator", fixstep="\tgo build -o bin/app ./cmd/app", group="make-tab")
    R("make-tab-cat", t, K(
        "`cat -A` shows whether a Makefile line starts with a tab",
        "make reports missing separator on a line that looks fine",
        "Print the lines with `cat -A Makefile | sed -n '13,15p'`: a tab shows as ^I, spaces stay spaces, line ends "
        "show as $",
        "Tabs and spaces look the same in an editor",
        "`cat -A Makefile | sed -n '13,15p'` printed `build: generate$` and `    go build -o bin/app ./cmd/app$`",
        "debugging_technique", "global"),
      "real", None, "knowledge", "L4 5c95f01b / L5 dc046ca3.", ["code spans"],
      ["cat -A Makefile | sed -n '13,15p'"], group="make-tab")
    R("make-tab-line", t, G(
        "Makefile line 41 has spaces",
        "Makefile:41: *** missing separator.  Stop.",
        "Running make build",
        "spaces instead of a tab",
        "Use a tab",
        "make build → Makefile:41: *** missing separator.  Stop. (exit 2)", "build_config"),
      "invented", "not_shown", "near_miss", "L3 459afd1a says Makefile:14, not 41.",
      ["no code spans", "a number changed"], ["make build"], group="make-tab")

    t = S("s-uv-pin")
    R("uv-pin", t, G(
        "A stale `.python-version` pin makes `uv sync` pick an incompatible Python",
        "`error: The Python request from `.python-version` resolved to Python 3.11.9, which is incompatible`",
        "Keeping .python-version at 3.11 after the project moved to requires-python >=3.12",
        ".python-version takes precedence over requires-python when uv picks an interpreter",
        "`uv python pin 3.12`, then `uv sync`",
        "uv sync failed (exit 2): resolved to Python 3.11.9, which is incompatible with the project's Python "
        "requirement: `>=3.12`. I ran `uv python pin 3.12` (Updated `.python-version` from `3.11` -> `3.12`) and uv "
        "sync then Installed 42 packages.", "env_setup"),
      "real", "shown", "rerun_passes",
      "L2 1909fabf/L3 38d04c43 exit 2; L6 b41f1a10 pin; L8 190ddac0/L9 3d4bc6da Installed 42 packages.",
      ["prose with short spans", "first person"], ["incompatible with the project's Python requirement",
                                                   "Installed 42 packages"],
      failure="resolved to Python 3.11.9", fixstep="uv python pin 3.12", group="uv-pin")
    R("uv-pin-version", t, G(
        "uv needs Python 3.13 for this project",
        "uv sync: incompatible with the project's Python requirement `>=3.13`",
        "Syncing with 3.12",
        "requires-python was raised to 3.13",
        "uv python install 3.13",
        "`incompatible with the project's Python requirement: `>=3.13``, fixed by `uv python install 3.13`",
        "env_setup"),
      "invented", "not_shown", "near_miss", "L3 38d04c43 says >=3.12; no uv python install ran.",
      ["version changed", "fix that never ran"], ["uv sync"], group="uv-pin")

    t = S("s-poetry-lock")
    R("poetry-lock", t, G(
        "poetry install refuses a stale lock file",
        "`pyproject.toml changed significantly since poetry.lock was last generated.`",
        "Changing pyproject.toml without regenerating poetry.lock",
        "poetry install installs from the lock file and checks its content hash",
        "Run `poetry lock --no-update`, then `poetry install`",
        "`poetry install` → `pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry "
        "lock [--no-update]` to fix the lock file.`", "build_config"),
      "real", "not_shown", "confirmation_denied",
      "L3 c21c0014 the error; L4 f030b997 offers poetry lock --no-update; L5 74427edc the person refuses; nothing runs.",
      ["span with an inner span", "error quoted whole"], ["pyproject.toml changed significantly since poetry.lock"],
      failure="pyproject.toml changed significantly", fixstep="Should I run `poetry lock --no-update`", group="poetry")
    R("poetry-branch-rule", t, K(
        "Do not regenerate poetry.lock on feature branches",
        "poetry.lock is stale on a feature branch (e.g. feat/export)",
        "Leave the lock alone on the branch; it is regenerated on main and the branch rebased",
        "The person asked for it explicitly",
        "User: \"no, don't touch the lock on this branch — I'll regenerate it on main and rebase\"",
        "project_convention"),
      "real", None, "knowledge", "L5 74427edc.", ["quoted user message with an em dash"],
      ["don't touch the lock on this branch"], group="poetry")
    R("poetry-locked", t, G(
        "Regenerate poetry.lock when pyproject changes",
        "pyproject.toml changed significantly since poetry.lock was last generated",
        "Editing pyproject.toml",
        "stale lock",
        "poetry lock --no-update",
        "Ran `poetry lock --no-update` → `Writing lock file`, then `poetry install` installed everything.",
        "build_config"),
      "invented", "not_shown", "invented_detail", "poetry lock never runs (the person refused at L5 74427edc).",
      ["fix that never ran", "invented output"], ["poetry install"], group="poetry")

    t = S("s-pytest-async")
    R("asyncio-auto", t, G(
        "Un-marked async tests are silently skipped under pytest-asyncio strict mode",
        "`PytestUnhandledCoroutineWarning: async def functions are not natively supported and have been skipped.`",
        "Writing `async def test_…` without @pytest.mark.asyncio while asyncio_mode is strict (the default)",
        "pytest-asyncio only collects marked coroutines in strict mode",
        "Set `asyncio_mode = \"auto\"` under [tool.pytest.ini_options] in pyproject.toml",
        "```\n5 passed, 7 skipped, 7 warnings in 0.31s\n```\nafter adding asyncio_mode = \"auto\":\n```\n12 passed in "
        "0.44s\n```", "test_strategy"),
      "real", "shown", "edit_then_pass",
      "L3 ac690fc6 5 passed 7 skipped with the warning; Edit L5 71dc7d09; L7 b81e5645/L8 a5a14fb1 12 passed.",
      ["fenced output", "prose between fences"], ["async def functions are not natively supported", "12 passed in 0.44s"],
      failure="PytestUnhandledCoroutineWarning", fixstep="asyncio_mode = \"auto\"", group="asyncio")
    R("asyncio-failed", t, G(
        "Async tests fail without pytest-asyncio",
        "7 failed: async def functions are not natively supported",
        "Running async tests without a plugin",
        "pytest-asyncio is not installed",
        "pip install pytest-asyncio",
        "`.venv/bin/python -m pytest -q` → `7 failed, 5 passed`; after `pip install pytest-asyncio` all 12 passed.",
        "test_strategy"),
      "invented", "not_shown", "invented_detail",
      "L3 ac690fc6: 5 passed, 7 skipped (not failed); the plugin was already installed (plugins: asyncio-0.23.7); no pip "
      "install ran.", ["code spans", "skipped rewritten as failed"], [".venv/bin/python -m pytest -q"], group="asyncio")
    R("asyncio-plugins", t, K(
        "The test venv already has pytest-asyncio 0.23.7 and anyio 4.4.0",
        "Writing async tests in this project",
        "Rely on pytest-asyncio (asyncio_mode = auto in pyproject); no extra plugin is needed",
        "pytest's header lists both plugins",
        "pytest header: `plugins: asyncio-0.23.7, anyio-4.4.0`, `configfile: pyproject.toml`",
        "test_strategy"),
      "real", None, "knowledge", "L3 ac690fc6 header lines.", ["code spans"], ["plugins: asyncio-0.23.7, anyio-4.4.0"],
      group="asyncio")

    t = S("s-tf-upgrade")
    R("tf-upgrade", t, G(
        "After raising a provider constraint, `terraform init` needs `-upgrade`",
        "`locked provider registry.terraform.io/hashicorp/aws 5.31.0 does not match configured version constraint ~> "
        "5.40`",
        "Running plain `terraform init` after bumping the aws provider constraint",
        ".terraform.lock.hcl still pins the old provider version",
        "`terraform init -upgrade` (and commit the updated .terraform.lock.hcl)",
        "terraform init → Error: Failed to query available provider packages … must use terraform init -upgrade to "
        "allow selection of new versions. terraform init -upgrade → Installed hashicorp/aws v5.76.0 … Terraform has "
        "been successfully initialized!", "tool_quirk", "global"),
      "real", "shown", "fix_ran",
      "L3 d7113e59 the lock mismatch; L4 32a49b4a/L5 b578a9c3 initialized; L7 3c9abae3 plan works.",
      ["no code spans", "ellipses", "arrows as words"],
      ["does not match configured version constraint", "Terraform has been successfully initialized!"],
      failure="Failed to query available provider packages", fixstep="terraform init -upgrade", group="tf-upgrade")
    R("tf-upgrade-ver", t, G(
        "terraform init -upgrade picked aws 5.40.0",
        "lock mismatch on hashicorp/aws",
        "plain terraform init",
        "old lock",
        "terraform init -upgrade",
        "`terraform init -upgrade` → `Installed hashicorp/aws v5.40.0 (signed by HashiCorp)`", "tool_quirk"),
      "invented", "not_shown", "near_miss", "L5 b578a9c3 installed v5.76.0, not v5.40.0.",
      ["version changed in a quote"], ["terraform init -upgrade"], group="tf-upgrade")
    R("tf-plan", t, K(
        "The aws provider upgrade changes two resources",
        "Reviewing the provider bump on infra/aws-5-40",
        "Expect a plan of 2 changes and nothing added or destroyed; anything else is unrelated drift",
        "The first plan after the upgrade said so",
        "`terraform plan -no-color | tail -3` → `Plan: 0 to add, 2 to change, 0 to destroy.`", "workflow"),
      "real", None, "knowledge", "L6 4fd112a6 / L7 3c9abae3.", ["code spans", "arrow"],
      ["Plan: 0 to add, 2 to change, 0 to destroy."])

    t = S("s-kube-ns")
    R("kube-ns", t, G(
        "The dev cluster has no `payments` namespace until you create it",
        "`Error from server (NotFound): error when creating \"k8s/deploy.yaml\": namespaces \"payments\" not found`",
        "`kubectl apply -f k8s/deploy.yaml` on a cluster that never had the namespace",
        "The manifests set namespace: payments but do not create it",
        "`kubectl create namespace payments` before the first apply",
        "Nach `kubectl create namespace payments` lief `kubectl apply -f k8s/deploy.yaml` durch: "
        "`deployment.apps/payments-api created`, und der Rollout meldete `deployment \"payments-api\" successfully "
        "rolled out`.", "env_setup"),
      "real", "shown", "rerun_passes",
      "L3 4a506e40 NotFound; L4 fdc1aa68 create namespace; L6 359164c7/L7 ea389957 created; L9 0d898b89 rolled out.",
      ["German prose", "code spans", "nested double quotes"], ["namespaces \"payments\" not found", "deployment.apps/payments-api created"],
      failure="namespaces \"payments\" not found", fixstep="kubectl create namespace payments", group="kube-ns")
    R("kube-ns-unauth", t, G(
        "kubectl is not logged in to the dev cluster",
        "error: You must be logged in to the server (Unauthorized)",
        "Applying the manifests",
        "expired credentials",
        "refresh the kubeconfig",
        "`kubectl apply -f k8s/deploy.yaml` → `error: You must be logged in to the server (Unauthorized)`",
        "env_setup"),
      "invented", "not_shown", "never_seen_error", "L3 4a506e40 is NotFound (namespace), never Unauthorized.",
      ["real command, invented error"], ["kubectl apply -f k8s/deploy.yaml"], group="kube-ns")
