"""The eleventh tracking corpus's case tables (one `CaseTables("t11-")`), the step helpers every part uses, and
its first lesson (a new module outside a go.work workspace). The other parts: tracking11_cases_b.py (Kotlin's
JVM target, composer without ext-intl), _c (Bundler's lockfile platforms, Hex on a new Elixir), _d (Terraform
lock hashes per platform, Helm's re-used release name), _e (nginx's server-names hash, Postgres collation and
template0), _f (ImageMagick's PDF policy, ssh-agent), _g (Vite's env prefix, ffmpeg's even dimensions) and _h (the
pairs of sessions with another project's lesson).

How the labels were written: from the session text alone, before anything judged them. `applied`: the later
session does the lesson's fix up front, before it meets the failure (however it spells it, and even when it then
fails for another reason). `recurred`: the lesson's failure shows again (another file, module, host, project or
program, or only in a CI or service log), whether or not the session fixes it afterwards; meeting the failure and
then running the fix is `recurred`, not `applied`. `neither`: unrelated work, look-alike errors with another
cause, the fix's words in unrelated places, and every session dated before the lesson's source."""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t11-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def U(text: str) -> tuple[Any, ...]:
    return ("user", text)


def S(text: str) -> tuple[Any, ...]:
    return ("say", text)


def B(command: str, output: str, code: int = 0) -> tuple[Any, ...]:
    """A Bash call; a non-zero `code` makes it an error result that starts `Exit code N` as Claude Code's do."""
    if code:
        return ("bash", command, f"Exit code {code}\n{output}", True)
    return ("bash", command, output, False)


