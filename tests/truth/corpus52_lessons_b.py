"""Labelled lessons of corpus52, part two: over the DTrace/Node, PrusaSlicer, Ren'Py, nanobind and hyperfine sessions
(corpus52_sources_b.py). Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus52_common import ESC, gotcha, knowledge

S6, S7, S8, S9, S10 = ("dtrace-node-startup", "prusaslicer-cli-batch", "renpy-lint-distribute",
                       "nanobind-skbuild-port", "hyperfine-fish-json")

RECORDS = [
    # --- DTrace / Node startup ---
    gotcha(37, S6, "real shown edit_then_pass", (
        "require('aws-sdk') v2 opens almost 1900 files at Node CLI startup",
        "`syncit --help` takes about 9 seconds to start on macOS.",
        "Requiring the whole aws-sdk v2 package when only S3 is used.",
        "aws-sdk v2's main module loads every service client at require time.",
        "Require only the client you need: require('aws-sdk/clients/s3') and construct new S3(...)."),
        "The person's dtrace run:\n```\ndtrace: system integrity protection is on, some features will not be "
        "available\n\n1893 node_modules/aws-sdk\n  41 node_modules/lodash\n```\n"
        "`lib/storage.js:3:const AWS = require('aws-sdk');` → `const S3 = require('aws-sdk/clients/s3');`, and "
        "`time ./bin/syncit --help > /dev/null` dropped to `0.443 total`.",
        "The pasted opens point at aws-sdk; after the two storage.js edits the timed --help takes 0.44 s.",
        ["fenced block", "arrow", "code span", "before/after the edit"],
        {"failure": "1893 node_modules/aws-sdk", "fix": "require('aws-sdk/clients/s3')", "evidence": "0.443 total"},
        cat="performance"),
    gotcha(38, S6, "real not_shown other_check_passes", (
        "A top-level require of chokidar slows every syncit push, watching or not",
        "`syncit push` spends about 6 seconds before doing anything.",
        "Requiring chokidar at module top level for a --watch option most runs don't use.",
        "The require cost is paid on every push, not only in watch mode.",
        "Require chokidar lazily inside the `if (opts.watch)` branch."),
        "User: \"`syncit push` still takes ~6s before it does anything though\". Moved "
        "`const chokidar = require('chokidar');` inside `if (opts.watch) {`; `node --check lib/commands/push.js` "
        "passed and `--help` stayed at `0.431 total`.",
        "After the lazy require only a syntax check and the --help timing run; `syncit push` is never timed.",
        ["quoted person with a code span", "code span"],
        {"failure": "still takes ~6s before it does anything", "fix": "const chokidar = require('chokidar');"},
        cat="performance", scope="project"),
    knowledge(39, S6, "real knowledge", (
        "Have the person run sudo dtrace with the ! prefix on macOS",
        "Tracing a process with DTrace from Claude Code on macOS, where dtrace needs root.",
        "Ask the person to run the exact `sudo dtrace ...` pipeline themselves with the `!` prefix so the output "
        "lands in the conversation.",
        "The Bash tool cannot type a sudo password: plain dtrace lacks privileges and sudo -n refuses."),
        "`dtrace: failed to initialize dtrace: DTrace requires additional privileges`, and with sudo -n: "
        "`sudo: a password is required`. Asked the user to run it with the `!` prefix; the counts came back in "
        "the chat (`1893 node_modules/aws-sdk`).",
        "Both failures are Bash results; the person's message holds the pasted output.",
        ["code span", "prose"],
        {"evidence": ["DTrace requires additional privileges", "sudo: a password is required",
                      "1893 node_modules/aws-sdk"]},
        cat="workflow"),
    gotcha(40, S6, "invented not_shown near_miss", (
        "dtrace on macOS needs root even for your own processes",
        "dtrace refuses to start from the Bash tool.",
        "Running dtrace without sudo.",
        "DTrace needs root.",
        "Run it with sudo yourself."),
        "dtrace answered \"dtrace: failed to initialize dtrace: DTrace requires root privileges\".",
        "The session's message is 'DTrace requires additional privileges'.",
        ["nested quotes"],
        {"evidence": "DTrace requires additional privileges"},
        cat="tool_quirk"),
    gotcha(41, S6, "invented not_shown names_false_claim", (
        "A cached sudo ticket lets the Bash tool run dtrace",
        "dtrace needs root on macOS.",
        "Typing the password into the tool.",
        "sudo -n reuses a cached ticket.",
        "Run sudo once in a terminal, then sudo -n dtrace from the tool."),
        "Running `sudo -n dtrace -q -n` from the Bash tool worked because the terminal had a cached sudo ticket, "
        "and counted 1893 opens under `node_modules/aws-sdk`.",
        "sudo -n failed with 'a password is required'; the counts come from the person's own `!` run.",
        ["code span", "prose"],
        {"evidence": "sudo: a password is required"},
        cat="tool_quirk"),
    gotcha(42, S6, "invented not_shown invented_detail", (
        "Re-enable SIP with the DTrace exception to trace node on Sonoma",
        "dtrace prints that system integrity protection is on.",
        "Tracing with full SIP.",
        "SIP restricts DTrace.",
        "Boot to recovery and run csrutil enable --without dtrace."),
        "Because of `dtrace: system integrity protection is on, some features will not be available` we ran "
        "`csrutil enable --without dtrace` from recovery, after which the probe counted the opens.",
        "The SIP line is real, but csrutil is never mentioned or run; the probe worked with SIP on.",
        ["code span"],
        {"evidence": "system integrity protection is on"},
        cat="env_setup"),

    # --- PrusaSlicer CLI ---
    gotcha(43, S7, "real shown fix_ran", (
        "PrusaSlicer on macOS has no prusa-slicer on PATH; call the binary inside the .app",
        "`prusa-slicer` is not found in zsh.",
        "Expecting the Linux-style CLI name on macOS.",
        "The macOS build ships the CLI as the app bundle's own executable.",
        "Call /Applications/PrusaSlicer.app/Contents/MacOS/PrusaSlicer with the CLI options."),
        "`prusa-slicer --help` → `zsh: command not found: prusa-slicer`; the CLI is "
        "`/Applications/PrusaSlicer.app/Contents/MacOS/PrusaSlicer`, which ran fine once gcode/ existed "
        "(`Slicing result exported to gcode/bracket_left.gcode`).",
        "The name is not found; the bundle binary, once gcode/ exists, exports the G-code.",
        ["arrow", "code span", "outcome word: ran fine"],
        {"failure": "zsh: command not found: prusa-slicer", "fix": "mkdir -p gcode && for f in parts/*.stl",
         "evidence": "Slicing result exported to gcode/bracket_left.gcode"},
        cat="tool_quirk"),
    gotcha(44, S7, "real shown rerun_passes", (
        "PrusaSlicer's --output treats gcode/ as a file name unless the directory exists",
        "Every export fails with Failed to rename the output G-code file ... No such file or directory.",
        "Passing --output gcode/ before creating the directory.",
        "Only an existing directory is taken as an output folder; otherwise the path is a file name.",
        "mkdir -p gcode before slicing."),
        "Avec `--output gcode/` alors que le dossier n'existait pas, PrusaSlicer a échoué : « Failed to rename the "
        "output G-code file from gcode/.97412.gcode.tmp to gcode/. Is gcode/ locked? No such file or directory ». "
        "Après `mkdir -p gcode`, la même boucle a exporté `gcode/bracket_left.gcode`, `gcode/bracket_right.gcode` "
        "et `gcode/clip.gcode`.",
        "The loop fails for every part; with mkdir -p gcode in front the same loop exports three files.",
        ["French prose", "guillemets", "code span"],
        {"failure": "Failed to rename the output G-code file", "fix": "mkdir -p gcode",
         "evidence": "Slicing result exported to gcode/clip.gcode"},
        cat="tool_quirk"),
    gotcha(45, S7, "real shown edit_then_pass", (
        "An empty thumbnails line in a PrusaSlicer ini leaves the MK4 without previews",
        "The printer shows no preview thumbnails for CLI-sliced G-code.",
        "Slicing with an ini whose thumbnails setting is empty.",
        "PrusaSlicer only embeds the thumbnail sizes listed in `thumbnails`; the printer wants QOI images.",
        "Set thumbnails = 16x16/QOI, 313x173/QOI, 440x240/QOI, 480x240/QOI and thumbnails_format = QOI."),
        "Before the edit: `87:thumbnails = ` (empty). After it (`thumbnails = 16x16/QOI, 313x173/QOI, 440x240/QOI, "
        "480x240/QOI`, `thumbnails_format = QOI`) re-slicing clip.stl and "
        "`grep -c 'thumbnail_QOI begin' gcode/clip.gcode` gave 4.",
        "The ini line is empty; after the edit a re-slice embeds four QOI thumbnails.",
        ["before/after the edit", "code span"],
        {"failure": "the printer shows no preview thumbnails", "fix": "thumbnails = 16x16/QOI, 313x173/QOI",
         "evidence": "grep -c 'thumbnail_QOI begin' gcode/clip.gcode"},
        cat="build_config"),
    gotcha(46, S7, "real not_shown only_suggested", (
        "PrusaSlicer CLI cannot slice a part larger than the bed without --scale-to-fit or --cut",
        "One part ends with Objects could not fit on the bed.",
        "Slicing a 262 mm part with an MK4 (250x210) profile.",
        "The object does not fit the print volume.",
        "Add --scale-to-fit 250,210,220, or --cut to split it along Z, or slice it for a bigger printer."),
        "hinge_large: `Objects could not fit on the bed` (262 mm against the MK4's 250x210 bed); suggested "
        "`--scale-to-fit 250,210,220` or `--cut`.",
        "The options are only mentioned; the person says the part is for the XL and to skip it.",
        ["code span", "prose"],
        {"failure": "Objects could not fit on the bed", "fix": "--scale-to-fit 250,210,220"},
        cat="tool_quirk"),
    gotcha(47, S7, "real not_shown never_run", (
        "G-code sliced with printer_model = MK4 makes an MK4S warn about the printer type",
        "The MK4S shows a warning that the G-code was made for a different printer model.",
        "Keeping an MK4 profile after upgrading the printer to an MK4S.",
        "The printer compares the printer_model written into the G-code with its own.",
        "Set printer_model = MK4S in the ini and re-slice."),
        "`grep -n '^printer_model' mk4-petg.ini` → `112:printer_model = MK4`; changed it to "
        "`printer_model = MK4S` (the files in gcode/ were not re-sliced).",
        "The ini is edited but nothing is re-sliced or printed afterwards; the assistant says so.",
        ["arrow", "code span"],
        {"failure": "pops up a warning that the gcode was made for a different printer model",
         "fix": "printer_model = MK4S"},
        cat="build_config"),
    gotcha(49, S7, "invented not_shown names_false_claim", (
        "--scale-to-fit lets the MK4 profile slice the long hinge",
        "hinge_large does not fit the MK4's bed.",
        "Slicing the XL part with the MK4 profile.",
        "The part is 262 mm long.",
        "Add --scale-to-fit 250,210,220."),
        "With `--scale-to-fit 250,210,220` the loop also wrote `gcode/hinge_large.gcode`.",
        "--scale-to-fit is only suggested; the person says to skip hinge_large and it is never sliced.",
        ["code span"],
        {"evidence": "--scale-to-fit 250,210,220"},
        cat="tool_quirk"),
    gotcha(50, S7, "invented not_shown other_call_error", (
        "PrusaSlicer fails to write QOI thumbnails into existing G-code",
        "The re-slice with thumbnails errors out.",
        "Changing the thumbnail format in the ini.",
        "The temp file cannot be renamed.",
        "Delete the old G-code first."),
        "The re-slice after the thumbnails change failed with `Failed to rename the output G-code file from "
        "gcode/.97412.gcode.tmp to gcode/.`",
        "That rename error belongs to the first loop, before gcode/ existed; the thumbnails re-slice succeeded "
        "and grep counted 4.",
        ["code span"],
        {"evidence": "Failed to rename the output G-code file"},
        cat="build_config"),

    # --- Ren'Py ---
    gotcha(51, S8, "real shown edit_then_pass", (
        "Ren'Py say-statement attributes must match the image file names exactly",
        "lint reports Could not find image (mira smile) corresponding to attributes on say statement.",
        "Writing `mira smile` in the script when the file is `mira smiling.png`.",
        "Ren'Py derives image tags and attributes from the file names in game/images.",
        "Use the attribute from the file name (`mira smiling`), or rename the file."),
        "lint: `game/script.rpy:42 Could not find image (mira smile) corresponding to attributes on say "
        "statement.`; `ls game/images | grep -i mira` → `mira smiling.png`. Edited line 42 to "
        "`mira smiling \"You came back.\"`; the next lint listed no problems.",
        "The first lint names line 42; after the edit (and the kai define) the second lint prints only the "
        "statistics.",
        ["file:line error", "code span", "arrow"],
        {"failure": "Could not find image (mira smile)", "fix": "mira smiling \"You came back.\""},
        cat="tool_quirk"),
    gotcha(52, S8, "real shown edit_then_pass", (
        "Ren'Py lint flags a speaker that was never defined as a Character",
        "lint: Could not evaluate 'kai', in the who part of a say statement.",
        "Writing dialogue for a character without a define.",
        "The who part of a say statement is evaluated as a Python expression; kai did not exist.",
        "Add define kai = Character(\"Kai\", ...) next to the other characters."),
        "Lint meldete `game/chapter3.rpy:12 Could not evaluate 'kai', in the who part of a say statement.` Nach "
        "dem Hinzufügen von `define kai = Character(\"Kai\", color=\"#e0a060\")` in game/characters.rpy lief der "
        "zweite Lint ohne Fehler durch.",
        "The error is in the first lint; after the define the second lint reports nothing.",
        ["German prose", "file:line error", "code span"],
        {"failure": "Could not evaluate 'kai'", "fix": "define kai = Character("},
        cat="tool_quirk"),
    gotcha(53, S8, "real not_shown confirmation_denied", (
        "A Ren'Py mac zip opened on another Mac says the app is damaged",
        "The other Mac reports “Lanterns” is damaged and can't be opened.",
        "Sending an unsigned, un-notarized app in a zip.",
        "Gatekeeper blocks quarantined apps that aren't signed and notarized.",
        "Clear the quarantine attribute with xattr -dr com.apple.quarantine on the unzipped app."),
        "Aiko's Mac: “Lanterns” is damaged and can't be opened → `xattr -dr com.apple.quarantine "
        "/tmp/lanterns-1.0-mac/Lanterns.app && echo cleared` printed `cleared` locally; the user: \"she did, "
        "still says damaged. ugh\".",
        "The xattr command is only tried on a local copy; after Aiko ran it the person reports the app is still "
        "damaged.",
        ["curly quotes", "arrow", "code span", "quoted person"],
        {"failure": "is damaged and can't be opened", "fix": "xattr -dr com.apple.quarantine"},
        cat="env_setup"),
    knowledge(54, S8, "real knowledge", (
        "In the Lanterns project, game/saves holds the author's test playthroughs",
        "Cleaning a Ren'Py project before building distributions.",
        "Remove only game/cache; leave game/saves alone.",
        "The saves are the author's test playthroughs, and the person refused the rm that included them."),
        "`rm -rf game/cache game/saves` was rejected; the user: \"don't delete saves!! those are my test "
        "playthroughs. cache is fine to remove\".",
        "The rm is refused and the person's next message says why.",
        ["code span", "quoted person"],
        {"evidence": "those are my test playthroughs"},
        cat="project_convention", scope="project"),
    gotcha(55, S8, "invented not_shown names_false_claim", (
        "Clear Ren'Py's cache and saves before distribute",
        "Stale files end up in the built zips.",
        "Building with old cache and saves.",
        "distribute packs what is in game/.",
        "rm -rf game/cache game/saves first."),
        "`rm -rf game/cache game/saves` cleared the stale files and the following distribute built clean zips.",
        "That rm was rejected by the person; only game/cache was removed later.",
        ["code span"],
        {"evidence": "rm -rf game/cache game/saves"},
        cat="workflow"),
    gotcha(57, S8, "invented not_shown never_seen_error", (
        "The Ren'Py SDK's renpy.sh loses its exec bit when unzipped on macOS",
        "renpy.sh cannot be started.",
        "Unzipping the SDK with a tool that drops permissions.",
        "The exec bit is missing.",
        "chmod +x renpy.sh."),
        "The first lint call failed with `renpy.sh: Permission denied` until the SDK was re-extracted.",
        "renpy.sh ran lint on the first call; no permission error appears.",
        ["code span"],
        {"evidence": "Could not find image (mira smile)"},
        cat="env_setup"),
    knowledge(58, S8, "invented invented_detail", (
        "Ren'Py lint can write its findings as JSON for CI",
        "Running Ren'Py lint in CI.",
        "Pass --json-dump to lint and parse the file.",
        "Plain lint output is meant for people."),
        "`~/renpy-8.2.3-sdk/renpy.sh . lint --json-dump lint.json` wrote the two findings to lint.json.",
        "lint was only run as `renpy.sh . lint`; no JSON dump exists in the session.",
        ["code span"],
        {"evidence": "renpy.sh . lint"},
        cat="workflow"),

    # --- nanobind + scikit-build-core ---
    gotcha(59, S9, "real shown edit_then_pass", (
        "nanobind cannot return a std::vector unless nanobind/stl/vector.h is included",
        "Tests fail with TypeError: Unable to convert function return value to a Python type!",
        "Porting pybind11 code that returns std::vector without the STL caster header.",
        "nanobind only converts STL types whose caster header is included in the translation unit.",
        "#include <nanobind/stl/vector.h> (and the other stl/ headers for the types used)."),
        "pytest: `E       TypeError: Unable to convert function return value to a Python type! The signature was` "
        "… `-> std::vector<double, std::allocator<double>>`; after adding `#include <nanobind/stl/vector.h>` "
        f"the run ended `{ESC}[32m12 passed in 0.31s{ESC}[0m`.",
        "The test run fails on the conversion; after the include the rebuilt module passes all 12 tests.",
        ["code span", "… cut", "ANSI codes with the escape byte"],
        {"failure": "Unable to convert function return value to a Python type!",
         "fix": "#include <nanobind/stl/vector.h>", "evidence": "12 passed in 0.31s"},
        cat="build_config"),
    gotcha(60, S9, "real shown edit_then_pass", (
        "nanobind has no py::array_t; numpy parameters become nb::ndarray",
        "The port fails to compile: no member named 'array_t' in namespace 'nanobind'.",
        "Aliasing namespace py = nanobind and keeping pybind11's array_t signatures.",
        "nanobind's array type is nb::ndarray<...> with shape and order as template parameters.",
        "Declare the parameter as nb::ndarray<const double, nb::shape<-1, 2>, nb::c_contig> and use .view()."),
        "clang (colour codes and all: [0;1;31merror: [0m) said fastgeo.cpp:31:35 "
        "`no member named 'array_t' in namespace 'nanobind'`; replaced the parameter with "
        "`nb::ndarray<const double, nb::shape<-1, 2>, nb::c_contig>` and `uv pip install -e .` printed "
        "`Built fastgeo @ file:///Users/ana/src/fastgeo`.",
        "The build fails at 31:35; after the signature edit the same install builds the package.",
        ["ANSI codes without the escape byte", "file:line:col error", "code span"],
        {"failure": "no member named 'array_t' in namespace 'nanobind'",
         "fix": "nb::ndarray<const double, nb::shape<-1, 2>, nb::c_contig> pts", "evidence": "Built fastgeo @"},
        cat="build_config"),
    knowledge(62, S9, "real knowledge", (
        "scikit-build-core can rebuild a C++ extension on import with editable.rebuild",
        "Iterating on a compiled extension installed in editable mode, where every change needs a slow reinstall.",
        "Set [tool.scikit-build] build-dir = \"build/{wheel_tag}\" and editable.rebuild = true, install with "
        "--no-build-isolation, and import with .venv/bin/python rather than a syncing `uv run`.",
        "The persistent build dir lets import run an incremental cmake build of just what changed."),
        "pyproject: `editable.rebuild = true` with `build-dir = \"build/{wheel_tag}\"`, installed with "
        "`uv pip install --no-build-isolation -e .`; `touch src/fastgeo.cpp` then importing printed "
        "`Running cmake --build & --install in /Users/ana/src/fastgeo/build/cp312-cp312-macosx_14_0_arm64`.",
        "The pyproject edit, the no-isolation install and the rebuild-on-import line are all in the session.",
        ["code span", "nested quotes in a code span"],
        {"evidence": ["editable.rebuild = true", "Running cmake --build & --install in"]},
        cat="build_config"),
    gotcha(64, S9, "invented not_shown invented_detail", (
        "nanobind_add_module needs NB_STATIC on macOS",
        "The nanobind extension does not load on macOS.",
        "Linking libnanobind as a shared library.",
        "Apple's linker and the shared nanobind runtime clash.",
        "nanobind_add_module(_fastgeo NB_STATIC src/fastgeo.cpp)."),
        "Changing CMakeLists.txt to `nanobind_add_module(_fastgeo NB_STATIC src/fastgeo.cpp)` made the module "
        "import.",
        "CMakeLists.txt keeps `nanobind_add_module(_fastgeo src/fastgeo.cpp)`; NB_STATIC never appears.",
        ["code span"],
        {"evidence": "nanobind_add_module(_fastgeo src/fastgeo.cpp)"},
        cat="build_config"),
    gotcha(66, S9, "invented not_shown never_seen_error", (
        "The nanobind module name must match NB_MODULE's name",
        "import fastgeo fails after the port.",
        "Naming the CMake target differently from NB_MODULE.",
        "Python looks for PyInit_<target>.",
        "Use the same name in nanobind_add_module and NB_MODULE."),
        "`import fastgeo` raised `ImportError: dynamic module does not define module export function "
        "(PyInit__fastgeo)`.",
        "No import error occurs in the session; the module imports and prints 0.3.0.",
        ["code span"],
        {"evidence": "0.3.0"},
        cat="build_config"),

    knowledge(150, S9, "invented other_call_error", (
        "uv run re-syncs an editable scikit-build-core project with build isolation",
        "Importing an extension installed with editable.rebuild through `uv run`.",
        "Import with .venv/bin/python (or uv run --no-sync) so uv does not reinstall the project.",
        "uv run syncs the project first, which rebuilds it in an isolated environment."),
        "`uv run python -c \"import fastgeo\"` broke the no-isolation install: it failed with "
        "`ModuleNotFoundError: No module named 'scikit_build_core'`.",
        "That error came from `uv pip install --no-build-isolation -e .` before the build requirements were "
        "installed; the import was only ever run with .venv/bin/python and printed 0.3.0.",
        ["code span", "nested quotes in a code span"],
        {"evidence": "No module named 'scikit_build_core'"},
        cat="tool_quirk"),

    # --- hyperfine for a fish user ---
    gotcha(67, S10, "real shown fix_ran", (
        "hyperfine runs commands through sh, so fish functions fail with exit code 127",
        "Benchmarking a fish function errors with Command terminated with non-zero exit code: 127.",
        "Assuming hyperfine uses the login shell (fish).",
        "hyperfine's default shell is sh -c, where the fish function does not exist.",
        "Pass --shell fish."),
        "`hyperfine --warmup 3 'q small.json'` (plus the jaq command) → `Error: Command terminated with "
        "non-zero exit code: 127.` With `--shell fish` the same benchmark ran and jaq came out "
        "`5.31 ± 0.86 times faster than q small.json`.",
        "The sh run fails with 127; the --shell fish run completes both benchmarks.",
        ["code span", "arrow", "outcome word: exit code 127"],
        {"failure": "non-zero exit code: 127", "fix": "hyperfine --shell fish",
         "evidence": "5.31 ± 0.86 times faster than q small.json"},
        cat="tool_quirk"),
    gotcha(68, S10, "real shown fix_ran", (
        "hyperfine warns below 5 ms through a shell; -N measures without one",
        "Warning: Command took less than 5 ms to complete for the small-file jaq run.",
        "Timing millisecond commands through a shell, whose startup hyperfine cannot calibrate precisely.",
        "The shell spawn overhead is of the same order as the command.",
        "Use -N (--shell=none) when no shell features are needed."),
        "Under `--shell fish` jaq got `Warning: Command took less than 5 ms to complete.` "
        "`hyperfine -N --warmup 3 --export-json small.bench.json` with jaq and jq ran without it: jaq 1.1 ms, "
        "jq 3.6 ms, `3.27 ± 0.34 times faster`.",
        "The warning is in the fish-shell run; the -N run prints no warning and gives the comparison.",
        ["code span", "prose"],
        {"failure": "Command took less than 5 ms to complete", "fix": "hyperfine -N --warmup 3",
         "evidence": "3.27 ± 0.34 times faster"},
        cat="tool_quirk"),
    gotcha(69, S10, "real not_shown question_offers_flag", (
        "hyperfine's slow first run on a big file means a cold page cache",
        "jq's first run on big.json took 12.3 s against a 9.8 s mean.",
        "Benchmarking an 800 MB input without warmup or cache control.",
        "The first run reads the file from disk; later runs hit the page cache.",
        "Use --warmup for warm numbers, or --prepare 'sync; echo 3 | sudo tee /proc/sys/vm/drop_caches' for "
        "cold ones."),
        "jq's first run on big.json: \"The first benchmarking run for this command was significantly slower than "
        "the rest (12.301 s).\" Offered to rerun with "
        "`--prepare 'sync; echo 3 | sudo tee /proc/sys/vm/drop_caches'`.",
        "The --prepare rerun is only offered; the person declines ('warm cache is what we care about').",
        ["nested quotes", "code span"],
        {"failure": "significantly slower than the rest (12.301 s)", "fix": "Want me to rerun the big-file case with"},
        cat="performance"),
    knowledge(70, S10, "real knowledge", (
        "Turn hyperfine's --export-json into a TSV with jq",
        "Putting hyperfine means into a document or spreadsheet.",
        "Export with --export-json and print `.results[] | [.command, (.mean * 1000 | tostring)] | @tsv` with "
        "jq -r.",
        "The JSON holds the exact means in seconds; @tsv gives one command per line, tab-separated."),
        "`jq -r '.results[] | [.command, (.mean * 1000 | tostring)] | @tsv' small.bench.json` printed one line "
        "per command, tab-separated:\njaq \".items | map(.price) | add\" small.json\t1.104218",
        "The jq call and its tab-separated output are one Bash step.",
        ["code span", "literal tab"],
        {"evidence": "@tsv' small.bench.json"},
        cat="workflow"),
    gotcha(72, S10, "invented not_shown names_false_claim", (
        "--shell fish also removes hyperfine's short-command warning",
        "Small-file benchmarks print a calibration warning.",
        "Running through sh.",
        "hyperfine calibrates the shell.",
        "Use --shell fish."),
        "With `--shell fish` the `Command took less than 5 ms` warning disappeared as well.",
        "The --shell fish run is exactly where the under-5-ms warning appears; it only goes away with -N.",
        ["code span"],
        {"evidence": "Command took less than 5 ms to complete"},
        cat="tool_quirk"),
    gotcha(73, S10, "invented not_shown invented_detail", (
        "Skip fish's config when hyperfine uses fish as its shell",
        "Fish startup adds noise to small benchmarks.",
        "Loading config.fish for every run.",
        "hyperfine starts a full fish per run.",
        "--shell 'fish --no-config'."),
        "`hyperfine --shell 'fish --no-config' --warmup 3 'q small.json'` cut the per-run overhead.",
        "hyperfine is only run with --shell fish and -N; --no-config never appears.",
        ["code span"],
        {"evidence": "hyperfine --shell fish --warmup 3"},
        cat="performance"),
]
