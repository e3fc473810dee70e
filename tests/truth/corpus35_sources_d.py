"""corpus35's scripted sessions, part four: Apache Cordova for Android in Windows cmd, Rocq/Coq with coq_makefile
(file:line:col errors), an Expect script to a legacy switch (a fish user), OpenVINO's ovc under WSL 2 (in Korean),
BSD sed and date in a release script on macOS zsh (ANSI colour)."""
from __future__ import annotations

from tests.truth.corpus35_common import ESC

E = ESC
JDK17 = "C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.12.7-hotspot"
_CORDOVA_HEAD = ("Checking Java JDK and Android SDK versions\nANDROID_HOME=C:\\Users\\min\\AppData\\Local\\Android\\Sdk "
                 "(recommended setting)\nANDROID_SDK_ROOT=undefined (DEPRECATED)\nUsing Android SDK: "
                 "C:\\Users\\min\\AppData\\Local\\Android\\Sdk\n")
_JDK_FAIL = ("Exit code 1\n" + _CORDOVA_HEAD + "\nRequirements check failed for JDK 17.x! Detected version: 21.0.4\n"
             "Check your ANDROID_HOME and JAVA_HOME environment variables.")
_BLUE, _RED, _GREEN, _OFF = E + "[1;34m", E + "[1;31m", E + "[1;32m", E + "[0m"

