"""tracking26's cases, part g: logrotate skipping a log whose directory is group-writable (a su directive, a
prose-only fix), and firewalld's runtime rules lost on reload (--permanent / --runtime-to-permanent). The
labelling rules are in tracking26_cases.py."""
from __future__ import annotations

from tests.truth.tracking26_cases import T, bad, edit, ok, say, u, write

# ---- logrotate: insecure parent directory ----

INSECURE = ('error: skipping "{log}" because parent directory has insecure permissions (It\'s world writable or '
            'writable by group which is not "root") Set "su" directive in config file to tell logrotate which '
            'user/group should be used for rotation.')
SHOPFRONT = ("/var/www/shopfront/storage/logs/*.log {\n    daily\n    rotate 14\n    compress\n    missingok\n"
             "    notifempty\n}\n")


def logrotate_source() -> None:
    log = "/var/www/shopfront/storage/logs/laravel.log"
    T.source(
        "s-logrotate-su", "/home/deploy/ops", "2026-02-18T04:00:00Z", "main",
        u("laravel.log on shopfront is 9 GB. Why isn't logrotate rotating it?"),
        bad("sudo logrotate -f /etc/logrotate.d/shopfront", INSECURE.format(log=log)),
        ok("stat -c '%A %U:%G %n' /var/www/shopfront/storage/logs",
           "drwxrwxr-x www-data:www-data /var/www/shopfront/storage/logs\n"),
        say("The logs directory is group-writable by www-data, so logrotate refuses to rotate as root there. "
            "Telling it to rotate as the directory's owner."),
        edit("/etc/logrotate.d/shopfront", "    notifempty\n}", "    notifempty\n    su www-data www-data\n}"),
        ok("sudo logrotate -f /etc/logrotate.d/shopfront && ls /var/www/shopfront/storage/logs",
           "laravel.log\nlaravel.log.1.gz\n"),
    )
    T.lesson(
        "t26-logrotate-su", "global", "en", "s-logrotate-su", "tool_quirk",
        "logrotate silently skips logs in a group-writable directory",
        "The app log keeps growing and a forced run prints `because parent directory has insecure permissions` "
        "for /var/www/shopfront/storage/logs/laravel.log.",
        "Running logrotate with more force or loosening the directory's permissions further.",
        "The log directory is writable by a group other than root (www-data), and logrotate won't rotate as "
        "root in such a directory unless it is told which user and group to rotate as.",
        "Add a su line to that log's stanza in its logrotate config, naming the user and group that own the log "
        "directory (the ones the app runs as), then force one rotation to check it takes.",
        ["`because parent directory has insecure permissions`",
         "`drwxrwxr-x www-data:www-data /var/www/shopfront/storage/logs`"],
    )


