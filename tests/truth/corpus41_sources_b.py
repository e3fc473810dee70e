"""Scripted sessions of corpus41, part two: yt-dlp in Windows PowerShell 7 (an interrupted call), CHICKEN Scheme
on macOS zsh, EdgeDB under WSL 2, an rqlite cluster on Linux, Pacemaker/pcs on Rocky Linux (in Korean, a long
output)."""
from __future__ import annotations

from tests.truth.corpus41_common import INTERRUPTED

_URL = "https://example.org/lectures/intro-signals"
_YTDLP = [
    ("user", "yt-dlp gives me separate video and audio files instead of one mp4. PowerShell 7. ffmpeg is unzipped "
             "at C:\\tools\\ffmpeg\\bin but it's not on PATH."),
    ("bash", f"yt-dlp -f \"bv*+ba\" --merge-output-format mp4 -o \"%(title)s.%(ext)s\" {_URL}",
     f"[generic] Extracting URL: {_URL}\n[generic] intro-signals: Downloading webpage\n"
     "WARNING: You have requested merging of multiple formats but ffmpeg is not installed. The formats won't be "
     "merged\n[info] intro-signals: Downloading 1 format(s): 137+140\n"
     "[download] Destination: Intro to Signals.f137.mp4\n"
     "[download] 100% of  212.40MiB in 00:00:41 at 5.13MiB/s\n[download] Destination: Intro to Signals.f140.m4a\n"
     "[download] 100% of   18.02MiB in 00:00:04 at 4.21MiB/s", False),
    ("say", "yt-dlp only looks for ffmpeg on PATH. `--ffmpeg-location` points it at the folder instead."),
    ("bash", "yt-dlp -f \"bv*+ba\" --merge-output-format mp4 --ffmpeg-location C:\\tools\\ffmpeg\\bin "
             f"-o \"%(title)s.%(ext)s\" {_URL}",
     f"[generic] Extracting URL: {_URL}\n[info] intro-signals: Downloading 1 format(s): 137+140\n"
     "[download] Intro to Signals.f137.mp4 has already been downloaded\n"
     "[download] Intro to Signals.f140.m4a has already been downloaded\n"
     "[Merger] Merging formats into \"Intro to Signals.mp4\"\n"
     "Deleting original file Intro to Signals.f137.mp4 (pass -k to keep)\n"
     "Deleting original file Intro to Signals.f140.m4a (pass -k to keep)", False),
    ("bash", "Get-ChildItem *.mp4 | Select-Object Name, Length",
     "\nName                    Length\n----                    ------\nIntro to Signals.mp4 241307456\n", False),
    ("user", "nice. now the whole course playlist, and put the ffmpeg path in a config so I don't have to type it"),
    ("write", "C:\\Users\\Mateo\\AppData\\Roaming\\yt-dlp\\config.txt",
     "--ffmpeg-location C:\\tools\\ffmpeg\\bin\n--merge-output-format mp4\n"
     "-o \"%(playlist_index)02d - %(title)s.%(ext)s\"\n"),
    ("bash", "yt-dlp -f \"bv*+ba\" \"https://example.org/lectures/playlist?list=SIG101\"", INTERRUPTED, True),
    ("user", "stop, that's 40 videos, I only want 3 to 5. also one title had a colon and came out weird last time"),
    ("bash", "yt-dlp -f \"bv*+ba\" -I 3:5 --windows-filenames \"https://example.org/lectures/playlist?list=SIG101\"",
     "[generic] Extracting URL: https://example.org/lectures/playlist?list=SIG101\n"
     "[download] Downloading playlist: Signals 101\n[generic] Playlist Signals 101: Downloading 3 items of 40\n"
     "[download] Downloading item 1 of 3\n[Merger] Merging formats into \"03 - Fourier Series_ Part 1.mp4\"\n"
     "[download] Downloading item 2 of 3\n[Merger] Merging formats into \"04 - Sampling and Aliasing.mp4\"\n"
     "[download] Downloading item 3 of 3\n[Merger] Merging formats into \"05 - Z-Transform_ Intuition.mp4\"\n"
     "[download] Finished downloading playlist: Signals 101", False),
    ("user", "👍 exactly those three, and the colon one looks fine now"),
]

