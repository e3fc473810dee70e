"""The tenth corpus's labelled lessons, second part: airflow-import, dbt-seeds, pyspark-java."""
from __future__ import annotations

from tests.truth.corpus10_common import Rec, gotcha, knowledge


def _airflow() -> list[Rec]:
    s = "airflow-import"
    return [
        gotcha("c10-af-1", s, title="DAG modules are imported relative to the dags folder, not as dags.*",
               symptom="ModuleNotFoundError: No module named 'dags' in list-import-errors",
               trap="importing helpers as dags.common", cause="/opt/airflow/dags itself is on sys.path",
               workaround="import common.crm instead of dags.common.crm",
               evidence="`airflow dags list-import-errors` → `ModuleNotFoundError: No module named 'dags'` for "
                        "`from dags.common.crm import push_contacts`; changed it to "
                        "`from common.crm import push_contacts`.",
               ev="real", fix="not_shown", cls="rerun_still_fails", category="project_convention", group="c10-af",
               why="after the edit list-import-errors still shows the same error and the person says the banner "
                   "still says No module named 'dags'",
               phrasing=["code spans", "arrow"],
               st={"failure": "ModuleNotFoundError: No module named 'dags'",
                   "fix": "from common.crm import push_contacts", "evidence": "still not in the UI"}),
        gotcha("c10-af-2", s, title="Running the DAG file by hand is not proof the scheduler parses it",
               symptom="the DAG stays missing from the UI", trap="python dags/<file>.py exiting 0",
               cause="the scheduler parses on its own schedule and from its own mount",
               workaround="check airflow dags list-import-errors after the edit",
               evidence="After the import fix, running the DAG file directly "
                        "(`python /opt/airflow/dags/sync_crm.py` in the scheduler container) came back clean, no "
                        "output.",
               ev="real", fix="not_shown", cls="other_check_passes", category="debugging_technique", group="c10-af",
               why="the direct python run exits 0 with no output, but list-import-errors and the person still see "
                   "the error",
               phrasing=["prose", "came back clean"],
               st={"failure": "ModuleNotFoundError: No module named 'dags'",
                   "fix": "python /opt/airflow/dags/sync_crm.py", "evidence": "still says No module named 'dags'"}),
        knowledge("c10-af-3", s, title="airflow dags list hides import failures; list-import-errors shows them",
                  situation="a new DAG is missing from the Airflow UI",
                  approach="run airflow dags list-import-errors instead of grepping dags list",
                  rationale="the grep just exits 1 with no output when the DAG failed to import",
                  evidence="docker compose exec airflow-scheduler airflow dags list | grep sync_crm -> Exit code 1, "
                           "nothing printed; airflow dags list-import-errors -> the traceback ending in "
                           "ModuleNotFoundError: No module named 'dags'",
                  ev="real", cls="knowledge", category="debugging_technique", scope="global",
                  why="the grep call's result is only Exit code 1; the next call prints the import traceback",
                  phrasing=["plain prose", "ascii arrows", "exit code"],
                  st={"evidence": "airflow dags list-import-errors"}),
        gotcha("c10-af-4", s, title="airflow dags reserialize fails while the scheduler holds the metadata DB",
               symptom="reserialize errors out", trap="running it with the scheduler up",
               cause="database lock", workaround="stop the scheduler first",
               evidence="`airflow dags reserialize` failed with `sqlalchemy.exc.OperationalError: database is locked`",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="reserialize printed one INFO line about filling the DagBag; no OperationalError exists",
               phrasing=["code spans", "invented error"],
               st={"evidence": "Filling up the DagBag from /opt/airflow/dags"}),
        gotcha("c10-af-5", s, title="Reserializing DAGs picks up an import fix immediately",
               symptom="import error banner stays after a fix", trap="waiting for the parse interval",
               cause="the scheduler caches parse results", workaround="airflow dags reserialize",
               evidence="after `airflow dags reserialize` (`Filling up the DagBag from /opt/airflow/dags`) the import "
                        "error was gone and sync_crm showed up",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the person's next prompt says it is still not in the UI and the banner still shows the error",
               phrasing=["code spans", "outcome reversed"],
               st={"evidence": "Filling up the DagBag"}),
        gotcha("c10-af-6", s, title="The Airflow scheduler needs PYTHONPATH for helper packages",
               symptom="No module named 'dags'", trap="relative imports", cause="PYTHONPATH unset",
               workaround="set PYTHONPATH in docker-compose.yaml",
               evidence="the fix was `PYTHONPATH=/opt/airflow` in the scheduler's environment in docker-compose.yaml",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no PYTHONPATH change is in the session; the only change is the import line edit",
               phrasing=["code span", "invented fix"],
               st={"evidence": "docker-compose.yaml"}),
    ]


