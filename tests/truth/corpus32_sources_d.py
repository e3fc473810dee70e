"""corpus32 scripted sessions, part D: SonarScanner in Windows cmd, Newman behind a corporate CA on macOS zsh (ANSI
colour), a GStreamer webcam pipeline (a long output), PyTorch on Apple's MPS backend (in Korean, macOS zsh), an Icinga 2
duplicate host and an http vhost check, GNU Octave's signal package for a fish user."""
from __future__ import annotations

from tests.truth.corpus32_common import ESC

E = ESC
SCAN = (r'C:\tools\sonar-scanner\bin\sonar-scanner.bat -Dsonar.projectKey=billing-svc '
        r'-Dsonar.host.url=https://sonar.corp.example')
HEAD = ("INFO: Scanner configuration file: C:\\tools\\sonar-scanner\\bin\\..\\conf\\sonar-scanner.properties\n"
        "INFO: Project root configuration file: C:\\build\\billing-svc\\sonar-project.properties\n"
        "INFO: SonarScanner 5.0.1.3006\n")
SONAR_JAVA11 = (
    "Exit code 1\n" + HEAD + "INFO: Java 11.0.21 Eclipse Adoptium (64-bit)\nINFO: Windows 10 10.0 amd64\n"
    "INFO: User cache: C:\\Users\\build\\.sonar\\cache\nINFO: Analyzing on SonarQube server 10.6.0.92116\n"
    "INFO: Default locale: \"en_US\", source code encoding: \"windows-1252\" (analysis is platform dependent)\n"
    "INFO: ------------------------------------------------------------------------\nINFO: EXECUTION FAILURE\n"
    "INFO: ------------------------------------------------------------------------\nINFO: Total time: 3.412s\n"
    "INFO: Final Memory: 5M/20M\nINFO: ------------------------------------------------------------------------\n"
    "ERROR: Error during SonarScanner execution\nERROR: \nERROR: The version of Java (11.0.21) used to run this "
    "analysis is deprecated, and SonarQube no longer supports it. Please upgrade to Java 17 or later.")
SONAR_AUTH = (
    "Exit code 1\n" + HEAD + "INFO: Java 17.0.12 Eclipse Adoptium (64-bit)\nINFO: Windows 10 10.0 amd64\n"
    "INFO: User cache: C:\\Users\\build\\.sonar\\cache\nINFO: Analyzing on SonarQube server 10.6.0.92116\n"
    "INFO: Default locale: \"en_US\", source code encoding: \"windows-1252\" (analysis is platform dependent)\n"
    "WARN: The property 'sonar.login' is deprecated and will be removed in the future. Please use the "
    "'sonar.token' property instead when passing a token.\n"
    "INFO: Load global settings\nINFO: Load global settings (done) | time=128ms\n"
    "INFO: ------------------------------------------------------------------------\nINFO: EXECUTION FAILURE\n"
    "INFO: ------------------------------------------------------------------------\n"
    "ERROR: Error during SonarScanner execution\nERROR: You're not authorized to analyze this project or the project "
    "doesn't exist on SonarQube and you're not authorized to create it. Please contact an administrator.")
SONAR_OK = (
    HEAD + "INFO: Java 17.0.12 Eclipse Adoptium (64-bit)\nINFO: Analyzing on SonarQube server 10.6.0.92116\n"
    "INFO: Default locale: \"en_US\", source code encoding: \"windows-1252\" (analysis is platform dependent)\n"
    "INFO: Load global settings (done) | time=131ms\nINFO: Project key: billing-svc\n"
    "INFO: Sensor JavaSensor [java]\nINFO: 412 source files to be analyzed\n"
    "INFO: 412/412 source files have been analyzed\nINFO: Sensor JavaSensor [java] (done) | time=48213ms\n"
    "INFO: ANALYSIS SUCCESSFUL, you can find the results at: https://sonar.corp.example/dashboard?id=billing-svc\n"
    "INFO: Note that you will be able to access the updated dashboard once the server has processed the submitted "
    "analysis report\nINFO: More about the report processing at "
    "https://sonar.corp.example/api/ce/task?id=AZMx1f3kq9VbT0cR2nLp\nINFO: EXECUTION SUCCESS")

