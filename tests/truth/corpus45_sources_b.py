"""Scripted sessions of corpus45, part two: Ghostty's config on macOS zsh (ANSI colour, a rejected tool use),
Alacritty's TOML migration in Windows PowerShell 7, BIND 9 zones and DNSSEC keys (in Korean, a long output),
rspamd DKIM signing on Linux, Netdata's go.d postgres collector in docker compose (a Task)."""
from __future__ import annotations

from tests.truth.corpus_makers import ESC, REJECTED

B, R, Y, Z = f"{ESC}[1m", f"{ESC}[31m", f"{ESC}[33m", f"{ESC}[0m"

GHOSTTY = [
    ("user", "ghostty ignores half my config after the 1.1 update. fix it"),
    ("bash", "ghostty +validate-config",
     f"Exit code 1\n{B}/Users/mina/.config/ghostty/config:4{Z}: {R}error{Z}: theme \"catppuccin-mocha\" not found, "
     "tried paths: /Users/mina/.config/ghostty/themes/catppuccin-mocha, "
     "/Applications/Ghostty.app/Contents/Resources/ghostty/themes/catppuccin-mocha\n"
     f"{B}/Users/mina/.config/ghostty/config:9{Z}: {R}error{Z}: unknown field: {Y}window-padding-balanced{Z}", True),
    ("bash", "ghostty +list-themes --plain | grep -i catppuccin",
     "Catppuccin Frappe\nCatppuccin Latte\nCatppuccin Macchiato\nCatppuccin Mocha", False),
    ("say", "Bundled theme names are title case with spaces now, and the padding option is `window-padding-balance` "
            "(no trailing d)."),
    ("edit", "/Users/mina/.config/ghostty/config", "theme = catppuccin-mocha", "theme = Catppuccin Mocha"),
    ("edit", "/Users/mina/.config/ghostty/config", "window-padding-balanced = true", "window-padding-balance = true"),
    ("bash", "ghostty +validate-config && echo config-valid", "config-valid", False),
    ("user", "now the option key should act as alt in neovim, it types å instead"),
    ("edit", "/Users/mina/.config/ghostty/config", "window-padding-balance = true",
     "window-padding-balance = true\nmacos-option-as-alt = true"),
    ("say", "cmd+shift+, reloads the config, but `macos-option-as-alt` only takes effect in new windows. Clearing "
            "Ghostty's cache forces a cold start:"),
    ("bash", "rm -rf ~/Library/Caches/com.mitchellh.ghostty", REJECTED, True),
    ("user", "don't delete caches, I'll open a new window later. write a short README in ~/.config/ghostty that "
             "explains the theme naming so I remember"),
    ("write", "/Users/mina/.config/ghostty/README.md",
     "# ghostty config\n\n- Theme names are title case: `theme = Catppuccin Mocha` "
     "(`ghostty +list-themes --plain` lists them).\n- Check edits with `ghostty +validate-config`.\n"),
    ("user", "perfect, that README is exactly what I wanted"),
]

