"""Scripted sessions of corpus52, part two: DTrace on macOS Sonoma with SIP for a slow Node CLI (macOS zsh, a pasted
`!` command output), the PrusaSlicer 2.8 CLI on macOS zsh, Ren'Py 8.2 lint and distribute on macOS zsh (file:line
errors, a rejected tool use), a pybind11 extension ported to nanobind with scikit-build-core and uv on macOS zsh (ANSI
colour, file:line:col errors), hyperfine for a fish user (ANSI colour, tabs in output)."""
from __future__ import annotations

from tests.truth.corpus52_common import ESC, REJECTED

_PROBE = "syscall::open*:entry /execname == \"node\"/ { printf(\"%s\\n\", copyinstr(arg0)); }"

DTRACE = ("/Users/hana/src/syncit", "2025-03-15T16:00:00Z", "perf/startup", [
    ("user", "`./bin/syncit --help` takes like 9 seconds on my Mac (Sonoma, zsh). Can you see what it's opening at "
             "startup? dtrace or whatever works."),
    ("bash", f"dtrace -q -n '{_PROBE}' -c './bin/syncit --help'",
     "dtrace: failed to initialize dtrace: DTrace requires additional privileges", True),
    ("bash", f"sudo -n dtrace -q -n '{_PROBE}' -c './bin/syncit --help'", "sudo: a password is required", True),
    ("say", "DTrace needs root and I can't enter your password from here. Could you run this yourself with the `!` "
            "prefix, so the output lands in our conversation?\n\n"
            f"! sudo dtrace -q -n '{_PROBE}' -c './bin/syncit --help' | grep -o 'node_modules/[^/]*' | sort | "
            "uniq -c | sort -nr | head -5"),
    ("user", "ran it:\n```\ndtrace: system integrity protection is on, some features will not be available\n\n"
             "1893 node_modules/aws-sdk\n  41 node_modules/lodash\n  17 node_modules/chokidar\n"
             "   9 node_modules/yargs\n   4 node_modules/debug\n```"),
    ("say", "The SIP line only means system binaries can't be traced; node from Homebrew is fine, and the counts "
            "are clear: 1893 files opened under aws-sdk. aws-sdk v2 loads every service client when you "
            "`require('aws-sdk')`."),
    ("bash", "grep -rn \"require('aws-sdk')\" bin lib", "lib/storage.js:3:const AWS = require('aws-sdk');", False),
    ("edit", "/Users/hana/src/syncit/lib/storage.js", "const AWS = require('aws-sdk');",
     "const S3 = require('aws-sdk/clients/s3');"),
    ("edit", "/Users/hana/src/syncit/lib/storage.js", "const s3 = new AWS.S3({ region });",
     "const s3 = new S3({ region });"),
    ("bash", "time ./bin/syncit --help > /dev/null",
     "./bin/syncit --help > /dev/null  0.38s user 0.07s system 101% cpu 0.443 total", False),
    ("user", "wow, 9s -> 0.4s. `syncit push` still takes ~6s before it does anything though"),
    ("say", "push requires chokidar at the top of the module for --watch, even when you don't watch. I'll "
            "require it lazily inside the watch branch."),
    ("edit", "/Users/hana/src/syncit/lib/commands/push.js", "const chokidar = require('chokidar');\n", ""),
    ("edit", "/Users/hana/src/syncit/lib/commands/push.js", "  if (opts.watch) {",
     "  if (opts.watch) {\n    const chokidar = require('chokidar');"),
    ("bash", "node --check lib/commands/push.js && time ./bin/syncit --help > /dev/null",
     "./bin/syncit --help > /dev/null  0.37s user 0.07s system 102% cpu 0.431 total", False),
    ("say", "The module parses and startup is still ~0.43 s. push should start quicker now as well."),
    ("user", "ok pushing the branch, thanks"),
])

_PS = "/Applications/PrusaSlicer.app/Contents/MacOS/PrusaSlicer"
_LOOP = f'for f in parts/*.stl; do {_PS} --export-gcode --load mk4-petg.ini --output gcode/ "$f"; done'

