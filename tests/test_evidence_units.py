"""Issue 24, second round: what a citation ties to one call, and what it may find apart.

A model joins pieces of several steps in one sentence; only what the sentence binds to one call (the
command it names, what that call printed right after a word of output or an arrow, what came of it)
must share that call's step, every other piece is found in a step of its own. Each test gives the
shape a careful user expects accepted and the shape that must stay refused, every verdict from the
whole-range judge and the streaming scan alike (`verdict`).

Failing first: against 5e2ada2 (before 03c1f78, 9e2b9a5 and dd8f1e9) 15 of the 16 plain tests fail,
each at the assertion on the new behaviour. `test_a_command_named_in_prose_at_the_start_is_the_subject`
passes there (the one-step search held it); it guards that rule now that other pieces are free, as do
the refusing halves of the others (most of which the one-step search refused too). A prose subject
between a quoted command and the outcome word, and a fix that is itself a deletion, were found
wrong by these tests and fixed after them.
"""
from __future__ import annotations

import pytest

from core.evidence.fixparts import RECURRED, UNVERIFIED
from core.evidence.judge import CITED_ELSEWHERE, NOT_AT_ONCE, NOT_FOUND, WORKED_NOT_SHOWN
from core.transcript.slicer import build_slice
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

FOUND = f"review: {UNVERIFIED}"      # found, and the default workaround (`true`) never shown: held for review
REFUSED = f"refused: {NOT_FOUND}"


def step_ids(b: Builder, tmp_path) -> list[str]:
    """The step ids the model sees, in order ("s1", "s2", …)."""
    text = build_slice(b.write(tmp_path / "ids.jsonl")).text
    return [line.split("]")[0][1:] for line in text.splitlines() if line.startswith("[s")]


# --- 1. a chain of arrows ----------------------------------------------------------------------------

def cargo_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "cargo build"}, "Exit code 101\nerror[E0433]: failed to resolve: use of undeclared "
           "crate `serde`", is_error=True)
    b.tool("Bash", {"command": "cargo add serde --features derive"}, "Adding serde v1.0.200 to dependencies")
    b.tool("Bash", {"command": "cargo build --release"}, "Finished release [optimized] target(s) in 3.2s")
    return b


def test_a_chain_of_arrows_is_a_chain_of_steps(tmp_path):
    """`cmd1` → `its error` → `cmd2` → `output`: the chain spans several calls. The chain's first command
    is tied to what follows its arrow (that call's own output); a later command's arrow may lead to the
    re-run that printed the output, so what follows it is only looked for (see the terse-chain test)."""
    chain = "`cargo build` → `use of undeclared crate` → `cargo add serde --features derive` → `Adding serde v1.0.200`"
    assert verdict(cargo_session(), tmp_path, gotcha(chain)) == FOUND
    fixed = gotcha("`cargo build` → `use of undeclared crate` → `cargo build --release` → `Finished release`",
                   "Run `cargo add serde --features derive`")
    assert verdict(cargo_session(), tmp_path, fixed) == "write"
    # the crate error came from `cargo build`, not from `cargo add` heading the chain
    wrong = "`cargo add serde --features derive` → `use of undeclared crate` → `cargo build --release` → `Finished`"
    assert verdict(cargo_session(), tmp_path, gotcha(wrong)) == REFUSED


# --- 2. free pieces ------------------------------------------------------------------------------------

def deps_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "python3 -m pytest -q"}, "Exit code 1\nImportError: cannot import name 'load_settings' "
           "from 'app.config'", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/app/config.py", "old_string": "def load():",
                    "new_string": "def load_settings():"}, "The file has been updated.")
    b.tool("Bash", {"command": "make deps"}, "pip install -r requirements.txt\nRequirement already satisfied: pyyaml")
    b.tool("Bash", {"command": "python3 -m pytest -q"}, "9 passed in 0.40s")
    return b


def test_prose_may_join_pieces_of_several_steps_but_not_what_it_ties_to_one_call(tmp_path):
    """"After the edit to `x` and `make deps` the `E` was gone": no step holds all three, each is found
    in its own. What a clause ties to one call (the command it names and what it printed, or its
    outcome) must still share a step, and a free piece must still be somewhere."""
    joined = "After the edit to `app/config.py` and `make deps` the `ImportError: cannot import name 'load_settings'` was gone"
    assert verdict(deps_session(), tmp_path, fact(joined)) == "write"
    assert verdict(deps_session(), tmp_path, fact(joined.replace("config.py", "settings.py"))) == REFUSED
    tied_right = "Before the edit to `app/config.py`, `python3 -m pytest -q` printed `ImportError: cannot import name"
    assert verdict(deps_session(), tmp_path, gotcha(tied_right + "`")) == FOUND
    # said to come after the edit, it is false: after it the same command printed `9 passed` (order is checked)
    assert verdict(deps_session(), tmp_path, gotcha(tied_right.replace("Before", "After") + "`")) == REFUSED
    for tied_wrong in ("After the edit to `app/config.py`, `make deps` printed `ImportError: cannot import name`",
                       "After the edit to `app/config.py`, `make deps` failed"):
        assert verdict(deps_session(), tmp_path, gotcha(tied_wrong)) == REFUSED, tied_wrong


# --- 3. a verb's subject -----------------------------------------------------------------------------

def three_calls() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npm test"}, "Exit code 1\n3 failing", is_error=True)
    b.tool("Bash", {"command": "npm run lint"}, "✔ 0 problems")
    b.tool("Bash", {"command": "git commit -am wip"}, "[main 4f2a9c1] wip")
    b.tool("Bash", {"command": "git ls-files -- priv/static/app.css"}, "")
    b.tool("Bash", {"command": "git status --short"}, "?? priv/static/app.css")
    return b


def test_each_verb_binds_the_quote_right_before_it(tmp_path):
    """"`A` ended `X` and `B` gave `Y`": X is A's output and Y is B's, not all four in one call; "the
    `git commit` printed `Z`": the commit printed Z (a `the` before the quote changes nothing)."""
    assert verdict(three_calls(), tmp_path, gotcha("`npm test` ended `3 failing` and `npm run lint` gave `0 problems`")) \
        == FOUND
    assert verdict(three_calls(), tmp_path, gotcha("`npm test` ended `0 problems` and `npm run lint` gave `3 failing`")) \
        == REFUSED
    for the in ("the ", ""):
        said = f"`npm run lint` was clean and {the}`git commit` printed `[main 4f2a9c1] wip`"
        assert verdict(three_calls(), tmp_path, gotcha(said)) == FOUND, said
    assert verdict(three_calls(), tmp_path, gotcha("`npm run lint` was clean and the `git commit` printed `0 problems`")) \
        == REFUSED


def test_a_command_named_in_prose_at_the_start_is_the_subject(tmp_path):
    """"git ls-files -- x printed nothing": the command in prose is who printed (nothing), so its words
    are not free pieces found anywhere. Passes on 5e2ada2 too (its one-step search held it); kept as a
    guard now that other pieces of a clause are free."""
    assert verdict(three_calls(), tmp_path, gotcha("git ls-files -- priv/static/app.css printed nothing")) == FOUND
    assert verdict(three_calls(), tmp_path, gotcha("git status --short printed `?? priv/static/app.css`")) == FOUND
    assert verdict(three_calls(), tmp_path, gotcha("git status --short printed nothing")) == REFUSED
    assert verdict(three_calls(), tmp_path, gotcha("git ls-files -- priv/static/app.css printed "
                                                   "`?? priv/static/app.css`")) == REFUSED


# --- 4. outcome words --------------------------------------------------------------------------------

def mix_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "git pull"}, "Updating 1a2b3c4..5d6e7f8\nFast-forward")
    b.tool("Bash", {"command": "mix test"}, "Exit code 1\n** (Postgrex.Error) FATAL 3D000 (invalid_catalog_name) "
           "database \"app_test\" does not exist\n\nFinished in 0.2 seconds\n12 tests, 0 failures", is_error=True)
    b.tool("Bash", {"command": "mix compile"}, "Exit code 1\n** (CompileError) lib/app/user.ex:12: undefined function "
           "changeset/2", is_error=True)
    b.tool("Bash", {"command": "mix test test/app/user_test.exs"}, "Finished in 0.1 seconds\n5 tests, 0 failures")
    return b


OWN = "`undefined function changeset/2`"
OTHER = "`database \"app_test\" does not exist`"


def test_an_outcome_word_ties_the_output_quoted_after_it_to_the_call_that_failed(tmp_path):
    """"`cmd` failed: `E`", "`cmd` 가 `E` 로 실패", "rejected it with `E`": E is what the failing call
    printed; the piece before ("right after `git pull`") is free."""
    for said in ("Right after `git pull` `mix compile` failed: {e}", "`git pull` 다음에 `mix compile` 가 {e} 로 실패했습니다"):
        assert verdict(mix_session(), tmp_path, gotcha(said.format(e=OWN))) == FOUND, said
        assert verdict(mix_session(), tmp_path, gotcha(said.format(e=OTHER))) == REFUSED, said
    # "rejected it with" names no command: E must be in a call that failed (any: `mix test` failed too),
    # not in one that passed (`git pull` printed "Fast-forward")
    rejected = "Right after `git pull` the compiler rejected it with {e}"
    for e in (OWN, OTHER):
        assert verdict(mix_session(), tmp_path, gotcha(rejected.format(e=e))) == FOUND, e
    assert verdict(mix_session(), tmp_path, gotcha(rejected.format(e="`Fast-forward`"))) == REFUSED


