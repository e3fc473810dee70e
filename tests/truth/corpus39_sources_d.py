"""Scripted sessions of corpus39, part four: Dramatiq workers for a fish user, LLDB and clang on macOS zsh
(file:line:col errors), strace in a container under WSL 2 (a long output), autoreconf and libtool for a C library
(German-speaking user), iperf3 through the Windows firewall in cmd (a rejected tool use)."""
from __future__ import annotations

from tests.truth.corpus39_common import REJECTED

SMOKE = "fish -c 'source .venv/bin/activate.fish; and python scripts/smoke_result.py'"
MISSING = ("Exit code 1\nTraceback (most recent call last):\n"
           "  File \"/home/tomas/work/ingest/scripts/smoke_result.py\", "
           "line 9, in <module>\n    print(msg.get_result(block=True, timeout=30_000))\n"
           "dramatiq.results.errors.ResultMissing: reindex_tenant('acme')")

DRAMATIQ = [
    ("user", "Dramatiq workers drop long reindex jobs after about ten minutes. I'm on fish, the worker runs as the "
             "user unit ingest-worker."),
    ("bash", "journalctl --user -u ingest-worker -n 4 --no-pager",
     "May 06 14:20:03 build7 dramatiq[40211]: [2025-05-06 14:20:03,118] [PID 40211] [Thread-3] "
     "[dramatiq.middleware.time_limit.TimeLimit] [WARNING] Time limit exceeded. Raising exception in worker thread "
     "140231.\nMay 06 14:20:03 build7 dramatiq[40211]: [2025-05-06 14:20:03,120] [PID 40211] [Thread-3] "
     "[dramatiq.worker.WorkerThread] [ERROR] Failed to process message reindex_tenant('acme') with unhandled "
     "exception.\nMay 06 14:20:03 build7 dramatiq[40211]: dramatiq.middleware.time_limit.TimeLimitExceeded", False),
    ("say", "That's the TimeLimit middleware: its default limit is 600000 ms (10 minutes) per message. The reindex "
            "actor needs its own time_limit."),
    ("edit", "/home/tomas/work/ingest/ingest/tasks.py", "@dramatiq.actor(queue_name=\"reindex\")",
     "@dramatiq.actor(queue_name=\"reindex\", time_limit=3_600_000)"),
    ("bash", "fish -c 'source .venv/bin/activate; and python -m pytest tests/test_tasks.py -q'",
     "Exit code 1\n.venv/bin/activate (line 38): \"case\" builtin not inside of switch block\n"
     "case \"$(uname)\" in\n^~~^\nfrom sourcing file .venv/bin/activate\n"
     "source: Error while reading file '.venv/bin/activate'", True),
    ("say", "fish can't source the bash activate script; the venv ships activate.fish for that."),
    ("bash", "fish -c 'source .venv/bin/activate.fish; and python -m pytest tests/test_tasks.py -q'",
     "....                                                                     [100%]\n4 passed in 0.41s", False),
    ("say", "Tests pass with the new decorator. The real check is tonight's reindex run; the unit tests don't run "
            "anything near ten minutes."),
    ("user", "I'll watch tonight's run. Next: `message.get_result()` raises ResultMissing even after the job is "
             "done."),
    ("bash", SMOKE, MISSING, True),
    ("edit", "/home/tomas/work/ingest/ingest/tasks.py",
     "@dramatiq.actor(queue_name=\"reindex\", time_limit=3_600_000)",
     "@dramatiq.actor(queue_name=\"reindex\", time_limit=3_600_000, store_results=True)"),
    ("bash", SMOKE, MISSING, True),
    ("say", "Still ResultMissing. store_results=True only asks the Results middleware to store the value, and "
            "ingest/broker.py never adds that middleware. It needs "
            "`broker.add_middleware(Results(backend=RedisBackend(url=REDIS_URL)))`."),
    ("user", "Ok, leave it there, I need to check with Petra how the broker is wired in prod first."),
]

