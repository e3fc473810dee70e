"""corpus30's scripted sessions, part four: a BeeWare Briefcase MSI in Windows cmd, Marp CLI slides to PDF under WSL 2
(in Korean), chrony on a Raspberry Pi without an RTC, dbmate migrations on a staging MySQL from WSL 2, SwiftLint in an
Xcode 15 build phase on macOS zsh (an Edit with replace_all)."""
from __future__ import annotations

BRIEFCASE = [
    ("user", "package the Toga app with Briefcase as an MSI for Windows. `briefcase run` worked fine yesterday"),
    ("bash", "briefcase package windows",
     "Exit code 1\n\n[fieldnotes] Building MSI...\n\nSelect code signing identity to use:\n\n"
     "  1) Ad-hoc signing: No code signing will be performed (app will only run on this machine)\n\n"
     "> \nLog saved to C:\\Users\\fatima\\src\\fieldnotes\\logs\\briefcase.2026_11_10-10_14_22.package.log\n\n"
     "Aborted by user.", True),
    ("say", "It stopped at an interactive prompt for the signing identity; my shell can't answer it, so it reads "
            "EOF and aborts. For a test build, `--adhoc-sign` skips the prompt."),
    ("bash", "briefcase package windows --adhoc-sign",
     "\n[fieldnotes] Building MSI...\nCompiling application manifest... done\nCompiling application installer... "
     "done\nLinking application installer... done\n\n[fieldnotes] Packaged dist\\Field Notes-0.9.0.msi", False),
    ("user", "installed the MSI on the test VM; the app opens and dies immediately: `ModuleNotFoundError: No module "
             "named 'httpx'`"),
    ("bash", "findstr /n /c:\"requires\" /c:\"httpx\" pyproject.toml",
     "9:    \"httpx>=0.27\",\n18:requires = [\n19:    \"toga-winforms~=0.4.7\",\n20:    \"platformdirs>=4.2\","
     "", False),
    ("say", "httpx is in `[project] dependencies` (line 9), which your dev venv installs, but Briefcase bundles only "
            "what `[tool.briefcase.app.fieldnotes] requires` lists (line 18), and httpx isn't there."),
    ("edit", "C:\\Users\\fatima\\src\\fieldnotes\\pyproject.toml", "    \"platformdirs>=4.2\",\n]",
     "    \"platformdirs>=4.2\",\n    \"httpx>=0.27\",\n]"),
    ("bash", "briefcase build windows",
     "\n[fieldnotes] Building App...\nRemoving unneeded app bundle content... done\n\n"
     "[fieldnotes] Built build\\fieldnotes\\windows\\app\\src\\Field Notes.exe", False),
    ("bash", "dir /b build\\fieldnotes\\windows\\app\\src\\app_packages | findstr /i httpx", "Exit code 1", True),
    ("say", "`briefcase build` reuses the app_packages it installed the first time; it only reinstalls "
            "requirements when asked with `-r` (`--update-requirements`)."),
    ("bash", "briefcase build windows -r && dir /b build\\fieldnotes\\windows\\app\\src\\app_packages | "
             "findstr /i httpx",
     "\n[fieldnotes] Updating requirements...\nInstalling app requirements... done\n\n[fieldnotes] Building App...\n"
     "\n[fieldnotes] Built build\\fieldnotes\\windows\\app\\src\\Field Notes.exe\nhttpx\nhttpx-0.27.2.dist-info",
     False),
    ("bash", "briefcase package windows --adhoc-sign",
     "\n[fieldnotes] Building MSI...\nCompiling application installer... done\nLinking application installer... "
     "done\n\n[fieldnotes] Packaged dist\\Field Notes-0.9.0.msi", False),
    ("user", "the new MSI works on the VM, thanks! can you also make a zip for the portable variant?"),
    ("bash", "briefcase package windows -p zip --adhoc-sign",
     "\n[fieldnotes] Building zip package...\nBuilding zip file... done\n\n"
     "[fieldnotes] Packaged dist\\Field Notes-0.9.0.zip", False),
]

