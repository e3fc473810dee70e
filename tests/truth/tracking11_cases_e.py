"""The eleventh tracking corpus, part e: nginx's server-names hash too small for a long host name (fix only in
prose), and a Postgres database whose collation differs from template1's (French lesson). Tables and helpers in
tracking11_cases.py."""
from __future__ import annotations

from tests.truth.tracking11_cases import B, E, G, R, S, T, U, W

# --- H. nginx: server_names_hash_bucket_size ----------------------------------------------------------------------

EDGE = "/home/dev/src/edge-proxy"
EDGE_EU = "/home/dev/src/edge-proxy-eu"
DOCS = "/home/dev/src/docs-site"
NGINX_T = "docker run --rm -v \"$PWD/conf\":/etc/nginx:ro nginx:1.27-alpine nginx -t"
HASH_ERR = ("nginx: [emerg] could not build server_names_hash, you should increase server_names_hash_bucket_size: "
            "{n}\nnginx: configuration file /etc/nginx/nginx.conf test failed")
T_OK = ("nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file "
        "/etc/nginx/nginx.conf test is successful")
HTTP_BLOCK = ("http {\n    include       mime.types;\n    default_type  application/octet-stream;\n"
              "    sendfile        on;\n    keepalive_timeout  65;\n    types_hash_max_size 2048;\n\n"
              "    include /etc/nginx/sites/*.conf;\n}\n")
LONG_HOST = "pr-1234-preview-api.staging.internal.example-corp.net"


def _nginx_source() -> None:
    T.source(
        "s-nginx", EDGE, "2026-04-08T09:00:00Z", "feat/preview-hosts",
        U(f"Add a vhost for the preview API at {LONG_HOST} proxying to preview-api:8080, and check the config."),
        W(f"{EDGE}/conf/sites/preview-api.conf",
          f"server {{\n    listen 80;\n    server_name {LONG_HOST};\n\n    location / {{\n"
          "        proxy_pass http://preview-api:8080;\n        proxy_set_header Host $host;\n    }\n}\n"),
        B(NGINX_T, HASH_ERR.format(n=64), 1),
        R(f"{EDGE}/conf/nginx.conf", "user  nginx;\nworker_processes  auto;\n\n" + HTTP_BLOCK),
        S("The new host name is longer than fits in the default 64-byte server-names hash bucket. Raising the "
          "bucket size in the http block."),
        E(f"{EDGE}/conf/nginx.conf", "    types_hash_max_size 2048;\n",
          "    types_hash_max_size 2048;\n    server_names_hash_bucket_size 128;\n"),
        B(NGINX_T, T_OK),
        B("git add conf && git commit -qm 'preview-api vhost; server_names_hash_bucket_size 128' && git log -1 "
          "--oneline", "a17f3c2 preview-api vhost; server_names_hash_bucket_size 128"),
    )
    T.lesson(
        "t11-nginx-hash-bucket", "project", "en", "s-nginx", "tool_quirk",
        "Long preview host names overflow nginx's default server-names hash bucket",
        "`nginx -t` fails with `[emerg] could not build server_names_hash, you should increase "
        "server_names_hash_bucket_size: 64` as soon as a vhost with a long server_name is added.",
        "Looking for a syntax error in the new vhost: the vhost itself is fine; the error is about the size of "
        "the name, and appears on whichever config is tested first after the long name lands.",
        "nginx sizes the bucket of its server-name hash from the CPU cache line (64 bytes here); a name longer "
        "than a bucket cannot be stored, so the whole configuration is rejected.",
        "Raise the server-names hash bucket size in the http block of nginx.conf to the next power of two (128 "
        "was enough here) and test the configuration again before reloading.",
        "nginx -t in the nginx:1.27-alpine container failed with \"could not build server_names_hash, you should "
        "increase server_names_hash_bucket_size: 64\" once preview-api.conf added the long preview host; after the "
        "Edit of conf/nginx.conf adding the 128 setting the same check said \"test is successful\".",
    )


