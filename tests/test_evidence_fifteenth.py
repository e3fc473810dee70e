"""Issue 24, fifteenth round (what the read twenty-first corpus showed, fixed by class): no clause of a citation
comes both before and after another ("after the edit adding `A` the main scope compiled and, once munit was
declared as well, the third run printed `C`" made each of its two clauses wait for the other, so the streaming
scan and the whole-range judge disagreed); and the failure a fix is judged after is the failing call that printed
the error the citation quotes, over a later failing run that printed only a neutral quoted line (`Compiled project
(…)`) before failing on something else; "… printed `X` and the first `melos run test` passed" makes the first run a
claim of its own (with its order and outcome), as "and `cmd` printed" does; "X and the runner printed `true` right
away" is said of X's own call or the next call run after it, not of a later one; "`a` returned cleanly and `health`
then reported `E`" makes health a subject, not `a`'s output; "the same check printed" names a call said before, not
the quote before it; a parenthesis of prose after an output is the writer's aside; a program that is an English verb
used as one ("would make the change"), a particle noun ("drop-in"), an "all-" compound and a four-letter acronym are
prose, not names; a line ending in a search for an error's words that finds none (`… | grep -c 'did not find
expected key'` → exit code 1, `0`) is the check passing, not a failure; a fix run with long options of the session's
own between its words (`--endpoint http://…`) is run; a call whose output shows the quoted error in words of
trouble (`Inconsistent object: no such table`) shows the failure though it exited 0; an edit taking out what the
workaround says to remove is the fix, not its revert; the failure is the run that printed the quoted error's words,
then its message, over a later failing run that printed only a name it quotes; a call that printed only an HTTP
error status (`curl -w '%{http_code}'` → 404) may be the cited failure; a run of the fix that printed it had
nothing to do (`[success] No pending updates.`) shows no fix working; a command the workaround says to check with
first ("after checking `xcodebuild -list`") is no part of the fix. Each verdict from the whole-range judge and the streaming scan alike
(`verdict`); each test fails on the code before its rule."""
from __future__ import annotations

from core.evidence.claim import units
from core.evidence.claims import parse
from core.evidence.steps import Step, searched_clean
from core.transcript.conversation import TOOL_CALL
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

SCALA = "`scala-cli test .` → `[error] Not found: upickle`; after the edit adding " \
        "`//> using dep com.lihaoyi::upickle:3.3.1` the main scope compiled (`Compiled project (Scala 3.4.2)`) " \
        "and, once munit was declared as well, the third run printed `+ sums postings per account`."


def test_no_clause_is_both_before_and_after_another():
    claims = parse(SCALA).claims
    assert claims[2].after == 1 and claims[1].after is None


def scala_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "scala-cli test ."}, "Exit code 1\nCompiling project (Scala 3.4.2)\n"
           "[error] ./src/Ledger.scala:3:8\n[error] Not found: upickle\nCompilation failed", is_error=True)
    b.tool("Edit", {"file_path": "/w/project.scala", "old_string": "//> using scala 3.4.2",
                    "new_string": "//> using scala 3.4.2\n//> using dep com.lihaoyi::upickle:3.3.1"},
           "The file /w/project.scala has been updated successfully.")
    b.tool("Bash", {"command": "scala-cli test ."}, "Exit code 1\nCompiling project (Scala 3.4.2)\n"
           "Compiled project (Scala 3.4.2)\n[error] ./test/LedgerTest.scala:1:8\n[error] Not found: munit\n"
           "Compilation failed", is_error=True)
    b.tool("Edit", {"file_path": "/w/project.scala", "old_string": "//> using dep com.lihaoyi::upickle:3.3.1",
                    "new_string": "//> using dep com.lihaoyi::upickle:3.3.1\n"
                                  "//> using test.dep org.scalameta::munit:1.0.0"},
           "The file /w/project.scala has been updated successfully.")
    b.tool("Bash", {"command": "scala-cli test ."}, "Compiled project (Scala 3.4.2)\nLedgerTest:\n"
           "  + parses an empty ledger 0.012s\n  + sums postings per account 0.004s")
    return b


def test_the_failure_is_the_run_that_printed_the_quoted_error(tmp_path):
    fix = "Add `//> using dep com.lihaoyi::upickle:3.3.1` to project.scala and re-run `scala-cli test .`."
    assert verdict(scala_session(), tmp_path, gotcha(SCALA, fix)) == "write"


