"""Cases of the thirty-fourth tracking corpus, part e: net use's System error 1219 for a second account on one
file server (cmd and PowerShell, a Korean lesson), arduino-cli compiling for a core never installed, and
mosh-server without the client's UTF-8 locale on the server (over ssh from fish). The tables, the helpers and the
labelling rules are in tracking34_cases.py."""
from __future__ import annotations

from tests.truth.tracking34_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 13. net use's System error 1219 (Korean lesson)

E1219 = ("System error 1219 has occurred.\n\nMultiple connections to a server or shared resource by the same user, "
         "using more than one user name, are not allowed. Disconnect all previous connections to the server or shared "
         "resource and try again.")


def fill_netuse() -> None:
    T.source(
        "s-netuse-1219", "C:\\Users\\yuna\\work\\report-sync", "2026-03-20T00:45:00Z", "main",
        user("\\\\fs01\\reports 공유를 svc_report 계정으로 R: 드라이브에 연결하고 오늘 리포트를 daily 폴더에 복사해줘. "
             "비밀번호는 REPORT_PW 환경변수에 있어"),
        err("cmd //c 'net use R: \\\\fs01\\reports /user:CORP\\svc_report %REPORT_PW%'", E1219, 2),
        ok("cmd //c 'net use'",
           "New connections will be remembered.\n\nStatus       Local     Remote                    Network\n\n"
           "-------------------------------------------------------------------------------\n"
           "Unavailable  P:        \\\\fs01\\public              Microsoft Windows Network\n"
           "OK                     \\\\fs01\\IPC$                Microsoft Windows Network\n"
           "The command completed successfully."),
        say("내 계정(yuna)으로 이미 fs01에 연결(IPC$, P:)이 있어서 같은 서버에 다른 계정(svc_report)으로 붙을 수 "
            "없습니다. 기존 연결을 끊고 다시 연결하겠습니다."),
        ok("cmd //c 'net use \\\\fs01\\IPC$ /delete /y && net use P: /delete /y && "
           "net use R: \\\\fs01\\reports /user:CORP\\svc_report %REPORT_PW% && copy /y out\\daily-2026-03-20.xlsx R:\\daily\\'",
           "\\\\fs01\\IPC$ was deleted successfully.\n\nP: was deleted successfully.\n\n"
           "The command completed successfully.\n\n        1 file(s) copied."),
    )
    T.lesson(
        "t34-netuse-1219", "project", "ko", "s-netuse-1219", "workflow",
        "같은 파일 서버에 다른 계정으로 net use 하면 System error 1219",
        "`net use R: \\\\fs01\\reports /user:CORP\\svc_report …`가 `System error 1219 has occurred.`와 "
        "`Multiple connections to a server or shared resource by the same user, using more than one user name, are "
        "not allowed.`로 실패한다.",
        "연결하려는 공유(reports)에는 아무 연결도 없어서 원인을 못 찾기 쉽다. 같은 서버의 다른 공유(P: 드라이브)나 "
        "보이지 않는 IPC$ 세션이 이미 내 계정으로 열려 있으면 막힌다.",
        "Windows SMB 클라이언트는 한 서버 이름에 대해 한 로그온 세션에서 하나의 자격 증명만 허용한다. 기존 연결이 "
        "현재 사용자 계정으로 맺어져 있으면 다른 계정으로는 연결할 수 없다.",
        "`net use`로 그 서버에 걸린 연결을 확인하고 먼저 끊는다: `net use \\\\fs01\\IPC$ /delete`와 드라이브 연결 "
        "`net use P: /delete`(모두 끊으려면 `net use * /delete /y`, PowerShell은 `Remove-SmbMapping`). 그런 다음 "
        "`/user:`로 다시 연결한다. 같은 서버를 다른 이름(FQDN이나 IP)으로 연결하면 Windows가 다른 서버로 보므로 그것도 "
        "우회 방법이다.",
        ["`net use R: \\\\fs01\\reports /user:CORP\\svc_report %REPORT_PW%` -> `System error 1219 has occurred.`",
         "`net use` 결과에 `\\\\fs01\\IPC$`와 `\\\\fs01\\public` 연결이 있다",
         "`net use \\\\fs01\\IPC$ /delete /y && net use P: /delete /y` 후 `The command completed successfully.`"],
    )

    T.later(
        "l-nu-remove-smb", "C:\\Users\\yuna\\work\\scan-import", "2026-03-31T01:20:00Z", "main",
        user("스캔 서버 \\\\fs01\\scans를 svc_scan 계정으로 연결해서 어제 스캔 목록 뽑아줘 (PowerShell로)"),
        ok("powershell -NoProfile -Command 'Get-SmbMapping | Format-Table -AutoSize LocalPath,RemotePath,Status'",
           "LocalPath RemotePath        Status\n--------- ----------        ------\nP:        \\\\fs01\\public   Unavailable"),
        ok("powershell -NoProfile -Command 'Get-SmbMapping | Remove-SmbMapping -Force -UpdateProfile; "
           "net use S: \\\\fs01\\scans /user:CORP\\svc_scan $env:SCAN_PW; "
           "Get-ChildItem S:\\2026-03-30 | Measure-Object | Select-Object -ExpandProperty Count'",
           "The command completed successfully.\n\n214"),
    )
    T.pair("t34-netuse-1219", "l-nu-remove-smb", "applied",
           "existing mappings are removed with Remove-SmbMapping before net use /user:, and it connects without 1219")

    T.later(
        "l-nu-star-delete", "C:\\Users\\yuna\\work\\report-sync", "2026-04-04T00:30:00Z", "feat/weekly",
        user("주간 리포트도 reports 공유에 올려줘"),
        ok("cmd //c 'net use * /delete /y && net use R: \\\\fs01\\reports /user:CORP\\svc_report %REPORT_PW%'",
           "You have these remote connections:\n\n    P:        \\\\fs01\\public\n    \\\\fs01\\IPC$\n"
           "Continuing will cancel the connections.\n\nThe command completed successfully.\n\nThe command completed successfully."),
        ok("cmd //c 'copy /y out\\weekly-2026-W14.xlsx R:\\weekly\\'", "        1 file(s) copied."),
    )
    T.pair("t34-netuse-1219", "l-nu-star-delete", "applied",
           "net use * /delete /y clears the old connections before connecting as svc_report; no 1219")

    T.later(
        "l-nu-by-ip", "C:\\Users\\dohyun\\ops\\backup-check", "2026-04-08T05:10:00Z", "main",
        user("백업 계정(svc_bak)으로 fs01의 backup 공유 용량 확인해줘. 내 P: 드라이브 연결은 끊지 마"),
        ok("cmd //c 'nslookup fs01 | findstr Address'", "Address:  10.20.0.2\nAddress:  10.20.1.15"),
        ok("cmd //c 'net use B: \\\\10.20.1.15\\backup /user:CORP\\svc_bak %BAK_PW% && dir B:\\ | findstr bytes'",
           "The command completed successfully.\n\n              12 File(s) 1,284,019,220,480 bytes\n"
           "               3 Dir(s)  402,771,918,848 bytes free"),
    )
    T.pair("t34-netuse-1219", "l-nu-by-ip", "applied",
           "the server is addressed by IP to connect with a second account, the workaround the lesson names; no 1219")

    T.later(
        "l-nu-fs02", "C:\\Users\\yuna\\work\\finance-export", "2026-04-12T02:00:00Z", "main",
        user("fs02의 finance 공유를 svc_fin으로 Q:에 연결해서 월말 파일 복사해줘"),
        err("cmd //c 'net use Q: \\\\fs02\\finance /user:CORP\\svc_fin %FIN_PW%'", E1219, 2),
        ok("cmd //c 'net use \\\\fs02\\IPC$ /delete /y && net use Q: \\\\fs02\\finance /user:CORP\\svc_fin %FIN_PW%'",
           "\\\\fs02\\IPC$ was deleted successfully.\n\nThe command completed successfully."),
    )
    T.pair("t34-netuse-1219", "l-nu-fs02", "recurred",
           "net use to fs02 with a second account fails with System error 1219 before the IPC$ session is deleted")

    T.later(
        "l-nu-psdrive", "C:\\Users\\yuna\\work\\report-sync", "2026-04-16T01:35:00Z", "feat/ps-port",
        user("sync 스크립트를 PowerShell로 옮기는 중이야. New-PSDrive로 reports 연결 테스트해줘"),
        err("powershell -NoProfile -Command '$c = New-Object PSCredential(\"CORP\\svc_report\", "
            "(ConvertTo-SecureString $env:REPORT_PW -AsPlainText -Force)); "
            "New-PSDrive -Name R -PSProvider FileSystem -Root \\\\fs01\\reports -Credential $c -Persist'",
            "New-PSDrive : Multiple connections to a server or shared resource by the same user, using more than one user "
            "name, are not allowed. Disconnect all previous connections to the server or shared resource and try again\n"
            "At line:1 char:148\n    + CategoryInfo          : InvalidOperation: (R:PSDriveInfo) [New-PSDrive], Win32Exception\n"
            "    + FullyQualifiedErrorId : CouldNotMapNetworkDrive,Microsoft.PowerShell.Commands.NewPSDriveCommand"),
        say("PowerShell에서도 같은 1219 상황입니다. 기존 fs01 연결이 남아 있습니다."),
    )
    T.pair("t34-netuse-1219", "l-nu-psdrive", "recurred",
           "New-PSDrive to fs01 with svc_report fails with the same multiple-connections error (1219) in PowerShell")

    T.later(
        "l-nu-badpw", "C:\\Users\\yuna\\work\\report-sync", "2026-04-20T00:50:00Z", "main",
        user("리포트 업로드 해줘"),
        ok("cmd //c 'net use * /delete /y'", "There are no entries in the list."),
        err("cmd //c 'net use R: \\\\fs01\\reports /user:CORP\\svc_report %REPORT_PW%'",
            "System error 86 has occurred.\n\nThe specified network password is not correct.", 2),
        say("svc_report 비밀번호가 바뀐 것 같습니다. REPORT_PW를 갱신해 주세요."),
    )
    T.pair("t34-netuse-1219", "l-nu-badpw", "applied",
           "net use * /delete /y runs first (the lesson's fix); the System error 86 after it is a different error")

    T.later(
        "l-nu-question", "C:\\Users\\minseo\\notes", "2026-04-24T06:00:00Z", "main",
        user("팀원이 'System error 1219 has occurred.'가 뜬대. 무슨 뜻인지 한 줄로 설명하는 메모를 wiki.md에 추가해줘"),
        edit("C:\\Users\\minseo\\notes\\wiki.md", "## Windows\n",
             "## Windows\n\n- System error 1219: 같은 서버에 이미 다른 계정으로 연결이 있음. 기존 연결을 끊고 다시 연결.\n"),
    )
    T.pair("t34-netuse-1219", "l-nu-question", "neither",
           "the 1219 text is only quoted and explained in a note; net use is never run")


