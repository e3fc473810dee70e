"""Cases of the thirty-sixth tracking corpus (tables and rules in tracking36_cases.py): signtool without a file
digest algorithm (cmd, PowerShell, a .bat), ChromeDriver older than Chrome (a prose-only fix, PowerShell) and
semgrep's auto config with metrics off."""
from __future__ import annotations

from tests.truth.tracking36_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- signtool without a file digest algorithm (cmd) ------------------------------------------------------------

NOFD = ("SignTool Error: No file digest algorithm specified. Please specify the digest algorithm with the /fd flag. "
        "Using /fd SHA256 is recommended and more secure than SHA1. Calling signtool with /fd sha1 is equivalent "
        "to the previous behavior. In order to select the hash algorithm used in the signing certificate's "
        "signature, use the /fd certHash option.")


def signed(path: str) -> str:
    return f"Done Adding Additional Store\nSuccessfully signed: {path}"


def fill_signtool() -> None:
    T.source(
        "s-signtool-fd", "C:\\build\\tally", "2026-03-08T07:10:00Z", "release/3.2",
        user("Sign out\\Tally.exe with the code signing cert from the store and timestamp it. The build box got "
             "the new Windows SDK yesterday."),
        err('cmd /c "signtool sign /a /tr http://timestamp.digicert.com /td SHA256 out\\Tally.exe"', NOFD),
        ok('cmd /c "where signtool"',
           "C:\\Program Files (x86)\\Windows Kits\\10\\bin\\10.0.22621.0\\x64\\signtool.exe"),
        say("The newer SDK's signtool no longer defaults to SHA1 and insists on /fd. Adding /fd SHA256."),
        ok('cmd /c "signtool sign /a /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 out\\Tally.exe"',
           signed("out\\Tally.exe")),
    )
    T.lesson(
        "t36-signtool-no-digest", "global", "en", "s-signtool-fd", "security",
        "signtool from a current Windows SDK refuses to sign without /fd",
        "`signtool sign` fails with `SignTool Error: No file digest algorithm specified.` and signs nothing.",
        "Signing commands copied from older build scripts relied on signtool's old SHA1 default; after an SDK "
        "update the same command fails.",
        "Windows SDK signtool builds from 20236 on require the file digest algorithm to be named; the SHA1 "
        "default was removed.",
        "Always pass the digest: signtool sign /fd SHA256 (any case, e.g. /fd sha256) together with /td SHA256 "
        "when timestamping, in cmd, PowerShell and in every .bat/.cmd build script that calls signtool.",
        ["`SignTool Error: No file digest algorithm specified.`",
         "`signtool sign /a /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 out\\Tally.exe`"],
    )

    T.later(
        "l-signtool-ps-msi", "C:\\build\\tally", "2026-03-22T08:00:00Z", "release/3.2",
        user("Build the installer and sign it too."),
        ok('powershell -NoProfile -Command "dotnet build installer\\Tally.Setup.wixproj -c Release"',
           "Tally.Setup -> C:\\build\\tally\\installer\\bin\\Release\\TallySetup.msi\n\nBuild succeeded."),
        ok('powershell -NoProfile -Command "& signtool sign /a /fd sha256 /tr http://timestamp.digicert.com '
           '/td sha256 installer\\bin\\Release\\TallySetup.msi"',
           signed("installer\\bin\\Release\\TallySetup.msi")),
        ok('powershell -NoProfile -Command "(Get-AuthenticodeSignature installer\\bin\\Release\\TallySetup.msi).Status"',
           "Valid"),
    )
    T.pair("t36-signtool-no-digest", "l-signtool-ps-msi", "applied",
           "signs the msi from PowerShell with /fd sha256, no digest error before")

    T.later(
        "l-signtool-bat-script", "C:\\build\\tally", "2026-04-02T06:30:00Z", "chore/sign-script",
        user("Put the signing into scripts\\sign.bat so CI can call it, and run it on out\\."),
        write("scripts\\sign.bat", "@echo off\r\nfor %%f in (out\\*.exe out\\*.dll) do (\r\n"
                                   "  signtool sign /a /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 %%f "
                                   "|| exit /b 1\r\n)\r\n"),
        ok('cmd /c "scripts\\sign.bat"', signed("out\\Tally.exe") + "\n" + signed("out\\Tally.Core.dll")),
        ok("git add scripts/sign.bat && git commit -qm 'sign script' && git log --oneline -1",
           "51d2e08 sign script"),
    )
    T.pair("t36-signtool-no-digest", "l-signtool-bat-script", "applied",
           "a .bat that calls signtool with /fd SHA256 is written and run")

    T.later(
        "l-signtool-recur-pfx-dll", "C:\\build\\tally-plugins", "2026-04-13T09:00:00Z", "main",
        user("Sign the plugin DLL with the pfx in certs\\ (password in %PFX_PASS%)."),
        err('cmd /c "signtool sign /f certs\\tally.pfx /p %PFX_PASS% bin\\Release\\Tally.Plugins.dll"', NOFD),
        ok('cmd /c "signtool sign /f certs\\tally.pfx /p %PFX_PASS% /fd SHA256 bin\\Release\\Tally.Plugins.dll"',
           "Done Adding Additional Store\nSuccessfully signed: bin\\Release\\Tally.Plugins.dll"),
    )
    T.pair("t36-signtool-no-digest", "l-signtool-recur-pfx-dll", "recurred",
           "signing another file with a pfx fails with no file digest algorithm again; fixed after")

    T.later(
        "l-signtool-recur-release-cmd", "C:\\build\\tally-legacy", "2026-04-20T10:40:00Z", "release/2.9",
        user("Run the old release script for the 2.9 hotfix."),
        read("build\\release.cmd", "msbuild Tally.sln /p:Configuration=Release\r\n"
                                   "signtool sign /a /t http://timestamp.digicert.com bin\\Release\\Tally.exe\r\n"),
        err('cmd /c "build\\release.cmd"', "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\n" + NOFD),
        say("The build is fine; the signing line in release.cmd has no /fd and the new SDK rejects it. Shall I "
            "change the script on this maintenance branch?"),
    )
    T.pair("t36-signtool-no-digest", "l-signtool-recur-release-cmd", "recurred",
           "the 2.9 release script's signtool call fails with the same missing-digest error, not fixed")

    T.later(
        "l-signtool-verify-only", "C:\\build\\tally", "2026-04-27T07:00:00Z", "release/3.3",
        user("Check that the 3.3 binaries the pipeline produced are signed and timestamped."),
        ok('cmd /c "signtool verify /pa /v out\\Tally.exe"',
           "Verifying: out\\Tally.exe\nSignature Index: 0 (Primary Signature)\nHash of file (sha256): 4F0A…\n"
           "The signature is timestamped: Mon Apr 27 06:41:12 2026\nSuccessfully verified: out\\Tally.exe"),
    )
    T.pair("t36-signtool-no-digest", "l-signtool-verify-only", "neither",
           "signtool is only used to verify signatures, no signing and no digest error")

    T.later(
        "l-signtool-script-unrun", "C:\\build\\tally", "2026-05-11T11:15:00Z", "ci/windows-sign",
        user("Add a signing step to the Windows CI workflow. Don't run anything, the cert is only on CI."),
        edit(".github\\workflows\\windows.yml", "      - run: dotnet publish -c Release -o out\n",
             "      - run: dotnet publish -c Release -o out\n"
             "      - run: signtool sign /a /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 out\\Tally.exe\n"),
        ok("git diff --stat", " .github/workflows/windows.yml | 1 +\n 1 file changed, 1 insertion(+)"),
    )
    T.pair("t36-signtool-no-digest", "l-signtool-script-unrun", "neither",
           "/fd SHA256 is only written into a workflow file that is not run in the session")

    T.later(
        "l-signtool-early", "C:\\build\\tally", "2026-02-18T07:30:00Z", "release/3.1",
        user("Sign the 3.1 exe."),
        ok('cmd /c "signtool sign /a /t http://timestamp.digicert.com out\\Tally.exe"', signed("out\\Tally.exe")),
    )
    T.pair("t36-signtool-no-digest", "l-signtool-early", "neither",
           "dated before the lesson's source session (old SDK, signs without /fd); neither")


