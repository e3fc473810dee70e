"""Cases of the forty-eighth tracking corpus, part c: a MySQL import stopped by the server's max_allowed_packet,
pip's build isolation hiding an installed torch from flash-attn's build (a Korean lesson), and Ingress manifests
on extensions/v1beta1 after Kubernetes 1.22 (a prose-only fix). The labelling rules are in tracking48_cases.py."""
from __future__ import annotations

from tests.truth.tracking48_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- MySQL ERROR 1153: a row bigger than the server's max_allowed_packet ----------------------------------

def _packet(line: int) -> str:
    return f"ERROR 1153 (08S01) at line {line}: Got a packet bigger than 'max_allowed_packet' bytes"


def _maxpacket() -> None:
    T.source(
        "s-maxpacket", "/home/dev/src/crm", "2025-05-19T15:10:00Z", "main",
        user("Load last night's prod dump into my local MySQL (the compose one on 3306)."),
        err("mysql -h 127.0.0.1 -P 3306 -u root crm < dumps/crm_2025-05-18.sql", _packet(2841)),
        ok("mysql -h 127.0.0.1 -u root -N -e 'SELECT @@version, @@global.max_allowed_packet'", "8.0.37\t67108864"),
        say("The server's max_allowed_packet is the 64 MB default and the attachments table has rows bigger than "
            "that in a single INSERT. Raising it on the server, then passing the same limit to the client."),
        ok("mysql -h 127.0.0.1 -u root -e 'SET GLOBAL max_allowed_packet=1073741824'", ""),
        ok("mysql --max_allowed_packet=1G -h 127.0.0.1 -P 3306 -u root crm < dumps/crm_2025-05-18.sql && "
           "mysql -h 127.0.0.1 -u root -N -e 'SELECT COUNT(*) FROM crm.attachments'", "18234"),
    )
    T.lesson(
        "t48-maxpacket", "global", "en", "s-maxpacket", "tool_quirk",
        "Importing a dump with large BLOB rows fails on MySQL's default max_allowed_packet",
        "`mysql ... < dump.sql` stops part way with `ERROR 1153 (08S01) at line 2841: Got a packet bigger than "
        "'max_allowed_packet' bytes`.",
        "The dump came from a server where it loads fine, and raising only the client's `--max_allowed_packet` "
        "does not help: the server is the one refusing the packet.",
        "mysqldump writes extended INSERTs; a statement with big BLOB rows exceeds the receiving server's "
        "max_allowed_packet (64 MB by default in MySQL 8.0), and the server drops the connection with 1153.",
        "Raise the limit on the server before importing: `SET GLOBAL max_allowed_packet=1073741824;` (new "
        "connections only), or start mysqld with `--max-allowed-packet=1G` (the compose `command:`) or "
        "`max_allowed_packet=1G` under [mysqld] in my.cnf; and run the client with `--max_allowed_packet=1G`.",
        ["`ERROR 1153 (08S01) at line 2841: Got a packet bigger than 'max_allowed_packet' bytes`",
         "`8.0.37\t67108864`",
         "after `SET GLOBAL max_allowed_packet=1073741824` the import with `--max_allowed_packet=1G` loaded and "
         "counted `18234` attachments"],
    )
    T.later(
        "l-maxpacket-compose", "/home/dev/src/helpdesk", "2025-06-10T09:00:00Z", "chore/local-db",
        user("Set up a local MySQL for helpdesk in compose and load dumps/helpdesk.sql; it has the big ticket "
             "attachments table."),
        write("/home/dev/src/helpdesk/compose.yaml",
              "services:\n  db:\n    image: mysql:8.0\n    command: --max-allowed-packet=1G\n    environment:\n"
              "      MYSQL_ALLOW_EMPTY_PASSWORD: \"yes\"\n      MYSQL_DATABASE: helpdesk\n    ports:\n"
              "      - \"3306:3306\"\n"),
        ok("docker compose up -d --wait db", " ✔ Container helpdesk-db-1  Healthy"),
        ok("mysql --max_allowed_packet=1G -h 127.0.0.1 -u root helpdesk < dumps/helpdesk.sql && mysql -h "
           "127.0.0.1 -u root -N -e 'SELECT COUNT(*) FROM helpdesk.ticket_files'", "7730"),
    )
    T.pair("t48-maxpacket", "l-maxpacket-compose", "applied",
           "starts mysqld with --max-allowed-packet=1G in compose before the import; it loads without 1153")
    T.later(
        "l-maxpacket-ssh-vm", "/home/dev/src/crm", "2025-07-14T20:30:00Z", "main",
        user("Refresh the QA database on qa-db-1 from the latest dump."),
        ok("ssh qa-db-1 \"mysql -e 'SET GLOBAL max_allowed_packet=1073741824'\"", ""),
        ok("ssh qa-db-1 'mysql --max_allowed_packet=1G crm < /srv/dumps/crm_2025-07-13.sql && echo loaded'",
           "loaded"),
    )
    T.pair("t48-maxpacket", "l-maxpacket-ssh-vm", "applied",
           "raises the server's max_allowed_packet over ssh before importing; the load succeeds")
    T.later(
        "l-maxpacket-docker-exec", "/home/dev/src/wiki", "2025-06-26T12:45:00Z", "main",
        user("Restore the wiki dump into the db container."),
        err("docker exec -i wiki-db-1 mysql -u root -psecret wiki < backups/wiki-2025-06-25.sql",
            "mysql: [Warning] Using a password on the command line interface can be insecure.\n" + _packet(97)),
        ok("docker exec wiki-db-1 mysql -u root -psecret -e 'SET GLOBAL max_allowed_packet=536870912' && docker "
           "exec -i wiki-db-1 mysql --max_allowed_packet=512M -u root -psecret wiki < backups/wiki-2025-06-25.sql",
           "mysql: [Warning] Using a password on the command line interface can be insecure.\nmysql: [Warning] "
           "Using a password on the command line interface can be insecure."),
    )
    T.pair("t48-maxpacket", "l-maxpacket-docker-exec", "recurred",
           "ERROR 1153 max_allowed_packet on a restore through docker exec, then raised")
    T.later(
        "l-maxpacket-pwsh", "C:\\Users\\dev\\src\\erp", "2025-08-08T07:10:00Z", "main",
        user("Import erp_full.sql into the local MySQL 8.4 service on Windows."),
        err("powershell -NoProfile -Command \"Get-Content -Raw dumps\\erp_full.sql | mysql -u root erp\"",
            _packet(5120)),
        say("The server is on its default 64 MB max_allowed_packet; the erp_documents inserts are bigger."),
    )
    T.pair("t48-maxpacket", "l-maxpacket-pwsh", "recurred",
           "the same 1153 packet error importing on Windows through PowerShell")
    T.later(
        "l-maxpacket-collation", "/home/dev/src/crm", "2025-06-15T10:20:00Z", "feat/mariadb",
        user("Try loading the prod dump into the MariaDB 10.6 container we're evaluating."),
        err("mysql -h 127.0.0.1 -P 3307 -u root crm < dumps/crm_2025-06-14.sql",
            "ERROR 1273 (HY000) at line 25: Unknown collation: 'utf8mb4_0900_ai_ci'"),
        ok("sed 's/utf8mb4_0900_ai_ci/utf8mb4_unicode_ci/g' dumps/crm_2025-06-14.sql | mysql -h 127.0.0.1 -P 3307 "
           "-u root crm && echo ok", "ok"),
    )
    T.pair("t48-maxpacket", "l-maxpacket-collation", "neither",
           "a different import error (unknown MySQL 8 collation on MariaDB), no packet limit involved")
    T.later(
        "l-maxpacket-runbook", "/home/dev/src/ops-notes", "2025-07-28T14:00:00Z", "docs/mysql",
        user("The nightly QA import died last week with \"Got a packet bigger than 'max_allowed_packet' bytes\". "
             "Add that to the runbook's troubleshooting list."),
        edit("/home/dev/src/ops-notes/mysql.md", "## Troubleshooting\n",
             "## Troubleshooting\n\n- ERROR 1153 on import: `SET GLOBAL max_allowed_packet=1073741824` on the "
             "server, then import with `--max_allowed_packet=1G`.\n"),
    )
    T.pair("t48-maxpacket", "l-maxpacket-runbook", "neither",
           "the error quoted and the fix only written into the runbook; nothing is run")
    T.later(
        "l-maxpacket-before", "/home/dev/src/crm", "2025-04-11T16:00:00Z", "main",
        user("Load the April dump locally."),
        err("mysql -h 127.0.0.1 -u root crm < dumps/crm_2025-04-10.sql", _packet(2790)),
        ok("mysql -h 127.0.0.1 -u root -e 'SET GLOBAL max_allowed_packet=1073741824' && mysql "
           "--max_allowed_packet=1G -h 127.0.0.1 -u root crm < dumps/crm_2025-04-10.sql && echo ok", "ok"),
    )
    T.pair("t48-maxpacket", "l-maxpacket-before", "neither", "dated before the lesson's source session, so neither")