def _nginx_applied() -> None:
    T.later(
        "l-ng-a1", EDGE_EU, "2026-04-20T10:30:00Z", "feat/preview-hosts",
        U("Port the preview vhosts to edge-proxy-eu; the EU names are even longer."),
        R(f"{EDGE_EU}/conf/nginx.conf", "user  nginx;\nworker_processes  auto;\n\n" + HTTP_BLOCK),
        S("Setting the server-names bucket size first so the long EU host names fit."),
        E(f"{EDGE_EU}/conf/nginx.conf", "    keepalive_timeout  65;\n",
          "    keepalive_timeout  65;\n    server_names_hash_bucket_size 128;\n"),
        W(f"{EDGE_EU}/conf/sites/preview-api.conf",
          "server {\n    listen 80;\n    server_name pr-1234-preview-api.staging.eu-central.internal.example-corp.net;"
          "\n\n    location / {\n        proxy_pass http://preview-api:8080;\n    }\n}\n"),
        B(NGINX_T, T_OK),
    )
    T.pair("t11-nginx-hash-bucket", "l-ng-a1", "applied",
           "sibling edge-proxy-eu: the bucket size is raised in nginx.conf before the long vhosts are added")
    T.later(
        "l-ng-a2", DOCS, "2026-04-28T13:20:00Z", "feat/versioned-hosts",
        U("Serve each docs version on its own host, like v2-3-1.docs.platform.internal.example-corp.net."),
        W(f"{DOCS}/nginx/conf.d/00-hash.conf", "server_names_hash_bucket_size 256;\n"),
        W(f"{DOCS}/nginx/conf.d/versions.conf",
          "server {\n    listen 8080;\n    server_name ~^v(?<ver>[0-9-]+)\\.docs\\.platform\\.internal\\.example-corp"
          "\\.net$;\n    root /srv/docs/$ver;\n}\n"),
        B("docker compose run --rm web nginx -t", T_OK),
    )
    T.pair("t11-nginx-hash-bucket", "l-ng-a2", "applied",
           "another project: a conf.d file with `server_names_hash_bucket_size 256;` written before the long names")
    T.later(
        "l-ng-a3", EDGE, "2026-05-03T08:40:00Z", "ops/lb-3",
        U("lb-3 is a fresh box running our vhosts from /etc/nginx directly. Prepare it for the preview hosts."),
        B("ssh ops@lb-3 \"sudo sed -i '/^http {/a\\    server_names_hash_bucket_size 128;' /etc/nginx/nginx.conf && "
          "grep -n server_names_hash /etc/nginx/nginx.conf\"", "18:    server_names_hash_bucket_size 128;"),
        B("rsync -a conf/sites/ ops@lb-3:/tmp/sites/ && ssh ops@lb-3 'sudo cp /tmp/sites/*.conf "
          "/etc/nginx/sites-enabled/ && sudo nginx -t && sudo systemctl reload nginx'", T_OK),
    )
    T.pair("t11-nginx-hash-bucket", "l-ng-a3", "applied",
           "on host lb-3 the directive is added with sed over ssh before the vhosts are copied and tested")


