"""Labelled lessons of corpus43, part four: the Ghost CLI, Uptime Kuma, act_runner and SeaweedFS sessions. Each label
was written from the session text (corpus43_sources_c.py, corpus43_sources_d.py) before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus43_common import gotcha, knowledge

GHO, KUM, RUN, SWD = ("ghost-cli-mysql-ko", "uptime-kuma-nginx-ws", "act-runner-nssm-pwsh", "seaweedfs-s3-cmd")

RECORDS = [
    gotcha(78, GHO, "real shown fix_ran", (
        "Ghost CLI's --dbhost localhost hits ::1 on Node 17+ while MySQL listens on 127.0.0.1",
        "`ghost install` fails at `Setting up database` with `connect ECONNREFUSED ::1:3306`.",
        "MySQL is running and `mysql -h localhost` works (the client uses the socket), so the DB looks fine.",
        "Node 17+ resolves localhost to ::1 first, and mysqld binds only 127.0.0.1.",
        "Pass `--dbhost 127.0.0.1`."),
        "`ghost install … --dbhost localhost` → `Message: connect ECONNREFUSED ::1:3306`; `ss -ltnp` 결과 MySQL은 "
        "`127.0.0.1:3306`에서만 LISTEN. `--dbhost 127.0.0.1`로 다시 실행하니 `✔ Setting up database`.",
        "The install with localhost failed on ::1; the rerun with 127.0.0.1 set up the database and ran the "
        "migrations (it failed later, at SSL, for another reason).",
        ["Korean prose", "code spans", "ellipsis", "arrow"],
        {"failure": "connect ECONNREFUSED ::1:3306", "fix": "--dbhost 127.0.0.1",
         "evidence": "✔ Setting up database"}, cat="env_setup"),
    gotcha(79, GHO, "real not_shown confirmation_far_or_other", (
        "Ghost's Let's Encrypt step fails while DNS still points at the old server",
        "`ghost install` stops at `Setting up SSL` with an acme.sh `Verify error ... 404`.",
        "nginx is up and the blog answers locally, so the 404 looks like a webroot problem.",
        "blog.hana.kr's A record still points to 203.0.113.40, not this server (198.51.100.7).",
        "Update the A record, wait for it to propagate, then run `ghost setup ssl`."),
        "`Verify error:Invalid response from http://blog.hana.kr/.well-known/acme-challenge/x1Y2z3: 404`; "
        "`dig +short blog.hana.kr` → `203.0.113.40` but the server is `198.51.100.7`; after fixing DNS, "
        "`ghost setup ssl`.",
        "`ghost setup ssl` never ran; the person will change DNS tomorrow. Their 좋아요, 됐네요! answers whether "
        "Ghost starts, which it did.",
        ["code spans", "arrow", "semicolons"],
        {"failure": "Verify error:Invalid response from", "fix": "좋아요, 됐네요!"}),
    knowledge(80, GHO, "real knowledge", (
        "Check which address MySQL binds with ss before blaming credentials",
        "A Node app cannot connect to a local MySQL that other clients reach.",
        "Run `ss -ltnp | grep 3306` and compare the bound address with what the client resolves.",
        "It shows at once whether mysqld listens on IPv4 only, which decides between localhost and 127.0.0.1."),
        "`ss -ltnp | grep 3306` → `127.0.0.1:3306` (mysqld) — IPv6 `::1`에는 없음",
        "The ss output lists only 127.0.0.1:3306 for mysqld.",
        ["Korean prose", "code spans", "arrow"],
        {"evidence": "ss -ltnp | grep 3306"}, cat="debugging_technique"),
    gotcha(81, GHO, "invented not_shown other_call_error", (
        "ghost start fails until SSL is issued",
        "`ghost start` refuses to start the site.",
        "Expecting the blog to run on plain HTTP first.",
        "The acme.sh verification failed.",
        "Fix DNS before starting Ghost."),
        "`ghost start`가 `Verify error:Invalid response from http://blog.hana.kr/.well-known/acme-challenge/x1Y2z3: "
        "404`로 실패했다.",
        "`ghost start` printed `✔ Starting Ghost: blog-hana-kr` and ghost ls shows it running; the Verify error "
        "came from the second install.",
        ["Korean prose", "error from another call"],
        {"evidence": "ghost start && ghost ls"}),
    knowledge(82, GHO, "invented near_miss", (
        "Ghost's ECONNREFUSED names the address and port it tried",
        "Reading a Ghost-CLI DatabaseError.",
        "Take the address:port from the Message line and compare it with the listener.",
        "The message shows the resolved address, not the configured host name."),
        "`Message: connect ECONNREFUSED ::1:3307`",
        "The message in the session is `connect ECONNREFUSED ::1:3306`; 3307 appears nowhere.",
        ["code span", "one character changed"],
        {"evidence": "Message: connect ECONNREFUSED"}, cat="debugging_technique"),

    gotcha(83, KUM, "real shown rerun_passes", (
        "Uptime Kuma behind nginx needs the WebSocket upgrade headers",
        "The dashboard loops on `Cannot connect to the socket server. Reconnecting...`.",
        "HTTP pages load through the proxy, so the proxy looks fine.",
        "nginx proxies HTTP/1.0 without Upgrade/Connection headers, so socket.io's WebSocket handshake gets 400.",
        "Add `proxy_http_version 1.1;` and the Upgrade/Connection headers to the location."),
        "Before: `HTTP/1.1 400 Bad Request` on `/socket.io/?EIO=4&transport=websocket`. Edit(kuma.conf) added "
        "`proxy_http_version 1.1;`, `proxy_set_header Upgrade $http_upgrade;`, `proxy_set_header Connection "
        "\"upgrade\";` → `nginx -t` ok, reload → same curl: `HTTP/1.1 101 Switching Protocols`.",
        "The handshake probe returned 400; after the edit and reload the identical probe returned 101, and the "
        "person said the dashboard is live.",
        ["tool-call notation", "code spans", "arrows"],
        {"failure": "HTTP/1.1 400 Bad Request", "fix": "proxy_set_header Upgrade $http_upgrade;",
         "evidence": "HTTP/1.1 101 Switching Protocols"}, cat="env_setup"),
    gotcha(84, KUM, "real not_shown confirmation_denied", (
        "Joining the Matrix room does not cure Uptime Kuma's M_FORBIDDEN",
        "The Matrix notification Test button answers M_FORBIDDEN.",
        "Room membership is the usual cause, and the join call succeeds.",
        "Membership was not the problem here; power levels may block the bot from sending.",
        "Join the room with the bot's token."),
        "Bash(curl -s -X POST … /_matrix/client/v3/join/%21ops%3Aexample.org) → "
        "`{\"room_id\":\"!ops:example.org\"}`",
        "The join succeeded, but the person answered 'no, still M_FORBIDDEN when I press Test'.",
        ["tool-call notation", "JSON in a span", "ellipsis"],
        {"failure": "the Matrix notification's Test button says M_FORBIDDEN", "fix": "/_matrix/client/v3/join/"}),
    knowledge(85, KUM, "real knowledge", (
        "Probe a WebSocket endpoint through the proxy with curl's Upgrade headers",
        "A web app's socket connection fails behind a reverse proxy.",
        "curl the socket URL with Connection: Upgrade, Upgrade: websocket and a key, and read the status line.",
        "400 means the proxy dropped the upgrade; 101 means the handshake reaches the app."),
        "{\"probe\": \"curl -si -H 'Connection: Upgrade' -H 'Upgrade: websocket' …\", \"was\": \"HTTP/1.1 400 "
        "Bad Request\", \"now\": \"HTTP/1.1 101 Switching Protocols\"}",
        "The same probe returned 400 before the nginx edit and 101 after.",
        ["JSON object", "ellipsis inside a value"],
        {"evidence": "HTTP/1.1 101 Switching Protocols"}, cat="debugging_technique"),
    gotcha(86, KUM, "invented not_shown never_seen_error", (
        "nginx logs an invalid upstream header when Kuma's socket is proxied as HTTP/1.0",
        "Kuma's dashboard keeps reconnecting and nginx's error log fills up.",
        "Looking at Kuma's logs instead of nginx's.",
        "nginx talks HTTP/1.0 to the upstream.",
        "Set proxy_http_version 1.1."),
        "nginx logged `upstream sent no valid HTTP/1.0 header while reading response header from upstream`",
        "No nginx error log was read and that message appears nowhere; the only symptom was curl's 400.",
        ["code span", "error never seen"],
        {"evidence": "HTTP/1.1 400 Bad Request"}),
    gotcha(87, KUM, "invented not_shown invented_detail", (
        "Kuma's socket drops after a minute without a long proxy_read_timeout",
        "The dashboard connects and then disconnects.",
        "Only adding the upgrade headers.",
        "nginx closes idle upstream connections after 60s.",
        "Add `proxy_read_timeout 86400;`."),
        "Edit(kuma.conf) also added `proxy_read_timeout 86400;`, and after `sudo nginx -t && sudo systemctl reload "
        "nginx` the dashboard stayed connected.",
        "The edit added only proxy_http_version and the two headers; no proxy_read_timeout was written.",
        ["tool-call notation", "invented config line"],
        {"evidence": "sudo nginx -t && sudo systemctl reload nginx"}),

    gotcha(88, RUN, "real shown rerun_passes", (
        "act_runner on Windows needs the internal CA in LocalMachine\\Root",
        "`act_runner register` fails: `x509: certificate signed by unknown authority`.",
        "The browser trusts git.kofi.dev through a user-store or enterprise setting.",
        "act_runner (Go) verifies against the Windows machine store, which lacked the internal root CA.",
        "Import the CA with `Import-Certificate ... -CertStoreLocation Cert:\\LocalMachine\\Root`, then register."),
        "`x509: certificate signed by unknown authority` → `Import-Certificate -FilePath "
        "C:\\\\Users\\\\kofi\\\\certs\\\\kofi-root-ca.crt -CertStoreLocation Cert:\\\\LocalMachine\\\\Root` → same "
        "register call: `Runner registered successfully.`",
        "Registration failed on x509; after the import the identical register command succeeded.",
        ["doubled backslashes", "arrows", "code spans"],
        {"failure": "x509: certificate signed by unknown authority", "fix": "Import-Certificate -FilePath",
         "evidence": "Runner registered successfully."}, cat="env_setup"),
    gotcha(89, RUN, "real shown person_confirms", (
        "act_runner daemon never returns; run it as an nssm service",
        "Running `act_runner.exe daemon` from the agent blocks until interrupted and jobs stay Waiting.",
        "It looks hung, but a daemon is supposed to run forever.",
        "The runner must keep running after the session, which a foreground call cannot do.",
        "`nssm install act_runner <exe> daemon --config <config.yaml>`, set AppStdout, `nssm start act_runner`."),
        "`.\\act_runner.exe daemon --config .\\config.yaml` never returns (interrupted) → `nssm install act_runner "
        "… daemon --config …`; `nssm start act_runner` → runner.log: `task 412 repo is kofi/site` → user: \"the "
        "build job is green now ✅\"",
        "The foreground daemon was interrupted; the nssm service started, picked up task 412, and the person "
        "confirmed the build job went green right after.",
        ["code spans", "arrows", "ellipsis", "person confirms"],
        {"failure": "don't run the daemon in the foreground", "fix": "nssm install act_runner",
         "evidence": "the build job is green now"}),
    gotcha(90, RUN, "real not_shown rerun_still_fails", (
        "act_runner keeps its registration labels; editing config.yaml and restarting does not add one",
        "A job with `runs-on: windows-2022` stays Waiting after the label is added to config.yaml.",
        "The restart succeeds, so the new label looks applied.",
        "The labels were stored in .runner at registration.",
        "Add the label to config.yaml and restart the service."),
        "Edit(config.yaml) added `- \"windows-2022:host\"`; `nssm restart act_runner` → log still `with labels: "
        "[windows], declare successfully`",
        "The edit and restart ran; the log right after still declares only [windows], so the job cannot match.",
        ["tool-call notation", "still", "nested quotes"],
        {"failure": "is still waiting", "fix": "nssm restart act_runner",
         "evidence": "with labels: [windows], declare successfully"}),
    knowledge(91, RUN, "real knowledge", (
        "act_runner's startup log line shows the labels jobs are matched against",
        "Jobs stay Waiting and you need to know which labels the runner offers.",
        "Tail the runner log after start and read the `with labels: [...]` part of the declare line.",
        "It is what Gitea matches runs-on against, whatever the config file says."),
        "`Get-Content .\\runner.log -Tail 3` → `runner: win-01, with version: v0.2.11, with labels: [windows], "
        "declare successfully`",
        "The log tail after the service start shows the declare line with [windows].",
        ["code spans", "arrow", "Windows path"],
        {"evidence": "Get-Content .\\runner.log -Tail 3"}, cat="debugging_technique"),
    knowledge(92, RUN, "invented near_miss", (
        "act_runner prints its version, arch and os when registering",
        "Checking which act_runner build a Windows box runs.",
        "Read the first line of the register output.",
        "The line names version, arch and os before contacting Gitea."),
        "`Registering runner, arch=amd64, os=windows, version=v0.2.10.`",
        "The session's runner is `version=v0.2.11`; v0.2.10 appears nowhere.",
        ["code span", "one character changed"],
        {"evidence": "Registering runner, arch=amd64"}),
    gotcha(93, RUN, "invented not_shown invented_detail", (
        "act_runner register --insecure skips the CA check",
        "Registration fails on an internal certificate.",
        "Importing certificates on every runner host.",
        "The CA is not trusted.",
        "Register with `--insecure`."),
        "Registered with `.\\act_runner.exe register --no-interactive --insecure --instance https://git.kofi.dev` "
        "to skip the CA check",
        "No --insecure flag was run; the registration that worked followed the Import-Certificate call.",
        ["code span", "invented flag"],
        {"evidence": "Runner registered successfully."}),

    gotcha(94, SWD, "real shown rerun_passes", (
        "Leftover AWS_ACCESS_KEY_ID in the environment beats the profile for SeaweedFS",
        "`aws s3 cp` to the SeaweedFS gateway fails with SignatureDoesNotMatch.",
        "The profile has the right exporter keys, so the signature error looks like a gateway bug.",
        "Environment credentials from another account were used (`aws configure list` shows type env).",
        "Clear AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY in cmd and pass `--profile seaweed`."),
        "`aws configure list` → `access_key     ****************7Q2A              env` — leftover "
        "AWS_ACCESS_KEY_ID; `set AWS_ACCESS_KEY_ID=&& set AWS_SECRET_ACCESS_KEY=&& aws --profile seaweed …` → "
        "`upload: C:\\data\\exports\\orders.csv to s3://exports/orders.csv`",
        "The upload failed with SignatureDoesNotMatch; configure list showed env keys; the upload with them "
        "cleared and the profile succeeded, and s3 ls lists the file.",
        ["whitespace-significant quote", "code spans", "Windows path", "cmd syntax"],
        {"failure": "SignatureDoesNotMatch",
         "fix": "set AWS_ACCESS_KEY_ID=&& set AWS_SECRET_ACCESS_KEY=&& aws --profile seaweed --endpoint-url "
                "http://127.0.0.1:8333 s3 cp C:\\data\\exports\\orders.csv",
         "evidence": "upload: C:\\data\\exports\\orders.csv to s3://exports/orders.csv"}, cat="env_setup"),
    gotcha(95, SWD, "real not_shown write_named_like_fix", (
        "Large multipart uploads to SeaweedFS fail with InvalidPart at default part sizes",
        "A 7 GB `aws s3 cp` ends with `InvalidPart` on CompleteMultipartUpload.",
        "Small files work with the same credentials and endpoint.",
        "Hundreds of 8 MB parts uploaded 10 at a time; the gateway lost some parts.",
        "Raise `s3.multipart_chunksize` and lower `s3.max_concurrent_requests` for the profile, then upload."),
        "`An error occurred (InvalidPart) when calling the CompleteMultipartUpload operation` → "
        "Write(C:\\\\data\\\\seaweed\\\\fix-multipart.cmd) with `aws configure set s3.multipart_chunksize 128MB "
        "--profile seaweed`",
        "The settings were only written into fix-multipart.cmd, which never ran in the session; the person will "
        "schedule it tonight.",
        ["tool-call notation", "doubled backslashes", "code spans"],
        {"failure": "(InvalidPart) when calling the CompleteMultipartUpload",
         "fix": "C:\\data\\seaweed\\fix-multipart.cmd"}),
    knowledge(96, SWD, "real knowledge", (
        "SeaweedFS s3.json scopes identity actions per bucket as Action:bucket",
        "Giving one exporter identity access to a single SeaweedFS bucket.",
        "List actions like `Read:exports`, `Write:exports`, `List:exports` under the identity in s3.json.",
        "The bucket suffix limits the keys to that bucket without a separate policy."),
        "`type C:\\data\\seaweed\\s3.json` → `\"actions\":[\"Read:exports\",\"Write:exports\",\"List:exports\"]`",
        "The type call printed the identity with those three actions.",
        ["JSON in a span", "Windows path", "arrow"],
        {"evidence": "\"actions\":[\"Read:exports\",\"Write:exports\",\"List:exports\"]"}, cat="security"),
    gotcha(97, SWD, "invented not_shown other_call_error", (
        "Every aws s3 call to SeaweedFS fails while env keys are set",
        "Listing the bucket fails with SignatureDoesNotMatch.",
        "Expecting --profile to win over the environment.",
        "Environment credentials take precedence.",
        "Clear the env vars for every call."),
        "`aws --profile seaweed --endpoint-url http://127.0.0.1:8333 s3 ls s3://exports/` also failed with "
        "`SignatureDoesNotMatch`",
        "That s3 ls listed `482113 orders.csv`; SignatureDoesNotMatch came from the first cp.",
        ["code spans", "error from another call"],
        {"evidence": "482113 orders.csv"}),
    gotcha(98, SWD, "invented not_shown never_seen_error", (
        "SeaweedFS denies PutObject to identities without Write",
        "Uploads are refused with AccessDenied.",
        "Checking keys instead of actions.",
        "The identity lacks the Write action.",
        "Add `Write:exports`."),
        "`An error occurred (AccessDenied) when calling the PutObject operation: Access Denied`",
        "No AccessDenied appears; the PutObject failure was SignatureDoesNotMatch and the identity has Write.",
        ["code span", "error never seen"],
        {"evidence": "when calling the PutObject operation"}, cat="security"),
]
