"""The eighteenth tracking corpus, lessons E and F: fastlane match creating certificates on CI (readonly), Cypress
run with its baseUrl server not started. The labelling rules are in tracking18_cases.py."""
from __future__ import annotations

from tests.truth.tracking18_cases import edit, fail, later, lesson, ok, pair, read, say, source, user, write

# --- E: fastlane match without readonly on CI -----------------------------------------------------------------------

MATCH_CREATE = ("[10:21:33]: Verifying that the certificate and profile are still valid on the Dev Portal...\n"
                "[10:21:35]: Certificate 'Apple Distribution: Acme Ltd (7QX2M4K9LP)' is not installed on this "
                "machine\n[10:21:35]: Creating a new certificate...\n")


def match_err(kind: str = "Distribution") -> str:
    return (MATCH_CREATE + f"[!] Could not create another {kind} certificate, reached the maximum number of "
            f"available {kind} certificates.")


MATCH_OK = ("[10:30:02]: All required keys, certificates and provisioning profiles are installed 🙌\n"
            "[10:30:02]: Setting Provisioning Profile type to 'app-store'")
BETA_OK = (MATCH_OK + "\n[10:34:51]: Successfully uploaded the new binary to App Store Connect\n"
           "[10:34:51]: fastlane.tools finished successfully 🎉")


def lesson_e() -> None:
    source("s-fastlane", "/Users/dev/acme-ios", "2026-02-07T10:00:00Z", "main",
           user("The beta lane fails on the new mac CI runner. Reproduce it locally with CI=true."),
           fail("CI=true bundle exec fastlane beta", "Exit code 1\n" + match_err()),
           read("/Users/dev/acme-ios/fastlane/Fastfile",
                "lane :beta do\n  setup_ci\n  match(type: \"appstore\")\n  build_app(scheme: \"Acme\")\n"
                "  upload_to_testflight\nend\n"),
           say("On a runner without the certificate in its keychain, match tries to create a new one and the team is "
               "at Apple's limit. CI must only read the certificates repo: readonly."),
           edit("/Users/dev/acme-ios/fastlane/Fastfile", "  match(type: \"appstore\")\n",
                "  match(type: \"appstore\", readonly: true)\n"),
           ok("CI=true bundle exec fastlane beta", BETA_OK))
    lesson("t18-match-readonly", "global", "en", "s-fastlane", "build_config",
           "fastlane match on a fresh CI runner tries to create certificates unless it runs readonly",
           "The lane stops at match with `Could not create another Distribution certificate, reached the maximum "
           "number of available Distribution certificates.`",
           "Calling `match(type: \"appstore\")` in a lane that CI runs on a machine whose keychain lacks the "
           "certificate.",
           "Without readonly, match treats a certificate missing from the local keychain as missing and asks the "
           "Developer Portal for a new one; the team is at Apple's per-type limit.",
           "Run match readonly on CI: `match(type: \"appstore\", readonly: true)` in the Fastfile, or `fastlane "
           "match appstore --readonly`, `readonly(true)` in the Matchfile or `MATCH_READONLY=true` in the "
           "environment.",
           ["`CI=true bundle exec fastlane beta` failed: `Could not create another Distribution certificate, reached "
            "the maximum number of available Distribution certificates.`",
            "after changing the Fastfile to `match(type: \"appstore\", readonly: true)` the lane printed `All "
            "required keys, certificates and provisioning profiles are installed`"])


