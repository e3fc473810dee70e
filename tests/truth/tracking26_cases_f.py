"""tracking26's cases, part f: grpcurl speaking TLS to a plaintext gRPC server (-plaintext, in PowerShell too),
and supervisorctl picking up a project's supervisord.conf instead of the running daemon's (-c / --configuration /
-s). The labelling rules are in tracking26_cases.py."""
from __future__ import annotations

from tests.truth.tracking26_cases import T, bad, ok, say, u

# ---- grpcurl: TLS by default ----

GRPC_TLS = 'Failed to dial target host "{host}": tls: first record does not look like a TLS handshake'


def grpcurl_source() -> None:
    T.source(
        "s-grpcurl-tls", "/home/eli/src/inventory-svc", "2026-02-13T14:00:00Z", "feat/reflection",
        u("I turned on server reflection. List the services the local server exposes."),
        ok("ss -ltnp | grep 50051", "LISTEN 0 4096 *:50051 *:* users:((\"inventory\",pid=40122,fd=9))\n"),
        bad("grpcurl localhost:50051 list", GRPC_TLS.format(host="localhost:50051")),
        say("grpcurl uses TLS unless told otherwise and the dev server listens in plaintext."),
        ok("grpcurl -plaintext localhost:50051 list",
           "grpc.health.v1.Health\ngrpc.reflection.v1alpha.ServerReflection\ninventory.v1.InventoryService\n"),
    )
    T.lesson(
        "t26-grpcurl-plaintext", "global", "en", "s-grpcurl-tls", "tool_quirk",
        "grpcurl talks TLS by default: local dev servers need -plaintext",
        "`grpcurl localhost:50051 list` fails with `tls: first record does not look like a TLS handshake`.",
        "Blaming reflection or the port and restarting the server.",
        "grpcurl dials with TLS unless told otherwise; the dev server serves h2c without TLS.",
        "Add `-plaintext` before the address (grpcurl's Go-style flags also take `--plaintext`). `-insecure` is "
        "not the same: it still speaks TLS and only skips verification.",
        ["`grpcurl localhost:50051 list` → `tls: first record does not look like a TLS handshake`",
         "`grpcurl -plaintext localhost:50051 list` → `inventory.v1.InventoryService`"],
    )


def grpcurl_later() -> None:
    T.later(
        "l-grpcurl-pricing", "/home/eli/src/pricing-svc", "2026-03-06T11:20:00Z", "feat/quote",
        u("Call Quote for sku A-1 on the local pricing server (port 9090)."),
        bad("grpcurl -d '{\"sku\":\"A-1\"}' 127.0.0.1:9090 pricing.v1.Pricing/Quote",
            GRPC_TLS.format(host="127.0.0.1:9090")),
        ok("grpcurl -plaintext -d '{\"sku\":\"A-1\"}' 127.0.0.1:9090 pricing.v1.Pricing/Quote",
           '{\n  "sku": "A-1",\n  "priceCents": "1299"\n}\n'),
    )
    T.later(
        "l-grpcurl-pwsh", "C:\\Users\\eli\\src\\orders", "2026-03-19T09:00:00Z", "main",
        u("On Windows, list orders from the local orders service on 7000 (PowerShell please)."),
        ok("pwsh -NoProfile -Command \"grpcurl --plaintext -d '{}' localhost:7000 orders.v1.Orders/List\"",
           '{\n  "orders": [\n    {\n      "id": "o-1001"\n    }\n  ]\n}\n'),
    )
    T.later(
        "l-grpcurl-describe-notfound", "/home/eli/src/inventory-svc", "2026-04-02T15:10:00Z", "fix/get",
        u("Describe the inventory service and then fetch item 42."),
        ok("grpcurl -plaintext localhost:50051 describe inventory.v1.InventoryService",
           "inventory.v1.InventoryService is a service:\nservice InventoryService {\n  rpc Get ( .inventory.v1."
           "GetRequest ) returns ( .inventory.v1.Item );\n}\n"),
        bad("grpcurl -plaintext -d '{\"id\":42}' localhost:50051 inventory.v1.InventoryService/Get",
            "ERROR:\n  Code: NotFound\n  Message: item 42 not found"),
    )
    T.later(
        "l-grpcurl-staging-reflection", "/home/eli/src/inventory-svc", "2026-04-16T10:00:00Z", "main",
        u("What services does staging expose? api.staging.corp:443"),
        bad("grpcurl api.staging.corp:443 list",
            "Failed to list services: server does not support the reflection API"),
        say("Staging has reflection disabled; we'd need the .proto files with -import-path/-proto."),
    )
    T.later(
        "l-grpcurl-before", "/home/eli/src/inventory-svc", "2026-02-01T10:00:00Z", "main",
        u("Is the health service up locally?"),
        bad("grpcurl localhost:50051 grpc.health.v1.Health/Check", GRPC_TLS.format(host="localhost:50051")),
        ok("grpcurl -plaintext localhost:50051 grpc.health.v1.Health/Check", '{\n  "status": "SERVING"\n}\n'),
    )


def grpcurl_pairs() -> None:
    lid = "t26-grpcurl-plaintext"
    T.pair(lid, "l-grpcurl-pricing", "recurred", "TLS handshake error against another local server before "
           "-plaintext")
    T.pair(lid, "l-grpcurl-pwsh", "applied", "--plaintext from PowerShell, no failure")
    T.pair(lid, "l-grpcurl-describe-notfound", "applied", "-plaintext used first; the NotFound after it is the "
           "service's own answer")
    T.pair(lid, "l-grpcurl-staging-reflection", "neither", "a different grpcurl error (no reflection) against a "
           "TLS server, no -plaintext")
    T.pair(lid, "l-grpcurl-before", "neither", "dated before the lesson's source session")


