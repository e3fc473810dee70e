"""The twelfth tracking corpus, part two: ESLint 9 without a flat config (C, German) and surefire forks killed by
the container's memory limit (D). Same tables as tracking12_cases.py."""
from __future__ import annotations

from tests.truth.tracking12_cases import B, E, G, R, S, T, U, W

# --- C: ESLint 9 and a leftover .eslintrc (German) ------------------------------------------------------------

KASSE = "/home/lena/code/kassenbuch-ui"
KASSE_API = "/home/lena/code/kassenbuch-api"
NO_FLAT = ("\nOops! Something went wrong! :(\n\nESLint: 9.24.0\n\nESLint couldn't find an eslint.config.(js|mjs|cjs) "
           "file.\n\nFrom ESLint v9.0.0, the default configuration file is now eslint.config.js.\nIf you are using "
           "a .eslintrc.* file, please follow the migration guide\nto update your configuration file to the new "
           "format:\n\nhttps://eslint.org/docs/latest/use/configure/migration-guide\n\nIf you still have problems "
           "after following the migration guide, please stop by\nhttps://eslint.org/chat/help to chat with the team.")
MIGRATED = ("Migrating .eslintrc.json\n\nWrote new config to ./eslint.config.mjs\n\nYou will need to install the "
            "following packages to use the new config:\n- globals\n- @eslint/js\n- @eslint/eslintrc\n\nYou can "
            "install them using the following command:\n\nnpm install globals @eslint/js @eslint/eslintrc -D")


def _eslint_source() -> None:
    T.source(
        "s-eslint-flat", KASSE, "2025-04-04T07:45:00Z", "chore/eslint-9",
        U("Renovate hat ESLint auf 9 gehoben, der Lint-Job ist rot. Bitte reparieren, ohne Regeln zu verlieren."),
        B("npx eslint src", NO_FLAT, True),
        S("ESLint 9 liest keine .eslintrc.json mehr. Ich versuche zuerst, die alte Datei explizit mitzugeben."),
        B("npx eslint -c .eslintrc.json src", "\nOops! Something went wrong! :(\n\nESLint: 9.24.0\n\nA config object "
          "is using the \"env\" key, which is not supported in flat config system.\n\nFlat config uses "
          "\"languageOptions.globals\" to define global variables for your files.", True),
        S("Das hilft nicht: `-c` erwartet jetzt eine Flat-Config. Ich migriere die Datei mit dem offiziellen "
          "Werkzeug."),
        B("npx @eslint/migrate-config .eslintrc.json", MIGRATED),
        B("npm install -D globals @eslint/js @eslint/eslintrc", "\nadded 4 packages, and audited 512 packages in 3s\n\n"
          "found 0 vulnerabilities"),
        B('npx eslint src && echo "lint ok"', "lint ok"),
        B("git rm -q .eslintrc.json && git add eslint.config.mjs package.json package-lock.json && git commit -qm "
          "'Migrate to ESLint flat config' && git log --oneline -1", "7be21c4 Migrate to ESLint flat config"),
    )
    T.lesson(
        "t12-eslint-flat", "project", "de", "s-eslint-flat", "workflow",
        "ESLint 9 ignoriert .eslintrc.json – Konfiguration erst migrieren",
        "Nach dem Update auf ESLint 9 bricht `npx eslint` sofort ab: \"couldn't find an eslint.config\".",
        "Die alte Datei per `-c .eslintrc.json` zu übergeben scheitert ebenfalls, weil `-c` nur noch Flat-Config "
        "versteht (der \"env\"-Schlüssel wird abgelehnt).",
        "Seit ESLint 9 ist eslint.config.(js|mjs|cjs) der Standard; .eslintrc.* wird nicht mehr gelesen.",
        "Die alte Konfiguration mit `npx @eslint/migrate-config <datei>` in eine eslint.config.mjs umwandeln, die "
        "genannten Pakete (globals, @eslint/js, @eslint/eslintrc) als devDependencies installieren und "
        ".eslintrc.* löschen.",
        ["`npx eslint src` → `ESLint couldn't find an eslint.config.(js|mjs|cjs) file.`",
         "`npx eslint -c .eslintrc.json src` → \"is using the \"env\" key\" (auch mit -c kein Erfolg)",
         "`npx @eslint/migrate-config .eslintrc.json` → `Wrote new config to ./eslint.config.mjs`, danach lief "
         "`npx eslint src` sauber durch (`lint ok`)"])


