"""The case tables of the thirty-fourth tracking corpus (written by build_tracking34.py), and its first cases:
WP-CLI refusing to run as root, Consul agents on hosts with several private IPv4 addresses, and Mercurial with
no username in a fresh container. The other cases are in tracking34_cases_b.py … _e.py.

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

from tests.truth.tracking_tables import CaseTables, edit, err, ok, say, user, write

T = CaseTables("t34-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# ---------------------------------------------------------------------------------------------------------
# 1. WP-CLI refusing to run as root

YIKES = ("Error: YIKES! It looks like you're running this as root. You probably meant to run this as the user that "
         "your WordPress install exists under.\n\nIf you REALLY mean to run this as root, we won't stop you, but just "
         "bear in mind that any code on this site will then have full control of your server, making it quite "
         "DANGEROUS.\n\nIf you'd like to continue as root, please run this again, adding this flag:  --allow-root\n\n"
         "If you'd like to run it as the user that this site is under, you can run the following to become the "
         "respective user:\n\n    sudo -u USER -i -- wp <command>")


def fill_wpcli() -> None:
    T.source(
        "s-wpcli-root", "/srv/www/shop", "2026-03-03T08:41:00Z", "HEAD",
        user("update all plugins on the shop site and flush the object cache afterwards"),
        err("wp plugin update --all", YIKES),
        say("WP-CLI refuses to run as root. Let me see who owns the install."),
        ok("stat -c '%U:%G' /srv/www/shop/wp-config.php /srv/www/shop/wp-content", "www-data:www-data\nwww-data:www-data"),
        ok("sudo -u www-data -- wp plugin update --all && sudo -u www-data -- wp cache flush",
           "Enabling Maintenance mode...\nDownloading update from https://downloads.wordpress.org/plugin/woocommerce.9.7.1.zip...\n"
           "Unpacking the update...\nInstalling the latest version...\nPlugin updated successfully.\n"
           "Disabling Maintenance mode...\n+-------------+-------------+-------------+---------+\n"
           "| name        | old_version | new_version | status  |\n+-------------+-------------+-------------+---------+\n"
           "| woocommerce | 9.6.2       | 9.7.1       | Updated |\n| wordfence   | 8.0.3       | 8.0.4       | Updated |\n"
           "+-------------+-------------+-------------+---------+\nSuccess: Updated 2 of 2 plugins.\n"
           "Success: The cache was flushed."),
    )
    T.lesson(
        "t34-wpcli-root", "project", "en", "s-wpcli-root", "security",
        "WP-CLI refuses to run as root on the shop server; run it as the site's owner",
        "`wp plugin update --all` run as root stops at once with `Error: YIKES! It looks like you're running this as "
        "root` and changes nothing.",
        "The session's shell on the server is root, so every plain `wp …` call hits the guard; adding sudo in front "
        "does not help unless it switches to the site user.",
        "WP-CLI deliberately aborts when the effective user is root, because plugin and theme code would then run "
        "with full control of the server. The WordPress files belong to www-data.",
        "Run WP-CLI as the user that owns the install: `sudo -u www-data -- wp …` (in the WordPress container, "
        "`docker compose exec -u www-data wordpress wp …`). Only when root is really intended, add `--allow-root` "
        "to the wp call.",
        ["`wp plugin update --all` -> `Error: YIKES! It looks like you're running this as root.`",
         "`stat -c '%U:%G' /srv/www/shop/wp-config.php /srv/www/shop/wp-content` -> `www-data:www-data`",
         "`sudo -u www-data -- wp plugin update --all && sudo -u www-data -- wp cache flush` -> "
         "`Success: Updated 2 of 2 plugins.`"],
    )

    T.later(
        "l-wp-cron-sudo", "/var/www/blog", "2026-03-30T06:12:00Z", "HEAD",
        user("the scheduled posts on the blog are stuck. run whatever cron events are due and check the error log"),
        ok("tail -n 5 /var/log/nginx/blog.error.log", "2026/03/30 06:01:12 [warn] 811#811: *4410 an upstream response is buffered to a temporary file"),
        ok("sudo -u www-data wp cron event list --fields=hook,next_run_relative --path=/var/www/blog | head -5",
           "hook\tnext_run_relative\npublish_future_post\tnow\nwp_version_check\t3 hours\nwp_update_plugins\t3 hours"),
        ok("sudo -u www-data wp cron event run --due-now --path=/var/www/blog",
           "Executed the cron event 'publish_future_post' in 0.041s.\nSuccess: Executed a total of 1 cron event."),
        ok("curl -s -o /dev/null -w '%{http_code}\\n' https://blog.example.org/2026/03/spring-menu/", "200"),
        say("The overdue post is published now."),
    )
    T.pair("t34-wpcli-root", "l-wp-cron-sudo", "applied",
           "wp is run as the site user through sudo -u www-data, the lesson's fix, and no root refusal appears")

    T.later(
        "l-wp-docker-exec", "/home/dev/agency/clientsite", "2026-04-02T13:30:00Z", "feature/theme-v3",
        user("activate the new theme in the local docker stack and regenerate thumbnails"),
        ok("docker compose ps --format '{{.Service}} {{.State}}'", "db running\nwordpress running"),
        ok("docker compose exec -u www-data wordpress wp theme activate clientsite-v3",
           "Success: Switched to 'Clientsite v3' theme."),
        ok("docker compose exec -u www-data wordpress wp media regenerate --yes --only-missing",
           "Found 212 images to regenerate.\n1/212 Regenerated thumbnails for \"hero-1\" (ID 17).\n...\n"
           "Success: Regenerated 212 of 212 images."),
        ok("git status --short", " M wp-content/themes/clientsite-v3/functions.php"),
    )
    T.pair("t34-wpcli-root", "l-wp-docker-exec", "applied",
           "wp runs in the container as www-data via exec -u, the container spelling the lesson gives, with no refusal")

    T.later(
        "l-wp-postrelease", "/opt/deploy/shop", "2026-04-07T21:05:00Z", "release/2026.14",
        user("run the post-release step for the shop; it applies the db upgrade"),
        ok("cat scripts/post-release.sh",
           "#!/bin/sh\nset -e\ncd /srv/www/shop\nwp --allow-root core update-db\nwp --allow-root rewrite flush --hard\n"),
        ok("sudo ./scripts/post-release.sh",
           "Success: WordPress database upgraded successfully from db version 57155 to 58975.\n"
           "Success: Rewrite rules flushed."),
        ok("curl -sI https://shop.example.org/ | head -1", "HTTP/2 200"),
    )
    T.pair("t34-wpcli-root", "l-wp-postrelease", "applied",
           "a script that calls wp --allow-root is run as root and succeeds; --allow-root is the lesson's named fallback")

    T.later(
        "l-wp-staging-root", "/srv/www/staging-shop", "2026-04-11T10:20:00Z", "HEAD",
        user("copy of prod landed on staging, replace the prod domain with the staging one in the db"),
        ok("ls /srv/www/staging-shop | head -3", "index.php\nlicense.txt\nwp-activate.php"),
        err("wp search-replace 'https://shop.example.org' 'https://staging.shop.example.org' --skip-columns=guid",
            YIKES),
        say("Same root guard; I'll run it as the site user."),
        ok("sudo -u www-data -- wp search-replace 'https://shop.example.org' 'https://staging.shop.example.org' --skip-columns=guid",
           "+------------------+--------------+--------------+------+\n| Table | Column | Replacements | Type |\n"
           "...\nSuccess: Made 1841 replacements."),
    )
    T.pair("t34-wpcli-root", "l-wp-staging-root", "recurred",
           "wp search-replace run as root on the staging host fails with the YIKES refusal before the sudo -u retry")

    T.later(
        "l-wp-compose-root", "/home/dev/agency/bakery", "2026-04-15T16:44:00Z", "main",
        user("list the plugins in the bakery container and tell me which ones have updates"),
        ok("docker compose up -d", " Container bakery-db-1  Running\n Container bakery-wordpress-1  Running"),
        err("docker compose exec wordpress wp plugin list --update=available", YIKES),
        ok("docker compose exec wordpress wp plugin list --update=available --allow-root",
           "+----------------+--------+-----------+---------+\n| name | status | update | version |\n"
           "| contact-form-7 | active | available | 5.9.8 |\n+----------------+--------+-----------+---------+"),
    )
    T.pair("t34-wpcli-root", "l-wp-compose-root", "recurred",
           "exec into the container defaults to root and wp refuses with YIKES; --allow-root only comes after")

    T.later(
        "l-wp-laravel-sudo", "/var/www/portal", "2026-04-18T09:02:00Z", "HEAD",
        user("composer install on the portal fails with permission denied on vendor/. fix it"),
        err("composer install --no-dev", "  [ErrorException]\n  file_put_contents(/var/www/portal/vendor/composer/installed.php): Failed to open stream: Permission denied"),
        ok("stat -c '%U' /var/www/portal/vendor", "www-data"),
        ok("sudo -u www-data composer install --no-dev --optimize-autoloader",
           "Installing dependencies from lock file\nNothing to install, update or remove\nGenerating optimized autoload files"),
    )
    T.pair("t34-wpcli-root", "l-wp-laravel-sudo", "neither",
           "sudo -u www-data is used for composer in a Laravel app; no wp call and no root refusal")

    T.later(
        "l-wp-runbook", "/home/dev/ops-notes", "2026-04-20T11:00:00Z", "main",
        user("write down how to update plugins on the wordpress servers in the runbook"),
        write("/home/dev/ops-notes/runbooks/wordpress.md",
              "# WordPress servers\n\nNever run wp as root. Use:\n\n    sudo -u www-data -- wp plugin update --all\n"
              "    sudo -u www-data -- wp cache flush\n\nInside docker: docker compose exec -u www-data wordpress wp ...\n"),
        ok("git add runbooks/wordpress.md && git commit -qm 'runbook: wordpress plugin updates' && git log --oneline -1",
           "3b9e0d2 runbook: wordpress plugin updates"),
    )
    T.pair("t34-wpcli-root", "l-wp-runbook", "neither",
           "the sudo -u www-data wp commands are only written into a runbook; wp is never run")

    T.later(
        "l-wp-notinstall", "/home/deploy/sites", "2026-04-23T14:10:00Z", "HEAD",
        user("check the wordpress version of the site in ~/sites/old-landing"),
        ok("whoami", "deploy"),
        err("wp core version",
            "Error: This does not seem to be a WordPress installation.\nThe used path is: /home/deploy/sites/\n"
            "Pass --path=`path/to/wordpress` or run `wp core download`."),
        ok("wp core version --path=/home/deploy/sites/old-landing", "6.4.3"),
    )
    T.pair("t34-wpcli-root", "l-wp-notinstall", "neither",
           "a non-root user gets WP-CLI's not-a-WordPress-installation error, a different error; no root guard")


# ---------------------------------------------------------------------------------------------------------
# 2. Consul agents on hosts with several private IPv4 addresses

MULTI = "==> Multiple private IPv4 addresses found. Please configure one with 'bind' and/or 'advertise'."


def fill_consul() -> None:
    T.source(
        "s-consul-bind", "/home/vagrant/infra", "2026-03-05T14:02:00Z", "consul-lab",
        user("bring up a single consul server on this vagrant box so the services can register"),
        err("consul agent -server -bootstrap-expect=1 -data-dir=/tmp/consul -ui -client=0.0.0.0", MULTI),
        say("Consul cannot pick an address because the box has more than one private IP."),
        ok("ip -4 -o addr show scope global | awk '{print $2, $4}'", "eth0 10.0.2.15/24\neth1 192.168.56.11/24"),
        ok("nohup consul agent -server -bootstrap-expect=1 -data-dir=/tmp/consul -ui -client=0.0.0.0 "
           "-bind=192.168.56.11 > /tmp/consul.log 2>&1 & timeout 20 sh -c 'until consul members; do sleep 1; done'",
           "Node          Address              Status  Type    Build   Protocol  DC   Partition  Segment\n"
           "consul-lab    192.168.56.11:8301   alive   server  1.20.1  2         dc1  default    <all>"),
    )
    T.lesson(
        "t34-consul-bind", "project", "en", "s-consul-bind", "workflow",
        "Consul agent exits on hosts with more than one private IPv4 address",
        "`consul agent -server …` prints `Multiple private IPv4 addresses found. Please configure one with 'bind' "
        "and/or 'advertise'.` and exits before starting.",
        "Without a bind address Consul looks for exactly one private IP; Vagrant boxes (NAT eth0 plus a host-only "
        "eth1), docker hosts and multi-NIC servers have several, so the agent will not guess.",
        "The agent's bind address defaults to the single private IPv4 of the host; with two or more it refuses to "
        "choose.",
        "Give the agent its address: `-bind=192.168.56.11` (or a go-sockaddr template such as "
        "`-bind '{{ GetInterfaceIP \"eth1\" }}'`), `bind_addr` in the agent's HCL/JSON config, or "
        "`CONSUL_BIND_INTERFACE=eth1` with the official Docker image.",
        ["`consul agent -server -bootstrap-expect=1 -data-dir=/tmp/consul -ui -client=0.0.0.0` -> "
         "`Multiple private IPv4 addresses found. Please configure one with 'bind' and/or 'advertise'.`",
         "`eth0 10.0.2.15/24` and `eth1 192.168.56.11/24`",
         "with `-bind=192.168.56.11` `consul members` lists `consul-lab    192.168.56.11:8301   alive   server`"],
    )

    T.later(
        "l-consul-hcl", "/home/ops/consul-cluster", "2026-03-26T09:15:00Z", "main",
        user("consul-02 needs to join the cluster; set it up with the config file like the others and restart it"),
        ok("ssh consul-02 'ip -4 -o addr show scope global'",
           "2: ens5    inet 10.20.1.12/24 brd 10.20.1.255 scope global ens5\n3: docker0    inet 172.17.0.1/16 scope global docker0"),
        write("/home/ops/consul-cluster/consul-02/consul.hcl",
              "datacenter = \"eu1\"\ndata_dir = \"/opt/consul\"\nserver = true\nbootstrap_expect = 3\n"
              "bind_addr = \"10.20.1.12\"\nretry_join = [\"10.20.1.11\", \"10.20.1.13\"]\n"),
        ok("scp consul-02/consul.hcl consul-02:/tmp/ && ssh consul-02 'sudo mv /tmp/consul.hcl /etc/consul.d/consul.hcl "
           "&& sudo systemctl restart consul && consul members'",
           "Node       Address           Status  Type    Build   Protocol  DC   Partition  Segment\n"
           "consul-01  10.20.1.11:8301   alive   server  1.20.1  2         eu1  default    <all>\n"
           "consul-02  10.20.1.12:8301   alive   server  1.20.1  2         eu1  default    <all>\n"
           "consul-03  10.20.1.13:8301   alive   server  1.20.1  2         eu1  default    <all>"),
    )
    T.pair("t34-consul-bind", "l-consul-hcl", "applied",
           "bind_addr is set in the agent's config file and the restarted agent joins; no multiple-address error")

    T.later(
        "l-consul-docker-env", "/home/ops/edge", "2026-04-01T17:40:00Z", "main",
        user("run a consul client in docker on the edge box, host networking, joined to 10.20.1.11"),
        ok("docker run -d --name consul-client --net=host -e CONSUL_BIND_INTERFACE=enp3s0 hashicorp/consul:1.20 "
           "agent -retry-join=10.20.1.11 -data-dir=/consul/data", "5c0f1e9a2b7d"),
        ok("docker logs consul-client 2>&1 | head -3",
           "==> Found address '10.20.4.7' for interface 'enp3s0', setting bind option...\n==> Starting Consul agent...\n"
           "           Version: '1.20.1'"),
        ok("docker exec consul-client consul members | tail -1",
           "edge-01    10.20.4.7:8301    alive   client  1.20.1  2         eu1  default    <default>"),
    )
    T.pair("t34-consul-bind", "l-consul-docker-env", "applied",
           "the official image is given CONSUL_BIND_INTERFACE, one of the lesson's spellings, and the client joins")

    T.later(
        "l-consul-sockaddr", "/home/ops/nomad-lab", "2026-04-06T08:25:00Z", "lab",
        user("start a dev consul server on the lab node so nomad jobs can register, the node has wifi and ethernet"),
        ok("nomad version", "Nomad v1.9.3"),
        ok("nohup consul agent -server -bootstrap-expect=1 -data-dir=/tmp/c1 -ui "
           "-bind '{{ GetInterfaceIP \"enp0s31f6\" }}' > /tmp/consul.log 2>&1 & "
           "timeout 20 sh -c 'until consul members; do sleep 1; done'",
           "Node     Address             Status  Type    Build   Protocol  DC   Partition  Segment\n"
           "lab-01   192.168.1.40:8301   alive   server  1.20.1  2         dc1  default    <all>"),
        ok("nomad agent-info | grep -i consul", "    consul.enabled = true"),
    )
    T.pair("t34-consul-bind", "l-consul-sockaddr", "applied",
           "the agent is started with a go-sockaddr -bind template, a spelling the lesson names, and comes up")

    T.later(
        "l-consul-client02", "/home/vagrant/infra", "2026-04-09T10:05:00Z", "consul-lab",
        user("add a second vagrant box as a consul client and join it to the server on 192.168.56.11"),
        ok("vagrant ssh-config app02 | grep HostName", "  HostName 127.0.0.1"),
        err("vagrant ssh app02 -c 'consul agent -data-dir=/tmp/consul -retry-join=192.168.56.11'", MULTI),
        ok("vagrant ssh app02 -c 'nohup consul agent -data-dir=/tmp/consul -retry-join=192.168.56.11 -bind=192.168.56.12 "
           "> /tmp/consul.log 2>&1 & timeout 20 sh -c \"until consul members; do sleep 1; done\"'",
           "consul-lab  192.168.56.11:8301  alive  server  1.20.1  2  dc1  default  <all>\n"
           "app02       192.168.56.12:8301  alive  client  1.20.1  2  dc1  default  <default>"),
    )
    T.pair("t34-consul-bind", "l-consul-client02", "recurred",
           "the client agent on the second box fails with the same multiple private IPv4 error before -bind is added")

    T.later(
        "l-consul-k8snode", "/etc/consul.d", "2026-04-14T07:50:00Z", "HEAD",
        user("consul won't start on worker-7 after we installed docker there. look at the unit"),
        err("sudo systemctl restart consul && sudo systemctl is-active consul", "failed", 3),
        ok("sudo journalctl -u consul -n 4 --no-pager",
           "Apr 14 07:49:58 worker-7 systemd[1]: Started consul.service - Consul.\n"
           "Apr 14 07:49:58 worker-7 consul[20931]: " + MULTI + "\n"
           "Apr 14 07:49:58 worker-7 systemd[1]: consul.service: Main process exited, code=exited, status=1/FAILURE"),
        say("docker0 added a second private address, so consul no longer knows which to use."),
    )
    T.pair("t34-consul-bind", "l-consul-k8snode", "recurred",
           "the consul unit on worker-7 fails and its journal shows the multiple private IPv4 error")

    T.later(
        "l-consul-dns-port", "/home/sam/dev/svc-mesh", "2026-04-17T15:33:00Z", "main",
        user("start consul in dev mode for the mesh demo"),
        err("consul agent -dev",
            "==> Starting Consul agent...\n==> Error starting agent: error starting DNS server: "
            "listen udp 127.0.0.1:8600: bind: address already in use"),
        ok("sudo ss -ulpn 'sport = :8600'", "UNCONN 0 0 127.0.0.1:8600 0.0.0.0:* users:((\"consul\",pid=1733,fd=9))"),
        ok("kill 1733 && nohup consul agent -dev > /tmp/dev.log 2>&1 & consul members -http-addr=127.0.0.1:8500 | tail -1",
           "sam-laptop  127.0.0.1:8301  alive  server  1.20.1  2  dc1  default  <all>"),
    )
    T.pair("t34-consul-bind", "l-consul-dns-port", "neither",
           "consul fails on a DNS port already in use, a different error; no bind address is set")

    T.later(
        "l-consul-question", "/home/sam/dev/svc-mesh", "2026-04-21T12:12:00Z", "main",
        user("a colleague got \"Multiple private IPv4 addresses found. Please configure one with 'bind' and/or "
             "'advertise'.\" on his laptop. is our docs page on the local setup wrong? just read it, don't run anything"),
        ("tool", "Read", {"file_path": "/home/sam/dev/svc-mesh/docs/local-setup.md"},
         "1\t# Local setup\n2\t\n3\tRun `consul agent -dev`. Dev mode binds to 127.0.0.1.\n", False),
        say("The page only uses dev mode, which binds to loopback, so it cannot produce that message; his run "
            "must have been a non-dev agent."),
    )
    T.pair("t34-consul-bind", "l-consul-question", "neither",
           "the error text is only quoted by the person; nothing is run and no bind address is set")


# ---------------------------------------------------------------------------------------------------------
# 3. Mercurial with no username in a fresh container

NOUSER = "abort: no username supplied\n(use 'hg config --edit' to set your username)"


def fill_hg() -> None:
    T.source(
        "s-hg-username", "/builds/tools/fwconfig", "2026-03-06T11:22:00Z", "HEAD",
        user("bump the version in setup.cfg to 2.4.1, then commit and tag it in the hg repo"),
        edit("/builds/tools/fwconfig/setup.cfg", "version = 2.4.0", "version = 2.4.1"),
        err('hg commit -m "Release 2.4.1"', NOUSER, 255),
        err("cat ~/.hgrc", "cat: /root/.hgrc: No such file or directory"),
        say("This CI container has no hgrc, so Mercurial has no author name. I'll give it one."),
        ok("printf '[ui]\\nusername = Release Bot <release-bot@example.org>\\n' >> ~/.hgrc && "
           "hg commit -m \"Release 2.4.1\" && hg tag v2.4.1 && hg log -l 2 --template '{node|short} {author} {desc}\\n'",
           "9c41d07be2a3 Release Bot <release-bot@example.org> Added tag v2.4.1 for changeset 5f0e8b1c7d22\n"
           "5f0e8b1c7d22 Release Bot <release-bot@example.org> Release 2.4.1"),
    )
    T.lesson(
        "t34-hg-username", "project", "en", "s-hg-username", "workflow",
        "hg commit aborts in fresh CI containers: no username configured",
        "`hg commit` stops with `abort: no username supplied` (exit 255) and nothing is committed; `hg tag` fails "
        "the same way.",
        "The container starts with an empty home: no ~/.hgrc, no HGUSER, and nothing from a developer machine, "
        "so Mercurial has no author for new changesets.",
        "Mercurial needs an author name from `ui.username` (hgrc), the HGUSER variable or the command line, and "
        "refuses to invent one.",
        "Give hg a username before committing: `[ui] username = Name <mail>` in ~/.hgrc (or the repo's "
        ".hg/hgrc), `HGUSER=\"Name <mail>\"` in the environment, `-u/--user \"Name <mail>\"` on `hg commit` and "
        "`hg tag`, or `--config ui.username=…`.",
        ["`hg commit -m \"Release 2.4.1\"` -> `abort: no username supplied`",
         "`cat ~/.hgrc` -> `cat: /root/.hgrc: No such file or directory`",
         "after `printf '[ui]\\nusername = Release Bot <release-bot@example.org>\\n' >> ~/.hgrc` the commit and "
         "`hg tag v2.4.1` pass"],
    )

    T.later(
        "l-hg-before", "/builds/tools/fwconfig", "2026-02-20T10:00:00Z", "HEAD",
        user("commit the regenerated register map"),
        ok("hg status", "M regs/map.yaml"),
        err('hg commit -m "Regenerate register map"', NOUSER, 255),
        ok('hg commit -u "Release Bot <release-bot@example.org>" -m "Regenerate register map" && hg log -l 1 --template "{node|short}\\n"',
           "2e7a55c01f9d"),
    )
    T.pair("t34-hg-username", "l-hg-before", "neither",
           "the session is dated before the lesson's source session, so it is neither whatever it holds")

    T.later(
        "l-hg-hguser-env", "/builds/tools/boardcfg", "2026-03-27T08:30:00Z", "HEAD",
        user("update the pinned toolchain hash in toolchain.lock and push it"),
        edit("/builds/tools/boardcfg/toolchain.lock", "sha256: 4be1", "sha256: 9ad0"),
        ok('HGUSER="CI Bot <ci@example.org>" hg commit -m "Pin toolchain 13.3" && hg push',
           "pushing to ssh://hg@code.example.org/tools/boardcfg\nsearching for changes\nremote: adding changesets\n"
           "remote: adding manifests\nremote: adding file changes\nremote: added 1 changesets with 1 changes to 1 files"),
    )
    T.pair("t34-hg-username", "l-hg-hguser-env", "applied",
           "HGUSER is set in the environment for hg commit, a spelling the lesson names, and the commit succeeds")

    T.later(
        "l-hg-fish", "/home/ana/src/pcb-tools", "2026-04-03T19:10:00Z", "HEAD",
        user("i'm on the new laptop (fish). commit the gerber script fix as me: Ana Ruiz <ana@example.org>"),
        ok("fish -c 'hg status'", "M scripts/gerber_export.py"),
        ok("fish -c 'set -x HGUSER \"Ana Ruiz <ana@example.org>\"; hg ci -m \"Fix drill file units\"; and hg log -l 1 --template \"{author}\\n\"'",
           "Ana Ruiz <ana@example.org>"),
        ok("fish -c 'python -m pytest -q tests/test_gerber.py'", "....\n4 passed in 0.38s"),
    )
    T.pair("t34-hg-username", "l-hg-fish", "applied",
           "HGUSER is exported in fish before hg ci and the commit carries that author; no abort")

    T.later(
        "l-hg-user-flag", "/srv/ci/work/ldscripts", "2026-04-08T06:55:00Z", "HEAD",
        user("the nightly job regenerates linker scripts; commit the result from the runner"),
        ok("./gen_ld.py --all", "wrote 6 linker scripts"),
        ok('hg addremove -q && hg commit --user "Nightly <nightly@example.org>" -m "Nightly linker scripts" && hg id -i',
           "b7c2e18f30a4"),
        ok("hg push -q", ""),
    )
    T.pair("t34-hg-username", "l-hg-user-flag", "applied",
           "hg commit is given --user, the lesson's command-line fix, and no abort occurs")

    T.later(
        "l-hg-tag-new", "/builds/tools/fwflash", "2026-04-12T13:45:00Z", "HEAD",
        user("tag the current tip of fwflash as v0.9.0 and push the tag"),
        ok("hg log -r tip --template '{node|short} {desc}\\n'", "e40b77d1c6a2 Support SPI flash W25Q128"),
        err("hg tag v0.9.0", NOUSER, 255),
        ok('hg tag -u "Release Bot <release-bot@example.org>" v0.9.0 && hg push -q', ""),
    )
    T.pair("t34-hg-username", "l-hg-tag-new", "recurred",
           "hg tag in another repo's fresh container aborts with no username supplied before -u is added")

    T.later(
        "l-hg-amend", "/workspace/sensor-hal", "2026-04-16T09:40:00Z", "HEAD",
        user("fix the typo in the last commit message in sensor-hal (devcontainer)"),
        err('hg commit --amend -m "Add BMP390 driver"', NOUSER, 255),
        say("The devcontainer has no Mercurial identity."),
        ok('hg --config ui.username="Dev <dev@example.org>" commit --amend -m "Add BMP390 driver"',
           "saved backup bundle to /workspace/sensor-hal/.hg/strip-backup/0c9a1e2f4b71-amend.hg"),
    )
    T.pair("t34-hg-username", "l-hg-amend", "recurred",
           "hg commit --amend in a devcontainer fails with no username supplied; the --config fix comes after")

    T.later(
        "l-hg-newhead", "/builds/tools/fwconfig", "2026-04-19T16:00:00Z", "HEAD",
        user("push the release commit"),
        ok("hg outgoing -q --template '{node|short} {desc}\\n'", "6d1f0a9e2c4b Release 2.5.0"),
        err("hg push",
            "pushing to ssh://hg@code.example.org/tools/fwconfig\nsearching for changes\n"
            "abort: push creates new remote head 4f2a9c1e7b03\n(merge or see 'hg help -e push' for details about pushing new heads)",
            255),
        say("Someone pushed to default in the meantime; the release commit has to be merged or rebased first. "
            "Do you want a merge commit or a rebase?"),
    )
    T.pair("t34-hg-username", "l-hg-newhead", "neither",
           "hg push aborts on a new remote head, a different error; nothing is committed and no username is set")

    T.later(
        "l-hg-log-user", "/home/ana/src/pcb-tools", "2026-04-22T10:30:00Z", "HEAD",
        user("who changed the drill export lately? show commits by ana and by bogdan"),
        ok("hg log -u ana -u bogdan -l 5 --template '{node|short} {author|person} {desc|firstline}\\n' scripts/",
           "a3b91e0c7d55 Ana Ruiz Fix drill file units\n17f0c2d8e1b4 Bogdan Ilie Export NPTH separately"),
        ok("hg annotate -u scripts/gerber_export.py | sed -n '40,42p'",
           "     ana: def drill_units(cfg):\n  bogdan:     return cfg.get('units', 'mm')\n     ana: "),
    )
    T.pair("t34-hg-username", "l-hg-log-user", "neither",
           "hg log -u and hg annotate -u filter or show authors; nothing is committed and no username is set")


FILLS = [fill_wpcli, fill_consul, fill_hg]