MARP = "npx @marp-team/marp-cli slides.md --pdf -o out/slides.pdf"
MARP_KO = [
    ("user", "발표 자료 slides.md를 Marp로 PDF로 뽑아 주세요. WSL2 우분투예요."),
    ("bash", MARP,
     "Exit code 1\n[  INFO ] Converting 1 markdown...\n[ ERROR ] Failed converting Markdown. (Error: You have to "
     "install Google Chrome, Chromium, or Microsoft Edge to convert slide deck with current options.)", True),
    ("say", "Marp CLI는 PDF를 만들 때 헤드리스 브라우저가 필요한데 WSL 쪽에는 브라우저가 없습니다. 먼저 Windows에 있는 Edge를 "
            "CHROME_PATH로 지정해 보겠습니다."),
    ("bash", "CHROME_PATH=\"/mnt/c/Program Files (x86)/Microsoft/Edge/Application/msedge.exe\" " + MARP,
     "Exit code 1\n[  INFO ] Converting 1 markdown...\n[ ERROR ] Failed converting Markdown. (TimeoutError: Timed out "
     "after 30000 ms while trying to connect to the browser! Only Chrome at revision r1095492 is guaranteed to work.)",
     True),
    ("say", "WSL에서 Windows 쪽 Edge를 띄우면 디버깅 포트 연결이 안 됩니다. 리눅스용 브라우저를 설치하겠습니다."),
    ("bash", "sudo apt-get install -y chromium-browser 2>&1 | tail -3",
     "Preparing to unpack .../chromium-browser_2%3a1snap1-0ubuntu2_amd64.deb ...\n=> Installing the chromium snap\n"
     "==> Checking connectivity with the snap store\n===> System doesn't have a working snapd, skipping", False),
    ("say", "우분투의 chromium-browser 패키지는 snap을 설치하는 껍데기라서 snapd가 없는 WSL에서는 아무것도 설치되지 않습니다. "
            "Google Chrome .deb를 직접 설치하겠습니다."),
    ("bash", "wget -q https://dl.google.com/linux/direct/google-chrome-stable_current_amd64.deb -O /tmp/chrome.deb && "
             "sudo apt-get install -y /tmp/chrome.deb 2>&1 | tail -1",
     "Setting up google-chrome-stable (130.0.6723.91-1) ...", False),
    ("bash", MARP, "[  INFO ] Converting 1 markdown...\n[  INFO ] slides.md => out/slides.pdf", False),
    ("user", "PDF는 나왔는데 한글이 전부 네모(□)로 나와요."),
    ("bash", "fc-list :lang=ko | wc -l", "0", False),
    ("say", "WSL 우분투에 한글 글꼴이 하나도 없어서 Chrome이 대체 글꼴을 못 찾은 겁니다. Noto CJK 글꼴을 설치하겠습니다."),
    ("bash", "sudo apt-get install -y fonts-noto-cjk >/dev/null && fc-list :lang=ko family | head -2",
     "Noto Sans CJK KR,Noto Sans CJK KR Regular\nNoto Serif CJK KR,Noto Serif CJK KR Regular", False),
    ("bash", MARP, "[  INFO ] Converting 1 markdown...\n[  INFO ] slides.md => out/slides.pdf", False),
    ("user", "이번엔 한글 잘 나와요! 됐어요. 그런데 발표자 노트(<!-- --> 주석)는 PDF에 하나도 안 들어갔네요."),
    ("say", "Marp는 기본적으로 발표자 노트를 PDF에 넣지 않습니다. `--pdf-notes` 플래그를 붙이면 각 슬라이드에 노트가 PDF "
            "주석으로 들어갑니다. 그 옵션으로 다시 뽑아 드릴까요?"),
    ("user", "아뇨, 오늘은 여기까지 할게요."),
]

