"""Cases of the forty-sixth tracking corpus (tables and rules in tracking46_cases.py): CMake's find_package not
seeing a Qt installed under its own prefix, Yarn Berry taking a stray package.json in the home directory as the
project root, and Python on Windows reading UTF-8 files with the ANSI code page."""
from __future__ import annotations

from tests.truth.tracking46_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- CMake find_package and a Qt installed under its own prefix ---------------------------------------------

def _notfound(pkg: str, line: int = 14) -> str:
    low = pkg.lower()
    return (f"CMake Error at CMakeLists.txt:{line} (find_package):\n"
            f"  By not providing \"Find{pkg}.cmake\" in CMAKE_MODULE_PATH this project has\n"
            f"  asked CMake to find a package configuration file provided by \"{pkg}\", but\n"
            "  CMake did not find one.\n\n"
            f"  Could not find a package configuration file provided by \"{pkg}\" with any of\n"
            "  the following names:\n\n"
            f"    {pkg}Config.cmake\n    {low}-config.cmake\n\n"
            f"  Add the installation prefix of \"{pkg}\" to CMAKE_PREFIX_PATH or set \"{pkg}_DIR\"\n"
            f"  to a directory containing one of the above files.  If \"{pkg}\" provides a\n"
            "  separate development package or SDK, be sure it has been installed.\n\n\n"
            "-- Configuring incomplete, errors occurred!")


def _configured(build: str) -> str:
    return f"-- Configuring done (1.9s)\n-- Generating done (0.0s)\n-- Build files have been written to: {build}"


