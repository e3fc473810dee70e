"""Cases of the forty-ninth tracking corpus (rules in tracking49_cases.py): ansible-playbook on a control node
where requirements.yml's roles were never installed, helm install/upgrade on a chart whose subcharts were never
fetched, and kubectl/docker exec into a distroless container that has no shell."""
from __future__ import annotations

from tests.truth.tracking49_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


def _no_role(role: str, base: str, play: str = "site.yml", line: int = 9) -> str:
    home = "/home/ops" if base.startswith("/home/ops") else "/root"
    return (f"ERROR! the role '{role}' was not found in {base}/roles:{home}/.ansible/roles:/usr/share/ansible/roles:"
            f"/etc/ansible/roles:{base}\n\nThe error appears to be in '{base}/{play}': line {line}, column 7, "
            "but may\n"
            "be elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n"
            f"  roles:\n    - role: {role}\n      ^ here")


def _galaxy_ok(roles: list[tuple[str, str]], dest: str = "/home/ops/.ansible/roles") -> str:
    out = ["Starting galaxy role install process"]
    for name, ver in roles:
        owner, short = name.split(".")
        out += [f"- downloading role '{short}', owned by {owner}",
                f"- downloading role from https://github.com/{owner}/ansible-role-{short}/archive/{ver}.tar.gz",
                f"- extracting {name} to {dest}/{name}", f"- {name} ({ver}) was installed successfully"]
    return "\n".join(out)