CHRONY = [
    ("user", "sensor-hub (Raspberry Pi, Debian 12, no RTC) boots with the wrong date and the uploader fails with "
             "`x509: certificate has expired or is not yet valid`. chrony is installed. fix time sync"),
    ("bash", "chronyc tracking | head -4; chronyc sources",
     "Reference ID    : 00000000 ()\nStratum         : 0\nRef time (UTC)  : Thu Jan 01 00:00:00 1970\n"
     "System time     : 0.000000000 seconds fast of NTP time\nMS Name/IP address         Stratum Poll Reach LastRx "
     "Last sample\n===============================================================================\n"
     "^? 0.debian.pool.ntp.org         0   6     0     -     +0ns[   +0ns] +/-    0ns\n"
     "^? 1.debian.pool.ntp.org         0   6     0     -     +0ns[   +0ns] +/-    0ns\n"
     "^? 2.debian.pool.ntp.org         0   6     0     -     +0ns[   +0ns] +/-    0ns\n"
     "^? 3.debian.pool.ntp.org         0   6     0     -     +0ns[   +0ns] +/-    0ns", False),
    ("say", "No source has been reached (`^?`, Reach 0). The clock is months behind, and by default chrony only "
            "steps the clock during the first updates; I'll let it step whenever the offset is over a second."),
    ("edit", "/etc/chrony/chrony.conf", "makestep 1 3", "makestep 1 -1"),
    ("bash", "sudo systemctl restart chrony && chronyc -n sources | tail -4",
     "^? 194.50.19.117                0   6     0     -     +0ns[   +0ns] +/-    0ns\n"
     "^? 162.159.200.123              0   6     0     -     +0ns[   +0ns] +/-    0ns\n"
     "^? 185.125.190.57               0   6     0     -     +0ns[   +0ns] +/-    0ns\n"
     "^? 91.189.91.157                0   6     0     -     +0ns[   +0ns] +/-    0ns", False),
    ("say", "Still nothing reachable, so stepping isn't the problem: NTP packets don't get out."),
    ("user", "oh right, the site firewall blocks outbound NTP. there is an internal server at 10.1.0.2"),
    ("edit", "/etc/chrony/chrony.conf", "pool 2.debian.pool.ntp.org iburst", "server 10.1.0.2 iburst"),
    ("bash", "sudo systemctl restart chrony && chronyc waitsync 10 && chronyc -n sources | tail -1 && timedatectl | "
             "grep synchronized",
     "try: 1, refid: 00000000, correction: 0.000000000, skew: 0.000\n"
     "try: 2, refid: 0A010002, correction: -1.203441217, skew: 11.532\n"
     "^* 10.1.0.2                      3   6    17     5   +112us[ +301us] +/-   14ms\n"
     "System clock synchronized: yes", False),
    ("user", "upload works now. but after a reboot the uploader still fails for the first minute, before chrony "
             "has synced"),
    ("say", "uploader.service starts as soon as the network is up, before the clock is set. Ordering it after "
            "time-sync.target and enabling chrony-wait.service (which holds that target until chrony is synced) "
            "should keep it from starting early."),
    ("edit", "/etc/systemd/system/uploader.service", "After=network-online.target\n",
     "After=network-online.target time-sync.target\nWants=time-sync.target\n"),
    ("bash", "sudo systemctl daemon-reload && sudo systemctl enable chrony-wait.service",
     "Created symlink /etc/systemd/system/time-sync.target.wants/chrony-wait.service \u2192 "
     "/lib/systemd/system/chrony-wait.service.", False),
    ("user", "rebooted twice. uploader still failed once at boot with the same certificate error."),
    ("bash", "journalctl -b -u chrony-wait -u uploader --no-pager | tail -4",
     "Nov 10 07:00:41 sensor-hub systemd[1]: Starting chrony-wait.service - Wait for chrony to synchronize system "
     "clock...\nNov 10 07:00:43 sensor-hub systemd[1]: Started uploader.service - Sensor uploader.\n"
     "Nov 10 07:00:44 sensor-hub uploader[611]: upload failed: x509: certificate has expired or is not yet valid\n"
     "Nov 10 07:01:02 sensor-hub systemd[1]: Finished chrony-wait.service - Wait for chrony to synchronize system "
     "clock.", False),
    ("user", "I have to go, let's continue tomorrow"),
]

