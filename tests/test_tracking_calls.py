"""Tracking from the calls (issue 24): a lesson records the call that failed
and the call that fixed it when it is written, later sessions are matched by
those calls, names the session made up are generalised, and `entries show` /
`review` show the recorded steps. Each test failed on the code before."""
from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from core import cli
from core.lessons.model import from_model
from core.lessons.model import Entry
from core.tracking.profile import anchors_for, signature_for
from core.tracking.signature import same_symptom, signature_of
from core.tracking.record import lesson_calls
from core.tracking.usage import SessionFacts, judge
from core.tracking.calls import LessonCalls
from core.tracking.shown import shown_lines
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.redact import redact

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "error-then-fix.jsonl"


def session(*steps: tuple[str, str, bool], whole: bool = False) -> SessionFacts:
    """Facts of a session from (command, output, failed) Bash calls; call k (0-based) is step 2k+1. A failure's output
    opens on `Exit code 1`, unless given `whole` (with its own `Exit code N` line, as Claude Code records it)."""
    facts = SessionFacts()
    t0 = dt.datetime(2026, 2, 1, 10, tzinfo=dt.timezone.utc)
    for i, (command, output, failed) in enumerate(steps):
        stamp = (t0 + dt.timedelta(seconds=i)).isoformat()
        facts.add(Turn(TOOL_CALL, command, tool_name="Bash", tool_input={"command": command}, tool_use_id=f"t{i}",
                       timestamp=stamp))
        facts.add(Turn(TOOL_RESULT, f"Exit code 1\n{output}" if failed and not whole else output, tool_name="Bash",
                       tool_use_id=f"t{i}", is_error=failed, timestamp=stamp))
    return facts


def gotcha(evidence: str, workaround: str, *, failure_step: str | None = None, fix_step: str | None = None,
           symptom: str = "The command failed") -> Entry:
    item: dict[str, object] = {"kind": "gotcha", "category": "env_setup", "scope": "global", "title": "A trap",
                               "symptom": symptom, "trap": "Trusting the environment", "cause": "Missing",
                               "workaround": workaround, "evidence": evidence, "confidence": "high"}
    if failure_step:
        item["failure_step"] = failure_step
    if fix_step:
        item["fix_step"] = fix_step
    return from_model(item, project="", session_id="source", date="2026-01-01")


def verdict(e: Entry, calls: LessonCalls, facts: SessionFacts) -> tuple[bool, bool]:
    v = judge(signature_for(e), anchors_for(e, ""), facts, calls)
    return v.recurred, v.applied


NO_UPSTREAM = "fatal: The current branch {} has no upstream branch.\nTo push the current branch, use\n"
PUSH_SOURCE = session(("git status", "On branch spotter-gqc", False),
                      ("git push 2>&1", NO_UPSTREAM.format("spotter-gqc"), True),
                      ("git push --set-upstream origin spotter-gqc 2>&1",
                       "branch 'spotter-gqc' set up to track 'origin/spotter-gqc'.", False),
                      ("mix test", "12 tests, 0 failures", False))
PUSH = gotcha("`git push 2>&1` → fatal: The current branch spotter-gqc has no upstream branch.",
              "Push the first time with `git push --set-upstream origin spotter-gqc`")


# --- names the session made up -------------------------------------------------------------

def test_a_branch_named_in_quotes_is_generalised_like_a_number():
    mine = signature_of("error: src refspec 'spotter-gqc' does not match any", "git push origin spotter-gqc")
    theirs = signature_of("error: src refspec 'feat-12' does not match any", "git push origin feat-12")
    assert same_symptom(mine, theirs)
    # What a message is about (a module esbuild cannot resolve) still tells errors apart.
    assert not same_symptom(signature_of('✘ [ERROR] Could not resolve "react"'),
                            signature_of('✘ [ERROR] Could not resolve "js/app.js"'))


def test_the_recorded_failure_has_no_branch_name_and_the_fix_a_placeholder():
    calls = lesson_calls(PUSH, PUSH_SOURCE.log, redact)
    assert calls.failure is not None and calls.failure.step == 3 and calls.failure.ok is False
    assert "spotter" not in " ".join(calls.failure_shape.message)
    assert calls.fix_words == ("git", "push", "--set-upstream", "origin", "<name>")
    assert calls.after and calls.after[0].command == "mix test"


# --- which calls are recorded --------------------------------------------------------------

def test_cited_steps_that_check_out_are_recorded_as_cited():
    e = gotcha("`git push 2>&1` → fatal: no upstream", "Use `git push -u origin <branch>`",
               failure_step="s3", fix_step="s5")
    calls = lesson_calls(e, PUSH_SOURCE.log, redact)
    assert calls.source == "cited" and calls.failure.step == 3 and calls.fix.step == 5


def test_a_cited_fix_the_failure_came_back_after_is_not_the_fix():
    facts = session(("pytest -q", "ModuleNotFoundError: No module named 'tomli_w'", True),
                    ("pip install tomli", "Successfully installed tomli", False),
                    ("pytest -q", "ModuleNotFoundError: No module named 'tomli_w'", True),
                    ("pip install tomli-w", "Successfully installed tomli-w", False),
                    ("pytest -q", "3 passed", False))
    e = gotcha("`pytest -q` → ModuleNotFoundError: No module named 'tomli_w'", "Install `tomli-w`",
               failure_step="s1", fix_step="s3")
    calls = lesson_calls(e, facts.log, redact)
    assert calls.fix is not None and calls.fix.step == 7
    assert calls.fix_words == ("pip", "install", "tomli-w")   # named by the lesson: not a made-up name


def test_a_fix_said_only_in_prose_records_the_call_that_ran_it():
    source = session(("python3 scripts/export.py", "ModuleNotFoundError: No module named 'tomli_w'", True),
                     ("ls .venv/bin", "python\npip", False),
                     (".venv/bin/python scripts/export.py", "exported 3 tables", False))
    e = gotcha("`python3 scripts/export.py` → ModuleNotFoundError: No module named 'tomli_w'",
               "Run the project's scripts with the interpreter of its virtual environment, not the system one")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words[0] == ".venv/bin/python"
    later = session((".venv/bin/python scripts/report.py", "done", False))
    assert verdict(e, calls, later) == (False, True)
    assert verdict(e, LessonCalls(), later) == (False, False)   # the text alone names no command


def test_the_preparatory_half_of_a_chain_is_not_the_fix():
    source = session(("python3 -c 'import tomli_w'", "ModuleNotFoundError: No module named 'tomli_w'", True),
                     ("python3 -m venv .venv && .venv/bin/pip install tomli-w && .venv/bin/python -c 'import tomli_w'",
                      "", False))
    e = gotcha("`python3 -c 'import tomli_w'` → ModuleNotFoundError", "Use a virtual environment")
    assert lesson_calls(e, source.log, redact).fix_words[0] == ".venv/bin/python"


def test_what_is_stored_is_redacted():
    secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    source = session((f"curl -H 'Authorization: token {secret}' https://api.github.com/x",
                      f"curl: (22) The requested URL returned error: 401 for token {secret}", True),
                     ("gh auth status", "Logged in", False))
    e = gotcha("`curl -H …` → curl: (22) The requested URL returned error: 401", "Log in with `gh auth login`")
    stored = lesson_calls(e, source.log, redact).to_json()
    assert secret not in stored and "REDACTED" in stored


