"""Labelled lessons of the twelfth corpus over s13 (gcloud ADC) and s14 (kind, with a Task subagent). Labels written
from the session text (corpus12_sources_e.py) before anything judged them."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus12_common import gotcha, knowledge

GCP, KIND = "s13-gcloud-adc", "s14-kind-image"

RECORDS: list[dict[str, Any]] = [
    gotcha("079", GCP, (
        "gcloud auth login does not give client libraries credentials; ADC is separate",
        "google.auth.exceptions.DefaultCredentialsError: Your default credentials were not found",
        "Seeing an active account in `gcloud auth list` and assuming Python clients use it",
        "Client libraries read Application Default Credentials, written only by `gcloud auth application-default login`",
        "Run `gcloud auth application-default login` (in a terminal with a browser)"),
        "`gcloud auth list` → `*       priya@northwind-analytics.com`, yet `DefaultCredentialsError: Your default "
        "credentials were not found.` The person ran `gcloud auth application-default login` (\"done, ran it\") and "
        "list_raw.py then printed `raw/2026-12-05/orders.parquet`.", "real", "shown", "rerun_passes",
        "After the person's ADC login the same script lists the bucket objects.",
        ["code span", "quoted user reply"],
        {"failure": "DefaultCredentialsError: Your default credentials were not found", "fix": "done, ran it",
         "evidence": "raw/2026-12-06/orders.parquet"}, category="env_setup", group="gcp-adc"),
    gotcha("080", GCP, (
        "User ADC without a quota project warns on every client call",
        "UserWarning: Your application has authenticated using end user credentials from Google Cloud SDK without a quota project",
        "Ignoring the warning until an API call fails with 'quota exceeded' / 'API not enabled'",
        "ADC from a user login has no billing/quota project attached",
        "`gcloud auth application-default set-quota-project analytics-prod-3321`"),
        ["UserWarning: Your application has authenticated using end user credentials from Google Cloud SDK without a "
         "quota project.",
         "gcloud auth application-default set-quota-project analytics-prod-3321 -> Quota project "
         "\"analytics-prod-3321\" was added to ADC",
         "re-run with 2>&1: only the object names, no warning"], "real", "shown", "fix_ran",
        "set-quota-project succeeds and the next run (stderr merged) shows no warning.",
        ["evidence list", "unquoted lines"],
        {"failure": "without a quota project", "fix": "gcloud auth application-default set-quota-project",
         "evidence": ".venv/bin/python list_raw.py 2>&1 | head -n 2"}, category="env_setup", group="gcp-quota"),
    gotcha("081", GCP, (
        "bigquery.Client() bills the project in GOOGLE_CLOUD_PROJECT, not the ADC quota project",
        "403 Access Denied: Project analytics-dev-1187: User does not have bigquery.jobs.create permission",
        "Assuming the quota project set on ADC is also the project BigQuery jobs run in",
        ".envrc exports GOOGLE_CLOUD_PROJECT=analytics-dev-1187, which the client picks up",
        "Pass the project explicitly: bigquery.Client(project=\"analytics-prod-3321\")"),
        "`bigquery.jobs.create permission in project analytics-dev-1187` — `.envrc:2:export "
        "GOOGLE_CLOUD_PROJECT=analytics-dev-1187`; changed to `client = bigquery.Client(project=\"analytics-prod-3321\")`",
        "real", "not_shown", "never_run",
        "The person stops the session before bq_summary.py runs again; the edit is never executed.",
        ["code spans", "em dash"],
        {"failure": "User does not have bigquery.jobs.create permission",
         "fix": "client = bigquery.Client(project=\"analytics-prod-3321\")",
         "evidence": "export GOOGLE_CLOUD_PROJECT=analytics-dev-1187"}, category="api_quirk", group="gcp-bq"),
    knowledge("082", GCP, (
        "gcloud CLI login and Application Default Credentials are two different logins",
        "Python/Go/Java Google clients fail to authenticate on a machine where gcloud works",
        "Check `gcloud auth list` for the CLI and run `gcloud auth application-default login` for libraries",
        "Libraries never read the CLI's credential store"),
        "Obwohl `gcloud auth list` ein ACTIVE-Konto zeigte, warf storage.Client() `DefaultCredentialsError`; erst "
        "nach dem ADC-Login lief das Skript.", "real", "knowledge",
        "The auth list and the traceback are one call; the run after 'done, ran it' succeeds.",
        ["German prose", "code span"], {"evidence": "Credentialed Accounts"}, category="env_setup", scope="global",
        group="gcp-adc"),
    gotcha("083", GCP, (
        "Setting the ADC quota project also fixes BigQuery 403s",
        "bq_summary.py fails with 403",
        "Missing quota project",
        "Quota project unset",
        "set-quota-project"),
        "Once `set-quota-project analytics-prod-3321` was done, both list_raw.py and bq_summary.py ran fine.",
        "invented", "not_shown", "names_false_claim",
        "bq_summary.py failed with the 403 after set-quota-project.", ["code span", "false outcome"],
        {"evidence": "Access Denied: Project analytics-dev-1187"}, category="env_setup", group="gcp-bq"),
    gotcha("084", GCP, (
        "BigQuery job creation denied in the dev project",
        "403 on jobs.insert",
        "Wrong default project",
        "GOOGLE_CLOUD_PROJECT",
        "Pass project="),
        "`403 POST https://bigquery.googleapis.com/bigquery/v2/projects/analytics-dev-1178/jobs`", "invented",
        "not_shown", "near_miss", "The project id was analytics-dev-1187.", ["code span", "digits swapped"],
        {"evidence": "projects/analytics-dev-1187/jobs"}, category="api_quirk", group="gcp-bq"),
    gotcha("085", KIND, (
        "kind plus a :latest tag: load the image and use a real tag",
        "Pod stuck in ImagePullBackOff / ErrImagePull for an image built locally",
        "Building with docker and expecting kind nodes to see it; loading :latest and expecting it to be used",
        "kind nodes have their own containerd; `:latest` defaults imagePullPolicy to Always",
        "`docker tag myapp:latest myapp:0.4.1 && kind load docker-image myapp:0.4.1 --name dev && kubectl set image ...`"),
        "Bash(docker tag myapp:latest myapp:0.4.1 && kind load docker-image myapp:0.4.1 --name dev && kubectl set "
        "image deploy/myapp myapp=myapp:0.4.1 && …) → `deployment \"myapp\" successfully rolled out`",
        "real", "shown", "fix_ran", "The tagged image is loaded and the rollout completes.",
        ["Bash() notation with ellipsis", "arrow"],
        {"failure": "ImagePullBackOff", "fix": "docker tag myapp:latest myapp:0.4.1",
         "evidence": "deployment \"myapp\" successfully rolled out"}, category="tool_quirk", group="kind-load"),
    gotcha("086", KIND, (
        "kind load of a :latest image is ignored by the pod",
        "Pod still ErrImagePull after `kind load docker-image myapp:latest --name dev` and a restart",
        "Loading the image but keeping the :latest tag",
        "imagePullPolicy defaults to Always for :latest, so the node still pulls from docker.io",
        "`kind load docker-image myapp:latest --name dev`, then `kubectl rollout restart deploy/myapp`"),
        "kind load docker-image myapp:latest --name dev → `not yet present on node \"dev-control-plane\", "
        "loading...`; after the restart the pod showed `ErrImagePull`.", "real", "not_shown", "rerun_still_fails",
        "The load runs fine but the restarted pod fails again; only the version tag later works.",
        ["arrow", "code span"],
        {"failure": "ErrImagePull", "fix": "kind load docker-image myapp:latest --name dev",
         "evidence": "myapp-7f5c8d9b6c-m8wzt"}, category="tool_quirk", group="kind-load"),
    knowledge("087", KIND, (
        "kind nodes do not share the host Docker image store",
        "Deploying a locally built image to a kind cluster",
        "`kind load docker-image <img> --name <cluster>` and avoid :latest (or set imagePullPolicy)",
        "Otherwise containerd on the node tries docker.io"),
        "The subagent found: `pull access denied, repository does not exist or may require authorization` for "
        "`docker.io/library/myapp:latest`, and that a `:latest` tag defaults to Always.", "real", "knowledge",
        "The Task result quotes kubectl describe and explains the pull policy.", ["Task result", "code spans"],
        {"evidence": "kind nodes have their own containerd"}, category="tool_quirk", scope="global"),
    gotcha("088", KIND, (
        "kubectl port-forward reaches a kind service when the cluster has no extraPortMappings",
        "curl http://localhost:8080/healthz: exit 7, 000",
        "Expecting kind to publish service ports on the host",
        "The cluster only maps 6443 (`docker port dev-control-plane`); nothing forwards 8080",
        "`kubectl port-forward svc/myapp 8080:80` in the background"),
        "```\n$ curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:8080/healthz\n000\n```\nthen with the "
        "port-forward: `{\"status\":\"ok\",\"version\":\"0.4.1\"}` and `200`.", "real", "shown", "fix_ran",
        "The background port-forward and curl in one call return 200.", ["fenced block with $", "JSON output"],
        {"failure": "Exit code 7\n000", "fix": "kubectl port-forward svc/myapp 8080:80",
         "evidence": "{\"status\":\"ok\",\"version\":\"0.4.1\"}"}, category="tool_quirk", group="kind-port"),
    gotcha("089", KIND, (
        "kind can't add host port mappings later; recreate the cluster with extraPortMappings",
        "Host port 8080 unreachable on a running kind cluster",
        "Trying to publish ports on an existing kind cluster",
        "Port mappings are fixed at cluster creation",
        "Recreate 'dev' from a config with extraPortMappings"),
        "`docker port dev-control-plane` → `6443/tcp -> 127.0.0.1:39211` only; recreating with extraPortMappings "
        "was proposed.", "real", "not_shown", "only_suggested",
        "Only proposed; the person answers 'recreating the cluster can wait'.", ["arrow"],
        {"failure": "6443/tcp -> 127.0.0.1:39211", "fix": "the clean way is recreating 'dev'",
         "evidence": "docker port dev-control-plane"}, category="env_setup", group="kind-port"),
    gotcha("090", KIND, (
        "kind load rejects a :latest image",
        "kind load fails",
        ":latest",
        "pull policy",
        "version tag"),
        "`kind load docker-image myapp:latest --name dev` failed with `ErrImagePull`", "invented", "not_shown",
        "other_call_error", "kind load succeeded ('loading...'); ErrImagePull is the pod status from kubectl get pods.",
        ["code spans"], {"evidence": "kind load docker-image myapp:latest --name dev", "failure": "ErrImagePull"},
        category="tool_quirk", group="kind-load"),
    gotcha("091", KIND, (
        "IfNotPresent pull policy lets kind use a loaded :latest image",
        "loaded :latest image not used",
        "default Always policy",
        "imagePullPolicy",
        "set IfNotPresent"),
        "Set `imagePullPolicy: IfNotPresent` in deploy/deployment.yaml and the pod came up.", "invented", "not_shown",
        "invented_detail", "deployment.yaml was never edited; the pod came up after retagging to 0.4.1.",
        ["code span"], {"evidence": "kubectl set image deploy/myapp myapp=myapp:0.4.1"}, category="tool_quirk"),
]


def records() -> list[dict[str, Any]]:
    return list(RECORDS)
