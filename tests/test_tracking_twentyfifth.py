"""Tracking (issue 24), twenty-fifth round: what tracking33's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.tracking.wordmatch import same_program
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

EXISTS = "CertUtil: -decode command FAILED: 0x80070050 (WIN32: 80 ERROR_FILE_EXISTS)\nCertUtil: The file exists."
DECODE = gotcha("`certutil -decode payload.b64 build\\payload.zip`: `CertUtil: -decode command FAILED: 0x80070050`; "
                "`certutil -f -decode payload.b64 build\\payload.zip` completed",
                "Add -f (force overwrite), as in `certutil -f -decode in out`, from PowerShell or a .cmd script alike.")
DECODE_SOURCE = session(('cmd.exe /c "certutil -decode payload.b64 build\\payload.zip"', EXISTS, True),
                        ('cmd.exe /c "certutil -f -decode payload.b64 build\\payload.zip"',
                         "CertUtil: -decode command completed successfully.", False))


def test_a_shell_both_calls_ran_through_is_not_the_recorded_fix():
    """`cmd.exe /c "certutil -decode …"` failed and `cmd.exe /c "certutil -f -decode …"` worked: the fix is
    certutil's `-f`, which a later `powershell.exe -Command "certutil.exe -f -decode …"` uses."""
    assert same_program("certutil", "C:/Windows/System32/certutil.exe")   # Windows' extension names no other program
    calls = lesson_calls(DECODE, DECODE_SOURCE.log, redact)
    assert calls.fix_words[:2] == ("certutil", "-f")
    later = session(('powershell.exe -NoProfile -Command "certutil.exe -f -decode .\\keys\\signing.b64 '
                     '.\\keys\\signing.pfx"', "CertUtil: -decode command completed successfully.", False))
    assert verdict(DECODE, calls, later) == (False, True)


def test_a_shell_the_failing_call_did_without_stays_and_another_program_is_no_use():
    """Guard: a shell the failing call did not run through (`bash -c 'source …; fn'`) is still read for the fix, and
    a later run of the failing command without `-f`, or of another program, is no use of it."""
    lesson = gotcha("`deploy_fn` → `bash: deploy_fn: command not found`; `bash -c 'source ./helpers.sh && deploy_fn'` "
                    "→ deployed", "Run it as `bash -c 'source ./helpers.sh && deploy_fn'`.")
    source = session(("deploy_fn", "bash: deploy_fn: command not found", True),
                     ("bash -c 'source ./helpers.sh && deploy_fn'", "deployed", False))
    calls = lesson_calls(lesson, source.log, redact)
    assert verdict(lesson, calls, session(("bash -c 'source ./helpers.sh && deploy_fn'", "deployed", False))) == \
        (False, True)
    assert not same_program("certutil", "certreq.exe") and same_program("certutil", "/usr/bin/certutil")
    calls = lesson_calls(DECODE, DECODE_SOURCE.log, redact)
    later = session(('powershell.exe -NoProfile -Command "certutil.exe -decode a.b64 a.zip"',
                     "CertUtil: -decode command completed successfully.", False),
                    ('certreq.exe -f -submit req.txt', "RequestId: 4", False))
    assert verdict(DECODE, calls, later) == (False, False)


def test_a_shell_is_left_out_only_when_the_earlier_call_ran_through_it_too():
    """The segments without a shell both calls ran through; a shell the earlier call did without stays."""
    from core.transcript.shells import without_carried_shells
    wrapped = [["bash", "-c", "source env.sh; fn"], ["source", "env.sh"], ["fn"]]
    assert without_carried_shells(wrapped, [["source", "env.sh"], ["fn"]]) == wrapped
    assert without_carried_shells(wrapped, [["bash", "-c", "fn"], ["fn"]]) == [["source", "env.sh"], ["fn"]]


ROOTLESS = ('time="2026-03-03T11:02:14Z" level=fatal msg="rootless containerd not running? (hint: use '
            '`containerd-rootless-setuptool.sh install` to start rootless containerd): stat '
            '/run/user/1000/containerd-rootless: no such file or directory"')
NERDCTL = gotcha("`nerdctl run --rm edge-agent:smoke` → `rootless containerd not running?`; after "
                 "`containerd-rootless-setuptool.sh install` it ran",
                 "Run `containerd-rootless-setuptool.sh install` once as each user that runs nerdctl.")
NERDCTL_SOURCE = session(("nerdctl run --rm edge-agent:smoke", ROOTLESS, True),
                         ("containerd-rootless-setuptool.sh install && nerdctl run --rm edge-agent:smoke", "ok", False))


