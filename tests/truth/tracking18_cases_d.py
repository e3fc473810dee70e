"""The eighteenth tracking corpus, lessons G and H: k6 against a gateway with a locally-signed certificate, Keycloak
in production mode behind a TLS-terminating proxy. The labelling rules are in tracking18_cases.py."""
from __future__ import annotations

from tests.truth.tracking18_cases import edit, fail, later, lesson, ok, pair, read, say, source, user, write

# --- G: k6 does not trust a mkcert / internal CA ---------------------------------------------------------------------


def k6_x509(url: str, t: str = "0001") -> str:
    return (f"WARN[{t}] Request Failed                                error=\"Get \\\"{url}\\\": tls: failed to "
            "verify certificate: x509: certificate signed by unknown authority\"")


def k6_fail(url: str) -> str:
    return ("Exit code 99\n\n          /\\      |‾‾| /‾‾/   /‾‾/\n     /\\  /  \\     |  |/  /   /  /\n\n"
            "  execution: local\n     script: scripts/run.js\n\n" + k6_x509(url) + "\n" + k6_x509(url, "0002") +
            "\n\n     ✗ http_req_failed................: 100.00% ✓ 412      ✗ 0\n"
            "ERRO[0031] thresholds on metrics 'http_req_failed' have been crossed")


def k6_ok(n: int) -> str:
    return (f"     ✓ http_req_failed................: 0.00%   ✓ 0        ✗ {n}\n"
            f"     http_req_duration..............: avg=38.2ms min=11.9ms med=31.4ms max=402.7ms p(90)=71.1ms\n\n"
            f"running (0m30.0s), 00/20 VUs, {n} complete and 0 interrupted iterations")


def lesson_g() -> None:
    source("s-k6", "/home/dev/loadtests", "2026-02-10T09:00:00Z", "main",
           user("Run the checkout load test against the local https gateway (gateway.local:8443)."),
           fail("k6 run scripts/checkout.js", k6_fail("https://gateway.local:8443/api/cart")),
           say("The gateway's certificate comes from the mkcert CA; k6 verifies certificates itself and does not "
               "trust it, so every request fails. For local runs skip verification."),
           ok("k6 run --insecure-skip-tls-verify scripts/checkout.js", k6_ok(418)))
    lesson("t18-k6-tls", "global", "en", "s-k6", "tool_quirk",
           "k6 fails every request to a gateway whose certificate comes from a local CA",
           "`k6 run` logs `x509: certificate signed by unknown authority` for each request and exits 99 with "
           "`http_req_failed` at 100%.",
           "Load-testing an https endpoint whose certificate is signed by mkcert or an internal CA that k6 does not "
           "trust.",
           "k6 verifies TLS certificates against its own trust and does not pick up the locally installed mkcert / "
           "internal CA, so every TLS handshake is rejected.",
           "Skip certificate verification for such targets: `k6 run --insecure-skip-tls-verify`, or "
           "`insecureSkipTLSVerify: true` in the script's options, or `K6_INSECURE_SKIP_TLS_VERIFY=true`.",
           ["`k6 run scripts/checkout.js` logged `x509: certificate signed by unknown authority` and `thresholds on "
            "metrics 'http_req_failed' have been crossed`",
            "`k6 run --insecure-skip-tls-verify scripts/checkout.js` passed with `http_req_failed` at `0.00%`"])


