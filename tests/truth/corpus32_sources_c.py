"""corpus32 scripted sessions, part C: Chroma on an old sqlite3 (a Task), Apache Solr 9 in WSL as root (an
interrupted call), a Squid 5 ACL and port change, logrotate's su directive and copytruncate, Hyper-V nested
virtualization from Windows PowerShell 7 (a rejected tool use), Carthage xcframeworks on macOS zsh."""
from __future__ import annotations

from tests.truth.corpus32_common import INTERRUPTED, REJECTED

SP = "/home/arun/ragbot/.venv/lib/python3.11/site-packages"
CHROMA_SQLITE = (
    "Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
    f"  File \"{SP}/chromadb/__init__.py\", line 86, in <module>\n    raise RuntimeError(\n"
    "RuntimeError: \x1b[91mYour system has an unsupported version of sqlite3. Chroma                     requires "
    "sqlite3 >= 3.35.0.\x1b[0m\n\x1b[94mPlease visit                     https://docs.trychroma.com/troubleshooting#"
    "sqlite to learn how                     to upgrade.\x1b[0m")
TELEMETRY = ("Failed to send telemetry event ClientStartEvent: capture() takes 1 positional argument but 3 were given\n"
             "Failed to send telemetry event ClientCreateCollectionEvent: capture() takes 1 positional argument but 3 "
             "were given\n")
CHROMA_DIM = (
    "Exit code 1\n" + TELEMETRY + "Traceback (most recent call last):\n"
    "  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
    "  File \"/home/arun/ragbot/app/ingest.py\", line 58, in <module>\n    main(sys.argv[1])\n"
    "  File \"/home/arun/ragbot/app/ingest.py\", line 41, in main\n"
    "    collection.add(ids=ids, documents=chunks, embeddings=vectors)\n"
    f"  File \"{SP}/chromadb/api/models/Collection.py\", line 81, in add\n    self._client._add(\n"
    f"  File \"{SP}/chromadb/api/segment.py\", line 339, in _add\n"
    "    self._validate_dimension(coll, len(embeddings[0]), update=True)\n"
    f"  File \"{SP}/chromadb/api/segment.py\", line 776, in _validate_dimension\n"
    "    raise InvalidDimensionException(\n"
    "chromadb.errors.InvalidDimensionException: Embedding dimension 384 does not match collection dimensionality 768")
TASK_REPLY = (
    "Findings (nothing was changed):\n"
    "- `.venv/bin/python -c 'import sqlite3; print(sqlite3.sqlite_version)'` → `3.31.1`; it links the system "
    "libsqlite3-0 3.31.1-4ubuntu0.6 from focal-updates, so Chroma's >= 3.35.0 check fails.\n"
    "- `pip download pysqlite3-binary --no-deps -d /tmp/p` worked: "
    "`pysqlite3_binary-0.5.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl`, which bundles SQLite "
    "3.46.1.\n"
    "- Chroma's troubleshooting page says to install pysqlite3-binary and swap it in before chromadb is imported:\n"
    "  `__import__('pysqlite3'); import sys; sys.modules['sqlite3'] = sys.modules.pop('pysqlite3')`\n"
    "- Upgrading libsqlite3 from the focal archive is not possible (3.31.1 is the newest there).")