LLDB_OUT = (
    "(lldb) target create \"./build/geomkit_tests\"\nCurrent executable set to "
    "'/Users/rafa/src/geomkit/build/geomkit_tests' (arm64).\n(lldb) settings set -- target.run-args  "
    "\"--gtest_filter=Delaunay.*\"\n(lldb) run\nProcess 51822 launched: '/Users/rafa/src/geomkit/build/geomkit_tests' "
    "(arm64)\n[==========] Running 3 tests from 1 test suite.\n[ RUN      ] Delaunay.SquareWithCenter\n"
    "Process 51822 stopped\n* thread #1, queue = 'com.apple.main-thread', stop reason = EXC_BAD_ACCESS (code=1, "
    "address=0x10)\n    frame #0: 0x0000000100004a2c geomkit_tests`geomkit::Delaunay::insert(this=0x000000016fdfe8a0, "
    "p=0x0000600000c04010) at delaunay.cpp:91:31\n   88  \t    for (int i = 0; i <= pts.size(); ++i) {\n"
    "   89  \t        insert(pts[i]);\n   90  \t    }\n-> 91  \t    auto& tri = tris_[locate(p)];\n"
    "(lldb) bt\n* thread #1, queue = 'com.apple.main-thread', stop reason = EXC_BAD_ACCESS (code=1, address=0x10)\n"
    "  * frame #0: 0x0000000100004a2c geomkit_tests`geomkit::Delaunay::insert(this=0x000000016fdfe8a0, "
    "p=0x0000600000c04010) at delaunay.cpp:91:31\n    frame #1: 0x0000000100004d70 "
    "geomkit_tests`geomkit::Delaunay::build(this=0x000000016fdfe8a0) at delaunay.cpp:89:9\n"
    "    frame #2: 0x0000000100002b18 geomkit_tests`Delaunay_SquareWithCenter_Test::TestBody() at "
    "test_delaunay.cpp:17:5")
LLDB_CMD = "lldb --batch -o run -o bt -- ./build/geomkit_tests --gtest_filter='Delaunay.*'"

LLDB = [
    ("user", "geomkit's test binary segfaults in the Delaunay tests since yesterday. Debug it with lldb, please."),
    ("bash", "cmake --build build -j8",
     "[ 50%] Building CXX object src/CMakeFiles/geomkit.dir/delaunay.cpp.o\n"
     "/Users/rafa/src/geomkit/src/delaunay.cpp:88:23: warning: comparison of integers of different signs: 'int' and "
     "'size_t' (aka 'unsigned long') [-Wsign-compare]\n   88 |     for (int i = 0; i <= pts.size(); ++i) {\n"
     "      |                     ~ ^  ~~~~~~~~~~\n1 warning generated.\n[100%] Built target geomkit_tests", False),
    ("bash", "./build/geomkit_tests --gtest_filter='Delaunay.*'",
     "Exit code 139\n[==========] Running 3 tests from 1 test suite.\n[ RUN      ] Delaunay.SquareWithCenter\n"
     "zsh: segmentation fault  ./build/geomkit_tests --gtest_filter='Delaunay.*'", True),
    ("bash", LLDB_CMD,
     "Exit code 1\n(lldb) target create \"./build/geomkit_tests\"\n(lldb) run\nerror: process exited with status -1 "
     "(attach failed (Not allowed to attach to process.  Look in the console messages (Console.app), near the "
     "debugserver entries, when the attach failed.  The subsystem that denied the attach permission will likely "
     "have logged an informative message about why it was denied.))", True),
    ("bash", "DevToolsSecurity -status", "Developer mode is currently disabled.", False),
    ("say", "Developer mode is off, so debugserver may not attach. `sudo DevToolsSecurity -enable` asks for an admin "
            "password interactively; please run it in your terminal."),
    ("user", "Ran `sudo DevToolsSecurity -enable` in iTerm, it says developer mode is now enabled."),
    ("bash", LLDB_CMD, LLDB_OUT, False),
    ("say", "Line 88 loops with `i <= pts.size()`, one past the end, exactly what the -Wsign-compare warning pointed "
            "at; insert() then reads garbage."),
    ("edit", "/Users/rafa/src/geomkit/src/delaunay.cpp", "for (int i = 0; i <= pts.size(); ++i) {",
     "for (std::size_t i = 0; i < pts.size(); ++i) {"),
    ("bash", "cmake --build build -j8 && ./build/geomkit_tests --gtest_filter='Delaunay.*'",
     "[ 50%] Building CXX object src/CMakeFiles/geomkit.dir/delaunay.cpp.o\n[100%] Built target geomkit_tests\n"
     "[==========] Running 3 tests from 1 test suite.\n[==========] 3 tests from 1 test suite ran. (4 ms total)\n"
     "[  PASSED  ] 3 tests.", False),
    ("user", "Make sign-compare an error so this can't sneak in again."),
    ("edit", "/Users/rafa/src/geomkit/CMakeLists.txt", "target_compile_features(geomkit PUBLIC cxx_std_20)\n",
     "target_compile_features(geomkit PUBLIC cxx_std_20)\ntarget_compile_options(geomkit PRIVATE "
     "-Werror=sign-compare)\n"),
    ("bash", "cmake --build build -j8",
     "Exit code 2\n[ 25%] Building CXX object src/CMakeFiles/geomkit.dir/hull.cpp.o\n"
     "/Users/rafa/src/geomkit/src/hull.cpp:42:21: error: comparison of integers of different signs: 'int' and "
     "'std::vector<Point>::size_type' (aka 'unsigned long') [-Werror,-Wsign-compare]\n"
     "   42 |   for (int k = 2; k < hull.size(); ++k) {\n      |                   ~ ^ ~~~~~~~~~~~\n"
     "1 error generated.\n"
     "make[2]: *** [src/CMakeFiles/geomkit.dir/hull.cpp.o] Error 1\nmake: *** [all] Error 2", True),
    ("user", "Ha, another one. Leave hull.cpp, I'll fix it myself."),
]

