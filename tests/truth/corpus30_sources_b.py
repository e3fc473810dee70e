"""corpus30's scripted sessions, part two: Scrapy with its Twisted reactor (a fish user, an interrupted call), Apache
Ant with Ivy in Windows cmd, an AppArmor profile on Ubuntu, dnsmasq beside systemd-resolved, Nagios NRPE across two
hosts (a Task), Meteor 3's async collections on macOS zsh."""
from __future__ import annotations

from tests.truth.corpus30_common import INTERRUPTED, REJECTED

STATS_FORBIDDEN = (
    "2026-11-06 10:12:05 [scrapy.statscollectors] INFO: Dumping Scrapy stats:\n"
    "{'downloader/request_bytes': 1024,\n 'downloader/request_count': 3,\n 'downloader/response_count': 3,\n"
    " 'elapsed_time_seconds': 1.84,\n 'finish_reason': 'finished',\n 'item_scraped_count': 0,\n"
    " 'log_count/DEBUG': 47,\n 'log_count/INFO': 10,\n 'robotstxt/forbidden': 41,\n"
    " 'robotstxt/request_count': 1,\n 'scheduler/enqueued': 42}\n"
    "2026-11-06 10:12:05 [scrapy.core.engine] INFO: Spider closed (finished)")
CRAWL = "cd crawler && scrapy crawl shops -O ../out/items.jsonl"
SCRAPY = [
    ("user", "run the `shops` spider and dump to out/items.jsonl. it worked last month. (I'm in fish, if that matters)"),
    ("bash", "scrapy crawl shops -O out/items.jsonl",
     "Exit code 2\nScrapy 2.11.2 - no active project\n\nUnknown command: crawl\n\nUse \"scrapy\" to see available "
     "commands", True),
    ("bash", "ls; ls crawler", "README.md\ncrawler\nout\nrequirements.txt\npricewatch\nscrapy.cfg", False),
    ("say", "Scrapy finds its project through scrapy.cfg in the current directory or a parent; it lives in crawler/, "
            "so from the repository root there is no active project and `crawl` doesn't exist."),
    ("bash", CRAWL,
     "2026-11-06 10:12:03 [scrapy.utils.log] INFO: Scrapy 2.11.2 started (bot: pricewatch)\n"
     "2026-11-06 10:12:03 [scrapy.middleware] INFO: Enabled downloader middlewares:\n"
     "['scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware',\n"
     " 'scrapy.downloadermiddlewares.httpauth.HttpAuthMiddleware',\n ...]\n"
     "2026-11-06 10:12:04 [scrapy.downloadermiddlewares.robotstxt] DEBUG: Forbidden by robots.txt: <GET "
     "https://shop.example-outdoor.de/category/tents?page=1>\n"
     "2026-11-06 10:12:04 [scrapy.downloadermiddlewares.robotstxt] DEBUG: Forbidden by robots.txt: <GET "
     "https://shop.example-outdoor.de/category/sleeping-bags?page=1>\n" + STATS_FORBIDDEN, False),
    ("user", "their robots.txt now disallows /category. we have written permission, and they asked us to use their "
             "/api/products feed instead. don't bypass robots."),
    ("say", "Then the spider should start from the feed. I'll switch start_urls to /api/products and parse JSON."),
    ("edit", "/home/noor/scrape/pricewatch/crawler/pricewatch/spiders/shops.py",
     "    start_urls = [\"https://shop.example-outdoor.de/category/tents?page=1\"]",
     "    start_urls = [\"https://shop.example-outdoor.de/api/products?page=1\"]"),
    ("edit", "/home/noor/scrape/pricewatch/crawler/pricewatch/spiders/shops.py",
     "        for card in response.css(\"div.product-card\"):",
     "        for p in response.json()[\"items\"]:"),
    ("bash", CRAWL + " 2>&1 | grep -A6 ERROR",
     "2026-11-06 10:20:41 [scrapy.core.scraper] ERROR: Spider error processing <GET "
     "https://shop.example-outdoor.de/api/products?page=1> (referer: None)\nTraceback (most recent call last):\n"
     "  File \"/home/noor/scrape/pricewatch/crawler/pricewatch/spiders/shops.py\", line 22, in parse\n"
     "    for p in response.json()[\"items\"]:\nKeyError: 'items'", False),
    ("bash", "curl -s 'https://shop.example-outdoor.de/api/products?page=1' | python -m json.tool | head -8",
     "{\n    \"data\": {\n        \"products\": [\n            {\n                \"sku\": \"TNT-2P-ULTRA\",\n"
     "                \"name\": \"Ultra 2P tent\",\n                \"price\": 389.0,\n"
     "                \"currency\": \"EUR\",", False),
    ("edit", "/home/noor/scrape/pricewatch/crawler/pricewatch/spiders/shops.py",
     "        for p in response.json()[\"items\"]:",
     "        for p in response.json()[\"data\"][\"products\"]:"),
    ("tool", "Bash", {"command": CRAWL, "description": "Run the shops spider"}, REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "it's walking every page of the feed (300+). cap it while we test"),
    ("bash", CRAWL + " -s CLOSESPIDER_PAGECOUNT=5 2>&1 | grep -E \"item_scraped_count|finish_reason\"",
     " 'finish_reason': 'closespider_pagecount',\n 'item_scraped_count': 120,", False),
    ("user", "good. the other project uses the asyncio reactor, set TWISTED_REACTOR the same way here"),
    ("edit", "/home/noor/scrape/pricewatch/crawler/pricewatch/settings.py", "ROBOTSTXT_OBEY = True",
     "ROBOTSTXT_OBEY = True\n\nTWISTED_REACTOR = \"twisted.internet.asyncioreactor.AsyncioSelectorReactor\""),
    ("bash", CRAWL + " -s CLOSESPIDER_PAGECOUNT=5 2>&1 | tail -4",
     "Exit code 1\n  File \"/home/noor/scrape/pricewatch/.venv/lib/python3.12/site-packages/scrapy/utils/reactor.py\","
     " line 120, in verify_installed_reactor\n    raise Exception(msg)\nException: The installed reactor "
     "(twisted.internet.epollreactor.EPollReactor) does not match the requested one "
     "(twisted.internet.asyncioreactor.AsyncioSelectorReactor)", True),
    ("bash", "grep -rn \"from twisted.internet import reactor\" crawler/pricewatch",
     "crawler/pricewatch/pipelines.py:3:from twisted.internet import reactor", False),
    ("say", "pipelines.py imports `reactor` at module level. That import installs Twisted's default reactor (epoll) "
            "before Scrapy can install the asyncio one. It's only used for `reactor.callLater` in one method, so I'll "
            "import it inside that method."),
    ("edit", "/home/noor/scrape/pricewatch/crawler/pricewatch/pipelines.py",
     "from twisted.internet import reactor\n", ""),
    ("edit", "/home/noor/scrape/pricewatch/crawler/pricewatch/pipelines.py",
     "    def _schedule_flush(self):\n",
     "    def _schedule_flush(self):\n        from twisted.internet import reactor\n\n"),
    ("user", "works now, ran it in my terminal, 5 pages and it closed cleanly. one more thing: `source "
             ".venv/bin/activate` gives me this in fish:\n```\n.venv/bin/activate (line 40): 'case' builtin not inside "
             "of switch block\n    case \"$(uname)\" in\n    ^~~^\nfrom sourcing file .venv/bin/activate\n"
             "source: Error while reading file '.venv/bin/activate'\n```"),
    ("say", "`activate` is the bash/zsh script; venv writes a fish version next to it. In fish use "
            "`source .venv/bin/activate.fish`."),
    ("user", "yep, activate.fish works. thanks!"),
]

