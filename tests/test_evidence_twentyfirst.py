"""Issue 24, twenty-first round (what the read twenty-seventh corpus showed, fixed by class): "Built the frontend
(`✓ built in 1.92s`), re-ran `go test ./...`" says the test ran again, not the build whose output it quotes.
Each verdict from the whole-range judge and the streaming scan alike (`verdict`); each test fails on the code
before its rule, except the guards, each failing without its guard."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

EMBED = "main.go:14:12: pattern all:frontend/dist: no matching files found"


def embed_session() -> Builder:
    b = Builder()
    b.prompt("go test fails on a clean checkout")
    b.tool("Bash", {"command": "go test ./..."}, f"Exit code 1\n{EMBED}\nFAIL\tgithub.com/dkim/ledger\t[setup failed]",
           is_error=True)
    b.tool("Bash", {"command": "cd frontend && npm ci && npm run build"},
           "added 212 packages in 14s\nvite v5.4.11 building for production...\n✓ built in 1.92s")
    b.tool("Bash", {"command": "go test ./..."}, "ok  \tgithub.com/dkim/ledger\t0.412s")
    return b


def test_a_rerun_word_heading_another_quote_is_not_the_outputs_call(tmp_path):
    lesson = gotcha(f"`go test ./...` → `{EMBED}`. Built the frontend (`✓ built in 1.92s`), re-ran `go test ./...` → "
                    "`ok  github.com/dkim/ledger 0.412s`.", "Run `npm run build` in frontend/ before `go test ./...`.")
    assert verdict(embed_session(), tmp_path, lesson) == "write"


def test_a_rerun_word_of_the_outputs_own_call_still_needs_a_run_again(tmp_path):
    """Guard: "Built the frontend again (`✓ built in 1.92s`)" says the build ran twice; it ran once."""
    lesson = gotcha(f"`go test ./...` → `{EMBED}`. Built the frontend again (`✓ built in 1.92s`), re-ran `go test ./...`"
                    " → `ok  github.com/dkim/ledger 0.412s`.", "Run `npm run build` in frontend/ before `go test ./...`.")
    assert verdict(embed_session(), tmp_path, lesson).startswith("refuse")


def snap_session() -> Builder:
    b = Builder()
    b.prompt("snap을 만들어 줘")
    b.tool("Bash", {"command": "snapcraft"}, "Exit code 1\nLXD is required but was not found.", is_error=True)
    b.tool("Bash", {"command": "sudo snap install lxd && sudo usermod -aG lxd $USER"}, "lxd 5.21.2 installed")
    b.tool("Bash", {"command": "snapcraft"}, "Exit code 1\ncraft-providers error: Failed to connect to LXD: permission "
           "denied on /var/snap/lxd/common/lxd/unix.socket", is_error=True)
    b.tool("Bash", {"command": "sg lxd -c snapcraft"}, "Packed sensor-agent_0.4.1_amd64.snap")
    return b


SOCKET = "permission denied on /var/snap/lxd/common/lxd/unix.socket"


def test_korean_first_run_failed_with_is_that_runs_outcome(tmp_path):
    """"첫 `snapcraft` 실행이 `E` 로 실패했다" ("the first `snapcraft` run failed with E"): the first run failed
    otherwise; E came from the second."""
    lesson = gotcha(f"첫 `snapcraft` 실행이 `{SOCKET}` 로 실패했다.", "`sg lxd -c snapcraft` 로 실행한다.")
    assert verdict(snap_session(), tmp_path, lesson).startswith("refuse")


def test_korean_failed_with_of_the_call_that_did(tmp_path):
    """Guard: "`sg lxd -c snapcraft` 이전의 `snapcraft` 가 `E` 로 실패했다": the second run did."""
    lesson = gotcha(f"`usermod` 뒤의 `snapcraft` 가 `{SOCKET}` 로 실패했다 → `sg lxd -c snapcraft` 로 실행하니 "
                    "`Packed sensor-agent_0.4.1_amd64.snap`.", "`sg lxd -c snapcraft` 로 실행한다.")
    assert verdict(snap_session(), tmp_path, lesson) == "write"


def codeql_session() -> Builder:
    b = Builder()
    b.prompt("CodeQL 분석 돌려 줘")
    b.tool("Bash", {"command": "codeql database create db --language=java"},
           "Exit code 32\nA fatal error occurred: autobuild failed", is_error=True)
    b.tool("Bash", {"command": "codeql database create db --language=java --command='./gradlew compileJava'"},
           "Successfully created database at db.")
    b.tool("Bash", {"command": "codeql database analyze db codeql/java-queries --format=sarif-latest --output=r.sarif"},
           "Exit code 2\nA fatal error occurred: Query pack codeql/java-queries cannot be found.", is_error=True)
    return b


def test_korean_failed_with_an_exit_code_is_that_calls(tmp_path):
    """"`cmd` 가 `Exit code 32` 로 실패했다": `codeql database analyze` failed with exit code 2; 32 was create's."""
    lesson = gotcha("`codeql database analyze` 가 `Exit code 32` 로 실패했다 (쿼리 팩 없음).",
                    "`codeql pack download codeql/java-queries` 를 먼저 실행한다.")
    assert verdict(codeql_session(), tmp_path, lesson).startswith("refuse")
    create = gotcha("`codeql database create` 가 `Exit code 32` 로 실패했다.",
                    "`--command='./gradlew compileJava'` 로 지정한다.")   # guard: the call that did
    assert not verdict(codeql_session(), tmp_path, create).startswith("refuse")


