"""corpus23's scripted sessions, fourth part: Ada with Alire under fish, webpack 5 Module Federation in PowerShell 7 on
Windows, Tailscale in a Proxmox LXC container (in Korean, with a refused call), clang-tidy and git bisect run on macOS
zsh, Oracle XE with python-oracledb thin mode under WSL."""
from __future__ import annotations

from tests.truth.corpus23_common import bad, ok, read, rejected

S16 = [
    ("user", "alr build fails on my box. I use fish, in case that matters."),
    bad("alr build", 1,
        "\u24d8 Synchronizing workspace...\nNothing to update.\n\nerror: No GNAT toolchain is selected and none "
        "was found in PATH.\nerror: Run `alr toolchain --select` to choose one."),
    ok("alr toolchain --select gnat_native=13.2.1 gprbuild=22.0.1",
       "\u24d8 Deploying gnat_native=13.2.1...\n\u24d8 Deploying gprbuild=22.0.1...\n"
       "Success: gnat_native=13.2.1 and gprbuild=22.0.1 set as default toolchain."),
    ok("alr build",
       "\u24d8 Building sensor_log=0.3.0/sensor_log.gpr...\nCompile\n   [Ada]          sensor_log.adb\n"
       "   [Ada]          readings.adb\nBind\n   [gprbind]      sensor_log.bexch\n   [Ada]          sensor_log.ali\n"
       "Link\n   [link]         sensor_log.adb\nSuccess: Build finished successfully in 4.12 seconds."),
    ("user", "the old Makefile runs gprbuild directly for the AUnit tests. can you run make check?"),
    bad("make check", 2,
        "gprbuild -P tests/tests.gpr\ntests.gpr:1:06: imported project file \"aunit\" not found\n"
        "gprbuild: \"tests/tests.gpr\" processing failed\nmake: *** [Makefile:12: check] Error 4"),
    ("say", "gprbuild outside Alire has no GPR_PROJECT_PATH pointing at the aunit crate. Loading Alire's "
            "environment into the shell first:"),
    bad("eval $(alr printenv); and make check", 127,
        "fish: $(...) is not supported. In fish, please use '(alr)'.\neval $(alr printenv); and make check\n"
        "     ^"),
    ("say", "This fish version has no `$(...)`. Simpler: let Alire run the command in the crate's environment."),
    ok("alr exec -- make check",
       "gprbuild -P tests/tests.gpr\nCompile\n   [Ada]          test_readings.adb\nLink\n"
       "   [link]         test_runner.adb\n./tests/bin/test_runner\nOK Parse_Line accepts a valid CSV row\n"
       "OK Parse_Line rejects a missing field\n\nTotal Tests Run:   14\nSuccessful Tests:  14\n"
       "Failed Assertions: 0\nUnexpected Errors: 0"),
    ("user", "and for my interactive shell, so plain make check works?"),
    ("write", "/home/noor/.config/fish/conf.d/alire.fish",
     "# Load the crate's build environment when entering an Alire workspace\nif test -f alire.toml\n"
     "    eval (alr printenv)\nend\n"),
    ("say", "That conf.d snippet loads Alire's environment when a fish shell starts inside the crate."),
    ("user", "thanks, that's all."),
]