def test_a_quoted_command_before_another_subject_is_not_who_failed(tmp_path):
    said = f"With `git pull` done the compiler rejected it with {OWN}"
    assert verdict(mix_session(), tmp_path, gotcha(said)) == FOUND


def test_output_in_parentheses_after_an_outcome_word_is_that_calls_output(tmp_path):
    """"passed on the first run (5 tests, 0 failures)": the parenthesis is quoted output of the call that
    passed, not free words (the full `mix test` printed "12 tests, 0 failures")."""
    said = "Right after `git pull` `mix test test/app/user_test.exs` passed on the first run ({n} tests, 0 failures)"
    assert verdict(mix_session(), tmp_path, fact(said.format(n=5))) == "write"
    assert verdict(mix_session(), tmp_path, fact(said.format(n=12))) == REFUSED


def test_an_arrow_to_an_unquoted_count_reads_printed(tmp_path):
    """"`cmd` → 8 passed in 0.61s": the count is that command's output, unquoted or not."""
    b = Builder()
    b.tool("Bash", {"command": "pip install -e ."}, "Successfully installed app-0.1.0")
    b.tool("Bash", {"command": "pytest -q tests/e2e"}, "Exit code 1\n2 failed, 6 passed in 3.10s", is_error=True)
    b.tool("Bash", {"command": "pytest -q tests/unit"}, "8 passed in 0.61s")
    assert verdict(b, tmp_path, fact("With `pip install -e .` done: `pytest -q tests/unit` → 8 passed in 0.61s")) \
        == "write"
    assert verdict(b, tmp_path, fact("With `pip install -e .` done: `pytest -q tests/e2e` → 8 passed in 0.61s")) \
        == REFUSED


def test_still_means_the_command_ran_before(tmp_path):
    """"`cmd` still failed" says the failure persisted: one failing run of it is not enough."""
    b = Builder()
    b.tool("Bash", {"command": "pytest -q tests/e2e"}, "Exit code 1\n2 failed, 6 passed in 3.10s", is_error=True)
    assert verdict(b, tmp_path, gotcha("`pytest -q tests/e2e` still failed")) == REFUSED
    b.tool("Bash", {"command": "pytest -q tests/e2e"}, "Exit code 1\n1 failed, 7 passed in 3.00s", is_error=True)
    assert verdict(b, tmp_path, gotcha("`pytest -q tests/e2e` still failed")) == FOUND


# --- 5. an ellipsis cuts a word ------------------------------------------------------------------------

def test_an_ellipsis_cuts_a_word_and_only_there_may_a_quote_start_mid_word(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "mix ecto.migrate"}, "Exit code 1\n** (File.Error) priv/repo/migrations/"
           "20260101_add_identity.exs is beyond a symbolic link", is_error=True)
    for cut in ("`…_add_identity.exs is beyond a symbolic link`", "`..._add_identity.exs is beyond a symbolic link`",
                "`priv/repo/migrations/2026…_add_identity.exs`"):
        assert verdict(b, tmp_path, gotcha(cut)) == FOUND, cut
    # without the ellipsis the token boundary holds; with it the rest must still match
    for said in ("`_add_identity.exs is beyond a symbolic link`", "`…_add_identities.exs is beyond a symbolic link`"):
        assert verdict(b, tmp_path, gotcha(said)) == REFUSED, said
    t = Builder()
    t.tool("Bash", {"command": "python3 app.py"}, "Exit code 1\nModuleNotFoundError: No module named 'tomli_w'",
           is_error=True)
    assert verdict(t, tmp_path, gotcha("`No module named 'tomli'`")) == REFUSED


# --- 6. a near quote ------------------------------------------------------------------------------------

def upstream_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "git push"}, "Exit code 128\nfatal: The current branch feat-x has no upstream branch.",
           is_error=True)
    b.tool("Bash", {"command": "uv pip install --system -r requirements.txt"},
           "Exit code 2\nerror: No virtual environment found", is_error=True)
    return b


def test_a_long_quote_may_drop_words_but_never_change_or_add_one(tmp_path):
    """Five words or more, a few dropped: the model shortened the line. A changed or added word may be
    the very detail it invented, and a command line is quoted whole (a flag more or less is another
    command)."""
    for dropped in ("`fatal: current branch feat-x has no upstream`",
                    "`git push` → `fatal: current branch feat-x has no upstream`"):
        assert verdict(upstream_session(), tmp_path, gotcha(dropped)) == FOUND, dropped
    for changed in ("`fatal: The current branch feat-x has no remote branch.`",
                    "`fatal: The current branch feat-y has no upstream branch.`",
                    "`fatal: The current branch feat-x has no upstream tracking branch.`"):
        assert verdict(upstream_session(), tmp_path, gotcha(changed)) == REFUSED, changed
    assert verdict(upstream_session(), tmp_path, gotcha("`uv pip install --system -r requirements.txt` failed")) == FOUND
    for command in ("`uv pip install --system --dev -r requirements.txt` failed",
                    "`uv pip install -r requirements.txt` → `error: No virtual environment found`"):
        assert verdict(upstream_session(), tmp_path, gotcha(command)) == REFUSED, command


# --- 7. hyphenated prose ----------------------------------------------------------------------------------

def test_plain_hyphenated_words_are_prose_but_a_quoted_branch_name_is_looked_for(tmp_path):
    """"re-run", "follow-up", "well-known" are English, not names the session must hold; a hyphenated name
    in a code span (a branch) is still looked for."""
    prose = "`git push` failed: `has no upstream branch`; a re-run with a follow-up flag is the well-known cure"
    assert verdict(upstream_session(), tmp_path, gotcha(prose)) == FOUND
    assert verdict(upstream_session(), tmp_path, gotcha("`git push` failed: `has no upstream branch` on `feat-x`")) \
        == FOUND
    assert verdict(upstream_session(), tmp_path, gotcha("`git push` failed: `has no upstream branch` on `feat-y`")) \
        == REFUSED
    # a lower-case hyphenated name in prose is a name too (a branch), so a near miss of it is refused
    assert verdict(upstream_session(), tmp_path, gotcha("`git push` failed: `has no upstream branch` on feat-x")) \
        == FOUND
    assert verdict(upstream_session(), tmp_path, gotcha("`git push` failed: `has no upstream branch` on feat-y")) \
        == REFUSED


def yaml_session(ran: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "python3 -c 'import yaml'"}, "Exit code 1\nModuleNotFoundError: No module named "
           "'yaml'", is_error=True)
    b.reply("You could try `pip install pyyaml`.")
    if ran:
        b.tool("Bash", {"command": "pip install pyyaml"}, "Successfully installed PyYAML-6.0.2")
    return b


def test_a_command_said_to_have_run_must_be_a_call_not_a_suggestion(tmp_path):
    """"after running `x`": the session ran x; the assistant proposing it is no run of it."""
    said = "`python3 -c 'import yaml'` failed with `No module named 'yaml'`, after running `pip install pyyaml` it was gone"
    assert verdict(yaml_session(ran=True), tmp_path, gotcha(said, "`pip install pyyaml`")) == "write"
    assert verdict(yaml_session(ran=False), tmp_path, gotcha(said, "`pip install pyyaml`")) == REFUSED
    # named without saying it ran, a proposal is still what the citation may quote
    proposed = "`python3 -c 'import yaml'` failed with `No module named 'yaml'`; the fix is `pip install pyyaml`"
    assert verdict(yaml_session(ran=False), tmp_path, gotcha(proposed, "`pip install pyyaml`")) == f"review: {UNVERIFIED}"


# --- 8. the cited stretch ----------------------------------------------------------------------------------

def install_session(lint_between: bool) -> Builder:
    b = Builder()
    b.prompt("install it")
    b.tool("Bash", {"command": "python3 -m app"}, "Exit code 1\nModuleNotFoundError: No module named 'app'",
           is_error=True)
    b.tool("Bash", {"command": "pip install -e ."}, "Successfully installed app-0.1.0")
    if lint_between:
        b.prompt("ok, now lint it")
        b.tool("Bash", {"command": "ruff check ."}, "All checks passed!")
    b.prompt("works now, thanks")
    return b


def test_the_cited_stretch_reaches_to_the_persons_next_prompt(tmp_path):
    """A lesson cites the step it acted in; the person's answer right after it belongs to that stretch.
    A "works now" after another prompt and other work is elsewhere."""
    said = "`pip install -e .` → `Successfully installed app-0.1.0`; the person replied `works now`"
    for lint_between, expected in ((False, "write"), (True, "review: " + CITED_ELSEWHERE.format(what="works now"))):
        b = install_session(lint_between)
        _prompt, fail, fix, *_ = step_ids(b, tmp_path)
        e = gotcha(said, "Run `pip install -e .`", evidence_steps=[fail, fix])
        assert verdict(b, tmp_path, e) == expected, lint_between


# --- 9. the fix ---------------------------------------------------------------------------------------

def sandbox_session(code: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "mix test test/app/user_test.exs"}, "Exit code 2\n** (DBConnection.OwnershipError) "
           "cannot find ownership process for #PID<0.512.0>", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/test/support/data_case.ex", "old_string": "setup tags do",
                    "new_string": "setup tags do\n    " + code}, "The file has been updated.")
    b.tool("Bash", {"command": "mix test test/app/user_test.exs"}, "5 tests, 0 failures")
    return b


