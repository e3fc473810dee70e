"""corpus24's scripted sessions, part one: Parcel 2 in an npm workspace (Linux bash), Ktor with
kotlinx.serialization (macOS zsh), WildFly 31 datasources through jboss-cli (Linux), F# with Paket and FAKE
(Windows PowerShell), Streamlit's cache and file watcher (WSL)."""
from __future__ import annotations

from tests.truth.corpus24_common import fail, interrupted, ok, rejected

PARCEL_MAIN_ERR = """🚨 Build failed.

@parcel/namer-default: Target "main" declares an output file path of "index.js" which does not match the compiled bundle type "html".

  /home/dev/shop/packages/web/package.json:4:11
    3 |   "version": "0.3.0",
  > 4 |   "main": "index.js",
  >   |           ^^^^^^^^^^ Did you mean "index.html"?
    5 |   "scripts": {

  💡 Try changing the file extension of "main" in package.json."""

PARCEL_SASS_ERR = """🚨 Build failed.

@parcel/core: Failed to resolve 'sass' from '/home/dev/shop/node_modules/@parcel/transformer-sass/lib/SassTransformer.js'

  Error: Cannot find module 'sass'
  Require stack:
  - /home/dev/shop/node_modules/@parcel/transformer-sass/lib/SassTransformer.js"""

S01 = [
    ("user", "parcel build is broken in packages/web since I added the theme. can you get "
             "`npx parcel build src/index.html` green again? bash on ubuntu 24.04."),
    fail("cd packages/web && npx parcel build src/index.html", 1, PARCEL_MAIN_ERR),
    ("say", "Parcel reads the `main` field as a library target and wants its file to match the bundle type. This "
            "package is an app, not a library, so the field should go rather than be renamed to index.html."),
    ("edit", "/home/dev/shop/packages/web/package.json", '  "version": "0.3.0",\n  "main": "index.js",\n',
     '  "version": "0.3.0",\n'),
    fail("npx parcel build src/index.html", 1, PARCEL_SASS_ERR),
    ("say", "The `main` error is gone. Now the Sass transformer can't load `sass` itself: it is a peer dependency "
            "the project has to install."),
    ok("cd /home/dev/shop && npm install --save-dev sass@^1.77.0 -w packages/web",
       "\nadded 17 packages, and audited 912 packages in 6s\n\n148 packages are looking for funding\n"
       "  run `npm fund` for details\n\nfound 0 vulnerabilities"),
    ok("cd /home/dev/shop/packages/web && npx parcel build src/index.html",
       "✨ Built in 4.21s\n\ndist/index.html                 1.12 KB    312ms\n"
       "dist/index.4f2a1c9e.css         8.43 KB    298ms\ndist/index.9b1e03d7.js        141.38 KB    1.41s"),
    ("user", "great, it builds. another thing: after I switch branches `parcel serve` keeps serving the old bundle"),
    *interrupted("npx parcel serve src/index.html --port 1234"),
    ("user", "don't start the dev server from here, it never returns. just make sure the cache isn't stale"),
    ok("rm -rf .parcel-cache && npx parcel build src/index.html --no-cache",
       "✨ Built in 9.87s\n\ndist/index.html                 1.12 KB    640ms\n"
       "dist/index.4f2a1c9e.css         8.43 KB    702ms\ndist/index.9b1e03d7.js        141.38 KB    3.92s"),
    ("say", "Deleting `.parcel-cache` (and `--no-cache` for this one build) forces a cold build: 9.87s against 4.21s "
            "warm. Stale entries after a branch switch come from that folder, so removing it is the reset."),
    ("user", "ok. also there's a yellow warning on every build"),
    ok("npx parcel build src/index.html 2>&1 | head -4",
       "⚠️ Browserslist: caniuse-lite is outdated. Please run:\n  npx update-browserslist-db@latest\n"
       "  Why you should do it regularly: https://github.com/browserslist/update-db#readme\n✨ Built in 3.98s"),
    ("say", "That is browserslist's data-age warning, not a Parcel error. `npx update-browserslist-db@latest` in the "
            "repo root refreshes caniuse-lite in package-lock.json; I haven't run it since it rewrites the lockfile."),
    ("user", "leave it for now, I'll do it in a separate PR. thanks"),
]

