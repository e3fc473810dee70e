"""The cases of the twenty-first tracking corpus, part four: an XcodeGen-generated Xcode project gone stale after a
pull (a prose-only fix), and wasmtime running a WASI module with no pre-opened directory. The labelling rules are in
tracking21_cases.py."""
from __future__ import annotations

from tests.truth.tracking21_cases import T, bash

# ---------------------------------------------------------------- g: regenerate the XcodeGen project after a pull

TH = "/Users/lena/dev/Trailhead"
XCB = "xcodebuild -scheme Trailhead -destination 'platform=iOS Simulator,name=iPhone 16' build"


def missing_input(path: str) -> str:
    return (f"error: Build input file cannot be found: '{path}'. Did you forget to declare this file as an output "
            "of a script phase or custom build rule which produces it? (in target 'Trailhead' from project "
            "'Trailhead')\n\n** BUILD FAILED **\n\n\nThe following build commands failed:\n\tCompileSwift normal "
            "arm64 (in target 'Trailhead' from project 'Trailhead')\n(1 failure)")


XCODEGEN = ("⚙️  Generating plists...\n⚙️  Generating project...\n⚙️  Writing project...\n"
            f"Created project at {TH}/Trailhead.xcodeproj")


def lesson_g() -> None:
    T.source("s-xcodegen-stale", TH, "2025-09-14T18:20:00Z", "feature/offline-maps",
             ("user", "Merge main into this branch and make sure the app still builds for the simulator."),
             bash("git pull --no-rebase origin main",
                  "From github.com:trailhead-app/ios\n * branch            main       -> FETCH_HEAD\nMerge made by the "
                  "'ort' strategy.\n Sources/Maps/{ => Cache}/TileCache.swift | 0\n project.yml                      "
                  "         | 4 ++--\n 2 files changed, 2 insertions(+), 2 deletions(-)\n rename Sources/Maps/{ => "
                  "Cache}/TileCache.swift (100%)"),
             bash(XCB, missing_input(f"{TH}/Sources/Maps/TileCache.swift"), True),
             ("say", "Trailhead.xcodeproj isn't in git: it's generated from project.yml by XcodeGen, and my copy was "
                     "generated before main moved TileCache.swift into Cache/. Regenerating it."),
             bash(f"xcodegen generate && {XCB}", XCODEGEN + "\n…\n** BUILD SUCCEEDED **"))
    T.lesson("t21-xcodegen-stale", "project", "en", "s-xcodegen-stale", "build_config",
             "After a pull that moves files, xcodebuild fails on the old paths until the XcodeGen project is "
             "regenerated",
             "The simulator build failed with `Build input file cannot be found` for "
             "Sources/Maps/TileCache.swift, a file main had just moved into Sources/Maps/Cache/.",
             "Looking for a missing file or a broken merge; the file is there, at its new path.",
             "Trailhead.xcodeproj is not committed: XcodeGen writes it from project.yml, so the local copy keeps "
             "the file list from whenever it was last generated.",
             "Regenerate the Xcode project from project.yml with XcodeGen after every pull, merge or branch switch "
             "that adds, moves or deletes files or touches project.yml, and only then build.",
             ["`Build input file cannot be found: '/Users/lena/dev/Trailhead/Sources/Maps/TileCache.swift'`",
              "`rename Sources/Maps/{ => Cache}/TileCache.swift (100%)`",
              "`xcodegen generate && xcodebuild -scheme Trailhead`", "`** BUILD SUCCEEDED **`"])


