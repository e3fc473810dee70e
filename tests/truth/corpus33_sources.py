"""corpus33's scripted sessions, part one: Valgrind on a C ring buffer, jlink/jdeps in PowerShell 7, zlib with nmake
in cmd, WinRM to a workgroup host in PowerShell 7 (a rejected tool use), firewalld in front of Metabase."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus33_common import REJECTED


def ok(command: str, output: str) -> tuple[Any, ...]:
    return ("bash", command, output, False)


def err(command: str, code: int, output: str) -> tuple[Any, ...]:
    return ("bash", command, f"Exit code {code}\n{output}", True)


VG_FIRST = """==48213== Memcheck, a memory error detector
==48213== Copyright (C) 2002-2022, and GNU GPL'd, by Julian Seward et al.
==48213== Using Valgrind-3.22.0 and LibVEX; rerun with -h for copyright info
==48213== Command: ./build/test_ringbuf
==48213==
==48213== Conditional jump or move depends on uninitialised value(s)
==48213==    at 0x109A3C: rb_push (ringbuf.c:58)
==48213==    by 0x10A1F2: test_wraparound (test_ringbuf.c:77)
==48213==    by 0x10A8B0: main (test_ringbuf.c:142)
==48213==
test_new_empty ........ ok
test_push_pop ......... ok
test_wraparound ....... ok
test_resize_grows ..... ok
test_resize_keeps_order ok
test_peek ............. ok
test_clear ............ ok
test_full_flag ........ ok
test_drop_oldest ...... ok
test_iter ............. ok
test_free_null ........ ok
test_zero_capacity .... ok
ALL 12 TESTS PASSED
==48213==
==48213== HEAP SUMMARY:
==48213==     in use at exit: 4,160 bytes in 2 blocks
==48213==   total heap usage: 31 allocs, 29 frees, 9,312 bytes allocated
==48213==
==48213== 4,096 bytes in 1 blocks are definitely lost in loss record 2 of 2
==48213==    at 0x4846828: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==48213==    by 0x1097B1: rb_resize (ringbuf.c:112)
==48213==    by 0x10A33D: test_resize_grows (test_ringbuf.c:101)
==48213==    by 0x10A8C4: main (test_ringbuf.c:143)
==48213==
==48213== LEAK SUMMARY:
==48213==    definitely lost: 4,096 bytes in 1 blocks
==48213==    indirectly lost: 0 bytes in 0 blocks
==48213==      possibly lost: 0 bytes in 0 blocks
==48213==    still reachable: 64 bytes in 1 blocks
==48213==         suppressed: 0 bytes in 0 blocks
==48213== Rerun with --leak-check=full to see details of leaked memory
==48213== Use --track-origins=yes to see where uninitialised values come from
==48213== For lists of detected and suppressed errors, rerun with: -s
==48213== ERROR SUMMARY: 2 errors from 2 contexts (suppressed: 0 from 0)"""

VG_ORIGINS = """==48377== Conditional jump or move depends on uninitialised value(s)
==48377==    at 0x109A3C: rb_push (ringbuf.c:58)
==48377==    by 0x10A1F2: test_wraparound (test_ringbuf.c:77)
==48377==    by 0x10A8B0: main (test_ringbuf.c:142)
==48377==  Uninitialised value was created by a heap allocation
==48377==    at 0x4846828: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==48377==    by 0x109712: rb_new (ringbuf.c:31)"""

VG_CLEAN = """cc -std=c11 -g -O0 -Wall -Wextra -c ringbuf.c -o build/ringbuf.o
cc -std=c11 -g -O0 -Wall -Wextra build/ringbuf.o build/log.o build/test_ringbuf.o -o build/test_ringbuf
./build/test_ringbuf
ALL 12 TESTS PASSED
==48521== Memcheck, a memory error detector
==48521== Copyright (C) 2002-2022, and GNU GPL'd, by Julian Seward et al.
==48521== Using Valgrind-3.22.0 and LibVEX; rerun with -h for copyright info
==48521== Command: ./build/test_ringbuf
==48521==
ALL 12 TESTS PASSED
==48521==
==48521== HEAP SUMMARY:
==48521==     in use at exit: 64 bytes in 1 blocks
==48521==   total heap usage: 31 allocs, 30 frees, 9,312 bytes allocated
==48521==
==48521== LEAK SUMMARY:
==48521==    definitely lost: 0 bytes in 0 blocks
==48521==    indirectly lost: 0 bytes in 0 blocks
==48521==      possibly lost: 0 bytes in 0 blocks
==48521==    still reachable: 64 bytes in 1 blocks
==48521==         suppressed: 0 bytes in 0 blocks
==48521== Reachable blocks (those to which a pointer was found) are not shown.
==48521== To see them, rerun with: --leak-check=full --show-leak-kinds=all
==48521==
==48521== For lists of detected and suppressed errors, rerun with: -s
==48521== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)"""

VG_REACHABLE = """==48602== Memcheck, a memory error detector
==48602== Command: ./build/test_ringbuf
==48602==
ALL 12 TESTS PASSED
==48602==
==48602== HEAP SUMMARY:
==48602==     in use at exit: 64 bytes in 1 blocks
==48602==   total heap usage: 31 allocs, 30 frees, 9,312 bytes allocated
==48602==
==48602== 64 bytes in 1 blocks are still reachable in loss record 1 of 1
==48602==    at 0x4846828: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==48602==    by 0x10A0F1: log_init (log.c:19)
==48602==    by 0x10A89B: main (test_ringbuf.c:139)
==48602==
==48602== LEAK SUMMARY:
==48602==    definitely lost: 0 bytes in 0 blocks
==48602==    indirectly lost: 0 bytes in 0 blocks
==48602==      possibly lost: 0 bytes in 0 blocks
==48602==    still reachable: 64 bytes in 1 blocks
==48602==         suppressed: 0 bytes in 0 blocks
==48602==
==48602== For lists of detected and suppressed errors, rerun with: -s
==48602== ERROR SUMMARY: 1 errors from 1 contexts (suppressed: 0 from 0)"""

RINGBUF_C = """  1 #include <stdbool.h>
  2 #include <stdlib.h>
  3 #include <string.h>
  4 #include "ringbuf.h"
