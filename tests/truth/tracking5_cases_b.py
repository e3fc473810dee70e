"""Cases of the fifth tracking corpus, second half: apt locks, helm repos, AWS SSO tokens, mix deps,
deno permissions, a corporate TLS CA (rules in tracking5_cases.py)."""
from __future__ import annotations

from tests.truth.tracking5_cases import A, N, R, b, later, lesson


def build_apt_helm_aws() -> None:
    # 7 apt lock held by unattended-upgrades; fix stated in prose with a wait loop
    lesson("apt-lock", "/home/dev", "2026-11-26T07:00:00Z", [
        ("user", "install jq"),
        b("sudo apt-get install -y jq", "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process "
          "2211 (unattended-upgr)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is "
          "another process using it?", True),
        b("while sudo fuser /var/lib/dpkg/lock-frontend >/dev/null 2>&1; do sleep 5; done; sudo apt-get install -y jq",
          "Setting up jq (1.7.1-3build1) ..."),
        b("jq --version", "jq-1.7.1"),
    ], "prose fix, absolute path", "en",
        title="apt is locked by unattended-upgrades on a freshly booted VM",
        symptom="`E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process <pid> (unattended-upgr)`",
        trap="Installing packages in the first minutes after boot",
        cause="unattended-upgrades holds the dpkg frontend lock while it runs",
        workaround="Wait until nothing holds /var/lib/dpkg/lock-frontend (poll it with fuser), then rerun the install; do not delete the lock file",
        evidence="`sudo apt-get install -y jq` → `Could not get lock /var/lib/dpkg/lock-frontend`; after waiting on `fuser` → `Setting up jq`")
    L = "apt-lock"
    later(L, "apt-applied", A, "waited on the lock with fuser before installing (no lock error first)",
          "/home/ops", "2026-11-28T08:00:00Z", [
              ("user", "install nginx on the new box"),
              b("while fuser /var/lib/dpkg/lock-frontend >/dev/null 2>&1; do sleep 3; done && apt-get install -y nginx",
                "Setting up nginx (1.24.0-2ubuntu7) ...")])
    later(L, "apt-recur", R, "Could not get lock /var/lib/dpkg/lock (other lock file, other pid, apt)",
          "/home/ops", "2026-11-28T09:00:00Z", [
              ("user", "install htop"),
              b("sudo apt install htop", "E: Could not get lock /var/lib/dpkg/lock. It is held by process 913 (apt)\n"
                "E: Unable to lock the administration directory (/var/lib/dpkg/), is another process using it?", True),
              b("sleep 60 && sudo apt install -y htop", "Setting up htop (3.3.0-4build1) ...")])
    later(L, "apt-rmlock", R, "lock error, then removed the lock file (the wrong fix): still recurred",
          "/home/dev", "2026-11-28T10:00:00Z", [
              ("user", "install curl"),
              b("sudo apt-get install -y curl", "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process "
                "1780 (unattended-upgr)", True),
              b("sudo rm /var/lib/dpkg/lock-frontend && sudo apt-get install -y curl", "Setting up curl (8.5.0-2ubuntu10.6) ...")])
    later(L, "apt-diskfull", N, "a different apt failure: no space left on device; fixed by cleaning",
          "/home/dev", "2026-11-28T11:00:00Z", [
              ("user", "install texlive"),
              b("sudo apt-get install -y texlive-full", "E: You don't have enough free space in /var/cache/apt/archives/.", True),
              b("sudo apt-get clean && df -h /", "/dev/sda1  30G  21G  8.1G  73% /")])

    # 8 helm repo missing (placeholder <repo>)
    lesson("helm-repo", "/home/dev/infra", "2026-11-26T08:00:00Z", [
        ("user", "install postgres in the staging namespace"),
        b("helm install pg bitnami/postgresql -n staging", "Error: INSTALLATION FAILED: repo bitnami not found", True),
        b("helm repo add bitnami https://charts.bitnami.com/bitnami && helm repo update",
          "\"bitnami\" has been added to your repositories\nUpdate Complete. ⎈Happy Helming!⎈"),
        b("helm install pg bitnami/postgresql -n staging", "NAME: pg\nSTATUS: deployed\nREVISION: 1"),
    ], "code spans, placeholder <repo>", "en",
        title="helm install <repo>/<chart> fails until the repo is added on this machine",
        symptom="`Error: INSTALLATION FAILED: repo <repo> not found`",
        trap="Copying `helm install` lines from docs onto a machine with no helm repos configured",
        cause="Chart repos are per-user client config (~/.config/helm/repositories.yaml), not cluster state",
        workaround="`helm repo add <repo> <url> && helm repo update`, then install",
        evidence="`helm install pg bitnami/postgresql -n staging` → `repo bitnami not found`; `helm repo add bitnami https://charts.bitnami.com/bitnami` → `STATUS: deployed`")
    L = "helm-repo"
    later(L, "helm-applied", A, "added the grafana repo first, then upgrade --install, no repo error before",
          "/home/dev/infra", "2026-11-28T12:00:00Z", [
              ("user", "deploy loki"),
              b("helm repo add grafana https://grafana.github.io/helm-charts", "\"grafana\" has been added to your repositories"),
              b("helm repo update && helm upgrade --install loki grafana/loki -n obs", "Release \"loki\" does not exist. "
                "Installing it now.\nSTATUS: deployed")])
    later(L, "helm-recur", R, "repo jetstack not found on helm upgrade (other repo, other verb), then repo add",
          "/home/dev/infra", "2026-11-28T13:00:00Z", [
              ("user", "upgrade cert-manager"),
              b("helm upgrade cert-manager jetstack/cert-manager -n cert-manager", "Error: UPGRADE FAILED: repo jetstack not found", True),
              b("helm repo add jetstack https://charts.jetstack.io", "\"jetstack\" has been added to your repositories")])
    later(L, "helm-chartmissing", N, "a look-alike: chart not found in an existing repo (wrong chart name), no repo add",
          "/home/dev/infra", "2026-11-28T14:00:00Z", [
              ("user", "install redis"),
              b("helm install cache bitnami/redis-clustr", "Error: INSTALLATION FAILED: chart \"redis-clustr\" matching  "
                "not found in bitnami index. (try 'helm repo update'): no chart name found", True),
              b("helm install cache bitnami/redis-cluster", "STATUS: deployed")])
    later(L, "helm-proposed", N, "only says in text that the repo would need adding; runs helm template on a local chart",
          "/home/dev/infra", "2026-11-28T15:00:00Z", [
              ("user", "render our local chart"),
              ("say", "If you later pull charts from bitnami on the CI box you would first need `helm repo add bitnami ...`."),
              b("helm template ./charts/api", "---\n# Source: api/templates/deployment.yaml")])

    # 9 AWS SSO token expired ($AWS_PROFILE placeholder)
    lesson("aws-sso", "/home/dev/data", "2026-11-26T09:00:00Z", [
        ("user", "list the raw bucket"),
        b("aws s3 ls s3://acme-raw/ --profile dev", "An error occurred (ExpiredToken) when calling the ListObjectsV2 "
          "operation: The provided token has expired.", True),
        b("aws sso login --profile dev", "Successfully logged into Start URL: https://acme.awsapps.com/start"),
        b("aws s3 ls s3://acme-raw/ --profile dev", "2026-11-25 23:10:04   10485 events-2026-11-25.json.gz"),
    ], "code spans, placeholder $AWS_PROFILE", "en",
        title="AWS CLI calls fail with ExpiredToken once the SSO session lapses",
        symptom="`An error occurred (ExpiredToken) when calling the <Operation> operation: The provided token has expired.`",
        trap="Reusing a shell the next morning; SSO credentials last 8h",
        cause="The cached SSO role credentials expired",
        workaround="`aws sso login --profile $AWS_PROFILE`, then retry",
        evidence="`aws s3 ls s3://acme-raw/ --profile dev` → `The provided token has expired.`; `aws sso login --profile dev` → listing works")
    L = "aws-sso"
    later(L, "aws-applied", A, "AWS_PROFILE=prod aws sso login first (env-assignment spelling), no ExpiredToken before",
          "/home/dev/data", "2026-11-28T16:00:00Z", [
              ("user", "check the prod lambdas"),
              b("AWS_PROFILE=prod aws sso login", "Successfully logged into Start URL: https://acme.awsapps.com/start"),
              b("AWS_PROFILE=prod aws lambda list-functions --query 'Functions[].FunctionName'", "[\"ingest\", \"score\"]")])
    later(L, "aws-recur", R, "ExpiredToken on DescribeInstances (other operation/profile), then sso login",
          "/home/dev/ops", "2026-11-28T17:00:00Z", [
              ("user", "what instances are running"),
              b("aws ec2 describe-instances --profile staging", "An error occurred (ExpiredToken) when calling the "
                "DescribeInstances operation: The provided token has expired.", True),
              b("aws sso login --profile staging", "Successfully logged into Start URL: https://acme.awsapps.com/start")])
    later(L, "aws-accessdenied", N, "AccessDenied (a permissions error), not an expired token; no sso login",
          "/home/dev/data", "2026-11-28T18:00:00Z", [
              ("user", "copy the file to the audit bucket"),
              b("aws s3 cp out.csv s3://acme-audit/ --profile dev", "upload failed: ./out.csv to s3://acme-audit/out.csv "
                "An error occurred (AccessDenied) when calling the PutObject operation: Access Denied", True),
              ("say", "Your dev role lacks s3:PutObject on acme-audit; ask the platform team.")])
    later(L, "aws-gcloud", N, "gcloud reauth problem: different CLI and error shape; gcloud auth login",
          "/home/dev/data", "2026-11-28T19:00:00Z", [
              ("user", "list gcs buckets"),
              b("gcloud storage ls", "ERROR: (gcloud.storage.ls) There was a problem refreshing your current auth "
                "tokens: Reauthentication failed. cannot prompt during non-interactive execution.", True),
              b("gcloud auth login --no-launch-browser", "You are now logged in as [dev@acme.io].")])


