"""The labelled lessons of the seventh corpus (ids `c7-…`), over the REAL fixture sessions
(tests/fixtures/transcripts/spotter-2.1.39/ and claude-code-2.1.332/). Only what the session's slice
shows is cited (tool calls, error results, Bash/Task results, prompts, replies). Invented lessons are
built from real tokens of their session with one false claim; `why` names the slice steps ([sN]) the
label rests on (the builder adds the record line and uuid prefix of each step text). Each label was
written from the session text before anything judged it; lessons whose label was open were left out."""
from __future__ import annotations

from typing import Any

from tests.truth import corpus as C

F = "tests/fixtures/transcripts/"
GQC = F + "spotter-2.1.39/258c7280-ae70-4798-800f-63464d01a85d.jsonl"
A0Y = F + "spotter-2.1.39/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"
DOV = F + "spotter-2.1.39/4d5611e5-241a-462a-8d15-5122611a9569.jsonl"
SHORT = F + "spotter-2.1.39/short.jsonl"
HEAVY = F + "spotter-2.1.39/tool_heavy.jsonl"
CC = F + "claude-code-2.1.332/"
EN = CC + "en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d.jsonl"
KO = CC + "ko-4dc12c4e-dc4b-4a4b-ad64-8f46fbf76218.jsonl"
BASH_ERR = CC + "p_mode_bash_tool_error.jsonl"
RESUMED = CC + "interactive_session_before_clear_then_resumed.jsonl"
CTRL_C = CC + "interactive_ctrl_c_interrupt_then_sigterm.jsonl"
SIGTERM = CC + "p_mode_sigterm_during_tool.jsonl"
SIGINT = CC + "p_mode_sigint_during_tool.jsonl"
API_ERR = CC + "p_mode_api_error.jsonl"

_ALL: list[dict[str, Any]] = []


def _rec(id_: str, transcript: str, lesson: dict[str, Any], ev: str, fix: str | None, cls: str, why: str,
         phrasing: list[str], step_text: dict[str, Any], group: str | None) -> None:
    _ALL.append(C.labelled("c7-" + id_, transcript, lesson, ev, fix, cls, why, phrasing, step_text, group))


def g(id_: str, transcript: str, cat: str, title: str, symptom: str, trap: str, cause: str, workaround: str,
      evidence: str | list[str], ev: str, fix: str, cls: str, why: str, phrasing: list[str],
      step_text: dict[str, Any], group: str | None = None, scope: str = "project") -> None:
    lesson = C.gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=cat, scope=scope)
    _rec(id_, transcript, lesson, ev, fix, cls, why, phrasing, step_text, group)


def k(id_: str, transcript: str, cat: str, title: str, situation: str, approach: str, rationale: str,
      evidence: str | list[str], ev: str, cls: str, why: str, phrasing: list[str], step_text: dict[str, Any],
      group: str | None = None, scope: str = "project") -> None:
    lesson = C.knowledge_lesson(title, situation, approach, rationale, evidence, category=cat, scope=scope)
    _rec(id_, transcript, lesson, ev, None, cls, why, phrasing, step_text, group)


# ======================= spotter-gqc (258c7280): push, LiveView test setup, hooks =======================
GQC_PUSH_FAIL = "fatal: The current branch spotter-gqc has no upstream branch."
GQC_PUSH_FIX = "git push --set-upstream origin spotter-gqc 2>&1"
GQC_TEST = "mix test test/spotter_web/live/project_review_live_test.exs 2>&1"
GET2 = "error: undefined function get/2"
SKB = "no :secret_key_base configuration found in SpotterWeb.Endpoint."
LAZY = "Phoenix LiveView requires lazy_html as a test dependency."
SHARED = "Sandbox.mode(Repo, {:shared, self()})"

g("gqc-push-real", GQC, "tool_quirk", "A fresh worktree branch needs git push --set-upstream once",
  "`git push` in the spotter-gqc worktree exits 128 right after the first commit.",
  "Plain `git push` looks enough after committing on a new worktree branch.",
  "The branch was created locally and has no upstream on origin yet.",
  "Run `git push --set-upstream origin <branch>` for the first push.",
  "`git push 2>&1` → `Exit code 128`, `fatal: The current branch spotter-gqc has no upstream branch.`; "
  "then `git push --set-upstream origin spotter-gqc` printed `* [new branch]      spotter-gqc -> spotter-gqc` "
  "and `branch 'spotter-gqc' set up to track 'origin/spotter-gqc'.`",
  "real", "shown", "fix_ran",
  "[s146] plain push exits 128 with no upstream; [s148] the set-upstream push succeeds",
  ["code spans", "arrows", "exit code"],
  {"evidence": GQC_PUSH_FIX, "failure": GQC_PUSH_FAIL, "fix": GQC_PUSH_FIX}, group="gqc-push")
g("gqc-push-swapped", GQC, "tool_quirk", "git push --set-upstream fails on a new spotter worktree branch",
  "The first push of the spotter-gqc branch exits 128.",
  "Setting the upstream on the first push is what fails here.",
  "origin refuses to create a tracking branch from a worktree.",
  "Use plain `git push` after the commit.",
  "`git push --set-upstream origin spotter-gqc` failed with `Exit code 128`; plain `git push` then went "
  "through.",
  "invented", "not_shown", "other_call_error",
  "reversed: the exit 128 belongs to plain `git push` [s146]; the set-upstream push [s148] succeeded",
  ["code spans", "error moved to another call"],
  {"evidence": [GQC_PUSH_FIX, GQC_PUSH_FAIL], "failure": GQC_PUSH_FAIL, "fix": GQC_PUSH_FIX}, group="gqc-push")

g("gqc-conntest-real", GQC, "test_strategy", "LiveViewTest's live/2 on a conn needs Phoenix.ConnTest imported too",
  "The project review LiveView test file does not compile: undefined function get/2.",
  "Importing only Phoenix.LiveViewTest looks like all a LiveView test needs.",
  "`live(conn, path)` dispatches through `get/2` from Phoenix.ConnTest, which the test module did not import.",
  "Add `import Phoenix.ConnTest` next to `import Phoenix.LiveViewTest` (and call `build_conn()`).",
  "The first mix test run of project_review_live_test.exs failed to compile with undefined function get/2 "
  "(cannot compile module SpotterWeb.ProjectReviewLiveTest). After the Edit that added import "
  "Phoenix.ConnTest the compile error was gone, and once the endpoint config, lazy_html and the sandbox "
  "mode were fixed the same file ran green: 5 tests, 0 failures.",
  "real", "shown", "edit_then_pass",
  "[s234] compile error get/2; [s239] Edit adds the import; [s244] next run compiles (other failures); "
  "[s272] same check passes",
  ["plain prose without quotes", "paraphrased outcome"],
  {"evidence": GET2, "failure": GET2, "fix": "5 tests, 0 failures"}, group="gqc-conntest")
g("gqc-conntest-order", GQC, "test_strategy", "Importing Phoenix.ConnTest makes the review LiveView tests pass at once",
  "The project review LiveView tests fail to compile on get/2.",
  "Looking for a config problem when only an import is missing.",
  "Phoenix.ConnTest was not imported.",
  "Add `import Phoenix.ConnTest`.",
  "After adding `import Phoenix.ConnTest`, the very next `mix test test/spotter_web/live/project_review_live_test.exs` "
  "run passed with `5 tests, 0 failures`.",
  "invented", "not_shown", "names_false_claim",
  "wrong order: the run right after the import [s244] had 5 tests, 5 failures (secret_key_base); "
  "the pass came only at [s272] after three more fixes",
  ["GPT-style 'after X, Y passed'", "code spans"],
  {"evidence": ["import Phoenix.ConnTest", "5 tests, 0 failures"], "failure": GET2,
   "fix": "5 tests, 5 failures"}, group="gqc-conntest")

g("gqc-skb-real", GQC, "env_setup", "LiveView tests need secret_key_base for the endpoint in config/test.exs",
  "Every `live(conn, ...)` test raises a RuntimeError about secret_key_base.",
  "The endpoint works in dev, so its test config looks complete.",
  "config/test.exs had no SpotterWeb.Endpoint config, and Phoenix.Token needs the key base to sign the session.",
  "Add the endpoint config with a `secret_key_base` to config/test.exs.",
  "```\n** (RuntimeError) no :secret_key_base configuration found in SpotterWeb.Endpoint.\n5 tests, 5 failures\n```\n"
  "After the Edit of config/test.exs the next run no longer mentioned secret_key_base (it stopped at "
  "`Phoenix LiveView requires lazy_html as a test dependency.`), and the file later finished `5 tests, 0 failures`.",
  "real", "shown", "edit_then_pass",
  "[s244] secret_key_base error, 5 failures; [s254] Edit config/test.exs; [s256] that error gone; [s272] pass",
  ["fenced block", "paraphrased outcome"],
  {"evidence": SKB, "failure": SKB, "fix": "5 tests, 0 failures"}, group="gqc-skb")
