"""corpus31's scripted sessions, part one: xmake with MSVC in Windows PowerShell 7 (ANSI colour), Subversion in
Windows cmd, a Percona XtraBackup restore onto a GTID replica, OpenBSD pf through pfctl, Gentoo's emerge with
autounmask and etc-update, flash-attn under WSL 2 (in Korean, an interrupted call)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus31_common import INTERRUPTED, REJECTED

E = "\x1b"
RAY = "C:\\Users\\dana\\src\\raycaster"
XMAKE_LUA = RAY + "\\xmake.lua"

S01: list[Any] = [
    ("user", "xmake build broke on my Windows box after I added glfw with the static runtime to xmake.lua. I'm in "
             "PowerShell 7, VS 2022 is installed. Can you take a look?"),
    ("bash", "xmake -y",
     "Exit code 255\nchecking for platform ... windows\nchecking for architecture ... x64\n"
     "checking for Microsoft Visual Studio (x64) version ... 2022\n"
     f"[ 20%]: {E}[1;32mcache compiling.release{E}[0m src\\main.cpp\n"
     f"[ 20%]: {E}[1;32mcache compiling.release{E}[0m src\\renderer.cpp\n"
     f"[ 40%]: {E}[1;32mcache compiling.release{E}[0m src\\map.cpp\n"
     f"[ 80%]: {E}[1;35mlinking.release{E}[0m raycaster.exe\n"
     f"{E}[1;31merror: {E}[0mglfw3.lib(init.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': value "
     "'MT_StaticRelease' doesn't match value 'MD_DynamicRelease' in main.obj\n"
     "glfw3.lib(window.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': value 'MT_StaticRelease' "
     "doesn't match value 'MD_DynamicRelease' in main.obj\n"
     "LINK : warning LNK4098: defaultlib 'LIBCMT' conflicts with use of other libs; use /NODEFAULTLIB:library\n"
     "build\\windows\\x64\\release\\raycaster.exe : fatal error LNK1319: 2 mismatches detected", True),
    ("tool", "Read", {"file_path": XMAKE_LUA},
     '1\tadd_rules("mode.debug", "mode.release")\n2\tadd_requires("glfw", {configs = {runtimes = "MT"}})\n'
     '3\tadd_requires("spdlog")\n4\t\n5\ttarget("raycaster")\n6\t    set_kind("binary")\n'
     '7\t    add_files("src/*.cpp")\n8\t    add_packages("glfw", "spdlog")\n', False),
    ("say", "glfw is built with the static CRT (`runtimes = \"MT\"`), but the target itself still compiles with "
            "xmake's default `/MD`, so the linker sees two C runtimes. Giving the target the same runtime fixes it."),
    ("edit", XMAKE_LUA, 'target("raycaster")\n    set_kind("binary")',
     'target("raycaster")\n    set_kind("binary")\n    set_runtimes("MT")'),
    ("bash", "xmake -y",
     f"[ 20%]: {E}[1;32mcompiling.release{E}[0m src\\main.cpp\n[ 20%]: {E}[1;32mcompiling.release{E}[0m "
     f"src\\renderer.cpp\n[ 40%]: {E}[1;32mcompiling.release{E}[0m src\\map.cpp\n"
     f"[ 80%]: {E}[1;35mlinking.release{E}[0m raycaster.exe\n[100%]: {E}[1;32mbuild ok, spent 6.412s{E}[0m", False),
    ("user", "Builds. But `xmake run` opens a black window and closes, console says it can't find the shaders."),
    ("bash", "xmake run",
     "Exit code 1\n[raycaster] loading shaders/basic.vert\n[raycaster] fatal: fail to open shaders/basic.vert (cwd: "
     "C:\\Users\\dana\\src\\raycaster\\build\\windows\\x64\\release)\n"
     f"{E}[1;31merror: {E}[0mexecv(C:\\Users\\dana\\src\\raycaster\\build\\windows\\x64\\release\\raycaster.exe) "
     "failed(1)", True),
    ("say", "`xmake run` starts the program inside the target's build directory, so the relative `shaders/` path "
            "breaks. `set_rundir(\"$(projectdir)\")` makes it run from the project root."),
    ("edit", XMAKE_LUA, '    set_runtimes("MT")', '    set_runtimes("MT")\n    set_rundir("$(projectdir)")'),
    ("bash", "xmake -y; xmake run -- --frames 120",
     f"[100%]: {E}[1;32mbuild ok, spent 0.318s{E}[0m\n[raycaster] loading shaders/basic.vert\n"
     "[raycaster] loading shaders/basic.frag\n[raycaster] 120 frames, avg 16.6 ms, 1280x720", False),
    ("user", "Nice. Can you also switch it to clang-cl? Our CI uses that."),
    ("bash", "xmake f --toolchain=clang-cl -c",
     "Exit code 255\nchecking for platform ... windows\nchecking for architecture ... x64\n"
     f"{E}[1;31merror: {E}[0mtoolchain(\"clang-cl\"): not found!", True),
    ("say", "xmake can't find clang-cl: it isn't part of this Visual Studio install. Add the \"C++ Clang Compiler for "
            "Windows\" component in the Visual Studio Installer (or install LLVM), then rerun "
            "`xmake f --toolchain=clang-cl -c` - the `-c` drops the cached MSVC configuration. For now I'll put the "
            "config back on MSVC."),
    ("bash", "xmake f --toolchain=msvc -c; xmake -y",
     "checking for platform ... windows\nchecking for architecture ... x64\n"
     "checking for Microsoft Visual Studio (x64) version ... 2022\n"
     f"[100%]: {E}[1;32mbuild ok, spent 5.904s{E}[0m", False),
    ("user", "ok, I'll add the clang component later. MSVC build works now, thanks. One more: clangd in VS Code "
             "doesn't know the include paths."),
    ("bash", "xmake project -k compile_commands .vscode", "create ok!", False),
    ("bash", "xmake project -k vsxmake", "checking for platform ... windows\nchecking for architecture ... x64\n"
                                         "create ok!", False),
    ("say", "Done: `.vscode/compile_commands.json` for clangd (start it with `--compile-commands-dir=.vscode`), and a "
            "`vsxmake2022` solution if you want to open the project in Visual Studio."),
]

ERP = "C:\\work\\legacy-erp"
VAT = ERP + "\\src\\ledger\\vat.pas"

S02: list[Any] = [
    ("user", "svn update in my ERP checkout keeps failing (Windows, cmd.exe). Can you fix the working copy?"),
    ("bash", "svn update", "Exit code 1\nUpdating '.':\nsvn: E155037: Previous operation has not finished; run "
                           "'cleanup' if it was interrupted", True),
    ("bash", "svn cleanup",
     "Exit code 1\nsvn: E155009: Failed to run the WC DB work queue associated with "
     "'C:\\work\\legacy-erp\\reports\\monthly.xlsx', work item 1414 (file-install reports/monthly.xlsx 1 0 1 1)\n"
     "svn: E720032: Can't move 'C:\\work\\legacy-erp\\.svn\\tmp\\svn-F3A1B2C4' to "
     "'C:\\work\\legacy-erp\\reports\\monthly.xlsx': The process cannot access the file because it is being used by "
     "another process.", True),
    ("bash", "tasklist /FI \"IMAGENAME eq EXCEL.EXE\"",
     "Image Name                     PID Session Name        Session#    Mem Usage\n"
     "========================= ======== ================ =========== ============\n"
     "EXCEL.EXE                    11872 Console                    1    184,212 K", False),
    ("say", "Excel has `reports\\monthly.xlsx` open, so cleanup can't finish the interrupted file install. Please "
            "close Excel (save first), then I'll rerun cleanup."),
    ("user", "closed Excel"),
    ("bash", "svn cleanup && svn update",
     "Updating '.':\nU    reports\\monthly.xlsx\nU    src\\ledger\\posting.pas\nUpdated to revision 48213.", False),
    ("user", "Thanks. Now committing my VAT fix fails with out of date."),
    ("bash", "svn commit -m \"Fix VAT rounding for reverse charge\" src\\ledger\\vat.pas",
     "Exit code 1\nSending        src\\ledger\\vat.pas\nsvn: E155011: Commit failed (details follow):\n"
     "svn: E155011: File 'C:\\work\\legacy-erp\\src\\ledger\\vat.pas' is out of date\n"
     "svn: E160028: File '/trunk/src/ledger/vat.pas' is out of date", True),
    ("bash", "svn update src\\ledger\\vat.pas",
     "Updating 'src\\ledger\\vat.pas':\nC    src\\ledger\\vat.pas\nUpdated to revision 48215.\n"
     "Summary of conflicts:\n  Text conflicts: 1", False),
    ("tool", "Read", {"file_path": VAT, "offset": 40, "limit": 14},
     "40\t  function RoundVat(Amount: Currency): Currency;\n41\t  begin\n42\t<<<<<<< .mine\n"
     "43\t    Result := RoundTo(Amount, -2, rmHalfUp);\n44\t=======\n45\t    Result := SimpleRoundTo(Amount, -2);\n"
     "46\t    Log('vat rounded');\n47\t>>>>>>> .r48215\n48\t  end;\n", False),
    ("edit", VAT, "<<<<<<< .mine\n    Result := RoundTo(Amount, -2, rmHalfUp);\n=======\n"
                  "    Result := SimpleRoundTo(Amount, -2);\n    Log('vat rounded');\n>>>>>>> .r48215\n",
     "    Result := RoundTo(Amount, -2, rmHalfUp);\n    Log('vat rounded');\n"),
    ("bash", "svn resolve --accept working src\\ledger\\vat.pas",
     "Resolved conflicted state of 'src\\ledger\\vat.pas'", False),
    ("bash", "svn commit -m \"Fix VAT rounding for reverse charge\" src\\ledger\\vat.pas",
     "Sending        src\\ledger\\vat.pas\nTransmitting file data .done\nCommitting transaction...\n"
     "Committed revision 48216.", False),
    ("user", "Great. The nightly build server runs `svn info` against the https URL and that fails too, something "
             "about a certificate."),
    ("bash", "svn info https://svn.corp.local/erp/trunk --non-interactive",
     "Exit code 1\nsvn: E170013: Unable to connect to a repository at URL 'https://svn.corp.local/erp/trunk'\n"
     "svn: E230001: Server SSL certificate verification failed: issuer is not trusted", True),
    ("say", "The server certificate is signed by your internal CA, which this machine's Windows certificate store "
            "doesn't trust. The clean fix is importing the corporate root CA into the machine store. Want me to "
            "rerun it with `--trust-server-cert-failures=unknown-ca` so the nightly job keeps working meanwhile?"),
    ("user", "No - don't bypass it, security would flag that. I'll ask IT to push the CA to the build server."),
]

XB = "/backup/full-2024-11-18"
XTS = "2024-11-19T09:14:02.118311-00:00 0"

S03: list[Any] = [
    ("user", "Restore last night's xtrabackup onto db-replica-2 and make it a replica of db-primary (10.20.0.11). "
             "Backup is in /backup/full-2024-11-18. The nightly script prepares it with --apply-log-only because we "
             "also take incrementals."),
    ("bash", f"systemctl stop mysql && xtrabackup --copy-back --target-dir={XB}",
     f"Exit code 1\nxtrabackup version 8.0.35-31 based on MySQL server 8.0.35 Linux (x86_64)\n"
     f"{XTS} [ERROR] [MY-011825] [Xtrabackup] Original data directory /var/lib/mysql is not empty!", True),
    ("bash", f"mv /var/lib/mysql /var/lib/mysql.old && mkdir /var/lib/mysql && "
             f"xtrabackup --copy-back --target-dir={XB}",
     f"Exit code 1\nxtrabackup version 8.0.35-31 based on MySQL server 8.0.35 Linux (x86_64)\n"
     f"{XTS} [ERROR] [MY-011825] [Xtrabackup] The target is not fully prepared. Please prepare it without option "
     "--apply-log-only", True),
    ("bash", f"xtrabackup --prepare --target-dir={XB} 2>&1 | tail -4",
     "2024-11-19T09:16:40.902113-00:00 0 [Note] [MY-012980] [InnoDB] Shutdown completed; log sequence number "
     "918273645112\n2024-11-19T09:16:40.913551-00:00 0 [Note] [MY-011825] [Xtrabackup] completed OK!", False),
    ("bash", f"xtrabackup --copy-back --target-dir={XB} 2>&1 | tail -2",
     "2024-11-19T09:19:12.204871-00:00 1 [Note] [MY-011825] [Xtrabackup] Copying ./xtrabackup_binlog_info\n"
     "2024-11-19T09:19:12.330417-00:00 0 [Note] [MY-011825] [Xtrabackup] completed OK!", False),
    ("bash", "systemctl start mysql",
     "Exit code 1\nJob for mysql.service failed because the control process exited with error code.\n"
     "See \"systemctl status mysql.service\" and \"journalctl -xeu mysql.service\" for details.", True),
    ("bash", "journalctl -u mysql -n 6 --no-pager",
     "Nov 19 09:20:03 db-replica-2 mysqld[71822]: 2024-11-19T09:20:03.511920Z 1 [ERROR] [MY-012592] [InnoDB] "
     "Operating system error number 13 in a file operation.\n"
     "Nov 19 09:20:03 db-replica-2 mysqld[71822]: 2024-11-19T09:20:03.511958Z 1 [ERROR] [MY-012595] [InnoDB] The "
     "error means mysqld does not have the access rights to the directory.\n"
     "Nov 19 09:20:03 db-replica-2 mysqld[71822]: 2024-11-19T09:20:03.512004Z 1 [ERROR] [MY-012574] [InnoDB] Unable "
     "to lock ./ibdata1 error: 13\n"
     "Nov 19 09:20:04 db-replica-2 systemd[1]: mysql.service: Failed with result 'exit-code'.", False),
    ("say", "copy-back ran as root, so every file in /var/lib/mysql is owned by root and mysqld (running as `mysql`) "
            "can't open them."),
    ("bash", "chown -R mysql:mysql /var/lib/mysql && systemctl start mysql && systemctl is-active mysql",
     "active", False),
    ("bash", "cat /var/lib/mysql/xtrabackup_binlog_info",
     "mysql-bin.000412\t73829115\t3e11fa47-71ca-11e1-9e33-c80aa9429562:1-88412", False),
    ("bash", "mysql -e \"CHANGE REPLICATION SOURCE TO SOURCE_HOST='10.20.0.11', SOURCE_USER='repl', "
             "SOURCE_PASSWORD='********', SOURCE_AUTO_POSITION=1, SOURCE_SSL=1; START REPLICA;\"", "", False),
    ("bash", "mysql -e 'SHOW REPLICA STATUS\\G' | grep -E 'Running:|Last_IO_Error:'",
     "            Replica_IO_Running: No\n           Replica_SQL_Running: Yes\n"
     "                 Last_IO_Error: Got fatal error 1236 from source when reading data from binary log: 'Cannot "
     "replicate because the source purged required binary logs. Replicate the missing transactions from elsewhere, "
     "or provision a new replica from backup. Consider increasing the source's binary log expiration period. The "
     "GTID set sent by the replica is '', and the missing transactions are "
     "'3e11fa47-71ca-11e1-9e33-c80aa9429562:1-88412'.'", False),
    ("say", "The restored server doesn't know which GTIDs the backup already contains, so it asks the primary for "
            "everything from the start. Setting `gtid_purged` from xtrabackup_binlog_info tells it where the backup "
            "ends."),
    ("bash", "mysql -e \"STOP REPLICA; RESET MASTER; SET GLOBAL gtid_purged='3e11fa47-71ca-11e1-9e33-c80aa9429562:1-"
             "88412'; START REPLICA;\"", "", False),
    ("bash", "mysql -e 'SHOW REPLICA STATUS\\G' | grep -E 'Running:|Last_IO_Error:|Seconds_Behind'",
     "            Replica_IO_Running: Yes\n           Replica_SQL_Running: Yes\n                 Last_IO_Error: \n"
     "         Seconds_Behind_Source: 412", False),
    ("user", "good, it's catching up. Thanks!"),
]

PF = "/etc/pf.conf"

S04: list[Any] = [
    ("user", "OpenBSD 7.6 gateway. I changed /etc/pf.conf to allow wireguard on wg0 and to rate-limit ssh, but pfctl "
             "refuses it. I'm on ksh, use doas."),
    ("bash", f"doas pfctl -nf {PF}",
     "Exit code 1\n/etc/pf.conf:14: syntax error\n/etc/pf.conf:21: macro 'wg_port' not defined\n"
     "pfctl: Syntax error in config file: pf rules not loaded", True),
    ("tool", "Read", {"file_path": PF},
     "12\ttable <bruteforce> persist\n13\tblock in quick from <bruteforce>\n"
     "14\tpass in on egress proto tcp to port ssh max-src-conn-rate 5/30 keep state\n"
     "21\tpass in on egress proto udp to port $wg_port\n22\tpass in on wg0 from wg0:network\n"
     "23\twg_port = \"51820\"\n", False),
    ("say", "Two problems: `max-src-conn-rate` is a state option, so it has to sit inside `keep state ( ... )`, and "
            "the `wg_port` macro is defined on line 23, after its first use on line 21."),
    ("edit", PF, "pass in on egress proto tcp to port ssh max-src-conn-rate 5/30 keep state",
     "pass in on egress proto tcp to port ssh keep state \\\n"
     "\t(max-src-conn 10, max-src-conn-rate 5/30, overload <bruteforce> flush global)"),
    ("edit", PF, "pass in on egress proto udp to port $wg_port\npass in on wg0 from wg0:network\n"
                 "wg_port = \"51820\"\n",
     "wg_port = \"51820\"\npass in on egress proto udp to port $wg_port\npass in on wg0 from wg0:network\n"),
    ("bash", f"doas pfctl -nf {PF}",
     "Exit code 1\nno IP address found for wg0:network\n/etc/pf.conf:22: could not parse host specification\n"
     "pfctl: Syntax error in config file: pf rules not loaded", True),
    ("say", "The syntax is fine now; `wg0:network` is resolved at load time and wg0 doesn't exist yet on this box."),
    ("bash", "doas sh /etc/netstart wg0 && ifconfig wg0",
     "wg0: flags=80c3<UP,BROADCAST,RUNNING,NOARP,MULTICAST> mtu 1420\n\tindex 5 priority 0 llprio 3\n"
     "\twgport 51820\n\tgroups: wg\n\tinet 10.44.0.1 netmask 0xffffff00 broadcast 10.44.0.255", False),
    ("bash", f"doas pfctl -nf {PF} && doas pfctl -f {PF} && echo loaded", "loaded", False),
    ("user", "Blocked IPs stay in <bruteforce> forever. They should expire after a day."),
    ("say", "pf tables have no built-in expiry. The usual way is a cron job: `pfctl -t bruteforce -T expire 86400` "
            "removes entries that haven't been touched for 86400 seconds."),
    ("bash", "(doas crontab -l; echo '*/15 * * * * /sbin/pfctl -t bruteforce -T expire 86400 >/dev/null 2>&1') | "
             "doas crontab - && doas crontab -l | tail -1",
     "*/15 * * * * /sbin/pfctl -t bruteforce -T expire 86400 >/dev/null 2>&1", False),
    ("user", "One more: last week after a reboot pf came up with the default ruleset. dmesg/console had "
             "'no IP address found for wg0:network' again - pf loads before wg0 is up."),
    ("say", "Writing the interface in parentheses, `(wg0:network)`, makes pf resolve the address when the interface "
            "appears instead of at load time, so the ruleset loads even before wg0 exists."),
    ("edit", PF, "pass in on wg0 from wg0:network", "pass in on wg0 from (wg0:network)"),
    ("bash", f"doas pfctl -nf {PF} && echo syntax ok", "syntax ok", False),
    ("user", "ok. I'll reboot it tonight during the window and see if it comes up right."),
]

WORLD_FAIL = """Exit code 1