def melos_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "melos bootstrap"}, "-> 3 packages bootstrapped")
    b.tool("Bash", {"command": "melos run test"}, "Exit code 1\nkoala_core: SUCCESS\nkoala_ui: FAILED", is_error=True)
    b.tool("Bash", {"command": "melos clean && melos bootstrap"}, "-> 3 packages bootstrapped")
    b.tool("Bash", {"command": "melos run test"}, "koala_core: SUCCESS\nkoala_ui: SUCCESS")
    return b


def test_a_call_named_by_its_order_after_and_is_a_claim_of_its_own(tmp_path):
    """"`melos bootstrap` printed `X` and the first `melos run test` passed": the first run, which failed."""
    first = "`melos bootstrap` printed `-> 3 packages bootstrapped` and the first `melos run test` passed " \
            "(`koala_ui: SUCCESS`)."
    assert verdict(melos_session(), tmp_path, fact(first)).startswith("refused")
    second = first.replace("the first", "the second")
    assert verdict(melos_session(), tmp_path, fact(second)) == "write"


def key_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "op read op://eng/key > staging.key && chmod 600 staging.key && bin/rails runner "
                               "'puts ok?'"}, "Exit code 1\nActiveSupport::MessageEncryptor::InvalidMessage",
           is_error=True)
    b.tool("Bash", {"command": "git log -1 -- staging.yml.enc"}, "4e1b9c2 Mirela 3 days ago")
    b.tool("Bash", {"command": "op read op://eng/key > staging.key; bin/rails runner 'puts ok?'"}, "true")
    return b


def test_what_came_right_away_is_in_the_call_or_the_next_one_run(tmp_path):
    """"X and the runner printed `true` right away": from X's own call up to the next call run, not later."""
    said = "`op read op://eng/key > staging.key && chmod 600 staging.key` and the runner printed `true` right away."
    assert verdict(key_session(), tmp_path, fact(said)).startswith("refused")
    later = said.replace(" right away", "")
    assert verdict(key_session(), tmp_path, fact(later)) == "write"


def test_a_quote_after_and_with_a_verb_of_its_own_is_no_output_of_the_call_before():
    """"`a` returned cleanly and `health` then reported `E`": health is the subject of "reported", not what `a`
    printed."""
    claims = parse("`talosctl bootstrap` returned cleanly and `health` then reported `etcd: OK`.").claims
    assert claims[0].parts == ("talosctl bootstrap",) and claims[-1].parts == ("etcd: ok",)


def test_the_same_check_is_a_call_named_before_not_the_quote_before_it():
    claims = parse("after `bin/tapioca gems` and `bin/tapioca dsl` the same check printed `Errors: 1`.").claims
    assert all(c.inputs == () for c in claims)
    # ... and "the same set image printed `x`" is what a call printed, not text an edit wrote
    edited = parse("after `kubectl config use-context s` the same set image printed `api image updated`").claims
    assert not any(u.called for c in edited for u in units(c))


def test_an_aside_in_parentheses_is_no_output():
    """"`wc -c key` → 33 (32 characters plus newline; …)": 32 is the writer's arithmetic; a short parenthesis
    of names still is output."""
    assert parse("`wc -c key` → 33 (32 characters plus newline; fine)").claims[0].outputs == ("33",)
    assert "e0308" in parse("`cargo build` printed 2 errors (E0425, E0308)").claims[0].outputs


def test_prose_words_are_no_names():
    """A program that is an English verb used as one ("would make the change"), a particle noun ("drop-in"), an
    "all-" compound and a four-letter acronym (FQDN) are prose; `make install`, ENOENT and EDOM are names."""
    def names(text: str) -> set[str]:
        return {p for c in parse(text).claims for u in units(c) for p in u.parts}
    assert names("the user said they would make the change after lunch") == set()
    assert names("a drop-in with EnvironmentFile on an all-control-plane cluster, by FQDN") == {"environmentfile"}
    assert {"make", "enoent", "edom"} <= names("ran make install; it failed with ENOENT, then EDOM")


def yaml_session(edited: bool = True) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "sudo datadog-agent configcheck 2>&1 | grep -A2 'configuration errors'"},
           "=== Configuration errors ===\nnginx: yaml: line 7: did not find expected key")
    if edited:
        b.tool("Edit", {"file_path": "/etc/datadog-agent/conf.d/nginx.d/conf.yaml", "old_string": "     - role:edge",
                        "new_string": "      - role:edge"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "sudo systemctl restart datadog-agent && sudo datadog-agent configcheck 2>&1 | "
                               "grep -c 'did not find expected key'"}, "Exit code 1\n0", is_error=True)
    return b


