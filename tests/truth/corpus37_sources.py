"""corpus37's scripted sessions, part one: hadolint/dive, PHPUnit 11 with Rector, OpenResty, ufw with Docker (Korean),
PowerDNS with pdnsutil."""
from __future__ import annotations

from tests.truth.corpus37_common import ESC

E = ESC

HADOLINT_1 = (
    "Exit code 1\n"
    f"Dockerfile:4 {E}[93mDL3008{E}[0m {E}[93mwarning{E}[0m: Pin versions in apt get install. Instead of "
    "`apt-get install <package>` use `apt-get install <package>=<version>`\n"
    f"Dockerfile:4 {E}[92mDL3015{E}[0m {E}[92minfo{E}[0m: Avoid additional packages by specifying "
    "`--no-install-recommends`\n"
    f"Dockerfile:9 {E}[93mDL3013{E}[0m {E}[93mwarning{E}[0m: Pin versions in pip. Instead of `pip install <package>` "
    "use `pip install <package>==<version>` or `pip install --requirement <requirements file>`\n"
    f"Dockerfile:13 {E}[93mDL3025{E}[0m {E}[93mwarning{E}[0m: Use arguments JSON notation for CMD and ENTRYPOINT "
    "arguments")
HADOLINT_2 = (
    "Exit code 1\n"
    f"Dockerfile:4 {E}[93mDL3008{E}[0m {E}[93mwarning{E}[0m: Pin versions in apt get install. Instead of "
    "`apt-get install <package>` use `apt-get install <package>=<version>`\n"
    f"Dockerfile:9 {E}[93mDL3013{E}[0m {E}[93mwarning{E}[0m: Pin versions in pip. Instead of `pip install <package>` "
    "use `pip install <package>==<version>` or `pip install --requirement <requirements file>`")
DIVE_FAIL = """Exit code 1
  Using default CI config
Image Source: docker://report-api:slim
Fetching image... (this can take a while for large images)
Analyzing image...
  efficiency: 81.2400 %
  wastedBytes: 291385344 bytes (291 MB)
  userWastedPercent: 24.7300 %
Inefficient Files:
Count  Wasted Space  File Path
    2        188 MB  /var/lib/apt/lists/deb.debian.org_debian_dists_bookworm_main_binary-amd64_Packages.lz4
    2         61 MB  /var/cache/apt/pkgcache.bin
    2         30 MB  /var/cache/apt/srcpkgcache.bin
Results:
  FAIL: highestUserWastedPercent: too many bytes wasted, relative to the user bytes added (%-user-wasted-bytes=0.2473 > threshold=0.1)
  PASS: highestWastedBytes
  PASS: lowestEfficiency
Result:FAIL [Total:3] [Passed:2] [Failed:1] [Warn:0] [Skipped:0]"""
DIVE_PASS = """  Using default CI config
Image Source: docker://report-api:slim
Fetching image... (this can take a while for large images)
Analyzing image...
  efficiency: 99.1800 %
  wastedBytes: 3211264 bytes (3.2 MB)
  userWastedPercent: 0.4100 %
Inefficient Files:
Count  Wasted Space  File Path
None
Results:
  PASS: highestUserWastedPercent
  PASS: highestWastedBytes
  PASS: lowestEfficiency
Result:PASS [Total:3] [Passed:3] [Failed:0] [Warn:0] [Skipped:0]"""

