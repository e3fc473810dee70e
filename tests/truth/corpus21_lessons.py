"""Labelled lessons of corpus21, part A: the Scala CLI, Leiningen and Melos sessions of corpus21_sources.py. Each
label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus21_common import gotcha, knowledge
from tests.truth.corpus21_sources import LEIN, MELOS, SCALA

_SCALA = [
    gotcha("sc-01", SCALA, (
        "Scala CLI reports Not found for a library no using directive declares",
        "`scala-cli test .` stops at `[error] Not found: upickle` on `import upickle.default.*`.",
        "Expecting Scala CLI to find a library the way an sbt build would; project.scala only pinned the Scala "
        "version.",
        "Scala CLI only fetches dependencies declared with `//> using dep` directives.",
        "Add `//> using dep com.lihaoyi::upickle:3.3.1` to project.scala and re-run `scala-cli test .`."),
        "`scala-cli test .` → `[error] Not found: upickle`; after the edit adding "
        "`//> using dep com.lihaoyi::upickle:3.3.1` the main scope compiled "
        "(`Compiled project (Scala 3.4.2, JVM (17))`) and, once munit was declared as well, the third run "
        "printed `+ sums postings per account`.",
        ev="real", fix="shown", cls="edit_then_pass",
        why="The upickle directive is added by Edit; the second run gets past main (failing only on munit), the "
            "third passes; Not found: upickle never comes back.",
        phrasing=["code spans", "arrow", "outcome claim: after"],
        steps={"failure": "[error] Not found: upickle", "fix": "//> using dep com.lihaoyi::upickle:3.3.1",
               "evidence": "+ sums postings per account 0.004s"}, category="build_config"),
    gotcha("sc-02", SCALA, (
        "Test-only libraries in Scala CLI need the test.dep directive",
        "With main compiling, the test scope failed: [error] Not found: munit.",
        "Declaring munit with a plain `//> using dep`, or assuming the main dependencies cover tests.",
        "Scala CLI resolves the test scope from `//> using test.dep` directives.",
        "Add `//> using test.dep org.scalameta::munit:1.0.0` to project.scala."),
        "Second run: main compiled but the test scope failed with [error] Not found: munit. Adding "
        "`//> using test.dep org.scalameta::munit:1.0.0` made `scala-cli test .` compile the test scope and run "
        "LedgerTest, all three tests passing.",
        ev="real", fix="shown", cls="edit_then_pass",
        why="Edit adds the test.dep line; the next `scala-cli test .` compiles the test scope and runs three "
            "passing tests.",
        phrasing=["prose with code spans", "outcome claim"],
        steps={"failure": "[error] Not found: munit", "fix": "//> using test.dep org.scalameta::munit:1.0.0",
               "evidence": "Compiled project (test, Scala 3.4.2, JVM (17))"}, category="build_config"),
    gotcha("sc-03", SCALA, (
        "scala-cli package will not overwrite an existing output file",
        "`scala-cli --power package . -o ledger --assembly` compiles and then exits 1 because `ledger` exists.",
        "Re-running the CI packaging command in a checkout that still has an earlier launcher.",
        "Scala CLI refuses to erase an existing output unless told to.",
        "Pass `-f` (or `--force`) to the package command."),
        "```\n$ scala-cli --power package . -o ledger --assembly\n"
        "Error: ledger already exists. Pass -f or --force to force erasing it.\n"
        "$ scala-cli --power package . -o ledger --assembly -f\n"
        "Wrote /Users/ines/code/ledger-tool/ledger, run it with\n```",
        ev="real", fix="shown", cls="fix_ran",
        why="The -f run writes the launcher and `./ledger --version` answers.",
        phrasing=["fenced block", "$ prompts"],
        steps={"failure": "Error: ledger already exists.", "fix": "scala-cli --power package . -o ledger --assembly -f"}),
    gotcha("sc-04", SCALA, (
        "scala-cli fmt --check needs a pinned scalafmt version",
        "`scala-cli fmt --check .` exits 1 with `Scalafmt requires explicitly specified version.`",
        "Running the formatter check in a repository without a .scalafmt.conf.",
        "Scala CLI does not pick a scalafmt version by itself.",
        "Create .scalafmt.conf with `version = 3.8.3` and `runner.dialect = scala3`, then run the check again."),
        "`scala-cli fmt --check .` failed: `Scalafmt requires explicitly specified version.` A .scalafmt.conf was "
        "written with `version = 3.8.3` and `runner.dialect = scala3`.",
        ev="real", fix="not_shown", cls="confirmation_far_or_other",
        why="The config is written but the fmt check is never run again; the person's 'great, that matches what CI "
            "builds' is about the packaged launcher, not formatting.",
        phrasing=["code spans", "prose"],
        steps={"failure": "Scalafmt requires explicitly specified version.",
               "fix": "great, that matches what CI builds"}, category="tool_quirk"),
    gotcha("sc-05", SCALA, (
        "Scala CLI test run is green as soon as the upickle directive is added",
        "Compile errors on upickle in `scala-cli test .`.",
        "Looking for a build file; Scala CLI reads directives.",
        "The only thing missing was the dependency directive.",
        "Add the directive and re-run."),
        "Adding `//> using dep com.lihaoyi::upickle:3.3.1` to project.scala was enough: the very next "
        "`scala-cli test .` passed first time, all of LedgerTest green.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The run right after the upickle edit failed on `Not found: munit`; only the third run passed.",
        phrasing=["outcome claim: passed first time"],
        steps={"evidence": "//> using dep com.lihaoyi::upickle:3.3.1"}, category="build_config"),
    gotcha("sc-06", SCALA, (
        "Scala CLI assembly output collides with a stale launcher",
        "Packaging stops because the output file exists.",
        "Re-using the same output name.",
        "Scala CLI does not overwrite outputs by default.",
        "Use --force."),
        "`scala-cli --power package . -o ledger --assembly` → `Error: ledger already exists. Pass --force to "
        "overwrite it.`",
        ev="invented", fix="not_shown", cls="near_miss",
        why="The real message reads 'Pass -f or --force to force erasing it.'",
        phrasing=["code spans", "arrow", "near-miss quote"],
        steps={"evidence": "Error: ledger already exists."}),
]

_LEIN = [
    gotcha("lein-01", LEIN, (
        "Leiningen needs underscores in the file name of a dashed namespace",
        "`lein uberjar` fails with `Could not locate invoice_svc/db_utils__init.class ... on classpath`.",
        "Naming the file after the namespace with its dash (db-utils.clj).",
        "Clojure maps dashes in namespace names to underscores in file paths.",
        "Rename the file with `git mv` to db_utils.clj and rebuild."),
        "`lein clean; lein uberjar` → `Could not locate invoice_svc/db_utils__init.class, invoice_svc/db_utils.clj "
        "or invoice_svc/db_utils.cljc on classpath`. `Get-ChildItem src\\\\invoice_svc -Name` listed "
        "`db-utils.clj`; after `git mv src\\\\invoice_svc\\\\db-utils.clj src\\\\invoice_svc\\\\db_utils.clj` the "
        "next `lein uberjar` printed "
        "`Created C:\\\\Users\\\\tomas\\\\src\\\\invoice-svc\\\\target\\\\uberjar\\\\invoice-svc-0.3.0-SNAPSHOT-"
        "standalone.jar`.",
        ev="real", fix="shown", cls="rerun_passes",
        why="After the git mv the same build command creates both jars and the locate error never returns.",
        phrasing=["code spans", "doubled backslashes", "Windows paths", "PowerShell"],
        steps={"failure": "Could not locate invoice_svc/db_utils__init.class",
               "fix": "git mv src\\invoice_svc\\db-utils.clj"}, category="build_config", scope="project"),
    gotcha("lein-02", LEIN, (
        "Implicit AOT of :main warning in lein uberjar",
        "`lein uberjar` succeeds but warns that :main is not in :aot.",
        "Leaving AOT implicit for the uberjar.",
        "Leiningen still AOT-compiles :main implicitly but will stop doing so in 3.0.",
        "Add `:uberjar {:aot :all}` to :profiles in project.clj."),
        ["lein uberjar warned `Warning: specified :main without including it in :aot.` / "
         "`Implicit AOT of :main will be removed in Leiningen 3.0.0.`",
         "added `:uberjar {:aot :all}` to :profiles in project.clj; the next `lein uberjar` compiled "
         "`invoice-svc.core`, `invoice-svc.db-utils` and `invoice-svc.handler` with no warning"],
        ev="real", fix="shown", cls="edit_then_pass",
        why="Edit to project.clj, then the rebuild prints no AOT warning.",
        phrasing=["list evidence", "code spans"],
        steps={"failure": "Warning: specified :main without including it in :aot.", "fix": ":uberjar {:aot :all}",
               "evidence": "Compiling invoice-svc.db-utils"}, category="build_config", scope="project"),
    gotcha("lein-03", LEIN, (
        "Standalone Leiningen jar cannot find its main class until target is cleaned",
        "`java -jar ...-standalone.jar` → `Could not find or load main class invoice_svc.core`.",
        "Building over stale AOT classes left from the old file name.",
        "Old classes in target shadow the renamed namespace.",
        "Run `lein clean` before `lein uberjar`."),
        "`java -jar target\\\\uberjar\\\\invoice-svc-0.3.0-SNAPSHOT-standalone.jar --check-config` → "
        "`Error: Could not find or load main class invoice_svc.core` "
        "(`Caused by: java.lang.ClassNotFoundException: invoice_svc.core`).",
        ev="real", fix="not_shown", cls="ran_before_failure",
        why="`lein clean` ran once, at the very start, before the build and long before the jar failed; nothing "
            "after the failure cleans or re-runs the jar.",
        phrasing=["code spans", "Windows path doubled backslashes", "arrow"],
        steps={"failure": "Error: Could not find or load main class invoice_svc.core", "fix": "lein clean; lein uberjar"},
        category="build_config", scope="project", group="c21-lein-main"),
    gotcha("lein-04", LEIN, (
        "Leiningen main namespace needs gen-class for java -jar",
        "The uberjar builds but `java -jar` cannot load `invoice_svc.core`.",
        "Assuming :aot :all is enough for an entry point.",
        "Without `(:gen-class)` the ns compiles but no class with a static main is emitted.",
        "Add `(:gen-class)` to the ns form of invoice-svc.core and rebuild."),
        "After the rebuild the jar still would not start: `Error: Could not find or load main class "
        "invoice_svc.core`. The assistant's diagnosis: the ns form has no `(:gen-class)`; adding it was proposed "
        "and the user said they would make the change after lunch.",
        ev="real", fix="not_shown", cls="only_suggested",
        why="The gen-class change is only described; the person defers it and no rebuild follows.",
        phrasing=["prose", "code spans"],
        steps={"failure": "Caused by: java.lang.ClassNotFoundException: invoice_svc.core",
               "fix": "Adding `(:gen-class)` to the ns and rebuilding should fix it"},
        category="build_config", scope="project", group="c21-lein-main"),
    gotcha("lein-05", LEIN, (
        "The invoice-svc standalone jar trips over the dashed db-utils file",
        "`java -jar` on the standalone jar fails to locate a namespace.",
        "Running the jar built before the rename.",
        "The dashed file name.",
        "Rename and rebuild."),
        "`java -jar target\\uberjar\\invoice-svc-0.3.0-SNAPSHOT-standalone.jar --check-config` failed with "
        "`Could not locate invoice_svc/db_utils__init.class ... on classpath`.",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="That locate error is the first `lein uberjar`'s; the jar run failed with ClassNotFoundException.",
        phrasing=["code spans", "ellipsis", "Windows path"],
        steps={"evidence": "Could not locate invoice_svc/db_utils__init.class"}, scope="project"),
    gotcha("lein-06", LEIN, (
        "lein uberjar on Windows also needed explicit source paths",
        "Namespace not found on the classpath on Windows.",
        "Relying on Leiningen's default source path.",
        "project.clj lacked a source path entry.",
        "Declare the source paths in project.clj."),
        "Besides the rename, project.clj needed `:source-paths [\"src\"]` before `lein uberjar` would find the "
        "namespace; after that it printed `Created ...invoice-svc-0.3.0-SNAPSHOT-standalone.jar`.",
        ev="invented", fix="not_shown", cls="invented_detail",
        why="project.clj was only edited to add the :uberjar profile; no :source-paths appears anywhere.",
        phrasing=["code spans", "ellipsis"],
        steps={"evidence": "git mv src\\invoice_svc\\db-utils.clj"}, scope="project"),
]

_MELOS = [
    gotcha("mel-01", MELOS, (
        "pub workspace: `resolution: workspace` 는 SDK 하한 3.5 이상이 필요",
        "`melos bootstrap` 이 `BootstrapException: Failed to install.` 로 끝나고 koala_app 의 pubspec.yaml 6번째 줄을 "
        "가리킴.",
        "워크스페이스로 옮기면서 각 패키지의 environment.sdk 를 그대로 둔 것.",
        "`resolution: workspace` 는 language version 3.5.0 이상에서만 허용되는데 koala_app 은 3.4 하한이었음.",
        "koala_app 의 sdk 제약을 `^3.5.0` 으로 올리고 `melos bootstrap` 을 다시 실행."),
        "`melos bootstrap` 출력: `is only available for language version 3.5.0 or later.` — sdk 를 `^3.5.0` 으로 "
        "바꾼 뒤 다시 돌린 `melos bootstrap` 은 `-> 3 packages bootstrapped` 로 성공.",
        ev="real", fix="shown", cls="edit_then_pass",
        why="The pubspec edit is followed by a bootstrap that succeeds; the resolution error never recurs.",
        phrasing=["Korean", "code spans", "outcome claim: after"],
        steps={"failure": "is only available for language version 3.5.0 or later", "fix": "  sdk: ^3.5.0",
               "evidence": " -> 3 packages bootstrapped"}, category="build_config"),
    gotcha("mel-02", MELOS, (
        "Leftover per-package package_config shadows the pub workspace root",
        "In `melos run test`, koala_ui cannot resolve `package:koala_core` while the other packages pass.",
        "Keeping each package's old .dart_tool and Melos-generated pubspec_overrides.yaml after moving to a "
        "workspace.",
        "The stale package config inside koala_ui shadows the root workspace one.",
        "Delete packages/koala_ui/.dart_tool and pubspec_overrides.yaml, bootstrap again, re-run the tests."),
        ["koala_ui: `Error: Couldn't resolve the package 'koala_core' in 'package:koala_core/koala_core.dart'.`",
         "`rm -rf packages/koala_ui/.dart_tool packages/koala_ui/pubspec_overrides.yaml && melos bootstrap && "
         "melos run test` → `00:02 +6: All tests passed!`, `koala_ui: SUCCESS`"],
        ev="real", fix="shown", cls="fix_ran",
        why="The delete-and-bootstrap call itself runs the tests, all three packages pass, and the person says 됐다.",
        phrasing=["list evidence", "code spans", "arrow"],
        steps={"failure": "Error: Couldn't resolve the package 'koala_core'", "fix": "rm -rf packages/koala_ui/.dart_tool"},
        category="env_setup"),
    gotcha("mel-03", MELOS, (
        "melos analyze fails koala_ui on a deprecation info because of --fatal-infos",
        "`melos run analyze` FAILED in koala_ui with exit code 1 for a single info.",
        "Treating infos as harmless when the analyze script escalates them.",
        "The script runs `dart analyze . --fatal-infos`; Flutter deprecated Color.withOpacity.",
        "Replace `withOpacity(0.12)` with `withValues(alpha: 0.12)` and run `melos run analyze` again."),
        "`melos run analyze` → koala_ui: `'withOpacity' is deprecated and shouldn't be used. Use .withValues() to "
        "avoid precision loss.` (`1 issue found.`, exit code 1); theme.dart was then edited to "
        "`primary.withValues(alpha: 0.12)`.",
        ev="real", fix="not_shown", cls="korean_other",
        why="After the Edit nobody re-runs analyze; the closing 됐어 is about the iOS build number, another task.",
        phrasing=["code spans", "exit code", "arrow"],
        steps={"failure": "'withOpacity' is deprecated", "fix": "iOS 빌드 번호 문제는 됐어"},
        group="c21-melos-analyze"),
    gotcha("mel-04", MELOS, (
        "Melos test run across the koala packages passes once bootstrap is green",
        "Tests failed to resolve workspace packages.",
        "Running tests before bootstrapping.",
        "The SDK bound blocked resolution.",
        "Fix the bound, bootstrap, test."),
        "After raising the SDK bound, `melos bootstrap` printed `-> 3 packages bootstrapped` and the first "
        "`melos run test` passed in all three packages (`koala_ui: SUCCESS`).",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The first `melos run test` failed in koala_ui; koala_ui: SUCCESS only appears after the cleanup.",
        phrasing=["outcome claim: first run", "code spans"],
        steps={"evidence": "koala_ui: FAILED"}),
    gotcha("mel-05", MELOS, (
        "melos bootstrap 이 pubspec 없는 패키지 폴더 때문에 실패",
        "bootstrap 이 packages 아래 빈 폴더에서 멈춤.",
        "packages/* 글롭에 pubspec 없는 폴더를 남겨 둔 것.",
        "melos 가 글롭에 걸린 모든 폴더를 패키지로 취급.",
        "빈 폴더를 지우거나 글롭을 좁힘."),
        "`melos bootstrap` → `Error: Could not find a file named \"pubspec.yaml\" in "
        "\"/Users/hyejin/dev/koala-apps/packages/koala_web\".`",
        ev="invented", fix="not_shown", cls="never_seen_error",
        why="No koala_web package and no such error appear; bootstrap only failed on the resolution line.",
        phrasing=["Korean", "code span with nested quotes"],
        steps={"evidence": "BootstrapException: Failed to install."}),
    knowledge("mel-06", MELOS, (
        "melos 의 analyze 스크립트는 info 도 실패로 처리함",
        "`melos run analyze` 가 info 한 건으로 koala_ui 를 FAILED 처리.",
        "스크립트가 `--fatal-infos` 로 dart analyze 를 부르므로 deprecated_member_use 같은 info 도 고쳐야 통과함.",
        "경고 수준만 보고 넘어가면 CI 에서 같은 이유로 실패함."),
        "`melos exec -- \"dart analyze . --fatal-infos\"` … `koala_ui (with exit code 1)`",
        ev="real", cls="knowledge",
        why="The analyze run shows the script line and the exit code.",
        phrasing=["Korean", "code span with nested quotes", "ellipsis"],
        steps={"evidence": '└> melos exec -- "dart analyze . --fatal-infos"'}, category="tool_quirk",
        group="c21-melos-analyze"),
]


def records() -> list[dict[str, Any]]:
    return [*_SCALA, *_LEIN, *_MELOS]
