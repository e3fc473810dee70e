"""Scripted sessions of corpus14, part b: Traefik v3 routers, Argo CD sync of CRDs, Skaffold on a renamed minikube
profile, Nomad with a Consul template."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

HOST_ERR = ('2025-06-03T08:12:40Z ERR error="error while adding rule Host: unexpected number of parameters; got 2, '
            'expected one of [1]" entryPointName=websecure routerName=whoami@docker\n'
            '2025-06-03T08:12:40Z ERR error="error while adding rule Host: unexpected number of parameters; got 2, '
            'expected one of [1]" entryPointName=web routerName=whoami@docker')


def _traefik():
    return ("/home/rk/infra/edge", "2025-06-03T08:10:02Z", "traefik-v3", [
        ("user", "bumped traefik to v3.0 in the edge stack. whoami.lab.test gives 404 now, the dashboard too"),
        ("bash", "docker logs edge-traefik-1 --since 5m 2>&1 | grep ERR | tail -n 2", HOST_ERR, False),
        ("say", "v3 changed the rule syntax: `Host()` takes exactly one domain now. Two hosts have to be two matchers "
                "joined with `||`."),
        ("edit", "/home/rk/infra/edge/docker-compose.yml",
         '      - "traefik.http.routers.whoami.rule=Host(`whoami.lab.test`, `who.lab.test`)"',
         '      - "traefik.http.routers.whoami.rule=Host(`whoami.lab.test`) || Host(`who.lab.test`)"'),
        ("bash", "docker compose up -d whoami && sleep 3 && docker logs edge-traefik-1 --since 1m 2>&1 | grep -c "
                 "'unexpected number of parameters'; curl -sk -o /dev/null -w '%{http_code}\\n' https://whoami.lab.test/",
         " Container edge-whoami-1  Recreate\n Container edge-whoami-1  Recreated\n Container edge-whoami-1  Starting\n"
         " Container edge-whoami-1  Started\n0\n504", False),
        ("say", "The rule error is gone (0 matches), but the request now times out with 504. whoami is attached to "
                "both `edge` and `backend`; Traefik picked the `backend` address, which it can't reach."),
        ("bash", "docker inspect edge-whoami-1 --format '{{range $k, $v := .NetworkSettings.Networks}}{{$k}} "
                 "{{$v.IPAddress}}{{\"\\n\"}}{{end}}'", "backend 172.22.0.4\nedge 172.21.0.7", False),
        ("edit", "/home/rk/infra/edge/docker-compose.yml",
         '      - "traefik.enable=true"\n      - "traefik.http.routers.whoami.rule',
         '      - "traefik.enable=true"\n      - "traefik.docker.network=edge"\n      - "traefik.http.routers.whoami.rule'),
        ("bash", "docker compose up -d whoami && sleep 3 && curl -sk -o /dev/null -w '%{http_code}\\n' "
                 "https://whoami.lab.test/",
         " Container edge-whoami-1  Recreate\n Container edge-whoami-1  Recreated\n Container edge-whoami-1  Started\n200",
         False),
        ("user", "whoami works. dashboard still 404 at https://traefik.lab.test/dashboard"),
        ("bash", "curl -sk -o /dev/null -w '%{http_code}\\n' https://traefik.lab.test/dashboard; "
                 "curl -sk -o /dev/null -w '%{http_code}\\n' https://traefik.lab.test/dashboard/",
         "404\n200", False),
        ("say", "The dashboard is only served at `/dashboard/` with the trailing slash; without it the `api@internal` "
                "router doesn't match and you get 404. Nothing to change in the config."),
        ("user", "ah. and http://whoami.lab.test (plain http) gives 404 too"),
        ("bash", "curl -s -o /dev/null -w '%{http_code}\\n' http://whoami.lab.test/", "404", False),
        ("say", "The router is only on `websecure`, so requests on the `web` entrypoint match nothing. The usual fix is "
                "an entrypoint redirect in the static config. Do you want me to add "
                "`--entrypoints.web.http.redirections.entrypoint.to=websecure` to the traefik command?"),
        ("user", "not now, need to run. I'll pick it up tomorrow"),
    ])


SYNC_1 = """TIMESTAMP                  GROUP                  KIND            NAMESPACE   NAME         STATUS     HEALTH   HOOK  MESSAGE
2025-06-10T11:02:13+09:00  monitoring.coreos.com  ServiceMonitor  monitoring  api-metrics  OutOfSync  Missing