SOURCES = {
    "s16-cordova-cmd": ("C:\\Users\\min\\src\\fieldapp", "2026-11-14T08:30:00Z", "main", [
        ("user", "cordova build android fails on Windows. Plain cmd.exe, Cordova 12 with cordova-android 13."),
        ("bash", "cordova build android", _JDK_FAIL, True),
        ("bash", "where java & echo %JAVA_HOME% & dir /b \"C:\\Program Files\\Eclipse Adoptium\"",
         "C:\\Program Files\\Eclipse Adoptium\\jdk-21.0.4.7-hotspot\\bin\\java.exe\nC:\\Program Files\\Eclipse Adoptium\\"
         "jdk-21.0.4.7-hotspot\njdk-17.0.12.7-hotspot\njdk-21.0.4.7-hotspot", False),
        ("say", "cordova-android 13 wants JDK 17 and JAVA_HOME points at 21. JDK 17 is installed next to it, so I'll switch "
                "JAVA_HOME for this build."),
        ("bash", f"set \"JAVA_HOME={JDK17}\" && set \"PATH=%JAVA_HOME%\\bin;%PATH%\" && cordova build android", _JDK_FAIL, True),
        ("say", "Still 21: cmd expands %JAVA_HOME% when it parses the whole line, before the first `set` runs, so PATH got "
                "the old JDK. I'll spell the path out."),
        ("bash", f"set \"JAVA_HOME={JDK17}\" && set \"PATH={JDK17}\\bin;%PATH%\" && cordova build android",
         "Exit code 1\n" + _CORDOVA_HEAD + "Using Android SDK: C:\\Users\\min\\AppData\\Local\\Android\\Sdk\n"
         "Could not find an installed version of Gradle either in Android Studio,\nor on your system to install the gradle "
         "wrapper. Please include gradle \nin your path, or install Android Studio", True),
        ("user", "I have gradle 8.7 unzipped at C:\\tools\\gradle-8.7"),
        ("bash", f"set \"JAVA_HOME={JDK17}\" && set \"PATH=C:\\tools\\gradle-8.7\\bin;{JDK17}\\bin;%PATH%\" && cordova build android",
         _CORDOVA_HEAD + "Subproject Path: CordovaLib\nSubproject Path: app\n\n> Task :app:assembleDebug\n\nBUILD SUCCESSFUL in "
         "1m 12s\n42 actionable tasks: 42 executed\nBuilt the following apk(s): \n\tC:\\Users\\min\\src\\fieldapp\\platforms\\"
         "android\\app\\build\\outputs\\apk\\debug\\app-debug.apk", False),
        ("user", "apk builds, thanks. But `cordova run android --device` says No target specified and no devices found, and my "
                 "phone is plugged in."),
        ("bash", "adb devices", "List of devices attached\nR58N12ABCDE\tunauthorized", False),
        ("say", "adb sees the phone as `unauthorized`: it has not accepted this PC's debugging key. Unlock the phone, accept "
                "the 'Allow USB debugging?' prompt (tick 'Always allow'), then run `cordova run android --device` again."),
        ("user", "the phone is at the office, I'll try tomorrow."),
    ]),
    "s17-coq-make": ("/home/rhea/verified-sort", "2026-11-14T13:00:00Z", "coq-8.19", [
        ("user", "make fails in our Coq project after moving the opam switch to Coq 8.19. We use _CoqProject + coq_makefile."),
        ("bash", "make -j4",
         "Exit code 2\nCOQDEP VFILES\nCOQC theories/Lists.v\nCOQC theories/Sort.v\nFile \"./theories/Sort.v\", line 3, "
         "characters 15-20:\nError: Cannot find a physical path bound to logical path Omega.\n\nmake[2]: *** "
         "[CoqMakefile:819: theories/Sort.vo] Error 1\nmake[1]: *** [CoqMakefile:405: all] Error 2\nmake: *** [Makefile:14: "
         "all] Error 2", True),
        ("say", "The Omega library and the omega tactic were removed (deprecated since 8.12); lia replaces both. I'll swap "
                "them in Sort.v."),
        ("bash", "sed -i 's/Require Import Omega\\./Require Import Lia./; s/\\bomega\\./lia./g' theories/Sort.v && make -j4",
         "Exit code 2\nCOQC theories/Sort.v\nCOQC theories/Perm.v\nFile \"./theories/Perm.v\", line 88, characters 4-9:\n"
         "Error: The reference omega was not found in the current environment.\n\nmake: *** [Makefile:14: all] Error 2", True),
        ("bash", "grep -rn 'omega\\|Omega' theories/", "theories/Perm.v:88:    omega.\ntheories/Perm.v:104:    omega.", False),
        ("bash", "grep -rln 'omega' theories/ | xargs sed -i 's/\\bomega\\b/lia/g' && make -j4",
         "Exit code 2\nCOQC theories/Perm.v\nFile \"./theories/Perm.v\", line 88, characters 4-7:\nError: The reference lia was "
         "not found in the current environment.\n\nmake: *** [Makefile:14: all] Error 2", True),
        ("say", "Perm.v used omega through Sort.v's old import; lia needs its own `Require Import Lia.` in Perm.v."),
        ("edit", "/home/rhea/verified-sort/theories/Perm.v", "Require Import Sort.", "Require Import Sort.\nRequire Import Lia."),
        ("bash", "make -j4", "COQC theories/Perm.v\nCOQC theories/Main.v", False),
        ("user", "builds, thanks. CI also shows a flood of 'Warning: Notation \"_ ++ _\" was already used in scope list_scope. "
                 "[notation-overridden,parsing,default]'. Can we silence it?"),
        ("edit", "/home/rhea/verified-sort/_CoqProject", "-R theories VerifiedSort",
         "-R theories VerifiedSort\n-arg -w -arg -notation-overridden"),
        ("bash", "coq_makefile -f _CoqProject -o CoqMakefile && echo regenerated", "regenerated", False),
        ("say", "The warning flag is in _CoqProject and CoqMakefile is regenerated."),
        ("user", "ok, I'll see on the next CI run."),
    ]),
    "s18-expect-fish": ("/home/kai/net", "2026-11-14T20:40:00Z", "main", [
        ("user", "My expect script that logs into our old core switch to back up its config just hangs forever. Ubuntu, I use fish."),
        ("bash", "timeout 20 expect backup-switch.exp",
         "Exit code 124\nspawn ssh admin@10.9.0.2\nUnable to negotiate with 10.9.0.2 port 22: no matching key exchange method "
         "found. Their offer: diffie-hellman-group1-sha1,diffie-hellman-group14-sha1", True),
        ("tool", "Read", {"file_path": "/home/kai/net/backup-switch.exp"},
         "1\t#!/usr/bin/expect -f\n2\tset timeout -1\n3\tspawn ssh admin@10.9.0.2\n4\texpect \"assword:\"\n5\tsend \"$env(SWITCH_PW)\\r\"",
         False),
        ("say", "ssh gives up at key exchange (the switch only offers SHA-1 groups), and with `set timeout -1` expect waits "
                "forever for a password prompt that never comes. I'll allow the legacy algorithms for this host and add a timeout."),
        ("edit", "/home/kai/net/backup-switch.exp", "spawn ssh admin@10.9.0.2",
         "spawn ssh -oKexAlgorithms=+diffie-hellman-group14-sha1 -oHostKeyAlgorithms=+ssh-rsa admin@10.9.0.2"),
        ("edit", "/home/kai/net/backup-switch.exp", "set timeout -1", "set timeout 30"),
        ("bash", "SWITCH_PW=$(pass show net/sw-core-1) timeout 60 expect backup-switch.exp",
         "spawn ssh -oKexAlgorithms=+diffie-hellman-group14-sha1 -oHostKeyAlgorithms=+ssh-rsa admin@10.9.0.2\nadmin@10.9.0.2's "
         "password: \nsw-core-1>enable\nPassword:\nsw-core-1#terminal length 0\nsw-core-1#show running-config\nBuilding "
         "configuration...\nsw-core-1#exit\nConnection to 10.9.0.2 closed.\nsaved backups/sw-core-1-2026-11-14.cfg (812 lines)",
         False),
        ("user", "works from your shell. From my fish prompt I did `set SWITCH_PW (pass show net/sw-core-1); expect "
                 "backup-switch.exp` and got: can't read \"env(SWITCH_PW)\": no such element in array"),
        ("say", "In fish a plain `set` makes a shell variable that child processes don't see. Export it: `set -x SWITCH_PW "
                "(pass show net/sw-core-1)`, or for one command `env SWITCH_PW=(pass show net/sw-core-1) expect backup-switch.exp`."),
        ("user", "ah right, with set -x it works. cheers"),
    ]),
    "s19-openvino-wsl-ko": ("/home/yuna/proj", "2026-11-15T01:00:00Z", "export", [
        ("user", "WSL2 우분투에서 PyTorch로 만든 검출 모델 ONNX를 OpenVINO IR로 변환하려는데 ovc가 에러나요."),
        ("bash", "pip install -U openvino==2024.4.0", "Requirement already satisfied: numpy<2.1.0,>=1.16.6\n"
                                                      "Successfully installed openvino-2024.4.0", False),
        ("bash", "ovc models/detector.onnx --output_model ir/detector",
         "Exit code 1\n[ ERROR ]  Check 'unknown_operators.empty()' failed at src/frontends/onnx/frontend/src/core/graph.cpp:233:\n"
         "FrontEnd API failed with OpConversionFailure:\nOpenVINO does not support the following ONNX operations: GridSample-20",
         True),
        ("bash", "python -c \"import onnx; m=onnx.load('models/detector.onnx'); print(m.opset_import)\"",
         "[domain: \"\"\nversion: 20\n]", False),
        ("say", "모델이 opset 20 으로 export 돼서 GridSample-20 이 들어갔는데, 이 버전 OpenVINO 의 ONNX 프런트엔드는 그걸 "
                "변환하지 못해요. GridSample 은 opset 16 에도 있으니 opset 16 으로 다시 export 할게요."),
        ("bash", "python export.py --opset 16 --out models/detector-op16.onnx && ovc models/detector-op16.onnx --output_model ir/detector",
         "Exported models/detector-op16.onnx (opset 16)\n[ SUCCESS ] XML file: /home/yuna/proj/ir/detector.xml\n"
         "[ SUCCESS ] BIN file: /home/yuna/proj/ir/detector.bin", False),
        ("user", "변환됐어요! 근데 GPU 로 돌리려니까 GPU 디바이스가 없대요."),
        ("bash", "python -c \"import openvino as ov; print(ov.Core().available_devices)\"; ls -l /dev/dxg; clinfo -l",
         "['CPU']\ncrw-rw-rw- 1 root root 10, 125 Nov 15 10:02 /dev/dxg\nNumber of platforms                               0",
         False),
        ("say", "WSL 에서는 GPU 가 /dev/dxg 로 보이는데, OpenVINO GPU 플러그인은 WSL 안에 Intel compute runtime 이 있어야 해요. "
                "`sudo apt install intel-opencl-icd` 로 설치하고 `clinfo -l` 에 Intel 플랫폼이 보이면 available_devices 에 "
                "GPU 가 나올 거예요."),
        ("user", "그건 다음에 할게요. 아까 IR 변환은 됐어요 👍"),
    ]),
    "s20-bsd-sed-zsh": ("/Users/tomo/src/clikit", "2026-11-15T09:30:00Z", "release/1.8", [
        ("user", "scripts/release.sh works on CI (Ubuntu) but fails on my Mac. zsh."),
        ("bash", "./scripts/release.sh 1.8.0",
         "Exit code 1\n" + _BLUE + "==>" + _OFF + " bumping version to 1.8.0\nsed: 1: \"package.json\": invalid command code p\n"
         + _RED + "error:" + _OFF + " version bump failed", True),
        ("tool", "Read", {"file_path": "/Users/tomo/src/clikit/scripts/release.sh", "offset": 10, "limit": 6},
         "10\tstep \"bumping version to $1\"\n11\tsed -i \"s/\\\"version\\\": \\\".*\\\"/\\\"version\\\": \\\"$1\\\"/\" package.json "
         "|| die \"version bump failed\"\n12\tstep \"writing support window\"\n13\tDATE=$(date -d \"+14 days\" +%F) || die \"could "
         "not compute support end date\"", False),
        ("say", "BSD sed's -i takes the backup suffix as its next argument, so it ate the script and tried to run "
                "\"package.json\" as a command. `sed -i ''` would fix macOS but breaks GNU sed; `-i.bak` plus removing the "
                "backup works on both."),
        ("edit", "/Users/tomo/src/clikit/scripts/release.sh", "\\\"/\" package.json || die",
         "\\\"/\" package.json && rm -f package.json.bak || die"),
        ("edit", "/Users/tomo/src/clikit/scripts/release.sh", "sed -i \"s/", "sed -i.bak \"s/"),
        ("bash", "./scripts/release.sh 1.8.0",
         "Exit code 1\n" + _BLUE + "==>" + _OFF + " bumping version to 1.8.0\n" + _BLUE + "==>" + _OFF + " writing support "
         "window\ndate: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n"
         "            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [+output_fmt]\n" + _RED + "error:" + _OFF
         + " could not compute support end date", True),
        ("say", "The bump passes now; next is BSD date, which has no -d. Do you want me to `brew install coreutils` and call "
                "`gdate`, or branch on the date flavour in the script?"),
        ("user", "no brew dependencies please, do the branch."),
        ("edit", "/Users/tomo/src/clikit/scripts/release.sh", "DATE=$(date -d \"+14 days\" +%F) || die",
         "if date -v+1d >/dev/null 2>&1; then DATE=$(date -v+14d +%F); else DATE=$(date -d \"+14 days\" +%F); fi || die"),
        ("bash", "./scripts/release.sh 1.8.0 && git diff --stat",
         _BLUE + "==>" + _OFF + " bumping version to 1.8.0\n" + _BLUE + "==>" + _OFF + " writing support window\n" + _BLUE
         + "==>" + _OFF + " support ends 2026-11-29\n" + _GREEN + "done" + _OFF + "\n package.json | 2 +-\n SUPPORT.md   | 2 +-\n"
         " 2 files changed, 2 insertions(+), 2 deletions(-)", False),
        ("user", "works on my mac. Can you check it still runs on Linux?"),
        ("bash", "docker run --rm -v \"$PWD\":/w -w /w ubuntu:24.04 ./scripts/release.sh 1.8.0",
         "==> bumping version to 1.8.0\n==> writing support window\n==> support ends 2026-11-29\ndone", False),
        ("user", "great, both fine."),
    ]),
}
