"""Lessons C (a Kubernetes deployment pulling from a private registry without imagePullSecrets; German) and D
(Celery's broker URL under the CELERY settings namespace) of the fourteenth tracking corpus, with their later
sessions and labels (rules in tracking14_cases.py)."""
from __future__ import annotations

from tests.truth.tracking14_cases import T, ed, grep, rd, say, sh, u, wr

# --- C: imagePullSecrets --------------------------------------------------------------------------------------

LAGER = "/home/jonas/work/lagerhaus-deploy"
REG = "registry.gitlab.example.de"


def pull_401(image: str) -> str:
    repo = image.split(":")[0].replace("/", "%2F")
    return (f"Failed to pull image \"{REG}/{image}\": failed to pull and unpack image \"{REG}/{image}\": failed "
            f"to resolve reference \"{REG}/{image}\": failed to authorize: failed to fetch oauth token: unexpected "
            f"status from GET request to https://{REG}/jwt/auth?scope=repository%3A{repo}"
            "%3Apull&service=container_registry: 401 Unauthorized")


def lesson_c() -> None:
    T.source(
        "s-lager-pullsecret", LAGER, "2026-03-03T08:30:00Z", "main",
        u("Die neue api-Version 1.8.2 kommt nicht hoch im Namespace lager. Kannst du schauen?"),
        sh("kubectl -n lager rollout status deploy/api --timeout=90s", "Exit code 1\nWaiting for deployment \"api\" "
           "rollout to finish: 0 of 2 updated replicas are available...\nerror: timed out waiting for the "
           "condition", True),
        sh("kubectl -n lager get pods -l app=api", "NAME                   READY   STATUS             RESTARTS   AGE\n"
           "api-7d9c8b6f5-x2kqp    0/1     ImagePullBackOff   0          3m12s\napi-7d9c8b6f5-zq8wn    0/1     "
           "ImagePullBackOff   0          3m12s\napi-6b54f7c9d-4hmtv    1/1     Running            0          6d"),
        sh("kubectl -n lager describe pod api-7d9c8b6f5-x2kqp | tail -5",
           "  Warning  Failed     2m31s (x4 over 3m10s)  kubelet  " + pull_401("lager/api:1.8.2") + "\n  Warning  "
           "Failed     2m31s (x4 over 3m10s)  kubelet  Error: ErrImagePull\n  Normal   BackOff    8s (x12 over "
           "3m9s)    kubelet  Back-off pulling image \"registry.gitlab.example.de/lager/api:1.8.2\""),
        say("Die Registry ist privat und die Deployment-Spec hat keine imagePullSecrets – das alte Image lag noch "
            "im Node-Cache, darum lief 1.8.1. Ich lege ein Pull-Secret an und trage es ein."),
        sh("kubectl -n lager create secret docker-registry gitlab-pull --docker-server=registry.gitlab.example.de "
           "--docker-username=deploy-bot --docker-password=\"$GITLAB_DEPLOY_TOKEN\"", "secret/gitlab-pull created"),
        ed(f"{LAGER}/k8s/api/deployment.yaml", "    spec:\n      containers:\n",
           "    spec:\n      imagePullSecrets:\n        - name: gitlab-pull\n      containers:\n"),
        sh("kubectl apply -f k8s/api/deployment.yaml && kubectl -n lager rollout status deploy/api --timeout=120s",
           "deployment.apps/api configured\nWaiting for deployment \"api\" rollout to finish: 1 of 2 updated "
           "replicas are available...\ndeployment \"api\" successfully rolled out"))
    T.lesson(
        "t14-k8s-imagepullsecrets", "project", "de", "s-lager-pullsecret", "env_setup",
        "Private GitLab-Registry: Pods hängen in ImagePullBackOff ohne imagePullSecrets",
        "Nach einem Image-Update bleibt der Rollout stehen (`timed out waiting for the condition`), die Pods "
        "stehen auf ImagePullBackOff, und `describe pod` zeigt `401 Unauthorized` beim Token-Abruf der Registry.",
        "Die Vorversion lief ja – es sieht nach einem kaputten Tag oder Registry-Ausfall aus, dabei lag das alte "
        "Image nur noch im Cache des Nodes.",
        "Die Deployment-Spec referenziert kein Pull-Secret; der kubelet fragt die private Registry anonym an und "
        "bekommt 401.",
        "Im Namespace ein Secret vom Typ docker-registry anlegen (`kubectl -n <ns> create secret docker-registry "
        "<name> --docker-server=… --docker-username=… --docker-password=…`) und es unter "
        "`spec.template.spec.imagePullSecrets` eintragen – oder am ServiceAccount des Namespace hinterlegen.",
        "- `kubectl -n lager rollout status deploy/api --timeout=90s` → `error: timed out waiting for the condition`\n"
        "- describe pod: `failed to fetch oauth token` … `401 Unauthorized`\n"
        "- Fix: `secret/gitlab-pull created`, imagePullSecrets in k8s/api/deployment.yaml eingetragen, danach "
        "`deployment \"api\" successfully rolled out`")