# --- later sessions ------------------------------------------------------------------------

def test_the_same_error_on_another_branch_then_the_fix_is_a_recurrence_not_applied():
    calls = lesson_calls(PUSH, PUSH_SOURCE.log, redact)
    later = session(("git push 2>&1", NO_UPSTREAM.format("feat-7"), True),
                    ("git push --set-upstream origin feat-7", "branch 'feat-7' set up", False))
    assert verdict(PUSH, calls, later) == (True, False)


def test_the_fix_run_straight_on_another_branch_is_applied():
    calls = lesson_calls(PUSH, PUSH_SOURCE.log, redact)
    later = session(("git push -u origin HEAD", "branch 'feat-7' set up to track 'origin/feat-7'.", False))
    assert verdict(PUSH, calls, later) == (False, True)


def test_a_fix_that_adds_nothing_to_the_failing_call_is_never_applied():
    source = session(("git push", "! [rejected] main -> main (fetch first)\nerror: failed to push some refs", True),
                     ("git pull --rebase", "Successfully rebased", False),
                     ("git push", "main -> main", False))
    e = gotcha("`git push` → error: failed to push some refs", "Pull with rebase first")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words[:3] == ("git", "pull", "--rebase")
    assert verdict(e, calls, session(("git push", "main -> main", False))) == (False, False)


# --- what a person sees --------------------------------------------------------------------

def test_shown_lines_give_the_failing_call_the_fix_and_what_came_after():
    lines = "\n".join(shown_lines(lesson_calls(PUSH, PUSH_SOURCE.log, redact)))
    assert "[s3] $ git push 2>&1  (failed)" in lines
    assert "│ fatal: The current branch spotter-gqc has no upstream branch." in lines
    assert "[s5] $ git push --set-upstream origin spotter-gqc 2>&1  (worked)" in lines
    assert "what came after:" in lines and "[s7] $ mix test  (worked)" in lines


def test_entries_show_prints_the_recorded_steps_of_a_written_lesson(home: Path, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch,
                                                                     capsys: pytest.CaptureFixture[str]):
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    project = tmp_path / "proj"
    project.mkdir()
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{project}"'))
    assert cli.main(["analyze", "--transcript", str(copy), "--backend", "offline"]) == 0
    capsys.readouterr()
    monkeypatch.chdir(project)
    assert cli.main(["entries", "list", "--json"]) == 0
    import json
    eid = json.loads(capsys.readouterr().out)[0]["id"]
    assert cli.main(["entries", "show", eid]) == 0
    out = capsys.readouterr().out
    assert "what happened in the session" in out and "the failing call:" in out and "(failed)" in out
    assert "the fix call:" in out and ".venv/bin/python" in out.split("the fix call:")[1]


def test_reading_through_another_path_is_the_fix_when_the_failing_call_only_read():
    source = session(("cat C:\\Users\\dev\\proj\\settings.json", "cat: 'C:\\Users\\dev\\proj\\settings.json': "
                      "No such file or directory", True),
                     ("cat /mnt/c/Users/dev/proj/settings.json", "{\"theme\": \"dark\"}", False))
    e = gotcha("`cat C:\\Users\\dev\\proj\\settings.json` → No such file or directory", "Use the mount instead")
    assert lesson_calls(e, source.log, redact).fix_words == ("cat", "/mnt/c/Users/dev/proj/settings.json")


def test_another_programs_file_is_not_part_of_the_fix_but_the_folder_the_trap_needed_is():
    source = session(("git commit -am 'parser: tabs'", "[FORMAT] Code is not formatted. Run ruff format", True),
                     ("ruff format src/parser.py", "1 file reformatted", False),
                     ("git commit -am 'parser: tabs'", "[main 1a2b3c4] parser: tabs", False))
    e = gotcha("`git commit` → [FORMAT] Code is not formatted.", "Format before committing")
    assert lesson_calls(e, source.log, redact).fix_words == ("ruff", "format")
    source = session(("ls ./build/output.bin", "ls: cannot access './build/output.bin': No such file or directory",
                      True),
                     ("mkdir -p ./build && touch ./build/output.bin", "", False))
    e = gotcha("`ls ./build/output.bin` → No such file or directory", "Make the folder first")
    words = lesson_calls(e, source.log, redact).fix_words
    assert words[0] in ("mkdir", "touch") and words[-1].startswith("./build")   # what made the path exist


def test_review_shows_the_session_steps_of_a_held_lesson(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]):
    """The 2.1.332 fixture's lesson is held (its fix is never shown working); review shows what the session did."""
    import io
    import sys
    fixture = ROOT / "tests" / "fixtures" / "transcripts" / "claude-code-2.1.332" / \
        "en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d.jsonl"
    project = tmp_path / "proj"
    project.mkdir()
    copy = tmp_path / "session.jsonl"
    copy.write_text(fixture.read_text(encoding="utf-8").replace("/home/dev/proj", str(project)), encoding="utf-8")
    assert cli.main(["analyze", "--transcript", str(copy), "--backend", "offline"]) == 0
    assert "held for review" in capsys.readouterr().out
    monkeypatch.chdir(project)
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    assert cli.main(["review"]) == 0
    out = capsys.readouterr().out
    failing = out.split("the failing call:")[1]
    assert "$ python3 -c 'import tomli_w'  (failed)" in failing
    assert "│ ModuleNotFoundError: No module named 'tomli_w'" in failing
    assert "the fix call:" in out and "(worked)" in out.split("the fix call:")[1]


def test_a_shell_around_a_script_on_its_own_lines_records_the_shell_and_the_scripts_program():
    source = session(("source scripts/lib.sh && gen_id 16", "(eval):1: permission denied: scripts/lib.sh", True),
                     ("bash -c '\nsource scripts/lib.sh\nid=$(gen_id 16)\necho $id\n'", "3f9a", False))
    e = gotcha("`source scripts/lib.sh` → (eval):1: permission denied:", "Run it in a subshell")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words == ("bash", "-c", "source")
    assert verdict(e, calls, session(("bash -c 'source scripts/lib.sh; gen_id 8'", "77", False)))[1]


def test_a_fix_call_other_than_the_one_the_lesson_states_leaves_the_text_a_say():
    """The session fixed it with /tmp/demo-venv, the lesson says .venv: a later session running .venv/bin/python
    did the lesson's fix. The push lesson's own fix call decides alone."""
    assert lesson_calls(PUSH, PUSH_SOURCE.log, redact).fix_is == "stated"
    source = session(("python3 -c 'import tomli_w'", "ModuleNotFoundError: No module named 'tomli_w'", True),
                     ("python3 -m venv /tmp/demo-venv && /tmp/demo-venv/bin/python -c 'print(42)'", "42", False))
    e = gotcha("`python3 -c 'import tomli_w'` → ModuleNotFoundError", "Run it with `.venv/bin/python`")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_is == "other"
    assert verdict(e, calls, session((".venv/bin/python -m pytest -q", "3 passed", False))) == (False, True)


# --- shapes that generalise (issue 24, the second held-out corpus's misses) ---------------------

