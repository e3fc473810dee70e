"""Tracking (issue 24), twenty-first round: what tracking29's missed applications showed. A fix that the lesson also
gives as a tool's own variable set to a value (`SWAKS_OPT_tls=1`, its suffix the option's own lower-case name) is
used when a session sets that variable (fish's `set -x SWAKS_OPT_tls 1`); an option the lesson names in two
spellings (`--tls`, "swaks also takes the single-dash `-tls`") is used in either. Each test fails on the code before
its rule."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

SEND = "swaks --to a@example.com --server smtp.internal.example:587 --auth LOGIN"
NO_AUTH = "*** Host did not advertise authentication"
SWAKS = gotcha(f"`{SEND}` stopped with `{NO_AUTH}`; with `--tls` it sent: `250 2.0.0 Ok: queued`",
               "Add `--tls` to the swaks command (swaks also takes the single-dash `-tls`), or set it for every run "
               "with `SWAKS_OPT_tls=1` in the environment.")
SOURCE = session((SEND, NO_AUTH, True), (f"{SEND} --tls", "<~  250 2.0.0 Ok: queued as 4XkP2", False))


def test_the_option_set_through_its_variable_is_the_fix_used():
    later = session((f"set -x SWAKS_OPT_tls 1; {SEND.replace('a@', 'b@')}", "<~  250 2.0.0 Ok: queued as 9Q", False))
    assert verdict(SWAKS, lesson_calls(SWAKS, SOURCE.log, redact), later) == (False, True)


def test_the_option_in_its_other_spelling_is_the_fix_used():
    later = session((f"swaks -tls --to c@example.com --server smtp.internal.example:587 --auth LOGIN",
                     "<~  250 2.0.0 Ok: queued as 7R", False))
    assert verdict(SWAKS, lesson_calls(SWAKS, SOURCE.log, redact), later) == (False, True)
    # guard: the program run without either spelling is no use of the fix
    plain = session(("swaks --to c@example.com --server mail.example:25", "<~  250 2.0.0 Ok: queued as 7R", False))
    assert verdict(SWAKS, lesson_calls(SWAKS, SOURCE.log, redact), plain) == (False, False)


def test_a_fix_run_through_a_script_that_set_its_value_in_a_variable():
    """`SOCK=unix:///run/containerd/containerd.sock` then `crictl -r $SOCK ps -a` in a script the session wrote and
    ran: the fix, its value spelled out."""
    import datetime as dt
    from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
    sock = "unix:///run/containerd/containerd.sock"
    fail = "FATA[0002] validate service connection: dial unix /var/run/dockershim.sock: connect: no such file"
    lesson = gotcha(f"`sudo crictl ps -a` → `{fail}`; `sudo crictl --runtime-endpoint {sock} ps -a` listed them",
                    f"Name the endpoint: `crictl --runtime-endpoint {sock} ps -a`.")
    source = session(("sudo crictl ps -a", fail, True),
                     (f"sudo crictl --runtime-endpoint {sock} ps -a", "CONTAINER  IMAGE  STATE\n3f2a  pause  Running",
                      False))

    def later(var: str) -> object:
        facts = session()
        stamp = dt.datetime(2026, 3, 1, 10, tzinfo=dt.timezone.utc).isoformat()
        text = f"#!/usr/bin/env bash\nSOCK={sock}\nsudo crictl -r {var} ps -a\n"
        facts.add(Turn(TOOL_CALL, "", tool_name="Write", tool_input={"file_path": "/srv/ops/node-ps.sh", "content": text},
                       tool_use_id="w", timestamp=stamp))
        facts.add(Turn(TOOL_RESULT, "File created successfully at: /srv/ops/node-ps.sh", tool_name="Write",
                       tool_use_id="w", timestamp=stamp))
        facts.add(Turn(TOOL_CALL, "", tool_name="Bash", tool_input={"command": "bash /srv/ops/node-ps.sh"},
                       tool_use_id="r", timestamp=stamp))
        facts.add(Turn(TOOL_RESULT, "CONTAINER  IMAGE  STATE\n9c1d  pause  Running", tool_name="Bash", tool_use_id="r",
                       timestamp=stamp))
        return facts
    calls = lesson_calls(lesson, source.log, redact)
    assert verdict(lesson, calls, later("$SOCK")) == (False, True)
    assert verdict(lesson, calls, later("$OTHER")) == (False, False)   # guard: a variable the script never set


def test_the_fix_of_a_program_the_lesson_names_otherwise_than_the_call_ran_it():
    """The lesson says `spectral lint openapi/payments.yaml`; the session ran `npx @stoplight/spectral-cli lint
    openapi/payments.yaml`: the same words after the program, so the fix's `spectral -r` is that package's `-r`."""
    failing = "npx @stoplight/spectral-cli lint openapi/payments.yaml"
    lesson = gotcha(f"`{failing}` → `No ruleset has been found`",
                    "Add `.spectral.yaml`, or pass a ruleset per run with `--ruleset` (short `-r`), e.g. `spectral lint "
                    "-r .spectral.yaml openapi/payments.yaml`.",
                    symptom="`spectral lint openapi/payments.yaml` prints `No ruleset has been found`.")
    source = session((failing, "No ruleset has been found. Please provide a ruleset", True),
                     ("printf 'extends: [\"spectral:oas\"]\\n' > .spectral.yaml", "", False),
                     (failing, "1 problem (0 errors, 1 warning)", False))
    calls = lesson_calls(lesson, source.log, redact)
    later = session(("npx @stoplight/spectral-cli lint -r ../std/ruleset.yaml openapi/hooks.yaml", "1 problem", False))
    assert verdict(lesson, calls, later) == (False, True)