def logrotate_later() -> None:
    T.later(
        "l-logrotate-agent", "/home/deploy/ops", "2026-03-10T03:30:00Z", "main",
        u("grafana-agent's logs aren't rotating either. Check."),
        bad("sudo logrotate -f /etc/logrotate.d/grafana-agent",
            INSECURE.format(log="/var/log/grafana-agent/agent.log")),
        edit("/etc/logrotate.d/grafana-agent", "    weekly\n", "    weekly\n    su grafana-agent grafana-agent\n"),
        ok("sudo logrotate -f /etc/logrotate.d/grafana-agent", ""),
    )
    T.later(
        "l-logrotate-queue-api", "/home/deploy/ops", "2026-03-21T02:00:00Z", "feat/queue-api",
        u("Add log rotation for the new queue-api (it runs as user app, logs in /srv/queue-api/logs which is "
          "group-writable) and check it."),
        write("/etc/logrotate.d/queue-api",
              "/srv/queue-api/logs/*.log {\n    su app app\n    daily\n    rotate 7\n    compress\n"
              "    missingok\n}\n"),
        ok("sudo logrotate -d /etc/logrotate.d/queue-api",
           "reading config file /etc/logrotate.d/queue-api\nHandling 1 logs\n\nrotating pattern: "
           "/srv/queue-api/logs/*.log  after 1 days (7 rotations)\nswitching euid to 1001 and egid to 1001\n"),
    )
    T.later(
        "l-logrotate-nginx-typo", "/home/deploy/ops", "2026-04-04T01:15:00Z", "fix/nginx-logs",
        u("Force an nginx log rotation, the disk is filling."),
        bad("sudo logrotate -f /etc/logrotate.d/nginx", "error: nginx:12 unknown option 'maxsze' -- ignoring line"),
        edit("/etc/logrotate.d/nginx", "    maxsze 500M\n", "    maxsize 500M\n"),
        ok("sudo logrotate -f /etc/logrotate.d/nginx", ""),
    )
    T.later(
        "l-logrotate-readme", "/home/deploy/ops", "2026-04-18T08:00:00Z", "docs/logs",
        u("Document in README how we rotate app logs, with the shopfront config as the example."),
        write("/home/deploy/ops/README-logs.md",
              "# App log rotation\n\nApp log dirs are group-writable by the app user, so each stanza needs a su "
              "line:\n\n```\n" + SHOPFRONT.replace("notifempty\n", "notifempty\n    su www-data www-data\n")
              + "```\n"),
    )
    T.later(
        "l-logrotate-before", "/home/deploy/ops", "2026-01-20T04:00:00Z", "main",
        u("Add a logrotate config for shopfront's laravel logs."),
        write("/etc/logrotate.d/shopfront", SHOPFRONT),
        ok("sudo logrotate -d /etc/logrotate.d/shopfront", "reading config file /etc/logrotate.d/shopfront\n"
           "Handling 1 logs\n"),
    )


def logrotate_pairs() -> None:
    lid = "t26-logrotate-su"
    T.pair(lid, "l-logrotate-agent", "recurred", "insecure parent directory for another service's log, then a su "
           "line fixes it")
    T.pair(lid, "l-logrotate-queue-api", "applied", "a new logrotate stanza with su app app, checked with a run, "
           "no skip")
    T.pair(lid, "l-logrotate-nginx-typo", "neither", "a different logrotate error (unknown option), no su line")
    T.pair(lid, "l-logrotate-readme", "neither", "the su line only written into a README")
    T.pair(lid, "l-logrotate-before", "neither", "dated before the lesson's source session")


# ---- firewalld: runtime rules vanish on --reload ----

def firewalld_source() -> None:
    curl = "ssh monitor01 'curl -sS --max-time 5 http://10.20.0.14:9100/metrics | head -3'"
    T.source(
        "s-firewalld-reload", "/home/admin/metrics-host", "2026-02-20T09:00:00Z", "main",
        u("Open node_exporter's port 9100 on this Rocky host for monitor01, and make sure it survives."),
        ok("sudo firewall-cmd --add-port=9100/tcp", "success\n"),
        ok("sudo firewall-cmd --reload", "success\n"),
        bad(curl, "curl: (7) Failed to connect to 10.20.0.14 port 9100 after 2 ms: No route to host", 7),
        say("The --reload threw away the rule: without --permanent it was only in the runtime configuration."),
        ok("sudo firewall-cmd --permanent --add-port=9100/tcp && sudo firewall-cmd --reload && " + curl,
           "success\nsuccess\n# HELP go_gc_duration_seconds A summary of the pause duration of garbage "
           "collection cycles.\n# TYPE go_gc_duration_seconds summary\ngo_gc_duration_seconds{quantile=\"0\"} "
           "1.9e-05\n"),
    )
    T.lesson(
        "t26-firewalld-permanent", "global", "en", "s-firewalld-reload", "tool_quirk",
        "firewall-cmd rules without --permanent disappear on the next --reload",
        "After `firewall-cmd --add-port=9100/tcp` and a reload, the port answers `No route to host` again.",
        "Thinking the reload is needed to apply the rule, or that the service isn't listening.",
        "Without `--permanent` a rule exists only in the runtime configuration, and `--reload` replaces the "
        "runtime with the permanent one.",
        "Add the rule with `--permanent` and then run `firewall-cmd --reload`, or save what's already in the "
        "runtime with `firewall-cmd --runtime-to-permanent`.",
        ["`Failed to connect to 10.20.0.14 port 9100 after 2 ms: No route to host`",
         "`sudo firewall-cmd --permanent --add-port=9100/tcp && sudo firewall-cmd --reload`"],
    )


