"""Scripted sessions of corpus41, part one: detekt on Linux, sqlfluff on macOS zsh (ANSI colour), Pelican for a
fish user, cloudflared ingress rules (in Korean), Redis Sentinel in docker compose (a Task)."""
from __future__ import annotations

from tests.truth.corpus41_common import ESC

E = ESC

_DETEKT = [
    ("user", "CI went red on detekt after I bumped io.gitlab.arturbosch.detekt to 1.23.7. Get `./gradlew detekt` "
             "green again, but don't just switch rules off."),
    ("bash", "./gradlew detekt --console=plain",
     "Exit code 1\n> Task :detekt FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
     "Execution failed for task ':detekt'.\n> Run failed with 2 invalid config properties.\n"
     "    - Property 'style>MandatoryBracesIfStatements' is misspelled or does not exist.\n"
     "    - Property 'complexity>ComplexMethod' is misspelled or does not exist.\n\n* Try:\n"
     "> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 6s\n"
     "3 actionable tasks: 1 executed, 2 up-to-date", True),
    ("say", "Both rules were renamed in detekt 1.22/1.23: `MandatoryBracesIfStatements` is now "
            "`BracesOnIfStatements` and `ComplexMethod` is now `CyclomaticComplexMethod`. The old keys in "
            "config/detekt/detekt.yml fail config validation, so I'll rename them instead of turning validation "
            "off."),
    ("bash", "grep -n -A3 'MandatoryBracesIfStatements\\|ComplexMethod' config/detekt/detekt.yml",
     "58:  ComplexMethod:\n59-    active: true\n60-    threshold: 15\n61-    ignoreSingleWhenExpression: true\n"
     "--\n212:  MandatoryBracesIfStatements:\n213-    active: true\n214-    singleLine: false\n"
     "215-    multiLine: true", False),
    ("edit", "config/detekt/detekt.yml", "  ComplexMethod:\n    active: true\n    threshold: 15",
     "  CyclomaticComplexMethod:\n    active: true\n    threshold: 15"),
    ("edit", "config/detekt/detekt.yml",
     "  MandatoryBracesIfStatements:\n    active: true\n    singleLine: false\n    multiLine: true",
     "  BracesOnIfStatements:\n    active: true\n    singleLine: 'never'\n    multiLine: 'always'"),
    ("bash", "./gradlew detekt --console=plain",
     "Exit code 1\n> Task :detekt FAILED\n"
     "/home/ravi/src/ledger-kt/src/main/kotlin/ledger/Posting.kt:41:5: Function postAll is too long (72). "
     "The maximum length is 60. [LongMethod]\n"
     "/home/ravi/src/ledger-kt/src/main/kotlin/ledger/Parser.kt:118:13: This expression contains a magic "
     "number. Consider defining it to a well named constant. [MagicNumber]\n"
     "/home/ravi/src/ledger-kt/src/main/kotlin/ledger/Parser.kt:12:1: ledger.model.* is a wildcard import. "
     "Replace it with fully qualified imports. [WildcardImport]\n\nFAILURE: Build failed with an exception.\n\n"
     "* What went wrong:\nExecution failed for task ':detekt'.\n> Analysis failed with 3 weighted issues.\n\n"
     "BUILD FAILED in 14s\n3 actionable tasks: 1 executed, 2 up-to-date", True),
    ("say", "The config validates now and three real findings are left. WildcardImport and MagicNumber are quick; "
            "postAll is 72 lines and splitting it is a bigger refactor."),
    ("edit", "src/main/kotlin/ledger/Parser.kt", "import ledger.model.*",
     "import ledger.model.Account\nimport ledger.model.Amount\nimport ledger.model.Posting"),
    ("edit", "src/main/kotlin/ledger/Parser.kt", "class Parser(",
     "private const val MAX_LINE_LENGTH = 512\n\nclass Parser("),
    ("edit", "src/main/kotlin/ledger/Parser.kt", "if (line.length > 512) {",
     "if (line.length > MAX_LINE_LENGTH) {"),
    ("user", "postAll is legacy, it gets rewritten next sprint. A baseline for that one is fine, nothing else in it."),
    ("bash", "./gradlew detektBaseline --console=plain",
     "> Task :detektBaseline\nSuccessfully wrote smell baseline to "
     "/home/ravi/src/ledger-kt/config/detekt/baseline.xml\n\nBUILD SUCCESSFUL in 9s\n"
     "1 actionable task: 1 executed", False),
    ("bash", "grep -c '<ID>' config/detekt/baseline.xml && grep '<ID>' config/detekt/baseline.xml",
     "1\n    <ID>LongMethod:Posting.kt$Poster$fun postAll(entries: List&lt;Entry&gt;): Result</ID>", False),
    ("bash", "./gradlew detekt --console=plain",
     "> Task :detekt\n\nBUILD SUCCESSFUL in 11s\n3 actionable tasks: 1 executed, 2 up-to-date", False),
    ("bash", "./gradlew check --console=plain",
     "> Task :compileKotlin UP-TO-DATE\n> Task :compileJava NO-SOURCE\n> Task :classes UP-TO-DATE\n"
     "> Task :detekt UP-TO-DATE\n> Task :compileTestKotlin\n> Task :test\n\nLedgerParserTest > parses postings "
     "PASSED\nLedgerParserTest > rejects long lines PASSED\nPosterTest > posts balanced entries PASSED\n"
     "PosterTest > refuses unbalanced entries PASSED\n\n> Task :check\n\nBUILD SUCCESSFUL in 48s\n"
     "9 actionable tasks: 3 executed, 6 up-to-date", False),
    ("user", "nice, CI is green too."),
]