g("gqc-skb-count", GQC, "env_setup", "The review LiveView test file failed only twice before going green",
  "project_review_live_test.exs fails on setup problems.",
  "Expecting a long chain of test-environment fixes.",
  "Missing import and missing endpoint config.",
  "Import Phoenix.ConnTest and configure the endpoint for test.",
  "The test file failed twice (`undefined function get/2`, then `no :secret_key_base configuration found "
  "in SpotterWeb.Endpoint.`) and passed on the third run with `5 tests, 0 failures`.",
  "invented", "not_shown", "names_false_claim",
  "wrong count: it failed four times [s234, s244, s256, s265] (lazy_html and the sandbox came after); "
  "the pass was the fifth run [s272]",
  ["wrong count", "code spans"],
  {"evidence": [GET2, SKB], "failure": SKB, "fix": "5 tests, 4 failures"}, group="gqc-skb")

g("gqc-lazy-real", GQC, "build_config", "Phoenix LiveView 1.1 tests need lazy_html as a test dependency",
  "LiveView tests raise `Phoenix LiveView requires lazy_html as a test dependency.`",
  "LiveView's own test helpers look self-contained.",
  "phoenix_live_view 1.1.22 parses rendered HTML with lazy_html, which is not pulled in by default.",
  "Add `{:lazy_html, \">= 0.1.0\", only: :test}` to mix.exs deps and run `mix deps.get`.",
  "`Phoenix LiveView requires lazy_html as a test dependency.` → mix.exs gets `{:lazy_html, \">= 0.1.0\", "
  "only: :test}` → `mix deps.get` (`* Getting lazy_html (Hex package)`) → rerun compiles lazy_html and the "
  "error is gone (`5 tests, 4 failures`, none of them lazy_html) → after the sandbox change `5 tests, 0 failures`",
  "real", "shown", "edit_then_pass",
  "[s256] lazy_html error; [s261] mix.exs edit; [s263] deps.get; [s265] lazy_html error gone; [s272] pass",
  ["arrows", "code spans", "paraphrased outcome"],
  {"evidence": LAZY, "failure": LAZY, "fix": "* Getting lazy_html (Hex package)"}, group="gqc-lazy")
g("gqc-lazy-order", GQC, "build_config", "Adding lazy_html alone turned the review LiveView tests green",
  "LiveView tests raise the lazy_html RuntimeError.",
  "Suspecting the sandbox when only a dependency is missing.",
  "lazy_html missing from mix.exs.",
  "Add lazy_html, run `mix deps.get`, rerun.",
  "After `mix deps.get` (`* Getting lazy_html (Hex package)`), the rerun of the review test printed "
  "`5 tests, 0 failures`.",
  "invented", "not_shown", "names_false_claim",
  "outcome reversed: the rerun after deps.get [s265] printed 5 tests, 4 failures; the pass needed the "
  "shared sandbox [s270, s272]",
  ["GPT-style 'after X, Y passed'", "code spans"],
  {"evidence": ["* Getting lazy_html (Hex package)", "5 tests, 0 failures"], "failure": LAZY,
   "fix": "5 tests, 4 failures"}, group="gqc-lazy")
g("gqc-lazy-near", GQC, "build_config", "Pin lazy_html with a ~> 0.1.0 requirement for LiveView tests",
  "LiveView tests ask for lazy_html.",
  "Adding it without the test-only restriction.",
  "lazy_html is required by LiveViewTest only.",
  "Add the dependency as test-only.",
  "mix.exs got `{:lazy_html, \"~> 0.1.0\", only: :test}` and `mix deps.get` fetched it.",
  "invented", "not_shown", "near_miss",
  "altered quote: the error text and the Edit [s256, s261] say `\">= 0.1.0\"`, not `\"~> 0.1.0\"`",
  ["slightly altered quote"],
  {"evidence": "{:lazy_html, \">= 0.1.0\", only: :test}", "failure": LAZY}, group="gqc-lazy")
g("gqc-lazy-never", GQC, "build_config", "mix deps.get cannot resolve lazy_html without hex update",
  "Adding lazy_html to mix.exs breaks dependency resolution.",
  "Running `mix deps.get` straight after editing mix.exs.",
  "The local Hex registry cache is too old to know lazy_html.",
  "Run `mix local.hex --force` before `mix deps.get`.",
  "`mix deps.get` failed with `** (Mix) No package with name lazy_html (from: mix.exs) in registry`.",
  "invented", "not_shown", "never_seen_error",
  "never seen: `mix deps.get` [s263] succeeded, printing `* Getting lazy_html (Hex package)`",
  ["code spans", "error never seen"],
  {"evidence": "mix deps.get 2>&1 | tail -5", "failure": "mix deps.get 2>&1 | tail -5"}, group="gqc-lazy")

g("gqc-shared-real", GQC, "test_strategy", "LiveView processes need the Ecto sandbox in shared mode",
  "LiveView test renders 'No open annotations' although the test inserted annotations.",
  "`Sandbox.checkout(Repo)` alone looks enough, as in plain ExUnit tests.",
  "The LiveView runs in another process that cannot see the test's sandboxed connection.",
  "In setup: `:ok = Sandbox.checkout(Repo)` then `Sandbox.mode(Repo, {:shared, self()})`.",
  "After changing the setup to `Sandbox.mode(Repo, {:shared, self()})`, the "
  "`mix test test/spotter_web/live/project_review_live_test.exs` command succeeded with `5 tests, 0 failures`.",
  "real", "shown", "edit_then_pass",
  "[s265] 4 assertion failures; [s270] Edit to shared mode; [s272] 5 tests, 0 failures",
  ["GPT-style 'after X, Y succeeded'", "Edit parameters"],
  {"evidence": SHARED, "failure": "5 tests, 4 failures", "fix": SHARED}, group="gqc-shared")
g("gqc-shared-detail", GQC, "test_strategy", "Switch the Ecto sandbox to :auto mode for LiveView tests",
  "LiveView test sees no rows inserted by the test.",
  "Checking out the sandbox per test is not enough for LiveView.",
  "The LiveView process is outside the test's sandbox.",
  "Set the sandbox to auto mode in setup.",
  "The Edit put `Sandbox.mode(Repo, :auto)` into the setup block and the file then passed (`5 tests, 0 failures`).",
  "invented", "not_shown", "invented_detail",
  "invented detail: the reply [s267] mentions `:auto` but the Edit [s270] used {:shared, self()}; "
  "`Sandbox.mode(Repo, :auto)` never appears",
  ["Edit parameters", "invented detail"],
  {"evidence": "I need to use `:auto` mode.", "failure": "5 tests, 4 failures", "fix": SHARED}, group="gqc-shared")

k("gqc-suite-real", GQC, "workflow", "Close a spotter bead only after the full suite and credo --strict are clean",
  "Finishing a bead task in the spotter repository.",
  "Run the focused test files, then `mix test` and `mix credo --strict`, then `bd close`, commit and push.",
  "The focused run can pass while another test breaks; credo runs strict in the pre-commit hook.",
  ["`mix test` → `14 doctests, 87 tests, 0 failures`",
   "`mix credo --strict` → `360 mods/funs, found no issues.`",
   "then `bd close spotter-gqc.7` → `✓ Closed spotter-gqc.7`"],
  "real", "knowledge", "[s435] full suite green; [s436] credo clean; [s440] bead closed",
  ["list", "code spans", "arrows"],
  {"evidence": ["14 doctests, 87 tests, 0 failures", "360 mods/funs, found no issues."]})
k("gqc-suite-count", GQC, "workflow", "Spotter full suite had two failures before the bead was closed",
  "Closing spotter-gqc.7.",
  "Run the full suite and credo before closing.",
  "The focused files passed but the full suite did not at first.",
  "`mix test` printed `14 doctests, 87 tests, 2 failures` and credo `found no issues.`",
  "invented", "near_miss",
  "altered output: the full suite [s435] printed 14 doctests, 87 tests, 0 failures",
  ["slightly altered quote"],
  {"evidence": "14 doctests, 87 tests, 0 failures"})

k("gqc-hooks-real", GQC, "api_quirk", "Spotter review hook: SessionStart context goes in additionalContext, exit 0",
  "Writing a Claude Code SessionStart hook that hands context to a new session.",
  "Print JSON with hookSpecificOutput.hookEventName = SessionStart and additionalContext, and exit 0.",
  "JSON is only processed on exit code 0; there is no systemPrompt field.",
  "The Task(Research Claude hook output) result said: \"JSON is only processed on exit code 0\" and "
  "\"Exit code 2 shows stderr to the user but doesn't block the session\"; the field to use is "
  "`additionalContext` inside `hookSpecificOutput`.",
  "real", "knowledge", "[s373] the Task (subagent) result on the hook contract",
  ["double-quoted strings", "tool-call notation"],
  {"evidence": "JSON is only processed on exit code 0"}, scope="global")
k("gqc-hooks-false", GQC, "api_quirk", "SessionStart hook context is read only when the hook exits 2",
  "Writing a SessionStart hook.",
  "Exit with code 2 so Claude Code reads the hook's stdout.",
  "Exit 2 is the hook's 'show to the model' channel.",
  "The Task(Research Claude hook output) result said `additionalContext` inside `hookSpecificOutput` is "
  "processed when the hook exits with code 2, which blocks the session until it is read.",
  "invented", "names_false_claim",
  "false claim over real tokens: the Task result [s373] says JSON is only processed on exit code 0 and exit 2 "
  "doesn't block the session",
  ["code spans", "tool-call notation", "claim reversed"],
  {"evidence": "Exit code 2 shows stderr to the user but doesn't block the session"}, scope="global")

