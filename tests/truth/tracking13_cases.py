"""The case tables of the thirteenth tracking corpus (one `CaseTables("t13-")`), the step helpers every part uses,
and lessons A (git's dubious ownership, global) and B (Go private modules and the checksum database).

How the labels were written: each pair was labelled from the later session's text as written here, before anything
judged it. `applied`: the later session does the lesson's fix before it meets the failure (spelt any way: another
flag order, long or short flags, another launcher, the setting written into a file, a sibling project). `recurred`:
the lesson's failure shows again in the later session (another repo, module, test, host, program or a CI log),
whether or not it is fixed afterwards; a session that meets the failure and then runs the fix is `recurred`.
`neither`: unrelated work, a look-alike error with another cause, the fix's words only in an inspection, a docs
grep, a listing, a README or a commit subject, and every session dated before the lesson's source session."""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t13-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def u(text: str) -> tuple[Any, ...]:
    return ("user", text)


def say(text: str) -> tuple[Any, ...]:
    return ("say", text)


def sh(command: str, output: str, error: bool = False) -> tuple[Any, ...]:
    return ("bash", command, output, error)


def ed(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


def wr(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


def rd(path: str, content: str) -> tuple[Any, ...]:
    """A Read call; its result numbered the way Claude Code shows a file."""
    lines = content.split("\n")
    shown = "\n".join(f"{i:>6}\u2192{line}" for i, line in enumerate(lines, 1))
    return ("tool", "Read", {"file_path": path}, shown, False)


def grep(pattern: str, path: str, output: str) -> tuple[Any, ...]:
    return ("tool", "Grep", {"pattern": pattern, "path": path, "output_mode": "content", "-n": True}, output, False)


# --- A: git refuses a checkout owned by another user (global) ----------------------------------------------------

INFRA = "/srv/builds/infra-scripts"
DUBIOUS = ("fatal: detected dubious ownership in repository at '{p}'\nTo add an exception for this directory, call:\n\n"
           "\tgit config --global --add safe.directory {p}")


def source_a() -> None:
    T.source(
        "s-a-dubious-ownership", INFRA, "2026-03-02T08:20:11Z", "main",
        u("pull the latest infra-scripts on this box and run the disk check against staging"),
        sh("git pull --ff-only", "Exit code 128\n" + DUBIOUS.format(p=INFRA), True),
        sh(f"ls -ld {INFRA} {INFRA}/.git && id -un",
           f"drwxr-xr-x 9 jenkins jenkins 4096 Feb 27 11:02 {INFRA}\n"
           f"drwxr-xr-x 8 jenkins jenkins 4096 Mar  2 08:14 {INFRA}/.git\ndev"),
        say("The checkout belongs to `jenkins` and I'm running as `dev`. Since 2.35.2 git refuses to touch a "
            "repository "
            "owned by another user. I won't use `sudo git pull`: it would leave root-owned objects in .git and break "
            "Jenkins' next fetch. Marking just this path as safe for my user instead."),
        sh("git --version", "git version 2.43.0"),
        sh(f"git config --global --add safe.directory {INFRA}", ""),
        sh("git pull --ff-only", "Updating 4c1e9a2..b7d03f5\nFast-forward\n check_disk.sh | 14 ++++++++----\n"
           " 1 file changed, 10 insertions(+), 4 deletions(-)"),
        sh("./check_disk.sh --env staging",
           "staging-app-01  /      41%  ok\nstaging-app-01  /data  63%  ok\nstaging-db-01   /      38%  ok\n"
           "staging-db-01   /pg    71%  ok\nall hosts within threshold (85%)"),
    )
    T.lesson(
        "t13-a-git-dubious-ownership", "global", "en", "s-a-dubious-ownership", "env_setup",
        "git refuses a checkout owned by another user (dubious ownership)",
        "Every git command in a checkout owned by another account (a CI user, a NAS share, a container mount) fails "
        "with exit 128 and `fatal: detected dubious ownership in repository at '<path>'`.",
        "Looks like a broken or corrupt repo, and `sudo git ...` seems to work around it - but running git as root "
        "leaves root-owned objects in .git and breaks the owner's next fetch.",
        "Since git 2.35.2 (CVE-2022-24765) git won't operate in a repository whose directory is owned by a "
        "different user unless the path is listed in `safe.directory`.",
        "Mark that one path as safe for your user: `git config --global --add safe.directory <path>` (one-off: "
        "`git -c safe.directory=<path> <command>`; in images, `git config --system --add safe.directory <path>`). "
        "Don't run git with sudo in someone else's checkout.",
        ["`git pull --ff-only` → `fatal: detected dubious ownership in repository at '/srv/builds/infra-scripts'` "
         "(Exit code 128)",
         "`ls -ld` showed the checkout owned by `jenkins jenkins` while `id -un` printed `dev`",
         "after `git config --global --add safe.directory /srv/builds/infra-scripts` the same pull fast-forwarded "
         "(`Updating 4c1e9a2..b7d03f5`)"])


def later_a_applied() -> None:
    lid = "t13-a-git-dubious-ownership"
    share = "/mnt/nas/shared-dotfiles"
    T.later(
        "l-a-oneoff-c-flag", share, "2026-03-19T10:02:40Z", "HEAD",
        u("what changed in the shared dotfiles repo on the NAS this week?"),
        sh(f"stat -c '%U %u' {share}", "UNKNOWN 1001"),
        say("The share is owned by uid 1001, not me, so git would call it dubious ownership. I'll pass the "
            "exception for this one command only rather than adding it globally."),
        sh(f"git -c safe.directory={share} log --oneline --since='7 days ago'",
           "9e02c11 zsh: add fzf keybindings\n51b7a0d tmux: bump history-limit to 50000\n0c3d9f4 vim: drop ale"),
    )
    T.pair(lid, "l-a-oneoff-c-flag", "applied",
           "passes -c safe.directory=<share> on the first git call against a share owned by uid 1001; no failure")
    T.later(
        "l-a-dockerfile-system-safe", "/home/dev/src/relay", "2026-03-21T14:11:05Z", "ci-image",
        u("our CI image mounts the repo at /workspace as another uid; make `git describe` work inside it"),
        rd("/home/dev/src/relay/ci/Dockerfile", "FROM golang:1.22-bookworm\nRUN apt-get update && apt-get install -y "
           "--no-install-recommends git make && rm -rf /var/lib/apt/lists/*\nWORKDIR /workspace"),
        ed("/home/dev/src/relay/ci/Dockerfile", "WORKDIR /workspace",
           "RUN git config --system --add safe.directory /workspace\nWORKDIR /workspace"),
        sh("docker build -t relay-ci:dev ci/ && docker run --rm --user 1234:1234 -v $PWD:/workspace relay-ci:dev "
           "git describe --tags --always",
           "#7 [3/3] RUN git config --system --add safe.directory /workspace\n#7 DONE 0.3s\n#8 exporting to image\n"
           "#8 naming to docker.io/library/relay-ci:dev done\nv0.14.2-3-g8f1c0aa"),
    )
    T.pair(lid, "l-a-dockerfile-system-safe", "applied",
           "writes `git config --system --add safe.directory /workspace` into the CI Dockerfile before any git call "
           "fails; git describe works")
    T.later(
        "l-a-gitconfig-edit", "/srv/builds/deploy-tools", "2026-03-24T09:40:18Z", "main",
        u("deploy-tools was also checked out by jenkins; I need to run its rollout script from my account"),
        rd("/home/dev/.gitconfig", "[user]\n\tname = Dana Ortiz\n\temail = dana@acme.dev\n[safe]\n"
           "\tdirectory = /srv/builds/infra-scripts"),
        ed("/home/dev/.gitconfig", "\tdirectory = /srv/builds/infra-scripts",
           "\tdirectory = /srv/builds/infra-scripts\n\tdirectory = /srv/builds/deploy-tools"),
        sh("git status -sb && ./rollout.sh --dry-run api",
           "## main...origin/main\nrollout api: 3 hosts, batch 1, dry run\nwould drain api-01, api-02, api-03"),
    )
    T.pair(lid, "l-a-gitconfig-edit", "applied",
           "adds deploy-tools to the [safe] list in ~/.gitconfig by an Edit before running git there; git works")


def later_a_recurred() -> None:
    lid = "t13-a-git-dubious-ownership"
    T.later(
        "l-a-go-buildvcs", "/srv/builds/metrics-agent", "2026-03-20T16:30:52Z", "main",
        u("build metrics-agent from the jenkins checkout so I can test the new flag"),
        sh("go build -o /tmp/metrics-agent ./cmd/agent",
           "Exit code 1\nerror obtaining VCS status: exit status 128\n\tUse -buildvcs=false to disable VCS stamping.",
           True),
        sh("git status", "Exit code 128\n" + DUBIOUS.format(p="/srv/builds/metrics-agent"), True),
        sh("git config --global --add safe.directory /srv/builds/metrics-agent && go build -o /tmp/metrics-agent "
           "./cmd/agent && /tmp/metrics-agent --version", "metrics-agent v1.9.0 (commit 2be41f7)"),
    )
    T.pair(lid, "l-a-go-buildvcs", "recurred",
           "go build's VCS stamping fails on a jenkins-owned checkout and git status shows dubious ownership; fixed "
           "after")
    T.later(
        "l-a-setuptools-scm", "/opt/shared/hatch-plugin", "2026-03-26T11:05:09Z", "HEAD",
        u("install the shared hatch plugin in editable mode into my venv"),
        sh("pip install -e .",
           "Exit code 1\nObtaining file:///opt/shared/hatch-plugin\n  Installing build dependencies ... done\n"
           "  Getting requirements to build editable ... error\n  error: subprocess-exited-with-error\n"
           "  fatal: detected dubious ownership in repository at '/opt/shared/hatch-plugin'\n"
           "  LookupError: Error getting the version from source `vcs`: setuptools-scm was unable to detect version "
           "for /opt/shared/hatch-plugin.", True),
        say("setuptools-scm shells out to git, and git refuses this checkout because /opt/shared belongs to the "
            "`build` account. I'll ask whoever owns it before changing anything there."),
    )
    T.pair(lid, "l-a-setuptools-scm", "recurred",
           "setuptools-scm's git call hits dubious ownership on /opt/shared/hatch-plugin; left unfixed")
    T.later(
        "l-a-actions-container", "/home/dev/src/relay", "2026-03-28T13:22:47Z", "release-0.15",
        u("the release job failed on the version step, can you check the log"),
        sh("gh run view 8841203377 --log-failed | tail -6",
           "release\tversion\t2026-03-28T13:10:02Z Run VERSION=$(git describe --tags --abbrev=0)\n"
           "release\tversion\t2026-03-28T13:10:02Z fatal: detected dubious ownership in repository at "
           "'/__w/relay/relay'\nrelease\tversion\t2026-03-28T13:10:02Z To add an exception for this directory, "
           "call:\nrelease\tversion\t2026-03-28T13:10:02Z ##[error]Process completed with exit code 128."),
        ed("/home/dev/src/relay/.github/workflows/release.yml", "      - name: version\n        run: |",
           "      - name: version\n        run: |\n          git config --global --add safe.directory "
           "\"$GITHUB_WORKSPACE\""),
        sh("git commit -am 'ci: trust the workspace inside the release container' && git push",
           "[release-0.15 61d0e2c] ci: trust the workspace inside the release container\n 1 file changed, 1 "
           "insertion(+)"),
    )
    T.pair(lid, "l-a-actions-container", "recurred",
           "the release job's container log shows dubious ownership of /__w/relay/relay (exit 128); fixed afterwards")


def later_a_neither() -> None:
    lid = "t13-a-git-dubious-ownership"
    T.later(
        "l-a-list-safe-dirs", "/home/dev", "2026-03-30T08:15:33Z", "HEAD",
        u("which directories have I marked as safe in git? just list them, I'm auditing the box"),
        sh("git config --global --get-all safe.directory",
           "/srv/builds/infra-scripts\n/srv/builds/deploy-tools\n/srv/builds/metrics-agent"),
        say("Three paths are on your global safe.directory list, all jenkins checkouts under /srv/builds. Nothing "
            "is trusted with `*`."),
    )
    T.pair(lid, "l-a-list-safe-dirs", "neither",
           "only lists safe.directory with --get-all; no git command in a foreign checkout, no failure")
    T.later(
        "l-a-not-a-repo", "/tmp/export-2026-03", "2026-03-31T15:48:21Z", "HEAD",
        u("I unpacked last month's export tarball here, tell me which commit it was built from"),
        sh("git log -1 --format=%H", "Exit code 128\nfatal: not a git repository (or any of the parent "
                                     "directories): .git",
           True),
        sh("cat BUILD_INFO", "commit=1f0e7c2a94d3\nbuilt=2026-02-28T23:10:00Z\nby=jenkins"),
        say("The tarball has no .git (git archive strips it), but BUILD_INFO records commit 1f0e7c2a94d3."),
    )
    T.pair(lid, "l-a-not-a-repo", "neither",
           "look-alike exit 128: `not a git repository` in an unpacked tarball, not an ownership check")
    T.later(
        "l-a-before-threshold", INFRA, "2026-02-23T10:04:12Z", "main",
        u("lower the disk warning threshold in check_disk.sh to 80%"),
        sh(f"git config --global --add safe.directory {INFRA} && git pull --ff-only", "Already up to date."),
        ed(f"{INFRA}/check_disk.sh", "THRESHOLD=85", "THRESHOLD=80"),
        sh("bash -n check_disk.sh && git commit -am 'check_disk: warn at 80%'",
           "[main 4c1e9a2] check_disk: warn at 80%\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    )
    T.pair(lid, "l-a-before-threshold", "neither",
           "dated 2026-02-23, before the lesson's source session (2026-03-02)")


# --- B: Go private modules and the public proxy / checksum database -------------------------------------------------

BILLING = "/home/dev/src/billing-api"
SUMDB_404 = ("verifying module: github.com/acme-corp/{m}@{v}: reading "
             "https://sum.golang.org/lookup/github.com/acme-corp/{m}@{v}: 404 Not Found\n\tserver response:\n"
             "\tnot found: github.com/acme-corp/{m}@{v}: invalid version: git ls-remote -q origin in "
             "/tmp/gopath/pkg/mod/cache/vcs/3f1d9c0b: exit status 128:\n"
             "\t\tfatal: could not read Username for 'https://github.com': terminal prompts disabled")


def source_b() -> None:
    T.source(
        "s-b-goprivate", BILLING, "2026-03-03T13:41:27Z", "feat/authz-v2",
        u("switch billing-api over to go-authz v2.3.1 (our private module) and make sure it builds"),
        sh("go get github.com/acme-corp/go-authz/v2@v2.3.1",
           "Exit code 1\ngo: github.com/acme-corp/go-authz/v2@v2.3.1: reading "
           "https://proxy.golang.org/github.com/acme-corp/go-authz/v2/@v/v2.3.1.info: 404 Not Found\n"
           "\tserver response: not found: module github.com/acme-corp/go-authz/v2: git ls-remote -q origin: "
           "exit status 128", True),
        say("The public proxy can't see a private repo. Retrying with GOPROXY=direct so the go command clones it "
            "with my git credentials."),
        sh("GOPROXY=direct go get github.com/acme-corp/go-authz/v2@v2.3.1",
           "Exit code 1\ngo: downloading github.com/acme-corp/go-authz/v2 v2.3.1\n"
           "go: github.com/acme-corp/go-authz/v2@v2.3.1: " + SUMDB_404.format(m="go-authz/v2", v="v2.3.1"), True),
        say("Direct download worked, but the go command still asks sum.golang.org to verify the checksum, and the "
            "public checksum database has never seen a private module. GOPRIVATE covers both: no proxy, no sumdb."),
        sh("go env -w GOPRIVATE='github.com/acme-corp/*' && go env GOPRIVATE GONOPROXY GONOSUMDB",
           "github.com/acme-corp/*\ngithub.com/acme-corp/*\ngithub.com/acme-corp/*"),
        sh("go get github.com/acme-corp/go-authz/v2@v2.3.1 && go mod tidy",
           "go: downloading github.com/acme-corp/go-authz/v2 v2.3.1\n"
           "go: added github.com/acme-corp/go-authz/v2 v2.3.1"),
        sh("go build ./... && go test ./internal/auth/...", "ok  "
                                                            "\tgithub.com/acme-corp/billing-api/internal/auth\t0.412s"),
    )
    T.lesson(
        "t13-b-goprivate-sumdb", "project", "en", "s-b-goprivate", "env_setup",
        "Private acme-corp Go modules need GOPRIVATE, not just GOPROXY=direct",
        "`go get`/`go mod tidy` of a github.com/acme-corp module fails with a 404 from proxy.golang.org, and with "
        "GOPROXY=direct it then fails `verifying module` against sum.golang.org (404 Not Found).",
        "GOPROXY=direct looks like the fix because the download starts working, but checksum verification still goes "
        "to the public sumdb, which can never know a private module.",
        "By default the go command fetches through proxy.golang.org and verifies every module in sum.golang.org; "
        "private modules must be excluded from both, which is what GOPRIVATE does (it sets GONOPROXY and GONOSUMDB).",
        "Set `go env -w GOPRIVATE='github.com/acme-corp/*'` once per machine (or export GOPRIVATE, or GONOPROXY plus "
        "GONOSUMDB, in CI and Dockerfiles) before fetching acme-corp modules.",
        "GOPROXY=direct still died with `reading "
        "https://sum.golang.org/lookup/github.com/acme-corp/go-authz/v2@v2.3.1: "
        "404 Not Found`; after `go env -w GOPRIVATE='github.com/acme-corp/*'` the go get printed "
        "`go: added github.com/acme-corp/go-authz/v2 v2.3.1` and the auth tests passed.")


def later_b_applied() -> None:
    lid = "t13-b-goprivate-sumdb"
    worker = "/home/dev/src/invoice-worker"
    T.later(
        "l-b-inline-env", worker, "2026-03-18T09:12:44Z", "authz-v2",
        u("invoice-worker should use go-authz v2.4.0 too; bump it"),
        say("go-authz is private, so I'll keep the go command away from the public proxy and sumdb for acme-corp."),
        sh("GOPRIVATE=github.com/acme-corp/* go get github.com/acme-corp/go-authz/v2@v2.4.0",
           "go: downloading github.com/acme-corp/go-authz/v2 v2.4.0\ngo: upgraded github.com/acme-corp/go-authz/v2 "
           "v2.3.1 => v2.4.0"),
        sh("go vet ./... && go test ./...", "ok  \tgithub.com/acme-corp/invoice-worker/internal/render\t0.233s\n"
           "ok  \tgithub.com/acme-corp/invoice-worker/internal/queue\t1.018s"),
    )
    T.pair(lid, "l-b-inline-env", "applied",
           "sets GOPRIVATE inline on the go get of a private module in a sibling repo before any 404; it works")
    T.later(
        "l-b-dockerfile-env", BILLING, "2026-03-22T17:03:19Z", "main",
        u("the billing-api image should build from a clean cache; add what the build stage needs for our modules"),
        ed(f"{BILLING}/Dockerfile", "FROM golang:1.22 AS build\nWORKDIR /src",
           "FROM golang:1.22 AS build\nENV GOPRIVATE=github.com/acme-corp/*\nWORKDIR /src"),
        sh("docker build --no-cache --ssh default -t billing-api:dev .",
           "#9 [build 4/7] RUN --mount=type=ssh go mod download\n#9 DONE 14.2s\n#12 [build 7/7] RUN go build -o "
           "/out/billing-api ./cmd/api\n#12 DONE 31.8s\n#15 naming to docker.io/library/billing-api:dev done"),
    )
    T.pair(lid, "l-b-dockerfile-env", "applied",
           "writes ENV GOPRIVATE=github.com/acme-corp/* into the build stage before the first build; go mod "
           "download ok")
    T.later(
        "l-b-nosumdb-export", BILLING, "2026-03-25T10:27:50Z", "chore/deps",
        u("tidy billing-api's modules on the new build VM"),
        sh("export GONOPROXY='github.com/acme-corp/*' GONOSUMDB='github.com/acme-corp/*' && go mod tidy && "
           "go build ./...", "go: downloading github.com/acme-corp/go-authz/v2 v2.3.1\n"
           "go: downloading github.com/acme-corp/go-money v1.2.0"),
        sh("git status --short", " M go.sum"),
    )
    T.pair(lid, "l-b-nosumdb-export", "applied",
           "exports GONOPROXY and GONOSUMDB (what GOPRIVATE sets) before go mod tidy on a new VM; no failure")


def later_b_recurred() -> None:
    lid = "t13-b-goprivate-sumdb"
    worker = "/home/dev/src/invoice-worker"
    T.later(
        "l-b-pdfkit-download", worker, "2026-03-19T14:55:02Z", "feat/pdf",
        u("add go-pdfkit v0.9.2 to invoice-worker and render the sample invoice"),
        sh("go get github.com/acme-corp/go-pdfkit@v0.9.2",
           "Exit code 1\ngo: downloading github.com/acme-corp/go-pdfkit v0.9.2\n"
           "go: github.com/acme-corp/go-pdfkit@v0.9.2: " + SUMDB_404.format(m="go-pdfkit", v="v0.9.2"), True),
        sh("go env -w GOPRIVATE='github.com/acme-corp/*' && go get github.com/acme-corp/go-pdfkit@v0.9.2",
           "go: added github.com/acme-corp/go-pdfkit v0.9.2"),
        sh("go run ./cmd/render --sample > /tmp/sample.pdf && file /tmp/sample.pdf",
           "/tmp/sample.pdf: PDF document, version 1.7, 2 page(s)"),
    )
    T.pair(lid, "l-b-pdfkit-download", "recurred",
           "go get of another private module (go-pdfkit) dies verifying against sum.golang.org; GOPRIVATE set after")
    T.later(
        "l-b-gitlab-ci-log", BILLING, "2026-03-27T12:40:36Z", "feat/refunds",
        u("pipeline 5512 failed at lint, what happened?"),
        sh("glab ci trace 88123 | tail -7",
           "$ golangci-lint run --timeout 5m\nlevel=error msg=\"Running error: context loading failed: failed to load "
           "packages: failed to load packages: failed to load with go/packages: err: exit status 1: stderr: go: "
           "github.com/acme-corp/go-authz/v2@v2.4.0: verifying module: github.com/acme-corp/go-authz/v2@v2.4.0: "
           "reading https://sum.golang.org/lookup/github.com/acme-corp/go-authz/v2@v2.4.0: 404 Not Found\"\n"
           "ERROR: Job failed: exit code 3"),
        say("The lint job's runner image verifies go-authz against the public checksum database - the private-module "
            "setting isn't in that job's environment. I'll note it in the MR rather than touch the shared template."),
    )
    T.pair(lid, "l-b-gitlab-ci-log", "recurred",
           "the CI lint log shows the sum.golang.org 404 for go-authz v2.4.0 (exit code 3); not fixed in the session")


def later_b_neither() -> None:
    lid = "t13-b-goprivate-sumdb"
    T.later(
        "l-b-go-env-inspect", BILLING, "2026-03-23T08:50:14Z", "main",
        u("a teammate asks what Go env we use for billing-api, paste them the relevant values"),
        sh("go version && go env GOPRIVATE GOPROXY GOFLAGS",
           "go version go1.22.1 linux/amd64\ngithub.com/acme-corp/*\nhttps://proxy.golang.org,direct\n"),
        say("go1.22.1; GOPRIVATE=github.com/acme-corp/*, GOPROXY is the default, GOFLAGS empty."),
    )
    T.pair(lid, "l-b-go-env-inspect", "neither",
           "only prints go env values for a teammate; nothing is fetched or set")
    T.later(
        "l-b-missing-gosum", BILLING, "2026-03-29T15:31:08Z", "feat/decimal",
        u("use shopspring/decimal for the refund totals"),
        sh("go build ./...",
           "Exit code 1\ninternal/refund/total.go:6:2: missing go.sum entry for module providing package "
           "github.com/shopspring/decimal (imported by github.com/acme-corp/billing-api/internal/refund); to add:\n"
           "\tgo get github.com/acme-corp/billing-api/internal/refund", True),
        sh("go get github.com/shopspring/decimal@v1.4.0 && go build ./...",
           "go: downloading github.com/shopspring/decimal v1.4.0\ngo: added github.com/shopspring/decimal v1.4.0"),
    )
    T.pair(lid, "l-b-missing-gosum", "neither",
           "look-alike module error: a public module missing from go.sum, fixed by go get; no proxy or sumdb 404")
    T.later(
        "l-b-before-handler", BILLING, "2026-02-24T11:18:40Z", "main",
        u("rename the invoices handler package to billing/handlers"),
        sh("git mv internal/invoices internal/handlers && gofmt -l ./internal && go build ./...", ""),
        sh("go test ./internal/...", "ok  \tgithub.com/acme-corp/billing-api/internal/handlers\t0.188s"),
    )
    T.pair(lid, "l-b-before-handler", "neither",
           "dated 2026-02-24, before the lesson's source session (2026-03-03)")


def build_first_part() -> None:
    source_a()
    later_a_applied()
    later_a_recurred()
    later_a_neither()
    source_b()
    later_b_applied()
    later_b_recurred()
    later_b_neither()