def galaxy_roles() -> None:
    base = "/home/ops/infra-ansible"
    T.source("s-galaxy-roles", base, "2025-03-11T13:00:00Z", "feat/docker-hosts",
             user("Run the staging playbook in check mode; I added the docker role for the new hosts."),
             err("ansible-playbook -i inventories/staging site.yml --check", _no_role("geerlingguy.docker", base)),
             read(f"{base}/requirements.yml", "---\nroles:\n  - name: geerlingguy.docker\n    version: 7.4.1\n"
                  "  - name: geerlingguy.pip\n    version: 3.0.3\n"),
             say("The role is listed in requirements.yml but was never downloaded on this control node, and "
                 "ansible-playbook doesn't install anything itself."),
             ok("ansible-galaxy install -r requirements.yml && ansible-playbook -i inventories/staging site.yml "
                "--check",
                _galaxy_ok([("geerlingguy.docker", "7.4.1"), ("geerlingguy.pip", "3.0.3")])
                + "\n\nPLAY [docker_hosts] ************************************************************\n\n"
                "PLAY RECAP *********************************************************************\n"
                "stg-docker-01              : ok=14   changed=5    unreachable=0    failed=0    skipped=3    "
                "rescued=0    ignored=0"))
    T.lesson("t49-galaxy-requirements", "global", "en", "s-galaxy-roles", "tool_quirk",
             "ansible-playbook doesn't install roles from requirements.yml: run ansible-galaxy install -r first",
             "`ansible-playbook` aborts before any task with `ERROR! the role 'geerlingguy.docker' was not found in "
             "<roles path list>` and points at the play's roles: line.",
             "The role is listed in requirements.yml, so the name looks right and it is tempting to fiddle with "
             "roles_path or the play; on a fresh control node or CI runner nothing was ever downloaded.",
             "Galaxy roles named in requirements.yml are fetched only by ansible-galaxy; ansible-playbook just "
             "searches roles_path and fails when the role's directory is missing.",
             "Install the requirements on each control node or runner before the playbook: `ansible-galaxy install "
             "-r requirements.yml` (or `ansible-galaxy role install -r ...`, with `-p roles/` to put them where "
             "roles_path looks), e.g. as a make or CI step that runs before ansible-playbook.",
             ["`ansible-playbook -i inventories/staging site.yml --check` failed with \"ERROR! the role "
              "'geerlingguy.docker' was not found in /home/ops/infra-ansible/roles\"",
              "`ansible-galaxy install -r requirements.yml` printed \"geerlingguy.docker (7.4.1) was installed "
              "successfully\" and the check run ended with \"failed=0\""])

    T.later("l-galaxy-make", "/home/ops/infra-ansible", "2025-04-07T09:40:00Z", "main",
            user("Deploy the web tier to prod with the Makefile."),
            read("/home/ops/infra-ansible/Makefile",
                 "deps:\n\tansible-galaxy install -r requirements.yml -p roles/\n\n"
                 "deploy: deps\n\tansible-playbook -i inventories/prod site.yml --limit web\n"),
            ok("make deploy", "ansible-galaxy install -r requirements.yml -p roles/\n"
               + _galaxy_ok([("geerlingguy.nginx", "3.2.0")], "/home/ops/infra-ansible/roles")
               + "\nansible-playbook -i inventories/prod site.yml --limit web\n\nPLAY RECAP ****\n"
               "prod-web-01 : ok=22 changed=2 unreachable=0 failed=0 skipped=4 rescued=0 ignored=0"))
    T.pair("t49-galaxy-requirements", "l-galaxy-make", "applied",
           "make deploy runs ansible-galaxy install -r requirements.yml before the playbook; no role-not-found")

    T.later("l-galaxy-docker", "/home/ops/edge-ansible", "2025-05-13T10:20:00Z", "feat/edge",
            user("Syntax-check the dev playbook in the tools container like CI does."),
            ok("docker run --rm -v \"$PWD\":/work -w /work cytopia/ansible:latest-tools sh -c 'ansible-galaxy role "
               "install -r roles/requirements.yml && ansible-playbook -i inventories/dev site.yml --syntax-check'",
               _galaxy_ok([("geerlingguy.firewall", "4.1.0")], "/root/.ansible/roles") + "\n\nplaybook: site.yml"))
    T.pair("t49-galaxy-requirements", "l-galaxy-docker", "applied",
           "ansible-galaxy role install -r runs before the playbook in the container; no role error")

    T.later("l-galaxy-bastion", "/home/ops/infra-ansible", "2025-04-18T16:30:00Z", "main",
            user("Run the db play for prod from bastion-2 (new control node)."),
            err("ssh ops@bastion-2 'cd infra-ansible && ansible-playbook -i inventories/prod site.yml --limit db'",
                _no_role("geerlingguy.postgresql", "/home/ops/infra-ansible", line=21), 1),
            ok("ssh ops@bastion-2 'cd infra-ansible && ansible-galaxy install -r requirements.yml && "
               "ansible-playbook -i inventories/prod site.yml --limit db'",
               _galaxy_ok([("geerlingguy.postgresql", "3.5.2")]) + "\nPLAY RECAP ****\n"
               "prod-db-01 : ok=31 changed=0 unreachable=0 failed=0"))
    T.pair("t49-galaxy-requirements", "l-galaxy-bastion", "recurred",
           "on a new control node the playbook fails with role 'geerlingguy.postgresql' was not found, then fixed")

    T.later("l-galaxy-ci", "/home/ops/infra-ansible", "2025-06-10T08:15:00Z", "ci/staging-deploy",
            user("ci/deploy.sh staging failed in the pipeline, reproduce it locally in a clean container."),
            err("docker run --rm -v \"$PWD\":/work -w /work cytopia/ansible:latest-tools bash ci/deploy.sh staging",
                "+ ansible-playbook -i inventories/staging site.yml\n" + _no_role("nginxinc.nginx", "/work")),
            say("The deploy script never installs requirements.yml, so nginxinc.nginx is missing on a clean runner."))
    T.pair("t49-galaxy-requirements", "l-galaxy-ci", "recurred",
           "the CI deploy script in a clean container fails with role 'nginxinc.nginx' was not found")

    T.later("l-galaxy-typo", "/home/ops/infra-ansible", "2025-05-06T11:00:00Z", "feat/common",
            user("Apply the common role to the monitoring hosts, check mode."),
            err("ansible-playbook -i inventories/staging monitoring.yml --check",
                _no_role("comon", "/home/ops/infra-ansible", "monitoring.yml", 6)),
            ok("ls roles", "common\nnode_exporter\nprometheus"),
            edit("/home/ops/infra-ansible/monitoring.yml", "- role: comon", "- role: common"),
            ok("ansible-playbook -i inventories/staging monitoring.yml --check",
               "PLAY RECAP ****\nstg-mon-01 : ok=9 changed=1 unreachable=0 failed=0"))
    T.pair("t49-galaxy-requirements", "l-galaxy-typo", "neither",
           "same message but another cause: a typo of a local role name, fixed in the play; nothing from galaxy")

    T.later("l-galaxy-init", "/home/ops/infra-ansible", "2025-05-28T14:30:00Z", "feat/exporter",
            user("Scaffold a new role for the metrics exporter."),
            ok("ansible-galaxy init roles/metrics_exporter", "- Role roles/metrics_exporter was created successfully"),
            write("/home/ops/infra-ansible/roles/metrics_exporter/tasks/main.yml",
                  "---\n- name: Install exporter\n  ansible.builtin.package:\n    name: prometheus-node-exporter\n"))
    T.pair("t49-galaxy-requirements", "l-galaxy-init", "neither",
           "ansible-galaxy used to scaffold a role, not to install requirements; no failure")

    T.later("l-galaxy-yaml", "/home/ops/infra-ansible", "2025-04-28T10:00:00Z", "fix/vars",
            user("The staging check run broke after my vars change."),
            err("ansible-playbook -i inventories/staging site.yml --check",
                "ERROR! We were unable to read either as JSON nor YAML, these are the errors we got from each:\n"
                "JSON: Expecting value: line 1 column 1 (char 0)\n\nSyntax Error while loading YAML.\n"
                "  mapping values are not allowed in this context\n\nThe error appears to be in "
                "'/home/ops/infra-ansible/group_vars/staging.yml': line 4, column 19, but may\nbe elsewhere in the "
                "file depending on the exact syntax problem."),
            edit("/home/ops/infra-ansible/group_vars/staging.yml", "docker_users: deploy: ci",
                 "docker_users: [deploy, ci]"),
            ok("ansible-playbook -i inventories/staging site.yml --check", "PLAY RECAP ****\n"
               "stg-docker-01 : ok=14 changed=0 unreachable=0 failed=0"))
    T.pair("t49-galaxy-requirements", "l-galaxy-yaml", "neither",
           "a different ansible error (YAML syntax in group_vars)")

    T.later("l-galaxy-early", "/home/ops/infra-ansible", "2025-01-28T10:00:00Z", "main",
            user("Run site.yml against staging."),
            err("ansible-playbook -i inventories/staging site.yml", _no_role("geerlingguy.pip", base)))
    T.pair("t49-galaxy-requirements", "l-galaxy-early", "neither",
           "dated before the lesson's source session, whatever it holds")


