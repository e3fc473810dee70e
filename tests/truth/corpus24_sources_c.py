"""corpus24's scripted sessions, part three: the CircleCI CLI with orbs and local execution (a fish user on Linux),
gitleaks and Semgrep in a pre-push hook with a Task (macOS zsh), mkcert and step-ca certificates across WSL and
Windows (in Korean), Mosquitto 2 listeners, passwords and TLS (Linux), a LÖVE game fused into an exe (Windows
PowerShell)."""
from __future__ import annotations

from tests.truth.corpus24_common import fail, ok

CCI_ORB = """Error: config compilation contains errors: config compilation contains errors:
	- Error calling workflow: 'build'
	- Error calling job: 'test'
	- Cannot find a definition for command named node/install-packages"""
CCI_LOCAL = """Error:
You attempted to run a local build with version '2.1' of configuration.
Local builds do not support that version at this time.
You can use 'circleci config process' to pre-process your config into a version that local builds can run (see 'circleci help config process' for more information)"""
CCI_RUN = """====>> Spin up environment
Build-agent version 1.0.227421-b7b0b3ee (2026-12-10T14:21:08+0000)
====>> Checkout code
====>> node/install-packages
added 611 packages in 14s
====>> npm run test
Tests:       48 passed, 48 total
Time:        6.214 s
Success!"""

S11 = [
    ("user", "can you validate my circleci config locally before I push? I'm in fish on Fedora, but run whatever."),
    fail("circleci config validate", 255, CCI_ORB),
    ("say", "The job calls `node/install-packages`, but the config never declares the node orb, so the command "
            "has no definition."),
    ("edit", "/home/mina/src/webshop/.circleci/config.yml", "version: 2.1\n\njobs:",
     "version: 2.1\n\norbs:\n  node: circleci/node@5.2.0\n\njobs:"),
    ok("circleci config validate", "Config file at .circleci/config.yml is valid."),
    ("user", "now run the test job locally"),
    fail("circleci local execute test", 255, CCI_LOCAL),
    ("say", "Local execution only understands processed 2.0 configs. Processing first, then running that file."),
    ok("circleci config process .circleci/config.yml > process.yml && circleci local execute -c process.yml test",
       CCI_RUN),
    ("user", "one fish thing: `set -x CIRCLECI_CLI_TOKEN $(cat ~/.circleci-token)` gives me\n"
             "fish: $(...) is not supported. In fish, please use '(cat)'.\nand then `circleci follow` says unauthorized"),
    ("say", "Your fish is older than 3.4, which is the release that added `$(...)`. Plain parentheses are fish's "
            "command substitution: `set -gx CIRCLECI_CLI_TOKEN (cat ~/.circleci-token)`."),
    ("user", "yep, that worked, circleci follow shows the pipeline now"),
    ("say", "process.yml is generated from config.yml on every run. Should it go in .gitignore so it isn't committed "
            "by accident?"),
    ("user", "yes"),
    ("edit", "/home/mina/src/webshop/.gitignore", "node_modules/\n", "node_modules/\nprocess.yml\n"),
    ok("git status --short", " M .circleci/config.yml\n M .gitignore"),
]

GITLEAKS = "gitleaks detect --source . --no-banner --redact -v"
LEAK = """Finding:     "signing_secret": "REDACTED"
Secret:      REDACTED
RuleID:      generic-api-key
Entropy:     4.210493
File:        tests/fixtures/webhook_event.json
Line:        14
Commit:      9c4e2f1a7b3d5e8f0a2c4b6d8e0f1a3c5b7d9e2f
Author:      Mina Park
Date:        2026-12-10T09:12:44Z
Fingerprint: 9c4e2f1a7b3d5e8f0a2c4b6d8e0f1a3c5b7d9e2f:tests/fixtures/webhook_event.json:generic-api-key:14

10:41AM INF 214 commits scanned.
10:41AM INF scan completed in 1.83s
10:41AM WRN leaks found: 1"""
SEMGREP_HIT = """┌────────────────┐
│ 1 Code Finding │
└────────────────┘

    app/payments/views.py
    ❯❯❱ python.django.security.injection.sql.sql-injection-using-raw.sql-injection-using-raw
          Detected user input flowing into a raw SQL query.

           41┆ rows = Payment.objects.raw(f"SELECT * FROM payments WHERE ref = '{ref}'")

Ran 231 rules on 148 files: 1 finding."""
TASK_REPLY = ("`--baseline-commit <ref>` makes Semgrep report only findings that are new relative to that commit: it "
              "scans the current tree, then the baseline, and drops findings present in both. It fits a pre-push "
              "hook as `--baseline-commit origin/main`, but the ref must exist locally; if it is missing Semgrep "
              "exits with an error instead of scanning. On a repo this size it mainly saves noise, not much time. "
              "I only read the docs and `semgrep scan --help`; I did not run a scan.")