# ---------------------------------------------------------------------------------------------------------
# 14. arduino-cli compiling for a core never installed


def _nocore(core: str, what: str = "build") -> str:
    return (f"Error during {what}: Platform '{core}' not found: platform not installed\n"
            f"Try running `arduino-cli core install {core}`")


def fill_arduino() -> None:
    T.source(
        "s-arduino-core", "/home/pia/firmware/greenhouse", "2026-03-23T17:30:00Z", "sensor-rework",
        user("compile the greenhouse sketch for the nano on this new machine"),
        ok("arduino-cli version", "arduino-cli  Version: 1.1.1 Commit: fa6eafcb Date: 2024-11-22T09:31:36Z"),
        err("arduino-cli compile --fqbn arduino:avr:nano sketches/greenhouse", _nocore("arduino:avr")),
        ok("arduino-cli core list", "No platforms installed."),
        say("A fresh arduino-cli has no board cores; the AVR core has to be installed once on this machine."),
        ok("arduino-cli core update-index && arduino-cli core install arduino:avr && "
           "arduino-cli compile --fqbn arduino:avr:nano sketches/greenhouse",
           "Downloading index: package_index.tar.bz2 downloaded\nDownloading packages...\n"
           "arduino:avr-gcc@7.3.0-atmel3.6.1-arduino7 downloaded\nInstalling platform arduino:avr@1.8.6...\n"
           "Platform arduino:avr@1.8.6 installed\nSketch uses 9412 bytes (30%) of program storage space. Maximum is 30720 bytes.\n"
           "Global variables use 611 bytes (29%) of dynamic memory, leaving 1437 bytes for local variables. Maximum is 2048 bytes."),
    )
    T.lesson(
        "t34-arduino-core", "project", "en", "s-arduino-core", "workflow",
        "arduino-cli on a new machine or CI image has no board cores: compile fails until the core is installed",
        "`arduino-cli compile --fqbn arduino:avr:nano …` fails with `Platform 'arduino:avr' not found: platform not "
        "installed`; `arduino-cli core list` says `No platforms installed.`",
        "The IDE on the old machine had the core, so the sketch and FQBN look right; a fresh arduino-cli (new laptop, "
        "CI runner, container) starts with no platforms at all.",
        "arduino-cli keeps cores per user in ~/.arduino15 and installs none by default; upload needs the core as well.",
        "Install the FQBN's core once per machine or image before compiling: `arduino-cli core update-index` then "
        "`arduino-cli core install arduino:avr` (vendor:arch of the FQBN). Third-party cores such as esp32 also need "
        "their index URL via `--additional-urls` or `board_manager.additional_urls` in arduino-cli.yaml.",
        ["`arduino-cli compile --fqbn arduino:avr:nano sketches/greenhouse` -> `Platform 'arduino:avr' not found: "
         "platform not installed`",
         "`arduino-cli core list` -> `No platforms installed.`",
         "`arduino-cli core install arduino:avr` -> `Platform arduino:avr@1.8.6 installed` and `Sketch uses 9412 bytes`"],
    )

    T.later(
        "l-ard-ci-script", "/home/pia/firmware/greenhouse", "2026-04-01T19:00:00Z", "ci",
        user("write the CI build script and run it locally in a clean config dir"),
        write("/home/pia/firmware/greenhouse/ci/build.sh",
              "#!/bin/sh\nset -e\narduino-cli core update-index\narduino-cli core install arduino:avr@1.8.6\n"
              "arduino-cli compile --fqbn arduino:avr:nano --warnings all sketches/greenhouse\n"),
        ok("chmod +x ci/build.sh && ARDUINO_DIRECTORIES_DATA=/tmp/ard-data ./ci/build.sh | tail -2",
           "Sketch uses 9412 bytes (30%) of program storage space. Maximum is 30720 bytes.\n"
           "Global variables use 611 bytes (29%) of dynamic memory, leaving 1437 bytes for local variables. Maximum is 2048 bytes."),
    )
    T.pair("t34-arduino-core", "l-ard-ci-script", "applied",
           "a script that installs the arduino:avr core before compiling is run in a clean data dir and builds")

    T.later(
        "l-ard-esp32", "/home/pia/firmware/weather-node", "2026-04-05T16:40:00Z", "esp32-port",
        user("port weather-node to the esp32 devkit and compile it"),
        ok("arduino-cli core update-index --additional-urls https://espressif.github.io/arduino-esp32/package_esp32_index.json && "
           "arduino-cli core install esp32:esp32 --additional-urls https://espressif.github.io/arduino-esp32/package_esp32_index.json",
           "Downloading index: package_esp32_index.json downloaded\nInstalling platform esp32:esp32@3.0.7...\n"
           "Platform esp32:esp32@3.0.7 installed"),
        ok("arduino-cli compile --fqbn esp32:esp32:esp32 sketches/weather-node | tail -1",
           "Sketch uses 301421 bytes (22%) of program storage space. Maximum is 1310720 bytes."),
    )
    T.pair("t34-arduino-core", "l-ard-esp32", "applied",
           "the esp32 core is installed with --additional-urls before compiling, as the lesson says for third-party cores")

    T.later(
        "l-ard-docker", "/home/pia/firmware/greenhouse", "2026-04-09T20:20:00Z", "ci",
        user("build the firmware in a container so CI and laptops match"),
        write("/home/pia/firmware/greenhouse/Dockerfile",
              "FROM debian:12-slim\nRUN apt-get update && apt-get install -y curl ca-certificates && "
              "curl -fsSL https://raw.githubusercontent.com/arduino/arduino-cli/master/install.sh | BINDIR=/usr/local/bin sh\n"
              "RUN arduino-cli core update-index && arduino-cli core install arduino:avr@1.8.6\nWORKDIR /src\n"),
        ok("docker build -q -t greenhouse-build . && docker run --rm -v $PWD:/src greenhouse-build "
           "arduino-cli compile --fqbn arduino:avr:nano sketches/greenhouse | tail -1",
           "Global variables use 611 bytes (29%) of dynamic memory, leaving 1437 bytes for local variables. Maximum is 2048 bytes."),
    )
    T.pair("t34-arduino-core", "l-ard-docker", "applied",
           "the image installs the arduino:avr core before the compile that runs in it; no platform error")

    T.later(
        "l-ard-samd", "/home/pia/firmware/greenhouse", "2026-04-13T18:10:00Z", "mkr-gateway",
        user("the gateway runs on an MKR WiFi 1010. compile the gateway sketch"),
        err("arduino-cli compile --fqbn arduino:samd:mkrwifi1010 sketches/gateway", _nocore("arduino:samd")),
        ok("arduino-cli core install arduino:samd && arduino-cli compile --fqbn arduino:samd:mkrwifi1010 sketches/gateway | tail -1",
           "Sketch uses 48212 bytes (18%) of program storage space. Maximum is 262144 bytes."),
    )
    T.pair("t34-arduino-core", "l-ard-samd", "recurred",
           "compiling for the MKR fails with Platform 'arduino:samd' not found before that core is installed")

    T.later(
        "l-ard-pi-upload", "/home/pi/greenhouse", "2026-04-17T07:30:00Z", "sensor-rework",
        user("flash the nano from the raspberry pi in the greenhouse (it's on /dev/ttyUSB0)"),
        ok("arduino-cli board list | tail -1", "/dev/ttyUSB0 serial Serial Port (USB) Unknown"),
        err("arduino-cli upload -p /dev/ttyUSB0 --fqbn arduino:avr:nano --input-dir build/", _nocore("arduino:avr", "Upload")),
        say("The Pi's arduino-cli has no AVR core either."),
    )
    T.pair("t34-arduino-core", "l-ard-pi-upload", "recurred",
           "upload from the Pi fails with Platform 'arduino:avr' not found: the core missing on another machine")

    T.later(
        "l-ard-noport", "/home/pia/firmware/greenhouse", "2026-04-21T19:45:00Z", "sensor-rework",
        user("upload the new build to the nano"),
        ok("arduino-cli core list", "ID          Installed Latest Name\narduino:avr 1.8.6     1.8.6  Arduino AVR Boards"),
        err("arduino-cli upload --fqbn arduino:avr:nano sketches/greenhouse",
            "Error during Upload: Failed uploading: no upload port provided"),
        ok("arduino-cli upload -p /dev/ttyUSB0 --fqbn arduino:avr:nano sketches/greenhouse | tail -1",
           "avrdude: 9412 bytes of flash verified"),
    )
    T.pair("t34-arduino-core", "l-ard-noport", "neither",
           "the core is already installed; upload fails for a missing port, a different error")

    T.later(
        "l-ard-lib", "/home/pia/firmware/greenhouse", "2026-04-25T17:05:00Z", "humidity",
        user("add the DHT22 reading to the sketch and compile"),
        edit("/home/pia/firmware/greenhouse/sketches/greenhouse/greenhouse.ino", "#include <Wire.h>",
             "#include <Wire.h>\n#include <DHT.h>"),
        err("arduino-cli compile --fqbn arduino:avr:nano sketches/greenhouse",
            "sketches/greenhouse/greenhouse.ino:2:10: fatal error: DHT.h: No such file or directory\n #include <DHT.h>\n"
            "          ^~~~~~~\ncompilation terminated.\nError during build: exit status 1"),
        ok("arduino-cli lib install \"DHT sensor library\" && arduino-cli compile --fqbn arduino:avr:nano sketches/greenhouse | tail -1",
           "Global variables use 655 bytes (31%) of dynamic memory, leaving 1393 bytes for local variables. Maximum is 2048 bytes."),
    )
    T.pair("t34-arduino-core", "l-ard-lib", "neither",
           "the compile fails on a missing library header and lib install fixes it; no platform error, no core install")


