"""The tenth tracking corpus, part three: lessons J-M (a torch CUDA wheel newer than the driver, an Airflow DAG
missing its provider package, dbt not finding the repo's profiles.yml, Kafka advertising a hostname the host
cannot resolve) and pairs of sessions with another project's lesson. The label rules are in
tracking10_cases.py."""
from __future__ import annotations

from tests.truth.tracking10_cases import B, E, S, U, W, later, lesson, pair, source


# --- J: a torch wheel built for a newer CUDA than the driver ---------------------------------------------------

OLD_DRIVER = ("/home/yuki/{p}/.venv/lib/python3.11/site-packages/torch/cuda/__init__.py:129: UserWarning: CUDA "
              "initialization: The NVIDIA driver on your system is too old (found version 11080). Please update your "
              "GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/"
              "index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been "
              "compiled with your version of the CUDA driver. (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:108.)")


def _torch() -> None:
    d = "/home/yuki/segmenter"
    source("s-segmenter-torch", d, "2026-11-06T06:00:00Z", "main",
           U("start the small training run on the GPU"),
           B("python train.py --config configs/small.yaml",
             "Exit code 1\n" + OLD_DRIVER.format(p="segmenter") + "\n  return torch._C._cuda_getDeviceCount() > 0\n"
             "Traceback (most recent call last):\n  File \"/home/yuki/segmenter/train.py\", line 22, in <module>\n"
             "    assert torch.cuda.is_available(), \"CUDA not available\"\nAssertionError: CUDA not available", True),
           B("nvidia-smi | head -4; pip show torch | grep Version",
             "+-----------------------------------------------------------------------------+\n| NVIDIA-SMI 520.61.05"
             "    Driver Version: 520.61.05    CUDA Version: 11.8     |\n|-------------------------------+----------------"
             "------+----------------------+\nVersion: 2.5.1+cu124"),
           S("The wheel is built for CUDA 12.4 but the driver only supports 11.8. Reinstalling torch from the cu118 "
             "wheel index."),
           B("pip install --force-reinstall torch==2.5.1 --index-url https://download.pytorch.org/whl/cu118",
             "Looking in indexes: https://download.pytorch.org/whl/cu118\nCollecting torch==2.5.1\n  Downloading "
             "https://download.pytorch.org/whl/cu118/torch-2.5.1%2Bcu118-cp311-cp311-linux_x86_64.whl (838.3 MB)\n"
             "Successfully installed torch-2.5.1+cu118"),
           B("python -c 'import torch; print(torch.version.cuda, torch.cuda.is_available())'", "11.8 True"))
    lesson("t10-torch-cuda", "project", "en", "s-segmenter-torch", "env_setup",
           "torch from PyPI (cu124) is too new for this box's 520 driver (CUDA 11.8)",
           "torch warns that the NVIDIA driver on your system is too old and `torch.cuda.is_available()` is False; "
           "training asserts out.",
           "Installing torch with a plain pip install, which pulls the +cu124 wheel, on the lab box with driver "
           "520.61.05.",
           "The default wheel targets CUDA 12.4; nvidia-smi shows the driver tops out at CUDA 11.8.",
           "Install from the matching wheel index: `pip install --force-reinstall torch==<version> --index-url "
           "https://download.pytorch.org/whl/cu118`, then check `torch.version.cuda, torch.cuda.is_available()`.",
           "The run of train.py printed the warning \"The NVIDIA driver on your system is too old (found version "
           "11080)\" and died with `AssertionError: CUDA not available`; nvidia-smi said `CUDA Version: 11.8` while pip "
           "had `2.5.1+cu124`. Reinstalling with `--index-url https://download.pytorch.org/whl/cu118` gave "
           "`Successfully installed torch-2.5.1+cu118` and the check came back clean (`11.8 True`).")

    later("l-segmenter-uv", d, "2026-11-09T06:00:00Z", "feat/aug",
          U("set up a fresh venv with uv and run one epoch of the small config"),
          B("uv venv .venv-aug && uv pip install --python .venv-aug torch torchvision --index-url "
            "https://download.pytorch.org/whl/cu118", "Resolved 14 packages in 2.11s\nInstalled 14 packages in 1.92s\n"
            " + torch==2.5.1+cu118\n + torchvision==0.20.1+cu118"),
          B(".venv-aug/bin/python train.py --config configs/small.yaml --epochs 1",
            "epoch 1/1  loss 0.812  miou 0.441  (cuda:0, 3m12s)"))
    pair("t10-torch-cuda", "l-segmenter-uv", "applied",
         "installs torch through uv from the cu118 index before training; it trains on cuda:0, no driver warning")

    later("l-segmenter-reqs", d, "2026-11-11T07:00:00Z", "chore/pin-torch",
          U("pin torch in requirements so fresh installs get the right build"),
          E("requirements.txt", "torch==2.5.1\n", "--extra-index-url https://download.pytorch.org/whl/cu118\n"
            "torch==2.5.1+cu118\n"),
          B("python -m venv /tmp/reqcheck && /tmp/reqcheck/bin/pip install -q -r requirements.txt && "
            "/tmp/reqcheck/bin/python -c 'import torch; print(torch.__version__, torch.cuda.is_available())'",
            "2.5.1+cu118 True"))
    pair("t10-torch-cuda", "l-segmenter-reqs", "applied",
         "edits requirements.txt to the cu118 index and build, installs it fresh; CUDA available")

    t = "/home/yuki/detector"
    later("l-detector-fresh", t, "2026-11-13T08:00:00Z", "main",
          U("new repo, make a venv and check the GPU works"),
          B("python -m venv .venv && .venv/bin/pip install -q torch torchvision", ""),
          B(".venv/bin/python -c 'import torch; print(torch.cuda.is_available())'",
            OLD_DRIVER.format(p="detector") + "\n  return torch._C._cuda_getDeviceCount() > 0\nFalse"),
          S("Plain pip pulled the CUDA 12.4 build again, which this driver can't run."))
    pair("t10-torch-cuda", "l-detector-fresh", "recurred",
         "in a sibling project the driver-too-old warning shows and CUDA is unavailable")

    later("l-segmenter-transformers", d, "2026-11-15T09:00:00Z", "main",
          U("upgrade transformers and rerun the eval"),
          B("pip install -U transformers | tail -2", "Successfully installed torch-2.6.0 transformers-4.47.0"),
          B("python eval.py --ckpt runs/small/best.pt", "Exit code 1\n" + OLD_DRIVER.format(p="segmenter") +
            "\nRuntimeError: Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False.",
            True),
          B("pip install --force-reinstall torch==2.5.1 --index-url https://download.pytorch.org/whl/cu118 | tail -1",
            "Successfully installed torch-2.5.1+cu118"))
    pair("t10-torch-cuda", "l-segmenter-transformers", "recurred",
         "an upgrade pulled a newer torch and the driver-too-old warning is back before the reinstall")

    later("l-segmenter-oom", d, "2026-11-17T10:00:00Z", "main",
          U("run the large config"),
          B("python train.py --config configs/large.yaml", "Exit code 1\nepoch 1/20\ntorch.OutOfMemoryError: CUDA out "
            "of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 11.76 GiB of which 1.21 GiB is free.",
            True),
          E("configs/large.yaml", "batch_size: 32", "batch_size: 16"),
          B("python train.py --config configs/large.yaml --epochs 1", "epoch 1/1  loss 0.655  miou 0.512  (cuda:0, 21m40s)"))
    pair("t10-torch-cuda", "l-segmenter-oom", "neither",
         "a CUDA error of another kind (out of memory), fixed by the batch size; the driver works")

    later("l-segmenter-readme", d, "2026-11-19T11:00:00Z", "docs",
          U("does the README say how to install torch? quote it"),
          B("grep -n -A1 'index-url' README.md", "31:pip install torch --index-url "
            "https://download.pytorch.org/whl/cu118\n32-(the lab box has driver 520; see nvidia-smi)"),
          S("Yes, line 31 of the README has the cu118 install line."))
    pair("t10-torch-cuda", "l-segmenter-readme", "neither",
         "the fix's words only in a README grep; nothing is installed or run")