KTOR_SER_ERR = """> Task :compileKotlin UP-TO-DATE
> Task :test FAILED

OrderRoutesTest > listOrders() FAILED
    kotlinx.serialization.SerializationException: Serializer for class 'Order' is not found.
    Please ensure that class is marked as '@Serializable' and that the serialization compiler plugin is applied.
        at app//shop.OrderRoutesTest.listOrders(OrderRoutesTest.kt:31)

1 test completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///Users/mina/src/shop-api/build/reports/tests/test/index.html

BUILD FAILED in 14s"""

KTOR_406 = """> Task :compileKotlin
> Task :test FAILED

OrderRoutesTest > listOrders() FAILED
    org.opentest4j.AssertionFailedError: expected: <200 OK> but was: <406 Not Acceptable>
        at app//shop.OrderRoutesTest.listOrders(OrderRoutesTest.kt:33)

1 test completed, 1 failed

BUILD FAILED in 9s"""

KTOR_CC = """Configuration cache entry discarded with 1 problem.

FAILURE: Build failed with an exception.

* What went wrong:
Configuration cache problems found in this build.

1 problem was found storing the configuration cache.
- Task `:run` of type `org.gradle.api.tasks.JavaExec`: invocation of 'Task.project' at execution time is unsupported.
  See https://docs.gradle.org/8.7/userguide/configuration_cache.html#config_cache:requirements:use_project_during_execution

BUILD FAILED in 6s"""

S02 = [
    ("user", "GET /orders returns 500 in the ktor service and OrderRoutesTest fails too. I'm on the mac, zsh."),
    fail("./gradlew test --tests 'shop.OrderRoutesTest'", 1, KTOR_SER_ERR),
    ("tool", "Read", {"file_path": "/Users/mina/src/shop-api/build.gradle.kts"},
     'plugins {\n    kotlin("jvm") version "1.9.24"\n    id("io.ktor.plugin") version "2.3.11"\n}\n', False),
    ("say", "`Order` already carries `@Serializable`, but the plugins block only applies `kotlin(\"jvm\")`. Without "
            "the serialization compiler plugin the annotation generates nothing, so Ktor finds no serializer."),
    ("edit", "/Users/mina/src/shop-api/build.gradle.kts", '    kotlin("jvm") version "1.9.24"\n',
     '    kotlin("jvm") version "1.9.24"\n    kotlin("plugin.serialization") version "1.9.24"\n'),
    fail("./gradlew test --tests 'shop.OrderRoutesTest' --console=plain", 1, KTOR_406),
    ("say", "The serializer error is gone. The 406 is the test's own doing: it builds the app with "
            "`application { orderRoutes() }`, so ContentNegotiation is never installed and the route can't "
            "produce JSON. Calling the real `module()` gives the test the same plugins as production."),
    ("edit", "/Users/mina/src/shop-api/src/test/kotlin/shop/OrderRoutesTest.kt",
     "        application { orderRoutes() }", "        application { module() }"),
    ok("./gradlew test --tests 'shop.OrderRoutesTest' --console=plain | tail -6",
       "> Task :test\n\nOrderRoutesTest > listOrders() PASSED\n\nBUILD SUCCESSFUL in 11s\n"
       "4 actionable tasks: 2 executed, 2 up-to-date"),
    ("user", "perfect. can you run the full suite with the configuration cache on? CI wants to enable it"),
    fail("./gradlew test --configuration-cache --console=plain", 1, KTOR_CC),
    ("say", "The Ktor plugin's `run` task touches `Task.project` at execution time, which the configuration cache "
            "refuses. Should I add `org.gradle.configuration-cache.problems=warn` to gradle.properties so CI can "
            "enable the cache while that plugin is fixed upstream?"),
    ("user", "no, don't paper over it with warn. leave the configuration cache off for now, I'll open an issue "
             "with the ktor plugin."),
]