def later_e() -> None:
    later("l-match-env", "/Users/dev/acme-ios", "2026-03-03T09:00:00Z", "ci/github-actions",
          user("Move the beta lane from Bitrise to GitHub Actions."),
          write("/Users/dev/acme-ios/.github/workflows/beta.yml",
                "name: beta\non: workflow_dispatch\njobs:\n  beta:\n    runs-on: macos-14\n    env:\n"
                "      MATCH_READONLY: \"true\"\n      MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n    steps:\n"
                "      - uses: actions/checkout@v4\n      - run: bundle install\n      - run: bundle exec fastlane beta\n"),
          ok("MATCH_READONLY=true CI=true bundle exec fastlane beta", BETA_OK))
    later("l-match-cli", "/Users/dev/acme-ios", "2026-03-05T11:00:00Z", "main",
          user("New laptop. Get the signing certs and profiles installed so I can archive."),
          ok("bundle exec fastlane match appstore --readonly", MATCH_OK),
          ok("bundle exec fastlane match development --readonly",
             "[11:03:10]: All required keys, certificates and provisioning profiles are installed 🙌"))
    later("l-match-matchfile", "/Users/dev/acme-watch", "2026-03-07T14:00:00Z", "main",
          user("The watch app's CI should fetch signing assets the same safe way as the phone app."),
          edit("/Users/dev/acme-watch/fastlane/Matchfile", "type(\"appstore\")\n", "type(\"appstore\")\nreadonly(true)\n"),
          ok("CI=true bundle exec fastlane match", MATCH_OK))
    later("l-match-release", "/Users/dev/acme-ios", "2026-03-09T10:00:00Z", "release/3.4",
          user("Run the release lane on the CI box (ssh ci-mac-2) for 3.4."),
          fail("ssh ci-mac-2 'cd acme-ios && bundle exec fastlane release'", "Exit code 1\n" + match_err()),
          ok("grep -n sync_code_signing fastlane/Fastfile", "41:  sync_code_signing(type: \"appstore\")"),
          edit("/Users/dev/acme-ios/fastlane/Fastfile", "  sync_code_signing(type: \"appstore\")\n",
               "  sync_code_signing(type: \"appstore\", readonly: true)\n"),
          ok("ssh ci-mac-2 'cd acme-ios && git pull -q && bundle exec fastlane release'",
             MATCH_OK + "\n[10:22:40]: fastlane.tools finished successfully 🎉"))
    later("l-match-dev", "/Users/dev/acme-ios", "2026-03-11T09:30:00Z", "feat/push",
          user("Build the debug app with the new push entitlement on the CI runner."),
          fail("CI=true bundle exec fastlane debug_build",
               "Exit code 1\n[09:31:02]: Creating a new certificate...\n" + match_err("Development")[len(MATCH_CREATE):]),
          say("Same limit, this time for Development certificates: the debug lane's match call is not readonly."))
    later("l-match-bitrise", "/Users/dev/acme-ios", "2026-03-13T08:00:00Z", "main",
          user("Bitrise nightly is red, log excerpt:\n\n```\n[05:02:11]: Creating a new certificate...\n[!] Could not "
               "create another Distribution certificate, reached the maximum number of available Distribution "
               "certificates.\n```\nThe nightly uses the old lane file in ci/Fastfile.nightly."),
          edit("/Users/dev/acme-ios/ci/Fastfile.nightly", "  match(type: \"adhoc\")\n",
               "  match(type: \"adhoc\", readonly: true)\n"),
          say("The nightly's match call is readonly now."))
    later("l-match-password", "/Users/dev/acme-ios", "2026-03-16T12:00:00Z", "ci/github-actions",
          user("The GitHub beta job dies at match, fix it."),
          fail("gh run view 7712 --log-failed | tail -3",
               "beta\tRun bundle exec fastlane beta\t[12:01:09]: Cloning remote git repo...\n"
               "beta\tRun bundle exec fastlane beta\t[!] Could not decrypt the repo, please make sure you enter the "
               "right password!\nbeta\tRun bundle exec fastlane beta\t##[error]Process completed with exit code 1."),
          ok("gh secret set MATCH_PASSWORD < ~/secure/match-pass.txt", "✓ Set Actions secret MATCH_PASSWORD for "
             "acme/acme-ios"),
          ok("gh run rerun 7712 && gh run watch 7712 --exit-status", "✓ beta · 7712\nJOBS\n✓ beta in 9m12s"))
    later("l-match-screens", "/Users/dev/acme-ios", "2026-03-18T10:00:00Z", "feat/screenshots",
          user("Add a screenshots lane. Keep signing as it is; match stays readonly on CI like we agreed."),
          edit("/Users/dev/acme-ios/fastlane/Fastfile", "lane :beta do\n",
               "lane :screenshots do\n  capture_screenshots(scheme: \"AcmeUITests\")\nend\n\nlane :beta do\n"),
          ok("bundle exec fastlane screenshots",
             "[10:09:50]: Successfully generated 24 screenshots\n[10:09:50]: fastlane.tools finished successfully 🎉"))

    pair("t18-match-readonly", "l-match-env", "applied",
         "env var spelling: MATCH_READONLY=true in the workflow and on the run; lane passes")
    pair("t18-match-readonly", "l-match-cli", "applied", "CLI spelling: match appstore --readonly; no error")
    pair("t18-match-readonly", "l-match-matchfile", "applied", "Matchfile spelling: readonly(true) before match runs")
    pair("t18-match-readonly", "l-match-release", "recurred",
         "same error from sync_code_signing (match's alias) on the CI host; readonly added after it")
    pair("t18-match-readonly", "l-match-dev", "recurred",
         "same failure with another certificate type: Could not create another Development certificate")
    pair("t18-match-readonly", "l-match-bitrise", "recurred", "the person pastes the Bitrise log holding the error")
    pair("t18-match-readonly", "l-match-password", "neither",
         "look-alike: match fails to decrypt the repo (missing MATCH_PASSWORD); readonly never touched")
    pair("t18-match-readonly", "l-match-screens", "neither",
         "about screenshots; readonly only mentioned in the prompt")


