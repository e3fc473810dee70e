"""Labelled lessons of corpus53, part one: over the Immich, Paperless-ngx, Mastodon, Grafana Alloy and FreeRADIUS
sessions (corpus53_sources.py). Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus53_common import ESC, gotcha, knowledge

_IM, _PL, _MA, _AL, _FR = ("immich-ml-nfs", "paperless-consume", "mastodon-tootctl", "alloy-promtail",
                           "freeradius-aruba")

RECORDS = [
    # ------------------------------------------------------------------------------------------------ Immich
    gotcha(1, _IM, "real shown edit_then_pass",
           ("Immich ML on a host without an NVIDIA GPU: extend the cpu service, not cuda",
            "`docker compose up -d immich-machine-learning` fails and the ML container never starts",
            "Leaving the example hardware-acceleration block (`service: cuda`, image tag `-cuda`) in "
            "docker-compose.yml",
            "The ML service extends hwaccel.ml.yml's cuda service, which asks Docker for the nvidia device driver",
            "Set `service: cpu` under `extends` and drop `-cuda` from the image tag, then `docker compose up -d`"),
           "`docker compose up -d immich-machine-learning` → `Error response from daemon: could not select device "
           "driver \"nvidia\" with capabilities: [[gpu]]`; after editing docker-compose.yml to `service: cpu` (and "
           "removing `-cuda` from the tag) the same `up -d` ended with `Up 21 seconds (healthy)`.",
           "The up -d failed with the nvidia driver error; the Edit switched extends to cpu and dropped the tag; the "
           "next up -d/ps showed the container healthy.",
           ["code spans", "arrow", "nested double quotes inside a code span", "before/after the edit"],
           {"failure": "could not select device driver", "fix": "service: cpu",
            "evidence": "Up 21 seconds (healthy)"}, cat="env_setup"),
    gotcha(2, _IM, "real not_shown only_suggested",
           ("Immich uploads to an NFS share exported with root_squash fail with EACCES",
            "Phone uploads fail; immich_server logs EACCES on mkdir under /usr/src/app/upload/upload",
            "Putting UPLOAD_LOCATION on an NFS export with root_squash while the server container runs as root",
            "Root in the container is squashed to nobody on the NAS, which can't create folders in a 755 share",
            "Export the share with all_squash,anonuid=1000,anongid=100 (or run the container as 1000:100)"),
           "서버 로그에 `EACCES: permission denied, mkdir '/usr/src/app/upload/upload/3f1c2a9e-7b41-4d2c-9a55-"
           "0c7f6b1e2d84/ab'`가 반복되고, 로컬에서 `sudo chmod -R 777 /mnt/nas/photos`를 해도 `Operation not "
           "permitted`. NAS의 /etc/exports를 `all_squash,anonuid=1000,anongid=100`으로 바꾸면 해결.",
           "The NAS export change was only suggested (the assistant says it can't change the NAS); the person says "
           "they'll do it tomorrow, and no upload was retried (the CLI was only run with --dry-run).",
           ["Korean prose", "code spans", "a path cut across two source lines"],
           {"failure": "EACCES: permission denied, mkdir", "fix": "all_squash,anonuid=1000,anongid=100"},
           cat="env_setup"),
    gotcha(3, _IM, "real shown fix_ran",
           ("The Immich CLI's login-key command is now just login",
            "`npx @immich/cli login-key <url> <key>` exits 1 with an unknown-command error",
            "Following older instructions that use `immich login-key`",
            "The current CLI renamed login-key to login",
            "Use `npx @immich/cli login <url>/api <key>`"),
           "Bash(npx @immich/cli login-key http://192.168.0.20:2283/api \"$IMMICH_KEY\") → error: unknown command "
           "'login-key' (Did you mean login?)\nBash(npx @immich/cli login http://192.168.0.20:2283/api "
           "\"$IMMICH_KEY\") → Logged in as minjun@example.com",
           "login-key failed with unknown command; the next call with login printed Logged in and wrote auth.yml, and "
           "the following upload --dry-run worked with that login.",
           ["tool-call notation", "arrows", "two lines"],
           {"failure": "unknown command 'login-key'", "fix": "Logged in as minjun@example.com"}, cat="api_quirk"),
    knowledge(4, _IM, "real knowledge",
              ("Keep Immich's Postgres on local disk even when the photo library lives on a NAS",
               "Immich with both UPLOAD_LOCATION and DB_DATA_LOCATION on an NFS mount",
               "Leave UPLOAD_LOCATION on the NAS; take a pg_dumpall, then move DB_DATA_LOCATION to ./postgres on "
               "local disk",
               "Network shares aren't supported for the database; a dropped NFS connection during a write can "
               "corrupt the Postgres cluster"),
              "Task \"Check Immich Postgres data on NFS\": `DB_DATA_LOCATION=/mnt/nas/immich-db` is bind-mounted as "
              "`/var/lib/postgresql/data`; Immich's docs say network shares are not supported for the database; "
              "recommendation `DB_DATA_LOCATION=./postgres` after `pg_dumpall`.",
              "The subagent's reply (a Task result) says exactly this; the main agent repeats it in Korean.",
              ["Task result", "code spans", "prose summary"],
              {"evidence": "network shares are not supported for the database"}, cat="trade_off_decision"),
    gotcha(5, _IM, "invented not_shown other_call_error",
           ("Immich's ML container won't start until the model cache on the NAS is writable",
            "The ML container fails to come up after switching to CPU",
            "Starting immich-machine-learning while the NAS folders are owned by another user",
            "The container can't chmod its cache directory on the NFS share",
            "Fix the share permissions before `docker compose up -d immich-machine-learning`"),
           "After switching to `service: cpu`, `docker compose up -d immich-machine-learning` still failed with "
           "`chmod: changing permissions of '/mnt/nas/photos': Operation not permitted`.",
           "The Operation not permitted error came from the separate `sudo chmod -R 777 /mnt/nas/photos` call; the "
           "up -d after the cpu edit succeeded (healthy).",
           ["code spans", "outcome word 'still'"],
           {"evidence": "Operation not permitted"}, cat="env_setup"),
    gotcha(6, _IM, "invented not_shown near_miss",
           ("Immich upload fails when the library folder on the share is read-only",
            "Uploads fail with EACCES in the server log",
            "Read-only upload library",
            "The server can't open files in the upload folder",
            "Make the upload folder writable for the container user"),
           "immich_server: `ERROR [Api:ExceptionsHandler] EACCES: permission denied, open "
           "'/usr/src/app/upload/upload/3f1c2a9e-…'`",
           "The log says `mkdir`, never `open`; the quoted operation is a near miss of the real message.",
           ["code span", "ellipsis cut"],
           {"evidence": "EACCES: permission denied, mkdir"}, cat="env_setup"),
    knowledge(7, _IM, "invented invented_detail",
              ("Preview an Immich CLI bulk upload with --dry-run before sending it",
               "Uploading a large local photo folder to Immich with the CLI",
               "Run `immich upload --recursive <dir> --dry-run` first to see new files versus duplicates",
               "It hashes and checks duplicates without uploading, so the size of the real upload is known"),
              "`npx @immich/cli upload --recursive ~/Pictures/2024 --dry-run --skip-hash` reported `Would have "
              "uploaded 1290 assets (7.4 GB)`.",
              "The session's dry run has no `--skip-hash`; the flag is an invented detail added to a real command.",
              ["code spans", "invented flag inside a real command"],
              {"evidence": "Would have uploaded 1290 assets"}, cat="workflow"),
    # ------------------------------------------------------------------------------------------ Paperless-ngx
    gotcha(8, _PL, "real shown edit_then_pass",
           ("Paperless-ngx never sees files a scanner drops on a CIFS consume folder until polling is on",
            "PDFs sit in the consume folder and nothing is consumed; the log only shows the inotify watch",
            "Relying on inotify for a consume directory that is an SMB/CIFS mount",
            "inotify gets no events for files written to the share by another machine",
            "Set PAPERLESS_CONSUMER_POLLING=<seconds> and recreate the webserver container"),
           "Vor der Änderung meldete der Webserver nur `Using inotify to watch directory for changes: "
           "/usr/src/paperless/consume`, und nichts wurde verarbeitet. Nach `PAPERLESS_CONSUMER_POLLING=10` in "
           "docker-compose.env und `docker compose up -d webserver` stand im Log `Polling directory for changes` "
           "und `Consuming Rechnung_2024-03.pdf`.",
           "The edit added polling; the next up -d/logs showed polling and both files being consumed. (That run then "
           "hit a separate PermissionError on deleting the originals, fixed by the USERMAP edit; the detection "
           "problem the lesson is about was gone.)",
           ["German prose", "code spans", "before/after the edit"],
           {"failure": "Using inotify to watch directory for changes", "fix": "PAPERLESS_CONSUMER_POLLING=10",
            "evidence": "Polling directory for changes"}, cat="tool_quirk"),
    gotcha(9, _PL, "real shown person_confirms",
           ("PAPERLESS_OCR_LANGUAGE selects OCR languages; PAPERLESS_OCR_LANGUAGES installs them",
            "After adding fra to PAPERLESS_OCR_LANGUAGE the container fails its system check and restarts",
            "Adding a language to PAPERLESS_OCR_LANGUAGE that the image doesn't ship",
            "The image only contains the default Tesseract packs; the plural variable installs extra ones at start",
            "Also set PAPERLESS_OCR_LANGUAGES=fra (the missing codes) and recreate the container"),
           ["`PAPERLESS_OCR_LANGUAGE=deu+fra` → `The selected ocr language fra is not installed`",
            "added `PAPERLESS_OCR_LANGUAGES=fra`; restart log: `Setting up tesseract-ocr-fra (1:4.1.0-2) ...`",
            "user right after: \"Perfekt, die französische Rechnung von heute Morgen ist nach dem Neuimport jetzt "
            "durchsuchbar.\""],
           "The restart after the plural variable installed tesseract-ocr-fra and the person confirmed in the next "
           "message that the French invoice is searchable.",
           ["evidence as a list", "arrow", "quoted German confirmation"],
           {"failure": "The selected ocr language fra is not installed", "fix": "PAPERLESS_OCR_LANGUAGES=fra",
            "evidence": "die französische Rechnung von heute Morgen"}, cat="env_setup"),
    gotcha(10, _PL, "real not_shown never_run",
           ("A new PAPERLESS_FILENAME_FORMAT doesn't move documents already in the archive",
            "After changing the filename format, old documents keep their old paths",
            "Expecting the restart to re-file existing documents",
            "The format only applies to newly stored documents",
            "Run `docker compose exec webserver document_renamer` once after changing the format"),
           "After adding `PAPERLESS_FILENAME_FORMAT={correspondent}/{created_year}/{title}` and `docker compose up "
           "-d webserver`, existing documents stay where they were; run `docker compose exec webserver "
           "document_renamer` once.",
           "The renamer was only described; the person says they'll run it tonight and no call runs it.",
           ["code spans", "prose"],
           {"failure": "Bereits vorhandene Dokumente werden nicht automatisch verschoben",
            "fix": "docker compose exec webserver document_renamer"}, cat="tool_quirk"),
    knowledge(11, _PL, "real knowledge",
              ("Back up Paperless-ngx with document_exporter --zip",
               "Backing up a docker compose Paperless-ngx install",
               "Run document_exporter inside the webserver container into the mounted ../export directory with "
               "--zip",
               "It writes originals, archive files and a manifest that document_importer can read back"),
              "```\n$ docker compose exec -T webserver document_exporter ../export --zip && ls export/\n"
              "100%|██████████| 414/414 [00:21<00:00, 19.37it/s]\nexport-2024-03-04.zip\n```",
              "The exporter call and its output are a successful Bash result in the session.",
              ["fenced block with a $ prompt", "command output"],
              {"evidence": "document_exporter ../export --zip"}, cat="workflow"),
    gotcha(12, _PL, "invented not_shown near_miss",
           ("Paperless consume polling for SMB scanners",
            "Scanned PDFs aren't picked up from a network share",
            "Using the inotify watcher on a network share",
            "No file events arrive over SMB",
            "Turn on polling"),
           "`PAPERLESS_CONSUMER_POLLING=30` in docker-compose.env → webserver log `Polling directory for changes: "
           "/usr/src/paperless/consume`.",
           "The session set the interval to 10; `=30` is a near miss of the real line.",
           ["code spans", "arrow"], {"evidence": "PAPERLESS_CONSUMER_POLLING=10"}, cat="tool_quirk"),
    gotcha(13, _PL, "invented not_shown names_false_claim",
           ("French OCR in Paperless only needs PAPERLESS_OCR_LANGUAGE",
            "French invoices aren't searchable",
            "Leaving OCR on deu only",
            "Tesseract isn't told to use French",
            "Set PAPERLESS_OCR_LANGUAGE=deu+fra"),
           "After running `docker compose up -d webserver` with `PAPERLESS_OCR_LANGUAGE=deu+fra`, the French "
           "invoice was OCR'd on the first restart.",
           "That first restart failed the system check (`fra is not installed`) and restarted in a loop; it only "
           "worked after PAPERLESS_OCR_LANGUAGES=fra was added.",
           ["GPT-style After running X, Y", "outcome word 'first restart'"],
           {"evidence": "PAPERLESS_OCR_LANGUAGE=deu+fra"}, cat="env_setup"),
    gotcha(14, _PL, "invented not_shown invented_detail",
           ("Paperless can't delete consumed originals on a uid-mapped CIFS share",
            "Consuming fails with PermissionError on the original file",
            "Running paperless as UID 1000 while the share is mounted uid=1001",
            "The container user may read but not delete the files",
            "Map the container user to the share's owner"),
           "`PermissionError: [Errno 13] Permission denied: '/usr/src/paperless/consume/Rechnung_2024-03.pdf'` went "
           "away after setting `USERMAP_UID=1001`, `USERMAP_GID=1001` and `PAPERLESS_CONSUMER_IGNORE_PERMISSIONS=true`."
           "",
           "Only USERMAP_UID/USERMAP_GID were set; the third variable is invented.",
           ["code spans", "list of settings in prose"],
           {"evidence": "USERMAP_UID=1001"}, cat="env_setup"),
    # ---------------------------------------------------------------------------------------------- Mastodon
    gotcha(15, _MA, "real shown fix_ran",
           ("tootctl through `sudo -u mastodon` finds no ruby on an rbenv install",
            "`bin/tootctl` exits 127 with /usr/bin/env: 'ruby': No such file or directory",
            "Running tootctl with plain `sudo -u mastodon` from an admin shell",
            "sudo -u doesn't start the mastodon user's login shell, so rbenv's shims aren't on PATH",
            "Run it in a login shell: `sudo -iu mastodon bash -lc 'cd ~/live && RAILS_ENV=production bin/tootctl …'`"),
           "`sudo -u mastodon RAILS_ENV=production bin/tootctl media remove --days 7` exited with code 127: "
           "`/usr/bin/env: 'ruby': No such file or directory`. As `sudo -iu mastodon bash -lc 'cd ~/live && "
           "RAILS_ENV=production bin/tootctl media remove --days 7'` it ran fine: `Removed 48213 media attachments "
           "(approx. 56.1 GB)`.",
           "The login-shell form ran the same tootctl command successfully right after the failure.",
           ["code spans", "exit code 127", "outcome words 'ran fine'"],
           {"failure": "/usr/bin/env: 'ruby': No such file or directory", "fix": "Removed 48213 media attachments"},
           scope="project"),
    gotcha(16, _MA, "real shown edit_then_pass",
           ("Raising Sidekiq concurrency past DB_POOL gives ActiveRecord::ConnectionTimeoutError",
            "After `sidekiq -c 40`, jobs fail with could not obtain a connection from the pool",
            "Raising -c in the unit without raising DB_POOL",
            "40 threads share a pool of 25 connections",
            "Set Environment=\"DB_POOL=40\" (>= concurrency), daemon-reload and restart"),
           "Before the edit (`-c 40`, `DB_POOL=25`): `grep -c ConnectionTimeoutError` → 37, with `could not "
           "obtain a connection from the pool within 5.000 seconds`. After the edit to `DB_POOL=40`, the same "
           "journalctl | grep -c printed 0 (grep's exit code 1 = nothing found).",
           "The DB_POOL edit was followed by the same restart-and-count check, which counted 0 timeouts.",
           ["before/after the edit", "code spans", "exit code 1 read as success"],
           {"failure": "all pooled connections were in use", "fix": "Environment=\"DB_POOL=40\"",
            "evidence": "Exit code 1\n0"}, cat="performance", scope="project"),
    gotcha(17, _MA, "real not_shown write_named_like_fix",
           ("Work Mastodon's pull queue in a separate Sidekiq process",
            "The pull queue has ~40k jobs backed up behind the default queues",
            "Adding threads to the single sidekiq process",
            "All queues share one process and its weights",
            "Run a second unit with `sidekiq -c 20 -q pull` and its own DB_POOL"),
           "Wrote /etc/systemd/system/mastodon-sidekiq-pull.service with `ExecStart=/home/mastodon/.rbenv/shims/"
           "bundle exec sidekiq -c 20 -q pull` and `Environment=\"DB_POOL=20\"`.",
           "The unit was only written; it was never enabled or started (the person leaves it until after checking "
           "max_connections), so nothing shows the backlog draining.",
           ["prose with code spans", "a path"],
           {"failure": "queue has ~40k jobs backed up", "fix": "bundle exec sidekiq -c 20 -q pull"},
           cat="performance", scope="project"),
    knowledge(18, _MA, "real knowledge",
              ("tootctl media remove leaves preview cards and remote profile media behind",
               "Freeing disk on a Mastodon server whose cache is mostly remote media",
               "Check `tootctl media usage`, then run `media remove`, `preview_cards remove --days 14` and "
               "`media remove --prune-profiles`",
               "Each command covers a different kind of cached media; together they freed ~106 GB here"),
              "`tootctl media usage`: `Preview cards:\t36.8 GB`, `Avatars:\t14.1 GB (22.4 MB local)`;\n"
              "`preview_cards remove --days 14` → `Removed 212983 preview cards (approx. 31.2 GB)`;\n"
              "`media remove --prune-profiles --days 30` → `removed profile media totaling 18.7 GB`; disk 94% → 28%.",
              "All of this is in successful Bash results of the session.",
              ["tabs inside code spans", "arrows", "semicolon list"],
              {"evidence": "Removed 212983 preview cards"}, cat="workflow"),
    gotcha(19, _MA, "invented not_shown other_call_error",
           ("tootctl preview_cards needs the rbenv ruby too",
            "preview_cards remove fails immediately",
            "Running tootctl preview_cards in a login shell",
            "The ruby shim isn't found",
            "Use the full rbenv path"),
           "`sudo -iu mastodon bash -lc 'cd ~/live && RAILS_ENV=production bin/tootctl preview_cards remove --days "
           "14'` failed with `/usr/bin/env: 'ruby': No such file or directory`.",
           "That error belonged to the first `sudo -u mastodon … media remove` call; preview_cards remove in the login "
           "shell removed 212983 cards.",
           ["code spans"], {"evidence": "Removed 212983 preview cards"}, scope="project"),
    gotcha(20, _MA, "invented not_shown invented_detail",
           ("Sidekiq -c has to match DB_POOL and MAX_THREADS",
            "ConnectionTimeoutError after raising sidekiq concurrency",
            "Changing only -c",
            "Pool sizes derived from other variables stay small",
            "Raise DB_POOL and MAX_THREADS with -c"),
           "The fix was `Environment=\"DB_POOL=40\"` plus `Environment=\"MAX_THREADS=40\"` in "
           "mastodon-sidekiq.service; afterwards `grep -c ConnectionTimeoutError` printed 0.",
           "Only DB_POOL was changed; MAX_THREADS appears nowhere in the session.",
           ["code spans", "nested quotes"], {"evidence": "Environment=\"DB_POOL=40\""}, cat="performance"),
    knowledge(21, _MA, "invented names_false_claim",
              ("Drain a Mastodon pull backlog with a dedicated worker",
               "A large backlog in Sidekiq's pull queue",
               "Start a second sidekiq process bound to `-q pull`",
               "It works the backlog without slowing down the default queue"),
              "Enabling `mastodon-sidekiq-pull` (`sidekiq -c 20 -q pull`) drained the 40k-job pull backlog within "
              "the hour.",
              "The unit was written but never enabled or started; nothing about the backlog draining is in the "
              "session.",
              ["code spans", "false outcome"], {"evidence": "mastodon-sidekiq-pull"}, cat="performance"),
    # ----------------------------------------------------------------------------------------- Grafana Alloy
    gotcha(22, _AL, "real shown fix_ran",
           ("Alloy's loki.source.journal needs the alloy user in systemd-journal",
            "After switching from promtail, Alloy logs error creating journal reader ... permission denied",
            "Running the converted journal pipeline under the packaged alloy user",
            "The alloy user can read /var/log/nginx (adm) but not the journal",
            "`sudo usermod -aG systemd-journal alloy` and restart alloy"),
           "alloy log: level=error msg=\"error creating journal reader\" … permission denied → `sudo usermod -aG "
           "systemd-journal alloy && sudo systemctl restart alloy` → level=info msg=\"journal reader started\", no "
           "level=error lines.",
           "The usermod+restart call's own log check showed the journal reader starting and no errors.",
           ["logfmt with double quotes", "arrows", "ellipsis"],
           {"failure": "error creating journal reader", "fix": "usermod -aG systemd-journal alloy",
            "evidence": "journal reader started"}, cat="env_setup"),
    gotcha(23, _AL, "real shown edit_then_pass",
           ("Alloy config strings reject a backslash-dot; write regexes as backtick raw strings",
            "`alloy fmt` reports invalid escape sequence at the regex line",
            "Writing a promtail-style regex like \"(.*)\\.service\" in double quotes",
            "Alloy strings use Go-style escapes, and \\. isn't one",
            "Use a raw string: regex = `(.*)\\.service` (or double the backslash)"),
           f"{ESC}[1m{ESC}[31mError{ESC}[0m: /etc/alloy/config.alloy:24:22: invalid escape sequence — from `alloy fmt "
           "/etc/alloy/config.alloy` after adding `\"(.*)\\.service\"`. After the edit to a raw string the chained "
           "fmt/restart/check printed `fmt-ok`, `active` and `0` errors.",
           "The fmt failed on the escape; after the raw-string edit, fmt passed, the service was active and there "
           "were zero error lines.",
           ["ANSI codes with the escape byte", "file:line:col", "code spans"],
           {"failure": "invalid escape sequence", "fix": "`(.*)\\.service`", "evidence": "fmt-ok"},
           cat="build_config"),
    gotcha(24, _AL, "real not_shown question_offers_flag",
           ("The Alloy UI only listens on 127.0.0.1:12345 by default",
            "http://log01:12345 doesn't open from another machine",
            "Expecting the UI to be reachable like promtail's http_listen_port",
            "Alloy binds its HTTP server to loopback unless --server.http.listen-addr is given",
            "Add --server.http.listen-addr=0.0.0.0:12345 to CUSTOM_ARGS in /etc/default/alloy and restart"),
           "`ss -ltnp` showed alloy on `127.0.0.1:12345`, and `/etc/default/alloy` has `CUSTOM_ARGS=\"\"`; the fix "
           "is `--server.http.listen-addr=0.0.0.0:12345` in CUSTOM_ARGS.",
           "The flag was only offered as a question; the person wanted to think about exposing the UI and the "
           "session moved on to checking Loki.",
           ["code spans", "empty double quotes inside a code span"],
           {"failure": "127.0.0.1:12345      0.0.0.0:*",
            "fix": "Do you want me to add `--server.http.listen-addr=0.0.0.0:12345`"}, cat="tool_quirk"),
    knowledge(25, _AL, "real knowledge",
              ("alloy convert --report lists what a promtail config didn't carry over",
               "Migrating promtail configs to Grafana Alloy",
               "Run `alloy convert --source-format=promtail --report=<file>` and read the report before deploying",
               "It names what isn't migrated (positions file, listen port), which changes behaviour silently"),
              "```\n$ alloy convert --source-format=promtail --output=/tmp/config.alloy "
              "--report=/tmp/convert-report.txt /etc/promtail/config.yml; echo \"exit=$?\"; cat "
              "/tmp/convert-report.txt\nexit=0\n(Warning) The promtail positions file "
              "/var/lib/promtail/positions.yaml is not migrated; …\n```",
              "The convert call and its report are a successful Bash result.",
              ["fenced block with a $ prompt", "ellipsis cut"],
              {"evidence": "The promtail positions file /var/lib/promtail/positions.yaml is not"}, cat="workflow"),
    gotcha(26, _AL, "invented not_shown near_miss",
           ("Alloy fmt rejects backslash escapes in regex strings",
            "alloy fmt fails on a relabel rule",
            "Copying promtail regexes verbatim",
            "Unsupported escape in a quoted string",
            "Use a raw string"),
           "`[1m[31mError[0m: /etc/alloy/config.alloy:24:16: invalid escape sequence`",
           "The error in the session is at 24:22; the column is a near miss.",
           ["ANSI codes without the escape byte", "file:line:col"],
           {"evidence": "invalid escape sequence"}, cat="build_config"),
    gotcha(27, _AL, "invented not_shown never_seen_error",
           ("Alloy's forward_to wants a list of receivers",
            "Alloy refuses to evaluate the config after adding a relabel stage",
            "Writing forward_to = loki.write.default.receiver",
            "forward_to is a list attribute",
            "Wrap the receiver in brackets"),
           "`sudo systemctl restart alloy` → journal: `level=error msg=\"failed to evaluate config\" "
           "err=\"/etc/alloy/config.alloy:31:16: forward_to expected list, got capsule\"`",
           "No such error occurs; the only config error in the session is the invalid escape sequence.",
           ["code span", "logfmt nested quotes"], {"evidence": "finished complete graph evaluation"},
           cat="build_config"),
    gotcha(28, _AL, "invented not_shown other_call_error",
           ("alloy convert needs root to read the journal",
            "alloy convert fails with a permission error",
            "Running alloy convert as a normal user",
            "convert opens /var/log/journal",
            "Run alloy convert with sudo"),
           "Running `alloy convert --source-format=promtail --output=/tmp/config.alloy /etc/promtail/config.yml` "
           "errored with `failed to open journal in directory` … `permission denied`.",
           "convert printed exit=0 and a report; the journal permission error came from the running service "
           "(loki.source.journal) after the restart.",
           ["code spans", "ellipsis between two quoted pieces"],
           {"evidence": "exit=0\n(Info) Converted promtail job"}, cat="env_setup"),
    # ---------------------------------------------------------------------------------------------- FreeRADIUS
    gotcha(29, _FR, "real shown fix_ran",
           ("freeradius -X can't bind port 1812 while the packaged service is running",
            "`freeradius -X` stops with Address already in use on port 1812",
            "Starting the debug instance next to the running systemd service",
            "The service already holds 0.0.0.0:1812",
            "`sudo systemctl stop freeradius` before `freeradius -X`, start it again afterwards"),
           "After running `sudo systemctl stop freeradius`, the debug instance came up (`Ready to process "
           "requests`) and `radtest` got `Received Access-Accept Id 41`; before that `freeradius -X` failed with "
           "`Failed binding to auth address * port 1812 bound to server default: Address already in use`.",
           "The call that stopped the service also ran -X and radtest successfully.",
           ["GPT-style After running X, Y", "code spans"],
           {"failure": "Address already in use", "fix": "sudo systemctl stop freeradius",
            "evidence": "Ready to process requests"}, cat="debugging_technique"),
    gotcha(30, _FR, "real shown edit_then_pass",
           ("A # in a FreeRADIUS client secret starts a comment; quote the secret",
            "The NAS's requests are dropped: invalid Message-Authenticator (Shared secret is incorrect.)",
            "Writing secret = Wl4n#Aruba2024 unquoted in clients.conf",
            "Everything after # is a comment, so the secret is read as Wl4n",
            "Quote it: secret = \"Wl4n#Aruba2024\""),
           "clients.conf: `\tsecret = Wl4n#Aruba2024` → 'Received packet from 10.20.0.5 with invalid "
           "Message-Authenticator!  (Shared secret is incorrect.)'. After quoting it (`secret = "
           "\"Wl4n#Aruba2024\"`) the next capture showed `(0) Sent Access-Accept Id 13 from 10.20.0.2:1812 to "
           "10.20.0.5:50233 length 0`.",
           "The edit quoted the secret; the next capture of the AP's test request shows Access-Accept.",
           ["tab inside a code span", "single-quoted error", "nested quotes"],
           {"failure": "(Shared secret is incorrect.)", "fix": "secret = \"Wl4n#Aruba2024\"",
            "evidence": "Sent Access-Accept Id 13"}, cat="tool_quirk"),
    gotcha(31, _FR, "real not_shown rerun_still_fails",
           ("AD with LDAP signing rejects FreeRADIUS simple binds on 389",
            "rlm_ldap fails to instantiate: Strong(er) authentication required",
            "Binding to AD in the clear on port 389",
            "The DC enforces LDAP signing unless TLS is active",
            "Turn on start_tls = yes in the ldap module's tls section"),
           "`rlm_ldap (ldap): Bind with CN=svc-radius,OU=Service,DC=corp,DC=lan to ldap://dc1.corp.lan:389 failed: "
           "Strong(er) authentication required`; fix: `start_tls = yes` in mods-available/ldap's tls section.",
           "After the start_tls edit the re-run failed again (Could not start TLS, certificate verify failed) and "
           "LDAP was disabled for the day.",
           ["code spans", "distinguished name in a span"],
           {"failure": "Strong(er) authentication required", "fix": "start_tls = yes"}, cat="security"),
    knowledge(32, _FR, "real knowledge",
              ("Check a FreeRADIUS configuration without starting the server: freeradius -XC",
               "Editing clients.conf or modules on a production RADIUS server",
               "Run `freeradius -XC` after each change and before restarting the service",
               "It parses and instantiates the config and exits, so a typo doesn't take the service down"),
              "`sudo freeradius -XC 2>&1 | tail -1` affiche `Configuration appears to be OK` sans lancer le serveur – "
              "utilisé après la correction du secret et de nouveau avant `sudo systemctl start freeradius`.",
              "Both -XC calls are successful Bash results in the session.",
              ["French prose", "code spans"], {"evidence": "Configuration appears to be OK"},
              cat="debugging_technique"),
    gotcha(33, _FR, "invented not_shown names_false_claim",
           ("StartTLS fixes FreeRADIUS binds against AD",
            "Strong(er) authentication required from AD",
            "Plain LDAP binds",
            "LDAP signing is enforced",
            "Enable start_tls"),
           "After setting `start_tls = yes`, the next `sudo freeradius -X` ran fine and the ldap module "
           "instantiated.",
           "The re-run failed: Could not start TLS / certificate verify failed / Instantiation failed for module "
           "ldap.",
           ["GPT-style After X, Y", "outcome words 'ran fine'"], {"evidence": "Could not start TLS"},
           cat="security"),
    gotcha(34, _FR, "invented not_shown near_miss",
           ("Aruba APs rejected: check the RADIUS shared secret first",
            "The AP's test auth gets no answer",
            "Mismatched shared secret",
            "FreeRADIUS drops packets whose Message-Authenticator doesn't verify",
            "Make the secrets match"),
           "-X showed `Dropping packet without response because of error: Received packet from 10.20.0.5 with "
           "invalid Message-Authenticator! (Shared secret is wrong.)`",
           "The real message ends with (Shared secret is incorrect.); 'is wrong' is a near miss.",
           ["code span"], {"evidence": "Dropping packet without response"}, cat="debugging_technique"),
    gotcha(35, _FR, "invented not_shown invented_detail",
           ("Use LDAPS on 636 for FreeRADIUS binds to AD",
            "Strong(er) authentication required on 389",
            "Binding without TLS",
            "AD requires signing or TLS",
            "Point rlm_ldap at ldaps on 636"),
           "Changing to `server = 'ldaps://dc1.corp.lan'` with `port = 636` got past `Strong(er) authentication "
           "required`.",
           "The session only tried start_tls on 389; ldaps/636 is invented.",
           ["code spans"], {"evidence": "Strong(er) authentication required"}, cat="security"),
]
