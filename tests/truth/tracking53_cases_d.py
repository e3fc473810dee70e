"""Cases of the fifty-third tracking corpus (tables and rules in tracking53_cases.py): PostgreSQL's peer
authentication on the Unix socket for a role unlike the OS user, helm charts referenced through a repository never
added, and pip refusing to upgrade itself through pip.exe on Windows."""
from __future__ import annotations

from tests.truth.tracking53_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

_SOCK = "connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" failed"


def _peer(role: str, tool: str = "psql") -> str:
    return f"{tool}: error: {_SOCK}: FATAL:  Peer authentication failed for user \"{role}\"\n"


# ---------------------------------------------------------------------------------------------------------------
# 10. PostgreSQL peer authentication on the local socket (global, Korean)
# ---------------------------------------------------------------------------------------------------------------
def fill_pg_peer() -> None:
    T.source(
        "s-pg-peer", "/home/jiwoo/apps/board", "2025-04-22T02:15:00Z", "main",
        user("board DB에 마이그레이션으로 테이블이 생겼는지 psql로 확인해 줘. 계정은 board이고 비밀번호는 .env의 "
             "DB_PASSWORD에 있어."),
        err("psql -U board -d board -c '\\dt'", _peer("board"), 2),
        ok("sudo grep -Ev '^(#|$)' /etc/postgresql/16/main/pg_hba.conf",
           "local   all             postgres                                peer\n"
           "local   all             all                                     peer\n"
           "host    all             all             127.0.0.1/32            scram-sha-256\n"
           "host    all             all             ::1/128                 scram-sha-256\n"
           "local   replication     all                                     peer\n"),
        say("-h 없이 접속하면 유닉스 소켓으로 붙어서 pg_hba의 local 규칙(peer)을 탑니다. peer는 OS 사용자 이름(jiwoo)과 "
            "DB 롤 이름(board)이 같아야 하니 비밀번호를 묻지도 않고 거절한 거예요. -h localhost로 TCP 접속하면 host "
            "규칙(scram-sha-256)이라 비밀번호로 들어갈 수 있습니다."),
        ok("set -a; . ./.env; set +a; PGPASSWORD=\"$DB_PASSWORD\" psql -h localhost -U board -d board -c '\\dt'",
           "            List of relations\n Schema |      Name      | Type  | Owner\n"
           "--------+----------------+-------+-------\n public | comments       | table | board\n"
           " public | posts          | table | board\n public | schema_version | table | board\n(3 rows)\n\n"),
    )
    T.lesson(
        "t53-pg-peer-auth", "global", "ko", "s-pg-peer", "env_setup",
        "psql이 Peer authentication failed로 거절되면 -h localhost로 TCP 접속",
        "`psql -U board`가 \"FATAL:  Peer authentication failed for user \"board\"\"로 비밀번호도 묻지 않고 실패한다.",
        "비밀번호가 틀린 것처럼 보여 비밀번호를 바꾸거나 pg_hba를 고치려 들게 된다.",
        "-h 없이 접속하면 유닉스 소켓으로 붙어 pg_hba.conf의 local 규칙(Debian/Ubuntu 기본값 peer)을 타고, peer는 OS "
        "사용자 이름과 DB 롤 이름이 같아야 통과한다.",
        "`psql -h localhost`(또는 127.0.0.1, PGHOST=localhost)로 TCP 접속해 host 규칙의 비밀번호 인증을 쓴다. "
        "postgres 롤로 관리 작업을 할 때는 `sudo -u postgres psql`처럼 같은 이름의 OS 사용자로 실행한다.",
        ["`psql -U board -d board -c '\\dt'` 실패: \"FATAL:  Peer authentication failed for user\"",
         "pg_hba.conf: \"local   all             all                                     peer\"",
         "`psql -h localhost -U board -d board -c '\\dt'` 가 \"public | posts\" 등 테이블 3개를 보여 줌"],
    )

    T.later(
        "l-pgpeer-1", "/home/jiwoo/apps/wiki", "2025-05-15T03:00:00Z", "main",
        user("wiki를 새 VM에 올리는 중이에요. migrate 돌려 주세요. DB는 같은 VM의 PostgreSQL이고 계정은 wiki."),
        err(".venv/bin/python manage.py migrate",
            "Traceback (most recent call last):\n  ...\n  File \"/home/jiwoo/apps/wiki/.venv/lib/python3.12/"
            "site-packages/psycopg/connection.py\", line 119, in connect\n    raise last_ex.with_traceback(None)\n"
            f"django.db.utils.OperationalError: {_SOCK}: FATAL:  Peer authentication failed for user \"wiki\"\n"),
        ok("grep -n DB_HOST .env config/settings.py", ".env:4:DB_HOST=\nconfig/settings.py:61:        "
           "\"HOST\": env(\"DB_HOST\", default=\"\"),\n"),
        say("HOST가 비어 있어서 소켓으로 붙고 peer 인증에 걸렸습니다. DB_HOST=localhost로 TCP 접속하게 바꿉니다."),
        edit("/home/jiwoo/apps/wiki/.env", "DB_HOST=\n", "DB_HOST=localhost\n"),
        ok(".venv/bin/python manage.py migrate", "Operations to perform:\n  Apply all migrations: admin, auth, "
           "contenttypes, pages, sessions\nRunning migrations:\n  Applying pages.0007_revision_note... OK\n"),
    )
    T.pair("t53-pg-peer-auth", "l-pgpeer-1", "recurred",
           "Django's empty HOST goes through the socket: the same peer failure for wiki, then DB_HOST=localhost")

    T.later(
        "l-pgpeer-2", "/home/jiwoo/apps/board", "2025-06-08T18:30:00Z", "main",
        user("db1에서 board 백업 한 번 떠 줘요. /backup 아래에."),
        err("ssh db1 'pg_dump -U board board | gzip > /backup/board-20250608.sql.gz && ls -l /backup | tail -1'",
            _peer("board", "pg_dump") + "-rw-rw-r-- 1 jiwoo jiwoo 20 Jun  8 18:31 board-20250608.sql.gz\n"),
        say("db1에서도 소켓 peer 인증에 걸려 20바이트짜리 빈 파일만 생겼습니다. -h localhost로 다시 뜨겠습니다."),
        ok("ssh db1 'PGPASSFILE=~/.pgpass pg_dump -h localhost -U board board | gzip > "
           "/backup/board-20250608.sql.gz && ls -l /backup | tail -1'",
           "-rw-rw-r-- 1 jiwoo jiwoo 4821933 Jun  8 18:32 board-20250608.sql.gz\n"),
    )
    T.pair("t53-pg-peer-auth", "l-pgpeer-2", "recurred", "pg_dump over ssh hits the same socket peer failure for board")

    T.later(
        "l-pgpeer-3", "/home/jiwoo/apps/board", "2025-05-29T20:00:00Z", "chore/backup-script",
        user("board 백업 스크립트 scripts/pg-backup.sh 만들어서 db1에서 한 번 돌려 줘요. 비밀번호는 db1의 ~/.pgpass에 "
             "있어요."),
        write("/home/jiwoo/apps/board/scripts/pg-backup.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\n# TCP, not the socket: local connections use peer auth\n"
              "export PGHOST=localhost\nout=/backup/board-$(date +%Y%m%d).sql.gz\n"
              "pg_dump -U board board | gzip > \"$out\"\necho \"wrote $out\"\n"),
        ok("scp -q scripts/pg-backup.sh db1:bin/ && ssh db1 'bash bin/pg-backup.sh && ls -l /backup | tail -1'",
           "wrote /backup/board-20250529.sql.gz\n"
           "-rw-rw-r-- 1 jiwoo jiwoo 4790112 May 29 20:01 board-20250529.sql.gz\n"),
        say("스크립트가 PGHOST=localhost로 붙어서 백업이 정상으로 떠졌습니다."),
    )
    T.pair("t53-pg-peer-auth", "l-pgpeer-3", "applied", "backup script exports PGHOST=localhost; pg_dump works")

    T.later(
        "l-pgpeer-4", "/home/jiwoo/apps/shop", "2025-06-14T01:20:00Z", "main",
        user("shop용 DB랑 롤 만들어 줘요. 롤 shop, DB shop, 비밀번호는 생성해서 .env에 넣고."),
        ok("PW=$(openssl rand -base64 18) && sudo -u postgres psql -c \"CREATE ROLE shop LOGIN PASSWORD '$PW'\" && "
           "sudo -u postgres psql -c 'CREATE DATABASE shop OWNER shop' && echo \"DB_PASSWORD=$PW\" >> .env",
           "CREATE ROLE\nCREATE DATABASE\n"),
        ok("set -a; . ./.env; set +a; PGPASSWORD=\"$DB_PASSWORD\" psql -h localhost -U shop -d shop -c "
           "'select current_user'", " current_user\n--------------\n shop\n(1 row)\n\n"),
        say("shop 롤과 DB를 만들었고, TCP로 비밀번호 접속까지 확인했습니다."),
    )
    T.pair("t53-pg-peer-auth", "l-pgpeer-4", "applied",
           "sudo -u postgres psql for admin work and psql -h localhost for the app role; no peer failure")

    T.later(
        "l-pgpeer-5", "/home/jiwoo/apps/board", "2025-07-01T04:10:00Z", "feat/search",
        user("로컬 board DB에 posts 검색용 인덱스 만들어 줘요."),
        err("set -a; . ./.env.local; set +a; PGPASSWORD=\"$DB_PASSWORD\" psql -h localhost -U board -d board -c "
            "'CREATE INDEX CONCURRENTLY posts_title_trgm ON posts USING gin (title gin_trgm_ops)'",
            "psql: error: connection to server at \"localhost\" (::1), port 5432 failed: FATAL:  password "
            "authentication failed for user \"board\"\n", 2),
        say(".env.local의 비밀번호가 예전 값입니다. .env 쪽 값이 맞는지 보고 고치겠습니다."),
        ok("set -a; . ./.env; set +a; PGPASSWORD=\"$DB_PASSWORD\" psql -h localhost -U board -d board -c "
           "'CREATE INDEX CONCURRENTLY posts_title_trgm ON posts USING gin (title gin_trgm_ops)'",
           "CREATE INDEX\n"),
    )
    T.pair("t53-pg-peer-auth", "l-pgpeer-5", "applied",
           "psql -h localhost from the start; the password failure after it is a different error")

    T.later(
        "l-pgpeer-6", "/home/jiwoo/apps/board", "2025-06-02T00:30:00Z", "main",
        user("psql이 또 안 붙어요."),
        err("psql -U board -d board -c 'select 1'",
            f"psql: error: {_SOCK}: No such file or directory\n\tIs the server running locally and accepting "
            "connections on that socket?\n", 2),
        ok("systemctl is-active postgresql@16-main || sudo systemctl start postgresql@16-main; systemctl "
           "is-active postgresql@16-main", "inactive\nactive\n"),
        say("PostgreSQL이 재부팅 뒤 안 떠 있었습니다. 서비스를 올렸어요."),
    )
    T.pair("t53-pg-peer-auth", "l-pgpeer-6", "neither",
           "socket missing because the server was down: a different error and cause")

    T.later(
        "l-pgpeer-7", "/home/jiwoo/apps/board", "2025-05-20T06:00:00Z", "feat/compose-db",
        user("compose로 띄운 postgres 컨테이너 안에서 board 테이블 목록 보여 줘요."),
        ok("docker compose exec -T db psql -U board -d board -c '\\dt'",
           "            List of relations\n Schema |      Name      | Type  | Owner\n"
           "--------+----------------+-------+-------\n public | comments       | table | board\n"
           " public | posts          | table | board\n public | schema_version | table | board\n(3 rows)\n\n"),
        say("컨테이너 안에서는 이미지 기본 설정(local trust)으로 바로 붙습니다. 테이블 3개예요."),
    )
    T.pair("t53-pg-peer-auth", "l-pgpeer-7", "neither",
           "psql over the socket inside the postgres container (trust): no failure, no -h fix")


