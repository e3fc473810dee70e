"""The tracking rules, one failure class each (issue 17): signatures and
anchors from the words as written, error classes of the common non-Python
shapes, fix anchors in prose, program paths and placeholders, a session that
walked into the trap never counted as applied, "later" by the source
session's time, staleness only for what the project held, and lessons with
nothing to match called untracked. Each test failed on the code before."""
from __future__ import annotations

import datetime as dt
from pathlib import Path

from core.knowledge import files
from core.tracking import record
from core.lessons.model import from_model
from core.lessons.model import Entry, build
from core.tracking.profile import anchors_for, signature_for
from core.tracking.signature import same_symptom, signature_of
from core.tracking.usage import SessionFacts, judge
from core.store import db
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn


def lesson(evidence: str, workaround: str, *, symptom: str = "The command failed",
           trap: str = "Trusting the environment", project: Path | str = "") -> Entry:
    """A gotcha as the pipeline writes it: through the model's door, so every field is display-escaped."""
    return from_model({"kind": "gotcha", "category": "env_setup", "scope": "project" if project else "global",
                       "title": "A trap", "symptom": symptom, "trap": trap, "cause": "Something was missing",
                       "workaround": workaround, "evidence": evidence, "confidence": "high"},
                      project=project, session_id="source-session", date="2026-01-01")


def session(*steps: tuple[str, str, str, bool], start: str = "2026-02-01T10:00:00Z") -> SessionFacts:
    """Facts of a session from (tool, input, output, failed) steps, one second apart."""
    facts = SessionFacts()
    t0 = dt.datetime.fromisoformat(start.replace("Z", "+00:00"))
    for i, (tool, value, output, failed) in enumerate(steps):
        stamp = (t0 + dt.timedelta(seconds=i)).isoformat()
        key = "command" if tool == "Bash" else "file_path"
        inp: dict[str, object] = {key: value}
        if tool in ("Edit", "Write"):
            inp = {"file_path": value, "new_string" if tool == "Edit" else "content": output}
            output = "ok"
        facts.add(Turn(TOOL_CALL, value, tool_name=tool, tool_input=inp, tool_use_id=f"t{i}", timestamp=stamp))
        facts.add(Turn(TOOL_RESULT, (f"Exit code 1\n{output}" if failed else output), tool_name=tool,
                       tool_use_id=f"t{i}", is_error=failed, timestamp=stamp))
    return facts


def verdict(e: Entry, facts: SessionFacts, project: str = "") -> tuple[bool, bool, bool]:
    v = judge(signature_for(e), anchors_for(e, project), facts)
    return v.recurred, v.applied, v.relevant


# --- signatures -------------------------------------------------------------------------

def test_an_error_class_in_a_code_span_survives_display_escaping():
    e = lesson("`python3 run.py` → `ModuleNotFoundError`", "Install it with `pip install tomli-w`")
    assert "ˋ" in e.evidence  # stored escaped
    assert signature_for(e).error_class == "modulenotfounderror"


def test_pytests_importerror_wrapper_is_the_module_not_found_it_wraps():
    e = lesson("python3 x.py → ModuleNotFoundError: No module named 'tomli'", "Run `pip install tomli`")
    pytest_out = ("ImportError while importing test module '/p/tests/test_a.py'.\nHint: make sure your test "
                  "modules/packages have valid Python names.\nTraceback:\nE   ModuleNotFoundError: No module "
                  "named 'tomli'")
    assert signature_of(pytest_out).error_class == "modulenotfounderror"
    assert verdict(e, session(("Bash", "pytest -q", pytest_out, True)))[0]


def test_git_fatal_recurs_on_another_branch_and_not_for_another_fatal():
    e = lesson("git push → fatal: The current branch feature-a has no upstream branch.",
               "Push with `git push -u origin <branch>` the first time")
    again = session(("Bash", "git push", "fatal: The current branch fix-b has no upstream branch.", True))
    other = session(("Bash", "git push", "fatal: not a git repository (or any of the parent directories): .git",
                     True))
    assert verdict(e, again)[:2] == (True, False)
    assert verdict(e, other) == (False, False, False)


