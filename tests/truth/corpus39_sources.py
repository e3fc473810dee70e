"""Scripted sessions of corpus39, part one: mitmproxy's CA and Python clients on macOS zsh, Podman Quadlet units
on Fedora, a GnuPG signing key on a YubiKey for a fish user, tshark captures on Linux (a long output), sccache with
cargo in Windows PowerShell 7 (ANSI colour, an interrupted call)."""
from __future__ import annotations

from tests.truth.corpus39_common import ESC, INTERRUPTED

E = ESC

MITM = [
    ("user", "I'm running mitmproxy to see what billing-sync sends to the ledgerly API, but the Python client dies "
             "as soon as I set HTTPS_PROXY. Can you sort it out? (zsh, macOS 14)"),
    ("bash", "HTTPS_PROXY=http://127.0.0.1:8080 python -m billing_sync.push --dry-run",
     "Exit code 1\nTraceback (most recent call last):\n  File \"/Users/hana/src/billing-sync/billing_sync/push.py\", "
     "line 61, in main\n    resp = session.get(f\"{BASE}/v2/invoices\", params={\"state\": \"open\"})\n"
     "requests.exceptions.SSLError: HTTPSConnectionPool(host='api.ledgerly.io', port=443): Max retries exceeded "
     "with url: /v2/invoices?state=open (Caused by SSLError(SSLCertVerificationError(1, '[SSL: "
     "CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate "
     "(_ssl.c:1006)')))", True),
    ("bash", "ls ~/.mitmproxy",
     "mitmproxy-ca-cert.cer\nmitmproxy-ca-cert.p12\nmitmproxy-ca-cert.pem\nmitmproxy-ca.p12\nmitmproxy-ca.pem\n"
     "mitmproxy-dhparam.pem", False),
    ("say", "The mitmproxy CA exists. I'll trust it in the System keychain first."),
    ("bash", "sudo security add-trusted-cert -d -p ssl -k /Library/Keychains/System.keychain "
             "~/.mitmproxy/mitmproxy-ca-cert.pem", "", False),
    ("bash", "HTTPS_PROXY=http://127.0.0.1:8080 python -m billing_sync.push --dry-run",
     "Exit code 1\nrequests.exceptions.SSLError: HTTPSConnectionPool(host='api.ledgerly.io', port=443): Max retries "
     "exceeded with url: /v2/invoices?state=open (Caused by SSLError(SSLCertVerificationError(1, '[SSL: "
     "CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate "
     "(_ssl.c:1006)')))", True),
    ("say", "Same error: requests never looks at the macOS keychain, it verifies against certifi's bundle. "
            "Let me check which bundle this venv uses."),
    ("bash", "python -c \"import certifi; print(certifi.where())\"",
     "/Users/hana/src/billing-sync/.venv/lib/python3.12/site-packages/certifi/cacert.pem", False),
    ("bash", "REQUESTS_CA_BUNDLE=~/.mitmproxy/mitmproxy-ca-cert.pem HTTPS_PROXY=http://127.0.0.1:8080 "
             "python -m billing_sync.push --dry-run",
     "dry-run: 14 invoices would be pushed (0 skipped)", False),
    ("user", "Works, I see the flows in mitmweb now. The webhook prober uses httpx though, same trick?"),
    ("bash", "SSL_CERT_FILE=~/.mitmproxy/mitmproxy-ca-cert.pem HTTPS_PROXY=http://127.0.0.1:8080 "
             "python -m billing_sync.webhooks --probe",
     "Exit code 1\nhttpx.ConnectError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get "
     "local issuer certificate (_ssl.c:1006)", True),
    ("tool", "Grep", {"pattern": "httpx.Client", "path": "billing_sync"},
     "billing_sync/webhooks.py:22:    client = httpx.Client(verify=certifi.where(), timeout=5.0)", False),
    ("say", "webhooks.py builds its client with `verify=certifi.where()`, so httpx never reads SSL_CERT_FILE. "
            "I'd change that line to `verify=os.environ.get(\"BILLING_CA_BUNDLE\", certifi.where())` and run the "
            "probe with BILLING_CA_BUNDLE pointing at the mitmproxy CA."),
    ("user", "Leave webhooks.py as it is for now, the push path was what I needed today. Thanks."),
]