HOOK = ("#!/bin/sh\nset -e\ngitleaks detect --source . --no-banner --redact --log-opts=\"origin/main..HEAD\"\n"
        "semgrep scan --config p/python --error --baseline-commit origin/main\n")

S12 = [
    ("user", "set up a pre-push check with gitleaks and semgrep. gitleaks already flags a test fixture though."),
    fail(GITLEAKS, 1, LEAK),
    ("say", "It's the fake signing secret in a webhook fixture. gitleaks reads allowlists from .gitleaks.toml; "
            "I'll keep the default rules and allowlist the fixtures path."),
    ("write", "/Users/mina/src/payhub/.gitleaks.toml",
     "[extend]\nuseDefault = true\n\n[allowlist]\ndescription = \"test fixtures\"\npaths = ['''tests/fixtures/.*\\.json''']\n"),
    ok(GITLEAKS + " 2>&1 | tail -3",
       "10:43AM INF 214 commits scanned.\n10:43AM INF scan completed in 1.79s\n10:43AM INF no leaks found"),
    fail("semgrep scan --config p/python --error", 1, SEMGREP_HIT),
    ("say", "A real one: `ref` comes from the query string and goes into the SQL through an f-string. Passing it "
            "as a parameter fixes it."),
    ("edit", "/Users/mina/src/payhub/app/payments/views.py",
     "rows = Payment.objects.raw(f\"SELECT * FROM payments WHERE ref = '{ref}'\")",
     "rows = Payment.objects.raw(\"SELECT * FROM payments WHERE ref = %s\", [ref])"),
    ok("semgrep scan --config p/python --error 2>&1 | tail -1", "Ran 231 rules on 148 files: 0 findings."),
    ("user", "good. write the pre-push hook. and have a subagent check what semgrep's --baseline-commit does, I "
             "don't want the hook to take forever"),
    ("task", "Research semgrep --baseline-commit",
     "Find out what `semgrep scan --baseline-commit` does, whether it fits a pre-push hook, and what happens when "
     "the ref is missing. Do not run scans on the repo.", TASK_REPLY),
    ("write", "/Users/mina/src/payhub/.git/hooks/pre-push", HOOK),
    ok("git push origin feature/payments-raw-sql",
       "hint: The '.git/hooks/pre-push' hook was ignored because it's not set as executable.\n"
       "hint: You can disable this warning with `git config advice.ignoredHook false`.\n"
       "To github.com:payhub/payhub.git\n   4e1a9c2..b7d3f08  feature/payments-raw-sql -> feature/payments-raw-sql"),
    ("say", "The push went through unchecked: git ignored the hook because the file I wrote isn't executable."),
    ok("chmod +x .git/hooks/pre-push && .git/hooks/pre-push origin git@github.com:payhub/payhub.git < /dev/null",
       "10:52AM INF 3 commits scanned.\n10:52AM INF scan completed in 212ms\n10:52AM INF no leaks found\n"
       "Ran 231 rules on 3 files: 0 findings."),
    ("user", "great"),
]