def _eslint_later() -> None:
    T.later(
        "l-eslint-before", KASSE, "2025-03-31T12:10:00Z", "main",
        U("Die Warnung zu ungenutzten Variablen in Buchung.tsx bitte beheben."),
        B("npx eslint src --ext .ts,.tsx", "\n/home/lena/code/kassenbuch-ui/src/Buchung.tsx\n  14:9  warning  "
          "'betragAlt' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem "
          "(0 errors, 1 warning)"),
        E(f"{KASSE}/src/Buchung.tsx", "  const betragAlt = props.betrag;\n", ""),
        B("npx eslint src --ext .ts,.tsx && echo ok", "ok"),
    )
    T.later(
        "l-eslint-a1", "/home/lena/code/kassenbuch-worker", "2025-04-30T09:00:00Z", "chore/eslint-9",
        U("Im Worker bitte auch auf ESLint 9 gehen, bevor Renovate es wieder rot macht."),
        R("/home/lena/code/kassenbuch-worker/.eslintrc.cjs",
          "module.exports = {\n  root: true,\n  env: { node: true, es2022: true },\n  extends: "
          "[\"eslint:recommended\"],\n  rules: { \"no-console\": \"off\" },\n};"),
        S("Die Konfiguration ist klein, ich schreibe die Flat-Config direkt und entferne die alte Datei, bevor "
          "ich ESLint hebe."),
        W("/home/lena/code/kassenbuch-worker/eslint.config.js",
          "import js from \"@eslint/js\";\nimport globals from \"globals\";\n\nexport default [\n  "
          "js.configs.recommended,\n  {\n    languageOptions: { ecmaVersion: 2022, globals: globals.node },\n"
          "    rules: { \"no-console\": \"off\" },\n  },\n];\n"),
        B("rm .eslintrc.cjs && npm install -D eslint@9 @eslint/js globals",
          "\nadded 3 packages, changed 14 packages, and audited 298 packages in 4s\n\nfound 0 vulnerabilities"),
        B("npx eslint . && echo sauber", "sauber"),
    )
    T.later(
        "l-eslint-a2", "/home/lena/code/belegscan", "2025-05-05T13:20:00Z", "renovate/eslint-9.x",
        U("Renovate-PR für ESLint 9 in belegscan: bitte so fertig machen, dass CI grün ist."),
        B("npx @eslint/migrate-config .eslintrc.yml", MIGRATED.replace(".eslintrc.json", ".eslintrc.yml")),
        B("npm i -D globals @eslint/js @eslint/eslintrc && git rm -q .eslintrc.yml",
          "\nadded 4 packages, and audited 377 packages in 2s\n\nfound 0 vulnerabilities"),
        B("npx eslint .", ""),
        B("npm test -- --run", " Test Files  9 passed (9)\n      Tests  61 passed (61)"),
    )
    T.later(
        "l-eslint-a3", "/home/lena/code/kassenbuch-mono", "2025-05-12T08:35:00Z", "main",
        U("Im Monorepo will ich eslint 9 für alle Pakete. Vorher die gemeinsame Config umstellen."),
        B("pnpm dlx @eslint/migrate-config .eslintrc.json", MIGRATED.replace("npm install globals @eslint/js "
          "@eslint/eslintrc -D", "pnpm add globals @eslint/js @eslint/eslintrc -D")),
        B("pnpm add -D -w eslint@9 globals @eslint/js @eslint/eslintrc && rm .eslintrc.json",
          "Packages: +6 -21\nProgress: resolved 901, reused 880, downloaded 6, added 6, done\n\ndevDependencies:\n"
          "- eslint 8.57.1\n+ eslint 9.24.0\n+ globals 16.0.0\n\nDone in 5.1s"),
        B("pnpm -r exec eslint . --max-warnings 0", "Scope: 4 of 5 workspace projects"),
    )


