"""corpus34's scripted sessions, part two: yosys/nextpnr/iceprog, Boost b2 in cmd, Pulsar (in Korean), Dovecot,
a Nushell config."""
from __future__ import annotations

from tests.truth.corpus34_common import ESC

E = ESC

ICE40 = [
    ("user", "building the blinky for my iCEBreaker: yosys -> nextpnr-ice40 -> icepack -> iceprog, all from the "
             "Makefile. make fails right away"),
    ("bash", "make",
     "Exit code 2\nmkdir -p build\nyosys -q -p 'synth_ice40 -top top -json build/top.json' rtl/top.v rtl/pwm.v\n"
     "rtl/pwm.v:13: ERROR: syntax error, unexpected TOK_REG\nmake: *** [Makefile:12: build/top.json] Error 1", True),
    ("say", "yosys only gives the line. Verilator's linter gives line and column, let me get the exact spot."),
    ("bash", "verilator --lint-only -Wall rtl/pwm.v",
     "Exit code 1\n%Error: rtl/pwm.v:13:3: syntax error, unexpected reg\n   13 |   reg [7:0] cnt;\n      |   ^~~\n"
     "%Error: Exiting due to 1 error(s)", True),
    ("say", "The declaration above line 13 is missing its semicolon: `reg [7:0] duty = 8'd64` on line 12."),
    ("edit", "/home/lin/fpga/blinky/rtl/pwm.v", "  reg [7:0] duty = 8'd64\n  reg [7:0] cnt;",
     "  reg [7:0] duty = 8'd64;\n  reg [7:0] cnt;"),
    ("bash", "make",
     "Exit code 2\nyosys -q -p 'synth_ice40 -top top -json build/top.json' rtl/top.v rtl/pwm.v\n"
     "nextpnr-ice40 --up5k --package sg48 --json build/top.json --pcf icebreaker.pcf --asc build/top.asc\n"
     "Info: constraining clock net 'CLK' to 12.00 MHz\n"
     "ERROR: IO 'LED_R' is unconstrained in PCF (override this error with --pcf-allow-unconstrained)\n"
     "0 warnings, 1 error\nmake: *** [Makefile:15: build/top.asc] Error 255", True),
    ("bash", "grep -n LED icebreaker.pcf rtl/top.v",
     "icebreaker.pcf:4:set_io -nowarn LEDR_N 11\nicebreaker.pcf:5:set_io -nowarn LEDG_N 37\n"
     "rtl/top.v:3:  output LED_R,\nrtl/top.v:9:  assign LED_R = ~pwm_q;", False),
    ("say", "synthesis passes now. The PCF from the iCEBreaker examples calls the red LED `LEDR_N`; the top port is "
            "`LED_R`, so nextpnr sees an unconstrained IO. Renaming the port to match (I'd rather not silence it with "
            "--pcf-allow-unconstrained: that places the pin anywhere)."),
    ("edit", "/home/lin/fpga/blinky/rtl/top.v", "  output LED_R,", "  output LEDR_N,"),
    ("edit", "/home/lin/fpga/blinky/rtl/top.v", "  assign LED_R = ~pwm_q;", "  assign LEDR_N = ~pwm_q;"),
    ("bash", "make 2>&1 | tail -n 6",
     "Info: Max frequency for clock 'CLK$SB_IO_IN_$glb_clk': 68.12 MHz (PASS at 12.00 MHz)\n\n"
     "Info: Program finished normally.\nicepack build/top.asc build/top.bin", False),
    ("bash", "make prog",
     "Exit code 2\niceprog build/top.bin\ninit..\nCan't find iCE FTDI USB device (vendor_id 0x0403, device_id 0x6010 "
     "or 0x6014).\nABORT.\nmake: *** [Makefile:21: prog] Error 2", True),
    ("bash", "lsusb | grep -i 0403",
     "Bus 003 Device 009: ID 0403:6010 Future Technology Devices International, Ltd FT2232C/D/H Dual UART/FIFO IC",
     False),
    ("bash", "sudo iceprog build/top.bin",
     "init..\ncdone: high\nreset..\ncdone: low\nflash ID: 0xEF 0x40 0x18 0x00\nfile size: 104090\n"
     "erase 64kB sector at 0x000000..\nerase 64kB sector at 0x010000..\nprogramming..\ndone.\nreading..\n"
     "VERIFY OK\ncdone: high\nBye.", False),
    ("say", "As root it flashes (VERIFY OK), so the board is fine and this is USB permissions. Adding a udev rule "
            "for the FT2232H."),
    ("write", "/etc/udev/rules.d/53-lattice-ftdi.rules",
     "ACTION==\"add\", ATTR{idVendor}==\"0403\", ATTR{idProduct}==\"6010\", MODE=\"0660\", GROUP=\"plugdev\", "
     "TAG+=\"uaccess\"\n"),
    ("bash", "sudo udevadm control --reload-rules && sudo udevadm trigger && make prog",
     "Exit code 2\niceprog build/top.bin\ninit..\nCan't find iCE FTDI USB device (vendor_id 0x0403, device_id 0x6010 "
     "or 0x6014).\nABORT.\nmake: *** [Makefile:21: prog] Error 2", True),
    ("say", "Still refused. The rule matches on \"add\" events, so it may only apply when the board is plugged in "
            "again; also check you are in plugdev (`id -nG`). Unplug and replug, then `make prog`."),
    ("user", "I have to run, I'll replug it tomorrow"),
]