k("gqc-stale-real", GQC, "tool_quirk", "Background task output files vanish with the session that started them",
  "A task-notification from an earlier session arrives after a resume.",
  "Do not rely on the output file; re-run the command if its result matters.",
  "The notification names a /tmp/claude-1000/... output file that the new session cannot read.",
  "The notification said `Background command \"Run resource and renderer tests\" completed (exit code 0)`, "
  "but `Read` of …/tasks/bd0afab.output returned `File does not exist.`",
  "real", "knowledge", "[s459] notification; [s460] Read error on the output file",
  ["code spans", "… cut", "tool names"],
  {"evidence": ["completed (exit code 0)", "File does not exist."]}, scope="global")
k("gqc-stale-near", GQC, "tool_quirk", "A failed background test run leaves no output file to read",
  "A task-notification for a failed background command.",
  "Re-run the tests instead of reading the output.",
  "The output file is removed when the command fails.",
  "The notification said `Background command \"Run resource and renderer tests\" completed (exit code 1)` "
  "and the output file was gone.",
  "invented", "near_miss",
  "altered quote: the notification [s459] says exit code 0",
  ["slightly altered quote", "exit code"],
  {"evidence": "Run resource and renderer tests"}, scope="global")

k("gqc-typing-real", GQC, "build_config", "ash_json_api's typing-violation warning during deps compile is harmless",
  "Recompiling deps prints a long `typing violation found at:` warning from ash_json_api.",
  "Ignore it: it is a warning inside the dependency and the app is still generated.",
  "Elixir's type checker warns on a struct update in the dependency's own code.",
  "tail of the background compile: `typing violation found at:` … "
  "`lib/ash_json_api/plug/parser.ex:152:14: AshJsonApi.Plug.Parser.reduce_part/4`, then "
  "`Generated ash_json_api app`.",
  "real", "knowledge", "[s121] tail of bd0afab.output shows the warning then the app generated",
  ["code spans", "… cut"],
  {"evidence": "typing violation found at:"}, scope="global")
k("gqc-typing-moved", GQC, "build_config", "credo --strict flags the ash_json_api parser typing violation",
  "Running credo in the spotter repository.",
  "Exclude deps from credo.",
  "credo reports dependency code.",
  "`mix credo --strict` reported `typing violation found at:` for `lib/ash_json_api/plug/parser.ex:152:14`.",
  "invented", "other_call_error",
  "moved: the warning came from the deps compile tail [s121]; credo [s436] found no issues",
  ["code spans", "output moved to another call"],
  {"evidence": ["typing violation found at:", "mix credo --strict 2>&1"]}, scope="global")

k("gqc-taskout-real", GQC, "tool_quirk", "A blocking TaskOutput can be rejected by the person mid-wait",
  "Waiting on a long background mix task with TaskOutput.",
  "Prefer short checks (tail of the output file) over a 5-minute blocking wait.",
  "The person rejected the blocking wait and interrupted.",
  "TaskOutput(task_id=bd0afab, block=true, timeout=300000) came back with "
  "`The user doesn't want to proceed with this tool use.` and the request was interrupted; the next "
  "steps read the output with tail -20 instead.",
  "real", "knowledge", "[s115] TaskOutput rejected; [s117] interrupted; [s119] tail of the output file",
  ["tool names and parameters", "code span"],
  {"evidence": "tail -20 /tmp/claude-1000/-home-USER-projects-spotter-worktrees-spotter-gqc/tasks/bd0afab.output"},
  scope="global")
k("gqc-compile-real", GQC, "workflow", "Compile with --warnings-as-errors before writing the spotter tests",
  "Adding handlers and aliases to a LiveView in the spotter repository.",
  "Run `mix compile --warnings-as-errors` right after the edits, then write and run the tests.",
  "An unused alias fails the pre-commit hook later; the compile shows it at once.",
  "Nach den Edits an project_review_live.ex lief `mix compile --warnings-as-errors 2>&1` sauber durch; "
  "danach liefen die drei Testdateien mit `19 tests, 0 failures`.",
  "real", "knowledge", "[s419] clean compile; [s432] 19 tests, 0 failures",
  ["German prose", "code spans"],
  {"evidence": ["mix compile --warnings-as-errors 2>&1", "19 tests, 0 failures"]})

# ======================= spotter-a0y (fa812bfe): credo alias vs rescue, upsert test, push =======================
CREDO_ALIAS = "Nested modules could be aliased at the top of the invoking module."
CREDO_TRY = "Prefer using an implicit `try` rather than explicit `try`."
CREDO_DISABLE = "credo:disable-for-next-line Credo.Check.Design.AliasUsage"
A0Y_CREDO1 = "mix credo --strict lib/spotter/services/active_session_registry.ex 2>&1"
A0Y_FIXRUN = "mix compile --warnings-as-errors 2>&1 && mix credo --strict lib/spotter/services/active_session_registry.ex"
A0Y_PUSH_FAIL = "fatal: The current branch spotter-a0y has no upstream branch."
A0Y_PUSH_FIX = "git push --set-upstream origin spotter-a0y 2>&1"
SYNC_TEST = "mix test test/spotter/transcripts/jobs/sync_transcripts_test.exs 2>&1"

g("a0y-credo-real", A0Y, "tool_quirk", "Silence credo AliasUsage on a call inside an implicit rescue with a disable comment",
  "`mix credo --strict` keeps suggesting to alias Spotter.Services.Tmux in check_pane_present/1.",
  "Aliasing the module or wrapping it in an explicit try only trades one credo issue for another.",
  "The call sits in a function-level rescue; the alias gets reported unused by the compiler, and credo "
  "also wants an implicit try.",
  "Keep the full module path and put `# credo:disable-for-next-line Credo.Check.Design.AliasUsage` above it.",
  ["`mix credo --strict` → Exit code 2, `[D] ↘ Nested modules could be aliased at the top of the invoking module.`",
   "explicit try → Exit code 6, `Prefer using an implicit `try` rather than explicit `try`.`",
   "`# credo:disable-for-next-line Credo.Check.Design.AliasUsage` → `mix compile --warnings-as-errors` and "
   "credo: `14 mods/funs, found no issues.`"],
  "real", "shown", "edit_then_pass",
  "[s82, s108] AliasUsage suggestion, exit 2; [s117] explicit try, exit 6; [s128] disable comment; "
  "[s130] compile + credo clean",
  ["list", "arrows", "exit codes", "code spans"],
  {"evidence": CREDO_DISABLE, "failure": CREDO_ALIAS, "fix": A0Y_FIXRUN}, group="a0y-credo")
g("a0y-credo-try", A0Y, "tool_quirk", "Wrap the rescued Tmux call in an explicit try to satisfy credo",
  "credo --strict suggests aliasing Spotter.Services.Tmux in check_pane_present/1.",
  "Believing the function-level rescue is what trips credo.",
  "The alias inside a rescue scope is reported unused.",
  "Wrap the call in `try do … rescue _ -> false end`.",
  "I rewrote check_pane_present/1 as an explicit try do ... rescue _ -> false end around "
  "Spotter.Services.Tmux.pane_exists?(pane_id) and re-ran mix credo --strict on active_session_registry.ex.",
  "real", "not_shown", "rerun_still_fails",
  "the Edit [s115] ran, but the credo rerun [s117] exited 6: the AliasUsage suggestion stayed and an "
  "implicit-try issue was added",
  ["plain prose without quotes", "first person"],
  {"evidence": A0Y_CREDO1, "failure": CREDO_TRY, "fix": A0Y_CREDO1}, group="a0y-credo")
g("a0y-credo-first6", A0Y, "tool_quirk", "credo --strict exits 6 on a nested module call",
  "The first credo run over the registry and hook controllers fails.",
  "Reading exit 6 as a crash of credo.",
  "An AliasUsage design suggestion.",
  "Alias the module.",
  "The first `mix credo --strict` over active_session_registry.ex, session_hook_controller.ex and "
  "hooks_controller.ex ended with `Exit code 6` and the AliasUsage suggestion.",
  "invented", "not_shown", "other_call_error",
  "exit code moved: the first run [s82] exited 2; exit 6 belongs to the explicit-try run [s117]",
  ["exit code moved to another call", "on the first run"],
  {"evidence": ["Exit code 6", CREDO_ALIAS], "failure": CREDO_ALIAS}, group="a0y-credo")
g("a0y-credo-alias-false", A0Y, "tool_quirk", "Aliasing Spotter.Services.Tmux clears credo's AliasUsage suggestion",
  "credo --strict suggests aliasing a nested module.",
  "Trying disable comments first.",
  "AliasUsage wants an alias at the top.",
  "Add `alias Spotter.Services.Tmux` and call `Tmux.pane_exists?/1`.",
  "After the Edits adding `alias Spotter.Services.Tmux` and `Tmux.pane_exists?(pane_id)`, the next "
  "`mix credo --strict` run printed `found no issues.`",
  "invented", "not_shown", "names_false_claim",
  "outcome reversed: the credo run after those Edits [s108] still exited 2 with the same suggestion",
  ["GPT-style 'after X, Y passed'", "code spans"],
  {"evidence": "alias Spotter.Services.Tmux", "failure": CREDO_ALIAS, "fix": "alias Spotter.Services.Tmux"},
  group="a0y-credo")