SHELL = "C:\\work\\portal\\apps\\shell"
S17 = [
    ("user", "The shell app crashes at startup since I added the 'catalog' remote. I'm in pwsh."),
    bad("npm run build && node scripts/smoke.mjs", 1,
        "\n> shell@1.4.0 build\n> webpack --mode production\n\nwebpack 5.91.0 compiled successfully in 8302 ms\n"
        "[console.error] Uncaught Error: Shared module is not available for eager consumption: "
        "webpack/sharing/consume/default/react/react\n"
        "    at __webpack_require__.m.<computed> (http://localhost:3000/main.js:1:15542)\n"
        "smoke: FAILED (1 console error)"),
    read(f"{SHELL}\\src\\index.tsx",
         "import React from 'react';\nimport { createRoot } from 'react-dom/client';\nimport App from './App';\n\n"
         "createRoot(document.getElementById('root')!).render(<App />);\n"),
    ("say", "The entry imports react synchronously, but shared modules are only resolved after an async boundary. "
            "The usual fix is to move the entry into bootstrap.tsx and have index.tsx import it dynamically."),
    ("write", f"{SHELL}\\src\\bootstrap.tsx",
     "import React from 'react';\nimport { createRoot } from 'react-dom/client';\nimport App from './App';\n\n"
     "createRoot(document.getElementById('root')!).render(<App />);\n"),
    ("write", f"{SHELL}\\src\\index.tsx", "import('./bootstrap');\n"),
    ok("npm run build && node scripts/smoke.mjs",
       "\n> shell@1.4.0 build\n> webpack --mode production\n\nwebpack 5.91.0 compiled successfully in 8412 ms\n"
       "smoke: OK (0 console errors)"),
    ("user", "good. the build also warns about react versions, can you get rid of that?"),
    ok("npm run build 2>&1 | Select-String \"WARNING\" -Context 0,2",
       "> WARNING in shared module react\n  No required version specified and unable to automatically determine one. "
       "Unable to find required version for \"react\" in description file "
       f"({SHELL}\\package.json). It need to be in dependencies, devDependencies or peerDependencies."),
    ("say", "react is declared only in the workspace root's package.json, which the plugin doesn't read. "
            "Giving the shared entries an explicit requiredVersion."),
    ("edit", f"{SHELL}\\webpack.config.js",
     "shared: { react: { singleton: true }, 'react-dom': { singleton: true } }",
     "shared: { react: { singleton: true, requiredVersion: '^18.2.0' }, "
     "'react-dom': { singleton: true, requiredVersion: '^18.2.0' } }"),
    ok("npm run build 2>&1 | Select-String \"WARNING|compiled\"",
       "> webpack 5.91.0 compiled successfully in 8120 ms"),
    ("user", "nice. On staging the catalog remote loads remoteEntry.js, but its chunks 404: they're requested from "
             "/src_Catalog_tsx.js instead of /portal/catalog/src_Catalog_tsx.js"),
    ("say", "catalog's output.publicPath is '/', so its chunks resolve against the host root. With "
            "publicPath 'auto' webpack derives it from wherever remoteEntry.js was loaded."),
    ("edit", "C:\\work\\portal\\apps\\catalog\\webpack.config.js", "publicPath: '/',", "publicPath: 'auto',"),
    ("user", "ok. also add a line to the README about the bootstrap pattern"),
    ("edit", "C:\\work\\portal\\README.md", "## Module Federation\n",
     "## Module Federation\n\nEvery app's entry only does `import('./bootstrap')`: shared modules need that async "
     "boundary.\n"),
    ("user", "perfect, thanks!"),
]

S18 = [
    ("user", "LXC 101 안에 tailscale 을 설치했는데 tailscaled 가 안 떠요. 호스트에서 봐 주세요."),
    ok("pct exec 101 -- journalctl -u tailscaled -n 4 --no-pager",
       "Mar 08 09:14:21 media tailscaled[211]: CreateTUN(\"tailscale0\") failed; /dev/net/tun does not exist\n"
       "Mar 08 09:14:21 media tailscaled[211]: wgengine.NewUserspaceEngine(tun \"tailscale0\") error: "
       "tstun.New(\"tailscale0\"): CreateTUN(\"tailscale0\") failed; /dev/net/tun does not exist\n"
       "Mar 08 09:14:21 media tailscaled[211]: flushing log.\n"
       "Mar 08 09:14:21 media systemd[1]: tailscaled.service: Main process exited, code=exited, "
       "status=1/FAILURE"),
    ("say", "비특권 컨테이너라 /dev/net/tun 장치가 없습니다. 101.conf 에 장치 허용과 bind mount 를 추가하겠습니다."),
    ("edit", "/etc/pve/lxc/101.conf", "unprivileged: 1\n",
     "unprivileged: 1\nlxc.cgroup2.devices.allow: c 10:200 rwm\n"
     "lxc.mount.entry: /dev/net/tun dev/net/tun none bind,create=file\n"),
    ok("pct reboot 101 && sleep 5 && pct exec 101 -- systemctl is-active tailscaled", "active"),
    ok("pct exec 101 -- tailscale up --ssh --hostname media",
       "\nTo authenticate, visit:\n\n\thttps://login.tailscale.com/a/1b2c3d4e5f6a\n\nSuccess."),
    ("user", "로그인했어요."),
    ok("pct exec 101 -- tailscale status",
       "100.101.7.23   media        noor@        linux   -\n"
       "100.88.12.4    laptop       noor@        macOS   active; direct 192.168.1.20:41641, tx 1520 rx 1840"),
    ("user", "잘 되네요! 이 컨테이너를 exit node 로도 쓸 수 있나요?"),
    ok("pct exec 101 -- tailscale set --advertise-exit-node",
       "Warning: IP forwarding is disabled, subnet routing/exit nodes will not work.\n"
       "See https://tailscale.com/s/ip-forwarding"),
    ("say", "exit node 로 쓰려면 컨테이너 안에서 IP forwarding 을 켜야 합니다. sysctl 설정을 추가하겠습니다."),
    rejected("pct exec 101 -- sh -c 'echo net.ipv4.ip_forward=1 > /etc/sysctl.d/99-tailscale.conf && sysctl -p "
             "/etc/sysctl.d/99-tailscale.conf'"),
    ("user", "잠깐, 아직 하지 마세요. exit node 는 회사 정책 확인하고 나서 할게요."),
]

