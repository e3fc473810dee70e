"""The eighth tracking corpus, part three: git's stale remote-tracking refs (`cannot lock ref`), a Makefile
recipe indented with spaces (fix only in prose), Composer and a missing PHP extension (`ext-<name>`), a CMake
build directory moved from another path. Rules in tracking8_cases.py."""
from __future__ import annotations

from tests.truth.tracking8_cases import later, lesson, pair, source


def _lockref(ref: str, parent: str) -> str:
    return (f"error: cannot lock ref 'refs/remotes/origin/{ref}': 'refs/remotes/origin/{parent}' exists; cannot create "
            f"'refs/remotes/origin/{ref}'\nFrom github.com:acme/storefront\n ! [new branch]      {ref} -> origin/{ref}  "
            "(unable to update local ref)")


def _git() -> None:
    d, a = "/home/dev/storefront", "/home/dev/storefront-admin"
    source("s-store-lockref", d, "2026-10-11T09:00:00Z", "main",
           ("user", "fetch and check out release/2.4"),
           ("bash", "git fetch origin", _lockref("release/2.4", "release"), True),
           ("say", "A stale remote-tracking ref origin/release (the branch was deleted on the server) blocks "
                   "origin/release/2.4. Pruning the stale refs."),
           ("bash", "git remote prune origin", "Pruning origin\nURL: git@github.com:acme/storefront.git\n * [pruned] "
            "origin/release", False),
           ("bash", "git fetch origin && git checkout release/2.4", "From github.com:acme/storefront\n * [new branch]   "
            "   release/2.4 -> origin/release/2.4\nbranch 'release/2.4' set up to track 'origin/release/2.4'.\nSwitched "
            "to a new branch 'release/2.4'", False))
    lesson("t8-git-lockref", "global", "en", "s-store-lockref", "tool_quirk",
           "git fetch: cannot lock ref means a stale remote-tracking ref",
           "`git fetch` prints `error: cannot lock ref` and `(unable to update local ref)`.",
           "Fetching a branch `x/y` while an old remote-tracking ref `origin/x` (deleted on the server) is still there.",
           "Refs are files: `refs/remotes/origin/x` cannot be a file and a directory at once.",
           "Prune the stale refs, then fetch again: `git remote prune <remote>` (or fetch with `git fetch --prune`).",
           "`git fetch origin` → `error: cannot lock ref 'refs/remotes/origin/release/2.4'`; `git remote prune origin` "
           "→ `[pruned] origin/release`, then `git fetch origin && git checkout release/2.4` worked.")
    later("l-store-prune", d, "2026-10-16T08:00:00Z", "main",
          ("user", "check out the hotfix branch Ana pushed"),
          ("bash", "git fetch --prune origin && git checkout hotfix/2.4.1", "From github.com:acme/storefront\n - "
           "[deleted]         (none)     -> origin/hotfix\n * [new branch]      hotfix/2.4.1 -> origin/hotfix/2.4.1\n"
           "Switched to a new branch 'hotfix/2.4.1'", False))
    pair("t8-git-lockref", "l-store-prune", "applied", "fetch --prune first; the stale ref went without an error")
    later("l-admin-prune", a, "2026-10-19T09:30:00Z", "main",
          ("user", "update main; the ops branches were renamed on GitHub yesterday"),
          ("bash", "git remote prune origin && git pull --ff-only", "Pruning origin\n * [pruned] origin/ops\n"
           "Updating 1c2d3e4..9f8e7d6\nFast-forward", False))
    pair("t8-git-lockref", "l-admin-prune", "applied", "remote prune before the pull in the sibling admin repo")
    later("l-store-feature", d, "2026-10-22T11:00:00Z", "feature/search",
          ("user", "pull the latest search work"),
          ("bash", "git pull", _lockref("feature/search/v2", "feature/search"), True),
          ("bash", "git fetch --prune && git pull", "From github.com:acme/storefront\n * [new branch]      "
           "feature/search/v2 -> origin/feature/search/v2\nAlready up to date.", False))
    pair("t8-git-lockref", "l-store-feature", "recurred", "cannot lock ref on feature/search/v2, prune after")
    later("l-admin-lock", a, "2026-10-25T10:00:00Z", "main",
          ("user", "fetch everything"),
          ("bash", "git fetch --all", "Fetching origin\n" + _lockref("ops/deploy", "ops").replace("storefront",
                                                                                                    "storefront-admin"),
           True),
          ("say", "A stale ref blocks ops/deploy; nothing else changed."))
    pair("t8-git-lockref", "l-admin-lock", "recurred", "the same cannot lock ref error for ops/deploy in the sibling")
    later("l-store-indexlock", d, "2026-10-28T14:00:00Z", "main",
          ("user", "commit the cart fix"),
          ("bash", "git commit -am 'fix: cart rounding'", "fatal: Unable to create '/home/dev/storefront/.git/index.lock'"
           ": File exists.\n\nAnother git process seems to be running in this repository", True),
          ("bash", "pgrep -a git || rm -f .git/index.lock && git commit -am 'fix: cart rounding'",
           "[main 3e2f9aa] fix: cart rounding\n 1 file changed, 2 insertions(+), 2 deletions(-)", False))
    pair("t8-git-lockref", "l-store-indexlock", "neither", "a leftover index.lock, not a remote-tracking ref")
    later("l-store-gc", d, "2026-10-30T17:00:00Z", "main",
          ("user", "the repo is huge, clean it up"),
          ("bash", "du -sh .git && git gc --prune=now && du -sh .git", "1.9G\t.git\n412M\t.git", False))
    pair("t8-git-lockref", "l-store-gc", "neither", "gc --prune=now for disk space; no fetch, no stale ref")
    pair("t8-npm-peer", "l-store-gc", "neither", "git housekeeping only")
    pair("t8-npm-peer", "l-store-prune", "neither", "a git fetch, no npm")