def test_an_edit_that_puts_the_workarounds_code_in_a_file_then_the_check_passing(tmp_path):
    """Quoted code (parentheses, braces and all) is the fix when an edit writes it; other code in that
    edit is not, though the same check passes after it."""
    e = gotcha("`mix test test/app/user_test.exs` → `cannot find ownership process`",
               "Share the connection with spawned processes: `Sandbox.mode(Repo, {:shared, self()})`")
    assert verdict(sandbox_session("Ecto.Adapters.SQL.Sandbox.mode(Repo, {:shared, self()})"), tmp_path, e) == "write"
    for other in ("Ecto.Adapters.SQL.Sandbox.checkout(Repo)", "Sandbox.mode(Repo, :manual)"):
        assert verdict(sandbox_session(other), tmp_path, e) == f"review: {UNVERIFIED}", other


def failed_edit_session(fix: str, passes: bool) -> Builder:
    b = Builder()
    b.tool("Edit", {"file_path": "/home/dev/proj/src/app.ts", "old_string": "import { util } from './util'",
                    "new_string": "x"}, "<tool_use_error>String to replace not found in file.\nString: import { util } "
           "from './util'</tool_use_error>", is_error=True)
    b.tool("Bash", {"command": "npx tsc --noEmit"}, "Exit code 2\nsrc/app.ts(1,22): error TS2307: Cannot find module "
           "'./util'", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/src/app.ts", "old_string": "from './util'", "new_string": fix},
           "The file has been updated.")
    if passes:
        b.tool("Bash", {"command": "npx tsc --noEmit"}, "")
    else:
        b.tool("Bash", {"command": "npx tsc --noEmit"}, "Exit code 2\nsrc/app.ts(1,22): error TS2307: Cannot find "
               "module './util'", is_error=True)
    return b


def test_a_failure_that_ran_no_command_is_shown_fixed_by_the_check_that_failed_after_it(tmp_path):
    """A failed Edit has no command to re-run; the check that failed after it, passing once an edit
    names the fix, shows it. Still failing, or passing after an edit that is not the fix, does not."""
    e = gotcha("Edit of src/app.ts → `String to replace not found in file`", "Import it from `./lib/util`")
    assert verdict(failed_edit_session("from './lib/util'", passes=True), tmp_path, e) == "write"
    assert verdict(failed_edit_session("from './lib/util'", passes=False), tmp_path, e) == f"review: {UNVERIFIED}"
    assert verdict(failed_edit_session("from './helpers'", passes=True), tmp_path, e) == f"review: {UNVERIFIED}"


def bootstrap_session(run: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "make test"}, "Exit code 2\nerror: .env.test is missing", is_error=True)
    b.tool("Bash", {"command": run}, "")
    b.tool("Bash", {"command": "make test"}, "12 passed")
    return b


def test_removing_the_file_a_fix_names_is_no_run_of_it(tmp_path):
    e = gotcha("`make test` → `.env.test is missing`", "Run scripts/bootstrap.sh first")
    assert verdict(bootstrap_session("bash scripts/bootstrap.sh"), tmp_path, e) == "write"
    for undo in ("rm scripts/bootstrap.sh", "git rm -q scripts/bootstrap.sh"):
        assert verdict(bootstrap_session(undo), tmp_path, e) == f"review: {UNVERIFIED}", undo


def test_a_fix_that_is_a_deletion_is_shown_by_the_rm(tmp_path):
    e = gotcha("`make test` → `.env.test is missing`", "Delete `tmp/cache/bootsnap` and re-run")
    assert verdict(bootstrap_session("rm -rf tmp/cache/bootsnap"), tmp_path, e) == "write"


def dates_session(comes_back: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "pytest -q tests/test_dates.py"}, "Exit code 1\nNameError: name 'timezone' is not "
           "defined", is_error=True)
    b.tool("Bash", {"command": "git stash list"}, "")
    b.tool("Edit", {"file_path": "/home/dev/proj/src/dates.py", "old_string": "import datetime",
                    "new_string": "from datetime import datetime, timezone"}, "The file has been updated.")
    b.tool("Bash", {"command": "pytest -q tests/test_dates.py"}, "3 passed in 0.02s")
    if comes_back:
        b.tool("Bash", {"command": "pytest -q tests/test_dates.py"}, "Exit code 1\nNameError: name 'timezone' is not "
               "defined", is_error=True)
    return b


def test_a_citation_of_only_the_edit_and_the_passing_run_is_judged_after_the_failure_before_it(tmp_path):
    """Quoting the edit and the passing run, not the error: the failure is the latest failing call before
    the first cited piece; the fix is verified unless that failure comes back."""
    wa = "Import `timezone` from datetime in src/dates.py"
    for said in ("The edit added `from datetime import datetime, timezone`; the next run printed `3 passed in 0.02s`",
                 "The edit added `from datetime import datetime, timezone` and the tests printed `3 passed in 0.02s`"):
        assert verdict(dates_session(comes_back=False), tmp_path, gotcha(said, wa)) == "write", said
        assert verdict(dates_session(comes_back=True), tmp_path, gotcha(said, wa)) == f"review: {RECURRED}", said


# --- 10. a citation that says the fix worked --------------------------------------------------------------

def cache_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npm install"}, "Exit code 1\nnpm ERR! ERESOLVE unable to resolve dependency tree",
           is_error=True)
    b.tool("Bash", {"command": "npm cache clean --force"}, "")
    b.tool("Bash", {"command": "npm install"}, "Exit code 1\nnpm ERR! ERESOLVE unable to resolve dependency tree",
           is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/site/package.json", "old_string": "\"vite\": \"^6\"",
                    "new_string": "\"vite\": \"5.4.11\""}, "ok")
    b.tool("Bash", {"command": "npm install"}, "added 412 packages in 9s")
    return b


def test_a_citation_saying_the_fix_worked_needs_the_fix_shown(tmp_path):
    """"After `npm cache clean --force` the install went through": every piece is in the session, but the
    cache clean did not make it go through (the failure came back after it; the pin did). A citation that
    ends saying the trouble went away is refused when the session shows no fix making it go away; one that
    says only what happened waits for a person, and the fix that worked is written."""
    credited = "After running `npm cache clean --force`, `npm install` went through"   # the next install failed
    assert verdict(cache_session(), tmp_path, gotcha(credited, "Run `npm cache clean --force`")) == REFUSED
    credited = "`npm cache clean --force` ran and the install went through"
    assert verdict(cache_session(), tmp_path, gotcha(credited, "Run `npm cache clean --force`")) == \
        f"refused: {WORKED_NOT_SHOWN}"
    told = "`npm install` failed with `ERESOLVE unable to resolve dependency tree`; `npm cache clean --force` ran"
    assert verdict(cache_session(), tmp_path, gotcha(told, "Run `npm cache clean --force`")).startswith("review: ")
    pinned = "`npm install` failed with `ERESOLVE`; after pinning `\"vite\": \"5.4.11\"` it went through"
    assert verdict(cache_session(), tmp_path, gotcha(pinned, "Pin `\"vite\": \"5.4.11\"` in package.json")) \
        == "write"


def compose_session(edited: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "docker compose up -d"}, "Exit code 1\nBind for 0.0.0.0:5432 failed: port is already "
           "allocated", is_error=True)
    b.reply('You could map it to `"5433:5432"` in compose.yaml.')
    if edited:
        b.tool("Edit", {"file_path": "/home/dev/shop/compose.yaml", "old_string": '"5432:5432"',
                        "new_string": '"5433:5432"'}, "ok")
    return b


def test_what_the_prose_says_was_put_in_a_file_is_in_a_call(tmp_path):
    """"Changed compose.yaml to `x`", "added `x`": a call (an edit, a command) holds x, not only the
    assistant's reply offering it; "`go get y` added `x`" is what that command printed."""
    said = 'Changed compose.yaml to `"5433:5432"` after `port is already allocated`'
    assert verdict(compose_session(edited=True), tmp_path, fact(said)) == "write"
    assert verdict(compose_session(edited=False), tmp_path, fact(said)) == REFUSED
    offered = 'After `port is already allocated` the assistant offered `"5433:5432"`'
    assert verdict(compose_session(edited=False), tmp_path, fact(offered)) == "write"


def gosum_session(tidy_after: bool) -> Builder:
    b = Builder()
    if not tidy_after:
        b.tool("Bash", {"command": "go mod tidy"}, "go: finding module for package github.com/spf13/pflag")
    b.tool("Bash", {"command": "go build ./..."}, "Exit code 1\ncmd/root.go:6:2: missing go.sum entry for module "
           "providing package github.com/spf13/cobra", is_error=True)
    if tidy_after:
        b.tool("Bash", {"command": "go mod tidy"}, "go: downloading github.com/spf13/cobra v1.8.1")
    else:
        b.tool("Bash", {"command": "go get example.com/cli/cmd"}, "go: added github.com/spf13/cobra v1.8.1")
    b.tool("Bash", {"command": "go build ./..."}, "")
    return b


def test_a_workaround_written_as_a_command_without_quotes_is_the_fix_to_find(tmp_path):
    """"Run go mod tidy." names a command as surely as "`go mod tidy`": shown when it ran after the failure
    and the build passed, not when it ran before the failure and something else fixed it."""
    e = gotcha("`go build ./...` failed with `missing go.sum entry`", "Run go mod tidy.")
    assert verdict(gosum_session(tidy_after=True), tmp_path, e) == "write"
    assert verdict(gosum_session(tidy_after=False), tmp_path, e) == f"review: {UNVERIFIED}"


