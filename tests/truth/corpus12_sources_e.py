"""Scripted sessions of the twelfth corpus (part e): gcloud Application Default Credentials, a kind cluster (with a
Task subagent)."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

ADC_ERR = """Exit code 1
Traceback (most recent call last):
  File "/home/priya/etl/list_raw.py", line 6, in <module>
    client = storage.Client()
  File "/home/priya/etl/.venv/lib/python3.12/site-packages/google/cloud/storage/client.py", line 228, in __init__
    super(Client, self).__init__(
  File "/home/priya/etl/.venv/lib/python3.12/site-packages/google/auth/_default.py", line 719, in default
    raise exceptions.DefaultCredentialsError(_CLOUD_SDK_MISSING_CREDENTIALS)
google.auth.exceptions.DefaultCredentialsError: Your default credentials were not found. To set up Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc for more information."""


def gcloud() -> tuple[str, str, str, list]:
    return ("/home/priya/etl", "2026-12-06T09:00:00Z", "main", [
        ("user", "list_raw.py can't authenticate even though I'm logged into gcloud. then run the bq summary too"),
        ("bash", "gcloud auth list && .venv/bin/python list_raw.py", "       Credentialed Accounts\nACTIVE  ACCOUNT\n*"
         "       priya@northwind-analytics.com\n\n" + ADC_ERR, True),
        ("say", "`gcloud auth login` only authorizes the gcloud CLI. Client libraries look for Application Default "
         "Credentials, a separate file created by `gcloud auth application-default login`. It opens a browser, so "
         "please run it in your terminal and tell me when it's done."),
        ("user", "done, ran it"),
        ("bash", ".venv/bin/python list_raw.py", "/home/priya/etl/.venv/lib/python3.12/site-packages/google/auth/"
         "_default.py:76: UserWarning: Your application has authenticated using end user credentials from Google "
         "Cloud SDK without a quota project. You might receive a \"quota exceeded\" or \"API not enabled\" error. "
         "See the following page for troubleshooting: https://cloud.google.com/docs/authentication/adc-"
         "troubleshooting/user-creds.\n  warnings.warn(_CLOUD_SDK_CREDENTIALS_WARNING)\nraw/2026-12-05/orders.parquet"
         "\nraw/2026-12-05/customers.parquet\nraw/2026-12-06/orders.parquet", False),
        ("bash", "gcloud auth application-default set-quota-project analytics-prod-3321", "\nCredentials saved to file: "
         "[/home/priya/.config/gcloud/application_default_credentials.json]\n\nThese credentials will be used by any "
         "library that requests Application Default Credentials (ADC).\n\nQuota project \"analytics-prod-3321\" was "
         "added to ADC which can be used by Google client libraries for billing and quota.", False),
        ("bash", ".venv/bin/python list_raw.py 2>&1 | head -n 2", "raw/2026-12-05/orders.parquet\n"
         "raw/2026-12-05/customers.parquet", False),
        ("bash", ".venv/bin/python bq_summary.py", "Exit code 1\nTraceback (most recent call last):\n  File "
         "\"/home/priya/etl/bq_summary.py\", line 11, in <module>\n    rows = client.query(SQL).result()\n"
         "google.api_core.exceptions.Forbidden: 403 POST https://bigquery.googleapis.com/bigquery/v2/projects/"
         "analytics-dev-1187/jobs?prettyPrint=false: Access Denied: Project analytics-dev-1187: User does not have "
         "bigquery.jobs.create permission in project analytics-dev-1187.", True),
        ("bash", "grep -n GOOGLE_CLOUD_PROJECT .envrc; echo $GOOGLE_CLOUD_PROJECT",
         ".envrc:2:export GOOGLE_CLOUD_PROJECT=analytics-dev-1187\nanalytics-dev-1187", False),
        ("say", "bigquery.Client() takes its project from GOOGLE_CLOUD_PROJECT (set to the dev project by .envrc), not "
         "from the ADC quota project. I'll pass the project explicitly."),
        ("edit", "/home/priya/etl/bq_summary.py", "client = bigquery.Client()",
         "client = bigquery.Client(project=\"analytics-prod-3321\")"),
        ("user", "wait, stop here — I have to check with the data team whether prod jobs are ok from my account. "
         "I'll run it tomorrow"),
        ("say", "Understood, I won't run it. The edit is in bq_summary.py, uncommitted."),
    ])


KIND_PULL = """NAME                     READY   STATUS             RESTARTS   AGE
myapp-6d9f7c5b8d-x2kqp   0/1     ImagePullBackOff   0          48s"""


def kind() -> tuple[str, str, str, list]:
    return ("/home/tom/src/myapp", "2026-12-06T11:00:00Z", "k8s-local", [
        ("user", "I built myapp:latest with docker and applied deploy/ to my kind cluster 'dev'. pod never starts"),
        ("bash", "kubectl get pods -l app=myapp", KIND_PULL, False),
        ("task", "Why ImagePullBackOff on kind",
         "In /home/tom/src/myapp, find out why the myapp pod on kind cluster 'dev' is in ImagePullBackOff. Look at "
         "kubectl describe and deploy/deployment.yaml. Report the cause, don't change anything.",
         "Cause: the node can't pull `myapp:latest`. `kubectl describe pod` shows `Failed to pull image "
         "\"myapp:latest\": failed to pull and unpack image \"docker.io/library/myapp:latest\": failed to resolve "
         "reference \"docker.io/library/myapp:latest\": pull access denied, repository does not exist or may require "
         "authorization`. kind nodes have their own containerd and don't see images in the host's Docker; they must "
         "be loaded with `kind load docker-image`. Also, deployment.yaml has no imagePullPolicy, and for a `:latest` "
         "tag Kubernetes defaults it to Always, so it will keep trying the registry even after a load."),
        ("bash", "kind load docker-image myapp:latest --name dev", "Image: \"myapp:latest\" with ID \"sha256:4be1f0c7"
         "e2a9\" not yet present on node \"dev-control-plane\", loading...", False),
        ("bash", "kubectl rollout restart deploy/myapp && sleep 20 && kubectl get pods -l app=myapp",
         "deployment.apps/myapp restarted\nNAME                     READY   STATUS             RESTARTS   AGE\n"
         "myapp-7f5c8d9b6c-m8wzt   0/1     ErrImagePull       0          19s", False),
        ("say", "As the subagent warned: with :latest the pull policy is Always, so the loaded image is ignored. "
         "Tagging a version instead."),
        ("bash", "docker tag myapp:latest myapp:0.4.1 && kind load docker-image myapp:0.4.1 --name dev && kubectl set "
         "image deploy/myapp myapp=myapp:0.4.1 && kubectl rollout status deploy/myapp --timeout=60s",
         "Image: \"myapp:0.4.1\" with ID \"sha256:4be1f0c7e2a9\" not yet present on node \"dev-control-plane\", "
         "loading...\ndeployment.apps/myapp image updated\nWaiting for deployment \"myapp\" rollout to finish: 1 old "
         "replicas are pending termination...\ndeployment \"myapp\" successfully rolled out", False),
        ("bash", "curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:8080/healthz", "Exit code 7\n000", True),
        ("bash", "kind get clusters && docker port dev-control-plane", "dev\n6443/tcp -> 127.0.0.1:39211", False),
        ("say", "The cluster was created without extraPortMappings, so nothing on the host forwards to the node. kind "
         "can't add port mappings to an existing cluster; the clean way is recreating 'dev' from a config with "
         "extraPortMappings. For now a port-forward does it."),
        ("bash", "(kubectl port-forward svc/myapp 8080:80 >/tmp/pf.log 2>&1 &) ; sleep 2 ; curl -s -w '\\n%{http_code}"
         "\\n' http://localhost:8080/healthz", "{\"status\":\"ok\",\"version\":\"0.4.1\"}\n200", False),
        ("user", "good enough for today. recreating the cluster can wait"),
    ])


def sources() -> Sources:
    return {"s13-gcloud-adc": gcloud(), "s14-kind-image": kind()}
