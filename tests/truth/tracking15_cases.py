"""The fifteenth tracking corpus's case tables (one `CaseTables("t15-")`), the step helpers its parts share, and
its first two topics: Meson refusing new `-D` options on an already configured build directory, and autotools'
`configure` not finding a library installed under a non-standard prefix (PKG_CONFIG_PATH).

Labels, decided from the session text alone:
- applied: the later session does the lesson's fix up front (any spelling: other flag order, env var instead of
  flag, the setting written by Edit/Write, a Makefile target that wraps it) and the failure does not show.
- recurred: the lesson's failure shows again (another file, project, host, tool wording, a log a command
  prints), fixed afterwards or not.
- neither: unrelated work, look-alike errors with another cause, the fix's words in an unrelated place or an
  inspect-only command, and any session dated before the lesson's source session.
"""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t15-")
SOURCES, LATER, LESSONS, PAIRS = T.sources, T.later_sessions, T.lessons, T.pairs


def u(text: str) -> tuple[Any, ...]:
    return ("user", text)


def say(text: str) -> tuple[Any, ...]:
    return ("say", text)


def sh(command: str, output: str, error: bool = False) -> tuple[Any, ...]:
    return ("bash", command, output, error)


def ed(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


def wr(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


def rd(path: str, content: str) -> tuple[Any, ...]:
    numbered = "\n".join(f"{i:>6}→{line}" for i, line in enumerate(content.splitlines(), 1))
    return ("tool", "Read", {"file_path": path}, numbered, False)


def grep(pattern: str, path: str, output: str) -> tuple[Any, ...]:
    return ("tool", "Grep", {"pattern": pattern, "path": path, "output_mode": "content", "-n": True}, output, False)


TESSEL = "/home/dev/src/tessel"
MESON_HEAD = """The Meson build system
Version: 1.4.1
Source dir: {src}
Build dir: {src}/{build}
Build type: native build
"""
ALREADY = """
ERROR: Directory already configured.

Just run your build command (e.g. ninja) and Meson will regenerate as necessary.
Run "meson setup --reconfigure" to force Meson to regenerate.

If build failures persist, run "meson setup --wipe" to rebuild from scratch
using the same options as passed when configuring the build."""


def lesson_a() -> None:
    T.source("s-meson-reconf", TESSEL, "2026-02-02T09:10:00Z", "feat/simd",
             u("turn on the simd option in the existing build dir and rebuild, then run the tests"),
             say("I'll pass the new option to meson and rebuild."),
             sh("meson setup build -Dsimd=enabled", MESON_HEAD.format(src=TESSEL, build="build") + ALREADY, True),
             say("`build/` was configured earlier, and a plain `meson setup` refuses an existing directory even when "
                 "new `-D` options are given. Reconfiguring keeps the directory and applies the option."),
             sh("meson setup --reconfigure build -Dsimd=enabled",
                MESON_HEAD.format(src=TESSEL, build="build") + """Project name: tessel
Project version: 0.9.2
C compiler for the host machine: cc (gcc 13.2.0 "cc (Ubuntu 13.2.0-23ubuntu4) 13.2.0")
Checking for function "_mm256_fmadd_ps" : YES
Message: SIMD kernels: enabled (avx2)
Build targets in project: 14

tessel 0.9.2

  User defined options
    simd: enabled

Found ninja-1.11.1 at /usr/bin/ninja
Cleaning... 0 files."""),
             sh("ninja -C build && meson test -C build --print-errorlogs",
                """ninja: Entering directory `build'
[37/37] Linking target tests/test_kernels
ninja: Entering directory `build'
ninja: no work to do.
 1/22 tessel:kernels / fma_avx2        OK              0.04s
 2/22 tessel:kernels / dot_avx2        OK              0.03s
...
22/22 tessel:io / roundtrip            OK              0.21s

Ok:                 22
Expected Fail:      0
Fail:               0
Unexpected Pass:    0
Skipped:            0
Timeout:            0"""))
    T.lesson("t15-meson-reconfigure", "global", "en", "s-meson-reconf", "tool_quirk",
             "`meson setup` on an existing build dir refuses new `-D` options",
             "`meson setup build -Dsimd=enabled` on a directory that was configured before stops with "
             "`ERROR: Directory already configured.` and the option is never applied.",
             "Re-running `meson setup <builddir> -D<opt>=<value>` looks like the way to change an option, but Meson "
             "only runs setup on a fresh directory.",
             "An existing build directory keeps its options in `meson-private/`; setup will not touch it without "
             "`--reconfigure` (or `--wipe`).",
             "Use `meson setup --reconfigure <builddir> -D<opt>=<value>` (or change the option with "
             "`meson configure <builddir> -D<opt>=<value>`), then `ninja -C <builddir>`.",
             ["`meson setup build -Dsimd=enabled` → `ERROR: Directory already configured.`",
              "`meson setup --reconfigure build -Dsimd=enabled` then printed `Message: SIMD kernels: enabled (avx2)` "
              "and `meson test -C build` passed (`Ok:                 22`)."])


def later_a() -> None:
    T.later("l-meson-early", TESSEL, "2026-01-20T14:00:00Z", "main",
            u("switch the build to debugoptimized"),
            sh("meson setup build -Dbuildtype=debugoptimized",
               MESON_HEAD.format(src=TESSEL, build="build") + ALREADY, True),
            sh("meson setup --wipe build -Dbuildtype=debugoptimized",
               MESON_HEAD.format(src=TESSEL, build="build") + "Project name: tessel\nBuild targets in project: 12\n"
               "Found ninja-1.11.1 at /usr/bin/ninja"))
    T.later("l-meson-lto", TESSEL, "2026-02-17T10:05:00Z", "perf/lto",
            u("try an LTO build and compare the bench numbers against main"),
            say("The existing `build/` is already configured, so I'll reconfigure it with LTO on rather than run a "
                "fresh setup."),
            sh("meson setup build --reconfigure -Db_lto=true -Dbuildtype=release",
               MESON_HEAD.format(src=TESSEL, build="build") + """Project name: tessel
Build targets in project: 14

  User defined options
    b_lto    : true
    buildtype: release

Found ninja-1.11.1 at /usr/bin/ninja
Cleaning... 0 files."""),
            sh("ninja -C build bench && ./build/bench/bench_kernels --quick",
               "[41/41] Linking target bench/bench_kernels\nfma_avx2     1024   212 ns/op\ndot_avx2     1024    88 ns/op"))
    T.later("l-meson-makefile", TESSEL, "2026-02-19T16:20:00Z", "chore/make-wrapper",
            u("add a make target so people can change meson options without remembering the incantation, then use it "
              "to enable the tests option"),
            rd(f"{TESSEL}/Makefile", "BUILD ?= build\n\nall:\n\tninja -C $(BUILD)\n\ntest: all\n\tmeson test -C $(BUILD)\n"),
            ed(f"{TESSEL}/Makefile", "test: all\n\tmeson test -C $(BUILD)\n",
               "test: all\n\tmeson test -C $(BUILD)\n\n# change options on an existing build dir\nreconf:\n"
               "\tmeson setup --reconfigure $(BUILD) $(MESON_OPTS)\n"),
            sh("make reconf MESON_OPTS='-Dtests=true' && make test",
               "meson setup --reconfigure build -Dtests=true\n" + MESON_HEAD.format(src=TESSEL, build="build") +
               "Project name: tessel\nBuild targets in project: 16\nFound ninja-1.11.1 at /usr/bin/ninja\n"
               "Cleaning... 0 files.\nninja -C build\n[52/52] Linking target tests/test_io\nmeson test -C build\n"
               "Ok:                 24\nFail:               0"))
    T.later("l-meson-configure", "/home/dev/src/libquad", "2026-02-20T11:00:00Z", "main",
            u("libquad's builddir is debug; make it a release build and rerun the benchmarks"),
            say("`builddir` exists already; I'll change the option in place with `meson configure` instead of "
                "running setup again."),
            sh("meson configure builddir -Dbuildtype=release -Db_ndebug=true && ninja -C builddir",
               "ninja: Entering directory `builddir'\n[0/1] Regenerating build files.\nThe Meson build system\n"
               "Version: 1.4.1\nBuild type: native build\nProject name: libquad\nBuild targets in project: 9\n"
               "[21/21] Linking target bench/quadbench"),
            sh("./builddir/bench/quadbench", "gauss_kronrod_21   1.8 us\ntanh_sinh          4.1 us"))
    T.later("l-meson-recur-quad", "/home/dev/src/libquad", "2026-02-23T09:30:00Z", "docs/api",
            u("build the API docs too, there is a docs option"),
            sh("meson setup _build -Ddocs=true",
               MESON_HEAD.format(src="/home/dev/src/libquad", build="_build") + ALREADY, True),
            say("The `_build` directory already exists, so setup refuses it. I'll reconfigure it."),
            sh("meson setup --reconfigure _build -Ddocs=true && ninja -C _build docs",
               "Project name: libquad\n  User defined options\n    docs: true\nFound ninja-1.11.1 at /usr/bin/ninja\n"
               "[3/3] Generating docs/html with a custom command"))
    T.later("l-meson-ci-log", TESSEL, "2026-02-25T13:40:00Z", "ci/cache-build",
            u("the nightly job started failing after I added the build-dir cache. look at scripts/ci-build.sh"),
            sh("bash scripts/ci-build.sh 2>&1 | tail -n 14",
               "+ restore_cache build\nrestored 1843 files into build/\n+ meson setup build -Dsimd=enabled -Dtests=true\n"
               + MESON_HEAD.format(src=TESSEL, build="build") + ALREADY + "\n+ exit 1", True),
            say("The restored cache makes `build/` an already-configured directory, so the plain setup in the script "
                "fails. I'll make the script reconfigure when the directory exists."),
            ed(f"{TESSEL}/scripts/ci-build.sh", "meson setup build -Dsimd=enabled -Dtests=true",
               "meson setup build --reconfigure -Dsimd=enabled -Dtests=true"),
            sh("bash scripts/ci-build.sh 2>&1 | tail -n 3", "Ok:                 24\nFail:               0\n+ exit 0"))
    T.later("l-meson-fresh", "/home/dev/src/tessel-wt/feat-neon", "2026-02-18T08:45:00Z", "feat/neon",
            u("set up a build in this new worktree with simd disabled"),
            sh("ls", "LICENSE\nREADME.md\nbench\nmeson.build\nmeson_options.txt\nsrc\ntests"),
            sh("meson setup build -Dsimd=disabled && ninja -C build",
               MESON_HEAD.format(src="/home/dev/src/tessel-wt/feat-neon", build="build") +
               "Project name: tessel\nMessage: SIMD kernels: disabled\nBuild targets in project: 14\n"
               "Found ninja-1.11.1 at /usr/bin/ninja\n[37/37] Linking target tests/test_kernels"))
    T.later("l-meson-inspect", TESSEL, "2026-02-21T15:10:00Z", "main",
            u("what options is build/ using right now? just tell me, don't change anything"),
            sh("meson configure build | grep -E 'simd|buildtype|b_lto|tests'",
               "  buildtype    release    [plain, debug, debugoptimized, release, minsize, custom]  Build type to use\n"
               "  b_lto        true       [true, false]    Use link time optimization\n"
               "  simd         enabled    [enabled, disabled, auto]  SIMD kernels\n"
               "  tests        true       [true, false]    Build the test suite"),
            say("`build/` is a release LTO build with SIMD on and tests enabled."))
    T.later("l-meson-unknown-opt", TESSEL, "2026-02-24T10:00:00Z", "feat/simd-level",
            u("configure a fresh build dir build-avx512 with simd_level=avx512"),
            sh("meson setup build-avx512 -Dsimd_level=avx512",
               MESON_HEAD.format(src=TESSEL, build="build-avx512") +
               "\nmeson.build:1:0: ERROR: Unknown option: \"simd_level\".", True),
            say("That option does not exist yet; it has to be declared in `meson_options.txt` first."),
            ed(f"{TESSEL}/meson_options.txt", "option('simd', type: 'feature', value: 'auto')",
               "option('simd', type: 'feature', value: 'auto')\noption('simd_level', type: 'combo', "
               "choices: ['avx2', 'avx512'], value: 'avx2')"),
            sh("rm -rf build-avx512 && meson setup build-avx512 -Dsimd_level=avx512",
               MESON_HEAD.format(src=TESSEL, build="build-avx512") + "Project name: tessel\n"
               "Build targets in project: 14"))
    for sess, outcome, why in (
            ("l-meson-early", "neither", "dated before the lesson's source session (it meets the same error)"),
            ("l-meson-lto", "applied", "reconfigures the existing build dir up front (`--reconfigure` after the dir)"),
            ("l-meson-makefile", "applied", "adds and runs a make target wrapping `meson setup --reconfigure`; no error"),
            ("l-meson-configure", "applied", "changes options in place with `meson configure builddir -D…` first"),
            ("l-meson-recur-quad", "recurred", "`ERROR: Directory already configured.` again on libquad's `_build`"),
            ("l-meson-ci-log", "recurred", "the CI script's log shows `Directory already configured` on a cached dir"),
            ("l-meson-fresh", "neither", "plain setup of a new directory in a fresh worktree; nothing to reconfigure"),
            ("l-meson-inspect", "neither", "`meson configure build` without -D only lists options"),
            ("l-meson-unknown-opt", "neither", "`Unknown option` on a fresh dir: another error, another cause")):
        T.pair("t15-meson-reconfigure", sess, outcome, why)


VAULTLINE = "/home/dev/src/vaultline"
SODIUM_MISSING = """checking for pkg-config... /usr/bin/pkg-config
checking pkg-config is at least version 0.9.0... yes
checking for SODIUM... no
configure: error: Package requirements (libsodium >= 1.0.18) were not met:

No package 'libsodium' found

Consider adjusting the PKG_CONFIG_PATH environment variable if you
installed software in a non-standard prefix.

Alternatively, you may set the environment variables SODIUM_CFLAGS
and SODIUM_LIBS to avoid the need to call pkg-config.
See the pkg-config man page for more details."""
CONFIG_OK = """checking for pkg-config... /usr/bin/pkg-config
checking pkg-config is at least version 0.9.0... yes
checking for SODIUM... yes
checking for library containing event_base_new... -levent
configure: creating ./config.status
config.status: creating Makefile
config.status: creating src/config.h"""


def lesson_b() -> None:
    T.source("s-pkgconfig-sodium", VAULTLINE, "2026-02-03T10:00:00Z", "deps/sodium-1.0.20",
             u("I built libsodium 1.0.20 into /opt/sodium. configure and build vaultline against it"),
             sh("./autogen.sh && ./configure --prefix=$HOME/.local",
                "autoreconf: export WARNINGS=\nautoreconf: Entering directory '.'\n...\n" + SODIUM_MISSING, True),
             say("pkg-config only searches the system directories, and `/opt/sodium` is not one of them. Let me "
                 "check where the `.pc` file is."),
             sh("ls /opt/sodium/lib/pkgconfig", "libsodium.pc"),
             sh("PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig ./configure --prefix=$HOME/.local && make -j8",
                CONFIG_OK + "\nmake  all-recursive\n  CC       src/vaultlined-main.o\n  CC       src/vaultlined-seal.o\n"
                "  CCLD     vaultlined"))
    T.lesson("t15-pkgconfig-path", "project", "en", "s-pkgconfig-sodium", "build_config",
             "configure can't find libsodium installed under /opt/sodium",
             "`./configure` fails with `No package 'libsodium' found` although libsodium is built and installed "
             "under `/opt/sodium`.",
             "The library is installed, so the failure looks like a broken build of libsodium; reinstalling it "
             "changes nothing.",
             "`PKG_CHECK_MODULES` asks pkg-config, which only searches its default directories; "
             "`/opt/sodium/lib/pkgconfig` is not among them.",
             "Run configure with `PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig ./configure ...` (export it, or pass "
             "`PKG_CONFIG_PATH=<prefix>/lib/pkgconfig` as a configure argument) for any library under a custom "
             "prefix.",
             ["`./configure --prefix=$HOME/.local` → `No package 'libsodium' found` / `Consider adjusting the "
              "PKG_CONFIG_PATH environment variable`",
              "`PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig ./configure --prefix=$HOME/.local && make -j8` → "
              "`checking for SODIUM... yes`, `CCLD     vaultlined`"])


def later_b() -> None:
    T.later("l-pc-export", VAULTLINE, "2026-02-16T09:00:00Z", "feat/debug-build",
            u("do a debug build of vaultline with --enable-debug"),
            sh("export PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig:$PKG_CONFIG_PATH; ./configure --enable-debug && "
               "make -j8", CONFIG_OK + "\nchecking whether to enable debug... yes\n  CCLD     vaultlined"))
    T.later("l-pc-arg", VAULTLINE, "2026-02-18T11:30:00Z", "release/0.4",
            u("build a release tarball install into /usr/local/stow/vaultline-0.4"),
            say("libsodium lives under /opt/sodium, so I'll hand configure the pkg-config path as a precious "
                "variable; it is then recorded in config.status for reconfigures too."),
            sh("./configure --prefix=/usr/local/stow/vaultline-0.4 PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig && "
               "make -j8 && make install", CONFIG_OK + "\n  CCLD     vaultlined\n"
               " /usr/bin/install -c vaultlined '/usr/local/stow/vaultline-0.4/bin'"))
    T.later("l-pc-envrc", VAULTLINE, "2026-02-22T14:00:00Z", "chore/envrc",
            u("I keep forgetting the sodium path. put it in an .envrc and rebuild through direnv"),
            wr(f"{VAULTLINE}/.envrc", "# libsodium 1.0.20 is built under /opt/sodium\n"
               "export PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}\n"),
            sh("direnv allow . && direnv exec . sh -c './configure && make -j8'",
               "direnv: loading ~/src/vaultline/.envrc\ndirenv: export ~PKG_CONFIG_PATH\n" + CONFIG_OK +
               "\n  CCLD     vaultlined"))
    T.later("l-pc-recur-zstd", VAULTLINE, "2026-02-26T10:10:00Z", "feat/zstd-snapshots",
            u("add zstd compression for snapshots. zstd 1.5.6 is built in /opt/zstd"),
            ed(f"{VAULTLINE}/configure.ac", "PKG_CHECK_MODULES([SODIUM], [libsodium >= 1.0.18])",
               "PKG_CHECK_MODULES([SODIUM], [libsodium >= 1.0.18])\nPKG_CHECK_MODULES([ZSTD], [libzstd >= 1.5])"),
            sh("autoreconf -fi && PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig ./configure",
               "checking for SODIUM... yes\nchecking for ZSTD... no\nconfigure: error: Package requirements "
               "(libzstd >= 1.5) were not met:\n\nNo package 'libzstd' found\n\nConsider adjusting the "
               "PKG_CONFIG_PATH environment variable if you\ninstalled software in a non-standard prefix.", True),
            sh("PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig:/opt/zstd/lib/pkgconfig ./configure && make -j8",
               CONFIG_OK.replace("checking for SODIUM... yes", "checking for SODIUM... yes\nchecking for ZSTD... yes")
               + "\n  CCLD     vaultlined"))
    T.later("l-pc-recur-tool", "/home/dev/src/vaultline-tools", "2026-02-27T15:00:00Z", "main",
            u("build the sealcheck helper in vaultline-tools"),
            sh("make sealcheck", "cc -O2 -Wall $(pkg-config --cflags libsodium) -o sealcheck sealcheck.c "
               "$(pkg-config --libs libsodium)\nPackage libsodium was not found in the pkg-config search path.\n"
               "Perhaps you should add the directory containing `libsodium.pc'\nto the PKG_CONFIG_PATH environment "
               "variable\nNo package 'libsodium' found\nsealcheck.c:3:10: fatal error: sodium.h: No such file or "
               "directory\nmake: *** [Makefile:7: sealcheck] Error 1", True),
            sh("PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig make sealcheck", "cc -O2 -Wall -I/opt/sodium/include -o "
               "sealcheck sealcheck.c -L/opt/sodium/lib -lsodium"))
    T.later("l-pc-libuv-old", "/home/dev/src/relayd", "2026-02-20T09:20:00Z", "main",
            u("relayd configure fails on the build box, can you see why"),
            sh("./configure", "checking for LIBUV... no\nconfigure: error: Package requirements (libuv >= 1.48) "
               "were not met:\n\nRequested 'libuv >= 1.48' but version of libuv is 1.44.2\n\nConsider adjusting "
               "the PKG_CONFIG_PATH environment variable if you\ninstalled software in a non-standard prefix.", True),
            sh("find / -name 'libuv*.pc' 2>/dev/null", "/usr/lib/x86_64-linux-gnu/pkgconfig/libuv.pc"),
            say("Only the distro's libuv 1.44.2 exists on this box; no newer copy is installed anywhere. The 1.48 "
                "floor came from last week's bump, and the code only needs 1.44 APIs."),
            ed("/home/dev/src/relayd/configure.ac", "PKG_CHECK_MODULES([LIBUV], [libuv >= 1.48])",
               "PKG_CHECK_MODULES([LIBUV], [libuv >= 1.44])"),
            sh("autoreconf -fi && ./configure", "checking for LIBUV... yes\nconfig.status: creating Makefile"))
    T.later("l-pc-readme", VAULTLINE, "2026-02-24T12:00:00Z", "docs/building",
            u("document the build steps in BUILDING.md, including the /opt/sodium thing"),
            ed(f"{VAULTLINE}/BUILDING.md", "## Configure\n",
               "## Configure\n\nlibsodium is expected under /opt/sodium:\n\n    PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig "
               "./configure\n"),
            sh("git diff --stat", " BUILDING.md | 5 +++++\n 1 file changed, 5 insertions(+)"))
    for sess, outcome, why in (
            ("l-pc-export", "applied", "exports PKG_CONFIG_PATH to /opt/sodium before configure; SODIUM found"),
            ("l-pc-arg", "applied", "passes `PKG_CONFIG_PATH=/opt/sodium/lib/pkgconfig` as a configure argument"),
            ("l-pc-envrc", "applied", "writes the export into .envrc and builds through `direnv exec`; no error"),
            ("l-pc-recur-zstd", "recurred", "`No package 'libzstd' found` for zstd under /opt/zstd, same cause"),
            ("l-pc-recur-tool", "recurred", "`Package libsodium was not found in the pkg-config search path` in tools"),
            ("l-pc-libuv-old", "neither", "libuv too old on the box (version floor), not a missing search path"),
            ("l-pc-readme", "neither", "only writes the PKG_CONFIG_PATH line into BUILDING.md")):
        T.pair("t15-pkgconfig-path", sess, outcome, why)