def test_a_windows_path_is_one_program_whichever_slash_and_a_continued_line_is_one_command():
    from core.tracking.commands import command_segments
    assert command_segments(r".venv\Scripts\python.exe -m pytest tests\test_api.py") == \
        [[".venv/Scripts/python.exe", "-m", "pytest", "tests/test_api.py"]]
    assert command_segments("cmake -S . -B build \\\n  -DWITH_TESTS=ON && make") == \
        [["cmake", "-S", ".", "-B", "build", "-DWITH_TESTS=ON"], ["make"]]
    assert command_segments(r"printf 'a\nb'") == [["printf", r"a\nb"]]   # an escape is not a path
    source = session((r"python -m pytest tests\test_api.py", "E   ModuleNotFoundError: No module named 'httpx'", True),
                     (r".venv\Scripts\python.exe -m pytest tests\test_api.py", "8 passed", False))
    e = gotcha(r"python -m pytest tests\test_api.py failed on import httpx",
               r"Run the tests with the venv interpreter, .venv\Scripts\python.exe -m pytest",
               symptom="ModuleNotFoundError: No module named 'httpx'")
    calls = lesson_calls(e, source.log, redact)
    assert verdict(e, calls, session((".venv/Scripts/python.exe -m pytest tests", "3 passed", False))) == (False, True)


def test_a_setup_step_chained_before_the_unchanged_rerun_is_the_fix():
    source = session(("cmake -S . -B build \\\n  -DWITH_TESTS=ON", 'Could not find a package configuration file '
                      'provided by "GTest"', True),
                     ("sudo apt-get install -y libgtest-dev && cmake -S . -B build -DWITH_TESTS=ON",
                      "-- Found GTest", False))
    e = gotcha('`cmake -S . -B build … -DWITH_TESTS=ON` → `Could not find a package configuration file provided by '
               '"GTest"`', "Install GoogleTest's development package first, then configure")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words[:2] == ("apt-get", "install")
    later = session(("sudo apt-get install -y libgtest-dev && cmake -S . -B b2 -DWITH_TESTS=ON", "ok", False))
    assert verdict(e, calls, later) == (False, True)


def test_a_pre_commit_hook_is_the_same_trap_whatever_file_it_refuses_and_another_hook_is_not():
    hook = ("check for added large files..............Failed\n- hook id: check-added-large-files\n- exit code: 1\n\n"
            "{} (904 KB) exceeds 500 KB.")
    bundle, vendor = signature_of(hook.format("dist/site.bundle.js")), signature_of(hook.format("dist/vendor.js"))
    assert same_symptom(bundle, vendor)
    other = signature_of("trim trailing whitespace.......Failed\n- hook id: trailing-whitespace\n\nFixing dist/x.js")
    assert not same_symptom(bundle, other)


def test_a_host_is_a_name_the_session_chose_not_what_the_error_is_about():
    timeout = ("pip._vendor.urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='{}', port=443): "
               "Read timed out.")
    assert same_symptom(signature_of(timeout.format("files.pythonhosted.org"), "pip install -r requirements.txt"),
                        signature_of(timeout.format("download.pytorch.org"), "pip install torch"))


def test_the_prose_after_a_quoted_error_is_not_its_message():
    quoted = signature_of("fatal: pathspec '_build/dev/lib/app/priv/repo/migrations/1_a.exs' is beyond a symbolic "
                          "link; the same files added from priv/ committed as 66e1a0a.")
    seen = signature_of("fatal: pathspec '_build/dev/lib/app/priv/repo/migrations/2_b.exs' is beyond a symbolic link",
                        "git add _build/dev/lib/app/priv/repo/migrations/2_b.exs")
    assert same_symptom(quoted, seen)


def test_the_exception_a_symptom_names_outweighs_a_count_of_failures_in_the_evidence():
    e = gotcha("5 tests, 5 failures, each `Phoenix LiveView requires lazy_html as a test dependency`",
               "Add lazy_html to the test deps",
               symptom="`** (RuntimeError) Phoenix LiveView requires lazy_html as a test dependency.`")
    seen = signature_of("  1) test mount lists tags (AppWeb.TagLiveTest)\n     ** (RuntimeError) Phoenix LiveView "
                        "requires lazy_html as a test dependency.\n", "mix test test/app_web/live/tag_live_test.exs")
    assert signature_for(e).error_class == "runtimeerror" and same_symptom(signature_for(e), seen)


def test_a_number_in_the_fix_is_generalised_even_when_the_lesson_names_it():
    source = session(("npm run dev", "Error: listen EADDRINUSE: address already in use :::5173", True),
                     ("npm run dev -- --port 5174", "Local:   http://localhost:5174/", False))
    e = gotcha("`npm run dev` → `EADDRINUSE: address already in use :::5173`",
               "Start it on another port: `npm run dev -- --port 5174`")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words[-1] == "<name>"
    assert verdict(e, calls, session(("npm run dev -- --port 5175", "Local: http://localhost:5175/", False))) == \
        (False, True)
    assert verdict(e, calls, session(("npm run dev", "ready in 300 ms", False))) == (False, False)


def test_the_same_message_on_another_path_under_the_same_top_folder_is_the_same_trap():
    beyond = "fatal: pathspec '{}' is beyond a symbolic link"
    lesson = signature_of(beyond.format("_build/dev/lib/app/priv/repo/migrations/1_a.exs"), "git add x")
    assert same_symptom(lesson, signature_of(beyond.format("_build/test/lib/app/priv/snapshots/t/2.json"), "git add y"))
    assert not same_symptom(lesson, signature_of(beyond.format("vendor/lib/x/y.json"), "git add z"))


# --- issue 24, fourth corpus: what generalises beyond the tuned corpora --------------------

SLASH_SOURCE = session(("git push", NO_UPSTREAM.format("feature/login"), True),
                       ("git push -u origin feature/login", "set up to track 'origin/feature/login'.", False))


def test_a_placeholder_in_the_stated_fix_makes_that_word_any_name_even_a_path():
    e = gotcha("`git push` → fatal: The current branch feature/login has no upstream branch.",
               "`git push -u origin <branch>`")
    calls = lesson_calls(e, SLASH_SOURCE.log, redact)
    assert calls.fix_words == ("git", "push", "-u", "origin", "<name>")
    later = session(("git push --set-upstream origin fix/pay-retry", "set up to track", False))
    assert verdict(e, calls, later) == (False, True)


def test_a_message_of_one_telling_word_that_comes_back_is_the_symptom():
    pep668 = "error: externally-managed-environment\n\n× This environment is externally managed\n"
    assert same_symptom(signature_of(pep668, "pip install requests"), signature_of(pep668, "pip install --user black"))
    assert not same_symptom(signature_of(pep668, "pip install requests"),
                            signature_of("error: invalid-installed-package\n", "pip install requests"))


def test_a_cluster_object_name_is_generalised_but_its_kind_is_kept():
    mine = signature_of('Error from server (NotFound): namespaces "payments" not found', "kubectl get pods -n payments")
    assert same_symptom(mine, signature_of('Error from server (NotFound): namespaces "ledger" not found',
                                           "kubectl rollout restart deploy/ledger -n ledger"))
    assert not same_symptom(mine, signature_of('Error from server (NotFound): pods "api-7d9" not found',
                                               "kubectl logs api-7d9"))


