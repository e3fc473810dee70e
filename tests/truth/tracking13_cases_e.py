"""Lessons I (an expired AWS SSO token, Korean, global) and J (docker compose services behind a profile, German) of
the thirteenth tracking corpus, with their later sessions and labels (see tracking13_cases.py for how the labels
were written)."""
from __future__ import annotations

from tests.truth.tracking13_cases import T, ed, rd, say, sh, u, wr

COST = "/home/dev/src/cost-report"
SSO_EXPIRED = "Error when retrieving token from sso: Token has expired and refresh failed"
SSO_LOGIN = ("Attempting to automatically open the SSO authorization page in your default browser.\nIf the browser "
             "does not open or you wish to use a different device to authorize this request, open the following URL:"
             "\n\nhttps://device.sso.eu-central-1.amazonaws.com/\n\nThen enter the code:\n\n{code}\n"
             "Successfully logged into Start URL: https://acme.awsapps.com/start")


def source_i() -> None:
    T.source(
        "s-i-aws-sso-expired", COST, "2026-03-11T08:05:44Z", "main",
        u("3월 비용 리포트 뽑아줘. CUR 파일은 s3://acme-cur-reports/ 에 있어"),
        sh("aws s3 ls s3://acme-cur-reports/2026/03/ --profile finops", "Exit code 255\n\n" + SSO_EXPIRED, True),
        sh("aws configure list --profile finops", "      Name                    Value             Type    Location\n"
           "      ----                    -----             ----    --------\n   profile                   finops  "
           "manual    --profile\naccess_key     ****************7QXA              sso    \nsecret_key     "
           "****************Vb2k              sso    \n    region             eu-central-1      config-file    "
           "~/.aws/config"),
        say("finops 프로필은 SSO 프로필이라 `aws configure`로 키를 넣으면 안 됩니다 - 정적 키가 credentials 파일에 "
            "남고 SSO 설정과 섞입니다. 만료된 SSO 토큰만 다시 받으면 됩니다."),
        sh("aws sso login --profile finops", SSO_LOGIN.format(code="QWRT-KZPM")),
        sh("aws s3 ls s3://acme-cur-reports/2026/03/ --profile finops",
           "2026-03-10 23:12:09   48211876 acme-cur-2026-03-00001.csv.gz\n"
           "2026-03-10 23:12:11    1021933 acme-cur-2026-03-Manifest.json"),
        sh("python report.py --month 2026-03 --profile finops", "rows: 1,204,311\ntotal: 18,402.77 EUR\n"
           "top: AmazonEC2 7,911.20 | AmazonRDS 3,402.19 | AmazonS3 1,288.04\nwritten: out/2026-03.xlsx"),
    )
    T.lesson(
        "t13-i-aws-sso-token-expired", "global", "ko", "s-i-aws-sso-expired", "env_setup",
        "AWS SSO 토큰 만료: aws configure가 아니라 aws sso login으로 갱신",
        "SSO 프로필로 실행한 aws 명령이 exit 255와 함께 `Token has expired and refresh failed`로 실패한다.",
        "자격 증명 문제처럼 보여서 `aws configure`로 액세스 키를 다시 넣고 싶어지지만, SSO 프로필에 정적 키가 섞여 "
        "더 헷갈리게 된다.",
        "SSO 프로필의 자격 증명은 `~/.aws/sso/cache`의 토큰에서 나오는데, 세션 기간(보통 8-12시간)이 지나면 토큰이 "
        "만료되고 CLI가 스스로 갱신하지 못한다.",
        "해당 프로필로 SSO에 다시 로그인한 다음 원래 명령을 다시 실행한다.",
        "`aws s3 ls s3://acme-cur-reports/2026/03/ --profile finops` → \"Error when retrieving token from sso: Token "
        "has expired and refresh failed\" (Exit code 255). `aws sso login --profile finops` 후 "
        "\"Successfully logged into Start URL\"가 나왔고, 같은 ls가 CUR 파일을 보여줬으며 report.py도 끝까지 돌았다.")


