"""The constructed later sessions of the tracking corpus (written out as JSONL
by build_tracking_corpus.py) and the labels of every (lesson, session) pair,
real and constructed. Each label says what a careful reader of that session
sees: did it go to the lesson's fix before (or instead of) walking into the
trap (`applied`), did the trap's symptom come back (`recurred`)? Knowledge
entries have no trap: their `recurred` is None and not measured.

A session that ended before a lesson's source session is labelled neither,
whatever it contains: a lesson cannot be applied or recur before it was
learned."""
from __future__ import annotations

from typing import Any

WT = "/home/USER/projects/spotter-worktrees/spotter-{}"
PROJ = "/home/dev/proj"
NOUP = ("Exit code 128\nfatal: The current branch {b} has no upstream branch.\nTo push the current branch and set "
        "the remote as upstream, use\n\n    git push --set-upstream origin {b}\n\nTo have this happen automatically "
        "for branches without a tracking\nupstream, see 'push.autoSetupRemote' in 'git help config'.")
PUSHED = ("remote: \nremote: Create a pull request for '{b}' on GitHub by visiting:        \nremote:      "
          "https://github.com/marot/spotter/pull/new/{b}        \nremote: \nTo github.com:marot/spotter.git\n"
          " * [new branch]      {b} -> {b}\nbranch '{b}' set up to track 'origin/{b}'.")
IGN = ("Exit code 1\nThe following paths are ignored by one of your .gitignore files:\npriv/static/assets\n"
       "hint: Use -f if you really want to add them.\nhint: Turn this message off by running\n"
       "hint: \"git config advice.addIgnoredFile false\"")
FMT = ("Pre-commit validation failed:\\n\\n[FORMAT] Code is not formatted.\\nRun 'mix format' to fix.\\n\\n"
       "Fix these issues before committing.")
OKTEST = ("Getting extensions in current project...\nRunning setup for AshSqlite.DataLayer...\nRunning ExUnit with "
          "seed: 402113, max_cases: 32\n\n..........\nFinished in 1.9 seconds (0.8s async, 1.1s sync)\n"
          "10 tests, 0 failures")
LAZY = ("Exit code 2\nGetting extensions in current project...\nRunning setup for AshSqlite.DataLayer...\nRunning "
        "ExUnit with seed: 77120, max_cases: 32\n\n  1) test mount lists panes (SpotterWeb.PaneListLiveTest)\n"
        "     test/spotter_web/live/pane_list_live_test.exs:12\n     ** (RuntimeError) Phoenix LiveView requires "
        "lazy_html as a test dependency.\n     Please add to your mix.exs:\n\n     {:lazy_html, \">= 0.1.0\", "
        "only: :test}\n\n     code: {:ok, _view, html} = live(conn, \"/\")\n     stacktrace:\n       "
        "(phoenix_live_view 1.1.22) lib/phoenix_live_view/test/dom.ex:13: Phoenix.LiveViewTest.DOM.ensure_loaded!/0\n"
        "       test/spotter_web/live/pane_list_live_test.exs:14: (test)\n\n\nFinished in 0.4 seconds\n"
        "3 tests, 3 failures")
SECRET = ("Exit code 2\nRunning ExUnit with seed: 5531, max_cases: 32\n\n  1) test renders session header "
          "(SpotterWeb.SessionLiveTest)\n     test/spotter_web/live/session_live_test.exs:20\n     ** (RuntimeError) "
          "no :secret_key_base configuration found in SpotterWeb.Endpoint.\n     Ensure your environment has the "
          "necessary mix configuration. For example:\n\n         config :my_app, MyAppWeb.Endpoint,\n"
          "             secret_key_base: ...\n\n     code: {:ok, _view, html} = live(build_conn(), \"/sessions/x\")\n"
          "\n\nFinished in 0.3 seconds\n4 tests, 1 failure")
NODE = ("Exit code 1\n✘ [ERROR] Could not resolve \"js/app.js\"\n\n1 error\n{wt}/assets/node_modules/esbuild/lib/"
        "main.js:1467\n  let error = new Error(text);\n              ^\n\nError: Build failed with 1 error:\n"
        "error: Could not resolve \"js/app.js\"\n    at failureErrorWithLog ({wt}/assets/node_modules/esbuild/lib/"
        "main.js:1467:15)\n\nNode.js v24.13.0")