S_CHROMA = [
    ("user", "Small RAG prototype with chromadb on our old Ubuntu 20.04 GPU box (python3.11 from deadsnakes, venv in "
             ".venv). `import chromadb` blows up. Fix it without upgrading the OS please."),
    ("bash", ".venv/bin/python -c \"import chromadb\"", CHROMA_SQLITE, True),
    ("task", "Check sqlite versions for the venv",
     "In /home/arun/ragbot, find which SQLite library the venv's python (.venv/bin/python) uses, whether the "
     "pysqlite3-binary wheel is available for this python, and what Chroma's troubleshooting page recommends for "
     "old sqlite3. Do not install or change anything; report commands and outputs.", TASK_REPLY),
    ("bash", ".venv/bin/pip install pysqlite3-binary",
     "Collecting pysqlite3-binary\n  Using cached pysqlite3_binary-0.5.4-cp311-cp311-manylinux_2_17_x86_64."
     "manylinux2014_x86_64.whl.metadata (766 bytes)\nInstalling collected packages: pysqlite3-binary\n"
     "Successfully installed pysqlite3-binary-0.5.4", False),
    ("edit", "/home/arun/ragbot/app/store.py", "import chromadb\n",
     "__import__('pysqlite3')\nimport sys\nsys.modules['sqlite3'] = sys.modules.pop('pysqlite3')\nimport chromadb\n"),
    ("bash", ".venv/bin/python -m app.ingest docs/", CHROMA_DIM, True),
    ("say", "chromadb imports now. The new error is about the data: the `handbook` collection in `./chroma_db` was "
            "created with 768-dimensional vectors, and this ingest produces 384-dimensional ones. Let me see which "
            "embedding models the code uses."),
    ("bash", "grep -n 'SentenceTransformer(\\|get_or_create_collection' app/*.py",
     "app/ingest.py:12:model = SentenceTransformer(\"all-MiniLM-L6-v2\")\n"
     "app/query.py:9:model = SentenceTransformer(\"all-mpnet-base-v2\")\n"
     "app/store.py:17:    return client.get_or_create_collection(\"handbook\")", False),
    ("say", "ingest.py embeds with all-MiniLM-L6-v2 (384 dims) but query.py uses all-mpnet-base-v2 (768 dims), the "
            "model the collection was first filled with. Either both use one model, or the collection is rebuilt."),
    ("user", "query.py uses mpnet on purpose, retrieval is better. Make ingest use mpnet too."),
    ("edit", "/home/arun/ragbot/app/ingest.py", "model = SentenceTransformer(\"all-MiniLM-L6-v2\")",
     "model = SentenceTransformer(\"all-mpnet-base-v2\")"),
    ("bash", ".venv/bin/python -m app.ingest docs/",
     TELEMETRY.splitlines()[0] + "\nIngested 1,284 chunks from 212 files into 'handbook' (dim 768)", False),
    ("say", "Ingest works: 1,284 chunks at 768 dims. The `Failed to send telemetry event ... capture() takes 1 "
            "positional argument but 3 were given` lines are harmless noise from Chroma's posthog client; setting "
            "`ANONYMIZED_TELEMETRY=False` in the environment (or `Settings(anonymized_telemetry=False)`) turns them "
            "off."),
    ("user", "leave the telemetry thing for now. thanks"),
]

SOLR = "/opt/solr/bin/solr"
UNKNOWN_FIELD = """{
  "responseHeader":{
    "status":400,
    "QTime":18},
  "error":{
    "metadata":["error-class","org.apache.solr.common.SolrException","root-error-class","org.apache.solr.common.SolrException"],
    "msg":"ERROR: [doc=SKU-1042] unknown field 'price_eur'",
    "code":400}}"""
POST = ("curl -s 'http://localhost:8983/solr/products/update?commit=true' -H 'Content-Type: application/json' "
        "-d @/root/search-poc/sample.json")
RELOAD = "curl -s 'http://localhost:8983/solr/admin/cores?action=RELOAD&core=products' -o /dev/null -w '%{http_code}\\n'"
FIELD = '  <field name="price_eur" type="pdouble" indexed="true" stored="true"/>\n'

