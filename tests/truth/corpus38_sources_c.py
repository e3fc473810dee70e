"""corpus38's scripted sessions, part three: Lerna publish, apt backports (Korean), smartctl behind a USB bridge
(a long output), sudoers.d with visudo (a rejected tool use)."""
from __future__ import annotations

from tests.truth.corpus38_common import REJECTED

_SMART_ATTRS = "\n".join([
    "ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE",
    "  1 Raw_Read_Error_Rate     0x002f   200   200   051    Pre-fail  Always       -       14",
    "  3 Spin_Up_Time            0x0027   178   176   021    Pre-fail  Always       -       6083",
    "  4 Start_Stop_Count        0x0032   098   098   000    Old_age   Always       -       2291",
    "  5 Reallocated_Sector_Ct   0x0033   200   200   140    Pre-fail  Always       -       8",
    "  7 Seek_Error_Rate         0x002e   200   200   000    Old_age   Always       -       0",
    "  9 Power_On_Hours          0x0032   061   061   000    Old_age   Always       -       28714",
    " 10 Spin_Retry_Count        0x0032   100   100   000    Old_age   Always       -       0",
    " 12 Power_Cycle_Count       0x0032   099   099   000    Old_age   Always       -       1187",
    "192 Power-Off_Retract_Count 0x0032   200   200   000    Old_age   Always       -       402",
    "193 Load_Cycle_Count        0x0032   185   185   000    Old_age   Always       -       46211",
    "194 Temperature_Celsius     0x0022   114   099   000    Old_age   Always       -       36",
    "196 Reallocated_Event_Count 0x0032   200   200   000    Old_age   Always       -       8",
    "197 Current_Pending_Sector  0x0032   200   200   000    Old_age   Always       -       2",
    "198 Offline_Uncorrectable   0x0030   100   253   000    Old_age   Offline      -       0",
    "199 UDMA_CRC_Error_Count    0x0032   200   200   000    Old_age   Always       -       0",
    "200 Multi_Zone_Error_Rate   0x0008   200   200   000    Old_age   Offline      -       0",
])