def prompt_session() -> Builder:
    b = Builder()
    b.prompt("fix the indices")
    b.tool("Bash", {"command": "occ db:add-missing-indices"}, "Adding additional indices...\nDone.")
    b.tool("Bash", {"command": "occ db:convert-filecache-bigint"},
           "Following columns will be updated:\nContinue with the conversion (y/n)? [n]")
    return b


def test_stopped_at_is_what_that_call_printed(tmp_path):
    lesson = gotcha("`occ db:add-missing-indices` stopped at `Continue with the conversion (y/n)? [n]`.",
                    "Run `occ db:convert-filecache-bigint -n`.")
    assert verdict(prompt_session(), tmp_path, lesson).startswith("refuse")
    korean = gotcha("`occ db:add-missing-indices` 가 `Continue with the conversion (y/n)? [n]` 에서 멈췄다.",
                    "Run `occ db:convert-filecache-bigint -n`.")
    assert verdict(prompt_session(), tmp_path, korean).startswith("refuse")
    held = gotcha("`occ db:convert-filecache-bigint` stopped at `Continue with the conversion (y/n)? [n]`.",
                  "Run `occ db:convert-filecache-bigint -n`.")   # guard: the call that did
    assert not verdict(prompt_session(), tmp_path, held).startswith("refuse")


SEMANAGE = "semanage port -a -t http_port_t -p tcp 8543"


def selinux_session(run_script: bool) -> Builder:
    b = Builder()
    b.prompt("nginx can't bind 8543")
    b.tool("Bash", {"command": "sudo systemctl restart nginx"},
           "Exit code 1\nJob for nginx.service failed: bind() to 0.0.0.0:8543 failed (13: Permission denied)",
           is_error=True)
    b.tool("Write", {"file_path": "/srv/proxy/scripts/selinux-8543.sh",
                     "content": f"#!/bin/sh\nset -e\n{SEMANAGE}\nsystemctl restart nginx\n"},
           "File created successfully at: /srv/proxy/scripts/selinux-8543.sh")
    if run_script:
        b.tool("Bash", {"command": f"sudo {SEMANAGE} && sudo systemctl restart nginx"}, "")
    return b


def test_a_command_said_to_have_run_is_not_held_by_the_script_an_edit_wrote(tmp_path):
    lesson = gotcha(f"Ran `{SEMANAGE}` and nginx came back on 8543.", f"Run `{SEMANAGE}`.")
    assert verdict(selinux_session(False), tmp_path, lesson).startswith("refuse")
    assert not verdict(selinux_session(True), tmp_path, lesson).startswith("refuse")   # guard: a call ran it