def test_non_python_error_shapes_have_a_class():
    shapes = {
        "** (RuntimeError) could not start application": "runtimeerror",
        "zsh: command not found: rg": "command not found",
        "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree": "npm eresolve",
        "error[E0425]: cannot find value `foo` in this scope": "error[e0425]",
        "panic: runtime error: index out of range [5] with length 3": "panic",
        "error: pathspec 'main2' did not match any file(s) known to git": "error",
        "src/app.py:3:1: E501 line too long (99 > 79 characters)": "e501",
    }
    for text, cls in shapes.items():
        assert signature_of(text).error_class == cls, text
    assert signature_of("zsh: command not found: rg").identifiers == ("cmd:rg",)


def test_an_elixir_undefined_module_recurs_by_its_module():
    e = lesson("mix test → ** (UndefinedFunctionError) function MyApp.Repo.all/1 is undefined "
               "(module MyApp.Repo is not available)", "Run `mix compile` first")
    seen = session(("Bash", "mix run priv/seed.exs", "** (UndefinedFunctionError) function MyApp.Repo.insert!/1 is "
                    "undefined (module MyApp.Repo is not available)", True))
    unrelated = session(("Bash", "mix test", "** (UndefinedFunctionError) function MyApp.Mailer.send/1 is undefined "
                         "(module MyApp.Mailer is not available)", True))
    assert verdict(e, seen)[0] and not verdict(e, unrelated)[0]


def test_a_different_module_of_the_same_class_still_does_not_recur():
    a = signature_of("ModuleNotFoundError: No module named 'tomli'")
    b = signature_of("ImportError while importing test module\nE   ModuleNotFoundError: No module named 'yaml'")
    assert not same_symptom(a, b)


# --- applied ----------------------------------------------------------------------------

def test_a_fix_path_named_in_prose_is_applied_in_its_absolute_form():
    e = lesson("python3 -m pytest → ModuleNotFoundError: No module named 'tomli_w'",
               "Run the tests with .venv/bin/python instead of the system python3")
    ran = session(("Bash", "cd /home/ana/proj && /home/ana/proj/.venv/bin/python -m pytest -q", "3 passed", False))
    assert verdict(e, ran)[:2] == (False, True)


def test_the_fix_program_with_other_arguments_is_applied():
    e = lesson("python3 x.py → ModuleNotFoundError: No module named 'tomli_w'",
               "Use `.venv/bin/python -m pytest tests/test_cli.py`")
    assert verdict(e, session(("Bash", "./.venv/bin/python -m pytest -k slow", "1 passed", False)))[1]


def test_a_placeholder_matches_any_word():
    e = lesson("git push → fatal: The current branch feature-a has no upstream branch.",
               "Push with `git push -u origin <branch>` the first time")
    assert verdict(e, session(("Bash", "git push -u origin fix-b", "branch 'fix-b' set up", False)))[1]


def test_a_session_that_walked_into_the_trap_is_recurred_not_applied():
    e = lesson("python3 -m pytest → ModuleNotFoundError: No module named 'tomli_w'",
               "Create `.venv` with `python3 -m venv .venv`, then run `.venv/bin/python -m pytest`")
    walked = session(("Bash", "ls .venv/bin/python; python3 -m pytest",
                      "ModuleNotFoundError: No module named 'tomli_w'", True),
                     ("Bash", ".venv/bin/python -m pytest", "3 passed", False))
    assert verdict(e, walked)[:2] == (True, False)


def test_the_command_warned_against_is_not_the_fix():
    e = lesson("python3 x.py → ModuleNotFoundError: No module named 'tomli_w'",
               "Use `.venv/bin/python x.py`, not `python3 x.py`")
    assert verdict(e, session(("Bash", "python3 x.py", "ok", False)))[1] is False


