"""Issue 24, fortieth round: which call a citation's words name, read against the session.

A command quoted whole that the session had already run exactly as written names that run (and its runs again as
written), not a later call that added an option to it: "`sqlmesh plan dev --no-prompts` → `Audit … failed`" when
only `… --no-prompts --auto-apply` printed the audit failure is another call's error. Each verdict from the
whole-range judge and the streaming scan alike (`verdict`); the rule tests fail on the code before the rule, the
guards hold before and after."""
from __future__ import annotations

from core.lessons.model import Entry
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

PLAN = "sqlmesh plan dev --no-prompts"
NO_TIME = "Error: Incremental model 'analytics.orders_daily' must define a time_column."
AUDIT = "Audit 'not_null' for model 'analytics.orders_daily' failed."


def plan_session() -> Builder:
    """The plain plan fails on the model's kind (s2); the model is edited (s4); the plan with `--auto-apply` fails
    its audit (s6); the audit's cause is fixed (s8) and the same command passes (s10)."""
    b = Builder()
    b.prompt("the dev plan fails")
    b.tool("Bash", {"command": PLAN}, f"Exit code 1\n{NO_TIME}", is_error=True)
    b.tool("Edit", {"file_path": "models/orders_daily.sql", "old_string": "  kind INCREMENTAL_BY_TIME_RANGE,",
                    "new_string": "  kind INCREMENTAL_BY_TIME_RANGE (time_column order_date),"},
           "The file models/orders_daily.sql has been updated successfully.")
    b.tool("Bash", {"command": f"{PLAN} --auto-apply"}, f"Exit code 1\n{AUDIT}", is_error=True)
    b.tool("Edit", {"file_path": "models/orders_daily.sql", "old_string": "FROM raw.orders",
                    "new_string": "FROM raw.orders WHERE customer_id IS NOT NULL"},
           "The file models/orders_daily.sql has been updated successfully.")
    b.tool("Bash", {"command": f"{PLAN} --auto-apply 2>&1 | tail -2"}, "Virtual layer updated\nApplied.")
    return b


def test_a_command_run_as_quoted_names_that_run_not_one_with_an_option_added(tmp_path):
    e = gotcha(f"`{PLAN}` → `{AUDIT}`", workaround="Filter null customer ids in the model.")
    assert verdict(plan_session(), tmp_path, e).startswith("refused")


def test_a_command_run_as_quoted_said_to_fail_with_another_runs_error(tmp_path):
    e = fact(f"`{PLAN}` failed with `{AUDIT}`")
    assert verdict(plan_session(), tmp_path, e).startswith("refused")


def test_guard_the_quoted_command_with_its_own_error(tmp_path):
    e = fact(f"`{PLAN}` failed with `{NO_TIME}`")
    assert verdict(plan_session(), tmp_path, e) == "write"


def test_guard_the_option_quoted_names_the_later_run(tmp_path):
    e = fact(f"`{PLAN} --auto-apply` failed with `{AUDIT}`")
    assert verdict(plan_session(), tmp_path, e) == "write"


def test_guard_a_quote_cut_from_a_call_never_run_as_written_still_names_it(tmp_path):
    """Only a command run exactly as quoted names a run of its own: `sqlmesh plan dev` never ran alone, so it is a
    cut of the calls that ran it with more."""
    e = fact(f"`sqlmesh plan dev` failed with `{AUDIT}`")
    assert verdict(plan_session(), tmp_path, e) == "write"


def test_guard_a_run_again_that_only_trims_its_output_is_the_same_run(tmp_path):
    """`… --auto-apply 2>&1 | tail -2` is `… --auto-apply` again: a pipe adds no option to the command."""
    e = fact(f"`{PLAN} --auto-apply` → `{AUDIT}`; after the filter `{PLAN} --auto-apply` printed `Applied.`")
    assert verdict(plan_session(), tmp_path, e) == "write"


UPLOAD = "winscp.com /ini=nul /script=C:\\jobs\\upload.txt"
LOG = "/log=C:\\jobs\\logs\\upload.log"


def upload_session() -> Builder:
    """The upload stops at the unknown host key (s2); the script pins the key (s4); the upload, its exit code echoed,
    authenticates and the put fails (s6)."""
    b = Builder()
    b.prompt("the nightly upload fails")
    b.tool("Bash", {"command": f"{UPLOAD} {LOG}"}, "Exit code 1\nSearching for host...\nHost key wasn't verified!\n"
           "Authentication failed.", is_error=True)
    b.tool("Edit", {"file_path": "C:\\jobs\\upload.txt", "old_string": "open sftp://deploy@files.example.net/",
                    "new_string": "open sftp://deploy@files.example.net/ -hostkey=ssh-ed25519-3wd9GF1w"},
           "The file C:\\jobs\\upload.txt has been updated successfully.")
    b.tool("Bash", {"command": f"{UPLOAD} {LOG} & echo winscp exit %ERRORLEVEL%"},
           "Authenticated.\nStarting the session...\nput: Permission denied.\nwinscp exit 1")
    return b