MAINHEAD = ("Exit code 128\nfatal: ambiguous argument 'main..HEAD': unknown revision or path not in the working tree.\n"
            "Use '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'")
MIG = "_build/dev/lib/spotter/priv/repo/migrations/20260219101500_add_pane_label.exs"
MIGFAIL = "Exit code 128\nfatal: pathspec '" + MIG + "' is beyond a symbolic link"
CODEGEN = ("Getting extensions in current project...\nRunning codegen for AshSqlite.DataLayer...\n\n* creating "
           + MIG + "\n* creating _build/dev/lib/spotter/priv/resource_snapshots/repo/panes/20260219101500.json")
JSONERR = ("Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 3, in <module>\n  File "
           "\"/usr/lib/python3.12/json/__init__.py\", line 346, in loads\n    return _default_decoder.decode(s)\n"
           "           ^^^^^^^^^^^^^^^^^^^^^^^^^^\n  File \"/usr/lib/python3.12/json/decoder.py\", line 353, in "
           "raw_decode\n    obj, end = self.scan_once(s, idx)\n               ^^^^^^^^^^^^^^^^^^^^^^\n"
           "json.decoder.JSONDecodeError: Unterminated string starting at: line 1 column 402 (char 401)")
UNIERR = ("Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File "
          "\"/usr/lib/python3.12/json/__init__.py\", line 341, in loads\n    s = s.decode(detect_encoding(s), "
          "'surrogatepass')\n        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\nUnicodeDecodeError: 'utf-8' "
          "codec can't decode byte 0xe2 in position 298: unexpected end of data")
TOMLI = ("Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
         "ModuleNotFoundError: No module named 'tomli_w'")
PYTEST_IMPORT = ("Exit code 2\n==================================== ERRORS ====================================\n"
                 "____________________ ERROR collecting tests/test_export.py _____________________\n"
                 "ImportError while importing test module '/home/dev/proj/tests/test_export.py'.\nHint: make sure "
                 "your test modules/packages have valid Python names.\nTraceback:\n/usr/lib/python3.12/importlib/"
                 "__init__.py:90: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\n"
                 "tests/test_export.py:3: in <module>\n    import tomli_w\nE   ModuleNotFoundError: No module named "
                 "'tomli_w'\n=========================== short test summary info ============================\n"
                 "ERROR tests/test_export.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!"
                 "!!!!!!!!\n1 error in 0.08s")
PYOK = "....\n4 passed in 0.11s"


def push(b: str) -> list[Any]:
    return [("bash", "git push 2>&1", NOUP.format(b=b), True)]


def commit_work(wt: str) -> list[Any]:
    return [("edit", wt + "/lib/spotter/services/pane_labels.ex", "def label(p), do: p.name",
             "def label(p), do: p.name || p.id"),
            ("bash", "mix test test/spotter/services/pane_labels_test.exs 2>&1", OKTEST, False),
            ("bash", "git add lib/spotter/services/pane_labels.ex && git commit -m \"fix: fall back to pane id\"",
             "[{b} 4f1c2aa] fix: fall back to pane id\n 1 file changed, 1 insertion(+), 1 deletion(-)", False)]


def unrelated_spotter(wt: str) -> list[Any]:
    return [("user", "The heatmap shows zero for sessions without cwd; make it skip them quietly."),
            ("bash", "grep -n \"no sessions with cwd\" -r lib/", "lib/spotter/services/heatmap_calculator.ex:41:"
             "      Logger.warning(\"HeatmapCalculator: no sessions with cwd for project #{id}\")", False),
            ("edit", wt + "/lib/spotter/services/heatmap_calculator.ex",
             "Logger.warning(\"HeatmapCalculator: no sessions", "Logger.debug(\"HeatmapCalculator: no sessions"),
            ("bash", "mix compile --warnings-as-errors 2>&1", "Compiling 1 file (.ex)\nGenerated spotter app", False),
            ("bash", "mix test test/spotter/services/heatmap_calculator_test.exs 2>&1", OKTEST, False),
            ("say", "Done: the warning is now a debug line; tests pass.")]


