"""tracking29, part g: monit refusing a control file readable by others, and valgrind unable to start without the
C library's debug symbols in slim containers. The labelling rules are in tracking29_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking29_cases import T, edit, say, sh, u

# ---------------------------------------------------------------- monit's control file mode (bash)


def _perm(path: str, mode: str, octal: str) -> str:
    return (f"The control file '{path}' must have permissions no more than -rwx------ (0700); right now "
            f"permissions are {mode} ({octal}).")


def monit_source() -> None:
    T.source(
        "s-monit-rc", "/home/deploy/worker-ops", "2025-05-22T09:00:00Z", "main",
        u("Set up a user-level monit for the queue workers using conf/monitrc from this repo, and check the "
          "config."),
        sh("cp conf/monitrc ~/.monitrc && monit -t", _perm("/home/deploy/.monitrc", "-rw-r--r--", "0644"), True),
        say("monit refuses a control file that others can read, since it can hold passwords. cp kept the "
            "repo file's 0644."),
        sh("chmod 600 ~/.monitrc && monit -t", "Control file syntax OK"),
    )
    T.lesson(
        "t29-monit-perms", "global", "en", "s-monit-rc", "tool_quirk",
        "monit refuses a control file that is group- or world-readable",
        "`monit -t` (and every other monit command) fails with `must have permissions no more than -rwx------ "
        "(0700)` right after the monitrc was copied from the repository.",
        "The file is valid and the message is not a syntax error; a fresh `cp` or checkout silently gives the "
        "file 0644, so it breaks again on the next deploy.",
        "monit checks the control file's mode before parsing and refuses anything wider than 0700 because the "
        "file may contain credentials.",
        "Restrict the file: `chmod 600 ~/.monitrc` (any 0700-or-tighter mode, e.g. `chmod 0600` or `chmod "
        "u=rw,go=`), or copy it with `install -m 600`; the same goes for a file passed with `-c`.",
        "`monit -t` after `cp conf/monitrc ~/.monitrc`: `right now permissions are -rw-r--r-- (0644)`; "
        "`chmod 600 ~/.monitrc && monit -t` → `Control file syntax OK`.",
    )


def monit_later_a() -> None:
    T.later(
        "l-monit-worker-rc", "/srv/app", "2025-06-16T06:30:00Z", "deploy/monit-c",
        u("Start monit for the app with the control file shipped in deploy/monit/worker.monitrc."),
        sh("monit -c deploy/monit/worker.monitrc -t",
           _perm("/srv/app/deploy/monit/worker.monitrc", "-rw-rw-r--", "0664"), True),
        sh("chmod 0600 deploy/monit/worker.monitrc && monit -c deploy/monit/worker.monitrc",
           "Starting Monit 5.33.0 daemon with http interface at [localhost]:2812"),
    )
    T.pair("t29-monit-perms", "l-monit-worker-rc", "recurred",
           "monit refuses another control file (-c worker.monitrc, 0664) before chmod 0600")
    T.later(
        "l-monit-install", "/home/deploy/worker-ops", "2025-06-27T08:45:00Z", "chore/deploy-script",
        u("Re-deploy the monitrc after my edit and reload monit."),
        sh("install -m 600 conf/monitrc ~/.monitrc && monit -t && monit reload",
           "Control file syntax OK\nReinitializing monit daemon"),
    )
    T.pair("t29-monit-perms", "l-monit-install", "applied",
           "install -m 600, the copy the lesson names, sets the mode before monit runs; no permission error")
    T.later(
        "l-monit-symbolic", "/home/deploy/worker-ops", "2025-07-09T07:20:00Z", "feat/alerts",
        u("I added an alert block to ~/.monitrc by hand. Lock the file down and check it, then restart the "
          "mail worker check."),
        sh("chmod u=rw,go= ~/.monitrc && monit -t", "Control file syntax OK"),
        sh("monit restart mail-worker", "monit: Cannot connect to the monit daemon. Did you start it with http "
           "support?", True),
        say("The daemon isn't running in this session; `monit` needs starting before restart works."),
    )
    T.pair("t29-monit-perms", "l-monit-symbolic", "applied",
           "chmod u=rw,go= is used before monit -t; the later daemon connection error is a different failure")


def monit_later_b() -> None:
    T.later(
        "l-monit-ssh-key", "/home/deploy/worker-ops", "2025-07-22T10:10:00Z", "main",
        u("ssh to the queue host complains the key is too open. Fix it."),
        sh("chmod 600 ~/.ssh/id_ed25519 && ssh -o BatchMode=yes queue-01 true && echo ok", "ok"),
    )
    T.pair("t29-monit-perms", "l-monit-ssh-key", "neither",
           "chmod 600 is run on an SSH key, not a monit control file; monit is not involved")
    T.later(
        "l-monit-syntax", "/home/deploy/worker-ops", "2025-08-05T09:35:00Z", "feat/alerts",
        u("Check the monit config after the alert change."),
        sh("monit -t", "/home/deploy/.monitrc:14: syntax error 'procss'", True),
        edit("/home/deploy/.monitrc", "check procss mail-worker", "check process mail-worker"),
        sh("monit -t", "Control file syntax OK"),
    )
    T.pair("t29-monit-perms", "l-monit-syntax", "neither",
           "a different monit error (syntax); no permission refusal and no chmod")
    T.later(
        "l-monit-april", "/home/deploy/worker-ops", "2025-04-14T09:00:00Z", "main",
        u("Try monit with the repo config."),
        sh("monit -c conf/monitrc -t", _perm("/home/deploy/worker-ops/conf/monitrc", "-rw-r--r--", "0644"), True),
        sh("chmod 600 conf/monitrc && monit -c conf/monitrc -t", "Control file syntax OK"),
    )
    T.pair("t29-monit-perms", "l-monit-april", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- valgrind without glibc debug symbols (bash)


def _redir(pid: int, ldso: str) -> str:
    v = "valgrind:  "
    return (f"=={pid}== Memcheck, a memory error detector\n\n{v}Fatal error at startup: a function redirection\n"
            f"{v}which is mandatory for this platform-tool combination\n{v}cannot be set up.  Details of the "
            f"redirection are:\n{v}\n{v}A must-be-redirected function\n{v}whose name matches the pattern:      "
            f"strlen\n{v}in an object with soname matching:   {ldso}\n{v}was not found whilst processing\n"
            f"{v}symbols from the object with soname: {ldso}\n{v}\n{v}Possible fixes: (1, short term): install "
            f"glibc's debuginfo\n{v}package on this machine.  (2, longer term): ask the packagers\n{v}for your "
            f"Linux distribution to please in future ship a non-\n{v}stripped ld.so (or whatever the dynamic "
            f"linker .so is called)\n{v}that exports the above-named function using the standard\n{v}calling "
            "conventions for this platform.  The package you need\n"
            f"{v}to install for fix (1) is called\n{v}\n{v}  On Debian, Ubuntu:                 libc6-dbg\n"
            f"{v}  On SuSE, openSuSE, Fedora, RHEL:   glibc-debuginfo\n{v}\n{v}Cannot continue -- exiting now.  "
            "Sorry.")


def _clean(pid: int) -> str:
    return (f"=={pid}== Memcheck, a memory error detector\n=={pid}== HEAP SUMMARY:\n=={pid}==     in use at exit: "
            f"64 bytes in 1 blocks\n=={pid}== LEAK SUMMARY:\n=={pid}==    definitely lost: 64 bytes in 1 blocks\n"
            f"=={pid}== ERROR SUMMARY: 1 errors from 1 contexts (suppressed: 0 from 0)")


def valgrind_source() -> None:
    T.source(
        "s-valgrind-ldso", "/work/codec", "2025-05-23T10:30:00Z", "fix/decoder-leak",
        u("We're inside the debian:12-slim dev container. Run the decoder test under valgrind to find the leak."),
        sh("valgrind --leak-check=full ./build/tests/decode_test", _redir(412, "ld-linux-x86-64.so.2"), True),
        say("The container's ld.so is stripped and libc6-dbg was skipped by --no-install-recommends, so "
            "valgrind cannot redirect strlen. Installing the debug symbols."),
        sh("apt-get install -y --no-install-recommends libc6-dbg >/dev/null && "
           "valgrind --leak-check=full ./build/tests/decode_test", _clean(431)),
    )
    T.lesson(
        "t29-valgrind-ldso", "global", "en", "s-valgrind-ldso", "env_setup",
        "valgrind dies at startup in slim containers: install glibc's debug symbols (libc6-dbg)",
        "`valgrind --leak-check=full ./build/tests/decode_test` exits with `Fatal error at startup: a function "
        "redirection which is mandatory for this platform-tool combination cannot be set up` naming `strlen` in "
        "`ld-linux-x86-64.so.2`.",
        "It looks like a valgrind or binary problem; the test binary is fine and valgrind is correctly installed. "
        "Images built with `--no-install-recommends` skip the recommended debug package.",
        "valgrind must redirect strlen in the dynamic linker and needs its symbols; slim distribution images ship "
        "a stripped ld.so without the glibc debug package.",
        "Install the C library's debug symbols before running valgrind: `apt-get install libc6-dbg` on "
        "Debian/Ubuntu, `dnf debuginfo-install glibc` (or the glibc-debuginfo package) on Fedora/RHEL; in a "
        "Dockerfile add `libc6-dbg` next to `valgrind`.",
        ["`valgrind --leak-check=full ./build/tests/decode_test` → `Fatal error at startup: a function "
         "redirection`", "`apt-get install -y --no-install-recommends libc6-dbg` then the same run printed the "
         "`LEAK SUMMARY`"],
    )


def valgrind_later_a() -> None:
    T.later(
        "l-valgrind-fedora", "/var/home/yuki/src/tsparse", "2025-06-05T09:00:00Z", "perf/alloc",
        u("Fedora 40 toolbox. Profile the heap of the parser benchmark with massif."),
        sh("valgrind --tool=massif ./zig-out/bin/tsparse-bench corpus/large.ts",
           _redir(2231, "ld-linux-x86-64.so.2").replace("Memcheck, a memory error detector",
                                                        "Massif, a heap profiler"), True),
        sh("sudo dnf debuginfo-install -y glibc >/dev/null && valgrind --tool=massif ./zig-out/bin/tsparse-bench "
           "corpus/large.ts", "==2290== Massif, a heap profiler\n==2290== Command: ./zig-out/bin/tsparse-bench "
           "corpus/large.ts\nparsed 18211 nodes in 412 ms"),
    )
    T.pair("t29-valgrind-ldso", "l-valgrind-fedora", "recurred",
           "valgrind (massif, another distro and binary) hits the same startup redirection error before dnf fixes it")
    T.later(
        "l-valgrind-dockerfile", "/work/codec", "2025-06-19T13:10:00Z", "ci/valgrind-image",
        u("Make the CI image able to run valgrind and run the decode test in it."),
        edit("/work/codec/ci/Dockerfile", "    valgrind \\\n", "    valgrind \\\n    libc6-dbg \\\n"),
        sh("docker build -q -t codec-ci ci/ && docker run --rm -v \"$PWD\":/work/codec -w /work/codec codec-ci "
           "valgrind --leak-check=full --error-exitcode=1 ./build/tests/decode_test",
           "sha256:7c1e0d9a4b\n==1== Memcheck, a memory error detector\n==1== All heap blocks were freed -- no "
           "leaks are possible\n==1== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)"),
    )
    T.pair("t29-valgrind-ldso", "l-valgrind-dockerfile", "applied",
           "libc6-dbg is added next to valgrind in the Dockerfile the session builds and runs")
    T.later(
        "l-valgrind-ubuntu-ok", "/home/pat/src/ringbuf", "2025-07-02T16:00:00Z", "fix/overflow",
        u("Ubuntu desktop. Check the ring buffer test for invalid reads."),
        sh("valgrind --error-exitcode=1 ./build/ringbuf_test",
           "==8812== Memcheck, a memory error detector\n==8812== Invalid read of size 4\n==8812==    at 0x10927A: "
           "rb_pop (ringbuf.c:58)\n==8812== ERROR SUMMARY: 1 errors from 1 contexts (suppressed: 0 from 0)", True),
        edit("/home/pat/src/ringbuf/ringbuf.c", "if (rb->head > rb->cap)", "if (rb->head >= rb->cap)"),
        sh("make -C build && valgrind --error-exitcode=1 ./build/ringbuf_test",
           "==8830== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)"),
    )
    T.pair("t29-valgrind-ldso", "l-valgrind-ubuntu-ok", "neither",
           "valgrind starts fine and reports a real invalid read; a different failure, no debug-symbol install")


def valgrind_later_b() -> None:
    T.later(
        "l-valgrind-gdb", "/work/codec", "2025-07-18T11:40:00Z", "fix/crash",
        u("In the slim dev container, get a backtrace of the crash in decode_test with gdb."),
        sh("apt-get install -y --no-install-recommends gdb >/dev/null && gdb -batch -ex run -ex bt "
           "./build/tests/decode_test",
           "Program received signal SIGSEGV, Segmentation fault.\n#0  0x00005555555552a1 in read_frame (d=0x0) at "
           "src/decode.c:114\n#1  0x0000555555555410 in main () at tests/decode_test.c:31"),
        say("read_frame gets a NULL decoder from main; the open call's error isn't checked."),
    )
    T.pair("t29-valgrind-ldso", "l-valgrind-gdb", "neither",
           "apt-get install used for gdb, not libc6-dbg; valgrind is not run")
    T.later(
        "l-valgrind-ubuntu-dbg", "/home/pat/src/ringbuf", "2025-08-06T10:00:00Z", "ci/valgrind",
        u("Our GitHub runner image is ubuntu:24.04 minimal. Add what valgrind needs and run the test there."),
        sh("docker run --rm -v \"$PWD\":/src -w /src ubuntu:24.04 sh -c 'apt-get update -qq && apt-get install -y "
           "-qq --no-install-recommends valgrind libc6-dbg make gcc >/dev/null && make -s -C build && valgrind "
           "--error-exitcode=1 ./build/ringbuf_test'",
           "==27== Memcheck, a memory error detector\n==27== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: "
           "0 from 0)"),
    )
    T.pair("t29-valgrind-ldso", "l-valgrind-ubuntu-dbg", "applied",
           "libc6-dbg is installed together with valgrind before the run; no startup error")
    T.later(
        "l-valgrind-april", "/work/codec", "2025-04-11T10:00:00Z", "main",
        u("Run the decoder test under valgrind in the dev container."),
        sh("valgrind ./build/tests/decode_test", _redir(77, "ld-linux-x86-64.so.2"), True),
        say("valgrind can't start here; I'll try again on the host."),
    )
    T.pair("t29-valgrind-ldso", "l-valgrind-april", "neither", "dated before the lesson's source session")


def valgrind_later_c() -> None:
    T.later(
        "l-valgrind-pyext", "/app/fastjson", "2025-08-25T08:20:00Z", "fix/refcount",
        u("We're in the python:3.12-slim test container. Check the C extension's refcount leak under valgrind."),
        sh("valgrind --leak-check=full python -m pytest -q tests/test_loads.py",
           _redir(58, "ld-linux-x86-64.so.2"), True),
        say("valgrind can't start in this slim image. Using the ASan build instead, which needs nothing extra."),
        sh("CFLAGS=-fsanitize=address pip install -q -e . && LD_PRELOAD=$(gcc -print-file-name=libasan.so) "
           "python -m pytest -q tests/test_loads.py", "....                                       [100%]\n"
           "4 passed in 1.92s"),
    )
    T.pair("t29-valgrind-ldso", "l-valgrind-pyext", "recurred",
           "valgrind fails at startup in another slim image (python:3.12-slim); ASan is used instead")


FILLS: list[Callable[[], None]] = [monit_source, monit_later_a, monit_later_b, valgrind_source, valgrind_later_a,
                                   valgrind_later_b, valgrind_later_c]
