"""Cases of the forty-ninth tracking corpus (rules in tracking49_cases.py): brew link refusing to overwrite files
Homebrew does not own, CMake refusing to switch generators in an existing build directory, and rustc killed by
the OOM killer under cargo's default parallelism."""
from __future__ import annotations

from tests.truth.tracking49_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


def _brew_link(formula: str, version: str, rel: str, prefix: str = "/opt/homebrew") -> str:
    return (f"Linking {prefix}/Cellar/{formula}/{version}... \nError: Could not symlink {rel}\n"
            f"Target {prefix}/{rel}\nalready exists. You may want to remove it:\n  rm '{prefix}/{rel}'\n\n"
            f"To force the link and overwrite all conflicting files:\n  brew link --overwrite {formula}\n\n"
            f"To list all files that would be deleted:\n  brew link --overwrite {formula} --dry-run")


def _brew_step(formula: str, version: str, rel: str, prefix: str = "/opt/homebrew") -> str:
    return (f"==> Pouring {formula}--{version}.sonoma.bottle.tar.gz\n"
            "Error: The `brew link` step did not complete successfully\n"
            f"The formula built, but is not symlinked into {prefix}\nCould not symlink {rel}\n"
            f"Target {prefix}/{rel}\nalready exists. You may want to remove it:\n  rm '{prefix}/{rel}'\n\n"
            f"To force the link and overwrite all conflicting files:\n  brew link --overwrite {formula}\n\n"
            f"To list all files that would be deleted:\n  brew link --overwrite {formula} --dry-run")