PRUSA = ("/Users/marek/print/bracket-kit", "2025-03-16T11:00:00Z", "main", [
    ("user", "Slice every STL in ./parts with our profile mk4-petg.ini into ./gcode using the PrusaSlicer 2.8 CLI. "
             "macOS, zsh."),
    ("bash", "prusa-slicer --help", "zsh: command not found: prusa-slicer", True),
    ("bash", "ls /Applications/PrusaSlicer.app/Contents/MacOS/", "PrusaSlicer", False),
    ("say", "On macOS the CLI is the binary inside the app bundle."),
    ("bash", _LOOP, "\n".join(
        line for name in ("bracket_left", "bracket_right", "clip", "hinge_large")
        for line in (f"Slicing object {name}", "Exporting G-code to gcode/",
                     "Failed to rename the output G-code file from gcode/.97412.gcode.tmp to gcode/. Is gcode/ "
                     "locked? No such file or directory")), True),
    ("say", "--output only treats gcode/ as a directory if it exists; otherwise it's taken as a file name."),
    ("bash", f"mkdir -p gcode && {_LOOP}",
     "Slicing object bracket_left\nSlicing result exported to gcode/bracket_left.gcode\n"
     "Slicing object bracket_right\nSlicing result exported to gcode/bracket_right.gcode\n"
     "Slicing object clip\nSlicing result exported to gcode/clip.gcode\n"
     "Slicing object hinge_large\nObjects could not fit on the bed", True),
    ("say", "Three parts are sliced. hinge_large is 262 mm long and doesn't fit the MK4's 250x210 bed. If you want "
            "it on the MK4 anyway, `--scale-to-fit 250,210,220` would shrink it, or `--cut` along Z would split "
            "it; otherwise it's a part for the XL."),
    ("user", "that one's for the XL, skip it. but the printer shows no preview thumbnails for these"),
    ("bash", "grep -n '^thumbnails' mk4-petg.ini", "87:thumbnails = \n88:thumbnails_format = PNG", False),
    ("edit", "/Users/marek/print/bracket-kit/mk4-petg.ini", "thumbnails = \nthumbnails_format = PNG",
     "thumbnails = 16x16/QOI, 313x173/QOI, 440x240/QOI, 480x240/QOI\nthumbnails_format = QOI"),
    ("bash", f"{_PS} --export-gcode --load mk4-petg.ini --output gcode/ parts/clip.stl && "
             "grep -c 'thumbnail_QOI begin' gcode/clip.gcode",
     "Slicing object clip\nSlicing result exported to gcode/clip.gcode\n4", False),
    ("user", "perfect. one more thing, the printer (it's an MK4S now) pops up a warning that the gcode was made "
             "for a different printer model"),
    ("bash", "grep -n '^printer_model' mk4-petg.ini", "112:printer_model = MK4", False),
    ("edit", "/Users/marek/print/bracket-kit/mk4-petg.ini", "printer_model = MK4\n", "printer_model = MK4S\n"),
    ("say", "printer_model is MK4S in mk4-petg.ini now. The files already in gcode/ still carry the old model: I "
            "haven't re-sliced them, so rerun the loop before printing."),
])

_RENPY = "~/renpy-8.2.3-sdk/renpy.sh"
_STATS = ("Statistics:\n\nThe game contains 1,214 dialogue blocks, containing 18,402 words and 97,133 characters,\n"
          "for an average of 15.2 words and 80 characters per block.\n\n"
          "The game contains 6 menus, 41 images, and 22 screens.\n\n"
          "Lint is not a substitute for thorough testing. Remember to update Ren'Py before releasing. New releases "
          "fix bugs and improve compatibility.")