def _qt() -> None:
    T.source(
        "s-cmake-qt", "/home/lena/src/scopeview", "2025-05-08T13:00:00Z", "qt6-port",
        user("Configure the qt6-port branch, I installed Qt 6.7.2 with the online installer."),
        err("cmake -S . -B build -G Ninja", _notfound("Qt6")),
        ok("ls ~/Qt/6.7.2/gcc_64/lib/cmake/Qt6 | head -n 3", "FindWrapAtomic.cmake\nQt6Config.cmake\n"
           "Qt6ConfigExtras.cmake"),
        say("The installer puts Qt under ~/Qt, which is not a prefix CMake searches. Passing it in "
            "CMAKE_PREFIX_PATH."),
        ok("cmake -S . -B build -G Ninja -DCMAKE_PREFIX_PATH=$HOME/Qt/6.7.2/gcc_64",
           "-- The CXX compiler identification is GNU 13.3.0\n" + _configured("/home/lena/src/scopeview/build")),
    )
    T.lesson(
        "t46-cmake-prefix-path", "global", "en", "s-cmake-qt", "build_config",
        "find_package(Qt6) fails for a Qt from the online installer until its prefix is in CMAKE_PREFIX_PATH",
        "Configuring stops with `Could not find a package configuration file provided by \"Qt6\"` although Qt "
        "6.7.2 is installed and Qt6Config.cmake exists under ~/Qt.",
        "The hint about a separate development package suggests Qt is missing and needs another install, when "
        "it is only installed where CMake does not look.",
        "CMake searches its own and the system prefixes for <Pkg>Config.cmake; a package installed under its own "
        "prefix (~/Qt/6.7.2/gcc_64, C:/Qt/…, /opt/…) is invisible until that prefix is named.",
        "Name the prefix: `-DCMAKE_PREFIX_PATH=$HOME/Qt/6.7.2/gcc_64` on the configure line (or the "
        "CMAKE_PREFIX_PATH environment variable, a preset's cacheVariables, or `-DQt6_DIR=<prefix>/lib/cmake/Qt6`).",
        ["`Could not find a package configuration file provided by \"Qt6\" with any of`",
         "Qt6Config.cmake was there: `ls ~/Qt/6.7.2/gcc_64/lib/cmake/Qt6`",
         "Fix: `cmake -S . -B build -G Ninja -DCMAKE_PREFIX_PATH=$HOME/Qt/6.7.2/gcc_64` then "
         "`-- Build files have been written to: /home/lena/src/scopeview/build`"],
    )
    T.later(
        "l-qt-opencv", "/home/lena/src/tracklab", "2025-06-04T09:40:00Z", "opencv-4.10",
        user("I built OpenCV 4.10 into /opt/opencv-4.10, configure tracklab against it."),
        err("cmake -S . -B build", "-- The CXX compiler identification is GNU 13.3.0\n" + _notfound("OpenCV", 9)),
        ok("cmake -S . -B build -DCMAKE_PREFIX_PATH=/opt/opencv-4.10", _configured("/home/lena/src/tracklab/build")),
    )
    T.pair("t46-cmake-prefix-path", "l-qt-opencv", "recurred",
           "find_package fails for a package installed under its own prefix (OpenCV in /opt) before the path is set")
    T.later(
        "l-qt-windows", "C:\\Users\\lena\\src\\scopeview", "2025-06-18T15:20:00Z", "qt6-port",
        user("Configure scopeview on the Windows box (PowerShell), Qt 6.8.1 msvc2022_64 is installed."),
        err("cmake -S . -B build -G \"Visual Studio 17 2022\"", _notfound("Qt6")),
        ok("cmake -S . -B build -G \"Visual Studio 17 2022\" -DCMAKE_PREFIX_PATH=C:/Qt/6.8.1/msvc2022_64",
           _configured("C:/Users/lena/src/scopeview/build")),
    )
    T.pair("t46-cmake-prefix-path", "l-qt-windows", "recurred",
           "Qt6 not found on Windows with Qt under C:/Qt until CMAKE_PREFIX_PATH is passed")
    T.later(
        "l-qt-fish-env", "/home/lena/src/scopeview", "2025-06-25T10:05:00Z", "plot-zoom",
        user("fresh worktree for plot-zoom, configure and build it (fish)"),
        ok("set -x CMAKE_PREFIX_PATH ~/Qt/6.7.2/gcc_64; cmake -S . -B build-zoom -G Ninja",
           _configured("/home/lena/src/scopeview/build-zoom")),
        ok("cmake --build build-zoom", "[214/214] Linking CXX executable scopeview"),
    )
    T.pair("t46-cmake-prefix-path", "l-qt-fish-env", "applied",
           "the Qt prefix is exported as CMAKE_PREFIX_PATH before configuring; no find_package failure")
    T.later(
        "l-qt-preset", "/home/lena/src/scopeview", "2025-07-07T14:00:00Z", "presets",
        user("Add a CMake preset so nobody has to remember the Qt path."),
        write("/home/lena/src/scopeview/CMakeUserPresets.json",
              '{\n  "version": 6,\n  "configurePresets": [{\n    "name": "qt-local", "generator": "Ninja",\n'
              '    "binaryDir": "build",\n    "cacheVariables": {"CMAKE_PREFIX_PATH": "$env{HOME}/Qt/6.7.2/gcc_64"}\n'
              "  }]\n}\n"),
        ok("cmake --preset qt-local", "Preset CMake variables:\n\n  CMAKE_PREFIX_PATH=\"/home/lena/Qt/6.7.2/gcc_64\"\n"
           "\n" + _configured("/home/lena/src/scopeview/build")),
    )
    T.pair("t46-cmake-prefix-path", "l-qt-preset", "applied",
           "the prefix goes in a preset's cacheVariables and the preset configures cleanly")
    T.later(
        "l-qt-ci-nodev", "/builds/lena/scopeview", "2025-06-20T08:00:00Z", "qt6-port",
        user("The CI configure job fails, Qt6 not found. The image is plain ubuntu:24.04."),
        err("cmake -S . -B build -G Ninja", _notfound("Qt6")),
        ok("dpkg -l 'qt6-base-dev*' 2>&1 | tail -n 1", "dpkg-query: no packages found matching qt6-base-dev*"),
        say("Here Qt is not installed at all, no prefix would help. Installing the dev package in the image."),
        ok("apt-get install -y qt6-base-dev && cmake -S . -B build -G Ninja",
           _configured("/builds/lena/scopeview/build")),
    )
    T.pair("t46-cmake-prefix-path", "l-qt-ci-nodev", "neither",
           "same Qt6-not-found text, but Qt is not installed at all; fixed by installing qt6-base-dev")
    T.later(
        "l-qt-old-cmake", "/home/lena/src/scopeview", "2025-07-11T11:30:00Z", "main",
        user("configure on the old build VM"),
        err("ssh build-vm 'cd scopeview && cmake -S . -B build'",
            "CMake Error at CMakeLists.txt:1 (cmake_minimum_required):\n  CMake 3.24 or higher is required.  You "
            "are running version 3.22.1\n\n\n-- Configuring incomplete, errors occurred!"),
    )
    T.pair("t46-cmake-prefix-path", "l-qt-old-cmake", "neither",
           "a different CMake error (cmake_minimum_required), nothing about a package prefix")
    T.later(
        "l-qt-readme", "/home/lena/src/scopeview", "2025-07-16T16:45:00Z", "docs",
        user("Document the Qt setup in the README, no need to build."),
        edit("/home/lena/src/scopeview/README.md", "## Building\n",
             "## Building\n\nQt from the online installer is not on CMake's search path; configure with\n"
             "`cmake -S . -B build -DCMAKE_PREFIX_PATH=$HOME/Qt/6.7.2/gcc_64`.\n"),
    )
    T.pair("t46-cmake-prefix-path", "l-qt-readme", "neither",
           "the fix is only written into the README; cmake is never run")
    T.later(
        "l-qt-early", "/home/lena/src/scopeview", "2025-04-09T10:00:00Z", "qt6-port",
        user("start the qt6 port, configure it"),
        err("cmake -S . -B build", _notfound("Qt6")),
    )
    T.pair("t46-cmake-prefix-path", "l-qt-early", "neither", "dated before the lesson's source session")