def later_c() -> None:
    T.later("l-lager-worker-deploy", LAGER, "2026-03-10T08:00:00Z", "feature/worker",
            u("Wir brauchen ein Deployment für den neuen queue-worker (Image lager/worker:0.3.0). Bitte anlegen "
              "und ausrollen."),
            wr(f"{LAGER}/k8s/worker/deployment.yaml", "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: "
               "worker\n  namespace: lager\nspec:\n  replicas: 1\n  selector:\n    matchLabels: {app: worker}\n  "
               "template:\n    metadata:\n      labels: {app: worker}\n    spec:\n      imagePullSecrets:\n        "
               "- name: gitlab-pull\n      containers:\n        - name: worker\n          image: "
               "registry.gitlab.example.de/lager/worker:0.3.0\n"),
            sh("kubectl apply -f k8s/worker/deployment.yaml && kubectl -n lager rollout status deploy/worker "
               "--timeout=120s", "deployment.apps/worker created\ndeployment \"worker\" successfully rolled out"))
    T.pair("t14-k8s-imagepullsecrets", "l-lager-worker-deploy", "applied",
           "the new deployment is written with imagePullSecrets: gitlab-pull before the first apply; it rolls out")
    T.later("l-lager-staging-sa", LAGER, "2026-03-12T09:15:00Z", "staging",
            u("Staging-Namespace lager-staging aufsetzen, api 1.8.2 dort deployen."),
            sh("kubectl create namespace lager-staging && kubectl -n lager-staging create secret docker-registry "
               "gitlab-pull --docker-server=registry.gitlab.example.de --docker-username=deploy-bot "
               "--docker-password=\"$GITLAB_DEPLOY_TOKEN\"", "namespace/lager-staging created\n"
               "secret/gitlab-pull created"),
            sh("kubectl patch serviceaccount default -n lager-staging -p '{\"imagePullSecrets\": [{\"name\": "
               "\"gitlab-pull\"}]}'", "serviceaccount/default patched"),
            sh("kubectl apply -n lager-staging -f k8s/api/ && kubectl -n lager-staging get pods",
               "deployment.apps/api created\nservice/api created\nNAME                  READY   STATUS    "
               "RESTARTS   AGE\napi-7d9c8b6f5-p9c2d   1/1     Running   0          21s"))
    T.pair("t14-k8s-imagepullsecrets", "l-lager-staging-sa", "applied",
           "new namespace: pull secret created and attached to the default ServiceAccount before deploying")
    T.later("l-lager-preview-cron", LAGER, "2026-03-19T13:40:00Z", "preview",
            u("Für die Preview-Umgebung den Export-CronJob anlegen, Secret aus meiner Docker-Config nehmen."),
            sh("kubectl -n lager-preview create secret generic regcred --from-file=.dockerconfigjson="
               "$HOME/.docker/config.json --type=kubernetes.io/dockerconfigjson", "secret/regcred created"),
            ed(f"{LAGER}/k8s/export/cronjob.yaml", "        spec:\n          restartPolicy: OnFailure\n",
               "        spec:\n          imagePullSecrets:\n            - name: regcred\n          restartPolicy: "
               "OnFailure\n"),
            sh("kubectl -n lager-preview apply -f k8s/export/cronjob.yaml && kubectl -n lager-preview create job "
               "export-manual --from=cronjob/export && sleep 20 && kubectl -n lager-preview get pods",
               "cronjob.batch/export created\njob.batch/export-manual created\nNAME                  READY   "
               "STATUS      RESTARTS   AGE\nexport-manual-8lwq2   0/1     Completed   0          19s"))
    T.pair("t14-k8s-imagepullsecrets", "l-lager-preview-cron", "applied",
           "dockerconfigjson secret created from a file and added to the CronJob's pod spec before the first run")