RENPY = ("/Users/yuki/vn/lanterns", "2025-03-17T19:00:00Z", "release/1.0", [
    ("user", "Run Ren'Py's lint on Lanterns and fix what it finds. SDK is ~/renpy-8.2.3-sdk. Then build the PC and "
             "Mac zips."),
    ("bash", f"{_RENPY} . lint",
     "game/script.rpy:42 Could not find image (mira smile) corresponding to attributes on say statement.\n\n"
     "game/chapter3.rpy:12 Could not evaluate 'kai', in the who part of a say statement.\n\n" + _STATS, False),
    ("bash", "ls game/images | grep -i mira", "mira neutral.png\nmira sad.png\nmira smiling.png", False),
    ("say", "Image attributes come from the file names: the image is `mira smiling`, not `mira smile`."),
    ("edit", "/Users/yuki/vn/lanterns/game/script.rpy", 'mira smile "You came back."',
     'mira smiling "You came back."'),
    ("bash", "grep -rn 'Character(' game/*.rpy",
     "game/characters.rpy:1:define mira = Character(\"Mira\", color=\"#c8a2c8\")\n"
     "game/characters.rpy:2:define ren = Character(\"Ren\", color=\"#7fa7d9\")", False),
    ("edit", "/Users/yuki/vn/lanterns/game/characters.rpy", "define ren = Character(\"Ren\", color=\"#7fa7d9\")",
     "define ren = Character(\"Ren\", color=\"#7fa7d9\")\ndefine kai = Character(\"Kai\", color=\"#e0a060\")"),
    ("bash", f"{_RENPY} . lint", _STATS, False),
    ("say", "Lint is clean. Clearing stale build files before packaging:"),
    ("bash", "rm -rf game/cache game/saves", REJECTED, True),
    ("user", "don't delete saves!! those are my test playthroughs. cache is fine to remove"),
    ("bash", f"rm -rf game/cache && {_RENPY} ~/renpy-8.2.3-sdk/launcher distribute ~/vn/lanterns --package pc "
             "--package mac",
     "\n".join(["Scanning project files...", "Scanning Ren'Py files...", "Archiving files...",
                "Writing the pc package.", "Writing the mac package.",
                "Built /Users/yuki/vn/lanterns-dists/lanterns-1.0-pc.zip",
                "Built /Users/yuki/vn/lanterns-dists/lanterns-1.0-mac.zip", "All packages have been built.", "",
                "Due to the presence of permission information, unpacking and repacking the Linux and Macintosh "
                "distributions on Windows is not supported."]), False),
    ("say", "Both zips are in ~/vn/lanterns-dists."),
    ("user", "sent the mac zip to Aiko, her Mac says “Lanterns” is damaged and can't be opened"),
    ("say", "That's Gatekeeper's quarantine flag on an unsigned app that came from the internet. Clearing the "
            "attribute after unzipping should do it; checking the command on a local copy:"),
    ("bash", "cd /tmp && unzip -q -o ~/vn/lanterns-dists/lanterns-1.0-mac.zip && "
             "xattr -dr com.apple.quarantine /tmp/lanterns-1.0-mac/Lanterns.app && echo cleared", "cleared", False),
    ("say", "Have her run `xattr -dr com.apple.quarantine` on Lanterns.app after unzipping, then open it again."),
    ("user", "she did, still says damaged. ugh"),
    ("say", "Then it's the signature rather than the quarantine flag. The next thing to try is an ad-hoc "
            "signature on her machine: `codesign --force --deep -s - Lanterns.app`. Proper notarization would "
            "need your Apple developer account."),
    ("user", "ok I'll try that with her tomorrow"),
])

_RED = f"{ESC}[0;1;31m"
_BOLD = f"{ESC}[1m"
_OFF = f"{ESC}[0m"
_FG = "/Users/ana/src/fastgeo"

