"""Cases of the thirty-sixth tracking corpus (tables and rules in tracking36_cases.py): the Firebase CLI with
no active project (fish), Angular's ng serve with port 4200 taken (PowerShell) and Vitest failing a package
with no test files (zsh)."""
from __future__ import annotations

from tests.truth.tracking36_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- Firebase CLI with no active project (fish) ----------------------------------------------------------------

NOPROJ = ("Error: No currently active project.\n"
          "To run this command, you need to specify a project. You have two options:\n"
          "- Run this command with --project <alias_or_project_id>.\n"
          "- Set an active project by running firebase use --add, then rerun this command.\n"
          "To list all the Firebase projects to which you have access, run firebase projects:list.\n"
          "To learn about active projects for the CLI, visit https://firebase.google.com/docs/cli#project_aliases")


def deployed(project: str, what: str = "hosting") -> str:
    return (f"=== Deploying to '{project}'...\n\ni  deploying {what}\n"
            f"✔  {what}: release complete\n\n✔  Deploy complete!\n\n"
            f"Project Console: https://console.firebase.google.com/project/{project}/overview\n"
            + (f"Hosting URL: https://{project}.web.app" if what == "hosting" else ""))


def fill_firebase() -> None:
    T.source(
        "s-firebase-noproject", "/Users/jun/src/shopfront", "2026-03-03T11:20:00Z", "main",
        user("Build the storefront and deploy hosting to shopfront-staging. I use fish, this is a fresh clone."),
        ok("fish -c 'npm run build'", "> shopfront@2.4.0 build\n> ng build\n\nApplication bundle generation "
                                      "complete. [9.812 seconds]\nOutput location: /Users/jun/src/shopfront/dist/shopfront"),
        err("fish -c 'firebase deploy --only hosting'", NOPROJ, 1),
        ok("fish -c 'firebase projects:list | grep shopfront; cat .gitignore | grep firebaserc'",
           "│ shopfront-prod    │ shopfront-prod    │ 301754229103 │ [Not specified] │\n"
           "│ shopfront-staging │ shopfront-staging │ 301754229104 │ [Not specified] │\n.firebaserc"),
        say("This repo ignores .firebaserc, so a fresh clone has no active project. Passing the project "
            "explicitly."),
        ok("fish -c 'firebase deploy --only hosting --project shopfront-staging'", deployed("shopfront-staging")),
    )
    T.lesson(
        "t36-firebase-no-active-project", "project", "en", "s-firebase-noproject", "workflow",
        "firebase deploy in a fresh clone has no active project",
        "`firebase deploy --only hosting` stops with `Error: No currently active project.` before deploying "
        "anything.",
        "This repository ignores .firebaserc, so every fresh clone (or CI checkout) has no project alias and the "
        "CLI does not guess one.",
        "The Firebase CLI takes the project from --project or from the active alias in .firebaserc; without "
        "either it refuses deploys and most project commands.",
        "Name the project on each command (firebase deploy --project shopfront-staging, or -P shopfront-prod), "
        "or select one once with firebase use shopfront-staging (firebase use --add writes .firebaserc), or "
        "write a local .firebaserc with projects.default.",
        ["`Error: No currently active project.`",
         "`firebase deploy --only hosting --project shopfront-staging`"],
    )

    T.later(
        "l-firebase-short-p-functions", "/Users/jun/src/shopfront", "2026-03-17T16:00:00Z", "feat/order-webhook",
        user("Deploy the new orderWebhook function to prod, just that function."),
        ok("fish -c 'cd functions; and npm run lint; and npm run build'",
           "> lint\n> eslint --ext .js,.ts .\n\n> build\n> tsc"),
        ok("fish -c 'firebase deploy --only functions:orderWebhook -P shopfront-prod'",
           deployed("shopfront-prod", "functions")),
        ok("fish -c 'firebase functions:log --only orderWebhook -P shopfront-prod | head -3'",
           "2026-03-17T16:02:11.204Z I orderWebhook: Function deployed\n"
           "2026-03-17T16:02:40.511Z I orderWebhook: received order 88213"),
    )
    T.pair("t36-firebase-no-active-project", "l-firebase-short-p-functions", "applied",
           "deploys with -P shopfront-prod, the short form of --project, and no no-project error before it")

    T.later(
        "l-firebase-use-alias", "/Users/jun/src/shopfront-review", "2026-03-25T09:45:00Z", "review/pr-311",
        user("In this second checkout, select staging once and then deploy the hosting preview there."),
        ok("fish -c 'firebase use shopfront-staging'", "Now using project shopfront-staging"),
        ok("fish -c 'npm run build; and firebase deploy --only hosting'", deployed("shopfront-staging")),
    )
    T.pair("t36-firebase-no-active-project", "l-firebase-use-alias", "applied",
           "selects the project with firebase use before deploying, one of the fixes the lesson names")

    T.later(
        "l-firebase-firebaserc-rules", "/Users/jun/src/shopfront", "2026-04-03T13:30:00Z", "fix/rules",
        user("Push the tightened firestore rules to staging. Make this checkout default to staging while you're "
             "at it (locally, the file is ignored)."),
        write(".firebaserc", '{\n  "projects": {\n    "default": "shopfront-staging",\n'
                             '    "prod": "shopfront-prod"\n  }\n}\n'),
        ok("fish -c 'firebase deploy --only firestore:rules'",
           "=== Deploying to 'shopfront-staging'...\n\ni  deploying firestore\n"
           "✔  cloud.firestore: rules file firestore.rules compiled successfully\n"
           "✔  firestore: released rules firestore.rules to cloud.firestore\n\n✔  Deploy complete!"),
        ok("git status --short", " M firestore.rules"),
    )
    T.pair("t36-firebase-no-active-project", "l-firebase-firebaserc-rules", "applied",
           "writes a .firebaserc with a default project and the deploy then picks it up")

    T.later(
        "l-firebase-recur-admin-target", "/Users/jun/src/shopfront-admin", "2026-04-10T10:10:00Z", "main",
        user("Deploy the admin hosting target to staging; this is the admin repo I just cloned."),
        ok("fish -c 'npm ci --silent; and npm run build'", "> admin@1.8.2 build\n> ng build\n\n"
                                                          "Application bundle generation complete. [7.020 seconds]"),
        err("fish -c 'firebase deploy --only hosting:admin'", NOPROJ),
        ok("fish -c 'firebase deploy --only hosting:admin --project shopfront-staging'",
           deployed("shopfront-staging")),
    )
    T.pair("t36-firebase-no-active-project", "l-firebase-recur-admin-target", "recurred",
           "the fresh admin clone hits 'No currently active project' again, then fixed with --project")

    T.later(
        "l-firebase-recur-channel", "/Users/jun/src/shopfront", "2026-04-19T15:25:00Z", "feat/search-page",
        user("Give me a preview channel for this branch so design can look at it."),
        ok("fish -c 'rm -rf dist; and npm run build'", "Application bundle generation complete. [9.402 seconds]"),
        err("fish -c 'firebase hosting:channel:deploy search-page --expires 7d'", NOPROJ),
        say("This checkout has no active project (the .firebaserc from before was deleted with the clean). "
            "Which project should the preview live in?"),
    )
    T.pair("t36-firebase-no-active-project", "l-firebase-recur-channel", "recurred",
           "hosting:channel:deploy stops with the same no-active-project error; left for the person")

    T.later(
        "l-firebase-auth-expired", "/Users/jun/src/shopfront", "2026-04-30T08:05:00Z", "main",
        user("Show me which hosting releases exist on staging."),
        err("fish -c 'firebase hosting:channel:list --project shopfront-staging'",
            "Error: Failed to authenticate, have you run firebase login?"),
        say("Your Firebase login has expired. Run `firebase login --reauth` in your terminal (it opens a browser), "
            "then I'll list the channels."),
    )
    T.pair("t36-firebase-no-active-project", "l-firebase-auth-expired", "applied",
           "names the project with --project (no no-project error); the auth failure after it is another error")

    T.later(
        "l-firebase-ci-workflow-edit", "/Users/jun/src/shopfront", "2026-05-08T10:00:00Z", "ci/deploy-job",
        user("The deploy job in CI died with `Error: No currently active project.` (log below). Fix the workflow "
             "file; don't deploy anything from here.\n\nRun firebase deploy --only hosting\n"
             "Error: No currently active project.\nError: Process completed with exit code 1."),
        read(".github/workflows/deploy.yml",
             "      - run: npm run build\n      - run: firebase deploy --only hosting\n"
             "        env:\n          GOOGLE_APPLICATION_CREDENTIALS: ${{ steps.auth.outputs.credentials_file_path }}\n"),
        edit(".github/workflows/deploy.yml", "      - run: firebase deploy --only hosting\n",
             "      - run: firebase deploy --only hosting --project shopfront-staging\n"),
        ok("git add .github/workflows/deploy.yml && git commit -qm 'ci: name the firebase project' && "
           "git log --oneline -1", "e71b0c4 ci: name the firebase project"),
    )
    T.pair("t36-firebase-no-active-project", "l-firebase-ci-workflow-edit", "neither",
           "the error is only quoted from a CI log and --project only written into a workflow file not run here")

    T.later(
        "l-firebase-early", "/Users/jun/src/shopfront", "2026-02-26T17:30:00Z", "main",
        user("Deploy hosting to prod."),
        err("fish -c 'firebase deploy --only hosting'", NOPROJ),
        ok("fish -c 'firebase deploy --only hosting --project shopfront-prod'", deployed("shopfront-prod")),
    )
    T.pair("t36-firebase-no-active-project", "l-firebase-early", "neither",
           "dated before the lesson's source session, so neither whatever it holds")


