"""corpus40's scripted sessions, fourth part: vmagent into VictoriaMetrics (in Korean, a long output), Suricata with
suricata-update (a long output), CrowdSec with the nftables bouncer (a Task), the Bitwarden CLI from fish scripts,
git-crypt on macOS zsh (a rejected tool use, ANSI colour)."""
from __future__ import annotations

from tests.truth.corpus40_common import ESC, REJECTED

E = ESC
TSDB = "\n".join(
    ["{", "  \"status\": \"success\",", "  \"data\": {", "    \"totalSeries\": 48211,",
     "    \"totalLabelValuePairs\": 391502,", "    \"seriesCountByMetricName\": ["]
    + [f"      {{ \"name\": \"{n}\", \"value\": {v} }}," for n, v in (
        ("node_cpu_seconds_total", 3072), ("node_systemd_unit_state", 2955), ("node_filesystem_avail_bytes", 612),
        ("node_network_receive_bytes_total", 540), ("go_gc_duration_seconds", 75))]
    + ["    ],", "    \"seriesCountByLabelName\": ["]
    + [f"      {{ \"name\": \"{n}\", \"value\": {v} }}," for n, v in (
        ("__name__", 48211), ("instance", 48211), ("job", 48211), ("cpu", 3072), ("mode", 3072))]
    + ["    ]", "  }", "}"])

S16 = [
    ("user", "vmagent가 타깃은 잘 긁어 오는데 VictoriaMetrics(10.0.4.2:8428)에서 쿼리하면 아무 데이터도 안 나와요. "
             "보존 기간은 90일로 잡아 두었고요."),
    ("bash", "curl -s localhost:8429/targets | head -n 4",
     "job=\"node\" (3/3 up)\n\tstate=up, endpoint=http://10.0.4.11:9100/metrics, labels={instance=\"10.0.4.11:9100\", "
     "job=\"node\"}, last_scrape=1.204s ago, scrape_duration=0.018s, samples_scraped=1374, error=\"\"\n"
     "\tstate=up, endpoint=http://10.0.4.12:9100/metrics, labels={instance=\"10.0.4.12:9100\", job=\"node\"}, "
     "last_scrape=3.871s ago, scrape_duration=0.021s, samples_scraped=1402, error=\"\"", False),
    ("bash", "journalctl -u vmagent -n 3 --no-pager",
     "Mar 07 10:20:41 mon1 vmagent[2210]: 2025-03-07T10:20:41.512Z\twarn\tVictoriaMetrics/app/vmagent/remotewrite/"
     "client.go:460\tcouldn't send a block with size 183412 bytes to \"1:secret-url\": unexpected status code "
     "received after sending a block with size 183412 bytes to \"1:secret-url\" during retry #3: 400; response "
     "body=\"unsupported path requested: \\\"/api/v1/push\\\"\"; re-sending the block in 8.000 seconds", False),
    ("bash", "grep -n remoteWrite /etc/default/vmagent",
     "3:ARGS=\"-promscrape.config=/etc/vmagent/scrape.yml -remoteWrite.url=http://10.0.4.2:8428/api/v1/push\"",
     False),
    ("say", "원인은 `-remoteWrite.url` 경로입니다. VictoriaMetrics 단일 노드는 Prometheus remote write를 "
            "`/api/v1/write`에서 받습니다. `/api/v1/push`는 없는 경로라서 400이 납니다."),
    ("edit", "/etc/default/vmagent", "-remoteWrite.url=http://10.0.4.2:8428/api/v1/push",
     "-remoteWrite.url=http://10.0.4.2:8428/api/v1/write"),
    ("bash", "sudo systemctl restart vmagent && sleep 20 && "
             "curl -s 'http://10.0.4.2:8428/api/v1/query?query=count(up)' | jq -c .data.result",
     "[{\"metric\":{},\"value\":[1741343102,\"3\"]}]", False),
    ("user", "됐어요! 그라파나에서 그래프 나와요."),
    ("bash", "curl -s http://10.0.4.2:8428/flags | grep -i retention",
     "-retentionPeriod=\"90\"", False),
    ("say", "보존 기간은 단위 없이 `90`이라 90개월로 해석됩니다(기본 단위가 month). 90일이면 `90d`로 써야 합니다."),
    ("bash", "sudo sed -i 's/-retentionPeriod=90 /-retentionPeriod=90d /' /etc/default/victoriametrics && "
             "sudo systemctl restart victoriametrics && sleep 3 && curl -s http://10.0.4.2:8428/flags | "
             "grep -i retention",
     "-retentionPeriod=\"90d\"", False),
    ("bash", "curl -s 'http://10.0.4.2:8428/api/v1/status/tsdb?topN=5' | jq", TSDB, False),
    ("user", "그런데 vmagent를 이중화해서 두 대 돌리니까 count(up{job=\"node\"})가 6으로 나와요. 3이어야 하는데."),
    ("bash", "curl -s 'http://10.0.4.2:8428/api/v1/query?query=count(up{job=\"node\"})' | jq -c .data.result",
     "[{\"metric\":{},\"value\":[1741344230,\"6\"]}]", False),
    ("say", "두 vmagent가 같은 타깃을 긁어서 시리즈가 두 배입니다. 둘 다 같은 외부 라벨을 쓰게 하고 "
            "VictoriaMetrics에 `-dedup.minScrapeInterval=30s`를 주면 중복 샘플이 합쳐집니다. 적용 스크립트를 "
            "만들어 두겠습니다."),
    ("write", "/home/sora/ops/enable-dedup.sh",
     "#!/bin/sh\nset -e\nsudo sed -i 's/^ARGS=\"/ARGS=\"-dedup.minScrapeInterval=30s /' /etc/default/victoriametrics\n"
     "sudo systemctl restart victoriametrics\n"),
    ("say", "/home/sora/ops/enable-dedup.sh를 만들었습니다. 두 vmagent의 `-remoteWrite.label`도 맞춰야 합니다."),
    ("user", "알겠어요, 그건 다음 점검 때 할게요."),
]