def test_a_search_for_the_error_finding_none_is_the_check_passing(tmp_path):
    """`… | grep -c 'did not find expected key'` → exit code 1, `0` after the edit: the error is gone, and that
    call is no failure the fix is judged after; with no edit before it, nothing was fixed."""
    said = "`configcheck` showed `nginx: yaml: line 7: did not find expected key`; after the re-indent " \
           "`grep -c 'did not find expected key'` counted 0 (grep's exit code 1 only means no match)."
    fix = "Indent the item like its siblings, restart the agent, re-run configcheck."
    assert verdict(yaml_session(), tmp_path, gotcha(said.replace("after the re-indent ", ""), fix)) == "write"
    assert verdict(yaml_session(edited=False), tmp_path, gotcha(said.replace("after the re-indent ", ""), fix)) \
        .startswith("review")


def hasura_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "hasura migrate apply --endpoint http://localhost:8080 --database-name default"},
           "Exit code 1\nlevel=fatal msg=\"apply failed\\nFile: '1707640012000_add_due_date/up.sql'\"", is_error=True)
    b.tool("Bash", {"command": "hasura migrate apply --endpoint http://localhost:8080 --database-name default "
                               "--version 1707640012000 --skip-execution"}, "INFO migrations applied")
    return b


def test_a_fix_run_with_long_options_of_the_sessions_own_among_its_words(tmp_path):
    said = "`hasura migrate apply --endpoint http://localhost:8080 --database-name default` → " \
           "`File: '1707640012000_add_due_date/up.sql'`"
    fix = "`hasura migrate apply --database-name default --version 1707640012000 --skip-execution`, then the rest."
    assert verdict(hasura_session(), tmp_path, gotcha(said, fix)) == "write"


def metadata_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "hasura migrate apply --database-name default"}, "Exit code 1\nlevel=fatal msg=\"apply "
           "failed\"", is_error=True)
    b.tool("Bash", {"command": "hasura metadata ic list"}, "NAME  TYPE   REASON\ntags  table  Inconsistent object: "
           "no such table/view exists in source: \"tags\"")
    b.tool("Edit", {"file_path": "/w/metadata/tables.yaml", "old_string": "- \"!include public_tags.yaml\"\n"
                    "- \"!include public_tasks.yaml\"", "new_string": "- \"!include public_tasks.yaml\""},
           "The file /w/metadata/tables.yaml has been updated successfully.")
    b.tool("Bash", {"command": "hasura metadata apply && hasura metadata ic list"}, "INFO metadata is consistent")
    return b


def test_a_listing_showing_the_quoted_error_is_the_failure_and_taking_out_what_the_fix_removes_is_the_fix(tmp_path):
    """`ic list` printing `Inconsistent object: no such table/view exists` (exit 0, no trouble word in its own
    words' sense) is the failure, not the earlier failed migrate; the edit removing the line the workaround says to
    remove is the fix, not a revert of it."""
    said = "`hasura metadata ic list` → `Inconsistent object: no such table/view exists in source`; after the edit " \
           "`hasura metadata ic list` printed `INFO metadata is consistent`."
    fix = "Remove the `!include public_tags.yaml` line and apply the metadata again."
    assert verdict(metadata_session(), tmp_path, gotcha(said, fix)) == "write"


def scons_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "scons mode=release"}, "Exit code 2\ncl /c src\\dsp\\filter.cpp\n'cl' is not recognized "
           "as an internal or external command,\nscons: *** [filter.obj] Error 1", is_error=True)
    b.tool("Edit", {"file_path": "C:\\dev\\SConstruct", "old_string": "MSVC_VERSION='14.2'",
                    "new_string": "MSVC_VERSION='14.3'"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "scons mode=release"}, "Exit code 2\ncl /c src\\dsp\\filter.cpp\nfilter.cpp\n"
           "LINK : fatal error LNK1181: cannot open input file 'winmm.lib'", is_error=True)
    b.tool("Bash", {"command": "scons mode=release"}, "scons: done building targets.")
    return b


