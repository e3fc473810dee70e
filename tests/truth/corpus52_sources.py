"""Scripted sessions of corpus52, part one: Matrix Synapse moved from SQLite to PostgreSQL on Debian 12 with a
.well-known delegation (a long output), an OpenWrt 23.05 SDK package build and install over dropbear, async-profiler
against a JDK 17 service on Ubuntu, Apache NiFi 2.0 in docker with single-user credentials and a JDBC driver (a Task,
tabs in a stack trace), BIRD 2 eBGP to an upstream (file:line:col errors, tab-indented config)."""
from __future__ import annotations


def _port_log() -> str:
    tables = [("access_tokens", 41), ("account_data", 188), ("application_services_state", 0),
              ("current_state_events", 9120), ("device_inbox", 2204), ("device_lists_stream", 611),
              ("devices", 57), ("e2e_cross_signing_keys", 44), ("e2e_device_keys_json", 57),
              ("e2e_room_keys", 1302), ("event_auth", 301448), ("event_edges", 128441),
              ("event_json", 128441), ("event_push_actions", 40312), ("event_relations", 3310),
              ("event_search", 61207), ("events", 128441), ("local_media_repository", 905),
              ("presence_stream", 1210), ("profiles", 38), ("push_rules", 12), ("receipts_linearized", 4410),
              ("redactions", 288), ("room_aliases", 19), ("room_memberships", 2371), ("rooms", 64),
              ("state_events", 128441), ("state_groups", 40117), ("state_groups_state", 812004),
              ("stream_ordering_to_exterm", 2211), ("user_directory", 38), ("user_ips", 1734), ("users", 38)]
    lines = ["Preparing sqlite3...", "Preparing postgres...", "Fetching tables..."]
    lines += [f"Porting table {name}... [{n}/{n}]" for name, n in tables]
    lines += ["Setting up sequences...", "Porting stream positions...", "Done!"]
    return "\n".join(lines)