TRACE_LINES = "\n".join([
    "412   openat(AT_FDCWD, \"/etc/fonts/fonts.conf\", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)",
    "412   openat(AT_FDCWD, \"/usr/share/fonts\", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = -1 ENOENT (No such "
    "file or directory)",
    "412   openat(AT_FDCWD, \"/usr/local/share/fonts\", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = -1 ENOENT (No "
    "such file or directory)",
    "412   openat(AT_FDCWD, \"/root/.fonts\", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = -1 ENOENT (No such file "
    "or directory)",
] + [f"41{n}   openat(AT_FDCWD, \"/app/node_modules/.cache/pdfkit/{n}.afm\", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such "
     "file or directory)" for n in range(3, 9)] + [
    "412   openat(AT_FDCWD, \"/var/cache/fontconfig\", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = -1 ENOENT (No "
    "such file or directory)",
    "412   write(2, \"Fontconfig error: Cannot load default config file: No such file: (null)\\n\", 73) = 73"])
STRACE_CMD = ("docker exec pdfsvc strace -f -e trace=openat,write -o /tmp/trace.txt node server.js --once "
              "sample.json")

STRACE = [
    ("user", "pdfsvc in its container logs 'Fontconfig error' and renders blank PDFs. Find which files it's looking "
             "for, strace it. (WSL 2, Ubuntu 24.04, Docker Engine inside WSL)"),
    ("bash", "sudo sysctl -w kernel.yama.ptrace_scope=0", "kernel.yama.ptrace_scope = 0", False),
    ("bash", STRACE_CMD,
     "Exit code 1\nstrace: test_ptrace_get_syscall_info: PTRACE_TRACEME: Operation not permitted\n"
     "strace: attach: ptrace(PTRACE_SEIZE, 7): Operation not permitted\n+++ exited with 1 +++", True),
    ("say", "ptrace_scope on the WSL kernel doesn't matter here: Docker's default seccomp profile and capability set "
            "block ptrace inside the container. It needs CAP_SYS_PTRACE."),
    ("bash", "docker rm -f pdfsvc && docker run -d --name pdfsvc --cap-add=SYS_PTRACE -v \"$PWD/out:/app/out\" "
             "pdfsvc:dev", "pdfsvc\n7f3c9e1d2ab4e0c6b1d8f5a3c2e9b7d4a6f1e0c3b5d7a9e2f4c6b8d0a1e3f5c7", False),
    ("bash", STRACE_CMD + " && docker exec pdfsvc grep -E 'fonts|ENOENT|Fontconfig' /tmp/trace.txt | head -40",
     TRACE_LINES, False),
    ("say", "fontconfig has no config and there are no fonts at all in the slim image. Adding fontconfig and a "
            "DejaVu package to the Dockerfile:"),
    ("edit", "/home/nadia/dev/pdfsvc/Dockerfile",
     "RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates",
     "RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates fontconfig "
     "fonts-dejavu-core"),
    ("bash", "docker build -t pdfsvc:dev . 2>&1 | tail -3 && docker run --rm pdfsvc:dev node scripts/check-fonts.js",
     "#9 exporting to image\n#9 naming to docker.io/library/pdfsvc:dev done\n#9 DONE 0.4s\n"
     "fonts found: 22 (DejaVu Sans, DejaVu Sans Mono, DejaVu Serif)", False),
    ("user", "Rebuilt and ran it: I opened \\\\wsl$\\Ubuntu\\home\\nadia\\dev\\pdfsvc\\out\\sample.pdf in Edge and "
             "it has text now. Thanks!"),
]