def test_a_windows_program_given_name_value_options_is_a_command_line(tmp_path):
    """`/ini=nul`, `/script=…`: a Windows program's options as `/name=value`, so the quote (cut before `/log=…`) is
    the command the clause says printed what follows: its first run, which never authenticated."""
    e = fact(f"The first `{UPLOAD}` run already printed `Authenticated.`; only the put failed.")
    assert verdict(upload_session(), tmp_path, e).startswith("refused")


def test_guard_the_run_that_printed_it(tmp_path):
    e = fact(f"After the `-hostkey` edit, `{UPLOAD}` printed `Authenticated.`; only the put failed.")
    assert verdict(upload_session(), tmp_path, e) == "write"


APPCAST = "./bin/generate_appcast --ed-key-file ~/.sparkle/ed25519.key releases/"
SKIPPED = "Skipping Clipmate-2.4.0.zip: No bundle found in archive."
REZIP = "ditto -c -k --sequesterRsrc --keepParent build/Release/Clipmate.app releases/Clipmate-2.4.0.zip"


def appcast_session() -> Builder:
    """`generate_appcast` exits 0 but skips the zip (s2); the zip is rebuilt keeping its parent folder and the
    appcast written again (s4)."""
    b = Builder()
    b.prompt("generate_appcast leaves 2.4.0 out of appcast.xml")
    b.tool("Bash", {"command": APPCAST}, f"{SKIPPED}\nWrote 0 new updates, updated 1 existing update")
    b.tool("Bash", {"command": f"rm releases/Clipmate-2.4.0.zip && {REZIP} && {APPCAST}"},
           "Wrote 1 new update, updated 0 existing updates, and removed 0 old updates in appcast.xml")
    return b


def appcast(symptom: str) -> Entry:
    return gotcha(f"rebuilt with `{REZIP}` → `Wrote 1 new update`", f"Zip the app keeping its folder: `{REZIP}`",
                  symptom=symptom, failure_step="s2", fix_step="s4")


def test_a_cited_failure_step_that_exited_0_printing_the_lessons_symptom_is_the_failure(tmp_path):
    """The failure a tool reports while exiting 0 ("Skipping x.zip: …", "Did not run any tasks") is what the lesson
    states as its symptom: the cited `failure_step` that printed it names the failure, and the fix after it is
    shown."""
    assert verdict(appcast_session(), tmp_path, appcast(SKIPPED)) == "write"


def test_guard_a_cited_step_that_exited_0_printing_no_stated_failure_is_no_failure(tmp_path):
    assert verdict(appcast_session(), tmp_path, appcast("The appcast misses the new version")).startswith("review")


def resolve_session() -> Builder:
    """The commit stops at the tree conflict (s2); the conflict is resolved keeping the working file (s4), and the
    person says at once that this is wrong (s6)."""
    b = Builder()
    b.prompt("svn update left a conflict on Invoice.cs")
    b.tool("Bash", {"command": 'svn commit -m "billing: rounding"'},
           "Exit code 1\nsvn: E155015: Commit failed (details follow):\nsvn: E155015: Aborting commit: "
           "'src\\Billing\\Invoice.cs' remains in tree-conflict", is_error=True)
    b.tool("Bash", {"command": "svn resolve --accept=working src\\Billing\\Invoice.cs && svn status"},
           "Resolved conflicted state of 'src\\Billing\\Invoice.cs'\n?       src\\Billing\\Invoice.cs")
    b.prompt("no wait, that's wrong — my edits are now sitting in an unversioned file at the old path")
    return b


def test_the_person_calling_what_was_just_done_wrong_denies_it(tmp_path):
    e = gotcha("`svn resolve --accept=working src\\Billing\\Invoice.cs` → `?       src\\Billing\\Invoice.cs`",
               "Port the edits into the moved file (svn diff as a patch) and delete the old one",
               symptom="Aborting commit: 'src\\Billing\\Invoice.cs' remains in tree-conflict",
               failure_step="s2", fix_step="s4")
    assert verdict(resolve_session(), tmp_path, e).startswith("review")


def test_guard_the_person_saying_the_old_thing_was_wrong_confirms(tmp_path):
    b = appcast_session()
    b.prompt("works now, the old zip was wrong. thanks")
    assert verdict(b, tmp_path, appcast(SKIPPED)) == "write"
