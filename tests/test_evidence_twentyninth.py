"""Issue 24, twenty-ninth round (what the read thirty-fifth corpus showed, fixed by class). Each verdict from the
whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its rule, except the
guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.evidence.claims import parse
from core.evidence.judge import NOT_FOUND
from core.evidence.matching import normalise, occurs
from tests.helpers_transcripts import Builder
from core.lessons.model import Entry
from tests.test_evidence_steps import fact, gotcha, verdict


def fpm_session() -> Builder:
    b = Builder()
    b.prompt("the storefront shows a 500 after the compile")
    b.tool("Bash", {"command": "ls -ld generated/metadata && ps -o user= -C php-fpm8.2 | sort -u"},
           "drwxr-xr-x 2 deploy deploy 4096 Nov  2 08:20 generated/metadata\nwww-data", is_error=False)
    return b


def test_a_hyphenated_program_named_without_the_version_written_onto_it_is_found(tmp_path):
    """"php-fpm ran as www-data": the call asked for `php-fpm8.2`, the same program with its version on its name."""
    claim = "`ls -ld generated/metadata` showed `drwxr-xr-x 2 deploy deploy` while php-fpm ran as www-data."
    assert verdict(fpm_session(), tmp_path, fact(claim)) == "write"


def test_guard_another_program_sharing_the_names_head_is_not_it():
    assert not occurs(normalise("php-fpm"), normalise("php-fpmx 8.2"))
    assert not occurs(normalise("php-fpm"), normalise("php-fpm82abc"))   # (digits, then more of another name)
    assert not occurs(normalise("node"), normalise("node18 is gone"))   # (a plain name stays whole, as before)
    assert not occurs(normalise("web-node"), normalise("ssh web-node2 uptime"))   # (a number, no version: a host)


LLVM = "C:\\Program Files\\Microsoft Visual Studio\\2022\\Community\\VC\\Tools\\Llvm"


def llvm_session() -> Builder:
    b = Builder()
    b.prompt("bindgen cannot find libclang")
    b.tool("Bash", {"command": f'where /r "{LLVM}" libclang.dll'},
           f"{LLVM}\\bin\\libclang.dll\n{LLVM}\\x64\\bin\\libclang.dll", is_error=False)
    return b


def test_a_windows_path_cut_from_a_longer_one_in_prose_matches_the_calls_full_path(tmp_path):
    """`Studio\\2022\\Community\\VC\\Tools\\Llvm\\bin`: four names or more joined by backslashes are a path, read
    with `/` like the call's own, so the fragment the prose gives is found in it."""
    claim = "where /r found Visual Studio\\2022\\Community\\VC\\Tools\\Llvm\\bin first."
    assert verdict(llvm_session(), tmp_path, fact(claim)) == "write"


def test_a_folder_named_like_a_multiple_is_no_count(tmp_path):
    """`Llvm\\x64\\bin\\libclang.dll`: `x64` between separators is a folder, not "(x3)" said of a printed line."""
    claim = "`where /r` listed Llvm\\bin\\libclang.dll and Llvm\\x64\\bin\\libclang.dll."
    assert verdict(llvm_session(), tmp_path, fact(claim)) == "write"


def test_guard_a_folder_the_call_never_printed_is_not_found(tmp_path):
    claim = "`where /r` listed Llvm\\arm64\\bin\\libclang.dll."
    assert verdict(llvm_session(), tmp_path, fact(claim)) == f"refused: {NOT_FOUND}"


def test_guard_a_literal_line_break_between_file_names_is_no_path():
    assert "/nlicense" not in normalise("README\\nLICENSE\\nMakefile\\nsetup")


def test_guard_a_multiple_said_of_a_line_is_still_a_count():
    assert parse("`STEP_SUCCESS` x3 in the log").claims[0].tokens == ()


def ceph_session() -> Builder:
    b = Builder()
    b.prompt("which disks can take an OSD?")
    b.tool("Bash", {"command": "ceph orch device ls"}, "HOST   PATH      AVAILABLE  REJECT REASONS\n"
           "node1  /dev/sdb  No         Has BlueStore device label\nnode2  /dev/sdb  No         Has BlueStore device "
           "label\nnode3  /dev/sdb  No         LVM detected", is_error=False)
    return b


def test_two_names_of_one_shape_joined_by_a_slash_are_two_names(tmp_path):
    """"node1/node2 `Has BlueStore device label`": each host, not a path `node1/node2`; so is one word in two cases."""
    from core.evidence.words import pair_of
    assert pair_of("Lia/lia") == ("Lia", "lia")
    claim = "`ceph orch device ls` → node1/node2 `Has BlueStore device label`, node3 `LVM detected`"
    assert verdict(ceph_session(), tmp_path, fact(claim)) == "write"