def test_a_message_printed_at_a_place_in_a_file_is_matched_by_its_words_in_any_file():
    go = "{}: missing go.sum entry for module providing package {} (imported by example.com/tool/x); to add:\n"
    mine = signature_of(go.format("cmd/root.go:6:2", "github.com/spf13/cobra"), "go build ./...")
    assert same_symptom(mine, signature_of(go.format("fetch/pool.go:5:2", "golang.org/x/sync/errgroup"),
                                           "go test ./fetch/..."))
    make = signature_of("Makefile:12: *** missing separator.  Stop.", "make build")
    assert same_symptom(make, signature_of("mk/release.mk:4: *** missing separator.  Stop.", "make release"))
    assert not same_symptom(make, signature_of("Makefile:3: *** No rule to make target 'x'.  Stop.", "make all"))


def test_the_same_file_in_another_folder_of_the_same_tree_is_the_same_symptom():
    lock = ("Error: Error acquiring the state lock\n\nError message: ConditionalCheckFailedException: The conditional "
            "request failed\nLock Info:\n  Path:      tf-state/{}/terraform.tfstate\n")
    mine = signature_of(lock.format("prod"), "terraform apply -auto-approve")
    assert same_symptom(mine, signature_of(lock.format("staging"), "terraform plan"))
    assert not same_symptom(mine, signature_of(lock.replace("terraform.tfstate", "network.tfstate").format("dev"),
                                               "terraform plan"))


def test_equivalent_spellings_of_a_call_are_one_call():
    from core.tracking.commands import command_segments
    assert command_segments("npx --yes kill-port 3000") == command_segments("./node_modules/.bin/kill-port 3000")
    assert command_segments(".venv/bin/python -m pip install x") == [[".venv/bin/pip", "install", "x"]]
    assert command_segments("pip3 install x") == command_segments("python3 -m pip install x")
    assert command_segments("npm i -D x") == [["npm", "install", "-D", "x"]]
    assert command_segments("git add x") == [["git", "add", "x"]]   # an alias is the tool's own, not any tool's


def test_an_argument_the_failing_call_had_too_is_not_the_fix():
    src = session(("npm install react-query@3", "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve", True),
                  ("npm install react-query@3 --legacy-peer-deps", "added 3 packages", False))
    e = gotcha("`npm install react-query@3` → `npm ERR! code ERESOLVE`", "`npm install <pkg> --legacy-peer-deps`")
    calls = lesson_calls(e, src.log, redact)
    assert calls.fix_words == ("npm", "install", "--legacy-peer-deps")
    assert verdict(e, calls, session(("npm i --legacy-peer-deps", "added 412 packages", False))) == (False, True)
    assert verdict(e, calls, session(("npm install lodash", "added 1 package", False))) == (False, False)


def test_the_failed_call_whose_output_holds_what_the_symptom_quotes_is_recorded():
    src = session(("npm run dev", "node:events:497\n      throw er; // Unhandled 'error' event\n\n"
                                  "Error: listen EADDRINUSE: address already in use :::3000\n", True),
                  ("npx kill-port 3000", "Process on port 3000 killed", False),
                  ("npm run dev", "listening on :3000", False))
    e = gotcha("`listen EADDRINUSE` → `npx kill-port 3000` → `listening on :3000`", "`npx kill-port <port>`",
               symptom="`Error: listen EADDRINUSE: address already in use :::3000`")
    calls = lesson_calls(e, src.log, redact)
    assert calls.failure is not None and calls.failure.command == "npm run dev"
    assert calls.fix_words == ("kill-port", "<name>")
    later = session(("./node_modules/.bin/kill-port 8080", "Process on port 8080 killed", False))
    assert verdict(e, calls, later) == (False, True)


def test_a_stated_fix_that_loads_settings_is_the_loading_step_in_any_spelling():
    src = session(("python manage.py migrate", "Traceback (most recent call last):\nKeyError: 'DATABASE_URL'\n", True),
                  ("set -a && . ./.env && set +a && python manage.py migrate", "Applying shop.0007... OK", False))
    e = gotcha("`KeyError: 'DATABASE_URL'` → `set -a && . ./.env && set +a && python manage.py migrate` → OK",
               "`set -a && . ./.env && set +a` を先に実行する", symptom="`KeyError: 'DATABASE_URL'`")
    calls = lesson_calls(e, src.log, redact)
    assert calls.fix_words == ("source", ".env")
    later = session(("set -a; source .env; set +a", "", False), ("python manage.py runserver", "ok", False))
    assert verdict(e, calls, later) == (False, True)


def test_an_environment_variable_name_is_generalised():
    tb = 'Traceback (most recent call last):\n  File "/home/dev/site/{0}.py", line 6, in <module>\n' \
         '    x = os.environ["{1}"]\nKeyError: \'{1}\'\n'
    mine = signature_of(tb.format("settings", "DATABASE_URL"), "python manage.py migrate")
    assert same_symptom(mine, signature_of(tb.format("celery", "REDIS_URL"), "celery -A site worker"))
    assert not same_symptom(mine, signature_of("Traceback (most recent call last):\nKeyError: 'user_id'\n",
                                               "python manage.py migrate"))


def test_a_tool_run_as_a_module_where_the_bare_tool_failed_is_recorded_as_written():
    err = "ImportError while importing test module '/home/dev/shop/tests/test_orders.py'.\n" \
          "E   ModuleNotFoundError: No module named 'app'\n"
    src = session(("pytest tests/test_orders.py", err, True),
                  ("python -m pytest tests/test_orders.py", "4 passed in 0.2s", False))
    e = gotcha("`pytest tests/test_orders.py` → `No module named 'app'`; `python -m pytest tests/test_orders.py` → passed",
               "Run `python -m pytest <tests>` from the project root", symptom="`ModuleNotFoundError: No module named 'app'`")
    calls = lesson_calls(e, src.log, redact)
    assert calls.fix_words == ("python", "-m", "pytest")
    assert verdict(e, calls, session((".venv/bin/python -m pytest -q", "9 passed", False))) == (False, True)
    assert verdict(e, calls, session(("pytest -q", "9 passed", False))) == (False, False)


def test_a_line_saying_what_is_wrong_without_a_class_is_the_shape_whatever_its_names():
    out = "  Problem 1\n    - {} requires php ^8.2 -> your php version ({}) does not satisfy that requirement.\n"
    mine = signature_of(out.format("symfony/console v7.1.0", "8.1.2"), "composer install")
    assert same_symptom(mine, signature_of(out.format("laravel/framework v11.2.0", "8.0.30"), "composer install"))
    ext = "  Problem 1\n    - Root composer.json requires PHP extension ext-intl * but it is missing from your system.\n"
    assert not same_symptom(mine, signature_of(ext, "composer install"))


def test_a_failing_call_run_after_cd_is_the_program_it_ran():
    assert signature_of("rake aborted!", "cd /srv/shop && RAILS_ENV=test rake db:schema:load").command_family == "rake"


def test_a_lesson_stating_alternative_fixes_is_applied_by_any_of_them():
    src = session(("rake db:migrate", "rake aborted!\nGem::LoadError: You have already activated rake 13.2.1", True),
                  ("bundle exec rake db:migrate", "migrated (0.0123s)", False))
    e = gotcha("`rake db:migrate` → `rake aborted!`; `bundle exec rake db:migrate` → migrated",
               "`bundle exec rake <task>` (or the binstub `bin/rake <task>`)",
               symptom="`Gem::LoadError: You have already activated rake 13.2.1`")
    calls = lesson_calls(e, src.log, redact)
    assert calls.fix_words[:3] == ("bundle", "exec", "rake")
    assert verdict(e, calls, session(("bin/rake assets:precompile", "Writing public/assets/app.css", False))) \
        == (False, True)


