"""corpus37's scripted sessions, part four: Lit with @web/test-runner (an interrupted call), targetcli/iscsiadm on
Debian (a long output), bundletool in Windows cmd, W&B offline sync under WSL 2 (Korean)."""
from __future__ import annotations

from tests.truth.corpus37_common import INTERRUPTED, REJECTED

S15 = [
    ("user", "set up @web/test-runner for our lit components (src/**/*.test.ts). chromium and firefox"),
    ("bash", "npx web-test-runner \"src/**/*.test.ts\" --node-resolve",
     "Exit code 1\n\nsrc/my-badge.test.ts:\n\n ❌ Could not import your test module. Check the browser logs or open "
     "the browser in debug mode for more information.\n\nBrowser logs:\n      Failed to load module script: Expected a "
     "JavaScript module script but the server responded with a MIME type of \"video/mp2t\". Strict MIME type "
     "checking is enforced for module scripts per HTML spec.\n\nChrome: |██████████████████████████████| 0/3 test "
     "files | 0 passed, 0 failed\n\nError: Test run finished with errors.", True),
    ("say", "The dev server hands the .ts files to the browser untranspiled (.ts is the MPEG transport stream MIME "
            "type). The esbuild plugin transpiles them."),
    ("write", "/home/lena/ui-kit/web-test-runner.config.mjs",
     "import { esbuildPlugin } from '@web/dev-server-esbuild';\n\nexport default {\n  files: 'src/**/*.test.ts',\n"
     "  nodeResolve: true,\n  plugins: [esbuildPlugin({ ts: true, tsconfig: './tsconfig.json' })],\n};\n"),
    ("bash", "npm i -D @web/dev-server-esbuild && npx web-test-runner",
     "added 4 packages in 2s\n\nChrome: |██████████████████████████████| 3/3 test files | 9 passed, 0 failed\n\n"
     "Finished running tests in 2.4s, all tests passed! 🎉", False),
    ("bash", "npm i -D @web/test-runner-playwright && npx web-test-runner --playwright --browsers chromium firefox",
     REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "it hung there for minutes. firefox was never installed on this machine for playwright"),
    ("bash", "npx playwright install firefox",
     "Downloading Firefox 131.0 (playwright build v1463) from https://playwright.azureedge.net/builds/firefox/1463/"
     "firefox-ubuntu-22.04.zip\n87.4 MiB [====================] 100% 0.0s\nFirefox 131.0 (playwright build v1463) "
     "downloaded to /home/lena/.cache/ms-playwright/firefox-1463", False),
    ("bash", "npx web-test-runner --playwright --browsers chromium firefox",
     "Chromium: |██████████████████████████████| 3/3 test files | 9 passed, 0 failed\nFirefox:  "
     "|██████████████████████████████| 3/3 test files | 9 passed, 0 failed\n\nFinished running tests in 5.1s, all "
     "tests passed! 🎉", False),
    ("user", "and on CI? the runner is a fresh ubuntu image"),
    ("say", "On a fresh image the browsers and their system libraries are missing too; add a step `npx playwright "
            "install --with-deps chromium firefox` before the tests in the workflow."),
    ("user", "ok I'll add that myself"),
]

TARGETCLI_LS = """o- / ......................................................................................... [...]
  o- backstores .............................................................................. [...]
  | o- block .................................................................. [Storage Objects: 1]
  | | o- lun_db ........................................ [/dev/vg_stor/lv_db (200.0GiB) write-thru activated]
  | |   o- alua ................................................................... [ALUA Groups: 1]
  | |     o- default_tg_pt_gp ....................................... [ALUA state: Active/optimized]
  | o- fileio ................................................................. [Storage Objects: 0]
  | o- pscsi .................................................................. [Storage Objects: 0]
  | o- ramdisk ................................................................ [Storage Objects: 0]
  o- iscsi ............................................................................ [Targets: 1]
  | o- iqn.2003-01.org.linux-iscsi.stor01:lun-db ......................................... [TPGs: 1]
  |   o- tpg1 ............................................................... [no-gen-acls, no-auth]
  |     o- acls .......................................................................... [ACLs: 1]
  |     | o- iqn.1993-08.org.debian:01:db02 ........................................ [Mapped LUNs: 1]
  |     |   o- mapped_lun0 ................................................ [lun0 block/lun_db (rw)]
  |     o- luns .......................................................................... [LUNs: 1]
  |     | o- lun0 .................................. [block/lun_db (/dev/vg_stor/lv_db) (default_tg_pt_gp)]
  |     o- portals .................................................................... [Portals: 0]
  o- loopback ......................................................................... [Targets: 0]
  o- vhost ............................................................................ [Targets: 0]"""