S13 = [
    ("user", "WSL(Ubuntu)에서 mkcert로 로컬 인증서를 만들었는데 Windows의 Chrome에서 https://app.test:5173 을 열면 "
             "NET::ERR_CERT_AUTHORITY_INVALID가 떠요."),
    ok("mkcert -CAROOT", "/home/yuna/.local/share/mkcert"),
    ok("mkcert -install", "The local CA is already installed in the system trust store! 👍\n"
                          "Warning: \"certutil\" is not available, so the CA can't be automatically installed in "
                          "Firefox and/or Chrome/Chromium! ⚠️\nInstall \"certutil\" with \"apt install "
                          "libnss3-tools\" and re-run \"mkcert -install\" 👈"),
    ("say", "WSL의 mkcert는 CA를 리눅스 쪽 저장소에만 설치합니다. Windows의 Chrome은 Windows 인증서 저장소를 봅니다. "
            "Windows용 mkcert.exe로 CA를 설치하고, WSL에서는 그 CAROOT를 같이 쓰면 됩니다."),
    ok("/mnt/c/Users/yuna/scoop/shims/mkcert.exe -install",
       "Created a new local CA 💥\nThe local CA is now installed in the system trust store! ⚡️"),
    ok("export CAROOT=/mnt/c/Users/yuna/AppData/Local/mkcert && mkcert -cert-file certs/dev.pem -key-file "
       "certs/dev-key.pem localhost 127.0.0.1 ::1 app.test",
       "Created a new certificate valid for the following names 📜\n - \"localhost\"\n - \"127.0.0.1\"\n"
       " - \"::1\"\n - \"app.test\"\n\nThe certificate is at \"certs/dev.pem\" and the key at "
       "\"certs/dev-key.pem\" ✅\n\nIt will expire on 15 March 2029 🗓"),
    ("user", "Vite 다시 띄우고 Chrome 새로 열었더니 자물쇠 떠요! 고마워요."),
    ("user", "그런데 Node 스크립트가 사내 step-ca로 발급한 인증서를 안 믿어요."),
    fail("node scripts/ping-internal.mjs", 1,
         "node:internal/process/promises:391\n    triggerUncaughtException(err, true /* fromPromise */);\n\n"
         "TypeError: fetch failed\n    at node:internal/deps/undici/undici:13185:13 {\n  [cause]: Error: unable to "
         "get local issuer certificate\n      at TLSSocket.onConnectSecure (node:_tls_wrap:1674:34) {\n"
         "    code: 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY'\n  }\n}\n\nNode.js v22.11.0"),
    ("say", "Node는 시스템 저장소가 아니라 자체 CA 번들을 씁니다. step-ca 루트를 받아서 NODE_EXTRA_CA_CERTS로 "
            "추가하겠습니다."),
    ok("step ca root certs/step-root.pem --ca-url https://ca.internal:9000 --fingerprint "
       "4f1c9a2e7b3d5c8e0a1f2b4d6e8c0a3f5b7d9e1c3a5f7b9d0e2c4a6f8b1d3e5f",
       "The root certificate has been saved in certs/step-root.pem."),
    ok("NODE_EXTRA_CA_CERTS=certs/step-root.pem node scripts/ping-internal.mjs",
       "200 OK https://api.internal:8443/healthz"),
    ("user", "NODE_OPTIONS=--use-openssl-ca 로 하면 안 되나요? 매번 변수 붙이기 귀찮아서요."),
    ("say", "됩니다. 다만 --use-openssl-ca는 OpenSSL 저장소를 읽으니 먼저 루트를 /usr/local/share/ca-certificates/에 "
            "step-root.crt로 복사하고 `sudo update-ca-certificates`를 돌려야 합니다. 그다음 "
            "`NODE_OPTIONS=--use-openssl-ca`를 ~/.profile에 넣으면 됩니다. 지금은 실행하지 않았습니다."),
    ("user", "알겠어요. 그건 나중에 할게요."),
]

MQ_TLS_CONF = ("\nlistener 8883\ncafile /etc/mosquitto/certs/ca.crt\ncertfile /etc/mosquitto/certs/broker.crt\n"
               "keyfile /etc/mosquitto/certs/broker.key\n")

