"""Scripted sessions of the twelfth corpus (part a): Maven toolchains, sbt cross versions, opam/dune, Zig's build
API, an Erlang release in an Alpine image."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

MVN_TOOLCHAIN_ERR = """Exit code 1
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-toolchains-plugin:3.1.0:toolchain (default) on project ledger-svc: Cannot find matching toolchain definitions for the following toolchain types:
[ERROR] jdk [ version='17' ]
[ERROR] Please make sure you define the required toolchains in your ~/.m2/toolchains.xml file.
[ERROR] -> [Help 1]"""

MVN_ENFORCER_ERR = """Exit code 1
[WARNING] Rule 0: org.apache.maven.enforcer.rules.version.RequireJavaVersion failed with message:
Detected JDK version 21.0.2 (JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64) is not in the allowed range [17,18).
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-enforcer-plugin:3.4.1:enforce (enforce-java) on project ledger-svc: Rule 0: org.apache.maven.enforcer.rules.version.RequireJavaVersion failed
[ERROR] -> [Help 1]"""

TOOLCHAINS_XML = """<?xml version="1.0" encoding="UTF-8"?>
<toolchains>
  <toolchain>
    <type>jdk</type>
    <provides>
      <version>17</version>
      <vendor>temurin</vendor>
    </provides>
    <configuration>
      <jdkHome>/usr/lib/jvm/temurin-17-jdk-amd64</jdkHome>
    </configuration>
  </toolchain>
