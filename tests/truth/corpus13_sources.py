"""Scripted sessions of corpus13, part a: vcpkg manifests, Meson wraps, autotools with pkg-config, Qt 6 on Windows."""
from __future__ import annotations

from tests.truth.corpus13_common import B, E, F, S, U

VCPKG_FAIL = """Preset CMake variables:

  CMAKE_BUILD_TYPE="RelWithDebInfo"
  CMAKE_TOOLCHAIN_FILE="/opt/vcpkg/scripts/buildsystems/vcpkg.cmake"

-- Running vcpkg install
error: this vcpkg instance requires a manifest with a specified baseline in order to interact with ports. Please add 'builtin-baseline' to the manifest or add a 'vcpkg-configuration.json' that redefines the default registry.
See https://learn.microsoft.com/vcpkg/users/registries for more information.
-- Running vcpkg install - failed
CMake Error at /opt/vcpkg/scripts/buildsystems/vcpkg.cmake:899 (message):
  vcpkg install failed.  See logs for more information:
  /home/dana/src/tilemap-render/build/ci/vcpkg-manifest-install.log
Call Stack (most recent call first):
  /usr/share/cmake-3.28/Modules/CMakeDetermineSystem.cmake:170 (include)
  CMakeLists.txt:2 (project)


-- Configuring incomplete, errors occurred!"""

VCPKG_OK = """-- Running vcpkg install
Detecting compiler hash for triplet x64-linux...
The following packages will be built and installed:
    libpng:x64-linux@1.6.43
  * vcpkg-cmake:x64-linux@2024-04-23
  * vcpkg-cmake-config:x64-linux@2024-05-23
    zlib:x64-linux@1.3.1
Additional packages (*) will be modified to complete this operation.
Installing 1/4 vcpkg-cmake:x64-linux@2024-04-23...
Installing 4/4 libpng:x64-linux@1.6.43...
Elapsed time to handle libpng:x64-linux: 38 s
-- Running vcpkg install - done
-- The C compiler identification is GNU 13.2.0
-- The CXX compiler identification is GNU 13.2.0
-- Found PNG: /home/dana/src/tilemap-render/build/ci/vcpkg_installed/x64-linux/lib/libpng16.a (found version "1.6.43")
-- Configuring done (51.8s)
-- Generating done (0.1s)
-- Build files have been written to: /home/dana/src/tilemap-render/build/ci"""

FREETYPE_FAIL = """-- Running vcpkg install - done
CMake Error at CMakeLists.txt:31 (find_package):
  Could not find a package configuration file provided by "freetype" with any
  of the following names:

    freetypeConfig.cmake
    freetype-config.cmake

  Add the installation prefix of "freetype" to CMAKE_PREFIX_PATH or set
  "freetype_DIR" to a directory containing one of the above files.  If
  "freetype" provides a separate development package or SDK, be sure it has
  been installed.


-- Configuring incomplete, errors occurred!"""