Name:               argocd/monitoring
Project:            platform
Server:             https://kubernetes.default.svc
Namespace:          monitoring
Sync Status:        OutOfSync from main (4be1a07)
Health Status:      Missing

Operation:          Sync
Sync Revision:      4be1a07c2d9e
Phase:              Failed
Message:            one or more synchronization tasks are not valid (retried 2 times).

GROUP                  KIND            NAMESPACE   NAME         STATUS     HEALTH   HOOK  MESSAGE
monitoring.coreos.com  ServiceMonitor  monitoring  api-metrics  OutOfSync  Missing        The Kubernetes API could not find monitoring.coreos.com/ServiceMonitor for requested resource monitoring/api-metrics. Make sure the "ServiceMonitor" CRD is installed on the destination cluster.
FATA[0007] Operation has completed with phase: Failed"""

SYNC_2 = """Name:               argocd/monitoring
Sync Status:        OutOfSync from main (9d03e11)
Health Status:      Missing

Operation:          Sync
Sync Revision:      9d03e11f40ab
Phase:              Failed
Message:            one or more objects failed to apply, reason: CustomResourceDefinition.apiextensions.k8s.io "prometheuses.monitoring.coreos.com" is invalid: metadata.annotations: Too long: must have at most 262144 bytes (retried 2 times).

GROUP                  KIND                      NAMESPACE   NAME                                 STATUS     HEALTH   HOOK  MESSAGE
apiextensions.k8s.io   CustomResourceDefinition              prometheuses.monitoring.coreos.com   OutOfSync  Missing        CustomResourceDefinition.apiextensions.k8s.io "prometheuses.monitoring.coreos.com" is invalid: metadata.annotations: Too long: must have at most 262144 bytes
monitoring.coreos.com  ServiceMonitor            monitoring  api-metrics                          OutOfSync  Missing        Skipped (dry run skipped, waiting for CRD)
FATA[0011] Operation has completed with phase: Failed"""

REJECT = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, "
          "the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how "
          "to proceed.")


def _argocd():
    return ("/Users/lee/gitops/platform", "2025-06-10T02:00:40Z", "main", [
        ("user", "argocd app sync monitoring keeps failing on staging since we added the api ServiceMonitor. can you figure it out?"),
        ("bash", "argocd app sync monitoring --timeout 120", SYNC_1, True),
        ("say", "The per-resource MESSAGE column has the real reason behind \"one or more synchronization tasks are not "
                "valid\": the dry run of `api-metrics` fails because the ServiceMonitor CRD comes from the same app "
                "(kube-prometheus-stack) and doesn't exist yet. Telling Argo CD to skip the dry run for that resource:"),
        ("edit", "/Users/lee/gitops/platform/apps/monitoring/servicemonitor-api.yaml",
         "metadata:\n  name: api-metrics\n",
         "metadata:\n  name: api-metrics\n  annotations:\n    argocd.argoproj.io/sync-options: SkipDryRunOnMissingResource=true\n"),
        ("bash", "git commit -qam 'monitoring: skip dry run for api ServiceMonitor' && git push -q && "
                 "argocd app sync monitoring --timeout 120", SYNC_2, True),
        ("say", "The ServiceMonitor is now skipped instead of failing, but the sync still fails: the Prometheus CRD is "
                "too big for client-side apply (the last-applied annotation exceeds 262144 bytes). That needs "
                "`ServerSideApply=true` in the Application's syncOptions."),
        ("tool", "Edit", {"replace_all": False, "file_path": "/Users/lee/gitops/platform/apps/monitoring.yaml",
                          "old_string": "    syncOptions:\n      - CreateNamespace=true\n",
                          "new_string": "    syncOptions:\n      - CreateNamespace=true\n      - ServerSideApply=true\n"},
         REJECT, True),
        ("user", "[Request interrupted by user for tool use]"),
        ("user", "don't touch the Application spec, the platform team owns apps/monitoring.yaml. I'll ask them to add "
                 "ServerSideApply. leave the ServiceMonitor annotation in"),
        ("say", "Understood, I left `apps/monitoring.yaml` unchanged. Current state: the ServiceMonitor annotation is "
                "pushed (9d03e11), and `monitoring` still fails to sync on the prometheuses CRD until the platform team "
                "enables server-side apply."),
    ])


SKAFFOLD_1 = """Generating tags...
 - orders-api -> orders-api:v0.4.1-12-g9e3c1d7