def _eslint_later_b() -> None:
    T.later(
        "l-eslint-r1", KASSE_API, "2025-04-25T10:05:00Z", "dependabot/npm_and_yarn/eslint-9.25.1",
        U("Dependabot-PR in der API ist rot (eslint 9.25.1). Was ist los?"),
        B("npm run lint", "\n> kassenbuch-api@3.2.0 lint\n> eslint src test\n" + NO_FLAT.replace("9.24.0", "9.25.1")
          + "\nnpm error Lifecycle script `lint` failed with error:\nnpm error code 2", True),
        S("Dieselbe Ursache wie im UI-Repo: die API hat noch .eslintrc.cjs. Ich migriere sie."),
        B("npx @eslint/migrate-config .eslintrc.cjs && npm i -D globals @eslint/js @eslint/eslintrc",
          MIGRATED.replace(".eslintrc.json", ".eslintrc.cjs") + "\n\nadded 4 packages in 2s"),
        B("git rm -q .eslintrc.cjs && npm run lint", "\n> kassenbuch-api@3.2.0 lint\n> eslint src test\n"),
    )
    T.later(
        "l-eslint-r2", KASSE, "2025-05-08T15:40:00Z", "release/2.3",
        U("Hotfix für 2.3: Rundungsfehler in der MwSt-Berechnung. Push auf release/2.3."),
        E(f"{KASSE}/src/steuer.ts", "return Math.round(netto * satz) / 100;",
          "return Math.round(netto * satz + Number.EPSILON) / 100;"),
        B("npx vitest run src/steuer.test.ts", " ✓ src/steuer.test.ts (7 tests) 4ms\n\n Test Files  1 passed (1)"),
        B("git commit -qam 'Fix VAT rounding' && git push",
          "husky - pre-push hook\n> kassenbuch-ui@2.3.4 lint\n> eslint src --ext .ts,.tsx\n" + NO_FLAT +
          "\nhusky - pre-push script failed (code 2)\nerror: failed to push some refs to "
          "'github.com:lena/kassenbuch-ui.git'", True),
        S("Auf release/2.3 gibt es noch keine eslint.config.mjs, aber node_modules enthält bereits ESLint 9 "
          "vom main-Zweig. Für den Release-Zweig schalte ich für diesen Lauf auf das alte Format zurück."),
        B("ESLINT_USE_FLAT_CONFIG=false npx eslint src --ext .ts,.tsx && ESLINT_USE_FLAT_CONFIG=false git push",
          "(node:48112) ESLintRCWarning: You are using an eslintrc configuration file, which is deprecated and "
          "support will be removed in v10.0.0.\nTo github.com:lena/kassenbuch-ui.git\n   3a0c1d9..e8f7b20  "
          "release/2.3 -> release/2.3"),
    )
    T.later(
        "l-eslint-n1", KASSE, "2025-05-16T11:25:00Z", "feat/react-plugin",
        U("Bitte eslint-plugin-react in die Flat-Config aufnehmen und die JSX-Regeln aktivieren."),
        E(f"{KASSE}/eslint.config.mjs", "  {\n    rules: {", "  {\n    rules: {\n      \"react/jsx-key\": \"error\","),
        B("npx eslint src", "\nOops! Something went wrong! :(\n\nESLint: 9.24.0\n\nTypeError: Key \"rules\": Key "
          "\"react/jsx-key\": Could not find plugin \"react\".", True),
        S("Die Regel ist da, aber das Plugin ist in der Flat-Config nicht registriert."),
        E(f"{KASSE}/eslint.config.mjs", "  {\n    rules: {", "  {\n    plugins: { react },\n    rules: {"),
        E(f"{KASSE}/eslint.config.mjs", "import js from \"@eslint/js\";",
          "import js from \"@eslint/js\";\nimport react from \"eslint-plugin-react\";"),
        B("npx eslint src && echo ok", "ok"),
    )


