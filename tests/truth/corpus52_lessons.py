"""Labelled lessons of corpus52, part one: over the Synapse, OpenWrt SDK, async-profiler, NiFi and BIRD sessions
(corpus52_sources.py). Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus52_common import gotcha, knowledge

S1, S2, S3, S4, S5 = ("synapse-postgres", "openwrt-sdk-ledctl", "asprof-orders-api", "nifi-docker-jdbc",
                      "bird2-upstream-bgp")

RECORDS = [
    # --- Synapse: SQLite -> PostgreSQL, .well-known ---
    gotcha(1, S1, "real shown fix_ran", (
        "Synapse refuses a Postgres database whose collation is not C",
        "After switching homeserver.yaml to psycopg2, matrix-synapse exits at startup with IncorrectDatabaseSetup.",
        "Creating the synapse database with the cluster's default locale (en_US.UTF-8).",
        "Synapse checks the database's collation and ctype and only accepts 'C'.",
        "Drop and recreate the still-empty database from template0 with ENCODING 'UTF8' LC_COLLATE='C' "
        "LC_CTYPE='C', then port the data and start Synapse."),
        "journalctl after the restart: \"IncorrectDatabaseSetup: Database has incorrect collation of 'en_US.UTF-8'. "
        "Should be 'C'\". Recreated it with `CREATE DATABASE synapse ENCODING 'UTF8' LC_COLLATE='C' LC_CTYPE='C' "
        "TEMPLATE=template0 OWNER synapse_user;` (psql: DROP DATABASE / CREATE DATABASE); after the port "
        "`curl -s http://localhost:8008/_matrix/client/versions` answered with the versions list.",
        "The first restart's journal has the collation error; the database is recreated with C collation and, "
        "after synapse_port_db, Synapse starts on it and /versions answers.",
        ["prose", "nested quotes", "code span"],
        {"failure": "Database has incorrect collation of 'en_US.UTF-8'",
         "fix": "LC_COLLATE='C' LC_CTYPE='C' TEMPLATE=template0", "evidence": "\"versions\":[\"r0.0.1\""},
        cat="env_setup"),
    gotcha(2, S1, "real shown rerun_passes", (
        "Matrix federation for server_name example.org needs /.well-known/matrix/server on example.org",
        "The federation tester cannot reach the homeserver; example.org serves a 404 for the delegation file.",
        "Running Synapse on matrix.example.org behind nginx on 443 while server_name is example.org, with no "
        "delegation.",
        "Other servers look up https://<server_name>/.well-known/matrix/server to find the real host and port; "
        "without it they try example.org:8448.",
        "Serve {\"m.server\": \"matrix.example.org:443\"} at https://example.org/.well-known/matrix/server."),
        "```\n$ curl -si https://example.org/.well-known/matrix/server | head -3\nHTTP/2 404\nserver: nginx\n```\n"
        "Wrote `{\"m.server\": \"matrix.example.org:443\"}` to /var/www/example.org/.well-known/matrix/server; the "
        "same curl then returned it and the federation tester's `.FederationOK` was `true`.",
        "The delegation URL is a 404 before the Write; afterwards the same curl returns the JSON and the tester "
        "reports FederationOK true.",
        ["fenced block with $ prompt", "JSON in a code span", "prose"],
        {"failure": "HTTP/2 404", "fix": "{\"m.server\": \"matrix.example.org:443\"}",
         "evidence": "jq '.FederationOK'"},
        cat="env_setup"),
    gotcha(3, S1, "real not_shown confirmation_far_or_other", (
        "Synapse behind nginx logs 127.0.0.1 for every client until x_forwarded is on",
        "Every access-log line shows 127.0.0.1 as the client address.",
        "Leaving `x_forwarded: false` on the HTTP listener that nginx proxies to.",
        "Without x_forwarded Synapse ignores X-Forwarded-For and logs the proxy's address.",
        "Set `x_forwarded: true` on the 8008 listener in homeserver.yaml and restart matrix-synapse."),
        "Access log: `GET-41 - 127.0.0.1 - 8008 - {@anna:example.org} Processed request` → edited the 8008 "
        "listener to `x_forwarded: true`; the user answered \"perfect 👍\" afterwards.",
        "The listener edit is never followed by a restart or a look at the log; the later \"perfect\" answers the "
        "federation tester result, not the client addresses.",
        ["code span", "arrow", "quoted person"],
        {"failure": "127.0.0.1 - 8008 - {@anna:example.org}", "fix": "x_forwarded: true"},
        cat="env_setup"),
    knowledge(4, S1, "real knowledge", (
        "Debian's matrix-synapse package keeps synapse_port_db in /opt/venvs/matrix-synapse/bin",
        "Running Synapse's admin scripts (synapse_port_db and friends) on a packages.matrix.org install.",
        "Call them by full path from /opt/venvs/matrix-synapse/bin, with sudo; they are not on PATH.",
        "The package ships Synapse in its own virtualenv, so `sudo synapse_port_db` is not found."),
        "`sudo: synapse_port_db: command not found`, then `ls /opt/venvs/matrix-synapse/bin | grep -i port` showed "
        "it, and `sudo /opt/venvs/matrix-synapse/bin/synapse_port_db --sqlite-database "
        "/var/lib/matrix-synapse/homeserver.db --postgres-config /etc/matrix-synapse/homeserver.yaml` ran through "
        "to `Done!`.",
        "The bare name is not found; the full venv path runs the port to Done!.",
        ["code span", "prose"],
        {"evidence": ["sudo: synapse_port_db: command not found", "Porting table events"]},
        cat="env_setup"),
    gotcha(5, S1, "invented not_shown near_miss", (
        "Synapse rejects a Postgres database created with the en_US.utf8 locale",
        "matrix-synapse stops right after the switch to psycopg2.",
        "Letting createdb pick the cluster locale.",
        "Synapse requires C collation.",
        "Recreate the database with LC_COLLATE='C' and LC_CTYPE='C' from template0."),
        "The journal said: \"Database has incorrect collation of 'en_US.utf8'. Should be 'C'\".",
        "The session's message names 'en_US.UTF-8'; the quoted 'en_US.utf8' line is not in the journal.",
        ["nested quotes"],
        {"evidence": "Database has incorrect collation of 'en_US.UTF-8'"},
        cat="env_setup"),
    gotcha(6, S1, "invented not_shown names_false_claim", (
        "x_forwarded: true makes Synapse log real client IPs right away",
        "Synapse's access log shows 127.0.0.1 for every request.",
        "Proxying through nginx without telling Synapse.",
        "The listener does not trust X-Forwarded-For by default.",
        "Turn on x_forwarded for the listener."),
        "After setting `x_forwarded: true` on the 8008 listener, the access log showed the clients' real "
        "addresses instead of `127.0.0.1`.",
        "The edit is made but Synapse is never restarted and the log is never read again; no line with a real "
        "client address exists.",
        ["GPT-style after X, Y", "code span"],
        {"evidence": "x_forwarded: true"},
        cat="env_setup"),
    gotcha(7, S1, "invented not_shown other_call_error", (
        "synapse_port_db under sudo fails without its virtualenv path",
        "The SQLite-to-Postgres port aborts immediately.",
        "Calling synapse_port_db by its bare name through sudo.",
        "The script lives in the package's virtualenv.",
        "Use /opt/venvs/matrix-synapse/bin/synapse_port_db."),
        "`sudo synapse_port_db` (with the sqlite and postgres-config flags) failed with "
        "`matrix-synapse.service: Failed with result 'exit-code'.`",
        "That systemd line belongs to the earlier restart that hit the collation error; the port attempt's own "
        "error was 'sudo: synapse_port_db: command not found'.",
        ["code span", "prose"],
        {"evidence": "matrix-synapse.service: Failed with result 'exit-code'."},
        cat="env_setup"),

    # --- OpenWrt SDK: ledctl ---
    gotcha(8, S2, "real shown edit_then_pass", (
        "An OpenWrt SDK package cannot include libubus.h unless DEPENDS lists +libubus",
        "make package/ledctl/compile stops with libubus.h: No such file or directory.",
        "Writing a package Makefile without DEPENDS and relying on the installed feeds.",
        "The SDK only builds and stages a library for a package that depends on it; installed feeds just make "
        "it available.",
        "Add DEPENDS:=+libubus +libubox to the package's define Package/... block."),
        ["main.c:4:10: fatal error: libubus.h: No such file or directory",
         "Edit(~/src/ledctl-pkg/Makefile): added `DEPENDS:=+libubus +libubox` under TITLE",
         "make package/ledctl/compile V=s → Packaged contents of …/ledctl into "
         "…/bin/packages/mips_24kc/base/ledctl_1.0-1_mips_24kc.ipk"],
        "The compile fails on the header; after the DEPENDS edit the same make target packages the ipk.",
        ["list", "file:line:col error", "tool-call notation", "arrow", "… cut"],
        {"failure": "fatal error: libubus.h: No such file or directory", "fix": "DEPENDS:=+libubus +libubox",
         "evidence": "Packaged contents of"},
        cat="build_config"),
    gotcha(9, S2, "real not_shown ran_before_failure", (
        "OpenWrt SDK needs its feeds installed before a package can include libubus.h",
        "Compiling a package that uses ubus fails with libubus.h: No such file or directory.",
        "Compiling straight after unpacking the SDK.",
        "The SDK tarball ships without feeds, so ubus is unknown.",
        "Run ./scripts/feeds update -a && ./scripts/feeds install -a, then compile again."),
        "The compile failed with `fatal error: libubus.h: No such file or directory`; the SDK's feeds come from "
        "`./scripts/feeds update -a && ./scripts/feeds install -a` (\"Installing package 'ubus' from base\").",
        "The feeds were installed before the compile, and the header error came after them; what made the "
        "compile pass was the DEPENDS edit.",
        ["code span", "nested quotes"],
        {"failure": "fatal error: libubus.h: No such file or directory",
         "fix": "./scripts/feeds update -a && ./scripts/feeds install -a"},
        cat="build_config"),
    gotcha(10, S2, "real shown fix_ran", (
        "scp to an OpenWrt router fails with OpenSSH 9 because dropbear has no sftp-server",
        "scp of the ipk to the router ends with sftp-server: not found and Connection closed.",
        "Using plain scp from a current OpenSSH client against dropbear.",
        "OpenSSH 9's scp uses the SFTP protocol by default; dropbear has no sftp-server.",
        "Pass -O to scp to use the legacy SCP protocol."),
        "After running `scp bin/packages/mips_24kc/base/ledctl_1.0-1_mips_24kc.ipk root@192.168.1.1:/tmp/`, the "
        "router answered `ash: /usr/libexec/sftp-server: not found`. With `scp -O` the copy went through on the "
        "first try and "
        "`opkg install` printed `Configuring ledctl.`",
        "Plain scp fails on the missing sftp-server; scp -O in the next call copies and opkg installs.",
        ["GPT-style after X, Y", "code span", "outcome word: first try"],
        {"failure": "ash: /usr/libexec/sftp-server: not found", "fix": "scp -O", "evidence": "Configuring ledctl."},
        cat="tool_quirk"),
    knowledge(11, S2, "real knowledge", (
        "The OpenWrt SDK puts a package's ipk under bin/packages/<arch>/base",
        "Finding the ipk a `make package/<name>/compile` produced, to copy it to a device.",
        "Look in bin/packages/<arch>/base of the SDK (mips_24kc for ath79); make prints the path in its "
        "'Packaged contents of' line.",
        "The build log is long; the package path is in one line at the end."),
        "make's last lines: Packaged contents of …/ipkg-mips_24kc/ledctl into "
        "`bin/packages/mips_24kc/base/ledctl_1.0-1_mips_24kc.ipk` (under the SDK root), which is what was copied "
        "to the router.",
        "The packaging line names the ipk path; scp -O copies exactly that file.",
        ["prose", "… cut", "code span"],
        {"evidence": "Packaged contents of"},
        cat="build_config"),
    gotcha(13, S2, "invented not_shown invented_detail", (
        "ledctl needs PKG_BUILD_DEPENDS:=ubus for the ubus headers in the OpenWrt SDK",
        "libubus.h is not found when compiling ledctl.",
        "Relying on runtime DEPENDS only.",
        "Build-time dependencies are separate in OpenWrt Makefiles.",
        "Add PKG_BUILD_DEPENDS:=ubus."),
        "Adding `PKG_BUILD_DEPENDS:=ubus` to package/ledctl/Makefile got past `fatal error: libubus.h: No such file "
        "or directory`.",
        "The Makefile edit in the session adds DEPENDS:=+libubus +libubox; PKG_BUILD_DEPENDS never appears.",
        ["code span"],
        {"evidence": "DEPENDS:=+libubus +libubox"},
        cat="build_config"),
    gotcha(14, S2, "invented not_shown never_seen_error", (
        "opkg refuses ledctl when the SDK's libubox differs from the router's",
        "opkg install of the freshly built ipk fails on the router.",
        "Building with an SDK that does not match the firmware's exact release.",
        "ABI-versioned library packages differ between releases.",
        "Build with the SDK of the firmware's release."),
        "`opkg install /tmp/ledctl_1.0-1_mips_24kc.ipk` first failed with ` * opkg_install_cmd: Cannot install "
        "package ledctl.`",
        "opkg installed ledctl on the first try ('Configuring ledctl.'); that error never appears.",
        ["code span"],
        {"evidence": "Configuring ledctl."},
        cat="tool_quirk"),

    # --- async-profiler ---
    gotcha(15, S3, "real shown rerun_passes", (
        "async-profiler reports Perf events unavailable on Ubuntu's perf_event_paranoid=4",
        "asprof -d 30 on the JVM pid exits with [ERROR] Perf events unavailable.",
        "Profiling CPU as a normal user on a stock Ubuntu 22.04 kernel.",
        "Ubuntu sets kernel.perf_event_paranoid to 4, which denies perf events to non-root users.",
        "sudo sysctl kernel.perf_event_paranoid=1 kernel.kptr_restrict=0 (until reboot), then rerun asprof."),
        "```\n[WARN] Kernel symbols are unavailable due to restrictions. Try\n  sysctl kernel.kptr_restrict=0\n"
        "  sysctl kernel.perf_event_paranoid=1\n[WARN] Install JVM debug symbols to improve profile accuracy\n"
        "[ERROR] Perf events unavailable\n```\n"
        "`cat /proc/sys/kernel/perf_event_paranoid` → 4. After `sudo sysctl kernel.perf_event_paranoid=1 "
        "kernel.kptr_restrict=0` the same asprof command printed \"Profiling for 30 seconds\" and \"Done\".",
        "The first asprof run errors; the sysctl follows, and the identical command then profiles for 30 s and "
        "writes the HTML.",
        ["fenced block", "arrow", "code span", "quoted output"],
        {"failure": "[ERROR] Perf events unavailable", "fix": "sudo sysctl kernel.perf_event_paranoid=1",
         "evidence": "Profiling for 30 seconds"},
        cat="env_setup"),
    gotcha(16, S3, "real not_shown question_offers_flag", (
        "async-profiler misattributes inlined frames unless the JVM runs with DebugNonSafepoints",
        "The CPU flamegraph shows truncated or misplaced Jackson frames.",
        "Profiling a JVM started without -XX:+DebugNonSafepoints.",
        "Without it, the JIT only records debug info at safepoints, so inlined frames are attributed to the "
        "wrong method.",
        "Add -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints to JAVA_OPTS and restart the service."),
        "User: \"half the width is Interpreter frames and the jackson frames look cut short / wrong\". Suggested "
        "`-XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints` in JAVA_OPTS (needs a restart of orders-api).",
        "The flags are only offered as a question; the person declines ('no restarts today') and the service is "
        "never restarted with them.",
        ["quoted person", "code span"],
        {"failure": "the jackson frames look cut short",
         "fix": "Should I add `-XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints`"},
        cat="debugging_technique"),
    gotcha(17, S3, "real not_shown ran_the_trap", (
        "async-profiler keeps warning about JVM debug symbols until openjdk-17-dbg is installed",
        "Every asprof run prints [WARN] Install JVM debug symbols to improve profile accuracy.",
        "Profiling a JDK installed without its -dbg package.",
        "async-profiler needs libjvm's symbols to resolve some VM frames accurately.",
        "Install openjdk-17-dbg (the distribution's debug symbols for the JDK) before profiling."),
        "Every asprof run printed `[WARN] Install JVM debug symbols to improve profile accuracy` — the CPU run and "
        "again the later `-e alloc -d 30 -o collapsed` run.",
        "The debug symbols are never installed; the later allocation profile runs asprof the same way and shows "
        "the same warning.",
        ["code span", "prose"],
        {"failure": "[WARN] Install JVM debug symbols to improve profile accuracy",
         "fix": "-e alloc -d 30 -o collapsed"},
        cat="debugging_technique"),
    knowledge(18, S3, "real knowledge", (
        "Rank async-profiler stacks in a terminal with -o collapsed and awk",
        "Reading an allocation or CPU profile over ssh, without opening the HTML flamegraph.",
        "Write the profile with -o collapsed, then put each line's last field (the count) first and sort: "
        "awk '{print $NF, $0}' file | sort -nr | head.",
        "Collapsed output is one stack per line ending with its count, so the heaviest stacks surface at once."),
        "Bash(/opt/async-profiler-3.0-linux-x64/bin/asprof -e alloc -d 30 -o collapsed -f /tmp/orders-alloc.txt "
        "48213 && awk '{print $NF, $0}' /tmp/orders-alloc.txt | sort -nr | head -3 | cut -c1-150) — the top line "
        "starts with `1873421056 java/lang/Thread.run` and ends in "
        "`com/fasterxml/jackson/databind/ObjectMapper.<init>`.",
        "The collapsed run and the awk ranking are in one Bash call whose output lists the top stack.",
        ["tool-call notation", "code span"],
        {"evidence": "-o collapsed -f /tmp/orders-alloc.txt"},
        cat="debugging_technique"),
    gotcha(19, S3, "invented not_shown near_miss", (
        "asprof cannot use perf events while perf_event_paranoid is above 1",
        "asprof exits right away when attached to the service.",
        "Profiling as a normal user on Ubuntu.",
        "The kernel restricts perf events.",
        "Lower kernel.perf_event_paranoid to 1."),
        "asprof exited with `[ERROR] Perf events are unavailable` until the sysctl was lowered.",
        "The session's line is '[ERROR] Perf events unavailable'; the quoted wording does not occur.",
        ["code span"],
        {"evidence": "[ERROR] Perf events unavailable"},
        cat="env_setup"),
    gotcha(20, S3, "invented not_shown never_seen_error", (
        "asprof cannot attach to a JVM whose /tmp differs from the caller's",
        "Attaching async-profiler to orders-api fails.",
        "Running asprof from another mount namespace than the JVM.",
        "The attach listener socket lives in the JVM's /tmp.",
        "Run asprof inside the JVM's namespace."),
        "The first attach printed `Could not start attach mechanism: No such file or directory`.",
        "The attach itself never failed in the session; the only error was 'Perf events unavailable'.",
        ["code span"],
        {"evidence": "[ERROR] Perf events unavailable"},
        cat="env_setup"),
    gotcha(21, S3, "invented not_shown invented_detail", (
        "Switch async-profiler to itimer when perf events are blocked",
        "asprof -d 30 fails on the staging host.",
        "Using the default cpu event on a kernel with restricted perf events.",
        "The cpu event needs perf_events; itimer does not.",
        "Run asprof -e itimer instead of changing sysctls."),
        "Instead of touching the sysctl, `asprof -e itimer -d 30 -f /tmp/orders-cpu.html 48213` produced the "
        "flamegraph.",
        "The session lowers perf_event_paranoid; no asprof call uses -e itimer.",
        ["code span"],
        {"evidence": "sudo sysctl kernel.perf_event_paranoid=1"},
        cat="env_setup"),

    # --- NiFi 2.0 in docker ---
    gotcha(22, S4, "real shown fix_ran", (
        "NiFi 2.0 silently ignores a single-user password shorter than 12 characters",
        "The container starts, but the chosen admin password does not work and the log shows generated "
        "credentials.",
        "Setting SINGLE_USER_CREDENTIALS_PASSWORD to a short password.",
        "NiFi's credentials writer rejects passwords under 12 characters and the image falls back to random "
        "credentials.",
        "Use a password of at least 12 characters and check it against /nifi-api/access/token."),
        "docker logs nifi:\n```\nException in thread \"main\" java.lang.IllegalArgumentException: Password must "
        "be at least 12 characters\n\tat org.apache.nifi.authentication.single.user.writer."
        "StandardLoginCredentialsWriter.writeLoginCredentials(StandardLoginCredentialsWriter.java:61)\n```\n"
        "then `Generated Username [0b7d3a52-1e94-4f6a-8c2d-75e1f9a0b3c8]`. Recreated with "
        "`SINGLE_USER_CREDENTIALS_PASSWORD='ingest-poc-2024'` and the token endpoint returned a JWT "
        "(`eyJraWQiOiI3YjQ2ZjVmZi1iNmE2LTRmYjgtOTE0`).",
        "The short password's logs show the exception and fallback; the recreated container with a 15-character "
        "password issues a token for admin.",
        ["fenced block with a tab", "code span"],
        {"failure": "Password must be at least 12 characters",
         "fix": "SINGLE_USER_CREDENTIALS_PASSWORD='ingest-poc-2024'",
         "evidence": "eyJraWQiOiI3YjQ2ZjVmZi1iNmE2LTRmYjgtOTE0"},
        cat="tool_quirk"),
    gotcha(23, S4, "real shown person_confirms", (
        "NiFi 2 DBCPConnectionPool only loads a JDBC jar named in Database Driver Location(s)",
        "PutDatabaseRecord's DBCPConnectionPool cannot load the PostgreSQL driver.",
        "Expecting NiFi to find a driver jar on its own.",
        "NiFi 2.0 scans nothing; the controller service loads exactly the files or directories in its Database "
        "Driver Location(s) property, resolved inside the container.",
        "Put the jar in the container (e.g. /opt/nifi/drivers), set Database Driver Location(s) to it and the "
        "class to org.postgresql.Driver, then enable the service."),
        "The subagent: 'Nothing is scanned automatically.' Copied the jar (`Successfully copied 1.09MB to "
        "nifi:/opt/nifi/drivers/`), set Database Driver Location(s) to /opt/nifi/drivers/postgresql-42.7.4.jar "
        "→ user: \"ok enabled, it validates now and PutDatabaseRecord runs\".",
        "Right after the jar is copied and the property named, the person reports the service validates and "
        "the processor runs.",
        ["Task result", "single quotes", "arrow", "quoted person"],
        {"failure": "can't load the postgres driver", "fix": "set Database Driver Location(s) to",
         "evidence": "ok enabled, it validates now"},
        cat="tool_quirk", group="nifi-driver"),
    gotcha(24, S4, "real not_shown never_run", (
        "A JDBC jar docker cp'd into the NiFi container is lost on recreate; bind-mount it",
        "The driver has to be copied in again every time the container is recreated.",
        "Using docker cp to put the driver into the container.",
        "docker cp writes into the container's writable layer, which a recreate discards.",
        "Mount ./drivers read-only at /opt/nifi/drivers from a compose file."),
        "`docker cp` writes into the container layer; wrote docker-compose.yml with "
        "`- ./drivers:/opt/nifi/drivers:ro` (\"I haven't recreated the running container\").",
        "The compose file is written but never brought up; no container is recreated with the mount.",
        ["code span", "quoted assistant"],
        {"failure": "the jar is gone when the container is recreated", "fix": "./drivers:/opt/nifi/drivers:ro"},
        cat="env_setup"),
    knowledge(25, S4, "real knowledge", (
        "Keep JDBC drivers out of NiFi's own lib directory",
        "Adding a database driver for NiFi 2 processors in the docker image.",
        "Put the jar in a separate directory (e.g. /opt/nifi/drivers) and point the controller service's "
        "Database Driver Location(s) at it.",
        "Jars in /opt/nifi/nifi-current/lib land on NiFi's own classpath, which the docs discourage."),
        "Task result: \"Dropping the jar into /opt/nifi/nifi-current/lib also works but puts it on NiFi's own "
        "classpath, which the docs discourage.\"",
        "The subagent's reply says exactly this.",
        ["Task result", "nested quotes"],
        {"evidence": "puts it on NiFi's own classpath"},
        cat="project_convention", group="nifi-driver"),
    gotcha(26, S4, "invented not_shown names_false_claim", (
        "docker cp creates the target directory inside the NiFi container",
        "Copying the driver jar into the container.",
        "Worrying about a missing /opt/nifi/drivers.",
        "docker cp creates the path.",
        "Just docker cp to /opt/nifi/drivers/."),
        "`docker cp postgresql-42.7.4.jar nifi:/opt/nifi/drivers/` copied the jar on the first try "
        "(`Successfully copied 1.09MB to nifi:/opt/nifi/drivers/`).",
        "The first docker cp failed with 'Could not find the file /opt/nifi/drivers in container nifi'; it only "
        "succeeded after docker exec mkdir -p.",
        ["code span"],
        {"evidence": "Could not find the file /opt/nifi/drivers in container nifi"},
        cat="tool_quirk"),
    gotcha(27, S4, "invented not_shown near_miss", (
        "NiFi single-user passwords need 12 characters or the container keeps random ones",
        "The admin login does not work after docker run with a custom password.",
        "Choosing a short password.",
        "NiFi enforces a minimum length.",
        "Use 12 or more characters."),
        "docker logs: \"Password must be at least 12 characters long\".",
        "The exception text in the session ends at 'characters'; 'characters long' is not there.",
        ["nested quotes"],
        {"evidence": "Password must be at least 12 characters"},
        cat="tool_quirk"),
    knowledge(28, S4, "invented invented_detail", (
        "NiFi 2 auto-loads JDBC drivers from the extensions directory",
        "Adding a JDBC driver to NiFi in docker.",
        "Mount the jar into /opt/nifi/nifi-current/extensions and restart; no controller-service property needed.",
        "NiFi scans that directory at startup."),
        "The subagent reported that NiFi 2 picks up every jar in `/opt/nifi/nifi-current/extensions` at startup, "
        "so the driver can simply be mounted there.",
        "The Task reply says nothing is scanned automatically and mentions /opt/nifi/drivers and lib, never an "
        "extensions directory.",
        ["Task result", "code span"],
        {"evidence": "Nothing is scanned automatically."},
        cat="tool_quirk"),
    gotcha(29, S4, "invented not_shown never_seen_error", (
        "NiFi DBCP reports Cannot load JDBC driver class until the jar is in the container",
        "PutDatabaseRecord fails on its connection pool.",
        "Pointing the pool at a jar on the host.",
        "The path is resolved inside the container.",
        "Copy the jar into the container and reference that path."),
        "The controller service bulletin read `Cannot load JDBC driver class 'org.postgresql.Driver'`.",
        "The person only paraphrases ('can't load the postgres driver'); no such bulletin text is in the session.",
        ["code span"],
        {"evidence": "can't load the postgres driver"},
        cat="tool_quirk"),

    # --- BIRD 2 ---
    gotcha(30, S5, "real shown edit_then_pass", (
        "BIRD 2 rejects BIRD 1 style import/export directly inside protocol bgp",
        "birdc configure check fails with syntax error, unexpected IMPORT at the import line.",
        "Writing `import all;` and `export where ...;` straight into the bgp protocol block.",
        "BIRD 2 moved import and export into per-channel blocks (ipv4 { ... };).",
        "Wrap import and export in an ipv4 { }; channel block inside the protocol."),
        "`birdc configure check` → `/etc/bird/bird.conf:18:2 syntax error, unexpected IMPORT` (line 18 was "
        "\"\timport all;\"); moved import all and the export filter into an ipv4 channel block → "
        "`Configuration OK`, then `Reconfigured`.",
        "The check fails at 18:2; after the edit introducing the ipv4 block the check passes and the config is "
        "applied.",
        ["file:line:col error", "literal tab", "arrow", "code span"],
        {"failure": "syntax error, unexpected IMPORT", "fix": "\tipv4 {\n\t\timport all;",
         "evidence": "Configuration OK"},
        cat="build_config"),
    gotcha(31, S5, "real shown rerun_passes", (
        "A BIRD export filter announces nothing until a protocol originates the prefix",
        "The BGP session is Established but show route export upstream is empty.",
        "Expecting `export where net = 198.51.100.0/24` to announce a prefix BIRD has no route for.",
        "Export filters only pass routes that are in BIRD's table; nothing put 198.51.100.0/24 there.",
        "Add protocol static { ipv4; route 198.51.100.0/24 blackhole; } and reconfigure."),
        "`sudo birdc show route export upstream` printed only `BIRD 2.0.12 ready.` although upstream was "
        "`Established`; after adding `route 198.51.100.0/24 blackhole;` in a static protocol it listed "
        "`198.51.100.0/24      blackhole [static1 09:24:47.903] * (200)`.",
        "The export listing is empty before the static protocol and shows the prefix in the same command after "
        "it; the upstream NOC confirms too.",
        ["code span", "prose"],
        {"failure": "sudo birdc show route export upstream", "fix": "route 198.51.100.0/24 blackhole;",
         "evidence": "blackhole [static1"},
        cat="build_config"),
    knowledge(32, S5, "real knowledge", (
        "Validate bird.conf with birdc configure check before applying it",
        "Editing a live BIRD 2 router's configuration.",
        "Run `birdc configure check` first and only then `birdc configure`, chained with &&.",
        "The check parses the file and reports a file:line:col error without touching the running config."),
        "Ran `sudo birdc configure check && sudo birdc configure`: the check printed `Configuration OK` before "
        "`Reconfigured`; on the broken version it stopped at a file:line:col syntax error.",
        "The chained command and both outcomes are in the session.",
        ["code span", "prose"],
        {"evidence": ["sudo birdc configure check && sudo birdc configure", "syntax error, unexpected IMPORT"]},
        cat="workflow"),
    gotcha(35, S5, "invented not_shown other_call_error", (
        "BIRD's static protocol needs a channel before it originates a blackhole",
        "The static route is missing from the export to upstream.",
        "Writing protocol static without ipv4;.",
        "Static protocols need a channel in BIRD 2.",
        "Add ipv4; to the static protocol."),
        "`birdc show route export upstream` came back empty, and `birdc configure check` reported "
        "`/etc/bird/bird.conf:18:2 syntax error, unexpected IMPORT` for the static protocol.",
        "That syntax error came from the earlier bgp block (its import line), before any static protocol existed.",
        ["code span"],
        {"evidence": "/etc/bird/bird.conf:18:2 syntax error, unexpected IMPORT"},
        cat="build_config"),
]