def later_g() -> None:
    later("l-k6-options", "/home/dev/loadtests", "2026-03-03T10:00:00Z", "feat/search",
          user("Write and run a search load test against https://gateway.local:8443/api/search."),
          write("/home/dev/loadtests/scripts/search.js",
                "import http from 'k6/http';\nexport const options = {\n  vus: 20,\n  duration: '30s',\n"
                "  insecureSkipTLSVerify: true,\n  thresholds: { http_req_failed: ['rate<0.01'] },\n};\n"
                "export default function () {\n  http.get('https://gateway.local:8443/api/search?q=shoes');\n}\n"),
          ok("k6 run scripts/search.js", k6_ok(1520)))
    later("l-k6-env", "/home/dev/loadtests", "2026-03-05T09:30:00Z", "main",
          user("Run the login scenario against staging.local:9443."),
          ok("K6_INSECURE_SKIP_TLS_VERIFY=true k6 run -e BASE=https://staging.local:9443 scripts/login.js", k6_ok(644)))
    later("l-k6-orders", "/home/dev/loadtests", "2026-03-07T11:00:00Z", "feat/orders",
          user("Run the orders test against orders.test:9443."),
          fail("k6 run -e BASE=https://orders.test:9443 scripts/orders.js", k6_fail("https://orders.test:9443/v1/orders")),
          ok("k6 run --insecure-skip-tls-verify -e BASE=https://orders.test:9443 scripts/orders.js", k6_ok(801)))
    later("l-k6-paste", "/home/dev/loadtests", "2026-03-09T08:00:00Z", "main",
          user("The nightly load job output, can you tell what happened?\n\n```\n" +
               k6_x509("https://gateway.ci.internal:8443/api/cart") + "\n     ✗ http_req_failed................: "
               "100.00% ✓ 9021 ✗ 0\nERRO[0600] thresholds on metrics 'http_req_failed' have been crossed\n```"),
          say("Every request failed the TLS check against gateway.ci.internal: the CI runner doesn't trust the "
              "internal CA. Adding the option to the nightly script's options."),
          edit("/home/dev/loadtests/scripts/nightly.js", "  vus: 50,\n", "  vus: 50,\n  insecureSkipTLSVerify: true,\n"))
    later("l-k6-refused", "/home/dev/loadtests", "2026-03-11T10:00:00Z", "main",
          user("Smoke test the gateway after the reboot."),
          fail("k6 run --insecure-skip-tls-verify --vus 1 --iterations 5 scripts/checkout.js",
               "Exit code 99\nWARN[0000] Request Failed                                error=\"Get "
               "\\\"https://gateway.local:8443/api/cart\\\": dial tcp 127.0.0.1:8443: connect: connection refused\"\n"
               "ERRO[0001] thresholds on metrics 'http_req_failed' have been crossed"),
          ok("docker compose up -d gateway", " ✔ Container loadtests-gateway-1  Started"),
          ok("k6 run --insecure-skip-tls-verify --vus 1 --iterations 5 scripts/checkout.js", k6_ok(5)))
    later("l-k6-hostname", "/home/dev/loadtests", "2026-03-13T15:00:00Z", "main",
          user("Run checkout against the public staging gateway (staging-gw.example.com, Let's Encrypt cert) by IP, "
               "DNS is flaky today."),
          fail("k6 run -e BASE=https://203.0.113.40 scripts/checkout.js",
               "Exit code 99\nWARN[0001] Request Failed                                error=\"Get "
               "\\\"https://203.0.113.40/api/cart\\\": tls: failed to verify certificate: x509: certificate is valid "
               "for staging-gw.example.com, not 203.0.113.40\"\nERRO[0031] thresholds on metrics 'http_req_failed' "
               "have been crossed"),
          say("The certificate is trusted but only names staging-gw.example.com; pinning the name in /etc/hosts "
              "instead of using the IP."),
          ok("echo '203.0.113.40 staging-gw.example.com' | sudo tee -a /etc/hosts && "
             "k6 run -e BASE=https://staging-gw.example.com scripts/checkout.js", k6_ok(410)))
    later("l-k6-readme", "/home/dev/loadtests", "2026-03-15T10:00:00Z", "docs",
          user("Explain in the README how to run the suite locally."),
          edit("/home/dev/loadtests/README.md", "## Running\n",
               "## Running\n\n`k6 run scripts/<name>.js`. Against the local gateway add `--insecure-skip-tls-verify`, "
               "otherwise requests fail with an x509 unknown-authority error.\n"),
          say("README updated."))
    later("l-k6-early", "/home/dev/loadtests", "2026-01-27T10:00:00Z", "main",
          user("First try of k6 against the local gateway."),
          fail("k6 run scripts/checkout.js", k6_fail("https://gateway.local:8443/api/cart")),
          say("TLS verification fails against the local gateway; I'll look at it another day."))

    pair("t18-k6-tls", "l-k6-options", "applied", "script option spelling: insecureSkipTLSVerify: true; no x509 error")
    pair("t18-k6-tls", "l-k6-env", "applied", "env var spelling: K6_INSECURE_SKIP_TLS_VERIFY=true; no error")
    pair("t18-k6-tls", "l-k6-orders", "recurred", "same x509 unknown-authority error for another host and port")
    pair("t18-k6-tls", "l-k6-paste", "recurred", "the person pastes the nightly output holding the x509 error")
    pair("t18-k6-tls", "l-k6-refused", "applied",
         "flag used from the start; the only error is connection refused (another cause)")
    pair("t18-k6-tls", "l-k6-hostname", "neither",
         "look-alike: x509 certificate valid for another name on a trusted cert, fixed by using the name, not the flag")
    pair("t18-k6-tls", "l-k6-readme", "neither", "flag and error only written into the README")
    pair("t18-k6-tls", "l-k6-early", "neither", "starts before the lesson's source session")


# --- H: Keycloak production mode behind a TLS-terminating proxy ------------------------------------------------------