# ---------------------------------------------------------------------------------------------------------------
# 11. helm: a chart referenced as repo/chart with the repo never added (global)
# ---------------------------------------------------------------------------------------------------------------
def fill_helm_repo() -> None:
    T.source(
        "s-helm-repo", "/home/omar/infra/k8s", "2025-04-24T10:20:00Z", "feat/pg-chart",
        user("Install bitnami postgresql as release pg in namespace data on the dev cluster (kind-dev), with "
             "values/pg.yaml."),
        ok("kubectl config current-context", "kind-dev\n"),
        err("helm install pg bitnami/postgresql -n data --create-namespace -f values/pg.yaml",
            "Error: INSTALLATION FAILED: repo bitnami not found\n"),
        err("helm repo list", "Error: no repositories to show\n"),
        say("This helm has no repositories configured: `bitnami/postgresql` is looked up in the local repo "
            "index, so the repo has to be added (and its index fetched) first."),
        ok("helm repo add bitnami https://charts.bitnami.com/bitnami && helm repo update && helm install pg "
           "bitnami/postgresql -n data --create-namespace -f values/pg.yaml",
           "\"bitnami\" has been added to your repositories\nHang tight while we grab the latest from your chart "
           "repositories...\n...Successfully got an update from the \"bitnami\" chart repository\n"
           "Update Complete. ⎈Happy Helming!⎈\nNAME: pg\nLAST DEPLOYED: Thu Apr 24 10:21:55 2025\nNAMESPACE: data\n"
           "STATUS: deployed\nREVISION: 1\nTEST SUITE: None\nNOTES:\nCHART NAME: postgresql\n"
           "CHART VERSION: 16.6.3\nAPP VERSION: 17.4.0\n"),
    )
    T.lesson(
        "t53-helm-repo-add", "global", "en", "s-helm-repo", "tool_quirk",
        "helm install repo/chart needs `helm repo add` first on a fresh machine",
        "helm install of bitnami/postgresql fails at once with \"Error: INSTALLATION FAILED: repo bitnami not "
        "found\".",
        "The chart name is right and the cluster is reachable; it reads like a typo or a registry outage.",
        "A repo/chart reference is resolved through the repositories configured in the local helm client; a "
        "new machine, container or CI job has none.",
        "Run `helm repo add <name> <url>` and `helm repo update` before install/upgrade/template (put them in "
        "the Makefile or CI script), or pass the repository directly with `--repo <url>` and the bare chart name.",
        ["`helm install pg bitnami/postgresql -n data --create-namespace -f values/pg.yaml` failed with "
         "\"Error: INSTALLATION FAILED: repo bitnami not found\"",
         "`helm repo list` said \"Error: no repositories to show\"",
         "`helm repo add bitnami https://charts.bitnami.com/bitnami && helm repo update` then the install ended "
         "with \"STATUS: deployed\""],
    )

    T.later(
        "l-helmrepo-0", "/home/omar/infra/k8s", "2025-04-11T14:00:00Z", "feat/redis",
        user("Install bitnami redis as release cache in namespace data on kind-dev."),
        ok("helm repo add bitnami https://charts.bitnami.com/bitnami && helm repo update && helm install cache "
           "bitnami/redis -n data --create-namespace --set architecture=standalone",
           "\"bitnami\" has been added to your repositories\n...Successfully got an update from the \"bitnami\" "
           "chart repository\nUpdate Complete. ⎈Happy Helming!⎈\nNAME: cache\nNAMESPACE: data\nSTATUS: deployed\n"
           "REVISION: 1\n"),
        say("cache is deployed in data (standalone redis)."),
    )
    T.pair("t53-helm-repo-add", "l-helmrepo-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-helmrepo-1", "/home/omar/infra/k8s", "2025-05-16T12:40:00Z", "ci/staging-deploy",
        user("Our staging deploy job (ci/deploy.sh, runs in alpine/helm) fails. Run it the way CI does."),
        err("docker run --rm -v \"$PWD\":/work -w /work -v ~/.kube/staging:/root/.kube/config:ro "
            "--entrypoint sh alpine/helm:3.14.4 ci/deploy.sh staging",
            "+ helm upgrade --install redis bitnami/redis -n data -f values/redis-staging.yaml\n"
            "Error: repo bitnami not found\n"),
        say("A fresh container has no helm repositories; the script has to add the repo itself."),
        edit("/home/omar/infra/k8s/ci/deploy.sh", "set -eux\n",
             "set -eux\nhelm repo add bitnami https://charts.bitnami.com/bitnami\nhelm repo update bitnami\n"),
        ok("docker run --rm -v \"$PWD\":/work -w /work -v ~/.kube/staging:/root/.kube/config:ro "
           "--entrypoint sh alpine/helm:3.14.4 ci/deploy.sh staging",
           "+ helm repo add bitnami https://charts.bitnami.com/bitnami\n\"bitnami\" has been added to your "
           "repositories\n+ helm upgrade --install redis bitnami/redis -n data -f values/redis-staging.yaml\n"
           "Release \"redis\" has been upgraded. Happy Helming!\nSTATUS: deployed\nREVISION: 14\n"),
    )
    T.pair("t53-helm-repo-add", "l-helmrepo-1", "recurred",
           "CI script in alpine/helm: helm upgrade bitnami/redis fails with repo bitnami not found")

    T.later(
        "l-helmrepo-2", "/Users/omar/infra/k8s", "2025-06-10T09:05:00Z", "feat/ingress",
        user("New laptop. Render the ingress-nginx chart with values/ingress.yaml so I can diff it."),
        err("helm template ingress ingress-nginx/ingress-nginx -n ingress -f values/ingress.yaml > /tmp/ingress.yaml",
            "Error: repo ingress-nginx not found\n"),
        ok("helm repo add ingress-nginx https://kubernetes.github.io/ingress-nginx && helm repo update && helm "
           "template ingress ingress-nginx/ingress-nginx -n ingress -f values/ingress.yaml > /tmp/ingress.yaml && "
           "wc -l /tmp/ingress.yaml",
           "\"ingress-nginx\" has been added to your repositories\nUpdate Complete. ⎈Happy Helming!⎈\n"
           "     712 /tmp/ingress.yaml\n"),
        say("Rendered to /tmp/ingress.yaml (712 lines)."),
    )
    T.pair("t53-helm-repo-add", "l-helmrepo-2", "recurred",
           "helm template on a new laptop: repo ingress-nginx not found, then repo add")

    T.later(
        "l-helmrepo-3", "/home/omar/infra/k8s", "2025-05-30T08:20:00Z", "feat/cert-manager",
        user("Add make targets to install cert-manager from the jetstack chart (deps + install) and run them on "
             "kind-dev."),
        edit("/home/omar/infra/k8s/Makefile", ".PHONY: lint\n",
             ".PHONY: lint deps install-cert-manager\n\ndeps:\n"
             "\thelm repo add jetstack https://charts.jetstack.io --force-update\n\thelm repo update jetstack\n\n"
             "install-cert-manager: deps\n\thelm upgrade --install cert-manager jetstack/cert-manager "
             "-n cert-manager --create-namespace --set crds.enabled=true\n"),
        ok("make install-cert-manager",
           "helm repo add jetstack https://charts.jetstack.io --force-update\n\"jetstack\" has been added to your "
           "repositories\nhelm repo update jetstack\nUpdate Complete. ⎈Happy Helming!⎈\n"
           "helm upgrade --install cert-manager jetstack/cert-manager -n cert-manager --create-namespace --set "
           "crds.enabled=true\nRelease \"cert-manager\" does not exist. Installing it now.\nSTATUS: deployed\n"),
        say("cert-manager is installed; `make deps` adds the jetstack repo first."),
    )
    T.pair("t53-helm-repo-add", "l-helmrepo-3", "applied", "a make target runs helm repo add/update before install")

    T.later(
        "l-helmrepo-4", "/home/omar/infra/k8s", "2025-06-20T15:50:00Z", "feat/metrics",
        user("Install metrics-server into kube-system on kind-dev; it needs --kubelet-insecure-tls on kind."),
        ok("helm install metrics-server metrics-server --repo https://kubernetes-sigs.github.io/metrics-server/ "
           "-n kube-system --set 'args={--kubelet-insecure-tls}'",
           "NAME: metrics-server\nLAST DEPLOYED: Fri Jun 20 15:51:12 2025\nNAMESPACE: kube-system\n"
           "STATUS: deployed\nREVISION: 1\n"),
        say("metrics-server is deployed (chart fetched with --repo, no repo entry added)."),
    )
    T.pair("t53-helm-repo-add", "l-helmrepo-4", "applied", "chart installed with --repo URL and the bare chart name")

    T.later(
        "l-helmrepo-5", "/home/omar/infra/k8s", "2025-05-22T10:10:00Z", "feat/pg-chart",
        user("Reinstall pg with the new values file."),
        err("helm install pg bitnami/postgresql -n data -f values/pg.yaml",
            "Error: INSTALLATION FAILED: cannot re-use a name that is still in use\n"),
        ok("helm upgrade pg bitnami/postgresql -n data -f values/pg.yaml",
           "Release \"pg\" has been upgraded. Happy Helming!\nNAME: pg\nSTATUS: deployed\nREVISION: 2\n"),
        say("pg already existed, so it's an upgrade (revision 2)."),
    )
    T.pair("t53-helm-repo-add", "l-helmrepo-5", "neither", "release name in use: a different helm error")

    T.later(
        "l-helmrepo-6", "/home/omar/infra/k8s", "2025-06-26T11:30:00Z", "feat/pg-oci",
        user("Switch pg-reports to Bitnami's OCI chart and install it in data."),
        ok("helm install pg-reports oci://registry-1.docker.io/bitnamicharts/postgresql -n data -f "
           "values/pg-reports.yaml",
           "Pulled: registry-1.docker.io/bitnamicharts/postgresql:16.7.4\nDigest: sha256:4f1c0b9a7e2d\n"
           "NAME: pg-reports\nNAMESPACE: data\nSTATUS: deployed\nREVISION: 1\n"),
        say("pg-reports is deployed from the OCI chart; no repo entry involved."),
    )
    T.pair("t53-helm-repo-add", "l-helmrepo-6", "neither",
           "an OCI chart reference needs no repo: no failure, neither repo add nor --repo")