S_SONAR = [
    ("user", "Since our SonarQube server went to 10.6 the analysis fails on my Windows build box (cmd, sonar-scanner "
             "5.0.1 in C:\\tools\\sonar-scanner). CI runs `sonar-scanner.bat -Dsonar.projectKey=billing-svc "
             "-Dsonar.login=%SONAR_TOKEN%`. Can you get it working here?"),
    ("bash", 'cmd /c "' + SCAN + ' -Dsonar.login=%SONAR_TOKEN%"', SONAR_JAVA11, True),
    ("bash", 'cmd /c "dir /b C:\\tools & where java"',
     "jdk-11.0.21+9\njdk-17.0.12+7\nsonar-scanner\nC:\\Program Files\\Eclipse Adoptium\\jdk-11.0.21.9-hotspot\\bin\\"
     "java.exe", False),
    ("say", "The scanner runs on the Java 11 found on PATH; a JDK 17 is already in `C:\\tools\\jdk-17.0.12+7`. "
            "sonar-scanner.bat prefers `%JAVA_HOME%`, so I'll set that for the run."),
    ("bash", 'cmd /c "set JAVA_HOME=C:\\tools\\jdk-17.0.12+7 && ' + SCAN + ' -Dsonar.login=%SONAR_TOKEN%"',
     "Exit code 1\nERROR: JAVA_HOME exists but does not point to a valid Java home\nfolder. No \"\\bin\\java.exe\" "
     "file can be found there.", True),
    ("say", "cmd's `set NAME=value && ...` keeps the space before `&&` as part of the value, so JAVA_HOME became "
            "`C:\\tools\\jdk-17.0.12+7 ` with a trailing space. Quoting the whole assignment avoids that."),
    ("bash", 'cmd /c "set "JAVA_HOME=C:\\tools\\jdk-17.0.12+7" && ' + SCAN + ' -Dsonar.login=%SONAR_TOKEN%"',
     SONAR_AUTH, True),
    ("bash", 'cmd /c "echo [%SONAR_TOKEN:~0,4%]"', "[%SONAR_TOKEN:~0,4%]", False),
    ("say", "Java 17 is used now. The authorization error is because `SONAR_TOKEN` isn't defined in this shell: cmd "
            "leaves an undefined `%SONAR_TOKEN%` as literal text, so the scanner sent the string `%SONAR_TOKEN%` as "
            "the token. In CI it's a secret. Could you define it for your user (e.g. `setx SONAR_TOKEN ...`) and "
            "restart Claude Code? I'll also switch to `sonar.token`, since `sonar.login` is deprecated."),
    ("user", "I set SONAR_TOKEN as a user env var with setx and restarted claude code."),
    ("bash", 'cmd /c "echo [%SONAR_TOKEN:~0,4%]"', "[squ_]", False),
    ("bash", 'cmd /c "set "JAVA_HOME=C:\\tools\\jdk-17.0.12+7" && ' + SCAN + ' -Dsonar.token=%SONAR_TOKEN%"',
     SONAR_OK, False),
    ("say", "ANALYSIS SUCCESSFUL. One more thing in the log: `source code encoding: \"windows-1252\" (analysis is "
            "platform dependent)`. Your sources are UTF-8, so on this box non-ASCII characters in comments and "
            "strings get misread. I'll pin it in sonar-project.properties."),
    ("edit", r"C:\build\billing-svc\sonar-project.properties", "sonar.sources=src/main/java",
     "sonar.sources=src/main/java\nsonar.sourceEncoding=UTF-8"),
    ("user", "dashboard updated 🎉 thanks a lot"),
]

