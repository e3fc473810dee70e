"""Issue 24, thirty-second round (what the read thirty-eighth corpus showed, fixed by class). Each verdict from the
whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its rule, except the
guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.distil import screen
from core.evidence.checks import same_check
from core.evidence.steps import Transcript
from core.evidence.words import commandish
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell "
            "you how to proceed.")

# --- what only clears the way before the failing check --------------------------------------------------------------

AIDL = "# Aidl not found, please install it."
SPEC = "/home/mina/app/buildozer.spec"


def build_session(rerun: str) -> Builder:
    """The failing line cleared a cache first (its status the last pipe's: the output tells it failed); after the
    edit, the build alone is run again and passes."""
    b = Builder()
    b.prompt("get the apk built")
    b.tool("Bash", {"command": "rm -rf ~/.buildozer/android/platform/android-sdk && buildozer -v android debug 2>&1 | "
                               "tail -12"}, f"# Android SDK is missing, downloading\n{AIDL}")
    b.tool("Edit", {"file_path": SPEC, "old_string": "# android.accept_sdk_license = False",
                    "new_string": "android.accept_sdk_license = True"},
           f"The file {SPEC} has been updated successfully.")
    b.tool("Bash", {"command": rerun}, "# Android packaging done!\n# APK myapp-0.1-arm64-v8a-debug.apk available")
    return b


FIX = "Set `android.accept_sdk_license = True` in buildozer.spec and rebuild."


def test_a_cleanup_before_the_failing_check_is_no_part_of_it(tmp_path):
    """`rm -rf … && buildozer -v android debug` failed; after the edit `buildozer -v android debug` passes: the
    check that failed, run again without the cleanup before it."""
    assert verdict(build_session("buildozer -v android debug 2>&1 | tail -30"), tmp_path, gotcha(f"`{AIDL}`", FIX)) == \
        "write"


def test_guard_another_command_of_the_program_is_still_another_check(tmp_path):
    assert verdict(build_session("buildozer --version"), tmp_path,
                   gotcha(f"`{AIDL}`", FIX)).startswith("review: fix not shown")


def test_the_cleanup_alone_run_again_shows_nothing(tmp_path):
    """Before, the line's check was read from its first command on: `rm -rf …` again passed as the check."""
    assert verdict(build_session("rm -rf ~/.buildozer/android/platform/android-sdk"), tmp_path,
                   gotcha(f"`{AIDL}`", FIX)).startswith("review: fix not shown")


# --- a colour code written out as an escape -------------------------------------------------------------------------

PLUGIN = "Cannot find package 'prettier-plugin-organize-imports' imported from /home/lee/web/noop.js"


def prettier_session() -> Builder:
    b = Builder()
    b.prompt("prettier --check dies after the upgrade")
    b.tool("Bash", {"command": "npx prettier --check ."},
           f"Exit code 2\nChecking formatting...\n\x1b[31m[error]\x1b[39m {PLUGIN}", is_error=True)
    return b


def test_a_colour_code_the_model_wrote_as_an_escape_is_a_colour_code(tmp_path):
    """"red \\x1b[1;31m[error]\\x1b[0m prefix": the escape written out, as a model writes it, is no name to find."""
    claim = f"red \\x1b[1;31m[error]\\x1b[0m prefix, then `{PLUGIN}`"
    assert verdict(prettier_session(), tmp_path, fact(claim)) == "write"


def test_guard_a_word_between_written_escapes_is_still_looked_for(tmp_path):
    claim = f"red \\x1b[1;31m[fatal-plugin-loader]\\x1b[0m prefix, then `{PLUGIN}`"
    assert verdict(prettier_session(), tmp_path, fact(claim)).startswith("refused")


# --- the person's words, quoted after the call they turned down -----------------------------------------------------

INSTALL = "sudo install -m 0440 -o root -g root /tmp/deploy-sudoers /etc/sudoers.d/deploy"


def sudoers_session() -> Builder:
    b = Builder()
    b.prompt("put the deploy rule into sudoers.d")
    b.tool("Bash", {"command": "sudo cp /tmp/deploy-sudoers /etc/sudoers.d/deploy"}, REJECTED, is_error=True)
    b.prompt("don't cp it, it keeps /tmp's owner and mode. use install with 0440 root:root")
    b.tool("Bash", {"command": INSTALL}, "")
    return b


def test_words_quoted_after_by_the_user_are_the_persons_not_the_calls_output(tmp_path):
    """"cp was rejected by the user ("use install with 0440 root:root")": what the person said next, in their
    prompt, not what the turned-down call printed."""
    claim = 'cp was rejected by the user ("use install with 0440 root:root"); then `sudo install -m 0440` ran'
    assert verdict(sudoers_session(), tmp_path, fact(claim)) == "write"


def test_guard_words_the_person_never_said_are_still_refused(tmp_path):
    claim = 'cp was rejected by the user ("use rsync with --chmod=0440 instead"); then `sudo install -m 0440` ran'
    assert verdict(sudoers_session(), tmp_path, fact(claim)).startswith("refused")


def test_guard_a_failure_quoted_in_parentheses_is_still_the_calls_output(tmp_path):
    claim = 'cp was rejected ("use install with 0440 root:root")'
    assert verdict(sudoers_session(), tmp_path, fact(claim)).startswith("refused")


# --- a Korean note of a call's result, with a colon or by its step --------------------------------------------------

RESIGN = "codesign --force --sign - bin/imgtool"
INVALID = "invalid signature (code or signature have been modified)"


def codesign_session() -> Builder:
    """The check printed the error; the re-sign after it printed only that it replaced the signature."""
    b = Builder()
    b.prompt("imgtool 실행하면 바로 죽어요")
    b.tool("Bash", {"command": "codesign -v bin/imgtool"}, f"Exit code 1\nbin/imgtool: {INVALID}", is_error=True)
    b.tool("Bash", {"command": RESIGN}, "bin/imgtool: replacing existing signature")
    return b


def test_korean_result_with_a_colon_is_that_calls_output(tmp_path):
    """"`cmd` 결과: `E`" ("`cmd`'s result: `E`"): E in that call's output, which it is not."""
    assert verdict(codesign_session(), tmp_path, fact(f"`{RESIGN}` 결과: `{INVALID}`")).startswith("refused")


def test_korean_error_at_a_calls_step_is_that_calls_output(tmp_path):
    """"`cmd` 단계에서 `E`가 났다" ("at the `cmd` step, `E` arose")."""
    assert verdict(codesign_session(), tmp_path, fact(f"`{RESIGN}` 단계에서 `{INVALID}`가 났다")).startswith("refused")


def test_guard_the_same_notes_of_the_call_that_printed_it_stand(tmp_path):
    assert verdict(codesign_session(), tmp_path, fact(f"`codesign -v bin/imgtool` 결과: `{INVALID}`")) == "write"
    assert verdict(codesign_session(), tmp_path, fact(f"`codesign -v bin/imgtool` 단계에서 `{INVALID}`가 났다")) == \
        "write"


# --- a command line the model cut short after its program -----------------------------------------------------------

DB = 'migrate -path db/migrations -database "$DATABASE_URL"'
CONCURRENTLY = "CREATE INDEX CONCURRENTLY cannot run inside a transaction block"


def migrate_session() -> Builder:
    """After `force 6` the first `up` failed on another error; it passed only after the split and a second force."""
    b = Builder()
    b.prompt("make migrate fails on my copy of the staging db")
    b.tool("Bash", {"command": f"{DB} up"}, "Exit code 1\nerror: Dirty database version 7. Fix and force version.",
           is_error=True)
    b.tool("Bash", {"command": f"{DB} force 6"}, "")
    b.tool("Bash", {"command": f"{DB} up"}, f"Exit code 1\nerror: migration failed: {CONCURRENTLY}", is_error=True)
    b.tool("Write", {"file_path": "db/migrations/000008_index.up.sql", "content": "CREATE INDEX CONCURRENTLY …;\n"},
           "File created successfully at: db/migrations/000008_index.up.sql")
    b.tool("Bash", {"command": f"{DB} force 6 && {DB} up"}, "7/u add_order_status (41.2ms)\n8/u index (118.9ms)")
    return b


def test_a_command_cut_short_after_its_program_is_the_subject_of_its_outcome(tmp_path):
    """"`migrate ... up` and it passed on the first try": the cut command is the call said to pass at once, and the
    first `up` after the force failed."""
    claim = "Ran `migrate ... force 6` then `migrate ... up` and it passed on the first try, applying 7."
    assert verdict(migrate_session(), tmp_path, fact(claim)).startswith("refused")


def test_guard_the_cut_command_said_to_fail_as_it_did_stands(tmp_path):
    claim = f"Ran `migrate ... force 6` then `migrate ... up`, which failed again: `{CONCURRENTLY}`"
    assert verdict(migrate_session(), tmp_path, fact(claim)) == "write"


def test_guard_a_message_cut_short_is_no_command():
    """Only a cut followed by a subcommand or an option reads as a command line cut short."""
    assert not commandish("connection ... refused") and not commandish("waiting … done")


# --- a Korean "succeeded with `X`" -----------------------------------------------------------------------------------

INVALID_RELEASE = ("E: The value 'bookworm-backports' is invalid for APT::Default-Release as such a release is not "
                   "available in the sources")
SETTING_UP = "Setting up linux-image-amd64 (6.12.9-1~bpo12+1) ..."


def backports_session() -> Builder:
    b = Builder()
    b.prompt("데비안 12 서버에 backports 커널을 깔고 싶어요")
    b.tool("Bash", {"command": "sudo apt install -y -t bookworm-backports linux-image-amd64"},
           f"Exit code 100\nReading package lists...\n{INVALID_RELEASE}", is_error=True)
    b.tool("Bash", {"command": "echo 'deb http://deb.debian.org/debian bookworm-backports main' | sudo tee "
                               "/etc/apt/sources.list.d/backports.list && sudo apt update -qq && "
                               "sudo apt install -y -t bookworm-backports linux-image-amd64"},
           f"deb http://deb.debian.org/debian bookworm-backports main\n{SETTING_UP}")
    return b


def test_korean_succeeded_with_a_quote_is_what_the_call_printed(tmp_path):
    """"같은 설치가 `X` 로 성공" ("the same install succeeded with `X`"): X in the output of a call that went well,
    not a command that ran."""
    claim = "backports.list 추가 후 같은 설치가 `Setting up linux-image-amd64 (6.12.9-1~bpo12+1)` 로 성공."
    assert verdict(backports_session(), tmp_path, fact(claim)) == "write"


def test_a_korean_success_with_what_the_failing_call_printed_is_refused(tmp_path):
    """Before, X read as the command said to succeed was found in the failing call's own text."""
    claim = f"같은 설치가 `{INVALID_RELEASE}` 로 성공."
    assert verdict(backports_session(), tmp_path, fact(claim)).startswith("refused")


# --- "went from `A` to `B`" -----------------------------------------------------------------------------------------

MIGRATE_CONFIG = "vendor/bin/phpunit --migrate-configuration"
ISSUES, CLEAN = "OK, but there were issues!", "OK (41 tests, 91 assertions)"


def phpunit_session() -> Builder:
    b = Builder()
    b.prompt("phpunit 11 warns about the configuration")
    b.tool("Bash", {"command": "vendor/bin/phpunit"}, f"{ISSUES}\nTests: 41, Assertions: 91, Deprecations: 1.")
    b.tool("Bash", {"command": MIGRATE_CONFIG}, "Migrated configuration: /Users/mina/code/invoicer/phpunit.xml")
    b.tool("Bash", {"command": "vendor/bin/phpunit"}, CLEAN)
    return b


def test_went_from_a_to_b_after_an_act_is_a_before_it_and_b_after_it(tmp_path):
    """"after X the suite went from "A" to "B"": A is what it printed before X, not after it."""
    claim = f'after `{MIGRATE_CONFIG}` the suite went from "{ISSUES}" to "{CLEAN}"'
    assert verdict(phpunit_session(), tmp_path, fact(claim)) == "write"


def test_guard_went_from_with_the_two_swapped_is_refused(tmp_path):
    claim = f'after `{MIGRATE_CONFIG}` the suite went from "{CLEAN}" to "{ISSUES}"'
    assert verdict(phpunit_session(), tmp_path, fact(claim)).startswith("refused")


def test_guard_went_from_a_state_never_printed_is_refused(tmp_path):
    claim = f'after `{MIGRATE_CONFIG}` the suite went from "FAILURES! Tests: 41, Failures: 3" to "{CLEAN}"'
    assert verdict(phpunit_session(), tmp_path, fact(claim)).startswith("refused")


# --- guards from the review of this round's rules --------------------------------------------------------------------

def escape_session() -> Builder:
    b = Builder()
    b.prompt("show me the colours work")
    b.tool("Bash", {"command": "printf '\\033[1;31mERROR\\033[0m build broke\\n'"},
           "\x1b[1;31mERROR\x1b[0m build broke")
    return b


def test_guard_an_escape_inside_a_quoted_command_is_the_command_as_it_ran(tmp_path):
    claim = "`printf '\\033[1;31mERROR\\033[0m build broke\\n'` printed `ERROR build broke`"
    assert verdict(escape_session(), tmp_path, fact(claim)) == "write"


def test_guard_a_failure_by_me_or_you_is_still_the_calls_output(tmp_path):
    claim = 'cp was rejected when run by me: "use install with 0440 root:root"'
    assert verdict(sudoers_session(), tmp_path, fact(claim)).startswith("refused")


def pip_session() -> Builder:
    b = Builder()
    b.prompt("requests 설치가 안 돼요")
    b.tool("Bash", {"command": "pip install requests"}, "Exit code 1\nerror: externally-managed-environment",
           is_error=True)
    b.tool("Bash", {"command": "pip install --user --break-system-packages requests"},
           "Successfully installed requests-2.32.3")
    b.tool("Bash", {"command": "python3 -m venv .venv"}, "")
    return b


def test_guard_a_korean_success_by_a_quoted_command_is_that_command_run(tmp_path):
    """"`cmd` 로 성공했다": succeeded by running cmd, not cmd printed."""
    claim = "`pip install --user --break-system-packages requests` 로 성공했다."
    assert verdict(pip_session(), tmp_path, fact(claim)) == "write"


def test_guard_a_korean_note_of_what_a_call_made_is_no_output(tmp_path):
    assert verdict(pip_session(), tmp_path, fact("`python3 -m venv .venv` 로 `.venv`가 생겼다")) == "write"


def test_guard_words_of_progress_cut_short_are_no_command():
    assert not any(commandish(q) for q in ("cleaning ... up", "warming … up", "please ... run setup", "hint ... run"))


def test_guard_a_cleanup_that_itself_failed_is_the_check(tmp_path):
    """`touch: cannot touch …`: the line failed at its first command, so `./app` alone is another check."""
    b = Builder()
    b.prompt("start the app")
    b.tool("Bash", {"command": "touch /var/log/app.log && ./app --port 8080"},
           "Exit code 1\ntouch: cannot touch '/var/log/app.log': Permission denied", is_error=True)
    b.tool("Bash", {"command": "rm -rf /tmp/app-cache && ./app --port 8080"}, "Exit code 1\nport in use", is_error=True)
    b.tool("Bash", {"command": "./app --port 8080"}, "listening on :8080")
    steps = Transcript.from_turns(screen.analysed_turns(str(b.write(tmp_path / "s.jsonl")), 0, None)).steps
    touched, cleared, alone = (s for s in steps if s.command)
    assert not same_check(touched, alone) and same_check(cleared, alone)


# --- the person opening on what works, then telling of another place -------------------------------------------------

LMDB = "No native build was found for platform=darwin arch=arm64 runtime=node abi=127"


def gatsby_session(said: str) -> Builder:
    b = Builder()
    b.prompt("gatsby build dies after the node upgrade")
    b.tool("Bash", {"command": "npx gatsby build"}, f"Exit code 1\nError: {LMDB}", is_error=True)
    b.tool("Edit", {"file_path": "/Users/ana/site/.nvmrc", "old_string": "v22", "new_string": "v20"},
           "The file /Users/ana/site/.nvmrc has been updated successfully.")
    b.tool("Bash", {"command": "nvm use && rm -rf node_modules && npm ci && npx gatsby build"},
           "Now using node v20.18.0\nadded 1204 packages\ninfo Done building in 41.9 sec")
    b.prompt(said)
    return b


GATSBY_FIX = "Set .nvmrc to v20, `nvm use`, reinstall node_modules, run `npx gatsby build`."


def test_a_message_opening_on_what_works_confirms_before_its_but(tmp_path):
    """"build works. but gatsby develop in my own terminal still shows the lmdb error": the check passed; what follows
    is another place, as "works now, but the 3.13 job still fails" is."""
    said = "build works. but gatsby develop in my own terminal still shows the lmdb error."
    assert verdict(gatsby_session(said), tmp_path, gotcha(f"`{LMDB}`", GATSBY_FIX)) == "write"


def test_guard_nothing_works_is_no_confirmation(tmp_path):
    said = "nothing works. it still shows the lmdb error."
    assert verdict(gatsby_session(said), tmp_path, gotcha(f"`{LMDB}`", GATSBY_FIX)).startswith("review")


def test_guard_went_from_with_the_act_after_the_sentence_keeps_the_order(tmp_path):
    """"… went from A to B after X": B after X, A anywhere; swapped, B (the issues) never came after X."""
    assert verdict(phpunit_session(), tmp_path, fact(
        f'The suite went from "{ISSUES}" to "{CLEAN}" after `{MIGRATE_CONFIG}`.')) == "write"
    assert verdict(phpunit_session(), tmp_path, fact(
        f'The suite went from "{CLEAN}" to "{ISSUES}" after `{MIGRATE_CONFIG}`.')).startswith("refused")


def test_guard_a_hedge_or_the_fix_step_working_is_no_confirmation(tmp_path):
    for said in ("Sometimes works, sometimes it still shows the lmdb error.",
                 "Reinstall worked, but it still shows the lmdb error."):
        assert verdict(gatsby_session(said), tmp_path, gotcha(f"`{LMDB}`", GATSBY_FIX)).startswith("review"), said
