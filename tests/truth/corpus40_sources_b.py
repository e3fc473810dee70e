"""corpus40's scripted sessions, second part: Lynis and AIDE on Ubuntu (a Task, a long output), supervisord running
uvicorn (in Korean), an OpenRC service on Alpine, a cron job moved to a systemd timer, micromamba in Windows
PowerShell 7 (an interrupted call)."""
from __future__ import annotations

from tests.truth.corpus40_common import INTERRUPTED, REJECTED

LYNIS = "\n".join([
    "  -[ Lynis 3.0.9 Results ]-", "",
    "  Warnings (2):", "  ----------------------------",
    "  ! Found some information disclosure in SMTP banner (OS or software name) [MAIL-8818]",
    "      https://cisofy.com/lynis/controls/MAIL-8818/",
    "  ! iptables module(s) loaded, but no rules active [FIRE-4512]",
    "      https://cisofy.com/lynis/controls/FIRE-4512/", "",
    "  Suggestions (31):", "  ----------------------------",
    "  * Set a password on GRUB boot loader to prevent altering boot configuration (e.g. boot in single user "
    "mode without password) [BOOT-5122]",
    "  * Install a file integrity tool to monitor changes to critical and sensitive files [FINT-4350]",
    "  * Consider hardening SSH configuration [SSH-7408]",
    "    - Details  : AllowTcpForwarding (set YES to NO)",
    "  * Enable process accounting [ACCT-9622]",
    "  * Install debsums utility for the verification of packages with known good database. [PKGS-7370]",
    "  * Harden compilers like restricting access to root user only [HRDN-7222]",
    "  ...(25 more, see /var/log/lynis-report.dat)", "",
    "  Lynis security scan details:", "",
    "  Hardening index : 62 [############        ]",
    "  Tests performed : 268",
    "  Plugins enabled : 1", ""])

S06 = [
    ("user", "Run a Lynis audit on this box (ubuntu 24.04, postfix relay + nginx), tell me what matters and fix the "
             "cheap ones. I'd also like file integrity monitoring."),
    ("bash", "sudo lynis audit system --quick --no-colors 2>/dev/null | sed -n '/Lynis 3.0.9 Results/,$p'",
     LYNIS, False),
    ("task", "Rank Lynis findings",
     "Read /var/log/lynis-report.dat on this host and rank the warning[] and suggestion[] entries by real risk for "
     "an internet-facing postfix relay with nginx. Do not change anything.",
     "Ranked (highest first):\n1. FIRE-4512 — iptables modules loaded but no rules: ufw is installed but inactive "
     "(`ufw status` → Status: inactive). Real exposure: port 25 and 443 are intended, but 5432 (postgres) also "
     "listens on 0.0.0.0.\n2. SSH-7408 — AllowTcpForwarding yes, X11Forwarding yes.\n3. FINT-4350 — no AIDE/"
     "Tripwire.\n4. MAIL-8818 — banner shows `ESMTP Postfix (Ubuntu)`. Cosmetic but trivial.\n5. BOOT-5122 — "
     "GRUB password: low value on a VM with console only via the hypervisor.\nNothing was modified."),
    ("say", "The subagent's ranking matches what I'd do. Postgres on 0.0.0.0 is the one real exposure; I'll ask "
            "before touching the firewall. Cheap ones now: AIDE and the SMTP banner."),
    ("bash", "sudo apt-get install -y aide >/dev/null && sudo aide --check --config /etc/aide/aide.conf",
     "Exit code 18\nCouldn't open file /var/lib/aide/aide.db for reading", True),
    ("bash", "sudo aideinit -y -f 2>&1 | tail -n 4",
     "Start timestamp: 2025-03-06 09:12:40 +0000 (AIDE 0.18.6)\n"
     "AIDE successfully initialized database.\nNew AIDE database written to /var/lib/aide/aide.db.new\n"
     "Overwriting existing /var/lib/aide/aide.db with /var/lib/aide/aide.db.new", False),
    ("bash", "sudo aide --check --config /etc/aide/aide.conf | tail -n 3",
     "Start timestamp: 2025-03-06 09:21:03 +0000 (AIDE 0.18.6)\n"
     "AIDE found NO differences between database and filesystem. Looks okay!!\n", False),
    ("bash", "postconf smtpd_banner",
     "smtpd_banner = $myhostname ESMTP $mail_name (Ubuntu)", False),
    ("edit", "/etc/postfix/main.cf", "smtpd_banner = $myhostname ESMTP $mail_name (Ubuntu)",
     "smtpd_banner = $myhostname ESMTP"),
    ("bash", "sudo postfix check && sudo systemctl reload postfix && echo ok", "ok", False),
    ("say", "Banner trimmed and postfix accepts the config. For BOOT-5122 you could generate a hash with "
            "`grub-mkpasswd-pbkdf2` and put `set superusers` plus `password_pbkdf2` into "
            "/etc/grub.d/40_custom, then `update-grub`; given the subagent's point about the console, I'd skip it. "
            "For postgres: want me to set `listen_addresses = 'localhost'`?"),
    ("user", "Yes do postgres, but tomorrow in the maintenance window. That's it for today."),
]

