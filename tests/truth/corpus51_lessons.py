"""corpus51's labelled lessons, part one: Ghidra headless, bpftrace, Firecracker, gVisor and Tart (the sessions of
corpus51_sources.py). Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus51_common import gotcha, knowledge

RECORDS = [
    # ---------------------------------------------------------------- ghidra-headless
    gotcha(1, "ghidra-headless", "real shown edit_then_pass",
           ("Ghidra 11.1 runs .py post-scripts under Jython 2.7, so f-strings are syntax errors",
            "analyzeHeadless imports and analyses every ELF, then the post-script fails on the f-string line for "
            "each file and nothing is exported",
            "Writing the GhidraScript in Python 3 style because the workstation's python3 is modern",
            "Before PyGhidra (11.3) Ghidra executes .py scripts with its bundled Jython 2.7 interpreter, which has "
            "no f-strings",
            "Use %-formatting (or str.format) in the script; the same headless run then exports all functions"),
           "`ERROR REPORT SCRIPT ERROR: … SyntaxError: no viable alternative at input` (export_funcs.py, line 14) "
           "for fw_a, fw_b and fw_c. After the edit to `\"%s,%s,%d\\n\" % (fn.getName(), fn.getEntryPoint(), "
           "fn.getBody().getNumAddresses())` the next run that got to the script logged "
           "`export_funcs.py> wrote 1843 functions to out/fw_a.csv`.",
           "The second run shows the SyntaxError for all three files; the Edit switches line 14 to %-formatting; "
           "the -overwrite run after it writes all three CSVs (wc -l confirms the counts).",
           ["code span", "… cut", "before/after the edit", "nested quotes"],
           {"failure": "SyntaxError: no viable alternative at input",
            "fix": "fn.getBody().getNumAddresses()))",
            "evidence": "wrote 1843 functions to out/fw_a.csv"}, cat="tool_quirk"),
    gotcha(2, "ghidra-headless", "real shown rerun_passes",
           ("analyzeHeadless -import into an existing project skips every file and still exits 0",
            "A second headless run with the same -import list logs 'Found conflicting program file in project' "
            "for each ELF, imports nothing and the post-script never runs, yet the exit status is 0",
            "Re-running the import command after fixing the script, expecting it to redo the work",
            "The first run already saved the programs into /tmp/ghproj/fwaudit and -import refuses to replace "
            "existing project files unless told to",
            "Add -overwrite (or use -process on the saved programs)"),
           "```\nERROR Found conflicting program file in project: /fw_a.elf (HeadlessAnalyzer)\n"
           "ERROR REPORT: Import failed for file: file:///home/dana/re/fw-audit/bin/fw_a.elf (HeadlessAnalyzer)\n"
           "INFO  REPORT: Post-analysis succeeded for 0 of 0 files (HeadlessAnalyzer)\n```\n"
           "With `-overwrite -scriptPath scripts` added the run ended with "
           "`INFO  REPORT: Post-analysis succeeded for 3 of 3 files (HeadlessAnalyzer)`.",
           "The run after the script edit prints the conflict for all three files and post-analysis of 0 files; the "
           "next run adds -overwrite and reports 3 of 3 files.",
           ["fenced block", "code span"],
           {"failure": "Found conflicting program file in project: /fw_a.elf",
            "fix": "-overwrite -scriptPath scripts"}),
    knowledge(3, "ghidra-headless", "real knowledge",
              ("Re-run a Ghidra post-script over analysed programs with -process -noanalysis",
               "Iterating on a headless export script after the binaries were imported and auto-analysed once",
               "Run analyzeHeadless on the same project with -process instead of -import and add -noanalysis, so "
               "only the post-script runs over the saved programs",
               "The analysis results are stored in the project; re-importing repeats minutes of analysis for "
               "nothing"),
              "After running analyzeHeadless with `-process -noanalysis` instead of `-import … -overwrite`, all three "
              "exports were rewritten in `real\t0m14.207s`, against `real\t3m2.551s` for the full import.",
              "The last two timed runs in the session: the -overwrite import and the -process -noanalysis run.",
              ["GPT-style After running X, Y", "tabs in a code span", "… cut"],
              {"evidence": "-process -noanalysis"}, cat="workflow"),
    gotcha(4, "ghidra-headless", "invented not_shown other_call_error",
           ("analyzeHeadless -overwrite aborts when the project folder is missing",
            "The -overwrite run stops before importing anything",
            "Adding -overwrite to a first run on a fresh machine",
            "-overwrite expects an existing project directory",
            "mkdir -p the project location before running with -overwrite"),
           "Adding `-overwrite` made analyzeHeadless abort with `Directory not found: /tmp/ghproj`; creating the "
           "directory first fixed it.",
           "The Directory not found error came from the very first run (without -overwrite); the -overwrite run "
           "succeeded. The quote is real but pinned on the wrong call.",
           ["code span", "prose"], {"evidence": "Directory not found: /tmp/ghproj"}),
    knowledge(5, "ghidra-headless", "invented near_miss",
              ("Spot skipped imports in Ghidra headless logs",
               "A headless batch seems to finish but produces no output files",
               "Search the log for 'Found conflicting program in project' and re-run with -overwrite",
               "The conflict is logged per file while the exit status stays 0"),
              "Ghidra logs `Found conflicting program in project: /fw_b.elf` for each skipped binary.",
              "The session's line is 'Found conflicting program file in project: /fw_b.elf'; the quote drops "
              "'file'.",
              ["code span", "near miss of a real string"],
              {"evidence": "Found conflicting program file in project: /fw_b.elf"}, cat="debugging_technique"),
    gotcha(6, "ghidra-headless", "invented not_shown never_seen_error",
           ("Ghidra headless runs out of heap on large firmware",
            "Analysis of fw_c.elf dies with an OutOfMemoryError",
            "Keeping the default MAXMEM in support/analyzeHeadless",
            "The launcher caps the JVM heap well below the machine's RAM",
            "Raise MAXMEM in support/analyzeHeadless (e.g. MAXMEM=8G)"),
           "fw_c.elf analysis failed with `java.lang.OutOfMemoryError: Java heap space` until MAXMEM was raised.",
           "No OutOfMemoryError appears anywhere in the session; fw_c.elf analysed fine each time.",
           ["code span"], {}),

    # ---------------------------------------------------------------- bpftrace-pg-read
    gotcha(7, "bpftrace-pg-read", "real shown rerun_passes",
           ("bpftrace never exits under the Bash tool; bound it with timeout -s INT",
            "`sudo bpftrace -e …` prints 'Attaching 1 probe...' and then hangs until the tool's 2-minute limit "
            "kills it, without printing any map",
            "Running an open-ended bpftrace one-liner from an agent shell as you would in a terminal",
            "bpftrace traces until SIGINT and only prints its maps on exit; the Bash tool never sends Ctrl-C",
            "Wrap it as `sudo timeout -s INT 10 bpftrace …` so it stops itself and still prints the maps"),
           "First `sudo bpftrace -e '…'` hung: `Attaching 1 probe...` then `Command timed out after 2m 0.0s`. "
           "The same program under `sudo timeout -s INT 10 bpftrace -e` printed `@c: 48213` and returned.",
           "The plain sudo call times out; the next call adds timeout -s INT 10 and prints the count.",
           ["code span", "… cut", "outcome word (hung)"],
           {"failure": "Command timed out after 2m 0.0s", "fix": "sudo timeout -s INT 10 bpftrace"}),
    gotcha(8, "bpftrace-pg-read", "real shown edit_then_pass",
           ("retval is not available in bpftrace tracepoint probes; use args.ret",
            "The script fails to compile with a file:line:col error pointing at retval in the sys_exit_read probe",
            "Using retval (the kretprobe builtin) inside tracepoint:syscalls:sys_exit_read",
            "Tracepoints expose their return value as a tracepoint argument; retval only exists for kretprobe, "
            "uretprobe and kfunc probes",
            "Replace retval with args.ret"),
           ["`read_lat.bt:14:20-26: ERROR: The retval builtin can only be used with 'kretprobe' and 'uretprobe' "
            "and 'kfunc' probes (tracepoint used here)`",
            "edit: `sum(retval)` → `sum(args.ret)`",
            "re-run: `Attaching 3 probes...` and the histogram, e.g. `@bytes[2305]: 31399936`"],
           "The first run of read_lat.bt fails at 14:20-26; the Edit swaps in args.ret; the re-run prints the maps.",
           ["evidence as a list", "file:line:col", "arrow"],
           {"failure": "read_lat.bt:14:20-26", "fix": "sum(args.ret)"}),
    gotcha(9, "bpftrace-pg-read", "real not_shown only_suggested",
           ("bpftrace ustack() on a stripped postgres shows only addresses",
            "User stacks for slow reads are lists of hex addresses with no function names",
            "Expecting ustack() to symbolise the PGDG postgres binary",
            "The packaged postgres binary is stripped; bpftrace has no symbols to resolve against",
            "Install the debug symbols (postgresql-16-dbgsym from the ddebs archive) before collecting stacks"),
           "The ustack(5) map came back as bare frames such as `0x55d3e4a1b0f1` and `0x55d3e48f12c4`; the assistant "
           "pointed at `postgresql-16-dbgsym` but left it uninstalled, and the user said \"ok leave it, the "
           "histogram is enough for the ticket.\"",
           "The stack one-liner prints hex frames; the package is only named in the reply; nothing is installed and "
           "no stack is collected again.",
           ["code span", "nested quotes"],
           {"failure": "0x55d3e4a1b0f1", "fix": "postgresql-16-dbgsym"}),
    knowledge(10, "bpftrace-pg-read", "real knowledge",
              ("A bimodal read() latency histogram separates page-cache hits from disk reads",
               "Judging whether a database's reads are served from memory or from disk",
               "Time sys_enter_read to sys_exit_read per thread with bpftrace, filtered on the process name, and "
               "read the hist(): a large mass under a few µs is the page cache, a second bump in the 100s of µs "
               "is real I/O",
               "The two populations are orders of magnitude apart, so a log2 histogram shows them without any "
               "further tooling"),
              "read_lat.bt keeps `@start[tid] = nsecs;` on enter and `@us = hist((nsecs - @start[tid]) / 1000);` on "
              "exit. Most reads landed in `[1]` and `[2, 4)` µs, with a second bump at `[128, 256)`.",
              "The Write of read_lat.bt and the histogram printed after the args.ret fix.",
              ["code span", "prose"], {"evidence": "[128, 256)"}, cat="debugging_technique"),
    gotcha(11, "bpftrace-pg-read", "invented not_shown names_false_claim",
           ("bpftrace script files still need timeout -s INT under an agent",
            "A bpftrace script run from the agent never prints its maps",
            "Running `bpftrace script.bt` without a bound",
            "bpftrace only prints maps on SIGINT",
            "Run scripts as `sudo timeout -s INT 15 bpftrace file.bt`"),
           "`sudo timeout -s INT 15 bpftrace read_lat.bt` printed the @us histogram on the first run, no changes to "
           "the script needed.",
           "The first run of that exact command failed with the retval error; the histogram only came after the "
           "Edit. Real command, false outcome.",
           ["code span", "outcome word (first run)"], {"evidence": "sudo timeout -s INT 15 bpftrace read_lat.bt"}),
    gotcha(12, "bpftrace-pg-read", "invented not_shown invented_detail",
           ("Syscall tracepoints need debugfs mounted on Ubuntu 24.04",
            "bpftrace cannot attach tracepoint:syscalls probes",
            "Assuming tracefs is mounted in a minimal server install",
            "The tracepoint format files live under debugfs",
            "Mount debugfs before tracing"),
           "Tracepoints only attached after `mount -t debugfs none /sys/kernel/debug`; before that bpftrace could "
           "not find sys_enter_read.",
           "Nothing was mounted in the session; the probes attached on the first root run.",
           ["code span"], {}),
    knowledge(13, "bpftrace-pg-read", "invented never_seen_error",
              ("Use the upstream static bpftrace when Ubuntu's build cannot resolve BEGIN",
               "bpftrace from apt on Ubuntu 24.04 cannot start any program",
               "Download the static bpftrace binary from the GitHub releases and run that instead",
               "The distro build is linked against a libbcc that cannot find its own trigger symbols"),
              "Ubuntu's bpftrace failed with `ERROR: Could not resolve symbol: /proc/self/exe:BEGIN_trigger`, the "
              "static build did not.",
              "No such error in the session; the apt bpftrace worked once run as root.",
              ["code span"], {}, cat="env_setup"),

    # ---------------------------------------------------------------- firecracker-api
    gotcha(14, "firecracker-api", "real shown fix_ran",
           ("Firecracker's InstanceStart fails with os error 13 when the user can't open /dev/kvm",
            "boot-source and drive PUTs return 204, then InstanceStart answers with a fault_message about /dev/kvm",
            "Assuming the API accepting the config means the VM can start",
            "The user is not in the kvm group and /dev/kvm is rw only for root and kvm",
            "Grant an ACL: `sudo setfacl -m u:${USER}:rw /dev/kvm` (no re-login needed), then start a fresh "
            "firecracker process"),
           "InstanceStart → `Failed to open /dev/kvm: Permission denied (os error 13)` → "
           "`sudo setfacl -m u:${USER}:rw /dev/kvm` → `OK (can access /dev/kvm)`, and the next boot.sh run "
           "answered `actions 204`.",
           "The InstanceStart call returns the fault; the setfacl call prints OK; boot.sh then starts the VM "
           "(actions 204 and the serial log).",
           ["arrows", "code span"],
           {"failure": "Permission denied (os error 13)", "fix": "sudo setfacl -m u:${USER}:rw /dev/kvm"},
           cat="env_setup"),
    gotcha(15, "firecracker-api", "real shown rerun_passes",
           ("Firecracker network interfaces must be configured before InstanceStart",
            "After the VM is running, PUT /network-interfaces/eth0 returns 400",
            "Adding the network interface as the last API call, after the VM was started",
            "Firecracker only accepts device configuration in the pre-boot phase",
            "Issue the network-interfaces PUT before the InstanceStart action"),
           "The first boot.sh got {\"fault_message\":\"The requested operation is not supported after starting the "
           "microVM.\"} for network-interfaces/eth0; with that call moved above \"actions\" the re-run printed "
           "\"network-interfaces/eth0 204\" and \"actions 204\".",
           "First boot.sh output ends with the 400; the Edit moves the call; the next boot.sh run shows 204 for both "
           "and the guest boot log.",
           ["nested quotes", "JSON"],
           {"failure": "not supported after starting the microVM",
            "fix": "./boot.sh && sleep 3 && tail -n 40 fc.log"}),
    gotcha(16, "firecracker-api", "real not_shown ran_before_failure",
           ("A Firecracker guest is unreachable until the host tap device is up",
            "Pinging the guest from the host gives 'Destination Host Unreachable'",
            "Forgetting to bring the tap interface up after `ip tuntap add`",
            "A tap device that is down drops everything",
            "Run `sudo ip link set tap0 up` on the host, then ping the guest again"),
           "`ping -c 2 -W 1 172.16.0.2` → `Destination Host Unreachable` (from 172.16.0.1); tap0 had been created "
           "with `sudo ip tuntap add dev tap0 mode tap` and brought up with `sudo ip link set tap0 up`.",
           "The tap commands run at the start, long before the VM boots; the ping fails after the boot and the "
           "reply blames the guest's missing ip= boot argument. Nothing is run after the ping.",
           ["arrow", "code span"],
           {"failure": "Destination Host Unreachable", "fix": "sudo ip link set tap0 up"}, cat="env_setup"),
    knowledge(17, "firecracker-api", "real knowledge",
              ("Boot a Firecracker VM from one JSON file with --no-api --config-file",
               "Starting the same microVM repeatedly during experiments",
               "Describe boot-source, drives, machine-config and network-interfaces in a JSON file and start "
               "firecracker with --no-api --config-file, instead of driving the API socket with curl",
               "One command, no socket to clean up and no ordering mistakes between API calls"),
              "`firecracker --no-api --config-file vm_config.json` brought the VM up to `ubuntu-fc-uvm login:` "
              "without the five curl calls.",
              "The Write of vm_config.json and the run that tails fc2.log.",
              ["code span"], {"evidence": "--no-api --config-file vm_config.json"}, cat="workflow"),
    gotcha(18, "firecracker-api", "invented not_shown other_call_error",
           ("Firecracker checks /dev/kvm access on the first API call",
            "The very first PUT fails",
            "Configuring the VM before fixing /dev/kvm permissions",
            "The VMM opens /dev/kvm when the boot source is set",
            "Fix /dev/kvm access before any API call"),
           "The `boot-source` PUT came back with `Permission denied (os error 13)`.",
           "boot-source returned 204; the permission error came from the InstanceStart action.",
           ["code span"], {"evidence": "Permission denied (os error 13)"}),
    gotcha(19, "firecracker-api", "invented not_shown near_miss",
           ("Firecracker rejects device changes once the microVM runs",
            "network-interfaces PUT returns 400 after boot",
            "Adding devices after InstanceStart",
            "Post-boot configuration is limited",
            "Configure devices first"),
           "Firecracker said `The requested operation is not allowed after starting the microVM.`",
           "The session's message is 'is not supported after starting the microVM.'",
           ["code span", "near miss of a real string"], {}),
    gotcha(20, "firecracker-api", "invented not_shown never_seen_error",
           ("Firecracker needs an uncompressed vmlinux, not a bzImage",
            "InstanceStart fails while loading the kernel",
            "Pointing kernel_image_path at a distribution bzImage",
            "Firecracker's loader only understands ELF kernels on x86_64",
            "Use the uncompressed vmlinux"),
           "The first InstanceStart failed with `Failed to load kernel: Elf(InvalidElfMagicNumber)`.",
           "The kernel loaded fine in every boot; no such error appears.",
           ["code span"], {}),

    # ---------------------------------------------------------------- gvisor-runsc
    gotcha(21, "gvisor-runsc", "real shown rerun_passes",
           ("runsc install only edits daemon.json; dockerd must restart before --runtime=runsc works",
            "docker run --runtime=runsc keeps failing with 'unknown or invalid runtime name: runsc' right after "
            "runsc install",
            "Expecting `sudo runsc install` to make the runtime available immediately",
            "dockerd reads the runtimes from daemon.json when it starts",
            "Restart docker (when no containers are running) after `runsc install`"),
           "After `sudo runsc install` the same `docker run --rm --runtime=runsc hello-world` still failed with "
           "`unknown or invalid runtime name: runsc`; once `sudo systemctl restart docker` had run it printed "
           "`Hello from Docker!`.",
           "Install, a failing re-run, then the restart followed by the hello-world output.",
           ["code span", "outcome word (still)"],
           {"failure": "unknown or invalid runtime name: runsc",
            "fix": "sudo systemctl restart docker && docker run --rm --runtime=runsc hello-world"}, cat="env_setup"),
    gotcha(22, "gvisor-runsc", "real not_shown rerun_still_fails",
           ("ping inside gVisor needs runsc --net-raw and a docker restart",
            "ping in a runsc container fails with 'permission denied (are you root?)'",
            "Assuming Docker's default CAP_NET_RAW is enough under gVisor",
            "gVisor's netstack refuses raw sockets unless runsc runs with --net-raw",
            "Add --net-raw to the runsc runtimeArgs (`sudo runsc install --runtime=runsc -- --net-raw`) and restart "
            "docker"),
           "`ping: permission denied (are you root?)` under runsc. `sudo runsc install --runtime=runsc -- --net-raw` "
           "added `\"--net-raw\"` to runtimeArgs, but the re-run still said `ping: permission denied (are you "
           "root?)`; docker was not restarted because ci-job-4411 and ci-job-4412 were running.",
           "The flag is added, the same ping fails again, the restart is declined by the user.",
           ["code span", "outcome word (still)"],
           {"failure": "ping: permission denied (are you root?)", "fix": "-- --net-raw"}, cat="env_setup"),
    knowledge(23, "gvisor-runsc", "real knowledge",
              ("Check that a container really runs under gVisor with dmesg",
               "Verifying a runtime switch on a CI host",
               "Run `docker run --rm --runtime=runsc alpine dmesg`: gVisor's Sentry prints its own boot lines "
               "('Starting gVisor...', 'Ready!') instead of the host kernel log",
               "A one-line check that needs no tooling inside the image"),
              "`docker run --rm --runtime=runsc alpine dmesg` printed `[   0.000000] Starting gVisor...` … "
              "`Ready!`.",
              "The dmesg call after the restart and the reply explaining it.",
              ["code span", "… cut"], {"evidence": "Starting gVisor..."}, cat="debugging_technique"),
    gotcha(24, "gvisor-runsc", "invented not_shown names_false_claim",
           ("runsc install makes the gVisor runtime available at once",
            "docker run --runtime=runsc fails before runsc is installed",
            "Forgetting `runsc install` after the apt package",
            "The apt package doesn't register the runtime with Docker",
            "Run `sudo runsc install`"),
           "`sudo runsc install` was enough: the next `docker run --rm --runtime=runsc hello-world` printed "
           "`Hello from Docker!`.",
           "The run right after install failed again; hello-world only worked after the docker restart.",
           ["code span"], {"evidence": "Hello from Docker!"}),
    gotcha(25, "gvisor-runsc", "invented not_shown invented_detail",
           ("runsc's ptrace platform is too slow for CI; switch to kvm",
            "Sandboxed jobs run much slower than under runc",
            "Leaving runsc on its default platform",
            "The default platform intercepts syscalls in userspace",
            "Set --platform=kvm in runtimeArgs"),
           "daemon.json ended up with `\"runtimeArgs\": [\"--platform=kvm\"]` for the runsc runtime.",
           "The only runtimeArgs in the session is --net-raw; no platform flag was ever set.",
           ["code span", "JSON"], {}),
    gotcha(26, "gvisor-runsc", "invented not_shown never_seen_error",
           ("runsc fails under cgroup v2 without systemd-cgroup",
            "Containers under runsc fail to start",
            "Using runsc's default cgroup driver on Ubuntu 24.04",
            "Docker uses the systemd cgroup driver",
            "Add --systemd-cgroup to runtimeArgs"),
           "docker printed `OCI runtime create failed: runsc did not terminate successfully: exit status 128` "
           "for every runsc container.",
           "No OCI runtime error appears in the session.",
           ["code span"], {}),

    # ---------------------------------------------------------------- tart-sonoma
    gotcha(27, "tart-sonoma", "real shown rerun_passes",
           ("tart clone of a 54 GB image outlives the Bash tool's 2-minute default",
            "The pull stops at 11% with 'Command timed out after 2m 0.0s'",
            "Running a multi-GB `tart clone` with the default tool timeout",
            "The Bash tool kills calls after 2 minutes unless a longer timeout is passed",
            "Re-run with the Bash tool's timeout raised (600000 ms); tart resumes the pull"),
           "After re-running `tart clone ghcr.io/cirruslabs/macos-sonoma-xcode:latest sonoma-xcode` with the Bash "
           "tool's timeout raised to ten minutes, the pull went on from `11%` to `100%` and `pulling NVRAM...`; "
           "the first attempt had died with `Command timed out after 2m 0.0s`.",
           "The first clone times out at 11%; the Bash call with timeout 600000 completes.",
           ["GPT-style After running X, Y", "code span", "tool parameter"],
           {"failure": "Command timed out after 2m 0.0s", "fix": "pulling NVRAM..."}, cat="tool_quirk"),
    gotcha(28, "tart-sonoma", "real shown rerun_passes",
           ("Tart's Sonoma images only allow password ssh; install a key before BatchMode ssh",
            "ssh -o BatchMode=yes admin@<vm> fails with 'Permission denied (publickey,password,keyboard-interactive)'",
            "Scripting ssh into a fresh cirruslabs image without a key",
            "The image ships admin/admin with password auth only; BatchMode can't type a password",
            "Copy a key in once with `ssh-copy-id admin@<ip>` (the person did it by hand), then BatchMode works"),
           "BatchMode ssh → `Permission denied (publickey,password,keyboard-interactive)`. The user ran "
           "`ssh-copy-id admin@192.168.64.5` themselves, and the same ssh then answered `Xcode 15.4` / "
           "`Build version 15F31d`.",
           "The ssh failure, the rejected sshpass install, the user's message, and the ssh re-run printing the "
           "Xcode version.",
           ["arrow", "code span"],
           {"failure": "Permission denied (publickey,password,keyboard-interactive)",
            "fix": "ssh-copy-id admin@192.168.64.5"}, cat="env_setup"),
    knowledge(29, "tart-sonoma", "real knowledge",
              ("No unvetted Homebrew taps on the CI Mac mini",
               "Installing helper tools on the Tart CI host",
               "Only the vetted cirruslabs tap is allowed; solve problems without other third-party taps (e.g. "
               "ssh-copy-id instead of sshpass)",
               "The person rejected the sshpass tap and stated the rule"),
              "`brew install hudochenkov/sshpass/sshpass` was rejected: \"No random taps on the CI mac: cirruslabs "
              "is vetted, that one isn't.\"",
              "The rejected Bash call and the user's message right after it.",
              ["nested quotes", "rejected tool use"],
              {"evidence": "No random taps on the CI mac"}, cat="project_convention", scope="project"),
    gotcha(30, "tart-sonoma", "real not_shown only_suggested",
           ("tart set --disk-size doesn't grow the macOS guest's APFS container",
            "After `tart set sonoma-xcode --disk-size 150` the guest still reports a 90Gi root volume",
            "Expecting the guest filesystem to follow the virtual disk size",
            "The partition table inside the guest still describes the old size",
            "Grow it inside the guest: `diskutil apfs resizeContainer disk0s2 0`"),
           "`tart set sonoma-xcode --disk-size 150` then `df -h /` in the guest: still `90Gi`. "
           "`diskutil apfs resizeContainer disk0s2 0` was only proposed; the user answered \"Let me check with Tom "
           "first, stop here.\"",
           "The df after the resize still shows 90Gi; the diskutil command is only in the reply; the session ends.",
           ["code span", "nested quotes", "outcome word (still)"],
           {"failure": "tart set sonoma-xcode --disk-size 150", "fix": "diskutil apfs resizeContainer disk0s2 0"},
           cat="env_setup"),
    gotcha(31, "tart-sonoma", "invented not_shown names_false_claim",
           ("Use sshpass to script the Tart guest's password login",
            "BatchMode ssh to the guest fails",
            "Trying BatchMode without credentials",
            "The guest only accepts passwords",
            "brew install sshpass from hudochenkov's tap"),
           "`brew install hudochenkov/sshpass/sshpass` installed sshpass, which is how `xcodebuild -version` "
           "finally answered `Xcode 15.4`.",
           "That install was rejected by the user; the ssh worked after the user's own ssh-copy-id.",
           ["code span"], {"evidence": "brew install hudochenkov/sshpass/sshpass"}),
    gotcha(32, "tart-sonoma", "invented not_shown near_miss",
           ("The cirruslabs Sonoma image ships Xcode 15.4",
            "Builds need a specific Xcode",
            "Assuming latest tag means latest Xcode",
            "The tag is rebuilt on its own schedule",
            "Check xcodebuild -version over ssh"),
           "Inside the VM `xcodebuild -version` printed `Build version 15F31c`.",
           "The session prints 'Build version 15F31d'.",
           ["code span", "near miss of a real string"], {}),
    gotcha(33, "tart-sonoma", "invented not_shown invented_detail",
           ("tart clone from ghcr.io needs --insecure behind the office proxy",
            "tart clone fails on TLS",
            "Cloning through an intercepting proxy",
            "The proxy re-signs ghcr.io",
            "Pass --insecure to tart clone"),
           "The clone only went through with `tart clone --insecure ghcr.io/cirruslabs/macos-sonoma-xcode:latest`.",
           "No --insecure flag was ever used; the second clone succeeded with a longer tool timeout.",
           ["code span"], {}),
    knowledge(34, "tart-sonoma", "invented other_call_error",
              ("Poll for a Tart VM's IP instead of waiting",
               "Getting a fresh VM's address right after tart run",
               "Loop over `tart ip` until it answers",
               "The --wait flag is unreliable"),
              "Even `tart ip sonoma-xcode --wait 90` printed `no IP address found, is your VM running?`.",
              "That error came from the plain `tart ip sonoma-xcode`; the --wait call returned 192.168.64.5.",
              ["code span"], {"evidence": "no IP address found, is your VM running?"}, cat="workflow"),
]
