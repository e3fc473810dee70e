"""Tracking (issue 24), forty-sixth round: the other error forms a symptom quotes, a setting by its key path, the
value a setting is given, and a status the command line printed.

A symptom often quotes the failure in two forms ("`error: pathspec '<branch>' …` (git switch: `fatal: invalid
reference: <branch>`)"); the recorded call printed one, and a later session meeting the other met the trap all the
same (`core.tracking.templates`). Forms the recorded call printed itself, summary lines included, add nothing: the
recorded shape already matches them. A setting named by its key path (`server.allowedHosts`) is written in a config
as nested keys; a setting's value is a word of its own (`PIP_EXTRA_INDEX_URL=https://…/cu121` gives the index URL);
a line printing its program's exit code (`snyk test; "exit=$LASTEXITCODE"` → `exit=1`) failed though it exited 0.
Each test fails on the code before the rule, except the guards, which hold before and after."""
from __future__ import annotations

from core.tracking.fixterms import words_of
from core.tracking.masked import reported_failure
from core.tracking.profile import anchors_for
from core.tracking.record import lesson_calls
from core.tracking.usage import SessionFacts
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
from core.tracking.signature import signature_of
from core.tracking.templates import symptom_errors, telling
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

PATHSPEC = "error: pathspec 'feature/export' did not match any file(s) known to git"
SHALLOW = gotcha(f"`git checkout feature/export` → `{PATHSPEC}`",
                 "Widen the refspec: `git remote set-branches origin '*'`, then `git fetch --depth 1 origin <branch>`.",
                 symptom="`git checkout <branch>` fails with `error: pathspec '<branch>' did not match any file(s) "
                         "known to git` (git switch: `fatal: invalid reference: <branch>`).")
SHALLOW_SOURCE = session(("git checkout feature/export", PATHSPEC, True),
                         ("git remote set-branches origin '*' && git fetch --depth 1 origin feature/export && "
                          "git switch feature/export", "Switched to a new branch 'feature/export'", False))


def test_the_error_lines_a_symptom_quotes_are_its_templates():
    assert symptom_errors(SHALLOW.fields["symptom"]) == (
        "error: pathspec '<branch>' did not match any file(s) known to git", "fatal: invalid reference: <branch>")
    assert anchors_for(SHALLOW, "").errors == symptom_errors(SHALLOW.fields["symptom"])


def test_guard_a_command_a_symptom_quotes_is_no_template():
    assert symptom_errors("`git checkout <branch>` fails") == ()


def test_the_other_form_a_symptom_quotes_met_later_is_a_recurrence():
    calls = lesson_calls(SHALLOW, SHALLOW_SOURCE.log, redact)
    later = session(("git clone --depth 1 git@github.com:acme/notify.git", "Cloning into 'notify'...", False),
                    ("cd notify && git switch hotfix/smtp", "fatal: invalid reference: hotfix/smtp", True))
    assert verdict(SHALLOW, calls, later) == (True, False)


def test_guard_another_error_of_the_same_program_is_none():
    calls = lesson_calls(SHALLOW, SHALLOW_SOURCE.log, redact)
    later = session(("git switch hotfix/smtp", "fatal: not a git repository (or any of the parent directories): .git",
                     True))
    assert verdict(SHALLOW, calls, later) == (False, False)


def test_guard_a_form_the_recorded_call_printed_is_no_template_of_its_own():
    boot = "APPLICATION FAILED TO START"
    forms = symptom_errors(f"stops with `{boot}` and `Web server failed to start. Port 8080 was already in use.`")
    printed = f"***\n{boot}\n***\nWeb server failed to start. Port 8080 was already in use."
    assert telling(forms, printed) == []
    assert telling(forms, f"{boot}\n…") == []   # (cut short: only a form with a placeholder)
    other = "fatal: invalid reference: <branch>"
    assert telling([other], "error: pathspec 'x' did not match any file(s) known to git\n…") == [other]


def test_the_value_a_setting_is_given_is_a_word_of_its_own():
    assert "https://download.pytorch.org/whl/cu121" in words_of(
        "ENV PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cu121")


def test_a_status_the_command_line_printed_is_its_failure():
    assert reported_failure("pwsh -Command 'snyk test; \"exit=$LASTEXITCODE\"'", "Tested 6 projects\nexit=1")