S_SOLR = [
    ("user", "Trying Solr 9.6 in WSL (Ubuntu 22.04 imported from a tarball, so my default user is root). Please start "
             "it and create a core 'products' with the config in /root/search-poc/conf. It refuses to start."),
    ("bash", "~/solr-9.6.1/bin/solr start",
     "Exit code 1\nWARNING: Starting Solr as the root user is a security risk and not considered best practice. "
     "Exiting.\n         Please consult the Reference Guide. To override this check, start with argument '-force'",
     True),
    ("say", "Solr's start script refuses to run as root. For a throwaway PoC I can add `-force`; the cleaner way is "
            "a dedicated `solr` user. Do you want me to just start it with `-force`, or create the user?"),
    ("user", "make a solr user, I don't want habits that break in prod"),
    ("bash", "useradd -m -s /bin/bash solr && mv ~/solr-9.6.1 /opt/solr && chown -R solr:solr /opt/solr", "", False),
    ("bash", f"sudo -u solr {SOLR} start -f", REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "that never returns, -f runs it in the foreground. don't use -f"),
    ("bash", f"sudo -u solr {SOLR} start",
     "Waiting up to 180 seconds to see Solr running on port 8983 [|]  \nStarted Solr server on port 8983 "
     "(pid=2417). Happy searching!", False),
    ("bash", f"sudo -u solr {SOLR} create -c products -d /root/search-poc/conf",
     "Exit code 1\nERROR: Specified configuration directory /root/search-poc/conf not found!", True),
    ("say", "The directory exists, but `/root` is mode 700, so the `solr` user can't see into it and the CLI reports "
            "it as not found. I'll copy the config into Solr's configsets."),
    ("bash", "mkdir -p /opt/solr/server/solr/configsets/products && cp -r /root/search-poc/conf "
             "/opt/solr/server/solr/configsets/products/ && chown -R solr:solr /opt/solr/server/solr/configsets && "
             f"sudo -u solr {SOLR} create -c products -d products",
     "\nCreated new core 'products'", False),
    ("bash", POST, UNKNOWN_FIELD, False),
    ("bash", "curl -s -X POST -H 'Content-type:application/json' --data-binary "
             "'{\"add-field\":{\"name\":\"price_eur\",\"type\":\"pdouble\",\"stored\":true}}' "
             "http://localhost:8983/solr/products/schema",
     "{\n  \"responseHeader\":{\n    \"status\":400,\n    \"QTime\":4},\n  \"error\":{\n    \"metadata\":[\"error-class\","
     "\"org.apache.solr.common.SolrException\",\"root-error-class\",\"org.apache.solr.common.SolrException\"],\n"
     "    \"msg\":\"This IndexSchema is not mutable.\",\n    \"code\":400}}", False),
    ("say", "The config uses a classic `schema.xml` (ClassicIndexSchemaFactory), so the Schema API can't add fields. "
            "I'll add the field to schema.xml and reload the core."),
    ("edit", "/root/search-poc/conf/schema.xml", '  <field name="price" type="pdouble" indexed="true" stored="true"/>\n',
     '  <field name="price" type="pdouble" indexed="true" stored="true"/>\n' + FIELD),
    ("bash", f"{RELOAD} && {POST}", "200\n" + UNKNOWN_FIELD, False),
    ("say", "Still unknown: I edited the source copy. `bin/solr create` copies the configset into the core's own "
            "instance dir, so the live file is `/opt/solr/server/solr/products/conf/schema.xml`."),
    ("edit", "/opt/solr/server/solr/products/conf/schema.xml",
     '  <field name="price" type="pdouble" indexed="true" stored="true"/>\n',
     '  <field name="price" type="pdouble" indexed="true" stored="true"/>\n' + FIELD),
    ("bash", f"{RELOAD} && {POST}", "200\n{\n  \"responseHeader\":{\n    \"status\":0,\n    \"QTime\":42}}", False),
    ("user", "ok the docs are in, a query for 'kettle' returns them. nice"),
]

PARSE_ERR = """2026/11/09 09:14:02| Processing: http_access allow localhost
2026/11/09 09:14:02| Processing: http_access allow officenet
2026/11/09 09:14:02| ERROR: aclParseAclList: ACL name 'officenet' not found.
2026/11/09 09:14:02| FATAL: Bungled /etc/squid/squid.conf line 57: http_access allow officenet
2026/11/09 09:14:02| Squid Cache (Version 5.7): Terminated abnormally."""

S_SQUID = [
    ("user", "Office proxy (squid 5.7, Debian 12). I added an ACL for the new office subnet 10.20.0.0/16 and now squid "
             "won't reload. Also from today it should listen on 3130 instead of 3128."),
    ("bash", "sudo squid -k parse 2>&1 | tail -5", PARSE_ERR, False),
    ("bash", "sudo grep -n 'officenet\\|^http_access\\|^http_port' /etc/squid/squid.conf",
     "33:http_port 3128\n57:http_access allow officenet\n61:http_access deny all\n74:acl officenet src 10.20.0.0/16",
     False),
    ("say", "squid reads the file top-down: line 57 uses `officenet`, but the `acl` line that defines it is at 74. "
            "I'll move the definition above its first use, and change the port."),
    ("edit", "/etc/squid/squid.conf", "http_access allow officenet",
     "acl officenet src 10.20.0.0/16\nhttp_access allow officenet"),
    ("edit", "/etc/squid/squid.conf", "# new office (ticket NET-412)\nacl officenet src 10.20.0.0/16",
     "# new office (ticket NET-412): acl moved above http_access"),
    ("edit", "/etc/squid/squid.conf", "http_port 3128", "http_port 3130"),
    ("bash", "sudo squid -k parse 2>&1 | grep -E 'ERROR|FATAL|WARNING'; echo \"parse done\"", "parse done", False),
    ("bash", "sudo squid -k reconfigure; sudo ss -ltnp | grep squid",
     "LISTEN 0      256                *:3128            *:*    users:((\"squid\",pid=1893,fd=14))", False),
    ("say", "The config parses cleanly and the reconfigure went through, so the ACL is live. The port did not move "
            "though: `ss` still shows `*:3128`. A new `http_port` only takes effect on a full restart "
            "(`systemctl restart squid`), which drops everyone's open connections. Restart now, or at lunch?"),
    ("user", "I'll restart it myself at 12:30. can you check the new subnet works through the proxy? test from "
             "10.20.3.7, ops has ssh there"),
    ("bash", "ssh ops@10.20.3.7 \"curl -sS -o /dev/null -w '%{http_code}\\n' -x http://10.0.0.5:3128 "
             "https://deb.debian.org/\"", "200", False),
    ("say", "From 10.20.3.7 through the proxy: HTTP 200, so `officenet` is allowed now."),
    ("user", "great"),
]