# id → (cwd, start, branch, steps, version)
def sessions() -> dict[str, tuple[str, str, str, list[Any], str]]:
    s: dict[str, tuple[str, str, str, list[Any], str]] = {}
    k2p, b = WT.format("k2p"), "spotter-k2p"
    fin = [("user", "Implement spotter-k2p, commit and push.")] + commit_work(k2p)
    s["c-push-direct"] = (k2p, "2026-02-14T09:00:00Z", b, fin + [
        ("bash", "git push --set-upstream origin spotter-k2p 2>&1", PUSHED.format(b=b), False)], "2.1.39")
    s["c-push-u-head"] = (k2p, "2026-02-14T10:00:00Z", b, fin + [
        ("bash", "git push -u origin HEAD 2>&1", PUSHED.format(b=b), False)], "2.1.39")
    s["c-push-cd"] = (k2p, "2026-02-14T11:00:00Z", b, fin + [
        ("bash", f"cd {k2p} && git push --set-upstream origin {b} 2>&1", PUSHED.format(b=b), False)], "2.1.39")
    s["c-push-bd-sync"] = (k2p, "2026-02-14T12:00:00Z", b, fin + [
        ("bash", "bd sync 2>&1 && git push --set-upstream origin spotter-k2p 2>&1",
         "Exporting beads to JSONL...\n✓ Exported 3 issues\n" + PUSHED.format(b=b), False)], "2.1.39")
    s["c-push-recur"] = (k2p, "2026-02-14T13:00:00Z", b, fin + push(b) + [
        ("say", "The push failed because the branch has no upstream; the commit is in place locally.")], "2.1.39")
    s["c-push-recur-fix"] = (k2p, "2026-02-14T14:00:00Z", b, fin + push(b) + [
        ("bash", "git push --set-upstream origin spotter-k2p 2>&1", PUSHED.format(b=b), False)], "2.1.39")
    s["c-push-tracked"] = (k2p, "2026-02-14T15:00:00Z", b, fin + [
        ("bash", "git push 2>&1", "To github.com:marot/spotter.git\n   4f1c2aa..9d01b7e  spotter-k2p -> spotter-k2p",
         False)], "2.1.39")
    s["c-push-early"] = (WT.format("0ab"), "2026-02-09T10:00:00Z", "spotter-0ab",
                         [("user", "commit and push")] + push("spotter-0ab") + [
        ("bash", "git push --set-upstream origin spotter-0ab 2>&1", PUSHED.format(b="spotter-0ab"), False)],
        "2.1.39")
    s["c-unrelated-spotter"] = (WT.format("h7w"), "2026-02-15T08:00:00Z", "spotter-h7w",
                                unrelated_spotter(WT.format("h7w")), "2.1.39")

    r5t, b = WT.format("r5t"), "spotter-r5t"
    css = r5t + "/priv/static/assets/spotter.css"
    edit_css = [("user", "Give the transcript rows a hover background and commit it."),
                ("edit", css, ".transcript-row {", ".transcript-row:hover { background: #f4f4f4; }\n.transcript-row {")]
    s["c-assets-force"] = (r5t, "2026-02-15T09:00:00Z", b, edit_css + [
        ("bash", "git add -f priv/static/assets/spotter.css && git add lib/spotter_web/live/session_live.ex && "
                 "git commit -m \"style: hover rows\"", "[spotter-r5t 1a2b3c4] style: hover rows\n 2 files changed", False)],
        "2.1.39")
    s["c-assets-recur"] = (r5t, "2026-02-15T10:00:00Z", b, edit_css + [
        ("bash", "git add lib/spotter_web/live/session_live.ex priv/static/assets/spotter.css && git commit -m "
                 "\"style: hover rows\"", IGN, True),
        ("bash", "git add lib/spotter_web/live/session_live.ex && git commit -m \"style: hover rows\"",
         "[spotter-r5t 2b3c4d5] style: hover rows\n 1 file changed", False)], "2.1.39")
    s["c-assets-recur-fix"] = (r5t, "2026-02-15T11:00:00Z", b, edit_css + [
        ("bash", "git add priv/static/assets/spotter.css && git commit -m \"style: hover rows\"", IGN, True),
        ("bash", "git add -f priv/static/assets/spotter.css && git commit -m \"style: hover rows\"",
         "[spotter-r5t 3c4d5e6] style: hover rows\n 1 file changed", False)], "2.1.39")
    s["c-assets-edit-only"] = (r5t, "2026-02-15T12:00:00Z", b, [
        ("user", "Try a darker code-block background; don't commit, I'll look first."),
        ("edit", css, ".is-code { background: #fafafa; }", ".is-code { background: #eeeeee; }"),
        ("bash", "mix test test/spotter_web/live/session_live_test.exs 2>&1", OKTEST, False),
        ("say", "Changed; reload the session page to see it.")], "2.1.39")

    f9d, b = WT.format("f9d"), "spotter-f9d"
    work = [("user", "Finish spotter-f9d and commit."),
            ("edit", f9d + "/lib/spotter/services/tmux.ex", "def kill(s)", "def kill(session)")]
    commit = ("bash", "git add -A && git commit -m \"refactor: tmux names\"",
              "[spotter-f9d 77aa001] refactor: tmux names\n 1 file changed", False)
    s["c-fmt-before"] = (f9d, "2026-02-16T09:00:00Z", b, work + [
        ("bash", "mix format && git add -A && git commit -m \"refactor: tmux names\"",
         "[spotter-f9d 77aa001] refactor: tmux names\n 1 file changed", False)], "2.1.39")
    s["c-fmt-check"] = (f9d, "2026-02-16T10:00:00Z", b, work + [
        ("bash", "mix format --check-formatted 2>&1", "Exit code 1\n** (Mix) mix format failed due to --check-formatted.\n"
         "The following files are not formatted:\n\n  * lib/spotter/services/tmux.ex", True),
        ("bash", "mix format 2>&1", "", False), commit], "2.1.39")
    s["c-fmt-recur"] = (f9d, "2026-02-16T11:00:00Z", b, work + [
        ("bash", "git add -A && git commit -m \"refactor: tmux names\"", FMT, True),
        ("say", "The pre-commit hook rejected the commit; leaving the change staged.")], "2.1.39")
    s["c-fmt-recur-fix"] = (f9d, "2026-02-16T12:00:00Z", b, work + [
        ("bash", "git add -A && git commit -m \"refactor: tmux names\"", FMT, True),
        ("bash", "mix format 2>&1", "", False), commit], "2.1.39")

    q1z, b = WT.format("q1z"), "spotter-q1z"
    lt = "mix test test/spotter_web/live/pane_list_live_test.exs 2>&1"
    s["c-lazy-deps-first"] = (q1z, "2026-02-17T09:00:00Z", b, [
        ("user", "New worktree for spotter-q1z. Run the pane list LiveView tests."),
        ("bash", "mix deps.get 2>&1 | tail -3", "* Getting lazy_html (Hex package)\n* Getting fine (Hex package)", False),
        ("bash", lt, OKTEST, False)], "2.1.39")
    s["c-lazy-add"] = (q1z, "2026-02-17T10:00:00Z", b, [
        ("user", "Add LiveView tests for the pane list."),
        ("edit", q1z + "/mix.exs", "{:igniter, \"~> 0.6\", only: [:dev, :test]},",
         "{:igniter, \"~> 0.6\", only: [:dev, :test]},\n      {:lazy_html, \">= 0.1.0\", only: :test},"),
        ("bash", "mix deps.get 2>&1 | tail -2", "* Getting lazy_html (Hex package)", False),
        ("bash", lt, OKTEST, False)], "2.1.39")
    s["c-lazy-recur"] = (q1z, "2026-02-17T11:00:00Z", b, [
        ("user", "Run the pane list LiveView tests."), ("bash", lt, LAZY, True),
        ("say", "The tests cannot run: LiveViewTest needs lazy_html.")], "2.1.39")
    s["c-lazy-recur-fix"] = (q1z, "2026-02-17T12:00:00Z", b, [
        ("user", "Run the pane list LiveView tests."), ("bash", lt, LAZY, True),
        ("bash", "mix deps.get 2>&1 | tail -2", "* Getting lazy_html (Hex package)", False),
        ("bash", lt, OKTEST, False)], "2.1.39")
    s["c-lazy-other-runtime"] = (q1z, "2026-02-17T13:00:00Z", b, [
        ("user", "Run the session LiveView tests."),
        ("bash", "mix test test/spotter_web/live/session_live_test.exs 2>&1", SECRET, True),
        ("edit", q1z + "/config/test.exs", "config :spotter, SpotterWeb.Endpoint,",
         "config :spotter, SpotterWeb.Endpoint,\n  secret_key_base: String.duplicate(\"a\", 64),"),
        ("bash", "mix test test/spotter_web/live/session_live_test.exs 2>&1", OKTEST, False)], "2.1.39")
    s["c-lazy-mixexs-unrelated"] = (q1z, "2026-02-17T14:00:00Z", b, [
        ("user", "Bump the credo requirement to 1.7.12."),
        ("edit", q1z + "/mix.exs", "{:credo, \"~> 1.7\", only: [:dev, :test], runtime: false},",
         "{:credo, \"~> 1.7.12\", only: [:dev, :test], runtime: false},"),
        ("bash", "mix compile 2>&1 | tail -2", "Generated spotter app", False)], "2.1.39")

    m3q, b = WT.format("m3q"), "spotter-m3q"
    js = [("user", "Rebuild the JS bundle after the hook change.")]
    s["c-node-cd"] = (m3q, "2026-02-18T09:00:00Z", b, js + [("bash", "cd assets && node build.js 2>&1", "", False)],
                      "2.1.39")
    s["c-node-abs"] = (m3q, "2026-02-18T10:00:00Z", b, js + [
        ("bash", f"cd {m3q}/assets && node build.js --deploy 2>&1", "", False)], "2.1.39")
    s["c-node-subshell"] = (m3q, "2026-02-18T11:00:00Z", b, js + [
        ("bash", "(cd assets && node ./build.js) 2>&1", "", False)], "2.1.39")
    s["c-node-recur"] = (m3q, "2026-02-18T12:00:00Z", b, js + [
        ("bash", "node assets/build.js 2>&1", NODE.format(wt=m3q), True),
        ("say", "The build script could not resolve js/app.js.")], "2.1.39")
    s["c-node-recur-fix"] = (m3q, "2026-02-18T13:00:00Z", b, js + [
        ("bash", "node assets/build.js --deploy 2>&1", NODE.format(wt=m3q), True),
        ("bash", f"cd {m3q}/assets && node build.js --deploy 2>&1", "", False)], "2.1.39")
    s["c-node-edit"] = (m3q, "2026-02-18T14:00:00Z", b, [
        ("user", "Add a loader for .woff2 fonts to the esbuild config; I'll build it myself."),
        ("edit", m3q + "/assets/build.js", "loader: { \".js\": \"jsx\" },",
         "loader: { \".js\": \"jsx\", \".woff2\": \"file\" },"),
        ("say", "Added the .woff2 file loader to assets/build.js.")], "2.1.39")

    c8n, b = WT.format("c8n"), "spotter-c8n"
    rv = [("user", "Summarise what this branch changed so far.")]
    s["c-master-log"] = (c8n, "2026-02-18T15:00:00Z", b, rv + [
        ("bash", "git log --oneline master..HEAD", "a1b2c3d feat: pane labels\nb2c3d4e test: pane labels", False)],
        "2.1.39")
    s["c-master-diff"] = (c8n, "2026-02-18T16:00:00Z", b, rv + [
        ("bash", "git diff --stat master..HEAD", " lib/spotter/services/pane_labels.ex | 12 ++++++\n 1 file changed",
         False)], "2.1.39")
    s["c-master-recur"] = (c8n, "2026-02-18T17:00:00Z", b, rv + [
        ("bash", "git log --oneline main..HEAD", MAINHEAD, True),
        ("bash", "git log --oneline -5", "a1b2c3d feat: pane labels\nb2c3d4e test: pane labels", False)], "2.1.39")

    w2x, b = WT.format("w2x"), "spotter-w2x"
    gen = [("user", "Add a label attribute to panes and commit the migration."),
           ("bash", "mix ash.codegen add_pane_label --yes 2>&1", CODEGEN, False)]
    s["c-mig-copy"] = (w2x, "2026-02-19T09:00:00Z", b, gen + [
        ("bash", "ls priv/repo/migrations/ | tail -2", "20260212155510_add_message_upsert_identity.exs\n"
                 "20260219101500_add_pane_label.exs", False),
        ("bash", "git add priv/repo/migrations/20260219101500_add_pane_label.exs && git commit -m \"feat: pane label\"",
         "[spotter-w2x 5e5e5e5] feat: pane label\n 1 file changed", False)], "2.1.39")
    s["c-mig-recur"] = (w2x, "2026-02-19T10:00:00Z", b, gen + [
        ("bash", "git add " + MIG + " && git commit -m \"feat: pane label\"", MIGFAIL, True),
        ("say", "git refused the path; stopping here.")], "2.1.39")
    s["c-mig-recur-fix"] = (w2x, "2026-02-19T11:00:00Z", b, gen + [
        ("bash", "git add priv/repo/migrations/20260219101500_add_pane_label.exs " + MIG, MIGFAIL, True),
        ("bash", "git add priv/repo/migrations/20260219101500_add_pane_label.exs && git commit -m \"feat: pane label\"",
         "[spotter-w2x 6f6f6f6] feat: pane label\n 1 file changed", False)], "2.1.39")

    j4k, b = WT.format("j4k"), "spotter-j4k"
    fx = "test/fixtures/transcripts/subagent.jsonl"
    s["c-json-open"] = (j4k, "2026-02-19T12:00:00Z", b, [
        ("user", "Which record types does the subagent fixture contain?"),
        ("bash", f"python3 -c \"\nimport json\nwith open('{fx}') as f:\n    print(sorted({{json.loads(l)['type'] "
                 f"for l in f if l.strip()}}))\n\"", "['assistant', 'progress', 'user']", False)], "2.1.39")
    s["c-json-recur"] = (j4k, "2026-02-19T13:00:00Z", b, [
        ("user", "Which record types does the subagent fixture contain?"),
        ("bash", f"head -c 800 {fx} | python3 -c \"\nimport sys, json\nfor line in sys.stdin:\n    "
                 "print(json.loads(line)['type'])\n\"", JSONERR, True),
        ("say", "The fixture could not be parsed from the preview.")], "2.1.39")
    s["c-json-other-class"] = (j4k, "2026-02-19T14:00:00Z", b, [
        ("user", "Peek at the first record of the subagent fixture."),
        ("bash", f"head -c 300 {fx} | python3 -c \"import sys, json; print(json.loads(sys.stdin.buffer.read()))\"",
         UNIERR, True),
        ("say", "The preview cut a multi-byte character.")], "2.1.39")

    t6y, b = WT.format("t6y"), "spotter-t6y"
    s["c-src-bashc"] = (t6y, "2026-02-20T09:00:00Z", b, [
        ("user", "Check that spotter_rand_hex still gives 16 hex chars."),
        ("bash", "bash -c 'source spotter-plugin/scripts/lib/trace_context.sh; spotter_rand_hex 8'",
         "9f2c4e1a7b3d5c60", False)], "2.1.39")
    s["c-src-recur"] = (t6y, "2026-02-20T10:00:00Z", b, [
        ("user", "Check that spotter_generate_traceparent still works."),
        ("bash", "source spotter-plugin/scripts/lib/trace_context.sh && spotter_generate_traceparent",
         "Exit code 1\n(eval):1: permission denied:", True),
        ("say", "Sourcing the helper failed in this shell.")], "2.1.39")
    s["c-src-edit"] = (t6y, "2026-02-20T11:00:00Z", b, [
        ("user", "Fix the typo in the trace_context.sh header comment."),
        ("edit", t6y + "/spotter-plugin/scripts/lib/trace_context.sh", "# W3C trace contxt helpers",
         "# W3C trace context helpers"),
        ("bash", "shellcheck spotter-plugin/scripts/lib/trace_context.sh && echo clean", "clean", False)], "2.1.39")

    py = [("user", "Run the export tests.")]
    s["c-tomli-venv"] = (PROJ, "2026-11-30T03:00:00Z", "main", py + [
        ("bash", ".venv/bin/python -c 'import tomli_w; print(tomli_w.__name__)'", "tomli_w", False)], "2.1.332")
    s["c-tomli-venv-pytest"] = (PROJ, "2026-11-30T03:20:00Z", "main", py + [
        ("bash", ".venv/bin/python -m pytest -q tests/test_export.py", PYOK, False)], "2.1.332")
    s["c-tomli-dot"] = (PROJ, "2026-11-30T03:40:00Z", "main", py + [
        ("bash", "./.venv/bin/python scripts/export.py --check", "export ok", False)], "2.1.332")
    s["c-tomli-abs"] = (PROJ, "2026-11-30T04:00:00Z", "main", py + [
        ("bash", "/home/dev/proj/.venv/bin/python -m pytest -q", PYOK, False)], "2.1.332")
    s["c-tomli-cd"] = (PROJ, "2026-11-30T04:20:00Z", "main", py + [
        ("bash", "cd /home/dev/proj && .venv/bin/python -m pytest -q", PYOK, False)], "2.1.332")
    s["c-tomli-recur"] = (PROJ, "2026-11-30T04:40:00Z", "main", py + [
        ("bash", "python3 -c 'import tomli_w'", TOMLI, True),
        ("say", "tomli_w is not importable here.")], "2.1.332")
    s["c-tomli-pytest-import"] = (PROJ, "2026-11-30T05:00:00Z", "main", py + [
        ("bash", "python3 -m pytest -q tests/test_export.py", PYTEST_IMPORT, True),
        ("say", "Collection failed.")], "2.1.332")
    s["c-tomli-mention"] = (PROJ, "2026-11-30T05:20:00Z", "main", py + [
        ("bash", "ls .venv/bin/python && python3 -c 'import tomli_w'", ".venv/bin/python\n" + TOMLI, True),
        ("say", "Still failing.")], "2.1.332")
    s["c-tomli-recur-fix"] = (PROJ, "2026-11-30T05:40:00Z", "main", py + [
        ("bash", "python3 -m pytest -q tests/test_export.py", PYTEST_IMPORT, True),
        ("bash", ".venv/bin/python -m pytest -q tests/test_export.py", PYOK, False)], "2.1.332")
    s["c-tomli-other-module"] = (PROJ, "2026-11-30T06:00:00Z", "main", [
        ("user", "Does the yaml loader work?"),
        ("bash", "python3 -c 'import yaml'", TOMLI.replace("tomli_w", "yaml"), True),
        ("bash", "pip install --user pyyaml 2>&1 | tail -1", "Successfully installed PyYAML-6.0.2", False)], "2.1.332")
    s["c-tomli-early"] = (PROJ, "2026-11-29T20:00:00Z", "main", py + [
        ("bash", "python3 -c 'import tomli_w'", TOMLI, True)], "2.1.332")
    s["c-unrelated-proj"] = (PROJ, "2026-11-30T06:20:00Z", "main", [
        ("user", "Fix the typo in the README title."),
        ("edit", PROJ + "/README.md", "# Exprot tool", "# Export tool"),
        ("bash", "git diff --stat", " README.md | 2 +-\n 1 file changed", False)], "2.1.332")

    bl = [("user", "빌드 결과물을 확인해 주세요")]
    s["c-build-mkdir"] = (PROJ, "2026-11-30T07:00:00Z", "main", bl + [
        ("bash", "mkdir -p ./build && cp dist/output.bin ./build/ && ls ./build", "output.bin", False)], "2.1.332")
    s["c-build-mkdir-abs"] = (PROJ, "2026-11-30T07:20:00Z", "main", bl + [
        ("bash", "mkdir -p /home/dev/proj/build && make OUT=/home/dev/proj/build", "cc -o build/output.bin main.c",
         False)], "2.1.332")
    s["c-build-recur"] = (PROJ, "2026-11-30T07:40:00Z", "main", bl + [
        ("bash", "ls ./build/output.bin", "Exit code 2\nls: cannot access './build/output.bin': No such file or "
                                         "directory", True)], "2.1.332")
    s["c-build-recur-cat"] = (PROJ, "2026-11-30T08:00:00Z", "main", bl + [
        ("bash", "cat build/output.bin | head -c 16 | xxd", "Exit code 1\ncat: build/output.bin: No such file or "
                                                           "directory", True)], "2.1.332")
    return s