def test_a_command_said_to_be_run_by_a_file_the_session_wrote_is_in_that_files_edit(tmp_path):
    """Guard: "wrote scripts/selinux-8543.sh running `x`": the script runs it, wherever that is."""
    lesson = gotcha(f"`bind() to 0.0.0.0:8543 failed (13: Permission denied)`; wrote selinux-8543.sh running `{SEMANAGE}` "
                    "for the maintenance window.", f"Run `{SEMANAGE}`.")
    assert not verdict(selinux_session(False), tmp_path, lesson).startswith("refuse")


def hardhat_session() -> Builder:
    b = Builder()
    b.prompt("tests broke after the ethers v6 bump")
    b.tool("Bash", {"command": "npx hardhat test"},
           "Exit code 1\n  0 passing (1s)\n  1 failing\n  TypeError: escrow.deployed is not a function", is_error=True)
    b.tool("Edit", {"file_path": "test/Escrow.test.js", "old_string": "await escrow.deployed();",
                    "new_string": "await escrow.waitForDeployment();"}, "The file test/Escrow.test.js has been updated.")
    b.tool("Bash", {"command": "npx hardhat test # waitForDeployment"},
           "Exit code 1\n  1 passing (2s)\n  1 failing\n  TypeError: Cannot read properties of undefined (reading 'add')",
           is_error=True)
    b.tool("Edit", {"file_path": "test/Escrow.test.js", "old_string": "price.add(fee)", "new_string": "price + fee"},
           "The file test/Escrow.test.js has been updated.")
    b.tool("Bash", {"command": "npx hardhat test # bigint"}, "  2 passing (2s)")
    return b


def test_what_came_after_x_is_not_what_came_after_its_own_run_failed_again(tmp_path):
    """"After switching to X the whole suite was green: `2 passing`": the suite's run after X failed; it passed
    only after another edit."""
    lesson = gotcha("After switching to `await escrow.waitForDeployment();` the whole suite was green: "
                    "`2 passing (2s)`.", "Use `waitForDeployment()`.")
    assert verdict(hardhat_session(), tmp_path, lesson).startswith("refuse")


def test_what_came_later_may_follow_a_failing_run(tmp_path):
    """Guard: "…, and later runs printed `2 passing (2s)`" says a later run, not the next."""
    lesson = gotcha("`TypeError: escrow.deployed is not a function` → `await escrow.waitForDeployment();` got past it, "
                    "and later runs printed `2 passing (2s)`.", "Use `waitForDeployment()`.")
    assert not verdict(hardhat_session(), tmp_path, lesson).startswith("refuse")


PLATFORM = "the project is not configured for your current platform"


def pixi_session() -> Builder:
    b = Builder()
    b.prompt("move the env to pixi; CI runs ubuntu-latest")
    b.tool("Bash", {"command": "pixi init --import environment.yml"}, "✔ Created pixi.toml")
    b.prompt(f"CI (ubuntu-latest) fails at the install step now:\n\n  Error:   × {PLATFORM}\n   5 │ platforms = "
             '["osx-arm64"]')
    b.tool("Bash", {"command": "pixi project platform add linux-64"}, "✔ Added linux-64")
    b.prompt("CI is green now, thanks")
    return b


def test_a_failure_seen_elsewhere_is_held_by_the_persons_message_pasting_it(tmp_path):
    lesson = gotcha(f'CI failed with "{PLATFORM}" because pixi.toml had `platforms = ["osx-arm64"]`; ran '
                    "`pixi project platform add linux-64` (`✔ Added linux-64`) and the user replied \"CI is green now, "
                    'thanks".', "Run `pixi project platform add linux-64`.")
    assert verdict(pixi_session(), tmp_path, lesson) == "write"