S01 = [
    ("user", "CI's hadolint step fails on our Dockerfile and the image is 1.2GB. can you sort both out? dive runs in CI "
             "too with the default thresholds"),
    ("bash", "hadolint Dockerfile", HADOLINT_1, True),
    ("say", "Four findings. DL3015 and DL3025 are one-line fixes, I'll start with those."),
    ("edit", "/home/arun/src/report-api/Dockerfile",
     "RUN apt-get update && apt-get install -y libpq5 curl\n", "RUN apt-get update && apt-get install -y --no-install-recommends libpq5 curl\n"),
    ("edit", "/home/arun/src/report-api/Dockerfile", "CMD gunicorn -b 0.0.0.0:8000 app:app",
     'CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]'),
    ("bash", "hadolint Dockerfile", HADOLINT_2, True),
    ("say", "DL3013 wants pip pinned: installing from the already pinned requirements.txt satisfies it. Pinning apt "
            "package versions on a moving Debian base breaks builds every point release, so I'll ignore DL3008 in a "
            "repo-level .hadolint.yaml instead."),
    ("edit", "/home/arun/src/report-api/Dockerfile", "RUN pip install gunicorn flask psycopg[binary]",
     "RUN pip install --no-cache-dir -r requirements.txt"),
    ("write", "/home/arun/src/report-api/.hadolint.yaml", "ignored:\n  - DL3008\nfailure-threshold: warning\n"),
    ("bash", "hadolint Dockerfile && echo 'hadolint: clean'", "hadolint: clean", False),
    ("bash", "docker build -q -t report-api:slim . && CI=true dive report-api:slim", DIVE_FAIL, True),
    ("say", "dive fails on highestUserWastedPercent: the apt lists are cleaned in a separate `RUN rm -rf "
            "/var/lib/apt/lists/*` layer, so the bytes stay in the earlier layer. The cleanup has to happen in the same "
            "RUN as the install."),
    ("edit", "/home/arun/src/report-api/Dockerfile",
     "RUN apt-get update && apt-get install -y --no-install-recommends libpq5 curl\nRUN rm -rf /var/lib/apt/lists/*\n",
     "RUN apt-get update \\\n    && apt-get install -y --no-install-recommends libpq5 curl \\\n"
     "    && rm -rf /var/lib/apt/lists/*\n"),
    ("bash", "docker build -q -t report-api:slim . && CI=true dive report-api:slim", DIVE_PASS, False),
    ("user", "nice, both CI jobs are green now"),
]

PHPUNIT_1 = """Exit code 2
PHPUnit 11.2.8 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.9
Configuration: /Users/mina/code/invoicer/phpunit.xml

E........................................                         41 / 41 (100%)

Time: 00:00.212, Memory: 14.00 MB

There was 1 PHPUnit error:

1) Tests\\Unit\\TaxCalculatorTest::testRates
The data provider specified for Tests\\Unit\\TaxCalculatorTest::testRates is invalid
Data Provider method Tests\\Unit\\TaxCalculatorTest::rateProvider() is not static

/Users/mina/code/invoicer/tests/Unit/TaxCalculatorTest.php:23

--

There were 2 PHPUnit test runner deprecations:

1) Your XML configuration validates against a deprecated schema. Migrate your XML configuration using "--migrate-configuration"!

2) Metadata found in doc-comment for method Tests\\Unit\\TaxCalculatorTest::testRates(). Metadata in doc-comments is deprecated and will no longer be supported in PHPUnit 12. Update your test code to use attributes instead.

ERRORS!
Tests: 41, Assertions: 88, Errors: 1, PHPUnit Deprecations: 2."""
PHPUNIT_2 = """PHPUnit 11.2.8 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.9
Configuration: /Users/mina/code/invoicer/phpunit.xml

.........................................                         41 / 41 (100%)

Time: 00:00.198, Memory: 14.00 MB

There was 1 PHPUnit test runner deprecation:

1) Your XML configuration validates against a deprecated schema. Migrate your XML configuration using "--migrate-configuration"!

OK, but there were issues!
Tests: 41, Assertions: 91, PHPUnit Deprecations: 1."""

