"""Labelled lessons of corpus43, part three: the ktlint/Spotless, Error Prone/NullAway, PIT/JaCoCo and shfmt sessions.
Each label was written from the session text (corpus43_sources_b.py, corpus43_sources_c.py) before anything judged
the lesson."""
from __future__ import annotations

from tests.truth.corpus43_common import gotcha, knowledge

KTL, NUL, PIT, SHF = ("ktlint-spotless-pwsh", "errorprone-nullaway-mvn", "pitest-jacoco-zsh", "shfmt-make-fish")

RECORDS = [
    gotcha(55, KTL, "real shown edit_then_pass", (
        "ktlint 1.x flags PascalCase Composables until .editorconfig exempts them",
        "After the ktlint 1.5.0 bump, spotlessCheck fails with standard:function-naming on every @Composable.",
        "Suppressing the rule would also hide real naming mistakes.",
        "ktlint 1.x only exempts annotated functions listed in `ktlint_function_naming_ignore_when_annotated_with`.",
        "Add `ktlint_function_naming_ignore_when_annotated_with = Composable` under `[*.{kt,kts}]`."),
        "`src\\main\\kotlin\\com\\ledger\\ui\\Screens.kt:21:5: Function name should start with a lowercase letter` "
        "… added `ktlint_function_naming_ignore_when_annotated_with = Composable` to .editorconfig; the next "
        "`./gradlew spotlessCheck` no longer listed Screens.kt (only `Money.kt:L12`), and the final run: "
        "`BUILD SUCCESSFUL in 22s`.",
        "Screens.kt:21 was reported first; after the .editorconfig edit the re-run reported only Money.kt, and "
        "after that rename the build passed.",
        ["Windows paths", "file:line:col", "ellipsis", "code spans", "ANSI in source stripped"],
        {"failure": "Screens.kt:21:5: Function name should start",
         "fix": "ktlint_function_naming_ignore_when_annotated_with = Composable",
         "evidence": "9 actionable tasks: 3 executed"}, cat="build_config"),
    knowledge(56, KTL, "real knowledge", (
        "Run the ktlint CLI to get file:line:col when Spotless only says L12",
        "Spotless's ktlint failure lists `File.kt:L12` without a column or a per-rule count.",
        "Run `ktlint --relative \"src/**/*.kt\"` for `file:line:col` and a summary by rule.",
        "The column and the rule summary show at once which rule dominates and where to edit."),
        "Spotless: `src\\\\main\\\\kotlin\\\\com\\\\ledger\\\\Money.kt:L12 ktlint(standard:function-naming)`; "
        "ktlint CLI: "
        "`src\\\\main\\\\kotlin\\\\com\\\\ledger\\\\Money.kt:12:5` plus `Summary error count (descending) by rule:`",
        "spotlessCheck printed the L12 form; the ktlint CLI call printed 12:5 and the summary by rule.",
        ["doubled backslashes", "code spans", "file:line:col"],
        {"evidence": "Summary error count (descending) by rule:"}),
    gotcha(57, KTL, "invented not_shown names_false_claim", (
        "One .editorconfig line clears ktlint 1.5's function-naming errors",
        "spotlessCheck fails on function names after the ktlint bump.",
        "Renaming functions by hand.",
        "Composables are capitalised.",
        "Add the Composable exemption to .editorconfig."),
        "Adding `ktlint_function_naming_ignore_when_annotated_with = Composable` was enough — `./gradlew "
        "spotlessCheck` passed right after.",
        "The spotlessCheck right after the edit still failed on Money.kt:L12; it passed only after the rename.",
        ["code spans", "false outcome", "em dash"],
        {"evidence": "There were 1 lint error(s)"}),
    gotcha(58, KTL, "invented not_shown other_call_error", (
        "compileDebugKotlin re-reports ktlint naming errors",
        "The combined spotlessCheck and compile task fails on naming.",
        "Expecting compile to ignore lint.",
        "Spotless runs before compilation in the same invocation.",
        "Fix lint first."),
        "`./gradlew spotlessCheck compileDebugKotlin` failed: `Function name should start with a lowercase letter "
        "(except factory methods)`",
        "That combined call printed BUILD SUCCESSFUL; the naming error is from the earlier spotlessCheck and "
        "ktlint calls.",
        ["code spans", "error from another call"],
        {"evidence": "./gradlew spotlessCheck compileDebugKotlin"}),
    gotcha(59, KTL, "invented not_shown near_miss", (
        "ktlint reports the Composable at column 9",
        "ktlint's CLI points to the function keyword of LedgerScreen.",
        "Looking at the annotation line instead.",
        "ktlint reports the name's position.",
        "Go to the reported column."),
        "`src\\main\\kotlin\\com\\ledger\\ui\\Screens.kt:21:9: Function name should start with a lowercase letter`",
        "The CLI reported Screens.kt:21:5; 21:9 appears nowhere.",
        ["Windows path", "file:line:col", "one character changed"],
        {"evidence": "ktlint --relative"}),

    gotcha(60, NUL, "real shown edit_then_pass", (
        "Error Prone on JDK 21 under Maven needs jdk.compiler exports in .mvn/jvm.config",
        "`mvn compile` dies with `IllegalAccessError` from BaseErrorProneJavaCompiler.",
        "The plugin config follows the docs, so the compiler setup looks right.",
        "Maven runs javac in-process and JDK 16+ encapsulates com.sun.tools.javac.",
        "Put the `--add-exports`/`--add-opens` lines for jdk.compiler in .mvn/jvm.config."),
        "Mit JDK 21: `java.lang.IllegalAccessError: class com.google.errorprone.BaseErrorProneJavaCompiler (in "
        "unnamed module @0x5a2e4553) cannot access class com.sun.tools.javac.api.BasicJavacTask` → "
        "Write(.mvn/jvm.config) mit `--add-exports jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED` … → danach "
        "meldete `mvn -q compile` nur noch `[NullAway]`-Befunde und nach den Fixes `COMPILED`.",
        "The compile crashed; after the jvm.config Write the next compile ran Error Prone (NullAway findings "
        "instead of the crash) and, after the code edits, printed COMPILED.",
        ["German prose", "tool-call notation", "arrows", "ellipsis"],
        {"failure": "BaseErrorProneJavaCompiler (in unnamed module",
         "fix": "--add-exports jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED",
         "evidence": "dereferenced expression item.getSku() is @Nullable"}, cat="build_config"),
    gotcha(61, NUL, "real shown edit_then_pass", (
        "Adding @Nullable for NullAway needs the jspecify import",
        "After marking a return @Nullable, javac reports `cannot find symbol ... class Nullable`.",
        "NullAway's message mentions @Nullable, which suggests it is already available.",
        "The annotation class was not imported.",
        "Import `org.jspecify.annotations.Nullable`."),
        "`StockService.java:[58,13] cannot find symbol` / `symbol:   class Nullable` → Edit added `import "
        "org.jspecify.annotations.Nullable;` → `mvn -q compile && echo COMPILED` → `COMPILED`",
        "The compile after the @Nullable edit failed on the symbol; after the import edit it printed COMPILED.",
        ["code spans", "arrows", "whitespace-significant quote"],
        {"failure": "cannot find symbol", "fix": "import org.jspecify.annotations.Nullable;",
         "evidence": "COMPILED"}),
    knowledge(62, NUL, "real knowledge", (
        "Satisfy NullAway on a nullable getter with Objects.requireNonNull",
        "NullAway flags a dereference of a @Nullable getter that the code knows is set.",
        "Wrap it as `Objects.requireNonNull(x.getSku(), \"sku\")` so a null fails fast with a name.",
        "It states the assumption, keeps NullAway strict, and gives a clear message if it ever is null."),
        "`[NullAway] dereferenced expression item.getSku() is @Nullable` at `StockService.java:[41,27]` → "
        "`Objects.requireNonNull(item.getSku(), \"sku\").trim()`",
        "NullAway reported [41,27]; after the requireNonNull edit (and the import) the module compiled.",
        ["Maven [line,col] positions", "code spans", "nested quotes"],
        {"evidence": "Objects.requireNonNull(item.getSku(), \"sku\").trim()"}),
    gotcha(63, NUL, "invented not_shown other_call_error", (
        "NullAway's annotations break the test compile",
        "`mvn test` fails on `cannot find symbol` after adding NullAway.",
        "Only main sources were fixed.",
        "Test sources do not see the annotation.",
        "Add jspecify with test scope too."),
        "`mvn -q test` failed with `cannot find symbol` (`symbol:   class Nullable`)",
        "`mvn -q test` ran last and passed 48 tests; cannot find symbol came from the compile before the import.",
        ["code spans", "error from another call"],
        {"evidence": "Tests run: 48, Failures: 0, Errors: 0, Skipped: 2"}),
    gotcha(64, NUL, "invented not_shown near_miss", (
        "NullAway adds no skipped tests",
        "After NullAway, the test count is unchanged and nothing is skipped.",
        "Suspecting NullAway disabled tests.",
        "NullAway is compile-time only.",
        "Compare the test summary."),
        "`Tests run: 48, Failures: 0, Errors: 0, Skipped: 0`",
        "The summary is `Tests run: 48, Failures: 0, Errors: 0, Skipped: 2`.",
        ["code span", "one character changed"],
        {"evidence": "Tests run: 48"}),
    gotcha(65, NUL, "invented not_shown never_seen_error", (
        "javac cannot find the Error Prone plug-in without annotationProcessorPaths",
        "Compile fails because the ErrorProne plug-in is missing.",
        "Adding Error Prone only as a dependency.",
        "javac loads plug-ins from the processor path.",
        "List error_prone_core under annotationProcessorPaths."),
        "`error: plug-in not found: ErrorProne`",
        "No such error appears; the failures were the IllegalAccessError, NullAway findings and cannot find "
        "symbol.",
        ["code span", "error never seen"],
        {"evidence": "mvn -q compile"}),

    gotcha(66, PIT, "real shown rerun_passes", (
        "zsh globs an unquoted -DtargetClasses=...* before Maven sees it",
        "`zsh:1: no matches found: -DtargetClasses=com.acme.pricing.rules.*` and Maven never starts.",
        "The same line works in bash, where an unmatched glob is passed through.",
        "zsh's default NOMATCH makes an unmatched `*` an error.",
        "Quote the property: `'-DtargetClasses=com.acme.pricing.rules.*'`."),
        "zsh: `zsh:1: no matches found: -DtargetClasses=com.acme.pricing.rules.*` → quoted "
        "`'-DtargetClasses=com.acme.pricing.rules.*'` → `Generated 212 mutations Killed 171 (81%)`, "
        "`BUILD SUCCESS`",
        "The unquoted call failed in zsh; the same call with the property quoted ran PIT to BUILD SUCCESS.",
        ["code spans", "arrows"],
        {"failure": "no matches found: -DtargetClasses", "fix": "'-DtargetClasses=com.acme.pricing.rules.*' -Dthreads",
         "evidence": "Generated 212 mutations Killed 171 (81%)"}),
    gotcha(67, PIT, "real not_shown never_run", (
        "A literal surefire argLine silently drops JaCoCo's agent",
        "`mvn verify` prints `Skipping JaCoCo execution due to missing execution data file` and no report.",
        "The JaCoCo plugin is configured correctly, so the empty report looks like a plugin bug.",
        "`<argLine>-Xmx1g</argLine>` replaces the argLine property prepare-agent set.",
        "Use `<argLine>@{argLine} -Xmx1g</argLine>`."),
        "`[WARNING] Skipping JaCoCo execution due to missing execution data file.` — Surefire's "
        "`<argLine>-Xmx1g</argLine>` overrode JaCoCo's agent; Edit(pom.xml) → `<argLine>@{argLine} "
        "-Xmx1g</argLine>`, committed as 4e1a9c2.",
        "The pom edit was made and committed, but verify never ran again in the session (the person will run it "
        "later).",
        ["code spans", "tool-call notation", "em dash"],
        {"failure": "Skipping JaCoCo execution due to missing execution data file",
         "fix": "/Users/lena/code/pricing/pom.xml"}, cat="build_config"),
    knowledge(68, PIT, "real knowledge", (
        "Scope PIT to one package and add threads to cut a 40-minute run",
        "pitest's mutationCoverage over the whole module runs for most of an hour.",
        "Pass `-DtargetClasses=<package>.*` (quoted in zsh) and `-Dthreads=4`.",
        "Mutation count drops to the package under work and the workers run in parallel."),
        "After limiting PIT to `com.acme.pricing.rules.*` with `-Dthreads=4`, the run finished in `03:48 min` "
        "(`Created  4 mutation test worker threads`), where the unrestricted run had been stopped at 40 minutes.",
        "The first full run was interrupted after the person said it was at 40 minutes; the scoped run took "
        "03:48 min with 4 workers.",
        ["GPT-style After", "whitespace-significant quote", "code spans"],
        {"evidence": "Total time:  03:48 min"}, cat="performance"),
    gotcha(69, PIT, "invented not_shown names_false_claim", (
        "Unscoped PIT runs succeed but take 40 minutes",
        "A full mutationCoverage run takes about 40 minutes before BUILD SUCCESS.",
        "Waiting it out on every change.",
        "Every class of the module is mutated.",
        "Scope targetClasses."),
        "The first full `mvn org.pitest:pitest-maven:mutationCoverage` run ended with `BUILD SUCCESS` after 40 "
        "minutes.",
        "The first run was interrupted by the person; it never reached BUILD SUCCESS.",
        ["code spans", "false outcome on an interrupted call"],
        {"evidence": "mvn org.pitest:pitest-maven:mutationCoverage"}, cat="performance"),
    gotcha(70, PIT, "invented not_shown invented_detail", (
        "PIT's history file makes repeated runs incremental",
        "Each PIT run re-mutates unchanged classes.",
        "Running the full analysis every time.",
        "No history is kept between runs.",
        "Pass `-DwithHistory=true`."),
        "`-DwithHistory=true` made the second run incremental: `03:48 min` instead of 40",
        "No withHistory flag was ever passed; the second run was scoped with targetClasses and threads.",
        ["code spans", "invented flag"],
        {"evidence": "-Dthreads=4"}, cat="performance"),
    gotcha(71, PIT, "invented not_shown never_seen_error", (
        "PIT's coverage minion dies on the full module",
        "PIT aborts with a minion error on the unrestricted run.",
        "Blaming slow tests.",
        "The minion runs out of memory.",
        "Scope the run."),
        "`PIT >> SEVERE : Coverage generator Minion exited abnormally due to UNKNOWN_ERROR`",
        "The only PIT lines are from the successful scoped run; no SEVERE line appears, the first run was "
        "interrupted.",
        ["code span", "error never seen"],
        {"evidence": "PIT >> INFO : Created"}),

    gotcha(72, SHF, "real shown edit_then_pass", (
        "shfmt formats with tabs locally when .editorconfig says tab and CI passes -i 2",
        "`shfmt -d` locally wants tabs while CI's `shfmt -i 2 -ci -d` wants two spaces.",
        "shfmt reads .editorconfig only when no formatting flags are given, so the two runs follow different "
        "settings.",
        "The repo's `[*]` section sets `indent_style = tab` and CI overrides it with flags.",
        "Add a `[*.sh]` section with `indent_style = space`, `indent_size = 2`, `switch_case_indent = true`."),
        "shfmt wanted `+\trsync -a \"$SRC\" \"$DST\"` (a tab) because `.editorconfig` says `indent_style = tab`; "
        "CI runs `shfmt -i 2 -ci -d scripts/`. After adding `[*.sh]` with `indent_size = 2` and "
        "`switch_case_indent = true`, `shfmt -d scripts/; and echo clean` → `clean`.",
        "The diff showed a tab; after the .editorconfig edit the local shfmt printed clean.",
        ["tab inside a quote", "code spans", "arrow"],
        {"failure": "+\trsync -a", "fix": "indent_style = space\nindent_size = 2",
         "evidence": "shfmt -d scripts/; and echo clean"}, cat="project_convention"),
    gotcha(73, SHF, "real shown edit_then_pass", (
        "ShellCheck SC2086 fails make lint on an unquoted rm -rf path",
        "`make lint` stops with `SC2086 (info): Double quote to prevent globbing and word splitting.`",
        "An info-level finding still makes shellcheck exit non-zero.",
        "`$DST` is unquoted in `rm -rf $DST/tmp`.",
        "Quote it: `rm -rf \"$DST\"/tmp`."),
        "`In scripts/backup.sh line 7:` `rm -rf $DST/tmp` → `SC2086 (info): Double quote to prevent globbing and "
        "word splitting.` → Edit to `rm -rf \"$DST\"/tmp` → `make lint; and echo LINT-OK` → `LINT-OK`",
        "make lint failed on SC2086; after the backup.sh edit the same target printed LINT-OK.",
        ["code spans", "arrows", "fish syntax"],
        {"failure": "SC2086 (info)", "fix": "/home/rin/dotfiles/scripts/backup.sh", "evidence": "LINT-OK"}),
    gotcha(74, SHF, "real not_shown other_check_passes", (
        "make lint does not check hooks/, so a green lint says nothing about CI's hooks step",
        "CI's `shfmt -i 2 -ci -d hooks/` fails on hooks/pre-push.sh while `make lint` passes.",
        "The Makefile target only lists scripts/.",
        "The case body in pre-push.sh was not indented for `-ci`.",
        "Indent the case body and re-run the CI command on hooks/."),
        "CI: `shfmt -i 2 -ci -d hooks/` flagged hooks/pre-push.sh; Edit indented `main) exit 1 ;;` → `make lint; "
        "and echo lint passed` → `lint passed`",
        "After the pre-push.sh edit only `make lint` ran, which formats scripts/ only; shfmt never ran on hooks/ "
        "again.",
        ["code spans", "arrows"],
        {"failure": "CI now fails on the hooks dir", "fix": "make lint; and echo lint passed"}),
    knowledge(75, SHF, "real knowledge", (
        "Read the CI workflow's shfmt flags before trusting local shfmt",
        "Local and CI shfmt disagree on indentation.",
        "grep the workflow for the shfmt line and mirror its flags in .editorconfig.",
        "Flags given on the command line win over .editorconfig, so CI's settings are in the workflow."),
        "`18:        run: shfmt -i 2 -ci -d scripts/`",
        "The grep of .github/workflows/lint.yml printed line 18 with the flags.",
        ["whitespace-significant quote", "code span"],
        {"evidence": "18:        run: shfmt -i 2 -ci -d scripts/"}, cat="project_convention"),
    gotcha(76, SHF, "invented not_shown near_miss", (
        "ShellCheck flags unquoted rm paths as SC2068",
        "make lint stops on an rm line in backup.sh.",
        "Treating info findings as optional.",
        "The variable is unquoted.",
        "Quote the variable."),
        "`SC2068 (info): Double quote to prevent globbing and word splitting.`",
        "The code ShellCheck printed is SC2086; SC2068 appears nowhere.",
        ["code span", "one character changed"],
        {"evidence": "make lint"}),
    gotcha(77, SHF, "invented not_shown invented_detail", (
        "Let shfmt rewrite scripts in place to match CI",
        "Formatting diffs between local and CI.",
        "Fixing the diff by hand.",
        "Local shfmt uses other settings.",
        "Run `shfmt -w -i 2 -ci scripts/`."),
        "Ran `shfmt -w -i 2 -ci scripts/`, then `shfmt -d scripts/; and echo clean` → `clean`",
        "shfmt never ran with -w; the clean diff came after the .editorconfig edit.",
        ["code spans", "a call that never ran"],
        {"evidence": "shfmt -d scripts/; and echo clean"}),
]
