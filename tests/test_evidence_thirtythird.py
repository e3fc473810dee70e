"""Issue 24, thirty-third round: the call a model cites as its fix (`fix_step`) counts for what it is, whatever
words the workaround uses. Each verdict from the whole-range judge and the streaming scan alike (`verdict`); each
test fails on the code before its rule, except the guards, which hold before and after: they keep the rule from
reaching further than it should."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict

# --- a cited call that changes something, then runs the failing command again -----------------------------------------

MOD = "app/main.f90:3:7: Fatal Error: Cannot open module file 'grid_mod.mod' for reading at (1)"
MOVE = "Move the module's source into src/ (or set `[library] source-dir`)."


def fpm_session(fix: str, out: str = "[ 50%] grid.f90  done.\n[100%] Project compiled successfully.") -> Builder:
    """`fpm build` fails (s2); a listing (s4); then the cited line (s6) passes."""
    b = Builder()
    b.prompt("the build can't find grid_mod")
    b.tool("Bash", {"command": "fpm build"}, f"Exit code 1\n{MOD}\n<ERROR> Compilation failed", is_error=True)
    b.tool("Bash", {"command": "ls src lib app"}, "src:\nsolver.f90\n\nlib:\ngrid.f90\n\napp:\nmain.f90")
    b.tool("Bash", {"command": fix}, out)
    return b


def test_a_cited_line_that_changes_something_then_rebuilds_shows_the_fix(tmp_path):
    """The workaround says "move" in prose; the line the model cites moves the file and runs `fpm build` again,
    and it passes: the failing command is the check, the part before it the change."""
    e = gotcha(f"`{MOD}` → `[100%] Project compiled successfully.`", MOVE, failure_step="s2", fix_step="s6",
               evidence_steps=["s2", "s6"])
    assert verdict(fpm_session("git mv lib/grid.f90 src/grid.f90 && fpm build"), tmp_path, e) == "write"


def test_guard_without_the_citation_the_line_is_not_taken_for_the_fix(tmp_path):
    """Uncited, nothing ties the moved file to the prose: the session shows a line passing, not which fix."""
    e = gotcha(f"`{MOD}` → `[100%] Project compiled successfully.`", MOVE)
    assert verdict(fpm_session("git mv lib/grid.f90 src/grid.f90 && fpm build"), tmp_path, e).startswith(
        "review: fix not shown")


def test_guard_a_look_before_the_rebuild_changes_nothing(tmp_path):
    e = gotcha(f"`{MOD}` → `[100%] Project compiled successfully.`", MOVE, failure_step="s2", fix_step="s6",
               evidence_steps=["s2", "s6"])
    assert verdict(fpm_session("ls lib && fpm build"), tmp_path, e).startswith("review: fix not shown")


def test_guard_a_cited_line_whose_rerun_failed_behind_a_semicolon_shows_nothing(tmp_path):
    """`…; echo "exit=$?"` exits 0 whatever the build did; it printed the quoted error again."""
    e = gotcha(f"`{MOD}` → `[100%] Project compiled successfully.`", MOVE, failure_step="s2", fix_step="s6",
               evidence_steps=["s2", "s6"])
    assert verdict(fpm_session('git mv lib/grid.f90 src/grid.f90 && fpm build; echo "exit=$?"', f"{MOD}\nexit=1"),
                   tmp_path, e) != "write"


def test_the_change_comes_before_the_rerun_not_after_it():
    from core.evidence.fixparts import changes_then_reruns
    old = ("fpm", "build")
    assert changes_then_reruns("cd ~/heat && git mv a b && fpm build", old)
    assert changes_then_reruns("git mv a b && fpm build && echo done", old)
    assert not changes_then_reruns("fpm build && git mv a b", old)   # ran first: the failure's own re-run
    assert not changes_then_reruns("cat fpm.toml; fpm build", old)   # only a look before it
    assert not changes_then_reruns("git mv a b && fpm test", old)    # another check


def test_guard_what_changes_nothing_or_hides_the_status_is_no_change_then_rerun():
    from core.evidence.fixparts import changes_then_reruns
    old = ("fpm", "build")
    for idle in ("git status", "git -C ~/heat status", "sudo cat fpm.toml", "sudo -E cat fpm.toml", "sleep 30", "pwd",
                 "grep x fpm.toml > /dev/null"):
        assert not changes_then_reruns(f"{idle} && fpm build", old), idle
    assert not changes_then_reruns("git mv a b && fpm build; true", old)   # the line's status is `true`'s
    assert not changes_then_reruns("git mv a b && fpm build | tail -3", old)
    assert not changes_then_reruns("git mv a b && fpm build &", old)   # in the background: exits 0 at once
    assert not changes_then_reruns("git mv a b || fpm build", old)   # the re-run only if the change failed
    assert not changes_then_reruns("git status && fpm build && git mv a b", old)   # the change came after


def test_a_runner_or_a_redirection_before_the_rerun_is_a_change():
    from core.evidence.fixparts import changes_then_reruns
    old = ("fpm", "build")
    for change in ("env FC=gfortran-13 make -C lib install", "time make -C lib install",
                   "echo 'auto-modules = true' >> fpm.toml"):
        assert changes_then_reruns(f"{change} && fpm build", old), change
    assert changes_then_reruns("git mv a b\nfpm build", old)   # a newline joins as `;` does
    assert not changes_then_reruns("echo 'a && fpm build'", old)   # inside quotes: one command


def test_a_cited_change_and_rerun_failing_further_on_then_the_check_passing_shows_the_fix(tmp_path):
    """The cited line moved the file and rebuilt, failing on another module (the quoted error gone); after an edit the
    build alone passes: the move stays done, and the re-run's own words are all a later run must give."""
    b = Builder()
    b.prompt("the build can't find grid_mod")
    b.tool("Bash", {"command": "fpm build"}, f"Exit code 1\n{MOD}\n<ERROR> Compilation failed", is_error=True)
    b.tool("Bash", {"command": "git mv lib/grid.f90 src/grid.f90 && fpm build"},
           "Exit code 1\nsrc/solver.f90:12:9: Error: Symbol 'nx' at (1) has no IMPLICIT type", is_error=True)
    b.tool("Edit", {"file_path": "/home/rk/heat/src/solver.f90", "old_string": "subroutine step(u)",
                    "new_string": "subroutine step(u, nx)"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "fpm build"}, "[100%] Project compiled successfully.")
    e = gotcha(f"`{MOD}` → `[100%] Project compiled successfully.`", MOVE, failure_step="s2", fix_step="s4",
               evidence_steps=["s2", "s8"])
    assert verdict(b, tmp_path, e) == "write"