LR_FIRST = """Exit code 1
reading config file /etc/logrotate.d/shopapi
error: /etc/logrotate.d/shopapi:6 unknown option 'maxsize100M' -- ignoring line
Reading state from file: /var/lib/logrotate/status
Allocating hash table for state file, size 64 entries
Creating new state
Handling 1 logs

rotating pattern: /var/log/shopapi/*.log  after 1 days (14 rotations)
empty log files are rotated, old logs are removed
considering log /var/log/shopapi/access.log
error: skipping "/var/log/shopapi/access.log" because parent directory has insecure permissions (It's world writable or writable by group which is not "root") Set "su" directive in config file to tell logrotate which user/group should be used for rotation.
considering log /var/log/shopapi/app.log
error: skipping "/var/log/shopapi/app.log" because parent directory has insecure permissions (It's world writable or writable by group which is not "root") Set "su" directive in config file to tell logrotate which user/group should be used for rotation."""

LR_SECOND = """reading config file /etc/logrotate.d/shopapi
Reading state from file: /var/lib/logrotate/status
Allocating hash table for state file, size 64 entries
Handling 1 logs

rotating pattern: /var/log/shopapi/*.log  forced from command line (14 rotations)
empty log files are rotated, log files >= 104857600 are rotated earlier, old logs are removed
switching euid from 0 to 998 and egid from 0 to 998 (pid 40211)
considering log /var/log/shopapi/access.log
  log needs rotating
considering log /var/log/shopapi/app.log
  log needs rotating
rotating log /var/log/shopapi/access.log, log->rotateCount is 14
renaming /var/log/shopapi/access.log to /var/log/shopapi/access.log.1
compressing log with: /bin/gzip
rotating log /var/log/shopapi/app.log, log->rotateCount is 14
renaming /var/log/shopapi/app.log to /var/log/shopapi/app.log.1
compressing log with: /bin/gzip
switching euid from 998 to 0 and egid from 998 to 0 (pid 40211)
---
total 801M
-rw-r--r-- 1 shopapi shopapi 412M Nov  9 10:41 access.log.1.gz
-rw-r--r-- 1 shopapi shopapi 389M Nov  9 10:41 app.log.1.gz"""

