"""Labelled lessons of the twelfth corpus over s01 (Maven toolchains) and s02 (sbt cross versions).
Labels written from the session text (corpus12_sources.py) before anything judged them."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus12_common import gotcha, knowledge

MVN, SBT = "s01-maven-toolchains", "s02-sbt-cross"

RECORDS: list[dict[str, Any]] = [
    gotcha("001", MVN, (
        "maven-toolchains-plugin ignores JAVA_HOME and needs ~/.m2/toolchains.xml",
        "`mvn verify` fails with 'Cannot find matching toolchain definitions' although JDK 17 is installed",
        "Assuming an installed JDK 17 under /usr/lib/jvm is enough for the toolchains plugin",
        "The toolchains plugin only reads JDKs declared in ~/.m2/toolchains.xml",
        "Declare the JDK 17 home in ~/.m2/toolchains.xml (type jdk, version 17, jdkHome)"),
        "`mvn -q verify` → `Cannot find matching toolchain definitions for the following toolchain types:` / "
        "`jdk [ version='17' ]`. After writing ~/.m2/toolchains.xml with "
        "`<jdkHome>/usr/lib/jvm/temurin-17-jdk-amd64</jdkHome>` the same command printed `BUILD SUCCESS`.",
        "real", "shown", "edit_then_pass",
        "The first verify fails on the toolchain lookup; the Write of toolchains.xml is followed by the same "
        "`mvn -q verify` succeeding with the toolchain JDK in use.",
        ["code span", "slash-separated lines", "outcome in prose"],
        {"failure": "Cannot find matching toolchain definitions", "fix": "<jdkHome>/usr/lib/jvm/temurin-17-jdk-amd64",
         "evidence": "Toolchain in maven-compiler-plugin: JDK"}, category="build_config", group="mvn-toolchain"),
    gotcha("002", MVN, (
        "Enforcer's RequireJavaVersion checks the JDK running Maven, not the toolchain",
        "The release profile fails 'Detected JDK version 21.0.2 ... is not in the allowed range [17,18)'",
        "Expecting toolchains.xml to satisfy requireJavaVersion too",
        "maven-enforcer-plugin inspects the JVM Maven itself runs on (JAVA_HOME), which is JDK 21 here",
        "Run the release build with JAVA_HOME pointing at JDK 17"),
        ["- `mvn -q -Prelease verify` failed: `Detected JDK version 21.0.2 (JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64) "
         "is not in the allowed range [17,18).`",
         "- `JAVA_HOME=/usr/lib/jvm/temurin-17-jdk-amd64 mvn -q -Prelease verify` → `BUILD SUCCESS`"],
        "real", "shown", "fix_ran",
        "The release profile fails in the enforcer after the toolchain is already set up; the run with JAVA_HOME "
        "at JDK 17 passes and builds the jar.",
        ["evidence list", "bullets", "arrow"],
        {"failure": "is not in the allowed range [17,18)",
         "fix": "JAVA_HOME=/usr/lib/jvm/temurin-17-jdk-amd64 mvn -q -Prelease verify",
         "evidence": "ledger-svc/target/ledger-svc-2.4.0.jar"}, category="build_config", group="mvn-enforcer"),
    gotcha("003", MVN, (
        "requireJavaVersion rejects the JDK 21 Maven runs on in the release profile",
        "mvn -Prelease verify stops in maven-enforcer-plugin",
        "Thinking the toolchain JDK is what the enforcer sees",
        "The enforcer checks the running JVM",
        "Start Maven on JDK 17 for release builds"),
        "The enforcer said:\n```\nDetected JDK version 21.0.1 (JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64) is not "
        "in the allowed range [17,18).\n```",
        "invented", "not_shown", "near_miss",
        "The session's enforcer line says 21.0.2, not 21.0.1 (mvn -v also shows 21.0.2).",
        ["fenced block", "version changed"],
        {"evidence": "Detected JDK version 21.0.2", "failure": "RequireJavaVersion failed with message",
         "fix": "JAVA_HOME=/usr/lib/jvm/temurin-17-jdk-amd64 mvn -q -Prelease verify"},
        category="build_config", group="mvn-enforcer"),
    gotcha("004", MVN, (
        "A user toolchains.xml alone does not get mvn verify past the toolchain plugin",
        "verify keeps failing with missing toolchain definitions",
        "Writing ~/.m2/toolchains.xml and expecting the plugin to pick it up",
        "The plugin still resolved nothing until Maven ran on JDK 17",
        "Run Maven with JAVA_HOME=/usr/lib/jvm/temurin-17-jdk-amd64"),
        "Even after writing ~/.m2/toolchains.xml, `mvn -q verify` still failed with `Cannot find matching toolchain "
        "definitions`; it only went through once JAVA_HOME pointed at temurin-17.",
        "invented", "not_shown", "names_false_claim",
        "The `mvn -q verify` right after the Write printed BUILD SUCCESS; JAVA_HOME was only used for the release "
        "profile.", ["code span", "false 'still failed'"],
        {"evidence": "Toolchain in maven-surefire-plugin", "failure": "Cannot find matching toolchain definitions",
         "fix": "<jdkHome>/usr/lib/jvm/temurin-17-jdk-amd64"}, category="build_config", group="mvn-toolchain"),
    knowledge("005", MVN, (
        "With Maven toolchains the build JDK and Maven's own JDK differ",
        "A project uses maven-toolchains-plugin while the shell's Java is newer",
        "Read the `Toolchain in ...` lines of the build log to see which JDK compiles and runs tests; `mvn -v` shows "
        "only the JVM Maven runs on",
        "Compiler and surefire use the toolchain JDK, plugins like the enforcer see Maven's JVM"),
        "mvn -v reported Java version: 21.0.2 (runtime /usr/lib/jvm/temurin-21-jdk-amd64), yet the passing verify "
        "logged `Toolchain in maven-surefire-plugin: JDK[/usr/lib/jvm/temurin-17-jdk-amd64]`.",
        "real", "knowledge",
        "mvn -v output and the toolchain lines of the successful verify are both in the session.",
        ["prose paraphrase", "code span"],
        {"evidence": "Toolchain in maven-surefire-plugin: JDK[/usr/lib/jvm/temurin-17-jdk-amd64]"},
        category="build_config"),
    gotcha("006", MVN, (
        "Plain mvn verify trips the Java version enforcer on JDK 21",
        "`mvn -q verify` fails in RequireJavaVersion",
        "Running the default build on the newer JDK",
        "The enforcer range [17,18) excludes JDK 21",
        "Run Maven on JDK 17"),
        "Bash(mvn -q verify) ⇒ `RequireJavaVersion failed with message:` … `is not in the allowed range [17,18).`",
        "invented", "not_shown", "other_call_error",
        "The plain `mvn -q verify` failed on the toolchain lookup; the enforcer error came from the "
        "`-Prelease` run.", ["Bash() notation", "arrow", "ellipsis"],
        {"evidence": "RequireJavaVersion failed with message", "failure": "Cannot find matching toolchain definitions",
         "fix": "JAVA_HOME=/usr/lib/jvm/temurin-17-jdk-amd64 mvn -q -Prelease verify"}, category="build_config"),
    knowledge("007", MVN, (
        "Widening the enforcer range is enough for release builds under toolchains",
        "The release profile's enforcer rejects JDK 21",
        "Change requireJavaVersion to an open range so any JDK 17+ may run Maven",
        "The toolchain still compiles for 17"),
        "Changed pom.xml to `<version>[17,)</version>` inside requireJavaVersion; `mvn -q -Prelease verify` then "
        "passed.",
        "invented", "invented_detail",
        "The person refused to touch the enforcer; pom.xml was never edited and the pass came from JAVA_HOME=17.",
        ["code span", "edit never made"],
        {"evidence": "don't touch the enforcer", "fix": "JAVA_HOME=/usr/lib/jvm/temurin-17-jdk-amd64"},
        category="build_config"),
    gotcha("008", SBT, (
        "for3Use2_13 Spark test dep drags _2.13 cats next to cats_3",
        "sbt update fails with conflicting cross-version suffixes _3, _2.13 for cats-kernel and cats-core",
        "Excluding the _2.13 cats from spark-sql, which compiles but leaves Spark without cats at runtime",
        "spark-sql has no Scala 3 artifact; its _2.13 transitive cats clash with the project's _3 cats",
        "Keep Spark fixtures in a separate Scala 2.13 test module"),
        "sbt reported `Conflicting cross-version suffixes in: org.typelevel:cats-kernel, org.typelevel:cats-core`; "
        "excluding the org made compile pass but the Spark spec then hit `java.lang.NoClassDefFoundError: "
        "cats/kernel/Semigroup`, so the plan is a `spark-it` module on 2.13.",
        "real", "not_shown", "only_suggested",
        "The separate 2.13 module is only proposed; the person answers 'not today. leave it as is' and the session "
        "ends with core/test failing.", ["code span", "prose"],
        {"failure": "java.lang.NoClassDefFoundError: cats/kernel/Semigroup",
         "fix": "I'd go with a `spark-it` module on 2.13", "evidence": "Conflicting cross-version suffixes in"},
        category="build_config", group="sbt-cross"),
    gotcha("009", SBT, (
        "Excluding only cats-kernel_2.13 is not enough; exclude the whole typelevel org",
        "After excluding cats-kernel_2.13, sbt still reports cats-core _3, _2.13",
        "Excluding the one module named first in the error",
        "cats-core_2.13 also arrives transitively through spark-sql",
        "`.excludeAll(ExclusionRule(organization = \"org.typelevel\"))` on the spark-sql dependency"),
        "1st exclude → still `org.typelevel:cats-core _3, _2.13`; with "
        "`.excludeAll(ExclusionRule(organization = \"org.typelevel\"))` → `[success] Total time: 38 s`",
        "real", "shown", "edit_then_pass",
        "The single exclude leaves cats-core in the conflict; after the excludeAll edit `sbt -batch core/compile` "
        "succeeds.", ["arrows", "terse"],
        {"failure": "2026, 10:44:52 AM",
         "fix": '.excludeAll(ExclusionRule(organization = "org.typelevel"))',
         "evidence": "[success] Total time: 38 s"}, category="build_config", group="sbt-exclude"),
    gotcha("010", SBT, (
        "One exclude of cats-kernel_2.13 clears sbt's cross-suffix conflict",
        "sbt compile fails with conflicting suffixes after adding spark-sql for Scala 3",
        "Leaving the _2.13 cats that spark-sql brings",
        "Transitive cats-kernel_2.13",
        "Exclude cats-kernel_2.13 from spark-sql"),
        "Adding `.exclude(\"org.typelevel\", \"cats-kernel_2.13\")` was enough — the next `sbt -batch core/compile` "
        "came back clean.",
        "invented", "not_shown", "names_false_claim",
        "The compile right after that exclude failed again on cats-core; only the later excludeAll compiled.",
        ["code span", "false outcome"],
        {"evidence": "cats-kernel_2.13", "failure": "2026, 10:44:52 AM"},
        category="build_config", group="sbt-exclude"),
    gotcha("011", SBT, (
        "spark-sql cross-built for 2.12 conflicts with cats_3",
        "update fails on cats-core suffixes",
        "Mixing a 2.12 test dep into a Scala 3 build",
        "Cross-version suffix mismatch",
        "Exclude the typelevel org from spark-sql"),
        "`org.typelevel:cats-core _3, _2.12`", "invented", "not_shown", "near_miss",
        "The suffixes printed were _3 and _2.13.", ["bare code span", "suffix changed"],
        {"evidence": "org.typelevel:cats-core _3, _2.13"}, category="build_config", group="sbt-cross"),
    knowledge("012", SBT, (
        "CrossVersion.for3Use2_13 brings the _2.13 transitive graph with it",
        "A Scala 3 project needs a library only published for 2.13",
        "Expect its transitive dependencies to arrive as _2.13 too and check `update` for suffix conflicts",
        "sbt refuses two cross suffixes of one module"),
        "the spark dep is declared `.cross(CrossVersion.for3Use2_13)` and sbt lists `org.typelevel:cats-kernel _3, "
        "_2.13`", "real", "knowledge",
        "The Edit input carries the for3Use2_13 line and the first compile's error lists both suffixes.",
        ["code span", "lower-case prose"],
        {"evidence": "org.typelevel:cats-kernel _3, _2.13"}, category="build_config"),
    gotcha("013", SBT, (
        "sbt core/test still reports conflicting suffixes",
        "core/test fails on update",
        "Running tests after a partial exclude",
        "cats-core_2.13 conflict",
        "excludeAll the typelevel org"),
        "`sbt -batch core/test` failed: `Conflicting cross-version suffixes in: org.typelevel:cats-core`",
        "invented", "not_shown", "other_call_error",
        "core/test failed with NoClassDefFoundError; the suffix error came from the second compile.",
        ["code span", "error from another call"],
        {"evidence": "Tests unsuccessful", "failure": "Conflicting cross-version suffixes in: org.typelevel:cats-core"},
        category="build_config"),
    knowledge("143", SBT, (
        "sbt hides the update stack trace; `last core / update` prints it",
        "sbt's update fails with a one-line conflict summary",
        "Run `last core / update` (or `last <project> / update`) in the same sbt session for the full resolution output",
        "sbt suppresses stack traces of failed tasks by default"),
        "sbt said: `[\x1b[31merror\x1b[0m] stack trace is suppressed; run last core / update for the full output`",
        "real", "knowledge", "The hint is printed in the first core/compile failure (with sbt's colour codes).",
        ["ANSI codes with ESC byte", "code span"],
        {"evidence": "stack trace is suppressed; run last core / update"}, category="tool_quirk", scope="global"),
    gotcha("144", SBT, (
        "cats-std suffix clash after adding spark-sql to a Scala 3 build",
        "core / update fails",
        "for3Use2_13 dependency",
        "mixed suffixes",
        "exclude the typelevel org"),
        "`[31merror[0m] (core / update) Conflicting cross-version suffixes in: org.typelevel:cats-kernel, "
        "org.typelevel:cats-std`", "invented", "not_shown", "near_miss",
        "The conflict named cats-kernel and cats-core; there is no cats-std in the session.",
        ["ANSI remnants without ESC", "code span"],
        {"evidence": "org.typelevel:cats-kernel, org.typelevel:cats-core"}, category="build_config",
        group="sbt-cross"),
]


def records() -> list[dict[str, Any]]:
    return list(RECORDS)