# --- Yarn Berry and a stray package.json in the home directory ----------------------------------------------

def _nearest(home: str, rel: str, sep: str = "/") -> str:
    usage = ("$ yarn install [--json] [--immutable] [--immutable-cache] [--refresh-lockfile] [--check-cache] "
             "[--check-resolutions] [--inline-builds] [--mode #0]")
    return (f"Usage Error: The nearest package directory ({home}{sep}{rel}) doesn't seem to be part of the project "
            f"declared in {home}.\n\n- If {home} isn't intended to be a project, remove any yarn.lock and/or "
            f"package.json file there.\n- If {home} is intended to be a project, it might be that you forgot to "
            f"list {rel} in its workspace configuration.\n- Finally, if {home} is fine and you intend {rel} to be "
            "treated as a completely separate project (not even a workspace), create an empty yarn.lock file in "
            f"it.\n\n{usage}")


_DONE = ("➤ YN0000: · Yarn 4.9.1\n➤ YN0000: ┌ Resolution step\n➤ YN0000: └ Completed in 2s 114ms\n"
         "➤ YN0000: ┌ Fetch step\n➤ YN0000: └ Completed in 5s 40ms\n➤ YN0000: ┌ Link step\n"
         "➤ YN0000: └ Completed in 2s 301ms\n➤ YN0000: · Done in 9s 870ms")


