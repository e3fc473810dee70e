"""The fifty-fifth tracking corpus, part b: helm refusing to take over objects that exist without Helm's ownership
metadata (label and annotate them), a kubeadm cluster with no default StorageClass leaving PVCs unbound (a
Korean lesson), and RUN --mount on a host whose docker has no buildx component (the legacy builder). Tables and
labelling rules: tracking55_cases.py."""
from __future__ import annotations

from tests.truth.tracking55_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

INFRA = "/home/dev/src/platform-infra"
LAB = "/home/minsu/homelab"
ORDERS = "/home/dev/src/orders-api"


def ownership(kind: str, name: str, ns: str, release: str, rns: str, verb: str = "install") -> str:
    where = f'in namespace "{ns}"'
    return (f"Unable to continue with {verb}: {kind} \"{name}\" {where} exists and cannot be imported into the "
            "current release: invalid ownership metadata; label validation error: missing key "
            "\"app.kubernetes.io/managed-by\": must be set to \"Helm\"; annotation validation error: missing key "
            f"\"meta.helm.sh/release-name\": must be set to \"{release}\"; annotation validation error: missing "
            f"key \"meta.helm.sh/release-namespace\": must be set to \"{rns}\"")


def deployed(name: str, ns: str, when: str, revision: int = 1, notes: str = "") -> str:
    return (f"NAME: {name}\nLAST DEPLOYED: {when}\nNAMESPACE: {ns}\nSTATUS: deployed\nREVISION: {revision}\n"
            f"TEST SUITE: None{notes}")


# --- helm and objects that exist without Helm's ownership metadata ----------------------------------------------

