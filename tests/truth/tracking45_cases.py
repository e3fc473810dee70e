"""The case tables of the forty-fifth tracking corpus (written by build_tracking45.py), and its first cases:
docker run --name while a stopped container still holds the name, Ansible password logins on a control node
without sshpass, and the mysql client's localhost going to a Unix socket instead of a published container port
(Korean). The other cases are in tracking45_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t45-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- docker run --name while a stopped container still holds the name -------------------------------------

def _conflict(name: str, cid: str) -> str:
    return (f'docker: Error response from daemon: Conflict. The container name "/{name}" is already in use by '
            f'container "{cid}". You have to remove (or rename) that container to be able to reuse that name.\n'
            "See 'docker run --help'.")


PG_RUN = "docker run -d --name pg-test -e POSTGRES_PASSWORD=test -p 5433:5432 postgres:16"


def container_name() -> None:
    T.source("s-docker-name", "/home/dev/src/orders-api", "2025-05-05T09:10:00Z", "feat/pg-fixture",
             user("start a fresh postgres 16 for the integration tests, container name pg-test on port 5433"),
             err(PG_RUN, _conflict("pg-test", "8c1f0e2b9a4d7f63e5b2c1d0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0"),
                 125),
             ok("docker ps -a --filter name=pg-test --format '{{.ID}} {{.Image}} {{.Status}}'",
                "8c1f0e2b9a4d postgres:16 Exited (0) 3 days ago"),
             say("A stopped pg-test from an earlier run still holds the name. It has no volume worth keeping, so "
                 "I'll remove it and start the new one."),
             ok(f"docker rm -f pg-test && {PG_RUN}",
                "pg-test\n4b7e2d91c0a35f8e6d1b2c3a4f5e6d7c8b9a0f1e2d3c4b5a6f7e8d9c0b1a2f3e"))
    T.lesson("t45-docker-name-in-use", "global", "en", "s-docker-name", "tool_quirk",
             "docker run --name fails while a stopped container still holds the name",
             "`docker run -d --name pg-test …` exits 125 with `Conflict. The container name \"/pg-test\" is already "
             "in use by container …` although `docker ps` shows nothing running under that name.",
             "A container that has exited is not gone: it keeps its name until it is removed, so re-running the "
             "same `docker run --name` line a second time fails even though the first container stopped long ago.",
             "Docker container names are unique among all containers, running or stopped. Containers started "
             "without `--rm` stay in `docker ps -a` after they exit and keep holding the name.",
             "Remove the old container before starting a new one with the same name: `docker rm -f <name>` (e.g. "
             "`docker rm -f pg-test && docker run -d --name pg-test …`). For throwaway containers pass `--rm` to "
             "`docker run` so the container, and its name, go away when it stops.",
             ["`docker: Error response from daemon: Conflict. The container name \"/pg-test\" is already in use by "
              "container` (the first `docker run`, exit code 125)",
              "`docker ps -a` showed the old one: `8c1f0e2b9a4d postgres:16 Exited (0) 3 days ago`",
              f"the fix: `docker rm -f pg-test && {PG_RUN}` printed the new container id"])

    T.later("l-a-make", "/home/dev/src/orders-api", "2025-05-19T10:02:00Z", "feat/refund-webhooks",
            user("bring up the integration database and run the refund tests"),
            ok("make db-up",
               "docker rm -f pg-it 2>/dev/null || true\npg-it\n"
               "docker run -d --name pg-it -e POSTGRES_PASSWORD=test -p 5434:5432 postgres:16\n"
               "9d3c0e1f2a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d"),
            ok("go test -tags integration ./internal/refunds/...",
               "ok  \tgithub.com/acme/orders-api/internal/refunds\t3.412s"))
    T.pair("t45-docker-name-in-use", "l-a-make", "applied",
           "make db-up ran `docker rm -f pg-it` before `docker run --name pg-it`: the lesson's fix through a make "
           "target, with no name conflict")

    T.later("l-a-ssh-redis", "/home/dev/infra/ci-runners", "2025-06-03T08:41:00Z", "main",
            user("restart the redis cache on ci-runner-3 with maxmemory 2gb and allkeys-lru"),
            err("ssh ci-runner-3 'docker run -d --name redis-cache -p 6379:6379 redis:7.2 redis-server "
                "--maxmemory 2gb --maxmemory-policy allkeys-lru'",
                _conflict("redis-cache", "f31a7c9e0b2d4f6a8c1e3b5d7f9a0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f5a"), 125),
            say("The old redis-cache container is still there. Stopping and removing it, then starting the new one."),
            ok("ssh ci-runner-3 'docker stop redis-cache && docker rm redis-cache && docker run -d --name "
               "redis-cache -p 6379:6379 redis:7.2 redis-server --maxmemory 2gb --maxmemory-policy allkeys-lru'",
               "redis-cache\nredis-cache\n7aa04c1d9e2f3b5a6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b"))
    T.pair("t45-docker-name-in-use", "l-a-ssh-redis", "recurred",
           "docker run --name redis-cache on ci-runner-3 hit the same Conflict: an old container held the name")

    T.later("l-a-rm-flag", "/home/dev/src/signup-flow", "2025-06-11T13:15:00Z", "feat/email-verify",
            user("I need a local SMTP catcher for the verification emails; nothing should be left behind when I "
                 "stop it"),
            ok("zsh -c 'docker run --rm -d --name mailpit -p 1025:1025 -p 8025:8025 axllent/mailpit:v1.18'",
               "e21b7a0c4d3f5e6a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a"),
            ok("curl -s localhost:8025/api/v1/info | head -c 60", '{"Version":"v1.18.7","LatestVersion":"v1.18.7"'),
            say("Mailpit listens on 1025 for SMTP; with --rm the container and its name disappear when you stop "
                "it."))
    T.pair("t45-docker-name-in-use", "l-a-rm-flag", "applied",
           "the throwaway container was started with --rm, the lesson's other spelling of the fix; no conflict")

    T.later("l-a-port", "/home/dev/src/orders-api", "2025-06-18T09:30:00Z", "fix/flaky-db",
            user("start a second postgres for the flaky-test bisect, call it pg-test2"),
            err("docker run -d --name pg-test2 -e POSTGRES_PASSWORD=test -p 5433:5432 postgres:16",
                "docker: Error response from daemon: driver failed programming external connectivity on endpoint "
                "pg-test2 (5e0c4b1a9d8f7e6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c): Bind for "
                "0.0.0.0:5433 failed: port is already allocated.", 125),
            ok("docker ps --format '{{.Names}} {{.Ports}}' | grep 5433", "pg-test 0.0.0.0:5433->5432/tcp"),
            say("pg-test is already running on 5433 with the same image. A separate database on it will do for "
                "the bisect."),
            ok("psql postgresql://postgres:test@127.0.0.1:5433/postgres -c 'CREATE DATABASE bisect'",
               "CREATE DATABASE"))
    T.pair("t45-docker-name-in-use", "l-a-port", "neither",
           "a different docker run error (port is already allocated); the name was free, no Conflict")

    T.later("l-a-doc", "/home/dev/src/orders-api", "2025-06-25T16:05:00Z", "docs/runbook",
            user("The nightly Jenkins job keeps failing with 'The container name \"/pg-test\" is already in use' "
                 "when the previous run was aborted. Write down in the runbook what to do about it."),
            write("/home/dev/src/orders-api/docs/runbook/nightly.md",
                  "# Nightly integration job\n\n## Conflict: container name \"/pg-test\" is already in use\n\n"
                  "An aborted run leaves its stopped `pg-test` container behind. Before re-running the job, "
                  "remove it:\n\n```\ndocker rm -f pg-test\n```\n"),
            say("Added the section to docs/runbook/nightly.md."))
    T.pair("t45-docker-name-in-use", "l-a-doc", "neither",
           "the failure is only quoted by the person and the fix only written into the runbook; nothing run")

    T.later("l-a-before", "/home/dev/src/orders-api", "2025-04-14T11:20:00Z", "feat/outbox",
            user("start postgres for the outbox tests (pg-test, 5433)"),
            err(PG_RUN, _conflict("pg-test", "51d0e9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0"),
                125),
            ok(f"docker rm -f pg-test && {PG_RUN}",
               "pg-test\n0e4f2a6c8b1d3e5f7a9c0b2d4e6f8a1c3e5b7d9f0a2c4e6b8d1f3a5c7e9b0d2f"))
    T.pair("t45-docker-name-in-use", "l-a-before", "neither",
           "dated before the lesson's source session (2025-05-05); neither whatever it holds")

    T.later("l-a-pwsh", "C:\\Users\\dev\\src\\Ledger.Api", "2025-07-02T07:50:00Z", "feat/sql-tests",
            user("start the SQL Server dev container again, I rebooted"),
            err("powershell -NoProfile -Command \"docker run -d --name sqlserver-dev -e 'ACCEPT_EULA=Y' "
                "-e 'MSSQL_SA_PASSWORD=Dev!Passw0rd' -p 1433:1433 mcr.microsoft.com/mssql/server:2022-latest\"",
                _conflict("sqlserver-dev", "0b9e3d5f7a1c2e4b6d8f0a3c5e7b9d1f4a6c8e0b2d5f7a9c1e3b6d8f0a2c4e7b"), 125),
            say("The container from before the reboot still exists (stopped). Starting it keeps the database."),
            ok("powershell -NoProfile -Command \"docker start sqlserver-dev\"", "sqlserver-dev"))
    T.pair("t45-docker-name-in-use", "l-a-pwsh", "recurred",
           "docker run --name sqlserver-dev in PowerShell failed with the same Conflict on a stopped container")


# --- Ansible password logins on a control node without sshpass ------------------------------------------------

SSHPASS_MSG = ("to use the 'ssh' connection type with passwords or pkcs11_provider, you must install the sshpass "
               "program")
VAULT = "--vault-password-file ~/.config/ansible/vault-pass"


def ansible_sshpass() -> None:
    T.source("s-ansible-sshpass", "/home/dev/infra/ansible", "2025-05-05T14:00:00Z", "feat/lab-bootstrap",
             user("run the bootstrap playbook against the new lab box lab-14 (10.20.0.14). It only has password "
                  "login until the playbook installs our keys; the password is in group_vars/lab/vault.yml"),
             ok("grep -n ansible_ inventory/lab.ini",
                "2:lab-14 ansible_host=10.20.0.14 ansible_user=ops\n"
                "6:ansible_password=\"{{ vault_lab_ops_password }}\""),
             err(f"ansible -i inventory/lab.ini lab-14 -m ping {VAULT}",
                 f'lab-14 | FAILED! => {{\n    "msg": "{SSHPASS_MSG}"\n}}', 2),
             ok("command -v sshpass || echo 'sshpass: not installed'", "sshpass: not installed"),
             say("Ansible's ssh connection hands the password to ssh through sshpass, which this control machine "
                 "doesn't have. Installing it."),
             ok("sudo apt-get install -y sshpass",
                "Reading package lists...\nBuilding dependency tree...\nReading state information...\n"
                "The following NEW packages will be installed:\n  sshpass\n"
                "0 upgraded, 1 newly installed, 0 to remove and 3 not upgraded.\n"
                "Setting up sshpass (1.09-1) ...\nProcessing triggers for man-db (2.12.0-4build2) ..."),
             ok(f"ansible -i inventory/lab.ini lab-14 -m ping {VAULT}",
                'lab-14 | SUCCESS => {\n    "ansible_facts": {\n        "discovered_interpreter_python": '
                '"/usr/bin/python3"\n    },\n    "changed": false,\n    "ping": "pong"\n}'),
             ok(f"ansible-playbook -i inventory/lab.ini bootstrap.yml -l lab-14 {VAULT}",
                "PLAY RECAP *********************************************************************\n"
                "lab-14                     : ok=12   changed=7    unreachable=0    failed=0    skipped=1    "
                "rescued=0    ignored=0"))
    T.lesson("t45-ansible-sshpass", "global", "en", "s-ansible-sshpass", "env_setup",
             "Ansible with ssh passwords needs sshpass installed on the control node",
             "Every task against a host that logs in with `ansible_password` (or `-k`) fails at once with "
             "`to use the 'ssh' connection type with passwords or pkcs11_provider, you must install the sshpass "
             "program`.",
             "The inventory and vault are right and ssh by hand with the password works, so it looks like a "
             "credentials problem; the missing piece is a program on the machine running Ansible, not on the "
             "target.",
             "Ansible's ssh connection plugin cannot type a password into ssh itself; it feeds it through the "
             "external `sshpass` program, which is not installed by default on the control node or in slim "
             "images.",
             "Install sshpass on the control node before a password-based run: `sudo apt-get install -y sshpass` "
             "on Debian/Ubuntu, `sudo dnf install -y sshpass` on Fedora/RHEL (from EPEL on RHEL/Rocky), `apk add "
             "sshpass` on Alpine, `brew install hudochenkov/sshpass/sshpass` on macOS; in a runner image, add it "
             "to the image's package install.",
             ["`lab-14 | FAILED!` with `\"msg\": \"to use the 'ssh' connection type with passwords or "
              "pkcs11_provider, you must install the sshpass program\"`",
              "`sshpass: not installed`",
              "after `sudo apt-get install -y sshpass` (`Setting up sshpass (1.09-1) ...`) the same ping returned "
              "`\"ping\": \"pong\"`"])

    T.later("l-b-image", "/home/dev/infra/ansible-runner", "2025-05-22T09:00:00Z", "feat/runner-image",
            user("build a container image for running our playbooks from CI; some legacy hosts still use "
                 "password auth"),
            write("/home/dev/infra/ansible-runner/Dockerfile",
                  "FROM python:3.12-slim\n"
                  "RUN apt-get update && apt-get install -y --no-install-recommends openssh-client sshpass \\\n"
                  "    && rm -rf /var/lib/apt/lists/*\n"
                  "RUN pip install --no-cache-dir ansible-core==2.17.1\nWORKDIR /work\n"),
            ok("docker build -t registry.acme.internal/ansible-runner:2.17 .",
               "#5 [2/4] RUN apt-get update && apt-get install -y --no-install-recommends openssh-client sshpass"
               "     && rm -rf /var/lib/apt/lists/*\n#5 9.214 Setting up sshpass (1.09-1+b1) ...\n#5 DONE 10.1s\n"
               "#6 [3/4] RUN pip install --no-cache-dir ansible-core==2.17.1\n#6 DONE 21.7s\n"
               "#8 naming to registry.acme.internal/ansible-runner:2.17 done"),
            ok("docker run --rm -v \"$PWD/../ansible:/work\" registry.acme.internal/ansible-runner:2.17 "
               "ansible -i inventory/legacy.ini legacy-jump-01 -m ping",
               'legacy-jump-01 | SUCCESS => {\n    "changed": false,\n    "ping": "pong"\n}'))
    T.pair("t45-ansible-sshpass", "l-b-image", "applied",
           "sshpass installed in the runner image, which was built and used for a password host; no sshpass error")

    T.later("l-b-mac", "/Users/dev/src/netops", "2025-06-05T15:30:00Z", "feat/syslog-relay",
            user("run syslog.yml against the monitoring hosts"),
            err("zsh -c 'ansible-playbook -i hosts.ini syslog.yml -l monitoring'",
                "PLAY [monitoring] **************************************************************\n\n"
                "TASK [Gathering Facts] *********************************************************\n"
                f'fatal: [mon-01]: FAILED! => {{"msg": "{SSHPASS_MSG}"}}\n\n'
                "PLAY RECAP *********************************************************************\n"
                "mon-01                     : ok=0    changed=0    unreachable=0    failed=1    skipped=0    "
                "rescued=0    ignored=0", 2),
            ok("zsh -c 'brew install hudochenkov/sshpass/sshpass'",
               "==> Tapping hudochenkov/sshpass\n==> Fetching hudochenkov/sshpass/sshpass\n"
               "🍺  /opt/homebrew/Cellar/sshpass/1.10: 9 files, 76.5KB, built in 9 seconds"),
            ok("zsh -c 'ansible-playbook -i hosts.ini syslog.yml -l monitoring'",
               "PLAY RECAP *********************************************************************\n"
               "mon-01                     : ok=5    changed=2    unreachable=0    failed=0    skipped=0    "
               "rescued=0    ignored=0"))
    T.pair("t45-ansible-sshpass", "l-b-mac", "recurred",
           "the playbook on the Mac failed with the same must-install-sshpass message before brew installed it")

    T.later("l-b-dnf", "/home/dev/infra/ansible", "2025-06-16T10:10:00Z", "feat/bastion-2",
            user("set up bastion-2 (Rocky 9) as a second Ansible control node; the old DMZ hosts still use "
                 "passwords"),
            ok("ssh bastion-2 'sudo dnf install -y epel-release && sudo dnf install -y ansible-core sshpass'",
               "Installed:\n  epel-release-9-7.el9.noarch\n\nComplete!\n...\nInstalled:\n"
               "  ansible-core-1:2.14.14-1.el9.x86_64   sshpass-1.09-4.el9.x86_64\n\nComplete!"),
            ok("ssh bastion-2 'cd ~/ansible && ansible -i inventory/dmz.ini dmz -m ping'",
               'dmz-web-01 | SUCCESS => {\n    "changed": false,\n    "ping": "pong"\n}\n'
               'dmz-web-02 | SUCCESS => {\n    "changed": false,\n    "ping": "pong"\n}'))
    T.pair("t45-ansible-sshpass", "l-b-dnf", "applied",
           "sshpass installed with dnf on the new control node before the password-based ping; no error")

    T.later("l-b-unreach", "/home/dev/infra/ansible", "2025-06-20T11:45:00Z", "main",
            user("ping lab-15 with ansible, it should be up now"),
            err("ansible -i inventory/lab.ini lab-15 -m ping",
                'lab-15 | UNREACHABLE! => {\n    "changed": false,\n    "msg": "Failed to connect to the host via '
                'ssh: ssh: connect to host 10.20.0.15 port 22: Connection timed out",\n    "unreachable": true\n}',
                4),
            ok("ping -c 2 -W 1 10.20.0.15 || true",
               "PING 10.20.0.15 (10.20.0.15) 56(84) bytes of data.\n\n--- 10.20.0.15 ping statistics ---\n"
               "2 packets transmitted, 0 received, 100% packet loss, time 1009ms"),
            say("lab-15 doesn't answer at all, not even ICMP. It's down or not on the lab VLAN yet."))
    T.pair("t45-ansible-sshpass", "l-b-unreach", "neither",
           "a different Ansible failure (UNREACHABLE, connection timed out); sshpass not involved")

    T.later("l-b-scp", "/home/dev/ops/backups", "2025-06-27T07:20:00Z", "main",
            user("copy last night's db dump to the old NAS; it only does password scp, the password is in "
                 "$NAS_PW"),
            ok("SSHPASS=\"$NAS_PW\" sshpass -e scp -o StrictHostKeyChecking=accept-new db-2025-06-26.sql.gz "
               "backup@nas-old:/volume1/db/ && echo copied", "copied"))
    T.pair("t45-ansible-sshpass", "l-b-scp", "neither",
           "sshpass already present and run directly for an scp copy; no Ansible run and nothing installed")

    T.later("l-b-ci", "/builds/netops/ansible", "2025-07-08T12:00:00Z", "deploy/staging",
            user("the staging deploy job failed; run ci/deploy.sh staging here in the job container and see why"),
            err("./ci/deploy.sh staging",
                f"+ ansible-playbook -i inventory/staging.ini site.yml {VAULT}\n\nPLAY [all] "
                "*********************************************************************\n\n"
                "TASK [Gathering Facts] *********************************************************\n"
                f'fatal: [stg-app-01]: FAILED! => {{"msg": "{SSHPASS_MSG}"}}', 2),
            ok("head -2 /etc/os-release; command -v sshpass || echo none",
               'NAME="Alpine Linux"\nID=alpine\nnone'),
            ok("apk add --no-cache sshpass && ./ci/deploy.sh staging",
               "(1/1) Installing sshpass (1.10-r0)\nOK: 142 MiB in 61 packages\n...\n"
               "stg-app-01                 : ok=23   changed=2    unreachable=0    failed=0    skipped=4    "
               "rescued=0    ignored=0"))
    T.pair("t45-ansible-sshpass", "l-b-ci", "recurred",
           "the CI deploy script's playbook failed with the same sshpass message in an Alpine job image")

    T.later("l-b-ask", "/home/dev/infra/ansible", "2025-07-11T09:05:00Z", "main",
            user("Priya got 'you must install the sshpass program' on her laptop. Should we just install sshpass "
                 "everywhere or finally move the lab hosts to keys?"),
            say("Installing sshpass fixes the message, but it keeps passwords in the vault and in process "
                "arguments. For hosts we own I'd move to keys: the bootstrap playbook already installs our "
                "authorized_keys, so after one password run the inventory can drop ansible_password."))
    T.pair("t45-ansible-sshpass", "l-b-ask", "neither",
           "the error is quoted by the person and discussed; nothing installed or run")


# --- the mysql client's localhost goes to a Unix socket (Korean) ---------------------------------------------

SOCK_ERR = "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock' (2)"
PW_WARN = "mysql: [Warning] Using a password on the command line interface can be insecure."


def mysql_socket() -> None:
    T.source("s-mysql-socket", "/home/dev/src/shop-backend", "2025-05-06T10:00:00Z", "chore/seed-data",
             user("docker compose로 띄운 mysql에 db/seed.sql 시드 데이터 넣어줘"),
             ok("docker compose ps mysql",
                "NAME                   IMAGE       COMMAND                  SERVICE   CREATED       STATUS"
                "                 PORTS\nshop-backend-mysql-1   mysql:8.0   \"docker-entrypoint.s…\"   mysql     "
                "2 hours ago   Up 2 hours (healthy)   0.0.0.0:3306->3306/tcp, 33060/tcp"),
             err("mysql -h localhost -u shop -pshop shop < db/seed.sql", f"{PW_WARN}\n{SOCK_ERR}", 1),
             say("`-h localhost`이면 mysql 클라이언트는 TCP가 아니라 로컬 유닉스 소켓으로 접속합니다. 이 호스트에는 "
                 "mysqld가 없고 컨테이너는 3306 포트로만 열려 있으니 127.0.0.1로 TCP 접속하겠습니다."),
             ok("mysql -h 127.0.0.1 -P 3306 -u shop -pshop shop < db/seed.sql", PW_WARN),
             ok("mysql -h 127.0.0.1 -P 3306 -u shop -pshop shop -e 'SELECT COUNT(*) AS products FROM products'",
                f"{PW_WARN}\n+----------+\n| products |\n+----------+\n|      240 |\n+----------+"))
    T.lesson("t45-mysql-localhost-socket", "global", "ko", "s-mysql-socket", "tool_quirk",
             "mysql 클라이언트의 -h localhost는 유닉스 소켓으로 붙어서 도커의 MySQL에 ERROR 2002가 난다",
             "포트를 공개한 도커 MySQL에 `mysql -h localhost …`로 접속하면 `ERROR 2002 (HY000): Can't connect to "
             "local MySQL server through socket '/var/run/mysqld/mysqld.sock' (2)`로 실패한다.",
             "localhost와 127.0.0.1이 같다고 생각하고 `-h localhost`를 쓰거나 `-h`를 생략하면, `-P`로 포트를 줘도 "
             "무시되고 소켓 파일을 찾는다. 서버가 떠 있는데도 '서버가 죽었다'처럼 보인다.",
             "MySQL 클라이언트(mysql, mysqldump, mysqladmin)는 호스트가 localhost(기본값)이면 TCP 대신 유닉스 소켓 "
             "파일로 접속한다. 서버가 컨테이너 안에 있으면 호스트에는 그 소켓이 없고 공개된 TCP 포트만 있다.",
             "`-h 127.0.0.1`로 접속하거나 `--protocol=TCP`를 붙여 TCP를 강제한다. 자주 쓰면 `~/.my.cnf`의 "
             "`[client]` 섹션에 `host=127.0.0.1`(또는 `protocol=tcp`)을 넣어 둔다.",
             ["`mysql -h localhost -u shop -pshop shop < db/seed.sql` → `ERROR 2002 (HY000): Can't connect to local "
              "MySQL server through socket '/var/run/mysqld/mysqld.sock' (2)`",
              "컨테이너는 `0.0.0.0:3306->3306/tcp`로 떠 있었다",
              "`mysql -h 127.0.0.1 -P 3306 -u shop -pshop shop < db/seed.sql` 후 `|      240 |`"])

    T.later("l-c-dump", "/home/dev/src/crm-sync", "2025-05-21T10:12:00Z", "feat/nightly-dump",
            user("dump the compose mysql (published on 3307) into backups/ before I run the migration"),
            ok("mysqldump --protocol=TCP -h localhost -P 3307 -u root -proot --single-transaction crm > "
               "backups/crm-2025-05-21.sql && ls -lh backups/crm-2025-05-21.sql",
               "mysqldump: [Warning] Using a password on the command line interface can be insecure.\n"
               "-rw-r--r-- 1 dev dev 38M May 21 10:14 backups/crm-2025-05-21.sql"))
    T.pair("t45-mysql-localhost-socket", "l-c-dump", "applied",
           "mysqldump with --protocol=TCP, the lesson's other spelling, reached the container; no ERROR 2002")

    T.later("l-c-fish", "/home/dev/src/billing", "2025-06-02T14:40:00Z", "feat/test-db",
            user("create a billing_test database in the local mysql container"),
            ok("docker ps --format '{{.Names}} {{.Image}} {{.Ports}}'",
               "billing-db mysql:8.4 0.0.0.0:3306->3306/tcp, 33060/tcp"),
            err("fish -c 'mysql -u root -psecret -e \"CREATE DATABASE billing_test\"'", f"{PW_WARN}\n{SOCK_ERR}", 1),
            say("No -h means localhost, which is the socket. Going over TCP to the published port."),
            ok("fish -c 'mysql -h 127.0.0.1 -u root -psecret -e \"CREATE DATABASE billing_test\"'", PW_WARN))
    T.pair("t45-mysql-localhost-socket", "l-c-fish", "recurred",
           "mysql without -h (localhost) went to the socket against a published container: the same ERROR 2002")

    T.later("l-c-mycnf", "/home/dev/src/reporting", "2025-06-12T09:00:00Z", "main",
            user("I'm tired of typing host and password for the report db container; make plain `mysql reporting` "
                 "work"),
            write("/home/dev/.my.cnf", "[client]\nhost=127.0.0.1\nport=3306\nuser=report\npassword=report\n"),
            ok("chmod 600 ~/.my.cnf && mysql reporting -e 'SELECT DATABASE(), @@hostname'",
               "+------------+--------------+\n| DATABASE() | @@hostname   |\n+------------+--------------+\n"
               "| reporting  | 5c0ad1e3b2f4 |\n+------------+--------------+"))
    T.pair("t45-mysql-localhost-socket", "l-c-mycnf", "applied",
           "host=127.0.0.1 in ~/.my.cnf's [client] section, which the lesson names, then mysql ran with no 2002")

    T.later("l-c-stopped", "/home/dev/ops", "2025-06-19T09:35:00Z", "main",
            user("the staging app says it can't reach mysql; check db-stage"),
            err("ssh db-stage 'mysql -u root -e \"SELECT 1\"'", SOCK_ERR, 1),
            ok("ssh db-stage 'systemctl status mysql --no-pager | head -4'",
               "× mysql.service - MySQL Community Server\n     Loaded: loaded (/lib/systemd/system/mysql.service; "
               "enabled; vendor preset: enabled)\n     Active: failed (Result: exit-code) since Thu 2025-06-19 "
               "03:12:44 UTC; 6h ago\n    Process: 1873 ExecStart=/usr/sbin/mysqld (code=exited, "
               "status=1/FAILURE)"),
            ok("ssh db-stage 'sudo journalctl -u mysql --no-pager | tail -2'",
               "Jun 19 03:12:44 db-stage mysqld[1873]: [ERROR] [MY-012592] [InnoDB] Operating system error number "
               "28 in a file operation.\nJun 19 03:12:44 db-stage mysqld[1873]: [ERROR] [MY-012596] [InnoDB] "
               "Error number 28 means 'No space left on device'"),
            ok("ssh db-stage 'sudo journalctl --vacuum-size=200M >/dev/null && sudo systemctl start mysql && "
               "mysql -u root -N -e \"SELECT 1\"'", "1"))
    T.pair("t45-mysql-localhost-socket", "l-c-stopped", "neither",
           "the same ERROR 2002 from another cause: mysqld itself was down on a host where the socket is right")

    T.later("l-c-pymysql", "/home/dev/src/shop-backend", "2025-06-24T13:25:00Z", "feat/stock-sync",
            user("run the stock sync job locally"),
            err("python -m jobs.stock_sync",
                "Traceback (most recent call last):\n  ...\npymysql.err.OperationalError: (2003, \"Can't connect "
                "to MySQL server on 'mysql' ([Errno -2] Name or service not known)\")", 1),
            say("The .env points at the compose service name `mysql`, which only resolves inside the compose "
                "network. Running the job as a one-off compose container instead."),
            ok("docker compose run --rm app python -m jobs.stock_sync", "synced 240 products"))
    T.pair("t45-mysql-localhost-socket", "l-c-pymysql", "neither",
           "a different error (2003, a compose service name unresolvable from the host) from a Python client")

    T.later("l-c-before", "/home/dev/src/shop-backend", "2025-04-22T15:00:00Z", "feat/orders-index",
            user("show the indexes on orders in the compose mysql"),
            ok("mysql -h 127.0.0.1 -u shop -pshop shop -e 'SHOW INDEX FROM orders' | cut -f3,5",
               f"{PW_WARN}\nKey_name\tColumn_name\nPRIMARY\tid\nidx_orders_customer\tcustomer_id"))
    T.pair("t45-mysql-localhost-socket", "l-c-before", "neither",
           "dated before the lesson's source session (2025-05-06); neither whatever it holds")

    T.later("l-c-make", "/home/dev/src/inventory", "2025-07-03T10:50:00Z", "fix/sku-dupes",
            user("check the compose db for duplicate SKUs"),
            err("make db-query Q='SELECT sku, COUNT(*) c FROM items GROUP BY sku HAVING c > 1'",
                "mysql -h localhost -P 3310 -u inv -pinv inventory -e \"SELECT sku, COUNT(*) c FROM items GROUP BY "
                f"sku HAVING c > 1\"\n{PW_WARN}\n{SOCK_ERR}\nmake: *** [Makefile:14: db-query] Error 1", 2),
            edit("/home/dev/src/inventory/Makefile", "mysql -h localhost -P 3310", "mysql -h 127.0.0.1 -P 3310"),
            ok("make db-query Q='SELECT sku, COUNT(*) c FROM items GROUP BY sku HAVING c > 1'",
               "mysql -h 127.0.0.1 -P 3310 -u inv -pinv inventory -e \"SELECT sku, COUNT(*) c FROM items GROUP BY "
               f"sku HAVING c > 1\"\n{PW_WARN}\n+---------+---+\n| sku     | c |\n+---------+---+\n"
               "| AB-1042 | 2 |\n+---------+---+"))
    T.pair("t45-mysql-localhost-socket", "l-c-make", "recurred",
           "the make target's mysql -h localhost -P 3310 hit the same socket ERROR 2002 before it was changed")


FILLS = [container_name, ansible_sshpass, mysql_socket]
