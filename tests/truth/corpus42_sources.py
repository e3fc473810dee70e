"""Scripted sessions of corpus42, part one: Molecule's podman driver for an Ansible role (Linux bash), Rye with a
Python 3.13 pin on macOS zsh (ANSI colour), a rebar3 release of an Erlang service (file:line:col errors, an
interrupted call), Fluent Bit tailing nginx logs to an HTTP collector (a long output), QuestDB line-protocol
ingestion in Windows PowerShell 7 (a rejected tool use)."""
from __future__ import annotations

from tests.truth.corpus_makers import INTERRUPTED, REJECTED

E = "\x1b"

_MOLECULE_CONVERGE = "\n".join([
    "INFO     default scenario test matrix: dependency, cleanup, destroy, syntax, create, prepare, converge, "
    "idempotence, side_effect, verify, cleanup, destroy",
    "INFO     Performing prerun with role_name_check=0...",
    "INFO     Running default > dependency",
    "WARNING  Skipping, missing the requirements file.",
    "INFO     Running default > cleanup",
    "WARNING  Skipping, cleanup playbook not configured.",
    "INFO     Running default > destroy",
    "INFO     Sanity checks: 'podman'",
    "",
    "PLAY [Destroy] *****************************************************************",
    "",
    "TASK [Destroy molecule instance(s)] ********************************************",
    "changed: [localhost] => (item=instance)",
    "",
    "PLAY RECAP *********************************************************************",
    "localhost                  : ok=2    changed=1    unreachable=0    failed=0    skipped=1    rescued=0    "
    "ignored=0",
    "",
    "INFO     Running default > syntax",
    "",
    "playbook: /home/ines/roles/nginx_hardening/molecule/default/converge.yml",
    "INFO     Running default > create",
    "",
    "PLAY [Create] ******************************************************************",
    "",
    "TASK [Create molecule instance(s)] *********************************************",
    "changed: [localhost] => (item=instance)",
    "",
    "TASK [Wait for instance(s) creation to complete] *******************************",
    "changed: [localhost] => (item=instance)",
    "",
    "PLAY RECAP *********************************************************************",
    "localhost                  : ok=6    changed=3    unreachable=0    failed=0    skipped=2    rescued=0    "
    "ignored=0",
    "",
    "INFO     Running default > prepare",
    "WARNING  Skipping, prepare playbook not configured.",
    "INFO     Running default > converge",
    "",
    "PLAY [Converge] ****************************************************************",
    "",
    "TASK [Gathering Facts] *********************************************************",
    'fatal: [instance]: FAILED! => {"ansible_facts": {}, "changed": false, "failed_modules": {"ansible.legacy.setup": '
    '{"failed": true, "module_stderr": "/bin/sh: 1: /usr/bin/python3: not found\\n", "module_stdout": "", "msg": '
    '"MODULE FAILURE\\nSee stdout/stderr for the exact error", "rc": 127}}, "msg": "The following modules failed to '
    'execute: ansible.legacy.setup\\n"}',
    "",
    "PLAY RECAP *********************************************************************",
    "instance                   : ok=0    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    "
    "ignored=0",
    "",
    "CRITICAL Ansible return code was 2, command was: ansible-playbook --inventory "
    "/home/ines/.cache/molecule/nginx_hardening/default/inventory --skip-tags molecule-notest,notest "
    "/home/ines/roles/nginx_hardening/molecule/default/converge.yml",
    "WARNING  An error occurred during the test sequence action: 'converge'. Cleaning up.",
])