# --- K: an Airflow DAG missing its provider package (French) ----------------------------------------------------

def _import_errors(path: str, module: str) -> str:
    return ("filepath                      | error\n" + "=" * 30 + "+" + "=" * 40 + "\n"
            f"{path} | Traceback (most recent call last):\n  File \"{path}\", line 4, in <module>\n    from "
            f"{module}.hooks import ...\nModuleNotFoundError: No module named '{module}'")


CONSTRAINTS = "https://raw.githubusercontent.com/apache/airflow/constraints-2.10.3/constraints-3.11.txt"


def _airflow() -> None:
    d = "/home/claire/pipelines"
    source("s-pipelines-provider", d, "2026-11-07T08:00:00Z", "main",
           U("Le DAG sf_export n'apparaît pas dans l'UI, regarde pourquoi"),
           B("airflow dags list-import-errors", _import_errors("/home/claire/pipelines/dags/sf_export.py",
                                                             "airflow.providers.snowflake"), False),
           B("python dags/sf_export.py", "Exit code 1\nTraceback (most recent call last):\n  File "
             "\"/home/claire/pipelines/dags/sf_export.py\", line 4, in <module>\n    from "
             "airflow.providers.snowflake.hooks.snowflake import SnowflakeHook\nModuleNotFoundError: No module named "
             "'airflow.providers.snowflake'", True),
           B("airflow version; pip list 2>/dev/null | grep -c apache-airflow-providers", "2.10.3\n6"),
           S("Le provider Snowflake n'est pas installé. Je l'installe avec les contraintes d'Airflow 2.10.3."),
           B(f"pip install apache-airflow-providers-snowflake --constraint \"{CONSTRAINTS}\"",
             "Successfully installed apache-airflow-providers-snowflake-5.8.0 snowflake-connector-python-3.12.3"),
           B("airflow dags list-import-errors", "No data found"))
    lesson("t10-airflow-provider", "project", "fr", "s-pipelines-provider", "env_setup",
           "DAG absent de l'UI : provider Airflow manquant",
           "Le DAG n'apparaît pas ; `airflow dags list-import-errors` montre `ModuleNotFoundError: No module named "
           "'airflow.providers.<provider>'`.",
           "Écrire un DAG qui importe un hook ou un opérateur d'un provider qui n'est pas installé dans "
           "l'environnement Airflow.",
           "Les providers sont des paquets séparés (apache-airflow-providers-*) ; le scheduler ignore le fichier du "
           "DAG tant que l'import échoue, sans erreur visible ailleurs.",
           "Installer le provider avec les contraintes de la version d'Airflow : `pip install "
           "apache-airflow-providers-<provider> --constraint "
           "https://raw.githubusercontent.com/apache/airflow/constraints-<version>/constraints-3.11.txt`, puis "
           "relancer `airflow dags list-import-errors` (doit afficher No data found).",
           "`airflow dags list-import-errors` affichait pour dags/sf_export.py `ModuleNotFoundError: No module named "
           "'airflow.providers.snowflake'`. Après `pip install apache-airflow-providers-snowflake --constraint …` "
           "(`Successfully installed apache-airflow-providers-snowflake-5.8.0`), la même commande a répondu "
           "`No data found`.")

    later("l-pipelines-slack-first", d, "2026-11-10T08:00:00Z", "feat/slack-alerts",
          U("Ajoute un DAG qui poste le résumé quotidien sur Slack"),
          B(f"pip install \"apache-airflow-providers-slack\" -c {CONSTRAINTS} | tail -1",
            "Successfully installed apache-airflow-providers-slack-8.9.2 slack_sdk-3.33.4"),
          W("dags/daily_summary.py", "from airflow import DAG\nfrom airflow.providers.slack.operators.slack import "
            "SlackAPIPostOperator\n\nwith DAG('daily_summary', schedule='@daily', catchup=False) as dag:\n"
            "    SlackAPIPostOperator(task_id='post', channel='#data', text='{{ ds }}')\n"),
          B("airflow dags list-import-errors", "No data found"),
          B("airflow dags list | grep daily_summary", "daily_summary | /home/claire/pipelines/dags/daily_summary.py | "
            "airflow | True"))
    pair("t10-airflow-provider", "l-pipelines-slack-first", "applied",
         "installs the slack provider with the constraints file (-c) before writing the DAG; no import error")

    later("l-pipelines-docker-reqs", d, "2026-11-12T09:00:00Z", "feat/s3-sensor",
          U("Dans l'image docker, ajoute le provider amazon pour le capteur S3"),
          E("docker/requirements-airflow.txt", "apache-airflow-providers-snowflake==5.8.0",
            "apache-airflow-providers-snowflake==5.8.0\napache-airflow-providers-amazon==9.1.0"),
          B("docker compose build airflow-scheduler -q && docker compose up -d airflow-scheduler && docker compose exec "
            "airflow-scheduler airflow dags list-import-errors", "No data found"))
    pair("t10-airflow-provider", "l-pipelines-docker-reqs", "applied",
         "adds the amazon provider to the image's requirements file and rebuilds before the DAG is loaded; no error")

    later("l-pipelines-env-pip", d, "2026-11-13T08:30:00Z", "feat/bq",
          U("Pour le DAG BigQuery, ajoute le provider google dans le compose de dev et recharge"),
          B("grep -n _PIP_ADDITIONAL_REQUIREMENTS .env", "3:_PIP_ADDITIONAL_REQUIREMENTS="),
          E(".env", "_PIP_ADDITIONAL_REQUIREMENTS=", "_PIP_ADDITIONAL_REQUIREMENTS=apache-airflow-providers-google==10.26.0"),
          B("docker compose up -d --force-recreate airflow-scheduler && sleep 40 && docker compose exec "
            "airflow-scheduler airflow dags list-import-errors", "No data found"),
          W("dags/bq_rollup.py", "from airflow import DAG\nfrom airflow.providers.google.cloud.operators.bigquery import "
            "BigQueryInsertJobOperator\n"))
    pair("t10-airflow-provider", "l-pipelines-env-pip", "applied",
         "installs the google provider through the compose .env variable before the DAG exists; no import error")

    later("l-pipelines-postgres-missing", d, "2026-11-14T10:00:00Z", "feat/pg-export",
          U("Le nouveau DAG pg_export ne s'affiche pas"),
          B("airflow dags list-import-errors", _import_errors("/home/claire/pipelines/dags/pg_export.py",
                                                             "airflow.providers.postgres"), False),
          B(f"pip install apache-airflow-providers-postgres --constraint \"{CONSTRAINTS}\" | tail -1",
            "Successfully installed apache-airflow-providers-postgres-5.14.0"))
    pair("t10-airflow-provider", "l-pipelines-postgres-missing", "recurred",
         "a new DAG fails to import with No module named 'airflow.providers.postgres'")

    g = "/home/claire/pipelines-legacy"
    later("l-legacy-ftp", g, "2026-11-16T11:00:00Z", "main",
          U("Regarde les logs du scheduler, un DAG a disparu"),
          B("docker compose logs airflow-scheduler --since 1h | grep -A3 'Broken DAG' | head -4",
            "airflow-scheduler-1  | ERROR - Failed to import: /opt/airflow/dags/ftp_sync.py\n"
            "airflow-scheduler-1  | Traceback (most recent call last):\nairflow-scheduler-1  |   File "
            "\"/opt/airflow/dags/ftp_sync.py\", line 3, in <module>\nairflow-scheduler-1  | ModuleNotFoundError: No "
            "module named 'airflow.providers.ftp'"),
          S("Il manque le provider FTP dans l'image de ce projet."))
    pair("t10-airflow-provider", "l-legacy-ftp", "recurred",
         "in the sibling legacy project the scheduler log shows a DAG failing on No module named "
         "'airflow.providers.ftp'")

    later("l-pipelines-duplicate", d, "2026-11-18T12:00:00Z", "main",
          U("J'ai copié sf_export en v2 et rien ne marche"),
          B("airflow dags list-import-errors",
            "filepath | error\n/home/claire/pipelines/dags/sf_export_v2.py | "
            "airflow.exceptions.AirflowDagDuplicatedIdException: Ignoring DAG sf_export from "
            "/home/claire/pipelines/dags/sf_export_v2.py - also found in /home/claire/pipelines/dags/sf_export.py"),
          E("dags/sf_export_v2.py", "DAG('sf_export',", "DAG('sf_export_v2',"),
          B("airflow dags list-import-errors", "No data found"))
    pair("t10-airflow-provider", "l-pipelines-duplicate", "neither",
         "an import error of another kind (duplicated DAG id); no module missing, no provider installed")

    later("l-pipelines-providers-list", d, "2026-11-20T13:00:00Z", "main",
          U("Quelles versions de providers avons-nous ? Pour le ticket de mise à jour"),
          B("airflow providers list | grep -E 'snowflake|slack|http'",
            "apache-airflow-providers-http      | Hypertext Transfer Protocol (HTTP) | 4.13.3\n"
            "apache-airflow-providers-slack     | Slack                              | 8.9.2\n"
            "apache-airflow-providers-snowflake | Snowflake                          | 5.8.0"),
          S("Voilà les trois versions."))
    pair("t10-airflow-provider", "l-pipelines-providers-list", "neither",
         "provider names only in a listing; nothing installed, no import error")