S_LOGROTATE = [
    ("user", "logrotate isn't rotating /var/log/shopapi/*.log, they're 9 GB now and /var is almost full. Config is "
             "/etc/logrotate.d/shopapi. Ubuntu 22.04. Please fix."),
    ("bash", "sudo logrotate -v /etc/logrotate.d/shopapi", LR_FIRST, True),
    ("bash", "cat /etc/logrotate.d/shopapi; ls -ld /var/log/shopapi",
     "/var/log/shopapi/*.log {\n    daily\n    rotate 14\n    compress\n    missingok\n    maxsize100M\n}\n"
     "drwxrwxr-x 2 shopapi shopapi 4096 Nov  9 03:12 /var/log/shopapi", False),
    ("say", "Two problems: line 6 is `maxsize100M` (no space), which logrotate ignores; and `/var/log/shopapi` is "
            "group-writable by a non-root group, so logrotate refuses to rotate there unless the config says which "
            "user to rotate as (`su`)."),
    ("edit", "/etc/logrotate.d/shopapi", "    maxsize100M\n}", "    maxsize 100M\n    su shopapi shopapi\n}"),
    ("bash", "sudo logrotate -v -f /etc/logrotate.d/shopapi 2>&1; echo ---; ls -lh /var/log/shopapi", LR_SECOND,
     False),
    ("bash", "df -h /var | tail -1; sudo lsof +L1 2>/dev/null | grep shopapi",
     "/dev/sda3        40G   38G  2.1G  95% /var\n"
     "gunicorn  2231 shopapi    5w   REG    8,3 9663676416     0 262147 /var/log/shopapi/app.log.1 (deleted)\n"
     "gunicorn  2231 shopapi    6w   REG    8,3 8912443392     0 262151 /var/log/shopapi/access.log.1 (deleted)",
     False),
    ("say", "Rotation works now, but the space isn't back: gunicorn (pid 2231) still has the renamed files open and "
            "keeps writing into them after gzip deleted them, and no new app.log was created. Either `copytruncate`, "
            "or a `postrotate` that sends gunicorn USR1 so it reopens its logs."),
    ("user", "copytruncate is fine, we can lose a few lines"),
    ("edit", "/etc/logrotate.d/shopapi", "    su shopapi shopapi\n}", "    su shopapi shopapi\n    copytruncate\n}"),
    ("bash", "sudo systemctl restart shopapi && sudo logrotate -d /etc/logrotate.d/shopapi 2>&1 | "
             "grep -iE 'copying|truncating|error'",
     "copying /var/log/shopapi/access.log to /var/log/shopapi/access.log.1\ntruncating /var/log/shopapi/access.log\n"
     "copying /var/log/shopapi/app.log to /var/log/shopapi/app.log.1\ntruncating /var/log/shopapi/app.log", False),
    ("say", "`copytruncate` is in, and the dry run (`-d`) shows logrotate will now copy and truncate app.log instead "
            "of renaming it. Restarting shopapi released the deleted files. The real test is tomorrow's 06:25 "
            "cron.daily run: check that `app.log` keeps growing from zero afterwards."),
    ("user", "ok, will check tomorrow"),
]

PS = "pwsh -NoProfile -Command "
S_HYPERV = [
    ("user", "I want nested virtualization in my Hyper-V VM 'k8s-lab' (Windows 11 Pro host) so I can run minikube "
             "with the kvm2 driver inside it. I'm in PowerShell 7, probably not elevated."),
    ("bash", PS + "'Get-VM k8s-lab | Select-Object Name,State,Version'",
     "Exit code 1\nGet-VM: You do not have the required permission to complete this task. Contact the "
     "administrator of the authorization policy for the computer 'TOMAS-P14S'.", True),
    ("say", "Hyper-V cmdlets need an elevated session or membership in the local *Hyper-V Administrators* group. "
            "I'll add your account to that group."),
    ("bash", PS + "'Add-LocalGroupMember -Group \"Hyper-V Administrators\" -Member $env:USERNAME'", REJECTED, True),
    ("user", "no group changes on this laptop, IT audits that. I restarted Claude Code from an elevated pwsh "
             "window instead, try again."),
    ("bash", PS + "'Get-VM k8s-lab | Select-Object Name,State,Version'",
     "\nName    State   Version\n----    -----   -------\nk8s-lab Running 11.0\n", False),
    ("bash", PS + "'Set-VMProcessor -VMName k8s-lab -ExposeVirtualizationExtensions $true'",
     "Exit code 1\nSet-VMProcessor: Failed to modify device 'Processor'.\nThe operation cannot be performed while "
     "the virtual machine is in its current state.\n\n'k8s-lab' failed to modify device 'Processor'. (Virtual "
     "machine ID 6F1C2E44-0B8A-4D1E-9C3B-2A7F5D9E8B10)", True),
    ("say", "Processor settings can only change while the VM is off. I'll shut it down (Stop-VM asks the guest to "
            "shut down cleanly), then set it."),
    ("bash", PS + "'Stop-VM -Name k8s-lab; Set-VMProcessor -VMName k8s-lab -ExposeVirtualizationExtensions $true; "
                  "Get-VMProcessor -VMName k8s-lab | Select-Object VMName,ExposeVirtualizationExtensions'",
     "\nVMName  ExposeVirtualizationExtensions\n------  ------------------------------\nk8s-lab                           "
     "True\n", False),
    ("say", "Nested virtualization is on. For VMs *inside* k8s-lab to reach the network, the outer VM's adapter also "
            "needs MAC address spoofing; setting that and starting the VM."),
    ("bash", PS + "'Get-VMNetworkAdapter -VMName k8s-lab | Set-VMNetworkAdapter -MacAddressSpoofing On; "
                  "Start-VM -Name k8s-lab; Get-VM k8s-lab | Select-Object Name,State'",
     "\nName    State\n----    -----\nk8s-lab Running\n", False),
    ("user", "minikube start --driver=kvm2 inside the VM works now and the pods pull images fine. thanks!"),
]

