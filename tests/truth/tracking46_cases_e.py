"""Cases of the forty-sixth tracking corpus (tables and rules in tracking46_cases.py): GitHub over SSH from a
network that blocks port 22 (ssh.github.com on 443, a Korean lesson), PostgreSQL's server-side COPY reading a
client's file (psql's \\copy, a Korean lesson), and literal dollar signs in compose.yaml values eaten by Compose's
interpolation (a prose-only fix)."""
from __future__ import annotations

from tests.truth.tracking46_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- GitHub SSH from a network that blocks port 22 (Korean) ---------------------------------------------------

def _timeout(host: str = "github.com") -> str:
    return (f"ssh: connect to host {host} port 22: Connection timed out\n"
            "fatal: Could not read from remote repository.\n\n"
            "Please make sure you have the correct access rights\nand the repository exists.")


_SSHCFG = "Host github.com\n    Hostname ssh.github.com\n    Port 443\n    User git\n"


def _ssh443() -> None:
    T.source(
        "s-ssh-443", "/home/seojun/src/infra-modules", "2025-06-05T02:00:00Z", "main",
        user("코워킹 스페이스 와이파이에서 git pull이 안 돼요."),
        err("git pull", _timeout()),
        ok("nc -zv -w 5 ssh.github.com 443",
           "Connection to ssh.github.com (20.200.245.248) 443 port [tcp/https] succeeded!"),
        say("이 네트워크는 22번 포트를 막고 있습니다. GitHub는 ssh.github.com의 443 포트로도 SSH를 받으니 "
            "~/.ssh/config에서 github.com을 그쪽으로 돌리겠습니다."),
        write("/home/seojun/.ssh/config", _SSHCFG),
        ok("ssh-keyscan -p 443 ssh.github.com 2>/dev/null >> ~/.ssh/known_hosts", ""),
        ok("git pull", "Updating 3f2a1c0..9b8e7d4\nFast-forward\n modules/vpc/main.tf | 12 ++++++------\n"
           " 1 file changed, 6 insertions(+), 6 deletions(-)"),
    )
    T.lesson(
        "t46-github-ssh-443", "global", "ko", "s-ssh-443", "env_setup",
        "22번 포트가 막힌 네트워크에서 GitHub SSH가 타임아웃된다: ssh.github.com의 443 포트로",
        "`git pull`이 `ssh: connect to host github.com port 22: Connection timed out`과 `fatal: Could not read "
        "from remote repository.`로 실패한다.",
        "뒤따르는 'correct access rights' 문구 때문에 키나 권한 문제로 보이지만, 연결 자체가 이루어지지 않은 "
        "것이다.",
        "카페, 코워킹 스페이스, 회사 방화벽이 나가는 22번 포트를 막는다. HTTPS(443)는 열려 있다.",
        "GitHub의 443 포트 SSH 엔드포인트를 쓴다: ~/.ssh/config에 `Host github.com` / `Hostname "
        "ssh.github.com` / `Port 443`을 넣거나, 원격 URL을 `ssh://git@ssh.github.com:443/<owner>/<repo>.git`로 "
        "바꾼다.",
        ["`ssh: connect to host github.com port 22: Connection timed out`",
         "`nc -zv -w 5 ssh.github.com 443` 결과 `succeeded!`",
         "~/.ssh/config에 `Hostname ssh.github.com`, `Port 443`을 쓴 뒤 `git pull`이 `Fast-forward`"],
    )
    T.later(
        "l-443-windows", "C:\\Users\\seojun\\src\\infra-modules", "2025-06-14T03:10:00Z", "main",
        user("회사 노트북(PowerShell)에서 infra-live를 클론해 주세요. 회사망입니다."),
        err("git clone git@github.com:acme-kr/infra-live.git", "Cloning into 'infra-live'...\n" + _timeout(), 128),
        write("C:\\Users\\seojun\\.ssh\\config", _SSHCFG),
        ok("git clone git@github.com:acme-kr/infra-live.git", "Cloning into 'infra-live'...\n"
           "Receiving objects: 100% (2210/2210), 1.04 MiB | 6.20 MiB/s, done."),
    )
    T.pair("t46-github-ssh-443", "l-443-windows", "recurred",
           "the port-22 timeout to github.com comes back on another network and machine before the 443 config")
    T.later(
        "l-443-gitlab", "/home/seojun/src/charts", "2025-06-21T01:20:00Z", "main",
        user("같은 코워킹 스페이스인데 GitLab 저장소 fetch가 안 돼요."),
        err("git fetch origin", _timeout("gitlab.com"), 128),
        edit("/home/seojun/.ssh/config", _SSHCFG, _SSHCFG + "\nHost gitlab.com\n    Hostname altssh.gitlab.com\n"
             "    Port 443\n    User git\n"),
        ok("git fetch origin", " * [new branch]      release-3 -> origin/release-3"),
    )
    T.pair("t46-github-ssh-443", "l-443-gitlab", "recurred",
           "port 22 is blocked again, this time for gitlab.com: the same timeout from the same cause")
    T.later(
        "l-443-remote-url", "/home/seojun/src/terraform-aws-eks", "2025-06-28T04:00:00Z", "node-groups",
        user("공항 와이파이입니다. 이 브랜치 푸시해 주세요."),
        ok("git remote set-url origin ssh://git@ssh.github.com:443/acme-kr/terraform-aws-eks.git && "
           "git push -u origin node-groups", "To ssh://ssh.github.com:443/acme-kr/terraform-aws-eks.git\n"
           " * [new branch]      node-groups -> node-groups"),
    )
    T.pair("t46-github-ssh-443", "l-443-remote-url", "applied",
           "the remote points at ssh.github.com:443 before pushing; no port-22 timeout")
    T.later(
        "l-443-new-laptop", "/home/dahye/src", "2025-07-04T00:30:00Z", "main",
        user("다혜 새 노트북 세팅입니다. 사무실이 22번을 막으니 처음부터 맞춰서 infra-modules 받아 주세요."),
        write("/home/dahye/.ssh/config", _SSHCFG),
        ok("ssh-keyscan -p 443 ssh.github.com 2>/dev/null >> ~/.ssh/known_hosts && "
           "git clone git@github.com:acme-kr/infra-modules.git", "Cloning into 'infra-modules'...\n"
           "Receiving objects: 100% (5120/5120), 2.31 MiB | 8.02 MiB/s, done."),
    )
    T.pair("t46-github-ssh-443", "l-443-new-laptop", "applied",
           "the ssh config sends github.com to ssh.github.com:443 before the first clone, which works")
    T.later(
        "l-443-publickey", "/home/seojun/src/infra-modules", "2025-06-18T05:00:00Z", "main",
        user("새 키로 바꿨더니 pull이 안 돼요."),
        err("git pull", "git@ssh.github.com: Permission denied (publickey).\nfatal: Could not read from remote "
            "repository.\n\nPlease make sure you have the correct access rights\nand the repository exists."),
        ok("ssh-add ~/.ssh/id_ed25519_2025 && git pull", "Identity added: /home/seojun/.ssh/id_ed25519_2025 "
           "(seojun@acme.kr)\nAlready up to date."),
    )
    T.pair("t46-github-ssh-443", "l-443-publickey", "neither",
           "a different SSH failure (publickey refused), not a port-22 timeout")
    T.later(
        "l-443-dns", "/home/seojun/src/infra-modules", "2025-06-24T06:30:00Z", "main",
        user("VPN 붙인 뒤로 git이 안 됩니다."),
        err("git fetch", "ssh: Could not resolve hostname ssh.github.com: Temporary failure in name resolution\n"
            "fatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\n"
            "and the repository exists.", 128),
        ok("resolvectl status | grep 'DNS Servers' | head -n 1", "Current DNS Server: 10.8.0.1"),
    )
    T.pair("t46-github-ssh-443", "l-443-dns", "neither",
           "DNS resolution fails behind a VPN: another cause, not the blocked port 22")


