"""corpus32 lessons over part D's sessions (sonar-scanner-cmd, newman-corp-ca, gstreamer-webcam, pytorch-mps-ko,
icinga2-web01, octave-signal-fish). Labels written from the session text first."""
from __future__ import annotations

from tests.truth.corpus32_common import gotcha, knowledge

SN = "sonar-scanner-cmd"
NW = "newman-corp-ca"
GS = "gstreamer-webcam"
PT = "pytorch-mps-ko"
IC = "icinga2-web01"
OC = "octave-signal-fish"

RECORDS = [
    # --- sonar-scanner-cmd -----------------------------------------------------------------------------------
    gotcha(124, SN, "real shown fix_ran", (
        "SonarQube 10.6 rejects scanners running on Java 11; point sonar-scanner.bat's JAVA_HOME at a JDK 17",
        "Analysis ends with 'The version of Java (11.0.21) used to run this analysis is deprecated, and SonarQube no "
        "longer supports it.'",
        "Letting sonar-scanner.bat pick up the Java 11 on PATH after a server upgrade.",
        "The server refuses analyses from scanners on Java < 17.",
        "Set JAVA_HOME to a JDK 17 for the scanner run."),
        "`ERROR: The version of Java (11.0.21) used to run this analysis is deprecated, and SonarQube no longer "
        "supports it. Please upgrade to Java 17 or later.` → with JAVA_HOME on the JDK 17 in C:\\tools the log "
        "showed `INFO: Java 17.0.12 Eclipse Adoptium (64-bit)` and the final run `INFO: ANALYSIS SUCCESSFUL`.",
        "Java error in the first run; runs with the quoted JAVA_HOME use Java 17, and the last one succeeds.",
        ["code_spans", "arrow"],
        {"failure": "The version of Java (11.0.21) used to run this analysis is deprecated",
         "fix": "set \"JAVA_HOME=C:\\tools\\jdk-17.0.12+7\"", "evidence": "ANALYSIS SUCCESSFUL"}, cat="env_setup"),
    gotcha(125, SN, "real shown fix_ran", (
        "In cmd, set NAME=value && next keeps the trailing space; quote the whole assignment",
        "sonar-scanner.bat: 'JAVA_HOME exists but does not point to a valid Java home folder. No \"\\bin\\java.exe\" "
        "file can be found there.'",
        "Writing `set JAVA_HOME=C:\\path && cmd` on one cmd line.",
        "cmd assigns everything up to the `&&`, including the space, so the path ends in a blank.",
        "`set \"JAVA_HOME=C:\\path\" && cmd`."),
        "```\nERROR: JAVA_HOME exists but does not point to a valid Java home\nfolder. No \"\\bin\\java.exe\" file can be "
        "found there.\n```\nWith `set \"JAVA_HOME=C:\\tools\\jdk-17.0.12+7\" && ...` the scanner started on "
        "`Java 17.0.12`.",
        "Error from the unquoted set; the quoted set run starts the scanner on Java 17 (its own failure is the "
        "token).",
        ["fenced_block", "code_spans", "windows_path"],
        {"failure": "JAVA_HOME exists but does not point to a valid Java home",
         "fix": "set \"JAVA_HOME=C:\\tools\\jdk-17.0.12+7\""}, cat="tool_quirk"),
    gotcha(126, SN, "real shown rerun_passes", (
        "cmd passes an undefined %SONAR_TOKEN% through literally, so the scanner gets 'not authorized'",
        "SonarScanner: You're not authorized to analyze this project or the project doesn't exist on SonarQube.",
        "Copying CI's `-Dsonar.login=%SONAR_TOKEN%` to a box where the variable is not defined.",
        "cmd leaves an undefined %VAR% as literal text; the scanner sends it as the token.",
        "Define SONAR_TOKEN (setx, new shell) and check with `echo [%SONAR_TOKEN:~0,4%]`."),
        "`echo [%SONAR_TOKEN:~0,4%]` printed `[%SONAR_TOKEN:~0,4%]` (undefined, cmd leaves it literal) → "
        "`You're not authorized to analyze this project...`; after setx + restart the echo showed `[squ_]` and the "
        "scan ended `EXECUTION SUCCESS`.",
        "Auth failure with the variable undefined; the person sets it; the next scan succeeds.",
        ["code_spans", "arrow", "ellipsis"],
        {"failure": "You're not authorized to analyze this project",
         "fix": "I set SONAR_TOKEN as a user env var", "evidence": "[squ_]"}, cat="env_setup"),
    gotcha(127, SN, "real not_shown confirmation_far_or_other", (
        "SonarScanner on Windows reads sources as windows-1252 unless sonar.sourceEncoding is set",
        "The scanner logs 'source code encoding: \"windows-1252\" (analysis is platform dependent)'.",
        "Running analyses from a Windows box with UTF-8 sources and no sourceEncoding property.",
        "The scanner falls back to the platform encoding.",
        "Add `sonar.sourceEncoding=UTF-8` to sonar-project.properties."),
        "Log: `source code encoding: \"windows-1252\" (analysis is platform dependent)` → added "
        "`sonar.sourceEncoding=UTF-8` to sonar-project.properties.",
        "No analysis runs after the edit; the person's 'dashboard updated' is about the analysis before it.",
        ["code_spans", "nested_quotes", "arrow"],
        {"failure": "source code encoding: \"windows-1252\"", "fix": "dashboard updated"}, cat="build_config"),
    knowledge(128, SN, "real knowledge", (
        "Pass SonarQube tokens as sonar.token, not the deprecated sonar.login",
        "Migrating scanner invocations to SonarQube 10.x.",
        "Use `-Dsonar.token=...`.",
        "The scanner warns that sonar.login will be removed."),
        "WARN: The property 'sonar.login' is deprecated and will be removed in the future. Please use the "
        "'sonar.token' property instead when passing a token.",
        "WARN line in the second scanner run; the last run uses sonar.token.",
        ["bare_quote"], {"evidence": "The property 'sonar.login' is deprecated"}, cat="tool_quirk"),
    gotcha(129, SN, "invented not_shown near_miss", (
        "SonarQube 10.6 wants the scanner on Java 21",
        "Java deprecated error.",
        "Java 11.",
        "Server policy.",
        "Upgrade Java."),
        "`Please upgrade to Java 21 or later.`",
        "The message says Java 17 or later.",
        ["code_spans", "number_changed"], {"evidence": "Please upgrade to Java 17 or later."}),
    gotcha(130, SN, "invented not_shown other_call_error", (
        "sonar-scanner.bat reports not authorized when JAVA_HOME has a trailing space",
        "Auth error.",
        "Unquoted set.",
        "Scanner confused.",
        "Quote the set."),
        "The first `set JAVA_HOME=C:\\tools\\jdk-17.0.12+7 && sonar-scanner.bat` run failed with `You're not "
        "authorized to analyze this project`.",
        "That run failed with the 'JAVA_HOME exists but does not point to a valid Java home' error; the "
        "authorization error came from the quoted-set run.",
        ["code_spans"], {"evidence": "does not point to a valid Java home"}),

    # --- newman-corp-ca --------------------------------------------------------------------------------------
    gotcha(131, NW, "real shown rerun_passes", (
        "newman doesn't use the macOS keychain: pass the corporate root CA with --ssl-extra-ca-certs",
        "Every request errors with 'self-signed certificate in certificate chain' while the Postman app works.",
        "Assuming newman trusts what the Postman app and the keychain trust.",
        "newman runs on Node, which uses its bundled CA list.",
        "Export the root with `security find-certificate ... -p` and run newman with `--ssl-extra-ca-certs`."),
        "First run: every request [31m[errored][39m with self-signed certificate in certificate chain. Exported "
        "the keychain root with `security find-certificate -a -c \"Corp Root CA\" -p "
        "/Library/Keychains/System.keychain` and re-ran with `--ssl-extra-ca-certs /tmp/corp-root.pem`: "
        "`GET https://staging-api.corp.example/health [200 OK, 312B, 187ms]`.",
        "TLS errors in the first run; the rerun with the CA flag gets 200/201 for the first two requests (the other "
        "two fail on a variable, not TLS).",
        ["ansi_dropped_esc", "code_spans", "nested_quotes"],
        {"failure": "self-signed certificate in certificate chain", "fix": "--ssl-extra-ca-certs /tmp/corp-root.pem"},
        cat="env_setup"),
    gotcha(132, NW, "real not_shown other_check_passes", (
        "newman leaves an undefined {{var}} in the URL: getaddrinfo ENOTFOUND %7B%7Bbase_url%7D%7D",
        "Requests fail with getaddrinfo ENOTFOUND %7B%7Bbase_url%7D%7D although they work in the Postman app.",
        "A collection using {{base_url}} while the environment only defines baseUrl (the app fills it from a global).",
        "Unresolved variables stay in the URL and are percent-encoded as the host name.",
        "Use the environment's variable name (`{{baseUrl}}`) in the collection."),
        "`GET http://%7B%7Bbase_url%7D%7D/orders/ord_8812` → `getaddrinfo ENOTFOUND %7B%7Bbase_url%7D%7D`; env "
        "keys were only `baseUrl` and `token`; renamed with `sed -i '' 's/{{base_url}}/{{baseUrl}}/g'`.",
        "After the sed only `jq empty` (JSON validity) ran; newman was never re-run — the person will run it in CI.",
        ["code_spans", "arrow"],
        {"failure": "getaddrinfo ENOTFOUND %7B%7Bbase_url%7D%7D", "fix": "jq empty orders.postman_collection.json"},
        cat="tool_quirk"),
    knowledge(133, NW, "real knowledge", (
        "Export a corporate root CA from the macOS System keychain as PEM for Node-based CLIs",
        "A Node tool fails TLS against an internal host that browsers on the Mac trust.",
        "`security find-certificate -a -c \"<CA name>\" -p /Library/Keychains/System.keychain > ca.pem`, then hand "
        "the file to the tool.",
        "Node ignores the keychain; the PEM is what its flags and NODE_EXTRA_CA_CERTS take."),
        "`security find-certificate -a -c \"Corp Root CA\" -p /Library/Keychains/System.keychain > /tmp/corp-root.pem` "
        "→ `-----BEGIN CERTIFICATE-----`",
        "Command and head output in the session.",
        ["code_spans", "arrow"], {"evidence": "/Library/Keychains/System.keychain"}, cat="security"),
    knowledge(134, NW, "real knowledge", (
        "grep -c exits 1 when it counts zero matches",
        "Checking that a replacement removed every occurrence with `grep -c`.",
        "Read the printed count; exit 1 with `0` is the success case here.",
        "grep's exit status means 'nothing selected', not an error."),
        "`grep -c '{{base_url}}' orders.postman_collection.json` → \"Exit code 1\" with output `0`, i.e. nothing "
        "left to replace.",
        "Result of the sed/grep call and the assistant's note after it.",
        ["code_spans", "double_quotes"], {"evidence": "grep -c"}, cat="tool_quirk"),
    gotcha(135, NW, "invented not_shown near_miss", (
        "newman URL-encodes unresolved variables into the host name",
        "ENOTFOUND.",
        "Undefined variable.",
        "Encoding.",
        "Define the variable."),
        "`getaddrinfo ENOTFOUND %7B%7BbaseUrl%7D%7D`",
        "The unresolved variable in the session is base_url; baseUrl was defined.",
        ["code_spans", "word_changed"], {"evidence": "getaddrinfo ENOTFOUND"}),
    gotcha(136, NW, "invented not_shown names_false_claim", (
        "After renaming base_url to baseUrl newman passes the whole orders collection",
        "ENOTFOUND for two requests.",
        "Mismatched names.",
        "Undefined variable.",
        "Rename."),
        "After `sed -i '' 's/{{base_url}}/{{baseUrl}}/g'`, the next `npx newman run` passed all 4 requests.",
        "newman was not re-run after the sed; only jq checked the JSON.",
        ["code_spans", "false_claim_ran"], {"evidence": "I'll run it in CI tomorrow"}),
    gotcha(137, NW, "invented not_shown never_seen_error", (
        "newman cannot find the issuer of staging's certificate",
        "TLS error.",
        "Corporate CA.",
        "Missing root.",
        "--ssl-extra-ca-certs."),
        "Every request failed with `unable to get local issuer certificate`.",
        "The session's TLS error is 'self-signed certificate in certificate chain'.",
        ["code_spans"], {"evidence": "self-signed certificate in certificate chain"}),

    # --- gstreamer-webcam ------------------------------------------------------------------------------------
    gotcha(138, GS, "real shown fix_ran", (
        "gst-launch says no element x264enc until gstreamer1.0-plugins-ugly is installed",
        "`WARNING: erroneous pipeline: no element \"x264enc\"`.",
        "Assuming the default GStreamer install on Ubuntu includes the x264 encoder.",
        "x264enc ships in the 'ugly' plugin set for licensing reasons.",
        "`sudo apt-get install -y gstreamer1.0-plugins-ugly`."),
        "`WARNING: erroneous pipeline: no element \"x264enc\"`; `gst-inspect-1.0 x264enc` → `No such element or "
        "plugin 'x264enc'`. Installed gstreamer1.0-plugins-ugly (1.24.2-1ubuntu1); the same pipeline then got to "
        "`Setting pipeline to PLAYING ...` and the final MJPG pipeline with x264enc streamed.",
        "Missing element first; after the install the pipeline runs x264enc (it then fails on caps, later streams).",
        ["code_spans", "nested_quotes", "ellipsis"],
        {"failure": "no element \"x264enc\"", "fix": "sudo apt-get install -y gstreamer1.0-plugins-ugly"},
        cat="env_setup"),
    gotcha(139, GS, "real shown person_confirms", (
        "UVC webcams give 720p30 only as MJPG; raw caps fail with not-negotiated",
        "v4l2src: Internal data stream error ... streaming stopped, reason not-negotiated (-4).",
        "Asking v4l2src for video/x-raw at 1280x720 30 fps.",
        "The camera's YUYV mode does 1280x720 at 10 fps only; 30 fps needs MJPG.",
        "`image/jpeg,width=1280,height=720,framerate=30/1 ! jpegdec ! videoconvert ! x264enc ...`."),
        ["`streaming stopped, reason not-negotiated (-4)`",
         "`v4l2-ctl -d /dev/video0 --list-formats-ext`: YUYV 1280x720 only `Interval: Discrete 0.100s (10.000 fps)`",
         "with `image/jpeg,width=1280,height=720,framerate=30/1 ! jpegdec ! videoconvert` → no errors (exit 124 from "
         "timeout), user: \"VLC on .50 shows it, smooth 30fps\""],
        "not-negotiated error, formats list, MJPG pipeline runs, person confirms in VLC right after.",
        ["list", "code_spans", "quoted_user", "exit_code"],
        {"failure": "reason not-negotiated (-4)", "fix": "image/jpeg,width=1280,height=720,framerate=30/1 ! jpegdec",
         "evidence": "smooth 30fps"}, cat="debugging_technique"),
    knowledge(140, GS, "real knowledge", (
        "List a webcam's real formats and frame rates with v4l2-ctl --list-formats-ext before writing caps",
        "Writing GStreamer or ffmpeg caps for a USB camera.",
        "`v4l2-ctl -d /dev/video0 --list-formats-ext` shows each pixel format with sizes and intervals.",
        "Caps that match nothing fail only at PLAYING with not-negotiated."),
        "v4l2-ctl -d /dev/video0 --list-formats-ext → 'MJPG' (Motion-JPEG, compressed) ... 1280x720 at 30.000 fps; "
        "'YUYV' (YUYV 4:2:2) ... 1280x720 at 10.000 fps",
        "Long output of the v4l2-ctl call.",
        ["prose", "arrow", "ellipsis", "long_output"], {"evidence": "VIDIOC_ENUM_FMT"}, cat="debugging_technique"),
    knowledge(141, GS, "real knowledge", (
        "Exit code 124 from timeout means the command was still running, not that it failed",
        "Smoke-testing a long-running pipeline or server from a tool call.",
        "Wrap it in `timeout 10` and read 124 as 'ran until killed'; look for error lines instead.",
        "Long-running commands never return on their own in a tool call."),
        "`timeout 10 gst-launch-1.0 ...` → `Exit code 124` with only `Redistribute latency...` lines, no ERROR.",
        "Result of the MJPG pipeline call and the assistant's reading of it.",
        ["code_spans", "ellipsis"], {"evidence": "Exit code 124"}, cat="workflow"),
    gotcha(142, GS, "invented not_shown other_call_error", (
        "apt reports x264enc missing while installing plugins-ugly",
        "Install fails.",
        "Wrong package.",
        "Plugin set.",
        "Install bad."),
        "`sudo apt-get install -y gstreamer1.0-plugins-ugly` → `No such element or plugin 'x264enc'`",
        "That line is gst-inspect's output before the install; apt installed nine packages without error.",
        ["code_spans", "arrow"], {"evidence": "Setting up gstreamer1.0-plugins-ugly"}),
    gotcha(143, GS, "invented not_shown invented_detail", (
        "Clear GStreamer's plugin registry cache after installing plugins",
        "Element still missing after install.",
        "Stale registry.",
        "Cached registry.",
        "Delete the registry file."),
        "Deleted `~/.cache/gstreamer-1.0/registry.x86_64.bin`, after which x264enc showed up.",
        "No registry file was touched; the element was used right after the apt install.",
        ["code_spans"], {"evidence": "gst-inspect-1.0 x264enc"}),

    # --- pytorch-mps-ko --------------------------------------------------------------------------------------
    gotcha(144, PT, "real shown edit_then_pass", (
        "MPS has no float64: build tensors from pandas .values with dtype=torch.float32",
        "torch.tensor(df.values, device='mps') raises TypeError: Cannot convert a MPS Tensor to float64 dtype.",
        "Feeding pandas float64 arrays straight into tensors on Apple's MPS device.",
        "pandas defaults to float64; the MPS framework doesn't support it.",
        "`torch.tensor(..., dtype=torch.float32, device=device)`."),
        "`TypeError: Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn't support float64.` — "
        "train.py 61행에 `dtype=torch.float32`를 넣은 뒤 이 에러는 사라졌고, 마지막 실행은 "
        "`saved model to runs/mps-2026-11-12.pt (41.3s)`로 끝났다.",
        "float64 error at line 61; after the edit the error is gone and the last train.py run completes.",
        ["korean_prose", "code_spans", "em_dash"],
        {"failure": "Cannot convert a MPS Tensor to float64 dtype",
         "fix": "dtype=torch.float32, device=device)", "evidence": "saved model to runs/mps-2026-11-12.pt"},
        cat="api_quirk"),
    gotcha(145, PT, "real shown person_confirms", (
        "torch.linalg.lstsq is not implemented on MPS: run that one op on CPU and move the result back",
        "NotImplementedError: The operator 'aten::linalg_lstsq.out' is not currently implemented for the MPS device.",
        "Calling linalg.lstsq on MPS tensors.",
        "The MPS backend lacks this kernel.",
        "`torch.linalg.lstsq(Xb.cpu(), yb.cpu()).solution.to(device)`."),
        "`NotImplementedError: The operator 'aten::linalg_lstsq.out' is not currently implemented for the MPS "
        "device.` → `torch.linalg.lstsq(Xb.cpu(), yb.cpu()).solution.to(device)`로 바꾸자 학습이 끝까지 돌았고 "
        "사용자가 \"됐어요! CPU로 돌릴 때보다 세 배쯤 빠르네요\"라고 했다.",
        "NotImplementedError; after the CPU edit train.py finishes and the person confirms right after.",
        ["korean_prose", "code_spans", "quoted_user", "arrow"],
        {"failure": "'aten::linalg_lstsq.out' is not currently implemented",
         "fix": "lstsq(Xb.cpu(), yb.cpu()).solution.to(device)", "evidence": "세 배쯤 빠르네요"}, cat="api_quirk"),
    gotcha(146, PT, "real not_shown ran_before_failure", (
        "Set PYTORCH_ENABLE_MPS_FALLBACK=1 so unimplemented MPS ops fall back to the CPU",
        "A PyTorch op raises NotImplementedError for the MPS device.",
        "Training on MPS with ops the backend lacks.",
        "MPS kernels are missing for some aten ops.",
        "Run with `PYTORCH_ENABLE_MPS_FALLBACK=1` set in the same command."),
        "PyTorch itself says: \"As a temporary fix, you can set the environment variable "
        "`PYTORCH_ENABLE_MPS_FALLBACK=1` to use the CPU as a fallback for this op.\"",
        "The only call that sets the variable is the `export` in its own Bash call before the failure, which did not "
        "carry over; no run with the variable follows (the op was moved to CPU instead).",
        ["double_quotes", "nested_backticks"],
        {"failure": "is not currently implemented for the MPS device", "fix": "export PYTORCH_ENABLE_MPS_FALLBACK=1"},
        cat="env_setup"),
    knowledge(147, PT, "real knowledge", (
        "An export in one Bash tool call does not reach the next call",
        "Setting an environment variable for a later command from an agent's Bash tool.",
        "Put the variable on the same command line (`VAR=1 cmd`) or chain with &&.",
        "Each Bash call starts a fresh shell."),
        "assistant: \"앞에서 한 `export`는 효과가 없었습니다\" — \"별도 호출에서 export한 변수는 다음 호출로 이어지지 "
        "않습니다\"",
        "The assistant's explanation after the NotImplementedError, which the earlier export did not prevent.",
        ["korean_prose", "double_quotes", "nested_backticks"], {"evidence": "다음 호출로 이어지지 않습니다"},
        cat="workflow"),
    gotcha(148, PT, "invented not_shown near_miss", (
        "linalg.solve has no MPS kernel yet",
        "NotImplementedError.",
        "solve on MPS.",
        "Missing kernel.",
        "CPU."),
        "`NotImplementedError: The operator 'aten::linalg_solve.out' is not currently implemented for the MPS "
        "device.`",
        "The op in the session is aten::linalg_lstsq.out.",
        ["code_spans", "word_changed"], {"evidence": "aten::linalg_lstsq.out"}),
    gotcha(149, PT, "invented not_shown names_false_claim", (
        "export PYTORCH_ENABLE_MPS_FALLBACK=1 lets train.py finish on MPS",
        "NotImplementedError.",
        "No fallback.",
        "Missing op.",
        "export the variable."),
        "`export PYTORCH_ENABLE_MPS_FALLBACK=1` 후 `train.py --device mps`가 CPU fallback으로 끝까지 돌았다.",
        "The run after that export failed with float64 and then NotImplementedError; it finished only after the "
        "lstsq-on-CPU edit.",
        ["korean_prose", "code_spans", "false_outcome"], {"evidence": "export PYTORCH_ENABLE_MPS_FALLBACK=1"}),

    # --- icinga2-web01 ---------------------------------------------------------------------------------------
    gotcha(150, IC, "real shown rerun_passes", (
        "Icinga 2 refuses a host defined in both conf.d and zones.d: remove the old conf.d object",
        "`icinga2 daemon -C`: Object 'web01' of type 'Host' re-defined, and the reload fails.",
        "Moving a host into zones.d/master without deleting it from conf.d/hosts.conf.",
        "Both directories are included, so the object exists twice.",
        "Delete the old block, re-run `icinga2 daemon -C`, then reload."),
        "critical/config: Error: Object 'web01' of type 'Host' re-defined: in "
        "/etc/icinga2/conf.d/hosts.conf: 41:1-41:18; previous definition: in /etc/icinga2/zones.d/master/web01.conf: "
        "1:1-1:18 → removed the block from hosts.conf → daemon -C: Finished validating the configuration file(s).",
        "Re-defined error; after the deletion the re-run validation finishes and the reload is active.",
        ["prose", "file_line_col", "arrow"],
        {"failure": "Object 'web01' of type 'Host' re-defined", "fix": "/etc/icinga2/conf.d/hosts.conf has been updated",
         "evidence": "Finished validating the configuration file(s)."}, cat="build_config"),
    gotcha(151, IC, "real not_shown only_suggested", (
        "Drop include_recursive \"conf.d\" once hosts live in zones.d, to stop duplicate objects",
        "Hosts moved to zones.d collide with leftovers in conf.d (Object re-defined).",
        "Keeping the default conf.d include after switching to zones.d.",
        "icinga2.conf includes conf.d recursively by default.",
        "Remove `include_recursive \"conf.d\"` from /etc/icinga2/icinga2.conf."),
        "The duplicate came from `/etc/icinga2/conf.d/hosts.conf` next to `/etc/icinga2/zones.d/master/web01.conf`; "
        "drop `include_recursive \"conf.d\"` from /etc/icinga2/icinga2.conf.",
        "Only suggested; the person says to leave conf.d because other hosts are still there.",
        ["code_spans", "nested_quotes"],
        {"failure": "re-defined: in /etc/icinga2/conf.d/hosts.conf",
         "fix": "you could drop `include_recursive \"conf.d\"`"}, cat="project_convention"),
    gotcha(152, IC, "real shown person_confirms", (
        "check_http against a name-based nginx vhost needs http_vhost, or nginx answers 400",
        "HTTP CRITICAL - Invalid HTTP response received from host on port 80: HTTP/1.1 400 Bad Request, while the "
        "site works in a browser.",
        "Checking a vhost-only web server by its IP address.",
        "check_http sends Host: <address>; the server only serves named hosts.",
        "Set `http_vhost = \"shop.corp.example\"` in the host's http_vhosts entry."),
        "\"HTTP CRITICAL - Invalid HTTP response received from host on port 80: HTTP/1.1 400 Bad Request\" → added "
        "`http_vhost = \"shop.corp.example\"` to web01.conf, validated and reloaded → user: \"web01!http went green "
        "in icingaweb2 after the next check\".",
        "CRITICAL reported by the person; after the edit and reload they report it green right after.",
        ["double_quotes", "code_spans", "arrow", "quoted_user"],
        {"failure": "HTTP/1.1 400 Bad Request", "fix": "    http_vhost = \"shop.corp.example\"\n  }", "evidence": "went green in icingaweb2"},
        cat="debugging_technique"),
    knowledge(153, IC, "real knowledge", (
        "Run icinga2 daemon -C before every reload; it prints the offending file lines with a caret",
        "Changing Icinga 2 configuration on a running monitoring server.",
        "`sudo icinga2 daemon -C`, fix what it names, then `systemctl reload icinga2`.",
        "A failing reload keeps the old config silently; -C shows exactly where it breaks."),
        "```\n/etc/icinga2/conf.d/hosts.conf(41): object Host \"web01\" {\n```\nfrom `sudo icinga2 daemon -C`, "
        "which ends with \"Config validation failed. Re-run with 'icinga2 daemon -C' after fixing the config.\"",
        "Validation output in the session.",
        ["fenced_block", "double_quotes"], {"evidence": "Config validation failed."}, cat="workflow"),
    gotcha(154, IC, "invented not_shown near_miss", (
        "Icinga 2 reports where a duplicated host was first defined",
        "Re-defined object.",
        "Two definitions.",
        "Both dirs included.",
        "Delete one."),
        "`in /etc/icinga2/conf.d/hosts.conf: 14:1-14:18; previous definition: in "
        "/etc/icinga2/zones.d/master/web01.conf: 1:1-1:18`",
        "The session says 41:1-41:18.",
        ["code_spans", "digits_swapped"], {"evidence": "previous definition"}),

    # --- octave-signal-fish ----------------------------------------------------------------------------------
    gotcha(155, OC, "real shown fix_ran", (
        "On Debian, install Octave's signal package with apt (octave-signal) instead of pkg install",
        "`pkg load signal` fails: error: package signal is not installed.",
        "Expecting Octave to ship the signal package, or reaching for Octave Forge first.",
        "signal is a separate package; Debian packages it with its control dependency.",
        "`sudo apt-get install -y octave-signal`, then `pkg load signal`."),
        "`error: package signal is not installed` → `sudo apt-get install -y octave-signal` (pulled octave-control) "
        "→ `pkg load signal; [b,a] = butter(4, 0.2); disp(b)` printed `4.6589e-03   1.8636e-02`…",
        "Not installed first; after apt, pkg load + butter prints coefficients.",
        ["code_spans", "arrow", "ellipsis_unicode"],
        {"failure": "error: package signal is not installed", "fix": "pkg load signal; [b,a] = butter(4, 0.2)"},
        cat="env_setup"),
    gotcha(156, OC, "real not_shown only_suggested", (
        "Octave Forge's signal needs control installed first",
        "`pkg install -forge signal` fails: the following dependencies were unsatisfied: signal needs control >= "
        "2.4.5.",
        "Installing signal from Forge on its own.",
        "pkg does not resolve Forge dependencies.",
        "`pkg install -forge control` first (needs a compiler toolchain), then signal."),
        "`pkg install -forge signal` → `error: the following dependencies were unsatisfied:` / "
        "`signal needs control >= 2.4.5`.",
        "The Forge route is only described; the apt package was installed instead and `pkg install -forge control` "
        "never ran.",
        ["code_spans", "arrow"],
        {"failure": "signal needs control >= 2.4.5", "fix": "you'd first need `pkg install -forge control`"},
        cat="env_setup"),
    gotcha(157, OC, "real shown edit_then_pass", (
        "Octave's signal package has no MATLAB lowpass(); design it with butter and filtfilt",
        "filt_demo.m stops with error: 'lowpass' undefined (line 14).",
        "Running MATLAB course scripts that use lowpass() (R2018a toolbox) in Octave.",
        "lowpass is not implemented in Octave's signal package.",
        "`[b, a] = butter(6, 50/(fs/2)); y = filtfilt(b, a, x);`."),
        "`error: 'lowpass' undefined` / `filt_demo at line 14 column 3` → Edit to `[b, a] = butter(6, 50/(fs/2));` "
        "and `y = filtfilt(b, a, x);` → `saved filtered.png (2 traces, fs = 1000 Hz)`; the user: \"plot looks right, "
        "the 120 Hz hum is gone\".",
        "Undefined error; after the edit the same octave-cli run saves the plot and the person confirms.",
        ["code_spans", "arrow", "quoted_user", "tool_names"],
        {"failure": "'lowpass' undefined", "fix": "[b, a] = butter(6, 50/(fs/2));", "evidence": "saved filtered.png"},
        cat="api_quirk"),
    knowledge(158, OC, "real knowledge", (
        "Prefer distro packages for Octave Forge packages that build oct-files",
        "Installing Octave packages like signal on Debian or Ubuntu.",
        "`apt install octave-<name>`; it brings dependencies and prebuilt binaries.",
        "`pkg install -forge` compiles and does not resolve dependencies."),
        "From the session: Forge would need `pkg install -forge control` \"and a compiler toolchain, since both build "
        "oct-files\"; `sudo apt-get install -y octave-signal` installed `octave-control` and `octave-signal` in one go.",
        "The assistant's reply and the apt output.",
        ["code_spans", "double_quotes"], {"evidence": "Setting up octave-signal (1.4.3-1+b1)"}, cat="env_setup"),
    gotcha(159, OC, "invented not_shown near_miss", (
        "signal from Forge requires control 2.4.6",
        "Dependency error.",
        "No control.",
        "Forge deps.",
        "Install control."),
        "`signal needs control >= 2.4.6`",
        "The session says >= 2.4.5.",
        ["code_spans", "digit_changed"], {"evidence": "signal needs control"}),
    gotcha(160, OC, "invented not_shown never_seen_error", (
        "butter is undefined in Octave until pkg load signal runs in the script",
        "butter undefined.",
        "No pkg load.",
        "Package not loaded.",
        "Add pkg load signal."),
        "`error: 'butter' undefined` when running filt_demo.m.",
        "The undefined function in the session was lowpass, not butter.",
        ["code_spans"], {"evidence": "'lowpass' undefined"}),
]
