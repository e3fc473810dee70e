"""tracking15, part g: ccache failing on a read-only default cache directory inside the sandbox (CCACHE_DIR), and
the cross pairs: sessions of one topic judged against another topic's lesson (all `neither`)."""
from __future__ import annotations

from tests.truth.tracking15_cases import T, ed, rd, say, sh, u

RASTER = "/home/dev/src/rasterkit"


def ro_err(src: str, obj: str, line: int = 31) -> str:
    return (f"ccache gcc -O2 -Wall -Iinclude -c {src} -o {obj}\n"
            "ccache: error: Failed to create directory /home/dev/.cache/ccache/tmp: Read-only file system\n"
            f"make: *** [Makefile:{line}: {obj}] Error 1")


def lesson_m() -> None:
    T.source("s-ccache-ro", RASTER, "2026-02-14T10:00:00Z", "feat/bilinear",
             u("build rasterkit with the new bilinear warp and run the unit tests"),
             sh("make -j8", "ccache gcc -O2 -Wall -Iinclude -c src/io.c -o build/io.o\n" + ro_err("src/warp.c",
                "build/warp.o"), True),
             say("ccache can't write its default cache under `~/.cache/ccache` because that path is read-only in this "
                 "sandbox. Pointing it at a writable directory."),
             sh("CCACHE_DIR=/tmp/ccache make -j8 && CCACHE_DIR=/tmp/ccache make check",
                "ccache gcc -O2 -Wall -Iinclude -c src/warp.c -o build/warp.o\nccache gcc -O2 -Wall -Iinclude -c "
                "src/io.c -o build/io.o\nccache gcc -o build/librasterkit.so -shared build/warp.o build/io.o\n"
                "./build/test_warp\nbilinear: 12/12 ok\nnearest: 8/8 ok"))
    T.lesson("t15-ccache-readonly-dir", "global", "en", "s-ccache-ro", "env_setup",
             "ccache fails when its default cache dir is read-only (sandbox)",
             "Every compile through `ccache gcc` fails with `ccache: error: Failed to create directory "
             "/home/dev/.cache/ccache/tmp: Read-only file system`, so `make` stops at the first object.",
             "It looks like a compiler or Makefile error; the sources are fine and the same build works in a normal "
             "terminal.",
             "The agent's sandbox mounts `~/.cache` read-only and ccache writes its cache (and temp files) there "
             "by default.",
             "Point ccache at a writable directory: `CCACHE_DIR=/tmp/ccache make -j8` (or `export "
             "CCACHE_DIR=<writable dir>` before building).",
             ["`make -j8` → `ccache: error: Failed to create directory /home/dev/.cache/ccache/tmp: Read-only file "
              "system`",
              "`CCACHE_DIR=/tmp/ccache make -j8 && CCACHE_DIR=/tmp/ccache make check` → `bilinear: 12/12 ok`"])