g("a0y-credo-detail", A0Y, "tool_quirk", "Disable credo AliasUsage for the whole registry file",
  "credo suggests aliasing in active_session_registry.ex.",
  "A per-line disable is easy to lose in a refactor.",
  "The alias conflicts with the rescue.",
  "Disable the check for the file.",
  "Added `# credo:disable-for-this-file Credo.Check.Design.AliasUsage` at the top and credo was clean.",
  "invented", "not_shown", "invented_detail",
  "invented detail: the Edit [s128] was `credo:disable-for-next-line`, not for-this-file",
  ["slightly altered quote", "invented detail"],
  {"evidence": CREDO_DISABLE, "failure": CREDO_ALIAS}, group="a0y-credo")

g("a0y-upsert-real", A0Y, "test_strategy", "Idempotency test duplicated rows because the test JSONL had no uuid fields",
  "Second sync of the same JSONL doubles the messages (left: 4, right: 2).",
  "Suspecting the upsert identity in the resource.",
  "The test helper wrote messages without `uuid`, so `msg[:uuid] || Ash.UUID.generate()` minted new ids each sync.",
  "Write uuid fields in the test helper's JSONL lines.",
  "Der Idempotenz-Test schlug fehl: `Assertion with == failed`, `left:  4`, `right: 2` (`13 tests, 1 failure`). "
  "Nachdem `write_session_jsonl` UUIDs schrieb, lief "
  "`mix test test/spotter/transcripts/jobs/sync_transcripts_test.exs` mit `13 tests, 0 failures`.",
  "real", "shown", "edit_then_pass",
  "[s251] 1 failure left 4 right 2; [s254] helper Edit; [s259] 13 tests, 0 failures",
  ["German prose", "code spans", "whitespace in quotes"],
  {"evidence": "13 tests, 1 failure", "failure": "13 tests, 1 failure", "fix": "13 tests, 0 failures"},
  group="a0y-upsert")
g("a0y-upsert-swap", A0Y, "test_strategy", "Sync idempotency test lost a message on re-sync",
  "The idempotency test counts fewer DB messages than ingested.",
  "Thinking the upsert dropped a row.",
  "Test helper without uuids.",
  "Add uuids to the helper.",
  "The idempotency assertion failed with `left:  2` and `right: 4`.",
  "invented", "not_shown", "near_miss",
  "swapped values: the failure [s251] shows left: 4, right: 2",
  ["slightly altered quote", "values swapped"],
  {"evidence": "test sync_session_file/2 is idempotent", "failure": "13 tests, 1 failure"}, group="a0y-upsert")
k("a0y-upsert-first", A0Y, "test_strategy", "The sync_transcripts tests passed before the UUID helper change",
  "Adding sync_session_file/2 tests.",
  "Treat the uuid change in the test helper as cosmetic.",
  "The tests were already green.",
  "`mix test test/spotter/transcripts/jobs/sync_transcripts_test.exs` printed `13 tests, 0 failures` on "
  "the first run, before the helper was touched.",
  "invented", "names_false_claim",
  "wrong order: the first run [s251] had 13 tests, 1 failure; 0 failures only after the helper Edit [s259]",
  ["on the first run", "code spans"],
  {"evidence": ["13 tests, 0 failures", SYNC_TEST]}, group="a0y-upsert")

k("a0y-symlink-real", A0Y, "tool_quirk", "Stage Ash migrations from priv/, not through the _build symlink",
  "Ash codegen migrations show up under _build/dev/lib/spotter/priv/... as well as priv/.",
  "git add the priv/repo/migrations/... path; the _build path is a symlink into it.",
  "git refuses a pathspec that goes through a symbolic link.",
  "`git add … _build/dev/lib/spotter/priv/repo/migrations/20260212155510_add_message_upsert_identity.exs` → "
  "`fatal: pathspec '_build/dev/lib/spotter/priv/repo/migrations/20260212155510_add_message_upsert_identity.exs' "
  "is beyond a symbolic link`; `git status --short` lists it as "
  "`?? priv/repo/migrations/20260212155510_add_message_upsert_identity.exs`.",
  "real", "knowledge", "[s269] pathspec error; [s271] git status shows the priv path",
  ["code spans", "… cut", "arrows"],
  {"evidence": "is beyond a symbolic link"})
k("a0y-symlink-never", A0Y, "tool_quirk", "git add of an Ash migration fails on a dangling symlink",
  "Staging the add_message_upsert_identity migration.",
  "Re-run the codegen, then stage.",
  "The _build symlink points nowhere after a clean.",
  "`git add` failed with `error: unable to index file '_build/dev/lib/spotter/priv/repo/migrations/"
  "20260212155510_add_message_upsert_identity.exs'`.",
  "invented", "never_seen_error",
  "never seen: the real error [s269] was `fatal: pathspec ... is beyond a symbolic link`",
  ["code spans", "error never seen"],
  {"evidence": "is beyond a symbolic link"})

g("a0y-push-real", A0Y, "tool_quirk", "First push of the spotter-a0y worktree branch needs an upstream",
  "git push exits 128 in the spotter-a0y worktree.",
  "Assuming the worktree branch tracks origin.",
  "New local branch, no upstream.",
  "git push --set-upstream origin spotter-a0y.",
  "git push → Exit code 128: fatal: The current branch spotter-a0y has no upstream branch → "
  "git push --set-upstream origin spotter-a0y → * [new branch] spotter-a0y -> spotter-a0y",
  "real", "shown", "fix_ran",
  "[s146] push exits 128; [s148] set-upstream push creates the branch",
  ["arrows without quotes"],
  {"evidence": A0Y_PUSH_FAIL, "failure": A0Y_PUSH_FAIL, "fix": A0Y_PUSH_FIX}, group="a0y-push")
g("a0y-push-never", A0Y, "tool_quirk", "spotter-a0y push is rejected as non-fast-forward",
  "Pushing the spotter-a0y branch is rejected.",
  "Force-pushing.",
  "origin already had the branch.",
  "Set the upstream and pull first.",
  "`git push --set-upstream origin spotter-a0y` was rejected: `! [rejected]        spotter-a0y -> spotter-a0y (non-fast-forward)`.",
  "invented", "not_shown", "never_seen_error",
  "never seen: the set-upstream push [s148] created the branch",
  ["code spans", "error never seen"],
  {"evidence": A0Y_PUSH_FIX, "failure": A0Y_PUSH_FAIL}, group="a0y-push")

k("a0y-css-real", A0Y, "project_convention", "spotter.css is gitignored but tracked: stage it with -f",
  "Committing CSS changes to priv/static/assets/spotter.css.",
  "Check `git ls-files` and force-add it; amend the commit if it was left out.",
  "The .gitignore covers priv/static/assets, so a plain add skips it although the file is tracked.",
  "`git ls-files priv/static/assets/spotter.css` printed the path (tracked); "
  "`git add -f priv/static/assets/spotter.css && git commit --amend --no-edit` put it into the commit.",
  "real", "knowledge", "[s483] ls-files shows it tracked; [s486] force-add and amend",
  ["code spans"],
  {"evidence": "git add -f priv/static/assets/spotter.css && git commit --amend --no-edit"})
k("a0y-registry-real", A0Y, "test_strategy", "Run the registry and hook controller tests together after registry edits",
  "Editing ActiveSessionRegistry and the session hook controller.",
  "Run both test files in one mix test call.",
  "The controller tests exercise the registry through the hooks.",
  "mix test test/spotter/services/active_session_registry_test.exs "
  "test/spotter_web/controllers/session_hook_controller_test.exs → 31 tests, 0 failures",
  "real", "knowledge", "[s107] both files, 31 tests, 0 failures",
  ["arrow", "prose without quotes"],
  {"evidence": "31 tests, 0 failures"})

# ======================= spotter-dov (4d5611e5): gitignore, pre-commit dialyzer, subagent reads =======================
IGNORED = "The following paths are ignored by one of your .gitignore files:"
FORCE_ADD = "git add -f priv/static/assets/spotter.css"
PATTERN_FIX = "{:error, _chain, reason}"
DIALYZER_CHECK = "mix compile && mix dialyzer --format short 2>&1 | grep -E \"^lib/\""
OPAQUE = "call_without_opaque Type mismatch in call without opaque term in to_list."
DOV_PUSH_FAIL = "fatal: The current branch spotter-dov has no upstream branch."
DOV_PUSH_FIX = "git push --set-upstream origin spotter-dov 2>&1"

g("dov-ignored-real", DOV, "tool_quirk", "A tracked file under an ignored folder needs git add -f",
  "git add of the commit's files fails on priv/static/assets.",
  "Thinking spotter.css is generated and must not be committed.",
  "priv/static/assets is gitignored, yet spotter.css is tracked; `git add` refuses ignored paths without -f.",
  "Check with `git ls-files -- <path>`, then `git add -f <path>`.",
  "`git add` → `The following paths are ignored by one of your .gitignore files:` / `priv/static/assets` / "
  "`hint: Use -f if you really want to add them.`; `git ls-files -- 'priv/static/assets/spotter.css'` printed "
  "the path; `git add -f priv/static/assets/spotter.css` then succeeded.",
  "real", "shown", "fix_ran",
  "[s283] ignored paths error; [s290] ls-files shows it tracked; [s293] force-add runs clean",
  ["code spans", "slashes between lines"],
  {"evidence": IGNORED, "failure": IGNORED, "fix": FORCE_ADD}, group="dov-ignored")