S02 = [
    ("user", "upgraded phpunit to 11 and the suite errors out now. fix pls, rector is already in require-dev"),
    ("bash", "vendor/bin/phpunit", PHPUNIT_1, True),
    ("say", "One error and two deprecations. Rector's PHPUnit sets make data providers static and move doc-comment "
            "metadata to attributes, so I'll let Rector do the mechanical part."),
    ("bash", "vendor/bin/rector process tests --dry-run",
     "Exit code 1\n\n [ERROR] No \"rector.php\" config found. Run \"vendor/bin/rector\" without arguments to create "
     "one.", True),
    ("write", "/Users/mina/code/invoicer/rector.php",
     "<?php\n\nuse Rector\\Config\\RectorConfig;\nuse Rector\\PHPUnit\\Set\\PHPUnitSetList;\n\n"
     "return RectorConfig::configure()\n    ->withPaths([__DIR__ . '/tests'])\n"
     "    ->withSets([PHPUnitSetList::PHPUNIT_110]);\n"),
    ("bash", "vendor/bin/rector process --dry-run",
     "Exit code 255\nPHP Fatal error:  Uncaught Error: Undefined constant Rector\\PHPUnit\\Set\\PHPUnitSetList::PHPUNIT_110 "
     "in /Users/mina/code/invoicer/rector.php:9\nStack trace:\n#0 /Users/mina/code/invoicer/vendor/rector/rector/src/"
     "Bootstrap/RectorConfigsResolver.php(41): require()\n#1 {main}\n  thrown in /Users/mina/code/invoicer/rector.php "
     "on line 9", True),
    ("bash", "composer show rector/rector | head -4",
     "name     : rector/rector\ndescrip. : Instant Upgrade and Automated Refactoring of any PHP code\n"
     "keywords : automation, dev, migration, refactoring\nversions : * 1.0.3", False),
    ("say", "Rector 1.0.3 predates the PHPUnit 11 set; its newest is PHPUNIT_100, which already has the static "
            "provider rule, plus the attributes set for the doc-comments."),
    ("edit", "/Users/mina/code/invoicer/rector.php", "    ->withSets([PHPUnitSetList::PHPUNIT_110]);",
     "    ->withSets([PHPUnitSetList::PHPUNIT_100])\n    ->withAttributesSets(phpunit: true);"),
    ("bash", "vendor/bin/rector process",
     " 9/9 [============================] 100%\n\n9 files with changes\n===================\n\n"
     "1) tests/Unit/TaxCalculatorTest.php:21\n\n    ---------- begin diff ----------\n"
     "-    public function rateProvider(): array\n+    public static function rateProvider(): array\n"
     "    ----------- end diff -----------\n\n [OK] 9 files have been changed by Rector", False),
    ("bash", "vendor/bin/phpunit", PHPUNIT_2, False),
    ("bash", "vendor/bin/phpunit --migrate-configuration",
     "PHPUnit 11.2.8 by Sebastian Bergmann and contributors.\n\n"
     "Created backup:         /Users/mina/code/invoicer/phpunit.xml.bak\n"
     "Migrated configuration: /Users/mina/code/invoicer/phpunit.xml", False),
    ("bash", "vendor/bin/phpunit",
     "PHPUnit 11.2.8 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.9\nConfiguration: "
     "/Users/mina/code/invoicer/phpunit.xml\n\n.........................................                         "
     "41 / 41 (100%)\n\nTime: 00:00.190, Memory: 14.00 MB\n\nOK (41 tests, 91 assertions)", False),
    ("user", "perfect. don't commit the phpunit.xml.bak though"),
]

ERRLOG_1 = """2025/03/11 09:14:02 [error] 2211#2211: *41 lua entry thread aborted: runtime error: /usr/local/openresty/lualib/app/auth.lua:3: module 'resty.http' not found:
	no field package.preload['resty.http']
	no file '/usr/local/openresty/site/lualib/resty/http.ljbc'
	no file '/usr/local/openresty/site/lualib/resty/http/init.ljbc'
	no file '/usr/local/openresty/lualib/resty/http.ljbc'
	no file '/usr/local/openresty/lualib/resty/http/init.ljbc'
	no file '/usr/local/openresty/site/lualib/resty/http.lua'
	no file '/usr/local/openresty/site/lualib/resty/http/init.lua'
	no file '/usr/local/openresty/lualib/resty/http.lua'
	no file '/usr/local/openresty/lualib/resty/http/init.lua'
	no file './resty/http.lua'
	no file '/usr/local/openresty/luajit/share/luajit-2.1/resty/http.lua'
	no file '/usr/local/share/luajit-2.1/resty/http.lua'
	no file '/usr/local/openresty/luajit/share/lua/5.1/resty/http.lua'
	no file '/usr/local/openresty/luajit/share/lua/5.1/resty/http/init.lua'
	no file '/usr/local/openresty/site/lualib/resty/http.so'
	no file '/usr/local/openresty/lualib/resty/http.so'
	no file './resty/http.so'
	no file '/usr/local/lib/lua/5.1/resty/http.so'
	no file '/usr/local/openresty/luajit/lib/lua/5.1/resty/http.so'
	no file '/usr/local/openresty/site/lualib/resty.so'
	no file '/usr/local/openresty/lualib/resty.so'
	no file './resty.so'
	no file '/usr/local/lib/lua/5.1/resty.so'
	no file '/usr/local/openresty/luajit/lib/lua/5.1/resty.so'
stack traceback:
coroutine 0:
	[C]: in function 'require'
	/usr/local/openresty/lualib/app/auth.lua:3: in main chunk
	[C]: in function 'require'
	access_by_lua(nginx.conf:58):2: in main chunk, client: 10.20.0.7, server: gw.internal, request: "GET /auth HTTP/1.1", host: "gw.internal:8080"
2025/03/11 09:14:05 [error] 2211#2211: *43 lua entry thread aborted: runtime error: /usr/local/openresty/lualib/app/auth.lua:3: module 'resty.http' not found:
	no field package.preload['resty.http']
	(repeated, 24 more lines)"""