_FAIL = f"{E}[31mFAIL{E}[0m"
_SQLFLUFF = [
    ("user", "Bumped sqlfluff to 3.2.5 and `sqlfluff lint models/` explodes now. Sort it out? Keep the jinja "
             "templater, there's no dbt here."),
    ("bash", "sqlfluff lint models/ --dialect postgres",
     f"Exit code 1\n== [models/daily_revenue.sql] {_FAIL}\n"
     f"L:   3 | P:  24 | {E}[36mTMP{E}[0m | Undefined jinja template variable: 'start_date'\n"
     f"L:   9 | P:   1 | {E}[36mCP01{E}[0m | Keywords must be consistently upper case.\n"
     "                       | [capitalisation.keywords]\n"
     f"== [models/churn.sql] {_FAIL}\n"
     f"L:   5 | P:   3 | {E}[36mLT01{E}[0m | Expected only single space before 'AS' keyword. Found '  '.\n"
     "                       | [layout.spacing]\nAll Finished 📜 🎉!", True),
    ("bash", "cat .sqlfluff",
     "[sqlfluff]\ndialect = postgres\ntemplater = jinja\nmax_line_length = 100\n\n[sqlfluff:rules:L010]\n"
     "capitalisation_policy = lower\n", False),
    ("say", "Two things. There is no jinja context for `start_date`, and `[sqlfluff:rules:L010]` uses a 1.x rule "
            "code: 3.x only reads `capitalisation.keywords`, so the lower-case policy is silently dropped and CP01 "
            "falls back to `consistent`."),
    ("edit", ".sqlfluff", "[sqlfluff:rules:L010]\ncapitalisation_policy = lower\n",
     "[sqlfluff:rules:capitalisation.keywords]\ncapitalisation_policy = lower\n\n"
     "[sqlfluff:templater:jinja:context]\nstart_date = 2024-01-01\n"),
    ("bash", "sqlfluff lint models/ --dialect postgres",
     f"Exit code 1\n== [models/churn.sql] {_FAIL}\n"
     f"L:   5 | P:   3 | {E}[36mLT01{E}[0m | Expected only single space before 'AS' keyword. Found '  '.\n"
     "                       | [layout.spacing]\nAll Finished 📜 🎉!", True),
    ("bash", "sqlfluff fix models/churn.sql -f",
     f"{E}[33mWARNING{E}[0m The -f/--force option is deprecated as it is now the default behaviour.\n"
     f"==== finding fixable violations ====\n== [models/churn.sql] {_FAIL}\n"
     "L:   5 | P:   3 | LT01 | Expected only single space before 'AS' keyword. Found '  '.\n"
     "==== fixing violations ====\n1 fixable linting violations found\nAll Finished 📜 🎉!", False),
    ("bash", "sqlfluff lint models/ --dialect postgres", "All Finished 📜 🎉!", False),
    ("bash", "pre-commit run sqlfluff-lint --all-files",
     "Exit code 1\nsqlfluff-lint............................................................"
     f"{E}[41mFailed{E}[m\n- hook id: sqlfluff-lint\n- exit code: 2\n\n"
     "User Error: Rule section 'capitalisation.keywords' is not a valid rule reference.", True),
    ("say", "The hook still runs sqlfluff 1.4.5 pinned in `.pre-commit-config.yaml` (`rev: 1.4.5`), which doesn't "
            "know the 3.x rule names. Bumping `rev` to `3.2.5` should fix it — want me to do that and run "
            "`pre-commit autoupdate`?"),
    ("user", "leave the hook, Marco owns that file. thanks, the lint part is what I needed 👍"),
]

