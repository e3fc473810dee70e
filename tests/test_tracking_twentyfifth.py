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
