"""Labelled lessons of corpus21, part C: the TimescaleDB, Litestream and Hasura sessions of corpus21_sources_b.py.
Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus21_common import gotcha, knowledge
from tests.truth.corpus21_sources_b import HASURA, LITESTREAM, TIMESCALE

_TIMESCALE = [
    gotcha("tsdb-01", TIMESCALE, (
        "TimescaleDB in docker compose: preload the library on the postgres command line",
        "`CREATE EXTENSION IF NOT EXISTS timescaledb;` fails with FATAL: must be preloaded.",
        "Installing the extension package in the image and expecting CREATE EXTENSION to be enough.",
        "TimescaleDB has to be in shared_preload_libraries when the server starts.",
        "Add `command: [\"postgres\", \"-c\", \"shared_preload_libraries=timescaledb\"]` to the db service and "
        "recreate it."),
        "`CREATE EXTENSION IF NOT EXISTS timescaledb;` → `FATAL:  extension \"timescaledb\" must be preloaded`. "
        "Added `command: [\"postgres\", \"-c\", \"shared_preload_libraries=timescaledb\"]` to the db service; after "
        "`docker compose up -d db` the same statement returned `CREATE EXTENSION`.",
        ev="real", fix="shown", cls="edit_then_pass",
        why="The compose Edit is followed by recreating db and a CREATE EXTENSION that succeeds.",
        phrasing=["code spans with nested quotes", "arrow", "outcome claim: after"],
        steps={"failure": "must be preloaded",
               "fix": "command: [\"postgres\", \"-c\", \"shared_preload_libraries=timescaledb\"]",
               "evidence": "Container metrics-store-db-1  Started"}, category="env_setup"),
    gotcha("tsdb-02", TIMESCALE, (
        "create_hypertable on a table that already has rows needs migrate_data",
        "`create_hypertable` fails with `table \"readings\" is not empty`.",
        "Converting a populated table with the default arguments.",
        "By default TimescaleDB only converts empty tables.",
        "Call `create_hypertable(..., migrate_data => true)`."),
        "`ERROR:  table \"readings\" is not empty` / `HINT:  You can migrate data by specifying 'migrate_data => "
        "true' when calling this function.` Re-running as `SELECT create_hypertable('readings', "
        "by_range('recorded_at'), migrate_data => true);` gave `NOTICE:  migrating data to chunks` and ` (1,t)`.",
        ev="real", fix="shown", cls="rerun_passes",
        why="The re-run with migrate_data returns (1,t) and the person says perfect.",
        phrasing=["code spans", "nested quotes", "outcome claim"],
        steps={"failure": "table \"readings\" is not empty", "fix": "migrate_data => true);"},
        category="api_quirk"),
    gotcha("tsdb-03", TIMESCALE, (
        "TimescaleDB compression policies need compression enabled on the hypertable",
        "`add_compression_policy` fails: compression not enabled.",
        "Adding the policy straight after creating the hypertable.",
        "A policy can only be attached once `timescaledb.compress` is set on the table.",
        "`ALTER TABLE readings SET (timescaledb.compress, timescaledb.compress_segmentby = 'sensor_id');` then "
        "`add_compression_policy('readings', INTERVAL '7 days')`."),
        "`SELECT add_compression_policy('readings', INTERVAL '7 days');` → `ERROR:  compression not enabled on "
        "\"readings\"` / `DETAIL:  It is necessary to enable compression before adding a compression policy.`",
        ev="real", fix="not_shown", cls="only_suggested",
        why="The ALTER TABLE is only proposed with a question; the person stops before anything runs.",
        phrasing=["code spans", "arrow"],
        steps={"failure": "compression not enabled on",
               "fix": "timescaledb.compress_segmentby = 'sensor_id'"}, category="api_quirk"),
    knowledge("tsdb-04", TIMESCALE, (
        "Hypertable primary keys must include the partitioning column",
        "Converting a table whose key is `id bigserial PRIMARY KEY` into a hypertable on recorded_at.",
        "Replace the key first: `ALTER TABLE readings DROP CONSTRAINT readings_pkey, ADD PRIMARY KEY (id, "
        "recorded_at);`.",
        "Unique indexes on a hypertable must contain the partitioning column."),
        "create_hypertable refused with `cannot create a unique index without the column \"recorded_at\" (used in "
        "partitioning)`; the ALTER TABLE answered `ALTER TABLE` and the next attempt failed for a different reason "
        "(the table was not empty).",
        ev="real", cls="knowledge",
        why="The unique-index error, the ALTER's result and the next, different error are all in the session.",
        phrasing=["code spans", "prose"],
        steps={"evidence": "DROP CONSTRAINT readings_pkey"}, category="api_quirk"),
    gotcha("tsdb-05", TIMESCALE, (
        "create_hypertable succeeds as soon as the key includes recorded_at",
        "create_hypertable rejects the table's primary key.",
        "Keeping a single-column key.",
        "Partitioning column missing from the key.",
        "Make the key composite."),
        "After `ALTER TABLE readings DROP CONSTRAINT readings_pkey, ADD PRIMARY KEY (id, recorded_at);` the next "
        "`SELECT create_hypertable('readings', by_range('recorded_at'));` succeeded and returned `(1,t)`.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="That next call failed with 'table \"readings\" is not empty'; (1,t) only came with migrate_data.",
        phrasing=["code spans", "false outcome claim"],
        steps={"evidence": "DROP CONSTRAINT readings_pkey"}),
    gotcha("tsdb-06", TIMESCALE, (
        "TimescaleDB hint for converting populated tables",
        "create_hypertable refuses a populated table.",
        "Default arguments.",
        "Data migration is opt-in.",
        "Pass migrate_data."),
        "`HINT:  You can migrate data by specifying migrate_data => TRUE when calling this function.`",
        ev="invented", fix="not_shown", cls="near_miss",
        why="The hint quotes 'migrate_data => true' in single quotes and lower case.",
        phrasing=["code span", "near-miss quote"],
        steps={"evidence": "You can migrate data by specifying"}),
]

_LITESTREAM = [
    gotcha("ls-01", LITESTREAM, (
        "Litestream under systemd needs its S3 credentials in an EnvironmentFile",
        "The service starts and initialises the db, then logs NoCredentialProviders.",
        "Expecting the unit to see the credentials of an interactive shell.",
        "systemd services get no login environment.",
        "Add a drop-in with `EnvironmentFile=/etc/litestream.env`, daemon-reload, restart."),
        "journalctl: `monitor: error: NoCredentialProviders: no valid providers in chain. Deprecated.` → drop-in "
        "`/etc/systemd/system/litestream.service.d/env.conf` with `EnvironmentFile=/etc/litestream.env`, "
        "`sudo systemctl daemon-reload && sudo systemctl restart litestream` → `snapshot written "
        "3f0c9a1d2b7e6f45/00000000`.",
        ev="real", fix="shown", cls="fix_ran",
        why="After the drop-in and the reload/restart call the journal shows a snapshot and a WAL segment written.",
        phrasing=["code spans", "arrows"],
        steps={"failure": "monitor: error: NoCredentialProviders",
               "fix": "sudo systemctl daemon-reload && sudo systemctl restart litestream",
               "evidence": "snapshot written 3f0c9a1d2b7e6f45/00000000"}, category="env_setup",
        group="c21-ls-creds"),
    gotcha("ls-02", LITESTREAM, (
        "litestream restore from a login shell lacks the service's S3 credentials",
        "`litestream restore` fails with `cannot fetch generations: NoCredentialProviders`.",
        "Running the restore as yourself although the keys live in a root-only env file.",
        "The credentials are only in /etc/litestream.env, which the service reads.",
        "Source the env file with `set -a` in a root shell and run the restore there."),
        "`litestream restore -o /tmp/restore-test.db s3://gb-backups/app.db` → `cannot fetch generations: "
        "NoCredentialProviders: no valid providers in chain. Deprecated.\\n\\tFor verbose messaging see "
        "aws.Config.CredentialsChainVerboseErrors`; running it as `sudo sh -c 'set -a; . /etc/litestream.env; "
        "litestream restore ...'` restored the snapshot and `PRAGMA integrity_check` said ok.",
        ev="real", fix="shown", cls="rerun_passes",
        why="The same restore, re-run with the env file sourced, succeeds and the integrity check passes.",
        phrasing=["literal \\n\\t", "code spans", "ellipsis"],
        steps={"failure": "cannot fetch generations: NoCredentialProviders",
               "fix": "set -a; . /etc/litestream.env; litestream restore", "evidence": "ok\n1843"},
        category="env_setup", group="c21-ls-creds"),
    knowledge("ls-03", LITESTREAM, (
        "Prove a Litestream replica by restoring to a scratch path and comparing row counts",
        "Replication is configured and someone wants proof it can be restored.",
        "Restore with `-o` to a temp file, run `PRAGMA integrity_check`, and compare a row count with the live db.",
        "A restore test catches missing credentials or WAL gaps before they matter."),
        ["`litestream restore -o /tmp/restore-test.db s3://gb-backups/app.db` (env file sourced) restored "
         "generation 3f0c9a1d2b7e6f45",
         "`sqlite3 /tmp/restore-test.db 'PRAGMA integrity_check; SELECT count(*) FROM entries;'` → ok / 1843",
         "`sqlite3 /srv/guestbook/data/app.db 'SELECT count(*) FROM entries;'` → 1843"],
        ev="real", cls="knowledge",
        why="The restore, the integrity check and both counts.",
        phrasing=["list evidence", "code spans", "arrows"],
        steps={"evidence": "PRAGMA integrity_check; SELECT count(*) FROM entries;"}),
    gotcha("ls-04", LITESTREAM, (
        "litestream restore finds no backups right after enabling replication",
        "The first restore finds nothing.",
        "Restoring before the first snapshot.",
        "No generation uploaded yet.",
        "Wait for the snapshot."),
        "`litestream restore -o /tmp/restore-test.db s3://gb-backups/app.db` → `no matching backups found`",
        ev="invented", fix="not_shown", cls="never_seen_error",
        why="The restore failed on credentials; 'no matching backups found' never appears.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "litestream restore -o /tmp/restore-test.db s3://gb-backups/app.db"}),
    gotcha("ls-05", LITESTREAM, (
        "Litestream S3 keys can sit in litestream.yml per replica",
        "Litestream cannot authenticate to S3.",
        "Relying on the environment.",
        "No credentials configured.",
        "Put the keys in the replica config."),
        "Added `access-key-id:` and `secret-access-key:` under the replica in /etc/litestream.yml; after "
        "`sudo systemctl restart litestream` the journal showed `snapshot written 3f0c9a1d2b7e6f45/00000000`.",
        ev="invented", fix="not_shown", cls="invented_detail",
        why="The config never holds keys; the credentials came from an EnvironmentFile drop-in.",
        phrasing=["code spans"],
        steps={"evidence": "snapshot written 3f0c9a1d2b7e6f45/00000000"}, category="env_setup"),
    gotcha("ls-06", LITESTREAM, (
        "Reloading systemd does not hand Litestream its credentials",
        "After daemon-reload and restart Litestream still cannot reach S3.",
        "Expecting a reload to pick up credentials.",
        "The env file is not referenced.",
        "Check the unit's environment."),
        "`sudo systemctl daemon-reload && sudo systemctl restart litestream` → `NoCredentialProviders: no valid "
        "providers in chain. Deprecated.`",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="The reload/restart call logged a snapshot; the credentials error is from the first start and the "
            "user-level restore.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "sudo systemctl daemon-reload && sudo systemctl restart litestream"}),
]

_HASURA = [
    gotcha("has-01", HASURA, (
        "Hasura migration for a column added in the console: mark it applied with --skip-execution",
        "`hasura migrate apply` fails on 1707640012000_add_due_date with postgres error 42701.",
        "Writing a migration for a change someone already made by hand in the console.",
        "The migration's DDL collides with the existing due_date column.",
        "`hasura migrate apply --database-name default --version 1707640012000 --skip-execution`, then apply the "
        "rest."),
        "`hasura migrate apply --endpoint http://localhost:8080 --database-name default` → `apply failed\\nFile: "
        "'1707640012000_add_due_date/up.sql'` (`query execution failed`); `--version 1707640012000 "
        "--skip-execution` → `INFO migrations applied`, and the plain apply after it printed `INFO migrations "
        "applied` too.",
        ev="real", fix="shown", cls="fix_ran",
        why="The skip-execution call succeeds, the following full apply succeeds and status shows Present/Present.",
        phrasing=["literal \\n", "code spans", "arrows"],
        steps={"failure": "1707640012000_add_due_date/up.sql", "fix": "--version 1707640012000 --skip-execution",
               "evidence": "1707640012000  add_due_date     Present        Present"}, category="tool_quirk"),
    gotcha("has-02", HASURA, (
        "Hasura metadata that tracks a table no migration creates stays inconsistent",
        "`hasura metadata ic list` reports public.tags: no such table/view.",
        "Leaving an abandoned table's include in tables.yaml.",
        "Metadata references a table the database does not have.",
        "Remove the `!include public_tags.yaml` line and apply the metadata again."),
        "`hasura metadata ic list` → `Inconsistent object: no such table/view exists in source` for tags; removed "
        "`- \"!include public_tags.yaml\"` from tables.yaml, then `hasura metadata apply ... && hasura metadata ic "
        "list ...` → `INFO metadata is consistent`.",
        ev="real", fix="shown", cls="edit_then_pass",
        why="Edit to tables.yaml, then apply plus ic list reports consistent; the person thanks.",
        phrasing=["code spans", "nested quotes", "ellipsis"],
        steps={"failure": "no such table/view exists in source", "fix": "- \"!include public_tags.yaml\"",
               "evidence": "INFO metadata is consistent"}, category="tool_quirk", scope="project"),
    knowledge("has-03", HASURA, (
        "hasura metadata apply reports success even with inconsistent metadata",
        "Applying Hasura metadata from a script or CI.",
        "Follow `hasura metadata apply` with `hasura metadata ic list` (or watch for the WARN lines).",
        "Apply exits normally and says Metadata applied while objects are inconsistent."),
        "```\nWARN Metadata is inconsistent\nWARN Use 'hasura metadata ic list' command to list inconsistent "
        "objects\nINFO Metadata applied\n```",
        ev="real", cls="knowledge",
        why="The first metadata apply output.",
        phrasing=["fenced block"],
        steps={"evidence": "WARN Metadata is inconsistent"}, category="tool_quirk"),
    knowledge("has-04", HASURA, (
        "hasura migrate status confirms a skipped migration is recorded",
        "A migration was marked applied with --skip-execution.",
        "Check `hasura migrate status --database-name default`: both SOURCE and DATABASE should say Present.",
        "Shows the version is recorded without re-running its SQL."),
        "After `--skip-execution`, `hasura migrate status --endpoint http://localhost:8080 --database-name default` "
        "listed `1707640012000  add_due_date     Present        Present`.",
        ev="real", cls="knowledge",
        why="The status table after the skip.",
        phrasing=["code spans", "table row"],
        steps={"evidence": "SOURCE STATUS  DATABASE STATUS"}, category="tool_quirk"),
    gotcha("has-05", HASURA, (
        "hasura metadata apply fails outright on a stale table entry",
        "Metadata apply refuses while a tracked table is missing.",
        "Stale include in tables.yaml.",
        "Inconsistent metadata.",
        "Remove the include."),
        "`hasura metadata apply --endpoint http://localhost:8080` failed with `Inconsistent object: no such "
        "table/view exists in source` and applied nothing until tables.yaml was fixed.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The first apply printed WARN lines and INFO Metadata applied; the message quoted is from ic list.",
        phrasing=["code spans", "false outcome claim"],
        steps={"evidence": "INFO Metadata applied"}),
    gotcha("has-06", HASURA, (
        "Skipping one Hasura migration version by flag",
        "A migration collides with a hand-made column.",
        "Re-running apply.",
        "Column exists.",
        "Skip that version."),
        "`hasura migrate apply --database-name default --version 1707640012000 --skip-execute` → `INFO migrations "
        "applied`",
        ev="invented", fix="not_shown", cls="near_miss",
        why="The flag run was --skip-execution, with --endpoint before --database-name.",
        phrasing=["code spans", "near-miss flag"],
        steps={"evidence": "--skip-execution"}),
    knowledge("has-07", HASURA, (
        "Hasura CLI in WSL on a /mnt/c checkout needs the update check off",
        "Running the Hasura CLI from WSL against a repository on the Windows drive.",
        "Pass `--skip-update-check` to every hasura command.",
        "Avoids the CLI stalling on its update check."),
        "`hasura migrate apply --endpoint http://localhost:8080 --skip-update-check` stopped hanging on /mnt/c.",
        ev="invented", cls="invented_detail",
        why="No command used --skip-update-check and nothing hung.",
        phrasing=["code span", "invented flag"],
        steps={"evidence": "I'm in WSL, the repo is on the C: drive."}),
]


def records() -> list[dict[str, Any]]:
    return [*_TIMESCALE, *_LITESTREAM, *_HASURA]