def _make() -> None:
    d, t = "/home/dev/firmware", "/home/dev/firmware-tools"
    source("s-fw-separator", d, "2026-10-12T13:00:00Z", "feat/flash",
           ("user", "add a make flash target that writes build/app.bin with st-flash"),
           ("edit", "Makefile", "clean:\n\trm -rf build\n", "clean:\n\trm -rf build\n\nflash: build/app.bin\n"
            "    st-flash write build/app.bin 0x8000000\n"),
           ("bash", "make flash", "Makefile:41: *** missing separator.  Stop.", True),
           ("say", "The recipe line is indented with four spaces; make only accepts a tab there."),
           ("edit", "Makefile", "flash: build/app.bin\n    st-flash write", "flash: build/app.bin\n\tst-flash write"),
           ("bash", "make flash", "st-flash write build/app.bin 0x8000000\n2026-10-12T13:02:11 INFO common.c: Flash "
            "written and verified! jolly good!", False))
    lesson("t8-make-tab", "global", "en", "s-fw-separator", "tool_quirk",
           "Makefile recipes need a tab, not spaces",
           "make stops at once with `*** missing separator.  Stop.` after a new rule was added.",
           "Indenting a rule's recipe lines with spaces (an editor or tool that expands tabs).",
           "make only recognises a recipe line by a leading tab character.",
           "Indent every recipe line with a real tab character, not spaces; in generated or pasted rules, check the "
           "indentation before running make.",
           "`make flash` → `Makefile:41: *** missing separator.  Stop.`; re-indented with a tab, `make flash` → "
           "`Flash written and verified! jolly good!`")
    later("l-fw-size", d, "2026-10-15T10:00:00Z", "feat/size",
          ("user", "add a make size target that prints the section sizes"),
          ("say", "Recipe lines need a tab, not spaces, so the new rule is indented with a tab."),
          ("edit", "Makefile", "clean:\n\trm -rf build\n", "clean:\n\trm -rf build\n\nsize: build/app.elf\n"
           "\tarm-none-eabi-size build/app.elf\n"),
          ("bash", "make size", "arm-none-eabi-size build/app.elf\n   text\t   data\t    bss\t    dec\t    hex\tfilename\n"
           "  48120\t   1204\t   9232\t  58556\t   e4bc\tbuild/app.elf", False))
    pair("t8-make-tab", "l-fw-size", "applied", "the new rule written with a tab on purpose; no separator error")
    later("l-tools-makefile", t, "2026-10-18T15:00:00Z", "main",
          ("user", "give firmware-tools a Makefile with lint and test targets"),
          ("write", "Makefile", ".PHONY: lint test\n\nlint:\n\truff check .\n\ntest:\n\tpytest -q\n"),
          ("say", "Recipes are tab-indented, as make requires."),
          ("bash", "make lint test", "ruff check .\nAll checks passed!\npytest -q\n12 passed in 0.31s", False))
    pair("t8-make-tab", "l-tools-makefile", "applied", "sibling project's Makefile written with tabs from the start")
    later("l-fw-include", d, "2026-10-21T09:00:00Z", "feat/hil-tests",
          ("user", "add a hil-test target in mk/tests.mk"),
          ("write", "mk/tests.mk", "hil-test: build/app.bin\n  python3 tools/hil.py --port /dev/ttyACM0\n"),
          ("bash", "make hil-test", "mk/tests.mk:2: *** missing separator.  Stop.", True),
          ("edit", "mk/tests.mk", "  python3 tools/hil.py", "\tpython3 tools/hil.py"),
          ("bash", "make hil-test", "python3 tools/hil.py --port /dev/ttyACM0\n7 hardware tests passed", False))
    pair("t8-make-tab", "l-fw-include", "recurred", "missing separator in an included .mk file, tab after")
    later("l-tools-sep", t, "2026-10-24T13:00:00Z", "feat/release",
          ("user", "add a release target and run it"),
          ("edit", "Makefile", "test:\n\tpytest -q\n", "test:\n\tpytest -q\n\nrelease:\n        python -m build\n"),
          ("bash", "make release", "Makefile:10: *** missing separator (did you mean TAB instead of 8 spaces?).  Stop.",
           True),
          ("say", "That rule needs a tab; I'll let you fix your editor settings first."))
    pair("t8-make-tab", "l-tools-sep", "recurred", "the missing separator error (8 spaces) in the sibling's Makefile")
    later("l-fw-norule", d, "2026-10-27T10:00:00Z", "main",
          ("user", "flash the board"),
          ("bash", "make flsh", "make: *** No rule to make target 'flsh'.  Stop.", True),
          ("bash", "make flash", "st-flash write build/app.bin 0x8000000\nFlash written and verified! jolly good!", False))
    pair("t8-make-tab", "l-fw-norule", "neither", "a mistyped target, not a separator error")
    later("l-fw-build", d, "2026-10-29T08:00:00Z", "main",
          ("user", "full rebuild please"),
          ("bash", "make clean && make -j4", "rm -rf build\narm-none-eabi-gcc -c src/main.c -o build/main.o\n"
           "arm-none-eabi-objcopy -O binary build/app.elf build/app.bin", False))
    pair("t8-make-tab", "l-fw-build", "neither", "make runs fine; no rule edited")