def firewalld_later() -> None:
    T.later(
        "l-firewalld-db02", "/home/admin/db02", "2026-03-12T10:00:00Z", "main",
        u("Let app01 reach postgres on db02 (5432)."),
        ok("ssh db02 'sudo firewall-cmd --zone=internal --add-port=5432/tcp && sudo firewall-cmd --reload'",
           "success\nsuccess\n"),
        bad("ssh app01 'pg_isready -h db02.corp.lan -p 5432'", "db02.corp.lan:5432 - no response", 2),
        bad("ssh app01 'curl -sS --max-time 5 telnet://db02.corp.lan:5432'",
            "curl: (7) Failed to connect to db02.corp.lan port 5432 after 1 ms: No route to host", 7),
        ok("ssh db02 'sudo firewall-cmd --permanent --zone=internal --add-port=5432/tcp && sudo firewall-cmd "
           "--reload'", "success\nsuccess\n"),
    )
    T.later(
        "l-firewalld-https", "/home/admin/web01", "2026-03-26T09:30:00Z", "feat/tls",
        u("Open https on web01 for good."),
        ok("sudo firewall-cmd --permanent --zone=public --add-service=https && sudo firewall-cmd --reload && "
           "sudo firewall-cmd --zone=public --list-services", "success\nsuccess\ncockpit dhcpv6-client https ssh\n"),
    )
    T.later(
        "l-firewalld-r2p", "/home/admin/metrics-host", "2026-04-08T14:00:00Z", "main",
        u("I opened 9090 and 3000 by hand earlier today for prometheus and grafana. Keep them across reloads."),
        ok("sudo firewall-cmd --list-ports", "9090/tcp 3000/tcp 9100/tcp\n"),
        ok("sudo firewall-cmd --runtime-to-permanent && sudo firewall-cmd --reload && sudo firewall-cmd "
           "--list-ports", "success\nsuccess\n9090/tcp 3000/tcp 9100/tcp\n"),
    )
    T.later(
        "l-firewalld-listall", "/home/admin/metrics-host", "2026-04-21T11:00:00Z", "main",
        u("Just show me what the public zone allows right now."),
        ok("sudo firewall-cmd --zone=public --list-all",
           "public (active)\n  target: default\n  interfaces: eth0\n  services: cockpit dhcpv6-client ssh\n"
           "  ports: 9090/tcp 3000/tcp 9100/tcp\n"),
    )
    T.later(
        "l-firewalld-not-running", "/home/admin/build01", "2026-05-04T08:00:00Z", "main",
        u("Open 8080 on build01."),
        bad("ssh build01 'sudo firewall-cmd --state'", "not running", 252),
        say("firewalld is stopped on build01; it uses nftables rules managed by the CI image. Leaving it."),
    )


def firewalld_pairs() -> None:
    lid = "t26-firewalld-permanent"
    T.pair(lid, "l-firewalld-db02", "recurred", "a runtime-only rule wiped by --reload leaves 5432 with No route "
           "to host, then --permanent fixes it")
    T.pair(lid, "l-firewalld-https", "applied", "--permanent then --reload, no connection failure")
    T.pair(lid, "l-firewalld-r2p", "applied", "--runtime-to-permanent before the reload, no failure")
    T.pair(lid, "l-firewalld-listall", "neither", "firewall-cmd run only to list the zone")
    T.pair(lid, "l-firewalld-not-running", "neither", "a different firewall-cmd failure (the daemon is not "
           "running), nothing added")
    T.pair("t26-logrotate-su", "l-firewalld-listall", "neither", "a firewalld session, nothing about logrotate")


FILLS = [logrotate_source, logrotate_later, logrotate_pairs, firewalld_source, firewalld_later, firewalld_pairs]