def later_i_applied() -> None:
    lid = "t13-i-aws-sso-token-expired"
    T.later(
        "l-i-sso-session-first", "/home/dev/src/platform-infra", "2026-03-18T07:58:11Z", "main",
        u("good morning - plan the staging changes from yesterday's PR"),
        say("It's a new day, so the SSO token from yesterday will have expired; logging in first."),
        sh("aws sso login --sso-session acme", SSO_LOGIN.format(code="HBNC-TQWL")),
        sh("terraform workspace show && terraform plan -var-file=env/staging.tfvars -compact-warnings | tail -1",
           "staging\nPlan: 0 to add, 2 to change, 0 to destroy."),
    )
    T.pair(lid, "l-i-sso-session-first", "applied",
           "logs in with `aws sso login --sso-session acme` before any AWS call of the day; the plan runs")
    T.later(
        "l-i-profile-login-chain", "/home/dev/src/data-exports", "2026-03-21T13:44:37Z", "main",
        u("copy the March export to the partner bucket with the prod read-only profile"),
        sh("aws sso login --profile prod-ro && aws s3 cp s3://acme-exports/2026-03/partners.parquet "
           "s3://partner-drop-acme/2026-03/ --profile prod-ro", SSO_LOGIN.format(code="MMRX-PLDA") + "\n"
           "copy: s3://acme-exports/2026-03/partners.parquet to s3://partner-drop-acme/2026-03/partners.parquet"),
    )
    T.pair(lid, "l-i-profile-login-chain", "applied",
           "chains `aws sso login --profile prod-ro &&` before the copy in another project; the copy succeeds")
    T.later(
        "l-i-env-profile-login", COST, "2026-03-25T09:20:03Z", "feat/weekly",
        u("run the weekly cost breakdown script (boto3) for last week"),
        sh("export AWS_PROFILE=finops && aws sso login", SSO_LOGIN.format(code="ZKQP-WWTE")),
        sh("python weekly.py --week 2026-W12", "week 2026-W12: 4,388.10 EUR (+3.2% vs W11)\nwritten: out/2026-W12.csv"),
    )
    T.pair(lid, "l-i-env-profile-login", "applied",
           "picks the profile through AWS_PROFILE and runs aws sso login before the boto3 script; it runs")


