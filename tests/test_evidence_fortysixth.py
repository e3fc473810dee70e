"""Issue 24, forty-sixth round: a call's outcome as the line itself printed it, a fix that failed before something
else worked, and more of the ways models write a claim.

A line that prints its program's exit code (`snyk test …; "exit=$LASTEXITCODE"`) exits 0, yet the program failed: the
printed code is the call's outcome, as Claude Code's own `Exit code N` line is (not a search's 1, nor the 124 of the
line's own `timeout`). The fix run, then the failing check failing the same way, did not work: a pass that comes
after other work shows that work, unless the fix runs again first. "Then run X again" holds a check named by its
program alone, inside a line a shell was handed too. "A module-level `_RE`" names no `module-level`. "`code()`
stopped with `E`" ties E to the call that ran that code; "the re-slice after the thumbnails change failed with `E`"
orders E after that edit; Korean "`X`를 넣고" says X was written. The rule tests fail on the code before the round;
the guards hold before and after."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

ARG_ERROR = "The --exclude argument must be a comma separated list of directory or file names."
FINDINGS = "Tested 6 projects, 2 contained vulnerable paths."
CLEAN = "Tested 6 projects, no vulnerable paths were found."


def snyk_session() -> Builder:
    """Each pwsh line prints snyk's exit code itself and exits 0: 2 (s2), 1 (s4), 0 (s6)."""
    b = Builder()
    b.prompt("scan the monorepo")
    for flag, out, code in (("--exclude=tools/legacy", ARG_ERROR, 2), ("--exclude=legacy", FINDINGS, 1),
                            ("--exclude=legacy --policy-path=api", CLEAN, 0)):
        line = f"pwsh -NoProfile -Command 'snyk test --all-projects {flag}; \"exit=$LASTEXITCODE\"'"
        b.tool("Bash", {"command": line}, f"{out}\nexit={code}")
    return b


def test_an_exit_code_the_line_printed_is_the_calls_own(tmp_path):
    e = fact(f"`--exclude=tools/legacy` → exit=2 (`{ARG_ERROR}`)")
    assert verdict(snyk_session(), tmp_path, e) == "write"


def test_a_run_whose_printed_exit_code_says_it_failed_did_not_pass(tmp_path):
    e = fact(f"`snyk test --all-projects --exclude=legacy` passed: `{FINDINGS}`")
    assert verdict(snyk_session(), tmp_path, e).startswith("refused")


def test_guard_a_run_whose_printed_exit_code_is_zero_passed(tmp_path):
    e = fact(f"`snyk test --all-projects --exclude=legacy --policy-path=api` passed: `{CLEAN}`")
    assert verdict(snyk_session(), tmp_path, e) == "write"


def test_guard_an_exit_code_never_printed_is_refused(tmp_path):
    e = fact(f"`--exclude=tools/legacy` → exit=3 (`{ARG_ERROR}`)")
    assert verdict(snyk_session(), tmp_path, e).startswith("refused")


def searched_session() -> Builder:
    """A search that finds nothing prints grep's 1 (s2); the server stopped by the line's own timeout its 124 (s4)."""
    b = Builder()
    b.prompt("check the routes and boot the app")
    b.tool("Bash", {"command": "bundle exec hanami routes | grep -c admin; echo rc=$?"}, "0\nrc=1")
    b.tool("Bash", {"command": "timeout 6 bundle exec puma -c config/puma.rb; echo exit=$?"},
           "* Listening on http://0.0.0.0:3000\nexit=124")
    return b


def test_guard_a_search_finding_nothing_is_no_failure(tmp_path):
    e = fact("`bundle exec hanami routes | grep -c admin` passed and counted `0`.")
    assert verdict(searched_session(), tmp_path, e) == "write"


def test_guard_a_server_its_own_timeout_stopped_is_no_failure(tmp_path):
    e = fact("`timeout 6 bundle exec puma -c config/puma.rb` passed: `* Listening on http://0.0.0.0:3000`.")
    assert verdict(searched_session(), tmp_path, e) == "write"