def ssh_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "ssh deploy@web1 uptime"}, "Exit code 255\nWARNING: UNPROTECTED PRIVATE KEY FILE!",
           is_error=True)
    b.tool("Bash", {"command": "chmod 600 ~/.ssh/deploy_ed25519"}, "")
    b.tool("Bash", {"command": "ssh deploy@web1 uptime"}, " 10:02:11 up 41 days,  3:12,  0 users")
    return b


def test_in_a_terse_chain_only_the_first_command_is_tied_to_what_follows(tmp_path):
    """"`error` → `fix` → `output`": the arrow after the fix may lead to the re-run that printed the output,
    so only a chain's first command is tied to the quote after it."""
    terse = "`UNPROTECTED PRIVATE KEY FILE!` → `chmod 600 ~/.ssh/deploy_ed25519` → `up 41 days`"
    assert verdict(ssh_session(), tmp_path, gotcha(terse, "`chmod 600 ~/.ssh/deploy_ed25519`")) == "write"
    head = "`chmod 600 ~/.ssh/deploy_ed25519` → `up 41 days`"
    assert verdict(ssh_session(), tmp_path, fact(head)) == REFUSED


# --- order: "after X, `cmd` passed" ---------------------------------------------------------------------

def vite_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npm test"}, "Tests  31 passed (31)")
    b.tool("Bash", {"command": "npx tsc --noEmit"}, "Exit code 2\nsrc/api.ts(4,7): error TS2322: Type 'string | "
           "undefined' is not assignable to type 'string'.", is_error=True)
    b.tool("Edit", {"file_path": "src/api.ts", "old_string": "const base = env.API",
                    "new_string": 'const base = env.API ?? "/api"'}, "The file src/api.ts has been updated.")
    b.tool("Bash", {"command": "npx tsc --noEmit"}, "")
    return b


def test_a_call_said_to_come_after_another_must_come_after_it(tmp_path):
    """"After X, `cmd` passed", "`cmd` passed after X", "X, then `cmd` passed": the call the clause names is
    looked for only from the step by which X had appeared. `npm test` passed here, but before the edit:
    the order is the claim, and it is false (refused, in every form). The tsc run after the edit holds."""
    for wrong in ('After adding the `?? "/api"` default, `npm test` passed: `Tests  31 passed (31)`.',
                  '`npm test` passed after adding `?? "/api"`.',
                  '`npx tsc --noEmit` failed with `TS2322`, then `npm test` passed (`Tests  31 passed`).'):
        assert verdict(vite_session(), tmp_path, fact(wrong)) == REFUSED, wrong
    for right in ('After adding the `?? "/api"` default, `npx tsc --noEmit` passed.',
                  '`npm test` passed (`Tests  31 passed (31)`); after that `npx tsc --noEmit` failed with `TS2322`.',
                  '`npx tsc --noEmit` passed after adding `?? "/api"`.'):
        assert verdict(vite_session(), tmp_path, fact(right)) == "write", right


# --- what a sixth corpus, written apart, showed the rules did not read ----------------------------------

def crash_session() -> Builder:
    b = Builder()
    b.prompt("the api container keeps crashing on startup")
    b.tool("Bash", {"command": "docker compose logs api --tail 5"},
           "api-1  | psycopg.OperationalError: connection failed: Connection refused\napi-1 exited with code 1")
    b.tool("Bash", {"command": "sudo apt-get install -y libpq-dev"}, "The user doesn't want to proceed with this tool "
           "use. The tool use was rejected.", is_error=True)
    b.prompt("[Request interrupted by user for tool use]")
    b.prompt("don't sudo here. great, works now")
    b.tool("Edit", {"file_path": "/home/dev/proj/compose.yaml", "old_string": "image: postgres:16",
                    "new_string": "image: postgres:16\n    healthcheck:"}, "The file has been updated.")
    b.tool("Bash", {"command": "xcode-select -p"}, "/Library/Developer/CommandLineTools")
    b.tool("Bash", {"command": "terraform plan -refresh=false"}, "Exit code 1\nError: Invalid for_each argument",
           is_error=True)
    return b


def test_words_a_model_writes_around_what_it_quotes(tmp_path):
    """What is said of a thing that is no command (a container crashed) is not the outcome of the call that
    showed it; the person's words and the interrupt the slice shows are quotable; a tool's parameter names and
    "still" without a failure name nothing to find; "got past" / "timed out" are outcomes like "passed"."""
    for right in ("api-1 crashed with `psycopg.OperationalError: connection failed`.",
                  "The apt-get call was interrupted (`[Request interrupted by user for tool use]`).",
                  'the user wrote "great, works now" right after the run.',
                  "The Edit on compose.yaml set new_string to add `healthcheck:` after old_string `image: postgres:16`.",
                  "`xcode-select -p` still printed `/Library/Developer/CommandLineTools` although the tools were gone."):
        assert verdict(crash_session(), tmp_path, fact(right)) == "write", right
    for wrong in ("`docker compose logs api --tail 5` failed with `psycopg.OperationalError`.",
                  "`terraform plan -refresh=false` got past the for_each error.",
                  "`xcode-select -p` timed out.",
                  "`terraform plan -refresh=false` still failed with `Invalid for_each argument`."):
        assert verdict(crash_session(), tmp_path, fact(wrong)) == REFUSED, wrong


def flaky_session(rerun: str = "cargo test") -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "cargo test"}, "Exit code 101\ntest store::tests::compact ... FAILED", is_error=True)
    b.tool("Bash", {"command": rerun}, "test result: ok. 12 passed; 0 failed")
    return b


def test_a_check_passing_on_its_own_does_not_show_a_fix_that_names_nothing(tmp_path):
    """A flaky test passes when run again with nothing changed: that shows a fix only when the workaround is
    to wait or retry, or the run adds what the workaround names."""
    cited = "`cargo test` failed with `FAILED`"
    assert verdict(flaky_session(), tmp_path, gotcha(cited, "give each test its own temp dir")) == FOUND
    assert verdict(flaky_session(), tmp_path, gotcha(cited, "wait a moment and retry")) == "write"
    assert verdict(flaky_session("ulimit -n 4096 && cargo test"), tmp_path,
                   gotcha(cited, "Chain ulimit with the tests.")) == "write"


def test_a_passing_run_over_the_folder_holding_the_failing_file_shows_an_edit(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "python -m pytest -q tests/repo/test_accounts.py"}, "Exit code 1\nE   fixture 'tmp_db' "
           "not found", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/tests/conftest.py", "old_string": "def tmp_db(tmp_path):",
                    "new_string": "def tmp_db(tmp_path_factory):"}, "The file has been updated.")
    b.tool("Bash", {"command": "python -m pytest -q tests"}, "10 passed in 0.21s")
    cited = "`python -m pytest -q tests/repo/test_accounts.py` failed with `fixture 'tmp_db' not found`"
    assert verdict(b, tmp_path, gotcha(cited, "use `tmp_path_factory` in the module-scoped fixture")) == "write"


def test_a_file_the_fix_command_works_on_is_not_a_file_whose_edit_shows_it(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "python -m pytest -q tests/repo/test_a.py"}, "Exit code 1\nE   fixture 'db' not found",
           is_error=True)
    b.tool("Bash", {"command": "git mv tests/unit/conftest.py tests/conftest.py"}, "")
    b.tool("Bash", {"command": "python -m pytest -q tests/repo/test_a.py"}, "Exit code 1\nScopeMismatch: tmp_path",
           is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/tests/conftest.py", "old_string": "tmp_path",
                    "new_string": "tmp_path_factory"}, "The file has been updated.")
    b.tool("Bash", {"command": "python -m pytest -q tests/repo/test_a.py"}, "2 passed")
    # (since the sixteenth round the run after the move, failing on another error, is no recurrence; what refuses
    # the citation is its false "the next pytest run passed", said of that run)
    cited = "Moving conftest.py with `git mv tests/unit/conftest.py tests/conftest.py` was enough: the next " \
            "pytest run passed."
    assert verdict(b, tmp_path, gotcha(cited, "git mv tests/unit/conftest.py tests/conftest.py")) == REFUSED


def test_the_person_saying_it_works_and_something_else_fails_is_no_recurrence(tmp_path):
    def session(said: str) -> Builder:
        b = Builder()
        b.tool("Bash", {"command": "actionlint ci.yml"}, "Exit code 1\nci.yml:12:9: unexpected key \"python-version\"",
               is_error=True)
        b.tool("Edit", {"file_path": "/home/dev/proj/ci.yml", "old_string": "strategy:",
                        "new_string": "strategy:\n  matrix:"}, "The file has been updated.")
        b.tool("Bash", {"command": "actionlint ci.yml"}, "")
        b.prompt(said)
        return b
    cited = "`actionlint ci.yml` failed with `unexpected key \"python-version\"`"
    fix = "nest it under `matrix:`"
    assert verdict(session("the workflow runs now but the 3.13 job still fails on windows"), tmp_path,
                   gotcha(cited, fix)) == "write"
    assert verdict(session("it still fails on github"), tmp_path, gotcha(cited, fix)) == f"review: {RECURRED}"