A01 = ("/home/ines/roles/nginx_hardening", "2025-02-03T08:14:00Z", "main", [
    ("user", "molecule test fails right away on my laptop, can you look? the role is nginx_hardening, scenario "
             "default uses podman"),
    ("bash", "molecule test -s default",
     "Exit code 1\nINFO     default scenario test matrix: dependency, cleanup, destroy, syntax, create, prepare, "
     "converge, idempotence, side_effect, verify, cleanup, destroy\nINFO     Performing prerun with "
     "role_name_check=0...\nCRITICAL Failed to validate /home/ines/roles/nginx_hardening/molecule/default/molecule.yml"
     "\n\n[\"Driver name 'podman' is not one of the installed drivers: default, delegated\"]", True),
    ("bash", "pip list 2>/dev/null | grep -i molecule", "molecule                  24.9.0", False),
    ("say", "Only molecule itself is installed. Since molecule 6 the podman driver lives in the separate "
            "`molecule-plugins` distribution, so I'll install it with the podman extra."),
    ("bash", "pip install 'molecule-plugins[podman]'",
     "Collecting molecule-plugins[podman]\n  Downloading molecule_plugins-23.5.3-py3-none-any.whl (57 kB)\n"
     "Collecting podman>=4.0 (from molecule-plugins[podman])\n  Downloading podman-5.0.0-py3-none-any.whl (235 kB)\n"
     "Installing collected packages: podman, molecule-plugins\nSuccessfully installed molecule-plugins-23.5.3 "
     "podman-5.0.0", False),
    ("bash", "molecule test -s default", "Exit code 2\n" + _MOLECULE_CONVERGE, True),
    ("say", "The driver is found now and the instance gets created, but fact gathering dies with "
            "`/usr/bin/python3: not found`: molecule.yml uses `docker.io/library/debian:bookworm-slim`, which has "
            "no Python. I'll switch the platform to an image that ships Python for Ansible."),
    ("edit", "/home/ines/roles/nginx_hardening/molecule/default/molecule.yml",
     "    image: docker.io/library/debian:bookworm-slim\n    pre_build_image: false",
     "    image: docker.io/geerlingguy/docker-debian12-ansible:latest\n    pre_build_image: true"),
    ("bash", "molecule test -s default",
     "INFO     Running default > converge\n\nPLAY RECAP ******************************************************"
     "***************\ninstance                   : ok=9    changed=6    unreachable=0    failed=0    skipped=1    "
     "rescued=0    ignored=0\n\nINFO     Running default > idempotence\n\nPLAY RECAP *****************************"
     "****************************************\ninstance                   : ok=9    changed=0    unreachable=0    "
     "failed=0    skipped=1    rescued=0    ignored=0\n\nINFO     Idempotence completed successfully.\nINFO     "
     "Running default > verify\nINFO     Running Ansible Verifier\nINFO     Verifier completed successfully.\n"
     "INFO     Running default > destroy\nINFO     Pruning extra files from scenario ephemeral directory", False),
    ("user", "nice. the debian11 scenario has an idempotence problem with the sysctl task, can you check that too"),
    ("bash", "molecule converge -s debian11 && molecule idempotence -s debian11",
     "Exit code 2\nINFO     Running debian11 > converge\n\nPLAY RECAP ****************************************"
     "*****************************\ninstance                   : ok=9    changed=7    unreachable=0    failed=0    "
     "skipped=1    rescued=0    ignored=0\n\nINFO     Running debian11 > idempotence\n\nPLAY RECAP ****************"
     "*****************************************************\ninstance                   : ok=9    changed=1    "
     "unreachable=0    failed=0    skipped=1    rescued=0    ignored=0\n\nCRITICAL Idempotence test failed because "
     "of the following tasks:\n*  => nginx_hardening : Apply sysctl settings", True),
    ("say", "The task `Apply sysctl settings` runs `ansible.builtin.command: sysctl -p "
            "/etc/sysctl.d/90-hardening.conf`, and a command task always reports changed. Either add "
            "`changed_when: false` to it or replace it with `ansible.posix.sysctl`, which only reports a change "
            "when a value differs. I'd go with ansible.posix.sysctl."),
    ("user", "leave it for now, I'll redo that task tomorrow together with the other sysctl keys"),
])

