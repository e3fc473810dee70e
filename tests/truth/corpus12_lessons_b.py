"""Labelled lessons of the twelfth corpus over s03 (opam/dune, Japanese), s04 (Zig 0.13 LazyPath) and s05 (an Erlang
release in Alpine). Labels written from the session text (corpus12_sources.py) before anything judged them."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus12_common import gotcha, knowledge

OPAM, ZIG, ERL = "s03-opam-dune", "s04-zig-lazypath", "s05-rebar3-alpine"

RECORDS: list[dict[str, Any]] = [
    gotcha("014", OPAM, (
        "`eval $(opam env)` does not carry over to the next agent Bash call",
        "dune: command not found (exit 127) right after installing dune into a fresh switch",
        "Running `eval $(opam env)` in one Bash call and dune in the next",
        "Every Bash call of the agent is a new shell, so the switch's PATH is lost",
        "Run tools through `opam exec --switch=5.2.0 -- dune build`"),
        "別の呼び出しで `eval $(opam env --switch=5.2.0)` を実行しても、次の `dune build` は `dune: command not found`"
        "(Exit code 127)のまま。`opam exec --switch=5.2.0 -- dune build` にすると dune 自体は起動した。",
        "real", "shown", "fix_ran",
        "The eval in its own call is followed by the same 127; `opam exec` runs dune (it reaches the zarith error) "
        "and later exits 0.", ["Japanese prose", "code span"],
        {"failure": "dune: command not found", "fix": "opam exec --switch=5.2.0 -- dune build 2>&1 | tail -n 12",
         "evidence": "Library \"zarith\" not found."}, category="env_setup", group="opam-env"),
    gotcha("015", OPAM, (
        "zarith via opam needs the system GMP headers (conf-gmp)",
        "opam install zarith fails in conf-gmp with 'gmp.h: No such file or directory'",
        "Expecting opam to provide every C dependency",
        "conf-gmp only checks for the system libgmp development headers",
        "`sudo apt-get install -y libgmp-dev`, then re-run the opam install"),
        "`fatal error: gmp.h: No such file or directory` → `sudo apt-get install -y libgmp-dev` → "
        "`∗ installed zarith.1.14`",
        "real", "shown", "rerun_passes",
        "The opam install fails in conf-gmp; after apt installs libgmp-dev the same opam install succeeds.",
        ["arrows", "code span"],
        {"failure": "gmp.h: No such file or directory", "fix": "sudo apt-get install -y libgmp-dev",
         "evidence": "∗ installed zarith.1.14"}, category="env_setup", group="opam-gmp"),
    gotcha("016", OPAM, (
        "conf-gmp breaks opam install of zarith without libgmp-dev",
        "opam install zarith yojson fails",
        "Missing system package",
        "gmp.h not installed",
        "apt-get install libgmp-dev"),
        "`opam install -y zarith yojson` ended with `Exit code 30` in conf-gmp.4",
        "invented", "not_shown", "near_miss",
        "The failing opam install exited 31, not 30.", ["code span", "exit code changed"],
        {"evidence": "The compilation of conf-gmp.4 failed"}, category="env_setup", group="opam-gmp"),
    gotcha("017", OPAM, (
        "Running eval $(opam env) once puts dune on PATH",
        "dune missing after opam install",
        "Forgetting to load the switch environment",
        "PATH lacks the switch's bin",
        "eval $(opam env --switch=5.2.0)"),
        "`eval $(opam env --switch=5.2.0)` で解決し、次の `dune build` は dune を見つけた。",
        "invented", "not_shown", "names_false_claim",
        "The dune build after the eval call failed again with exit 127.", ["Japanese prose", "false outcome"],
        {"evidence": "Each Bash call here is a fresh shell", "failure": "dune: command not found"},
        category="env_setup", group="opam-env"),
    knowledge("018", OPAM, (
        "A pipe to tail hides dune's exit status unless PIPESTATUS is checked",
        "Running `dune build 2>&1 | tail` in an agent Bash call",
        "Echo `${PIPESTATUS[0]}` after the pipeline to see the build's own exit code",
        "The pipeline's status is tail's, so a failing build looks like a success"),
        "The first `opam exec ... dune build 2>&1 | tail -n 12` printed `Error: Library \"zarith\" not found.` yet the "
        "call was not an error; the later run appended `echo \"dune exit: ${PIPESTATUS[0]}\"` and showed "
        "`dune exit: 0`.", "real", "knowledge",
        "The piped dune build with the zarith error is returned as a normal result; the PIPESTATUS echo shows the "
        "real code.", ["code span with nested quotes", "ellipsis inside prose"],
        {"evidence": "dune exit: 0"}, category="debugging_technique"),
    gotcha("019", OPAM, (
        "dune cannot find yojson until it is installed into the switch",
        "dune build errors on a missing library",
        "Building before installing the libraries from src/dune",
        "yojson missing",
        "opam install yojson"),
        "dune build は `Error: Library \"yojson\" not found.` で止まった", "invented", "not_shown",
        "never_seen_error",
        "Only the zarith library was reported missing; no yojson error was printed.", ["Japanese prose", "code span"],
        {"evidence": "Error: Library \"zarith\" not found."}, category="env_setup"),
    knowledge("020", OPAM, (
        "opam init --shell-setup makes the switch environment persistent",
        "Each shell needs eval $(opam env)",
        "Run `opam init --shell-setup` once so every shell loads the switch",
        "Avoids the per-shell eval"),
        "`opam init --shell-setup` を実行済み。以後は eval 不要。", "invented", "invented_detail",
        "opam init was only mentioned as not run here ('ここでは実行していません').", ["Japanese prose", "code span"],
        {"evidence": "ここでは実行していません"}, category="env_setup"),
    gotcha("021", ZIG, (
        "Zig 0.13 build.zig: `.{ .path = ... }` became `b.path(...)`",
        "zig build fails with \"no field named 'path' in union 'Build.LazyPath'\"",
        "Fixing only the first reported root_source_file; the addTest one fails next",
        "LazyPath lost its `path` field; b.path() builds one relative to the build root",
        "Replace every `.{ .path = \"...\" }` with `b.path(\"...\")`"),
        "build.zig:8:40: error: no field named 'path' in union 'Build.LazyPath' -> replaced `.{ .path = "
        "\"src/main.zig\" }` with `b.path(\"src/main.zig\")`, then the same error at `build.zig:15:38` for "
        "src/tests.zig; after the second edit `zig build && zig build test && echo OK` printed `OK`.",
        "real", "shown", "edit_then_pass",
        "Two edits, then the build and the tests pass in one call.", ["plain arrow ->", "code spans"],
        {"failure": "no field named 'path' in union 'Build.LazyPath'",
         "fix": ".root_source_file = b.path(\"src/tests.zig\")", "evidence": "zig build && zig build test && echo OK"},
        category="build_config", group="zig-path"),
    knowledge("022", ZIG, (
        "zig build -Dtarget=aarch64-linux-musl gives a static binary with no extra toolchain",
        "An ARM64 Linux binary is needed from an x86_64 machine",
        "Pass `-Dtarget=aarch64-linux-musl -Doptimize=ReleaseSmall` to zig build",
        "Zig ships the musl libc and cross linker"),
        "file zig-out/bin/tinyhttp: ELF 64-bit LSB executable, ARM aarch64 ... statically linked, stripped (104K)",
        "real", "knowledge", "The cross build and `file` output are one call; du shows 104K.",
        ["unquoted prose", "partial line"],
        {"evidence": "ARM aarch64, version 1 (SYSV), statically linked"}, category="build_config", scope="global"),
    gotcha("023", ZIG, (
        "One LazyPath edit was enough for Zig 0.13",
        "zig build fails on root_source_file",
        "Old anonymous struct syntax",
        "LazyPath API change",
        "Use b.path"),
        "After replacing the root_source_file line the first `zig build` went through cleanly.",
        "invented", "not_shown", "names_false_claim",
        "The first zig build after the edit failed at build.zig:15:38 on the addTest line.",
        ["prose", "first-try claim"],
        {"evidence": "build.zig:15:38: error", "fix": ".root_source_file = b.path(\"src/main.zig\"),"},
        category="build_config", group="zig-path"),
    gotcha("024", ZIG, (
        "LazyPath error location in build.zig after the Zig bump",
        "zig build fails at build.zig",
        "Old .path syntax",
        "LazyPath changed",
        "b.path"),
        "zig reported it at `build.zig:8:41: error: no field named 'path'`", "invented", "not_shown", "near_miss",
        "The error column was 8:40.", ["code span", "column changed"],
        {"evidence": "build.zig:8:40: error"}, category="build_config"),
    gotcha("025", ZIG, (
        "zig build test also trips the LazyPath change",
        "zig build test fails for src/tests.zig",
        "Running tests before fixing addTest",
        "LazyPath",
        "b.path for addTest"),
        "`zig build test` failed with `no field named 'path' in union 'Build.LazyPath'` on the addTest line",
        "invented", "not_shown", "other_call_error",
        "The addTest error came from a plain `zig build`; `zig build test` only ran once, successfully (OK).",
        ["code span", "error moved to another command"],
        {"evidence": "zig build && zig build test && echo OK", "failure": "const tests = b.addTest"},
        category="build_config"),
    gotcha("026", ERL, (
        "A rebar3 release with bundled ERTS needs libstdc++ in a bare Alpine runtime",
        "The container exits 127: 'Error loading shared library libstdc++.so.6 ... (needed by .../beam.smp)'",
        "Copying the release into alpine:3.20 because the ERTS is bundled",
        "beam.smp links libstdc++ and ncurses dynamically; the erlang build image has them, bare alpine not",
        "`RUN apk add --no-cache libstdc++ ncurses-libs openssl` in the runtime stage"),
        "```\n$ docker run --rm chatter:dev\nError loading shared library libstdc++.so.6: No such file or directory "
        "(needed by /opt/chatter/erts-15.1.2/bin/beam.smp)\n```\nAfter adding the apk line and rebuilding, the "
        "container logged `started_at: chatter@3f0b9d6ad1c4` and `chatter ping` answered `pong`.",
        "real", "shown", "edit_then_pass",
        "The Dockerfile edit, rebuild and run show the app started and answering ping.",
        ["fenced block with $ prompt", "code span"],
        {"failure": "Error loading shared library libstdc++.so.6",
         "fix": "RUN apk add --no-cache libstdc++ ncurses-libs openssl\n", "evidence": "pong"},
        category="build_config", group="erl-alpine"),
    knowledge("027", ERL, (
        "Piping docker build into grep/tail reports success even when a RUN step fails",
        "Checking an image build in an agent Bash call with `| grep ... | tail`",
        "Run docker build without the pipe (or check PIPESTATUS) when the exit code matters",
        "The call's status is the last command's"),
        "the build with `rebar3 ct --cover=false` printed `did not complete successfully: exit code: 1` but the Bash "
        "call itself came back as a normal result", "real", "knowledge",
        "The piped docker build result is not an error although its log ends in the ERROR line.",
        ["prose with code spans"], {"evidence": "did not complete successfully: exit code: 1"},
        category="debugging_technique"),
    gotcha("028", ERL, (
        "rebar3 ct inside the Docker build stage gates the image on tests",
        "Want the image build to fail on failing suites",
        "Running tests only on the developer box",
        "No test step in the Dockerfile",
        "Add `RUN rebar3 ct --cover=false` before the release"),
        "With `RUN rebar3 ct --cover=false` in the build stage all 24 Common Test cases passed and the image built.",
        "invented", "not_shown", "names_false_claim",
        "The ct step reported 'Failed 1 tests. Passed 23 tests.' and the build stopped.", ["code span", "false count"],
        {"evidence": "Failed 1 tests. Passed 23 tests."}, category="test_strategy"),
    gotcha("029", ERL, (
        "ERTS 15 in a bare alpine image misses libstdc++",
        "beam.smp fails to load",
        "Bare alpine runtime",
        "No libstdc++",
        "apk add libstdc++"),
        "`Error loading shared library libstdc++.so.6` … `(needed by /opt/chatter/erts-15.1.3/bin/beam.smp)`",
        "invented", "not_shown", "near_miss", "The bundled ERTS is erts-15.1.2.", ["code spans with ellipsis"],
        {"evidence": "erts-15.1.2/bin/beam.smp"}, category="build_config", group="erl-alpine"),
    gotcha("030", ERL, (
        "Release start script cannot be exec'd in alpine",
        "docker run fails immediately",
        "glibc-built scripts in a musl image",
        "Interpreter missing",
        "Install bash in the runtime image"),
        "docker run failed with `exec /opt/chatter/bin/chatter: no such file or directory`",
        "invented", "not_shown", "never_seen_error",
        "The only run failure was the libstdc++ loading error.", ["code span"],
        {"evidence": "docker run --rm chatter:dev"}, category="build_config"),
]


def records() -> list[dict[str, Any]]:
    return list(RECORDS)