# --- a cited call that fails further on, the quoted error gone ----------------------------------------------------

PASSWORD = "[!] Invalid password passed via 'MATCH_PASSWORD'"
BETA = "DEVELOPER_DIR=/Applications/Xcode-15.4.app/Contents/Developer bundle exec fastlane ios beta"
WITH = BETA.replace("bundle", "MATCH_PASSWORD=$(security find-generic-password -s match-relay -a ci -w) bundle")


def fastlane_session(further: str) -> Builder:
    """`fastlane beta` fails on the password (s2); the cited line with the keychain's password (s4) fails further
    on; an edit of the Fastfile (s6); the same line again passes (s8)."""
    b = Builder()
    b.prompt("beta lane fails on match")
    b.tool("Bash", {"command": BETA}, f"Exit code 1\n{PASSWORD}", is_error=True)
    b.tool("Bash", {"command": WITH}, f"Exit code 1\n{further}", is_error=True)
    b.tool("Edit", {"file_path": "/Users/mina/relay/fastlane/Fastfile",
                    "old_string": "app_identifier: 'com.acme.relay'",
                    "new_string": "app_identifier: ['com.acme.relay', 'com.acme.relay.widget']"},
           "The file /Users/mina/relay/fastlane/Fastfile has been updated successfully.")
    b.tool("Bash", {"command": WITH}, "All required keys, certificates and provisioning profiles are installed 🙌\n"
                                      "Successfully uploaded the new binary to App Store Connect")
    return b


FASTLANE_FIX = "Give match the passphrase from the login keychain (`security find-generic-password -w`)."
NO_PROFILE = "error: No profiles for 'com.acme.relay.widget' were found"


def test_a_cited_line_failing_further_on_then_passing_shows_the_fix(tmp_path):
    """The workaround quotes the password's source as a person writes it (`"$(…)"`, `…`): the cited line no longer
    prints the quoted error but fails on a profile; after the edit the same line passes."""
    e = gotcha(f"`{PASSWORD}` → with the keychain's password: `All required keys, certificates and provisioning "
               "profiles are installed`", FASTLANE_FIX, failure_step="s2", fix_step="s4", evidence_steps=["s2", "s8"])
    assert verdict(fastlane_session(NO_PROFILE), tmp_path, e) == "write"


def test_guard_a_cited_line_printing_the_quoted_error_again_shows_nothing(tmp_path):
    e = gotcha(f"`{PASSWORD}` → with the keychain's password: `All required keys, certificates and provisioning "
               "profiles are installed`", FASTLANE_FIX, failure_step="s2", fix_step="s4", evidence_steps=["s2", "s8"])
    assert verdict(fastlane_session(PASSWORD), tmp_path, e) != "write"


