"""Issue 24, ninth round: real citations the evidence step refused for how they were written, not for what they
claim: a guessed number ("after ~38 s"), a colour code whose escape byte the model dropped in its prose, the
interrupt marker quoted as what a turned-down call came to, step ids written into the prose (`[s8]`), a duration
read off the clock ("7 minutes later"), a parameter the call was given (the Bash tool's `timeout`). Each verdict
from the whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its rule."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict


def test_a_guessed_number_is_no_text_to_find(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "gunicorn app.main:app --timeout 120 --daemon; sleep 45; tail -n 1 /tmp/g.log"},
           "[2025-04-02 09:21:52 +0000] [9230] [INFO] Application startup complete.")
    assert verdict(b, tmp_path, fact("With `--timeout 120` the log said `Application startup complete.` after "
                                     "~38 s")) == "write"
    assert verdict(b, tmp_path, fact("With `--timeout 120` the log said `Application startup complete.` after "
                                     "38s")).startswith("refused")


def test_a_colour_code_whose_escape_was_dropped_in_prose_is_no_text_to_find(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "npx rollup -c"}, "\x1b[33m(!) Unresolved dependencies\x1b[39m\ndate-fns/locale "
           "(imported by \"src/format.ts\")")
    assert verdict(b, tmp_path, fact("the run printed [33m(!) Unresolved dependencies[39m then `date-fns/locale "
                                     "(imported by \"src/format.ts\")`")) == "write"


def test_the_interrupt_marker_quoted_as_what_a_turned_down_call_came_to_is_found(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "argocd app sync monitoring"}, "Exit code 20\nmetadata.annotations: Too long: must "
           "have at most 262144 bytes", is_error=True)
    b.tool("Edit", {"file_path": "/p/apps/monitoring.yaml", "old_string": "syncOptions:",
                    "new_string": "syncOptions:\n  - ServerSideApply=true"},
           "The user doesn't want to proceed with this tool use. The tool use was rejected.", is_error=True)
    b.prompt("[Request interrupted by user for tool use]")
    e = fact("`metadata.annotations: Too long: must have at most 262144 bytes`; the Edit adding "
             "`ServerSideApply=true` was rejected (\"[Request interrupted by user for tool use]\")")
    assert verdict(b, tmp_path, e).startswith(("write", "review"))


def pants_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "pants package services/billing:image"}, "Exit code 1\n#7 ERROR: failed to calculate "
           "checksum of ref 6f1c: \"/services.billing/bin.pex\": not found", is_error=True)
    b.tool("Edit", {"file_path": "/p/services/billing/BUILD", "old_string": "docker_image(",
                    "new_string": "docker_image(\n    dependencies=[\":bin\"],"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "pants package services/billing:image"}, "Built docker image: billing:latest")
    return b


def test_step_ids_written_into_the_prose_say_where_to_look_and_are_no_text(tmp_path):
    e = fact("[s1] `#7 ERROR: failed to calculate checksum of ref 6f1c: \"/services.billing/bin.pex\": not found`; "
             "[s2, s3] added `dependencies=[\":bin\"],` to the docker_image target → `Built docker image: billing:latest`")
    assert verdict(pants_session(), tmp_path, e) == "write"


def test_a_duration_read_off_the_clock_is_no_text_to_find(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "kubectl get managed -o wide"}, "NAME READY SYNCED\npostgres-claim-x True True")
    assert verdict(b, tmp_path, fact("`kubectl get managed -o wide` showed `postgres-claim-x True True` 7 minutes "
                                     "later")) == "write"


def bitbake_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "bitbake core-image-minimal"}, "Exit code 1\nCommand timed out after 2m 0.0s\nNOTE: "
           "Running task 3911 of 4127", is_error=True)
    b.tool("Bash", {"command": "bitbake core-image-minimal", "timeout": 1800000}, "NOTE: Tasks Summary: Attempted "
           "4127 tasks of which 4090 didn't need to be rerun and all succeeded.")
    return b


def test_a_parameter_the_call_was_given_is_in_the_call_and_can_be_the_fix(tmp_path):
    e = gotcha("`Command timed out after 2m 0.0s` during `bitbake core-image-minimal`; the same command with the Bash "
               "tool's timeout parameter set to 1800000 → `all succeeded`",
               "Call Bash with its timeout parameter raised (1800000 ms) for full image builds")
    assert verdict(bitbake_session(), tmp_path, e) == "write"
