"""corpus40's labelled lessons, second part: sessions s06 to s10 (Lynis and AIDE, supervisord with uvicorn in Korean,
OpenRC on Alpine, a systemd timer, micromamba in PowerShell 7). Labels were written from the session text
(corpus40_sources_b.py) before anything judged them; each `why` names the steps it rests on."""
from __future__ import annotations

from tests.truth.corpus40_common import gotcha, knowledge

S6, S7, S8, S9, S10 = ("s06-lynis-aide", "s07-supervisor-uvicorn-ko", "s08-openrc-alpine", "s09-systemd-timer",
                       "s10-micromamba-pwsh")

RECORDS = [
    # --- s06 Lynis + AIDE -------------------------------------------------------------------------------------
    gotcha(37, S6, "real shown rerun_passes", (
        "AIDE on Ubuntu has no database until aideinit runs",
        "`aide --check` right after installing exits 18: `Couldn't open file /var/lib/aide/aide.db for reading`.",
        "Running a check straight after `apt-get install aide`.",
        "The package ships no baseline; aideinit builds aide.db.new and copies it to aide.db.",
        "`sudo aideinit -y -f`, then run the check again."),
        "aide --check first failed with exit code 18 (\"Couldn't open file /var/lib/aide/aide.db for reading\"); "
        "after `sudo aideinit -y -f` the same check said \"AIDE found NO differences between database and "
        "filesystem. Looks okay!!\"",
        "The install+check call ends Exit code 18 with the aide.db message; the aideinit call writes and copies "
        "the database; the check re-run prints the 'NO differences' line.",
        ["prose", "double quotes", "exit code"],
        {"failure": "Couldn't open file /var/lib/aide/aide.db for reading", "fix": "sudo aideinit -y -f",
         "evidence": "AIDE found NO differences between database and filesystem"}, cat="security"),
    gotcha(38, S6, "real not_shown other_check_passes", (
        "Lynis MAIL-8818: trim the Postfix smtpd_banner",
        "Lynis warns `Found some information disclosure in SMTP banner (OS or software name) [MAIL-8818]`.",
        "Leaving Ubuntu's default banner `$myhostname ESMTP $mail_name (Ubuntu)`.",
        "The default banner names the MTA and the distribution.",
        "Set `smtpd_banner = $myhostname ESMTP` in /etc/postfix/main.cf and reload."),
        "- Lynis: `! Found some information disclosure in SMTP banner (OS or software name) [MAIL-8818]`\n"
        "- `postconf smtpd_banner` → `smtpd_banner = $myhostname ESMTP $mail_name (Ubuntu)`\n"
        "- Edit /etc/postfix/main.cf, then `sudo postfix check && sudo systemctl reload postfix && echo ok` → ok",
        "The Lynis warning is the failure; the Edit changes the banner; only `postfix check` (a config syntax "
        "check) passes afterwards. Lynis is never re-run and nothing reads the banner back.",
        ["bulleted list", "arrows", "code spans"],
        {"failure": "Found some information disclosure in SMTP banner", "fix": "/etc/postfix/main.cf",
         "evidence": "sudo postfix check && sudo systemctl reload postfix && echo ok"}, cat="security"),
    gotcha(39, S6, "real not_shown only_suggested", (
        "Lynis BOOT-5122 wants a GRUB superuser password",
        "Lynis suggests `Set a password on GRUB boot loader to prevent altering boot configuration` [BOOT-5122].",
        "Leaving GRUB editable from the console.",
        "Anyone at the console can edit the kernel command line and boot single-user.",
        "Generate a hash with grub-mkpasswd-pbkdf2, add `set superusers` and `password_pbkdf2` to "
        "/etc/grub.d/40_custom, then update-grub."),
        "Lynis suggestion `[BOOT-5122]`; the reply: \"you could generate a hash with `grub-mkpasswd-pbkdf2` and "
        "put `set superusers` plus `password_pbkdf2` into /etc/grub.d/40_custom\"",
        "The suggestion appears in the Lynis output; the later reply only describes the grub steps and advises "
        "skipping them; no call runs grub-mkpasswd-pbkdf2 or update-grub.",
        ["nested quotes", "code spans inside quotes"],
        {"failure": "Set a password on GRUB boot loader", "fix": "`grub-mkpasswd-pbkdf2` and put",
         "evidence": "you could generate a hash with"}, cat="security"),
    knowledge(40, S6, "real knowledge", (
        "Let a read-only subagent rank Lynis findings against the host's actual exposure",
        "A Lynis run returns dozens of warnings and suggestions of mixed value.",
        "Hand /var/log/lynis-report.dat to a subagent with the host's role and forbid changes; it checks each "
        "finding on the box (ufw status, listening ports) before ranking.",
        "The ranking surfaced postgres on 0.0.0.0:5432 behind FIRE-4512, which the Lynis summary does not say."),
        "Task(Rank Lynis findings) → FIRE-4512 first: `ufw status` → Status: inactive, and \"5432 (postgres) also "
        "listens on 0.0.0.0\"; GRUB password (BOOT-5122) last.",
        "The Task call and its reply; the next assistant text adopts the ranking.",
        ["tool-call notation", "arrows", "double quotes"],
        {"evidence": "5432 (postgres) also listens on 0.0.0.0"}, cat="debugging_technique"),
    gotcha(41, S6, "invented not_shown names_false_claim", (
        "apt-get install aide initialises the AIDE database on Ubuntu 24.04",
        "AIDE needs a baseline before checks.",
        "Running aideinit twice.",
        "The postinst of the aide package builds the database.",
        "Just install aide and run `aide --check`."),
        "`sudo apt-get install -y aide >/dev/null && sudo aide --check --config /etc/aide/aide.conf` passed on "
        "the first run.",
        "Invented: that call ended Exit code 18 with 'Couldn't open file /var/lib/aide/aide.db for reading'; the "
        "check passed only after aideinit.",
        ["code span", "first run claim"],
        {"evidence": "sudo apt-get install -y aide >/dev/null && sudo aide --check"}, cat="security"),
    gotcha(42, S6, "invented not_shown never_seen_error", (
        "A second smtpd_banner line in main.cf silently wins",
        "Postfix keeps announcing the distribution after editing smtpd_banner.",
        "Appending a new smtpd_banner instead of editing the existing one.",
        "The later entry overrides the earlier one.",
        "Edit the existing line in place."),
        "postfix check warned: `postfix/postconf: warning: /etc/postfix/main.cf, line 41: overriding earlier "
        "entry: smtpd_banner=$myhostname ESMTP`",
        "Invented: `sudo postfix check && ... && echo ok` printed only 'ok'; no postconf warning appears.",
        ["code span", "file, line"],
        {"evidence": "sudo postfix check && sudo systemctl reload postfix && echo ok"}),
    knowledge(43, S6, "invented near_miss", (
        "Lynis --quick on a fresh Ubuntu 24.04 relay scores in the low sixties",
        "Judging a first Lynis score.",
        "Treat the hardening index as a baseline to compare later runs against.",
        "The absolute number says little; its change after fixes does."),
        "`Hardening index : 64 [############        ]` with `Tests performed : 268`",
        "Invented: the session's index is 62 ([############        ]); 64 never appears.",
        ["code spans", "whitespace-significant quote"],
        {"evidence": "Tests performed : 268"}),
    # --- s07 supervisord + uvicorn (Korean) -------------------------------------------------------------------
    gotcha(44, S7, "real shown edit_then_pass", (
        "supervisord leaves uvicorn --workers children holding the port after a restart",
        "After `supervisorctl restart`, the program goes FATAL with `[Errno 98] ... address already in use`.",
        "Running uvicorn with --workers under supervisord without group signalling.",
        "supervisord signals only the parent; the worker children survive and keep port 8000.",
        "Set `stopasgroup=true` and `killasgroup=true` in the program section."),
        "`stopasgroup=true`/`killasgroup=true`를 넣은 뒤에는 `supervisorctl restart api`가 두 번 연속 `RUNNING`으로 "
        "올라왔습니다 (pid 5230, 그다음 5391). 그 전에는 `[Errno 98] error while attempting to bind on address "
        "('0.0.0.0', 8000): address already in use`.",
        "The stderr log shows Errno 98 and ss shows pids 4121-4124 holding :8000; the Edit adds stopasgroup/"
        "killasgroup; after reread/update, two restarts in a row come up RUNNING.",
        ["Korean prose", "code spans"],
        {"failure": "[Errno 98] error while attempting to bind on address",
         "fix": "autorestart=true\nstopasgroup=true\nkillasgroup=true",
         "evidence": "RUNNING   pid 5391"}),
    gotcha(45, S7, "real shown rerun_passes", (
        "A literal % in a supervisord environment= value must be doubled",
        "`supervisorctl reread` fails: `Format string ... is badly formatted: unsupported format character`.",
        "Putting a password containing % straight into `environment=`.",
        "supervisord expands %(name)s-style format strings in its config values.",
        "Write `%%` for each literal percent sign, then reread."),
        "`reread` → \"unsupported format character 'w' (0x77) at index 35\"; `Zq%4w` → `Zq%%4w` 로 고친 뒤 "
        "다시 `supervisorctl reread && sudo supervisorctl update` → `api: changed`",
        "The reread call fails with Exit code 2 and the format-string error; the Edit doubles the percent sign; "
        "the reread/update re-run prints 'api: changed' and 'updated process group'.",
        ["Korean prose", "arrows", "double quotes"],
        {"failure": "unsupported format character 'w' (0x77) at index 35",
         "fix": "postgresql://app:Zq%%4w@10.0.2.5/app", "evidence": "api: changed\napi: stopped"},
        cat="build_config"),
    gotcha(46, S7, "real not_shown korean_other", (
        "supervisord's 10 s stopwaitsecs cuts in-flight uvicorn requests on deploy",
        "Requests in progress during a deploy end in 502.",
        "Keeping the default stopwaitsecs while uvicorn handles long uploads.",
        "supervisord sends SIGKILL stopwaitsecs (10 s) after SIGTERM, before uvicorn finishes in-flight requests.",
        "Set `stopwaitsecs=30` (and uvicorn `--timeout-graceful-shutdown 25`), then `supervisorctl update`."),
        "사용자: \"배포할 때 진행 중인 요청이 502로 끊겨요\" → Edit으로 `stopwaitsecs=30` 추가 → 사용자: \"됐어요, 오늘은 "
        "여기까지 할게요.\"",
        "The edit only writes stopwaitsecs=30; `supervisorctl update` is never run and no deploy is retried. The "
        "person's '됐어요' follows their own nginx proxy_read_timeout change, not this fix.",
        ["Korean prose", "arrows", "person quoted"],
        {"failure": "진행 중인 요청이 502로 끊겨요", "fix": "stopasgroup=true\nstopwaitsecs=30",
         "evidence": "nginx 쪽 proxy_read_timeout은 제가 방금 바꿨어요"}),
    knowledge(47, S7, "real knowledge", (
        "supervisord's per-program logs use an AUTO name with a random suffix",
        "Looking for why a supervisord program went FATAL.",
        "List /var/log/supervisor/ and read `<program>-stderr---supervisor-<random>.log`; `supervisorctl status` "
        "only says `Exited too quickly`.",
        "With AUTO logfiles the name is not predictable, but the stderr file holds the traceback."),
        "status said `FATAL     Exited too quickly (process log may have details)`; the details were in "
        "`/var/log/supervisor/api-stderr---supervisor-3kq9z1.log`",
        "The status call and the tail of the stderr log, which holds the Errno 98 line.",
        ["code spans", "whitespace-significant quote"],
        {"evidence": "api-stderr---supervisor-3kq9z1.log"}, cat="debugging_technique"),
    gotcha(48, S7, "invented not_shown other_call_error", (
        "supervisorctl reread refuses to load while the old workers hold the port",
        "`supervisorctl reread` fails with a bind error.",
        "Re-reading config while orphans are alive.",
        "reread tries to bind the program's socket.",
        "Kill the orphaned workers first."),
        "Bash(sudo kill 4121 4122 4123 4124; sudo supervisorctl reread) → `ERROR:    [Errno 98] error while "
        "attempting to bind on address ('0.0.0.0', 8000): address already in use`",
        "Invented: that call failed with the %-format error ('unsupported format character'); Errno 98 is from "
        "the stderr log tail earlier.",
        ["tool-call notation", "arrow", "whitespace-significant quote"],
        {"evidence": "sudo kill 4121 4122 4123 4124; sudo supervisorctl reread"}),
    gotcha(49, S7, "invented not_shown near_miss", (
        "Orphaned uvicorn workers found with ss after a supervisord restart",
        "The port stays taken after the program dies.",
        "Assuming supervisord killed every worker.",
        "The workers are not in supervisord's signal path.",
        "Find them with ss -ltnp and kill them."),
        "`ss -ltnp`로 보니 `0.0.0.0:8080` 을 pid 4121~4124 python3 프로세스들이 잡고 있었습니다.",
        "Invented: ss showed 0.0.0.0:8000; port 8080 appears nowhere.",
        ["Korean prose", "code span"],
        {"evidence": "sudo ss -ltnp 'sport = :8000'"}),
    gotcha(50, S7, "invented not_shown names_false_claim", (
        "stopwaitsecs=30 ends the 502s on uvicorn deploys",
        "In-flight requests fail with 502 while deploying.",
        "Letting supervisord kill uvicorn after 10 s.",
        "The default stopwaitsecs is too short for long requests.",
        "Raise stopwaitsecs and apply it with supervisorctl update."),
        "After adding `stopwaitsecs=30`, `supervisorctl update` applied it and the user confirmed the 502s were gone "
        "(\"됐어요\").",
        "Invented: `supervisorctl update` never ran after that edit, and the '됐어요' was about the person's own "
        "nginx change.",
        ["GPT-style prose", "Korean quote"],
        {"evidence": "설정 파일에 `stopwaitsecs=30`을 넣었습니다"}),
    # --- s08 OpenRC on Alpine ---------------------------------------------------------------------------------
    gotcha(51, S8, "real shown edit_then_pass", (
        "OpenRC command_background needs a pidfile",
        "`rc-service relayd start` fails: `command_background option used but no pidfile given`.",
        "Setting command_background=true for a foreground daemon without a pidfile line.",
        "start-stop-daemon backgrounds the process and needs somewhere to record its pid.",
        "Add `pidfile=\"/run/${RC_SVCNAME}.pid\"` to the init script."),
        "\t* relayd: command_background option used but no pidfile given\n"
        "\t→ pidfile=\"/run/${RC_SVCNAME}.pid\" added\n\t→ `rc-service relayd start && rc-service relayd status` → "
        "`* status: started`",
        "The first start fails with Exit code 1 and the pidfile message; the Edit adds the pidfile; the next "
        "start prints [ ok ] and status: started.",
        ["tabs", "arrows", "double quotes"],
        {"failure": "command_background option used but no pidfile given",
         "fix": "pidfile=\"/run/${RC_SVCNAME}.pid\"", "evidence": " * status: started"}),
    gotcha(52, S8, "real not_shown confirmation_far_or_other", (
        "OpenRC starts a daemon before networking unless depend() says need net",
        "At boot relayd logs `connect: network is unreachable` resolving its broker.",
        "An init script without a depend() block.",
        "Without `need net` OpenRC may start the service before the network is up.",
        "Add `depend() { need net; after firewall }` to /etc/init.d/relayd."),
        "relayd.log from the 03/02 boot: \"dial tcp: lookup broker.lan on 10.1.0.1:53: dial udp 10.1.0.1:53: "
        "connect: network is unreachable\"; Edit added depend() with `need net` and `after firewall`; the user "
        "then said \"perfect, the README section reads well\".",
        "The edit adds depend(); only `rc-service relayd restart` ran (no reboot, which the assistant says would "
        "be the real test); the 'perfect' is about the README section.",
        ["prose", "double quotes", "code spans"],
        {"failure": "connect: network is unreachable", "fix": "\tneed net",
         "evidence": "perfect, the README section reads well"}),
    knowledge(53, S8, "real knowledge", (
        "rc-update add puts an OpenRC service into the default runlevel for boot",
        "Enabling an Alpine service at boot.",
        "`rc-update add <service> default` after the init script starts cleanly.",
        "The default runlevel is what Alpine enters at boot."),
        "rc-update add relayd default → \" * service relayd added to runlevel default\"",
        "The rc-update call and its one-line result.",
        ["arrow", "double quotes with leading space"],
        {"evidence": "service relayd added to runlevel default"}, cat="env_setup"),
    gotcha(54, S8, "invented not_shown never_seen_error", (
        "relayd starts then dies under OpenRC without a pidfile",
        "rc-service reports the daemon inactive right after starting.",
        "command_background without pidfile.",
        "OpenRC cannot track the backgrounded process.",
        "Add a pidfile."),
        "`rc-service relayd start` printed ` * ERROR: relayd has started, but is inactive`",
        "Invented: the start failed with 'command_background option used but no pidfile given' and 'ERROR: relayd "
        "failed to start'; 'has started, but is inactive' never appears.",
        ["code span"],
        {"evidence": "chmod +x /etc/init.d/relayd && rc-service relayd start"}),
    gotcha(55, S8, "invented not_shown invented_detail", (
        "rc-service zap clears a crashed OpenRC service before restarting it",
        "A failed service stays marked as crashed.",
        "Starting again without resetting the state.",
        "OpenRC remembers the crashed state.",
        "`rc-service relayd zap` before the next start."),
        "```sh\n$ rc-service relayd zap\n * Manually resetting relayd to stopped state\n```\nthen the start after "
        "the pidfile edit worked.",
        "Invented: zap never ran; the start after the pidfile Edit worked without it.",
        ["fenced block", "$ prompt"],
        {"evidence": "rc-service relayd start && rc-service relayd status"}),
    gotcha(56, S8, "invented not_shown names_false_claim", (
        "An OpenRC init script with command_background starts on the first try",
        "Writing a new init script for a foreground Go daemon.",
        "Over-engineering with supervise-daemon.",
        "command_background is enough.",
        "Write the script with command_background=true and start it."),
        "Write(/etc/init.d/relayd) and `rc-service relayd start` worked on the first run.",
        "Invented: the first start failed (Exit code 1, no pidfile given); it worked only after the pidfile Edit.",
        ["tool-call notation", "first run claim"],
        {"evidence": "chmod +x /etc/init.d/relayd && rc-service relayd start"}),
    # --- s09 cron to a systemd timer --------------------------------------------------------------------------
    gotcha(57, S9, "real shown edit_then_pass", (
        "A cron job moved to a system service runs as root unless User= is set",
        "pgdump.service fails: `FATAL:  role \"root\" does not exist`.",
        "Copying a job from postgres's crontab into a unit without a User= line.",
        "System services run as root by default; pg_dump then connects as role root.",
        "Add `User=postgres` to the [Service] section and daemon-reload."),
        "journalctl -u pgdump.service: `pg_dump: error: connection to server on socket "
        "\"/var/run/postgresql/.s.PGSQL.5432\" failed: FATAL:  role \"root\" does not exist` → Edit `User=postgres` "
        "→ `(code=exited, status=0/SUCCESS)`",
        "The service start fails and the journal shows the role error; the Edit adds User=postgres; the "
        "daemon-reload + start call shows status=0/SUCCESS, and the new dump file is owned by postgres.",
        ["code spans", "arrows", "whitespace-significant quote"],
        {"failure": "FATAL:  role \"root\" does not exist", "fix": "Type=oneshot\nUser=postgres",
         "evidence": "(code=exited, status=0/SUCCESS)"}, cat="env_setup"),
    gotcha(58, S9, "real not_shown question_offers_flag", (
        "systemd timers skip runs missed while the machine was off unless Persistent=true",
        "A nightly dump is missing for a night the box was powered off.",
        "Replacing cron with a timer that has only OnCalendar=.",
        "Without Persistent=true systemd does not catch up on elapsed calendar events after boot.",
        "Add `Persistent=true` to the [Timer] section."),
        "The assistant asked: \"do you want me to add `Persistent=true` to the [Timer] section, so a 02:30 run "
        "that was missed while the box was off fires right after the next boot?\" — answer: \"not now, I want to "
        "talk to ops first.\"",
        "The first prompt reports the missing dump; the fix is only offered in a question, the person declines; "
        "the timer file never gets the line.",
        ["nested quotes", "em dash", "question"],
        {"failure": "last Tuesday's dump is missing", "fix": "do you want me to add `Persistent=true`",
         "evidence": "not now, I want to talk to ops first"}),
    knowledge(59, S9, "real knowledge", (
        "systemd-analyze calendar checks an OnCalendar expression before enabling a timer",
        "Writing an OnCalendar= line for a timer.",
        "Run `systemd-analyze calendar '<expr>'` to see the normalized form and the next elapse.",
        "It catches typos and shows the time zone the timer will use."),
        "systemd-analyze calendar '*-*-* 2:30'\n  Normalized form: *-*-* 02:30:00\n  Next elapse: Fri 2025-03-07 "
        "02:30:00 UTC",
        "The systemd-analyze call and its result lines.",
        ["plain output lines", "indentation"],
        {"evidence": "Normalized form: *-*-* 02:30:00"}, cat="workflow"),
    knowledge(60, S9, "invented near_miss", (
        "systemd keeps the short hour form of an OnCalendar expression",
        "Reading what systemd made of an OnCalendar line.",
        "Compare the original and normalized forms from systemd-analyze.",
        "They show whether systemd understood the expression."),
        "`Normalized form: *-*-* 2:30:00` (systemd kept the one-digit hour)",
        "Invented: the normalized form in the session is *-*-* 02:30:00.",
        ["code span", "parenthetical"],
        {"evidence": "systemd-analyze calendar '*-*-* 2:30'"}),
    gotcha(61, S9, "invented not_shown other_call_error", (
        "Enabling a new timer fails while its service unit is broken",
        "`systemctl enable --now pgdump.timer` errors out.",
        "Enabling the timer before testing the service.",
        "systemd starts the service at once and reports its failure.",
        "Test the service with `systemctl start` first."),
        "`sudo systemctl enable --now pgdump.timer` failed: `Job for pgdump.service failed because the control "
        "process exited with error code.`",
        "Invented: enable --now printed the symlink line and list-timers; the Job failed message came from the "
        "separate `sudo systemctl start pgdump.service` call.",
        ["code spans"],
        {"evidence": "sudo systemctl daemon-reload && sudo systemctl enable --now pgdump.timer"}),
    knowledge(62, S9, "invented names_false_claim", (
        "crontab -u postgres with grep -v keeps the removed line",
        "Removing one line from another user's crontab.",
        "Pipe the filtered list back into `crontab -u postgres -`.",
        "It replaces the whole crontab."),
        "`sudo crontab -u postgres -l | grep -c pgdump` still printed 1 after the `grep -v pgdump-nightly` "
        "rewrite, so the line survived.",
        "Invented: the count printed by that call is 0.",
        ["code spans", "still"],
        {"evidence": "grep -v pgdump-nightly | sudo crontab -u postgres -"}),
    # --- s10 micromamba in PowerShell 7 -----------------------------------------------------------------------
    gotcha(63, S10, "real shown edit_then_pass", (
        "gdal 3.9 on conda-forge has no build for Python 3.13",
        "`micromamba create` fails: `python 3.13.* is not installable because it conflicts with any installable "
        "versions previously reported`.",
        "Pinning python=3.13 in environment.yml next to gdal 3.9.*.",
        "gdal 3.9 builds require python <3.13.0a0.",
        "Pin `python=3.12` in environment.yml."),
        "solver: `gdal 3.9.3 would require` / `python >=3.10,<3.13.0a0` → Edit environment.yml `- python=3.12` → "
        "create ends with `Transaction finished` and gdal imports as `3.9.3`",
        "The first create fails with the conflict tree; the Edit pins python=3.12; the create after the other "
        "terminal finished succeeds ('Transaction finished').",
        ["code spans", "arrows", "slash-separated quotes"],
        {"failure": "python 3.13.* is not installable because it conflicts",
         "fix": "  - python=3.12\n", "evidence": "Transaction finished"}, cat="env_setup"),
    gotcha(64, S10, "real not_shown never_run", (
        "micromamba's pkgs.lock blocks a second concurrent micromamba",
        "`critical libmamba Could not open lockfile 'C:\\Users\\dara\\micromamba\\pkgs\\pkgs.lock'`.",
        "Running create while another micromamba process holds the package cache.",
        "micromamba locks the shared pkgs directory.",
        "`micromamba clean --locks`."),
        "Could not open lockfile 'C:\\\\Users\\\\dara\\\\micromamba\\\\pkgs\\\\pkgs.lock' → proposed "
        "`micromamba clean --locks`, which the user interrupted.",
        "The clean --locks call was rejected and followed by '[Request interrupted by user for tool use]'; the "
        "create then worked because the other micromamba update finished, not because of any clean.",
        ["doubled backslashes", "arrow", "interrupted call"],
        {"failure": "Could not open lockfile", "fix": "micromamba clean --locks",
         "evidence": "I had a `micromamba update` running in the other terminal"}),
    gotcha(65, S10, "real shown fix_ran", (
        "micromamba activate needs the PowerShell hook in the current session",
        "`micromamba activate geo` fails with `critical libmamba Shell not initialized`.",
        "Calling activate in a shell where micromamba's shell function isn't defined.",
        "micromamba runs as a subprocess and cannot change the parent shell without its hook.",
        "`micromamba shell hook -s powershell | Out-String | Invoke-Expression`, then activate."),
        "PS> micromamba shell hook -s powershell | Out-String | Invoke-Expression; micromamba activate geo; "
        "python -c \"from osgeo import gdal; print(gdal.__version__, gdal.VersionInfo())\"\n3.9.3 3090300",
        "The activate call fails with 'Shell not initialized' (and names the hook command); the next call runs "
        "the hook, activates and prints 3.9.3 3090300.",
        ["PowerShell prompt", "output line", "double quotes"],
        {"failure": "critical libmamba Shell not initialized",
         "fix": "Invoke-Expression; micromamba activate geo", "evidence": "3.9.3 3090300"}, cat="env_setup"),
    knowledge(66, S10, "real knowledge", (
        "micromamba config list shows channel_priority and the root prefix in one place",
        "Checking which channels and root prefix micromamba will use on a new Windows machine.",
        "`micromamba config list`; keep channel_priority strict so conda-forge packages are not mixed.",
        "Mixed channels are a common cause of broken GDAL stacks."),
        "{\"channels\": [\"conda-forge\"], \"channel_priority\": \"strict\", \"root_prefix\": "
        "\"C:\\\\Users\\\\dara\\\\micromamba\"}  (from `micromamba config list`)",
        "The config list call's result holds the three settings; the next reply explains strict.",
        ["JSON", "doubled backslashes"],
        {"evidence": "channel_priority: strict"}, cat="env_setup"),
    gotcha(67, S10, "invented not_shown names_false_claim", (
        "Pinning python fixes micromamba create at once",
        "The solver rejects python 3.13 with gdal 3.9.",
        "Keeping python=3.13.",
        "No gdal 3.9 build for 3.13.",
        "Pin python=3.12 and re-run create."),
        "After pinning `python=3.12`, `micromamba create -f environment.yml -y` succeeded on the next run.",
        "Invented: the next create after the Edit failed with 'Could not open lockfile'; it succeeded one run "
        "later, after the other terminal's update finished.",
        ["GPT-style prose", "code spans"],
        {"evidence": "Could not open lockfile"}),
    gotcha(68, S10, "invented not_shown near_miss", (
        "conda-forge gdal 3.8 rejects Python 3.13",
        "The env solve fails on gdal and python.",
        "Asking for the newest Python with an older gdal.",
        "gdal builds cap Python below 3.13.",
        "Lower Python."),
        "`gdal 3.8.* is installable with the potential options` … `python 3.13.* is not installable`",
        "Invented: the solver output names gdal 3.9.* (3.9.0 and 3.9.3); gdal 3.8 never appears.",
        ["code spans", "ellipsis"],
        {"evidence": "is installable with the potential options"}),
    gotcha(69, S10, "invented not_shown invented_detail", (
        "micromamba shell init writes the hook into the PowerShell profile",
        "Every new PowerShell needs the micromamba hook before activate works.",
        "Running the hook by hand in each session.",
        "The hook is not in $PROFILE.",
        "`micromamba shell init -s powershell -r C:\\Users\\dara\\micromamba`."),
        "`micromamba shell init -s powershell -r C:\\Users\\dara\\micromamba` printed `Adding (or replacing) the "
        "following in your \"C:\\Users\\dara\\Documents\\PowerShell\\profile.ps1\" file`",
        "Invented: shell init was only mentioned in the last reply ('I haven't changed your profile'); it never "
        "ran and printed nothing.",
        ["code spans", "nested quotes", "Windows paths"],
        {"evidence": "I haven't changed your profile"}),
]
