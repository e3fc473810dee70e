"""Labelled lessons of corpus41, part one (sessions of corpus41_sources.py): detekt, sqlfluff, Pelican, cloudflared
(Korean), Redis Sentinel (a Task). Labels written from the session text; `why` names the steps they rest on."""
from __future__ import annotations

from tests.truth.corpus41_common import gotcha, knowledge

RECORDS = [
    # --- detekt-kotlin -------------------------------------------------------------------------------------------
    gotcha(1, "detekt-kotlin", "real shown edit_then_pass", (
        "detekt 1.23 rejects renamed rule keys in detekt.yml before analysing any code",
        "./gradlew detekt fails with 'Run failed with 2 invalid config properties' right after the plugin bump",
        "Reading it as new findings, or turning config validation off to get past it",
        "detekt renamed MandatoryBracesIfStatements to BracesOnIfStatements and ComplexMethod to "
        "CyclomaticComplexMethod; the old keys fail validation",
        "Rename the keys in config/detekt/detekt.yml (BracesOnIfStatements takes 'never'/'always', not booleans)"),
        "`./gradlew detekt --console=plain` → `Property 'style>MandatoryBracesIfStatements' is misspelled or does "
        "not exist.`; after renaming to `BracesOnIfStatements` / `CyclomaticComplexMethod` the next run got past "
        "validation to real findings, and detekt finally ended with `BUILD SUCCESSFUL in 11s`",
        "The first detekt run fails config validation on the two old keys; the two edits rename them; the next "
        "run reaches analysis (3 weighted issues, no config error) and after the code edits and baseline detekt "
        "passes. The edits are followed by the check passing.",
        ["code span", "arrow", "outcome words"],
        {"failure": "Run failed with 2 invalid config properties", "fix": "  BracesOnIfStatements:\n    active: true",
         "evidence": "Property 'style>MandatoryBracesIfStatements' is misspelled"}, cat="build_config"),
    gotcha(2, "detekt-kotlin", "real shown rerun_passes", (
        "Accept one legacy detekt finding with detektBaseline instead of disabling LongMethod",
        "detekt keeps failing on a long legacy function that is scheduled for a rewrite",
        "Switching the LongMethod rule off for the whole project",
        "detekt fails the build for every finding not listed in the baseline file",
        "Run ./gradlew detektBaseline once the other findings are fixed, then run detekt again"),
        ["Bash(./gradlew detekt --console=plain): `Function postAll is too long (72). The maximum length is 60. "
         "[LongMethod]`",
         "Bash(./gradlew detektBaseline --console=plain): `Successfully wrote smell baseline to "
         "/home/ravi/src/ledger-kt/config/detekt/baseline.xml`",
         "Bash(./gradlew detekt --console=plain) again: `BUILD SUCCESSFUL in 11s`"],
        "detekt failed with the LongMethod finding; the person allowed a baseline for it; detektBaseline wrote the "
        "file and the re-run of ./gradlew detekt passed.",
        ["tool-call notation", "list of citations"],
        {"failure": "Function postAll is too long (72)", "fix": "./gradlew detektBaseline --console=plain",
         "evidence": "Successfully wrote smell baseline"}),
    gotcha(3, "detekt-kotlin", "invented not_shown near_miss", (
        "detekt reports three stale rule keys after the 1.23 bump",
        "./gradlew detekt stops on invalid config properties",
        "Fixing only the keys you know were renamed",
        "Three rules were renamed between 1.21 and 1.23",
        "Rename all three keys in detekt.yml"),
        "The first run stopped with `Run failed with 3 invalid config properties` — MandatoryBracesIfStatements, "
        "ComplexMethod and one more renamed key.",
        "The first detekt run printed 'Run failed with 2 invalid config properties' and listed exactly two keys; "
        "the count 3 and the third key are made up.",
        ["code span", "near miss"],
        {"evidence": "Run failed with 2 invalid config properties"}, cat="build_config"),
    gotcha(4, "detekt-kotlin", "invented not_shown names_false_claim", (
        "Renaming the detekt keys alone turns the build green",
        "detekt fails after a plugin bump",
        "Looking for code findings when only the config is wrong",
        "The only breakage of the bump is the renamed keys",
        "Rename MandatoryBracesIfStatements and ComplexMethod and re-run"),
        "After renaming the two keys in detekt.yml, `./gradlew detekt --console=plain` passed on the first run "
        "(`BUILD SUCCESSFUL`).",
        "The run right after the renames failed with 'Analysis failed with 3 weighted issues.'; BUILD SUCCESSFUL "
        "came only after three code edits and a baseline.",
        ["GPT-style prose", "outcome words", "first run"],
        {"evidence": "Analysis failed with 3 weighted issues."}, cat="build_config"),
    knowledge(5, "detekt-kotlin", "real knowledge", (
        "Fix cheap detekt findings before detektBaseline so the baseline lists only accepted debt",
        "A legacy function must be tolerated while other findings are easy to fix",
        "Fix WildcardImport and MagicNumber first, then run detektBaseline, then check what the baseline holds",
        "detektBaseline records every finding present at that moment; anything fixed first stays enforced"),
        "Baseline written after the WildcardImport/MagicNumber edits: `grep -c '<ID>' config/detekt/baseline.xml` "
        "→ `1`, and that one entry is `<ID>LongMethod:Posting.kt$Poster$fun postAll`",
        "The two Parser.kt edits precede detektBaseline; the grep of the baseline shows one ID, the LongMethod "
        "entry.",
        ["code span", "arrow", "dollar signs inside a span"],
        {"evidence": "LongMethod:Posting.kt$Poster$fun postAll"}, cat="build_config"),
    knowledge(6, "detekt-kotlin", "invented other_call_error", (
        "detektBaseline refuses to write while weighted issues remain",
        "Creating a detekt baseline on a project with open findings",
        "Fix the findings until detekt passes, then write the baseline",
        "The baseline task runs the same analysis and fails on weighted issues"),
        "`./gradlew detektBaseline` aborted with `Analysis failed with 3 weighted issues.`, so the findings had to "
        "be fixed first.",
        "'Analysis failed with 3 weighted issues.' came from ./gradlew detekt; detektBaseline succeeded and wrote "
        "the baseline.",
        ["code span", "another call's error"],
        {"evidence": "Analysis failed with 3 weighted issues."}),
    # --- sqlfluff-zsh ----------------------------------------------------------------------------------------------
    gotcha(7, "sqlfluff-zsh", "real shown edit_then_pass", (
        "sqlfluff 3 silently ignores a [sqlfluff:rules:L010] section",
        "CP01 demands consistent upper case although .sqlfluff asks for lower-case keywords",
        "Assuming the capitalisation policy in .sqlfluff is applied after the upgrade",
        "3.x reads rule sections by rule name (capitalisation.keywords); the 1.x code L010 is dropped",
        "Rename the section to [sqlfluff:rules:capitalisation.keywords]"),
        "Mit `[sqlfluff:rules:L010]` / `capitalisation_policy = lower` meldete `sqlfluff lint models/ --dialect "
        "postgres` noch `Keywords must be consistently upper case.`; nach dem Umbenennen in "
        "`[sqlfluff:rules:capitalisation.keywords]` war CP01 im nächsten Lauf weg.",
        "The first lint shows CP01 on daily_revenue.sql; cat .sqlfluff shows the L010 section; the edit renames it; "
        "the next lint lists only churn.sql's LT01, and after the fix the lint is clean.",
        ["German prose", "code span"],
        {"failure": "Keywords must be consistently upper case.",
         "fix": "[sqlfluff:rules:capitalisation.keywords]\ncapitalisation_policy",
         "evidence": "[sqlfluff:rules:L010]\ncapitalisation_policy"}, cat="build_config"),
    knowledge(8, "sqlfluff-zsh", "real knowledge", (
        "sqlfluff's jinja templater takes undefined variables from [sqlfluff:templater:jinja:context]",
        "Linting jinja-templated SQL without dbt, where models reference variables set at run time",
        "Give the variables dummy values in a [sqlfluff:templater:jinja:context] section of .sqlfluff",
        "Without a value sqlfluff reports TMP and can't lint the rendered SQL"),
        "TMP error `Undefined jinja template variable: 'start_date'` disappeared once `.sqlfluff` got "
        "`[sqlfluff:templater:jinja:context]` with `start_date = 2024-01-01`",
        "The first lint has the TMP error for start_date; the edit adds the context section; the next lint no "
        "longer lists daily_revenue.sql.",
        ["code span", "prose"],
        {"evidence": "Undefined jinja template variable: 'start_date'"}),
    gotcha(9, "sqlfluff-zsh", "real not_shown only_suggested", (
        "A pre-commit sqlfluff hook pinned to 1.4.5 rejects 3.x rule section names",
        "pre-commit's sqlfluff-lint fails with 'is not a valid rule reference' while sqlfluff lint passes",
        "Trusting the local sqlfluff version to be what the hook runs",
        "The hook installs its own sqlfluff from the rev pinned in .pre-commit-config.yaml",
        "Bump the hook's rev to the same sqlfluff version (3.2.5)"),
        "`pre-commit run sqlfluff-lint --all-files` → \"User Error: Rule section 'capitalisation.keywords' is not "
        "a valid rule reference.\" (hook on `rev: 1.4.5`)",
        "The hook fails; the assistant only offers to bump rev in a question; the person says to leave the hook "
        "alone. Nothing is run; the thanks is about the lint part.",
        ["code span", "double quotes", "arrow"],
        {"failure": "is not a valid rule reference", "fix": "Bumping `rev` to `3.2.5`",
         "evidence": "pre-commit run sqlfluff-lint --all-files"}),
    gotcha(10, "sqlfluff-zsh", "real shown fix_ran", (
        "sqlfluff 3's fix applies changes without -f; the flag only warns",
        "sqlfluff fix prints a deprecation warning for -f/--force",
        "Keeping -f in scripts or expecting fix to prompt for confirmation",
        "3.x made the non-interactive behaviour the default",
        "Run sqlfluff fix without -f"),
        "```\n$ sqlfluff fix models/churn.sql -f\nWARNING The -f/--force option is deprecated as it is now the "
        "default behaviour.\n```\nthen `sqlfluff lint models/ --dialect postgres` printed only `All Finished 📜 🎉!`",
        "The fix call warns about -f, reports '1 fixable linting violations found' and the following lint has no "
        "FAIL line: the LT01 failure of the previous lint is gone.",
        ["fenced block with $ prompt", "ANSI stripped", "emoji"],
        {"failure": "Expected only single space before 'AS' keyword", "fix": "sqlfluff fix models/churn.sql -f",
         "evidence": "The -f/--force option is deprecated"}),
    gotcha(11, "sqlfluff-zsh", "invented not_shown never_seen_error", (
        "sqlfluff fix refuses files with templating errors unless forced",
        "sqlfluff fix stops without changing churn.sql",
        "Expecting fix to repair layout in a file it considers unparsable",
        "Files with templating errors are skipped by default",
        "Fix the file by hand or pass --FIX-EVEN-UNPARSABLE"),
        "`sqlfluff fix models/churn.sql -f` stopped with `Unfixable violations detected, use --FIX-EVEN-UNPARSABLE "
        "to force` so churn.sql had to be fixed by hand",
        "sqlfluff fix reported '1 fixable linting violations found' and fixed the file; the quoted error never "
        "appears in the session.",
        ["code span", "error never seen"],
        {"evidence": "sqlfluff fix models/churn.sql -f"}),
    gotcha(12, "sqlfluff-zsh", "invented not_shown names_false_claim", (
        "Adding a jinja context leaves CP01 firing on daily_revenue.sql",
        "sqlfluff lint still fails on keyword case after the .sqlfluff edit",
        "Thinking the section rename took effect",
        "The rename alone doesn't change the policy",
        "Re-run lint with --rules CP01 to confirm"),
        "lint after the .sqlfluff edit still failed on daily_revenue.sql: `== [models/daily_revenue.sql] "
        "[31mFAIL[0m` … `[36mCP01[0m | Keywords must be consistently upper case.`",
        "Both quoted lines are from the first lint. The lint after the edit lists only models/churn.sql with LT01.",
        ["ANSI codes without the escape byte", "ellipsis", "outcome words"],
        {"evidence": "== [models/daily_revenue.sql]"}),
    # --- pelican-fish ----------------------------------------------------------------------------------------------
    gotcha(13, "pelican-fish", "real shown fix_ran", (
        "A fish shell has to source .venv/bin/activate.fish before pelican is on PATH",
        "fish reports 'Missing end to balance this if block' and then can't find pelican",
        "Sourcing bin/activate, the bash/zsh script, from fish",
        "bin/activate is POSIX shell syntax that fish can't parse",
        "source .venv/bin/activate.fish"),
        "fish -c 'source .venv/bin/activate; pelican content' → `Missing end to balance this if block` and "
        "`fish: Unknown command: pelican`; with `activate.fish` pelican itself ran (it then failed on a plugin, "
        "a different problem)",
        "The first call fails in activate and pelican is not found; the next call sources activate.fish and "
        "pelican runs (its own plugin error), so the activation fix ran.",
        ["code span", "arrow", "prose"],
        {"failure": "Missing end to balance this if block", "fix": "source .venv/bin/activate.fish; pelican content'",
         "evidence": "fish: Unknown command: pelican"}, cat="env_setup"),
    gotcha(14, "pelican-fish", "real shown edit_then_pass", (
        "Pelican 4.9 pip-installed plugins need their pelican.plugins.* names in PLUGINS",
        "pelican content fails with ModuleNotFoundError: No module named 'sitemap'",
        "Keeping the short plugin names and PLUGIN_PATHS from the vendored plugin days",
        "pip plugins are namespace packages under pelican.plugins",
        "List them as pelican.plugins.<name> (or drop PLUGINS for auto-discovery) and remove PLUGIN_PATHS"),
        "Pelican falló con \"ModuleNotFoundError: No module named 'sitemap'\"; tras cambiar a `PLUGINS = "
        "['pelican.plugins.sitemap', 'pelican.plugins.neighbors']` el build terminó: \"Done: Processed 23 "
        "articles, 2 drafts\".",
        "The plugin error, the edit of pelicanconf.py, then pelican content prints Done: Processed 23 articles.",
        ["Spanish prose", "double quotes", "code span"],
        {"failure": "No module named 'sitemap'", "fix": "PLUGINS = ['pelican.plugins.sitemap'",
         "evidence": "Done: Processed 23 articles"}, cat="build_config"),
    gotcha(15, "pelican-fish", "real shown person_confirms", (
        "pelican --listen defaults to port 8000; pass -p when it's taken",
        "pelican --listen dies with OSError: [Errno 98] Address already in use",
        "Starting the dev server on the default port when another service holds it",
        "--listen binds 8000 unless PORT or -p says otherwise",
        "pelican --listen -p 8001"),
        "`pelican --listen` → `OSError: [Errno 98] Address already in use`; `timeout 5 pelican --listen -p 8001` "
        "printed `Serving site at: http://127.0.0.1:8001` and the user: \"yep loads on 8001\"",
        "The listen call fails with Errno 98; the -p 8001 call prints Serving site; the person confirms it loads "
        "right after.",
        ["code span", "arrow", "double quotes"],
        {"failure": "OSError: [Errno 98] Address already in use", "fix": "timeout 5 pelican --listen -p 8001",
         "evidence": "yep loads on 8001"}),
    gotcha(16, "pelican-fish", "invented not_shown names_false_claim", (
        "pelican --listen under timeout never comes up on the new port",
        "The dev server on 8001 doesn't start",
        "Assuming -p is enough",
        "timeout kills pelican before it binds",
        "Run pelican --listen in a real terminal instead"),
        "The retry `timeout 5 pelican --listen -p 8001` failed too — exit code 124 — so the server didn't start "
        "on 8001 either.",
        "Exit code 124 is timeout's kill after 5 s; the same output shows 'Serving site at: http://127.0.0.1:8001' "
        "and the person confirms it loads. The claim the server didn't start is false.",
        ["code span", "exit code", "outcome words"],
        {"evidence": "timeout 5 pelican --listen -p 8001"}),
    gotcha(17, "pelican-fish", "invented not_shown near_miss", (
        "Pelican namespace plugins use the singular pelican.plugin prefix",
        "Cannot load plugin `sitemap`",
        "Using the bare plugin name",
        "Namespace packages live under pelican.plugin",
        "Name them pelican.plugin.<name>"),
        "Working config: `PLUGINS = ['pelican.plugin.sitemap', 'pelican.plugin.neighbors']`",
        "The edit wrote 'pelican.plugins.sitemap' and 'pelican.plugins.neighbors' (plural); the singular form is "
        "not in the session.",
        ["code span", "near miss"],
        {"evidence": "PLUGINS = ['pelican.plugins.sitemap'"}),
    gotcha(18, "pelican-fish", "real not_shown other_check_passes", (
        "An exported SITEURL env var doesn't reach Pelican's publishconf.py",
        "The production build warns 'Feeds generated without SITEURL set properly may not be valid'",
        "Exporting SITEURL in the shell and expecting the settings file to read it",
        "publishconf.py assigns SITEURL itself; Pelican settings don't read the environment",
        "Set SITEURL (and RELATIVE_URLS = False) in publishconf.py and rebuild"),
        "`set -gx SITEURL https://ines.dev` before `pelican content -s publishconf.py` still gave `Feeds "
        "generated without SITEURL set properly may not be valid`",
        "After the warning the assistant edits publishconf.py but only runs py_compile on it ('compiled'); the "
        "production build is never run again and the person deploys tomorrow.",
        ["code span", "fish syntax"],
        {"failure": "Feeds generated without SITEURL set properly",
         "fix": "python -m py_compile publishconf.py", "evidence": "set -gx SITEURL https://ines.dev"},
        cat="build_config"),
    knowledge(19, "pelican-fish", "real knowledge", (
        "Wrap a blocking dev server in timeout to see it boot from a non-interactive call",
        "Checking that a dev server starts from an agent's shell, where a foreground server never returns",
        "Run it under `timeout 5` and read the startup line; treat exit code 124 as timeout's own kill",
        "The call returns, and the banner shows the server bound its port"),
        "`timeout 5 pelican --listen -p 8001` returned `Exit code 124` after printing `Serving site at: "
        "http://127.0.0.1:8001 - Tap CTRL-C to stop`; the person then confirmed the site loads",
        "The timeout call's result holds both the exit code and the Serving site banner; the person confirms.",
        ["code span", "exit code"],
        {"evidence": "Serving site at: http://127.0.0.1:8001"}),
    # --- cloudflared-ko --------------------------------------------------------------------------------------------
    gotcha(20, "cloudflared-ko", "real shown rerun_passes", (
        "cloudflared's catch-all ingress rule has to be the last one",
        "cloudflared tunnel ingress validate fails and the hostname rule is never reached (502)",
        "Putting `service: http_status:404` first as a default",
        "Rules are matched top-down and the last rule must match every URL",
        "Move the catch-all rule to the end of ingress"),
        "`cloudflared tunnel ingress validate` 가 \"The last ingress rule must match all URLs\" 로 실패 → "
        "`service: http_status:404` 를 맨 아래로 옮긴 뒤 다시 돌리니 `OK`, `Matched rule #0`",
        "validate fails; the edit moves the catch-all last; the re-run of validate prints OK and the rule check "
        "matches rule #0.",
        ["Korean prose", "arrow", "double quotes"],
        {"failure": "The last ingress rule must match all URLs",
         "fix": "    service: http://localhost:3000\n  - service: http_status:404", "evidence": "Matched rule #0"},
        cat="build_config"),
    gotcha(21, "cloudflared-ko", "real shown fix_ran", (
        "The cloudflared systemd unit reads /etc/cloudflared/config.yml, not the one in your home",
        "Edits to ~/.cloudflared/config.yml have no effect on the service, which fails on a credentials path",
        "Fixing the user's config and restarting the service",
        "The unit runs cloudflared --config /etc/cloudflared/config.yml as root, with its own older copy",
        "Copy config and credentials to /etc/cloudflared with the paths rewritten, then restart"),
        ["journalctl: ERR Couldn't start tunnel error=\"Tunnel credentials file "
         "'/root/.cloudflared/6f1c2a9e-3b7d-4e0a-9c55-0d2e7f8b41aa.json' doesn't exist or is not a file\"",
         "systemctl cat: `ExecStart=/usr/bin/cloudflared --no-autoupdate --config /etc/cloudflared/config.yml "
         "tunnel run`",
         "after copying config + credentials to /etc/cloudflared and restarting: `curl … /login` → `200`"],
        "The restart's journal shows the /root credentials error; systemctl cat shows the /etc config; the install "
        "and sed|tee run and validate says OK; after the restart curl gets 200 (and the person says 오 된다).",
        ["list of citations", "nested quotes", "ellipsis"],
        {"failure": "Tunnel credentials file '/root/.cloudflared/", "fix": "sudo install -m 600",
         "evidence": "ExecStart=/usr/bin/cloudflared --no-autoupdate"}, cat="env_setup"),
    gotcha(22, "cloudflared-ko", "real not_shown question_offers_flag", (
        "cloudflared tunnel route dns won't replace an existing A record without --overwrite-dns",
        "route dns fails with code 1003: the host already has an A, AAAA or CNAME record",
        "Expecting route dns to repoint an existing hostname",
        "It only creates the CNAME; an existing record blocks it",
        "Delete the old record, or run route dns --overwrite-dns"),
        "`cloudflared tunnel route dns 6f1c2a9e-3b7d-4e0a-9c55-0d2e7f8b41aa prometheus.jiwoo.dev` → code 1003: "
        "\"An A, AAAA, or CNAME record with that host already exists.\"",
        "route dns fails; the assistant asks whether to overwrite with --overwrite-dns; the person declines "
        "(내일 내가 확인하고 할게). The flag is never run.",
        ["code span", "double quotes", "arrow"],
        {"failure": "An A, AAAA, or CNAME record with that host already exists",
         "fix": "--overwrite-dns 6f1c2a9e", "evidence": "Failed to add route: code: 1003"}),
    gotcha(23, "cloudflared-ko", "invented not_shown other_call_error", (
        "cloudflared ingress validate also checks that the credentials file exists",
        "ingress validate fails on a missing credentials file",
        "Validating only the ingress rules",
        "validate loads the whole config including credentials-file",
        "Fix credentials-file before validating"),
        "`cloudflared tunnel ingress validate` 이 `Tunnel credentials file "
        "'/root/.cloudflared/6f1c2a9e-3b7d-4e0a-9c55-0d2e7f8b41aa.json' doesn't exist or is not a file` 로 실패해서 "
        "자격 증명 경로부터 고쳐야 했다.",
        "The credentials error is in the journal of the systemd restart; ingress validate only ever failed on the "
        "rule order and then printed OK.",
        ["Korean prose", "code span", "another call's error"],
        {"evidence": "Couldn't start tunnel error="}),
    gotcha(24, "cloudflared-ko", "invented not_shown invented_detail", (
        "Reinstalling the cloudflared service copies the home config to /etc",
        "The service ignores ~/.cloudflared/config.yml",
        "Copying files into /etc by hand",
        "cloudflared service install copies the user config into /etc/cloudflared",
        "Re-run sudo cloudflared service install"),
        "`sudo cloudflared service install` 을 다시 실행해 ~/.cloudflared/config.yml 을 /etc/cloudflared 로 "
        "복사하게 했더니 터널이 올라왔다.",
        "No 'cloudflared service install' ran; the files were copied with install and sed | tee.",
        ["Korean prose", "command never run"],
        {"evidence": "sudo install -m 600"}, cat="env_setup"),
    knowledge(25, "cloudflared-ko", "real knowledge", (
        "cloudflared tunnel ingress rule <url> shows which ingress rule a URL hits",
        "Debugging which cloudflared ingress rule serves a hostname",
        "Run `cloudflared tunnel ingress rule https://host` after validate",
        "It prints the matched rule number with its hostname and service"),
        "`cloudflared tunnel ingress rule https://grafana.jiwoo.dev` 결과: `Matched rule #0` 다음 줄에 "
        "`\thostname: grafana.jiwoo.dev` 와 `\tservice: http://localhost:3000`",
        "The validate && rule call prints Matched rule #0 with the grafana hostname and service.",
        ["Korean prose", "code span", "tabs inside spans"],
        {"evidence": "cloudflared tunnel ingress rule https://grafana.jiwoo.dev"}, cat="debugging_technique"),
    # --- sentinel-task ---------------------------------------------------------------------------------------------
    gotcha(26, "sentinel-task", "real shown edit_then_pass", (
        "Redis Sentinel exits when its config is bind-mounted read-only",
        "sentinel containers exit right after start: config file is not writable",
        "Mounting sentinel.conf with :ro like any other config",
        "Sentinel rewrites its config with the current master, epochs and peers",
        "Mount the file as a template and copy it to a writable path per container before starting"),
        "sentinel-1 log: `Sentinel config file /etc/redis/sentinel.conf is not writable: Read-only file system. "
        "Exiting...` → mounted the file as /tmp/sentinel.tpl.conf and `cp` it to /data at start → `sentinel "
        "ckquorum mymaster` answered `OK 3 usable Sentinels. Quorum and failover authorization can be reached`",
        "The log shows the read-only exit; the compose edit copies a template into /data; after recreating, "
        "ckquorum answers OK 3 usable Sentinels.",
        ["arrows", "code span"],
        {"failure": "is not writable: Read-only file system", "fix": "cp /tmp/sentinel.tpl.conf /data/sentinel.conf",
         "evidence": "OK 3 usable Sentinels"}, cat="env_setup"),
    gotcha(27, "sentinel-task", "real not_shown write_named_like_fix", (
        "Sentinel hands out compose-network addresses unless announce-ip is set",
        "After failover, clients on the host get a 172.x master address they can't connect to",
        "Assuming a working failover means clients can follow it",
        "Sentinel announces the addresses it sees inside the docker network",
        "Set replica-announce-ip / sentinel announce-ip (and ports) to the host address"),
        "Task report: `SENTINEL get-master-addr-by-name mymaster` returns `172.22.0.3` / `6379`: a "
        "compose-network address the host app can't reach (connect timeout after 2000 ms)",
        "The subagent reports the unreachable address; the person asks only for a snippet; the Write creates "
        "sentinel-announce-ip.conf but nothing includes it and no sentinel is restarted. The later 'perfect, "
        "thanks' follows redis-a rejoining as a replica.",
        ["code span", "subagent report"],
        {"failure": "connect timeout after 2000 ms", "fix": "sentinel announce-ip 10.0.4.17",
         "evidence": "SENTINEL get-master-addr-by-name mymaster` returns"}, cat="env_setup"),
    knowledge(28, "sentinel-task", "real knowledge", (
        "A stopped Redis master rejoins as a replica of the one Sentinel promoted",
        "Bringing the old master back after a Sentinel failover",
        "Start it again and check `info replication`",
        "Sentinel reconfigures the returning node as a replica of the new master"),
        "`docker compose start redis-a` then `info replication` → `role:slave`, `master_host:172.22.0.3`",
        "The start call's output shows role:slave and master_host:172.22.0.3, the address the Task reported as "
        "new master.",
        ["code span", "arrow"],
        {"evidence": "master_host:172.22.0.3"}),
    gotcha(29, "sentinel-task", "invented not_shown names_false_claim", (
        "Sentinel needed a second odown round before switching master",
        "No +switch-master after the master is stopped once",
        "Expecting one odown to trigger failover",
        "The first odown didn't reach quorum",
        "Stop the master again or lower the quorum"),
        "Subagent saw `+odown master mymaster 172.22.0.2 6379 #quorum 3/2` but no `+switch-master` on the first "
        "try; failover only happened after redis-a was stopped again.",
        "The subagent reports +switch-master about 6 s after the single stop; redis-a was never stopped again.",
        ["code span", "outcome words", "first try"],
        {"evidence": "#quorum 3/2"}),
    gotcha(30, "sentinel-task", "invented not_shown near_miss", (
        "Sentinel promoted redis-b at 172.22.0.4",
        "Clients can't reach the promoted master",
        "Assuming redis-b keeps its old address",
        "The promoted replica is announced at its compose address",
        "Announce the host IP"),
        "`+switch-master mymaster 172.22.0.2 6379 172.22.0.4 6379` about 6 s after the stop",
        "The subagent quoted +switch-master ... 172.22.0.3 6379; .4 is not in the session.",
        ["code span", "near miss"],
        {"evidence": "+switch-master mymaster 172.22.0.2 6379"}),
    gotcha(31, "sentinel-task", "invented not_shown never_seen_error", (
        "Sentinel ckquorum reports NOQUORUM while the sentinels are still starting",
        "ckquorum fails right after recreating the sentinels",
        "Checking quorum immediately after start",
        "Sentinels discover each other over a few seconds",
        "sleep before ckquorum"),
        "The first `sentinel ckquorum mymaster` printed `NOQUORUM 1 usable Sentinels. Not enough available "
        "Sentinels to reach the specified quorum` and only a second call after `sleep 3` said OK.",
        "ckquorum ran once and answered OK 3 usable Sentinels; no NOQUORUM was ever printed.",
        ["code span", "error never seen"],
        {"evidence": "sentinel ckquorum mymaster"}),
]
