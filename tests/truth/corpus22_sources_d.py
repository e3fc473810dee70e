"""Scripted sessions of corpus22, part four: WireGuard with wg-quick on Debian (with an interrupted call), Scoop in
Windows PowerShell with a cmd check, a launchd agent and notarytool on macOS zsh, Varnish VCL with varnishtest (in
Korean), Velero backups under a Kyverno policy."""
from __future__ import annotations

from tests.truth.corpus22_common import INTERRUPTED, err

WG_UP = ("[#] ip link add wg0 type wireguard\n[#] wg setconf wg0 /dev/fd/63\n[#] ip -4 address add 10.44.0.7/32 dev "
         "wg0\n[#] ip link set mtu 1420 up dev wg0\n[#] resolvconf -a wg0 -m 0 -x\n")
NO_RESOLV = WG_UP + "/usr/bin/wg-quick: line 32: resolvconf: command not found\n[#] ip link delete dev wg0"
PEER = "HxQv0Zr7bN1mYc4TqW2sKd8pLf6uEj3aGo9iRk5VtX0="

S16 = ("/home/omar/infra/vpn", "2027-01-21T07:40:00Z", "main", [
    ("user", "bring up the wg0 tunnel to the office from this debian 12 box. config is /etc/wireguard/wg0.conf"),
    ("bash", "sudo wg-quick up wg0", err(127, NO_RESOLV), True),
    ("say", "wg-quick calls resolvconf because wg0.conf has a `DNS =` line, and Debian 12 doesn't ship resolvconf. "
     "Let me retry keeping my environment in case it's a PATH issue under sudo."),
    ("bash", "sudo -E wg-quick up wg0", err(127, NO_RESOLV), True),
    ("say", "Same thing, so it's not PATH. The simplest fix is dropping the DNS line from the config."),
    ("bash", "sudo sed -i '/^DNS/d' /etc/wireguard/wg0.conf", INTERRUPTED, True),
    ("user", "[Request interrupted by user for tool use]"),
    ("user", "don't touch anything in /etc/wireguard, ansible owns it. I've installed openresolv myself now, try again"),
    ("bash", "sudo wg-quick up wg0", WG_UP + "[#] ip -4 route add 10.40.0.0/16 dev wg0", False),
    ("bash", "ping -c2 -W2 10.40.0.1", err(1, "PING 10.40.0.1 (10.40.0.1) 56(84) bytes of data.\n\n--- 10.40.0.1 "
     "ping statistics ---\n2 packets transmitted, 0 received, 100% packet loss, time 1013ms"), True),
    ("bash", "sudo wg show wg0", "interface: wg0\n  public key: r6Yk1mZq0bD2xW8tVv3NcP4sLh9eJfGaUoIiKyTnQ0M=\n"
     "  private key: (hidden)\n  listening port: 48211\n\npeer: " + PEER + "\n  endpoint: 203.0.113.40:51820\n"
     "  allowed ips: 10.40.0.0/16\n  transfer: 0 B received, 1.30 KiB sent", False),
    ("say", "The interface is up but there is no `latest handshake` line and 0 B received: the office never answered. "
     "Usually that means the office peer doesn't have our public key (or UDP 51820 is blocked). Ours is "
     "r6Yk1mZq0bD2xW8tVv3NcP4sLh9eJfGaUoIiKyTnQ0M=."),
    ("user", "ah, the office side still had the old key for this box. fixed it there"),
    ("bash", "sudo wg show wg0 latest-handshakes; ping -c2 -W2 10.40.0.1", PEER + "\t1800514213\n"
     "PING 10.40.0.1 (10.40.0.1) 56(84) bytes of data.\n64 bytes from 10.40.0.1: icmp_seq=1 ttl=64 time=18.4 ms\n"
     "64 bytes from 10.40.0.1: icmp_seq=2 ttl=64 time=18.1 ms\n\n--- 10.40.0.1 ping statistics ---\n"
     "2 packets transmitted, 2 received, 0% packet loss, time 1002ms", False),
    ("user", "works. but yesterday the tunnel died after being idle for a while, we're behind NAT here"),
    ("say", "Behind NAT the mapping expires when nothing is sent. A keepalive every 25 seconds keeps it open; I'll set "
     "it at runtime so /etc stays untouched."),
    ("bash", "sudo wg set wg0 peer " + PEER + " persistent-keepalive 25 && sudo wg show wg0 | grep keepalive",
     "  persistent keepalive: every 25 seconds", False),
    ("user", "no, it still dropped after lunch. ping says Destination Host Unreachable again"),
    ("say", "Then NAT idle timeout isn't the cause. Next suspects are the office firewall's UDP state timeout or an "
     "endpoint IP change; can you get me the office router's log for 203.0.113.40:51820?"),
])

