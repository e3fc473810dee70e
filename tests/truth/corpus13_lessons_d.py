"""Labelled lessons of corpus13, part d: the sessions of corpus13_sources_d.py (RabbitMQ, ClickHouse with a
subagent, Supabase CLI, wrangler)."""
from __future__ import annotations

from tests.truth.corpus13_common import gotcha, knowledge, steps


def _g(rid, s, ev, fix, cls, title, evidence, why, phrasing, st, category="tool_quirk", group=None, *,
       symptom, trap, cause, workaround):
    return gotcha(rid, s, ev, fix, cls, title=title, symptom=symptom, trap=trap, cause=cause, workaround=workaround,
                  evidence=evidence, why=why, phrasing=phrasing, st=st, category=category, group=group)


def _k(rid, s, ev, cls, title, evidence, why, phrasing, st, category="workflow", *, situation, approach, rationale):
    return knowledge(rid, s, ev, cls, title=title, situation=situation, approach=approach, rationale=rationale,
                     evidence=evidence, why=why, phrasing=phrasing, st=st, category=category)


def rabbitmq() -> list:
    s = "rabbitmq-quorum"
    return [
        _g("c13-089", s, "real", "shown", "fix_ran", "A classic RabbitMQ queue cannot be redeclared as quorum",
           "`PRECONDITION_FAILED - inequivalent arg 'x-queue-type' for queue 'orders' in vhost '/': received the "
           "value 'quorum' of type 'longstr' but current is none`; `rabbitmqctl delete_queue orders` (`Queue was "
           "successfully deleted with 0 ready messages`) then `declared queue orders (x-queue-type=quorum)`, and the "
           "worker logged `consuming from orders (prefetch=20)`",
           "the worker crashes on the redeclare; delete + declare-only; the worker then consumes",
           ["code span", "parenthetical quote"],
           steps("consuming from orders (prefetch=20)", "inequivalent arg 'x-queue-type'",
                 "rabbitmqctl delete_queue orders"),
           symptom="Worker startup: ChannelClosedByBroker 406 PRECONDITION_FAILED inequivalent arg 'x-queue-type'.",
           trap="The code change only added an argument, so it looks harmless.",
           cause="The queue exists as classic and queue arguments cannot change in place.",
           workaround="Drain, delete the queue, and let the worker declare it as quorum."),
        _g("c13-090", s, "real", "not_shown", "only_suggested",
           "RabbitMQ's guest user is refused from anywhere but localhost",
           "staging: `ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN` — guest is "
           "loopback-only; create a user instead:\n```\nrabbitmqctl add_user order-worker '<password>'\n```",
           "the commands are only written for someone with staging access; nothing runs them",
           ["code span", "fenced block"],
           steps(failure="ACCESS_REFUSED - Login was refused", fix="rabbitmqctl add_user order-worker"),
           category="security",
           symptom="ProbableAccessDeniedError 403 ACCESS_REFUSED against the staging broker.",
           trap="The same guest:guest URL works locally.",
           cause="loopback_users restricts guest to loopback connections.",
           workaround="Create a dedicated user with permissions on the orders queues."),
        _k("c13-091", s, "real", "knowledge", "rabbitmqctl list_queues shows each queue's type and depth",
           "`sudo rabbitmqctl list_queues name type messages` shows `orders classic 0` before and "
           "`orders quorum 0` after the redeclare",
           "the two list_queues outputs", ["code span", "tabs collapsed"],
           steps("orders\tquorum\t0"), category="debugging_technique",
           situation="Changing a queue's type and checking it is empty first.",
           approach="rabbitmqctl list_queues name type messages.",
           rationale="One line per queue with its type and ready messages."),
        _g("c13-092", s, "invented", None, "near_miss", "RabbitMQ names the old queue type in the precondition error",
           "`PRECONDITION_FAILED - inequivalent arg 'x-queue-type' for queue 'orders' in vhost '/': received "
           "'quorum' but current is 'classic'`",
           "the broker said 'received the value 'quorum' of type 'longstr' but current is none'",
           ["code span"], steps("inequivalent arg 'x-queue-type'"),
           symptom="406 on declare.", trap="Classic queue.", cause="Type change.", workaround="Delete it."),
        _g("c13-093", s, "invented", None, "names_false_claim", "Deleting the orders queue drops its messages",
           "deleting `orders` dropped the 3 messages it held",
           "orders was deleted with 0 ready messages; the 3 messages are in orders.dlq, untouched",
           ["code span", "false count"], steps("Queue was successfully deleted with 0 ready messages"),
           symptom="Lost messages.", trap="Queue delete.", cause="No drain.", workaround="Shovel first."),
        _g("c13-094", s, "invented", None, "other_call_error", "Declaring the quorum queue locally is refused",
           "the local `rabbitmqctl delete_queue orders && python -m order_worker --declare-only` failed with "
           "`ACCESS_REFUSED`",
           "that call declared the queue; ACCESS_REFUSED came from the staging broker call",
           ["code span", "wrong attribution"], steps("ACCESS_REFUSED - Login was refused"), category="security",
           symptom="Declare refused.", trap="Local broker.", cause="guest user.", workaround="New user."),
    ]