# --- ChromeDriver older than Chrome (a prose-only fix, PowerShell) ---------------------------------------------

def too_old(driver: str, browser: str) -> str:
    return ("E   selenium.common.exceptions.SessionNotCreatedException: Message: session not created: This "
            f"version of ChromeDriver only supports Chrome version {driver}\n"
            f"E   Current browser version is {browser} with binary path "
            "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe")


def ps(cmd: str) -> str:
    return f'powershell -NoProfile -Command "{cmd}"'


def fill_chromedriver() -> None:
    T.source(
        "s-chromedriver-old", "C:\\Users\\min\\src\\e2e-smoke", "2026-03-09T01:30:00Z", "main",
        user("The smoke tests stopped working this morning, every test errors at setup. Can you fix it?"),
        err(ps("python -m pytest tests/smoke -x -q"),
            too_old("114", "124.0.6367.61") + "\n1 error in 2.31s"),
        read("conftest.py", "from selenium import webdriver\nfrom selenium.webdriver.chrome.service import Service\n\n"
                            "def make_driver(opts):\n"
                            "    return webdriver.Chrome(service=Service(executable_path='drivers/chromedriver.exe'), "
                            "options=opts)\n"),
        ok(ps("pip show selenium | Select-String Version"), "Version: 4.20.0"),
        say("Chrome auto-updated to 124 but the suite pins drivers/chromedriver.exe (114). Selenium 4.20 ships "
            "Selenium Manager, which fetches the matching driver when no driver path is given, so I'll stop "
            "pinning it."),
        edit("conftest.py",
             "    return webdriver.Chrome(service=Service(executable_path='drivers/chromedriver.exe'), "
             "options=opts)\n",
             "    return webdriver.Chrome(options=opts)\n"),
        ok(ps("Remove-Item drivers\\chromedriver.exe; python -m pytest tests/smoke -q"), "12 passed in 41.20s"),
    )
    T.lesson(
        "t36-chromedriver-older-than-chrome", "project", "en", "s-chromedriver-old", "workflow",
        "A pinned chromedriver breaks every Selenium test when Chrome auto-updates",
        "All Selenium tests error at setup with `SessionNotCreatedException: Message: session not created: This "
        "version of ChromeDriver only supports Chrome version 114` while Chrome is 124.",
        "The suite pins a chromedriver binary (drivers/chromedriver.exe through Service(executable_path=...)); "
        "Chrome updates itself, the pinned driver does not, so the tests break overnight without any code change.",
        "ChromeDriver only drives the Chrome major version it was built for.",
        "Stop pinning the driver: remove the executable_path/Service that points at a checked-in or PATH "
        "chromedriver (and delete the stale binary) so Selenium 4.6+ uses Selenium Manager, which downloads the "
        "driver matching the installed Chrome at session start. Do the same for webdriver-manager version pins.",
        ["`This version of ChromeDriver only supports Chrome version 114`",
         "`Current browser version is 124.0.6367.61`",
         "`return webdriver.Chrome(options=opts)`"],
    )

    T.later(
        "l-chromedriver-unpin-admin-e2e", "C:\\Users\\min\\src\\admin-e2e", "2026-03-19T02:00:00Z", "main",
        user("admin-e2e uses the same driver setup as the smoke repo. Change it the same way before it breaks, "
             "then run it."),
        read("tests\\conftest.py", "driver = webdriver.Chrome(service=Service(executable_path=r'C:\\tools\\"
                                   "chromedriver.exe'), options=options)\n"),
        edit("tests\\conftest.py",
             "driver = webdriver.Chrome(service=Service(executable_path=r'C:\\tools\\chromedriver.exe'), "
             "options=options)\n",
             "driver = webdriver.Chrome(options=options)\n"),
        ok(ps("python -m pytest tests -q"), "37 passed in 95.12s"),
    )
    T.pair("t36-chromedriver-older-than-chrome", "l-chromedriver-unpin-admin-e2e", "applied",
           "removes the pinned executable_path so Selenium Manager picks the driver, and the suite passes")

    T.later(
        "l-chromedriver-delete-path-copy", "C:\\Users\\min\\src\\report-scraper", "2026-04-04T03:20:00Z", "main",
        user("The scraper has no driver path in code but uses whatever chromedriver is on PATH. Make it follow "
             "Chrome automatically and run the nightly job once."),
        ok(ps("Get-Command chromedriver | Select-Object -ExpandProperty Source"), "C:\\tools\\chromedriver.exe"),
        ok(ps("Remove-Item C:\\tools\\chromedriver.exe; python scrape.py --date 2026-04-03"),
           "INFO selenium.webdriver.common.selenium_manager: Driver found in cache "
           "[C:\\Users\\min\\.cache\\selenium\\chromedriver\\win64\\124.0.6367.91\\chromedriver.exe]\n"
           "wrote reports/2026-04-03.csv (418 rows)"),
    )
    T.pair("t36-chromedriver-older-than-chrome", "l-chromedriver-delete-path-copy", "applied",
           "deletes the PATH chromedriver so Selenium Manager supplies the matching driver, as the lesson says")

    T.later(
        "l-chromedriver-recur-checkout", "C:\\Users\\min\\src\\checkout-e2e", "2026-04-12T00:50:00Z", "feat/paypal",
        user("Run the checkout e2e tests for the PayPal branch."),
        err(ps("python -m pytest tests -q -k paypal"), too_old("114", "124.0.6367.91") + "\n4 errors in 6.02s"),
        read("tests\\conftest.py", "from webdriver_manager.chrome import ChromeDriverManager\n"
                                   "service = Service(ChromeDriverManager(driver_version='114.0.5735.90').install())\n"),
        edit("tests\\conftest.py",
             "service = Service(ChromeDriverManager(driver_version='114.0.5735.90').install())\n",
             "service = Service()\n"),
        ok(ps("python -m pytest tests -q -k paypal"), "4 passed in 22.70s"),
    )
    T.pair("t36-chromedriver-older-than-chrome", "l-chromedriver-recur-checkout", "recurred",
           "a webdriver-manager pin to 114 gives the same session-not-created error in another repo; fixed after")

    T.later(
        "l-chromedriver-recur-125", "C:\\Users\\min\\src\\e2e-smoke-legacy", "2026-05-20T01:00:00Z", "release/1.x",
        user("The legacy smoke suite on release/1.x is red, take a look."),
        err(ps("python -m pytest tests/smoke -q"), too_old("124", "125.0.6422.61") + "\n12 errors in 3.90s"),
        ok(ps("Get-ChildItem drivers"), "chromedriver.exe"),
        say("This branch still pins drivers/chromedriver.exe (124) and Chrome is now 125: same problem as on "
            "main before. Shall I port the conftest change to release/1.x?"),
    )
    T.pair("t36-chromedriver-older-than-chrome", "l-chromedriver-recur-125", "recurred",
           "the pinned 124 driver against Chrome 125 gives the same session-not-created error; not fixed")

    T.later(
        "l-chromedriver-no-such-element", "C:\\Users\\min\\src\\e2e-smoke", "2026-04-18T04:00:00Z", "feat/new-login",
        user("Smoke tests after the login redesign."),
        err(ps("python -m pytest tests/smoke -q -x"),
            "E   selenium.common.exceptions.NoSuchElementException: Message: no such element: Unable to locate "
            "element: {\"method\":\"css selector\",\"selector\":\"#login-button\"}\n1 failed, 3 passed in 14.88s"),
        edit("tests\\smoke\\pages\\login.py", "(By.CSS_SELECTOR, '#login-button')",
             "(By.CSS_SELECTOR, 'button[data-test=login]')"),
        ok(ps("python -m pytest tests/smoke -q"), "12 passed in 40.02s"),
    )
    T.pair("t36-chromedriver-older-than-chrome", "l-chromedriver-no-such-element", "neither",
           "a NoSuchElementException from a changed selector: another Selenium error, driver untouched")

    T.later(
        "l-chromedriver-devtools-container", "/work/e2e-smoke", "2026-05-02T10:00:00Z", "ci/linux-runner",
        user("The smoke tests crash in the new Linux CI container, reproduce it locally in docker."),
        err("docker run --rm -v $PWD:/work -w /work e2e-runner:latest python -m pytest tests/smoke -q -x",
            "E   selenium.common.exceptions.SessionNotCreatedException: Message: session not created: Chrome "
            "failed to start: exited normally.\nE     (session not created: DevToolsActivePort file doesn't exist)\n"
            "1 error in 3.11s"),
        say("Chrome runs as root in the container; it needs --no-sandbox and --headless=new there."),
        edit("conftest.py", "opts = webdriver.ChromeOptions()\n",
             "opts = webdriver.ChromeOptions()\nif os.environ.get('CI'):\n"
             "    opts.add_argument('--no-sandbox')\n    opts.add_argument('--headless=new')\n"),
        ok("docker run --rm -e CI=1 -v $PWD:/work -w /work e2e-runner:latest python -m pytest tests/smoke -q",
           "12 passed in 38.51s"),
    )
    T.pair("t36-chromedriver-older-than-chrome", "l-chromedriver-devtools-container", "neither",
           "session not created because Chrome cannot start as root in a container: another cause and error text")