_PELICAN = [
    ("user", "pelican stopped building after I moved the plugins to pip packages. I'm on fish btw."),
    ("bash", "fish -c 'source .venv/bin/activate; pelican content'",
     "Exit code 127\n/home/ines/blog/.venv/bin/activate (line 38): Missing end to balance this if block\n"
     "if [ \"${BASH:-}\" ]; then\n^\nfrom sourcing file /home/ines/blog/.venv/bin/activate\n"
     "\tcalled on line 1 of file -c\nfish: Unknown command: pelican", True),
    ("say", "`activate` is the bash/zsh script; fish has to source `activate.fish`."),
    ("bash", "fish -c 'source .venv/bin/activate.fish; pelican content'",
     "Exit code 1\n[12:04:51] ERROR    Cannot load plugin `sitemap`                         __init__.py:123\n"
     "           ModuleNotFoundError: No module named 'sitemap'\n"
     "[12:04:51] CRITICAL ModuleNotFoundError: No module named 'sitemap'", True),
    ("bash", "fish -c 'source .venv/bin/activate.fish; pip list 2>/dev/null | grep -i pelican; "
             "grep -n PLUGIN pelicanconf.py'",
     "pelican           4.9.1\npelican-neighbors 1.2.0\npelican-sitemap   1.1.0\n"
     "12:PLUGIN_PATHS = ['plugins']\n13:PLUGINS = ['sitemap', 'neighbors']", False),
    ("say", "pip-installed plugins are namespace packages under `pelican.plugins`. Either drop PLUGINS and let "
            "Pelican discover them, or name them in full. I'll name them and remove the stale PLUGIN_PATHS."),
    ("edit", "pelicanconf.py", "PLUGIN_PATHS = ['plugins']\nPLUGINS = ['sitemap', 'neighbors']",
     "PLUGINS = ['pelican.plugins.sitemap', 'pelican.plugins.neighbors']"),
    ("bash", "fish -c 'source .venv/bin/activate.fish; pelican content'",
     "Done: Processed 23 articles, 2 drafts, 0 hidden articles, 4 pages, 0 hidden pages and 0 draft pages in "
     "1.84 seconds.", False),
    ("user", "great. can you serve it so I can look? 8000 is taken by my other thing"),
    ("bash", "fish -c 'source .venv/bin/activate.fish; pelican --listen'",
     "Exit code 1\nTraceback (most recent call last):\n  File \"/home/ines/blog/.venv/bin/pelican\", line 8, in "
     "<module>\n    sys.exit(main())\n  File \"/home/ines/blog/.venv/lib/python3.12/site-packages/pelican/"
     "__init__.py\", line 642, in main\n    listen(settings.get(\"BIND\"), settings.get(\"PORT\"), "
     "settings.get(\"OUTPUT_PATH\"))\n  File \"/usr/lib/python3.12/socketserver.py\", line 473, in server_bind\n"
     "    self.socket.bind(self.server_address)\nOSError: [Errno 98] Address already in use", True),
    ("say", "Right, you said 8000 is busy and that's the default. Use `-p 8001`; I'll wrap it in `timeout` so the "
            "call returns."),
    ("bash", "fish -c 'source .venv/bin/activate.fish; timeout 5 pelican --listen -p 8001'",
     "Exit code 124\nServing site at: http://127.0.0.1:8001 - Tap CTRL-C to stop", True),
    ("user", "yep loads on 8001, thanks. can you also do the production build? the feed links in the last deploy "
             "pointed at localhost"),
    ("bash", "fish -c 'set -gx SITEURL https://ines.dev; source .venv/bin/activate.fish; "
             "pelican content -s publishconf.py'",
     "[12:19:02] WARNING  Feeds generated without SITEURL set properly may not be valid      "
     "__init__.py:96\nDone: Processed 23 articles, 2 drafts, 0 hidden articles, 4 pages, 0 hidden pages and 0 "
     "draft pages in 2.03 seconds.", False),
    ("say", "An environment variable doesn't reach the settings file: publishconf.py sets `SITEURL = ''`. I'll set "
            "it there."),
    ("edit", "publishconf.py", "SITEURL = ''", "SITEURL = 'https://ines.dev'\nRELATIVE_URLS = False"),
    ("bash", "fish -c 'source .venv/bin/activate.fish; python -m py_compile publishconf.py; and echo compiled'",
     "compiled", False),
    ("user", "ok I'll deploy tomorrow"),
]

