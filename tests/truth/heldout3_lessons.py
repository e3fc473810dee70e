"""The labelled lessons of the third held-out corpus (written to heldout3_corpus.jsonl by
build_heldout3.py), in the record format tests/truth/EVIDENCE.md describes.

Each was written after reading its transcript: `why` names the records (line and uuid prefix) the labels
rest on. Invented evidence is the kind a model really writes: another call's error on a real command,
true tokens with a false outcome, a fix that never ran, a real identifier with a character changed, an
error that never appeared, a number or version changed. Real evidence comes in the phrasings different
models use (code spans, GPT-style prose, terse bullets, lists, fences, partial quotes, ellipses, Korean,
Japanese, German, French, Portuguese and Chinese prose, Windows paths, ANSI codes)."""
from __future__ import annotations

from typing import Any

SP = "tests/fixtures/transcripts/spotter-2.1.39/"
TE = SP + "ae4a77f8-aedd-4bc1-888f-c94edc91af04.jsonl"
FUM = SP + "8463c716-a2ea-4c14-9efa-87158ebd9f20.jsonl"
CC = "tests/fixtures/transcripts/claude-code-2.1.332/"
EN = CC + "en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d.jsonl"
KO = CC + "ko-4dc12c4e-dc4b-4a4b-ad64-8f46fbf76218.jsonl"
ESC = "\x1b"


def S(name: str) -> str:
    return f"tests/truth/heldout3_sessions/{name}.jsonl"


def G(title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any,
      category: str = "tool_quirk", scope: str = "project") -> dict[str, Any]:
    return {"kind": "gotcha", "category": category, "confidence": "high", "scope": scope, "title": title,
            "symptom": symptom, "trap": trap, "cause": cause, "workaround": workaround, "evidence": evidence}


def K(title: str, situation: str, approach: str, rationale: str, evidence: Any,
      category: str = "project_convention", scope: str = "project") -> dict[str, Any]:
    return {"kind": "knowledge", "category": category, "confidence": "high", "scope": scope, "title": title,
            "situation": situation, "approach": approach, "rationale": rationale, "evidence": evidence}


_OUT: list[dict[str, Any]] = []


def R(lid: str, transcript: str, lesson: dict[str, Any], evidence: str, fix: str | None, cls: str, why: str,
      phrasing: list[str], ev: list[str], failure: str | None = None, fixstep: str | None = None,
      group: str | None = None) -> None:
    steps: dict[str, Any] = {"evidence": ev}
    if failure is not None:
        steps["failure"] = failure
    if fixstep is not None:
        steps["fix"] = fixstep
    rec: dict[str, Any] = {"id": "h3-" + lid, "transcript": transcript, "lesson": lesson,
                           "labels": {"evidence": evidence, "fix": fix}, "class": cls, "why": why,
                           "phrasing": phrasing, "step_text": steps}
    if group:
        rec["group"] = group
    _OUT.append(rec)


# ---- real fixtures ---------------------------------------------------------------------------------

