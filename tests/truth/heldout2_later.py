"""The constructed later sessions of the second held-out tracking corpus
(heldout2_tracking_corpus.json), in the record shape sessions_dsl.py writes.

Spotter sessions are set in other worktrees of the same repository (other
branch names, other files) and dated after the real sessions the lessons come
from (2026-02-11/12); the sessions of the derived projects are dated after
heldout2_sources.py's (2026-11-28). Written before any tracking rule ran on
them; what each one shows is said beside it in build_heldout2.PAIRS."""
from __future__ import annotations

from typing import Any

Later = tuple[str, str, str, list[Any]]   # cwd, start, branch, steps

W = "/home/USER/projects/spotter-worktrees/"
# The derived projects whose lessons the tracking corpus follows live in /home/dev/proj: the one
# non-spotter project root bench/truth_tracking.py copies a repository to.
P = "/home/dev/proj"


def push_err(b: str) -> str:
    return (f"Exit code 128\nfatal: The current branch {b} has no upstream branch.\nTo push the current branch and set "
            f"the remote as upstream, use\n\n    git push --set-upstream origin {b}\n\nTo have this happen "
            "automatically for branches without a tracking\nupstream, see 'push.autoSetupRemote' in 'git help config'.")


def push_ok(b: str) -> str:
    return (f"remote: \nremote: Create a pull request for '{b}' on GitHub by visiting:        \nremote:      "
            f"https://github.com/marot/spotter/pull/new/{b}        \nremote: \nTo github.com:marot/spotter.git\n"
            f" * [new branch]      {b} -> {b}\nbranch '{b}' set up to track 'origin/{b}'.")


def commit_ok(b: str, msg: str) -> str:
    return f"[{b} 5c1e9a2] {msg}\n 3 files changed, 88 insertions(+), 4 deletions(-)"


IGNORED = ("Exit code 1\nThe following paths are ignored by one of your .gitignore files:\npriv/static/assets\n"
           "hint: Use -f if you really want to add them.\nhint: Turn this message off by running\n"
           "hint: \"git config advice.addIgnoredFile false\"")
FMT = ("Pre-commit validation failed:\\n\\n[FORMAT] Code is not formatted.\\nRun 'mix format' to fix.\\n\\n"
       "Fix these issues before committing.")
CREDO = ("Pre-commit validation failed:\\n\\n[CREDO]\\nChecking 91 source files ...\n\n  Code Readability\n┃ \n"
         "┃ [R] ↘ Modules should have a @moduledoc tag.\n┃       lib/spotter/services/tag_index.ex:1:11 "
         "#(Spotter.Services.TagIndex)\n\nFix these issues before committing.")


def esbuild_err(w: str) -> str:
    return (f"Exit code 1\n✘ [ERROR] Could not resolve \"js/app.js\"\n\n1 error\n{W}{w}/assets/node_modules/esbuild/"
            "lib/main.js:1467\n  let error = new Error(text);\n              ^\n\nError: Build failed with 1 error:\n"
            "error: Could not resolve \"js/app.js\"")


LAZY = ("Exit code 2\nRunning ExUnit with seed: 51234, max_cases: 32\n\n  1) test mount lists tags (SpotterWeb.TagLiveTest)\n"
        "     test/spotter_web/live/tag_live_test.exs:12\n     ** (RuntimeError) Phoenix LiveView requires lazy_html as a "
        "test dependency.\n     Please add to your mix.exs:\n\n     {:lazy_html, \">= 0.1.0\", only: :test}\n\n"
        "Finished in 0.4 seconds (0.00s async, 0.4s sync)\n3 tests, 1 failure")
PASS3 = ("Running ExUnit with seed: 51234, max_cases: 32\n\n...\nFinished in 0.5 seconds (0.00s async, 0.5s sync)\n"
         "3 tests, 0 failures")
EVAL = "Exit code 1\n(eval):1: permission denied:"
WIN_ERR = ("Exit code 1\nImportError while loading conftest 'C:\\Users\\dev\\shop\\tests\\conftest.py'.\n"
           "tests\\conftest.py:3: in <module>\n    import {m}\nE   ModuleNotFoundError: No module named '{m}'")
LARGE = ("Exit code 1\ncheck for added large files..............................................Failed\n"
         "- hook id: check-added-large-files\n- exit code: 1\n\n{f} ({k} KB) exceeds 500 KB.")
LARGE_OK = ("check for added large files..............................................Passed\n[main 8d02c4e] {m}\n"
            " 1 file changed, 12 insertions(+)")
