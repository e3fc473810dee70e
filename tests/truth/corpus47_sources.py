"""Scripted sessions of corpus47, part one: Janet's jpm on Linux, Fossil in Windows cmd, OrbStack on macOS zsh,
Unison for a fish user, Fennel on LuaJIT, Tarantool's tt CLI (in Korean)."""
from __future__ import annotations

from tests.truth.corpus47_common import ESC, REJECTED

E = ESC

JANET = [
    ("user", "jpm build fails for the native module in ~/src/jbench, can you fix it? Ubuntu 24.04, bash."),
    ("bash", "cd ~/src/jbench && jpm build",
     "Exit code 1\ncompiling src/fastbuf.c to build/src___fastbuf.o...\n"
     "src/fastbuf.c:3:10: fatal error: janet.h: No such file or directory\n    3 | #include <janet.h>\n"
     "      |          ^~~~~~~~~\ncompilation terminated.\nerror: command failed with non-zero exit code 1", True),
    ("bash", "janet -e '(print (dyn :syspath))'", "/usr/local/lib/janet", False),
    ("bash", "ls /usr/local/include/janet/", "janet.h\njanetconf.h", False),
    ("say", "Janet was installed from source with its headers in /usr/local/include/janet, but this jpm looks for "
            "them next to the syspath. jpm reads JANET_HEADERPATH, so I'll point it there for this build."),
    ("bash", "JANET_HEADERPATH=/usr/local/include/janet jpm build",
     "compiling src/fastbuf.c to build/src___fastbuf.o...\ngenerating meta file build/fastbuf.meta.janet...\n"
     "linking build/fastbuf.so...\ncreating static library build/fastbuf.a...", False),
    ("bash", "jpm test",
     "Exit code 1\nrunning test/basic.janet ...\n✘ Test 1: (fastbuf/push b 1) failed: expected 1 got nil\n"
     "test/basic.janet failed\nerror: command failed with non-zero exit code 1", True),
    ("say", "The C function returns nil instead of the new count. Fixing `cfun_push`."),
    ("edit", "/home/dara/src/jbench/src/fastbuf.c", "    return janet_wrap_nil();",
     "    return janet_wrap_integer(buf->count);"),
    ("bash", "JANET_HEADERPATH=/usr/local/include/janet jpm build && jpm test",
     "compiling src/fastbuf.c to build/src___fastbuf.o...\nlinking build/fastbuf.so...\n"
     "running test/basic.janet ...\n✔ Test 1: (fastbuf/push b 1)\n✔ Test 2: (fastbuf/len b)\nAll tests passed.",
     False),
    ("user", "great, thanks"),
]

FOSSIL = [
    ("user", "In cmd on Windows 11, `fossil commit` in C:\\Users\\ines\\repos\\ledger refuses to commit. Help."),
    ("bash", "cd /d C:\\Users\\ines\\repos\\ledger && fossil commit -m \"Q3 export\"",
     "Exit code 1\nAutosync:  https://ines@fossil.example.net/ledger\n"
     "Round-trips: 1   Artifacts sent: 0  received: 3\n"
     "Pull done, wire bytes sent: 388  received: 1904  ip: 203.0.113.40\n"
     "Error: would fork.  \"update\" first or use --branch or --allow-fork.", True),
    ("say", "Someone committed on trunk since your last update; autosync pulled it and a commit now would fork "
            "trunk. Updating first."),
    ("bash", "fossil update",
     "UPDATE reports\\q3.csv\n" + "-" * 79 + "\nupdated-from: 4f1c2a9e07 2025-03-10 09:12:44 UTC\n"
     "updated-to:   8b0d55e213 2025-03-11 16:40:02 UTC\nchanges:      1 file modified.\n"
     "\"fossil undo\" is available to undo changes to the working checkout.", False),
    ("bash", "fossil commit -m \"Q3 export\"",
     "Exit code 1\n./notes.txt contains CR/LF line endings. Use --no-warnings or the \"crlf-glob\" setting to "
     "disable this warning.\nCommit anyhow (a=all/c=convert/y/N)? \n"
     "Abandoning commit due to CR/LF line endings in notes.txt", True),
    ("say", "Fossil asks interactively about CR/LF, and with no stdin here it answers N. The files are meant to "
            "have CRLF, so I'll tell Fossil that with the crlf-glob setting."),
    ("bash", "fossil settings crlf-glob \"*.txt,*.csv\"", "", False),
    ("bash", "fossil commit -m \"Q3 export\"",
     "Autosync:  https://ines@fossil.example.net/ledger\nRound-trips: 1   Artifacts sent: 0  received: 0\n"
     "New_Version: 1e7a0c44b93d2f6a8e5c1b07d9a4e3f2c6b8a1d0e9f7c5b3a2d1e0f9c8b7a6d5\n"
     "Autosync:  https://ines@fossil.example.net/ledger\nRound-trips: 1   Artifacts sent: 2  received: 0\n"
     "Sync done, wire bytes sent: 2211  received: 301  ip: 203.0.113.40", False),
    ("user", "nice. also the .vs folder shows up in fossil extras every time"),
    ("bash", "fossil extras", ".vs\\ledger\\v17\\.suo\n.vs\\ledger\\v17\\DocumentLayout.json\nbuild\\out.log", False),
    ("write", "C:\\Users\\ines\\repos\\ledger\\.fossil-settings\\ignore-glob", ".vs/*\nbuild/*\n"),
    ("say", "Versioned ignore-glob written; add and commit .fossil-settings\\ignore-glob so the others get it too."),
    ("user", "I ran fossil extras myself, the .vs noise is gone. I'll commit the settings file later."),
]

