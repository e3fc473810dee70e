"""Issue 24, fortieth round: an independent review's guards over the round's evidence rules (a command run as
quoted names that run, `/name=value` options, a cited failure_step that exited 0 printing the lesson's symptom, the
person calling what was just done wrong), written by a reviewer who had read the rules but no corpus. Kept: the tests
that pass after the round's narrowing; the two still failing are in the closing note (a cut command named after an
edit that only the later run can be; a symptom's message inside a longer comma clause)."""
from __future__ import annotations


from core.lessons.model import Entry
from tests.helpers_transcripts import Builder
from tests.test_evidence_fortieth import APPCAST, AUDIT, NO_TIME, PLAN, REZIP, SKIPPED, appcast
from tests.test_evidence_steps import fact, gotcha, verdict

EDIT_KIND = {"file_path": "models/orders_daily.sql", "old_string": "  kind INCREMENTAL_BY_TIME_RANGE,",
             "new_string": "  kind INCREMENTAL_BY_TIME_RANGE (time_column order_date),"}
UPDATED = "The file models/orders_daily.sql has been updated successfully."


def plan_session(first: str = PLAN, later: str = f"{PLAN} --auto-apply") -> Builder:
    """`first` fails on the model's kind (s2); the kind is edited (s4); `later` fails its audit (s6)."""
    b = Builder()
    b.prompt("the dev plan fails")
    b.tool("Bash", {"command": first}, f"Exit code 1\n{NO_TIME}", is_error=True)
    b.tool("Edit", EDIT_KIND, UPDATED)
    b.tool("Bash", {"command": later}, f"Exit code 1\n{AUDIT}", is_error=True)
    return b


# --- R1: a command quoted whole names the run made exactly as written -------------------------------------------

def test_r1_plain_run_inside_a_cd_line_still_names_that_run(tmp_path):
    """R1: the plain plan ran (behind `cd warehouse &&`) and failed on the time column; only the `--auto-apply` run
    printed the audit. The citation joining the plain command to the audit error is another call's error."""
    b = plan_session(first=f"cd warehouse && {PLAN}")
    assert verdict(b, tmp_path, fact(f"`{PLAN}` → `{AUDIT}`")).startswith("refused")


def test_r1_plain_run_piped_to_tail_still_names_that_run(tmp_path):
    """R1: `… 2>&1 | tail -5` is the plain command run as written (the rule's own words), and it printed the
    time-column error; the audit came only from the run that added `--auto-apply`."""
    b = plan_session(first=f"{PLAN} 2>&1 | tail -5")
    assert verdict(b, tmp_path, fact(f"`{PLAN}` → `{AUDIT}`")).startswith("refused")


def test_r1_windows_property_option_added_is_another_run(tmp_path):
    """R1: `dotnet build App.sln` (Debug) failed on CS0246; only the run that added `/p:Configuration=Release`
    printed the trimming error. An added `/p:` option makes another run just as `-c Release` would."""
    b = Builder()
    b.prompt("release build fails")
    b.tool("Bash", {"command": "dotnet build App.sln"},
           "Exit code 1\nerror CS0246: The type or namespace name 'Polly' could not be found", is_error=True)
    b.tool("Bash", {"command": "dotnet add src/App package Polly"},
           "info : PackageReference for package 'Polly' added")
    b.tool("Bash", {"command": "dotnet build App.sln /p:Configuration=Release"},
           "Exit code 1\nerror IL2026: Using member 'System.Text.Json.JsonSerializer.Serialize' is not "
           "trim compatible", is_error=True)
    e = fact("`dotnet build App.sln` → `error IL2026: Using member 'System.Text.Json.JsonSerializer.Serialize'`")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_r1_a_quoted_model_name_found_in_the_added_options_does_not_name_the_later_run(tmp_path):
    """R1: the citation quotes the model's name (not an option); that the later run's `--select-model` value holds
    that name does not make the citation name the later run: the plain run printed the time-column error."""
    b = plan_session(later=f"{PLAN} --auto-apply --select-model analytics.orders_daily")
    e = fact(f"For `analytics.orders_daily`, `{PLAN}` → `{AUDIT}`")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_r1_option_named_in_prose_names_the_later_run(tmp_path):
    """R1: "with --auto-apply" names the option that made the later run, though not in backticks."""
    e = fact(f"With --auto-apply added, `{PLAN}` failed with `{AUDIT}`")
    assert verdict(plan_session(), tmp_path, e) == "write"