KO_LOG = "/var/log/supervisor/api-stderr---supervisor-3kq9z1.log"
S07 = [
    ("user", "supervisor로 uvicorn(--workers 4) 띄워 놨는데 `supervisorctl restart api` 하면 포트가 이미 사용 중이라고 "
             "떠요. 봐 주세요. 설정 파일은 /etc/supervisor/conf.d/api.conf 입니다."),
    ("bash", "sudo supervisorctl status",
     "api                              FATAL     Exited too quickly (process log may have details)\n"
     "beat                             RUNNING   pid 3311, uptime 2 days, 4:12:09", False),
    ("bash", f"sudo tail -n 4 {KO_LOG}",
     "INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)\n"
     "INFO:     Started parent process [5012]\n"
     "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8000): address already in use\n"
     "INFO:     Waiting for child processes to exit", False),
    ("bash", "sudo ss -ltnp 'sport = :8000'",
     "State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process\n"
     "LISTEN 0      2048         0.0.0.0:8000      0.0.0.0:*     users:((\"python3\",pid=4124,fd=3),"
     "(\"python3\",pid=4123,fd=3),(\"python3\",pid=4122,fd=3),(\"python3\",pid=4121,fd=3))", False),
    ("say", "이전 uvicorn 워커 4개(4121~4124)가 고아로 남아서 8000 포트를 잡고 있습니다. supervisor는 기본적으로 "
            "부모 프로세스에만 신호를 보내기 때문에, `stopasgroup=true`와 `killasgroup=true`가 없으면 --workers "
            "자식들이 살아남습니다."),
    ("edit", "/etc/supervisor/conf.d/api.conf", "autorestart=true\n",
     "autorestart=true\nstopasgroup=true\nkillasgroup=true\n"),
    ("bash", "sudo kill 4121 4122 4123 4124; sudo supervisorctl reread",
     "Exit code 2\nError: Format string 'DATABASE_URL=\"postgresql://app:Zq%4w@10.0.2.5/app\",WORKERS=\"4\"' "
     "for 'program:api.environment' is badly formatted: unsupported format character 'w' (0x77) at index 35", True),
    ("say", "비밀번호에 `%`가 있는데 supervisor 설정에서는 `%`가 포맷 문자라서 `%%`로 써야 합니다."),
    ("edit", "/etc/supervisor/conf.d/api.conf", "postgresql://app:Zq%4w@10.0.2.5/app",
     "postgresql://app:Zq%%4w@10.0.2.5/app"),
    ("bash", "sudo supervisorctl reread && sudo supervisorctl update",
     "api: changed\napi: stopped\napi: updated process group", False),
    ("bash", "sudo supervisorctl restart api && sleep 2 && sudo supervisorctl status api && "
             "curl -s localhost:8000/healthz",
     "api: stopped\napi: started\napi                              RUNNING   pid 5230, uptime 0:00:03\n"
     "{\"status\":\"ok\",\"db\":\"up\"}", False),
    ("bash", "sleep 5; sudo supervisorctl restart api && sleep 2 && sudo supervisorctl status api",
     "api: stopped\napi: started\napi                              RUNNING   pid 5391, uptime 0:00:02", False),
    ("user", "재시작 잘 되네요. 그런데 배포할 때 진행 중인 요청이 502로 끊겨요. uvicorn이 바로 죽는 것 같아요."),
    ("say", "supervisor는 SIGTERM 후 `stopwaitsecs`(기본 10초)만 기다리고 SIGKILL을 보냅니다. 긴 업로드 요청이 "
            "있으면 30초 정도로 늘리고 uvicorn에도 `--timeout-graceful-shutdown 25`를 주는 게 좋습니다."),
    ("edit", "/etc/supervisor/conf.d/api.conf", "stopasgroup=true\n",
     "stopasgroup=true\nstopwaitsecs=30\n"),
    ("say", "설정 파일에 `stopwaitsecs=30`을 넣었습니다. `supervisorctl update`로 적용하면 됩니다."),
    ("user", "nginx 쪽 proxy_read_timeout은 제가 방금 바꿨어요. 됐어요, 오늘은 여기까지 할게요."),
]