def test_guard_the_check_passing_without_the_cited_lines_change_shows_nothing(tmp_path):
    """The cited line failed before its check could run (the keychain had no such item); the lane then passes run
    bare, without the password the line gave: that is not the fix working."""
    b = Builder()
    b.prompt("beta lane fails on match")
    b.tool("Bash", {"command": BETA}, f"Exit code 1\n{PASSWORD}", is_error=True)
    b.tool("Bash", {"command": WITH}, "Exit code 44\nsecurity: SecKeychainSearchCopyNext: The specified item could not "
                                      "be found in the keychain.", is_error=True)
    b.tool("Bash", {"command": BETA}, "All required keys, certificates and provisioning profiles are installed 🙌")
    e = gotcha(f"`{PASSWORD}` → `All required keys, certificates and provisioning profiles are installed`",
               FASTLANE_FIX, failure_step="s2", fix_step="s4", evidence_steps=["s2", "s6"])
    assert verdict(b, tmp_path, e) != "write"


# --- a cited edit of a file the failure names ---------------------------------------------------------------------

F841 = "src/app/cli.py:12:5: F841 Local variable `result` is assigned to but never used"
DEAD = "Keep the local but name it `_result`, or delete it."


def ruff_session(path: str) -> Builder:
    """`ruff check src` fails (s2); the cited edit (s4); the check again passes (s6)."""
    b = Builder()
    b.prompt("make lint pass")
    b.tool("Bash", {"command": "ruff check src"}, f"Exit code 1\n{F841}\nFound 1 error.", is_error=True)
    b.tool("Edit", {"file_path": path, "old_string": "    result = run(args)\n    return 0",
                    "new_string": "    run(args)\n    return 0"}, f"The file {path} has been updated successfully.")
    b.tool("Bash", {"command": "ruff check src"}, "All checks passed!")
    return b


def test_a_cited_edit_of_the_file_the_failure_names_then_the_check_passing_shows_the_fix(tmp_path):
    """The workaround's words share none with the edit; the edit changes the file the error points at, and the
    check that failed passes after it."""
    e = gotcha(f"`{F841}` → edit → `All checks passed!`", DEAD, failure_step="s2", fix_step="s4",
               evidence_steps=["s2", "s6"])
    assert verdict(ruff_session("/home/ana/cli/src/app/cli.py"), tmp_path, e) == "write"


def test_guard_a_cited_edit_of_a_file_nothing_names_shows_nothing(tmp_path):
    e = gotcha(f"`{F841}` → edit → `All checks passed!`", DEAD, failure_step="s2", fix_step="s4",
               evidence_steps=["s2", "s6"])
    assert verdict(ruff_session("/home/ana/cli/src/app/io.py"), tmp_path, e).startswith("review: fix not shown")


def test_guard_a_file_of_the_same_name_in_another_folder_is_not_the_one_named(tmp_path):
    e = gotcha(f"`{F841}` → edit → `All checks passed!`", DEAD, failure_step="s2", fix_step="s4",
               evidence_steps=["s2", "s6"])
    assert verdict(ruff_session("/home/ana/cli/tests/unit/cli.py"), tmp_path, e).startswith("review: fix not shown")


def test_guard_a_file_named_from_a_sibling_folder_is_the_one_edited(tmp_path):
    """The error names `../shared/src/types.ts` (a path from another package); the edit is of that file."""
    error = "../shared/src/types.ts(3,1): error TS2307: Cannot find module 'zod'"
    b = Builder()
    b.prompt("tsc fails in web")
    b.tool("Bash", {"command": "npx tsc --noEmit"}, f"Exit code 2\n{error}", is_error=True)
    b.tool("Edit", {"file_path": "/home/ana/repo/shared/src/types.ts", "old_string": "import { z } from 'zod'",
                    "new_string": "import type { ZodType } from './zod-lite'"},
           "The file has been updated successfully.")
    b.tool("Bash", {"command": "npx tsc --noEmit"}, "")
    e = gotcha(f"`{error}` → edit → `npx tsc --noEmit` printed nothing", "Import the local `ZodLite` type instead.",
               failure_step="s2", fix_step="s4", evidence_steps=["s2", "s6"])
    assert verdict(b, tmp_path, e) == "write"


def test_guard_writing_the_script_the_workaround_says_to_run_runs_nothing(tmp_path):
    e = gotcha(f"`{F841}` → edit → `All checks passed!`", "Run scripts/cli.py to clean up the locals first.",
               failure_step="s2", fix_step="s4", evidence_steps=["s2", "s6"])
    assert verdict(ruff_session("/home/ana/cli/scripts/cli.py"), tmp_path, e).startswith("review: fix not shown")