NANOBIND = (_FG, "2025-03-18T10:00:00Z", "nanobind-port", [
    ("user", "Port our pybind11 extension fastgeo to nanobind and build it with scikit-build-core through uv. "
             "macOS 14, Apple clang, Python 3.12 venv in .venv."),
    ("write", f"{_FG}/CMakeLists.txt",
     "cmake_minimum_required(VERSION 3.15...3.27)\nproject(fastgeo LANGUAGES CXX)\n"
     "find_package(Python 3.9 COMPONENTS Interpreter Development.Module REQUIRED)\n"
     "find_package(nanobind CONFIG REQUIRED)\nnanobind_add_module(_fastgeo src/fastgeo.cpp)\n"
     "install(TARGETS _fastgeo LIBRARY DESTINATION fastgeo)\n"),
    ("edit", f"{_FG}/pyproject.toml",
     'requires = ["setuptools>=61", "pybind11>=2.11"]\nbuild-backend = "setuptools.build_meta"',
     'requires = ["scikit-build-core>=0.9", "nanobind>=2.0"]\nbuild-backend = "scikit_build_core.build"'),
    ("edit", f"{_FG}/src/fastgeo.cpp",
     "#include <pybind11/pybind11.h>\n#include <pybind11/numpy.h>\n\nnamespace py = pybind11;",
     "#include <nanobind/nanobind.h>\n#include <nanobind/ndarray.h>\n\nnamespace nb = nanobind;\n"
     "namespace py = nanobind;"),
    ("bash", "uv pip install -e . 2>&1 | tail -9",
     "  [ 50%] Building CXX object CMakeFiles/_fastgeo.dir/src/fastgeo.cpp.o\n"
     f"  {_BOLD}{_FG}/src/fastgeo.cpp:31:35: {_OFF}{_RED}error: {_OFF}{_BOLD}no member named 'array_t' in "
     f"namespace 'nanobind'{_OFF}\n"
     "     31 | std::vector<double> centroids(py::array_t<double, py::array::c_style> pts) {\n"
     "        |                               ~~~~^\n"
     "  1 error generated.\n"
     "  make[2]: *** [CMakeFiles/_fastgeo.dir/src/fastgeo.cpp.o] Error 1\n"
     "  *** CMake build failed\n"
     f"  × Failed to build `fastgeo @ file://{_FG}`\n"
     "  ╰─▶ The build backend returned an error", False),
    ("edit", f"{_FG}/src/fastgeo.cpp",
     "std::vector<double> centroids(py::array_t<double, py::array::c_style> pts) {\n"
     "    auto r = pts.unchecked<2>();",
     "std::vector<double> centroids(nb::ndarray<const double, nb::shape<-1, 2>, nb::c_contig> pts) {\n"
     "    auto r = pts.view();"),
    ("bash", "uv pip install -e . 2>&1 | tail -4",
     f"   Built fastgeo @ file://{_FG}\nPrepared 1 package in 14.62s\nInstalled 1 package in 2ms\n"
     f" + fastgeo==0.3.0 (from file://{_FG})", False),
    ("bash", "uv run pytest -q tests 2>&1 | tail -12",
     f"{ESC}[31mF{ESC}[0m{ESC}[32m...........{ESC}[0m\n"
     "=================================== FAILURES ===================================\n"
     "________________________________ test_centroids ________________________________\n"
     "E       TypeError: Unable to convert function return value to a Python type! The signature was\n"
     "E           centroids(arg: ndarray[dtype=float64, shape=(*, 2), order='C', writable=False], /) -> "
     "std::vector<double, std::allocator<double>>\n\n"
     "tests/test_geo.py:14: TypeError\n"
     "=========================== short test summary info ============================\n"
     "FAILED tests/test_geo.py::test_centroids - TypeError: Unable to convert function return value to a Python "
     "type! The s...\n"
     f"{ESC}[31m1 failed, 11 passed in 0.42s{ESC}[0m", False),
    ("say", "Unlike pybind11, nanobind only converts STL types when their caster header is included; the vector "
            "return value has no caster."),
    ("edit", f"{_FG}/src/fastgeo.cpp", "#include <nanobind/ndarray.h>\n",
     "#include <nanobind/ndarray.h>\n#include <nanobind/stl/vector.h>\n"),
    ("bash", "uv pip install -e . 2>&1 | tail -1 && uv run pytest -q tests 2>&1 | tail -1",
     f" + fastgeo==0.3.0 (from file://{_FG})\n{ESC}[32m12 passed in 0.31s{ESC}[0m", False),
    ("user", "great. one annoyance: after editing the .cpp I have to reinstall every time and each one takes 15s"),
    ("say", "scikit-build-core can rebuild on import instead: editable.rebuild with a persistent build-dir. That "
            "only works when the package is installed without build isolation."),
    ("edit", f"{_FG}/pyproject.toml", 'build-backend = "scikit_build_core.build"\n',
     'build-backend = "scikit_build_core.build"\n\n[tool.scikit-build]\nbuild-dir = "build/{wheel_tag}"\n'
     'editable.rebuild = true\neditable.mode = "redirect"\n'),
    ("bash", "uv pip install --no-build-isolation -e . 2>&1 | tail -6",
     f"  × Failed to build `fastgeo @ file://{_FG}`\n"
     "  ├─▶ The build backend returned an error\n"
     "  ╰─▶ Call to `scikit_build_core.build.build_editable` failed (exit status: 1)\n\n"
     "      [stderr]\n      ModuleNotFoundError: No module named 'scikit_build_core'", False),
    ("say", "Without isolation the build backend has to be in the venv itself."),
    ("bash", "uv pip install scikit-build-core nanobind && uv pip install --no-build-isolation -e . 2>&1 | tail -1",
     "Resolved 4 packages in 210ms\nInstalled 4 packages in 31ms\n + nanobind==2.2.0\n + packaging==24.1\n"
     " + pathspec==0.12.1\n + scikit-build-core==0.10.7\n"
     f" + fastgeo==0.3.0 (from file://{_FG})", False),
    ("bash", "touch src/fastgeo.cpp && .venv/bin/python -c \"import fastgeo; print(fastgeo.__version__)\" 2>&1 | "
             "tail -3",
     f"Running cmake --build & --install in {_FG}/build/cp312-cp312-macosx_14_0_arm64\n"
     "[2/2] Linking CXX shared module _fastgeo.cpython-312-darwin.so\n0.3.0", False),
    ("say", "Importing now rebuilds the changed .cpp in build/cp312-cp312-macosx_14_0_arm64. Use .venv/bin/python "
            "(or `uv run --no-sync`), because a plain `uv run` re-syncs the project with build isolation."),
    ("user", "👍"),
])