A02 = ("/Users/daniel/src/ticketbot", "2025-02-03T19:02:00Z", "py313", [
    ("user", "rye sync keeps failing since I bumped .python-version to 3.13, help"),
    ("bash", "rye sync",
     f"Exit code 1\n{E}[31merror{E}[0m: Python version mismatch (found {E}[1mcpython@3.13.1{E}[0m, expected "
     f"requires-python {E}[1m>=3.11,<3.13{E}[0m)", True),
    ("bash", "grep -n requires-python pyproject.toml", '4:requires-python = ">=3.11,<3.13"', False),
    ("edit", "/Users/daniel/src/ticketbot/pyproject.toml", 'requires-python = ">=3.11,<3.13"',
     'requires-python = ">=3.11,<3.14"'),
    ("bash", "rye sync",
     f"Exit code 1\nReusing already existing virtualenv\nGenerating production lockfile: "
     f"/Users/daniel/src/ticketbot/requirements.lock\nGenerating dev lockfile: "
     f"/Users/daniel/src/ticketbot/requirements-dev.lock\nInstalling dependencies\n{E}[2mResolved {E}[1m24 packages"
     f"{E}[0m{E}[2m in 412ms{E}[0m\n  {E}[31m×{E}[0m Failed to build `pydantic-core==2.14.6`\n  ╰─▶ error: the "
     f"configured Python interpreter version (3.13) is newer than PyO3's maximum supported version (3.12)", True),
    ("say", "The version range is fine now; the next wall is pydantic-core 2.14.6 (pulled in by pydantic 2.5.3), "
            "whose PyO3 predates 3.13 and has no 3.13 wheels. Raising pydantic's floor pulls a pydantic-core that "
            "supports 3.13."),
    ("bash", 'rye add "pydantic>=2.9"',
     f"Added pydantic>=2.9 as regular dependency\nReusing already existing virtualenv\nGenerating production "
     f"lockfile: /Users/daniel/src/ticketbot/requirements.lock\nInstalling dependencies\n{E}[2mResolved "
     f"{E}[1m24 packages{E}[0m{E}[2m in 380ms{E}[0m\n{E}[2mInstalled {E}[1m3 packages{E}[0m{E}[2m in 88ms{E}[0m\n"
     f" {E}[31m-{E}[39m pydantic==2.5.3\n {E}[32m+{E}[39m pydantic==2.10.4\n {E}[31m-{E}[39m pydantic-core==2.14.6\n"
     f" {E}[32m+{E}[39m pydantic-core==2.27.2\nDone!", False),
    ("bash", "rye test",
     f"Running tests for ticketbot (/Users/daniel/src/ticketbot)\n{E}[32m============================= 31 passed in "
     f"1.84s =============================={E}[0m", False),
    ("user", "great. also `rye fmt` keeps rewriting the files under vendor/, can we stop that?"),
    ("bash", "rye fmt --check",
     "Exit code 1\nWould reformat: vendor/slack_sdk_patch/client.py\nWould reformat: vendor/slack_sdk_patch/rtm.py\n"
     "Would reformat: src/ticketbot/handlers.py\n3 files would be reformatted, 16 files already formatted", True),
    ("edit", "/Users/daniel/src/ticketbot/pyproject.toml", "[tool.ruff]\nline-length = 100",
     '[tool.ruff]\nline-length = 100\nextend-exclude = ["vendor"]'),
    ("bash", "rye fmt --check",
     "Exit code 1\nWould reformat: src/ticketbot/handlers.py\n1 file would be reformatted, 16 files already formatted",
     True),
    ("bash", "rye fmt", "1 file reformatted, 16 files left unchanged", False),
    ("user", "perfect, vendor/ stays untouched now 👍"),
])