_CHICKEN = [
    ("user", "Trying to build my little CHICKEN web thing on the M2. `csc main.scm` dies. CHICKEN 5.4 from brew."),
    ("bash", "csc -O2 main.scm -o tinyhttp",
     "Exit code 1\n\nSyntax error (import) in line 3 of file `main.scm'\n\n\tcannot import from undefined module"
     "\n\n\tsrfi-69\n\n\tExpansion history:\n\n\t<syntax>\t  (##core#begin (import scheme (chicken base) srfi-69 "
     "spiffy))\n\t<syntax>\t  (import scheme (chicken base) srfi-69 spiffy)\t<--\n\n"
     "Error: shell command terminated with non-zero exit status 256: "
     "'/opt/homebrew/Cellar/chicken/5.4.0/bin/chicken' 'main.scm' -output-file 'tinyhttp.c' -optimize-level 2",
     True),
    ("say", "In CHICKEN 5, SRFI-69 and spiffy are eggs, not part of the base install."),
    ("bash", "chicken-install srfi-69 spiffy",
     "fetching srfi-69\nfetching spiffy\nfetching intarweb\nfetching uri-common\nfetching uri-generic\n"
     "fetching defstruct\nfetching sendfile\nbuilding srfi-69\n   '/opt/homebrew/Cellar/chicken/5.4.0/bin/csc' "
     "-host -D compiling-extension -J -s -regenerate-import-libraries -setup-mode -I "
     "/Users/akosua/.cache/chicken-install/srfi-69 srfi-69.scm -o srfi-69.so\ninstalling srfi-69\n"
     "building defstruct\ninstalling defstruct\nbuilding uri-generic\ninstalling uri-generic\n"
     "building uri-common\ninstalling uri-common\nbuilding intarweb\ninstalling intarweb\nbuilding sendfile\n"
     "installing sendfile\nbuilding spiffy\ninstalling spiffy", False),
    ("bash", "csc -O2 main.scm -o tinyhttp",
     "\nWarning: Invalid argument\n  In file `main.scm:27',\n  In procedure `handle-request',\n"
     "  In procedure call:\n\n    (scheme#string-append \"hello, \" name 42)\n\n  Argument #3 to procedure "
     "`string-append' has an invalid type:\n\n    fixnum\n\n  The expected type is:\n\n    string", False),
    ("edit", "main.scm", "(string-append \"hello, \" name 42)",
     "(string-append \"hello, \" name (number->string 42))"),
    ("bash", "csc -O2 main.scm -o tinyhttp && echo built", "built", False),
    ("bash", "./tinyhttp > /tmp/tinyhttp.log 2>&1 &", "", False),
    ("bash", "curl -s http://localhost:8080/hello?name=ama",
     "Exit code 1\nzsh:1: no matches found: http://localhost:8080/hello?name=ama", True),
    ("say", "zsh treats the unquoted `?` as a glob and refuses the command when nothing matches. Quoting the URL "
            "fixes it."),
    ("bash", "curl -s 'http://localhost:8080/hello?name=ama'", "hello, ama42", False),
    ("user", "ha, works. can you also make a static binary so I can scp it to the pi? no wait the pi is arm linux, "
             "never mind, forget the static bit."),
    ("say", "OK, no static build. Cross-compiling for the Pi would need a CHICKEN cross toolchain; happy to look at "
            "that another day."),
    ("bash", "kill $(lsof -ti :8080)", "", False),
]

