"""corpus37's scripted sessions, part three: RKE2 (a Task), eksctl on macOS zsh (a rejected tool use), GRUB/dracut
on Fedora (Korean), Spectral with openapi-generator-cli in PowerShell 7 (a Task)."""
from __future__ import annotations

from tests.truth.corpus37_common import REJECTED

JOURNAL_REPLY = (
    "I read `journalctl -u rke2-server -b --no-pager` (1,847 lines). The service starts, extracts the runtime "
    "image, then dies on every restart with the same fatal line:\n\n"
    "```\nlevel=fatal msg=\"starting kubernetes: preparing server: init cluster datastore and https: listen tcp "
    ":6443: bind: address already in use\"\n```\n\n"
    "`ss -ltnp 'sport = :6443'` shows the port held by `k3s` (pid 1432). `systemctl is-active k3s` returns `active`: "
    "the k3s test install from February is still enabled. /usr/local/bin/k3s-uninstall.sh exists. Nothing else in "
    "the journal looks fatal (the earlier `Failed to get CNI` warnings are normal before the CNI comes up).")

S11 = [
    ("user", "install rke2 server on stor-k8s01 (rocky 9) so we can move off the k3s test box. just the server for now"),
    ("bash", "curl -sfL https://get.rke2.io | sudo INSTALL_RKE2_CHANNEL=stable sh - && sudo systemctl enable --now "
             "rke2-server",
     "Exit code 1\n[INFO]  using stable channel\n[INFO]  using 1.30 series from channel stable\nRocky Linux 9 - "
     "BaseOS   12 kB/s | 4.1 kB  00:00\nDependencies resolved.\n(... 58 lines of dnf output ...)\nInstalled:\n  "
     "rke2-common-1.30.6~rke2r1-0.el9.x86_64  rke2-selinux-0.18-1.el9.noarch  rke2-server-1.30.6~rke2r1-0.el9.x86_64\n\n"
     "Complete!\nCreated symlink /etc/systemd/system/multi-user.target.wants/rke2-server.service → "
     "/usr/lib/systemd/system/rke2-server.service.\nJob for rke2-server.service failed because the control process "
     "exited with error code.\nSee \"systemctl status rke2-server.service\" and \"journalctl -xeu "
     "rke2-server.service\" for details.", True),
    ("task", "Read the rke2-server journal",
     "On stor-k8s01, read `journalctl -u rke2-server -b --no-pager`, find why rke2-server exits, and check what "
     "holds any port it complains about. Report the fatal line verbatim. Don't change anything.", JOURNAL_REPLY),
    ("say", "Port 6443 is still held by the old k3s. Since this box replaces k3s, I'll remove it with its uninstall "
            "script and restart rke2."),
    ("bash", "sudo /usr/local/bin/k3s-uninstall.sh >/tmp/k3s-uninstall.log 2>&1; sudo systemctl restart rke2-server "
             "&& systemctl is-active rke2-server",
     "active", False),
    ("bash", "kubectl get nodes", "Exit code 127\nbash: kubectl: command not found", True),
    ("bash", "export PATH=$PATH:/var/lib/rancher/rke2/bin KUBECONFIG=/etc/rancher/rke2/rke2.yaml && sudo -E "
             "kubectl get nodes -o wide",
     "NAME          STATUS   ROLES                       AGE   VERSION          INTERNAL-IP   EXTERNAL-IP   "
     "OS-IMAGE                      KERNEL-VERSION                 CONTAINER-RUNTIME\nstor-k8s01    Ready    "
     "control-plane,etcd,master   3m    v1.30.6+rke2r1   10.0.5.31     <none>        Rocky Linux 9.4 (Blue Onyx)   "
     "5.14.0-427.22.1.el9_4.x86_64   containerd://1.7.22-k3s1", False),
    ("say", "The node is Ready. RKE2 ships kubectl under /var/lib/rancher/rke2/bin and writes its kubeconfig to "
            "/etc/rancher/rke2/rke2.yaml (root-only). I'll make that permanent for your shell."),
    ("edit", "/home/ops/.bashrc", "# User specific aliases and functions\n",
     "# User specific aliases and functions\nexport PATH=$PATH:/var/lib/rancher/rke2/bin\n"
     "export KUBECONFIG=/etc/rancher/rke2/rke2.yaml\n"),
    ("user", "can you also write the steps into docs/rke2.md for the team"),
    ("write", "/home/ops/infra/docs/rke2.md",
     "# RKE2 server on stor-k8s01\n\n1. Remove k3s first: `sudo /usr/local/bin/k3s-uninstall.sh` (it holds :6443).\n"
     "2. `curl -sfL https://get.rke2.io | sudo INSTALL_RKE2_CHANNEL=stable sh -`\n"
     "3. `sudo systemctl enable --now rke2-server`\n4. kubectl: /var/lib/rancher/rke2/bin, kubeconfig: "
     "/etc/rancher/rke2/rke2.yaml\n"),
    ("user", "perfect, the doc reads well"),
]