def later_i_other() -> None:
    lid = "t13-i-aws-sso-token-expired"
    T.later(
        "l-i-boto3-unauthorized", COST, "2026-03-19T17:31:26Z", "feat/weekly",
        u("write a small boto3 script that lists last week's CUR objects"),
        wr(f"{COST}/weekly.py", "import boto3\n\ns3 = boto3.Session(profile_name='finops').client('s3')\n"
           "for o in s3.list_objects_v2(Bucket='acme-cur-reports', Prefix='2026/03/')['Contents']:\n"
           "    print(o['Key'])\n"),
        sh("python weekly.py", "Exit code 1\nTraceback (most recent call last):\n  File \"/home/dev/src/cost-report/"
           "weekly.py\", line 4, in <module>\n    for o in s3.list_objects_v2(Bucket='acme-cur-reports', "
           "Prefix='2026/03/')['Contents']:\nbotocore.exceptions.UnauthorizedSSOTokenError: The SSO session "
           "associated with this profile has expired or is otherwise invalid. To refresh this SSO session run aws sso "
           "login with the corresponding profile.", True),
        say("Script is done; the SSO session has expired again, so it can't run until you log in."),
    )
    T.pair(lid, "l-i-boto3-unauthorized", "recurred",
           "boto3 raises UnauthorizedSSOTokenError for the finops profile; no login in the session")
    T.later(
        "l-i-terraform-provider", "/home/dev/src/platform-infra", "2026-03-24T14:09:50Z", "feat/alb-logs",
        u("plan the ALB access-log change"),
        sh("terraform plan -var-file=env/staging.tfvars", "Exit code 1\n╷\n│ Error: configuring Terraform AWS "
                                                          "Provider: "
           "failed to get shared config profile, acme-staging\n│ \n│ cached SSO token is expired, or not present, and "
           "cannot be refreshed\n╵", True),
        sh("aws sso login --profile acme-staging && terraform plan -var-file=env/staging.tfvars | tail -1",
           SSO_LOGIN.format(code="RTYU-BNXC") + "\nPlan: 1 to add, 1 to change, 0 to destroy."),
    )
    T.pair(lid, "l-i-terraform-provider", "recurred",
           "the Terraform AWS provider reports the cached SSO token expired; sso login run after")
    T.later(
        "l-i-access-denied", COST, "2026-03-22T10:37:04Z", "main",
        u("list the buckets in the finance account"),
        sh("aws s3api list-buckets --profile finops", "Exit code 254\n\nAn error occurred (AccessDenied) when calling "
           "the ListBuckets operation: Access Denied", True),
        say("The login is fine (the token works for the CUR bucket); the FinOps permission set just doesn't allow "
            "s3:ListAllMyBuckets. That needs a change in IAM Identity Center."),
    )
    T.pair(lid, "l-i-access-denied", "neither",
           "look-alike AWS failure: AccessDenied from the permission set, not an expired token")
    T.later(
        "l-i-list-profiles", "/home/dev", "2026-03-26T11:50:22Z", "HEAD",
        u("which AWS profiles do I have and which use SSO?"),
        sh("aws configure list-profiles && grep -E '^\\[|sso_' ~/.aws/config",
           "finops\nprod-ro\nacme-staging\n[profile finops]\nsso_session = acme\n[profile prod-ro]\nsso_session = acme"
           "\n[profile acme-staging]\nsso_session = acme\n[sso-session acme]\nsso_start_url = "
           "https://acme.awsapps.com/start"),
        say("Three profiles, all through the `acme` SSO session."),
    )
    T.pair(lid, "l-i-list-profiles", "neither", "only lists profiles and greps sso settings in ~/.aws/config")
    T.later(
        "l-i-before-chart", COST, "2026-02-28T15:12:39Z", "main",
        u("add a bar chart of the top 5 services to the report"),
        ed(f"{COST}/report.py", "    write_summary(ws, totals)\n",
           "    write_summary(ws, totals)\n    add_top_chart(ws, totals, n=5)\n"),
        sh("python -m pytest -q tests/test_report.py", "6 passed in 0.72s"),
    )
    T.pair(lid, "l-i-before-chart", "neither", "dated 2026-02-28, before the lesson's source session (2026-03-11)")


# --- J: docker compose services behind a profile don't start (German) ------------------------------------------------

SHOPB = "/home/dev/src/shop-backend"


