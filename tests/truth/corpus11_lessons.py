"""Labelled lessons of the eleventh corpus, part one: the go-workspace and gradle-kotlin sessions."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus11_common import gotcha, know

GO, GK = "go-workspace", "gradle-kotlin"


def _go_real() -> list[dict[str, Any]]:
    return [
        gotcha("go-01", GO, "A parent go.work hides a missing dependency bump from local go test",
               ("go test ./... passes locally but CI fails on a package from a sibling module",
                "trusting the local run while a go.work one directory up swaps in the checked-out sibling module",
                "go.work makes the build use ../shared at HEAD; go.mod still requires an older tag without the package",
                "reproduce with GOWORK=off and bump the requirement with go get module@version"),
               "`GOWORK=off go test ./...` → `no required module provides package github.com/acme/shared/authz`; after "
               "`GOWORK=off go get github.com/acme/shared@v0.4.0` the same run passed "
               "(`ok  \tgithub.com/acme/billing-svc/internal/api`).",
               ev="real", fix="shown", cls="fix_ran", group="go-authz",
               why="the GOWORK=off run fails on the authz package; go get bumps shared to v0.4.0; the same command "
                   "then prints ok for every package",
               ph=["code spans", "arrow", "tab inside a span"],
               st={"failure": "no required module provides package github.com/acme/shared/authz",
                   "fix": "GOWORK=off go get github.com/acme/shared@v0.4.0",
                   "evidence": "no required module provides package github.com/acme/shared/authz"}),
        gotcha("go-02", GO, "Fix a CI-only missing Go package by bumping go.mod, not by committing go.work",
               ("CI cannot find github.com/acme/shared/authz while local builds work",
                "committing go.work so CI sees the same sibling checkout",
                "CI has no ../shared checkout; only the go.mod requirement counts there",
                "bump the requirement to the tag that has the package and push go.mod/go.sum"),
               "After the bump to shared v0.4.0 was committed and pushed, the user came back with \"CI passed on the PR "
               "now 👍\".",
               ev="real", fix="shown", cls="person_confirms", group="go-authz",
               why="the commit of go.mod/go.sum is pushed and the person's next message says CI passed",
               ph=["prose", "quoted user reply", "emoji"],
               st={"failure": "no required module provides package github.com/acme/shared/authz",
                   "fix": "CI passed on the PR now", "evidence": "CI passed on the PR now"}),
        gotcha("go-03", GO, "go build -mod=mod is refused inside a Go workspace",
               ("go build exits 1 at once with a message about -mod and workspace mode",
                "passing -mod=mod out of habit from module-only projects",
                "in workspace mode -mod may only be readonly or vendor",
                "drop the -mod flag (or set GOWORK=off)"),
               "Bash(go build -mod=mod ./...) → \"go: -mod may only be set to readonly or vendor when in workspace "
               "mode\"; without the flag, Bash(go build ./... && echo build-ok) printed build-ok.",
               ev="real", fix="shown", cls="fix_ran",
               why="the -mod=mod build fails with the workspace message; the next call without the flag prints build-ok",
               ph=["Bash(cmd) notation", "double-quoted output", "arrow"],
               st={"failure": "-mod may only be set to readonly or vendor when in workspace mode",
                   "fix": "go build ./... && echo build-ok",
                   "evidence": "-mod may only be set to readonly or vendor when in workspace mode"}),
        gotcha("go-04", GO, "go test -race needs cgo and a C compiler on the box",
               ("go test -race fails in runtime/cgo before any test runs",
                "expecting -race to work on a minimal image without gcc",
                "the race detector requires cgo, and cgo needs a C compiler",
                "install gcc (sudo apt-get install -y gcc) or leave -race to CI"),
               "`go test -race ./internal/api/...` stopped at `cgo: C compiler \"gcc\" not found` — installing gcc "
               "fixes it.",
               ev="real", fix="not_shown", cls="only_suggested",
               why="the agent offered `sudo apt-get install -y gcc`; the user said no, skip race; -race never re-ran",
               ph=["code spans", "dash aside"],
               st={"failure": "cgo: C compiler \"gcc\" not found", "fix": "sudo apt-get install -y gcc",
                   "evidence": "cgo: C compiler \"gcc\" not found"}, cat="env_setup"),
        know("go-05", GO, "Give a Go repo a make target that tests the way CI does (GOWORK=off)",
             ("a developer keeps a local go.work next to several modules",
              "add `test-ci: GOWORK=off go test ./...` to the Makefile and run it before pushing",
              "go.work is local state; CI builds from go.mod alone"),
             "Added `test-ci:` with `GOWORK=off go test ./...`; `make test-ci` came back all ok.",
             ev="real", cls="knowledge", why="the Makefile edit adds the target and make test-ci prints ok lines",
             ph=["code spans", "paraphrased outcome"], st={"evidence": "make test-ci"}),
    ]


def _go_invented() -> list[dict[str, Any]]:
    return [
        gotcha("go-06", GO, "Plain go test already shows the shared/authz import failure",
               ("go test ./... fails locally on the authz import", "assuming only CI is affected",
                "go.mod requires shared v0.3.1", "go get github.com/acme/shared@v0.4.0"),
               "Even the plain `go test ./...` (workspace on) failed locally with the authz import error before the "
               "bump, so it was never workspace-specific.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the plain go test ./... with go.work passed for every package; only the GOWORK=off run failed",
               ph=["code span", "outcome claim"], st={"evidence": "go test ./..."}),
        gotcha("go-07", GO, "go get upgrades shared to the tag that carries authz",
               ("authz missing under GOWORK=off", "keeping v0.3.1", "authz added in a later tag",
                "GOWORK=off go get github.com/acme/shared@latest"),
               "`go: upgraded github.com/acme/shared v0.3.1 => v0.4.1`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the upgrade line printed v0.4.0, not v0.4.1",
               ph=["bare code span"], st={"evidence": "go: upgraded github.com/acme/shared"}),
        gotcha("go-08", GO, "The CI make target trips over the missing C compiler",
               ("make test-ci fails", "running tests with GOWORK=off", "cgo needs gcc", "install gcc"),
               "`make test-ci` failed with `cgo: C compiler \"gcc\" not found`, so the target needed gcc as well.",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="the gcc error belongs to the go test -race call; make test-ci printed ok for every package",
               ph=["code spans"], st={"evidence": "make test-ci"}),
        know("go-09", GO, "Run go work sync before testing a module from a workspace",
             ("a go.work pulls in sibling modules", "run `go work sync` so go.mod matches the workspace",
              "it pushes the workspace's versions back into each go.mod"),
             "Ran `go work sync` first; it rewrote go.mod to `github.com/acme/shared v0.4.0` and the tests passed.",
             ev="invented", cls="invented_detail",
             why="go work sync was never run; the bump came from go get under GOWORK=off",
             ph=["code spans", "GPT-style"], st={"evidence": "GOWORK=off go get github.com/acme/shared@v0.4.0"}),
    ]


def _gradle_real() -> list[dict[str, Any]]:
    return [
        gotcha("gk-01", GK, "Kotlin targets the Gradle JDK unless a toolchain pins it",
               ("compileKotlin fails with inconsistent JVM-target compatibility after moving Gradle to JDK 21",
                "keeping sourceCompatibility/targetCompatibility in java {} and expecting Kotlin to follow",
                "Kotlin's jvmTarget defaults to the JDK running Gradle while Java keeps 17",
                "kotlin { jvmToolchain(17) } plus the foojay resolver so Gradle can provision a JDK 17"),
               "```\n> Inconsistent JVM-target compatibility detected for tasks 'compileJava' (17) and 'compileKotlin' "
               "(21).\n```\nWith `jvmToolchain(17)` and the foojay resolver plugin in settings.gradle.kts: "
               "`BUILD SUCCESSFUL in 1m 12s`.",
               ev="real", fix="shown", cls="edit_then_pass",
               why="the build fails on JVM-target; two edits (toolchain, foojay plugin); the next build succeeds",
               ph=["fenced block", "code spans"],
               st={"failure": "Inconsistent JVM-target compatibility detected",
                   "fix": "foojay-resolver-convention", "evidence": "BUILD SUCCESSFUL in 1m 12s"},
               cat="build_config"),
        know("gk-02", GK, "A JVM toolchain without a resolver fails on boxes lacking that JDK",
             ("pinning jvmToolchain(17) in a container that only has JDK 21",
              "add org.gradle.toolchains.foojay-resolver-convention to settings.gradle.kts",
              "without a download repository Gradle can only use installed JDKs"),
             "Nach `jvmToolchain(17)` brach der Build ab mit `No locally installed toolchains match and toolchain "
             "download repositories have not been configured.` – erst mit dem foojay-Plugin lief er durch.",
             ev="real", cls="knowledge",
             why="the build after the toolchain edit fails on the missing JDK; after the foojay edit it succeeds",
             ph=["German prose", "code spans"],
             st={"evidence": "No locally installed toolchains match"}, cat="build_config"),
        gotcha("gk-03", GK, "Configuration cache rejects Task.project inside doLast",
               ("turning on org.gradle.configuration-cache fails the build at :generateBuildInfo",
                "reading project.version and project.layout inside a doLast block",
                "the configuration cache forbids touching Task.project at execution time",
                "capture the values at configuration time (val v = project.version outside doLast) or use a typed task"),
               "`invocation of 'Task.project' at execution time is unsupported` for `:generateBuildInfo`; the "
               "offending lines are build.gradle.kts:41 and :43.",
               ev="real", fix="not_shown", cls="only_suggested",
               why="the capture-at-configuration-time change was only described; the session set problems=warn and "
                   "the person left the refactor for later, so the problem is still reported",
               ph=["code spans", "file:line"],
               st={"failure": "invocation of 'Task.project' at execution time is unsupported",
                   "fix": "org.gradle.configuration-cache.problems=warn",
                   "evidence": "invocation of 'Task.project' at execution time is unsupported"},
               cat="build_config"),
        know("gk-04", GK, "configuration-cache.problems=warn lets a build pass without fixing the problem",
             ("a configuration cache problem blocks the build and the fix needs a refactor",
              "set org.gradle.configuration-cache.problems=warn as a stopgap and keep the report",
              "the build runs, but the entry is stored with the problem still listed"),
             ["problems=warn → `BUILD SUCCESSFUL in 9s`", "…but still `Configuration cache entry stored with 1 problem.`"],
             ev="real", cls="knowledge", why="the build after the warn edit succeeds and prints the stored-with-problem line",
             ph=["evidence list", "arrow", "ellipsis"],
             st={"evidence": "Configuration cache entry stored with 1 problem."}, cat="performance"),
    ]


def _gradle_invented() -> list[dict[str, Any]]:
    return [
        gotcha("gk-05", GK, "jvmToolchain(17) alone fixes the JVM-target mismatch",
               ("compileKotlin JVM-target mismatch", "leaving java {} in place", "Kotlin follows the Gradle JDK",
                "kotlin { jvmToolchain(17) }"),
               "Adding `jvmToolchain(17)` was enough — the very next `./gradlew build` passed.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the build right after the toolchain edit failed (no JDK 17, no resolver); it passed only after "
                   "the foojay edit",
               ph=["code spans", "outcome claim"], st={"evidence": "kotlin {\n    jvmToolchain(17)\n}"},
               cat="build_config"),
        gotcha("gk-06", GK, "Java 11 target clashes with Kotlin 21 after the JDK bump",
               ("compileKotlin fails", "old targetCompatibility", "Java and Kotlin targets differ", "use a toolchain"),
               "`Inconsistent JVM-target compatibility detected for tasks 'compileJava' (11) and 'compileKotlin' (21).`",
               ev="invented", fix="not_shown", cls="near_miss", why="compileJava's target was 17, not 11",
               ph=["code span"], st={"evidence": "Inconsistent JVM-target compatibility detected"}, cat="build_config"),
        gotcha("gk-07", GK, "Configuration cache cannot serialise the build-info task's project field",
               ("configuration cache fails", "a task holding a Project reference", "Project is not serialisable",
                "use providers"),
               "With the cache on, the build died with `Configuration cache state could not be cached: field "
               "'project' from type 'BuildInfoTask'`.",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="no such message: the report named invocation of Task.project at execution time for a DefaultTask",
               ph=["code span", "prose"], st={"evidence": "Configuration cache problems found in this build."},
               cat="build_config"),
        gotcha("gk-08", GK, "gradlew --version fails when the Gradle JDK is newer than the toolchain",
               ("./gradlew --version errors", "bumping the devcontainer JDK", "no JDK 17", "install JDK 17"),
               "Even `./gradlew --version` errored: `Cannot find a Java installation on your machine matching this "
               "tasks requirements`.",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="./gradlew --version printed Gradle 8.7 / Kotlin 1.9.22 / JVM 21.0.4; the message came from the "
                   "build after the toolchain edit",
               ph=["code spans"], st={"evidence": "./gradlew --version"}, cat="env_setup"),
    ]


def records() -> list[dict[str, Any]]:
    return [*_go_real(), *_go_invented(), *_gradle_real(), *_gradle_invented()]