g("dov-ignored-never", DOV, "tool_quirk", "git add -f of spotter.css fails when the path is ignored",
  "Force-adding priv/static/assets/spotter.css.",
  "-f looks like it overrides everything.",
  "The pathspec did not match.",
  "Add the folder instead.",
  "`git add -f priv/static/assets/spotter.css` failed with "
  "`fatal: pathspec 'priv/static/assets/spotter.css' did not match any files`.",
  "invented", "not_shown", "never_seen_error",
  "never seen: the force-add [s293] succeeded with no output",
  ["code spans", "error never seen"],
  {"evidence": FORCE_ADD, "failure": IGNORED, "fix": FORCE_ADD}, group="dov-ignored")

g("dov-llmchain-real", DOV, "api_quirk", "LangChain LLMChain.run returns a 3-tuple error",
  "The pre-commit hook's dialyzer rejects the commit on waiting_summary.ex: the pattern can never match.",
  "Matching `{:error, reason}` as for most Elixir APIs.",
  "LLMChain.run returns `{:error, %LLMChain{}, reason}` on failure.",
  "Match `{:error, _chain, reason} -> {:error, reason}`.",
  "The hook printed `lib/spotter/services/waiting_summary.ex:120:18:pattern_match` / "
  "`The pattern can never match the type.` for `{:error, _reason}`; the Edit changed the clause to "
  "`{:error, _chain, reason}`, and after the MapSet nowarn `mix compile && mix dialyzer --format short` listed "
  "nothing and the commit went through (`12 files changed, 1390 insertions(+), 303 deletions(-)`).",
  "real", "shown", "edit_then_pass",
  "[s356] hook rejects, pattern_match at :120; [s361] Edit; [s373] dialyzer clean; [s376] commit succeeds",
  ["code spans", "Edit parameters", "paraphrased outcome"],
  {"evidence": "waiting_summary.ex:120:18:pattern_match", "failure": "waiting_summary.ex:120:18:pattern_match",
   "fix": "12 files changed, 1390 insertions(+), 303 deletions(-)"}, group="dov-hook")
g("dov-noverify-real", DOV, "workflow", "Skip the spotter pre-commit hook with --no-verify when it fails on untouched files",
  "The pre-commit hook fails on dialyzer and credo issues in files the change did not touch.",
  "Fixing unrelated files inflates the change.",
  "The hook checks the whole project, not the staged diff.",
  "Commit with `git commit --no-verify`.",
  "The reply listed the options: \"Fix the pre-existing `waiting_summary.ex` issues (scope creep)\" or "
  "\"Use `--no-verify` to skip the hook\" after the hook rejected the commit on pre-existing issues.",
  "real", "not_shown", "only_suggested",
  "[s324] --no-verify only offered; the next commits [s356, s376] ran the hook, and the issues were fixed instead",
  ["double-quoted strings with nested code spans"],
  {"evidence": "Use `--no-verify` to skip the hook", "failure": "Fix these issues before committing.",
   "fix": "Use `--no-verify` to skip the hook"}, group="dov-hook")
g("dov-noverify-false", DOV, "workflow", "The spotter-dov commit went in with --no-verify",
  "The pre-commit hook blocks on pre-existing dialyzer errors.",
  "Fixing unrelated modules.",
  "Hook checks the whole project.",
  "Use --no-verify.",
  "The hook kept failing on `waiting_summary.ex`, so the commit was made with `--no-verify`, which skipped "
  "dialyzer and credo.",
  "invented", "not_shown", "names_false_claim",
  "false: --no-verify was only offered [s324]; the successful commit [s376] came after fixing the pattern "
  "and the nowarn",
  ["code spans", "a fix credited to a command never run"],
  {"evidence": "Use `--no-verify` to skip the hook", "failure": "Fix these issues before committing."},
  group="dov-hook")
g("dov-hook-count", DOV, "workflow", "The spotter pre-commit hook rejected the dov commit twice",
  "Commit rejected by dialyzer in the pre-commit hook.",
  "Assuming one dialyzer pass finds everything.",
  "Pre-existing dialyzer errors.",
  "Fix the waiting_summary pattern.",
  "The hook rejected the commit twice (`Total errors: 11`, then `Total errors: 2`) before the "
  "`{:error, _chain, reason}` fix.",
  "invented", "not_shown", "names_false_claim",
  "wrong count: three rejections [s297 11 errors, s322 10 errors, s356 2 errors] came before the fix [s361]",
  ["wrong count", "code spans"],
  {"evidence": ["Total errors: 11", "Total errors: 2"], "failure": "Total errors: 11", "fix": PATTERN_FIX},
  group="dov-hook")
g("dov-hook-moved", DOV, "workflow", "mix format did not change the pre-commit hook's dialyzer count",
  "The hook still fails after formatting and the guard fix.",
  "Expecting format to clear the hook.",
  "The dialyzer errors are in waiting_summary.ex.",
  "Fix the dialyzer errors.",
  "After the guard_fail fix and `mix format`, the second commit attempt still reported `Total errors: 11`.",
  "invented", "not_shown", "other_call_error",
  "output moved: 11 is the first attempt [s297]; the second attempt [s322] reported Total errors: 10",
  ["output moved to another call", "code spans"],
  {"evidence": "Total errors: 11", "failure": "Total errors: 10"}, group="dov-hook")

g("dov-opaque-real", DOV, "tool_quirk", "Passing a MapSet through recursive calls needs a dialyzer nowarn",
  "dialyzer: call_without_opaque in slice_builder.ex on MapSet.to_list.",
  "Rewriting the code when MapSet is opaque by design.",
  "dialyzer tracks MapSet as an opaque type across the recursive helper.",
  "Add the functions to `@dialyzer {:nowarn_function, ...}` in slice_builder.ex.",
  "→ `slice_builder.ex:44:22:call_without_opaque Type mismatch in call without opaque term in to_list.`\n"
  "→ Edit: function added to the `@dialyzer` nowarn list\n"
  "→ `mix compile && mix dialyzer --format short 2>&1 | grep -E \"^lib/\"` printed nothing (clean)",
  "real", "shown", "edit_then_pass",
  "[s366] call_without_opaque; [s371] nowarn Edit; [s373] dialyzer lists no lib/ lines",
  ["arrows on lines", "code spans"],
  {"evidence": OPAQUE, "failure": OPAQUE, "fix": DIALYZER_CHECK}, group="dov-opaque")
g("dov-opaque-near", DOV, "tool_quirk", "MapSet.to_list trips dialyzer's opaque check in slice_builder",
  "dialyzer flags slice_builder.ex.",
  "Ignoring it as pre-existing.",
  "MapSet is opaque.",
  "nowarn the function.",
  "`mix dialyzer --format short` → `slice_builder.ex:40:22:call_without_opaque Type mismatch in call without "
  "opaque term in to_list.`",
  "invented", "not_shown", "near_miss",
  "altered quote: the output [s366] says line 44:22 (the reply mentions line 40, not the output)",
  ["slightly altered quote", "arrow"],
  {"evidence": OPAQUE, "failure": OPAQUE}, group="dov-opaque")

g("dov-guard-real", DOV, "debugging_technique", "dialyzer guard_fail means the nil branch can never happen",
  "dialyzer: `subagent_live.ex:25:guard_fail The guard clause can never succeed.`",
  "Keeping a defensive `if session_record` check that dialyzer proves dead.",
  "The `with` clause in load_subagent_data always yields a %Session{}, never nil.",
  "Drop the impossible branch.",
  "dialyzer の `lib/spotter_web/live/subagent_live.ex:25:guard_fail The guard clause can never succeed.` は、"
  "分岐を簡略化した後の `mix dialyzer --format short 2>&1 | grep -E \"^lib/\"` には出なくなった"
  "（残ったのは slice_builder.ex の call_without_opaque だけ）。",
  "real", "shown", "edit_then_pass",
  "[s307] guard_fail; [s311] simplified; [s366] dialyzer lists only slice_builder",
  ["Japanese prose", "code spans"],
  {"evidence": "subagent_live.ex:25:guard_fail The guard clause can never succeed.",
   "failure": "subagent_live.ex:25:guard_fail The guard clause can never succeed.",
   "fix": "mix dialyzer --format short 2>&1 | grep -E \"^lib/\""}, group="dov-guard")
k("dov-tests-near", DOV, "test_strategy", "One spotter test failed after the transcript pipeline refactor",
  "Running the suite after extracting the shared transcript pipeline.",
  "Fix the failing LiveView test before committing.",
  "The shared computer changed the render order.",
  "`mix test 2>&1 | grep -E \"(tests|failures)\"` → `14 doctests, 410 tests, 1 failure`",
  "invented", "near_miss",
  "altered quote: both runs [s317, s343] printed 14 doctests, 410 tests, 0 failures",
  ["slightly altered quote", "arrow"],
  {"evidence": "14 doctests, 410 tests, 0 failures"})

k("dov-sibling-real", DOV, "tool_quirk", "One failing Read cancels its parallel sibling calls",
  "A subagent reads many files in one parallel batch and one path is wrong.",
  "Check paths first (Glob) or read the uncertain file alone.",
  "Claude Code aborts the batch's other calls when one errors.",
  "In the subagent, `Read` of `lib/spotter_web/live/session_live.html.heex` returned `File does not exist.` "
  "and every other Read in the batch (subagent_live.ex, transcript_renderer.ex, app.js, …) returned "
  "`Sibling tool call errored`.",
  "real", "knowledge", "[s394] File does not exist; [s396-s408] Sibling tool call errored (subagent file)",
  ["code spans", "… cut", "tool names"],
  {"evidence": "Sibling tool call errored"}, scope="global")