# --- Angular's ng serve with port 4200 taken (PowerShell) ------------------------------------------------------

INUSE = "Error: Port 4200 is already in use. Use '--port' to specify a different port."


def served(port: int) -> str:
    return ("Initial chunk files | Names         |  Raw size\n"
            "main.js             | main          | 412.37 kB | \n"
            "polyfills.js        | polyfills     |  90.20 kB | \n"
            "styles.css          | styles        |  12.06 kB | \n\n"
            "                    | Initial total | 514.63 kB\n\n"
            "Application bundle generation complete. [3.412 seconds]\n\n"
            "Watch mode enabled. Watching for file changes...\n"
            f"  ➜  Local:   http://localhost:{port}/")


def ps(cmd: str) -> str:
    return f'powershell -NoProfile -Command "{cmd}"'


def fill_angular() -> None:
    T.source(
        "s-ng-port4200", "C:\\Users\\hana\\src\\admin-portal", "2026-03-06T00:40:00Z", "main",
        user("Start the admin portal dev server so I can check the new grid. The customer portal is already "
             "running in another terminal, leave it alone."),
        err(ps("npx ng serve"), INUSE),
        ok(ps("Get-Process -Id (Get-NetTCPConnection -LocalPort 4200 -State Listen).OwningProcess | "
              "Select-Object Id,ProcessName,Path"),
           "   Id ProcessName Path\n   -- ----------- ----\n 9912 node        C:\\Program Files\\nodejs\\node.exe"),
        say("Port 4200 is held by the customer portal's dev server (node, pid 9912). Serving this app on 4300."),
        ok(ps("npx ng serve --port 4300"), served(4300)),
    )
    T.lesson(
        "t36-ng-serve-port-4200-taken", "global", "en", "s-ng-port4200", "workflow",
        "ng serve refuses to start while another Angular dev server holds port 4200",
        "`npx ng serve` exits at once with `Error: Port 4200 is already in use. Use '--port' to specify a "
        "different port.`",
        "Every Angular workspace defaults to port 4200, so a second app started while another dev server runs "
        "collides; from a non-interactive shell the CLI does not offer another port, it just fails.",
        "ng serve binds 4200 unless told otherwise and only prompts for a free port on a TTY.",
        "Give the second app its own port: ng serve --port 4300, npm start -- --port 4300 when start runs ng "
        "serve, or set \"port\": 4300 in the serve target's options in angular.json.",
        ["`Error: Port 4200 is already in use. Use '--port' to specify a different port.`",
         "`npx ng serve --port 4300`"],
    )

    T.later(
        "l-ng-npm-start-port", "C:\\Users\\hana\\src\\admin-portal", "2026-03-16T01:00:00Z", "feat/audit-log",
        user("Customer portal is up on 4200 again. Run the admin portal too and check the audit log page loads."),
        ok(ps("npm start -- --port 4300"), "> admin-portal@0.9.0 start\n> ng serve --port 4300\n\n" + served(4300)),
        ok(ps("(Invoke-WebRequest http://localhost:4300/audit -UseBasicParsing).StatusCode"), "200"),
        edit("src\\app\\audit\\audit-log.component.html", "<table>", "<table class=\"dense\">"),
    )
    T.pair("t36-ng-serve-port-4200-taken", "l-ng-npm-start-port", "applied",
           "npm start -- --port 4300 passes the port through the start script, as the lesson names")

    T.later(
        "l-ng-angular-json-port", "C:\\Users\\hana\\src\\admin-portal", "2026-03-27T02:30:00Z", "chore/dev-port",
        user("I keep forgetting the flag. Make the admin portal always serve on 4300 and start it."),
        read("angular.json", '      "serve": {\n        "builder": "@angular-devkit/build-angular:dev-server",\n'
                             '        "options": {\n          "proxyConfig": "proxy.conf.json"\n        },'),
        edit("angular.json", '"proxyConfig": "proxy.conf.json"\n',
             '"proxyConfig": "proxy.conf.json",\n          "port": 4300\n'),
        ok(ps("npx ng serve"), served(4300)),
    )
    T.pair("t36-ng-serve-port-4200-taken", "l-ng-angular-json-port", "applied",
           "sets port 4300 in angular.json's serve options, the config-file spelling, and ng serve starts")

    T.later(
        "l-ng-recur-shop-admin", "C:\\Users\\hana\\src\\shop-admin", "2026-04-07T03:10:00Z", "feat/coupons",
        user("Serve shop-admin, I want to try the coupon form."),
        err(ps("npx ng serve"), INUSE),
        ok(ps("Stop-Process -Id (Get-NetTCPConnection -LocalPort 4200 -State Listen).OwningProcess -Force"), ""),
        ok(ps("npx ng serve"), served(4200)),
    )
    T.pair("t36-ng-serve-port-4200-taken", "l-ng-recur-shop-admin", "recurred",
           "ng serve in another workspace fails with port 4200 in use again; fixed by killing the other server")

    T.later(
        "l-ng-recur-i18n", "C:\\Users\\hana\\src\\admin-portal", "2026-04-16T06:45:00Z", "feat/i18n-de",
        user("Serve the German build so I can check the translations."),
        ok(ps("npx ng extract-i18n --output-path src/locale"), ""),
        err(ps("npx ng serve --configuration=de"), INUSE),
        say("4200 is taken again, probably the customer portal. Want me to use another port or stop it?"),
    )
    T.pair("t36-ng-serve-port-4200-taken", "l-ng-recur-i18n", "recurred",
           "ng serve --configuration=de hits the port-4200-in-use error again, left for the person")

    T.later(
        "l-ng-build-test-only", "C:\\Users\\hana\\src\\admin-portal", "2026-04-24T05:00:00Z", "release/1.0",
        user("Release build and the unit tests, no dev server."),
        ok(ps("npx ng build --configuration production"),
           "Application bundle generation complete. [21.774 seconds]\n\nOutput location: "
           "C:\\Users\\hana\\src\\admin-portal\\dist\\admin-portal"),
        ok(ps("npx ng test --watch=false --browsers=ChromeHeadless"),
           "Chrome Headless 124.0.6367.60 (Windows 10): Executed 212 of 212 SUCCESS (4.103 secs / 3.882 secs)"),
    )
    T.pair("t36-ng-serve-port-4200-taken", "l-ng-build-test-only", "neither",
           "ng is used only to build and test; no dev server, no port error, no --port")

    T.later(
        "l-ng-winnat-eacces", "C:\\Users\\hana\\src\\admin-portal", "2026-05-04T00:20:00Z", "main",
        user("ng serve won't start after the Windows update, nothing else is running. Please look."),
        err(ps("npx ng serve"), "An unhandled exception occurred: listen EACCES: permission denied 127.0.0.1:4200"),
        ok("cmd /c \"netsh interface ipv4 show excludedportrange protocol=tcp\"",
           "Protocol tcp Port Exclusion Ranges\n\nStart Port    End Port\n----------    --------\n"
           "      4171        4270\n     50000       50059     *"),
        say("Hyper-V/WinNAT reserved 4171-4270 after the update, so 4200 is excluded, not in use. Restarting "
            "winnat releases the reservation."),
        ok("cmd /c \"net stop winnat && net start winnat\"",
           "The Windows NAT Driver service was stopped successfully.\n\n"
           "The Windows NAT Driver service was started successfully."),
        ok(ps("npx ng serve"), served(4200)),
    )
    T.pair("t36-ng-serve-port-4200-taken", "l-ng-winnat-eacces", "neither",
           "listen EACCES on a port reserved by WinNAT is a different error from another cause; no --port used")