def E(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


def W(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


def R(path: str, content: str) -> tuple[Any, ...]:
    numbered = "\n".join(f"{i:>6}\t{line}" for i, line in enumerate(content.splitlines(), 1))
    return ("tool", "Read", {"file_path": path}, numbered, False)


def G(pattern: str, path: str, output: str) -> tuple[Any, ...]:
    return ("tool", "Grep", {"pattern": pattern, "path": path, "output_mode": "content", "-n": True}, output, False)


# --- A. a module the go.work workspace does not list ------------------------------------------------------------

RELAY = "/home/dev/src/relay"
RELAY_TOOLS = "/home/dev/src/relay-tools"
GOWORK = "go 1.22.2\n\nuse (\n\t./api\n\t./worker\n\t./internal/shared\n)\n"
NOT_IN_WORK = ("go: directory {d} is contained in a module that is not one of the workspace modules listed in "
               "go.work. You can add the module to the workspace using:\n\tgo work use {d}")


def _gowork_source() -> None:
    T.source(
        "s-gowork", RELAY, "2026-04-01T09:10:00Z", "feat/notify",
        U("I scaffolded a notify module under notify/ (its own go.mod). Wire it into the build and make sure it "
          "compiles and its tests pass."),
        B("cat go.work", GOWORK),
        B("ls notify && head -3 notify/go.mod",
          "go.mod\nmain.go\nsender.go\nsender_test.go\nmodule example.com/relay/notify\n\ngo 1.22.2"),
        B("go build ./notify", NOT_IN_WORK.format(d="notify"), 1),
        S("The workspace doesn't know the new module. Let me first see whether tidying the module itself helps."),
        B("(cd notify && go mod tidy)",
          "go: finding module for package example.com/relay/internal/shared\ngo: example.com/relay/notify imports\n"
          "\texample.com/relay/internal/shared: cannot find module providing package "
          "example.com/relay/internal/shared: unrecognized import path \"example.com/relay/internal/shared\": "
          "reading https://example.com/relay/internal/shared?go-get=1: 404 Not Found", 1),
        S("Tidying inside the module tries to fetch the sibling `internal/shared` from the network. The module "
          "has to be registered in go.work instead."),
        B("go work use ./notify && cat go.work",
          "go 1.22.2\n\nuse (\n\t./api\n\t./internal/shared\n\t./notify\n\t./worker\n)\n"),
        B("go build ./notify && go test ./notify/...", "ok  \texample.com/relay/notify\t0.412s"),
    )
    T.lesson(
        "t11-gowork", "project", "en", "s-gowork", "tool_quirk",
        "A new Go module in the relay workspace must be added to go.work before go build sees it",
        "`go build ./notify` fails with `go: directory notify is contained in a module that is not one of the "
        "workspace modules listed in go.work` right after a module with its own go.mod is created in the repo.",
        "Running `go mod tidy` inside the new module instead: it tries to download the sibling workspace module "
        "example.com/relay/internal/shared from the network and fails with a 404.",
        "With a go.work file present, the go command only treats the modules in its `use` block as main modules; "
        "a fresh go.mod next to them is ignored, and its imports of sibling modules cannot be resolved.",
        "Register the module in the workspace with `go work use ./<dir>` (or add `./<dir>` to the `use (...)` "
        "block of go.work), then build and test it from the workspace root.",
        "`go build ./notify` → `is not one of the workspace modules listed in go.work`; "
        "`cd notify && go mod tidy` → `cannot find module providing package example.com/relay/internal/shared`; "
        "after `go work use ./notify` the build and `go test ./notify/...` came back "
        "`ok  example.com/relay/notify`.",
    )


def _gowork_applied() -> None:
    T.later(
        "l-gw-a1", RELAY, "2026-04-16T08:30:00Z", "feat/billing",
        U("Add a billing module (separate go.mod, module example.com/relay/billing) with an Invoice type and a "
          "test, and make it part of the build."),
        W(f"{RELAY}/billing/go.mod", "module example.com/relay/billing\n\ngo 1.22.2\n"),
        W(f"{RELAY}/billing/invoice.go", "package billing\n\ntype Invoice struct {\n\tID     string\n"
          "\tAmount int64\n}\n\nfunc (i Invoice) Cents() int64 { return i.Amount }\n"),
        W(f"{RELAY}/billing/invoice_test.go", "package billing\n\nimport \"testing\"\n\nfunc TestCents(t *testing.T) "
          "{\n\tif (Invoice{Amount: 1250}).Cents() != 1250 {\n\t\tt.Fatal(\"cents\")\n\t}\n}\n"),
        S("Registering the module in the workspace before building it."),
        B("go work use billing", ""),
        B("go test ./billing/...", "ok  \texample.com/relay/billing\t0.207s"),
    )
    T.later(
        "l-gw-a2", RELAY, "2026-04-20T13:05:00Z", "feat/ratelimit",
        U("Move the rate limiter out of api/ into its own module ratelimit/ so worker can use it too."),
        B("mkdir -p ratelimit && git mv api/internal/limiter/limiter.go ratelimit/limiter.go && "
          "cd ratelimit && go mod init example.com/relay/ratelimit",
          "go: creating new go.mod: module example.com/relay/ratelimit\ngo: to add module requirements and sums:\n"
          "\tgo mod tidy"),
        R(f"{RELAY}/go.work", GOWORK),
        E(f"{RELAY}/go.work", "\t./internal/shared\n)", "\t./internal/shared\n\t./ratelimit\n)"),
        E(f"{RELAY}/api/server.go", "\"example.com/relay/api/internal/limiter\"",
          "limiter \"example.com/relay/ratelimit\""),
        B("go vet ./ratelimit/... ./api/... && go build ./worker/...", ""),
        S("ratelimit is its own module, listed in go.work, and api and worker both build against it."),
    )
    T.pair("t11-gowork", "l-gw-a2", "applied",
           "adds `./ratelimit` to the use block of go.work with an Edit before vetting/building; nothing fails")
    T.later(
        "l-gw-a3", RELAY_TOOLS, "2026-04-23T10:40:00Z", "main",
        U("Split cmd/ into two modules, cmd/replay and cmd/inspect, each with its own go.mod, inside this "
          "workspace."),
        B("cat go.work", "go 1.22.2\n\nuse ./lib\n"),
        B("for d in replay inspect; do (cd cmd/$d && go mod init example.com/relay-tools/cmd/$d); done",
          "go: creating new go.mod: module example.com/relay-tools/cmd/replay\n"
          "go: creating new go.mod: module example.com/relay-tools/cmd/inspect"),
        B("go work use -r ./cmd && cat go.work",
          "go 1.22.2\n\nuse (\n\t./cmd/inspect\n\t./cmd/replay\n\t./lib\n)\n"),
        B("go build ./cmd/replay ./cmd/inspect && echo built", "built"),
    )
    T.pair("t11-gowork", "l-gw-a3", "applied",
           "sibling workspace relay-tools: `go work use -r ./cmd` registers both new modules before the first build")


def _gowork_recurred() -> None:
    T.later(
        "l-gw-r1", RELAY, "2026-04-28T15:20:00Z", "feat/audit",
        U("There's a new audit/ module from Priya's branch; run its tests."),
        B("head -1 audit/go.mod", "module example.com/relay/audit"),
        B("go test ./audit/...", "pattern ./audit/...: " + NOT_IN_WORK.format(d="audit"), 1),
        B("go work use ./audit && go test ./audit/...",
          "ok  \texample.com/relay/audit\t0.388s\nok  \texample.com/relay/audit/sink\t0.119s"),
        S("audit wasn't listed in go.work; after adding it both packages pass."),
    )
    T.pair("t11-gowork", "l-gw-r1", "recurred",
           "`go test ./audit/...` fails with the not-in-workspace error for another module; fixed only after")
    T.later(
        "l-gw-r2", RELAY_TOOLS, "2026-05-04T09:00:00Z", "feat/exporter",
        U("make lint is red on CI for the exporter change, can you look?"),
        B("gh run view 9131 --log-failed | tail -6",
          "lint\tRun golangci-lint\t##[group]Run make lint\n"
          "lint\tRun golangci-lint\tgolangci-lint run ./exporter/...\n"
          "lint\tRun golangci-lint\tlevel=error msg=\"Running error: context loading failed: failed to load "
          "packages: go: directory exporter is contained in a module that is not one of the workspace modules "
          "listed in go.work. You can add the module to the workspace using:\\n\\tgo work use exporter\"\n"
          "lint\tRun golangci-lint\tmake: *** [Makefile:14: lint] Error 3\n"
          "lint\tRun golangci-lint\t##[error]Process completed with exit code 2."),
        S("golangci-lint can't load exporter because the new module isn't in go.work. I'll tell you before "
          "touching go.work since it's shared with the other tools."),
    )
    T.pair("t11-gowork", "l-gw-r2", "recurred",
           "the same not-in-go.work failure, raised by golangci-lint in a CI log for the exporter module")


def _gowork_neither() -> None:
    T.later(
        "l-gw-n1", RELAY, "2026-04-18T11:15:00Z", "fix/retry",
        U("worker retries are off by one, the test says so. Fix it."),
        B("go test ./worker/...",
          "--- FAIL: TestBackoffSchedule (0.00s)\n    backoff_test.go:22: attempt 3: got 800ms, want 400ms\nFAIL\n"
          "FAIL\texample.com/relay/worker\t0.015s\nFAIL", 1),
        E(f"{RELAY}/worker/backoff.go", "base << attempt", "base << (attempt - 1)"),
        B("go test ./worker/...", "ok  \texample.com/relay/worker\t0.014s"),
    )
    T.pair("t11-gowork", "l-gw-n1", "neither", "an off-by-one test failure in worker; nothing about go.work")
    T.later(
        "l-gw-n2", RELAY, "2026-04-25T16:45:00Z", "feat/metrics",
        U("Add prometheus metrics to worker."),
        E(f"{RELAY}/worker/main.go", "import (\n\t\"context\"",
          "import (\n\t\"context\"\n\n\t\"github.com/prometheus/client_golang/prometheus/promhttp\""),
        B("go build ./worker",
          "worker/main.go:7:2: no required module provides package "
          "github.com/prometheus/client_golang/prometheus/promhttp; to add it:\n"
          "\tcd /home/dev/src/relay/worker\n\tgo get github.com/prometheus/client_golang/prometheus/promhttp", 1),
        B("cd worker && go get github.com/prometheus/client_golang@v1.19.0 && cd .. && go build ./worker",
          "go: added github.com/prometheus/client_golang v1.19.0\ngo: added github.com/prometheus/common v0.48.0"),
    )
    T.pair("t11-gowork", "l-gw-n2", "neither",
           "look-alike: a missing requirement fixed with `go get`; the module is already in the workspace")
    T.later(
        "l-gw-n3", RELAY, "2026-05-02T10:05:00Z", "docs/contributing",
        U("Document in CONTRIBUTING.md how to add a new module to the workspace."),
        G("go work", f"{RELAY}/docs", "docs/layout.md:12:The repository is a go.work workspace; see go.work."),
        E(f"{RELAY}/CONTRIBUTING.md", "## Layout\n",
          "## Layout\n\nEach top-level module has its own go.mod. A new module must be listed in go.work: run "
          "`go work use ./<dir>` from the root.\n"),
        B("git commit -am 'docs: how to add a module with go work use'",
          "[docs/contributing 51c0e2a] docs: how to add a module with go work use\n 1 file changed, 3 insertions(+)"),
    )
    T.pair("t11-gowork", "l-gw-n3", "neither",
           "the fix's words only in a docs grep, a CONTRIBUTING edit and a commit message; nothing is built")


def build_first_part() -> None:
    _gowork_source()
    _gowork_applied()
    _gowork_recurred()
    _gowork_neither()