ALACRITTY = [
    ("user", "alacritty 0.14 says my alacritty.yml is no longer supported. convert it and make it start pwsh"),
    ("bash", "alacritty migrate -c \"$env:APPDATA\\alacritty\\alacritty.yml\"",
     "Successfully migrated C:\\Users\\Daniel\\AppData\\Roaming\\alacritty\\alacritty.yml to "
     "C:\\Users\\Daniel\\AppData\\Roaming\\alacritty\\alacritty.toml", False),
    ("bash", "Select-String -Path \"$env:APPDATA\\alacritty\\alacritty.toml\" -Pattern 'program|import'",
     "C:\\Users\\Daniel\\AppData\\Roaming\\alacritty\\alacritty.toml:2:import = "
     "[\"C:\\\\Users\\\\Daniel\\\\AppData\\\\Roaming\\\\alacritty\\\\themes\\\\gruvbox_dark.toml\"]\n"
     "C:\\Users\\Daniel\\AppData\\Roaming\\alacritty\\alacritty.toml:31:program = \"pwsh\"", False),
    ("bash", "alacritty -vv; Get-Content (Get-ChildItem $env:TEMP\\Alacritty-*.log | Sort-Object LastWriteTime)[-1] "
             "-Tail 3",
     "[2026-03-07 10:02:11.417] [INFO ] [alacritty] Configuration files loaded from:\n"
     "  \"C:\\Users\\Daniel\\AppData\\Roaming\\alacritty\\alacritty.toml\"\n"
     "[2026-03-07 10:02:11.902] [ERROR] [alacritty] Failed to spawn command 'pwsh': The system cannot find the file "
     "specified. (os error 2)", False),
    ("say", "Alacritty started from the Start menu doesn't get the PATH this shell has. Trying the name with its "
            "extension first."),
    ("edit", "C:\\Users\\Daniel\\AppData\\Roaming\\alacritty\\alacritty.toml", "program = \"pwsh\"",
     "program = \"pwsh.exe\""),
    ("bash", "alacritty -vv; Get-Content (Get-ChildItem $env:TEMP\\Alacritty-*.log | Sort-Object LastWriteTime)[-1] "
             "-Tail 1",
     "[2026-03-07 10:04:37.118] [ERROR] [alacritty] Failed to spawn command 'pwsh.exe': The system cannot find the "
     "file specified. (os error 2)", False),
    ("say", "Same error with `.exe`. Looking up where PowerShell 7 is installed to use the full path."),
    ("bash", "Get-ChildItem 'C:\\Program Files\\PowerShell\\*\\pwsh.exe' | Select-Object -ExpandProperty FullName",
     "C:\\Program Files\\PowerShell\\7\\pwsh.exe", False),
    ("edit", "C:\\Users\\Daniel\\AppData\\Roaming\\alacritty\\alacritty.toml", "program = \"pwsh.exe\"",
     "program = \"C:\\\\Program Files\\\\PowerShell\\\\7\\\\pwsh.exe\""),
    ("bash", "alacritty -vv; Get-Content (Get-ChildItem $env:TEMP\\Alacritty-*.log | Sort-Object LastWriteTime)[-1] "
             "-Tail 2",
     "[2026-03-07 10:06:52.660] [INFO ] [alacritty] Running command: \"C:\\Program Files\\PowerShell\\7\\pwsh.exe\"\n"
     "[2026-03-07 10:06:52.702] [INFO ] [alacritty] Initializing glyph cache...", False),
    ("user", "works, pwsh opens in it now"),
]

_ZONES = ["localhost", "127.in-addr.arpa", "0.in-addr.arpa", "255.in-addr.arpa", "example.kr", "example.co.kr",
          "113.0.203.in-addr.arpa", "lab.example.kr", "mail.example.kr", "dev.example.kr", "stage.example.kr",
          "corp.example.kr", "iot.example.kr", "vpn.example.kr", "backup.example.kr", "old-example.kr",
          "example-shop.kr", "example.net", "100.51.198.in-addr.arpa", "edge.example.kr"]
CHECKCONF = "\n".join(f"zone {z}/IN: loaded serial "
                      f"{2026030602 if z == 'example.kr' else 2026020100 + 7 * n if n > 3 else n + 1}"
                      for n, z in enumerate(_ZONES))