def test_guard_a_search_finding_nothing_or_a_zero_status_is_no_failure():
    assert not reported_failure("make routes | grep -c admin; echo rc=$?", "0\nrc=1")
    assert not reported_failure("pwsh -Command 'snyk test; \"exit=$LASTEXITCODE\"'", "Tested 6 projects\nexit=0")


USAGE = "ERROR: usage: __main__.py [options] [file_or_dir] [file_or_dir] [...]\n__main__.py: error: unrecognized " \
        "arguments: {}\n  inifile: /src/app/pyproject.toml\n  rootdir: /src/app"
COV = gotcha("`.venv/bin/python -m pytest -q` → `error: unrecognized arguments: --cov=app --cov-report=term-missing`",
             "Install pytest-cov into the venv: `.venv/bin/pip install pytest-cov`.")
COV_SOURCE = session((".venv/bin/python -m pytest -q", USAGE.format("--cov=app --cov-report=term-missing"), True),
                     (".venv/bin/pip install pytest-cov && .venv/bin/python -m pytest -q", "12 passed", False))


def test_a_usage_synopsis_is_no_message_of_the_failure():
    assert signature_of(USAGE.format("--cov=app"), ".venv/bin/python -m pytest").message[:2] == \
        ("unrecognized", "arguments")


def test_another_bad_argument_after_the_same_usage_line_is_another_failure():
    calls = lesson_calls(COV, COV_SOURCE.log, redact)
    later = session((".venv/bin/python -m pytest -q -n auto", USAGE.format("-n auto"), True))
    assert verdict(COV, calls, later) == (False, False)


def test_guard_the_same_bad_argument_through_a_shell_it_was_handed_recurs():
    calls = lesson_calls(COV, COV_SOURCE.log, redact)
    later = session(('powershell -NoProfile -Command ".venv\\Scripts\\python.exe -m pytest"',
                     USAGE.format("--cov=invoice --cov-report=term-missing"), True))
    assert verdict(COV, calls, later) == (True, False)


ABC = gotcha("`.venv/bin/python -m sync.run` → `AttributeError: module 'collections' has no attribute 'MutableMapping'`",
             "Refer to the ABCs through collections.abc: `import collections.abc`, `from collections.abc import "
             "Mapping`.")
ABC_SOURCE = session((".venv/bin/python -m sync.run", "AttributeError: module 'collections' has no attribute "
                      "'MutableMapping'", True),
                     ("sed -i 's/collections.MutableMapping/collections.abc.MutableMapping/' sync/config.py && "
                      ".venv/bin/python -m sync.run", "synced 12 accounts", False))


def _turns(*calls: tuple[str, dict[str, str], str]) -> SessionFacts:
    """Facts of a session from (tool, input, output) calls that worked, as the session's turns record them."""
    facts = SessionFacts()
    for i, (tool, inp, out) in enumerate(calls):
        stamp = f"2026-02-01T10:00:{i:02d}+00:00"
        facts.add(Turn(TOOL_CALL, "", tool_name=tool, tool_input=inp, tool_use_id=f"t{i}", timestamp=stamp))
        facts.add(Turn(TOOL_RESULT, out, tool_name=tool, tool_use_id=f"t{i}", timestamp=stamp))
    return facts


CODE = "import collections\n\ndef flatten(items):\n    if not isinstance(items, collections.Iterable):\n" \
       "        raise TypeError('not iterable')\n"


def test_a_source_file_read_before_the_fix_is_no_trouble_met():
    calls = lesson_calls(ABC, ABC_SOURCE.log, redact)
    later = _turns(("Read", {"file_path": "/src/sync/transforms.py"}, CODE),
                   ("Edit", {"file_path": "/src/sync/transforms.py", "old_string": "import collections\n",
                             "new_string": "import collections.abc\n"}, "The file has been updated successfully."),
                   ("Bash", {"command": ".venv/bin/python -m pytest -q"}, "12 passed in 0.09s"))
    assert verdict(ABC, calls, later) == (False, True)


def test_guard_a_log_read_that_shows_trouble_before_the_fix_makes_it_a_recovery():
    calls = lesson_calls(ABC, ABC_SOURCE.log, redact)
    later = _turns(("Read", {"file_path": "/var/log/sync.log"}, "Traceback (most recent call last):\n"
                    "AttributeError: module 'collections' has no attribute 'Mapping'\n"),
                   ("Edit", {"file_path": "/src/sync/transforms.py", "old_string": "import collections\n",
                             "new_string": "import collections.abc\n"}, "The file has been updated successfully."))
    assert verdict(ABC, calls, later)[1] is False