def vcpkg() -> list:
    return [
        U("configure fails on the new CI image with vcpkg. It's `cmake --preset ci` — can you look?"),
        F("cmake --preset ci", 1, VCPKG_FAIL),
        S("The CI image's vcpkg is in versioning mode and `vcpkg.json` has no `builtin-baseline`. I'll pin the "
          "baseline to the commit of the vcpkg checkout baked into the image."),
        B("git -C /opt/vcpkg rev-parse HEAD", "a42af01b72c28a8e1d7b48107b33e4f286a55ef6"),
        E("/home/dana/src/tilemap-render/vcpkg.json", '  "name": "tilemap-render",',
          '  "name": "tilemap-render",\n  "builtin-baseline": "a42af01b72c28a8e1d7b48107b33e4f286a55ef6",'),
        B("cmake --preset ci", VCPKG_OK),
        S("Configure passes now. libpng and zlib built from source in 38 s+."),
        U("CI rebuilds libpng every single run, ~9 minutes with the other deps. Can we cache that?"),
        S("vcpkg has binary caching; with a `files` source it stores zipped packages in a directory the CI cache "
          "can keep. Trying it locally with two fresh configures:"),
        B('export VCPKG_BINARY_SOURCES="clear;files,$HOME/.cache/vcpkg-bin,readwrite" && cmake --preset ci --fresh '
          '2>&1 | grep -E "Restored|Stored|Elapsed"',
          "Restored 0 package(s) from /home/dana/.cache/vcpkg-bin in 1.2 ms. Use --debug to see more details.\n"
          "Elapsed time to handle libpng:x64-linux: 37 s\n"
          "Stored binaries in 1 destinations in 2.1 s."),
        B('export VCPKG_BINARY_SOURCES="clear;files,$HOME/.cache/vcpkg-bin,readwrite" && cmake --preset ci --fresh '
          '2>&1 | grep -E "Restored|Stored|Elapsed"',
          "Restored 4 package(s) from /home/dana/.cache/vcpkg-bin in 212 ms. Use --debug to see more details."),
        E("/home/dana/src/tilemap-render/.github/workflows/ci.yml", "    env:\n      CC: gcc-13",
          "    env:\n      CC: gcc-13\n      VCPKG_BINARY_SOURCES: clear;files,${{ github.workspace }}/.vcpkg-bin,readwrite"),
        S("Second configure restored all 4 packages in 212 ms instead of building. I added the variable to the "
          "workflow; the `actions/cache` step still needs `.vcpkg-bin` as its path."),
        U("ok. next: the text overlay. `-DTILEMAP_TEXT=ON` needs freetype"),
        B("cmake --preset ci -DTILEMAP_TEXT=ON 2>&1 | tail -n 16", FREETYPE_FAIL),
        S("freetype isn't in the manifest. I'll add it under a `text` feature so builds without the overlay don't "
          "pay for it."),
        E("/home/dana/src/tilemap-render/vcpkg.json", '  "features": {}',
          '  "features": {\n    "text": {\n      "description": "text overlay",\n'
          '      "dependencies": [ "freetype" ]\n    }\n  }'),
        B("cmake --preset ci -DTILEMAP_TEXT=ON 2>&1 | tail -n 16", FREETYPE_FAIL),
        S("Same error: the `text` feature is declared but nothing activates it, so vcpkg never installs freetype. "
          "The preset needs `VCPKG_MANIFEST_FEATURES` set to `text` when `TILEMAP_TEXT` is on, e.g. "
          "`-DVCPKG_MANIFEST_FEATURES=text` in a `ci-text` preset. I haven't touched `CMakePresets.json` — tell me "
          "if you want a separate preset or the feature always on."),
        U("I'll decide with the team tomorrow, leave it"),
    ]


MESON_FAIL = """The Meson build system
Version: 1.4.0
Source dir: /home/ines/code/pcm-tools
Build dir: /home/ines/code/pcm-tools/build
Build type: native build
Project name: pcm-tools
Project version: 0.3.0
C compiler for the host machine: cc (gcc 13.2.0 "cc (Ubuntu 13.2.0-23ubuntu4) 13.2.0")
C linker for the host machine: cc ld.bfd 2.42
Host machine cpu family: x86_64
Host machine cpu: x86_64
Found pkg-config: YES (/usr/bin/pkg-config) 1.8.1
Run-time dependency opus found: NO (tried pkgconfig and cmake)

meson.build:14:10: ERROR: Dependency "opus" not found, tried pkgconfig and cmake

A full log can be found at /home/ines/code/pcm-tools/build/meson-logs/meson-log.txt"""

MESON_OK = """Executing subproject opus

opus| Project name: opus
opus| Project version: 1.5.2
opus| C compiler for the host machine: cc (gcc 13.2.0 "cc (Ubuntu 13.2.0-23ubuntu4) 13.2.0")
opus| Build targets in project: 31
opus| Subproject opus finished.

Dependency opus from subproject subprojects/opus-1.5.2 found: YES 1.5.2
Build targets in project: 40

pcm-tools 0.3.0

  Subprojects
    opus         : YES

Found ninja-1.11.1 at /usr/bin/ninja"""