BOOST = [
    ("user", "I need static Boost.Filesystem and Program_options for our MSVC 2022 app (tiler, built with /MT). "
             "Boost 1.84 source is in C:\\dev\\boost_1_84_0. The app doesn't link yet."),
    ("bash", "cd C:\\dev\\boost_1_84_0 && bootstrap.bat",
     "Building Boost.Build engine\r\n\r\nGenerating Boost.Build configuration in project-config.jam for msvc...\r\n\r\n"
     "Bootstrapping is done. To build, run:\r\n\r\n    .\\b2\r\n", False),
    ("bash", "b2 --with-filesystem --with-program_options toolset=msvc-14.3 address-model=64 link=static "
             "variant=release -j8",
     "Performing configuration checks\r\n\r\n    - default address-model    : 64-bit [1]\r\n"
     "    - default architecture     : x86 [1]\r\n...\r\ncommon.copy stage\\lib\\libboost_filesystem-vc143-mt-x64-1_84.lib\r\n"
     "common.copy stage\\lib\\libboost_program_options-vc143-mt-x64-1_84.lib\r\n...updated 112 targets...\r\n\r\n\r\n"
     "The Boost C++ Libraries were successfully built!\r\n\r\nThe following directory should be added to compiler "
     "include paths:\r\n\r\n    C:\\dev\\boost_1_84_0\r\n\r\nThe following directory should be added to linker library "
     "paths:\r\n\r\n    C:\\dev\\boost_1_84_0\\stage\\lib", False),
    ("bash", "cd C:\\dev\\tiler && msbuild tiler.vcxproj /p:Configuration=Release /p:Platform=x64 /nologo /v:m",
     "Exit code 1\r\n  main.cpp\r\n  scan.cpp\r\nLINK : fatal error LNK1104: cannot open file "
     "'libboost_filesystem-vc143-mt-s-x64-1_84.lib' [C:\\dev\\tiler\\tiler.vcxproj]", True),
    ("bash", "dir /b C:\\dev\\boost_1_84_0\\stage\\lib\\*filesystem*",
     "libboost_filesystem-vc143-mt-x64-1_84.lib", False),
    ("say", "Boost's auto-linking asks for the `-s-` variant (static C runtime) because tiler uses /MT, but b2 built "
            "`-mt-x64` (runtime-link=shared is b2's default even with link=static). Rebuilding with "
            "runtime-link=static."),
    ("bash", "cd C:\\dev\\boost_1_84_0 && b2 --with-filesystem --with-program_options toolset=msvc-14.3 "
             "address-model=64 link=static runtime-link=static variant=release -j8",
     "...\r\ncommon.copy stage\\lib\\libboost_filesystem-vc143-mt-s-x64-1_84.lib\r\n"
     "common.copy stage\\lib\\libboost_program_options-vc143-mt-s-x64-1_84.lib\r\n...updated 98 targets...\r\n\r\n"
     "The Boost C++ Libraries were successfully built!", False),
    ("bash", "cd C:\\dev\\tiler && msbuild tiler.vcxproj /p:Configuration=Release /p:Platform=x64 /nologo /v:m && "
             "x64\\Release\\tiler.exe --help",
     "  main.cpp\r\n  scan.cpp\r\n  tiler.vcxproj -> C:\\dev\\tiler\\x64\\Release\\tiler.exe\r\nAllowed options:\r\n"
     "  --help                produce help message\r\n  --input arg           input directory\r\n", False),
    ("user", "release links. what about Debug?"),
    ("bash", "cd C:\\dev\\tiler && msbuild tiler.vcxproj /p:Configuration=Debug /p:Platform=x64 /nologo /v:m",
     "Exit code 1\r\n  main.cpp\r\n  scan.cpp\r\nLINK : fatal error LNK1104: cannot open file "
     "'libboost_filesystem-vc143-mt-sgd-x64-1_84.lib' [C:\\dev\\tiler\\tiler.vcxproj]", True),
    ("say", "Debug with /MTd wants the `-sgd-` libraries (static runtime, debug). Shall I run b2 again with "
            "`variant=debug,release` so both sets sit in stage\\lib? It takes about four minutes."),
    ("user", "not now, CI only builds Release. thanks"),
]

