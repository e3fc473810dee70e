"""Labelled lessons of corpus52, part four: over the cppcheck/clang-format, py-spy/memray, Kea, Frigate and Delta Lake
sessions (corpus52_sources_d.py). Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus52_common import gotcha, knowledge

S16, S17, S18, S19, S20 = ("cppcheck-clang-format-cmd", "pyspy-memray-wsl", "kea-dhcp4-netplan",
                           "frigate-coral-reolink", "deltalake-pandas-merge")

RECORDS = [
    # --- cppcheck + clang-format in cmd ---
    gotcha(114, S16, "real shown edit_then_pass", (
        "cppcheck's negativeIndex: fat_next read fat[cluster - 2] before checking cluster < 2",
        "cppcheck warns that the array 'fat' is accessed at index -1.",
        "Reading the table entry first and validating the index afterwards.",
        "For cluster 1 the read happens at index -1 before the guard returns.",
        "Move the `if (cluster < 2) return FAT_BAD;` guard above the read."),
        "`C:\\src\\libtinyfs\\src\\fat.c:212:22: warning: Either the condition 'cluster<2' is redundant or the "
        "array 'fat' is accessed at index -1, which is out of bounds. [negativeIndex]` — fat[cluster - 2] was "
        "read before `if (cluster < 2)`. Moved the check first (and narrowed `n` in dir.c); the next cppcheck run "
        "reported nothing.",
        "The warning is in the Ninja-based run; after the two edits the identical cppcheck command lists no "
        "findings.",
        ["file:line:col error", "Windows path", "code span"],
        {"failure": "[negativeIndex]",
         "fix": "    if (cluster < 2)\n        return FAT_BAD;\n    return fat[cluster - 2];",
         "evidence": "src\\dir.c ...\n1/3 files checked 38% done"},
        cat="debugging_technique", scope="project"),
    gotcha(115, S16, "real not_shown rerun_still_fails", (
        "pipx install clang-format==18.1.8 to match CI's clang-format 18",
        "The local clang-format 17 rejects .clang-format: unknown key 'AllowShortCompoundRequirementOnASingleLine'.",
        "Running the repository's clang-format 18 config with LLVM 17.",
        "The key only exists from clang-format 18.",
        "pipx install clang-format==18.1.8 and run clang-format again."),
        "Local `clang-format version 17.0.6` choked on .clang-format: `YAML:14:1: error: unknown key "
        "'AllowShortCompoundRequirementOnASingleLine'`. Installed it with `pipx install clang-format==18.1.8` "
        "(\"installed package clang-format 18.1.8\").",
        "After the pipx install, `clang-format --version` still prints 17.0.6 because C:\\Program Files\\LLVM\\bin "
        "comes first on PATH; plain clang-format is never fixed.",
        ["code span", "nested quotes"],
        {"failure": "unknown key 'AllowShortCompoundRequirementOnASingleLine'",
         "fix": "pipx install clang-format==18.1.8"},
        cat="env_setup"),
    gotcha(116, S16, "real shown fix_ran", (
        "A pipx-installed clang-format loses to LLVM's on PATH; call it by full path",
        "clang-format --version still says 17.0.6 after installing 18.1.8 with pipx.",
        "Assuming pipx's shim wins over C:\\Program Files\\LLVM\\bin.",
        "where clang-format lists LLVM's binary first.",
        "Call %USERPROFILE%\\.local\\bin\\clang-format.exe explicitly (or reorder PATH)."),
        "`where clang-format` lists `C:\\Program Files\\LLVM\\bin\\clang-format.exe` before "
        "`C:\\Users\\kai\\.local\\bin\\clang-format.exe`. Calling `%USERPROFILE%\\.local\\bin\\clang-format.exe "
        "--dry-run --Werror` read the config and flagged `util.c:17:40: error: code should be clang-formatted "
        "[-Wclang-format-violations]`; after `-i` the check printed `clean`.",
        "Plain clang-format stays 17; the full-path 18.1.8 parses the config, and after reformatting the dry "
        "run passes.",
        ["Windows path", "code span", "file:line:col error"],
        {"failure": "C:\\Users\\kai\\.local\\bin\\clang-format.exe",
         "fix": "%USERPROFILE%\\.local\\bin\\clang-format.exe --dry-run"},
        cat="env_setup"),
    knowledge(117, S16, "real knowledge", (
        "cppcheck --error-exitcode=1 also fails on style findings",
        "Reproducing a CI cppcheck gate locally with --enable=warning,style.",
        "Fix or suppress every reported finding, style included, before expecting a zero exit.",
        "--error-exitcode applies to every finding cppcheck reports, not only to warnings and errors."),
        "With `--error-exitcode=1` the run failed while one of the two findings was only "
        "`style: The scope of the variable 'n' can be reduced. [variableScope]`; both it and the negativeIndex "
        "warning had to go before the run passed.",
        "The failing run lists a style and a warning finding; the run after both edits is clean.",
        ["code span", "prose"],
        {"evidence": ["[variableScope]", "src\\dir.c ...\n1/3 files checked 38% done"]},
        cat="tool_quirk"),
    gotcha(118, S16, "invented not_shown near_miss", (
        "cppcheck finds negative array indexes in FAT lookups",
        "cppcheck fails the lint on fat.c.",
        "Index read before the bounds check.",
        "cluster - 2 underflows for cluster 1.",
        "Check first."),
        "`fat.c:212:22: error: Array 'fat' accessed at index -1, which is out of bounds. [negativeIndex]`",
        "cppcheck reported a warning worded 'Either the condition 'cluster<2' is redundant or the array 'fat' is "
        "accessed at index -1'; no such error line exists.",
        ["file:line:col error", "code span"],
        {"evidence": "[negativeIndex]"},
        cat="debugging_technique"),
    gotcha(119, S16, "invented not_shown names_false_claim", (
        "pipx puts clang-format 18 first on PATH on Windows",
        "CI's clang-format config fails locally.",
        "Old LLVM clang-format.",
        "Version mismatch.",
        "pipx install clang-format==18.1.8."),
        "After `pipx install clang-format==18.1.8`, `clang-format --version` printed 18.1.8 and the dry run "
        "passed on the first run.",
        "The version check after the install still printed 17.0.6; only the full-path call ran 18.1.8.",
        ["code span", "GPT-style after X, Y", "outcome word: first run"],
        {"evidence": "clang-format version 17.0.6\nC:\\Program Files\\LLVM\\bin\\clang-format.exe\nC:\\Users"},
        cat="env_setup"),
    gotcha(120, S16, "invented not_shown invented_detail", (
        "cppcheck with MSVC compile_commands drowns in missingIncludeSystem",
        "cppcheck output is full of system include notes.",
        "Checking against MSVC headers.",
        "cppcheck cannot find the Windows SDK headers.",
        "--suppress=missingIncludeSystem."),
        "Adding `--suppress=missingIncludeSystem` trimmed the output to the two real findings.",
        "The cppcheck calls never use --suppress; the output only ever had the two findings.",
        ["code span"],
        {"evidence": "--enable=warning,style --error-exitcode=1"},
        cat="tool_quirk"),

    # --- py-spy / memray under WSL (Korean) ---
    gotcha(121, S17, "real shown rerun_passes", (
        "py-spy needs root to read another process under WSL 2; keep the venv on PATH with sudo env",
        "py-spy dump --pid fails with Permission Denied: Try running again with elevated permissions.",
        "Running py-spy as the normal user against a running worker.",
        "Reading another process's memory needs ptrace rights the user does not have.",
        "sudo env \"PATH=$PATH\" .venv/bin/py-spy dump --pid <pid>."),
        "`.venv/bin/py-spy dump --pid 2381`은 `Permission Denied: Try running again with elevated permissions by "
        "going 'sudo env \"PATH=$PATH\" !!'`로 실패했고, 안내대로 `sudo env \"PATH=$PATH\" .venv/bin/py-spy dump "
        "--pid 2381`로 다시 실행하니 스택(`normalize (crawler/text.py:41)`)이 나왔다.",
        "The plain dump fails; the same dump under sudo env prints the main thread's stack.",
        ["Korean prose", "double quotes inside code spans"],
        {"failure": "Permission Denied: Try running again with elevated permissions",
         "fix": "sudo env \"PATH=$PATH\" .venv/bin/py-spy dump --pid 2381",
         "evidence": "normalize (crawler/text.py:41)"},
        cat="tool_quirk"),
    knowledge(122, S17, "real knowledge", (
        "py-spy top never returns in a tool call; record a flamegraph for a fixed time",
        "Profiling a running Python process from a non-interactive shell such as the Bash tool.",
        "Use py-spy record -d <seconds> -o file.svg --pid <pid> (or dump) instead of the interactive top.",
        "top is a live terminal view with no end; record stops by itself and leaves a file."),
        "`sudo env \"PATH=$PATH\" .venv/bin/py-spy top --pid 2381` had to be interrupted; "
        "`py-spy record -d 20 -o /tmp/worker.svg --pid 2381` finished with `Wrote flamegraph data to "
        "'/tmp/worker.svg'. Samples: 1994 Errors: 0`.",
        "The top call is interrupted by the person; the record call returns with the file written.",
        ["code span", "outcome word: interrupted"],
        {"evidence": ["py-spy top --pid 2381", "Samples: 1994 Errors: 0"]},
        cat="debugging_technique"),
    gotcha(123, S17, "real shown person_confirms", (
        "Compiling a 4000-word regex inside the hot function pins the worker's CPU",
        "worker.py uses 100% CPU; py-spy shows re._compile under normalize (crawler/text.py:41).",
        "Calling re.compile on a huge alternation pattern on every normalize() call.",
        "The pattern is rebuilt and recompiled per call.",
        "Compile it once at module level (_STOP_RE) and use _STOP_RE.sub in normalize."),
        "py-spy dump: `_compile (re/__init__.py:294)` ← `normalize (crawler/text.py:41)`; moved the STOPWORDS "
        "pattern to a module-level `_STOP_RE`, which normalize now uses for the substitution; the user: "
        "\"재시작했어. CPU 15~20%로 떨어졌어 👍\".",
        "Right after the two edits the person restarts the worker and reports CPU at 15-20%.",
        ["code span", "arrow", "quoted person in Korean"],
        {"failure": "    _compile (re/__init__.py:294)", "fix": "_STOP_RE = re.compile(",
         "evidence": "CPU 15~20%로 떨어졌어"},
        cat="performance", scope="project"),
    gotcha(125, S17, "real not_shown korean_other", (
        "An unbounded per-URL page cache makes the crawler's memory grow without limit",
        "Worker memory keeps growing; memray puts 1.4 GB at crawler/cache.py:27.",
        "Storing every response body in a module-level dict keyed by URL.",
        "Nothing ever evicts entries from _pages.",
        "Bound it: functools.lru_cache(maxsize=2048) or cachetools.LRUCache."),
        "memray stats 1위: `- fetch:crawler/cache.py:27 -> 1.402GB`. `_pages` dict를 "
        "functools.lru_cache(maxsize=2048)나 cachetools.LRUCache로 제한하자고 제안했고, 사용자는 \"오늘은 여기까지, "
        "고마워 됐어\"라고 했다.",
        "The cache change is only proposed; the person's '됐어' ends the session and defers the change to the "
        "team tomorrow.",
        ["Korean prose", "code span", "quoted person in Korean"],
        {"failure": "fetch:crawler/cache.py:27 -> 1.402GB", "fix": "functools.lru_cache(maxsize=2048)"},
        cat="performance", scope="project"),
    gotcha(126, S17, "invented not_shown near_miss", (
        "py-spy under WSL asks for root",
        "py-spy dump fails.",
        "Running as the normal user.",
        "ptrace needs privileges.",
        "Use sudo."),
        "py-spy: \"Permission Denied: Try running again with root permissions\".",
        "The message says 'with elevated permissions by going ...', not 'root permissions'.",
        ["nested quotes"],
        {"evidence": "Permission Denied: Try running again with elevated permissions"},
        cat="tool_quirk"),
    gotcha(127, S17, "invented not_shown names_false_claim", (
        "py-spy top returns after a sampling window in scripts",
        "Profiling the worker from the Bash tool.",
        "Using top.",
        "top samples for a while.",
        "Run py-spy top and read its summary."),
        "`py-spy top --pid 2381`은 20초 뒤에 스스로 끝나면서 가장 바쁜 함수 목록을 보여줬다.",
        "py-spy top never ended; the person interrupted it and asked for a file instead.",
        ["Korean prose", "code span"],
        {"evidence": "py-spy top --pid 2381"},
        cat="tool_quirk"),
    gotcha(128, S17, "invented not_shown never_seen_error", (
        "memray attach under WSL needs kernel.yama.ptrace_scope=0",
        "memray attach cannot attach to the worker.",
        "WSL's default ptrace scope.",
        "Yama restricts ptrace to descendants.",
        "sysctl kernel.yama.ptrace_scope=0."),
        "`memray attach` failed with `ptrace: Operation not permitted.` until `kernel.yama.ptrace_scope` was set "
        "to 0.",
        "memray's only failure was the missing debugger; ptrace errors and ptrace_scope never appear.",
        ["code span"],
        {"evidence": "Cannot find a debugger (gdb or lldb) on PATH"},
        cat="env_setup"),

    # --- Kea DHCPv4 (Korean) ---
    gotcha(129, S18, "real shown edit_then_pass", (
        "Kea's config parser rejects a trailing comma in a JSON list",
        "kea-dhcp4 -t fails: kea-dhcp4.conf:20.17: syntax error, unexpected ], expecting {.",
        "Leaving a comma after the last option-data entry.",
        "Kea's parser is strict JSON (with comments); a trailing comma makes it expect another map.",
        "Remove the trailing comma and rerun kea-dhcp4 -t."),
        "`kea-dhcp4 -t` → `/etc/kea/kea-dhcp4.conf:20.17: syntax error, unexpected ], expecting {` — line 19 "
        "ended with `{ \"name\": \"domain-name-servers\", \"data\": \"192.168.50.2\" },`. Removed the trailing "
        "comma; `sudo kea-dhcp4 -t /etc/kea/kea-dhcp4.conf && echo OK` printed `OK`.",
        "The check fails at 20.17; after the one-character edit the same check passes.",
        ["file:line.col error", "JSON in a code span", "arrow"],
        {"failure": "syntax error, unexpected ], expecting {",
         "fix": "The file /etc/kea/kea-dhcp4.conf has been updated successfully.", "evidence": "&& echo OK"},
        cat="build_config"),
    gotcha(130, S18, "real shown rerun_passes", (
        "Kea cannot open a DHCP socket on an interface without an IPv4 address",
        "journal: DHCPSRV_OPEN_SOCKET_FAIL ... the interface ens19 has no usable IPv4 addresses configured.",
        "Listing ens19 in interfaces-config while ens19 has only a link-local IPv6 address.",
        "Kea binds its DHCPv4 socket to an IPv4 address of the interface.",
        "Give ens19 a static address in the served subnet (netplan, 192.168.50.3/24) and restart Kea."),
        "```\nDHCPSRV_OPEN_SOCKET_FAIL failed to open socket: the interface ens19 has no usable IPv4 addresses "
        "configured\nDHCPSRV_NO_SOCKETS_OPEN no interface configured to listen to DHCP traffic\n```\n"
        "`ip -br addr show ens19` had only an fe80:: address. After /etc/netplan/60-ens19.yaml "
        "(`addresses: [192.168.50.3/24]`) and `netplan apply`, the journal showed `DHCP4_LEASE_ALLOC` and "
        "`lease 192.168.50.100 has been allocated for 86400 seconds`.",
        "The first restart cannot open a socket; after the netplan file and restart the journal shows a lease "
        "allocated, and the person's phone gets the address.",
        ["fenced block", "code span"],
        {"failure": "the interface ens19 has no usable IPv4 addresses configured",
         "fix": "addresses: [192.168.50.3/24]",
         "evidence": "lease 192.168.50.100 has been allocated for 86400 seconds"},
        cat="env_setup"),
    knowledge(131, S18, "real knowledge", (
        "Check a Kea config with kea-dhcp4 -t before restarting the service",
        "Editing /etc/kea/kea-dhcp4.conf on a running DHCP server.",
        "Run `sudo kea-dhcp4 -t /etc/kea/kea-dhcp4.conf` first; restart kea-dhcp4-server only when it passes.",
        "The test mode parses the file and reports file:line.col errors without starting the server."),
        "`sudo kea-dhcp4 -t /etc/kea/kea-dhcp4.conf` printed `Syntax check failed with: "
        "/etc/kea/kea-dhcp4.conf:20.17:` for the broken version and only an INFO line for the fixed one.",
        "Both -t runs and their outputs are in the session.",
        ["code span"],
        {"evidence": ["Syntax check failed with:", "HOSTS_BACKENDS_REGISTERED"]},
        cat="workflow"),
    knowledge(132, S18, "real knowledge", (
        "On this LAN 192.168.50.1 is the router; the Kea host uses 192.168.50.3",
        "Assigning a static address to the DHCP server's interface on the 192.168.50.0/24 LAN.",
        "Use 192.168.50.3/24 for ens19; .1 belongs to the router (the routers option) and .2 is the DNS server.",
        "Putting .1 on the Kea host would clash with the router."),
        "사용자: \"아니 .1은 공유기야. .3으로 해\" → /etc/netplan/60-ens19.yaml에 `addresses: [192.168.50.3/24]`.",
        "The person corrects the proposed .1 and the netplan file uses .3.",
        ["Korean prose", "quoted person", "arrow", "code span"],
        {"evidence": ".1은 공유기야. .3으로 해"},
        cat="project_convention", scope="project"),
    gotcha(133, S18, "invented not_shown near_miss", (
        "Kea logs a socket failure for interfaces without IPv4",
        "No leases are handed out.",
        "No address on ens19.",
        "Kea needs an IPv4 address.",
        "Add one with netplan."),
        "journalctl: `DHCPSRV_OPEN_SOCKET_FAIL failed to open socket on interface ens19`.",
        "The journal line reads 'failed to open socket: the interface ens19 has no usable IPv4 addresses "
        "configured'.",
        ["code span"],
        {"evidence": "DHCPSRV_OPEN_SOCKET_FAIL failed to open socket"},
        cat="env_setup"),
    gotcha(134, S18, "invented not_shown names_false_claim", (
        "Give the Kea host the gateway address so clients find it",
        "Kea does not listen on ens19.",
        "No IPv4 on ens19.",
        "Kea needs an address in the subnet.",
        "Put 192.168.50.1/24 on ens19."),
        "netplan에 `192.168.50.1/24`를 넣고 `netplan apply` 한 뒤 Kea가 192.168.50.100을 임대했다.",
        "The person refused .1 (the router); the netplan file uses 192.168.50.3/24.",
        ["Korean prose", "code span"],
        {"evidence": "addresses: [192.168.50.3/24]"},
        cat="env_setup"),
    gotcha(135, S18, "invented not_shown never_seen_error", (
        "Kea drops DHCPDISCOVERs from clients outside the configured subnet",
        "The phone gets no lease at first.",
        "Subnet not matching the interface.",
        "Kea cannot select a subnet for the packet.",
        "Make the interface address part of subnet4."),
        "Before the netplan change the journal showed `DHCP4_PACKET_DROP_0001 failed to select a subnet for "
        "incoming packet`.",
        "No packet-drop message appears; before the netplan change Kea had no socket at all.",
        ["code span"],
        {"evidence": "DHCPSRV_NO_SOCKETS_OPEN"},
        cat="env_setup"),

    gotcha(152, S18, "invented not_shown other_call_error", (
        "Kea keeps its socket list from startup, so netplan changes need a Kea restart",
        "Kea still does not listen after ens19 gets its address.",
        "Running netplan apply without restarting kea-dhcp4-server.",
        "Kea opens its sockets at startup only.",
        "Restart kea-dhcp4-server after netplan apply."),
        "Right after `netplan apply` the journal still showed `DHCPSRV_NO_SOCKETS_OPEN no interface configured to "
        "listen to DHCP traffic`.",
        "That line is from the restart before any netplan file existed; after netplan apply (with a restart in "
        "the same command) Kea allocated a lease.",
        ["code span"],
        {"evidence": "DHCPSRV_NO_SOCKETS_OPEN no interface configured to listen to DHCP traffic"},
        cat="env_setup"),

    # --- Frigate (Korean, Task) ---
    gotcha(136, S19, "real shown fix_ran", (
        "Frigate in docker sees no USB Coral unless /dev/bus/usb is mapped into the container",
        "Frigate logs No EdgeTPU was detected and the detector process keeps restarting.",
        "Configuring an edgetpu detector with device: usb but no device mapping in compose.",
        "The container cannot see the USB bus, so the Coral is invisible to Frigate.",
        "Add devices: - /dev/bus/usb:/dev/bus/usb to the frigate service and recreate it."),
        "Log: `No EdgeTPU was detected. If you do not have a Coral device yet, you must configure CPU detectors.` "
        "— the compose file had no device mapping. Added `/dev/bus/usb:/dev/bus/usb` under devices (plus "
        "shm_size), recreated the container: `TPU found`.",
        "The first start cannot find the TPU; after the compose edit and recreate the log says TPU found.",
        ["code span", "prose"],
        {"failure": "No EdgeTPU was detected", "fix": "- /dev/bus/usb:/dev/bus/usb", "evidence": "TPU found"},
        cat="env_setup"),
    gotcha(137, S19, "real shown person_confirms", (
        "An @ or # in a camera password breaks Frigate's RTSP URL; percent-encode it in .env",
        "Both cameras fail with method DESCRIBE failed: 401 Unauthorized.",
        "Putting a password with '@' and '#' into FRIGATE_RTSP_PASSWORD and using it in rtsp://user:pass@host.",
        "Frigate substitutes {FRIGATE_*} values verbatim; '@' splits the userinfo early and '#' starts a fragment.",
        "Percent-encode the value in .env (@ -> %40, # -> %23) and recreate the container."),
        "Both cameras: `method DESCRIBE failed: 401 Unauthorized`. The subagent: Frigate \"substitutes "
        "{FRIGATE_*} variables into the config verbatim, without URL-encoding them\", and the password has '@' "
        "and '#'. Percent-encoded the .env value with `urllib.parse.quote(m.group(2), safe='')`, recreated → "
        "\"카메라 둘 다 화면 나와!\"",
        "Right after the encoded password and recreate, the person reports both camera views working.",
        ["Task result", "nested quotes", "code span", "quoted person in Korean"],
        {"failure": "method DESCRIBE failed: 401 Unauthorized", "fix": "urllib.parse.quote(m.group(2), safe='')",
         "evidence": "카메라 둘 다 화면 나와!"},
        cat="env_setup", group="frigate-rtsp-password"),
    gotcha(138, S19, "real not_shown rerun_still_fails", (
        "Frigate's preset-vaapi on an Intel N100 to cut ffmpeg CPU",
        "Two camera decodes keep the N100 above 40% CPU.",
        "Decoding the RTSP streams in software.",
        "Without hardware acceleration ffmpeg decodes on the CPU.",
        "Set ffmpeg: hwaccel_args: preset-vaapi in config.yml and restart Frigate."),
        "CPU über 40 % → `hwaccel_args: preset-vaapi` in config.yml; nach dem Neustart weiterhin Fehler: "
        "`[AVHWDeviceContext @ 0x5581c2f0e400] No VA display found for device /dev/dri/renderD128.`",
        "After the change the restart's log shows ffmpeg crashing on the missing VA device; the setting is then "
        "removed and /dev/dri is left for another day.",
        ["German prose", "outcome word: weiterhin", "code span"],
        {"failure": "CPU가 계속 40% 넘게 먹네", "fix": "hwaccel_args: preset-vaapi",
         "evidence": "No VA display found for device /dev/dri/renderD128."},
        cat="performance"),
    knowledge(139, S19, "real knowledge", (
        "Frigate inserts {FRIGATE_*} variables into its config without URL-encoding",
        "Using secrets from the environment inside RTSP URLs in Frigate's config.yml.",
        "Store values that go into URLs already percent-encoded in .env; Frigate passes them through and ffmpeg "
        "decodes them.",
        "Characters like '@' and '#' otherwise change how the URL is parsed."),
        "Task result: \"Frigate substitutes {FRIGATE_*} variables into the config verbatim, without URL-encoding "
        "them\" and \"Fix: percent-encode the value in .env\".",
        "Both sentences are in the subagent's reply.",
        ["Task result", "nested quotes"],
        {"evidence": "substitutes {FRIGATE_*} variables into the config verbatim"},
        cat="tool_quirk", group="frigate-rtsp-password"),
    gotcha(140, S19, "invented not_shown near_miss", (
        "Frigate wants 256MB of shared memory for two cameras",
        "Frigate warns about /dev/shm at startup.",
        "Docker's 64 MB default shm.",
        "Frame buffers live in shared memory.",
        "shm_size: 256mb."),
        "Frigate warned: `The current SHM size of 64.0MB is too small, recommend at least 256MB.`",
        "The warning recommends at least 246.84MB; '256MB' is the value chosen for shm_size.",
        ["code span"],
        {"evidence": "The current SHM size of 64.0MB is too small"},
        cat="env_setup"),
    gotcha(141, S19, "invented not_shown other_call_error", (
        "VAAPI in Frigate needs the render node passed into the container",
        "ffmpeg crashes after enabling hardware decoding.",
        "preset-vaapi without /dev/dri in the container.",
        "The VA device does not exist inside the container.",
        "Map /dev/dri/renderD128."),
        "After `hwaccel_args: preset-vaapi` the log said `No EdgeTPU was detected. If you do not have a Coral "
        "device yet, you must configure CPU detectors.`",
        "That EdgeTPU error is from the first start, before the USB mapping; the VAAPI restart failed with 'No VA "
        "display found for device /dev/dri/renderD128.'",
        ["code span"],
        {"evidence": "No EdgeTPU was detected"},
        cat="env_setup"),
    gotcha(142, S19, "invented not_shown names_false_claim", (
        "Reolink RLC-510A cameras need the sub stream path for Frigate detect",
        "Frigate gets 401 from the cameras.",
        "Using h264Preview_01_main.",
        "The main stream needs different credentials.",
        "Use h264Preview_01_sub."),
        "The subagent found the RTSP path was wrong: the RLC-510A wants `h264Preview_01_sub`, which fixed the 401.",
        "The Task reply says h264Preview_01_main is right for the RLC-510A; the 401 came from the password.",
        ["Task result", "code span"],
        {"evidence": "h264Preview_01_main is its main stream"},
        cat="env_setup"),
    gotcha(143, S19, "invented not_shown never_seen_error", (
        "Frigate's Coral needs the libedgetpu runtime matching the container",
        "The Coral is not usable from Frigate.",
        "Host libedgetpu mismatch.",
        "The delegate library cannot load.",
        "Use the image's bundled runtime."),
        "Frigate logged `Failed to load delegate from libedgetpu.so.1.0` until the USB bus was mapped.",
        "The EdgeTPU error in the session is 'No EdgeTPU was detected ...'; no delegate message appears.",
        ["code span"],
        {"evidence": "No EdgeTPU was detected"},
        cat="env_setup"),

    # --- Delta Lake via deltalake (Spanish) ---
    gotcha(144, S20, "real shown rerun_passes", (
        "deltalake 0.18 needs schema_mode=\"merge\" and engine=\"rust\" to add a new column",
        "Appending a day with an extra column fails: Schema of data does not match table schema.",
        "Appending a DataFrame whose schema gained a column with the default writer settings.",
        "write_deltalake rejects schema changes unless asked to merge, and merging is only implemented in the "
        "rust engine.",
        "write_deltalake(..., mode=\"append\", schema_mode=\"merge\", engine=\"rust\")."),
        "El 2024-06-02 falló con `ValueError: Schema of data does not match table schema` (columna nueva "
        "`referrer`). Con schema_mode merge volvió a fallar: `Schema evolution (schema_mode='merge') is only "
        "supported with engine='rust'`. Añadiendo también engine rust, la misma orden escribió `wrote 51002 rows` y "
        "la tabla pasó a la versión 1 con `referrer: string`.",
        "Both failures and the passing rerun of the same command are in the session, then version 1 with the "
        "merged schema.",
        ["Spanish prose", "code span", "outcome word: volvió a fallar"],
        {"failure": "Schema of data does not match table schema", "fix": "schema_mode=\"merge\", engine=\"rust\"",
         "evidence": "wrote 51002 rows"},
        cat="api_quirk"),
    gotcha(145, S20, "real shown fix_ran", (
        "deltalake's vacuum refuses retention_hours below 168 unless enforce_retention_duration=False",
        "vacuum(retention_hours=0) raises DeltaProtocolError: Invalid retention period ... got 0 hours.",
        "Vacuuming right after compaction with a zero retention.",
        "The table's minimum vacuum retention (7 days) is enforced by default.",
        "Pass enforce_retention_duration=False (only when no reader needs older versions)."),
        "`t.vacuum(retention_hours=0, dry_run=False)` → `DeltaProtocolError: Invalid retention period, minimum "
        "retention for vacuum is configured to be greater than 168 hours, got 0 hours`; with "
        "`enforce_retention_duration=False` it returned 1440 and `ls lake/clicks/day=2024-06-01 | wc -l` "
        "printed 1.",
        "The plain vacuum raises; with the flag it deletes 1440 files and one file is left.",
        ["arrow", "code span"],
        {"failure": "Invalid retention period", "fix": "enforce_retention_duration=False", "evidence": "1440\n1"},
        cat="api_quirk"),
    knowledge(146, S20, "real knowledge", (
        "deltalake's optimize.compact() leaves the old files on disk until vacuum",
        "Compacting a Delta table full of small files written every minute.",
        "Run t.optimize.compact(), then t.vacuum(...) to delete the files it replaced.",
        "compact only marks the replaced files as removed in the log, so the directory first grows by one file."),
        "`print(t.optimize.compact())` の結果は `'numFilesRemoved': 1440` だったが、"
        "`ls lake/clicks/day=2024-06-01 | wc -l` は 1441 から 1442 に増えた。古いファイルは vacuum で初めて"
        "削除された。",
        "The compact result and both directory counts are Bash results in the session.",
        ["Japanese prose", "code span"],
        {"evidence": ["'numFilesRemoved': 1440", "1442"]},
        cat="api_quirk"),
    gotcha(147, S20, "invented not_shown near_miss", (
        "deltalake refuses appends with an extra column",
        "write_deltalake raises on the second day.",
        "New column in the data.",
        "Schema mismatch.",
        "Merge the schema."),
        "write_deltalake raised \"Schema of data does not match the table schema\".",
        "The message in the session has no 'the': 'Schema of data does not match table schema'.",
        ["nested quotes"],
        {"evidence": "Schema of data does not match table schema"},
        cat="api_quirk"),
    gotcha(148, S20, "invented not_shown names_false_claim", (
        "deltalake's compact() removes the small files from disk",
        "Thousands of small parquet files per day.",
        "Minute-level appends.",
        "Each append writes a file.",
        "Run t.optimize.compact()."),
        "`t.optimize.compact()` rewrote the 1440 files and removed them; `ls lake/clicks/day=2024-06-01 | wc -l` "
        "showed 1 right after it.",
        "After compact the count was 1442; it only dropped to 1 after the vacuum with "
        "enforce_retention_duration=False.",
        ["code span"],
        {"evidence": "'numFilesRemoved': 1440"},
        cat="api_quirk"),
    knowledge(151, S20, "invented other_call_error", (
        "deltalake's 168-hour retention check also guards optimize.compact()",
        "Compacting a Delta table that receives appends every minute.",
        "Pass enforce_retention_duration=False to compact as well, or wait seven days.",
        "compact reuses the vacuum retention setting."),
        "`t.optimize.compact()` stopped with `Invalid retention period, minimum retention for vacuum is configured "
        "to be greater than 168 hours` until the retention check was turned off.",
        "compact succeeded on its only run ('numFilesRemoved': 1440); the retention error came from the vacuum "
        "call.",
        ["code span"],
        {"evidence": "Invalid retention period"},
        cat="api_quirk"),
]
