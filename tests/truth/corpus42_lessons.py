"""Labelled lessons of corpus42, part one (sessions a01-a05: Molecule/podman, Rye, rebar3, Fluent Bit, QuestDB).
Each label was written from the session text (corpus42_sources.py) before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus42_common import ESC, gotcha, knowledge

RECORDS = [
    gotcha(1, "a01-molecule-podman", "real shown fix_ran", (
        "Molecule 6 needs molecule-plugins[podman] before a scenario can use the podman driver",
        "`molecule test` aborts while validating molecule.yml: Driver name 'podman' is not one of the installed "
        "drivers: default, delegated.",
        "Assuming the podman driver still ships inside molecule; only default and delegated are built in now.",
        "The podman driver lives in the separate molecule-plugins distribution, which was not installed.",
        "pip install 'molecule-plugins[podman]' into the environment that runs molecule."),
        "`molecule test -s default` → `Driver name 'podman' is not one of the installed drivers: default, "
        "delegated`; `pip install 'molecule-plugins[podman]'` → `Successfully installed molecule-plugins-23.5.3 "
        "podman-5.0.0`, and the next run got through `Running default > create`.",
        "The install succeeded and the re-run of molecule test passed validation and created the instance (create "
        "recap failed=0); it failed later at converge for another reason (no python3 in the image).",
        ["code spans", "arrows", "outcome words"],
        {"failure": "is not one of the installed drivers: default, delegated",
         "fix": "Successfully installed molecule-plugins-23.5.3",
         "evidence": ["is not one of the installed drivers: default, delegated", "Running default > create"]},
        cat="env_setup"),
    gotcha(2, "a01-molecule-podman", "real shown edit_then_pass", (
        "Slim Debian images fail Molecule's fact gathering for lack of python3",
        "Converge dies at Gathering Facts with MODULE FAILURE, rc 127, /usr/bin/python3: not found.",
        "Using a bare distribution image as the Molecule platform; Ansible needs Python on the target.",
        "docker.io/library/debian:bookworm-slim ships no Python interpreter.",
        "Point the platform at an image with Python for Ansible (geerlingguy/docker-debian12-ansible) and set "
        "pre_build_image: true."),
        "After running molecule test a second time, Gathering Facts failed with \"/bin/sh: 1: /usr/bin/python3: not "
        "found\" (rc 127). Switching the platform image in molecule.yml to "
        "docker.io/geerlingguy/docker-debian12-ansible:latest made the next molecule test -s default end with "
        "\"Verifier completed successfully.\"",
        "Converge failed with python3 not found; the Edit of molecule.yml changed the image; the following molecule "
        "test ran converge, idempotence and verify successfully.",
        ["GPT-style prose", "double quotes", "outcome words"],
        {"failure": "/usr/bin/python3: not found", "fix": "docker-debian12-ansible:latest",
         "evidence": "Verifier completed successfully."}, cat="test_strategy"),
    gotcha(3, "a01-molecule-podman", "real not_shown only_suggested", (
        "A command task that runs sysctl -p always fails Molecule's idempotence step",
        "molecule idempotence reports changed=1 on the second converge for the sysctl task.",
        "Applying sysctl files with ansible.builtin.command, which reports changed on every run.",
        "command tasks have no way to know nothing changed unless changed_when says so.",
        "Add changed_when: false, or use ansible.posix.sysctl which only reports real changes."),
        ["`molecule converge -s debian11 && molecule idempotence -s debian11`",
         "`CRITICAL Idempotence test failed because of the following tasks:`",
         "`*  => nginx_hardening : Apply sysctl settings`"],
        "The idempotence failure is real; the fix is only proposed in the assistant's reply and the person says to "
        "leave it for now. No edit or re-run follows.",
        ["list of citations", "code spans", "whitespace-significant quote"],
        {"failure": "Idempotence test failed because of the following tasks",
         "fix": "I'd go with ansible.posix.sysctl", "evidence": "nginx_hardening : Apply sysctl settings"},
        cat="test_strategy"),
    gotcha(4, "a01-molecule-podman", "invented not_shown names_false_claim", (
        "Installing molecule-plugins[podman] is enough for a podman Molecule scenario to pass",
        "molecule test rejects the podman driver.",
        "Looking for a problem in molecule.yml when a plugin is missing.",
        "The podman driver is not part of molecule itself.",
        "Install molecule-plugins[podman]; the scenario then runs through."),
        "Installing `molecule-plugins[podman]` was all it took: the very next `molecule test -s default` passed "
        "end to end.",
        "False outcome: the run right after the pip install exited 2 (converge failed, python3 not found); only the "
        "run after the molecule.yml edit passed.",
        ["code spans", "outcome words", "false claim on real tokens"],
        {"evidence": "Successfully installed molecule-plugins-23.5.3",
         "failure": "is not one of the installed drivers", "fix": "Successfully installed molecule-plugins-23.5.3"},
        cat="env_setup"),
    gotcha(5, "a01-molecule-podman", "invented not_shown near_miss", (
        "Molecule without plugins only knows the default and docker drivers",
        "molecule.yml validation fails for driver podman.",
        "Expecting docker to be the only missing backend.",
        "Drivers other than the built-in ones come from plugins.",
        "Install the plugin for the driver the scenario names."),
        "`CRITICAL Failed to validate …/molecule.yml` → [\"Driver name 'podman' is not one of the installed "
        "drivers: default, docker\"]",
        "The validation message lists `default, delegated`, not `default, docker`.",
        ["arrows", "JSON-ish list", "… cut", "near miss"],
        {"evidence": "CRITICAL Failed to validate", "failure": "CRITICAL Failed to validate",
         "fix": "Successfully installed molecule-plugins-23.5.3"}, cat="env_setup"),
    knowledge(6, "a01-molecule-podman", "real knowledge", (
        "List the installed molecule distributions before chasing a driver error",
        "A Molecule scenario names a driver the CLI says is not installed.",
        "pip list | grep -i molecule shows whether molecule-plugins is there at all.",
        "Since the drivers moved out of core, a bare molecule install is the usual cause."),
        "```\n$ pip list 2>/dev/null | grep -i molecule\nmolecule                  24.9.0\n```\nno molecule-plugins "
        "line, so only the built-in drivers exist.",
        "The pip list call printed only molecule 24.9.0; the assistant concluded the plugins were missing and the "
        "install then made the driver available.",
        ["fenced block with $ prompt", "whitespace-significant output"],
        {"evidence": "pip list 2>/dev/null | grep -i molecule"}, cat="debugging_technique"),

    gotcha(7, "a02-rye-py313", "real shown edit_then_pass", (
        "Rye refuses a 3.13 pin while requires-python caps the project below 3.13",
        "rye sync stops with Python version mismatch (found cpython@3.13.1, expected requires-python >=3.11,<3.13).",
        "Bumping .python-version without touching requires-python in pyproject.toml.",
        "requires-python had an upper bound of <3.13.",
        "Raise the bound (requires-python = \">=3.11,<3.14\") before syncing on 3.13."),
        f"`rye sync` → `{ESC}[31merror{ESC}[0m: Python version mismatch (found {ESC}[1mcpython@3.13.1{ESC}[0m, "
        f"expected requires-python {ESC}[1m>=3.11,<3.13{ESC}[0m)`; after the edit to `requires-python = "
        "\">=3.11,<3.14\"` the mismatch was gone, and once pydantic was raised the sync ended with `Done!` and "
        "`rye test` showed `31 passed in 1.84s`.",
        "The first sync failed on the version range; after the Edit the next sync got past it (to another error), "
        "and the sync inside rye add then completed and the tests passed on 3.13.",
        ["code spans", "ANSI codes", "arrows", "nested quotes"],
        {"failure": "Python version mismatch", "fix": 'requires-python = ">=3.11,<3.14"',
         "evidence": ["Python version mismatch", "Done!"]}, cat="build_config"),
    gotcha(8, "a02-rye-py313", "real shown fix_ran", (
        "pydantic 2.5's pydantic-core cannot be built for Python 3.13",
        "rye sync fails building pydantic-core==2.14.6: the interpreter is newer than PyO3's maximum (3.12).",
        "Expecting an old pinned pydantic to compile for a brand-new Python.",
        "pydantic-core 2.14.6 predates 3.13 support and has no 3.13 wheels.",
        "Raise pydantic to >=2.9 (rye add \"pydantic>=2.9\"), which brings a pydantic-core with 3.13 wheels."),
        "Nach der Anpassung scheiterte `rye sync` mit \"the configured Python interpreter version (3.13) is newer "
        "than PyO3's maximum supported version (3.12)\"; `rye add \"pydantic>=2.9\"` hob pydantic-core auf 2.27.2 "
        "(`+ pydantic-core==2.27.2`), danach `31 passed`.",
        "rye add ran successfully and replaced pydantic-core 2.14.6 with 2.27.2 (Done!), and rye test passed.",
        ["German prose", "code spans", "double quotes"],
        {"failure": "is newer than PyO3's maximum supported version", "fix": 'rye add "pydantic>=2.9"',
         "evidence": "pydantic-core==2.27.2"}, cat="env_setup"),
    gotcha(9, "a02-rye-py313", "real shown person_confirms", (
        "rye fmt reformats vendored code until ruff's extend-exclude lists the folder",
        "rye fmt --check wants to reformat files under vendor/.",
        "Expecting the formatter to skip third-party copies by itself.",
        "rye fmt runs ruff format over the whole project; only ruff's exclude settings keep folders out.",
        "Add extend-exclude = [\"vendor\"] under [tool.ruff] in pyproject.toml."),
        "Con `rye fmt --check` aparecían `vendor/slack_sdk_patch/client.py` y `vendor/slack_sdk_patch/rtm.py`; tras "
        "añadir `extend-exclude = [\"vendor\"]` bajo `[tool.ruff]` ya solo quedaba `src/ticketbot/handlers.py`, y el "
        "usuario confirmó: \"perfect, vendor/ stays untouched now\".",
        "After the Edit the check no longer listed vendor files, and the person confirmed right after the rye fmt.",
        ["Spanish prose", "code spans", "double quotes"],
        {"failure": "Would reformat: vendor/slack_sdk_patch/client.py", "fix": 'extend-exclude = ["vendor"]',
         "evidence": "vendor/ stays untouched now"}, cat="project_convention", scope="project"),
    gotcha(10, "a02-rye-py313", "invented not_shown other_call_error", (
        "A 3.13 pin makes the first rye sync die building pydantic-core",
        "rye sync fails straight after bumping .python-version.",
        "Blaming requires-python when the compiled dependency is the problem.",
        "pydantic-core 2.14.6 cannot build for 3.13.",
        "Upgrade pydantic first, then sync."),
        "The very first `rye sync` after bumping .python-version died building pydantic-core: \"Failed to build "
        "`pydantic-core==2.14.6`\".",
        "The first rye sync failed with the Python version mismatch; the pydantic-core build error came from the "
        "second sync, after the requires-python edit.",
        ["code spans inside double quotes", "wrong call"],
        {"evidence": "Failed to build `pydantic-core==2.14.6`", "failure": "Python version mismatch",
         "fix": 'rye add "pydantic>=2.9"'}, cat="env_setup"),
    gotcha(11, "a02-rye-py313", "invented not_shown never_seen_error", (
        "rye sync does not fetch a missing toolchain named in .python-version",
        "rye sync errors that the pinned interpreter is not installed.",
        "Expecting rye to download the pinned Python automatically.",
        "The toolchain was never fetched.",
        "Run rye fetch 3.13 before syncing."),
        "`rye sync` printed `[31merror[0m: toolchain cpython@3.13.1 is not installed` - rye would not fetch it on "
        "its own.",
        "No such error appears; rye found cpython@3.13.1 and complained about requires-python instead.",
        ["code spans", "ANSI codes without the escape byte", "never seen"],
        {"evidence": "Python version mismatch", "failure": "Python version mismatch",
         "fix": "requires-python = \">=3.11,<3.14\""}, cat="env_setup"),
    knowledge(12, "a02-rye-py313", "real knowledge", (
        "Read requires-python before bumping a Rye project's .python-version",
        "Moving a Rye project to a newer Python.",
        "grep -n requires-python pyproject.toml first and widen the upper bound together with the pin.",
        "rye sync checks the pinned interpreter against requires-python and refuses a mismatch."),
        "`grep -n requires-python pyproject.toml` → `4:requires-python = \">=3.11,<3.13\"`",
        "The grep output shows the <3.13 cap that the first sync complained about.",
        ["code spans", "arrows", "nested double quotes in a span"],
        {"evidence": '4:requires-python = ">=3.11,<3.13"'}, cat="workflow"),

    gotcha(13, "a03-rebar3-release", "real shown edit_then_pass", (
        "A stray comma before `).` ends an Erlang function with a syntax error at that line and column",
        "rebar3 compile fails: src/ledger_metrics.erl:23:5: syntax error before: ')', plus observe/2 undefined.",
        "Reading the second error (function undefined) as the cause; it only follows the export of a removed "
        "function.",
        "`inc(Name),).` leaves an empty expression after the comma; observe/2 was exported but not defined.",
        "Remove the comma (`inc(Name).`) and drop observe/2 from -export."),
        "`src/ledger_metrics.erl:23:5: syntax error before: ')'` - line 23 read `inc(Name),).`; "
        "Edit(ledger_metrics.erl: `    inc(Name),).` → `    inc(Name).`) plus dropping `observe/2` from the "
        "export list, then `rebar3 compile` ran clean.",
        "Both edits were followed by rebar3 compile without errors.",
        ["code spans", "tool-call notation", "file:line:col", "whitespace-significant quote"],
        {"failure": "src/ledger_metrics.erl:23:5: syntax error before",
         "fix": ["    inc(Name).", "-export([inc/1, record/2])."],
         "evidence": "src/ledger_metrics.erl:23:5: syntax error before"}, cat="debugging_technique",
        scope="project"),
    gotcha(14, "a03-rebar3-release", "real shown rerun_passes", (
        "A dependency declared only in rebar3's test profile is missing from the release",
        "rebar3 release: Application needed for release not found: prometheus.",
        "Declaring a runtime dependency under {profiles, [{test, [{deps, ...}]}]}.",
        "The default profile, which the release uses, never fetches prometheus.",
        "Move prometheus into the top-level {deps, [...]}."),
        "Bash(rebar3 release) → \"Application needed for release not found: prometheus\"; rebar.config had "
        "`{test, [{deps, [{prometheus, \"4.11.0\"}, meck]}]}`; after moving it to `{deps, [cowboy, jsx, "
        "{prometheus, \"4.11.0\"}]}.` the same Bash(rebar3 release) ended with \"Release successfully assembled: "
        "_build/default/rel/ledger_svc\".",
        "The same rebar3 release command was re-run after the rebar.config edits and assembled the release.",
        ["tool-call notation", "double quotes", "code spans"],
        {"failure": "Application needed for release not found: prometheus",
         "fix": '{deps, [cowboy, jsx, {prometheus, "4.11.0"}]}.', "evidence": "Release successfully assembled"},
        cat="build_config", scope="project"),
    gotcha(15, "a03-rebar3-release", "real shown fix_ran", (
        "A relx release's foreground command never returns inside an agent's shell call",
        "The boot check hangs until the person interrupts the call.",
        "Running bin/<rel> foreground to see whether the node boots.",
        "foreground attaches to the running node and only returns when it stops.",
        "Start it with bin/<rel> daemon, wait a moment and check with bin/<rel> ping."),
        "Calling `_build/default/rel/ledger_svc/bin/ledger_svc foreground` hung until the user stopped it "
        "(\"[Request interrupted by user for tool use]\"); `ledger_svc daemon && sleep 2 && ... ledger_svc ping` "
        "answered `pong`.",
        "The foreground call was interrupted by the person; the daemon + ping call that followed returned pong.",
        ["code spans", "… cut", "interrupted call", "double quotes"],
        {"failure": "ledger_svc/bin/ledger_svc foreground", "fix": "ledger_svc ping", "evidence": "pong"},
        cat="workflow"),
    gotcha(16, "a03-rebar3-release", "invented not_shown near_miss", (
        "Erlang syntax errors point at the column of the closing token",
        "rebar3 compile fails on a function ending in `,).`.",
        "Looking for the problem at the start of the line.",
        "The parser reports where the unexpected token sits.",
        "Look at the reported column and remove the comma."),
        "rebar3 reported `src/ledger_metrics.erl:23:7: syntax error before: ')'` - column 7 is where the stray `)` "
        "sat.",
        "The error was at 23:5, not 23:7.",
        ["code spans", "near miss", "file:line:col"],
        {"evidence": "syntax error before: ')'", "failure": "syntax error before: ')'", "fix": "    inc(Name)."},
        cat="debugging_technique", scope="project"),
    gotcha(17, "a03-rebar3-release", "invented not_shown invented_detail", (
        "rebar3 upgrade pulls a test-profile dependency into the release",
        "The release is missing prometheus.",
        "Editing rebar.config by hand.",
        "The lock file held an old resolution.",
        "Run rebar3 upgrade prometheus before rebar3 release."),
        "`rebar3 upgrade prometheus` then `rebar3 release` → `Release successfully assembled`.",
        "rebar3 upgrade was never run; the release assembled after the rebar.config edit.",
        ["code spans", "arrows", "command never run"],
        {"evidence": "Release successfully assembled", "failure": "Application needed for release not found",
         "fix": "Release successfully assembled"}, cat="build_config", scope="project"),
    knowledge(18, "a03-rebar3-release", "invented names_false_claim", (
        "A relx release booted in foreground answers the ping check",
        "Checking that a freshly assembled release boots.",
        "Run bin/ledger_svc foreground and wait for pong.",
        "The foreground node prints pong once it is up."),
        "The boot check was `ledger_svc foreground`, which printed `pong` once the node was up.",
        "The foreground call was interrupted; pong came from the ping after daemon.",
        ["code spans", "false claim on real tokens"],
        {"evidence": "ledger_svc/bin/ledger_svc foreground"}),

    gotcha(19, "a04-fluentbit-http", "real shown edit_then_pass", (
        "A tab in Fluent Bit's YAML config aborts the dry run at the tab's line and column",
        "fluent-bit --dry-run: line 14, column 9: found character that cannot start any token.",
        "Indentation that looks right in an editor showing tabs as spaces.",
        "YAML forbids tabs for indentation; line 14 had a tab after four spaces.",
        "Replace the tab with spaces and re-run the dry run."),
        "fluent-bit --dry-run: \"line 14, column 9: found character that cannot start any token\"; line 14 was "
        "`    \t- name: http` (a tab after four spaces); Edit to `    - name: http` → \"configuration test is "
        "successful\".",
        "The Edit removed the tab and the dry run that followed succeeded.",
        ["double quotes", "code spans with a literal tab", "whitespace-significant quote"],
        {"failure": "found character that cannot start any token", "fix": "  outputs:\n    - name: http",
         "evidence": "configuration test is successful"}, cat="build_config"),
    gotcha(20, "a04-fluentbit-http", "real shown fix_ran", (
        "Fluent Bit's tail input cannot read nginx logs until its user joins adm",
        "journal: [input:tail:tail.0] read error, check permissions: /var/log/nginx/access.log.",
        "Assuming the packaged service runs as root.",
        "fluent-bit runs as its own user; nginx logs are root:adm 0640.",
        "usermod -aG adm fluent-bit and restart the service."),
        "journalctl → `[error] [input:tail:tail.0] read error, check permissions: /var/log/nginx/access.log`\n"
        "`sudo usermod -aG adm fluent-bit && id fluent-bit` → `groups=998(fluent-bit),4(adm)`\n"
        "after the restart → `inotify_fs_add(): inode=2359411 watch_fd=1 name=/var/log/nginx/access.log`",
        "usermod ran and id showed the adm group; after the restart the journal shows access.log being watched.",
        ["arrows", "code spans", "one line per step"],
        {"failure": "read error, check permissions: /var/log/nginx/access.log",
         "fix": "groups=998(fluent-bit),4(adm)", "evidence": "inotify_fs_add(): inode=2359411"},
        cat="env_setup"),
    gotcha(21, "a04-fluentbit-http", "real shown person_confirms", (
        "Fluent Bit's http output with format json gets 400 from a collector that wants json_lines",
        "Every flush fails with HTTP status=400 and {\"error\":\"invalid JSON: expected array\"}; chunks retry.",
        "Picking format json because the collector 'takes JSON'.",
        "format json sends one array per chunk; this collector parses one object per line.",
        "Set format: json_lines on the http output."),
        "{\"err\": \"10.20.4.17:9880, HTTP status=400\", \"body\": \"invalid JSON: expected array\", \"fix\": "
        "\"format: json_lines\", \"user\": \"the collector shows the access logs now, thanks!\"}",
        "After the format edit and restart the journal shows HTTP status=200, and the person confirms the collector "
        "receives the logs.",
        ["JSON", "double quotes"],
        {"failure": "HTTP status=400", "fix": "      format: json_lines", "evidence": "the collector shows the access "
         "logs now"}, cat="api_quirk"),
    gotcha(22, "a04-fluentbit-http", "real not_shown question_offers_flag", (
        "Fluent Bit's tail input skips a whole file when one line exceeds the buffer",
        "journal: file=/var/log/nginx/error.log requires a larger buffer size, lines are too long. Skipping file.",
        "Thinking only the long lines are lost.",
        "tail's default buffer_max_size is smaller than some error.log lines.",
        "Raise buffer_max_size on the tail input, or set skip_long_lines: on."),
        "`file=/var/log/nginx/error.log requires a larger buffer size, lines are too long. Skipping file.`",
        "Neither setting is applied: the assistant asks whether to set buffer_max_size or skip_long_lines and the "
        "person says to leave error.log as it is.",
        ["one code span"],
        {"failure": "requires a larger buffer size, lines are too long",
         "fix": "`buffer_max_size: 256k` on the tail input", "evidence": "requires a larger buffer size"}),
    gotcha(23, "a04-fluentbit-http", "invented not_shown other_call_error", (
        "Fluent Bit's dry run also probes the HTTP output endpoint",
        "The dry run fails against the collector.",
        "Expecting --dry-run to check only syntax.",
        "The output plugin is initialised during the dry run.",
        "Fix the output format before running the dry run again."),
        "`fluent-bit -c /etc/fluent-bit/fluent-bit.yaml --dry-run` failed with `HTTP status=400` from "
        "10.20.4.17:9880",
        "The dry run failed only on the YAML tab; HTTP status=400 came from the running service's journal.",
        ["code spans", "wrong call"],
        {"evidence": "HTTP status=400", "failure": "found character that cannot start any token",
         "fix": "configuration test is successful"}),
    gotcha(24, "a04-fluentbit-http", "invented not_shown never_seen_error", (
        "Fluent Bit's tail database needs a writable /var/lib/fluent-bit",
        "journal: the tail db cannot be opened.",
        "Setting db: without creating its directory for the service user.",
        "The service user cannot write /var/lib/fluent-bit.",
        "Create the directory owned by fluent-bit."),
        "journal: `[error] [input:tail:tail.0] db: could not open /var/lib/fluent-bit/tail.db`",
        "No such line appears in either journal output.",
        ["code span", "never seen"],
        {"evidence": "[ info] [input:tail:tail.0] initializing", "failure": "[ info] [input:tail:tail.0] initializing",
         "fix": "groups=998(fluent-bit),4(adm)"}, cat="env_setup"),
    knowledge(25, "a04-fluentbit-http", "real knowledge", (
        "Validate a Fluent Bit config with --dry-run before restarting the service",
        "Editing /etc/fluent-bit/fluent-bit.yaml on a host that ships logs.",
        "Run fluent-bit -c <file> --dry-run; restart only after configuration test is successful.",
        "It parses the whole config and reports line/column errors without starting a pipeline."),
        "After running fluent-bit -c /etc/fluent-bit/fluent-bit.yaml --dry-run on the fixed file, it printed "
        "\"configuration test is successful\" without starting anything, so config errors surface before a restart.",
        "The first dry run reported the YAML error, the second the success line, both before the restart.",
        ["GPT-style prose", "double quotes"],
        {"evidence": "configuration test is successful"}),

    gotcha(26, "a05-questdb-ilp", "real shown edit_then_pass", (
        "QuestDB refuses float line-protocol values for a column it auto-created as LONG",
        "Rows vanish: the server log shows cast error for line protocol float, columnType=LONG, name=humidity.",
        "Sending the first rows with integer values, which fixes the auto-created column type.",
        "QuestDB created humidity as LONG from humidity=41i and rejects later floats.",
        "Send the column as an integer consistently (or change the column type where DDL is allowed)."),
        r"Get-Content C:\\questdb\\log\\stdout-2025-02-05T00-00-00.txt showed `cast error for line protocol float "
        r"[columnWriterIndex=3, columnType=LONG, name=humidity]`; after casting with "
        r"`int(round(float(row[" + '"humidity"' + r"])))` the same `python .\\ingest.py --file .\\samples\\day1.csv` "
        r"took `select count()` from `[[3120]]` to `[[8120]]`.",
        "The sender edits were followed by a run whose 5000 rows all arrived (count 3120 → 8120).",
        ["doubled backslashes", "code spans", "prose"],
        {"failure": "cast error for line protocol float", "fix": 'int(round(float(row["humidity"])))',
         "evidence": '"dataset":[[8120]]'}, cat="api_quirk", group="c42-questdb-long"),
    gotcha(27, "a05-questdb-ilp", "real not_shown never_run", (
        "Change QuestDB's auto-created LONG column to DOUBLE so float rows stop bouncing",
        "Float humidity rows are rejected: columnType=LONG, name=humidity.",
        "Leaving the column type QuestDB guessed from the first batch.",
        "The first rows were sent as integers.",
        "alter table sensor_readings alter column humidity type double."),
        "QuestDB log: `columnType=LONG, name=humidity`. Fix: `alter table sensor_readings alter column humidity "
        "type double`.",
        "The ALTER call was rejected by the person (no DDL on the shared instance); it never ran.",
        ["code spans", "terse"],
        {"failure": "columnType=LONG, name=humidity",
         "fix": "alter table sensor_readings alter column humidity type double",
         "evidence": "columnType=LONG, name=humidity"}, cat="api_quirk", group="c42-questdb-long"),
    gotcha(28, "a05-questdb-ilp", "invented not_shown names_false_claim", (
        "The QuestDB TCP sender exits non-zero when the server drops rows",
        "ingest.py fails when QuestDB refuses rows.",
        "Ignoring the exit code of the ingestion script.",
        "The sender surfaces server-side cast errors.",
        "Check the exit status of ingest.py."),
        "`python .\\ingest.py --file .\\samples\\day1.csv` exited with code 1 as soon as QuestDB refused the float "
        "rows, so the failure was visible all along.",
        "The run printed sent 5000 rows and succeeded while rows were dropped; nothing exited 1.",
        ["code spans", "outcome words", "false claim on real tokens"],
        {"evidence": "sent 5000 rows", "failure": "cast error for line protocol float", "fix": "sent 5000 rows"},
        cat="api_quirk"),
    gotcha(29, "a05-questdb-ilp", "invented not_shown near_miss", (
        "QuestDB reports line-protocol type clashes as columnType=INT",
        "Float rows are refused for humidity.",
        "Assuming an INT column takes floats.",
        "The column was created as INT.",
        "Cast the value in the sender."),
        "`[columnWriterIndex=3, columnType=INT, name=humidity]`",
        "The log says columnType=LONG.",
        ["one code span", "near miss"],
        {"evidence": "columnWriterIndex=3", "failure": "columnWriterIndex=3",
         "fix": 'int(round(float(row["humidity"])))'}, cat="api_quirk"),
    knowledge(30, "a05-questdb-ilp", "real knowledge", (
        "Count rows through QuestDB's /exec endpoint after a TCP line-protocol load",
        "Loading data into QuestDB with the TCP line-protocol sender.",
        "Query select count() through http://localhost:9000/exec before and after the load.",
        "The TCP sender reports what it sent, not what the server accepted."),
        "`sent 5000 rows` but `{\"query\":\"select count() from sensor_readings\",...,\"dataset\":[[3120]]`",
        "The first run printed sent 5000 rows while the count was 3120; the log showed the rejected rows.",
        ["code spans", "JSON", "… cut"],
        {"evidence": '"dataset":[[3120]]'}, cat="debugging_technique"),
    knowledge(31, "a05-questdb-ilp", "invented never_seen_error", (
        "QuestDB's HTTP line-protocol transport turns cast errors into 400 responses",
        "Choosing between the TCP and HTTP senders.",
        "Use http::addr=localhost:9000; so cast errors raise in the client.",
        "The HTTP transport answers each flush with a status."),
        "With `http::addr=localhost:9000;` the sender raised `IngressError: Could not flush buffer: 400 Bad Request` "
        "for the float rows.",
        "The HTTP sender run printed sent 5000 rows; no IngressError or 400 appears.",
        ["code spans", "never seen"],
        {"evidence": "http::addr=localhost:9000;"}, cat="api_quirk"),
]
