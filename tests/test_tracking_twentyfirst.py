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
