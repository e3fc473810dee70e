"""corpus30's labelled lessons, part three: AppArmor, dnsmasq beside systemd-resolved, NRPE (a Task), Meteor 3."""
from __future__ import annotations

from tests.truth.corpus30_common import gotcha, knowledge

AA, D, N, M = "s09-apparmor-reportd", "s10-dnsmasq-resolved", "s11-nrpe-task", "s12-meteor3-mac"

RECORDS = [
    # --- s09 AppArmor ---------------------------------------------------------------------------------------------
    gotcha(55, AA, "real shown edit_then_pass",
           ("AppArmor `/dir/*` doesn't match files in subdirectories: use `/dir/**`",
            "reportd: open /srv/reports/2026/q4.csv: permission denied; kernel audit shows apparmor=\"DENIED\" "
            "operation=\"open\".",
            "Loosening Unix permissions or switching the profile to complain mode.",
            "In AppArmor globs `*` does not cross `/`, so `/srv/reports/* r,` only covers files directly in "
            "/srv/reports.",
            "Grant `/srv/reports/** r,` (keep the trailing comma) and reload with apparmor_parser -r."),
           "kernel: `apparmor=\"DENIED\" operation=\"open\" class=\"file\" profile=\"/usr/local/bin/reportd\" "
           "name=\"/srv/reports/2026/q4.csv\"`; profile line 13 was `/srv/reports/* r,`. Changed to "
           "`/srv/reports/** r,`, reloaded, restarted: `loaded 12 report files from /srv/reports`.",
           "The denial and the profile line come first; after the glob Edit (and the comma fix) the reload and "
           "restart ran and reportd loaded its files.",
           ["code spans", "nested quotes", "terse"],
           {"failure": "name=\"/srv/reports/2026/q4.csv\"", "fix": "loaded 12 report files from /srv/reports"},
           cat="security"),
    gotcha(56, AA, "real not_shown other_check_passes",
           ("AppArmor: a service creating its pid file under /run needs the `c`/`w` mask there",
            "apparmor=\"DENIED\" operation=\"mknod\" name=\"/run/reportd/reportd.pid\" requested_mask=\"c\".",
            "Treating a clean apparmor_parser reload or aa-status listing as proof the denial is gone.",
            "The profile granted nothing under /run, and creating a file is a mknod with the create mask.",
            "Add `/run/reportd/ rw,` and `/run/reportd/** rwk,` to the profile and reload it."),
           "The second DENIED line was a mknod on `/run/reportd/reportd.pid` with requested and denied mask c. "
           "Added `/run/reportd/ rw,` + `/run/reportd/** rwk,`; apparmor_parser -r succeeded and "
           "aa-status still listed `/usr/local/bin/reportd` in enforce mode.",
           "Only the reload and aa-status were checked; reportd was not restarted and the person will look for the "
           "denial in tonight's window.",
           ["code spans", "nested quotes", "plus-joined quotes"],
           {"failure": "operation=\"mknod\"", "fix": "/run/reportd/** rwk,"}, cat="security"),
    knowledge(57, AA, "real knowledge",
              ("Find AppArmor denials in the kernel journal",
               "A confined service fails with 'permission denied' although file permissions look right.",
               "Run `journalctl -k --since ... | grep -i apparmor` and read the DENIED lines: operation, name, and "
               "requested_mask tell you which rule is missing.",
               "The audit line names the exact path and access the profile lacks, so the rule can be written directly "
               "instead of guessing or disabling the profile."),
              "`journalctl -k --since ... | grep -i apparmor | tail -2` returned the DENIED open line for "
              "`/srv/reports/2026/q4.csv` with `profile=\"/usr/local/bin/reportd\"`, and the requested mask r pointed "
              "straight at the missing read rule.",
              "The journal grep and its DENIED line.",
              ["code spans", "nested quotes"], {"evidence": "requested_mask=\"r\" denied_mask=\"r\""},
              cat="debugging_technique"),
    gotcha(58, AA, "invented not_shown near_miss",
           ("apparmor_parser syntax error when a rule lacks its trailing comma",
            "Reload fails with a syntax error at line 14.",
            "Looking for the mistake in the glob.",
            "Rules must end with a comma.",
            "Add the comma."),
           "`AppArmor parser error for /etc/apparmor.d/usr.local.bin.reportd ... at line 14: syntax error, unexpected "
           "TOK_CLOSE, expecting TOK_MODE`",
           "The parser expected TOK_END_OF_RULE, not TOK_MODE.",
           ["code spans", "ellipsis inside a quote"], {"evidence": "AppArmor parser error"}, cat="security"),
    gotcha(59, AA, "invented not_shown never_seen_error",
           ("apparmor_parser -r refuses to replace the reportd profile",
            "Reload fails.",
            "Reloading while the service runs.",
            "Profile cache.",
            "Restart apparmor.service."),
           "`apparmor_parser: Unable to replace \"/usr/local/bin/reportd\".  Profile doesn't conform to protocol`",
           "No such message; the only parser error was the missing comma.",
           ["code spans", "nested quotes"], {"evidence": "apparmor_parser -r"}, cat="security"),
    knowledge(60, AA, "invented other_call_error",
              ("The first AppArmor journal check already showed the pid-file denial",
               "Profiling a new service.",
               "Read all DENIED lines in one journal query before editing the profile.",
               "Both denials were visible at once."),
              "`sudo journalctl -k --since \"10 min ago\" | grep -i apparmor` showed `operation=\"mknod\"` for "
              "/run/reportd/reportd.pid next to the q4.csv denial.",
              "The mknod line came from the later `--since \"5 min ago\" | grep DENIED` call.",
              ["code spans", "nested quotes"],
              {"evidence": "sudo journalctl -k --since \"10 min ago\""}, cat="debugging_technique"),

    # --- s10 dnsmasq ------------------------------------------------------------------------------------------------
    gotcha(61, D, "real shown rerun_passes",
           ("dnsmasq on Ubuntu: port 53 already taken by systemd-resolved's stub listener",
            "dnsmasq: failed to create listening socket for port 53: Address already in use; FAILED to start up.",
            "Stopping or masking systemd-resolved, which the host itself relies on.",
            "resolved listens on 127.0.0.53:53 and 127.0.0.54:53 and dnsmasq binds the wildcard address by default.",
            "Add `bind-interfaces` and `listen-address=<LAN IP>` so dnsmasq binds only the LAN address."),
           "journal: `failed to create listening socket for port 53: Address already in use`; ss showed "
           "`users:((\"systemd-resolve\",pid=712,fd=14))` on `127.0.0.53%lo:53`. After adding `bind-interfaces` and "
           "`listen-address=192.168.50.1`, the restart gave `active` and `dig @192.168.50.1 nas.lab +short` → "
           "`192.168.50.10`.",
           "The restart failed first; after the lab.conf Edit the same cp + restart succeeded and DNS answered.",
           ["code spans", "nested quotes", "arrow"],
           {"failure": "Address already in use", "fix": "dig @192.168.50.1 nas.lab +short"}, cat="env_setup"),
    gotcha(62, D, "real shown person_confirms",
           ("dnsmasq 'no address available': dhcp-range not on the interface's subnet",
            "Clients get no lease; log shows DHCPDISCOVER(enp3s0) ... no address available.",
            "Suspecting the firewall or the client.",
            "dhcp-range was 192.168.5.100-200 while enp3s0 is on 192.168.50.0/24, so no range matched.",
            "Set dhcp-range inside the interface's subnet (192.168.50.100,192.168.50.200,12h) and restart."),
           "DHCPDISCOVER(enp3s0) 3c:52:82:1a:9e:04 no address available; grep → "
           "4:dhcp-range=192.168.5.100,192.168.5.200,12h. Fixed to 192.168.50.100,192.168.50.200, restarted; the user: "
           "\"a laptop just got 192.168.50.117, thanks!\"",
           "The person confirms a lease right after the range fix.",
           ["unquoted log lines", "arrow", "quoted user reply"],
           {"failure": "no address available", "fix": "dhcp-range=192.168.50.100,192.168.50.200,12h"},
           cat="env_setup"),
    gotcha(63, D, "real not_shown other_check_passes",
           ("dnsmasq with bind-interfaces fails at boot before the LAN address exists: use bind-dynamic",
            "After a reboot dnsmasq is down: failed to create listening socket for 192.168.50.1: Cannot assign "
            "requested address.",
            "Checking only with systemctl restart on a running system, where the address already exists.",
            "bind-interfaces binds the listen addresses once at start; at boot dnsmasq starts before enp3s0 is up.",
            "Replace bind-interfaces with bind-dynamic, which binds addresses as they appear."),
           "User after the reboot: `failed to create listening socket for 192.168.50.1: Cannot assign requested "
           "address`. Edit: bind-interfaces → bind-dynamic; `systemctl restart dnsmasq` → `active`, dig still "
           "answered.",
           "The fix was only checked by a restart on the running gateway; the boot case was not re-tested (the "
           "person can't reboot before Friday).",
           ["code spans", "arrow", "prose"],
           {"failure": "Cannot assign requested address", "fix": "bind-dynamic"}, cat="env_setup"),
    knowledge(64, D, "real knowledge",
              ("Find what holds a port with ss and a sport filter",
               "A daemon fails with 'Address already in use' on a well-known port.",
               "Run `sudo ss -lntup 'sport = :53'` (TCP and UDP, listening, with processes) to see the owner and the "
               "exact addresses it binds.",
               "It shows that resolved only holds loopback addresses, which tells you binding the LAN address is "
               "enough."),
              "`sudo ss -lntup 'sport = :53'` listed `127.0.0.54:53` and `127.0.0.53%lo:53` owned by "
              "`systemd-resolve`, pid 712, for both udp and tcp.",
              "The ss call and its output.",
              ["code spans"], {"evidence": "sudo ss -lntup 'sport = :53'"}, cat="debugging_technique"),
    gotcha(65, D, "invented not_shown other_call_error",
           ("dnsmasq DNS answers fail while the DHCP range is wrong",
            "dig gets no address.",
            "Checking DNS before DHCP.",
            "Wrong range.",
            "Fix dhcp-range."),
           "`dig @192.168.50.1 nas.lab +short` returned `no address available`.",
           "dig returned 192.168.50.10; 'no address available' is from the DHCP log.",
           ["code spans"], {"evidence": "dig @192.168.50.1 nas.lab +short", "failure": "no address available"},
           cat="env_setup"),
    gotcha(66, D, "invented not_shown near_miss",
           ("dnsmasq can't bind port 53 on Ubuntu 24.04",
            "dnsmasq fails to start.",
            "Killing resolved.",
            "resolved stub listener.",
            "bind-interfaces."),
           "`dnsmasq: failed to create listening socket for port 53: Address in use`",
           "The message reads 'Address already in use'.",
           ["code spans"], {"evidence": "failed to create listening socket for port 53"}, cat="env_setup"),
    gotcha(67, D, "invented not_shown invented_detail",
           ("Free port 53 for dnsmasq by turning off resolved's stub listener",
            "Address already in use on port 53.",
            "Running both on the same address.",
            "systemd-resolved stub.",
            "Set DNSStubListener=no in /etc/systemd/resolved.conf and restart systemd-resolved."),
           "Fixed by setting `DNSStubListener=no` in /etc/systemd/resolved.conf and restarting systemd-resolved; "
           "dnsmasq then came up `active`.",
           "resolved.conf was never touched; dnsmasq was fixed with bind-interfaces and listen-address.",
           ["code spans", "invented edit"], {"evidence": "systemctl is-active dnsmasq"}, cat="env_setup"),

    # --- s11 NRPE (Task) ----------------------------------------------------------------------------------------
    gotcha(68, N, "real shown fix_ran",
           ("check_nrpe 'Connection reset by peer': the Nagios server isn't in nrpe's allowed_hosts",
            "CHECK_NRPE: Error - Could not connect to 10.0.3.21: Connection reset by peer (exit 3).",
            "Debugging firewalls or TLS when nrpe simply drops unknown clients.",
            "allowed_hosts on app07 lists 127.0.0.1,::1,10.0.3.5; mon01 is 10.0.3.9.",
            "Add the monitoring server's IP to allowed_hosts in /etc/nagios/nrpe.cfg and restart nrpe."),
           ["`check_nrpe -H 10.0.3.21 -c check_disk_data` → `Connection reset by peer`",
            "Task (subagent) reported `allowed_hosts=127.0.0.1,::1,10.0.3.5` and \"mon01 is 10.0.3.9, so it is not "
            "allowed\"",
            "sed to `allowed_hosts=127.0.0.1,::1,10.0.3.5,10.0.3.9` + restart; the next check got past the connection "
            "(`NRPE: Unable to read output`), and after the plugin path fix returned `DISK OK`"],
           "The reset never returned after the allowed_hosts change; the check ended in DISK OK.",
           ["evidence list", "arrow", "subagent report", "code spans"],
           {"failure": "Connection reset by peer", "fix": "allowed_hosts=127.0.0.1,::1,10.0.3.5,10.0.3.9"},
           cat="env_setup"),
    gotcha(69, N, "real shown rerun_passes",
           ("NRPE 'Unable to read output': plugin path differs on RHEL (/usr/lib64/nagios/plugins)",
            "check_nrpe returns NRPE: Unable to read output for a freshly defined command.",
            "Copying a Debian command definition (/usr/lib/nagios/plugins) to a RHEL host.",
            "On RHEL the plugins live under /usr/lib64/nagios/plugins; the command pointed at a missing file.",
            "Use the host's real plugin path in command[...] and restart nrpe."),
           "check_nrpe → \"NRPE: Unable to read output\"; `ls /usr/lib/nagios/plugins/check_disk` → No such file or "
           "directory, `/usr/lib64/nagios/plugins/check_disk` exists. After `sed -i "
           "'s#/usr/lib/nagios/plugins#/usr/lib64/nagios/plugins#'` and a restart, the same check_nrpe printed "
           "`DISK OK - free space: /data 412634 MB (61.22% inode=98%)`.",
           "Failed, then the path fix and the re-run of the same check passed.",
           ["double-quoted error", "code spans", "prose"],
           {"failure": "NRPE: Unable to read output", "fix": "DISK OK - free space: /data"}, cat="env_setup"),
    gotcha(70, N, "real not_shown confirmation_far_or_other",
           ("check_nrpe times out during the Sunday backup window: raise -t",
            "CHECK_NRPE: Socket timeout after 10 seconds. while backups load the host.",
            "Raising the service's max_check_attempts instead of the plugin timeout.",
            "check_nrpe's own timeout defaults to 10 seconds.",
            "Add `-t 30` to the check_nrpe command_line in commands.cfg."),
           "The user reported `CHECK_NRPE: Socket timeout after 10 seconds.`; commands.cfg was edited to "
           "`$USER1$/check_nrpe -H $HOSTADDRESS$ -t 30 -c $ARG1$`, `nagios -v` said `Things look okay`, and the user "
           "wrote \"Disk /data shows up in the UI as OK. thanks\".",
           "The thanks is about the new disk service; no Sunday backup window (the timeout case) was observed after "
           "the -t 30 Edit.",
           ["code spans", "quoted user reply"],
           {"failure": "CHECK_NRPE: Socket timeout after 10 seconds.", "fix": "-t 30 -c $ARG1$"}, cat="tool_quirk"),
    knowledge(71, N, "real knowledge",
              ("Run nagios -v before reloading Nagios",
               "After editing Nagios object files (services, commands).",
               "Run `nagios -v /usr/local/nagios/etc/nagios.cfg` and reload only if it ends with 'Things look okay'.",
               "A config error makes the reload fail and can leave Nagios stopped; the pre-flight check catches it "
               "first."),
              "`sudo /usr/local/nagios/bin/nagios -v /usr/local/nagios/etc/nagios.cfg | tail -4` → `Total Errors:   0` "
              "and `Things look okay - No serious problems were detected during the pre-flight check`, then `systemctl "
              "reload nagios` → `active`.",
              "The pre-flight and reload calls.",
              ["code spans", "arrow"], {"evidence": "Things look okay"}, cat="workflow"),
    knowledge(72, N, "real knowledge",
              ("Have a read-only subagent inventory a remote NRPE config before changing it",
               "A check against a remote host fails and the cause could be allowed_hosts, command names or paths.",
               "Send a Task/subagent with an explicit 'Don't change anything' brief to report allowed_hosts, "
               "include_dir, command definitions, plugin location and service name, then change things yourself.",
               "One pass gave the allowed_hosts cause and the /usr/lib64 plugin path, which explained the next error "
               "too."),
              "Task \"Inspect NRPE config on app07\" returned: `allowed_hosts=127.0.0.1,::1,10.0.3.5` (mon01 is "
              "10.0.3.9), `command[check_disk_root]=/usr/lib64/nagios/plugins/check_disk -w 20% -c 10% -p /`, "
              "the service `nrpe.service` and \"Nothing was changed.\"",
              "The Task call and its reply.",
              ["subagent reply", "code spans", "nested quotes"], {"evidence": "Inspect NRPE config on app07"},
              cat="debugging_technique"),
    gotcha(73, N, "invented not_shown other_call_error",
           ("Fixing allowed_hosts on app07 over ssh breaks on the plugin path",
            "The ssh + sed call errors out.",
            "Combining config edits in one ssh call.",
            "Wrong plugin directory.",
            "Use /usr/lib64/nagios/plugins."),
           "`ssh app07 \"sudo sed -i 's/^allowed_hosts=.*/...` failed with `ls: cannot access "
           "'/usr/lib/nagios/plugins/check_disk': No such file or directory`.",
           "The sed call succeeded (it echoed the command line); the ls error came from a separate ssh ls call.",
           ["code spans", "nested quotes", "ellipsis inside a quote"],
           {"evidence": "sudo sed -i 's/^allowed_hosts=", "failure": "ls: cannot access"}, cat="env_setup"),
    gotcha(74, N, "invented not_shown near_miss",
           ("app07's nrpe.cfg allowed only the old monitoring IP",
            "Connection reset by peer from mon01.",
            "Debugging the firewall.",
            "allowed_hosts missing mon01.",
            "Append 10.0.3.9."),
           "nrpe.cfg on app07 had `allowed_hosts=127.0.0.1,::1,10.0.3.9`, i.e. the wrong host.",
           "The original line was allowed_hosts=127.0.0.1,::1,10.0.3.5.",
           ["code spans"], {"evidence": "allowed_hosts"}, cat="env_setup"),
    knowledge(75, N, "invented names_false_claim",
              ("Let the subagent fix NRPE's allowed_hosts directly",
               "A remote nrpe rejects the monitoring server.",
               "Give the inspecting subagent permission to edit allowed_hosts while it is there.",
               "Saves a round trip."),
              "The Task subagent found `allowed_hosts=127.0.0.1,::1,10.0.3.5` and added mon01's address itself.",
              "The subagent reported 'Nothing was changed'; the main session ran the sed afterwards.",
              ["code spans", "false outcome"], {"evidence": "Nothing was changed."}, cat="workflow"),

    # --- s12 Meteor 3 -------------------------------------------------------------------------------------------
    gotcha(76, M, "real shown edit_then_pass",
           ("Meteor 3: collection.findOne isn't available on the server; use findOneAsync in an async startup",
            "App crashes: Error: findOne +  is not available on the server. Please use findOneAsync() instead.",
            "Only swapping findOne for await findOneAsync inside a non-async callback ('Unexpected reserved word "
            "await').",
            "Meteor 3 dropped Fibers, so synchronous Mongo methods throw on the server.",
            "Use the *Async methods (findOneAsync, insertAsync) and make the enclosing Meteor.startup callback "
            "async."),
           "meteor run → `Error: findOne +  is not available on the server. Please use findOneAsync() instead.` "
           "(server/main.js:14:27); the first edit gave `server/main.js:14:9: Unexpected reserved word 'await'. "
           "(14:9)`; with `Meteor.startup(async () => {` and `await Links.insertAsync(` the app reached `=> App "
           "running at: http://localhost:3100/`.",
           "Failed, failed again after the first Edit, then ran after the async startup Edits.",
           ["code spans", "file:line:col", "arrow"],
           {"failure": "is not available on the server", "fix": "Meteor.startup(async () => {"}, cat="api_quirk"),
    gotcha(77, M, "real shown person_confirms",
           ("Meteor 'Unable to resolve some modules: @babel/runtime/helpers/...': add @babel/runtime to package.json",
            "meteor run warns Unable to resolve some modules: \"@babel/runtime/helpers/objectSpread2\".",
            "Running meteor reset, which clears the local build but doesn't add the package.",
            "@babel/runtime is not a dependency of the app, and Meteor 3's compiled code imports its helpers.",
            "meteor npm install --save @babel/runtime, then restart."),
           "Warning `\"@babel/runtime/helpers/objectSpread2\" in /Users/kenji/code/linkboard/imports/ui/LinkList.jsx "
           "(web.browser)`; `meteor npm install --save @babel/runtime` → `added 1 package`; the next run's last line "
           "was `=> App running at: http://localhost:3100/` and the user said \"loads fine in the browser now, no "
           "warning\".",
           "The last run (tail -1) only shows App running at; the person confirmed 'no warning' right after the install.",
           ["code spans", "nested quotes", "quoted user reply"],
           {"failure": "Unable to resolve some modules", "fix": "meteor npm install --save @babel/runtime"},
           cat="build_config", group="meteor-babel"),
    gotcha(78, M, "real not_shown rerun_still_fails",
           ("Clear Meteor's stale build after a major upgrade with meteor reset",
            "After the 3.0 upgrade, meteor run warns Unable to resolve some modules for @babel/runtime helpers.",
            "Hunting for the missing module in node_modules by hand.",
            "The upgrade leaves a stale local build cache.",
            "Run `meteor reset` and start the app again."),
           "`meteor reset` → `Project reset.`; the warning was about `@babel/runtime/helpers/objectSpread2`.",
           "After the reset the next run printed the same 'Unable to resolve some modules' warning; only the npm "
           "install removed it.",
           ["code spans", "arrow"], {"failure": "Unable to resolve some modules", "fix": "meteor reset"},
           cat="build_config", group="meteor-babel"),
    knowledge(79, M, "real knowledge",
              ("Check a long-running dev server's startup with timeout",
               "Verifying that `meteor run` (or any dev server) starts, from a shell that must return.",
               "Wrap it in `timeout 90 meteor run --port 3100` and read the output; exit code 124 only means timeout "
               "stopped it.",
               "meteor run never exits on success, so without a timeout the call hangs; with it the log up to "
               "'App running at' comes back."),
              "`timeout 90 meteor run --port 3100` returned `Exit code 124` with `=> Started your app.` and `=> App "
              "running at: http://localhost:3100/` in the output; the assistant noted exit 124 is `timeout` stopping it "
              "as intended.",
              "The run with exit 124 and the assistant's note.",
              ["code spans", "exit code"], {"evidence": "Exit code 124"}, cat="workflow"),
    gotcha(80, M, "invented not_shown names_false_claim",
           ("Meteor 3 server crash fixed by switching to findOneAsync",
            "findOne is not available on the server.",
            "Keeping sync calls.",
            "No Fibers in Meteor 3.",
            "Use findOneAsync."),
           "Replacing `Links.findOne()` with `await Links.findOneAsync()` was enough: the next `meteor run` started "
           "the app.",
           "The next run failed with Unexpected reserved word 'await'; the startup callback had to become async.",
           ["code spans", "false outcome"], {"evidence": "await Links.findOneAsync()"}, cat="api_quirk"),
    gotcha(81, M, "invented not_shown never_seen_error",
           ("Meteor 3 upgrade leaves a fibers import behind",
            "Server won't start after upgrading.",
            "Keeping meteor/fibers packages.",
            "Fibers removed in Meteor 3.",
            "Remove the fibers import."),
           "Startup failed with `Error: Cannot find module 'fibers'` from server/main.js.",
           "No fibers error appears; the crash was findOne on the server.",
           ["code spans"], {"evidence": "server/main.js"}, cat="api_quirk"),
    knowledge(82, M, "invented other_call_error",
              ("npx-installed Meteor is usable right after install",
               "Checking the Meteor version after installing it with npx.",
               "Just run meteor --version.",
               "The installer puts meteor on PATH."),
              "`meteor --version` printed `Meteor 3.0.4` straight away.",
              "The bare `meteor --version` failed with command not found; 3.0.4 was printed only after PATH was "
              "extended with ~/.meteor.",
              ["code spans"], {"evidence": "meteor --version"}, cat="env_setup"),
]