def _helm_adopt() -> None:
    T.source(
        "s-helm-adopt", INFRA, "2026-02-06T13:00:00Z", "main",
        user("external-dns moves from legacy/external-dns.yaml to the upstream chart. The service account was "
             "made by eksctl for IRSA and stays. Install the chart as release external-dns in kube-system with "
             "values/external-dns.yaml."),
        read(f"{INFRA}/values/external-dns.yaml",
             "serviceAccount:\n  create: true\n  name: external-dns\n  annotations:\n"
             "    eks.amazonaws.com/role-arn: arn:aws:iam::481516234200:role/external-dns\nprovider:\n  name: aws\n"
             "domainFilters:\n  - prod.acme.example\npolicy: upsert-only\ntxtOwnerId: prod-eks\n"),
        ok("helm repo add external-dns https://kubernetes-sigs.github.io/external-dns/ && helm repo update "
           "external-dns",
           "\"external-dns\" has been added to your repositories\nHang tight while we grab the latest from your "
           "chart repositories...\n...Successfully got an update from the \"external-dns\" chart repository\n"
           "Update Complete. ⎈Happy Helming!⎈"),
        ok("kubectl delete -f legacy/external-dns.yaml",
           "clusterrole.rbac.authorization.k8s.io \"external-dns\" deleted\n"
           "clusterrolebinding.rbac.authorization.k8s.io \"external-dns-viewer\" deleted\n"
           "deployment.apps \"external-dns\" deleted"),
        err("helm upgrade --install external-dns external-dns/external-dns -n kube-system -f "
            "values/external-dns.yaml",
            "Release \"external-dns\" does not exist. Installing it now.\nError: "
            + ownership("ServiceAccount", "external-dns", "kube-system", "external-dns", "kube-system")),
        ok("kubectl -n kube-system get sa external-dns -o jsonpath='{.metadata.labels}'",
           "{\"app.kubernetes.io/managed-by\":\"eksctl\"}"),
        say("Helm won't take over an object it didn't create unless the object carries its ownership marks: the "
            "managed-by=Helm label and the release-name/release-namespace annotations. The service account has "
            "eksctl's managed-by label, so I'll overwrite that, add the annotations, and install again; the chart "
            "then owns the SA (with the same IRSA annotation from the values)."),
        ok("kubectl -n kube-system label sa external-dns app.kubernetes.io/managed-by=Helm --overwrite && "
           "kubectl -n kube-system annotate sa external-dns meta.helm.sh/release-name=external-dns "
           "meta.helm.sh/release-namespace=kube-system && helm upgrade --install external-dns "
           "external-dns/external-dns -n kube-system -f values/external-dns.yaml",
           "serviceaccount/external-dns labeled\nserviceaccount/external-dns annotated\n"
           "Release \"external-dns\" does not exist. Installing it now.\n"
           + deployed("external-dns", "kube-system", "Fri Feb  6 13:21:44 2026",
                      notes="\nNOTES:\n***********************************************************************\n"
                            "* External DNS                                                        *\n"
                            "***********************************************************************\n"
                            "  Chart version: 1.19.0\n  App version:   0.19.0\n"
                            "  Image tag:     registry.k8s.io/external-dns/external-dns:v0.19.0\n"
                            "***********************************************************************")),
    )
    T.lesson(
        "t55-helm-adopt-existing", "global", "en", "s-helm-adopt", "tool_quirk",
        "helm install stops on objects that exist without Helm ownership metadata: label and annotate them",
        "`helm upgrade --install external-dns ...` failed with ServiceAccount \"external-dns\" in namespace "
        "\"kube-system\" exists and cannot be imported into the current release: invalid ownership metadata.",
        "Deleting the object looks like the way out but drops what else depends on it (here the IRSA service "
        "account); a managed-by label set by another tool (eksctl) must be overwritten, not just added.",
        "Helm only takes over an existing object that carries the app.kubernetes.io/managed-by=Helm label and the "
        "meta.helm.sh/release-name and meta.helm.sh/release-namespace annotations of the release; objects made "
        "by kubectl apply, eksctl or by hand have none of them.",
        "Adopt the object: `kubectl label <kind>/<name> app.kubernetes.io/managed-by=Helm --overwrite` and "
        "`kubectl annotate <kind>/<name> meta.helm.sh/release-name=<release> "
        "meta.helm.sh/release-namespace=<namespace>`, then run the helm install or upgrade again.",
        ["helm failed: \"exists and cannot be imported into the current release: invalid ownership metadata\"",
         "`kubectl -n kube-system label sa external-dns app.kubernetes.io/managed-by=Helm --overwrite` and "
         "`annotate sa external-dns meta.helm.sh/release-name=external-dns "
         "meta.helm.sh/release-namespace=kube-system`, then the install reported \"STATUS: deployed\""])

    T.later(
        "l-helm-before", INFRA, "2026-01-29T16:20:00Z", "main",
        user("try installing the external-dns chart over the legacy manifests, values/external-dns.yaml"),
        err("helm upgrade --install external-dns external-dns/external-dns -n kube-system -f "
            "values/external-dns.yaml",
            "Release \"external-dns\" does not exist. Installing it now.\nError: "
            + ownership("ServiceAccount", "external-dns", "kube-system", "external-dns", "kube-system")),
        user("ok, not today. leave the legacy one running"),
        say("Left as it is; nothing was installed."),
    )
    T.pair("t55-helm-adopt-existing", "l-helm-before", "neither",
           "dated before the lesson's source session (it holds the same ownership error)")

    T.later(
        "l-helm-lbc", INFRA, "2026-03-03T10:05:00Z", "main",
        user("Install aws-load-balancer-controller from eks-charts into kube-system. eksctl already made its "
             "service account aws-load-balancer-controller."),
        ok("kubectl -n kube-system get sa aws-load-balancer-controller -o jsonpath='{.metadata.labels}'",
           "{\"app.kubernetes.io/managed-by\":\"eksctl\"}"),
        say("That service account was made by eksctl, so the chart would refuse to import it. Giving it Helm's "
            "ownership label and annotations for the release first."),
        ok("kubectl -n kube-system label sa aws-load-balancer-controller app.kubernetes.io/managed-by=Helm "
           "--overwrite && kubectl -n kube-system annotate sa aws-load-balancer-controller "
           "meta.helm.sh/release-name=aws-load-balancer-controller meta.helm.sh/release-namespace=kube-system",
           "serviceaccount/aws-load-balancer-controller labeled\nserviceaccount/aws-load-balancer-controller "
           "annotated"),
        ok("helm upgrade --install aws-load-balancer-controller eks/aws-load-balancer-controller -n kube-system "
           "--set clusterName=prod-eks --set serviceAccount.name=aws-load-balancer-controller",
           "Release \"aws-load-balancer-controller\" does not exist. Installing it now.\n"
           + deployed("aws-load-balancer-controller", "kube-system", "Tue Mar  3 10:12:09 2026",
                      notes="\nNOTES:\nAWS Load Balancer controller installed!")),
        say("The controller is installed and owns the eksctl-made service account."),
    )
    T.pair("t55-helm-adopt-existing", "l-helm-lbc", "applied",
           "labels and annotates the eksctl service account for the release before installing; no ownership error")

    T.later(
        "l-helm-extras-cm", INFRA, "2026-02-26T09:35:00Z", "slo-dashboards",
        user("I moved the SLO dashboard into charts/monitoring-extras. Upgrade that release."),
        err("helm upgrade monitoring-extras charts/monitoring-extras -n monitoring",
            "Error: UPGRADE FAILED: " + ownership("ConfigMap", "grafana-dashboard-slo", "monitoring",
                                                  "monitoring-extras", "monitoring", verb="update")),
        say("The ConfigMap was created by hand with kubectl earlier, so it has no Helm ownership marks. Adopting "
            "it into the release."),
        ok("kubectl -n monitoring label cm grafana-dashboard-slo app.kubernetes.io/managed-by=Helm && "
           "kubectl -n monitoring annotate cm grafana-dashboard-slo meta.helm.sh/release-name=monitoring-extras "
           "meta.helm.sh/release-namespace=monitoring && helm upgrade monitoring-extras charts/monitoring-extras "
           "-n monitoring",
           "configmap/grafana-dashboard-slo labeled\nconfigmap/grafana-dashboard-slo annotated\n"
           "Release \"monitoring-extras\" has been upgraded. Happy Helming!\n"
           + deployed("monitoring-extras", "monitoring", "Thu Feb 26 09:41:17 2026", revision=4)),
        say("Upgraded to revision 4; the release now owns grafana-dashboard-slo."),
    )
    T.pair("t55-helm-adopt-existing", "l-helm-extras-cm", "recurred",
           "helm upgrade fails on a hand-made ConfigMap with invalid ownership metadata; then adopted")

    T.later(
        "l-helm-owned-other", INFRA, "2026-03-05T14:10:00Z", "main",
        user("install metrics-server from its chart as release metrics-server in kube-system"),
        err("helm upgrade --install metrics-server metrics-server/metrics-server -n kube-system",
            "Release \"metrics-server\" does not exist. Installing it now.\nError: Unable to continue with "
            "install: ServiceAccount \"metrics-server\" in namespace \"kube-system\" exists and cannot be imported "
            "into the current release: invalid ownership metadata; annotation validation error: key "
            "\"meta.helm.sh/release-name\" must equal \"metrics-server\": current value is "
            "\"metrics-server-legacy\""),
        ok("helm list -n kube-system",
           "NAME                 \tNAMESPACE  \tREVISION\tUPDATED                                \tSTATUS  \t"
           "CHART               \tAPP VERSION\nmetrics-server-legacy\tkube-system\t3       \t2025-06-11 "
           "09:14:52.1 +0000 UTC\tdeployed\tmetrics-server-3.12.1\t0.7.1"),
        say("An older Helm release, metrics-server-legacy, already owns those objects. Two releases can't own "
            "the same service account, so I'll uninstall the old release and install the new one."),
        ok("helm uninstall metrics-server-legacy -n kube-system && helm upgrade --install metrics-server "
           "metrics-server/metrics-server -n kube-system",
           "release \"metrics-server-legacy\" uninstalled\nRelease \"metrics-server\" does not exist. Installing "
           "it now.\n" + deployed("metrics-server", "kube-system", "Thu Mar  5 14:16:30 2026")),
        say("metrics-server is installed as its own release."),
    )
    T.pair("t55-helm-adopt-existing", "l-helm-owned-other", "neither",
           "another cause: the object is Helm-owned by a different release; fixed by uninstalling that release")

    T.later(
        "l-helm-certmgr-helmfile", "/home/dev/src/edge-cluster", "2026-03-09T11:25:00Z", "main",
        user("helmfile apply for prod; cert-manager is new in helmfile.yaml"),
        err("helmfile -e prod apply",
            "Upgrading release=cert-manager, chart=jetstack/cert-manager, namespace=cert-manager\n\n"
            "FAILED RELEASES:\nNAME           NAMESPACE      CHART                   VERSION   DURATION\n"
            "cert-manager   cert-manager   jetstack/cert-manager   v1.17.2         4s\n\n"
            "in ./helmfile.yaml: failed processing release cert-manager: command \"/usr/local/bin/helm\" exited "
            "with non-zero status:\n\nPATH:\n  /usr/local/bin/helm\n\nERROR:\n  exit status 1\n\nEXIT STATUS\n  1\n\n"
            "STDERR:\n  Error: Unable to continue with install: CustomResourceDefinition "
            "\"certificaterequests.cert-manager.io\" in namespace \"\" exists and cannot be imported into the "
            "current release: invalid ownership metadata; label validation error: missing key "
            "\"app.kubernetes.io/managed-by\": must be set to \"Helm\"; annotation validation error: missing key "
            "\"meta.helm.sh/release-name\": must be set to \"cert-manager\"; annotation validation error: missing "
            "key \"meta.helm.sh/release-namespace\": must be set to \"cert-manager\""),
        user("we apply the CRDs with kubectl on purpose. don't let the chart manage them"),
        edit("/home/dev/src/edge-cluster/values/cert-manager.yaml", "crds:\n  enabled: true\n",
             "crds:\n  enabled: false   # CRDs are applied from crds/cert-manager.crds.yaml\n"),
        ok("helmfile -e prod apply",
           "Upgrading release=cert-manager, chart=jetstack/cert-manager, namespace=cert-manager\n"
           "Release \"cert-manager\" does not exist. Installing it now.\n"
           + deployed("cert-manager", "cert-manager", "Mon Mar  9 11:31:02 2026")
           + "\n\nUPDATED RELEASES:\nNAME           NAMESPACE      CHART                   VERSION   DURATION\n"
             "cert-manager   cert-manager   jetstack/cert-manager   v1.17.2        38s"),
        say("cert-manager is installed without the chart's CRDs."),
    )
    T.pair("t55-helm-adopt-existing", "l-helm-certmgr-helmfile", "recurred",
           "helmfile's helm install fails on kubectl-applied CRDs with invalid ownership metadata")

    T.later(
        "l-helm-adopt-script", INFRA, "2026-03-17T10:50:00Z", "main",
        user("The kube-prometheus-stack values now template the grafana-admin secret, which we made by hand. "
             "Write a small script for adopting objects into a release and use it, then upgrade."),
        write(f"{INFRA}/scripts/helm-adopt.sh",
              "#!/usr/bin/env bash\n# helm-adopt.sh NAMESPACE KIND/NAME RELEASE\nset -euo pipefail\n"
              "ns=$1 obj=$2 release=$3\n"
              "kubectl -n \"$ns\" label \"$obj\" app.kubernetes.io/managed-by=Helm --overwrite\n"
              "kubectl -n \"$ns\" annotate \"$obj\" --overwrite meta.helm.sh/release-name=\"$release\" "
              "meta.helm.sh/release-namespace=\"$ns\"\n"),
        ok("chmod +x scripts/helm-adopt.sh && ./scripts/helm-adopt.sh monitoring secret/grafana-admin "
           "kube-prometheus-stack",
           "secret/grafana-admin labeled\nsecret/grafana-admin annotated"),
        ok("helm upgrade kube-prometheus-stack prometheus-community/kube-prometheus-stack -n monitoring -f "
           "values/kube-prometheus-stack.yaml",
           "Release \"kube-prometheus-stack\" has been upgraded. Happy Helming!\n"
           + deployed("kube-prometheus-stack", "monitoring", "Tue Mar 17 10:58:12 2026", revision=12)),
        say("Adopted secret/grafana-admin with the script and upgraded to revision 12."),
    )
    T.pair("t55-helm-adopt-existing", "l-helm-adopt-script", "applied",
           "a script labels and annotates the hand-made secret for the release before the upgrade; no error")

    T.later(
        "l-helm-rollback", INFRA, "2026-03-20T08:15:00Z", "main",
        user("external-dns started deleting records after yesterday's upgrade. Roll it back to the last good "
             "revision and note why on the deployment."),
        ok("helm history external-dns -n kube-system --max 3",
           "REVISION\tUPDATED                 \tSTATUS    \tCHART               \tAPP VERSION\tDESCRIPTION     \n"
           "3       \tWed Mar 11 09:02:40 2026\tsuperseded\texternal-dns-1.19.0\t0.19.0     \tUpgrade complete\n"
           "4       \tThu Mar 19 17:45:03 2026\tdeployed  \texternal-dns-1.19.0\t0.19.0     \tUpgrade complete"),
        ok("helm rollback external-dns 3 -n kube-system", "Rollback was a success! Happy Helming!"),
        ok("kubectl -n kube-system annotate deployment external-dns kubernetes.io/change-cause='rollback to 3: "
           "policy sync deleted records' --overwrite", "deployment.apps/external-dns annotated"),
        say("Rolled back to revision 3 (policy upsert-only again) and annotated the deployment."),
    )
    T.pair("t55-helm-adopt-existing", "l-helm-rollback", "neither",
           "helm rollback and a change-cause annotation: helm and kubectl annotate used for something else")