# --- L: dbt not finding the repo's profiles.yml ------------------------------------------------------------------

def _noprofile(name: str) -> str:
    return ("Exit code 2\n08:00:01  Running with dbt=1.8.9\n08:00:01  Encountered an error:\nRuntime Error\n  "
            f"Could not find profile named '{name}'")


def _dbt() -> None:
    d = "/home/ola/warehouse"
    source("s-warehouse-dbt", d, "2026-11-08T09:00:00Z", "main",
           U("run the staging models"),
           B("dbt run --select staging", _noprofile("warehouse"), True),
           B("ls; ls ~/.dbt 2>&1", "README.md\ndbt_project.yml\nmacros\nmodels\nprofiles.yml\nseeds\n"
             "ls: cannot access '/home/ola/.dbt': No such file or directory"),
           B("dbt run --select staging --profiles-dir .",
             "08:02:10  Running with dbt=1.8.9\n08:02:15  Completed successfully\n08:02:15  \n08:02:15  Done. PASS=7 "
             "WARN=0 ERROR=0 SKIP=0 TOTAL=7"))
    lesson("t10-dbt-profiles", "project", "en", "s-warehouse-dbt", "tool_quirk",
           "dbt looks for profiles in ~/.dbt, not the repo root",
           "Runtime Error: Could not find profile named 'warehouse'",
           "dbt run / test / build from the repo without telling dbt where profiles.yml is",
           "The profiles.yml is committed at the repo root; dbt only searches ~/.dbt (which doesn't exist here)",
           "`dbt <command> --profiles-dir .` or `export DBT_PROFILES_DIR=$PWD`",
           "`Could not find profile named 'warehouse'` → rerun with `--profiles-dir .` → `Done. PASS=7 WARN=0 ERROR=0 "
           "SKIP=0 TOTAL=7`")

    later("l-warehouse-env-test", d, "2026-11-10T09:00:00Z", "feat/marts-tests",
          U("add a not_null test on fct_orders.order_id and run the mart tests"),
          E("models/marts/schema.yml", "      - name: order_id\n", "      - name: order_id\n        tests: [not_null]\n"),
          B("DBT_PROFILES_DIR=. dbt test --select marts", "09:01:02  Running with dbt=1.8.9\n09:01:09  Done. PASS=12 "
            "WARN=0 ERROR=0 SKIP=0 TOTAL=12"))
    pair("t10-dbt-profiles", "l-warehouse-env-test", "applied",
         "sets DBT_PROFILES_DIR for the test run; no profile error")

    later("l-warehouse-abs-build", d, "2026-11-12T10:00:00Z", "main",
          U("full build please, from the scripts folder"),
          B("cd scripts && dbt build --project-dir .. --profiles-dir /home/ola/warehouse",
            "10:00:03  Running with dbt=1.8.9\n10:04:41  Done. PASS=64 WARN=1 ERROR=0 SKIP=0 TOTAL=65"))
    pair("t10-dbt-profiles", "l-warehouse-abs-build", "applied",
         "passes --profiles-dir as a full path; the build runs")

    later("l-warehouse-seed", d, "2026-11-14T11:00:00Z", "main",
          U("load the new country codes seed"),
          B("dbt seed --select country_codes", _noprofile("warehouse"), True),
          B("dbt seed --select country_codes --profiles-dir .", "11:00:41  Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1"))
    pair("t10-dbt-profiles", "l-warehouse-seed", "recurred",
         "dbt seed fails with Could not find profile named 'warehouse' before the flag is added")

    x = "/home/ola/warehouse-sandbox"
    later("l-sandbox-compile", x, "2026-11-16T12:00:00Z", "main",
          U("compile the sandbox project"),
          B("dbt compile", _noprofile("sandbox"), True),
          S("This repo also keeps profiles.yml at its root."))
    pair("t10-dbt-profiles", "l-sandbox-compile", "recurred",
         "in the sibling sandbox project dbt cannot find profile 'sandbox'")

    later("l-warehouse-relation", d, "2026-11-18T13:00:00Z", "main",
          U("stg_orders fails, why?"),
          B("dbt run --select stg_orders --profiles-dir .",
            "Exit code 1\n13:00:12  Database Error in model stg_orders (models/staging/stg_orders.sql)\n  relation "
            "\"raw.orders\" does not exist\n13:00:12  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1", True),
          B("psql -h localhost -U ola warehouse -c '\\dn'", "  List of schemas\n  Name  | Owner\n--------+------\n"
            " public | ola\n raw_v2 | ola"),
          E("models/staging/sources.yml", "    schema: raw", "    schema: raw_v2"),
          B("dbt run --select stg_orders --profiles-dir .", "13:03:40  Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1"))
    pair("t10-dbt-profiles", "l-warehouse-relation", "applied",
         "every dbt call carries --profiles-dir .; the error is a missing relation (another kind)")

    later("l-warehouse-envvar", d, "2026-11-20T14:00:00Z", "main",
          U("dbt run on the laptop"),
          B("dbt run", "Exit code 2\n14:00:01  Running with dbt=1.8.9\n14:00:01  Encountered an error:\nParsing Error\n"
            "  Env var required but not provided: 'WAREHOUSE_PASSWORD'", True),
          S("Your profile is found (from ~/.dbt on this laptop) but it reads WAREHOUSE_PASSWORD, which isn't set. "
            "Export it and rerun."))
    pair("t10-dbt-profiles", "l-warehouse-envvar", "neither",
         "a dbt error of another kind (missing env var in the profile); no profile-not-found, no flag")

    later("l-warehouse-early", d, "2026-10-31T09:00:00Z", "main",
          U("run dbt"),
          B("dbt run --profiles-dir .", "09:00:30  Done. PASS=41 WARN=0 ERROR=0 SKIP=0 TOTAL=41"))
    pair("t10-dbt-profiles", "l-warehouse-early", "neither",
         "dated before the lesson's source session (it runs the fix, but the lesson did not exist yet)")


