"""tracking15, part b: Julia scripts started outside their project environment (`--project`), and an HAProxy
certificate bundle built from Let's Encrypt's `cert.pem` instead of `fullchain.pem`."""
from __future__ import annotations

from tests.truth.tracking15_cases import T, ed, grep, rd, say, sh, u, wr

GRID = "/home/dev/src/gridsim"
STACK = """Stacktrace:
  [1] macro expansion
    @ ./loading.jl:1842 [inlined]
  [2] macro expansion
    @ ./lock.jl:267 [inlined]
  [3] __require(into::Module, mod::Symbol)
    @ Base ./loading.jl:1823"""


def not_found(pkg: str, script: str) -> str:
    return (f"ERROR: LoadError: ArgumentError: Package {pkg} not found in current path.\n"
            f"- Run `import Pkg; Pkg.add(\"{pkg}\")` to install the {pkg} package.\n{STACK}\n"
            f"in expression starting at {script}:1")


def lesson_c() -> None:
    T.source("s-julia-project", GRID, "2026-02-04T13:00:00Z", "bench/stencil",
             u("run scripts/bench.jl and tell me the stencil timings"),
             sh("julia scripts/bench.jl", not_found("BenchmarkTools", f"{GRID}/scripts/bench.jl"), True),
             say("BenchmarkTools is listed in `Project.toml`, but a bare `julia` starts in the default `@v1.10` "
                 "environment, so the project's packages are invisible. Adding it globally would hide the problem; "
                 "I'll start Julia in the project instead."),
             rd(f"{GRID}/Project.toml", 'name = "GridSim"\nuuid = "4c1d2b9e-2f0a-4e57-9a51-0d7f3c2e8b11"\n\n[deps]\n'
                'BenchmarkTools = "6e4b80f9-dd63-53aa-95a3-0cdb28fa8baf"\nStaticArrays = '
                '"90137ffa-7385-5640-81b9-e52037218182"'),
             sh("julia --project=. -e 'using Pkg; Pkg.instantiate()' && julia --project=. scripts/bench.jl",
                "Precompiling project...\n  12 dependencies successfully precompiled in 41 seconds\n"
                "stencil 5pt  256x256   median 38.112 μs\nstencil 9pt  256x256   median 61.904 μs\n"
                "stencil 5pt 1024x1024  median 702.5 μs"))
    T.lesson("t15-julia-project", "global", "en", "s-julia-project", "env_setup",
             "`julia script.jl` doesn't see the project's packages",
             "Running a repo script with plain `julia scripts/bench.jl` fails with `Package BenchmarkTools not found "
             "in current path` although the package is in `Project.toml`.",
             "The error suggests `Pkg.add(...)`, which installs into the global default environment and only hides "
             "that the script ran outside the project.",
             "Without `--project` Julia activates the default `@v1.x` environment, not the `Project.toml` of the "
             "current directory.",
             "Start Julia in the project environment: `julia --project=. <script>` (or `JULIA_PROJECT=@. julia "
             "<script>`); run `Pkg.instantiate()` once in that environment.",
             ["`julia scripts/bench.jl` → `ArgumentError: Package BenchmarkTools not found in current path.`",
              "`julia --project=. -e 'using Pkg; Pkg.instantiate()' && julia --project=. scripts/bench.jl` → "
              "`stencil 5pt  256x256   median 38.112 μs`"])