def later_c2() -> None:
    T.later("l-lager-report-cron", LAGER, "2026-03-14T07:50:00Z", "main",
            u("Der nächtliche report-Job ist heute nicht gelaufen."),
            sh("kubectl -n lager get pods --selector=job-name=report-29035620", "NAME                      READY   "
               "STATUS         RESTARTS   AGE\nreport-29035620-m7x4t   0/1     ErrImagePull   0          5h"),
            sh("kubectl -n lager get events --field-selector involvedObject.name=report-29035620-m7x4t | tail -2",
               "5h   Warning   Failed   pod/report-29035620-m7x4t   " + pull_401("lager/report:2.0.1")),
            ed(f"{LAGER}/k8s/report/cronjob.yaml", "          containers:\n", "          imagePullSecrets:\n"
               "            - name: gitlab-pull\n          containers:\n"))
    T.pair("t14-k8s-imagepullsecrets", "l-lager-report-cron", "recurred",
           "the report CronJob's pod is in ErrImagePull with the registry's 401 Unauthorized (no pull secret)")
    T.later("l-lager-migrator", LAGER, "2026-03-17T15:05:00Z", "staging",
            u("db-migrator Job in lager-staging hängt"),
            sh("kubectl -n lager-staging describe job db-migrator | tail -3; kubectl -n lager-staging get pod "
               "-l job-name=db-migrator -o jsonpath='{.items[0].status.containerStatuses[0].state.waiting.message}'",
               "  Normal  SuccessfulCreate  6m  job-controller  Created pod: db-migrator-2hx8k\n"
               + pull_401("lager/migrator:1.2.0")),
            rd(f"{LAGER}/k8s/migrator/job.yaml", "1\tapiVersion: batch/v1\n2\tkind: Job\n3\tmetadata:\n4\t  name: "
               "db-migrator\n5\tspec:\n6\t  template:\n7\t    spec:\n8\t      serviceAccountName: migrator\n"),
            say("The job runs as ServiceAccount `migrator`, not `default`, so the patched default SA doesn't help."))
    T.pair("t14-k8s-imagepullsecrets", "l-lager-migrator", "recurred",
           "another workload (migrator job, own ServiceAccount) fails pulling with 401 Unauthorized")
    T.later("l-lager-scale", LAGER, "2026-02-25T10:30:00Z", "main",
            u("api bitte auf 3 Replicas, Lasttest heute"),
            ed(f"{LAGER}/k8s/api/deployment.yaml", "  replicas: 2\n", "  replicas: 3\n"),
            sh("kubectl apply -f k8s/api/deployment.yaml && kubectl -n lager get deploy api",
               "deployment.apps/api configured\nNAME   READY   UP-TO-DATE   AVAILABLE   AGE\napi    3/3     3       "
               "     3           34d"))
    T.pair("t14-k8s-imagepullsecrets", "l-lager-scale", "neither",
           "dated before the source session; only scales the deployment")
    T.later("l-lager-bad-tag", LAGER, "2026-03-21T11:00:00Z", "main",
            u("api auf 1.9.0 heben"),
            ed(f"{LAGER}/k8s/api/deployment.yaml", "lager/api:1.8.2", "lager/api:1.9.0"),
            sh("kubectl apply -f k8s/api/deployment.yaml && kubectl -n lager rollout status deploy/api --timeout=60s",
               "Exit code 1\ndeployment.apps/api configured\nWaiting for deployment \"api\" rollout to finish: 0 of "
               "2 updated replicas are available...\nerror: timed out waiting for the condition", True),
            sh("kubectl -n lager get events --sort-by=.lastTimestamp | grep Failed | tail -1",
               "40s  Warning  Failed  pod/api-5f8d7c6b4-kk2vd  Failed to pull image \"registry.gitlab.example.de/"
               "lager/api:1.9.0\": rpc error: code = NotFound desc = failed to pull and unpack image: "
               "registry.gitlab.example.de/lager/api:1.9.0: not found"),
            say("Das Tag 1.9.0 existiert nicht – die Pipeline hat nur 1.9.0-rc1 gebaut. Ich setze es zurück."),
            ed(f"{LAGER}/k8s/api/deployment.yaml", "lager/api:1.9.0", "lager/api:1.8.2"))
    T.pair("t14-k8s-imagepullsecrets", "l-lager-bad-tag", "neither",
           "look-alike: the pull fails with NotFound for a tag that was never built, not 401 for missing creds")
    T.later("l-lager-review-grep", LAGER, "2026-03-23T16:20:00Z", "main",
            u("Welche Manifeste haben eigentlich schon ein Pull-Secret? Nur auflisten."),
            grep("imagePullSecrets", f"{LAGER}/k8s", "k8s/api/deployment.yaml:17:      imagePullSecrets:\n"
                 "k8s/worker/deployment.yaml:15:      imagePullSecrets:\nk8s/report/cronjob.yaml:19:          "
                 "imagePullSecrets:"),
            say("Drei Manifeste: api, worker und report. migrator und export nutzen eigene ServiceAccounts."))
    T.pair("t14-k8s-imagepullsecrets", "l-lager-review-grep", "neither",
           "only greps the manifests for imagePullSecrets to answer a question; nothing deployed")