NM = "npx newman run orders.postman_collection.json -e staging.postman_environment.json"
G = f"{E}[90m"
R = f"{E}[31m"
X = f"{E}[39m"
NEWMAN_TLS = (
    f"Exit code 1\nnewman\n\nOrders API\n\n{G}→{X} Health\n  GET https://staging-api.corp.example/health "
    f"{R}[errored]{X}\n     {R}self-signed certificate in certificate chain{X}\n\n"
    f"{G}→{X} Create order\n  POST https://staging-api.corp.example/orders {R}[errored]{X}\n"
    f"     {R}self-signed certificate in certificate chain{X}\n\n"
    "┌─────────────────────────┬──────────────────┬──────────────────┐\n"
    "│                         │         executed │           failed │\n"
    "├─────────────────────────┼──────────────────┼──────────────────┤\n"
    "│              iterations │                1 │                0 │\n"
    "├─────────────────────────┼──────────────────┼──────────────────┤\n"
    f"│                requests │                4 │                {R}4{X} │\n"
    "└─────────────────────────┴──────────────────┴──────────────────┘\n\n"
    f"  #  failure         detail\n\n {R}1.  Error{X}           self-signed certificate in certificate chain\n"
    "                     at request\n                     inside \"Health\"")
NEWMAN_VARS = (
    f"Exit code 1\nnewman\n\nOrders API\n\n{G}→{X} Health\n  GET https://staging-api.corp.example/health "
    f"[200 OK, 312B, 187ms]\n  {E}[32m✓{X}  status is 200\n\n"
    f"{G}→{X} Create order\n  POST https://staging-api.corp.example/orders [201 Created, 540B, 243ms]\n"
    f"  {E}[32m✓{X}  status is 201\n\n"
    f"{G}→{X} Get order\n  GET http://%7B%7Bbase_url%7D%7D/orders/ord_8812 {R}[errored]{X}\n"
    f"     {R}getaddrinfo ENOTFOUND %7B%7Bbase_url%7D%7D{X}\n\n"
    f"{G}→{X} Cancel order\n  POST http://%7B%7Bbase_url%7D%7D/orders/ord_8812/cancel {R}[errored]{X}\n"
    f"     {R}getaddrinfo ENOTFOUND %7B%7Bbase_url%7D%7D{X}\n\n"
    f"  #  failure         detail\n\n {R}1.  Error{X}           getaddrinfo ENOTFOUND %7B%7Bbase_url%7D%7D\n"
    "                     at request\n                     inside \"Get order\"\n\n"
    f" {R}2.  Error{X}           getaddrinfo ENOTFOUND %7B%7Bbase_url%7D%7D\n"
    "                     at request\n                     inside \"Cancel order\"")

