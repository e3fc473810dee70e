"""Cases of the fifty-first tracking corpus (see tracking51_cases.py for the labelling rules): lxml built from
source without the libxml2/libxslt headers, a static library without -fPIC linked into a shared object, and
JDK 17's strong encapsulation (InaccessibleObjectException, --add-opens)."""
from __future__ import annotations

from tests.truth.tracking51_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

_LXML_FAIL = ("Collecting lxml==4.9.2 (from -r requirements.txt (line 3))\n  Downloading lxml-4.9.2.tar.gz (3.7 MB)\n"
              "  Preparing metadata (setup.py) ... done\nBuilding wheels for collected packages: lxml\n"
              "  Building wheel for lxml (setup.py) ... error\n  error: subprocess-exited-with-error\n  \n"
              "  × python setup.py bdist_wheel did not run successfully.\n  │ exit code: 1\n"
              "  ╰─> [4 lines of output]\n      Building lxml version 4.9.2.\n      Building without Cython.\n"
              "      Error: Please make sure the libxml2 and libxslt development packages are installed.\n"
              "      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a "
              "problem with pip.\n  ERROR: Failed building wheel for lxml\n  Running setup.py clean for lxml\n"
              "Failed to build lxml\nERROR: Could not build wheels for lxml, which is required to install "
              "pyproject.toml-based projects")


