"""corpus51's scripted sessions, part one: Ghidra's headless analyzer with a Jython post-script (Linux bash, long
outputs), bpftrace on Ubuntu 24.04 (file:line:col errors, tabs), a Firecracker microVM through its API socket (a long
serial log), gVisor's runsc as an opt-in Docker runtime, and Tart macOS VMs on a Mac mini (macOS zsh, ANSI colour, a
rejected tool use). Each session was written as it would happen, before any lesson was labelled."""
from __future__ import annotations

from tests.truth.corpus51_common import ESC, REJECTED

# --- Ghidra 11.1.2 headless over three firmware ELFs -----------------------------------------------------------

_GH = "/opt/ghidra_11.1.2_PUBLIC/support/analyzeHeadless"
_GH_FILES = "bin/fw_a.elf bin/fw_b.elf bin/fw_c.elf"
_GH_BASE = f"{_GH} /tmp/ghproj fwaudit -import {_GH_FILES}"
_GH_CWD = "/home/dana/re/fw-audit"

_GH_BOOT = """openjdk version "17.0.11" 2024-04-16
INFO  Using log config file: jar:file:/opt/ghidra_11.1.2_PUBLIC/Ghidra/Framework/Generic/lib/Generic.jar!/gener\
ic.log4j.xml (LoggingInitialization)
INFO  Using log file: /home/dana/.ghidra/.ghidra_11.1.2_PUBLIC/application.log (LoggingInitialization)
INFO  Loading user preferences: /home/dana/.ghidra/.ghidra_11.1.2_PUBLIC/preferences (Preferences)
INFO  Class search complete (1127 ms) (ClassSearcher)
INFO  Initializing SSL Context (SSLContextInitializer)
INFO  Initializing Random Number Generator... (SecureRandomFactory)
INFO  Random Number Generator initialization complete: NativePRNGNonBlocking (SecureRandomFactory)
INFO  Trust manager disabled, cacerts have not been set (ApplicationTrustManagerFactory)
"""

_GH_ANALYZERS = [("ARM Aggressive Instruction Finder", "4.208"), ("ARM Constant Reference Analyzer", "2.112"),
                 ("ARM Symbol", "0.031"), ("ASCII Strings", "1.377"), ("Call Convention ID", "0.418"),
                 ("Call-Fixup Installer", "0.022"), ("Create Address Tables", "0.617"),
                 ("Create Function", "0.284"), ("Data Reference", "0.391"), ("Decompiler Switch Analysis", "9.871"),
                 ("Demangler GNU", "0.105"), ("Disassemble Entry Points", "1.902"), ("ELF Scalar Operand References",
                                                                                       "0.212"),
                 ("Embedded Media", "0.044"), ("Function ID", "3.440"), ("Function Start Search", "0.733"),
                 ("Non-Returning Functions - Discovered", "0.507"), ("Reference", "1.066"),
                 ("Shared Return Calls", "0.319"), ("Stack", "5.512"), ("Subroutine References", "0.273")]


def _gh_analysis(name: str, script_line: str) -> str:
    url = f"file://{_GH_CWD}/bin/{name}"
    rows = "\n".join(f"    {a:<40}{t:>8} secs" for a, t in _GH_ANALYZERS)
    return (f"INFO  IMPORTING: {url} (HeadlessAnalyzer)\n"
            "INFO  Using Loader: Executable and Linking Format (ELF) (AutoImporter)\n"
            "INFO  Using Language/Compiler: ARM:LE:32:v8:default (AutoImporter)\n"
            f"INFO  REPORT: Import succeeded with language \"ARM:LE:32:v8\" and cspec \"default\" for file: {url} "
            "(HeadlessAnalyzer)\n"
            f"INFO  ANALYZING all memory and code: {url} (HeadlessAnalyzer)\n"
            "INFO  -----------------------------------------------------\n"
            f"{rows}\n"
            "-----------------------------------------------------\n"
            "     Total Time   33 secs\n"
            "-----------------------------------------------------\n"
            f" (AutoAnalysisManager)\n"
            f"INFO  REPORT: Analysis succeeded for file: {url} (HeadlessAnalyzer)\n"
            f"INFO  SCRIPT: {_GH_CWD}/scripts/export_funcs.py (HeadlessAnalyzer)\n"
            f"{script_line}\n"
            f"INFO  REPORT: Save succeeded for file: /{name} (HeadlessProjectConnector)\n")


_GH_SYNTAX = ("ERROR REPORT SCRIPT ERROR:  /home/dana/re/fw-audit/scripts/export_funcs.py : SyntaxError: no viable "
              "alternative at input 'f\"{fn.getName()},{fn.getEntryPoint()},{fn.getBody().getNumAddresses()}\\n\"' "
              "(export_funcs.py, line 14) (HeadlessAnalyzer)")

_GH_COUNTS = {"fw_a.elf": 1843, "fw_b.elf": 977, "fw_c.elf": 2210}