PULSAR = [
    ("user", "로컬에서 Pulsar standalone 띄워 놨어요 (docker, apachepulsar/pulsar:4.0.0, 데이터는 pulsardata 볼륨). "
             "pulsar-admin으로 acme/orders 네임스페이스에 retention 설정하려는데 에러가 나요."),
    ("bash", "docker exec pulsar bin/pulsar-admin namespaces set-retention acme/orders --size 10G --time 7d",
     "Exit code 1\norg.apache.pulsar.client.admin.PulsarAdminException$NotFoundException: Namespace does not exist\n\n"
     "Reason: Namespace does not exist", True),
    ("say", "네임스페이스가 아직 없습니다. 먼저 만들어 볼게요."),
    ("bash", "docker exec pulsar bin/pulsar-admin namespaces create acme/orders",
     "Exit code 1\norg.apache.pulsar.client.admin.PulsarAdminException$NotFoundException: Tenant does not exist\n\n"
     "Reason: Tenant does not exist", True),
    ("say", "테넌트 acme도 없네요. standalone에서는 테넌트를 만들 때 `--allowed-clusters standalone`을 줘야 그 아래 "
            "네임스페이스를 만들 수 있습니다."),
    ("bash", "docker exec pulsar bin/pulsar-admin tenants create acme --allowed-clusters standalone && "
             "docker exec pulsar bin/pulsar-admin namespaces create acme/orders && "
             "docker exec pulsar bin/pulsar-admin namespaces set-retention acme/orders --size 10G --time 7d && "
             "docker exec pulsar bin/pulsar-admin namespaces get-retention acme/orders",
     "{\n  \"retentionTimeInMinutes\" : 10080,\n  \"retentionSizeInMB\" : 10240\n}", False),
    ("user", "좋아요. 그런데 맥에서 돌리는 파이썬 producer가 연결을 못 해요"),
    ("bash", "python producer.py",
     "Exit code 1\n2024-05-02 10:11:03.512 INFO  [0x16f0a3000] ClientConnection:400 | [<none> -> "
     "pulsar://localhost:6650] Create ClientConnection, timeout=10000\n2024-05-02 10:11:03.514 ERROR [0x16f0a3000] "
     "ClientConnection:601 | [<none> -> pulsar://localhost:6650] Failed to establish connection: Connection refused\n"
     "Traceback (most recent call last):\n  File \"/Users/minji/work/orders/producer.py\", line 5, in <module>\n"
     "    producer = client.create_producer('persistent://acme/orders/events')\n"
     "_pulsar.ConnectError: Pulsar error: ConnectError", True),
    ("bash", "docker port pulsar", "8080/tcp -> 0.0.0.0:8080", False),
    ("say", "컨테이너가 8080(admin HTTP)만 publish하고 있고 바이너리 프로토콜 포트 6650은 열려 있지 않습니다. 포트는 "
            "실행 중인 컨테이너에 추가할 수 없어서 다시 만들어야 합니다. 같은 pulsardata 볼륨을 붙이니까 "
            "테넌트/네임스페이스는 그대로 남습니다."),
    ("bash", "docker rm -f pulsar && docker run -d --name pulsar -p 6650:6650 -p 8080:8080 -v pulsardata:/pulsar/data "
             "apachepulsar/pulsar:4.0.0 bin/pulsar standalone && sleep 25 && python producer.py",
     "pulsar\n5f0c2a91d7e3b8a4c6f1e2d3b4a5c6d7e8f90a1b2c3d4e5f6a7b8c9d0e1f2a3b\n2024-05-02 10:14:41.201 INFO  "
     "[0x16b8f3000] ProducerImpl:216 | [persistent://acme/orders/events, ] Created producer on broker "
     "[127.0.0.1:39044 -> 127.0.0.1:6650]\nsent 10 messages to persistent://acme/orders/events", False),
    ("user", "오 됐다. 근데 consumer 쪽에서 한글 메시지가 이상하게 찍혀요"),
    ("bash", "python consumer.py --once",
     "received: b'\\xec\\xa3\\xbc\\xeb\\xac\\xb8 \\xec\\x83\\x9d\\xec\\x84\\xb1'", False),
    ("say", "깨진 게 아니라 `msg.data()`가 bytes를 돌려줘서 repr이 찍힌 겁니다. UTF-8로 디코드하면 됩니다."),
    ("edit", "/Users/minji/work/orders/consumer.py", "    print('received:', msg.data())",
     "    print('received:', msg.data().decode('utf-8'))"),
    ("user", "아 잠깐, 디자인팀 로고 교체 건은 방금 됐어요. consumer는 내일 다시 돌려볼게요"),
]