RELAYD = ("#!/sbin/openrc-run\n\nname=\"relayd\"\ndescription=\"MQTT relay\"\ncommand=\"/usr/local/bin/relayd\"\n"
          "command_args=\"-config /etc/relayd/relayd.yaml\"\ncommand_user=\"relayd:relayd\"\n"
          "command_background=true\noutput_log=\"/var/log/relayd.log\"\nerror_log=\"/var/log/relayd.log\"\n")
S08 = [
    ("user", "Alpine 3.20 box. Write an OpenRC service for our Go binary /usr/local/bin/relayd (runs in foreground, "
             "config in /etc/relayd/relayd.yaml) and enable it at boot."),
    ("write", "/etc/init.d/relayd", RELAYD),
    ("bash", "chmod +x /etc/init.d/relayd && rc-service relayd start",
     "Exit code 1\n * relayd: command_background option used but no pidfile given\n"
     " * ERROR: relayd failed to start", True),
    ("edit", "/etc/init.d/relayd", "command_background=true\n",
     "command_background=true\npidfile=\"/run/${RC_SVCNAME}.pid\"\n"),
    ("bash", "rc-service relayd start && rc-service relayd status",
     " * Starting relayd ...\n [ ok ]\n * status: started", False),
    ("bash", "rc-update add relayd default", " * service relayd added to runlevel default", False),
    ("bash", "tail -n 3 /var/log/relayd.log",
     "2025/03/02 06:00:11 relayd 1.8.2 starting\n"
     "2025/03/02 06:00:11 dial tcp: lookup broker.lan on 10.1.0.1:53: dial udp 10.1.0.1:53: connect: "
     "network is unreachable\n2025/03/06 14:02:55 relayd 1.8.2 starting", False),
    ("say", "The 03/02 line is from the old hand-started run at boot: relayd came up before networking. With "
            "OpenRC that's `depend() { need net }`; I'll add `after firewall` too."),
    ("edit", "/etc/init.d/relayd", "command_background=true\n",
     "command_background=true\n\ndepend() {\n\tneed net\n\tafter firewall\n}\n"),
    ("bash", "rc-service relayd restart",
     " * Stopping relayd ...\n [ ok ]\n * Starting relayd ...\n [ ok ]", False),
    ("say", "Restarted fine. A reboot would be the real test of the ordering; I haven't rebooted. I also added a "
            "\"Running as a service\" section to README.md."),
    ("edit", "/root/relayd/README.md", "## Configuration\n",
     "## Running as a service\n\n`rc-service relayd start`, enabled in the default runlevel.\n\n## Configuration\n"),
    ("user", "perfect, the README section reads well. Do we want supervise-daemon so it respawns?"),
    ("say", "Yes: add `supervisor=supervise-daemon` and `respawn_delay=5`; then drop `command_background` and the "
            "pidfile, supervise-daemon tracks the process itself."),
]