def source_j() -> None:
    T.source(
        "s-j-compose-profile", SHOPB, "2026-03-12T10:20:31Z", "feat/signup-mail",
        u("start the local stack and run the signup integration test"),
        sh("docker compose up -d", "[+] Running 3/3\n ✔ Network shop-backend_default  Created\n"
           " ✔ Container shop-backend-db-1   Started\n ✔ Container shop-backend-api-1  Started"),
        sh("npm run test:integration -- signup", "Exit code 1\n\n> shop-backend@2.3.0 test:integration\n> vitest run "
           "--config vitest.integration.ts signup\n\n FAIL  test/integration/signup.test.ts > signup > sends the "
           "confirmation mail\nError: getaddrinfo ENOTFOUND mailpit\n ❯ GetAddrInfoReqWrap.onlookupall [as "
           "oncomplete] node:dns:120:26\n\n Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)", True),
        sh("docker compose ps --format '{{.Service}} {{.State}}'", "api running\ndb running"),
        sh("docker compose logs mailpit", "Exit code 1\nno such service: mailpit", True),
        rd(f"{SHOPB}/docker-compose.yml", "services:\n  db:\n    image: postgres:16\n  api:\n    build: .\n"
           "    depends_on: [db]\n  mailpit:\n    image: axllent/mailpit:v1.15\n    profiles: [\"dev\"]\n"
           "    ports: [\"8025:8025\"]"),
        say("mailpit is behind the `dev` profile, so a plain `up` never starts it and compose doesn't even list it. "
            "Starting the stack with the profile active."),
        sh("docker compose --profile dev up -d", "[+] Running 3/3\n ✔ Container shop-backend-db-1       Running\n"
           " ✔ Container shop-backend-api-1      Running\n ✔ Container shop-backend-mailpit-1  Started"),
        sh("npm run test:integration -- signup", "\n> shop-backend@2.3.0 test:integration\n> vitest run --config "
           "vitest.integration.ts signup\n\n ✓ test/integration/signup.test.ts (4)\n\n Test Files  1 passed (1)\n"
           "      Tests  4 passed (4)"),
    )
    T.lesson(
        "t13-j-compose-profiles", "project", "de", "s-j-compose-profile", "env_setup",
        "docker compose up startet Services mit profiles nicht - Profil explizit aktivieren",
        "Nach `docker compose up -d` fehlt mailpit: der Integrationstest scheitert mit `getaddrinfo ENOTFOUND "
        "mailpit`, und `docker compose logs mailpit` meldet, den Service gebe es nicht.",
        "Es sieht nach einem DNS- oder Netzwerkproblem im Compose-Netz aus, obwohl der Container schlicht nie "
        "gestartet wurde.",
        "Services mit `profiles:` gehören nur zum Projekt, wenn eines ihrer Profile aktiv ist; ohne aktives Profil "
        "ignoriert compose sie bei up, ps und logs.",
        "Den Stack mit aktivem Profil starten: `docker compose --profile <profil> up -d` oder "
        "`COMPOSE_PROFILES=<profil>` "
        "setzen (auch dauerhaft in der .env des Projekts).",
        ["erst `ENOTFOUND mailpit` im Test, `docker compose ps` zeigte nur api und db, `docker compose logs mailpit` "
         "→ `no such service: mailpit`",
         "in der docker-compose.yml steht bei mailpit `profiles: [\"dev\"]`",
         "mit `docker compose --profile dev up -d` lief der Container (`shop-backend-mailpit-1  Started`) und der "
         "Signup-Test ging durch: `Tests  4 passed (4)`"])


