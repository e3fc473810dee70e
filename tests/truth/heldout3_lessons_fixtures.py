"""Third held-out corpus: lessons over the real fixtures (spotter-2.1.39, claude-code-2.1.332),
the five extra scripted sessions of fixes not shown, and the invented knowledge entries. See heldout3_lessons.py."""
from __future__ import annotations

from tests.truth.heldout3_lessons import CC, DOV, EN, ESC, FUM, GQC, K, KO, TE, G, R, S  # noqa: F401


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



def _more_fixtures() -> None:
    R("dov-llmchain", DOV, G(
        "LangChain's `LLMChain.run` fails with a 3-tuple `{:error, chain, reason}`",
        "Dialyzer: `The pattern can never match the type.` for `{:error, _reason}` in waiting_summary.ex",
        "Matching `{:error, reason}` on the result of LLMChain.run",
        "The error result carries the chain: `{:error, %LLMChain{}, reason}`",
        "Match `{:error, _chain, reason} ->`",
        ["pre-commit [DIALYZER]: `lib/spotter/services/waiting_summary.ex:120:18:pattern_match` — `{:error, _reason}` "
         "can never match",
         "edit: `{:error, _chain, reason} ->`",
         "`mix dialyzer --format short` afterwards listed only `slice_builder.ex:44:22:call_without_opaque`; after that "
         "one the commit went through as `[spotter-dov 64f1b9a]`"], "api_quirk", "global"),
      "real", "shown", "edit_then_pass",
      "L1375 894d5e49 pattern_match at waiting_summary.ex:120:18; Edit L1383 b7fc01e7; L1403/L1422 2d240a7d only the "
      "slice_builder error left; L1461 c6ab85b4 → L1468 3da24c99 commit 64f1b9a.",
      ["evidence as a list", "code spans", "Elixir"],
      ["waiting_summary.ex:120:18:pattern_match", "{:error, _chain, reason} ->"],
      failure="lib/spotter/services/waiting_summary.ex:120:18:pattern_match", fixstep="{:error, _chain, reason} ->",
      group="dov-dialyzer")
    R("dov-mapset", DOV, G(
        "Dialyzer flags MapSet passed through recursion as opaque: silence it per function",
        "`slice_builder.ex:44:22:call_without_opaque Type mismatch in call without opaque term in to_list.`",
        "Threading a MapSet through recursive helpers and calling MapSet.to_list on it",
        "MapSet is an opaque type; dialyzer reports the call",
        "Add `@dialyzer {:nowarn_function, do_build: 2}` (next to the other nowarn lines)",
        "After adding `@dialyzer {:nowarn_function, do_build: 2}` to slice_builder.ex, `mix compile && mix dialyzer "
        "--format short 2>&1 | grep -E \"^lib/\"` printed nothing (exit 0).", "tool_quirk"),
      "real", "shown", "edit_then_pass",
      "L1422 2d240a7d call_without_opaque; Edit L1428 31c84f29; L1439 bf2607a4 → L1459 91be43f3 empty, not an error.",
      ["GPT-style prose", "code spans"], ["call_without_opaque", "@dialyzer {:nowarn_function, do_build: 2}"],
      failure="call_without_opaque Type mismatch", fixstep="@dialyzer {:nowarn_function, do_build: 2}",
      group="dov-dialyzer")
    R("dov-credo-clean", DOV, G(
        "Aliasing the nested LangChain modules satisfies credo",
        "[CREDO] Nested modules could be aliased at the top of the invoking module.",
        "Calling LangChain.ChatModels.ChatAnthropic by its full name",
        "credo's design check",
        "alias the modules at the top",
        "After the aliases were added, `mix credo --strict 2>&1 | tail -5` reported no issues at all.",
        "project_convention"),
      "invented", "not_shown", "names_false_claim",
      "L1333 9250120b: found 1 code readability issue (alias order), fixed only at L1342.",
      ["false outcome on a real command"], ["mix credo --strict 2>&1 | tail -5"], group="dov-credo")
    R("dov-alias-order", DOV, K(
        "credo --strict wants aliases in alphabetical order",
        "Adding alias lines to a module in the spotter repository",
        "Keep each alias group sorted (LangChain.Chains.LLMChain before LangChain.ChatModels.ChatAnthropic)",
        "credo --strict reports unsorted aliases as a readability issue and the commit hook runs credo",
        "mix credo --strict → [R] ↘ The alias `LangChain.ChatModels.ChatAnthropic` is not alphabetically ordered "
        "among its group, at `lib/spotter/services/waiting_summary.ex:10:9`", "project_convention"),
      "real", None, "knowledge", "L1334 23b8bf50 → L1341 a8e75199; fixed by Edit L1342 1a7dc459.",
      ["prose with spans", "error across a wrapped line"], ["is not alphabetically"], group="dov-credo")
    R("dov-tests", DOV, K(
        "The spotter-dov suite: 14 doctests and 401 tests",
        "Checking the whole Elixir suite ran",
        "Expect 14 doctests and 401 tests with 0 failures",
        "From the green run before the commit",
        "`mix test 2>&1 | grep -E \"(tests|failures)\"` → `14 doctests, 401 tests, 0 failures`", "test_strategy"),
      "invented", None, "near_miss", "L1325 b0a1653f: 410 tests, not 401.", ["digits swapped"],
      ["14 doctests, 410 tests, 0 failures"])
    R("gqc-conntest", GQC, K(
        "LiveView tests need `import Phoenix.ConnTest` next to `import Phoenix.LiveViewTest`",
        "Writing a `live(conn, ...)` test module that does not use the ConnCase template",
        "Import Phoenix.ConnTest (for get/2 and build_conn/0) as well as Phoenix.LiveViewTest",
        "live/2 expands to a get/2 call that must be in scope",
        "`error: undefined function get/2 (expected SpotterWeb.ProjectReviewLiveTest to define such a function or for "
        "it to be imported, but none are available)` → added `import Phoenix.ConnTest`", "test_strategy"),
      "real", None, "knowledge",
      "L945 4c697722 undefined function get/2; L946 396cf64b why; Edit L951 b56af0aa. (The next run got past "
      "compilation and failed on secret_key_base, L988.)", ["code spans", "arrow"],
      ["undefined function get/2", "import Phoenix.ConnTest"], group="gqc-live")
    R("gqc-conntest-passed", GQC, G(
        "Import Phoenix.ConnTest in LiveView tests",
        "undefined function get/2",
        "live(conn, ...) without Phoenix.ConnTest",
        "get/2 not imported",
        "import Phoenix.ConnTest",
        "After adding `import Phoenix.ConnTest`, `mix test test/spotter_web/live/project_review_live_test.exs` passed.",
        "test_strategy"),
      "invented", "not_shown", "names_false_claim",
      "L988 e5c2931d: the next run failed (Exit code 2, no :secret_key_base configuration found).",
      ["false outcome on a real command"], ["import Phoenix.ConnTest"], group="gqc-live")
    R("gqc-secret-key", GQC, K(
        "config/test.exs has to configure the endpoint's secret_key_base for LiveView tests",
        "The first LiveView test in the project",
        "Give SpotterWeb.Endpoint a secret_key_base (and server: false) in config/test.exs",
        "Without it the endpoint raises before any test body runs",
        "`** (RuntimeError) no :secret_key_base configuration found in SpotterWeb.Endpoint.` — \"The test config is "
        "missing `secret_key_base` and the endpoint server config.\"", "env_setup"),
      "real", None, "knowledge", "L988 e5c2931d the RuntimeError; L1003 1beab74f; Edit L1004 c33ad5cf config/test.exs.",
      ["code span and quoted reply", "span inside a quote"],
      ["no :secret_key_base configuration found in SpotterWeb.Endpoint."], group="gqc-live")


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