S_NEWMAN = [
    ("user", "Our Postman collection runs fine in the Postman app but `newman run` fails against staging. macOS, "
             "zsh. Files: orders.postman_collection.json and staging.postman_environment.json in ~/api-tests."),
    ("bash", NM, NEWMAN_TLS, True),
    ("say", "The Postman app trusts the corporate root CA through the macOS keychain; newman runs on Node, which only "
            "trusts its own bundled CA list, so staging's certificate chain looks self-signed to it. I'll export the "
            "corporate root from the System keychain and pass it with `--ssl-extra-ca-certs`."),
    ("bash", "security find-certificate -a -c \"Corp Root CA\" -p /Library/Keychains/System.keychain > "
             "/tmp/corp-root.pem && head -1 /tmp/corp-root.pem", "-----BEGIN CERTIFICATE-----", False),
    ("bash", NM + " --ssl-extra-ca-certs /tmp/corp-root.pem", NEWMAN_VARS, True),
    ("bash", "grep -o '{{[a-zA-Z_]*}}' orders.postman_collection.json | sort | uniq -c; "
             "jq -r '.values[].key' staging.postman_environment.json",
     "   2 {{baseUrl}}\n   2 {{base_url}}\n   2 {{orderId}}\nbaseUrl\ntoken", False),
    ("say", "TLS is fine now (Health and Create order pass). Two requests use `{{base_url}}`, but the staging "
            "environment only defines `baseUrl`; in your Postman app a leftover global probably fills `base_url`. "
            "Newman leaves the placeholder in the URL, hence the host `%7B%7Bbase_url%7D%7D`. I'll rename it in the "
            "collection."),
    ("bash", "sed -i '' 's/{{base_url}}/{{baseUrl}}/g' orders.postman_collection.json && "
             "grep -c '{{base_url}}' orders.postman_collection.json", "Exit code 1\n0", True),
    ("say", "That exit code 1 is grep's: `grep -c` prints 0 and exits 1 when nothing matches, which is what we want "
            "here. Checking that the file is still valid JSON."),
    ("bash", "jq empty orders.postman_collection.json && echo valid", "valid", False),
    ("say", "The collection is valid JSON and no `{{base_url}}` is left. Re-running newman with the CA flag should "
            "now pass all four requests."),
    ("user", "I'll run it in CI tomorrow, have to leave now. thanks"),
]

PIPE = ("gst-launch-1.0 v4l2src device=/dev/video0 ! video/x-raw,width=1280,height=720,framerate=30/1 ! "
        "x264enc tune=zerolatency bitrate=2500 speed-preset=ultrafast ! rtph264pay config-interval=1 pt=96 ! "
        "udpsink host=192.168.1.50 port=5000")
PIPE_MJPG = ("timeout 10 gst-launch-1.0 v4l2src device=/dev/video0 ! image/jpeg,width=1280,height=720,framerate=30/1 "
             "! jpegdec ! videoconvert ! x264enc tune=zerolatency bitrate=2500 speed-preset=ultrafast ! "
             "rtph264pay config-interval=1 pt=96 ! udpsink host=192.168.1.50 port=5000")
APT_UGLY = "\n".join(
    ["Reading package lists...", "Building dependency tree...", "Reading state information...",
     "The following additional packages will be installed:",
     "  liba52-0.7.4 libcdio19t64 libdvdread8t64 libmpeg2-4 libopencore-amrnb0 libopencore-amrwb0 libsidplay1v5",
     "  libx264-164",
     "The following NEW packages will be installed:",
     "  gstreamer1.0-plugins-ugly liba52-0.7.4 libcdio19t64 libdvdread8t64 libmpeg2-4 libopencore-amrnb0",
     "  libopencore-amrwb0 libsidplay1v5 libx264-164",
     "0 upgraded, 9 newly installed, 0 to remove and 2 not upgraded.",
     "Need to get 1,402 kB of archives."]
    + [f"Get:{i} http://archive.ubuntu.com/ubuntu noble/universe amd64 {p} [{s} kB]" for i, (p, s) in enumerate(
        [("liba52-0.7.4 0.7.4-20", "29.4"), ("libcdio19t64 2.1.0-4.1ubuntu1.2", "63.5"),
         ("libdvdread8t64 6.1.3-1.1build1", "54.8"), ("libmpeg2-4 0.5.1-9build1", "52.7"),
         ("libopencore-amrnb0 0.1.6-1build1", "94.0"), ("libopencore-amrwb0 0.1.6-1build1", "49.3"),
         ("libsidplay1v5 1.36.60-1build1", "68.8"), ("libx264-164 2:0.164.3108+git31e19f9-1", "604"),
         ("gstreamer1.0-plugins-ugly 1.24.2-1ubuntu1", "185")], 1)]
    + ["Fetched 1,402 kB in 1s (1,577 kB/s)"]
    + [f"Setting up {p} ..." for p in ("liba52-0.7.4:amd64 (0.7.4-20)", "libx264-164:amd64 (2:0.164.3108+git31e19f9-1)",
                                        "libmpeg2-4:amd64 (0.5.1-9build1)", "libsidplay1v5:amd64 (1.36.60-1build1)",
                                        "libopencore-amrnb0:amd64 (0.1.6-1build1)", "libcdio19t64:amd64 (2.1.0-4.1ubuntu1.2)",
                                        "libopencore-amrwb0:amd64 (0.1.6-1build1)", "libdvdread8t64:amd64 (6.1.3-1.1build1)",
                                        "gstreamer1.0-plugins-ugly:amd64 (1.24.2-1ubuntu1)")]
    + ["Processing triggers for libc-bin (2.39-0ubuntu8.3) ..."])