SURI_T1 = "\n".join([
    "i: suricata: This is Suricata version 7.0.8 RELEASE running in SYSTEM mode",
    "i: cpu: CPUs/cores online: 4",
    "i: suricata: Running suricata under test mode",
    "i: suricata: Setting engine mode to IDS mode by default",
    "i: exception-policy: master exception-policy set to: auto",
    "i: logopenfile: fast output device (regular) initialized: fast.log",
    "i: logopenfile: eve-log output device (regular) initialized: eve.json",
    "i: logopenfile: stats output device (regular) initialized: stats.log",
    "W: detect: No rule files match the pattern /var/lib/suricata/rules/suricata.rules",
    "W: detect: 1 rule files specified, but no rules were loaded!",
    "E: detect: opening rule file /var/lib/suricata/rules/suricata.rules: No such file or directory."])
SURI_UPD = "\n".join([
    "6/3/2025 -- 16:40:02 - <Info> -- Using data-directory /var/lib/suricata.",
    "6/3/2025 -- 16:40:02 - <Info> -- Using Suricata configuration /etc/suricata/suricata.yaml",
    "6/3/2025 -- 16:40:02 - <Info> -- Found Suricata version 7.0.8 at /usr/bin/suricata.",
    "6/3/2025 -- 16:40:02 - <Info> -- Loading /etc/suricata/disable.conf",
    "6/3/2025 -- 16:40:03 - <Info> -- No sources configured, will use Emerging Threats Open",
    "6/3/2025 -- 16:40:03 - <Info> -- Fetching https://rules.emergingthreats.net/open/suricata-7.0.8/"
    "emerging.rules.tar.gz.",
    " 100% - 4712309/4712309",
    "6/3/2025 -- 16:40:05 - <Info> -- Done.",
    "6/3/2025 -- 16:40:05 - <Info> -- Loading distribution rule file /etc/suricata/rules/stream-events.rules",
    "6/3/2025 -- 16:40:05 - <Info> -- Loading distribution rule file /etc/suricata/rules/http-events.rules",
    "6/3/2025 -- 16:40:07 - <Info> -- Loaded 62514 rules.",
    "6/3/2025 -- 16:40:07 - <Info> -- Disabled 14 rules.",
    "6/3/2025 -- 16:40:07 - <Info> -- Enabled 0 rules.",
    "6/3/2025 -- 16:40:08 - <Info> -- Writing rules to /var/lib/suricata/rules/suricata.rules: total: 62514; "
    "enabled: 48213; added: 62514; removed 0; modified: 0",
    "6/3/2025 -- 16:40:09 - <Info> -- Testing with suricata -T.",
    "6/3/2025 -- 16:40:31 - <Info> -- Done."])