NINJA_FAIL = """ninja: Entering directory `build'
[118/212] Compiling C object subprojects/opus-1.5.2/libopus.a.p/silk_float_pitch_analysis_core_FLP.c.o
FAILED: subprojects/opus-1.5.2/libopus.a.p/silk_float_pitch_analysis_core_FLP.c.o
cc -Isubprojects/opus-1.5.2/libopus.a.p -Isubprojects/opus-1.5.2 -fdiagnostics-color=always -Wall -Winvalid-pch -Wextra -Werror -O2 -g -c ../subprojects/opus-1.5.2/silk/float/pitch_analysis_core_FLP.c
../subprojects/opus-1.5.2/silk/float/pitch_analysis_core_FLP.c:212:21: error: variable 'energy_tmp' set but not used [-Werror=unused-but-set-variable]
  212 |     silk_float      energy_tmp;
      |                     ^~~~~~~~~~
cc1: all warnings being treated as errors
ninja: build stopped: subcommand failed."""


def meson() -> list:
    return [
        U("`meson setup build` fails now that I added the opus dependency"),
        F("meson setup build", 1, MESON_FAIL),
        S("There's no opus `.pc` on this machine. Rather than require a system package, I'll add the WrapDB wrap "
          "so Meson falls back to building opus as a subproject."),
        B("mkdir -p subprojects && meson wrap install opus", "Installed opus version 1.5.2 revision 1"),
        B("meson setup --reconfigure build", MESON_OK),
        F("ninja -C build", 1, NINJA_FAIL),
        S("The project's `default_options` has `werror=true`, and that is inherited by the opus subproject, whose "
          "own code trips `-Wunused-but-set-variable`. Setting `werror` off for the subproject only:"),
        B("meson configure build -Dopus:werror=false && ninja -C build | tail -n 2",
          "[211/212] Linking target pcminfo\n[212/212] Linking target pcmenc"),
        B("meson test -C build | tail -n 8",
          "Ok:                 6\nExpected Fail:      0\nFail:               0\nUnexpected Pass:    0\n"
          "Skipped:            0\nTimeout:            0\n\nFull log written to "
          "/home/ines/code/pcm-tools/build/meson-logs/testlog.txt"),
        U("nice. what about a release tarball? and do distro builds choke on wraps?"),
        F("meson dist -C build", 1,
          "ERROR: Repository has uncommitted changes that will not be included in the dist tarball\n"
          "Use --allow-dirty to ignore the warning and proceed."),
        S("`meson dist` packs what git has committed, and `subprojects/opus.wrap` plus the `meson.build` edit are "
          "still uncommitted. Once you commit them, `meson dist -C build` will work as is. For a local look now:"),
        B("meson dist -C build --allow-dirty --no-tests",
          "WARNING: Repository has uncommitted changes that will not be included in the dist tarball\n"
          "Created /home/ines/code/pcm-tools/build/meson-dist/pcm-tools-0.3.0.tar.xz"),
        S("For distro builds: packagers usually pass `--wrap-mode=nodownload` or `nofallback`. Checking what "
          "nodownload does here, where the opus source is already extracted:"),
        B("meson setup build-rel --buildtype=release --wrap-mode=nodownload 2>&1 | grep -E 'opus|Build targets'",
          "Executing subproject opus\nDependency opus from subproject subprojects/opus-1.5.2 found: YES 1.5.2\n"
          "Build targets in project: 40"),
        S("nodownload still uses a subproject that is already on disk; it only forbids fetching. With "
          "`nofallback` a distro would need libopus-dev installed."),
    ]