EKS_EXPIRED = (
    "Exit code 1\nError: checking AWS STS access – cannot get role ARN for current session: operation error STS: "
    "GetCallerIdentity, https response error StatusCode: 403, RequestID: 5b0c3e7a-2f1d-4f0e-9d4b-7a1c2e3f4d5e, "
    "api error ExpiredToken: The security token included in the request is expired")
EKS_OK = """2025-03-14 10:41:02 [ℹ]  nodegroup "ng-arm" will use "" [AmazonLinux2023/1.30]
2025-03-14 10:41:03 [ℹ]  1 nodegroup (ng-arm) was included (based on the include/exclude rules)
2025-03-14 10:41:03 [ℹ]  will create a CloudFormation stack for each of 1 managed nodegroups in cluster "prod-eu"
2025-03-14 10:41:03 [ℹ]  building managed nodegroup stack "eksctl-prod-eu-nodegroup-ng-arm"
2025-03-14 10:41:04 [ℹ]  deploying stack "eksctl-prod-eu-nodegroup-ng-arm"
2025-03-14 10:41:04 [ℹ]  waiting for CloudFormation stack "eksctl-prod-eu-nodegroup-ng-arm"
2025-03-14 10:44:37 [ℹ]  waiting for CloudFormation stack "eksctl-prod-eu-nodegroup-ng-arm"
2025-03-14 10:44:38 [ℹ]  no tasks
2025-03-14 10:44:38 [✔]  created 0 nodegroup(s) in cluster "prod-eu"
2025-03-14 10:44:38 [ℹ]  nodegroup "ng-arm" has 2 node(s)
2025-03-14 10:44:38 [ℹ]  node "ip-10-40-12-87.eu-west-1.compute.internal" is ready
2025-03-14 10:44:38 [ℹ]  node "ip-10-40-44-5.eu-west-1.compute.internal" is ready
2025-03-14 10:44:38 [✔]  created 1 managed nodegroup(s) in cluster "prod-eu\""""

S12 = [
    ("user", "add a graviton nodegroup ng-arm (m7g.large x2) to prod-eu with eksctl. profile is prod"),
    ("bash", "eksctl create nodegroup --cluster prod-eu --region eu-west-1 --name ng-arm --node-type m7g.large "
             "--nodes 2 --profile prod", EKS_EXPIRED, True),
    ("say", "The prod SSO session has expired. Please run `aws sso login --profile prod` in your terminal (it opens a "
            "browser), then tell me."),
    ("user", "done, logged in"),
    ("bash", "eksctl create nodegroup --cluster prod-eu --region eu-west-1 --name ng-arm --node-type m7g.large "
             "--nodes 2 --profile prod", EKS_OK, False),
    ("user", "nodes are up but the report-worker pods that landed there crashloop"),
    ("bash", "kubectl --context prod-eu -n reports logs deploy/report-worker --tail=5",
     "Found 3 pods, using pod/report-worker-6c9f7d8b54-x2lqz\nexec /usr/local/bin/report-worker: exec format error",
     False),
    ("bash", "kubectl --context prod-eu -n reports get pods -o wide | grep report-worker",
     "report-worker-6c9f7d8b54-x2lqz   0/1     CrashLoopBackOff   5 (31s ago)   4m    10.40.12.143   "
     "ip-10-40-12-87.eu-west-1.compute.internal   <none>   <none>\nreport-worker-6c9f7d8b54-q8w4n   1/1     Running"
     "            0             2d    10.40.7.21     ip-10-40-7-9.eu-west-1.compute.internal     <none>   <none>",
     False),
    ("say", "`exec format error` on the new nodes only: the report-worker image is built for amd64, and the "
            "scheduler put a replica on an arm64 node. Pinning the deployment to amd64 nodes stops that until a "
            "multi-arch image exists."),
    ("tool", "Bash",
     {"command": "kubectl --context prod-eu -n reports patch deploy report-worker -p "
                 "'{\"spec\":{\"template\":{\"spec\":{\"nodeSelector\":{\"kubernetes.io/arch\":\"amd64\"}}}}}'",
      "description": "Pin report-worker to amd64 nodes"}, REJECTED, True),
    ("user", "no, don't patch prod by hand, argo will revert it anyway. I'll put the nodeSelector in the helm "
             "values via a PR"),
    ("say", "Understood, I won't touch the cluster. In the chart values it's `nodeSelector: {kubernetes.io/arch: "
            "amd64}` for report-worker."),
]