GHIDRA = [
    ("user", "I've got three firmware ELFs in bin/ (fw_a.elf, fw_b.elf, fw_c.elf). Run Ghidra headless over them and "
             "dump every function (name, entry address, size) to out/<name>.csv with scripts/export_funcs.py. "
             "Ghidra 11.1.2 is unpacked in /opt/ghidra_11.1.2_PUBLIC."),
    ("say", "I'll use analyzeHeadless with a throwaway project in /tmp/ghproj and the export script as a post-script."),
    ("bash", f"{_GH_BASE} -scriptPath scripts -postScript export_funcs.py out/",
     _GH_BOOT + "ERROR Abort due to Headless analyzer error: Directory not found: /tmp/ghproj (HeadlessAnalyzer) "
                "java.io.IOException: Directory not found: /tmp/ghproj\n"
                "\tat ghidra.app.util.headless.HeadlessAnalyzer.processLocal(HeadlessAnalyzer.java:421)\n"
                "\tat ghidra.app.util.headless.AnalyzeHeadless.launch(AnalyzeHeadless.java:198)\n"
                "\tat ghidra.GhidraLauncher.launch(GhidraLauncher.java:81)\n"
                "\tat ghidra.Ghidra.main(Ghidra.java:54)", True),
    ("say", "analyzeHeadless wants the project location to exist already. Creating it (and out/) and running again."),
    ("bash", f"mkdir -p /tmp/ghproj out && {_GH_BASE} -scriptPath scripts -postScript export_funcs.py out/",
     _GH_BOOT + "INFO  HEADLESS Script Paths:\n    /home/dana/re/fw-audit/scripts\n"
                "    /opt/ghidra_11.1.2_PUBLIC/Ghidra/Features/Base/ghidra_scripts (HeadlessAnalyzer)\n"
                "INFO  HEADLESS: execution starts (HeadlessAnalyzer)\n"
                "INFO  Creating project: /tmp/ghproj/fwaudit (HeadlessProject)\n"
                "INFO  REPORT: Processing input files:  (HeadlessAnalyzer)\n"
                "INFO       project: /tmp/ghproj/fwaudit (HeadlessAnalyzer)\n"
                + "".join(_gh_analysis(n, _GH_SYNTAX) for n in _GH_COUNTS)
                + "INFO  REPORT: Post-analysis succeeded for 0 of 3 files (HeadlessAnalyzer)", False),
    ("say", "The three imports and the auto-analysis went through, but the post-script died on line 14 every time. "
            "Ghidra 11.1 still runs `.py` scripts under Jython 2.7 (PyGhidra only arrives in 11.3), so the f-string "
            "is a syntax error. Switching that line to %-formatting."),
    ("edit", f"{_GH_CWD}/scripts/export_funcs.py",
     '        out.write(f"{fn.getName()},{fn.getEntryPoint()},{fn.getBody().getNumAddresses()}\\n")',
     '        out.write("%s,%s,%d\\n" % (fn.getName(), fn.getEntryPoint(), fn.getBody().getNumAddresses()))'),
    ("bash", f"{_GH_BASE} -scriptPath scripts -postScript export_funcs.py out/",
     _GH_BOOT + "INFO  HEADLESS: execution starts (HeadlessAnalyzer)\n"
                "INFO  Opening existing project: /tmp/ghproj/fwaudit (HeadlessProject)\n"
                "INFO  REPORT: Processing input files:  (HeadlessAnalyzer)\n"
                "INFO       project: /tmp/ghproj/fwaudit (HeadlessAnalyzer)\n"
                + "".join(f"INFO  IMPORTING: file://{_GH_CWD}/bin/{n} (HeadlessAnalyzer)\n"
                          f"ERROR Found conflicting program file in project: /{n} (HeadlessAnalyzer)\n"
                          f"ERROR REPORT: Import failed for file: file://{_GH_CWD}/bin/{n} (HeadlessAnalyzer)\n"
                          for n in _GH_COUNTS)
                + "INFO  REPORT: Post-analysis succeeded for 0 of 0 files (HeadlessAnalyzer)", False),
    ("say", "Exit status 0, but nothing ran: the programs from the first run are already in the project, so the "
            "import refuses to replace them and the post-script has no program to run on. Adding -overwrite."),
    ("bash", f"time {_GH_BASE} -overwrite -scriptPath scripts -postScript export_funcs.py out/",
     _GH_BOOT + "INFO  HEADLESS: execution starts (HeadlessAnalyzer)\n"
                "INFO  Opening existing project: /tmp/ghproj/fwaudit (HeadlessProject)\n"
                "INFO  REPORT: Processing input files:  (HeadlessAnalyzer)\n"
                "INFO       project: /tmp/ghproj/fwaudit (HeadlessAnalyzer)\n"
                + "".join(_gh_analysis(n, f"INFO  export_funcs.py> wrote {c} functions to out/{n[:-4]}.csv "
                                          "(GhidraScript)") for n, c in _GH_COUNTS.items())
                + "INFO  REPORT: Post-analysis succeeded for 3 of 3 files (HeadlessAnalyzer)\n\n"
                  "real\t3m2.551s\nuser\t5m48.107s\nsys\t0m9.884s", False),
    ("bash", "wc -l out/*.csv", "  1843 out/fw_a.csv\n   977 out/fw_b.csv\n  2210 out/fw_c.csv\n  5030 total", False),
    ("user", "Counts match what IDA gave us, thanks. If I tweak the script later, do I have to sit through the three "
             "minutes of analysis again?"),
    ("say", "No: the analysed programs are saved in the project. Running the script over them with -process instead "
            "of -import, and -noanalysis so the auto-analysis is skipped:"),
    ("bash", f"time {_GH} /tmp/ghproj fwaudit -process -noanalysis -scriptPath scripts "
             "-postScript export_funcs.py out/",
     _GH_BOOT + "INFO  HEADLESS: execution starts (HeadlessAnalyzer)\n"
                "INFO  Opening existing project: /tmp/ghproj/fwaudit (HeadlessProject)\n"
                "INFO  REPORT: Processing project file: /fw_a.elf (HeadlessAnalyzer)\n"
                f"INFO  SCRIPT: {_GH_CWD}/scripts/export_funcs.py (HeadlessAnalyzer)\n"
                "INFO  export_funcs.py> wrote 1843 functions to out/fw_a.csv (GhidraScript)\n"
                "INFO  REPORT: Processing project file: /fw_b.elf (HeadlessAnalyzer)\n"
                f"INFO  SCRIPT: {_GH_CWD}/scripts/export_funcs.py (HeadlessAnalyzer)\n"
                "INFO  export_funcs.py> wrote 977 functions to out/fw_b.csv (GhidraScript)\n"
                "INFO  REPORT: Processing project file: /fw_c.elf (HeadlessAnalyzer)\n"
                f"INFO  SCRIPT: {_GH_CWD}/scripts/export_funcs.py (HeadlessAnalyzer)\n"
                "INFO  export_funcs.py> wrote 2210 functions to out/fw_c.csv (GhidraScript)\n\n"
                "real\t0m14.207s\nuser\t0m31.660s\nsys\t0m1.402s", False),
    ("say", "14 seconds instead of 3 minutes: -process reopens the saved programs and -noanalysis skips the "
            "analyzers, so only the post-script runs."),
]

