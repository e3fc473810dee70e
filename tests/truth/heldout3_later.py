"""The tracking half of the third held-out corpora: the lessons followed (`h3t-…`, each learned in a
scripted source session of heldout3_sources.py), the later sessions they are paired with (`l-*`), and
the labels. Written from the session texts below, before any tool ran on them:

applied  = the session ran the lesson's fix with no such failure before it;
recurred = the lesson's failure shape came back (another package, crate item, module, Makefile line,
           provider, key file, host, test file), whatever followed it: "hit the error, then ran the fix"
           is a recurrence, not an application;
neither  = otherwise, including a fix stated only in prose and every session that began before the
           lesson's source session ended. Knowledge has no failure: its `recurred` is null."""
from __future__ import annotations

from typing import Any

from tests.truth.heldout3_outputs import x
from tests.truth.heldout3_sources import P, Session

SP = "spotter-2.1.39/"
GQC = SP + "258c7280-ae70-4798-800f-63464d01a85d.jsonl"
TE = SP + "ae4a77f8-aedd-4bc1-888f-c94edc91af04.jsonl"


def _lesson(lid: str, source: str, style: str, entry: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    return {"id": lid, "topic": lid.removeprefix("h3t-"), "source": source, "style": style, "scope": "project",
            "kind": entry["kind"], "lang": lang, "ignored": [],
            "entry": {"confidence": "high", "scope": "project", **entry}}


def _g(title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: str,
       category: str = "tool_quirk") -> dict[str, Any]:
    return {"kind": "gotcha", "category": category, "title": title, "symptom": symptom, "trap": trap, "cause": cause,
            "workaround": workaround, "evidence": evidence}


LESSONS = [
    _lesson("h3t-pnpm-frozen", "s-pnpm-frozen", "code spans, package path in the error", _g(
        "Changing a workspace package.json breaks the frozen pnpm install until the lockfile is refreshed",
        "`ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\"`",
        "Editing a dependency range in a package.json and committing without `pnpm install`",
        "The lockfile keeps the old specifier; CI installs with --frozen-lockfile",
        "Run `pnpm install`, then commit pnpm-lock.yaml together with the package.json change",
        "`pnpm install --frozen-lockfile` → `ERR_PNPM_OUTDATED_LOCKFILE`; `pnpm install` then the frozen install → "
        "`Already up to date`", "build_config")),
    _lesson("h3t-tokio-net", "s-cargo-feature", "prose with spans", _g(
        "tokio networking types need the `net` feature",
        "`error[E0432]: unresolved import` of a `tokio::net` item, note: `the item is gated behind the `net` feature`",
        "Using tokio::net types with tokio declared as rt-multi-thread + macros only",
        "tokio gates its networking module behind the net feature",
        "Add \"net\" to tokio's features in Cargo.toml before using tokio::net",
        "cargo build → error[E0432]: unresolved import `tokio::net::TcpListener`; after adding net to the features, "
        "cargo build finished in 7.84s",
        "build_config")),
    _lesson("h3t-go-sum", "s-go-sum", "terse", _g(
        "go build fails on a newly imported module until go mod tidy",
        "missing go.sum entry for module providing package …",
        "Adding an import of a new module and building at once",
        "go.mod/go.sum do not list the module yet",
        "Run go mod tidy after adding imports, before go build/go test",
        "`missing go.sum entry for module providing package github.com/spf13/cobra`; `go mod tidy` fixed it",
        "build_config")),
    _lesson("h3t-make-tab", "s-make-tabs", "code spans", _g(
        "Makefile recipe lines must start with a tab",
        "`*** missing separator.  Stop.`",
        "Recipe lines indented with spaces (an editor expanding tabs)",
        "make only accepts a tab before a recipe line",
        "Indent recipes with a real tab; check with `cat -A Makefile` (tabs show as ^I)",
        "`Makefile:14: *** missing separator.  Stop.`; `cat -A` showed spaces; with a tab `make build` ran",
        "build_config")),
    _lesson("h3t-tf-upgrade", "s-tf-upgrade", "prose, no spans", _g(
        "After changing a provider constraint run terraform init -upgrade",
        "Error: Failed to query available provider packages … locked provider … does not match configured version "
        "constraint",
        "Plain terraform init after bumping a provider version constraint",
        ".terraform.lock.hcl still pins the previous version",
        "terraform init -upgrade, then commit .terraform.lock.hcl",
        "terraform init failed: locked provider registry.terraform.io/hashicorp/aws 5.31.0 does not match configured "
        "version constraint ~> 5.40; terraform init -upgrade → Terraform has been successfully initialized!")),
    _lesson("h3t-ssh-perms", "s-ssh-key", "code spans", _g(
        "ssh refuses private keys that others can read",
        "`UNPROTECTED PRIVATE KEY FILE!` … `bad permissions` → `Permission denied (publickey).`",
        "Using a freshly copied key file with 0644/0664 permissions",
        "OpenSSH ignores private keys readable by group or others",
        "`chmod 600` the key before using it",
        "`Permissions 0644 for '/home/dev/.ssh/deploy_key' are too open.`; `chmod 600 ~/.ssh/deploy_key`, then ssh "
        "worked", "security")),
    _lesson("h3t-nvm", "s-nvm", "prose", _g(
        "nvm is not available in the tool's shell until nvm.sh is sourced",
        "nvm: command not found (exit 127)",
        "Calling nvm use/install directly from a Bash tool call",
        "nvm is a shell function defined by ~/.bashrc, which non-interactive shells skip",
        "Prefix nvm commands with source ~/.nvm/nvm.sh && in the same call",
        "nvm use 20 → /bin/bash: line 1: nvm: command not found; source ~/.nvm/nvm.sh && nvm use 20 && npm ci → Now "
        "using node v20.18.0")),
    _lesson("h3t-corepack", "s-yarn-corepack", "code spans", _g(
        "Projects pinning yarn 4 need corepack, not the global yarn 1",
        "`This project's package.json defines \"packageManager\": \"yarn@…\". However the current global version of "
        "Yarn is 1.22.19.`",
        "Running yarn in a project with a packageManager field using the global yarn classic",
        "The packageManager field expects corepack to provide that yarn",
        "Run `corepack enable` before yarn commands",
        "`yarn add -D vitest` → `However the current global version of Yarn is 1.22.19.`; `corepack enable && yarn "
        "--version` → `4.1.0`", "env_setup")),
    _lesson("h3t-pep668", "s-pep668", "prose", _g(
        "The system Python refuses pip installs: use a venv",
        "error: externally-managed-environment",
        "pip install (or pip3 install --user) into the distro Python",
        "PEP 668: the distribution marks its Python as externally managed",
        "Create a venv (python3 -m venv .venv) and install with .venv/bin/pip",
        "pip install requests → error: externally-managed-environment; python3 -m venv .venv && .venv/bin/pip install "
        "-q requests worked", "env_setup")),
    _lesson("h3t-jest-tz", "s-jest-tz", "code spans", _g(
        "Date tests fail outside UTC; run jest with TZ=UTC",
        "A date assertion off by one day (`Expected` one day, `Received` the day before)",
        "Running the jest date tests on a machine not in UTC",
        "The code formats local calendar days; CI runs in UTC",
        "Run jest as `TZ=UTC npx jest …`",
        "`npx jest src/date.test.ts` failed (`Received: \u001b[31m\"2024-03-09\"`); `TZ=UTC npx jest src/date.test.ts` "
        "passed", "test_strategy")),
    _lesson("h3t-flask-port", "s-ko-flask", "Korean prose, command spans", _g(
        "macOS 에서 flask 기본 포트 5000 이 막혀 있으면 다른 포트로 띄운다",
        "`Port 5000 is in use by another program.`",
        "`flask --app app run` 을 기본 포트로 실행",
        "AirPlay 수신기 같은 다른 프로그램이 5000 번을 쓰고 있다",
        "`--port 5001` 처럼 다른 포트를 준다",
        "`flask --app app run` → `Address already in use`; `flask --app app run --port 5001` → `Running on "
        "http://127.0.0.1:5001`", "env_setup"), lang="ko"),
    _lesson("h3t-k-kube-ns", "s-kube-ns", "knowledge with a command", {
        "kind": "knowledge", "category": "env_setup",
        "title": "Create the payments namespace before the first apply on a cluster",
        "situation": "Deploying payments-api to a cluster for the first time",
        "approach": "Run `kubectl create namespace payments` before `kubectl apply -f k8s/`",
        "rationale": "The manifests use namespace payments but do not create it",
        "evidence": "`kubectl apply -f k8s/deploy.yaml` → `namespaces \"payments\" not found`; `kubectl create "
                    "namespace payments` → `namespace/payments created`"}),
]


def _s(start: str, branch: str, *steps: Any) -> Session:
    return (P, start, branch, list(steps))


def _u(text: str) -> tuple[str, str]:
    return ("user", text)


def _b(cmd: str, out: str, err: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", cmd, out, err)


FROZEN_API = x(1, " ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not "
                  "up to date with <ROOT>/packages/api/package.json\n\n    Failure reason:\n    specifiers in the "
                  "lockfile ({\"fastify\":\"^4.26.0\"}) don't match specs in package.json ({\"fastify\":\"^5.1.0\"})")
UNIX = x(101, "error[E0432]: unresolved import `tokio::net::UnixStream`\n --> src/ipc.rs:2:5\n  |\n2 | use "
              "tokio::net::UnixStream;\n  |     ^^^^^^^^^^^^^^^^^^^^^^ no `UnixStream` in `net`\n   = note: the item "
              "is gated behind the `net` feature\nerror: could not compile `relay` (bin \"relay\") due to 1 previous error")
ERRGROUP = x(1, "internal/sync/fetch.go:8:2: missing go.sum entry for module providing package golang.org/x/sync/errgroup "
                "(imported by example.com/cli/internal/sync); to add:\n\tgo get example.com/cli/internal/sync")
SEP22 = x(2, "Makefile:22: *** missing separator.  Stop.")
RANDOM_LOCK = x(1, "Initializing provider plugins...\n- Reusing previous version of hashicorp/random from the dependency "
                   "lock file\n\u2577\n\u2502 Error: Failed to query available provider packages\n\u2502 \n\u2502 Could "
                   "not retrieve the list of available versions for provider hashicorp/random: locked provider "
                   "registry.terraform.io/hashicorp/random 3.5.1 does not match configured version constraint ~> 3.6; "
                   "must use terraform init -upgrade to allow selection of new versions\n\u2575")
KEY_0664 = x(255, "@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\nPermissions 0664 for "
                  "'/home/dev/.ssh/staging_key' are too open.\nIt is required that your private key files are NOT "
                  "accessible by others.\nThis private key will be ignored.\nLoad key \"/home/dev/.ssh/staging_key\": bad "
                  "permissions\nops@10.0.4.2: Permission denied (publickey).")
KEY_0640 = x(255, "@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\nPermissions 0640 for "
                  "'/home/dev/.ssh/id_ed25519_ci' are too open.\nThis private key will be ignored.\nLoad key "
                  "\"/home/dev/.ssh/id_ed25519_ci\": bad permissions\ngit@git.acme.internal: Permission denied (publickey).")
NVM_127 = x(127, "/bin/bash: line 1: nvm: command not found")
YARN_45 = x(1, "error This project's package.json defines \"packageManager\": \"yarn@4.5.0\". However the current global "
               "version of Yarn is 1.22.19.\n\nPresence of the \"packageManager\" field indicates that the project is "
               "meant to be used with Corepack")
PEP_USER = x(1, "error: externally-managed-environment\n\n\u00d7 This environment is externally managed\n\u2570\u2500> To "
                "install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are "
                "trying to\n    install.")
WEEK = x(1, "FAIL src/week.test.ts\n  \u25cf startOfWeek \u203a returns the local Monday\n\n    Expected: \"2024-11-04\"\n"
            "    Received: \"2024-11-03\"\n\nTests:       1 failed, 9 passed, 10 total")
FLASK_5000 = x(1, " * Serving Flask app 'app'\n * Debug mode: on\nAddress already in use\nPort 5000 is in use by another "
                  "program. Either identify and stop that program, or start the server with a different port.")
FLASK_5001 = x(1, " * Serving Flask app 'app'\nAddress already in use\nPort 5001 is in use by another program. Either "
                  "identify and stop that program, or start the server with a different port.")
NS_NF = x(1, "Error from server (NotFound): error when creating \"k8s/worker.yaml\": namespaces \"payments\" not found")


def later() -> dict[str, Session]:
    return {
        "l-pnpm-applied": _s("2026-11-26T09:00:00Z", "feat/vite-6",
                             _u("bump vite to 6 in packages/app"),
                             ("edit", f"{P}/packages/app/package.json", "\"vite\": \"^5.4.0\"", "\"vite\": \"^6.0.1\""),
                             _b("pnpm install", "Scope: all 4 workspace projects\nProgress: resolved 640, reused 611, "
                                "downloaded 29, added 29, done\n\npackages/app:\n- vite 5.4.0\n+ vite 6.0.1"),
                             _b("pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\n"
                                "Already up to date"),
                             _b("git add packages/app/package.json pnpm-lock.yaml && git commit -m \"build: vite 6\"",
                                "[feat/vite-6 2b7d1e0] build: vite 6\n 2 files changed, 41 insertions(+), 38 deletions(-)")),
        "l-pnpm-recur": _s("2026-11-26T10:00:00Z", "feat/fastify-5",
                           _u("CI is red on install again"),
                           _b("pnpm install --frozen-lockfile", FROZEN_API, True),
                           _b("pnpm install", "packages/api:\n- fastify 4.26.0\n+ fastify 5.1.0\n\nDone in 3.9s"),
                           _b("pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\n"
                              "Already up to date")),
        "l-pnpm-recur-only": _s("2026-11-26T11:00:00Z", "main",
                                _u("does the workspace build from a clean checkout?"),
                                _b("pnpm install --frozen-lockfile && pnpm -r build", FROZEN_API, True),
                                ("say", "The install stops on a stale lockfile for packages/api, so nothing was built.")),
        "l-pnpm-none": _s("2026-11-26T12:00:00Z", "main",
                          _u("run the workspace tests"),
                          _b("pnpm -r test", "Scope: 4 of 5 workspace projects\npackages/web test: Test Files  18 passed "
                             "(18)\npackages/api test: Test Files  9 passed (9)")),
        "l-pnpm-prose": _s("2026-11-26T13:00:00Z", "feat/eslint-9",
                           _u("I bumped eslint in packages/web, anything I should do before pushing?"),
                           ("say", "Yes: run `pnpm install` and commit the updated pnpm-lock.yaml with your "
                                   "package.json change, or CI's frozen install will fail.")),
        "l-pnpm-before": _s("2026-11-10T09:00:00Z", "main",
                            _u("install deps"),
                            _b("pnpm install --frozen-lockfile", FROZEN_API, True)),
        "l-tokio-applied": _s("2026-11-26T14:00:00Z", "feat/udp",
                              _u("add a UDP listener for the metrics relay"),
                              ("edit", f"{P}/Cargo.toml", "features = [\"rt-multi-thread\", \"macros\"]",
                               "features = [\"rt-multi-thread\", \"macros\", \"net\"]"),
                              ("write", f"{P}/src/udp.rs", "use tokio::net::UdpSocket;\n\npub async fn bind() -> "
                               "std::io::Result<UdpSocket> {\n    UdpSocket::bind(\"0.0.0.0:8125\").await\n}\n"),
                              _b("cargo build", "   Compiling relay v0.3.0 (/home/dev/proj)\n    Finished `dev` profile "
                                 "[unoptimized + debuginfo] target(s) in 3.02s")),
        "l-tokio-cargo-add": _s("2026-11-26T15:00:00Z", "feat/uds",
                                _u("we'll need unix sockets next"),
                                _b("cargo add tokio --features net", "    Updating crates.io index\n      Adding tokio "
                                   "v1.38.0 to dependencies\n             Features:\n             + macros\n             "
                                   "+ net\n             + rt-multi-thread"),
                                _b("cargo check", "    Checking relay v0.3.0 (/home/dev/proj)\n    Finished `dev` profile "
                                   "[unoptimized + debuginfo] target(s) in 1.40s")),
        "l-tokio-recur": _s("2026-11-26T16:00:00Z", "feat/ipc",
                            _u("build the ipc module"),
                            _b("cargo build", UNIX, True),
                            ("say", "UnixStream is also behind tokio's net feature on this branch's Cargo.toml.")),
        "l-tokio-none": _s("2026-11-27T09:00:00Z", "main",
                           _u("run the tests"),
                           _b("cargo test", "running 14 tests\n..............\ntest result: ok. 14 passed; 0 failed")),
        "l-gosum-applied": _s("2026-11-27T10:00:00Z", "main",
                              _u("use google/uuid for request ids"),
                              ("edit", f"{P}/internal/http/ids.go", "import \"crypto/rand\"",
                               "import \"github.com/google/uuid\""),
                              _b("go mod tidy", "go: finding module for package github.com/google/uuid\ngo: found "
                                 "github.com/google/uuid in github.com/google/uuid v1.6.0"),
                              _b("go build ./... && go test ./internal/http/", "ok  \texample.com/cli/internal/http\t0.021s")),
        "l-gosum-recur": _s("2026-11-27T11:00:00Z", "feat/parallel",
                            _u("run the tests for the parallel fetch"),
                            _b("go test ./...", ERRGROUP, True),
                            _b("go mod tidy", "go: found golang.org/x/sync/errgroup in golang.org/x/sync v0.8.0"),
                            _b("go test ./...", "ok  \texample.com/cli/internal/sync\t0.118s")),
        "l-gosum-prose": _s("2026-11-27T12:00:00Z", "main",
                            _u("what's the checklist for adding a dependency?"),
                            ("say", "Add the import, run `go mod tidy` so go.mod and go.sum list it, then build.")),
        "l-gosum-vet": _s("2026-11-27T13:00:00Z", "main",
                          _u("vet the repo"),
                          _b("go vet ./...", "")),
        "l-make-recur": _s("2026-11-27T14:00:00Z", "main",
                           _u("run make test"),
                           _b("make test", SEP22, True),
                           ("edit", f"{P}/Makefile", "    go test ./...", "\tgo test ./..."),
                           _b("make test", "go test ./...\nok  \texample.com/cli/cmd\t0.012s")),
        "l-make-applied": _s("2026-11-27T15:00:00Z", "main",
                             _u("add a make lint target"),
                             ("edit", f"{P}/Makefile", "test:\n\tgo test ./...\n",
                              "test:\n\tgo test ./...\n\nlint:\n\tgolangci-lint run\n"),
                             _b("cat -A Makefile | sed -n '30,31p'", "lint:$\n^Igolangci-lint run$"),
                             _b("make lint", "golangci-lint run\n0 issues.")),
        "l-make-none": _s("2026-11-27T16:00:00Z", "main",
                          _u("build it"),
                          _b("make build", "go generate ./...\ngo build -o bin/app ./cmd/app")),
        "l-tf-applied": _s("2026-11-28T09:00:00Z", "infra/google-6",
                           _u("I raised the google provider to ~> 6.10, init and plan please"),
                           _b("terraform init -upgrade", "Initializing provider plugins...\n- Finding hashicorp/google "
                              "versions matching \"~> 6.10\"...\n- Installed hashicorp/google v6.12.0 (signed by "
                              "HashiCorp)\n\nTerraform has been successfully initialized!"),
                           _b("terraform plan -no-color | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")),
        "l-tf-recur": _s("2026-11-28T10:00:00Z", "infra/random-3-6",
                         _u("init the dns stack"),
                         _b("terraform init", RANDOM_LOCK, True),
                         _b("terraform init -upgrade", "- Installed hashicorp/random v3.6.3 (signed by HashiCorp)\n\n"
                            "Terraform has been successfully initialized!")),
        "l-tf-none": _s("2026-11-28T11:00:00Z", "main",
                        _u("check formatting"),
                        _b("terraform fmt -check -recursive", "")),
        "l-tf-before": _s("2026-11-10T10:00:00Z", "infra/aws-5-31",
                          _u("upgrade providers"),
                          _b("terraform init -upgrade", "- Installed hashicorp/aws v5.31.0 (signed by HashiCorp)\n\n"
                             "Terraform has been successfully initialized!")),
        "l-ssh-applied": _s("2026-11-28T12:00:00Z", "main",
                            _u("I copied the backup key to ~/.ssh/backup_key, check the backups on db-01"),
                            _b("chmod 600 ~/.ssh/backup_key && ssh -i ~/.ssh/backup_key backup@10.0.5.3 ls /srv/backups "
                               "| tail -2", "pg-2026-11-27.dump\npg-2026-11-28.dump")),
        "l-ssh-recur": _s("2026-11-28T13:00:00Z", "main",
                          _u("tail the staging logs"),
                          _b("ssh -i ~/.ssh/staging_key ops@10.0.4.2 tail -n 5 /var/log/app.log", KEY_0664, True),
                          ("say", "The staging key is group-writable (0664), so ssh ignores it.")),
        "l-ssh-recur-fix": _s("2026-11-28T14:00:00Z", "main",
                              _u("push to the internal mirror"),
                              _b("git push internal main", KEY_0640, True),
                              _b("chmod 600 ~/.ssh/id_ed25519_ci && git push internal main",
                                 "To git.acme.internal:web.git\n   8e02d4b..c41f2aa  main -> main")),
        "l-ssh-other": _s("2026-11-28T15:00:00Z", "main",
                          _u("check uptime on the new box"),
                          _b("ssh deploy@10.0.3.12 uptime", x(255, "Host key verification failed."), True)),
        "l-nvm-applied": _s("2026-11-29T09:00:00Z", "main",
                            _u("try the build on node 22"),
                            _b("source ~/.nvm/nvm.sh && nvm use 22 && npm run build", "Now using node v22.11.0 (npm "
                               "v10.9.0)\n\n> api@2.4.0 build\n> tsc -p .")),
        "l-nvm-recur": _s("2026-11-29T10:00:00Z", "main",
                          _u("install node 22 with nvm"),
                          _b("nvm install 22", NVM_127, True),
                          _b("source ~/.nvm/nvm.sh && nvm install 22", "Downloading and installing node v22.11.0...\nNow "
                             "using node v22.11.0 (npm v10.9.0)")),
        "l-nvm-none": _s("2026-11-29T11:00:00Z", "main",
                         _u("which node is on PATH?"),
                         _b("node -v", "v18.19.0")),
        "l-yarn-applied": _s("2026-11-29T12:00:00Z", "main",
                             _u("set up the docs site (it uses yarn 4)"),
                             _b("corepack enable && yarn install", "\u27a4 YN0000: \u00b7 Yarn 4.5.0\n\u27a4 YN0000: "
                                "\u00b7 Done in 8s 114ms")),
        "l-yarn-recur": _s("2026-11-29T13:00:00Z", "main",
                           _u("run the docs dev server"),
                           _b("yarn dev", YARN_45, True)),
        "l-yarn-none": _s("2026-11-29T14:00:00Z", "main",
                          _u("build the api"),
                          _b("npm run build", "> api@2.4.0 build\n> tsc -p .")),
        "l-pep-applied": _s("2026-11-29T15:00:00Z", "main",
                            _u("write a quick script that checks the health endpoint with httpx"),
                            _b("python3 -m venv .venv && .venv/bin/pip install -q httpx && .venv/bin/python "
                               "scripts/health.py", "GET /health -> 200 ok")),
        "l-pep-recur": _s("2026-11-29T16:00:00Z", "main",
                          _u("install black for me"),
                          _b("pip3 install --user black", PEP_USER, True),
                          ("say", "The system Python is externally managed; black belongs in a venv or pipx.")),
        "l-pep-break": _s("2026-11-30T09:00:00Z", "main",
                          _u("install rich system-wide, I know what I'm doing"),
                          _b("pip install --break-system-packages rich", "Successfully installed markdown-it-py-3.0.0 "
                             "mdurl-0.1.2 pygments-2.18.0 rich-13.9.4")),
        "l-jest-applied": _s("2026-11-30T10:00:00Z", "main",
                             _u("I added a calendar test, run it"),
                             _b("TZ=UTC npx jest src/calendar.test.ts", "PASS src/calendar.test.ts\nTests:       6 "
                                "passed, 6 total")),
        "l-jest-recur": _s("2026-11-30T11:00:00Z", "main",
                           _u("run the week helper tests"),
                           _b("npx jest src/week.test.ts", WEEK, True),
                           ("say", "Same timezone issue as the date tests: your machine is not in UTC.")),
        "l-jest-none": _s("2026-11-30T12:00:00Z", "main",
                          _u("lint"),
                          _b("npx eslint src", "")),
        "l-flask-applied": _s("2026-12-01T09:00:00Z", "feat/admin",
                              _u("관리자 페이지 확인하게 서버 띄워 줘"),
                              _b("flask --app admin run --port 5001", " * Serving Flask app 'admin'\n * Running on "
                                 "http://127.0.0.1:5001\nPress CTRL+C to quit")),
        "l-flask-recur": _s("2026-12-01T10:00:00Z", "main",
                            _u("run the dev server"),
                            _b("flask --app app run --debug", FLASK_5000, True),
                            _b("flask --app app run --debug --port 5002", " * Running on http://127.0.0.1:5002")),
        "l-flask-recur-5001": _s("2026-12-01T11:00:00Z", "main",
                                 _u("start the api on 5001 like last time"),
                                 _b("flask --app app run --port 5001", FLASK_5001, True),
                                 ("say", "5001 is taken as well now; the admin server from this morning is still "
                                         "running.")),
        "l-flask-none": _s("2026-12-01T12:00:00Z", "main",
                           _u("run the flask tests"),
                           _b(".venv/bin/python -m pytest -q tests/test_views.py", "........  [100%]\n8 passed in "
                              "0.34s")),
        "l-kube-applied": _s("2026-11-30T13:00:00Z", "main",
                             _u("deploy payments to the new staging cluster"),
                             _b("kubectl create namespace payments", "namespace/payments created"),
                             _b("kubectl apply -f k8s/", "deployment.apps/payments-api created\nservice/payments-api "
                                "created")),
        "l-kube-hit": _s("2026-11-30T14:00:00Z", "main",
                         _u("deploy the payments worker on the qa cluster"),
                         _b("kubectl apply -f k8s/worker.yaml", NS_NF, True),
                         _b("kubectl create namespace payments && kubectl apply -f k8s/worker.yaml",
                            "namespace/payments created\ndeployment.apps/payments-worker created")),
        "l-kube-none": _s("2026-11-30T15:00:00Z", "main",
                          _u("are the payments pods up?"),
                          _b("kubectl -n payments get pods", "NAME                            READY   STATUS    RESTARTS"
                             "   AGE\npayments-api-6c9f7d8b5-x2k4q   1/1     Running   0          3d")),
    }


A, R, N = (True, False), (False, True), (False, False)
# (lesson, session, (applied, recurred), why): written from the session texts above.
PAIRS: list[tuple[str, str, tuple[bool, bool], str]] = [
    ("h3t-pnpm-frozen", "l-pnpm-applied", A, "pnpm install after the bump, frozen install passes, lockfile committed"),
    ("h3t-pnpm-frozen", "l-pnpm-recur", R, "ERR_PNPM_OUTDATED_LOCKFILE for packages/api first, pnpm install after"),
    ("h3t-pnpm-frozen", "l-pnpm-recur-only", R, "stale lockfile for packages/api stops the frozen install; nothing follows"),
    ("h3t-pnpm-frozen", "l-pnpm-none", N, "workspace tests only"),
    ("h3t-pnpm-frozen", "l-pnpm-prose", N, "the fix is only advised in prose; nothing runs"),
    ("h3t-pnpm-frozen", "l-pnpm-before", N, "dated before the lesson's source session (its failure does not count)"),
    ("h3t-tokio-net", "l-tokio-applied", A, "adds net to tokio's features before using UdpSocket; builds"),
    ("h3t-tokio-net", "l-tokio-cargo-add", A, "cargo add tokio --features net before use; cargo check passes"),
    ("h3t-tokio-net", "l-tokio-recur", R, "unresolved import tokio::net::UnixStream, gated behind the net feature"),
    ("h3t-tokio-net", "l-tokio-none", N, "cargo test passes, no tokio change"),
    ("h3t-go-sum", "l-gosum-applied", A, "go mod tidy right after adding the uuid import, before building"),
    ("h3t-go-sum", "l-gosum-recur", R, "missing go.sum entry for golang.org/x/sync/errgroup, go mod tidy after"),
    ("h3t-go-sum", "l-gosum-prose", N, "go mod tidy only named in prose"),
    ("h3t-go-sum", "l-gosum-vet", N, "go vet only"),
    ("h3t-go-sum", GQC, N, "real Elixir session dated before the lesson"),
    ("h3t-make-tab", "l-make-recur", R, "Makefile:22: missing separator, tab put back after"),
    ("h3t-make-tab", "l-make-applied", A, "new recipe written with a tab and checked with cat -A (^I) before make lint"),
    ("h3t-make-tab", "l-make-none", N, "make build passes, no Makefile edit"),
    ("h3t-tf-upgrade", "l-tf-applied", A, "terraform init -upgrade straight after raising the google constraint"),
    ("h3t-tf-upgrade", "l-tf-recur", R, "locked hashicorp/random 3.5.1 does not match ~> 3.6, -upgrade after"),
    ("h3t-tf-upgrade", "l-tf-none", N, "terraform fmt only"),
    ("h3t-tf-upgrade", "l-tf-before", N, "dated before the lesson's source session"),
    ("h3t-ssh-perms", "l-ssh-applied", A, "chmod 600 on the new backup key before ssh to db-01"),
    ("h3t-ssh-perms", "l-ssh-recur", R, "staging_key 0664 too open for ops@10.0.4.2"),
    ("h3t-ssh-perms", "l-ssh-recur-fix", R, "id_ed25519_ci 0640 too open on git push, chmod 600 after"),
    ("h3t-ssh-perms", "l-ssh-other", N, "Host key verification failed: another ssh failure"),
    ("h3t-nvm", "l-nvm-applied", A, "source ~/.nvm/nvm.sh && nvm use 22 in one call, no failure before"),
    ("h3t-nvm", "l-nvm-recur", R, "nvm install 22 → nvm: command not found, sourced after"),
    ("h3t-nvm", "l-nvm-none", N, "node -v only"),
    ("h3t-corepack", "l-yarn-applied", A, "corepack enable before yarn install"),
    ("h3t-corepack", "l-yarn-recur", R, "packageManager yarn@4.5.0 vs global 1.22.19 on yarn dev"),
    ("h3t-corepack", "l-yarn-none", N, "npm project, no yarn"),
    ("h3t-pep668", "l-pep-applied", A, "venv made and used for httpx, no system pip"),
    ("h3t-pep668", "l-pep-recur", R, "pip3 install --user black → externally-managed-environment"),
    ("h3t-pep668", "l-pep-break", N, "--break-system-packages: no failure, and not the lesson's fix"),
    ("h3t-jest-tz", "l-jest-applied", A, "TZ=UTC npx jest on a new date test, passes"),
    ("h3t-jest-tz", "l-jest-recur", R, "week.test.ts off by one day without TZ=UTC"),
    ("h3t-jest-tz", "l-jest-none", N, "eslint only"),
    ("h3t-jest-tz", TE, N, "real Elixir session dated before the lesson"),
    ("h3t-flask-port", "l-flask-applied", A, "admin app started on --port 5001 from the start"),
    ("h3t-flask-port", "l-flask-recur", R, "Port 5000 is in use again, --port 5002 after"),
    ("h3t-flask-port", "l-flask-recur-5001", R, "the same failure on another port: 5001 in use"),
    ("h3t-flask-port", "l-flask-none", N, "pytest only, no server"),
    ("h3t-k-kube-ns", "l-kube-applied", (True, False), "creates the namespace before the first apply"),
    ("h3t-k-kube-ns", "l-kube-hit", (False, False), "apply failed on the missing namespace first: not applied"),
    ("h3t-k-kube-ns", "l-kube-none", (False, False), "get pods only"),
]