_CLOUDFLARED = [
    ("user", "cloudflared 터널 설정 좀 봐줘. grafana.jiwoo.dev 로 접속하면 502 가 나와. 설정은 "
             "~/.cloudflared/config.yml 에 있어."),
    ("bash", "cat ~/.cloudflared/config.yml",
     "tunnel: 6f1c2a9e-3b7d-4e0a-9c55-0d2e7f8b41aa\n"
     "credentials-file: /home/jiwoo/.cloudflared/6f1c2a9e-3b7d-4e0a-9c55-0d2e7f8b41aa.json\n\ningress:\n"
     "  - service: http_status:404\n  - hostname: grafana.jiwoo.dev\n    service: http://localhost:3000\n",
     False),
    ("bash", "cloudflared tunnel ingress validate",
     "Exit code 1\nValidating rules from /home/jiwoo/.cloudflared/config.yml\nerror parsing ingress rules: The "
     "last ingress rule must match all URLs (i.e. it should not have a hostname or path filter)", True),
    ("say", "catch-all 규칙(`service: http_status:404`)이 맨 앞에 있어서 그 뒤의 grafana 규칙까지 도달하지 "
            "못해요. cloudflared 는 규칙을 위에서부터 검사하고 마지막 규칙은 반드시 전체 매칭이어야 해요. 순서를 "
            "바꿀게요."),
    ("edit", "/home/jiwoo/.cloudflared/config.yml",
     "ingress:\n  - service: http_status:404\n  - hostname: grafana.jiwoo.dev\n    service: http://localhost:3000\n",
     "ingress:\n  - hostname: grafana.jiwoo.dev\n    service: http://localhost:3000\n  - service: http_status:404\n"),
    ("bash", "cloudflared tunnel ingress validate && cloudflared tunnel ingress rule https://grafana.jiwoo.dev",
     "Validating rules from /home/jiwoo/.cloudflared/config.yml\nOK\nUsing rules from "
     "/home/jiwoo/.cloudflared/config.yml\nMatched rule #0\n\thostname: grafana.jiwoo.dev\n"
     "\tservice: http://localhost:3000", False),
    ("bash", "sudo systemctl restart cloudflared && sleep 3 && sudo journalctl -u cloudflared -n 3 --no-pager",
     "Jan 14 10:02:11 nas cloudflared[81234]: 2027-01-14T01:02:11Z INF Starting tunnel "
     "tunnelID=6f1c2a9e-3b7d-4e0a-9c55-0d2e7f8b41aa\nJan 14 10:02:11 nas cloudflared[81234]: "
     "2027-01-14T01:02:11Z ERR Couldn't start tunnel error=\"Tunnel credentials file "
     "'/root/.cloudflared/6f1c2a9e-3b7d-4e0a-9c55-0d2e7f8b41aa.json' doesn't exist or is not a file\"\n"
     "Jan 14 10:02:11 nas systemd[1]: cloudflared.service: Main process exited, code=exited, status=1/FAILURE",
     False),
    ("bash", "systemctl cat cloudflared | grep ExecStart",
     "ExecStart=/usr/bin/cloudflared --no-autoupdate --config /etc/cloudflared/config.yml tunnel run", False),
    ("say", "서비스는 `/etc/cloudflared/config.yml` 을 읽고 있어요. 홈 디렉터리에서 고친 설정은 적용되지 않고, "
            "예전에 복사된 파일은 자격 증명을 /root 아래에서 찾아요. 설정과 자격 증명 파일을 /etc/cloudflared 로 "
            "옮기고 경로를 고칠게요."),
    ("bash", "sudo install -m 600 ~/.cloudflared/6f1c2a9e-3b7d-4e0a-9c55-0d2e7f8b41aa.json /etc/cloudflared/ && "
             "sed 's#/home/jiwoo/.cloudflared#/etc/cloudflared#' ~/.cloudflared/config.yml | "
             "sudo tee /etc/cloudflared/config.yml >/dev/null && "
             "sudo cloudflared --config /etc/cloudflared/config.yml tunnel ingress validate",
     "Validating rules from /etc/cloudflared/config.yml\nOK", False),
    ("bash", "sudo systemctl restart cloudflared && sleep 3 && "
             "curl -s -o /dev/null -w '%{http_code}\\n' https://grafana.jiwoo.dev/login",
     "200", False),
    ("user", "오 된다! 고마워. 근데 prometheus.jiwoo.dev 도 추가할 수 있어?"),
    ("bash", "cloudflared tunnel route dns 6f1c2a9e-3b7d-4e0a-9c55-0d2e7f8b41aa prometheus.jiwoo.dev",
     "Exit code 1\nFailed to add route: code: 1003, reason: Failed to create record prometheus.jiwoo.dev with err "
     "An A, AAAA, or CNAME record with that host already exists. For more details, refer to "
     "<https://developers.cloudflare.com/dns/manage-dns-records/troubleshooting/records-with-same-name/>.", True),
    ("say", "prometheus.jiwoo.dev 에 이미 A 레코드가 있어요(예전 VPS 주소로 보여요). 그 레코드를 덮어쓰려면 "
            "`cloudflared tunnel route dns --overwrite-dns 6f1c2a9e-3b7d-4e0a-9c55-0d2e7f8b41aa "
            "prometheus.jiwoo.dev` 를 쓰면 돼요. 덮어쓸까요?"),
    ("user", "아니 그건 내일 내가 확인하고 할게. 오늘은 여기까지."),
]