These are the packages that would be merged, in order:

Calculating dependencies  ... done!
Dependency resolution took 14.82 s (backtrack: 0/20).

[ebuild     U  ] dev-libs/openssl-3.3.2:0/3::gentoo [3.2.3:0/3::gentoo] USE="asm -fips -ktls -rfc3779 -sctp -static-libs -test -tls-compression -vanilla -verify-sig -weak-ssl-ciphers" CPU_FLAGS_X86="(sse2)" 17,756 KiB
[ebuild     U  ] media-libs/libvpx-1.14.1:0/9::gentoo [1.13.1:0/8::gentoo] USE="highbitdepth -doc -postproc* -static-libs -test" ABI_X86="(64) -32 (-x32)" 5,290 KiB
[ebuild     U  ] media-video/ffmpeg-6.1.2:0/58.60.60::gentoo [6.0.1-r2:0/58.60.60::gentoo] USE="X alsa bzip2 dav1d encode gnutls gpl iconv lzma network opus postproc pulseaudio threads vaapi vdpau vorbis vpx x264 x265 xml zlib -amf -amr -cuda -doc -fdk -openssl -svt-av1 -vulkan" 10,648 KiB
[ebuild     U  ] dev-qt/qtwebengine-6.7.3:6/6.7.3::gentoo [6.7.2-r1:6/6.7.2::gentoo] USE="alsa pulseaudio qml system-icu widgets -accessibility -bindist -designer -geolocation -kerberos -pdfium -screencast (-test) -vaapi -webdriver" 582,913 KiB

