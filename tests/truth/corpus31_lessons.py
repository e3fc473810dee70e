"""corpus31's labelled lessons, part one: xmake (s01), Subversion (s02), XtraBackup (s03), OpenBSD pf (s04)."""
from __future__ import annotations

from tests.truth.corpus31_common import gotcha, knowledge

X = "s01-xmake-msvc-pwsh"
SVN = "s02-svn-cmd"
XB = "s03-xtrabackup-gtid"
PF = "s04-openbsd-pf"

RECORDS = [
    gotcha(1, X, "real shown edit_then_pass",
           ("xmake: a package built with runtimes=MT needs set_runtimes(\"MT\") on the target too",
            "Linking the raycaster target fails with LNK2038 RuntimeLibrary mismatches against glfw3.lib.",
            "add_requires(\"glfw\", {configs = {runtimes = \"MT\"}}) only changes how the package is built; the "
            "target keeps xmake's default /MD.",
            "Two C runtimes (static MT in glfw, dynamic MD in main.obj) end up in one link.",
            "Add set_runtimes(\"MT\") to the target so it compiles with the same CRT as the package, then rebuild."),
           "Link step: `error LNK2038: mismatch detected for 'RuntimeLibrary': value 'MT_StaticRelease' doesn't "
           "match value 'MD_DynamicRelease' in main.obj`, ending in `fatal error LNK1319: 2 mismatches detected`. "
           "After the Edit that added `set_runtimes(\"MT\")` to the raycaster target, the next `xmake -y` "
           "printed `build ok, spent 6.412s`.",
           "The first xmake -y fails with LNK2038; the Edit adds set_runtimes(\"MT\"); the following xmake -y ends "
           "with build ok.",
           ["code spans", "failure then pass", "tool names"],
           {"failure": "error LNK2038: mismatch detected for 'RuntimeLibrary'", "fix": "    set_runtimes(\"MT\")",
            "evidence": "build ok, spent 6.412s"}, cat="build_config"),
    gotcha(2, X, "invented not_shown near_miss",
           ("xmake links a debug CRT into release builds when a package pins MT",
            "xmake -y in release mode reports a RuntimeLibrary mismatch against a debug runtime.",
            "Assuming the release target links against MDd because of a stale debug config.",
            "The target was configured in debug mode earlier and xmake kept it.",
            "Run xmake f -m release -c before building."),
           "`xmake -y` → `error LNK2038: mismatch detected for 'RuntimeLibrary': value 'MT_StaticRelease' doesn't "
           "match value 'MDd_DynamicDebug' in main.obj`",
           "The session's mismatch is against 'MD_DynamicRelease'; 'MDd_DynamicDebug' and the debug-config story "
           "are not in it.",
           ["code span", "arrow"], {"evidence": "doesn't match value 'MD_DynamicRelease' in main.obj"}),
    gotcha(3, X, "real shown edit_then_pass",
           ("xmake run starts the binary in the build directory, breaking relative asset paths",
            "xmake run exits at once with 'fail to open shaders/basic.vert'; the window flashes and closes.",
            "Expecting xmake run to use the project root as the working directory.",
            "xmake run uses the target's output directory (build\\windows\\x64\\release) as cwd.",
            "Set set_rundir(\"$(projectdir)\") on the target."),
           "xmake run failed with `fatal: fail to open shaders/basic.vert (cwd: C:\\\\Users\\\\dana\\\\src\\\\"
           "raycaster\\\\build\\\\windows\\\\x64\\\\release)`. Edit added `set_rundir(\"$(projectdir)\")`; "
           "`xmake -y; xmake run -- --frames 120` then printed `[raycaster] 120 frames, avg 16.6 ms, 1280x720`.",
           "xmake run fails with the build-dir cwd; after the set_rundir Edit the rerun renders 120 frames.",
           ["doubled backslashes", "code spans", "Windows path"],
           {"failure": "fatal: fail to open shaders/basic.vert", "fix": "    set_rundir(\"$(projectdir)\")",
            "evidence": "120 frames, avg 16.6 ms"}, cat="build_config"),
    gotcha(4, X, "real not_shown confirmation_far_or_other",
           ("xmake cannot switch to clang-cl until the VS Clang component is installed",
            "xmake f --toolchain=clang-cl -c stops with toolchain(\"clang-cl\"): not found!",
            "Assuming clang-cl comes with every Visual Studio 2022 install.",
            "The 'C++ Clang Compiler for Windows' component (or LLVM) is not installed, so xmake finds no clang-cl.",
            "Install the Clang component or LLVM, then rerun xmake f --toolchain=clang-cl -c."),
           "[1;31merror: [0mtoolchain(\"clang-cl\"): not found! from `xmake f --toolchain=clang-cl -c`; the config "
           "was put back on MSVC and the user said \"MSVC build works now, thanks\".",
           "The clang-cl config fails; the component is only recommended, the config goes back to msvc, and the "
           "person's 'works now' is about the MSVC build. clang-cl never runs.",
           ["ANSI codes without ESC", "nested quotes", "prose"],
           {"failure": "toolchain(\"clang-cl\"): not found!", "fix": "MSVC build works now, thanks"}),
    knowledge(5, X, "real knowledge",
              ("xmake writes compile_commands.json for clangd with one command",
               "clangd in VS Code can't see the include paths of an xmake project (packages from xrepo).",
               "Run xmake project -k compile_commands .vscode and point clangd at that directory with "
               "--compile-commands-dir=.vscode.",
               "xmake knows every package include path; exporting the compile database is cheaper than "
               "hand-writing .clangd flags."),
              "Bash: `xmake project -k compile_commands .vscode` → `create ok!`",
              "The call and its result are in the session.", ["code span", "arrow", "tool name"],
              {"evidence": "xmake project -k compile_commands .vscode"}, cat="env_setup"),
    gotcha(6, X, "invented not_shown other_call_error",
           ("xmake's vsxmake generator needs the configured toolchain to exist",
            "Generating the Visual Studio solution fails after a toolchain change.",
            "Running xmake project -k vsxmake while the config still names clang-cl.",
            "vsxmake resolves the toolchain from the cached config.",
            "Reconfigure with xmake f --toolchain=msvc -c before generating."),
           "`xmake project -k vsxmake` failed with `toolchain(\"clang-cl\"): not found!`",
           "That error belongs to the xmake f --toolchain=clang-cl call; vsxmake printed create ok!.",
           ["code spans"], {"evidence": "xmake project -k vsxmake"}),
    knowledge(7, X, "invented names_false_claim",
              ("Switching an xmake project to clang-cl is one reconfigure",
               "CI builds with clang-cl, local builds with MSVC.",
               "Run xmake f --toolchain=clang-cl -c; the next xmake -y builds with clang-cl.",
               "The -c flag drops the cached MSVC detection."),
              "Ran `xmake f --toolchain=clang-cl -c`, and the following `xmake -y` reported `build ok, spent 5.904s` "
              "with clang-cl.",
              "The clang-cl reconfigure failed; the 5.904s build ran after xmake f --toolchain=msvc -c.",
              ["code spans", "false outcome on real tokens"], {"evidence": "build ok, spent 5.904s"}),

    gotcha(8, SVN, "real shown rerun_passes",
           ("svn cleanup can't finish while Excel holds a working-copy file open",
            "svn update: E155037 'Previous operation has not finished'; svn cleanup then fails with E720032.",
            "Running svn cleanup again and again while the file is locked by another program.",
            "Windows won't let svn move its temp copy over reports\\monthly.xlsx while EXCEL.EXE has it open.",
            "Close the program holding the file (tasklist shows it), then svn cleanup and svn update."),
           ["`svn update` → `svn: E155037: Previous operation has not finished; run 'cleanup' if it was "
            "interrupted`",
            "`svn cleanup` → `E720032: Can't move ... The process cannot access the file because it is being used "
            "by another process.`",
            "`tasklist` showed `EXCEL.EXE                    11872`",
            "after the user closed Excel: `svn cleanup && svn update` → `Updated to revision 48213.`"],
           "Update fails, cleanup fails on the locked xlsx, Excel is closed, cleanup && update reaches r48213.",
           ["evidence list", "arrows", "ellipsis inside span"],
           {"failure": "svn: E720032: Can't move", "fix": "svn cleanup && svn update",
            "evidence": "Updated to revision 48213."}),
    gotcha(9, SVN, "real shown fix_ran",
           ("svn commit 'is out of date' needs an update and a resolved conflict first",
            "svn commit of vat.pas fails with E155011/E160028 'is out of date'.",
            "Retrying the commit, or expecting svn update to merge silently in a non-interactive shell.",
            "Someone committed r48215 to the same file; the non-interactive update leaves a postponed text conflict.",
            "svn update the file, merge the conflict markers, svn resolve --accept working, then commit."),
           "Commit failed: svn: E155011: File 'C:\\work\\legacy-erp\\src\\ledger\\vat.pas' is out of date. Ran "
           "`svn update src\\ledger\\vat.pas` (Text conflicts: 1), merged the markers with Edit, "
           "`svn resolve --accept working src\\ledger\\vat.pas`, and the second commit gave `Committed revision "
           "48216.`",
           "The first commit fails; update, edit, resolve, then the same commit succeeds with r48216.",
           ["Windows path in prose", "code spans", "GPT-style prose"],
           {"failure": "svn: E155011: Commit failed (details follow)",
            "fix": "svn resolve --accept working src\\ledger\\vat.pas", "evidence": "Committed revision 48216."}),
    gotcha(10, SVN, "real not_shown question_offers_flag",
           ("svn over https fails with E230001 when the corporate CA isn't trusted",
            "svn info https://svn.corp.local/erp/trunk --non-interactive fails: issuer is not trusted.",
            "Reaching for --trust-server-cert-failures to make the job pass.",
            "The server certificate chains to an internal CA that the Windows machine store lacks.",
            "Import the corporate root CA; --trust-server-cert-failures=unknown-ca only as a stopgap."),
           "`svn: E230001: Server SSL certificate verification failed: issuer is not trusted` (exit 1). Fix: rerun "
           "with `--trust-server-cert-failures=unknown-ca`.",
           "The flag is only offered in a question; the person refuses and will ask IT for the CA. Nothing reruns.",
           ["code spans", "terse"],
           {"failure": "E230001: Server SSL certificate verification failed",
            "fix": "Want me to rerun it with `--trust-server-cert-failures=unknown-ca`"}, cat="security"),
    gotcha(11, SVN, "invented not_shown names_false_claim",
           ("svn cleanup clears E155037 on its own",
            "svn update stops with E155037 after an interrupted operation.",
            "Thinking the working copy is corrupt and re-checking out.",
            "An interrupted update left work items in wc.db.",
            "Run svn cleanup once; it replays the work queue and update works again."),
           "`svn cleanup` fixed `E155037: Previous operation has not finished` on the first run, and `svn update` "
           "went to revision 48213 right after.",
           "The first svn cleanup failed with E720032; only the cleanup after Excel was closed succeeded.",
           ["code spans", "false 'first run'"], {"evidence": "svn: E155037: Previous operation has not finished"}),
    gotcha(12, SVN, "invented not_shown never_seen_error",
           ("An old working-copy format blocks svn update on new clients",
            "svn update refuses to run in the ERP checkout.",
            "Running cleanup when the format is the problem.",
            "The working copy was created by an older svn.",
            "Run svn upgrade, then update."),
           "svn said `svn: E155036: Please see the 'svn upgrade' command` before cleanup was tried",
           "No E155036 or svn upgrade appears; the errors are E155037 and E720032.",
           ["code span"], {"evidence": "svn update"}),
    knowledge(13, SVN, "real knowledge",
              ("In a non-interactive shell svn update postpones conflicts; resolve them explicitly",
               "Updating one out-of-date file from an agent's shell with no terminal.",
               "Read the C flag and 'Text conflicts: 1', fix the <<<<<<< .mine / >>>>>>> .r48215 markers, then "
               "run svn resolve --accept working on the file.",
               "svn can't prompt without a tty, so it marks the file conflicted and moves on; the commit is "
               "refused until the conflicted state is cleared."),
              "`svn update src\\ledger\\vat.pas` printed\n```\nC    src\\ledger\\vat.pas\nUpdated to revision 48215."
              "\n```\nthen `Resolved conflicted state of 'src\\ledger\\vat.pas'` after `svn resolve --accept "
              "working`.",
              "The update output and the resolve result are in the session.", ["fenced block", "code spans"],
              {"evidence": "Resolved conflicted state of"}),

    gotcha(14, XB, "real shown rerun_passes",
           ("xtrabackup --copy-back refuses a non-empty datadir",
            "xtrabackup --copy-back exits with [MY-011825] Original data directory /var/lib/mysql is not empty!",
            "Copying back on top of the old datadir of the replica.",
            "copy-back never overwrites; it wants an empty target.",
            "Stop mysqld, move the old datadir aside and create an empty /var/lib/mysql, then copy back."),
           "1) `Original data directory /var/lib/mysql is not empty!` 2) `mv /var/lib/mysql /var/lib/mysql.old && "
           "mkdir /var/lib/mysql` 3) after the prepare, `xtrabackup --copy-back` ended `[Xtrabackup] completed OK!`",
           "The first copy-back fails on the non-empty datadir; after the mv/mkdir (and a prepare) the copy-back "
           "completes OK.",
           ["numbered list inline", "code spans"],
           {"failure": "Original data directory /var/lib/mysql is not empty!",
            "fix": "mv /var/lib/mysql /var/lib/mysql.old && mkdir /var/lib/mysql",
            "evidence": "Copying ./xtrabackup_binlog_info"}, cat="tool_quirk"),
    gotcha(15, XB, "real shown fix_ran",
           ("A base backup prepared with --apply-log-only must be prepared again before restore",
            "copy-back fails: The target is not fully prepared. Please prepare it without option --apply-log-only.",
            "Restoring straight from the nightly directory that the incremental chain uses.",
            "--apply-log-only skips the rollback phase, leaving the backup in a state only further incrementals "
            "can build on.",
            "Run xtrabackup --prepare --target-dir=... without --apply-log-only, then --copy-back."),
           "The copy-back failed with \"The target is not fully prepared. Please prepare it without option "
           "--apply-log-only\"; `xtrabackup --prepare --target-dir=/backup/full-2024-11-18` finished with "
           "`completed OK!` and the next copy-back also completed OK.",
           "The prepare ran and succeeded, and the restore that failed then succeeded.",
           ["double-quoted error", "code spans"],
           {"failure": "The target is not fully prepared", "fix": "xtrabackup --prepare --target-dir=/backup/"
            "full-2024-11-18 2>&1 | tail -4"}),
    gotcha(16, XB, "real shown fix_ran",
           ("Files restored by xtrabackup as root must be chowned to mysql",
            "systemctl start mysql fails; journal shows InnoDB 'Operating system error number 13' and 'Unable to "
            "lock ./ibdata1 error: 13'.",
            "Starting mysqld right after copy-back run as root.",
            "copy-back keeps the invoking user as owner, so mysqld (user mysql) can't open its files.",
            "chown -R mysql:mysql /var/lib/mysql, then start the service."),
           "journalctl: `[MY-012574] [InnoDB] Unable to lock ./ibdata1 error: 13`. Then `chown -R mysql:mysql "
           "/var/lib/mysql && systemctl start mysql && systemctl is-active mysql` → `active`.",
           "The start fails with errno 13; the chown plus start prints active.",
           ["code spans", "arrow"],
           {"failure": "Unable to lock ./ibdata1 error: 13", "fix": "chown -R mysql:mysql /var/lib/mysql && "
            "systemctl start mysql"}, cat="env_setup"),
    gotcha(17, XB, "real shown rerun_passes",
           ("A replica restored from xtrabackup needs gtid_purged before SOURCE_AUTO_POSITION works",
            "Replica_IO_Running: No with error 1236: the source purged required binary logs; the replica sent an "
            "empty GTID set.",
            "Starting replication with SOURCE_AUTO_POSITION=1 right after the restore.",
            "The restored server's gtid_executed is empty, so it asks the primary for every transaction since the "
            "beginning.",
            "RESET MASTER; SET GLOBAL gtid_purged to the set in xtrabackup_binlog_info; START REPLICA."),
           "Error 1236 (`The GTID set sent by the replica is '', and the missing transactions are "
           "'3e11fa47-71ca-11e1-9e33-c80aa9429562:1-88412'`) went away after `SET GLOBAL gtid_purged=...` — "
           "status then showed `Replica_IO_Running: Yes` and `Seconds_Behind_Source: 412`, and the user wrote "
           "\"good, it's catching up\".",
           "The status check fails with 1236; after RESET MASTER/gtid_purged the same check shows IO Yes.",
           ["code spans with quotes", "prose", "ellipsis"],
           {"failure": "Got fatal error 1236 from source", "fix": "RESET MASTER; SET GLOBAL gtid_purged",
            "evidence": "Seconds_Behind_Source: 412"}, cat="debugging_technique"),
    gotcha(18, XB, "invented not_shown other_call_error",
           ("mysqld won't start on a restored datadir until replication metadata is reset",
            "systemctl start mysql fails right after the copy-back.",
            "Starting mysqld with the primary's replication state in the restored files.",
            "The backup carries the primary's binlog state.",
            "RESET MASTER before starting."),
           "`systemctl start mysql` → `Got fatal error 1236 from source when reading data from binary log`",
           "The start failed with InnoDB errno 13; error 1236 came from SHOW REPLICA STATUS much later.",
           ["code spans", "arrow"], {"evidence": "Job for mysql.service failed"}),
    gotcha(19, XB, "invented not_shown invented_detail",
           ("Use xtrabackup --move-back when the restore disk is small",
            "copy-back would need twice the space on the replica.",
            "Copying a large backup onto a nearly full disk.",
            "--copy-back duplicates the files.",
            "Use --move-back instead."),
           "Switched to `xtrabackup --move-back --target-dir=/backup/full-2024-11-18` to avoid doubling the disk "
           "usage; it finished `completed OK!`.",
           "--move-back never ran; every restore call in the session is --copy-back.",
           ["code spans", "invented command"], {"evidence": "xtrabackup --copy-back --target-dir"}),
    knowledge(20, XB, "invented near_miss",
              ("Take gtid_purged from xtrabackup_binlog_info",
               "Pointing a freshly restored GTID replica at its source.",
               "Read the third column of xtrabackup_binlog_info and set it as gtid_purged.",
               "That set is exactly what the backup contains."),
              "`cat /var/lib/mysql/xtrabackup_binlog_info` → `mysql-bin.000412\t73829115\t3e11fa47-71ca-11e1-9e33-"
              "c80aa9429562:1-88421`",
              "The file holds ...:1-88412; the quoted range ends 88421.",
              ["code span with tabs", "arrow"], {"evidence": "cat /var/lib/mysql/xtrabackup_binlog_info"}),
    knowledge(21, XB, "real knowledge",
              ("Restore a GTID replica from xtrabackup: prepare, copy back, chown, then gtid_purged",
               "Provisioning a MySQL 8 replica from an xtrabackup full backup.",
               "Prepare without --apply-log-only, copy back into an empty datadir, chown to mysql, start, then "
               "RESET MASTER and SET GLOBAL gtid_purged from xtrabackup_binlog_info before START REPLICA with "
               "SOURCE_AUTO_POSITION=1.",
               "Each step failed in this order when skipped; the last turned Replica_IO_Running to Yes."),
              "After those steps `SHOW REPLICA STATUS` showed `Replica_IO_Running: Yes` / `Replica_SQL_Running: Yes` "
              "with `Seconds_Behind_Source: 412`.",
              "The final status output holds those lines.", ["code spans", "slash-joined"],
              {"evidence": "Seconds_Behind_Source: 412"}, cat="workflow"),

    gotcha(22, PF, "real shown edit_then_pass",
           ("pf: max-src-conn-rate belongs inside keep state ( ... )",
            "pfctl -nf reports /etc/pf.conf:14: syntax error on the ssh rule.",
            "Writing state options like max-src-conn-rate after the port, outside the parentheses.",
            "max-src-conn-rate is a stateful-tracking option and only parses inside keep state (...).",
            "pass in on egress proto tcp to port ssh keep state (max-src-conn 10, max-src-conn-rate 5/30, overload "
            "<bruteforce> flush global)"),
           "pfctl -nf: `/etc/pf.conf:14: syntax error`. Edit moved the limits into `(max-src-conn 10, "
           "max-src-conn-rate 5/30, overload <bruteforce> flush global)`; the check stopped complaining about line "
           "14 and, once wg0 existed, `doas pfctl -nf /etc/pf.conf && doas pfctl -f /etc/pf.conf && echo loaded` "
           "printed `loaded`.",
           "Syntax error at line 14; after the Edit the next pfctl -nf reports only wg0:network, and the final "
           "load succeeds.",
           ["file:line", "code spans"],
           {"failure": "/etc/pf.conf:14: syntax error", "fix": "max-src-conn-rate 5/30, overload <bruteforce> flush "
            "global)", "evidence": "&& echo loaded"}, cat="build_config"),
    gotcha(23, PF, "real shown fix_ran",
           ("pf can't load a rule naming wg0:network before wg0 exists",
            "pfctl -nf: no IP address found for wg0:network / could not parse host specification.",
            "Loading the ruleset before the WireGuard interface is configured.",
            "iface:network is resolved once at load time.",
            "Bring the interface up first (sh /etc/netstart wg0), or write (wg0:network)."),
           "`no IP address found for wg0:network` → ran `doas sh /etc/netstart wg0` (ifconfig showed `inet "
           "10.44.0.1 netmask 0xffffff00`) → `pfctl -nf` and `pfctl -f` succeeded (\"loaded\").",
           "The netstart call ran and the load printed loaded.",
           ["arrows", "code spans", "short double quote"],
           {"failure": "no IP address found for wg0:network", "fix": "doas sh /etc/netstart wg0 && ifconfig wg0",
            "evidence": "inet 10.44.0.1 netmask 0xffffff00"}),
    gotcha(24, PF, "real not_shown other_check_passes",
           ("At boot pf loads before wg0 exists unless the address is in parentheses",
            "After a reboot pf comes up with the default ruleset; console shows 'no IP address found for "
            "wg0:network'.",
            "Trusting a ruleset that loads fine on a running system with wg0 up.",
            "rc loads pf.conf before netstart configures wg0, and wg0:network is resolved at load time.",
            "Use (wg0:network) so pf resolves the address when the interface appears."),
           "Changed the rule to `pass in on wg0 from (wg0:network)`; `doas pfctl -nf /etc/pf.conf && echo syntax "
           "ok` → `syntax ok`.",
           "Only a syntax check ran, on a box where wg0 already exists; the failing case (a reboot) is left for "
           "tonight.",
           ["code spans", "arrow"],
           {"failure": "'no IP address found for wg0:network' again", "fix": "pass in on wg0 from (wg0:network)"}),
    gotcha(25, PF, "invented not_shown near_miss",
           ("pf reports state options on the wrong line when a macro follows them",
            "pfctl -nf flags a syntax error far below the ssh rule.",
            "Looking for the error at the reported line only.",
            "Macros defined late shift pfctl's line numbers.",
            "Define macros at the top of pf.conf."),
           "`doas pfctl -nf /etc/pf.conf` → `/etc/pf.conf:41: syntax error`",
           "The session's error is at line 14; line 41 is never reported.",
           ["file:line", "arrow"], {"evidence": "/etc/pf.conf:14: syntax error"}),
    gotcha(26, PF, "invented not_shown names_false_claim",
           ("Moving pf macros above their first use is enough to load the WireGuard rules",
            "pfctl rejects the new WireGuard rules with macro 'wg_port' not defined.",
            "Defining wg_port after the rule that uses it.",
            "pf macros must be defined before use.",
            "Move wg_port = \"51820\" above the pass rule; the ruleset then loads."),
           "After the two Edits the very next `doas pfctl -nf /etc/pf.conf` loaded cleanly - `macro 'wg_port' not "
           "defined` was the only blocker.",
           "The next pfctl -nf failed with 'no IP address found for wg0:network'; it passed only after netstart "
           "wg0.",
           ["code spans", "false outcome"], {"evidence": "macro 'wg_port' not defined"}),
    knowledge(27, PF, "real knowledge",
              ("Expire pf table entries from cron",
               "An overload table (<bruteforce>) keeps blocked addresses forever.",
               "Run /sbin/pfctl -t bruteforce -T expire 86400 from root's crontab every 15 minutes.",
               "pf tables have no built-in TTL; -T expire drops entries untouched for that many seconds."),
              "root crontab now ends with `*/15 * * * * /sbin/pfctl -t bruteforce -T expire 86400 >/dev/null 2>&1`",
              "The crontab -l output shows the line.", ["code span"],
              {"evidence": "-T expire 86400 >/dev/null 2>&1"}, cat="security"),
]