SYNAPSE = ("/home/oskar/ops/matrix", "2025-03-04T09:10:00Z", "main", [
    ("user", "Synapse on matrix.example.org still runs on sqlite and it's crawling. Move it to postgres please. "
             "Debian 12, synapse from packages.matrix.org. I already created the role synapse_user and a db "
             "called synapse."),
    ("bash", "sudo grep -n -A4 '^database:' /etc/matrix-synapse/homeserver.yaml",
     "23:database:\n24-  name: sqlite3\n25-  args:\n26-    database: /var/lib/matrix-synapse/homeserver.db\n27-",
     False),
    ("edit", "/etc/matrix-synapse/homeserver.yaml",
     "database:\n  name: sqlite3\n  args:\n    database: /var/lib/matrix-synapse/homeserver.db",
     "database:\n  name: psycopg2\n  args:\n    user: synapse_user\n    password: \"<redacted>\"\n"
     "    database: synapse\n    host: localhost\n    cp_min: 5\n    cp_max: 10"),
    ("bash", "sudo systemctl restart matrix-synapse && sleep 5 && sudo journalctl -u matrix-synapse -n 12 --no-pager",
     "\n".join([
         "Mar 04 09:14:02 chat systemd[1]: Started matrix-synapse.service - Synapse Matrix homeserver.",
         "Mar 04 09:14:04 chat matrix-synapse[31877]: Traceback (most recent call last):",
         "Mar 04 09:14:04 chat matrix-synapse[31877]:   File \"/opt/venvs/matrix-synapse/lib/python3.11/site-packages/"
         "synapse/app/homeserver.py\", line 461, in setup",
         "Mar 04 09:14:04 chat matrix-synapse[31877]:     hs.setup()",
         "Mar 04 09:14:04 chat matrix-synapse[31877]:   File \"/opt/venvs/matrix-synapse/lib/python3.11/site-packages/"
         "synapse/storage/engines/postgres.py\", line 162, in check_database",
         "Mar 04 09:14:04 chat matrix-synapse[31877]:     raise IncorrectDatabaseSetup(",
         "Mar 04 09:14:04 chat matrix-synapse[31877]: synapse.storage.engines._base.IncorrectDatabaseSetup: Database "
         "has incorrect collation of 'en_US.UTF-8'. Should be 'C'",
         "Mar 04 09:14:04 chat matrix-synapse[31877]: See docs/postgres.md for more information.",
         "Mar 04 09:14:05 chat systemd[1]: matrix-synapse.service: Main process exited, code=exited, "
         "status=1/FAILURE",
         "Mar 04 09:14:05 chat systemd[1]: matrix-synapse.service: Failed with result 'exit-code'."]), False),
    ("say", "Synapse refuses a Postgres database whose collation isn't C. The synapse database is still empty, so "
            "I'll recreate it from template0 with LC_COLLATE and LC_CTYPE set to 'C'."),
    ("bash", "sudo -u postgres psql -c \"DROP DATABASE synapse;\" -c \"CREATE DATABASE synapse ENCODING 'UTF8' "
             "LC_COLLATE='C' LC_CTYPE='C' TEMPLATE=template0 OWNER synapse_user;\"",
     "DROP DATABASE\nCREATE DATABASE", False),
    ("say", "Now the data: synapse_port_db copies the SQLite database into Postgres. Synapse has to be stopped "
            "while it runs."),
    ("bash", "sudo systemctl stop matrix-synapse && sudo synapse_port_db --sqlite-database "
             "/var/lib/matrix-synapse/homeserver.db --postgres-config /etc/matrix-synapse/homeserver.yaml",
     "sudo: synapse_port_db: command not found", True),
    ("bash", "ls /opt/venvs/matrix-synapse/bin | grep -i port", "synapse_port_db", False),
    ("say", "The Debian package keeps Synapse and its tools in its own virtualenv, which isn't on PATH."),
    ("bash", "sudo /opt/venvs/matrix-synapse/bin/synapse_port_db --sqlite-database "
             "/var/lib/matrix-synapse/homeserver.db --postgres-config /etc/matrix-synapse/homeserver.yaml",
     _port_log(), False),
    ("bash", "sudo systemctl start matrix-synapse && sleep 6 && curl -s http://localhost:8008/_matrix/client/versions "
             "| head -c 120",
     '{"versions":["r0.0.1","r0.1.0","r0.2.0","r0.3.0","r0.4.0","r0.5.0","r0.6.0","r0.6.1","v1.1","v1.2","v1.3",'
     '"v1.4",', False),
    ("say", "Synapse is up on Postgres and answering on 8008."),
    ("user", "nice. two more things: the logs show 127.0.0.1 for every client, we're behind nginx. and the "
             "federation tester says it can't reach us. server_name is example.org, synapse itself is "
             "matrix.example.org behind nginx on 443"),
    ("bash", "sudo journalctl -u matrix-synapse -n 40 --no-pager | grep Processed | tail -1",
     "Mar 04 09:31:18 chat matrix-synapse[32410]: 2025-03-04 09:31:18,552 - synapse.access.http.8008 - 465 - INFO - "
     "GET-41 - 127.0.0.1 - 8008 - {@anna:example.org} Processed request: 0.004sec/0.001sec (0.001sec, 0.000sec) "
     "(0.000sec/0.000sec/0) 215B 200 \"GET /_matrix/client/v3/sync?timeout=30000 HTTP/1.0\" \"Element/1.11.91\" "
     "[0 dbevts]", False),
    ("edit", "/etc/matrix-synapse/homeserver.yaml",
     "  - port: 8008\n    tls: false\n    type: http\n    x_forwarded: false",
     "  - port: 8008\n    tls: false\n    type: http\n    x_forwarded: true"),
    ("say", "x_forwarded is on for the 8008 listener, so Synapse will take the client address from nginx's "
            "X-Forwarded-For; it applies at the next restart. Now federation: with server_name example.org, other "
            "servers look up https://example.org/.well-known/matrix/server."),
    ("bash", "curl -si https://example.org/.well-known/matrix/server | head -3",
     "HTTP/2 404 \nserver: nginx\ncontent-type: text/html", False),
    ("write", "/var/www/example.org/.well-known/matrix/server", '{"m.server": "matrix.example.org:443"}\n'),
    ("bash", "curl -s https://example.org/.well-known/matrix/server && curl -s "
             "'https://federationtester.matrix.org/api/report?server_name=example.org' | jq '.FederationOK'",
     '{"m.server": "matrix.example.org:443"}\ntrue', False),
    ("say", "The delegation file is served and the federation tester reports FederationOK: true."),
    ("user", "perfect 👍"),
])