S03 = [
    ("user", "our openresty gateway returns 500 on /auth since I added lua-resty-http (luarocks install "
             "lua-resty-http). can you look"),
    ("bash", "sudo tail -n 40 /usr/local/openresty/nginx/logs/error.log", ERRLOG_1, False),
    ("bash", "luarocks list lua-resty-http && luarocks config deploy_lua_dir",
     "\nRocks installed for Lua 5.1\n---------------------------\n\nlua-resty-http\n   0.17.2-0 (installed) - "
     "/usr/local/lib/luarocks/rocks-5.1\n\n/usr/local/share/lua/5.1", False),
    ("say", "The rock went into the system luarocks tree, /usr/local/share/lua/5.1, which is not on OpenResty's "
            "package.path (see the searched paths above). OpenResty's own package manager, opm, installs under "
            "/usr/local/openresty/site/lualib, which is."),
    ("bash", "sudo opm get ledgetech/lua-resty-http",
     "* Fetching ledgetech/lua-resty-http  \n  Downloading https://opm.openresty.org/api/pkg/tarball/ledgetech/"
     "lua-resty-http-0.17.2.opm.tar.gz\n  % Total    % Received % Xferd  Average Speed   Time    Time     Time  "
     "Current\n100 19843  100 19843    0     0  61238      0 --:--:-- --:--:-- --:--:-- 61243\nPackage "
     "ledgetech/lua-resty-http 0.17.2 installed successfully under /usr/local/openresty/site/ .", False),
    ("bash", "sudo openresty -t && sudo openresty -s reload && sleep 1 && curl -s -o /dev/null -w '%{http_code}\\n' "
             "http://127.0.0.1:8080/auth",
     "nginx: the configuration file /usr/local/openresty/nginx/conf/nginx.conf syntax is ok\nnginx: configuration "
     "file /usr/local/openresty/nginx/conf/nginx.conf test is successful\n500", False),
    ("bash", "sudo tail -n 3 /usr/local/openresty/nginx/logs/error.log",
     "2025/03/11 09:21:40 [notice] 2190#2190: signal process started\n2025/03/11 09:21:41 [error] 2305#2305: *61 "
     "[lua] auth.lua:16: idp request failed: no resolver defined to resolve \"idp.internal.example\", client: "
     "127.0.0.1, server: gw.internal, request: \"GET /auth HTTP/1.1\", host: \"127.0.0.1:8080\"", False),
    ("say", "The module loads now. The next failure is DNS: cosocket lookups don't use /etc/resolv.conf, nginx needs "
            "an explicit `resolver` directive in the http block."),
    ("edit", "/usr/local/openresty/nginx/conf/nginx.conf", "    lua_package_path",
     "    resolver 127.0.0.53 valid=30s ipv6=off;\n    lua_package_path"),
    ("bash", "sudo openresty -t && sudo openresty -s reload && sleep 1 && curl -s -o /dev/null -w '%{http_code}\\n' "
             "http://127.0.0.1:8080/auth",
     "nginx: the configuration file /usr/local/openresty/nginx/conf/nginx.conf syntax is ok\nnginx: configuration "
     "file /usr/local/openresty/nginx/conf/nginx.conf test is successful\n200", False),
    ("user", "200 on staging too, thanks"),
]