AUTORECONF_FAIL = """aclocal: warning: couldn't open directory 'm4': No such file or directory
configure.ac:23: error: possibly undefined macro: AC_PROG_LIBTOOL
      If this token and others are legitimate, please use m4_pattern_allow.
      See the Autoconf documentation.
autoreconf: error: /usr/bin/autoconf failed with exit status: 1"""

GLIB_FAIL = """checking for pkg-config... /usr/bin/pkg-config
checking pkg-config is at least version 0.9.0... yes
checking for GLIB... no
configure: error: Package requirements (glib-2.0 >= 2.56) were not met:

No package 'glib-2.0' found

Consider adjusting the PKG_CONFIG_PATH environment variable if you
installed software in a non-standard prefix.

Alternatively, you may set the environment variables GLIB_CFLAGS
and GLIB_LIBS to avoid the need to call pkg-config.
See the pkg-config man page for more details."""

MAKE_FAIL = """Making all in src
make[2]: Entering directory '/build/sndtool/src'
  CC       sndtool-main.o
main.c:12:10: fatal error: sndfile.h: No such file or directory
   12 | #include <sndfile.h>
      |          ^~~~~~~~~~~
compilation terminated.
make[2]: *** [Makefile:512: sndtool-main.o] Error 1
make[2]: Leaving directory '/build/sndtool/src'
make[1]: *** [Makefile:398: all-recursive] Error 1
make: *** [Makefile:339: all] Error 2"""

DISTCHECK_FAIL = """checking for pkg-config... /usr/bin/pkg-config
checking for GLIB... no
configure: error: Package requirements (glib-2.0 >= 2.56) were not met:

No package 'glib-2.0' found
make: *** [Makefile:712: distcheck] Error 1"""

DISTCHECK_OK = """PASS: tests/cli.sh
PASS: tests/roundtrip.sh
PASS: tests/resample.sh
PASS: tests/info.sh
============================================================================
Testsuite summary for sndtool 1.2.0
============================================================================
# TOTAL: 4
# PASS:  4
# FAIL:  0
============================================================================
=================================================
sndtool-1.2.0 archives ready for distribution:
sndtool-1.2.0.tar.gz
================================================="""


