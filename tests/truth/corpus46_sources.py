"""corpus46's scripted sessions, part one: Cap'n Proto with capnp-rust on Linux, osquery packs on macOS zsh, Falco's
modern eBPF driver, Headscale 0.25 (in Korean), a Nebula overlay for a fish user, PowerShell DSC v3 in PowerShell 7."""
from __future__ import annotations

from tests.truth.corpus_makers import ESC, REJECTED

_CAPNP_PANIC = """Exit code 101
   Compiling wire v0.4.0 (/home/dev/src/telemetry-wire/wire)
error: failed to run custom build command for `wire v0.4.0 (/home/dev/src/telemetry-wire/wire)`

Caused by:
  process didn't exit successfully: `/home/dev/src/telemetry-wire/target/debug/build/wire-3f9c2a7d1e0b8c44/build-scr\
ipt-build` (exit status: 101)
  --- stderr
  thread 'main' panicked at wire/build.rs:9:10:
  schema compiler command: Error { kind: Failed, extra: "Error while trying to execute `capnp compile`: Failed: No\
 such file or directory (os error 2).  Please verify that version 0.5.2 or higher of the capnp executable is\
 installed on your system. See https://capnproto.org/install.html" }
  note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"""

_CAPNP_ORDINAL = """Exit code 101
   Compiling wire v0.4.0 (/home/dev/src/telemetry-wire/wire)
error: failed to run custom build command for `wire v0.4.0 (/home/dev/src/telemetry-wire/wire)`

Caused by:
  --- stderr
  schema/telemetry.capnp:14:3-9: error: Duplicate ordinal number.
  schema/telemetry.capnp:11:3-8: error: Ordinal @2 originally used here.
  thread 'main' panicked at wire/build.rs:9:10:
  schema compiler command: Error { kind: Failed, extra: "Error while trying to execute `capnp compile`: Failed:\
 Exit status: exit status: 1" }"""

_CAPNP_TEST = """Exit code 101
   Compiling wire v0.4.0 (/home/dev/src/telemetry-wire/wire)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.88s
     Running unittests src/lib.rs (target/debug/deps/wire-9d2e11c0a4b7f318)

running 4 tests
test decode::tests::empty_batch ... ok
test decode::tests::roundtrip_reading ... ok
test decode::tests::unit_is_optional ... ok
test decode::tests::big_batch_roundtrip ... FAILED

failures:

---- decode::tests::big_batch_roundtrip stdout ----
thread 'decode::tests::big_batch_roundtrip' panicked at wire/src/decode.rs:31:58:
called `Result::unwrap()` on an `Err` value: Error { kind: Failed, extra: "read limit exceeded" }

failures:
    decode::tests::big_batch_roundtrip

test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.92s

error: test failed, to rerun pass `-p wire --lib`"""

CAPNP = [
    ("user", "cargo build fails in the wire crate since I added the Reading struct to schema/telemetry.capnp. "
             "Can you get it building again?"),
    ("bash", "cargo build -p wire", _CAPNP_PANIC, True),
    ("bash", "which capnp; capnp --version", "Exit code 127\n/bin/bash: line 1: capnp: command not found", True),
    ("say", "The build script shells out to the `capnp` compiler, which isn't installed. Installing it from apt."),
    ("bash", "sudo apt-get install -y capnproto",
     "Reading package lists...\nBuilding dependency tree...\nReading state information...\nThe following NEW packages "
     "will be installed:\n  capnproto libcapnp-1.0.1\n0 upgraded, 2 newly installed, 0 to remove and 14 not upgraded.\n"
     "Setting up libcapnp-1.0.1:amd64 (1.0.1-4) ...\nSetting up capnproto (1.0.1-4) ...\n"
     "Processing triggers for libc-bin (2.39-0ubuntu8.3) ...", False),
    ("bash", "cargo build -p wire 2>&1", _CAPNP_ORDINAL, True),
    ("tool", "Read", {"file_path": "/home/dev/src/telemetry-wire/schema/telemetry.capnp"},
     "     1\t@0xb7c1e2f3a4d5e6f7;\n     2\t\n     8\tstruct Reading {\n     9\t  sensorId @0 :UInt32;\n"
     "    10\t  value @1 :Float64;\n    11\t  takenAt @2 :UInt64;\n    12\t  # unit added for the EU meters\n"
     "    13\t  # (optional, empty means SI)\n    14\t  unit @2 :Text;\n    15\t}", False),
    ("edit", "/home/dev/src/telemetry-wire/schema/telemetry.capnp", "  unit @2 :Text;", "  unit @3 :Text;"),
    ("bash", "cargo build -p wire && echo BUILD_OK",
     "   Compiling wire v0.4.0 (/home/dev/src/telemetry-wire/wire)\n    Finished `dev` profile [unoptimized + "
     "debuginfo] target(s) in 6.41s\nBUILD_OK", False),
    ("user", "great. run the tests too"),
    ("bash", "cargo test -p wire", _CAPNP_TEST, True),
    ("say", "big_batch_roundtrip builds a 12 MB message, and capnp's default ReaderOptions stop at 8M words of "
            "traversal. The fix is to raise it where decode.rs reads the message: "
            "`ReaderOptions::new().traversal_limit_in_words(Some(64 * 1024 * 1024))` in "
            "`serialize::read_message`. Want me to change it?"),
    ("user", "leave that one, I'll deal with the big-batch test tomorrow when Priya is back."),
]