VULN = "Regular Expression Denial of Service (ReDoS) in semver@5.3.0"


def audit_session(again: bool) -> Builder:
    """Each pwsh line prints its last program's exit code. `snyk test` fails (s2); `npm audit fix` (s4), and the check
    fails the same way (s6); an install with the check fails on another finding (s8); an ignore with the check passes
    (s10); with `again`, `npm audit fix --force` runs before it. (Before the round no line here failed: the printed
    exit codes were not read. With them read and without `came_back`, the last pass showed `npm audit fix`.)"""
    b = Builder()
    b.prompt("fix the snyk finding")

    def pwsh(line: str, out: str, code: int) -> None:
        b.tool("Bash", {"command": f"pwsh -NoProfile -Command '{line}; \"exit=$LASTEXITCODE\"'"}, f"{out}\nexit={code}")
    pwsh("snyk test", f"✗ {VULN}", 1)
    pwsh("npm audit fix", "up to date, audited 1187 packages in 6s", 0)
    pwsh("snyk test", f"✗ {VULN}", 1)
    pwsh("npm install; snyk test", "✗ Prototype Pollution in minimist@0.0.8", 1)
    if again:
        pwsh("npm audit fix --force", "changed 3 packages", 0)
    pwsh("snyk ignore --id=SNYK-JS-MINIMIST-559764; snyk test", "✔ Tested 1187 dependencies, no vulnerable paths.", 0)
    return b


AUDIT = f"`snyk test` listed `{VULN}`; ran `npm audit fix` (\"up to date, audited 1187 packages\")."


def test_a_fix_run_after_which_the_check_failed_the_same_way_is_not_shown(tmp_path):
    e = gotcha(AUDIT, "Run `npm audit fix`, then rerun `snyk test`.")
    assert verdict(audit_session(False), tmp_path, e).startswith("review")


def test_guard_the_fix_run_again_before_the_pass_is_shown(tmp_path):
    e = gotcha(AUDIT, "Run `npm audit fix --force`, then rerun `snyk test`.")
    assert verdict(audit_session(True), tmp_path, e) == "write"


def test_guard_a_fix_whose_check_passes_right_after_is_shown(tmp_path):
    b = Builder()
    b.prompt("fix the snyk finding")
    b.tool("Bash", {"command": "snyk test"}, f"Exit code 1\n✗ {VULN}", is_error=True)
    b.tool("Bash", {"command": "npm audit fix"}, "changed 3 packages")
    b.tool("Bash", {"command": "snyk test"}, "✔ Tested 1187 dependencies, no vulnerable paths found.")
    e = gotcha(f"`snyk test` listed `{VULN}`; ran `npm audit fix` (\"changed 3 packages\").",
               "Run `npm audit fix`, then rerun `snyk test`.")
    assert verdict(b, tmp_path, e) == "write"


STYLE = "YAML:14:1: error: unknown key 'AllowShortCompoundRequirementOnASingleLine'"


def format_session() -> Builder:
    """clang-format rejects the config (s2); a newer one is installed (s4); nothing checks the files again."""
    b = Builder()
    b.prompt("format the sources")
    b.tool("Bash", {"command": 'cmd /c "clang-format --dry-run --Werror src\\*.c"'}, f"Exit code 1\n{STYLE}",
           is_error=True)
    b.tool("Bash", {"command": 'cmd /c "pipx install clang-format==18.1.8"'}, "installed package clang-format 18.1.8")
    return b


def test_a_fix_that_says_to_run_the_check_again_by_its_program_needs_that_run(tmp_path):
    e = gotcha(f"`{STYLE}`; installed `pipx install clang-format==18.1.8`.",
               "`pipx install clang-format==18.1.8` and run clang-format again.")
    assert verdict(format_session(), tmp_path, e).startswith("review")


def test_guard_a_fix_that_names_no_check_again_is_shown_by_its_run(tmp_path):
    e = gotcha(f"`{STYLE}`; installed `pipx install clang-format==18.1.8`.", "`pipx install clang-format==18.1.8`.")
    assert verdict(format_session(), tmp_path, e) == "write"