def test_an_unrelated_edit_or_a_read_of_the_fix_file_is_not_applied_but_writing_the_fix_is():
    e = lesson("pytest → PytestUnhandledCoroutineWarning: async def functions are not natively supported",
               "Set `asyncio_mode = \"auto\"` in `pytest.ini`")
    assert verdict(e, session(("Edit", "/p/pytest.ini", "addopts = -q", False)))[1:] == (False, True)
    assert verdict(e, session(("Read", "/p/pytest.ini", "[pytest]", False)))[1:] == (False, True)
    assert verdict(e, session(("Edit", "/p/pytest.ini", 'asyncio_mode = "auto"', False)))[1]


# --- later, stale, untracked -------------------------------------------------------------

def _root(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    return root


def test_later_means_after_the_source_session_not_after_the_write(tmp_path):
    root = _root(tmp_path)
    e = lesson("python3 x.py → ModuleNotFoundError: No module named 'tomli_w'", "Run `pip install tomli-w`",
               project=root)
    conn = db.connect()
    try:
        # The source session ended on 1 February; the lesson is written today (an old transcript analysed late).
        record.track_session(conn, session(("Bash", "python3 x.py", "No module named tomli_w", True),
                                             start="2026-02-01T10:00:00Z"), session_key="source-session",
                               project=str(root), transcript=None)
        files.write_entries([e], run_id=None, review=False)
        earlier = record.track_session(conn, session(("Bash", "pip install tomli-w", "ok", False),
                                                       start="2026-01-20T10:00:00Z"),
                                         session_key="earlier", project=str(root), transcript=None)
        later = record.track_session(conn, session(("Bash", "pip install tomli-w", "ok", False),
                                                     start="2026-02-03T10:00:00Z"),
                                       session_key="later", project=str(root), transcript=None)
    finally:
        conn.close()
    assert earlier == {} and later == {e.id: (False, True, True)}



def test_a_session_already_running_when_the_source_ended_is_not_judged_by_its_lesson(tmp_path):
    """A session reads its lessons when it starts: a parallel one that began before the lesson was learned
    and met the trap after (its own push in another worktree) neither recurred nor applied it."""
    root = _root(tmp_path)
    e = lesson("python3 x.py → ModuleNotFoundError: No module named 'tomli_w'", "Run `pip install tomli-w`",
               project=root)
    conn = db.connect()
    try:
        record.track_session(conn, session(("Bash", "python3 x.py", "No module named tomli_w", True),
                                             start="2026-02-01T10:00:00Z"), session_key="source-session",
                               project=str(root), transcript=None)
        files.write_entries([e], run_id=None, review=False)
        parallel = session(("Bash", "git status", "clean", False), start="2026-02-01T09:00:00Z")
        for i, (command, output, failed) in enumerate((("python3 x.py", "No module named tomli_w", True),
                                                       ("pip install tomli-w", "ok", False))):
            stamp = f"2026-02-01T11:00:0{i}+00:00"
            parallel.add(Turn(TOOL_CALL, command, tool_name="Bash", tool_input={"command": command},
                              tool_use_id=f"p{i}", timestamp=stamp))
            parallel.add(Turn(TOOL_RESULT, f"Exit code 1\n{output}" if failed else output, tool_name="Bash",
                              tool_use_id=f"p{i}", is_error=failed, timestamp=stamp))
        marks = record.track_session(conn, parallel, session_key="parallel", project=str(root), transcript=None)
        after = record.track_session(conn, session(("Bash", "python3 x.py", "No module named tomli_w", True),
                                                     start="2026-02-01T12:00:00Z"),
                                       session_key="after", project=str(root), transcript=None)
    finally:
        conn.close()
    assert marks == {} and after[e.id][0] is True

def _records(root: Path) -> list[record.Record]:
    conn = db.connect()
    try:
        return record.records(conn, files.all_entries([root]), 3)
    finally:
        conn.close()


def test_what_the_fix_creates_or_the_project_generates_is_never_stale(tmp_path):
    root = _root(tmp_path)
    e = lesson("python3 x.py → ModuleNotFoundError: No module named 'tomli_w'",
               "Create `.venv` and run `.venv/bin/python x.py`; rebuild `node_modules/.bin/tsc` and `dist/app.js`",
               project=root)
    files.write_entries([e], run_id=None, review=False)   # a fresh clone: none of them exists
    [r] = _records(root)
    assert r.stale_anchors == []
    conn = db.connect()
    try:
        assert [p.action for p in record.proposals(conn, files.all_entries([root]), 3)] == []
    finally:
        conn.close()


def test_a_lesson_with_nothing_to_match_is_untracked_not_never_relevant(tmp_path):
    root = _root(tmp_path)
    e = build(kind="knowledge", category="workflow", scope="project", title="Ask before refactoring",
              fields={"situation": "A big change is tempting", "approach": "Ask the person first",
                      "rationale": "They know the plans"}, date="2026-01-01", project=root, session_id="s")
    files.write_entries([e], run_id=None, review=False)
    conn = db.connect()
    try:
        for i in range(4):
            record.track_session(conn, SessionFacts(), session_key=f"quiet-{i}", project=str(root),
                                   transcript=None, now=4e9 + i)
        [r] = record.records(conn, files.all_entries([root]), 3)
        assert r.untracked and r.never_relevant == 0 and not r.stale
        assert record.proposals(conn, files.all_entries([root]), 3) == []
    finally:
        conn.close()


# --- classes found on the labelled corpus (tests/truth) ------------------------------------

def test_a_hooks_tagged_message_is_a_class_even_with_escaped_line_breaks():
    e = lesson("[FORMAT] Code is not formatted.", "Run `mix format` before every `git commit`")
    hook = "Pre-commit validation failed:\\n\\n[FORMAT] Code is not formatted.\\nRun 'mix format' to fix."
    assert signature_of(hook).error_class == "[format]"
    assert verdict(e, session(("Bash", "git commit -m x", hook, True)))[:2] == (True, False)


def test_a_folder_and_a_file_in_it_are_the_same_name():
    e = lesson("The following paths are ignored by one of your .gitignore files",
               "Use `git add -f priv/static/assets/app.css`",
               symptom="`git add` of `priv/static/assets/app.css` is refused")
    out = "The following paths are ignored by one of your .gitignore files:\npriv/static/assets\nhint: Use -f"
    assert verdict(e, session(("Bash", "git add lib/x.ex priv/static/assets/app.css", out, True)))[0]


def test_the_same_missing_file_recurs_whichever_program_meets_it():
    e = lesson("ls: cannot access './build/out.bin': No such file or directory", "Run `mkdir -p ./build` first")
    assert verdict(e, session(("Bash", "cat build/out.bin", "cat: build/out.bin: No such file or directory",
                               True)))[0]


def test_what_the_fix_changes_counts_with_other_arguments_and_short_flags():
    e = lesson("fatal: ambiguous argument 'main..HEAD': unknown revision", "Use `git log --oneline master..HEAD`",
               symptom="`git log main..HEAD` fails")
    assert verdict(e, session(("Bash", "git diff --stat master..HEAD", "x", False)))[1]
    push = lesson("fatal: The current branch spotter-a has no upstream branch.",
                  "Run `git push --set-upstream origin spotter-a` (the current branch)", symptom="`git push` fails")
    assert verdict(push, session(("Bash", "cd /w/x && git push -u origin HEAD 2>&1", "ok", False)))[1]
    assert not verdict(push, session(("Bash", "git push origin main", "ok", False)))[1]


def test_the_occasion_of_a_fix_is_not_the_fix():
    e = lesson("** (RuntimeError) Phoenix LiveView requires lazy_html as a test dependency.",
               "Run `mix deps.get` before the first `mix test`")
    assert not verdict(e, session(("Bash", "mix test test/x_test.exs", "3 tests, 0 failures", False)))[1]
    assert verdict(e, session(("Bash", "mix deps.get", "ok", False), ("Bash", "mix test", "ok", False)))[1]


def test_a_fix_run_only_after_the_bare_command_failed_is_a_recovery_not_applied():
    know = from_model({"kind": "knowledge", "category": "workflow", "scope": "global", "title": "First push",
                       "situation": "Publishing a new branch", "rationale": "No upstream yet",
                       "approach": "Commit, run `bd sync`, then `git push --set-upstream origin <branch>`",
                       "evidence": "git push --set-upstream origin spotter-a", "confidence": "high"},
                      session_id="s", date="2026-01-01")
    straight = session(("Bash", "bd sync", "ok", False), ("Bash", "git push --set-upstream origin b", "ok", False))
    recovered = session(("Bash", "bd sync", "ok", False), ("Bash", "git push", "fatal: no upstream", True),
                        ("Bash", "git push --set-upstream origin b", "ok", False))
    only_sync = session(("Bash", "bd sync", "ok", False))
    assert [verdict(know, s)[1] for s in (straight, recovered, only_sync)] == [True, False, False]


def test_a_check_that_says_more_than_the_fix_failing_first_is_not_a_recovery():
    e = lesson("[FORMAT] Code is not formatted.", "Run `mix format` before `git commit`")
    s = session(("Bash", "mix format --check-formatted", "** (Mix) mix format failed", True),
                ("Bash", "mix format", "", False), ("Bash", "git commit -m x", "ok", False))
    assert verdict(e, s)[:2] == (False, True)


def test_a_setting_a_fix_runs_with_is_the_fix():
    e = lesson("pytest → ModuleNotFoundError: No module named 'app'", "Run `PYTHONPATH=src pytest`",
               symptom="`pytest` fails")
    assert verdict(e, session(("Bash", "PYTHONPATH=src pytest -q tests/test_a.py", "3 passed", False)))[1]
    assert not verdict(e, session(("Bash", "pytest -q", "3 passed", False)))[1]


def test_a_message_matches_across_files_of_one_folder_but_not_across_names():
    e = lesson("fatal: pathspec '_build/dev/priv/migrations/1_a.exs' is beyond a symbolic link", "Add it under `priv/`")
    other_file = "fatal: pathspec '_build/dev/priv/migrations/2_b.exs' is beyond a symbolic link"
    assert verdict(e, session(("Bash", "git add x", other_file, True)))[0]
    esbuild = lesson('✘ [ERROR] Could not resolve "js/app.js"', "Run it from `assets/`: `cd assets && node build.js`")
    assert not verdict(esbuild, session(("Bash", "node build.js", '✘ [ERROR] Could not resolve "react"', True)))[0]


def test_a_tracked_file_cited_inside_a_quoted_argument_goes_stale_when_removed(tmp_path):
    root = _root(tmp_path)
    script = root / "scripts" / "lib" / "ctx.sh"
    script.parent.mkdir(parents=True)
    script.write_text("f() { :; }\n")
    e = lesson("(eval):1: permission denied:", "Run `bash -c 'source scripts/lib/ctx.sh; f'`", project=root)
    files.write_entries([e], run_id=None, review=False)
    assert [r.stale_anchors for r in _records(root)] == [[]]
    script.unlink()
    assert [r.stale_anchors for r in _records(root)] == [["scripts/lib/ctx.sh"]]


def test_an_edit_must_write_the_fixs_code_not_just_a_plain_word_of_it():
    e = lesson("ModuleNotFoundError: No module named 'tomli_w'",
               "Add `tomli-w` to the `dependencies` list in `pyproject.toml`")
    assert not verdict(e, session(("Edit", "/p/pyproject.toml", 'dependencies = ["httpx"]', False)))[1]
    assert verdict(e, session(("Edit", "/p/pyproject.toml", 'dependencies = ["tomli-w>=1"]', False)))[1]


def test_looking_at_the_fix_path_is_not_using_it():
    e = lesson("python3 x.py → ModuleNotFoundError: No module named 'tomli_w'",
               "Run it with .venv/bin/python instead of python3")
    assert not verdict(e, session(("Bash", "ls -l .venv/bin/python", "-rwx .venv/bin/python", False)))[1]
    assert verdict(e, session(("Bash", ".venv/bin/python x.py", "ok", False)))[1]


def test_putting_a_file_in_the_fix_folder_uses_it_listing_it_does_not():
    e = lesson("fatal: pathspec '_build/dev/priv/migrations/1_a.exs' is beyond a symbolic link",
               "Add the file under `priv/repo/migrations/` instead of the `_build` path")
    assert not verdict(e, session(("Bash", "ls priv/repo/migrations/", "1_a.exs", False)))[1]
    assert verdict(e, session(("Bash", "git add priv/repo/migrations/2_b.exs", "", False)))[1]


def test_a_hooks_message_decides_whatever_files_the_rest_of_its_output_lists():
    e = lesson("Pre-commit validation failed: [FORMAT] Code is not formatted. lib/a/one.ex:3 is too long",
               "Run `mix format` before `git commit`")
    out = "Pre-commit validation failed:\n\n[FORMAT] Code is not formatted.\n\n[CREDO]\n  lib/b/two.ex:9:1 nested"
    assert verdict(e, session(("Bash", "git commit -m x", out, True)))[0]


def test_one_file_in_two_worktrees_is_the_same_name():
    e = lesson("ls: cannot access '/w/proj-a/build/out.bin': No such file or directory", "Run `make` first")
    assert verdict(e, session(("Bash", "cat /w/proj-b/build/out.bin",
                               "cat: /w/proj-b/build/out.bin: No such file or directory", True)))[0]


def test_a_bare_verb_beside_the_paths_it_acts_on_is_not_the_fix_on_its_own():
    e = lesson("fatal: pathspec '_build/dev/priv/migrations/1_a.exs' is beyond a symbolic link",
               "`git add` the same file under `priv/repo/migrations/`")
    assert not verdict(e, session(("Bash", "git add lib/x.ex", "", False)))[1]
    assert verdict(e, session(("Bash", "git add priv/repo/migrations/1_a.exs", "", False)))[1]


# --- evidence that shows the fix working, and a fix that is how to reach a path ---------

def knowledge(evidence: str, approach: str) -> Entry:
    """A knowledge lesson as the pipeline writes it (display-escaped)."""
    return from_model({"kind": "knowledge", "category": "project_convention", "scope": "global",
                       "title": "How tests run here", "situation": "Running the tests",
                       "approach": approach, "rationale": "Only that interpreter has the dependencies",
                       "evidence": evidence, "confidence": "high"},
                      project="", session_id="source-session", date="2026-01-01")


def test_a_knowledge_lessons_own_successful_command_in_its_evidence_stays_the_fix():
    e = knowledge("`tools/env/bin/python -m pytest -q tests/test_a.py` → `4 passed in 0.03s`",
                  "Call `tools/env/bin/python -m pytest -q` rather than a bare pytest")
    assert verdict(e, session(("Bash", "/home/x/p/tools/env/bin/python -m pytest -q", "9 passed", False)))[1]
    assert not verdict(e, session(("Bash", "python3 -m pytest -q", "9 passed", False)))[1]


def test_a_gotcha_citing_its_fix_working_keeps_that_command_as_the_fix_but_not_the_failing_one():
    e = lesson("`make dist` → `error: missing dist.cfg`; then `make dist CONF=ci.cfg` → `built dist/app.tar`",
               "Pass the config: `make dist CONF=ci.cfg`")
    assert verdict(e, session(("Bash", "make dist CONF=ci.cfg", "built dist/app.tar", False)))[1]
    assert not verdict(e, session(("Bash", "make dist", "error: missing dist.cfg", True)))[1]
    assert anchors_for(e, "").fix_commands


def test_reading_a_file_through_the_path_the_fix_gives_is_the_fix():
    e = lesson("`cat D:\\data\\app\\prefs.toml` → `No such file or directory`",
               "Read the file through the mount, /mnt/d/data/app/prefs.toml, not the D:\\ path")
    assert verdict(e, session(("Bash", "cat /mnt/d/data/app/prefs.toml", "[ui]", False)))[1]
    assert verdict(e, session(("Read", "/mnt/d/data/app/prefs.toml", "[ui]", False)))[2]
    assert not verdict(e, session(("Bash", "df -h", "/mnt/d 100G", False)))[1]