BIND = [
    ("user", "example.kr 존에 ns2 레코드를 추가했는데 보조 서버(ns2)에 반영이 안 돼요"),
    ("bash", "named-checkzone example.kr /etc/bind/zones/db.example.kr",
     "Exit code 1\ndns_master_load: /etc/bind/zones/db.example.kr:14: ns2.example.kr: CNAME and other data\n"
     "zone example.kr/IN: loading from master file /etc/bind/zones/db.example.kr failed: CNAME and other data\n"
     "zone example.kr/IN: not loaded due to errors.", True),
    ("say", "14번째 줄의 ns2가 CNAME인데 같은 이름에 다른 레코드가 있습니다. NS가 가리키는 이름은 CNAME이면 안 되니 "
            "A 레코드로 바꿀게요."),
    ("edit", "/etc/bind/zones/db.example.kr", "ns2     IN  CNAME   ns1.example.kr.",
     "ns2     IN  A       203.0.113.53"),
    ("bash", "named-checkzone example.kr /etc/bind/zones/db.example.kr",
     "zone example.kr/IN: loaded serial 2026030601\nOK", False),
    ("bash", "rndc reload example.kr && journalctl -u named -n 2 --no-pager",
     "zone reload queued\nMar 06 15:21:07 ns1 named[812]: zone example.kr/IN: zone serial (2026030601) unchanged. "
     "zone may fail to transfer to slaves.\nMar 06 15:21:07 ns1 named[812]: zone example.kr/IN: loaded serial "
     "2026030601", False),
    ("say", "시리얼을 올리지 않아서 ns2가 zone transfer를 받지 않습니다. 2026030602로 올립니다."),
    ("edit", "/etc/bind/zones/db.example.kr", "2026030601 ; serial", "2026030602 ; serial"),
    ("bash", "rndc reload example.kr && sleep 5 && dig +short @203.0.113.53 example.kr SOA",
     "zone reload queued\nns1.example.kr. hostmaster.example.kr. 2026030602 3600 900 1209600 300", False),
    ("user", "ns2에서도 보여요. 감사합니다! 전체 설정도 한 번 검사해 주세요"),
    ("bash", "named-checkconf -z", CHECKCONF, False),
    ("say", "20개 존 모두 로드됩니다."),
    ("user", "좋아요. 그리고 example.kr에 DNSSEC 서명을 켜 주세요"),
    ("edit", "/etc/bind/named.conf.local", "    file \"/etc/bind/zones/db.example.kr\";",
     "    file \"/etc/bind/zones/db.example.kr\";\n    dnssec-policy default;\n    inline-signing yes;\n"
     "    key-directory \"/var/lib/bind/keys\";"),
    ("bash", "rndc reconfig && journalctl -u named -n 3 --no-pager",
     "Mar 06 15:30:44 ns1 named[812]: zone example.kr/IN (signed): reconfiguring zone keys\n"
     "Mar 06 15:30:44 ns1 named[812]: keymgr: example.kr: failed to create key directory /var/lib/bind/keys: "
     "permission denied\nMar 06 15:30:44 ns1 named[812]: zone example.kr/IN (signed): "
     "zone_rekey:dns_zone_getdnsseckeys failed: permission denied", False),
    ("say", "named(bind 사용자)가 /var/lib/bind/keys를 만들 권한이 없습니다. 디렉터리를 bind 소유로 만들어 둘게요."),
    ("bash", "sudo install -d -o bind -g bind -m 750 /var/lib/bind/keys", "", False),
    ("bash", "named-checkconf && echo 설정-OK", "설정-OK", False),
    ("say", "키 디렉터리를 만들었고 설정 검사도 통과했습니다."),
]

RSPAMD = [
    ("user", "outgoing mail from example.com isn't DKIM-signed since I moved rspamd to the new box"),
    ("bash", "rspamadm configtest", "syntax OK", False),
    ("bash", "journalctl -u rspamd --since -10min --no-pager | grep -i dkim | tail -n 3",
     "Mar 07 09:41:02 mx2 rspamd[1544]: <a1b2c3>; lua; dkim_signing.lua:92: cannot load dkim key "
     "/var/lib/rspamd/dkim/example.com.mail.key: cannot open file: Permission denied", False),
    ("bash", "ls -l /var/lib/rspamd/dkim/", "total 4\n-rw------- 1 root root 1679 Mar  7 09:12 example.com.mail.key",
     False),
    ("say", "configtest only checks the syntax; the key was copied as root with mode 600 and rspamd runs as "
            "`_rspamd`."),
    ("bash", "chown _rspamd:_rspamd /var/lib/rspamd/dkim/example.com.mail.key && systemctl restart rspamd", "", False),
    ("bash", "swaks --to check@example.net --from ops@example.com --server 127.0.0.1:25 --quit-after DATA >/dev/null; "
             "journalctl -u rspamd -n 20 --no-pager | grep -o 'DKIM_SIGNED[^,]*'",
     "DKIM_SIGNED(0.00){example.com:s=mail;}", False),
    ("user", "great. the DNS TXT for selector mail still has the old key though, receivers report dkim=fail. can you "
             "prepare the nsupdate?"),
    ("bash", "openssl rsa -in /var/lib/rspamd/dkim/example.com.mail.key -pubout -outform der 2>/dev/null | "
             "openssl base64 -A | cut -c1-40", "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKC", False),
    ("write", "/root/fix-dkim-dns.sh",
     "#!/bin/sh\n# publish the new DKIM key for selector mail\nnsupdate -k /etc/bind/ddns.key <<'EOF'\n"
     "server ns1.example.com\nupdate delete mail._domainkey.example.com TXT\n"
     "update add mail._domainkey.example.com 3600 TXT "
     "\"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKC...\"\n"
     "send\nEOF\n"),
    ("say", "Wrote /root/fix-dkim-dns.sh. It needs the TSIG key at /etc/bind/ddns.key, so it has to run on the DNS "
            "host."),
    ("user", "ok, I'll run it there tomorrow"),
]