# --- a kubeadm cluster without a default StorageClass (Korean) ---------------------------------------------------

def _pvc_pending(pod: str, n: int) -> str:
    return ("Events:\n  Type     Reason            Age                 From               Message\n"
            "  ----     ------            ----                ----               -------\n"
            f"  Warning  FailedScheduling  3m12s (x4 over 14m)  default-scheduler  0/{n} nodes are available: pod "
            "has unbound immediate PersistentVolumeClaims. preemption: 0/" + str(n) + " nodes are available: "
            + str(n) + " Preemption is not helpful for scheduling.")


LOCAL_PATH = ("namespace/local-path-storage created\n"
              "serviceaccount/local-path-provisioner-service-account created\n"
              "role.rbac.authorization.k8s.io/local-path-provisioner-role created\n"
              "clusterrole.rbac.authorization.k8s.io/local-path-provisioner-role created\n"
              "rolebinding.rbac.authorization.k8s.io/local-path-provisioner-bind created\n"
              "clusterrolebinding.rbac.authorization.k8s.io/local-path-provisioner-bind created\n"
              "deployment.apps/local-path-provisioner created\nstorageclass.storage.k8s.io/local-path created\n"
              "configmap/local-path-config created")
LP_URL = "https://raw.githubusercontent.com/rancher/local-path-provisioner/v0.0.31/deploy/local-path-storage.yaml"
PATCH = ("kubectl patch storageclass local-path -p "
         "'{\"metadata\": {\"annotations\":{\"storageclass.kubernetes.io/is-default-class\":\"true\"}}}'")