_Q = '".items | map(.price) | add"'
_CYAN, _MAG, _GRN, _RST = f"{ESC}[36m", f"{ESC}[35m", f"{ESC}[32m", f"{ESC}[0m"


def _bench(n: int, cmd: str, mean: str, sd: str, user: str, sys_: str, lo: str, hi: str, runs: int) -> list[str]:
    return [f"Benchmark {n}: {cmd}",
            f"  Time ({_GRN}mean{_RST} ± {_GRN}σ{_RST}):     {_GRN}{mean}{_RST} ± {_GRN}{sd}{_RST}    "
            f"[User: {user}, System: {sys_}]",
            f"  Range ({_CYAN}min{_RST} … {_MAG}max{_RST}):   {_CYAN}{lo}{_RST} … {_MAG}{hi}{_RST}    {runs} runs"]


_SLOW_FIRST = ("  Warning: The first benchmarking run for this command was significantly slower than the rest "
               "(12.301 s). This could be caused by (filesystem) caches that were not filled until after the first "
               "run. You should consider using the '--warmup' option to fill those caches before the actual "
               "benchmark. Alternatively, use the '--prepare' option to clear the caches before each timing run.")
_UNDER_5 = ("  Warning: Command took less than 5 ms to complete. Note that the results might be inaccurate because "
            "hyperfine can not calibrate the shell startup time much more precise than this limit. You can try to "
            "use the `-N`/`--shell=none` option to disable the shell completely.")