def _nginx_recurred_and_neither() -> None:
    T.later(
        "l-ng-r1", EDGE, "2026-05-08T17:00:00Z", "ops/lb-2",
        U("I copied the new preview vhosts to lb-2 and the reload failed. Look."),
        B("ssh ops@lb-2 'sudo systemctl reload nginx'",
          "Job for nginx.service failed because the control process exited with error code.\nSee \"systemctl "
          "status nginx.service\" and \"journalctl -xeu nginx.service\" for details.", 1),
        B("ssh ops@lb-2 'sudo journalctl -u nginx --since -5min --no-pager | tail -3'",
          "May 08 17:00:41 lb-2 nginx[88213]: nginx: [emerg] could not build server_names_hash, you should increase "
          "server_names_hash_bucket_size: 64\nMay 08 17:00:41 lb-2 systemd[1]: nginx.service: Control process "
          "exited, code=exited, status=1/FAILURE\nMay 08 17:00:41 lb-2 systemd[1]: Reload failed for nginx.service"),
        S("lb-2 never got the bucket-size change; the old config is still serving."),
    )
    T.pair("t11-nginx-hash-bucket", "l-ng-r1", "recurred",
           "on host lb-2 the reload fails with the server_names_hash error in the journal")
    T.later(
        "l-ng-r2", DOCS, "2026-05-14T09:10:00Z", "feat/preview",
        U("The docs preview container keeps restarting after the host name change."),
        B("docker compose logs --tail 2 web",
          "web-1  | nginx: [emerg] could not build server_names_hash, you should increase "
          "server_names_hash_bucket_size: 32\nweb-1 exited with code 1"),
        G("server_names_hash", f"{DOCS}/nginx", "No matches found"),
        S("00-hash.conf was dropped in the preview branch's nginx dir, so the long preview name no longer fits."),
    )
    T.pair("t11-nginx-hash-bucket", "l-ng-r2", "recurred",
           "the docs preview container's log shows the server_names_hash error (bucket 32)")
    T.later(
        "l-ng-b", EDGE, "2026-03-26T11:00:00Z", "feat/ratelimit",
        U("Add a 10r/s rate limit on /login."),
        E(f"{EDGE}/conf/nginx.conf", "    types_hash_max_size 2048;\n",
          "    types_hash_max_size 2048;\n    limit_req_zone $binary_remote_addr zone=login:10m rate=10r/s;\n"),
        B(NGINX_T, T_OK),
    )
    T.pair("t11-nginx-hash-bucket", "l-ng-b", "neither", "dated before the lesson's source; a rate-limit zone")
    T.later(
        "l-ng-n1", EDGE, "2026-04-22T14:50:00Z", "feat/search-host",
        U("Add search.example-corp.net proxying to search:9200."),
        W(f"{EDGE}/conf/sites/search.conf",
          "server {\n    listen 80;\n    server_name search.example-corp.net;\n    location / {\n"
          "        proxy_pass http://search:9200;\n    }\n}\n"),
        B(NGINX_T, "nginx: [emerg] host not found in upstream \"search:9200\" in /etc/nginx/sites/search.conf:5\n"
          "nginx: configuration file /etc/nginx/nginx.conf test failed", 1),
        S("Outside compose the upstream name doesn't resolve; testing on the compose network instead."),
        B("docker compose run --rm proxy nginx -t", T_OK),
    )
    T.pair("t11-nginx-hash-bucket", "l-ng-n1", "neither",
           "look-alike nginx -t failure: an upstream host that does not resolve outside compose")
    T.later(
        "l-ng-n2", EDGE, "2026-05-11T10:25:00Z", "chore/audit",
        U("List every size/timeout tuning in our nginx config for the audit doc."),
        B("grep -rnE '_(size|timeout)' conf/",
          "conf/nginx.conf:8:    keepalive_timeout  65;\nconf/nginx.conf:9:    types_hash_max_size 2048;\n"
          "conf/nginx.conf:10:    server_names_hash_bucket_size 128;\nconf/sites/preview-api.conf:9:    "
          "proxy_read_timeout 30s;"),
        S("Four tunings: keepalive 65s, types hash 2048, server-names bucket 128, proxy read timeout 30s."),
    )
    T.pair("t11-nginx-hash-bucket", "l-ng-n2", "neither",
           "the directive only appears in a grep listing for an audit; nothing is added or tested")


# --- I. Postgres: a collation other than template1's needs template0 ----------------------------------------------

PORTAIL = "/home/dev/src/portail"
ANNUAIRE = "/home/dev/src/annuaire"
PSQL = "psql -h localhost -U portail -d postgres -Atc"
COLL_ERR = ("ERROR:  new collation ({c}) is incompatible with the collation of the template database (C.UTF-8)\n"
            "HINT:  Use the same collation as in the template database, or use template0 as template.")


def _pg_source() -> None:
    T.source(
        "s-pgcoll", PORTAIL, "2026-04-09T14:00:00Z", "feat/tri-accents",
        U("Les tests de tri par nom (usager_sort_spec) doivent tourner sur une base en collation fr_FR. Crée "
          "portail_test comme il faut et lance-les."),
        B(f"{PSQL} 'select datname, datcollate from pg_database'",
          "postgres|C.UTF-8\ntemplate1|C.UTF-8\ntemplate0|C.UTF-8\nportail_dev|C.UTF-8"),
        B("createdb -h localhost -U portail -E UTF8 --locale=fr_FR.UTF-8 portail_test",
          "createdb: error: database creation failed: " + COLL_ERR.format(c="fr_FR.UTF-8"), 1),
        S("template1 est en C.UTF-8 ; une base avec une autre collation doit être copiée depuis template0."),
        B("createdb -h localhost -U portail -T template0 -E UTF8 --locale=fr_FR.UTF-8 portail_test", ""),
        B(f"{PSQL} \"select datcollate from pg_database where datname='portail_test'\"", "fr_FR.UTF-8"),
        B("DATABASE_URL=postgres://portail@localhost/portail_test bin/rails db:schema:load >/dev/null && "
          "DATABASE_URL=postgres://portail@localhost/portail_test bundle exec rspec spec/models/usager_sort_spec.rb",
          "....\n\nFinished in 0.31 seconds (files took 1.42 seconds to load)\n4 examples, 0 failures"),
    )
    T.lesson(
        "t11-pg-template0", "project", "fr", "s-pgcoll", "tool_quirk",
        "createdb avec une collation différente de template1 : partir de template0",
        "`createdb ... --locale=fr_FR.UTF-8 portail_test` échoue avec `new collation (fr_FR.UTF-8) is "
        "incompatible with the collation of the template database (C.UTF-8)`.",
        "Croire que la locale fr_FR.UTF-8 manque sur le serveur : elle existe, c'est la base modèle par défaut "
        "(template1, en C.UTF-8) qui bloque.",
        "Postgres copie la base modèle ; template1 peut contenir des données indexées selon sa propre collation, "
        "donc une autre collation n'est autorisée qu'à partir de template0.",
        "Créer la base depuis `template0` : `createdb -T template0 -E UTF8 --locale=<locale> <base>` (ou "
        "`TEMPLATE template0` dans `CREATE DATABASE`, ou `template: template0` dans database.yml).",
        "La commande `createdb -h localhost -U portail -E UTF8 --locale=fr_FR.UTF-8 portail_test` a échoué : "
        "`new collation (fr_FR.UTF-8) is incompatible with the collation of the template database (C.UTF-8)`. "
        "Avec `-T template0` la base a été créée, `datcollate` vaut `fr_FR.UTF-8` et la spec donne "
        "`4 examples, 0 failures`.",
    )