_OSQ_RED = f"{ESC}[1;31m"
_OSQ_YEL = f"{ESC}[33m"
_OSQ_OFF = f"{ESC}[0m"

OSQUERY = [
    ("user", "osqueryd on my mac won't load our packs/macos-hardening.conf. can you check it?"),
    ("bash", "osqueryi --config_path=packs/macos-hardening.conf --config_check",
     f"Exit code 1\n{_OSQ_RED}E0514 10:22:31.118204 259131392 config.cpp:1271] Error parsing the config JSON: Missing "
     f"a comma or '}}' after an object member. Offset: 812{_OSQ_OFF}", True),
    ("bash", "python3 -m json.tool packs/macos-hardening.conf > /dev/null",
     "Exit code 1\nExpecting ',' delimiter: line 31 column 5 (char 812)", True),
    ("edit", "/Users/mina/fleet/osq-packs/packs/macos-hardening.conf",
     '      "interval": 3600\n    }\n    "gatekeeper": {', '      "interval": 3600\n    },\n    "gatekeeper": {'),
    ("bash", "osqueryi --config_path=packs/macos-hardening.conf --config_check && echo CONFIG_OK", "CONFIG_OK", False),
    ("user", "now the es_process_events query returns nothing"),
    ("bash", "osqueryi --json \"SELECT pid, path FROM es_process_events LIMIT 3;\"",
     f"{_OSQ_YEL}W0514 10:29:44.020913 259131392 virtual_table.cpp:1038] Table es_process_events is event-based but "
     f"events are disabled{_OSQ_OFF}\n{_OSQ_YEL}W0514 10:29:44.021077 259131392 virtual_table.cpp:1045] Please see the "
     f"table documentation: https://osquery.io/schema/#es_process_events{_OSQ_OFF}\n[\n\n]", False),
    ("say", "osqueryi has events disabled by default. Rerunning with `--disable_events=false "
            "--disable_endpointsecurity=false`."),
    ("bash", "sudo osqueryi --disable_events=false --disable_endpointsecurity=false --json "
             "\"SELECT pid, path FROM es_process_events LIMIT 3;\"",
     f"{_OSQ_YEL}W0514 10:31:07.551002 259131392 endpointsecurity.cpp:112] Failed to create EndpointSecurity client: "
     f"ES_NEW_CLIENT_RESULT_ERR_NOT_PERMITTED{_OSQ_OFF}\n[\n\n]", False),
    ("say", "ES_NEW_CLIENT_RESULT_ERR_NOT_PERMITTED means the process lacks Full Disk Access. Grant it to your"
         " terminal "
            "app (and to /opt/osquery/lib/osquery.app for osqueryd) under System Settings → Privacy & Security → "
            "Full Disk Access, then rerun the same command."),
    ("user", "I'll do the FDA thing later with IT, the pack config was the main thing. thanks, perfect"),
]