S13 = [
    ("user", "GPU 패스스루 하려고 커널 파라미터 intel_iommu=on iommu=pt 넣고 vfio 모듈을 initramfs에 넣어주세요. "
             "Fedora 40이에요"),
    ("edit", "/etc/default/grub", 'GRUB_CMDLINE_LINUX="rhgb quiet"',
     'GRUB_CMDLINE_LINUX="rhgb quiet intel_iommu=on iommu=pt"'),
    ("bash", "sudo grub2-mkconfig -o /boot/grub2/grub.cfg",
     "Generating grub configuration file ...\nAdding boot menu entry for UEFI Firmware Settings ...\ndone", False),
    ("bash", "sudo dracut -f --kver $(uname -r)", "", False),
    ("write", "/etc/dracut.conf.d/vfio.conf", 'add_drivers+=" vfio vfio_iommu_type1 vfio_pci "\n'),
    ("say", "GRUB 설정과 vfio.conf를 넣었습니다. 재부팅 후 `cat /proc/cmdline`으로 확인해 주세요."),
    ("user", "재부팅했는데 /proc/cmdline에 intel_iommu가 없어요"),
    ("bash", "cat /proc/cmdline",
     "BOOT_IMAGE=(hd0,gpt2)/vmlinuz-6.8.9-300.fc40.x86_64 root=UUID=3f1c2a7e-9b0d-4e55-8c1a-2d7f6b9e0a41 ro "
     "rootflags=subvol=root rhgb quiet", False),
    ("bash", "sudo grubby --info=DEFAULT",
     "index=0\nkernel=\"/boot/vmlinuz-6.8.9-300.fc40.x86_64\"\nargs=\"ro rootflags=subvol=root rhgb quiet\"\n"
     "root=\"UUID=3f1c2a7e-9b0d-4e55-8c1a-2d7f6b9e0a41\"\ninitrd=\"/boot/initramfs-6.8.9-300.fc40.x86_64.img\"\n"
     "title=\"Fedora Linux (6.8.9-300.fc40.x86_64) 40 (Workstation Edition)\"\nid=\"a1b2c3d4e5f6-6.8.9-300.fc40.x86_64\"",
     False),
    ("say", "Fedora는 BLS(Boot Loader Specification) 항목을 쓰기 때문에 /etc/default/grub을 고치고 grub2-mkconfig를 "
            "돌려도 기존 커널 항목의 args는 바뀌지 않습니다. grubby로 직접 넣겠습니다."),
    ("bash", "sudo grubby --update-kernel=ALL --args=\"intel_iommu=on iommu=pt\" && sudo grubby --info=DEFAULT | "
             "grep ^args",
     "args=\"ro rootflags=subvol=root rhgb quiet intel_iommu=on iommu=pt\"", False),
    ("bash", "lsinitrd /boot/initramfs-$(uname -r).img | grep -c vfio", "Exit code 1\n0", True),
    ("say", "initramfs에도 vfio가 없습니다. 재부팅 후에 다시 확인해 볼게요."),
    ("user", "재부팅했어요. /proc/cmdline에 intel_iommu=on iommu=pt 이제 있어요! 근데 vfio-pci는 여전히 안 잡혀요"),
]