NEGOTIATE = """Exit code 1
Setting pipeline to PAUSED ...
Pipeline is live and does not need PREROLL ...
Pipeline is PREROLLED ...
Setting pipeline to PLAYING ...
New clock: GstSystemClock
ERROR: from element /GstPipeline:pipeline0/GstV4l2Src:v4l2src0: Internal data stream error.
Additional debug info:
../libs/gst/base/gstbasesrc.c(3132): gst_base_src_loop (): /GstPipeline:pipeline0/GstV4l2Src:v4l2src0:
streaming stopped, reason not-negotiated (-4)
Execution ended after 0:00:00.012804503
Setting pipeline to NULL ...
Freeing pipeline ..."""


def _formats() -> str:
    lines = ["ioctl: VIDIOC_ENUM_FMT", "\tType: Video Capture", "",
             "\t[0]: 'MJPG' (Motion-JPEG, compressed)"]
    for w, h in ((1920, 1080), (1280, 720), (800, 600), (640, 480), (320, 240)):
        lines += [f"\t\tSize: Discrete {w}x{h}", "\t\t\tInterval: Discrete 0.033s (30.000 fps)"]
    lines += ["\t[1]: 'YUYV' (YUYV 4:2:2)"]
    for w, h, fps in ((1920, 1080, "5.000"), (1280, 720, "10.000"), (800, 600, "20.000"), (640, 480, "30.000"),
                      (320, 240, "30.000")):
        sec = f"{1 / float(fps):.3f}"
        lines += [f"\t\tSize: Discrete {w}x{h}", f"\t\t\tInterval: Discrete {sec}s ({fps} fps)"]
    return "\n".join(lines)


S_GST = [
    ("user", "I want to stream my USB webcam as H.264 over RTP to 192.168.1.50:5000 with gst-launch (Ubuntu 24.04). "
             "My pipeline fails straight away, can you get it going? VLC on .50 has an sdp file ready."),
    ("bash", PIPE, "Exit code 1\nWARNING: erroneous pipeline: no element \"x264enc\"", True),
    ("bash", "gst-inspect-1.0 x264enc; apt-cache policy gstreamer1.0-plugins-ugly | head -3",
     "No such element or plugin 'x264enc'\ngstreamer1.0-plugins-ugly:\n  Installed: (none)\n"
     "  Candidate: 1.24.2-1ubuntu1", False),
    ("say", "x264enc lives in gst-plugins-ugly (licensing), which isn't installed."),
    ("bash", "sudo apt-get install -y gstreamer1.0-plugins-ugly", APT_UGLY, False),
    ("bash", PIPE, NEGOTIATE, True),
    ("bash", "v4l2-ctl -d /dev/video0 --list-formats-ext", _formats(), False),
    ("say", "not-negotiated: the caps I asked for don't exist. The camera gives raw YUYV at 1280x720 only at 10 fps; "
            "30 fps at that size is only available as MJPG. So: request `image/jpeg`, decode with `jpegdec`, then "
            "`videoconvert` into x264enc. I'll let it run for 10 s under `timeout`."),
    ("bash", PIPE_MJPG,
     "Exit code 124\nSetting pipeline to PAUSED ...\nPipeline is live and does not need PREROLL ...\n"
     "Pipeline is PREROLLED ...\nSetting pipeline to PLAYING ...\nRedistribute latency...\nNew clock: GstSystemClock\n"
     "Redistribute latency...", True),
    ("say", "No errors this time; the exit code 124 is `timeout` stopping the still-running pipeline after 10 s, not a "
            "GStreamer failure. Could you check VLC on .50?"),
    ("user", "yes! VLC on .50 shows it, smooth 30fps. thanks"),
]