def later_c() -> None:
    T.later("l-jl-env", GRID, "2026-02-16T10:00:00Z", "perf/alloc",
            u("profile the 9pt stencil allocations with scripts/profile.jl"),
            say("Running it inside the project environment via `JULIA_PROJECT` so the profile packages resolve."),
            sh("JULIA_PROJECT=@. julia scripts/profile.jl --stencil 9pt",
               "allocations: 3 (96 bytes)\nhot lines:\n  src/stencil.jl:44   71.2%\n  src/stencil.jl:51   18.9%"))
    T.later("l-jl-threads", GRID, "2026-02-18T17:00:00Z", "perf/threads",
            u("rerun bench with 4 threads at size 2048"),
            sh("julia --threads=4 --project scripts/bench.jl --size 2048",
               "threads: 4\nstencil 5pt 2048x2048  median 1.204 ms\nstencil 9pt 2048x2048  median 1.871 ms"))
    T.later("l-jl-tests", GRID, "2026-02-21T09:40:00Z", "fix/boundary",
            u("fix the periodic boundary off-by-one in src/stencil.jl and run the tests"),
            ed(f"{GRID}/src/stencil.jl", "j = mod1(i + 1, n - 1)", "j = mod1(i + 1, n)"),
            sh("julia --project=. -e 'using Pkg; Pkg.test()'",
               "     Testing GridSim\nTest Summary: | Pass  Total  Time\nGridSim       |  212    212  9.8s\n"
               "     Testing GridSim tests passed"))
    T.later("l-jl-recur-viz", "/home/dev/src/gridviz", "2026-02-22T11:20:00Z", "main",
            u("render the heatmap example in gridviz"),
            sh("julia plots/render.jl examples/heat.toml",
               not_found("CairoMakie", "/home/dev/src/gridviz/plots/render.jl"), True),
            say("Same as in gridsim: the script ran in the default environment. Rerunning with the project active."),
            sh("julia --project=. plots/render.jl examples/heat.toml", "wrote out/heat.png (1600x1200)"))
    T.later("l-jl-recur-ci", GRID, "2026-02-25T08:30:00Z", "ci/julia",
            u("the check job in CI is red on my PR, find out why"),
            sh("gh run view 8812734401 --log-failed | tail -n 8",
               "check\tRun checks\t2026-02-25T08:12:44Z julia scripts/check_conservation.jl\n"
               "check\tRun checks\t2026-02-25T08:12:51Z ERROR: LoadError: ArgumentError: Package StaticArrays not "
               "found in current path.\ncheck\tRun checks\t2026-02-25T08:12:51Z - Run `import Pkg; "
               "Pkg.add(\"StaticArrays\")` to install the StaticArrays package.\ncheck\tRun checks\t"
               "2026-02-25T08:12:52Z ##[error]Process completed with exit code 1."),
            rd(f"{GRID}/.github/workflows/ci.yml", "      - name: Run checks\n        run: julia "
               "scripts/check_conservation.jl"),
            ed(f"{GRID}/.github/workflows/ci.yml", "run: julia scripts/check_conservation.jl",
               "run: julia --project=. scripts/check_conservation.jl"),
            sh("julia --project=. scripts/check_conservation.jl", "mass drift after 10000 steps: 2.3e-13  OK"))
    T.later("l-jl-undef", GRID, "2026-02-19T14:00:00Z", "feat/9pt-weights",
            u("add configurable weights to the 9pt stencil and run the bench"),
            sh("julia --project=. scripts/bench.jl",
               "ERROR: LoadError: UndefVarError: `stencil9_weighted` not defined in `GridSim`\nStacktrace:\n"
               " [1] top-level scope\n   @ ~/src/gridsim/scripts/bench.jl:14", True),
            say("The bench calls the new function, but it isn't exported yet."),
            ed(f"{GRID}/src/GridSim.jl", "export stencil5, stencil9", "export stencil5, stencil9, stencil9_weighted"),
            sh("julia --project=. scripts/bench.jl", "stencil 9pt weighted 256x256 median 64.310 μs"))
    T.later("l-jl-readme", GRID, "2026-02-23T16:00:00Z", "docs/readme",
            u("README should say how to run the scripts"),
            ed(f"{GRID}/README.md", "## Scripts\n",
               "## Scripts\n\nRun them in the project environment:\n\n```\njulia --project=. scripts/bench.jl\n```\n"),
            sh("julia --version", "julia version 1.10.4"))
    for sess, outcome, why in (
            ("l-jl-env", "applied", "`JULIA_PROJECT=@.` activates the project up front; script runs"),
            ("l-jl-threads", "applied", "bare `--project` among other flags activates the project; bench runs"),
            ("l-jl-tests", "applied", "`julia --project=. -e 'using Pkg; Pkg.test()'` in the project; tests pass"),
            ("l-jl-recur-viz", "recurred", "`Package CairoMakie not found in current path` in gridviz, then fixed"),
            ("l-jl-recur-ci", "recurred", "the CI log printed by gh shows `Package StaticArrays not found`"),
            ("l-jl-undef", "neither", "`UndefVarError` for an unexported function, with --project already on"),
            ("l-jl-readme", "neither", "the --project command only written into README; `julia --version` inspects")):
        T.pair("t15-julia-project", sess, outcome, why)