S09 = [
    ("user", "Replace the postgres crontab line `30 2 * * * /usr/local/bin/pgdump-nightly.sh` with a systemd timer. "
             "Ubuntu 22.04. The box is sometimes powered off at night, by the way; last Tuesday's dump is missing."),
    ("write", "/etc/systemd/system/pgdump.service",
     "[Unit]\nDescription=Nightly pg_dump\n\n[Service]\nType=oneshot\nExecStart=/usr/local/bin/pgdump-nightly.sh\n"),
    ("write", "/etc/systemd/system/pgdump.timer",
     "[Unit]\nDescription=Nightly pg_dump at 02:30\n\n[Timer]\nOnCalendar=*-*-* 2:30\n\n"
     "[Install]\nWantedBy=timers.target\n"),
    ("bash", "systemd-analyze calendar '*-*-* 2:30'",
     "  Original form: *-*-* 2:30\nNormalized form: *-*-* 02:30:00\n    Next elapse: Fri 2025-03-07 02:30:00 UTC\n"
     "       From now: 11h left", False),
    ("bash", "sudo systemctl daemon-reload && sudo systemctl enable --now pgdump.timer && "
             "systemctl list-timers pgdump.timer --no-pager",
     "Created symlink /etc/systemd/system/timers.target.wants/pgdump.timer → /etc/systemd/system/pgdump.timer.\n"
     "NEXT                        LEFT     LAST PASSED UNIT         ACTIVATES\n"
     "Fri 2025-03-07 02:30:00 UTC 11h left -    -      pgdump.timer pgdump.service\n\n1 timers listed.", False),
    ("bash", "sudo systemctl start pgdump.service",
     "Exit code 1\nJob for pgdump.service failed because the control process exited with error code.\n"
     "See \"systemctl status pgdump.service\" and \"journalctl -xeu pgdump.service\" for details.", True),
    ("bash", "journalctl -u pgdump.service -n 4 --no-pager",
     "Mar 06 15:31:20 db1 systemd[1]: Starting pgdump.service - Nightly pg_dump...\n"
     "Mar 06 15:31:20 db1 pgdump-nightly.sh[9120]: pg_dump: error: connection to server on socket "
     "\"/var/run/postgresql/.s.PGSQL.5432\" failed: FATAL:  role \"root\" does not exist\n"
     "Mar 06 15:31:20 db1 systemd[1]: pgdump.service: Main process exited, code=exited, status=1/FAILURE\n"
     "Mar 06 15:31:20 db1 systemd[1]: pgdump.service: Failed with result 'exit-code'.", False),
    ("say", "The cron job lived in postgres's crontab, so it ran as postgres; a system service runs as root "
            "unless it says otherwise, and pg_dump then connects as role root. Setting `User=postgres`."),
    ("edit", "/etc/systemd/system/pgdump.service", "Type=oneshot\n", "Type=oneshot\nUser=postgres\n"),
    ("bash", "sudo systemctl daemon-reload && sudo systemctl start pgdump.service && "
             "systemctl status pgdump.service --no-pager | sed -n 3,4p",
     "     Active: inactive (dead) since Thu 2025-03-06 15:33:02 UTC; 41ms ago\n"
     "    Process: 9188 ExecStart=/usr/local/bin/pgdump-nightly.sh (code=exited, status=0/SUCCESS)", False),
    ("bash", "ls -lh /var/backups/pg/ | tail -n 2",
     "-rw-r--r-- 1 postgres postgres 412M Mar  3 02:31 app-2025-03-03.dump\n"
     "-rw-r--r-- 1 postgres postgres 413M Mar  6 15:33 app-2025-03-06.dump", False),
    ("say", "The dump ran as postgres. About the missed nights: do you want me to add `Persistent=true` to the "
            "[Timer] section, so a 02:30 run that was missed while the box was off fires right after the next boot?"),
    ("user", "not now, I want to talk to ops first. remove the crontab line though."),
    ("bash", "sudo crontab -u postgres -l | grep -v pgdump-nightly | sudo crontab -u postgres - && "
             "sudo crontab -u postgres -l | grep -c pgdump || true", "0", False),
]

