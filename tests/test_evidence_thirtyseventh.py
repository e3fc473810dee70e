"""Issue 24, thirty-seventh round: which quote is a command line is read off the session, not only a word list. "`cue
vet ./...` still failed on `X`", "`supabase db reset` exited non-zero": a quote written as a command the session's
calls ran (opening it) is the subject of the outcome the clause gives it, so that outcome is checked on the call;
before, a program no vocabulary knew left the outcome unsaid, and a false "still failed" stood on any call printing X.
Each verdict from the whole-range judge and the streaming scan alike (`verdict`); the rule tests fail on the code before
the rule, the guards hold before and after (but the two that give `parse` the programs, new this round)."""
from __future__ import annotations

from core.evidence.claims import parse
from core.evidence.matching import normalise
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, verdict

VET = "cue vet ./..."
REPLICAS = 'deployments.api.spec.replicas: conflicting values "3" and int (mismatched types string and int)'


def cue_session(after_edits: str, failed: bool) -> Builder:
    """`cue vet` fails on replicas (s2), two edits of services/api.cue (s4, s6), then `cue vet` prints `after_edits`."""
    b = Builder()
    b.prompt("cue vet fails on our k8s configs since I added the api service")
    b.tool("Bash", {"command": VET}, f"Exit code 1\n{REPLICAS}:\n    ./schema.cue:14:13\n    ./services/api.cue:9:13",
           is_error=True)
    b.tool("Edit", {"file_path": "/home/ana/deploy/services/api.cue", "old_string": 'replicas: "3"',
                    "new_string": "replicas: 3"},
           "The file /home/ana/deploy/services/api.cue has been updated successfully.")
    b.tool("Edit", {"file_path": "/home/ana/deploy/services/api.cue", "old_string": "containerPort: 80800",
                    "new_string": "containerPort: 8080"},
           "The file /home/ana/deploy/services/api.cue has been updated successfully.")
    b.tool("Bash", {"command": f"{VET} && echo vet-ok"}, after_edits, is_error=failed)
    return b


STILL_FAILED = f"After both edits to services/api.cue, `{VET}` still failed on `deployments.api.spec.replicas`."


def test_still_failed_said_of_a_program_the_session_ran_is_checked_on_its_calls(tmp_path):
    """Only the run before the edits failed on replicas; the run after them passed."""
    assert verdict(cue_session("vet-ok", False), tmp_path, fact(STILL_FAILED)).startswith("refused")


def test_guard_still_failed_when_the_run_after_the_edits_failed(tmp_path):
    out = f"Exit code 1\n{REPLICAS}:\n    ./schema.cue:14:13"
    assert verdict(cue_session(out, True), tmp_path, fact(STILL_FAILED)) == "write"


def test_guard_failed_said_of_the_run_that_failed(tmp_path):
    e = fact(f"`{VET}` failed with `mismatched types string and int` on `deployments.api.spec.replicas`.")
    assert verdict(cue_session("vet-ok", False), tmp_path, e) == "write"


RESET = "supabase db reset"


def supabase_session() -> Builder:
    """`supabase db reset` skips a migration it cannot name properly and exits 0 (s2)."""
    b = Builder()
    b.prompt("reset the local db")
    b.tool("Bash", {"command": RESET}, "Resetting local database...\nSkipping migration 2024052_add_reminders.sql... "
                                       "(file name must match pattern \"<timestamp>_name.sql\")\nFinished supabase db "
                                       "reset on branch main.")
    return b


def test_exited_non_zero_said_of_a_run_that_exited_zero_is_refused(tmp_path):
    e = fact(f"`{RESET}` exited non-zero when it skipped 2024052_add_reminders.sql")
    assert verdict(supabase_session(), tmp_path, e).startswith("refused")


def test_guard_what_the_run_printed_without_an_outcome(tmp_path):
    e = fact(f"`{RESET}` skipped `2024052_add_reminders.sql` (its name must match `<timestamp>_name.sql`)")
    assert verdict(supabase_session(), tmp_path, e) == "write"


def test_a_command_written_as_the_session_ran_it_is_the_subject_of_an_outcome():
    said = f"`{VET}` still failed."
    assert parse(said).claims[0].outcome == ""   # no list knows `cue`
    claim = parse(said, frozenset({normalise(f"{VET} && echo vet-ok")})).claims[0]
    assert claim.outcome == "fail" and claim.inputs == ("cue vet ./…",)


def test_guard_a_message_naming_the_program_is_no_command_line():
    said = "`idf.py : The term 'idf.py' is not recognized as the name of a cmdlet` failed the build"
    assert parse(said, frozenset({"idf.py build"})).claims[0].inputs == ()


def test_guard_a_verbs_subject_keeps_the_tie_when_a_second_program_comes_after_it():
    """"`a` gave `x`, put into y, `b` succeeded": two calls; `b` is not asked to have printed `x`."""
    said = "`Get-FileHash pkg.zip -Algorithm SHA256` gave `9C4E2B7A1D0F3E6A`, put into checksum64, `choco pack` " \
        "succeeded"
    claim = parse(said, frozenset({normalise("Get-FileHash pkg.zip -Algorithm SHA256"), "choco pack"})).claims[0]
    assert "choco pack" not in claim.inputs


CHOCO = "choco pack"


def choco_session() -> Builder:
    b = Builder()
    b.prompt("the install fails the checksum")
    b.tool("PowerShell", {"command": "Get-FileHash tools\\pkg.zip -Algorithm SHA256 | Format-List"},
           "Algorithm : SHA256\nHash      : 9C4E2B7A1D0F3E6A55\nPath      : C:\\src\\pkg\\tools\\pkg.zip")
    b.tool("Edit", {"file_path": "C:\\src\\pkg\\tools\\chocolateyinstall.ps1", "old_string": "checksum64 = '3f1a'",
                    "new_string": "checksum64 = '9C4E2B7A1D0F3E6A55'"},
           "The file C:\\src\\pkg\\tools\\chocolateyinstall.ps1 has been updated successfully.")
    b.tool("PowerShell", {"command": CHOCO}, "Successfully created package 'C:\\src\\pkg\\pkg.1.0.0.nupkg'")
    return b


def test_guard_two_programs_in_one_clause_each_in_its_own_call(tmp_path):
    e = fact("`Get-FileHash … -Algorithm SHA256` gave `9C4E2B7A1D0F3E6A…`, put into checksum64, `choco pack` "
             "succeeded")
    assert verdict(choco_session(), tmp_path, e) == "write"