PIP_TO = ("Exit code 2\nCollecting {p} (from -r requirements.txt (line 3))\nERROR: Exception:\n"
          "pip._vendor.urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='{h}', port=443): Read timed out.")
PORT = ("Exit code 1\n\n> ui@0.3.0 {s}\n> {c}\n\nerror when starting dev server:\n"
        "Error: listen EADDRINUSE: address already in use :::{p}")
VITE_OK = "\n> ui@0.3.0 dev\n> vite --port {p}\n\n  VITE v5.4.2  ready in 298 ms\n\n  ➜  Local:   http://localhost:{p}/"
GTEST = ("Exit code 1\nCMake Error at CMakeLists.txt:12 (find_package):\n  Could not find a package configuration file "
         "provided by \"GTest\" with any\n  of the following names:\n\n    GTestConfig.cmake\n    gtest-config.cmake\n\n"
         "-- Configuring incomplete, errors occurred!")


def _spotter(s: dict[str, Later]) -> None:
    s["t-push-u"] = (W + "spotter-k7v", "2026-02-20T10:00:00Z", "spotter-k7v", [
        ("user", "commit and push the tag filter"),
        ("bash", "git add lib/spotter_web/live/tag_live.ex && git commit -m 'feat: tag filter (spotter-k7v)'",
         commit_ok("spotter-k7v", "feat: tag filter (spotter-k7v)"), False),
        ("bash", "git push -u origin spotter-k7v 2>&1", push_ok("spotter-k7v"), False)])
    s["t-push-set"] = (W + "spotter-p3c", "2026-02-20T11:00:00Z", "spotter-p3c", [
        ("user", "push it"),
        ("say", "This worktree branch was never pushed, so it goes up with an upstream set."),
        ("bash", "git push --set-upstream origin spotter-p3c 2>&1", push_ok("spotter-p3c"), False)])
    s["t-push-recur-fix"] = (W + "spotter-m8d", "2026-02-20T12:00:00Z", "spotter-m8d", [
        ("user", "push the branch"),
        ("bash", "git push 2>&1", push_err("spotter-m8d"), True),
        ("bash", "git push --set-upstream origin spotter-m8d 2>&1", push_ok("spotter-m8d"), False)])
    s["t-push-recur"] = (W + "spotter-x2b", "2026-02-20T13:00:00Z", "spotter-x2b", [
        ("user", "push"),
        ("bash", "git push 2>&1", push_err("spotter-x2b"), True),
        ("say", "The branch has no upstream yet; tell me if it should go to origin.")])
    s["t-push-tracked"] = (W + "spotter-k7v", "2026-02-21T09:00:00Z", "spotter-k7v", [
        ("user", "push the follow-up fix"),
        ("bash", "git push 2>&1", "To github.com:marot/spotter.git\n   5c1e9a2..77b3d10  spotter-k7v -> spotter-k7v",
         False)])
    s["t-assets-force"] = (W + "spotter-h4n", "2026-02-20T10:30:00Z", "spotter-h4n", [
        ("user", "commit the new badge styles"),
        ("bash", "git add -f priv/static/assets/spotter.css && git add lib/spotter_web/live/session_live.ex && "
                 "git commit -m 'feat: badge styles (spotter-h4n)'",
         commit_ok("spotter-h4n", "feat: badge styles (spotter-h4n)"), False)])
    s["t-assets-recur"] = (W + "spotter-r9e", "2026-02-20T11:30:00Z", "spotter-r9e", [
        ("user", "commit"),
        ("bash", "git add lib/spotter_web/live/pane_list_live.ex priv/static/assets/theme.css", IGNORED, True),
        ("say", "theme.css sits in an ignored folder, so nothing was staged.")])
    s["t-assets-recur-fix"] = (W + "spotter-q5w", "2026-02-20T12:30:00Z", "spotter-q5w", [
        ("user", "commit the css"),
        ("bash", "git add priv/static/assets/spotter.css lib/spotter_web/components/badge.ex", IGNORED, True),
        ("bash", "git add -f priv/static/assets/spotter.css && git add lib/spotter_web/components/badge.ex && "
                 "git commit -m 'feat: badge component'", commit_ok("spotter-q5w", "feat: badge component"), False)])
    s["t-assets-none"] = (W + "spotter-r9e", "2026-02-21T10:00:00Z", "spotter-r9e", [
        ("user", "commit the router change"),
        ("bash", "git add lib/spotter_web/router.ex && git commit -m 'fix: route order'",
         commit_ok("spotter-r9e", "fix: route order"), False)])
    s["t-fmt-first"] = (W + "spotter-c3j", "2026-02-20T14:00:00Z", "spotter-c3j", [
        ("user", "commit the tag index"),
        ("bash", "mix format && git add -A && git commit -m 'feat: tag index (spotter-c3j)'",
         commit_ok("spotter-c3j", "feat: tag index (spotter-c3j)"), False)])
    s["t-fmt-recur-fix"] = (W + "spotter-d6u", "2026-02-20T15:00:00Z", "spotter-d6u", [
        ("user", "commit"),
        ("bash", "git add -A && git commit -m 'feat: export (spotter-d6u)'", FMT, True),
        ("bash", "mix format 2>&1", "", False),
        ("bash", "git add -A && git commit -m 'feat: export (spotter-d6u)'",
         commit_ok("spotter-d6u", "feat: export (spotter-d6u)"), False)])
    s["t-fmt-credo"] = (W + "spotter-c3j", "2026-02-21T11:00:00Z", "spotter-c3j", [
        ("user", "commit the follow-up"),
        ("bash", "git add -A && git commit -m 'refactor: tag index'", CREDO, True),
        ("say", "Credo wants a @moduledoc on TagIndex; adding one before committing again.")])
    s["t-esbuild-cd"] = (W + "spotter-h4n", "2026-02-20T16:00:00Z", "spotter-h4n", [
        ("user", "check the JS still builds"),
        ("bash", "cd assets && node build.js 2>&1", "", False)])
    s["t-esbuild-abs"] = (W + "spotter-p3c", "2026-02-20T16:30:00Z", "spotter-p3c", [
        ("user", "rebuild the bundle"),
        ("bash", "cd /home/USER/projects/spotter-worktrees/spotter-p3c/assets && node build.js 2>&1", "", False)])
    s["t-esbuild-recur"] = (W + "spotter-x2b", "2026-02-20T17:00:00Z", "spotter-x2b", [
        ("user", "does the JS build?"),
        ("bash", "node assets/build.js 2>&1", esbuild_err("spotter-x2b"), True),
        ("bash", "cd assets && node build.js 2>&1", "", False)])
    s["t-esbuild-watch"] = (W + "spotter-m8d", "2026-02-20T17:30:00Z", "spotter-m8d", [
        ("user", "start the js watcher"),
        ("bash", "node ./assets/build.js --watch 2>&1", esbuild_err("spotter-m8d"), True),
        ("say", "The watcher cannot find its entry point from here.")])
    s["t-lazy-first"] = (W + "spotter-t1g", "2026-02-20T10:00:00Z", "spotter-t1g", [
        ("user", "add a LiveView test for the tag page"),
        ("edit", W + "spotter-t1g/mix.exs", "      {:credo, \"~> 1.7\", only: [:dev, :test], runtime: false},",
         "      {:lazy_html, \">= 0.1.0\", only: :test},\n      {:credo, \"~> 1.7\", only: [:dev, :test], runtime: false},"),
        ("bash", "mix deps.get 2>&1 | tail -2", "* Getting lazy_html (Hex package)\n* Getting fine (Hex package)", False),
        ("bash", "mix test test/spotter_web/live/tag_live_test.exs 2>&1", PASS3, False)])
    s["t-lazy-recur"] = (W + "spotter-t1g", "2026-02-21T10:00:00Z", "spotter-t1g", [
        ("user", "run the tag page tests"),
        ("bash", "mix test test/spotter_web/live/tag_live_test.exs 2>&1", LAZY, True),
        ("say", "The LiveView test helpers need lazy_html in this worktree too.")])
    s["t-lazy-none"] = (W + "spotter-c3j", "2026-02-21T12:00:00Z", "spotter-c3j", [
        ("user", "run the renderer tests"),
        ("bash", "mix test test/spotter/services/transcript_renderer_test.exs 2>&1", PASS3, False)])
    s["t-sym-priv"] = (W + "spotter-v2s", "2026-02-20T10:00:00Z", "spotter-v2s", [
        ("user", "commit the migration"),
        ("bash", "git add priv/repo/migrations/20260220091500_add_tags.exs priv/resource_snapshots/repo/tags/"
                 "20260220091500.json && git commit -m 'feat: tags table'",
         commit_ok("spotter-v2s", "feat: tags table"), False)])
    s["t-sym-recur"] = (W + "spotter-v2s", "2026-02-21T10:00:00Z", "spotter-v2s", [
        ("user", "commit the second migration"),
        ("bash", "git add _build/dev/lib/spotter/priv/repo/migrations/20260221080000_add_tag_color.exs",
         "Exit code 128\nfatal: pathspec '_build/dev/lib/spotter/priv/repo/migrations/20260221080000_add_tag_color.exs'"
         " is beyond a symbolic link", True),
        ("bash", "git add priv/repo/migrations/20260221080000_add_tag_color.exs", "", False)])
    s["t-sym-snapshot"] = (W + "spotter-v2s", "2026-02-22T10:00:00Z", "spotter-v2s", [
        ("user", "stage the resource snapshot"),
        ("bash", "git add _build/test/lib/spotter/priv/resource_snapshots/repo/tags/20260222070000.json",
         "Exit code 128\nfatal: pathspec '_build/test/lib/spotter/priv/resource_snapshots/repo/tags/20260222070000.json'"
         " is beyond a symbolic link", True)])
    s["t-eval-bashc"] = (W + "spotter-w4f", "2026-02-20T10:00:00Z", "spotter-w4f", [
        ("user", "check the span id helper"),
        ("bash", "bash -c 'source spotter-plugin/scripts/lib/trace_context.sh; spotter_rand_hex 8'",
         "9f3a61c07be2d415", False)])
    s["t-eval-recur"] = (W + "spotter-w4f", "2026-02-21T10:00:00Z", "spotter-w4f", [
        ("user", "try the session id helper"),
        ("bash", "source spotter-plugin/scripts/lib/session_id.sh && spotter_session_id", EVAL, True),
        ("say", "Sourcing from the tool shell is refused.")])
    s["t-eval-run"] = (W + "spotter-w4f", "2026-02-22T10:00:00Z", "spotter-w4f", [
        ("user", "run the notify script once"),
        ("bash", "bash spotter-plugin/scripts/notify-session.sh test-session", "notified test-session", False)])
    s["t-master-log"] = (W + "spotter-k7v", "2026-02-21T12:00:00Z", "spotter-k7v", [
        ("user", "what is on this branch so far?"),
        ("bash", "git log --oneline master..HEAD", "77b3d10 fix: tag filter reset\n5c1e9a2 feat: tag filter", False)])
    s["t-master-main"] = (W + "spotter-x2b", "2026-02-21T12:30:00Z", "spotter-x2b", [
        ("user", "diff this branch against the base"),
        ("bash", "git diff --stat main..HEAD",
         "Exit code 128\nfatal: ambiguous argument 'main..HEAD': unknown revision or path not in the working tree.\n"
         "Use '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", True)])


