"""The cases of the twenty-third tracking corpus, part seven: Strapi started without APP_KEYS on Windows, and Node
not trusting mkcert's local CA (in fish). The labelling rules are in tracking23_cases.py."""
from __future__ import annotations

from tests.truth.tracking23_cases import T, bash

# ---------------------------------------------------------------- m: Strapi without APP_KEYS

NO_KEYS = ("error: Middleware \"strapi::session\": App keys are required. Please set app.keys in config/server.js "
           "(ex: keys: ['myKeyA', 'myKeyB'])")


def strapi_refused(root: str, script: str = "start") -> str:
    return (f"\n> cms-strapi@1.3.0 {script}\n> strapi {script}\n\n[2025-11-16 14:22:05.118] {NO_KEYS}\n"
            f"Error: {NO_KEYS[7:]}\n    at instantiateMiddleware ({root}\\node_modules\\@strapi\\core\\dist\\"
            "services\\server\\middleware.js:12:11)")


def strapi_banner(mode: str = "production") -> str:
    return (f" Project information\n┌────────────────────┬──────────────────────────────────────────────────┐\n"
            f"│ Environment        │ {mode:<48} │\n│ Version            │ 5.4.2 (node v20.18.0)"
            "                            │\n└────────────────────┴──────────────────────────────────────────────────┘\n"
            " Actions available\n\nWelcome back!\nTo access the server ⚡️, go to:\nhttp://localhost:1337")


def lesson_m() -> None:
    root = "C:\\Users\\lucia\\projects\\cms-strapi"
    T.source("s-strapi-app-keys", root, "2025-11-16T14:20:00Z", "main",
             ("user", "I copied the CMS to this Windows server and built it, but npm run start dies straight away."),
             bash("cd /c/Users/lucia/projects/cms-strapi && npm run start", strapi_refused(root), True),
             bash("grep -n APP_KEYS config/server.ts .env.example; ls -a | grep -c '^.env$'",
                  "config/server.ts:5:    keys: env.array('APP_KEYS'),\n.env.example:3:APP_KEYS=\"toBeModified1,"
                  "toBeModified2\"\n0"),
             ("say", "config/server.ts reads the session keys from APP_KEYS, and the .env that holds them is "
                     "gitignored, so it didn't come along. Generating fresh keys into a .env."),
             bash("node -e \"console.log(Array.from({length: 4}, () => require('crypto').randomBytes(16)"
                  ".toString('base64')).join(','))\"",
                  "q3VtZk1hQ2xwN2Jz+w==,R2hZb0VmTnR6c1Fp+A==,c2xMa3BYZnRvVnJn+Q==,WnF1c1JoYkNmd0Ja+g=="),
             ("write", f"{root}\\.env",
              "HOST=0.0.0.0\nPORT=1337\nAPP_KEYS=q3VtZk1hQ2xwN2Jz+w==,R2hZb0VmTnR6c1Fp+A==,c2xMa3BYZnRvVnJn+Q==,"
              "WnF1c1JoYkNmd0Ja+g==\n"),
             bash("cd /c/Users/lucia/projects/cms-strapi && npm run start",
                  "\n> cms-strapi@1.3.0 start\n> strapi start\n\n" + strapi_banner()))
    T.lesson("t23-strapi-app-keys", "project", "en", "s-strapi-app-keys", "env_setup",
             "Strapi will not start without APP_KEYS: the .env does not travel with the project",
             "`npm run start` died at once on the new server: the strapi::session middleware says app keys are "
             "required.",
             "Editing config/server.js as the message says and committing literal keys, or copying the old "
             "machine's keys around in chat.",
             "config/server.ts reads the session keys from the APP_KEYS environment variable, normally set by the "
             ".env file, and .env is gitignored, so a copy, clone or container image has none.",
             "Give the process APP_KEYS (comma-separated random secrets): a .env in the project root (copy "
             ".env.example and fill it in), or the environment variable itself (`$env:APP_KEYS = \"...\"` in "
             "PowerShell, `-e APP_KEYS=...` or an env file for docker run).",
             ["`cd /c/Users/lucia/projects/cms-strapi && npm run start`",
              "`error: Middleware \"strapi::session\": App keys are required. Please set app.keys in "
              "config/server.js (ex: keys: ['myKeyA', 'myKeyB'])`",
              "`config/server.ts:5:    keys: env.array('APP_KEYS'),`"])