S14 = [
    ("user", "mosquitto 2.0 on our plant gateway (debian 12): sensors on other hosts can't connect. after that I want "
             "TLS on 8883. I'm on the gateway over ssh."),
    fail("mosquitto_sub -h 10.0.3.7 -t 'plant/#' -v -C 1 -W 5", 1, "Error: Connection refused"),
    ok("sudo ss -ltnp | grep mosquitto",
       "LISTEN 0      100        127.0.0.1:1883      0.0.0.0:*    users:((\"mosquitto\",pid=812,fd=5))\n"
       "LISTEN 0      100            [::1]:1883         [::]:*    users:((\"mosquitto\",pid=812,fd=6))"),
    ("say", "Mosquitto 2 starts in local-only mode when no listener is configured: it binds loopback only. "
            "A `listener 1883` line with authentication opens it to the network."),
    ("write", "/etc/mosquitto/conf.d/plant.conf",
     "listener 1883\nallow_anonymous false\npassword_file /etc/mosquitto/passwd\n"),
    ok("sudo mosquitto_passwd -c -b /etc/mosquitto/passwd sensor01 \"$SENSOR_PW\"", ""),
    ok("sudo systemctl restart mosquitto && sudo ss -ltnp | grep 1883",
       "LISTEN 0      100          0.0.0.0:1883      0.0.0.0:*    users:((\"mosquitto\",pid=1544,fd=5))\n"
       "LISTEN 0      100             [::]:1883         [::]:*    users:((\"mosquitto\",pid=1544,fd=6))"),
    ok("mosquitto_sub -h 10.0.3.7 -u sensor01 -P \"$SENSOR_PW\" -t 'plant/#' -v -C 1 -W 5", "plant/line2/temp 21.4"),
    ("user", "works from the sensors too. now TLS"),
    ("edit", "/etc/mosquitto/conf.d/plant.conf", "password_file /etc/mosquitto/passwd\n",
     "password_file /etc/mosquitto/passwd\n" + MQ_TLS_CONF),
    fail("sudo systemctl restart mosquitto", 1,
         "Job for mosquitto.service failed because the control process exited with error code.\n"
         "See \"systemctl status mosquitto.service\" and \"journalctl -xeu mosquitto.service\" for details."),
    ok("sudo journalctl -u mosquitto -n 3 --no-pager",
       "Dec 15 14:03:31 gw01 mosquitto[1907]: 1797343411: Error: Unable to load server key file "
       "\"/etc/mosquitto/certs/broker.key\". Check keyfile.\n"
       "Dec 15 14:03:31 gw01 mosquitto[1907]: 1797343411: OpenSSL Error[0]: error:8000000D:system library::"
       "Permission denied\nDec 15 14:03:31 gw01 systemd[1]: mosquitto.service: Failed with result 'exit-code'."),
    ("say", "broker.key is root-only (0600), and mosquitto reads it after dropping to the mosquitto user."),
    ok("sudo chown root:mosquitto /etc/mosquitto/certs/broker.key && sudo chmod 640 /etc/mosquitto/certs/broker.key "
       "&& sudo systemctl restart mosquitto && systemctl is-active mosquitto", "active"),
    fail("mosquitto_pub -h 10.0.3.7 -p 8883 --cafile /etc/mosquitto/certs/ca.crt -u sensor01 -P \"$SENSOR_PW\" "
         "-t plant/test -m hi", 1, "Error: A TLS error occurred."),
    ("say", "The broker certificate is issued for broker.plant.lan only, so connecting by IP fails hostname "
            "verification; clients must use `-h broker.plant.lan`. That name doesn't resolve from the gateway "
            "itself. Want me to retry by IP with `--insecure` just to confirm the TLS listener itself works?"),
    ("user", "no. I don't want --insecure anywhere, not even in a test. leave it, I'll add the DNS record tomorrow."),
]

LOVE = "& \"C:\\Program Files\\LOVE\\lovec.exe\" ."
PS_NOT_FOUND = """love : The term 'love' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ love .
+ ~~~~
    + CategoryInfo          : ObjectNotFound: (love:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException"""