EDGE = "/home/dev/ops/edge"
CURL60 = ("curl: (60) SSL certificate problem: unable to get local issuer certificate\n"
          "More details here: https://curl.se/docs/sslcerts.html\n\n"
          "curl failed to verify the legitimacy of the server and therefore could not\n"
          "establish a secure connection to it. To learn more about this situation and\n"
          "how to fix it, please visit the web page mentioned above.")


def chain_only_leaf(host: str) -> str:
    return (f"Certificate chain\n 0 s:CN = {host}\n   i:C = US, O = Let's Encrypt, CN = R11\n---\n"
            "Verify return code: 21 (unable to verify the first certificate)")


def chain_full(host: str) -> str:
    return (f"Certificate chain\n 0 s:CN = {host}\n   i:C = US, O = Let's Encrypt, CN = R11\n"
            " 1 s:C = US, O = Let's Encrypt, CN = R11\n   i:C = US, O = Internet Security Research Group, "
            "CN = ISRG Root X1\n---\nVerify return code: 0 (ok)")


S_CLIENT = ("openssl s_client -connect {h}:443 -servername {h} </dev/null 2>/dev/null | "
            "grep -E '^ [0-9] s:|i:|Verify return'")


def lesson_d() -> None:
    h = "api.tidewater.io"
    T.source("s-haproxy-chain", EDGE, "2026-02-05T07:50:00Z", "main",
             u("renewed the api.tidewater.io cert yesterday and now the android app and some scripts say they can't "
               "verify it. browsers are fine. check please"),
             sh(f"curl -sS https://{h}/healthz", CURL60, True),
             sh(S_CLIENT.format(h=h), chain_only_leaf(h)),
             say("HAProxy serves only the leaf certificate, no R11 intermediate. Browsers cache intermediates, so "
                 "they hide it. Let me look at how the bundle is built."),
             rd(f"{EDGE}/scripts/deploy-cert.sh", '#!/bin/sh\nset -eu\nDOMAIN="$1"\nLIVE=/etc/letsencrypt/live/$DOMAIN\n'
                'cat "$LIVE/cert.pem" "$LIVE/privkey.pem" > /etc/haproxy/certs/$DOMAIN.pem\n'
                'chmod 600 /etc/haproxy/certs/$DOMAIN.pem'),
             ed(f"{EDGE}/scripts/deploy-cert.sh", 'cat "$LIVE/cert.pem" "$LIVE/privkey.pem"',
                'cat "$LIVE/fullchain.pem" "$LIVE/privkey.pem"'),
             sh(f"sudo ./scripts/deploy-cert.sh {h} && sudo haproxy -c -f /etc/haproxy/haproxy.cfg && "
                f"sudo service haproxy reload && {S_CLIENT.format(h=h)}",
                "Configuration file is valid\n" + chain_full(h)),
             sh(f"curl -sS -o /dev/null -w '%{{http_code}}\\n' https://{h}/healthz", "200"))
    T.lesson("t15-haproxy-fullchain", "project", "en", "s-haproxy-chain", "security",
             "HAProxy PEM built from cert.pem drops the intermediate",
             "After a renewal, curl and mobile clients fail with `SSL certificate problem: unable to get local issuer "
             "certificate` while desktop browsers still load the site.",
             "Browsers fetch or cache the missing intermediate, so the site looks fine and the clients get blamed.",
             "`scripts/deploy-cert.sh` concatenated Let's Encrypt's `cert.pem` (leaf only) with the key, so HAProxy "
             "sent no chain; `openssl s_client` shows only depth 0 and `Verify return code: 21`.",
             "Build the HAProxy bundle from the full chain: `cat /etc/letsencrypt/live/<domain>/fullchain.pem "
             "/etc/letsencrypt/live/<domain>/privkey.pem > /etc/haproxy/certs/<domain>.pem`, then "
             "`haproxy -c` and reload.",
             ["`curl -sS https://api.tidewater.io/healthz` → `curl: (60) SSL certificate problem: unable to get local "
              "issuer certificate`",
              "s_client: `Verify return code: 21 (unable to verify the first certificate)`",
              "after switching the script to `cat \"$LIVE/fullchain.pem\" \"$LIVE/privkey.pem\"`: "
              "`Verify return code: 0 (ok)`"])