...
 29 struct ringbuf *rb_new(size_t cap)
 30 {
 31     struct ringbuf *rb = malloc(sizeof *rb);
 32     if (!rb) return NULL;
 33     rb->buf = malloc(cap * sizeof *rb->buf);
 34     rb->cap = cap;
 35     rb->head = rb->tail = 0;
 36     return rb;
 37 }
...
 56 int rb_push(struct ringbuf *rb, int v)
 57 {
 58     if (rb->full) {
 59         rb->tail = (rb->tail + 1) % rb->cap;
...
105 int rb_resize(struct ringbuf *rb, size_t ncap)
106 {
107     size_t n = rb_len(rb);
108     int *nb = malloc(ncap * sizeof *nb);
...
112     for (size_t i = 0; i < n; i++) nb[i] = rb->buf[(rb->tail + i) % rb->cap];
113     rb->buf = nb;
114     rb->cap = ncap;"""

SUPP = """# still-reachable log buffer from log_init(); freed by the OS at exit
{
   log_init_static_buffer
   Memcheck:Leak
   match-leak-kinds: reachable
   fun:malloc
   fun:log_init
   ...
}
"""

S01 = ("/home/dana/src/ringbuf", "2026-03-02T09:14:05.000Z", "fix-leak", [
    ("user", "make test passes locally but the CI valgrind job on this branch fails. Can you find out why? CI runs "
             "`valgrind --leak-check=full --error-exitcode=1 ./build/test_ringbuf`."),
    ok("make test", "cc -std=c11 -g -O0 -Wall -Wextra -c ringbuf.c -o build/ringbuf.o\n"
                    "cc -std=c11 -g -O0 -Wall -Wextra build/ringbuf.o build/log.o build/test_ringbuf.o -o "
                    "build/test_ringbuf\n./build/test_ringbuf\nALL 12 TESTS PASSED"),
    err("valgrind --leak-check=full --error-exitcode=1 ./build/test_ringbuf", 1, VG_FIRST),
    ("say", "Two separate problems: an uninitialised read in `rb_push` (ringbuf.c:58) and a 4 KiB block lost from "
            "`rb_resize`. Let me ask valgrind where the uninitialised value comes from."),
    ok("valgrind --track-origins=yes --error-exitcode=1 ./build/test_ringbuf 2>&1 | grep -A6 'Conditional jump'",
       VG_ORIGINS),
    ("tool", "Read", {"file_path": "/home/dana/src/ringbuf/ringbuf.c"}, RINGBUF_C, False),
    ("say", "`rb_new` mallocs the struct and never sets `rb->full`, so line 58 branches on garbage. And "
            "`rb_resize` overwrites `rb->buf` without freeing the old array. Fixing both."),
    ("edit", "/home/dana/src/ringbuf/ringbuf.c", "    struct ringbuf *rb = malloc(sizeof *rb);",
     "    struct ringbuf *rb = calloc(1, sizeof *rb);"),
    ("edit", "/home/dana/src/ringbuf/ringbuf.c", "    rb->buf = nb;\n    rb->cap = ncap;",
     "    free(rb->buf);\n    rb->buf = nb;\n    rb->cap = ncap;"),
    ok("make test && valgrind --leak-check=full --error-exitcode=1 ./build/test_ringbuf", VG_CLEAN),
    ("say", "Clean now: `ERROR SUMMARY: 0 errors from 0 contexts`, definitely lost is 0. The 64 bytes still "
            "reachable are not errors under these flags."),
    ("user", "The nightly job also adds --show-leak-kinds=all --errors-for-leak-kinds=all. Will those 64 bytes "
             "fail it?"),
    err("valgrind --leak-check=full --show-leak-kinds=all --errors-for-leak-kinds=all --error-exitcode=1 "
        "./build/test_ringbuf", 1, VG_REACHABLE),
    ("say", "Yes: with `--errors-for-leak-kinds=all` the still-reachable buffer from `log_init` (log.c:19) counts as "
            "an error. Either free it at exit (an `atexit(log_shutdown)`), or suppress it in the nightly job. I'll "
            "write a suppression file for it."),
    ("write", "/home/dana/src/ringbuf/ci/valgrind-log.supp", SUPP),
    ("say", "Wrote `ci/valgrind-log.supp`. The nightly job would need `--suppressions=ci/valgrind-log.supp` added "
            "to its valgrind line."),
    ("user", "ok. commit just the ringbuf.c fix for now, I'll wire the supp into the nightly job myself later."),
    ok('git add ringbuf.c && git commit -m "ringbuf: calloc the struct, free the old buffer in rb_resize"',
       "[fix-leak 3e9a1c2] ringbuf: calloc the struct, free the old buffer in rb_resize\n"
       " 1 file changed, 2 insertions(+), 1 deletion(-)"),
])

JLINK_AUTO = ("Error: automatic module cannot be used with jlink: org.apache.commons.csv from "
              "file:///C:/Users/mkowalski/src/invoice-gui/lib/commons-csv-1.10.0.jar")

SSL_FAIL = """selftest: csv parse ............ ok
selftest: fetch rates https://api.frankfurter.app/latest ... FAILED
Exception in thread "main" javax.net.ssl.SSLHandshakeException: Received fatal alert: handshake_failure
\tat java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)
\tat java.base/sun.security.ssl.Alert.createSSLException(Alert.java:117)
\tat java.base/sun.security.ssl.TransportContext.fatal(TransportContext.java:365)
\tat java.base/sun.security.ssl.Alert$AlertConsumer.consume(Alert.java:287)
\tat java.base/sun.security.ssl.TransportContext.dispatch(TransportContext.java:204)
\tat java.base/sun.security.ssl.SSLTransport.decode(SSLTransport.java:172)
\tat java.net.http/jdk.internal.net.http.common.SSLFlowDelegate$Reader.processData(SSLFlowDelegate.java:481)
\tat com.acme.invoice/com.acme.invoice.rates.RateClient.latest(RateClient.java:44)
\tat com.acme.invoice/com.acme.invoice.Main.selftest(Main.java:88)"""

S02 = ("C:\\Users\\mkowalski\\src\\invoice-gui", "2026-03-03T13:40:11.000Z", "slim-runtime", [
    ("user", "I want to ship the invoice tool with a trimmed runtime instead of a full JDK 21. jlink keeps failing. "
             "The app is out\\invoice.jar (modular, module com.acme.invoice) and the jars in lib\\. I'm in pwsh 7."),
    err('jlink --module-path "$env:JAVA_HOME\\jmods;lib;out\\invoice.jar" --add-modules com.acme.invoice '
        '--output build\\runtime', 1, JLINK_AUTO),
    ("say", "jlink only links explicit modules. `commons-csv` is an automatic module (it only has "
            "`Automatic-Module-Name` in its manifest), so jlink refuses it. The usual way out: jlink just the JDK "
            "modules the app needs and keep the app and its jars on the class path. `jdeps` can tell us which JDK "
            "modules those are."),
    ok("jdeps --print-module-deps --ignore-missing-deps --multi-release 21 out\\invoice.jar "
       "lib\\commons-csv-1.10.0.jar lib\\openpdf-1.3.43.jar", "java.base,java.desktop,java.net.http,java.sql"),
    ok("jlink --add-modules java.base,java.desktop,java.net.http,java.sql --strip-debug --no-man-pages "
       "--no-header-files --compress=2 --output build\\runtime",
       "Warning: The 2 argument for --compress is deprecated and may be removed in a future release"),
    err('build\\runtime\\bin\\java -cp "out\\invoice.jar;lib\\*" com.acme.invoice.Main --selftest', 1, SSL_FAIL),
    ("say", "The runtime links, but the HTTPS call dies in the handshake. jdeps only sees static references; the "
            "elliptic-curve provider (`jdk.crypto.ec`) is loaded through a service lookup, so it was left out and "
            "the server's ECDHE suites can't be negotiated. Adding it, and switching to `--compress=zip-6` since "
            "`2` is deprecated on 21."),
    err("jlink --add-modules java.base,java.desktop,java.net.http,java.sql,jdk.crypto.ec --strip-debug "
        "--no-man-pages --no-header-files --compress=zip-6 --output build\\runtime", 1,
        "Error: directory already exists: C:\\Users\\mkowalski\\src\\invoice-gui\\build\\runtime"),
    ok("Remove-Item -Recurse -Force build\\runtime; jlink --add-modules "
       "java.base,java.desktop,java.net.http,java.sql,jdk.crypto.ec --strip-debug --no-man-pages --no-header-files "
       "--compress=zip-6 --output build\\runtime", ""),
    ok('build\\runtime\\bin\\java -cp "out\\invoice.jar;lib\\*" com.acme.invoice.Main --selftest',
       "selftest: csv parse ............ ok\nselftest: fetch rates https://api.frankfurter.app/latest ... ok\n"
       "selftest: render PDF preview ... ok\n3/3 passed"),
    ok("(Get-ChildItem build\\runtime -Recurse | Measure-Object Length -Sum).Sum / 1MB", "48.7265625"),
    ("say", "Self-test passes on the trimmed runtime: 3/3, and the runtime is about 49 MB."),
    ("user", "Nice, 49 MB instead of 310. Works here too, thanks."),
])

VCVARS = '"C:\\Program Files\\Microsoft Visual Studio\\2022\\Community\\VC\\Auxiliary\\Build\\vcvars64.bat"'

NMAKE_FAIL = """**********************************************************************
** Visual Studio 2022 Developer Command Prompt v17.9.6
** Copyright (c) 2022 Microsoft Corporation
**********************************************************************
[vcvarsall.bat] Environment initialized for: 'x64'

Microsoft (R) Program Maintenance Utility Version 14.39.33523.0
Copyright (C) Microsoft Corporation.  All rights reserved.

\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./inflate.c
inflate.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./inftrees.c
inftrees.c
\tlib -nologo -out:zlib.lib adler32.obj compress.obj crc32.obj deflate.obj gzclose.obj gzlib.obj gzread.obj gzwrite.obj infback.obj inflate.obj inftrees.obj inffast.obj trees.obj uncompr.obj zutil.obj
adler32.obj : fatal error LNK1112: module machine type 'x86' conflicts with target machine type 'x64'
NMAKE : fatal error U1077: '"C:\\Program Files\\Microsoft Visual Studio\\2022\\Community\\VC\\Tools\\MSVC\\14.39.33519\\bin\\HostX64\\x64\\lib.EXE" -nologo -out:zlib.lib adler32.obj compress.obj crc32.obj deflate.obj gzclose.obj gzlib.obj gzread.obj gzwrite.obj infback.obj inflate.obj inftrees.obj inffast.obj trees.obj uncompr.obj zutil.obj' : return code '0x458'
Stop."""

NMAKE_OK = """\tdel *.obj
\tdel *.lib
\tdel *.res
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./adler32.c
adler32.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./compress.c
compress.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./crc32.c
crc32.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./deflate.c
deflate.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./gzclose.c
gzclose.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./gzlib.c
gzlib.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./gzread.c
gzread.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./gzwrite.c
gzwrite.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./infback.c
infback.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./inflate.c
inflate.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./inftrees.c
inftrees.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./inffast.c
inffast.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./trees.c
trees.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./uncompr.c
uncompr.c
\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd"zlib" ./zutil.c
zutil.c
\tlib -nologo -out:zlib.lib adler32.obj compress.obj crc32.obj deflate.obj gzclose.obj gzlib.obj gzread.obj gzwrite.obj infback.obj inflate.obj inftrees.obj inffast.obj trees.obj uncompr.obj zutil.obj"""

S03 = ("C:\\work\\zlib-1.3.1", "2026-03-04T08:02:47.000Z", "HEAD", [
    ("user", "I need a static x64 zlib.lib from this source tree for our Windows build. Plain cmd.exe here, VS 2022 "
             "Community is installed."),
    err("nmake -f win32\\Makefile.msc", 1,
        "'nmake' is not recognized as an internal or external command,\noperable program or batch file."),
    ("say", "This cmd has no MSVC environment. I'll call `vcvars64.bat` in the same command line so nmake, cl and "
            "lib are on PATH for the x64 target."),
    err(f"{VCVARS} && nmake -f win32\\Makefile.msc zlib.lib", 2, NMAKE_FAIL),
    ("say", "nmake and the compiler are found now. The link step fails because some .obj files in the tree are "
            "left over from an earlier x86 build (nmake saw them as up to date and only rebuilt two files). A "
            "`clean` first, then rebuild."),
    ok(f"{VCVARS} >nul && nmake -f win32\\Makefile.msc clean && nmake -f win32\\Makefile.msc zlib.lib", NMAKE_OK),
    ok(f'{VCVARS} >nul && dumpbin /headers zlib.lib | findstr /c:"machine ("',
       "            8664 machine (x64)\n" * 15),
    ("say", "zlib.lib is built and every member is `8664 machine (x64)`."),
    ("user", "Linking it into our app now gives `LINK : warning LNK4098: defaultlib 'MSVCRT' conflicts with use of "
             "other libs; use /NODEFAULTLIB:library` and then the exe crashes on the first gzopen. Our app "
             "builds with /MT."),
    ("say", "That's a C runtime mismatch: win32\\Makefile.msc compiles with `-MD` (DLL runtime) and your app uses "
            "`/MT` (static runtime), so two CRTs end up in one exe. Do you want me to rebuild zlib with `-MT` by "
            "overriding `CFLAGS` on the nmake command line (`nmake -f win32\\Makefile.msc CFLAGS=\"-nologo -MT -W3 "
            "-O2 -Oy- -Zi -Fd\\\"zlib\\\"\"`), or would you rather move the app to /MD?"),
    ("user", "hold on, I need to ask the team which CRT we standardise on before touching either. Leave it there."),
])

WINRM_TRUST = ("[BUILD-07] Connecting to remote server BUILD-07 failed with the following error message : The WinRM "
               "client cannot process the request. If the authentication scheme is different from Kerberos, or if "
               "the client computer is not joined to a domain, then HTTPS transport must be used or the destination "
               "machine must be added to the TrustedHosts configuration setting. Use winrm.cmd to configure "
               "TrustedHosts. Note that computers in the TrustedHosts list might not be authenticated. You can get "
               "more information about that by running the following command: winrm help config. For more "
               "information, see the about_Remote_Troubleshooting Help topic.")
WINRM_FW = ("[BUILD-07] Connecting to remote server BUILD-07 failed with the following error message : WinRM cannot "
            "complete the operation. Verify that the specified computer name is valid, that the computer is "
            "accessible over the network, and that a firewall exception for the WinRM service is enabled and allows "
            "access from this computer. By default, the WinRM firewall exception for public profiles limits access "
            "to remote computers within the same local subnet. For more information, see the "
            "about_Remote_Troubleshooting Help topic.")
INVOKE = ("Invoke-Command -ComputerName BUILD-07 -Credential (Import-Clixml ~\\build07.cred) "
          "-ScriptBlock { hostname; Get-Service W3SVC }")
FW_SCRIPT = """# Run ON BUILD-07 in an elevated PowerShell.
# The built-in Public-profile WinRM rule only accepts the local subnet; the jump box is on 10.20.8.0/24.
Set-NetFirewallRule -Name 'WINRM-HTTP-In-TCP-PUBLIC' -RemoteAddress 10.20.8.0/24
Get-NetFirewallRule -Name 'WINRM-HTTP-In-TCP-PUBLIC' | Get-NetFirewallAddressFilter
"""

S04 = ("C:\\Users\\ops.hwang\\scripts", "2026-03-05T10:21:30.000Z", "main", [
    ("user", "Invoke-Command to BUILD-07 fails from my jump box. BUILD-07 is a workgroup machine, not in the domain. "
             "I just need the health script to run on it remotely."),
    err(INVOKE, 1, WINRM_TRUST),
    ("say", "Without Kerberos (workgroup host) the WinRM client only talks to hosts in its TrustedHosts list, or over "
            "HTTPS. Let me look at the current list."),
    ok("Get-Item WSMan:\\localhost\\Client\\TrustedHosts",
       "\n   WSManConfig: Microsoft.WSMan.Management\\WSMan::localhost\\Client\n\nType            Name          "
       "                 SourceOfValue   Value\n----            ----                           -------------   -----"
       "\nSystem.String   TrustedHosts"),
    ("bash", "Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value '*' -Force", REJECTED, True),
    ("user", "No wildcard. Only that one host, and don't wipe whatever is in the list."),
    err("Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value 'BUILD-07' -Concatenate -Force", 1,
        "Set-Item: Access is denied."),
    ("say", "The WSMan client settings can only be changed from an elevated session, and this pwsh isn't elevated. "
            "Could you run this one line in an admin terminal?\n\n```powershell\nSet-Item "
            "WSMan:\\localhost\\Client\\TrustedHosts -Value 'BUILD-07' -Concatenate -Force\n```"),
    ("user", "ran it in an admin pwsh myself, `Get-Item` on TrustedHosts now shows BUILD-07."),
    err(INVOKE, 1, WINRM_FW),
    ok("Test-NetConnection BUILD-07 -Port 5985",
       "WARNING: TCP connect to (10.20.4.17 : 5985) failed\n\nComputerName     : BUILD-07\nRemoteAddress    : "
       "10.20.4.17\nRemotePort       : 5985\nInterfaceAlias   : Ethernet 2\nSourceAddress    : 10.20.8.33\n"
       "TcpTestSucceeded : False"),
    ("say", "TrustedHosts is sorted: the error changed from the authentication message to a network one. Port 5985 "
            "doesn't answer, and the jump box (10.20.8.33) is on another subnet than BUILD-07 (10.20.4.17). On a "
            "Public network profile the built-in rule `WINRM-HTTP-In-TCP-PUBLIC` only allows the local subnet, so "
            "it has to be widened on BUILD-07 itself. I'll write a script for whoever can log on there."),
    ("write", "C:\\Users\\ops.hwang\\scripts\\fix-winrm-firewall.ps1", FW_SCRIPT),
    ("user", "ok. Nobody has console access to BUILD-07 until tomorrow, I'll hand it to the site tech then."),
])

MB_LIST_ALL = """public (active)
  target: default
  icmp-block-inversion: no
  interfaces: ens192
  sources: 
  services: cockpit dhcpv6-client ssh
  ports: 
  protocols: 
  forward: yes
  masquerade: no
  forward-ports: 
  source-ports: 
  icmp-blocks: 
  rich rules: """

RICH = 'rule family="ipv4" source address="10.30.0.0/16" port port="3000" protocol="tcp" accept'

S05 = ("/home/svc-bi", "2026-03-06T15:03:12.000Z", "HEAD", [
    ("user", "Metabase on alma-bi-01 answers on localhost:3000 but nobody on the LAN can open it. AlmaLinux 9."),
    ok("ss -ltnp | grep 3000",
       'LISTEN 0      50                 *:3000            *:*    users:(("java",pid=1843,fd=34))'),
    ok("sudo firewall-cmd --get-active-zones", "public\n  interfaces: ens192"),
    ("say", "Metabase listens on all addresses, so it's the firewall: ens192 is in the `public` zone and 3000 isn't "
            "open there."),
    ok("sudo firewall-cmd --zone=public --add-port=3000/tcp", "success"),
    ("user", "works from my laptop now 👍"),
    ("user", "Next morning: after the maintenance reboot at 6am Metabase is unreachable from the LAN again."),
    ok("sudo firewall-cmd --zone=public --list-all", MB_LIST_ALL),
    ("say", "The port is gone: yesterday's `--add-port` only changed the runtime configuration, which the reboot "
            "threw away. It has to go into the permanent configuration too."),
    ok("sudo firewall-cmd --zone=public --add-port=3000/tcp --permanent && sudo firewall-cmd --reload",
       "success\nsuccess"),
    ok("sudo firewall-cmd --zone=public --list-ports", "3000/tcp"),
    ("user", "ok reachable again. Security now wants it limited to the office range 10.30.0.0/16, not the whole "
             "network."),
    ("say", "A rich rule that accepts 3000/tcp from that source only:"),
    ok(f"sudo firewall-cmd --permanent --zone=public --add-rich-rule='{RICH}' && sudo firewall-cmd --reload",
       "success\nsuccess"),
    ok("ssh jump-dmz 'curl -s -o /dev/null -w \"%{http_code}\\n\" --connect-timeout 3 "
       "http://alma-bi-01:3000/api/health'", "200"),
    ("say", "The DMZ jump host (outside 10.30.0.0/16) still gets `200`. The rich rule only adds an accept; the plain "
            "`3000/tcp` port from earlier is still open in the zone and accepts everyone. The port has to be "
            "removed:\n\n```\nsudo firewall-cmd --permanent --zone=public --remove-port=3000/tcp && sudo firewall-cmd "
            "--reload\n```\n\nShall I run it?"),
    ("user", "Yes, but not now: there's a demo running from the DMZ until 5pm. Leave it as is."),
])

SOURCES = {"s01-valgrind-ringbuf": S01, "s02-jlink-pwsh": S02, "s03-nmake-zlib-cmd": S03, "s04-winrm-pwsh": S04,
           "s05-firewalld-metabase": S05}