ORB = [
    ("user", "I installed OrbStack and now `docker compose up` in ~/dev/shop says it can't connect. fix please"),
    ("bash", "cd ~/dev/shop && docker compose up -d",
     "Exit code 1\nCannot connect to the Docker daemon at unix:///Users/mori/.docker/run/docker.sock. "
     "Is the docker daemon running?", True),
    ("bash", "docker context ls",
     "NAME              DESCRIPTION                               DOCKER ENDPOINT\n"
     "default           Current DOCKER_HOST based configuration   unix:///var/run/docker.sock\n"
     "desktop-linux *   Docker Desktop                            unix:///Users/mori/.docker/run/docker.sock\n"
     "orbstack          OrbStack                                  unix:///Users/mori/.orbstack/run/docker.sock",
     False),
    ("say", "The active context is still Docker Desktop's (`desktop-linux`), whose daemon is not running."),
    ("bash", "docker context use orbstack", "orbstack\nCurrent context is now \"orbstack\"", False),
    ("bash", "docker compose up -d",
     f"{E}[1A{E}[1B{E}[0G[+] Running 3/3\n {E}[32m✔{E}[0m Network shop_default  {E}[32mCreated{E}[0m\n"
     f" {E}[32m✔{E}[0m Container shop-db-1   {E}[32mStarted{E}[0m\n"
     f" {E}[32m✔{E}[0m Container shop-web-1  {E}[32mStarted{E}[0m", False),
    ("bash", "curl -sS http://localhost:8080/health",
     "Exit code 7\ncurl: (7) Failed to connect to localhost port 8080 after 2 ms: Couldn't connect to server", True),
    ("bash", "docker compose ps --format 'table {{.Name}}\\t{{.Status}}\\t{{.Ports}}'",
     "NAME         STATUS          PORTS\nshop-db-1    Up 14 seconds   5432/tcp\n"
     "shop-web-1   Up 13 seconds   0.0.0.0:8081->8080/tcp", False),
    ("say", "compose publishes the web container on host port 8081, not 8080. OrbStack also gives every "
            "container a domain, so the container port can be reached directly."),
    ("bash", "curl -sS http://localhost:8081/health", "{\"status\":\"ok\",\"db\":\"up\"}", False),
    ("bash", "curl -sS http://web.shop.orb.local:8080/health", "{\"status\":\"ok\",\"db\":\"up\"}", False),
    ("user", "and the old Docker Desktop keeps starting on login and switching things back, can you remove it?"),
    ("bash", "osascript -e 'quit app \"Docker\"' && rm -rf /Applications/Docker.app", REJECTED, True),
    ("user", "No — don't delete apps from here. I'll uninstall it myself."),
]

