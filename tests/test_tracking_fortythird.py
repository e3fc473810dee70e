"""Tracking (issue 24), forty-third round: a program's warning line is not its failure.

The `mysql` client prints `mysql: [Warning] Using a password on the command line interface can be insecure.` before
whatever went wrong whenever a password is given on its command line. The failing call's shape was read off that
first line, so every later `mysql -p…` call that failed, for any reason (`ERROR 1406 … Data too long`), was the
lesson's failure back (`ERROR 1366 … Incorrect string value`). The shape is now the line after the warning. Each
test fails on the code before the rule, except the guards, which hold before and after."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.tracking.signature import same_symptom, signature_of
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

WARNING = "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
INSERT = "mysql -u app -p\"$DB_PASS\" shop -e \"INSERT INTO review (body) VALUES ('{}')\""
EMOJI = WARNING + ("ERROR 1366 (HY000) at line 1: Incorrect string value: '\\xF0\\x9F\\x98\\x8A' for column 'body' "
                   "at row 1")
TOO_LONG = WARNING + "ERROR 1406 (22001) at line 1: Data too long for column 'title' at row 1"
UTF8 = gotcha("`ERROR 1366 (HY000) at line 1: Incorrect string value: '\\xF0\\x9F\\x98\\x8A' for column 'body'`",
              "Convert the table: `ALTER TABLE review CONVERT TO CHARACTER SET utf8mb4`")
UTF8_SOURCE = session((INSERT.format("great 😊"), EMOJI, True),
                      ("mysql -u app -p\"$DB_PASS\" shop -e 'ALTER TABLE review CONVERT TO CHARACTER SET utf8mb4'",
                       WARNING.strip(), False),
                      (INSERT.format("great 😊"), WARNING.strip(), False))


def test_the_shape_of_a_failure_after_a_warning_is_its_error_line():
    shape = signature_of("Exit code 1\n" + TOO_LONG, INSERT.format("x"))
    assert "long" in shape.message and "password" not in shape.message


def test_two_failures_behind_the_same_warning_are_two_symptoms():
    one = signature_of("Exit code 1\n" + EMOJI, INSERT.format("x"))
    other = signature_of("Exit code 1\n" + TOO_LONG, "mysql -u app -p\"$DB_PASS\" shop -e 'UPDATE post SET title=1'")
    assert not same_symptom(one, other)


def test_another_error_of_the_same_client_is_no_recurrence():
    calls = lesson_calls(UTF8, UTF8_SOURCE.log, redact)
    later = session(("mysql -u app -p\"$DB_PASS\" blog -e \"UPDATE post SET title=REPEAT('a', 300)\"", TOO_LONG, True))
    assert verdict(UTF8, calls, later)[0] is False


def test_guard_the_same_error_behind_the_warning_is_a_recurrence():
    calls = lesson_calls(UTF8, UTF8_SOURCE.log, redact)
    later = session((INSERT.format("nice 👍"), EMOJI.replace("98\\x8A", "91\\x8D"), True))
    assert verdict(UTF8, calls, later)[0] is True


def test_guard_a_warning_alone_is_what_a_failing_call_said():
    shape = signature_of("Exit code 1\nmysql: [Warning] Using a password on the command line interface can be "
                         "insecure.", INSERT.format("x"))
    assert shape.message