def test_a_logfmt_lines_message_is_its_msg_and_its_time_no_name():
    """nerdctl's `time="…" level=fatal msg="…"`: another of its errors (no BuildKit) shares the format words and the
    program, not the message, so it is no recurrence; the same message another day is one."""
    from core.transcript.logfmt import plain_output
    assert plain_output('time="2026-03-03T11:02:14Z" level=fatal msg="x \\"y\\" z"') == 'fatal: x \\"y\\" z'
    calls = lesson_calls(NERDCTL, NERDCTL_SOURCE.log, redact)
    other = session(("nerdctl build -t edge-agent:dev .", 'time="2026-03-15T14:10:22Z" level=fatal msg="no buildkit '
                     'host is available, tried 2 candidates: failed to ping to host unix:///run/user/1000/buildkit-'
                     'default/buildkitd.sock: dial unix: connect: no such file or directory"', True))
    assert verdict(NERDCTL, calls, other) == (False, False)


def test_the_same_logfmt_message_another_day_is_a_recurrence():
    """Guard: the lesson's own message back, with another time stamp, recurred."""
    calls = lesson_calls(NERDCTL, NERDCTL_SOURCE.log, redact)
    again = session(("nerdctl run --rm edge-agent:smoke", ROOTLESS.replace("03-03T11:02", "04-09T08:15"), True))
    assert verdict(NERDCTL, calls, again) == (True, False)


def test_a_system_constant_in_the_message_tells_two_failures_of_one_program_apart():
    """certutil's `-decode command FAILED` with `ERROR_FILE_EXISTS` is the lesson; with `NTE_BAD_DATA` (a malformed
    input) it is another failure: the constant in capitals is what went wrong, not a name the session made up."""
    calls = lesson_calls(DECODE, DECODE_SOURCE.log, redact)
    bad = session(('cmd.exe /c "certutil -decode broken.b64 out.zip"',
                   "CertUtil: -decode command FAILED: 0x80090005 (-2146893819 NTE_BAD_DATA)\nCertUtil: Bad Data.", True))
    assert verdict(DECODE, calls, bad) == (False, False)


def test_a_snake_case_name_is_still_made_up_and_the_same_constant_recurs():
    """Guard: `my_venv_dir` is the session's name, and the lesson's own constant back is its failure back."""
    from core.tracking.signature import message_words
    assert "venv" not in message_words("could not open my_venv_dir: bad layout")
    calls = lesson_calls(DECODE, DECODE_SOURCE.log, redact)
    again = session(('cmd.exe /c "certutil -decode other.b64 build\\other.zip"', EXISTS, True))
    assert verdict(DECODE, calls, again)[0]


def test_a_secret_the_fix_command_gave_is_not_kept_in_its_recorded_words():
    """The fix `docker run … -e OPENSEARCH_INITIAL_ADMIN_PASSWORD='Poc-Search#2026' …` is stored redacted as a
    command, and its words were stored as cut from it: the password's word, with its quote cut, kept the value.
    What redacting the whole command hides is hidden in each word."""
    lesson = gotcha("`docker run opensearchproject/opensearch:2.15.0` → `No custom admin password found`; with "
                    "`-e OPENSEARCH_INITIAL_ADMIN_PASSWORD=…` it started",
                    "Set OPENSEARCH_INITIAL_ADMIN_PASSWORD on docker run.")
    source = session(("docker run --rm -p 9200:9200 opensearchproject/opensearch:2.15.0",
                      "No custom admin password found. Please provide a password via the environment variable "
                      "OPENSEARCH_INITIAL_ADMIN_PASSWORD.", True),
                     ("docker run -d -p 9200:9200 -e OPENSEARCH_INITIAL_ADMIN_PASSWORD='Poc-Search#2026' "
                      "opensearchproject/opensearch:2.15.0", "c41a7e90d3b2", False))
    calls = lesson_calls(lesson, source.log, redact)
    assert "Poc-Search" not in calls.to_json() and "OPENSEARCH_INITIAL_ADMIN_PASSWORD" in " ".join(calls.fix_words)


def test_words_with_nothing_secret_are_kept_as_they_are():
    """Guard: a fix command redaction leaves alone is recorded word for word."""
    calls = lesson_calls(DECODE, DECODE_SOURCE.log, redact)
    assert calls.fix_words[:2] == ("certutil", "-f") and "[REDACTED]" not in " ".join(calls.fix_words)
