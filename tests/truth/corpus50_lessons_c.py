"""Labelled lessons of corpus50, part three: over the Klipper, JUCE, samtools/bcftools, Wazuh and EMQX sessions
(corpus50_sources_c.py). Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus50_common import gotcha, knowledge

KLIP = "klipper-moonraker-ko"
JUCE = "juce-vst3-pwsh"
SAM = "samtools-bioconda"
WAZ = "wazuh-agent-enroll"
EMQX = "emqx-compose-zsh"

RECORDS = [
    # --- Klipper and Moonraker (Korean) -----------------------------------------------------------------------------
    gotcha(75, KLIP, "real shown fix_ran", (
        "Klipper 호스트를 업데이트하면 MCU 펌웨어도 다시 빌드해서 플래시해야 한다",
        "Mainsail/Moonraker state_message: MCU Protocol error, 'Fix by recompiling and flashing the firmware'",
        "KIAUH로 klipper 호스트만 업데이트하고 보드 펌웨어는 그대로 두기",
        "호스트(v0.12.0-302)와 MCU(v0.12.0-114)의 명령 프로토콜이 달라짐",
        "기존 .config로 make clean && make, klipper 서비스를 멈추고 make flash FLASH_DEVICE=/dev/serial/by-id/…"),
        "printer/info: \"MCU Protocol error\\n\\nThis is frequently caused by running an older version of the\\n"
        "firmware on the MCU(s). Fix by recompiling and flashing the\\nfirmware.\" → make flash 후 dfu-util이 "
        "\"File downloaded successfully\"를 찍었고, 다음 printer/info에는 더 이상 프로토콜 오류가 없었다.",
        "The protocol error is in the first printer/info; firmware is rebuilt and flashed; the next state_message "
        "is a config error instead.",
        ["literal \\n inside a JSON string", "Korean prose", "arrow"],
        {"failure": "MCU Protocol error", "fix": "File downloaded successfully"}, cat="env_setup"),
    gotcha(76, KLIP, "real shown edit_then_pass", (
        "Every Klipper stepper section needs rotation_distance",
        "Klipper refuses to start: Option 'rotation_distance' in section 'stepper_x' must be specified",
        "Copying a [stepper_x] block from an old config that used step_distance",
        "Since the step_distance removal, rotation_distance is mandatory for each stepper",
        "rotation_distance: 40 for a GT2 belt on a 20-tooth pulley, then FIRMWARE_RESTART"),
        "`Option 'rotation_distance' in section 'stepper_x' must be specified` → printer.cfg [stepper_x]에 "
        "`rotation_distance: 40` 추가 → firmware_restart 후 `ready` / `Printer is ready`",
        "The config error; the printer.cfg edit; firmware_restart and printer/info report ready.",
        ["arrows", "code spans", "Korean"],
        {"failure": "Option 'rotation_distance' in section 'stepper_x' must be specified",
         "fix": "rotation_distance: 40"}, cat="build_config"),
    gotcha(77, KLIP, "real not_shown korean_other", (
        "Moonraker only accepts API clients from trusted_clients ranges; add the home LAN",
        "Mainsail on a laptop in 192.168.0.x can't talk to Moonraker",
        "Leaving moonraker.conf's default trusted_clients (10/8, 127/8, 169.254/16, 172.16/12)",
        "Requests from 192.168.0.0/24 aren't trusted and no API key is configured",
        "Add 192.168.0.0/24 under [authorization] trusted_clients and restart moonraker"),
        "moonraker.conf [authorization] trusted_clients 에 `    192.168.0.0/24` 추가 후 `sudo systemctl restart "
        "moonraker`",
        "Nobody checks from the laptop after the restart; the person's next message says the bed mesh "
        "calibration worked ('베드 메쉬 캘리브레이션은 됐어'), which is another task.",
        ["Korean", "code spans"],
        {"failure": "메인세일 접속이 안 돼", "fix": "아 베드 메쉬 캘리브레이션은 됐어"}, cat="security"),
    knowledge(78, KLIP, "real knowledge", (
        "Read Klipper's state through Moonraker's /printer/info instead of the web UI",
        "Diagnosing a Klipper printer over SSH",
        "curl -s localhost:7125/printer/info and look at state and state_message; POST /printer/firmware_restart "
        "after config edits",
        "It shows the same message Mainsail shows, including version mismatches and config errors"),
        "`curl -s localhost:7125/printer/info | python3 -m json.tool` gave state error with the full "
        "state_message; `curl -s -X POST localhost:7125/printer/firmware_restart` returned {\"result\": \"ok\"}",
        "The first call and the firmware_restart call.",
        ["code spans", "JSON fragments"],
        {"evidence": "curl -s localhost:7125/printer/info | python3 -m json.tool"}, cat="debugging_technique"),
    gotcha(79, KLIP, "invented not_shown near_miss", (
        "새 Y축 스테퍼에 rotation_distance가 빠져 있었다",
        "Klipper가 config 오류로 시작하지 않음",
        "stepper 섹션 누락 옵션",
        "rotation_distance 필수",
        "rotation_distance: 40 추가"),
        "오류: \"Option 'rotation_distance' in section 'stepper_y' must be specified\"",
        "The section in the session's error is stepper_x.",
        ["Korean", "quoted error"],
        {"evidence": "Option 'rotation_distance' in section 'stepper_x' must be specified"}, cat="build_config"),
    gotcha(80, KLIP, "invented not_shown names_false_claim", (
        "MCU Protocol error는 klipper 서비스 재시작으로 해결된다",
        "업데이트 후 MCU Protocol error",
        "펌웨어를 다시 굽는 것부터 시작",
        "호스트 프로세스가 오래된 상태",
        "sudo service klipper restart"),
        "`sudo service klipper restart`만으로 MCU Protocol error가 사라졌다.",
        "The error went away only after make flash wrote new firmware; no plain restart was tried.",
        ["Korean prose", "false outcome"],
        {"evidence": "sudo service klipper stop"}, cat="env_setup"),
    gotcha(81, KLIP, "invented not_shown invented_detail", (
        "Octopus 보드는 DFU 장치 ID로 플래시해야 한다",
        "make flash가 장치를 못 찾음",
        "by-id 경로 사용",
        "부트로더",
        "make flash FLASH_DEVICE=0483:df11"),
        "펌웨어는 `make flash FLASH_DEVICE=0483:df11` 로 올렸다 (보드를 DFU 모드로 두고).",
        "The flash used the /dev/serial/by-id path; 0483:df11 only appears in dfu-util's own output.",
        ["Korean", "code span with a real ID used in an invented command"],
        {"evidence": "Device ID 0483:df11"}, cat="workflow"),

    # --- JUCE 8 with CMake and MSVC (PowerShell 7) -----------------------------------------------------------------
    gotcha(82, JUCE, "real shown rerun_passes", (
        "Clone JUCE projects with their submodule, or add_subdirectory(JUCE) fails",
        "CMake Error: add_subdirectory given source \"JUCE\" which is not an existing directory; Unknown CMake "
        "command \"juce_add_plugin\"",
        "Cloning a JUCE plugin repo without --recurse-submodules",
        "JUCE is a git submodule; without init the JUCE/ folder is empty",
        "git submodule update --init --recursive, then configure again"),
        "`cmake -B build -G \"Visual Studio 17 2022\" -A x64` → CMakeLists.txt:12 add_subdirectory given source "
        "JUCE which is not an existing directory; `git submodule status` shows a leading `-`; after "
        "`git submodule update --init --recursive` the same configure ended with `-- Generating done (0.9s)`.",
        "Configure fails; the submodule is uninitialised; after init the configure completes.",
        ["code spans", "file:line for CMake", "arrow"],
        {"failure": "add_subdirectory given source \"JUCE\"",
         "fix": "-- Build files have been written to: C:/dev/GrainDelay/build"}, cat="build_config"),
    gotcha(83, JUCE, "real shown edit_then_pass", (
        "JUCE 8 deprecates Font(float); pass FontOptions to setFont",
        "C4996 'juce::Font::Font': Use the constructor that takes a FontOptions argument, as an error under /WX",
        "Keeping JUCE 7 style juce::Font (14.0f) after updating to JUCE 8 in a project built with /WX",
        "The float constructors are [[deprecated]] in JUCE 8 and /WX turns the warning into an error",
        "g.setFont (juce::FontOptions (14.0f)); likewise for Label::setFont"),
        "C:/dev/GrainDelay/Source/PluginEditor.cpp(31,20) で error C4996: 'juce::Font::Font': Use the constructor "
        "that takes a FontOptions argument が出たので `g.setFont (juce::FontOptions (14.0f));` に置き換えた。"
        "次のビルドでは GrainDelay_VST3.vcxproj -> …\\GrainDelay.vst3 までコンパイルとリンクが通った。",
        "The build fails at (31,20) and (44,24); both lines are edited; the next build compiles and links the "
        "VST3 and fails only in the post-build copy.",
        ["Japanese prose", "forward-slash Windows path", "file(line,col)"],
        {"failure": "error C4996: 'juce::Font::Font'", "fix": "    g.setFont (juce::FontOptions (14.0f));"},
        cat="api_quirk"),
    gotcha(84, JUCE, "real not_shown ran_the_trap", (
        "Turn JUCE's COPY_PLUGIN_AFTER_BUILD off instead of building elevated",
        "Post-build step fails: Error copying directory … to \"C:/Program Files/Common Files/VST3/GrainDelay.vst3\", "
        "MSB3073 exited with code 1",
        "Getting past the copy failure by running the build from an elevated shell",
        "COPY_PLUGIN_AFTER_BUILD TRUE copies into Program Files, which needs admin; building elevated leaves "
        "admin-owned files in build/",
        "COPY_PLUGIN_AFTER_BUILD FALSE (or VST3_COPY_DIR pointing at a folder you own) and copy the bundle once"),
        "Error copying directory from \"C:/dev/GrainDelay/build/GrainDelay_artefacts/Release/VST3/GrainDelay.vst3\" "
        "to \"C:/Program Files/Common Files/VST3/GrainDelay.vst3\".",
        "COPY_PLUGIN_AFTER_BUILD was never changed; at the person's request the build was re-run with gsudo, "
        "i.e. elevated, which is the approach the lesson warns against.",
        ["nested quotes", "forward-slash paths"],
        {"failure": "Error copying directory from",
         "fix": "gsudo cmake --build build --config Release --target GrainDelay_VST3"}, cat="build_config"),
    knowledge(85, JUCE, "real knowledge", (
        "Build one JUCE plugin format by its target and find it under <target>_artefacts",
        "Iterating on a JUCE plugin that builds several formats",
        "cmake --build build --config Release --target GrainDelay_VST3; the bundle lands in "
        "build/GrainDelay_artefacts/Release/VST3/GrainDelay.vst3",
        "Skips the Standalone/AU targets and shows where to copy from"),
        "cmake --build build --config Release --target GrainDelay_VST3 produced "
        "C:\\dev\\GrainDelay\\build\\GrainDelay_artefacts\\Release\\VST3\\GrainDelay.vst3\\Contents\\x86_64-win\\"
        "GrainDelay.vst3",
        "The VST3 target build output.",
        ["unquoted command", "single-backslash Windows path"],
        {"evidence": "GrainDelay_VST3.vcxproj -> C:\\dev\\GrainDelay\\build\\GrainDelay_artefacts"},
        cat="build_config"),
    gotcha(86, JUCE, "invented not_shown near_miss", (
        "JUCE 8's deprecated Font constructors break /WX builds",
        "error C4996 on juce::Font",
        "Using Font(float)",
        "Deprecated in JUCE 8",
        "FontOptions"),
        "MSVC: `error C4996: 'juce::Font::Font': Use the constructor that takes a FontOptions object`",
        "The message in the session ends with 'a FontOptions argument'.",
        ["code span"],
        {"evidence": "error C4996: 'juce::Font::Font'"}, cat="api_quirk"),
    gotcha(87, JUCE, "invented not_shown other_call_error", (
        "Configuring a JUCE project into Program Files needs admin",
        "cmake configure fails copying into the VST3 folder",
        "Running cmake -B build unelevated",
        "Configure writes to Common Files",
        "Run configure from an admin shell"),
        "`cmake -B build -G \"Visual Studio 17 2022\" -A x64` failed: Error copying directory from "
        "C:/dev/GrainDelay/build/GrainDelay_artefacts/Release/VST3/GrainDelay.vst3",
        "The copy error came from the post-build step of `cmake --build`; configure failed only on the missing "
        "submodule.",
        ["code span", "error attributed to another call"],
        {"evidence": "Error copying directory from"}, cat="build_config"),
    gotcha(88, JUCE, "invented not_shown invented_detail", (
        "Validate the JUCE 8 port with pluginval",
        "Font API changes in JUCE 8",
        "Shipping without validating",
        "Deprecated Font constructors",
        "Switch to FontOptions and run pluginval"),
        "After the FontOptions change the plugin passed `pluginval --strictness-level 10 --validate "
        "GrainDelay.vst3`.",
        "pluginval never ran; the session only builds and copies the VST3.",
        ["code span", "invented check"],
        {"evidence": "    g.setFont (juce::FontOptions (14.0f));"}, cat="test_strategy"),

    # --- samtools and bcftools from bioconda ---------------------------------------------------------------------
    gotcha(89, SAM, "real shown rerun_passes", (
        "Bioconda needs conda-forge above it and strict channel priority",
        "samtools: error while loading shared libraries: libcrypto.so.1.0.0",
        "Creating an env with `-c bioconda` on top of `defaults` with flexible priority",
        "The solver picked samtools 1.7 built against OpenSSL 1.0 from old bioconda builds",
        "conda config --add channels bioconda; --add channels conda-forge; --set channel_priority strict; recreate "
        "the env with samtools=1.21 bcftools=1.21"),
        "`conda run -n varcall samtools --version` → samtools: error while loading shared libraries: "
        "libcrypto.so.1.0.0; conda list showed `samtools                  1.7` from bioconda. With conda-forge + "
        "bioconda and `channel_priority strict` the recreated env answered samtools 1.21 / Using htslib 1.21.",
        "The version call fails; channels are fixed and the env recreated; the same version call prints 1.21.",
        ["code spans", "padded columns"],
        {"failure": "libcrypto.so.1.0.0: cannot open shared object file", "fix": "samtools 1.21\nUsing htslib 1.21"},
        cat="env_setup"),
    gotcha(90, SAM, "real shown rerun_passes", (
        "Ensembl-named FASTA vs UCSC-named BAM: bcftools mpileup can't find chr1",
        "[E::faidx_adjust_position] The sequence \"chr1\" was not found",
        "Calling variants against a reference whose contigs are 1, 2, … when the BAM says chr1, chr2, …",
        "Same assembly, different naming conventions (Ensembl vs UCSC)",
        "Write a chr-named copy (sed '>N' → '>chrN', MT → chrM), samtools faidx it, and call against that"),
        "mpileup: [E::faidx_adjust_position] The sequence \"chr1\" was not found — GRCh38.fa.fai starts "
        "1\t248956422\t56\t60\t61. After the sed rename + faidx, the same pipeline ran and bcftools stats gave "
        "SN\t0\tnumber of records:\t5214.",
        "mpileup fails on chr1; the fai shows '1'; the renamed reference is indexed; the rerun writes calls.vcf.gz "
        "with 5214 records.",
        ["tabs in cited output", "em dash", "nested quotes"],
        {"failure": "The sequence \"chr1\" was not found", "fix": "SN\t0\tnumber of records:\t5214"},
        cat="debugging_technique"),
    gotcha(91, SAM, "real not_shown confirmation_far_or_other", (
        "bcftools mpileup only writes FORMAT/DP when asked with -a FORMAT/AD,FORMAT/DP",
        "bcftools view -i 'FMT/DP>10': Error: the tag \"FORMAT/DP\" is not defined in the VCF header",
        "Filtering on per-sample depth from calls made with mpileup's default annotations",
        "mpileup emits FORMAT/PL only unless -a adds AD/DP",
        "bcftools mpileup -a FORMAT/AD,FORMAT/DP … | bcftools call -mv, then filter"),
        "$ bcftools view -i 'QUAL>30 && FMT/DP>10' calls.vcf.gz …\n"
        "[filter.c:3118 filters_init1] Error: the tag \"FORMAT/DP\" is not defined in the VCF header\n"
        "fix → scripts/call.sh uses `bcftools mpileup -a FORMAT/AD,FORMAT/DP -f \"$ref\"`",
        "call.sh is written but never run; the person's 'perfect' is explicitly about the README line.",
        ["shell transcript with $ prompt", "… cut", "arrow"],
        {"failure": "the tag \"FORMAT/DP\" is not defined in the VCF header",
         "fix": "perfect, that README line is exactly what I wanted"}, cat="tool_quirk"),
    knowledge(92, SAM, "real knowledge", (
        "samtools idxstats: contig, length, mapped, unmapped per line",
        "Quickly checking a BAM's contig names and mapped read counts",
        "samtools idxstats on an indexed BAM prints tab-separated name, length, mapped and unmapped counts; the "
        "names show at once whether it's chr-prefixed",
        "Cheaper than samtools view and reveals naming mismatches with the reference"),
        "samtools idxstats sample1.sorted.bam | head -4\n"
        "chr1\t248956422\t1022331\t0\nchr3\t198295559\t802113\t0",
        "The idxstats output after sorting.",
        ["tabs", "command then output lines"],
        {"evidence": "chr1\t248956422\t1022331\t0"}, cat="debugging_technique"),
    gotcha(93, SAM, "invented not_shown near_miss", (
        "Unsorted BAMs can't be indexed",
        "samtools index fails with hts_idx_push",
        "Indexing unsorted input",
        "Coordinate order required",
        "Sort first"),
        "`[E::hts_idx_push] Unsorted positions on sequence #1: 1234567 followed by 1230010`",
        "The session's positions are 1234567 followed by 1230011.",
        ["code span"],
        {"evidence": "Unsorted positions on sequence #1"}, cat="workflow"),
    gotcha(94, SAM, "invented not_shown never_seen_error", (
        "bcftools call warns about PL's Number when headers come from old mpileup",
        "bcftools call prints header sanity warnings",
        "Mixing bcftools versions",
        "Header declares PL with the wrong Number",
        "Use one bcftools version for mpileup and call"),
        "bcftools call: \"[W::bcf_hdr_check_sanity] PL should be declared as Number=G\"",
        "No such warning appears; the call output only has the ploidy note.",
        ["quoted warning"],
        {"evidence": "assuming all sites are diploid"}, cat="tool_quirk"),
    gotcha(95, SAM, "invented not_shown names_false_claim", (
        "Per-sample depth filters work once mpileup annotates FORMAT/DP",
        "FORMAT/DP not defined in the header",
        "Default mpileup annotations",
        "No FORMAT/DP",
        "Add -a FORMAT/AD,FORMAT/DP"),
        "Once call.sh added -a FORMAT/AD,FORMAT/DP, `bcftools view -i 'QUAL>30 && FMT/DP>10'` wrote "
        "calls.filt.vcf.gz without errors.",
        "call.sh was never run, and the filter never succeeded in the session.",
        ["code span", "false outcome"],
        {"evidence": "FORMAT/AD,FORMAT/DP"}, cat="tool_quirk"),
    # --- Wazuh agent enrolment ---------------------------------------------------------------------------------------
    gotcha(96, WAZ, "real shown fix_ran", (
        "An env var placed before sudo never reaches wazuh-agent's postinst",
        "wazuh-agentd: ERROR: (4112): Invalid server address found: 'MANAGER_IP'",
        "Writing `WAZUH_MANAGER=… sudo apt-get install wazuh-agent` instead of `sudo WAZUH_MANAGER=… apt-get …`",
        "sudo resets the environment, so the package's template placeholder MANAGER_IP stays in ossec.conf",
        "Set <address>10.0.4.20</address> in /var/ossec/etc/ossec.conf and restart (next time put the variable "
        "after sudo)"),
        "`WAZUH_MANAGER='10.0.4.20' sudo apt-get install -y wazuh-agent` left `<address>MANAGER_IP</address>` → "
        "\"ERROR: (4112): Invalid server address found: 'MANAGER_IP'\"; after the sed to 10.0.4.20 and a restart: "
        "\"INFO: Requesting a key from server: 10.0.4.20\".",
        "The agent fails to start on the placeholder; sed fixes ossec.conf; the restarted agent contacts the "
        "manager.",
        ["code spans", "XML fragment", "nested quotes"],
        {"failure": "Invalid server address found: 'MANAGER_IP'",
         "fix": "sudo sed -i 's|<address>MANAGER_IP</address>|<address>10.0.4.20</address>|'"}, cat="env_setup"),
    gotcha(97, WAZ, "real shown person_confirms", (
        "A Wazuh agent newer than its manager is refused at enrollment",
        "ERROR: Agent version must be lower or equal to manager version (from manager)",
        "Installing the latest wazuh-agent from the repo against an older manager",
        "The manager (4.7.5) refuses agents with a higher version (4.9.2)",
        "sudo apt-get install -y --allow-downgrades wazuh-agent=4.7.5-1, restart"),
        "Agent 4.9.2 → \"Agent version must be lower or equal to manager version (from manager)\"; the subagent "
        "found WAZUH_VERSION=\"v4.7.5\" on the manager; after `wazuh-agent=4.7.5-1`: \"Valid key received\" and "
        "\"(4102): Connected to the server ([10.0.4.20]:1514/tcp).\" Person: \"web-03 shows up as active in the "
        "dashboard now\".",
        "Enrollment is refused; the Task finds the manager version; the downgrade connects; the person confirms "
        "in the dashboard right after.",
        ["nested quotes", "Task result cited", "person's words"],
        {"failure": "Agent version must be lower or equal to manager version",
         "fix": "web-03 shows up as active in the dashboard now"}, cat="env_setup"),
    gotcha(98, WAZ, "real not_shown only_suggested", (
        "Hold wazuh-agent so apt upgrades can't move it past the manager",
        "After a routine apt upgrade the agent is newer than the manager and enrollment breaks",
        "Leaving a downgraded wazuh-agent unpinned while the 4.x repo offers 4.9.x",
        "apt (and unattended-upgrades) install the newest version from packages.wazuh.com",
        "sudo apt-mark hold wazuh-agent until the manager is upgraded"),
        "The repo served `wazuh-agent amd64 4.9.2-1` while the manager is 4.7.5, which produced \"Agent version "
        "must be lower or equal to manager version\".",
        "apt-mark hold is only recommended in the assistant's last message; it never runs.",
        ["code span", "nested quote"],
        {"failure": "Agent version must be lower or equal to manager version",
         "fix": "sudo apt-mark hold wazuh-agent"}, cat="env_setup"),
    knowledge(99, WAZ, "real knowledge", (
        "Check a Wazuh manager's version and agent list with wazuh-control info and agent_control -l",
        "An agent won't enroll and you need the manager's side",
        "On the manager: /var/ossec/bin/wazuh-control info for the version, /var/ossec/bin/agent_control -l for "
        "registered agents, and the manager's ossec.log for authd warnings",
        "The manager's log names the reason (here the version) that the agent only sees as a generic error"),
        "Subagent: `sudo /var/ossec/bin/wazuh-control info` → WAZUH_VERSION=\"v4.7.5\"; `agent_control -l` lists "
        "13 agents, no web-03; manager log: `wazuh-authd: WARNING: Agent 'web-03' version 'v4.9.2' is greater than "
        "manager version 'v4.7.5'`.",
        "The Task's reply.",
        ["Task result cited", "code spans"],
        {"evidence": "WAZUH_VERSION=\"v4.7.5\""}, cat="debugging_technique"),
    gotcha(100, WAZ, "invented not_shown other_call_error", (
        "Downgrading wazuh-agent resets ossec.conf to the MANAGER_IP template",
        "After apt-get install wazuh-agent=4.7.5-1 the agent stops on the server address again",
        "Downgrading without re-checking ossec.conf",
        "The package replaces the config",
        "Re-run the sed on ossec.conf after the downgrade"),
        "After `wazuh-agent=4.7.5-1` the agent logged \"ERROR: (4112): Invalid server address found: "
        "'MANAGER_IP'\" again.",
        "After the downgrade, grep found the manager IP in ossec.conf and the agent connected; the 4112 error is "
        "from the first install.",
        ["nested quotes", "error attributed to another call"],
        {"evidence": "Invalid server address found: 'MANAGER_IP'"}, cat="env_setup"),
    gotcha(101, WAZ, "invented not_shown near_miss", (
        "Wazuh managers refuse newer agents",
        "Enrollment refused by the manager",
        "Agent newer than manager",
        "Version check in authd",
        "Match the manager's version"),
        "ossec.log: `ERROR: Agent version must be lower than manager version (from manager)`",
        "The logged message says 'lower or equal to manager version'.",
        ["code span"],
        {"evidence": "Agent version must be lower or equal to manager version"}, cat="env_setup"),
    gotcha(102, WAZ, "invented not_shown invented_detail", (
        "Enroll a Wazuh agent explicitly with agent-auth",
        "Agent not showing in the manager",
        "Relying on automatic enrollment",
        "Enrollment didn't happen",
        "/var/ossec/bin/agent-auth -m 10.0.4.20"),
        "Ran `/var/ossec/bin/agent-auth -m 10.0.4.20 -A web-03`, which registered the agent; then it connected.",
        "agent-auth was never run; the agent enrolled by itself after the downgrade ('Valid key received').",
        ["code span", "invented command"],
        {"evidence": "Valid key received"}, cat="workflow"),

    # --- EMQX 5.8 in docker compose -----------------------------------------------------------------------------------
    gotcha(103, EMQX, "real shown fix_ran", (
        "EMQX 5's REST API basic auth wants an API key, not the dashboard login",
        "curl -u admin:public to /api/v5/... returns BAD_API_KEY_OR_SECRET",
        "Using dashboard credentials as basic auth against the v5 REST API",
        "v5 basic auth is for API keys; dashboard users authenticate through /api/v5/login and a bearer token",
        "POST /api/v5/login, then send Authorization: Bearer <token>"),
        "Con `curl -s -u admin:public` la API respondió "
        "{\"code\":\"BAD_API_KEY_OR_SECRET\",\"message\":\"Check api_key/api_secret\"}; con el token de "
        "/api/v5/login (Authorization: Bearer) el mismo POST devolvió {\"user_id\":\"sensor1\",\"is_superuser\":false}",
        "Basic auth is refused; the login + bearer call creates the user.",
        ["Spanish prose", "raw JSON responses", "code span"],
        {"failure": "BAD_API_KEY_OR_SECRET", "fix": "{\"user_id\":\"sensor1\",\"is_superuser\":false}"},
        cat="api_quirk", group="c50-emqx-user"),
    gotcha(104, EMQX, "real not_shown question_offers_flag", (
        "MQTT subscribers only get queued messages with a fixed client id, a persistent session and QoS 1",
        "The dashboard (client id dash-1) misses alerts that fire while it reconnects",
        "Subscribing with a clean session at QoS 0",
        "EMQX drops a clean session's state at disconnect, so nothing is queued",
        "mosquitto_sub -c -i dash-1 -q 1 (clean start off, session expiry > 0), republish at qos 1"),
        "Person: \"the greenhouse dashboard (client id dash-1) misses alerts that fire while it's reconnecting\"; "
        "proposed: `mosquitto_sub -c -i dash-1 -q 1`.",
        "The session ends on the assistant's question whether to run that test.",
        ["person's words", "code span"],
        {"failure": "misses alerts that fire while it's", "fix": "Want me to re-run the subscriber test with"},
        cat="api_quirk"),
    knowledge(105, EMQX, "real knowledge", (
        "emqx ctl listeners shows what an EMQX node listens on",
        "Checking EMQX's MQTT/TLS/WebSocket listeners inside docker compose",
        "docker compose exec emqx emqx ctl listeners lists each listener (tcp:default, ssl:default, ws:default) "
        "with listen_on, running and current_conn",
        "Confirms ports and connection counts without the dashboard"),
        "docker compose exec emqx emqx ctl listeners → tcp:default / listen_on : 0.0.0.0:1883 / running : true; "
        "ssl:default on 0.0.0.0:8883; ws:default on 0.0.0.0:8083",
        "The listeners call.",
        ["slash-separated output summary", "unquoted"],
        {"evidence": "docker compose exec emqx emqx ctl listeners"}, cat="debugging_technique"),
    gotcha(106, EMQX, "invented not_shown names_false_claim", (
        "EMQX's REST API accepts the dashboard admin user as basic auth",
        "Creating MQTT users by script",
        "Assuming an API key is needed",
        "Dashboard credentials work",
        "curl -u admin:public"),
        "`curl -s -u admin:public -X POST http://localhost:18083/api/v5/authentication/password_based:"
        "built_in_database/users` created sensor1 on the first try.",
        "That call returned BAD_API_KEY_OR_SECRET; the user was created with a bearer token.",
        ["code span", "false outcome ('first try')"],
        {"evidence": "BAD_API_KEY_OR_SECRET"}, cat="api_quirk"),
    gotcha(107, EMQX, "invented not_shown near_miss", (
        "EMQX rejects MQTT clients without a database user",
        "mosquitto_pub is refused",
        "No user in the built-in database",
        "Authentication enabled",
        "Create the user"),
        "mosquitto_pub: \"Connection error: Connection Refused: bad user name or password.\"",
        "The session's refusal reads 'not authorised.'",
        ["quoted error"],
        {"evidence": "Connection Refused: not authorised."}, cat="security"),
    knowledge(108, EMQX, "invented invented_detail", (
        "EMQX republish: set qos and retain explicitly",
        "Forwarding rule output to an alerts topic",
        "Give the republish action \"qos\": 1 and \"retain\": true so late subscribers get the last alert",
        "Defaults are QoS 0, not retained"),
        "The rule's republish args were {\"topic\":\"alerts/temp\",\"payload\":\"${t}\",\"qos\":1,\"retain\":true}.",
        "The rule in the session has no retain argument.",
        ["inline JSON"],
        {"evidence": "\"republish\""}, cat="api_quirk"),
]