def test_a_flag_with_the_value_the_failing_call_had_is_where_it_ran_and_a_variable_is_a_placeholder():
    err = "An error occurred (ExpiredToken) when calling the ListObjectsV2 operation: The provided token has expired."
    src = session(("aws s3 ls s3://acme-raw/ --profile dev", err, True),
                  ("aws sso login --profile dev", "Successfully logged into Start URL", False))
    e = gotcha("`aws s3 ls` → ExpiredToken; `aws sso login --profile dev` → logged in",
               "`aws sso login --profile $AWS_PROFILE`, then retry", symptom=f"`{err}`")
    calls = lesson_calls(e, src.log, redact)
    assert calls.fix_words == ("aws", "sso", "login")
    assert verdict(e, calls, session(("aws sso login", "Successfully logged into Start URL", False))) == (False, True)


def test_an_error_code_in_parentheses_is_the_class_whatever_the_operation():
    said = "An error occurred ({}) when calling the {} operation: x"
    mine = signature_of(said.format("ExpiredToken", "ListObjectsV2"), "aws s3 ls --profile dev")
    assert same_symptom(mine, signature_of(said.format("ExpiredToken", "DescribeInstances"), "aws ec2 describe-instances"))
    assert not same_symptom(mine, signature_of(said.format("AccessDenied", "PutObject"), "aws s3 cp a s3://b/"))


def test_sudo_options_and_su_c_run_the_program_they_wrap():
    from core.tracking.commands import command_segments
    assert command_segments("sudo -u postgres createuser -s ci") == [["createuser", "-s", "ci"]]
    assert command_segments("sudo su postgres -c 'createuser -s ana'") == [["createuser", "-s", "ana"]]


def test_a_message_naming_another_kind_of_thing_is_another_error():
    sock = 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  {} "{}" does not exist'
    mine = signature_of(sock.format("role", "dev"), "createdb app_dev")
    assert same_symptom(mine, signature_of(sock.format("role", "runner"), "psql -d postgres"))
    assert not same_symptom(mine, signature_of(sock.format("database", "reports"), "psql -d reports"))


def test_a_quoted_host_and_port_is_made_up_but_the_flag_a_message_asks_for_is_what_it_is_about():
    said = 'error: Uncaught (in promise) NotCapable: Requires {} access to "{}", run again with the --allow-{} flag'
    mine = signature_of(said.format("net", "api.github.com:443", "net"), "deno run main.ts")
    assert same_symptom(mine, signature_of(said.format("net", "hooks.slack.com:443", "net"), "deno task digest"))
    assert not same_symptom(mine, signature_of(said.format("read", "./config.json", "read"), "deno run cfg.ts"))


# --- from a sixth tracking corpus, written apart (now spent) -------------------------------------------

STUBS = "src/x.py:1: error: Library stubs not installed for \"{0}\"  [import-untyped]\nhint: uv add --dev types-{0}\n"
STUBS_SOURCE = session(("uv run mypy src", STUBS.format("requests"), True),
                       ("uv add --dev types-requests", "Resolved 12 packages", False),
                       ("uv run mypy src", "Success: no issues found in 8 source files", False))


def test_a_fix_written_for_any_name_makes_another_quoted_name_the_same_trap():
    """`uv add --dev types-<package>`: the stubs missing for another package are the lesson's trap again; a lesson
    whose fix names the package itself stays about that package."""
    later = session(("uv run mypy src", STUBS.format("yaml"), True), ("uv add --dev types-PyYAML", "Resolved", False))
    general = gotcha("`uv run mypy src` → `error: Library stubs not installed for \"requests\"`",
                     "Run `uv add --dev types-<package>` for the package mypy names")
    assert verdict(general, lesson_calls(general, STUBS_SOURCE.log, redact), later) == (True, False)
    one = gotcha("`uv run mypy src` → `error: Library stubs not installed for \"requests\"`",
                 "Run `uv add --dev types-requests`")
    assert verdict(one, lesson_calls(one, STUBS_SOURCE.log, redact), later)[0] is False


def test_names_the_lessons_text_gives_for_its_symptom_are_the_same_trap():
    crate = "error[E0463]: can't find crate for `{}`\n  = note: the target may not be installed\n"
    mine = signature_of(crate.format("core"), "cargo build --target wasm32-unknown-unknown")
    seen = signature_of(crate.format("std"), "cargo build --target aarch64-unknown-linux-gnu")
    assert not same_symptom(mine, seen)
    assert same_symptom(mine, seen, alike=("core", "std"))


def test_the_fix_reached_for_right_after_the_trap_program_failed_is_a_recovery_not_applied():
    """The session met a failure of the lesson's program (whatever it printed) and then ran the fix: not the
    lesson applied. A failing run of the fix itself, or a failing check of another program, does not count."""
    e = gotcha("`uv run mypy src` → `error: Library stubs not installed for \"requests\"`",
               "Run `uv add --dev types-requests`")
    calls = lesson_calls(e, STUBS_SOURCE.log, redact)
    after_failure = session(("uv run mypy src", "src/y.py:3: error: Incompatible types in assignment", True),
                            ("uv add --dev types-requests", "Resolved", False))
    assert verdict(e, calls, after_failure) == (False, False)
    straight = session(("npm run lint", "1 problem", True), ("uv add --dev types-requests", "Resolved", False))
    assert verdict(e, calls, straight) == (False, True)


def test_steps_new_to_the_failing_call_chained_before_it_are_the_fix():
    """`source ~/.nvm/nvm.sh && nvm use && npm ci` after `npm ci` failed: the switch is the fix, not the look
    at `.nvmrc` before it; a later session switching first applied it."""
    engine = "npm ERR! code EBADENGINE\nnpm ERR! notsup Required: {\"node\":\">=20.11\"}\n"
    source = session(("npm ci", engine, True), ("cat .nvmrc; node --version", "20.11.1\nv16.20.2", False),
                     ("source ~/.nvm/nvm.sh && nvm use && npm ci", "added 812 packages", False))
    e = gotcha("`npm ci` → `npm ERR! code EBADENGINE`", "Load nvm and switch to the .nvmrc version in the same command")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words == ("nvm", "use")
    later = session(("source ~/.nvm/nvm.sh && nvm use --silent && npm run build", "Complete!", False))
    assert verdict(e, calls, later) == (False, True)


