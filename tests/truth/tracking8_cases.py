"""The eighth tracking corpus, part one: the tables and lessons A-E (psql and a containerised server, PEP 668,
`go mod tidy`, terraform's lock file, kubectl's namespace).

Rules the labels follow (written from the session texts, before anything judged them):
- applied: the later session runs the lesson's fix (in any spelling: other flags, a full path, an env var, an
  edit of the config, another name in a placeholder) and the failure does not show before it;
- recurred: the lesson's failure shows in the later session (another name, file, branch, host), whatever
  follows, even the fix;
- neither: nothing of the lesson (the same tool run fine for another reason, a look-alike error of another
  kind, the fix's words in an unrelated command or output), and every session dated before the lesson's
  source, whatever it holds.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t8-")
SOURCES, LATER, LESSONS, PAIRS = T.sources, T.later_sessions, T.lessons, T.pairs
source, later, pair, lesson = T.source, T.later, T.pair, T.lesson


SOCKET_ERR = ('psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: '
              'No such file or directory\n\tIs the server running locally and accepting connections on that socket?')
PEP668 = ("error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python "
          "packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n"
          "    install.\n\n    If you wish to install a non-Debian-packaged Python package,\n    create a virtual "
          "environment using python3 -m venv path/to/venv.\n\nnote: If you believe this is a mistake, please contact "
          "your Python installation or OS distribution provider. You can override this, at the risk of breaking your "
          "Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed "
          "specification.")
TIDY = "go: updates to go.mod needed; to update it:\n\tgo mod tidy"


def _psql() -> None:
    d, r = "/home/dev/ledger", "/home/dev/ledger-reports"
    source("s-ledger-psql", d, "2026-10-02T09:10:00Z", "main",
           ("user", "How many rows are in the invoices table on the local dev database?"),
           ("bash", "docker compose ps", "NAME          IMAGE         SERVICE   STATUS         PORTS\n"
            "ledger-db-1   postgres:16   db        Up 2 hours     0.0.0.0:5432->5432/tcp", False),
           ("bash", "psql -U ledger -d ledger -c 'select count(*) from invoices'", SOCKET_ERR, True),
           ("say", "psql without a host uses the local Unix socket, but the server runs in the compose container and "
                   "only publishes TCP 5432. Pointing libpq at TCP with PGHOST."),
           ("bash", "PGHOST=localhost PGPASSWORD=ledger psql -U ledger -d ledger -c 'select count(*) from invoices'",
            " count \n-------\n 18342\n(1 row)\n", False))
    lesson("t8-psql-socket", "project", "en", "s-ledger-psql", "env_setup",
           "psql needs PGHOST=localhost for the compose Postgres",
           "psql fails with `failed: No such file or directory` on `/var/run/postgresql/.s.PGSQL.5432`.",
           "Running `psql` (or `pg_dump`) with no host while the database runs in the docker compose container.",
           "Without a host libpq connects to the local Unix socket; the container only publishes TCP port 5432.",
           "Point libpq at TCP: `PGHOST=localhost psql -U <user> -d <db> ...` (or `export PGHOST=localhost`, or "
           "`psql -h localhost ...`).",
           "`psql -U ledger -d ledger -c 'select count(*) from invoices'` failed with `failed: No such file or "
           "directory`; `PGHOST=localhost PGPASSWORD=ledger psql -U ledger -d ledger -c 'select count(*) from "
           "invoices'` printed `18342`.")
    later("l-ledger-early", d, "2026-09-21T14:00:00Z", "main",
          ("user", "check the latest payment in the dev db"),
          ("bash", "psql -U ledger -d ledger -c 'select max(paid_at) from payments'", SOCKET_ERR, True),
          ("bash", "docker compose exec db psql -U ledger -d ledger -c 'select max(paid_at) from payments'",
           "          max           \n------------------------\n 2026-09-20 17:44:02+00\n(1 row)\n", False))
    pair("t8-psql-socket", "l-ledger-early", "neither", "dated before the lesson's source (it holds the same failure)")
    later("l-ledger-h-flag", d, "2026-10-08T10:00:00Z", "feat/test-db",
          ("user", "list the tables of ledger_test so I can see whether the fixtures loaded"),
          ("bash", "docker compose up -d db", "[+] Running 1/1\n ✔ Container ledger-db-1  Running", False),
          ("bash", "PGPASSWORD=ledger psql -h localhost -U ledger -d ledger_test -c '\\dt'",
           "            List of relations\n Schema |   Name    | Type  | Owner  \n--------+-----------+-------+--------\n"
           " public | invoices  | table | ledger\n public | payments  | table | ledger\n(2 rows)\n", False),
          ("say", "Both fixture tables are there."))
    pair("t8-psql-socket", "l-ledger-h-flag", "applied", "psql -h localhost (the TCP spelling) with no socket error first")
    later("l-ledger-export", d, "2026-10-12T16:20:00Z", "fix/backfill",
          ("user", "run scripts/backfill.sql against the dev database, then count the payments without invoice"),
          ("bash", "export PGHOST=127.0.0.1 PGPASSWORD=ledger && psql -U ledger -d ledger -f scripts/backfill.sql",
           "BEGIN\nUPDATE 212\nCOMMIT\n", False),
          ("bash", "psql -U ledger -d ledger -tc 'select count(*) from payments where invoice_id is null'", " 0\n",
           False))
    pair("t8-psql-socket", "l-ledger-export", "applied", "export PGHOST=127.0.0.1 before psql; no socket failure")
    later("l-reports-psql", r, "2026-10-15T11:00:00Z", "main",
          ("user", "the reports project has its own compose db; show me the size of the warehouse database"),
          ("bash", "docker compose ps --format '{{.Name}} {{.Ports}}'", "reports-db-1 0.0.0.0:5433->5432/tcp", False),
          ("bash", "psql -U reports -d warehouse -c \"select pg_size_pretty(pg_database_size('warehouse'))\"",
           SOCKET_ERR.replace("5432", "5433"), True),
          ("bash", "psql -h localhost -p 5433 -U reports -d warehouse -c \"select pg_size_pretty("
           "pg_database_size('warehouse'))\"", " pg_size_pretty \n----------------\n 1204 MB\n(1 row)\n", False))
    pair("t8-psql-socket", "l-reports-psql", "recurred", "same socket failure in the sibling reports project before -h")
    later("l-ledger-pgdump", d, "2026-10-20T08:40:00Z", "main",
          ("user", "dump the dev database to /tmp so I can share it"),
          ("bash", "pg_dump -U ledger -Fc ledger -f /tmp/ledger.dump",
           'pg_dump: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file '
           'or directory\n\tIs the server running locally and accepting connections on that socket?', True),
          ("say", "The socket isn't there; stopping here, the database lives in the container."))
    pair("t8-psql-socket", "l-ledger-pgdump", "recurred", "pg_dump hits the same missing socket")
    later("l-ledger-refused", d, "2026-10-22T13:00:00Z", "main",
          ("user", "run the test suite"),
          ("bash", ".venv/bin/pytest -q tests/db",
           "E   sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: connection to server "
           "at \"127.0.0.1\", port 5432 failed: Connection refused\n1 error in 0.88s", True),
          ("bash", "docker compose up -d db && .venv/bin/pytest -q tests/db",
           "[+] Running 1/1\n ✔ Container ledger-db-1  Started\n41 passed in 6.02s", False))
    pair("t8-psql-socket", "l-ledger-refused", "neither", "TCP connection refused because the container was down")
    later("l-ledger-exec", d, "2026-10-25T09:30:00Z", "main",
          ("user", "vacuum the invoices table"),
          ("bash", "docker compose exec db psql -U ledger -d ledger -c 'vacuum analyze invoices'", "VACUUM\n", False))
    pair("t8-psql-socket", "l-ledger-exec", "neither", "psql run inside the container; no host flag, no socket trap")


def _pep668() -> None:
    d, n = "/home/dev/scraper", "/home/dev/notes-bot"
    source("s-scraper-pep668", d, "2026-10-03T07:00:00Z", "main",
           ("user", "requests-html 설치하고 parse.py 한번 돌려줘"),
           ("bash", "pip install requests-html", PEP668, True),
           ("say", "시스템 Python에는 설치할 수 없습니다. 프로젝트 가상환경을 만들고 그 인터프리터로 설치하겠습니다."),
           ("bash", "python3 -m venv .venv", "", False),
           ("bash", ".venv/bin/python -m pip install requests-html",
            "Collecting requests-html\n...\nSuccessfully installed bs4-0.0.2 pyppeteer-2.0.0 requests-html-0.10.0",
            False),
           ("bash", ".venv/bin/python parse.py --limit 5", "parsed 5 pages, 61 links", False))
    lesson("t8-pep668-venv", "global", "ko", "s-scraper-pep668", "env_setup",
           "시스템 pip 설치 금지(PEP 668): 가상환경 인터프리터로 설치",
           "`pip install`이 `error: externally-managed-environment`로 실패합니다.",
           "데비안/우분투의 시스템 Python에 `pip install`로 바로 패키지를 설치하려는 것.",
           "배포판이 시스템 Python을 외부 관리 환경으로 표시해서(PEP 668) pip가 설치를 거부합니다.",
           "`--break-system-packages`는 쓰지 말고, 가상환경을 만든 뒤 그 인터프리터로 설치하세요: "
           "`python3 -m venv .venv` 후 `.venv/bin/python -m pip install <package>`.",
           "`pip install requests-html` → `error: externally-managed-environment`; `python3 -m venv .venv` 후 "
           "`.venv/bin/python -m pip install requests-html` 성공.")
    later("l-notes-venv", n, "2026-10-09T19:00:00Z", "main",
          ("user", "notes-bot needs feedparser; set it up and run fetch.py"),
          ("bash", "python3 -m venv /home/dev/notes-bot/.venv && /home/dev/notes-bot/.venv/bin/pip install feedparser",
           "Collecting feedparser\nSuccessfully installed feedparser-6.0.11 sgmllib3k-1.0.0", False),
          ("bash", "/home/dev/notes-bot/.venv/bin/python fetch.py", "fetched 12 feeds, 148 new items", False))
    pair("t8-pep668-venv", "l-notes-venv", "applied", "venv made first and its pip (full path) used; no PEP 668 error")
    later("l-scraper-lxml", d, "2026-10-11T08:15:00Z", "feat/lxml",
          ("user", "switch the parser to lxml and run the tests"),
          ("bash", ".venv/bin/python -m pip install 'lxml==5.2.1'", "Successfully installed lxml-5.2.1", False),
          ("edit", "parse.py", "BeautifulSoup(html, 'html.parser')", "BeautifulSoup(html, 'lxml')"),
          ("bash", ".venv/bin/python -m pytest -q", "9 passed in 1.10s", False))
    pair("t8-pep668-venv", "l-scraper-lxml", "applied", "installs through the venv's python -m pip, no failure first")
    later("l-scraper-pip3", d, "2026-10-16T10:00:00Z", "main",
          ("user", "add beautifulsoup4 for the new sitemap parser"),
          ("bash", "pip3 install --user beautifulsoup4", PEP668, True),
          ("bash", ".venv/bin/pip install beautifulsoup4", "Successfully installed beautifulsoup4-4.12.3", False))
    pair("t8-pep668-venv", "l-scraper-pip3", "recurred", "pip3 --user hits externally-managed-environment, venv after")
    later("l-notes-rich", n, "2026-10-19T18:30:00Z", "main",
          ("user", "install rich so the bot's output is coloured"),
          ("bash", "python3 -m pip install rich", PEP668, True),
          ("user", "just force it"),
          ("bash", "python3 -m pip install --break-system-packages rich", "Successfully installed rich-13.9.2", False))
    pair("t8-pep668-venv", "l-notes-rich", "recurred", "python3 -m pip on the system python: same refusal")
    later("l-scraper-outdated", d, "2026-10-24T09:00:00Z", "main",
          ("user", "which dependencies are out of date?"),
          ("bash", ".venv/bin/python -m pip list --outdated",
           "Package   Version  Latest  Type\n--------- -------- ------- -----\nlxml      5.2.1    5.3.0   wheel", False))
    pair("t8-pep668-venv", "l-scraper-outdated", "neither", "the venv's pip only lists outdated packages; nothing installed")
    later("l-scraper-docker", d, "2026-10-27T15:00:00Z", "ops/image",
          ("user", "build the container image"),
          ("bash", "docker build -t scraper:dev .",
           "#7 [3/4] RUN pip install --no-cache-dir -r requirements.txt\n#7 4.21 Successfully installed lxml-5.3.0 "
           "requests-html-0.10.0\n#9 naming to docker.io/library/scraper:dev done", False))
    pair("t8-pep668-venv", "l-scraper-docker", "neither", "pip inside the python image works; not the system python trap")


def _tidy() -> None:
    d, c = "/home/dev/gateway", "/home/dev/gateway-cli"
    source("s-gateway-tidy", d, "2026-10-04T12:00:00Z", "feat/ratelimit",
           ("user", "merge main into this branch and make sure it builds"),
           ("bash", "git merge origin/main", "Merge made by the 'ort' strategy.\n go.mod | 3 ++-\n internal/cache/redis.go | 41 "
            "+++++", False),
           ("bash", "go build ./...", TIDY, True),
           ("say", "main added a dependency without tidying go.mod; running go mod tidy and building again."),
           ("bash", "go mod tidy && go build ./...", "go: finding module for package github.com/redis/go-redis/v9\n"
            "go: found github.com/redis/go-redis/v9 in github.com/redis/go-redis/v9 v9.6.1", False))
    lesson("t8-go-tidy", "project", "en", "s-gateway-tidy", "build_config",
           "After merging main, go build wants go mod tidy",
           "`go build ./...` stops with `go: updates to go.mod needed; to update it:` and `go mod tidy`.",
           "Building right after a merge that brought new imports or requirements into go.mod.",
           "Since Go 1.16 the go command no longer edits go.mod on build; the merged go.mod is not tidy.",
           "Run `go mod tidy && go build ./...` after pulling or merging (commit the go.mod/go.sum changes).",
           "`go build ./...` → `go: updates to go.mod needed; to update it:`; `go mod tidy && go build ./...` found "
           "`github.com/redis/go-redis/v9` and built.")
    later("l-gateway-early", d, "2026-09-28T10:00:00Z", "main",
          ("user", "pull main and run the tests"),
          ("bash", "git pull --ff-only && go mod tidy && go test ./...", "ok  \texample.com/gateway/internal/proxy\t0.412s",
           False))
    pair("t8-go-tidy", "l-gateway-early", "neither", "dated before the lesson's source")
    later("l-gateway-merge", d, "2026-10-10T09:00:00Z", "feat/metrics",
          ("user", "bring feat/metrics up to date with main and run vet and tests"),
          ("bash", "git merge origin/main", "Merge made by the 'ort' strategy.\n go.mod | 2 +-", False),
          ("bash", "go mod tidy && go vet ./... && go test ./...",
           "ok  \texample.com/gateway/internal/proxy\t0.398s\nok  \texample.com/gateway/internal/metrics\t0.051s",
           False))
    pair("t8-go-tidy", "l-gateway-merge", "applied", "tidied straight after the merge, before any build error")
    later("l-gwcli-tidy", c, "2026-10-14T14:00:00Z", "main",
          ("user", "pull and rebuild the CLI binary"),
          ("bash", "git pull", "Updating 1a2b3c4..5d6e7f8\nFast-forward\n go.mod | 4 ++--", False),
          ("bash", "cd /home/dev/gateway-cli && go mod tidy -v && go build -o bin/gwcli ./cmd/gwcli",
           "unused github.com/pkg/errors", False))
    pair("t8-go-tidy", "l-gwcli-tidy", "applied", "go mod tidy -v chained before the build in the sibling CLI project")
    later("l-gateway-docker", d, "2026-10-16T10:00:00Z", "chore/go-1.23",
          ("user", "my local Go is old; merge main and build inside the official 1.23 image"),
          ("bash", "git merge origin/main", "Merge made by the 'ort' strategy.\n go.mod | 5 +++--", False),
          ("bash", "docker run --rm -v \"$PWD\":/src -w /src golang:1.23 sh -c 'go mod tidy && go build ./...'",
           "go: downloading github.com/redis/go-redis/v9 v9.6.1", False))
    pair("t8-go-tidy", "l-gateway-docker", "applied", "tidy and build chained inside a golang container after the merge")
    later("l-gateway-test", d, "2026-10-18T11:00:00Z", "fix/timeouts",
          ("user", "rebase on main and run the proxy tests"),
          ("bash", "git rebase origin/main", "Successfully rebased and updated refs/heads/fix/timeouts.", False),
          ("bash", "go test ./internal/...", TIDY, True),
          ("bash", "go mod tidy", "", False),
          ("bash", "go test ./internal/...", "ok  \texample.com/gateway/internal/proxy\t0.402s", False))
    pair("t8-go-tidy", "l-gateway-test", "recurred", "go test after the rebase stops on go.mod updates needed")
    later("l-gwcli-build", c, "2026-10-21T16:00:00Z", "feat/login",
          ("user", "build the CLI"),
          ("bash", "go build ./cmd/gwcli", TIDY, True),
          ("say", "The module file needs tidying; I'll leave that to you since go.mod is shared with the release branch."))
    pair("t8-go-tidy", "l-gwcli-build", "recurred", "same go.mod-needs-updates failure in the sibling CLI project")
    later("l-gateway-gosum", d, "2026-10-23T09:45:00Z", "main",
          ("user", "build the gateway"),
          ("bash", "go build ./...", "internal/cache/redis.go:6:2: missing go.sum entry for module providing package "
           "github.com/redis/go-redis/v9 (imported by example.com/gateway/internal/cache); to add:\n\tgo get "
           "example.com/gateway/internal/cache", True),
          ("bash", "go get example.com/gateway/internal/cache && go build ./...", "", False))
    pair("t8-go-tidy", "l-gateway-gosum", "neither", "a missing go.sum entry, fixed with go get; another error")
    later("l-gateway-ci-grep", d, "2026-10-26T13:00:00Z", "main",
          ("user", "does CI check that go.mod is tidy?"),
          ("bash", "grep -rn 'tidy' .github/workflows/", ".github/workflows/ci.yml:31:        run: go mod tidy && git "
           "diff --exit-code go.mod go.sum", False),
          ("say", "Yes, the lint job runs go mod tidy and fails on a diff."))
    pair("t8-go-tidy", "l-gateway-ci-grep", "neither", "the fix's words only in a grep of the CI file")


def _terraform() -> None:
    d = "/home/dev/infra"
    lock = ("Error: Inconsistent dependency lock file\n\nThe following dependency selections recorded in the lock file "
            "are inconsistent with the current configuration:\n  - provider registry.terraform.io/hashicorp/{p}: {why}"
            "\n\nTo update the locked dependency selections to match a changed configuration, run:\n  terraform init "
            "-upgrade")
    source("s-infra-lock", d, "2026-10-05T08:00:00Z", "chore/aws-provider",
           ("user", "bump the aws provider in envs/prod to ~> 5.60 and show the plan"),
           ("edit", "envs/prod/versions.tf", 'version = "~> 5.31"', 'version = "~> 5.60"'),
           ("bash", "terraform -chdir=envs/prod plan", lock.format(
               p="aws", why="locked version selection 5.31.0 doesn't match the updated version constraints \"~> 5.60\""),
            True),
           ("bash", "terraform -chdir=envs/prod init -upgrade", "Initializing provider plugins...\n- Finding hashicorp/aws "
            "versions matching \"~> 5.60\"...\n- Installing hashicorp/aws v5.64.0...\n\nTerraform has been successfully "
            "initialized!", False),
           ("bash", "terraform -chdir=envs/prod plan", "Plan: 0 to add, 1 to change, 0 to destroy.", False))
    lesson("t8-tf-lock", "project", "en", "s-infra-lock", "tool_quirk",
           "Provider constraint changed: terraform init -upgrade before plan",
           "`terraform plan` fails with `Error: Inconsistent dependency lock file`.",
           "Editing a provider's version constraint (or adding a provider) and running plan with the old "
           ".terraform.lock.hcl.",
           "The lock file pins the old provider version, which no longer satisfies the constraint.",
           "Run `terraform -chdir=<dir> init -upgrade` after changing provider constraints, then plan; commit the "
           "updated `.terraform.lock.hcl`.",
           "`terraform -chdir=envs/prod plan` → `Error: Inconsistent dependency lock file`; "
           "`terraform -chdir=envs/prod init -upgrade` installed `hashicorp/aws v5.64.0` and the plan ran.")
    later("l-infra-staging", d, "2026-10-09T09:00:00Z", "chore/aws-provider-staging",
          ("user", "same provider bump for staging please"),
          ("edit", "envs/staging/versions.tf", 'version = "~> 5.31"', 'version = "~> 5.60"'),
          ("bash", "cd envs/staging && terraform init -upgrade -input=false", "- Installing hashicorp/aws v5.64.0...\n\n"
           "Terraform has been successfully initialized!", False),
          ("bash", "cd envs/staging && terraform plan -input=false", "No changes. Your infrastructure matches the "
           "configuration.", False))
    pair("t8-tf-lock", "l-infra-staging", "applied", "init -upgrade right after the constraint edit, plan clean")
    later("l-infra-google", d, "2026-10-13T10:30:00Z", "feat/dns",
          ("user", "add the google provider to prod for the Cloud DNS zone"),
          ("edit", "envs/prod/versions.tf", "  required_providers {\n", "  required_providers {\n    google = {\n      "
           "source  = \"hashicorp/google\"\n      version = \"~> 6.8\"\n    }\n"),
          ("bash", "terraform -chdir=envs/prod init -input=false -upgrade", "- Installing hashicorp/google v6.8.0...\n"
           "Terraform has been successfully initialized!", False),
          ("bash", "terraform -chdir=envs/prod validate", "Success! The configuration is valid.", False))
    pair("t8-tf-lock", "l-infra-google", "applied", "init with -upgrade (flags reordered) before validate; no lock error")
    later("l-infra-container", d, "2026-10-15T15:00:00Z", "chore/k8s-provider",
          ("user", "bump the kubernetes provider in prod to ~> 2.33; use the pinned terraform image, not my local one"),
          ("edit", "envs/prod/versions.tf", 'version = "~> 2.31"', 'version = "~> 2.33"'),
          ("bash", "docker run --rm -v \"$PWD\":/w -w /w/envs/prod hashicorp/terraform:1.9.8 init -upgrade && docker "
           "run --rm -v \"$PWD\":/w -w /w/envs/prod hashicorp/terraform:1.9.8 plan", "- Installing hashicorp/kubernetes "
           "v2.33.0...\nTerraform has been successfully initialized!\nPlan: 0 to add, 2 to change, 0 to destroy.", False))
    pair("t8-tf-lock", "l-infra-container", "applied", "init -upgrade in the terraform container right after the bump")
    later("l-infra-random", d, "2026-10-17T14:00:00Z", "feat/suffix",
          ("user", "use random_id for the bucket suffix in staging"),
          ("edit", "envs/staging/versions.tf", "  required_providers {\n", "  required_providers {\n    random = {\n      "
           "source = \"hashicorp/random\"\n    }\n"),
          ("bash", "terraform -chdir=envs/staging validate", lock.format(
              p="random", why="required by this configuration but no version is selected"), True),
          ("bash", "terraform -chdir=envs/staging init -upgrade", "Terraform has been successfully initialized!", False))
    pair("t8-tf-lock", "l-infra-random", "recurred", "the inconsistent lock file error again, for the random provider")
    later("l-infra-colleague", d, "2026-10-21T08:30:00Z", "main",
          ("user", "pull and show me the prod plan"),
          ("bash", "git pull --ff-only", "Fast-forward\n envs/prod/versions.tf | 2 +-", False),
          ("bash", "terraform -chdir=envs/prod plan", lock.format(
              p="kubernetes", why="locked version selection 2.31.0 doesn't match the updated version constraints "
              "\"~> 2.33\""), True),
          ("say", "The pulled constraint change needs a lock update; waiting for your go-ahead before touching the "
                  "lock file."))
    pair("t8-tf-lock", "l-infra-colleague", "recurred", "plan after a pulled constraint bump: inconsistent lock file")
    later("l-infra-tags", d, "2026-10-24T11:00:00Z", "chore/tags",
          ("user", "add the cost-center tag to the prod buckets and format"),
          ("edit", "envs/prod/s3.tf", 'tags = { team = "data" }', 'tags = { team = "data", cost_center = "cc-41" }'),
          ("bash", "terraform fmt -recursive && terraform -chdir=envs/prod plan", "envs/prod/s3.tf\nPlan: 0 to add, 3 to "
           "change, 0 to destroy.", False))
    pair("t8-tf-lock", "l-infra-tags", "neither", "terraform plan fine for a tag change; no provider change, no lock")
    later("l-infra-statelock", d, "2026-10-28T09:10:00Z", "main",
          ("user", "apply the staging plan"),
          ("bash", "terraform -chdir=envs/staging apply -auto-approve", "Error: Error acquiring the state lock\n\nError "
           "message: ConditionalCheckFailedException: The conditional request failed\nLock Info:\n  ID:        "
           "8c1f2e44-7d1b\n  Who:       ci@runner-12", True),
          ("say", "CI holds the state lock; I'll retry once its job finishes."),
          ("bash", "terraform -chdir=envs/staging apply -auto-approve", "Apply complete! Resources: 0 added, 1 changed, "
           "0 destroyed.", False))
    pair("t8-tf-lock", "l-infra-statelock", "neither", "a state lock held by CI, not the dependency lock file")


def _kubectl() -> None:
    d = "/home/dev/platform"
    source("s-platform-ns", d, "2026-10-06T13:00:00Z", "main",
           ("user", "restart billing-api so it picks up the new secret"),
           ("bash", "kubectl rollout restart deployment/billing-api",
            'Error from server (NotFound): deployments.apps "billing-api" not found', True),
           ("bash", "kubectl get deploy -A | grep billing", "billing     billing-api      3/3     3            3   41d", False),
           ("bash", "kubectl -n billing rollout restart deployment/billing-api",
            "deployment.apps/billing-api restarted", False),
           ("bash", "kubectl -n billing rollout status deployment/billing-api",
            'deployment "billing-api" successfully rolled out', False))
    lesson("t8-kubectl-ns", "project", "en", "s-platform-ns", "tool_quirk",
           "kubectl NotFound: the deployment lives in its own namespace",
           "`kubectl rollout restart` answers `Error from server (NotFound)` for a deployment that exists.",
           "Running kubectl against a workload without naming its namespace; the context's namespace is `default`.",
           "Every service here runs in its own namespace, and kubectl only looks in the context's namespace.",
           "Pass the namespace: `kubectl -n <namespace> rollout restart deployment/<name>`, or set it once with "
           "`kubectl config set-context --current --namespace=<namespace>`.",
           "`kubectl rollout restart deployment/billing-api` → `Error from server (NotFound): deployments.apps "
           "\"billing-api\" not found`; `kubectl -n billing rollout restart deployment/billing-api` → "
           "`deployment.apps/billing-api restarted`.")
    later("l-platform-setctx", d, "2026-10-10T10:00:00Z", "main",
          ("user", "restart payments-worker, it has a stuck consumer"),
          ("bash", "kubectl config set-context --current --namespace=payments",
           'Context "prod-eu" modified.', False),
          ("bash", "kubectl rollout restart deployment/payments-worker", "deployment.apps/payments-worker restarted",
           False))
    pair("t8-kubectl-ns", "l-platform-setctx", "applied", "sets the context namespace first; no NotFound")
    later("l-platform-logs", d, "2026-10-14T09:20:00Z", "main",
          ("user", "why did billing-api return 500s in the last 10 minutes?"),
          ("bash", "kubectl logs --namespace billing deploy/billing-api --since=10m | grep -c ' 500 '", "37", False),
          ("bash", "kubectl logs --namespace billing deploy/billing-api --since=10m | grep ' 500 ' | head -3",
           "POST /invoices 500 timeout calling tax-service\nPOST /invoices 500 timeout calling tax-service\n"
           "GET /invoices/881 500 timeout calling tax-service", False),
          ("say", "All 500s are timeouts calling tax-service."))
    pair("t8-kubectl-ns", "l-platform-logs", "applied", "--namespace billing given up front, no NotFound first")
    later("l-platform-scale", d, "2026-10-18T22:00:00Z", "main",
          ("user", "stop the search indexer for the reindex window"),
          ("bash", "kubectl scale deployment/search-indexer --replicas=0",
           'Error from server (NotFound): deployments.apps "search-indexer" not found', True),
          ("bash", "kubectl -n search scale deployment/search-indexer --replicas=0",
           "deployment.apps/search-indexer scaled", False))
    pair("t8-kubectl-ns", "l-platform-scale", "recurred", "NotFound for search-indexer without -n, then -n search")
    later("l-platform-cm", d, "2026-10-22T15:00:00Z", "main",
          ("user", "show me the billing config map"),
          ("bash", "kubectl get configmap billing-config -o yaml",
           'Error from server (NotFound): configmaps "billing-config" not found', True),
          ("say", "It isn't in the current namespace; which namespace should I look in?"))
    pair("t8-kubectl-ns", "l-platform-cm", "recurred", "the same default-namespace NotFound for a config map")
    later("l-platform-typo", d, "2026-10-25T12:00:00Z", "main",
          ("user", "list the deployments everywhere"),
          ("bash", "kubectl get deploymnets -A",
           'error: the server doesn\'t have a resource type "deploymnets"', True),
          ("bash", "kubectl get deployments -A | wc -l", "23", False))
    pair("t8-kubectl-ns", "l-platform-typo", "neither", "a misspelt resource type, not a namespace NotFound")
    later("l-platform-nodes", d, "2026-10-27T08:00:00Z", "main",
          ("user", "are the nodes healthy?"),
          ("bash", "kubectl get nodes", "NAME        STATUS   ROLES    AGE   VERSION\nnode-a1     Ready    <none>   88d   "
           "v1.30.4\nnode-a2     Ready    <none>   88d   v1.30.4", False),
          ("bash", "kubectl top nodes", "NAME      CPU(cores)   CPU%   MEMORY(bytes)   MEMORY%\nnode-a1   612m   15%   "
           "9120Mi   58%", False))
    pair("t8-kubectl-ns", "l-platform-nodes", "neither", "cluster-scoped reads; no namespaced workload involved")


def build_first_half() -> None:
    _psql()
    _pep668()
    _tidy()
    _terraform()
    _kubectl()