ENV = "dbmate --env-file .env.staging"
DBMATE = [
    ("user", "apply the pending dbmate migrations to the staging MySQL. DATABASE_URL is in .env.staging. I'm in "
             "WSL2 and on the corp VPN"),
    ("bash", ENV + " status",
     "Exit code 1\nError: dial tcp: lookup mysql-stg.corp.local on 10.255.255.254:53: no such host", True),
    ("bash", "grep -v '^#' /etc/resolv.conf", "nameserver 10.255.255.254", False),
    ("say", "WSL answers DNS through its own proxy at 10.255.255.254, which doesn't see the VPN's DNS servers. With "
            "`dnsTunneling=true` under `[wsl2]` in %UserProfile%\\.wslconfig, WSL sends lookups through Windows, "
            "VPN included. That needs `wsl --shutdown` from Windows, which I can't do from in here."),
    ("user", "done, added dnsTunneling=true and restarted WSL"),
    ("bash", "getent hosts mysql-stg.corp.local && " + ENV + " status",
     "10.40.2.15      mysql-stg.corp.local\n[X] 20261020114500_add_customer_tags.sql\n"
     "[ ] 20261101093000_add_invoice_currency.sql\n\nApplied: 1\nPending: 1", False),
    ("bash", ENV + " up",
     "Exit code 1\nApplying: 20261101093000_add_invoice_currency.sql\nError: Error 1072 (42000): Key column "
     "'currency_code' doesn't exist in table", True),
    ("edit", "/home/oli/work/billing/db/migrations/20261101093000_add_invoice_currency.sql",
     "ALTER TABLE invoices ADD INDEX idx_currency (currency_code);",
     "ALTER TABLE invoices ADD INDEX idx_currency (currency);"),
    ("bash", ENV + " up",
     "Exit code 1\nApplying: 20261101093000_add_invoice_currency.sql\nError: Error 1060 (42S21): Duplicate column "
     "name 'currency'", True),
    ("say", "The first statement of the migration (ADD COLUMN currency) was committed before the index statement "
            "failed: MySQL commits each DDL statement on its own, so a failed migration can be half applied. I'll "
            "roll back and apply again."),
    ("bash", ENV + " rollback",
     "Rolling back: 20261020114500_add_customer_tags.sql\nRolled back: 20261020114500_add_customer_tags.sql in 388ms",
     False),
    ("user", "wait, that rolled back customer_tags, not the currency one! that table had QA data in it. stop touching "
             "staging, I'll sort it out with Dana (our DBA)."),
    ("say", "Sorry, that was wrong: `dbmate rollback` reverts the latest migration recorded as applied, and the "
            "failed one was never recorded, so it took customer_tags. I won't run anything else against staging. "
            "For Dana I've written the statement that undoes the half-applied currency migration; after it, "
            "`dbmate up` would apply both migrations again."),
    ("write", "/home/oli/work/billing/db/manual/undo_20261101_currency.sql",
     "-- Undo the half-applied 20261101093000_add_invoice_currency migration on staging.\n"
     "ALTER TABLE invoices DROP COLUMN currency;\n"),
    ("user", "ok. leave it there."),
]

XB = ("xcodebuild -project Beacon.xcodeproj -scheme Beacon -destination 'generic/platform=iOS Simulator' build 2>&1 "
      "| grep -E 'warning:|error:|BUILD' | head -5")