DOVECOT = [
    ("user", "dovecot on mail2 won't start since I switched to the new Let's Encrypt cert paths. Debian 12, "
             "dovecot 2.3.19."),
    ("bash", "sudo systemctl restart dovecot; sudo journalctl -u dovecot -n 4 --no-pager",
     "May 20 08:01:14 mail2 dovecot[4121]: doveconf: Fatal: Couldn't parse private ssl_key: error:0480006C:PEM "
     "routines::no start line: Expecting: ANY PRIVATE KEY\n"
     "May 20 08:01:14 mail2 systemd[1]: dovecot.service: Main process exited, code=exited, status=89/n/a\n"
     "May 20 08:01:14 mail2 systemd[1]: dovecot.service: Failed with result 'exit-code'.\n"
     "May 20 08:01:14 mail2 systemd[1]: Failed to start dovecot.service - Dovecot IMAP/POP3 email server.", False),
    ("bash", "sudo doveconf -n | grep -E '^ssl_(cert|key)'",
     "ssl_cert = /etc/letsencrypt/live/mail2.example.net/fullchain.pem\n"
     "ssl_key = /etc/letsencrypt/live/mail2.example.net/privkey.pem", False),
    ("say", "The `<` before the paths is gone. In dovecot, `ssl_key = /path` means the value *is* the key text; "
            "`ssl_key = </path` means read the file. So it tried to parse the path string as PEM."),
    ("edit", "/etc/dovecot/conf.d/10-ssl.conf",
     "ssl_cert = /etc/letsencrypt/live/mail2.example.net/fullchain.pem\n"
     "ssl_key = /etc/letsencrypt/live/mail2.example.net/privkey.pem",
     "ssl_cert = </etc/letsencrypt/live/mail2.example.net/fullchain.pem\n"
     "ssl_key = </etc/letsencrypt/live/mail2.example.net/privkey.pem"),
    ("bash", "sudo systemctl restart dovecot && systemctl is-active dovecot && openssl s_client -connect "
             "mail2.example.net:993 -servername mail2.example.net </dev/null 2>/dev/null | openssl x509 -noout "
             "-subject -enddate",
     "active\nsubject=CN = mail2.example.net\nnotAfter=Aug 18 07:12:40 2024 GMT", False),
    ("user", "great, it's up. but now anna can't log in from thunderbird"),
    ("bash", "sudo doveadm auth test anna@example.net 'Tb-test-2024'",
     "passdb: anna@example.net auth succeeded\nextra fields:\n  user=anna@example.net", False),
    ("bash", "sudo journalctl -u dovecot --since '15 min ago' --no-pager | grep 10.0.0.23",
     "May 20 08:09:55 mail2 dovecot[4388]: imap-login: Disconnected: Aborted login by logging out (tried to use "
     "disallowed plaintext auth): user=<>, rip=10.0.0.23, lip=10.0.0.5, session=<Jk3w9q4Y2sEKAAAX>", False),
    ("say", "Her password is fine (`auth succeeded`). Thunderbird connects on 143 without TLS and dovecot refuses "
            "plaintext auth there. In Thunderbird set the incoming server to port 993 with Connection security: "
            "SSL/TLS (or 143 with STARTTLS). Please don't set `disable_plaintext_auth = no` on the server."),
    ("user", "ok, I'll tell her to change it when she's back"),
]