TRAIN = "cd ~/ml/tabular && .venv/bin/python train.py --device mps"
TB = ("Exit code 1\nTraceback (most recent call last):\n"
      "  File \"/Users/seoyeon/ml/tabular/train.py\", line 92, in <module>\n    main()\n")
S_MPS = [
    ("user", "M1 맥북에서 PyTorch로 학습하려는데 device를 mps로 바꾸니까 에러가 나요. train.py 좀 봐 주세요. "
             "가상환경은 ~/ml/tabular/.venv 예요."),
    ("say", "MPS 백엔드는 아직 구현되지 않은 연산이 있어서, 먼저 CPU fallback 환경 변수를 켜 두고 실행해 보겠습니다."),
    ("bash", "export PYTORCH_ENABLE_MPS_FALLBACK=1", "", False),
    ("bash", TRAIN,
     TB + "  File \"/Users/seoyeon/ml/tabular/train.py\", line 61, in main\n"
     "    X = torch.tensor(df[FEATURES].values, device=device)\n"
     "        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "TypeError: Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn't support float64. Please "
     "use float32 instead.", True),
    ("say", "pandas의 `.values`는 float64인데 MPS는 float64를 지원하지 않습니다. 텐서를 만들 때 "
            "`dtype=torch.float32`를 지정하겠습니다."),
    ("edit", "/Users/seoyeon/ml/tabular/train.py", "    X = torch.tensor(df[FEATURES].values, device=device)",
     "    X = torch.tensor(df[FEATURES].values, dtype=torch.float32, device=device)"),
    ("bash", TRAIN,
     TB + "  File \"/Users/seoyeon/ml/tabular/train.py\", line 74, in main\n"
     "    w = torch.linalg.lstsq(Xb, yb).solution\n        ^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "NotImplementedError: The operator 'aten::linalg_lstsq.out' is not currently implemented for the MPS device. If "
     "you want this op to be added in priority during the prototype phase of this feature, please comment on "
     "https://github.com/pytorch/pytorch/issues/77764. As a temporary fix, you can set the environment variable "
     "`PYTORCH_ENABLE_MPS_FALLBACK=1` to use the CPU as a fallback for this op. WARNING: this will be slower than "
     "running natively on MPS.", True),
    ("say", "앞에서 한 `export`는 효과가 없었습니다. Bash 도구는 호출마다 새 셸에서 실행돼서, 별도 호출에서 export한 "
            "변수는 다음 호출로 이어지지 않습니다. 다만 이 lstsq는 가중치 초기값을 한 번 계산하는 부분이라, "
            "fallback 대신 그 연산만 CPU에서 하고 결과를 mps로 옮기겠습니다."),
    ("edit", "/Users/seoyeon/ml/tabular/train.py", "    w = torch.linalg.lstsq(Xb, yb).solution",
     "    w = torch.linalg.lstsq(Xb.cpu(), yb.cpu()).solution.to(device)"),
    ("bash", TRAIN,
     "epoch  1/20  loss 0.6931  val_auc 0.712\nepoch  5/20  loss 0.4120  val_auc 0.801\n"
     "epoch 10/20  loss 0.2795  val_auc 0.838\nepoch 20/20  loss 0.2147  val_auc 0.851\n"
     "saved model to runs/mps-2026-11-12.pt (41.3s)", False),
    ("user", "됐어요! CPU로 돌릴 때보다 세 배쯤 빠르네요."),
]