# --- F: cypress run without its baseUrl server ------------------------------------------------------------------

def cy_err(url: str) -> str:
    return (f"Cypress could not verify that this server is running:\n\n  > {url}\n\nWe are verifying this server "
            "because it has been configured as your baseUrl.\n\nCypress automatically waits until your server is "
            "accessible before running tests.\n\nWe will try connecting to it 3 more times...\nWe will try connecting "
            "to it 2 more times...\nWe will try connecting to it 1 more time...\n\nCypress failed to verify that your "
            "server is running.\n\nPlease start this server and then run Cypress again.")


def cy_ok(n: int) -> str:
    return (f"  (Run Finished)\n\n       Spec                                              Tests  Passing  Failing\n"
            f"  ┌──────────────────────────────────────────────────────────────────────┐\n"
            f"  │ ✔  All specs passed!                        00:41       {n}        {n}        -  │\n"
            f"  └──────────────────────────────────────────────────────────────────────┘")


def lesson_f() -> None:
    source("s-cypress", "/home/dev/shop-web", "2026-02-09T13:00:00Z", "main",
           user("Run the e2e tests headless."),
           fail("npx cypress run", "Exit code 1\n" + cy_err("http://localhost:5173")),
           say("`cypress run` does not start the app; the baseUrl server has to be up first. start-server-and-test "
               "starts it, waits for the URL and then runs Cypress."),
           ok("npm i -D start-server-and-test", "added 23 packages, and audited 941 packages in 3s"),
           edit("/home/dev/shop-web/package.json", "    \"cy:run\": \"cypress run\",\n",
                "    \"cy:run\": \"cypress run\",\n    \"e2e\": \"start-server-and-test dev http://localhost:5173 "
                "cy:run\",\n"),
           ok("npm run e2e", "> shop-web@1.4.0 e2e\n> start-server-and-test dev http://localhost:5173 cy:run\n\n"
              "  VITE v5.2.8  ready in 412 ms\n\n" + cy_ok(12)))
    lesson("t18-cypress-server", "global", "en", "s-cypress", "test_strategy",
           "cypress run does not start the app: start the baseUrl server and wait for it first",
           "`npx cypress run` retries and stops with `Cypress could not verify that this server is running` for the "
           "configured baseUrl.",
           "Running `cypress run` (locally or in CI) on its own, expecting it to bring up the dev server like the "
           "Vite test runner does.",
           "Cypress only checks that the baseUrl answers; nothing in `cypress run` starts the application.",
           "Start the app and wait for the URL before Cypress: `start-server-and-test dev http://localhost:5173 "
           "cy:run` (or a background server plus `npx wait-on <url> && npx cypress run`, or the cypress-io "
           "GitHub action's `start:` and `wait-on:` inputs).",
           ["`npx cypress run` failed: `Cypress could not verify that this server is running:` for "
            "`http://localhost:5173`",
            "the new `e2e` script `start-server-and-test dev http://localhost:5173 cy:run` passed: `All specs "
            "passed!`"])