PS = "powershell.exe -NoProfile -Command "

S17 = ("C:\\Users\\kemal\\tools", "2027-01-21T12:00:00Z", "main", [
    ("user", "fresh windows 11 box: set up scoop and install nodejs-lts, python and vscode. use powershell"),
    ("bash", PS + "\"irm get.scoop.sh | iex\"", err(1, "PowerShell requires an execution policy in [Unrestricted, "
     "RemoteSigned, Bypass] to run Scoop. For example, to set the execution policy to 'RemoteSigned' please run "
     "'Set-ExecutionPolicy RemoteSigned -Scope CurrentUser'."), True),
    ("bash", PS + "\"Set-ExecutionPolicy RemoteSigned -Scope CurrentUser -Force; irm get.scoop.sh | iex\"",
     "Initializing...\nDownloading...\nExtracting...\nCreating shim...\nAdding ~\\scoop\\shims to your path.\n"
     "Scoop was installed successfully!\nType 'scoop help' for instructions.", False),
    ("bash", PS + "\"scoop install nodejs-lts python vscode\"", err(1, "Couldn't find manifest for 'vscode'.\n"
     "Installing 'nodejs-lts' (22.13.0) [64bit] from 'main' bucket\n'nodejs-lts' (22.13.0) was installed "
     "successfully!\nInstalling 'python' (3.13.1) [64bit] from 'main' bucket\n'python' (3.13.1) was installed "
     "successfully!"), True),
    ("say", "node and python are in. vscode is in the extras bucket, which isn't added by default."),
    ("bash", PS + "\"scoop bucket add extras\"", err(1, "ERROR Git is required for buckets. Run 'scoop install git' "
     "and try again."), True),
    ("bash", PS + "\"scoop install git; scoop bucket add extras; scoop install vscode\"", "Installing 'git' "
     "(2.47.1) [64bit] from 'main' bucket\n'git' (2.47.1) was installed successfully!\nChecking repo... OK\n"
     "The extras bucket was added successfully.\nInstalling 'vscode' (1.96.2) [64bit] from 'extras' bucket\n"
     "'vscode' (1.96.2) was installed successfully!", False),
    ("user", "python --version in a new terminal says: Python was not found; run without arguments to install from "
     "the Microsoft Store, or disable this shortcut from Settings > Apps > Advanced app settings > App execution "
     "aliases."),
    ("bash", PS + "\"Get-Command python -All | Select-Object Source\"", "\nSource\n------\n"
     "C:\\Users\\kemal\\AppData\\Local\\Microsoft\\WindowsApps\\python.exe\nC:\\Users\\kemal\\scoop\\shims\\python.exe\n",
     False),
    ("say", "The Store alias in WindowsApps comes before scoop's shims on PATH. Turn off the python.exe and "
     "python3.exe switches under Settings > Apps > Advanced app settings > App execution aliases."),
    ("user", "turned both off"),
    ("bash", PS + "\"python --version\"", "Python 3.13.1", False),
    ("user", "and in cmd, `code .` says: 'code' is not recognized as an internal or external command, operable "
     "program or batch file."),
    ("bash", PS + "\"scoop reset vscode\"", "Resetting vscode (1.96.2).\nLinking ~\\scoop\\apps\\vscode\\current => "
     "~\\scoop\\apps\\vscode\\1.96.2\nCreating shim for 'code'.", False),
    ("bash", PS + "\"Get-Command code | Select-Object -ExpandProperty Source\"", "C:\\Users\\kemal\\scoop\\shims\\code.cmd",
     False),
    ("say", "`code` resolves to scoop's shim now."),
    ("user", "ok"),
])

PLIST = "/Users/hana/Library/LaunchAgents/dev.hana.syncd.plist"
NOTARY = "xcrun notarytool submit build/syncd.zip --keychain-profile team-notary --wait"
SUB = "6f0d2c1e-8a4b-4c7e-9f21-3b5a7d9e0c12"