A03 = ("/srv/build/ledger_svc", "2025-02-04T10:40:00Z", "metrics", [
    ("user", "rebar3 release has been broken since I added the metrics module, can you get it building and booting"),
    ("bash", "rebar3 compile",
     "Exit code 1\n===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling ledger_svc\n"
     "===> Compiling src/ledger_metrics.erl failed\nsrc/ledger_metrics.erl:23:5: syntax error before: ')'\n"
     "src/ledger_metrics.erl:31:1: function observe/2 undefined", True),
    ("tool", "Read", {"file_path": "/srv/build/ledger_svc/src/ledger_metrics.erl", "offset": 18, "limit": 16},
     "    18\tinc(Name) ->\n    19\t    prometheus_counter:inc(Name, 1).\n    20\t\n    21\trecord(Name, Ms) ->\n"
     "    22\t    prometheus_histogram:observe(Name, Ms),\n    23\t    inc(Name),).\n", False),
    ("edit", "/srv/build/ledger_svc/src/ledger_metrics.erl", "    inc(Name),).", "    inc(Name)."),
    ("edit", "/srv/build/ledger_svc/src/ledger_metrics.erl", "-export([inc/1, record/2, observe/2]).",
     "-export([inc/1, record/2])."),
    ("bash", "rebar3 compile",
     "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling ledger_svc", False),
    ("bash", "rebar3 release",
     "Exit code 1\n===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling ledger_svc\n"
     "===> Assembling release ledger_svc-0.4.0...\n===> Errors generating release \n"
     "    Application needed for release not found: prometheus", True),
    ("bash", "grep -n -A3 'profiles' rebar.config",
     "14:{profiles, [\n15-    {test, [{deps, [{prometheus, \"4.11.0\"}, meck]}]}\n16-]}.", False),
    ("say", "prometheus is only a dependency of the test profile, so the default release can't find it. I'll move "
            "it to the top-level deps."),
    ("edit", "/srv/build/ledger_svc/rebar.config",
     '{deps, [cowboy, jsx]}.\n', '{deps, [cowboy, jsx, {prometheus, "4.11.0"}]}.\n'),
    ("edit", "/srv/build/ledger_svc/rebar.config",
     '    {test, [{deps, [{prometheus, "4.11.0"}, meck]}]}', "    {test, [{deps, [meck]}]}"),
    ("bash", "rebar3 release",
     "===> Verifying dependencies...\n===> Fetching prometheus v4.11.0\n===> Fetching quantile_estimator v0.2.1\n"
     "===> Analyzing applications...\n===> Compiling quantile_estimator\n===> Compiling prometheus\n"
     "===> Compiling ledger_svc\n===> Assembling release ledger_svc-0.4.0...\n===> Release successfully assembled: "
     "_build/default/rel/ledger_svc", False),
    ("user", "now start it to check that it boots"),
    ("bash", "_build/default/rel/ledger_svc/bin/ledger_svc foreground", INTERRUPTED, True),
    ("user", "[Request interrupted by user for tool use]"),
    ("user", "foreground never returns, it just sits there. start it in the background and ping it"),
    ("bash", "_build/default/rel/ledger_svc/bin/ledger_svc daemon && sleep 2 && "
             "_build/default/rel/ledger_svc/bin/ledger_svc ping", "pong", False),
    ("say", "The release boots as a daemon and answers `pong`."),
])


def _fb_journal() -> str:
    lines = ["Feb 04 13:20:01 web3 systemd[1]: Started fluent-bit.service - Fluent Bit.",
             "Feb 04 13:20:01 web3 fluent-bit[48211]: Fluent Bit v3.1.9",
             "Feb 04 13:20:01 web3 fluent-bit[48211]: * Copyright (C) 2015-2024 The Fluent Bit Authors",
             "Feb 04 13:20:01 web3 fluent-bit[48211]: [2025/02/04 13:20:01] [ info] [fluent bit] version=3.1.9, "
             "commit=431fa79ae2, pid=48211",
             "Feb 04 13:20:01 web3 fluent-bit[48211]: [2025/02/04 13:20:01] [ info] [storage] ver=1.5.2, type=memory, "
             "sync=normal, checksum=off, max_chunks_up=128",
             "Feb 04 13:20:01 web3 fluent-bit[48211]: [2025/02/04 13:20:01] [ info] [input:tail:tail.0] "
             "initializing",
             "Feb 04 13:20:01 web3 fluent-bit[48211]: [2025/02/04 13:20:01] [error] [input:tail:tail.0] read error, "
             "check permissions: /var/log/nginx/access.log",
             "Feb 04 13:20:01 web3 fluent-bit[48211]: [2025/02/04 13:20:01] [error] [input:tail:tail.0] file="
             "/var/log/nginx/error.log requires a larger buffer size, lines are too long. Skipping file.",
             "Feb 04 13:20:01 web3 fluent-bit[48211]: [2025/02/04 13:20:01] [ info] [output:http:http.0] worker #0 "
             "started"]
    for n in range(14):
        s = 3 + n * 2
        lines.append(f"Feb 04 13:20:{s:02d} web3 fluent-bit[48211]: [2025/02/04 13:20:{s:02d}] [error] "
                     f"[output:http:http.0] 10.20.4.17:9880, HTTP status=400")
        lines.append(f"Feb 04 13:20:{s:02d} web3 fluent-bit[48211]: {{\"error\":\"invalid JSON: expected array\"}}")
        lines.append(f"Feb 04 13:20:{s:02d} web3 fluent-bit[48211]: [2025/02/04 13:20:{s:02d}] [ warn] [engine] "
                     f"failed to flush chunk '48211-1738675{201 + n}.412{n}.flb', retry in {7 + n} seconds: "
                     f"task_id={n % 3}, input=tail.0 > output=http.0 (out_id=0)")
    return "\n".join(lines)