def test_r1_later_command_quoted_whole_beside_the_cut_names_the_later_run(tmp_path):
    """R1: the citation gives the full later command in parentheses: it plainly names the `--auto-apply` run."""
    e = fact(f"`{PLAN}` → `{AUDIT}` (run as `{PLAN} --auto-apply`)")
    assert verdict(plan_session(), tmp_path, e) == "write"


def test_r1_korean_option_named_unquoted_names_the_later_run(tmp_path):
    """R1: "--auto-apply를 붙이자" (with --auto-apply added) names the later run in Korean prose, unquoted."""
    e = fact(f"--auto-apply를 붙이자 `{PLAN}` → `{AUDIT}`")
    assert verdict(plan_session(), tmp_path, e) == "write"


def test_r1_guard_korean_option_quoted_names_the_later_run(tmp_path):
    """R1 (should hold): the option quoted in Korean prose names the later run."""
    e = fact(f"`{PLAN}`에 `--auto-apply`를 붙이자 `{AUDIT}`")
    assert verdict(plan_session(), tmp_path, e) == "write"


def test_r1_guard_a_redirect_to_a_file_is_the_same_run(tmp_path):
    """R1 (should hold): the plain plan run again as written, its output sent to a file then shown."""
    b = plan_session(later=f"{PLAN} > plan.log 2>&1; cat plan.log")
    assert verdict(b, tmp_path, fact(f"After the kind edit, `{PLAN}` → `{AUDIT}`")) == "write"


def test_r1_guard_plain_command_with_another_runs_error_refused(tmp_path):
    """R1 (should hold): the plain run printed only the time-column error."""
    assert verdict(plan_session(), tmp_path, fact(f"`{PLAN}` failed with `{AUDIT}`")).startswith("refused")


# --- R2: a Windows program's options make a quote a command line ------------------------------------------------

WINSCP = "\"C:\\Program Files (x86)\\WinSCP\\WinSCP.com\""
SCRIPT = "/ini=nul /script=C:\\jobs\\upload.txt"


def upload_session() -> Builder:
    """The first upload stops at the host key (s2); the key is pinned (s4); the upload authenticates and the put
    fails (s6)."""
    b = Builder()
    b.prompt("the nightly upload fails")
    b.tool("Bash", {"command": f"{WINSCP} {SCRIPT}"},
           "Exit code 1\nSearching for host...\nHost key wasn't verified!\nAuthentication failed.", is_error=True)
    b.tool("Edit", {"file_path": "C:\\jobs\\upload.txt", "old_string": "open sftp://deploy@files.example.net/",
                    "new_string": "open sftp://deploy@files.example.net/ -hostkey=ssh-ed25519-3wd9GF1w"},
           "The file C:\\jobs\\upload.txt has been updated successfully.")
    b.tool("Bash", {"command": f"{WINSCP} {SCRIPT}"},
           "Exit code 1\nAuthenticated.\nStarting the session...\nput: Permission denied.", is_error=True)
    return b


def test_r2_full_quoted_windows_path_with_name_value_options_is_a_command_line(tmp_path):
    """R2: WinSCP quoted by its full path, with `/ini=nul /script=…`, is the command run; its first run never
    authenticated, so "the first run printed `Authenticated.`" is false."""
    e = fact(f"The first `{WINSCP} {SCRIPT}` run already printed `Authenticated.`; only the put failed.")
    assert verdict(upload_session(), tmp_path, e).startswith("refused")