# ---------------------------------------------------------------------------------------------------------------
# 12. Windows: pip.exe refuses to upgrade itself; use python -m pip (global)
# ---------------------------------------------------------------------------------------------------------------
def _modify_pip(py: str, args: str, have: str = "23.2.1", site: str = "") -> str:
    site = site or py.replace(r"\Scripts\python.exe", r"\lib\site-packages").lower()
    return (f"Requirement already satisfied: pip in {site} ({have})\nCollecting pip\n"
            "  Using cached pip-25.0.1-py3-none-any.whl.metadata (3.7 kB)\n"
            "Using cached pip-25.0.1-py3-none-any.whl (1.8 MB)\n"
            f"ERROR: To modify pip, please run the following command:\n{py} -m pip {args}\n")


def fill_pip_modify() -> None:
    root = r"C:\Users\tomasz\src\scraper"
    T.source(
        "s-pip-modify", root, "2025-04-26T08:10:00Z", "main",
        user("Upgrade pip in the project venv and then install requirements.txt. pip keeps nagging that a new "
             "release is available."),
        err(".venv/Scripts/pip install --upgrade pip",
            _modify_pip(root + r"\.venv\Scripts\python.exe", "install --upgrade pip")),
        say("On Windows pip.exe can't replace itself while it's running (the launcher .exe is locked), so pip "
            "refuses and asks to be run as a module through the venv's python.exe."),
        ok(".venv/Scripts/python.exe -m pip install --upgrade pip && .venv/Scripts/python.exe -m pip install -r "
           "requirements.txt",
           "Requirement already satisfied: pip in c:\\users\\tomasz\\src\\scraper\\.venv\\lib\\site-packages "
           "(23.2.1)\nCollecting pip\n  Using cached pip-25.0.1-py3-none-any.whl.metadata (3.7 kB)\n"
           "Installing collected packages: pip\n  Attempting uninstall: pip\n    Found existing installation: "
           "pip 23.2.1\n    Uninstalling pip-23.2.1:\n      Successfully uninstalled pip-23.2.1\n"
           "Successfully installed pip-25.0.1\n...\nSuccessfully installed beautifulsoup4-4.12.3 httpx-0.27.0 "
           "lxml-5.2.2 soupsieve-2.5\n"),
    )
    T.lesson(
        "t53-pip-modify-windows", "global", "en", "s-pip-modify", "tool_quirk",
        "On Windows, upgrade pip with `python -m pip`, not pip.exe",
        "`pip install --upgrade pip` in a Windows venv stops with \"ERROR: To modify pip, please run the "
        "following command\" and the install is not done.",
        "It looks like a permissions problem, which sends one to an admin shell; that does not help.",
        "pip.exe is the running launcher; Windows cannot replace an executable in use, so pip refuses to "
        "modify itself through it.",
        "Run pip as a module of the interpreter whose pip you mean: `python -m pip install --upgrade pip` "
        "(in a venv: .venv\\Scripts\\python.exe -m pip ...; with the launcher: `py -m pip ...`), also in "
        "setup scripts and when upgrading pip together with setuptools/wheel.",
        ["`.venv/Scripts/pip install --upgrade pip` failed with \"ERROR: To modify pip, please run the following "
         "command:\"",
         "`.venv/Scripts/python.exe -m pip install --upgrade pip` printed \"Successfully installed pip-25.0.1\""],
    )

    T.later(
        "l-pipmod-1", r"C:\Users\tomasz\src\invoice-ocr", "2025-05-17T07:30:00Z", "main",
        user("Set up invoice-ocr: the venv is at venv\\. Upgrade pip/setuptools/wheel first, then install deps. Use "
             "cmd, the README's steps are for cmd."),
        err("cmd //c \"venv\\Scripts\\activate.bat && pip install -U pip setuptools wheel\"",
            _modify_pip(r"C:\Users\tomasz\src\invoice-ocr\venv\Scripts\python.exe", "install -U pip setuptools wheel",
                        "24.0")),
        ok("cmd //c \"venv\\Scripts\\activate.bat && python -m pip install -U pip setuptools wheel && python -m pip "
           "install -r requirements.txt\"",
           "Successfully installed pip-25.0.1 setuptools-75.1.0 wheel-0.44.0\n...\nSuccessfully installed "
           "pdfplumber-0.11.0 pytesseract-0.3.10\n"),
        say("Upgraded through python -m pip and installed the requirements."),
    )
    T.pair("t53-pip-modify-windows", "l-pipmod-1", "recurred",
           "pip install -U pip setuptools wheel in cmd hits To modify pip again, then python -m pip")

    T.later(
        "l-pipmod-2", r"C:\Users\tomasz\src\scraper", "2025-06-15T09:40:00Z", "chore/setup-script",
        user("Run scripts\\setup.ps1 for a fresh checkout (it makes the venv and installs everything)."),
        read(r"C:\Users\tomasz\src\scraper\scripts\setup.ps1",
             "$ErrorActionPreference = 'Stop'\npy -3.12 -m venv .venv\n.\\.venv\\Scripts\\Activate.ps1\n"
             "pip install --upgrade pip\npip install -r requirements.txt\n"),
        err("powershell -NoProfile -ExecutionPolicy Bypass -File scripts/setup.ps1",
            _modify_pip(root + r"\.venv\Scripts\python.exe", "install --upgrade pip", "24.0")),
        edit(r"C:\Users\tomasz\src\scraper\scripts\setup.ps1", "pip install --upgrade pip\npip install -r",
             "python -m pip install --upgrade pip\npython -m pip install -r"),
        ok("powershell -NoProfile -ExecutionPolicy Bypass -File scripts/setup.ps1",
           "Successfully installed pip-25.0.1\n...\nSuccessfully installed beautifulsoup4-4.12.3 httpx-0.27.0 "
           "lxml-5.2.2 soupsieve-2.5\n"),
        say("setup.ps1 now calls pip through python -m pip."),
    )
    T.pair("t53-pip-modify-windows", "l-pipmod-2", "recurred",
           "setup.ps1's pip install --upgrade pip fails with To modify pip before it is rewritten")

    T.later(
        "l-pipmod-3", r"C:\Users\tomasz", "2025-05-31T12:00:00Z", "",
        user("Upgrade pip for the system Python 3.12 (not a venv) and install pipx there."),
        ok("cmd //c \"py -3.12 -m pip install --user --upgrade pip pipx\"",
           "Requirement already satisfied: pip in c:\\users\\tomasz\\appdata\\local\\programs\\python\\python312\\"
           "lib\\site-packages (24.0)\nCollecting pipx\n...\nSuccessfully installed argcomplete-3.3.0 pip-25.0.1 "
           "pipx-1.6.0 userpath-1.9.2\n"),
        say("pip 25.0.1 and pipx 1.6.0 are installed for Python 3.12 (user site)."),
    )
    T.pair("t53-pip-modify-windows", "l-pipmod-3", "applied", "pip upgraded via the py launcher (py -m pip) in cmd")

    T.later(
        "l-pipmod-4", r"C:\Users\tomasz\src\price-watch", "2025-06-22T10:25:00Z", "main",
        user("New project price-watch: make a venv, upgrade pip, install httpx, and download the sample feed from "
             "https://feeds.example.org/sample.json into data\\ — do it in PowerShell like my teammates will."),
        ok("powershell -NoProfile -Command 'py -3.12 -m venv .venv; .\\.venv\\Scripts\\python.exe -m pip install -q "
           "-U pip; .\\.venv\\Scripts\\python.exe -m pip install -q httpx; .\\.venv\\Scripts\\python.exe -m pip "
           "--version'",
           "pip 25.0.1 from C:\\Users\\tomasz\\src\\price-watch\\.venv\\Lib\\site-packages\\pip (python 3.12)\n"),
        ok("powershell -NoProfile -Command 'New-Item -ItemType Directory -Force data | Out-Null; curl.exe -sSfL "
           "https://feeds.example.org/sample.json -o data\\sample.json; (Get-Item data\\sample.json).Length'",
           "48211\n"),
        say("venv ready with pip 25.0.1 and httpx; the sample feed is in data\\sample.json (48 KB)."),
    )
    T.pair("t53-pip-modify-windows", "l-pipmod-4", "applied",
           "pip upgraded with .venv\\Scripts\\python.exe -m pip in PowerShell; no refusal")
    T.pair("t53-ps-curl-alias", "l-pipmod-4", "applied",
           "the download in Windows PowerShell calls curl.exe by name and works")

    T.later(
        "l-pipmod-5", "/Users/tomasz/src/scraper", "2025-05-25T16:15:00Z", "main",
        user("On the Mac: upgrade pip in the venv and reinstall requirements."),
        ok(".venv/bin/pip install --upgrade pip && .venv/bin/pip install -r requirements.txt | tail -n 1",
           "Successfully installed pip-25.0.1\nRequirement already satisfied: soupsieve>1.2 in "
           "./.venv/lib/python3.12/site-packages (2.5)\n"),
        say("pip upgraded in place; requirements were already satisfied."),
    )
    T.pair("t53-pip-modify-windows", "l-pipmod-5", "neither",
           "pip upgrading itself via the pip script on macOS works; no Windows refusal, no python -m")

    T.later(
        "l-pipmod-6", r"C:\Users\tomasz\src\scraper", "2025-06-04T13:45:00Z", "main",
        user("Install requests for the system Python so the scheduled task can use it."),
        err("cmd //c \"\\\"C:\\Program Files\\Python311\\python.exe\\\" -m pip install requests\"",
            "Defaulting to user installation because normal site-packages is not writeable\n"
            "ERROR: Could not install packages due to an OSError: [WinError 5] Access is denied: "
            "'C:\\\\Program Files\\\\Python311\\\\Lib\\\\site-packages\\\\urllib3'\nConsider using the `--user` "
            "option or check the permissions.\n"),
        ok("cmd //c \"\\\"C:\\Program Files\\Python311\\python.exe\\\" -m pip install --user requests\"",
           "Successfully installed certifi-2024.2.2 charset-normalizer-3.3.2 idna-3.7 requests-2.32.3 "
           "urllib3-2.2.1\n"),
        say("Installed into the user site; Program Files isn't writable without elevation."),
    )
    T.pair("t53-pip-modify-windows", "l-pipmod-6", "neither",
           "WinError 5 on Program Files site-packages: a different error and cause")

    T.later(
        "l-pipmod-7", r"C:\Users\tomasz\src\scraper", "2025-07-02T08:50:00Z", "main",
        user("Which of our dependencies are outdated?"),
        ok(".venv/Scripts/python.exe -m pip list --outdated",
           "Package        Version Latest Type\n-------------- ------- ------ -----\n"
           "httpx          0.27.0  0.28.1 wheel\nlxml           5.2.2   5.3.0  wheel\n"),
        say("httpx and lxml have newer releases; httpx 0.28 drops the `proxies` argument, so check before bumping."),
    )
    T.pair("t53-pip-modify-windows", "l-pipmod-7", "neither",
           "python -m pip used only to list outdated packages, not to modify pip")


FILLS = [fill_pg_peer, fill_helm_repo, fill_pip_modify]