def later_g() -> None:
    T.later("l-xcodegen-release", TH, "2025-10-05T08:40:00Z", "release/2.4",
            ("user", "Switch to release/2.4 and run the unit tests on the simulator."),
            bash("git switch release/2.4", "Switched to branch 'release/2.4'\nYour branch is up to date with "
                 "'origin/release/2.4'."),
            bash("xcodegen", XCODEGEN),
            bash("xcodebuild -scheme Trailhead -destination 'platform=iOS Simulator,name=iPhone 16' test",
                 "Test Suite 'All tests' passed at 2025-10-05 08:44:51.204.\n\t Executed 212 tests, with 0 failures "
                 "(0 unexpected) in 18.337 (18.902) seconds\n** TEST SUCCEEDED **"))
    T.pair("t21-xcodegen-stale", "l-xcodegen-release", "applied", "regenerated the project (xcodegen, whose default "
           "command is generate) right after switching branch, then tested without a missing-file failure")
    T.later("l-xcodegen-mint", TH, "2025-10-12T19:05:00Z", "feature/trip-sharing",
            ("user", "Pull the latest main and build. Use the XcodeGen version pinned in the Mintfile."),
            bash("git pull --rebase origin main", "Successfully rebased and updated refs/heads/feature/trip-sharing."),
            bash("mint run xcodegen generate --spec project.yml", "🌱 Running xcodegen 2.44.1...\n" + XCODEGEN),
            bash(XCB, "…\n** BUILD SUCCEEDED **"))
    T.pair("t21-xcodegen-stale", "l-xcodegen-mint", "applied", "the project was regenerated with the pinned XcodeGen "
           "(mint run xcodegen generate) after the pull and before the build")
    T.later("l-xcodegen-profile", TH, "2025-10-19T10:15:00Z", "feature/profile-redesign",
            ("user", "Rebase on main and fix whatever breaks in the build."),
            bash("git pull --rebase origin main", " rename Sources/Settings/{ => Profile}/ProfileView.swift (100%)\n"
                 "Successfully rebased and updated refs/heads/feature/profile-redesign."),
            bash(XCB, missing_input(f"{TH}/Sources/Settings/ProfileView.swift"), True),
            ("say", "ProfileView.swift moved on main; the generated project still lists the old path."),
            bash(f"xcodegen generate && {XCB}", XCODEGEN + "\n…\n** BUILD SUCCEEDED **"))
    T.pair("t21-xcodegen-stale", "l-xcodegen-profile", "recurred", "after the rebase the build failed with 'Build "
           "input file cannot be found' for the moved ProfileView.swift before the project was regenerated")
    later_g2()