_GEL = [
    ("user", "Setting up the notes-api EdgeDB instance in WSL (Ubuntu 24.04). `edgedb project init` worked "
             "yesterday but now nothing connects."),
    ("bash", "edgedb instance status notes_api", "Exit code 3\nInactive", True),
    ("bash", "edgedb instance start notes_api",
     "Exit code 1\nedgedb error: cannot start service: `systemctl --user` is unavailable (System has not been "
     "booted with systemd as init system (PID 1). Can't operate.)\n  Hint: run `edgedb instance start "
     "--foreground notes_api` in a separate terminal, or enable systemd in /etc/wsl.conf", True),
    ("bash", "cat /etc/wsl.conf 2>/dev/null; ps -p 1 -o comm=", "[automount]\nenabled = true\ninit", False),
    ("say", "WSL isn't running systemd here: PID 1 is `init`. The lasting fix is `[boot]` / `systemd=true` in "
            "/etc/wsl.conf plus `wsl.exe --shutdown` from Windows, which would kill this shell. Want me to add it, "
            "or run the server in the foreground for now?"),
    ("user", "add it to wsl.conf, I'll restart WSL myself after lunch. for now foreground."),
    ("bash", "printf '\\n[boot]\\nsystemd=true\\n' | sudo tee -a /etc/wsl.conf", "\n[boot]\nsystemd=true", False),
    ("bash", "nohup edgedb instance start --foreground notes_api > /tmp/edgedb.log 2>&1 & sleep 6; "
             "edgedb -I notes_api query 'select 1'",
     "1", False),
    ("bash", "edgedb migration create --non-interactive",
     "Exit code 1\nedgedb error: Cannot make property 'title' of object type 'default::Note' required without a "
     "fill expression in non-interactive mode\n  Hint: run `edgedb migration create` interactively, or add "
     "`default := ...` to the property", True),
    ("edit", "dbschema/default.esdl", "    required title: str;",
     "    required title: str {\n      default := '(untitled)';\n    };"),
    ("bash", "edgedb migration create --non-interactive && edgedb migrate",
     "Created /home/sam/projects/notes-api/dbschema/migrations/00004-m1q3x2a.edgeql, id: "
     "m1q3x2aowbzq6kp3n7tyrmecvdxw5q4b4gjsp2lhfuk3a6ruz3mvqa\nApplying "
     "m1q3x2aowbzq6kp3n7tyrmecvdxw5q4b4gjsp2lhfuk3a6ruz3mvqa (00004-m1q3x2a.edgeql)\n"
     "Now at m1q3x2aowbzq6kp3n7tyrmecvdxw5q4b4gjsp2lhfuk3a6ruz3mvqa", False),
    ("bash", "edgedb query 'select count(Note filter .title = \"(untitled)\")'", "17", False),
    ("user", "good. 17 old notes without titles sounds right."),
]

_NODES = ('{\n    "1": {\n        "api_addr": "http://localhost:4001",\n        "addr": "localhost:4002",\n'
          '        "voter": true,\n        "reachable": true,\n        "leader": true\n    },\n    "2": {\n'
          '        "api_addr": "http://localhost:4003",\n        "addr": "localhost:4004",\n'
          '        "voter": true,\n        "reachable": true,\n        "leader": false\n    },\n    "3": {\n'
          '        "api_addr": "http://localhost:4005",\n        "addr": "localhost:4006",\n'
          '        "voter": true,\n        "reachable": true,\n        "leader": false\n    }\n}')