S17 = [
    ("user", "Fresh Suricata 7 on Debian 12, IDS mode on the uplink. It logs nothing in fast.log, even for "
             "testmynids.org. Can you get it alerting?"),
    ("bash", "sudo suricata -T -c /etc/suricata/suricata.yaml -v", "Exit code 1\n" + SURI_T1, True),
    ("bash", "sudo suricata-update", SURI_UPD, False),
    ("bash", "sudo suricata -T -c /etc/suricata/suricata.yaml 2>&1 | tail -n 2",
     "i: suricata: This is Suricata version 7.0.8 RELEASE running in SYSTEM mode\n"
     "i: suricata: Configuration provided was successfully loaded. Exiting.", False),
    ("bash", "sudo systemctl restart suricata && sleep 8 && sudo tail -n 2 /var/log/suricata/suricata.log",
     "[6642 - Suricata-Main] 2025-03-06 16:42:21 Error: af-packet: eth0: failed to find interface: No such device\n"
     "[6642 - Suricata-Main] 2025-03-06 16:42:21 Error: runmodes: eth0: failed to start capture thread", False),
    ("bash", "ip -br link | grep -v lo",
     "ens18            UP             bc:24:11:5e:0a:3f <BROADCAST,MULTICAST,UP,LOWER_UP>", False),
    ("edit", "/etc/suricata/suricata.yaml", "af-packet:\n  - interface: eth0\n",
     "af-packet:\n  - interface: ens18\n"),
    ("bash", "sudo systemctl restart suricata && sleep 15 && curl -s http://testmynids.org/uid/index.html && "
             "sleep 2 && sudo tail -n 1 /var/log/suricata/fast.log",
     "uid=0(root) gid=0(root) groups=0(root)\n"
     "03/06/2025-16:45:10.118204  [**] [1:2100498:7] GPL ATTACK_RESPONSE id check returned root [**] "
     "[Classification: Potentially Bad Traffic] [Priority: 2] {TCP} 18.155.68.54:80 -> 10.0.3.15:51622", False),
    ("user", "Works. But fast.log is full of `SURICATA STREAM Packet with invalid ack` (2210045), kill that one."),
    ("bash", "echo 2210045 | sudo tee -a /etc/suricata/disable.conf && sudo suricata-update 2>&1 | "
             "grep -E 'Disabled|Writing' && sudo suricatasc -c reload-rules",
     "2210045\n6/3/2025 -- 16:52:40 - <Info> -- Disabled 15 rules.\n"
     "6/3/2025 -- 16:52:41 - <Info> -- Writing rules to /var/lib/suricata/rules/suricata.rules: total: 62514; "
     "enabled: 48212; added: 0; removed 0; modified: 1\n{\"message\": \"done\", \"return\": \"OK\"}", False),
    ("bash", "sleep 60; sudo grep -c '2210045' /var/log/suricata/fast.log; sudo tail -n 1 /var/log/suricata/fast.log",
     "4127\n03/06/2025-16:54:02.771930  [**] [1:2210045:2] SURICATA STREAM Packet with invalid ack [**] "
     "[Classification: Generic Protocol Command Decode] [Priority: 3] {TCP} 10.0.3.15:44018 -> 151.101.2.132:443",
     False),
    ("say", "Still firing after the reload. suricata.yaml also lists /etc/suricata/rules/stream-events.rules under "
            "`rule-files`, so the original copy is loaded beside the managed file. That entry has to go."),
    ("user", "I'm out of time, I'll look at rule-files myself."),
]