LOVE_REQ = """Error: main.lua:14: module 'lib.anim8' not found:
	no field package.preload['lib.anim8']
	no 'lib\\anim8' in LOVE game directories.
	no file 'lib\\anim8' in LOVE paths.
Traceback
[love "callbacks.lua"]:228: in function 'handler'
[C]: in function 'require'
main.lua:14: in main chunk"""
ZIP_ERR = """Compress-Archive : .love is not a supported archive file format. .zip is the only supported archive file format.
At line:1 char:1
+ Compress-Archive -Path main.lua,conf.lua,lib,assets -DestinationPath ...
+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    + CategoryInfo          : InvalidArgument: (love:String) [Compress-Archive], IOException
    + FullyQualifiedErrorId : NotSupportedArchiveFileExtension,Compress-Archive"""

S15 = [
    ("user", "my LÖVE game: `love .` does nothing in PowerShell, and I'd like a single Tinyforest.exe to send to friends"),
    fail("love .", 1, PS_NOT_FOUND),
    ("say", "The LÖVE installer doesn't add itself to PATH. You can add `C:\\Program Files\\LOVE` for your user with "
            "`[Environment]::SetEnvironmentVariable('Path', $env:Path + ';C:\\Program Files\\LOVE', 'User')` and open "
            "a new terminal; for now I'll call `lovec.exe` by its full path, which is the console build and prints "
            "errors to the terminal."),
    fail(LOVE + " --smoke", 1, LOVE_REQ),
    ("say", "anim8 lives in lib/anim8/anim8.lua, so `require \"lib.anim8\"` finds neither lib/anim8.lua nor "
            "lib/anim8/init.lua."),
    ("edit", "C:\\Users\\dana\\games\\tinyforest\\main.lua", 'local anim8 = require "lib.anim8"',
     'local anim8 = require "lib.anim8.anim8"'),
    ok(LOVE + " --smoke --quit", "smoke: loaded 14 sprites, 3 maps; quitting"),
    ("user", "nice. now fuse it into an exe"),
    fail("Compress-Archive -Path main.lua,conf.lua,lib,assets -DestinationPath game.love", 1, ZIP_ERR),
    ("say", "Compress-Archive only writes .zip names. Writing game.zip and renaming it works the same, since a .love "
            "file is just a zip."),
    ok("Compress-Archive -Path main.lua,conf.lua,lib,assets -DestinationPath game.zip -Force; Rename-Item game.zip "
       "game.love; cmd /c copy /b \"C:\\Program Files\\LOVE\\love.exe\"+game.love dist\\Tinyforest.exe",
       "        1 file(s) copied."),
    ok(".\\dist\\Tinyforest.exe --smoke --quit; $LASTEXITCODE", "-1073741515"),
    ("say", "-1073741515 is 0xC0000135, STATUS_DLL_NOT_FOUND: the fused exe still needs LÖVE's DLLs (love.dll, "
            "lua51.dll, SDL2.dll, OpenAL32.dll, …) next to it."),
    ok("Copy-Item \"C:\\Program Files\\LOVE\\*.dll\" dist\\; .\\dist\\Tinyforest.exe --smoke --quit; $LASTEXITCODE",
       "0"),
    ("user", "it opens! perfect, thanks"),
]

SESSIONS = {
    "s11-circleci-fish": ("/home/mina/src/webshop", "2026-12-15T12:00:00Z", "ci/node-orb", S11),
    "s12-semgrep-gitleaks": ("/Users/mina/src/payhub", "2026-12-15T10:35:00Z", "feature/payments-raw-sql", S12),
    "s13-mkcert-stepca-ko": ("/home/yuna/app", "2026-12-16T00:40:00Z", "main", S13),
    "s14-mosquitto-tls": ("/home/ops", "2026-12-15T13:50:00Z", "HEAD", S14),
    "s15-love-fused": ("C:\\Users\\dana\\games\\tinyforest", "2026-12-16T18:00:00Z", "main", S15),
}