def later_f() -> None:
    later("l-cy-admin", "/home/dev/admin-ui", "2026-03-02T15:00:00Z", "feat/login",
          user("Run only the login spec for admin-ui headless."),
          ok("npx start-server-and-test 'npm start' http://localhost:4200 'npx cypress run --spec "
             "cypress/e2e/login.cy.ts'", "** Angular Live Development Server is listening on localhost:4200 **\n" +
             cy_ok(3)))
    later("l-cy-waiton", "/home/dev/shop-web", "2026-03-04T10:30:00Z", "perf/preview",
          user("Run the e2e suite against the production preview build on 4173."),
          ok("npm run build && (npm run preview -- --port 4173 &) && npx wait-on http://localhost:4173 && "
             "npx cypress run --config baseUrl=http://localhost:4173",
             "vite v5.2.8 building for production...\n✓ built in 6.12s\n  ➜  Local:   http://localhost:4173/\n" +
             cy_ok(12)))
    later("l-cy-action", "/home/dev/shop-web", "2026-03-06T09:00:00Z", "ci/e2e",
          user("Add an e2e job to CI for shop-web."),
          write("/home/dev/shop-web/.github/workflows/e2e.yml",
                "name: e2e\non: [pull_request]\njobs:\n  cypress:\n    runs-on: ubuntu-22.04\n    steps:\n"
                "      - uses: actions/checkout@v4\n      - uses: cypress-io/github-action@v6\n        with:\n"
                "          start: npm run dev\n          wait-on: 'http://localhost:5173'\n"),
          say("The job starts the dev server, waits for http://localhost:5173 and then runs Cypress."))
    later("l-cy-3000", "/home/dev/docs-site", "2026-03-08T11:00:00Z", "main",
          user("Check the docs site e2e still pass after the nav change."),
          fail("npx cypress run", "Exit code 1\n" + cy_err("http://localhost:3000")),
          ok("npx start-server-and-test 'npm run dev' http://localhost:3000 'npx cypress run'", cy_ok(7)))
    later("l-cy-ghlog", "/home/dev/shop-web", "2026-03-10T08:20:00Z", "main",
          user("Why did run 9914 of the e2e workflow fail? The workflow was copied from another repo."),
          ok("gh run view 9914 --log-failed | tail -4",
             "cypress\tRun npx cypress run\tCypress failed to verify that your server is running.\n"
             "cypress\tRun npx cypress run\t\ncypress\tRun npx cypress run\tPlease start this server and then run "
             "Cypress again.\ncypress\tRun npx cypress run\t##[error]Process completed with exit code 1."),
          say("The copied workflow calls `npx cypress run` directly and never starts the app."))
    later("l-cy-install", "/home/dev/blog-web", "2026-03-12T14:00:00Z", "chore/e2e-tooling",
          user("Add the e2e tooling to blog-web's dev dependencies; we'll write the specs next week."),
          ok("npm i -D cypress start-server-and-test", "added 187 packages, and audited 1203 packages in 21s"),
          say("cypress and start-server-and-test are installed; no script or spec yet."))
    later("l-cy-libgbm", "/home/dev/shop-web", "2026-03-14T09:00:00Z", "ci/docker",
          user("Component tests in the new slim docker image don't start."),
          fail("npx cypress run --component",
               "Exit code 1\nCypress failed to start.\n\nThis may be due to a missing library or dependency. "
               "https://on.cypress.io/required-dependencies\n\nPlease refer to the error below for more details.\n\n"
               "/root/.cache/Cypress/13.7.2/Cypress/Cypress: error while loading shared libraries: libgbm.so.1: "
               "cannot open shared object file: No such file or directory"),
          ok("apt-get install -y -qq libgbm1 libnss3 libasound2 xvfb >/dev/null && npx cypress run --component",
             cy_ok(31)))
    later("l-cy-port", "/home/dev/shop-web", "2026-03-16T13:00:00Z", "main",
          user("Run the e2e tests, the dev server isn't running yet."),
          ok("(npm run dev &) ; sleep 3",
             "Port 5173 is in use, trying another one...\n\n  VITE v5.2.8  ready in 388 ms\n\n"
             "  ➜  Local:   http://localhost:5174/"),
          fail("npx cypress run", "Exit code 1\n" + cy_err("http://localhost:5173")),
          say("Vite moved to 5174 because something else holds 5173; the baseUrl still points at 5173."))
    later("l-cy-early", "/home/dev/shop-web", "2026-01-26T10:00:00Z", "main",
          user("Run the e2e tests."),
          fail("npx cypress run", "Exit code 1\n" + cy_err("http://localhost:5173")),
          ok("(npm run dev &) && npx wait-on http://localhost:5173 && npx cypress run", cy_ok(11)))

    pair("t18-cypress-server", "l-cy-admin", "applied", "start-server-and-test with another command, port and spec")
    pair("t18-cypress-server", "l-cy-waiton", "applied",
         "other spelling: background preview server plus wait-on before cypress run")
    pair("t18-cypress-server", "l-cy-action", "applied",
         "config spelling: the cypress GitHub action's start and wait-on inputs written into the workflow")
    pair("t18-cypress-server", "l-cy-3000", "recurred", "same error for localhost:3000; fix only after it")
    pair("t18-cypress-server", "l-cy-ghlog", "recurred", "the failed CI log read with gh holds the error")
    pair("t18-cypress-server", "l-cy-install", "neither",
         "preparatory half only: start-server-and-test installed, never used to run Cypress")
    pair("t18-cypress-server", "l-cy-libgbm", "neither", "look-alike: Cypress failed to start (missing libgbm)")
    pair("t18-cypress-server", "l-cy-port", "recurred",
         "server started first (the fix's first half) but on another port; the error still appears")
    pair("t18-cypress-server", "l-cy-early", "neither", "starts before the lesson's source session")