def _composer() -> None:
    d, a = "/home/dev/shop-php", "/home/dev/shop-admin-php"
    missing = ("Your lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n"
               "    - {pkg} is locked to version {ver} and an update of this package was not requested.\n    - {pkg} "
               "{ver} requires ext-{ext} * -> it is missing from your system. Install or enable PHP's {ext} extension.")
    source("s-shop-intl", d, "2026-10-13T11:00:00Z", "main",
           ("user", "install the dependencies and run the unit tests in the tooling container"),
           ("bash", "composer install", missing.format(pkg="symfony/intl", ver="v7.1.1", ext="intl"), True),
           ("say", "The tooling image has no intl extension; the unit suite doesn't touch it and production has it. "
                   "Ignoring just that one platform requirement."),
           ("bash", "composer install --ignore-platform-req=ext-intl", "Installing dependencies from lock file "
            "(including require-dev)\nPackage operations: 94 installs, 0 updates, 0 removals\nGenerating optimized "
            "autoload files", False),
           ("bash", "vendor/bin/phpunit --testsuite unit", "OK (88 tests, 231 assertions)", False))
    lesson("t8-composer-ext", "project", "en", "s-shop-intl", "env_setup",
           "Tooling image lacks a PHP extension: ignore only that platform requirement",
           "`composer install` fails with `requires ext-intl * -> it is missing from your system`.",
           "Running composer in the slim tooling container, which lacks an extension the lock file requires.",
           "Composer checks platform requirements (PHP extensions) of every locked package.",
           "Ignore that one extension: `composer install --ignore-platform-req=ext-<name>`, never "
           "`--ignore-platform-reqs` (production images have the extension).",
           "`composer install` → `symfony/intl v7.1.1 requires ext-intl * -> it is missing from your system`; "
           "`composer install --ignore-platform-req=ext-intl` then `OK (88 tests, 231 assertions)`.")
    later("l-shop-early", d, "2026-09-25T10:00:00Z", "main",
          ("user", "install deps"),
          ("bash", "composer install", missing.format(pkg="symfony/intl", ver="v7.1.1", ext="intl"), True),
          ("bash", "composer install --ignore-platform-req=ext-intl", "Generating optimized autoload files", False))
    pair("t8-composer-ext", "l-shop-early", "neither", "dated before the lesson's source (it holds failure and fix)")
    later("l-shop-mailer", d, "2026-10-17T10:00:00Z", "feat/mail",
          ("user", "add symfony/mailer"),
          ("bash", "composer require --ignore-platform-req=ext-intl 'symfony/mailer:^7.1'", "./composer.json has been "
           "updated\nLock file operations: 3 installs, 0 updates, 0 removals\nGenerating optimized autoload files",
           False))
    pair("t8-composer-ext", "l-shop-mailer", "applied", "composer require with --ignore-platform-req=ext-intl at once")
    later("l-admin-gd", a, "2026-10-20T09:00:00Z", "main",
          ("user", "set up shop-admin in the tooling container; it has no gd there"),
          ("bash", "composer install --no-interaction --ignore-platform-req=ext-gd", "Installing dependencies from lock "
           "file (including require-dev)\nGenerating optimized autoload files", False),
          ("bash", "vendor/bin/phpunit", "OK (40 tests, 97 assertions)", False))
    pair("t8-composer-ext", "l-admin-gd", "applied", "the placeholder filled with gd in the sibling, before any failure")
    later("l-shop-ssh", d, "2026-10-21T16:00:00Z", "main",
          ("user", "refresh the vendor dir on the build box (it uses the same tooling image)"),
          ("bash", "ssh build-01 'cd /srv/shop-php && git pull --ff-only && composer install --no-dev "
           "--ignore-platform-req=ext-intl'", "Fast-forward\nInstalling dependencies from lock file\nGenerating "
           "optimized autoload files", False))
    pair("t8-composer-ext", "l-shop-ssh", "applied", "the ext-intl exception passed inside an ssh command, no failure")
    later("l-shop-update", d, "2026-10-23T14:00:00Z", "chore/symfony-7.1.5",
          ("user", "update the symfony packages"),
          ("bash", "composer update 'symfony/*'", "Loading composer repositories with package information\nUpdating "
           "dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n"
           "    - symfony/intl v7.1.5 requires ext-intl * -> it is missing from your system. Install or enable PHP's "
           "intl extension.", True),
          ("bash", "composer update 'symfony/*' --ignore-platform-req=ext-intl", "Lock file operations: 0 installs, 14 "
           "updates, 0 removals", False))
    pair("t8-composer-ext", "l-shop-update", "recurred", "the ext-intl missing failure on composer update")
    later("l-shop-bcmath", d, "2026-10-26T11:00:00Z", "feat/money",
          ("user", "install after the money library was added on main"),
          ("bash", "composer install", missing.format(pkg="brick/math", ver="0.12.1", ext="bcmath"), True),
          ("bash", "composer install --ignore-platform-req=ext-bcmath", "Generating optimized autoload files", False))
    pair("t8-composer-ext", "l-shop-bcmath", "recurred", "the same missing-extension failure, for bcmath")
    later("l-shop-phpver", d, "2026-10-29T15:00:00Z", "chore/php-8.3",
          ("user", "install with the new php constraint"),
          ("bash", "composer install", "Your lock file does not contain a compatible set of packages. Please run "
           "composer update.\n\n  Problem 1\n    - Root composer.json requires php ^8.3 but your php version (8.2.20) "
           "does not satisfy that requirement.", True),
          ("say", "The container runs PHP 8.2; the branch needs the 8.3 tooling image."))
    pair("t8-composer-ext", "l-shop-phpver", "neither", "a PHP version mismatch, not a missing extension")
    later("l-shop-dump", d, "2026-10-31T10:00:00Z", "main",
          ("user", "regenerate the autoloader"),
          ("bash", "composer dump-autoload -o", "Generating optimized autoload files\nGenerated optimized autoload files "
           "containing 5123 classes", False))
    pair("t8-composer-ext", "l-shop-dump", "neither", "composer dump-autoload; no install, no platform check")