_FALCO_STATUS = """Exit code 3
× falco-kmod.service - Falco: Container Native Runtime Security with kmod
     Loaded: loaded (/usr/lib/systemd/system/falco-kmod.service; enabled; preset: enabled)
     Active: activating (auto-restart) (Result: exit-code) since Thu 2024-10-03 07:12:40 UTC; 4s ago
    Process: 2291 ExecStart=/usr/bin/falco -o engine.kind=kmod (code=exited, status=1/FAILURE)
Oct 03 07:12:40 sec-01 falco[2291]: Falco version: 0.39.0 (x86_64)
Oct 03 07:12:40 sec-01 falco[2291]: Loading rules from file /etc/falco/falco_rules.yaml
Oct 03 07:12:40 sec-01 falco[2291]: Loading rules from file /etc/falco/rules.d/shell_in_container.yaml
Oct 03 07:12:40 sec-01 falco[2291]: Opening 'syscall' source with Kernel module
Oct 03 07:12:40 sec-01 falco[2291]: An error occurred in an event source, forcing termination...
Oct 03 07:12:40 sec-01 falco[2291]: Error: error opening device /dev/falco0. Make sure you have root credentials\
 and that the falco module is loaded: No such file or directory
Oct 03 07:12:40 sec-01 systemd[1]: falco-kmod.service: Main process exited, code=exited, status=1/FAILURE"""

_FALCO_JOURNAL = "\n".join(
    [f"Oct 03 07:15:{n:02d} sec-01 falco[2410]: Loading rules from file /etc/falco/{f}" for n, f in
     ((2, "falco_rules.yaml"), (2, "falco_rules.local.yaml"), (3, "rules.d/shell_in_container.yaml"),
      (3, "rules.d/egress_allowlist.yaml"), (3, "rules.d/crypto_miners.yaml"))]
    + ["Oct 03 07:15:03 sec-01 falco[2410]: Error: /etc/falco/rules.d/shell_in_container.yaml: Invalid",
       "Oct 03 07:15:03 sec-01 falco[2410]: 1 Errors:",
       "Oct 03 07:15:03 sec-01 falco[2410]: In rules content: (/etc/falco/rules.d/shell_in_container.yaml:0:0)",
       "Oct 03 07:15:03 sec-01 falco[2410]:     rule 'Shell in payments container': "
       "(/etc/falco/rules.d/shell_in_container.yaml:12:2)",
       "Oct 03 07:15:03 sec-01 falco[2410]:     condition expression: (\"spawned_process and container and proc.name "
       "in (shell_binaries) and k8s.deployment.name = payments\":1:78)",
       "Oct 03 07:15:03 sec-01 falco[2410]: ------",
       "Oct 03 07:15:03 sec-01 falco[2410]: LOAD_ERR_COMPILE_CONDITION (Error compiling condition): filter_check "
       "called with nonexistent field k8s.deployment.name",
       "Oct 03 07:15:03 sec-01 systemd[1]: falco-modern-bpf.service: Main process exited, code=exited, "
       "status=1/FAILURE"]
    + [f"Oct 03 07:15:{n:02d} sec-01 systemd[1]: falco-modern-bpf.service: Scheduled restart job, restart counter is "
       f"at {n - 7}." for n in range(8, 20, 2)])