def rails_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "bundle exec rspec spec/models"}, "Exit code 1\nMigrations are pending. "
           "(ActiveRecord::PendingMigrationError)", is_error=True)
    b.tool("Bash", {"command": "bin/rails db:migrate"}, "== CreateAppointments: migrated")
    b.tool("Bash", {"command": "bundle exec rspec spec/models"}, "Exit code 1\nMigrations are pending. "
           "(ActiveRecord::PendingMigrationError)", is_error=True)
    b.tool("Bash", {"command": "bin/rails db:migrate RAILS_ENV=test"}, "== CreateAppointments: migrated")
    b.tool("Bash", {"command": "bundle exec rspec spec/models"}, "18 examples, 0 failures")
    return b


def test_a_fix_said_to_work_at_once_must_not_have_failed_first(tmp_path):
    """"The specs passed right after", "the next run passed", "was enough": the fix shown, but the failure came
    back after its first run (or a run of it failed) before it held: refused for what it says, not for the fix."""
    at_once = "`bin/rails db:migrate` applied `CreateAppointments`, and the specs passed right after."
    assert verdict(rails_session(), tmp_path, gotcha(at_once, "bin/rails db:migrate")) == f"refused: {NOT_AT_ONCE}"
    in_the_end = "`bin/rails db:migrate` applied `CreateAppointments`; with `RAILS_ENV=test` the specs passed."
    assert verdict(rails_session(), tmp_path, gotcha(in_the_end, "bin/rails db:migrate")) == "write"


def test_a_count_of_runs_is_a_count_of_calls(tmp_path):
    """"Raised X three times", "the first two runs both hit X": at least that many calls hold it."""
    assert verdict(rails_session(), tmp_path, fact(
        "`bundle exec rspec spec/models` raised `PendingMigrationError` twice.")) == "write"
    assert verdict(rails_session(), tmp_path, fact(
        "`bundle exec rspec spec/models` raised `PendingMigrationError` three times.")) == REFUSED
    assert verdict(rails_session(), tmp_path, fact(
        "The first two runs of `bin/rails db:migrate` both hit `PendingMigrationError`.")) == REFUSED


def test_what_a_later_arrow_leads_to_came_of_the_step_at_or_after_it(tmp_path):
    """`cmd` → `error`; `fix` → `result`: the result may be the re-run's, after the fix; never before it."""
    b = Builder()
    b.tool("Bash", {"command": "redis-cli ping"}, "Exit code 1\nCould not connect to Redis at 127.0.0.1:6379: "
           "Connection refused", is_error=True)
    b.tool("Bash", {"command": "sudo systemctl start redis-server"}, "")
    b.tool("Bash", {"command": "redis-cli ping"}, "PONG")
    assert verdict(b, tmp_path, fact("`redis-cli ping` → `Connection refused`; `sudo systemctl start redis-server` "
                                     "→ `PONG`")) == "write"
    assert verdict(b, tmp_path, fact("`sudo systemctl start redis-server` → `Connection refused`")) == REFUSED
    assert verdict(b, tmp_path, fact("`redis-cli ping` → `PONG`; `sudo systemctl start redis-server` → "
                                     "`Connection refused`")) == REFUSED


def test_code_an_edit_wrote_is_not_the_call_a_citation_says_it_gave_an_error(tmp_path):
    b = Builder()
    b.tool("Edit", {"file_path": "/home/dev/proj/src/client.ts", "old_string": "const base = 'x';",
                    "new_string": "const base = import.meta.env.API_BASE_URL;"}, "The file has been updated.")
    b.tool("Bash", {"command": "npx vitest run src/api"}, "Exit code 1\nTypeError: Failed to parse URL from "
           "undefined/products", is_error=True)
    said = "`const base = import.meta.env.API_BASE_URL;` gave `TypeError: Failed to parse URL from undefined/products`"
    assert verdict(b, tmp_path, fact(said)) == "write"


@pytest.mark.parametrize("ran,workaround", [
    ("aws sso login --profile dev", "`aws sso login --profile $AWS_PROFILE`, then retry"),
    ("uv add --dev types-requests", "`uv add --dev types-<package>`, then rerun"),
    ("deno run --allow-net=api.github.com main.ts", "`deno run --allow-net=<host> main.ts`"),
    ("chmod 600 /home/dev/.ssh/deploy_ed25519", "`chmod 600 <키 파일>` 후 다시 접속"),
    (".venv/bin/pip install --no-cache-dir -r req.lock", "`pip install --no-cache-dir -r <lock>`"),
    ("poetry lock --no-update", "`cd backend && poetry lock --no-update`, then install"),
    ("sudo cp ~/Downloads/root-ca.crt /usr/local/share/ca-certificates/",
     "`sudo cp root-ca.crt /usr/local/share/ca-certificates/`"),
    (r".venv\Scripts\python.exe -m pytest tests\test_api.py", r"Run it with .venv\Scripts\python.exe -m pytest"),
])
def test_the_fix_as_the_workaround_writes_it_for_any_name_is_the_call_that_ran_it(tmp_path, ran, workaround):
    """A placeholder (`<host>`, `$AWS_PROFILE`, `<키 파일>`, one cut off after `types-`), the bare program run by a
    path, a `cd` into where the session already was, a file named bare, a Windows path: the call ran the fix."""
    b = Builder()
    b.tool("Bash", {"command": "make check"}, "Exit code 2\nerror: it broke", is_error=True)
    b.tool("Bash", {"command": ran}, "done")
    assert verdict(b, tmp_path, gotcha("`make check` failed with `error: it broke`", workaround)) == "write"


def credo_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "mix credo --strict"}, "Exit code 2\n[D] Nested modules could be aliased at the top",
           is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/lib/registry.ex", "old_string": "defp check_pane_present(pane_id) do",
                    "new_string": "alias Spotter.Services.Tmux\n  defp check_pane_present(pane_id) do"}, "Updated.")
    b.tool("Bash", {"command": "mix credo --strict"}, "Exit code 2\n[D] Nested modules could be aliased at the top",
           is_error=True)
    b.tool("Bash", {"command": "mix credo --strict"}, "Exit code 6\n[R] Prefer using an implicit try", is_error=True)
    b.reply("I could commit with --no-verify to skip the hook.")
    b.prompt("[Request interrupted by user for tool use]")
    return b


def test_which_call_a_citation_means_by_first_and_next(tmp_path):
    """"The first `cmd`" is that command's first call; "after X, the next `cmd` run printed Y" is the first call
    of it after X, not any later one; a flag the commit "was made with" is in a call, not a reply offering it;
    "`Read` of `path`" is that tool's call on that path; `name/1` is the function named in code."""
    assert verdict(credo_session(), tmp_path, fact("The first `mix credo --strict` ended with `Exit code 2`.")) == "write"
    assert verdict(credo_session(), tmp_path, fact("The first `mix credo --strict` ended with `Exit code 6`.")) == REFUSED
    assert verdict(credo_session(), tmp_path, fact(
        "After adding `alias Spotter.Services.Tmux`, the next `mix credo --strict` run printed `Exit code 2`.")) == "write"
    assert verdict(credo_session(), tmp_path, fact(
        "After adding `alias Spotter.Services.Tmux`, the next `mix credo --strict` run printed `Exit code 6`.")) == REFUSED
    assert verdict(credo_session(), tmp_path, fact("The commit was made with `--no-verify`.")) == REFUSED
    assert verdict(credo_session(), tmp_path, fact("I rewrote check_pane_present/1 and re-ran mix credo.")) == "write"
    assert verdict(credo_session(), tmp_path, fact(
        "The call was interrupted (`[Request interrupted by user for tool use]`); no mkdir ran.")) == "write"


def test_a_fix_command_run_before_the_check_passed_again_shows_a_fix_written_in_prose(tmp_path):
    """"Declare it first: yarn add <package>." and `yarn add lodash` ran before `yarn test` passed again; a
    prose verb (`fast-forwarded`) names nothing; `CGO_ENABLED=0 go build -o bin/<name>` is run as written."""
    b = Builder()
    b.tool("Bash", {"command": "yarn test"}, "Exit code 1\nError: tried to access lodash, but it isn't declared",
           is_error=True)
    b.tool("Bash", {"command": "yarn add lodash"}, "➤ YN0000: Done")
    b.tool("Bash", {"command": "yarn test"}, "Tests: 4 passed, 4 total")
    b.tool("Bash", {"command": "CGO_ENABLED=0 go build -o bin/server ./cmd/server"}, "")
    cited = "`yarn test` failed with `tried to access lodash` and the suite fast-forwarded to green"
    assert verdict(b, tmp_path, gotcha(cited, "Declare it before importing it: yarn add <package>.")) == "write"
    assert verdict(b, tmp_path, gotcha("`yarn test` failed with `tried to access lodash`",
                                       "Build with `CGO_ENABLED=0 go build -o bin/<name> ./cmd/<name>`")) == "write"


def test_a_tool_of_a_path_is_that_tools_call_on_that_path(tmp_path):
    """"`Read` of `path` returned `E`": E is what that tool printed for that path, not another Read's error
    (one parallel Read failing makes its siblings print another error)."""
    b = Builder()
    b.tool("Read", {"file_path": "/work/lib/live.heex"}, "File does not exist.", is_error=True)
    b.tool("Read", {"file_path": "/work/assets/js/app.js"}, "<tool_use_error>Sibling tool call errored</tool_use_error>",
           is_error=True)
    assert verdict(b, tmp_path, fact("`Read` of `lib/live.heex` returned `File does not exist.`")) == "write"
    assert verdict(b, tmp_path, fact("`Read` of `assets/js/app.js` returned `File does not exist.`")) == REFUSED
    assert verdict(b, tmp_path, fact("`Read` of `assets/js/app.js` returned `Sibling tool call errored`")) == "write"