WF_DEPLOY_ERR = ('{"WFLYCTL0062: Composite operation failed and was rolled back. Steps that failed:" => '
                 '{"Operation step-1" => {"WFLYCTL0412: Required services that are not installed:" => '
                 '["jboss.naming.context.java.jboss.datasources.OrdersDS"],"WFLYCTL0180: Services with '
                 'missing/unavailable dependencies" => ["jboss.persistenceunit.\\"orders.war#ordersPU\\" is missing '
                 '[jboss.naming.context.java.jboss.datasources.OrdersDS]"]}}}')
CLI = "$JBOSS_HOME/bin/jboss-cli.sh --connect --command="

S03 = [
    ("user", "orders.war won't deploy on my local WildFly 31 (Fedora). Something about datasources. Postgres is "
             "running on 5432 with db/user/password orders."),
    fail(CLI + '"deploy target/orders.war --force"', 1, WF_DEPLOY_ERR),
    ok(CLI + '"/subsystem=datasources:read-children-names(child-type=data-source)"',
       '{\n    "outcome" => "success",\n    "result" => ["ExampleDS"]\n}'),
    ("say", "Only ExampleDS exists. The persistence unit needs OrdersDS, so I'll add the PostgreSQL driver module, "
            "the driver, then the datasource."),
    ok('$JBOSS_HOME/bin/jboss-cli.sh --command="module add --name=org.postgresql '
       '--resources=/tmp/postgresql-42.7.3.jar --dependencies=jakarta.api,jakarta.transaction.api"', ""),
    ok(CLI + '"/subsystem=datasources/jdbc-driver=postgresql:add(driver-name=postgresql,'
       'driver-module-name=org.postgresql,driver-class-name=org.postgresql.Driver)"',
       '{"outcome" => "success"}'),
    ok(CLI + '"data-source add --name=OrdersDS --jndi-name=java:/jdbc/OrdersDS --driver-name=postgresql '
       '--connection-url=jdbc:postgresql://localhost:5432/orders --user-name=orders --password=orders"', ""),
    fail(CLI + '"deploy /home/olek/src/orders/target/orders.war --force"', 1, WF_DEPLOY_ERR),
    ("say", "Same WFLYCTL0412. The JNDI name I gave, `java:/jdbc/OrdersDS`, is not the one persistence.xml asks "
            "for: its jta-data-source is `java:jboss/datasources/OrdersDS`."),
    ok(CLI + '"/subsystem=datasources/data-source=OrdersDS:write-attribute(name=jndi-name,'
       'value=java:jboss/datasources/OrdersDS)"',
       '{\n    "outcome" => "success",\n    "response-headers" => {\n        "operation-requires-reload" => true,\n'
       '        "process-state" => "reload-required"\n    }\n}'),
    ok(CLI + '":reload"', '{\n    "outcome" => "success",\n    "result" => undefined\n}'),
    ok(CLI + '"deploy target/orders.war --force" && curl -s -o /dev/null -w \'%{http_code}\\n\' '
       'http://localhost:8080/orders/api/orders', "200"),
    ("user", "nice. CI spins up a fresh WildFly container and the deploy fails there the same way:\n"
             "WFLYCTL0412: Required services that are not installed: jboss.naming.context.java.jboss.datasources."
             "OrdersDS\ncan you make that reproducible?"),
    ("write", "/home/olek/src/orders/ci/fix-orders-datasource.cli",
     "# run with: jboss-cli.sh --connect --file=ci/fix-orders-datasource.cli\n"
     "module add --name=org.postgresql --resources=/opt/drivers/postgresql-42.7.3.jar "
     "--dependencies=jakarta.api,jakarta.transaction.api\n"
     "/subsystem=datasources/jdbc-driver=postgresql:add(driver-name=postgresql,driver-module-name=org.postgresql,"
     "driver-class-name=org.postgresql.Driver)\n"
     "data-source add --name=OrdersDS --jndi-name=java:jboss/datasources/OrdersDS --driver-name=postgresql "
     "--connection-url=jdbc:postgresql://${env.DB_HOST}:5432/orders --user-name=orders --password=${env.DB_PASS}\n"),
    ("say", "I wrote ci/fix-orders-datasource.cli. The CI job should run `jboss-cli.sh --connect "
            "--file=ci/fix-orders-datasource.cli` before the deploy step; I can't run it here since it targets the "
            "CI container's paths."),
    ("user", "ok, I'll wire it into the pipeline next week."),
]

