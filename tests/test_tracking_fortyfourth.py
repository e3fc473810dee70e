"""Tracking (issue 24), forty-fourth round: the failure a build's help and a traceback's dotted class name.

Maven closes every failed build with the same help (`[ERROR] [Help 1] http://cwiki.apache.org/…/MojoFailureException`)
and opens a compiler's errors with `[ERROR] COMPILATION ERROR :`. The failing call's shape was read off the link's
exception name, so any later failed build (`package sun.misc does not exist`) was the lesson's failure back; the
shape is now the first error line between them. A Python traceback that ends on `openai.lib._old_api.APIRemovedInV1:`
raised a class whose name says no `Error`: the shape had no class and no message, so any later failure of the same
script was a recurrence; the dotted name on the traceback's last line is now its class. Each test fails on the code
before the rule, except the guards, which hold before and after."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.tracking.signature import same_symptom, signature_of
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

FAILED = "Exit code 1\n"
HELP = ("[ERROR] -> [Help 1]\n[ERROR]\n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e "
        "switch.\n[ERROR] Re-run Maven using the -X switch to enable full debug logging.\n[ERROR]\n[ERROR] For more "
        "information about the errors and possible solutions, please read the following articles:\n[ERROR] [Help 1] "
        "http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException")
BUILD = "mvn -q -pl billing-core -DskipTests package"
SOURCE_5 = ("[ERROR] COMPILATION ERROR :\n[ERROR] Source option 5 is no longer supported. Use 7 or later.\n"
            "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.1:compile "
            "(default-compile) on project billing-core: Compilation failure\n" + HELP)
SUN_MISC = ("[ERROR] COMPILATION ERROR :\n[ERROR] /src/billing-audit/src/main/java/Codec.java:[3,16] "
            "package sun.misc does not exist\n[ERROR] Failed to execute goal org.apache.maven.plugins:"
            "maven-compiler-plugin:3.1:compile (default-compile) on project billing-audit: Compilation failure\n" + HELP)
LEVEL = gotcha("`[ERROR] Source option 5 is no longer supported. Use 7 or later.`",
               "Declare the language level: `mvn -Dmaven.compiler.source=1.8 -Dmaven.compiler.target=1.8 package`")
LEVEL_SOURCE = session((BUILD, SOURCE_5, True),
                       (BUILD + " -Dmaven.compiler.source=1.8 -Dmaven.compiler.target=1.8", "BUILD SUCCESS", False))

TRACE = ('Traceback (most recent call last):\n  File "/home/jw/bot/summarize.py", line 31, in summarize\n'
         "    resp = openai.ChatCompletion.create(\n  File \"/home/jw/bot/.venv/lib/python3.11/site-packages/openai/lib/"
         '_old_api.py", line 39, in __call__\n    raise APIRemovedInV1(symbol=self._symbol)\n'
         "openai.lib._old_api.APIRemovedInV1:\n\nYou tried to access openai.ChatCompletion, but this is no longer "
         "supported in openai>=1.0.0\n")
QUOTA = ('Traceback (most recent call last):\n  File "/home/jw/bot/summarize.py", line 31, in summarize\n'
         "    resp = openai.ChatCompletion.create(\nopenai.error.RateLimitError: You exceeded your current quota, "
         "please check your plan and billing details.\n")
SUMMARIZE = "python summarize.py --pr 412 --dry-run"
REMOVED = gotcha("`APIRemovedInV1: You tried to access openai.ChatCompletion`",
                 "Pin the old client: `pip install openai==0.28.1`")
REMOVED_SOURCE = session((SUMMARIZE, TRACE, True), ("pip install openai==0.28.1", "Successfully installed", False),
                         (SUMMARIZE, "summary written", False))


def test_the_shape_of_a_failed_maven_build_is_its_first_error_line_not_the_help_link():
    shape = signature_of(FAILED + SOURCE_5, BUILD)
    assert "source" in shape.message and shape.error_class != "mojofailureexception"


def test_two_failed_maven_builds_with_different_errors_are_two_symptoms():
    assert not same_symptom(signature_of(FAILED + SOURCE_5, BUILD), signature_of(FAILED + SUN_MISC, "mvn -q -pl billing-audit package"))


def test_guard_another_compile_error_of_a_maven_build_is_no_recurrence():
    calls = lesson_calls(LEVEL, LEVEL_SOURCE.log, redact)
    assert verdict(LEVEL, calls, session(("mvn -q -pl billing-audit package", SUN_MISC, True)))[0] is False


def test_guard_the_same_maven_error_in_another_module_is_a_recurrence():
    calls = lesson_calls(LEVEL, LEVEL_SOURCE.log, redact)
    later = session(("mvn -q -pl billing-audit package", SOURCE_5.replace("billing-core", "billing-audit"), True))
    assert verdict(LEVEL, calls, later)[0] is True


def test_guard_help_lines_alone_are_what_a_failed_build_said():
    assert signature_of(FAILED + HELP, BUILD).error_class


def test_a_traceback_ending_on_a_dotted_class_without_error_in_its_name_is_that_class():
    assert signature_of(FAILED + TRACE, SUMMARIZE).error_class == "apiremovedinv1"


def test_another_exception_of_the_same_script_is_no_recurrence():
    calls = lesson_calls(REMOVED, REMOVED_SOURCE.log, redact)
    assert verdict(REMOVED, calls, session((SUMMARIZE, QUOTA, True)))[0] is False


def test_guard_the_same_dotted_class_again_is_a_recurrence():
    calls = lesson_calls(REMOVED, REMOVED_SOURCE.log, redact)
    assert verdict(REMOVED, calls, session(("python summarize.py --pr 9", TRACE, True)))[0] is True


def test_guard_a_traceback_ending_on_a_named_error_keeps_that_error():
    assert signature_of(FAILED + QUOTA, SUMMARIZE).error_class == "ratelimiterror"