def test_a_message_quoting_the_text_without_telling_of_a_failure_holds_no_failure(tmp_path):
    """Guard: the person asking what the words mean told of no failure."""
    b = Builder()
    b.prompt("move the env to pixi")
    b.tool("Bash", {"command": "pixi init --import environment.yml"}, "✔ Created pixi.toml")
    b.prompt(f"the docs say '{PLATFORM}' when platforms = [\"osx-arm64\"] only; does that apply to us?")
    lesson = gotcha(f'CI failed with "{PLATFORM}" because pixi.toml had `platforms = ["osx-arm64"]`.',
                    "Run `pixi project platform add linux-64`.")
    assert verdict(b, tmp_path, lesson).startswith("refuse")


def lean_session() -> Builder:
    b = Builder()
    b.prompt("bump mathlib")
    b.tool("Bash", {"command": "lake update mathlib"}, "warning: toolchain mismatch: mathlib requires "
           "leanprover/lean4:v4.15.0 but this project uses leanprover/lean4:v4.14.0")
    b.tool("Bash", {"command": "cp .lake/packages/mathlib/lean-toolchain lean-toolchain && cat lean-toolchain"},
           "leanprover/lean4:v4.15.0")
    return b


def test_what_a_commands_act_set_is_in_what_it_made_not_in_an_edit(tmp_path):
    """"copying `.lake/…/lean-toolchain` set it to `v`": the copy made v, shown by the `cat` after it; no edit wrote
    it."""
    lesson = fact("`lake update mathlib` warned `toolchain mismatch: mathlib requires leanprover/lean4:v4.15.0`; "
                  "copying `.lake/packages/mathlib/lean-toolchain` set it to `leanprover/lean4:v4.15.0`.")
    assert verdict(lean_session(), tmp_path, lesson) == "write"
    edited = fact("`lake update mathlib` warned `toolchain mismatch: mathlib requires leanprover/lean4:v4.15.0`; "
                  "changed lean-toolchain to `leanprover/lean4:v4.15.0`.")   # guard: an edit said, none made
    assert verdict(lean_session(), tmp_path, edited).startswith("refuse")


def test_korean_right_after_is_a_clause_boundary(tmp_path):
    """"`usermod -aG lxd` 직후 `snapcraft` 가 `E` 로 실패" ("right after `usermod`, `snapcraft` failed with E"): two
    steps, not `usermod` failing with E."""
    lesson = gotcha(f"`sudo usermod -aG lxd $USER` 직후 `snapcraft` 가 `{SOCKET}` 로 실패 → 같은 셸에서 "
                    "`sg lxd -c snapcraft` 로 실행하니 `Packed sensor-agent_0.4.1_amd64.snap`.",
                    "`sg lxd -c snapcraft` 로 실행한다.")
    assert verdict(snap_session(), tmp_path, lesson) == "write"


def fuzz_session() -> Builder:
    b = Builder()
    b.prompt("the fuzzer found a crash")
    b.tool("Bash", {"command": "cargo +nightly fuzz run parse_doc -- -max_total_time=60"},
           "Exit code 1\nthread panicked at src/lexer.rs:88:29: byte index 3 is not a char boundary", is_error=True)
    b.tool("Edit", {"file_path": "src/lexer.rs", "old_string": "self.pos + 1", "new_string": "self.pos + c.len_utf8()"},
           "The file src/lexer.rs has been updated.")
    b.tool("Bash", {"command": "cargo +nightly fuzz run parse_doc fuzz/artifacts/parse_doc/crash-6f1d0c3b9a"},
           "Running: fuzz/artifacts/parse_doc/crash-6f1d0c3b9a\nExecuted fuzz/artifacts/parse_doc/crash-6f1d0c3b9a in 0 ms")
    return b