# --- bpftrace: read() latency of postgres on Ubuntu 24.04 --------------------------------------------------------

_BT_ONE = "tracepoint:syscalls:sys_enter_read /comm == \"postgres\"/ { @c = count(); }"
_BT_SCRIPT = """#!/usr/bin/env bpftrace
// read() latency for postgres, in microseconds

tracepoint:syscalls:sys_enter_read
/comm == "postgres"/
{
\t@start[tid] = nsecs;
}

tracepoint:syscalls:sys_exit_read
/@start[tid]/
{
\t@us = hist((nsecs - @start[tid]) / 1000);
\t@bytes[pid] = sum(retval);
\tdelete(@start[tid]);
}

END
{
\tclear(@start);
}
"""
_BT_HIST = """Attaching 3 probes...


@bytes[1184]: 1048576
@bytes[2291]: 23420928
@bytes[2305]: 31399936

@us:
[0]                 9120 |@@@@@@@@@@@@@@@@@@@@@@@@@@                          |
[1]                17854 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
[2, 4)              6032 |@@@@@@@@@@@@@@@@@                                   |
[4, 8)              1291 |@@@                                                 |
[8, 16)              402 |@                                                   |
[16, 32)             117 |                                                    |
[32, 64)              88 |                                                    |
[64, 128)            231 |                                                    |
[128, 256)           640 |@                                                   |
[256, 512)           198 |                                                    |
[512, 1K)             12 |                                                    |
"""
_BT_STACK = ("tracepoint:syscalls:sys_enter_read /comm == \"postgres\"/ { @s[tid] = nsecs; } "
             "tracepoint:syscalls:sys_exit_read /@s[tid] && nsecs - @s[tid] > 100000/ "
             "{ @[ustack(5)] = count(); delete(@s[tid]); }")