def clickhouse() -> list:
    s = "clickhouse-mutations"
    return [
        _g("c13-095", s, "real", "shown", "rerun_passes",
           "A large ClickHouse GROUP BY needs max_bytes_before_external_group_by to spill",
           "`Code: 241. DB::Exception: ... Memory limit (for query) exceeded: would use 9.31 GiB` → rerun with "
           "`--max_bytes_before_external_group_by=4000000000` finished (`--time` printed `38.114`)",
           "the query fails on memory; the same query with the setting completes in 38 s",
           ["code span", "ellipsis", "arrow"],
           steps("38.114", "MEMORY_LIMIT_EXCEEDED", "--max_bytes_before_external_group_by=4000000000"),
           category="performance",
           symptom="Code: 241 MEMORY_LIMIT_EXCEEDED in AggregatingTransform.",
           trap="Raising max_memory_usage looks like the only lever.",
           cause="The GROUP BY state exceeds the per-query limit.",
           workaround="Set max_bytes_before_external_group_by below the limit so aggregation spills to disk."),
        _g("c13-096", s, "real", "shown", "rerun_passes", "ClickHouse ALTER TABLE DELETE returns before rows are gone",
           "right after `ALTER TABLE events DELETE WHERE tenant_id = 42` the count was still `1873311`; "
           "`system.mutations` showed `DELETE WHERE tenant_id = 42 0 37`; after waiting, the pending mutations and "
           "the tenant's rows both counted 0",
           "count right after the ALTER is unchanged; mutations shows it running; after sleep both counts are 0",
           ["code span", "tabs collapsed", "'still'"],
           steps(failure="1873311", fix="sleep 90 && clickhouse-client"), category="api_quirk",
           group="c13-ch-delete",
           symptom="SELECT count() right after ALTER ... DELETE still returns the rows.",
           trap="The ALTER returned success at once.",
           cause="ALTER DELETE is an asynchronous mutation rewriting parts in the background.",
           workaround="Wait until system.mutations shows it done, then check."),
        _g("c13-097", s, "real", "not_shown", "only_suggested", "mutations_sync = 2 makes ALTER DELETE wait",
           "the count stayed `1873311` after `ALTER TABLE events DELETE`; next time add "
           "`SETTINGS mutations_sync = 2` to wait",
           "the setting is only recommended for next time; the session waited with sleep instead",
           ["code span"], steps(failure="1873311", fix="SETTINGS mutations_sync = 2"), category="api_quirk",
           group="c13-ch-delete",
           symptom="Rows still present after ALTER DELETE.", trap="The ALTER returned.",
           cause="Mutations are asynchronous.", workaround="Add SETTINGS mutations_sync = 2 to the ALTER."),
        _k("c13-099", s, "real", "knowledge", "ClickHouse Memory engine tables cannot have a TTL",
           "The subagent listed `raw_clicks` (MergeTree), `sessions_tmp` (Memory) and `import_log` (MergeTree) "
           "without TTL; sessions_tmp uses the Memory engine, which doesn't support TTL at all",
           "the Task subagent's reply", ["code span", "subagent reply paraphrased"],
           steps("doesn't support TTL at all"), category="api_quirk",
           situation="Auditing which tables lack retention.",
           approach="Query system.tables' create_table_query and skip Memory-engine tables.",
           rationale="Only MergeTree-family tables take a TTL clause."),
        _k("c13-100", s, "real", "knowledge", "Watch a ClickHouse mutation in system.mutations",
           "`SELECT command, is_done, parts_to_do FROM system.mutations WHERE table = 'events' AND NOT is_done` "
           "shows a running mutation and its `parts_to_do`",
           "the system.mutations query and its output", ["code span"],
           steps("DELETE WHERE tenant_id = 42\t0\t37"), category="debugging_technique",
           situation="An ALTER DELETE or UPDATE seems to have had no effect.",
           approach="Query system.mutations for rows with NOT is_done.",
           rationale="parts_to_do shows how much of the rewrite is left."),
        _g("c13-101", s, "invented", None, "names_false_claim", "Four analytics tables have no retention TTL",
           "the subagent found 4 tables without a TTL, including `raw_clicks` and `import_log`",
           "the subagent listed three tables", ["code span", "false count"], steps("`raw_clicks` (MergeTree)"),
           symptom="Unbounded tables.", trap="None.", cause="No TTL.", workaround="Add TTLs."),
        _g("c13-102", s, "invented", None, "invented_detail", "External GROUP BY keeps peak memory under 4 GiB",
           "the spilled run reported `Peak memory usage: 3.9 GiB`",
           "the run printed only the time 38.114", ["code span"], steps("38.114"), category="performance",
           symptom="OOM.", trap="None.", cause="Big aggregation.", workaround="Spill."),
        _g("c13-103", s, "invented", None, "other_call_error", "SHOW CREATE TABLE rejects a UInt64 TTL",
           "`SHOW CREATE TABLE raw_clicks` failed with `BAD_TTL_EXPRESSION`",
           "BAD_TTL_EXPRESSION came from the first MODIFY TTL; SHOW CREATE TABLE printed the new TTL",
           ["code span", "wrong attribution"], steps("BAD_TTL_EXPRESSION"), category="api_quirk",
           symptom="Error.", trap="None.", cause="UInt64.", workaround="toDateTime."),
    ]