_HELM_DEPS = ("An error occurred while checking for chart dependencies. You may need to run `helm dependency build` "
              "to fetch missing dependencies: found in Chart.yaml, but missing in charts/ directory: ")


def helm_deps() -> None:
    T.source("s-helm-deps", "/home/ana/platform/deploy", "2025-03-12T10:30:00Z", "feat/api-chart",
             user("Deploy the api chart to the dev namespace; the postgresql and redis subcharts are declared in "
                  "Chart.yaml."),
             err("helm upgrade --install api ./charts/api -n dev -f envs/dev/api.yaml",
                 "Error: " + _HELM_DEPS + "postgresql, redis"),
             ok("ls charts/api; cat charts/api/Chart.lock", "Chart.lock\nChart.yaml\ntemplates\nvalues.yaml\n"
                "dependencies:\n- name: postgresql\n  repository: oci://registry-1.docker.io/bitnamicharts\n"
                "  version: 15.5.38\n- name: redis\n  repository: oci://registry-1.docker.io/bitnamicharts\n"
                "  version: 19.6.4\ngenerated: \"2025-02-27T09:14:51.20214+01:00\""),
             say("The subcharts are declared and locked, but charts/api/charts/ was never populated (the .tgz files "
                 "are gitignored). helm upgrade doesn't fetch them; helm dependency build does, from Chart.lock."),
             ok("helm dependency build ./charts/api && helm upgrade --install api ./charts/api -n dev -f "
                "envs/dev/api.yaml",
                "Saving 2 charts\nDownloading postgresql from repo oci://registry-1.docker.io/bitnamicharts\n"
                "Pulled: registry-1.docker.io/bitnamicharts/postgresql:15.5.38\nDownloading redis from repo "
                "oci://registry-1.docker.io/bitnamicharts\nPulled: registry-1.docker.io/bitnamicharts/redis:19.6.4\n"
                "Deleting outdated charts\nRelease \"api\" does not exist. Installing it now.\nNAME: api\n"
                "LAST DEPLOYED: Wed Mar 12 10:41:07 2025\nNAMESPACE: dev\nSTATUS: deployed\nREVISION: 1"))
    T.lesson("t49-helm-dependency-build", "global", "en", "s-helm-deps", "tool_quirk",
             "helm install/upgrade doesn't fetch subcharts: run helm dependency build (or --dependency-update)",
             "`helm upgrade --install` / `helm install` / `helm template` fails with `found in Chart.yaml, but "
             "missing in charts/ directory: postgresql, redis`, after `An error occurred while checking for chart "
             "dependencies`.",
             "Chart.yaml and Chart.lock list the dependencies, so the chart looks complete; the packaged subcharts "
             "under charts/ are usually gitignored and absent on a fresh clone or CI runner.",
             "Helm renders only what is in the chart's charts/ directory; declared dependencies are downloaded only "
             "by helm dependency build/update.",
             "Fetch the subcharts before rendering: `helm dependency build ./charts/api` (from Chart.lock; `helm "
             "dependency update` to re-resolve; short `helm dep build` / `helm dep up`), or pass "
             "`--dependency-update` to helm install/upgrade/template.",
             ["`helm upgrade --install api ./charts/api -n dev -f envs/dev/api.yaml` failed with \"found in "
              "Chart.yaml, but missing in charts/ directory: postgresql, redis\"",
              "`helm dependency build ./charts/api` pulled \"registry-1.docker.io/bitnamicharts/postgresql:15.5.38\" "
              "and the upgrade ended with \"STATUS: deployed\""])

    T.later("l-helm-flag", "/home/ana/platform/deploy", "2025-04-04T15:00:00Z", "feat/worker-chart",
            user("Roll out the worker chart to staging, it pulls in rabbitmq as a subchart."),
            ok("helm upgrade --install worker ./charts/worker -n staging --dependency-update --wait",
               "Saving 1 charts\nDownloading rabbitmq from repo oci://registry-1.docker.io/bitnamicharts\n"
               "Pulled: registry-1.docker.io/bitnamicharts/rabbitmq:14.6.6\nDeleting outdated charts\n"
               "Release \"worker\" has been upgraded. Happy Helming!\nNAME: worker\nNAMESPACE: staging\n"
               "STATUS: deployed\nREVISION: 7"))
    T.pair("t49-helm-dependency-build", "l-helm-flag", "applied",
           "helm upgrade --install with --dependency-update fetches the subchart; no missing-dependency error")

    T.later("l-helm-lint-ci", "/home/ana/platform/deploy", "2025-05-16T09:20:00Z", "ci/helm-lint",
            user("Add a CI script that lints every chart under charts/ and run it."),
            write("/home/ana/platform/deploy/ci/helm-lint.sh",
                  "#!/usr/bin/env bash\nset -euo pipefail\nfor c in charts/*/; do\n  helm dep build \"$c\"\n"
                  "  helm lint \"$c\" -f \"envs/dev/$(basename \"$c\").yaml\"\ndone\n"),
            ok("bash ci/helm-lint.sh", "Saving 2 charts\nDeleting outdated charts\n==> Linting charts/api/\n"
               "1 chart(s) linted, 0 chart(s) failed\nSaving 1 charts\nDeleting outdated charts\n"
               "==> Linting charts/worker/\n1 chart(s) linted, 0 chart(s) failed"))
    T.pair("t49-helm-dependency-build", "l-helm-lint-ci", "applied",
           "a CI script running helm dep build before helm lint is written and run; no dependency error")

    T.later("l-helm-template", "/home/ana/platform/deploy", "2025-04-21T13:10:00Z", "feat/web",
            user("Render the web chart with the prod values so I can diff it."),
            err("helm template web ./charts/web -f envs/prod/web.yaml > /tmp/web.yaml",
                "Error: " + _HELM_DEPS + "common"),
            ok("helm dep up ./charts/web && helm template web ./charts/web -f envs/prod/web.yaml > /tmp/web.yaml "
               "&& wc -l /tmp/web.yaml", "Saving 1 charts\nDeleting outdated charts\n412 /tmp/web.yaml"))
    T.pair("t49-helm-dependency-build", "l-helm-template", "recurred",
           "helm template fails with the missing-dependency error for the common subchart, fixed afterwards")

    T.later("l-helm-ps", "C:\\Users\\ana\\platform\\deploy", "2025-06-06T10:45:00Z", "feat/search",
            user("Install the search chart into qa from my Windows box."),
            err("pwsh -NoProfile -Command \"helm install search .\\charts\\search -n qa\"",
                "Error: INSTALLATION FAILED: " + _HELM_DEPS + "elasticsearch"),
            say("The elasticsearch subchart isn't in charts\\search\\charts. Shall I fetch it?"))
    T.pair("t49-helm-dependency-build", "l-helm-ps", "recurred",
           "helm install from PowerShell fails with the same missing-dependency error (elasticsearch)")

    T.later("l-helm-reuse", "/home/ana/platform/deploy", "2025-05-02T11:30:00Z", "main",
            user("Reinstall api in dev with the new values."),
            err("helm install api ./charts/api -n dev -f envs/dev/api.yaml",
                "Error: INSTALLATION FAILED: cannot re-use a name that is still in use"),
            ok("helm upgrade api ./charts/api -n dev -f envs/dev/api.yaml",
               "Release \"api\" has been upgraded. Happy Helming!\nSTATUS: deployed\nREVISION: 4"))
    T.pair("t49-helm-dependency-build", "l-helm-reuse", "neither",
           "a different helm error (release name in use), solved with helm upgrade")

    T.later("l-helm-deplist", "/home/ana/platform/deploy", "2025-05-26T16:00:00Z", "chore/pg-bump",
            user("Which postgresql subchart version is api on? Bump it to 15.5.40 in Chart.yaml, don't deploy."),
            ok("helm dependency list ./charts/api",
               "NAME      \tVERSION\tREPOSITORY                              \tSTATUS\n"
               "postgresql\t15.5.38\toci://registry-1.docker.io/bitnamicharts\tok    \n"
               "redis     \t19.6.4 \toci://registry-1.docker.io/bitnamicharts\tok    "),
            edit("/home/ana/platform/deploy/charts/api/Chart.yaml", "version: 15.5.38", "version: 15.5.40"))
    T.pair("t49-helm-dependency-build", "l-helm-deplist", "neither",
           "helm dependency list only reads versions and Chart.yaml is edited; nothing rendered, no failure")