k("dov-sibling-moved", DOV, "tool_quirk", "app.js was missing from the spotter-dov worktree",
  "A subagent exploring the dov worktree.",
  "Look for the JS elsewhere.",
  "The asset moved.",
  "`Read` of `assets/js/app.js` returned `File does not exist.` and stopped the other reads.",
  "invented", "other_call_error",
  "error moved: the missing file was session_live.html.heex [s394]; app.js [s408] got Sibling tool call errored",
  ["code spans", "error moved to another call"],
  {"evidence": ["File does not exist.", "Sibling tool call errored"]}, scope="global")
k("dov-beads-real", DOV, "workflow", "bd sync --from-main imports the beads state before committing",
  "Committing a bead's work from a worktree branch.",
  "Run `bd sync --from-main`, then add .beads/issues.jsonl to the commit.",
  "It pulls the beads JSONL from origin/master so the commit carries the current issue state.",
  "`bd sync --from-main` は `Import complete: 0 created, 0 updated, 202 unchanged, 6 skipped` と "
  "`✓ Sync from main complete` を出力した。",
  "real", "knowledge", "[s295] bd sync output",
  ["Japanese prose", "code spans"],
  {"evidence": "Import complete: 0 created, 0 updated, 202 unchanged, 6 skipped"})
g("dov-push-real", DOV, "tool_quirk", "Set the upstream on the first push of spotter-dov",
  "git push exits 128 after the dov commit.",
  "Retrying plain git push.",
  "No upstream for the new branch.",
  "git push --set-upstream origin spotter-dov.",
  "Nach `git push` kam `fatal: The current branch spotter-dov has no upstream branch.`; "
  "`git push --set-upstream origin spotter-dov` lief danach durch.",
  "real", "shown", "fix_ran",
  "[s379] exit 128; [s381] set-upstream push succeeds; [s383] status clean",
  ["German prose", "code spans"],
  {"evidence": DOV_PUSH_FAIL, "failure": DOV_PUSH_FAIL, "fix": DOV_PUSH_FIX}, group="dov-push")

# ======================= short.jsonl / tool_heavy.jsonl (spotter) =======================
k("short-reject-real", SHORT, "workflow", "The person may reject mix phx.server runs from the agent",
  "Asked why `mix phx.server` does not start.",
  "Ask before running the server; the person rejected both the run and a Glob for mix.exs.",
  "Starting a server from the agent is disruptive to the person's own instance.",
  "Bash(mix phx.server 2>&1 | head -80) → `The user doesn't want to proceed with this tool use.`; "
  "Glob(mix.exs) was rejected the same way, then `[Request interrupted by user for tool use]`.",
  "real", "knowledge", "[s3] Bash rejected; [s4] Glob rejected; [s7] interrupted",
  ["tool-call notation", "code spans"],
  {"evidence": "mix phx.server 2>&1 | head -80"})
k("short-never", SHORT, "env_setup", "mix phx.server fails when port 4000 is taken",
  "`mix phx.server doesnt seem to start`.",
  "Stop the other server or change the port.",
  "Another Phoenix instance holds the port.",
  "`mix phx.server 2>&1 | head -80` printed `** (RuntimeError) could not start Cowboy2 adapter, the port 4000 "
  "is already in use`.",
  "invented", "never_seen_error",
  "never seen: the Bash call [s3] was rejected by the person; no server output exists",
  ["code spans", "error never seen"],
  {"evidence": "mix phx.server 2>&1 | head -80"})
k("heavy-bg-real", HEAVY, "tool_quirk", "Background Bash writes to a task output file you can tail",
  "Starting Phoenix in the background from Claude Code.",
  "Run it with run_in_background, then `tail -5` the output file it names.",
  "The Bash result only gives the task id and output path.",
  "`mix phx.server` → `Command running in background with ID: bae407b`; `tail -5` of "
  "…/tasks/bae407b.output showed `REFUSED JOIN terminal:%%2702 in 5ms`.",
  "real", "knowledge", "[s2] background id; [s5] tail of the output file",
  ["code spans", "… cut", "arrow"],
  {"evidence": "Command running in background with ID: bae407b"}, scope="global")
k("heavy-bg-near", HEAVY, "tool_quirk", "Phoenix refused the terminal channel join for pane 2703",
  "Phoenix running in the background.",
  "Check which pane the client asks for.",
  "The pane id does not exist.",
  "`tail -5` of the bae407b output showed `REFUSED JOIN terminal:%%2703 in 5ms`.",
  "invented", "near_miss",
  "altered quote: the tail [s5] shows terminal:%%2702",
  ["slightly altered quote"],
  {"evidence": "tail -5 /tmp/claude-1000/-home-marco-projects-spotter/tasks/bae407b.output"}, scope="global")
k("heavy-bg-false", HEAVY, "tool_quirk", "mix phx.server in the background exits at once in this repo",
  "Starting Phoenix with run_in_background.",
  "Run it in the foreground to see the error.",
  "The background task died on start.",
  "The background `mix phx.server` (ID `bae407b`) had already exited when `tail -5` read its output; "
  "the person then reported the server down.",
  "invented", "names_false_claim",
  "false: the tail [s5] shows a running server handling a channel join; the person next talked about "
  "xterm.js scrolling [s10], not a dead server",
  ["code spans", "outcome reversed"],
  {"evidence": "Command running in background with ID: bae407b"}, scope="global")

# ======================= claude-code-2.1.332 fixtures =======================
g("en-venv-real", EN, "env_setup", "Bare python3 lacks tomli_w: run tests through .venv/bin/python",
  "`python3 -c 'import tomli_w'` fails with ModuleNotFoundError.",
  "Creating some other venv and seeing it print looks like the test env is fixed.",
  "The system interpreter has no project dependencies; they live in .venv.",
  "Use `.venv/bin/python` for tests.",
  "`python3 -c 'import tomli_w'` → `ModuleNotFoundError: No module named 'tomli_w'`. The only later command "
  "was `python3 -m venv /tmp/demo-venv && /tmp/demo-venv/bin/python -c 'print(42)'` (printed 42); "
  "`.venv/bin/python` itself was never run before the reply said \"Fixed\".",
  "real", "not_shown", "other_check_passes",
  "[s3] import fails; [s6] a throwaway venv prints 42 (not the import, not .venv); [s8] claims fixed",
  ["code spans", "arrow", "double-quoted word"],
  {"evidence": "No module named 'tomli_w'", "failure": "No module named 'tomli_w'",
   "fix": "/tmp/demo-venv/bin/python -c 'print(42)'"}, group="en-venv", scope="global")
k("en-venv-know", EN, "env_setup", "The system python3 here has no tomli_w",
  "Running a quick import check for the test env.",
  "Check imports with the interpreter the tests use, not bare python3.",
  "Bare python3 failed on the import.",
  "Bash(python3 -c 'import tomli_w') → Exit code 1, Traceback … ModuleNotFoundError: No module named 'tomli_w'",
  "real", "knowledge", "[s3] exit 1 with ModuleNotFoundError",
  ["tool-call notation", "prose without quotes", "… cut"],
  {"evidence": "python3 -c 'import tomli_w'"}, group="en-venv", scope="global")
g("en-venv-false", EN, "env_setup", "A fresh venv makes import tomli_w work",
  "`import tomli_w` fails under python3.",
  "Installing into the system python.",
  "Missing venv.",
  "Create a venv and use its python.",
  "After running `python3 -m venv /tmp/demo-venv`, the `import tomli_w` check succeeded.",
  "invented", "not_shown", "names_false_claim",
  "false: the venv [s6] only ran print(42); the import was never re-run",
  ["GPT-style 'after X, Y succeeded'", "code spans"],
  {"evidence": "python3 -m venv /tmp/demo-venv", "failure": "No module named 'tomli_w'",
   "fix": "/tmp/demo-venv/bin/python -c 'print(42)'"}, group="en-venv", scope="global")
g("en-venv-near", EN, "env_setup", "tomli-w import fails on the system interpreter",
  "Importing the TOML writer fails.",
  "Assuming the package name and module name match.",
  "Not installed for python3.",
  "Use the project venv.",
  "`ModuleNotFoundError: No module named 'tomli-w'` from `python3 -c 'import tomli_w'`.",
  "invented", "not_shown", "near_miss",
  "altered quote: the error [s3] names 'tomli_w' with an underscore",
  ["slightly altered quote"],
  {"evidence": "python3 -c 'import tomli_w'", "failure": "No module named 'tomli_w'"}, group="en-venv",
  scope="global")

KO_FAIL = "ls: cannot access './build/output.bin': No such file or directory"
KO_FIX = "mkdir -p ./build && touch ./build/output.bin && ls ./build"
g("ko-build-real", KO, "build_config", "build 디렉터리가 없으면 결과물이 생기지 않는다: mkdir -p ./build 먼저",
  "`ls ./build/output.bin` 이 Exit code 2 로 실패한다.",
  "빌드가 실패한 것처럼 보이지만 실제로는 출력 디렉터리가 없다.",
  "./build 디렉터리가 존재하지 않는다.",
  "`mkdir -p ./build` 를 먼저 실행한다.",
  "`ls ./build/output.bin` 은 `ls: cannot access './build/output.bin': No such file or directory` 로 실패했고, "
  "`mkdir -p ./build && touch ./build/output.bin && ls ./build` 를 실행하자 `output.bin` 이 출력되었다.",
  "real", "shown", "fix_ran",
  "[s3] ls fails exit 2; [s6] mkdir -p and ls succeed, listing output.bin",
  ["Korean prose", "code spans"],
  {"evidence": KO_FAIL, "failure": KO_FAIL, "fix": KO_FIX}, group="ko-build", scope="global")