S18 = ("/Users/hana/dev/syncd", "2027-01-22T08:30:00Z", "main", [
    ("user", "install syncd as a launchd user agent so it starts at login, then notarize the binary for the team. "
     "zsh on a mac"),
    ("write", PLIST, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
     "  <key>Label</key><string>dev.hana.syncd</string>\n  <key>ProgramArguments</key>\n  <array>\n"
     "    <string>~/bin/syncd</string>\n    <string>--config</string>\n    <string>/Users/hana/.config/syncd.toml</string>\n"
     "  </array>\n  <key>RunAtLoad</key><true/>\n  <key>KeepAlive</key><true/>\n</dict>\n</plist>\n"),
    ("bash", "launchctl load ~/Library/LaunchAgents/dev.hana.syncd.plist && launchctl bootstrap gui/$(id -u) "
     "~/Library/LaunchAgents/dev.hana.syncd.plist", err(5, "Bootstrap failed: 5: Input/output error\nTry re-running "
     "the command as root for richer errors."), True),
    ("bash", "launchctl list | grep syncd; log show --last 5m --predicate 'subsystem == \"com.apple.xpc.launchd\"' "
     "| grep syncd | tail -1", "-\t78\tdev.hana.syncd\n2027-01-22 08:31:02.114 Df launchd[1]: "
     "(dev.hana.syncd) Service could not initialize: posix_spawn(~/bin/syncd), error 0x2 - No such file or directory",
     False),
    ("say", "Two things: `launchctl load` already loaded it, so the bootstrap after it failed with the unhelpful "
     "error 5; and it exits 78 because launchd doesn't expand `~` in ProgramArguments. Using the absolute path and "
     "reloading."),
    ("edit", PLIST, "<string>~/bin/syncd</string>", "<string>/Users/hana/bin/syncd</string>"),
    ("bash", "launchctl bootout gui/$(id -u)/dev.hana.syncd; launchctl bootstrap gui/$(id -u) "
     "~/Library/LaunchAgents/dev.hana.syncd.plist && sleep 2 && launchctl list | grep syncd",
     "4127\t0\tdev.hana.syncd", False),
    ("user", "great. now notarize it"),
    ("bash", "xcrun notarytool submit build/syncd --keychain-profile team-notary --wait", err(1, "Error: "
     "Unsupported file type. notarytool accepts .zip, .pkg and .dmg files; build/syncd is none of these."), True),
    ("bash", "ditto -c -k --keepParent build/syncd build/syncd.zip && " + NOTARY, "Conducting pre-submission checks "
     "for syncd.zip and initiating connection to the Apple notary service...\nSubmission ID received\n  id: " + SUB +
     "\nSuccessfully uploaded file\nWaiting for processing to complete.\nProcessing complete\n  id: " + SUB +
     "\n  status: Invalid", False),
    ("bash", "xcrun notarytool log " + SUB + " --keychain-profile team-notary | grep '\"message\"'",
     "      \"message\": \"The executable does not have the hardened runtime enabled.\",\n"
     "      \"message\": \"The signature does not include a secure timestamp.\",", False),
    ("say", "It has to be signed with the hardened runtime and a secure timestamp: `codesign --options runtime "
     "--timestamp`."),
    ("bash", "codesign --force --options runtime --timestamp --sign \"Developer ID Application: Hana Cho "
     "(7QX2M4K9LP)\" build/syncd && ditto -c -k --keepParent build/syncd build/syncd.zip && " + NOTARY,
     "build/syncd: replacing existing signature\nConducting pre-submission checks for syncd.zip and initiating "
     "connection to the Apple notary service...\nSubmission ID received\n  id: 0b7e4d92-1c3f-4a58-8e6d-5f2a9c1b7e30\n"
     "Successfully uploaded file\nWaiting for processing to complete.\nProcessing complete\n"
     "  id: 0b7e4d92-1c3f-4a58-8e6d-5f2a9c1b7e30\n  status: Accepted", False),
    ("say", "Accepted. One limit: a ticket can't be stapled to a bare Mach-O binary (stapler only takes apps, "
     "pkgs and dmgs), so Gatekeeper looks the ticket up online the first time it runs."),
    ("user", "Accepted, nice! thanks"),
])

VCL = "/etc/varnish/default.vcl"
COOKIE = ("    set req.http.Cookie = regsuball(req.http.Cookie, \"(^|;\\s*)(_ga|_gid)=[^;]*\", \"\");\n"
          "    if (req.http.Cookie ~ \"^\\s*$\") {\n        unset req.http.Cookie;\n    }\n")

