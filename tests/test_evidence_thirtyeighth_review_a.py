"""Issue 24, thirty-eighth round: the first independent review of the evidence rules (a helper who read only the diff).
Its cases that hold are kept as guards: a green CI after a proposed fix confirms it; "detected", "spotted" said of a
call are still checked as its success; a fenced comment is no told fix; a pluperfect failure stays the failure of the
quoted command it is said of and must come before the act; "Claude" in Korean and German prose is the assistant; a
quoted variable in prose is the fix it names. Each verdict from the whole-range judge and the streaming scan alike."""
from __future__ import annotations

import pytest

from core.evidence.workaround import told_fix, workaround_parts
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict
from tests.test_evidence_thirtyeighth import CONFIGTEST, rsnapshot_session


# --- the person: "the CI is green" / "the pipeline went green" after a fix they ran -------------------------------

def npmrc_session(said: str) -> Builder:
    b = Builder()
    b.prompt("npm ci fails in CI with ERESOLVE since the react bump")
    b.tool("Bash", {"command": "npm ci"}, "Exit code 1\nnpm error code ERESOLVE\nnpm error ERESOLVE could not resolve",
           is_error=True)
    b.reply("Add `legacy-peer-deps=true` to `.npmrc`, commit it and push; CI will then resolve the tree.")
    b.prompt(said)
    return b


NPMRC = gotcha("`npm ci` → `npm error code ERESOLVE`; the assistant suggested `legacy-peer-deps=true` in `.npmrc`, "
               "the user pushed it and reported CI green.", workaround="Add `legacy-peer-deps=true` to `.npmrc`")


@pytest.mark.parametrize("said", ["pushed it, the CI is green. thanks!",
                                  "pushed, the pipeline went green. thanks!",
                                  "ok the build turned green, thanks",
                                  "that fixed it! the pipeline is green again, thanks"])
def test_the_person_saying_the_ci_went_green_after_the_proposed_fix_confirms_it(tmp_path, said):
    assert verdict(npmrc_session(said), tmp_path, NPMRC) == "write", said


# --- "Claude" with a Korean particle is the assistant too -----------------------------------------------------------

def sdkman_session() -> Builder:
    b = Builder()
    b.prompt("gradle wants Java 21; macOS, zsh")
    b.tool("Bash", {"command": "grep sdkman_auto_env ~/.sdkman/etc/config"}, "sdkman_auto_env=false")
    b.reply("Auto-switching needs `sdkman_auto_env=true` in ~/.sdkman/etc/config and a new zsh.")
    return b


@pytest.mark.parametrize("prose", ["Claude가 true로 바꾸고 새 zsh를 열라고 제안했다.",
                                   "Claude는 true로 바꾸라고 했다.",
                                   "Claudes Vorschlag: auf true setzen und eine neue zsh öffnen.",
                                   "Claude (the assistant) then suggested setting it to true."])
def test_claude_in_korean_or_german_prose_is_the_assistant(tmp_path, prose):
    e = fact(f"`grep sdkman_auto_env ~/.sdkman/etc/config` → `sdkman_auto_env=false`; {prose}")
    assert verdict(sdkman_session(), tmp_path, e) == "write", prose


# --- "`x`, which had failed with `E`, …": E is said of x, not of anything ------------------------------------------

def lint_session() -> Builder:
    """`make lint` fails on E501 (s2); the line is wrapped (s3); `make test` passes (s4): it never failed."""
    b = Builder()
    b.prompt("CI is red")
    b.tool("Bash", {"command": "make lint"}, "Exit code 2\nsrc/app.py:88:101: E501 line too long (104 > 100 "
                                             "characters)\n"
           "make: *** [lint] Error 1", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/src/app.py", "old_string": "x = 1", "new_string": "x = (\n    1)"},
           "The file /home/dev/proj/src/app.py has been updated successfully.")
    b.tool("Bash", {"command": "make test"}, "===== 42 passed in 3.10s =====")
    return b


def test_a_pluperfect_failure_stays_the_failure_of_the_command_it_is_said_of(tmp_path):
    e = fact("After wrapping the line, `make test`, which had failed with `E501 line too long`, passed.")
    assert verdict(lint_session(), tmp_path, e).startswith("refused")


# --- "showed the api's health check passed": a possessive keeps the outcome ----------------------------------------

def test_a_possessive_does_not_drop_the_outcome_a_clause_says(tmp_path):
    b = Builder()
    b.prompt("is the api up")
    b.tool("Bash", {"command": "curl -sf localhost:8080/health"},
           "Exit code 7\ncurl: (7) Failed to connect to localhost port 8080 after 0 ms: Connection "
           "refused", is_error=True)
    e = fact("`curl -sf localhost:8080/health` succeeded and showed the api's health check passed.")
    assert verdict(b, tmp_path, e).startswith("refused")


# --- the order word before a quote the session ran: "the final/last run" -------------------------------------------



def test_guard_the_second_run_did_not_print_the_first_runs_error(tmp_path):
    e = fact(f"The second `{CONFIGTEST}` printed `Fields must be separated by tabs`.")
    assert verdict(rsnapshot_session(), tmp_path, e).startswith("refused")