def _dbt() -> list[Rec]:
    s = "dbt-seeds"
    return [
        gotcha("c10-dbt-1", s, title="Renamed dbt seeds break every ref() to the old seed name",
               symptom="Compilation Error: depends on a node named 'raw_orders' which was not found",
               trap="fixing the first model the error names and stopping",
               cause="ref() names the seed file's stem; each model referencing it fails in turn",
               workaround="grep models/ for every ref to the old names and rename them all",
               evidence="```\ndbt run --select staging\nCompilation Error\n  Model 'model.shop.stg_orders' "
                        "(models/staging/stg_orders.sql) depends on a node named 'raw_orders' which was not found\n"
                        "```\nafter both refs were renamed (`ref('orders_raw')`, `ref('customers_raw')`) → "
                        "`Done. PASS=2 WARN=0 ERROR=0 SKIP=0 TOTAL=2`",
               ev="real", fix="shown", cls="edit_then_pass", category="build_config",
               why="two edits to the staging models, then dbt run --select staging passes with PASS=2",
               phrasing=["fenced block", "arrow", "code spans"],
               st={"failure": "depends on a node named 'raw_orders' which was not found",
                   "fix": ["from {{ ref('orders_raw') }}", "from {{ ref('customers_raw') }}"],
                   "evidence": "PASS=2 WARN=0 ERROR=0"}),
        gotcha("c10-dbt-2", s, title="One ref rename in stg_orders.sql is all a dbt seed rename needs",
               symptom="Compilation Error for raw_orders", trap="renaming the seed files",
               cause="stg_orders referenced the old seed", workaround="edit the ref in stg_orders.sql",
               evidence="Renaming the one ref in stg_orders.sql to ref('orders_raw') was enough: the next "
                        "dbt run --select staging passed.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the run right after the first edit failed on stg_customers (raw_customers); a second edit was "
                   "needed",
               phrasing=["prose", "wrong count"],
               st={"evidence": "depends on a node named 'raw_customers' which was not found"}),
        gotcha("c10-dbt-3", s, title="dbt unique test on stg_orders fails after the seed rename",
               symptom="dbt test fails", trap="blaming the rename", cause="duplicate ids",
               workaround="ask the data team",
               evidence="`1 of 3 FAIL 7 unique_stg_orders_id` in dbt test --select staging",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the test is unique_stg_orders_order_id; the quote drops a word",
               phrasing=["code span", "reworded quote"],
               st={"evidence": "FAIL 7 unique_stg_orders_order_id"}),
        knowledge("c10-dbt-4", s, title="orders_raw.csv carries seven duplicate order_ids",
                  situation="dbt test on the staging layer after the seed rename",
                  approach="treat the unique_stg_orders_order_id failure as a data question for the data team",
                  rationale="the duplicates are in the seed data itself, not produced by the rename",
                  evidence="`dbt test --select staging` で `unique_stg_orders_order_id` が失敗"
                           "（`Got 7 results, configured to fail if != 0`）。重複は orders_raw.csv 自体のデータ — "
                           "ユーザーはデータチームに確認するとのこと。",
                  ev="real", cls="knowledge", category="project_convention", group="c10-dbt-dups",
                  why="the failing dbt test and the person's reply to leave the duplicates",
                  phrasing=["Japanese", "code spans"],
                  st={"evidence": "Got 7 results, configured to fail if != 0"}),
        gotcha("c10-dbt-5", s, title="Deduplicate stg_orders with qualify row_number() on order_id",
               symptom="unique test on order_id fails with 7 results", trap="adding a distinct",
               cause="duplicate rows per order_id in the seed",
               workaround="qualify row_number() over (partition by order_id order by updated_at desc) = 1",
               evidence="dbt test: Got 7 results, configured to fail if != 0 … dedupe with "
                        "`qualify row_number() over (partition by order_id order by updated_at desc) = 1`",
               ev="real", fix="not_shown", cls="only_suggested", category="project_convention",
               group="c10-dbt-dups",
               why="the dedupe is only offered; the person says no and leaves the duplicates",
               phrasing=["ellipsis cut", "code span"],
               st={"failure": "Got 7 results, configured to fail if != 0", "fix": "qualify row_number() over",
                   "evidence": "leave the duplicates"}),
        gotcha("c10-dbt-6", s, title="dbt --version exits 2 when a model ref is broken",
               symptom="dbt --version fails", trap="checking versions first", cause="project parse",
               workaround="fix the refs",
               evidence="`dbt --version` exited 2 with `Compilation Error`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="dbt --version succeeded (installed 1.8.7); the Compilation Error was the dbt run's",
               phrasing=["code spans", "error moved"],
               st={"evidence": "installed: 1.8.7"}),
    ]