BPFTRACE = [
    ("user", "Need a latency histogram of the read() syscalls postgres makes on this box (Ubuntu 24.04, bpftrace from "
             "apt). A 10-15 second sample is plenty."),
    ("bash", f"bpftrace -e '{_BT_ONE}'", "ERROR: bpftrace currently only supports running as the root user.", True),
    ("bash", f"sudo bpftrace -e '{_BT_ONE}'", "Attaching 1 probe...\n\nCommand timed out after 2m 0.0s", True),
    ("say", "It attached and then just sat there: bpftrace traces until it gets SIGINT (Ctrl-C), which the Bash tool "
            "never sends, so the call ran into the 2-minute limit. Bounding it with `timeout -s INT` so it still "
            "prints its maps on the way out."),
    ("bash", f"sudo timeout -s INT 10 bpftrace -e '{_BT_ONE}'", "Attaching 1 probe...\n\n\n@c: 48213\n", False),
    ("say", "48k reads in 10 s. Now the real script: time each read from enter to exit per thread, and total the "
            "bytes per backend."),
    ("write", "/home/ops/latency/read_lat.bt", _BT_SCRIPT),
    ("bash", "sudo timeout -s INT 15 bpftrace read_lat.bt",
     "read_lat.bt:14:20-26: ERROR: The retval builtin can only be used with 'kretprobe' and 'uretprobe' and 'kfunc' "
     "probes (tracepoint used here)\n\t@bytes[pid] = sum(retval);\n\t                  ~~~~~~", True),
    ("say", "`retval` only exists in kretprobe/uretprobe/kfunc probes; a tracepoint exposes the return value as "
            "`args.ret`."),
    ("edit", "/home/ops/latency/read_lat.bt", "\t@bytes[pid] = sum(retval);", "\t@bytes[pid] = sum(args.ret);"),
    ("bash", "sudo timeout -s INT 15 bpftrace read_lat.bt", _BT_HIST, False),
    ("say", "The histogram is bimodal: the bulk of the reads finish in under 4 µs (page-cache hits), and a second "
            "bump at 128-256 µs is reads that actually went to disk."),
    ("user", "nice. can you show which code paths the slow ones (>100us) come from? user stacks"),
    ("bash", f"sudo timeout -s INT 10 bpftrace -e '{_BT_STACK}'",
     "Attaching 2 probes...\n\n\n@[\n    0x7f3b1c91a7e2\n    0x55d3e4a1b0f1\n    0x55d3e4a1c3d2\n    0x55d3e48f0a17\n"
     "    0x55d3e48f12c4\n]: 412\n@[\n    0x7f3b1c91a7e2\n    0x55d3e4a1b0f1\n    0x55d3e4a1c3d2\n"
     "    0x55d3e4902b66\n    0x55d3e48f12c4\n]: 297\n\n@s[2291]: 90314421773318\n@s[2305]: 90314421790042",
     False),
    ("say", "The frames are bare addresses: the postgres binary from the PGDG packages is stripped, so bpftrace has "
            "nothing to resolve them against. Installing the debug symbols (`postgresql-16-dbgsym`, from the ddebs "
            "archive) would let `ustack` print function names; I haven't done that, since it means adding the "
            "ddebs apt source on a production box."),
    ("user", "ok leave it, the histogram is enough for the ticket."),
]

# --- Firecracker v1.9 microVM through the API socket --------------------------------------------------------------

_FC_CURL = "curl -s --unix-socket /tmp/fc.sock -X PUT"
_FC_BOOT_SH = ("#!/usr/bin/env bash\nset -euo pipefail\nSOCK=/tmp/fc.sock\nrm -f \"$SOCK\"\n"
               "firecracker --api-sock \"$SOCK\" > fc.log 2>&1 &\nsleep 0.5\n"
               "api() { curl -s --unix-socket \"$SOCK\" -X PUT \"http://localhost/$1\" "
               "-H 'Content-Type: application/json' \\\n          -d \"$2\" -w \" $1 %{http_code}\\n\"; }\n"
               "api boot-source '{\"kernel_image_path\": \"./vmlinux-5.10.223\", "
               "\"boot_args\": \"console=ttyS0 reboot=k panic=1 pci=off\"}'\n"
               "api drives/rootfs '{\"drive_id\": \"rootfs\", \"path_on_host\": \"./ubuntu-22.04.ext4\", "
               "\"is_root_device\": true, \"is_read_only\": false}'\n"
               "api machine-config '{\"vcpu_count\": 2, \"mem_size_mib\": 1024}'\n"
               "api actions '{\"action_type\": \"InstanceStart\"}'\n"
               "api network-interfaces/eth0 '{\"iface_id\": \"eth0\", \"guest_mac\": \"06:00:AC:10:00:02\", "
               "\"host_dev_name\": \"tap0\"}'\n")