def later_m() -> None:
    root = "C:\\Users\\lucia\\projects\\cms-strapi"
    T.later("l-strapi-env-example", "C:\\Users\\dev2\\cms-strapi", "2025-11-24T10:00:00Z", "feat/blog-types",
            ("user", "Set up the CMS on my new laptop and start it in develop mode."),
            bash("powershell -NoProfile -Command 'Copy-Item .env.example .env; npm ci --silent'", ""),
            ("edit", "C:\\Users\\dev2\\cms-strapi\\.env", "APP_KEYS=\"toBeModified1,toBeModified2\"",
             "APP_KEYS=\"dGVzdGtleTE=,dGVzdGtleTI=,dGVzdGtleTM=,dGVzdGtleTQ=\""),
            bash("npm run develop", "\n> cms-strapi@1.3.0 develop\n> strapi develop\n\n✔ Building build context "
                 "(48ms)\n✔ Creating admin (12.4s)\n" + strapi_banner("development")))
    T.pair("t23-strapi-app-keys", "l-strapi-env-example", "applied",
           ".env was copied from .env.example and APP_KEYS filled in before the first start, which worked")
    T.later("l-strapi-docker", root, "2025-11-30T09:15:00Z", "release/1.3",
            ("user", "Test the release image locally before we push it."),
            bash("docker run --rm -p 1337:1337 cms-strapi:1.3.0",
                 "\n> cms-strapi@1.3.0 start\n> strapi start\n\n[2025-11-30 09:16:44.310] " + NO_KEYS + "\nError: "
                 + NO_KEYS[7:] + "\n    at instantiateMiddleware (/opt/app/node_modules/@strapi/core/dist/services/"
                 "server/middleware.js:12:11)", True),
            ("say", "The image has no .env (good) and nothing passes APP_KEYS in. Using the production env file."),
            bash("docker run --rm -d -p 1337:1337 --env-file .env.production cms-strapi:1.3.0 && sleep 20 && "
                 "curl -s -o /dev/null -w '%{http_code}' http://localhost:1337/_health", "3b8f1c2d9e0a\n204"))
    T.pair("t23-strapi-app-keys", "l-strapi-docker", "recurred",
           "the container hit \"App keys are required\" before the env file was passed in")
    T.later("l-strapi-jwt", "C:\\Users\\lucia\\projects\\legacy-cms", "2025-12-05T11:30:00Z", "main",
            ("user", "The old Strapi 4 CMS won't start after the reinstall."),
            bash("cd /c/Users/lucia/projects/legacy-cms && npm run develop",
                 "\n> legacy-cms@0.9.0 develop\n> strapi develop\n\n[2025-12-05 11:31:10.402] error: Missing "
                 "jwtSecret. Please, set configuration variable \"jwtSecret\" for the users-permissions plugin in "
                 "config/plugins.js (ex: you can generate one using Node with `crypto.randomBytes(16)"
                 ".toString('base64')`).", True),
            ("edit", "C:\\Users\\lucia\\projects\\legacy-cms\\.env", "API_TOKEN_SALT=",
             "JWT_SECRET=bWlzc2luZ2p3dHNlY3JldA==\nAPI_TOKEN_SALT="),
            bash("npm run develop",
                 "\n> legacy-cms@0.9.0 develop\n> strapi develop\n\n" + strapi_banner("development")))
    T.pair("t23-strapi-app-keys", "l-strapi-jwt", "neither",
           "a different missing secret (users-permissions jwtSecret); APP_KEYS were there all along")
    later_m2(root)