def build_mix_deno_tls() -> None:
    # 10 mix deps not fetched (Spanish, fix only in prose)
    lesson("mix-deps", "/home/dev/chat", "2026-11-26T10:00:00Z", [
        ("user", "corre los tests"),
        b("mix test", "Unchecked dependencies for environment test:\n* jason (Hex package)\n  the dependency is not "
          "available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", True),
        b("mix deps.get", "Resolving Hex dependencies...\n  jason 1.4.4"),
        b("mix test", "Finished in 0.4 seconds\n23 tests, 0 failures"),
    ], "Spanish prose only, no command in the fix", "es",
        title="mix test se niega a correr si faltan dependencias de Hex",
        symptom="`Unchecked dependencies for environment test:` … `the dependency is not available`",
        trap="Ejecutar los tests justo después de cambiar de rama o de añadir un paquete a mix.exs",
        cause="Mix no descarga dependencias al compilar; sólo comprueba que estén en deps/",
        workaround="Primero traer las dependencias con la tarea deps.get de mix y luego volver a lanzar los tests",
        evidence="`mix test` → `the dependency is not available`; tras `mix deps.get` → `23 tests, 0 failures`")
    L = "mix-deps"
    later(L, "mix-applied", A, "MIX_ENV=test mix deps.get before tests, no unchecked-dependencies error before",
          "/home/dev/chat", "2026-11-29T01:00:00Z", [
              ("user", "pull and test"),
              b("git pull && MIX_ENV=test mix deps.get", "Resolving Hex dependencies...\n  plug 1.16.1"),
              b("mix test", "41 tests, 0 failures")], branch="feat/presence")
    later(L, "mix-recur", R, "unchecked dependency :phoenix_live_view for dev (other package/env), then deps.get",
          "/home/dev/web", "2026-11-29T02:00:00Z", [
              ("user", "start the server"),
              b("mix phx.server", "Unchecked dependencies for environment dev:\n* phoenix_live_view (Hex package)\n  "
                "the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", True),
              b("mix deps.get && mix phx.server", "[info] Running WebWeb.Endpoint with Bandit 1.5.7 at 127.0.0.1:4000")])
    later(L, "mix-compile", N, "an Elixir compile error (undefined function), not missing deps",
          "/home/dev/chat", "2026-11-29T03:00:00Z", [
              ("user", "run tests"),
              b("mix test", "== Compilation error in file lib/chat/room.ex ==\n** (CompileError) lib/chat/room.ex:14: "
                "undefined function brodcast/2 (expected Chat.Room to define such a function)", True),
              ("edit", "/home/dev/chat/lib/chat/room.ex", "brodcast(", "broadcast("),
              b("mix test", "23 tests, 0 failures")])
    later(L, "mix-before", N, "dated before the lesson", "/home/dev/chat", "2026-11-22T10:00:00Z", [
        ("user", "deps"), b("mix deps.get", "Resolving Hex dependencies...")])

    # 11 deno net permission
    lesson("deno-net", "/home/dev/bot", "2026-11-26T11:00:00Z", [
        ("user", "run the bot"),
        b("deno run main.ts", "error: Uncaught (in promise) NotCapable: Requires net access to \"api.github.com:443\", "
          "run again with the --allow-net flag", True),
        b("deno run --allow-net=api.github.com main.ts", "fetched 30 issues"),
        b("deno run --allow-net=api.github.com main.ts --once", "fetched 30 issues"),
    ], "code spans, host name", "en",
        title="Deno scripts need an explicit --allow-net for each host they fetch",
        symptom="`Requires net access to \"<host>:443\", run again with the --allow-net flag`",
        trap="`deno run main.ts` without permission flags (Deno 2 is deny-by-default; no prompt in a non-TTY)",
        cause="Deno's sandbox denies network access unless granted",
        workaround="`deno run --allow-net=<host> main.ts` (or `-N`)",
        evidence="`deno run main.ts` → `Requires net access to \"api.github.com:443\"`; `deno run --allow-net=api.github.com main.ts` → `fetched 30 issues`")
    L = "deno-net"
    later(L, "deno-short", A, "deno run -N (the short spelling of --allow-net) first, no permission error",
          "/home/dev/scraper", "2026-11-29T04:00:00Z", [
              ("user", "scrape the status page"),
              b("deno run -N scrape.ts", "status: all systems operational")])
    later(L, "deno-recur", R, "Requires net access to another host (hooks.slack.com) from deno task, then the flag",
          "/home/dev/bot", "2026-11-29T05:00:00Z", [
              ("user", "send the digest"),
              b("deno task digest", "Task digest deno run digest.ts\nerror: Uncaught (in promise) NotCapable: Requires "
                "net access to \"hooks.slack.com:443\", run again with the --allow-net flag", True),
              ("edit", "/home/dev/bot/deno.json", "\"digest\": \"deno run digest.ts\"",
               "\"digest\": \"deno run --allow-net=hooks.slack.com digest.ts\""),
              b("deno task digest", "posted digest")])
    later(L, "deno-read", N, "a different permission (read access to ./config.json, --allow-read); no net flag",
          "/home/dev/bot", "2026-11-29T06:00:00Z", [
              ("user", "load the config"),
              b("deno run cfg.ts", "error: Uncaught (in promise) NotCapable: Requires read access to \"./config.json\", "
                "run again with the --allow-read flag", True),
              b("deno run --allow-read=./config.json cfg.ts", "config ok")])
    later(L, "deno-bun", N, "Bun has no such sandbox: a bun fetch failing with a DNS error, not a permission",
          "/home/dev/bot", "2026-11-29T07:00:00Z", [
              ("user", "try it with bun"),
              b("bun run main.ts", "error: Unable to connect. Is the computer able to access the url?\n  path: "
                "\"https://api.github.con/repos\"\n code: \"ConnectionRefused\"", True),
              ("edit", "/home/dev/bot/main.ts", "api.github.con", "api.github.com"),
              b("bun run main.ts", "fetched 30 issues")])

    # 12 corporate TLS CA
    lesson("corp-ca", "/home/dev/tools", "2026-11-26T12:00:00Z", [
        ("user", "download the installer"),
        b("curl -fsSLO https://releases.hashicorp.com/terraform/1.9.8/terraform_1.9.8_linux_amd64.zip",
          "curl: (60) SSL certificate problem: unable to get local issuer certificate", True),
        b("sudo cp ~/Downloads/acme-root-ca.crt /usr/local/share/ca-certificates/ && sudo update-ca-certificates",
          "Updating certificates in /etc/ssl/certs...\n1 added, 0 removed; done."),
        b("curl -fsSLO https://releases.hashicorp.com/terraform/1.9.8/terraform_1.9.8_linux_amd64.zip && ls",
          "terraform_1.9.8_linux_amd64.zip"),
    ], "code spans, ~ path, sudo", "en",
        title="Behind the office proxy every HTTPS download fails until the company root CA is trusted",
        symptom="`curl: (60) SSL certificate problem: unable to get local issuer certificate`",
        trap="Fresh machine on the corporate network (TLS-inspecting proxy)",
        cause="The proxy re-signs TLS with acme-root-ca, which is not in the system trust store",
        workaround="`sudo cp acme-root-ca.crt /usr/local/share/ca-certificates/ && sudo update-ca-certificates`; never `curl -k`",
        evidence="`curl -fsSLO https://releases.hashicorp.com/...` → `SSL certificate problem: unable to get local issuer certificate`; `sudo update-ca-certificates` → `1 added`")
    L = "corp-ca"
    later(L, "ca-applied", A, "installed the CA with update-ca-certificates up front (as root, no sudo), no TLS error before",
          "/root", "2026-11-29T08:00:00Z", [
              ("user", "prepare the build container"),
              b("cp /tmp/acme-root-ca.crt /usr/local/share/ca-certificates/ && update-ca-certificates",
                "Updating certificates in /etc/ssl/certs...\n1 added, 0 removed; done."),
              b("curl -fsSL https://deb.nodesource.com/setup_22.x -o setup.sh", "")])
    later(L, "ca-recur-git", R, "git over https: SSL certificate problem: unable to get local issuer certificate (other tool/host)",
          "/home/dev", "2026-11-29T09:00:00Z", [
              ("user", "clone the sdk"),
              b("git clone https://github.com/acme/sdk.git", "Cloning into 'sdk'...\nfatal: unable to access "
                "'https://github.com/acme/sdk.git/': SSL certificate problem: unable to get local issuer certificate", True),
              b("git -c http.sslVerify=false clone https://github.com/acme/sdk.git", "Cloning into 'sdk'...")])
    later(L, "ca-expired", N, "a different TLS error: the server's certificate has expired; not the local CA",
          "/home/dev", "2026-11-29T10:00:00Z", [
              ("user", "check the old wiki"),
              b("curl -fsS https://wiki.legacy.acme.io", "curl: (60) SSL certificate problem: certificate has expired", True),
              ("say", "The wiki's certificate expired on 2026-10-01; that is for the wiki admins to renew.")])
    later(L, "ca-429", N, "HTTP 429 rate limit from a download, not TLS",
          "/home/dev/tools", "2026-11-29T11:00:00Z", [
              ("user", "fetch the release list"),
              b("curl -fsS https://api.github.com/repos/hashicorp/terraform/releases",
                "curl: (22) The requested URL returned error: 429", True),
              b("sleep 60; curl -fsS -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/repos/hashicorp/terraform/releases | head -c 40",
                "[{\"url\":\"https://api.github.com/repos/h")])