QUADLET_OUT = (
    "---grafana.service---\n[X-Container]\nImage=docker.io/grafana/grafana-oss:11.2.0\nPublishPort=3000:3000\n"
    "Volume=grafana-data:/var/lib/grafana\n\n[Unit]\nWants=network-online.target\nAfter=network-online.target\n"
    "SourcePath=/home/ops/.config/containers/systemd/grafana.container\nRequiresMountsFor=%t/containers\n\n"
    "[Service]\nEnvironment=PODMAN_SYSTEMD_UNIT=%n\nKillMode=mixed\n"
    "ExecStop=/usr/bin/podman rm -v -f -i --cidfile=%t/%N.cid\n"
    "ExecStopPost=-/usr/bin/podman rm -v -f -i --cidfile=%t/%N.cid\nDelegate=yes\nType=notify\nNotifyAccess=all\n"
    "SyslogIdentifier=%N\n"
    "ExecStart=/usr/bin/podman run --name=systemd-grafana --cidfile=%t/%N.cid --replace --rm --cgroups=split "
    "--sdnotify=conmon -d -v grafana-data:/var/lib/grafana --publish 3000:3000 "
    "docker.io/grafana/grafana-oss:11.2.0\n")

QUADLET = [
    ("user", "I wrote ~/.config/containers/systemd/grafana.container but `systemctl --user start grafana` says the "
             "unit doesn't exist. Fix it, and it has to come back after a reboot without me logging in."),
    ("bash", "systemctl --user start grafana.service",
     "Exit code 5\nFailed to start grafana.service: Unit grafana.service not found.", True),
    ("bash", "systemctl --user daemon-reload && systemctl --user start grafana.service",
     "Exit code 5\nFailed to start grafana.service: Unit grafana.service not found.", True),
    ("say", "daemon-reload didn't produce the unit, so the Quadlet generator must be rejecting the file. Its dry run "
            "prints why."),
    ("bash", "/usr/libexec/podman/quadlet -dryrun -user",
     "Exit code 1\nquadlet-generator[48211]: Loading source unit file "
     "/home/ops/.config/containers/systemd/grafana.container\nquadlet-generator[48211]: converting "
     "\"grafana.container\": unsupported key 'PublishPorts' in group 'Container' in "
     "/home/ops/.config/containers/systemd/grafana.container", True),
    ("edit", "/home/ops/.config/containers/systemd/grafana.container", "PublishPorts=3000:3000",
     "PublishPort=3000:3000"),
    ("bash", "/usr/libexec/podman/quadlet -dryrun -user", QUADLET_OUT, False),
    ("bash", "systemctl --user daemon-reload && systemctl --user start grafana.service && "
             "systemctl --user is-active grafana.service", "active", False),
    ("bash", "loginctl show-user ops --property=Linger", "Linger=no", False),
    ("say", "Linger is off, so your user manager stops at logout and nothing starts at boot. And a generated unit "
            "can't be enabled the usual way; let me confirm."),
    ("bash", "systemctl --user enable grafana.service",
     "Exit code 1\nFailed to enable unit: Unit /run/user/1000/systemd/generator/grafana.service is transient or "
     "generated.", True),
    ("edit", "/home/ops/.config/containers/systemd/grafana.container", "Volume=grafana-data:/var/lib/grafana\n",
     "Volume=grafana-data:/var/lib/grafana\n\n[Install]\nWantedBy=default.target\n"),
    ("bash", "sudo loginctl enable-linger ops && loginctl show-user ops --property=Linger", "Linger=yes", False),
    ("bash", "systemctl --user daemon-reload && systemctl --user is-enabled grafana.service", "generated", False),
    ("say", "Grafana is active, Linger=yes, and the [Install] section makes the generator hook it into "
            "default.target. Reboot when convenient to check."),
    ("user", "Rebooted the box, grafana came back on :3000 without me logging in. 👍"),
]

