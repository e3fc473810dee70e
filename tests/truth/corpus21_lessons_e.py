"""Labelled lessons of corpus21, part E: the Rails credentials, Sorbet and SCons sessions of corpus21_sources_c.py.
Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus21_common import gotcha, knowledge
from tests.truth.corpus21_sources_c import RAILS, SCONS, SORBET

_RAILS = [
    gotcha("rc-01", RAILS, (
        "Rails per-environment credentials read config/credentials/staging.key, not master.key",
        "`RAILS_ENV=staging bin/rails runner ...` dies with ActiveSupport::EncryptedFile::MissingKeyError.",
        "Expecting master.key (or production.key) to open staging.yml.enc.",
        "With per-environment credentials Rails reads config/credentials/<env>.key or RAILS_MASTER_KEY.",
        "Write the staging key to config/credentials/staging.key, e.g. with `op read ... > "
        "config/credentials/staging.key`."),
        "`Missing encryption key to decrypt file with. Ask your team for your master key and write it to "
        "/Users/oskar/src/clinic-booking/config/credentials/staging.key or put it in the ENV['RAILS_MASTER_KEY']. "
        "(ActiveSupport::EncryptedFile::MissingKeyError)` — once the current key was written with `op read "
        "'op://Engineering/clinic staging rails key/password' > config/credentials/staging.key`, the runner "
        "printed `true`.",
        ev="real", fix="shown", cls="fix_ran",
        why="Writing the key file ends the MissingKeyError; with the current key the runner prints true.",
        phrasing=["long code span", "outcome claim: once"],
        steps={"failure": "(ActiveSupport::EncryptedFile::MissingKeyError)", "fix": "staging.key; RAILS_ENV=staging"},
        category="security", scope="project"),
    gotcha("rc-02", RAILS, (
        "InvalidMessage from Rails credentials means a stale key, not a malformed one",
        "With a staging.key in place, the runner fails with ActiveSupport::MessageEncryptor::InvalidMessage.",
        "Suspecting the trailing newline of the key file.",
        "staging.yml.enc had been re-encrypted with a rotated key that 1Password did not have yet.",
        "Check who last changed the .yml.enc, get the current key, write it again."),
        ["`ActiveSupport::MessageEncryptor::InvalidMessage` with the key from 1Password",
         "`wc -c config/credentials/staging.key` → 33 (32 characters plus newline; the length was fine)",
         "`git log -1 --format='%h %an %ar' -- config/credentials/staging.yml.enc` → `4e1b9c2 Mirela Petrova 3 days "
         "ago`",
         "after Mirela updated the 1Password item, the same runner printed true"],
        ev="real", fix="shown", cls="rerun_passes",
        why="After the person reports the rotated key was stored, the re-run prints true.",
        phrasing=["list evidence", "code spans", "arrows"],
        steps={"failure": "ActiveSupport::MessageEncryptor::InvalidMessage", "fix": "staging.key; RAILS_ENV=staging"},
        category="security", scope="project"),
    gotcha("rc-03", RAILS, (
        "The staging container's RAILS_MASTER_KEY must carry the rotated staging key",
        "The staging container crashes on boot over credentials.",
        "Feeding the container master.key's value, or the pre-rotation key.",
        "Per-environment credentials decrypt with the environment's own key, which was rotated.",
        "Recreate the rails-key secret from config/credentials/staging.key and restart the deployment."),
        "The person: \"The staging container crashes on boot and the logs mention credentials.\" Suggested: "
        "`kubectl -n clinic create secret generic rails-key "
        "--from-literal=RAILS_MASTER_KEY=\"$(cat config/credentials/staging.key)\" --dry-run=client -o yaml | "
        "kubectl apply -f -` and a restart of the deployment.",
        ev="real", fix="not_shown", cls="only_suggested",
        why="The kubectl command is only proposed; the assistant has no cluster access and the person defers it.",
        phrasing=["person's words quoted", "long code span"],
        steps={"failure": "The staging container crashes on boot", "fix": "kubectl -n clinic create secret generic"},
        category="env_setup", scope="project"),
    knowledge("rc-04", RAILS, (
        "Find who re-encrypted a Rails credentials file with git log on the .yml.enc",
        "A key that used to work gives InvalidMessage.",
        "`git log -1 --format='%h %an %ar' -- config/credentials/<env>.yml.enc` names whoever last re-encrypted it.",
        "A rotation nobody announced shows up as a recent commit to the encrypted file."),
        "`git log -1 --format='%h %an %ar' -- config/credentials/staging.yml.enc` → `4e1b9c2 Mirela Petrova 3 days "
        "ago`; she had rotated the key without updating 1Password.",
        ev="real", cls="knowledge",
        why="The git log line and the person's report of the rotation.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "4e1b9c2 Mirela Petrova 3 days ago"}, category="debugging_technique"),
    gotcha("rc-05", RAILS, (
        "Pulling the staging key from 1Password fixes the Rails boot at once",
        "Missing staging key.",
        "No key file.",
        "Per-environment key.",
        "Write it from 1Password."),
        "`op read 'op://Engineering/clinic staging rails key/password' > config/credentials/staging.key && chmod "
        "600 config/credentials/staging.key` and the runner printed `true` right away.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="That first write was followed by InvalidMessage; true only came after the key was rotated in 1Password.",
        phrasing=["code spans", "outcome claim: right away"],
        steps={"evidence": "chmod 600 config/credentials/staging.key"}, scope="project"),
    gotcha("rc-06", RAILS, (
        "Rails rejects a staging.key with a trailing newline",
        "The key file from op is one byte too long.",
        "Redirecting op's output straight into the key file.",
        "Key length check.",
        "Strip the newline."),
        "`ActiveSupport::EncryptedFile::InvalidKeyLengthError: Encryption key must be exactly 32 characters.` after "
        "`op read` wrote 33 bytes.",
        ev="invented", fix="not_shown", cls="never_seen_error",
        why="No length error appears; the assistant notes Rails strips the newline and the error was InvalidMessage.",
        phrasing=["code spans"],
        steps={"evidence": "33 config/credentials/staging.key"}),
    knowledge("rc-07", RAILS, (
        "Rails names the env var a missing credentials key can come from",
        "Booting with per-environment credentials and no key.",
        "Provide the key through RAILS_MASTER_KEY as the message says.",
        "The error text points at the variable."),
        "`Missing encryption key to decrypt file with. Ask your team for your master key and put it in "
        "ENV[\"RAILS_MASTER_KEY\"]`",
        ev="invented", cls="near_miss",
        why="The message says 'write it to .../staging.key or put it in the ENV['RAILS_MASTER_KEY']'.",
        phrasing=["code span", "near-miss quote"],
        steps={"evidence": "Missing encryption key to decrypt file with."}),
]

_SORBET = [
    gotcha("srb-01", SORBET, (
        "tapioca dsl boots the Rails app, so its database has to be up",
        "`bin/tapioca dsl` stops at Loading Rails application with PG::ConnectionBad.",
        "Regenerating DSL RBIs with the development database stopped.",
        "An initializer touches the database while Tapioca loads the app.",
        "Start postgres (`docker compose up -d postgres`) and re-run `bin/tapioca dsl`."),
        "`bin/tapioca gems && bin/tapioca dsl` → gems compiled, then `Error: Could not load Rails application. "
        "Tapioca requires a working Rails application.` / `PG::ConnectionBad: connection to server at "
        "\"127.0.0.1\", port 5432 failed: Connection refused`; `docker compose up -d postgres && sleep 3 && "
        "bin/tapioca dsl` → `Wrote: sorbet/rbi/dsl/employee.rbi` … `Done`.",
        ev="real", fix="shown", cls="fix_ran",
        why="With postgres started the DSL step writes its RBIs.",
        phrasing=["code spans", "arrows", "ellipsis"],
        steps={"failure": "Tapioca requires a working Rails application.",
               "fix": "docker compose up -d postgres && sleep 3 && bin/tapioca dsl",
               "evidence": "Wrote: sorbet/rbi/dsl/employee.rbi"}, category="env_setup", scope="project"),
    gotcha("srb-02", SORBET, (
        "Sorbet 7003 on a T.nilable finder: raise explicitly instead of T.must",
        "srb tc: Method period_start does not exist on NilClass component of T.nilable(PayPeriod).",
        "Calling a method on the result of a nilable finder.",
        "`PayPeriod.current` is typed T.nilable(PayPeriod).",
        "Guard with `raise ... if period.nil?` so Sorbet narrows the type."),
        "`Method period_start does not exist on NilClass component of T.nilable(PayPeriod) https://srb.help/7003` → "
        "added `raise ... if period.nil?` after `period = PayPeriod.current`; `bundle exec srb tc` → `No errors! "
        "Great job.`",
        ev="real", fix="shown", cls="edit_then_pass",
        why="Edit, then srb tc reports no errors; the 7003 error never returns.",
        phrasing=["code spans", "ellipsis", "arrows"],
        steps={"failure": "Method period_start does not exist on NilClass component", "fix": "if period.nil?",
               "evidence": "No errors! Great job."}, category="api_quirk", scope="project"),
    gotcha("srb-03", SORBET, (
        "An invented exception constant passes srb tc but fails the spec with NameError",
        "srb tc is clean but the spec fails: uninitialized constant PayslipBuilder::MissingPayPeriod.",
        "Trusting the type check for a constant only raised at runtime.",
        "The spec expects the existing PayslipBuilder::NoOpenPeriod.",
        "Raise `NoOpenPeriod` and run the spec with srb tc."),
        "srb tc was clean, yet `bin/rspec spec/services/payslip_builder_spec.rb` failed: `expected "
        "PayslipBuilder::NoOpenPeriod, got #<NameError: uninitialized constant PayslipBuilder::MissingPayPeriod>`; "
        "after switching to `raise NoOpenPeriod, \"no open pay period\"` the spec ran `3 examples, 0 failures`.",
        ev="real", fix="shown", cls="edit_then_pass",
        why="Edit, then the same spec passes and srb tc stays clean.",
        phrasing=["code spans", "nested quotes", "outcome claim: after"],
        steps={"failure": "uninitialized constant PayslipBuilder::MissingPayPeriod",
               "fix": "raise NoOpenPeriod, \"no open pay period\"", "evidence": "3 examples, 0 failures"},
        category="test_strategy", scope="project"),
    knowledge("srb-04", SORBET, (
        "After a Rails upgrade, regenerate Tapioca RBIs before reading srb tc errors",
        "srb tc reports a flood of errors right after a Rails upgrade.",
        "Run `bin/tapioca gems` and `bin/tapioca dsl` first; what remains are real errors.",
        "Stale RBIs describe the old Rails API."),
        "`bundle exec srb tc 2>&1 | tail -15` ended `Errors: 147` (e.g. `Method has_one_attached does not exist on "
        "T.class_of(Employee)`); after `bin/tapioca gems` and `bin/tapioca dsl` the same check printed "
        "`Errors: 1`.",
        ev="real", cls="knowledge",
        why="The counts before and after regenerating.",
        phrasing=["code spans", "prose"],
        steps={"evidence": "Errors: 147"}, category="workflow"),
    knowledge("srb-05", SORBET, (
        "What a clean Sorbet run prints",
        "Checking whether srb tc passed from its output.",
        "Look for the success line.",
        "srb tc prints a fixed message when there are no errors."),
        "`bundle exec srb tc` → `No errors! Great job!`",
        ev="invented", cls="near_miss",
        why="Sorbet printed 'No errors! Great job.' with a full stop.",
        phrasing=["code span", "near-miss punctuation"],
        steps={"evidence": "No errors! Great job."}),
    gotcha("srb-06", SORBET, (
        "bin/tapioca gems cannot run while postgres is down",
        "Gem RBI generation fails on the database.",
        "Regenerating with the database stopped.",
        "Tapioca loads the app.",
        "Start postgres."),
        "`bin/tapioca gems` → `PG::ConnectionBad: connection to server at \"127.0.0.1\", port 5432 failed: "
        "Connection refused`; starting postgres let the gem RBIs compile.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The gems step compiled before the error; only `tapioca dsl` needed the database.",
        phrasing=["code spans", "false attribution within one call"],
        steps={"evidence": "Compiled activestorage"}),
]

_SCONS = [
    gotcha("scons-01", SCONS, (
        "SCons pinned to MSVC 14.2 finds no compiler on a VS 2022-only machine",
        "`scons mode=release` warns no Visual Studio compiler was found, then `'cl' is not recognized`.",
        "Keeping `MSVC_VERSION='14.2'` (VS 2019) in SConstruct on a machine with only the 2022 Build Tools.",
        "SCons only sets up the pinned toolset; 14.2 is not installed.",
        "Change the pin to `MSVC_VERSION='14.3'`."),
        "```\nscons: warning: No version of Visual Studio compiler found - C/C++ compilers most likely not set "
        "correctly\n'cl' is not recognized as an internal or external command,\n```\n"
        "`4:env = Environment(MSVC_VERSION='14.2', TARGET_ARCH='x86_64')` → changed to `MSVC_VERSION='14.3'`; the "
        "next `scons mode=release` compiled filter.cpp and osc.cpp (then stopped at the linker on winmm.lib, a "
        "separate problem).",
        ev="real", fix="shown", cls="edit_then_pass",
        why="After the Edit the compiler runs; the build completes later and the cl error never returns.",
        phrasing=["fenced block", "code spans", "cmd.exe"],
        steps={"failure": "'cl' is not recognized as an internal or external command", "fix": "MSVC_VERSION='14.3'",
               "evidence": "osc.cpp(41): warning C4244"}, category="build_config", scope="project"),
    gotcha("scons-02", SCONS, (
        "LNK1181 on winmm.lib: the Build Tools were installed without the Windows SDK",
        "Linking fails: cannot open input file 'winmm.lib'.",
        "Installing only the MSVC toolset component of the Build Tools.",
        "System import libraries like winmm.lib ship with the Windows SDK.",
        "Add the Windows 11 SDK in the Visual Studio Installer and rebuild."),
        "`LINK : fatal error LNK1181: cannot open input file 'winmm.lib'` / `scons: *** "
        "[build\\release\\synthkit.exe] Error 1181`. After the person installed the Windows 11 SDK in the VS "
        "Installer, `scons mode=release` ended `scons: done building targets.` and "
        "`build\\release\\synthkit.exe --selftest` printed `synthkit 0.9.2 selftest: 24/24 ok`.",
        ev="real", fix="shown", cls="rerun_passes",
        why="The same build re-run after the SDK install finishes and the binary's selftest passes.",
        phrasing=["code spans", "Windows paths", "outcome claim: after"],
        steps={"failure": "cannot open input file 'winmm.lib'",
               "fix": "installed the Windows 11 SDK from the installer GUI", "evidence": "scons: done building targets."},
        category="env_setup"),
    gotcha("scons-03", SCONS, (
        "A prebuilt static portaudio forces /MT and clashes with an /MDd debug build",
        "Debug link fails with LNK2038 RuntimeLibrary mismatch (MT_StaticRelease vs MDd_DynamicDebug).",
        "Linking a release /MT library into a /MDd debug build.",
        "All objects must use the same C runtime.",
        "Build debug with `/MT` too, or link a debug portaudio built with /MDd."),
        "`scons mode=debug` → `error LNK2038: mismatch detected for 'RuntimeLibrary': value 'MT_StaticRelease' "
        "doesn't match value 'MDd_DynamicDebug' in main.obj` / `LINK : fatal error LNK1319: 1 mismatches detected`",
        ev="real", fix="not_shown", cls="question_offers_flag",
        why="The /MT flag is only offered in a question; the person leaves debug for another day.",
        phrasing=["code spans", "arrow"],
        steps={"failure": "mismatch detected for 'RuntimeLibrary'",
               "fix": "Should I add `CCFLAGS=['/MT']` for the debug mode"}, category="build_config", scope="project"),
    knowledge("scons-04", SCONS, (
        "In cmd, type | findstr /n shows where SConstruct pins the toolchain",
        "SCons on Windows picks no compiler although one is installed.",
        "Grep SConstruct for the Environment call with `type SConstruct | findstr /n Environment` to see "
        "MSVC_VERSION.",
        "A pinned MSVC_VERSION overrides SCons's autodetection."),
        "`type SConstruct | findstr /n Environment` → `4:env = Environment(MSVC_VERSION='14.2', "
        "TARGET_ARCH='x86_64')`",
        ev="real", cls="knowledge",
        why="The findstr call and its output.",
        phrasing=["code spans", "cmd.exe", "arrow"],
        steps={"evidence": "type SConstruct | findstr /n Environment"}, category="debugging_technique"),
    gotcha("scons-05", SCONS, (
        "SCons debug builds also miss winmm.lib",
        "The debug link cannot find a system library.",
        "No SDK.",
        "Windows SDK missing.",
        "Install the SDK."),
        "`scons mode=debug` failed with `LINK : fatal error LNK1181: cannot open input file 'winmm.lib'`.",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="The debug build failed with LNK2038/LNK1319; LNK1181 was the release build before the SDK install.",
        phrasing=["code spans"],
        steps={"evidence": "scons mode=debug"}),
    gotcha("scons-06", SCONS, (
        "Point SCons at vcvars64.bat when MSVC detection fails",
        "SCons cannot find cl.exe.",
        "Trusting detection.",
        "Environment not initialised.",
        "Use MSVC_USE_SCRIPT."),
        "`scons mode=release MSVC_USE_SCRIPT=\"C:\\\\Program Files (x86)\\\\Microsoft Visual "
        "Studio\\\\2022\\\\BuildTools\\\\VC\\\\Auxiliary\\\\Build\\\\vcvars64.bat\"` got past `'cl' is not "
        "recognized`.",
        ev="invented", fix="not_shown", cls="invented_detail",
        why="MSVC_USE_SCRIPT never appears; the fix was the MSVC_VERSION pin.",
        phrasing=["code span", "doubled backslashes", "nested quotes"],
        steps={"evidence": "'cl' is not recognized"}),
]


def records() -> list[dict[str, Any]]:
    return [*_RAILS, *_SORBET, *_SCONS]