The following USE changes are necessary to proceed:
 (see "package.use" in the portage(5) man page for more details)
# required by media-video/ffmpeg-6.1.2::gentoo[vpx,postproc]
# required by media-video/mpv-0.38.0-r1::gentoo
# required by @selected
# required by @world (argument)
>=media-libs/libvpx-1.14.1 postproc

Use --autounmask-write to write changes to config files (honoring
CONFIG_PROTECT). Carefully examine the list of proposed changes,
paying special attention to mask or keyword changes that may expose
experimental or unstable packages."""

S05: list[Any] = [
    ("user", "Gentoo desktop. `emerge -uDN @world` stops on a USE change for libvpx and I never remember how to get "
             "that into package.use properly. Can you sort it out? You're root."),
    ("bash", "emerge --ask=n -uDN @world 2>&1 | tail -32", WORLD_FAIL, True),
    ("bash", "emerge --ask=n -uDN @world --autounmask-write 2>&1 | tail -6",
     "Autounmask changes successfully written.\n\n * IMPORTANT: config file "
     "'/etc/portage/package.use/zz-autounmask' needs updating.\n * See the CONFIGURATION FILES and CONFIGURATION "
     "FILES UPDATE TOOLS\n * sections of the emerge man page to learn how to update config files.", False),
    ("bash", "emerge --ask=n -uDN @world 2>&1 | tail -9",
     "Exit code 1\nThe following USE changes are necessary to proceed:\n (see \"package.use\" in the portage(5) man "
     "page for more details)\n# required by media-video/ffmpeg-6.1.2::gentoo[vpx,postproc]\n"
     "# required by media-video/mpv-0.38.0-r1::gentoo\n# required by @selected\n# required by @world (argument)\n"
     ">=media-libs/libvpx-1.14.1 postproc\n", True),
    ("say", "Autounmask didn't change the live file: because of CONFIG_PROTECT it wrote "
            "`/etc/portage/package.use/._cfg0000_zz-autounmask`, which has to be merged. `dispatch-conf` is "
            "interactive, so I'll use etc-update's auto mode to take the new version."),
    ("bash", "ls /etc/portage/package.use/ && etc-update --automode -5",
     "._cfg0000_zz-autounmask\nzz-autounmask\nScanning Configuration files...\n"
     "Replacing /etc/portage/package.use/zz-autounmask with /etc/portage/package.use/._cfg0000_zz-autounmask\n"
     "Exiting: Nothing left to do; exiting. :)", False),
    ("bash", "emerge --ask=n -uDN @world --pretend 2>&1 | tail -3",
     "[ebuild     U  ] dev-qt/qtwebengine-6.7.3:6/6.7.3::gentoo [6.7.2-r1:6/6.7.2::gentoo] 582,913 KiB\n\n"
     "Total: 37 packages (34 upgrades, 2 new, 1 reinstall), Size of downloads: 412,118 KiB", False),
    ("user", "go ahead and run it for real"),
    ("bash", "emerge --ask=n -uDN @world --jobs=2 --load-average=6 2>&1 | tail -14",
     "Exit code 1\n[ 9342/11876] /usr/bin/x86_64-pc-linux-gnu-g++ -MMD -MF obj/v8/v8_base_without_compiler/"
     "wasm-compiler.o.d -O2 -pipe -march=native -c ../../../../qtwebengine-everywhere-src-6.7.3/src/3rdparty/"
     "chromium/v8/src/compiler/wasm-compiler.cc -o obj/v8/v8_base_without_compiler/wasm-compiler.o\n"
     "FAILED: obj/v8/v8_base_without_compiler/wasm-compiler.o\n"
     "x86_64-pc-linux-gnu-g++: fatal error: Killed signal terminated program cc1plus\n"
     "compilation terminated.\nninja: build stopped: subcommand failed.\n"
     " * ERROR: dev-qt/qtwebengine-6.7.3::gentoo failed (compile phase):\n *   cmake_build failed\n *\n"
     " * Call stack:\n *     ebuild.sh, line  136:  Called src_compile\n"
     " * The complete build log is located at '/var/tmp/portage/dev-qt/qtwebengine-6.7.3/temp/build.log'.\n\n"
     ">>> Failed to emerge dev-qt/qtwebengine-6.7.3, Log file:\n"
     ">>>  '/var/tmp/portage/dev-qt/qtwebengine-6.7.3/temp/build.log'", True),
    ("bash", "free -g | head -2; grep -E '^(MAKEOPTS|EMERGE_DEFAULT_OPTS)' /etc/portage/make.conf",
     "               total        used        free      shared  buff/cache   available\n"
     "Mem:              15           2          11           0           1          12\nMAKEOPTS=\"-j12\"", False),
    ("say", "cc1plus was OOM-killed: qtwebengine with `-j12` needs roughly 2 GB per job and this box has 15 GB. I'll "
            "give just qtwebengine fewer jobs through package.env instead of slowing the whole world update."),
    ("write", "/etc/portage/env/qtwebengine-lowjobs.conf", "MAKEOPTS=\"-j4\"\n"),
    ("write", "/etc/portage/package.env/qtwebengine", "dev-qt/qtwebengine qtwebengine-lowjobs.conf\n"),
    ("say", "Now `emerge --resume` picks up where it stopped, with qtwebengine at `-j4`. It will take a couple of "
            "hours; best started in tmux."),
    ("user", "I'll kick off the resume myself tonight in tmux, thanks."),
]

FA = "/home/jiwoo/llm-finetune"
PIP_FA = """Exit code 1
Collecting flash-attn==2.6.3
  Downloading flash_attn-2.6.3.tar.gz (2.6 MB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 2.6/2.6 MB 38.1 MB/s eta 0:00:00
  Installing build dependencies ... done
  Getting requirements to build wheel ... error
  error: subprocess-exited-with-error

  × Getting requirements to build wheel did not run successfully.
  │ exit code: 1
  ╰─> [20 lines of output]
      Traceback (most recent call last):
        File "/home/jiwoo/llm-finetune/.venv/lib/python3.11/site-packages/pip/_vendor/pyproject_hooks/_in_process/_in_process.py", line 353, in <module>
          main()
        File "/home/jiwoo/llm-finetune/.venv/lib/python3.11/site-packages/pip/_vendor/pyproject_hooks/_in_process/_in_process.py", line 335, in main
          json_out['return_val'] = hook(**hook_input['kwargs'])
        File "/tmp/pip-build-env-k2h1w9qz/overlay/lib/python3.11/site-packages/setuptools/build_meta.py", line 327, in get_requires_for_build_wheel
          return self._get_build_requires(config_settings, requirements=[])
        File "<string>", line 19, in <module>
      ModuleNotFoundError: No module named 'torch'
      [end of output]

  note: This error originates from a subprocess, and is likely not a problem with pip.
error: subprocess-exited-with-error

× Getting requirements to build wheel did not run successfully.
│ exit code: 1
╰─> See above for output."""

S06: list[Any] = [
    ("user", "flash-attn 설치가 계속 실패해요. venv 안에서 pip install flash-attn 하면 torch 모듈이 없다고 나와요. "
             "torch는 이미 깔려 있는데요. WSL2 우분투 22.04, RTX 4090입니다."),
    ("bash", "source .venv/bin/activate && pip install flash-attn==2.6.3", PIP_FA, True),
    ("say", "pip이 격리된 빌드 환경을 만들어서 그 안에는 torch가 없습니다. venv의 torch를 쓰도록 "
            "`--no-build-isolation`으로 다시 빌드해 볼게요."),
    ("bash", "source .venv/bin/activate && pip install flash-attn==2.6.3 --no-build-isolation 2>&1 | tail -6",
     "Exit code 1\n      File \"/home/jiwoo/llm-finetune/.venv/lib/python3.11/site-packages/torch/utils/"
     "cpp_extension.py\", line 2120, in _join_cuda_home\n"
     "          raise OSError('CUDA_HOME environment variable is not set. '\n"
     "      OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.\n"
     "      [end of output]\n  note: This error originates from a subprocess, and is likely not a problem with pip.",
     True),
    ("bash", "nvcc -V; ls /usr/local | grep cuda",
     "/bin/bash: line 1: nvcc: command not found\ncuda\ncuda-12.4", False),
    ("say", "CUDA 12.4 툴킷은 /usr/local/cuda-12.4에 있는데 PATH와 CUDA_HOME에 없습니다. 지정하고 빌드 작업 수를 "
            "4개로 제한해서 다시 빌드합니다."),
    ("bash", "source .venv/bin/activate && export CUDA_HOME=/usr/local/cuda-12.4 PATH=/usr/local/cuda-12.4/bin:$PATH "
             "&& MAX_JOBS=4 pip install flash-attn==2.6.3 --no-build-isolation", REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "잠깐요, 이거 소스 빌드면 몇 시간 걸리는 거 아니에요? 미리 빌드된 wheel 없나요?"),
    ("say", "맞습니다. flash-attention 릴리스에 torch/CUDA/C++11 ABI 조합별 wheel이 있습니다. 먼저 torch 조합을 "
            "확인할게요."),
    ("bash", "source .venv/bin/activate && python -c \"import torch; print(torch.__version__, torch.version.cuda, "
             "torch._C._GLIBCXX_USE_CXX11_ABI)\"", "2.4.0+cu124 12.4 False", False),
    ("bash", "source .venv/bin/activate && pip install https://github.com/Dao-AILab/flash-attention/releases/download/"
             "v2.6.3/flash_attn-2.6.3+cu123torch2.4cxx11abiFALSE-cp311-cp311-linux_x86_64.whl 2>&1 | tail -2",
     "Installing collected packages: flash-attn\nSuccessfully installed flash-attn-2.6.3", False),
    ("bash", "source .venv/bin/activate && python -c \"import flash_attn; from flash_attn import flash_attn_func; "
             "print(flash_attn.__version__)\"", "2.6.3", False),
    ("user", "됐어요! 감사합니다. 그럼 학습 스크립트도 한번 돌려볼게요"),
    ("bash", "source .venv/bin/activate && python train.py --config configs/qwen-lora.yaml 2>&1 | tail -8",
     "Exit code 1\nwandb: ERROR api_key not configured (no-tty). call wandb.login(key=[your_api_key])\n"
     "Flash Attention 2.0 only supports torch.float16 and torch.bfloat16 dtypes, but the current dype in "
     "Qwen2ForCausalLM is torch.float32.\n"
     "  File \"/home/jiwoo/llm-finetune/.venv/lib/python3.11/site-packages/flash_attn/flash_attn_interface.py\", "
     "line 96, in _flash_attn_forward\n    out, q, k, v, out_padded, softmax_lse, S_dmask, rng_state = "
     "flash_attn_cuda.fwd(\nRuntimeError: FlashAttention only support fp16 and bf16 data type", True),
    ("say", "모델이 float32로 로드돼서 FlashAttention 커널이 거부합니다. 설정의 dtype을 bfloat16으로 바꿀게요."),
    ("edit", FA + "/configs/qwen-lora.yaml", "torch_dtype: float32", "torch_dtype: bfloat16"),
    ("say", "dtype을 bfloat16으로 바꿨습니다. wandb 키 경고도 떴는데, 키를 넣어 두시면 확인해 드릴게요."),
    ("user", "wandb 키는 WANDB_API_KEY 환경변수로 넣어뒀어요. 확인만 해 주세요"),
    ("bash", "source .venv/bin/activate && python -c \"import wandb; print(wandb.Api().api_key is not None)\"",
     "True", False),
    ("user", "됐어요, wandb는 이제 되네요. 학습은 내일 돌려볼게요."),
]

SOURCES = {
    "s01-xmake-msvc-pwsh": (RAY, "2024-11-18T08:02:11Z", "main", S01),
    "s02-svn-cmd": (ERP, "2024-11-18T13:40:00Z", "HEAD", S02),
    "s03-xtrabackup-gtid": ("/root", "2024-11-19T09:12:30Z", "HEAD", S03),
    "s04-openbsd-pf": ("/home/kemal", "2024-11-19T16:05:44Z", "HEAD", S04),
    "s05-gentoo-emerge": ("/root", "2024-11-20T07:31:09Z", "HEAD", S05),
    "s06-flash-attn-wsl-ko": (FA, "2024-11-20T11:20:15Z", "main", S06),
}