def _fixtures() -> None:
    R("en-venv", EN, G(
        "The system python3 has no tomli_w; the project venv is meant to be used",
        "`python3 -c 'import tomli_w'` fails with `ModuleNotFoundError: No module named 'tomli_w'`",
        "Running checks with the bare system `python3`",
        "tomli_w is installed only in the project's virtualenv",
        "Run everything through the venv interpreter (.venv/bin/python) instead of python3",
        "`python3 -c 'import tomli_w' ` → `ModuleNotFoundError: No module named 'tomli_w'`", "env_setup"),
      "real", "not_shown", "other_check_passes",
      "L20 8311567a / L23 b8b4fc0d: import fails (exit 1). The only later call (L27 d0119a3f) makes /tmp/demo-venv and "
      "prints 42: it never imports tomli_w with .venv/bin/python, so the fix is not shown.",
      ["code spans", "arrow", "trailing space kept in the command"],
      ["python3 -c 'import tomli_w'", "No module named 'tomli_w'"], failure="No module named 'tomli_w'",
      fixstep="/tmp/demo-venv/bin/python -c 'print(42)'", group="en-venv")
    R("en-venv-ok", EN, G(
        "tomli_w imports fine from the venv interpreter",
        "python3 reports No module named 'tomli_w'",
        "Using the system python3",
        "Only the venv has tomli_w",
        "Use .venv/bin/python",
        "After switching to the venv, `.venv/bin/python -c 'import tomli_w'` exited 0 and the test env was fixed.",
        "env_setup"),
      "invented", "not_shown", "invented_detail",
      "No call ever runs .venv/bin/python; L27 d0119a3f runs /tmp/demo-venv/bin/python -c 'print(42)'.",
      ["GPT-style prose", "a fix that never ran"], ["python3 -m venv /tmp/demo-venv"], group="en-venv")
    R("ko-build-dir", KO, G(
        "build 디렉터리가 없으면 빌드 결과물이 생기지 않는다",
        "`ls ./build/output.bin` 이 `No such file or directory` 로 실패",
        "build/ 없이 빌드를 돌린다",
        "빌드 스크립트가 build/ 를 만들지 않는다",
        "빌드 전에 `mkdir -p ./build` 를 먼저 실행한다",
        "`mkdir -p ./build` 를 먼저 하자 빌드가 `output.bin` 을 새로 만들어 냈다 (exit 0).", "build_config"),
      "invented", "not_shown", "names_false_claim",
      "L29 e0273d32 runs `mkdir -p ./build && touch ./build/output.bin`: the file was made by touch, no build ever ran, "
      "so the claim that the build produced it is false.",
      ["Korean prose", "code spans", "false outcome on true tokens"],
      ["mkdir -p ./build && touch ./build/output.bin"])
    R("ko-ls-missing", KO, K(
        "빌드 결과 확인: ./build/output.bin 이 처음에는 없었다",
        "빌드 결과물을 확인할 때",
        "`ls ./build/output.bin` 으로 먼저 확인하고, 없으면 build 디렉터리부터 만든다",
        "세션 처음에 결과물이 없었다",
        "`ls ./build/output.bin` → `ls: cannot access './build/output.bin': No such file or directory` (Exit code 2)",
        "debugging_technique"),
      "real", None, "knowledge", "L20 8bd42ee9 / L23 dce7158d: Exit code 2, cannot access './build/output.bin'.",
      ["Korean prose", "code spans", "exit code in prose"],
      ["ls: cannot access './build/output.bin'"])
    R("te-no-verify", TE, K(
        "`git commit --no-verify` does not skip this project's pre-commit validation",
        "A commit blocked by the [DIALYZER] check of the pre-commit validation",
        "Do not reach for --no-verify: the validation is not a git hook, so fix the reported problem instead",
        "The commit with --no-verify failed with the same validation output",
        "`git add -A && git commit --no-verify -m \"feat: instrument hook controllers with trace correlation and error "
        "spans` → `Pre-commit validation failed:` … `[DIALYZER]`", "tool_quirk"),
      "real", None, "knowledge",
      "L1458 632cf677 runs the commit with --no-verify; L1463 29bbf082 is_error: Pre-commit validation failed [DIALYZER]; "
      "L1464 996e49cf: still enforced even with --no-verify.",
      ["code spans", "ellipsis between quotes", "nested double quote"],
      ["git commit --no-verify", "The pre-commit hook is still being enforced even with --no-verify"])
    R("te-no-verify-ok", TE, G(
        "Bypass the dialyzer false positive with --no-verify",
        "Pre-commit validation failed: [DIALYZER] pattern_match",
        "Committing while dialyzer reports a false positive",
        "The OTEL type specs confuse dialyzer",
        "Commit with `git commit --no-verify`",
        "The dialyzer check kept failing, so the commit was made with `git commit --no-verify`, which skipped the hook "
        "and succeeded.", "workflow"),
      "invented", "not_shown", "names_false_claim",
      "L1463 29bbf082: the --no-verify commit failed (is_error) with the same [DIALYZER] output; it never succeeded.",
      ["prose", "false outcome on a real command"], ["git add -A && git commit --no-verify"])
    R("te-span-ctx", TE, G(
        "OpenTelemetry `Tracer.current_span_ctx()` returns a span_ctx record, not `{:ok, ctx}`",
        "Dialyzer: `The pattern can never match the type.` for `{:ok, _trace_id}` vs `:error`",
        "Pattern matching `{:ok, span_ctx} <- Tracer.current_span_ctx()` and reading `trace_id` off a map",
        "current_span_ctx() returns the #span_ctx{} record (or undefined); the {:ok, _} branch can never match",
        "Take the record directly and call `:otel_span.hex_trace_id(span_ctx)`",
        ["`lib/spotter_web/controllers/otel_trace_helpers.ex:58:13:pattern_match` — `The pattern can never match the "
         "type.`",
         "rewrote it as `span_ctx = Tracer.current_span_ctx()` + `:otel_span.hex_trace_id(span_ctx)`",
         "`mix dialyzer` then: `Total errors: 0, Skipped: 0, Unnecessary Skips: 0`; commit "
         "`[spotter-4te d9e611e] feat: instrument hook controllers with OTEL trace correlation and error spans "
         "(spotter-4te)`"], "api_quirk"),
      "real", "shown", "edit_then_pass",
      "L1463 29bbf082: pattern_match at :58:13. Edit L1620 9fb649a7 uses current_span_ctx()/hex_trace_id; L1691 "
      "3edc5972 → L1710 65188514 dialyzer Total errors: 0; L1749 f2d10fb1 → L1756 45346f2a commit d9e611e.",
      ["evidence as a list", "code spans", "Elixir"],
      ["The pattern can never match the type.", ":otel_span.hex_trace_id(span_ctx)",
       "[spotter-4te d9e611e] feat: instrument hook controllers"],
      failure="otel_trace_helpers.ex:58:13:pattern_match", fixstep=":otel_span.hex_trace_id(span_ctx)",
      group="te-span-ctx")
    R("te-dialyzerignore", TE, G(
        "Silence the dialyzer false positive with a .dialyzerignore entry",
        "Pre-commit validation failed on [DIALYZER] pattern_match in otel_trace_helpers.ex",
        "Trying to commit with a dialyzer warning in the trace helper",
        "Dialyzer flags lib/spotter_web/controllers/otel_trace_helpers.ex:58:13",
        "Add `lib/spotter_web/controllers/otel_trace_helpers.ex:58:13` to `.dialyzerignore`",
        "Wrote `.dialyzerignore` with `lib/spotter_web/controllers/otel_trace_helpers.ex:58:13`, then `git add -A && "
        "git commit` again", "tool_quirk"),
      "real", "not_shown", "rerun_still_fails",
      "Write L1430 89a96888 creates .dialyzerignore; the next commit L1442 0d55c2dd → L1447 0b1a7663 fails again "
      "[DIALYZER]; L1448 ef1aa267: not being recognized. The file is later deleted (L1724).",
      ["code spans", "evidence stops before the outcome"],
      [".dialyzerignore", "lib/spotter_web/controllers/otel_trace_helpers.ex:58:13"],
      failure="Pre-commit validation failed:", fixstep="/home/USER/projects/spotter-worktrees/spotter-4te/.dialyzerignore",
      group="te-span-ctx")
    R("te-credo-complex", TE, G(
        "Credo caps cyclomatic complexity at 9 in the pre-commit validation",
        "[CREDO] Function is too complex (cyclomatic complexity is 14, max is 9)",
        "Growing HooksController.tool_call with more error branches",
        "The hook runs credo with the default complexity limit",
        "Extract the error_content handling into a helper",
        "`[F] → Function is too complex (cyclomatic complexity is 14, max is 9).` at "
        "`lib/spotter_web/controllers/hooks_controller.ex:144:7`", "project_convention"),
      "invented", "not_shown", "near_miss",
      "L1209 c162e421 says cyclomatic complexity is 13, not 14.",
      ["code spans", "a number changed"], ["Function is too complex"])
    R("te-credo-try", TE, K(
        "Credo in the commit validation rejects an explicit `try`",
        "Writing rescue logic in a helper such as get_current_trace_id",
        "Use an implicit try (a function-level `rescue`) rather than `try do … rescue … end`",
        "The hook's credo run reports it as a readability issue and blocks the commit",
        "Pre-commit validation failed with [CREDO] → `[R] ↘ Prefer using an implicit `try` rather than explicit `try`.`"
        " at otel_trace_helpers.ex:92:5",
        "project_convention"),
      "real", None, "knowledge",
      "L1384 f728ffbf → L1389 845d0bd8: [CREDO] Prefer using an implicit `try` rather than explicit `try`., "
      "lib/spotter_web/controllers/otel_trace_helpers.ex:92:5.",
      ["code span holding backticks", "arrow", "path shortened"],
      ["Prefer using an implicit `try` rather than explicit `try`."])
    R("fum-head-c", FUM, G(
        "`head -c 500` cuts a JSONL line in half: json.loads fails",
        "`json.decoder.JSONDecodeError: Unterminated string starting at: line 1 column 256 (char 255)`",
        "Piping `head -c 500 test/fixtures/transcripts/subagent.jsonl` into a json.loads loop",
        "head -c counts bytes, so the last (and here the first) line is truncated mid-string",
        "Open the file in Python and read whole lines (`with open('test/fixtures/transcripts/subagent.jsonl') as f:`)",
        "`head -c 500 test/fixtures/transcripts/subagent.jsonl | python3 -c` → `json.decoder.JSONDecodeError: "
        "Unterminated string starting at: line 1 column 256 (char 255)`; reading it with "
        "`with open('test/fixtures/transcripts/subagent.jsonl') as f:` ran clean (exit 0).", "debugging_technique",
        "global"),
      "real", "shown", "fix_ran",
      "L1126 5fdae601 → L1133 67abcfe7 is_error JSONDecodeError; L1134 6d60af00 opens the file in Python, L1141 "
      "b0393e42 not an error (empty output: no agent_id found).",
      ["code spans", "arrow", "outcome in prose"],
      ["head -c 500 test/fixtures/transcripts/subagent.jsonl", "Unterminated string starting at"],
      failure="Unterminated string starting at: line 1 column 256", fixstep="with open('test/fixtures/transcripts/subagent.jsonl') as f:",
      group="fum-head-c")
    R("fum-head-c-inv", FUM, G(
        "subagent.jsonl is not valid JSONL",
        "JSONDecodeError when parsing the subagent fixture",
        "Parsing test/fixtures/transcripts/subagent.jsonl line by line",
        "The fixture has an unterminated string",
        "Repair the fixture before parsing it",
        "Both ways of reading it failed: the `head -c 500` pipe and the full `with open(...)` loop each ended in "
        "JSONDecodeError: Unterminated string.", "debugging_technique"),
      "invented", "not_shown", "names_false_claim",
      "L1141 b0393e42: the with-open loop did not fail (no is_error, empty output).",
      ["prose", "false outcome on the second call"], ["head -c 500 test/fixtures/transcripts/subagent.jsonl"],
      group="fum-head-c")
    R("fum-no-agent-id", FUM, K(
        "The subagent.jsonl fixture has no agent_id fields",
        "Writing renderer tests that expect subagent references from the subagent fixture",
        "Do not assert on agent_id / `agent-…` references from that fixture; assert it renders with the enriched keys",
        "Scanning every line for a top-level agent_id and for an agent- pattern printed nothing",
        "The subagent fixture doesn't actually contain any `agent-xxx` patterns or `agent_id` fields — both python "
        "scans came back empty, and the test was rewritten to `subagent fixture renders without errors and has "
        "enriched keys`.", "test_strategy"),
      "real", None, "knowledge",
      "L1134 6d60af00/L1141 and L1143 72f5af27/L1150: empty outputs; L1151 d0adbe9b says so; Edit L1152 renames the test.",
      ["assistant reply paraphrased", "code spans"],
      ["The subagent fixture doesn't actually contain any", "subagent fixture renders without errors and has enriched keys"])


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