KC_ERR = ("ERROR: Key material not provided to setup HTTPS. Please configure your keys/certificates or start the server "
          "in development mode.\nFor more details run the same command passing the '--verbose' option. Also you can use "
          "'--help' to see the details about the usage of the particular command.")


def kc_ok(ts: str = "2026-02-11 10:20:11,412") -> str:
    return (f"{ts} INFO  [io.quarkus] (main) Keycloak 24.0.4 on JVM (powered by Quarkus 3.8.4) started in 7.912s. "
            "Listening on: http://0.0.0.0:8080. Management interface listening on http://0.0.0.0:9000.\n"
            f"{ts} INFO  [io.quarkus] (main) Profile prod activated.")


def lesson_h() -> None:
    source("s-keycloak", "/opt/keycloak-deploy", "2026-02-11T10:00:00Z", "main",
           user("Bring Keycloak 24 up for auth.corp.example. nginx in front terminates TLS and proxies to port 8080."),
           fail("docker run --rm --name kc -p 8080:8080 --env-file kc.env quay.io/keycloak/keycloak:24.0.4 start "
                "--hostname=auth.corp.example", "Exit code 1\n" + KC_ERR),
           say("`start` is production mode and insists on HTTPS unless the HTTP listener is enabled. TLS ends at "
               "nginx, so enable HTTP and trust the forwarded headers."),
           ok("docker run -d --name kc -p 8080:8080 --env-file kc.env quay.io/keycloak/keycloak:24.0.4 start "
              "--hostname=auth.corp.example --http-enabled=true --proxy-headers=xforwarded", "3f9a1c2b7d8e"),
           ok("sleep 10; docker logs kc 2>&1 | tail -2", kc_ok()))
    lesson("t18-keycloak-http", "global", "en", "s-keycloak", "env_setup",
           "Keycloak `start` behind a TLS-terminating proxy needs the HTTP listener enabled",
           "`kc.sh start` (or the container's `start`) exits with `ERROR: Key material not provided to setup HTTPS`.",
           "Running Keycloak in production mode behind nginx or another proxy that terminates TLS, with no "
           "certificate configured in Keycloak itself.",
           "Production mode serves HTTPS only unless HTTP is enabled explicitly, and it has no certificate to serve "
           "HTTPS with.",
           "Enable the HTTP listener: `--http-enabled=true` (with `--proxy-headers=xforwarded`), or "
           "`KC_HTTP_ENABLED=true` in the environment, or `http-enabled=true` in conf/keycloak.conf.",
           ["`start --hostname=auth.corp.example` failed with `ERROR: Key material not provided to setup HTTPS. Please "
            "configure your keys/certificates or start the server in development mode.`",
            "with `--http-enabled=true --proxy-headers=xforwarded` the logs show `Listening on: http://0.0.0.0:8080`"])


