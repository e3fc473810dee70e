"""Tracking (issue 24), twentieth round: what tracking28's missed recurrences showed. A failed call whose first line
says a privilege is required (`You requested a scan type which requires root privileges.` then `QUITTING!`) said
what went wrong: that line is the failure's message, so the same refusal for another subnet is the lesson's failure
met again. Each test fails on the code before its rule."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.tracking.signature import signature_of
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

ROOT = "You requested a scan type which requires root privileges.\nQUITTING!"
NMAP = gotcha("`nmap -sS -p 22,80,443 10.20.4.0/28` failed: \"You requested a scan type which requires root "
              "privileges.\"; `nmap -sT -p 22,80,443 10.20.4.0/28` then scanned: \"Nmap done: 16 IP addresses\"",
              "As a normal user ask for the TCP connect scan, `nmap -sT …`.")
SOURCE = session(("nmap -sS -p 22,80,443 10.20.4.0/28", ROOT, True),
                 ("nmap -sT -p 22,80,443 10.20.4.0/28", "Nmap done: 16 IP addresses (3 hosts up)", False))


def test_a_first_line_saying_root_is_required_is_the_message():
    assert signature_of(f"Exit code 1\n{ROOT}", "nmap -sS 10.0.0.0/28").message != ()


def test_the_same_refusal_for_another_subnet_is_a_recurrence():
    later = session(("nmap -sS -Pn -p 8080 192.168.56.0/24", ROOT, True))
    assert verdict(NMAP, lesson_calls(NMAP, SOURCE.log, redact), later)[0] is True
    # guard: another failure of the same program is none
    other = session(("nmap -sS -Pn -p 8080 192.168.56.0/24", "Failed to resolve \"db.internal\".", True))
    assert verdict(NMAP, lesson_calls(NMAP, SOURCE.log, redact), other)[0] is False