ANT_LIB = "ant -lib C:\\tools\\apache-ivy-2.5.2\\ivy-2.5.2.jar dist"
ANT = [
    ("user", "build legacy-billing with ant (target dist). new laptop, ant and ivy were just unzipped into C:\\tools"),
    ("bash", "ant dist",
     "Exit code 1\nBuildfile: C:\\work\\legacy-billing\\build.xml\n\nresolve:\n\nBUILD FAILED\n"
     "C:\\work\\legacy-billing\\build.xml:18: Problem: failed to create task or type "
     "antlib:org.apache.ivy.ant:retrieve\nCause: The name is undefined.\nAction: Check the spelling.\n"
     "Action: Check that any custom tasks/types have been declared.\nAction: Check that any <presetdef>/<macrodef> "
     "declarations have taken place.\nNo types or tasks have been defined in this namespace yet\n\nThis appears to be "
     "an antlib declaration.\nAction: Check that the implementing library exists in one of:\n"
     "        -C:\\tools\\apache-ant-1.10.14\\lib\n        -C:\\Users\\rafael\\.ant\\lib\n"
     "        -a directory added on the command line with the -lib argument\n\n\nTotal time: 0 seconds", True),
    ("bash", "dir /b C:\\tools\\apache-ivy-2.5.2", "ivy-2.5.2.jar\nlib\nLICENSE\nNOTICE\nREADME.html", False),
    ("bash", ANT_LIB,
     "Exit code 1\nBuildfile: C:\\work\\legacy-billing\\build.xml\n\nresolve:\n[ivy:retrieve] :: Apache Ivy 2.5.2 - "
     "20230812115223 :: https://ant.apache.org/ivy/ ::\n[ivy:retrieve] :: loading settings :: file = "
     "C:\\work\\legacy-billing\\ivysettings.xml\n[ivy:retrieve] \t\t::::::::::::::::::::::::::::::::::::::::::::::\n"
     "[ivy:retrieve] \t\t::          UNRESOLVED DEPENDENCIES         ::\n"
     "[ivy:retrieve] \t\t::::::::::::::::::::::::::::::::::::::::::::::\n"
     "[ivy:retrieve] \t\t:: com.acme.billing#billing-core;2.4.1: not found\n"
     "[ivy:retrieve] \t\t::::::::::::::::::::::::::::::::::::::::::::::\n\nBUILD FAILED\n"
     "C:\\work\\legacy-billing\\build.xml:18: impossible to resolve dependencies:\n"
     "\tresolve failed - see output for details\n\nTotal time: 3 seconds", True),
    ("bash", "findstr /n \"nexus\" ivysettings.xml build.properties & dir /b build.properties*",
     "ivysettings.xml:7:    <ibiblio name=\"nexus\" m2compatible=\"true\" "
     "root=\"${nexus.url}/repository/maven-internal/\"/>\nFINDSTR: Cannot open build.properties\n"
     "build.properties.example", False),
    ("say", "billing-core comes from the internal Nexus, whose URL comes from `${nexus.url}` in build.properties. "
            "That file isn't in git; only build.properties.example is, so the property stays unexpanded."),
    ("bash", "copy build.properties.example build.properties && " + ANT_LIB,
     "        1 file(s) copied.\nExit code 1\nBuildfile: C:\\work\\legacy-billing\\build.xml\n\nresolve:\n"
     "[ivy:retrieve] :: resolving dependencies :: com.acme#legacy-billing;working@RAFAEL-T14\n"
     "[ivy:retrieve] \tfound com.acme.billing#billing-core;2.4.1 in nexus\n"
     "[ivy:retrieve] \t23 artifacts copied, 0 already retrieved (18342kB/412ms)\n\ncompile:\n"
     "    [javac] Compiling 214 source files to C:\\work\\legacy-billing\\build\\classes\n"
     "    [javac] C:\\work\\legacy-billing\\src\\com\\acme\\billing\\Invoice.java:88: error: unmappable character "
     "(0x8D) for encoding windows-1252\n    [javac]         // z\u00c3\u00a1kazn\u00c3\u00adk: \u00c3\u00ba"
     "\u00c4?et\n    [javac]                             ^\n    [javac] 1 error\n\nBUILD FAILED\n"
     "C:\\work\\legacy-billing\\build.xml:41: Compile failed; see the compiler error output for details.\n\n"
     "Total time: 9 seconds", True),
    ("say", "Dependencies resolve now. javac reads sources in the platform encoding, which on this Windows box is "
            "windows-1252, and the file is UTF-8 (a Czech comment). The javac task needs an explicit encoding."),
    ("edit", "C:\\work\\legacy-billing\\build.xml",
     "<javac srcdir=\"src\" destdir=\"${build.classes}\" includeantruntime=\"false\"",
     "<javac srcdir=\"src\" destdir=\"${build.classes}\" includeantruntime=\"false\" encoding=\"UTF-8\""),
    ("bash", ANT_LIB,
     "Buildfile: C:\\work\\legacy-billing\\build.xml\n\nresolve:\n[ivy:retrieve] \t0 artifacts copied, 23 already "
     "retrieved (0kB/31ms)\n\ncompile:\n    [javac] Compiling 214 source files to "
     "C:\\work\\legacy-billing\\build\\classes\n\ndist:\n      [jar] Building jar: "
     "C:\\work\\legacy-billing\\dist\\legacy-billing-2.7.3.jar\n\nBUILD SUCCESSFUL\nTotal time: 14 seconds", False),
    ("user", "good. can we avoid typing -lib every time?"),
    ("say", "Ant loads every jar in %USERPROFILE%\\.ant\\lib on its own (it's in the list the first error printed). "
            "I'll copy the Ivy jar there and run without -lib."),
    ("bash", "mkdir %USERPROFILE%\\.ant\\lib 2>nul & copy C:\\tools\\apache-ivy-2.5.2\\ivy-2.5.2.jar "
             "%USERPROFILE%\\.ant\\lib\\ && ant dist",
     "        1 file(s) copied.\nBuildfile: C:\\work\\legacy-billing\\build.xml\n\nresolve:\n[ivy:retrieve] \t0 "
     "artifacts copied, 23 already retrieved (0kB/29ms)\n\ncompile:\n\ndist:\n\nBUILD SUCCESSFUL\n"
     "Total time: 2 seconds", False),
]

