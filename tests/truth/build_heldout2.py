"""The second held-out corpus (issue 24): writes tests/truth/heldout2_sessions/
(the derived source sessions of heldout2_sources.py, `e-*`, and the later
sessions of heldout2_later.py, `t-*`) and heldout2_tracking_corpus.json
(13 lessons, their labelled later sessions), in the record format of
tracking_corpus.json so `python bench/truth_tracking.py --corpus
tests/truth/heldout2_tracking_corpus.json` runs it.

Written by someone who had not read the evidence, fix, signature, anchor,
usage or tracking code, labelled from the session texts before any bench ran:
applied = the session ran the lesson's fix with no such failure before it;
recurred = the lesson's failure shape came back (another branch, path, file,
module, port or host), whatever followed it, so "hit the error, then ran the
fix" is a recurrence and not an application; neither otherwise, and always for
a session that began before the lesson's source session ended. Knowledge has
no failure: its `recurred` is null.

Run from the repository root: `python -m tests.truth.build_heldout2`."""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from tests.truth.build_tracking_corpus import span
from tests.truth.heldout2_later import later
from tests.truth.heldout2_sources import sources
from tests.truth.sessions_dsl import render

HERE = Path(__file__).parent
FIXTURES = HERE.parent / "fixtures" / "transcripts"
SP = "spotter-2.1.39/"
GQC, DOV = SP + "258c7280-ae70-4798-800f-63464d01a85d.jsonl", SP + "4d5611e5-241a-462a-8d15-5122611a9569.jsonl"
FUM, TE = SP + "8463c716-a2ea-4c14-9efa-87158ebd9f20.jsonl", SP + "ae4a77f8-aedd-4bc1-888f-c94edc91af04.jsonl"
A0Y = SP + "fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"