def test_the_crash_artifact_is_a_name_not_an_outcome(tmp_path):
    """"replaying the crash artifact: `Executed …`" says nothing failed: the replay worked."""
    lesson = gotcha("`byte index 3 is not a char boundary` → slice by `len_utf8()` → replaying the crash artifact: "
                    "`Executed fuzz/artifacts/parse_doc/crash-6f1d… in 0 ms`", "Advance by `len_utf8()`.")
    assert verdict(fuzz_session(), tmp_path, lesson) == "write"
    crashed = gotcha("`byte index 3 is not a char boundary` → slice by `len_utf8()` → the replay crashed: "
                     "`Executed fuzz/artifacts/parse_doc/crash-6f1d… in 0 ms`", "Advance by `len_utf8()`.")
    assert verdict(fuzz_session(), tmp_path, crashed).startswith("refuse")   # guard: it did not crash


def cap_session() -> Builder:
    b = Builder()
    b.prompt("deploy billing to staging")
    b.tool("Bash", {"command": "bundle exec cap staging deploy"}, "Exit code 1\n00:01 git:check\n  01 git@github.com: "
           "Permission denied (publickey).\nSSHKit::Runner::ExecuteError: git exit status: 128", is_error=True)
    b.tool("Edit", {"file_path": "config/deploy/staging.rb", "old_string": "forward_agent: false",
                    "new_string": "forward_agent: true"}, "The file config/deploy/staging.rb has been updated.")
    b.tool("Bash", {"command": "bundle exec cap staging deploy"}, "Exit code 1\n00:01 git:check\n  ✔ 01 "
           "deploy@staging-1 0.598s\n00:03 deploy:check:linked_files\nERROR linked file master.key does not exist",
           is_error=True)
    return b


def test_a_stage_said_to_pass_is_not_the_whole_calls_outcome(tmp_path):
    """"the next deploy passed git:check (`✔ …`)": that stage passed; the run failed at a later one."""
    lesson = fact("`forward_agent: true` → the next deploy passed git:check (`✔ 01 deploy@staging-1 0.598s`).")
    assert verdict(cap_session(), tmp_path, lesson) == "write"
    whole = fact("`forward_agent: true` → the next deploy passed (`✔ 01 deploy@staging-1 0.598s`).")
    assert verdict(cap_session(), tmp_path, whole).startswith("refuse")   # guard: the run itself failed


def test_a_hyphenated_before_is_a_word_not_a_clause_boundary():
    """"the before-each hook passed": one clause; "before-each" a word of prose, not a name to find."""
    from core.evidence.claim import units
    from core.evidence.claims import parse
    from core.evidence.sequence import split_clauses
    assert len(split_clauses("\x000\x00 → the before-each hook passed (\x001\x00)")[0]) == 1
    found = [u.parts for c in parse("the before-each hook passed (`✔ releases funds`)").claims for u in units(c)]
    assert not any("before-each" in p for p in found)
    assert len(split_clauses("\x000\x00 passed before \x001\x00 ran")[0]) == 2   # guard: "before" alone still cuts


def cf_session() -> Builder:
    b = Builder()
    b.prompt("the health check on staging times out at startup")
    b.tool("Bash", {"command": "cf logs billing --recent | tail -3"},
           "[HEALTH/0] ERR Failed after 1m0.334s: health check never passed.")
    b.reply("For slow starts set `timeout: 180` in manifest-staging.yml. I can't push to staging from here.")
    return b


def test_set_opening_a_clause_is_the_fix_said_not_an_edit_claimed(tmp_path):
    """"…; set `timeout: 180` in manifest-staging.yml": an instruction, found in the reply that gave it; the fix was
    never shown, so the lesson waits for a person."""
    lesson = gotcha("`health check never passed`; set `timeout: 180` in manifest-staging.yml.",
                    "Set `timeout: 180` in manifest-staging.yml.")
    assert verdict(cf_session(), tmp_path, lesson).startswith("review: fix not shown")
    edited = gotcha("`health check never passed`; I set manifest-staging.yml to `timeout: 180`.",
                    "Set `timeout: 180` in manifest-staging.yml.")   # guard: an edit said to be made, none was
    assert verdict(cf_session(), tmp_path, edited).startswith("refuse")