def brew_link() -> None:
    T.source("s-brew-overwrite", "/Users/sam/src/site", "2025-03-07T17:20:00Z", "main",
             user("node vanished after I ran brew upgrade, `node: command not found`. Fix it please."),
             err("node --version", "zsh: command not found: node", 127),
             ok("brew list --versions node", "node 22.12.0"),
             err("brew link node", _brew_link("node", "22.12.0", "bin/npm")),
             say("The keg is installed but unlinked: /opt/homebrew/bin/npm is a leftover from an `npm i -g npm`, not "
                 "a Homebrew file, so brew link refuses to replace it. --overwrite lets the keg take the path."),
             ok("brew link --overwrite node && node --version",
                "Linking /opt/homebrew/Cellar/node/22.12.0... 1873 symlinks created.\nv22.12.0"))
    T.lesson("t49-brew-link-overwrite", "global", "en", "s-brew-overwrite", "tool_quirk",
             "brew link stops at 'Could not symlink' when a file Homebrew doesn't own is in the way; use "
             "brew link --overwrite",
             "After brew upgrade/install the formula is installed but unlinked (`command not found`), and "
             "`brew link <formula>` (or the link step of brew install) fails with `Error: Could not symlink "
             "bin/npm` / `Target /opt/homebrew/bin/npm already exists`.",
             "Reinstalling the formula or running brew link again repeats the same error; the formula is fine, "
             "only the link step fails.",
             "A file Homebrew did not create (an npm installed with `npm i -g npm` into the prefix, a pip or "
             "installer-placed binary) occupies the path the keg wants to symlink, and brew link won't overwrite "
             "files it doesn't own.",
             "Run `brew link --overwrite <formula>` (check first with `brew link --overwrite <formula> --dry-run` if "
             "unsure), or delete the conflicting file the error names and run brew link again.",
             ["`brew link node` failed with \"Error: Could not symlink bin/npm\" and \"Target /opt/homebrew/bin/npm\"",
              "`brew link --overwrite node && node --version` printed \"1873 symlinks created.\" and \"v22.12.0\""])

    T.later("l-brew-node20", "/Users/sam/src/site", "2025-04-09T18:00:00Z", "main",
            user("I had node@20 linked for a test. Switch back to the normal node formula (I ran npm i -g npm on "
                 "20 too)."),
            say("npm i -g npm left an npm in the prefix that Homebrew doesn't own, so link node with --overwrite."),
            ok("brew unlink node@20 && brew link --overwrite node && node -v && npm -v",
               "Unlinking /opt/homebrew/Cellar/node@20/20.18.1... 7 symlinks removed.\n"
               "Linking /opt/homebrew/Cellar/node/22.12.0... 1873 symlinks created.\nv22.12.0\n10.9.0"))
    T.pair("t49-brew-link-overwrite", "l-brew-node20", "applied",
           "brew link --overwrite node used up front; no Could not symlink error")

    T.later("l-brew-make", "/Users/sam/src/dotfiles", "2025-05-19T08:30:00Z", "main",
            user("Add a bootstrap target that installs the Brewfile and makes sure python@3.12 is linked even if "
                 "the python.org installer left files behind, then run it."),
            edit("/Users/sam/src/dotfiles/Makefile", ".PHONY: bootstrap\n",
                 ".PHONY: bootstrap\nbootstrap:\n\tbrew bundle --file=Brewfile\n"
                 "\tbrew link --overwrite python@3.12\n"),
            ok("make bootstrap", "brew bundle --file=Brewfile\nUsing python@3.12\nUsing jq\n"
               "Homebrew Bundle complete! 14 Brewfile dependencies now installed.\nbrew link --overwrite python@3.12\n"
               "Linking /opt/homebrew/Cellar/python@3.12/3.12.8... 25 symlinks created."))
    T.pair("t49-brew-link-overwrite", "l-brew-make", "applied",
           "a make target that runs brew link --overwrite is written and run; no link failure")

    T.later("l-brew-awscli", "/Users/priya/work/infra", "2025-04-23T11:15:00Z", "main",
            user("Install awscli v2 with brew on this Intel Mac."),
            err("brew install awscli", _brew_step("awscli", "2.22.4", "bin/aws", "/usr/local")),
            ok("brew link --overwrite awscli && aws --version",
               "Linking /usr/local/Cellar/awscli/2.22.4... 14 symlinks created.\n"
               "aws-cli/2.22.4 Python/3.12.7 Darwin/23.6.0 source/x86_64"))
    T.pair("t49-brew-link-overwrite", "l-brew-awscli", "recurred",
           "brew install awscli stops at Could not symlink bin/aws over an old aws binary; fixed afterwards")

    T.later("l-brew-upgrade", "/Users/sam/src/site", "2025-06-16T09:05:00Z", "main",
            user("brew upgrade everything."),
            err("brew upgrade", "==> Upgrading 3 outdated packages:\npython@3.12 3.12.8 -> 3.12.9\n"
                + _brew_step("python@3.12", "3.12.9", "bin/2to3-3.12")),
            say("python@3.12 upgraded but isn't linked: bin/2to3-3.12 belongs to something else."),
            user("leave it, I'll deal with it later"))
    T.pair("t49-brew-link-overwrite", "l-brew-upgrade", "recurred",
           "brew upgrade hits the same Could not symlink error for python@3.12; left unfixed")

    T.later("l-brew-kegonly", "/Users/sam/src/legacy-app", "2025-05-05T16:40:00Z", "main",
            user("This app needs node 20. Make node@20 the one on PATH in this shell setup."),
            err("brew link node@20", "Warning: node@20 is keg-only and must be linked with `--force`.\n\n"
                "If you need to have this software first in your PATH instead consider running:\n"
                "  echo 'export PATH=\"/opt/homebrew/opt/node@20/bin:$PATH\"' >> ~/.zshrc"),
            ok("echo 'export PATH=\"/opt/homebrew/opt/node@20/bin:$PATH\"' >> ~/.zshrc && zsh -ic 'node -v'",
               "v20.18.1"))
    T.pair("t49-brew-link-overwrite", "l-brew-kegonly", "neither",
           "a different brew link case (keg-only needs --force); solved with PATH, no overwrite involved")

    T.later("l-brew-nokeg", "/Users/priya/work/infra", "2025-06-05T10:00:00Z", "main",
            user("Link postgresql so psql is on PATH."),
            err("brew link postgresql", "Error: No such keg: /usr/local/Cellar/postgresql"),
            ok("brew install libpq && brew link --force libpq && psql --version",
               "==> Pouring libpq--17.2.sonoma.bottle.tar.gz\nLinking /usr/local/Cellar/libpq/17.2... "
               "12 symlinks created.\npsql (PostgreSQL) 17.2"))
    T.pair("t49-brew-link-overwrite", "l-brew-nokeg", "neither",
           "a different brew link error (No such keg), solved by installing libpq")


