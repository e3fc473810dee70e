"""corpus32 lessons over part C's sessions (chroma-old-sqlite, solr-wsl-root, squid-acl-port, logrotate-shopapi,
hyperv-nested-ps7, carthage-xcframeworks). Labels written from the session text first."""
from __future__ import annotations

from tests.truth.corpus32_common import gotcha, knowledge

CH = "chroma-old-sqlite"
SO = "solr-wsl-root"
SQ = "squid-acl-port"
LR = "logrotate-shopapi"
HV = "hyperv-nested-ps7"
CA = "carthage-xcframeworks"

RECORDS = [
    # --- chroma-old-sqlite -----------------------------------------------------------------------------------
    gotcha(81, CH, "real shown edit_then_pass", (
        "chromadb refuses Ubuntu 20.04's sqlite 3.31; swap in pysqlite3-binary before importing it",
        "`import chromadb` raises RuntimeError: Your system has an unsupported version of sqlite3. Chroma requires "
        "sqlite3 >= 3.35.0.",
        "Using Chroma with a Python that links an old system libsqlite3 (focal ships 3.31.1).",
        "Chroma checks sqlite3.sqlite_version at import time.",
        "`pip install pysqlite3-binary` and put `__import__('pysqlite3'); sys.modules['sqlite3'] = "
        "sys.modules.pop('pysqlite3')` before `import chromadb`."),
        "import chromadb → RuntimeError: [91mYour system has an unsupported version of sqlite3. Chroma requires "
        "sqlite3 >= 3.35.0.[0m (the venv's sqlite3 is `3.31.1` per the Task). After `pip install pysqlite3-binary` "
        "and the `sys.modules['sqlite3'] = sys.modules.pop('pysqlite3')` swap at the top of app/store.py, chromadb "
        "imported and ingest later ran through: `Ingested 1,284 chunks from 212 files into 'handbook' (dim 768)`.",
        "RuntimeError on import; after the store.py edit the next ingest gets past the import (a data error) and the "
        "final ingest completes.",
        ["ansi_dropped_esc", "code_spans", "subagent", "arrow"],
        {"failure": "unsupported version of sqlite3", "fix": "sys.modules.pop('pysqlite3')\nimport chromadb",
         "evidence": "Ingested 1,284 chunks"}, cat="env_setup"),
    gotcha(82, CH, "real shown rerun_passes", (
        "Chroma InvalidDimensionException means ingest and the collection use different embedding models",
        "collection.add raises InvalidDimensionException: Embedding dimension 384 does not match collection "
        "dimensionality 768.",
        "Embedding with all-MiniLM-L6-v2 (384) into a collection first filled with all-mpnet-base-v2 (768).",
        "A Chroma collection fixes its dimensionality with the first vectors added.",
        "Use the same SentenceTransformer model for ingest and query (or rebuild the collection)."),
        ["`chromadb.errors.InvalidDimensionException: Embedding dimension 384 does not match collection "
         "dimensionality 768`",
         "ingest.py used `all-MiniLM-L6-v2`, query.py `all-mpnet-base-v2`",
         "after switching ingest to mpnet: `Ingested 1,284 chunks from 212 files into 'handbook' (dim 768)`"],
        "Dimension error in the first ingest; after the ingest.py model edit the same ingest command completes.",
        ["list", "code_spans"],
        {"failure": "Embedding dimension 384 does not match", "fix": "app/ingest.py has been updated successfully"},
        cat="debugging_technique"),
    gotcha(83, CH, "real not_shown only_suggested", (
        "Chroma's posthog telemetry prints capture() takes 1 positional argument errors; disable it",
        "Every Chroma client start logs 'Failed to send telemetry event ClientStartEvent: capture() takes 1 "
        "positional argument but 3 were given'.",
        "Treating the lines as a real failure, or living with the noise.",
        "A posthog version mismatch in Chroma's anonymous telemetry.",
        "Set `ANONYMIZED_TELEMETRY=False` (or `Settings(anonymized_telemetry=False)`)."),
        "`Failed to send telemetry event ClientStartEvent: capture() takes 1 positional argument but 3 were given` "
        "on every ingest; `ANONYMIZED_TELEMETRY=False` turns it off.",
        "Only mentioned in the last reply; the person says to leave it and nothing runs with the variable.",
        ["code_spans"],
        {"failure": "Failed to send telemetry event ClientStartEvent",
         "fix": "`ANONYMIZED_TELEMETRY=False` in the environment"}, cat="tool_quirk"),
    knowledge(84, CH, "real knowledge", (
        "Check which SQLite a venv really links before fighting Chroma's version check",
        "A library demands a newer sqlite3 than the OS has.",
        "`python -c 'import sqlite3; print(sqlite3.sqlite_version)'` in the venv, and `pip download "
        "pysqlite3-binary --no-deps` to see whether a bundled wheel exists for that Python.",
        "Tells in two commands whether the OS lib is the problem and whether the wheel route is open."),
        "Task (subagent) report: `.venv/bin/python -c 'import sqlite3; print(sqlite3.sqlite_version)'` → `3.31.1`; "
        "`pip download pysqlite3-binary --no-deps -d /tmp/p` worked "
        "(`pysqlite3_binary-0.5.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl`, SQLite 3.46.1).",
        "All in the Task result.",
        ["subagent", "code_spans", "arrow"], {"evidence": "pip download pysqlite3-binary --no-deps"},
        cat="debugging_technique"),
    gotcha(85, CH, "invented not_shown near_miss", (
        "Chroma needs sqlite3 3.35.1 or newer",
        "Import fails on old Ubuntu.",
        "Old sqlite.",
        "Version check.",
        "pysqlite3-binary."),
        "`RuntimeError: Your system has an unsupported version of sqlite3. Chroma requires sqlite3 >= 3.35.1.`",
        "The session's message says >= 3.35.0.",
        ["code_spans", "digit_changed"], {"evidence": "requires sqlite3 >= 3.35.0"}),
    gotcha(86, CH, "invented not_shown other_call_error", (
        "Importing chromadb fails on a dimension mismatch in an existing chroma_db",
        "import chromadb raises.",
        "Old data directory.",
        "Persisted collection.",
        "Delete chroma_db."),
        "`.venv/bin/python -c \"import chromadb\"` → `InvalidDimensionException: Embedding dimension 384 does not "
        "match collection dimensionality 768`",
        "The import failed on the sqlite3 version; the dimension error came from `python -m app.ingest docs/`.",
        ["code_spans", "arrow"], {"evidence": "import chromadb"}),
    gotcha(87, CH, "invented not_shown names_false_claim", (
        "ANONYMIZED_TELEMETRY=False silences Chroma's capture() errors during ingest",
        "Telemetry noise.",
        "posthog mismatch.",
        "Telemetry on by default.",
        "Disable telemetry."),
        "With `ANONYMIZED_TELEMETRY=False` exported, `python -m app.ingest docs/` no longer printed `Failed to send "
        "telemetry event ClientStartEvent`.",
        "Nothing ran with that variable; the person said to leave it.",
        ["code_spans", "false_claim_ran"], {"evidence": "leave the telemetry thing for now"}),
    knowledge(88, CH, "invented invented_detail", (
        "Upgrade libsqlite3 from a PPA for Chroma on focal",
        "Chroma needs newer sqlite.",
        "Install a newer libsqlite3-0 system-wide.",
        "Fixes every Python on the box."),
        "The subagent upgraded the system library: `apt-get install libsqlite3-0=3.46.1-1` and Chroma imported.",
        "The Task changed nothing and said focal has nothing newer than 3.31.1; no apt-get ran.",
        ["subagent", "code_spans"], {"evidence": "Upgrading libsqlite3 from the focal archive is not possible"}),

    # --- solr-wsl-root ---------------------------------------------------------------------------------------
    gotcha(89, SO, "real not_shown question_offers_flag", (
        "Solr 9's start script exits when run as root unless given -force",
        "`bin/solr start` prints 'WARNING: Starting Solr as the root user is a security risk ... Exiting.'",
        "Running Solr in a WSL distro whose default user is root.",
        "bin/solr checks the effective uid and refuses root.",
        "Start it with `-force` (throwaway setups only)."),
        "`WARNING: Starting Solr as the root user is a security risk and not considered best practice. Exiting.` — "
        "the script itself says: `To override this check, start with argument '-force'`.",
        "-force is only offered in a question; the person chose a dedicated user and -force never ran.",
        ["code_spans", "em_dash"],
        {"failure": "Starting Solr as the root user is a security risk",
         "fix": "Do you want me to just start it with `-force`"}, cat="env_setup", group="solr-root"),
    gotcha(90, SO, "real shown fix_ran", (
        "Run Solr as a dedicated solr user under /opt instead of root's home",
        "Solr refuses to start as root in a root-default WSL distro.",
        "Keeping Solr under /root and starting it as root.",
        "bin/solr refuses root; a non-root user can't traverse /root.",
        "useradd solr, move Solr to /opt/solr, chown, `sudo -u solr /opt/solr/bin/solr start`."),
        "`sudo -u solr /opt/solr/bin/solr start` → `Started Solr server on port 8983 (pid=2417). Happy searching!`",
        "Root refusal first; after useradd/mv/chown the start as solr succeeds.",
        ["code_spans", "arrow"],
        {"failure": "Starting Solr as the root user is a security risk", "fix": "Happy searching!"},
        cat="env_setup", group="solr-root"),
    gotcha(91, SO, "real shown fix_ran", (
        "bin/solr start -f never returns in an agent's shell; start Solr in the background",
        "The Bash call with `solr start -f` hangs until the person interrupts it.",
        "Using -f (foreground) from a non-interactive tool call.",
        "-f keeps Solr attached to the calling shell.",
        "Run `bin/solr start` without -f; it daemonizes and returns."),
        "The `sudo -u solr /opt/solr/bin/solr start -f` call never returned and was interrupted (the user: \"that "
        "never returns, -f runs it in the foreground\"); without `-f` the script returned: Started Solr server on "
        "port 8983 (pid=2417).",
        "Interrupted -f call, then the start without -f returns with Started Solr server.",
        ["code_spans", "quoted_user", "interrupt"],
        {"failure": "that never returns, -f runs it in the foreground", "fix": "Happy searching!"}),
    gotcha(92, SO, "real shown rerun_passes", (
        "solr create says the configuration directory is not found when the solr user cannot read it",
        "`bin/solr create -c products -d /root/search-poc/conf` fails: Specified configuration directory ... not "
        "found!",
        "Pointing -d at a directory under /root while running the CLI as the solr user.",
        "/root is mode 700; the unreadable directory is reported as missing.",
        "Copy the config into /opt/solr/server/solr/configsets/<name>/ and `create -d <name>`."),
        "ERROR: Specified configuration directory /root/search-poc/conf not found! → copied conf into "
        "/opt/solr/server/solr/configsets/products/ and re-ran create with -d products → Created new core 'products'",
        "Not-found error; after the copy and chown the create succeeds.",
        ["prose", "arrow"],
        {"failure": "Specified configuration directory /root/search-poc/conf not found!",
         "fix": "Created new core 'products'"}, cat="env_setup"),
    gotcha(93, SO, "real shown edit_then_pass", (
        "A standalone Solr core reads its own copied conf/schema.xml, not the configset you created it from",
        "After adding a field to the source schema.xml and reloading, updates still fail with unknown field.",
        "Editing the configset or source folder after `bin/solr create` has copied it.",
        "bin/solr create copies the config into server/solr/<core>/conf.",
        "Edit server/solr/<core>/conf/schema.xml and RELOAD the core."),
        "Adding price_eur to /root/search-poc/conf/schema.xml and reloading changed nothing: the POST still returned "
        "\"ERROR: [doc=SKU-1042] unknown field 'price_eur'\". After the same edit in "
        "/opt/solr/server/solr/products/conf/schema.xml and a core RELOAD, the update returned status 0 and the user "
        "said a query returns the docs.",
        "Unknown field after the first edit + reload; after editing the core's copy the update returns status 0.",
        ["gpt_prose", "double_quotes"],
        {"failure": "unknown field 'price_eur'",
         "fix": "/opt/solr/server/solr/products/conf/schema.xml has been updated successfully",
         "evidence": "a query for 'kettle' returns them"}, cat="project_convention"),
    knowledge(94, SO, "real knowledge", (
        "Solr's 'This IndexSchema is not mutable' means a classic schema.xml: edit the file, then RELOAD",
        "Adding a field through Solr's Schema API fails.",
        "Edit the core's schema.xml and reload the core through the Cores API.",
        "ClassicIndexSchemaFactory disables the Schema API."),
        "Schema API add-field → `\"msg\":\"This IndexSchema is not mutable.\"` with status 400.",
        "Output of the add-field call.",
        ["code_spans", "json_fragment"], {"evidence": "This IndexSchema is not mutable."}, cat="api_quirk"),
    gotcha(95, SO, "invented not_shown near_miss", (
        "bin/solr needs --force to start as root",
        "Solr refuses root.",
        "Root user.",
        "uid check.",
        "--force."),
        "The warning ends with `To override this check, start with argument '--force'`.",
        "The session's argument is '-force' (one dash).",
        ["code_spans", "one_char_added"], {"evidence": "To override this check"}),
    gotcha(96, SO, "invented not_shown names_false_claim", (
        "Reload the Solr core after editing the project's conf/schema.xml",
        "unknown field.",
        "No reload.",
        "Schema cached.",
        "RELOAD."),
        "Adding `price_eur` to `/root/search-poc/conf/schema.xml` and calling `action=RELOAD&core=products` fixed "
        "the `unknown field 'price_eur'` error.",
        "After that edit and reload the POST still failed; only the edit of the core's own copy fixed it.",
        ["code_spans", "false_outcome"], {"evidence": "I edited the source copy"}),
    gotcha(97, SO, "invented not_shown never_seen_error", (
        "Solr 9 in a fresh WSL distro needs Java 11",
        "Solr does not start.",
        "Old Java.",
        "Java 8 default.",
        "Install openjdk-17."),
        "`bin/solr start` complained `Java 11 or later is required to run Solr. Current Java version is: 1.8.0_412`.",
        "No Java error appears; the only start failure was the root check.",
        ["code_spans"], {"evidence": "~/solr-9.6.1/bin/solr start"}),

    # --- squid-acl-port --------------------------------------------------------------------------------------
    gotcha(98, SQ, "real shown rerun_passes", (
        "Squid parses squid.conf top-down: an acl used by http_access before its definition is fatal",
        "`squid -k parse` ends with FATAL: Bungled /etc/squid/squid.conf line 57: http_access allow officenet.",
        "Appending a new acl line at the end of squid.conf while the http_access rule sits above it.",
        "An ACL name must be defined before any http_access line uses it.",
        "Move the `acl` line above its first use, then `squid -k parse`."),
        "```\n2026/11/09 09:14:02| ERROR: aclParseAclList: ACL name 'officenet' not found.\n2026/11/09 09:14:02| "
        "FATAL: Bungled /etc/squid/squid.conf line 57: http_access allow officenet\n```\nAfter moving the acl above "
        "line 57, `squid -k parse` printed no ERROR/FATAL and curl from 10.20.3.7 through the proxy got `200`.",
        "Parse error first; after the move the re-run parse shows nothing and the curl returns 200.",
        ["fenced_block", "file_line", "code_spans"],
        {"failure": "ACL name 'officenet' not found", "fix": "acl officenet src 10.20.0.0/16\nhttp_access allow officenet",
         "evidence": "parse done"}, cat="build_config"),
    gotcha(99, SQ, "real not_shown ran_the_trap", (
        "squid -k reconfigure does not move http_port; a new listening port needs a restart",
        "After changing http_port to 3130 and reconfiguring, ss still shows squid on *:3128.",
        "Expecting `squid -k reconfigure` to apply every squid.conf change.",
        "Listening sockets are opened at startup; reconfigure keeps them.",
        "`systemctl restart squid` (in a quiet window, it drops connections)."),
        "Changed `http_port 3128` → `http_port 3130`, then `sudo squid -k reconfigure; sudo ss -ltnp | grep squid` "
        "still showed `*:3128`.",
        "The only later call is the reconfigure (the trap); the restart is left to the person at 12:30 and never "
        "runs in the session.",
        ["code_spans", "arrow"],
        {"failure": "*:3128", "fix": "sudo squid -k reconfigure"}, cat="tool_quirk"),
    knowledge(100, SQ, "real knowledge", (
        "Validate squid.conf with squid -k parse before reconfiguring a live proxy",
        "Editing a production squid.conf.",
        "Run `squid -k parse` and read the ERROR/FATAL lines, which name the file line.",
        "A failed reconfigure can stop the proxy for everyone; parse catches it first."),
        "squid -k parse → FATAL: Bungled /etc/squid/squid.conf line 57: http_access allow officenet",
        "Parse output in the session.",
        ["prose", "arrow", "file_line"], {"evidence": "Bungled /etc/squid/squid.conf line 57"}, cat="workflow"),
    gotcha(101, SQ, "invented not_shown near_miss", (
        "Squid names the acl definition line when an ACL is undefined",
        "Bungled config.",
        "acl order.",
        "Top-down parse.",
        "Move acl."),
        "`FATAL: Bungled /etc/squid/squid.conf line 74: http_access allow officenet`",
        "The FATAL names line 57; 74 is where the acl was defined.",
        ["code_spans", "number_changed"], {"evidence": "FATAL: Bungled"}),
    gotcha(102, SQ, "invented not_shown other_call_error", (
        "squid -k reconfigure refuses an undefined officenet ACL",
        "Reconfigure fails.",
        "acl order.",
        "Parse error.",
        "Move acl."),
        "`sudo squid -k reconfigure` failed with `ERROR: aclParseAclList: ACL name 'officenet' not found.`",
        "That error was from `squid -k parse` before the edit; reconfigure ran after the fix without error.",
        ["code_spans"], {"evidence": "sudo squid -k reconfigure"}),
    gotcha(103, SQ, "invented not_shown names_false_claim", (
        "squid -k reconfigure picks up a changed http_port",
        "Port change.",
        "Restarting needlessly.",
        "Reconfigure rereads the config.",
        "Reconfigure."),
        "After `http_port 3130` and `sudo squid -k reconfigure`, `ss -ltnp` showed squid listening on `*:3130`.",
        "ss still showed *:3128 after the reconfigure.",
        ["code_spans", "false_outcome"], {"evidence": "*:3128"}),

    # --- logrotate-shopapi -----------------------------------------------------------------------------------
    gotcha(104, LR, "real shown rerun_passes", (
        "logrotate skips logs in a group-writable directory until the config has an su directive",
        "logrotate -v: skipping \"/var/log/shopapi/app.log\" because parent directory has insecure permissions.",
        "App log directories owned by the app user with mode 775.",
        "logrotate refuses to rotate as root where a non-root group can write.",
        "Add `su shopapi shopapi` to the logrotate stanza."),
        "error: skipping \"/var/log/shopapi/app.log\" because parent directory has insecure permissions (It's world "
        "writable or writable by group which is not \"root\") ... After adding `su shopapi shopapi`, the forced run "
        "printed `renaming /var/log/shopapi/app.log to /var/log/shopapi/app.log.1`.",
        "Skipping errors in the first run; after the su edit the forced run rotates both logs.",
        ["double_quotes", "ellipsis", "code_spans"],
        {"failure": "because parent directory has insecure permissions",
         "fix": "maxsize 100M\n    su shopapi shopapi", "evidence": "renaming /var/log/shopapi/app.log to"},
        cat="env_setup"),
    gotcha(105, LR, "real shown edit_then_pass", (
        "logrotate ignores maxsize100M without a space and only warns",
        "logrotate -v prints `unknown option 'maxsize100M' -- ignoring line` and rotates on schedule only.",
        "Writing size options without the space (maxsize100M).",
        "The option parser sees one unknown word.",
        "`maxsize 100M`."),
        "`error: /etc/logrotate.d/shopapi:6 unknown option 'maxsize100M' -- ignoring line`; after `maxsize 100M` "
        "the forced run printed `log files >= 104857600 are rotated earlier`.",
        "Warning in the first run; after the edit the next run reads the option (104857600 bytes).",
        ["code_spans", "file_line"],
        {"failure": "unknown option 'maxsize100M'", "fix": "maxsize 100M\n    su shopapi shopapi",
         "evidence": "log files >= 104857600 are rotated earlier"}, cat="build_config"),
    gotcha(106, LR, "real not_shown other_check_passes", (
        "gunicorn keeps writing to a rotated, gzipped-away log: use copytruncate or reopen on USR1",
        "After rotation df stays at 95% and lsof +L1 shows gunicorn writing to app.log.1 (deleted).",
        "Renaming logs out from under a process that never reopens them.",
        "The process holds the old file descriptor; gzip deletes the renamed file but not the open inode.",
        "`copytruncate` in the stanza (or postrotate kill -USR1)."),
        "`sudo lsof +L1` → `gunicorn  2231 shopapi    5w   REG    8,3 9663676416     0 262147 "
        "/var/log/shopapi/app.log.1 (deleted)`; added `copytruncate`, dry run: `truncating /var/log/shopapi/app.log`.",
        "Only logrotate's dry run (-d) ran after the edit; no real rotation and no check that app.log keeps growing "
        "— the person will check tomorrow.",
        ["code_spans", "tabs_and_spaces", "arrow"],
        {"failure": "app.log.1 (deleted)", "fix": "truncating /var/log/shopapi/app.log"}, cat="tool_quirk"),
    knowledge(107, LR, "real knowledge", (
        "Find disk space held by deleted log files with lsof +L1",
        "df stays full after logs were rotated or deleted.",
        "`sudo lsof +L1` lists open files with zero links, with the process holding them.",
        "Shows which process to restart or signal to release the space."),
        "df -h /var → 95% still; sudo lsof +L1 | grep shopapi → gunicorn 2231 ... /var/log/shopapi/app.log.1 (deleted)",
        "Output of the df/lsof call.",
        ["prose", "arrow", "ellipsis"], {"evidence": "lsof +L1"}, cat="debugging_technique"),
    gotcha(108, LR, "invented not_shown near_miss", (
        "logrotate reports the line of a malformed maxsize option",
        "Option ignored.",
        "No space.",
        "Parser.",
        "maxsize 100M."),
        "`error: /etc/logrotate.d/shopapi:5 unknown option 'maxsize100M' -- ignoring line`",
        "The session says line 6.",
        ["code_spans", "digit_changed"], {"evidence": "unknown option 'maxsize100M'"}),
    gotcha(109, LR, "invented not_shown never_seen_error", (
        "logrotate cannot stat app logs owned by the app user",
        "stat fails.",
        "Ownership.",
        "Permissions.",
        "su directive."),
        "`error: stat of /var/log/shopapi/app.log failed: Permission denied`",
        "No stat error in the session; the error was 'skipping ... insecure permissions'.",
        ["code_spans"], {"evidence": "considering log /var/log/shopapi/app.log"}),
    gotcha(110, LR, "invented not_shown names_false_claim", (
        "copytruncate let the shopapi logs rotate while gunicorn keeps writing",
        "Deleted log files hold space.",
        "Rename rotation.",
        "Open fd.",
        "copytruncate."),
        "With `copytruncate`, the next cron.daily rotation left gunicorn writing to a fresh `app.log` and "
        "`df -h /var` dropped to 41%.",
        "No later rotation or df is in the session; the person will check tomorrow.",
        ["code_spans", "false_outcome"], {"evidence": "will check tomorrow"}),

    # --- hyperv-nested-ps7 -----------------------------------------------------------------------------------
    gotcha(111, HV, "real not_shown never_run", (
        "Add yourself to Hyper-V Administrators so Get-VM works without elevation",
        "Get-VM: You do not have the required permission to complete this task.",
        "Running Hyper-V cmdlets from a non-elevated PowerShell.",
        "Hyper-V management needs admin rights or the Hyper-V Administrators group.",
        "`Add-LocalGroupMember -Group \"Hyper-V Administrators\" -Member $env:USERNAME`, then sign in again."),
        "`Get-VM: You do not have the required permission to complete this task. Contact the administrator of the "
        "authorization policy for the computer 'TOMAS-P14S'.` → `Add-LocalGroupMember -Group \"Hyper-V "
        "Administrators\" -Member $env:USERNAME`",
        "The Add-LocalGroupMember call was rejected by the person (IT audits group changes); it never ran.",
        ["code_spans", "nested_quotes", "arrow"],
        {"failure": "You do not have the required permission", "fix": "Add-LocalGroupMember -Group"},
        cat="env_setup", group="hyperv-perm"),
    gotcha(112, HV, "real shown rerun_passes", (
        "Hyper-V cmdlets from Claude Code need the agent started from an elevated pwsh",
        "Get-VM fails with a permission error in a normal PowerShell 7 window.",
        "Starting the agent from a non-elevated terminal.",
        "Child processes inherit the non-elevated token.",
        "Restart the agent from an elevated pwsh and re-run."),
        "Before: `Get-VM: You do not have the required permission to complete this task.` After the user "
        "restarted Claude Code from an elevated pwsh, the same `Get-VM k8s-lab | Select-Object Name,State,Version` "
        "listed `k8s-lab Running 11.0`.",
        "Permission error; the person restarts elevated; the identical Get-VM call succeeds.",
        ["code_spans", "before_after"],
        {"failure": "You do not have the required permission",
         "fix": "I restarted Claude Code from an elevated pwsh", "evidence": "k8s-lab Running 11.0"},
        cat="env_setup", group="hyperv-perm"),
    gotcha(113, HV, "real shown fix_ran", (
        "Set-VMProcessor -ExposeVirtualizationExtensions only works while the VM is off",
        "Set-VMProcessor: Failed to modify device 'Processor'. The operation cannot be performed while the virtual "
        "machine is in its current state.",
        "Enabling nested virtualization on a running VM.",
        "Processor settings are fixed while the VM runs.",
        "`Stop-VM` first, then `Set-VMProcessor -ExposeVirtualizationExtensions $true`."),
        "Set-VMProcessor on the running VM → \"The operation cannot be performed while the virtual machine is in its "
        "current state.\" → with Stop-VM first, Get-VMProcessor showed ExposeVirtualizationExtensions True.",
        "State error; the Stop-VM + Set-VMProcessor call succeeds and reports True.",
        ["prose", "double_quotes", "arrow"],
        {"failure": "while the virtual machine is in its current state", "fix": "Stop-VM -Name k8s-lab; Set-VMProcessor"},
        cat="env_setup"),
    gotcha(114, HV, "real shown person_confirms", (
        "Guests nested in a Hyper-V VM need MAC address spoofing on the outer VM's adapter",
        "Nested VMs (minikube's kvm2) inside a Hyper-V guest get no network.",
        "Enabling only ExposeVirtualizationExtensions.",
        "Frames from inner VMs carry MAC addresses the Hyper-V switch drops.",
        "`Get-VMNetworkAdapter -VMName <vm> | Set-VMNetworkAdapter -MacAddressSpoofing On`."),
        "`Get-VMNetworkAdapter -VMName k8s-lab | Set-VMNetworkAdapter -MacAddressSpoofing On; Start-VM -Name "
        "k8s-lab` — then the user: \"minikube start --driver=kvm2 inside the VM works now and the pods pull images "
        "fine\".",
        "The spoofing call runs; the person confirms right after that minikube works and pods pull images.",
        ["code_spans", "quoted_user", "em_dash"],
        {"failure": "needs MAC address spoofing", "fix": "Set-VMNetworkAdapter -MacAddressSpoofing On",
         "evidence": "the pods pull images fine"}, cat="env_setup"),
    gotcha(115, HV, "invented not_shown near_miss", (
        "Enable nested virtualization with Set-VMProcessor on a stopped VM",
        "Nested virtualization off.",
        "Running VM.",
        "State.",
        "Stop-VM first."),
        "`Set-VMProcessor -VMName k8s-lab -ExposeVirtualizationExtension $true` after `Stop-VM`.",
        "The parameter in the session is -ExposeVirtualizationExtensions (plural).",
        ["code_spans", "one_char_dropped"], {"evidence": "ExposeVirtualizationExtensions"}),
    gotcha(116, HV, "invented not_shown names_false_claim", (
        "Joining Hyper-V Administrators lets Get-VM run without elevation",
        "Permission denied.",
        "Not elevated.",
        "Group membership.",
        "Add-LocalGroupMember."),
        "`Add-LocalGroupMember -Group \"Hyper-V Administrators\" -Member $env:USERNAME` fixed it: `Get-VM k8s-lab` "
        "then listed the VM as Running.",
        "The group change was rejected; Get-VM worked because the agent was restarted elevated.",
        ["code_spans", "false_claim_ran"], {"evidence": "no group changes on this laptop"}),
    gotcha(117, HV, "invented not_shown other_call_error", (
        "Stop-VM fails on a VM in a saved state",
        "Stop-VM errors.",
        "Saved state.",
        "State.",
        "Start then stop."),
        "`Stop-VM -Name k8s-lab` → `The operation cannot be performed while the virtual machine is in its current "
        "state.`",
        "That error came from Set-VMProcessor on the running VM; the Stop-VM call succeeded.",
        ["code_spans", "arrow"], {"evidence": "Stop-VM -Name k8s-lab"}),

    # --- carthage-xcframeworks -------------------------------------------------------------------------------
    gotcha(118, CA, "real shown fix_ran", (
        "Carthage cannot build fat frameworks on Apple silicon: use --use-xcframeworks",
        "carthage update fails: 'Building universal frameworks with common architectures is not possible. The device "
        "and simulator slices for \"Alamofire\" both build for: arm64'.",
        "Running plain `carthage update` on an M-series Mac with Xcode 12+.",
        "Device and arm64-simulator slices cannot be lipo'd into one framework.",
        "`carthage update --platform iOS --use-xcframeworks`."),
        "carthage: \"Building universal frameworks with common architectures is not possible.\" … \"Rebuild with "
        "--use-xcframeworks to create an xcframework bundle instead.\" With `--use-xcframeworks` it built "
        "`Alamofire.xcframework` and `Kingfisher.xcframework`.",
        "Failure in the first update; the update with --use-xcframeworks builds both xcframeworks.",
        ["double_quotes", "ellipsis_unicode", "code_spans"],
        {"failure": "Building universal frameworks with common architectures is not possible",
         "fix": "carthage update --platform iOS --use-xcframeworks"}, cat="build_config"),
    gotcha(119, CA, "real shown rerun_passes", (
        "After moving Carthage to xcframeworks, remove the old .framework links and copy-frameworks phase",
        "Simulator build fails: ld: building for 'iOS-simulator', but linking in object file ... built for 'iOS'.",
        "Leaving Carthage/Build/iOS/*.framework in the target and the carthage copy-frameworks Run Script.",
        "The target still links the old fat framework slice.",
        "Swap the .framework entries for the .xcframeworks (Embed & Sign) and delete the Run Script phase."),
        "ld: building for 'iOS-simulator', but linking in object file (/Users/lena/dev/ShopApp/Carthage/Build/iOS/"
        "Alamofire.framework/Alamofire[arm64][2](Alamofire-dummy.o)) built for 'iOS' → user swapped the frameworks "
        "in Xcode and deleted the copy-frameworks phase → same xcodebuild: ** BUILD SUCCEEDED **",
        "BUILD FAILED with the ld line; after the person's Xcode changes the same xcodebuild succeeds.",
        ["prose", "arrow", "mac_path"],
        {"failure": "building for 'iOS-simulator', but linking in object file",
         "fix": "I swapped the frameworks in Xcode", "evidence": "** BUILD SUCCEEDED **"}, cat="build_config"),
    knowledge(120, CA, "real knowledge", (
        "Carthage prints the path of its full xcodebuild log on every build",
        "A Carthage build fails with a one-line summary.",
        "Open the log named in `*** xcodebuild output can be found in ...` for the real compiler errors.",
        "Carthage hides xcodebuild's output otherwise."),
        "`*** xcodebuild output can be found in /var/folders/7k/qn2x0m1d2zb3_8h1r0v4kq9c0000gn/T/"
        "carthage-xcodebuild.Zk3J9f.log`",
        "Line of the first carthage output.",
        ["code_spans", "mac_path"], {"evidence": "carthage-xcodebuild.Zk3J9f.log"}, cat="debugging_technique"),
    gotcha(121, CA, "invented not_shown near_miss", (
        "Carthage tells you to rebuild as xcframeworks on M1",
        "Universal framework error.",
        "Fat frameworks.",
        "arm64 twice.",
        "xcframeworks."),
        "`Rebuild with --use-xcframework to create an xcframework bundle instead.`",
        "The flag in the session is --use-xcframeworks.",
        ["code_spans", "one_char_dropped"], {"evidence": "Rebuild with --use-xcframeworks"}),
    gotcha(122, CA, "invented not_shown names_false_claim", (
        "Deleting Carthage/Build/iOS is enough after switching to xcframeworks",
        "Simulator link error.",
        "Stale folder.",
        "Old framework found.",
        "rm -rf the folder."),
        "Right after `rm -rf Carthage/Build/iOS`, without touching the Xcode project, `xcodebuild` printed "
        "`** BUILD SUCCEEDED **`.",
        "The successful build came after the person swapped the frameworks and removed the Run Script in Xcode.",
        ["code_spans", "false_order"], {"evidence": "rm -rf Carthage/Build/iOS"}),
    gotcha(123, CA, "invented not_shown never_seen_error", (
        "Carthage's lipo step fails for arm64 simulator slices",
        "lipo fails.",
        "Fat frameworks.",
        "Duplicate arch.",
        "xcframeworks."),
        "`Task failed with exit code 1: /usr/bin/xcrun lipo -create` while building Alamofire.",
        "No lipo failure appears; Carthage refused before lipo with the universal-frameworks message.",
        ["code_spans"], {"evidence": "Building scheme \"Alamofire iOS\""}),
]