def _pvc() -> None:
    T.source(
        "s-pvc-default-sc", LAB, "2026-02-09T12:00:00Z", "main",
        user("monitoring 네임스페이스에 loki 올렸는데 loki-0 파드가 계속 Pending이야. 왜 그런지 봐줘."),
        ok("kubectl -n monitoring get pods",
           "NAME                            READY   STATUS    RESTARTS   AGE\n"
           "loki-0                          0/1     Pending   0          14m\n"
           "loki-gateway-6d9c7b8f5-x2lqk    1/1     Running   0          14m"),
        err("kubectl -n monitoring wait --for=condition=Ready pod/loki-0 --timeout=60s",
            "error: timed out waiting for the condition on pods/loki-0"),
        ok("kubectl -n monitoring describe pod loki-0 | sed -n '/^Events:/,$p'", _pvc_pending("loki-0", 3)),
        ok("kubectl -n monitoring get pvc && kubectl get storageclass",
           "NAME             STATUS    VOLUME   CAPACITY   ACCESS MODES   STORAGECLASS   VOLUMEATTRIBUTESCLASS   AGE\n"
           "storage-loki-0   Pending                                                     <unset>                 "
           "16m\nNo resources found"),
        ok("kubectl -n monitoring describe pvc storage-loki-0 | sed -n '/^Events:/,$p'",
           "Events:\n  Type    Reason         Age                 From                         Message\n"
           "  ----    ------         ----                ----                         -------\n"
           "  Normal  FailedBinding  2m (x62 over 17m)   persistentvolume-controller  no persistent volumes "
           "available for this claim and no storage class is set"),
        say("노드 자원 문제가 아니라 PVC가 묶이지 않아서 스케줄이 안 되는 겁니다. kubeadm은 스토리지 프로비저너도 "
            "StorageClass도 설치하지 않아서, storageClassName이 비어 있는 loki의 PVC를 처리할 기본 클래스가 "
            "없습니다. local-path-provisioner를 설치하고 기본 클래스로 지정하겠습니다 (is-default-class 주석을 "
            "patch로 넣든 kubectl annotate로 달든 같습니다). 1.28부터는 클래스가 비어 있던 기존 PVC에도 기본 "
            "클래스가 소급 적용됩니다."),
        ok(f"kubectl apply -f {LP_URL}", LOCAL_PATH),
        ok(f"{PATCH} && kubectl -n monitoring wait --for=condition=Ready pod/loki-0 --timeout=180s && "
           "kubectl -n monitoring get pvc",
           "storageclass.storage.k8s.io/local-path patched\npod/loki-0 condition met\n"
           "NAME             STATUS   VOLUME                                     CAPACITY   ACCESS MODES   "
           "STORAGECLASS   VOLUMEATTRIBUTESCLASS   AGE\nstorage-loki-0   Bound    "
           "pvc-7f3c2a19-58d1-4b6e-9c0a-2e41d7b8c5f3   10Gi       RWO            local-path     <unset>          "
           "       19m"),
    )
    T.lesson(
        "t55-pvc-no-default-storageclass", "project", "ko", "s-pvc-default-sc", "env_setup",
        "홈랩 kubeadm 클러스터에는 기본 StorageClass가 없어 PVC가 Pending — local-path를 기본 클래스로 지정",
        "loki-0 파드가 Pending이고 이벤트에 0/3 nodes are available: pod has unbound immediate "
        "PersistentVolumeClaims, PVC에는 no persistent volumes available for this claim and no storage class is "
        "set이 찍힌다.",
        "노드 자원이나 스케줄링 문제처럼 보이지만 PVC가 묶이지 않은 것이 원인이다. kubectl get storageclass가 "
        "No resources found를 돌려준다.",
        "kubeadm은 스토리지 프로비저너도 StorageClass도 설치하지 않는다. storageClassName이 비어 있는 PVC는 "
        "기본 클래스가 있어야 프로비저닝되는데 이 클러스터에는 기본 클래스가 없다.",
        "local-path-provisioner를 설치하고 기본 클래스로 지정한다: `kubectl patch storageclass local-path -p "
        "'{\"metadata\": {\"annotations\":{\"storageclass.kubernetes.io/is-default-class\":\"true\"}}}'` (같은 "
        "주석을 kubectl annotate로 달아도 된다). 1.28 이상에서는 이미 Pending인 PVC에도 소급 적용된다.",
        ["이벤트: \"pod has unbound immediate PersistentVolumeClaims\"",
         "PVC: \"no persistent volumes available for this claim and no storage class is set\"",
         "`kubectl patch storageclass local-path` 후 \"storage-loki-0   Bound\""])

    T.later(
        "l-pvc-minio-before", LAB, "2026-02-02T21:00:00Z", "main",
        user("minio 차트 설치했는데 minio-0가 안 떠. 봐줄래?"),
        err("kubectl -n storage wait --for=condition=Ready pod/minio-0 --timeout=60s",
            "error: timed out waiting for the condition on pods/minio-0"),
        ok("kubectl -n storage describe pod minio-0 | sed -n '/^Events:/,$p'", _pvc_pending("minio-0", 3)),
        user("귀찮다. 그냥 hostPath로 바꾸자"),
        edit(f"{LAB}/apps/minio/values.yaml", "persistence:\n  enabled: true\n",
             "persistence:\n  enabled: false\nextraVolumes:\n  - name: data\n    hostPath:\n      path: /srv/minio\n"),
        ok("helm upgrade minio minio/minio -n storage -f apps/minio/values.yaml && kubectl -n storage wait "
           "--for=condition=Ready pod/minio-0 --timeout=120s",
           "Release \"minio\" has been upgraded. Happy Helming!\nNAME: minio\nLAST DEPLOYED: Mon Feb  2 21:06:41 "
           "2026\nNAMESPACE: storage\nSTATUS: deployed\nREVISION: 2\nTEST SUITE: None\npod/minio-0 condition met"),
        say("hostPath(/srv/minio)로 바꿔서 minio-0가 떴습니다."),
    )
    T.pair("t55-pvc-no-default-storageclass", "l-pvc-minio-before", "neither",
           "dated before the lesson's source session (the same unbound PVC, worked around with hostPath)")

    T.later(
        "l-pvc-lab2-redis", LAB, "2026-02-24T20:10:00Z", "main",
        user("새로 만든 lab2 클러스터에 redis 차트 올렸는데 redis-master-0가 Pending이야."),
        err("kubectl --context lab2 -n cache wait --for=condition=Ready pod/redis-master-0 --timeout=60s",
            "error: timed out waiting for the condition on pods/redis-master-0"),
        ok("kubectl --context lab2 -n cache describe pod redis-master-0 | sed -n '/^Events:/,$p'",
           _pvc_pending("redis-master-0", 2)),
        ok("kubectl --context lab2 get storageclass", "No resources found"),
        say("lab2도 kubeadm으로 새로 만든 클러스터라 기본 StorageClass가 없습니다. 본 클러스터와 똑같이 "
            "local-path를 깔고 기본으로 지정하겠습니다."),
        ok(f"kubectl --context lab2 apply -f {LP_URL} && kubectl --context lab2 {PATCH[len('kubectl '):]} && "
           "kubectl --context lab2 -n cache wait --for=condition=Ready pod/redis-master-0 --timeout=180s",
           LOCAL_PATH + "\nstorageclass.storage.k8s.io/local-path patched\npod/redis-master-0 condition met"),
        say("local-path를 기본 클래스로 지정했고 redis-master-0가 Ready입니다."),
    )
    T.pair("t55-pvc-no-default-storageclass", "l-pvc-lab2-redis", "recurred",
           "on the new lab2 cluster the redis pod sits on an unbound PVC with no StorageClass; then fixed")

    T.later(
        "l-pvc-bootstrap", LAB, "2026-03-04T19:30:00Z", "main",
        user("lab3 클러스터를 새로 만들었어. 스토리지 설정을 bootstrap 스크립트로 만들어서 돌리고, postgres 올려줘."),
        write(f"{LAB}/bootstrap/20-storage.sh",
              "#!/usr/bin/env bash\n# kubeadm은 StorageClass를 만들지 않는다: local-path를 설치하고 기본으로 지정\n"
              "set -euo pipefail\n"
              f"kubectl apply -f {LP_URL}\n"
              f"{PATCH}\n"),
        ok("chmod +x bootstrap/20-storage.sh && KUBECONFIG=~/.kube/lab3 ./bootstrap/20-storage.sh",
           LOCAL_PATH + "\nstorageclass.storage.k8s.io/local-path patched"),
        ok("KUBECONFIG=~/.kube/lab3 helm install pg oci://registry-1.docker.io/bitnamicharts/postgresql -n db "
           "--create-namespace && KUBECONFIG=~/.kube/lab3 kubectl -n db wait --for=condition=Ready "
           "pod/pg-postgresql-0 --timeout=180s",
           "Pulled: registry-1.docker.io/bitnamicharts/postgresql:16.4.2\nNAME: pg\nLAST DEPLOYED: Wed Mar  4 "
           "19:36:55 2026\nNAMESPACE: db\nSTATUS: deployed\nREVISION: 1\nTEST SUITE: None\n"
           "pod/pg-postgresql-0 condition met"),
        say("bootstrap/20-storage.sh로 local-path를 기본 클래스로 만들었고 postgres가 떴습니다."),
    )
    T.pair("t55-pvc-no-default-storageclass", "l-pvc-bootstrap", "applied",
           "a bootstrap script installs local-path and patches it default before postgres; no unbound PVC")

    T.later(
        "l-pvc-wffc", LAB, "2026-03-06T22:05:00Z", "main",
        user("backup 네임스페이스 PVC가 Pending인데 괜찮은 거야?"),
        ok("kubectl -n backup get pvc",
           "NAME          STATUS    VOLUME   CAPACITY   ACCESS MODES   STORAGECLASS   VOLUMEATTRIBUTESCLASS   AGE\n"
           "restic-cache  Pending                                      local-path     <unset>                 2h"),
        ok("kubectl -n backup describe pvc restic-cache | sed -n '/^Events:/,$p'",
           "Events:\n  Type    Reason                Age                  From                         Message\n"
           "  ----    ------                ----                 ----                         -------\n"
           "  Normal  WaitForFirstConsumer  4m (x482 over 2h)    persistentvolume-controller  waiting for first "
           "consumer to be created before binding"),
        ok("kubectl -n backup get cronjob restic",
           "NAME     SCHEDULE    TIMEZONE   SUSPEND   ACTIVE   LAST SCHEDULE   AGE\n"
           "restic   0 3 * * *   <none>     False     0        <none>          2h"),
        say("정상입니다. local-path는 WaitForFirstConsumer라서 PVC를 쓰는 파드가 생길 때 묶입니다. restic "
            "CronJob이 아직 한 번도 안 돌아서(새벽 3시) 기다리는 중입니다."),
    )
    T.pair("t55-pvc-no-default-storageclass", "l-pvc-wffc", "neither",
           "a Pending PVC from another cause: local-path waits for its first consumer; the default class exists")

    T.later(
        "l-pvc-lab2-annotate", LAB, "2026-03-12T20:40:00Z", "main",
        user("lab2 밀고 다시 만들었어. gitea 올리기 전에 스토리지부터 해줘."),
        ok(f"kubectl --context lab2 apply -f {LP_URL} && kubectl --context lab2 annotate storageclass local-path "
           "storageclass.kubernetes.io/is-default-class=true",
           LOCAL_PATH + "\nstorageclass.storage.k8s.io/local-path annotated"),
        ok("kubectl --context lab2 get storageclass",
           "NAME                   PROVISIONER             RECLAIMPOLICY   VOLUMEBINDINGMODE      "
           "ALLOWVOLUMEEXPANSION   AGE\nlocal-path (default)   rancher.io/local-path   Delete          "
           "WaitForFirstConsumer   false                  9s"),
        ok("helm --kube-context lab2 install gitea gitea-charts/gitea -n git --create-namespace -f "
           "apps/gitea/values.yaml && kubectl --context lab2 -n git wait --for=condition=Ready pod -l "
           "app.kubernetes.io/name=gitea --timeout=300s",
           "NAME: gitea\nLAST DEPLOYED: Thu Mar 12 20:44:18 2026\nNAMESPACE: git\nSTATUS: deployed\nREVISION: 1\n"
           "pod/gitea-6b8d5f7c9d-q4k2m condition met"),
        say("local-path (default)를 먼저 만들고 gitea를 올렸습니다."),
    )
    T.pair("t55-pvc-no-default-storageclass", "l-pvc-lab2-annotate", "applied",
           "marks local-path default with kubectl annotate on the rebuilt lab2 before gitea; nothing stays Pending")

    T.later(
        "l-pvc-nfs-switch", LAB, "2026-03-18T21:15:00Z", "main",
        user("local-path 지우고 NAS의 nfs-subdir-external-provisioner로 바꿨어. 근데 gitea 재설치하니까 "
             "또 Pending이네."),
        err("kubectl -n git wait --for=condition=Ready pod -l app.kubernetes.io/name=gitea --timeout=60s",
            "error: timed out waiting for the condition on pods/gitea-6b8d5f7c9d-7wtlx"),
        ok("kubectl -n git describe pod -l app.kubernetes.io/name=gitea | sed -n '/^Events:/,$p'",
           _pvc_pending("gitea-6b8d5f7c9d-7wtlx", 3)),
        ok("kubectl get storageclass",
           "NAME         PROVISIONER                                     RECLAIMPOLICY   VOLUMEBINDINGMODE   "
           "ALLOWVOLUMEEXPANSION   AGE\nnfs-client   cluster.local/nfs-subdir-external-provisioner   Delete          "
           "Immediate           true                   40m"),
        say("nfs-client가 있긴 한데 기본 클래스가 아니라서(차트의 storageClass.defaultClass가 false) 클래스가 "
            "비어 있는 gitea PVC가 묶이지 않습니다."),
        user("내일 NAS 쪽이랑 같이 볼게. 오늘은 여기까지"),
    )
    T.pair("t55-pvc-no-default-storageclass", "l-pvc-nfs-switch", "recurred",
           "after the switch to nfs-client no class is default and gitea's PVC is unbound again; left for later")

    T.later(
        "l-pvc-memory", LAB, "2026-03-20T18:25:00Z", "main",
        user("loki를 3 replica로 늘렸더니 loki-2가 Pending이야"),
        ok("kubectl -n monitoring describe pod loki-2 | sed -n '/^Events:/,$p'",
           "Events:\n  Type     Reason            Age   From               Message\n"
           "  ----     ------            ----  ----               -------\n"
           "  Warning  FailedScheduling  2m    default-scheduler  0/3 nodes are available: 3 Insufficient memory. "
           "preemption: 0/3 nodes are available: 3 No preemption victims found for incoming pod."),
        say("이번엔 메모리입니다. 요청이 4Gi라 남는 노드가 없습니다. 요청을 1Gi로 낮추겠습니다."),
        ok("kubectl -n monitoring patch statefulset loki --type=json -p '[{\"op\":\"replace\",\"path\":"
           "\"/spec/template/spec/containers/0/resources/requests/memory\",\"value\":\"1Gi\"}]' && kubectl -n "
           "monitoring rollout status statefulset loki --timeout=300s",
           "statefulset.apps/loki patched\nwaiting for statefulset rolling update to complete 0 pods at revision "
           "loki-5c9f6d7b8...\npartitioned roll out complete: 3 new pods have been updated...")
    )
    T.pair("t55-pvc-no-default-storageclass", "l-pvc-memory", "neither",
           "Pending from another cause (Insufficient memory); kubectl patch is used on the statefulset")