BISECT = ("Bisecting: 23 revisions left to test after this (roughly 5 steps)\n[3f9a0c1e] Merge branch "
          "'feat/chunked-io'\nrunning  'sh' 'scripts/bisect-test.sh'\nRunning 38 tests... OK\n"
          "Bisecting: 11 revisions left to test after this (roughly 4 steps)\n"
          "running  'sh' 'scripts/bisect-test.sh'\nRunning 38 tests...\nSegmentation fault: 11\n...\n"
          "a41c7d2e9b0f3c6a8d5e1f2b7c4a9d0e3f6b8c1a is the first bad commit\n"
          "commit a41c7d2e9b0f3c6a8d5e1f2b7c4a9d0e3f6b8c1a\nAuthor: Jana Novak <jana@tilemap.dev>\n"
          "Date:   Tue Feb 18 14:02:11 2026 +0100\n\n    chunk loader: reuse neighbour buffer\n\n"
          " src/chunk_loader.cpp | 14 +++++++-------\n 1 file changed, 7 insertions(+), 7 deletions(-)\n"
          "bisect found first bad commit")
S19 = [
    ("user", "tests/test_tiles started crashing somewhere between v2.3.0 and HEAD, bisect it please. Also clang-tidy "
             "from the pre-commit hook does nothing useful on my mac."),
    bad("clang-tidy src/tiles.cpp", 1,
        "Error while trying to load a compilation database:\nCould not auto-detect compilation database for file "
        "\"src/tiles.cpp\"\nNo compilation database found in /Users/marek/src/tilemap/src or any parent directory\n"
        "fixed-compilation-database: Error while opening fixed database: No such file or directory\n"
        "json-compilation-database: Error while opening JSON database: No such file or directory\n"
        "Running without flags.\n/Users/marek/src/tilemap/src/tiles.cpp:3:10: error: 'tilemap/tiles.hpp' file not "
        "found [clang-diagnostic-error]\n    3 | #include \"tilemap/tiles.hpp\"\n      |          ^~~~~~~~~~~~~~~~~~~"
        "\n1 error generated.\nError while processing /Users/marek/src/tilemap/src/tiles.cpp."),
    ok("cmake -S . -B build -G Ninja -DCMAKE_EXPORT_COMPILE_COMMANDS=ON | tail -n 3",
       "-- Configuring done (0.8s)\n-- Generating done (0.0s)\n-- Build files have been written to: "
       "/Users/marek/src/tilemap/build"),
    ok("clang-tidy -p build src/tiles.cpp",
       "412 warnings generated.\n/Users/marek/src/tilemap/src/tiles.cpp:88:17: warning: use emplace_back instead of "
       "push_back [modernize-use-emplace]\n   88 |     neighbours.push_back(Tile{x + 1, y});\n"
       "      |                ^~~~~~~~~~~~~~~~~~~~~~~\nSuppressed 411 warnings (411 in non-user code)."),
    ("write", "/Users/marek/src/tilemap/scripts/bisect-test.sh",
     "#!/bin/sh\n# exit 125 tells git bisect to skip commits that do not build\n"
     "cmake --build build --target test_tiles >/dev/null 2>&1 || exit 125\n./build/tests/test_tiles\n"),
    ok("git bisect start HEAD v2.3.0 && git bisect run sh scripts/bisect-test.sh", BISECT),
    ("say", "First bad commit: a41c7d2, \"chunk loader: reuse neighbour buffer\". The script exits 125 when a "
            "commit doesn't build, so those are skipped rather than marked bad."),
    ok("git bisect reset", "Previous HEAD position was a41c7d2 chunk loader: reuse neighbour buffer\n"
                           "Switched to branch 'bisect-crash'"),
    ("edit", "/Users/marek/src/tilemap/src/chunk_loader.cpp", "    auto& buf = neighbours_;\n    buf.clear();",
     "    std::vector<Tile> buf;"),
    bad("cmake --build build --target test_tiles && ./build/tests/test_tiles", 139,
        "[2/2] Linking CXX executable tests/test_tiles\nRunning 38 tests...\n"
        "zsh: segmentation fault  ./build/tests/test_tiles"),
    ("say", "Still crashing with a local buffer, so the reuse isn't the whole story; the loop in load_chunk also "
            "indexes past the chunk edge."),
    ("user", "stop here, I'll go through it with Jana tomorrow."),
]

