"""Tracking (issue 24), thirty-seventh round: a JSON field's name is no name of an error. Ansible prints each host's
result as JSON (`"msg": …`), so every failure of it quotes "msg"; taken for a name both errors give, an unreachable
host was the lesson's missing sshpass come back. Each test fails on the code before the rule, except the guards,
which hold before and after."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.tracking.signature import identifiers
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

PING = "ansible -i inventory/lab.ini lab-14 -m ping"
NO_SSHPASS = ('Exit code 2\nlab-14 | FAILED! => {\n    "msg": "to use the \'ssh\' connection type with passwords or '
              'pkcs11_provider, you must install the sshpass program"\n}')
SSHPASS = gotcha(f"`{PING}` -> `you must install the sshpass program`; after `sudo apt-get install -y sshpass` the "
                 "ping returned pong",
                 "Install sshpass on the control node (`sudo apt-get install -y sshpass`).")
SOURCE = session((PING, NO_SSHPASS, True),
                 ("sudo apt-get install -y sshpass", "Setting up sshpass (1.09-1) ...", False),
                 (PING, 'lab-14 | SUCCESS => {\n    "changed": false,\n    "ping": "pong"\n}', False))
UNREACHABLE = ('Exit code 4\nlab-15 | UNREACHABLE! => {\n    "changed": false,\n    "msg": "Failed to connect to the '
               'host via ssh: ssh: connect to host 10.20.0.15 port 22: Connection timed out",\n'
               '    "unreachable": true\n}')


def _later(output: str) -> tuple[bool, bool]:
    calls = lesson_calls(SSHPASS, SOURCE.log, redact)
    return verdict(SSHPASS, calls, session(("ansible -i inventory/lab.ini lab-15 -m ping", output, True)))


def test_an_unreachable_host_is_not_the_missing_sshpass_back():
    assert _later(UNREACHABLE) == (False, False)


def test_guard_the_missing_sshpass_on_another_host_is_back():
    assert _later(NO_SSHPASS.replace("lab-14", "lab-15"))[0] is True


def test_a_json_fields_name_is_no_identifier_but_a_quoted_name_before_a_colon_is():
    assert "msg" not in identifiers(NO_SSHPASS)
    assert identifiers('Error: "deploy/values.yaml": no such file or directory') == ("deploy/values.yaml",)