PROFILE = "/home/amara/deploy/reportd/apparmor/usr.local.bin.reportd"
RELOAD = "sudo cp apparmor/usr.local.bin.reportd /etc/apparmor.d/ && sudo apparmor_parser -r " \
         "/etc/apparmor.d/usr.local.bin.reportd"
APPARMOR = [
    ("user", "reportd can't read /srv/reports since I loaded the AppArmor profile from the repo. fix the profile, "
             "it has to stay in enforce mode."),
    ("bash", "sudo journalctl -u reportd -n 2 --no-pager",
     "Nov 06 14:02:11 rpt01 reportd[8812]: Error: open /srv/reports/2026/q4.csv: permission denied\n"
     "Nov 06 14:02:11 rpt01 systemd[1]: reportd.service: Main process exited, code=exited, status=1/FAILURE", False),
    ("bash", "sudo journalctl -k --since \"10 min ago\" | grep -i apparmor | tail -2",
     "Nov 06 14:02:11 rpt01 kernel: audit: type=1400 audit(1793973731.412:412): apparmor=\"DENIED\" "
     "operation=\"open\" class=\"file\" profile=\"/usr/local/bin/reportd\" name=\"/srv/reports/2026/q4.csv\" "
     "pid=8812 comm=\"reportd\" requested_mask=\"r\" denied_mask=\"r\" fsuid=998 ouid=998", False),
    ("bash", "grep -n srv apparmor/usr.local.bin.reportd", "12:  /srv/reports/ r,\n13:  /srv/reports/* r,", False),
    ("say", "In AppArmor globs `*` stops at `/`, so `/srv/reports/*` covers files directly in /srv/reports but not "
            "/srv/reports/2026/q4.csv. `**` crosses directories."),
    ("edit", PROFILE, "  /srv/reports/* r,", "  /srv/reports/** r"),
    ("bash", RELOAD,
     "Exit code 1\nAppArmor parser error for /etc/apparmor.d/usr.local.bin.reportd in profile "
     "/etc/apparmor.d/usr.local.bin.reportd at line 14: syntax error, unexpected TOK_CLOSE, expecting "
     "TOK_END_OF_RULE", True),
    ("say", "I dropped the trailing comma; every rule ends with one."),
    ("edit", PROFILE, "  /srv/reports/** r", "  /srv/reports/** r,"),
    ("bash", RELOAD + " && sudo systemctl restart reportd && sudo journalctl -u reportd -n 1 --no-pager",
     "Nov 06 14:09:40 rpt01 reportd[9120]: loaded 12 report files from /srv/reports", False),
    ("user", "nice. it also wants a pid file and I see another DENIED for /run"),
    ("bash", "sudo journalctl -k --since \"5 min ago\" | grep DENIED",
     "Nov 06 14:09:40 rpt01 kernel: audit: type=1400 audit(1793974180.771:431): apparmor=\"DENIED\" "
     "operation=\"mknod\" class=\"file\" profile=\"/usr/local/bin/reportd\" name=\"/run/reportd/reportd.pid\" "
     "pid=9120 comm=\"reportd\" requested_mask=\"c\" denied_mask=\"c\" fsuid=998 ouid=998", False),
    ("say", "Creating the pid file is `mknod` with the `c` (create) mask, which the profile never grants under "
            "/run. Adding a rule for its directory:"),
    ("edit", PROFILE, "  /srv/reports/** r,", "  /srv/reports/** r,\n  /run/reportd/ rw,\n  /run/reportd/** rwk,"),
    ("bash", RELOAD + " && sudo aa-status | grep -A1 'profiles are in enforce mode' ; sudo aa-status | grep reportd",
     "38 profiles are in enforce mode.\n   /usr/bin/man\n   /usr/local/bin/reportd", False),
    ("say", "The profile parses and reportd is still in enforce mode."),
    ("user", "ok. I'll restart reportd in tonight's maintenance window and check whether the pid denial is gone"),
]