S18 = [
    ("user", "Debian 12 web box with nginx. Install CrowdSec and the nftables bouncer, and make sure it actually "
             "reads the nginx logs."),
    ("bash", "sudo cscli collections install crowdsecurity/nginx && sudo systemctl reload crowdsec",
     "INFO[2025-03-07 11:10:02] crowdsecurity/nginx-logs: downloading parsers\n"
     "INFO[2025-03-07 11:10:02] Enabled crowdsecurity/nginx\nINFO[2025-03-07 11:10:02] Run 'sudo systemctl reload "
     "crowdsec' for the new configuration to be effective.", False),
    ("bash", "sudo cscli metrics show acquisition",
     "Acquisition Metrics:\n╭────────────────────────────┬────────────┬──────────────┬────────────────┬"
     "────────────────────────╮\n│ Source                     │ Lines read │ Lines parsed │ Lines unparsed │ "
     "Lines poured to bucket │\n├────────────────────────────┼────────────┼──────────────┼────────────────┼"
     "────────────────────────┤\n│ file:/var/log/auth.log     │ 212        │ 31           │ 181            │ 7    "
     "                  │\n│ journalctl:journalctl-sshd │ 44         │ 44           │ -              │ 2       "
     "               │\n╰────────────────────────────┴────────────┴──────────────┴────────────────┴──────────"
     "──────────────╯", False),
    ("say", "No nginx source at all: nginx was installed after CrowdSec, so the setup wizard never added its logs "
            "to acquis.yaml."),
    ("edit", "/etc/crowdsec/acquis.yaml", "---\nfilenames:\n  - /var/log/auth.log\n",
     "---\nfilenames:\n  - /var/log/nginx/access.log\n  - /var/log/nginx/error.log\nlabels:\n  type: nginx\n"
     "---\nfilenames:\n  - /var/log/auth.log\n"),
    ("bash", "sudo systemctl restart crowdsec && sleep 30 && sudo cscli metrics show acquisition | grep nginx",
     "│ file:/var/log/nginx/access.log │ 1.84k      │ 1.84k        │ -              │ 96                     │\n"
     "│ file:/var/log/nginx/error.log  │ 17         │ 17           │ -              │ -                      │",
     False),
    ("bash", "sudo apt-get install -y crowdsec-firewall-bouncer-nftables >/dev/null && sudo cscli bouncers list",
     "────────────────────────────────────────────────────────────────────────\n"
     " Name                            IP Address  Valid  Last API pull         Type\n"
     "────────────────────────────────────────────────────────────────────────\n"
     " cs-firewall-bouncer-1741345990  127.0.0.1   ✔️      2025-03-07T11:13:22Z  crowdsec-firewall-bouncer\n"
     "────────────────────────────────────────────────────────────────────────", False),
    ("task", "Probe the ban path",
     "From the test host 192.168.1.20 (ssh tester@192.168.1.20), request 20 random non-existent paths on "
     "https://web1.lan and report whether CrowdSec bans it and which scenario fires. Don't change the server.",
     "Ran a loop of 20 `curl -sk https://web1.lan/<random>` from 192.168.1.20. Requests 1–11 returned 404; from "
     "request 12 on, curl timed out (`curl: (28) Connection timed out after 5001 milliseconds`). On web1, "
     "`cscli alerts list` shows `crowdsecurity/http-probing` for 192.168.1.20 with decision `ban` for 4h, and "
     "`nft list set ip crowdsec crowdsec-blacklists-crowdsecurity` contains 192.168.1.20. The ban path works."),
    ("user", "Ha, 192.168.1.20 is also my workstation's NAT address... now I can't reach the site. Whitelist the "
             "LAN please."),
    ("write", "/etc/crowdsec/parsers/s02-enrich/lan-whitelist.yaml",
     "name: local/lan-whitelist\ndescription: \"never ban the office LAN\"\nwhitelist:\n  reason: \"office LAN\"\n"
     "  cidr:\n    - \"192.168.1.0/24\"\n"),
    ("bash", "sudo systemctl reload crowdsec && sudo cscli parsers list | grep lan-whitelist",
     " local/lan-whitelist   🏠  enabled,local  /etc/crowdsec/parsers/s02-enrich/lan-whitelist.yaml", False),
    ("say", "Whitelist loaded. Can you reach https://web1.lan now?"),
    ("user", "No, still connection timed out from my machine."),
    ("say", "The whitelist stops new bans, but the 4h decision from the probe is still in place. Removing it."),
    ("bash", "sudo cscli decisions delete --ip 192.168.1.20",
     "INFO[2025-03-07 11:31:40] 1 decision(s) deleted", False),
    ("user", "yes, loads again. thanks"),
]

