"""Scripted sessions of corpus21, part A: Scala CLI using directives and packaging on macOS, a Leiningen uberjar in
Windows PowerShell, Melos over Dart pub workspaces (a Korean-speaking person), Tuist with an Xcode build and a Task
subagent, Sentry CLI source maps for a Vite build, the Datadog Agent's secrets backend on Ubuntu. Steps in the
shape of tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus21_common import out
from tests.truth.sessions_dsl import Step

SCALA = "scala-cli-using-directives"
LEIN = "leiningen-uberjar-windows"
MELOS = "melos-pub-workspace-ko"
TUIST = "tuist-generate-xcodebuild"
SENTRY = "sentry-cli-sourcemaps-vite"
DATADOG = "datadog-agent-secrets-backend"

_SC = "/Users/ines/code/ledger-tool"

SCALA_STEPS: list[Step] = [
    ("user", "Run the tests for the ledger tool with scala-cli; the CI job says they don't even compile."),
    ("bash", "scala-cli test .", out(
        "Exit code 1", "Compiling project (Scala 3.4.2, JVM (17))", "[error] ./src/Ledger.scala:3:8",
        "[error] Not found: upickle", "[error] import upickle.default.*", "[error]        ^^^^^^^",
        "Error compiling project (Scala 3.4.2, JVM (17))", "Compilation failed"), True),
    ("say", "Nothing declares the JSON library: project.scala only pins the Scala version. Adding a `//> using dep` "
            "directive for upickle there."),
    ("edit", f"{_SC}/project.scala", "//> using scala 3.4.2",
     "//> using scala 3.4.2\n//> using dep com.lihaoyi::upickle:3.3.1"),
    ("bash", "scala-cli test .", out(
        "Exit code 1", "Compiling project (Scala 3.4.2, JVM (17))", "Compiled project (Scala 3.4.2, JVM (17))",
        "Compiling project (test, Scala 3.4.2, JVM (17))", "[error] ./test/LedgerTest.scala:1:8",
        "[error] Not found: munit", "[error] import munit.FunSuite", "[error]        ^^^^^",
        "Error compiling project (test, Scala 3.4.2, JVM (17))", "Compilation failed"), True),
    ("say", "Main compiles now. The test scope has its own dependency list, so munit needs a test-scoped "
            "directive rather than a plain one."),
    ("edit", f"{_SC}/project.scala", "//> using dep com.lihaoyi::upickle:3.3.1",
     "//> using dep com.lihaoyi::upickle:3.3.1\n//> using test.dep org.scalameta::munit:1.0.0"),
    ("bash", "scala-cli test .", out(
        "Compiling project (Scala 3.4.2, JVM (17))", "Compiled project (Scala 3.4.2, JVM (17))",
        "Compiling project (test, Scala 3.4.2, JVM (17))", "Compiled project (test, Scala 3.4.2, JVM (17))",
        "LedgerTest:", "  + parses an empty ledger 0.012s", "  + sums postings per account 0.004s",
        "  + rejects unbalanced transactions 0.003s"), False),
    ("user", "Also check formatting, CI runs `scala-cli fmt --check .` right after the tests."),
    ("bash", "scala-cli fmt --check .", out(
        "Exit code 1", "Scalafmt requires explicitly specified version.",
        "To configure the scalafmt version add the following line into .scalafmt.conf:",
        "    version = 3.8.3"), True),
    ("write", f"{_SC}/.scalafmt.conf", "version = 3.8.3\nrunner.dialect = scala3\n"),
    ("say", "Pinned scalafmt in a new .scalafmt.conf."),
    ("user", "CI also packages with `scala-cli --power package . -o ledger --assembly`. Try that one."),
    ("bash", "scala-cli --power package . -o ledger --assembly", out(
        "Exit code 1", "Compiling project (Scala 3.4.2, JVM (17))", "Compiled project (Scala 3.4.2, JVM (17))",
        "Error: ledger already exists. Pass -f or --force to force erasing it."), True),
    ("say", "There is an old `ledger` launcher from an earlier build in the project root; overwriting it."),
    ("bash", "scala-cli --power package . -o ledger --assembly -f", out(
        "Wrote /Users/ines/code/ledger-tool/ledger, run it with", "  ./ledger"), False),
    ("bash", "./ledger --version", "ledger 0.4.0", False),
    ("user", "great, that matches what CI builds. thanks"),
]

_LE = r"C:\Users\tomas\src\invoice-svc"

LEIN_STEPS: list[Step] = [
    ("user", "lein uberjar fails on my Windows machine since the db-utils namespace was added. Can you fix it?"),
    ("bash", "lein clean; lein uberjar", out(
        "Exit code 1", "Compiling invoice-svc.core",
        r"Syntax error (FileNotFoundException) compiling at (invoice_svc\core.clj:1:1).",
        "Could not locate invoice_svc/db_utils__init.class, invoice_svc/db_utils.clj or invoice_svc/db_utils.cljc "
        "on classpath. Please check that namespaces with dashes use underscores in the Clojure file name."), True),
    ("bash", r"Get-ChildItem src\invoice_svc -Name", out("core.clj", "db-utils.clj", "handler.clj"), False),
    ("say", "The namespace `invoice-svc.db-utils` has to live in a file with an underscore; this one has a dash. "
            "Renaming it through git so the history follows."),
    ("bash", r"git mv src\invoice_svc\db-utils.clj src\invoice_svc\db_utils.clj", "", False),
    ("bash", "lein uberjar", out(
        "Compiling invoice-svc.core", "Warning: specified :main without including it in :aot.",
        "Implicit AOT of :main will be removed in Leiningen 3.0.0.",
        "If you only need AOT for your uberjar, consider adding :aot :all into your",
        ":uberjar profile instead.",
        rf"Created {_LE}\target\uberjar\invoice-svc-0.3.0-SNAPSHOT.jar",
        rf"Created {_LE}\target\uberjar\invoice-svc-0.3.0-SNAPSHOT-standalone.jar"), False),
    ("user", "builds now. can we get rid of that AOT warning too?"),
    ("edit", rf"{_LE}\project.clj", '  :profiles {:dev {:dependencies [[ring/ring-mock "0.4.0"]]}})',
     '  :profiles {:dev {:dependencies [[ring/ring-mock "0.4.0"]]}\n             :uberjar {:aot :all}})'),
    ("bash", "lein uberjar", out(
        "Compiling invoice-svc.core", "Compiling invoice-svc.db-utils", "Compiling invoice-svc.handler",
        rf"Created {_LE}\target\uberjar\invoice-svc-0.3.0-SNAPSHOT.jar",
        rf"Created {_LE}\target\uberjar\invoice-svc-0.3.0-SNAPSHOT-standalone.jar"), False),
    ("user", "run the jar so we know it starts"),
    ("bash", r"java -jar target\uberjar\invoice-svc-0.3.0-SNAPSHOT-standalone.jar --check-config", out(
        "Exit code 1", "Error: Could not find or load main class invoice_svc.core",
        "Caused by: java.lang.ClassNotFoundException: invoice_svc.core"), True),
    ("say", "The `invoice-svc.core` ns form has no `(:gen-class)`, so AOT compiles it without producing a class "
            "with a static main. Adding `(:gen-class)` to the ns and rebuilding should fix it. A stale target "
            "directory is not the cause: `lein clean` ran at the start of this session."),
    ("user", "leave it there, I'll do the gen-class change myself after lunch."),
]

_ME = "/Users/hyejin/dev/koala-apps"
_MELOS_HEAD = ("melos bootstrap", f"  └> {_ME}", "", 'Running "dart pub get" in workspace...',
               f"Resolving dependencies in `{_ME}`...")
_RULE = "-" * 80

MELOS_STEPS: list[Step] = [
    ("user", "pub workspace 로 옮긴 뒤로 melos bootstrap 이 계속 실패해. 봐줄래?"),
    ("bash", "melos bootstrap", out(
        "Exit code 1", *_MELOS_HEAD,
        "Error on line 6, column 13 of packages/koala_app/pubspec.yaml: `resolution: workspace` is only available "
        "for language version 3.5.0 or later.",
        "  ╷", "6 │ resolution: workspace", "  │             ^^^^^^^^^", "  ╵", "",
        "BootstrapException: Failed to install."), True),
    ("say", "packages/koala_app/pubspec.yaml still declares an SDK lower bound of 3.4, and the workspace "
            "resolution mode needs language version 3.5. Raising the bound."),
    ("edit", f"{_ME}/packages/koala_app/pubspec.yaml", "  sdk: '>=3.4.0 <4.0.0'", "  sdk: ^3.5.0"),
    ("bash", "melos bootstrap", out(
        *_MELOS_HEAD, f"Got dependencies in `{_ME}`.", "", "  > SUCCESS", "", "Generating IntelliJ IDE files...",
        "  > SUCCESS", "", " -> 3 packages bootstrapped"), False),
    ("user", "고마워! 이제 melos run test 도 돌려줘"),
    ("bash", "melos run test", out(
        "Exit code 1", "melos run test", '  └> melos exec --dir-exists=test -- "flutter test"', "     └> RUNNING", "",
        "$ melos exec", "  └> flutter test", "     └> RUNNING (in 3 packages)", "", _RULE, "koala_core:",
        "00:02 +14: All tests passed!", "koala_core: SUCCESS", _RULE, "koala_ui:",
        "Error: Couldn't resolve the package 'koala_core' in 'package:koala_core/koala_core.dart'.",
        "test/button_test.dart:3:8: Error: Not found: 'package:koala_core/koala_core.dart'", "koala_ui: FAILED",
        _RULE, "koala_app:", "00:03 +9: All tests passed!", "koala_app: SUCCESS", _RULE, "", "$ melos exec",
        "  └> flutter test", "     └> FAILED (in 1 packages)", "        └> koala_ui (with exit code 1)"), True),
    ("say", "koala_ui still has its own `.dart_tool/package_config.json` and a `pubspec_overrides.yaml` from the "
            "old Melos path overrides. In a pub workspace only the root package config should exist, so the stale "
            "one shadows it. Removing both and bootstrapping again."),
    ("bash", "rm -rf packages/koala_ui/.dart_tool packages/koala_ui/pubspec_overrides.yaml && melos bootstrap && "
             "melos run test", out(
        *_MELOS_HEAD, f"Got dependencies in `{_ME}`.", "", "  > SUCCESS", "", " -> 3 packages bootstrapped",
        "melos run test", '  └> melos exec --dir-exists=test -- "flutter test"', "     └> RUNNING", "",
        _RULE, "koala_core:", "00:02 +14: All tests passed!", "koala_core: SUCCESS", _RULE, "koala_ui:",
        "00:02 +6: All tests passed!", "koala_ui: SUCCESS", _RULE, "koala_app:", "00:03 +9: All tests passed!",
        "koala_app: SUCCESS", _RULE, "", "$ melos exec", "  └> flutter test", "     └> SUCCESS"), False),
    ("user", "됐다 👍 analyze 도 해줘"),
    ("bash", "melos run analyze", out(
        "Exit code 1", "melos run analyze", '  └> melos exec -- "dart analyze . --fatal-infos"', "     └> RUNNING",
        "", "$ melos exec", "  └> dart analyze . --fatal-infos", "     └> RUNNING (in 3 packages)", "", _RULE,
        "koala_core:", "No issues found!", "koala_core: SUCCESS", _RULE, "koala_ui:", "Analyzing koala_ui...", "",
        "   info - lib/src/theme.dart:12:39 - 'withOpacity' is deprecated and shouldn't be used. Use .withValues() "
        "to avoid precision loss. Try replacing the use of the deprecated member with the replacement. - "
        "deprecated_member_use", "", "1 issue found.", "koala_ui: FAILED", _RULE, "koala_app:", "No issues found!",
        "koala_app: SUCCESS", _RULE, "", "$ melos exec", "  └> dart analyze . --fatal-infos",
        "     └> FAILED (in 1 packages)", "        └> koala_ui (with exit code 1)"), True),
    ("say", "Only an info, but the analyze script passes `--fatal-infos`. Replacing the deprecated call."),
    ("edit", f"{_ME}/packages/koala_ui/lib/src/theme.dart", "primary.withOpacity(0.12)",
     "primary.withValues(alpha: 0.12)"),
    ("user", "아 잠깐, 그리고 아까 말한 iOS 빌드 번호 문제는 됐어. 오늘은 여기까지!"),
]

_TU = "/Users/ahmed/Projects/Trailhead"
_XB = "xcodebuild -workspace Trailhead.xcworkspace -scheme Trailhead -destination 'platform=iOS Simulator,name=iPhone 16'"

TUIST_STEPS: list[Step] = [
    ("user", "Generate the Xcode project with Tuist and build the app scheme for the simulator."),
    ("bash", "tuist generate", out(
        "Exit code 1", "Loading and constructing the graph", "It might take a while if the cache is empty",
        "We could not find external dependencies. Run `tuist install` before you continue."), True),
    ("bash", "tuist install", out(
        "Resolving and fetching plugins.", "Plugins resolved and fetched successfully.",
        "Resolving and fetching dependencies.",
        "Fetching from https://github.com/pointfreeco/swift-composable-architecture.git (cached)",
        "Fetching from https://github.com/kean/Nuke.git", "Computing version for https://github.com/kean/Nuke.git",
        "Computed https://github.com/kean/Nuke.git at 12.8.0 (0.52s)",
        "Creating working copy for https://github.com/kean/Nuke.git",
        "Working copy of https://github.com/kean/Nuke.git resolved at 12.8.0",
        "Packages resolved and fetched successfully."), False),
    ("bash", "tuist generate --no-open", out(
        "Loading and constructing the graph", "It might take a while if the cache is empty",
        "Generating workspace Trailhead.xcworkspace", "Generating project Trailhead", "Project generated.",
        "Total time taken: 3.412s"), False),
    ("bash", f"{_XB} build 2>&1 | tail -5", out(
        f"{_TU}/Sources/Onboarding/WelcomeView.swift:18:18: error: cannot find 'TrailheadStrings' in scope",
        "** BUILD FAILED **", "", "The following build commands failed:",
        f"\tSwiftCompile normal arm64 {_TU}/Sources/Onboarding/WelcomeView.swift (in target 'Trailhead' from "
        "project 'Trailhead')"), False),
    ("task", "Find why TrailheadStrings is missing",
     f"In {_TU}, xcodebuild cannot find the generated string accessor `TrailheadStrings` after `tuist generate`. "
     "Look at Project.swift, the Resources folder and Derived/Sources and report which resource synthesizer or "
     "resource setting is missing. Do not edit any file.",
     "Found it. Project.swift sets `resourceSynthesizers: [.assets()]` on the app target, which replaces Tuist's "
     "default synthesizer list, so no strings accessor is generated: Derived/Sources has TuistAssets+Trailhead.swift "
     "but no TuistStrings+Trailhead.swift, although Resources/en.lproj/Localizable.strings exists. Either use "
     "`resourceSynthesizers: .default` or add `.strings()` to that list, then re-run `tuist generate`."),
    ("edit", f"{_TU}/Project.swift", "resourceSynthesizers: [.assets()]",
     "resourceSynthesizers: [.assets(), .strings()]"),
    ("bash", f"tuist generate --no-open && {_XB} build 2>&1 | tail -3", out(
        "Loading and constructing the graph", "It might take a while if the cache is empty",
        "Generating workspace Trailhead.xcworkspace", "Generating project Trailhead", "Project generated.",
        "Total time taken: 2.981s",
        "note: Disabling previews because SWIFT_VERSION is set and SWIFT_OPTIMIZATION_LEVEL=-O, expected -Onone "
        "(in target 'Trailhead' from project 'Trailhead')", "** BUILD SUCCEEDED **"), False),
    ("user", "nice. Can you run the unit tests too? The TrailheadTests scheme."),
    ("bash", "xcodebuild test -workspace Trailhead.xcworkspace -scheme TrailheadTests -destination "
             "'platform=iOS Simulator,name=iPhone 16'", out(
        "Exit code 65",
        'xcodebuild: error: The workspace named "Trailhead" does not contain a scheme named "TrailheadTests". '
        'The "-list" option can be used to find the names of the schemes in the workspace.'), True),
    ("bash", "xcodebuild -list -workspace Trailhead.xcworkspace", out(
        'Information about workspace "Trailhead":', "    Schemes:", "        Trailhead", "        Trailhead-Workspace",
        "        TrailheadKit"), False),
    ("say", "There is no separate test scheme: Tuist attaches the TrailheadTests target to the `Trailhead` scheme's "
            "test action. Should I run `xcodebuild test -scheme Trailhead`, or do you want a dedicated "
            "TrailheadTests scheme declared in Project.swift?"),
    ("user", "leave it, I'll sort the schemes out tomorrow"),
]

_SE = "/home/priya/code/storefront"

SENTRY_STEPS: list[Step] = [
    ("user", "Sentry shows minified stack traces for the storefront. Set up source map upload with sentry-cli for "
             "the Vite build."),
    ("bash", "npm run build", out(
        "", "> storefront@2.3.0 build", "> vite build", "", "vite v5.4.8 building for production...",
        "✓ 412 modules transformed.",
        "dist/assets/index-B7xk2LqA.js   241.33 kB │ gzip: 78.10 kB │ map: 1,003.27 kB", "✓ built in 4.21s"), False),
    ("bash", "npx sentry-cli sourcemaps inject ./dist", out(
        "> Searching ./dist", "> Found 3 files", "> Analyzing 3 sources", "> Injecting debug ids", "",
        "Source Map Debug ID Injection Report",
        "  Modified: The following source files have been modified to have debug ids",
        "    - 0a3c5e7f-1b2d-4e6f-8a9b-c0d1e2f3a4b5 - ./dist/assets/index-B7xk2LqA.js",
        "      - 0a3c5e7f-1b2d-4e6f-8a9b-c0d1e2f3a4b5 - ./dist/assets/index-B7xk2LqA.js.map"), False),
    ("bash", "npx sentry-cli sourcemaps upload --org acme --project storefront ./dist", out(
        "Exit code 1",
        "error: Auth token is required for this request. Please run `sentry-cli login` and try again!", "",
        "Add --log-level=[info|debug] or export SENTRY_LOG_LEVEL=[info|debug] to see more output.",
        "Please attach the full debug log to all bug reports."), True),
    ("say", "No auth token in this shell. Where does CI get SENTRY_AUTH_TOKEN from, and is there a local copy?"),
    ("user", "use the one in 1password: op read op://dev/sentry-ci/token"),
    ("bash", "SENTRY_AUTH_TOKEN=$(op read op://dev/sentry-ci/token) npx sentry-cli sourcemaps upload --org acme "
             "--project storefront ./dist", out(
        "> Found 3 files", "> Analyzing 3 sources", "> Analyzing completed in 0.041s",
        "> Adding source map references", "> Bundled 3 files for upload",
        "> Bundle ID: 5d1f0e2b-7c44-5a8e-9f02-3d6b1a7e4c90", "> Optimizing completed in 0.003s",
        "> Uploading completed in 1.212s", "> Uploaded files to Sentry", "> File processing complete", "",
        "Source Map Upload Report", "  Scripts",
        "    ~/assets/index-B7xk2LqA.js (sourcemap at index-B7xk2LqA.js.map, debug id "
        "0a3c5e7f-1b2d-4e6f-8a9b-c0d1e2f3a4b5)", "  Source Maps",
        "    ~/assets/index-B7xk2LqA.js.map (debug id 0a3c5e7f-1b2d-4e6f-8a9b-c0d1e2f3a4b5)"), False),
    ("user", "ok but the newest error in sentry is still minified: event 7c1e9a2b4d6f48e0a1b2c3d4e5f60718"),
    ("say", "That event comes from the bundle deployed before this upload. Uploaded bundles only apply to files "
            "carrying the injected debug id, and CI builds fresh files without one, so inject and upload have to "
            "run in the deploy workflow between build and deploy. Adding both steps there."),
    ("edit", f"{_SE}/.github/workflows/deploy.yml", "      - run: npm run build\n      - run: npm run deploy",
     "      - run: npm run build\n      - run: npx sentry-cli sourcemaps inject ./dist\n"
     "      - run: npx sentry-cli sourcemaps upload --org acme --project storefront ./dist\n"
     "        env:\n          SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}\n      - run: npm run deploy"),
    ("bash", "npx sentry-cli sourcemaps explain 7c1e9a2b4d6f48e0a1b2c3d4e5f60718 --org acme --project storefront",
     out("Exit code 1",
         "error: Auth token is required for this request. Please run `sentry-cli login` and try again!"), True),
    ("say", "Right: the token was only set for that one upload command, not for the shell. I won't re-run "
            "explain; the next deploy will inject and upload with the workflow's secret."),
    ("user", "ok, I'll push and look at the next event tomorrow."),
]

_DD_STATUS = out(
    "    postgres (15.4.0)", "    -----------------", "      Instance ID: postgres:6f1c2a8e4b3d9c07 [ERROR]",
    "      Configuration Source: file:/etc/datadog-agent/conf.d/postgres.d/conf.yaml", "      Total Runs: 212",
    "      Metric Samples: Last Run: 0, Total: 0", "      Service Checks: Last Run: 1, Total: 212",
    '      Error: FATAL:  password authentication failed for user "datadog"',
    "      Traceback (most recent call last):",
    '        File "/opt/datadog-agent/embedded/lib/python3.11/site-packages/datadog_checks/base/checks/base.py", '
    "line 1224, in run")

DATADOG_STEPS: list[Step] = [
    ("user", "The postgres integration on db-02 stopped reporting to Datadog. Check the agent."),
    ("bash", "sudo datadog-agent status | sed -n '/postgres (/,/^$/p'", _DD_STATUS, False),
    ("bash", "sudo grep -n password /etc/datadog-agent/conf.d/postgres.d/conf.yaml",
     "9:    password: ENC[pg_datadog_password]", False),
    ("say", "The password comes from the secrets backend (`ENC[...]`). Checking whether the agent can resolve it."),
    ("bash", "sudo datadog-agent secret", out(
        "=== Checking executable permissions ===", "Executable path: /etc/datadog-agent/secrets/fetch-secret.sh",
        "Executable permissions: error: invalid executable '/etc/datadog-agent/secrets/fetch-secret.sh': other "
        "users/groups than dd-agent should not have rights on it"), False),
    ("bash", "sudo chown dd-agent:dd-agent /etc/datadog-agent/secrets/fetch-secret.sh && sudo chmod 700 "
             "/etc/datadog-agent/secrets/fetch-secret.sh && sudo datadog-agent secret", out(
        "=== Checking executable permissions ===", "Executable path: /etc/datadog-agent/secrets/fetch-secret.sh",
        "Executable permissions: OK, the executable has the correct permissions", "", "=== Secrets stats ===",
        "Number of secrets decrypted: 1", "Secrets handle decrypted:", "", "- 'pg_datadog_password':",
        "\tused in 'postgres.d/conf.yaml' configuration in entry 'instances/password'"), False),
    ("bash", "sudo systemctl restart datadog-agent && sleep 20 && sudo datadog-agent check postgres 2>&1 | tail -4",
     out("    Total Runs: 1", "    Metric Samples: Last Run: 412, Total: 412",
         "    Service Checks: Last Run: 1, Total: 1", "    Average Execution Time : 187ms"), False),
    ("user", "metrics are showing up in the dashboard again 👍 While you're there, the nginx check has a yaml error "
             "in the status page."),
    ("bash", "sudo datadog-agent configcheck 2>&1 | grep -i -A2 'configuration errors'", out(
        "=== Configuration errors ===", "", "nginx: yaml: line 7: did not find expected key"), False),
    ("bash", "sudo sed -n 1,10p /etc/datadog-agent/conf.d/nginx.d/conf.yaml", out(
        "init_config:", "", "instances:", "  - nginx_status_url: http://localhost:81/nginx_status/", "    tags:",
        "      - env:prod", "     - role:edge"), False),
    ("edit", "/etc/datadog-agent/conf.d/nginx.d/conf.yaml", "      - env:prod\n     - role:edge",
     "      - env:prod\n      - role:edge"),
    ("bash", "sudo systemctl restart datadog-agent && sleep 15 && sudo datadog-agent configcheck 2>&1 | grep -c "
             "'did not find expected key'", out("Exit code 1", "0"), True),
    ("say", "grep exits 1 because it found no match: the count is 0, so the nginx YAML error is gone after the "
            "restart."),
    ("user", "ok good"),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        SCALA: (_SC, "2026-01-12T09:04:00Z", "fix/ci-compile", SCALA_STEPS),
        LEIN: (_LE, "2026-01-13T13:20:00Z", "main", LEIN_STEPS),
        MELOS: (_ME, "2026-01-14T02:11:00Z", "chore/pub-workspace", MELOS_STEPS),
        TUIST: (_TU, "2026-01-15T16:45:00Z", "develop", TUIST_STEPS),
        SENTRY: (_SE, "2026-01-16T10:30:00Z", "feat/sentry-sourcemaps", SENTRY_STEPS),
        DATADOG: ("/home/ops", "2026-01-17T07:55:00Z", "HEAD", DATADOG_STEPS),
    }