DNSMASQ = [
    ("user", "set up dnsmasq on lab-gw (ubuntu 24.04) for DHCP + DNS on enp3s0 (192.168.50.0/24). the config is "
             "dnsmasq.d/lab.conf in this repo"),
    ("bash", "sudo cp dnsmasq.d/lab.conf /etc/dnsmasq.d/ && sudo systemctl restart dnsmasq",
     "Exit code 1\nJob for dnsmasq.service failed because the control process exited with error code.\n"
     "See \"systemctl status dnsmasq.service\" and \"journalctl -xeu dnsmasq.service\" for details.", True),
    ("bash", "sudo journalctl -u dnsmasq -n 4 --no-pager",
     "Nov 07 09:01:12 lab-gw dnsmasq[1874]: dnsmasq: failed to create listening socket for port 53: Address already "
     "in use\nNov 07 09:01:12 lab-gw dnsmasq[1874]: failed to create listening socket for port 53: Address already "
     "in use\nNov 07 09:01:12 lab-gw dnsmasq[1874]: FAILED to start up\n"
     "Nov 07 09:01:12 lab-gw systemd[1]: dnsmasq.service: Control process exited, code=exited, status=2/INVALIDARGUMENT",
     False),
    ("bash", "sudo ss -lntup 'sport = :53'",
     "Netid State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n"
     "udp   UNCONN 0      0         127.0.0.54:53         0.0.0.0:*     users:((\"systemd-resolve\",pid=712,fd=16))\n"
     "udp   UNCONN 0      0      127.0.0.53%lo:53         0.0.0.0:*     users:((\"systemd-resolve\",pid=712,fd=14))\n"
     "tcp   LISTEN 0      4096   127.0.0.53%lo:53         0.0.0.0:*     users:((\"systemd-resolve\",pid=712,fd=15))\n"
     "tcp   LISTEN 0      4096      127.0.0.54:53         0.0.0.0:*     users:((\"systemd-resolve\",pid=712,fd=17))",
     False),
    ("say", "systemd-resolved's stub listener holds 127.0.0.53:53 and 127.0.0.54:53. By default dnsmasq binds the "
            "wildcard address, which collides. With `bind-interfaces` plus a `listen-address` it binds only the LAN "
            "address and leaves the stub alone."),
    ("edit", "/home/pavel/lab/dnsmasq.d/lab.conf", "interface=enp3s0\n",
     "interface=enp3s0\nbind-interfaces\nlisten-address=192.168.50.1\n"),
    ("bash", "sudo cp dnsmasq.d/lab.conf /etc/dnsmasq.d/ && sudo systemctl restart dnsmasq && systemctl is-active "
             "dnsmasq && dig @192.168.50.1 nas.lab +short", "active\n192.168.50.10", False),
    ("user", "DNS works. but clients don't get leases"),
    ("bash", "sudo journalctl -u dnsmasq -n 20 --no-pager | grep -i dhcp | tail -3",
     "Nov 07 09:06:40 lab-gw dnsmasq-dhcp[2211]: DHCPDISCOVER(enp3s0) 3c:52:82:1a:9e:04 no address available\n"
     "Nov 07 09:06:44 lab-gw dnsmasq-dhcp[2211]: DHCPDISCOVER(enp3s0) 3c:52:82:1a:9e:04 no address available\n"
     "Nov 07 09:06:52 lab-gw dnsmasq-dhcp[2211]: DHCPDISCOVER(enp3s0) 3c:52:82:1a:9e:04 no address available", False),
    ("bash", "grep -n dhcp-range /etc/dnsmasq.d/lab.conf", "4:dhcp-range=192.168.5.100,192.168.5.200,12h", False),
    ("say", "The range is in 192.168.5.x, not 192.168.50.x, so there is no range on enp3s0's subnet and dnsmasq has "
            "nothing to offer."),
    ("edit", "/home/pavel/lab/dnsmasq.d/lab.conf", "dhcp-range=192.168.5.100,192.168.5.200,12h",
     "dhcp-range=192.168.50.100,192.168.50.200,12h"),
    ("bash", "sudo cp dnsmasq.d/lab.conf /etc/dnsmasq.d/ && sudo systemctl restart dnsmasq && systemctl is-active "
             "dnsmasq", "active", False),
    ("user", "a laptop just got 192.168.50.117, thanks! do I need to open anything in ufw?"),
    ("bash", "sudo ufw status verbose", "Status: inactive", False),
    ("say", "ufw is inactive, so nothing is filtered now. If you enable it later, allow 53/udp, 53/tcp and 67/udp "
            "in on enp3s0."),
    ("user", "hm, after a reboot this morning dnsmasq was down again. journal says `failed to create listening socket "
             "for 192.168.50.1: Cannot assign requested address`"),
    ("say", "At boot dnsmasq started before enp3s0 had its address, and with `bind-interfaces` it binds that address "
            "once, at start. `bind-dynamic` binds the same way but picks addresses up as they appear."),
    ("edit", "/home/pavel/lab/dnsmasq.d/lab.conf", "bind-interfaces\n", "bind-dynamic\n"),
    ("bash", "sudo cp dnsmasq.d/lab.conf /etc/dnsmasq.d/ && sudo systemctl restart dnsmasq && systemctl is-active "
             "dnsmasq && dig @192.168.50.1 nas.lab +short", "active\n192.168.50.10", False),
    ("user", "can't reboot the gateway again before Friday, I'll check then"),
]