def _cmake() -> None:
    d, s = "/home/dev/sensor-hub", "/home/dev/sensor-hub-sim"
    moved = ("CMake Error: The current CMakeCache.txt directory {d}/{b}/CMakeCache.txt is different than the directory "
             "{old}/{b} where CMakeCache.txt was created. This may result in binaries being created in the wrong place. "
             "If you are not sure, reedit the CMakeCache.txt")
    source("s-hub-cache", d, "2026-10-14T16:00:00Z", "main",
           ("user", "I moved the repo from ~/projects to ~/ — build it again"),
           ("bash", "cmake --build build", moved.format(d=d, b="build", old="/home/dev/projects/sensor-hub"), True),
           ("say", "The build directory remembers the old source path. Starting it over."),
           ("bash", "rm -rf build && cmake -S . -B build -G Ninja && cmake --build build",
            "-- The CXX compiler identification is GNU 13.2.0\n-- Configuring done (1.4s)\n-- Generating done (0.0s)\n"
            "[42/42] Linking CXX executable hub", False))
    lesson("t8-cmake-moved", "project", "en", "s-hub-cache", "build_config",
           "A moved checkout needs a fresh CMake build directory",
           "`cmake --build` fails with `CMake Error: The current CMakeCache.txt directory ... is different than the "
           "directory`.",
           "Reusing a build directory after the source tree was moved or copied to another path.",
           "CMakeCache.txt stores absolute source and build paths from where it was configured.",
           "Delete the stale build directory and configure again: `rm -rf <build> && cmake -S . -B <build>` then "
           "`cmake --build <build>`.",
           "`cmake --build build` → `The current CMakeCache.txt directory`; `rm -rf build && cmake -S . -B build -G "
           "Ninja && cmake --build build` → `Linking CXX executable hub`.")
    later("l-hub-early", d, "2026-09-29T09:00:00Z", "main",
          ("user", "build"),
          ("bash", "cmake --build build", moved.format(d=d, b="build", old="/mnt/usb/sensor-hub"), True),
          ("say", "The cache was configured elsewhere; not touching it."))
    pair("t8-cmake-moved", "l-hub-early", "neither", "dated before the lesson's source (it holds the same failure)")
    later("l-hub-debug", d, "2026-10-17T09:00:00Z", "fix/i2c",
          ("user", "the debug build dir came from the old laptop too; make a debug build"),
          ("bash", "rm -rf build-debug && cmake -S . -B build-debug -DCMAKE_BUILD_TYPE=Debug && cmake --build "
           "build-debug -j2", "-- Configuring done (1.3s)\n-- Generating done (0.0s)\n[42/42] Linking CXX executable "
           "hub", False))
    pair("t8-cmake-moved", "l-hub-debug", "applied", "the copied build-debug dir removed and configured afresh first")
    later("l-sim-fresh", s, "2026-10-20T10:00:00Z", "main",
          ("user", "I copied sensor-hub-sim over from the old laptop as well, please build it"),
          ("bash", "rm -rf /home/dev/sensor-hub-sim/build && cmake -S /home/dev/sensor-hub-sim -B "
           "/home/dev/sensor-hub-sim/build && cmake --build /home/dev/sensor-hub-sim/build",
           "-- Configuring done (0.9s)\n[17/17] Linking CXX executable sim", False))
    pair("t8-cmake-moved", "l-sim-fresh", "applied", "full-path rm and configure in the sibling before building")
    later("l-hub-arm", d, "2026-10-23T13:00:00Z", "feat/arm",
          ("user", "build the arm cross build"),
          ("bash", "cmake --build build-arm", moved.format(d=d, b="build-arm", old="/mnt/old/sensor-hub"), True),
          ("bash", "rm -rf build-arm && cmake -S . -B build-arm -DCMAKE_TOOLCHAIN_FILE=cmake/arm.cmake && cmake "
           "--build build-arm", "[40/40] Linking CXX executable hub", False))
    pair("t8-cmake-moved", "l-hub-arm", "recurred", "the moved-cache error in build-arm, then the fresh configure")
    later("l-sim-cache", s, "2026-10-26T08:00:00Z", "feat/noise",
          ("user", "rebuild the simulator"),
          ("bash", "cmake -S . -B out", moved.format(d=s, b="out", old="/home/dev/projects/sensor-hub-sim"), True),
          ("say", "out/ was configured from the old location; shall I delete it?"))
    pair("t8-cmake-moved", "l-sim-cache", "recurred", "the same CMakeCache.txt directory error in the sibling")
    later("l-hub-compiler", d, "2026-10-29T11:00:00Z", "main",
          ("user", "configure in the new minimal container"),
          ("bash", "cmake -S . -B build-ci", "CMake Error at CMakeLists.txt:3 (project):\n  No CMAKE_CXX_COMPILER could "
           "be found.\n\n-- Configuring incomplete, errors occurred!", True),
          ("bash", "apt-get install -y g++ >/dev/null && cmake -S . -B build-ci", "-- Configuring done (2.1s)", False))
    pair("t8-cmake-moved", "l-hub-compiler", "neither", "no C++ compiler in the container; a different CMake error")
    later("l-hub-du", d, "2026-10-31T16:00:00Z", "main",
          ("user", "free some disk space"),
          ("bash", "du -sh build* && rm -rf build-old build-profile && df -h . | tail -1", "1.2G\tbuild\n880M\t"
           "build-old\n640M\tbuild-profile\n/dev/nvme0n1p2  468G  401G   44G  91% /", False))
    pair("t8-cmake-moved", "l-hub-du", "neither", "build dirs deleted for disk space; no cmake, no moved cache")
    pair("t8-make-tab", "l-hub-compiler", "neither", "another project's CMake configure")


def _across() -> None:
    """Sessions of one project paired with another project's lesson: nothing of it."""
    pair("t8-tf-lock", "l-platform-nodes", "neither", "kubectl reads in the platform project; no terraform")
    pair("t8-psql-socket", "l-shop-dump", "neither", "a composer autoload dump in the PHP shop")
    pair("t8-gradle-jdk", "l-fw-build", "neither", "a make build of the firmware; no gradle")
    pair("t8-cmake-moved", "l-fw-build", "neither", "the firmware builds with plain make; no CMake cache")
    pair("t8-git-lockref", "l-gateway-merge", "neither", "a merge of origin/main with no fetch error and no prune")


def build_third_part() -> None:
    _git()
    _make()
    _composer()
    _cmake()
    _across()