HYPERFINE = ("/home/jo/bench/json", "2025-03-19T14:00:00Z", "main", [
    ("user", "Compare jq, gojq and jaq on big.json (~800 MB) with hyperfine, filter '.items | map(.price) | add'. "
             "I'm on fish btw."),
    ("bash", f"hyperfine 'jq {_Q} big.json' 'gojq {_Q} big.json' 'jaq {_Q} big.json'", "\n".join(
        _bench(1, f"jq {_Q} big.json", "9.812 s", "0.904 s", "8.911 s", "0.744 s", "9.331 s", "12.301 s", 10)
        + [" ", _SLOW_FIRST, ""]
        + _bench(2, f"gojq {_Q} big.json", "6.104 s", "0.088 s", "7.902 s", "1.021 s", "5.998 s", "6.271 s", 10)
        + [" "]
        + _bench(3, f"jaq {_Q} big.json", "2.907 s", "0.041 s", "2.411 s", "0.488 s", "2.861 s", "2.989 s", 10)
        + [" ", "Summary", f"  jaq {_Q} big.json ran",
           f"    2.10 ± 0.04 times faster than gojq {_Q} big.json",
           f"    3.38 ± 0.31 times faster than jq {_Q} big.json"]), False),
    ("say", "On the big file jaq is about 3.4x faster than jq and 2.1x faster than gojq."),
    ("user", "cool. now the small case: 2 KB files, and compare my fish function `q` (jq with my defaults) "
             "against jaq"),
    ("bash", f"hyperfine --warmup 3 'q small.json' 'jaq {_Q} small.json'",
     "Benchmark 1: q small.json\nError: Command terminated with non-zero exit code: 127. Use the "
     "'-i'/'--ignore-failure' option if you want to ignore this. Alternatively, use the '--show-output' option to "
     "debug what went wrong.", True),
    ("say", "hyperfine runs each command through sh -c by default, not through your login shell, so the fish "
            "function q doesn't exist there (127 is command not found). `--shell fish` runs them in fish."),
    ("bash", f"hyperfine --shell fish --warmup 3 'q small.json' 'jaq {_Q} small.json'", "\n".join(
        _bench(1, "q small.json", "6.9 ms", "0.4 ms", "3.1 ms", "2.6 ms", "6.2 ms", "8.8 ms", 391) + [" "]
        + _bench(2, f"jaq {_Q} small.json", "1.3 ms", "0.2 ms", "0.6 ms", "0.5 ms", "1.0 ms", "2.4 ms", 1502)
        + [" ", _UNDER_5, " ", "Summary", f"  jaq {_Q} small.json ran",
           "    5.31 ± 0.86 times faster than q small.json"]), False),
    ("say", "q works now. jaq is under 5 ms, below what hyperfine can calibrate for a shell; for jaq against plain "
            "jq there's no fish function involved, so -N (no shell at all) is the accurate way."),
    ("bash", f"hyperfine -N --warmup 3 --export-json small.bench.json 'jaq {_Q} small.json' 'jq {_Q} small.json'",
     "\n".join(
         _bench(1, f"jaq {_Q} small.json", "1.1 ms", "0.1 ms", "0.5 ms", "0.4 ms", "0.9 ms", "1.6 ms", 2388)
         + [" "]
         + _bench(2, f"jq {_Q} small.json", "3.6 ms", "0.2 ms", "2.4 ms", "1.0 ms", "3.2 ms", "4.5 ms", 771)
         + [" ", "Summary", f"  jaq {_Q} small.json ran", f"    3.27 ± 0.34 times faster than jq {_Q} small.json"]),
     False),
    ("bash", "jq -r '.results[] | [.command, (.mean * 1000 | tostring)] | @tsv' small.bench.json",
     f"jaq {_Q} small.json\t1.104218\njq {_Q} small.json\t3.611307", False),
    ("say", "Without the shell, jaq takes 1.1 ms and jq 3.6 ms per 2 KB file. One note on the big-file run: jq's "
            "first run was much slower (12.3 s) than the rest, and hyperfine suggests --warmup or --prepare. Want "
            "me to rerun the big-file case with `--prepare 'sync; echo 3 | sudo tee /proc/sys/vm/drop_caches'` for "
            "a cold-cache comparison?"),
    ("user", "nah, warm cache is what we care about. put the numbers into docs/bench.md"),
    ("write", "/home/jo/bench/json/docs/bench.md",
     "# jq vs gojq vs jaq\n\nFilter: `.items | map(.price) | add`\n\n| file | jq | gojq | jaq |\n|---|---|---|---|\n"
     "| big.json (800 MB) | 9.81 s | 6.10 s | 2.91 s |\n| small.json (2 KB, `-N`) | 3.6 ms | - | 1.1 ms |\n"),
    ("say", "docs/bench.md has both tables."),
])

SOURCES = {"dtrace-node-startup": DTRACE, "prusaslicer-cli-batch": PRUSA, "renpy-lint-distribute": RENPY,
           "nanobind-skbuild-port": NANOBIND, "hyperfine-fish-json": HYPERFINE}