ICINGA_DUP = """Exit code 1
[2026-11-12 09:02:11 +0100] information/cli: Icinga application loader (version: r2.14.2-1)
[2026-11-12 09:02:11 +0100] information/cli: Loading configuration file(s).
[2026-11-12 09:02:11 +0100] information/ConfigItem: Committing config item(s).
[2026-11-12 09:02:11 +0100] critical/config: Error: Object 'web01' of type 'Host' re-defined: in /etc/icinga2/conf.d/hosts.conf: 41:1-41:18; previous definition: in /etc/icinga2/zones.d/master/web01.conf: 1:1-1:18
Location: in /etc/icinga2/conf.d/hosts.conf: 41:1-41:18
/etc/icinga2/conf.d/hosts.conf(39): }
/etc/icinga2/conf.d/hosts.conf(40):
/etc/icinga2/conf.d/hosts.conf(41): object Host "web01" {
                                    ^^^^^^^^^^^^^^^^^^
/etc/icinga2/conf.d/hosts.conf(42):   import "generic-host"
/etc/icinga2/conf.d/hosts.conf(43):   address = "10.0.2.21"
[2026-11-12 09:02:11 +0100] critical/config: 1 error
[2026-11-12 09:02:11 +0100] critical/cli: Config validation failed. Re-run with 'icinga2 daemon -C' after fixing the config."""

S_ICINGA = [
    ("user", "I moved web01 into zones.d/master/web01.conf with its http check, but now the config check fails and "
             "icinga2 won't reload. Debian 12, Icinga 2.14."),
    ("bash", "sudo icinga2 daemon -C", ICINGA_DUP, True),
    ("say", "web01 is defined twice: the old block is still in `conf.d/hosts.conf` (line 41) and the new one is in "
            "`zones.d/master/web01.conf`. Since the new file is the one you want, I'll delete the old block."),
    ("edit", "/etc/icinga2/conf.d/hosts.conf",
     "object Host \"web01\" {\n  import \"generic-host\"\n  address = \"10.0.2.21\"\n  vars.os = \"Linux\"\n}\n", ""),
    ("bash", "sudo icinga2 daemon -C 2>&1 | tail -3",
     "[2026-11-12 09:04:37 +0100] information/ConfigItem: Instantiated 1 ApiListener.\n"
     "[2026-11-12 09:04:37 +0100] information/ScriptGlobal: Dumping variables to file "
     "'/var/cache/icinga2/icinga2.vars'\n"
     "[2026-11-12 09:04:37 +0100] information/cli: Finished validating the configuration file(s).", False),
    ("bash", "sudo systemctl reload icinga2 && systemctl is-active icinga2", "active", False),
    ("say", "Valid and reloaded. To stop this happening again you could drop `include_recursive \"conf.d\"` from "
            "/etc/icinga2/icinga2.conf once everything lives in zones.d; I haven't changed that."),
    ("user", "leave conf.d for now, other hosts are still there. but the http check on web01 is CRITICAL: 'HTTP "
             "CRITICAL - Invalid HTTP response received from host on port 80: HTTP/1.1 400 Bad Request' and the "
             "site works fine in a browser"),
    ("say", "web01's nginx only serves named virtual hosts. check_http connects to the host's address and sends "
            "`Host: 10.0.2.21`, which nginx answers with 400. The check needs the vhost name: `http_vhost`."),
    ("edit", "/etc/icinga2/zones.d/master/web01.conf",
     "  vars.http_vhosts[\"http\"] = {\n    http_uri = \"/\"\n  }",
     "  vars.http_vhosts[\"http\"] = {\n    http_uri = \"/\"\n    http_vhost = \"shop.corp.example\"\n  }"),
    ("bash", "sudo icinga2 daemon -C 2>&1 | tail -1 && sudo systemctl reload icinga2",
     "[2026-11-12 09:11:52 +0100] information/cli: Finished validating the configuration file(s).", False),
    ("say", "Reloaded with `http_vhost = \"shop.corp.example\"`; the next http check on web01 should use that "
            "Host header."),
    ("user", "web01!http went green in icingaweb2 after the next check. thanks"),
]