# --- M: Kafka advertising a hostname the host cannot resolve (Portuguese, fix only in prose) --------------------

RESOLVE = ("%3|1763000000.101|FAIL|rdkafka#producer-1| [thrd:kafka:9092/1]: kafka:9092/1: Failed to resolve "
           "'kafka:9092': Name or service not known (after 2ms in state CONNECT)")


def _kafka() -> None:
    d = "/home/joao/eventos"
    source("s-eventos-kafka", d, "2026-11-08T20:00:00Z", "main",
           U("manda 100 eventos de teste pro tópico orders a partir da máquina"),
           B("python scripts/produce.py --topic orders --count 100",
             "Exit code 1\n" + RESOLVE + "\n" + RESOLVE.replace("101", "612") + "\ndelivery failed: 100 messages "
             "timed out", True),
           B("kcat -b localhost:9092 -L | head -4", "Metadata for all topics (from broker 1: localhost:9092/1):\n"
             " 1 brokers:\n  broker 1 at kafka:9092 (controller)\n 3 topics:"),
           S("O bootstrap em localhost funciona, mas o broker anuncia kafka:9092, nome que só existe na rede do compose. "
             "Vou anunciar um listener extra para o host."),
           E("docker-compose.yml",
             "      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n",
             "      KAFKA_LISTENERS: PLAINTEXT://:29092,PLAINTEXT_HOST://:9092,CONTROLLER://:9093\n"
             "      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:29092,PLAINTEXT_HOST://localhost:9092\n"
             "      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT,CONTROLLER:PLAINTEXT\n"),
           B("docker compose up -d kafka && sleep 8 && python scripts/produce.py --topic orders --count 100",
             "[+] Running 1/1\n ✔ Container eventos-kafka-1  Started\ndelivered 100 messages to orders"))
    lesson("t10-kafka-advertised", "project", "pt", "s-eventos-kafka", "env_setup",
           "Kafka no compose: produtor na máquina não resolve o nome anunciado kafka:9092",
           "O produtor na máquina falha com `Failed to resolve 'kafka:9092': Name or service not known` e as "
           "mensagens expiram, embora o bootstrap em localhost:9092 responda.",
           "Produzir ou consumir a partir do host com o broker do docker-compose anunciando só o listener interno.",
           "O cliente usa o endereço anunciado pelo broker, e kafka só resolve dentro da rede do compose.",
           "Anunciar um segundo listener para o host: no docker-compose.yml acrescentar um listener PLAINTEXT_HOST em "
           "localhost na variável de listeners anunciados (com a entrada dele no mapa de protocolos), manter o "
           "interno numa outra porta, recriar o container do kafka e só então produzir da máquina.",
           "o script falhou com `Failed to resolve 'kafka:9092': Name or service not known` e o kcat mostrou "
           "`broker 1 at kafka:9092 (controller)`; depois do Edit de docker-compose.yml (listeners anunciados com "
           "PLAINTEXT_HOST em localhost) e do restart do kafka: "
           "`delivered 100 messages to orders`.")

    n = "/home/joao/notificacoes"
    later("l-notif-compose-write", n, "2026-11-11T20:00:00Z", "main",
          U("cria um compose com kafka pra eu rodar o consumidor local"),
          W("docker-compose.yml", "services:\n  kafka:\n    image: apache/kafka:3.9.0\n    ports: [\"9092:9092\"]\n"
            "    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n"
            "      KAFKA_LISTENERS: PLAINTEXT://:29092,PLAINTEXT_HOST://:9092,CONTROLLER://:9093\n"
            "      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:29092,PLAINTEXT_HOST://localhost:9092\n"
            "      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT,CONTROLLER:PLAINTEXT\n"
            "      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n"),
          B("docker compose up -d && sleep 8 && python consumer.py --topic notifications --timeout 5",
            "[+] Running 2/2\n ✔ Network notificacoes_default  Created\n ✔ Container notificacoes-kafka-1  Started\n"
            "subscribed to notifications; 0 messages in 5s"))
    pair("t10-kafka-advertised", "l-notif-compose-write", "applied",
         "the new compose advertises a PLAINTEXT_HOST listener on localhost from the start; the host consumer connects")

    a = "/home/joao/eventos-analytics"
    later("l-analytics-edit-listener", a, "2026-11-13T21:00:00Z", "main",
          U("o consumidor de analytics precisa ler do kafka daqui do host, ajusta"),
          B("grep -n ADVERTISED docker-compose.yml", "14:      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092"),
          E("docker-compose.yml", "      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092",
            "      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092,EXTERNAL://localhost:19092"),
          E("docker-compose.yml", "      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT",
            "      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,EXTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT"),
          B("docker compose up -d --force-recreate kafka && sleep 8 && python consume.py -b localhost:19092 --max 10",
            " ✔ Container eventos-analytics-kafka-1  Started\nread 10 messages from clicks"))
    pair("t10-kafka-advertised", "l-analytics-edit-listener", "applied",
         "edits the compose to advertise an EXTERNAL listener on localhost (another name, port) before consuming; "
         "it reads")

    later("l-eventos-console-consumer", d, "2026-11-15T22:00:00Z", "feat/dlq",
          U("lê as mensagens do tópico orders.dlq com o console consumer instalado aqui"),
          B("timeout 15 kafka-console-consumer.sh --bootstrap-server localhost:29092 --topic orders.dlq "
            "--from-beginning 2>&1 | head -3",
            "[2026-11-15 22:00:31,412] WARN [Consumer clientId=console-consumer, groupId=console-consumer-4411] Error "
            "connecting to node kafka:29092 (id: 1 rack: null) (org.apache.kafka.clients.NetworkClient)\n"
            "java.net.UnknownHostException: kafka: Name or service not known\n\tat "
            "java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Native Method)"),
          S("Pela porta 29092 o broker anuncia kafka:29092, que o host não resolve. Uso a 9092."))
    pair("t10-kafka-advertised", "l-eventos-console-consumer", "recurred",
         "the host's Java consumer cannot resolve the advertised name kafka (UnknownHostException)")

    g = "/home/joao/eventos-go"
    later("l-eventosgo-sarama", g, "2026-11-17T19:00:00Z", "main",
          U("roda o produtor em go contra o compose do eventos-go"),
          B("go run ./cmd/producer -brokers localhost:9092 -n 10",
            "Exit code 1\n2026/11/17 19:00:12 kafka: client has run out of available brokers to talk to: dial tcp: "
            "lookup kafka on 127.0.0.53:53: no such host\nexit status 1", True),
          B("grep -n ADVERTISED docker-compose.yml", "11:      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092"))
    pair("t10-kafka-advertised", "l-eventosgo-sarama", "recurred",
         "in the sibling Go project the client fails looking up the advertised host kafka")

    later("l-eventos-refused", d, "2026-11-19T20:00:00Z", "main",
          U("produz 10 eventos de teste"),
          B("python scripts/produce.py --topic orders --count 10",
            "Exit code 1\n%3|1763582400.220|FAIL|rdkafka#producer-1| [thrd:localhost:9092/bootstrap]: "
            "localhost:9092/bootstrap: Connect to ipv4#127.0.0.1:9092 failed: Connection refused (after 0ms in state "
            "CONNECT)", True),
          B("docker compose ps kafka", "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS"),
          B("docker compose up -d kafka && sleep 8 && python scripts/produce.py --topic orders --count 10",
            " ✔ Container eventos-kafka-1  Started\ndelivered 10 messages to orders"))
    pair("t10-kafka-advertised", "l-eventos-refused", "neither",
         "a connection error of another kind: the broker was not running (refused on localhost), no name to resolve")

    later("l-eventos-unknown-topic", d, "2026-11-21T20:00:00Z", "main",
          U("consome do tópico payments"),
          B("python scripts/consume.py --topic payments --max 5",
            "Exit code 1\nKafkaError{code=UNKNOWN_TOPIC_OR_PART,val=3,str=\"Subscribed topic not available: payments: "
            "Broker: Unknown topic or partition\"}", True),
          B("kcat -b localhost:9092 -L | grep topic", " 3 topics:\n  topic \"orders\" with 3 partitions:\n"
            "  topic \"orders.dlq\" with 1 partitions:\n  topic \"__consumer_offsets\" with 50 partitions:"),
          S("O tópico payments não existe ainda; o produtor dele é do outro serviço."))
    pair("t10-kafka-advertised", "l-eventos-unknown-topic", "neither",
         "a Kafka error of another kind (unknown topic); the host client connects fine")

    later("l-eventos-early", d, "2026-11-01T20:00:00Z", "main",
          U("manda eventos de teste"),
          B("python scripts/produce.py --topic orders --count 5", "Exit code 1\n" + RESOLVE, True))
    pair("t10-kafka-advertised", "l-eventos-early", "neither",
         "dated before the lesson's source session")