def lxml() -> None:
    T.source(
        "s-lxml", "/home/yusuf/feed-parser", "2025-04-10T09:00:00Z", "py312-upgrade",
        user("moving feed-parser to python 3.12, the venv install fails on lxml"),
        err(".venv/bin/pip install -r requirements.txt", _LXML_FAIL),
        say("lxml 4.9.2 has no cp312 wheel, so pip compiles it from the sdist, and that needs the libxml2 and libxslt "
            "development headers, which this machine lacks."),
        ok("sudo apt-get install -y libxml2-dev libxslt1-dev",
           "The following NEW packages will be installed:\n  icu-devtools libicu-dev libxml2-dev libxslt1-dev\n"
           "Setting up libxml2-dev:amd64 (2.9.14+dfsg-1.3ubuntu3) ...\nSetting up libxslt1-dev:amd64 "
           "(1.1.39-0exp1build1) ..."),
        ok(".venv/bin/pip install -r requirements.txt",
           "Building wheels for collected packages: lxml\n  Building wheel for lxml (setup.py) ... done\n"
           "  Created wheel for lxml: filename=lxml-4.9.2-cp312-cp312-linux_x86_64.whl size=5102311\n"
           "Successfully built lxml\nInstalling collected packages: lxml, feedparser\n"
           "Successfully installed feedparser-6.0.11 lxml-4.9.2"))
    T.lesson(
        "t51-lxml", "global", "en", "s-lxml", "build_config",
        "pip building lxml from source needs the libxml2 and libxslt development headers",
        "pip install of lxml fails in the wheel build with Error: Please make sure the libxml2 and libxslt "
        "development packages are installed.",
        "It only happens where no binary wheel matches (a new Python such as 3.12 with an old pinned lxml, arm, "
        "musl), so the same requirements install fine elsewhere.",
        "Without a matching wheel pip compiles lxml from the sdist, which links against libxml2 and libxslt and needs "
        "their headers and xml2-config/xslt-config.",
        "Install the headers before pip runs: `sudo apt-get install libxml2-dev libxslt1-dev` (Debian/Ubuntu), "
        "`apk add libxml2-dev libxslt-dev` (Alpine), `dnf install libxml2-devel libxslt-devel` (Fedora/RHEL).",
        ["`.venv/bin/pip install -r requirements.txt` failed building lxml 4.9.2: \"Error: Please make sure the "
         "libxml2 and libxslt development packages are installed.\"",
         "After `sudo apt-get install -y libxml2-dev libxslt1-dev` the same install built "
         "\"lxml-4.9.2-cp312-cp312-linux_x86_64.whl\" and succeeded."])

    T.later(
        "l-lxml-docker", "/home/yusuf/feed-parser", "2025-05-05T10:30:00Z", "docker/py312",
        user("containerise feed-parser on python:3.12-slim"),
        write("/home/yusuf/feed-parser/Dockerfile",
              "FROM python:3.12-slim\nRUN apt-get update && apt-get install -y --no-install-recommends gcc "
              "libxml2-dev libxslt1-dev && rm -rf /var/lib/apt/lists/*\nWORKDIR /app\nCOPY requirements.txt .\n"
              "RUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\nCMD [\"python\", \"-m\", "
              "\"feedparser_app\"]\n"),
        ok("docker build -t feed-parser:py312 .",
           "#7 [4/6] RUN pip install --no-cache-dir -r requirements.txt\n#7 31.20   Building wheel for lxml "
           "(setup.py): "
           "finished with status 'done'\n#7 41.87 Successfully installed feedparser-6.0.11 lxml-4.9.2\n#7 DONE 42.3s\n"
           "#10 naming to docker.io/library/feed-parser:py312 done"))
    T.pair("t51-lxml", "l-lxml-docker", "applied",
           "libxml2-dev and libxslt1-dev installed in the Dockerfile before pip built lxml; the build passed")

    T.later(
        "l-lxml-alpine", "/builds/news/scraper", "2025-06-09T07:15:00Z", "ci/alpine",
        user("the alpine CI job needs lxml; run the job script"),
        ok("cat ci/test.sh", "#!/bin/sh\nset -e\napk add --no-cache build-base libxml2-dev libxslt-dev\n"
           "pip install -r requirements.txt\npytest -q\n"),
        ok("docker run --rm -v \"$PWD\":/w -w /w python:3.12-alpine sh ci/test.sh",
           "OK: 262 MiB in 58 packages\nSuccessfully installed lxml-5.3.2 scraper-0.4.0\n.............. [100%]\n"
           "14 passed in 1.02s"))
    T.pair("t51-lxml", "l-lxml-alpine", "applied",
           "the CI script ran apk add libxml2-dev libxslt-dev before pip install on alpine; passed")

    T.later(
        "l-lxml-arm", "/home/yusuf/feed-parser", "2025-05-22T16:00:00Z", "py312-upgrade",
        user("deploy feed-parser to the armv7 box pi-builder"),
        err("ssh pi-builder 'cd feed-parser && python3 -m venv .venv && .venv/bin/pip install -r requirements.txt'",
            _LXML_FAIL.replace("lxml-4.9.2.tar.gz (3.7 MB)", "https://www.piwheels.org/simple/lxml/"
                               "lxml-4.9.2.tar.gz (3.7 MB)")),
        say("No armv7 wheel for lxml 4.9.2 on piwheels for this Python, so it compiles, and the headers are missing."))
    T.pair("t51-lxml", "l-lxml-arm", "recurred",
           "the lxml source build failed again for missing libxml2/libxslt headers over ssh on an armv7 host")

    T.later(
        "l-lxml-tox", "/home/yusuf/sitemap-tools", "2025-06-30T13:20:00Z", "tox/py312",
        user("add py312 to tox and run it"),
        edit("/home/yusuf/sitemap-tools/tox.ini", "envlist = py310,py311\n", "envlist = py310,py311,py312\n"),
        err("tox -e py312",
            "py312: install_deps> python -I -m pip install -r requirements.txt\n" + _LXML_FAIL +
            "\npy312: exit 1 (38.12 seconds) /home/yusuf/sitemap-tools> python -I -m pip install -r requirements.txt\n"
            "  py312: FAIL code 1 (38.40 seconds)\n  evaluation failed :( (38.51 seconds)"))
    T.pair("t51-lxml", "l-lxml-tox", "recurred", "tox's py312 env failed building lxml without the libxml2/libxslt "
                                                 "headers")

    T.later(
        "l-lxml-pyh", "/home/yusuf/feed-parser", "2025-07-11T09:45:00Z", "py313",
        user("try feed-parser on the deadsnakes 3.13 on this box"),
        err("python3.13 -m venv .venv313 && .venv313/bin/pip install -r requirements.txt",
            "  Building wheel for lxml (setup.py) ... error\n  error: subprocess-exited-with-error\n"
            "      src/lxml/etree.c:97:10: fatal error: Python.h: No such file or directory\n"
            "         97 | #include \"Python.h\"\n            |          ^~~~~~~~~~\n      compilation terminated.\n"
            "      error: command '/usr/bin/x86_64-linux-gnu-gcc' failed with exit code 1\n"
            "ERROR: Could not build wheels for lxml, which is required to install pyproject.toml-based projects"),
        say("libxml2-dev and libxslt1-dev are already here; this is the interpreter's own headers missing."),
        ok("sudo apt-get install -y python3.13-dev && .venv313/bin/pip install -r requirements.txt",
           "Setting up python3.13-dev (3.13.3-1+noble1) ...\nSuccessfully installed feedparser-6.0.11 lxml-4.9.2"))
    T.pair("t51-lxml", "l-lxml-pyh", "neither",
           "a different build error (Python.h missing, fixed with python3.13-dev); the libxml2 headers were there")

    T.later(
        "l-lxml-xmllint", "/home/yusuf/feed-parser", "2025-06-13T11:00:00Z", "feat/xsd-check",
        user("validate the sample feeds against the atom xsd"),
        ok("sudo apt-get install -y libxml2-utils", "Setting up libxml2-utils (2.9.14+dfsg-1.3ubuntu3) ..."),
        ok("xmllint --noout --schema schemas/atom.xsd samples/*.xml",
           "samples/blog.xml validates\nsamples/podcast.xml validates"))
    T.pair("t51-lxml", "l-lxml-xmllint", "neither",
           "apt installed libxml2-utils to run xmllint; no lxml build and no headers for it")