def _pg_applied() -> None:
    T.later(
        "l-pg-a1", PORTAIL, "2026-04-21T10:00:00Z", "chore/db-config",
        U("Fais en sorte que `bin/rails db:create` crée la base de test en fr_FR directement."),
        R(f"{PORTAIL}/config/database.yml", "test:\n  <<: *default\n  database: portail_test\n"),
        E(f"{PORTAIL}/config/database.yml", "  database: portail_test\n",
          "  database: portail_test\n  template: template0\n  encoding: unicode\n  collation: fr_FR.UTF-8\n"
          "  ctype: fr_FR.UTF-8\n"),
        B("dropdb -h localhost -U portail --if-exists portail_test && RAILS_ENV=test bin/rails db:create",
          "Created database 'portail_test'"),
    )
    T.pair("t11-pg-template0", "l-pg-a1", "applied",
           "`template: template0` written into database.yml with the collation before db:create; it works")
    T.later(
        "l-pg-a2", PORTAIL, "2026-04-27T16:20:00Z", "ci/db",
        U("Crée une base portail_ci en fr_FR sur le serveur partagé pour la CI."),
        B("psql -h ci-db.internal -U portail -d postgres -c \"CREATE DATABASE portail_ci TEMPLATE template0 "
          "ENCODING 'UTF8' LC_COLLATE 'fr_FR.UTF-8' LC_CTYPE 'fr_FR.UTF-8';\"", "CREATE DATABASE"),
    )
    T.pair("t11-pg-template0", "l-pg-a2", "applied",
           "SQL `CREATE DATABASE … TEMPLATE template0 … LC_COLLATE` on another host; succeeds first time")
    T.later(
        "l-pg-a3", ANNUAIRE, "2026-05-02T09:30:00Z", "chore/compose-db",
        U("Add a postgres service to annuaire's compose with a de_DE database created at init."),
        W(f"{ANNUAIRE}/docker/initdb/01-annuaire.sh",
          "#!/bin/sh\nset -e\ncreatedb --username \"$POSTGRES_USER\" --template=template0 --encoding=UTF8 "
          "--locale=de_DE.UTF-8 annuaire_dev\n"),
        B("chmod +x docker/initdb/01-annuaire.sh && docker compose up -d db && sleep 6 && docker compose logs db "
          "| grep -E 'initdb|ready'", "db-1  | /usr/local/bin/docker-entrypoint.sh: running "
          "/docker-entrypoint-initdb.d/01-annuaire.sh\ndb-1  | LOG:  database system is ready to accept "
          "connections"),
        B("docker compose exec db psql -U postgres -Atc \"select datcollate from pg_database where "
          "datname='annuaire_dev'\"", "de_DE.UTF-8"),
    )
    T.pair("t11-pg-template0", "l-pg-a3", "applied",
           "sibling annuaire: init script uses `--template=template0` for a de_DE database from the start")