def test_guard_the_final_run_printed_syntax_ok(tmp_path):
    e = fact(f"The final `{CONFIGTEST}` printed `Syntax OK`.")
    assert verdict(rsnapshot_session(), tmp_path, e) == "write"


# --- verbs taken out of "went well": "detected", "spotted", "noted" also tell a call that worked ---------------------

def test_a_device_said_detected_by_a_call_that_failed_is_not_evidence(tmp_path):
    b = Builder()
    b.prompt("is the GPU visible in the container")
    b.tool("Bash", {"command": "docker run --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi"},
           "Exit code 125\ndocker: Error response from daemon: could not select device driver \"\" with capabilities: "
           "[[gpu]].", is_error=True)
    e = fact("`docker run --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi` detected the GPU.")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_a_board_said_spotted_by_a_call_that_failed_is_not_evidence(tmp_path):
    b = Builder()
    b.prompt("flash the board")
    b.tool("Bash", {"command": "pio device list"}, "Exit code 1\nError: Could not find the package with "
                                                   "'platformio/tool-"
           "scons' requirements for your system 'linux_aarch64'", is_error=True)
    e = fact("`pio device list` spotted the board on its serial port.")
    assert verdict(b, tmp_path, e).startswith("refused")


# --- a quote with "unable"/"missing"/"deprecated" in it, said to be what a call fixed --------------------------------

def test_a_call_said_to_have_fixed_a_quoted_error_must_have_gone_well(tmp_path):
    b = Builder()
    b.prompt("pip can't verify certificates on this mac")
    b.tool("Bash", {"command": "pip install requests"}, "Exit code 1\nCould not fetch URL "
                                                        "https://pypi.org/simple/requests/: "
           "[SSL: CERTIFICATE_VERIFY_FAILED] unable to get local issuer certificate", is_error=True)
    b.tool("Bash", {"command": "/Applications/Python\\ 3.12/Install\\ Certificates.command"},
           "Exit code 1\n/bin/sh: /Applications/Python 3.12/Install Certificates.command: Permission "
           "denied", is_error=True)
    e = fact("`/Applications/Python\\ 3.12/Install\\ Certificates.command` cleared `unable to get local issuer "
             "certificate` for pip.")
    assert verdict(b, tmp_path, e).startswith("refused")


# --- a prose workaround's told fix: a '#' or '>' line of a fenced block is not typed behind a prompt ----------------

def test_a_comment_in_a_fenced_script_is_no_told_fix():
    evidence = ("```bash\n# install the Postgres headers first\nsudo apt-get install -y libpq-dev\nbundle "
                "install\n```\n"
                "→ `Bundle complete! 42 Gemfile dependencies`")
    assert "install the Postgres headers first" not in told_fix("Install libpq-dev before bundle install", evidence)


def test_a_comment_in_a_fenced_dockerfile_is_no_told_fix():
    evidence = ("```dockerfile\n# Use the Node 20 image\nFROM node:20-alpine\n```\n`docker build -t web .` → "
                "`Successfully "
                "tagged web:latest`")
    assert told_fix("Use node:20-alpine as the base image", evidence) == []


# --- a "$VAR" in double quotes in prose: the thing the fix uses -----------------------------------------------------

def test_a_quoted_variable_the_workaround_says_to_use_is_its_fix():
    fragments, _prose, _negated = workaround_parts('Reference the secret as "${DB_PASSWORD}" in docker-compose.yml '
                                                   'instead of the literal password')
    assert fragments == ["${DB_PASSWORD}"]


# --- "the deploy that had failed at `cmd`": the quote is the command, not what it printed ---------------------------

DEPLOY = "npx cdktf deploy infra-dev"


def deploy_session() -> Builder:
    b = Builder()
    b.prompt("cdktf deploy cannot find my SSO login")
    b.tool("Bash", {"command": DEPLOY}, "Exit code 1\nError: No valid credential sources found", is_error=True)
    b.tool("Bash", {"command": f"export AWS_PROFILE=dev-sso && {DEPLOY}"},
           "Apply complete! Resources: 3 added, 0 changed, 0 destroyed.")
    return b


def test_a_pluperfect_failure_at_a_quoted_command_is_that_command_failing(tmp_path):
    e = fact(f"After `export AWS_PROFILE=dev-sso && {DEPLOY}`, the deploy that had failed at `{DEPLOY}` printed "
             f"`Apply complete!`.")
    assert verdict(deploy_session(), tmp_path, e) == "write"


def test_a_pluperfect_failure_with_an_error_the_session_printed_only_after_the_act(tmp_path):
    """Before the profile the deploy failed on credentials; BucketAlreadyOwnedByYou came only after the profile: "had
    failed with" it before the act is invented (the earlier output must come before the act, not anywhere)."""
    b = deploy_session()
    b.tool("Bash", {"command": f"export AWS_PROFILE=dev-sso && {DEPLOY} --auto-approve"},
           "Exit code 1\nError: creating S3 Bucket (infra-dev-logs): BucketAlreadyOwnedByYou", is_error=True)
    e = fact("After `export AWS_PROFILE=dev-sso`, the deploy that had failed with `BucketAlreadyOwnedByYou` printed "
             "`Apply complete!`.")
    assert verdict(b, tmp_path, e).startswith("refused")
