"""Labelled lessons of corpus43, part five: the WirePlumber, GitLab Runner, Citus and Gatus sessions. Each label was
written from the session text (corpus43_sources_d.py) before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus43_common import gotcha, knowledge

WPL, GLR, CIT, GAT = ("wireplumber-e30-fedora", "gitlab-runner-wsl-ca", "citus-workers-orders", "gatus-sqlite-slack")

RECORDS = [
    gotcha(99, WPL, "real shown person_confirms", (
        "A USB DAC that appears late at boot loses the default sink to built-in audio",
        "After every reboot the default sink is Built-in Audio even though `wpctl set-default` chose the E30.",
        "The saved default (`default.configured.audio.sink`) is right, so set-default looks like it should stick.",
        "At boot the E30 is busy for two seconds; WirePlumber picks the highest-priority sink that exists then.",
        "Give the E30 node `priority.session = 2000` in a wireplumber.conf.d rule and restart wireplumber."),
        "El E30 aparecía tarde en el arranque (`playback open failed: Device or resource busy`), así que "
        "WirePlumber volvía a `Built-in Audio Analog Stereo`. Con `priority.session = 2000` en "
        "`51-prefer-e30.conf` y `systemctl --user restart wireplumber`, `wpctl inspect @DEFAULT_AUDIO_SINK@` "
        "mostró `priority.session = \"2000\"`, y tras reiniciar el usuario dijo «E30 is default both times now».",
        "The journal showed the late E30; after the rule and restart the default sink had priority 2000, and the "
        "person came back from two reboots confirming the E30 stays default.",
        ["Spanish prose", "code spans", "guillemets", "person confirms"],
        {"failure": "I did exactly that yesterday. after reboot it was back on built-in",
         "fix": "priority.session = 2000, priority.driver = 2000", "evidence": "E30 is default both times now"},
        cat="env_setup"),
    gotcha(100, WPL, "invented not_shown other_call_error", (
        "Restarting WirePlumber reproduces the busy-device error",
        "`systemctl --user restart wireplumber` logs a playback open failure for the DAC.",
        "Restarting while an app holds the device.",
        "The ALSA device is busy.",
        "Close audio apps before restarting."),
        "`systemctl --user restart wireplumber` logged `playback open failed: Device or resource busy`",
        "That line is from the previous boot's journal (`-b -1`); the restart call printed the E30 node with "
        "priority 2000.",
        ["code spans", "error from another call"],
        {"evidence": "systemctl --user restart wireplumber"}),
    gotcha(101, WPL, "invented not_shown never_seen_error", (
        "wpctl set-default needs the node name, not the id, after a replug",
        "`wpctl set-default 63` is refused.",
        "Ids change between boots.",
        "The node id no longer exists.",
        "Use the node name."),
        "wpctl: `Object '63' not found`",
        "`wpctl set-default 63` succeeded (the E30 got the `*`); no such error appears.",
        ["code span", "error never seen"],
        {"evidence": "wpctl set-default 63"}),

    gotcha(102, GLR, "real shown fix_ran", (
        "dockerd ignores the system CA store for registry pulls",
        "GitLab jobs fail pulling from registry.lab.local:5000 with `x509: certificate signed by unknown "
        "authority`, although curl trusts it.",
        "The lab CA is in /usr/local/share/ca-certificates, so the host looks configured.",
        "dockerd trusts per-registry CAs only from /etc/docker/certs.d/<host:port>/ca.crt.",
        "Copy the CA to /etc/docker/certs.d/registry.lab.local:5000/ca.crt."),
        "Task(find why docker pulls fail): `x509: certificate signed by unknown authority`, no "
        "`registry.lab.local:5000` dir in /etc/docker/certs.d → `sudo cp /usr/local/share/ca-certificates/lab-ca.crt "
        "/etc/docker/certs.d/registry.lab.local:5000/ca.crt` → `Status: Downloaded newer image for "
        "registry.lab.local:5000/build/node:20`",
        "The subagent found the pull error and the missing certs.d directory; the copy and the pull in one call "
        "succeeded, and the retried job used the image.",
        ["Task citation", "tool-call notation", "arrows", "code spans"],
        {"failure": "Pulling docker image registry.lab.local:5000/build/node:20",
         "fix": "sudo cp /usr/local/share/ca-certificates/lab-ca.crt", "evidence": "Status: Downloaded newer image"},
        cat="env_setup", group="docker-certsd"),
    gotcha(103, GLR, "real not_shown question_offers_flag", (
        "docker:dind in GitLab jobs does not see the host's certs.d",
        "The job image pulls, but `docker build` inside the job fails with x509 for the same registry.",
        "The host pull works, so the CA looks installed.",
        "The dind service has its own /etc/docker/certs.d.",
        "Mount the host's certs.d into the service with "
        "`--docker-volumes /etc/docker/certs.d:/etc/docker/certs.d:ro`."),
        "job 8813: `ERROR: failed to solve: registry.lab.local:5000/build/base:1` … `x509: certificate signed by "
        "unknown authority` → re-register with `--docker-volumes /etc/docker/certs.d:/etc/docker/certs.d:ro`",
        "The volume flag was only offered in a question; the person declined (moving to kaniko) and no job ran "
        "with it.",
        ["code spans", "ellipsis", "arrow"],
        {"failure": "ERROR: failed to solve: registry.lab.local:5000/build/base:1",
         "fix": "Should I re-register the runner with"}),
    knowledge(104, GLR, "real knowledge", (
        "gitlab-runner verify --delete prunes runners removed on the server",
        "`gitlab-runner verify` prints `ERROR: Verifying runner... is removed` for an old runner.",
        "Run `sudo gitlab-runner verify --delete`.",
        "It drops the stale entry from config.toml so the runner stops polling with a dead token."),
        "`ERROR: Verifying runner... is removed               runner=aB3cD4eF` → `sudo gitlab-runner verify "
        "--delete` → `Updated /etc/gitlab-runner/config.toml`",
        "verify showed the removed runner; verify --delete updated config.toml.",
        ["whitespace-significant quote", "arrows", "code spans"],
        {"evidence": "Updated /etc/gitlab-runner/config.toml"}),
    knowledge(105, GLR, "real knowledge", (
        "A CA in the system store makes curl trust a registry but not dockerd",
        "A private registry works with curl but docker pulls fail with x509.",
        "Put the CA in /etc/docker/certs.d/<host:port>/ca.crt; no dockerd restart is needed.",
        "dockerd reads that directory per pull and does not use the system bundle for registries."),
        "The subagent reported: \"it is in the system store, which is why curl works, but dockerd only trusts "
        "per-registry CAs from /etc/docker/certs.d/<host:port>/ca.crt for pulls\"",
        "The Task reply says so, and the pull right after the copy (no restart) succeeded.",
        ["double quotes", "Task citation"],
        {"evidence": "dockerd only trusts per-registry CAs"}, group="docker-certsd"),
    gotcha(106, GLR, "invented not_shown never_seen_error", (
        "Docker treats a self-signed registry as plain HTTP",
        "docker pull from the lab registry fails with an HTTP/HTTPS mismatch.",
        "Adding insecure-registries.",
        "The registry answers HTTP.",
        "Use the CA instead of insecure-registries."),
        "`docker pull` first failed with `http: server gave HTTP response to HTTPS client`",
        "The only pull error is the x509 unknown authority; this message never appears.",
        ["code spans", "error never seen"],
        {"evidence": "docker pull registry.lab.local:5000/build/node:20"}),
    gotcha(107, GLR, "invented not_shown invented_detail", (
        "dockerd must be restarted after adding a certs.d CA",
        "The pull still fails right after copying ca.crt.",
        "Expecting dockerd to notice the file.",
        "dockerd caches registry TLS config.",
        "Restart docker after copying."),
        "Copied lab-ca.crt, ran `sudo systemctl restart docker`, then the pull worked",
        "Docker was never restarted; the pull ran in the same call right after the copy.",
        ["code span", "a call that never ran"],
        {"evidence": "sudo mkdir -p /etc/docker/certs.d/registry.lab.local:5000"}),

    gotcha(108, CIT, "real shown rerun_passes", (
        "Citus needs pg_dist_authinfo to reach password-protected workers",
        "`citus_add_node` fails with `password authentication failed for user \"postgres\"`.",
        "psql from the coordinator host works because it has a .pgpass; the coordinator's backend does not.",
        "The coordinator connects to workers as postgres without a password.",
        "Insert the password into pg_dist_authinfo (nodeid 0 for all nodes), then add the node again."),
        "```\n$ psql -h coord -d shop -c \"SELECT citus_add_node('worker2', 5432);\"\nERROR:  connection to the "
        "remote node postgres@worker2:5432 failed with the following error: FATAL:  password authentication "
        "failed for user \"postgres\"\n```\nthen `INSERT INTO pg_dist_authinfo (nodeid, rolename, authinfo) "
        "VALUES (0, 'postgres', 'password=$WORKER_PW');` → `INSERT 0 1`, and the same citus_add_node returned `3`.",
        "add_node failed on the password; after the pg_dist_authinfo insert the same add_node returned node id 3.",
        ["fenced block with $ prompt", "code spans", "arrow"],
        {"failure": "password authentication failed for user", "fix": "INSERT INTO pg_dist_authinfo",
         "evidence": "citus_add_node \n----------------"}, cat="env_setup"),
    gotcha(109, CIT, "real not_shown rerun_still_fails", (
        "A containerised Citus coordinator ignores the host's /etc/hosts",
        "`citus_add_node('worker3', 5432)` cannot resolve worker3.",
        "The name resolves on the host after editing /etc/hosts.",
        "The coordinator's postgres runs in a container with its own /etc/hosts.",
        "Add worker3 to coord's /etc/hosts."),
        "ssh coord … `echo '10.0.9.13 worker3' | sudo tee -a /etc/hosts` → `10.0.9.13 worker3`, but `SELECT "
        "citus_add_node('worker3', 5432);` still: `could not translate host name \"worker3\" to address: Name or "
        "service not known`",
        "The hosts line was written, and the same add_node right after failed the same way.",
        ["code spans", "still", "ellipsis"],
        {"failure": "could not translate host name", "fix": "echo '10.0.9.13 worker3' | sudo tee -a /etc/hosts"}),
    gotcha(110, CIT, "real not_shown never_run", (
        "Citus distribution needs the primary key and foreign keys to include the distribution column",
        "`create_distributed_table('orders', 'customer_id')` fails on the PK, and changing the PK fails on "
        "order_items' FK.",
        "The PK change looks like one ALTER, but a dependent FK blocks it.",
        "Citus requires unique constraints to include the distribution column, and co-located FKs to use it.",
        "Drop the FK, make the PK (customer_id, id), re-add the FK with customer_id, distribute both tables "
        "co-located."),
        "`Distributed relations cannot have UNIQUE, EXCLUDE, or PRIMARY KEY constraints that do not include the "
        "partition column` → the PK change hit `constraint order_items_order_id_fkey on table order_items depends "
        "on index orders_pkey` → Write(migrations/0042_distribute_orders.sql) with `ADD PRIMARY KEY (customer_id, "
        "id)` and `colocate_with => 'orders'`",
        "The migration was written for review and never run; the team will review it tomorrow.",
        ["code spans", "arrows", "tool-call notation"],
        {"failure": "Distributed relations cannot have UNIQUE",
         "fix": "/home/dba/shop/migrations/0042_distribute_orders.sql"}, cat="build_config"),
    knowledge(111, CIT, "invented invented_detail", (
        "Register the Citus coordinator's host before adding workers",
        "Setting up a new Citus cluster from the coordinator.",
        "Call citus_set_coordinator_host first, then citus_add_node for each worker.",
        "Workers need to reach the coordinator for metadata sync."),
        "`SELECT citus_set_coordinator_host('coord', 5432);` ran before `citus_add_node('worker2', 5432)` succeeded",
        "citus_set_coordinator_host was never called in the session.",
        ["code spans", "a call that never ran"],
        {"evidence": "citus_add_node('worker2', 5432)"}),
    gotcha(112, CIT, "invented not_shown never_seen_error", (
        "Citus refuses to distribute tables with non-colocated foreign keys",
        "create_distributed_table fails because of order_items' FK.",
        "Distributing the referenced table first.",
        "The FK is not co-located.",
        "Distribute both with colocate_with."),
        "`ERROR:  cannot create foreign key constraint since relations are not colocated or not referencing a "
        "reference table`",
        "The errors were about the PK (partition column) and the dependent FK on DROP; this message never "
        "appears.",
        ["code span", "error never seen"],
        {"evidence": "create_distributed_table('orders', 'customer_id')"}),

    gotcha(113, GAT, "real not_shown ran_before_failure", (
        "Gatus's SQLite storage fails with 'out of memory (14)' without a data directory",
        "Gatus exits at start: `Error: unable to open database file: out of memory (14)`.",
        "The message says memory, but 14 is SQLITE_CANTOPEN.",
        "The database path under /data could not be opened.",
        "Create ./data with `mkdir -p data` before `docker compose up -d gatus`."),
        "`Error: unable to open database file: out of memory (14)` — fix: `mkdir -p data` before `docker compose "
        "up -d gatus`",
        "`mkdir -p data` ran in the first call, before the failure, and the failure happened with the directory "
        "present; the start only worked after the chown.",
        ["code spans", "em dash"],
        {"failure": "unable to open database file: out of memory (14)",
         "fix": "mkdir -p data && docker compose pull gatus"}),
    gotcha(114, GAT, "real shown fix_ran", (
        "Gatus runs as uid 65534 and cannot write a root-owned ./data",
        "SQLite reports `unable to open database file: out of memory (14)` on start.",
        "Creating the directory is not enough when root creates it.",
        "The container user (uid 65534) has no write access to ./data.",
        "`sudo chown 65534:65534 data`, then `docker compose up -d gatus`."),
        "After running `sudo chown 65534:65534 data`, `docker compose up -d gatus` came up and the log showed "
        "`Listening on 0.0.0.0:8080`; the container runs as `uid=65534(nobody)`.",
        "id showed uid 65534; after the chown the container started and gatus listened on 8080.",
        ["GPT-style After running", "code spans"],
        {"failure": "out of memory (14)", "fix": "sudo chown 65534:65534 data",
         "evidence": "Listening on 0.0.0.0:8080"}, cat="env_setup"),
    gotcha(115, GAT, "real not_shown ran_the_trap", (
        "docker compose restart keeps the old .env values",
        "After updating the Slack webhook in .env, Gatus still gets `404: no_service`.",
        "restart looks like the way to apply a config change.",
        "restart reuses the container with the environment it was created with.",
        "Recreate it with `docker compose up -d gatus`."),
        "`docker compose restart gatus` → still `call to provider alert returned status code 404: no_service`; "
        "restart keeps the old environment, `docker compose up -d gatus` recreates the container.",
        "The call that ran after the .env change was the restart (the trap itself); `up -d` was only offered and "
        "the person postponed it.",
        ["code spans", "still", "arrow"],
        {"failure": "returned status code 404: no_service", "fix": "docker compose restart gatus && sleep 70"}),
    knowledge(116, GAT, "real knowledge", (
        "Find a compose service's runtime uid with run --entrypoint id",
        "A containerised service cannot write a bind-mounted directory.",
        "Run `docker compose run --rm --entrypoint id <service>` and chown the directory to that uid.",
        "The image's user is not visible in the compose file, and guessing the uid wastes restarts."),
        "`docker compose run --rm --entrypoint id gatus` → `uid=65534(nobody) gid=65534(nobody) "
        "groups=65534(nobody)`",
        "The id call printed uid 65534, which the chown then used.",
        ["code spans", "arrow"],
        {"evidence": "docker compose run --rm --entrypoint id gatus"}, cat="debugging_technique"),
    gotcha(117, GAT, "invented not_shown never_seen_error", (
        "Gatus Slack alerts fail on a revoked token",
        "Gatus alerts to Slack are rejected after a webhook rotation.",
        "Editing config.yaml instead of .env.",
        "The old token was revoked.",
        "Put the new webhook in .env."),
        "the Slack call answered `invalid_auth`",
        "Slack answered `404: no_service`; invalid_auth appears nowhere.",
        ["code span", "error never seen"],
        {"evidence": "Failed to send alert for endpoint=core_api"}),
]