OCT = "octave-cli --eval"
S_OCTAVE = [
    ("user", "fish user here, Octave 8.4 on Debian 12. My course script filt_demo.m needs butter() from the signal "
             "package, and in my fish terminal `octave-cli --eval 'pkg list'` prints nothing. Can you set it up and "
             "get filt_demo.m running? It's in ~/dsp-course."),
    ("bash", f"{OCT} \"pkg load signal\"",
     "Exit code 1\nerror: package signal is not installed\nerror: called from\n"
     "    load_packages at line 47 column 7\n    pkg at line 640 column 7", True),
    ("bash", f"{OCT} \"pkg install -forge signal\"",
     "Exit code 1\nerror: the following dependencies were unsatisfied:\n   signal needs control >= 2.4.5\n"
     "error: called from\n    install at line 169 column 7\n    pkg at line 622 column 9", True),
    ("say", "From Octave Forge you'd first need `pkg install -forge control` (and a compiler toolchain, since both "
            "build oct-files). Debian packages both, so `apt install octave-signal` is quicker and pulls "
            "octave-control in."),
    ("bash", "sudo apt-get install -y octave-signal",
     "Reading package lists...\nBuilding dependency tree...\nReading state information...\n"
     "The following additional packages will be installed:\n  octave-control\n"
     "The following NEW packages will be installed:\n  octave-control octave-signal\n"
     "0 upgraded, 2 newly installed, 0 to remove and 0 not upgraded.\n"
     "Setting up octave-control (4.0.1-1) ...\nSetting up octave-signal (1.4.3-1+b1) ...", False),
    ("bash", f"{OCT} \"pkg load signal; [b,a] = butter(4, 0.2); disp(b)\"",
     "   4.6589e-03   1.8636e-02   2.7953e-02   1.8636e-02   4.6589e-03", False),
    ("bash", "cd ~/dsp-course && octave-cli filt_demo.m",
     "Exit code 1\nerror: 'lowpass' undefined\nerror: called from\n    filt_demo at line 14 column 3", True),
    ("say", "`lowpass()` is a MATLAB Signal Processing Toolbox function (R2018a); Octave's signal package doesn't "
            "have it. The same 50 Hz low-pass: a Butterworth design with `butter` and zero-phase `filtfilt`."),
    ("edit", "/home/noor/dsp-course/filt_demo.m", "y = lowpass(x, 50, fs);",
     "[b, a] = butter(6, 50/(fs/2));\ny = filtfilt(b, a, x);"),
    ("bash", "cd ~/dsp-course && octave-cli filt_demo.m", "saved filtered.png (2 traces, fs = 1000 Hz)", False),
    ("user", "plot looks right, the 120 Hz hum is gone. thanks!"),
]

SOURCES = {
    "sonar-scanner-cmd": (r"C:\build\billing-svc", "2026-11-11T07:35:00Z", "main", S_SONAR),
    "newman-corp-ca": ("/Users/omar/api-tests", "2026-11-11T15:50:00Z", "main", S_NEWMAN),
    "gstreamer-webcam": ("/home/kai/camstream", "2026-11-11T19:05:00Z", "HEAD", S_GST),
    "pytorch-mps-ko": ("/Users/seoyeon/ml/tabular", "2026-11-12T04:20:00Z", "exp/mps", S_MPS),
    "icinga2-web01": ("/home/ops", "2026-11-12T08:00:00Z", "HEAD", S_ICINGA),
    "octave-signal-fish": ("/home/noor/dsp-course", "2026-11-12T18:30:00Z", "main", S_OCTAVE),
}