S19 = ("/home/seoyeon/edge/varnish-conf", "2027-01-22T04:10:00Z", "main", [
    ("user", "varnish 설정 바꿨는데 reload가 안 돼요. 그리고 분석용 쿠키 있는 요청도 캐시되게 하고 싶어요"),
    ("bash", "sudo varnishreload", err(1, "Message from VCC-compiler:\nIllegal return for method: 'lookup'\n"
     "('/etc/varnish/default.vcl' Line 24 Pos 16)\n        return (lookup);\n---------------######--\n\n"
     "Running VCC-compiler failed, exited with 2\nVCL compilation failed"), True),
    ("say", "`return (lookup)`은 Varnish 3 문법이에요. 4 이상에서는 vcl_recv에서 `return (hash)`를 씁니다."),
    ("edit", VCL, "return (lookup);", "return (hash);"),
    ("bash", "sudo varnishd -C -f /etc/varnish/default.vcl > /dev/null && sudo varnishreload",
     "VCL 'reload_20270122_041503_1234' compiled\nVCL 'reload_20270122_041503_1234' now active", False),
    ("say", "reload 됐어요. reload 전에 `varnishd -C -f`로 컴파일만 먼저 해 보면 운영 중인 VCL을 건드리지 않고 "
     "문법을 확인할 수 있어요. 이제 쿠키: builtin vcl_recv는 Cookie 헤더가 있으면 무조건 pass 해요. 테스트부터 "
     "만들게요."),
    ("write", "/home/seoyeon/edge/varnish-conf/tests/cookie_cache.vtc", "varnishtest \"analytics cookies are "
     "cached\"\nserver s1 {\n    rxreq\n    txresp -hdr \"Cache-Control: max-age=60\" -body \"ok\"\n} -start\n"
     "varnish v1 -vcl+backend { include \"/etc/varnish/default.vcl\"; } -start\nclient c1 {\n    txreq -url \"/\" "
     "-hdr \"Cookie: _ga=GA1.2.3\"\n    rxresp\n    txreq -url \"/\" -hdr \"Cookie: _ga=GA1.2.3\"\n    rxresp\n"
     "    expect resp.http.X-Cache == \"HIT\"\n} -run\n"),
    ("bash", "varnishtest tests/cookie_cache.vtc", err(2, "---- c1    0.6 EXPECT resp.http.X-Cache (MISS) == "
     "\"HIT\" failed\n#    top  TEST tests/cookie_cache.vtc FAILED (0.712) exit=2"), True),
    ("say", "예상대로 MISS예요. vcl_recv에서 _ga, _gid 쿠키를 지우고, 남은 게 없으면 Cookie 헤더를 없앨게요."),
    ("edit", VCL, "sub vcl_recv {\n", "sub vcl_recv {\n" + COOKIE),
    ("bash", "varnishtest tests/cookie_cache.vtc", "#    top  TEST tests/cookie_cache.vtc passed (0.698)", False),
    ("user", "좋아요! 그리고 backend가 계속 sick 이래요"),
    ("bash", "sudo varnishadm backend.list", "Backend name                   Admin      Probe    Health     Last "
     "change\nboot.api                       probe      0/5      sick       Thu, 22 Jan 2027 04:02:11 GMT", False),
    ("bash", "curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8080/healthz; curl -s -o /dev/null -w "
     "'%{http_code}\\n' http://127.0.0.1:8080/health", "404\n200", False),
    ("say", "프로브가 /healthz를 보는데 앱은 /health에서만 200을 줘요. 프로브 URL을 고칠게요."),
    ("edit", VCL, ".url = \"/healthz\";", ".url = \"/health\";"),
    ("bash", "sudo varnishreload", "VCL 'reload_20270122_042210_5531' compiled\n"
     "VCL 'reload_20270122_042210_5531' now active", False),
    ("say", "reload 됐어요. 프로브가 5번 중 3번 성공하면 healthy로 바뀔 거예요."),
    ("user", "아 그리고 static/logo.svg를 ~/Downloads/logo-2027.svg로 바꿔 줘요"),
    ("bash", "cp ~/Downloads/logo-2027.svg static/logo.svg && git add static/logo.svg", "", False),
    ("user", "로고 됐어요, 감사합니다!"),
])