_RQLITE = [
    ("user", "3 rqlite 8.36 nodes on this box for testing: node1 is fine, node2 won't join. start scripts are "
             "./run-node*.sh"),
    ("bash", "pkill -F data2.pid 2>/dev/null; rm -rf data2 data3 && mkdir data2 data3 && echo clean", "clean",
     False),
    ("bash", "cat run-node2.sh && ./run-node2.sh; sleep 2; tail -n 2 data2.log",
     "#!/bin/sh\nrqlited -node-id 2 -http-addr localhost:4003 -raft-addr localhost:4004 "
     "-join http://localhost:4001 data2 >data2.log 2>&1 &\necho $! > data2.pid\n"
     "[rqlited] 2027/01/15 11:02:17 invalid join address http://localhost:4001: join addresses must be Raft "
     "addresses (host:port), not URLs\n[rqlited] 2027/01/15 11:02:17 exiting", False),
    ("say", "rqlite 8 joins through the Raft port, not the HTTP API. node1's Raft address is localhost:4002."),
    ("edit", "run-node2.sh", "-join http://localhost:4001", "-join localhost:4002"),
    ("edit", "run-node3.sh", "-join http://localhost:4001", "-join localhost:4002"),
    ("bash", "./run-node2.sh; ./run-node3.sh; sleep 3; curl -s 'localhost:4001/nodes?pretty'", _NODES, False),
    ("bash", "curl -s -XPOST localhost:4001/db/execute -H 'Content-Type: application/json' "
             "-d '[\"CREATE TABLE foo (id INTEGER PRIMARY KEY, name TEXT)\", "
             "\"INSERT INTO foo(name) VALUES(\\\"fiona\\\")\"]'",
     '{"results":[{},{"last_insert_id":1,"rows_affected":1}]}', False),
    ("bash", "curl -s -w '\\n%{http_code}\\n' -G localhost:4003/db/query --data-urlencode 'q=SELECT * FROM foo' "
             "--data-urlencode 'level=strong'",
     "<a href=\"http://localhost:4001/db/query?level=strong&amp;q=SELECT+%2A+FROM+foo\">Moved Permanently</a>.\n"
     "\n301", False),
    ("say", "Node 2 is a follower, and strong reads go through the leader, so it answers with a 301. curl doesn't "
            "follow redirects without `-L`; `level=none` would read locally instead."),
    ("bash", "curl -s -L -G localhost:4003/db/query --data-urlencode 'q=SELECT * FROM foo' "
             "--data-urlencode 'level=strong'",
     '{"results":[{"columns":["id","name"],"types":["integer","text"],"values":[[1,"fiona"]]}]}', False),
    ("user", "ok cool that's all"),
]

_PCS_STATUS = (
    "Cluster name: halab\n\nWARNING: No stonith devices and stonith-enabled is not false\n\nCluster Summary:\n"
    "  * Stack: corosync (Pacemaker is running)\n  * Current DC: node1 (1) (version 2.1.7-5.el9-0f7f88312) - "
    "partition with quorum\n  * Last updated: Fri Jan 15 14:01:52 2027 on node1\n"
    "  * Last change:  Fri Jan 15 13:58:40 2027 by root via cibadmin on node1\n  * 2 nodes configured\n"
    "  * 1 resource instance configured\n\nNode List:\n  * Node node1 (1): online, feature set 3.19.0\n"
    "  * Node node2 (2): online, feature set 3.19.0\n\nFull List of Resources:\n"
    "  * vip\t(ocf:heartbeat:IPaddr2):\t Stopped\n\nMigration Summary:\n\nTickets:\n\nPCSD Status:\n"
    "  node1: Online\n  node2: Online\n\nDaemon Status:\n  corosync: active/enabled\n"
    "  pacemaker: active/enabled\n  pcsd: active/enabled")
