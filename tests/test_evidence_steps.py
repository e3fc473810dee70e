"""Evidence tied to steps and fixes shown run: one test per failure class of
issue 17 (each failed on the whole-session search it replaces), every verdict
given by the whole-range judge and by the streaming scan alike."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.distil import screen
from core.lessons.model import Entry, from_model
from core.evidence.fixparts import RECURRED, UNVERIFIED
from core.evidence.judge import NOT_FOUND
from core.evidence.steps import Transcript
from core.evidence.claims import parse
from core.evidence.matching import normalise, occurs
from core.transcript.slicer import build_slice
from core.transcript.stepids import StepRefs, parse_id, parse_ids
from tests.helpers_transcripts import Builder


def gotcha(evidence: str, workaround: str = "Run `true`", **over: object) -> Entry:
    item: dict[str, object] = {
        "kind": "gotcha", "category": "tool_quirk", "confidence": "high", "scope": "global",
        "title": "A lesson", "evidence": evidence, "symptom": "it fails", "trap": "doing it the old way",
        "cause": "because", "workaround": workaround}
    item.update(over)
    return from_model(item, date="2026-12-01")


def fact(evidence: str) -> Entry:
    """A knowledge entry: its evidence is judged, and no fix (so a citation saying something passed stands
    on its own)."""
    return from_model({"kind": "knowledge", "category": "tool_quirk", "confidence": "high", "scope": "global",
                       "title": "A fact", "situation": "when it happens", "approach": "do this",
                       "rationale": "because", "evidence": evidence}, date="2026-12-01")


def verdict(b: Builder, tmp_path: Path, e: Entry) -> str:
    """"write", "review: …" or "refused: …", the same from both readings of the session."""
    path = b.write(tmp_path / "s.jsonl")
    sl = build_slice(path)
    whole = screen.judge([e], Transcript.from_turns(screen.analysed_turns(str(path), 0, None)),
                         commands_ran=screen.commands_read(sl))
    streamed = screen.screen([e], sl)
    assert streamed.describe() == whole.describe() and streamed.write == whole.write
    if whole.write:
        return "write"
    held = (whole.review or whole.refused)[0]
    return f"{'review' if whole.review else 'refused'}: {held.reason}"


def two_calls() -> Builder:
    b = Builder()
    b.prompt("set up the tools")
    b.tool("Bash", {"command": "pip install tomli"}, "Successfully installed tomli-2.0.1")
    b.tool("Bash", {"command": "python3 app.py"}, "Exit code 1\nModuleNotFoundError: No module named 'tomli_w'",
           is_error=True)
    b.reply("app.py needs tomli_w, not tomli.")
    b.tool("Bash", {"command": "pip install tomli_w && python3 app.py"}, "wrote config.toml")
    return b


# --- evidence: each claim within one step --------------------------------------------------

def test_a_command_joined_to_another_calls_error_is_not_evidence(tmp_path):
    e = gotcha("`pip install tomli` → `ModuleNotFoundError: No module named 'tomli_w'`")
    assert verdict(two_calls(), tmp_path, e) == f"refused: {NOT_FOUND}"
    real = gotcha("`python3 app.py` → `ModuleNotFoundError: No module named 'tomli_w'`", "Run `pip install tomli_w`")
    assert verdict(two_calls(), tmp_path, real) == "write"


def test_prose_whose_names_occur_apart_is_not_evidence(tmp_path):
    e = gotcha("pip install tomli fails with ModuleNotFoundError")
    assert verdict(two_calls(), tmp_path, e) == f"refused: {NOT_FOUND}"


def test_a_claim_per_sentence_may_rest_on_different_steps(tmp_path):
    e = gotcha("`python3 app.py` fails with ModuleNotFoundError. Then `pip install tomli_w && python3 app.py` "
               "wrote config.toml", "Run `pip install tomli_w`")
    assert verdict(two_calls(), tmp_path, e) == "write"


def test_a_quote_inside_a_quote_stays_whole(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "python3 -c 'print(\"ok\")' | grep -q nope"}, "Exit code 1", is_error=True)
    assert verdict(b, tmp_path, gotcha("`python3 -c 'print(\"ok\")'` exits 1")).startswith("review")
    assert verdict(b, tmp_path, gotcha("python3 -c 'print(\"ok\")' → Exit code 1")).startswith("review")
    assert parse("`python3 -c 'print(\"ok\")'`").fragments == ("python3 -c print(ok)",)


def test_token_boundaries_not_substrings(tmp_path):
    assert verdict(two_calls(), tmp_path, gotcha("`No module named 'tomli'`")) == f"refused: {NOT_FOUND}"
    assert not occurs("tomli", "no module named tomli_w") and occurs("tomli_w", "no module named tomli_w")


@pytest.mark.parametrize("said, citation", [
    # a fence with its language tag, and a shell prompt mark
    ("Exit code 2\nmake: *** [build] Error 2", "```bash\n$ make build\n```\n→ `make: *** [build] Error 2`"),
    # hook output with literal \n, cited with real line breaks
    ("Exit code 1\nhook said: lint failed\\nsrc/a.py:3 E501 line too long", "`lint failed\nsrc/a.py:3 E501`"),
    # doubled backslashes in a Windows path
    ("Exit code 1\nC:\\\\Users\\\\dev\\\\app.exe not found", "`C:\\Users\\dev\\app.exe not found`"),
    # colour codes on either side
    ("Exit code 1\n\x1b[31mFAILED\x1b[0m tests/test_a.py::test_x", "`\x1b[1mFAILED tests/test_a.py::test_x`"),
])
def test_both_sides_are_normalised_alike(tmp_path, said, citation):
    b = Builder()
    b.tool("Bash", {"command": "make build"}, said, is_error=True)
    assert verdict(b, tmp_path, gotcha(citation)).startswith("review"), citation


def test_a_tool_call_is_found_by_its_tools_name(tmp_path):
    b = Builder()
    b.tool("WebFetch", {"url": "https://hexdocs.pm/credo", "prompt": "install steps"}, "page text")
    b.tool("Skill", {"skill": "deploy-checklist"}, "Exit code 1\nno such skill", is_error=True)
    knowledge = from_model({"kind": "knowledge", "category": "workflow", "confidence": "high", "scope": "global",
                              "title": "Credo docs", "evidence": "WebFetch of https://hexdocs.pm/credo",
                              "situation": "s", "approach": "a", "rationale": "r"}, date="2026-12-01")
    assert verdict(b, tmp_path, knowledge) == "write"
    assert verdict(b, tmp_path, gotcha("`Skill` deploy-checklist → no such skill")).startswith("review")


def test_cited_step_ids_travel_with_the_entry_and_point_at_the_failure(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "deployctl push --region eu-west-1"}, "Exit code 3\nE_BUCKET_REGION", is_error=True)
    b.tool("Bash", {"command": "deployctl push --region us-east-1"}, "pushed 14 files")
    b.tool("Bash", {"command": "deployctl push --region eu-west-1"}, "Exit code 3\nE_BUCKET_REGION", is_error=True)
    path = b.write(tmp_path / "s.jsonl")
    ids = [line.split("]")[0][2:] for line in build_slice(path).text.splitlines() if "Bash(" in line]
    first, fixed, last = ids
    # Without ids the failure is the first call the citation fits, which the next run fixed, but the
    # failure came back after it (issue 24: verified only if it does not); an entry naming the last
    # failure is checked against the runs after that one: none.
    cited = "`deployctl push --region eu-west-1` → E_BUCKET_REGION"
    assert verdict(b, tmp_path, gotcha(cited, "Use `--region us-east-1`")) == f"review: {RECURRED}"
    named = gotcha(cited, "Use `--region us-east-1`", evidence_steps=[f"s{last}"], failure_step=f"[s{last}]",
                   fix_step=int(fixed))
    assert named.refs == StepRefs((int(last),), int(last), int(fixed))
    assert verdict(b, tmp_path, named) == f"review: {UNVERIFIED}"
    assert first != last


def test_step_ids_are_read_in_every_form_a_model_writes():
    assert [parse_id(v) for v in ("s12", "[s12]", "S12", 12, " s7 ", "x", 0, True, None)] == \
        [12, 12, 12, 12, 7, None, None, None, None]
    assert parse_ids(["s1", "[s2]", 2, "bad"]) == (1, 2) and parse_ids("s3, s4") == (3, 4)
    assert normalise("a\\\\b \\\ncontinued") == normalise("a\\b continued")


# --- a fix is verified only when it is shown working ------------------------------------------

def failing_tests() -> Builder:
    b = Builder(cwd="/home/dev/proj")
    b.prompt("run the tests")
    b.tool("Bash", {"command": "python3 -m pytest tests/test_app.py"},
           "Exit code 1\nE   NameError: name 'os' is not defined", is_error=True)
    return b


FAILED = "`python3 -m pytest tests/test_app.py` → `NameError: name 'os' is not defined`"


def test_a_later_perfect_counts_only_right_after_the_fix(tmp_path):
    b = failing_tests()
    b.reply("Add `import os` at the top of app.py.")
    b.prompt("not now, first show me the README")
    b.tool("Bash", {"command": "cat README.md"}, "# app")
    b.prompt("perfect")
    assert verdict(b, tmp_path, gotcha(FAILED, "Add `import os` to app.py")) == f"review: {UNVERIFIED}"
    c = failing_tests()
    c.reply("Add `import os` at the top of app.py.")
    c.prompt("perfect, that fixed it")
    assert verdict(c, tmp_path, gotcha(FAILED, "Add `import os` to app.py")) == "write"


@pytest.mark.parametrize("name, tool_input", [
    ("Write", {"file_path": "/home/dev/proj/.venv/bin/python", "content": "#!/bin/sh"}),
    ("Task", {"description": "run .venv/bin/python -m pytest", "prompt": "check the tests"}),
    ("Bash", {"command": "ls", "description": "then run .venv/bin/python -m pytest"}),
    ("AskUserQuestion", {"questions": [{"question": "Use .venv/bin/python -m pytest?"}]}),
])
def test_only_a_command_the_session_ran_shows_the_fix(tmp_path, name, tool_input):
    b = failing_tests()
    b.tool(name, tool_input, "ok")
    e = gotcha(FAILED, "Run `.venv/bin/python -m pytest` instead of python3")
    assert verdict(b, tmp_path, e) == f"review: {UNVERIFIED}"


def test_what_the_lesson_warns_against_is_not_its_fix(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "npm install"}, "Exit code 1\nnpm ERR! ERESOLVE unable to resolve", is_error=True)
    b.tool("Bash", {"command": "npm install --force"}, "added 120 packages")
    e = gotcha("`npm install` → `ERESOLVE unable to resolve`",
               "Run `npm install --legacy-peer-deps`; never `npm install --force`")
    assert verdict(b, tmp_path, e) == f"review: {UNVERIFIED}"
    b.tool("Bash", {"command": "npm install --legacy-peer-deps"}, "added 118 packages")
    assert verdict(b, tmp_path, e) == "write"


def test_generic_flags_and_program_names_are_not_the_fix(tmp_path):
    b = failing_tests()
    b.tool("Bash", {"command": "python -m pip list -v"}, "pytest 8.0")
    e = gotcha(FAILED, "Run it as `python -m pytest -v tests/` with the venv's python")
    assert verdict(b, tmp_path, e) == f"review: {UNVERIFIED}"


def test_an_edit_then_the_failing_check_passing_shows_the_fix(tmp_path):
    b = failing_tests()
    b.tool("Edit", {"file_path": "/home/dev/proj/app.py", "old_string": "import sys",
                    "new_string": "import os\nimport sys"}, "The file has been updated.")
    b.tool("Bash", {"command": "python3 -m pytest tests/test_app.py"}, "1 passed")
    assert verdict(b, tmp_path, gotcha(FAILED, "Add `import os` to app.py")) == "write"
    c = failing_tests()   # the same run passing without the edit: nothing shows the import was the fix
    c.tool("Bash", {"command": "python3 -m pytest tests/test_app.py"}, "1 passed")
    assert verdict(c, tmp_path, gotcha(FAILED, "Add `import os` to app.py")) == f"review: {UNVERIFIED}"


def test_a_numeric_parameter_counts_when_the_rerun_passes_with_it(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "pytest --timeout 30 tests/slow"}, "Exit code 1\nTimeout >30.0s", is_error=True)
    b.tool("Bash", {"command": "sleep 120"}, "")
    e = gotcha("`pytest --timeout 30 tests/slow` → `Timeout >30.0s`", "Raise the timeout to 120 seconds")
    assert verdict(b, tmp_path, e) == f"review: {UNVERIFIED}"
    b.tool("Bash", {"command": "pytest --timeout 120 tests/slow"}, "4 passed")
    assert verdict(b, tmp_path, e) == "write"


def test_a_confirmation_with_a_denial_confirms_nothing(tmp_path):
    b = failing_tests()
    b.reply("Add `import os` at the top of app.py.")
    b.prompt("perfect, but it still fails")
    assert verdict(b, tmp_path, gotcha(FAILED, "Add `import os` to app.py")) == f"review: {UNVERIFIED}"


# --- where the person looks ---------------------------------------------------------------------

def test_log_shows_each_entrys_evidence_and_fix_judgement_and_reason():
    from core.distil.screen import judgement
    assert judgement("refused", "gotcha", NOT_FOUND) == {"evidence": "not found", "fix": "not checked",
                                                        "reason": NOT_FOUND}
    held = judgement("pending", "gotcha", UNVERIFIED)
    assert held is not None and (held["evidence"], held["fix"], held["reason"]) == ("found", "not shown", UNVERIFIED)
    remote = judgement("pending", "gotcha", "runs remote code (curl … | sh)")
    assert remote is not None and remote["fix"] == "not checked"
    written = judgement("written", "gotcha", None)
    assert written is not None and (written["evidence"], written["fix"]) == ("found", "verified")
    knowledge = judgement("written", "knowledge", None)
    assert knowledge is not None and knowledge["fix"] == "none claimed"
    assert judgement("archived", "gotcha", "budget") is None


def test_the_streamed_and_whole_range_judges_agree_on_every_labelled_lesson():
    """The corpus of tests/truth/ holds the citations models really write; the streaming
    scan must give each the verdict the whole-range judge gives."""
    import json
    corpus = Path(__file__).parent / "truth" / "evidence_corpus.jsonl"
    if not corpus.is_file():
        pytest.skip("no labelled corpus")
    root = Path(__file__).parent.parent
    by_transcript: dict[str, list[Entry]] = {}
    for line in corpus.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        by_transcript.setdefault(row["transcript"], []).append(from_model(row["lesson"], date="2026-12-01"))
    for transcript, entries in by_transcript.items():
        path = str(root / transcript)
        sl = build_slice(path)
        whole = screen.judge(entries, Transcript.from_turns(screen.analysed_turns(path, 0, None)),
                             commands_ran=screen.commands_read(sl))
        streamed = screen.screen(entries, sl)
        assert streamed.describe() == whole.describe() and streamed.write == whole.write, transcript


def push_twice() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "git push"}, "Exit code 128\nfatal: The current branch fx has no upstream branch.",
           is_error=True)
    b.tool("Bash", {"command": "git push --set-upstream origin fx"}, "branch 'fx' set up to track 'origin/fx'.")
    b.tool("Bash", {"command": "git push"}, "Everything up-to-date")
    b.tool("Bash", {"command": "git ls-files -- notes.txt"}, "notes.txt")
    return b


@pytest.mark.parametrize("citation, found", [
    # what a claim says a call printed or exited with is that call's own output
    ("Running git push --set-upstream origin fx gave exit code 128", False),
    ("Running git push gave exit code 128: has no upstream branch", True),
    ("git ls-files -- notes.txt printed nothing", False),
    ("`git push --set-upstream origin fx` printed `has no upstream branch`", False),
    # "the second push" is a command that ran before
    ("the second `git push` → `has no upstream branch`", False),
    ("`git push` again → `Everything up-to-date`", True),
    # an error message written without quotes is cited verbatim
    ("git push: command not found", False),
])
def test_what_a_claim_says_a_call_did_is_that_calls_own(tmp_path, citation, found):
    e = from_model({"kind": "knowledge", "category": "workflow", "confidence": "high", "scope": "global",
                      "title": "Pushing", "evidence": citation, "situation": "s", "approach": "a", "rationale": "r"},
                     date="2026-12-01")
    assert (verdict(push_twice(), tmp_path, e) == "write") is found, citation


def test_evidence_given_as_a_list_is_one_claim_per_item(tmp_path):
    from core.distil.extract import validate
    item = {"kind": "gotcha", "category": "tool_quirk", "confidence": "high", "scope": "global", "title": "t",
            "symptom": "s", "trap": "t", "cause": "c", "workaround": "Run `pip install tomli_w`",
            "evidence": ["`python3 app.py` → `No module named 'tomli_w'`", "`pip install tomli_w && python3 app.py`"]}
    clean, why = validate(item, set())
    assert clean is not None, why
    assert verdict(two_calls(), tmp_path, from_model(clean, date="2026-12-01")) == "write"


def test_a_trap_that_names_the_fix_as_what_was_skipped_does_not_unsay_it(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "ls ./build/output.bin"}, "Exit code 2\nls: ./build/output.bin: No such file or directory",
           is_error=True)
    b.tool("Bash", {"command": "mkdir -p ./build && make && ls ./build"}, "output.bin")
    e = gotcha("`ls ./build/output.bin` → `No such file or directory`", "항상 `mkdir -p ./build` 를 먼저 실행하세요",
               trap="`mkdir -p ./build` 없이 `ls ./build/output.bin`부터 실행하기")
    assert verdict(b, tmp_path, e) == "write"


# --- held-out classes: claims split where the steps split, names as the session spells them -------

def accepted(v: str) -> bool:
    return not v.startswith("refused")


def after_then() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "ruff format src/parser.py"}, "1 file reformatted")
    b.tool("Bash", {"command": "git commit -am 'parser: accept tabs'"}, "[main 4f2a9c1] parser: accept tabs")
    return b


def test_a_subordinate_after_clause_is_its_own_claim(tmp_path):
    e = "After `ruff format src/parser.py`, the same `git commit -am 'parser: accept tabs'` printed `[main 4f2a9c1]`."
    assert accepted(verdict(after_then(), tmp_path, gotcha(e)))
    once = "Once `ruff format src/parser.py` (`1 file reformatted`) the `git commit` went through: `[main 4f2a9c1]`"
    assert accepted(verdict(after_then(), tmp_path, fact(once)))
    # still one claim per step: the commit's output is not the format call's
    wrong = "After `ruff format src/parser.py`, the `git commit` printed `1 file reformatted`."
    assert verdict(after_then(), tmp_path, gotcha(wrong)) == f"refused: {NOT_FOUND}"


def test_korean_connectives_and_dashes_end_a_claim(tmp_path):
    ko = "`ruff format src/parser.py` 를 실행했고 `git commit -am 'parser: accept tabs'` → `[main 4f2a9c1]`"
    assert accepted(verdict(after_then(), tmp_path, gotcha(ko)))
    ko2 = "`ruff format src/parser.py` 를 실행한 뒤 `git commit -am 'parser: accept tabs'` → `[main 4f2a9c1]`"
    assert accepted(verdict(after_then(), tmp_path, gotcha(ko2)))
    dash = "`ruff format src/parser.py` → `1 file reformatted` — `git commit -am 'parser: accept tabs'` → `[main 4f2a9c1]`"
    assert accepted(verdict(after_then(), tmp_path, gotcha(dash)))


def both_fail(second: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "python3 -c 'import tomli_w'"},
           "Exit code 1\nModuleNotFoundError: No module named 'tomli_w'", is_error=True)
    b.tool("Bash", {"command": ".venv/bin/python -c 'import tomli_w'"}, second, is_error=True)
    return b


def test_a_plural_claim_is_checked_per_subject(tmp_path):
    e = gotcha("Both `python3 -c 'import tomli_w'` and `.venv/bin/python -c 'import tomli_w'` ended in "
               "`ModuleNotFoundError: No module named 'tomli_w'`.")
    assert accepted(verdict(both_fail("Exit code 1\nModuleNotFoundError: No module named 'tomli_w'"), tmp_path, e))
    other = both_fail("Exit code 1\nSyntaxError: invalid syntax")
    assert verdict(other, tmp_path, e) == f"refused: {NOT_FOUND}"


def test_output_as_a_noun_is_no_output_verb(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "tail -5 /tmp/tasks/bae407b.output"}, "23:58:02 [info] REFUSED JOIN terminal:2702")
    e = gotcha("Tailing the background task's output file (`tail -5 /tmp/tasks/bae407b.output`) showed "
               "`REFUSED JOIN terminal:2702`")
    assert accepted(verdict(b, tmp_path, e))


def test_a_tool_label_with_its_argument_and_absolute_paths_under_the_cwd(tmp_path):
    b = Builder()
    b.tool("Read", {"file_path": "/home/dev/proj/test/support"}, "EISDIR: illegal operation on a directory, read",
           is_error=True)
    e = gotcha("Read(test/support) → `EISDIR: illegal operation on a directory, read`")
    assert accepted(verdict(b, tmp_path, e))
    c = Builder()
    c.tool("Bash", {"command": "pytest -q tests/test_dates.py"},
           "Exit code 1\nFAILED tests/test_dates.py::test_utc_now - NameError: name 'timezone' is not defined",
           is_error=True)
    e2 = gotcha("Running /home/dev/proj/tests/test_dates.py failed: `NameError: name 'timezone' is not defined`")
    assert accepted(verdict(c, tmp_path, e2))
    e3 = gotcha("Running /home/dev/other/tests/test_dates.py failed: `NameError: name 'timezone' is not defined`")
    assert verdict(c, tmp_path, e3) == f"refused: {NOT_FOUND}"


def test_a_command_said_to_have_run_needs_a_call_that_ran_it(tmp_path):
    b = Builder()
    b.tool("Write", {"file_path": "/home/dev/proj/docs/Makefile", "content": "html:\n\tsphinx-build . _build\n"},
           "File created successfully")
    b.reply("Done. You can now run `make -C docs html` to build the documentation.")
    e = "After adding docs/Makefile, `make -C docs html` built the documentation successfully."
    assert verdict(b, tmp_path, gotcha(e)) == f"refused: {NOT_FOUND}"
    b.tool("Bash", {"command": "make -C docs html"}, "build succeeded.")
    assert accepted(verdict(b, tmp_path, gotcha(e)))


def hook_blocks(fixed_first: bool = False) -> Builder:
    b = Builder()
    if fixed_first:
        b.tool("Bash", {"command": "bash -c 'echo hi'"}, "hi")
    b.tool("Bash", {"command": "source lib/trace.sh && trace_check"}, "Exit code 1\n(eval):1: permission denied:",
           is_error=True)
    return b


def test_a_program_new_to_the_fix_is_its_distinctive_part(tmp_path):
    e = gotcha("`source lib/trace.sh && trace_check` → `(eval):1: permission denied:`",
               "Run the check as bash -c 'source lib/trace.sh; ...'")
    b = hook_blocks()
    b.tool("Bash", {"command": "bash -c 'source lib/trace.sh; tp=$(trace_gen); echo \"ok $tp\"'"}, "ok 00-5f16")
    assert verdict(b, tmp_path, e) == "write"
    # the new program run only before the failure shows nothing
    assert verdict(hook_blocks(fixed_first=True), tmp_path, e) == f"review: {UNVERIFIED}"


def test_a_common_command_the_workaround_adds_counts(tmp_path):
    """A guard (passes before and after): the filter of common words must never drop `npm install`."""
    b = Builder()
    b.tool("Bash", {"command": "node build.js"}, "Exit code 1\nError: Cannot find module 'esbuild'", is_error=True)
    b.tool("Bash", {"command": "npm install"}, "added 12 packages")
    e = gotcha("`node build.js` → `Error: Cannot find module 'esbuild'`", "Run `npm install` before building")
    assert verdict(b, tmp_path, e) == "write"


def test_a_program_named_in_prose_and_new_to_the_fix_counts_run_after_the_failure(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "git commit -am 'parser: accept tabs'"},
           "PreToolUse:Bash hook error: [ruff format --check] Would reformat: src/parser.py", is_error=True)
    b.tool("Bash", {"command": "ruff format src/parser.py"}, "1 file reformatted")
    e = gotcha("`git commit -am 'parser: accept tabs'` → `Would reformat: src/parser.py`",
               "Run ruff format on the file before committing")
    assert verdict(b, tmp_path, e) == "write"
    c = Builder()
    c.tool("Bash", {"command": "ruff format src/parser.py"}, "1 file reformatted")
    c.tool("Bash", {"command": "git commit -am 'parser: accept tabs'"},
           "PreToolUse:Bash hook error: [ruff format --check] Would reformat: src/parser.py", is_error=True)
    assert verdict(c, tmp_path, e) == f"review: {UNVERIFIED}"