SOURCES = {
    "s11-lerna-publish": ("/home/ada/src/kiwi", "2026-03-08T09:00:00Z", "release/1.3", [
        ("user", "can you publish the 1.3.0 packages with lerna? versions are already bumped in package.json"),
        ("bash", "git stash && npm run build",
         "Saved working directory and index state WIP on release/1.3: 5e1c0a9 chore: bump to 1.3.0\n\n"
         "> kiwi@0.0.0 build\n> lerna run build\n\n"
         "lerna notice cli v8.1.2\n\n    ✔  @kiwi/core:build (2s)\n    ✔  @kiwi/cli:build (1s)\n\n"
         " Lerna (powered by Nx)   Successfully ran target build for 2 projects", False),
        ("bash", "npx lerna publish from-package --yes",
         "Exit code 1\nlerna notice cli v8.1.2\n"
         "lerna ERR! EUNCOMMIT Working tree has uncommitted changes, please commit or remove the following changes "
         "before continuing:\nlerna ERR! EUNCOMMIT  M packages/core/package.json", True),
        ("bash", "git diff packages/core/package.json",
         "@@ -5,6 +5,7 @@\n   \"main\": \"dist/index.js\",\n+  \"types\": \"dist/index.d.ts\",\n   \"files\": [", False),
        ("say", "The build step (tsc's declaration hook) added a `types` field to packages/core/package.json. "
                "That's a real change we want, so I'll commit it rather than discard it."),
        ("bash", "git commit -am 'core: add types entry' && npx lerna publish from-package --yes",
         "Exit code 1\n[release/1.3 a41d7e2] core: add types entry\n 1 file changed, 1 insertion(+)\n"
         "lerna notice cli v8.1.2\nFound 2 packages to publish:\n - @kiwi/cli => 1.3.0\n - @kiwi/core => 1.3.0\n\n"
         "lerna info auto-confirmed \nlerna info publish Publishing packages to npm...\n"
         "lerna ERR! E402 You must sign up for private packages", True),
        ("say", "Scoped packages are published as restricted by default; @kiwi/core has no publishConfig. "
                "Adding `publishConfig.access = public` to both packages."),
        ("edit", "packages/core/package.json", "  \"license\": \"MIT\",",
         "  \"license\": \"MIT\",\n  \"publishConfig\": {\n    \"access\": \"public\"\n  },"),
        ("edit", "packages/cli/package.json", "  \"license\": \"MIT\",",
         "  \"license\": \"MIT\",\n  \"publishConfig\": {\n    \"access\": \"public\"\n  },"),
        ("bash", "git commit -am 'publish scoped packages publicly' && npx lerna publish from-package --yes",
         "[release/1.3 c7f90b3] publish scoped packages publicly\n 2 files changed, 6 insertions(+)\n"
         "lerna notice cli v8.1.2\nFound 2 packages to publish:\n - @kiwi/cli => 1.3.0\n - @kiwi/core => 1.3.0\n\n"
         "lerna info publish Publishing packages to npm...\nlerna success published @kiwi/core 1.3.0\n"
         "lerna success published @kiwi/cli 1.3.0\nSuccessfully published:\n - @kiwi/cli@1.3.0\n - @kiwi/core@1.3.0\n"
         "lerna success published 2 packages", False),
        ("user", "published, thanks. the CI release job fails differently though: lerna ERR! E401 Unable to "
                 "authenticate, your authentication token seems to be invalid"),
        ("say", "In CI the token has to reach npm through an .npmrc line like "
                "`//registry.npmjs.org/:_authToken=${NPM_TOKEN}`. Do you want me to add `--no-verify-access` to "
                "the CI publish command as well, so lerna skips its own access check?"),
        ("user", "not now, I'll look at the CI secrets first"),
    ]),
    "s12-apt-backports-ko": ("/home/admin", "2026-03-08T13:00:00Z", "HEAD", [
        ("user", "데비안 12 서버에 backports 커널을 깔고 싶어요. 명령어가 에러가 나네요."),
        ("bash", "sudo apt install -y -t bookworm-backports linux-image-amd64",
         "Exit code 100\nReading package lists...\n"
         "E: The value 'bookworm-backports' is invalid for APT::Default-Release as such a release is not available "
         "in the sources", True),
        ("bash", "apt-cache policy | grep -c backports", "0", False),
        ("say", "sources 에 backports 저장소가 없어서 그렇습니다. sources.list.d 에 추가하고 apt update 후 다시 "
                "설치하겠습니다."),
        ("bash", "echo 'deb http://deb.debian.org/debian bookworm-backports main contrib non-free-firmware' | "
                 "sudo tee /etc/apt/sources.list.d/backports.list && sudo apt update -qq && "
                 "sudo apt install -y -t bookworm-backports linux-image-amd64 2>&1 | tail -4",
         "deb http://deb.debian.org/debian bookworm-backports main contrib non-free-firmware\n"
         "Setting up linux-image-6.12.9+bpo-amd64 (6.12.9-1~bpo12+1) ...\n"
         "I: /vmlinuz is now a symlink to boot/vmlinuz-6.12.9+bpo-amd64\n"
         "Setting up linux-image-amd64 (6.12.9-1~bpo12+1) ...\n"
         "Processing triggers for initramfs-tools (0.142) ...", False),
        ("bash", "apt-cache policy linux-image-amd64 | head -8",
         "linux-image-amd64:\n  Installed: 6.12.9-1~bpo12+1\n  Candidate: 6.12.9-1~bpo12+1\n  Version table:\n"
         " *** 6.12.9-1~bpo12+1 100\n        100 http://deb.debian.org/debian bookworm-backports/main amd64 Packages\n"
         "        100 /var/lib/dpkg/status\n     6.1.123-1 500", False),
        ("user", "커널은 됐어요. DKMS 때문에 헤더도 필요해요."),
        ("bash", "sudo apt install -y linux-headers-amd64",
         "Exit code 100\nSome packages could not be installed. This may mean that you have\n"
         "requested an impossible situation...\nThe following packages have unmet dependencies:\n"
         " linux-headers-amd64 : Depends: linux-headers-6.1.0-31-amd64 (= 6.1.123-1) but it is not going to be installed\n"
         "E: Unable to correct problems, you have held broken packages.", True),
        ("say", "의존성 꼬임일 수 있으니 먼저 apt -f install 로 정리해 보겠습니다."),
        ("bash", "sudo apt -f install", "Reading package lists...\nBuilding dependency tree...\n"
                 "0 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.", False),
        ("say", "정리할 것은 없습니다. 헤더도 커널과 같은 backports 에서 받아야 하니 "
                "`sudo apt install -t bookworm-backports linux-headers-amd64` 로 설치하면 됩니다."),
        ("user", "재부팅 창 열려 있어서 그건 이따 할게요. 아까 커널 설치는 됐어요, 고마워요."),
    ]),
    "s13-smartctl-usb": ("/home/rui", "2026-03-09T19:00:00Z", "HEAD", [
        ("user", "my external backup disk clicks sometimes, can you check its SMART data? it's /dev/sdb"),
        ("bash", "sudo smartctl -a /dev/sdb",
         "Exit code 1\nsmartctl 7.4 2023-08-01 r5530 [x86_64-linux-6.8.0-52-generic] (local build)\n"
         "Copyright (C) 2002-23, Bruce Allen, Christian Franke, www.smartmontools.org\n\n"
         "/dev/sdb: Unknown USB bridge [0x152d:0x0578 (0x214)]\nPlease specify device type with the -d option.\n\n"
         "Use smartctl -h to get a usage summary", True),
        ("say", "The JMicron bridge isn't in smartctl's table. Most SATA bridges pass ATA commands through with "
                "SAT, so `-d sat` usually works."),
        ("bash", "sudo smartctl -a -d sat /dev/sdb",
         "smartctl 7.4 2023-08-01 r5530 [x86_64-linux-6.8.0-52-generic] (local build)\n"
         "=== START OF INFORMATION SECTION ===\nModel Family:     Western Digital Blue\n"
         "Device Model:     WDC WD20EZAZ-00GGJB0\nSerial Number:    WD-WX52A9170XXX\n"
         "User Capacity:    2,000,398,934,016 bytes [2.00 TB]\nRotation Rate:    5400 rpm\n"
         "SMART support is: Enabled\n\n=== START OF READ SMART DATA SECTION ===\n"
         "SMART overall-health self-assessment test result: PASSED\n\n"
         "SMART Attributes Data Structure revision number: 16\nVendor Specific SMART Attributes with Thresholds:\n"
         + _SMART_ATTRS + "\n\nSMART Error Log Version: 1\nNo Errors Logged\n\n"
         "SMART Self-test log structure revision number 1\nNo self-tests have been logged.  [To run self-tests, use: smartctl -t]", False),
        ("say", "Overall PASSED, but 8 reallocated sectors and 2 pending sectors: the drive is starting to fail even "
                "though the summary says PASSED. An extended self-test will tell more."),
        ("bash", "sudo smartctl -t long -d sat /dev/sdb | tail -3; sleep 900; sudo smartctl -l selftest -d sat /dev/sdb | tail -3",
         "Please wait 262 minutes for test to complete.\nTest will complete after Mon Mar  9 23:37:12 2026 CET\n"
         "Use smartctl -X to abort test.\nNum  Test_Description    Status                  Remaining  LifeTime(hours)  LBA_of_first_error\n"
         "# 1  Extended offline    Aborted by host               90%     28714         -", False),
        ("say", "The bridge put the disk to sleep and that aborted the test. Turning standby off and starting it again."),
        ("bash", "sudo hdparm -S 0 /dev/sdb && sudo smartctl -t long -d sat /dev/sdb | tail -1; sleep 900; "
                 "sudo smartctl -l selftest -d sat /dev/sdb | tail -2",
         "\n/dev/sdb:\n setting standby to 0 (off)\nUse smartctl -X to abort test.\n"
         "# 1  Extended offline    Aborted by host               90%     28715         -\n"
         "# 2  Extended offline    Aborted by host               90%     28714         -", False),
        ("say", "Aborted again: this bridge ignores hdparm's standby setting. A loop that reads the disk every minute "
                "keeps it awake: `while true; do sudo smartctl -d sat -A /dev/sdb >/dev/null; sleep 60; done` in a "
                "second terminal while the test runs."),
        ("user", "ok. honestly with pending sectors I'll just replace it. thanks"),
    ]),
    "s14-sudoers-visudo": ("/home/ops/infra", "2026-03-10T10:00:00Z", "main", [
        ("user", "the deploy user on web1 needs to restart myapp without a password. set it up with a sudoers.d file"),
        ("write", "/tmp/deploy-sudoers", "deploy ALL=(root) NOPASSWD: systemctl restart myapp.service\n"),
        ("bash", "sudo visudo -cf /tmp/deploy-sudoers",
         "Exit code 1\n/tmp/deploy-sudoers:1:29: syntax error\ndeploy ALL=(root) NOPASSWD: systemctl restart myapp.service\n"
         "                            ^~~~~~~~~", True),
        ("say", "sudoers wants the command as an absolute path."),
        ("edit", "/tmp/deploy-sudoers", "NOPASSWD: systemctl restart", "NOPASSWD: /usr/bin/systemctl restart"),
        ("bash", "sudo visudo -cf /tmp/deploy-sudoers", "/tmp/deploy-sudoers: parsed OK", False),
        ("bash", "sudo cp /tmp/deploy-sudoers /etc/sudoers.d/deploy", REJECTED, True),
        ("user", "don't cp it, it keeps /tmp's owner and mode. use install with 0440 root:root"),
        ("bash", "sudo install -m 0440 -o root -g root /tmp/deploy-sudoers /etc/sudoers.d/deploy && "
                 "sudo -l -U deploy | tail -2",
         "User deploy may run the following commands on web1:\n    (root) NOPASSWD: /usr/bin/systemctl restart myapp.service",
         False),
        ("bash", "sudo -u deploy sudo -n systemctl restart myapp",
         "Exit code 1\nsudo: a password is required", True),
        ("say", "sudo matches the arguments literally: the rule allows `restart myapp.service`, and `restart myapp` "
                "is a different command line. Calling it exactly as written in the rule:"),
        ("bash", "sudo -u deploy sudo -n /usr/bin/systemctl restart myapp.service && echo restarted-ok",
         "restarted-ok", False),
        ("edit", "deploy/deploy.sh", "sudo systemctl restart myapp", "sudo -n /usr/bin/systemctl restart myapp.service"),
        ("say", "deploy.sh now calls the exact command from the rule, with -n so it fails fast instead of "
                "prompting if the rule ever changes."),
        ("user", "perfect, the explanation of how sudo -l shows the rule was really useful"),
    ]),
}