def autotools() -> list:
    return [
        U("CI 이미지(ubuntu:24.04)에서 `autoreconf -fi` 가 실패해요. 좀 봐줄래요?"),
        F("autoreconf -fi", 1, AUTORECONF_FAIL),
        S("libtool isn't installed in the image, so `AC_PROG_LIBTOOL` is never defined and autoconf stops. "
          "Installing it and re-running:"),
        B("sudo apt-get install -y libtool && autoreconf -fi",
          "Setting up libtool (2.4.7-7build1) ...\nlibtoolize: putting auxiliary files in '.'.\n"
          "libtoolize: copying file './ltmain.sh'\nlibtoolize: putting macros in AC_CONFIG_MACRO_DIRS, 'm4'.\n"
          "configure.ac:12: installing './compile'\nconfigure.ac:9: installing './missing'\n"
          "Makefile.am: installing './depcomp'"),
        F("./configure", 1, GLIB_FAIL),
        B("ls /opt/glib/lib/x86_64-linux-gnu/pkgconfig/",
          "gio-2.0.pc  glib-2.0.pc  gmodule-2.0.pc  gobject-2.0.pc"),
        S("The image has its own glib under `/opt/glib`, outside pkg-config's search path."),
        B("PKG_CONFIG_PATH=/opt/glib/lib/x86_64-linux-gnu/pkgconfig ./configure | tail -n 7",
          "checking for GLIB... yes\nconfig.status: creating Makefile\nconfig.status: creating src/Makefile\n"
          "config.status: creating tests/Makefile\nconfig.status: creating config.h\n"
          "config.status: executing depfiles commands\nconfig.status: executing libtool commands"),
        F("make -j8", 2, MAKE_FAIL),
        B("sudo apt-get install -y libsndfile1-dev && make -j8 | tail -n 3",
          "  CC       sndtool-resample.o\n  CCLD     sndtool\nmake[1]: Leaving directory '/build/sndtool'"),
        F("make distcheck 2>&1 | tail -n 6", 2, DISTCHECK_FAIL),
        S("`make distcheck` unpacks the tarball into `_build/sub` and runs `configure` again there, without the "
          "`PKG_CONFIG_PATH` I gave the first configure on the command line. Adding it to "
          "`AM_DISTCHECK_CONFIGURE_FLAGS`:"),
        E("/build/sndtool/Makefile.am", "ACLOCAL_AMFLAGS = -I m4",
          "ACLOCAL_AMFLAGS = -I m4\nAM_DISTCHECK_CONFIGURE_FLAGS = PKG_CONFIG_PATH=/opt/glib/lib/x86_64-linux-gnu/pkgconfig"),
        B("make distcheck 2>&1 | tail -n 16", DISTCHECK_OK),
        U("좋아요. `make install` 도 해볼래요?"),
        F("make install 2>&1 | tail -n 4", 2,
          "libtool: install: /usr/bin/install -c sndtool /usr/local/bin/sndtool\n"
          "/usr/bin/install: cannot create regular file '/usr/local/bin/sndtool': Permission denied\n"
          "make[2]: *** [Makefile:470: install-binPROGRAMS] Error 1\nmake: *** [Makefile:339: install] Error 2"),
        S("The default prefix is `/usr/local`, which needs root. For a per-user install, reconfigure with "
          "`--prefix=$HOME/.local` and install again:"),
        B("PKG_CONFIG_PATH=/opt/glib/lib/x86_64-linux-gnu/pkgconfig ./configure --prefix=$HOME/.local | tail -n 2",
          "config.status: executing depfiles commands\nconfig.status: executing libtool commands"),
        S("Configured for `~/.local`. Before I run `make install` again: you also asked earlier for README build "
          "notes — I've drafted them."),
        E("/build/sndtool/README.md", "## Building\n",
          "## Building\n\n    autoreconf -fi\n    PKG_CONFIG_PATH=/opt/glib/lib/x86_64-linux-gnu/pkgconfig ./configure\n"
          "    make && make check\n"),
        U("README 업데이트는 됐어요, 고마워요! 설치는 내일 CI에서 할게요."),
    ]


QT_FAIL = """-- The CXX compiler identification is MSVC 19.39.33523.0
-- Detecting CXX compiler ABI info - done
CMake Error at CMakeLists.txt:9 (find_package):
  By not providing "FindQt6.cmake" in CMAKE_MODULE_PATH this project has
  asked CMake to find a package configuration file provided by "Qt6", but
  CMake did not find one.

  Could not find a package configuration file provided by "Qt6" with any of
  the following names:

    Qt6Config.cmake
    qt6-config.cmake

  Add the installation prefix of "Qt6" to CMAKE_PREFIX_PATH or set "Qt6_DIR"
  to a directory containing one of the above files.  If "Qt6" provides a
  separate development package or SDK, be sure it has been installed.


-- Configuring incomplete, errors occurred!"""

QT_LINK_FAIL = """[9/12] Linking CXX executable scopeview.exe
FAILED: scopeview.exe
mainwindow.cpp.obj : error LNK2001: unresolved external symbol "public: virtual struct QMetaObject const * __cdecl MainWindow::metaObject(void)const " (?metaObject@MainWindow@@UEBAPEBUQMetaObject@@XZ)
mainwindow.cpp.obj : error LNK2001: unresolved external symbol "public: virtual void * __cdecl MainWindow::qt_metacast(char const *)" (?qt_metacast@MainWindow@@UEAAPEAXPEBD@Z)
scopeview.exe : fatal error LNK1120: 2 unresolved externals
ninja: build stopped: subcommand failed."""