_FC_SERIAL = [
    "[    0.000000] Linux version 5.10.223 (root@buildkitsandbox) (gcc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0) #1 SMP",
    "[    0.000000] Command line: console=ttyS0 reboot=k panic=1 pci=off root=/dev/vda rw "
    "virtio_mmio.device=4K@0xd0000000:5",
    "[    0.000000] KERNEL supported cpus:",
    "[    0.000000]   Intel GenuineIntel",
    "[    0.000000]   AMD AuthenticAMD",
    "[    0.000000] BIOS-provided physical RAM map:",
    "[    0.000000] BIOS-e820: [mem 0x0000000000000000-0x000000000009fbff] usable",
    "[    0.000000] BIOS-e820: [mem 0x0000000000100000-0x000000003fffffff] usable",
    "[    0.000000] Hypervisor detected: KVM",
    "[    0.004211] tsc: Detected 2995.199 MHz processor",
    "[    0.021344] Memory: 998812K/1048180K available (10246K kernel code, 2166K rwdata)",
    "[    0.031877] smpboot: CPU0: Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz (family: 0x6, model: 0x6a)",
    "[    0.045105] smp: Brought up 1 node, 2 CPUs",
    "[    0.101870] virtio-mmio: Registering device virtio-mmio.0 at 0xd0000000-0xd0000fff, IRQ 5.",
    "[    0.102311] virtio-mmio: Registering device virtio-mmio.1 at 0xd0001000-0xd0001fff, IRQ 6.",
    "[    0.118804] Serial: 8250/16550 driver, 1 ports, IRQ sharing disabled",
    "[    0.119377] serial8250: ttyS0 at I/O 0x3f8 (irq = 4, base_baud = 115200) is a U6_16550A",
    "[    0.132907] virtio_blk virtio0: [vda] 2097152 512-byte logical blocks (1.07 GB/1.00 GiB)",
    "[    0.140116] virtio_net virtio1 eth0: renamed from eth%d",
    "[    0.151093] i8042: PNP: No PS/2 controller found.",
    "[    0.912003] EXT4-fs (vda): mounted filesystem with ordered data mode. Opts: (null)",
    "[    0.913551] VFS: Mounted root (ext4 filesystem) on device 254:0.",
    "[    0.915902] devtmpfs: mounted",
    "[    0.921447] Freeing unused kernel image (initmem) memory: 1284K",
    "[    0.934210] Run /sbin/init as init process",
    "[    1.204811] systemd[1]: systemd 249.11-0ubuntu3.12 running in system mode",
    "[    1.219003] systemd[1]: Detected virtualization kvm.",
    "[    1.219875] systemd[1]: Set hostname to <ubuntu-fc-uvm>.",
    "[  OK  ] Started Journal Service.",
    "[  OK  ] Finished Remount Root and Kernel File Systems.",
    "[  OK  ] Reached target Network.",
    "[  OK  ] Started OpenBSD Secure Shell server.",
    "[  OK  ] Reached target Multi-User System.",
    "",
    "Ubuntu 22.04.4 LTS ubuntu-fc-uvm ttyS0",
    "",
    "ubuntu-fc-uvm login: ",
]
_FC_VMCONFIG = """{
  "boot-source": {
    "kernel_image_path": "./vmlinux-5.10.223",
    "boot_args": "console=ttyS0 reboot=k panic=1 pci=off"
  },
  "drives": [
    {"drive_id": "rootfs", "path_on_host": "./ubuntu-22.04.ext4", "is_root_device": true, "is_read_only": false}
  ],
  "machine-config": {"vcpu_count": 2, "mem_size_mib": 1024},
  "network-interfaces": [
    {"iface_id": "eth0", "guest_mac": "06:00:AC:10:00:02", "host_dev_name": "tap0"}
  ]
}
"""