g("ko-build-gpt", KO, "build_config", "Create ./build before expecting build outputs",
  "Build output missing: ls of ./build/output.bin fails.",
  "Debugging the build when the directory is missing.",
  "No ./build directory.",
  "mkdir -p ./build first.",
  "After running `mkdir -p ./build && touch ./build/output.bin && ls ./build`, the listing showed `output.bin`.",
  "real", "shown", "fix_ran",
  "[s3] failure; [s6] the fix command runs and lists the file",
  ["GPT-style 'after X, Y'", "code spans"],
  {"evidence": KO_FIX, "failure": "ls ./build/output.bin", "fix": KO_FIX}, group="ko-build",
  scope="global")
g("ko-build-still", KO, "build_config", "mkdir -p ./build 로도 빌드 결과물 문제가 해결되지 않는다",
  "`ls ./build/output.bin` 이 실패한다.",
  "디렉터리만 만들면 된다고 생각한다.",
  "빌드 스크립트 자체가 실패한다.",
  "빌드 스크립트를 고친다.",
  "`mkdir -p ./build` 를 실행한 뒤에도 `ls ./build` 는 여전히 `No such file or directory` 로 실패했다.",
  "invented", "not_shown", "names_false_claim",
  "outcome reversed: the mkdir command [s6] succeeded and ls ./build printed output.bin",
  ["Korean prose", "still failed where it passed"],
  {"evidence": KO_FIX, "failure": KO_FAIL, "fix": KO_FIX}, group="ko-build", scope="global")
g("ko-build-code", KO, "build_config", "ls of a missing build output exits 1",
  "Checking the build output fails.",
  "Reading exit 1 as a build error.",
  "Missing directory.",
  "mkdir -p ./build.",
  "`ls ./build/output.bin` 가 `Exit code 1` 로 끝났다.",
  "invented", "not_shown", "near_miss",
  "altered exit code: the ls [s3] exited 2",
  ["Korean prose", "exit code altered"],
  {"evidence": "ls ./build/output.bin", "failure": KO_FAIL}, group="ko-build", scope="global")
g("ko-build-make", KO, "build_config", "make build fails silently without the build directory",
  "빌드가 실패해요.",
  "The build script reports nothing.",
  "No ./build directory.",
  "mkdir -p ./build before make.",
  "`make build` 는 `./build` 가 없을 때 아무 메시지 없이 종료되었고, `mkdir -p ./build` 후 `make build` 가 성공했다.",
  "invented", "not_shown", "invented_detail",
  "invented detail: no build command ran in the session [s3, s6]; only ls, mkdir, touch",
  ["Korean prose", "invented command"],
  {"evidence": KO_FIX, "failure": KO_FAIL}, group="ko-build", scope="global")

BT_FAIL = "ls: cannot access '/nonexistent-dir-xyz': No such file or directory"
g("bt-mkdir-real", BASH_ERR, "tool_quirk", "ls on a missing directory: create it with mkdir -p first",
  "`ls /nonexistent-dir-xyz` exits 2.",
  "Retrying the listing.",
  "The directory does not exist.",
  "mkdir -p the directory first.",
  "`ls /nonexistent-dir-xyz` → Exit code 2, `ls: cannot access '/nonexistent-dir-xyz': No such file or directory`; "
  "the reply said \"gotcha: use mkdir -p first\".",
  "real", "not_shown", "only_suggested",
  "[s2] ls fails; [s4] mkdir -p only suggested, never run",
  ["code spans", "double-quoted reply"],
  {"evidence": BT_FAIL, "failure": BT_FAIL, "fix": "gotcha: use mkdir -p first."}, group="bt-mkdir", scope="global")
g("bt-mkdir-detail", BASH_ERR, "tool_quirk", "mkdir -p fixes the missing /nonexistent-dir-xyz listing",
  "ls of a missing directory fails.",
  "Retrying ls.",
  "Missing directory.",
  "mkdir -p first.",
  "`mkdir -p /nonexistent-dir-xyz && ls /nonexistent-dir-xyz` then ran with exit 0.",
  "invented", "not_shown", "invented_detail",
  "invented: only the ls [s2] ran; mkdir was suggested in the reply [s4], never run",
  ["invented command"],
  {"evidence": "ls /nonexistent-dir-xyz", "failure": BT_FAIL}, group="bt-mkdir", scope="global")
g("bt-mkdir-code", BASH_ERR, "tool_quirk", "ls of a missing path exits 1 in print mode",
  "ls fails.",
  "Expecting exit 2.",
  "Missing path.",
  "mkdir -p.",
  "Bash `ls /nonexistent-dir-xyz` → `Exit code 1`.",
  "invented", "not_shown", "near_miss",
  "altered exit code: [s2] Exit code 2",
  ["exit code altered"],
  {"evidence": "ls /nonexistent-dir-xyz", "failure": BT_FAIL}, group="bt-mkdir", scope="global")

k("resumed-ls-real", RESUMED, "tool_quirk", "GNU ls exits 2 for a missing operand",
  "Scripting around ls on paths that may not exist.",
  "Treat exit 2 from ls as 'no such path', and test with [ -d ] first.",
  "ls reports a missing operand as a serious error (2), not a minor one (1).",
  "ls /nonexistent-dir-xyz exited with Exit code 2 and printed ls: cannot access '/nonexistent-dir-xyz': "
  "No such file or directory.",
  "real", "knowledge", "[s2] exit 2 with the ls message",
  ["plain prose without quotes"],
  {"evidence": BT_FAIL}, scope="global")
k("resumed-ls-count", RESUMED, "tool_quirk", "ls of the missing dir failed on both runs",
  "Before and after /clear.",
  "Create the directory.",
  "It never existed.",
  "`ls /nonexistent-dir-xyz` ran twice, before the clear and after the resume, and both runs ended `Exit code 2`.",
  "invented", "names_false_claim",
  "wrong count: one ls call [s2]",
  ["wrong count", "code spans"],
  {"evidence": BT_FAIL}, scope="global")

SLOW = "bash /home/dev/cc-facts/slow.sh"
REJECT = "The user doesn't want to proceed with this tool use."
k("ctrlc-real", CTRL_C, "tool_quirk", "Ctrl-C during a Bash call rejects the call and interrupts the turn",
  "Interrupting a slow script started by Claude Code.",
  "Expect the tool result to be a rejection, not an exit code; re-ask to run it again.",
  "The interrupt is recorded as the person rejecting the tool use.",
  "`bash /home/dev/cc-facts/slow.sh` → `The user doesn't want to proceed with this tool use.` then "
  "`[Request interrupted by user for tool use]`; the person then asked \"run slow again\".",
  "real", "knowledge", "[s2] rejection; [s4] interrupted; [s5] run slow again",
  ["code spans", "arrow", "double-quoted prompt"],
  {"evidence": SLOW}, scope="global")
k("ctrlc-never", CTRL_C, "tool_quirk", "slow.sh fails because its directory is missing",
  "Running /home/dev/cc-facts/slow.sh.",
  "mkdir -p the directory first.",
  "The script's directory does not exist.",
  "`bash /home/dev/cc-facts/slow.sh` failed with `No such file or directory`, hence the mkdir -p advice.",
  "invented", "never_seen_error",
  "never seen: the call [s2] was rejected by the person; the 'directory does not exist' reply [s6] "
  "rests on no tool output",
  ["code spans", "error never seen"],
  {"evidence": SLOW}, scope="global")
k("ctrlc-again", CTRL_C, "tool_quirk", "slow.sh ran to completion on the second request",
  "Re-running a script after an interrupt.",
  "Just ask again.",
  "The first attempt was interrupted.",
  "After \"run slow again\", `bash /home/dev/cc-facts/slow.sh` ran to completion.",
  "invented", "names_false_claim",
  "false: after [s5] no tool ran; the reply [s6] was text only",
  ["double-quoted prompt", "GPT-style 'after X'"],
  {"evidence": "run slow again"}, scope="global")

k("sigterm-real", SIGTERM, "tool_quirk", "SIGTERM during a print-mode Bash call shows as exit 137",
  "Claude Code is terminated while a Bash tool runs.",
  "Read exit 137 on a tool result as a kill, not a script failure.",
  "The child is killed (128+9).",
  "Bash(bash /home/dev/cc-facts/slow.sh) → Exit code 137",
  "real", "knowledge", "[s2] exit 137",
  ["tool-call notation", "prose"],
  {"evidence": SLOW}, scope="global")
k("sigterm-near", SIGTERM, "tool_quirk", "SIGTERM during a Bash call shows as exit 143",
  "Terminating claude mid-tool.",
  "Expect 128+15.",
  "SIGTERM is forwarded to the child.",
  "`bash /home/dev/cc-facts/slow.sh` → `Exit code 143`",
  "invented", "near_miss",
  "altered exit code: [s2] Exit code 137",
  ["exit code altered", "code spans"],
  {"evidence": SLOW}, scope="global")