# --- PostgreSQL's server-side COPY and a client's file (Korean) ------------------------------------------------

def _copy_err(path: str, mode: str = "reading") -> str:
    verb, how = ("FROM", "read") if mode == "reading" else ("TO", "write")
    return (f"ERROR:  could not open file \"{path}\" for {mode}: Permission denied\n"
            f"HINT:  COPY {verb} instructs the PostgreSQL server process to {how} a file. You may want a "
            "client-side facility such as psql's \\copy.")


_Q2 = "/home/hyejin/exports/orders_2025q2.csv"


def _copy() -> None:
    T.source(
        "s-pg-copy", "/home/hyejin/work/analytics", "2025-06-06T05:00:00Z", "main",
        user("2분기 주문 CSV를 analytics DB의 orders 테이블에 넣어 주세요."),
        err(f"psql -d analytics -c \"COPY orders FROM '{_Q2}' WITH (FORMAT csv, HEADER)\"", _copy_err(_Q2)),
        say("COPY ... FROM '파일'은 서버 프로세스(postgres 사용자)가 파일을 엽니다. 홈 디렉터리가 700이라 못 "
            "읽습니다. psql의 \\copy로 클라이언트 쪽에서 읽어 보내겠습니다."),
        ok(f"psql -d analytics -c \"\\copy orders FROM '{_Q2}' WITH (FORMAT csv, HEADER)\"", "COPY 48211"),
    )
    T.lesson(
        "t46-pg-copy-client-file", "global", "ko", "s-pg-copy", "tool_quirk",
        "COPY FROM '파일'은 서버가 파일을 읽는다: 내 파일은 psql의 \\copy로",
        "`COPY orders FROM '/home/hyejin/exports/orders_2025q2.csv'`가 `could not open file ... for reading: "
        "Permission denied`로 실패한다. 같은 사용자로 `cat`하면 잘 읽힌다.",
        "psql을 내 계정으로 실행했으니 파일도 내 권한으로 열린다고 생각하기 쉽다.",
        "COPY의 파일 경로는 PostgreSQL 서버 프로세스가 서버 쪽에서 postgres 사용자 권한으로 연다. 홈 디렉터리는 "
        "보통 그 사용자가 읽을 수 없다(서버가 다른 호스트나 컨테이너면 파일이 아예 없다).",
        "클라이언트가 파일을 읽게 한다: `\\copy orders FROM '<파일>' WITH (FORMAT csv, HEADER)` (psql -c로도 "
        "가능), 또는 `COPY orders FROM STDIN WITH (FORMAT csv, HEADER)`에 파일을 표준입력으로 넘긴다. "
        "COPY TO 파일도 마찬가지로 \\copy ... TO를 쓴다.",
        ["`ERROR:  could not open file \"/home/hyejin/exports/orders_2025q2.csv\" for reading: Permission denied`",
         "`HINT:  COPY FROM instructs the PostgreSQL server process to read a file.`",
         "해결: `\\copy orders FROM` 으로 바꾸니 `COPY 48211`"],
    )
    out = "/home/hyejin/out/churn_2025q2.csv"
    T.later(
        "l-copy-to", "/home/hyejin/work/analytics", "2025-06-17T06:20:00Z", "churn",
        user("이탈 고객 목록을 CSV로 뽑아 주세요."),
        err(f"psql -d analytics -c \"COPY (SELECT * FROM churn_q2) TO '{out}' WITH (FORMAT csv, HEADER)\"",
            _copy_err(out, "writing")),
        ok(f"psql -d analytics -c \"\\copy (SELECT * FROM churn_q2) TO '{out}' WITH (FORMAT csv, HEADER)\"",
           "COPY 1893"),
    )
    T.pair("t46-pg-copy-client-file", "l-copy-to", "recurred",
           "server-side COPY TO a file in the home directory fails with Permission denied and the \\copy HINT")
    items = "/home/minsu/load/items_0620.csv"
    T.later(
        "l-copy-ssh", "/home/minsu/etl", "2025-06-20T01:40:00Z", "items-load",
        user("웨어하우스 서버에서 상품 CSV 적재 돌려 주세요."),
        err(f"ssh wh-db-1 'psql -d warehouse -c \"COPY items FROM '\\''{items}'\\'' WITH (FORMAT csv)\"'",
            _copy_err(items)),
    )
    T.pair("t46-pg-copy-client-file", "l-copy-ssh", "recurred",
           "COPY FROM a user's file on another host fails the same way (server process, Permission denied)")
    T.later(
        "l-copy-stdin", "/home/hyejin/work/analytics", "2025-06-27T07:00:00Z", "refunds",
        user("환불 CSV 적재해 주세요."),
        ok("psql -d analytics -c \"COPY refunds FROM STDIN WITH (FORMAT csv, HEADER)\" < "
           "/home/hyejin/exports/refunds_2025q2.csv", "COPY 1204"),
    )
    T.pair("t46-pg-copy-client-file", "l-copy-stdin", "applied",
           "COPY FROM STDIN with the file on standard input, the lesson's other spelling; it loads")
    T.later(
        "l-copy-make", "/home/hyejin/work/analytics", "2025-07-07T05:30:00Z", "monthly",
        user("월간 적재는 make load로 돌려 주세요."),
        read("/home/hyejin/work/analytics/Makefile", "load:\n\tpsql -d analytics -c \"\\copy orders FROM "
             "'$(CSV)' WITH (FORMAT csv, HEADER)\"\n"),
        ok("make load CSV=/home/hyejin/exports/orders_2025_06.csv", "psql -d analytics -c \"\\copy orders FROM "
           "'/home/hyejin/exports/orders_2025_06.csv' WITH (FORMAT csv, HEADER)\"\nCOPY 16872"),
    )
    T.pair("t46-pg-copy-client-file", "l-copy-make", "applied", "the make target loads through \\copy; it works")
    T.later(
        "l-copy-superuser", "/home/etl/jobs", "2025-06-23T02:15:00Z", "main",
        user("etl 계정으로 서버의 /srv/import 파일을 COPY 하는 잡이 실패합니다."),
        err("psql -U etl -d analytics -c \"COPY vendors FROM '/srv/import/vendors.csv' WITH (FORMAT csv)\"",
            "ERROR:  must be superuser or have privileges of the pg_read_server_files role to COPY from a file\n"
            "HINT:  Anyone can COPY to stdout or from stdin. psql's \\copy command also works for anyone."),
        ok("sudo -u postgres psql -d analytics -c 'GRANT pg_read_server_files TO etl'", "GRANT ROLE"),
        ok("psql -U etl -d analytics -c \"COPY vendors FROM '/srv/import/vendors.csv' WITH (FORMAT csv)\"",
           "COPY 912"),
    )
    T.pair("t46-pg-copy-client-file", "l-copy-superuser", "neither",
           "a different COPY error (the role lacks pg_read_server_files), fixed by a grant, not \\copy")
    T.later(
        "l-copy-server-dir", "/var/lib/postgresql/import", "2025-07-01T03:00:00Z", "main",
        user("서버에 올려 둔 코드표 파일을 codes 테이블에 넣어 주세요."),
        ok("sudo -u postgres psql -d analytics -c \"COPY codes FROM '/var/lib/postgresql/import/codes.csv' "
           "WITH (FORMAT csv, HEADER)\"", "COPY 311"),
    )
    T.pair("t46-pg-copy-client-file", "l-copy-server-dir", "neither",
           "server-side COPY of a file the server itself can read works; neither the failure nor \\copy")
    T.later(
        "l-copy-early", "/home/hyejin/work/analytics", "2025-05-14T05:00:00Z", "main",
        user("1분기 주문 CSV 적재해 주세요."),
        err("psql -d analytics -c \"COPY orders FROM '/home/hyejin/exports/orders_2025q1.csv' WITH (FORMAT csv, "
            "HEADER)\"", _copy_err("/home/hyejin/exports/orders_2025q1.csv")),
    )
    T.pair("t46-pg-copy-client-file", "l-copy-early", "neither", "dated before the lesson's source session")