FALCO = [
    ("user", "falco keeps restarting since the kernel went to 6.8.0-45. The rules in /etc/falco/rules.d/ are ours."),
    ("bash", "sudo systemctl status falco-kmod --no-pager", _FALCO_STATUS, True),
    ("task", "Compare falco drivers on 6.8 kernels",
     "On this Ubuntu 24.04 host (kernel 6.8.0-45-generic), find out why falco's kmod driver stopped loading after the "
     "kernel upgrade and whether the modern_ebpf driver is usable instead. Check dpkg for headers and BTF support.",
     "The kmod is built by DKMS per kernel, and dpkg -l shows only linux-headers-6.8.0-41-generic: the headers for "
     "6.8.0-45 were never installed, so no falco.ko exists for the running kernel. modern_ebpf needs no kernel module "
     "or headers, only BTF (/sys/kernel/btf/vmlinux, present on stock Ubuntu kernels) and kernel >= 5.8. Switching "
     "with `falcoctl driver config --type modern_ebpf` and enabling falco-modern-bpf.service avoids rebuilding on "
     "every kernel upgrade."),
    ("bash", "sudo falcoctl driver config --type modern_ebpf && sudo systemctl disable --now falco-kmod && "
             "sudo systemctl enable --now falco-modern-bpf",
     "2024-10-03 07:14:58 INFO  Running falcoctl driver config\n                      ├ name: falco\n"
     "                      ├ version: 7.3.0+driver\n                      ├ type: modern_ebpf\n"
     "                      └ host-root: /\n"
     "Removed \"/etc/systemd/system/multi-user.target.wants/falco-kmod.service\".\n"
     "Created symlink /etc/systemd/system/multi-user.target.wants/falco-modern-bpf.service → "
     "/usr/lib/systemd/system/falco-modern-bpf.service.", False),
    ("bash", "sudo journalctl -u falco-modern-bpf -n 40 --no-pager", _FALCO_JOURNAL, False),
    ("edit", "/etc/falco/rules.d/shell_in_container.yaml", "k8s.deployment.name = payments",
     "k8s.pod.label[app] = payments"),
    ("bash", "sudo falco -V /etc/falco/falco_rules.yaml -V /etc/falco/rules.d/shell_in_container.yaml",
     "Validating rules file(s):\n   /etc/falco/falco_rules.yaml\n   /etc/falco/rules.d/shell_in_container.yaml\n"
     "/etc/falco/falco_rules.yaml: Ok\n/etc/falco/rules.d/shell_in_container.yaml: Ok", False),
    ("bash", "sudo systemctl restart falco-modern-bpf && sleep 5 && systemctl is-active falco-modern-bpf", "active",
     False),
    ("bash", "ls /sys/kernel/btf/vmlinux && uname -r", "/sys/kernel/btf/vmlinux\n6.8.0-45-generic", False),
]

HEADSCALE = [
    ("user", "headscale 0.25로 올렸더니 서버가 안 떠요. /etc/headscale/config.yaml 좀 봐주세요."),
    ("bash", "headscale configtest",
     "Exit code 1\n2024-09-20T09:14:02Z WRN The \"dns_config\" configuration key is deprecated and has been removed. "
     "Please use \"dns\" instead.\n2024-09-20T09:14:02Z FTL Fatal config error: server_url cannot contain the "
     "base_domain, this will cause the headscale server and embedded DERP to become unreachable from the Tailscale "
     "node.", True),
    ("bash", "grep -nE 'server_url|base_domain|dns_config' /etc/headscale/config.yaml",
     "3:server_url: https://hs.example.kr\n41:dns_config:\n47:  base_domain: example.kr", False),
    ("edit", "/etc/headscale/config.yaml", "dns_config:", "dns:"),
    ("edit", "/etc/headscale/config.yaml", "  base_domain: example.kr", "  base_domain: tail.example.kr"),
    ("bash", "headscale configtest && echo 설정 OK", "설정 OK", False),
    ("bash", "sudo systemctl restart headscale && systemctl is-active headscale", "active", False),
    ("user", "클라이언트 키는 어떻게 만들어요? 예전엔 --user mina 로 했는데요"),
    ("bash", "headscale preauthkeys create --user mina --expiration 24h",
     "Exit code 1\nError: invalid argument \"mina\" for \"-u, --user\" flag: strconv.ParseUint: parsing \"mina\": "
     "invalid syntax", True),
    ("bash", "headscale users list -o json | jq -c '.[] | {id, name}'",
     "{\"id\":1,\"name\":\"mina\"}\n{\"id\":2,\"name\":\"nas\"}", False),
    ("bash", "headscale preauthkeys create --user 1 --expiration 24h --reusable=false",
     "b9e4c07d2a51f3e8c6a0d94b71e25f3ac8d06e19b2f47a53", False),
    ("say", "0.25부터 `--user`는 이름 대신 숫자 ID를 받습니다. mina는 ID 1이라서 `--user 1`로 키를 만들었어요."),
    ("user", "근데 nas-01 노드가 계속 오프라인으로 나와요"),
    ("bash", "headscale nodes list | grep -E 'ID|nas-01'",
     "ID | Hostname | Name   | User | IP addresses             | Last seen           | Connected | Expired\n"
     "4  | nas-01   | nas-01 | nas  | 100.64.0.4, fd7a:115c::4 | 2024-09-20 08:59:12 | offline   | no", False),
    ("say", "nas-01은 업그레이드 전에 받은 세션으로 붙어 있어서 재인증이 필요해 보여요. NAS에서 "
            "`sudo tailscale up --login-server https://hs.example.kr --force-reauth` 를 실행해 주세요."),
    ("user", "아 그리고 아까 말씀드린 웹 UI 로고 교체 건은 됐어요. 감사합니다."),
]