def test_a_build_wrapper_a_long_flag_and_the_bare_program_the_lesson_states_are_the_fix_call():
    blocked = "[ERROR] Could not transfer artifact from/to maven-default-http-blocker (http://0.0.0.0/): Blocked mirror"
    source = session(("mvn package", blocked, True), ("mvn -s .mvn/settings.xml package", "BUILD SUCCESS", False))
    e = gotcha(f"`mvn package` → `{blocked}`", "Always build with `mvn -s .mvn/settings.xml <goal>`")
    calls = lesson_calls(e, source.log, redact)
    later = session(("./mvnw --settings .mvn/settings.xml verify", "BUILD SUCCESS", False))
    assert verdict(e, calls, later) == (False, True)
    mismatch = "ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE."
    source = session((".venv/bin/pip install --require-hashes -r req.lock", mismatch, True),
                     (".venv/bin/pip install --no-cache-dir --require-hashes -r req.lock", "Successfully installed", False))
    stated = gotcha(f"`.venv/bin/pip install --require-hashes -r req.lock` → `{mismatch}`",
                    "Install without the cache: `pip install --no-cache-dir --require-hashes -r <lock>`")
    pinned = gotcha(f"`.venv/bin/pip install --require-hashes -r req.lock` → `{mismatch}`",
                    "Install with `.venv/bin/pip install --no-cache-dir --require-hashes -r <lock>`")
    other_venv = session((".venv312/bin/pip install --no-cache-dir --require-hashes -r r.lock", "Successfully", False))
    assert verdict(stated, lesson_calls(stated, source.log, redact), other_venv) == (False, True)
    assert verdict(pinned, lesson_calls(pinned, source.log, redact), other_venv) == (False, False)


def test_the_fix_reached_for_after_another_program_failed_naming_the_lessons_thing_is_a_recovery():
    """A push refused by a hook because git-lfs is missing, then the lesson's `apt-get install git-lfs`: the
    session met the trap in another form first; not the lesson applied."""
    pointer = "UnidentifiedImageError: cannot identify image file 'textures/hero.png'"
    source = session(("python tools/pack.py textures/", pointer, True),
                     ("sudo apt-get install -y git-lfs && git lfs install && git lfs pull", "Git LFS initialized.", False),
                     ("python tools/pack.py textures/", "packed 12 images", False))
    e = gotcha(f"`python tools/pack.py textures/` → `{pointer}`", "Install git-lfs with apt, then git lfs pull")
    calls = lesson_calls(e, source.log, redact)
    refused = session(("git push", "This repository is configured for Git LFS but 'git-lfs' was not found on your "
                                   "path.\nerror: failed to push some refs", True),
                      ("apt-get install -y git-lfs", "Setting up git-lfs", False))
    assert verdict(e, calls, refused)[1] is False
    straight = session(("git status", "On branch main", False), ("apt-get install -y git-lfs", "Setting up", False))
    assert verdict(e, calls, straight)[1] is True


def test_a_variable_set_for_the_command_is_the_fix_in_either_spelling():
    """`NODE_OPTIONS=--openssl-legacy-provider npm run build` after `npm run build` failed: the setting is the fix,
    and exporting it first in a later session applied it."""
    ossl = "Error: error:0308010C:digital envelope routines::unsupported\n  code: 'ERR_OSSL_EVP_UNSUPPORTED'"
    source = session(("npm run build", ossl, True),
                     ("NODE_OPTIONS=--openssl-legacy-provider npm run build", "compiled successfully", False))
    e = gotcha(f"`npm run build` → `{ossl}`", "Run it with `NODE_OPTIONS=--openssl-legacy-provider npm run build`")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words[:2] == ("env", "NODE_OPTIONS")
    later = session(("export NODE_OPTIONS=--openssl-legacy-provider", "", False), ("npm run dev", "ready", False))
    assert verdict(e, calls, later) == (False, True)


def test_a_command_run_in_a_container_is_that_command():
    """`docker compose exec web python manage.py makemigrations --merge` runs the lesson's fix in the container."""
    conflict = "CommandError: Conflicting migrations detected; multiple leaf nodes in the migration graph"
    source = session(("python manage.py migrate", conflict, True),
                     ("python manage.py makemigrations --merge --noinput", "Created new merge migration", False))
    e = gotcha(f"`python manage.py migrate` → `{conflict}`",
               "Create a merge migration with `python manage.py makemigrations --merge --noinput`")
    calls = lesson_calls(e, source.log, redact)
    later = session(("docker compose exec -T web python manage.py makemigrations catalog --merge --noinput", "Created",
                     False))
    assert verdict(e, calls, later) == (False, True)


def test_a_programs_own_message_is_its_error_whichever_subcommand_met_it():
    """`go: updates to go.mod needed` from `go build` in the source, then from `go test` later: the trap came back
    (the program names itself before its message, with no class word); another `go:` message is another error."""
    tidy = "go: updates to go.mod needed; to update it:\n\tgo mod tidy"
    source = session(("go build ./...", tidy, True), ("go mod tidy && go build ./...", "", False))
    e = gotcha(f"`go build ./...` → `{tidy.splitlines()[0]}`", "Run `go mod tidy && go build ./...` after a merge")
    calls = lesson_calls(e, source.log, redact)
    assert verdict(e, calls, session(("go test ./internal/...", tidy, True), ("go mod tidy", "", False)))[0] is True
    other = "go: github.com/x/y@v1.2.0: reading github.com/x/y/go.mod at revision v1.2.0: unknown revision v1.2.0"
    assert verdict(e, calls, session(("go test ./internal/...", other, True)))[0] is False


def test_a_short_flag_is_its_long_form_for_any_program_and_a_fix_run_by_docker_run_is_that_fix():
    """kubectl's `-n` is `--namespace` (not git's `--dry-run`), helm's `--install` is `-i`; `docker run … golang sh -c
    "go mod tidy && …"` and `docker run … hashicorp/terraform:1.9 init -upgrade` run the fix in a container."""
    notfound = 'Error from server (NotFound): deployments.apps "billing-api" not found'
    source = session(("kubectl rollout restart deployment/billing-api", notfound, True),
                     ("kubectl -n billing rollout restart deployment/billing-api", "restarted", False))
    e = gotcha(f"`kubectl rollout restart deployment/billing-api` → `{notfound}`",
               "Pass the namespace: `kubectl -n <namespace> rollout restart deployment/<name>`")
    calls = lesson_calls(e, source.log, redact)
    assert verdict(e, calls, session(("kubectl logs --namespace billing deploy/billing-api", "GET /", False))) \
        == (False, True)
    lock = "Error: Inconsistent dependency lock file"
    source = session(("terraform plan", lock, True), ("terraform init -upgrade", "Terraform has been successfully "
                                                                                 "initialized!", False))
    e = gotcha(f"`terraform plan` → `{lock}`", "Run `terraform init -upgrade` after changing a provider version")
    calls = lesson_calls(e, source.log, redact)
    assert verdict(e, calls, session(("docker run --rm -v $PWD:/w -w /w hashicorp/terraform:1.9 init -upgrade",
                                      "Terraform has been successfully initialized!", False))) == (False, True)
    tidy = "go: updates to go.mod needed; to update it:\n\tgo mod tidy"
    source = session(("go build ./...", tidy, True), ("go mod tidy && go build ./...", "", False))
    e = gotcha(f"`go build ./...` → `{tidy.splitlines()[0]}`", "Run `go mod tidy` after a merge")
    calls = lesson_calls(e, source.log, redact)
    assert verdict(e, calls, session(('docker run --rm -v "$PWD":/src -w /src golang:1.23 sh -c "go mod tidy && go '
                                      'build ./..."', "", False))) == (False, True)