BW_SCRIPT = ("#!/usr/bin/env fish\nset -l BW_SESSION (bw unlock --passwordenv BW_PASSWORD --raw)\n"
             "for key in STRIPE_KEY SENTRY_DSN MAPBOX_TOKEN DATABASE_URL\n"
             "    echo \"$key=\"(bw get item ledger-dev | "
             "jq -r --arg k $key '.fields[] | select(.name==$k) | .value')\n"
             "end > .env\necho \".env written (\"(count < .env)\" keys)\"\n")
S19 = [
    ("user", "fish user here. Write scripts/pull-secrets.fish that fills .env from the `ledger-dev` item in "
             "Bitwarden (custom fields). I'm logged in with `bw login --apikey`; BW_PASSWORD is set."),
    ("write", "/Users/ada/code/ledger/scripts/pull-secrets.fish", BW_SCRIPT),
    ("bash", "fish scripts/pull-secrets.fish; cat .env",
     "Vault is locked.\nVault is locked.\nVault is locked.\nVault is locked.\n.env written (4 keys)\n"
     "STRIPE_KEY=\nSENTRY_DSN=\nMAPBOX_TOKEN=\nDATABASE_URL=", False),
    ("say", "`set -l` makes BW_SESSION a local variable but doesn't export it, so the `bw get` child processes "
            "never see the session key. In fish that needs `-x`."),
    ("edit", "/Users/ada/code/ledger/scripts/pull-secrets.fish", "set -l BW_SESSION", "set -lx BW_SESSION"),
    ("bash", "fish scripts/pull-secrets.fish; cut -d= -f1 .env; grep -c '=$' .env",
     ".env written (4 keys)\nSTRIPE_KEY\nSENTRY_DSN\nMAPBOX_TOKEN\nDATABASE_URL\n0", False),
    ("user", "I rotated MAPBOX_TOKEN in the web vault 10 minutes ago, is .env getting the new one? it should "
             "start with pk.eyJ1Ijoi"),
    ("bash", "grep MAPBOX .env | cut -c1-36",
     "MAPBOX_TOKEN=pk.eyJ1IjoibGVkZ2VyLW9sZC", False),
    ("say", "That's the old token (`ledger-old…`): the CLI answers from its local cache until `bw sync`. Adding "
            "a sync to the script."),
    ("edit", "/Users/ada/code/ledger/scripts/pull-secrets.fish",
     "set -lx BW_SESSION (bw unlock --passwordenv BW_PASSWORD --raw)\n",
     "set -lx BW_SESSION (bw unlock --passwordenv BW_PASSWORD --raw)\nbw sync --quiet\n"),
    ("bash", "fish scripts/pull-secrets.fish; grep MAPBOX .env | cut -c1-36",
     ".env written (4 keys)\nMAPBOX_TOKEN=pk.eyJ1IjoibGVkZ2VyLW5ldy", False),
    ("user", "ledger-new, that's it."),
]

