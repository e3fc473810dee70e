"""corpus35's scripted sessions, part three: CUPS through lpadmin (a fish user), strongSwan swanctl to a Fortigate,
Exim4 DKIM (in Korean), Blazor WebAssembly trimming in Windows PowerShell 7 (ANSI colour), Gatsby 5 on macOS zsh
(ANSI colour, an interrupted call)."""
from __future__ import annotations

from tests.truth.corpus35_common import ESC, INTERRUPTED, REJECTED

E = ESC
_IL2026 = ("C:\\Users\\kim\\src\\shop\\src\\Shop.Client\\Services\\CartApi.cs(41,28): warning IL2026: Using member "
           "'System.Net.Http.Json.HttpClientJsonExtensions.GetFromJsonAsync<TValue>(HttpClient, String, JsonSerializerOptions, "
           "CancellationToken)' which has 'RequiresUnreferencedCodeAttribute' can break functionality when trimming application "
           "code. JSON serialization and deserialization might require types that cannot be statically analyzed. "
           "[C:\\Users\\kim\\src\\shop\\src\\Shop.Client\\Shop.Client.csproj]")

SOURCES = {
    "s11-cups-fish": ("/home/fish/office", "2026-11-10T09:05:00Z", "HEAD", [
        ("user", "Adding the office Brother printer with lpadmin fails. Fedora 40, I use fish."),
        ("bash", "lpadmin -p office -E -v ipp://10.0.5.20/ipp/print -m everywhere", "Exit code 1\nlpadmin: Forbidden", True),
        ("say", "CUPS only lets root (or members of its admin groups) change queues. Retrying with sudo."),
        ("bash", "sudo lpadmin -p office -E -v ipp://10.0.5.20/ipp/print -m everywhere && lpstat -p office",
         "printer office is idle.  enabled since Tue 10 Nov 2026 09:06:12 AM UTC", False),
        ("bash", "echo test | lp -d office", "request id is office-1 (1 file(s))", False),
        ("user", "the job just sits in the queue, nothing prints"),
        ("bash", "lpstat -p office", "printer office now printing office-1.  enabled since Tue 10 Nov 2026 09:06:12 AM UTC\n"
                                     "\tThe printer is not responding.", False),
        ("bash", "ipptool -tv ipp://10.0.5.20/ipp/print get-printer-attributes.test",
         "Exit code 1\n\"/usr/share/cups/ipptool/get-printer-attributes.test\":\n    Get-Printer-Attributes: ipptool: Unable "
         "to connect to \"10.0.5.20\" on port 631 - Connection refused\n[FAIL]", True),
        ("bash", "ipptool -tv ipps://10.0.5.20:443/ipp/print get-printer-attributes.test | tail -3",
         "        printer-state (enum) = idle\n        printer-is-accepting-jobs (boolean) = true\n"
         "    Get-Printer-Attributes                                               [PASS]", False),
        ("say", "Port 631 is closed on the printer; it answers IPP only over TLS on 443. I'll point the queue at ipps://."),
        ("bash", "sudo lpadmin -p office -v ipps://10.0.5.20:443/ipp/print && cancel -a office && echo test | lp -d office",
         "request id is office-2 (1 file(s))", False),
        ("user", "still nothing comes out, lpstat now says 'Waiting for printer to become available.' Also I put "
                 "LPDEST=office in my config.fish and fish complains on every new tab:\n~/.config/fish/config.fish (line 12): "
                 "Unsupported use of '='. In fish, please use 'set LPDEST office'."),
        ("say", "fish has no VAR=value assignment; it needs `set -gx` to export. I'll fix config.fish."),
        ("edit", "/home/fish/.config/fish/config.fish", "LPDEST=office", "set -gx LPDEST office"),
        ("bash", "fish -c 'echo $LPDEST'", "office", False),
        ("say", "config.fish loads cleanly now. For the printer, can you check on its web page (https://10.0.5.20) whether "
                "IPP printing is enabled? The queue cannot get the job to it yet."),
        ("user", "I'll ask IT about the printer tomorrow."),
    ]),
    "s12-swanctl": ("/etc/swanctl", "2026-11-11T16:10:00Z", "HEAD", [
        ("user", "Site-to-site IPsec with strongSwan 5.9 (swanctl) from our Ubuntu gateway to the office. The tunnel won't come up."),
        ("bash", "sudo swanctl --load-all",
         "loaded certificate from '/etc/swanctl/x509/gw1.pem'\nloaded private key from '/etc/swanctl/private/gw1.key'\n"
         "loaded ike secret 'ike-office'\nloaded connection 'office'\nsuccessfully loaded 1 connections, 0 unloaded", False),
        ("bash", "sudo swanctl --initiate --child office-net",
         "Exit code 1\n[IKE] initiating IKE_SA office[1] to 203.0.113.40\n[ENC] generating IKE_SA_INIT request 0 [ SA KE No "
         "N(NATD_S_IP) N(NATD_D_IP) N(FRAG_SUP) N(HASH_ALG) N(REDIR_SUP) ]\n[NET] sending packet: from 198.51.100.7[500] to "
         "203.0.113.40[500] (464 bytes)\n[NET] received packet: from 203.0.113.40[500] to 198.51.100.7[500] (36 bytes)\n"
         "[ENC] parsed IKE_SA_INIT response 0 [ N(NO_PROP) ]\n[IKE] received NO_PROPOSAL_CHOSEN notify error\n"
         "initiate failed: establishing CHILD_SA 'office-net' failed", True),
        ("bash", "grep -n proposals /etc/swanctl/conf.d/office.conf",
         "7:    proposals = aes256gcm16-prfsha384-ecp384\n15:            esp_proposals = aes256gcm16-ecp384", False),
        ("user", "The office has a Fortigate. Their admin says phase1 is aes256-sha256 DH group 14, phase2 aes256-sha256 with PFS group 14."),
        ("say", "We offer AES-GCM with ecp384 in both phases. DH group 14 is modp2048 in strongSwan's names, so both proposals "
                "become aes256-sha256-modp2048."),
        ("edit", "/etc/swanctl/conf.d/office.conf", "    proposals = aes256gcm16-prfsha384-ecp384",
         "    proposals = aes256-sha256-modp2048"),
        ("edit", "/etc/swanctl/conf.d/office.conf", "            esp_proposals = aes256gcm16-ecp384",
         "            esp_proposals = aes256-sha256-modp2048"),
        ("bash", "sudo swanctl --load-conns && sudo swanctl --initiate --child office-net",
         "loaded connection 'office'\nsuccessfully loaded 1 connections, 0 unloaded\n[IKE] initiating IKE_SA office[2] to "
         "203.0.113.40\n[ENC] parsed IKE_SA_INIT response 0 [ SA KE No N(NATD_S_IP) N(NATD_D_IP) N(FRAG_SUP) ]\n"
         "[IKE] authentication of 'office' with pre-shared key successful\n[IKE] IKE_SA office[2] established between "
         "198.51.100.7[gw1.example.net]...203.0.113.40[office]\n[IKE] CHILD_SA office-net{1} established with SPIs "
         "c1f0a2b4_i 9e33d8a1_o and TS 10.10.0.0/16 === 10.20.0.0/16\ninitiate completed successfully", False),
        ("user", "tunnel's up! but a LAN host (10.10.0.23) can't ping 10.20.0.5 on the other side."),
        ("bash", "sudo swanctl --list-sas | grep -A2 'office-net:'; sudo ufw status verbose | head -3",
         "  office-net: #1, reqid 1, INSTALLED, TUNNEL, ESP:AES_CBC-256/HMAC_SHA2_256_128/MODP_2048\n"
         "    in  c1f0a2b4,      0 bytes,     0 packets\n    out 9e33d8a1,      0 bytes,     0 packets\n"
         "Status: active\nLogging: on (low)\nDefault: deny (incoming), allow (outgoing), deny (routed)", False),
        ("say", "The SA has seen 0 packets both ways and ufw's routed policy is deny, so the LAN's traffic is dropped before "
                "it reaches the tunnel. The proper fix is a pair of route rules, e.g. `sudo ufw route allow in on eth1 out on "
                "eth0 from 10.10.0.0/16 to 10.20.0.0/16` and the reverse. First a quick check with the firewall off."),
        ("bash", "sudo ufw disable && ping -c 2 -I 10.10.0.1 10.20.0.5",
         "Firewall stopped and disabled on system startup\nPING 10.20.0.5 (10.20.0.5) from 10.10.0.1 : 56(84) bytes of data.\n"
         "64 bytes from 10.20.0.5: icmp_seq=1 ttl=63 time=11.8 ms\n64 bytes from 10.20.0.5: icmp_seq=2 ttl=63 time=11.4 ms\n\n"
         "--- 10.20.0.5 ping statistics ---\n2 packets transmitted, 2 received, 0% packet loss, time 1002ms", False),
        ("user", "ok it pings now. Leave the firewall off for today, I'll sort out the rules with netops on Monday."),
    ]),
    "s13-exim-dkim-ko": ("/etc/exim4", "2026-11-12T03:55:00Z", "HEAD", [
        ("user", "데비안 12 메일서버(exim4)에서 나가는 메일에 DKIM 서명을 붙이고 싶어요. opendkim 패키지는 깔려 있어요."),
        ("bash", "sudo install -d -o root -g root /etc/exim4/dkim && sudo opendkim-genkey -D /etc/exim4/dkim -d example.kr "
                 "-s mail2026 -b 2048 && ls -l /etc/exim4/dkim",
         "total 8\n-rw------- 1 root root 1679 Nov 12 03:56 mail2026.private\n-rw------- 1 root root  503 Nov 12 03:56 "
         "mail2026.txt", False),
        ("say", "Exim은 milter를 지원하지 않아서 opendkim 데몬을 붙일 수 없어요. 키는 opendkim-genkey 로 만들고, 서명은 Exim "
                "내장 DKIM 으로 할게요."),
        ("write", "/etc/exim4/conf.d/main/00_local_dkim",
         "dkim_domain = example.kr\ndkim_selector = mail2026\ndkim_private_key = /etc/exim4/dkim/mail2026.private\n"),
        ("bash", "sudo update-exim4.conf && sudo exim -bV | head -1",
         "Exit code 1\n2026-11-12 03:58:20 Exim configuration error in line 41 of "
         "/var/lib/exim4/config.autogenerated.tmp:\n  main option \"dkim_domain\" unknown\nInvalid new configfile "
         "/var/lib/exim4/config.autogenerated.tmp, not installing\n/var/lib/exim4/config.autogenerated.tmp to "
         "/var/lib/exim4/config.autogenerated", True),
        ("say", "dkim_* 는 smtp 트랜스포트 옵션이라 main 섹션에 두면 안 돼요. 데비안 설정은 DKIM_* 매크로를 읽어서 "
                "remote_smtp 트랜스포트에 넣어 줍니다."),
        ("write", "/etc/exim4/conf.d/main/00_local_dkim",
         "DKIM_CANON = relaxed\nDKIM_DOMAIN = example.kr\nDKIM_SELECTOR = mail2026\n"
         "DKIM_PRIVATE_KEY = /etc/exim4/dkim/mail2026.private\n"),
        ("bash", "sudo update-exim4.conf && sudo exim -bV | head -1 && sudo systemctl restart exim4 && echo test | mail -s "
                 "dkim-test jiho.test@gmail.com && sudo exim -qff && sudo tail -n 2 /var/log/exim4/mainlog",
         "Exim version 4.96 #2 built 20-Jul-2024 10:31:44\n2026-11-12 04:01:07 1tAq3K-0004cD-2F <= root@mx1.example.kr U=root "
         "P=local S=402\n2026-11-12 04:01:08 1tAq3K-0004cD-2F DKIM: signing failed: unable to open "
         "/etc/exim4/dkim/mail2026.private: Permission denied", False),
        ("bash", "id Debian-exim; ls -l /etc/exim4/dkim/mail2026.private",
         "uid=104(Debian-exim) gid=111(Debian-exim) groups=111(Debian-exim)\n-rw------- 1 root root 1679 Nov 12 03:56 "
         "/etc/exim4/dkim/mail2026.private", False),
        ("say", "원격 전달은 Debian-exim 사용자로 돌아서 root 전용 키를 못 읽어요. 그룹 읽기 권한을 줄게요."),
        ("bash", "sudo chown root:Debian-exim /etc/exim4/dkim/mail2026.private && sudo chmod 640 "
                 "/etc/exim4/dkim/mail2026.private && echo test2 | mail -s dkim-test2 jiho.test@gmail.com && sudo exim -qff "
                 "&& sudo tail -n 1 /var/log/exim4/mainlog",
         "2026-11-12 04:04:40 1tAq7i-0004dJ-0B Completed", False),
        ("user", "지메일에서 원문 보기 하니까 dkim=pass header.i=@example.kr 나와요! 됐어요."),
        ("user", "근데 mail-tester 에서는 'No DMARC record found' 라고 나와요. DNS 는 우리 BIND 서버에 있어요."),
        ("edit", "/etc/bind/zones/db.example.kr", "; end of records",
         "_dmarc          IN TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@example.kr\"\n; end of records"),
        ("say", "존 파일에 _dmarc TXT 레코드를 추가했어요. 반영하려면 SOA serial 을 올리고 `sudo rndc reload example.kr` 를 "
                "한 뒤 `dig +short TXT _dmarc.example.kr` 로 확인하면 됩니다."),
        ("user", "네 serial 이랑 reload 는 내일 DNS 담당자한테 부탁할게요. 오늘은 여기까지요."),
    ]),
    "s14-blazor-pwsh": ("C:\\Users\\kim\\src\\shop", "2026-11-12T12:00:00Z", "feature/trim", [
        ("user", "After dotnet publish our Blazor WebAssembly cart page breaks at runtime. .NET 8, PowerShell 7. Browser "
                 "console says: System.NotSupportedException: Deserialization of types without a parameterless constructor, "
                 "a singular parameterized constructor, or a parameterized constructor annotated with 'JsonConstructorAttribute' "
                 "is not supported. Type 'Shop.Shared.CartLine'."),
        ("bash", "dotnet publish .\\src\\Shop.Client -c Release -o .\\publish",
         "  Determining projects to restore...\n  All projects are up-to-date for restore.\n" + E + "[33m" + _IL2026 + E
         + "[39m\n  Shop.Client -> C:\\Users\\kim\\src\\shop\\src\\Shop.Client\\bin\\Release\\net8.0\\Shop.Client.dll\n"
           "  Optimizing assemblies for size. This process might take a while.\n  Shop.Client -> C:\\Users\\kim\\src\\shop\\publish\\",
         False),
        ("say", "The publish succeeds but warns IL2026 on GetFromJsonAsync<T>: the trimmer cannot see CartLine's constructor "
                "through reflection-based System.Text.Json and removes it. A source-generated JsonSerializerContext keeps it."),
        ("write", "C:\\Users\\kim\\src\\shop\\src\\Shop.Client\\ShopJsonContext.cs",
         "using System.Text.Json.Serialization;\nusing Shop.Shared;\n\nnamespace Shop.Client;\n\n"
         "[JsonSerializable(typeof(List<CartLine>))]\ninternal partial class ShopJsonContext : JsonSerializerContext { }\n"),
        ("edit", "C:\\Users\\kim\\src\\shop\\src\\Shop.Client\\Services\\CartApi.cs",
         "await http.GetFromJsonAsync<List<CartLine>>(\"api/cart\")",
         "await http.GetFromJsonAsync(\"api/cart\", ShopJsonContext.Default.ListCartLine)"),
        ("bash", "dotnet publish .\\src\\Shop.Client -c Release -o .\\publish; dotnet test .\\tests\\Shop.E2E --filter Cart",
         "  Optimizing assemblies for size. This process might take a while.\n  Shop.Client -> C:\\Users\\kim\\src\\shop\\publish\\\n"
         "  Shop.E2E -> C:\\Users\\kim\\src\\shop\\tests\\Shop.E2E\\bin\\Debug\\net8.0\\Shop.E2E.dll\n" + E + "[32;1mPassed!" + E
         + "[0m  - Failed:     0, Passed:     4, Skipped:     0, Total:     4, Duration: 9 s - Shop.E2E.dll (net8.0)", False),
        ("user", "cart loads in the published build now. Next: I turned on <RunAOTCompilation>true</RunAOTCompilation> and publish fails."),
        ("bash", "dotnet publish .\\src\\Shop.Client -c Release -o .\\publish",
         "Exit code 1\n" + E + "[31;1mC:\\Program Files\\dotnet\\sdk\\8.0.404\\Sdks\\Microsoft.NET.Sdk\\targets\\"
         "Microsoft.NET.Sdk.ImportWorkloads.targets(38,5): error NETSDK1147: To build this project, the following workloads "
         "must be installed: wasm-tools" + E + "[0m\n" + E + "[31;1mTo install these workloads, run the following command: "
         "dotnet workload install wasm-tools" + E + "[0m", True),
        ("bash", "dotnet workload install wasm-tools",
         "Exit code 1\nWorkload installation failed: Access to the path 'C:\\Program Files\\dotnet\\metadata' is denied.\n"
         "Workload installation failed. Rerun the command from an elevated prompt.", True),
        ("say", "The SDK lives under C:\\Program Files, so installing a workload needs an elevated prompt. Run "
                "`dotnet workload install wasm-tools` from PowerShell started as administrator (or bake it into the CI image), "
                "then publish again."),
        ("user", "I'll put it in the CI image, not on my laptop. Thanks."),
    ]),
    "s15-gatsby-zsh": ("/Users/ana/site", "2026-11-13T18:20:00Z", "upgrade/gatsby5", [
        ("user", "gatsby develop fails on my M1 since I moved to Gatsby 5 and Node 22. zsh, nvm."),
        ("bash", "npx gatsby develop",
         "Exit code 1\n" + E + "[32msuccess" + E + "[39m compile gatsby files - 1.204s\n" + E + "[32msuccess" + E
         + "[39m load gatsby config - 0.031s\n\n" + E + "[41m ERROR " + E + "[49m\n\nError: No native build was found for "
         "platform=darwin arch=arm64 runtime=node abi=127 uv=1 armv=8 libc=glibc node=22.11.0\n    loaded from: "
         "/Users/ana/site/node_modules/lmdb\n\n  - index.js:60 load.resolve.load.path\n    "
         "[site]/[node-gyp-build-optional-packages]/index.js:60:9", True),
        ("bash", "npm rebuild lmdb",
         "Exit code 1\nnpm error code 1\nnpm error path /Users/ana/site/node_modules/lmdb\nnpm error command failed\n"
         "npm error command sh -c node-gyp-build-optional-packages\nnpm error gyp info using node-gyp@10.1.0 | darwin | arm64\n"
         "npm error ../dependencies/lmdb/libraries/liblmdb/mdb.c:1705:1: error: call to undeclared function 'mdb_mutex_init'\n"
         "npm error gyp ERR! build error", True),
        ("say", "The lmdb that Gatsby 5 pins has no prebuilt binary for Node 22 (abi 127) and its source no longer compiles "
                "with this toolchain. Gatsby 5 supports Node 18 and 20, so I'll pin the project to 20."),
        ("bash", "cat .nvmrc; node -v; ls ~/.nvm/versions/node", "v22\nv22.11.0\nv20.18.0\nv22.11.0", False),
        ("edit", "/Users/ana/site/.nvmrc", "v22", "v20"),
        ("tool", "Bash", {"command": "source ~/.nvm/nvm.sh && nvm use && rm -rf node_modules .cache && npm ci && npx gatsby develop",
                          "description": "Reinstall on Node 20 and start gatsby develop"}, REJECTED, True),
        ("user", INTERRUPTED),
        ("user", "don't run develop here, it never exits. Use gatsby build to check."),
        ("bash", "source ~/.nvm/nvm.sh && nvm use >/dev/null && node -v && rm -rf node_modules .cache && npm ci --silent && "
                 "npx gatsby build",
         "v20.18.0\n" + E + "[32msuccess" + E + "[39m compile gatsby files - 1.1s\n" + E + "[32msuccess" + E + "[39m load "
         "gatsby config - 0.029s\n" + E + "[32msuccess" + E + "[39m Building production JavaScript and CSS bundles - 18.511s\n"
         + E + "[32msuccess" + E + "[39m Building static HTML for pages - 2.402s - 57/57 23.70/s\ninfo Done building in 41.9 sec",
         False),
        ("user", "build works. But gatsby develop in my own terminal still shows the lmdb error."),
        ("bash", "zsh -ic 'cd ~/site && node -v'", "v22.11.0", False),
        ("say", "nvm does not switch on .nvmrc by itself in zsh; new shells keep the default (22). nvm's docs give a chpwd "
                "hook for ~/.zshrc that runs `nvm use` whenever you enter a directory with .nvmrc."),
        ("edit", "/Users/ana/.zshrc", "[ -s \"$NVM_DIR/nvm.sh\" ] && \\. \"$NVM_DIR/nvm.sh\"",
         "[ -s \"$NVM_DIR/nvm.sh\" ] && \\. \"$NVM_DIR/nvm.sh\"\nautoload -U add-zsh-hook\nload-nvmrc() {\n  "
         "[[ -f .nvmrc ]] && nvm use --silent\n}\nadd-zsh-hook chpwd load-nvmrc\nload-nvmrc"),
        ("bash", "zsh -ic 'cd ~/site && node -v'", "v20.18.0", False),
        ("user", "new tab picks up node 20 now and gatsby develop runs. 👍"),
    ]),
}