PAKET_ERR = """Paket version 8.0.3+9b4f0c5e1e0b4d0d8f7e8a0a3c0f2e5f1c3a7b9d
Error during restore of C:\\src\\ledger\\tests\\Ledger.Tests\\paket.references.
  paket.dependencies and paket.lock are out of sync in C:\\src\\ledger.
  Please run 'paket install' or 'paket update' to recompute the paket.lock file.
  Changes were detected for main/Expecto - Requirement: >= 10.2.1"""

PS_POLICY = """.\\build.ps1 : File C:\\src\\ledger\\build.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.
At line:1 char:1
+ .\\build.ps1 -Target Release
+ ~~~~~~~~~~~
    + CategoryInfo          : SecurityError: (:) [], PSSecurityException
    + FullyQualifiedErrorId : UnauthorizedAccess"""

S04 = [
    ("user", "dotnet fake build -t Test fails on my Windows box (PowerShell 5.1). It works for Lars on his mac."),
    ok("dotnet tool restore",
       "Tool 'paket' (version '8.0.3') was restored. Available commands: paket\n"
       "Tool 'fake-cli' (version '6.1.3') was restored. Available commands: fake\n\nRestore was successful."),
    ok("dotnet paket restore", "Paket version 8.0.3+9b4f0c5e1e0b4d0d8f7e8a0a3c0f2e5f1c3a7b9d\n"
                               "Restoring C:\\src\\ledger\\paket.lock\n0 seconds - ready."),
    fail("dotnet fake build -t Test", 1, PAKET_ERR),
    ("say", "Lars added Expecto >= 10.2.1 to paket.dependencies but didn't commit the recomputed paket.lock. "
            "`paket restore` only installs what the lock says; `paket install` re-resolves and rewrites it."),
    ok("dotnet paket install",
       "Paket version 8.0.3+9b4f0c5e1e0b4d0d8f7e8a0a3c0f2e5f1c3a7b9d\nResolving dependency graph...\n"
       "Updated packages:\n  Group: Main\n  - Expecto: 10.2.1 (added)\nInstalling into projects:\n"
       " - Creating model and downloading packages.\nPerformance:\n - Resolver: 3 seconds\n"
       "Total time taken: 7 seconds"),
    ok("dotnet fake build -t Test",
       "[12:04:11 INF] EXPECTO! 42 tests run in 00:00:01.3301 for Ledger.Tests - 42 passed, 0 ignored, 0 failed, "
       "0 errored. Success!\n\nStatus: Ok\n---------------------------------------------------------------------\n"
       "Build Time Report\n---------------------------------------------------------------------\n"
       "Target     Duration\n------     --------\nClean      00:00:00.0417\nBuild      00:00:09.8812\n"
       "Test       00:00:02.6120\nTotal:     00:00:12.6071"),
    ("user", "nice. the release goes through build.ps1 though, and that one won't even start"),
    fail(".\\build.ps1 -Target Release", 1, PS_POLICY),
    ("say", "PowerShell's execution policy blocks unsigned scripts. I can set it for your user with "
            "`Set-ExecutionPolicy -Scope CurrentUser RemoteSigned`, or bypass it just for this one run."),
    rejected("Bash", {"command": "Set-ExecutionPolicy -Scope CurrentUser RemoteSigned",
                      "description": "Allow local scripts for the current user"}),
    ("user", "no, don't touch the machine's policy, IT manages that. bypass it for the single run"),
    ok("powershell -NoProfile -ExecutionPolicy Bypass -File .\\build.ps1 -Target Release",
       "Target: Release\nStarting target 'Clean'\nFinished (Success) 'Clean' in 00:00:00.0391\n"
       "Starting target 'Pack'\nCreated package C:\\src\\ledger\\out\\Ledger.1.4.0.nupkg\n"
       "Finished (Success) 'Pack' in 00:00:04.2207\nStatus: Ok"),
    ("user", "there we go"),
]

