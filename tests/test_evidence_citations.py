"""Issue 24: citations count, outcomes are checked on the call, and a fix is
verified only if the failure does not come back. One test per class of the
issue's "What went wrong" list, each written as a general shape (not its
example), every verdict given by the whole-range judge and the streaming scan
alike (`verdict`)."""
from __future__ import annotations

from core.evidence.fixparts import FIX_ELSEWHERE, RECURRED, UNVERIFIED
from core.evidence.judge import CITED_ELSEWHERE, FAILURE_NOT_FAILED, NOT_FOUND, UNTIED
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict


def push_session() -> Builder:
    b = Builder()
    b.prompt("push the branch")
    b.tool("Bash", {"command": "git push"}, "Exit code 128\nfatal: The current branch feat-x has no upstream branch.\n"
           "To push the current branch and set the remote as upstream, use\n\n    git push --set-upstream origin feat-x",
           is_error=True)
    b.tool("Bash", {"command": "git push --set-upstream origin feat-x"}, "branch 'feat-x' set up to track 'origin/feat-x'.")
    return b


# --- invented, accepted: real tokens, false outcome ---------------------------------------------

def test_a_command_said_to_fail_must_be_the_failing_call_not_a_hint_in_its_output(tmp_path):
    for said in ("`git push --set-upstream origin feat-x` failed with exit code 128",
                 "Running git push --set-upstream origin feat-x exited with code 128.",
                 "`git push --set-upstream origin feat-x` was rejected"):
        assert verdict(push_session(), tmp_path, gotcha(said)) == f"refused: {NOT_FOUND}", said
    real = gotcha("The bare `git push` failed with exit code 128", "Run `git push --set-upstream origin feat-x`")
    assert verdict(push_session(), tmp_path, real) == "write"


def test_still_failed_and_passed_are_checked_against_the_calls_own_outcome(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "node assets/build.js"}, "Exit code 1\n✘ [ERROR] Could not resolve \"js/app.js\"",
           is_error=True)
    b.tool("Bash", {"command": "cd assets && node build.js"}, "")
    assert verdict(b, tmp_path, gotcha("From the sub-folder, `cd assets && node build.js` still failed")) == \
        f"refused: {NOT_FOUND}"
    assert verdict(b, tmp_path, gotcha("`node assets/build.js` passed")) == f"refused: {NOT_FOUND}"
    assert verdict(b, tmp_path, gotcha("`node assets/build.js` failed: `Could not resolve \"js/app.js\"`",
                                       "Run `cd assets && node build.js`")) == "write"


def test_the_first_run_is_the_first_call_of_that_command(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "pytest -q"}, "Exit code 1\n1 failed, 2 passed", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/src/a.py", "old_string": "a - b", "new_string": "a + b"}, "ok")
    b.tool("Bash", {"command": "pytest -q"}, "3 passed")
    assert verdict(b, tmp_path, gotcha("`pytest -q` passed on the first run")) == f"refused: {NOT_FOUND}"
    assert verdict(b, tmp_path, gotcha("The first run of `pytest -q` failed: `1 failed, 2 passed`",
                                       "Change `a - b` to `a + b`")) == "write"


# --- real, refused: shapes of the citation -----------------------------------------------------------

def test_shapes_a_model_copies_loosely_are_found(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "npx vitest run"}, "Exit code 1\n\x1b[1m\x1b[46m RUN \x1b[49m\x1b[22m \x1b[36mv1.6.0"
           "\x1b[39m\nAssertionError: expected 3 to be 4", is_error=True)
    b.tool("Bash", {"command": "python -m pytest"}, "Exit code 1\nC:\\Users\\dev\\Python312\\python.exe: No module named "
           "pytest", is_error=True)
    b.tool("Bash", {"command": "docker run --rm \\\n  -w /app \\\n  node:20 npm test"},
           "Exit code 1\nnpm ERR! Missing script: \"test\"", is_error=True)
    b.tool("Bash", {"command": "npx tsc --noEmit"}, "Exit code 2\nsrc/app.ts:12:5 - error TS2304: Cannot find name "
           "'formatDate'.", is_error=True)
    for said in ("`[1m[46m RUN [49m[22m [36mv1.6.0` then `AssertionError: expected 3 to be 4`",
                 "`C:/Users/dev/Python312/python.exe: No module named pytest`",
                 "`docker run --rm \\ … node:20 npm test` → `npm ERR! Missing script: \"test\"`",
                 "`python -m pytest` failed: No module named pytest",
                 "`npx tsc --noEmit` 실행 시 `src/app.ts:12:5`에서 `error TS2304: Cannot find name 'formatDate'` 오류가 "
                 "발생했습니다"):
        assert verdict(b, tmp_path, gotcha(said)).startswith("review: fix not shown"), said