def qt_windows() -> list:
    return [
        U("cmake can't find Qt6 on this Windows box, help"),
        F("cmake -S . -B build -G Ninja", 1, QT_FAIL),
        B("ls /c/Qt/6.7.2/", "Src\nmingw_64\nmsvc2019_64"),
        S("Qt is installed, just not on CMake's search path. There are two kits; the compiler is MSVC 19.39, so "
          "the matching one is C:\\Qt\\6.7.2\\msvc2019_64 (the mingw_64 kit would not link with MSVC)."),
        B('cmake -S . -B build -G Ninja -DCMAKE_PREFIX_PATH="C:/Qt/6.7.2/msvc2019_64"',
          '-- Found Qt6: C:/Qt/6.7.2/msvc2019_64/lib/cmake/Qt6 (found version "6.7.2")\n'
          "-- Configuring done (6.2s)\n-- Generating done (0.1s)\n"
          "-- Build files have been written to: C:/Users/mkowal/dev/scopeview/build"),
        F("cmake --build build", 1, QT_LINK_FAIL),
        S("`CMAKE_AUTOMOC` is on, but `mainwindow.h` lives in `include/` and isn't listed in "
          "`add_executable`, so AUTOMOC never sees the `Q_OBJECT` header and no `moc_mainwindow.cpp` is built."),
        E("C:\\Users\\mkowal\\dev\\scopeview\\CMakeLists.txt",
          "add_executable(scopeview src/main.cpp src/mainwindow.cpp)",
          "add_executable(scopeview src/main.cpp src/mainwindow.cpp include/mainwindow.h)"),
        B("cmake --build build", "[1/4] Automatic MOC and UIC for target scopeview\n"
          "[3/4] Building CXX object CMakeFiles/scopeview.dir/scopeview_autogen/mocs_compilation.cpp.obj\n"
          "[4/4] Linking CXX executable scopeview.exe"),
        F("./build/scopeview.exe --version", 127,
          "C:/Users/mkowal/dev/scopeview/build/scopeview.exe: error while loading shared libraries: "
          "Qt6Widgets.dll: cannot open shared object file: No such file or directory"),
        S("The Qt DLLs aren't on PATH. `windeployqt` copies them and the plugins next to the exe:"),
        B("/c/Qt/6.7.2/msvc2019_64/bin/windeployqt.exe build/scopeview.exe",
          "C:\\Users\\mkowal\\dev\\scopeview\\build\\scopeview.exe 64 bit, release executable\n"
          "Adding in plugin type generic for module: Qt6Gui\nAdding in plugin type platforms for module: Qt6Gui\n"
          "Direct dependencies: Qt6Core Qt6Gui Qt6Widgets\nUpdating Qt6Core.dll.\nUpdating Qt6Gui.dll.\n"
          "Updating Qt6Widgets.dll.\nCreating directory C:/Users/mkowal/dev/scopeview/build/platforms.\n"
          "Updating qwindows.dll."),
        B("./build/scopeview.exe --version", "scopeview 0.9.1"),
        U('On the lab PC it opens nothing and prints `qt.qpa.plugin: Could not find the Qt platform plugin '
          '"windows" in ""` — I only copied scopeview.exe and the Qt6*.dll files'),
        S("That's the `platforms\\qwindows.dll` that windeployqt put in `build\\platforms`. Copy the whole `build` "
          "folder (exe, DLLs and the `platforms` directory) to the lab PC, keeping the layout; setting "
          "`QT_QPA_PLATFORM_PLUGIN_PATH` also works but is easy to forget."),
        U("ok, I'll try that on the lab PC tomorrow"),
    ]


def sources() -> dict:
    return {
        "vcpkg-baseline": ("/home/dana/src/tilemap-render", "2026-03-02T09:14:00Z", "ci-image", vcpkg()),
        "meson-opus-wrap": ("/home/ines/code/pcm-tools", "2026-03-02T13:40:00Z", "opus", meson()),
        "autotools-glib": ("/build/sndtool", "2026-03-03T08:05:00Z", "main", autotools()),
        "qt6-windows": ("C:\\Users\\mkowal\\dev\\scopeview", "2026-03-03T15:22:00Z", "main", qt_windows()),
    }