_SDK = "/home/dmitri/openwrt-sdk-23.05.3-ath79-generic_gcc-12.3.0_musl.Linux-x86_64"
_IPK = "bin/packages/mips_24kc/base/ledctl_1.0-1_mips_24kc.ipk"


def _feeds_log() -> str:
    lines = ["Updating feed 'base' from 'https://git.openwrt.org/openwrt/openwrt.git;v23.05.3' ...",
             "Cloning into './feeds/base'...",
             "Create index file './feeds/base.index'",
             "Collecting package info: done",
             "Updating feed 'packages' from 'https://git.openwrt.org/feed/packages.git^c5c0e7d' ...",
             "Cloning into './feeds/packages'...",
             "Create index file './feeds/packages.index'",
             "Collecting package info: done",
             "Updating feed 'luci' from 'https://git.openwrt.org/project/luci.git^2f5e2b1' ...",
             "Cloning into './feeds/luci'...",
             "Create index file './feeds/luci.index'",
             "Collecting package info: done",
             "Updating feed 'routing' from 'https://git.openwrt.org/feed/routing.git^8a4c3e6' ...",
             "Create index file './feeds/routing.index'",
             "Updating feed 'telephony' from 'https://git.openwrt.org/feed/telephony.git^4fd6b73' ...",
             "Create index file './feeds/telephony.index'"]
    lines += [f"Installing package '{p}' from {f}" for p, f in
              [("ubus", "base"), ("libubox", "base"), ("uci", "base"), ("libjson-c", "base"), ("lua", "base"),
               ("curl", "packages"), ("jq", "packages"), ("python3", "packages"), ("luci-base", "luci")]]
    lines += ["Installing all packages from feed packages.", "Installing all packages from feed luci.",
              "Installing all packages from feed routing.", "Installing all packages from feed telephony."]
    return "\n".join(lines)


OPENWRT = (_SDK, "2025-03-11T13:20:00Z", "HEAD", [
    ("user", "Build our ledctl package with the OpenWrt 23.05.3 SDK for ath79 (it's unpacked here) and put it on "
             "the test router at 192.168.1.1. The package dir is ~/src/ledctl-pkg (Makefile + src/)."),
    ("say", "The SDK comes without feeds, so I'll fetch and install them first, then link the package in."),
    ("bash", "./scripts/feeds update -a && ./scripts/feeds install -a 2>&1 | tail -30", _feeds_log(), False),
    ("bash", "ln -s ~/src/ledctl-pkg package/ledctl && make defconfig >/dev/null && "
             "make package/ledctl/compile V=s 2>&1 | tail -8",
     "\n".join([
         f"make[2]: Entering directory '{_SDK}/package/ledctl'",
         "mips-openwrt-linux-musl-gcc -Os -pipe -mno-branch-likely -mips32r2 -mtune=24kc -fno-caller-saves "
         "-fno-plt -fhonour-copts -msoft-float -c -o main.o main.c",
         "main.c:4:10: fatal error: libubus.h: No such file or directory",
         "    4 | #include <libubus.h>",
         "      |          ^~~~~~~~~~~",
         "compilation terminated.",
         f"make[2]: *** [Makefile:38: {_SDK}/build_dir/target-mips_24kc_musl/ledctl-1.0/.built] Error 1",
         f"make[2]: Leaving directory '{_SDK}/package/ledctl'"]), False),
    ("bash", "grep -n 'DEPENDS\\|define Package/ledctl' -A3 ~/src/ledctl-pkg/Makefile | head -8",
     "21:define Package/ledctl\n22-  SECTION:=utils\n23-  CATEGORY:=Utilities\n"
     "24-  TITLE:=LED control daemon over ubus",
     False),
    ("say", "The package declares no DEPENDS, so the SDK never builds ubus/libubox into the staging dir before "
            "compiling ledctl; the feeds only make them available."),
    ("edit", "/home/dmitri/src/ledctl-pkg/Makefile",
     "  TITLE:=LED control daemon over ubus",
     "  TITLE:=LED control daemon over ubus\n  DEPENDS:=+libubus +libubox"),
    ("bash", "make package/ledctl/compile V=s 2>&1 | tail -3",
     f"install -d -m0755 {_SDK}/build_dir/target-mips_24kc_musl/ledctl-1.0/ipkg-mips_24kc/ledctl/usr/sbin\n"
     f"Packaged contents of {_SDK}/build_dir/target-mips_24kc_musl/ledctl-1.0/ipkg-mips_24kc/ledctl into "
     f"{_SDK}/{_IPK}\n"
     f"make[2]: Leaving directory '{_SDK}/package/ledctl'", False),
    ("bash", f"scp {_IPK} root@192.168.1.1:/tmp/",
     "ash: /usr/libexec/sftp-server: not found\nscp: Connection closed", True),
    ("say", "OpenSSH 9's scp talks SFTP by default, and dropbear on the router has no sftp-server. -O switches "
            "scp back to the legacy protocol."),
    ("bash", f"scp -O {_IPK} root@192.168.1.1:/tmp/ && ssh root@192.168.1.1 "
             "'opkg install /tmp/ledctl_1.0-1_mips_24kc.ipk'",
     "Installing ledctl (1.0-1) to root...\nConfiguring ledctl.", False),
    ("bash", "ssh root@192.168.1.1 '/etc/init.d/ledctl enable; /etc/init.d/ledctl start; sleep 1; "
             "logread -e ledctl | tail -2'",
     "Tue Mar 11 14:02:11 2025 daemon.info ledctl[2211]: connected to ubus\n"
     "Tue Mar 11 14:02:11 2025 daemon.info ledctl[2211]: registered object 'ledctl'", False),
    ("user", "works. ubus call ledctl list shows the leds 👍"),
])