DENIED = ("admission webhook \"validate.kyverno.svc-fail\" denied the request: \n\npolicy "
          "{kind} for resource violation: \n\nrequire-team-label:\n  check-team: 'validation error: label team is "
          "required. rule check-team failed at path /metadata/labels/team/'")

S20 = ("/home/lucas/platform/cluster-ops", "2027-01-22T11:00:00Z", "main", [
    ("user", "velero backups of the billing namespace are PartiallyFailed every night since we installed kyverno. "
     "find out why"),
    ("bash", "velero backup get | head -3", "NAME                     STATUS            ERRORS   WARNINGS   CREATED"
     "                         EXPIRES   STORAGE LOCATION   SELECTOR\nbilling-20270122020011   PartiallyFailed   3"
     "        0          2027-01-22 02:00:11 +0000 UTC   29d       default            <none>\n"
     "billing-20270121020012   PartiallyFailed   3        0          2027-01-21 02:00:12 +0000 UTC   28d       "
     "default            <none>", False),
    ("bash", "velero backup describe billing-20270122020011 --details | grep -A6 '^Errors'", "Errors:\n"
     "  Velero:    <none>\n  Cluster:   <none>\n  Namespaces:\n    billing:   resource: /pods name: "
     "/invoice-worker-7d9c5-x2x8q message: /pod volume backup failed: error creating PodVolumeBackup: " +
     DENIED.replace("{kind}", "PodVolumeBackup/velero/billing-20270122020011-7kq2n"), False),
    ("bash", "kubectl get clusterpolicy require-team-label -o jsonpath='{.spec.rules[0].match}'",
     "{\"any\":[{\"resources\":{\"kinds\":[\"*\"]}}]}", False),
    ("say", "The require-team-label ClusterPolicy matches every kind, so Kyverno also validates the PodVolumeBackup "
     "objects Velero creates in its own namespace, and they have no team label. Excluding the velero and "
     "kube-system namespaces."),
    ("edit", "/home/lucas/platform/cluster-ops/policies/require-team-label.yaml", "          kinds: [\"*\"]\n",
     "          kinds: [\"*\"]\n    exclude:\n      any:\n      - resources:\n          namespaces: [\"velero\", "
     "\"kube-system\"]\n"),
    ("bash", "kubectl apply -f policies/require-team-label.yaml", "clusterpolicy.kyverno.io/require-team-label "
     "configured", False),
    ("bash", "velero backup create billing-manual-1 --include-namespaces billing --wait", "Backup request "
     "\"billing-manual-1\" submitted successfully.\nWaiting for backup to complete. You may safely press ctrl-c to "
     "stop waiting - your backup will continue in the background.\n.......\nBackup completed with status: "
     "Completed. You may check for more information using the commands `velero backup describe billing-manual-1` "
     "and `velero backup logs billing-manual-1`.", False),
    ("user", "nice. now test a restore of it into a billing-restore namespace"),
    ("bash", "velero restore create billing-restore-1 --from-backup billing-manual-1 --namespace-mappings "
     "billing:billing-restore --wait", "Restore request \"billing-restore-1\" submitted successfully.\n.....\n"
     "Restore completed with status: PartiallyFailed. You may check for more information using the commands "
     "`velero restore describe billing-restore-1` and `velero restore logs billing-restore-1`.", False),
    ("bash", "velero restore describe billing-restore-1 | grep -A3 '^Errors'", "Errors:\n  Velero:     <none>\n"
     "  Cluster:    error restoring namespaces/billing-restore: " +
     DENIED.replace("{kind}", "Namespace/billing-restore"), False),
    ("say", "Velero creates the mapped namespace without labels, and the policy requires `team` on namespaces too. "
     "Creating it with the label first:"),
    ("bash", "kubectl create namespace billing-restore && kubectl label namespace billing-restore team=billing && "
     "kubectl get ns billing-restore --show-labels", "namespace/billing-restore created\nnamespace/billing-restore "
     "labeled\nNAME              STATUS   AGE   LABELS\nbilling-restore   Active   1s    "
     "kubernetes.io/metadata.name=billing-restore,team=billing", False),
    ("say", "The namespace exists with `team=billing` now, so the restore shouldn't trip the policy."),
    ("user", "ok, I'll rerun the restore tomorrow in the maintenance window"),
])

SOURCES = {"s16-wireguard-debian": S16, "s17-scoop-powershell": S17, "s18-launchd-notary-zsh": S18,
           "s19-varnish-vcl-ko": S19, "s20-velero-kyverno": S20}