FIRECRACKER = [
    ("user", "Boot a Firecracker microVM from vmlinux-5.10.223 and ubuntu-22.04.ext4 in this folder through the API "
             "socket, then give it a tap network so I can ssh in. firecracker v1.9.1 is in ~/bin."),
    ("bash", "ls -l /dev/kvm; id -nG", "crw-rw----+ 1 root kvm 10, 232 Mar 11 08:02 /dev/kvm\n"
                                       "kb adm cdrom sudo dip plugdev lxd", False),
    ("say", "You're not in the kvm group. I'll set up the tap device on the host first, then start firecracker and "
            "see what it says about /dev/kvm."),
    ("bash", "sudo ip tuntap add dev tap0 mode tap && sudo ip addr add 172.16.0.1/30 dev tap0 && "
             "sudo ip link set tap0 up && ip -br addr show tap0",
     "tap0             DOWN           172.16.0.1/30 ", False),
    ("bash", "firecracker --api-sock /tmp/fc.sock > fc.log 2>&1 & sleep 0.5; "
             f"{_FC_CURL} http://localhost/boot-source -H 'Content-Type: application/json' -d "
             "'{\"kernel_image_path\": \"./vmlinux-5.10.223\", \"boot_args\": \"console=ttyS0 reboot=k panic=1 "
             "pci=off\"}' -w '%{http_code}\\n'", "204", False),
    ("bash", f"{_FC_CURL} http://localhost/drives/rootfs -H 'Content-Type: application/json' -d "
             "'{\"drive_id\": \"rootfs\", \"path_on_host\": \"./ubuntu-22.04.ext4\", \"is_root_device\": true, "
             "\"is_read_only\": false}' -w '%{http_code}\\n'", "204", False),
    ("bash", f"{_FC_CURL} http://localhost/actions -H 'Content-Type: application/json' -d "
             "'{\"action_type\": \"InstanceStart\"}' -w '%{http_code}\\n'",
     "{\"fault_message\":\"Start microvm error: Failed to open /dev/kvm: Permission denied (os error 13)\"}400",
     False),
    ("say", "As expected: the boot-source and drive calls were accepted, InstanceStart can't open /dev/kvm. "
            "Firecracker's getting-started guide grants the current user an ACL on the device instead of a group "
            "change (which would need a new login)."),
    ("bash", "sudo setfacl -m u:${USER}:rw /dev/kvm && [ -r /dev/kvm ] && [ -w /dev/kvm ] && "
             "echo \"OK (can access /dev/kvm)\"", "OK (can access /dev/kvm)", False),
    ("say", "That firecracker process already failed its start, so I'll stop it and launch a fresh one."),
    ("bash", "kill $(pgrep -f 'api-sock /tmp/fc.sock'); sleep 0.5; firecracker --api-sock /tmp/fc.sock > fc.log "
             "2>&1 & sleep 0.5; cat fc.log",
     "2025-03-11T09:14:02.118391562 [anonymous-instance:main] Failed to open the API socket at: /tmp/fc.sock. "
     "Check that it is not already used.\n"
     "2025-03-11T09:14:02.118472015 [anonymous-instance:main] Firecracker exiting with error. exit_code=1", False),
    ("say", "The old process left its socket file behind and firecracker won't bind over it. I'll put the whole "
            "sequence in a script that removes the socket first."),
    ("write", "/home/kb/fc-lab/boot.sh", _FC_BOOT_SH),
    ("bash", "chmod +x boot.sh && ./boot.sh",
     " boot-source 204\n drives/rootfs 204\n machine-config 204\n actions 204\n"
     "{\"fault_message\":\"The requested operation is not supported after starting the microVM.\"} "
     "network-interfaces/eth0 400", False),
    ("say", "The VM boots now, but the network interface can only be attached before InstanceStart. Moving that call "
            "up and restarting."),
    ("edit", "/home/kb/fc-lab/boot.sh",
     "api actions '{\"action_type\": \"InstanceStart\"}'\n"
     "api network-interfaces/eth0 '{\"iface_id\": \"eth0\", \"guest_mac\": \"06:00:AC:10:00:02\", "
     "\"host_dev_name\": \"tap0\"}'",
     "api network-interfaces/eth0 '{\"iface_id\": \"eth0\", \"guest_mac\": \"06:00:AC:10:00:02\", "
     "\"host_dev_name\": \"tap0\"}'\napi actions '{\"action_type\": \"InstanceStart\"}'"),
    ("bash", "kill $(pgrep -f 'api-sock /tmp/fc.sock'); ./boot.sh && sleep 3 && tail -n 40 fc.log",
     " boot-source 204\n drives/rootfs 204\n machine-config 204\n network-interfaces/eth0 204\n actions 204\n"
     + "\n".join(_FC_SERIAL), False),
    ("bash", "ping -c 2 -W 1 172.16.0.2",
     "PING 172.16.0.2 (172.16.0.2) 56(84) bytes of data.\nFrom 172.16.0.1 icmp_seq=1 Destination Host Unreachable\n"
     "From 172.16.0.1 icmp_seq=2 Destination Host Unreachable\n\n--- 172.16.0.2 ping statistics ---\n"
     "2 packets transmitted, 0 received, +2 errors, 100% packet loss, time 1027ms", True),
    ("say", "The host side is fine: tap0 got 172.16.0.1/30 and was brought up before the VM started. The guest has "
            "no address, though: the boot_args carry no `ip=` setting and this rootfs doesn't run DHCP on eth0. "
            "The next step would be adding `ip=172.16.0.2::172.16.0.1:255.255.255.252::eth0:off` to boot_args and "
            "rebooting the VM."),
    ("user", "Good enough for today, I'll do the ip= bit tomorrow. Is there a way to do all this without five curl "
             "calls though?"),
    ("say", "Yes: firecracker can read the whole VM description from a JSON file and skip the API server."),
    ("write", "/home/kb/fc-lab/vm_config.json", _FC_VMCONFIG),
    ("bash", "kill $(pgrep -f 'api-sock /tmp/fc.sock'); rm -f /tmp/fc.sock; "
             "(firecracker --no-api --config-file vm_config.json > fc2.log 2>&1 &); sleep 3; tail -n 3 fc2.log",
     "Ubuntu 22.04.4 LTS ubuntu-fc-uvm ttyS0\n\nubuntu-fc-uvm login: ", False),
    ("say", "Same VM from one file, no socket and no curl calls (the `ip=` change isn't in vm_config.json yet)."),
]

# --- gVisor's runsc as an opt-in Docker runtime ---------------------------------------------------------------------

_GV_DAEMON = '{\n    "runtimes": {\n        "runsc": {\n            "path": "/usr/bin/runsc"\n        }\n    }\n}'
_GV_DAEMON_RAW = ('{\n    "runtimes": {\n        "runsc": {\n            "path": "/usr/bin/runsc",\n'
                  '            "runtimeArgs": [\n                "--net-raw"\n            ]\n        }\n    }\n}')
_GV_HELLO = ("\nHello from Docker!\nThis message shows that your installation appears to be working correctly.\n\n"
             "To generate this message, Docker took the following steps:\n"
             " 1. The Docker client contacted the Docker daemon.\n"
             " 2. The Docker daemon pulled the \"hello-world\" image from the Docker Hub.\n"
             "    (amd64)\n"
             " 3. The Docker daemon created a new container from that image which runs the\n"
             "    executable that produces the output you are currently reading.\n"
             " 4. The Docker daemon streamed that output to the Docker client, which sent it\n"
             "    to your terminal.")