AUTOGEN_ERR = (
    "Exit code 1\nautoreconf: export WARNINGS=\nautoreconf: Entering directory '.'\nautoreconf: configure.ac: not "
    "using Gettext\nautoreconf: running: aclocal --force -I m4\nautoreconf: configure.ac: tracing\n"
    "autoreconf: configure.ac: not using Libtool\nautoreconf: running: /usr/bin/autoconf --force\n"
    "configure.ac:14: error: possibly undefined macro: AC_PROG_LIBTOOL\n"
    "      If this token and others are legitimate, please use m4_pattern_allow.\n"
    "      See the Autoconf documentation.\nautoreconf: error: /usr/bin/autoconf failed with exit status: 1")

AUTORECONF = [
    ("user", "Bitte libquux 0.9 aus dem Git-Checkout bauen (im Repo gibt es kein configure) und nach ~/.local "
             "installieren."),
    ("bash", "./autogen.sh", AUTOGEN_ERR, True),
    ("bash", "dpkg -l libtool | tail -1", "Exit code 1\ndpkg-query: no packages found matching libtool", True),
    ("bash", "sudo apt-get install -y libtool",
     "The following NEW packages will be installed:\n  libltdl-dev libltdl7 libtool\n"
     "Setting up libtool (2.4.7-7) ...\nProcessing triggers for man-db (2.12.0-4) ...", False),
    ("bash", "./autogen.sh",
     "libtoolize: putting auxiliary files in '.'.\nlibtoolize: copying file './ltmain.sh'\n"
     "libtoolize: putting macros in AC_CONFIG_MACRO_DIRS, 'm4'.\nconfigure.ac:14: installing './compile'\n"
     "Makefile.am: installing './depcomp'\nautoreconf: Leaving directory '.'", False),
    ("bash", "./configure --prefix=$HOME/.local && make -j4",
     "checking for gcc... gcc\nchecking whether the C compiler works... yes\n...\nconfig.status: creating "
     "Makefile\n  CC       src/parse.lo\n  CC       src/locale.lo\n  CCLD     libquux.la\n"
     "make[1]: Leaving directory '/home/build/libquux'", False),
    ("bash", "make check",
     "Exit code 2\nPASS: tests/t_parse\nFAIL: tests/t_locale\n"
     "============================================================================\n"
     "Testsuite summary for libquux 0.9\n"
     "============================================================================\n"
     "# TOTAL: 2\n# PASS:  1\n# SKIP:  0\n# XFAIL: 0\n# FAIL:  1\n# XPASS: 0\n# ERROR: 0\n"
     "See ./test-suite.log", True),
    ("bash", "cat tests/t_locale.log",
     "t_locale: setlocale(LC_ALL, \"de_DE.UTF-8\") failed\nFAIL tests/t_locale (exit status: 1)", False),
    ("say", "Der Test braucht die Locale de_DE.UTF-8, die auf dieser Maschine nicht generiert ist."),
    ("bash", "sudo sed -i 's/^# de_DE.UTF-8/de_DE.UTF-8/' /etc/locale.gen && sudo locale-gen",
     "Generating locales (this might take a while)...\n  de_DE.UTF-8... done\n  en_US.UTF-8... done\n"
     "Generation complete.", False),
    ("bash", "make check",
     "PASS: tests/t_parse\nPASS: tests/t_locale\n"
     "============================================================================\n"
     "# TOTAL: 2\n# PASS:  2\n# SKIP:  0\n# XFAIL: 0\n# FAIL:  0\n# XPASS: 0\n# ERROR: 0", False),
    ("bash", "make install",
     "libtool: install: /usr/bin/install -c .libs/libquux.so.0.0.0 /home/build/.local/lib/libquux.so.0.0.0\n"
     "libtool: finish: PATH=\"...:/sbin\" ldconfig -n /home/build/.local/lib\n"
     "Libraries have been installed in:\n   /home/build/.local/lib", False),
    ("bash", "python3 -c \"import ctypes; ctypes.CDLL('libquux.so.0')\"",
     "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
     "OSError: libquux.so.0: cannot open shared object file: No such file or directory", True),
    ("say", "~/.local/lib ist nicht im Suchpfad des Loaders. Ich lege ein Skript an, das den Pfad in "
            "/etc/ld.so.conf.d einträgt und ldconfig aufruft."),
    ("write", "/home/build/libquux/fix-ldpath.sh",
     "#!/bin/sh\necho \"$HOME/.local/lib\" | sudo tee /etc/ld.so.conf.d/libquux.conf\nsudo ldconfig\n"),
    ("user", "Passt, danke."),
]