NAGIOS_V = "sudo /usr/local/nagios/bin/nagios -v /usr/local/nagios/etc/nagios.cfg | tail -4"
CHECK = "/usr/local/nagios/libexec/check_nrpe -H 10.0.3.21 -c check_disk_data"
NRPE = [
    ("user", "add a disk check for /data on app07 through NRPE (command name check_disk_data) and hook it into "
             "nagios on mon01. nrpe is already installed on app07. also the backup window on sundays makes "
             "check_nrpe time out (`CHECK_NRPE: Socket timeout after 10 seconds.`), maybe handle that while you're "
             "at it"),
    ("bash", CHECK, "Exit code 3\nCHECK_NRPE: Error - Could not connect to 10.0.3.21: Connection reset by peer", True),
    ("say", "A reset right after connecting usually means nrpe rejected our address. Let me have a subagent read "
            "app07's NRPE config without changing anything."),
    ("task", "Inspect NRPE config on app07",
     "SSH to app07 and report: allowed_hosts, dont_blame_nrpe, include_dir, every command[check_disk*] definition in "
     "/etc/nagios/nrpe.cfg and /etc/nagios/nrpe.d/, where check_disk lives, and the nrpe service name. Don't change "
     "anything.",
     "app07 (RHEL 9), /etc/nagios/nrpe.cfg:\n- `allowed_hosts=127.0.0.1,::1,10.0.3.5` (mon01 is 10.0.3.9, so it is "
     "not allowed)\n- `dont_blame_nrpe=0`\n- `include_dir=/etc/nagios/nrpe.d/`\n- nrpe.d/disk.cfg: "
     "`command[check_disk_root]=/usr/lib64/nagios/plugins/check_disk -w 20% -c 10% -p /`\n- no check_disk_data "
     "command is defined\n- check_disk is at /usr/lib64/nagios/plugins/check_disk\n- service: `nrpe.service` "
     "(active)\nNothing was changed."),
    ("bash", "ssh app07 \"sudo sed -i 's/^allowed_hosts=.*/allowed_hosts=127.0.0.1,::1,10.0.3.5,10.0.3.9/' "
             "/etc/nagios/nrpe.cfg && echo 'command[check_disk_data]=/usr/lib/nagios/plugins/check_disk -w 15% -c "
             "8% -p /data' | sudo tee /etc/nagios/nrpe.d/disk_data.cfg && sudo systemctl restart nrpe\"",
     "command[check_disk_data]=/usr/lib/nagios/plugins/check_disk -w 15% -c 8% -p /data", False),
    ("bash", CHECK, "Exit code 3\nNRPE: Unable to read output", True),
    ("bash", "ssh app07 ls /usr/lib/nagios/plugins/check_disk /usr/lib64/nagios/plugins/check_disk",
     "Exit code 2\nls: cannot access '/usr/lib/nagios/plugins/check_disk': No such file or directory\n"
     "/usr/lib64/nagios/plugins/check_disk", True),
    ("say", "I wrote the Debian plugin path; on RHEL the plugins are under /usr/lib64, as the subagent reported."),
    ("bash", "ssh app07 \"sudo sed -i 's#/usr/lib/nagios/plugins#/usr/lib64/nagios/plugins#' "
             "/etc/nagios/nrpe.d/disk_data.cfg && sudo systemctl restart nrpe\" && " + CHECK,
     "DISK OK - free space: /data 412634 MB (61.22% inode=98%);| /data=261403MB;570118;603654;0;671617", False),
    ("edit", "/usr/local/nagios/etc/objects/app07.cfg", "# services\n",
     "# services\ndefine service {\n    use                 generic-service\n    host_name           app07\n"
     "    service_description Disk /data\n    check_command       check_nrpe!check_disk_data\n}\n"),
    ("say", "For the Sunday timeouts, check_nrpe's own timeout is 10 s by default; I'll give the command "
            "definition `-t 30`."),
    ("edit", "/usr/local/nagios/etc/objects/commands.cfg",
     "    command_line    $USER1$/check_nrpe -H $HOSTADDRESS$ -c $ARG1$",
     "    command_line    $USER1$/check_nrpe -H $HOSTADDRESS$ -t 30 -c $ARG1$"),
    ("bash", NAGIOS_V,
     "Total Warnings: 0\nTotal Errors:   0\n\nThings look okay - No serious problems were detected during the "
     "pre-flight check", False),
    ("bash", "sudo systemctl reload nagios && systemctl is-active nagios", "active", False),
    ("user", "Disk /data shows up in the UI as OK. thanks"),
]

