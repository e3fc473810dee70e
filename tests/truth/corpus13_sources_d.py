"""Scripted sessions of corpus13, part d: RabbitMQ quorum queues, ClickHouse (with a Task subagent), the Supabase
CLI, Cloudflare wrangler."""
from __future__ import annotations

from tests.truth.corpus13_common import TASK, B, E, F, S, U, W

PIKA_FAIL = """Traceback (most recent call last):
  File "/home/femi/svc/order-worker/order_worker/__main__.py", line 4, in <module>
    main()
  File "/home/femi/svc/order-worker/order_worker/app.py", line 38, in main
    channel.queue_declare(queue="orders", durable=True, arguments={"x-queue-type": "quorum"})
  File "/home/femi/svc/order-worker/.venv/lib/python3.12/site-packages/pika/adapters/blocking_connection.py", line 2522, in queue_declare
    self._flush_output(declare_ok_result.is_ready)
  File "/home/femi/svc/order-worker/.venv/lib/python3.12/site-packages/pika/adapters/blocking_connection.py", line 1353, in _flush_output
    raise self._closing_reason  # pylint: disable=E0702
pika.exceptions.ChannelClosedByBroker: (406, "PRECONDITION_FAILED - inequivalent arg 'x-queue-type' for queue 'orders' in vhost '/': received the value 'quorum' of type 'longstr' but current is none")"""


def rabbitmq() -> list:
    return [
        U("the worker crashes on startup since we switched the orders queue to quorum"),
        F("python -m order_worker", 1, PIKA_FAIL),
        S("`orders` already exists as a classic queue; RabbitMQ refuses a redeclare with different arguments. "
          "Queue type can't be changed in place, so it has to be deleted and declared again. Checking it's "
          "empty first:"),
        B("sudo rabbitmqctl list_queues name type messages",
          "Timeout: 60.0 seconds ...\nListing queues for vhost / ...\nname\ttype\tmessages\norders\tclassic\t0\n"
          "orders.dlq\tclassic\t3"),
        B("sudo rabbitmqctl delete_queue orders && python -m order_worker --declare-only",
          "Deleting queue 'orders' on vhost '/' ...\nQueue was successfully deleted with 0 ready messages\n"
          "INFO order_worker: declared queue orders (x-queue-type=quorum)"),
        B("sudo rabbitmqctl list_queues name type messages | tail -n 2", "orders\tquorum\t0\norders.dlq\tclassic\t3"),
        B("timeout 10 python -m order_worker; echo exit=$?",
          "INFO order_worker: consuming from orders (prefetch=20)\nexit=124"),
        S("The worker starts and consumes (exit 124 is just my `timeout`). `orders.dlq` still holds its 3 "
          "messages; I didn't touch it."),
        U("staging worker can't connect at all, same code: `--broker amqp://guest:guest@rabbit-staging:5672/`"),
        F("python -m order_worker --broker amqp://guest:guest@rabbit-staging:5672/ --declare-only", 1,
          "pika.exceptions.ProbableAccessDeniedError: ConnectionClosedByBroker: (403) 'ACCESS_REFUSED - Login was "
          "refused using authentication mechanism PLAIN. For details see the broker logfile.'"),
        S("`guest` can only log in over loopback by default (`loopback_users`), so it works on localhost and is "
          "refused on staging. Rather than relaxing that, create a dedicated user on the staging broker:\n\n"
          "```\nrabbitmqctl add_user order-worker '<password>'\n"
          "rabbitmqctl set_permissions -p / order-worker '^orders.*' '^orders.*' '^orders.*'\n```\n\n"
          "I don't have shell access to rabbit-staging from here, so that's for whoever runs it."),
    ]