PBX = "/Users/jon/dev/beacon/Beacon.xcodeproj/project.pbxproj"
SWIFTLINT = [
    ("user", "my Xcode and CI both print `warning: SwiftLint not installed` from the Lint build phase, but `swiftlint` "
             "works in my terminal. fix the build phase (Beacon.xcodeproj, scheme Beacon)"),
    ("bash", "which swiftlint && swiftlint version", "/opt/homebrew/bin/swiftlint\n0.57.0", False),
    ("bash", XB, "warning: SwiftLint not installed, download from https://github.com/realm/SwiftLint\n"
                 "** BUILD SUCCEEDED **", False),
    ("bash", "grep -n 'which swiftlint' " + PBX,
     "412:\t\t\tshellScript = \"if which swiftlint > /dev/null; then\\n  swiftlint\\nelse\\n  echo \\\"warning: "
     "SwiftLint not installed, download from https://github.com/realm/SwiftLint\\\"\\nfi\\n\";", False),
    ("say", "Xcode runs script phases with a minimal PATH that doesn't include /opt/homebrew/bin, where Homebrew "
            "lives on Apple Silicon, so `which swiftlint` fails inside the build even though your shell finds it."),
    ("edit", PBX, "\t\t\tshellScript = \"if which swiftlint > /dev/null; then",
     "\t\t\tshellScript = \"export PATH=\\\"$PATH:/opt/homebrew/bin\\\"\\nif which swiftlint > /dev/null; then"),
    ("bash", XB, "error: Sandbox: swiftlint(48213) deny(1) file-read-data /Users/jon/dev/beacon/.swiftlint.yml\n"
                 "error: Sandbox: swiftlint(48213) deny(1) file-read-data "
                 "/Users/jon/dev/beacon/Beacon/AppDelegate.swift\n** BUILD FAILED **", False),
    ("say", "SwiftLint runs now and is blocked by Xcode 15's user script sandboxing "
            "(ENABLE_USER_SCRIPT_SANDBOXING, on by default for new targets): the script may only read files "
            "declared as its inputs. For a linter that reads the whole source tree, turning sandboxing off for the "
            "target is the usual fix."),
    ("bash", "grep -n ENABLE_USER_SCRIPT_SANDBOXING " + PBX,
     "588:\t\t\t\tENABLE_USER_SCRIPT_SANDBOXING = YES;\n631:\t\t\t\tENABLE_USER_SCRIPT_SANDBOXING = YES;", False),
    ("tool", "Edit", {"replace_all": True, "file_path": PBX, "old_string": "ENABLE_USER_SCRIPT_SANDBOXING = YES;",
                      "new_string": "ENABLE_USER_SCRIPT_SANDBOXING = NO;"},
     f"The file {PBX} has been updated. All occurrences of 'ENABLE_USER_SCRIPT_SANDBOXING = YES;' were successfully "
     "replaced with 'ENABLE_USER_SCRIPT_SANDBOXING = NO;'.", False),
    ("bash", XB, "/Users/jon/dev/beacon/Beacon/Views/MapView.swift:88:121: warning: Line Length Violation: Line should "
                 "be 120 characters or less; currently it has 131 characters (line_length)\n** BUILD SUCCEEDED **",
     False),
    ("user", "great, lint runs locally now. CI (github macos runner) still says `SwiftLint not installed` though"),
    ("say", "On the runner SwiftLint probably isn't installed at all; the workflow never installs it. I'll add a step "
            "before the build."),
    ("edit", "/Users/jon/dev/beacon/.github/workflows/ios.yml", "      - name: Build\n",
     "      - name: Install SwiftLint\n        run: brew install swiftlint\n      - name: Build\n"),
    ("user", "ok, I'll push that on Monday with the release branch"),
]

SOURCES = {
    "s18-briefcase-cmd": ("C:\\Users\\fatima\\src\\fieldnotes", "2026-11-10T09:10:00Z", "release/0.9", BRIEFCASE),
    "s19-marp-wsl-ko": ("/home/hyejin/talks/devday-2026", "2026-11-10T05:40:00Z", "main", MARP_KO),
    "s20-chrony-rpi": ("/home/ops/sensor-hub", "2026-11-10T06:30:00Z", "HEAD", CHRONY),
    "s21-dbmate-wsl": ("/home/oli/work/billing", "2026-11-11T13:05:00Z", "feat/invoice-currency", DBMATE),
    "s22-swiftlint-xcode": ("/Users/jon/dev/beacon", "2026-11-11T18:20:00Z", "main", SWIFTLINT),
}