def _yarn() -> None:
    T.source(
        "s-yarn-nearest", "/home/mina/work/dash-widgets", "2025-05-13T11:20:00Z", "main",
        user("Install the deps for dash-widgets, it's a fresh clone."),
        err("yarn install", _nearest("/home/mina", "work/dash-widgets")),
        ok("ls ~ | grep -E '^(package.json|yarn.lock)$'", "package.json\nyarn.lock"),
        say("An old package.json and yarn.lock in the home directory make Yarn take ~ as the project. An empty "
            "yarn.lock here marks this clone as its own project."),
        ok("touch yarn.lock && yarn install", _DONE),
    )
    T.lesson(
        "t46-yarn-nearest-project", "global", "en", "s-yarn-nearest", "tool_quirk",
        "Yarn Berry adopts a stray ~/package.json as the project root: give the clone its own yarn.lock",
        "`yarn install` in a fresh clone fails with `Usage Error: The nearest package directory "
        "(/home/mina/work/dash-widgets) doesn't seem to be part of the project declared in /home/mina.`",
        "The repository itself is fine and installs on other machines, so the error looks like a broken "
        "workspace configuration in the repo.",
        "Yarn 2+ walks up to the nearest directory with a yarn.lock and treats it as the project root; a "
        "leftover package.json/yarn.lock in the home directory (from an accidental `yarn add` there) captures "
        "every project below it.",
        "Create an empty lock file in the project so it is its own root: `touch yarn.lock` (PowerShell: "
        "`New-Item yarn.lock -ItemType File`), then `yarn install`; or delete the stray ~/package.json and "
        "~/yarn.lock if they were never meant to be a project.",
        ["`Usage Error: The nearest package directory (/home/mina/work/dash-widgets) doesn't seem to be part of "
         "the project declared in /home/mina.`",
         "Fix: `touch yarn.lock && yarn install` gave `Done in 9s 870ms`"],
    )
    T.later(
        "l-yarn-landing", "/home/mina/src/landing", "2025-06-03T10:10:00Z", "hero-copy",
        user("add zod to the landing page project"),
        err("yarn add zod", _nearest("/home/mina", "src/landing").replace(
            "$ yarn install [--json] [--immutable] [--immutable-cache] [--refresh-lockfile] [--check-cache] "
            "[--check-resolutions] [--inline-builds] [--mode #0]",
            "$ yarn add [--json] [-F,--fixed] [-E,--exact] [-T,--tilde] [-C,--caret] [-D,--dev] [-P,--peer] "
            "[-O,--optional] [--prefer-dev] [-i,--interactive] [--cached] [--mode #0] ...")),
        ok("touch yarn.lock && yarn add zod", _DONE.replace("Done in 9s 870ms", "Done in 3s 12ms")),
    )
    T.pair("t46-yarn-nearest-project", "l-yarn-landing", "recurred",
           "the nearest-package-directory usage error again in another project before the empty yarn.lock")
    T.later(
        "l-yarn-windows", "C:\\Users\\mina\\src\\kiosk-ui", "2025-06-16T09:00:00Z", "main",
        user("Set up kiosk-ui on the Windows laptop (PowerShell)."),
        err("yarn install", _nearest("C:\\Users\\mina", "src\\kiosk-ui", "\\")),
        ok("New-Item yarn.lock -ItemType File; yarn install", _DONE),
    )
    T.pair("t46-yarn-nearest-project", "l-yarn-windows", "recurred",
           "the same usage error under C:\\Users\\mina on Windows before New-Item yarn.lock")
    T.later(
        "l-yarn-newitem-first", "C:\\Users\\mina\\src\\pos-sync", "2025-06-27T13:30:00Z", "main",
        user("Clone pos-sync and install it; remember this laptop still has the stray package.json in my home."),
        ok("git clone git@github.com:mina-k/pos-sync.git; cd pos-sync; New-Item yarn.lock -ItemType File",
           "Cloning into 'pos-sync'...\n\n    Directory: C:\\Users\\mina\\src\\pos-sync\n\nMode   LastWriteTime  "
           "Length Name\n-a---  6/27/2025 1:31 PM   0 yarn.lock"),
        ok("yarn install", _DONE),
    )
    T.pair("t46-yarn-nearest-project", "l-yarn-newitem-first", "applied",
           "an empty yarn.lock is created before the first install, which succeeds")
    T.later(
        "l-yarn-remove-stray", "/home/mina/work/charts", "2025-07-02T08:50:00Z", "main",
        user("Clean up whatever makes yarn think my home dir is a project, then install charts."),
        ok("cat ~/package.json && rm ~/package.json ~/yarn.lock", '{\n  "dependencies": {\n    "serve": "^14.2.1"\n'
           "  }\n}"),
        ok("yarn install", _DONE),
    )
    T.pair("t46-yarn-nearest-project", "l-yarn-remove-stray", "applied",
           "the stray ~/package.json and ~/yarn.lock are removed, the lesson's other fix, before a clean install")
    T.later(
        "l-yarn-immutable", "/home/runner/work/dash-widgets", "2025-06-10T07:15:00Z", "renovate/vite-6",
        user("CI install fails on the renovate PR, check it."),
        err("yarn install --immutable", "➤ YN0000: · Yarn 4.9.1\n➤ YN0000: ┌ Resolution step\n"
            "➤ YN0085: │ + vite@npm:6.3.5, @esbuild/linux-x64@npm:0.25.5, and 4 more.\n"
            "➤ YN0000: └ Completed in 1s 602ms\n➤ YN0028: The lockfile would have been modified by this install, "
            "which is explicitly forbidden.\n➤ YN0000: · Failed with errors in 1s 611ms"),
        ok("yarn install && git add yarn.lock && git commit -qm 'chore: update lockfile'", _DONE),
    )
    T.pair("t46-yarn-nearest-project", "l-yarn-immutable", "neither",
           "a different Yarn error (YN0028, lockfile out of date under --immutable)")
    T.later(
        "l-yarn-build", "/home/mina/work/dash-widgets", "2025-06-21T15:40:00Z", "tooltip",
        user("build dash-widgets and run the tests"),
        ok("yarn build && yarn test --run", "vite v6.3.5 building for production...\n✓ 212 modules transformed.\n"
           " Test Files  14 passed (14)\n      Tests  96 passed (96)"),
    )
    T.pair("t46-yarn-nearest-project", "l-yarn-build", "neither",
           "yarn is run for build and tests in a project that already has its lock file; no usage error, no fix")
    T.later(
        "l-yarn-early", "/home/mina/work/dash-widgets", "2025-04-18T10:00:00Z", "main",
        user("yarn install please"),
        err("yarn install", _nearest("/home/mina", "work/dash-widgets")),
        ok("touch yarn.lock && yarn install", _DONE),
    )
    T.pair("t46-yarn-nearest-project", "l-yarn-early", "neither", "dated before the lesson's source session")