def clickhouse() -> list:
    q = "SELECT user_id, groupArray(event) FROM events GROUP BY user_id FORMAT Null"
    return [
        U("a query OOMs on clickhouse, and my DELETE didn't delete anything? also have an agent check which of "
          "our tables lack a TTL"),
        F(f'clickhouse-client --query "{q}"', 241,
          "Received exception from server (version 24.3.2):\nCode: 241. DB::Exception: Received from "
          "localhost:9000. DB::Exception: Memory limit (for query) exceeded: would use 9.31 GiB (attempt to "
          "allocate chunk of 4194304 bytes), maximum: 9.31 GiB.: While executing AggregatingTransform. "
          "(MEMORY_LIMIT_EXCEEDED)\n(query: SELECT user_id, groupArray(event) FROM events GROUP BY user_id "
          "FORMAT Null)"),
        S("The GROUP BY state doesn't fit in the 9.31 GiB per-query limit. Letting it spill to disk past 4 GB:"),
        B(f'clickhouse-client --time --max_bytes_before_external_group_by=4000000000 --query "{q}"', "38.114"),
        TASK("Find tables without TTL",
             "In the ClickHouse server on localhost (clickhouse-client works without a password), list every "
             "table in the `analytics` database that has no TTL clause. Report the table names and engines. "
             "Do not modify anything.",
             "I checked all 14 tables in `analytics` with `SELECT name, engine, create_table_query FROM "
             "system.tables WHERE database = 'analytics'`. Tables without a TTL clause:\n\n"
             "- `raw_clicks` (MergeTree)\n- `sessions_tmp` (Memory)\n- `import_log` (MergeTree)\n\n"
             "`sessions_tmp` uses the Memory engine, which doesn't support TTL at all, so only `raw_clicks` and "
             "`import_log` can get one. I did not modify anything."),
        S("Now the DELETE:"),
        B('clickhouse-client --query "ALTER TABLE events DELETE WHERE tenant_id = 42" && '
          'clickhouse-client --query "SELECT count() FROM events WHERE tenant_id = 42"', "1873311"),
        B("clickhouse-client --query \"SELECT command, is_done, parts_to_do FROM system.mutations "
          "WHERE table = 'events' AND NOT is_done\"", "DELETE WHERE tenant_id = 42\t0\t37"),
        S("`ALTER TABLE ... DELETE` is a mutation: it returns at once and rewrites the 37 affected parts in the "
          "background, so my count ran before it finished. Waiting for it:"),
        B("sleep 90 && clickhouse-client --query \"SELECT count() FROM system.mutations WHERE table = 'events' "
          "AND NOT is_done\" && clickhouse-client --query \"SELECT count() FROM events WHERE tenant_id = 42\"",
          "0\n0"),
        S("Mutation done, 0 rows left. Next time add `SETTINGS mutations_sync = 2` to wait, or use the "
          "lightweight `DELETE FROM events WHERE ...`."),
        U("add a 90 day TTL to raw_clicks, leave import_log alone"),
        F('clickhouse-client --query "ALTER TABLE raw_clicks MODIFY TTL ts + INTERVAL 90 DAY"', 194,
          "Received exception from server (version 24.3.2):\nCode: 450. DB::Exception: Received from "
          "localhost:9000. DB::Exception: TTL expression result column should have DateTime or Date type, but "
          "has UInt64. (BAD_TTL_EXPRESSION)"),
        S("`ts` is a UInt64 epoch, so the TTL expression has to convert it:"),
        B('clickhouse-client --query "ALTER TABLE raw_clicks MODIFY TTL toDateTime(ts) + INTERVAL 90 DAY" && '
          'clickhouse-client --query "SHOW CREATE TABLE raw_clicks" | grep -o "TTL.*"',
          "TTL toDateTime(ts) + toIntervalDay(90)\\nSETTINGS index_granularity = 8192"),
    ]


START_FAIL = """Error: failed to start docker container: Error response from daemon: driver failed programming external connectivity on endpoint supabase_db_habit-tracker (4be7c0d2a9e1): Bind for 0.0.0.0:54322 failed: port is already allocated
Try rerunning the command with --debug to troubleshoot the error."""

RESET_SKIP = """Resetting local database...
Recreating database...
Initialising schema...
Seeding globals from roles.sql...
Applying migration 20240301120000_init.sql...
Applying migration 20240415093000_streaks.sql...
Skipping migration 2024052_add_reminders.sql... (file name must match pattern "<timestamp>_name.sql")
Seeding data from supabase/seed.sql...
Restarting containers...
Finished supabase db reset on branch main."""


def supabase() -> list:
    return [
        U("supabase start fails with a port error, and my new reminders migration never gets applied"),
        F("supabase start", 1, START_FAIL),
        B("docker ps --format '{{.Names}}\\t{{.Ports}}' | grep 54322",
          "supabase_db_recipes-app\t0.0.0.0:54322->5432/tcp"),
        S("Another project's local stack (`recipes-app`) still holds 54322. Stopping it:"),
        B("supabase stop --project-id recipes-app && supabase start | sed -n '1,8p'",
          "Stopped supabase local development setup.\nStarted supabase local development setup.\n\n"
          "         API URL: http://127.0.0.1:54321\n     GraphQL URL: http://127.0.0.1:54321/graphql/v1\n"
          "          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\n"
          "      Studio URL: http://127.0.0.1:54323"),
        B("supabase db reset", RESET_SKIP),
        S("The reset exits 0, but look at the middle: `2024052_add_reminders.sql` is skipped because its prefix "
          "isn't a 14-digit timestamp. Renaming it:"),
        B("mv supabase/migrations/2024052_add_reminders.sql supabase/migrations/20240520100000_add_reminders.sql "
          "&& supabase db reset | grep -E 'migration|Finished'",
          "Applying migration 20240301120000_init.sql...\nApplying migration 20240415093000_streaks.sql...\n"
          "Applying migration 20240520100000_add_reminders.sql...\nFinished supabase db reset on branch main."),
        B("supabase gen types typescript --local > src/types/db.ts && grep -c reminders src/types/db.ts", "6"),
        S("Types regenerated from the local DB; `reminders` shows up in `src/types/db.ts`."),
        U("push it to the remote project"),
        F("supabase db push", 1,
          "Remote migration versions not found in local migrations directory.\n\n"
          "Make sure your local git repo is up-to-date. If the error persists, try repairing the migration "
          "history table:\nsupabase migration repair --status reverted 20240512081522\n\n"
          "And update local migrations to match remote database:\nsupabase db pull"),
        S("The remote history has `20240512081522`, which isn't in the repo — likely a change made from the "
          "dashboard. The CLI suggests `supabase migration repair --status reverted 20240512081522` and then "
          "`supabase db pull`, but that rewrites the production migration history, so I won't run it without "
          "your go-ahead."),
        U("right, don't touch prod. perfect, thanks for the reset fix"),
    ]