def test_the_nth_edit_is_that_call_and_a_count_of_tool_calls_is_a_count(tmp_path):
    """"After the second edit, `cmd` failed with E" needs E from a run after the second editing call; "a third
    edit" that never happened, or "all 12 Reads" where three ran, is not in the session."""
    b = Builder()
    b.tool("Bash", {"command": "pytest -q"}, "Exit code 1\nNameError: name 'iso' is not defined", is_error=True)
    b.tool("Edit", {"file_path": "/w/dates.py", "old_string": "d.year", "new_string": "iso = d.isocalendar()"},
           "The file /w/dates.py has been updated successfully.")
    b.tool("Bash", {"command": "pytest -q"}, "Exit code 1\nAssertionError: assert (2024, 1) == (2025, 1)", is_error=True)
    b.tool("Edit", {"file_path": "/w/dates.py", "old_string": "d.year", "new_string": "iso[0]"},
           "The file /w/dates.py has been updated successfully.")
    b.tool("Bash", {"command": "pytest -q"}, "5 passed in 0.02s")
    for n in range(3):
        b.tool("Read", {"file_path": f"/w/m{n}.py"}, "<tool_use_error>Sibling tool call errored</tool_use_error>",
               is_error=True)
    assert verdict(b, tmp_path, fact("After the first edit, `pytest -q` failed with `AssertionError: assert (2024, 1)`.")) \
        == "write"
    assert verdict(b, tmp_path, fact("After the second edit, `pytest -q` failed with `AssertionError: assert (2024, 1)`.")) \
        == REFUSED
    assert verdict(b, tmp_path, fact("After the first edit: `AssertionError: assert (2024, 1) == (2025, 1)`.")) == "write"
    assert verdict(b, tmp_path, fact("`pytest -q` printed `5 passed` only after a third edit.")) == REFUSED
    assert verdict(b, tmp_path, fact("`pytest -q` printed `5 passed` after the second edit.")) == "write"
    assert verdict(b, tmp_path, fact("All 3 sibling Reads failed with `Sibling tool call errored`.")) == "write"
    assert verdict(b, tmp_path, fact("All 12 sibling Reads failed with `Sibling tool call errored`.")) == REFUSED


def test_after_running_a_command_or_right_after_is_the_next_call(tmp_path):
    """"After `npm cache clean --force`, `npm install` printed X" is the install run next after that command, not
    one after a later edit; "Y right after X" likewise. After a piece that is no command (an edit's text), a
    later run holding it is enough: where a model's quote first appears is not where the edit was made."""
    added = "`added 412 packages`"
    assert verdict(cache_session(), tmp_path, fact(f"After `npm cache clean --force`, `npm install` printed {added}.")) \
        == REFUSED
    assert verdict(cache_session(), tmp_path, fact(f"`npm install` printed {added} right after `npm cache clean --force`."
                                                   )) == REFUSED
    assert verdict(cache_session(), tmp_path, fact(f"After pinning `\"vite\": \"5.4.11\"`, `npm install` printed {added}.")) \
        == "write"
    assert verdict(cache_session(), tmp_path, fact("After `npm cache clean --force`, `npm install` failed with "
                                                   "`ERESOLVE unable to resolve dependency tree`.")) == "write"


def test_a_name_said_absent_from_what_a_call_listed_and_a_word_changed_in_a_near_quote(tmp_path):
    """"`tasklist …` listed no esbuild.exe process" is refused when that call listed esbuild.exe; a long quote
    with one word changed (`'Child'` for `'ChildProcess'`) is not near the line it changes, even when the
    changed word's prefix comes a few words later."""
    b = Builder()
    b.tool("Bash", {"command": 'tasklist /FI "IMAGENAME eq esbuild.exe"'},
           "Image Name   PID\n============ =====\nesbuild.exe  14872")
    b.tool("Bash", {"command": 'tasklist /FI "IMAGENAME eq node.exe"'}, "INFO: No tasks are running.")
    b.tool("Bash", {"command": "zig build"}, "Exit code 1\nsrc/main.zig:12:25: error: root struct of file 'std' has no "
           "member named 'ChildProcess'\n    var child = std.ChildProcess.init(argv, alloc);", is_error=True)
    assert verdict(b, tmp_path, fact('`tasklist /FI "IMAGENAME eq esbuild.exe"` listed no esbuild.exe process.')) \
        == REFUSED
    assert verdict(b, tmp_path, fact('`tasklist /FI "IMAGENAME eq node.exe"` listed no node.exe process.')) == "write"
    assert verdict(b, tmp_path, fact("`src/main.zig:12:25: error: root struct of file 'std' has no member named "
                                     "'Child'`")) == REFUSED
    assert verdict(b, tmp_path, fact("`error: root struct of file 'std' has no member named 'ChildProcess'`")) == "write"


def test_a_command_after_a_comma_is_another_call_and_a_korean_second_is_no_count_of_two(tmp_path):
    """"`bun install` → `Saved lockfile`, `git status --short` → ` M bun.lockb`": the second command is no output
    of the first; `python = ">=3.10"` is a setting, not a command run; "두 번째" (the second) is a repeat, not
    "두 번" (twice)."""
    b = Builder()
    b.tool("Bash", {"command": "bun install --frozen-lockfile"}, "Exit code 1\nerror: lockfile had changes, but "
           "lockfile is frozen", is_error=True)
    b.tool("Bash", {"command": "bun install"}, "Saved lockfile")
    b.tool("Bash", {"command": "git status --short"}, " M bun.lockb")
    b.tool("Bash", {"command": "terraform plan -out=tfplan"}, "Exit code 1\nError: Inconsistent dependency lock file\n"
           "run: terraform init -upgrade", is_error=True)
    b.tool("Bash", {"command": "terraform init -upgrade"}, "Terraform has been successfully initialized!")
    b.tool("Bash", {"command": "terraform plan -out=tfplan"}, "Plan: 3 to add, 0 to change, 0 to destroy.")
    assert verdict(b, tmp_path, fact("plain `bun install` → `Saved lockfile`, `git status --short` → ` M bun.lockb`")) \
        == "write"
    assert verdict(b, tmp_path, fact("`terraform init -upgrade` 후 두 번째 `terraform plan -out=tfplan`이 "
                                     "`Plan: 3 to add`로 성공했다.")) == "write"
    assert verdict(b, tmp_path, fact("`terraform init -upgrade` 후 두 번 `terraform plan -out=tfplan`이 "
                                     "`Plan: 3 to add`로 성공했다.")) == REFUSED


def test_a_placeholder_in_the_workaround_is_one_word_of_its_command_and_another_variable_is_beside_it(tmp_path):
    """`kubectl -n <namespace> rollout restart deployment/<name>` was run as `kubectl -n billing … deployment/billing-api`;
    `PGHOST=localhost psql -U <user>` as `PGHOST=localhost PGPASSWORD=… psql -U ledger`: both show the fix."""
    b = Builder()
    b.tool("Bash", {"command": "kubectl rollout restart deployment/billing-api"},
           'Exit code 1\nError from server (NotFound): deployments.apps "billing-api" not found', is_error=True)
    b.tool("Bash", {"command": "kubectl -n billing rollout restart deployment/billing-api"},
           "deployment.apps/billing-api restarted")
    cited = "`kubectl rollout restart deployment/billing-api` → `deployments.apps \"billing-api\" not found`"
    assert verdict(b, tmp_path, gotcha(cited, "Pass the namespace: `kubectl -n <namespace> rollout restart "
                                              "deployment/<name>`")) == "write"
    b = Builder()
    b.tool("Bash", {"command": "psql -U ledger -d ledger -c 'select 1'"}, "Exit code 2\npsql: error: connection to "
           'server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory', is_error=True)
    b.tool("Bash", {"command": "PGHOST=localhost PGPASSWORD=ledger psql -U ledger -d ledger -c 'select 1'"}, "1")
    cited = "`psql -U ledger -d ledger -c 'select 1'` failed with `No such file or directory`"
    assert verdict(b, tmp_path, gotcha(cited, "Point libpq at TCP: `PGHOST=localhost psql -U <user> -d <db>`")) \
        == "write"


def test_what_made_a_command_pass_is_the_call_right_before_it_and_counts_in_other_languages(tmp_path):
    """"Rewriting it to `X` made `zig build` pass" needs the build right after X to pass; "`swift build` falló dos
    veces" needs two failed builds; a program the vocabulary lacks reads as one by its subcommand (`zig build`)."""
    b = Builder()
    b.tool("Bash", {"command": "zig build"}, "Exit code 1\nerror: no member named 'ChildProcess'", is_error=True)
    b.tool("Edit", {"file_path": "/w/src/main.zig", "old_string": "a", "new_string": "if (term != .Exited) {"}, "ok")
    b.tool("Bash", {"command": "zig build"}, "Exit code 1\nerror: no field named 'Exited'", is_error=True)
    b.tool("Edit", {"file_path": "/w/src/main.zig", "old_string": "b", "new_string": "switch (term) {"}, "ok")
    b.tool("Bash", {"command": "zig build"}, "")
    assert verdict(b, tmp_path, fact("Rewriting it to `if (term != .Exited) {` made `zig build` pass.")) == REFUSED
    assert verdict(b, tmp_path, fact("Rewriting it to `switch (term) {` made `zig build` pass.")) == "write"
    assert verdict(b, tmp_path, fact("`zig build` falló dos veces con `error: no`.")) == "write"
    assert verdict(b, tmp_path, fact("`zig build` falló tres veces con `error: no`.")) == REFUSED