</toolchains>
"""


def maven() -> tuple[str, str, str, list]:
    return ("/home/dev/src/ledger-svc", "2026-12-03T08:12:00Z", "feat/java17-toolchain", [
        ("user", "mvn verify fails on my laptop since we added the toolchains plugin, CI is green. can you sort it out?"),
        ("bash", "mvn -v", "Apache Maven 3.9.6 (bc0240f3c744dd6b6ec2920b3cd08dcc295161ae)\nMaven home: /opt/maven\n"
         "Java version: 21.0.2, vendor: Eclipse Adoptium, runtime: /usr/lib/jvm/temurin-21-jdk-amd64\n"
         "Default locale: en_US, platform encoding: UTF-8\nOS name: \"linux\", version: \"6.8.0-49-generic\", arch: \"amd64\"",
         False),
        ("bash", "mvn -q verify", MVN_TOOLCHAIN_ERR, True),
        ("bash", "ls ~/.m2/ /usr/lib/jvm/", "/home/dev/.m2/:\nrepository\nsettings.xml\n\n/usr/lib/jvm/:\n"
         "temurin-17-jdk-amd64\ntemurin-21-jdk-amd64", False),
        ("say", "JDK 17 is installed, it just isn't declared anywhere Maven looks. The toolchains plugin never uses "
         "JAVA_HOME; it only reads ~/.m2/toolchains.xml. I'll declare it there."),
        ("write", "/home/dev/.m2/toolchains.xml", TOOLCHAINS_XML),
        ("bash", "mvn -q verify", "[INFO] Toolchain in maven-compiler-plugin: JDK[/usr/lib/jvm/temurin-17-jdk-amd64]\n"
         "[INFO] Toolchain in maven-surefire-plugin: JDK[/usr/lib/jvm/temurin-17-jdk-amd64]\n"
         "[INFO] Tests run: 84, Failures: 0, Errors: 0, Skipped: 2\n[INFO] BUILD SUCCESS", False),
        ("user", "nice. the release profile still dies for me though: mvn -q -Prelease verify"),
        ("bash", "mvn -q -Prelease verify", MVN_ENFORCER_ERR, True),
        ("tool", "Grep", {"pattern": "requireJavaVersion", "path": "pom.xml", "-A": 3},
         "pom.xml:88:                <requireJavaVersion>\npom.xml:89:                  <version>[17,18)</version>\n"
         "pom.xml:90:                </requireJavaVersion>", False),
        ("say", "The enforcer's RequireJavaVersion checks the JDK that runs Maven itself (21 here), not the toolchain "
         "JDK the compiler uses. Two ways out: widen the range to [17,) in pom.xml, or run Maven on 17 for the release "
         "profile. Which do you prefer?"),
        ("user", "don't touch the enforcer, release builds must run on 17. just run it with JAVA_HOME"),
        ("bash", "JAVA_HOME=/usr/lib/jvm/temurin-17-jdk-amd64 mvn -q -Prelease verify",
         "[INFO] Tests run: 84, Failures: 0, Errors: 0, Skipped: 2\n[INFO] Building jar: "
         "/home/dev/src/ledger-svc/target/ledger-svc-2.4.0.jar\n[INFO] BUILD SUCCESS", False),
        ("say", "The release profile passes when Maven itself runs on JDK 17. I left pom.xml unchanged."),
    ])


SBT_CONFLICT = """Exit code 1
[\x1b[31merror\x1b[0m] Modules were resolved with conflicting cross-version suffixes in ProjectRef(uri("file:/home/mika/code/tally/"), "core"):
[\x1b[31merror\x1b[0m]    org.typelevel:cats-kernel _3, _2.13
[\x1b[31merror\x1b[0m]    org.typelevel:cats-core _3, _2.13
[\x1b[31merror\x1b[0m] stack trace is suppressed; run last core / update for the full output
[\x1b[31merror\x1b[0m] (core / update) Conflicting cross-version suffixes in: org.typelevel:cats-kernel, org.typelevel:cats-core
[\x1b[31merror\x1b[0m] Total time: 6 s, completed Dec 3, 2026, 10:41:17 AM"""


def sbt() -> tuple[str, str, str, list]:
    return ("/home/mika/code/tally", "2026-12-03T10:39:00Z", "scala3-migration", [
        ("user", "moving core to Scala 3.3.4. sbt compile breaks right after I added the spark-sql test dep, see what's up"),
        ("bash", "sbt -batch core/compile", SBT_CONFLICT, True),
        ("tool", "Read", {"file_path": "/home/mika/code/tally/build.sbt"},
         "     1\tThisBuild / scalaVersion := \"3.3.4\"\n     2\t\n     3\tlazy val core = project\n"
         "     4\t  .settings(\n     5\t    libraryDependencies ++= Seq(\n"
         "     6\t      \"org.typelevel\" %% \"cats-core\" % \"2.12.0\",\n"
         "     7\t      (\"org.apache.spark\" %% \"spark-sql\" % \"3.5.3\" % Test).cross(CrossVersion.for3Use2_13)\n"
         "     8\t    )\n     9\t  )", False),
        ("say", "spark-sql has no Scala 3 build, so it is pulled as _2.13 and drags cats-kernel_2.13 in next to our "
         "cats-core_3. Excluding the 2.13 cats from spark should leave only the _3 ones."),
        ("edit", "/home/mika/code/tally/build.sbt",
         "(\"org.apache.spark\" %% \"spark-sql\" % \"3.5.3\" % Test).cross(CrossVersion.for3Use2_13)",
         "(\"org.apache.spark\" %% \"spark-sql\" % \"3.5.3\" % Test).cross(CrossVersion.for3Use2_13)\n"
         "        .exclude(\"org.typelevel\", \"cats-kernel_2.13\")"),
        ("bash", "sbt -batch core/compile", SBT_CONFLICT.replace(
            "org.typelevel:cats-kernel _3, _2.13\n[\x1b[31merror\x1b[0m]    ", "").replace("org.typelevel:cats-kernel, ", "").replace("10:41:17", "10:44:52"), True),
        ("say", "cats-core_2.13 comes in too (through spark's algebird-free path). Excluding the whole org instead."),
        ("edit", "/home/mika/code/tally/build.sbt",
         "        .exclude(\"org.typelevel\", \"cats-kernel_2.13\")",
         "        .excludeAll(ExclusionRule(organization = \"org.typelevel\"))"),
        ("bash", "sbt -batch core/compile", "[info] compiling 41 Scala sources to /home/mika/code/tally/core/target/"
         "scala-3.3.4/classes ...\n[success] Total time: 38 s, completed Dec 3, 2026, 10:47:30 AM", False),
        ("bash", "sbt -batch core/test", "Exit code 1\n[info] SparkFixtureSpec:\n[info] - builds a local session *** "
         "FAILED ***\n[info]   java.lang.NoClassDefFoundError: cats/kernel/Semigroup\n[info]   at "
         "org.apache.spark.sql.catalyst.util.package$.<clinit>(package.scala:41)\n[error] Failed: Total 12, Failed 1, "
         "Errors 0, Passed 11\n[error] (core / Test / test) sbt.TestsFailedException: Tests unsuccessful", True),
        ("say", "Compile is clean but spark needs its own cats at runtime, so excluding them all breaks SparkFixtureSpec. "
         "The honest options are a separate 2.13 test module for the Spark fixtures, or dropping spark-sql from core's "
         "tests. I'd go with a `spark-it` module on 2.13. Want me to set that up?"),
        ("user", "not today. leave it as is, I'll think about it"),
    ])


def opam() -> tuple[str, str, str, list]:
    return ("/home/kenta/work/parsekit", "2026-12-03T13:02:00Z", "main", [
        ("user", "新しいマシンで parsekit をビルドしたい。opam は入れてある。dune build まで通して"),
        ("bash", "opam switch create 5.2.0 && opam install -y dune menhir ppx_deriving",
         "<><> Installing new switch packages <><><><><><><><><><><><><><><><><><><><><>\n"
         "Switch invariant: [\"ocaml-base-compiler\" {= \"5.2.0\"} | \"ocaml-system\" {= \"5.2.0\"}]\n"
         "∗ installed ocaml-base-compiler.5.2.0\n∗ installed dune.3.16.1\n∗ installed menhir.20240715\n"
         "∗ installed ppx_deriving.6.0.3\nDone.\n# Run eval $(opam env --switch=5.2.0) to update the current shell "
         "environment", False),
        ("bash", "dune build", "Exit code 127\n/bin/bash: line 1: dune: command not found", True),
        ("bash", "eval $(opam env --switch=5.2.0)", "", False),
        ("bash", "dune build", "Exit code 127\n/bin/bash: line 1: dune: command not found", True),
        ("say", "Each Bash call here is a fresh shell, so the `eval $(opam env)` from the previous call is gone. "
         "`opam exec` runs one command inside the switch's environment instead."),
        ("bash", "opam exec --switch=5.2.0 -- dune build 2>&1 | tail -n 12",
         "File \"src/dune\", line 4, characters 13-19:\n4 |  (libraries zarith yojson)\n"
         "                 ^^^^^^\nError: Library \"zarith\" not found.\n-> required by library \"parsekit\" in "
         "_build/default/src\nHint: try:\n  dune external-lib-deps --missing @@default", False),
        ("bash", "opam install -y zarith yojson", "Exit code 31\n[ERROR] The compilation of conf-gmp.4 failed at "
         "\"sh -exc cc -c $CFLAGS -I/usr/local/include test.c\".\n\n#=== ERROR while compiling conf-gmp.4 "
         "=========#\n# context     2.2.1 | linux/x86_64 | ocaml-base-compiler.5.2.0 | "
         "https://opam.ocaml.org#f2d5ad8c\n### output ###\n# test.c:1:10: fatal error: gmp.h: No such file or "
         "directory\n\n<><> Error report <><><><><><><><><><><><><><><><><><><><><><><><><><><><><>\n"
         "┌─ The following actions failed\n│ λ build conf-gmp 4\n└─\n┌─ The following actions were aborted\n"
         "│ ∗ install zarith 1.14\n└─", True),
        ("bash", "sudo apt-get install -y libgmp-dev", "Reading package lists... Done\nSetting up libgmp-dev:amd64 "
         "(2:6.3.0+dfsg-2ubuntu6) ...", False),
        ("bash", "opam install -y zarith yojson", "∗ installed conf-gmp.4\n∗ installed zarith.1.14\n"
         "∗ installed yojson.2.2.2\nDone.", False),
        ("bash", "opam exec --switch=5.2.0 -- dune build 2>&1 | tail -n 5; echo \"dune exit: ${PIPESTATUS[0]}\"",
         "dune exit: 0", False),
        ("say", "ビルドが通りました。zarith の前提の libgmp-dev を apt で入れ、dune は `opam exec` 経由で実行しています。"),
        ("user", "ありがとう。ターミナルでは eval しておけばいいよね?"),
        ("say", "はい、対話シェルでは `eval $(opam env)` で十分です。`opam init` でシェル設定にフックを入れるとプロンプト"
         "ごとに自動で反映されます(ここでは実行していません)。"),
    ])


ZIG_ERR = """Exit code 1
/home/ana/src/tinyhttp/build.zig:8:40: error: no field named 'path' in union 'Build.LazyPath'
        .root_source_file = .{ .path = "src/main.zig" },
                                       ^~~~
/home/ana/.local/zig-0.13.0/lib/std/Build.zig:2171:22: note: union declared here
pub const LazyPath = union(enum) {
                     ^~~~~"""


def zig() -> tuple[str, str, str, list]:
    return ("/home/ana/src/tinyhttp", "2026-12-03T15:20:00Z", "zig-0.13", [
        ("user", "bumped zig to 0.13.0 and the build script explodes. fix build.zig please, then make sure the "
         "aarch64 musl build still works"),
        ("bash", "zig version && zig build", "0.13.0\n" + ZIG_ERR, True),
        ("edit", "/home/ana/src/tinyhttp/build.zig", ".root_source_file = .{ .path = \"src/main.zig\" },",
         ".root_source_file = b.path(\"src/main.zig\"),"),
        ("bash", "zig build", "Exit code 1\n/home/ana/src/tinyhttp/build.zig:15:38: error: no field named 'path' in "
         "union 'Build.LazyPath'\n    const tests = b.addTest(.{ .root_source_file = .{ .path = \"src/tests.zig\" } "
         "});\n                                     ^~~~", True),
        ("edit", "/home/ana/src/tinyhttp/build.zig", ".root_source_file = .{ .path = \"src/tests.zig\" }",
         ".root_source_file = b.path(\"src/tests.zig\")"),
        ("bash", "zig build && zig build test && echo OK", "OK", False),
        ("bash", "zig build -Dtarget=aarch64-linux-musl -Doptimize=ReleaseSmall && file zig-out/bin/tinyhttp",
         "zig-out/bin/tinyhttp: ELF 64-bit LSB executable, ARM aarch64, version 1 (SYSV), statically linked, "
         "stripped", False),
        ("bash", "ls -la zig-out/bin/ && du -h zig-out/bin/tinyhttp", "total 112\n-rwxr-xr-x 1 ana ana 104216 Dec  3 "
         "15:24 tinyhttp\n104K\tzig-out/bin/tinyhttp", False),
        ("user", "sweet. also CI runs `zig build test --summary all` on 0.12 still, will that break?"),
        ("say", "`b.path` only exists from 0.12 onward — it was added in 0.12.0 together with the LazyPath "
         "change — so 0.12 CI should build it. I haven't run 0.12 here; pinning CI to 0.13.0 would remove the "
         "question."),
        ("user", "ok pin it"),
        ("edit", "/home/ana/src/tinyhttp/.github/workflows/ci.yml", "version: 0.12.1", "version: 0.13.0"),
        ("bash", "git add build.zig .github/workflows/ci.yml && git commit -qm 'build: zig 0.13 LazyPath API, pin CI' "
         "&& git log --oneline -1", "7c1e9a4 build: zig 0.13 LazyPath API, pin CI", False),
    ])


def rebar3() -> tuple[str, str, str, list]:
    return ("/srv/build/chatter", "2026-12-04T09:05:00Z", "docker-release", [
        ("user", "the release image built from our Dockerfile crashes on start, but `rebar3 release` runs fine on my "
         "Ubuntu box. figure it out"),
        ("bash", "docker build -t chatter:dev . 2>&1 | tail -n 4", "#12 [runtime 3/3] COPY --from=build "
         "/app/_build/prod/rel/chatter /opt/chatter\n#12 DONE 0.4s\n#13 exporting to image\n#13 DONE 1.2s", False),
        ("bash", "docker run --rm chatter:dev", "Exit code 127\nError loading shared library libstdc++.so.6: No such "
         "file or directory (needed by /opt/chatter/erts-15.1.2/bin/beam.smp)\nError relocating "
         "/opt/chatter/erts-15.1.2/bin/beam.smp: _ZSt9terminatev: symbol not found", True),
        ("tool", "Read", {"file_path": "/srv/build/chatter/Dockerfile"},
         "     1\tFROM erlang:27.1-alpine AS build\n     2\tWORKDIR /app\n     3\tCOPY . .\n"
         "     4\tRUN rebar3 as prod release\n     5\t\n     6\tFROM alpine:3.20 AS runtime\n"
         "     7\tCOPY --from=build /app/_build/prod/rel/chatter /opt/chatter\n"
         "     8\tCMD [\"/opt/chatter/bin/chatter\", \"foreground\"]", False),
        ("say", "The release bundles ERTS (`include_erts`), and beam.smp links libstdc++ and ncurses dynamically. "
         "The build stage has them, the bare alpine:3.20 runtime does not."),
        ("edit", "/srv/build/chatter/Dockerfile", "FROM alpine:3.20 AS runtime\n",
         "FROM alpine:3.20 AS runtime\nRUN apk add --no-cache libstdc++ ncurses-libs openssl\n"),
        ("bash", "docker build -t chatter:dev . 2>&1 | tail -n 3", "#7 [runtime 2/3] RUN apk add --no-cache "
         "libstdc++ ncurses-libs openssl\n#7 DONE 2.9s\n#13 DONE 1.1s", False),
        ("bash", "docker run --rm -d --name chatter-t chatter:dev && sleep 5 && docker logs chatter-t | tail -n 3",
         "3f0b9d6ad1c4\n=INFO REPORT==== 4-Dec-2026::09:14:22.518417 ===\n    application: chatter\n"
         "    started_at: chatter@3f0b9d6ad1c4", False),
        ("bash", "docker exec chatter-t /opt/chatter/bin/chatter ping", "pong", False),
        ("bash", "docker stop chatter-t", "chatter-t", False),
        ("user", "cool. while you're there, can rebar3 ct run in the build stage too? i want the image build to fail "
         "on test failures"),
        ("edit", "/srv/build/chatter/Dockerfile", "RUN rebar3 as prod release\n",
         "RUN rebar3 ct --cover=false\nRUN rebar3 as prod release\n"),
        ("bash", "docker build -t chatter:dev . 2>&1 | grep -E 'ct|ERROR|DONE' | tail -n 6",
         "#6 [build 4/5] RUN rebar3 ct --cover=false\n#6 3.118 ===> Running Common Test suites...\n"
         "#6 9.402 %%% chatter_room_SUITE: ...\n#6 9.911 Failed 1 tests. Passed 23 tests.\n#6 ERROR: process \"/bin/sh "
         "-c rebar3 ct --cover=false\" did not complete successfully: exit code: 1", False),
        ("say", "The image build now stops on test failures as asked — and it found one: chatter_room_SUITE has a "
         "failing case. That suite passes on your box? It may depend on the hostname (the container's is random). "
         "I'll stop here so you can look at the suite."),
    ])


def sources() -> Sources:
    return {"s01-maven-toolchains": maven(), "s02-sbt-cross": sbt(), "s03-opam-dune": opam(), "s04-zig-lazypath": zig(),
            "s05-rebar3-alpine": rebar3()}