_ASPROF = "/opt/async-profiler-3.0-linux-x64/bin/asprof"

ASPROF = ("/srv/orders-api", "2025-03-12T10:30:00Z", "perf/cpu", [
    ("user", "orders-api on staging-3 is pinning a core. Get me a CPU flamegraph with async-profiler, it's "
             "unpacked in /opt/async-profiler-3.0-linux-x64. Ubuntu 22.04, JDK 17."),
    ("bash", "pgrep -f orders-api.jar", "48213", False),
    ("bash", f"{_ASPROF} -d 30 -f /tmp/orders-cpu.html 48213",
     "[WARN] Kernel symbols are unavailable due to restrictions. Try\n"
     "  sysctl kernel.kptr_restrict=0\n  sysctl kernel.perf_event_paranoid=1\n"
     "[WARN] Install JVM debug symbols to improve profile accuracy\n"
     "[ERROR] Perf events unavailable", True),
    ("bash", "cat /proc/sys/kernel/perf_event_paranoid /proc/sys/kernel/kptr_restrict", "4\n1", False),
    ("say", "Ubuntu ships perf_event_paranoid=4, which blocks perf events for non-root users. Lowering it to 1 "
            "(it resets at reboot) and exposing kernel symbols:"),
    ("bash", "sudo sysctl kernel.perf_event_paranoid=1 kernel.kptr_restrict=0",
     "kernel.perf_event_paranoid = 1\nkernel.kptr_restrict = 0", False),
    ("bash", f"{_ASPROF} -d 30 -f /tmp/orders-cpu.html 48213",
     "[WARN] Install JVM debug symbols to improve profile accuracy\nProfiling for 30 seconds\nDone", False),
    ("bash", "ls -la /tmp/orders-cpu.html", "-rw-rw-r-- 1 ravi ravi 412877 Mar 12 10:41 /tmp/orders-cpu.html",
     False),
    ("say", "The CPU flamegraph is at /tmp/orders-cpu.html."),
    ("user", "half the width is Interpreter frames and the jackson frames look cut short / wrong"),
    ("say", "Two things make the frames more accurate: JVM debug symbols (the openjdk-17-dbg package, that's the "
            "WARN line above), and -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints so that inlined frames "
            "are attributed to the right method. The JVM flags need a restart of orders-api. Should I add "
            "`-XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints` to JAVA_OPTS in /etc/default/orders-api and "
            "restart it?"),
    ("user", "no restarts today. do an allocation profile instead"),
    ("bash", f"{_ASPROF} -e alloc -d 30 -o collapsed -f /tmp/orders-alloc.txt 48213 && "
             "awk '{print $NF, $0}' /tmp/orders-alloc.txt | sort -nr | head -3 | cut -c1-150",
     "[WARN] Install JVM debug symbols to improve profile accuracy\nProfiling for 30 seconds\nDone\n"
     "1873421056 java/lang/Thread.run;org/eclipse/jetty/util/thread/QueuedThreadPool$Runner.run;"
     "com/acme/orders/api/OrderController.list;com/fasterxml/jackson/databind/ObjectMapper.<init>\n"
     "612334592 java/lang/Thread.run;org/eclipse/jetty/util/thread/QueuedThreadPool$Runner.run;"
     "com/acme/orders/api/OrderController.list;com/fasterxml/jackson/databind/ObjectMapper.writeValueAsSt\n"
     "98112000 java/lang/Thread.run;org/postgresql/core/v3/QueryExecutorImpl.processResults;byte[] "
     "98112000", False),
    ("say", "Most of the allocation comes from `new ObjectMapper()` inside OrderController.list — a fresh mapper "
            "per request, which also rebuilds its serializer caches every time. Making it a single shared "
            "instance (it's thread-safe once configured) should remove the top stack entirely."),
    ("user", "makes sense, I'll do that in the PR"),
])

