"""corpus33's labelled lessons over part one of its sessions (corpus33_sources.py)."""
from __future__ import annotations

from tests.truth.corpus33_common import gotcha, knowledge

VG = "s01-valgrind-ringbuf"
JL = "s02-jlink-pwsh"
NM = "s03-nmake-zlib-cmd"
WR = "s04-winrm-pwsh"
FW = "s05-firewalld-metabase"

RECORDS = [
    gotcha(1, VG, "real shown edit_then_pass",
           ("Ring buffer struct from malloc leaves the `full` flag uninitialised",
            "Tests pass, but valgrind reports a conditional jump on an uninitialised value in rb_push.",
            "Trusting a green `make test`: reading an indeterminate bool rarely crashes, so only memcheck sees it.",
            "rb_new allocates the struct with malloc and never sets rb->full; rb_push branches on it at line 58.",
            "Allocate the struct with calloc(1, sizeof *rb) (or set every field) so flags start at zero."),
           "Valgrind flagged `Conditional jump or move depends on uninitialised value(s)` at `rb_push (ringbuf.c:58)`; "
           "`--track-origins=yes` traced it to `rb_new (ringbuf.c:31)`. After the Edit to `calloc(1, sizeof *rb)` the "
           "rerun ended with `ERROR SUMMARY: 0 errors from 0 contexts`.",
           "The first valgrind call (exit 1) holds the conditional-jump report; the Edit swaps malloc for calloc in "
           "rb_new, and the next `make test && valgrind` call exits 0 with 0 errors.",
           ["code spans", "claude style", "before/after"],
           {"failure": "==48213== Conditional jump or move depends on uninitialised value(s)",
            "fix": "calloc(1, sizeof *rb)", "evidence": "ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0"},
           cat="debugging_technique", scope="project"),
    gotcha(2, VG, "real shown edit_then_pass",
           ("rb_resize replaced the buffer pointer without freeing the old array",
            "valgrind --leak-check=full reports 4,096 bytes definitely lost, allocated in rb_resize.",
            "Assigning the new array over rb->buf drops the only pointer to the old one.",
            "rb_resize copies into a fresh malloc'd array and overwrites rb->buf; the old array is never freed.",
            "free(rb->buf) before assigning the new array, then re-run valgrind with --leak-check=full."),
           "```\n==48213== 4,096 bytes in 1 blocks are definitely lost in loss record 2 of 2\n"
           "==48213==    at 0x4846828: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)\n"
           "==48213==    by 0x1097B1: rb_resize (ringbuf.c:112)\n```\n"
           "Added `free(rb->buf);` ahead of `rb->buf = nb;` and the re-run showed `definitely lost: 0 bytes in 0 "
           "blocks`.",
           "The loss record is in the first valgrind result; the second Edit adds free(rb->buf); the following "
           "combined make/valgrind call reports definitely lost 0 and exits 0.",
           ["fenced block", "multi-line quote", "code spans"],
           {"failure": "4,096 bytes in 1 blocks are definitely lost in loss record 2 of 2",
            "fix": "free(rb->buf);\n    rb->buf = nb;"},
           cat="debugging_technique", scope="project", group="c33-rb-resize"),
    knowledge(3, VG, "real knowledge",
              ("Ask memcheck where an uninitialised value was born with --track-origins",
               "Valgrind reports a conditional jump on an uninitialised value but only shows where it was read.",
               "Re-run with --track-origins=yes; it adds the allocation site of the uninitialised memory.",
               "The read site (rb_push) and the cause (rb_new's malloc) are in different functions; the origin "
               "points straight at the allocation."),
              "Valgrind's own hint `Use --track-origins=yes to see where uninitialised values come from`; with it "
              "the report gained `Uninitialised value was created by a heap allocation` ... `by 0x109712: rb_new "
              "(ringbuf.c:31)`.",
              "The hint is in the first valgrind result; the --track-origins call's output shows the heap "
              "allocation in rb_new.",
              ["code spans", "ellipsis between quotes"],
              {"evidence": "Uninitialised value was created by a heap allocation"}, cat="debugging_technique"),
    gotcha(4, VG, "real not_shown write_named_like_fix",
           ("--errors-for-leak-kinds=all turns still-reachable blocks into valgrind errors",
            "With --show-leak-kinds=all --errors-for-leak-kinds=all valgrind exits 1 on a 64-byte still-reachable "
            "block from log_init.",
            "Assuming a run clean under --leak-check=full stays clean when the nightly job adds the stricter flags.",
            "log_init mallocs a buffer that lives until exit; 'all' leak kinds include reachable.",
            "Free the buffer at exit (atexit(log_shutdown)) or pass a suppression file with "
            "--suppressions=ci/valgrind-log.supp."),
           "`64 bytes in 1 blocks are still reachable in loss record 1 of 1` (`log_init (log.c:19)`) → "
           "`ERROR SUMMARY: 1 errors from 1 contexts`, exit 1; a suppression file `ci/valgrind-log.supp` was "
           "written for it.",
           "The strict valgrind call fails on the reachable block. The fix is only a Write of "
           "ci/valgrind-log.supp: no valgrind run ever passes --suppressions, and the person defers wiring it in.",
           ["code spans", "arrow", "exit code"],
           {"failure": "64 bytes in 1 blocks are still reachable in loss record 1 of 1",
            "fix": "log_init_static_buffer"}, cat="test_strategy", scope="project"),
    gotcha(5, VG, "invented not_shown other_call_error",
           ("make test already runs the ring buffer tests under valgrind",
            "make test fails on a leak report.",
            "Thinking the Makefile target and the CI valgrind job are different checks.",
            "The test target wraps the binary in valgrind.",
            "Read the make test output before adding a separate valgrind step."),
           "`make test` itself failed with `4,096 bytes in 1 blocks are definitely lost`, so the Makefile target "
           "already wraps the binary in valgrind.",
           "make test printed only the compile lines and ALL 12 TESTS PASSED; the loss record came from the separate "
           "valgrind call.",
           ["code spans", "claim about a command"],
           {"evidence": "cc -std=c11 -g -O0 -Wall -Wextra -c ringbuf.c -o build/ringbuf.o\ncc"}, scope="project"),
    gotcha(6, VG, "invented not_shown near_miss",
           ("Leak from rb_resize shows up as the first loss record",
            "valgrind lists a 4 KiB definitely-lost block from rb_resize.",
            "Looking only at the last loss record.",
            "rb_resize overwrites the buffer pointer.",
            "Free the old array in rb_resize."),
           "CI log: `==48213== 4,096 bytes in 1 blocks are definitely lost in loss record 1 of 2`, from "
           "`rb_resize (ringbuf.c:112)`.",
           "The real loss record reads 'loss record 2 of 2'; '1 of 2' never appears.",
           ["code spans", "one token changed"],
           {"evidence": "4,096 bytes in 1 blocks are definitely lost in loss record 2 of 2"}, scope="project",
           group="c33-rb-resize"),
    gotcha(7, VG, "invented not_shown names_false_claim",
           ("Suppression file clears the nightly still-reachable failure",
            "The nightly valgrind job fails on log_init's reachable buffer.",
            "Freeing at exit when a suppression is enough.",
            "--errors-for-leak-kinds=all counts reachable blocks.",
            "Add ci/valgrind-log.supp and pass it with --suppressions."),
           "After writing `ci/valgrind-log.supp` and re-running with `--errors-for-leak-kinds=all`, valgrind ended "
           "with `ERROR SUMMARY: 0 errors from 0 contexts`.",
           "No valgrind run uses the suppression file; the only strict run ended with 1 error. The 0-errors line "
           "comes from the earlier, non-strict run.",
           ["code spans", "false outcome on real tokens"],
           {"evidence": "ci/valgrind-log.supp"}, cat="test_strategy", scope="project"),

    gotcha(8, JL, "real shown fix_ran",
           ("jlink refuses automatic modules such as commons-csv",
            "jlink over the app's module path stops with 'automatic module cannot be used with jlink'.",
            "Putting the application and all its jars on jlink's --module-path.",
            "commons-csv has only an Automatic-Module-Name, no module-info; jlink links explicit modules only.",
            "jlink only the JDK modules the app needs (from jdeps) and run the app from the class path on that "
            "runtime."),
           "Running jlink with the app on the module path failed with \"Error: automatic module cannot be used with "
           "jlink: org.apache.commons.csv\". After switching to linking only the JDK modules jdeps reported "
           "(java.base,java.desktop,java.net.http,java.sql), the jlink command completed and produced "
           "build\\runtime.",
           "The first jlink call exits 1 with the automatic-module error; the jlink over JDK modules only exits 0 "
           "(a deprecation warning only).",
           ["GPT prose", "double-quoted error", "Windows path"],
           {"failure": "Error: automatic module cannot be used with jlink",
            "fix": "--compress=2 --output build\\runtime"}, cat="build_config"),
    gotcha(9, JL, "real shown rerun_passes",
           ("A jlinked runtime without jdk.crypto.ec fails TLS handshakes",
            "The app on the trimmed runtime throws SSLHandshakeException: Received fatal alert: handshake_failure.",
            "Trusting jdeps --print-module-deps to list every module: providers loaded through ServiceLoader are "
            "invisible to it.",
            "The EC crypto provider lives in jdk.crypto.ec on JDK 21; without it ECDHE suites can't be negotiated.",
            "Add jdk.crypto.ec to --add-modules and rebuild the runtime."),
           ["`javax.net.ssl.SSLHandshakeException: Received fatal alert: handshake_failure` on the jlinked runtime",
            "added `jdk.crypto.ec` to `--add-modules`, removed build\\runtime and re-linked",
            "re-ran `--selftest` → `3/3 passed`"],
           "The selftest on the first runtime fails in the handshake; the re-link with jdk.crypto.ec exits 0 and "
           "the same selftest command then prints 3/3 passed.",
           ["evidence list", "arrow", "code spans"],
           {"failure": "Received fatal alert: handshake_failure",
            "fix": "Remove-Item -Recurse -Force build\\runtime; jlink"}, cat="build_config"),
    gotcha(10, JL, "real shown fix_ran",
           ("jlink will not write over an existing --output directory",
            "Re-running jlink fails with 'Error: directory already exists'.",
            "Re-running the jlink command after changing modules, expecting it to replace the old runtime.",
            "jlink refuses to write into an existing output directory.",
            "Delete the output directory first (Remove-Item -Recurse -Force build\\runtime) in the same command."),
           "jlink won't overwrite: `Error: directory already exists: "
           "C:\\\\Users\\\\mkowalski\\\\src\\\\invoice-gui\\\\build\\\\runtime`; `Remove-Item -Recurse -Force "
           "build\\\\runtime; jlink ...` then ran clean.",
           "The jlink with --compress=zip-6 exits 1 on the existing directory; the Remove-Item; jlink call exits 0 "
           "with no output.",
           ["doubled backslashes", "code spans", "ellipsis"],
           {"failure": "Error: directory already exists", "fix": "Remove-Item -Recurse -Force build\\runtime; jlink"}),
    knowledge(11, JL, "real knowledge",
              ("Let jdeps --print-module-deps pick the JDK modules for jlink",
               "Building a trimmed runtime for a class-path application.",
               "Run jdeps --print-module-deps --ignore-missing-deps --multi-release 21 over the app and its jars "
               "and feed the comma list to jlink --add-modules; add service-loaded modules by hand.",
               "It gives the minimal static set without guessing; it misses providers such as jdk.crypto.ec."),
              "`jdeps --print-module-deps --ignore-missing-deps --multi-release 21 out\\invoice.jar` (plus the "
              "lib jars) printed `java.base,java.desktop,java.net.http,java.sql`, which went straight into "
              "`--add-modules`.",
              "The jdeps call's output is the comma list; the next jlink call uses it verbatim.",
              ["code spans", "Windows path"],
              {"evidence": "java.base,java.desktop,java.net.http,java.sql"}, cat="build_config"),
    knowledge(12, JL, "real knowledge",
              ("Use --compress=zip-N with jlink on JDK 21",
               "jlink on JDK 21 with --compress=2.",
               "Pass --compress=zip-6 (zip-0 to zip-9) instead of the numeric levels.",
               "The numeric levels are deprecated on 21 and jlink warns about them."),
              "jlink on 21 warns `Warning: The 2 argument for --compress is deprecated and may be removed in a "
              "future release`; `--compress=zip-6` is what the later builds used.",
              "The warning is the output of the first successful jlink; the later jlink calls use --compress=zip-6.",
              ["code spans"], {"evidence": "The 2 argument for --compress is deprecated"}, cat="build_config"),
    gotcha(13, JL, "invented not_shown near_miss",
           ("Old commons-csv jar is an automatic module jlink rejects",
            "jlink rejects the commons-csv jar.",
            "Upgrading commons-csv expecting a module-info.",
            "The 1.9 jar has no module descriptor.",
            "Keep commons-csv on the class path."),
           "`Error: automatic module cannot be used with jlink: org.apache.commons.csv from "
           "file:///C:/Users/mkowalski/src/invoice-gui/lib/commons-csv-1.9.0.jar`",
           "The jar in the session is commons-csv-1.10.0.jar; 1.9.0 never appears.",
           ["code span", "version changed"], {"evidence": "Error: automatic module cannot be used with jlink"},
           cat="build_config"),
    gotcha(14, JL, "invented not_shown invented_detail",
           ("jlink --bind-services pulls in the TLS providers",
            "HTTPS fails on a jlinked runtime.",
            "Listing provider modules by hand.",
            "Service providers are not linked unless bound.",
            "Add --bind-services to the jlink command."),
           "The handshake_failure went away once `--bind-services` was added to the jlink line; the selftest then "
           "printed `3/3 passed`.",
           "--bind-services never appears; the runtime was fixed by adding jdk.crypto.ec to --add-modules.",
           ["code spans", "fix attributed to a flag never used"],
           {"evidence": "3/3 passed"}, cat="build_config"),
    gotcha(15, JL, "invented not_shown names_false_claim",
           ("jlink's --compress=2 deprecation warning fails the build",
            "jlink exits non-zero on JDK 21 with --compress=2.",
            "Treating the warning as harmless.",
            "The deprecated argument is rejected.",
            "Use --compress=zip-6."),
           "`jlink --add-modules java.base,java.desktop,java.net.http,java.sql` with `--compress=2` failed with exit "
           "code 1: `Warning: The 2 argument for --compress is deprecated`.",
           "That jlink call succeeded (no Exit code line, not an error); the warning was only a warning.",
           ["code spans", "false exit code"],
           {"evidence": "Warning: The 2 argument for --compress is deprecated"}, cat="build_config"),

    gotcha(16, NM, "real shown fix_ran",
           ("nmake is not on PATH in a plain cmd window",
            "'nmake' is not recognized as an internal or external command.",
            "Running nmake from an ordinary cmd.exe instead of a developer prompt.",
            "The MSVC tools are only on PATH after vcvarsall/vcvars64 sets the environment.",
            "Call vcvars64.bat in the same command line before nmake (\"...\\vcvars64.bat\" && nmake ...)."),
           "plain cmd: `'nmake' is not recognized as an internal or external command`. Chaining `vcvars64.bat` "
           "with `nmake -f win32\\Makefile.msc zlib.lib` printed `[vcvarsall.bat] Environment initialized for: "
           "'x64'` and nmake started compiling.",
           "The first Bash call fails with the not-recognized message; the next one runs vcvars64.bat and nmake "
           "runs (it fails later, at the lib step, for another reason).",
           ["code spans", "nested quotes", "Windows path"],
           {"failure": "'nmake' is not recognized as an internal or external command",
            "fix": "[vcvarsall.bat] Environment initialized for: 'x64'"}, cat="env_setup"),
    gotcha(17, NM, "real shown rerun_passes",
           ("Stale x86 objects make an x64 nmake build fail at the lib step",
            "lib fails with LNK1112: module machine type 'x86' conflicts with target machine type 'x64'.",
            "Re-running nmake in the x64 environment over a tree that holds .obj files from an x86 build; nmake "
            "thinks they are up to date.",
            "Makefile.msc only rebuilds objects whose sources changed, so old x86 objects reach lib.exe.",
            "Run nmake -f win32\\Makefile.msc clean before building for another architecture."),
           "LNK1112 (`adler32.obj : fatal error LNK1112: module machine type 'x86' conflicts with target machine "
           "type 'x64'`, `return code '0x458'`) -> `nmake -f win32\\Makefile.msc clean && nmake -f "
           "win32\\Makefile.msc zlib.lib` rebuilt every object and linked; dumpbin then showed `8664 machine "
           "(x64)`.",
           "The vcvars+nmake call exits 2 with LNK1112; the clean+rebuild call exits 0 and builds zlib.lib, which "
           "dumpbin reports as x64.",
           ["code spans", "arrow", "Windows path"],
           {"failure": "module machine type 'x86' conflicts with target machine type 'x64'",
            "fix": "nmake -f win32\\Makefile.msc clean && nmake"}, cat="build_config"),
    gotcha(18, NM, "real not_shown question_offers_flag",
           ("zlib's Makefile.msc builds with -MD, clashing with an app built /MT",
            "Linking zlib.lib into the app warns LNK4098 defaultlib 'MSVCRT' conflicts, and the exe crashes in "
            "gzopen.",
            "Linking a library built against the DLL CRT (-MD) into an app using the static CRT (/MT).",
            "win32\\Makefile.msc hard-codes -MD in CFLAGS; two C runtimes end up in one exe.",
            "Rebuild zlib with -MT by overriding CFLAGS on the nmake command line, or move the app to /MD."),
           "The person pasted `LINK : warning LNK4098: defaultlib 'MSVCRT' conflicts with use of other libs`; "
           "Makefile.msc compiles with `-MD` while the app uses `/MT`, so zlib needs rebuilding with `-MT` via "
           "`CFLAGS`.",
           "The rebuild with -MT is only offered in a question; the person puts it on hold and no nmake call "
           "with -MT ever runs.",
           ["code spans", "prose"],
           {"failure": "warning LNK4098: defaultlib 'MSVCRT' conflicts",
            "fix": "Do you want me to rebuild zlib with `-MT`"}, cat="build_config"),
    knowledge(19, NM, "real knowledge",
              ("Check a static lib's architecture with dumpbin /headers",
               "After building a .lib on Windows, before linking it into an x64 app.",
               "Run dumpbin /headers on the lib from a vcvars environment and filter the machine lines with "
               "findstr.",
               "Every member object reports its machine type, so a mixed or x86 lib shows up before the linker "
               "complains."),
              "`dumpbin /headers zlib.lib | findstr /c:\"machine (\"` → `8664 machine (x64)` for every member.",
              "The dumpbin call after the clean rebuild prints only 8664 machine (x64) lines.",
              ["nested quotes", "arrow", "code spans"],
              {"evidence": "8664 machine (x64)"}, cat="debugging_technique"),
    gotcha(20, NM, "invented not_shown other_call_error",
           ("nmake clean fails on stale x86 objects",
            "nmake clean reports LNK1112.",
            "Cleaning in the wrong prompt.",
            "Objects from an x86 build.",
            "Delete *.obj by hand."),
           "`nmake -f win32\\Makefile.msc clean` failed with `LNK1112: module machine type 'x86' conflicts with "
           "target machine type 'x64'`, so the objects had to be deleted by hand.",
           "The clean call succeeded (del *.obj, exit 0); LNK1112 came from the earlier build call.",
           ["code spans", "error from another call"],
           {"evidence": "nmake -f win32\\Makefile.msc clean"}, cat="build_config"),
    gotcha(21, NM, "invented not_shown never_seen_error",
           ("RuntimeLibrary mismatch when linking zlib.lib into a /MT app",
            "The link fails with LNK2038.",
            "Mixing -MD and /MT objects.",
            "Makefile.msc uses -MD.",
            "Rebuild zlib with -MT."),
           "The app link failed with `error LNK2038: mismatch detected for 'RuntimeLibrary': value "
           "'MD_DynamicRelease' doesn't match value 'MT_StaticRelease'`.",
           "The person only reported the LNK4098 warning and a crash; LNK2038 never appears.",
           ["code span", "error never seen"], {"evidence": "LNK4098"}, cat="build_config"),
    knowledge(22, NM, "invented near_miss",
              ("LNK1112 names the object's machine first",
               "Reading an LNK1112 error after switching vcvars targets.",
               "The first machine type is the object's, the second the target's.",
               "Tells which side is stale."),
              "`adler32.obj : fatal error LNK1112: module machine type 'x64' conflicts with target machine type "
              "'x86'` — the objects were x64 and the target x86.",
              "The real message has the objects x86 and the target x64; the types are swapped here.",
              ["code span", "operands swapped"], {"evidence": "fatal error LNK1112"}, cat="build_config"),

    gotcha(23, WR, "real shown person_confirms",
           ("Changing WSMan TrustedHosts needs an elevated PowerShell",
            "Set-Item on WSMan:\\localhost\\Client\\TrustedHosts fails with 'Access is denied.'",
            "Running the TrustedHosts change from the everyday, non-elevated pwsh.",
            "The WSMan client configuration is machine-wide and only writable by administrators.",
            "Run Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value 'HOST' -Concatenate -Force in an "
            "elevated terminal."),
           "`Set-Item: Access is denied.` from the normal pwsh; the user ran the same `Set-Item ... -Concatenate "
           "-Force` in an admin pwsh and reported `Get-Item` on TrustedHosts now shows BUILD-07.",
           "The Set-Item call exits 1 with Access is denied; the person's next prompt says they ran it elevated and "
           "the list now shows BUILD-07.",
           ["code spans", "ellipsis inside a span", "person's report"],
           {"failure": "Set-Item: Access is denied.", "fix": "ran it in an admin pwsh myself"}, cat="env_setup"),
    gotcha(24, WR, "real not_shown write_named_like_fix",
           ("WinRM's Public-profile firewall rule only admits the local subnet",
            "After TrustedHosts is fixed, Invoke-Command fails with 'WinRM cannot complete the operation' and "
            "port 5985 doesn't answer from the jump box.",
            "Assuming WinRM listens for everyone once it is enabled; on a Public profile the rule is scoped to the "
            "local subnet.",
            "The jump box (10.20.8.33) and BUILD-07 (10.20.4.17) are on different subnets.",
            "On the target, widen WINRM-HTTP-In-TCP-PUBLIC with Set-NetFirewallRule -RemoteAddress, or move the "
            "NIC to the Private profile."),
           ["`WinRM cannot complete the operation` ... `By default, the WinRM firewall exception for public "
            "profiles limits access to remote computers within the same local subnet.`",
            "`Test-NetConnection BUILD-07 -Port 5985` → `TcpTestSucceeded : False` (source 10.20.8.33, remote "
            "10.20.4.17)"],
           "The second Invoke-Command and Test-NetConnection show the failure; the fix is only written into "
           "fix-winrm-firewall.ps1 for someone to run on BUILD-07 tomorrow; nothing runs it.",
           ["evidence list", "ellipsis between quotes", "arrow"],
           {"failure": "WinRM cannot complete the operation", "fix": "fix-winrm-firewall.ps1"}, cat="env_setup"),
    knowledge(25, WR, "real knowledge",
              ("Add one workgroup host to TrustedHosts with -Concatenate",
               "PowerShell remoting from a domain or standalone box to a workgroup machine over HTTP.",
               "Add just that host with Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value 'HOST' "
               "-Concatenate -Force; never '*', and -Concatenate keeps the existing entries.",
               "Without Kerberos WinRM needs HTTPS or a TrustedHosts entry; a wildcard trusts every host."),
              "WinRM's message says `the destination machine must be added to the TrustedHosts configuration "
              "setting`; the `-Value '*'` attempt was rejected and the user asked for only that host without "
              "wiping the list, hence `-Value 'BUILD-07' -Concatenate -Force`.",
              "The first Invoke-Command error; the rejected Set-Item '*' call; the person's prompt; the Set-Item "
              "with -Concatenate.",
              ["code spans", "prose"], {"evidence": "No wildcard. Only that one host"}, cat="security"),
    knowledge(26, WR, "real knowledge",
              ("Probe port 5985 to split WinRM auth errors from network errors",
               "Invoke-Command fails and the message could be auth, TrustedHosts or firewall.",
               "Run Test-NetConnection HOST -Port 5985 (5986 for HTTPS); TcpTestSucceeded False means the "
               "network path or firewall, not credentials.",
               "WinRM's messages are long and generic; a TCP probe is one line."),
              "Test-NetConnection gave `WARNING: TCP connect to (10.20.4.17 : 5985) failed` and `TcpTestSucceeded "
              ": False`, which pointed at the firewall rather than the credentials.",
              "The Test-NetConnection result after the second Invoke-Command failure.",
              ["code spans", "nested parentheses"], {"evidence": "TcpTestSucceeded : False"},
              cat="debugging_technique"),
    gotcha(27, WR, "invented not_shown names_false_claim",
           ("TrustedHosts wildcard unblocks remoting to workgroup hosts",
            "Invoke-Command to a workgroup host fails with the TrustedHosts message.",
            "Adding hosts one by one.",
            "The client only trusts listed hosts.",
            "Set TrustedHosts to '*'."),
           "`Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value '*' -Force` worked and the next "
           "`Invoke-Command` reached BUILD-07.",
           "That call was rejected by the person; no Invoke-Command ever reached BUILD-07.",
           ["code spans", "false outcome"], {"evidence": "-Value '*' -Force"}, cat="security"),
    gotcha(28, WR, "invented not_shown never_seen_error",
           ("Negotiate auth to a workgroup host fails with 0x8009030e",
            "Invoke-Command fails during Negotiate authentication.",
            "Using a saved credential without the host prefix.",
            "Local accounts need HOST\\user.",
            "Prefix the user name with the host name."),
           "WinRM answered `The following error with errorcode 0x8009030e occurred while using Negotiate "
           "authentication` until the credential used `BUILD-07\\svc-health`.",
           "Neither that error nor that account appears in the session.",
           ["code spans", "error never seen"], {"evidence": "Import-Clixml ~\\build07.cred"}, cat="security"),
    gotcha(29, WR, "invented not_shown near_miss",
           ("WinRM HTTPS port is closed from the jump box",
            "Test-NetConnection fails.",
            "Assuming HTTPS listener exists.",
            "Firewall.",
            "Open the port."),
           "`Test-NetConnection BUILD-07 -Port 5986` → `TcpTestSucceeded : False`",
           "The probe was on 5985; 5986 never appears.",
           ["code spans", "port changed"], {"evidence": "Test-NetConnection BUILD-07 -Port 5985"}, cat="env_setup"),

    gotcha(30, FW, "real shown person_confirms",
           ("Metabase on :3000 unreachable because firewalld's public zone doesn't open it",
            "Metabase answers on localhost:3000 but not from the LAN.",
            "Debugging Metabase's bind address first; ss already shows it on *:3000.",
            "ens192 sits in the public zone, which only allows cockpit, dhcpv6-client and ssh.",
            "firewall-cmd --zone=public --add-port=3000/tcp (and --permanent, see the reboot lesson)."),
           "ss shows `*:3000` owned by java, `firewall-cmd --get-active-zones` → public on ens192; after "
           "`sudo firewall-cmd --zone=public --add-port=3000/tcp` (success) the user said \"works from my laptop "
           "now\".",
           "The add-port call prints success and the person's very next prompt confirms it works from the laptop.",
           ["GPT prose", "double-quoted confirmation", "code spans"],
           {"failure": "Metabase on alma-bi-01 answers on localhost:3000",
            "fix": "sudo firewall-cmd --zone=public --add-port=3000/tcp"}, cat="env_setup", scope="project"),
    gotcha(31, FW, "real shown fix_ran",
           ("firewall-cmd --add-port without --permanent is gone after a reboot",
            "The port opened yesterday is closed after the maintenance reboot; list-all shows 'ports:' empty.",
            "Running firewall-cmd --add-port once and assuming it persists.",
            "Without --permanent only the runtime configuration changes; a reboot or reload loads the permanent "
            "one.",
            "firewall-cmd --zone=public --add-port=3000/tcp --permanent && firewall-cmd --reload, then check "
            "--list-ports."),
           "After the reboot `--list-all` showed `services: cockpit dhcpv6-client ssh` and an empty `ports:`. "
           "`firewall-cmd --zone=public --add-port=3000/tcp --permanent && sudo firewall-cmd --reload` → "
           "`success` twice, `--list-ports` → `3000/tcp`, and the user: ok reachable again.",
           "The list-all after the reboot has no ports; the permanent add and reload succeed, list-ports shows "
           "3000/tcp and the person confirms reachability.",
           ["code spans", "arrow", "unquoted confirmation"],
           {"failure": "services: cockpit dhcpv6-client ssh\n  ports: ",
            "fix": "--add-port=3000/tcp --permanent && sudo firewall-cmd --reload"}, cat="env_setup"),
    gotcha(32, FW, "real not_shown only_suggested",
           ("A firewalld rich rule doesn't restrict a port that is also open in the zone",
            "After adding a rich rule accepting 3000/tcp from 10.30.0.0/16, a DMZ host still gets HTTP 200.",
            "Adding the source-restricted rich rule but leaving the plain 3000/tcp port in the zone.",
            "The zone's port entry accepts every source; the rich rule only adds another accept.",
            "Remove the plain port: firewall-cmd --permanent --zone=public --remove-port=3000/tcp && firewall-cmd "
            "--reload."),
           "With the rich rule `source address=\"10.30.0.0/16\" port port=\"3000\"` in place, `ssh jump-dmz "
           "'curl ... http://alma-bi-01:3000/api/health'` still returned `200`; the `--remove-port=3000/tcp` is "
           "still to do.",
           "The DMZ curl prints 200 after the rich rule. The remove-port is only proposed in a question; the "
           "person says leave it until after the demo, and nothing runs it.",
           ["nested quotes", "ellipsis inside a span", "code spans"],
           {"failure": "ssh jump-dmz 'curl", "fix": "--remove-port=3000/tcp && sudo firewall-cmd"},
           cat="security", scope="project"),
    knowledge(33, FW, "real knowledge",
              ("Find the firewalld zone of an interface before opening a port",
               "A service is blocked on a RHEL-family host and you need to know which zone to change.",
               "firewall-cmd --get-active-zones lists each active zone with its interfaces; open the port in that "
               "zone with --zone=.",
               "Changing the default zone's rules does nothing if the interface is bound to another zone."),
              "`sudo firewall-cmd --get-active-zones` printed `public` with `interfaces: ens192`, so the port "
              "went into `--zone=public`.",
              "The get-active-zones call and the later --zone=public commands.",
              ["code spans"], {"evidence": "sudo firewall-cmd --get-active-zones"}, cat="env_setup"),
    gotcha(34, FW, "invented not_shown names_false_claim",
           ("Rich rule alone limits Metabase to the office range",
            "Security wants :3000 limited to 10.30.0.0/16.",
            "Removing the port before the rule is active.",
            "Rich rules filter by source.",
            "Add the rich rule and reload."),
           "After `--add-rich-rule` and `--reload`, the DMZ check (`curl ... --connect-timeout 3 "
           "http://alma-bi-01:3000/api/health`) timed out, so the office-only rule works as is.",
           "The DMZ curl returned 200 after the rich rule; it never timed out.",
           ["code spans", "false outcome on real tokens"], {"evidence": "--connect-timeout 3"}, cat="security"),
    gotcha(35, FW, "invented not_shown never_seen_error",
           ("firewall-cmd --reload rejects a port already in the runtime config",
            "Reload fails after adding the permanent port.",
            "Adding the same port runtime and permanent.",
            "Duplicate entries.",
            "Remove the runtime entry first."),
           "The reload after `--permanent` failed with `Error: INVALID_PORT: 3000/tcp already enabled`, so the "
           "runtime entry had to be removed first.",
           "Both firewall-cmd calls printed success; no INVALID_PORT error appears.",
           ["code span", "error never seen"], {"evidence": "success\nsuccess"}, cat="env_setup"),
    knowledge(36, FW, "invented near_miss",
              ("Office-only access to Metabase with a firewalld rich rule",
               "Restricting a port to an internal range.",
               "Use a rich rule with the office source range.",
               "Rich rules match on source address."),
              "`rule family=\"ipv4\" source address=\"10.30.0.0/24\" port port=\"3000\" protocol=\"tcp\" accept`",
              "The rule in the session uses 10.30.0.0/16; /24 never appears.",
              ["nested quotes", "CIDR changed"], {"evidence": "--add-rich-rule"}, cat="security", scope="project"),
]