def _pg_recurred_and_neither() -> None:
    T.later(
        "l-pg-r1", PORTAIL, "2026-05-06T11:00:00Z", "feat/staging-db",
        U("Crée la base portail_staging sur le nouveau serveur staging-db avec `bin/rails db:create`."),
        B("RAILS_ENV=staging bin/rails db:create",
          "PG::InvalidParameterValue: " + COLL_ERR.format(c="fr_FR.UTF-8") + "\nCouldn't create 'portail_staging' "
          "database. Please check your configuration.\nbin/rails aborted!\nActiveRecord::StatementInvalid: "
          "PG::InvalidParameterValue: ERROR:  new collation (fr_FR.UTF-8) is incompatible with the collation of "
          "the template database (C.UTF-8)", 1),
        E(f"{PORTAIL}/config/database.yml", "  database: portail_staging\n",
          "  database: portail_staging\n  template: template0\n"),
        B("RAILS_ENV=staging bin/rails db:create", "Created database 'portail_staging'"),
    )
    T.pair("t11-pg-template0", "l-pg-r1", "recurred",
           "Rails db:create raises the same collation/template error for the staging database; template0 after")
    T.later(
        "l-pg-r2", ANNUAIRE, "2026-05-12T15:00:00Z", "feat/sort",
        U("Make a throwaway annuaire_sort database in de_DE on my local postgres to try the sort queries."),
        B("createdb --lc-collate=de_DE.UTF-8 --lc-ctype=de_DE.UTF-8 annuaire_sort",
          "createdb: error: database creation failed: " + COLL_ERR.format(c="de_DE.UTF-8"), 1),
        S("Same template problem as in portail; I'll use template0."),
        B("createdb -T template0 --lc-collate=de_DE.UTF-8 --lc-ctype=de_DE.UTF-8 annuaire_sort && echo ok", "ok"),
    )
    T.pair("t11-pg-template0", "l-pg-r2", "recurred",
           "createdb in the annuaire project fails on the de_DE collation vs template1; fixed after")
    T.later(
        "l-pg-n1", PORTAIL, "2026-04-24T08:30:00Z", "chore/pg16-cluster",
        U("Monte un cluster PG16 local dans /tmp/pg16 avec la locale fr_FR pour comparer les plans."),
        B("/usr/lib/postgresql/16/bin/initdb -D /tmp/pg16 --locale=fr_FR.UTF-8 -E UTF8",
          "The files belonging to this database system will be owned by user \"dev\".\n\ninitdb: error: invalid "
          "locale name \"fr_FR.UTF-8\"\ninitdb: hint: If the locale name is specific to ICU, use --icu-locale.", 1),
        B("sudo locale-gen fr_FR.UTF-8 && /usr/lib/postgresql/16/bin/initdb -D /tmp/pg16 --locale=fr_FR.UTF-8 -E "
          "UTF8 | tail -1", "Generating locales (this might take a while)...\n  fr_FR.UTF-8... done\n"
          "Generation complete.\n    /usr/lib/postgresql/16/bin/pg_ctl -D /tmp/pg16 -l logfile start"),
    )
    T.pair("t11-pg-template0", "l-pg-n1", "neither",
           "look-alike: initdb rejects a locale the OS has not generated; locale-gen fixes it, no template involved")
    T.later(
        "l-pg-n2", PORTAIL, "2026-05-09T13:40:00Z", "main",
        U("Liste les bases du serveur local avec leur collation."),
        B("psql -h localhost -U portail -d postgres -c '\\l'",
          "                                                List of databases\n     Name      |  Owner  | Encoding "
          "| Locale Provider |   Collate   |    Ctype    \n---------------+---------+----------+-----------------"
          "+-------------+-------------\n portail_dev   | portail | UTF8     | libc            | C.UTF-8     | "
          "C.UTF-8\n portail_test  | portail | UTF8     | libc            | fr_FR.UTF-8 | fr_FR.UTF-8\n "
          "postgres      | portail | UTF8     | libc            | C.UTF-8     | C.UTF-8\n template0     | portail "
          "| UTF8     | libc            | C.UTF-8     | C.UTF-8\n template1     | portail | UTF8     | libc"
          "            | C.UTF-8     | C.UTF-8\n(5 rows)"),
    )
    T.pair("t11-pg-template0", "l-pg-n2", "neither",
           "template0 only appears in a `\\l` listing; no database is created")


def build_seventh_part() -> None:
    _nginx_source()
    _nginx_applied()
    _nginx_recurred_and_neither()
    _pg_source()
    _pg_applied()
    _pg_recurred_and_neither()
