"""Issue 24, ninth round: real citations the evidence step refused for how they were written, not for what they
claim: a guessed number ("after ~38 s"), a colour code whose escape byte the model dropped in its prose, the
interrupt marker quoted as what a turned-down call came to. Each verdict from the whole-range judge and the
streaming scan alike (`verdict`); each test fails on the code before its rule."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, verdict


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