GPG = [
    ("user", "`git commit -S` fails since I moved my signing subkey to the YubiKey. I use fish, Debian 12."),
    ("bash", "git commit -S -m \"wip: ledger import\"",
     "Exit code 128\nerror: gpg failed to sign the data\nfatal: failed to write commit object", True),
    ("bash", "echo test | gpg --clearsign",
     "Exit code 2\n-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n\ntest\ngpg: selecting card failed: No such "
     "device\ngpg: signing failed: No such device\ngpg: [stdin]: clear-sign failed: No such device", True),
    ("bash", "gpg --card-status",
     "Exit code 2\ngpg: selecting card failed: No such device\ngpg: OpenPGP card not available: No such device", True),
    ("bash", "systemctl is-active pcscd", "active", False),
    ("say", "pcscd holds the YubiKey's CCID interface while scdaemon tries to talk to it directly. Telling "
            "scdaemon to go through pcscd (`disable-ccid`) usually ends that fight."),
    ("bash", "echo disable-ccid >> ~/.gnupg/scdaemon.conf; gpgconf --kill scdaemon; gpg --card-status | head -5",
     "Reader ...........: Yubico YubiKey OTP FIDO CCID 00 00\nApplication ID ...: D2760001240103040006123456780000\n"
     "Application type .: OpenPGP\nVersion ..........: 3.4\nManufacturer .....: Yubico", False),
    ("bash", "echo test | gpg --clearsign",
     "Exit code 2\n-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n\ntest\ngpg: signing failed: Inappropriate "
     "ioctl for device\ngpg: [stdin]: clear-sign failed: Inappropriate ioctl for device", True),
    ("say", "The card is reachable now; what's left is pinentry not finding a terminal. GPG_TTY isn't set in fish. "
            "I'll add it to config.fish."),
    ("edit", "/home/mirek/.config/fish/config.fish", "if status is-interactive\n",
     "if status is-interactive\n    set -gx GPG_TTY (tty)\n"),
    ("say", "This shell has no tty, so I can't test it from here. In a new terminal run "
            "`gpg-connect-agent updatestartuptty /bye` once, then commit with -S again."),
    ("user", "Did that in a fresh terminal. `git commit -S` asked for the PIN and went through."),
    ("bash", "git log --show-signature -1 --format=%h",
     "gpg: Signature made Tue 14 Jan 2025 10:42:11 CET\ngpg:                using EDDSA key "
     "4F0C2E9AA1B3D6F7\ngpg: Good signature from \"Mirek Novak <mirek@tally.dev>\" [ultimate]\n8c1f0a9", False),
]

SYN_LINES = "\n".join(f"{t}\t10.20.1.7\t··········S·" for t in (
    "0.000000", "1.013245", "3.045112", "7.109876", "15.231004", "20.002318", "21.015442", "23.047731",
    "27.111902", "35.240118", "41.330270", "42.342119", "44.374455", "48.438210", "56.566031"))

TSHARK = [
    ("user", "Our gateway to the payments backend sometimes hangs for ~30s. Capture traffic to 10.20.4.15:8443 and "
             "tell me what's going on. No Wireshark GUI on this box."),
    ("bash", "tshark -i eth0 -f \"host 10.20.4.15 and port 8443\" -a duration:60 -w /tmp/gw.pcapng",
     "Exit code 2\nCapturing on 'eth0'\ntshark: The capture session could not be initiated on interface 'eth0' "
     "(You don't have permission to capture on that device).\nPlease check to make sure you have sufficient "
     "permissions.\n0 packets captured", True),
    ("bash", "getcap /usr/bin/dumpcap; id -nG; ls -l /usr/bin/dumpcap",
     "/usr/bin/dumpcap cap_net_admin,cap_net_raw=eip\ndev adm sudo docker\n"
     "-rwxr-xr-- 1 root wireshark 129736 Mar  4  2024 /usr/bin/dumpcap", False),
    ("bash", "sudo usermod -aG wireshark dev && id -nG", "dev adm sudo docker", False),
    ("say", "usermod changed the group database but this login session still carries the old groups. `sg` runs "
            "one command with the new group without logging out."),
    ("bash", "sg wireshark -c 'tshark -i eth0 -f \"host 10.20.4.15 and port 8443\" -a duration:60 "
             "-w /tmp/gw.pcapng'", "Capturing on 'eth0'\n412 packets captured", False),
    ("bash", "tshark -r /tmp/gw.pcapng -Y \"tcp.analysis.retransmission || tcp.flags.reset==1\" -T fields "
             "-e frame.time_relative -e ip.src -e tcp.flags.str", SYN_LINES, False),
    ("bash", "tshark -r /tmp/gw.pcapng -f \"tcp.flags.syn==1\" | wc -l",
     "Exit code 1\ntshark: Only read filters, not capture filters, can be specified when reading a capture file.\n0",
     True),
    ("bash", "tshark -r /tmp/gw.pcapng -Y \"tcp.flags.syn==1 && tcp.flags.ack==0\" | wc -l", "38", False),
    ("say", "The retransmitted packets are all SYNs from 10.20.1.7, at 1s, 3s, 7s and 15s after the first: the "
            "classic doubling backoff. Nothing answers them, so the backend's accept queue is dropping SYNs. On "
            "10.20.4.15 I'd run `ss -lnt 'sport = :8443'` and compare Recv-Q with the backlog, then raise the "
            "listen backlog and net.core.somaxconn. I can't reach that host from here."),
    ("user", "Good enough, I'll hand that to the backend team. Put the group thing in our runbook."),
    ("edit", "docs/runbook.md", "## Packet captures\n",
     "## Packet captures\n\nAdd yourself to `wireshark` (`sudo usermod -aG wireshark $USER`), then log out and in, "
     "or run the capture under `sg wireshark -c '...'`.\n"),
]