def fpic() -> None:
    link_fail = ("cc -O2 -Wall -c dsp/filters.c -o build/filters.o\ncc -O2 -Wall -c dsp/mixer.c -o build/mixer.o\n"
                 "ar rcs build/libdsp.a build/filters.o build/mixer.o\n"
                 "cc -O2 -Wall -fPIC -shared -o libaudio.so src/audio.c build/libdsp.a\n"
                 "/usr/bin/ld: build/libdsp.a(filters.o): relocation R_X86_64_PC32 against symbol `dsp_coeffs' can "
                 "not "
                 "be used when making a shared object; recompile with -fPIC\n"
                 "/usr/bin/ld: failed to set dynamic section sizes: bad value\n"
                 "collect2: error: ld returned 1 exit status\nmake: *** [Makefile:21: libaudio.so] Error 1")
    T.source(
        "s-fpic", "/home/ivo/audio-ext", "2025-04-12T14:00:00Z", "feat/shared-build",
        user("I want a libaudio.so that bundles the dsp static lib; make fails at the link"),
        err("make libaudio.so", link_fail, 2),
        ok("grep -n 'CFLAGS' Makefile", "3:CFLAGS = -O2 -Wall\n12:\t$(CC) $(CFLAGS) -c $< -o $@\n"
           "21:\t$(CC) $(CFLAGS) -fPIC -shared -o $@ src/audio.c build/libdsp.a"),
        say("Only the final link gets -fPIC; the objects inside libdsp.a were compiled position-dependent, so the "
            "linker can't put them in a shared object. The objects of the archive need -fPIC too."),
        edit("/home/ivo/audio-ext/Makefile", "CFLAGS = -O2 -Wall\n", "CFLAGS = -O2 -Wall -fPIC\n"),
        ok("make clean && make libaudio.so",
           "rm -rf build libaudio.so\ncc -O2 -Wall -fPIC -c dsp/filters.c -o build/filters.o\n"
           "cc -O2 -Wall -fPIC -c dsp/mixer.c -o build/mixer.o\nar rcs build/libdsp.a build/filters.o build/mixer.o\n"
           "cc -O2 -Wall -fPIC -fPIC -shared -o libaudio.so src/audio.c build/libdsp.a"))
    T.lesson(
        "t51-fpic", "global", "en", "s-fpic", "build_config",
        "A static library linked into a shared object must itself be compiled with -fPIC",
        "Linking a .so fails with /usr/bin/ld: libX.a(obj.o): relocation R_X86_64_PC32 against symbol ... can not be "
        "used when making a shared object; recompile with -fPIC.",
        "The link line already has -fPIC, so the message looks satisfied; the flag must be on the compile of the "
        "objects inside the archive, and the archive must be rebuilt from clean.",
        "Objects compiled without -fPIC carry absolute or PC-relative relocations to symbols that a shared object "
        "can't resolve; the linker refuses to copy them into a .so.",
        "Compile the archive's objects with -fPIC and rebuild it: add `-fPIC` to CFLAGS (in the Makefile, "
        "`make CFLAGS='-O2 -fPIC'`, or `CFLAGS=-fPIC ./configure`), or for CMake "
        "`-DCMAKE_POSITION_INDEPENDENT_CODE=ON` / the POSITION_INDEPENDENT_CODE target property.",
        ["`make libaudio.so` failed: \"relocation R_X86_64_PC32 against symbol\" ... \"can not be used when making a "
         "shared object; recompile with -fPIC\" for build/libdsp.a(filters.o).",
         "After CFLAGS became `-O2 -Wall -fPIC` in the Makefile, `make clean && make libaudio.so` linked "
         "libaudio.so."])

    T.later(
        "l-fpic-cmake", "/home/ivo/pycodec", "2025-05-08T09:30:00Z", "feat/static-zstd",
        user("build the python extension against a static zstd from third_party/zstd"),
        ok("cmake -S third_party/zstd/build/cmake -B build/zstd -DZSTD_BUILD_SHARED=OFF "
           "-DCMAKE_POSITION_INDEPENDENT_CODE=ON -DCMAKE_BUILD_TYPE=Release && cmake --build build/zstd -j8",
           "-- Configuring done (0.6s)\n-- Generating done (0.0s)\n[100%] Linking C static library "
           "../lib/libzstd.a\n[100%] Built target libzstd_static"),
        ok("pip install -v . 2>&1 | tail -2",
           "  Created wheel for pycodec: filename=pycodec-0.3.0-cp312-cp312-linux_x86_64.whl\n"
           "Successfully installed pycodec-0.3.0"))
    T.pair("t51-fpic", "l-fpic-cmake", "applied",
           "the static zstd was configured with CMAKE_POSITION_INDEPENDENT_CODE=ON before the extension linked; "
           "passed")

    T.later(
        "l-fpic-configure", "/home/ivo/yaml-plugin", "2025-06-04T10:00:00Z", "vendor/libyaml",
        user("vendor libyaml as a static lib into the plugin .so"),
        ok("cd third_party/yaml-0.2.5 && CFLAGS=-fPIC ./configure --enable-static --disable-shared "
           "--prefix=$PWD/../_deps -q && make -s -j8 install",
           "libtool: install: /usr/bin/install -c .libs/libyaml.a "
           "/home/ivo/yaml-plugin/third_party/_deps/lib/libyaml.a"),
        ok("make plugin", "cc -O2 -fPIC -shared -Ithird_party/_deps/include -o yaml_plugin.so src/plugin.c "
           "third_party/_deps/lib/libyaml.a"))
    T.pair("t51-fpic", "l-fpic-configure", "applied",
           "CFLAGS=-fPIC ./configure for the static libyaml, then the shared plugin linked without error")

    T.later(
        "l-fpic-arm", "/home/ivo/audio-ext", "2025-05-19T08:00:00Z", "ci/arm64",
        user("check the arm64 build of the mixer plugin (release branch Makefile) in docker"),
        err("docker run --rm --platform linux/arm64 -v \"$PWD\":/src -w /src gcc:13 make mixer-plugin.so",
            "cc -O2 -c mixer/tables.c -o build/tables.o\nar rcs build/libmix.a build/tables.o\n"
            "cc -O2 -fPIC -shared -o mixer-plugin.so mixer/plugin.c build/libmix.a\n"
            "/usr/bin/ld: build/libmix.a(tables.o): relocation R_AARCH64_ADR_PREL_PG_HI21 against symbol `mix_table' "
            "which may bind externally can not be used when making a shared object; recompile with -fPIC\n"
            "/usr/bin/ld: build/libmix.a(tables.o)(.text+0x8): unresolvable R_AARCH64_ADR_PREL_PG_HI21 relocation "
            "against symbol `mix_table'\ncollect2: error: ld returned 1 exit status\n"
            "make: *** [Makefile:30: mixer-plugin.so] Error 1", 2),
        say("Same as on x86: libmix.a's objects are built without -fPIC on this branch."))
    T.pair("t51-fpic", "l-fpic-arm", "recurred",
           "a static archive without -fPIC again refused in a shared link (aarch64 relocation, another lib)")

    T.later(
        "l-fpic-docker", "/home/ivo/php-ext-crc", "2025-07-21T15:10:00Z", "main",
        user("build the php extension in the php:8.3-cli image"),
        err("docker run --rm -v \"$PWD\":/ext -w /ext php:8.3-cli sh -c 'make -C vendor/crc && phpize && "
            "./configure -q && make'",
            "make: Entering directory '/ext/vendor/crc'\ncc -O2 -c crc32c.c -o crc32c.o\nar rcs libcrc.a crc32c.o\n"
            "make: Leaving directory '/ext/vendor/crc'\n/bin/bash /ext/libtool --mode=link cc -shared ... -o crc.la "
            "vendor/crc/libcrc.a\n/usr/bin/ld: vendor/crc/libcrc.a(crc32c.o): relocation R_X86_64_PC32 against "
            "symbol `crc_table' can not be used when making a shared object; recompile with -fPIC\n"
            "/usr/bin/ld: failed to set dynamic section sizes: bad value\ncollect2: error: ld returned 1 exit status\n"
            "make: *** [Makefile:230: crc.la] Error 1", 2),
        edit("/home/ivo/php-ext-crc/vendor/crc/Makefile", "CFLAGS = -O2\n", "CFLAGS = -O2 -fPIC\n"),
        ok("docker run --rm -v \"$PWD\":/ext -w /ext php:8.3-cli sh -c 'make -C vendor/crc clean all && phpize && "
           "./configure -q && make'", "Build complete.\nDon't forget to run 'make test'."))
    T.pair("t51-fpic", "l-fpic-docker", "recurred",
           "the vendored libcrc.a without -fPIC failed the extension's shared link in docker before the fix")

    T.later(
        "l-fpic-undef", "/home/ivo/synth-cli", "2025-06-16T10:20:00Z", "feat/biquad",
        user("synth-cli doesn't link any more after I added the biquad filter"),
        err("make synth",
            "cc -O2 -Wall -c osc/biquad.c -o build/biquad.o\nar rcs build/libosc.a build/saw.o build/sine.o\n"
            "cc -O2 -Wall -o synth src/main.c build/libosc.a -lm\n/usr/bin/ld: /tmp/ccQ2mXvd.o: in function "
            "`main':\nmain.c:(.text.startup+0x5a): undefined reference to `osc_biquad_init'\n"
            "collect2: error: ld returned 1 exit status\nmake: *** [Makefile:18: synth] Error 1", 2),
        say("biquad.o is compiled but never added to libosc.a's object list."),
        edit("/home/ivo/synth-cli/Makefile", "OBJS = build/saw.o build/sine.o\n",
             "OBJS = build/saw.o build/sine.o build/biquad.o\n"),
        ok("make synth", "ar rcs build/libosc.a build/saw.o build/sine.o build/biquad.o\n"
           "cc -O2 -Wall -o synth src/main.c build/libosc.a -lm"))
    T.pair("t51-fpic", "l-fpic-undef", "neither",
           "a different ld error (undefined reference, an object left out of the archive) linking an executable")

    T.later(
        "l-fpic-doc", "/home/ivo/audio-ext", "2025-08-12T12:00:00Z", "docs/building",
        user("write a BUILDING.md section on linking the dsp lib into other shared objects"),
        write("/home/ivo/audio-ext/BUILDING.md",
              "# Building\n\n## Using libdsp.a in a shared library\n\nBuild the archive with position-independent "
              "code, or the link fails with `recompile with -fPIC`:\n\n    make clean && make CFLAGS='-O2 -fPIC' "
              "build/libdsp.a\n"),
        say("Added BUILDING.md."))
    T.pair("t51-fpic", "l-fpic-doc", "neither", "the -fPIC rebuild only written into BUILDING.md; nothing built")