def test_what_a_citation_says_came_before_a_call_came_before_the_first_call_doing_it(tmp_path):
    """"`bun test` passed before `bun install` regenerated the lockfile": refused when the only passing test run
    came after the install; a failure "before `bun install` ran" whose output already hints at it is still before."""
    b = Builder()
    b.tool("Bash", {"command": "bun install --frozen-lockfile"}, "Exit code 1\nerror: lockfile had changes, but "
           "lockfile is frozen\nnote: try `bun install`", is_error=True)
    b.tool("Bash", {"command": "bun install"}, "Saved lockfile")
    b.tool("Bash", {"command": "bun test"}, "2 pass\n0 fail")
    assert verdict(b, tmp_path, fact("`bun test` passed (`2 pass`) before `bun install` regenerated the lockfile.")) \
        == REFUSED
    assert verdict(b, tmp_path, fact("`bun test` passed (`2 pass`) after `bun install` regenerated the lockfile.")) \
        == "write"
    assert verdict(b, tmp_path, fact("`bun install --frozen-lockfile` failed with `lockfile is frozen` before "
                                     "`bun install` ran.")) == "write"


def test_failed_once_is_one_failing_call_not_two_and_once_x_is_still_after_x(tmp_path):
    """"The migration failed once with `E`" where it failed with E twice is not in the session; "Once `X`
    appeared, …" still reads as "after X"."""
    b = Builder()
    for _ in range(2):
        b.tool("Bash", {"command": "mix ecto.migrate"}, "Exit code 1\nKey (email)=(a@b.c) is duplicated.", is_error=True)
    b.tool("Bash", {"command": "psql -c 'delete from users where id = 9'"}, "DELETE 1")
    b.tool("Bash", {"command": "mix ecto.migrate"}, "[info] == Migrated 20260101 in 0.0s")
    assert verdict(b, tmp_path, fact("`mix ecto.migrate` failed once with `Key (email)=(a@b.c) is duplicated.`")) \
        == REFUSED
    assert verdict(b, tmp_path, fact("`mix ecto.migrate` failed twice with `Key (email)=(a@b.c) is duplicated.`")) \
        == "write"
    assert verdict(b, tmp_path, fact("Once `DELETE 1` appeared, `mix ecto.migrate` printed `Migrated 20260101`.")) \
        == "write"


def test_a_placeholder_inside_a_quoted_argument_of_the_workaround_still_matches_its_pieces(tmp_path):
    """`bash -c 'source <script>; <function>'` was run as `bash -c 'source lib/t.sh; gen_id'`: the placeholders sit
    inside one quoted argument, so the workaround's pieces around them show the fix."""
    b = Builder()
    b.tool("Bash", {"command": "source lib/t.sh && gen_id"}, "Exit code 126\n(eval):1: permission denied: lib/t.sh",
           is_error=True)
    b.tool("Bash", {"command": "bash -c 'source lib/t.sh; gen_id'"}, "00-4bf92f3577b34da6a3ce929d0e0e4736-01")
    assert verdict(b, tmp_path, gotcha("`(eval):1: permission denied:`",
                                       "Use `bash -c 'source <script>; <function>'`")) == "write"


def rsync_session(back: bool = False) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "rsync -az dist/ deploy@web1:/var/www/site/"}, "Exit code 23\nrsync: [receiver] mkdir "
           "\"/var/www/site/assets\" failed: Permission denied (13)", is_error=True)
    b.tool("Bash", {"command": "ssh deploy@web1 ls -ld /var/www/site"}, "drwxr-xr-x 3 root root 4096 Nov 21 /var/www/site")
    b.tool("Bash", {"command": "ssh deploy@web1 sudo chown -R deploy:www-data /var/www/site"}, "")
    if back:
        b.tool("Bash", {"command": "rsync -az dist/ deploy@web1:/var/www/site/"}, "Exit code 23\nrsync: [receiver] "
               "mkdir \"/var/www/site/assets\" failed: Permission denied (13)", is_error=True)
    else:
        b.tool("Bash", {"command": "rsync -az dist/ deploy@web1:/var/www/site/"}, "sent 1,204 bytes")
    return b


def test_a_workaround_in_prose_is_the_fix_the_evidence_quotes_when_it_names_its_program(tmp_path):
    """"chown the web root to the deploy user, then rsync" gives no command; the evidence quotes the one that
    ran (`sudo chown -R …`), and the workaround says its program: that call is the fix to find. A quoted command
    whose program the workaround does not say (`setfacl …`) is no fix, and a told fix after which the failure came back is not
    shown."""
    said = "rsync failed (`Permission denied (13)`); after `sudo chown -R deploy:www-data /var/www/site` the re-run passed"
    prose = "chown the web root to the deploy user once, then rsync"
    assert verdict(rsync_session(), tmp_path, gotcha(said, prose)) == "write"
    from core.evidence.workaround import told_fix
    assert told_fix(prose, said) == ["sudo chown -R deploy:www-data /var/www/site"]
    assert told_fix("setfacl the web root for the deploy user, then rsync", said) == []
    assert verdict(rsync_session(back=True), tmp_path, gotcha(
        "rsync failed (`Permission denied (13)`) after `sudo chown -R deploy:www-data /var/www/site`", prose)) \
        in (f"review: {RECURRED}", FOUND)


def test_a_program_the_vocabulary_does_not_know_is_read_from_a_prose_workaround_by_its_flags(tmp_path):
    """"aws sso login --profile <profile>" written without quotes is a command all the same (a lower-case word
    with flags), so the `fix_step` citing that call is where the fix was shown; "rerun tsc --noEmit" is no
    program `rerun`."""
    b = Builder()
    b.tool("Bash", {"command": "aws s3 ls s3://acme/daily/ --profile reports"}, "Exit code 255\nAn error occurred "
           "(ExpiredToken) when calling the ListObjectsV2 operation: The provided token has expired.", is_error=True)
    b.tool("Bash", {"command": "aws sso login --profile reports"}, "Successfully logged into Start URL")
    b.tool("Bash", {"command": "aws s3 ls s3://acme/daily/ --profile reports"}, "2026-11-22 orders.csv")
    ids = step_ids(b, tmp_path)
    said = "`The provided token has expired.` → `aws sso login --profile reports` → the same ls listed `orders.csv`"
    assert verdict(b, tmp_path, gotcha(said, "aws sso login --profile <profile>", fix_step=ids[1])) == "write"
    from core.evidence.workaround import workaround_parts
    assert workaround_parts("rerun tsc --noEmit after the edit")[0] == ["tsc --noEmit"]


def test_a_cited_fix_step_between_the_failure_and_the_passing_check_is_where_the_fix_was_shown(tmp_path):
    """"Indent recipe lines with a tab" names nothing a call runs; the Edit the model cites as `fix_step`, after
    which `make` passed, is the fix: written, not held for being cited elsewhere than the pass."""
    b = Builder()
    b.tool("Bash", {"command": "make"}, "Exit code 2\nMakefile:14: *** missing separator.  Stop.", is_error=True)
    b.tool("Bash", {"command": "cat -A Makefile | sed -n 14p"}, "    cc -o build/app main.c$")
    b.tool("Edit", {"file_path": "/home/dev/proj/Makefile", "old_string": "    cc", "new_string": "\tcc"}, "ok")
    b.tool("Bash", {"command": "make"}, "cc -o build/app main.c")
    ids = step_ids(b, tmp_path)
    said = "make → `Makefile:14: *** missing separator.  Stop.`; after the edit to a tab, make compiled `cc -o build/app`"
    assert verdict(b, tmp_path, gotcha(said, "indent recipe lines with a tab", failure_step=ids[0],
                                       fix_step=ids[2])) == "write"


def pods_session(after: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "kubectl get pods -n staging"}, "NAME READY STATUS\napi-7d9f 0/1 "
           "CreateContainerConfigError")
    b.tool("Bash", {"command": "kubectl create secret generic api-env --from-env-file=.env.staging"},
           "secret/api-env created")
    b.tool("Bash", {"command": "kubectl rollout restart deploy/api -n staging"}, "deployment.apps/api restarted")
    b.tool("Bash", {"command": "kubectl get pods -n staging"}, f"NAME READY STATUS\napi-5c1e 0/1 {after}")
    return b


def test_a_failure_read_from_a_call_that_succeeded_is_back_when_the_same_program_shows_it_again(tmp_path):
    """`kubectl get pods` (exit 0) listing CreateContainerConfigError is the failure; the same listing after the
    restart is no passing re-run of it but the failure back, in both readings of the session."""
    said = "the pod sat in `CreateContainerConfigError`; the secret was created and `kubectl rollout restart " \
           "deploy/api -n staging` printed `deployment.apps/api restarted`"
    fix = "create the api-env secret and restart the deployment"
    for after, want in (("CreateContainerConfigError", False), ("1/1 Running", True)):
        b = pods_session(after)
        ids = step_ids(b, tmp_path)
        got = verdict(b, tmp_path, gotcha(said, fix, failure_step=ids[0], fix_step=ids[2]))
        assert (got == "write") == want, (after, got)