def test_a_placeholder_inside_a_word_is_any_name_and_words_the_statement_leaves_out_are_not_the_fix():
    """`composer install --ignore-platform-req=ext-<name>` ran as `…=ext-intl`: a later `…=ext-gd` is the fix
    applied; `cmake -S . -B <build>` ran with `-G Ninja` too: a later configure without it is still the fix."""
    ext = "Your lock file does not contain a compatible set of packages. Please run composer update.\n" \
          "  - symfony/intl v7.1.0 requires ext-intl * -> it is missing from your system."
    source = session(("composer install", ext, True),
                     ("composer install --ignore-platform-req=ext-intl", "Generating autoload files", False))
    e = gotcha(f"`composer install` → `{ext.splitlines()[0]}`",
               "Ignore that one extension: `composer install --ignore-platform-req=ext-<name>`")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words == ("composer", "install", "--ignore-platform-req=ext-<name>")
    assert verdict(e, calls, session(("composer install --no-interaction --ignore-platform-req=ext-gd", "ok", False))) \
        == (False, True)
    moved = "CMake Error: The current CMakeCache.txt directory /a/build/CMakeCache.txt is different than the directory " \
            "/b/build where CMakeCache.txt was created."
    source = session(("cmake --build build", moved, True),
                     ("rm -rf build && cmake -S . -B build -G Ninja && cmake --build build", "Build files written",
                      False))
    e = gotcha(f"`cmake --build build` → `{moved}`", "Delete the stale build directory: `rm -rf <build> && cmake -S . "
                                                      "-B <build>`")
    calls = lesson_calls(e, source.log, redact)
    assert "-G" not in calls.fix_words and "Ninja" not in calls.fix_words


def test_a_fix_written_for_any_name_makes_another_name_of_the_same_error_the_trap_again():
    """`kubectl -n <namespace> … deployment/<name>`: a NotFound for another deployment, outside its namespace, is
    the same trap met again; for a lesson whose fix names one thing, another name is another error."""
    notfound = 'Error from server (NotFound): deployments.apps "billing-api" not found'
    source = session(("kubectl rollout restart deployment/billing-api", notfound, True),
                     ("kubectl -n billing rollout restart deployment/billing-api", "restarted", False))
    later = session(("kubectl scale deployment/search-indexer --replicas=0",
                     'Error from server (NotFound): deployments.apps "search-indexer" not found', True))
    e = gotcha(f"`kubectl rollout restart deployment/billing-api` → `{notfound}`",
               "Pass the namespace: `kubectl -n <namespace> rollout restart deployment/<name>`")
    assert verdict(e, lesson_calls(e, source.log, redact), later)[0] is True
    e = gotcha(f"`kubectl rollout restart deployment/billing-api` → `{notfound}`",
               "Pass the namespace: `kubectl -n billing rollout restart deployment/billing-api`")
    assert verdict(e, lesson_calls(e, source.log, redact), later)[0] is False


def test_a_settings_file_the_fix_names_in_prose_or_as_a_dotfile_edited_with_the_setting_is_the_fix_applied():
    """"Add `legacy-peer-deps=true` to the project's `.npmrc`" and "in pyproject.toml add `pythonpath = ["src"]`":
    a later Write of that file with that setting applied the lesson, though the evidence names the file and the
    setting too (what the evidence tells of the fix is not the trap)."""
    def wrote(path: str, content: str, then: str) -> SessionFacts:
        facts = SessionFacts()
        facts.add(Turn(TOOL_CALL, path, tool_name="Write", tool_input={"file_path": path, "content": content},
                       tool_use_id="w", timestamp="2026-02-01T10:00:00+00:00"))
        facts.add(Turn(TOOL_RESULT, "File created", tool_name="Write", tool_use_id="w",
                       timestamp="2026-02-01T10:00:00+00:00"))
        facts.add(Turn(TOOL_CALL, then, tool_name="Bash", tool_input={"command": then}, tool_use_id="b",
                       timestamp="2026-02-01T10:00:01+00:00"))
        facts.add(Turn(TOOL_RESULT, "ok", tool_name="Bash", tool_use_id="b", timestamp="2026-02-01T10:00:01+00:00"))
        return facts
    e = gotcha("`npm install x` → `ERESOLVE unable to resolve dependency tree`; after writing `legacy-peer-deps=true` "
               "to `.npmrc` the install `added 212 packages`",
               "Add the line `legacy-peer-deps=true` to the project's `.npmrc`.")
    npmrc = wrote("/home/dev/admin/.npmrc", "legacy-peer-deps=true\n", "npm install")
    assert verdict(e, LessonCalls(), npmrc) == (False, True)
    e = gotcha("`pytest -q` → `ModuleNotFoundError: No module named 'invoicer'`; after adding `pythonpath = [\"src\"]` to "
               "pyproject.toml `14 passed`", "Under `[tool.pytest.ini_options]` in pyproject.toml add "
                                           "`pythonpath = [\"src\"]`.")
    pyproject = wrote("/home/dev/worker/pyproject.toml", "[tool.pytest.ini_options]\npythonpath = [\"src\"]\n",
                      "pytest -q")
    assert verdict(e, LessonCalls(), pyproject) == (False, True)


def test_a_script_run_by_python_is_the_program_so_its_error_recurs_however_it_is_started():
    """`python manage.py migrate` failing in the source, `./manage.py migrate` failing the same way later: one program."""
    conflict = "CommandError: Conflicting migrations detected; multiple leaf nodes in the migration graph: " \
               "(0008_a, 0008_b in orders)."
    source = session(("python manage.py migrate", conflict, True),
                     ("python manage.py makemigrations --merge --noinput", "Created new merge migration", False))
    e = gotcha(f"`python manage.py migrate` → `{conflict}`",
               "Create a merge migration with `python manage.py makemigrations --merge --noinput`")
    calls = lesson_calls(e, source.log, redact)
    later = session(("./manage.py migrate", conflict.replace("orders", "accounts"), True))
    assert verdict(e, calls, later)[0] is True


def test_the_recorded_message_met_in_another_programs_failing_output_is_the_trap_again():
    """mypy's `Library stubs not installed for "requests"` recorded; a commit hook later prints it for "toml": the
    lesson's fix is for any package, so the trap came back. Its words out of order (`chart … not found in … repo`
    for `repo … not found`) are another error."""
    stubs = 'src/x.py:1: error: Library stubs not installed for "requests"  [import-untyped]'
    source = session(("uv run mypy src", stubs, True), ("uv add --dev types-requests", "Installed 1 package", False))
    e = gotcha(f"`uv run mypy src` → `{stubs}`", "`uv add --dev types-<package>`, then rerun mypy")
    calls = lesson_calls(e, source.log, redact)
    hook = "mypy.....................................................................Failed\n- hook id: mypy\n" \
           'src/cfg.py:3: error: Library stubs not installed for "toml"  [import-untyped]'
    assert verdict(e, calls, session(("git commit -am cfg", hook, True)))[0] is True
    repo = "Error: INSTALLATION FAILED: repo bitnami not found"
    source = session(("helm install pg bitnami/postgresql", repo, True),
                     ("helm repo add bitnami https://charts.bitnami.com/bitnami && helm repo update", "ok", False))
    e = gotcha(f"`helm install pg bitnami/postgresql` → `{repo}`", "`helm repo add <repo> <url> && helm repo update`")
    calls = lesson_calls(e, source.log, redact)
    chart = 'Error: INSTALLATION FAILED: chart "redis-clustr" matching  not found in bitnami index. (try \'helm repo ' \
            "update'): no chart name found"
    assert verdict(e, calls, session(("helm install cache bitnami/redis-clusterx", chart, True)))[0] is False