# --- sessions of one lesson paired with another lesson -----------------------------------------------------------

def _cross() -> None:
    pair("t10-dbt-profiles", "l-pipelines-duplicate", "neither",
         "an Airflow session in another project; nothing of dbt")
    pair("t10-airflow-provider", "l-warehouse-seed", "neither",
         "a dbt session; no DAG, no provider")
    pair("t10-sqlx-offline", "l-telemetry-make-proto", "neither",
         "a protoc session; no cargo, no sqlx")
    pair("t10-protoc-old", "l-tienda-ci-log", "neither",
         "a Rust CI log about sqlx; no protoc")
    pair("t10-ld-library-path", "l-detector-fresh", "neither",
         "a torch/driver session; no shared library is missing")
    pair("t10-torch-cuda", "l-thumbs-env-grep", "neither",
         "an env listing that mentions CUDA paths; torch is neither installed nor run")
    pair("t10-brew-path", "l-printer-make-xcrun", "neither",
         "a macOS session failing on xcrun; brew is never called")
    pair("t10-xcode-clt", "l-pager-services", "neither",
         "a brew command-not-found session; git, make and the compilers are not involved")
    pair("t10-selinux-z", "l-eventos-refused", "neither",
         "a docker compose Kafka session; no bind-mount permission error, no :z")
    pair("t10-kafka-advertised", "l-labdata-compose-config", "neither",
         "a podman-compose volume permission error; no Kafka")
    pair("t10-torch-cuda", "l-segmenter-early", "neither",
         "dated before the lesson's source session")


def _early_torch() -> None:
    later("l-segmenter-early", "/home/yuki/segmenter", "2026-11-02T06:00:00Z", "main",
          U("train small"),
          B("python train.py --config configs/small.yaml", "Exit code 1\n" + OLD_DRIVER.format(p="segmenter") +
            "\nAssertionError: CUDA not available", True),
          B("pip install --force-reinstall torch==2.5.1 --index-url https://download.pytorch.org/whl/cu118 | tail -1",
            "Successfully installed torch-2.5.1+cu118"))


def build_third_part() -> None:
    _torch()
    _airflow()
    _dbt()
    _kafka()
    _early_torch()
    _cross()