def test_a_script_that_passes_a_value_tells_of_no_run(tmp_path):
    """"wrote atlas-dev.fish that passes the dev URL quoted (`--dev-url "…"`)": handed on, not a run that went
    well; the quote is in the script the Write made."""
    url = "docker://postgres/16/dev?search_path=public"
    b = Builder()
    b.prompt("atlas diff fails in fish")
    b.tool("Bash", {"command": f"atlas migrate diff x --dev-url {url}"},
           f"Exit code 127\nfish: No matches for wildcard '{url}'.", is_error=True)
    b.tool("Write", {"file_path": "scripts/atlas-dev.fish", "content": f'function atlas-dev\n  atlas $argv --dev-url "{url}"\nend'},
           "File created successfully at: scripts/atlas-dev.fish")
    lesson = gotcha(f"fish: `No matches for wildcard '{url}'` - wrote scripts/atlas-dev.fish that passes the dev URL "
                    f'quoted (`--dev-url "{url}"`).', "Quote the dev URL in fish.")
    assert verdict(b, tmp_path, lesson).startswith("review: fix not shown")
    from core.evidence.outcomes import outcome
    assert outcome("the next run passed the unit tests") == "ok"   # guard: a check passed is an outcome


def test_a_command_line_in_a_code_span_after_key_is_code_not_a_secret():
    """"Load the key: `ssh-add --apple-use-keychain ~/.ssh/id_ed25519`" is the fix's command: redacted, the fix check
    never saw it, and a failure that came back after it went unseen."""
    from core.transcript.redact import redact
    fix = "Load the key: `ssh-add --apple-use-keychain ~/.ssh/id_ed25519`."
    assert redact(fix) == fix
    assert "[REDACTED" in redact("api_key: `4f9a8b7c6d5e4f3a2b1c0d9e`")   # guard: a value with no option or path
    assert "[REDACTED" in redact("password: `correct horse battery 42`")   # guard: a passphrase, spaces and all


def test_a_fix_copying_into_a_named_file_needs_that_file_written(tmp_path):
    """"Copy the crash input into a regression test (tests/lexer_regressions.rs) run by `cargo test`": `cargo test`
    passing with no such file written shows nothing."""
    b = fuzz_session()
    b.tool("Bash", {"command": "cargo test"}, "running 41 tests\ntest result: ok. 41 passed; 0 failed")
    b.reply("Next I'd turn the crash input into a regression test in tests/lexer_regressions.rs.")
    lesson = gotcha("The fuzzer crash (`byte index 3 is not a char boundary`) only reproduces under "
                    "`cargo +nightly fuzz`; turn the artifact into tests/lexer_regressions.rs so `cargo test` covers it.",
                    "Copy the crash input into a regression test (tests/lexer_regressions.rs) run by `cargo test`.")
    assert verdict(b, tmp_path, lesson).startswith("review: fix not shown")
    b.tool("Write", {"file_path": "tests/lexer_regressions.rs", "content": "#[test]\nfn crash_6f1d() { parse(\"é\"); }"},
           "File created successfully at: tests/lexer_regressions.rs")
    b.tool("Bash", {"command": "cargo test"}, "running 42 tests\ntest result: ok. 42 passed; 0 failed")
    b.tool("Bash", {"command": "cargo +nightly fuzz run parse_doc -- -max_total_time=60"},
           "Done 48211 runs in 61 second(s)")
    assert verdict(b, tmp_path, lesson) == "write"   # guard: written, then the failing check passed


def test_a_state_of_trouble_said_to_hold_now_confirms_nothing():
    from core.evidence.person import confirms
    assert not confirms("leave it there, I'll run it in tonight's maintenance window. nginx is down now though, take "
                        "the 8543 line back out")
    assert confirms("the page loads now, thanks")   # guard: a state that went well