_PACEMAKER = [
    ("user", "pcs 로 2노드 랩 클러스터를 만들었는데 가상 IP 리소스가 계속 Stopped 야. node1/node2 둘 다 Rocky 9. "
             "랩이라 펜싱 장치는 없어."),
    ("bash", "sudo pcs status --full", _PCS_STATUS, False),
    ("say", "STONITH 가 켜져 있는데 펜싱 장치가 없으면 Pacemaker 는 어떤 리소스도 시작하지 않아요. 랩 환경이니 "
            "`stonith-enabled=false` 로 끌게요. 운영 환경에서는 하면 안 되는 설정이에요."),
    ("bash", "sudo pcs property set stonith-enabled=false && sleep 2 && sudo pcs status | sed -n '/Full List/,$p'",
     "Full List of Resources:\n  * vip\t(ocf:heartbeat:IPaddr2):\t Stopped\n\nFailed Resource Actions:\n"
     "  * vip start on node1 returned 'error' ([findif] failed) at Fri Jan 15 14:03:11 2027 after 41ms\n"
     "  * vip start on node2 returned 'error' ([findif] failed) at Fri Jan 15 14:03:11 2027 after 39ms\n\n"
     "Daemon Status:\n  corosync: active/enabled\n  pacemaker: active/enabled\n  pcsd: active/enabled", False),
    ("bash", "sudo pcs resource config vip; ip -br -4 addr",
     "Resource: vip (class=ocf provider=heartbeat type=IPaddr2)\n  Attributes: vip-instance_attributes\n"
     "    ip=10.20.0.50\n  Operations:\n    monitor: vip-monitor-interval-10s\n      interval=10s timeout=20s\n"
     "lo               UNKNOWN        127.0.0.1/8\nens192           UP             192.168.56.11/24", False),
    ("say", "10.20.0.50 은 어느 인터페이스의 서브넷에도 속하지 않아서 findif 가 NIC 를 고르지 못해요. "
            "192.168.56.0/24 안의 주소를 쓰거나 `nic` 와 `cidr_netmask` 를 직접 지정해야 해요. 어떤 IP 로 할까요?"),
    ("user", "192.168.56.50 으로 해줘."),
    ("bash", "sudo pcs resource update vip ip=192.168.56.50 cidr_netmask=24 nic=ens192 && "
             "sudo pcs resource cleanup vip && sleep 3 && sudo pcs status resources",
     "Cleaned up vip on node2\nCleaned up vip on node1\nWaiting for 1 reply from the controller\n"
     "... got reply (done)\n  * vip\t(ocf:heartbeat:IPaddr2):\t Started node1", False),
    ("bash", "ping -c 2 192.168.56.50",
     "PING 192.168.56.50 (192.168.56.50) 56(84) bytes of data.\n64 bytes from 192.168.56.50: icmp_seq=1 ttl=64 "
     "time=0.412 ms\n64 bytes from 192.168.56.50: icmp_seq=2 ttl=64 time=0.388 ms\n\n--- 192.168.56.50 ping "
     "statistics ---\n2 packets transmitted, 2 received, 0% packet loss, time 1002ms", False),
    ("user", "좋아 됐다. 그리고 node2 를 끄면 quorum 을 잃는 것 같던데?"),
    ("bash", "sudo corosync-quorumtool -s",
     "Quorum information\n------------------\nDate:             Fri Jan 15 14:09:30 2027\n"
     "Quorum provider:  corosync_votequorum\nNodes:            2\nNode ID:          1\nRing ID:          1.1d\n"
     "Quorate:          Yes\n\nVotequorum information\n----------------------\nExpected votes:   2\n"
     "Highest expected: 2\nTotal votes:      2\nQuorum:           1  \nFlags:            2Node Quorate WaitForAll\n"
     "\nMembership information\n----------------------\n    Nodeid      Votes Name\n         1          1 "
     "node1 (local)\n         2          1 node2", False),
    ("say", "`2Node` 플래그가 켜져 있어서(corosync.conf 의 two_node: 1) 노드 하나가 죽어도 quorum 은 유지돼야 "
            "해요. 다만 WaitForAll 때문에 처음 기동할 때는 두 노드가 모두 떠 있어야 해요. node2 를 실제로 내려서 "
            "확인해 볼까요?"),
    ("user", "아 그건 다음에. 오늘은 VIP 된 걸로 충분해, 고마워!"),
]

SOURCES = {
    "ytdlp-pwsh": ("C:\\Users\\Mateo\\media", "2027-01-12T18:20:00Z", "HEAD", _YTDLP),
    "chicken-zsh": ("/Users/akosua/code/tinyhttp-scm", "2027-01-13T07:45:00Z", "main", _CHICKEN),
    "gel-wsl": ("/home/sam/projects/notes-api", "2027-01-13T10:10:00Z", "feat/note-titles", _GEL),
    "rqlite-raft": ("/home/lena/rq-cluster", "2027-01-15T10:58:00Z", "HEAD", _RQLITE),
    "pacemaker-ko": ("/home/admin/ha-lab", "2027-01-15T04:59:00Z", "HEAD", _PACEMAKER),
}