def test_an_error_code_or_the_first_line_of_an_unclassed_failure_is_its_shape():
    """`Job for nginx.service failed because …` (no class word) recorded from `systemctl restart nginx`: the same
    first line from a later restart is the trap again; `ERR_PNPM_ADDING_TO_ROOT` is a class of its own."""
    job = "Job for nginx.service failed because the control process exited with error code.\n" \
          'See "systemctl status nginx.service" and "journalctl -xeu nginx.service" for details.'
    source = session(("sudo systemctl restart nginx", job, True), ("sudo nginx -t && sudo systemctl reload nginx",
                                                                   "syntax is ok", False))
    e = gotcha(f"`sudo systemctl restart nginx` → `{job.splitlines()[0]}`",
               "Always run `sudo nginx -t` first and reload only if it passes")
    calls = lesson_calls(e, source.log, redact)
    assert verdict(e, calls, session(("systemctl restart nginx", job, True)))[0] is True
    assert verdict(e, calls, session(("systemctl restart nginx", "Failed to restart nginx.service: Unit not found.",
                                      True)))[0] is False
    root = " ERR_PNPM_ADDING_TO_ROOT  Running this command will add the dependency to the workspace root"
    source = session(("pnpm add zod", root, True), ("pnpm --filter @acme/api add zod", "Done", False))
    e = gotcha(f"`pnpm add zod` → `{root.strip()}`", "`pnpm --filter <package> add <dep>`")
    calls = lesson_calls(e, source.log, redact)
    assert verdict(e, calls, session(("pnpm add -D @types/cookie", root, True)))[0] is True


def test_a_look_with_another_subcommand_is_no_changed_rerun_of_the_failing_call():
    """`aws s3 ls` failed on an expired token; `aws configure list` only looked at the profile and is not the
    failing call run again changed (the same program, another subcommand), so the fix recorded is the login that
    came before the unchanged rerun passed."""
    source = session(("aws s3 ls s3://reports/2026/03/ --profile finops", "Error when retrieving token from sso: "
                      "Token has expired and refresh failed", True),
                     ("aws configure list --profile finops", "profile  finops  manual  --profile", False),
                     ("aws sso login --profile finops", "Successfully logged into Start URL", False),
                     ("aws s3 ls s3://reports/2026/03/ --profile finops", "2026-03-10 23:12:09  48211876 cur.csv",
                      False))
    e = gotcha("`aws s3 ls s3://reports/2026/03/ --profile finops` → `Token has expired and refresh failed`",
               "해당 프로필로 SSO에 다시 로그인한 다음 원래 명령을 다시 실행한다.")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words[:3] == ("aws", "sso", "login")
    later = session(("aws sso login --sso-session acme", "Successfully logged into Start URL", False),
                    ("aws s3 ls s3://reports/2026/04/ --profile finops", "2026-04-10 cur.csv", False))
    assert verdict(e, calls, later) == (False, True)


def test_another_subcommand_of_the_failing_program_is_no_rerun_of_it_in_the_fix_call():
    """In `CGO_ENABLED=0 go build … && docker build … && docker run … --version`, `docker build` is not the failing
    `docker run` run again (another subcommand): the fix recorded is not `docker build -t .`, which any later image
    build would match."""
    source = session(("go build -o bin/server ./cmd/server && docker build -t api:dev .", "Successfully tagged", False),
                     ("docker run --rm api:dev", "exec /app/server: no such file or directory", True),
                     ("CGO_ENABLED=0 go build -o bin/server ./cmd/server && docker build -t api:dev . && docker run "
                      "--rm api:dev --version", "Successfully tagged api:dev\napi 0.9.2", False))
    e = gotcha("`exec /app/server: no such file or directory`; `CGO_ENABLED=0 go build -o bin/server ./cmd/server` "
               "then `api 0.9.2`", "Build static with cgo off: `CGO_ENABLED=0 go build -o bin/<name> ./cmd/<name>`")
    calls = lesson_calls(e, source.log, redact)
    assert calls.fix_words[:2] != ("docker", "build")
    other = session(("docker build -t web:dev ./web", "Successfully tagged web:dev", False),
                    ("docker run --rm web:dev", "listening on :3000", False))
    assert verdict(e, calls, other)[1] is False


def test_the_same_message_wrapped_in_another_clients_words_is_the_failure_again():
    """pika prints `ProbableAccessDeniedError: ConnectionClosedByBroker: (403) 'ACCESS_REFUSED - Login was refused
    …'`, amqplib `Handshake terminated by server: 403 (ACCESS-REFUSED) with message "ACCESS_REFUSED - Login was
    refused …"`: most of the recorded message, in order (a word ends at `_` as the message was split), is met."""
    source = session(("AMQP_URL=amqp://guest:guest@mq-dev.lan:5672/ python -m pytest tests/integration -q -x",
                      "E   pika.exceptions.ProbableAccessDeniedError: ConnectionClosedByBroker: (403) 'ACCESS_REFUSED - "
                      "Login was refused using authentication mechanism PLAIN. For details see the broker logfile.'",
                      True),
                     ("sudo rabbitmqctl add_user orders orders-dev && sudo rabbitmqctl set_permissions -p / orders "
                      "'.*' '.*' '.*'", "Adding user \"orders\" ...", False))
    e = gotcha("pytest: `ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN`",
               "Create a real user: `rabbitmqctl add_user <user> <pass>`, then connect as it")
    calls = lesson_calls(e, source.log, redact)
    later = session(("node src/consumer.js", "Error: Handshake terminated by server: 403 (ACCESS-REFUSED) with message "
                     "\"ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN. For details see the "
                     "broker logfile.\"", True))
    assert verdict(e, calls, later)[0] is True
    other = session(("node src/consumer.js", "Error: Handshake terminated by server: 530 (NOT-ALLOWED) with message "
                     "\"NOT_ALLOWED - access to vhost 'orders' refused for user 'notify'\"", True))
    assert verdict(e, calls, other)[0] is False


def test_a_fix_for_any_name_of_a_scheme_recurs_with_another_name_of_that_scheme_only():
    """The fix (the `nodejs_compat` flag, written into wrangler.toml: no fix call recorded, only the text's setting)
    names none of the modules, so another `node:` module that will not resolve is the same trap, read from a CI log;
    a package that will not resolve (`hono/jwt`) is not."""
    source = session(("npx wrangler deploy", "✘ [ERROR] Could not resolve \"node:crypto\"\n    src/sign.ts:1:24:", True))
    e = gotcha("`npx wrangler deploy` → `✘ [ERROR] Could not resolve \"node:crypto\"`",
               "Add `compatibility_flags = [\"nodejs_compat\"]` to wrangler.toml")
    calls = lesson_calls(e, source.log, redact)
    again = session(("gh run view 8830011245 --log-failed | tail -n 9", "deploy  ✘ [ERROR] Could not resolve "
                     "\"node:zlib\"\ndeploy  ##[error]Process completed with exit code 1.", True))
    assert verdict(e, calls, again)[0] is True
    other = session(("npx wrangler deploy", "✘ [ERROR] Could not resolve \"hono/jwt\"\n    src/index.ts:2:21:", True))
    assert verdict(e, calls, other)[0] is False