# ---- scripted sessions, part 2 -----------------------------------------------------------------------

def _scripted_b() -> None:
    t = S("s-gradle-jdk")
    R("gradle-jdk17", t, G(
        "Gradle 8.2 cannot run on JDK 21: build with JAVA_HOME pointing at 17",
        "`Unsupported class file major version 65`",
        "Running ./gradlew build with the laptop's default JDK 21",
        "Class file version 65 is Java 21, newer than Gradle 8.2 supports",
        "`JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew build`",
        "`./gradlew build` → `BUG! exception in phase 'semantic analysis' in source unit '_BuildScript_' Unsupported "
        "class file major version 65`; `java -version` said `openjdk version \"21.0.5\" 2024-10-15`; with "
        "`JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew build` → `BUILD SUCCESSFUL in 38s`", "env_setup"),
      "real", "shown", "fix_ran",
      "L3 d00df9bb major version 65; L5 28acf1ef JDK 21; L7 c0378382/L8 3961507b BUILD SUCCESSFUL in 38s.",
      ["code spans", "arrows", "long quoted error"], ["Unsupported class file major version 65", "BUILD SUCCESSFUL in 38s"],
      failure="Unsupported class file major version 65", fixstep="JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew build",
      group="gradle")
    R("gradle-wrapper", t, G(
        "Upgrade the Gradle wrapper to 8.5 to build on Java 21",
        "Unsupported class file major version 65 on JDK 21",
        "Keeping the wrapper at Gradle 8.2 while developers move to JDK 21",
        "Gradle 8.2 predates Java 21 support",
        "`./gradlew wrapper --gradle-version 8.5`",
        "The assistant proposed `./gradlew wrapper --gradle-version 8.5` when asked `can't we just upgrade the wrapper "
        "instead?`", "build_config"),
      "real", "not_shown", "only_suggested",
      "L9 f97a1bf7 the question; L10 3da89b7b suggests the wrapper command and says it was not run.",
      ["code spans", "user question quoted"], ["./gradlew wrapper --gradle-version 8.5"],
      failure="Unsupported class file major version 65", fixstep="./gradlew wrapper --gradle-version 8.5", group="gradle")
    R("gradle-wrapper-ran", t, G(
        "Gradle wrapper 8.5 fixes the Java 21 build",
        "major version 65",
        "Gradle 8.2",
        "too old for Java 21",
        "upgrade the wrapper",
        "- `./gradlew wrapper --gradle-version 8.5` → `BUILD SUCCESSFUL in 4s`\n- `./gradlew build` on JDK 21 → "
        "`BUILD SUCCESSFUL`", "build_config"),
      "invented", "not_shown", "invented_detail",
      "The wrapper command is only suggested (L10 3da89b7b); no build ran on JDK 21 successfully.",
      ["terse bullets", "a fix that never ran"], ["./gradlew wrapper --gradle-version 8.5"], group="gradle")
    R("gradle-jdk-path", t, K(
        "JDK 17 lives at /usr/lib/jvm/java-17-openjdk-amd64 on the dev laptops",
        "A build tool needs an older JDK than the default",
        "Point JAVA_HOME at /usr/lib/jvm/java-17-openjdk-amd64 for that command",
        "The default java is 21.0.5",
        "java -version printed openjdk version \"21.0.5\" 2024-10-15; the JDK 17 build used "
        "JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64.", "env_setup"),
      "real", None, "knowledge", "L5 28acf1ef; L7 c0378382.", ["prose", "double-quoted version"],
      ["openjdk version \"21.0.5\" 2024-10-15"], group="gradle")

    t = S("s-rebase")
    R("rebase-continue", t, G(
        "Finish a conflicted rebase with `git add` + `git rebase --continue`, not `git commit`",
        "`CONFLICT (content): Merge conflict in src/config.ts` / `error: could not apply 3f2c1ab... feat: add retry "
        "config`",
        "Committing the resolution by hand in the middle of a rebase",
        "The rebase stops at the conflicting commit and continues itself once the file is staged",
        "Resolve, `git add src/config.ts`, then `GIT_EDITOR=true git rebase --continue` (no editor in the tool shell)",
        "`git fetch origin && git rebase origin/main` stopped on `CONFLICT (content): Merge conflict in "
        "src/config.ts`; after the edit, `git add src/config.ts && GIT_EDITOR=true git rebase --continue` → "
        "`Successfully rebased and updated refs/heads/feat/retry.`", "workflow", "global"),
      "real", "shown", "fix_ran",
      "L3 1ee7c27c conflict; Edit L4 40f7fa8a; L6 e2b479ed/L7 7d0554eb Successfully rebased.",
      ["code spans", "ellipsis inside a commit name"], ["Merge conflict in src/config.ts", "Successfully rebased and updated"],
      failure="CONFLICT (content): Merge conflict in src/config.ts", fixstep="GIT_EDITOR=true git rebase --continue",
      group="rebase")
    R("rebase-push", t, G(
        "After a rebase, push with `--force-with-lease`",
        "`! [rejected]        feat/retry -> feat/retry (non-fast-forward)`",
        "A plain `git push` of a rebased branch",
        "The rebase rewrote commits the remote already has",
        "`git push --force-with-lease`",
        "git push was rejected (non-fast-forward); git push --force-with-lease then did a forced update "
        "51d0e3a...8e02d4b.", "workflow", "global"),
      "real", "shown", "fix_ran",
      "L8 a66f3749/L9 48043217 rejected; L10 512d141c/L11 1ace6bb4 forced update.",
      ["prose, no spans", "commit range with dots"], ["(non-fast-forward)", "(forced update)"],
      failure="[rejected]        feat/retry -> feat/retry (non-fast-forward)", fixstep="git push --force-with-lease",
      group="rebase")
    R("rebase-skip", t, G(
        "The retry-config commit had to be skipped during the rebase",
        "could not apply 3f2c1ab",
        "Rebasing feat/retry on main",
        "conflict in src/config.ts",
        "git rebase --skip",
        "The conflict in `src/config.ts` could not be resolved cleanly, so `git rebase --skip` dropped 3f2c1ab and "
        "the rebase finished.", "workflow"),
      "invented", "not_shown", "names_false_claim",
      "Nothing was skipped: the conflict was resolved by an Edit (L4) and the rebase continued (L7 8e02d4b feat: add retry "
      "config). `git rebase --skip` only appears in the hint text.", ["code spans", "hint text taken for an action"],
      ["git rebase --skip"], group="rebase")
    R("rebase-both-keys", t, K(
        "src/config.ts keeps both timeoutMs (main) and retries (feat/retry)",
        "Resolving the config conflict between main and feat/retry",
        "Keep both keys: `timeoutMs: 5000,` and `retries: 3,`",
        "Neither side replaces the other",
        "The conflict hunk was `<<<<<<< HEAD` `timeoutMs: 5000,` vs `retries: 3,` from `3f2c1ab (feat: add retry "
        "config)`; it was resolved to both lines.", "project_convention"),
      "real", None, "knowledge", "Edit L4 40f7fa8a old/new strings; L12 920f9889 kept both keys.",
      ["many short code spans"], ["timeoutMs: 5000,\n  retries: 3,"], group="rebase")

    t = S("s-ssh-key")
    R("ssh-perms", t, G(
        "ssh ignores a private key readable by others",
        "`Permissions 0644 for '/home/dev/.ssh/deploy_key' are too open.` then `Permission denied (publickey).`",
        "Using a key file copied with default 0644 permissions",
        "OpenSSH refuses private keys that group/others can read",
        "`chmod 600 ~/.ssh/deploy_key`",
        "ssh -i ~/.ssh/deploy_key → `Load key \"/home/dev/.ssh/deploy_key\": bad permissions` (exit 255). After "
        "`chmod 600 ~/.ssh/deploy_key` the same ssh printed the df table.", "security", "global"),
      "real", "shown", "rerun_passes",
      "L3 c1e56404 exit 255; L4 679b4254 chmod; L6 ab139225/L7 7fa7de5d df output.",
      ["code spans", "exit code in prose"], ["are too open.", "/dev/nvme0n1p1"],
      failure="UNPROTECTED PRIVATE KEY FILE", fixstep="chmod 600 ~/.ssh/deploy_key", group="ssh")
    R("ssh-perms-0600", t, G(
        "deploy_key had 0640 permissions",
        "Permissions 0640 for '/home/dev/.ssh/deploy_key' are too open.",
        "ssh with the deploy key",
        "group-readable key",
        "chmod 600",
        "`Permissions 0640 for '/home/dev/.ssh/deploy_key' are too open.`", "security"),
      "invented", "not_shown", "near_miss", "L3 c1e56404 says 0644.", ["one digit changed"], ["deploy_key"], group="ssh")
    R("ssh-web03-disk", t, K(
        "web-03 (10.0.3.7) root disk is 82% full",
        "Planning deploys or log growth on web-03",
        "Check `df -h /` there before large deploys; 14G were free on 2026-11-21",
        "Measured over ssh in this session",
        "`/dev/nvme0n1p1   78G   61G   14G  82% /`", "workflow"),
      "real", None, "knowledge", "L7 7fa7de5d.", ["fixed-width output in a span"], ["/dev/nvme0n1p1   78G   61G   14G  82% /"])

    t = S("s-unicode")
    R("pyioenc", t, G(
        "Under LANG=C Python's stdout is ASCII: printing a name like Zoé crashes the export",
        "`UnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 3: ordinal not in range(128)`",
        "Running scripts/export.py from a cron/build box environment with LANG=C",
        "Python picks stdout's encoding from the locale",
        "Run it with `PYTHONIOENCODING=utf-8`",
        "Avec `LANG=C python3 scripts/export.py --since 2026-11-01` : `UnicodeEncodeError: 'ascii' codec can't encode "
        "character '\\xe9'`. En ajoutant `PYTHONIOENCODING=utf-8`, le script a écrit `exported 318 rows to "
        "out/export-2026-11-21.csv`.", "env_setup", "global"),
      "real", "shown", "fix_ran",
      "L3 610c38fe UnicodeEncodeError; L5 6735d479/L6 47dc97c1 exported 318 rows.",
      ["French prose", "code spans", "escaped \\xe9 as in the output"], ["ordinal not in range(128)", "exported 318 rows"],
      failure="UnicodeEncodeError: 'ascii' codec", fixstep="LANG=C PYTHONIOENCODING=utf-8 python3 scripts/export.py",
      group="unicode")
    R("lcall", t, G(
        "Set LC_ALL=C.UTF-8 in the cron environment for the export",
        "UnicodeEncodeError: 'ascii' codec can't encode character",
        "The build box's cron runs with LANG=C",
        "ASCII locale",
        "Add `LC_ALL=C.UTF-8` to the cron environment",
        "The reply suggested `LC_ALL=C.UTF-8` in the cron environment on the build box.", "env_setup"),
      "real", "not_shown", "only_suggested",
      "L7 d6e41bcf only suggests it; no call sets LC_ALL. (PYTHONIOENCODING ran, LC_ALL did not.)",
      ["one code span", "reply paraphrased"], ["LC_ALL=C.UTF-8"], failure="UnicodeEncodeError",
      fixstep="LC_ALL=C.UTF-8", group="unicode")
    R("unicode-pos", t, G(
        "export.py crashes on ü",
        "UnicodeEncodeError: 'ascii' codec can't encode character '\\xfc'",
        "LANG=C",
        "ASCII stdout",
        "PYTHONIOENCODING=utf-8",
        "`UnicodeEncodeError: 'ascii' codec can't encode character '\\xfc' in position 3`", "env_setup"),
      "invented", "not_shown", "near_miss", "L3 610c38fe says '\\xe9', not '\\xfc'.", ["character code changed"],
      ["scripts/export.py"], group="unicode")

    t = S("s-uvicorn-port")
    R("uvicorn-8000", t, G(
        "Port 8000 is often held by another local api",
        "`ERROR:    [Errno 98] Address already in use`",
        "Starting `uvicorn app.main:app --reload --port 8000` while another api runs",
        "python3 PID 4121 already listens on localhost:8000",
        "Start on another port (`--port 8001`) or stop the other process",
        "`uvicorn app.main:app --reload --port 8000` → `[Errno 98] Address already in use`; `lsof -i :8000 "
        "-sTCP:LISTEN` showed `python3 4121`", "env_setup"),
      "real", "not_shown", "question_offers_flag",
      "L3 e1f5f339 Errno 98; L5 fd840ab1 pid 4121; L6 325ef9cc asks kill or --port 8001; L7 8693c274 neither. No "
      "second uvicorn ran.", ["code spans", "arrow"], ["[Errno 98] Address already in use", "lsof -i :8000 -sTCP:LISTEN"],
      failure="[Errno 98] Address already in use", fixstep="start this one with `--port 8001`", group="uvicorn")
    R("uvicorn-8001", t, G(
        "Run uvicorn on 8001 here",
        "Address already in use on 8000",
        "default port",
        "another api on 8000",
        "--port 8001",
        "Restarted with `uvicorn app.main:app --reload --port 8001` and it served on http://127.0.0.1:8001.",
        "env_setup"),
      "invented", "not_shown", "invented_detail", "No uvicorn ran on 8001; the person declined at L7 8693c274.",
      ["a fix offered in a question reported as run"], ["uvicorn app.main:app --reload --port 8000"], group="uvicorn")
    R("uvicorn-other-api", t, K(
        "The developer keeps a second api running on localhost:8000",
        "A local server fails to bind 8000",
        "Do not kill the process on 8000; the person stops it themselves",
        "It is their other api",
        "User: \"neither — that's my other api, I'll stop it myself\"", "workflow"),
      "real", None, "knowledge", "L7 8693c274.", ["quoted user message"], ["that's my other api"], group="uvicorn")

    t = S("s-env-db")
    R("env-dburl", t, G(
        "The vitest suite needs DATABASE_URL; a fresh clone has none",
        "`Error: Missing required env var DATABASE_URL`",
        "Running `npm test` without the variables from .env.example",
        "src/config.ts throws at import when DATABASE_URL is unset",
        "Run the tests with DATABASE_URL from .env.example (postgres://app:app@localhost:5432/app_test)",
        "npm test failed: Error: Missing required env var DATABASE_URL (src/config.ts:9:11). With "
        "DATABASE_URL=postgres://app:app@localhost:5432/app_test set, npm test → Tests  48 passed (48), and the user "
        "replied \"perfect, that's it\".", "env_setup"),
      "real", "shown", "person_confirms",
      "L3 e84e9ae8 missing env var; L6 23dbbe71/L7 4ef4d4e3 48 passed; L9 39de3fd3 the person confirms.",
      ["GPT-style prose", "quoted confirmation"], ["Missing required env var DATABASE_URL", "48 passed (48)"],
      failure="Missing required env var DATABASE_URL", fixstep="DATABASE_URL=postgres://app:app@localhost:5432/app_test npm test",
      group="env-db")
    R("env-dburl-dotenv", t, G(
        "Copy .env.example to .env.test before npm test",
        "Missing required env var DATABASE_URL",
        "no .env.test",
        "vitest loads .env.test",
        "cp .env.example .env.test",
        "`cp .env.example .env.test` and then `npm test` → `Tests  48 passed (48)`", "env_setup"),
      "invented", "not_shown", "invented_detail", "No cp ran; the variable was passed inline (L6 23dbbe71).",
      ["fix attributed to the wrong command"], ["grep -n DATABASE_URL .env.example"], group="env-db")
    R("env-dburl-count", t, K(
        "The api has 7 vitest files and 48 tests",
        "Checking that the whole api suite ran",
        "Expect Test Files 7 and Tests 48",
        "Numbers from a green run",
        "`Test Files  7 passed (7)` / `Tests  48 passed (48)`", "test_strategy"),
      "real", None, "knowledge", "L7 4ef4d4e3.", ["two spans"], ["Test Files  7 passed (7)"], group="env-db")

    t = S("s-yarn-corepack")
    R("corepack", t, G(
        "Global yarn 1 refuses a project pinned to yarn 4: enable corepack",
        "`This project's package.json defines \"packageManager\": \"yarn@4.1.0\". However the current global version "
        "of Yarn is 1.22.19.`",
        "Running yarn commands with the globally installed yarn 1.22",
        "The packageManager field is meant to be served by corepack",
        "`corepack enable`",
        "`yarn add -D vitest` (error, packageManager yarn@4.1.0 vs global 1.22.19) → `corepack enable && yarn "
        "--version` printed `4.1.0` → `yarn add -D vitest` finished `Done in 3s 210ms`", "env_setup", "global"),
      "real", "shown", "rerun_passes",
      "L3 6e12a445 error; L4 f46d314a/L5 5d6714c5 4.1.0; L6 80e8fd18/L7 b1e63fe2 Done in 3s 210ms.",
      ["arrows chaining three calls", "code spans"], ["However the current global version of Yarn is 1.22.19",
                                                      "Done in 3s 210ms"],
      failure="defines \"packageManager\": \"yarn@4.1.0\"", fixstep="corepack enable && yarn --version", group="yarn")
    R("corepack-npm", t, G(
        "Install yarn 4 globally with npm",
        "packageManager yarn@4.1.0 vs global yarn 1.22.19",
        "global yarn 1",
        "old yarn",
        "npm install -g yarn@4",
        "`npm install -g yarn@4.1.0` fixed the version mismatch, then `yarn add -D vitest` worked.", "env_setup"),
      "invented", "not_shown", "invented_detail", "No npm install -g ran; corepack enable did it (L4 f46d314a).",
      ["fix attributed to the wrong command"], ["yarn add -D vitest"], group="yarn")

    t = S("s-npm-eresolve")
    R("react-query-v5", t, G(
        "react-query@3 cannot be installed next to React 18: use @tanstack/react-query",
        "`npm ERR! ERESOLVE unable to resolve dependency tree` — peer `react@\"^16.8.0 || ^17.0.0\"` from "
        "react-query@3.39.3",
        "`npm install react-query@3` in a React 18 app",
        "react-query 3 declares React 16/17 as its peer",
        "Install its successor `@tanstack/react-query@5` instead of forcing with --legacy-peer-deps",
        "ERESOLVE (peer react@\"^16.8.0 || ^17.0.0\" from react-query@3.39.3, found react@18.3.1) → `npm install "
        "@tanstack/react-query@5` (added 2 packages) → `npm test -- --run`: 87 passed", "build_config", "global"),
      "real", "shown", "fix_ran",
      "L3 7227f399 ERESOLVE; L5 d61d0ac8/L6 651d8df8 added 2 packages; L7 296c26be/L8 c66129f1 87 passed.",
      ["code spans", "double-quoted peer range", "arrows"],
      ["ERESOLVE unable to resolve dependency tree", "npm install @tanstack/react-query@5"],
      failure="npm ERR! code ERESOLVE", fixstep="npm install @tanstack/react-query@5", group="react-query")
    R("react-query-legacy", t, G(
        "Force react-query@3 in with --legacy-peer-deps",
        "ERESOLVE unable to resolve dependency tree",
        "npm install react-query@3",
        "peer range excludes React 18",
        "npm install react-query@3 --legacy-peer-deps",
        "`npm install react-query@3 --legacy-peer-deps` → `added 3 packages`, and the dashboard tests passed.",
        "build_config"),
      "invented", "not_shown", "invented_detail",
      "--legacy-peer-deps is only named in the reply at L4 6c3af9fb as what was NOT done; never ran.",
      ["a fix that never ran", "invented output"], ["npm install react-query@3"], group="react-query")
    R("react-version", t, K(
        "The dashboard app is on React 18.3.1",
        "Choosing versions of React libraries for this project",
        "Pick libraries whose peer range includes React 18",
        "npm resolved react@18.3.1 from the root project",
        "`Found: react@18.3.1` / `react@\"^18.3.1\" from the root project`", "project_convention"),
      "real", None, "knowledge", "L3 7227f399.", ["two spans", "nested quotes"], ["Found: react@18.3.1"],
      group="react-query")

    t = S("s-dockerignore")
    R("dockerignore-txt", t, G(
        "`*.txt` in .dockerignore drops requirements.txt from the build context",
        "`COPY requirements.txt .` fails: `\"/requirements.txt\": not found`",
        "Excluding all .txt files from the Docker build context",
        "requirements.txt matches *.txt",
        "Add a `!requirements.txt` negation after `*.txt`",
        "docker build -t api:dev . → failed to compute cache key … \"/requirements.txt\": not found; after adding "
        "!requirements.txt to .dockerignore the same build got to `naming to docker.io/library/api:dev done`.",
        "build_config", "global"),
      "real", "shown", "edit_then_pass",
      "L3 8bdbc70d not found; L5 6f7ca044 *.txt; Edit L7 3b514398; L9 cdac6716/L10 36afe32b naming to ... done.",
      ["prose with ellipsis", "one span"], ["\"/requirements.txt\": not found", "naming to docker.io/library/api:dev done"],
      failure="\"/requirements.txt\": not found", fixstep="!requirements.txt", group="dockerignore")
    R("dockerignore-legacy", t, G(
        "The legacy builder message for a missing COPY source",
        "COPY failed: file not found in build context or excluded by .dockerignore: stat requirements.txt",
        "docker build",
        "*.txt ignored",
        "!requirements.txt",
        "`COPY failed: file not found in build context or excluded by .dockerignore: stat requirements.txt: file does "
        "not exist`", "build_config"),
      "invented", "not_shown", "never_seen_error",
      "L3 8bdbc70d is BuildKit's failed to calculate checksum … not found; the legacy COPY failed message never appears.",
      ["plausible error from another builder"], ["docker build -t api:dev ."], group="dockerignore")

    t = S("s-src-layout")
    R("src-editable", t, G(
        "With a src/ layout the package must be installed (editable) for pytest to import it",
        "`ImportError while loading conftest` / `ModuleNotFoundError: No module named 'shop'`",
        "Running pytest in a fresh venv without installing the project",
        "src/shop is not on sys.path until the project is installed",
        "`.venv/bin/pip install -e .`",
        "Exit code 4: `E   ModuleNotFoundError: No module named 'shop'`. 在 `.venv/bin/pip install -e . -q` 之后，"
        "`.venv/bin/python -m pytest -q` 显示 `40 passed in 1.92s`。", "env_setup", "global"),
      "real", "shown", "rerun_passes",
      "L3 cf3ec11b exit 4; L5 7e3ad7e7 pip install -e; L7 a9369d50/L8 024b4fb8 40 passed.",
      ["Chinese prose", "code spans"], ["No module named 'shop'", "40 passed in 1.92s"],
      failure="ModuleNotFoundError: No module named 'shop'", fixstep=".venv/bin/pip install -e . -q", group="src")
    R("src-conftest", t, G(
        "Add src to sys.path in conftest.py",
        "No module named 'shop'",
        "src layout",
        "src not on path",
        "sys.path.insert in tests/conftest.py",
        "Edited tests/conftest.py to `sys.path.insert(0, \"src\")`; pytest then collected 40 tests.", "env_setup"),
      "invented", "not_shown", "invented_detail", "No edit to conftest.py; the fix was pip install -e (L5).",
      ["invented edit"], ["tests/conftest.py"], group="src")

    t = S("s-go-race")
    R("go-race-mutex", t, G(
        "The cache map is written and read from goroutines: guard it with a RWMutex",
        "`WARNING: DATA RACE` in `(*Cache).Set()` / `(*Cache).Get()`, `FAIL\texample.com/svc/cache`",
        "Accessing Cache.m from several goroutines without a lock",
        "Go maps are not safe for concurrent use",
        "Add `mu sync.RWMutex`; Lock in Set, RLock in Get",
        ["go test -race ./cache/ → WARNING: DATA RACE (cache.go:31 write, cache.go:24 read)",
         "added `c.mu.Lock()` / `c.mu.RLock()`",
         "go test -race ./cache/ → `ok  \texample.com/svc/cache\t1.203s`"], "debugging_technique", "global"),
      "real", "shown", "edit_then_pass",
      "L3 fbe91cda race at cache.go:31/24; Edits L4/L6/L8; L10 e693182a/L11 8926c930 ok.",
      ["evidence as a list", "tab characters in a span"], ["WARNING: DATA RACE", "example.com/svc/cache\t1.203s"],
      failure="WARNING: DATA RACE", fixstep="c.mu.RLock()", group="go-race")
    R("go-race-atomic", t, G(
        "sync.Map removes the cache race",
        "DATA RACE in cache.Set",
        "plain map",
        "concurrent writes",
        "use sync.Map",
        "Switching Cache.m to `sync.Map` made `go test -race ./cache/` pass.", "debugging_technique"),
      "invented", "not_shown", "invented_detail", "The edits add sync.RWMutex (L4-L8); sync.Map never appears.",
      ["fix changed to another API"], ["go test -race ./cache/"], group="go-race")

    t = S("s-borrow")
    R("borrow-clone", t, G(
        "Pushing to a Vec while holding a reference from `last()` is E0502",
        "`error[E0502]: cannot borrow `self.entries` as mutable because it is also borrowed as immutable`",
        "Keeping `let last = self.entries.last().unwrap();` alive across `self.entries.push(...)`",
        "The reference borrows the Vec until its last use",
        "Clone the value first (`self.entries.last().unwrap().clone()`) so the borrow ends",
        "- `cargo test` → E0502 at src/book.rs:48:13\n- swapped to `self.entries.iter().rev().next().unwrap()` → E0502 "
        "again at src/book.rs:49:13\n- the `.clone()` version was never tried", "debugging_technique", "global"),
      "real", "not_shown", "rerun_still_fails",
      "L3 8dabcf02 E0502; Edit L4 77f17720; L6 7ec49208/L7 9552e892 E0502 again; L8 9c1bb038 suggests clone; L9 "
      "2eded0f8 the person stops.", ["terse bullets", "evidence says itself the fix was not tried"],
      ["cannot borrow `self.entries` as mutable", "self.entries.iter().rev().next().unwrap()"],
      failure="error[E0502]: cannot borrow", fixstep="let last = self.entries.iter().rev().next().unwrap();",
      group="borrow")
    R("borrow-iter", t, G(
        "iter().rev().next() avoids the E0502 borrow",
        "E0502 on self.entries",
        "last() borrow",
        "borrow held",
        "use iter().rev().next()",
        "Replacing `last()` with `iter().rev().next()` fixed it: the second `cargo test` compiled and passed.",
        "debugging_technique"),
      "invented", "not_shown", "names_false_claim", "L7 9552e892: the second cargo test failed with the same E0502.",
      ["false outcome on a real edit"], ["self.entries.iter().rev().next().unwrap()"], group="borrow")

    t = S("s-tf-state")
    R("tf-lock", t, G(
        "A state lock held by CI blocks terraform plan; never force-unlock while CI applies",
        "`Error: Error acquiring the state lock` (`ConditionalCheckFailedException`), lock Who: mina@ci-runner-4",
        "Running plan while the CI runner applies the network stack",
        "The S3/DynamoDB backend holds the lock for the running apply",
        "Wait for the CI apply to finish; `terraform force-unlock` only for a lock nobody holds",
        "terraform plan → Error acquiring the state lock … Operation: OperationTypeApply, Who: mina@ci-runner-4; the "
        "reply offered `terraform force-unlock 9d3b2c1e-7a4f-4e0b-8c55-2f1e6a9d0b13`, the user said \"No! CI is "
        "applying right now, never force-unlock while it runs. We'll wait.\"", "workflow"),
      "real", "not_shown", "confirmation_denied",
      "L3 dd5088aa lock error; L4 80c5c841 offers force-unlock; L5 04bdf180 refuses. Nothing ran after.",
      ["prose with ellipsis", "quoted user message"], ["Error acquiring the state lock", "never force-unlock while it runs"],
      failure="Error acquiring the state lock", fixstep="terraform force-unlock 9d3b2c1e-7a4f-4e0b-8c55-2f1e6a9d0b13",
      group="tf-lock")
    R("tf-lock-unlocked", t, G(
        "Clear a stale state lock with force-unlock",
        "Error acquiring the state lock",
        "A crashed apply leaves the lock behind",
        "stale DynamoDB lock",
        "terraform force-unlock <ID>",
        "`terraform force-unlock 9d3b2c1e-7a4f-4e0b-8c55-2f1e6a9d0b13` → `Terraform state has been successfully "
        "unlocked!`, then the plan ran.", "workflow"),
      "invented", "not_shown", "invented_detail", "force-unlock never ran (refused at L5 04bdf180).",
      ["a refused fix reported as run"], ["terraform plan"], group="tf-lock")
    R("tf-lock-path", t, K(
        "The prod network state is acme-tfstate/prod/network.tfstate",
        "Finding who holds or where the network stack's state lives",
        "Look at acme-tfstate/prod/network.tfstate; CI applies run as mina@ci-runner-4",
        "The lock info names both",
        "`Path:      acme-tfstate/prod/network.tfstate`, `Who:       mina@ci-runner-4`", "project_convention"),
      "real", None, "knowledge", "L3 dd5088aa Lock Info.", ["aligned spans"],
      ["acme-tfstate/prod/network.tfstate"], group="tf-lock")


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