# --- flash-attn and pip's build isolation (Korean) ---------------------------------------------------------

def _iso_fail(pkg: str, ver: str, size: str) -> str:
    return (f"Collecting {pkg}\n  Downloading {pkg.replace('-', '_')}-{ver}.tar.gz ({size})\n"
            "  Installing build dependencies ... done\n  Getting requirements to build wheel ... error\n"
            "  error: subprocess-exited-with-error\n  \n  × Getting requirements to build wheel did not run "
            "successfully.\n  │ exit code: 1\n  ╰─> [17 lines of output]\n      Traceback (most recent call last):\n"
            "      ...\n        File \"<string>\", line 19, in <module>\n      ModuleNotFoundError: No module named "
            "'torch'\n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not "
            "a problem with pip.\nerror: subprocess-exited-with-error\n\n× Getting requirements to build wheel did "
            "not run successfully.\n│ exit code: 1\n╰─> See above for output.\n\nnote: This error originates from a "
            "subprocess, and is likely not a problem with pip.")


def _flashattn() -> None:
    T.source(
        "s-flashattn", "/home/yuna/llm-ft", "2025-05-21T04:30:00Z", "exp/long-ctx",
        user("venv에 torch 2.3은 이미 깔려 있어요. flash-attn 설치해 주세요."),
        err(".venv/bin/pip install flash-attn", _iso_fail("flash-attn", "2.6.3", "2.6 MB")),
        ok(".venv/bin/python -c 'import torch; print(torch.__version__)'", "2.3.1+cu121"),
        say("torch는 venv에 있지만 pip는 빌드를 격리된 임시 환경에서 돌리기 때문에 flash-attn의 setup.py가 torch를 "
            "import하지 못합니다. 빌드 격리를 끄고 설치하겠습니다."),
        ok(".venv/bin/pip install flash-attn --no-build-isolation",
           "Collecting flash-attn\n  Using cached flash_attn-2.6.3.tar.gz (2.6 MB)\n  Preparing metadata "
           "(setup.py) ... done\nBuilding wheels for collected packages: flash-attn\n  Building wheel for flash-attn "
           "(setup.py) ... done\nSuccessfully built flash-attn\nInstalling collected packages: einops, flash-attn\n"
           "Successfully installed einops-0.8.0 flash-attn-2.6.3"),
    )
    T.lesson(
        "t48-flashattn", "global", "ko", "s-flashattn", "env_setup",
        "torch가 설치돼 있어도 flash-attn 설치가 빌드 격리 때문에 'No module named torch'로 실패한다",
        "`pip install flash-attn`이 `Getting requirements to build wheel ... error` 단계에서 "
        "`ModuleNotFoundError: No module named 'torch'`로 실패한다.",
        "같은 venv에서 `import torch`는 잘 되기 때문에 venv가 잘못 잡힌 것처럼 보인다.",
        "pip는 기본적으로 PEP 517 빌드를 격리된 임시 환경에서 실행하고, 그 환경에는 pyproject에 선언된 빌드 의존성만 "
        "설치된다. flash-attn(그리고 mamba-ssm, causal-conv1d 같은 CUDA 확장)은 setup.py에서 torch를 import하지만 "
        "torch를 빌드 의존성으로 선언하지 않는다.",
        "torch를 먼저 설치한 뒤 빌드 격리를 끄고 설치한다: `pip install flash-attn --no-build-isolation`. uv에서는 "
        "`uv pip install flash-attn --no-build-isolation`, 또는 pyproject의 `[tool.uv]`에 "
        "`no-build-isolation-package = [\"flash-attn\"]`.",
        ["`Getting requirements to build wheel ... error`", "`ModuleNotFoundError: No module named 'torch'`",
         "`2.3.1+cu121`",
         "`pip install flash-attn --no-build-isolation` → `Successfully installed einops-0.8.0 flash-attn-2.6.3`"],
    )
    T.later(
        "l-flashattn-dockerfile", "/home/yuna/serve", "2025-06-17T02:40:00Z", "feat/image",
        user("서빙 이미지에 torch랑 flash-attn 넣어서 빌드해 주세요."),
        write("/home/yuna/serve/Dockerfile",
              "FROM nvidia/cuda:12.1.1-devel-ubuntu22.04\nRUN apt-get update && apt-get install -y python3-pip\n"
              "RUN pip3 install torch==2.3.1\nRUN pip3 install --no-build-isolation flash-attn==2.5.8\n"
              "COPY . /app\n"),
        ok("docker build -t serve:fa .", "#7 [4/5] RUN pip3 install --no-build-isolation flash-attn==2.5.8\n"
           "#7 212.4 Successfully installed einops-0.8.0 flash-attn-2.5.8\n#9 naming to docker.io/library/serve:fa "
           "done"),
    )
    T.pair("t48-flashattn", "l-flashattn-dockerfile", "applied",
           "installs flash-attn with --no-build-isolation after torch in a Dockerfile it builds; no torch error")
    T.later(
        "l-flashattn-uvconfig", "/home/yuna/llm-ft", "2025-07-04T05:00:00Z", "chore/uv",
        user("프로젝트를 uv로 옮겨 주세요. flash-attn도 의존성에 포함해서요."),
        edit("/home/yuna/llm-ft/pyproject.toml", "[tool.uv]\n",
             "[tool.uv]\nno-build-isolation-package = [\"flash-attn\"]\n"),
        ok("uv sync", "Resolved 61 packages in 1.12s\n   Built flash-attn==2.6.3\nPrepared 2 packages in 3m 41s\n"
           "Installed 61 packages in 402ms\n + flash-attn==2.6.3\n + torch==2.3.1"),
    )
    T.pair("t48-flashattn", "l-flashattn-uvconfig", "applied",
           "sets uv's no-build-isolation-package for flash-attn in pyproject, and uv sync builds it")
    T.later(
        "l-flashattn-gpubox", "/home/yuna/llm-ft", "2025-08-01T01:20:00Z", "exp/long-ctx",
        user("gpu-07에 환경 세팅해 주세요. requirements.txt 그대로요."),
        err("ssh gpu-07 'cd ~/llm-ft && .venv/bin/pip install -r requirements.txt'",
            "Requirement already satisfied: torch==2.3.1 in ./.venv/lib/python3.10/site-packages (from -r "
            "requirements.txt (line 1)) (2.3.1)\n" + _iso_fail("flash-attn", "2.6.3", "2.6 MB")),
        ok("ssh gpu-07 'cd ~/llm-ft && .venv/bin/pip install --no-build-isolation flash-attn==2.6.3 && "
           ".venv/bin/pip install -r requirements.txt'", "Successfully installed einops-0.8.0 flash-attn-2.6.3"),
    )
    T.pair("t48-flashattn", "l-flashattn-gpubox", "recurred",
           "flash-attn's build can't see torch under build isolation on another GPU host, then fixed")
    T.later(
        "l-flashattn-mamba", "/home/yuna/ssm-bench", "2025-08-25T03:10:00Z", "main",
        user("mamba-ssm 설치해 주세요. torch는 있어요."),
        err(".venv/bin/pip install causal-conv1d mamba-ssm", _iso_fail("causal-conv1d", "1.4.0", "9.3 kB")),
        say("causal-conv1d도 setup.py에서 torch를 import해서 격리된 빌드 환경에서 실패합니다."),
    )
    T.pair("t48-flashattn", "l-flashattn-mamba", "recurred",
           "another CUDA extension (causal-conv1d) fails on `No module named 'torch'` under build isolation")
    T.later(
        "l-flashattn-abi", "/home/yuna/llm-ft", "2025-06-21T07:00:00Z", "exp/torch24",
        user("torch를 2.4로 올렸더니 학습 스크립트가 시작을 안 해요."),
        err(".venv/bin/python train.py --dry-run",
            "Traceback (most recent call last):\n  File \"/home/yuna/llm-ft/train.py\", line 6, in <module>\n"
            "    from flash_attn import flash_attn_func\n  File \"/home/yuna/llm-ft/.venv/lib/python3.10/"
            "site-packages/flash_attn/flash_attn_interface.py\", line 10, in <module>\n    import flash_attn_2_cuda "
            "as flash_attn_cuda\nImportError: /home/yuna/llm-ft/.venv/lib/python3.10/site-packages/"
            "flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi"),
        say("flash-attn 바이너리가 torch 2.3 ABI로 빌드되어 있어서 torch 2.4와 맞지 않습니다. torch를 2.3.1로 "
            "되돌리는 게 가장 빠릅니다."),
        ok(".venv/bin/pip install torch==2.3.1 && .venv/bin/python train.py --dry-run",
           "Successfully installed torch-2.3.1\ndry run ok: 7B, seq 16384"),
    )
    T.pair("t48-flashattn", "l-flashattn-abi", "neither",
           "an undefined-symbol ABI error importing flash_attn, not the build-isolation install failure")
    T.later(
        "l-flashattn-readme", "/home/yuna/llm-ft", "2025-07-19T09:30:00Z", "docs/setup",
        user("README에 설치 순서만 정리해 주세요. 실행은 안 해도 돼요."),
        write("/home/yuna/llm-ft/SETUP.md",
              "1. `pip install torch==2.3.1`\n2. `pip install flash-attn --no-build-isolation`\n"
              "3. `pip install -r requirements.txt`\n"),
    )
    T.pair("t48-flashattn", "l-flashattn-readme", "neither",
           "--no-build-isolation only written into a setup document; nothing is installed")
    T.later(
        "l-flashattn-before", "/home/yuna/llm-ft", "2025-04-25T06:00:00Z", "main",
        user("flash-attn 설치해 주세요."),
        err(".venv/bin/pip install flash-attn", _iso_fail("flash-attn", "2.5.8", "2.5 MB")),
        ok(".venv/bin/pip install flash-attn --no-build-isolation", "Successfully installed flash-attn-2.5.8"),
    )
    T.pair("t48-flashattn", "l-flashattn-before", "neither", "dated before the lesson's source session, so neither")


