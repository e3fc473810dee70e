"""Tracking (issue 24), eighteenth round: what tracking26's false recurrences showed, each as a rule about structure.

A program that opens every failure of a kind with the same line says why after it; another cause is another failure.
Each test fails on the code before its rule."""
from __future__ import annotations

from core.tracking.causes import other_act, other_cause
from core.tracking.record import lesson_calls
from core.tracking.signature import same_symptom, signature_of
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

SVN_OPEN = "svn: E170013: Unable to connect to a repository at URL '{}'\n"
SVN_CA = SVN_OPEN + "svn: E230001: Server SSL certificate verification failed: issuer is not trusted"
SVN = gotcha("`svn checkout https://svn.corp.example/repos/billing/trunk billing --non-interactive` → "
             "`E230001: Server SSL certificate verification failed: issuer is not trusted`",
             "Add `--trust-server-cert-failures=unknown-ca` to the svn command.")
SVN_SOURCE = session(
    ("svn checkout https://svn.corp.example/repos/billing/trunk billing --non-interactive",
     SVN_CA.format("https://svn.corp.example/repos/billing/trunk"), True),
    ("svn checkout https://svn.corp.example/repos/billing/trunk billing --non-interactive "
     "--trust-server-cert-failures=unknown-ca", "Checked out revision 4812.", False))


def test_the_same_opening_with_another_coded_cause_is_no_recurrence():
    """svn opens both with `E170013: Unable to connect`; `E215004` (credentials) is not the certificate's E230001."""
    later = session(("svn checkout https://svn.corp.example/repos/ops/trunk ops --non-interactive --username minsu",
                     SVN_OPEN.format("https://svn.corp.example/repos/ops/trunk") +
                     "svn: E215004: No more credentials or we tried too many times.\nAuthentication failed", True))
    assert verdict(SVN, lesson_calls(SVN, SVN_SOURCE.log, redact), later)[0] is False


def test_the_same_coded_cause_with_other_names_is_a_recurrence():
    later = session(("svn checkout https://svn.corp.example/repos/ops/trunk ops --non-interactive",
                     SVN_CA.format("https://svn.corp.example/repos/ops/trunk"), True))
    assert verdict(SVN, lesson_calls(SVN, SVN_SOURCE.log, redact), later)[0] is True


SKOPEO = ('time="{t}" level=fatal msg="Error parsing image name \\"docker://{image}\\": {cause}"')
NO_ARCH = 'choosing image instance: no image found in image index for architecture \\"arm64\\", OS \\"darwin\\"'


def test_a_chain_of_causes_ending_on_another_is_another_failure():
    """Go's wrapped errors: the same first cause (`Error parsing image name`), a last one sharing no words with the
    recorded last one (`manifest unknown`, not `no image found … for architecture`)."""
    recorded = SKOPEO.format(t="2026-02-02T15:00:31Z", image="ghcr.io/acme/api:1.8.2", cause=NO_ARCH)
    other = SKOPEO.format(t="2026-04-01T07:00:27Z", image="ghcr.io/acme/api:1.9.0",
                          cause="reading manifest 1.9.0 in ghcr.io/acme/api: manifest unknown")
    again = SKOPEO.format(t="2026-04-01T07:00:27Z", image="ghcr.io/acme/web:2.0", cause=NO_ARCH)
    assert other_cause(recorded, other) is True
    assert other_cause(recorded, again) is False


def test_a_recorded_chain_cut_short_is_looked_for_among_all_the_later_causes():
    """The recorded output is kept cut: its last cause is a part (`could not transfer artifact … P`); the later
    failure has it whole, then more."""
    recorded = ("[ERROR] Failed to execute goal on project core: Could not resolve dependencies for project a:core:jar:1"
                ": Could not transfer artifact a:client:pom:1.8.2 from/to maven")
    later = ("[ERROR] Failed to execute goal on project core: Could not resolve dependencies for project a:core:jar:1: "
             "Could not transfer artifact a:api:pom:4.0.1 from/to maven-default-http-blocker (http://0.0.0.0/): "
             "Blocked mirror for repositories: [nexus]")
    assert other_cause(recorded, later) is False


def test_a_message_saying_which_act_failed_is_about_that_act():
    """`failed to get domain` and `failed to define domain`: the program's same words around another act."""
    got = signature_of("error: failed to get domain 'web01'", "virsh start web01")
    defined = signature_of("error: Failed to define domain from web03.xml\nerror: unsupported configuration",
                           "virsh define web03.xml")
    assert other_act(got.message, defined.message) is True
    assert same_symptom(got, defined) is False
    again = signature_of("error: failed to get domain 'web01'\nerror: Domain not found", "virsh dominfo web01")
    assert same_symptom(got, again) is True


def test_no_act_is_read_from_a_preposition_or_a_name_after_failed():
    """`validation failed for python` / `… for npm`: what failed is the same validation, for another runtime."""
    a = signature_of("Error: PythonPipBuilder:Validation - Binary validation failed for python", "sam build")
    b = signature_of("Error: NodejsNpmBuilder:Validation - Binary validation failed for npm", "sam build")
    assert other_act(a.message, b.message) is False


def test_what_another_shell_is_given_to_run_is_run():
    """`pwsh -NoProfile -Command "svn export …"`, `cmd /c "…"`: the inner command line is a call of its own."""
    from core.tracking.commands import command_segments
    segs = command_segments('pwsh -NoProfile -Command "svn export https://svn.corp/x x --non-interactive"')
    assert ["svn", "export", "https://svn.corp/x", "x", "--non-interactive"] in segs
    assert ["svn", "up", "x"] in command_segments('cmd /c "svn up x && dir"')


def test_a_fix_of_options_alone_is_an_option_of_the_failing_program():
    """"명령에 `--non-interactive --trust-server-cert-failures=unknown-ca` 를 붙이거나 …": options mean nothing
    without their program; the failing call's (`svn`) run with them, for another subcommand, is the fix applied."""
    text = gotcha("`svn checkout https://svn.corp.example/repos/billing/trunk billing --non-interactive` → "
                  "`E230001: Server SSL certificate verification failed: issuer is not trusted`",
                  "명령에 `--non-interactive --trust-server-cert-failures=unknown-ca` 를 붙이거나, "
                  "`~/.subversion/servers` 의 `[global]` 에 `ssl-authority-files = <CA 경로>` 를 넣는다.")
    later = session(('pwsh -NoProfile -Command "svn export https://svn.corp.example/repos/billing/tags/2.4.0 b-2.4.0 '
                     '--non-interactive --trust-server-cert-failures=unknown-ca"', "Exported revision 48301.", False),
                    ('pwsh -NoProfile -Command "svn export https://svn.corp.example/repos/billing/tags/2.4.1 b-2.4.1 '
                     '--non-interactive --trust-server-cert-failures=unknown-ca"', "svn: E170000: URL "
                     "'https://svn.corp.example/repos/billing/tags/2.4.1' doesn't exist", True))
    assert verdict(text, lesson_calls(text, SVN_SOURCE.log, redact), later)[1] is True