IPERF = [
    ("user", "iperf3 from my laptop to this Windows box times out. This PC is the server, both on the same LAN."),
    ("bash", "start \"\" /b iperf3.exe -s -p 5201 --logfile C:\\tools\\iperf3\\server.log", "", False),
    ("bash", "netstat -ano | findstr :5201",
     "  TCP    0.0.0.0:5201           0.0.0.0:0              LISTENING       9412", False),
    ("user", "Laptop says: iperf3: error - unable to connect to server - server may have terminated: Connection "
             "timed out"),
    ("bash", "netsh advfirewall set allprofiles state off", REJECTED, True),
    ("user", "No. Never switch the firewall off, not even to test. Open the port."),
    ("bash", "netsh advfirewall firewall add rule name=\"iperf3 5201\" dir=in action=allow protocol=TCP "
             "localport=5201", "Ok.", False),
    ("user", "Connects now: [  5]   0.00-10.00  sec  1.09 GBytes   939 Mbits/sec                  receiver"),
    ("user", "But with -u (UDP) the laptop reports 0 packets received at the server."),
    ("say", "The rule only covers TCP; UDP on 5201 needs its own rule."),
    ("bash", "netsh advfirewall firewall add rule name=\"iperf3 5201 udp\" dir=in action=allow protocol=UDP "
             "localport=5201", "Ok.", False),
    ("user", "Still 0 packets in the UDP test. Hm, whatever, TCP is what I needed today."),
]

SOURCES = {
    "m16-dramatiq-fish": ("/home/tomas/work/ingest", "2025-05-06T14:31:00Z", "main", DRAMATIQ),
    "m17-lldb-macos": ("/Users/rafa/src/geomkit", "2025-05-12T07:50:00Z", "fix/delaunay-crash", LLDB),
    "m18-strace-wsl": ("/home/nadia/dev/pdfsvc", "2025-05-20T12:10:00Z", "main", STRACE),
    "m19-autoreconf-libtool": ("/home/build/libquux", "2025-05-27T06:40:00Z", "v0.9", AUTORECONF),
    "m20-iperf3-cmd": ("C:\\tools\\iperf3", "2025-06-02T17:00:00Z", "HEAD", IPERF),
}