S04 = [
    ("user", "ufw로 5432 막아놨는데 외부에서 postgres 컨테이너(pg-main)에 그냥 접속이 돼요. 왜 그런지 봐주세요"),
    ("bash", "sudo ufw status verbose",
     "Status: active\nLogging: on (low)\nDefault: deny (incoming), allow (outgoing), deny (routed)\nNew profiles: "
     "skip\n\nTo                         Action      From\n--                         ------      ----\n22/tcp       "
     "              ALLOW IN    Anywhere\n5432/tcp                   DENY IN     Anywhere\n22/tcp (v6)            "
     "   ALLOW IN    Anywhere (v6)\n5432/tcp (v6)              DENY IN     Anywhere (v6)", False),
    ("bash", "docker ps --format '{{.Names}} {{.Ports}}'",
     "pg-main 0.0.0.0:5432->5432/tcp, :::5432->5432/tcp", False),
    ("bash", "sudo iptables -L DOCKER -n --line-numbers",
     "Chain DOCKER (1 references)\nnum  target     prot opt source               destination\n1    ACCEPT     tcp  "
     "--  0.0.0.0/0            172.18.0.2           tcp dpt:5432", False),
    ("say", "원인은 Docker입니다. 포트를 publish하면 Docker가 nat/FORWARD 체인에 직접 규칙을 넣기 때문에 ufw의 INPUT 규칙"
            "(5432/tcp DENY IN)을 거치지 않습니다. 먼저 호스트 루프백에만 바인딩해서 외부 노출을 막겠습니다."),
    ("edit", "/srv/pg/docker-compose.yml", '      - "5432:5432"', '      - "127.0.0.1:5432:5432"'),
    ("bash", "cd /srv/pg && docker compose up -d pg-main && docker ps --format '{{.Names}} {{.Ports}}'",
     "[+] Running 1/1\n ✔ Container pg-main  Started\npg-main 127.0.0.1:5432->5432/tcp", False),
    ("bash", "nc -zv -w3 203.0.113.24 5432",
     "Exit code 1\nnc: connect to 203.0.113.24 port 5432 (tcp) failed: Connection refused", True),
    ("say", "공인 IP(203.0.113.24)로는 이제 연결이 거부됩니다."),
    ("user", "근데 앱 서버(10.0.3.15)에서는 붙어야 해요. 지금은 앱도 못 붙어요"),
    ("say", "그럼 사설 인터페이스 주소(10.0.3.10)에만 바인딩하겠습니다."),
    ("edit", "/srv/pg/docker-compose.yml", '      - "127.0.0.1:5432:5432"', '      - "10.0.3.10:5432:5432"'),
    ("bash", "cd /srv/pg && docker compose up -d pg-main && docker ps --format '{{.Names}} {{.Ports}}'",
     "[+] Running 1/1\n ✔ Container pg-main  Started\npg-main 10.0.3.10:5432->5432/tcp", False),
    ("user", "앱 서버에서 psql 붙는 거 확인했어요. 됐어요! 그리고 다른 컨테이너도 나중에 publish할 수 있으니까 ufw가 "
             "Docker 포트에도 적용되게 해주세요"),
    ("say", "ufw-docker 방식으로 /etc/ufw/after.rules 끝에 DOCKER-USER 체인 규칙을 추가하겠습니다. 적용은 `sudo ufw "
            "reload`가 필요합니다."),
    ("edit", "/etc/ufw/after.rules", "# don't delete the 'COMMIT' line or these rules won't be processed\nCOMMIT",
     "# don't delete the 'COMMIT' line or these rules won't be processed\nCOMMIT\n\n# BEGIN UFW AND DOCKER\n*filter\n"
     ":ufw-user-forward - [0:0]\n:DOCKER-USER - [0:0]\n-A DOCKER-USER -j ufw-user-forward\n"
     "-A DOCKER-USER -j RETURN -s 10.0.0.0/8\n-A DOCKER-USER -p tcp -m tcp --tcp-flags FIN,SYN,RST,ACK SYN -d "
     "172.16.0.0/12 -j DROP\n-A DOCKER-USER -j RETURN\nCOMMIT\n# END UFW AND DOCKER"),
    ("say", "after.rules에 추가했습니다. `sudo ufw reload` 후 외부에서 다시 확인해 주세요. 이후 컨테이너 포트는 "
            "`ufw route allow` 로 엽니다."),
    ("user", "아 아까 부탁한 nginx 로그 로테이션은 됐어요. 고마워요"),
]