A04 = ("/etc/fluent-bit", "2025-02-04T13:10:00Z", "HEAD", [
    ("user", "fluent-bit isn't shipping the nginx logs to our collector at 10.20.4.17:9880. config is "
             "/etc/fluent-bit/fluent-bit.yaml"),
    ("bash", "fluent-bit -c /etc/fluent-bit/fluent-bit.yaml --dry-run",
     "Exit code 1\nFluent Bit v3.1.9\n* Copyright (C) 2015-2024 The Fluent Bit Authors\n\n[2025/02/04 13:11:40] "
     "[error] [config] YAML error found in file \"/etc/fluent-bit/fluent-bit.yaml\", line 14, column 9: found "
     "character that cannot start any token\n[2025/02/04 13:11:40] [error] configuration file contains errors, "
     "aborting.", True),
    ("tool", "Read", {"file_path": "/etc/fluent-bit/fluent-bit.yaml", "offset": 10, "limit": 8},
     "    10\t    - name: tail\n    11\t      path: /var/log/nginx/*.log\n    12\t      db: /var/lib/fluent-bit/"
     "tail.db\n    13\t  outputs:\n    14\t    \t- name: http\n", False),
    ("edit", "/etc/fluent-bit/fluent-bit.yaml", "  outputs:\n    \t- name: http", "  outputs:\n    - name: http"),
    ("bash", "fluent-bit -c /etc/fluent-bit/fluent-bit.yaml --dry-run",
     "Fluent Bit v3.1.9\n* Copyright (C) 2015-2024 The Fluent Bit Authors\n\nconfiguration test is successful",
     False),
    ("bash", "sudo systemctl restart fluent-bit && sleep 20 && journalctl -u fluent-bit -n 51 --no-pager",
     _fb_journal(), False),
    ("say", "Two separate problems in the journal:\n1. `read error, check permissions: /var/log/nginx/access.log` - "
            "the service runs as the `fluent-bit` user, and nginx's logs are `root:adm 0640`.\n2. The collector "
            "answers `HTTP status=400` with `invalid JSON: expected array`: the output sends `format: json`, "
            "an array per chunk... the collector wants one object per line, i.e. `json_lines`.\nThe error.log "
            "`requires a larger buffer size` line is a third, smaller one."),
    ("bash", "sudo usermod -aG adm fluent-bit && id fluent-bit",
     "uid=998(fluent-bit) gid=998(fluent-bit) groups=998(fluent-bit),4(adm)", False),
    ("edit", "/etc/fluent-bit/fluent-bit.yaml", "      format: json\n", "      format: json_lines\n"),
    ("bash", "sudo systemctl restart fluent-bit && sleep 20 && journalctl -u fluent-bit -n 200 --no-pager "
             "| grep -E 'tail.0|http.0' | tail -6",
     "Feb 04 13:31:02 web3 fluent-bit[48977]: [2025/02/04 13:31:02] [ info] [input:tail:tail.0] inotify_fs_add(): "
     "inode=2359411 watch_fd=1 name=/var/log/nginx/access.log\nFeb 04 13:31:02 web3 fluent-bit[48977]: [2025/02/04 "
     "13:31:02] [ info] [output:http:http.0] worker #0 started\nFeb 04 13:31:04 web3 fluent-bit[48977]: "
     "[2025/02/04 13:31:04] [ info] [output:http:http.0] 10.20.4.17:9880, HTTP status=200\nFeb 04 13:31:09 web3 "
     "fluent-bit[48977]: [2025/02/04 13:31:09] [ info] [output:http:http.0] 10.20.4.17:9880, HTTP status=200",
     False),
    ("say", "access.log is watched now and the collector answers 200. For error.log: should I set "
            "`buffer_max_size: 256k` on the tail input, or `skip_long_lines: on` so only the long lines are "
            "dropped instead of the whole file?"),
    ("user", "the collector shows the access logs now, thanks! leave error.log as it is, that's only the bot noise"),
])