def later_g2() -> None:
    plist = f"{TH}/Resources/Staging/GoogleService-Info.plist"
    staging = XCB.replace("-scheme Trailhead", "-scheme Trailhead -configuration Staging")
    T.later("l-xcodegen-plist", TH, "2025-10-26T09:00:00Z", "main",
            ("user", "Build the Staging configuration for the simulator; QA wants a staging build today."),
            bash(staging, missing_input(plist), True),
            ("say", "That plist is the staging Firebase config. It is gitignored and was never copied to this "
                    "machine; the README says to take it from the team vault."),
            bash(f"cp ~/Secrets/trailhead/staging/GoogleService-Info.plist {plist} && {staging}",
                 "…\n** BUILD SUCCEEDED **"))
    T.pair("t21-xcodegen-stale", "l-xcodegen-plist", "neither", "'Build input file cannot be found' for a gitignored "
           "plist that is really absent: the same words, another cause; no regeneration")
    T.later("l-xcodegen-lint", TH, "2025-11-01T16:30:00Z", "chore/swiftlint",
            ("user", "Run SwiftLint and fix the warnings in Sources/Maps."),
            bash("swiftlint lint --quiet Sources/Maps",
                 f"{TH}/Sources/Maps/Cache/TileCache.swift:48:1: warning: Line Length Violation: Line should be 140 "
                 "characters or less; currently it has 163 characters (line_length)"),
            ("edit", f"{TH}/Sources/Maps/Cache/TileCache.swift",
             "        let key = \"\\(tile.z)/\\(tile.x)/\\(tile.y)@\\(scale)x-\\(style.rawValue)-\\(locale)\"",
             "        let key = [\"\\(tile.z)\", \"\\(tile.x)\", \"\\(tile.y)@\\(scale)x\", style.rawValue, locale]\n"
             "            .joined(separator: \"/\")"),
            bash("swiftlint lint --quiet Sources/Maps", ""))
    T.pair("t21-xcodegen-stale", "l-xcodegen-lint", "neither", "lint work in the same app; no build, no missing "
           "input and no regeneration")
    T.later("l-xcodegen-before", TH, "2025-08-31T12:00:00Z", "feature/offline-maps",
            ("user", "Build for the simulator."),
            bash(f"xcodegen generate && {XCB}", XCODEGEN + "\n…\n** BUILD SUCCEEDED **"))
    T.pair("t21-xcodegen-stale", "l-xcodegen-before", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- h: wasmtime needs --dir to give a module files

CS = "/home/ana/proj/csvsum-wasi"
WASM = "target/wasm32-wasip1/release/csvsum.wasm"


def no_preopen(path: str) -> str:
    return (f"Error: failed to open {path}\n\nCaused by:\n    failed to find a pre-opened file descriptor through "
            f"which \"{path}\" could be opened")


def summary(rows: int) -> str:
    return f"rows: {rows}\ncolumns: 7\nnulls: region=12 discount=301\nsum(amount): 1843920.55"


def lesson_h() -> None:
    T.source("s-wasmtime-dir", CS, "2025-09-16T11:00:00Z", "main",
             ("user", "Build the WASI binary and check it can summarise data/sample.csv."),
             bash("cargo build --release --target wasm32-wasip1",
                  "   Compiling csvsum v0.3.0 (/home/ana/proj/csvsum-wasi)\n    Finished `release` profile "
                  "[optimized] target(s) in 9.84s"),
             bash(f"wasmtime {WASM} data/sample.csv", no_preopen("data/sample.csv"), True),
             ("say", "A WASI module sees no host files unless wasmtime pre-opens a directory for it. Granting the "
                     "current directory."),
             bash(f"wasmtime run --dir=. {WASM} data/sample.csv", summary(1204)))
    T.lesson("t21-wasmtime-dir", "global", "en", "s-wasmtime-dir", "tool_quirk",
             "A WASI module run by wasmtime cannot open any host file unless a directory is pre-opened with --dir",
             "`wasmtime target/wasm32-wasip1/release/csvsum.wasm data/sample.csv` failed with `failed to find a "
             "pre-opened file descriptor`, though data/sample.csv exists.",
             "Checking the path, the working directory or file permissions.",
             "WASI is capability-based: the module only sees directories the runtime hands it, and wasmtime hands it "
             "none by default.",
             "Pre-open what the module reads: `wasmtime run --dir=. <module.wasm> <args>` (or `--dir <host>::<guest>` "
             "to map a host path to a guest path); with a cargo runner, put the flag in the runner command.",
             ["`wasmtime target/wasm32-wasip1/release/csvsum.wasm data/sample.csv`",
              "`failed to find a pre-opened file descriptor through which \"data/sample.csv\" could be opened`",
              "`wasmtime run --dir=. target/wasm32-wasip1/release/csvsum.wasm data/sample.csv`"])


def later_h() -> None:
    T.later("l-wasmtime-space", CS, "2025-10-03T13:10:00Z", "feat/median",
            ("user", "Add a median to the summary and try it on data/q3.csv."),
            ("edit", f"{CS}/src/stats.rs", "pub struct Summary {\n    pub sum: f64,",
             "pub struct Summary {\n    pub sum: f64,\n    pub median: f64,"),
            bash("cargo build --release --target wasm32-wasip1", "    Finished `release` profile [optimized] "
                 "target(s) in 7.02s"),
            bash(f"wasmtime --dir . {WASM} data/q3.csv", summary(5530) + "\nmedian(amount): 212.40"))
    T.pair("t21-wasmtime-dir", "l-wasmtime-space", "applied", "wasmtime --dir . (the space-separated spelling) "
           "before any open failure")
    T.later("l-wasmtime-map", CS, "2025-10-09T10:00:00Z", "main",
            ("user", "Summarise the big export in ~/datasets/exports/2025-09.csv with the wasm build."),
            bash(f"wasmtime run --dir $HOME/datasets/exports::/data {WASM} /data/2025-09.csv", summary(2210044)))
    T.pair("t21-wasmtime-dir", "l-wasmtime-map", "applied", "--dir <host>::<guest> mapped the exports directory; no "
           "failure")
    T.later("l-wasmtime-fixtures", CS, "2025-10-16T15:35:00Z", "fix/empty-input",
            ("user", "csvsum should print 'rows: 0' for an empty file. Check fixtures/empty.csv with a debug build."),
            bash("cargo build --target wasm32-wasip1", "    Finished `dev` profile [unoptimized + debuginfo] target(s) "
                 "in 2.41s"),
            bash("wasmtime target/wasm32-wasip1/debug/csvsum.wasm fixtures/empty.csv",
                 no_preopen("fixtures/empty.csv"), True),
            ("say", "Forgot the pre-open."),
            bash("wasmtime --dir=. target/wasm32-wasip1/debug/csvsum.wasm fixtures/empty.csv",
                 "thread 'main' panicked at src/main.rs:31:40:\nno header row"),
            ("edit", f"{CS}/src/main.rs", "let header = rows.next().expect(\"no header row\");",
             "let Some(header) = rows.next() else { println!(\"rows: 0\"); return Ok(()); };"),
            bash("cargo build --target wasm32-wasip1 && wasmtime --dir=. target/wasm32-wasip1/debug/csvsum.wasm "
                 "fixtures/empty.csv", "rows: 0"))
    T.pair("t21-wasmtime-dir", "l-wasmtime-fixtures", "recurred", "the debug build on fixtures/empty.csv failed "
           "with 'failed to find a pre-opened file descriptor' before --dir=. was added")
    later_h2()


def later_h2() -> None:
    T.later("l-wasmtime-runner", CS, "2025-10-23T09:20:00Z", "chore/cargo-runner",
            ("user", "Make `cargo run --target wasm32-wasip1 -- data/sample.csv` work."),
            bash("cat .cargo/config.toml", "[target.wasm32-wasip1]\nrunner = \"wasmtime\""),
            bash("cargo run --target wasm32-wasip1 -- data/sample.csv",
                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.08s\n     Running `wasmtime "
                 "target/wasm32-wasip1/debug/csvsum.wasm data/sample.csv`\n" + no_preopen("data/sample.csv"), True),
            ("edit", f"{CS}/.cargo/config.toml", 'runner = "wasmtime"', 'runner = "wasmtime run --dir=."'),
            bash("cargo run --target wasm32-wasip1 -- data/sample.csv", "     Running `wasmtime run --dir=. "
                 "target/wasm32-wasip1/debug/csvsum.wasm data/sample.csv`\n" + summary(1204)))
    T.pair("t21-wasmtime-dir", "l-wasmtime-runner", "recurred", "cargo's wasmtime runner hit the pre-opened file "
           "descriptor error before --dir=. went into the runner command")
    T.later("l-wasmtime-target", "/home/ana/proj/tsvsum-wasi", "2025-10-30T14:00:00Z", "main",
            ("user", "Set up the build for the new tsvsum crate on this fresh VM."),
            bash("cargo build --release --target wasm32-wasip1",
                 "   Compiling tsvsum v0.1.0 (/home/ana/proj/tsvsum-wasi)\nerror[E0463]: can't find crate for `std`\n"
                 "  |\n  = note: the `wasm32-wasip1` target may not be installed\n  = help: consider downloading the "
                 "target with `rustup target add wasm32-wasip1`", True),
            bash("rustup target add wasm32-wasip1 && cargo build --release --target wasm32-wasip1",
                 "info: downloading component 'rust-std' for 'wasm32-wasip1'\ninfo: installing component 'rust-std' "
                 "for 'wasm32-wasip1'\n   Compiling tsvsum v0.1.0 (/home/ana/proj/tsvsum-wasi)\n    Finished "
                 "`release` profile [optimized] target(s) in 6.15s"),
            ("say", "It builds. I haven't run it under wasmtime yet."))
    T.pair("t21-wasmtime-dir", "l-wasmtime-target", "neither", "a missing rustup target while building; wasmtime is "
           "never run")
    T.later("l-wasmtime-before", CS, "2025-09-01T09:00:00Z", "main",
            ("user", "Run the wasm build on data/sample.csv."),
            bash(f"wasmtime {WASM} data/sample.csv", no_preopen("data/sample.csv"), True),
            bash(f"wasmtime --dir=. {WASM} data/sample.csv", summary(1180)))
    T.pair("t21-wasmtime-dir", "l-wasmtime-before", "neither", "dated before the lesson's source session (it holds "
           "the failure and the fix)")