def test_a_short_relative_path_is_found_with_either_separator(tmp_path):
    """"under styles/Microsoft" of the `styles\\Microsoft` the person wrote: a path of two names keeps its backslash
    in the text (only a drive, a file name or four names make one a path there), so the prose's `/` is tried as `\\`."""
    b = Builder()
    b.prompt("git status now shows 180 new files under styles\\Microsoft, I don't want those committed")
    assert verdict(b, tmp_path, fact("git status showed 180 new files under styles/Microsoft")) == "write"


def test_guard_a_path_the_text_never_gives_is_not_found(tmp_path):
    b = Builder()
    b.prompt("git status now shows 180 new files under styles\\Microsoft")
    assert verdict(b, tmp_path, fact("git status showed 180 new files under styles/Google")) == f"refused: {NOT_FOUND}"


def test_guard_a_path_of_capitalised_folders_stays_one_name():
    from core.evidence.words import pair_of
    assert pair_of("Users/Alice") == ("Users/Alice",) and pair_of("Library/Caches") == ("Library/Caches",)


def test_guard_a_slash_pair_one_of_which_never_appears_is_not_found(tmp_path):
    claim = "`ceph orch device ls` → node1/node4 `Has BlueStore device label`"
    assert verdict(ceph_session(), tmp_path, fact(claim)) == f"refused: {NOT_FOUND}"


def exim_session(last_ok: bool = True) -> Builder:
    b = Builder()
    b.prompt("sign outgoing mail with DKIM")
    b.tool("Bash", {"command": "sudo update-exim4.conf && sudo exim -bV | head -1 && sudo exim -qff && "
                               "sudo tail -n 1 /var/log/exim4/mainlog"},
           "Exim version 4.96 #2 built 20-Jul-2024 10:31:44\n2026-11-12 04:01:08 1tAq3K DKIM: signing failed: unable "
           "to open /etc/exim4/dkim/mail2026.private: Permission denied", is_error=not last_ok)
    return b


def test_a_part_of_a_working_chain_that_the_line_went_past_passed(tmp_path):
    """"`exim -bV` passed (`Exim version 4.96`)": the line went on past it to the queue run and the log, so the
    trouble it printed is a later part's, not exim -bV's."""
    claim = "`exim -bV` passed and printed `Exim version 4.96`."
    assert verdict(exim_session(), tmp_path, fact(claim)) == "write"


def test_guard_the_last_part_of_the_chain_is_not_said_to_pass_over_its_trouble(tmp_path):
    claim = "`tail -n 1 /var/log/exim4/mainlog` passed and printed `Exim version 4.96`."
    assert verdict(exim_session(), tmp_path, fact(claim)) == f"refused: {NOT_FOUND}"


def test_guard_a_piped_part_with_nothing_printed_before_the_trouble_is_not_said_to_pass(tmp_path):
    """`cmake … | tail -n 16 && echo done`: only tail's exit is known, and cmake printed the trouble; a claim that
    cmake passed quotes nothing printed before it."""
    b = Builder()
    b.prompt("configure the project")
    b.tool("Bash", {"command": "cmake -S . -B build 2>&1 | tail -n 16 && echo done"},
           "CMake Error at CMakeLists.txt:12 (find_package): Could not find a package configuration file\ndone",
           is_error=False)
    assert verdict(b, tmp_path, fact("`cmake -S . -B build` passed.")) == f"refused: {NOT_FOUND}"


def test_guard_a_chain_that_failed_did_not_pass_anywhere(tmp_path):
    claim = "`exim -bV` passed and printed `Exim version 4.96`."
    assert verdict(exim_session(last_ok=False), tmp_path, fact(claim)) == f"refused: {NOT_FOUND}"


def lpadmin_session(then: str) -> Builder:
    b = Builder()
    b.prompt("add the office printer")
    b.tool("Bash", {"command": "lpadmin -p office -E -v ipp://10.0.5.20/ipp/print -m everywhere"},
           "Exit code 1\nlpadmin: Forbidden", is_error=True)
    b.tool("Bash", {"command": then}, "printer office is idle.  enabled since Tue 10 Nov 2026", is_error=False)
    return b


def lpadmin_lesson() -> Entry:
    return gotcha("`lpadmin -p office -E -v ipp://10.0.5.20/ipp/print -m everywhere` → `lpadmin: Forbidden`; with "
                  "sudo the queue was created: `printer office is idle.`", "Run the same lpadmin with sudo.")


def test_a_line_the_failing_call_printed_is_not_the_fix_a_prose_workaround_names(tmp_path):
    """"Run the same lpadmin with sudo": `lpadmin: Forbidden`, quoted in the evidence, is the error the failing call
    printed, not the fix; the same lpadmin passing under sudo shows it."""
    then = "sudo lpadmin -p office -E -v ipp://10.0.5.20/ipp/print -m everywhere && lpstat -p office"
    assert verdict(lpadmin_session(then), tmp_path, lpadmin_lesson()) == "write"