# --- RUN --mount on a docker without the buildx component -------------------------------------------------------

def legacy_mount(line: int) -> str:
    return ("DEPRECATED: The legacy builder is deprecated and will be removed in a future release.\n"
            "            Install the buildx component to build images with BuildKit:\n"
            "            https://docs.docker.com/go/buildx/\n\n"
            "Sending build context to Docker daemon  1.372MB\n"
            f"Error response from daemon: dockerfile parse error on line {line}: the --mount option requires "
            "BuildKit. Refer to https://docs.docker.com/go/buildkit/ to learn how to build images with BuildKit "
            "enabled")


def bk_ok(tag: str, steps: int = 12) -> str:
    return ("#0 building with \"default\" instance using docker driver\n\n"
            "#1 [internal] load build definition from Dockerfile\n#1 transferring dockerfile: 612B done\n"
            "#1 DONE 0.0s\n...\n"
            f"#{steps} exporting to image\n#{steps} exporting layers 2.1s done\n"
            f"#{steps} naming to docker.io/library/{tag} done\n#{steps} DONE 2.2s")


BUILDX_APT = ("Reading package lists...\nBuilding dependency tree...\nReading state information...\n"
              "The following NEW packages will be installed:\n  docker-buildx\n"
              "Setting up docker-buildx (0.20.1-0ubuntu1~24.04.2) ...\n")


