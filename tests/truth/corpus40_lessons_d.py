"""corpus40's labelled lessons, fourth part: sessions s16 to s20 (VictoriaMetrics in Korean, Suricata, CrowdSec, the
Bitwarden CLI from fish, git-crypt). Labels were written from the session text (corpus40_sources_d.py) before
anything judged them; each `why` names the steps it rests on."""
from __future__ import annotations

from tests.truth.corpus40_common import ESC, gotcha, knowledge

S16, S17, S18, S19, S20 = ("s16-victoriametrics-ko", "s17-suricata-update", "s18-crowdsec-nginx",
                           "s19-bitwarden-fish", "s20-git-crypt-zsh")
E = ESC

RECORDS = [
    # --- s16 vmagent + VictoriaMetrics (Korean) ---------------------------------------------------------------
    gotcha(105, S16, "real shown person_confirms", (
        "vmagent must remote-write to /api/v1/write on single-node VictoriaMetrics",
        "Targets are up but VictoriaMetrics has no data; vmagent logs `unsupported path requested`.",
        "Setting -remoteWrite.url to a path like /api/v1/push.",
        "Single-node VictoriaMetrics accepts Prometheus remote write only at /api/v1/write.",
        "`-remoteWrite.url=http://<vm>:8428/api/v1/write`, restart vmagent."),
        "vmagent 로그에 `unsupported path requested` (retry #3: 400) → `-remoteWrite.url=http://10.0.4.2:8428/api/"
        "v1/write` 로 수정 후 재시작하자 `count(up)` 가 3, 사용자: \"됐어요! 그라파나에서 그래프 나와요.\"",
        "The journal shows status 400 and 'unsupported path requested' for /api/v1/push; the Edit changes the URL; "
        "the restart+query shows 3 series; the person confirms right after.",
        ["Korean prose", "code spans", "person quoted", "URL split across code span"],
        {"failure": "unsupported path requested", "fix": "-remoteWrite.url=http://10.0.4.2:8428/api/v1/write",
         "evidence": "됐어요! 그라파나에서 그래프 나와요."}),
    gotcha(106, S16, "real shown fix_ran", (
        "VictoriaMetrics -retentionPeriod without a unit means months",
        "A retention meant as 90 days shows as `-retentionPeriod=\"90\"` in /flags.",
        "Writing `-retentionPeriod=90` expecting days.",
        "The default unit of -retentionPeriod is a month.",
        "Write `-retentionPeriod=90d` and restart."),
        "/flags showed -retentionPeriod=90 with no unit (= 90 months); after the sed to `-retentionPeriod=90d` and "
        "a restart it showed `-retentionPeriod=\"90d\"`",
        "The /flags call shows \"90\"; the reply explains the month unit; the sed + restart call shows \"90d\".",
        ["prose", "unquoted value", "code spans"],
        {"failure": "-retentionPeriod=\"90\"", "fix": "sudo sed -i 's/-retentionPeriod=90 /-retentionPeriod=90d /'",
         "evidence": "-retentionPeriod=\"90d\""}, cat="tool_quirk"),
    gotcha(107, S16, "real not_shown write_named_like_fix", (
        "Two HA vmagents double every series unless VictoriaMetrics deduplicates",
        "`count(up{job=\"node\"})` returns 6 for 3 targets after adding a second vmagent.",
        "Running two identical vmagents into one VictoriaMetrics without dedup.",
        "Both agents scrape and write the same samples.",
        "Start VictoriaMetrics with `-dedup.minScrapeInterval=30s` and give both agents the same labels."),
        ["count(up{job=\"node\"}) → [{\"metric\":{},\"value\":[1741344230,\"6\"]}]",
         "Write(/home/sora/ops/enable-dedup.sh): sed adds -dedup.minScrapeInterval=30s, restarts victoriametrics"],
        "The fix is only written into enable-dedup.sh; nothing runs it, and the person says '그건 다음 점검 때 할게요'.",
        ["list of citations", "JSON", "tool-call notation"],
        {"failure": "[1741344230,\"6\"]",
         "fix": "/home/sora/ops/enable-dedup.sh", "evidence": "알겠어요, 그건 다음 점검 때 할게요."}),
    knowledge(108, S16, "real knowledge", (
        "VictoriaMetrics' /api/v1/status/tsdb shows which metrics carry the series",
        "Checking where a VictoriaMetrics instance's series count comes from.",
        "`curl 'http://<vm>:8428/api/v1/status/tsdb?topN=5' | jq` lists totals and the top metrics and labels.",
        "It shows at once that node_cpu_seconds_total and node_systemd_unit_state dominate."),
        "```json\n\"totalSeries\": 48211,\n{ \"name\": \"node_cpu_seconds_total\", \"value\": 3072 },\n"
        "{ \"name\": \"node_systemd_unit_state\", \"value\": 2955 },\n```",
        "The tsdb status call and its long JSON result.",
        ["fenced JSON", "excerpted lines"],
        {"evidence": "\"totalSeries\": 48211"}, cat="debugging_technique"),
    gotcha(109, S16, "invented not_shown near_miss", (
        "vmagent pointed at VictoriaMetrics' import endpoint writes nothing",
        "VictoriaMetrics stays empty while vmagent scrapes.",
        "Using the import path for remote write.",
        "The import endpoint expects a different format.",
        "Use /api/v1/write."),
        "The grep showed `-remoteWrite.url=http://10.0.4.2:8428/api/v1/import` in /etc/default/vmagent.",
        "Invented: the configured path was /api/v1/push; /api/v1/import never appears.",
        ["code span"],
        {"evidence": "grep -n remoteWrite /etc/default/vmagent"}),
    gotcha(110, S16, "invented not_shown other_call_error", (
        "vmagent's targets page shows remote-write failures",
        "Data missing in VictoriaMetrics.",
        "Looking only at journalctl.",
        "The targets page reports the push error per target.",
        "Read /targets first."),
        "`curl -s localhost:8429/targets` listed every node target with `error=\"unsupported path requested\"`.",
        "Invented: /targets showed error=\"\" for the targets; 'unsupported path requested' is in the journalctl "
        "output of vmagent.",
        ["code spans", "nested quotes"],
        {"evidence": "curl -s localhost:8429/targets | head -n 4"}),
    gotcha(111, S16, "invented not_shown invented_detail", (
        "enable-dedup.sh brings duplicated vmagent series back to one",
        "count(up) doubles with two vmagents.",
        "Leaving dedup off.",
        "Duplicate samples from the HA pair.",
        "Run enable-dedup.sh."),
        "`sudo sh /home/sora/ops/enable-dedup.sh` 실행 후 `count(up{job=\"node\"})` 가 다시 3이 되었습니다.",
        "Invented: enable-dedup.sh was written but never run; the last count in the session is 6.",
        ["Korean prose", "code spans"],
        {"evidence": "/home/sora/ops/enable-dedup.sh"}),
    knowledge(112, S16, "invented names_false_claim", (
        "A bare -retentionPeriod=90 keeps 90 days in VictoriaMetrics",
        "Choosing a retention for a monitoring box.",
        "Give the number of days without a unit.",
        "Days are the default unit."),
        "/flags showed `-retentionPeriod=\"90\"`, i.e. 90 days, so the retention matched what was asked.",
        "Invented: the session says the bare 90 means 90 months and changes it to 90d.",
        ["code span", "i.e."],
        {"evidence": "curl -s http://10.0.4.2:8428/flags | grep -i retention"}),
    # --- s17 Suricata -----------------------------------------------------------------------------------------
    gotcha(113, S17, "real shown rerun_passes", (
        "A fresh Suricata 7 has no rules until suricata-update runs",
        "`suricata -T` fails: `opening rule file /var/lib/suricata/rules/suricata.rules: No such file or directory`.",
        "Starting Suricata from the package without fetching a ruleset.",
        "The package points at /var/lib/suricata/rules/suricata.rules, which suricata-update creates.",
        "Run `sudo suricata-update`, then test the config again."),
        "After running `sudo suricata-update` (\"Writing rules to /var/lib/suricata/rules/suricata.rules\"), "
        "`suricata -T` reported \"Configuration provided was successfully loaded. Exiting.\" — the first -T run had "
        "failed with exit code 1.",
        "The -T call fails (Exit code 1) on the missing rule file; suricata-update writes it; the -T re-run loads "
        "the configuration.",
        ["GPT-style prose", "double quotes", "exit code", "em dash"],
        {"failure": "opening rule file /var/lib/suricata/rules/suricata.rules: No such file or directory",
         "fix": "sudo suricata-update", "evidence": "Configuration provided was successfully loaded"}),
    gotcha(114, S17, "real shown edit_then_pass", (
        "Suricata's default af-packet interface eth0 does not exist on predictable-name hosts",
        "suricata.log: `af-packet: eth0: failed to find interface: No such device`; fast.log stays empty.",
        "Keeping `interface: eth0` on a VM whose NIC is ens18.",
        "The capture thread fails to start, so nothing is inspected.",
        "Set the af-packet interface to the real NIC (`ip -br link`) and restart."),
        "suricata.log: Error: af-packet: eth0: failed to find interface: No such device\n"
        "ip -br link → ens18\nsuricata.yaml: - interface: ens18\nfast.log → [1:2100498:7] GPL ATTACK_RESPONSE id "
        "check returned root",
        "The restart shows the eth0 error; ip -br link shows ens18; the Edit changes the interface; the restart "
        "+ testmynids curl + fast.log tail shows alert 2100498.",
        ["unquoted lines", "arrows", "terse log"],
        {"failure": "af-packet: eth0: failed to find interface: No such device", "fix": "  - interface: ens18",
         "evidence": "[1:2100498:7] GPL ATTACK_RESPONSE id check returned root"}, cat="env_setup"),
    gotcha(115, S17, "real not_shown rerun_still_fails", (
        "disable.conf does not silence rules Suricata loads from its own rules directory",
        "SID 2210045 keeps alerting after being added to disable.conf and a rule reload.",
        "Disabling a stream-events SID through suricata-update while suricata.yaml also loads "
        "/etc/suricata/rules/stream-events.rules directly.",
        "The distribution copy listed under rule-files is loaded beside the managed file.",
        "Add the SID to /etc/suricata/disable.conf, run suricata-update and `suricatasc -c reload-rules`."),
        "`echo 2210045 | sudo tee -a /etc/suricata/disable.conf && sudo suricata-update … && sudo suricatasc -c "
        "reload-rules` → `{\"message\": \"done\", \"return\": \"OK\"}`; a minute later `grep -c '2210045'` → 4127 "
        "and the newest line is still `[1:2210045:2] SURICATA STREAM Packet with invalid ack`.",
        "The disable + update + reload call succeeds, but the check a minute later shows new 2210045 alerts.",
        ["code spans", "ellipsis cut", "JSON", "still"],
        {"failure": "SURICATA STREAM Packet with invalid ack` (2210045)",
         "fix": "echo 2210045 | sudo tee -a /etc/suricata/disable.conf",
         "evidence": "[1:2210045:2] SURICATA STREAM Packet with invalid ack"}, group="c40-suricata-2210045"),
    gotcha(116, S17, "real not_shown only_suggested", (
        "Drop distribution rule files from rule-files when suricata-update manages the rules",
        "A SID disabled through suricata-update still fires.",
        "Leaving /etc/suricata/rules/stream-events.rules in suricata.yaml's rule-files.",
        "Suricata loads that file in addition to the merged suricata.rules.",
        "Remove the stream-events.rules entry from `rule-files` and reload."),
        "Claude: \"suricata.yaml also lists /etc/suricata/rules/stream-events.rules under `rule-files` … That entry "
        "has to go.\" — user: \"I'm out of time, I'll look at rule-files myself.\"",
        "The removal is only described; no Edit of suricata.yaml's rule-files and no reload follows.",
        ["nested quotes", "ellipsis", "em dash"],
        {"failure": "[1:2210045:2] SURICATA STREAM Packet with invalid ack", "fix": "That entry has to go.",
         "evidence": "I'm out of time, I'll look at rule-files myself."}, group="c40-suricata-2210045"),
    knowledge(117, S17, "real knowledge", (
        "testmynids.org gives an end-to-end Suricata alert check",
        "Proving that a new IDS sensor inspects traffic and logs alerts.",
        "`curl -s http://testmynids.org/uid/index.html` then tail fast.log for SID 2100498.",
        "The page returns `uid=0(root)` text that the GPL ATTACK_RESPONSE rule matches."),
        "curl → `uid=0(root) gid=0(root) groups=0(root)`; fast.log → `[1:2100498:7] GPL ATTACK_RESPONSE id check "
        "returned root [**] [Classification: Potentially Bad Traffic] [Priority: 2]`",
        "The curl + tail call after the interface fix.",
        ["arrows", "code spans"],
        {"evidence": "uid=0(root) gid=0(root) groups=0(root)"}, cat="test_strategy"),
    gotcha(118, S17, "invented not_shown near_miss", (
        "suricata-update's ET Open ruleset size on Suricata 7",
        "Knowing whether the ruleset loaded fully.",
        "Not checking the loaded count.",
        "A partial download loads fewer rules.",
        "Check the Loaded N rules line."),
        "suricata-update: `Loaded 48213 rules.` and `Disabled 14 rules.`",
        "Invented: it said 'Loaded 62514 rules.'; 48213 is the enabled count in the Writing line.",
        ["code spans"],
        {"evidence": "sudo suricata-update"}),
    gotcha(119, S17, "invented not_shown names_false_claim", (
        "suricatasc reload-rules applies disable.conf without a restart",
        "A noisy stream SID floods fast.log.",
        "Restarting Suricata for every rule change.",
        "reload-rules re-reads the rule files live.",
        "Add the SID to disable.conf, suricata-update, `suricatasc -c reload-rules`."),
        "After `sudo suricatasc -c reload-rules` returned {\"message\": \"done\", \"return\": \"OK\"}, the 2210045 "
        "alerts stopped.",
        "Invented: a minute after the reload fast.log still had new 2210045 lines (count 4127, newest 16:54:02).",
        ["GPT-style prose", "JSON"],
        {"evidence": "sudo suricatasc -c reload-rules"}),
    gotcha(120, S17, "invented not_shown never_seen_error", (
        "af-packet on ens18 needs the right fanout mode",
        "Suricata cannot open the capture socket on ens18.",
        "Keeping the default cluster type.",
        "The NIC driver rejects the fanout.",
        "Set cluster-type: cluster_flow."),
        "After the interface edit, suricata.log said `E: af-packet: ens18: failed to init socket for interface`.",
        "Invented: after the edit the alert arrived in fast.log; no ens18 error appears.",
        ["code span"],
        {"evidence": "  - interface: ens18"}),
    # --- s18 CrowdSec -----------------------------------------------------------------------------------------
    gotcha(121, S18, "real shown edit_then_pass", (
        "CrowdSec installed before nginx never reads the nginx logs",
        "`cscli metrics show acquisition` lists auth.log and sshd but no nginx source.",
        "Installing the nginx collection and assuming acquisition follows.",
        "The setup wizard writes acquis.yaml at install time; nginx wasn't there yet.",
        "Add the nginx log files with `labels: type: nginx` to acquis.yaml and restart crowdsec."),
        "Edit(/etc/crowdsec/acquis.yaml) adding /var/log/nginx/access.log + error.log with type nginx → "
        "`file:/var/log/nginx/access.log │ 1.84k      │ 1.84k` in cscli metrics (before: only "
        "`file:/var/log/auth.log` and `journalctl:journalctl-sshd`)",
        "The first metrics call has no nginx rows; the Edit adds the nginx block; the restart + metrics call shows "
        "both nginx files read and parsed.",
        ["tool-call notation", "box-drawing table cells", "code spans"],
        {"failure": "journalctl:journalctl-sshd │ 44", "fix": "  - /var/log/nginx/access.log\n",
         "evidence": "file:/var/log/nginx/access.log │ 1.84k"}, cat="env_setup"),
    gotcha(122, S18, "real not_shown confirmation_denied", (
        "A CrowdSec whitelist parser only prevents new bans",
        "The office IP stays blocked after adding a LAN whitelist.",
        "Expecting a whitelist to lift a decision that already exists.",
        "Whitelists act in the parsing stage; the existing ban decision stays until it expires or is deleted.",
        "Add a s02-enrich whitelist for 192.168.1.0/24 and reload crowdsec."),
        "Write(/etc/crowdsec/parsers/s02-enrich/lan-whitelist.yaml) with cidr \"192.168.1.0/24\", reload, `cscli "
        "parsers list` shows local/lan-whitelist enabled — asked \"Can you reach https://web1.lan now?\" → \"No, "
        "still connection timed out from my machine.\"",
        "The whitelist is written and loaded; the person immediately says it still times out.",
        ["tool-call notation", "nested quotes", "arrows"],
        {"failure": "now I can't reach the site", "fix": "name: local/lan-whitelist",
         "evidence": "No, still connection timed out from my machine."}, cat="security"),
    gotcha(123, S18, "real shown person_confirms", (
        "Delete an existing CrowdSec ban with cscli decisions delete",
        "A banned address keeps timing out even after being whitelisted.",
        "Waiting for the ban to expire or reloading crowdsec.",
        "The decision is stored in the LAPI and the bouncer keeps applying it.",
        "`sudo cscli decisions delete --ip <addr>`."),
        "sudo cscli decisions delete --ip 192.168.1.20 → INFO[2025-03-07 11:31:40] 1 decision(s) deleted → the "
        "user: yes, loads again",
        "The delete call prints one decision deleted; the person confirms right after.",
        ["arrows", "unquoted"],
        {"failure": "No, still connection timed out from my machine.",
         "fix": "sudo cscli decisions delete --ip 192.168.1.20", "evidence": "yes, loads again"}, cat="security"),
    knowledge(124, S18, "real knowledge", (
        "Test a CrowdSec ban path from a throwaway host with a subagent",
        "Verifying that a new CrowdSec + bouncer setup actually bans.",
        "Have a subagent request random missing paths from a test host and read `cscli alerts list` and the nft "
        "set afterwards, without changing the server.",
        "It shows which scenario fires and when (http-probing after about a dozen 404s)."),
        "Task \"Probe the ban path\": \"Requests 1–11 returned 404; from request 12 on, curl timed out\"; "
        "`crowdsecurity/http-probing` for 192.168.1.20 with decision `ban` for 4h.",
        "The Task call and its reply.",
        ["double quotes", "en dash inside quote", "code spans"],
        {"evidence": "Requests 1–11 returned 404"}, cat="test_strategy"),
    knowledge(125, S18, "real knowledge", (
        "The nftables firewall bouncer registers itself with the local CrowdSec API on install",
        "Adding a firewall bouncer on Debian.",
        "`apt-get install crowdsec-firewall-bouncer-nftables` then `cscli bouncers list` to see it valid.",
        "The package creates its API key and registers, no manual `cscli bouncers add` needed."),
        "cscli bouncers list → ` cs-firewall-bouncer-1741345990  127.0.0.1   ✔️      2025-03-07T11:13:22Z  "
        "crowdsec-firewall-bouncer`",
        "The install + bouncers list call.",
        ["arrow", "whitespace-significant code span", "emoji"],
        {"evidence": "cs-firewall-bouncer-1741345990"}, cat="security"),
    gotcha(126, S18, "invented not_shown other_call_error", (
        "cscli decisions delete does not unblock a host the bouncer already dropped",
        "The host still times out after deleting the decision.",
        "Trusting decisions delete.",
        "The nft set keeps the address until its timeout.",
        "Flush the nft set by hand."),
        "`sudo cscli decisions delete --ip 192.168.1.20` was followed by `curl: (28) Connection timed out after "
        "5001 milliseconds`.",
        "Invented: the curl timeout is from the subagent's probe before the whitelist; after the delete the "
        "person says the site loads again.",
        ["code spans"],
        {"evidence": "sudo cscli decisions delete --ip 192.168.1.20"}),
    gotcha(127, S18, "invented not_shown invented_detail", (
        "cscli needs a hub update before installing the nginx collection",
        "The nginx collection cannot be found.",
        "Installing collections from a stale hub index.",
        "The local hub index is out of date.",
        "`sudo cscli hub update && sudo cscli hub upgrade` first."),
        "`sudo cscli hub update && sudo cscli hub upgrade` had to run before `cscli collections install "
        "crowdsecurity/nginx` succeeded.",
        "Invented: no hub update/upgrade ran; the collection installed on the first call.",
        ["code spans"],
        {"evidence": "sudo cscli collections install crowdsecurity/nginx"}),
    gotcha(128, S18, "invented not_shown names_false_claim", (
        "A CrowdSec LAN whitelist unblocks the office at once",
        "The office IP was banned by http-probing.",
        "Deleting decisions one by one.",
        "The whitelist covers the range.",
        "Add the whitelist parser and reload crowdsec."),
        "Once `lan-whitelist.yaml` was loaded (`sudo systemctl reload crowdsec`), the user could reach "
        "https://web1.lan again.",
        "Invented: after the reload the person said it still timed out; access came back only after the "
        "decision was deleted.",
        ["code spans", "outcome claim"],
        {"evidence": "sudo systemctl reload crowdsec && sudo cscli parsers list"}),
    # --- s19 Bitwarden CLI from fish --------------------------------------------------------------------------
    gotcha(129, S19, "real shown edit_then_pass", (
        "fish `set -l` does not export BW_SESSION to bw child processes",
        "Every `bw get` in the script answers `Vault is locked.` and .env gets empty values.",
        "Storing the session key with `set -l BW_SESSION (...)` in a fish script.",
        "Without -x the variable is local to fish and not in the environment of child processes.",
        "`set -lx BW_SESSION (bw unlock --passwordenv BW_PASSWORD --raw)`."),
        "Vault is locked. ×4 and `STRIPE_KEY=` empty → Edit `set -l BW_SESSION` → `set -lx BW_SESSION` → "
        "`.env written (4 keys)` and `grep -c '=$' .env` → 0",
        "The first script run prints 'Vault is locked.' four times with empty values; the Edit adds -x; the "
        "re-run writes all four keys with no empty value.",
        ["arrows", "code spans", "multiplier"],
        {"failure": "Vault is locked.", "fix": "set -lx BW_SESSION",
         "evidence": "STRIPE_KEY\nSENTRY_DSN\nMAPBOX_TOKEN\nDATABASE_URL\n0"}, cat="env_setup"),
    gotcha(130, S19, "real shown fix_ran", (
        "The Bitwarden CLI serves a stale cache until bw sync",
        "A secret rotated in the web vault still comes out with its old value.",
        "Reading items right after unlock without syncing.",
        "bw answers from its local vault copy until a sync.",
        "Run `bw sync` (quietly) after unlock in the script."),
        "Before: `MAPBOX_TOKEN=pk.eyJ1IjoibGVkZ2VyLW9sZC` (ledger-old); the script with `bw sync --quiet` after "
        "unlock then wrote `MAPBOX_TOKEN=pk.eyJ1IjoibGVkZ2VyLW5ldy`, and the user: \"ledger-new, that's it.\"",
        "The grep shows the old token; the Edit adds bw sync; the script run writes the new token; the person "
        "confirms.",
        ["code spans", "person quoted"],
        {"failure": "MAPBOX_TOKEN=pk.eyJ1IjoibGVkZ2VyLW9sZC", "fix": "bw sync --quiet",
         "evidence": "MAPBOX_TOKEN=pk.eyJ1IjoibGVkZ2VyLW5ldy"}, cat="tool_quirk"),
    knowledge(131, S19, "real knowledge", (
        "bw unlock --passwordenv --raw yields a session key without a prompt",
        "Unlocking Bitwarden from a script.",
        "`bw unlock --passwordenv BW_PASSWORD --raw` prints only the session key for BW_SESSION.",
        "No interactive prompt, and the password stays out of the command line."),
        "Im Skript: `set -lx BW_SESSION (bw unlock --passwordenv BW_PASSWORD --raw)` — damit liefen alle vier "
        "`bw get item ledger-dev` ohne Passwortabfrage.",
        "The script Write and the edits; the later runs write all four keys.",
        ["German prose", "code spans"],
        {"evidence": "bw unlock --passwordenv BW_PASSWORD --raw"}, cat="security"),
    gotcha(132, S19, "invented not_shown near_miss", (
        "Export the Bitwarden session globally in fish",
        "bw reports the vault locked inside the script.",
        "Using a local variable for the session.",
        "Child processes need the variable exported.",
        "Use a global exported variable."),
        "Fix was `set -gx BW_SESSION (bw unlock --passwordenv BW_PASSWORD --raw)` in pull-secrets.fish.",
        "Invented: the session's edit is `set -lx`, not `set -gx`.",
        ["code span"],
        {"evidence": "set -lx BW_SESSION"}),
    gotcha(133, S19, "invented not_shown never_seen_error", (
        "bw in a fish script loses the API-key login",
        "bw get fails in the script.",
        "Logging in with --apikey only in the interactive shell.",
        "The script sees no login.",
        "Export BW_CLIENTID/BW_CLIENTSECRET in the script."),
        "Each `bw get item ledger-dev` in the script failed with `You are not logged in.`",
        "Invented: the script's bw calls printed 'Vault is locked.'; 'You are not logged in.' never appears.",
        ["code spans"],
        {"evidence": "fish scripts/pull-secrets.fish; cat .env"}),
    gotcha(134, S19, "invented not_shown names_false_claim", (
        "pull-secrets.fish fills .env from Bitwarden custom fields",
        "A dev .env needs four secrets from one vault item.",
        "Copying secrets by hand.",
        "The item stores them as custom fields.",
        "jq `.fields[] | select(.name==$k) | .value` over `bw get item`."),
        "`fish scripts/pull-secrets.fish` wrote a complete .env on the first run: `.env written (4 keys)`.",
        "Invented: the first run printed 'Vault is locked.' four times and wrote empty values (the count line "
        "is there, the values were not).",
        ["code spans", "first run claim"],
        {"evidence": "fish scripts/pull-secrets.fish; cat .env"}),
    # --- s20 git-crypt ----------------------------------------------------------------------------------------
    gotcha(135, S20, "real shown fix_ran", (
        "git-crypt leaves files committed before .gitattributes unencrypted",
        "`git-crypt status -e` shows `not encrypted: ... *** WARNING: staged/committed version is NOT ENCRYPTED!`.",
        "Adding .gitattributes for a file that is already tracked in plaintext.",
        "The filter only applies when git re-stages the file; the committed blob stays as it was.",
        "`git-crypt status -f` to re-stage, commit, and check with `git-crypt status -e`."),
        f"`not encrypted: config/secrets/prod.yaml {E}[1;31m*** WARNING: staged/committed version is NOT "
        f"ENCRYPTED! ***{E}[0m` → `git-crypt status -f && git commit …` → `    encrypted: config/secrets/prod.yaml`",
        "The first status -e exits 1 with the warning; the status -f + commit + status -e call lists prod.yaml as "
        "encrypted.",
        ["ANSI codes", "arrows", "whitespace-significant quote", "ellipsis"],
        {"failure": "staged/committed version is NOT ", "fix": "git-crypt status -f && git commit -qm",
         "evidence": "Staging files that need encryption..."}, cat="security"),
    gotcha(136, S20, "real not_shown never_run", (
        "Encrypting a file with git-crypt does not remove its plaintext from history",
        "After re-staging, HEAD is encrypted but older commits still hold the plaintext prod.yaml.",
        "Treating git-crypt status -f as cleaning up a leak.",
        "Earlier commits keep their plaintext blobs.",
        "`git filter-repo --path config/secrets/prod.yaml --invert-paths --force` (or rotate the secrets)."),
        "\"the plaintext prod.yaml is still in history (commit a41c9e2 and earlier)\"; "
        "Bash(git filter-repo --path config/secrets/prod.yaml --invert-paths --force) was rejected: \"No history "
        "rewrite, the repo is shared.\"",
        "The filter-repo call was refused by the person and never ran; they rotate the secrets instead.",
        ["double quotes", "tool-call notation"],
        {"failure": "the plaintext prod.yaml is still in history",
         "fix": "git filter-repo --path config/secrets/prod.yaml --invert-paths --force",
         "evidence": "No history rewrite, the repo is shared."}, cat="security"),
    knowledge(137, S20, "real knowledge", (
        "A git-crypt clone holds GITCRYPT blobs until unlocked with the exported key",
        "Letting CI read git-crypt encrypted files.",
        "Export the key once (`git-crypt export-key`), provide it to CI as a file and run `git-crypt unlock "
        "<keyfile>` after checkout.",
        "Without unlock the files are binary blobs starting with \\0GITCRYPT\\0."),
        "fresh clone → xxd: `00000000: 0047 4954 4352 5950 5400 9a4f            .GITCRYPT..O`; after "
        "`git-crypt unlock ~/keys/ledger-api.key` → `stripe:`",
        "The export/clone/unlock call's result and the reply after it.",
        ["arrows", "whitespace-significant code span"],
        {"evidence": ".GITCRYPT..O"}, cat="workflow"),
    gotcha(138, S20, "invented not_shown near_miss", (
        "git-crypt skips dev.yaml when it was added together with .gitattributes",
        "status -e warns about a secrets file committed in the same commit as .gitattributes.",
        "Adding .gitattributes and a secret in one commit.",
        "The attribute takes effect only after the commit.",
        "Commit .gitattributes first."),
        "`git-crypt status -e` printed `not encrypted: config/secrets/dev.yaml`.",
        "Invented: dev.yaml was listed as encrypted; the file not encrypted was prod.yaml.",
        ["code spans"],
        {"evidence": "git add .gitattributes config/secrets/dev.yaml"}),
    gotcha(139, S20, "invented not_shown names_false_claim", (
        "git filter-repo removes a leaked secret file from every commit",
        "The plaintext prod.yaml stays in history.",
        "Only re-staging the file encrypted.",
        "Old commits keep the plaintext blob.",
        "`git filter-repo --path config/secrets/prod.yaml --invert-paths --force`."),
        "Ran `git filter-repo --path config/secrets/prod.yaml --invert-paths --force`; history no longer contains "
        "the plaintext.",
        "Invented: the call was rejected by the person and never ran.",
        ["code span", "outcome claim"],
        {"evidence": "git filter-repo --path config/secrets/prod.yaml --invert-paths --force"}),
    gotcha(140, S20, "invented not_shown other_call_error", (
        "git-crypt init warns about files committed before .gitattributes",
        "git-crypt init complains about existing plaintext files.",
        "Running init in a repo with secrets already committed.",
        "init checks the attributes.",
        "Run `git-crypt status -f` after init."),
        "`git-crypt init` answered \"Warning: one or more files is marked for encryption via .gitattributes but\"",
        "Invented: git-crypt init printed only 'Generating key...'; the warning came from `git-crypt status -e`.",
        ["code span", "double quotes"],
        {"evidence": "git-crypt init"}),
]