S16 = [
    ("user", "export /dev/vg_stor/lv_db from stor01 over iSCSI to db02. I already created the backstore, target, lun "
             "and an acl in targetcli"),
    ("bash", "sudo targetcli ls", TARGETCLI_LS, False),
    ("bash", "ssh db02 sudo iscsiadm -m discovery -t sendtargets -p 10.0.5.20",
     "Exit code 4\niscsiadm: cannot make connection to 10.0.5.20: Connection refused\niscsiadm: cannot make "
     "connection to 10.0.5.20: Connection refused\niscsiadm: connection login retries (reopen_max) 5 exceeded\n"
     "iscsiadm: Could not perform SendTargets discovery: encountered connection failure", True),
    ("say", "`Portals: 0` in the tree: nothing listens on 3260. Your targetcli has auto_add_default_portal off, so "
            "the portal must be created."),
    ("bash", "sudo targetcli /iscsi/iqn.2003-01.org.linux-iscsi.stor01:lun-db/tpg1/portals create 10.0.5.20 3260 && "
             "ssh db02 sudo iscsiadm -m discovery -t sendtargets -p 10.0.5.20",
     "Using default IP port 3260\nCreated network portal 10.0.5.20:3260.\n10.0.5.20:3260,1 "
     "iqn.2003-01.org.linux-iscsi.stor01:lun-db", False),
    ("bash", "ssh db02 sudo iscsiadm -m node -T iqn.2003-01.org.linux-iscsi.stor01:lun-db -p 10.0.5.20 --login",
     "Exit code 24\nLogging in to [iface: default, target: iqn.2003-01.org.linux-iscsi.stor01:lun-db, portal: "
     "10.0.5.20,3260]\niscsiadm: Could not login to [iface: default, target: "
     "iqn.2003-01.org.linux-iscsi.stor01:lun-db, portal: 10.0.5.20,3260].\niscsiadm: initiator reported error (24 - "
     "iSCSI login failed due to authorization failure)\niscsiadm: Could not log into all portals", True),
    ("bash", "ssh db02 sudo cat /etc/iscsi/initiatorname.iscsi | grep -v '^#'",
     "InitiatorName=iqn.1993-08.org.debian:01:5f2c9a7e1b3d", False),
    ("say", "The ACL was made for `iqn.1993-08.org.debian:01:db02`, but open-iscsi generated a random initiator "
            "name on db02. The ACL must match that exact IQN."),
    ("bash", "sudo targetcli /iscsi/iqn.2003-01.org.linux-iscsi.stor01:lun-db/tpg1/acls create "
             "iqn.1993-08.org.debian:01:5f2c9a7e1b3d && ssh db02 sudo iscsiadm -m node -T "
             "iqn.2003-01.org.linux-iscsi.stor01:lun-db -p 10.0.5.20 --login",
     "Created Node ACL for iqn.1993-08.org.debian:01:5f2c9a7e1b3d\nCreated mapped LUN 0.\nLogging in to [iface: "
     "default, target: iqn.2003-01.org.linux-iscsi.stor01:lun-db, portal: 10.0.5.20,3260]\nLogin to [iface: "
     "default, target: iqn.2003-01.org.linux-iscsi.stor01:lun-db, portal: 10.0.5.20,3260] successful.", False),
    ("bash", "ssh db02 lsblk -o NAME,SIZE,TRAN | grep iscsi", "sdb   200G iscsi", False),
    ("user", "it needs to be mounted on /srv/pgdata at boot"),
    ("edit", "/etc/fstab (on db02, via sshfs mount /mnt/db02-etc/fstab)", "# <file system>",
     "# <file system>\nUUID=9e2b7c41-0d3a-4f6e-b1a8-5c7d2e9f0a13  /srv/pgdata  xfs  defaults  0 0"),
    ("say", "Added the fstab line. Since the disk comes over the network, the entry should also carry `_netdev` so "
            "systemd waits for the network and iscsid before mounting; otherwise boot can hang in emergency mode."),
    ("user", "thanks, I'll reboot db02 tonight in the window"),
]