NU = [
    ("user", "moving my shell setup from zsh to nushell 0.93 on my mac. nu errors on startup now. configs are "
             "~/.config/nushell/config.nu and env.nu"),
    ("bash", "nu --config ~/.config/nushell/config.nu --env-config ~/.config/nushell/env.nu -c 'echo ok'",
     f"Exit code 1\nError: {E}[31mnu::parser::shell_andand{E}[0m\n\n  {E}[31m×{E}[0m The '&&' operator is not "
     f"supported in Nushell\n    ╭─[{E}[36;1;4m/Users/jo/.config/nushell/config.nu{E}[0m:14:17]\n "
     f"{E}[2m14{E}[0m │ alias gs = git status && git stash list\n    · {E}[35;1m                ─┬{E}[0m\n"
     f"    ·                  {E}[35;1m╰── {E}[35;1minstead of '&&', use ';' or 'and'{E}[0m{E}[0m\n    ╰────\n"
     f"{E}[36m  help: {E}[0muse ';' instead of the shell '&&', or 'and' instead of the boolean '&&'", True),
    ("say", "An alias in nu can only wrap one command, and `&&` doesn't exist. A small custom command does both "
            "steps."),
    ("edit", "/Users/jo/.config/nushell/config.nu", "alias gs = git status && git stash list",
     "def gs [] { git status; git stash list }"),
    ("bash", "nu --config ~/.config/nushell/config.nu --env-config ~/.config/nushell/env.nu -c 'echo ok'",
     f"Exit code 1\nError: {E}[31mnu::shell::cant_convert{E}[0m\n\n  {E}[31m×{E}[0m Can't convert to string.\n"
     f"   ╭─[{E}[36;1;4m/Users/jo/.config/nushell/env.nu{E}[0m:7:13]\n {E}[2m7{E}[0m │ $env.PATH = "
     f"$\"($env.HOME)/.cargo/bin:($env.PATH)\"\n   · {E}[35;1m                                   ────┬────{E}[0m\n"
     f"   ·                                        {E}[35;1m╰── {E}[35;1mcan't convert list<string> to string"
     f"{E}[0m{E}[0m\n   ╰────", True),
    ("say", "Past the alias. Now env.nu: in nu `$env.PATH` is a list, not a colon string, so it can't be "
            "interpolated. Prepend to the list instead."),
    ("edit", "/Users/jo/.config/nushell/env.nu", "$env.PATH = $\"($env.HOME)/.cargo/bin:($env.PATH)\"",
     "$env.PATH = ($env.PATH | split row (char esep) | prepend ($env.HOME | path join .cargo/bin))"),
    ("bash", "nu --config ~/.config/nushell/config.nu --env-config ~/.config/nushell/env.nu -c "
             "'echo ok; $env.PATH | first 2'",
     "ok\n╭───┬──────────────────────╮\n│ 0 │ /Users/jo/.cargo/bin │\n│ 1 │ /opt/homebrew/bin    │\n"
     "╰───┴──────────────────────╯", False),
    ("user", "nice! also `z` from zoxide is gone in nu"),
    ("say", "zoxide needs its nushell init script generated once and sourced from config.nu."),
    ("bash", "nu -c 'zoxide init nushell | save -f ~/.zoxide.nu'", "", False),
    ("edit", "/Users/jo/.config/nushell/config.nu", "def gs [] { git status; git stash list }",
     "def gs [] { git status; git stash list }\nsource ~/.zoxide.nu"),
    ("bash", "nu --config ~/.config/nushell/config.nu --env-config ~/.config/nushell/env.nu -c 'echo ok'", "ok",
     False),
    ("say", "config.nu loads cleanly with the zoxide source line."),
    ("user", "cool, I'll try z in a fresh tab tomorrow"),
]

SOURCES = {
    "s06-ice40-yosys-nextpnr": ("/home/lin/fpga/blinky", "2024-06-08T19:20:00Z", "main", ICE40),
    "s07-boost-b2-cmd": ("C:\\dev\\boost_1_84_0", "2024-02-21T10:05:00Z", "HEAD", BOOST),
    "s08-pulsar-admin-ko": ("/Users/minji/work/orders", "2024-05-02T01:05:00Z", "feat/retention", PULSAR),
    "s09-dovecot-imap": ("/root", "2024-05-20T07:58:00Z", "HEAD", DOVECOT),
    "s10-nushell-config": ("/Users/jo", "2024-05-30T21:14:00Z", "HEAD", NU),
}