Checking cache...
 - orders-api: Not found. Building
Starting build...
Building [orders-api]...
Target platforms: [linux/amd64]
#12 exporting to image
#12 naming to docker.io/library/orders-api:v0.4.1-12-g9e3c1d7 done
The push refers to repository [docker.io/library/orders-api]
build [orders-api] failed: could not push image "orders-api:v0.4.1-12-g9e3c1d7": denied: requested access to the resource is denied
Exit code 1"""


def _skaffold():
    return ("/home/ana/dev/orders", "2025-07-08T13:20:00Z", "feat/refunds", [
        ("user", "skaffold run against my minikube profile orders-dev tries to push to docker hub. it used to just work "
                 "when the profile was called minikube"),
        ("bash", "kubectl config current-context && skaffold run", "orders-dev\n" + SKAFFOLD_1, True),
        ("say", "Skaffold only treats a context as a local cluster (build into the cluster's daemon, no push) when it "
                "recognises it. With the profile renamed to `orders-dev` it falls back to pushing. Marking this context "
                "as local:"),
        ("bash", "skaffold config set --kube-context orders-dev local-cluster true",
         "set value local-cluster to true for context orders-dev", False),
        ("bash", "skaffold run",
         "Generating tags...\n - orders-api -> orders-api:v0.4.1-12-g9e3c1d7\nChecking cache...\n - orders-api: Not "
         "found. Building\nStarting build...\nFound [orders-dev] context, using local docker daemon.\nBuilding "
         "[orders-api]...\nBuild [orders-api] succeeded\nStarting deploy...\n - deployment.apps/orders-api created\n"
         " - service/orders-api created\nWaiting for deployments to stabilize...\n - deployment/orders-api: "
         "container orders-api terminated with non-zero exit code: 1\n    - pod/orders-api-7d9f8b6c4-x2kqz: "
         "container orders-api terminated with non-zero exit code: 1\n - deployment/orders-api failed. Error: "
         "container orders-api in error: CrashLoopBackOff.\nCleaning up...\n1/1 deployment(s) failed\nExit code 1",
         True),
        ("say", "The image is built locally now (\"Found [orders-dev] context, using local docker daemon.\"). The pod "
                "itself crashes; checking its log."),
        ("bash", "minikube -p orders-dev image ls | grep orders-api; kubectl logs deploy/orders-api --previous | tail -n 3",
         "docker.io/library/orders-api:v0.4.1-12-g9e3c1d7\n{\"level\":\"fatal\",\"msg\":\"config: DATABASE_URL is not "
         "set\",\"service\":\"orders-api\"}", False),
        ("say", "`DATABASE_URL` isn't in the deployment. Adding it from the `orders-db` secret that the chart already "
                "creates."),
        ("edit", "/home/ana/dev/orders/k8s/deployment.yaml", "        env:\n          - name: LOG_LEVEL\n",
         "        env:\n          - name: DATABASE_URL\n            valueFrom:\n              secretKeyRef:\n"
         "                name: orders-db\n                key: url\n          - name: LOG_LEVEL\n"),
        ("bash", "skaffold render --offline | grep -A3 'name: DATABASE_URL'",
         "        - name: DATABASE_URL\n          valueFrom:\n            secretKeyRef:\n              name: orders-db",
         False),
        ("say", "The rendered manifest now carries `DATABASE_URL` from the `orders-db` secret. That should take care of "
                "the CrashLoopBackOff on the next `skaffold run`."),
        ("user", "ok thanks, I'll run it after lunch"),
    ])


JOB_1 = """==> 2025-07-01T14:03:11Z: Monitoring evaluation "5e1f0c2a"
    2025-07-01T14:03:11Z: Evaluation triggered by job "web"
    2025-07-01T14:03:12Z: Evaluation status changed: "pending" -> "complete"
