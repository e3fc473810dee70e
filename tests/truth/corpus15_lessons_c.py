"""Labelled lessons of corpus15, part c (sessions s09-s12: Celery beat, Great Expectations, Kafka Connect,
Prometheus with Alertmanager). Labels were written from the session text first (see corpus15_lessons.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus15_lessons import at, fake, g, k, known, real


def records() -> list[dict[str, Any]]:
    s9, s10, s11, s12 = ("s09-celery-beat", "s10-great-expectations", "s11-kafka-connect",
                         "s12-prometheus-alertmanager")
    return [
        real("c15-054", s9, g(
            "Celery beat must run as a single replica with Recreate",
            "Every periodic task fires twice after the beat deployment was scaled to 2.",
            "Scaling celery beat like a worker.",
            "Each beat replica runs its own scheduler.",
            "replicas: 1 and strategy type Recreate on the beat Deployment.",
            "`kubectl -n reports get pods -l app=celery-beat` listed two pods (`celery-beat-7d9c6b8f5d-2xkqp`, "
            "`celery-beat-7d9c6b8f5d-r8lzt`). Set `replicas: 1` with `type: Recreate` in deploy/celery-beat.yaml, "
            "rolled out (`deployment \"celery-beat\" successfully rolled out`), and the user confirmed: \"perfect, "
            "one beat now\".", cat="env_setup"),
            "shown", "person_confirms",
            "two beat pods, the edit and rollout, one pod left, then the person says perfect, one beat now",
            ["code spans", "quoted confirmation", "nested quotes"],
            "celery-beat-7d9c6b8f5d-r8lzt", "kubectl -n reports apply -f deploy/celery-beat.yaml"),
        real("c15-055", s9, g(
            "Celery under Django reads CELERY_TIMEZONE, not TIME_ZONE",
            "A crontab(hour=2) task runs at 03:00 local time.",
            "Assuming Celery follows Django's TIME_ZONE.",
            "With namespace='CELERY' Celery only reads CELERY_-prefixed settings and defaults to UTC.",
            "Add CELERY_TIMEZONE = TIME_ZONE to settings.py and restart workers and beat.",
            ["`celery -A reports inspect conf` → `\"timezone\": \"UTC\",`",
             "settings only had Django's TIME_ZONE = Europe/Lisbon; added `CELERY_TIMEZONE = TIME_ZONE` (the app "
             "loads config with namespace='CELERY')."], cat="tool_quirk"),
            "not_shown", "korean_other",
            "after the edit nothing restarts or re-inspects; the Korean reply confirms the replica fix and defers the "
            "timezone to tomorrow's deploy", ["evidence as list", "code spans", "arrow"],
            '"timezone": "UTC",', "레플리카 건은 됐어"),
        known("c15-056", s9, k(
            "Check Celery's effective timezone with celery inspect conf",
            "Scheduled tasks run at the wrong hour.",
            "Ask the running workers for their config and grep timezone/enable_utc before touching settings.",
            "It shows what the workers actually use, not what settings.py seems to say.",
            "`celery -A reports inspect conf | grep -i -E 'timezone|enable_utc'` → `\"enable_utc\": true,`",
            cat="debugging_technique"),
            "the inspect conf call and its output", ["code spans", "arrow"], "inspect conf"),
        fake("c15-057", s9, g(
            "CELERY_TIMEZONE 를 설정해야 beat 가 로컬 시간으로 돈다",
            "crontab(hour=2) 가 03:00 에 실행됨.",
            "Django TIME_ZONE 만 설정.",
            "namespace='CELERY' 라서 CELERY_TIMEZONE 을 읽음.",
            "CELERY_TIMEZONE = TIME_ZONE 추가.",
            "`CELERY_TIMEZONE = TIME_ZONE` 추가 후 `celery -A reports inspect conf` 에서 Europe/Lisbon 확인됨, 사용자도 "
            "됐다고 함.", cat="tool_quirk"),
            "names_false_claim", "inspect conf is not re-run after the edit and the Korean reply is about the "
            "replicas", ["Korean", "code spans", "false outcome"], "CELERY_TIMEZONE = TIME_ZONE"),
        fake("c15-058", s9, g(
            "Scaling celery-beat down needs Recreate or the rollout briefly runs two schedulers",
            "During a rollout two beat pods overlap.",
            "RollingUpdate on a singleton.",
            "RollingUpdate starts the new pod before the old one stops.",
            "strategy type Recreate.",
            "`Waiting for deployment \"celery-beat\" rollout to finish: 1 of 2 updated replicas are available...`",
            cat="env_setup"),
            "near_miss", "the rollout printed 1 old replicas are pending termination, not 1 of 2 updated replicas",
            ["code span", "near-miss quote"], "successfully rolled out"),
        fake("c15-059", s9, k(
            "Duplicate beat schedulers show up as SchedulingError in the beat log",
            "You suspect more than one celery beat is running.",
            "Grep beat logs for SchedulingError on the periodic task.",
            "The second scheduler fails to apply the already-running task.",
            "beat logged `celery.beat.SchedulingError: Couldn't apply scheduled task nightly_report: Task already "
            "running`.", cat="debugging_technique"),
            "never_seen_error", "no beat log is read; the duplicates were found by listing pods",
            ["code span error"], "celery-beat-7d9c6b8f5d-2xkqp"),

        real("c15-060", s10, g(
            "Great Expectations type check fails when a new extract delivers Decimal instead of float64",
            "The orders checkpoint drops to 11 of 12 expectations.",
            "Pinning `amount` to a single dtype with expect_column_values_to_be_of_type.",
            "The new extract yields Python Decimal objects.",
            "Use expect_column_values_to_be_in_type_list with float64 and Decimal.",
            f"{at(s10, 'observed_value')} failing expectation `[('expect_column_values_to_be_of_type', 'amount', "
            "'Decimal')]`; changed it to `expect_column_values_to_be_in_type_list` with `\"type_list\": "
            "[\"float64\", \"Decimal\"]` → `Validation succeeded!` (`12 of 12 (100.0 %)`).", cat="test_strategy"),
            "shown", "edit_then_pass",
            "the checkpoint fails; after the suite JSON edit the same checkpoint run succeeds 12 of 12",
            ["step id", "code spans", "nested quotes", "arrow"],
            "Validation failed!", "expect_column_values_to_be_in_type_list"),
        real("c15-061", s10, g(
            "GX data docs cannot render Decimal observed values",
            "docs build prints a TypeError and skips parts of the site.",
            "Trusting docs build's exit status: it reports the exception in its output and carries on.",
            "Validation results stored Decimal values the JSON renderer can't serialize.",
            "Cast the column to float64 in the loader before validation.",
            "`great_expectations docs build --no-view` printed `TypeError: Object of type Decimal is not JSON "
            "serializable` (the command itself didn't fail). Cast in loaders/orders.py: "
            "`df[\"amount\"] = df[\"amount\"].astype(\"float64\")`; `4 passed` in tests/test_loaders.py.",
            cat="tool_quirk"),
            "not_shown", "other_check_passes",
            "after the cast only the loader unit tests run; docs build is never re-run",
            ["code spans", "nested quotes"],
            "TypeError: Object of type Decimal is not JSON serializable", "pytest -q tests/test_loaders.py"),
        known("c15-062", s10, k(
            "List failing GX expectations with a run_checkpoint one-liner",
            "A checkpoint fails and the CLI only prints counts.",
            "Run the checkpoint from python -c and print expectation_type, column and observed_value of each "
            "unsuccessful result.",
            "Shows the failing expectation and the observed value in one line.",
            "`ctx.run_checkpoint('orders_daily')` in a python -c one-liner printed "
            "`[('expect_column_values_to_be_of_type', 'amount', 'Decimal')]` where the CLI only said `11 of 12`.",
            cat="debugging_technique"),
            "the python -c call and its output, after the CLI summary", ["code spans"], "observed_value"),
        fake("c15-063", s10, g(
            "GX checkpoint crashes serializing Decimal results",
            "checkpoint run aborts with a TypeError.",
            "Decimal columns.",
            "Results with Decimal can't be serialized.",
            "Cast to float.",
            "`great_expectations checkpoint run orders_daily` raised `TypeError: Object of type Decimal is not JSON "
            "serializable`."),
            "other_call_error", "the checkpoint run reports Validation failed; the TypeError comes from docs build",
            ["code spans", "error from another call"], "Validation failed!"),
        fake("c15-064", s10, g(
            "Loosen GX type expectations with mostly instead of failing the suite",
            "A few rows of a new type fail the suite.",
            "All-or-nothing type expectations.",
            "Every row must match by default.",
            "Set mostly on the expectation.",
            "Switched `amount` to `expect_column_values_to_be_in_type_list` with `\"mostly\": 0.95`, and the "
            "checkpoint passed 12 of 12.", cat="test_strategy"),
            "invented_detail", "the edit adds a type_list; no mostly parameter appears",
            ["code spans", "invented parameter"], "type_list"),
        fake("c15-065", s10, g(
            "Casting amount to float64 in the loader fixes the GX data docs",
            "Data docs break on Decimal.",
            "Decimal in results.",
            "The renderer can't serialize Decimal.",
            "astype float64.",
            "With the float64 cast in loaders/orders.py, `great_expectations docs build --no-view` rendered "
            "local_site without the Decimal TypeError.", cat="tool_quirk"),
            "names_false_claim", "docs build is never re-run after the cast", ["code span", "false outcome"],
            "great_expectations docs build --no-view"),

        real("c15-066", s11, g(
            "Debezium after a Postgres failover: drop the existing replication slot, a task restart isn't enough",
            "The connector says RUNNING but task 0 is FAILED: creation of replication slot failed, slot already "
            "exists.",
            "Restarting the task and expecting it to adopt the slot.",
            "After failover the slot exists on the new primary and Debezium insists on creating it.",
            "Drop the slot with pg_drop_replication_slot (accepting a new snapshot), then restart task 0.",
            "```\n\"state\": \"FAILED\",\nCreation of replication slot failed\n```\nA task restart alone stayed "
            "`FAILED`; after `select pg_drop_replication_slot('debezium_orders');` the restart gave `RUNNING`.",
            cat="tool_quirk"),
            "shown", "fix_ran",
            "status shows the failed task; a restart stays FAILED; after the slot is dropped the restart reports "
            "RUNNING", ["fenced block", "code spans"],
            "Creation of replication slot failed", "pg_drop_replication_slot('debezium_orders')"),
        real("c15-067", s11, g(
            "Kafka Connect S3 sink rebalances when a flush outlasts max.poll.interval.ms",
            "The S3 sink rebalances every few seconds.",
            "Leaving the consumer default of 300000 ms with very large flushes.",
            "The sink's consumer doesn't poll while writing a big file, so it's kicked from the group.",
            "Set consumer.override.max.poll.interval.ms=900000 on the connector (worker needs "
            "connector.client.config.override.policy=All).",
            "Connect log: `consumer poll timeout has expired. This means the time between subsequent calls to "
            "poll() was longer than the configured max.poll.interval.ms`. Raise it per connector with "
            "`consumer.override.max.poll.interval.ms=900000` (worker needs "
            "`connector.client.config.override.policy=All`).", cat="performance"),
            "not_shown", "question_offers_flag",
            "the override is only offered as a question; the person asks about flush.size instead and then says "
            "to leave it", ["code spans", "fix as config property"],
            "consumer poll timeout has expired", "Want me to set", group="c15-kc-poll"),
        real("c15-068", s11, g(
            "Kafka Connect S3 sink rebalance loop: a worker restart doesn't help, lower flush.size",
            "The sink keeps rebalancing and restarting the worker doesn't stop it.",
            "Restarting the Connect container.",
            "flush.size 500000 makes every flush longer than the poll interval.",
            "Lower flush.size on s3-sink (500000 → 50000); don't rely on docker compose restart connect.",
            "After `docker compose restart connect` the log still counted 4 `Rebalance started` in 30s; s3-sink has "
            "`flush.size` `500000`.", cat="performance"),
            "not_shown", "ran_the_trap",
            "the session ran only the restart, the trap, and the person says to leave flush.size for the data team",
            ["code spans", "prose count"], "keeps rebalancing", "docker compose restart connect", group="c15-kc-poll"),
        known("c15-069", s11, k(
            "A Kafka Connect connector can be RUNNING while its task is FAILED",
            "Checking a connector's health through the REST status endpoint.",
            "Read .tasks[].state (and the trace), not only .connector.state.",
            "The connector state only covers the coordinator; the work happens in the tasks.",
            ["/connectors/pg-orders/status: connector `\"state\": \"RUNNING\"`",
             "but tasks[0] `\"state\": \"FAILED\"` - always read `.tasks[0].state`."], cat="debugging_technique"),
            "the status JSON shows the connector RUNNING and task 0 FAILED", ["evidence as list", "nested quotes"],
            '"state": "RUNNING"'),
        fake("c15-070", s11, g(
            "A Connect worker restart trips over the stale Debezium slot",
            "The worker restart fails after a database failover.",
            "Restarting the worker before cleaning the slot.",
            "The slot is still on the new primary.",
            "Drop the slot first.",
            "`docker compose restart connect` came back with `Creation of replication slot failed`."),
            "other_call_error", "the container restart prints Restarting/Started and a count; the slot error is in "
            "the pg-orders status", ["code spans", "error from another call"], "docker compose restart connect"),
        fake("c15-071", s11, g(
            "Restarting the Kafka Connect container ends the S3 sink rebalance loop",
            "The sink rebalances constantly.",
            "Leaving a wedged worker running.",
            "A stuck consumer group member.",
            "docker compose restart connect.",
            "Ran `docker compose restart connect`; afterwards the sink stopped rebalancing.", cat="performance"),
            "names_false_claim", "right after the restart the grep counts 4 rebalances in 30s",
            ["code span", "false outcome"], "Rebalance started", group="c15-kc-poll"),
        fake("c15-072", s11, g(
            "S3 sink offset commits fail with RebalanceInProgressException during long flushes",
            "Offset commits fail and records are written twice.",
            "Committing while the group rebalances.",
            "The consumer was kicked out during the flush.",
            "Shorter flushes.",
            "The sink logged `org.apache.kafka.common.errors.RebalanceInProgressException: Offset commit cannot be "
            "completed since the consumer is undergoing a rebalance`.", cat="performance"),
            "never_seen_error", "the only sink log line is the poll-timeout warning", ["code span error"],
            "consumer poll timeout has expired"),

        real("c15-073", s12, g(
            "PromQL: `by (instance)` belongs to an aggregation, not after a comparison",
            "promtool check rules fails on a disk alert expression.",
            "Appending `by (instance)` to the end of a comparison.",
            "Grouping modifiers only attach to aggregation operators.",
            "Write min by (instance) (...) * 100 < 10.",
            "`rules/node.yml: 23:13: group \"node\", rule 3, \"NodeDiskAlmostFull\": could not parse expression: 1:80: "
            "parse error: unexpected <by>` → rewrote as `min by (instance) (...) * 100 < 10`; promtool: "
            "`SUCCESS: 5 rules found`.", cat="api_quirk"),
            "shown", "edit_then_pass",
            "promtool fails on the rule; after the edit the same promtool check succeeds",
            ["file:line:col", "code spans", "ellipsis", "arrow"], "parse error: unexpected <by>", "min by (instance)"),
        real("c15-074", s12, g(
            "Alertmanager: a team route that also matches severity=critical drops warning alerts to the root "
            "receiver",
            "A warning-level disk alert never reaches Slack.",
            "Matching severity=\"critical\" on the team route and putting the null route first.",
            "The warning alert matches no child route and falls to null-receiver.",
            "Match the slack-infra route on team only and put it first.",
            "`amtool config routes test ... severity=warning alertname=NodeDiskAlmostFull team=infra` → "
            "`null-receiver`. Moved the slack-infra route (matchers `[team=\"infra\"]`) first; `amtool check-config "
            "alertmanager.yml` → `SUCCESS`.", cat="tool_quirk"),
            "not_shown", "other_check_passes",
            "after the edit only check-config runs (syntax); the routes test is never re-run and the reload is "
            "rejected", ["code spans", "ellipsis", "arrow"],
            "null-receiver", "amtool check-config alertmanager.yml", group="c15-am-route"),
        real("c15-075", s12, g(
            "Alertmanager keeps the old routing tree until it is reloaded",
            "A route change in alertmanager.yml has no effect on a running Alertmanager.",
            "Editing the file and assuming it's live.",
            "Alertmanager reads its config at start and on reload.",
            "POST /-/reload (or SIGHUP) after changing alertmanager.yml.",
            "Config valid, then `curl -s -X POST localhost:9093/-/reload` to load it.", cat="workflow"),
            "not_shown", "never_run",
            "the reload call is rejected by the person ([Request interrupted by user for tool use]); it never runs",
            ["code span", "terse"], "null-receiver", "curl -s -X POST localhost:9093/-/reload", group="c15-am-route"),
        known("c15-076", s12, k(
            "Dry-run Alertmanager routing with amtool config routes test",
            "An alert doesn't reach the expected receiver.",
            "Give amtool the config file and the alert's labels; it prints the receiver the tree picks.",
            "No need to fire a test alert through the running instance.",
            "`amtool config routes test --config.file=alertmanager.yml severity=warning alertname=NodeDiskAlmostFull "
            "team=infra` answers with the receiver name (`null-receiver` here).", cat="debugging_technique"),
            "the routes test call and its one-line answer", ["code spans"], "amtool config routes test"),
        fake("c15-077", s12, g(
            "Putting the team route first sends the disk alert to Slack",
            "Warning alerts fall to null-receiver.",
            "Route order.",
            "First matching route wins.",
            "Reorder the routes.",
            "After the reorder, `amtool config routes test` printed `slack-infra` for the disk alert.",
            cat="tool_quirk"),
            "names_false_claim", "the routes test is never re-run after the edit", ["code spans", "false outcome"],
            "slack-infra", group="c15-am-route"),
        fake("c15-078", s12, g(
            "promtool rejects a grouping clause after a comparison",
            "promtool check rules fails.",
            "by (instance) at the end.",
            "Grouping only on aggregations.",
            "min by (instance) (...).",
            "`parse error: unexpected <by> in aggregation` at rules/node.yml: 23:13.", cat="api_quirk"),
            "near_miss", "promtool printed parse error: unexpected <by> without 'in aggregation'",
            ["code span", "near-miss quote"], "parse error: unexpected <by>"),
        fake("c15-079", s12, g(
            "Disk alert division across filesystem metrics needs on()/ignoring labels",
            "The disk alert evaluates to an error in Prometheus.",
            "Dividing two metrics whose label sets differ.",
            "One-to-one matching finds several series on one side.",
            "Add on(instance, device, mountpoint).",
            "Rule evaluation failed with `found duplicate series for the match group {instance=node-1:9100} on the "
            "right hand-side of the operation`.", cat="api_quirk"),
            "never_seen_error", "no rule evaluation error appears; only the promtool parse error",
            ["code span error"], "NodeDiskAlmostFull"),
    ]