def regex_session() -> Builder:
    b = Builder()
    b.prompt("the crawler burns CPU")
    b.tool("Edit", {"file_path": "/src/crawler/text.py", "old_string": "re.sub(STOPWORDS, '', s)",
                    "new_string": "_STOP_RE.sub('', s)"}, "The file /src/crawler/text.py has been updated successfully.")
    return b


def test_an_adjective_of_prose_with_a_hyphen_is_no_name(tmp_path):
    e = fact("Moved the pattern to a module-level `_STOP_RE`, which normalize now uses.")
    assert verdict(regex_session(), tmp_path, e) == "write"


def test_guard_a_hyphenated_name_is_still_looked_for(tmp_path):
    e = fact("Moved the pattern to `_STOP_RE` in crawler-utils, which normalize now uses.")
    assert verdict(regex_session(), tmp_path, e).startswith("refused")


RETENTION = "Invalid retention period, minimum retention for vacuum is configured to be greater than 168 hours"


def lake_session() -> Builder:
    """compact() runs inline and works (s2); vacuum() fails (s4)."""
    b = Builder()
    b.prompt("shrink the table")
    b.tool("Bash", {"command": "python -c \"from deltalake import DeltaTable; t = DeltaTable('lake'); "
                               "print(t.optimize.compact())\""}, "{'numFilesRemoved': 1440}")
    b.tool("Bash", {"command": "python -c \"from deltalake import DeltaTable; t = DeltaTable('lake'); "
                               "print(t.vacuum(retention_hours=0))\""},
           f"Exit code 1\nTraceback (most recent call last):\nException: {RETENTION}", is_error=True)
    return b


def test_guard_the_code_that_stopped_with_it_is_found(tmp_path):
    e = fact(f"`t.vacuum(retention_hours=0)` stopped with `{RETENTION}`.")
    assert verdict(lake_session(), tmp_path, e) == "write"


RENAME = "Failed to rename the output G-code file from gcode/.97412.gcode.tmp to gcode/."


def slicer_session() -> Builder:
    """The slice fails on the missing folder (s2); it is made (s4); the ini is edited (s6); the re-slice works (s8)."""
    b = Builder()
    b.prompt("slice the parts")
    b.tool("Bash", {"command": "prusa-slicer --export-gcode --load mk4.ini --output gcode/ clip.stl"},
           f"Exit code 1\n{RENAME}", is_error=True)
    b.tool("Bash", {"command": "mkdir -p gcode"}, "")
    b.tool("Edit", {"file_path": "/p/mk4.ini", "old_string": "thumbnails = ", "new_string": "thumbnails = 16x16/QOI"},
           "The file /p/mk4.ini has been updated successfully.")
    b.tool("Bash", {"command": "prusa-slicer --export-gcode --load mk4.ini --output gcode/ clip.stl"},
           "Slicing result exported to gcode/clip.gcode")
    return b


def test_a_run_named_in_prose_after_a_change_is_ordered_after_it(tmp_path):
    e = fact(f"The re-slice after the edit failed with `{RENAME}`")
    assert verdict(slicer_session(), tmp_path, e).startswith("refused")


def test_guard_a_run_named_in_prose_after_a_change_that_printed_it_is_found(tmp_path):
    e = fact("The re-slice after the edit printed `Slicing result exported to gcode/clip.gcode`")
    assert verdict(slicer_session(), tmp_path, e) == "write"


def netplan_session() -> Builder:
    """The address .1 is only proposed (s2) and refused; the file gets .3 (s4)."""
    b = Builder()
    b.prompt("give the lab its own subnet")
    b.reply("I'll put `192.168.50.1/24` on the bridge.")
    b.prompt("no, .1 is the router; use .3")
    b.tool("Write", {"file_path": "/etc/netplan/60-lab.yaml", "content": "addresses: [192.168.50.3/24]"},
           "File created successfully at: /etc/netplan/60-lab.yaml")
    return b


