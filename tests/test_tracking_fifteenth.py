"""Tracking (issue 24), fifteenth round: a later failing call that prints the error code the recorded failure
printed (`code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'`, an `ERR_…` constant) is that failure back, whatever program or
class of error carried it (Node's `TypeError: fetch failed` from `node smoke.mjs`, `Error: fetch failed` from
`playwright test`); an errno alone (`ENOSPC`: a full disk, or too many file watchers) is not. Each test fails on the
code before its rule."""
from __future__ import annotations

from core.tracking.later import same_code
from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

NODE = ("TypeError: fetch failed\n    at node:internal/deps/undici/undici:13502:13\n    at async "
        "file:///home/rui/dev/booking-web/scripts/smoke.mjs:4:13 {\n  [cause]: Error: unable to verify the first "
        "certificate\n      at TLSSocket.onConnectSecure (node:_tls_wrap:1677:34) {\n"
        "    code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'\n  }\n}\n\nNode.js v22.11.0")
PLAYWRIGHT = ("Error: fetch failed\n\n   at global-setup.ts:6\n\n  [cause]: Error: unable to verify the first "
              "certificate\n      at TLSSocket.onConnectSecure (node:_tls_wrap:1677:34) {\n"
              "    code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'\n  }")
LESSON = gotcha("`node scripts/smoke.mjs` `[cause]: Error: unable to verify the first certificate` `code: "
                "'UNABLE_TO_VERIFY_LEAF_SIGNATURE'` `set -x NODE_EXTRA_CA_CERTS (mkcert -CAROOT)/rootCA.pem; node "
                "scripts/smoke.mjs`",
                "Point Node at mkcert's root CA: `NODE_EXTRA_CA_CERTS=\"$(mkcert -CAROOT)/rootCA.pem\"` for the "
                "command (in fish `set -x NODE_EXTRA_CA_CERTS (mkcert -CAROOT)/rootCA.pem`).")
SOURCE = session(("node scripts/smoke.mjs", NODE, True),
                 ("set -x NODE_EXTRA_CA_CERTS (mkcert -CAROOT)/rootCA.pem; node scripts/smoke.mjs", "smoke ok", False))


def test_the_same_error_code_is_the_same_failure():
    assert same_code(NODE, PLAYWRIGHT)
    assert same_code("npm error ERR_PNPM_OUTDATED_LOCKFILE  Cannot install", "ERR_PNPM_OUTDATED_LOCKFILE in api/")
    assert not same_code("Error: ENOSPC: System limit for number of file watchers reached, code: 'ENOSPC'",
                         "write failed, code: 'ENOSPC': no space left on device")


def test_the_code_printed_by_another_program_is_the_failure_back():
    calls = lesson_calls(LESSON, SOURCE.log, redact)
    later = session(("pnpm exec playwright test", PLAYWRIGHT, True),
                    ("env NODE_EXTRA_CA_CERTS=(mkcert -CAROOT)/rootCA.pem pnpm exec playwright test", "18 passed",
                     False))
    assert verdict(LESSON, calls, later)[0] is True