S17 = [
    ("user", "install the release .aab on my pixel via bundletool, from cmd. bundletool jar is in tools\\"),
    ("bash", "java -jar tools\\bundletool-all-1.16.0.jar build-apks --bundle=app\\build\\outputs\\bundle\\release\\"
             "app-release.aab --output=out\\app.apks --connected-device",
     "Exit code 1\n[BT:1.16.0] Error: File 'out\\app.apks' already exists.\ncom.android.tools.build.bundletool."
     "model.exceptions.InvalidCommandException: File 'out\\app.apks' already exists.\n\tat com.android.tools.build."
     "bundletool.commands.BuildApksCommand.validateInput(BuildApksCommand.java:372)", True),
    ("bash", "java -jar tools\\bundletool-all-1.16.0.jar build-apks --bundle=app\\build\\outputs\\bundle\\release\\"
             "app-release.aab --output=out\\app.apks --connected-device --overwrite",
     "Exit code 1\n[BT:1.16.0] Error: Unable to determine the location of ADB. Please set the --adb flag or define "
     "ANDROID_HOME or ANDROID_SDK_ROOT environment variable.", True),
    ("bash", "set ANDROID_HOME=%LOCALAPPDATA%\\Android\\Sdk&& java -jar tools\\bundletool-all-1.16.0.jar build-apks "
             "--bundle=app\\build\\outputs\\bundle\\release\\app-release.aab --output=out\\app.apks "
             "--connected-device --overwrite && echo built",
     "built", False),
    ("bash", "set ANDROID_HOME=%LOCALAPPDATA%\\Android\\Sdk&& java -jar tools\\bundletool-all-1.16.0.jar install-apks "
             "--apks=out\\app.apks",
     "Exit code 1\nThe APKs have been extracted in the directory: C:\\Users\\priya\\AppData\\Local\\Temp\\"
     "bundletool9133571228047310588\n[BT:1.16.0] Error: Installation of the app failed.\ncom.android.tools.build."
     "bundletool.model.exceptions.InstallationException: Installation of the app failed.\nCaused by: "
     "com.android.ddmlib.InstallException: INSTALL_FAILED_UPDATE_INCOMPATIBLE: Existing package com.acme.shop "
     "signatures do not match newer version; ignoring!", True),
    ("say", "The phone has a debug build of com.acme.shop signed with the debug key; the release .aab is signed with "
            "the upload key. Let me retry allowing a downgrade in case the version code is the issue."),
    ("bash", "set ANDROID_HOME=%LOCALAPPDATA%\\Android\\Sdk&& java -jar tools\\bundletool-all-1.16.0.jar install-apks "
             "--apks=out\\app.apks --allow-downgrade",
     "Exit code 1\nThe APKs have been extracted in the directory: C:\\Users\\priya\\AppData\\Local\\Temp\\"
     "bundletool5520174690321846012\n[BT:1.16.0] Error: Installation of the app failed.\nCaused by: "
     "com.android.ddmlib.InstallException: INSTALL_FAILED_UPDATE_INCOMPATIBLE: Existing package com.acme.shop "
     "signatures do not match newer version; ignoring!", True),
    ("say", "Same signature error, so it's not the version. The installed debug build has to be removed first "
            "(`adb uninstall com.acme.shop`), which deletes its local data."),
    ("user", "leave it, I'll uninstall on the phone myself after backing up the test account"),
]

S18 = [
    ("user", "오프라인으로 돌린 wandb 런들을 올리려는데 sync가 안 돼요. WSL이에요"),
    ("bash", "cd ~/seg && .venv/bin/wandb sync wandb/offline-run-20250313_221045-3k2j1x9q",
     "Exit code 1\nwandb: ERROR api_key not configured (no-tty). call wandb.login(key=[your_api_key])", True),
    ("say", "API 키가 설정되어 있지 않습니다. 키를 제가 다루지 않도록 터미널에서 직접 `wandb login`을 실행해 주세요."),
    ("user", "로그인했어요"),
    ("bash", "cd ~/seg && .venv/bin/wandb sync wandb/offline-run-20250313_221045-3k2j1x9q",
     "Exit code 1\nFind logs at: /home/junho/seg/wandb/debug-cli.junho.log\nSyncing: "
     "https://wandb.ai/junho/uncategorized/runs/3k2j1x9q ... \nwandb: ERROR Error while calling W&B API: project "
     "not found (<Response [404]>)", True),
    ("say", "키는 통과했고, 이번엔 프로젝트입니다. 오프라인 런에 project가 기록되지 않아 기본 엔티티의 "
            "uncategorized로 가려다 404가 납니다. 팀 엔티티와 프로젝트를 지정하겠습니다."),
    ("bash", "cd ~/seg && .venv/bin/wandb sync --entity jh-lab --project seg "
             "wandb/offline-run-20250313_221045-3k2j1x9q",
     "Find logs at: /home/junho/seg/wandb/debug-cli.junho.log\nSyncing: "
     "https://wandb.ai/jh-lab/seg/runs/3k2j1x9q ... done.", False),
    ("bash", "cd ~/seg && ls -d wandb/offline-run-* | wc -l", "14", False),
    ("write", "/home/junho/seg/scripts/sync_offline.sh",
     "#!/usr/bin/env bash\nset -euo pipefail\nfor d in wandb/offline-run-*; do\n  wandb sync --entity jh-lab --project "
     "seg \"$d\"\ndone\n"),
    ("say", "나머지 13개도 `wandb sync --entity jh-lab --project seg --include-offline wandb/offline-run-*` 로 한 번에 "
            "올릴 수 있습니다. 돌릴까요?"),
    ("user", "아 그건 내일 할게요. 그리고 아까 말한 README 번역은 됐어요"),
]

SOURCES = {
    "s15-lit-wtr": ("/home/lena/ui-kit", "2025-03-15T09:10:00Z", "wtr", S15),
    "s16-iscsi-targetcli": ("/home/sam/ops", "2025-03-15T11:30:00Z", "main", S16),
    "s17-bundletool-cmd": ("C:\\Users\\priya\\shop-android", "2025-03-15T14:00:00Z", "release-3.2", S17),
    "s18-wandb-sync-ko": ("/home/junho/seg", "2025-03-15T22:40:00Z", "main", S18),
}