def test_guard_no_rerun_of_the_failing_command_shows_no_fix(tmp_path):
    held = verdict(lpadmin_session("lpstat -p office"), tmp_path, lpadmin_lesson())
    assert held.startswith("review: fix not shown")


def expect_session() -> Builder:
    b = Builder()
    b.prompt("the switch backup script hangs")
    b.tool("Bash", {"command": "timeout 20 expect backup-switch.exp"},
           "Exit code 124\nspawn ssh admin@10.9.0.2\nUnable to negotiate with 10.9.0.2 port 22: no matching key "
           "exchange method found.", is_error=True)
    b.tool("Bash", {"command": "timeout 20 expect backup-switch.exp"},
           "spawn ssh admin@10.9.0.2\nadmin@10.9.0.2's password:\nsaved backups/sw-core-1.cfg (812 lines)",
           is_error=False)
    return b


def test_a_program_handed_a_script_is_a_command_line(tmp_path):
    """`timeout 20 expect backup-switch.exp`: a program given a script to run (after the `timeout` that bounds it) is
    a command, so "the first `…` showed `password:`" is that first run's output; the first run never got there."""
    claim = "The first `timeout 20 expect backup-switch.exp` showed `admin@10.9.0.2's password:` and then hung."
    assert verdict(expect_session(), tmp_path, fact(claim)) == f"refused: {NOT_FOUND}"


def test_guard_a_line_of_prose_or_output_naming_a_file_is_no_command():
    from core.evidence.words import commandish
    assert not any(commandish(p) for p in ("loading config.js", "from main.py", "in app.py", "at index.js"))


def test_guard_the_run_that_printed_it_holds_the_claim(tmp_path):
    claim = "The second `timeout 20 expect backup-switch.exp` showed `admin@10.9.0.2's password:`."
    assert verdict(expect_session(), tmp_path, fact(claim)) == "write"


def blkid_session() -> Builder:
    b = Builder()
    b.prompt("crypttab 에 UUID 를 넣고 싶어요")
    b.tool("Bash", {"command": "sudo blkid -s UUID -o value /dev/sdb"}, "3f0c7a52-9d1e-4b8e-9a51-6c2f1d0e7b44",
           is_error=False)
    b.tool("Bash", {"command": "sudo systemctl start systemd-cryptsetup@data"},
           "Exit code 1\nFailed to activate: Device or resource busy", is_error=True)
    return b


def test_a_korean_first_run_said_to_have_emitted_an_error_is_that_runs_output(tmp_path):
    """"`blkid …` 는 처음에 `E` 를 냈다가" ("first gave E"): blkid ran once and printed the UUID; the busy error is
    systemd-cryptsetup's."""
    claim = "`sudo blkid -s UUID -o value /dev/sdb` 는 처음에 `Device or resource busy` 를 냈다가 두 번째에 UUID 를 돌려줌"
    assert verdict(blkid_session(), tmp_path, fact(claim)) == f"refused: {NOT_FOUND}"


def test_guard_the_call_that_did_emit_it_holds_the_korean_claim(tmp_path):
    claim = "`sudo systemctl start systemd-cryptsetup@data` 는 처음에 `Device or resource busy` 를 냈다"
    assert verdict(blkid_session(), tmp_path, fact(claim)) == "write"


def libclang_session() -> Builder:
    b = Builder()
    b.prompt("bindgen cannot load libclang")
    llvm = "C:/VS/2022/Community/VC/Tools/Llvm"
    b.tool("Bash", {"command": f'set "LIBCLANG_PATH={llvm}/bin" && cargo build'},
           "Exit code 101\nthread 'main' panicked: invalid DLL (32-bit)", is_error=True)
    b.tool("Bash", {"command": f'set "LIBCLANG_PATH={llvm}/x64/bin" && cargo build'},
           "Finished `dev` profile in 48.22s", is_error=False)
    return b


def test_a_command_cut_before_what_makes_it_one_still_heads_its_arrow(tmp_path):
    """`set "LIBCLANG_PATH=.../x64/bin" && cargo build` → `E`: the cut hides nothing of the command line, so the arrow
    binds E to that call, which finished; the 32-bit error was the `Llvm/bin` run's."""
    claim = '`set "LIBCLANG_PATH=.../Llvm/x64/bin" && cargo build` → `invalid DLL (32-bit)`'
    assert verdict(libclang_session(), tmp_path, fact(claim)) == f"refused: {NOT_FOUND}"


def test_guard_the_run_that_printed_the_error_holds_the_arrow(tmp_path):
    claim = '`set "LIBCLANG_PATH=.../Llvm/bin" && cargo build` → `invalid DLL (32-bit)`'
    assert verdict(libclang_session(), tmp_path, fact(claim)) == "write"