def test_the_failure_is_the_run_that_printed_the_quoted_message_not_a_name(tmp_path):
    """The quoted message (`'cl' is not recognized …`) over a later failing run that printed only a name the
    citation also quotes (`filter.cpp`, on its way to another error); that run is no return of the failure."""
    said = "`scons mode=release` → `'cl' is not recognized as an internal or external command`; after the pin " \
           "went to `MSVC_VERSION='14.3'` the next run compiled `filter.cpp`."
    assert verdict(scons_session(), tmp_path, gotcha(said, "Change the pin to `MSVC_VERSION='14.3'`.")) == "write"


def status_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "psql -c 'ALTER TABLE public.projects SET SCHEMA api'"}, "ALTER TABLE")
    b.tool("Bash", {"command": "curl -s -o /dev/null -w '%{http_code}' localhost:3000/projects"}, "404")
    b.tool("Bash", {"command": "psql -c \"NOTIFY pgrst, 'reload schema'\" && curl -s localhost:3000/projects"},
           "NOTIFY\n[{\"id\": 1, \"name\": \"Inbox\"}]")
    return b


def test_a_call_that_printed_only_an_http_error_status_may_be_the_cited_failure(tmp_path):
    said = "after `ALTER TABLE public.projects SET SCHEMA api` the status was still `404`; `NOTIFY pgrst, 'reload " \
           "schema'` then returned the `Inbox` row."
    entry = gotcha(said, "`NOTIFY pgrst, 'reload schema'` after the move.", failure_step="s3", fix_step="s5",
                   evidence_steps=["s1", "s3", "s5"])
    assert verdict(status_session(), tmp_path, entry) == "write"


def drush_session(result: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "vendor/bin/drush watchdog:show --count=1"}, "SQLSTATE[42S22]: Column not found: 1054 "
           "Unknown column 'node__field_department.field_department_target_id' in 'where clause'")
    b.tool("Bash", {"command": "vendor/bin/drush updatedb -y"}, result)
    return b


def test_a_fix_run_that_had_nothing_to_do_shows_nothing(tmp_path):
    """`drush updatedb -y` → `[success] No pending updates.`: it ran and changed nothing; with nothing checked after
    it, the fix is not shown. The same run applying an update shows it."""
    said = "`drush watchdog:show` → `Unknown column 'node__field_department.field_department_target_id'`; " \
           "`vendor/bin/drush updatedb -y` ran."
    fix = "Run `vendor/bin/drush updatedb -y` after the import."
    assert verdict(drush_session("[success] No pending updates."), tmp_path, gotcha(said, fix)).startswith("review")
    assert verdict(drush_session("[success] Executed update node_update_10201."), tmp_path, gotcha(said, fix)) == \
        "write"


def scheme_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "xcodebuild test -workspace T.xcworkspace -scheme TrailheadTests"},
           "Exit code 65\nxcodebuild: error: The workspace named \"T\" does not contain a scheme named "
           "\"TrailheadTests\".", is_error=True)
    b.tool("Bash", {"command": "xcodebuild -list -workspace T.xcworkspace"}, "Schemes:\n    Trailhead\n    TrailheadKit")
    b.reply("Should I run `xcodebuild test -scheme Trailhead`?")
    b.prompt("leave it for now")
    return b


def test_a_look_the_fix_comes_after_is_no_run_of_it(tmp_path):
    """"Run `xcodebuild test -scheme Trailhead` after checking `xcodebuild -list`": the listing is a look taken
    first, not the fix; running only it shows nothing."""
    said = "`xcodebuild test -workspace T.xcworkspace -scheme TrailheadTests` → `does not contain a scheme named`"
    fix = "Run `xcodebuild test -scheme Trailhead` after checking `xcodebuild -list`."
    assert verdict(scheme_session(), tmp_path, gotcha(said, fix)).startswith("review")


def test_a_search_is_read_by_what_it_printed_also_when_its_output_is_kept_unread():
    """The scan keeps a light step's output unread (`Step.unread_output`): a grep that printed its own error is no
    clean search there either, as over the whole transcript."""
    def step(result: str, unread: str) -> Step:
        return Step(index=0, kind=TOOL_CALL, flat="", result=result, ok=False, unread_output=unread,
                    raw_command="sudo datadog-agent configcheck | grep -c 'did not find expected key'")
    assert searched_clean(step("exit code 1 0", "")) and searched_clean(step("", "Exit code 1\n0"))
    assert not searched_clean(step("", "Exit code 2\ngrep: (standard input): binary file matches"))