MM_ENV = "C:\\Users\\dara\\work\\geo\\environment.yml"
S10 = [
    ("user", "Windows, PowerShell 7. Create the `geo` env from environment.yml with micromamba "
             "(C:\\Users\\dara\\micromamba is the root prefix) and check gdal imports."),
    ("bash", "micromamba create -f environment.yml -y",
     "Exit code 1\nconda-forge/win-64                                  Using cache\n"
     "conda-forge/noarch                                  Using cache\n"
     "error    libmamba Could not solve for environment specs\n"
     "    The following packages are incompatible\n"
     "    ├─ gdal 3.9.* is installable with the potential options\n"
     "    │  ├─ gdal 3.9.0 would require\n    │  │  └─ python >=3.9,<3.13.0a0 *_cp*, which can be installed;\n"
     "    │  └─ gdal 3.9.3 would require\n    │     └─ python >=3.10,<3.13.0a0 *_cp*, which can be installed;\n"
     "    └─ python 3.13.* is not installable because it conflicts with any installable versions previously "
     "reported.\ncritical libmamba Could not solve for environment specs", True),
    ("edit", MM_ENV, "  - python=3.13\n", "  - python=3.12\n"),
    ("bash", "micromamba create -f environment.yml -y",
     "Exit code 1\ncritical libmamba Could not open lockfile "
     "'C:\\Users\\dara\\micromamba\\pkgs\\pkgs.lock'", True),
    ("bash", "micromamba clean --locks", REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "wait, I had a `micromamba update` running in the other terminal. it's finished now, try again"),
    ("bash", "micromamba create -f environment.yml -y | Select-Object -Last 4",
     "  + shapely        2.0.6  py312h3a88d77_1    conda-forge     Cached\n\n"
     "Transaction finished\n\nTo activate this environment, use:\n\n    micromamba activate geo", False),
    ("bash", "micromamba activate geo; "
             "python -c \"from osgeo import gdal; print(gdal.__version__, gdal.VersionInfo())\"",
     "Exit code 1\ncritical libmamba Shell not initialized\n\n'micromamba' is running as a subprocess and can't "
     "modify the parent shell.\nThus you must initialize your shell before using activate and deactivate.\n\n"
     "To initialize the current powershell shell, run:\n"
     "    $ micromamba shell hook -s powershell | Out-String | Invoke-Expression\n"
     "and then activate or deactivate with:\n    $ micromamba activate", True),
    ("bash", "micromamba shell hook -s powershell | Out-String | Invoke-Expression; micromamba activate geo; "
             "python -c \"from osgeo import gdal; print(gdal.__version__, gdal.VersionInfo())\"",
     "3.9.3 3090300", False),
    ("bash", "micromamba config list",
     "channels:\n  - conda-forge\nchannel_priority: strict\n"
     "root_prefix: C:\\Users\\dara\\micromamba", False),
    ("say", "Works. For a permanent setup, `micromamba shell init -s powershell -r C:\\Users\\dara\\micromamba` "
            "writes the hook into your $PROFILE; I haven't changed your profile. `channel_priority: strict` is "
            "already set, which is what keeps gdal and its deps all from conda-forge."),
    ("user", "thanks, that's enough for now."),
]

SOURCES = {
    "s06-lynis-aide": ("/home/ops", "2025-03-06T09:02:00Z", "HEAD", S06),
    "s07-supervisor-uvicorn-ko": ("/srv/api", "2025-03-06T05:40:00Z", "main", S07),
    "s08-openrc-alpine": ("/root/relayd", "2025-03-06T14:00:00Z", "main", S08),
    "s09-systemd-timer": ("/home/vlad/ops", "2025-03-06T15:20:00Z", "main", S09),
    "s10-micromamba-pwsh": ("C:\\Users\\dara\\work\\geo", "2025-03-07T08:05:00Z", "main", S10),
}