k("sigint-real", SIGINT, "tool_quirk", "SIGINT during a print-mode Bash call is recorded as a rejected tool use",
  "Sending SIGINT to claude -p while a tool runs.",
  "Expect a rejection result and an interrupted request, not an exit code.",
  "The interrupt cancels the tool call.",
  "`bash /home/dev/cc-facts/slow.sh` → `The user doesn't want to proceed with this tool use.` → "
  "`[Request interrupted by user for tool use]`",
  "real", "knowledge", "[s2] rejection; [s4] interrupted",
  ["arrows", "code spans"],
  {"evidence": REJECT}, scope="global")
k("sigint-moved", SIGINT, "tool_quirk", "SIGINT kills the Bash tool with exit 137",
  "Interrupting claude -p during a slow script.",
  "Treat 137 as the interrupt.",
  "SIGINT kills the child.",
  "`bash /home/dev/cc-facts/slow.sh` ended with `Exit code 137` after the SIGINT.",
  "invented", "other_call_error",
  "moved: exit 137 is the SIGTERM session's result; here [s2] the call was rejected and interrupted",
  ["exit code moved to another call"],
  {"evidence": SLOW}, scope="global")
k("api-real", API_ERR, "api_quirk", "An API 400 ends a print-mode turn with no tool calls",
  "claude -p against an API that answers 400.",
  "Check the API error line; nothing else ran.",
  "The request failed before any model output.",
  "The only reply was `API Error: 400 fake error for testing`.",
  "real", "knowledge", "[s2] API Error 400",
  ["code span"],
  {"evidence": "API Error: 400 fake error for testing"}, scope="global")
k("api-near", API_ERR, "api_quirk", "An API 500 ends a print-mode turn",
  "claude -p against a failing API.",
  "Retry later.",
  "Server-side error.",
  "The reply was `API Error: 500 fake error for testing`.",
  "invented", "near_miss",
  "altered status: [s2] says 400",
  ["slightly altered quote"],
  {"evidence": "API Error: 400 fake error for testing"}, scope="global")

# ======================= later additions: more real fixes not shown, and the 2.1.332 reply-only sessions ==========
FORK = CC + "p_mode_fork_session_copy.jsonl"
COMPACT = CC + "p_mode_continue_resume_compact_same_file.jsonl"
MKDIR_REPLY = "The directory does not exist; gotcha: use mkdir -p first."

g("gqc-auto-suggested", GQC, "test_strategy", "Ecto sandbox :auto mode lets a LiveView process see test data",
  "The review LiveView renders no annotations the test inserted.",
  "Keeping the per-test manual checkout.",
  "The LiveView runs in a separate process that can't access the test sandbox.",
  "Use the sandbox's `:auto` mode.",
  "With `5 tests, 4 failures` on the review page test, the reply said: \"The LiveView runs in a separate "
  "process that can't access the test sandbox. I need to use `:auto` mode.\"",
  "real", "not_shown", "only_suggested",
  "[s265] 4 failures; [s267] :auto only proposed; the Edit [s270] used {:shared, self()} instead, so :auto "
  "never ran",
  ["double-quoted reply with nested code span"],
  {"evidence": "I need to use `:auto` mode.", "failure": "5 tests, 4 failures", "fix": "I need to use `:auto` mode."},
  group="gqc-shared")

g("dov-guard-hook", DOV, "workflow", "Fixing your own dialyzer guard_fail gets the dov commit past the hook",
  "The pre-commit hook rejects the dov commit on dialyzer.",
  "Fixing only the warning in the files the change touched.",
  "subagent_live.ex:25 guard_fail was the one error from this change.",
  "Simplify the `if session_record` guard, `mix format`, commit again.",
  "After simplifying the guard behind `subagent_live.ex:25:guard_fail The guard clause can never succeed.` and "
  "running `mix format && mix compile 2>&1 | tail -5`, the commit was retried and the hook answered "
  "`Fix these issues before committing.` once more.",
  "real", "not_shown", "rerun_still_fails",
  "[s307] guard_fail; [s311] simplified; [s315] format+compile; [s322] hook rejects again (Total errors: 10)",
  ["code spans", "paraphrased outcome"],
  {"evidence": "subagent_live.ex:25:guard_fail The guard clause can never succeed.",
   "failure": "Total errors: 10", "fix": "mix format && mix compile 2>&1 | tail -5"}, group="dov-hook")

g("a0y-css-gotcha", A0Y, "tool_quirk", "A commit command naming gitignored spotter.css needs git add -f and an amend",
  "`git add ... priv/static/assets/spotter.css && git commit` stops on the ignored path.",
  "Committing the rest and forgetting the CSS.",
  "priv/static/assets is gitignored although spotter.css is tracked.",
  "`git add -f priv/static/assets/spotter.css && git commit --amend --no-edit`.",
  "```\n$ git add ... priv/static/assets/spotter.css ...\nThe following paths are ignored by one of your .gitignore files:\n"
  "priv/static/assets\nhint: Use -f if you really want to add them.\n"
  "$ git add -f priv/static/assets/spotter.css && git commit --amend --no-edit\n"
  "4 files changed, 155 insertions(+), 1 deletion(-)\n```",
  "real", "shown", "fix_ran",
  "[s460] ignored-path refusal; [s462] commit without the CSS; [s486] force-add + amend succeeds; "
  "[s489] git show --stat lists spotter.css",
  ["fenced block with $ prompts", "… cut inside a command"],
  {"evidence": "git add -f priv/static/assets/spotter.css && git commit --amend --no-edit",
   "failure": IGNORED, "fix": "git add -f priv/static/assets/spotter.css && git commit --amend --no-edit"},
  group="a0y-css")
k("a0y-css-dropped", A0Y, "tool_quirk", "git commit --amend after git add -f still left spotter.css out",
  "Amending a commit to add a force-added CSS file.",
  "Check `git show --stat HEAD` and add the file again.",
  "The amend kept the old tree.",
  "`git add -f priv/static/assets/spotter.css && git commit --amend --no-edit` printed `4 files changed`, and "
  "`git show --stat HEAD` confirmed spotter.css was missing from the commit.",
  "invented", "names_false_claim",
  "false: git show --stat [s489] lists priv/static/assets/spotter.css among the 4 files",
  ["code spans", "outcome reversed"],
  {"evidence": ["git add -f priv/static/assets/spotter.css && git commit --amend --no-edit", "git show --stat HEAD"]},
  group="a0y-css")

g("fork-mkdir-real", FORK, "tool_quirk", "Forked print-mode session: mkdir -p advice repeated, never run",
  "Every reply in the forked session says the directory does not exist.",
  "Taking the repeated advice as a verified fix.",
  "The replies assert it; no tool call ran in the session.",
  "mkdir -p the directory before using it.",
  "All four replies (to first, second, third, fourth) were \"The directory does not exist; gotcha: use mkdir -p "
  "first.\" — no Bash call and no mkdir ran.",
  "real", "not_shown", "never_run",
  "[s2, s4, s6, s8] the same reply; no tool calls in the session",
  ["double-quoted reply", "paraphrased count"],
  {"evidence": MKDIR_REPLY, "failure": MKDIR_REPLY, "fix": MKDIR_REPLY}, group="fork-mkdir", scope="global")
g("fork-mkdir-never", FORK, "tool_quirk", "The forked session's ls showed the directory missing",
  "A forked session checks a directory.",
  "Trusting the parent session's state.",
  "The fork runs in another cwd.",
  "mkdir -p first.",
  "In the fork, `ls ./data` failed with `ls: cannot access './data': No such file or directory`, hence the "
  "mkdir -p advice.",
  "invented", "not_shown", "never_seen_error",
  "never seen: the fork [s1-s8] has prompts and replies only, no ls and no error",
  ["code spans", "error never seen"],
  {"evidence": MKDIR_REPLY, "failure": MKDIR_REPLY}, group="fork-mkdir", scope="global")

g("compact-mkdir-real", COMPACT, "tool_quirk", "mkdir -p advice survives a manual /compact but is never acted on",
  "The same 'directory does not exist' reply comes before and after compaction.",
  "Reading the repeat after /compact as a confirmed problem.",
  "The replies assert it; nothing was run.",
  "mkdir -p first, then check.",
  "Before the manual compaction the reply was `The directory does not exist; gotcha: use mkdir -p first.` three "
  "times; after `/compact` and the prompt \"from other dir\" it was the same again, and no tool ran.",
  "real", "not_shown", "never_run",
  "[s2, s4, s6] replies; [s7-s9] compaction; [s10, s11] same reply; no tool calls",
  ["code span", "double-quoted prompt", "count"],
  {"evidence": "from other dir", "failure": MKDIR_REPLY, "fix": MKDIR_REPLY}, group="compact-mkdir",
  scope="global")
g("compact-mkdir-ran", COMPACT, "tool_quirk", "After /compact, mkdir -p cleared the missing-directory reply",
  "The directory reply repeats across turns.",
  "Compacting to reset the state.",
  "The directory really was missing.",
  "Run mkdir -p after the compaction.",
  "After `/compact`, the prompt \"from other dir\" ran `mkdir -p` and the directory reply stopped.",
  "invented", "not_shown", "names_false_claim",
  "false: no tool ran after the compaction; the reply [s11] was the same mkdir -p advice",
  ["GPT-style 'after X'", "double-quoted prompt"],
  {"evidence": "from other dir", "failure": MKDIR_REPLY}, group="compact-mkdir", scope="global")


def records() -> list[dict[str, Any]]:
    return list(_ALL)