GVISOR = [
    ("user", "Make Docker on this CI host able to run untrusted jobs under gVisor (runsc). Don't touch the default "
             "runtime; the jobs opt in with --runtime=runsc."),
    ("bash", "curl -fsSL https://gvisor.dev/archive.key | sudo gpg --dearmor -o "
             "/usr/share/keyrings/gvisor-archive-keyring.gpg && echo \"deb [arch=$(dpkg --print-architecture) "
             "signed-by=/usr/share/keyrings/gvisor-archive-keyring.gpg] https://storage.googleapis.com/gvisor/releases "
             "release main\" | sudo tee /etc/apt/sources.list.d/gvisor.list > /dev/null && sudo apt-get update -qq "
             "&& sudo apt-get install -y -qq runsc && runsc --version",
     "Selecting previously unselected package runsc.\n(Reading database ... 81244 files and directories currently "
     "installed.)\nPreparing to unpack .../runsc_20250311.0_amd64.deb ...\nUnpacking runsc (20250311.0) ...\n"
     "Setting up runsc (20250311.0) ...\nrunsc version release-20250311.0\nspec: 1.1.0-rc.1", False),
    ("bash", "docker run --rm --runtime=runsc hello-world",
     "docker: Error response from daemon: unknown or invalid runtime name: runsc.\nSee 'docker run --help'.", True),
    ("bash", "sudo runsc install && cat /etc/docker/daemon.json", _GV_DAEMON, False),
    ("bash", "docker run --rm --runtime=runsc hello-world",
     "docker: Error response from daemon: unknown or invalid runtime name: runsc.\nSee 'docker run --help'.", True),
    ("say", "`runsc install` only writes the runtime into /etc/docker/daemon.json; dockerd has to restart to load "
            "it. No containers are running right now, so restarting is safe."),
    ("bash", "docker ps -q | wc -l && sudo systemctl restart docker && docker run --rm --runtime=runsc hello-world",
     "0\n" + _GV_HELLO, False),
    ("bash", "docker run --rm --runtime=runsc alpine dmesg",
     "[   0.000000] Starting gVisor...\n[   0.512345] Reticulating splines...\n"
     "[   0.873412] Checking naughty and nice process list...\n[   1.201937] Creating cloned children...\n"
     "[   1.622190] Daemonizing children...\n[   2.011873] Ready!", False),
    ("say", "That dmesg is gVisor's own kernel talking (the Sentry), not the host's: a quick way to confirm a "
            "container really runs in the sandbox. Under runc the same command shows the host kernel log or "
            "`dmesg: klogctl: Operation not permitted`."),
    ("user", "one of the jobs pings an internal host as a smoke test, try "
             "`docker run --rm --runtime=runsc alpine ping -c1 10.20.0.1`"),
    ("bash", "docker run --rm --runtime=runsc alpine ping -c1 10.20.0.1",
     "PING 10.20.0.1 (10.20.0.1): 56 data bytes\nping: permission denied (are you root?)", True),
    ("say", "gVisor's network stack refuses raw sockets unless runsc itself is started with `--net-raw`, even though "
            "Docker grants the container CAP_NET_RAW. Adding it to the runtime's arguments."),
    ("bash", "sudo runsc install --runtime=runsc -- --net-raw && cat /etc/docker/daemon.json", _GV_DAEMON_RAW, False),
    ("bash", "docker run --rm --runtime=runsc alpine ping -c1 10.20.0.1",
     "PING 10.20.0.1 (10.20.0.1): 56 data bytes\nping: permission denied (are you root?)", True),
    ("bash", "docker ps --format '{{.Names}}'", "ci-job-4411\nci-job-4412", False),
    ("say", "Still denied: dockerd only reads the new runtimeArgs when it restarts, and this time two CI jobs "
            "(ci-job-4411, ci-job-4412) are running; a restart would kill them. Do you want me to restart docker "
            "now?"),
    ("user", "No, jobs are running. Leave it, I'll restart docker in tonight's maintenance window."),
]

# --- Tart macOS VMs on a Mac mini (zsh) -----------------------------------------------------------------------------

_B = f"{ESC}[34m==>{ESC}[0m {ESC}[1m"
_E = f"{ESC}[0m"
_TART_PULL1 = "\n".join(["pulling manifest...", "pulling disk (54.3 GB compressed)...", "0%", "2%", "4%", "7%", "9%",
                         "11%", "Command timed out after 2m 0.0s"])
_TART_PULL2 = "\n".join(["pulling manifest...", "pulling disk (54.3 GB compressed)...", "11%", "18%", "27%", "36%",
                         "45%", "54%", "63%", "72%", "81%", "90%", "100%", "pulling NVRAM..."])