NEBULA = [
    ("user", "lighthouse is up but my laptop can't reach 192.168.100.1 over nebula. certs were made with nebula-cert "
             "last week. (fish is my shell, if it matters)"),
    ("bash", "ping -c 3 192.168.100.1",
     "Exit code 1\nPING 192.168.100.1 (192.168.100.1) 56(84) bytes of data.\n\n--- 192.168.100.1 ping statistics ---\n"
     "3 packets transmitted, 0 received, 100% packet loss, time 2043ms", True),
    ("bash", "ssh lh1 'sudo journalctl -u nebula -n 6 --no-pager'",
     "Oct 02 18:40:11 lh1 nebula[811]: time=\"2024-10-02T18:40:11Z\" level=debug msg=\"dropping inbound packet\" "
     "fwPacket=\"&{LocalIP:192.168.100.1 RemoteIP:192.168.100.7 LocalPort:0 RemotePort:0 Protocol:1 Fragment:false}\" "
     "vpnIp=192.168.100.7\nOct 02 18:40:12 lh1 nebula[811]: time=\"2024-10-02T18:40:12Z\" level=debug "
     "msg=\"dropping inbound packet\" fwPacket=\"&{LocalIP:192.168.100.1 RemoteIP:192.168.100.7 LocalPort:0 "
     "RemotePort:0 Protocol:1 Fragment:false}\" vpnIp=192.168.100.7", False),
    ("bash", "nebula-cert print -path /etc/nebula/host.crt | grep -A2 Groups",
     "\t\t\"Groups\": [\n\t\t\t\"laptops\"\n\t\t],", False),
    ("bash", "ssh lh1 \"grep -n -A2 'proto: icmp' /etc/nebula/config.yml\"",
     "59:      proto: icmp\n60-      group: laptop\n61-", False),
    ("say", "The lighthouse's inbound rule allows ICMP from group `laptop`, but the cert carries `laptops`, so the "
            "firewall drops it."),
    ("bash", "ssh lh1 \"sudo sed -i 's/group: laptop$/group: laptops/' /etc/nebula/config.yml && "
             "sudo systemctl reload nebula\"", "", False),
    ("bash", "ping -c 3 192.168.100.1 | tail -2",
     "--- 192.168.100.1 ping statistics ---\n3 packets transmitted, 3 received, 0% packet loss, time 2003ms", False),
    ("user", "sweet. can you sign a cert for the new tablet too? name tab1, ip 192.168.100.9/24, groups laptops"),
    ("bash", "cd ~/nebula-ca; and nebula-cert sign -name tab1 -ip 192.168.100.9/24 -groups laptops",
     "Exit code 1\nEnter passphrase: Error: error while reading passphrase: inappropriate ioctl for device", True),
    ("say", "The CA key is passphrase-protected and nebula-cert needs a terminal to ask for it. I'll put the"
         " command in "
            "a script you can run yourself."),
    ("write", "/home/jo/nebula-ca/sign-tab1.fish",
     "#!/usr/bin/env fish\n# asks for the CA passphrase\ncd ~/nebula-ca; and nebula-cert sign -name tab1 "
     "-ip 192.168.100.9/24 -groups laptops -out-crt tab1.crt -out-key tab1.key\n"),
    ("say", "Run `fish ~/nebula-ca/sign-tab1.fish` in your own terminal; it will prompt for the CA passphrase and "
            "write tab1.crt and tab1.key."),
]

_DSC_RED = f"{ESC}[31m"
_DSC_OFF = f"{ESC}[0m"