def supabase() -> list:
    s = "supabase-local"
    return [
        _g("c13-105", s, "real", "shown", "rerun_passes",
           "supabase db reset skips a migration without a 14-digit timestamp and still exits 0",
           "`supabase db reset` exited 0 yet printed `Skipping migration 2024052_add_reminders.sql... (file name "
           "must match pattern \"<timestamp>_name.sql\")`; renamed to 20240520100000_add_reminders.sql → "
           "`Applying migration 20240520100000_add_reminders.sql...`",
           "the reset skips the file; the mv + reset applies it",
           ["code span", "ellipsis inside a code span", "double quotes inside a code span"],
           steps("Applying migration 20240520100000_add_reminders.sql", "Skipping migration 2024052_add_reminders.sql",
                 "mv supabase/migrations/2024052_add_reminders.sql"),
           symptom="A new migration's tables never appear after db reset.",
           trap="db reset finishes successfully.",
           cause="Migration files must be named <14-digit timestamp>_name.sql; others are skipped.",
           workaround="Rename the file with a full timestamp and reset again."),
        _g("c13-106", s, "real", "not_shown", "confirmation_far_or_other",
           "supabase migration repair reconciles a remote-only migration before db push",
           "`supabase db push` → `Remote migration versions not found in local migrations directory.`; suggested "
           "`supabase migration repair --status reverted 20240512081522` then `supabase db pull`; the person's "
           "\"perfect\" was about the reset fix",
           "the repair is never run (the person says not to touch prod); the thanks is for the reset",
           ["code span", "person quoted"],
           steps(failure="Remote migration versions not found", fix="perfect, thanks for the reset fix"),
           symptom="db push refuses: Remote migration versions not found in local migrations directory.",
           trap="The local migrations are complete and apply cleanly.",
           cause="A migration was created on the remote (dashboard) and is not in the repo.",
           workaround="supabase migration repair --status reverted <version>, then supabase db pull."),
        _k("c13-107", s, "real", "knowledge", "Regenerate Supabase types from the local database",
           "`supabase gen types typescript --local > src/types/db.ts` regenerates the types from the local DB "
           "(`grep -c reminders` → 6)",
           "the gen types call and its grep", ["code span", "arrow"],
           steps("supabase gen types typescript --local"),
           situation="A migration added tables the TypeScript types don't know.",
           approach="supabase gen types typescript --local > src/types/db.ts after the reset.",
           rationale="--local reads the schema of the running local stack."),
        _g("c13-108", s, "invented", None, "names_false_claim", "db reset fails loudly on a badly named migration",
           "`supabase db reset` exited non-zero when it skipped 2024052_add_reminders.sql",
           "the reset finished with 'Finished supabase db reset on branch main' and exit 0",
           ["code span", "false exit status"], steps("Finished supabase db reset on branch main."),
           symptom="Reset fails.", trap="Bad name.", cause="Timestamp.", workaround="Rename."),
        _g("c13-109", s, "invented", None, "never_seen_error", "The Supabase CLI validates migration timestamps",
           "`Error: migration 2024052_add_reminders.sql has an invalid timestamp`",
           "the CLI printed a 'Skipping migration' line, never an error",
           ["code span"], steps("Skipping migration 2024052_add_reminders.sql"),
           symptom="Error.", trap="None.", cause="Timestamp.", workaround="Rename."),
        _k("c13-110", s, "invented", "invented_detail", "supabase status lists the local DB URL",
           "`supabase status` printed `DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres`",
           "supabase status was never run; the DB URL came from supabase start",
           ["code span"], steps("DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres"),
           situation="Finding the local DB URL.", approach="Run supabase status.",
           rationale="It prints every local URL."),
    ]