# --- Ingress on extensions/v1beta1 after Kubernetes 1.22 (prose-only fix) ----------------------------------

def _nomatch(name: str, ns: str, src: str, version: str) -> str:
    return (f"error: resource mapping not found for name: \"{name}\" namespace: \"{ns}\" from \"{src}\": no matches "
            f"for kind \"Ingress\" in version \"{version}\"\nensure CRDs are installed first")


_V1 = ("apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: {name}\nspec:\n  ingressClassName: "
       "nginx\n  rules:\n  - host: {host}\n    http:\n      paths:\n      - path: /\n        pathType: Prefix\n"
       "        backend:\n          service:\n            name: {name}\n            port:\n              number: 80\n")


def _ingress() -> None:
    old = ("apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: shop-web\nspec:\n  rules:\n"
           "  - host: shop.acme.dev\n    http:\n      paths:\n      - path: /\n        backend:\n"
           "          serviceName: shop-web\n          servicePort: 80\n")
    T.source(
        "s-ingress", "/home/dev/src/shop-deploy", "2025-05-23T11:00:00Z", "chore/k8s-1.29",
        user("The cluster is on 1.29 now and the shop ingress won't apply. Fix the manifest."),
        err("kubectl apply -n shop -f deploy/ingress.yaml",
            _nomatch("shop-web", "shop", "deploy/ingress.yaml", "extensions/v1beta1")),
        read("/home/dev/src/shop-deploy/deploy/ingress.yaml", old),
        say("extensions/v1beta1 Ingress was removed in Kubernetes 1.22; the manifest has to be networking.k8s.io/v1, "
            "which also needs pathType and the service backend shape."),
        write("/home/dev/src/shop-deploy/deploy/ingress.yaml", _V1.format(name="shop-web", host="shop.acme.dev")),
        ok("kubectl apply -n shop -f deploy/ingress.yaml", "ingress.networking.k8s.io/shop-web created"),
    )
    T.lesson(
        "t48-ingress", "global", "en", "s-ingress", "api_quirk",
        "Ingress manifests on extensions/v1beta1 (or networking.k8s.io/v1beta1) no longer apply on Kubernetes 1.22+",
        "`kubectl apply` fails with `no matches for kind \"Ingress\" in version \"extensions/v1beta1\"` and the "
        "hint `ensure CRDs are installed first`.",
        "The hint points at missing CRDs, but Ingress is a built-in kind; nothing needs installing.",
        "Kubernetes 1.22 removed the extensions/v1beta1 and networking.k8s.io/v1beta1 Ingress APIs; only "
        "networking.k8s.io/v1 is served, and its schema differs.",
        "Rewrite the manifest (or chart template) for networking.k8s.io/v1: change the apiVersion, give every path "
        "a pathType such as Prefix, turn serviceName/servicePort into backend.service.name and "
        "backend.service.port.number, and set ingressClassName instead of the kubernetes.io/ingress.class "
        "annotation.",
        ["`no matches for kind \"Ingress\" in version \"extensions/v1beta1\"`",
         "`ensure CRDs are installed first`",
         "after rewriting to `networking.k8s.io/v1` the apply printed `ingress.networking.k8s.io/shop-web created`"],
    )
    T.later(
        "l-ingress-migrate-admin", "/home/dev/src/shop-deploy", "2025-06-05T10:30:00Z", "chore/admin-ingress",
        user("Bring the admin ingress over from the old cluster repo and apply it to the new cluster."),
        read("/home/dev/src/old-cluster/admin/ingress.yaml",
             "apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: admin\nspec:\n  rules:\n"
             "  - host: admin.acme.dev\n    http:\n      paths:\n      - path: /\n        backend:\n"
             "          serviceName: admin\n          servicePort: 80\n"),
        say("That's still extensions/v1beta1, which 1.29 doesn't serve. Rewriting it for networking.k8s.io/v1 "
            "with pathType and the service backend before applying."),
        write("/home/dev/src/shop-deploy/deploy/admin-ingress.yaml", _V1.format(name="admin", host="admin.acme.dev")),
        ok("kubectl apply -n ops -f deploy/admin-ingress.yaml", "ingress.networking.k8s.io/admin created"),
    )
    T.pair("t48-ingress", "l-ingress-migrate-admin", "applied",
           "rewrites an extensions/v1beta1 Ingress to networking.k8s.io/v1 before applying; it is created")
    T.later(
        "l-ingress-helm-template", "/home/dev/src/charts", "2025-07-07T13:20:00Z", "fix/docs-chart",
        user("Upgrade the docs chart on the new cluster; check its templates first."),
        ok("grep -n apiVersion charts/docs/templates/ingress.yaml",
           "1:apiVersion: networking.k8s.io/v1beta1"),
        edit("/home/dev/src/charts/charts/docs/templates/ingress.yaml",
             "apiVersion: networking.k8s.io/v1beta1",
             "apiVersion: networking.k8s.io/v1"),
        edit("/home/dev/src/charts/charts/docs/templates/ingress.yaml",
             "          - path: /\n            backend:\n              serviceName: {{ .Release.Name }}\n"
             "              servicePort: http",
             "          - path: /\n            pathType: Prefix\n            backend:\n              service:\n"
             "                name: {{ .Release.Name }}\n                port:\n                  name: http"),
        ok("helm upgrade --install docs charts/docs -n docs",
           "Release \"docs\" has been upgraded. Happy Helming!\nNAME: docs\nSTATUS: deployed\nREVISION: 14"),
    )
    T.pair("t48-ingress", "l-ingress-helm-template", "applied",
           "moves a v1beta1 Ingress template to networking.k8s.io/v1 with pathType before helm upgrade")
    T.later(
        "l-ingress-kustomize", "/home/dev/src/ops-deploy", "2025-08-04T08:15:00Z", "main",
        user("Apply the prod overlay to the upgraded cluster."),
        err("kubectl apply -k overlays/prod",
            "configmap/ops-env created\nservice/grafana-proxy created\n" +
            _nomatch("grafana-proxy", "ops", "overlays/prod", "networking.k8s.io/v1beta1")),
        say("base/ingress.yaml is networking.k8s.io/v1beta1, which was removed in 1.22."),
    )
    T.pair("t48-ingress", "l-ingress-kustomize", "recurred",
           "a networking.k8s.io/v1beta1 Ingress in a kustomize overlay hits the no-matches error on the new cluster")
    T.later(
        "l-ingress-helm-upgrade", "/home/dev/src/monitoring", "2025-08-27T15:05:00Z", "main",
        user("Upgrade the old grafana release after the cluster move."),
        err("helm upgrade grafana ./grafana-5.0.26 -n monitoring",
            "Error: UPGRADE FAILED: unable to build kubernetes objects from new release manifest: resource mapping "
            "not found for name: \"grafana\" namespace: \"monitoring\" from \"\": no matches for kind \"Ingress\" "
            "in version \"extensions/v1beta1\"\nensure CRDs are installed first"),
        say("The vendored grafana chart renders an extensions/v1beta1 Ingress."),
    )
    T.pair("t48-ingress", "l-ingress-helm-upgrade", "recurred",
           "helm upgrade fails on an extensions/v1beta1 Ingress in an old vendored chart")
    T.later(
        "l-ingress-certmanager", "/home/dev/src/shop-deploy", "2025-06-13T09:45:00Z", "feat/tls",
        user("Add a cert-manager Certificate for shop.acme.dev and apply it."),
        err("kubectl apply -n shop -f deploy/certificate.yaml",
            "error: resource mapping not found for name: \"shop-tls\" namespace: \"shop\" from "
            "\"deploy/certificate.yaml\": no matches for kind \"Certificate\" in version \"cert-manager.io/v1\"\n"
            "ensure CRDs are installed first"),
        ok("kubectl apply -f https://github.com/cert-manager/cert-manager/releases/download/v1.15.1/"
           "cert-manager.crds.yaml && kubectl apply -n shop -f deploy/certificate.yaml",
           "customresourcedefinition.apiextensions.k8s.io/certificates.cert-manager.io created\n"
           "certificate.cert-manager.io/shop-tls created"),
    )
    T.pair("t48-ingress", "l-ingress-certmanager", "neither",
           "same no-matches wording but a genuinely missing CRD (cert-manager), not a removed Ingress API")
    T.later(
        "l-ingress-webhook", "/home/dev/src/shop-deploy", "2025-07-23T10:10:00Z", "feat/shop-v2",
        user("Apply the new shop-v2 ingress."),
        err("kubectl apply -n shop -f deploy/ingress-v2.yaml",
            "Error from server (BadRequest): error when creating \"deploy/ingress-v2.yaml\": admission webhook "
            "\"validate.nginx.ingress.kubernetes.io\" denied the request: host \"shop.acme.dev\" and path \"/\" is "
            "already defined in ingress shop/shop-web"),
        say("shop-web already owns shop.acme.dev/; v2 needs its own host or path."),
    )
    T.pair("t48-ingress", "l-ingress-webhook", "neither",
           "a different Ingress error (admission webhook host/path clash), nothing about the removed API")
    T.later(
        "l-ingress-notes", "/home/dev/src/shop-deploy", "2025-09-08T12:00:00Z", "docs/upgrade",
        user("Write UPGRADE-1.30.md listing what we had to change for 1.22+. Docs only."),
        write("/home/dev/src/shop-deploy/UPGRADE-1.30.md",
              "- Ingress: extensions/v1beta1 -> networking.k8s.io/v1 (pathType, backend.service.name/port)\n"),
    )
    T.pair("t48-ingress", "l-ingress-notes", "neither",
           "the apiVersion change is only written into an upgrade document; no manifest is changed or applied")


FILLS = [_maxpacket, _flashattn, _ingress]
