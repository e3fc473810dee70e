"""Tracking (issue 24), nineteenth round: what tracking27's missed recurrences showed, each as a rule about structure.

PowerShell keeps a command's result in a variable (`$r = Invoke-WebRequest …`): the command still runs, and is the
program that failed. PowerShell's "At line:1 char:2" and the "+ …" lines under it repeat the failing line itself:
the names in them are this call's words, not the error's, so another URL is the same error. Each test fails on the
code before its rule."""
from __future__ import annotations

from core.tracking.commands import command_segments, split_command
from core.tracking.record import lesson_calls
from core.tracking.signature import signature_of
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

IE = ("Invoke-WebRequest : The response content cannot be parsed because the Internet Explorer engine is not "
      "available, or Internet Explorer's first-launch configuration is not complete. Specify the UseBasicParsing "
      "parameter and try again.\nAt line:1 char:2\n+ {line}\n+  ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
      "    + CategoryInfo          : NotImplemented: (:) [Invoke-WebRequest], NotSupportedException\n"
      "    + FullyQualifiedErrorId : WebCmdletIEDomNotSupportedException,Microsoft.PowerShell.Commands."
      "InvokeWebRequestCommand")
SOURCE_LINE = "(Invoke-WebRequest -Uri https://nodejs.org/dist/index.json).Content | ConvertFrom-Json"
IWR = gotcha(f"`{SOURCE_LINE}` → `The response content cannot be parsed because the Internet Explorer engine is not "
             "available`; with `-UseBasicParsing` it printed `v22.11.0`.",
             "Add `-UseBasicParsing` to every `Invoke-WebRequest` call.")
IWR_SOURCE = session((SOURCE_LINE, IE.format(line=SOURCE_LINE), True),
                     (SOURCE_LINE.replace(".json)", ".json -UseBasicParsing)"), "v22.11.0", False))


def test_a_command_whose_result_powershell_keeps_is_the_program():
    assert split_command("$r = Invoke-WebRequest https://go.dev/dl/?mode=json; $r.Content")[0] == "Invoke-WebRequest"
    assert command_segments("$env:GOFLAGS = '-mod=mod'; go build")[0] == ["env", "GOFLAGS", "-mod=mod"]   # a setting


def test_the_failing_line_powershell_repeats_names_nothing_of_the_error():
    line = "$r = Invoke-WebRequest https://go.dev/dl/?mode=json; $r.Content"
    assert signature_of(IE.format(line=line), line).identifiers == ()


def test_the_same_powershell_error_for_another_url_is_a_recurrence():
    line = "$r = Invoke-WebRequest https://go.dev/dl/?mode=json; $r.Content"
    later = session((line, IE.format(line=line), True),
                    (line.replace("json;", "json -UseBasicParsing;"), "go1.24.3", False))
    assert verdict(IWR, lesson_calls(IWR, IWR_SOURCE.log, redact), later)[0] is True