def test_an_edits_new_text_joined_by_an_arrow_to_the_next_runs_output(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "pytest -q tests/test_dates.py"}, "Exit code 1\nNameError: name 'timezone' is not "
           "defined", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/src/dates.py", "old_string": "import datetime",
                    "new_string": "from datetime import datetime, timezone"}, "ok")
    b.tool("Bash", {"command": "pytest -q tests/test_dates.py"}, "3 passed in 0.02s")
    e = gotcha("`from datetime import datetime, timezone` → `3 passed in 0.02s`", "Import `timezone` in src/dates.py")
    assert verdict(b, tmp_path, e) == "write"
    assert verdict(b, tmp_path, gotcha("`from datetime import datetime, timezone` → `4 passed`")) == \
        f"refused: {NOT_FOUND}"


# --- fix shown, not verified before ---------------------------------------------------------------

def test_a_fix_that_is_a_tool_parameter(tmp_path):
    b = Builder()
    b.tool("Read", {"file_path": "/home/dev/proj/big.py"}, "File content (48213 tokens) exceeds maximum allowed "
           "tokens (25000). Please use offset and limit parameters", is_error=True)
    b.tool("Read", {"file_path": "/home/dev/proj/big.py", "offset": 1, "limit": 400}, "1\timport re")
    e = gotcha("Read(big.py) → `exceeds maximum allowed tokens (25000)`", "Read it in parts with `offset` and `limit`")
    assert verdict(b, tmp_path, e) == "write"
    b2 = Builder()
    b2.tool("Read", {"file_path": "/home/dev/proj/big.py"}, "File content (48213 tokens) exceeds maximum allowed "
            "tokens (25000).", is_error=True)
    b2.tool("Grep", {"pattern": "expandtabs", "path": "/home/dev/proj/big.py"}, "88: line.expandtabs(4)")
    assert verdict(b2, tmp_path, e) == f"review: {UNVERIFIED}"


def stage_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "git add src/app.js dist/app.js && git commit -m fix"},
           "Exit code 1\nThe following paths are ignored by one of your .gitignore files:\ndist", is_error=True)
    b.tool("Bash", {"command": "git add src/app.js && git commit -m fix"}, "[main 7c1e2d4] fix")
    return b


def test_a_negative_fix_is_shown_by_the_later_run_that_does_without(tmp_path):
    cited = "`git add src/app.js dist/app.js` → `The following paths are ignored`"
    for fix in ("Leave the build output out of `git add`", "Commit without `dist/app.js`",
                "Don't stage `dist/`; the source is enough",
                "Stage the source `src/app.js` instead of the build copy `dist/app.js`"):
        assert verdict(stage_session(), tmp_path, gotcha(cited, fix)) == "write", fix
    # a replacement ("instead of the alias") is not a leaving-out: a later run on fewer files shows nothing
    b = Builder()
    b.tool("Bash", {"command": "mix credo --strict lib/a.ex lib/b.ex"}, "Exit code 2\nNested modules could be aliased",
           is_error=True)
    b.tool("Bash", {"command": "mix credo --strict lib/a.ex"}, "no issues")
    e = gotcha("`mix credo --strict lib/a.ex lib/b.ex` → `Nested modules could be aliased`",
               "Call `Tmux.pane_exists?(id)` with the full module path instead of the alias")
    assert verdict(b, tmp_path, e) == f"review: {UNVERIFIED}"


def test_a_flag_added_to_the_failing_command(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "git add priv/static/app.css"}, "Exit code 1\nThe following paths are ignored by one "
           "of your .gitignore files:\npriv/static\nhint: Use -f if you really want to add them.", is_error=True)
    b.tool("Bash", {"command": "git add -f priv/static/app.css && git commit -m style"}, "[main 91ab0c3] style")
    cited = "`git add priv/static/app.css` → `The following paths are ignored`"
    for fix in ("Force-add it (`-f`)", "Re-run the add with -f"):
        assert verdict(b, tmp_path, gotcha(cited, fix)) == "write", fix


def test_a_windows_venv_interpreter_in_either_spelling(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "python -m pytest -q"}, "Exit code 1\nNo module named pytest", is_error=True)
    b.tool("Bash", {"command": "\".venv\\Scripts\\python.exe\" -m pytest -q"}, "12 passed")
    for fix in ("Use `.venv\\Scripts\\python.exe -m pytest -q`", "Use `.venv\\\\Scripts\\\\python.exe`"):
        assert verdict(b, tmp_path, gotcha("`python -m pytest -q` → No module named pytest", fix)) == "write", fix


def test_an_edit_to_the_file_the_workaround_names_then_the_check_passing(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "npx tsc --noEmit"}, "Exit code 2\nsrc/app.ts:12:5 - error TS2304", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/src/app.ts", "old_string": "x", "new_string": "import { f } from './f'"},
           "ok")
    b.tool("Bash", {"command": "npx tsc --noEmit"}, "")
    e = gotcha("`npx tsc --noEmit` → `error TS2304`", "Add the missing import to src/app.ts, then re-run the check")
    assert verdict(b, tmp_path, e) == "write"


# --- fix not shown, verified before: the failure came back ------------------------------------------

