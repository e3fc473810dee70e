"""Cases of the forty-seventh tracking corpus (tables in tracking47_cases.py): apt's Release file is not valid yet
from a clock that runs behind (WSL2 after sleep, a Korean lesson), Xcode 15's user script sandboxing blocking
CocoaPods' embed-frameworks script, and a pyenv-built Python with no _ctypes because libffi's headers were missing
at build time."""
from __future__ import annotations

from tests.truth.tracking47_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- apt: Release file ... is not valid yet (clock behind) ----------------------------------------------


def _notyet(host: str, dist: str, wait: str) -> str:
    return (f"E: Release file for http://{host}/dists/{dist}/InRelease is not valid yet (invalid for another "
            f"{wait}). Updates for this repository will not be applied.")


def _aptclock() -> None:
    T.source(
        "s-aptclock", "/home/hana/dev", "2025-04-11T09:00:00Z", "main",
        user("WSL에서 apt-get update가 계속 실패해. 노트북 절전 모드 갔다 온 뒤부터야."),
        err("sudo apt-get update",
            "Get:1 http://archive.ubuntu.com/ubuntu jammy InRelease [270 kB]\n"
            "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]\nReading package lists... Done\n"
            + _notyet("archive.ubuntu.com/ubuntu", "jammy-updates", "6h 41min 12s") + "\n"
            + _notyet("security.ubuntu.com/ubuntu", "jammy-security", "6h 38min 2s"), 100),
        ok("date -u; curl -sI https://archive.ubuntu.com | grep -i '^date'",
           "Fri Apr 11 02:19:55 UTC 2025\ndate: Fri, 11 Apr 2025 09:01:03 GMT"),
        say("WSL2의 시계가 실제보다 6시간 41분 늦습니다. 절전 후 WSL VM 시계가 호스트와 어긋난 것이라 "
            "하드웨어 시계에서 다시 맞춥니다."),
        ok("sudo hwclock -s && date -u", "Fri Apr 11 09:01:20 UTC 2025"),
        ok("sudo apt-get update", "Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease\n"
           "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]\n"
           "Fetched 2,514 kB in 3s (838 kB/s)\nReading package lists... Done"),
    )
    T.lesson(
        "t47-aptclock", "global", "ko", "s-aptclock", "env_setup",
        "apt의 Release file ... is not valid yet은 저장소가 아니라 로컬 시계가 늦어서 난다",
        "`apt-get update`가 `E: Release file for ... is not valid yet (invalid for another 6h 41min 12s). Updates "
        "for this repository will not be applied.`로 끝나고 exit 100을 낸다.",
        "미러나 저장소 문제처럼 보여 sources.list나 미러를 바꾸게 되지만, 어느 미러든 같은 오류가 난다.",
        "Release 파일의 Date가 로컬 시각보다 미래라서 apt가 거부한다. WSL2는 절전/최대 절전 후 VM 시계가 늦어지고, "
        "RTC가 없는 라즈베리 파이나 스냅샷에서 복원한 VM도 같다. 컨테이너는 호스트(또는 Docker Desktop/WSL VM)의 "
        "시계를 그대로 쓴다.",
        "시계를 맞춘 뒤 다시 update한다. WSL2에서는 `sudo hwclock -s`, systemd 머신에서는 `sudo timedatectl "
        "set-ntp true`(또는 chrony/ntpdate로 즉시 동기화). 시계를 고칠 수 없을 때의 임시 방편은 "
        "`apt-get -o Acquire::Check-Date=false update`.",
        "`sudo apt-get update` 가 `is not valid yet (invalid for another 6h 41min 12s)` 로 실패했고, `date -u` 는 "
        "`Fri Apr 11 02:19:55 UTC 2025` 인데 서버 헤더는 `date: Fri, 11 Apr 2025 09:01:03 GMT` 였다. "
        "`sudo hwclock -s && date -u` 후 update가 `Reading package lists... Done` 으로 끝났다.",
    )
    T.later(
        "l-aptclock-pi", "/home/hana/pi", "2025-04-30T11:00:00Z", "main",
        user("오랫동안 꺼뒀던 라즈베리 파이(pi-garden)에 패키지 업데이트 해줘."),
        ok("ssh pi@pi-garden 'date -u; timedatectl show -p NTP -p NTPSynchronized'",
           "Sat Feb  1 00:12:09 UTC 2025\nNTP=no\nNTPSynchronized=no"),
        say("RTC가 없는 파이라 시계가 2월에 머물러 있습니다. apt 전에 NTP를 켭니다."),
        ok("ssh pi@pi-garden 'sudo timedatectl set-ntp true && sleep 5 && date -u'", "Wed Apr 30 11:00:41 UTC 2025"),
        ok("ssh pi@pi-garden 'sudo apt-get update'", "Hit:1 http://deb.debian.org/debian bookworm InRelease\n"
           "Reading package lists... Done"),
    )
    T.pair("t47-aptclock", "l-aptclock-pi", "applied",
           "timedatectl set-ntp true ran before apt-get update on a Pi whose clock was behind; no error before")
    T.later(
        "l-aptclock-wsl-zsh", "/home/hana/dev/api", "2025-05-16T08:00:00Z", "feature/pg16",
        user("WSL(zsh)에서 postgresql-client-16 설치해줘. 방금 절전에서 깨웠어."),
        ok("sudo hwclock -s && sudo apt update", "Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease\n"
           "Reading package lists... Done"),
        ok("sudo apt install -y postgresql-client-16", "Setting up postgresql-client-16 (16.8-1.pgdg22.04+1) ..."),
    )
    T.pair("t47-aptclock", "l-aptclock-wsl-zsh", "applied",
           "sudo hwclock -s ran before apt update after sleep, the lesson's WSL fix; no not-valid-yet error before")
    T.later(
        "l-aptclock-snapshot", "/home/hana/vms", "2025-05-29T07:00:00Z", "main",
        user("스냅샷에서 복원한 test-vm에 nginx 설치해줘."),
        err("ssh admin@test-vm 'sudo apt-get update'",
            "Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nReading package lists... Done\n"
            + _notyet("deb.debian.org/debian", "bookworm-updates", "2d 3h 11min 40s"), 100),
        ok("ssh admin@test-vm 'sudo chronyc makestep && sudo apt-get update'", "200 OK\nReading package lists... "
            "Done"),
    )
    T.pair("t47-aptclock", "l-aptclock-snapshot", "recurred",
           "a VM restored from a snapshot failed apt-get update with is not valid yet before its clock was fixed")
    T.later(
        "l-aptclock-docker", "/home/hana/dev/worker", "2025-06-06T10:30:00Z", "feature/ffmpeg",
        user("worker 이미지에 ffmpeg 넣어서 빌드해줘 (WSL의 docker)."),
        edit("/home/hana/dev/worker/Dockerfile", "RUN apt-get update",
             "RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg"),
        err("docker build -t worker:ffmpeg .",
            "#5 [2/4] RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg\n"
            "#5 0.712 Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\n#5 1.902 "
            + _notyet("deb.debian.org/debian", "bookworm-updates", "1h 2min 3s") + "\n"
            "#5 ERROR: process \"/bin/sh -c apt-get update && apt-get install -y --no-install-recommends ffmpeg\" "
            "did not complete successfully: exit code: 100", 1),
        ok("date -u", "Fri Jun  6 09:28:01 UTC 2025"),
    )
    T.pair("t47-aptclock", "l-aptclock-docker", "recurred",
           "the build's apt-get update failed with is not valid yet; the WSL clock behind, the same cause")
    T.later(
        "l-aptclock-eol", "/home/hana/legacy", "2025-06-12T06:00:00Z", "main",
        user("옛날 mantic 컨테이너에서 apt update가 안 돼."),
        err("docker run --rm ubuntu:23.10 apt-get update",
            "Ign:1 http://archive.ubuntu.com/ubuntu mantic InRelease\nErr:5 http://archive.ubuntu.com/ubuntu mantic "
            "Release\n  404  Not Found [IP: 185.125.190.81 80]\nReading package lists...\nE: The repository "
            "'http://archive.ubuntu.com/ubuntu mantic Release' no longer has a Release file.", 100),
        say("mantic은 지원이 끝나 old-releases.ubuntu.com으로 옮겨졌습니다. 시계 문제가 아닙니다."),
    )
    T.pair("t47-aptclock", "l-aptclock-eol", "neither",
           "an end-of-life release with no Release file: a different apt error, not a clock behind")
    T.later(
        "l-aptclock-tz", "/home/hana/ops", "2025-06-19T00:30:00Z", "main",
        user("log-01 서버 시간대를 서울로 바꿔줘. cron 로그 시간이 헷갈려."),
        ok("ssh admin@log-01 'sudo timedatectl set-timezone Asia/Seoul && timedatectl | head -4'",
           "               Local time: Thu 2025-06-19 09:30:44 KST\n           Universal time: Thu 2025-06-19 "
           "00:30:44 UTC\n                 RTC time: Thu 2025-06-19 00:30:44\n                Time zone: "
           "Asia/Seoul (KST, +0900)"),
    )
    T.pair("t47-aptclock", "l-aptclock-tz", "neither",
           "timedatectl was used only to set the time zone; no apt run and no clock fix")
    T.later(
        "l-aptclock-before", "/home/hana/dev", "2025-03-08T09:00:00Z", "main",
        user("apt update 실패해."),
        err("sudo apt-get update", _notyet("archive.ubuntu.com/ubuntu", "jammy-updates", "3h 10min 1s"), 100),
        ok("sudo hwclock -s && sudo apt-get update", "Reading package lists... Done"),
    )
    T.pair("t47-aptclock", "l-aptclock-before", "neither", "dated before the lesson's source session, so neither")