XCB = ("xcodebuild -project ShopApp.xcodeproj -scheme ShopApp -destination 'platform=iOS Simulator,name=iPhone 15' "
       "build 2>&1 | tail -4")
S_CARTHAGE = [
    ("user", "`carthage update` fails on my M2 MacBook for Alamofire and Kingfisher. Xcode 15.4, zsh. Can you fix "
             "it? Project is ~/dev/ShopApp."),
    ("bash", "carthage update --platform iOS",
     "Exit code 1\n*** Fetching Kingfisher\n*** Fetching Alamofire\n*** Checking out Alamofire at \"5.9.1\"\n"
     "*** Checking out Kingfisher at \"7.11.0\"\n*** xcodebuild output can be found in "
     "/var/folders/7k/qn2x0m1d2zb3_8h1r0v4kq9c0000gn/T/carthage-xcodebuild.Zk3J9f.log\n"
     "*** Building scheme \"Alamofire iOS\" in Alamofire.xcworkspace\n"
     "Building universal frameworks with common architectures is not possible. The device and simulator slices for "
     "\"Alamofire\" both build for: arm64\nRebuild with --use-xcframeworks to create an xcframework bundle instead.",
     True),
    ("bash", "carthage update --platform iOS --use-xcframeworks && ls Carthage/Build",
     "*** Fetching Kingfisher\n*** Fetching Alamofire\n*** Checking out Alamofire at \"5.9.1\"\n"
     "*** Checking out Kingfisher at \"7.11.0\"\n*** xcodebuild output can be found in "
     "/var/folders/7k/qn2x0m1d2zb3_8h1r0v4kq9c0000gn/T/carthage-xcodebuild.Pq81mA.log\n"
     "*** Building scheme \"Alamofire iOS\" in Alamofire.xcworkspace\n*** Building scheme \"Kingfisher\" in "
     "Kingfisher.xcodeproj\nAlamofire.xcframework\nKingfisher.xcframework\niOS", False),
    ("bash", XCB,
     "ld: building for 'iOS-simulator', but linking in object file (/Users/lena/dev/ShopApp/Carthage/Build/iOS/"
     "Alamofire.framework/Alamofire[arm64][2](Alamofire-dummy.o)) built for 'iOS'\nclang: error: linker command "
     "failed with exit code 1 (use -v to see invocation)\n\n** BUILD FAILED **", False),
    ("say", "The dependencies build as xcframeworks now, but the app target still links the old fat "
            "`Carthage/Build/iOS/Alamofire.framework`. In Xcode: remove the two `.framework` entries from *Frameworks, "
            "Libraries, and Embedded Content*, add `Carthage/Build/Alamofire.xcframework` and "
            "`Kingfisher.xcframework` (Embed & Sign), and delete the `carthage copy-frameworks` Run Script phase. I'll "
            "remove the stale `Carthage/Build/iOS` folder so nothing can pick it up again."),
    ("bash", "rm -rf Carthage/Build/iOS && ls Carthage/Build", "Alamofire.xcframework\nKingfisher.xcframework", False),
    ("user", "I swapped the frameworks in Xcode and deleted the copy-frameworks run script phase."),
    ("bash", XCB, "\n** BUILD SUCCEEDED **\n", False),
    ("user", "builds. CI is next week's problem."),
]

SOURCES = {
    "chroma-old-sqlite": ("/home/arun/ragbot", "2026-11-09T02:10:00Z", "proto/rag", S_CHROMA),
    "solr-wsl-root": ("/root/search-poc", "2026-11-09T06:45:00Z", "HEAD", S_SOLR),
    "squid-acl-port": ("/home/ops", "2026-11-09T08:10:00Z", "HEAD", S_SQUID),
    "logrotate-shopapi": ("/srv/shopapi", "2026-11-09T10:30:00Z", "main", S_LOGROTATE),
    "hyperv-nested-ps7": (r"C:\Users\tomas\labs", "2026-11-10T14:00:00Z", "HEAD", S_HYPERV),
    "carthage-xcframeworks": ("/Users/lena/dev/ShopApp", "2026-11-10T17:20:00Z", "deps/carthage", S_CARTHAGE),
}