# --- Vitest failing a package with no test files (zsh) ---------------------------------------------------------

def notests(pkg: str, code: int = 1, filt: str = "") -> str:
    return (f" RUN  v1.6.0 /Users/dana/src/design-system/packages/{pkg}\n\n"
            + (f"filter:  {filt}\n" if filt else "")
            + "include: **/*.{test,spec}.?(c|m)[jt]s?(x)\n"
            "exclude:  **/node_modules/**, **/dist/**, **/cypress/**, **/.{idea,git,cache,output,temp}/**\n\n"
            f"No test files found, exiting with code {code}")


def fill_vitest() -> None:
    T.source(
        "s-vitest-notests", "/Users/dana/src/design-system", "2026-03-07T14:00:00Z", "feat/icons-package",
        user("pnpm -r test fails since I added packages/icons (it has no tests yet, just SVG exports). Make it "
             "pass."),
        err("zsh -lc 'pnpm -r test'",
            "Scope: 6 of 7 workspace projects\npackages/core test$ vitest run\n"
            "packages/core test:  Test Files  3 passed (3)\npackages/icons test$ vitest run\n"
            "packages/icons test: No test files found, exiting with code 1\npackages/icons test: Failed\n"
            "/Users/dana/src/design-system/packages/icons:\n"
            " ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @acme/icons@0.3.0 test: `vitest run`\nExit status 1"),
        read("packages/icons/package.json", '{\n  "name": "@acme/icons",\n  "scripts": {\n'
                                            '    "test": "vitest run"\n  }\n}\n'),
        say("Vitest exits 1 when it finds no test files. --passWithNoTests makes that case exit 0."),
        edit("packages/icons/package.json", '"test": "vitest run"', '"test": "vitest run --passWithNoTests"'),
        ok("zsh -lc 'pnpm -r test'",
            "Scope: 6 of 7 workspace projects\npackages/core test:  Test Files  3 passed (3)\n"
            "packages/icons test$ vitest run --passWithNoTests\n"
            "packages/icons test: No test files found, exiting with code 0\npackages/icons test: Done"),
    )
    T.lesson(
        "t36-vitest-no-test-files", "project", "en", "s-vitest-notests", "workflow",
        "vitest run fails a workspace package that has no tests yet",
        "pnpm -r test stops in the new package with `No test files found, exiting with code 1` and "
        "`ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL`.",
        "A package with no test files is not a passing package for Vitest; one empty package in the workspace "
        "fails the whole recursive run.",
        "vitest run exits with code 1 when its include globs match no files, unless told that no tests is fine.",
        "Add --passWithNoTests to the package's test script (vitest run --passWithNoTests), or set "
        "passWithNoTests: true in the test block of the package's vitest.config.ts.",
        ["`No test files found, exiting with code 1`",
         "`vitest run --passWithNoTests`"],
    )

    T.later(
        "l-vitest-new-tokens-pkg", "/Users/dana/src/design-system", "2026-03-20T10:00:00Z", "feat/tokens",
        user("Scaffold packages/tokens (name @acme/tokens) like icons, with a test script, and make sure the "
             "workspace tests still pass."),
        write("packages/tokens/package.json", '{\n  "name": "@acme/tokens",\n  "version": "0.1.0",\n'
                                              '  "scripts": {\n    "test": "vitest run --passWithNoTests"\n  }\n}\n'),
        write("packages/tokens/src/index.ts", "export const spacing = [0, 4, 8, 12, 16, 24, 32];\n"),
        ok("zsh -lc 'pnpm install --silent && pnpm --filter @acme/tokens test'",
           "> @acme/tokens@0.1.0 test\n> vitest run --passWithNoTests\n\n" + notests("tokens", 0)),
        ok("zsh -lc 'pnpm -r test | tail -2'", "packages/tokens test: Done\npackages/icons test: Done"),
    )
    T.pair("t36-vitest-no-test-files", "l-vitest-new-tokens-pkg", "applied",
           "the new package's test script uses vitest run --passWithNoTests and the run exits 0")

    T.later(
        "l-vitest-config-flag", "/Users/dana/src/design-system", "2026-04-01T15:30:00Z", "feat/hooks",
        user("packages/hooks is still empty. Put the setting in its vitest config rather than the script."),
        read("packages/hooks/vitest.config.ts", "import { defineConfig } from 'vitest/config';\n\n"
                                               "export default defineConfig({\n  test: {\n"
                                               "    environment: 'jsdom',\n  },\n});\n"),
        edit("packages/hooks/vitest.config.ts", "    environment: 'jsdom',\n",
             "    environment: 'jsdom',\n    passWithNoTests: true,\n"),
        ok("zsh -lc 'pnpm --filter @acme/hooks test'", notests("hooks", 0)),
    )
    T.pair("t36-vitest-no-test-files", "l-vitest-config-flag", "applied",
           "passWithNoTests: true in the package's vitest.config.ts, then the empty package passes")

    T.later(
        "l-vitest-recur-theme", "/Users/dana/src/design-system", "2026-04-11T09:20:00Z", "feat/theme-package",
        user("I added packages/theme. Run the whole test suite."),
        err("zsh -lc 'pnpm -r test'",
            "packages/theme test$ vitest run\npackages/theme test: No test files found, exiting with code 1\n"
            " ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @acme/theme@0.1.0 test: `vitest run`\nExit status 1"),
        edit("packages/theme/package.json", '"test": "vitest run"', '"test": "vitest run --passWithNoTests"'),
        ok("zsh -lc 'pnpm -r test | tail -1'", "packages/theme test: Done"),
    )
    T.pair("t36-vitest-no-test-files", "l-vitest-recur-theme", "recurred",
           "the new theme package fails with no test files, exit 1, again; fixed afterwards")

    T.later(
        "l-vitest-recur-eslint-config", "/Users/dana/src/design-system", "2026-04-22T11:00:00Z", "chore/lint-pkg",
        user("Run the tests for the eslint-config package only."),
        err("zsh -lc 'pnpm --filter @acme/eslint-config test'",
            "> @acme/eslint-config@2.0.0 test\n> vitest run\n\n" + notests("eslint-config")),
        say("There are no tests in eslint-config, so vitest exits 1. Do you want tests there or should the "
            "script tolerate none?"),
    )
    T.pair("t36-vitest-no-test-files", "l-vitest-recur-eslint-config", "recurred",
           "vitest run in eslint-config exits 1 with no test files found, not fixed in the session")

    T.later(
        "l-vitest-real-failure", "/Users/dana/src/design-system", "2026-05-01T13:10:00Z", "fix/button-label",
        user("Run core's tests, I changed the Button label logic."),
        err("zsh -lc 'pnpm --filter @acme/core test'",
            " FAIL  src/Button.test.tsx > Button > renders the label\n"
            "AssertionError: expected 'Save ' to be 'Save'\n\n Test Files  1 failed | 2 passed (3)\n"
            "      Tests  1 failed | 41 passed (42)"),
        edit("packages/core/src/Button.tsx", "{label} {suffix}", "{[label, suffix].filter(Boolean).join(' ')}"),
        ok("zsh -lc 'pnpm --filter @acme/core test'", " Test Files  3 passed (3)\n      Tests  42 passed (42)"),
    )
    T.pair("t36-vitest-no-test-files", "l-vitest-real-failure", "neither",
           "a real failing assertion in vitest, a different error; no passWithNoTests")

    T.later(
        "l-vitest-filter-typo", "/Users/dana/src/design-system", "2026-05-09T16:40:00Z", "feat/menu",
        user("Run only the components tests in core."),
        err("zsh -lc 'cd packages/core && npx vitest run src/compnents'", notests("core", filt="src/compnents")),
        say("Typo in the filter: the folder is src/components, and core does have tests."),
        ok("zsh -lc 'cd packages/core && npx vitest run src/components'",
           " Test Files  2 passed (2)\n      Tests  30 passed (30)"),
    )
    T.pair("t36-vitest-no-test-files", "l-vitest-filter-typo", "neither",
           "'No test files found' from a mistyped filter in a package that has tests: same symptom, another cause")


FILLS = [fill_firebase, fill_angular, fill_vitest]