_AO_TRACE = ("\tat java.base/java.lang.reflect.AccessibleObject.checkCanSetAccessible(AccessibleObject.java:354)\n"
             "\tat java.base/java.lang.reflect.AccessibleObject.checkCanSetAccessible(AccessibleObject.java:297)\n"
             "\tat java.base/java.lang.reflect.Field.checkCanSetAccessible(Field.java:178)\n"
             "\tat java.base/java.lang.reflect.Field.setAccessible(Field.java:172)\n")


def add_opens() -> None:
    T.source(
        "s-addopens", "/home/mara/ledger-svc", "2025-04-14T09:40:00Z", "jdk17-migration",
        user("switching ledger-svc to JDK 17; the snapshot codec tests blow up"),
        ok("java -version", "openjdk version \"17.0.14\" 2025-01-21\nOpenJDK Runtime Environment Temurin-17.0.14+7 "
           "(build 17.0.14+7)\nOpenJDK 64-Bit Server VM Temurin-17.0.14+7 (build 17.0.14+7, mixed mode, sharing)"),
        err("./gradlew test --tests '*SnapshotCodecTest'",
            "> Task :test FAILED\n\nSnapshotCodecTest > roundTripsAccountSnapshot() FAILED\n"
            "    java.lang.reflect.InaccessibleObjectException: Unable to make field private final java.util.Map "
            "java.util.Collections$UnmodifiableMap.m accessible: module java.base does not \"opens java.util\" to "
            "unnamed module @6d4a8218\n" + _AO_TRACE.replace("\tat", "        at") +
            "\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
            "Execution failed for task ':test'.\n> There were failing tests. See the report at: "
            "file:///home/mara/ledger-svc/build/reports/tests/test/index.html"),
        say("JDK 17 enforces strong encapsulation: the codec reflects into java.util.Collections internals, which "
            "java.base no longer opens to classpath code. Opening java.util to the unnamed module for the test JVM."),
        edit("/home/mara/ledger-svc/build.gradle", "test {\n    useJUnitPlatform()\n}\n",
             "test {\n    useJUnitPlatform()\n    jvmArgs '--add-opens=java.base/java.util=ALL-UNNAMED'\n}\n"),
        ok("./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 14s\n5 actionable tasks: 2 executed, 3 up-to-date"))
    T.lesson(
        "t51-addopens", "global", "en", "s-addopens", "api_quirk",
        "JDK 17 blocks reflective access into java.base: InaccessibleObjectException until --add-opens",
        "Code or libraries that reflect into JDK internals (serializers such as Kryo or Gson, old mocking tools) fail "
        "on JDK 17+ with java.lang.reflect.InaccessibleObjectException: ... module java.base does not \"opens "
        "java.util\" to unnamed module.",
        "The same code ran on JDK 11 with at most an illegal-access warning, so it looks like a library bug.",
        "Since JDK 16/17 the java.base packages are strongly encapsulated (--illegal-access is gone); setAccessible "
        "on their private members is refused unless the package is opened to the caller's module.",
        "Open the package named in the message to the classpath on the JVM that runs the code: "
        "`--add-opens java.base/java.util=ALL-UNNAMED` on the java command line, in `JDK_JAVA_OPTIONS`, in Gradle's "
        "`test { jvmArgs ... }` or in Surefire's argLine.",
        ["`./gradlew test --tests '*SnapshotCodecTest'` failed with \"java.lang.reflect.InaccessibleObjectException: "
         "Unable to make field private final java.util.Map java.util.Collections$UnmodifiableMap.m accessible\".",
         "The message ended \"module java.base does not\" open java.util to the unnamed module.",
         "With `jvmArgs '--add-opens=java.base/java.util=ALL-UNNAMED'` in the test block, `./gradlew test` reported "
         "\"BUILD SUCCESSFUL in 14s\"."])

    T.later(
        "l-ao-jar", "/home/mara/legacy-batch", "2025-05-07T06:30:00Z", "jdk17",
        user("run the month-end batch on the JDK 17 box; it reflects into java.lang internals, you know the drill"),
        ok("java --add-opens java.base/java.lang=ALL-UNNAMED -jar build/libs/legacy-batch.jar --date 2025-04-30",
           "2025-05-07 06:30:41 INFO  BatchMain - month-end 2025-04-30: 18 312 postings, 0 rejected\n"
           "2025-05-07 06:30:44 INFO  BatchMain - done in 2.9s"))
    T.pair("t51-addopens", "l-ao-jar", "applied",
           "java --add-opens java.base/java.lang=ALL-UNNAMED for the batch jar, ran without the exception")

    T.later(
        "l-ao-pwsh", "C:\\Users\\mara\\recon", "2025-06-05T13:00:00Z", "main",
        user("run reconcile.jar on my windows laptop (JDK 21) in PowerShell"),
        ok("powershell -NoProfile -Command \"$env:JDK_JAVA_OPTIONS='--add-opens=java.base/java.util=ALL-UNNAMED'; "
           "java -jar .\\reconcile.jar --input .\\june.csv\"",
           "NOTE: Picked up JDK_JAVA_OPTIONS: --add-opens=java.base/java.util=ALL-UNNAMED\n"
           "Reconciled 1204 entries, 3 mismatches written to mismatches.csv"))
    T.pair("t51-addopens", "l-ao-pwsh", "applied",
           "the opens flag through JDK_JAVA_OPTIONS in PowerShell (a spelling the lesson names); no failure")

    T.later(
        "l-ao-mvn", "/home/mara/fx-rates", "2025-05-26T10:45:00Z", "jdk21",
        user("fx-rates on JDK 21: run the maven tests"),
        err("mvn -q test",
            "[ERROR] Tests run: 9, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 0.812 s <<< FAILURE! -- in "
            "com.acme.fx.RateCacheTest\n[ERROR] com.acme.fx.RateCacheTest.restoresFromDisk -- Time elapsed: 0.104 s "
            "<<< ERROR!\njava.lang.reflect.InaccessibleObjectException: Unable to make field private final byte[] "
            "java.lang.String.value accessible: module java.base does not \"opens java.lang\" to unnamed module "
            "@4f2b503c\n" + _AO_TRACE +
            "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) "
            "on project fx-rates: There are test failures."),
        edit("/home/mara/fx-rates/pom.xml", "<artifactId>maven-surefire-plugin</artifactId>\n",
             "<artifactId>maven-surefire-plugin</artifactId>\n<configuration><argLine>--add-opens "
             "java.base/java.lang=ALL-UNNAMED</argLine></configuration>\n"),
        ok("mvn -q test", "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0"))
    T.pair("t51-addopens", "l-ao-mvn", "recurred",
           "surefire tests on JDK 21 hit InaccessibleObjectException for java.lang before argLine got --add-opens")

    T.later(
        "l-ao-docker", "/home/mara/audit-export", "2025-07-03T08:20:00Z", "runtime/temurin17",
        user("try audit-export on the new eclipse-temurin:17-jre base"),
        err("docker run --rm audit-export:2.8-jre17 --since 2025-06-01",
            "Exception in thread \"main\" com.google.gson.JsonIOException: Failed making field "
            "'java.time.Instant#seconds' accessible; either increase its visibility or write a custom TypeAdapter "
            "for its declaring type.\nCaused by: java.lang.reflect.InaccessibleObjectException: Unable to make field "
            "private final long java.time.Instant.seconds accessible: module java.base does not \"opens java.time\" "
            "to unnamed module @1a2b3c4d\n" + _AO_TRACE),
        say("Gson 2.8 reflects into java.time.Instant, blocked on 17. Register a TypeAdapter for Instant, or open "
            "java.time; I'd rather do the adapter. Want me to?"))
    T.pair("t51-addopens", "l-ao-docker", "recurred",
           "InaccessibleObjectException again on a JRE 17 image, java.time not opened to the unnamed module")

    T.later(
        "l-ao-spark", "/home/mara/spark-jobs", "2025-06-23T14:30:00Z", "spark33",
        user("run the spark 3.3 job locally on JDK 17"),
        err("spark-submit --master 'local[4]' target/scala-2.12/daily-agg.jar",
            "Exception in thread \"main\" java.lang.IllegalAccessError: class org.apache.spark.storage.StorageUtils$ "
            "(in unnamed module @0x5a2e4553) cannot access class sun.nio.ch.DirectBuffer (in module java.base) "
            "because module java.base does not export sun.nio.ch to unnamed module @0x5a2e4553"),
        ok("spark-submit --master 'local[4]' --driver-java-options '--add-exports java.base/sun.nio.ch=ALL-UNNAMED' "
           "target/scala-2.12/daily-agg.jar", "25/06/23 14:31:02 INFO DailyAgg: wrote 412 partitions"))
    T.pair("t51-addopens", "l-ao-spark", "neither",
           "a different error (IllegalAccessError, a package not exported) fixed with --add-exports, not --add-opens")

    T.later(
        "l-ao-ucv", "/home/mara/ledger-svc", "2025-05-29T11:10:00Z", "jdk17-migration",
        user("ops says the new ledger-svc jar won't start on the reporting host"),
        err("ssh report-01 'java -jar /opt/ledger/ledger-svc.jar --version'",
            "Error: LinkageError occurred while loading main class com.acme.ledger.Main\n"
            "\tjava.lang.UnsupportedClassVersionError: com/acme/ledger/Main has been compiled by a more recent "
            "version "
            "of the Java Runtime (class file version 61.0), this version of the Java Runtime only recognizes class "
            "file versions up to 55.0"),
        say("report-01 still runs Java 11; the jar is built for 17. It needs a 17 runtime there."))
    T.pair("t51-addopens", "l-ao-ucv", "neither", "a different Java error (UnsupportedClassVersionError on Java 11)")

    T.later(
        "l-ao-before", "/home/mara/kryo-cache", "2025-03-18T09:00:00Z", "jdk17",
        user("kryo-cache tests on 17"),
        edit("/home/mara/kryo-cache/build.gradle", "test {\n", "test {\n    jvmArgs "
                                                               "'--add-opens=java.base/java.util=ALL-UNNAMED'\n"),
        ok("./gradlew test", "BUILD SUCCESSFUL in 9s"))
    T.pair("t51-addopens", "l-ao-before", "neither", "dated before the lesson's source session")


FILLS = [lxml, fpic, add_opens]