def wrangler() -> list:
    s = "wrangler-compat"
    return [
        _g("c13-111", s, "real", "shown", "edit_then_pass", "Workers need nodejs_compat to import node:buffer",
           "`Could not resolve \"node:buffer\"` → after adding `compatibility_flags = [\"nodejs_compat\"]` to "
           "wrangler.toml, `npx wrangler deploy --dry-run --outdir dist` printed "
           "`Total Upload: 41.27 KiB / gzip: 9.80 KiB`",
           "wrangler dev fails to bundle; the wrangler.toml Edit; the dry-run bundles",
           ["code span", "double quotes inside code spans", "arrow"],
           steps("Total Upload: 41.27 KiB / gzip: 9.80 KiB", 'Could not resolve "node:buffer"',
                 'compatibility_flags = ["nodejs_compat"]'),
           category="build_config",
           symptom="wrangler dev: Build failed, Could not resolve \"node:buffer\".",
           trap="node:buffer is built into Node, so the import looks valid.",
           cause="Workers expose node:* modules only with the nodejs_compat flag (and a recent compat date).",
           workaround="compatibility_flags = [\"nodejs_compat\"] and a compatibility_date from 2023-08 on."),
        _g("c13-112", s, "real", "shown", "person_confirms", "wrangler dev reads local secrets from .dev.vars",
           "`SIGNING_KEY` undefined under wrangler dev (`TypeError: Cannot read properties of undefined (reading "
           "'length')`); wrote `SIGNING_KEY=dev-only-not-a-real-key` to .dev.vars; person: restarted wrangler dev, "
           "/sign works locally now",
           "the .dev.vars Write; the person confirms /sign works after the restart",
           ["code span", "person paraphrased"],
           steps("/sign works locally now", "Cannot read properties of undefined",
                 "SIGNING_KEY=dev-only-not-a-real-key"),
           category="env_setup",
           symptom="A secret is undefined in wrangler dev.",
           trap="The secret was set with wrangler secret put and works in production.",
           cause="wrangler secret put sets it on the deployed worker only.",
           workaround="Put local values in .dev.vars (gitignored) and restart wrangler dev."),
        _g("c13-113", s, "real", "not_shown", "ran_the_trap",
           "Cloudflare Authentication error 10000 with a valid token means missing permissions",
           "`npx wrangler deploy` → `Authentication error [code: 10000]`; `npx wrangler whoami` says `You are "
           "logged in with an API Token` — the token lacks `Workers Scripts:Edit`",
           "only whoami runs, which shows the token valid; the permission is never added nor the deploy retried",
           ["code span", "arrow", "em dash"],
           steps(failure="Authentication error [code: 10000]", fix="npx wrangler whoami"),
           category="security",
           symptom="wrangler deploy: Authentication error [code: 10000].",
           trap="wrangler whoami reports you as logged in, so auth seems fine.",
           cause="The API token lacks Workers Scripts:Edit on the account.",
           workaround="Add Workers Scripts:Edit to the token (or wrangler login) and deploy again."),
        _k("c13-114", s, "real", "knowledge", "wrangler deploy --dry-run bundles without uploading",
           "`npx wrangler deploy --dry-run --outdir dist` bundles without uploading and ends with "
           "`--dry-run: exiting now.`",
           "the dry-run output", ["code span"], steps("--dry-run: exiting now."), category="build_config",
           situation="Checking that a Worker bundles after a config change.",
           approach="npx wrangler deploy --dry-run --outdir dist.",
           rationale="It reports the upload size and stops before contacting the API."),
        _g("c13-115", s, "invented", None, "other_call_error", "wrangler whoami rejects a scoped API token",
           "`npx wrangler whoami` failed with `Authentication error [code: 10000]`",
           "whoami succeeded; the 10000 error came from wrangler deploy",
           ["code span", "wrong attribution"], steps("Authentication error [code: 10000]"), category="security",
           symptom="whoami fails.", trap="Token set.", cause="Scope.", workaround="New token."),
        _g("c13-116", s, "invented", None, "near_miss", "wrangler points at wrangler.toml for node:buffer",
           "`- Add the \"nodejs_compat\" compatibility flag to your wrangler.toml.`",
           "the hint said 'to your project.'", ["code span"], steps('Could not resolve "node:buffer"'),
           category="build_config",
           symptom="Bundle fails.", trap="None.", cause="No flag.", workaround="Add the flag."),
        _g("c13-117", s, "invented", None, "names_false_claim", "With nodejs_compat the worker deploys",
           "after the compat fix `npx wrangler deploy` uploaded `Total Upload: 41.27 KiB / gzip: 9.80 KiB` and "
           "went live",
           "the upload size was from the dry-run; the real deploy failed with Authentication error 10000",
           ["code span", "false outcome"], steps("Total Upload: 41.27 KiB / gzip: 9.80 KiB"),
           category="build_config",
           symptom="Deploy.", trap="None.", cause="Compat.", workaround="Flag."),
    ]


def records() -> list:
    return [*rabbitmq(), *clickhouse(), *supabase(), *wrangler()]