def test_r2_guard_name_value_defines_make_a_command_line(tmp_path):
    """R2 (should hold): `iscc /DMyAppVersion=2.4.0 setup.iss`'s first run failed; it never printed the compile."""
    b = Builder()
    b.prompt("build the installer")
    b.tool("Bash", {"command": "iscc /DMyAppVersion=2.4.0 setup.iss"},
           "Exit code 2\nError on line 12 in setup.iss: Unknown constant \"app\".\nCompile aborted.", is_error=True)
    b.tool("Edit", {"file_path": "setup.iss", "old_string": "{app}", "new_string": "{app}\\bin"},
           "The file setup.iss has been updated successfully.")
    b.tool("Bash", {"command": "iscc /DMyAppVersion=2.4.0 setup.iss"}, "Successful compile (1.203 sec).")
    e = fact("The first `iscc /DMyAppVersion=2.4.0 setup.iss` run printed `Successful compile`")
    assert verdict(b, tmp_path, e).startswith("refused")


# --- R3: a cited failure_step that exited 0 printing the lesson's symptom ---------------------------------------


def appcast_session(first: str = f"{SKIPPED}\nWrote 0 new updates, updated 1 existing update") -> Builder:
    b = Builder()
    b.prompt("generate_appcast leaves 2.4.0 out of appcast.xml")
    b.tool("Bash", {"command": APPCAST}, first)
    b.tool("Bash", {"command": f"rm releases/Clipmate-2.4.0.zip && {REZIP} && {APPCAST}"},
           "Wrote 1 new update, updated 0 existing updates, and removed 0 old updates in appcast.xml")
    return b


def test_r3_a_quoted_file_name_in_a_working_output_is_no_symptom(tmp_path):
    """R3: the cited s2 worked (it found the zip and wrote the update); the symptom's quoted zip name in its output
    does not make it the failure. Nothing failed before the "fix", so the fix is not shown."""
    b = appcast_session(first="Found Clipmate-2.4.0.zip (2.4.0)\nWrote 1 new update, updated 0 existing updates")
    e = appcast("`generate_appcast` silently leaves `Clipmate-2.4.0.zip` out of appcast.xml")
    assert verdict(b, tmp_path, e).startswith("review")


def test_r3_a_line_the_symptom_says_never_appears_is_no_symptom(tmp_path):
    """R3: the symptom says the server never prints `Listening on http://0.0.0.0:8080`; the cited s2 printed exactly
    that and exited 0: the server working, not the failure the lesson states. No failure, so no fix shown."""
    b = Builder()
    b.prompt("start the dev server")
    b.tool("Bash", {"command": "npm run dev"}, "> node server.js\nListening on http://0.0.0.0:8080")
    b.tool("Edit", {"file_path": "server.js", "old_string": "app.listen(8080)",
                    "new_string": "app.listen(8080, HOST)"}, "The file server.js has been updated successfully.")
    b.tool("Bash", {"command": "npm run dev"}, "> node server.js\nServer ready on port 8080")
    e = gotcha("after `app.listen(8080, HOST)`, `npm run dev` → `Server ready on port 8080`",
               "Bind to HOST: `app.listen(8080, HOST)`",
               symptom="The dev server hangs and never prints `Listening on http://0.0.0.0:8080`",
               failure_step="s2", fix_step="s6")
    assert verdict(b, tmp_path, e).startswith("review")


def test_r3_korean_symptom_with_the_message_unquoted(tmp_path):
    """R3: a Korean symptom giving the English message verbatim, unquoted."""
    e = appcast("generate_appcast가 No bundle found in archive 경고만 남기고 2.4.0 zip을 건너뜀")
    assert verdict(appcast_session(), tmp_path, e) == "write"


def test_r3_quoted_program_name_hides_the_verbatim_clause(tmp_path):
    """R3: the symptom quotes only the program's name, then states the message word for word after a dash."""
    e = appcast("`generate_appcast` skips the new zip — No bundle found in archive")
    assert verdict(appcast_session(), tmp_path, e) == "write"


def test_r3_guard_korean_curly_quoted_message(tmp_path):
    """R3 (should hold): the message in Korean prose between curly quotes."""
    e = appcast("generate_appcast가 “No bundle found in archive”라며 2.4.0 zip을 건너뜀")
    assert verdict(appcast_session(), tmp_path, e) == "write"


def test_r3_guard_message_cut_with_an_ellipsis(tmp_path):
    """R3 (should hold): the quoted message cut with an ellipsis, as models write it."""
    e = appcast("`Skipping Clipmate-2.4.0.zip: … No bundle found` and 2.4.0 is left out")
    assert verdict(appcast_session(), tmp_path, e) == "write"