def _eslint_pairs() -> None:
    lid = "t12-eslint-flat"
    T.pair(lid, "l-eslint-before", "neither", "dated before the lesson; ESLint 8 with --ext, nothing fails")
    T.pair(lid, "l-eslint-a1", "applied", "writes eslint.config.js by hand and drops .eslintrc.cjs before moving "
           "the worker to ESLint 9")
    T.pair(lid, "l-eslint-a2", "applied", "runs @eslint/migrate-config on .eslintrc.yml first; lint passes")
    T.pair(lid, "l-eslint-a3", "applied", "monorepo: `pnpm dlx @eslint/migrate-config` before installing eslint 9")
    T.pair(lid, "l-eslint-r1", "recurred", "API repo's `npm run lint` on eslint 9.25.1 cannot find an "
           "eslint.config; migrated afterwards")
    T.pair(lid, "l-eslint-r2", "recurred", "release branch's pre-push hook fails with the missing flat config; "
           "worked around with ESLINT_USE_FLAT_CONFIG=false")
    T.pair(lid, "l-eslint-n1", "neither", "flat config exists; the error is an unregistered react plugin")
    T.pair(lid, "l-pnpm-n1", "neither", "another project's frozen-lockfile failure; ESLint is not run")


# --- D: surefire forks killed by the container's memory limit ---------------------------------------------------

ORDER = "/home/dev/projects/orderhub"
INVOICER = "/home/dev/projects/invoicer"


def _fork_crash(plugin: str, goal: str, module: str, root: str, code: str = "137") -> str:
    return (f"[ERROR] Failed to execute goal org.apache.maven.plugins:{plugin}:3.2.5:{goal} (default-{goal}) on "
            f"project {module}: \n[ERROR] \n[ERROR] Please refer to {root}/{module}/target/surefire-reports for the "
            "individual test results.\n[ERROR] Please refer to dump files (if any exist) [date].dump, "
            "[date]-jvmRun[N].dump and [date].dumpstream.\n[ERROR] ExecutionException The forked VM terminated "
            "without properly saying goodbye. VM crash or System.exit called?\n[ERROR] Command was /bin/sh -c cd "
            f"'{root}/{module}' && '/usr/lib/jvm/java-21-openjdk-amd64/bin/java' '-Xmx1g' '-jar' "
            f"'{root}/{module}/target/surefire/surefirebooter-20250407091512_3.jar'\n[ERROR] Error occurred in "
            f"starting fork, check output in log\n[ERROR] Process Exit Code: {code}")


def _mvn_source() -> None:
    T.source(
        "s-mvn-fork", ORDER, "2025-04-07T09:05:00Z", "main",
        U("mvn verify dies in the devcontainer since we enabled parallel forks, but works on my laptop. Why?"),
        B("mvn -q verify", _fork_crash("maven-surefire-plugin", "test", "orderhub-core", ORDER), True),
        B("cat /sys/fs/cgroup/memory.max; nproc; grep -n -A3 '<forkCount>' pom.xml",
          "4294967296\n8\n112:            <forkCount>1C</forkCount>\n113:            <reuseForks>true</reuseForks>\n"
          "114:            <argLine>-Xmx1g</argLine>"),
        S("Exit code 137 is a SIGKILL: the container has a 4 GiB limit, and `1C` means one fork per core — eight "
          "JVMs with a 1 GiB heap each plus Maven itself. The kernel kills forks. A bigger heap won't help; let me "
          "confirm that first."),
        B("mvn -q verify -DargLine=-Xmx2g", _fork_crash("maven-surefire-plugin", "test", "orderhub-core", ORDER)
          .replace("'-Xmx1g'", "'-Xmx2g'"), True),
        B("mvn -q verify -DforkCount=2 -DargLine=-Xmx768m", "[INFO] Tests run: 412, Failures: 0, Errors: 0, "
          "Skipped: 3\n[INFO] BUILD SUCCESS\n[INFO] Total time:  02:41 min"),
    )
    T.lesson(
        "t12-mvn-fork", "project", "en", "s-mvn-fork", "performance",
        "Surefire forks get OOM-killed in the 4 GiB devcontainer with forkCount=1C",
        "`mvn verify` aborts with \"The forked VM terminated without properly saying goodbye\" and Process Exit "
        "Code 137 inside the devcontainer, while the same build passes on a laptop.",
        "Raising the fork heap (-Xmx2g) looks like the obvious fix for a memory problem but makes it worse: the "
        "limit is the container's total, not the heap.",
        "forkCount=1C starts one JVM per core (8 here), each with -Xmx1g, under a 4 GiB cgroup limit; the kernel "
        "SIGKILLs forks.",
        "Cap the number of surefire forks to what the container can hold (two here) and give each a smaller heap "
        "through surefire's argLine, either on the command line for one run or in the pom's surefire "
        "configuration for good.",
        "```\n$ mvn -q verify\n[ERROR] ExecutionException The forked VM terminated without properly saying goodbye. "
        "VM crash or System.exit called?\n[ERROR] Process Exit Code: 137\n$ cat /sys/fs/cgroup/memory.max; nproc; "
        "grep -n -A3 '<forkCount>' pom.xml\n4294967296\n$ mvn -q verify -DforkCount=2 -DargLine=-Xmx768m\n"
        "[INFO] BUILD SUCCESS\n```\n(-DargLine=-Xmx2g alone crashed the same way.)")