def test_a_fix_is_verified_only_if_the_failure_does_not_come_back(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "python3 -c 'import yaml'"}, "Exit code 1\nModuleNotFoundError: No module named 'yaml'",
           is_error=True)
    b.tool("Bash", {"command": "pip install pyyaml"}, "Successfully installed PyYAML-6.0.2")
    b.tool("Bash", {"command": "python3 load.py"}, "Exit code 1\nModuleNotFoundError: No module named 'yaml'",
           is_error=True)
    b.prompt("it still doesn't work")
    e = gotcha("`python3 -c 'import yaml'` → `ModuleNotFoundError: No module named 'yaml'`", "Run `pip install pyyaml`")
    assert verdict(b, tmp_path, e) == f"review: {RECURRED}"
    b.tool("Bash", {"command": "python3 -m pip install pyyaml && python3 load.py"}, "loaded")
    e2 = gotcha("`python3 -c 'import yaml'` → `ModuleNotFoundError: No module named 'yaml'`",
                "Run `python3 -m pip install pyyaml`")
    assert verdict(b, tmp_path, e2) == "write"


# --- citations count ---------------------------------------------------------------------------------

def test_cited_steps_decide_a_claim_held_only_elsewhere_waits_for_a_person(tmp_path):
    b = push_session()
    b.tool("Bash", {"command": "ls"}, "README.md")
    b.tool("Bash", {"command": "git status"}, "On branch feat-x")
    path_ids = _ids(b, tmp_path)
    fail, fix, ls, status = path_ids
    cited = "`git push` → `has no upstream branch`"
    ok = gotcha(cited, "Run `git push --set-upstream origin feat-x`", evidence_steps=[fail], failure_step=fail,
                fix_step=fix)
    assert verdict(b, tmp_path, ok) == "write"
    wrong = gotcha(cited, "Run `git push --set-upstream origin feat-x`", evidence_steps=[status])
    assert verdict(b, tmp_path, wrong) == "review: " + CITED_ELSEWHERE.format(
        what="git push → has no upstream branch")
    not_failed = gotcha(cited, "Run `git push --set-upstream origin feat-x`", evidence_steps=[fail], failure_step=ls)
    assert verdict(b, tmp_path, not_failed) == "review: " + FAILURE_NOT_FAILED.format(step=ls)
    wrong_fix = gotcha(cited, "Run `git push --set-upstream origin feat-x`", evidence_steps=[fail], failure_step=fail,
                       fix_step=status)
    assert verdict(b, tmp_path, wrong_fix) == "review: " + FIX_ELSEWHERE.format(step=status, at=fix)
    invented = gotcha("`git push` → `E_NEVER_PRINTED`", evidence_steps=[fail])
    assert verdict(b, tmp_path, invented) == f"refused: {NOT_FOUND}"


def test_without_ids_prose_of_the_assistant_alone_writes_nothing(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "make"}, "ok")
    b.reply("The build cache lives in build/.cache and survives make clean.")
    knowledge = gotcha("`build/.cache` survives `make clean`")
    assert verdict(b, tmp_path, knowledge) == f"review: {UNTIED}"


def _ids(b: Builder, tmp_path) -> list[str]:
    from core.transcript.slicer import build_slice
    path = b.write(tmp_path / "ids.jsonl")
    return [line.split("]")[0][1:] for line in build_slice(path).text.splitlines() if "Bash(" in line]


def test_a_failure_the_person_pasted_can_be_the_failure_step(tmp_path):
    b = Builder()
    b.prompt("the deploy dies with E_BUCKET_REGION_MISMATCH when I run deployctl push")
    b.tool("Bash", {"command": "deployctl push --region us-east-1"}, "pushed 14 files")
    b.tool("Bash", {"command": "ls"}, "README.md")
    ids = _ids(b, tmp_path)
    from core.transcript.slicer import build_slice
    prompt_id = next(line.split("]")[0][1:] for line in build_slice(b.write(tmp_path / "p.jsonl")).text.splitlines()
                     if "E_BUCKET_REGION_MISMATCH" in line)
    e = gotcha("The person reported `E_BUCKET_REGION_MISMATCH`", "Push with `--region us-east-1`",
               evidence_steps=[prompt_id], failure_step=prompt_id, fix_step=ids[0])
    assert verdict(b, tmp_path, e) == "write"


def test_a_claim_about_both_runs_needs_two_calls_that_hold_it(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "bash -c 'python3 gen.py'"}, "✓ traceparent: 00-5f1681cc2ece59196b8dae165cd732ff-01")
    b.tool("Bash", {"command": "bash -c 'python3 gen.py --again'"}, "✓ traceparent: 00-9af85e43aaaa-01")
    said = "Both bash -c runs printed `✓ traceparent: 00-5f1681cc2ece59196b8dae165cd732ff-01`"
    assert verdict(b, tmp_path, gotcha(said)) == f"refused: {NOT_FOUND}"
    b.tool("Bash", {"command": "bash -c 'python3 gen.py'"}, "✓ traceparent: 00-5f1681cc2ece59196b8dae165cd732ff-01")
    assert verdict(b, tmp_path, gotcha(said)).startswith("review")