# --- D: Celery's broker URL under namespace="CELERY" ----------------------------------------------------------

ORD = "/home/priya/src/ordersvc"
AMQP_REFUSED = ("[2026-03-{d} {t},404: ERROR/MainProcess] consumer: Cannot connect to "
                "amqp://guest:**@127.0.0.1:5672//: [Errno 111] Connection refused.\nTrying again in 2.00 seconds... "
                "(1/100)\n")


def lesson_d() -> None:
    T.source(
        "s-ord-celery-broker", ORD, "2026-03-03T14:00:00Z", "celery-rabbit",
        u("I switched the broker to the rabbitmq service (BROKER_URL in settings) but the worker never picks up "
          "tasks. Check it?"),
        sh("timeout 15 celery -A ordersvc worker -l info 2>&1 | tail -4",
           "Exit code 124\n" + AMQP_REFUSED.format(d="03", t="14:02:11") + AMQP_REFUSED.format(d="03", t="14:02:13")
           .replace("(1/100)", "(2/100)"), True),
        rd(f"{ORD}/ordersvc/celery.py", "1\timport os\n2\t\n3\tfrom celery import Celery\n4\t\n5\tos.environ."
           "setdefault(\"DJANGO_SETTINGS_MODULE\", \"ordersvc.settings\")\n6\t\n7\tapp = Celery(\"ordersvc\")\n8\t"
           "app.config_from_object(\"django.conf:settings\", namespace=\"CELERY\")\n9\tapp.autodiscover_tasks()\n"),
        grep("BROKER", f"{ORD}/ordersvc/settings.py", "ordersvc/settings.py:88:BROKER_URL = env(\"BROKER_URL\", "
             "default=\"amqp://orders:orders@rabbitmq:5672/orders\")"),
        say("`namespace=\"CELERY\"` means Celery only reads settings prefixed `CELERY_`. `BROKER_URL` is ignored, "
            "so it falls back to the default amqp://guest@127.0.0.1:5672//. Renaming the setting."),
        ed(f"{ORD}/ordersvc/settings.py", "BROKER_URL = env(\"BROKER_URL\",",
           "CELERY_BROKER_URL = env(\"CELERY_BROKER_URL\","),
        sh("(celery -A ordersvc worker -l info --detach --logfile=/tmp/celery-worker.log) && sleep 4 && "
           "grep -m1 Connected /tmp/celery-worker.log && celery -A ordersvc inspect ping",
           "[2026-03-03 14:09:40,118: INFO/MainProcess] Connected to amqp://orders:**@rabbitmq:5672/orders\n"
           "->  celery@devbox: OK\n        pong\n\n1 node online."))
    T.lesson(
        "t14-celery-broker-namespace", "project", "en", "s-ord-celery-broker", "workflow",
        "Celery ignores BROKER_URL when the app loads Django settings with namespace=\"CELERY\"",
        "The worker keeps logging `Cannot connect to amqp://guest:**@127.0.0.1:5672//: [Errno 111] Connection "
        "refused` although settings point the broker at the rabbitmq service.",
        "The URL in settings looks right, so it looks like RabbitMQ is down or the network is wrong.",
        "`app.config_from_object(\"django.conf:settings\", namespace=\"CELERY\")` only reads `CELERY_`-prefixed "
        "settings; an unprefixed BROKER_URL is silently ignored and Celery uses its default local broker.",
        "Name the setting `CELERY_BROKER_URL` in every settings module (or pass `--broker <url>` / `-b` to the "
        "worker), then check the worker log says Connected to the intended host.",
        "The worker logged \"Cannot connect to amqp://guest:**@127.0.0.1:5672//: [Errno 111] Connection refused.\" "
        "while ordersvc/celery.py uses `namespace=\"CELERY\"` and settings had `BROKER_URL = env(\"BROKER_URL\"`. "
        "Renamed to `CELERY_BROKER_URL`; then `Connected to amqp://orders:**@rabbitmq:5672/orders` and "
        "`1 node online.`")