def _mvn_later() -> None:
    T.later(
        "l-mvn-before", ORDER, "2025-04-02T13:30:00Z", "feat/order-notes",
        U("Add a notes field to the order API and a test for it."),
        E(f"{ORDER}/orderhub-api/src/main/java/com/orderhub/api/OrderDto.java", "    private String status;\n",
          "    private String status;\n    private String notes;\n"),
        B("mvn -q -pl orderhub-api test -Dtest=OrderDtoTest", "[INFO] Tests run: 6, Failures: 0, Errors: 0, "
          "Skipped: 0\n[INFO] BUILD SUCCESS"),
    )
    T.later(
        "l-mvn-a1", ORDER, "2025-04-26T07:50:00Z", "feat/discounts",
        U("Run the core tests after the discount change (we're in the devcontainer)."),
        S("In the devcontainer I'll keep surefire to two forks with a smaller heap so they fit in its 4 GiB."),
        B('mvn -DargLine="-Xmx512m" -DforkCount=2 -pl orderhub-core test',
          "[INFO] Tests run: 398, Failures: 0, Errors: 0, Skipped: 3\n[INFO] BUILD SUCCESS\n[INFO] Total time:  "
          "02:07 min"),
    )
    T.later(
        "l-mvn-r1", ORDER, "2025-04-29T12:00:00Z", "feat/payments-retry",
        U("The PR build failed in CI, payments module. Can you see why?"),
        B("gh run view 8841102 --log-failed | grep -E 'ERROR|Exit Code' | head -5",
          "build\tmvn verify\t[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:"
          "test (default-test) on project orderhub-payments: \nbuild\tmvn verify\t[ERROR] ExecutionException The "
          "forked VM terminated without properly saying goodbye. VM crash or System.exit called?\nbuild\tmvn "
          "verify\t[ERROR] Process Exit Code: 137"),
        G("forkCount", f"{ORDER}/orderhub-payments/pom.xml", "orderhub-payments/pom.xml:48:"
          "            <forkCount>1C</forkCount>"),
        S("The payments module overrides forkCount with 1C; the CI runner has 7 GiB and 4 cores. Same OOM kill."),
        E(f"{ORDER}/orderhub-payments/pom.xml", "            <forkCount>1C</forkCount>",
          "            <forkCount>2</forkCount>\n            <argLine>-Xmx768m</argLine>"),
        B("git commit -qam 'payments: cap surefire forks' && git push", "To github.com:acme/orderhub.git\n"
          "   0c4e1aa..71b93de  feat/payments-retry -> feat/payments-retry"),
    )
    T.later(
        "l-mvn-a2", ORDER, "2025-05-04T08:10:00Z", "chore/surefire",
        U("Make the surefire settings safe for the devcontainer for everyone, not just on the command line."),
        E(f"{ORDER}/pom.xml", "            <forkCount>1C</forkCount>\n            <reuseForks>true</reuseForks>\n"
          "            <argLine>-Xmx1g</argLine>", "            <forkCount>2</forkCount>\n            "
          "<reuseForks>true</reuseForks>\n            <argLine>-Xmx768m</argLine>"),
        B("mvn verify | tail -4", "[INFO] Reactor Summary for orderhub 2.8.0-SNAPSHOT:\n[INFO] BUILD SUCCESS\n"
          "[INFO] Total time:  03:02 min\n[INFO] Finished at: 2025-05-04T08:14:51Z"),
    )
    T.later(
        "l-mvn-a3", INVOICER, "2025-05-09T14:25:00Z", "main",
        U("Run invoicer's tests here in the devcontainer before I cut the release."),
        B("grep -c processor /proc/cpuinfo; cat /sys/fs/cgroup/memory.max", "8\n4294967296"),
        S("Same 4 GiB container as orderhub, so one fork with a modest heap."),
        B("./mvnw -B test -DforkCount=1 -DreuseForks=true -DargLine=-Xmx640m", "[INFO] Tests run: 233, Failures: 0, "
          "Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
    )
    T.later(
        "l-mvn-r2", INVOICER, "2025-05-14T09:45:00Z", "feat/pdf-export",
        U("Run the integration tests for the PDF export."),
        B("./mvnw -B verify -Pit", _fork_crash("maven-failsafe-plugin", "integration-test", "invoicer-app",
                                                INVOICER).replace("surefire-reports", "failsafe-reports"), True),
        S("Failsafe forks too, and the PDF renderer tests start a headless Chrome each. Exit 137 again: the "
          "container's memory. Dropping to one fork."),
        B("./mvnw -B verify -Pit -DforkCount=1 -DargLine=-Xmx512m | tail -2", "[INFO] BUILD SUCCESS\n[INFO] Total "
          "time:  04:18 min"),
    )
    T.later(
        "l-mvn-n1", ORDER, "2025-05-18T10:30:00Z", "feat/cli",
        U("The new CLI module's tests crash surefire. Fix it."),
        B("mvn -q -pl orderhub-cli test", _fork_crash("maven-surefire-plugin", "test", "orderhub-cli", ORDER, "1"),
          True),
        G("System.exit", f"{ORDER}/orderhub-cli/src", "orderhub-cli/src/main/java/com/orderhub/cli/Main.java:41:"
          "            System.exit(1);"),
        S("Exit code 1, not 137: the code under test calls System.exit when an argument is missing, which kills "
          "the fork. I'll throw a UsageException instead and exit only in main()."),
        E(f"{ORDER}/orderhub-cli/src/main/java/com/orderhub/cli/Main.java", "            System.exit(1);",
          "            throw new UsageException(\"missing --order\");"),
        B("mvn -q -pl orderhub-cli test", "[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD "
          "SUCCESS"),
    )


def _mvn_pairs() -> None:
    lid = "t12-mvn-fork"
    T.pair(lid, "l-mvn-before", "neither", "dated before the lesson; a single-module test run passes")
    T.pair(lid, "l-mvn-a1", "applied", "caps forks and heap up front (-DargLine first, -DforkCount=2) in the "
           "devcontainer")
    T.pair(lid, "l-mvn-a2", "applied", "writes forkCount 2 and a smaller argLine into the parent pom, verify passes")
    T.pair(lid, "l-mvn-a3", "applied", "sibling invoicer: ./mvnw with -DforkCount=1 and a small argLine before "
           "any crash")
    T.pair(lid, "l-mvn-r1", "recurred", "CI log: payments module's forks killed with exit 137; forkCount lowered "
           "after")
    T.pair(lid, "l-mvn-r2", "recurred", "failsafe forks in the sibling project die with exit 137; fixed after")
    T.pair(lid, "l-mvn-n1", "neither", "same goodbye message but exit code 1 from System.exit in the code under "
           "test")
    T.pair(lid, "l-sbt-a1", "neither", "another project's sbt run; no surefire")


def build_second_half() -> None:
    _eslint_source()
    _eslint_later()
    _eslint_later_b()
    _eslint_pairs()
    _mvn_source()
    _mvn_later()
    _mvn_pairs()
