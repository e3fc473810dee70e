"""tracking29, part f: swaks against a submission port that only offers AUTH after STARTTLS (bash, zsh, fish), and
xmlstarlet XPath that matches nothing in a document with a default namespace. The labelling rules are in
tracking29_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking29_cases import T, edit, say, sh, u, write

# ---------------------------------------------------------------- swaks and AUTH after STARTTLS

SWAKS = ("swaks --to alerts@example.com --from {frm} --server {host}:587 --auth LOGIN --auth-user {frm} "
         "--auth-password \"$SMTP_PASS\"")


def _no_auth(host: str, client: str) -> str:
    return (f"=== Trying {host}:587...\n=== Connected to {host}.\n<-  220 {host} ESMTP Postfix\n -> EHLO {client}\n"
            f"<-  250-{host}\n<-  250-PIPELINING\n<-  250-SIZE 52428800\n<-  250-STARTTLS\n"
            "<-  250-ENHANCEDSTATUSCODES\n<-  250 8BITMIME\n*** Host did not advertise authentication\n"
            " -> QUIT\n<-  221 2.0.0 Bye\n=== Connection closed with remote host.")


def _tls_ok(host: str, client: str, queue: str) -> str:
    return (f"=== Trying {host}:587...\n=== Connected to {host}.\n<-  220 {host} ESMTP Postfix\n -> EHLO {client}\n"
            "<-  250-STARTTLS\n -> STARTTLS\n<-  220 2.0.0 Ready to start TLS\n=== TLS started with cipher "
            f"TLSv1.3:TLS_AES_256_GCM_SHA384:256\n ~> EHLO {client}\n<~  250-AUTH PLAIN LOGIN\n ~> AUTH LOGIN\n"
            "<~  334 VXNlcm5hbWU6\n ~> YXBwQGV4YW1wbGUuY29t\n<~  334 UGFzc3dvcmQ6\n ~> **********\n"
            "<~  235 2.7.0 Authentication successful\n ~> MAIL FROM:<app@example.com>\n<~  250 2.1.0 Ok\n"
            f" ~> DATA\n<~  354 End data with <CR><LF>.<CR><LF>\n<~  250 2.0.0 Ok: queued as {queue}\n"
            " ~> QUIT\n<~  221 2.0.0 Bye\n=== Connection closed with remote host.")


def swaks_source() -> None:
    cmd = SWAKS.format(frm="app@example.com", host="smtp.internal.example")
    T.source(
        "s-swaks-starttls", "/home/ops/mailrelay", "2025-05-20T07:45:00Z", "main",
        u("Check that the relay smtp.internal.example:587 accepts the app's login (password is in $SMTP_PASS)."),
        sh(cmd, _no_auth("smtp.internal.example", "ops-bastion"), True),
        say("The server lists STARTTLS but no AUTH: Postfix only offers authentication on an encrypted "
            "connection. swaks has to start TLS first."),
        sh(cmd + " --tls", _tls_ok("smtp.internal.example", "ops-bastion", "4VtQ2k0x1Lz9")),
    )
    T.lesson(
        "t29-swaks-tls", "global", "en", "s-swaks-starttls", "tool_quirk",
        "swaks reports `Host did not advertise authentication` on port 587 until it is told to STARTTLS",
        "`swaks ... --server smtp.internal.example:587 --auth LOGIN` stops with `*** Host did not advertise "
        "authentication` and sends QUIT.",
        "It reads like the relay has authentication disabled or the account is wrong; the EHLO reply does list "
        "STARTTLS, which is the hint.",
        "Postfix with smtpd_tls_auth_only=yes (the usual submission setup) advertises AUTH only after STARTTLS, "
        "and swaks does not start TLS unless asked.",
        "Add `--tls` to the swaks command (swaks also takes the single-dash `-tls`), or set it for every run with "
        "`SWAKS_OPT_tls=1` in the environment or a `--tls` line in `~/.swaksrc`.",
        ["`*** Host did not advertise authentication` after `<-  250-STARTTLS` from the first swaks run",
         "the same command with `--tls` got `235 2.7.0 Authentication successful` and `Ok: queued as "
         "4VtQ2k0x1Lz9`"],
    )


def swaks_later_a() -> None:
    eu = SWAKS.format(frm="billing@example.com", host="smtp-eu.internal.example")
    T.later(
        "l-swaks-eu-relay", "/Users/ops/mail", "2025-06-03T08:10:00Z", "ops/eu-relay",
        u("zsh on my laptop. The new EU relay smtp-eu.internal.example:587 is up; test billing@'s login."),
        sh(eu, _no_auth("smtp-eu.internal.example", "ops-mbp"), True),
        sh(eu + " --tls", _tls_ok("smtp-eu.internal.example", "ops-mbp", "4W0aQ9r2bVz1")),
    )
    T.pair("t29-swaks-tls", "l-swaks-eu-relay", "recurred",
           "swaks against another relay and sender stops at 'Host did not advertise authentication' before --tls")
    T.later(
        "l-swaks-single-dash", "/home/ops/mailrelay", "2025-06-18T10:30:00Z", "main",
        u("Send a test through the relay as noreply@ to check the new SPF record."),
        sh("swaks -tls --to spf-check@example.org --from noreply@example.com --server smtp.internal.example:587 "
           "--auth LOGIN --auth-user noreply@example.com --auth-password \"$SMTP_PASS\"",
           _tls_ok("smtp.internal.example", "ops-bastion", "4W2cT1m8dKq7")),
    )
    T.pair("t29-swaks-tls", "l-swaks-single-dash", "applied",
           "-tls, the single-dash spelling the lesson names, is used from the first run; it authenticates")
    T.later(
        "l-swaks-fish-env", "/home/ops/mailrelay", "2025-07-01T07:00:00Z", "feat/alert-test",
        u("fish shell. I'll run several swaks tests; make TLS the default for this shell and send one."),
        sh("set -x SWAKS_OPT_tls 1; " + SWAKS.format(frm="app@example.com", host="smtp.internal.example"),
           _tls_ok("smtp.internal.example", "ops-bastion", "4W5fV3n0aPq2")),
    )
    T.pair("t29-swaks-tls", "l-swaks-fish-env", "applied",
           "SWAKS_OPT_tls is set before swaks runs, the environment spelling the lesson names")


def swaks_later_b() -> None:
    T.later(
        "l-swaks-refused", "/home/ops/mailrelay", "2025-07-14T09:50:00Z", "main",
        u("Test the relay on the standby host smtp2.internal.example."),
        sh(SWAKS.format(frm="app@example.com", host="smtp2.internal.example"),
           "=== Trying smtp2.internal.example:587...\n*** Error connecting to smtp2.internal.example:587:\n"
           "***\tIO::Socket::INET6: connect: Connection refused", True),
        sh("ssh smtp2 'systemctl is-active postfix'", "inactive"),
        say("Postfix isn't running on the standby; nothing to test yet."),
    )
    T.pair("t29-swaks-tls", "l-swaks-refused", "neither",
           "a different swaks error (connection refused); no missing-AUTH failure, no --tls")
    T.later(
        "l-swaks-quoted", "/home/ops/mailrelay", "2025-07-29T06:40:00Z", "main",
        u("The nightly mail check emailed me `*** Host did not advertise authentication`. Is the relay "
          "configured to only allow AUTH over TLS?"),
        sh("ssh smtp 'postconf smtpd_tls_auth_only smtpd_sasl_auth_enable'",
           "smtpd_tls_auth_only = yes\nsmtpd_sasl_auth_enable = yes"),
        say("Yes: AUTH is offered only after STARTTLS, so the nightly check must start TLS."),
    )
    T.pair("t29-swaks-tls", "l-swaks-quoted", "neither",
           "the swaks message is only quoted from an e-mail; swaks is not run")
    T.later(
        "l-swaks-april", "/home/ops/mailrelay", "2025-04-16T08:00:00Z", "main",
        u("Can the app log in to the relay?"),
        sh(SWAKS.format(frm="app@example.com", host="smtp.internal.example"),
           _no_auth("smtp.internal.example", "ops-bastion"), True),
    )
    T.pair("t29-swaks-tls", "l-swaks-april", "neither", "dated before the lesson's source session")


def swaks_later_c() -> None:
    T.later(
        "l-swaks-nightly", "/home/ops/mail-checks", "2025-08-11T05:15:00Z", "main",
        u("The nightly relay check for smtp-dr.internal.example failed. Run it by hand and tell me why; don't "
          "change the script yet."),
        sh("cat check-relay.sh", "#!/bin/sh\nexec swaks --to probe@example.com --from probe@example.com "
           "--server smtp-dr.internal.example:587 --auth LOGIN --auth-user probe@example.com "
           "--auth-password \"$PROBE_PASS\"\n"),
        sh("sh check-relay.sh", _no_auth("smtp-dr.internal.example", "checks-01"), True),
        say("The DR relay only offers AUTH after STARTTLS and the script never starts TLS. Left the script as "
            "it is, as asked."),
    )
    T.pair("t29-swaks-tls", "l-swaks-nightly", "recurred",
           "the check script's swaks against the DR relay stops at 'Host did not advertise authentication'; "
           "not fixed")


# ---------------------------------------------------------------- xmlstarlet and a default namespace (bash, fish)

POM_NS = "http://maven.apache.org/POM/4.0.0"


def xml_source() -> None:
    T.source(
        "s-xmlstarlet-pom", "/home/sam/ledger-svc", "2025-05-21T16:10:00Z", "release/2.4",
        u("The release script should read the project version from pom.xml with xmlstarlet instead of grep."),
        sh("xmlstarlet sel -t -v \"/project/version\" pom.xml", "Exit code 1", True),
        sh("head -3 pom.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project xmlns=\"" + POM_NS + "\" "
           "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n  xsi:schemaLocation=\"" + POM_NS + " "
           "https://maven.apache.org/xsd/maven-4.0.0.xsd\">"),
        say("The POM has a default namespace, so /project (no namespace) matches nothing. The XPath needs a "
            "prefix bound to the POM namespace."),
        sh("xmlstarlet sel -N m=" + POM_NS + " -t -v \"/m:project/m:version\" pom.xml", "2.4.0-SNAPSHOT"),
    )
    T.lesson(
        "t29-xmlstarlet-ns", "global", "en", "s-xmlstarlet-pom", "tool_quirk",
        "xmlstarlet XPath finds nothing in a pom.xml: the default namespace needs a prefix",
        "`xmlstarlet sel -t -v \"/project/version\" pom.xml` prints nothing and exits 1 although the element is "
        "plainly there.",
        "No error message at all, so it looks like a wrong path or an xmlstarlet bug.",
        "The POM's root declares `xmlns=\"http://maven.apache.org/POM/4.0.0\"`; in XPath 1.0 an unprefixed name "
        "means no namespace, so `/project` cannot match.",
        "Bind a prefix with `-N` and use it on every step: `xmlstarlet sel -N m=http://maven.apache.org/POM/4.0.0 "
        "-t -v \"/m:project/m:version\" pom.xml` (the same `-N` works for `xmlstarlet ed`). xmlstarlet 1.6+ also "
        "binds `_` to the document's default namespace: `-v \"/_:project/_:version\"`.",
        ["`xmlstarlet sel -t -v \"/project/version\" pom.xml` gave `Exit code 1`; `head -3 pom.xml` showed "
         "`<project xmlns=\"http://maven.apache.org/POM/4.0.0\"`",
         "`xmlstarlet sel -N m=http://maven.apache.org/POM/4.0.0 -t -v \"/m:project/m:version\" pom.xml` printed "
         "`2.4.0-SNAPSHOT`"],
    )


def xml_later_a() -> None:
    T.later(
        "l-xml-billing-fish", "/home/sam/platform", "2025-06-10T11:00:00Z", "feat/billing-bump",
        u("fish. Print the artifactId and version of services/billing/pom.xml for the changelog."),
        sh("xmlstarlet sel -t -v \"/project/artifactId\" -n -v \"/project/version\" services/billing/pom.xml",
           "Exit code 1", True),
        sh("xmlstarlet sel -t -v \"/_:project/_:artifactId\" -n -v \"/_:project/_:version\" "
           "services/billing/pom.xml", "billing-service\n1.8.2"),
    )
    T.pair("t29-xmlstarlet-ns", "l-xml-billing-fish", "recurred",
           "an unprefixed XPath on another module's pom.xml returns nothing (exit 1) before the _: prefix")
    T.later(
        "l-xml-underscore", "/home/sam/ledger-svc", "2025-06-24T15:30:00Z", "release/2.5",
        u("What Java release does the compiler plugin target?"),
        sh("xmlstarlet sel -t -v \"/_:project/_:properties/_:maven.compiler.release\" pom.xml", "21"),
    )
    T.pair("t29-xmlstarlet-ns", "l-xml-underscore", "applied",
           "the _: default-namespace prefix the lesson names is used from the start and the value prints")
    T.later(
        "l-xml-ed-bump", "/home/sam/ledger-svc", "2025-07-03T10:15:00Z", "release/2.5",
        u("Bump the POM version to 2.5.0 in place with xmlstarlet."),
        sh("xmlstarlet ed -L -N m=" + POM_NS + " -u \"/m:project/m:version\" -v 2.5.0 pom.xml && "
           "xmlstarlet sel -N m=" + POM_NS + " -t -v \"/m:project/m:version\" pom.xml", "2.5.0"),
    )
    T.pair("t29-xmlstarlet-ns", "l-xml-ed-bump", "applied",
           "-N binds the POM namespace for ed and sel, as the lesson says; the update lands")


def xml_later_b() -> None:
    T.later(
        "l-xml-release-script", "/home/sam/ledger-svc", "2025-07-16T09:00:00Z", "ci/release-script",
        u("Rewrite scripts/version.sh to use xmlstarlet and run it."),
        write("/home/sam/ledger-svc/scripts/version.sh",
              "#!/bin/sh\nexec xmlstarlet sel -N m=http://maven.apache.org/POM/4.0.0 -t "
              "-v '/m:project/m:version' \"${1:-pom.xml}\"\n"),
        sh("sh scripts/version.sh", "2.5.0"),
    )
    T.pair("t29-xmlstarlet-ns", "l-xml-release-script", "applied",
           "the script the session writes binds the namespace with -N and prints the version")
    T.later(
        "l-xml-validate", "/home/sam/ledger-svc", "2025-07-30T14:00:00Z", "fix/pom",
        u("Maven says the POM is broken after the merge. Check it's well-formed."),
        sh("xmlstarlet val -e pom.xml",
           "pom.xml:57.19: Opening and ending tag mismatch: dependency line 51 and dependencies\n"
           "  </dependencies>\n                  ^\npom.xml - invalid", True),
        edit("/home/sam/ledger-svc/pom.xml", "      <scope>test</scope>\n  </dependencies>",
             "      <scope>test</scope>\n    </dependency>\n  </dependencies>"),
        sh("xmlstarlet val -e pom.xml", "pom.xml - valid"),
    )
    T.pair("t29-xmlstarlet-ns", "l-xml-validate", "neither",
           "xmlstarlet used to validate; a different error (tag mismatch), no namespace issue")
    T.later(
        "l-xml-april", "/home/sam/ledger-svc", "2025-04-17T10:00:00Z", "main",
        u("Get the version out of pom.xml with xmlstarlet."),
        sh("xmlstarlet sel -t -v \"/project/version\" pom.xml", "Exit code 1", True),
        say("Falling back to grep for now."),
    )
    T.pair("t29-xmlstarlet-ns", "l-xml-april", "neither", "dated before the lesson's source session")


FILLS: list[Callable[[], None]] = [swaks_source, swaks_later_a, swaks_later_b, swaks_later_c, xml_source,
                                   xml_later_a, xml_later_b]