def publish_session() -> Builder:
    b = Builder()
    b.prompt("publish both packages to verdaccio")
    b.tool("Bash", {"command": "cd packages/client && npm publish"},
           "Exit code 1\nnpm notice package: @acme/notify-client@1.4.0\nnpm error code E401", is_error=True)
    b.tool("Bash", {"command": "cd packages/templates && npm publish"},
           "Exit code 1\nnpm notice package: @acme/notify-templates@2.0.0\nnpm error code E413", is_error=True)
    return b


def test_a_named_things_failure_shares_its_step_with_what_it_failed_with(tmp_path):
    """"Publishing @acme/notify-client failed with `npm error code E413`": E413 was the templates package's."""
    lesson = gotcha("Publishing @acme/notify-client failed with `npm error code E413`.", "Raise the body size limit.")
    assert verdict(publish_session(), tmp_path, lesson).startswith("refuse")
    right = gotcha("Publishing @acme/notify-templates failed with `npm error code E413`.", "Raise the body size limit.")
    assert not verdict(publish_session(), tmp_path, right).startswith("refuse")   # guard: the one that did


def jax_session() -> Builder:
    b = Builder()
    b.prompt("train.py runs out of GPU memory")
    b.tool("Bash", {"command": "python train.py"}, "Exit code 1\nRESOURCE_EXHAUSTED: Out of memory", is_error=True)
    b.reply("Capping JAX's share: XLA_PYTHON_CLIENT_MEM_FRACTION=.6; XLA_PYTHON_CLIENT_PREALLOCATE=false would work too.")
    b.tool("Bash", {"command": "XLA_PYTHON_CLIENT_MEM_FRACTION=.6 python train.py"}, "step 10 loss 0.4821 (1.93 it/s)")
    return b


def test_a_setting_the_clause_opens_with_is_the_calls_own(tmp_path):
    """"With `XLA_PYTHON_CLIENT_PREALLOCATE=false` train.py got to `step 10 …`": the run that printed it had the
    other setting."""
    lesson = gotcha("With `XLA_PYTHON_CLIENT_PREALLOCATE=false` train.py got to `step 10 loss 0.4821 (1.93 it/s)`.",
                    "Set `XLA_PYTHON_CLIENT_PREALLOCATE=false`.")
    assert verdict(jax_session(), tmp_path, lesson).startswith("refuse")
    right = gotcha("With `XLA_PYTHON_CLIENT_MEM_FRACTION=.6` train.py got to `step 10 loss 0.4821 (1.93 it/s)`.",
                   "Set `XLA_PYTHON_CLIENT_MEM_FRACTION=.6`.")
    assert verdict(jax_session(), tmp_path, right) == "write"   # guard: the call that had it


def test_a_prose_fix_is_the_setting_line_the_evidence_quotes():
    """"Raise timeout." with `timeout: 180` quoted: the fix is writing that line, not any edit at all."""
    from core.evidence.workaround import told_fix
    ev = "Setting `timeout: 180` in manifest-staging.yml fixed the staging start on the next push."
    assert told_fix("Raise timeout.", ev) == ["timeout: 180"]
    assert told_fix("Raise the memory.", ev) == []   # guard: a setting the workaround does not name


def broker_session(rows: bool) -> Builder:
    b = Builder()
    b.prompt("publish the pacts")
    b.tool("Bash", {"command": "bundle exec rake pact:publish"},
           "Exit code 1\nErrno::ECONNREFUSED Failed to open TCP connection to localhost:9292", is_error=True)
    b.tool("Bash", {"command": "docker compose -f docker-compose.pact.yml ps"},
           "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS" +
           ("\norders-web-pact-broker-1  pactfoundation/pact-broker  broker  2 min ago  Up  9292" if rows else ""))
    return b


def test_a_listing_of_its_header_alone_listed_nothing(tmp_path):
    lesson = fact("`Failed to open TCP connection to localhost:9292`; `docker compose -f docker-compose.pact.yml ps` "
                  "listed nothing.")
    assert verdict(broker_session(False), tmp_path, lesson) == "write"
    assert verdict(broker_session(True), tmp_path, lesson).startswith("refuse")   # guard: a row was listed