S05 = [
    ("user", "set up pdns authoritative with the sqlite backend for lab.example.net and sign it with DNSSEC. "
             "pdns-server and pdns-backend-sqlite3 are installed"),
    ("bash", "sudo pdnsutil create-zone lab.example.net ns1.lab.example.net",
     "Exit code 1\nMar 12 10:02:11 [bindbackend] Parsing 0 domain(s), will report when done\nMar 12 10:02:11 "
     "[bindbackend] Done parsing domains, 0 rejected, 0 new, 0 removed\nCreating empty zone 'lab.example.net'\n"
     "Error: No backend was able to create zone 'lab.example.net'", True),
    ("bash", "grep -rn '^launch\\|^# launch' /etc/powerdns/",
     "/etc/powerdns/pdns.conf:212:# launch=\n/etc/powerdns/pdns.d/bind.conf:1:launch+=bind", False),
    ("say", "Only the bind backend is launched (Debian ships pdns.d/bind.conf). I'll add a gsqlite3 launch file and "
            "load the schema."),
    ("write", "/etc/powerdns/pdns.d/gsqlite3.conf",
     "launch+=gsqlite3\ngsqlite3-database=/var/lib/powerdns/pdns.sqlite3\n"),
    ("bash", "sudo sqlite3 /var/lib/powerdns/pdns.sqlite3 < /usr/share/doc/pdns-backend-sqlite3/schema.sqlite3.sql "
             "&& sudo chown pdns: /var/lib/powerdns/pdns.sqlite3 && sudo pdnsutil create-zone lab.example.net "
             "ns1.lab.example.net",
     "Creating empty zone 'lab.example.net'\nAlso adding one NS record", False),
    ("bash", "sudo pdnsutil secure-zone lab.example.net",
     "Exit code 1\nSecuring zone with default key size\nAdding CSK (257) with algorithm ecdsa256\nAdding key failed, "
     "perhaps DNSSEC not enabled in configuration?", True),
    ("edit", "/etc/powerdns/pdns.d/gsqlite3.conf", "gsqlite3-database=/var/lib/powerdns/pdns.sqlite3\n",
     "gsqlite3-database=/var/lib/powerdns/pdns.sqlite3\ngsqlite3-dnssec=yes\n"),
    ("bash", "sudo pdnsutil secure-zone lab.example.net",
     "Securing zone with default key size\nAdding CSK (257) with algorithm ecdsa256\nZone lab.example.net secured\n"
     "Adding NSEC ordering information", False),
    ("bash", "sudo systemctl restart pdns && dig +dnssec +short @127.0.0.1 lab.example.net SOA",
     "ns1.lab.example.net. hostmaster.lab.example.net. 1 10800 3600 604800 3600\nSOA 13 3 3600 20250326000000 "
     "20250305000000 41712 lab.example.net. Qx2kB0mWc1v8yq1Nf0w3e8+u9Y3o1sN0bq0xE1Hk5oJ6vTQe0mY8rX6PpY3mR7lq "
     "ZkqzX0yXnT3w4h1pD1Q==", False),
    ("bash", "sudo pdnsutil check-zone lab.example.net",
     "[Warning] zone 'lab.example.net': NS record for 'ns1.lab.example.net' has no A or AAAA record in the zone\n"
     "Checked 3 records of 'lab.example.net', 0 errors, 1 warnings.", False),
    ("say", "The zone is signed and served. check-zone warns that ns1 has no glue address. I can add it with "
            "`sudo pdnsutil add-record lab.example.net ns1 A 3600 192.0.2.53` and then `pdnsutil rectify-zone "
            "lab.example.net`. Should I run those with 192.0.2.53?"),
    ("user", "no, the IP isn't final yet. i'll do it after the network team replies"),
]

SOURCES = {
    "s01-hadolint-dive": ("/home/arun/src/report-api", "2025-03-10T08:02:00Z", "ci-slim-image", S01),
    "s02-phpunit11-rector": ("/Users/mina/code/invoicer", "2025-03-10T13:40:00Z", "phpunit-11", S02),
    "s03-openresty-resty-http": ("/home/ops/gateway", "2025-03-11T09:16:00Z", "main", S03),
    "s04-ufw-docker-ko": ("/srv/pg", "2025-03-11T23:05:00Z", "main", S04),
    "s05-pdns-gsqlite3": ("/home/lee/lab-dns", "2025-03-12T10:00:00Z", "main", S05),
}