_TART_SSH = "ssh -o BatchMode=yes -o StrictHostKeyChecking=accept-new admin@192.168.64.5"

TART = [
    ("user", "Set up Tart on this Mac mini so CI can build in a clean Sonoma VM. Use "
             "ghcr.io/cirruslabs/macos-sonoma-xcode:latest, call the VM sonoma-xcode, and check that xcodebuild works "
             "inside it over ssh."),
    ("bash", "brew install cirruslabs/cli/tart",
     f"{_B}Tapping cirruslabs/cli{_E}\nCloning into '/opt/homebrew/Library/Taps/cirruslabs/homebrew-cli'...\n"
     f"Tapped 14 formulae (41 files, 92.3KB).\n{_B}Fetching cirruslabs/cli/tart{_E}\n"
     f"{_B}Downloading https://github.com/cirruslabs/tart/releases/download/2.22.4/tart.tar.gz{_E}\n"
     f"######################################################################## 100.0%\n"
     f"{_B}Installing tart from cirruslabs/cli{_E}\n"
     f"🍺  /opt/homebrew/Cellar/tart/2.22.4: 14 files, 28.1MB, built in 2 seconds", False),
    ("bash", "tart clone ghcr.io/cirruslabs/macos-sonoma-xcode:latest sonoma-xcode", _TART_PULL1, True),
    ("say", "The 54 GB pull outlives the Bash tool's default 2-minute limit. Running it again with a 10-minute "
            "timeout; tart keeps the chunks it already fetched."),
    ("tool", "Bash", {"command": "tart clone ghcr.io/cirruslabs/macos-sonoma-xcode:latest sonoma-xcode",
                      "description": "Clone the Sonoma Xcode image (long pull)", "timeout": 600000},
     _TART_PULL2, False),
    ("bash", "tart list",
     "Source Name                                              Disk Size State\n"
     "local  sonoma-xcode                                      90   48   stopped\n"
     "OCI    ghcr.io/cirruslabs/macos-sonoma-xcode:latest      90   48   stopped", False),
    ("bash", "(tart run sonoma-xcode --no-graphics > /tmp/tart-run.log 2>&1 &) ; tart ip sonoma-xcode",
     "no IP address found, is your VM running?", True),
    ("say", "The VM is still booting and hasn't taken a DHCP lease yet; `tart ip` can wait for it."),
    ("bash", "tart ip sonoma-xcode --wait 90", "192.168.64.5", False),
    ("bash", f"{_TART_SSH} 'xcodebuild -version'",
     "Warning: Permanently added '192.168.64.5' (ED25519) to the list of known hosts.\n"
     "admin@192.168.64.5: Permission denied (publickey,password,keyboard-interactive).", True),
    ("say", "The image only has the admin/admin password login, and BatchMode can't type it. sshpass would pass the "
            "password non-interactively."),
    ("bash", "brew install hudochenkov/sshpass/sshpass", REJECTED, True),
    ("user", "No random taps on the CI mac: cirruslabs is vetted, that one isn't. I ran "
             "`ssh-copy-id admin@192.168.64.5` myself, the key is in now. Try again."),
    ("bash", f"{_TART_SSH} 'xcodebuild -version'", "Xcode 15.4\nBuild version 15F31d", False),
    ("bash", f"{_TART_SSH} 'df -h / | tail -1'",
     "/dev/disk3s1s1   90Gi   48Gi   40Gi    55%    404k  419M    0%   /", False),
    ("user", "the builds need ~120 GB of scratch space, grow the disk"),
    ("bash", "tart stop sonoma-xcode && tart set sonoma-xcode --disk-size 150 && "
             "(tart run sonoma-xcode --no-graphics > /tmp/tart-run.log 2>&1 &) && tart ip sonoma-xcode --wait 90 && "
             f"{_TART_SSH} 'df -h / | tail -1'",
     "192.168.64.5\n/dev/disk3s1s1   90Gi   48Gi   40Gi    55%    404k  419M    0%   /", False),
    ("say", "The virtual disk is 150 GB now, but the guest's APFS container still spans the old 90 GB. Inside macOS "
            "it has to be grown with `diskutil apfs resizeContainer disk0s2 0` (0 = take all free space). On some "
            "images the recovery partition sits behind the container and has to go first, so I'd rather you "
            "confirm before I run that over ssh."),
    ("user", "Let me check with Tom first, stop here."),
]

SOURCES = {
    "ghidra-headless": (_GH_CWD, "2025-03-10T08:12:00Z", "main", GHIDRA),
    "bpftrace-pg-read": ("/home/ops/latency", "2025-03-10T13:40:00Z", "main", BPFTRACE),
    "firecracker-api": ("/home/kb/fc-lab", "2025-03-11T09:02:00Z", "main", FIRECRACKER),
    "gvisor-runsc": ("/srv/ci-sandbox", "2025-03-11T15:20:00Z", "main", GVISOR),
    "tart-sonoma": ("/Users/mira/ci/tart-runner", "2025-03-12T07:55:00Z", "main", TART),
}
