"""corpus38's scripted sessions, part four: rsyslog over TLS, Anchor on Solana (macOS zsh, file:line:col),
ActiveMQ Artemis with stomp.py in PowerShell 7 (a Task), Shiny for Python under WSL 2 (Korean, an interrupted call)."""
from __future__ import annotations

from tests.truth.corpus38_common import INTERRUPTED, REJECTED

SOURCES = {
    "s15-rsyslog-tls": ("/etc/rsyslog.d", "2026-03-10T15:00:00Z", "HEAD", [
        ("user", "forward syslog from this box to logs.internal:6514 over TLS. I put the config in 60-forward.conf"),
        ("bash", "sudo rsyslogd -N1",
         "Exit code 1\nrsyslogd: version 8.2312.0, config validation run (level 1), master config /etc/rsyslog.conf\n"
         "rsyslogd: could not load module 'lmnsd_gtls', errors: trying to load module "
         "/usr/lib/x86_64-linux-gnu/rsyslog/lmnsd_gtls.so: cannot open shared object file: No such file or directory "
         "[v8.2312.0 try https://www.rsyslog.com/e/2066 ]\n"
         "rsyslogd: action 'action(type=\"omfwd\" ...)' is unknown or invalid [v8.2312.0]\n"
         "rsyslogd: End of config validation run. Bye.", True),
        ("say", "The GnuTLS network stream driver is packaged separately on Ubuntu: rsyslog-gnutls."),
        ("bash", "sudo apt install -y rsyslog-gnutls && sudo rsyslogd -N1",
         "Setting up rsyslog-gnutls (8.2312.0-3ubuntu9) ...\n"
         "rsyslogd: version 8.2312.0, config validation run (level 1), master config /etc/rsyslog.conf\n"
         "rsyslogd: End of config validation run. Bye.", False),
        ("bash", "sudo systemctl restart rsyslog && logger -t c38probe hello && sleep 2 && "
                 "sudo journalctl -u rsyslog -n 3 --no-pager",
         "Mar 10 15:04:11 app3 rsyslogd[9120]: [origin software=\"rsyslogd\" swVersion=\"8.2312.0\"] start\n"
         "Mar 10 15:04:13 app3 rsyslogd[9120]: not permitted to talk to peer, certificate invalid: signer not "
         "found [v8.2312.0 try https://www.rsyslog.com/e/2088 ]\n"
         "Mar 10 15:04:13 app3 rsyslogd[9120]: omfwd: TCPSendInit failed, retrying in 30 seconds", False),
        ("say", "The server's certificate is signed by our internal CA, which rsyslog doesn't know. Pointing it at "
                "the system bundle."),
        ("edit", "/etc/rsyslog.d/60-forward.conf", "global(DefaultNetstreamDriver=\"gtls\")",
         "global(DefaultNetstreamDriver=\"gtls\"\n       DefaultNetstreamDriverCAFile=\"/etc/ssl/certs/ca-certificates.crt\")"),
        ("bash", "sudo systemctl restart rsyslog && logger -t c38probe hello2 && sleep 2 && "
                 "sudo journalctl -u rsyslog -n 2 --no-pager",
         "Mar 10 15:07:40 app3 rsyslogd[9188]: [origin software=\"rsyslogd\" swVersion=\"8.2312.0\"] start\n"
         "Mar 10 15:07:42 app3 rsyslogd[9188]: not permitted to talk to peer, certificate invalid: signer not "
         "found [v8.2312.0 try https://www.rsyslog.com/e/2088 ]", False),
        ("say", "Still not trusted: the internal CA isn't in the system bundle either. Its certificate needs to go "
                "into /usr/local/share/ca-certificates and `update-ca-certificates` has to run. Or should I set "
                "`StreamDriverAuthMode=\"anon\"` for now so logs flow while you get the CA file?"),
        ("user", "no anon. I'll get the CA cert from the PKI team"),
    ]),
    "s16-anchor-solana-zsh": ("/Users/kai/dev/vault", "2026-03-11T09:30:00Z", "main", [
        ("user", "anchor build doesn't work on my new mac"),
        ("bash", "anchor build", "Exit code 101\nerror: no such command: `build-sbf`\n\n"
                 "\tView all installed commands with `cargo --list`\n"
                 "\tFind a package to install `build-sbf` with `cargo search cargo-build-sbf`", True),
        ("say", "`cargo build-sbf` comes with the Solana (Agave) CLI, which isn't installed. Installing it."),
        ("bash", "sh -c \"$(curl -sSfL https://release.anza.xyz/stable/install)\" && "
                 "export PATH=\"$HOME/.local/share/solana/install/active_release/bin:$PATH\" && solana --version",
         "downloading stable installer\n  ✨ stable commit 3b1e5a7 initialized\n"
         "solana-cli 2.1.14 (src:3b1e5a7f; feat:3271415109, client:Agave)", False),
        ("bash", "export PATH=\"$HOME/.local/share/solana/install/active_release/bin:$PATH\" && anchor build 2>&1 | tail -12",
         "   Compiling vault v0.1.0 (/Users/kai/dev/vault/programs/vault)\n"
         "error[E0599]: no method named `to_account_info` found for struct `Pubkey` in the current scope\n"
         "  --> programs/vault/src/lib.rs:41:38\n   |\n"
         "41 |         let owner = ctx.accounts.owner.key().to_account_info();\n"
         "   |                                      ^^^^^^^^^^^^^^^ method not found in `Pubkey`\n\n"
         "For more information about this error, try `rustc --explain E0599`.\n"
         "error: could not compile `vault` (lib) due to 1 previous error", False),
        ("edit", "programs/vault/src/lib.rs", "let owner = ctx.accounts.owner.key().to_account_info();",
         "let owner = ctx.accounts.owner.to_account_info();"),
        ("bash", "export PATH=\"$HOME/.local/share/solana/install/active_release/bin:$PATH\" && anchor build 2>&1 | tail -4",
         "Error: Function _ZN5vault9processor7deposit17h8c1e Stack offset of 4160 exceeded max offset of 4096 by "
         "64 bytes, please minimize large stack variables\n"
         "    Finished `release` profile [optimized] target(s) in 41.37s\n"
         "    Finished `test` profile [unoptimized + debuginfo] target(s) in 9.02s", False),
        ("say", "It builds. The stack offset line is reported as an error but doesn't stop the build; it can make "
                "that instruction fail at runtime, so boxing the large account struct is worth doing later."),
        ("bash", "export PATH=\"$HOME/.local/share/solana/install/active_release/bin:$PATH\" && anchor test 2>&1 | tail -4",
         "Error: failed to start validator: Failed to create ledger at test-ledger: io error: Error checking to "
         "unpack genesis archive: Archive error: extra entry found: \"._genesis.bin\" Regular", False),
        ("say", "That's macOS's bsdtar adding AppleDouble `._` files to the genesis archive. The validator needs GNU "
                "tar: `brew install gnu-tar` and then `export PATH=\"$(brew --prefix gnu-tar)/libexec/gnubin:$PATH\"` "
                "before `anchor test`."),
        ("user", "ok, I'll do that after lunch"),
    ]),
    "s17-artemis-stomp-pwsh": (r"C:\work\orders-bridge", "2026-03-11T13:00:00Z", "feature/stomp", [
        ("user", "my python consumer can't connect to the artemis container over STOMP"),
        ("bash", "python .\\consumer.py",
         "Exit code 1\nTraceback (most recent call last):\n  File \"C:\\work\\orders-bridge\\consumer.py\", line 22, in <module>\n"
         "    conn.connect('admin', 'admin', wait=True)\n"
         "  File \"C:\\work\\orders-bridge\\.venv\\Lib\\site-packages\\stomp\\connect.py\", line 163, in connect\n"
         "stomp.exception.ConnectFailedException", True),
        ("bash", "docker logs artemis 2>&1 | Select-String AMQ22",
         "2026-03-11 13:01:52,118 WARN  [org.apache.activemq.artemis.core.server] AMQ222216: Security problem "
         "while authenticating: AMQ229031: Unable to validate user from /172.17.0.1:51234. Username: admin; SSL "
         "certificate subject DN: unavailable", False),
        ("say", "The broker rejects admin/admin. The apache/activemq-artemis image creates its user from ARTEMIS_USER "
                "and ARTEMIS_PASSWORD, which default to artemis/artemis."),
        ("edit", "consumer.py", "conn.connect('admin', 'admin', wait=True)",
         "conn.connect(os.environ.get('STOMP_USER', 'artemis'), os.environ.get('STOMP_PASSWORD', 'artemis'), wait=True)"),
        ("bash", "python .\\consumer.py --once --timeout 5",
         "connected to localhost:61613 as artemis\nsubscribed to /queue/orders\nno message within 5s", False),
        ("user", "connects now, but it never sees the orders the java service sends to 'orders'"),
        ("task", "Artemis STOMP destination naming",
         "In ActiveMQ Artemis 2.33, a Java JMS producer sends to queue 'orders'. A stomp.py consumer subscribes to "
         "'/queue/orders' and gets nothing. Explain how Artemis maps STOMP destinations to addresses and what the "
         "consumer should subscribe to.",
         "Artemis doesn't strip `/queue/` from STOMP destinations unless the STOMP acceptor sets "
         "`anycastPrefix=/queue/`. The default acceptor in the Docker image does not, so '/queue/orders' creates a "
         "separate address literally named '/queue/orders'. Subscribe to 'orders' with the header "
         "`subscription-type: ANYCAST` (or add anycastPrefix to the acceptor URL in broker.xml)."),
        ("edit", "consumer.py", "conn.subscribe('/queue/orders', id=1, ack='auto')",
         "conn.subscribe('orders', id=1, ack='auto', headers={'subscription-type': 'ANYCAST'})"),
        ("bash", "python .\\consumer.py --once --timeout 20",
         "connected to localhost:61613 as artemis\nsubscribed to orders\nreceived: {\"orderId\": 1042, \"status\": \"paid\"}",
         False),
        ("user", "there it is. last thing, the broker loses everything when I recreate the container"),
        ("write", "scripts/start-artemis-persistent.ps1",
         "docker rm -f artemis\n"
         "docker run -d --name artemis -v artemis-data:/var/lib/artemis-instance -p 61613:61613 -p 61616:61616 "
         "-p 8161:8161 apache/activemq-artemis:2.33.0\n"),
        ("say", "scripts/start-artemis-persistent.ps1 recreates the container with a named volume for the instance "
                "directory, so messages and config survive."),
        ("user", "cool, thanks, that's it for today"),
    ]),
    "s18-shiny-wsl-ko": ("/home/yuna/dash", "2026-03-12T02:00:00Z", "main", [
        ("user", "WSL에서 shiny run 하면 포트 에러가 나요."),
        ("bash", "shiny run --reload app.py",
         "Exit code 1\nINFO:     Will watch for changes in these directories: ['/home/yuna/dash']\n"
         "ERROR:    [Errno 98] error while attempting to bind on address ('127.0.0.1', 8000): address already in use", True),
        ("bash", "ss -ltnp | grep 8000",
         "LISTEN 0      2048       127.0.0.1:8000       0.0.0.0:*    users:((\"python\",pid=4312,fd=6))", False),
        ("say", "이전에 띄운 shiny 프로세스(pid 4312)가 8000 포트를 잡고 있어요. 일단 다른 포트로 띄워 보겠습니다."),
        ("bash", "shiny run --reload --port 8001 app.py", REJECTED, True),
        ("user", INTERRUPTED),
        ("user", "그건 끝나지 않는 명령이라 멈췄어요. 그냥 예전 프로세스를 종료해 주세요."),
        ("bash", "kill 4312 && sleep 1 && (ss -ltnp | grep -q ':8000 ' && echo busy || echo port-8000-free)",
         "port-8000-free", False),
        ("say", "8000 포트가 비었습니다. 이제 터미널에서 `shiny run --reload app.py` 를 직접 실행해 보세요."),
        ("user", "브라우저에서 열려요! 그런데 Windows 쪽 VS Code로 파일을 고쳐도 reload가 안 돼요."),
        ("say", "WSL 파일시스템 이벤트가 Windows 편집기에서 전달되지 않는 경우가 있습니다. "
                "`WATCHFILES_FORCE_POLLING=true shiny run --reload app.py` 로 폴링 모드를 쓰면 됩니다."),
        ("bash", "grep -n watchfiles requirements.txt", "7:watchfiles==0.21.0", False),
        ("user", "해봤는데 여전히 reload 안 돼요. 내일 다시 볼게요."),
    ]),
}