def later_j() -> None:
    lid = "t13-j-compose-profiles"
    T.later(
        "l-j-env-var-profiles", SHOPB, "2026-03-18T14:03:50Z", "feat/order-export",
        u("bring up everything incl. the jobs worker and run the export test"),
        sh("COMPOSE_PROFILES=dev,jobs docker compose up -d", "[+] Running 5/5\n ✔ Container shop-backend-db-1       "
           "Running\n ✔ Container shop-backend-api-1      Running\n ✔ Container shop-backend-mailpit-1  Running\n"
           " ✔ Container shop-backend-worker-1   Started\n ✔ Container shop-backend-redis-1    Started"),
        sh("npm run test:integration -- export", " ✓ test/integration/export.test.ts (3)\n Tests  3 passed (3)"),
    )
    T.pair(lid, "l-j-env-var-profiles", "applied",
           "activates the dev and jobs profiles via COMPOSE_PROFILES on the first up; every service starts")
    T.later(
        "l-j-dotenv-profiles", "/home/dev/src/shop-media", "2026-03-21T10:55:17Z", "main",
        u("shop-media: make `docker compose up` start minio too, for everyone, then run the upload tests"),
        wr("/home/dev/src/shop-media/.env", "COMPOSE_PROFILES=s3\n"),
        sh("docker compose up -d && docker compose ps --format '{{.Service}}'", "[+] Running 2/2\n ✔ Container "
           "shop-media-minio-1  Started\n ✔ Container shop-media-app-1    Started\napp\nminio"),
        sh("npm test -- upload", " ✓ test/upload.test.ts (5)\n Tests  5 passed (5)"),
    )
    T.pair(lid, "l-j-dotenv-profiles", "applied",
           "writes COMPOSE_PROFILES=s3 into the sibling project's .env before up; minio starts, tests pass")
    T.later(
        "l-j-worker-not-running", SHOPB, "2026-03-20T16:47:03Z", "fix/stuck-jobs",
        u("drain the stuck jobs with scripts/drain.js inside the worker container"),
        sh("docker compose up -d && docker compose exec worker node scripts/drain.js",
           "Exit code 1\n[+] Running 2/2\n ✔ Container shop-backend-db-1   Running\n ✔ Container shop-backend-api-1  "
           "Running\nservice \"worker\" is not running", True),
        sh("docker compose --profile jobs up -d worker && docker compose exec worker node scripts/drain.js",
           " ✔ Container shop-backend-worker-1  Started\ndrained 214 jobs from queue 'orders'"),
    )
    T.pair(lid, "l-j-worker-not-running", "recurred",
           "the worker (profile jobs) isn't started by a plain up: `service \"worker\" is not running`; fixed after")
    T.later(
        "l-j-minio-enotfound", "/home/dev/src/shop-media", "2026-03-19T11:32:44Z", "feat/thumbnails",
        u("run shop-media's upload tests against the local stack"),
        sh("docker compose up -d && npm test -- upload", "Exit code 1\n[+] Running 1/1\n ✔ Container "
                                                         "shop-media-app-1  Started\n"
           " FAIL  test/upload.test.ts > uploads an original\nError: getaddrinfo ENOTFOUND minio\n"
           " Tests  5 failed (5)", True),
        say("minio isn't running - it's declared under a profile in this compose file. Want me to start it with the "
            "profile, or is leaving it off intended?"),
    )
    T.pair(lid, "l-j-minio-enotfound", "recurred",
           "in a sibling project minio sits behind a profile and the tests fail with ENOTFOUND minio; not fixed")
    T.later(
        "l-j-port-allocated", SHOPB, "2026-03-23T09:14:29Z", "main",
        u("start the stack, something's off"),
        sh("docker compose --profile dev up -d", "Exit code 1\n[+] Running 1/2\n ✘ Container shop-backend-db-1  Error\n"
           "Error response from daemon: driver failed programming external connectivity on endpoint shop-backend-db-1: "
           "Bind for 0.0.0.0:5432 failed: port is already allocated", True),
        sh("docker ps --format '{{.Names}} {{.Ports}}' | grep 5432 && docker stop legacy-pg",
           "legacy-pg 0.0.0.0:5432->5432/tcp\nlegacy-pg"),
        sh("docker compose --profile dev up -d", " ✔ Container shop-backend-db-1  Started"),
    )
    T.pair(lid, "l-j-port-allocated", "neither",
           "look-alike compose start failure: port 5432 held by another container; the profile is already active")
    T.later(
        "l-j-list-profiles", SHOPB, "2026-03-26T15:38:02Z", "main",
        u("which compose profiles exist in shop-backend?"),
        sh("docker compose config --profiles", "dev\njobs"),
        say("Two: `dev` (mailpit) and `jobs` (worker, redis)."),
    )
    T.pair(lid, "l-j-list-profiles", "neither", "only lists the profiles with `config --profiles`; nothing is started")
    T.later(
        "l-j-before-pg16", SHOPB, "2026-03-01T12:06:55Z", "chore/pg16",
        u("bump the local postgres image to 16.2"),
        ed(f"{SHOPB}/docker-compose.yml", "    image: postgres:16\n", "    image: postgres:16.2\n"),
        sh("docker compose --profile dev up -d db && docker compose exec db psql -U postgres -tc 'select version()'",
           " ✔ Container shop-backend-db-1  Started\n PostgreSQL 16.2 (Debian 16.2-1.pgdg120+2) on "
           "x86_64-pc-linux-gnu"),
    )
    T.pair(lid, "l-j-before-pg16", "neither", "dated 2026-03-01, before the lesson's source session (2026-03-12)")


def build_fifth_part() -> None:
    source_i()
    later_i_applied()
    later_i_other()
    source_j()
    later_j()
