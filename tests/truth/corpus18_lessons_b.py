"""Labelled lessons of corpus18, part B (sessions of corpus18_sources.py and _b: Conan 2, Bevy, Foundry, Dagster).
Each lesson is written as a model replies it; its labels were written from the session text before anything judged
it."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus18_common import G, K, sid
from tests.truth.corpus18_sources import BEVY, CONAN
from tests.truth.corpus18_sources_b import DAGSTER, FOUNDRY


def _conan() -> list[dict[str, Any]]:
    s = "conan2-presets"
    return [
        G("021", s, "Conan 2 has no default profile until `conan profile detect` runs",
          "The first `conan install` after migrating fails before resolving anything.",
          "Copying the Conan 1 profile directory across.", "Conan 2 keeps profiles in ~/.conan2 and creates none.",
          "`conan profile detect --force`, then install again.",
          "\"ERROR: The default build profile '/home/veda/.conan2/profiles/default' doesn't exist.\" → ran "
          "`conan profile detect --force` (`Saving detected profile to /home/veda/.conan2/profiles/default`) → "
          f"`conan install . --output-folder=build --build=missing` ended `Install finished successfully` "
          f"[{sid(CONAN, 'Install finished successfully')}]",
          "real", "fix_ran", "profile detect runs and the repeated install finishes", ["double quotes", "arrows"],
          {"failure": "The default build profile", "fix": "conan profile detect --force",
           "evidence": "The default build profile"}, category="env_setup"),
        G("022", s, "Without cmake_layout, cmake --preset finds no Conan presets in the source dir",
          "`cmake --preset conan-release` can't read presets.", "Pointing CMake at build/ by hand.",
          "Conan wrote CMakePresets.json only under build/.", "Add `[layout]` / `cmake_layout` to conanfile.txt.",
          "`cmake --preset conan-release` → `Could not read presets from /home/veda/proj/imgtool` … added `[layout]` "
          "`cmake_layout` to conanfile.txt → `Build files have been written to: /home/veda/proj/imgtool/build/Release`",
          "real", "edit_then_pass", "the layout edit is followed by install + preset configuring cleanly",
          ["arrows", "ellipsis", "code spans"],
          {"failure": "Could not read presets from", "fix": "Build files have been written to",
           "evidence": "Could not read presets from"}, category="build_config"),
        G("023", s, "Link PNG::PNG on the static library that calls libpng, not only on the executable",
          "undefined reference to png_* while linking imgtool.", "Adding PNG::PNG to the executable only.",
          "The calls live in libimgtool_core.a, which lands after -lpng on the link line.",
          "`target_link_libraries(imgtool_core PUBLIC PNG::PNG)`.",
          "After `target_link_libraries(imgtool PRIVATE PNG::PNG)` the link still died: \"resize.cpp:(.text+0x1c4): "
          "undefined reference to\" png_set_longjmp_fn and \"collect2: error: ld returned 1 exit status\" "
          "(ninja exit 1).",
          "real", "rerun_still_fails", "the re-run build after the CMake edit fails with the same undefined references;"
          " the move to imgtool_core is deferred to monday", ["double quotes", "prose"],
          {"failure": "undefined reference to `png_set_longjmp_fn'", "fix": "find_package(PNG REQUIRED)",
           "evidence": "undefined reference to `png_set_longjmp_fn'"}, category="build_config"),
        G("024", s, "cmake --preset fails until the Conan profile exists",
          "Preset step errors.", "Running cmake first.", "Missing profile.", "conan profile detect.",
          "`cmake --preset conan-release` failed: `ERROR: The default build profile "
          "'/home/veda/.conan2/profiles/default' doesn't exist.`",
          "invented", "other_call_error", "that error came from conan install; cmake --preset failed on presets",
          ["code spans", "wrong call"], {"evidence": "cmake --preset conan-release"}, category="env_setup"),
        G("025", s, "conan profile detect picks gnu17 for gcc 13",
          "Unexpected C++ standard in Conan builds.", "Trusting the detected profile.", "detect guesses cppstd.",
          "Set compiler.cppstd explicitly.",
          "`conan profile detect --force` wrote `compiler.cppstd=gnu17` into the default profile",
          "invented", "invented_detail", "the detected profile shows no cppstd line at all",
          ["code spans", "invented setting"], {"evidence": "conan profile detect --force"}, category="env_setup"),
        K("026", s, "cmake_layout makes Conan write a CMakeUserPresets.json at the project root",
          "Using Conan 2 with CMake presets.", "Add `cmake_layout`, run `conan install`, then `cmake --preset "
          "conan-release`.", "The root user presets include the generated ones, so no path juggling is needed.",
          "`conanfile.txt: CMakeToolchain generated: /home/veda/proj/imgtool/CMakeUserPresets.json` and Conan's hint "
          "`(cmake>=3.23) cmake --preset conan-release`",
          "real", "knowledge", "both lines are in the install + preset step", ["code spans"],
          {"evidence": "CMakeToolchain generated: /home/veda/proj/imgtool/CMakeUserPresets.json"},
          category="build_config"),
        G("027", s, "Adding PNG::PNG to imgtool fixes the libpng link errors",
          "undefined reference to png functions.", "Not linking libpng.", "Missing link library.",
          "target_link_libraries(imgtool PRIVATE PNG::PNG).",
          "Putting PNG::PNG on the imgtool target fixed the link; `cmake --build --preset conan-release` then linked "
          "imgtool.",
          "invented", "names_false_claim", "the build after that edit failed again with the same references",
          ["false outcome", "prose"], {"evidence": "cmake --build --preset conan-release"}, category="build_config"),
    ]


def _bevy() -> list[dict[str, Any]]:
    s = "bevy-ubuntu"
    return [
        G("028", s, "Bevy on a fresh Ubuntu needs libasound2-dev and libudev-dev",
          "`cargo run` fails in alsa-sys's build script.", "Setting PKG_CONFIG_PATH by hand.",
          "No alsa.pc: the ALSA dev package isn't installed.",
          "`sudo apt-get install -y libasound2-dev libudev-dev pkg-config`.",
          "alsa-sys build script panicked (exit status: 101): `needs to be installed and the PKG_CONFIG_PATH "
          "environment variable must contain its parent directory`. Ran `sudo apt-get install -y libasound2-dev "
          f"libudev-dev pkg-config` [{sid(BEVY, 'libasound2-dev libudev-dev pkg-config')}], next `cargo run` "
          "compiled alsa-sys and finished (`target(s) in 2m 41s`).",
          "real", "fix_ran", "the apt install runs and the next cargo run builds and starts the game",
          ["prose", "exit status", "step id inline"],
          {"failure": "The system library `alsa` required by crate `alsa-sys` was not found",
           "fix": "Setting up libasound2-dev", "evidence": "must contain its parent directory"}, category="env_setup"),
        G("029", s, "Bevy B0001: two &mut Transform queries in one system need Without<> to be disjoint",
          "The game panics in follow_player with error[B0001].", "Splitting the system in two.",
          "Bevy can't prove the camera query and the player query never match one entity.",
          "Filter the camera query with `(With<MainCamera>, Without<Player>)`.",
          f"[{sid(BEVY, 'error[B0001]')}] panic `error[B0001]: Query<&mut bevy_transform::components::transform::"
          "Transform, bevy_ecs::query::filter::With<orbit_hop::camera::MainCamera>> in system "
          f"orbit_hop::camera::follow_player accesses component(s)`...; [{sid(BEVY, 'Without<Player>)>')}] "
          "`(With<MainCamera>, Without<Player>)`; user: \"camera follows the ship now and no panic, perfect\"",
          "real", "person_confirms", "the edit, a clean run, and the person confirming right after",
          ["step ids inline", "long code span", "quoted user reply"],
          {"failure": "error[B0001]", "fix": "camera follows the ship now and no panic", "evidence": "error[B0001]"},
          category="api_quirk"),
        K("030", s, "Iterate on Bevy games with the dynamic_linking feature",
          "Every small change triggers a long rebuild.", "`cargo run --features bevy/dynamic_linking` during dev.",
          "Bevy links as a dylib, so only the game crate relinks.",
          "`cargo run --features bevy/dynamic_linking` → `target(s) in 3.87s` vs `target(s) in 2m 41s` for the first "
          "plain `cargo run`",
          "real", "knowledge", "both timings are in the session's cargo runs", ["code spans", "arrow"],
          {"evidence": "target(s) in 3.87s"}, category="performance"),
        G("031", s, "alsa-sys fails to build on Linux without ALSA headers",
          "Build script panic.", "Ignoring system deps.", "No ALSA.", "Install libasound2-dev.",
          "`The system library alsa-sys required by crate bevy_audio was not found`",
          "invented", "near_miss", "the library was `alsa` and the crate `alsa-sys`", ["code span", "swapped names"],
          {"evidence": "required by crate"}, category="env_setup"),
        G("032", s, "Bevy dynamic_linking needs the dylib on LD_LIBRARY_PATH when run outside cargo",
          "The binary won't start.", "Running target/debug directly.", "libbevy_dylib not found.",
          "Run through cargo.",
          "`error while loading shared libraries: libbevy_dylib-1a2b3c.so: cannot open shared object file`",
          "invented", "never_seen_error", "the game was only ever run through cargo and started",
          ["code span"], {"evidence": "cargo run --features bevy/dynamic_linking"}, category="env_setup"),
        G("033", s, "Resolve Bevy's B0001 with a ParamSet",
          "B0001 panic.", "Two conflicting queries.", "Overlapping access.", "Use ParamSet.",
          "Fixed follow_player with `ParamSet<(Query<&mut Transform, With<Player>>, Query<&mut Transform, "
          "With<MainCamera>>)>` and the panic went away",
          "invented", "invented_detail", "the fix was a Without<Player> filter; no ParamSet was written",
          ["code span", "invented fix"], {"evidence": "Without<Player>"}, category="api_quirk"),
    ]


def _foundry() -> list[dict[str, Any]]:
    s = "foundry-remappings"
    return [
        G("034", s, "forge install doesn't map @openzeppelin/contracts: add remappings.txt",
          "`forge build` can't find the OpenZeppelin imports.", "Rewriting imports to lib/ paths.",
          "Foundry only auto-remapped forge-std.",
          "remappings.txt: `@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/`.",
          "forge build: `Source \"@openzeppelin/contracts/token/ERC20/ERC20.sol\" not found: File not found.` — "
          "`forge remappings` knew only `forge-std/=lib/forge-std/src/`. After writing remappings.txt with "
          "`@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/`, `forge build` → `Compiler run successful!`",
          "real", "rerun_passes", "forge build is re-run after the Write and compiles", ["code spans", "dash", "arrow"],
          {"failure": "not found: File not found", "fix": "Compiler run successful!",
           "evidence": "not found: File not found"}, category="build_config"),
        G("035", s, "OZ v5 ERC20 reverts with ERC20InsufficientAllowance when a test forgets approve",
          "test_depositFor fails with a custom error.", "Reading it as a vault bug.",
          "depositFor calls transferFrom without an allowance.", "`token.approve(address(vault), 1e18);` first.",
          f"[{sid(FOUNDRY, 'Suite result: FAILED')}] `[FAIL: ERC20InsufficientAllowance(0x7FA9385bE102ac3EAc297483Dd6233D62b3e1496, 0, "
          "1000000000000000000)] test_depositFor()`; added `token.approve(address(vault), 1e18);` before "
          "`vault.depositFor(bob, 1e18);`",
          "real", "other_check_passes", "after the edit only test_sharePrice is run; test_depositFor never runs "
          "again", ["step id inline", "code spans"],
          {"failure": "ERC20InsufficientAllowance", "fix": "Suite result: ok. 1 passed",
           "evidence": "ERC20InsufficientAllowance"}, category="test_strategy"),
        K("036", s, "Check `forge remappings` to see what Foundry auto-detected",
          "Import paths fail after forge install.", "Run `forge remappings` before editing imports.",
          "It shows which prefixes exist; a missing one means a remappings.txt entry is needed.",
          "`forge remappings` listed only `ds-test/=lib/forge-std/lib/ds-test/src/` and `forge-std/=lib/forge-std/src/`",
          "real", "knowledge", "the remappings call and its output", ["code spans"],
          {"evidence": "ds-test/=lib/forge-std/lib/ds-test/src/"}, category="debugging_technique"),
        G("037", s, "Approve the vault in test_depositFor",
          "Allowance revert.", "No approve.", "transferFrom needs allowance.", "Approve first.",
          "after the approve edit `forge test` ran all 4 tests again → `Suite result: ok.`",
          "invented", "names_false_claim", "only `forge test --match-test test_sharePrice` ran after the edit",
          ["false outcome", "arrow"], {"evidence": "forge test --match-test test_sharePrice"}, category="test_strategy"),
        G("038", s, "Vault.sol needs --via-ir once OpenZeppelin v5 is imported",
          "Compiler error on Vault.sol.", "Default pipeline.", "Too many locals.", "Compile with via-ir.",
          "`Error: Compiler run failed: Stack too deep. Try compiling with --via-ir`",
          "invented", "never_seen_error", "no stack-too-deep error; compile failed only on the import path",
          ["code span"], {"evidence": "Compiler run failed"}, category="build_config"),
        G("039", s, "forge test can't see OpenZeppelin until remapped",
          "forge test errors on imports.", "No remapping.", "Auto-detection.", "Add remappings.txt.",
          "`forge test` failed with `ParserError: Source \"@openzeppelin/contracts/token/ERC20/ERC20.sol\" not found`",
          "invented", "other_call_error", "that came from forge build; forge test failed on the allowance",
          ["code spans", "wrong call"], {"evidence": "forge test"}, category="build_config"),
    ]


def _dagster() -> list[dict[str, Any]]:
    s = "dagster-partitions"
    return [
        G("040", s, "Dagster Definitions must include upstream assets split into other modules",
          "`dagster dev` won't load the code location.", "Listing assets by hand in Definitions.",
          "raw_orders moved to raw.py and was no longer passed in.",
          "`load_assets_from_modules([raw, clean, revenue])` (and import it).",
          "dagster dev: `Input asset '[\"raw_orders\"]' for asset '[\"orders_clean\"]' is not produced by any of the "
          "provided asset ops` → `Definitions(assets=load_assets_from_modules([raw, clean, revenue]))` + import → "
          "`dagster asset materialize -m ingest_dag --select '*daily_revenue'` ended in `RUN_SUCCESS`",
          "real", "edit_then_pass", "after the two edits the materialize run succeeds for all three assets",
          ["arrows", "code spans", "nested quotes"],
          {"failure": "is not produced by any of the provided asset ops", "fix": "RUN_SUCCESS",
           "evidence": "is not produced by any of the provided asset ops"}, category="api_quirk"),
        K("041", s, "Select an asset with its upstream using a leading * in dagster asset materialize",
          "Materialising an asset whose parents were never built.", "`--select '*daily_revenue'`.",
          "The leading `*` adds every ancestor to the run.",
          f"[{sid(DAGSTER, 'RUN_SUCCESS')}] `dagster asset materialize -m ingest_dag --select '*daily_revenue'` ran "
          "`raw_orders`, `orders_clean` and `daily_revenue` (`STEP_SUCCESS` x3, `RUN_SUCCESS`)",
          "real", "knowledge", "the materialize step shows all three steps", ["step id inline", "code spans"],
          {"evidence": "--select '*daily_revenue'"}, category="workflow"),
        G("042", s, "context.partition_key needs a partitions_def on the asset",
          "A one-day run fails with DagsterInvariantViolationError.",
          "Passing `--partition` to an unpartitioned asset.", "The @asset has no partitions_def.",
          "`partitions_def=DailyPartitionsDefinition(start_date=\"2024-01-01\")`.",
          "`DagsterInvariantViolationError: Cannot access partition_key for a non-partitioned run` (daily_revenue, "
          "--partition 2024-06-01); partitions_def added to @asset",
          "real", "never_run", "the partitioned run is rejected and interrupted; the person runs the backfill later "
          "herself", ["code span", "prose"],
          {"failure": "Cannot access partition_key for a non-partitioned run",
           "fix": "partitions_def=DailyPartitionsDefinition", "evidence": "Cannot access partition_key"},
          category="api_quirk"),
        G("043", s, "Dagster rejects Definitions missing an input asset",
          "Code location error.", "Partial asset list.", "Missing asset.", "load_assets_from_modules.",
          "`DagsterInvalidDefinitionError: Input asset raw_orders is not produced by any of the provided asset ops`",
          "invented", "near_miss", "the real message quotes the key as '[\"raw_orders\"]' and names orders_clean",
          ["code span", "simplified key"], {"evidence": "DagsterInvalidDefinitionError"}, category="api_quirk"),
        G("044", s, "Daily partitions fix the partition_key error",
          "partition_key error.", "No partitions_def.", "Unpartitioned.", "Add DailyPartitionsDefinition.",
          "after adding `partitions_def=DailyPartitionsDefinition(start_date=\"2024-01-01\")` the 2024-06-01 "
          "partition materialized (`RUN_SUCCESS`)",
          "invented", "names_false_claim", "the partitioned run never happened; RUN_SUCCESS is the earlier run",
          ["false outcome", "code spans"], {"evidence": "partitions_def=DailyPartitionsDefinition"},
          category="api_quirk"),
        G("045", s, "Import load_assets_from_modules before materialising",
          "NameError at load.", "Missing import.", "Not imported.", "Import it from dagster.",
          "`dagster asset materialize` raised `NameError: name 'load_assets_from_modules' is not defined`",
          "invented", "other_call_error", "the NameError came from dagster dev; materialize ran after the import",
          ["code spans", "wrong call"], {"evidence": "NameError: name 'load_assets_from_modules' is not defined"}),
        K("046", s, "Read Dagster load errors in the web UI",
          "A code location fails to load.", "Open the dagster dev UI and read the location's error.",
          "The UI shows the full stack.",
          "dagster dev serves the UI on `http://127.0.0.1:3000` where the code location error is listed",
          "invented", "invented_detail", "no UI address or UI visit appears; errors were read from the terminal",
          ["code span", "invented detail"], {"evidence": "dagster dev -m ingest_dag"}, category="debugging_technique"),
    ]


def records() -> list[dict[str, Any]]:
    return [*_conan(), *_bevy(), *_foundry(), *_dagster()]