ENV = "/home/dev/erp-sync/.env"
S20 = [
    ("user", "I'm moving erp-sync to python-oracledb thin mode against the gvenzl/oracle-xe:21-slim container. "
             "check_db can't connect."),
    ok("docker ps --format '{{.Names}} {{.Image}} {{.Status}}'", "oracle-xe gvenzl/oracle-xe:21-slim Up 2 hours "
                                                                 "(healthy)"),
    bad("python -m erp_sync.check_db", 1,
        "Traceback (most recent call last):\n  File \"/home/dev/erp-sync/erp_sync/check_db.py\", line 14, in "
        "<module>\n    conn = oracledb.connect(user=cfg.user, password=cfg.password, dsn=cfg.dsn)\n"
        "oracledb.exceptions.OperationalError: DPY-6001: cannot connect to database "
        "(CONNECTION_ID=Kx3rV0Hh9QqG6mF2yN1wLQ==).\nDPY-6001: Service \"ORCLPDB1\" is not registered with the "
        "listener at host \"localhost\" port 1521. (Similar to ORA-12514)"),
    ok("docker exec oracle-xe lsnrctl status | grep -i 'service \"'",
       "Service \"ERPDB\" has 1 instance(s).\nService \"XE\" has 1 instance(s).\n"
       "Service \"XEPDB1\" has 1 instance(s)."),
    ("say", "The DSN still points at prod's ORCLPDB1. The container's pluggable database is XEPDB1."),
    ("edit", ENV, "ORACLE_DSN=localhost:1521/ORCLPDB1", "ORACLE_DSN=localhost:1521/XEPDB1"),
    bad("python -m erp_sync.check_db", 1,
        "Traceback (most recent call last):\n  File \"/home/dev/erp-sync/erp_sync/check_db.py\", line 14, in "
        "<module>\n    conn = oracledb.connect(user=cfg.user, password=cfg.password, dsn=cfg.dsn)\n"
        "oracledb.exceptions.DatabaseError: ORA-01017: invalid username/password; logon denied"),
    ok("docker inspect oracle-xe --format '{{range .Config.Env}}{{println .}}{{end}}' | grep -E "
       "'APP_USER=|ORACLE_DATABASE='", "ORACLE_DATABASE=ERPDB\nAPP_USER=erp"),
    ("say", "The image created the app user inside its own pluggable database ERPDB (ORACLE_DATABASE), not in "
            "XEPDB1."),
    ("edit", ENV, "ORACLE_DSN=localhost:1521/XEPDB1", "ORACLE_DSN=localhost:1521/ERPDB"),
    ok("python -m erp_sync.check_db",
       "connected as ERP to ERPDB (Oracle Database 21c Express Edition Release 21.0.0.0.0 - Production)\n"
       "4 tables visible: CUSTOMERS, ORDERS, ORDER_LINES, SYNC_STATE"),
    ("user", "nice. now the sync itself, dry run"),
    bad("python -m erp_sync.sync --dry-run", 1,
        "Traceback (most recent call last):\n  File \"/home/dev/erp-sync/erp_sync/db.py\", line 9, in <module>\n"
        "    oracledb.init_oracle_client()\noracledb.exceptions.DatabaseError: DPI-1047: Cannot locate a 64-bit "
        "Oracle Client library: \"libclntsh.so: cannot open shared object file: No such file or directory\". See "
        "https://python-oracledb.readthedocs.io/en/latest/user_guide/initialization.html for help"),
    ("say", "erp_sync/db.py still calls `oracledb.init_oracle_client()`, which switches the driver to thick mode "
            "and needs Instant Client. Thin mode needs no client libraries, so that call has to go."),
    ("edit", "/home/dev/erp-sync/erp_sync/db.py", "import oracledb\n\noracledb.init_oracle_client()\n",
     "import oracledb\n"),
    ok("python -m erp_sync.sync --dry-run", "dry run: 4 tables, 1,284 rows would be upserted, 0 deleted"),
    ("user", "great, that's it"),
]

SOURCES = {
    "s16-alire-fish": ("/home/noor/ada/sensor_log", "2026-03-08T07:30:00Z", "main", S16),
    "s17-module-federation-pwsh": ("C:\\work\\portal\\apps\\shell", "2026-03-08T10:12:19Z", "mf-react18", S17),
    "s18-proxmox-tailscale-ko": ("/root", "2026-03-08T00:10:05Z", "HEAD", S18),
    "s19-clang-tidy-bisect": ("/Users/marek/src/tilemap", "2026-03-09T08:44:51Z", "bisect-crash", S19),
    "s20-oracle-thin-wsl": ("/home/dev/erp-sync", "2026-03-09T13:27:36Z", "oracle-thin", S20),
}