_NIFI_RUN = "docker run -d --name nifi -p 8443:8443"

NIFI = ("/home/lena/ingest-poc", "2025-03-13T08:00:00Z", "poc/nifi", [
    ("user", "Spin up NiFi 2.0 in docker for the ingest POC, I want to open https://localhost:8443/nifi in my "
             "browser."),
    ("bash", f"{_NIFI_RUN} apache/nifi:2.0.0",
     "Unable to find image 'apache/nifi:2.0.0' locally\n2.0.0: Pulling from apache/nifi\n"
     "Digest: sha256:7b0c3e51a94f1d2e7c1b8e3f0a2d9c4b6e5f1a3c7d9e2b4f6a8c0e1d3f5b7a9c\n"
     "Status: Downloaded newer image for apache/nifi:2.0.0\n"
     "3f9c1d7e2a40b8c65d1e0f4a7b2c9d3e6f8a1b4c7d0e2f5a8b1c4d7e0f3a6b9c", False),
    ("bash", "sleep 75; curl -sk -o /dev/null -w '%{http_code}\\n' https://localhost:8443/nifi/", "200", False),
    ("say", "NiFi is up at https://localhost:8443/nifi (self-signed certificate, so the browser will warn once)."),
    ("user", "what's the login?"),
    ("bash", "docker logs nifi 2>&1 | grep -i generated",
     "Generated Username [5c1f8e0d-9a7b-4c2e-b3d1-6e0f2a9c4b17]\n"
     "Generated Password [qV7mX2pL9sR4tN8wK3zY6bH1cJ5dF0gA]", False),
    ("user", "I'd rather have fixed creds, admin and something I can remember"),
    ("bash", f"docker rm -f nifi && {_NIFI_RUN} -e SINGLE_USER_CREDENTIALS_USERNAME=admin "
             "-e SINGLE_USER_CREDENTIALS_PASSWORD=nifi2024 apache/nifi:2.0.0",
     "nifi\n8a1e6c3b5d7f9e2a4c6b8d0f1e3a5c7b9d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a", False),
    ("bash", "sleep 75; docker logs nifi 2>&1 | grep -iE -A1 'password|exception' | head -6",
     "Exception in thread \"main\" java.lang.IllegalArgumentException: Password must be at least 12 characters\n"
     "\tat org.apache.nifi.authentication.single.user.writer.StandardLoginCredentialsWriter.writeLoginCredentials"
     "(StandardLoginCredentialsWriter.java:61)\n"
     "\tat org.apache.nifi.authentication.single.user.command.SetSingleUserCredentials.main"
     "(SetSingleUserCredentials.java:52)\n"
     "Generated Username [0b7d3a52-1e94-4f6a-8c2d-75e1f9a0b3c8]\n"
     "Generated Password [Lm4pQ8vZ1xT7rW2nK9sB5dH3jF6gC0yE]", False),
    ("say", "NiFi rejects passwords shorter than 12 characters, and the image then quietly falls back to "
            "generated credentials. Recreating with a longer one and checking it against the token endpoint:"),
    ("bash", f"docker rm -f nifi && {_NIFI_RUN} -e SINGLE_USER_CREDENTIALS_USERNAME=admin "
             "-e SINGLE_USER_CREDENTIALS_PASSWORD='ingest-poc-2024' apache/nifi:2.0.0 && sleep 75 && "
             "curl -sk -X POST https://localhost:8443/nifi-api/access/token "
             "-d 'username=admin&password=ingest-poc-2024' | cut -c1-40",
     "nifi\nc41b7e2d9f0a3c5e8b1d4f6a9c2e5b7d0f3a6c8e1b4d7f9a2c5e8b0d3f6a9c1e\n"
     "eyJraWQiOiI3YjQ2ZjVmZi1iNmE2LTRmYjgtOTE0", False),
    ("user", "nice, logged in with admin / ingest-poc-2024. Next problem: PutDatabaseRecord -> the "
             "DBCPConnectionPool says it can't load the postgres driver. I have postgresql-42.7.4.jar here in "
             "the folder."),
    ("task", "How NiFi 2 DBCP loads JDBC drivers",
     "In Apache NiFi 2.0 (docker image apache/nifi:2.0.0), a DBCPConnectionPool controller service used by "
     "PutDatabaseRecord cannot load the PostgreSQL JDBC driver. Find out how NiFi 2.x locates JDBC driver jars "
     "for DBCPConnectionPool, which properties must be set, and where a jar should live inside the container. "
     "Report concrete property names and paths.",
     "Findings:\n"
     "- In NiFi 2.0 the DBCPConnectionPool controller service loads the driver from its 'Database Driver "
     "Location(s)' property: a comma-separated list of files or directories. Nothing is scanned automatically.\n"
     "- 'Database Driver Class Name' must be org.postgresql.Driver.\n"
     "- The path is resolved inside the container, so the jar has to be copied or mounted there. A common "
     "layout is /opt/nifi/drivers (it does not exist in the image; create it).\n"
     "- Dropping the jar into /opt/nifi/nifi-current/lib also works but puts it on NiFi's own classpath, which "
     "the docs discourage."),
    ("bash", "docker cp postgresql-42.7.4.jar nifi:/opt/nifi/drivers/",
     "Error response from daemon: Could not find the file /opt/nifi/drivers in container nifi", True),
    ("bash", "docker exec nifi mkdir -p /opt/nifi/drivers && docker cp postgresql-42.7.4.jar nifi:/opt/nifi/drivers/",
     "Successfully copied 1.09MB to nifi:/opt/nifi/drivers/", False),
    ("say", "The jar is in the container. In the DBCPConnectionPool, set Database Driver Location(s) to "
            "/opt/nifi/drivers/postgresql-42.7.4.jar and Database Driver Class Name to org.postgresql.Driver, "
            "then enable the service."),
    ("user", "ok enabled, it validates now and PutDatabaseRecord runs. but the jar is gone when the container is "
             "recreated, right?"),
    ("say", "Right: docker cp writes into the container's own layer. A bind mount keeps it across recreates. "
            "I'll put the whole setup into a compose file."),
    ("write", "/home/lena/ingest-poc/docker-compose.yml",
     "services:\n  nifi:\n    image: apache/nifi:2.0.0\n    container_name: nifi\n    ports:\n"
     "      - \"8443:8443\"\n    environment:\n      SINGLE_USER_CREDENTIALS_USERNAME: admin\n"
     "      SINGLE_USER_CREDENTIALS_PASSWORD: ingest-poc-2024\n    volumes:\n"
     "      - ./drivers:/opt/nifi/drivers:ro\n      - nifi-conf:/opt/nifi/nifi-current/conf\n"
     "volumes:\n  nifi-conf:\n"),
    ("say", "docker-compose.yml is written. Move the jar into ./drivers and run `docker compose up -d` when you "
            "want to switch over; I haven't recreated the running container."),
])