APPTEST_FAIL = """F.
=================================== FAILURES ===================================
______________________________ test_orders_table _______________________________

    def test_orders_table():
        at = AppTest.from_file("app.py").run()
>       assert not at.exception
E       assert not ElementList(_list=[Exception(message="Cannot hash argument 'conn' (of type `sqlite3.Connection`) in 'load_orders'.")])

tests/test_app.py:7: AssertionError
=========================== short test summary info ============================
FAILED tests/test_app.py::test_orders_table - assert not ElementList(_list=[Exception(message="Cannot hash ar...
1 failed, 1 passed in 3.42s"""

STREAMLIT_UP = ("<status>running</status>\n<stdout>\n\n  You can now view your Streamlit app in your browser.\n\n"
                "  Local URL: http://localhost:8501\n  Network URL: http://172.27.144.3:8501\n\n</stdout>")

S05 = [
    ("user", "I'm working on the dashboard in WSL, in /mnt/c/Users/ana/dash. The AppTest in tests/test_app.py "
             "fails, and when I edit app.py in VS Code on Windows the running app never reloads."),
    fail("cd /mnt/c/Users/ana/dash && python -m pytest tests/test_app.py -q", 1, APPTEST_FAIL),
    ("say", "Streamlit hashes every argument of a `@st.cache_data` function to build the cache key, and a "
            "sqlite3 connection can't be hashed. A leading underscore in the parameter name tells Streamlit to "
            "skip it."),
    ("edit", "/mnt/c/Users/ana/dash/app.py",
     "def load_orders(conn, since):\n    return pd.read_sql_query(Q, conn, params=(since,))",
     "def load_orders(_conn, since):\n    return pd.read_sql_query(Q, _conn, params=(since,))"),
    ok("python -m pytest tests/test_app.py -q", "..                                                    [100%]\n"
                                                "2 passed in 2.87s"),
    ("user", "and the reload thing?"),
    ("tool", "Bash", {"command": "streamlit run app.py --server.headless true", "run_in_background": True,
                      "description": "Start the dashboard in the background"},
     "Command running in background with ID: bash_1", False),
    ("tool", "BashOutput", {"bash_id": "bash_1"}, STREAMLIT_UP, False),
    ("user", "edited the title in app.py, still shows the old one. ctrl+s does nothing"),
    ("say", "Files under /mnt/c live on the Windows side; WSL 2 gets no inotify events for edits made there, so "
            "Streamlit's watcher never fires. Polling avoids that. Restarting it with polling."),
    ("tool", "KillShell", {"shell_id": "bash_1"},
     "Successfully killed shell: bash_1 (streamlit run app.py --server.headless true)", False),
    ("tool", "Bash", {"command": "streamlit run app.py --server.headless true --server.port 8502",
                      "run_in_background": True, "description": "Restart the dashboard"},
     "Command running in background with ID: bash_2", False),
    ("user", "same thing on 8502, the title doesn't change after saving"),
    ("say", "My restart left out the polling flag, sorry. Rather than rely on the flag, I'll put it in the "
            "project's config so every start uses it."),
    ("write", "/mnt/c/Users/ana/dash/.streamlit/config.toml",
     '[server]\nfileWatcherType = "poll"\nheadless = true\n'),
    ("tool", "KillShell", {"shell_id": "bash_2"},
     "Successfully killed shell: bash_2 (streamlit run app.py --server.headless true --server.port 8502)", False),
    ("user", "ok I'll start it myself later from my terminal. the pytest fix is great btw, thanks"),
]

SESSIONS = {
    "s01-parcel-web": ("/home/dev/shop", "2026-12-14T08:10:00Z", "feat/scss-theme", S01),
    "s02-ktor-orders": ("/Users/mina/src/shop-api", "2026-12-14T09:40:00Z", "fix/orders-500", S02),
    "s03-wildfly-ds": ("/home/olek/src/orders", "2026-12-14T11:05:00Z", "main", S03),
    "s04-fsharp-paket": ("C:\\src\\ledger", "2026-12-14T13:30:00Z", "main", S04),
    "s05-streamlit-wsl": ("/mnt/c/Users/ana/dash", "2026-12-14T15:00:00Z", "dash-v2", S05),
}