DSC = [
    ("user", "dsc config set fails on our winget.dsc.yaml. PowerShell 7.4, dsc 3.0. Can you look?"),
    ("bash", r"dsc config set --file .\winget.dsc.yaml",
     f"Exit code 2\n{_DSC_RED}ERROR{_DSC_OFF} Resource not found: Microsoft.WinGet.DSC/WinGetPackage", True),
    ("bash", "dsc resource list --adapter Microsoft.DSC/PowerShell | Select-String WinGet", "", False),
    ("bash", "Get-Module -ListAvailable Microsoft.WinGet.DSC | Format-Table Name,Version", "", False),
    ("say", "The PowerShell adapter can't see the module because it isn't installed. Installing it for the current "
            "user."),
    ("bash", "Install-PSResource Microsoft.WinGet.DSC -Scope CurrentUser -TrustRepository; "
             "Get-Module -ListAvailable Microsoft.WinGet.DSC | Format-Table Name,Version",
     "\nName                 Version\n----                 -------\nMicrosoft.WinGet.DSC 1.9.2411\n", False),
    ("bash", "dsc resource list --adapter Microsoft.DSC/PowerShell | Select-String WinGet",
     "Microsoft.WinGet.DSC/WinGetPackage         Resource  1.9.2411  gs--t---  Microsoft.DSC/PowerShell\n"
     "Microsoft.WinGet.DSC/WinGetSource          Resource  1.9.2411  gs--t---  Microsoft.DSC/PowerShell", False),
    ("bash", r"dsc config set --file .\winget.dsc.yaml",
     f"Exit code 2\n{_DSC_RED}ERROR{_DSC_OFF} Invalid configuration: resource 'Install 7zip' of type "
     "'Microsoft.WinGet.DSC/WinGetPackage' must be nested under an adapter: Microsoft.DSC/PowerShell\n"
     r"  --> C:\Users\ana\infra\dsc\winget.dsc.yaml:5:5", True),
    ("edit", r"C:\Users\ana\infra\dsc\winget.dsc.yaml",
     "resources:\n  - name: Install 7zip\n    type: Microsoft.WinGet.DSC/WinGetPackage\n    properties:\n"
     "      Id: 7zip.7zip",
     "resources:\n  - name: WinGet packages\n    type: Microsoft.DSC/PowerShell\n    properties:\n      resources:\n"
     "        - name: Install 7zip\n          type: Microsoft.WinGet.DSC/WinGetPackage\n          properties:\n"
     "            Id: 7zip.7zip"),
    ("bash", "dsc config test --file .\\winget.dsc.yaml; \"exit: $LASTEXITCODE\"",
     "metadata:\n  Microsoft.DSC:\n    operation: test\nresults:\n- name: WinGet packages\n"
     "  type: Microsoft.DSC/PowerShell\n  result:\n    inDesiredState: false\n    differingProperties:\n"
     "    - resources\nexit: 0", False),
    ("bash", r"dsc config set --file .\winget.dsc.yaml", REJECTED, True),
    ("user", "don't run set on my machine, it would install stuff. test is enough for now. Is exit 0 from test "
             "meaning it's all in place?"),
    ("say", "No: `dsc config test` exited 0 while reporting `inDesiredState: false`. The exit code says the test ran, "
            "not that the machine matches; check `inDesiredState` in the output."),
]

SOURCES = {
    "capnp-rust-build": ("/home/dev/src/telemetry-wire", "2024-10-01T08:02:11Z", "feat/reading-unit", CAPNP),
    "osquery-packs-macos": ("/Users/mina/fleet/osq-packs", "2024-05-14T10:20:05Z", "main", OSQUERY),
    "falco-modern-ebpf": ("/srv/falco-rules", "2024-10-03T07:11:30Z", "main", FALCO),
    "headscale-025-upgrade": ("/etc/headscale", "2024-09-20T09:12:40Z", "HEAD", HEADSCALE),
    "nebula-fish-firewall": ("/home/jo/nebula-lab", "2024-10-02T18:38:00Z", "main", NEBULA),
    "dsc-v3-winget": (r"C:\Users\ana\infra\dsc", "2024-12-02T13:05:44Z", "dsc-v3", DSC),
}
