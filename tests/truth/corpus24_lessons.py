"""corpus24's labelled lessons over sessions s01-s03 (Parcel, Ktor, WildFly). Labels were written from the session
text in corpus24_sources.py before anything judged them; each `why` says what the label rests on."""
from __future__ import annotations

from tests.truth.corpus24_common import g, k, steps

P, KT, WF = "s01-parcel-web", "s02-ktor-orders", "s03-wildfly-ds"

RECORDS = [
    g("parcel-01", P, "Parcel 2 refuses an app package whose package.json still has a main field",
      "`parcel build src/index.html` fails in @parcel/namer-default: the main target's index.js does not match the "
      "html bundle.",
      "Keeping npm init's main: index.js in an application package, or renaming it to index.html as the hint says.",
      "Parcel turns package.json's main field into a library build target; an HTML app entry cannot be written there.",
      "Delete the main field from the app package's package.json (leave it out rather than rename it) and rebuild.",
      "First build: `@parcel/namer-default: Target` … `declares an output file path of` index.js `which does not "
      "match the compiled bundle type` html. After the Edit that deleted the main line from packages/web/package.json "
      "the next build failed only on sass, and after the sass install `npx parcel build src/index.html` printed "
      "`✨ Built in 4.21s`.",
      "real", "shown", "edit_then_pass",
      "the main-field error never came back after the Edit removing it; the build passed two calls later",
      ["code spans", "ellipsis", "negative fix", "prose around quoted pieces"],
      steps(e="✨ Built in 4.21s", f="which does not match the compiled bundle type", x='"0.3.0",\n  "main": "index.js"'),
      cat="build_config"),
    g("parcel-02", P, "@parcel/transformer-sass needs the sass package installed beside it",
      "Importing a .scss file makes parcel build fail with Failed to resolve 'sass' from SassTransformer.js.",
      "Assuming Parcel brings its own Sass compiler along with the transformer it adds.",
      "The transformer declares sass as a peer dependency; in an npm workspace nothing installs it for you.",
      "npm install --save-dev sass -w <package>, then rebuild.",
      "`Failed to resolve 'sass' from '/home/dev/shop/node_modules/@parcel/transformer-sass/lib/SassTransformer.js'` "
      "→ ran `npm install --save-dev sass@^1.77.0 -w packages/web` (`added 17 packages`) → the rebuild printed "
      "`✨ Built in 4.21s`.",
      "real", "shown", "fix_ran", "the install exited 0 and the very next build passed",
      ["code spans", "arrows", "absolute path"],
      steps(e="✨ Built in 4.21s", f="Failed to resolve 'sass'", x="npm install --save-dev sass@^1.77.0"),
      cat="build_config"),
    k("parcel-03", P, "Reset Parcel's stale cache by deleting .parcel-cache and building once with --no-cache",
      "A Parcel 2 project keeps building or serving an old bundle after a git branch switch.",
      "Delete .parcel-cache and run one build with --no-cache; expect it to be slower than a warm build.",
      "The cache lives in .parcel-cache; removing it is the full reset, at the price of one cold build.",
      "Ran `rm -rf .parcel-cache && npx parcel build src/index.html --no-cache`, which built cold in 9.87s (the warm "
      "build before it had taken 4.21s).",
      "real", "knowledge", "the cold build ran and its time is in the output",
      ["code span", "prose numbers"], steps(e="rm -rf .parcel-cache"), cat="tool_quirk"),
    g("parcel-04", P, "Browserslist warns that caniuse-lite is outdated on every Parcel build",
      "Each parcel build prints a yellow Browserslist: caniuse-lite is outdated warning.",
      "Taking it for a Parcel error, or leaving it for months.",
      "The caniuse-lite data pinned in package-lock.json is old.",
      "Run npx update-browserslist-db@latest in the repo root and commit the lockfile change.",
      "`⚠️ Browserslist: caniuse-lite is outdated. Please run:` with `npx update-browserslist-db@latest` on the next "
      "line; the assistant only recommended it (it rewrites package-lock.json) and the user put it off to another PR.",
      "real", "not_shown", "only_suggested", "the update command was recommended, never run; the user deferred it",
      ["code spans", "emoji in output"],
      steps(e="caniuse-lite is outdated", f="caniuse-lite is outdated", x="refreshes caniuse-lite in package-lock.json"),
      cat="tool_quirk"),
    g("parcel-05", P, "npm install -w into a Parcel workspace package exits 1",
      "Installing sass with -w packages/web fails.", "Installing a dependency into a workspace package with -w.",
      "npm workspaces reject -w installs from inside the package folder.",
      "Install sass at the workspace root instead.",
      "`npm install --save-dev sass@^1.77.0 -w packages/web` returned `Exit code 1`, so sass had to go to the "
      "workspace root.",
      "invented", "not_shown", "other_call_error",
      "the install printed added 17 packages and exited 0; Exit code 1 belongs to the parcel builds",
      ["code spans", "exit code claim"], steps(e="npm install --save-dev sass@^1.77.0")),
    g("parcel-06", P, "parcel serve on port 1234 collides with a dev server that is already running",
      "parcel serve exits with EADDRINUSE.", "Starting a second parcel serve on the default port.",
      "Another process holds port 1234.", "Stop the old server or pass another --port.",
      "`npx parcel serve src/index.html --port 1234` failed with `Error: listen EADDRINUSE: address already in use "
      ":::1234`, so a plain build was used instead.",
      "invented", "not_shown", "never_seen_error", "the serve call was interrupted by the user; no such error exists",
      ["code spans", "error text"], steps(e="npx parcel serve src/index.html --port 1234")),
    k("parcel-07", P, "Pin sass to ^1.71 for Parcel's Sass transformer",
      "Adding Sass support to a Parcel 2 workspace package.", "npm install --save-dev sass@^1.71.0 -w <package>.",
      "That range is what the transformer resolves against.",
      "The install that turned the build green was `npm install --save-dev sass@^1.71.0 -w packages/web`.",
      "invented", "near_miss", "the session installed sass@^1.77.0", ["code span", "version changed"],
      steps(e="npm install --save-dev sass@^1.77.0"), cat="build_config"),

    g("ktor-01", KT, "@Serializable does nothing in a Ktor Gradle build without the kotlinx serialization plugin",
      "Ktor route test fails with SerializationException: Serializer for class 'Order' is not found.",
      "Annotating the data class and adding the json dependency while the plugins block only applies kotlin(jvm).",
      "The serializer is generated by the compiler plugin; without it the annotation is inert.",
      "Add kotlin(plugin.serialization) with the same version as kotlin(jvm) to the plugins block.",
      "`Serializer for class 'Order' is not found.` and `Please ensure that class is marked as '@Serializable' and "
      "that the serialization compiler plugin is applied.` — after the Edit adding "
      "`kotlin(\"plugin.serialization\") version \"1.9.24\"` to build.gradle.kts the serializer error was gone; the "
      "next run failed only on a 406, and after the test fix it printed `OrderRoutesTest > listOrders() PASSED`.",
      "real", "shown", "edit_then_pass",
      "the SerializationException never came back after the plugin Edit; the test passed after the next Edit",
      ["code spans", "nested quotes", "em dash"],
      steps(e="OrderRoutesTest > listOrders() PASSED", f="Serializer for class 'Order' is not found.",
            x='kotlin("plugin.serialization") version "1.9.24"'), cat="build_config"),
    g("ktor-02", KT, "Ktor testApplication without module() answers 406 because ContentNegotiation is missing",
      "A route test expects 200 OK but gets 406 Not Acceptable.",
      "Registering only the routes inside testApplication's application { } block.",
      "ContentNegotiation is installed in module(); the routes alone cannot produce JSON.",
      "Call the real module() inside application { } in the test.",
      ["`expected: <200 OK> but was: <406 Not Acceptable>` (OrderRoutesTest.kt:33)",
       "Edit `application { orderRoutes() }` → `application { module() }`",
       "rerun: `OrderRoutesTest > listOrders() PASSED`, `BUILD SUCCESSFUL in 11s`"],
      "real", "shown", "edit_then_pass", "the test rerun right after the Edit passed; the user said perfect",
      ["evidence as a list", "arrows", "code spans"],
      steps(e="BUILD SUCCESSFUL in 11s", f="406 Not Acceptable", x="application { module() }"), cat="test_strategy"),
    g("ktor-03", KT, "The Ktor Gradle plugin's run task breaks the configuration cache",
      "./gradlew test --configuration-cache fails: invocation of Task.project at execution time is unsupported "
      "(task :run).",
      "Turning the configuration cache on in CI for a project that applies io.ktor.plugin 2.3.11.",
      "The plugin's JavaExec run task reads Task.project at execution time.",
      "Set org.gradle.configuration-cache.problems=warn in gradle.properties, or keep the cache off.",
      "The run failed with `invocation of 'Task.project' at execution time is unsupported` "
      "(`Configuration cache problems found in this build.`); the assistant asked whether to add "
      "`org.gradle.configuration-cache.problems=warn` to gradle.properties and the user said no.",
      "real", "not_shown", "question_offers_flag", "the property was only offered in a question, which the user refused",
      ["code spans", "question"],
      steps(e="Configuration cache problems found", f="invocation of 'Task.project' at execution time is unsupported",
            x="org.gradle.configuration-cache.problems=warn"), cat="build_config"),
    k("ktor-04", KT, "Iterate on one Ktor route test with Gradle's --tests filter",
      "Fixing a single failing test class in a Kotlin service.",
      "./gradlew test --tests 'pkg.ClassName' (with --console=plain for readable output) until it passes.",
      "Each loop took 9 to 14 seconds instead of a full suite run.",
      "Iterated with `./gradlew test --tests 'shop.OrderRoutesTest'`: `BUILD FAILED in 14s`, then "
      "`BUILD FAILED in 9s`, then `BUILD SUCCESSFUL in 11s`.",
      "real", "knowledge", "three filtered runs with those timings are in the session",
      ["code spans", "sequence"], steps(e="./gradlew test --tests 'shop.OrderRoutesTest'"), cat="test_strategy"),
    g("ktor-05", KT, "Applying the serialization plugin alone makes the Ktor route test pass",
      "OrderRoutesTest fails on a missing serializer.", "Forgetting the compiler plugin.",
      "@Serializable needs the plugin.", "Add the plugin; the test passes.",
      "After adding `kotlin(\"plugin.serialization\") version \"1.9.24\"`, "
      "`./gradlew test --tests 'shop.OrderRoutesTest' --console=plain` passed on the first rerun.",
      "invented", "not_shown", "names_false_claim", "the first rerun after the plugin failed with 406 Not Acceptable",
      ["code spans", "false outcome"], steps(e="BUILD FAILED in 9s")),
    g("ktor-06", KT, "Stale Gradle outputs hide the Ktor serializer fix until --rerun-tasks",
      "The serializer error keeps coming back after the plugin is added.", "Trusting up-to-date tasks.",
      "Old compiled classes without generated serializers.", "./gradlew clean test --rerun-tasks.",
      "The serializer error kept coming back until `./gradlew clean test --rerun-tasks` rebuilt the generated "
      "serializers.",
      "invented", "not_shown", "invented_detail", "no clean or --rerun-tasks run exists; the error did not come back",
      ["code span", "invented command"], steps(e="Serializer for class 'Order' is not found.")),

    g("wf-01", WF, "A WildFly datasource's JNDI name must match persistence.xml's jta-data-source",
      "Deploy fails with WFLYCTL0412 naming jboss.naming.context.java.jboss.datasources.OrdersDS although a "
      "datasource called OrdersDS exists.",
      "Giving data-source add a JNDI name such as java:/jdbc/OrdersDS when persistence.xml asks for "
      "java:jboss/datasources/OrdersDS.",
      "The persistence unit depends on the JNDI binding, not on the datasource's name.",
      "write-attribute the jndi-name to persistence.xml's value, :reload, redeploy.",
      "Redeploy after `data-source add --name=OrdersDS --jndi-name=java:/jdbc/OrdersDS` still failed with "
      "`WFLYCTL0412: Required services that are not installed:` (`jboss.naming.context.java.jboss.datasources.OrdersDS`). "
      "Then `write-attribute(name=jndi-name,value=java:jboss/datasources/OrdersDS)`, `:reload`, and the deploy plus "
      "curl returned 200.",
      "real", "shown", "rerun_passes", "after the rename and reload the same deploy ran and curl printed 200",
      ["code spans", "prose outcome"],
      steps(e="http://localhost:8080/orders/api/orders", f="deploy /home/olek/src/orders/target/orders.war",
            x="write-attribute(name=jndi-name,"), cat="env_setup"),
    g("wf-02", WF, "A fresh WildFly container in CI has no OrdersDS, so the deploy fails with WFLYCTL0412",
      "The CI deploy of orders.war fails with WFLYCTL0412 naming the OrdersDS JNDI context.",
      "Configuring the datasource by hand on one server and expecting a new container to have it.",
      "Datasources live in the server's own configuration; a new container starts with only ExampleDS.",
      "Run a jboss-cli script (module add, jdbc-driver add, data-source add) with --connect --file before deploying.",
      "The user pasted the CI failure `WFLYCTL0412: Required services that are not installed: "
      "jboss.naming.context.java.jboss.datasources.OrdersDS`; the assistant wrote `ci/fix-orders-datasource.cli` "
      "with the module add, jdbc-driver and data-source add commands.",
      "real", "not_shown", "write_named_like_fix",
      "the script was written and never run; the user will wire it into CI next week",
      ["code spans", "pasted error"],
      steps(e="ci/fix-orders-datasource.cli", f="the deploy fails there the same way", x="ci/fix-orders-datasource.cli"),
      cat="env_setup", scope="project"),
    k("wf-03", WF, "A WildFly write-attribute on a datasource needs :reload before it takes effect",
      "Changing a datasource attribute such as jndi-name with jboss-cli on a running WildFly.",
      "Read the response for operation-requires-reload and run :reload before redeploying.",
      "The change stays pending in the reload-required state until the server reloads.",
      "The write-attribute answered `\"operation-requires-reload\" => true` and "
      "`\"process-state\" => \"reload-required\"`; `:reload` returned `\"outcome\" => \"success\"` before the deploy.",
      "real", "knowledge", "both responses are Bash outputs in the session", ["code spans", "nested quotes"],
      steps(e="operation-requires-reload"), cat="tool_quirk"),
    k("wf-04", WF, "List WildFly datasources with read-children-names before adding one",
      "A WildFly deploy complains about a missing datasource.",
      "jboss-cli --connect --command=/subsystem=datasources:read-children-names(child-type=data-source)",
      "It shows at once which datasources exist, here only ExampleDS.",
      "`/subsystem=datasources:read-children-names(child-type=data-source)` returned `[\"ExampleDS\"]`.",
      "real", "knowledge", "the call and its result are in the session", ["code spans"],
      steps(e="read-children-names(child-type=data-source)"), cat="debugging_technique"),
    g("wf-05", WF, "jboss-cli module add for the PostgreSQL driver rolls back",
      "module add fails.", "Adding the driver module while connected.", "A composite operation failure.",
      "Add the module offline first.",
      "`module add --name=org.postgresql --resources=/tmp/postgresql-42.7.3.jar` failed with "
      "`WFLYCTL0062: Composite operation failed and was rolled back.`",
      "invented", "not_shown", "other_call_error", "module add printed nothing and exited 0; WFLYCTL0062 is the deploy's",
      ["code spans"], steps(e="module add --name=org.postgresql")),
    g("wf-06", WF, "WildFly needs a PostgreSQL driver module before data-source add",
      "data-source add has no postgresql driver to name.", "Adding the datasource first.",
      "The driver is a module plus a jdbc-driver resource.", "module add the jar, add the jdbc-driver, then the datasource.",
      "The driver module was created from `--resources=/tmp/postgresql-42.7.2.jar` with "
      "`--dependencies=jakarta.api,jakarta.transaction.api`.",
      "invented", "not_shown", "near_miss", "the jar in the session is postgresql-42.7.3.jar",
      ["code spans", "version changed"], steps(e="module add --name=org.postgresql")),
    g("wf-07", WF, "data-source add is enough to clear WFLYCTL0412 on WildFly",
      "Deploy fails with WFLYCTL0412.", "Deploying before the datasource exists.", "The datasource is missing.",
      "Add it with data-source add and redeploy.",
      "Right after `data-source add --name=OrdersDS` the redeploy of orders.war went through.",
      "invented", "not_shown", "names_false_claim",
      "the redeploy right after data-source add failed with the same WFLYCTL0412",
      ["code span", "false outcome"], steps(e="deploy /home/olek/src/orders/target/orders.war")),
]