def _buildx() -> None:
    T.source(
        "s-buildx-mount", ORDERS, "2026-02-10T15:00:00Z", "feat/pip-cache",
        user("I added a pip cache mount to the Dockerfile to speed builds up. Build it here on the ci-build VM as "
             "orders-api:dev."),
        read(f"{ORDERS}/Dockerfile",
             "# syntax=docker/dockerfile:1\nFROM python:3.12-slim\nWORKDIR /app\nENV PIP_NO_COMPILE=1\n"
             "COPY requirements.txt .\n\n# keep pip's cache between builds\n\n"
             "RUN --mount=type=cache,target=/root/.cache/pip pip install -r requirements.txt\nCOPY . .\n"
             "CMD [\"gunicorn\", \"orders.wsgi\", \"-b\", \"0.0.0.0:8000\"]\n"),
        err("docker build -t orders-api:dev .", legacy_mount(9)),
        err("DOCKER_BUILDKIT=1 docker build -t orders-api:dev .",
            "ERROR: BuildKit is enabled but the buildx component is missing or broken.\n"
            "       Install the buildx component to build images with BuildKit:\n"
            "       https://docs.docker.com/go/buildx/"),
        ok("dpkg -l | grep -E 'docker|buildx'",
           "ii  docker.io   27.5.1-0ubuntu3~24.04.2   amd64   Linux container runtime"),
        say("This VM has Ubuntu's docker.io without the buildx plugin, so docker build falls back to the legacy "
            "builder, which doesn't know RUN --mount; and DOCKER_BUILDKIT=1 can't help while buildx is missing. "
            "Ubuntu packages the plugin as docker-buildx (Docker's own apt repository calls it docker-buildx-plugin); "
            "once it is installed docker build uses BuildKit."),
        ok("sudo apt-get install -y docker-buildx && docker build -t orders-api:dev .",
           BUILDX_APT + bk_ok("orders-api:dev")),
    )
    T.lesson(
        "t55-buildx-missing-mount", "global", "en", "s-buildx-mount", "build_config",
        "RUN --mount fails on a docker without the buildx component: install docker-buildx",
        "`docker build` printed the legacy builder's DEPRECATED notice and stopped with dockerfile parse error on "
        "line 9: the --mount option requires BuildKit.",
        "The error's advice (enable BuildKit) is not enough: DOCKER_BUILDKIT=1 then fails with BuildKit is "
        "enabled but the buildx component is missing or broken. The # syntax line does nothing on this builder.",
        "Ubuntu's docker.io package comes without the buildx plugin; without it docker build uses the legacy "
        "builder, which cannot parse RUN --mount (cache or secret mounts).",
        "Install the buildx component (`sudo apt-get install -y docker-buildx` with Ubuntu's docker.io, or "
        "docker-buildx-plugin from Docker's own apt repository); docker build then runs on BuildKit.",
        ["`docker build -t orders-api:dev .` failed: \"the --mount option requires BuildKit\"",
         "`DOCKER_BUILDKIT=1 docker build` failed: \"BuildKit is enabled but the buildx component is missing or "
         "broken\"",
         "`sudo apt-get install -y docker-buildx && docker build -t orders-api:dev .` built: "
         "\"naming to docker.io/library/orders-api:dev done\""])

    T.later(
        "l-buildx-before", ORDERS, "2026-01-26T10:40:00Z", "feat/pip-cache",
        user("build orders-api:dev with the new cache mount"),
        err("docker build -t orders-api:dev .", legacy_mount(9)),
        user("not worth it right now, drop the cache mount"),
        edit(f"{ORDERS}/Dockerfile", "RUN --mount=type=cache,target=/root/.cache/pip pip install -r requirements.txt",
             "RUN pip install --no-cache-dir -r requirements.txt"),
        ok("docker build -q -t orders-api:dev .",
           "sha256:0c4d1e7a9b2f83e5c6d07a1b94e3f25d8c6b71a0e9f4d2c3b5a6e7f8091a2b3c"),
        say("Dropped the mount; the image builds with the legacy builder."),
    )
    T.pair("t55-buildx-missing-mount", "l-buildx-before", "neither",
           "dated before the lesson's source session (it holds the same --mount error)")

    T.later(
        "l-buildx-runner02", ORDERS, "2026-02-27T09:20:00Z", "main",
        user("runner-02 is a fresh Ubuntu 24.04 box with docker.io. Make sure it can build orders-api (the "
             "Dockerfile uses a cache mount) and do a test build there."),
        ok("ssh runner-02 'dpkg -l docker.io docker-buildx 2>&1 | tail -2'",
           "ii  docker.io      27.5.1-0ubuntu3~24.04.2 amd64        Linux container runtime\n"
           "dpkg-query: no packages found matching docker-buildx"),
        say("No buildx there, so docker would use the legacy builder and reject RUN --mount. Installing "
            "docker-buildx first."),
        ok("ssh runner-02 'sudo apt-get install -y docker-buildx'", BUILDX_APT.rstrip()),
        ok("ssh runner-02 'cd ~/orders-api && git pull -q && docker build -t orders-api:ci .'",
           bk_ok("orders-api:ci")),
        say("runner-02 has docker-buildx and builds orders-api with BuildKit."),
    )
    T.pair("t55-buildx-missing-mount", "l-buildx-runner02", "applied",
           "installs docker-buildx on runner-02 over ssh before building the cache-mount Dockerfile; it builds")

    T.later(
        "l-buildx-worker-secret", "/home/dev/src/orders-worker", "2026-03-02T14:00:00Z", "main",
        user("build orders-worker on ci-build2; the Dockerfile now reads the npm token from a secret mount"),
        ok("sed -n 7p Dockerfile", "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci --omit=dev"),
        err("docker build -t orders-worker:dev .", legacy_mount(7)),
        say("ci-build2 has the same docker.io-without-buildx setup, and the legacy builder doesn't know RUN "
            "--mount (nor --secret). Installing docker-buildx."),
        ok("sudo apt-get install -y docker-buildx && docker build --secret id=npmrc,src=$HOME/.npmrc -t "
           "orders-worker:dev .", BUILDX_APT + bk_ok("orders-worker:dev", 10)),
        say("Built with BuildKit; the token stays out of the image layers."),
    )
    T.pair("t55-buildx-missing-mount", "l-buildx-worker-secret", "recurred",
           "on ci-build2 the secret RUN --mount hits the legacy builder's requires BuildKit error; then docker-buildx")

    T.later(
        "l-buildx-du", ORDERS, "2026-03-05T16:30:00Z", "main",
        user("ci-build's disk is at 93%. Clean up old build cache, keep the last week."),
        ok("docker buildx du | tail -3", "Shared:\t\t1.02GB\nPrivate:\t18.4GB\nReclaimable:\t19.1GB"),
        ok("docker buildx prune -f --filter until=168h", "ID\t\t\t\t\t\tRECLAIMABLE\tSIZE\t\tLAST ACCESSED\n...\n"
           "Total:\t14.87GB"),
        ok("df -h / | tail -1", "/dev/sda1        96G   74G   22G  78% /"),
        say("Freed about 15 GB of BuildKit cache older than a week; the disk is at 78%."),
    )
    T.pair("t55-buildx-missing-mount", "l-buildx-du", "neither",
           "buildx is run to measure and prune the build cache; nothing is built")

    T.later(
        "l-buildx-provision", "/home/dev/src/infra-provision", "2026-03-10T11:10:00Z", "main",
        user("Provision build-03 (Debian 12). Use Docker's own apt repo, and make sure it can build our images "
             "(they use cache and secret mounts). Then test with orders-api."),
        write("/home/dev/src/infra-provision/scripts/docker-host.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\n"
              "install -m 0755 -d /etc/apt/keyrings\n"
              "curl -fsSL https://download.docker.com/linux/debian/gpg -o /etc/apt/keyrings/docker.asc\n"
              "echo \"deb [signed-by=/etc/apt/keyrings/docker.asc] https://download.docker.com/linux/debian "
              "bookworm stable\" > /etc/apt/sources.list.d/docker.list\napt-get update -q\n"
              "# buildx is what makes docker build use BuildKit (RUN --mount)\n"
              "apt-get install -y docker-ce docker-ce-cli containerd.io docker-buildx-plugin docker-compose-plugin\n"),
        ok("ssh root@build-03 'bash -s' < scripts/docker-host.sh | tail -2",
           "Setting up docker-buildx-plugin (0.21.1-1~debian.12~bookworm) ...\n"
           "Setting up docker-ce (5:28.0.1-1~debian.12~bookworm) ..."),
        ok("ssh root@build-03 'git clone -q https://git.acme.example/orders-api.git && cd orders-api && docker "
           "build -t orders-api:test .'", bk_ok("orders-api:test")),
        say("build-03 runs Docker 28 with the buildx plugin; orders-api builds there."),
    )
    T.pair("t55-buildx-missing-mount", "l-buildx-provision", "applied",
           "the provisioning script installs docker-buildx-plugin before the mount-using build; it builds")

    T.later(
        "l-buildx-staging", ORDERS, "2026-03-13T17:45:00Z", "main",
        user("build the image on staging-01 directly, CI is down"),
        err("ssh staging-01 'cd /srv/orders-api && git pull -q && docker build -t orders-api:staging .'",
            legacy_mount(9)),
        say("staging-01 has docker without buildx, so its legacy builder rejects the cache mount. Installing "
            "docker-buildx there would fix it."),
        user("no package installs on staging. I'll wait for CI"),
    )
    T.pair("t55-buildx-missing-mount", "l-buildx-staging", "recurred",
           "on staging-01 over ssh docker build fails with the --mount option requires BuildKit; not fixed")

    T.later(
        "l-buildx-cachekey", ORDERS, "2026-03-19T10:05:00Z", "feat/lockfile",
        user("I switched to requirements.lock, build orders-api:dev"),
        err("docker build -t orders-api:dev .",
            "#0 building with \"default\" instance using docker driver\n...\n"
            "#7 [3/5] COPY requirements.lock .\n#7 ERROR: failed to calculate checksum of ref "
            "k2x1v9q0h3y4c5b6n7m8: \"/requirements.lock\": not found\n------\n > [3/5] COPY requirements.lock .:\n"
            "------\nDockerfile:5\n--------------------\n   3 |     WORKDIR /app\n   4 |     ENV PIP_NO_COMPILE=1\n"
            "   5 | >>> COPY requirements.lock .\n--------------------\nERROR: failed to solve: failed to compute "
            "cache key: failed to calculate checksum of ref k2x1v9q0h3y4c5b6n7m8: \"/requirements.lock\": not "
            "found"),
        ok("grep -n lock .dockerignore", "4:*.lock"),
        edit(f"{ORDERS}/.dockerignore", "*.lock\n", "*.lock\n!requirements.lock\n"),
        ok("docker build -t orders-api:dev .", bk_ok("orders-api:dev")),
        say(".dockerignore excluded *.lock; requirements.lock is let back in and the build passes."),
    )
    T.pair("t55-buildx-missing-mount", "l-buildx-cachekey", "neither",
           "a different BuildKit error (a file left out of the context), on a host that has buildx")


FILLS = [_helm_adopt, _pvc, _buildx]