# --- Python on Windows reading UTF-8 files with the ANSI code page ------------------------------------------

def _charmap(script: str, line: int, code: str, py: str, byte: str, pos: int, codec: str = "charmap") -> str:
    tail = ("character maps to <undefined>" if codec == "charmap" else "illegal multibyte sequence")
    module = "cp1252" if codec == "charmap" else "cp949"
    body = ("    return codecs.charmap_decode(input,self.errors,decoding_table)[0]" if codec == "charmap" else
            "    return codecs.utf_8_decode(input, self.errors, final)")
    shown = (f'  File "{py}\\Lib\\encodings\\{module}.py", line 23, in decode\n{body}\n' if codec == "charmap"
             else "")
    return (f"Traceback (most recent call last):\n  File \"{script}\", line {line}, in <module>\n    {code}\n"
            f"{shown}UnicodeDecodeError: '{codec}' codec can't decode byte {byte} in position {pos}: {tail}")


def _utf8() -> None:
    T.source(
        "s-win-utf8", "C:\\Users\\jhan\\src\\ledger", "2025-05-15T08:30:00Z", "csv-import",
        user("Import the vendor CSV (PowerShell). It's the UTF-8 export from the ERP."),
        err("python tools\\import_csv.py data\\vendors_2025.csv",
            _charmap("C:\\Users\\jhan\\src\\ledger\\tools\\import_csv.py", 18, "rows = f.read().splitlines()",
                     "C:\\Program Files\\Python311", "0x81", 2047)),
        say("Python 3.11 on Windows opens text files in the ANSI code page (cp1252) unless told otherwise, and this "
            "file is UTF-8. Turning on UTF-8 mode for the shell."),
        ok('$env:PYTHONUTF8 = "1"; python tools\\import_csv.py data\\vendors_2025.csv',
           "imported 1,284 vendors (3 skipped: duplicate VAT id)"),
    )
    T.lesson(
        "t46-win-python-utf8", "global", "en", "s-win-utf8", "env_setup",
        "Python on Windows reads text files in the ANSI code page: turn on UTF-8 mode (PYTHONUTF8=1 / -X utf8)",
        "Reading a UTF-8 CSV fails with `UnicodeDecodeError: 'charmap' codec can't decode byte 0x81 in position "
        "2047: character maps to <undefined>` on Windows, while the same script works on Linux and macOS.",
        "The traceback points at the file contents, so the export looks corrupt; the file is valid UTF-8.",
        "Before Python 3.15, open() without encoding= uses the locale's code page on Windows (cp1252 here, cp949 "
        "on Korean Windows), not UTF-8.",
        "Enable UTF-8 mode: `$env:PYTHONUTF8 = \"1\"` in PowerShell, `set PYTHONUTF8=1` in cmd (or `setx` for "
        "good), or `python -X utf8 script.py`; in code, pass `encoding=\"utf-8\"` to open().",
        ["`UnicodeDecodeError: 'charmap' codec can't decode byte 0x81 in position 2047: character maps to "
         "<undefined>`",
         "Fix: `$env:PYTHONUTF8 = \"1\"; python tools\\import_csv.py data\\vendors_2025.csv` gave "
         "`imported 1,284 vendors`"],
    )
    T.later(
        "l-utf8-cp949", "C:\\Users\\jhan\\src\\ledger", "2025-06-05T09:20:00Z", "kr-branch",
        user("On the Seoul office PC (cmd), run the branch report script."),
        err("python tools\\branch_report.py data\\branches.json",
            _charmap("C:\\Users\\jhan\\src\\ledger\\tools\\branch_report.py", 9, "data = json.load(f)",
                     "C:\\Program Files\\Python312", "0xe2", 331, codec="cp949")),
        ok("set PYTHONUTF8=1 && python tools\\branch_report.py data\\branches.json", "wrote out\\branches.xlsx"),
    )
    T.pair("t46-win-python-utf8", "l-utf8-cp949", "recurred",
           "the locale-encoding decode error again, cp949 on Korean Windows, before PYTHONUTF8=1")
    T.later(
        "l-utf8-pytest", "C:\\Users\\jhan\\src\\ledger", "2025-06-13T14:05:00Z", "fixtures",
        user("run the test suite in PowerShell before I push"),
        err("python -m pytest -q tests\\test_vat.py",
            "E   " + _charmap("C:\\Users\\jhan\\src\\ledger\\tests\\conftest.py", 22,
                             "return json.loads(path.read_text())", "C:\\Program Files\\Python311",
                             "0x9d", 5120).splitlines()[-1] + "\n1 error in 0.41s"),
    )
    T.pair("t46-win-python-utf8", "l-utf8-pytest", "recurred",
           "the charmap decode error reading a UTF-8 fixture on Windows, other file and module")
    T.later(
        "l-utf8-bat", "C:\\Users\\jhan\\src\\ledger", "2025-06-24T07:40:00Z", "exports",
        user("Run the monthly export the way the scheduler does (the .bat)."),
        read("C:\\Users\\jhan\\src\\ledger\\scripts\\monthly_export.bat",
             "@echo off\ncd /d %~dp0..\npython -X utf8 tools\\export.py --month %1\n"),
        ok("scripts\\monthly_export.bat 2025-05", "exported 4,912 invoices to out\\2025-05.csv"),
    )
    T.pair("t46-win-python-utf8", "l-utf8-bat", "applied",
           "the batch script runs Python with -X utf8 and the export succeeds")
    T.later(
        "l-utf8-setx", "C:\\Users\\jhan\\src\\ledger", "2025-07-01T10:10:00Z", "csv-import",
        user("Make UTF-8 mode permanent for my account, then import the new vendor file."),
        ok("setx PYTHONUTF8 1", "SUCCESS: Specified value was saved."),
        ok('$env:PYTHONUTF8 = "1"; python tools\\import_csv.py data\\vendors_2025_q2.csv',
           "imported 311 vendors (0 skipped)"),
    )
    T.pair("t46-win-python-utf8", "l-utf8-setx", "applied",
           "PYTHONUTF8=1 set (setx and for the shell) before the import, which passes")
    T.later(
        "l-utf8-linux-cp949", "/home/jhan/src/ledger", "2025-06-19T11:00:00Z", "kr-branch",
        user("The branch office sent their CSV, import it on the Linux box."),
        err("python3 tools/import_csv.py data/branch_seoul.csv",
            "Traceback (most recent call last):\n  File \"/home/jhan/src/ledger/tools/import_csv.py\", line 18, in "
            "<module>\n    rows = f.read().splitlines()\n  File \"<frozen codecs>\", line 322, in decode\n"
            "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xb0 in position 10: invalid start byte"),
        ok("iconv -f cp949 -t utf-8 data/branch_seoul.csv > data/branch_seoul.utf8.csv && "
           "python3 tools/import_csv.py data/branch_seoul.utf8.csv", "imported 57 vendors (0 skipped)"),
    )
    T.pair("t46-win-python-utf8", "l-utf8-linux-cp949", "neither",
           "the file really is cp949 and Python reads UTF-8 on Linux: a different decode error, another cause")
    T.later(
        "l-utf8-importtime", "C:\\Users\\jhan\\src\\ledger", "2025-07-04T16:00:00Z", "startup",
        user("Why does the CLI take two seconds to start? Profile the imports."),
        ok("python -X importtime -c \"import ledger.cli\" 2> imports.log; Get-Content imports.log -Tail 2",
           "import time:       812 |      40211 |   pandas\nimport time:       190 |      41877 | ledger.cli"),
    )
    T.pair("t46-win-python-utf8", "l-utf8-importtime", "neither",
           "python -X is used for importtime, not utf8; no decode error")
    T.later(
        "l-utf8-early", "C:\\Users\\jhan\\src\\ledger", "2025-04-11T09:00:00Z", "csv-import",
        user("try the vendor import"),
        err("python tools\\import_csv.py data\\vendors_2024.csv",
            _charmap("C:\\Users\\jhan\\src\\ledger\\tools\\import_csv.py", 18, "rows = f.read().splitlines()",
                     "C:\\Program Files\\Python311", "0x8f", 913)),
    )
    T.pair("t46-win-python-utf8", "l-utf8-early", "neither", "dated before the lesson's source session")


FILLS = [_qt, _yarn, _utf8]