def _spark() -> list[Rec]:
    s = "pyspark-java"
    return [
        gotcha("c10-sp-1", s, title="PySpark's JAVA_GATEWAY_EXITED hides a missing JAVA_HOME",
               symptom="PySparkRuntimeError [JAVA_GATEWAY_EXITED] in test setup",
               trap="exporting JAVA_HOME in a separate call", cause="no JAVA_HOME in the pytest process",
               workaround="JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 on the pytest command line",
               evidence="Bash(JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 .venv/bin/pytest -q tests/test_etl.py) → "
                        "3 passed in 14.87s, where before it was `[JAVA_GATEWAY_EXITED] Java gateway process exited "
                        "before sending its port number.` with `JAVA_HOME is not set` in captured stderr",
               ev="real", fix="shown", cls="fix_ran", category="env_setup", group="c10-spark",
               why="pytest fails twice on JAVA_GATEWAY_EXITED; the inline JAVA_HOME run passes 3 tests",
               phrasing=["tool notation", "arrow", "code spans"],
               st={"failure": "JAVA_HOME is not set", "fix": "JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 .venv/bin",
                   "evidence": "3 passed in 14.87s"}),
        knowledge("c10-sp-2", s, title="An export in one Bash call is gone by the next call",
                  situation="setting an environment variable for later commands of an agent session",
                  approach="put the variable on the command that needs it, or set it in conftest",
                  rationale="each Bash call is its own shell",
                  evidence="export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ran in its own call (exit 0, "
                           "empty), yet the next .venv/bin/pytest -q tests/test_etl.py still printed JAVA_HOME is "
                           "not set",
                  ev="real", cls="knowledge", category="tool_quirk", scope="global",
                  why="the export call succeeds with no output and the next pytest fails exactly as before",
                  phrasing=["plain prose", "no quotes"],
                  st={"evidence": "export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64"}),
        gotcha("c10-sp-3", s, title="tests/conftest.py defaults JAVA_HOME for the Spark tests",
               symptom="Java gateway exits before sending its port number",
               trap="relying on each developer's shell", cause="JAVA_HOME unset in the test process",
               workaround="os.environ.setdefault('JAVA_HOME', '/usr/lib/jvm/java-17-openjdk-amd64') in conftest.py",
               evidence="Edit tests/conftest.py (`os.environ.setdefault(\"JAVA_HOME\", "
                        "\"/usr/lib/jvm/java-17-openjdk-amd64\")`) and plain `.venv/bin/pytest -q tests/test_etl.py` "
                        "went green: `3 passed in 13.02s`",
               ev="real", fix="shown", cls="edit_then_pass", category="build_config", group="c10-spark",
               why="the conftest edit, then the plain pytest run passes 3",
               phrasing=["tool notation", "went green", "quotes inside span"],
               st={"failure": "JAVA_HOME is not set", "fix": "os.environ.setdefault(\"JAVA_HOME\"",
                   "evidence": "3 passed in 13.02s"}),
        gotcha("c10-sp-4", s, title="ls /usr/lib/jvm complains when JAVA_HOME is unset",
               symptom="JAVA_HOME is not set", trap="listing JVMs", cause="unset JAVA_HOME",
               workaround="set JAVA_HOME",
               evidence="`ls /usr/lib/jvm/` → `JAVA_HOME is not set`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="ls printed the two JVM folders; the message came from the pytest run's captured stderr",
               phrasing=["arrow", "error moved"],
               st={"evidence": "java-17-openjdk-amd64\njava-8-openjdk-amd64"}),
        gotcha("c10-sp-5", s, title="Spark 3.5 tests here only pass on Java 8",
               symptom="gateway exits", trap="Java 17", cause="Spark needs Java 8",
               workaround="JAVA_HOME=/usr/lib/jvm/java-8-openjdk-amd64",
               evidence="Only `JAVA_HOME=/usr/lib/jvm/java-8-openjdk-amd64 .venv/bin/pytest -q tests/test_etl.py` "
                        "passed",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no Java 8 run exists; the passing runs used java-17",
               phrasing=["code span", "invented run"],
               st={"evidence": "3 passed in 14.87s"}),
        gotcha("c10-sp-6", s, title="One export JAVA_HOME call fixes the Spark gateway for the session",
               symptom="JAVA_GATEWAY_EXITED", trap="prefixing every command", cause="JAVA_HOME unset",
               workaround="export JAVA_HOME once",
               evidence="`export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64` and the tests passed on the next run",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the pytest run after the export failed the same way; the export fixed nothing",
               phrasing=["code span", "fix credited to the wrong call"],
               st={"evidence": "export JAVA_HOME"}),
    ]


def records() -> list[Rec]:
    return [*_airflow(), *_dbt(), *_spark()]