def _lesson(lid: str, source: str, style: str, entry: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    return {"id": lid, "topic": lid.removeprefix("h2t-"), "source": source, "style": style, "scope": "project",
            "kind": entry["kind"], "lang": lang, "ignored": [], "entry": {"confidence": "high", "scope": "project",
                                                                        **entry}}


def _g(title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: str,
       category: str = "tool_quirk") -> dict[str, Any]:
    return {"kind": "gotcha", "category": category, "title": title, "symptom": symptom, "trap": trap, "cause": cause,
            "workaround": workaround, "evidence": evidence}


LESSONS = [
    _lesson("h2t-push-upstream", GQC, "code spans, branch named in the error", _g(
        "First push of a worktree branch fails: no upstream branch",
        "`git push` exits 128 with `fatal: The current branch spotter-gqc has no upstream branch.`",
        "Running a bare `git push` on a freshly created worktree branch",
        "Worktree branches are created locally and have no tracking branch on origin",
        "Push the first time with `git push --set-upstream origin <branch>`",
        "`git push 2>&1` → `fatal: The current branch spotter-gqc has no upstream branch.`; "
        "`git push --set-upstream origin spotter-gqc` → `* [new branch]      spotter-gqc -> spotter-gqc`",
        "workflow")),
    _lesson("h2t-assets-force", FUM, "fix in prose only, no code span", _g(
        "spotter.css lives in the gitignored priv/static/assets folder",
        "git add stops with: The following paths are ignored by one of your .gitignore files: priv/static/assets",
        "Listing priv/static/assets/spotter.css among the files of a normal git add",
        "priv/static/assets/ is in .gitignore, but spotter.css (like xterm.css) is tracked on purpose",
        "Force-add that one file with git add -f priv/static/assets/spotter.css, then stage the rest as usual",
        "The git add that named priv/static/assets/spotter.css failed with exit code 1 (paths ignored by .gitignore); "
        "git ls-files showed xterm.css was already force-added, and git add -f on spotter.css then committed fine.")),
    _lesson("h2t-format-hook", TE, "code spans, nested quotes", _g(
        "The pre-commit hook refuses unformatted Elixir",
        "`git commit` is blocked: `Pre-commit validation failed: [FORMAT] Code is not formatted.`",
        "Committing without running the formatter first",
        "A PreToolUse hook runs the format check on every `git commit`",
        "Run `mix format` before `git add -A && git commit`",
        "The hook said \"[FORMAT] Code is not formatted.\\nRun 'mix format' to fix.\"; after `mix format` the same "
        "commit went through (`[spotter-4te 12e2d10]`).")),
    _lesson("h2t-esbuild-cd", FUM, "path named in prose", _g(
        "The esbuild script must run from inside assets/",
        "Build failed with 1 error: Could not resolve \"js/app.js\"",
        "Running node assets/build.js from the worktree root",
        "build.js names its entry point js/app.js relative to the current directory",
        "Change into the assets folder first and run node build.js there",
        "`node assets/build.js 2>&1` → `✘ [ERROR] Could not resolve \"js/app.js\"`; from …/assets, `node build.js` "
        "printed nothing and exited 0.", "build_config")),
    _lesson("h2t-lazy-html", GQC, "dependency tuple in a code span", _g(
        "LiveView tests need lazy_html as a test dependency",
        "`** (RuntimeError) Phoenix LiveView requires lazy_html as a test dependency.`",
        "Writing the first `live(conn, ...)` test in a project without lazy_html",
        "Phoenix.LiveViewTest parses HTML with lazy_html, which is not a default dependency",
        "Add `{:lazy_html, \">= 0.1.0\", only: :test}` to `deps` in mix.exs and run `mix deps.get`",
        "5 tests, 5 failures, each `Phoenix LiveView requires lazy_html as a test dependency`", "test_strategy")),
    _lesson("h2t-symlink", A0Y, "prose, path as the trap", _g(
        "Do not stage migrations through _build: the path is beyond a symlink",
        "git add exits 128: fatal: pathspec '_build/dev/lib/spotter/priv/...' is beyond a symbolic link",
        "Staging the copy of a generated migration under _build/dev/lib/spotter/priv",
        "_build/dev/lib/spotter/priv is a symlink to the project's priv folder",
        "Stage the file from its source path under priv/repo/migrations (and priv/resource_snapshots) instead",
        "fatal: pathspec '_build/dev/lib/spotter/priv/repo/migrations/20260212155510_add_message_upsert_identity.exs' "
        "is beyond a symbolic link; the same files added from priv/ committed as 66e1a0a.")),
    _lesson("h2t-eval-source", TE, "Korean prose, command spans", _g(
        "Bash 도구에서 `source` 로 스크립트를 불러오면 permission denied",
        "`(eval):1: permission denied:` 로 exit code 1",
        "`source spotter-plugin/scripts/lib/trace_context.sh && …` 를 그대로 실행한다",
        "도구의 셸(zsh eval)에서 source 가 거부된다",
        "`bash -c '…'` 안에서 source 하고 함수를 호출한다",
        "`source spotter-plugin/scripts/lib/trace_context.sh && …` → `(eval):1: permission denied:`; 이어서 "
        "`bash -c` 로 감싸니 `✓ generate_traceparent works: 00-5f1681cc2ece59196b8dae165cd732ff-d9c08dbef8494f41-01`"),
        lang="ko"),
    _lesson("h2t-win-venv", "e-win-venv", "Windows path in prose, no code span", _g(
        "The global Python on this Windows checkout lacks httpx",
        "ImportError while loading conftest: ModuleNotFoundError: No module named 'httpx'",
        "Running the tests with the global python -m pytest",
        "The project's dependencies are only installed in its virtualenv",
        "Run the tests with the venv interpreter, .venv\\Scripts\\python.exe -m pytest, never the global python",
        "python -m pytest tests\\test_api.py failed on import httpx; .venv\\Scripts\\python.exe -m pytest "
        "tests\\test_api.py gave 8 passed in 0.61s.", "env_setup")),
    _lesson("h2t-large-files", "e-large-files", "negative fix in prose", _g(
        "git add . stages the built bundle and the large-files hook refuses it",
        "check for added large files...Failed: dist/site.bundle.js (2048 KB) exceeds 500 KB.",
        "Staging everything with git add . or git add -A after a build",
        "dist/ holds the built bundle and is not ignored; the pre-commit hook caps files at 500 KB",
        "Leave dist/ out of the commit: unstage it with git reset -q dist/ before git commit",
        "git add . && git commit → Failed (dist/site.bundle.js (2048 KB) exceeds 500 KB); git reset -q dist/ && "
        "git commit → Passed, [main 4f2a91c].", "workflow")),
    _lesson("h2t-pip-timeout", "e-pip-timeout", "fix in prose", _g(
        "pip times out downloading big packages here; raise its timeout",
        "ReadTimeoutError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.",
        "Installing the requirements with pip's default 15 second timeout",
        "Downloads from the package index are slow on this network",
        "Pass a longer timeout to pip install, e.g. --timeout 120",
        "pip install -r requirements.txt died with ReadTimeoutError on numpy-2.1.3.tar.gz; with --timeout 120 it "
        "finished (Successfully installed numpy-2.1.3 pandas-2.2.3).", "env_setup")),
    _lesson("h2t-port", "e-port-confirm", "code spans", _g(
        "Vite's default port 5173 is taken on this machine",
        "`Error: listen EADDRINUSE: address already in use :::5173`",
        "Starting `npm run dev` with the default port",
        "Another process already listens on 5173",
        "Start it on another port: `npm run dev -- --port 5174`",
        "`npm run dev` → `EADDRINUSE: address already in use :::5173`; `npm run dev -- --port 5174` → "
        "`Local:   http://localhost:5174/`, and the user confirmed it loads.", "env_setup")),
    _lesson("h2t-gtest", "e-cmake-gtest", "code spans", _g(
        "Configuring with -DWITH_TESTS=ON needs libgtest-dev installed",
        "`Could not find a package configuration file provided by \"GTest\"`",
        "Running `cmake … -DWITH_TESTS=ON` on a machine without GoogleTest",
        "CMakeLists.txt calls find_package(GTest) when tests are on",
        "Install it first: `sudo apt-get install -y libgtest-dev`, then configure",
        "`cmake -S . -B build … -DWITH_TESTS=ON` → `CMake Error at CMakeLists.txt:12 (find_package)`; after "
        "`sudo apt-get install -y libgtest-dev` the same configure printed `-- Found GTest`.", "build_config")),
    _lesson("h2t-k-master", FUM, "knowledge: approach with a code span", {
        "kind": "knowledge", "category": "project_convention",
        "title": "The spotter repository's base branch is master, not main",
        "situation": "Comparing a worktree branch with its base",
        "approach": "Use `master..HEAD` (e.g. `git log --oneline master..HEAD`); there is no main branch",
        "rationale": "`main..HEAD` is an unknown revision in this repository",
        "evidence": "`git log --oneline main..HEAD` → `fatal: ambiguous argument 'main..HEAD': unknown revision or "
                    "path not in the working tree.`"}),
]

A, R, N = (True, False), (False, True), (False, False)
# (lesson, session, (applied, recurred), why) — written from the session texts.
PAIRS: list[tuple[str, str, tuple[bool, bool], str]] = [
    ("h2t-push-upstream", "t-push-u", A, "first push with -u origin <branch>, no failure before"),
    ("h2t-push-upstream", "t-push-set", A, "--set-upstream on another branch name, no failure before"),
    ("h2t-push-upstream", "t-push-recur-fix", R, "bare git push fails (no upstream, spotter-m8d), fix only after"),
    ("h2t-push-upstream", "t-push-recur", R, "bare git push fails on spotter-x2b; nothing follows"),
    ("h2t-push-upstream", "t-push-tracked", N, "branch already tracks origin; plain push succeeds"),
    ("h2t-push-upstream", DOV, R, "real: git push → no upstream (spotter-dov, line 1477), then --set-upstream"),
    ("h2t-push-upstream", A0Y, R, "real: git push → no upstream (spotter-a0y, line 639), then --set-upstream"),
    ("h2t-push-upstream", TE, N, "real: the 4te session never pushes"),
    ("h2t-push-upstream", FUM, N, "real: began before the source session ended (its own push error is not later)"),
    ("h2t-assets-force", "t-assets-force", A, "git add -f priv/static/assets/spotter.css, then commit"),
    ("h2t-assets-force", "t-assets-recur", R, "git add of priv/static/assets/theme.css → paths are ignored"),
    ("h2t-assets-force", "t-assets-recur-fix", R, "ignored-path error first, git add -f only after"),
    ("h2t-assets-force", "t-assets-none", N, "stages only router.ex; no css, no error"),
    ("h2t-assets-force", DOV, R, "real: line 1075 ignored priv/static/assets, git add -f at line 1098 after it"),
    ("h2t-assets-force", A0Y, R, "real: line 1781 ignored priv/static/assets, git add -f later (line 1834)"),
    ("h2t-assets-force", TE, N, "real: never stages priv/static/assets"),
    ("h2t-format-hook", "t-fmt-first", A, "mix format before git add -A && git commit, commit passes"),
    ("h2t-format-hook", "t-fmt-recur-fix", R, "commit blocked by [FORMAT] first, mix format after"),
    ("h2t-format-hook", "t-fmt-credo", N, "the hook fails on [CREDO] only, not formatting"),
    ("h2t-format-hook", A0Y, R, "real: [FORMAT] Code is not formatted at line 1358, mix format after"),
    ("h2t-format-hook", DOV, R, "real: [FORMAT] Code is not formatted at line 1120"),
    ("h2t-format-hook", GQC, N, "real: dated before the source session"),
    ("h2t-esbuild-cd", "t-esbuild-cd", A, "cd assets && node build.js"),
    ("h2t-esbuild-cd", "t-esbuild-abs", A, "cd into the absolute assets path of another worktree, node build.js"),
    ("h2t-esbuild-cd", "t-esbuild-recur", R, "node assets/build.js → Could not resolve js/app.js; cd assets after"),
    ("h2t-esbuild-cd", "t-esbuild-watch", R, "node ./assets/build.js --watch → Could not resolve js/app.js"),
    ("h2t-esbuild-cd", TE, N, "real: no JS build in the 4te session"),
    ("h2t-lazy-html", "t-lazy-first", A, "adds lazy_html to mix.exs and deps.get before the LiveView test, passes"),
    ("h2t-lazy-html", "t-lazy-recur", R, "LiveView test → requires lazy_html as a test dependency"),
    ("h2t-lazy-html", "t-lazy-none", N, "renderer tests only, pass"),
    ("h2t-lazy-html", FUM, N, "real: began before the source session ended (its lazy_html error is not later)"),
    ("h2t-symlink", "t-sym-priv", A, "stages the migration and snapshot from priv/, commit passes"),
    ("h2t-symlink", "t-sym-recur", R, "_build/dev/…/add_tag_color.exs is beyond a symbolic link; priv/ after"),
    ("h2t-symlink", "t-sym-snapshot", R, "_build/test/…/resource_snapshots path beyond a symbolic link"),
    ("h2t-eval-source", "t-eval-bashc", A, "sources the helper inside bash -c"),
    ("h2t-eval-source", "t-eval-recur", R, "source of another helper script → (eval):1: permission denied:"),
    ("h2t-eval-source", "t-eval-run", N, "runs a script with bash, sources nothing"),
    ("h2t-eval-source", A0Y, N, "real: the a0y session sources no script"),
    ("h2t-win-venv", "t-win-first", A, ".venv\\Scripts\\python.exe -m pytest, passes"),
    ("h2t-win-venv", "t-win-fwd", A, ".venv/Scripts/python.exe (forward slashes), passes"),
    ("h2t-win-venv", "t-win-recur-fix", R, "global python → No module named 'httpx', venv after"),
    ("h2t-win-venv", "t-win-recur-other", R, "global python → No module named 'pydantic' (another module)"),
    ("h2t-win-venv", "t-win-none", N, "git status only"),
    ("h2t-large-files", "t-large-first", A, "git reset -q dist/ before the commit; hook passes"),
    ("h2t-large-files", "t-large-recur", R, "git add -A stages the bundle again; hook fails (2311 KB)"),
    ("h2t-large-files", "t-large-recur-fix", R, "hook fails on dist/vendor.js, git reset -q dist/ after"),
    ("h2t-large-files", "t-large-build", N, "npm run build only, no commit"),
    ("h2t-pip-timeout", "t-pip-first", A, "pip install --timeout 120 from the start"),
    ("h2t-pip-timeout", "t-pip-recur", R, "ReadTimeoutError on files.pythonhosted.org"),
    ("h2t-pip-timeout", "t-pip-recur-host", R, "ReadTimeoutError on download.pytorch.org, --timeout after"),
    ("h2t-pip-timeout", "t-pip-nomatch", N, "another pip error (no matching distribution)"),
    ("h2t-port", "t-port-first", A, "npm run dev -- --port 5175 from the start"),
    ("h2t-port", "t-port-recur", R, "npm run dev → EADDRINUSE :::5173, --port after"),
    ("h2t-port", "t-port-preview", R, "npm run preview → EADDRINUSE :::4173 (another port)"),
    ("h2t-port", "t-port-build", N, "npm run build only"),
    ("h2t-gtest", "t-gtest-first", A, "installs libgtest-dev before configuring with tests"),
    ("h2t-gtest", "t-gtest-recur", R, "cmake -DWITH_TESTS=ON → Could not find … \"GTest\""),
    ("h2t-gtest", "t-gtest-before", N, "dated before the lesson's source session"),
    ("h2t-k-master", "t-master-log", (True, False), "git log --oneline master..HEAD"),
    ("h2t-k-master", "t-master-main", (False, False), "used main..HEAD and failed: not applied (knowledge: no recur)"),
]


def _uuid(name: str) -> str:
    h = hashlib.sha1(("heldout2:" + name).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:32]}"


