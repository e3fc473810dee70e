"""The lessons for issue 24's failure classes, appended to evidence_corpus.jsonl
(run from the repository root: `python -m tests.truth.build_issue24`; it
replaces the `i24-` records it wrote before).

Each class of the issue's "What went wrong" list gets several lessons in
different phrasings, over the real spotter fixture where it has the shape and
over the scripted sessions of derive_transcripts.py (SCENARIOS_24) where it
does not. The labels were written from the transcripts (what each call ran,
its own result and exit code, what came after) before any rule ran on them."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests/truth/evidence_corpus.jsonl"
FUM = "tests/fixtures/transcripts/spotter-2.1.39/8463c716-a2ea-4c14-9efa-87158ebd9f20.jsonl"


def derived(name: str) -> str:
    found = sorted((ROOT / "tests/truth/transcripts").glob(f"d-{name}-*.jsonl"))
    return str(found[0].relative_to(ROOT))


def gotcha(title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: str,
           category: str = "tool_quirk", scope: str = "project") -> dict[str, Any]:
    return {"kind": "gotcha", "category": category, "confidence": "high", "scope": scope, "title": title,
            "symptom": symptom, "trap": trap, "cause": cause, "workaround": workaround, "evidence": evidence}


def knowledge(title: str, situation: str, approach: str, rationale: str, evidence: str,
              category: str = "tool_quirk") -> dict[str, Any]:
    return {"kind": "knowledge", "category": category, "confidence": "high", "scope": "project", "title": title,
            "situation": situation, "approach": approach, "rationale": rationale, "evidence": evidence}


R: list[dict[str, Any]] = []


def add(id_: str, transcript: str, lesson: dict[str, Any], evidence: str, fix: str | None, cls: str | None,
        why: str, phrasing: list[str], steps: dict[str, Any], group: str | None = None) -> None:
    if evidence == "invented" and lesson["kind"] == "gotcha":
        fix = "not_shown"   # the corpus's convention: an invented gotcha's fix is not shown either
    R.append({"id": f"i24-{id_}", "transcript": transcript, "lesson": lesson,
              "labels": {"evidence": evidence, "fix": fix}, "class": cls, "why": why, "phrasing": phrasing,
              "step_text": steps, **({"group": group} if group else {})})


PUSH_FAIL = "fatal: The current branch spotter-fum has no upstream branch"
PUSH_FIX = "git push --set-upstream origin spotter-fum 2>&1"
BUILD_FAIL = "node assets/build.js 2>&1"
BUILD_FIX = "&& node build.js 2>&1"

# --- invented: a real token with a false outcome -------------------------------------------------------
add("exit-other", FUM, gotcha(
    "git push --set-upstream fails with 128 on a new worktree branch", "push exits 128",
    "Pushing a fresh branch with --set-upstream", "the remote refuses new branches",
    "Push with a plain `git push` first", "`git push --set-upstream origin spotter-fum` failed with exit code 128"),
    "invented", None, "other_call_error",
    "line 1557 bare `git push` exits 128; line 1565 `git push --set-upstream origin spotter-fum` succeeds (new branch)."
    " The 128 and the quoted command (a hint in the bare push's output) are not one call's.",
    ["code_span", "exit_code"], {"evidence": [PUSH_FIX]}, group="i24-push")
add("exit-other2", FUM, gotcha(
    "Setting the upstream exits 128 in spotter worktrees", "set-upstream push exits 128",
    "Using `git push --set-upstream origin spotter-fum`", "no remote permission",
    "Ask for push rights before pushing", "Running git push --set-upstream origin spotter-fum exited with code 128."),
    "invented", None, "other_call_error",
    "the --set-upstream push (line 1565) succeeded; only the bare push (line 1557) exited 128.",
    ["prose", "exit_code"], {"evidence": [PUSH_FIX]}, group="i24-push2")
add("exit-real", FUM, gotcha(
    "A bare git push exits 128 on a new worktree branch", "git push exits 128: no upstream branch",
    "Running a bare `git push` on a freshly created worktree branch", "the branch has no tracking remote branch",
    "Push the first time with `git push --set-upstream origin spotter-fum`",
    "The bare `git push` failed with exit code 128: `fatal: The current branch spotter-fum has no upstream branch.`"),
    "real", "shown", "fix_ran", "line 1557 bare push exit 128 no upstream; line 1565 --set-upstream push succeeds",
    ["code_span", "exit_code", "prose"], {"evidence": [PUSH_FAIL], "failure": PUSH_FAIL, "fix": PUSH_FIX},
    group="i24-push3")
add("exit-real2", FUM, gotcha(
    "New worktree branch: first push needs --set-upstream", "push refused, exit status 128",
    "Plain `git push` on a new branch", "no upstream configured",
    "Run `git push --set-upstream origin spotter-fum` once",
    "git push exited 128 (\"has no upstream branch\"); `git push --set-upstream origin spotter-fum` then went through."),
    "real", "shown", "fix_ran", "line 1557 exit 128; line 1565 --set-upstream push succeeds",
    ["prose", "nested_quotes", "exit_code"], {"evidence": [PUSH_FAIL, PUSH_FIX], "failure": PUSH_FAIL,
                                              "fix": PUSH_FIX}, group="i24-push4")
add("still-ok", FUM, gotcha(
    "esbuild cannot resolve js/app.js even from inside assets/", "Could not resolve js/app.js from both folders",
    "Running build.js from the sub-folder", "the entry point path is wrong in build.js",
    "Fix the entryPoints path in `assets/build.js`",
    "Run from the `assets` sub-folder (`cd …/assets && node build.js`) it still failed with "
    "`✘ [ERROR] Could not resolve \"js/app.js\"`"),
    "invented", None, "names_false_claim",
    "line ~1080 `node assets/build.js` from the root fails (Could not resolve); the `cd …/assets && node build.js` "
    "call right after succeeds with no output. Nothing run from the sub-folder failed.",
    ["code_span", "ellipsis", "still"], {"evidence": [BUILD_FIX]}, group="i24-build")
add("still-ok2", FUM, gotcha(
    "build.js fails from assets/ too", "esbuild errors from every folder",
    "cd into assets before building", "esbuild is not installed",
    "Install esbuild with `npm install esbuild` in assets", "After cd-ing into assets, `node build.js` still failed."),
    "invented", None, "names_false_claim",
    "the `cd …/assets && node build.js 2>&1` call succeeded (no error result); only `node assets/build.js` failed.",
    ["prose", "code_span", "still"], {"evidence": [BUILD_FIX]}, group="i24-build2")
add("build-real", FUM, gotcha(
    "assets/build.js resolves its entry point relative to the cwd", "Could not resolve \"js/app.js\"",
    "Running `node assets/build.js` from the project root", "esbuild resolves entryPoints against the cwd",
    "`cd assets && node build.js`",
    "From the project root `node assets/build.js` failed with `✘ [ERROR] Could not resolve \"js/app.js\"`; "
    "from inside assets/ `node build.js` succeeded."),
    "real", "shown", "fix_ran", "root run fails (Could not resolve); cd …/assets && node build.js succeeds",
    ["code_span", "nested_quotes", "prose"], {"evidence": ["node assets/build.js 2>&1", BUILD_FIX],
                                               "failure": BUILD_FAIL, "fix": BUILD_FIX}, group="i24-build3")

EDIT_IMPORT = derived("edit-import")
EDIT_OTHER = derived("edit-import-other")
add("first-run", EDIT_IMPORT, gotcha(
    "test_dates needs timezone imported", "NameError: timezone",
    "Using timezone without importing it", "src/dates.py did not import timezone",
    "Import `timezone` from datetime in src/dates.py",
    "`pytest -q tests/test_dates.py` passed on the first run after the import was added"),
    "invented", None, "names_false_claim",
    "there is one run before the edit (failed, NameError) and one after (3 passed); the first run failed.",
    ["code_span", "first_run"], {"evidence": ["3 passed in 0.02s"]}, group="i24-dates")
add("first-run2", EDIT_IMPORT, knowledge(
    "tests/test_dates.py is quick and green", "checking the date helpers",
    "run `pytest -q tests/test_dates.py`", "it passed the first time, 3 tests in 0.02s",
    "The first run of `pytest -q tests/test_dates.py` passed: `3 passed in 0.02s`."),
    "invented", None, "names_false_claim",
    "the first run failed (1 failed, 2 passed, NameError); only the second printed 3 passed.",
    ["code_span", "first_run"], {"evidence": ["3 passed in 0.02s"]}, group="i24-dates2")
add("first-real", EDIT_IMPORT, gotcha(
    "src/dates.py used timezone without importing it", "NameError: name 'timezone' is not defined",
    "Calling timezone.utc in src/dates.py without the import", "the import line only brought datetime",
    "Import it: `from datetime import datetime, timezone`",
    "The first run of `pytest -q tests/test_dates.py` failed with `NameError: name 'timezone' is not defined`; "
    "after the import the second run passed (`3 passed`)."),
    "real", "shown", "edit_then_pass", "first run 1 failed NameError; edit adds timezone; second run 3 passed",
    ["code_span", "first_run", "second_run"], {"evidence": ["NameError: name 'timezone' is not defined", "3 passed in 0.02s"],
                                                "failure": "NameError: name 'timezone' is not defined",
                                                "fix": "3 passed in 0.02s"}, group="i24-dates3")
add("edit-arrow", EDIT_IMPORT, gotcha(
    "dates.py: the timezone import was missing", "test_utc_now fails with NameError",
    "Leaving timezone out of the datetime import", "timezone used but never imported",
    "Add `timezone` to the import in src/dates.py",
    "`from datetime import datetime, timezone` → `3 passed in 0.02s`"),
    "real", "shown", "edit_then_pass", "the Edit's new text is the import; the next run prints 3 passed",
    ["code_span", "arrow", "edit_then_result"], {"evidence": ["from datetime import datetime, timezone", "3 passed in 0.02s"],
                                                  "failure": "NameError: name 'timezone' is not defined",
                                                  "fix": "3 passed in 0.02s"}, group="i24-dates4")
add("edit-arrow-other", EDIT_OTHER, gotcha(
    "dates.py needs the timezone import for its tests", "NameError in test_utc_now",
    "Importing only datetime", "timezone was never imported",
    "Add `timezone` to the import in src/dates.py",
    "`from datetime import datetime, timezone` → `3 passed in 0.02s`"),
    "invented", None, "other_call_error",
    "the edit is there, but the only later run is tests/test_parse.py with 5 passed; nothing printed 3 passed after it",
    ["code_span", "arrow", "edit_then_result"], {"evidence": ["from datetime import datetime, timezone"]},
    group="i24-dates5")

STILL = derived("still-import")
add("still-real", STILL, gotcha(
    "pip install put PyYAML where python3 does not look", "No module named 'yaml' after installing",
    "Running `pip install pyyaml` and expecting `python3` to see it", "pip and python3 are different interpreters",
    "Install with `python3 -m pip install pyyaml`",
    "`pip install pyyaml` succeeded but `python3 -c 'import yaml'` still failed with `No module named 'yaml'`."),
    "real", "not_shown", "never_run",
    "pip install ok; the import fails again afterwards; `python3 -m pip` never runs",
    ["code_span", "still", "nested_quotes"], {"evidence": ["Successfully installed PyYAML-6.0.2", "python3 -c 'import yaml'"],
                                              "failure": "No module named 'yaml'"}, group="i24-yaml")
add("still-notshown", STILL, gotcha(
    "python3 lacks PyYAML; pip install it", "ModuleNotFoundError: No module named 'yaml'",
    "Importing yaml before installing it", "PyYAML is not installed",
    "Install it: `pip install pyyaml`",
    "`python3 -c 'import yaml'` → `ModuleNotFoundError: No module named 'yaml'`"),
    "real", "not_shown", "rerun_still_fails",
    "pip install pyyaml exits 0 but the same import fails right after and the person says it still doesn't work",
    ["code_span", "arrow"], {"evidence": ["No module named 'yaml'"], "failure": "No module named 'yaml'",
                             "fix": "pip install pyyaml"}, group="i24-yaml2")
add("still-notshown2", STILL, gotcha(
    "PyYAML missing for python3", "import yaml fails",
    "Forgetting to install PyYAML", "not installed",
    "`pip install pyyaml`, then re-run the import",
    "python3 could not import yaml (No module named 'yaml'); pip install pyyaml printed Successfully installed PyYAML-6.0.2"),
    "real", "not_shown", "rerun_still_fails",
    "the re-run after the install fails again; the person: it still doesn't work",
    ["prose"], {"evidence": ["Successfully installed PyYAML-6.0.2"], "failure": "No module named 'yaml'",
                "fix": "pip install pyyaml"}, group="i24-yaml3")
add("still-invented", STILL, gotcha(
    "pip install pyyaml makes the import work", "yaml import fixed after install",
    "Running python3 before installing PyYAML", "PyYAML missing",
    "Run `pip install pyyaml`",
    "After `pip install pyyaml`, `python3 -c 'import yaml'` passed."),
    "invented", None, "names_false_claim", "the import after the install failed again (exit 1)",
    ["code_span", "after"], {"evidence": ["pip install pyyaml"]}, group="i24-yaml4")
add("still-invented2", STILL, gotcha(
    "pip install pyyaml fails without a venv", "pip install errors",
    "Installing into the system python", "externally managed",
    "Use a venv", "`pip install pyyaml` failed with exit code 1"),
    "invented", None, "names_false_claim", "pip install pyyaml exited 0 (Successfully installed)",
    ["code_span", "exit_code"], {"evidence": ["pip install pyyaml"]}, group="i24-yaml5")

# --- real, refused: shapes of the citation -------------------------------------------------------------
VITEST = derived("ansi-vitest")
add("ansi-bare", VITEST, gotcha(
    "sum() subtracted instead of adding", "vitest: AssertionError: expected 3 to be 4",
    "Trusting sum() in src/sum.ts", "it returned a - b",
    "Make sum return `a + b`, then run `npx vitest run` again",
    "`npx vitest run` printed `[1m[46m RUN [49m[22m [36mv1.6.0` then `AssertionError: expected 3 to be 4`"),
    "real", "shown", "edit_then_pass", "vitest fails with the assertion; Edit a - b → a + b; vitest passes",
    ["code_span", "ansi_no_escape"], {"evidence": ["AssertionError", "npx vitest run"], "failure": "expected 3 to be 4",
                                      "fix": "1 passed"}, group="i24-sum")
add("ansi-bare2", VITEST, gotcha(
    "src/sum.ts: sum() was a subtraction", "the sum test fails",
    "Leaving sum() as it was", "a - b",
    "Correct the operator in `src/sum.ts`; the suite goes green on the re-run",
    "```\n[1m[46m RUN [49m[22m [36mv1.6.0 [39m[90m/home/dev/proj[39m\n[31m[1mAssertionError[22m: expected 3 to be 4[39m\n```"),
    "real", "shown", "edit_then_pass", "the fenced lines are vitest's output with the ESC bytes lost",
    ["fence", "ansi_no_escape", "multiline"], {"evidence": ["AssertionError", "npx vitest run"],
                                               "failure": "expected 3 to be 4", "fix": "1 passed"}, group="i24-sum2")
add("ansi-prose-edit", VITEST, gotcha(
    "sum() returned the difference", "expected 3 to be 4",
    "Assuming sum() adds", "a typo: minus for plus",
    "Change the subtraction in sum() to an addition and re-run the tests",
    "vitest reported `AssertionError: expected 3 to be 4` for src/sum.test.ts"),
    "real", "shown", "edit_then_pass", "edit a - b → a + b, then `npx vitest run` passes",
    ["code_span", "prose"], {"evidence": ["AssertionError", "npx vitest run"], "failure": "expected 3 to be 4",
                             "fix": "1 passed"}, group="i24-sum3")
TSC = derived("ko-tsc")
add("ko-fileline", TSC, gotcha(
    "formatDate 를 import 하지 않아 tsc 가 실패함", "TS2304: Cannot find name 'formatDate'",
    "src/app.ts 에서 import 없이 formatDate 사용", "./dates 의 import 누락",
    "`import { formatDate } from './dates'` 를 src/app.ts 에 추가한 뒤 `npx tsc --noEmit` 를 다시 실행합니다",
    "`npx tsc --noEmit` 실행 시 `src/app.ts:12:5`에서 `error TS2304: Cannot find name 'formatDate'` 오류가 "
    "발생했고, import 를 추가한 뒤 통과했습니다.", category="build_config"),
    "real", "shown", "edit_then_pass", "tsc exits 2 at src/app.ts:12:5 TS2304; edit adds the import; tsc exits 0",
    ["korean", "code_span", "file_line_col"], {"evidence": ["TS2304", "npx tsc --noEmit"], "failure": "TS2304",
                                               "fix": "npx tsc --noEmit"}, group="i24-tsc")
add("ko-fileline2", TSC, gotcha(
    "tsc: formatDate import 누락", "Cannot find name 'formatDate'",
    "formatDate 를 import 없이 호출", "import 누락",
    "src/app.ts 에 `import { formatDate } from './dates'` 추가",
    "타입 체크 결과 src/app.ts:12:5 위치에서 TS2304 (`Cannot find name 'formatDate'`) 가 났습니다.",
    category="build_config"),
    "real", "shown", "edit_then_pass", "the error at src/app.ts:12:5; the edit; tsc passes",
    ["korean", "prose", "file_line_col"], {"evidence": ["TS2304"], "failure": "TS2304",
                                           "fix": "npx tsc --noEmit"}, group="i24-tsc2")
add("ko-fileline-inv", TSC, gotcha(
    "tsc: parse 도 찾지 못함", "Cannot find name 'parse'",
    "parse import 누락", "import 누락", "`import { parse } from './parse'` 추가",
    "`src/app.ts:3:1`에서 `error TS2304: Cannot find name 'parse'` 오류가 발생했습니다.", category="build_config"),
    "invented", None, "near_miss", "tsc reported only formatDate at 12:5; parse was already imported",
    ["korean", "code_span", "file_line_col"], {"evidence": ["TS2304"]}, group="i24-tsc3")
WIN = derived("win-venv")
add("win-slash", WIN, gotcha(
    "On Windows the system python has no pytest", "No module named pytest",
    "Running `python -m pytest -q` with the system interpreter", "pytest is only in the project's venv",
    "Run the tests with `.venv\\Scripts\\python.exe -m pytest -q`",
    "`C:/Users/dev/AppData/Local/Programs/Python/Python312/python.exe: No module named pytest`"),
    "real", "shown", "fix_ran", "system python: No module named pytest; \".venv\\Scripts\\python.exe\" -m pytest -q: 12 passed",
    ["code_span", "windows_path_slashes"], {"evidence": ["No module named pytest"], "failure": "No module named pytest",
                                            "fix": "12 passed in 0.41s"}, group="i24-win")
add("win-double", WIN, gotcha(
    "Windows: use the venv's python.exe for pytest", "python -m pytest: No module named pytest",
    "Using the system python", "pytest is installed only in .venv",
    "Use `.venv\\\\Scripts\\\\python.exe -m pytest -q`",
    "`python -m pytest -q` → `No module named pytest`"),
    "real", "shown", "fix_ran", "the venv interpreter run passes (12 passed)",
    ["code_span", "doubled_backslashes", "arrow"], {"evidence": ["No module named pytest"],
                                                    "failure": "No module named pytest",
                                                    "fix": "12 passed in 0.41s"}, group="i24-win2")
add("win-prose", WIN, gotcha(
    "pytest lives in the venv on this Windows box", "No module named pytest",
    "`python -m pytest`", "system python lacks pytest",
    "Call .venv\\Scripts\\python.exe instead of python",
    "python -m pytest -q failed: C:\\Users\\dev\\AppData\\Local\\Programs\\Python\\Python312\\python.exe: No module named pytest"),
    "real", "shown", "fix_ran", "the venv's python.exe ran the tests: 12 passed",
    ["prose", "windows_path"], {"evidence": ["No module named pytest"], "failure": "No module named pytest",
                                "fix": "12 passed in 0.41s"}, group="i24-win3")
DOCKER = derived("docker-continued")
add("cont-ellipsis", DOCKER, gotcha(
    "The package has no test script; it is test:unit", "npm ERR! Missing script: \"test\"",
    "Running `npm test` in the node:20 container", "package.json names it test:unit",
    "Run `npm run test:unit` in the container",
    "`docker run --rm \\ … node:20 npm test` → `npm ERR! Missing script: \"test\"`"),
    "real", "shown", "fix_ran", "the continued docker run fails Missing script; the same with npm run test:unit passes",
    ["code_span", "ellipsis", "continued_line", "nested_quotes"], {"evidence": ["Missing script"],
                                                                   "failure": "Missing script",
                                                                   "fix": "Tests: 9 passed, 9 total"},
    group="i24-docker")
add("cont-ellipsis2", DOCKER, gotcha(
    "npm test is not defined here; use npm run test:unit", "Missing script: \"test\"",
    "`npm test`", "no test script",
    "`npm run test:unit`",
    "```\ndocker run --rm \\\n  -v \"$PWD\":/app \\\n  … node:20 npm test\nnpm ERR! Missing script: \"test\"\n```"),
    "real", "shown", "fix_ran", "fenced continued command with a cut; npm run test:unit passes",
    ["fence", "ellipsis", "continued_line"], {"evidence": ["Missing script"], "failure": "Missing script",
                                             "fix": "Tests: 9 passed, 9 total"}, group="i24-docker2")
PERFECT = derived("perfect-after")
add("nested-prose", PERFECT, gotcha(
    "vite is missing until npm install runs", "Cannot find module 'vite'",
    "Running the build before installing", "node_modules lacks vite",
    "Run `npm install` first, then `npm run build`",
    "npm run build died with \"Error: Cannot find module 'vite'\" and the person said \"perfect, npm install fixed it\""),
    "real", "shown", "person_confirms", "build fails Cannot find module 'vite'; the person confirms right after",
    ["prose", "nested_quotes"], {"evidence": ["Cannot find module 'vite'"], "failure": "Cannot find module 'vite'",
                                 "fix": "perfect, npm install fixed it"}, group="i24-vite")

# --- fix shown, not verified before -------------------------------------------------------------------
READ = derived("read-large")
READ_FAIL = "exceeds maximum allowed tokens (25000)"
add("read-params", READ, gotcha(
    "src/parser.py is too big for one Read", "Read: File content (48213 tokens) exceeds maximum allowed tokens",
    "Reading src/parser.py whole", "Read refuses files over 25000 tokens",
    "Read it in parts with `offset` and `limit`",
    "Read(src/parser.py) → `File content (48213 tokens) exceeds maximum allowed tokens (25000)`"),
    "real", "shown", "fix_ran", "Read without limits fails; Read with offset 1 limit 400 succeeds",
    ["tool_name", "arrow", "code_span"], {"evidence": [READ_FAIL], "failure": READ_FAIL, "fix": "1\timport re"},
    group="i24-read")
add("read-params2", READ, gotcha(
    "Large files need Read with limit", "Read errors on parser.py",
    "A plain Read of a large file", "25000-token cap",
    "Pass `limit: 400` (and an `offset`) to Read",
    "The Read of /home/dev/proj/src/parser.py failed: File content (48213 tokens) exceeds maximum allowed tokens (25000)."),
    "real", "shown", "fix_ran", "the second Read passes offset/limit and succeeds",
    ["prose", "abs_path"], {"evidence": [READ_FAIL], "failure": READ_FAIL, "fix": "1\timport re"}, group="i24-read2")
add("read-params3", READ, knowledge(
    "Read has a 25000-token cap; page through big files", "reading src/parser.py",
    "Read(offset=…, limit=…) in chunks of a few hundred lines", "a whole-file Read is refused",
    "`File content (48213 tokens) exceeds maximum allowed tokens (25000). Please use offset and limit parameters`"),
    "real", None, None, "the Read error text", ["code_span"], {"evidence": [READ_FAIL]}, group="i24-read3")
READG = derived("read-large-grep")
add("read-notshown", READG, gotcha(
    "parser.py is too big for one Read; page it", "Read refuses parser.py",
    "Reading the whole file", "25000-token cap",
    "Read it in parts with `offset` and `limit`",
    "Read(src/parser.py) → `File content (48213 tokens) exceeds maximum allowed tokens (25000)`"),
    "real", "not_shown", "never_run", "after the failure only a grep runs; no Read with offset/limit",
    ["tool_name", "arrow"], {"evidence": [READ_FAIL], "failure": READ_FAIL}, group="i24-readg")
STAGE = derived("stage-source")
STAGE_FAIL = "The following paths are ignored by one of your .gitignore files"
STAGE_FIX = "git add src/app.js && git commit -m 'fix: date parsing'"
add("neg-leave", STAGE, gotcha(
    "dist/ is ignored: a git add naming it fails the whole commit", "git add: paths are ignored (dist)",
    "Staging `dist/app.js` together with the source", "dist/ is build output listed in .gitignore",
    "Leave the build output out of `git add`",
    "`git add src/app.js dist/app.js` → `The following paths are ignored by one of your .gitignore files`"),
    "real", "shown", "fix_ran", "the add with dist fails; `git add src/app.js && git commit` succeeds",
    ["code_span", "arrow", "negative_fix"], {"evidence": [STAGE_FAIL], "failure": STAGE_FAIL, "fix": STAGE_FIX},
    group="i24-stage")
add("neg-without", STAGE, gotcha(
    "Commit without the built dist/app.js", "git add refuses dist/app.js",
    "Adding `dist/app.js`", "dist is ignored",
    "Commit without `dist/app.js`: stage only the source",
    "git add failed: The following paths are ignored by one of your .gitignore files: dist"),
    "real", "shown", "fix_ran", "the commit with only src/app.js goes through",
    ["prose", "negative_fix"], {"evidence": [STAGE_FAIL], "failure": STAGE_FAIL, "fix": STAGE_FIX},
    group="i24-stage2")
add("neg-source", STAGE, gotcha(
    "Stage the source file, not its build copy", "ignored paths: dist",
    "`git add dist/app.js`", "dist/ is generated and ignored",
    "Stage from the source path `src/app.js` instead of the build copy `dist/app.js`",
    "`git add src/app.js dist/app.js && git commit -m 'fix: date parsing'` exited 1: dist is ignored"),
    "real", "shown", "fix_ran", "git add src/app.js && git commit succeeds",
    ["code_span", "exit_code", "negative_fix"], {"evidence": [STAGE_FAIL], "failure": STAGE_FAIL, "fix": STAGE_FIX},
    group="i24-stage3")
add("neg-dont", STAGE, gotcha(
    "Never git add build output here", "git add exits 1 on dist",
    "Listing dist/ files in git add", "ignored by .gitignore",
    "Don't pass `dist/` paths to git add; the source alone is enough",
    "hint: Use -f if you really want to add them."),
    "real", "shown", "fix_ran", "the next add without dist succeeds with the commit",
    ["code_span", "negative_fix"], {"evidence": ["hint: Use -f if you really want to add them"], "failure": STAGE_FAIL,
                                    "fix": STAGE_FIX}, group="i24-stage4")
FORCE = derived("force-add")
FORCE_FIX = "git add -f priv/static/app.css && git commit"
add("force-flag", FORCE, gotcha(
    "priv/static is ignored but app.css is tracked", "git add: priv/static is ignored",
    "A plain `git add priv/static/app.css`", "priv/static is in .gitignore",
    "Force-add it (`-f`)",
    "`git add priv/static/app.css` → `The following paths are ignored by one of your .gitignore files`"),
    "real", "shown", "fix_ran", "git add -f priv/static/app.css && git commit succeeds",
    ["code_span", "flag_only"], {"evidence": [STAGE_FAIL], "failure": STAGE_FAIL, "fix": FORCE_FIX}, group="i24-force")
add("force-flag2", FORCE, gotcha(
    "app.css must be force-added", "ignored path priv/static",
    "git add without -f", "ignored folder",
    "Use `git add -f`",
    "git add priv/static/app.css failed with hint: Use -f if you really want to add them."),
    "real", "shown", "fix_ran", "the -f add succeeds",
    ["prose", "code_span"], {"evidence": [STAGE_FAIL], "failure": STAGE_FAIL, "fix": FORCE_FIX}, group="i24-force2")
add("force-flag3", FORCE, gotcha(
    "Add -f for files under an ignored folder", "git add refuses priv/static/app.css",
    "Forgetting the flag", "priv/static ignored",
    "Re-run the add with -f",
    "`git add priv/static/app.css` exited 1 (paths ignored by .gitignore)"),
    "real", "shown", "fix_ran", "git add -f … && git commit ok",
    ["code_span", "prose", "exit_code"], {"evidence": ["git add priv/static/app.css"], "failure": STAGE_FAIL,
                                          "fix": FORCE_FIX}, group="i24-force3")
add("win-fix-bs", WIN, gotcha(
    "python -m pytest needs the venv python on Windows", "No module named pytest",
    "`python -m pytest -q`", "system interpreter",
    "`.venv\\Scripts\\python.exe -m pytest -q`",
    "`python -m pytest -q` failed: No module named pytest"),
    "real", "shown", "fix_ran", "the venv python.exe run: 12 passed",
    ["code_span", "windows_path"], {"evidence": ["No module named pytest"], "failure": "No module named pytest",
                                    "fix": "12 passed in 0.41s"}, group="i24-win4")
add("ansi-edit-pass", TSC, gotcha(
    "tsc needs the dates import in app.ts", "TS2304 formatDate",
    "Calling formatDate without importing it", "missing import",
    "Add the missing import to src/app.ts, then re-run the type check",
    "`npx tsc --noEmit` → `src/app.ts:12:5 - error TS2304: Cannot find name 'formatDate'.`",
    category="build_config"),
    "real", "shown", "edit_then_pass", "edit of src/app.ts, then tsc --noEmit exits 0",
    ["code_span", "arrow", "file_line_col"], {"evidence": ["TS2304"], "failure": "TS2304", "fix": "npx tsc --noEmit"},
    group="i24-tsc4")

# --- fix not shown, verified before ---------------------------------------------------------------------
add("still-fix", STILL, gotcha(
    "import yaml fails until PyYAML is installed", "No module named 'yaml'",
    "Running the loader without PyYAML", "PyYAML not installed",
    "`pip install pyyaml`",
    "`python3 -c 'import yaml'` failed with `ModuleNotFoundError: No module named 'yaml'`"),
    "real", "not_shown", "rerun_still_fails", "the install exits 0, the import fails again, 'it still doesn't work'",
    ["code_span"], {"evidence": ["No module named 'yaml'"], "failure": "No module named 'yaml'",
                    "fix": "pip install pyyaml"}, group="i24-yaml6")
CHAIN = derived("venv-chain")
add("chain", CHAIN, gotcha(
    "python3 has no PyYAML; use the project venv", "No module named 'yaml'",
    "Running `python3 -c 'import yaml'`", "PyYAML is only in the venv",
    "Create the venv and run with it: `python3 -m venv .venv && .venv/bin/pip install -q pyyaml`, then "
    "`.venv/bin/python`",
    "`python3 -c 'import yaml'` → `No module named 'yaml'`; the chained venv call printed `6.0.2`"),
    "real", "shown", "fix_ran", "the chained venv call succeeds and prints 6.0.2",
    ["code_span", "arrow", "chain"], {"evidence": ["No module named 'yaml'", "6.0.2"], "failure": "No module named 'yaml'",
                                      "fix": ".venv/bin/python -c 'import yaml"}, group="i24-chain")


def main() -> None:
    kept = [line for line in CORPUS.read_text(encoding="utf-8").splitlines()
            if line.strip() and not json.loads(line)["id"].startswith("i24-")]
    CORPUS.write_text("\n".join(kept + [json.dumps(r, ensure_ascii=False) for r in R]) + "\n", encoding="utf-8")
    print(f"{len(R)} issue-24 lessons; {len(kept) + len(R)} in the corpus")


if __name__ == "__main__":
    main()