SPECTRAL_1 = """Exit code 1

C:\\Users\\kofi\\api\\openapi.yaml
 12:11    warning  operation-description     Operation "description" must be present and non-empty string.  paths./orders.get
 31:21      error  oas3-valid-media-example  "id" property type must be string                             paths./orders.get.responses[200].content.application/json.example.id

✖ 2 problems (1 error, 1 warning, 0 infos, 0 hints)"""
JDK_REPLY = (
    "Searched the usual JDK locations on this machine:\n\n- `C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.10.7-hotspot` "
    "(Temurin 17, has bin\\java.exe)\n- nothing under `C:\\Program Files\\Java`\n\n`JAVA_HOME` is not set in the "
    "user or machine environment, and no java.exe is on PATH, which is why the generator wrapper can't spawn java. "
    "Options: (1) set JAVA_HOME and put %JAVA_HOME%\\bin on PATH, (2) run the `openapitools/openapi-generator-cli` "
    "Docker image instead of the npm wrapper (Docker Desktop is installed). No changes made.")

S14 = [
    ("user", "lint our openapi.yaml with spectral and generate the TS client with openapi-generator. pwsh 7 on win11"),
    ("bash", "npx @stoplight/spectral-cli lint openapi.yaml", SPECTRAL_1, True),
    ("edit", "C:\\Users\\kofi\\api\\openapi.yaml", "                    id: 1042", "                    id: \"1042\""),
    ("bash", "npx @stoplight/spectral-cli lint openapi.yaml --fail-severity=error",
     "\nC:\\Users\\kofi\\api\\openapi.yaml\n 12:11  warning  operation-description  Operation \"description\" must be "
     "present and non-empty string.  paths./orders.get\n\n✖ 1 problem (0 errors, 1 warning, 0 infos, 0 hints)",
     False),
    ("bash", "npx @openapitools/openapi-generator-cli generate -i openapi.yaml -g typescript-fetch -o clients\\ts",
     "Exit code 1\n'java' is not recognized as an internal or external command,\noperable program or batch file.\n"
     "Error: Command failed: java -jar \"C:\\Users\\kofi\\api\\node_modules\\@openapitools\\openapi-generator-cli\\"
     "versions\\7.10.0.jar\" generate -i openapi.yaml -g typescript-fetch -o clients\\ts", True),
    ("task", "Find a JDK on this machine",
     "Look for an installed JDK on this Windows machine (Program Files, Adoptium, Java folders), check JAVA_HOME "
     "and PATH for user and machine, and report what openapi-generator-cli could use. Don't change anything.",
     JDK_REPLY),
    ("bash", "$env:JAVA_HOME = 'C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.10.7-hotspot'; $env:Path = "
             "\"$env:JAVA_HOME\\bin;$env:Path\"; npx @openapitools/openapi-generator-cli generate -i openapi.yaml -g "
             "typescript-fetch -o clients\\ts",
     "[main] INFO  o.o.codegen.DefaultGenerator - Generating with dryRun=false\n[main] INFO  "
     "o.o.codegen.DefaultGenerator - writing file C:\\Users\\kofi\\api\\clients\\ts\\apis\\OrdersApi.ts\n[main] INFO  "
     "o.o.codegen.DefaultGenerator - writing file C:\\Users\\kofi\\api\\clients\\ts\\models\\Order.ts\n[main] INFO  "
     "o.o.codegen.TemplateManager - writing file C:\\Users\\kofi\\api\\clients\\ts\\runtime.ts\n"
     "################################################################################\n# Thanks for using OpenAPI "
     "Generator.                                          #\n"
     "################################################################################", False),
    ("user", "great. make java work in new terminals too please"),
    ("bash", "setx JAVA_HOME \"C:\\Program Files\\Eclipse Adoptium\\jdk-17.0.10.7-hotspot\"",
     "\nSUCCESS: Specified value was saved.", False),
    ("say", "JAVA_HOME is saved for your user. Open a new terminal and `java -version` should work."),
    ("user", "new terminal, still \"'java' is not recognized as an internal or external command\""),
    ("say", "Right: setx only set JAVA_HOME; it doesn't put %JAVA_HOME%\\bin on PATH. That needs the user Path "
            "variable edited in System Properties > Environment Variables."),
]

SOURCES = {
    "s11-rke2-rocky": ("/home/ops/infra", "2025-03-14T07:50:00Z", "rke2", S11),
    "s12-eksctl-zsh": ("/Users/nadia/work/platform", "2025-03-14T10:38:00Z", "main", S12),
    "s13-grub-dracut-ko": ("/home/minho", "2025-03-14T12:05:00Z", "HEAD", S13),
    "s14-spectral-openapi-pwsh": ("C:\\Users\\kofi\\api", "2025-03-14T16:20:00Z", "client-gen", S14),
}