def later_d() -> None:
    h2 = "status.tidewater.io"
    T.later("l-hap-newdomain", EDGE, "2026-02-17T09:00:00Z", "feat/status-page",
            u("add status.tidewater.io to the edge: get a cert and wire it into haproxy"),
            sh(f"sudo certbot certonly --webroot -w /var/www/acme -d {h2} --non-interactive",
               f"Successfully received certificate.\nCertificate is saved at: /etc/letsencrypt/live/{h2}/fullchain.pem\n"
               f"Key is saved at:         /etc/letsencrypt/live/{h2}/privkey.pem"),
            say("Bundling the full chain (not `cert.pem`) with the key for HAProxy."),
            sh(f"sudo sh -c 'cat /etc/letsencrypt/live/{h2}/fullchain.pem /etc/letsencrypt/live/{h2}/privkey.pem > "
               f"/etc/haproxy/certs/{h2}.pem' && sudo haproxy -c -f /etc/haproxy/haproxy.cfg && sudo service haproxy "
               f"reload", "Configuration file is valid"),
            sh(f"curl -sS -o /dev/null -w '%{{http_code}}\\n' https://{h2}/", "200"))
    T.later("l-hap-hook", EDGE, "2026-02-20T10:30:00Z", "chore/renew-hook",
            u("make renewals rebuild the haproxy bundles automatically"),
            wr("/etc/letsencrypt/renewal-hooks/deploy/haproxy.sh",
               '#!/bin/sh\n# certbot sets RENEWED_LINEAGE to /etc/letsencrypt/live/<domain>\nset -eu\n'
               'DOMAIN=$(basename "$RENEWED_LINEAGE")\n'
               'cat "$RENEWED_LINEAGE/fullchain.pem" "$RENEWED_LINEAGE/privkey.pem" > /etc/haproxy/certs/$DOMAIN.pem\n'
               'chmod 600 /etc/haproxy/certs/$DOMAIN.pem\nhaproxy -c -f /etc/haproxy/haproxy.cfg && service haproxy reload\n'),
            sh("sudo chmod +x /etc/letsencrypt/renewal-hooks/deploy/haproxy.sh && sudo certbot renew --cert-name "
               "api.tidewater.io --force-renewal",
               "Renewing an existing certificate for api.tidewater.io\nRunning deploy-hook command: "
               "/etc/letsencrypt/renewal-hooks/deploy/haproxy.sh\nConfiguration file is valid\nCongratulations, all "
               "renewals succeeded"),
            sh(S_CLIENT.format(h="api.tidewater.io"), chain_full("api.tidewater.io")))
    T.later("l-hap-recur-staging", EDGE, "2026-02-24T15:00:00Z", "main",
            u("staging-api.tidewater.io fails in the integration tests with a cert error, fix it"),
            sh("curl -sS https://staging-api.tidewater.io/healthz", CURL60, True),
            sh(S_CLIENT.format(h="staging-api.tidewater.io"), chain_only_leaf("staging-api.tidewater.io")),
            grep("cert.pem", f"{EDGE}/scripts", f"{EDGE}/scripts/deploy-cert-staging.sh:5:cat \"$LIVE/cert.pem\" "
                 "\"$LIVE/privkey.pem\" > /etc/haproxy/certs/$DOMAIN.pem"),
            ed(f"{EDGE}/scripts/deploy-cert-staging.sh", 'cat "$LIVE/cert.pem"', 'cat "$LIVE/fullchain.pem"'),
            sh("sudo ./scripts/deploy-cert-staging.sh staging-api.tidewater.io && sudo service haproxy reload && "
               "curl -sS -o /dev/null -w '%{http_code}\\n' https://staging-api.tidewater.io/healthz", "200"))
    T.later("l-hap-recur-python", "/home/dev/src/tidewater-sync", "2026-02-26T11:00:00Z", "main",
            u("the event sync job died overnight, see the log"),
            sh("tail -n 6 /var/log/tidewater-sync/sync.log",
               "2026-02-26 03:00:04 ERROR sync failed\nrequests.exceptions.SSLError: HTTPSConnectionPool("
               "host='events.tidewater.io', port=443): Max retries exceeded with url: /v2/events (Caused by "
               "SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: "
               "unable to get local issuer certificate (_ssl.c:1006)')))"),
            sh(S_CLIENT.format(h="events.tidewater.io"), chain_only_leaf("events.tidewater.io")),
            say("events.tidewater.io is served without its intermediate; the bundle was built from the leaf only. "
                "Rebuilding it from fullchain.pem."),
            sh("sudo sh -c 'cat /etc/letsencrypt/live/events.tidewater.io/fullchain.pem "
               "/etc/letsencrypt/live/events.tidewater.io/privkey.pem > /etc/haproxy/certs/events.tidewater.io.pem' "
               "&& sudo service haproxy reload && " + S_CLIENT.format(h="events.tidewater.io"),
               chain_full("events.tidewater.io")))
    T.later("l-hap-selfsigned", "/home/dev/src/tidewater-web", "2026-02-19T13:00:00Z", "feat/local-tls",
            u("local https on port 8443 doesn't work with curl"),
            sh("curl -sS https://localhost:8443/", "curl: (60) SSL certificate problem: self-signed certificate\n"
               "More details here: https://curl.se/docs/sslcerts.html", True),
            say("That's the dev server's own self-signed certificate; nothing is missing from a chain. I'll trust the "
                "dev CA for this call."),
            sh("curl -sS --cacert certs/dev-ca.pem https://localhost:8443/ | head -c 60", "<!doctype html><html "
               "lang=\"en\"><head><meta charset=\"utf-8\">"))
    T.later("l-hap-expired", EDGE, "2026-02-27T06:40:00Z", "main",
            u("legacy.tidewater.io throws cert errors since this morning"),
            sh("curl -sS https://legacy.tidewater.io/", "curl: (60) SSL certificate problem: certificate has expired\n"
               "More details here: https://curl.se/docs/sslcerts.html", True),
            sh("sudo certbot certificates --cert-name legacy.tidewater.io",
               "  Certificate Name: legacy.tidewater.io\n    Expiry Date: 2026-02-27 04:11:09+00:00 (INVALID: EXPIRED)"),
            say("The renewal timer skipped this name because its webroot moved. Renewing it."),
            sh("sudo certbot renew --cert-name legacy.tidewater.io --webroot -w /var/www/acme",
               "Congratulations, all renewals succeeded"))
    T.later("l-hap-list", EDGE, "2026-02-18T12:00:00Z", "main",
            u("which certs do we have on the edge box and when do they expire?"),
            sh("sudo ls /etc/letsencrypt/live/api.tidewater.io/ && sudo certbot certificates | grep -E 'Name|Expiry'",
               "README  cert.pem  chain.pem  fullchain.pem  privkey.pem\n  Certificate Name: api.tidewater.io\n"
               "    Expiry Date: 2026-05-06 06:51:12+00:00 (VALID: 79 days)\n  Certificate Name: legacy.tidewater.io\n"
               "    Expiry Date: 2026-02-27 04:11:09+00:00 (VALID: 8 days)"))
    for sess, outcome, why in (
            ("l-hap-newdomain", "applied", "bundles fullchain.pem + privkey.pem for the new domain up front; 200"),
            ("l-hap-hook", "applied", "writes a certbot deploy hook concatenating fullchain.pem; chain verifies"),
            ("l-hap-recur-staging", "recurred", "staging: `curl: (60) … unable to get local issuer certificate`, "
                                                "leaf-only chain from cert.pem"),
            ("l-hap-recur-python", "recurred", "sync log shows CERTIFICATE_VERIFY_FAILED local issuer; leaf-only chain"),
            ("l-hap-selfsigned", "neither", "curl (60) for a self-signed dev certificate: another cause"),
            ("l-hap-expired", "neither", "curl (60) `certificate has expired`: renewal, not the chain"),
            ("l-hap-list", "neither", "only lists the live dir (fullchain.pem named) and expiry dates")):
        T.pair("t15-haproxy-fullchain", sess, outcome, why)