_GEN = ("CMake Error: Error: generator : {new}\nDoes not match the generator used previously: {old}\n"
        "Either remove the CMakeCache.txt file and CMakeFiles directory or choose a different binary directory.")


def cmake_generator() -> None:
    T.source("s-cmake-generator", "/home/lin/src/raytrace", "2025-03-08T10:05:00Z", "perf/ninja",
             user("Switch our local builds to Ninja, it's way faster. The build dir is build/."),
             err("cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release",
                 _GEN.format(new="Ninja", old="Unix Makefiles")),
             ok("cmake --version", "cmake version 3.28.3\n\nCMake suite maintained and supported by Kitware "
                "(kitware.com/cmake)."),
             say("build/ still holds the cache from the Makefiles configure, and a cache can't change generators. "
                 "CMake 3.24+ has --fresh to drop it."),
             ok("cmake --fresh -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build",
                "-- The CXX compiler identification is GNU 13.2.0\n-- Configuring done (0.9s)\n"
                "-- Generating done (0.0s)\n-- Build files have been written to: /home/lin/src/raytrace/build\n"
                "[48/48] Linking CXX executable raytrace"))
    T.lesson("t49-cmake-generator", "global", "en", "s-cmake-generator", "build_config",
             "CMake won't switch generators in an existing build dir: drop its cache or configure with --fresh",
             "`cmake -G Ninja -B build` (or a preset with another generator) fails with `Error: generator : Ninja` "
             "/ `Does not match the generator used previously: Unix Makefiles`.",
             "Passing -G again, or deleting only the build outputs, keeps failing; the generator is recorded in "
             "build/CMakeCache.txt and build/CMakeFiles/.",
             "A CMake binary directory is bound to the generator it was first configured with; CMakeCache.txt stores "
             "CMAKE_GENERATOR and a later configure with a different -G is rejected.",
             "Drop the old cache before configuring with the new generator: `cmake --fresh ...` (CMake 3.24+, also "
             "`cmake --preset <p> --fresh`), or `rm -rf build/CMakeCache.txt build/CMakeFiles` (or the whole build "
             "dir), or give each generator its own binary dir.",
             ["`cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release` failed with \"Does not match the generator "
              "used previously: Unix Makefiles\"",
              "`cmake --fresh -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build` passed: "
              "\"Build files have been written to: /home/lin/src/raytrace/build\" and "
              "\"[48/48] Linking CXX executable raytrace\""])

    T.later("l-cmake-rmcache", "/home/lin/src/libgeo", "2025-04-11T09:00:00Z", "build/ninja",
            user("Same as raytrace: move libgeo's build/ to Ninja."),
            say("build/ was configured with Unix Makefiles; clearing its cache first so the Ninja configure is "
                "accepted."),
            ok("rm -rf build/CMakeCache.txt build/CMakeFiles && cmake -S . -B build -G Ninja && cmake --build build",
               "-- Configuring done (0.6s)\n-- Generating done (0.0s)\n"
               "-- Build files have been written to: /home/lin/src/libgeo/build\n[112/112] Linking CXX shared "
               "library libgeo.so"))
    T.pair("t49-cmake-generator", "l-cmake-rmcache", "applied",
           "the old cache removed before configuring build/ with Ninja; no generator error")

    T.later("l-cmake-preset", "C:\\Users\\lin\\src\\viewer", "2025-05-07T14:25:00Z", "feat/presets",
            user("I added a CMakePresets.json with a Ninja Multi-Config 'dev' preset; out/build was made by the "
                 "Visual Studio generator. Configure with the preset."),
            read("C:\\Users\\lin\\src\\viewer\\CMakePresets.json",
                 '{"version": 6, "configurePresets": [{"name": "dev", "generator": "Ninja Multi-Config", '
                 '"binaryDir": "${sourceDir}/out/build"}]}'),
            ok("pwsh -NoProfile -Command \"cmake --preset dev --fresh; cmake --build --preset dev\"",
               "Preset CMake variables:\n\n-- The CXX compiler identification is MSVC 19.40.33811.0\n"
               "-- Configuring done (3.1s)\n-- Generating done (0.1s)\n"
               "-- Build files have been written to: C:/Users/lin/src/viewer/out/build\n"
               "[64/64] Linking CXX executable Debug\\viewer.exe"))
    T.pair("t49-cmake-generator", "l-cmake-preset", "applied",
           "cmake --preset dev --fresh switches out/build from Visual Studio to Ninja with no generator error")

    T.later("l-cmake-vs", "C:\\Users\\lin\\src\\viewer", "2025-04-16T15:00:00Z", "main",
            user("Configure viewer with Ninja into out/build."),
            err("pwsh -NoProfile -Command \"cmake -S . -B out/build -G Ninja\"",
                _GEN.format(new="Ninja", old="Visual Studio 17 2022")),
            ok("pwsh -NoProfile -Command \"Remove-Item -Recurse -Force out/build; cmake -S . -B out/build -G Ninja\"",
               "-- Configuring done (2.8s)\n-- Generating done (0.1s)\n"
               "-- Build files have been written to: C:/Users/lin/src/viewer/out/build"))
    T.pair("t49-cmake-generator", "l-cmake-vs", "recurred",
           "the generator mismatch comes back (Ninja over Visual Studio 17 2022) before the dir is removed")

    T.later("l-cmake-ci", "/home/lin/src/raytrace", "2025-06-04T07:30:00Z", "ci/makefiles",
            user("Run ci/build.sh locally, the CI job that uses Unix Makefiles for the coverage build."),
            read("/home/lin/src/raytrace/ci/build.sh",
                 "#!/usr/bin/env bash\nset -euo pipefail\ncmake -S . -B build -G \"Unix Makefiles\" "
                 "-DCOVERAGE=ON\ncmake --build build -j\"$(nproc)\"\n"),
            err("bash ci/build.sh", _GEN.format(new="Unix Makefiles", old="Ninja")),
            say("build/ here is the Ninja one from my local builds. The CI job starts clean, so it won't hit this "
                "there; want me to point the script at build-cov/?"))
    T.pair("t49-cmake-generator", "l-cmake-ci", "recurred",
           "the CI script hits the same generator mismatch on a build dir made with the other generator")

    T.later("l-cmake-minver", "/home/lin/src/geo-tools", "2025-05-21T10:10:00Z", "main",
            user("Build geo-tools on the old CI box."),
            err("cmake -S . -B build -G Ninja",
                "CMake Error at CMakeLists.txt:1 (cmake_minimum_required):\n  CMake 3.25 or higher is required.  You "
                "are running version 3.22.1\n\n\n-- Configuring incomplete, errors occurred!"),
            ok("pip install --user 'cmake>=3.25' && ~/.local/bin/cmake -S . -B build -G Ninja",
               "Successfully installed cmake-3.31.4\n-- Configuring done (0.7s)\n-- Generating done (0.0s)"))
    T.pair("t49-cmake-generator", "l-cmake-minver", "neither",
           "a different CMake error (minimum version), fixed by a newer cmake")

    T.later("l-cmake-clean", "/home/lin/src/raytrace", "2025-04-30T13:45:00Z", "perf/simd",
            user("Do a clean rebuild with the SIMD flag on and run the benchmark."),
            ok("cmake -S . -B build -DRT_SIMD=ON && cmake --build build --target clean && cmake --build build",
               "-- Configuring done (0.4s)\n-- Generating done (0.0s)\n[48/48] Linking CXX executable raytrace"),
            ok("./build/raytrace --bench scenes/cornell.json", "cornell: 1920x1080 64spp 3.41 s"))
    T.pair("t49-cmake-generator", "l-cmake-clean", "neither",
           "cmake reconfigured and cleaned with the same generator; no generator switch, no error")

    T.later("l-cmake-early", "/home/lin/src/raytrace", "2025-02-21T16:00:00Z", "main",
            user("Try Ninja for the build dir."),
            err("cmake -S . -B build -G Ninja", _GEN.format(new="Ninja", old="Unix Makefiles")),
            say("It refuses because build/ is a Makefiles tree; leaving it for now."))
    T.pair("t49-cmake-generator", "l-cmake-early", "neither",
           "dated before the lesson's source session, whatever it holds")