def later_m2(root: str) -> None:
    T.later("l-strapi-ps-inline", root, "2025-12-10T16:00:00Z", "fix/articles-api",
            ("user", "Start it in production mode with throwaway keys (no .env on this box) and check the "
                     "articles API."),
            bash("powershell -NoProfile -Command '$env:APP_KEYS=\"a2V5MQ==,a2V5Mg==\"; $env:NODE_ENV=\"production\";"
                 " Start-Process -NoNewWindow npm -ArgumentList \"run\",\"start\"; Start-Sleep 25'",
                 "\n> cms-strapi@1.3.0 start\n> strapi start\n\n" + strapi_banner()),
            bash("curl -s http://localhost:1337/api/articles",
                 "{\"data\":null,\"error\":{\"status\":403,\"name\":\"ForbiddenError\",\"message\":\"Forbidden\"}}"),
            ("say", "It's up. The articles endpoint is 403 because the Public role has no find permission."))
    T.pair("t23-strapi-app-keys", "l-strapi-ps-inline", "applied",
           "$env:APP_KEYS was set in PowerShell before the start, which came up; the 403 is a permissions matter")
    T.later("l-strapi-build", root, "2025-12-15T12:00:00Z", "feat/admin-theme",
            ("user", "Rebuild the admin panel after the theme change."),
            bash("cd /c/Users/lucia/projects/cms-strapi && npm run build",
                 "\n> cms-strapi@1.3.0 build\n> strapi build\n\n✔ Compiling TS (1.9s)\n✔ Building build context "
                 "(61ms)\n✔ Building admin panel (27.4s)"))
    T.pair("t23-strapi-app-keys", "l-strapi-build", "neither", "an admin build only: nothing failed, no keys set")
    T.later("l-strapi-early", root, "2025-10-21T15:00:00Z", "main",
            ("user", "Start the CMS on the staging box."),
            bash("cd /c/Users/lucia/projects/cms-strapi && npm run start", strapi_refused(root), True))
    T.pair("t23-strapi-app-keys", "l-strapi-early", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- n: Node and mkcert's CA

def leaf_failed(script: str, line: int) -> str:
    return ("TypeError: fetch failed\n    at node:internal/deps/undici/undici:13502:13\n    at async "
            f"file://{script}:{line}:13 {{\n  [cause]: Error: unable to verify the first certificate\n      at "
            "TLSSocket.onConnectSecure (node:_tls_wrap:1677:34)\n      at TLSSocket.emit (node:events:518:28) {\n"
            "    code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'\n  }\n}\n\nNode.js v22.11.0")


def lesson_n() -> None:
    root = "/home/rui/dev/booking-web"
    T.source("s-mkcert-node", root, "2025-11-08T19:00:00Z", "feat/smoke-tests",
             ("user", "The dev server runs on https://booking.localhost:8443 with a mkcert certificate and the "
                      "browsers are happy (mkcert -install was done). scripts/smoke.mjs still fails. Fix it "
                      "without switching TLS verification off."),
             bash("node scripts/smoke.mjs", leaf_failed(f"{root}/scripts/smoke.mjs", 4), True),
             bash("mkcert -CAROOT", "/home/rui/.local/share/mkcert"),
             ("say", "Node ships its own CA bundle and ignores the system and browser stores that mkcert -install "
                     "wrote to. NODE_EXTRA_CA_CERTS adds mkcert's root to what Node trusts (fish syntax here)."),
             bash("set -x NODE_EXTRA_CA_CERTS (mkcert -CAROOT)/rootCA.pem; node scripts/smoke.mjs",
                  "GET https://booking.localhost:8443/health 200 {\"ok\":true}\nGET /api/rooms 200 (12 rooms)"))
    T.lesson("t23-mkcert-node-ca", "global", "en", "s-mkcert-node", "env_setup",
             "Node does not trust mkcert's CA even after mkcert -install",
             "`node scripts/smoke.mjs` against the mkcert-served dev server failed with "
             "UNABLE_TO_VERIFY_LEAF_SIGNATURE "
             "while browsers accepted the certificate.",
             "NODE_TLS_REJECT_UNAUTHORIZED=0, which turns verification off for every connection, or running "
             "mkcert -install again.",
             "mkcert -install adds its root CA to the system and browser trust stores; Node uses its own bundled "
             "CA list and reads neither.",
             "Point Node at mkcert's root CA: `NODE_EXTRA_CA_CERTS=\"$(mkcert -CAROOT)/rootCA.pem\"` for the "
             "command (in fish `set -x NODE_EXTRA_CA_CERTS (mkcert -CAROOT)/rootCA.pem`), or export it from the "
             "shell's startup file.",
             ["`node scripts/smoke.mjs`",
              "`[cause]: Error: unable to verify the first certificate`",
              "`code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'`",
              "`set -x NODE_EXTRA_CA_CERTS (mkcert -CAROOT)/rootCA.pem; node scripts/smoke.mjs`"])


def later_n() -> None:
    root = "/home/rui/dev/booking-web"
    ca = "/home/rui/.local/share/mkcert/rootCA.pem"
    T.later("l-mkcert-vitest", root, "2025-11-21T18:30:00Z", "feat/booking-e2e",
            ("user", "Run the e2e vitest suite against the local https dev server (bash this time)."),
            bash("NODE_EXTRA_CA_CERTS=\"$(mkcert -CAROOT)/rootCA.pem\" pnpm exec vitest run tests/e2e",
                 " ✓ tests/e2e/rooms.test.ts (4 tests) 812ms\n ❯ tests/e2e/booking.test.ts (3 tests | 1 failed) "
                 "1204ms\n   × creates a booking for two nights\n     → expected 400 to be 201\n\n Test Files  1 "
                 "failed | 1 passed (2)\n      Tests  1 failed | 6 passed (7)", True),
            ("say", "TLS is fine now; the booking endpoint rejects the request: checkOut is sent as a date-time "
                    "string and the API wants a date."))
    T.pair("t23-mkcert-node-ca", "l-mkcert-vitest", "applied",
           "NODE_EXTRA_CA_CERTS pointed at mkcert's root for the run; the failing assertion after it is different")
    T.later("l-mkcert-playwright", root, "2025-11-27T20:10:00Z", "feat/api-split",
            ("user", "The API moved to its own dev server on https://api.localhost:9443 (mkcert cert too). Run "
                     "the playwright suite."),
            bash("pnpm exec playwright test",
                 "Error: fetch failed\n\n   at global-setup.ts:6\n\n  [cause]: Error: unable to verify the first "
                 "certificate\n      at TLSSocket.onConnectSecure (node:_tls_wrap:1677:34) {\n    code: "
                 "'UNABLE_TO_VERIFY_LEAF_SIGNATURE'\n  }", True),
            ("say", "global-setup seeds the API over https from Node, which doesn't trust mkcert's CA."),
            bash("env NODE_EXTRA_CA_CERTS=(mkcert -CAROOT)/rootCA.pem pnpm exec playwright test",
                 "Running 18 tests using 4 workers\n  18 passed (41.7s)"))
    T.pair("t23-mkcert-node-ca", "l-mkcert-playwright", "recurred",
           "UNABLE_TO_VERIFY_LEAF_SIGNATURE again against the new mkcert-served API, fixed afterwards")
    T.later("l-mkcert-reject", root, "2025-12-03T09:00:00Z", "chore/seed",
            ("user", "Seed the dev database through the API, quick and dirty is fine."),
            bash("NODE_TLS_REJECT_UNAUTHORIZED=0 node scripts/seed.mjs",
                 "(node:48211) Warning: Setting the NODE_TLS_REJECT_UNAUTHORIZED environment variable to '0' makes "
                 "TLS connections and HTTPS requests insecure by disabling certificate verification.\nseeded 12 "
                 "rooms, 40 bookings"))
    T.pair("t23-mkcert-node-ca", "l-mkcert-reject", "neither",
           "the lesson's trap (NODE_TLS_REJECT_UNAUTHORIZED=0) was used instead of its fix; nothing failed")
    later_n2(root, ca)


def later_n2(root: str, ca: str) -> None:
    T.later("l-mkcert-expired", root, "2025-12-08T08:20:00Z", "main",
            ("user", "Safari says the dev cert is invalid since this morning. Check it."),
            bash("curl -sS https://booking.localhost:8443/health",
                 "curl: (60) SSL certificate problem: certificate has expired\nMore details here: "
                 "https://curl.se/docs/sslcerts.html", True),
            bash("mkcert -cert-file certs/booking.pem -key-file certs/booking-key.pem booking.localhost "
                 "api.localhost && curl -sS https://booking.localhost:8443/health",
                 "Created a new certificate valid for the following names 📜\n - \"booking.localhost\"\n - "
                 "\"api.localhost\"\n\nThe certificate is at \"certs/booking.pem\" and the key at "
                 "\"certs/booking-key.pem\" ✅\n\nIt will expire on 8 March 2028 🗓\n{\"ok\":true}"))
    T.pair("t23-mkcert-node-ca", "l-mkcert-expired", "neither",
           "an expired leaf certificate seen by curl: a different cause, fixed by reissuing, no Node CA setting")
    T.later("l-mkcert-fish-config", root, "2025-12-14T19:40:00Z", "chore/dev-env",
            ("user", "Make Node trust the local CA in every new fish shell, then rerun the smoke script."),
            ("edit", "/home/rui/.config/fish/config.fish", "fish_add_path ~/.local/bin\n",
             "fish_add_path ~/.local/bin\nset -gx NODE_EXTRA_CA_CERTS (mkcert -CAROOT)/rootCA.pem\n"),
            bash("source ~/.config/fish/config.fish; echo $NODE_EXTRA_CA_CERTS; node scripts/smoke.mjs",
                 f"{ca}\nGET https://booking.localhost:8443/health 200 {{\"ok\":true}}\nGET /api/rooms 200 (12 rooms)"))
    T.pair("t23-mkcert-node-ca", "l-mkcert-fish-config", "applied",
           "NODE_EXTRA_CA_CERTS exported from config.fish (the startup file) before the run, which passed")
    T.later("l-mkcert-early", root, "2025-10-29T17:00:00Z", "main",
            ("user", "Try the smoke script against the https dev server."),
            bash("node scripts/smoke.mjs", leaf_failed(f"{root}/scripts/smoke.mjs", 4), True))
    T.pair("t23-mkcert-node-ca", "l-mkcert-early", "neither", "dated before the lesson's source session")