_CONF_BEFORE = ("# edge-1 bird.conf - managed by hand\nlog syslog all;\nrouter id 203.0.113.2;\n\n"
                "protocol device {\n\tscan time 10;\n}\n\nprotocol kernel {\n\tipv4 {\n\t\texport all;\n\t};\n}")

BIRD = ("/home/netops/edge-1", "2025-03-14T09:00:00Z", "main", [
    ("user", "On edge-1 (Debian 12, bird 2.0.12) add an eBGP session to our upstream AS64500 at 203.0.113.1 and "
             "announce 198.51.100.0/24. We're AS64512. Config is /etc/bird/bird.conf."),
    ("bash", "grep -n '' /etc/bird/bird.conf",
     "\n".join(f"{i}:{line}" for i, line in enumerate(_CONF_BEFORE.split("\n"), 1)), False),
    ("edit", "/etc/bird/bird.conf", "protocol kernel {\n\tipv4 {\n\t\texport all;\n\t};\n}",
     "protocol kernel {\n\tipv4 {\n\t\texport all;\n\t};\n}\n\nprotocol bgp upstream {\n\tlocal as 64512;\n"
     "\tneighbor 203.0.113.1 as 64500;\n\timport all;\n\texport where net = 198.51.100.0/24;\n}"),
    ("bash", "sudo birdc configure check",
     "BIRD 2.0.12 ready.\nReading configuration from /etc/bird/bird.conf\n"
     "/etc/bird/bird.conf:18:2 syntax error, unexpected IMPORT", True),
    ("say", "BIRD 2 moved import and export into per-channel blocks; the BIRD 1 style doesn't parse."),
    ("edit", "/etc/bird/bird.conf", "\timport all;\n\texport where net = 198.51.100.0/24;\n}",
     "\tipv4 {\n\t\timport all;\n\t\texport where net = 198.51.100.0/24;\n\t};\n}"),
    ("bash", "sudo birdc configure check && sudo birdc configure",
     "BIRD 2.0.12 ready.\nReading configuration from /etc/bird/bird.conf\nConfiguration OK\n"
     "BIRD 2.0.12 ready.\nReading configuration from /etc/bird/bird.conf\nReconfigured", False),
    ("bash", "sleep 20; sudo birdc show protocols",
     "BIRD 2.0.12 ready.\n"
     "Name       Proto      Table      State  Since         Info\n"
     "device1    Device     ---        up     09:12:40.118  \n"
     "kernel1    Kernel     master4    up     09:12:40.118  \n"
     "upstream   BGP        ---        up     09:20:03.551  Established   ", False),
    ("bash", "sudo birdc show route export upstream", "BIRD 2.0.12 ready.", False),
    ("say", "The session is Established but nothing is exported: 198.51.100.0/24 isn't in BIRD's table at all, "
            "and an export filter only passes routes that exist. A static blackhole route originates it."),
    ("edit", "/etc/bird/bird.conf", "protocol bgp upstream {",
     "protocol static {\n\tipv4;\n\troute 198.51.100.0/24 blackhole;\n}\n\nprotocol bgp upstream {"),
    ("bash", "sudo birdc configure && sudo birdc show route export upstream",
     "BIRD 2.0.12 ready.\nReading configuration from /etc/bird/bird.conf\nReconfigured\nBIRD 2.0.12 ready.\n"
     "Table master4:\n198.51.100.0/24      blackhole [static1 09:24:47.903] * (200)", False),
    ("say", "198.51.100.0/24 is now exported to upstream."),
    ("user", "upstream NOC says they see 198.51.100.0/24 from us now. thanks!"),
])

SOURCES = {"synapse-postgres": SYNAPSE, "openwrt-sdk-ledctl": OPENWRT, "asprof-orders-api": ASPROF,
           "nifi-docker-jdbc": NIFI, "bird2-upstream-bgp": BIRD}