def later_h() -> None:
    later("l-kc-compose", "/opt/iam-stack", "2026-03-03T14:00:00Z", "main",
          user("Add keycloak to the compose stack, traefik in front terminates TLS."),
          edit("/opt/iam-stack/docker-compose.yml", "  keycloak:\n    image: quay.io/keycloak/keycloak:24.0.4\n",
               "  keycloak:\n    image: quay.io/keycloak/keycloak:24.0.4\n    command: start\n    environment:\n"
               "      KC_HOSTNAME: sso.corp.example\n      KC_HTTP_ENABLED: \"true\"\n      KC_PROXY_HEADERS: xforwarded\n"),
          ok("docker compose up -d keycloak && sleep 12 && docker compose logs keycloak | tail -2",
             " ✔ Container iam-stack-keycloak-1  Started\n" + kc_ok("2026-03-03 14:01:40,118")))
    later("l-kc-conf", "/opt/keycloak-24.0.4", "2026-03-05T09:00:00Z", "main",
          user("Install keycloak on the bare VM (no docker), apache in front does TLS."),
          edit("/opt/keycloak-24.0.4/conf/keycloak.conf", "#hostname=myhostname\n",
               "hostname=id.corp.example\nhttp-enabled=true\nproxy-headers=xforwarded\n"),
          ok("bin/kc.sh build && bin/kc.sh start --optimized &",
             "Updating the configuration and installing your custom providers, if any. Please wait.\n"
             "Server configuration updated and persisted.\n" + kc_ok("2026-03-05 09:02:10,301")))
    later("l-kc-k8s", "/home/dev/iam-k8s", "2026-03-07T10:00:00Z", "main",
          user("The keycloak pod in namespace iam keeps restarting after the upgrade."),
          ok("kubectl -n iam logs deploy/keycloak --previous | tail -2", KC_ERR),
          say("The new chart values dropped the HTTP listener setting."),
          edit("/home/dev/iam-k8s/values.yaml", "extraEnv: |\n",
               "extraEnv: |\n  - name: KC_HTTP_ENABLED\n    value: \"true\"\n"),
          ok("helm upgrade keycloak ./chart -n iam -f values.yaml && kubectl -n iam rollout status deploy/keycloak",
             "Release \"keycloak\" has been upgraded. Happy Helming!\ndeployment \"keycloak\" successfully rolled out"))
    later("l-kc-unmounted", "/opt/keycloak-deploy", "2026-03-09T16:00:00Z", "main",
          user("Move the keycloak flags into a config file instead of the command line."),
          write("/opt/keycloak-deploy/conf/keycloak.conf",
                "hostname=auth.corp.example\nhttp-enabled=true\nproxy-headers=xforwarded\n"),
          fail("docker rm -f kc >/dev/null; docker run --rm --name kc -p 8080:8080 --env-file kc.env "
               "quay.io/keycloak/keycloak:24.0.4 start", "Exit code 1\n" + KC_ERR),
          say("The file is on the host but not mounted into the container."),
          ok("docker run -d --name kc -p 8080:8080 --env-file kc.env -v $PWD/conf/keycloak.conf:/opt/keycloak/conf/"
             "keycloak.conf quay.io/keycloak/keycloak:24.0.4 start", "9b1e0c7a4f22"))
    later("l-kc-hostname", "/opt/sso-lab", "2026-03-11T11:00:00Z", "main",
          user("Start keycloak for the lab behind the lab's caddy."),
          fail("docker run --rm -p 8080:8080 quay.io/keycloak/keycloak:24.0.4 start --http-enabled=true "
               "--proxy-headers=xforwarded",
               "Exit code 1\nERROR: hostname is not configured; either configure hostname, or set hostname-strict to "
               "false"),
          ok("docker run -d -p 8080:8080 quay.io/keycloak/keycloak:24.0.4 start --http-enabled=true "
             "--proxy-headers=xforwarded --hostname=sso.lab.example", "c7d2a9e1b0f4"))
    later("l-kc-realm", "/opt/keycloak-deploy", "2026-03-13T10:00:00Z", "feat/realm",
          user("Export the corp realm to JSON. The running server's http-enabled setup stays as it is."),
          ok("docker exec kc /opt/keycloak/bin/kc.sh export --realm corp --file /tmp/corp.json && "
             "docker cp kc:/tmp/corp.json realms/corp.json",
             "Exporting model into file /tmp/corp.json\nRealm 'corp' - data exported\nExport finished successfully"))
    later("l-kc-paste", "/opt/keycloak-deploy", "2026-03-15T09:00:00Z", "ci/smoke",
          user("The smoke job's keycloak container exits, here's the job log:\n\n" + KC_ERR +
               "\n\nCan you fix ci/smoke.sh?"),
          read("/opt/keycloak-deploy/ci/smoke.sh",
               "docker run -d --name kc-smoke quay.io/keycloak/keycloak:24.0.4 start --hostname=localhost\n"),
          edit("/opt/keycloak-deploy/ci/smoke.sh", "start --hostname=localhost\n",
               "start --hostname=localhost --http-enabled=true\n"))
    later("l-kc-early", "/opt/keycloak-deploy", "2026-01-29T10:00:00Z", "main",
          user("Try keycloak behind nginx."),
          ok("docker run -d --name kc-try -p 8080:8080 quay.io/keycloak/keycloak:24.0.4 start "
             "--hostname=auth.corp.example --http-enabled=true", "0a1b2c3d4e5f"))

    pair("t18-keycloak-http", "l-kc-compose", "applied", "env var spelling KC_HTTP_ENABLED in compose; starts fine")
    pair("t18-keycloak-http", "l-kc-conf", "applied", "config file spelling: http-enabled=true in keycloak.conf")
    pair("t18-keycloak-http", "l-kc-k8s", "recurred", "the pod's previous log holds Key material not provided")
    pair("t18-keycloak-http", "l-kc-unmounted", "recurred",
         "http-enabled written into a conf file that is not mounted; the error still appears")
    pair("t18-keycloak-http", "l-kc-hostname", "applied",
         "--http-enabled=true passed from the first run; the only error is the hostname one (another cause)")
    pair("t18-keycloak-http", "l-kc-realm", "neither", "realm export; http-enabled only mentioned in the prompt")
    pair("t18-keycloak-http", "l-kc-paste", "recurred", "the person pastes the job log with the error")
    pair("t18-keycloak-http", "l-kc-early", "neither", "starts before the lesson's source session")