METEOR_RUN = "export PATH=\"$HOME/.meteor:$PATH\" && timeout 90 meteor run --port 3100"
METEOR = [
    ("user", "we bumped linkboard to Meteor 3.0.4 and `meteor run` crashes on startup. can you fix it?"),
    ("bash", "meteor --version", "Exit code 127\nzsh: command not found: meteor", True),
    ("bash", "ls ~/.meteor | head -3; echo $PATH | tr ':' '\\n' | grep -c meteor", "meteor\npackage-metadata\n"
             "packages\n0", False),
    ("say", "Meteor is installed in ~/.meteor (the npx installer puts it there) but that folder isn't on PATH in "
            "this shell."),
    ("bash", "export PATH=\"$HOME/.meteor:$PATH\" && meteor --version", "Meteor 3.0.4", False),
    ("bash", METEOR_RUN,
     "Exit code 1\n[[[[[ ~/code/linkboard ]]]]]\n\n=> Started proxy.\n=> Started HMR server.\n"
     "=> Started MongoDB.\nI20261107-10:31:02.118(9)? Exception in callback of async function: Error: findOne +  is "
     "not available on the server. Please use findOneAsync() instead.\nW20261107-10:31:02.121(9)?     at "
     "Object.ret.<computed> [as findOne] (packages/mongo/remote_collection_driver.js:52:15)\n"
     "W20261107-10:31:02.121(9)?     at server/main.js:14:27\n=> Exited with code: 1\n"
     "=> Your application is crashing. Waiting for file change.", True),
    ("say", "Meteor 3 removed Fibers, so the synchronous collection methods are gone on the server. server/main.js "
            "line 14 still calls `Links.findOne()`."),
    ("edit", "/Users/kenji/code/linkboard/server/main.js", "  if (!Links.findOne()) {",
     "  if (!(await Links.findOneAsync())) {"),
    ("bash", METEOR_RUN,
     "Exit code 1\n[[[[[ ~/code/linkboard ]]]]]\n\n=> Started proxy.\n=> Errors prevented startup:\n\n"
     "   While processing files with ecmascript (for target os.osx.arm64):\n   server/main.js:14:9: Unexpected "
     "reserved word 'await'. (14:9)\n\n=> Your application has errors. Waiting for file change.", True),
    ("edit", "/Users/kenji/code/linkboard/server/main.js", "Meteor.startup(() => {", "Meteor.startup(async () => {"),
    ("edit", "/Users/kenji/code/linkboard/server/main.js", "    Links.insert(", "    await Links.insertAsync("),
    ("bash", METEOR_RUN,
     "Exit code 124\n[[[[[ ~/code/linkboard ]]]]]\n\n=> Started proxy.\n=> Started HMR server.\n"
     "=> Started MongoDB.\nUnable to resolve some modules:\n\n  \"@babel/runtime/helpers/objectSpread2\" in "
     "/Users/kenji/code/linkboard/imports/ui/LinkList.jsx (web.browser)\n\nIf you notice problems related to these "
     "missing modules, consider running:\n\n  meteor npm install --save @babel/runtime\n\n=> Started your app.\n\n"
     "=> App running at: http://localhost:3100/", True),
    ("say", "The server starts now (exit 124 is `timeout` stopping it after 90 s, as intended). The warning about "
            "@babel/runtime is next; first I'll try resetting the local build cache, which the upgrade can leave "
            "stale."),
    ("bash", "export PATH=\"$HOME/.meteor:$PATH\" && meteor reset", "Project reset.", False),
    ("bash", METEOR_RUN + " 2>&1 | grep -A2 'Unable to resolve'",
     "Unable to resolve some modules:\n\n  \"@babel/runtime/helpers/objectSpread2\" in "
     "/Users/kenji/code/linkboard/imports/ui/LinkList.jsx (web.browser)", False),
    ("say", "Still there, so it isn't the cache: @babel/runtime simply isn't in package.json. Installing it as the "
            "message says:"),
    ("bash", "export PATH=\"$HOME/.meteor:$PATH\" && meteor npm install --save @babel/runtime",
     "\nadded 1 package, and audited 212 packages in 2s\n\n31 packages are looking for funding\n  run `npm fund` for "
     "details\n\nfound 0 vulnerabilities", False),
    ("bash", METEOR_RUN + " 2>&1 | tail -1", "=> App running at: http://localhost:3100/", False),
    ("user", "loads fine in the browser now, no warning. thanks"),
]

SOURCES = {
    "s07-scrapy-fish": ("/home/noor/scrape/pricewatch", "2026-11-06T09:05:00Z", "main", SCRAPY),
    "s08-ant-ivy-cmd": ("C:\\work\\legacy-billing", "2026-11-06T13:15:00Z", "maint/2.x", ANT),
    "s09-apparmor-reportd": ("/home/amara/deploy/reportd", "2026-11-06T14:00:00Z", "main", APPARMOR),
    "s10-dnsmasq-resolved": ("/home/pavel/lab", "2026-11-07T08:58:00Z", "main", DNSMASQ),
    "s11-nrpe-task": ("/home/lucia/ops/monitoring", "2026-11-07T11:30:00Z", "main", NRPE),
    "s12-meteor3-mac": ("/Users/kenji/code/linkboard", "2026-11-07T01:25:00Z", "upgrade/meteor3", METEOR),
}