def later_m() -> None:
    T.later("l-cc-early", RASTER, "2026-02-01T09:00:00Z", "main",
            u("build rasterkit"),
            sh("make -j8", ro_err("src/io.c", "build/io.o"), True),
            u("skip it for now, I'll build it myself"))
    T.later("l-cc-export", RASTER, "2026-02-16T13:00:00Z", "feat/lanczos",
            u("add a lanczos3 kernel next to bilinear and run the checks"),
            ed(f"{RASTER}/src/warp.c", "static float bilinear(", "static float lanczos3(const float *p, float x);\n"
               "static float bilinear("),
            sh("export CCACHE_DIR=/tmp/ccache && make -j8 && make check",
               "ccache gcc -O2 -Wall -Iinclude -c src/warp.c -o build/warp.o\n./build/test_warp\nbilinear: 12/12 ok\n"
               "lanczos3: 10/10 ok\nnearest: 8/8 ok"))
    T.later("l-cc-ninja", "/home/dev/src/tessel", "2026-02-18T10:00:00Z", "feat/ccache",
            u("tessel's meson picks up ccache automatically; build it here"),
            sh("CCACHE_DIR=\"${TMPDIR:-/tmp}/ccache\" ninja -C build",
               "ninja: Entering directory `build'\n[37/37] Linking target tests/test_kernels"),
            sh("CCACHE_DIR=\"${TMPDIR:-/tmp}/ccache\" ccache -s | head -n 3",
               "Cacheable calls:   37 / 37 (100.0%)\n  Hits:             0 /  37 ( 0.00%)\n  Misses:          37 /  37 "
               "(100.0%)"))
    T.later("l-cc-makefile", RASTER, "2026-02-20T15:00:00Z", "chore/ccache-dir",
            u("make the ccache location part of the Makefile so nobody trips on it again"),
            rd(f"{RASTER}/Makefile", "CC = ccache gcc\nCFLAGS = -O2 -Wall -Iinclude\n"),
            ed(f"{RASTER}/Makefile", "CC = ccache gcc\n",
               "CC = ccache gcc\n# ~/.cache is read-only in sandboxes\nexport CCACHE_DIR ?= /tmp/ccache\n"),
            sh("make clean && make -j8", "rm -rf build\nccache gcc -O2 -Wall -Iinclude -c src/warp.c -o build/warp.o\n"
               "ccache gcc -O2 -Wall -Iinclude -c src/io.c -o build/io.o\nccache gcc -o build/librasterkit.so "
               "-shared build/warp.o build/io.o"))
    T.later("l-cc-recur-check", RASTER, "2026-02-19T09:00:00Z", "fix/edge-clamp",
            u("fix the edge clamping in warp and run make check"),
            ed(f"{RASTER}/src/warp.c", "x = x < 0 ? 0 : x;", "x = x < 0 ? 0 : (x > w - 1 ? w - 1 : x);"),
            sh("make -j8 check", ro_err("tests/test_warp.c", "build/test_warp.o", 44), True),
            sh("CCACHE_DIR=/tmp/ccache make -j8 check", "./build/test_warp\nbilinear: 12/12 ok\nnearest: 8/8 ok\n"
               "clamp: 4/4 ok"))
    T.later("l-cc-recur-pip", RASTER, "2026-02-22T11:00:00Z", "feat/pybind",
            u("build the python bindings in bindings/ in editable mode"),
            sh("CC='ccache gcc' python -m pip install -e ./bindings",
               "Building editable for rasterkit-py (pyproject.toml) ... error\n  error: subprocess-exited-with-error\n"
               "  × Building editable for rasterkit-py (pyproject.toml) did not run successfully.\n  │ exit code: 1\n"
               "  ╰─> [6 lines of output]\n      ccache gcc -fPIC -I../include -c rasterkit_py.c -o "
               "build/temp.linux-x86_64-cpython-312/rasterkit_py.o\n      ccache: error: Failed to create directory "
               "/home/dev/.cache/ccache/tmp: Read-only file system\n      error: command '/usr/bin/ccache' failed "
               "with exit code 1", True),
            sh("CCACHE_DIR=/tmp/ccache CC='ccache gcc' python -m pip install -e ./bindings",
               "Successfully built rasterkit-py\nInstalled rasterkit-py-0.4.0"))
    T.later("l-cc-stats", RASTER, "2026-02-21T10:00:00Z", "main",
            u("is ccache actually hitting? show me the stats and where it keeps the cache"),
            sh("ccache -s && ccache -p | grep cache_dir",
               "Cacheable calls:   412 / 430 (95.81%)\n  Hits:             301 / 412 (73.06%)\n"
               "(environment) cache_dir = /tmp/ccache"))
    T.later("l-cc-gdal", RASTER, "2026-02-23T14:00:00Z", "feat/geotiff",
            u("add GeoTIFF reading via GDAL"),
            ed(f"{RASTER}/src/io.c", '#include "rasterkit.h"', '#include "rasterkit.h"\n#include <gdal.h>'),
            sh("CCACHE_DIR=/tmp/ccache make -j8", "ccache gcc -O2 -Wall -Iinclude -c src/io.c -o build/io.o\n"
               "src/io.c:2:10: fatal error: gdal.h: No such file or directory\n    2 | #include <gdal.h>\n"
               "      |          ^~~~~~~~~\ncompilation terminated.\nmake: *** [Makefile:31: build/io.o] Error 1", True),
            sh("dpkg -l | grep -c libgdal-dev", "0"),
            say("GDAL's headers aren't installed at all (no libgdal-dev). Installing it is your call; want me to "
                "run `sudo apt install libgdal-dev`?"))
    for sess, outcome, why in (
            ("l-cc-early", "neither", "dated before the lesson's source session"),
            ("l-cc-export", "applied", "exports CCACHE_DIR=/tmp/ccache before make; build and checks pass"),
            ("l-cc-ninja", "applied", "sets CCACHE_DIR to a tmp dir for the ninja build; no ccache error"),
            ("l-cc-makefile", "applied", "writes `export CCACHE_DIR ?= /tmp/ccache` into the Makefile, then builds"),
            ("l-cc-recur-check", "recurred", "`Read-only file system` from ccache on tests/test_warp.c"),
            ("l-cc-recur-pip", "recurred", "ccache's read-only cache dir error inside the pip build output"),
            ("l-cc-stats", "neither", "inspect-only: `ccache -s` and `ccache -p` show cache_dir"),
            ("l-cc-gdal", "neither", "missing gdal.h header: another compile failure under ccache")):
        T.pair("t15-ccache-readonly-dir", sess, outcome, why)


def cross_pairs() -> None:
    for lid, sess, why in (
            ("t15-meson-reconfigure", "l-cc-ninja", "a ninja build in an existing dir; no meson setup at all"),
            ("t15-meson-reconfigure", "l-pc-recur-zstd", "autotools configure; Meson is not involved"),
            ("t15-pkgconfig-path", "l-cc-gdal", "missing gdal.h because the dev package isn't installed"),
            ("t15-pkgconfig-path", "l-meson-unknown-opt", "a Meson option error; no package lookup"),
            ("t15-haproxy-fullchain", "l-va-recur-sdk", "an SSLError from https against a plain-http vault, not a "
                                                        "missing intermediate"),
            ("t15-haproxy-fullchain", "l-ol-recur-laptop", "curl (7) connection refused; no TLS"),
            ("t15-pulumi-passphrase", "l-va-script", "exports Vault variables; no pulumi command"),
            ("t15-vault-addr-http", "l-pu-up", "exports a Pulumi passphrase file; no vault call"),
            ("t15-rabbitmq-guest-remote", "l-va-denied", "a 403 permission denied from Vault, not RabbitMQ"),
            ("t15-pyenv-version-shim", "l-sp-pythonpath", "PYTHONPATH for sphinx; the python version isn't touched"),
            ("t15-sphinx-autodoc-path", "l-py-recur-312", "pyenv shim error in the cli repo; no docs build"),
            ("t15-ollama-host-bind", "l-hap-recur-staging", "a certificate chain error over https; no Ollama"),
            ("t15-ccache-readonly-dir", "l-pc-export", "an autotools build with plain CC; no ccache involved")):
        T.pair(lid, sess, "neither", why)