def _derived(s: dict[str, Later]) -> None:
    win = "C:\\Users\\dev\\shop"
    s["t-win-first"] = (win, "2026-11-29T09:00:00Z", "main", [
        ("user", "run the cart tests"),
        ("bash", ".venv\\Scripts\\python.exe -m pytest tests\\test_cart.py", "......\n6 passed in 0.33s", False)])
    s["t-win-fwd"] = (win, "2026-11-29T09:30:00Z", "main", [
        ("user", "run all the tests"),
        ("bash", ".venv/Scripts/python.exe -m pytest tests", "..............\n14 passed in 0.92s", False)])
    s["t-win-recur-fix"] = (win, "2026-11-29T10:00:00Z", "main", [
        ("user", "run the cart tests"),
        ("bash", "python -m pytest tests\\test_cart.py", WIN_ERR.format(m="httpx"), True),
        ("bash", ".venv\\Scripts\\python.exe -m pytest tests\\test_cart.py", "......\n6 passed in 0.33s", False)])
    s["t-win-recur-other"] = (win, "2026-11-29T10:30:00Z", "main", [
        ("user", "run the model tests"),
        ("bash", "python -m pytest tests\\test_models.py", WIN_ERR.format(m="pydantic"), True),
        ("say", "pydantic is missing for this Python.")])
    s["t-win-none"] = (win, "2026-11-29T11:00:00Z", "main", [
        ("user", "what changed?"), ("bash", "git status --short", " M src\\shop\\cart.py", False)])
    s["t-large-first"] = (P, "2026-11-29T09:00:00Z", "main", [
        ("user", "commit the changelog"),
        ("bash", "git add . && git reset -q dist/ && git commit -m 'docs: changelog'",
         LARGE_OK.format(m="docs: changelog"), False)])
    s["t-large-recur"] = (P, "2026-11-29T09:30:00Z", "main", [
        ("user", "commit the footer fix"),
        ("bash", "git add -A && git commit -m 'fix: footer links'",
         LARGE.format(f="dist/site.bundle.js", k="2311"), True),
        ("say", "The bundle got staged again; the hook refuses it.")])
    s["t-large-recur-fix"] = (P, "2026-11-29T10:00:00Z", "main", [
        ("user", "commit the vendor update"),
        ("bash", "git add . && git commit -m 'chore: vendor update'", LARGE.format(f="dist/vendor.js", k="904"), True),
        ("bash", "git reset -q dist/ && git commit -m 'chore: vendor update'",
         LARGE_OK.format(m="chore: vendor update"), False)])
    s["t-large-build"] = (P, "2026-11-29T10:30:00Z", "main", [
        ("user", "build the site"), ("bash", "npm run build", "built dist/site.bundle.js in 2.1s", False)])
    s["t-pip-first"] = (P, "2026-11-29T09:00:00Z", "main", [
        ("user", "install the dev requirements"),
        ("bash", ".venv/bin/pip install --timeout 120 -r requirements-dev.txt",
         "Successfully installed pytest-8.3.3 scipy-1.14.1", False)])
    s["t-pip-recur"] = (P, "2026-11-29T09:30:00Z", "main", [
        ("user", "reinstall the env"),
        ("bash", ".venv/bin/pip install -r requirements.txt",
         PIP_TO.format(p="scipy==1.14.1", h="files.pythonhosted.org"), True),
        ("say", "The download timed out.")])
    s["t-pip-recur-host"] = (P, "2026-11-29T10:00:00Z", "main", [
        ("user", "install torch"),
        ("bash", ".venv/bin/pip install torch --index-url https://download.pytorch.org/whl/cpu",
         PIP_TO.format(p="torch", h="download.pytorch.org"), True),
        ("bash", ".venv/bin/pip install --timeout 120 torch --index-url https://download.pytorch.org/whl/cpu",
         "Successfully installed torch-2.5.1+cpu", False)])
    s["t-pip-nomatch"] = (P, "2026-11-29T10:30:00Z", "main", [
        ("user", "pin numpy 9"),
        ("bash", ".venv/bin/pip install numpy==9.9",
         "Exit code 1\nERROR: Could not find a version that satisfies the requirement numpy==9.9\n"
         "ERROR: No matching distribution found for numpy==9.9", True)])
    s["t-port-first"] = (P, "2026-11-29T09:00:00Z", "main", [
        ("user", "start the dev server"),
        ("bash", "npm run dev -- --port 5175", VITE_OK.format(p="5175"), False)])
    s["t-port-recur"] = (P, "2026-11-29T09:30:00Z", "main", [
        ("user", "start the dev server"),
        ("bash", "npm run dev", PORT.format(s="dev", c="vite", p="5173"), True),
        ("bash", "npm run dev -- --port 5174", VITE_OK.format(p="5174"), False)])
    s["t-port-preview"] = (P, "2026-11-29T10:00:00Z", "main", [
        ("user", "preview the build"),
        ("bash", "npm run preview", PORT.format(s="preview", c="vite preview", p="4173"), True),
        ("say", "Something else holds 4173.")])
    s["t-port-build"] = (P, "2026-11-29T10:30:00Z", "main", [
        ("user", "build"), ("bash", "npm run build", "vite v5.4.2 building for production...\n✓ built in 1.02s", False)])
    s["t-gtest-first"] = (P, "2026-11-29T09:00:00Z", "main", [
        ("user", "configure a debug build with tests on the new box"),
        ("bash", "sudo apt-get install -y libgtest-dev && cmake -S . -B build-dbg -DCMAKE_BUILD_TYPE=Debug "
                 "-DWITH_TESTS=ON", "-- Found GTest: /usr/lib/x86_64-linux-gnu/cmake/GTest/GTestConfig.cmake\n"
                                    "-- Configuring done (0.4s)\n-- Generating done (0.0s)", False)])
    s["t-gtest-recur"] = (P, "2026-11-29T09:30:00Z", "main", [
        ("user", "configure the asan build"),
        ("bash", "cmake -S . -B build-asan -DWITH_TESTS=ON -DSANITIZE=address", GTEST, True),
        ("say", "GTest is missing in this container.")])
    s["t-gtest-before"] = (P, "2026-11-27T15:00:00Z", "main", [
        ("user", "configure"),
        ("bash", "cmake -S . -B build -DWITH_TESTS=ON", GTEST, True)])


def later() -> dict[str, Later]:
    s: dict[str, Later] = {}
    _spotter(s)
    _derived(s)
    return s