def _scripted_d() -> None:
    t = S("s-eslint-flat")
    R("eslint-flat", t, G(
        "ESLint 9 ignores .eslintrc: it needs an eslint.config.js",
        "`ESLint couldn't find an eslint.config.(js|mjs|cjs) file.`",
        "Upgrading to ESLint 9 and keeping the old .eslintrc.json",
        "Since v9.0.0 the default configuration file is eslint.config.js (flat config)",
        "Write an eslint.config.js exporting `js.configs.recommended` and the ignores",
        "`npx eslint .` → `ESLint couldn't find an eslint.config.(js|mjs|cjs) file.`; created "
        "`/home/dev/proj/eslint.config.js`, and the user said `thanks, the title looks right now`", "build_config"),
      "real", "not_shown", "write_named_like_fix",
      "L3 7afa802a the error; Write L5 f42508ef eslint.config.js; eslint is never re-run; L10 99a6d9f0 thanks is about "
      "the README title (Edit L7).", ["code spans", "thanks about something else"],
      ["ESLint couldn't find an eslint.config.(js|mjs|cjs) file.", "thanks, the title looks right now"],
      failure="ESLint couldn't find an eslint.config", fixstep="File created successfully at: /home/dev/proj/eslint.config.js",
      group="eslint")
    R("eslint-flat-clean", t, G(
        "Add eslint.config.js for ESLint 9",
        "ESLint couldn't find an eslint.config.(js|mjs|cjs) file",
        "old .eslintrc",
        "flat config is the default",
        "eslint.config.js",
        "After writing eslint.config.js, `npx eslint .` ran clean (exit 0), and the user confirmed.", "build_config"),
      "invented", "not_shown", "names_false_claim", "npx eslint . ran once (L2, exit 2); the thanks is about the README.",
      ["false outcome", "confirmation misattributed"], ["npx eslint ."], group="eslint")
    R("eslint-version", t, K(
        "The project is on ESLint 9.14.0 with flat config",
        "Adding lint rules or plugins",
        "Configure them in eslint.config.js (flat config); .eslintrc.* is not read",
        "ESLint 9 reported its version and the new default file",
        "`ESLint: 9.14.0` — `From ESLint v9.0.0, the default configuration file is now eslint.config.js.`",
        "project_convention"),
      "real", None, "knowledge", "L3 7afa802a.", ["two spans joined by a dash"], ["ESLint: 9.14.0"], group="eslint")

    t = S("s-xdist")
    R("xdist", t, G(
        "`pytest -n auto` needs pytest-xdist in the venv",
        "`__main__.py: error: unrecognized arguments: -n` (exit 4)",
        "Passing -n auto to pytest in a venv without pytest-xdist",
        "-n is an option pytest-xdist adds",
        "`.venv/bin/pip install pytest-xdist`, then rerun with `-n auto`",
        "`.venv/bin/python -m pytest -n auto` → `error: unrecognized arguments: -n`", "test_strategy"),
      "real", "not_shown", "never_run",
      "L3 78f95c42 exit 4; L4 f727930c names the install as the next step; the session ends there.",
      ["code spans", "error shortened"], ["unrecognized arguments: -n"], failure="unrecognized arguments: -n",
      fixstep="Next step: `.venv/bin/pip install pytest-xdist`", group="xdist")
    R("xdist-near", t, G(
        "pytest rejects -n auto",
        "unrecognized arguments: -n auto",
        "pytest -n auto",
        "no xdist",
        "install pytest-xdist",
        "`pytest: error: unrecognized arguments: -n auto`", "test_strategy"),
      "invented", "not_shown", "near_miss", "L3 78f95c42: `__main__.py: error: unrecognized arguments: -n` (no `auto`, not `pytest:`).",
      ["words added to a real error"], [".venv/bin/python -m pytest -n auto"], group="xdist")

    t = S("s-npm-eacces")
    R("eacces-cache", t, G(
        "npm cache clean --force before a global install",
        "`npm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/pnpm'`",
        "Installing a global package with npm -g",
        "A corrupt npm cache",
        "Run `npm cache clean --force`, then `npm install -g pnpm`",
        "`npm cache clean --force` (`npm WARN using --force Recommended protections disabled.`), then `npm install -g "
        "pnpm` → `EACCES: permission denied, mkdir '/usr/local/lib/node_modules/pnpm'`", "env_setup"),
      "real", "not_shown", "ran_before_failure",
      "L2 f41b88c0 cache clean ran first; L4 26ad3d71/L5 9482b9db EACCES after it; nothing else runs.",
      ["code spans", "fix that ran before the failure"], ["npm cache clean --force", "EACCES: permission denied, mkdir"],
      failure="npm ERR! code EACCES", fixstep="npm cache clean --force", group="eacces")
    R("eacces-prefix", t, G(
        "Global npm installs fail on a root-owned prefix: use a user prefix",
        "`EACCES: permission denied, mkdir '/usr/local/lib/node_modules/pnpm'` (exit 243)",
        "`npm install -g` with the default /usr/local prefix",
        "/usr/local/lib/node_modules belongs to root",
        "`npm config set prefix ~/.npm-global` (or `corepack enable pnpm`)",
        "npm install -g pnpm died with EACCES; the reply listed `npm config set prefix ~/.npm-global` and `corepack "
        "enable pnpm` as options and the user said to leave it for now.", "env_setup", "global"),
      "real", "not_shown", "only_suggested", "L5 9482b9db exit 243; L6 9f652162 options; L7 3e90cab3 leave it.",
      ["prose with spans", "options never chosen"], ["npm config set prefix ~/.npm-global", "leave it for now"],
      failure="EACCES: permission denied", fixstep="npm config set prefix ~/.npm-global", group="eacces")
    R("eacces-k", t, K(
        "On this machine npm's global prefix is /usr/local (root-owned)",
        "Installing CLI tools globally with npm",
        "Avoid plain `npm install -g`; pick a user prefix or corepack",
        "The global install failed with errno -13",
        "`npm ERR! path /usr/local/lib/node_modules/pnpm`, `npm ERR! errno -13`", "env_setup"),
      "real", None, "knowledge", "L5 9482b9db.", ["two spans"], ["npm ERR! errno -13"], group="eacces")

    t = S("s-ko-cors")
    R("ko-cors", t, G(
        "프론트(5173)에서 API 호출 시 CORS: CORS_ALLOWED_ORIGINS 가 비어 있다",
        "프리플라이트 응답에 Access-Control-Allow-Origin 헤더가 없다",
        "`CORS_ALLOWED_ORIGINS = []` 그대로 두고 Vite 개발 서버에서 호출",
        "허용 목록이 비어 있어 django-cors-headers 가 헤더를 붙이지 않는다",
        "`CORS_ALLOWED_ORIGINS = [\"http://localhost:5173\"]` 로 바꾼다",
        "`curl -si -X OPTIONS http://localhost:8000/api/items -H 'Origin: http://localhost:5173'` 응답에 "
        "`vary: Origin` 만 있고 allow-origin 이 없음 → settings.py 수정 → 사용자: \"로고는 됐어요\"", "security"),
      "real", "not_shown", "korean_other",
      "L3 2891a171 no allow-origin header; Edit L5 b7c5ecf8; curl never re-run; L9 60ff9f29 is about the logo (L7 cp).",
      ["Korean prose", "code spans", "Korean confirmation about another task"],
      ["curl -si -X OPTIONS http://localhost:8000/api/items", "로고는 됐어요"],
      failure="vary: Origin", fixstep="로고는 됐어요", group="cors")
    R("ko-cors-fixed", t, K(
        "CORS 설정 후 프리플라이트가 통과한다",
        "프론트에서 CORS 로 막힐 때",
        "CORS_ALLOWED_ORIGINS 에 개발 서버 주소를 넣는다",
        "수정 후 프리플라이트에 헤더가 붙었다",
        "수정 후 같은 curl → `access-control-allow-origin: http://localhost:5173`", "security"),
      "invented", None, "invented_detail", "curl ran once (L2), before the edit; no allow-origin header ever appears.",
      ["Korean prose", "invented header"], ["curl -si -X OPTIONS"], group="cors")
    R("ko-cors-ports", t, K(
        "프론트 개발 서버는 localhost:5173, API 는 localhost:8000",
        "로컬에서 프론트와 API 를 함께 띄울 때",
        "프론트는 http://localhost:5173, API 는 http://localhost:8000 으로 본다",
        "세션의 요청이 그렇게 보냈다",
        "`curl -si -X OPTIONS http://localhost:8000/api/items -H 'Origin: http://localhost:5173'`",
        "project_convention"),
      "real", None, "knowledge", "L1 3a98b8a5 (localhost:5173); L2 93225df1.", ["Korean prose", "span"],
      ["http://localhost:8000/api/items"], group="cors")

    t = S("s-clippy")
    R("clippy-collapse", t, G(
        "clippy -D warnings rejects nested `if` that can be collapsed",
        "`error: this `if` statement can be collapsed` (clippy::collapsible-if) at src/report.rs:22:9",
        "Nesting `if t > 0` inside `if let Some(t) = total`",
        "CI denies all warnings; collapsible_if is a warning",
        "Collapse it: `if let Some(t) = total.filter(|t| *t > 0)`",
        "`cargo clippy -- -D warnings` → `this `if` statement can be collapsed`; after the edit `cargo build` → "
        "`Finished `dev` profile`", "build_config"),
      "real", "not_shown", "other_check_passes",
      "L3 30353efe clippy error; Edit L4 131cbfe8; only cargo build (L6/L7) runs after, never clippy.",
      ["code spans with inner backticks", "another check passes"],
      ["statement can be collapsed", "Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.03s"],
      failure="this `if` statement can be collapsed", fixstep="Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.03s",
      group="clippy")
    R("clippy-passed", t, G(
        "collapsible_if fixed with filter",
        "this if statement can be collapsed",
        "nested if",
        "clippy lint",
        "total.filter(|t| *t > 0)",
        "After the edit, `cargo clippy -- -D warnings` passed.", "build_config"),
      "invented", "not_shown", "names_false_claim", "clippy ran only once (L2, failed); after the edit only cargo build.",
      ["real command, false outcome"], ["cargo clippy -- -D warnings"], group="clippy")
    R("clippy-ci", t, K(
        "CI runs clippy with -D warnings",
        "Changing Rust code in this repository",
        "Run `cargo clippy -- -D warnings` locally before pushing; any clippy warning fails CI",
        "The person said so",
        "User: \"make clippy happy, CI runs it with -D warnings\"", "workflow"),
      "real", None, "knowledge", "L1 e2383a22.", ["quoted user message"], ["CI runs it with -D warnings"], group="clippy")


