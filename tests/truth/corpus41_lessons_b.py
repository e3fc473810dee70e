"""Labelled lessons of corpus41, part two (sessions of corpus41_sources_b.py): yt-dlp (PowerShell 7), CHICKEN
Scheme (zsh), EdgeDB under WSL 2, rqlite, Pacemaker (Korean). Labels written from the session text."""
from __future__ import annotations

from tests.truth.corpus41_common import gotcha, knowledge

RECORDS = [
    # --- ytdlp-pwsh ------------------------------------------------------------------------------------------------
    gotcha(32, "ytdlp-pwsh", "real shown rerun_passes", (
        "yt-dlp leaves separate video and audio files when ffmpeg isn't on PATH",
        "bv*+ba downloads end as .f137.mp4 and .f140.m4a instead of one mp4",
        "Assuming an unzipped ffmpeg folder is found without PATH",
        "yt-dlp looks ffmpeg up on PATH and only warns when it's missing",
        "Pass --ffmpeg-location with the folder holding ffmpeg.exe"),
        "\"WARNING: You have requested merging of multiple formats but ffmpeg is not installed. The formats won't "
        "be merged\" → rerun with `--ffmpeg-location C:\\tools\\ffmpeg\\bin` → `[Merger] Merging formats into "
        "\"Intro to Signals.mp4\"`",
        "The first download warns and leaves two files; the same command with --ffmpeg-location merges into one "
        "mp4 and deletes the parts; Get-ChildItem lists Intro to Signals.mp4.",
        ["double quotes", "Windows path", "nested quotes", "arrows"],
        {"failure": "ffmpeg is not installed. The formats won't be merged",
         "fix": "--ffmpeg-location C:\\tools\\ffmpeg\\bin -o",
         "evidence": "[Merger] Merging formats into \"Intro to Signals.mp4\""}, cat="env_setup"),
    knowledge(33, "ytdlp-pwsh", "real knowledge", (
        "yt-dlp reads default flags from %APPDATA%\\yt-dlp\\config.txt on Windows",
        "Repeating --ffmpeg-location and an output template on every yt-dlp call",
        "Put the flags one per line in C:\\Users\\<you>\\AppData\\Roaming\\yt-dlp\\config.txt",
        "Later calls pick them up without the flags on the command line"),
        "Write(`C:\\\\Users\\\\Mateo\\\\AppData\\\\Roaming\\\\yt-dlp\\\\config.txt`) with `--ffmpeg-location` "
        "and the `%(playlist_index)02d - %(title)s.%(ext)s` template; the next run, with neither flag on the "
        "command line, merged into `03 - Fourier Series_ Part 1.mp4`",
        "The Write creates config.txt; the -I 3:5 call has no --ffmpeg-location or -o but merges into files named "
        "with the playlist index template.",
        ["tool-call notation", "doubled backslashes", "code span"],
        {"evidence": "Merging formats into \"03 - Fourier Series_ Part 1.mp4\""}),
    gotcha(34, "ytdlp-pwsh", "real shown person_confirms", (
        "Select playlist items with -I and sanitise colons with --windows-filenames",
        "A whole 40-item playlist starts downloading, and a title with a colon came out mangled",
        "Running yt-dlp on a playlist URL without an item range",
        "yt-dlp downloads every item unless told otherwise, and keeps characters Windows Explorer shows oddly",
        "yt-dlp -I 3:5 --windows-filenames <playlist url>"),
        "The full-playlist run was interrupted (`[Request interrupted by user for tool use]`); "
        "`yt-dlp -f \"bv*+ba\" -I 3:5 --windows-filenames …` fetched only `Downloading 3 items of 40`, and the "
        "user said \"exactly those three, and the colon one looks fine now\".",
        "The playlist call is interrupted; the person asks for items 3-5 and mentions the colon; the -I 3:5 "
        "--windows-filenames call downloads three items; the person confirms right after.",
        ["code span", "ellipsis", "double quotes"],
        {"failure": "one title had a colon and came out weird", "fix": "-I 3:5 --windows-filenames",
         "evidence": "exactly those three, and the colon one"}),
    gotcha(35, "ytdlp-pwsh", "invented not_shown names_false_claim", (
        "yt-dlp exits non-zero when it can't merge for lack of ffmpeg",
        "The download step fails in scripts when ffmpeg is missing",
        "Treating the merge warning as harmless",
        "A missing ffmpeg aborts the run",
        "Install ffmpeg before running yt-dlp in scripts"),
        "The first download failed with exit code 1: `WARNING: You have requested merging of multiple formats but "
        "ffmpeg is not installed`",
        "The first yt-dlp call carries no exit code and downloads both formats; the warning is only a warning.",
        ["exit code", "code span", "outcome words"],
        {"evidence": "You have requested merging of multiple formats"}),
    gotcha(36, "ytdlp-pwsh", "invented not_shown invented_detail", (
        "--ffmpeg-location wants the path of ffmpeg.exe itself",
        "yt-dlp still doesn't merge with the folder given",
        "Pointing --ffmpeg-location at a folder",
        "The option expects the executable",
        "Pass the full path to ffmpeg.exe"),
        "Fixed by re-running with `--ffmpeg-location \"C:/tools/ffmpeg/bin/ffmpeg.exe\"`, after which yt-dlp merged "
        "the formats",
        "The folder C:\\tools\\ffmpeg\\bin was passed and merged on the first try; the ffmpeg.exe path with forward "
        "slashes was never used.",
        ["Windows path with forward slashes", "command never run"],
        {"evidence": "--ffmpeg-location C:\\tools\\ffmpeg\\bin -o"}),
    gotcha(37, "ytdlp-pwsh", "invented not_shown other_call_error", (
        "A yt-dlp config file isn't read for playlist URLs",
        "The playlist run skipped merging again",
        "Relying on config.txt for playlist downloads",
        "Flags from config.txt don't apply to playlists",
        "Pass --ffmpeg-location on the command line"),
        "After running `yt-dlp -f \"bv*+ba\" \"https://example.org/lectures/playlist?list=SIG101\"`, yt-dlp again "
        "warned that ffmpeg is not installed and left .f137/.f140 files.",
        "That call was interrupted by the person and printed nothing; the ffmpeg warning is the first call's, "
        "before any config existed. The later playlist run merged.",
        ["GPT-style prose", "another call's error"],
        {"evidence": "playlist?list=SIG101\""}),
    # --- chicken-zsh -----------------------------------------------------------------------------------------------
    gotcha(38, "chicken-zsh", "real shown fix_ran", (
        "CHICKEN 5 needs srfi-69 and spiffy installed as eggs",
        "csc fails with 'cannot import from undefined module' on srfi-69",
        "Expecting SRFI-69 in the base install as in CHICKEN 4 days",
        "Most SRFIs and libraries ship as eggs in CHICKEN 5",
        "chicken-install srfi-69 spiffy"),
        "`csc -O2 main.scm -o tinyhttp` → `cannot import from undefined module` (srfi-69); "
        "`chicken-install srfi-69 spiffy` built and installed them, and the next `csc` run compiled (only a "
        "type warning).",
        "The first csc fails on the import; chicken-install installs the eggs; the next csc has no exit code.",
        ["code span", "arrow"],
        {"failure": "cannot import from undefined module", "fix": "chicken-install srfi-69 spiffy",
         "evidence": "installing spiffy"}, cat="env_setup"),
    gotcha(39, "chicken-zsh", "real shown edit_then_pass", (
        "Read csc's type warnings: string-append with a number compiles but is wrong",
        "csc prints 'Warning: Invalid argument' for string-append and still builds",
        "Ignoring warnings because the build succeeded",
        "The scrutinizer found a fixnum where string-append needs a string",
        "Convert with number->string and rebuild until the warning is gone"),
        "csc: Warning: Invalid argument — In file main.scm:27, argument #3 to string-append is a `fixnum`, "
        "expected `string`. Edit(main.scm): `(number->string 42)`; rebuild printed just `built`.",
        "The warning names main.scm:27; the edit wraps 42 in number->string; the rebuild && echo built prints "
        "only 'built'.",
        ["prose", "tool-call notation", "code span"],
        {"failure": "Argument #3 to procedure", "fix": "(string-append \"hello, \" name (number->string 42))",
         "evidence": "csc -O2 main.scm -o tinyhttp && echo built"}),
    gotcha(40, "chicken-zsh", "real shown rerun_passes", (
        "zsh refuses an unquoted URL with ? as a failed glob",
        "curl never runs: zsh:1: no matches found",
        "Pasting a URL with a query string unquoted in zsh",
        "zsh expands ? as a glob and errors when nothing matches (NOMATCH)",
        "Quote the URL"),
        "```\n$ curl -s http://localhost:8080/hello?name=ama\nzsh:1: no matches found: "
        "http://localhost:8080/hello?name=ama\n$ curl -s 'http://localhost:8080/hello?name=ama'\nhello, ama42\n```",
        "The unquoted curl fails with the zsh error; the quoted one returns hello, ama42.",
        ["fenced block with $ prompt"],
        {"failure": "zsh:1: no matches found", "fix": "curl -s 'http://localhost:8080/hello?name=ama'",
         "evidence": "hello, ama42"}),
    gotcha(41, "chicken-zsh", "invented not_shown invented_detail", (
        "csc -static links CHICKEN eggs into one binary",
        "A CHICKEN program needs the eggs on the target machine",
        "Copying a dynamically linked binary",
        "csc links eggs dynamically by default",
        "Build with csc -static"),
        "built a static binary with `csc -static -O2 main.scm -o tinyhttp` and scp'd it to the Pi",
        "The person withdrew the static build; no csc -static ran and nothing was copied to a Pi.",
        ["code span", "command never run"],
        {"evidence": "forget the static bit"}),
    gotcha(42, "chicken-zsh", "invented not_shown near_miss", (
        "CHICKEN reports a missing egg as a syntax error on the import line",
        "csc says Syntax error (import)",
        "Looking for a typo in main.scm",
        "The import of an uninstalled egg is reported as a syntax error",
        "Install the egg"),
        "csc said \"Syntax error (import) in line 4 of file\" for srfi-69",
        "csc said line 3 ('Syntax error (import) in line 3 of file `main.scm'').",
        ["double quotes", "near miss"],
        {"evidence": "Syntax error (import) in line 3"}),
    knowledge(43, "chicken-zsh", "real knowledge", (
        "csc's scrutinizer warnings leave the exit status at 0",
        "Compiling CHICKEN code in scripts or CI",
        "Read csc's output for 'Warning:' blocks, not just its exit status",
        "Type warnings don't fail the build, so a broken call can ship"),
        "The second `csc -O2 main.scm -o tinyhttp` printed \"Warning: Invalid argument\" for string-append with a "
        "fixnum yet carried no exit code, unlike the first run's `Exit code 1`.",
        "Second csc result: the warning and no Exit code line; first csc result starts with Exit code 1.",
        ["double quotes", "exit code"],
        {"evidence": "Warning: Invalid argument"}),
    # --- gel-wsl ---------------------------------------------------------------------------------------------------
    gotcha(44, "gel-wsl", "real not_shown never_run", (
        "EdgeDB instances can't start as services in WSL until systemd is enabled",
        "edgedb instance start fails: System has not been booted with systemd as init system",
        "Expecting edgedb's user service to work in a WSL distro without systemd",
        "edgedb manages instances through systemctl --user, which needs systemd as PID 1",
        "Add [boot] systemd=true to /etc/wsl.conf and restart WSL (wsl.exe --shutdown)"),
        "`edgedb instance start notes_api` → `System has not been booted with systemd as init system (PID 1). "
        "Can't operate.`; `ps -p 1 -o comm=` → `init`; `[boot]` / `systemd=true` appended to /etc/wsl.conf",
        "The start fails; the tee appends the section, but WSL is never restarted (the person will do it after "
        "lunch) and the service start is never tried again; the server runs in the foreground instead.",
        ["code span", "arrows"],
        {"failure": "System has not been booted with systemd", "fix": "sudo tee -a /etc/wsl.conf",
         "evidence": "ps -p 1 -o comm="}, cat="env_setup"),
    gotcha(45, "gel-wsl", "real shown fix_ran", (
        "Run the EdgeDB server in the foreground when WSL has no systemd",
        "edgedb instance start can't operate under WSL's init",
        "Waiting for a WSL restart before doing anything",
        "--foreground runs the server directly instead of through systemctl",
        "nohup edgedb instance start --foreground <instance> &, then connect"),
        "Hint: run `edgedb instance start --foreground notes_api` in a separate terminal → ran it under nohup in "
        "the background, then `edgedb -I notes_api query 'select 1'` → `1`",
        "The hint in the failed start; the nohup call starts the server and the query in the same call prints 1.",
        ["code span", "arrows"],
        {"failure": "Can't operate.", "fix": "nohup edgedb instance start --foreground",
         "evidence": "edgedb -I notes_api query 'select 1'"}, cat="env_setup"),
    gotcha(46, "gel-wsl", "real shown edit_then_pass", (
        "Making an EdgeDB property required needs a fill value for existing rows",
        "migration create --non-interactive fails: required without a fill expression",
        "Running migration create non-interactively on a schema change that needs input",
        "Existing objects have no title; EdgeDB asks for an expression, which it can't in non-interactive mode",
        "Give the property a default (or run migration create interactively)"),
        "`edgedb migration create --non-interactive` failed: `Cannot make property 'title' of object type "
        "'default::Note' required without a fill expression in non-interactive mode` → Edit default.esdl "
        "`default := '(untitled)';` → migration created and applied (`Now at m1q3x2a…`), 17 old notes got the "
        "default.",
        "The migration fails; the edit adds the default; the re-run creates and applies 00004; the count query "
        "returns 17.",
        ["code span", "arrows", "ellipsis"],
        {"failure": "without a fill expression in non-interactive mode", "fix": "default := '(untitled)';",
         "evidence": "Applying m1q3x2a"}, cat="build_config"),
    gotcha(47, "gel-wsl", "invented not_shown other_call_error", (
        "EdgeDB migrations need the systemd-managed server under WSL",
        "migration create can't reach the instance",
        "Running migrations against a foreground server",
        "The CLI only talks to service-managed instances",
        "Enable systemd first"),
        "Even `edgedb migration create --non-interactive` failed with `System has not been booted with systemd as "
        "init system (PID 1)`",
        "migration create failed on the missing fill expression; the systemd error belongs to instance start.",
        ["code span", "another call's error"],
        {"evidence": "edgedb migration create --non-interactive"}),
    gotcha(48, "gel-wsl", "invented not_shown near_miss", (
        "The title default migration lands as the third EdgeDB migration",
        "Existing notes lack titles",
        "Not checking which migration was applied",
        "The schema had two migrations before",
        "Check the file name"),
        "Applied as `00003-m1q3x2a.edgeql`; `select count(Note filter .title = \"(untitled)\")` → `17`",
        "The migration file is 00004-m1q3x2a.edgeql.",
        ["code span", "near miss"],
        {"evidence": "00004-m1q3x2a.edgeql"}),
    knowledge(49, "gel-wsl", "real knowledge", (
        "ps -p 1 -o comm= tells whether a WSL distro runs systemd",
        "A tool fails in WSL because it expects systemd",
        "Check PID 1's name with `ps -p 1 -o comm=` before changing anything",
        "init means WSL's own init, not systemd, so systemctl-based tools can't work"),
        "`cat /etc/wsl.conf 2>/dev/null; ps -p 1 -o comm=` printed the `[automount]` section and then `init` — "
        "no systemd as PID 1",
        "The call's result ends in init, and wsl.conf had no [boot] section.",
        ["code span", "prose"],
        {"evidence": "cat /etc/wsl.conf 2>/dev/null; ps -p 1 -o comm="}, cat="debugging_technique"),
    # --- rqlite-raft -----------------------------------------------------------------------------------------------
    gotcha(50, "rqlite-raft", "real shown rerun_passes", (
        "rqlite 8 joins a cluster through the Raft address, not the HTTP URL",
        "node2 exits: invalid join address http://localhost:4001",
        "Passing the leader's HTTP API URL to -join",
        "rqlite 8 expects host:port of the leader's Raft listener",
        "-join localhost:4002 (the leader's -raft-addr)"),
        "log: `invalid join address http://localhost:4001: join addresses must be Raft addresses (host:port), not "
        "URLs`; after `-join localhost:4002` in run-node2.sh/run-node3.sh, /nodes showed "
        "{\"2\": {\"addr\": \"localhost:4004\", \"reachable\": true, \"leader\": false}}",
        "node2 exits with the join error; both scripts are edited; the re-run of the scripts and /nodes shows "
        "nodes 2 and 3 reachable.",
        ["code span", "JSON"],
        {"failure": "join addresses must be Raft addresses", "fix": "-join localhost:4002",
         "evidence": "\"addr\": \"localhost:4004\""}, cat="env_setup"),
    gotcha(51, "rqlite-raft", "real shown rerun_passes", (
        "A strong read on an rqlite follower is a 301 that curl won't follow by default",
        "curl against a follower's /db/query returns 'Moved Permanently' and no rows",
        "Querying a follower with level=strong without -L",
        "Strong reads go through the leader; followers redirect",
        "curl -L, or level=none for a local read"),
        "Follower answered `level=strong` with `Moved Permanently` / `301`; the same query with `curl -s -L -G` "
        "returned `[[1,\"fiona\"]]`",
        "The -w call shows the 301; the same query with -L returns the row.",
        ["code span", "nested quotes"],
        {"failure": "Moved Permanently", "fix": "curl -s -L -G", "evidence": "\"values\":[[1,\"fiona\"]]"}),
    gotcha(52, "rqlite-raft", "real not_shown ran_before_failure", (
        "Clear an rqlite node's data directory before it rejoins",
        "node2 won't join the cluster",
        "Restarting a node on a data directory left from an earlier cluster",
        "Stale Raft state in data2 confuses the join",
        "rm -rf data2 and start the node again"),
        "`./run-node2.sh` → `invalid join address http://localhost:4001` / `exiting`; data2 had been recreated "
        "with `rm -rf data2 data3 && mkdir data2 data3` just before",
        "The rm -rf ran before node2 was started, and the join failed right after it; what fixed the join was the "
        "-join edit, and the wipe never ran after the failure.",
        ["code span", "order"],
        {"failure": "invalid join address http://localhost:4001", "fix": "rm -rf data2 data3 && mkdir data2 data3",
         "evidence": "[rqlited] 2027/01/15 11:02:17 exiting"}),
    knowledge(53, "rqlite-raft", "invented names_false_claim", (
        "rqlite followers serve strong reads themselves",
        "Reading from any node of a test cluster",
        "Send level=strong queries to whichever node is nearest",
        "Each node answers strong reads locally"),
        "`curl -s -w '\\n%{http_code}\\n' -G localhost:4003/db/query` with level=strong on node2 returned the row "
        "`[[1,\"fiona\"]]` straight away",
        "That call returned Moved Permanently and 301; the row came only with -L.",
        ["code span", "outcome words"],
        {"evidence": "Moved Permanently"}),
    gotcha(54, "rqlite-raft", "invented not_shown never_seen_error", (
        "A rqlite node joining through the HTTP port gets connection refused",
        "node2 can't connect to node1",
        "Pointing -join at the HTTP port",
        "The HTTP port refuses Raft connections",
        "Use the Raft port"),
        "node2 logged `failed to join cluster: dial tcp 127.0.0.1:4001: connect: connection refused`",
        "node2 logged 'invalid join address ... not URLs' and exited; no dial error appears.",
        ["code span", "error never seen"],
        {"evidence": "invalid join address http://localhost:4001"}),
    knowledge(55, "rqlite-raft", "real knowledge", (
        "rqlite's /nodes?pretty lists each node's Raft address, reachability and leader flag",
        "Checking that rqlite nodes joined and which one leads",
        "curl the leader's /nodes?pretty",
        "One call shows api_addr, addr, voter, reachable and leader per node"),
        "`curl -s 'localhost:4001/nodes?pretty'` → node 1 `\"leader\": true`, nodes 2 and 3 "
        "`\"reachable\": true` / `\"leader\": false`",
        "The /nodes output after the edits.",
        ["code span", "JSON fragments"],
        {"evidence": "curl -s 'localhost:4001/nodes?pretty'"}, cat="debugging_technique"),
    # --- pacemaker-ko ----------------------------------------------------------------------------------------------
    gotcha(56, "pacemaker-ko", "real shown fix_ran", (
        "Pacemaker starts no resources while stonith-enabled is true and no fencing device exists",
        "The VIP stays Stopped and pcs status warns about stonith",
        "Debugging the resource before the cluster-wide fencing policy",
        "Without a STONITH device Pacemaker refuses to run resources when stonith-enabled is true",
        "In a lab only: pcs property set stonith-enabled=false"),
        "`pcs status --full` 에 `WARNING: No stonith devices and stonith-enabled is not false`, vip 는 `Stopped` → "
        "`pcs property set stonith-enabled=false` 후 Pacemaker 가 vip 시작을 실제로 시도함(`Failed Resource "
        "Actions` 에 start 기록)",
        "After the property set the cluster tries to start vip on both nodes (start actions listed, failing on "
        "findif, a separate cause), and once the IP is fixed vip is Started: the fencing block is gone.",
        ["Korean prose", "code span", "arrow"],
        {"failure": "No stonith devices and stonith-enabled is not false",
         "fix": "pcs property set stonith-enabled=false && sleep 2", "evidence": "Failed Resource Actions"},
        cat="env_setup"),
    gotcha(57, "pacemaker-ko", "real shown person_confirms", (
        "IPaddr2 fails with [findif] failed when the VIP is outside every interface's subnet",
        "vip start returns 'error' ([findif] failed) on both nodes",
        "Choosing a VIP from a subnet the nodes don't have",
        "findif picks the NIC by the subnet of the address; none matched 10.20.0.50",
        "Use an address in the NIC's subnet and set nic and cidr_netmask"),
        "`vip start on node1 returned 'error' ([findif] failed)`; ip=10.20.0.50 is in no interface's subnet "
        "(ens192 is 192.168.56.11/24) → `pcs resource update vip ip=192.168.56.50 cidr_netmask=24 nic=ens192` → "
        "`  * vip\t(ocf:heartbeat:IPaddr2):\t Started node1`, ping ok, and the user: \"좋아 됐다\"",
        "The findif failures; the resource config and ip -br output; the update and cleanup show Started node1; "
        "ping answers; the person confirms right after.",
        ["code span", "arrows", "tabs inside spans", "Korean quote"],
        {"failure": "([findif] failed)", "fix": "pcs resource update vip ip=192.168.56.50",
         "evidence": "좋아 됐다"}, cat="env_setup"),
    gotcha(58, "pacemaker-ko", "real not_shown korean_other", (
        "Check a two-node cluster actually keeps quorum by taking one node down",
        "The person worries the cluster loses quorum when node2 is off",
        "Trusting the 2Node flag without a test",
        "two_node: 1 gives each node quorum alone, but WaitForAll needs both at first start",
        "Stop node2 and watch corosync-quorumtool on node1"),
        "`corosync-quorumtool -s` → `Flags:            2Node Quorate WaitForAll`",
        "The assistant offers to take node2 down to test; the person says another time. Their 됐다/고마워 is "
        "about the VIP. No node was ever stopped.",
        ["code span", "whitespace-significant quote"],
        {"failure": "node2 를 끄면 quorum 을 잃는 것 같던데", "fix": "오늘은 VIP 된 걸로 충분해",
         "evidence": "Flags:            2Node Quorate WaitForAll"}, group="c41-pcs-quorum"),
    gotcha(59, "pacemaker-ko", "invented not_shown names_false_claim", (
        "Disabling stonith alone brings a Pacemaker VIP up",
        "The VIP is Stopped in a lab cluster",
        "Looking further than the fencing warning",
        "The stonith policy was the only blocker",
        "pcs property set stonith-enabled=false"),
        "`pcs property set stonith-enabled=false` 하자마자 vip 가 `Started node1` 으로 바뀌었다.",
        "Right after the property set vip was still Stopped with two [findif] failures; Started node1 came after "
        "the IP change.",
        ["Korean prose", "outcome words"],
        {"evidence": "pcs property set stonith-enabled=false"}),
    gotcha(60, "pacemaker-ko", "invented not_shown near_miss", (
        "IPaddr2 needs nic=eth0 on Rocky 9 lab VMs",
        "findif can't pick an interface",
        "Leaving nic unset",
        "findif needs the NIC name",
        "Set nic explicitly"),
        "`pcs resource update vip ip=192.168.56.50 cidr_netmask=24 nic=eth0` 로 해결",
        "The update used nic=ens192; eth0 never appears.",
        ["Korean prose", "near miss"],
        {"evidence": "pcs resource update vip ip=192.168.56.50"}),
    knowledge(61, "pacemaker-ko", "real knowledge", (
        "corosync-quorumtool -s shows whether two_node and wait_for_all are active",
        "Judging how a two-node corosync cluster behaves when one node is lost",
        "Read the Flags line of `corosync-quorumtool -s`",
        "2Node means one vote keeps quorum; WaitForAll means both nodes must be seen once at start"),
        "Flags 줄: `2Node Quorate WaitForAll`, `Expected votes:   2`, `Quorum:           1`",
        "The quorumtool output.",
        ["Korean prose", "whitespace-significant quote"],
        {"evidence": "Highest expected: 2"}, cat="debugging_technique", group="c41-pcs-quorum"),
]