SCC_ERR = (f"Exit code 101\n{E}[1m{E}[31merror{E}[0m{E}[1m:{E}[0m process didn't exit successfully: `sccache "
           "C:\\Users\\Lea\\.rustup\\toolchains\\stable-x86_64-pc-windows-msvc\\bin\\rustc.exe -vV` (exit code: 1)\n"
           "--- stderr\nsccache: increment compilation is prohibited.")
SCC_STATS = (
    "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 38.10s\n"
    "Compile requests                    212\nCompile requests executed           188\n"
    "Cache hits                          171\nCache hits (Rust)                   171\n"
    "Cache misses                         17\nCache misses (Rust)                  17\n"
    "Cache timeouts                        0\nNon-cacheable calls                  24\n"
    "Cache location                  Local disk: "
    "\"C:\\\\Users\\\\Lea\\\\AppData\\\\Local\\\\Mozilla\\\\sccache\\\\cache\"\n"
    "Max cache size                       10 GiB")

SCCACHE = [
    ("user", "CI builds of quill take 14 minutes on our Windows runner. Set up sccache locally first so I can see "
             "the hit rate. PowerShell 7."),
    ("bash", "sccache --version",
     "Exit code 1\nsccache: The term 'sccache' is not recognized as a name of a cmdlet, function, script file, or "
     "executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is "
     "correct and try again.", True),
    ("bash", "cargo install sccache --locked",
     f"{E}[1m{E}[32m   Compiling{E}[0m sccache v0.8.2\n{E}[1m{E}[32m    Finished{E}[0m `release` profile "
     f"[optimized] target(s) in 3m 41s\n{E}[1m{E}[32m  Installing{E}[0m C:\\Users\\Lea\\.cargo\\bin\\sccache.exe\n"
     f"{E}[1m{E}[32m   Installed{E}[0m package `sccache v0.8.2` (executable `sccache.exe`)", False),
    ("bash", "$env:RUSTC_WRAPPER = \"sccache\"; cargo build", SCC_ERR, True),
    ("say", "sccache refuses incremental compilation, which the dev profile turns on. Turning it off for this "
            "shell:"),
    ("bash", "$env:RUSTC_WRAPPER = \"sccache\"; $env:CARGO_INCREMENTAL = \"0\"; cargo build",
     f"{E}[1m{E}[32m   Compiling{E}[0m quill-core v0.4.0 (C:\\Users\\Lea\\src\\quill\\core)\n"
     f"{E}[1m{E}[32m   Compiling{E}[0m quill v0.4.0 (C:\\Users\\Lea\\src\\quill)\n"
     f"{E}[1m{E}[32m    Finished{E}[0m `dev` profile [unoptimized + debuginfo] target(s) in 1m 52s", False),
    ("bash", "cargo clean; $env:RUSTC_WRAPPER = \"sccache\"; $env:CARGO_INCREMENTAL = \"0\"; cargo build; "
             "sccache --show-stats", SCC_STATS, False),
    ("say", "Second build from clean: 171 hits of 188 executed compile requests, 38s instead of 1m 52s."),
    ("user", "Nice. For CI, can it live in .cargo/config.toml instead of env vars?"),
    ("write", "C:\\Users\\Lea\\src\\quill\\.cargo\\config.toml",
     "[build]\nrustc-wrapper = \"sccache\"\nincremental = false\n"),
    ("bash", "Remove-Item Env:RUSTC_WRAPPER, Env:CARGO_INCREMENTAL; cargo build --release; sccache --show-stats",
     INTERRUPTED, True),
    ("user", INTERRUPTED),
    ("user", "Don't start a release build now, it takes forever on this laptop. I'll see it in CI."),
]

SOURCES = {
    "m01-mitmproxy-ca": ("/Users/hana/src/billing-sync", "2025-01-09T09:12:00Z", "main", MITM),
    "m02-podman-quadlet": ("/home/ops/quadlet-units", "2025-01-13T14:02:00Z", "main", QUADLET),
    "m03-gpg-yubikey-fish": ("/home/mirek/code/tally", "2025-01-14T09:30:00Z", "feature/ledger-import", GPG),
    "m04-tshark-capture": ("/home/dev/svc-gateway", "2025-01-20T16:45:00Z", "main", TSHARK),
    "m05-sccache-pwsh": ("C:\\Users\\Lea\\src\\quill", "2025-01-22T08:05:00Z", "ci/speedup", SCCACHE),
}