UNISON = [
    ("user", "unison between my laptop and the nas fails with some version thing. I use fish, profile is docs."),
    ("bash", "unison docs",
     "Exit code 1\nContacting server...\nFatal error: Received unexpected header from the server:\n"
     " expected \"Unison 2.53 with OCaml >= 4.14\\n\" but received \"Unison 2.51\\n\\000\\000\\000\\000\", \n"
     "which differs at \"Unison 2.5\".\nThis can happen because you have different versions of Unison\n"
     "installed on the client and server machines, or because\nyour connection is failing and somebody is "
     "printing an error\nmessage, or because your remote login shell is printing\nsomething itself before "
     "starting Unison.", True),
    ("bash", "unison -version; ssh nas unison -version",
     "unison version 2.53.5 (ocaml 5.1.1)\nunison version 2.51.5 (ocaml 4.13.1)", False),
    ("say", "Client 2.53.5, server 2.51.5: the wire protocols differ. Is there a newer unison on the nas?"),
    ("bash", "ssh nas 'ls ~/opt/unison-2.53.5/bin'", "unison\nunison-fsmonitor", False),
    ("edit", "/home/kai/.unison/docs.prf", "root = ssh://nas//srv/docs",
     "root = ssh://nas//srv/docs\nservercmd = /home/kai/opt/unison-2.53.5/bin/unison"),
    ("bash", "unison docs -batch",
     "Contacting server...\nConnected [//laptop//home/kai/docs -> //nas//srv/docs]\nLooking for changes\n"
     "  Waiting for changes from server\nReconciling changes\nlocal          nas\n"
     "new file ---->            report.odt\nPropagating updates\n"
     "UNISON 2.53.5 (OCAML 5.1.1) started propagating changes at 10:02:11.40 on 14 Mar 2025\n"
     "[BGN] Copying report.odt from /home/kai/docs to //nas//srv/docs\n[END] Copying report.odt\n"
     "UNISON 2.53.5 (OCAML 5.1.1) finished propagating changes at 10:02:11.62 on 14 Mar 2025\n"
     "Synchronization complete at 10:02:11  (1 item transferred, 0 skipped, 0 failed)", False),
    ("user", "also don't sync the .~lock files libreoffice drops"),
    ("edit", "/home/kai/.unison/default.prf", "# defaults for all profiles",
     "# defaults for all profiles\nignore = Name .~lock.*#"),
    ("bash", "unison docs -batch",
     "Contacting server...\nConnected [//laptop//home/kai/docs -> //nas//srv/docs]\nLooking for changes\n"
     "Reconciling changes\nlocal          nas\nnew file ---->            .~lock.report.odt#\nPropagating updates\n"
     "[BGN] Copying .~lock.report.odt# from /home/kai/docs to //nas//srv/docs\n[END] Copying .~lock.report.odt#\n"
     "Synchronization complete at 10:05:40  (1 item transferred, 0 skipped, 0 failed)", False),
    ("say", "The lock file was still propagated: docs.prf has no `include default`, so the ignore line in "
            "default.prf is never read. It has to go into docs.prf itself — shall I move it?"),
    ("user", "not now, I need to leave. later."),
]

FENNEL = [
    ("user", "make build in ~/games/orbit is broken since I updated fennel to 1.5.1"),
    ("bash", "cd ~/games/orbit && make build",
     "Exit code 2\nfennel --compile src/main.fnl > build/main.lua\nCompile error in src/main.fnl:27:4\n"
     "  unknown identifier: lume\n\n  (lume.round x 1)\n* Try looking to see if there's a typo.\n"
     "* Try using the _G table instead, eg. _G.lume if you really want a global.\n"
     "* Try moving this code to somewhere that lume is in scope.\n"
     "* Try binding lume as a local in the scope of this code.\nmake: *** [Makefile:4: build/main.lua] Error 1",
     True),
    ("bash", "grep -n \"lume\" src/main.fnl Makefile",
     "src/main.fnl:27:  (lume.round x 1)\nMakefile:4:\tfennel --compile src/main.fnl > build/main.lua", False),
    ("say", "Fennel checks globals at compile time; `lume` used to be a global set up by the game loop. "
            "Binding it as a local with require."),
    ("edit", "/home/jo/games/orbit/src/main.fnl", "(local fennel (require :fennel))",
     "(local fennel (require :fennel))\n(local lume (require :lib.lume))"),
    ("bash", "make build",
     "Exit code 2\nfennel --compile src/main.fnl > build/main.lua\nCompile error in src/main.fnl:42:8\n"
     "  tried to reference a special form without calling it\n\n  (map each items)\n"
     "* Try making sure to use prefix operators, not infix.\n"
     "* Try wrapping the special in a function if you need it to be first class.\n"
     "make: *** [Makefile:4: build/main.lua] Error 1", True),
    ("edit", "/home/jo/games/orbit/src/main.fnl", "  (map each items)",
     "  (icollect [_ it (ipairs items)] (draw it))"),
    ("bash", "make build && luajit -bl build/main.lua > /dev/null && echo ok",
     "fennel --compile src/main.fnl > build/main.lua\nok", False),
    ("bash", "make test",
     "Exit code 2\nfennel test/run.fnl\n...F\nFAIL test/physics.fnl:12: expected 9.81 got 9.8\n"
     "3 passed, 1 failed\nmake: *** [Makefile:7: test] Error 1", True),
    ("say", "The physics test compares against 9.81, but `(lume.round x 1)` rounds to one decimal place now that "
            "lume is really loaded. I'd change the expected value to 9.8 in test/physics.fnl, or round to 0.01. "
            "Want me to change the test?"),
    ("user", "leave the test, I'll look at the physics myself tomorrow"),
]

