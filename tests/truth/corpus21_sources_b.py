"""Scripted sessions of corpus21, part B: TimescaleDB hypertables in docker compose, Litestream replicating SQLite
to S3 under systemd, Hasura CLI migrations and metadata from WSL, PostgREST's schema cache and grants, Strapi 5 on
Windows with better-sqlite3 (an interrupted call), Drupal config import with drush. Steps in the shape of
tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus21_common import INTERRUPTED, REJECTED, out
from tests.truth.sessions_dsl import Step

TIMESCALE = "timescaledb-hypertable-compose"
LITESTREAM = "litestream-s3-systemd"
HASURA = "hasura-migrate-metadata-wsl"
POSTGREST = "postgrest-schema-cache-grants"
STRAPI = "strapi5-windows-better-sqlite3"
DRUSH = "drupal-drush-config-import"

_TS = "/home/marta/metrics-store"
_PSQL = "docker compose exec -T db psql -U postgres -d metrics -c"

TIMESCALE_STEPS: list[Step] = [
    ("user", "Enable TimescaleDB on the local postgres 16 container and turn `readings` into a hypertable."),
    ("bash", f"{_PSQL} 'CREATE EXTENSION IF NOT EXISTS timescaledb;'", out(
        "Exit code 1", 'FATAL:  extension "timescaledb" must be preloaded',
        "HINT:  Please preload the timescaledb library via shared_preload_libraries.", "",
        "This can be done by editing the config file at: /var/lib/postgresql/data/postgresql.conf",
        "and adding 'timescaledb' to the list in the shared_preload_libraries config.",
        "\t# Modify postgresql.conf:", "\tshared_preload_libraries = 'timescaledb'", "",
        "Another way to do this, if not preloading other libraries, is with the command:",
        "\techo \"shared_preload_libraries = 'timescaledb'\" >> /var/lib/postgresql/data/postgresql.conf ", "",
        "(Will require a database restart.)"), True),
    ("say", "Our metrics-db image installs the extension but compose starts postgres without preloading it, and "
            "editing postgresql.conf inside the volume would not survive a fresh volume. Passing the setting on the "
            "server command line in compose.yaml instead."),
    ("edit", f"{_TS}/compose.yaml", "    image: metrics-db:16\n",
     "    image: metrics-db:16\n    command: [\"postgres\", \"-c\", \"shared_preload_libraries=timescaledb\"]\n"),
    ("bash", f"docker compose up -d db && sleep 5 && {_PSQL} 'CREATE EXTENSION IF NOT EXISTS timescaledb;'", out(
        " Container metrics-store-db-1  Recreate", " Container metrics-store-db-1  Recreated",
        " Container metrics-store-db-1  Starting", " Container metrics-store-db-1  Started", "CREATE EXTENSION"),
     False),
    ("bash", f"{_PSQL} \"SELECT create_hypertable('readings', by_range('recorded_at'));\"", out(
        "Exit code 1",
        'ERROR:  cannot create a unique index without the column "recorded_at" (used in partitioning)',
        "HINT:  If you're creating a hypertable on a table with a primary key, ensure the partitioning column is "
        "part of the primary or composite key."), True),
    ("say", "readings has `id bigserial PRIMARY KEY`; the key has to include the partitioning column."),
    ("bash", f"{_PSQL} 'ALTER TABLE readings DROP CONSTRAINT readings_pkey, ADD PRIMARY KEY (id, recorded_at);'",
     "ALTER TABLE", False),
    ("bash", f"{_PSQL} \"SELECT create_hypertable('readings', by_range('recorded_at'));\"", out(
        "Exit code 1", 'ERROR:  table "readings" is not empty',
        "HINT:  You can migrate data by specifying 'migrate_data => true' when calling this function."), True),
    ("bash", f"{_PSQL} \"SELECT create_hypertable('readings', by_range('recorded_at'), migrate_data => true);\"", out(
        "NOTICE:  migrating data to chunks", "DETAIL:  Migration might take a while depending on the amount of data.",
        " create_hypertable ", "-------------------", " (1,t)", "(1 row)"), False),
    ("user", "perfect. Add a compression policy after 7 days too."),
    ("bash", f"{_PSQL} \"SELECT add_compression_policy('readings', INTERVAL '7 days');\"", out(
        "Exit code 1", 'ERROR:  compression not enabled on "readings"',
        "DETAIL:  It is necessary to enable compression before adding a compression policy."), True),
    ("say", "Compression has to be switched on for the table first, e.g. `ALTER TABLE readings SET "
            "(timescaledb.compress, timescaledb.compress_segmentby = 'sensor_id');`, then the policy call works. "
            "Shall I segment by sensor_id?"),
    ("user", "hold on, I need to check with Jonas which column we segment by. Stop here for today."),
]

_LS_UP = ("Mar 04 10:12:01 web-1 litestream[48211]: replicating to: name=\"s3\" type=\"s3\" sync-interval=1s "
          "bucket=\"gb-backups\" path=\"app.db\" region=\"eu-central-1\" endpoint=\"\"")

LITESTREAM_STEPS: list[Step] = [
    ("user", "Set up litestream to replicate /srv/guestbook/data/app.db to the gb-backups S3 bucket, and prove a "
             "restore works."),
    ("write", "/etc/litestream.yml", "dbs:\n  - path: /srv/guestbook/data/app.db\n    replicas:\n"
                                     "      - url: s3://gb-backups/app.db\n        region: eu-central-1\n"),
    ("bash", "sudo systemctl enable --now litestream && sleep 3 && journalctl -u litestream -n 5 --no-pager", out(
        "Mar 04 10:12:01 web-1 systemd[1]: Started litestream.service - Litestream.",
        "Mar 04 10:12:01 web-1 litestream[48211]: litestream v0.3.13",
        "Mar 04 10:12:01 web-1 litestream[48211]: initialized db: /srv/guestbook/data/app.db", _LS_UP,
        "Mar 04 10:12:02 web-1 litestream[48211]: /srv/guestbook/data/app.db(s3): monitor: error: "
        "NoCredentialProviders: no valid providers in chain. Deprecated."), False),
    ("say", "The service starts but has no AWS credentials: the unit does not get the environment of an "
            "interactive shell. Is there a credentials file for it?"),
    ("bash", "sudo ls -l /etc/litestream.env", "-rw------- 1 root root 116 Feb 27 14:02 /etc/litestream.env", False),
    ("write", "/etc/systemd/system/litestream.service.d/env.conf", "[Service]\nEnvironmentFile=/etc/litestream.env\n"),
    ("bash", "sudo systemctl daemon-reload && sudo systemctl restart litestream && sleep 5 && journalctl -u "
             "litestream -n 3 --no-pager", out(
        _LS_UP.replace("10:12:01", "10:15:40").replace("48211", "48390"),
        "Mar 04 10:15:41 web-1 litestream[48390]: /srv/guestbook/data/app.db(s3): snapshot written "
        "3f0c9a1d2b7e6f45/00000000",
        "Mar 04 10:15:42 web-1 litestream[48390]: /srv/guestbook/data/app.db(s3): wal segment written: "
        "3f0c9a1d2b7e6f45/00000000:0000000000000000-0000000000001f40"), False),
    ("bash", "litestream restore -o /tmp/restore-test.db s3://gb-backups/app.db", out(
        "Exit code 1",
        "2026/03/04 10:16:20 ERROR failed to run error=\"cannot fetch generations: NoCredentialProviders: no valid "
        "providers in chain. Deprecated.\\n\\tFor verbose messaging see aws.Config.CredentialsChainVerboseErrors\""),
     True),
    ("bash", "sudo sh -c 'set -a; . /etc/litestream.env; litestream restore -o /tmp/restore-test.db "
             "s3://gb-backups/app.db'", out(
        "2026/03/04 10:17:02 INFO restoring snapshot db=/tmp/restore-test.db replica=s3 generation=3f0c9a1d2b7e6f45 "
        "index=0 path=/tmp/restore-test.db.tmp",
        "2026/03/04 10:17:02 INFO restoring wal files db=/tmp/restore-test.db replica=s3 "
        "generation=3f0c9a1d2b7e6f45 index_min=0 index_max=0",
        "2026/03/04 10:17:03 INFO renaming database from temporary location db=/tmp/restore-test.db replica=s3"),
     False),
    ("bash", "sqlite3 /tmp/restore-test.db 'PRAGMA integrity_check; SELECT count(*) FROM entries;'", "ok\n1843",
     False),
    ("bash", "sqlite3 /srv/guestbook/data/app.db 'SELECT count(*) FROM entries;'", "1843", False),
    ("user", "good, 1843 on both. That's what I wanted."),
]

_HA = "/mnt/c/Users/lena/work/tasks-api"
_HEP = "--endpoint http://localhost:8080"
_APPLY_ERR = (
    'time="2026-02-11T09:14:40+01:00" level=fatal msg="apply failed\\nFile: \'1707640012000_add_due_date/up.sql\'\\n'
    '{\\n    \\"error\\": \\"query execution failed\\",\\n    \\"path\\": \\"$\\",\\n    \\"code\\": '
    '\\"postgres-error\\",\\n    \\"internal\\": {\\n        \\"error\\": {\\n            \\"message\\": '
    '\\"column \\\\\\"due_date\\\\\\" of relation \\\\\\"tasks\\\\\\" already exists\\",\\n            '
    '\\"status_code\\": \\"42701\\"\\n        }\\n    }\\n}"')

HASURA_STEPS: list[Step] = [
    ("user", "Apply the new hasura migrations and metadata to the local docker hasura. I'm in WSL, the repo is on "
             "the C: drive."),
    ("bash", f"hasura migrate apply {_HEP}", out(
        "Exit code 1", 'time="2026-02-11T09:14:22+01:00" level=fatal msg="--database-name flag is required"'), True),
    ("bash", f"hasura migrate apply {_HEP} --database-name default", out("Exit code 1", _APPLY_ERR), True),
    ("bash", "docker compose exec -T postgres psql -U postgres -c '\\d tasks' | grep due_date",
     " due_date    | date                     |           |          | ", False),
    ("say", "The column already exists: someone added due_date through the console before the migration was "
            "written, so the migration's DDL collides. Marking that version as applied without executing it."),
    ("bash", f"hasura migrate apply {_HEP} --database-name default --version 1707640012000 --skip-execution",
     "INFO migrations applied", False),
    ("bash", f"hasura migrate apply {_HEP} --database-name default", "INFO migrations applied", False),
    ("bash", f"hasura migrate status {_HEP} --database-name default", out(
        "VERSION        NAME             SOURCE STATUS  DATABASE STATUS",
        "1706000000000  init             Present        Present",
        "1707640012000  add_due_date     Present        Present",
        "1707900000000  add_task_labels  Present        Present"), False),
    ("bash", f"hasura metadata apply {_HEP}", out(
        "WARN Metadata is inconsistent", "WARN Use 'hasura metadata ic list' command to list inconsistent objects",
        "INFO Metadata applied"), False),
    ("bash", f"hasura metadata ic list {_HEP}", out(
        "NAME  TYPE   DESCRIPTION                         REASON",
        'tags  table  {"name":"tags","schema":"public"}  Inconsistent object: no such table/view exists in '
        'source: "tags"'), False),
    ("say", "The metadata tracks public.tags, but no migration creates that table. Either add a migration for it "
            "or drop it from metadata/databases/default/tables/tables.yaml. Which do you want?"),
    ("user", "drop it, tags was abandoned"),
    ("edit", f"{_HA}/metadata/databases/default/tables/tables.yaml",
     '- "!include public_tags.yaml"\n- "!include public_tasks.yaml"', '- "!include public_tasks.yaml"'),
    ("bash", f"hasura metadata apply {_HEP} && hasura metadata ic list {_HEP}",
     out("INFO Metadata applied", "INFO metadata is consistent"), False),
    ("user", "great, thanks"),
]

_PG = "/home/kofi/todo-backend"
_PGRST205 = out("{", '  "code": "PGRST205",', '  "details": null,',
                "  \"hint\": \"Perhaps you meant the table 'api.todos'\",",
                "  \"message\": \"Could not find the table 'api.projects' in the schema cache\"", "}")
_POST = ("curl -s -X POST localhost:3000/projects -H \"Authorization: Bearer $TOKEN\" -H 'Content-Type: "
         "application/json' -d '{\"name\":\"Garden\"}' | jq .")
_SEQ_DENIED = out("{", '  "code": "42501",', '  "details": null,', '  "hint": null,',
                  '  "message": "permission denied for sequence projects_id_seq"', "}")

POSTGREST_STEPS: list[Step] = [
    ("user", "I added a `projects` table but PostgREST returns 404 for /projects. Fix it."),
    ("bash", "curl -s localhost:3000/projects | jq .", _PGRST205, False),
    ("bash", "psql \"$DATABASE_URL\" -c '\\dt *.projects'", out(
        "          List of relations", " Schema |   Name   | Type  |  Owner", "--------+----------+-------+----------",
        " public | projects | table | postgres", "(1 row)"), False),
    ("say", "The migration created it in `public`, but PostgREST only exposes the `api` schema. Moving it and "
            "granting read access to web_anon."),
    ("bash", "psql \"$DATABASE_URL\" -c 'ALTER TABLE public.projects SET SCHEMA api; GRANT SELECT ON api.projects "
             "TO web_anon;'", "ALTER TABLE\nGRANT", False),
    ("bash", "curl -s -o /dev/null -w '%{http_code}\\n' localhost:3000/projects", "404", False),
    ("say", "Still 404: PostgREST caches the schema and has not noticed the move. Asking it to reload."),
    ("bash", "psql \"$DATABASE_URL\" -c \"NOTIFY pgrst, 'reload schema'\" && sleep 1 && curl -s "
             "localhost:3000/projects | jq .", out(
        "NOTIFY", "[", "  {", '    "id": 1,', '    "name": "Inbox",', '    "owner_id": 7', "  }", "]"), False),
    ("user", "works. Now a POST with a user JWT gives 42501."),
    ("bash", _POST, _SEQ_DENIED, False),
    ("bash", "psql \"$DATABASE_URL\" -c 'GRANT INSERT ON api.projects TO todo_user; GRANT USAGE ON SEQUENCE "
             "api.projects_id_seq TO todo_user;'", "GRANT\nGRANT", False),
    ("bash", _POST.replace("Garden", "Garden 2"), _SEQ_DENIED, False),
    ("bash", "echo \"$TOKEN\" | cut -d. -f2 | base64 -d 2>/dev/null; echo",
     '{"role":"authenticated","sub":"7","exp":1767225600', False),
    ("say", "The token's role claim is `authenticated`, not todo_user, so PostgREST switches to a role that never "
            "got the grants. I'd grant to that role: `GRANT INSERT ON api.projects TO authenticated; GRANT USAGE ON "
            "SEQUENCE api.projects_id_seq TO authenticated;`."),
    ("user", "no wait, authenticated is shared with the billing service. Let me think about the roles first."),
]

_ST = r"C:\Users\ana\Projects\blog-cms"

STRAPI_STEPS: list[Step] = [
    ("user", "npm install fails on the strapi project since I switched to Node 22. Can you get it running again?"),
    ("bash", "npm install", out(
        "Exit code 1", "npm error code 1", rf"npm error path {_ST}\node_modules\better-sqlite3",
        "npm error command failed",
        r"npm error command C:\WINDOWS\system32\cmd.exe /d /s /c prebuild-install || node-gyp rebuild --release",
        "npm error prebuild-install warn install No prebuilt binaries found (target=22.11.0 runtime=node arch=x64 "
        "libc= platform=win32)",
        "npm error gyp ERR! find VS", "npm error gyp ERR! find VS msvs_version not set from command line or npm config",
        "npm error gyp ERR! find VS could not find a version of Visual Studio 2017 or newer to use",
        "npm error gyp ERR! configure error",
        "npm error gyp ERR! stack Error: Could not find any Visual Studio installation to use",
        r"npm error A complete log of this run can be found in: C:\Users\ana\AppData\Local\npm-cache\_logs"
        r"\2026-01-20T14_02_11_512Z-debug-0.log"), True),
    ("bash", "npm ls better-sqlite3", out(rf"blog-cms@0.1.0 {_ST}", "└── better-sqlite3@9.4.3"), False),
    ("say", "better-sqlite3 9.4.3 ships no prebuilt binary for Node 22, so npm falls back to compiling it and there "
            "is no Visual Studio on this machine. The 11.x line has Node 22 prebuilds and Strapi 5 accepts it."),
    ("bash", "npm install better-sqlite3@11.7.0 --save-exact", out(
        "", "added 1412 packages, and audited 1413 packages in 2m", "", "212 packages are looking for funding",
        "  run `npm fund` for details", "", "found 0 vulnerabilities"), False),
    ("bash", "npm run build", out(
        "", "> blog-cms@0.1.0 build", "> strapi build", "", "- Compiling TS", "√ Compiling TS (1829ms)",
        "- Building build context", "√ Building build context (103ms)", "- Building admin panel",
        "√ Building admin panel (21304ms)"), False),
    ("bash", "npm run develop", REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "don't start develop from here, it never returns. I ran it in my own terminal: it starts but then "
             rf"says error: Error: ENOENT: no such file or directory, open '{_ST}\.tmp\data.db'"),
    ("say", "DATABASE_FILENAME in .env points at .tmp\\data.db and the .tmp folder is gitignored, so the clean "
            "install has none. Creating it."),
    ("bash", "New-Item -ItemType Directory -Force .tmp | Out-Null; Test-Path .tmp", "True", False),
    ("user", "still the same ENOENT when I start it"),
    ("bash", "Select-String -Path config\\database.ts -Pattern filename", out(
        r"config\database.ts:14:        filename: path.join(__dirname, '..', '..', env('DATABASE_FILENAME', "
        r"'.tmp/data.db')),"), False),
    ("say", "Two levels up from dist\\config is the project root, so that resolves to the folder I just created. I "
            "can't reproduce it without starting the server; could you paste the full stack trace?"),
    ("user", "never mind, I'll dig into it tomorrow."),
]

_DRUSH = "vendor/bin/drush"

DRUSH_STEPS: list[Step] = [
    ("user", "Import the config from the repo into the new staging site with drush. It's a fresh install."),
    ("bash", f"{_DRUSH} config:import -y", out(
        "Exit code 1", " [error]  Site UUID in source storage does not match the target storage. ",
        "In ConfigImporter.php line 822:", "",
        "  There were errors validating the config synchronization.",
        "  Site UUID in source storage does not match the target storage."), True),
    ("bash", "grep '^uuid' config/sync/system.site.yml", "uuid: 7b3f0c2e-91a4-4d6b-8e2f-5c1d0a9b8e47", False),
    ("bash", f"{_DRUSH} config:set system.site uuid 7b3f0c2e-91a4-4d6b-8e2f-5c1d0a9b8e47 -y",
     " [success] Successfully updated config system.site:uuid", False),
    ("bash", f"{_DRUSH} config:import -y", out(
        "Exit code 1",
        ' [error]  Entities exist of type <em class="placeholder">Shortcut link</em> and <em class="placeholder">'
        'Shortcut set</em> <em class="placeholder">Default</em>. These entities need to be deleted before '
        "importing. ", "In ConfigImporter.php line 822:", "",
        "  There were errors validating the config synchronization."), True),
    ("bash", f"{_DRUSH} entity:delete shortcut -y && {_DRUSH} config:import -y", out(
        " [success] Deleted shortcut entity Ids: 1, 2",
        " [notice] Synchronized configuration: create field.storage.node.field_department.",
        " [notice] Synchronized configuration: create views.view.staff_directory.",
        " [notice] Finalizing configuration synchronization.",
        " [success] The configuration was imported successfully."), False),
    ("bash", f"{_DRUSH} cr && {_DRUSH} status --field=bootstrap", " [success] Cache rebuild complete.\nSuccessful",
     False),
    ("user", "the staff directory page shows 'The website encountered an unexpected error' now"),
    ("bash", f"{_DRUSH} watchdog:show --severity=Error --count=3", out(
        " ------- -------------- ------ ---------- ---------------------------------------------------------",
        "  ID      Date           Type   Severity   Message",
        " ------- -------------- ------ ---------- ---------------------------------------------------------",
        "  1288    12/Mar 11:02   php    Error      Drupal\\Core\\Database\\DatabaseExceptionWrapper: "
        "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'node__field_department.field_department_target_id' "
        "in 'where clause'",
        " ------- -------------- ------ ---------- ---------------------------------------------------------"), False),
    ("say", "The view queries a field column that the schema does not have. Pending entity or database updates "
            "would explain it, so running them."),
    ("bash", f"{_DRUSH} updatedb -y", " [success] No pending updates.", False),
    ("say", "No pending updates, so that isn't it. The view may reference an older definition of "
            "field_department; the next step would be to compare views.view.staff_directory with the field "
            "storage."),
    ("user", "ok stop, I'll ask Paul, he built that view."),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        TIMESCALE: (_TS, "2026-01-19T08:40:00Z", "feat/hypertables", TIMESCALE_STEPS),
        LITESTREAM: ("/srv/guestbook", "2026-03-04T10:10:00Z", "main", LITESTREAM_STEPS),
        HASURA: (_HA, "2026-02-11T08:12:00Z", "feature/due-dates", HASURA_STEPS),
        POSTGREST: (_PG, "2026-02-02T15:05:00Z", "projects-endpoint", POSTGREST_STEPS),
        STRAPI: (_ST, "2026-01-20T13:55:00Z", "main", STRAPI_STEPS),
        DRUSH: ("/var/www/intranet", "2026-03-12T10:40:00Z", "staging", DRUSH_STEPS),
    }