GC_STATUS = ("    encrypted: config/secrets/dev.yaml\n"
             f"not encrypted: config/secrets/prod.yaml {E}[1;31m*** WARNING: staged/committed version is NOT "
             f"ENCRYPTED! ***{E}[0m\n\nWarning: one or more files is marked for encryption via .gitattributes but\n"
             "was staged and/or committed before the .gitattributes file was in effect.\n"
             "Run 'git-crypt status' with the '-f' option to stage an encrypted version.")
S20 = [
    ("user", "zsh on macOS. Set up git-crypt so config/secrets/*.yaml are encrypted in the repo. prod.yaml is "
             "already committed (I know…)."),
    ("bash", "git-crypt init", "Generating key...", False),
    ("write", "/Users/felix/code/ledger-api/.gitattributes",
     "config/secrets/** filter=git-crypt diff=git-crypt\n.gitattributes !filter !diff\n"),
    ("bash", "git add .gitattributes config/secrets/dev.yaml && git commit -qm 'encrypt secrets with git-crypt' && "
             "git-crypt status -e", "Exit code 1\n" + GC_STATUS, True),
    ("bash", "git-crypt status -f && git commit -qm 're-stage prod secrets encrypted' && git-crypt status -e",
     "    encrypted: config/secrets/dev.yaml\n    encrypted: config/secrets/prod.yaml\n\n"
     "Staging files that need encryption...\n\n    encrypted: config/secrets/dev.yaml\n"
     "    encrypted: config/secrets/prod.yaml", False),
    ("say", "HEAD is encrypted now, but the plaintext prod.yaml is still in history (commit a41c9e2 and earlier). "
            "Removing it means rewriting history."),
    ("bash", "git filter-repo --path config/secrets/prod.yaml --invert-paths --force", REJECTED, True),
    ("user", "No history rewrite, the repo is shared. I'll rotate the prod secrets instead. Show me how CI unlocks."),
    ("bash", "git-crypt export-key ~/keys/ledger-api.key && rm -rf /tmp/cl && git clone -q . /tmp/cl && "
             "cd /tmp/cl && head -c 10 config/secrets/prod.yaml | xxd | head -n 1 && "
             "git-crypt unlock ~/keys/ledger-api.key && head -n 2 config/secrets/prod.yaml",
     "00000000: 0047 4954 4352 5950 5400 9a4f            .GITCRYPT..O\n"
     "stripe:\n  secret_key: sk_live_••••", False),
    ("say", "A fresh clone holds the `\\0GITCRYPT\\0` blobs; `git-crypt unlock <keyfile>` decrypts in place. In "
            "CI, store the exported key as a base64 secret and decode it to a file before `git-crypt unlock`."),
    ("user", "clear, thanks."),
]

SOURCES = {
    "s16-victoriametrics-ko": ("/home/sora/ops", "2025-03-07T10:15:00Z", "main", S16),
    "s17-suricata-update": ("/home/kemal", "2025-03-06T16:35:00Z", "HEAD", S17),
    "s18-crowdsec-nginx": ("/root", "2025-03-07T11:05:00Z", "HEAD", S18),
    "s19-bitwarden-fish": ("/Users/ada/code/ledger", "2025-03-08T09:00:00Z", "main", S19),
    "s20-git-crypt-zsh": ("/Users/felix/code/ledger-api", "2025-03-08T14:20:00Z", "secrets", S20),
}