def _cargo_kill(crate: str, lib: str, prefix: str = "") -> str:
    rustc = "/home/ci/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/bin/rustc"
    return "\n".join(prefix + line for line in (
        f"   Compiling {crate}", f"error: could not compile `{crate.split()[0]}` (lib)", "",
        "Caused by:", f"  process didn't exit successfully: `{rustc} --crate-name {lib} --edition=2021 "
        f"--crate-type lib --cap-lints allow` (signal: 9, SIGKILL: kill)",
        "warning: build failed, waiting for other jobs to finish..."))


def cargo_oom() -> None:
    T.source("s-cargo-oom", "/srv/build/ingest-rs", "2025-03-10T12:00:00Z", "release/0.9",
             user("cargo build --release keeps dying on the little build VM (2 GB). Get a release binary out of it."),
             err("cargo build --release", _cargo_kill("aws-sdk-s3 v1.52.0", "aws_sdk_s3"), 101),
             ok("free -m", "               total        used        free      shared  buff/cache   available\n"
                "Mem:            1967         412        1103           2         451        1403\n"
                "Swap:              0           0           0"),
             ok("sudo dmesg | tail -n 1", "[ 8812.114312] Out of memory: Killed process 48121 (rustc) "
                "total-vm:2811204kB, anon-rss:1503112kB, file-rss:0kB, shmem-rss:0kB, UID:1000"),
             say("The kernel OOM killer is taking rustc: cargo runs one rustc per CPU at once and the aws-sdk crates "
                 "are huge. Limiting cargo to one job keeps it under 2 GB."),
             ok("cargo build --release -j 1", "   Compiling aws-sdk-s3 v1.52.0\n   Compiling ingest v0.9.0 "
                "(/srv/build/ingest-rs)\n    Finished `release` profile [optimized] target(s) in 9m 12s"))
    T.lesson("t49-cargo-oom-jobs", "global", "en", "s-cargo-oom", "performance",
             "rustc killed with SIGKILL on small hosts and containers: cap cargo's parallel jobs",
             "`cargo build --release` fails with `error: could not compile ... (lib)` and `process didn't exit "
             "successfully: ... (signal: 9, SIGKILL: kill)`; dmesg shows `Out of memory: Killed process ... (rustc)`.",
             "It looks like a compiler crash or a corrupt crate and invites cargo clean or a toolchain reinstall; "
             "rerunning only dies again at the next heavy crate.",
             "Cargo runs one rustc per CPU at once; several large crates compiling in parallel exceed the VM's or "
             "container's memory and the kernel OOM killer kills rustc.",
             "Limit cargo's parallelism: `cargo build --release -j 1` (or `--jobs N`, `CARGO_BUILD_JOBS=N` in the "
             "environment or a Dockerfile ENV, or `[build] jobs = N` in .cargo/config.toml).",
             ["`cargo build --release` failed with \"(signal: 9, SIGKILL: kill)\"",
              "`sudo dmesg | tail -n 1` showed \"Out of memory: Killed process 48121 (rustc)\"",
              "`cargo build --release -j 1` finished: \"target(s) in 9m 12s\""])

    T.later("l-cargo-env", "/home/ci/relay-gw", "2025-04-14T10:30:00Z", "ci/image",
            user("Write a Dockerfile for relay-gw; the CI runners only have 4 GB."),
            say("With 4 GB, cargo's default one-rustc-per-core can get rustc OOM-killed, so cap the jobs."),
            write("/home/ci/relay-gw/Dockerfile",
                  "FROM rust:1.84 AS build\nWORKDIR /src\nENV CARGO_BUILD_JOBS=2\nCOPY . .\n"
                  "RUN cargo build --release --locked\n\nFROM debian:bookworm-slim\n"
                  "COPY --from=build /src/target/release/relay-gw /usr/local/bin/\n"
                  "ENTRYPOINT [\"relay-gw\"]\n"),
            ok("docker build -t relay-gw:ci .", "#9 [build 4/4] RUN cargo build --release --locked\n"
               "#9 402.7     Finished `release` profile [optimized] target(s) in 6m 38s\n#9 DONE 403.1s\n"
               "#12 naming to docker.io/library/relay-gw:ci done"))
    T.pair("t49-cargo-oom-jobs", "l-cargo-env", "applied",
           "CARGO_BUILD_JOBS=2 set in the Dockerfile before the build, which passes; no SIGKILL")

    T.later("l-cargo-pi", "/home/pi/sensord", "2025-05-15T19:20:00Z", "main",
            user("Build sensord in release mode here on the Pi (4 GB)."),
            write("/home/pi/sensord/.cargo/config.toml", "[build]\njobs = 1\n"),
            ok("cargo build --release", "   Compiling tokio v1.43.0\n   Compiling sensord v0.3.1 (/home/pi/sensord)\n"
               "    Finished `release` profile [optimized] target(s) in 14m 03s"))
    T.pair("t49-cargo-oom-jobs", "l-cargo-pi", "applied",
           "[build] jobs = 1 written to .cargo/config.toml before the release build, which passes")

    T.later("l-cargo-docker", "/Users/sam/src/api-rs", "2025-04-25T15:10:00Z", "main",
            user("docker build fails on my Mac (Docker Desktop has 2 GB)."),
            err("docker build -t api-rs .", _cargo_kill("sqlx-postgres v0.8.3", "sqlx_postgres", "#14 201.7 ")
                + "\n#14 ERROR: process \"/bin/sh -c cargo build --release\" did not complete successfully: exit "
                "code: 101\n------\nERROR: failed to solve: process \"/bin/sh -c cargo build --release\" did not "
                "complete successfully: exit code: 101"),
            edit("/Users/sam/src/api-rs/Dockerfile", "RUN cargo build --release", "RUN cargo build --release -j 2"),
            ok("docker build -t api-rs .", "#14 611.2     Finished `release` profile [optimized] target(s) in 10m 9s\n"
               "#17 naming to docker.io/library/api-rs done"))
    T.pair("t49-cargo-oom-jobs", "l-cargo-docker", "recurred",
           "rustc SIGKILLed compiling sqlx-postgres inside docker build; -j 2 only afterwards")

    T.later("l-cargo-release-ci", "/home/ci/lakehouse", "2025-06-12T06:00:00Z", "release/1.4",
            user("Run the release script like the runner does."),
            err("bash ci/release.sh", "+ cargo build --release --target x86_64-unknown-linux-musl\n"
                + _cargo_kill("polars-core v0.45.1", "polars_core"), 101),
            say("polars-core's rustc was killed with SIGKILL: the runner ran out of memory."))
    T.pair("t49-cargo-oom-jobs", "l-cargo-release-ci", "recurred",
           "the release script's cargo build fails with rustc SIGKILL on polars-core")

    T.later("l-cargo-linker", "/home/tess/src/cli-rs", "2025-05-09T11:40:00Z", "main",
            user("cargo build fails on the new container."),
            err("cargo build", "   Compiling proc-macro2 v1.0.93\nerror: linker `cc` not found\n  |\n"
                "  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build "
                "script) due to 1 previous error", 101),
            ok("sudo apt-get install -y build-essential && cargo build",
               "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 41.02s"))
    T.pair("t49-cargo-oom-jobs", "l-cargo-linker", "neither",
           "a different cargo error (linker cc not found), fixed with build-essential")

    T.later("l-cargo-tests", "/srv/build/ingest-rs", "2025-04-29T14:00:00Z", "fix/db-tests",
            user("The DB tests step on each other. Run them one at a time."),
            ok("cargo test -- --test-threads=1", "running 18 tests\ntest result: ok. 18 passed; 0 failed; 0 ignored; "
               "0 measured; 0 filtered out; finished in 4.12s"))
    T.pair("t49-cargo-oom-jobs", "l-cargo-tests", "neither",
           "cargo run with --test-threads=1 to serialize tests, not build jobs; no SIGKILL")


FILLS = [brew_link, cmake_generator, cargo_oom]