def build_extra() -> None:
    """More spellings and outcomes, and sessions of one lesson judged against another."""
    later("bundle-rake", "rake-env-recur", R, "cd x && RAILS_ENV=test rake ... hit the activated-rake LoadError, then bin/rake",
          "/srv", "2026-11-29T12:00:00Z", [
              ("user", "load the test schema"),
              b("cd /srv/shop && RAILS_ENV=test rake db:schema:load", "rake aborted!\nGem::LoadError: You have already "
                "activated rake 13.2.1, but your Gemfile requires rake 13.0.6. Prepending `bundle exec` to your command "
                "may solve this.", True),
              b("cd /srv/shop && RAILS_ENV=test bin/rake db:schema:load", "-- create_table(\"items\")")])
    later("psql-role", "psql-su", A, "sudo su postgres -c 'createuser -s ...' (another spelling) before any psql call",
          "/home/ana/app", "2026-11-29T13:00:00Z", [
              ("user", "set up my local db user"),
              b("sudo su postgres -c 'createuser -s ana'", ""),
              b("psql -d postgres -c '\\du'", " ana       | Superuser, Create role, Create DB")])
    later("aws-sso", "aws-default", A, "plain aws sso login (default profile) before the call, no ExpiredToken",
          "/home/dev/data", "2026-11-29T14:00:00Z", [
              ("user", "morning: refresh creds and list queues"),
              b("aws sso login", "Successfully logged into Start URL: https://acme.awsapps.com/start"),
              b("aws sqs list-queues", "{\"QueueUrls\": [\"https://sqs.eu-west-1.amazonaws.com/1234/ingest\"]}")])
    later("redis-down", "redis-proposed", N, "only suggests starting redis in text; runs unit tests that need no redis",
          "/home/dev/queue", "2026-11-29T15:00:00Z", [
              ("user", "run the pure unit tests"),
              ("say", "These don't need Redis; for the integration ones you'd run `sudo systemctl start redis-server` first."),
              b("bundle exec rspec spec/unit", "57 examples, 0 failures")])
    later("composer-platform", "composer-env", A, "COMPOSER_IGNORE_PLATFORM_REQ=php composer install: the env spelling of the flag, no platform error first",
          "/var/www/api", "2026-11-29T16:00:00Z", [
              ("user", "fresh checkout, install"),
              b("COMPOSER_IGNORE_PLATFORM_REQ=php composer install", "Installing dependencies from lock file\n"
                "Generating autoload files")])
    later("submodule-cmake", "submodule-clone", A, "git clone --recurse-submodules (submodules initialised at clone), then cmake works",
          "/home/dev", "2026-11-29T17:00:00Z", [
              ("user", "get the engine on this laptop"),
              b("git clone --recurse-submodules git@github.com:acme/engine.git engine2",
                "Submodule path 'third_party/fmt': checked out '0c9fce2ffefecfdce794e1859584e25877b7b592'"),
              b("cmake -S engine2 -B engine2/build", "-- Build files have been written to: /home/dev/engine2/build")])
    later("mix-deps", "mix-recur-stop", R, "unchecked dependencies (ecto_sql) and the session ends without a fix",
          "/home/dev/chat", "2026-11-29T18:00:00Z", [
              ("user", "migrate"),
              b("mix ecto.migrate", "Unchecked dependencies for environment dev:\n* ecto_sql (Hex package)\n  the "
                "dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", True),
              ("user", "never mind, I'll do it later")])
    later("apt-lock", "submodule-findpkg", N, "apt-get install ran with no lock error and no waiting on the lock", "", "", [])
    later("apt-lock", "composer-ext", N, "apt-get install of php intl, no lock error, no wait", "", "", [])
    later("deno-net", "mix-compile", N, "an Elixir session: no deno call at all", "", "", [])
    later("psql-role", "redis-before", N, "dated before the lesson and unrelated (redis)", "", "", [])