def test_korean_put_in_says_the_quote_was_written(tmp_path):
    e = fact("netplan에 `192.168.50.1/24`를 넣었다.")
    assert verdict(netplan_session(), tmp_path, e).startswith("refused")


def test_guard_korean_put_in_of_what_was_written_is_found(tmp_path):
    e = fact("netplan에 `192.168.50.3/24`를 넣었다.")
    assert verdict(netplan_session(), tmp_path, e) == "write"


HEADER = "main.c:4:10: fatal error: libubus.h: No such file or directory"


def sdk_session(broken: bool) -> Builder:
    """The compile, piped to `tail`, exits 0 either way; it printed the compiler's error and make's (or it built)."""
    b = Builder()
    b.prompt("build the package")
    b.tool("Bash", {"command": "make package/ledctl/compile V=s 2>&1 | tail -4"},
           f"{HEADER}\ncompilation terminated.\nmake[2]: *** [Makefile:38: .built] Error 1" if broken else
           "Packaged contents of ledctl into bin/packages/mips_24kc/base/ledctl_1.0-1_mips_24kc.ipk")
    return b


def test_a_pipe_that_exited_0_printing_trouble_failed_as_said(tmp_path):
    e = fact(f"The compile failed with `{HEADER}`.")
    assert verdict(sdk_session(True), tmp_path, e) == "write"


def test_guard_a_pipe_that_exited_0_printing_none_did_not_fail(tmp_path):
    e = fact("`make package/ledctl/compile V=s` failed with `Packaged contents of ledctl`.")
    assert verdict(sdk_session(False), tmp_path, e).startswith("refused")


THUMBS = "; thumbnail_QOI begin 16x16 172"


def loop_session(rerun: str) -> Builder:
    """The loop over the parts slices without thumbnails (s2); the ini is edited (s4); one part is sliced again (s6)."""
    b = Builder()
    b.prompt("the printer shows no previews")
    b.tool("Bash", {"command": 'for f in parts/*.stl; do prusa-slicer --export-gcode --load mk4.ini --output gcode/ '
                               '"$f"; done; grep -c thumbnail_QOI gcode/clip.gcode'}, "Exit code 1\n0", is_error=True)
    b.tool("Edit", {"file_path": "/p/mk4.ini", "old_string": "thumbnails = ", "new_string": "thumbnails = 16x16/QOI"},
           "The file /p/mk4.ini has been updated successfully.")
    b.tool("Bash", {"command": rerun}, f"Slicing result exported to gcode/clip.gcode\n{THUMBS}")
    return b


LOOP_EVIDENCE = f"Edited mk4.ini to `thumbnails = 16x16/QOI`; the slice then printed `{THUMBS}`"


def test_a_loops_body_run_on_one_of_its_items_is_the_check_again(tmp_path):
    e = gotcha(LOOP_EVIDENCE, "Set `thumbnails = 16x16/QOI` in mk4.ini.")
    rerun = "prusa-slicer --export-gcode --load mk4.ini --output gcode/ parts/clip.stl && grep thumbnail_QOI gcode/clip.gcode"
    assert verdict(loop_session(rerun), tmp_path, e) == "write"


def test_guard_another_command_after_the_edit_is_no_check_of_the_loop(tmp_path):
    e = gotcha(LOOP_EVIDENCE, "Set `thumbnails = 16x16/QOI` in mk4.ini.")
    assert verdict(loop_session("grep -m1 thumbnail_QOI gcode/clip.gcode"), tmp_path, e).startswith("review")


def test_guard_a_pipe_that_printed_an_error_line_and_finished_did_not_fail(tmp_path):
    b = Builder()
    b.prompt("build the program")
    b.tool("Bash", {"command": "anchor build 2>&1 | tail -3"},
           "Error: Stack offset of 4160 exceeded max offset of 4096 by 64 bytes\n"
           "Finished release profile [optimized] target(s) in 41.37s")
    e = fact("`anchor build` failed with `Stack offset of 4160 exceeded max offset of 4096`.")
    assert verdict(b, tmp_path, e).startswith("refused")