def write_sessions(out_dir: Path) -> dict[str, dict[str, Any]]:
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.jsonl"):
        old.unlink()
    sess: dict[str, dict[str, Any]] = {}
    for kind, group in (("derived", sources()), ("constructed", later())):
        for name, (cwd, start, branch, steps) in group.items():
            path = out_dir / f"{name}.jsonl"
            path.write_text(render(_uuid(name), cwd, start, steps, branch=branch, version="2.1.332"), encoding="utf-8")
            first, last, _ = span(path)
            sess[name] = {"kind": "real" if kind == "derived" else "constructed",
                          "path": f"truth/heldout2_sessions/{name}.jsonl", "cwd": cwd, "first": first, "last": last}
    return sess


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[args.index("--out") + 1]) if "--out" in args else HERE
    sess = write_sessions(out / "heldout2_sessions")
    for key in (GQC, DOV, FUM, TE, A0Y):
        first, last, cwd = span(FIXTURES / key)
        sess[key] = {"kind": "real", "path": "fixtures/transcripts/" + key, "cwd": cwd, "first": first, "last": last}
    used = {l["source"] for l in LESSONS} | {s for _l, s, _a, _w in PAIRS}
    sess = {k: v for k, v in sess.items() if k in used}
    kinds = {l["id"]: l["kind"] for l in LESSONS}
    pairs = [{"lesson": lid, "session": sid, "applied": ar[0],
              "recurred": None if kinds[lid] == "knowledge" else ar[1], "why": why} for lid, sid, ar, why in PAIRS]
    corpus = {"about": "Second held-out tracking corpus (issue 24); see tests/truth/build_heldout2.py.",
              "lessons": LESSONS, "sessions": sess, "pairs": pairs, "stale_controls": []}
    (out / "heldout2_tracking_corpus.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n",
                                                       encoding="utf-8")
    print(f"{len(LESSONS)} lessons, {len(pairs)} pairs, {len(sess)} sessions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