==> 2025-07-01T14:03:12Z: Evaluation "5e1f0c2a" finished with status "complete" but failed to place all allocations:
    2025-07-01T14:03:12Z: Task Group "web" (failed to place 2 allocations):
      * Constraint "missing drivers": 3 nodes excluded by filter
    2025-07-01T14:03:12Z: Evaluation "5e1f0c2a" waiting for additional capacity to place remainder"""

DRIVERS = """Drivers
Driver    Detected  Healthy  Message                               Time
docker    false     false    Failed to connect to docker daemon    2025-07-01T13:58:40Z
exec      true      true     Healthy                               2025-07-01T13:58:40Z
raw_exec  false     false    disabled                              2025-07-01T13:58:40Z"""


def _nomad():
    return ("/opt/jobs", "2025-07-01T14:01:30Z", "main", [
        ("user", "nomad job run web.nomad.hcl places nothing on the 3 clients. consul + nomad 1.8 on the lab boxes"),
        ("bash", "nomad job run web.nomad.hcl", JOB_1, True),
        ("bash", "nomad node status -self | sed -n '/^Drivers/,/^$/p'; id nomad", DRIVERS +
         "\nuid=998(nomad) gid=998(nomad) groups=998(nomad)", False),
        ("say", "`missing drivers` means no client has a healthy `docker` driver. The clients run as the `nomad` user, "
                "which isn't in the `docker` group, so it can't open /var/run/docker.sock. Adding it on all three "
                "clients and restarting the agent:"),
        ("bash", "for h in lab1 lab2 lab3; do ssh $h 'sudo usermod -aG docker nomad && sudo service nomad restart'; "
                 "done; sleep 10; nomad node status -self | sed -n '/^Drivers/,/^$/p' | grep docker",
         "docker    true      true     Healthy                               2025-07-01T14:06:02Z", False),
        ("bash", "nomad job run web.nomad.hcl",
         "==> 2025-07-01T14:06:30Z: Monitoring evaluation \"b71d9e04\"\n    2025-07-01T14:06:30Z: Allocation "
         "\"3f2a9c1e\" created: node \"e1c0a7d2\", group \"web\"\n    2025-07-01T14:06:30Z: Allocation \"8c41b0f3\" "
         "created: node \"2b9e6f11\", group \"web\"\n    2025-07-01T14:06:31Z: Evaluation \"b71d9e04\" finished with "
         "status \"complete\"\n==> 2025-07-01T14:06:31Z: Monitoring deployment \"a1b2c3d4\"\n  ! Deployment "
         "\"a1b2c3d4\" failed\n\n    Deployed\n    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline\n"
         "    web         2        2       0        2          2025-07-01T14:16:31Z\nExit code 2", True),
        ("say", "Both allocations are placed now, so the driver problem is solved. They are unhealthy though; looking "
                "at one."),
        ("bash", "nomad alloc status 3f2a9c1e | sed -n '/Recent Events/,$p'",
         "Recent Events:\nTime                  Type        Description\n2025-07-01T14:07:02Z  Killing     Template failed: "
         "kv.block(web/config): Unexpected response code: 403 (Permission denied: token with AccessorID "
         "'6a1f0e2d-77b3-4c59-9d0e-1f2a3b4c5d6e' lacks permission 'key:read' on \"web/config\")\n"
         "2025-07-01T14:06:32Z  Task Setup  Building Task Directory\n2025-07-01T14:06:31Z  Received    Task received by client",
         False),
        ("say", "The job's template reads `{{ key \"web/config\" }}` from Consul, and the token Nomad uses has no "
                "`key:read` there. Writing a policy for it:"),
        ("write", "/opt/jobs/consul/policies/nomad-web-kv.hcl",
         "# fix for: Template failed: kv.block(web/config) 403\nkey_prefix \"web/\" {\n  policy = \"read\"\n}\n"),
        ("say", "Policy file written to `consul/policies/nomad-web-kv.hcl`. It still has to be created and attached to "
                "the Nomad agents' token:\n\n```\nconsul acl policy create -name nomad-web-kv -rules "
                "@consul/policies/nomad-web-kv.hcl\nconsul acl token update -id <nomad token> -policy-name "
                "nomad-web-kv -merge-policies\n```\n\nThat needs a management token, which I don't have here."),
        ("user", "ok I'll get the mgmt token from Jun tomorrow and apply it"),
    ])


def sources() -> Sources:
    return {"c14-traefik-v3": _traefik(), "c14-argocd-crd": _argocd(), "c14-skaffold-minikube": _skaffold(),
            "c14-nomad-consul": _nomad()}