# ---- supervisorctl reading the wrong supervisord.conf ----

NO_SOCK = "unix:///tmp/supervisor.sock no such file"


def supervisor_source() -> None:
    T.source(
        "s-supervisor-sock", "/srv/queue-workers", "2026-02-16T07:00:00Z", "main",
        u("Are the mailer workers running on this box?"),
        bad("supervisorctl status", NO_SOCK, 2),
        ok("ls /srv/queue-workers && ps -o args= -C supervisord",
           "app  supervisord.conf  requirements.txt\n/usr/bin/python3 /usr/bin/supervisord -n -c "
           "/etc/supervisor/supervisord.conf\n"),
        say("supervisorctl looks for a config in the current directory first and found the repo's local-dev "
            "supervisord.conf, whose socket is /tmp/supervisor.sock. The daemon runs from "
            "/etc/supervisor/supervisord.conf."),
        ok("supervisorctl -c /etc/supervisor/supervisord.conf status",
           "mailer:mailer_00                 RUNNING   pid 2211, uptime 3 days, 4:12:09\n"
           "mailer:mailer_01                 RUNNING   pid 2212, uptime 3 days, 4:12:09\n"),
    )
    T.lesson(
        "t26-supervisorctl-config", "project", "en", "s-supervisor-sock", "tool_quirk",
        "supervisorctl in /srv/queue-workers reads the repo's supervisord.conf, not the daemon's",
        "`supervisorctl status` run from the project directory prints `unix:///tmp/supervisor.sock no such "
        "file` while supervisord is running.",
        "Restarting supervisord or the whole host because it looks down.",
        "supervisorctl searches the current directory for supervisord.conf before /etc; the project's local-dev "
        "file points at /tmp/supervisor.sock, the system daemon at /var/run/supervisor.sock.",
        "Name the daemon's config: `supervisorctl -c /etc/supervisor/supervisord.conf status` (long form "
        "`--configuration=`), or point at its socket with `-s unix:///var/run/supervisor.sock` "
        "(`--serverurl`).",
        ["`supervisorctl status` → `unix:///tmp/supervisor.sock no such file`",
         "`/usr/bin/supervisord -n -c /etc/supervisor/supervisord.conf`",
         "`supervisorctl -c /etc/supervisor/supervisord.conf status`"],
    )


def supervisor_later() -> None:
    T.later(
        "l-supervisor-cronjobs", "/srv/cron-jobs", "2026-03-09T06:30:00Z", "main",
        u("Restart the scheduler program, it's stuck."),
        bad("supervisorctl restart scheduler", NO_SOCK, 2),
        ok("supervisorctl -c /etc/supervisor/supervisord.conf restart scheduler",
           "scheduler: stopped\nscheduler: started\n"),
    )
    T.later(
        "l-supervisor-long", "/srv/queue-workers", "2026-03-23T07:10:00Z", "deploy/2026-03-23",
        u("Deploy is done, restart all mailer workers."),
        ok("supervisorctl --configuration=/etc/supervisor/supervisord.conf restart 'mailer:*'",
           "mailer:mailer_00: stopped\nmailer:mailer_01: stopped\nmailer:mailer_00: started\n"
           "mailer:mailer_01: started\n"),
    )
    T.later(
        "l-supervisor-serverurl", "/srv/queue-workers", "2026-04-06T06:50:00Z", "main",
        u("Status of everything under supervisor, please."),
        ok("supervisorctl -s unix:///var/run/supervisor.sock status",
           "mailer:mailer_00                 RUNNING   pid 8121, uptime 0:41:02\n"
           "scheduler                        RUNNING   pid 8130, uptime 0:41:01\n"),
    )
    T.later(
        "l-supervisor-fatal", "/root", "2026-04-20T05:00:00Z", "HEAD",
        u("Check the workers after the python upgrade."),
        bad("supervisorctl status", "mailer:mailer_00                 FATAL     Exited too quickly (process log "
            "may have details)\nmailer:mailer_01                 FATAL     Exited too quickly (process log may "
            "have details)", 3),
        ok("tail -n 3 /var/log/supervisor/mailer_00-stderr.log",
           "ModuleNotFoundError: No module named 'celery'\n"),
    )
    T.later(
        "l-supervisor-localdev", "/home/ivo/src/queue-workers", "2026-04-29T12:00:00Z", "feat/digest",
        u("Start the local dev supervisor from the repo config and check it."),
        ok("supervisord -c supervisord.conf && supervisorctl status",
           "mailer:mailer_00                 RUNNING   pid 5121, uptime 0:00:03\n"),
    )


def supervisor_pairs() -> None:
    lid = "t26-supervisorctl-config"
    T.pair(lid, "l-supervisor-cronjobs", "recurred", "supervisorctl in another project dir hits /tmp/supervisor.sock "
           "no such file before -c")
    T.pair(lid, "l-supervisor-long", "applied", "--configuration=/etc/supervisor/supervisord.conf, no socket error")
    T.pair(lid, "l-supervisor-serverurl", "applied", "-s unix:///var/run/supervisor.sock names the daemon's socket, "
           "no error")
    T.pair(lid, "l-supervisor-fatal", "neither", "a different failure (programs FATAL) from /root, no wrong-socket "
           "error and no -c")
    T.pair(lid, "l-supervisor-localdev", "neither", "supervisorctl used for a local dev daemon it started, no "
           "failure and no fix")
    T.pair("t26-grpcurl-plaintext", "l-supervisor-long", "neither", "a supervisor session, nothing about grpcurl")


FILLS = [grpcurl_source, grpcurl_later, grpcurl_pairs, supervisor_source, supervisor_later, supervisor_pairs]