def later_d() -> None:
    bill = "/home/priya/src/billing-jobs"
    T.later("l-bill-celery-setup", bill, "2026-03-11T10:00:00Z", "main",
            u("set up celery in billing-jobs the same way as ordersvc, broker is the shared rabbitmq vhost billing"),
            wr(f"{bill}/billing/celery.py", "import os\n\nfrom celery import Celery\n\nos.environ.setdefault("
               "\"DJANGO_SETTINGS_MODULE\", \"billing.settings\")\napp = Celery(\"billing\")\napp.config_from_object("
               "\"django.conf:settings\", namespace=\"CELERY\")\napp.autodiscover_tasks()\n"),
            ed(f"{bill}/billing/settings.py", "# --- celery ---\n", "# --- celery ---\nCELERY_BROKER_URL = env("
               "\"CELERY_BROKER_URL\", default=\"amqp://billing:billing@rabbitmq:5672/billing\")\n"
               "CELERY_TASK_ACKS_LATE = True\n"),
            sh("celery -A billing worker -l info --detach --logfile=/tmp/billing-worker.log && sleep 4 && grep -m1 "
               "Connected /tmp/billing-worker.log", "[2026-03-11 10:03:52,771: INFO/MainProcess] Connected to "
               "amqp://billing:**@rabbitmq:5672/billing"))
    T.pair("t14-celery-broker-namespace", "l-bill-celery-setup", "applied",
           "sibling project: the broker setting is written as CELERY_BROKER_URL from the start; worker connects")
    T.later("l-ord-oneoff-worker", ORD, "2026-03-13T17:30:00Z", "reindex",
            u("run a one-off worker for the reindex queue against the staging rabbit (amqp://orders:***@"
              "rabbit-stg.internal:5672/orders)"),
            sh("celery -A ordersvc worker -Q reindex -c 2 --broker=amqp://orders:$STG_AMQP_PASS@rabbit-stg.internal:"
               "5672/orders -l info --detach --logfile=/tmp/reindex.log && sleep 5 && head -n 20 /tmp/reindex.log "
               "| grep -E 'Connected|ready'", "[2026-03-13 17:31:02,540: INFO/MainProcess] Connected to "
               "amqp://orders:**@rabbit-stg.internal:5672/orders\n[2026-03-13 17:31:03,611: INFO/MainProcess] "
               "celery@devbox ready."))
    T.pair("t14-celery-broker-namespace", "l-ord-oneoff-worker", "applied",
           "passes the broker explicitly with --broker= on the worker command line before starting it")
    T.later("l-ord-settings-split", ORD, "2026-03-18T09:20:00Z", "settings-split",
            u("split settings.py into settings/base.py and settings/prod.py; prod reads everything from env"),
            sh("mkdir -p ordersvc/settings && git mv ordersvc/settings.py ordersvc/settings/base.py && touch "
               "ordersvc/settings/__init__.py", ""),
            wr(f"{ORD}/ordersvc/settings/prod.py", "from .base import *  # noqa: F401,F403\n\nDEBUG = False\n"
               "ALLOWED_HOSTS = env.list(\"ALLOWED_HOSTS\")\nCELERY_BROKER_URL = env(\"CELERY_BROKER_URL\")\n"
               "CELERY_RESULT_BACKEND = \"rpc://\"\n"),
            sh("DJANGO_SETTINGS_MODULE=ordersvc.settings.prod CELERY_BROKER_URL=amqp://orders:orders@rabbitmq:5672/"
               "orders ALLOWED_HOSTS=localhost celery -A ordersvc inspect ping", "->  celery@devbox: OK\n        "
               "pong\n\n1 node online."))
    T.pair("t14-celery-broker-namespace", "l-ord-settings-split", "applied",
           "the new prod settings module names the broker CELERY_BROKER_URL before any worker runs on it")
    T.later("l-ord-ci-beat", ORD, "2026-03-15T12:10:00Z", "beat-schedule",
            u("add a beat schedule for expiring carts and try beat with the CI settings"),
            ed(f"{ORD}/ordersvc/settings_ci.py", "# celery\n", "# celery\nCELERY_BEAT_SCHEDULE = {\"expire-carts\": "
               "{\"task\": \"orders.tasks.expire_carts\", \"schedule\": 300}}\n"),
            sh("DJANGO_SETTINGS_MODULE=ordersvc.settings_ci timeout 12 celery -A ordersvc beat -l info",
               "Exit code 124\ncelery beat v5.4.0 (opalescent) is starting.\n__    -    ... __   -        _\n"
               "LocalTime -> 2026-03-15 12:11:05\nConfiguration ->\n    . broker -> amqp://guest:**@localhost:5672//\n"
               "[2026-03-15 12:11:07,201: ERROR/MainProcess] beat: Connection error: [Errno 111] Connection refused. "
               "Trying again in 2.0 seconds...", True),
            grep("BROKER", f"{ORD}/ordersvc/settings_ci.py", "ordersvc/settings_ci.py:12:BROKER_URL = "
                 "\"amqp://orders:orders@localhost:5673/orders\""))
    T.pair("t14-celery-broker-namespace", "l-ord-ci-beat", "recurred",
           "beat with settings_ci falls back to amqp://guest@localhost and is refused; that module still has "
           "the unprefixed BROKER_URL")
    T.later("l-ord-stg-logs", ORD, "2026-03-20T08:40:00Z", "main",
            u("staging worker container restarts constantly, look at the logs"),
            sh("ssh stg-app-2 'docker compose -f /srv/ordersvc/compose.yaml logs --tail=4 worker'",
               "worker-1  | " + AMQP_REFUSED.format(d="20", t="08:38:51").replace("\n", "\nworker-1  | ", 1)
               + "worker-1  | [2026-03-20 08:39:12,003: CRITICAL/MainProcess] Unrecoverable error: "
               "OperationalError('[Errno 111] Connection refused')"),
            sh("ssh stg-app-2 'grep -n BROKER /srv/ordersvc/ordersvc/settings/staging.py'",
               "7:BROKER_URL = env(\"BROKER_URL\")"))
    T.pair("t14-celery-broker-namespace", "l-ord-stg-logs", "recurred",
           "the staging worker's compose log shows Cannot connect to amqp://guest@127.0.0.1; staging.py uses "
           "BROKER_URL")


