"""Tracking (issue 24), sixteenth round: a later failing call printing one of the recorded failure's message lines
with other names (`Couldn't find manifest for 'sumatrapdf'.` for `… 'dbeaver'.`, `docker/Dockerfile.worker:12
DL3008 warning: …` for `Dockerfile:7 DL3008 warning: …`) is that failure back, where the failure's signature read no
class or message of its own. Only a line that names something and says trouble counts: a tool's progress or
wrapper lines (`[info] compiling 3 Scala sources to …`, `command "helm" exited with non-zero status`) are printed by
any of its failures, and a quoted name keeps its scheme (`node:crypto` is no `hono/jwt`). The finding at another
place fails on the code before the rule; the others pin what the rule must keep (the scoop line was already met by
the exit code its failing call shares)."""
from __future__ import annotations

from core.tracking.lines import same_line
from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

SCOOP = gotcha("`scoop install dbeaver` failed: dbeaver is in no bucket scoop knows.",
               "Add the extras bucket first: `scoop bucket add extras`.")
SCOOP_SOURCE = session(("scoop install dbeaver", "Couldn't find manifest for 'dbeaver'.", True),
                       ("scoop bucket add extras", "The extras bucket was added successfully.", False),
                       ("scoop install dbeaver", "'dbeaver' (24.3.0) was installed successfully!", False))
HADOLINT_LINE = "{}:{} DL3008 warning: Pin versions in apt get install. Instead of `apt-get install <package>` use " \
                "`apt-get install <package>=<version>`"
HADOLINT = gotcha("`hadolint Dockerfile` → `Dockerfile:7 DL3008 warning: Pin versions in apt get install`",
                  "Pin the package versions, or `hadolint --ignore DL3008 Dockerfile` where pinning is not wanted.")
HADOLINT_SOURCE = session(("hadolint Dockerfile", HADOLINT_LINE.format("Dockerfile", 7), True),
                          ("hadolint --ignore DL3008 Dockerfile", "", False))


def test_the_same_line_with_another_name_is_the_failure_back():
    """Printed by a setup script that runs scoop: another program, another name, the same line."""
    later = session(("pwsh ./setup.ps1", "Installing sumatrapdf...\nCouldn't find manifest for 'sumatrapdf'.", True))
    assert verdict(SCOOP, lesson_calls(SCOOP, SCOOP_SOURCE.log, redact), later)[0] is True


def test_the_same_finding_at_another_place_is_the_failure_back():
    later = session(("hadolint docker/Dockerfile.worker", HADOLINT_LINE.format("docker/Dockerfile.worker", 12), True))
    assert verdict(HADOLINT, lesson_calls(HADOLINT, HADOLINT_SOURCE.log, redact), later)[0] is True


def test_another_message_of_the_same_tool_is_no_recurrence():
    later = session(("scoop install sumatrapdf", "The following buckets are not found: 'extras'.", True))
    assert verdict(SCOOP, lesson_calls(SCOOP, SCOOP_SOURCE.log, redact), later)[0] is False


def test_a_progress_or_wrapper_line_is_no_recurrence():
    recorded = "[info] compiling 3 Scala sources to /w/target/classes ...\n" \
               "in ./helmfile.yaml: command \"helm\" exited with non-zero status:\n" \
               "[error] java.lang.OutOfMemoryError: Metaspace"
    assert not same_line(recorded, "[info] compiling 12 Scala sources to /x/target/classes ...")
    assert not same_line(recorded, "in ./other.yaml: command \"kubectl\" exited with non-zero status:")
    assert not same_line('[ERROR] Could not resolve "node:crypto"', '[ERROR] Could not resolve "hono/jwt"')
    assert same_line('[ERROR] Could not resolve "node:crypto"', '[ERROR] Could not resolve "node:zlib"')