# --- semgrep's auto config with metrics off --------------------------------------------------------------------

NOAUTO = "Cannot create auto config when metrics are off. Please allow metrics or run with a specific config."


def summary(rules: int, files: int, findings: int = 0) -> str:
    return ("┌──────────────┐\n│ Scan Summary │\n└──────────────┘\n\n"
            f"Ran {rules} rules on {files} files: {findings} findings.")


def fill_semgrep() -> None:
    T.source(
        "s-semgrep-auto", "/home/ravi/src/payments-api", "2026-03-10T12:00:00Z", "feat/refund-endpoint",
        user("Run semgrep over the repo before I open the PR. Metrics stay off on this machine "
             "(SEMGREP_SEND_METRICS=off is in my profile), please don't change that."),
        err("semgrep scan --config auto --error .", NOAUTO, 2),
        ok("env | grep SEMGREP", "SEMGREP_SEND_METRICS=off"),
        say("--config auto asks the registry for rules based on the repo and needs metrics on, so it refuses "
            "with metrics off. Using named registry rulesets instead."),
        ok("semgrep scan --config p/python --config p/secrets --error .", summary(312, 148)),
    )
    T.lesson(
        "t36-semgrep-auto-metrics-off", "global", "en", "s-semgrep-auto", "security",
        "semgrep --config auto refuses to run with metrics off",
        "`semgrep scan --config auto` exits 2 with `Cannot create auto config when metrics are off. Please allow "
        "metrics or run with a specific config.`",
        "Machines and CI runners that set SEMGREP_SEND_METRICS=off (or --metrics off) can never use the auto "
        "config, and the failure looks like a broken scan.",
        "The auto config sends the repository's identity to the Semgrep registry to choose rules, which is only "
        "allowed with metrics on.",
        "Keep metrics off and name the rules explicitly: --config p/python --config p/secrets (or -c, "
        "p/default, or a local rules file such as .semgrep/rules.yml), or set SEMGREP_RULES to the rulesets.",
        ["`Cannot create auto config when metrics are off. Please allow metrics or run with a specific config.`",
         "`semgrep scan --config p/python --config p/secrets --error .`"],
    )

    T.later(
        "l-semgrep-short-c-sarif", "/home/ravi/src/payments-api", "2026-03-23T09:10:00Z", "feat/payouts",
        user("Semgrep the src folder and give me a SARIF file for the code-scanning upload."),
        ok("semgrep -c p/default --sarif -o semgrep.sarif src/", summary(1078, 131, 2)),
        ok("jq '.runs[0].results | length' semgrep.sarif", "2"),
        ok("jq -r '.runs[0].results[].ruleId' semgrep.sarif",
           "python.lang.security.audit.formatted-sql-query\npython.flask.security.xss.audit.direct-use-of-jinja2"),
        say("Two findings; the SQL one in payouts/query.py is real, the jinja2 one is a false positive."),
    )
    T.pair("t36-semgrep-auto-metrics-off", "l-semgrep-short-c-sarif", "applied",
           "runs semgrep with -c p/default, a named ruleset through the short flag, no auto error")

    T.later(
        "l-semgrep-env-rules", "/home/ravi/src/payments-api", "2026-04-03T14:00:00Z", "main",
        user("Scan again with the same two rulesets as last time, but without typing them out."),
        ok("SEMGREP_RULES='p/python p/secrets' semgrep scan --error", summary(312, 151)),
        ok("git log --oneline -1", "b8e2a11 refunds: validate currency"),
    )
    T.pair("t36-semgrep-auto-metrics-off", "l-semgrep-env-rules", "applied",
           "passes the named rulesets through SEMGREP_RULES, the lesson's env-var spelling")

    T.later(
        "l-semgrep-make-local-rules", "/home/ravi/src/payments-api", "2026-04-14T08:40:00Z", "chore/lint",
        user("Run make lint, it should cover semgrep now."),
        read("Makefile", "lint:\n\truff check .\n\tsemgrep scan --config .semgrep/rules.yml --error .\n"),
        ok("make lint", "ruff check .\nAll checks passed!\nsemgrep scan --config .semgrep/rules.yml --error .\n"
                        + summary(14, 151)),
    )
    T.pair("t36-semgrep-auto-metrics-off", "l-semgrep-make-local-rules", "applied",
           "make lint runs semgrep with a local rules file, one of the lesson's explicit configs")

    T.later(
        "l-semgrep-recur-ledger", "/home/ravi/src/ledger-service", "2026-04-21T11:30:00Z", "main",
        user("Run a quick semgrep on ledger-service too."),
        err("semgrep --config=auto src/", NOAUTO, 2),
        ok("semgrep --config=p/python src/", summary(221, 63)),
    )
    T.pair("t36-semgrep-auto-metrics-off", "l-semgrep-recur-ledger", "recurred",
           "--config=auto with metrics off fails the same way in another repo, then fixed with p/python")

    T.later(
        "l-semgrep-recur-docker", "/home/ravi/src/payments-api", "2026-05-03T10:20:00Z", "ci/semgrep-job",
        user("Try the CI semgrep step locally with the official image, exactly as the job runs it."),
        read(".gitlab-ci.yml", "semgrep:\n  image: semgrep/semgrep\n  variables:\n    SEMGREP_SEND_METRICS: \"off\"\n"
                               "  script:\n    - semgrep scan --config auto --error\n"),
        err("docker run --rm -e SEMGREP_SEND_METRICS=off -v \"$PWD:/src\" -w /src semgrep/semgrep "
            "semgrep scan --config auto --error", NOAUTO, 2),
        say("The job fails the same way locally: auto config with metrics off. I haven't changed the CI file."),
    )
    T.pair("t36-semgrep-auto-metrics-off", "l-semgrep-recur-docker", "recurred",
           "the official image with metrics off and --config auto gives the same error; not fixed")

    T.later(
        "l-semgrep-rule-tests", "/home/ravi/src/payments-api", "2026-05-12T15:00:00Z", "feat/custom-rule",
        user("I wrote a custom rule for unchecked refund amounts with a test file. Run semgrep's rule tests."),
        ok("semgrep --test .semgrep/", "1/1: ✓ All tests passed\nNo unit tests found for the rest of the rules."),
        ok("git add .semgrep && git commit -qm 'semgrep: refund amount rule' && git log --oneline -1",
           "c0ffe12 semgrep: refund amount rule"),
    )
    T.pair("t36-semgrep-auto-metrics-off", "l-semgrep-rule-tests", "neither",
           "semgrep --test only tests a rule file; no scan with a config, no auto error")

    T.later(
        "l-semgrep-quoted-question", "/home/ravi/src/payments-api", "2026-05-18T09:00:00Z", "main",
        user("A teammate got `Cannot create auto config when metrics are off` on his laptop. Why, in two "
             "sentences? Don't run anything."),
        say("--config auto needs to send the repository's identity to the Semgrep registry, which is only "
            "allowed with metrics on. With SEMGREP_SEND_METRICS=off he has to name rulesets, e.g. "
            "--config p/python."),
    )
    T.pair("t36-semgrep-auto-metrics-off", "l-semgrep-quoted-question", "neither",
           "the error is quoted by the person and only explained; nothing is run")


FILLS = [fill_signtool, fill_chromedriver, fill_semgrep]