_OCI = ("OCI runtime exec failed: exec failed: unable to start container process: exec: \"{sh}\": executable file "
        "not found in $PATH: unknown")
_KEXEC = ("error: Internal error occurred: Internal error occurred: error executing command in container: failed to "
          "exec in container: failed to start exec \"{eid}\": ")


def _kexec(sh: str, eid: str) -> str:
    return _KEXEC.format(eid=eid) + _OCI.format(sh=sh)


def distroless_exec() -> None:
    T.source("s-distroless-debug", "/home/kai/ops", "2025-03-13T21:40:00Z", "main",
             user("payments in prod returns 500s. Check which config it actually loaded: /etc/payments/config.yaml "
                  "inside the container."),
             err("kubectl exec -n prod payments-7d9f8c6b5-x2kqp -c app -- sh -c 'cat /etc/payments/config.yaml'",
                 _kexec("sh", "5c0a9e4d1f2b3a4c6d7e8f9012ab34cd56ef7890ab12cd34ef56a7b8c9d0e1f2")),
             ok("kubectl get pod -n prod payments-7d9f8c6b5-x2kqp -o jsonpath='{.spec.containers[0].image}'",
                "gcr.io/acme-prod/payments:2.31.0-distroless"),
             say("The image is distroless: no sh, no cat, so exec has nothing to start. An ephemeral debug container "
                 "targeting the app container shares its process namespace and can read its files via /proc/1/root."),
             ok("kubectl debug -n prod payments-7d9f8c6b5-x2kqp --image=busybox:1.36 --target=app -i -- sh -c "
                "'cat /proc/1/root/etc/payments/config.yaml'",
                "Targeting container \"app\". If you don't see processes from this container it may be because the "
                "container runtime doesn't support this feature.\nDefaulting debug container name to debugger-k7wq2.\n"
                "listen: 0.0.0.0:8080\ndb:\n  host: payments-db.prod.svc\n  pool: 5\nfeature_flags:\n"
                "  new_ledger: true"))
    T.lesson("t49-distroless-debug", "global", "en", "s-distroless-debug", "debugging_technique",
             "kubectl exec / docker exec into a distroless image fails for lack of a shell; use an ephemeral debug "
             "container",
             "`kubectl exec ... -- sh` (or `docker exec <ctr> sh`) fails with `OCI runtime exec failed: exec "
             "failed: unable to start container process: exec: \"sh\": executable file not found in $PATH: unknown`.",
             "It reads like a broken pod or a wrong container name; trying bash, /bin/sh or another replica gives "
             "the same error because the image has no shell or coreutils at all.",
             "Distroless (and scratch) images hold only the app and its runtime; exec can only start binaries that "
             "exist in the container's own filesystem.",
             "Attach a debug container that brings its own tools and shares the target's process namespace: "
             "`kubectl debug -n <ns> <pod> --image=busybox:1.36 --target=<container> -i -- sh` (read the app's "
             "files through /proc/1/root), or with plain Docker `docker run --rm -it --pid=container:<ctr> "
             "--network=container:<ctr> busybox sh`.",
             ["`kubectl exec -n prod payments-7d9f8c6b5-x2kqp -c app -- sh -c 'cat /etc/payments/config.yaml'` "
              "failed with \"OCI runtime exec failed: exec failed: unable to start container process\"",
              "the pod's image was \"gcr.io/acme-prod/payments:2.31.0-distroless\"",
              "`kubectl debug -n prod payments-7d9f8c6b5-x2kqp --image=busybox:1.36 --target=app -i -- sh -c "
              "'cat /proc/1/root/etc/payments/config.yaml'` printed the config (\"host: payments-db.prod.svc\")"])

    T.later("l-distroless-dns", "/home/kai/ops", "2025-04-15T10:05:00Z", "main",
            user("ledger-api in staging can't reach the db. Check DNS from inside its pod."),
            ok("kubectl get pod -n staging -l app=ledger-api -o jsonpath='{.items[0].metadata.name} "
               "{.items[0].spec.containers[0].image}'", "ledger-api-5b7c9d4f8-q9rtz "
               "gcr.io/acme-staging/ledger-api:1.8.2-distroless"),
            say("Distroless image, so no shell to exec into; I'll attach a busybox debug container to it."),
            ok("kubectl debug -n staging ledger-api-5b7c9d4f8-q9rtz --image=busybox:1.36 --target=api -i -- "
               "nslookup ledger-db.staging.svc.cluster.local",
               "Targeting container \"api\". If you don't see processes from this container it may be because the "
               "container runtime doesn't support this feature.\nDefaulting debug container name to debugger-5mlx8.\n"
               "Server:\t\t10.96.0.10\nAddress:\t10.96.0.10:53\n\n** server can't find "
               "ledger-db.staging.svc.cluster.local: NXDOMAIN"))
    T.pair("t49-distroless-debug", "l-distroless-dns", "applied",
           "kubectl debug with a busybox debug container used on a distroless pod; no exec failure first")

    T.later("l-distroless-docker", "/home/kai/src/authsvc", "2025-05-08T17:25:00Z", "feat/jwks",
            user("The authsvc container (FROM gcr.io/distroless/static) serves an old JWKS. Look inside it."),
            say("No shell in distroless/static: run busybox in the container's pid and network namespaces instead."),
            ok("docker run --rm --pid=container:authsvc --network=container:authsvc busybox:1.36 sh -c "
               "'ls -l /proc/1/root/app; wget -qO- localhost:9000/.well-known/jwks.json'",
               "-rwxr-xr-x    1 root     root      18874368 May  8 17:02 authsvc\n-rw-r--r--    1 root     root   "
               "        812 Apr  2 09:11 jwks.json\n{\"keys\":[{\"kid\":\"2025-04\",\"kty\":\"RSA\"}]}"))
    T.pair("t49-distroless-debug", "l-distroless-docker", "applied",
           "docker run busybox with --pid=container and --network=container used on the distroless container")

    T.later("l-distroless-bash", "/home/kai/src/authsvc", "2025-04-24T12:00:00Z", "main",
            user("Open a shell in the running authsvc container and check /app."),
            err("docker exec authsvc bash -c 'ls -l /app'", _OCI.format(sh="bash"), 126),
            err("docker exec authsvc sh -c 'ls -l /app'", _OCI.format(sh="sh"), 126),
            say("authsvc is built on distroless/static, there's no shell at all in it."))
    T.pair("t49-distroless-debug", "l-distroless-bash", "recurred",
           "docker exec into the distroless authsvc fails with executable file not found for bash and sh")

    T.later("l-distroless-indexer", "/home/kai/ops", "2025-06-13T08:50:00Z", "main",
            user("In the eu cluster, look at search-indexer's /tmp to see if it's full."),
            err("kubectl --context eu-prod exec -n search search-indexer-0 -- sh -c 'du -sh /tmp'",
                _kexec("sh", "91be3c0d7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d")),
            say("search-indexer has no shell (distroless). Stopping here as you asked for a quick look only."))
    T.pair("t49-distroless-debug", "l-distroless-indexer", "recurred",
           "kubectl exec into another distroless pod fails with the same OCI runtime exec error")

    T.later("l-distroless-alpine", "/home/kai/src/cache-warmer", "2025-05-19T14:15:00Z", "main",
            user("Peek at /data in the cache-warmer container."),
            err("docker exec cache-warmer bash -c 'ls /data'", _OCI.format(sh="bash"), 126),
            ok("docker exec cache-warmer sh -c 'cat /etc/os-release | head -n 1; ls /data'",
               "NAME=\"Alpine Linux\"\nwarm-2025-05-19.json\nwarm-2025-05-18.json"))
    T.pair("t49-distroless-debug", "l-distroless-alpine", "neither",
           "same exec message from another cause: an alpine image with sh but no bash; plain sh works")

    T.later("l-distroless-node", "/home/kai/ops", "2025-04-30T06:40:00Z", "main",
            user("Node ip-10-0-3-17 has disk pressure; how big is containerd's dir?"),
            ok("kubectl debug node/ip-10-0-3-17 --image=busybox:1.36 -i -- chroot /host du -sh /var/lib/containerd",
               "Creating debugging pod node-debugger-ip-10-0-3-17-8xq2m with container debugger on node "
               "ip-10-0-3-17.\n71.4G\t/var/lib/containerd"))
    T.pair("t49-distroless-debug", "l-distroless-node", "neither",
           "kubectl debug used on a node for disk usage, not for a shell-less container; no exec failure")

    T.later("l-distroless-gone", "/home/kai/ops", "2025-05-29T11:10:00Z", "main",
            user("exec into payments-7d9f8c6b5-x2kqp again and list /etc/payments."),
            err("kubectl exec -n prod payments-7d9f8c6b5-x2kqp -- ls /etc/payments",
                "Error from server (NotFound): pods \"payments-7d9f8c6b5-x2kqp\" not found"),
            ok("kubectl get pods -n prod -l app=payments", "NAME                        READY   STATUS    RESTARTS"
               "   AGE\npayments-6c8d7b9f4-m2lzt   1/1     Running   0          3d"))
    T.pair("t49-distroless-debug", "l-distroless-gone", "neither",
           "a different kubectl error (the pod no longer exists)")

    T.later("l-distroless-early", "/home/kai/ops", "2025-02-26T20:00:00Z", "main",
            user("Check the payments config inside the pod."),
            ok("kubectl debug -n prod payments-7d9f8c6b5-h4n2c --image=busybox:1.36 --target=app -i -- cat "
               "/proc/1/root/etc/payments/config.yaml", "listen: 0.0.0.0:8080\ndb:\n  host: payments-db.prod.svc"))
    T.pair("t49-distroless-debug", "l-distroless-early", "neither",
           "dated before the lesson's source session, whatever it holds")


FILLS = [galaxy_roles, helm_deps, distroless_exec]