def _invented_knowledge() -> None:
    R("k-uv-req", S("s-uv-pin"), K(
        "This project requires Python 3.11 or newer",
        "Choosing an interpreter for the project",
        "Any Python from 3.11 works",
        "pyproject's requires-python",
        "uv said the requirement is `>=3.11`: `incompatible with the project's Python requirement: `>=3.11``",
        "env_setup"),
      "invented", None, "near_miss", "L3 38d04c43: the requirement is >=3.12 (3.11 is what was rejected).",
      ["version changed"], ["uv sync"], group="uv-pin")
    R("k-kube-ns", S("s-kube-ns"), K(
        "The payments namespace already existed on dev",
        "Deploying payments-api",
        "Apply straight away; the namespace is there",
        "kubectl get ns showed it",
        "`kubectl get ns payments` → `payments   Active   12d`", "env_setup"),
      "invented", None, "invented_detail", "No kubectl get ns ran; the namespace was created at L4 fdc1aa68.",
      ["invented command and output"], ["kubectl create namespace payments"], group="kube-ns")
    R("k-ssh-ip", S("s-ssh-key"), K(
        "web-03 is at 10.0.3.9",
        "Connecting to web-03",
        "ssh deploy@10.0.3.9 with the deploy key",
        "Used in the session",
        "`ssh -i ~/.ssh/deploy_key deploy@10.0.3.9 df -h /`", "workflow"),
      "invented", None, "near_miss", "L2 e3af75ae / L6 ab139225: deploy@10.0.3.7.", ["one digit changed"],
      ["ssh -i ~/.ssh/deploy_key deploy@10.0.3.7"], group="ssh")
    R("k-pnpm-scope", S("s-pnpm-frozen"), K(
        "The pnpm workspace has five projects",
        "Running workspace-wide pnpm commands",
        "Expect five projects in scope",
        "pnpm printed the scope",
        "`Scope: all 5 workspace projects`", "project_convention"),
      "invented", None, "near_miss", "L6 220c858e / L8 ddddc201: all 4 workspace projects.", ["number changed"],
      ["pnpm install"], group="pnpm")
    R("k-docker-newgrp", S("s-docker-group"), K(
        "newgrp docker makes the group effective at once",
        "docker permission denied right after usermod",
        "Run newgrp docker instead of logging out",
        "It worked in the session",
        "`newgrp docker && docker ps` → `CONTAINER ID   IMAGE   COMMAND`", "env_setup"),
      "invented", None, "invented_detail", "newgrp is only suggested at L8 a6642b23; never ran.",
      ["suggestion reported as run"], ["docker ps"], group="docker-group")
    R("k-gradle-time", S("s-gradle-jdk"), K(
        "A clean gradle build takes about a minute and a half",
        "Planning CI time for the Java build",
        "Budget ~90 s",
        "Measured with JDK 17",
        "`BUILD SUCCESSFUL in 83s`", "performance"),
      "invented", None, "near_miss", "L8 3961507b: BUILD SUCCESSFUL in 38s.", ["digits swapped"],
      ["./gradlew build"], group="gradle")
    R("k-merge-hash", S("s-merge-lock"), K(
        "The main→feat/search merge is commit 9a1b2c4",
        "Finding the merge that pulled main into feat/search",
        "git show 9a1b2c4",
        "The commit printed its hash",
        "`[feat/search 9a1b2c4] Merge branch 'main' into feat/search`", "workflow"),
      "invented", None, "near_miss", "L7 10baebc5: 9a1b2c3.", ["one character changed"], ["git commit --no-edit"],
      group="merge-lock")
    R("k-race-time", S("s-go-race"), K(
        "The cache package's race test runs in 0.4 s",
        "Timing the race job",
        "Expect ~0.4 s for ./cache under -race",
        "From the green run",
        "`go test -race ./cache/` → `ok  \texample.com/svc/cache\t0.412s`", "performance"),
      "invented", None, "other_call_error",
      "0.412s is the FAIL line of the failing run (L3 fbe91cda); the passing run took 1.203s (L11 8926c930).",
      ["another call's number", "tab in a span"], ["go test -race ./cache/"], group="go-race")
    R("k-tf-plan-op", S("s-tf-state"), K(
        "CI holds the network state lock while it plans",
        "Seeing the state lock held by mina@ci-runner-4",
        "It is a plan; it is safe to wait a few seconds",
        "The lock info says so",
        "`Operation: OperationTypePlan`, `Who:       mina@ci-runner-4`", "workflow"),
      "invented", None, "near_miss", "L3 dd5088aa: Operation: OperationTypeApply.", ["word changed in a quote"],
      ["terraform plan"], group="tf-lock")
    R("k-yarn-global", S("s-yarn-corepack"), K(
        "The global yarn here is 1.22.19",
        "Running yarn outside projects that pin a packageManager",
        "Expect yarn classic 1.22.19 from the global install; projects with packageManager get theirs from corepack",
        "yarn said so",
        "`However the current global version of Yarn is 1.22.19.`", "env_setup"),
      "real", None, "knowledge", "L3 6e12a445.", ["one span"], ["current global version of Yarn is 1.22.19"],
      group="yarn")
    R("k-borrow-cmd", S("s-borrow"), K(
        "E0502 in book.rs came from cargo build",
        "A borrow error in src/book.rs",
        "Reproduce with cargo build",
        "The error appeared on cargo build",
        "`cargo build` → `error[E0502]: cannot borrow `self.entries` as mutable` at src/book.rs:48:13",
        "debugging_technique"),
      "invented", None, "other_call_error", "The command was `cargo test` (L2 e5ce0ea5, lib test); cargo build never ran.",
      ["real error under another command"], ["cargo test"], group="borrow")


def records() -> list[dict[str, Any]]:
    _OUT.clear()
    _fixtures()
    _scripted_a()
    _scripted_b()
    _scripted_c()
    _scripted_d()
    _invented_knowledge()
    return list(_OUT)