# ---------------------------------------------------------------------------------------------------------
# 15. mosh-server without the client's UTF-8 locale on the server (fish)


def _nolocale(lang: str) -> str:
    return (f"The locale requested by LANG={lang} isn't available here.\nRunning `locale-gen {lang}' may be necessary.\n\n"
            "mosh-server needs a UTF-8 native locale to run.\n\nUnfortunately, the local environment "
            f"(LANG={lang}) specifies\nthe character set \"US-ASCII\",\n\nThe client-supplied environment "
            "([no charset variables]) specifies\nthe character set \"US-ASCII\".\n\n"
            "locale: Cannot set LC_CTYPE to default locale: No such file or directory\n"
            "locale: Cannot set LC_ALL to default locale: No such file or directory")


def fill_mosh() -> None:
    T.source(
        "s-mosh-locale", "/home/rui/ops", "2026-03-24T21:10:00Z", "main",
        user("mosh to build-03 dies right away with 'Did not find mosh server startup message'. find out what's wrong "
             "on the server side"),
        ok("fish -c 'echo $LANG; ssh -G build-03 | grep -i sendenv'", "pt_BR.UTF-8\nsendenv LANG\nsendenv LC_*"),
        err("fish -c 'ssh build-03 mosh-server new -p 60001'", _nolocale("pt_BR.UTF-8")),
        ok("fish -c \"ssh build-03 'locale -a'\"", "C\nC.utf8\nPOSIX"),
        say("ssh forwards LANG=pt_BR.UTF-8 and build-03 has no such locale, so mosh-server falls back to ASCII and "
            "refuses to start. Generating the locale on the server fixes it for every client with that LANG."),
        ok("fish -c \"ssh build-03 'sudo sed -i \\\"s/^# *pt_BR.UTF-8/pt_BR.UTF-8/\\\" /etc/locale.gen && sudo locale-gen "
           "&& mosh-server new -p 60001 </dev/null'\"",
           "Generating locales (this might take a while)...\n  pt_BR.UTF-8... done\nGeneration complete.\n\n"
           "MOSH CONNECT 60001 c3ZwQ2hvT2xVYWF0d0FCbQ\n\nmosh-server (mosh 1.4.0) [build mosh 1.4.0]\n"
           "Copyright 2012 Keith Winstein <mosh-devel@mit.edu>\n\n[mosh-server detached, pid = 21877]"),
    )
    T.lesson(
        "t34-mosh-locale", "project", "en", "s-mosh-locale", "workflow",
        "mosh-server refuses to start when the server lacks the client's UTF-8 locale",
        "mosh stops with `Did not find mosh server startup message`; running `mosh-server new` over ssh shows "
        "`mosh-server needs a UTF-8 native locale to run.` after `The locale requested by LANG=pt_BR.UTF-8 isn't "
        "available here.`",
        "The client's own locale is fine and plain ssh works, so it looks like a firewall or a missing mosh install.",
        "ssh forwards LANG/LC_* (SendEnv) to the server; when that locale is not generated there, the server falls "
        "back to ASCII and mosh-server will not run without UTF-8.",
        "Make a UTF-8 locale available to mosh-server: generate the client's locale on the server (uncomment it in "
        "/etc/locale.gen and run `locale-gen`, or `locale-gen pt_BR.UTF-8`), or start the server under one it has, "
        "`mosh --server='LC_ALL=C.UTF-8 mosh-server' host` (`LC_ALL=C.UTF-8 mosh-server new` when testing over ssh).",
        ["`ssh build-03 mosh-server new -p 60001` -> `mosh-server needs a UTF-8 native locale to run.`",
         "`locale -a` on build-03 -> `C.utf8`",
         "after `locale-gen` -> `pt_BR.UTF-8... done` and `MOSH CONNECT 60001`"],
    )

    T.later(
        "l-mosh-lcall", "/home/rui/ops", "2026-04-02T22:00:00Z", "main",
        user("build-04 is a fresh box; check mosh will work there, but don't change its locales"),
        ok("fish -c \"ssh build-04 'locale -a'\"", "C\nC.utf8\nPOSIX"),
        ok("fish -c \"ssh build-04 'LC_ALL=C.UTF-8 mosh-server new -p 60002 </dev/null'\"",
           "\nMOSH CONNECT 60002 eXh3R2pUcmVhbEt6T0FmQQ\n\nmosh-server (mosh 1.4.0) [build mosh 1.4.0]\n\n"
           "[mosh-server detached, pid = 3310]"),
        say("mosh-server starts there under C.UTF-8. From your laptop use "
            "`mosh --server='LC_ALL=C.UTF-8 mosh-server' build-04`; the box's locales are untouched."),
    )
    T.pair("t34-mosh-locale", "l-mosh-lcall", "applied",
           "mosh-server is started under LC_ALL=C.UTF-8, the lesson's alternative, and prints MOSH CONNECT")

    T.later(
        "l-mosh-provision", "/home/rui/ops", "2026-04-06T20:30:00Z", "provisioning",
        user("add locale generation to the provisioning script and run it on build-05, then check mosh-server"),
        write("/home/rui/ops/provision/locales.sh",
              "#!/bin/sh\nset -e\nfor l in en_US.UTF-8 pt_BR.UTF-8; do\n  sed -i \"s/^# *$l/$l/\" /etc/locale.gen\ndone\nlocale-gen\n"),
        ok("fish -c \"ssh build-05 'sudo sh -s' < provision/locales.sh\"",
           "Generating locales (this might take a while)...\n  en_US.UTF-8... done\n  pt_BR.UTF-8... done\nGeneration complete."),
        ok("fish -c \"ssh build-05 'mosh-server new -p 60003 </dev/null'\"",
           "\nMOSH CONNECT 60003 U2xhc2hNYXJrZXRzUGFyaw\n\n[mosh-server detached, pid = 9021]"),
    )
    T.pair("t34-mosh-locale", "l-mosh-provision", "applied",
           "a script that uncomments the locale and runs locale-gen is run on build-05 before mosh-server, which starts")

    T.later(
        "l-mosh-build06", "/home/rui/ops", "2026-04-10T23:15:00Z", "main",
        user("mosh to build-06 fails too now, same message as before I think"),
        err("fish -c 'ssh build-06 mosh-server new -p 60004'", _nolocale("pt_BR.UTF-8")),
        ok("fish -c \"ssh build-06 'sudo locale-gen pt_BR.UTF-8 && mosh-server new -p 60004 </dev/null'\"",
           "Generating locales (this might take a while)...\n  pt_BR.UTF-8... done\nGeneration complete.\n\n"
           "MOSH CONNECT 60004 TW9yZVRoYW5Xb3Jkcw\n\n[mosh-server detached, pid = 1187]"),
    )
    T.pair("t34-mosh-locale", "l-mosh-build06", "recurred",
           "mosh-server on build-06 fails for the missing pt_BR.UTF-8 locale before locale-gen is run")

    T.later(
        "l-mosh-garden-pi", "/home/sora/home-lab", "2026-04-14T12:40:00Z", "main",
        user("set up mosh to the garden pi (pi@garden-pi), my terminal is korean"),
        ok("fish -c \"ssh pi@garden-pi 'sudo apt-get install -y mosh >/dev/null && echo installed'\"", "installed"),
        err("fish -c 'ssh pi@garden-pi mosh-server new'", _nolocale("ko_KR.UTF-8")),
        say("The Pi only has en_GB.UTF-8; the forwarded ko_KR.UTF-8 is missing there."),
    )
    T.pair("t34-mosh-locale", "l-mosh-garden-pi", "recurred",
           "mosh-server on the Pi fails because the forwarded ko_KR.UTF-8 locale is not generated there")

    T.later(
        "l-mosh-notinstalled", "/home/rui/ops", "2026-04-18T21:50:00Z", "main",
        user("mosh to db-01 says 'Did not find mosh server startup message'. same locale thing?"),
        err("fish -c 'ssh db-01 mosh-server new -p 60005'", "bash: line 1: mosh-server: command not found", 127),
        ok("fish -c \"ssh db-01 'sudo apt-get install -y mosh >/dev/null && mosh-server new -p 60005 </dev/null'\"",
           "\nMOSH CONNECT 60005 Tm90VGhlTG9jYWxlQWdhaW4\n\n[mosh-server detached, pid = 4420]"),
    )
    T.pair("t34-mosh-locale", "l-mosh-notinstalled", "neither",
           "same client symptom, but mosh-server is simply not installed on db-01: another cause, fixed by installing it")

    T.later(
        "l-mosh-php-locale", "/home/rui/shop-api", "2026-04-22T10:10:00Z", "fix/number-format",
        user("the number formatting test needs de_DE on the test box; generate it and run the test"),
        ok("fish -c \"ssh test-01 'sudo locale-gen de_DE.UTF-8'\"",
           "Generating locales (this might take a while)...\n  de_DE.UTF-8... done\nGeneration complete."),
        ok("fish -c \"ssh test-01 'cd shop-api && vendor/bin/phpunit --filter NumberFormatTest'\"",
           "OK (6 tests, 14 assertions)"),
    )
    T.pair("t34-mosh-locale", "l-mosh-php-locale", "neither",
           "locale-gen is used for a PHP test's de_DE locale; mosh is not involved")


FILLS = [fill_netuse, fill_arduino, fill_mosh]