# --- R4: the person calling what was just done wrong ------------------------------------------------------------

def test_r4_no_wait_retracting_the_persons_own_worry_is_no_denial(tmp_path):
    """R4: "no wait, it's there now — I was looking at the old appcast.xml" takes back the person's own doubt."""
    b = appcast_session()
    b.prompt("no wait, 2.4.0 is there now — I was looking at the old appcast.xml. thanks")
    assert verdict(b, tmp_path, appcast(SKIPPED)) == "write"


def test_r4_it_was_wrong_said_of_the_old_state_is_no_denial(tmp_path):
    """R4: "it was wrong because of the stale zip — works now" speaks of the old state, then confirms."""
    b = appcast_session()
    b.prompt("ah, it was wrong because of the stale zip all along — works now, thanks")
    assert verdict(b, tmp_path, appcast(SKIPPED)) == "write"


def resolve_session(said: str) -> Builder:
    b = Builder()
    b.prompt("svn update left a conflict on Invoice.cs")
    b.tool("Bash", {"command": 'svn commit -m "billing: rounding"'},
           "Exit code 1\nsvn: E155015: Commit failed (details follow):\nsvn: E155015: Aborting commit: "
           "'src\\Billing\\Invoice.cs' remains in tree-conflict", is_error=True)
    b.tool("Bash", {"command": "svn resolve --accept=working src\\Billing\\Invoice.cs && svn status"},
           "Resolved conflicted state of 'src\\Billing\\Invoice.cs'\n?       src\\Billing\\Invoice.cs")
    b.prompt(said)
    return b


def resolve() -> Entry:
    return gotcha("`svn resolve --accept=working src\\Billing\\Invoice.cs` → `?       src\\Billing\\Invoice.cs`",
                  "Port the edits into the moved file (svn diff as a patch) and delete the old one",
                  symptom="Aborting commit: 'src\\Billing\\Invoice.cs' remains in tree-conflict",
                  failure_step="s2", fix_step="s4")


def test_r4_this_isnt_right_denies(tmp_path):
    """R4: "wait, this isn't right" is the same denial as "this is not right"."""
    b = resolve_session("wait, this isn't right — my edits are now sitting in an unversioned file at the old path")
    assert verdict(b, tmp_path, resolve()).startswith("review")


def test_r4_curly_apostrophe_denies(tmp_path):
    """R4: "that’s wrong" typed with a curly apostrophe (macOS, phones) denies as "that's wrong" does."""
    b = resolve_session("hmm, that’s wrong — my edits are now sitting in an unversioned file at the old path")
    assert verdict(b, tmp_path, resolve()).startswith("review")


def test_r4_korean_that_is_wrong_denies(tmp_path):
    """R4: "잠깐만요, 이건 잘못됐어요" (wait, this is wrong) — the Korean of the new denial."""
    b = resolve_session("잠깐만요, 이건 잘못됐어요. 제 수정 내용이 예전 경로의 버전 관리 밖 파일로 가 버렸어요")
    assert verdict(b, tmp_path, resolve()).startswith("review")


def test_r4_thats_not_right_denies(tmp_path):
    """R4: "wait, that's not right" is one of the phrasings the rule names; it must deny."""
    b = resolve_session("wait, that's not right — my edits are now sitting in an unversioned file at the old path")
    assert verdict(b, tmp_path, resolve()).startswith("review")


def test_r4_guard_this_is_not_right_denies(tmp_path):
    """R4 (should hold): "this is not right" denies."""
    b = resolve_session("this is not right — my edits are now sitting in an unversioned file at the old path")
    assert verdict(b, tmp_path, resolve()).startswith("review")


def test_r4_guard_no_wait_thats_wrong_denies(tmp_path):
    """R4 (should hold): "no, wait — that's wrong" with a comma after "no" denies."""
    b = resolve_session("no, wait — that's wrong, my edits are now sitting in an unversioned file at the old path")
    assert verdict(b, tmp_path, resolve()).startswith("review")