def test_the_failing_lines_last_check_run_again_after_the_fix_may_be_the_cited_fix_step(tmp_path):
    """`systemctl … && curl …/health` printed `database is locked`; after `fuser` (the fix the workaround
    names) `kill 31877 && curl …/health` printed ok: that line runs the failing line's check again, so a
    `fix_step` citing it is where the fix was shown."""
    b = Builder()
    b.tool("Bash", {"command": "systemctl --user restart notes-api && sleep 2 && curl -s localhost:8088/health"},
           '{"status":"error","db":"database is locked"}')
    b.tool("Bash", {"command": "fuser data/notes.db"}, "data/notes.db: 31877")
    b.tool("Bash", {"command": "kill 31877 && sleep 1 && curl -s localhost:8088/health"}, '{"status":"ok","db":"ok"}')
    ids = step_ids(b, tmp_path)
    said = "the health check said `database is locked`; `fuser data/notes.db` → `31877`; after `kill 31877` the " \
           "health check returned `{\"status\":\"ok\",\"db\":\"ok\"}`"
    assert verdict(b, tmp_path, gotcha(said, "fuser the db file, end the sqlite3 process", failure_step=ids[0],
                                       fix_step=ids[2])) == "write"


def build_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npm run build"}, "Exit code 1\n> Export encountered errors on following paths:\n"
           "/search/page: /search")
    b.tool("Bash", {"command": "rm -rf .next && npm run build"}, "Exit code 1\n> Export encountered errors on "
           "following paths:\n/search/page: /search")
    b.tool("Bash", {"command": "npm rebuild better-sqlite3"}, "rebuilt dependencies successfully")
    b.tool("Bash", {"command": "npm start"}, "Exit code 1\nError: NODE_MODULE_VERSION 127")
    b.tool("Bash", {"command": "docker compose ps"}, "NAME IMAGE STATUS")
    b.tool("Bash", {"command": "docker compose up -d db && docker compose ps"}, "NAME IMAGE STATUS\nbilling-db-1 "
           "postgres:16 Up 2 seconds")
    b.tool("Bash", {"command": "npx prisma migrate dev"}, "Exit code 1\nDrift detected: Your database schema is not "
           "in sync.\n[*] Changed the `Contact` table\n  [+] Added column `nickname`")
    return b


def test_again_is_a_command_that_ran_before_also_as_part_of_a_longer_line(tmp_path):
    """"rm -rf .next && npm run build → Exit code 1 again": `npm run build` had failed before."""
    b = build_session()
    assert verdict(b, tmp_path, fact("rm -rf .next && npm run build → Exit code 1 again")) == "write"


def test_a_clause_ends_at_yet_a_cjk_stop_and_a_comma_before_a_new_subject_and_its_verb(tmp_path):
    """"`npm rebuild x` said `rebuilt …`, npm start failed the same": the failure is npm start's, not the
    rebuild's; "yet", "。" end a clause as "but" and "." do; "…, all 5 tests failed" keeps its subject."""
    b = build_session()
    said = "npm rebuild better-sqlite3 said `rebuilt dependencies successfully`, npm start failed the same"
    assert verdict(b, tmp_path, fact(said)) == "write"
    assert verdict(b, tmp_path, fact("npm rebuild better-sqlite3 said `rebuilt dependencies successfully` "
                                     "yet npm start failed")) == "write"
    assert verdict(b, tmp_path, fact("`npm start` が `NODE_MODULE_VERSION 127` で失敗。better-sqlite3 を再ビルドした"
                                     )) == "write"
    from core.evidence.sequence import split_clauses
    assert len(split_clauses("Running pytest on a.py, all 5 tests failed")[0]) == 1


def test_list_numbers_acronyms_and_shares_are_not_names_to_find(tmp_path):
    """"1. … 2. …", "CI still fails", "12/12 tests" are prose; the names beside them are still looked for."""
    b = build_session()
    assert verdict(b, tmp_path, fact("1. npm run build → `Export encountered errors`\n2. npm start → "
                                     "`NODE_MODULE_VERSION 127`; CI still fails, 12/12 tests")) == "write"
    assert verdict(b, tmp_path, fact("1. npm run build → `Export encountered errors`\n2. yarn start → "
                                     "`NODE_MODULE_VERSION 127`")) == REFUSED


def test_an_edit_verb_inside_what_an_output_listed_is_its_words_not_an_edit(tmp_path):
    b = build_session()
    assert verdict(b, tmp_path, fact("The report listed Changed the `Contact` table and Added column `nickname`")) \
        == "write"
    assert verdict(b, tmp_path, fact("Drift detected:\n[*] Changed the `Contact` table")) == "write"


def test_a_windows_path_in_prose_keeps_its_backslash_n_and_json_evidence_is_its_values(tmp_path):
    from core.evidence.claims import parse
    parts = [p for c in parse(r"both C:\Program Files\nodejs\node.exe and node_modules\next\dist\server.js")
             .claims for p in c.parts]
    assert "c:/program files/nodejs/node.exe" in parts and "node_modules/next/dist/server.js" in parts
    b = build_session()
    assert verdict(b, tmp_path, fact('{"failed": "NODE_MODULE_VERSION 127", "after": "rebuilt dependencies '
                                     'successfully"}')) == "write"


def test_a_state_a_listing_is_said_to_show_is_looked_for_in_that_row(tmp_path):
    """"`docker compose ps` showed billing-db-1 running": its output must give that container that state."""
    b = build_session()
    assert verdict(b, tmp_path, fact("docker compose up -d db && docker compose ps showed billing-db-1 running")) \
        == "write"
    assert verdict(b, tmp_path, fact("docker compose ps showed billing-db-1 exited")) == REFUSED


def test_paraphrases_of_nothing_and_of_success_are_checked_on_the_call(tmp_path):
    """"showed no changes", "came back empty" say the call printed nothing; "got the build through", "brought
    Metro up" say it succeeded: each is checked against that call's own output and outcome."""
    b = Builder()
    b.tool("Bash", {"command": "git diff --stat src/gql"}, " src/gql/graphql.ts | 3 +++")
    b.tool("Bash", {"command": "git diff --stat docs"}, "")
    b.tool("Bash", {"command": "ulimit -n 65536 && npx expo start"}, "Exit code 1\nError: EMFILE: too many open files",
           is_error=True)
    assert verdict(b, tmp_path, fact("`git diff --stat src/gql` showed no changes")) == REFUSED
    assert verdict(b, tmp_path, fact("`git diff --stat docs` came back empty")) == "write"
    assert verdict(b, tmp_path, fact("`ulimit -n 65536 && npx expo start` brought Metro up")) == REFUSED
    assert verdict(b, tmp_path, fact("`ulimit -n 65536 && npx expo start` failed with `EMFILE`")) == "write"


def test_a_programs_log_line_is_output_and_a_tool_call_in_its_notation_is_a_command(tmp_path):
    """`npm error code ERESOLVE` after an arrow is what the call before it printed, not a command of the chain;
    `Bash(npm i -D @types/node) → Exit code 2` ties the exit code to that call."""
    b = Builder()
    b.tool("Bash", {"command": "npm i -D @vitest/coverage-v8"}, "Exit code 1\nnpm error code ERESOLVE", is_error=True)
    b.tool("Bash", {"command": "npx vitest run --coverage"}, "Exit code 1\nMISSING DEPENDENCY @vitest/coverage-v8",
           is_error=True)
    b.tool("Bash", {"command": "npm i -D @types/node"}, "found 0 vulnerabilities")
    b.tool("Bash", {"command": "npx tsc --noEmit"}, "Exit code 2\nerror TS2307", is_error=True)
    assert verdict(b, tmp_path, fact("`npx vitest run --coverage` → `npm error code ERESOLVE`")) == REFUSED
    assert verdict(b, tmp_path, fact("`npm i -D @vitest/coverage-v8` → `npm error code ERESOLVE`")) == "write"
    assert verdict(b, tmp_path, fact("Bash(npm i -D @types/node) → Exit code 2")) == REFUSED
    assert verdict(b, tmp_path, fact("Bash(npx tsc --noEmit) → Exit code 2")) == "write"


def test_a_command_written_in_prose_before_a_word_of_output_is_the_call_that_printed_it(tmp_path):
    """"tail -3 /tmp/api.log printed …" and "Get-Process node returned no processes": the prose command (a
    numeric flag, a PowerShell cmdlet) is the subject, so what it printed is checked on that call; "showed the
    API had crashed" says what the output told of a thing, not that the `tail` call failed."""
    b = Builder()
    b.tool("Bash", {"command": "tail -3 /tmp/api.log"}, "INFO listening on :8080")
    b.tool("Bash", {"command": "go run ./cmd/api"}, "Exit code 2\npanic: crash on startup", is_error=True)
    b.tool("PowerShell", {"command": "Get-Process node"}, "   8812 node\n   9140 node")
    assert verdict(b, tmp_path, fact("tail -3 /tmp/api.log printed `panic: crash on startup`")) == REFUSED
    assert verdict(b, tmp_path, fact("tail -3 /tmp/api.log printed `listening on :8080`")) == "write"
    assert verdict(b, tmp_path, fact("Get-Process node returned no processes")) == REFUSED
    assert verdict(b, tmp_path, fact("tail -3 /tmp/api.log showed the API had crashed")) == "write"