# --- literal $ in compose.yaml values (a prose-only fix) -------------------------------------------------------

def _unset(*names: str) -> str:
    return "\n".join(f"WARN[0000] The \"{n}\" variable is not set. Defaulting to a blank string." for n in names)


_HASH = "ops:$apr1$Hq2cW8tZ$Lo1lBvWm9KXf3pC2kR7yS."
_STARTED = "[+] Running 1/1\n ✔ Container status-board-board-1  Started"


def _dollar() -> None:
    T.source(
        "s-compose-dollar", "/home/nora/src/status-board", "2025-06-10T09:00:00Z", "admin-auth",
        user("I put the admin htpasswd line into compose.yaml but the admin login is refused. Fix it."),
        read("/home/nora/src/status-board/compose.yaml",
             "services:\n  board:\n    image: ghcr.io/nora/status-board:1.4\n"
             f"    ports: [\"8080:8080\"]\n    environment:\n      ADMIN_HTPASSWD: \"{_HASH}\"\n"),
        ok("docker compose up -d", _unset("apr1", "Hq2cW8tZ", "Lo1lBvWm9KXf3pC2kR7yS") + "\n" + _STARTED),
        err("curl -fsS -u ops:correct-horse http://localhost:8080/admin/",
            "curl: (22) The requested URL returned error: 401", 22),
        ok("docker compose config | grep ADMIN_HTPASSWD", "      ADMIN_HTPASSWD: ops:."),
        say("Compose interpolates $apr1, $Hq2cW8tZ and the rest as variables, so the container got 'ops:.'. "
            "Each literal $ has to be written $$."),
        edit("/home/nora/src/status-board/compose.yaml", _HASH, _HASH.replace("$", "$$")),
        ok("docker compose up -d && curl -fsS -u ops:correct-horse http://localhost:8080/admin/ | head -n 1",
           "[+] Running 1/1\n ✔ Container status-board-board-1  Recreated\n<h1>Status board admin</h1>"),
    )
    T.lesson(
        "t46-compose-dollar-escape", "global", "en", "s-compose-dollar", "tool_quirk",
        "Docker Compose eats literal $ in compose.yaml values as variables: write $$",
        "After `docker compose up -d` the admin login answers `curl: (22) The requested URL returned error: 401`; "
        "Compose printed `The \"apr1\" variable is not set. Defaulting to a blank string.` and the container got "
        "`ADMIN_HTPASSWD: ops:.`.",
        "The warnings scroll past while the stack starts fine, so the failure shows up later as a wrong password "
        "and looks like a bad hash.",
        "Compose interpolates $NAME and ${NAME} everywhere in compose.yaml, including quoted values; htpasswd "
        "and bcrypt hashes or passwords with $ lose every $-segment to an unset variable.",
        "Escape each literal dollar sign in compose.yaml by doubling it ($$), so Compose passes one $ to the "
        "container, and look at the rendered configuration for the value before relying on it.",
        ["`WARN[0000] The \"apr1\" variable is not set. Defaulting to a blank string.`",
         "`curl: (22) The requested URL returned error: 401`",
         "the rendered value was `ADMIN_HTPASSWD: ops:.`; after doubling each $ the login returned "
         "`<h1>Status board admin</h1>`"],
    )
    T.later(
        "l-dollar-grafana", "/home/nora/src/observability", "2025-06-19T10:30:00Z", "grafana",
        user("Grafana's admin password from compose doesn't work."),
        ok("docker compose up -d grafana", _unset("ana") + "\n[+] Running 1/1\n ✔ Container observability-grafana-1  "
           "Started"),
        err("curl -fsS -u 'admin:Gr4f$ana-ops' http://localhost:3000/api/org",
            "curl: (22) The requested URL returned error: 401", 22),
    )
    T.pair("t46-compose-dollar-escape", "l-dollar-grafana", "recurred",
           "a $ in the Grafana password is interpolated away (variable ana not set) and the login gets 401")
    T.later(
        "l-dollar-ssh-deploy", "/home/nora/src/status-board", "2025-06-26T08:00:00Z", "rotate-admin",
        user("Deploy the rotated admin hash to app-1."),
        ok("ssh app-1 'cd /srv/status-board && git pull -q && docker compose up -d'",
           _unset("apr1", "Xk9pQ2vL", "Mt7wR1cZn0bYq5sJ8dF3e") + "\n" + _STARTED.replace("Started", "Recreated")),
        err("curl -fsS -u ops:correct-horse-2 https://status.example.com/admin/",
            "curl: (22) The requested URL returned error: 401", 22),
    )
    T.pair("t46-compose-dollar-escape", "l-dollar-ssh-deploy", "recurred",
           "the new htpasswd hash loses its $-segments to interpolation on app-1 and the login is refused")
    T.later(
        "l-dollar-new-service", "/home/nora/src/docs-site", "2025-07-02T13:00:00Z", "auth",
        user("Protect the docs site with basic auth through the env var, hash is $apr1$..."),
        write("/home/nora/src/docs-site/compose.yaml", "services:\n  docs:\n    image: ghcr.io/nora/docs:2.0\n"
              "    environment:\n      BASIC_AUTH: \"docs:$$apr1$$Vb3nT6qw$$Pz8yK2mXc4rL7hN0gD5sA1\"\n"),
        ok("docker compose config | grep BASIC_AUTH && docker compose up -d",
           "      BASIC_AUTH: docs:$$apr1$$Vb3nT6qw$$Pz8yK2mXc4rL7hN0gD5sA1\n[+] Running 1/1\n"
           " ✔ Container docs-site-docs-1  Started"),
    )
    T.pair("t46-compose-dollar-escape", "l-dollar-new-service", "applied",
           "every $ of the hash is written $$ in compose.yaml before the first start; no warnings")
    T.later(
        "l-dollar-preempt", "/home/nora/src/status-board", "2025-07-09T09:45:00Z", "smtp",
        user("Add SMTP_PASSWORD=w8$Lq!mail to the board service; watch out, it has a dollar."),
        edit("/home/nora/src/status-board/compose.yaml", "    environment:\n",
             "    environment:\n      SMTP_PASSWORD: \"w8$$Lq!mail\"\n"),
        ok("docker compose up -d && docker compose exec -T board printenv SMTP_PASSWORD",
           _STARTED.replace("Started", "Recreated") + "\nw8$Lq!mail"),
    )
    T.pair("t46-compose-dollar-escape", "l-dollar-preempt", "applied",
           "the $ is doubled in compose.yaml from the start and the container gets the right value")
    T.later(
        "l-dollar-missing-var", "/home/nora/src/status-board", "2025-06-30T15:10:00Z", "sentry",
        user("Compose warns about SENTRY_DSN now, what's missing?"),
        ok("docker compose up -d", _unset("SENTRY_DSN") + "\n" + _STARTED),
        ok("grep -c SENTRY_DSN .env || true", "0"),
        ok("echo 'SENTRY_DSN=https://1f2e3d4c@o4507.ingest.sentry.io/4509' >> .env && docker compose up -d",
           _STARTED.replace("Started", "Recreated")),
    )
    T.pair("t46-compose-dollar-escape", "l-dollar-missing-var", "neither",
           "the same warning, but for a real variable missing from .env: another cause, no literal $")
    T.later(
        "l-dollar-readme", "/home/nora/src/status-board", "2025-07-11T11:00:00Z", "docs",
        user("Note the dollar-sign thing in CONTRIBUTING so nobody repeats it."),
        edit("/home/nora/src/status-board/CONTRIBUTING.md", "## Secrets\n",
             "## Secrets\n\nCompose interpolates `$`: write every literal dollar in compose.yaml as `$$`.\n"),
    )
    T.pair("t46-compose-dollar-escape", "l-dollar-readme", "neither",
           "the escaping rule is only written into CONTRIBUTING; compose is never run")


FILLS = [_ssh443, _copy, _dollar]