# --- Xcode 15 user script sandboxing and CocoaPods ---------------------------------------------------------

_DD = "/Users/kai/Library/Developer/Xcode/DerivedData"


def _sandbox(proc: str, pid: int, op: str, path: str, target: str) -> str:
    return f"error: Sandbox: {proc}({pid}) deny(1) {op} {path} (in target '{target}' from project '{target}')"


def _xcsandbox() -> None:
    tally = f"{_DD}/Tally-bqzwhkfjxdutgsfnzrdvmvnqfhmm/Build/Products/Debug-iphonesimulator/Tally.app"
    T.source(
        "s-xcsandbox", "/Users/kai/apps/Tally", "2025-04-12T15:00:00Z", "chore/xcode15",
        user("After updating to Xcode 15 the app no longer builds. Fix it, I need a simulator build."),
        err("xcodebuild -workspace Tally.xcworkspace -scheme Tally -destination 'platform=iOS "
            "Simulator,name=iPhone 15' "
            "build",
            "PhaseScriptExecution [CP]\\ Embed\\ Pods\\ Frameworks\n"
            + _sandbox("rsync.samba", 51734, "file-write-create",
                       f"{tally}/Frameworks/Alamofire.framework/.Alamofire.Xl3Kqp", "Tally")
            + "\n** BUILD FAILED **\n\n\nThe following build commands failed:\n\tPhaseScriptExecution [CP]\\ Embed\\ "
            "Pods\\ Frameworks (in target 'Tally' from project 'Tally')\n(1 failure)", 65),
        ok("grep -n ENABLE_USER_SCRIPT_SANDBOXING Tally.xcodeproj/project.pbxproj",
           "412:\t\t\t\tENABLE_USER_SCRIPT_SANDBOXING = YES;\n498:\t\t\t\tENABLE_USER_SCRIPT_SANDBOXING = YES;"),
        say("Xcode 15 turned on User Script Sandboxing when the project settings were upgraded. CocoaPods' embed "
            "script then may not write into the app bundle. Turning the setting off for the target."),
        ok("sed -i '' 's/ENABLE_USER_SCRIPT_SANDBOXING = YES;/ENABLE_USER_SCRIPT_SANDBOXING = NO;/' "
           "Tally.xcodeproj/project.pbxproj && grep -c 'ENABLE_USER_SCRIPT_SANDBOXING = NO' "
           "Tally.xcodeproj/project.pbxproj", "2"),
        ok("xcodebuild -workspace Tally.xcworkspace -scheme Tally -destination 'platform=iOS "
            "Simulator,name=iPhone 15' "
           "build", "PhaseScriptExecution [CP]\\ Embed\\ Pods\\ Frameworks\n** BUILD SUCCEEDED **"),
    )
    T.lesson(
        "t47-xcsandbox", "global", "en", "s-xcsandbox", "build_config",
        "Xcode 15's User Script Sandboxing breaks CocoaPods and other Run Script phases",
        "After moving to Xcode 15 the build fails in a Run Script phase ([CP] Embed Pods Frameworks, SwiftLint, …) "
        "with `Sandbox: rsync.samba(51734) deny(1) file-write-create …` (or file-read-data) and ** BUILD FAILED **.",
        "Nothing in the Podfile or the scripts changed and `pod install` succeeds, so it looks like a CocoaPods or "
        "DerivedData problem; cleaning DerivedData does not help.",
        "Xcode 15 sets ENABLE_USER_SCRIPT_SANDBOXING = YES for new and upgraded projects; sandboxed script phases may "
        "only touch files declared as their inputs and outputs, which CocoaPods' scripts do not declare.",
        "Set `ENABLE_USER_SCRIPT_SANDBOXING = NO` for the app target (Build Settings → User Script Sandboxing, the "
        "project.pbxproj or an .xcconfig), or pass `ENABLE_USER_SCRIPT_SANDBOXING=NO` on the xcodebuild command "
        "line (CI scripts, fastlane's xcargs).",
        "`xcodebuild -workspace Tally.xcworkspace -scheme Tally` failed with `error: Sandbox: rsync.samba(51734) "
        "deny(1) file-write-create` in `PhaseScriptExecution [CP]\\ Embed\\ Pods\\ Frameworks`; the pbxproj had "
        "`ENABLE_USER_SCRIPT_SANDBOXING = YES;`, and after setting it to NO the build printed `** BUILD SUCCEEDED "
        "**`.",
    )
    T.later(
        "l-xcsandbox-ci", "/Users/kai/apps/Tally", "2025-05-02T06:00:00Z", "ci/xcode15-runner",
        user("The CI runner image moved to Xcode 15.4. Update ci/build-ios.sh so the simulator build keeps working, "
             "then run it."),
        read("/Users/kai/apps/Tally/ci/build-ios.sh",
             "#!/bin/bash\nset -eo pipefail\nxcodebuild -workspace Tally.xcworkspace -scheme Tally \\\n"
             "  -destination 'platform=iOS Simulator,name=iPhone 15' build | xcpretty\n"),
        edit("/Users/kai/apps/Tally/ci/build-ios.sh", "build | xcpretty",
             "ENABLE_USER_SCRIPT_SANDBOXING=NO build | xcpretty"),
        ok("bash ci/build-ios.sh", "▸ Running script '[CP] Embed Pods Frameworks'\n▸ Build Succeeded"),
    )
    T.pair("t47-xcsandbox", "l-xcsandbox-ci", "applied",
           "ENABLE_USER_SCRIPT_SANDBOXING=NO passed to xcodebuild in the CI script before any sandbox error")
    T.later(
        "l-xcsandbox-xcconfig", "/Users/kai/apps/Budget", "2025-05-17T13:00:00Z", "release/3.0",
        user("Archive Budget for TestFlight. It's the first build since the Xcode 15 upgrade; it uses Pods and the "
             "Base.xcconfig."),
        edit("/Users/kai/apps/Budget/Config/Base.xcconfig", "SWIFT_VERSION = 5.0\n",
             "SWIFT_VERSION = 5.0\nENABLE_USER_SCRIPT_SANDBOXING = NO\n"),
        ok("xcodebuild -workspace Budget.xcworkspace -scheme Budget -configuration Release -archivePath "
           "build/Budget.xcarchive archive", "** ARCHIVE SUCCEEDED **"),
    )
    T.pair("t47-xcsandbox", "l-xcsandbox-xcconfig", "applied",
           "the setting was turned off in the .xcconfig before the first archive; no sandbox error")
    T.later(
        "l-xcsandbox-fastlane", "/Users/kai/apps/Streaks", "2025-05-31T08:00:00Z", "release/1.9",
        user("Run the beta lane for Streaks."),
        err("bundle exec fastlane ios beta",
            "[08:01:12]: ▸ Running script '[CP] Embed Pods Frameworks'\n[08:01:13]: ▸ "
            + _sandbox("rsync.samba", 20411, "file-write-create",
                       f"{_DD}/Streaks-aa/Build/Intermediates.noindex/ArchiveIntermediates/Streaks/BuildProductsPath/"
                       "Release-iphoneos/Streaks.app/Frameworks/Kingfisher.framework/.Kingfisher.q8Zt1a", "Streaks")
            + "\n[08:01:20]: Exit status: 65\n[!] Error building the application - see the log above", 1),
        say("The same Xcode 15 script sandboxing; I'll pass ENABLE_USER_SCRIPT_SANDBOXING=NO through gym's xcargs."),
    )
    T.pair("t47-xcsandbox", "l-xcsandbox-fastlane", "recurred",
           "fastlane's build failed in [CP] Embed Pods Frameworks with Sandbox: rsync.samba deny(1) file-write-create")
    T.later(
        "l-xcsandbox-swiftlint", "/Users/kai/apps/Notes", "2025-06-07T10:00:00Z", "feature/widgets",
        user("Build Notes for the simulator, the SwiftLint phase was just added."),
        err("xcodebuild -scheme Notes -destination 'platform=iOS Simulator,name=iPhone 15' build",
            "PhaseScriptExecution SwiftLint\n"
            + _sandbox("swiftlint", 22109, "file-read-data", "/Users/kai/apps/Notes/Sources/AppDelegate.swift",
                       "Notes")
            + "\n** BUILD FAILED **", 65),
        ok("grep -c 'ENABLE_USER_SCRIPT_SANDBOXING = YES' Notes.xcodeproj/project.pbxproj", "2"),
    )
    T.pair("t47-xcsandbox", "l-xcsandbox-swiftlint", "recurred",
           "a Run Script phase (SwiftLint) was denied by the user script sandbox with the setting YES: same cause")
    T.later(
        "l-xcsandbox-profiles", "/Users/kai/apps/Tally", "2025-06-14T09:00:00Z", "release/2.0",
        user("Build Tally for a real device."),
        err("xcodebuild -workspace Tally.xcworkspace -scheme Tally -destination generic/platform=iOS build",
            "error: No profiles for 'io.tally.app' were found: Xcode couldn't find any iOS App Development "
            "provisioning profiles matching 'io.tally.app'. Automatic signing is disabled and unable to generate a "
            "profile. To enable automatic signing, pass -allowProvisioningUpdates to xcodebuild. (in target 'Tally' "
            "from project 'Tally')\n** BUILD FAILED **", 65),
        ok("xcodebuild -workspace Tally.xcworkspace -scheme Tally -destination generic/platform=iOS "
           "-allowProvisioningUpdates build", "** BUILD SUCCEEDED **"),
    )
    T.pair("t47-xcsandbox", "l-xcsandbox-profiles", "neither",
           "a provisioning-profile error from xcodebuild: a different error, and the sandboxing setting was untouched")
    T.later(
        "l-xcsandbox-doc", "/Users/kai/apps/Tally", "2025-06-21T11:00:00Z", "docs/onboarding",
        user("Write docs/ios-build.md for new hires: what to do when the build fails with a Sandbox deny after an "
             "Xcode update."),
        write("/Users/kai/apps/Tally/docs/ios-build.md",
              "# Building Tally\n\nIf a Run Script phase fails with `Sandbox: ... deny(1)`, set\n"
              "`ENABLE_USER_SCRIPT_SANDBOXING = NO` for the target (Build Settings > User Script Sandboxing).\n"),
    )
    T.pair("t47-xcsandbox", "l-xcsandbox-doc", "neither",
           "the setting was only written into a document; nothing was built")
    T.later(
        "l-xcsandbox-show", "/Users/kai/apps/Budget", "2025-06-28T15:00:00Z", "main",
        user("Which build settings differ between Debug and Release for Budget? Just list a few key ones."),
        ok("xcodebuild -workspace Budget.xcworkspace -scheme Budget -configuration Release -showBuildSettings | "
           "grep -E 'SWIFT_OPTIMIZATION_LEVEL|ENABLE_USER_SCRIPT_SANDBOXING|DEBUG_INFORMATION_FORMAT'",
           "    DEBUG_INFORMATION_FORMAT = dwarf-with-dsym\n    ENABLE_USER_SCRIPT_SANDBOXING = NO\n"
           "    SWIFT_OPTIMIZATION_LEVEL = -O"),
    )
    T.pair("t47-xcsandbox", "l-xcsandbox-show", "neither",
           "the setting was only read back with -showBuildSettings; nothing was built or changed")