def later_d2() -> None:
    T.later("l-ord-retry-task", ORD, "2026-02-27T11:00:00Z", "email-retry",
            u("make send_receipt retry 3 times with backoff"),
            ed(f"{ORD}/orders/tasks.py", "@shared_task\ndef send_receipt(order_id):",
               "@shared_task(autoretry_for=(SMTPException,), retry_backoff=True, max_retries=3)\n"
               "def send_receipt(order_id):"),
            sh("pytest orders/tests/test_tasks.py -q", "....\n4 passed in 0.62s"))
    T.pair("t14-celery-broker-namespace", "l-ord-retry-task", "neither",
           "dated before the source session; a task retry change, no broker involved")
    T.later("l-ord-rabbit-down", ORD, "2026-03-16T09:05:00Z", "main",
            u("worker won't start this morning"),
            sh("timeout 10 celery -A ordersvc worker -l info 2>&1 | grep ERROR | head -1",
               "[2026-03-16 09:05:31,772: ERROR/MainProcess] consumer: Cannot connect to "
               "amqp://orders:**@rabbitmq:5672/orders: [Errno -2] Name or service not known."),
            sh("docker compose ps rabbitmq", "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS"),
            sh("docker compose up -d rabbitmq && sleep 8 && celery -A ordersvc inspect ping",
               " ✔ Container ordersvc-rabbitmq-1  Started\n->  celery@devbox: OK\n        pong\n\n1 node online."))
    T.pair("t14-celery-broker-namespace", "l-ord-rabbit-down", "neither",
           "look-alike: the right broker URL (orders@rabbitmq) but the rabbitmq container was not running")
    T.later("l-ord-docs-grep", ORD, "2026-03-22T14:30:00Z", "docs",
            u("does our ops doc mention the broker env var? we're onboarding someone"),
            sh("grep -rn -i 'broker' docs/", "docs/ops.md:41:Set CELERY_BROKER_URL in the env file; the worker "
               "reads only CELERY_* settings.\ndocs/ops.md:57:RabbitMQ management UI: http://localhost:15672"),
            say("Yes, docs/ops.md line 41 covers it."))
    T.pair("t14-celery-broker-namespace", "l-ord-docs-grep", "neither",
           "the setting's name shows up only in a grep of docs/ops.md")