A05 = (r"C:\Users\marta\work\telemetry-ingest", "2025-02-05T09:00:00Z", "main", [
    ("user", "our ingestion script into QuestDB drops rows silently. check ingest.py, QuestDB runs locally"),
    ("bash", r"python .\ingest.py --file .\samples\day1.csv", "sent 5000 rows", False),
    ("bash", 'curl.exe -G "http://localhost:9000/exec" --data-urlencode "query=select count() from sensor_readings"',
     '{"query":"select count() from sensor_readings","columns":[{"name":"count","type":"LONG"}],"timestamp":-1,'
     '"dataset":[[3120]],"count":1}', False),
    ("bash", r"Get-Content C:\questdb\log\stdout-2025-02-05T00-00-00.txt -Tail 40 | Select-String 'sensor_readings'",
     "2025-02-05T09:01:12.412Z E i.q.c.l.t.LineTcpConnectionContext [17] could not process line data "
     "[table=sensor_readings, msg=cast error for line protocol float [columnWriterIndex=3, columnType=LONG, "
     "name=humidity], errno=0]\n2025-02-05T09:01:12.413Z I i.q.c.l.t.LineTcpConnectionContext [17] peer "
     "disconnected [fd=1744]", False),
    ("say", "QuestDB created `humidity` as LONG from the first rows (sent as integers, `humidity=41i`). Later "
            "rows carry floats, the server refuses them, closes the TCP connection, and the TCP sender never "
            "learns: the script still prints `sent 5000 rows`. I'll change the column to DOUBLE."),
    ("bash", 'curl.exe -G "http://localhost:9000/exec" --data-urlencode "query=alter table sensor_readings alter '
             'column humidity type double"', REJECTED, True),
    ("user", "no DDL on the shared instance please. change the sender instead, and use the HTTP transport so we "
             "see errors"),
    ("edit", r"C:\Users\marta\work\telemetry-ingest\ingest.py",
     'with Sender.from_conf("tcp::addr=localhost:9009;") as sender:',
     'with Sender.from_conf("http::addr=localhost:9000;") as sender:'),
    ("edit", r"C:\Users\marta\work\telemetry-ingest\ingest.py",
     '"humidity": float(row["humidity"]),', '"humidity": int(round(float(row["humidity"]))),'),
    ("bash", r"python .\ingest.py --file .\samples\day1.csv", "sent 5000 rows", False),
    ("bash", 'curl.exe -G "http://localhost:9000/exec" --data-urlencode "query=select count() from sensor_readings"',
     '{"query":"select count() from sensor_readings","columns":[{"name":"count","type":"LONG"}],"timestamp":-1,'
     '"dataset":[[8120]],"count":1}', False),
    ("say", "The count went from 3120 to 8120, so all 5000 rows of day1.csv landed this time."),
])

SOURCES = {"a01-molecule-podman": A01, "a02-rye-py313": A02, "a03-rebar3-release": A03,
           "a04-fluentbit-http": A04, "a05-questdb-ilp": A05}
