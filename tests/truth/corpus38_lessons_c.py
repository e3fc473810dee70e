"""corpus38 lessons over part three: Lerna publish, apt backports (Korean), smartctl, sudoers.d."""
from __future__ import annotations

from tests.truth.corpus38_common import gotcha, knowledge

S11, S12, S13, S14 = "s11-lerna-publish", "s12-apt-backports-ko", "s13-smartctl-usb", "s14-sudoers-visudo"

RECORDS = [
    # --- s11 Lerna ------------------------------------------------------------------------------------
    gotcha(60, S11, "real shown edit_then_pass", (
        "Scoped packages need publishConfig.access=public for lerna publish",
        "`lerna publish` fails with `lerna ERR! E402 You must sign up for private packages`.",
        "Publishing @scope/ packages without publishConfig.",
        "npm publishes scoped packages as restricted unless told otherwise.",
        "Add `\"publishConfig\": {\"access\": \"public\"}` to each scoped package.json."),
        "lerna ERR! E402 You must sign up for private packages -> added publishConfig access public to "
        "packages/core and packages/cli -> `lerna success published 2 packages`",
        "Two Edits then the same publish from-package succeeds.",
        ["arrow", "terse"],
        {"failure": "lerna ERR! E402 You must sign up for private packages", "fix": "\"access\": \"public\""},
        cat="build_config"),
    gotcha(61, S11, "real shown fix_ran", (
        "A build that rewrites package.json trips lerna's EUNCOMMIT",
        "`lerna publish from-package` stops with EUNCOMMIT for packages/core/package.json right after `npm run build`.",
        "Running the build between the last commit and publish.",
        "The build added a `types` field, leaving the tree dirty.",
        "Commit (or discard) the change, then publish."),
        "EUNCOMMIT listed ` M packages/core/package.json`; `git diff` showed `+  \"types\": \"dist/index.d.ts\",`; "
        "after `git commit -am 'core: add types entry'` lerna went on to `Found 2 packages to publish`.",
        "The commit runs and the publish in the same call gets past the working-tree check (it then fails on E402, "
        "a separate problem).",
        ["code spans", "prose"],
        {"failure": "lerna ERR! EUNCOMMIT  M packages/core/package.json", "fix": "git commit -am 'core: add types entry'"},
        group="c38-lerna-euncommit"),
    gotcha(62, S11, "real not_shown ran_before_failure", (
        "Stash local edits before lerna publish",
        "lerna publish refuses with EUNCOMMIT Working tree has uncommitted changes.",
        "Publishing with local edits in the tree.",
        "lerna requires a clean working tree.",
        "`git stash` before publishing."),
        "`git stash` (Saved working directory and index state WIP on release/1.3) and then `lerna ERR! EUNCOMMIT "
        "Working tree has uncommitted changes`",
        "The stash ran before the build and before the EUNCOMMIT, so it cannot have fixed it; the dirty file came "
        "from the build.",
        ["code spans"], {"failure": "EUNCOMMIT Working tree has uncommitted changes", "fix": "git stash && npm run build"},
        group="c38-lerna-euncommit"),
    gotcha(63, S11, "real not_shown question_offers_flag", (
        "lerna publish in CI: E401 until the npm token is wired through .npmrc",
        "The CI release job fails with `lerna ERR! E401 Unable to authenticate`.",
        "Assuming NPM_TOKEN in the environment is picked up by itself.",
        "npm reads the token only from an .npmrc `_authToken` line.",
        "Write `//registry.npmjs.org/:_authToken=${NPM_TOKEN}` to .npmrc in the job."),
        "User pasted `lerna ERR! E401 Unable to authenticate, your authentication token seems to be invalid`; the "
        "assistant named the .npmrc line and asked about `--no-verify-access`.",
        "Only a question and a suggestion; the person goes to check CI secrets.",
        ["code spans", "prose"],
        {"failure": "E401 Unable to authenticate", "fix": "Do you want me to add `--no-verify-access`"}),
    knowledge(64, S11, "real knowledge", (
        "lerna publish from-package publishes the versions already in package.json",
        "Versions were bumped by hand and only publishing is left.",
        "Use `npx lerna publish from-package --yes`; it lists the packages whose version is not in the registry.",
        "No version prompts or new tags; it publishes exactly what package.json says."),
        "`npx lerna publish from-package --yes` printed `Found 2 packages to publish:` ` - @kiwi/cli => 1.3.0`.",
        "The publish result lines.",
        ["code spans"], {"evidence": "Found 2 packages to publish"}),
    gotcha(65, S11, "invented not_shown near_miss", (
        "npm E403 on scoped lerna packages",
        "Publish refused.",
        "Scope defaults.",
        "Restricted access.",
        "publishConfig."),
        "`lerna ERR! E403 You must sign up for private packages`",
        "The code was E402.",
        ["code span"], {"failure": "You must sign up for private packages"}),
    gotcha(66, S11, "invented not_shown names_false_claim", (
        "Committing the build output is all lerna publish needs",
        "EUNCOMMIT.",
        "Dirty tree.",
        "Build rewrote package.json.",
        "Commit it."),
        "After `git commit -am 'core: add types entry'` the publish went through and @kiwi/core@1.3.0 was on npm.",
        "That publish failed with E402; success came only after publishConfig.",
        ["outcome claim"], {"failure": "EUNCOMMIT"}),
    # --- s12 apt backports (Korean) ------------------------------------------------------------------
    gotcha(67, S12, "real shown rerun_passes", (
        "-t bookworm-backports 는 sources 에 backports 가 있어야 동작",
        "`apt install -t bookworm-backports` 가 \"is invalid for APT::Default-Release\" 로 실패.",
        "backports 저장소를 추가하지 않고 -t 만 주는 것.",
        "APT 는 sources 에 없는 release 이름을 Default-Release 로 받지 않는다.",
        "sources.list.d/backports.list 추가, apt update, 다시 설치."),
        "에러: `E: The value 'bookworm-backports' is invalid for APT::Default-Release as such a release is not "
        "available in the sources` → backports.list 추가 후 같은 설치가 `Setting up linux-image-amd64 "
        "(6.12.9-1~bpo12+1) ...` 로 성공.",
        "The tee + apt update + same install command succeed in one call.",
        ["Korean", "arrow", "code spans"],
        {"failure": "is invalid for APT::Default-Release", "fix": "sudo tee /etc/apt/sources.list.d/backports.list"},
        cat="env_setup"),
    gotcha(68, S12, "real not_shown other_check_passes", (
        "backports 커널의 헤더도 -t bookworm-backports 로 설치해야 함",
        "`apt install linux-headers-amd64` 가 held broken packages 로 실패.",
        "backports 커널을 깔고 헤더는 기본 release 에서 받으려는 것.",
        "기본 후보 linux-headers-amd64 는 6.1 커널 헤더를 끌어온다.",
        "`sudo apt install -t bookworm-backports linux-headers-amd64`."),
        "\"E: Unable to correct problems, you have held broken packages.\" 후 `sudo apt -f install` 은 "
        "`0 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.` 로 정상 종료.",
        "apt -f install exits cleanly but is not the failing install; the -t install is only suggested.",
        ["Korean", "double quotes", "code spans"],
        {"failure": "you have held broken packages", "fix": "sudo apt -f install"}),
    gotcha(69, S12, "real not_shown korean_other", (
        "헤더 의존성: linux-headers-amd64 가 6.1 헤더를 요구",
        "헤더 설치 실패 (`Depends: linux-headers-6.1.0-31-amd64 (= 6.1.123-1)`).",
        "-t 없이 설치.",
        "메타 패키지 후보가 bookworm 쪽.",
        "backports 에서 설치."),
        "의존성 오류 `linux-headers-amd64 : Depends: linux-headers-6.1.0-31-amd64 (= 6.1.123-1) but it is not going to "
        "be installed`; 마지막에 사용자가 \"아까 커널 설치는 됐어요\" 라고 함.",
        "The closing '됐어요' is about the kernel from earlier; the headers install never runs again.",
        ["Korean", "code spans"],
        {"failure": "Depends: linux-headers-6.1.0-31-amd64", "fix": "linux-headers-amd64` 로 설치하면"}),
    knowledge(70, S12, "real knowledge", (
        "backports 는 우선순위 100 이라 명시해야 설치됨",
        "Debian stable 에 backports 저장소를 추가한 뒤.",
        "`apt-cache policy <pkg>` 로 버전 표를 보고, backports 버전은 `-t bookworm-backports` 로 설치한다.",
        "backports 는 100, 기본 release 는 500 이라 자동으로 선택되지 않는다."),
        "apt-cache policy linux-image-amd64: `100 http://deb.debian.org/debian bookworm-backports/main amd64 Packages`, "
        "`6.1.123-1 500`",
        "The apt-cache policy result.",
        ["Korean", "code spans"], {"evidence": "apt-cache policy linux-image-amd64 | head -8"}),
    gotcha(71, S12, "invented not_shown other_call_error", (
        "backports 저장소 추가 중 held broken packages",
        "tee + apt update 가 실패.",
        "저장소 중복.",
        "의존성.",
        "apt -f install."),
        "`sudo tee /etc/apt/sources.list.d/backports.list` 단계에서 `E: Unable to correct problems, you have held "
        "broken packages.` 가 났다.",
        "That call succeeded; the held-packages error came from the headers install.",
        ["Korean", "code spans"], {"failure": "sources.list.d/backports.list"}),
    gotcha(72, S12, "invented not_shown near_miss", (
        'Backports kernel package version string',
        'Checking which backports kernel got installed.',
        'Reading the version off memory.',
        'apt prints the exact bpo version while setting up.',
        "Copy the version from apt's output."),
        "설치 결과 `Setting up linux-image-6.12.9+bpo-amd64 (6.12.9-1~bpo12+2) ...`",
        "The real version is 6.12.9-1~bpo12+1.",
        ["Korean", "code span"], {"failure": "Setting up linux-image-6.12.9+bpo-amd64"}),
    # --- s13 smartctl ---------------------------------------------------------------------------------
    gotcha(73, S13, "real shown fix_ran", (
        "smartctl behind an unknown USB bridge needs -d sat",
        "`smartctl -a /dev/sdb` stops with 'Unknown USB bridge [0x152d:0x0578 (0x214)]'.",
        "Assuming the USB disk has no SMART.",
        "smartctl doesn't know this JMicron bridge, so it won't guess the pass-through.",
        "`sudo smartctl -a -d sat /dev/sdb`."),
        "/dev/sdb: Unknown USB bridge [0x152d:0x0578 (0x214)] / Please specify device type with the -d option. "
        "With `-d sat` the full report came back (Device Model: WDC WD20EZAZ-00GGJB0).",
        "The -d sat call prints the full SMART report.",
        ["prose", "code spans"],
        {"failure": "Unknown USB bridge [0x152d:0x0578 (0x214)]", "fix": "sudo smartctl -a -d sat /dev/sdb"},
        cat="tool_quirk"),
    gotcha(74, S13, "real not_shown rerun_still_fails", (
        "USB bridges abort SMART extended tests by spinning the disk down",
        "The long self-test shows 'Aborted by host' at 90% remaining.",
        "Starting a long test over USB and walking away.",
        "The bridge puts the disk into standby, which aborts the test.",
        "Keep the disk busy during the test (a loop of `smartctl -A`)."),
        ["`# 1  Extended offline    Aborted by host               90%`",
         "`sudo hdparm -S 0 /dev/sdb` → `setting standby to 0 (off)`, new test",
         "still `Aborted by host` (# 1 and # 2)"],
        "hdparm -S 0 runs and the rerun test is aborted again; the keep-awake loop is only suggested.",
        ["list", "still failed", "arrow"],
        {"failure": "Aborted by host", "fix": "sudo hdparm -S 0 /dev/sdb"}),
    knowledge(75, S13, "real knowledge", (
        "SMART 'PASSED' doesn't mean the disk is healthy",
        "Reading a smartctl report of a clicking disk.",
        "Look at Reallocated_Sector_Ct and Current_Pending_Sector raw values, not just the overall result.",
        "The overall test only fails past vendor thresholds; 8 reallocated and 2 pending sectors already mean "
        "the drive is degrading."),
        "`SMART overall-health self-assessment test result: PASSED` yet `5 Reallocated_Sector_Ct ... 8` and "
        "`197 Current_Pending_Sector ... 2`",
        "All three lines are in the -d sat report.",
        ["code spans", "ellipsis"], {"evidence": "SMART overall-health self-assessment test result: PASSED"}),
    gotcha(76, S13, "invented not_shown names_false_claim", (
        "hdparm -S 0 lets the SMART long test finish over USB",
        "Self-test aborted.",
        "Default standby.",
        "Spindown.",
        "hdparm -S 0."),
        "After `sudo hdparm -S 0 /dev/sdb` the extended test completed without error.",
        "The test after hdparm was aborted by host again.",
        ["outcome claim"], {"failure": "Aborted by host"}),
    gotcha(77, S13, "invented not_shown near_miss", (
        'WD Blue reallocated sector count over USB',
        'The SMART table shows reallocated sectors.',
        'Trusting the PASSED line.',
        'Raw values count remapped sectors.',
        "Watch attribute 5's raw value."),
        "`5 Reallocated_Sector_Ct   0x0033   200   200   140    Pre-fail  Always       -       18`",
        "The raw value is 8.",
        ["code span"], {"failure": "Reallocated_Sector_Ct"}),
    gotcha(78, S13, "invented not_shown never_seen_error", (
        'smartctl -d sat fails on JMicron bridges',
        'SMART read fails even with -d sat.',
        'Assuming SAT pass-through works everywhere.',
        'Some bridges reject the ATA pass-through command.',
        'Try -d usbjmicron.'),
        "`smartctl -a -d sat /dev/sdb` → `Read Device Identity failed: scsi error unsupported field in scsi command`",
        "The -d sat call succeeded; that error never appears.",
        ["arrow"], {"failure": "smartctl -a -d sat"}),
    # --- s14 sudoers ----------------------------------------------------------------------------------
    gotcha(79, S14, "real shown edit_then_pass", (
        "sudoers rules need absolute command paths",
        "`visudo -cf` reports `/tmp/deploy-sudoers:1:29: syntax error` at the command.",
        "Writing `systemctl` as in a shell.",
        "sudoers Cmnd entries must be fully qualified paths.",
        "Use `/usr/bin/systemctl`; check with `visudo -cf`."),
        "visudo -cf: `/tmp/deploy-sudoers:1:29: syntax error`; Edit → `NOPASSWD: /usr/bin/systemctl restart`; "
        "visudo -cf again → `/tmp/deploy-sudoers: parsed OK`",
        "Edit followed by the same visudo check passing.",
        ["file:line:col", "code spans", "arrow"],
        {"failure": "/tmp/deploy-sudoers:1:29: syntax error", "fix": "/tmp/deploy-sudoers: parsed OK"},
        cat="security"),
    gotcha(80, S14, "real shown rerun_passes", (
        "sudo matches command arguments literally",
        "`sudo -n systemctl restart myapp` asks for a password though a NOPASSWD rule exists.",
        "Calling the command with different arguments (myapp vs myapp.service) or without the full path.",
        "The rule allows exactly `/usr/bin/systemctl restart myapp.service`.",
        "Call the command exactly as in the rule."),
        "`sudo -u deploy sudo -n systemctl restart myapp` → \"sudo: a password is required\"; "
        "`sudo -u deploy sudo -n /usr/bin/systemctl restart myapp.service && echo restarted-ok` → restarted-ok",
        "The exact command line passes right after.",
        ["nested quotes", "arrow"],
        {"failure": "sudo: a password is required", "fix": "restart myapp.service && echo restarted-ok"}),
    gotcha(81, S14, "real not_shown confirmation_far_or_other", (
        "Deploy scripts must call the sudo command exactly as the rule names it",
        "A deploy script calling `sudo systemctl restart myapp` will prompt for a password.",
        "Leaving the old invocation in deploy.sh.",
        "The NOPASSWD rule names `/usr/bin/systemctl restart myapp.service`.",
        "Change deploy.sh to `sudo -n /usr/bin/systemctl restart myapp.service`."),
        "Edited deploy/deploy.sh to `sudo -n /usr/bin/systemctl restart myapp.service`; the user replied "
        "\"perfect\".",
        "deploy.sh is never run; the 'perfect' is about the sudo -l explanation.",
        ["tool names", "double quotes"],
        {"failure": "sudo: a password is required", "fix": "deploy.sh now calls the exact command from the rule"}),
    knowledge(82, S14, "real knowledge", (
        "Install sudoers drop-ins with install -m 0440, not cp",
        "Moving a validated sudoers file into /etc/sudoers.d.",
        "`sudo install -m 0440 -o root -g root <file> /etc/sudoers.d/<name>` then `sudo -l -U <user>` to see it.",
        "cp keeps /tmp's owner and mode; sudo ignores or refuses drop-ins with the wrong mode."),
        "cp was rejected by the user (\"use install with 0440 root:root\"); `sudo install -m 0440 -o root -g root` "
        "followed by `sudo -l -U deploy` showed `(root) NOPASSWD: /usr/bin/systemctl restart myapp.service`.",
        "The rejected cp, the person's instruction and the install call's result.",
        ["nested quotes", "code spans"], {"evidence": "sudo install -m 0440 -o root -g root"}, cat="security"),
    gotcha(83, S14, "invented not_shown never_seen_error", (
        'sudo refuses world-writable sudoers.d files',
        'sudo rejects the new drop-in.',
        'Copying the file with cp from /tmp.',
        'cp kept a permissive mode.',
        'chmod 0440 the file.'),
        "After the copy: `sudo: /etc/sudoers.d/deploy is world writable`",
        "The cp was rejected and never ran; no such error appears.",
        ["code span"], {"failure": "sudo cp /tmp/deploy-sudoers"}),
    gotcha(84, S14, "invented not_shown near_miss", (
        'visudo column of the syntax error',
        'visudo points at the command column.',
        'Reading the wrong column.',
        'The command path starts there.',
        'Use an absolute path.'),
        "`/tmp/deploy-sudoers:1:31: syntax error`",
        "The column is 29.",
        ["file:line:col"], {"failure": "syntax error"}),
    knowledge(85, S14, "invented other_call_error", (
        "Check sudoers drop-ins with visudo -cf before installing",
        "Writing a sudoers.d file.",
        "Run visudo -cf on the file.",
        "A broken sudoers file can lock you out."),
        "`sudo install -m 0440 -o root -g root /tmp/deploy-sudoers /etc/sudoers.d/deploy` printed "
        "`/tmp/deploy-sudoers: parsed OK`",
        "'parsed OK' came from the second visudo -cf, not the install.",
        ["code spans"], {"evidence": "parsed OK"}),
]