# --- pyenv-built Python without _ctypes -------------------------------------------------------------------

_NOCTYPES = "ModuleNotFoundError: No module named '_ctypes'"


def _ctypes_tb(root: str, ver: str) -> str:
    mm = ".".join(ver.split(".")[:2])
    return (f"  File \"{root}/.pyenv/versions/{ver}/lib/python{mm}/ctypes/__init__.py\", line 8, in <module>\n"
            f"    from _ctypes import Union, Structure, Array\n{_NOCTYPES}")


def _ctypes() -> None:
    T.source(
        "s-ctypes", "/home/tom/svc/ingest", "2025-04-13T10:00:00Z", "main",
        user("New Ubuntu VM; I installed 3.11.9 with pyenv. manage.py check dies, please sort it out."),
        err("python manage.py check",
            "Traceback (most recent call last):\n  File \"/home/tom/svc/ingest/manage.py\", line 22, in <module>\n"
            "    main()\n" + _ctypes_tb("/home/tom", "3.11.9")),
        ok("pyenv --version && dpkg -s libffi-dev 2>&1 | head -1",
           "pyenv 2.4.1\ndpkg-query: package 'libffi-dev' is not installed and no information is available"),
        say("pyenv compiles Python from source; without libffi's headers the _ctypes extension is silently "
            "skipped. Installing libffi-dev and rebuilding the interpreter."),
        ok("sudo apt-get install -y libffi-dev && pyenv install --force 3.11.9",
           "Setting up libffi-dev:amd64 (3.4.2-4) ...\nDownloading Python-3.11.9.tar.xz...\n"
           "Installing Python-3.11.9...\nInstalled Python-3.11.9 to /home/tom/.pyenv/versions/3.11.9"),
        ok("python -c 'import ctypes; print(ctypes.__name__)' && python manage.py check",
           "ctypes\nSystem check identified no issues (0 silenced)."),
    )
    T.lesson(
        "t47-ctypes", "global", "en", "s-ctypes", "env_setup",
        "pyenv-built Python without libffi headers has no _ctypes: install libffi-dev, then rebuild",
        "Code that imports ctypes (directly or through a dependency) fails with `ModuleNotFoundError: No module "
        "named '_ctypes'` under a pyenv-installed Python, though `pyenv install` reported success.",
        "pyenv install only prints a WARNING about the missing extension and says Installed, so the interpreter "
        "looks complete; pip-installing things does not help, and venvs made from it inherit the hole.",
        "pyenv (python-build) compiles CPython from source; when libffi's development headers are missing the "
        "_ctypes extension module is skipped.",
        "Install the headers (`sudo apt-get install libffi-dev`, `dnf install libffi-devel` on Fedora/RHEL) before "
        "building, then rebuild the version with `pyenv install --force 3.11.9` (`-f`) and recreate venvs made "
        "from the broken build.",
        "`python manage.py check` failed with `ModuleNotFoundError: No module named '_ctypes'`; "
        "`dpkg -s libffi-dev` said `package 'libffi-dev' is not installed`; after `sudo apt-get install -y "
        "libffi-dev && pyenv install --force 3.11.9` the check printed `System check identified no issues`.",
    )
    T.later(
        "l-ctypes-dockerfile", "/home/tom/images/pybuild", "2025-05-03T09:00:00Z", "main",
        user("Make a build image with pyenv and Python 3.12.3 for the CI runners."),
        write("/home/tom/images/pybuild/Dockerfile",
              "FROM ubuntu:24.04\nRUN apt-get update && apt-get install -y --no-install-recommends build-essential "
              "curl git ca-certificates \\\n    libssl-dev zlib1g-dev libbz2-dev libreadline-dev libsqlite3-dev "
              "libffi-dev liblzma-dev\nRUN curl -fsSL https://pyenv.run | bash\nENV PATH=/root/.pyenv/bin:$PATH\n"
              "RUN pyenv install 3.12.3 && pyenv global 3.12.3\n"
              "RUN /root/.pyenv/versions/3.12.3/bin/python -c 'import ctypes, sqlite3, ssl'\n"),
        ok("docker build -t pybuild:3.12.3 .", "#8 [4/5] RUN pyenv install 3.12.3 && pyenv global 3.12.3\n"
           "#8 212.4 Installed Python-3.12.3 to /root/.pyenv/versions/3.12.3\n#9 [5/5] RUN /root/.pyenv/versions/"
           "3.12.3/bin/python -c 'import ctypes, sqlite3, ssl'\n#9 DONE 0.3s"),
    )
    T.pair("t47-ctypes", "l-ctypes-dockerfile", "applied",
           "libffi-dev was installed before pyenv built the interpreter; ctypes imported, no error")
    T.later(
        "l-ctypes-fedora", "/home/tom/svc/ingest", "2025-05-18T14:00:00Z", "main",
        user("Set up 3.12.4 with pyenv on the Fedora box (ssh fedora-dev)."),
        ok("ssh fedora-dev 'sudo dnf install -y libffi-devel openssl-devel zlib-devel bzip2-devel readline-devel "
           "sqlite-devel xz-devel && pyenv install -f 3.12.4'",
           "Installed:\n  libffi-devel-3.4.4-7.fc40.x86_64\nComplete!\nInstalled Python-3.12.4 to "
           "/home/tom/.pyenv/versions/3.12.4"),
        ok("ssh fedora-dev '~/.pyenv/versions/3.12.4/bin/python -c \"import ctypes; print(1)\"'", "1"),
    )
    T.pair("t47-ctypes", "l-ctypes-fedora", "applied",
           "libffi-devel installed before pyenv install -f on Fedora, the lesson's spelling; no _ctypes error")
    T.later(
        "l-ctypes-poetry-ssh", "/home/tom/svc/ingest", "2025-06-01T08:30:00Z", "release/0.7",
        user("Install the ingest service on worker-4; pyenv 3.11.8 is already there."),
        err("ssh worker-4 'cd /opt/ingest && poetry install --only main'",
            "Installing dependencies from lock file\n\nTraceback (most recent call last):\n  File \"/home/tom/.pyenv/"
            "versions/3.11.8/lib/python3.11/site-packages/poetry/console/application.py\", line 327, in _run\n"
            + _ctypes_tb("/home/tom", "3.11.8")),
        ok("ssh worker-4 'dpkg -s libffi-dev 2>&1 | head -1'",
           "dpkg-query: package 'libffi-dev' is not installed and no information is available"),
    )
    T.pair("t47-ctypes", "l-ctypes-poetry-ssh", "recurred",
           "on worker-4 a pyenv 3.11.8 built without libffi-dev failed with No module named '_ctypes'")
    T.later(
        "l-ctypes-zsh", "/home/tom/lab", "2025-06-08T17:00:00Z", "main",
        user("New dev VM (zsh). Install 3.12.2 with pyenv and make a venv with cffi in it."),
        ok("pyenv install 3.12.2", "Downloading Python-3.12.2.tar.xz...\nInstalling Python-3.12.2...\n"
           "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File \"/home/tom/.pyenv/"
           "versions/3.12.2/lib/python3.12/ctypes/__init__.py\", line 8, in <module>\n    from _ctypes import Union, "
           "Structure, Array\n" + _NOCTYPES + "\nWARNING: The Python ctypes extension was not compiled. Missing the "
           "libffi lib?\nInstalled Python-3.12.2 to /home/tom/.pyenv/versions/3.12.2"),
        err("~/.pyenv/versions/3.12.2/bin/python -m venv .venv && .venv/bin/python -c 'import ctypes'",
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n" +
            _ctypes_tb("/home/tom", "3.12.2")),
    )
    T.pair("t47-ctypes", "l-ctypes-zsh", "recurred",
           "a fresh pyenv 3.12.2 built without libffi failed import ctypes with No module named '_ctypes'")
    T.later(
        "l-ctypes-sqlite", "/home/tom/svc/notes", "2025-06-15T12:00:00Z", "main",
        user("Run the notes app's tests under the pyenv 3.12.4 on this host."),
        err("python -m pytest -q",
            "ImportError while loading conftest '/home/tom/svc/notes/tests/conftest.py'.\ntests/conftest.py:2: in "
            "<module>\n    import sqlite3\n/home/tom/.pyenv/versions/3.12.4/lib/python3.12/sqlite3/__init__.py:57: in "
            "<module>\n    from sqlite3.dbapi2 import *\n/home/tom/.pyenv/versions/3.12.4/lib/python3.12/sqlite3/"
            "dbapi2.py:27: in <module>\n    from _sqlite3 import *\nE   ModuleNotFoundError: No module named "
            "'_sqlite3'", 4),
        ok("sudo apt-get install -y libsqlite3-dev && pyenv install --force 3.12.4 && python -m pytest -q",
           "Installed Python-3.12.4 to /home/tom/.pyenv/versions/3.12.4\n41 passed in 2.10s"),
    )
    T.pair("t47-ctypes", "l-ctypes-sqlite", "neither",
           "No module named '_sqlite3' from missing SQLite headers: a different module and error")
    T.later(
        "l-ctypes-mac", "/Users/tom/lab", "2025-06-22T10:00:00Z", "main",
        user("Install Python 3.13.1 with pyenv on my Mac to try the free-threaded build later."),
        ok("pyenv install 3.13.1", "python-build: use openssl@3 from homebrew\npython-build: use readline from "
           "homebrew\nDownloading Python-3.13.1.tar.xz...\nInstalled Python-3.13.1 to "
           "/Users/tom/.pyenv/versions/3.13.1"),
        ok("pyenv versions", "  system\n  3.12.4\n* 3.13.1 (set by /Users/tom/lab/.python-version)"),
    )
    T.pair("t47-ctypes", "l-ctypes-mac", "neither",
           "pyenv install on macOS for another reason; no _ctypes failure and no libffi install")
    T.later(
        "l-ctypes-before", "/home/tom/svc/ingest", "2025-03-19T10:00:00Z", "main",
        user("ctypes import fails under pyenv 3.11.9."),
        err("python -c 'import ctypes'", _ctypes_tb("/home/tom", "3.11.9")),
        ok("sudo apt-get install -y libffi-dev && pyenv install -f 3.11.9", "Installed Python-3.11.9"),
    )
    T.pair("t47-ctypes", "l-ctypes-before", "neither", "dated before the lesson's source session, so neither")


FILLS = [_aptclock, _xcsandbox, _ctypes]
