"""Issue 24, forty-first round: which call a citation ties an output to, however the sentence is built.

A model names the call an output came from after the output ("`E` came from `zig test`"), puts the occasion between
a command and its verb ("`zig build` after the edit failed with `E`", "the first `zig build` after it still failed"),
or writes the verb in German, Spanish, Portuguese or French ("`zig test` brach mit `E` ab", "falló con `E`"). Each
ties the output to the call named, as "`zig test` printed `E`" does; before, the pieces were free and one call's error
credited to another passed. "no longer reported `E`" says the call did not print it. The rule tests fail on the code
before the round; the guards hold before and after."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

BUILD = "zig build"
TEST = "zig test src/parse.zig"
UNUSED = "src/main.zig:14:9: error: unused local constant"
EXPECTED = "expected 42, found 41"
WHERE = "src/parse.zig:88"


def zig_session() -> Builder:
    """`zig build` fails on an unused constant (s2); the constant goes (s4); the build passes (s6); the parser tests fail on
    an expectation at src/parse.zig:88 (s8)."""
    b = Builder()
    b.prompt("the build is red")
    b.tool("Bash", {"command": BUILD}, f"Exit code 1\n{UNUSED}\n    const width = 80;", is_error=True)
    b.tool("Edit", {"file_path": "src/main.zig", "old_string": "    const width = 80;\n", "new_string": ""},
           "The file src/main.zig has been updated successfully.")
    b.tool("Bash", {"command": BUILD}, "")
    b.tool("Bash", {"command": TEST}, f"Exit code 1\nerror: 'parse.test.answer' failed: {EXPECTED}\n{WHERE}: "
                                      "try testing.expectEqual(42, answer());", is_error=True)
    return b


# --- "`E` came from `cmd`": the output is what that call printed

def test_an_output_said_to_come_from_another_call_is_refused(tmp_path):
    e = fact(f"`{UNUSED}` came from `{TEST}` at `{WHERE}`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_an_output_said_to_be_printed_by_another_call_is_refused(tmp_path):
    e = fact(f"`{EXPECTED}` was printed by `{BUILD}`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_guard_an_output_from_the_call_that_printed_it(tmp_path):
    e = fact(f"`{EXPECTED}` came from `{TEST}` at `{WHERE}`.")
    assert verdict(zig_session(), tmp_path, e) == "write"


def test_guard_an_output_from_a_file_is_no_call(tmp_path):
    """`src/main.zig` is a file, not a command: the sentence names where the error points, and stays as written."""
    e = fact(f"`{UNUSED}` came from `src/main.zig`, and `{BUILD}` failed with it.")
    assert verdict(zig_session(), tmp_path, e) == "write"


# --- "`cmd` after the edit failed": the occasion between the command and its verb

def test_a_command_after_the_edit_said_to_fail_with_its_earlier_error_is_refused(tmp_path):
    e = fact(f"`{BUILD}` after the edit failed with `{UNUSED}`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_the_first_run_after_it_said_to_still_fail_is_refused(tmp_path):
    e = fact(f"Deleting the constant was not enough: the first `{BUILD}` after it still failed.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_guard_a_command_before_the_edit_with_its_error(tmp_path):
    e = fact(f"`{BUILD}` failed with `{UNUSED}`; after the edit it passed.")
    assert verdict(zig_session(), tmp_path, e) == "write"


def test_guard_a_command_after_the_edit_with_what_it_did(tmp_path):
    e = fact(f"`{TEST}` after the edit failed with `{EXPECTED}`.")
    assert verdict(zig_session(), tmp_path, e) == "write"


# --- German, Spanish, Portuguese and French verbs of what a call did

def test_a_german_separable_verb_ties_the_error_to_its_call(tmp_path):
    e = fact(f"`{BUILD}` brach mit `{EXPECTED}` ab.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_a_spanish_failure_verb_ties_the_error_to_its_call(tmp_path):
    e = fact(f"`{BUILD}` falló con `{EXPECTED}`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_a_french_failure_verb_ties_the_error_to_its_call(tmp_path):
    e = fact(f"`{BUILD}` a échoué avec `{EXPECTED}`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_guard_the_same_verbs_with_the_calls_own_error(tmp_path):
    for said in (f"`{TEST}` brach mit `{EXPECTED}` ab.", f"`{TEST}` schlug mit `{EXPECTED}` fehl.",
                 f"`{TEST}` falló con `{EXPECTED}`.", f"`{TEST}` falhou com `{EXPECTED}`.",
                 f"`{BUILD}` zeigte `{UNUSED}`."):
        assert verdict(zig_session(), tmp_path, fact(said)) == "write", said


# --- "no longer reported `E`": what the call did not print

def test_an_error_the_next_build_no_longer_reported_was_printed_before(tmp_path):
    e = gotcha(f"After the edit, the next `{BUILD}` no longer reported `{UNUSED}` (it printed nothing).",
               workaround="Delete the constant.")
    assert verdict(zig_session(), tmp_path, e) == "write"


def test_guard_an_error_never_printed_is_not_found_by_saying_it_is_gone(tmp_path):
    e = fact("After the edit the next build no longer reported `error: use of undeclared identifier 'width'`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


def test_guard_an_error_a_later_call_reported_again_is_looked_for_after(tmp_path):
    e = fact(f"After the edit the next `{BUILD}` reported `{UNUSED}` again.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


# --- the person's report cited as the failure, in the words people use

MODULE = "Import-Module Acme.Deploy -PassThru | Select-Object Version"


def module_session(report: str) -> Builder:
    """The person reports the old module version loading (s1); the old copy is removed (s2) and the import, run
    again, loads the new one (s4)."""
    b = Builder()
    b.prompt(report)
    b.tool("Bash", {"command": "pwsh -c 'Remove-Item -Recurse C:/Modules/Acme.Deploy/1.3.2'"}, "")
    b.tool("Bash", {"command": f"pwsh -c '{MODULE}'"}, "Version\n-------\n1.4.0")
    return b


def module_lesson() -> object:
    return gotcha(f"`{MODULE}` → `1.4.0`", "Remove the old version's folder: `Remove-Item -Recurse "
                  "C:/Modules/Acme.Deploy/1.3.2`", failure_step="s1", fix_step="s2")


def test_the_person_reporting_the_old_thing_still_loading_is_the_failure(tmp_path):
    b = module_session("import-module on the build agent still loads 1.3.2 after i installed 1.4.0")
    assert verdict(b, tmp_path, module_lesson()) == "write"


def test_the_person_reporting_a_thing_that_never_starts_is_the_failure(tmp_path):
    b = module_session("the deploy job never starts with the new module, the agent keeps using 1.3.2")
    assert verdict(b, tmp_path, module_lesson()) == "write"


def test_guard_the_person_asking_for_something_new_is_no_failure(tmp_path):
    b = module_session("please make the agent load 1.4.0 of Acme.Deploy")
    assert verdict(b, tmp_path, module_lesson()).startswith("review")


def test_guard_a_thing_that_doesnt_do_more_is_no_failure_report(tmp_path):
    """"doesnt reload" with no apostrophe: as "doesn't reload" it is a wish about a feature, not a report of the
    failure (only "doesn't work" is)."""
    b = module_session("also the agent doesnt reload modules on its own, any idea?")
    assert verdict(b, tmp_path, module_lesson()).startswith("review")


def test_guard_german_nach_is_left_as_written(tmp_path):
    """German capitalises its nouns, which read as names: after a translated "nach `x`" they would be looked for
    in the later steps ("im Parser"), so "nach" stays as written (Spanish "después de `x`" is translated)."""
    e = fact(f"Nach `const width = 80;` entfernt: `{TEST}` meldete `{EXPECTED}` im Parser.")
    assert verdict(zig_session(), tmp_path, e) == "write"


def test_a_spanish_after_before_a_quote_orders_what_follows(tmp_path):
    e = fact(f"Después de `{TEST}`, `{BUILD}` mostró `{UNUSED}`.")
    assert verdict(zig_session(), tmp_path, e).startswith("refused")


# --- the person saying the error is gone; a check that exited 0 printing four words of the symptom in a row

CONF = "Bad config: invalid type: boolean `true`, expected struct SoftWrap for key `editor.soft-wrap`"


def config_session(answer: str) -> Builder:
    """The editor's health check prints its config error and exits 0 (s2); the config is edited (s4); the person
    answers (s6)."""
    b = Builder()
    b.prompt("soft wrap does nothing")
    b.tool("Bash", {"command": "hx --health 2>&1 | head -3"}, f"{CONF}\nPress <ENTER> to continue with default config")
    b.tool("Edit", {"file_path": "config.toml", "old_string": "soft-wrap = true",
                    "new_string": "[editor.soft-wrap]\nenable = true"}, "The file config.toml has been updated successfully.")
    b.prompt(answer)
    return b


def config_lesson() -> object:
    return gotcha("`hx --health` → `Bad config: invalid type: boolean`", "Use `[editor.soft-wrap]` with `enable = true`.",
                  symptom="Bad config: invalid type: boolean, expected struct SoftWrap", failure_step="s2",
                  fix_step="s4")


def test_the_person_saying_the_error_message_is_gone_confirms(tmp_path):
    b = config_session("it wraps now and the Bad config message is gone. thanks")
    assert verdict(b, tmp_path, config_lesson()) == "write"


def test_guard_the_person_saying_the_error_is_gone_but_something_still_fails_does_not(tmp_path):
    b = config_session("the Bad config message is gone but it still does not wrap")
    assert verdict(b, tmp_path, config_lesson()).startswith("review")


HEALTH = "hx --health rust"


def health_session() -> Builder:
    """The health check exits 0 saying the configured server is not found (s2); the override is edited (s4); the
    check passes (s6)."""
    b = Builder()
    b.prompt("rust-analyzer does not start in the editor")
    b.tool("Bash", {"command": HEALTH}, "Configured language servers:\n  ✘ rust-analyzer: C:/tools/ra/ra.exe not found in "
                                        "$PATH\nHighlight queries: ✓")
    b.tool("Edit", {"file_path": "languages.toml", "old_string": 'command = "C:/tools/ra/ra.exe"',
                    "new_string": 'command = "rust-analyzer"'}, "The file languages.toml has been updated successfully.")
    b.tool("Bash", {"command": HEALTH}, "Configured language servers:\n  ✓ rust-analyzer: C:/Users/j/.cargo/bin/"
                                        "rust-analyzer.exe\nHighlight queries: ✓")
    return b


def health_lesson(symptom: str) -> object:
    return gotcha(f'`{HEALTH}` → `✓ rust-analyzer`', 'Set `command = "rust-analyzer"` in languages.toml.',
                  symptom=symptom, failure_step="s2", fix_step="s4")


def test_a_cited_check_printing_four_words_of_the_symptom_in_a_row_is_the_failure(tmp_path):
    e = health_lesson("hx --health rust: rust-analyzer not found in $PATH even after rustup component add")
    assert verdict(health_session(), tmp_path, e) == "write"


def test_guard_four_words_in_a_row_naming_no_trouble_are_no_failure(tmp_path):
    e = health_lesson("the editor shows configured language servers and more in its health check")
    assert verdict(health_session(), tmp_path, e).startswith("review")


# --- a restart after the fix's edit is the fix taking effect: the person's word right after it confirms

def agent_session(restart: str) -> Builder:
    """The service's journal shows the rejected writes (s2); the setting is edited (s4); the service is restarted
    (s6); the person says it works (s8)."""
    b = Builder()
    b.prompt("no metrics reach the database")
    b.tool("Bash", {"command": "journalctl -u vmagent -n 3 --no-pager"},
           "vmagent[812]: cannot push 512 series: unexpected status code 400 for /api/v1/push: unsupported path")
    b.tool("Edit", {"file_path": "/etc/default/vmagent", "old_string": "-remoteWrite.url=http://vm:8428/api/v1/push",
                    "new_string": "-remoteWrite.url=http://vm:8428/api/v1/write"},
           "The file /etc/default/vmagent has been updated successfully.")
    b.tool("Bash", {"command": restart}, "")
    b.prompt("works now, thanks!")
    return b


def agent_lesson() -> object:
    return gotcha("`journalctl -u vmagent` → `unexpected status code 400 for /api/v1/push`",
                  "Point `-remoteWrite.url` at `/api/v1/write`, then restart vmagent.", failure_step="s2",
                  fix_step="s4")


def test_the_person_confirming_right_after_the_restart_that_applies_the_fix(tmp_path):
    assert verdict(agent_session("sudo systemctl restart vmagent"), tmp_path, agent_lesson()) == "write"


def test_guard_another_command_between_the_fix_and_the_word_is_no_restart(tmp_path):
    """Another check between the fix and the person's word: what they say may be of it (the restart rule is for a
    service made to read its settings again, not any call)."""
    assert verdict(agent_session("df -h /var/lib"), tmp_path, agent_lesson()).startswith("review")
