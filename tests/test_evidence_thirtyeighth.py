"""Issue 24, thirty-eighth round: what a citation's prose says of the order and the speaker of what it quotes.

"After X, the deploy that had failed with `A` finished with `B`": the pluperfect tells of A before the sentence's own
time, so A is a claim of its own and not something X was followed by; "Claude suggested …" names the assistant, not
the `claude` program. Each verdict from the whole-range judge and the streaming scan alike (`verdict`); the rule tests
fail on the code before the rule, the guards hold before and after."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

DEPLOY = "npx cdktf deploy infra-dev"
CREDS = "Error: No valid credential sources found"
APPLIED = "Apply complete! Resources: 3 added, 0 changed, 0 destroyed."


def deploy_session(second: str = APPLIED, failed: bool = False) -> Builder:
    """The deploy fails on credentials (s2), the profile is set and the same deploy prints `second` (s4)."""
    b = Builder()
    b.prompt("cdktf deploy cannot find my SSO login")
    b.tool("Bash", {"command": DEPLOY}, f"Exit code 1\n{CREDS}\nPlease see https://registry.terraform.io", is_error=True)
    b.tool("Bash", {"command": f"export AWS_PROFILE=dev-sso && {DEPLOY}"}, second, is_error=failed)
    return b


HAD_FAILED = (f'After running `export AWS_PROFILE=dev-sso && {DEPLOY}`, the deploy that had failed with "No valid '
              f'credential sources found" finished with "{APPLIED}"')


def test_a_failure_told_in_the_pluperfect_came_before_the_act(tmp_path):
    """Only the run before the profile failed on credentials; the run after it applied."""
    e = gotcha(HAD_FAILED, workaround="Set AWS_PROFILE before `cdktf deploy`")
    assert verdict(deploy_session(), tmp_path, e) == "write"


def test_guard_a_failure_said_after_the_act_is_still_checked_after_it(tmp_path):
    e = fact(f'After running `export AWS_PROFILE=dev-sso && {DEPLOY}`, the deploy failed with "No valid credential '
             f'sources found"')
    assert verdict(deploy_session(), tmp_path, e).startswith("refused")


def test_guard_the_pluperfect_failure_must_be_in_the_session(tmp_path):
    e = fact(f'After running `export AWS_PROFILE=dev-sso && {DEPLOY}`, the deploy that had failed with "ExpiredToken: '
             f'the security token included in the request is expired" finished with "{APPLIED}"')
    assert verdict(deploy_session(), tmp_path, e).startswith("refused")


def test_guard_what_it_finished_with_is_still_after_the_act(tmp_path):
    e = fact(f'After running `export AWS_PROFILE=dev-sso && {DEPLOY}`, the deploy that had failed with "No valid '
             f'credential sources found" finished with "{APPLIED}"')
    assert verdict(deploy_session(second=f"Exit code 1\n{CREDS}", failed=True), tmp_path, e).startswith("refused")


def sdkman_session() -> Builder:
    """The config says auto-env is off (s2); the assistant tells how to turn it on; the person thanks for the build."""
    b = Builder()
    b.prompt("gradle wants Java 21; macOS, zsh")
    b.tool("Bash", {"command": "grep sdkman_auto_env ~/.sdkman/etc/config"}, "sdkman_auto_env=false")
    b.reply("Auto-switching needs `sdkman_auto_env=true` in ~/.sdkman/etc/config and a new zsh.")
    b.prompt("perfect, thanks for getting the build green")
    return b


def test_claude_in_prose_is_the_assistant_not_the_claude_program(tmp_path):
    e = fact("`grep sdkman_auto_env ~/.sdkman/etc/config` → `sdkman_auto_env=false`; Claude then suggested setting it "
             "to true and opening a new zsh.")
    assert verdict(sdkman_session(), tmp_path, e) == "write"


def test_guard_a_quoted_claude_command_is_still_a_command(tmp_path):
    e = fact("`grep sdkman_auto_env ~/.sdkman/etc/config` → `sdkman_auto_env=false`; `claude --version` printed "
             "`2.1.332 (Claude Code)`.")
    assert verdict(sdkman_session(), tmp_path, e).startswith("refused")


CONFIGTEST = "sudo rsnapshot configtest"


def rsnapshot_session() -> Builder:
    """The first configtest fails on line 91 (s2); after the edit (s3) the second prints Syntax OK (s4)."""
    b = Builder()
    b.prompt("rsnapshot stopped running from cron")
    b.tool("Bash", {"command": CONFIGTEST}, "Exit code 1\n----------------------------------------------------------\n"
           "rsnapshot encountered an error! The program was invoked with these options:\n/usr/bin/rsnapshot configtest\n"
           "----------------------------------------------------------\nERROR: /etc/rsnapshot.conf on line 91:\n"
           "ERROR: backup /home/  localhost/ - Fields must be separated by tabs", is_error=True)
    b.tool("Edit", {"file_path": "/etc/rsnapshot.conf", "old_string": "backup /home/  localhost/",
                    "new_string": "backup\t/home/\tlocalhost/"},
           "The file /etc/rsnapshot.conf has been updated successfully.")
    b.tool("Bash", {"command": CONFIGTEST}, "Syntax OK")
    return b


def test_what_the_first_run_of_a_command_the_session_ran_printed_is_checked_on_that_run(tmp_path):
    """No list knows `rsnapshot`; the session ran the line, so the first run must have printed Syntax OK."""
    e = fact(f"The first `{CONFIGTEST}` printed `Syntax OK`.")
    assert verdict(rsnapshot_session(), tmp_path, e).startswith("refused")


def test_guard_what_the_second_run_printed(tmp_path):
    e = fact(f"The second `{CONFIGTEST}` printed `Syntax OK`.")
    assert verdict(rsnapshot_session(), tmp_path, e) == "write"


def test_guard_what_the_first_run_printed_when_it_printed_it(tmp_path):
    e = fact(f"The first `{CONFIGTEST}` printed `Fields must be separated by tabs`.")
    assert verdict(rsnapshot_session(), tmp_path, e) == "write"