DEV_FAIL = """ ⛅️ wrangler 3.57.1
-------------------

✘ [ERROR] Build failed with 1 error:

  ✘ [ERROR] Could not resolve "node:buffer"

      src/sign.ts:1:23:
        1 │ import { Buffer } from "node:buffer";
          ╵                        ~~~~~~~~~~~~~

    The package "node:buffer" wasn't found on the file system but is built into node.
    - Add the "nodejs_compat" compatibility flag to your project.
"""


def wrangler() -> list:
    return [
        U("wrangler dev dies on the Buffer import"),
        F("npx wrangler dev", 1, DEV_FAIL),
        S("Workers only expose `node:*` modules with the `nodejs_compat` flag, and the `Buffer` polyfill needs a "
          "compatibility date from 2023-08 on. Updating `wrangler.toml`:"),
        E("/home/ade/cf/edge-img/wrangler.toml", 'compatibility_date = "2023-05-18"',
          'compatibility_date = "2024-05-13"\ncompatibility_flags = ["nodejs_compat"]'),
        B("npx wrangler deploy --dry-run --outdir dist",
          " ⛅️ wrangler 3.57.1\n-------------------\n\nTotal Upload: 41.27 KiB / gzip: 9.80 KiB\n"
          "--dry-run: exiting now."),
        S("It bundles now (`--dry-run --outdir dist` builds without uploading)."),
        U("locally `SIGNING_KEY` is undefined: `TypeError: Cannot read properties of undefined (reading "
          "'length')` at sign.ts:9. In prod it's a secret"),
        S("`wrangler secret put` only sets it on the deployed worker. `wrangler dev` reads local values from "
          "`.dev.vars`:"),
        W("/home/ade/cf/edge-img/.dev.vars", "SIGNING_KEY=dev-only-not-a-real-key\n"),
        E("/home/ade/cf/edge-img/.gitignore", "node_modules/", "node_modules/\n.dev.vars"),
        S("Restart `wrangler dev` so it picks up `.dev.vars`."),
        U("restarted wrangler dev, /sign works locally now"),
        U("now deploy it"),
        F("npx wrangler deploy", 1,
          " ⛅️ wrangler 3.57.1\n-------------------\n\nTotal Upload: 41.27 KiB / gzip: 9.80 KiB\n\n"
          "✘ [ERROR] A request to the Cloudflare API (/accounts/9f2c1e0b7a6d4c3e8f1a2b3c4d5e6f70/workers/"
          "scripts/edge-img) failed.\n\n  Authentication error [code: 10000]\n"),
        B("npx wrangler whoami",
          "Getting User settings...\n👋 You are logged in with an API Token, associated with the email "
          "ade@example.com.\n┌───────────────┬──────────────────────────────────┐\n"
          "│ Account Name  │ Account ID                       │\n├───────────────┼──────────────────────────────────┤\n"
          "│ Ade's Account │ 9f2c1e0b7a6d4c3e8f1a2b3c4d5e6f70 │\n└───────────────┴──────────────────────────────────┘\n"
          "🔓 To see token permissions visit https://dash.cloudflare.com/profile/api-tokens."),
        S("The token is valid and on the right account, so it's a permissions problem: the API token in "
          "`CLOUDFLARE_API_TOKEN` lacks `Workers Scripts:Edit`. Add that permission to the token in the "
          "dashboard (or run `wrangler login` for an OAuth session) and deploy again."),
    ]


def sources() -> dict:
    return {
        "rabbitmq-quorum": ("/home/femi/svc/order-worker", "2026-03-07T13:00:00Z", "quorum", rabbitmq()),
        "clickhouse-mutations": ("/home/wei/analytics/events-ch", "2026-03-08T10:20:00Z", "main", clickhouse()),
        "supabase-local": ("/Users/nora/apps/habit-tracker", "2026-03-08T15:05:00Z", "reminders", supabase()),
        "wrangler-compat": ("/home/ade/cf/edge-img", "2026-03-09T09:40:00Z", "main", wrangler()),
    }