_SENTINEL = [
    ("user", "Sentinels keep exiting right after `docker compose up`. Compose file is ./compose.yml. After that I "
             "need failover to actually work when I kill redis-a."),
    ("bash", "docker compose up -d && sleep 2 && docker compose logs sentinel-1 --tail 3",
     "[+] Running 6/6\n ✔ Network redis-ha_default  Created\n ✔ Container redis-a      Started\n"
     " ✔ Container redis-b      Started\n ✔ Container sentinel-1   Started\n ✔ Container sentinel-2   Started\n"
     " ✔ Container sentinel-3   Started\nsentinel-1  | 1:X 14 Jan 2027 09:12:03.510 * oO0OoO0OoO0Oo Redis is "
     "starting oO0OoO0OoO0Oo\nsentinel-1  | 1:X 14 Jan 2027 09:12:03.511 # Sentinel config file "
     "/etc/redis/sentinel.conf is not writable: Read-only file system. Exiting...", False),
    ("bash", "grep -n -B2 -A2 'sentinel.conf' compose.yml",
     "10-x-sentinel: &sentinel\n11-  image: redis:7.4\n12:  command: redis-sentinel /etc/redis/sentinel.conf\n"
     "13-  volumes:\n14:    - ./sentinel.conf:/etc/redis/sentinel.conf:ro", False),
    ("say", "Sentinel rewrites its own config file (current master, epochs, the other sentinels it has seen), so "
            "a `:ro` bind mount makes it exit. Each sentinel also needs its own writable copy, or they'd share "
            "one myid. I'll mount the file as a template and copy it into /data at start."),
    ("edit", "compose.yml",
     "  command: redis-sentinel /etc/redis/sentinel.conf\n  volumes:\n"
     "    - ./sentinel.conf:/etc/redis/sentinel.conf:ro",
     "  command: sh -c 'cp /tmp/sentinel.tpl.conf /data/sentinel.conf && exec redis-sentinel "
     "/data/sentinel.conf'\n  volumes:\n    - ./sentinel.conf:/tmp/sentinel.tpl.conf:ro"),
    ("bash", "docker compose up -d --force-recreate sentinel-1 sentinel-2 sentinel-3 && sleep 3 && "
             "docker compose exec sentinel-1 redis-cli -p 26379 sentinel ckquorum mymaster",
     "[+] Running 3/3\n ✔ Container sentinel-1   Started\n ✔ Container sentinel-2   Started\n"
     " ✔ Container sentinel-3   Started\nOK 3 usable Sentinels. Quorum and failover authorization can be "
     "reached", False),
    ("task", "Test failover of mymaster",
     "In /home/ops/redis-ha: stop redis-a with docker compose, watch the sentinel logs for +switch-master, then "
     "report the new master and what a client on the host gets from SENTINEL get-master-addr-by-name. Do not "
     "edit any files.",
     "Stopped redis-a at 09:20:41. sentinel-2 logged `+sdown master mymaster 172.22.0.2 6379`, then "
     "`+odown master mymaster 172.22.0.2 6379 #quorum 3/2`, and `+switch-master mymaster 172.22.0.2 6379 "
     "172.22.0.3 6379` about 6 s later (down-after-milliseconds is 5000). From the host, `redis-cli -p 26379 "
     "SENTINEL get-master-addr-by-name mymaster` returns `172.22.0.3` / `6379`: a compose-network address the "
     "host app can't reach (its client logged connect timeout after 2000 ms). Failover itself works; the "
     "announced address is the problem. I changed no files."),
    ("say", "Failover works, but the address it hands out isn't reachable from outside the compose network. The "
            "fix is `replica-announce-ip` on each redis and `sentinel announce-ip` on each sentinel, set to the "
            "host address, with a published port per node."),
    ("user", "The app moves into the compose network next month. For now just drop a snippet in the repo so we "
             "remember. Host IP is 10.0.4.17."),
    ("write", "/home/ops/redis-ha/sentinel-announce-ip.conf",
     "# include from sentinel.conf once clients live outside the compose network\n"
     "sentinel announce-ip 10.0.4.17\nsentinel announce-port 26379\n"),
    ("bash", "docker compose start redis-a && sleep 8 && "
             "docker compose exec redis-a redis-cli info replication | head -3",
     " ✔ Container redis-a  Started\n# Replication\r\nrole:slave\r\nmaster_host:172.22.0.3", False),
    ("user", "perfect, thanks"),
]

SOURCES = {
    "detekt-kotlin": ("/home/ravi/src/ledger-kt", "2027-01-11T08:40:00Z", "chore/detekt-1.23", _DETEKT),
    "sqlfluff-zsh": ("/Users/tomas/work/metrics-sql", "2027-01-11T13:05:00Z", "chore/sqlfluff-3", _SQLFLUFF),
    "pelican-fish": ("/home/ines/blog", "2027-01-12T11:58:00Z", "main", _PELICAN),
    "cloudflared-ko": ("/home/jiwoo/infra", "2027-01-14T00:55:00Z", "main", _CLOUDFLARED),
    "sentinel-task": ("/home/ops/redis-ha", "2027-01-14T09:05:00Z", "ha-sentinel", _SENTINEL),
}