TARANTOOL = [
    ("user", "tt start 하면 인스턴스가 바로 죽어요. ~/apps/shop 이고 Tarantool 3.2 입니다. 로그 좀 봐 주세요."),
    ("bash", "cd ~/apps/shop && tt start shop", "   • Starting an instance [shop:master]...", False),
    ("bash", "tt status shop", "INSTANCE        STATUS         PID    MODE\nshop:master     NOT RUNNING", False),
    ("bash", "tail -n 3 var/log/shop/master/tt.log",
     "2025-04-02 11:20:13.402 [31544] main/103/init.lua I> Tarantool 3.2.0-0-g2a7f7b0 Linux-x86_64-RelWithDebInfo\n"
     "2025-04-02 11:20:13.405 [31544] main/103/init.lua F> can't initialize storage: Incorrect value for option "
     "'memtx.memory': must be >= 33554432", False),
    ("say", "`tt start` 은 프로세스를 띄우기만 하고 성공을 출력합니다. 실제로는 memtx.memory 가 32 MiB 보다 작아서 "
            "바로 종료됐어요. config.yaml 을 보겠습니다."),
    ("bash", "grep -n -A1 memtx shop/config.yaml", "13:memtx:\n14-  memory: 16777216", False),
    ("edit", "/home/yuna/apps/shop/shop/config.yaml", "  memory: 16777216", "  memory: 268435456"),
    ("bash", "tt restart shop -y && sleep 2 && tt status shop",
     "   • The Instance shop:master (PID = 31544) has been terminated.\n"
     "   • Starting an instance [shop:master]...\nINSTANCE        STATUS      PID    MODE\n"
     "shop:master     RUNNING     31602  RW", False),
    ("user", "됐네요. 그런데 orders 에 created_at 필드를 추가한 뒤로 insert 가 에러나요"),
    ("bash", "tt connect shop:master -f - <<'EOF'\nbox.space.orders:insert({1, 'kim', 3})\nEOF",
     "---\n- error: Tuple field 4 (created_at) required by space format is missing\n...", False),
    ("say", "새 format 에서 created_at 이 필수 필드라 기존 코드의 3-필드 tuple 이 거부됩니다. "
            "is_nullable = true 로 바꾸겠습니다."),
    ("bash", "tt connect shop:master -f - <<'EOF'\nbox.space.orders:format({{'id','unsigned'},{'customer','string'},"
             "{'qty','unsigned'},{'created_at','unsigned',is_nullable=true}})\nEOF", "---\n...", False),
    ("bash", "tt connect shop:master -f - <<'EOF'\nbox.space.orders:insert({1, 'kim', 3})\nEOF",
     "---\n- [1, 'kim', 3]\n...", False),
    ("user", "로그가 너무 많아요. 로그 레벨도 warn 으로 낮춰 주세요"),
    ("edit", "/home/yuna/apps/shop/shop/config.yaml", "log:\n  level: info", "log:\n  level: warn"),
    ("bash", "tt restart shop -y",
     "   • The Instance shop:master (PID = 31602) has been terminated.\n"
     "   • Starting an instance [shop:master]...", False),
    ("user", "insert 는 이제 잘 돼요. 감사합니다!"),
]

SOURCES = {
    "janet-jpm": ("/home/dara/src/jbench", "2025-03-03T09:00:00Z", "main", JANET),
    "fossil-cmd": ("C:\\Users\\ines\\repos\\ledger", "2025-03-11T16:50:00Z", "trunk", FOSSIL),
    "orbstack-zsh": ("/Users/mori/dev/shop", "2025-03-12T08:30:00Z", "main", ORB),
    "unison-fish": ("/home/kai", "2025-03-14T09:58:00Z", "HEAD", UNISON),
    "fennel-luajit": ("/home/jo/games/orbit", "2025-03-20T19:10:00Z", "main", FENNEL),
    "tarantool-ko": ("/home/yuna/apps/shop", "2025-04-02T11:18:00Z", "main", TARANTOOL),
}