NETDATA = [
    ("user", "netdata in docker shows no postgres charts; pg is another container on the same compose network. "
             "also the Applications section only lists netdata's own processes"),
    ("bash", "docker compose logs netdata --since 10m | grep -i postgres | tail -n 2",
     "netdata-1  | time=2026-03-08T08:01:12.004Z comm=go.d.plugin source=collector level=error msg=\"check failed\" "
     "plugin=go.d collector=postgres job=local error=\"dial tcp 127.0.0.1:5432: connect: connection refused\"", False),
    ("task", "Find netdata go.d postgres config",
     "In the netdata container of /srv/monitoring/docker-compose.yml, find where the go.d postgres collector config "
     "lives, how to override it with the mounted volume, and what netdata needs in docker for per-process (apps) "
     "charts. Report paths and exact keys; change nothing.",
     "- Stock config: /usr/lib/netdata/conf.d/go.d/postgres.conf. User overrides go in "
     "/etc/netdata/go.d/postgres.conf, and compose mounts ./netdata/config at /etc/netdata.\n"
     "- The stock job `local` connects to 127.0.0.1:5432, which inside the container is netdata itself; a job "
     "needs `dsn: 'postgresql://USER:PASS@postgres:5432/postgres'` to reach the pg service.\n"
     "- apps.plugin sees only the container's own processes unless compose sets `pid: host` and "
     "`cap_add: [SYS_PTRACE]`; neither is set now.\nI did not change anything."),
    ("write", "/srv/monitoring/netdata/config/go.d/postgres.conf",
     "jobs:\n  - name: pg_main\n    dsn: 'postgresql://netdata:monitor-ro@postgres:5432/postgres'\n"),
    ("bash", "docker compose restart netdata && sleep 20 && curl -s localhost:19999/api/v1/charts | "
             "jq -r '.charts | keys[]' | grep -c '^postgres\\.'",
     " Container monitoring-netdata-1  Restarting\n Container monitoring-netdata-1  Started\n74", False),
    ("say", "74 postgres charts now. For the Applications section, compose would also need `pid: host` and "
            "`cap_add: [SYS_PTRACE]` on the netdata service; want me to add them?"),
    ("user", "not now, the postgres part is enough for today"),
]

SOURCES = {
    "ghostty-config": ("/Users/mina", "2026-03-07T18:22:00Z", "HEAD", GHOSTTY),
    "alacritty-toml": ("C:\\Users\\Daniel", "2026-03-07T10:00:00Z", "HEAD", ALACRITTY),
    "bind9-ko": ("/etc/bind", "2026-03-06T15:15:00Z", "HEAD", BIND),
    "rspamd-dkim": ("/etc/rspamd", "2026-03-07T09:35:00Z", "HEAD", RSPAMD),
    "netdata-pg": ("/srv/monitoring", "2026-03-08T07:55:00Z", "main", NETDATA),
}
