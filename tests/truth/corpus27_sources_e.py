"""Scripted sessions of corpus27, part five: the Cloud Foundry cf CLI with the Java buildpack in Windows cmd,
Nextcloud's occ in docker compose (in Korean), helmfile with helm-diff on macOS zsh, Atlas versioned migrations for a
fish user."""
from __future__ import annotations

CF_QUOTA = """Exit code 1
Pushing app quotes-api to org acme / space dev as priya.n@acme.io...
Applying manifest file C:\\work\\quotes-api\\manifest.yml...
For application 'quotes-api': memory_quota_exceeded: You have exceeded your organization's memory limit: app \
requested more memory than available
FAILED"""

CF_JVM = """Exit code 1
Waiting for app quotes-api to start...
   [APP/PROC/WEB/0] ERR Cannot calculate JVM memory configuration: There is insufficient memory remaining for heap. \
Memory available for allocation 1G is less than allocated memory 1.27G (-XX:ReservedCodeCacheSize=240M, \
-XX:MaxDirectMemorySize=10M, -XX:MaxMetaspaceSize=513285K, -Xss1M * 250 threads)
Instance 0: CRASHED
FAILED"""

CF_OK = """Waiting for app quotes-api to start...

name:              quotes-api
requested state:   started
routes:            quotes-api.apps.dev.acme.cloud
stack:             cflinuxfs4
buildpacks:
	name             version   detect output   buildpack name
	java_buildpack   v4.71.0   java            java

type:            web
instances:       2/2
memory usage:    1G
     state     since                  cpu    memory         disk
#0   running   2026-12-15T14:41:32Z   0.0%   212.4M of 1G   161.2M of 1G
#1   running   2026-12-15T14:41:33Z   0.0%   204.9M of 1G   161.2M of 1G"""

CF_MANIFEST = "C:\\work\\quotes-api\\manifest.yml"

S17 = ("C:\\work\\quotes-api", "2026-12-15T14:20:00Z", "cf-push", [
    ("user", "push quotes-api to our CF dev space (cf8 CLI, I'm in cmd.exe). manifest.yml is in the repo"),
    ("bash", "type manifest.yml | findstr /n \"memory instances\"", "4:    memory: 2G\n5:    instances: 2", False),
    ("bash", "mvnw.cmd -q package -DskipTests && cf push -f manifest.yml", CF_QUOTA, True),
    ("bash", "cf org acme && cf quota small-4g",
     "Getting info for org acme as priya.n@acme.io...\n\nname:      acme\ndomains:   apps.dev.acme.cloud\nquota:     "
     "small-4g\nspaces:    dev, staging\n\nGetting quota small-4g info as priya.n@acme.io...\n\ntotal memory:      "
     "4G\ninstance memory:   unlimited\nroutes:            100", False),
    ("say", "The manifest asks for 2 instances × 2G = 4G, the whole org quota, and the org's other apps already "
            "hold part of it. 1G per instance should do for this service."),
    ("edit", CF_MANIFEST, "    memory: 2G", "    memory: 1G"),
    ("bash", "cf push -f manifest.yml", CF_JVM, True),
    ("say", "Now it fits the quota, but the Java buildpack's memory calculator reserves 250 threads × 1M of stack and "
            "finds no room left for heap in 1G. Lowering the thread count it plans for."),
    ("edit", CF_MANIFEST, "    env:\n      SPRING_PROFILES_ACTIVE: dev",
     "    env:\n      SPRING_PROFILES_ACTIVE: dev\n      JBP_CONFIG_OPEN_JDK_JRE: '{ memory_calculator: { "
     "stack_threads: 100 } }'"),
    ("bash", "cf push -f manifest.yml  & rem stack_threads 100", CF_OK, False),
    ("bash", "curl -s https://quotes-api.apps.dev.acme.cloud/actuator/health", "{\"status\":\"UP\"}", False),
    ("user", "Nice. the health check on staging times out at startup though, the app needs ~90s there and cf gives up "
             "at 60"),
    ("say", "For slow starts set `timeout: 180` in manifest-staging.yml (how long CF waits for the first healthy "
            "check), or switch to `health-check-type: http` with `health-check-http-endpoint: /actuator/health`. I "
            "can't push to staging from here."),
    ("user", "I'll do staging myself tomorrow"),
])

OCC = "docker compose exec -u www-data app php occ"

OCC_ROOT = """Exit code 1
Console has to be executed with the user that owns the file config/config.php
Current user id: 0
Owner id of config.php: 33
Try adding 'sudo -u #33' to the beginning of the command (without the single quotes)
If running with 'docker exec' try adding the option '-u 33' to the docker command (without the single quotes)"""

SETUPCHECKS = """	database:
		✗ Database missing indices: Detected some missing optional indices. Run "occ db:add-missing-indices" to \
add them.
		✗ Database pending bigint migrations: Some columns in the database are missing a conversion to big int. \
Run "occ db:convert-filecache-bigint" to convert them.
	network:
		✗ Reverse proxy header configuration: Your "trusted_proxies" setting is not correctly set, it should be an \
array.
	config:
		✗ Maintenance window start: Server has no maintenance window start time configured."""

S18 = ("/home/hyun/homelab/nextcloud", "2026-12-16T12:00:00Z", "main", [
    ("user", "넥스트클라우드 29→30 업데이트 후에 관리자 페이지에 경고가 잔뜩 떠. occ로 정리해 줘. docker compose 로 "
             "돌리고 있어."),
    ("bash", "docker compose exec app php occ status", OCC_ROOT, True),
    ("bash", f"{OCC} status",
     "  - installed: true\n  - version: 30.0.2.2\n  - versionstring: 30.0.2\n  - maintenance: false\n"
     "  - needsDbUpgrade: false", False),
    ("bash", f"{OCC} setupchecks", SETUPCHECKS, False),
    ("bash", f"{OCC} db:add-missing-indices",
     "Adding additional fs_storage_path_prefix index to the oc_filecache table, this can take some time...\n"
     "oc_filecache table updated successfully.", False),
    ("bash", f"{OCC} db:convert-filecache-bigint",
     "Exit code 1\nFollowing columns will be updated:\n\n* federated_reshares.share_id\n* share_external.id\n\n"
     "This can take up to hours, depending on the number of files in your instance!\n"
     "Continue with the conversion (y/n)? [n] ", True),
    ("say", "대화형 확인을 기다리다 기본값 n 으로 끝났어요. 비대화형으로 다시 실행할게요."),
    ("bash", f"{OCC} db:convert-filecache-bigint --no-interaction",
     "Following columns will be updated:\n\n* federated_reshares.share_id\n* share_external.id\n\n"
     "This can take up to hours, depending on the number of files in your instance!", False),
    ("bash", f"{OCC} config:system:get trusted_proxies", "172.18.0.0/16", False),
    ("say", "trusted_proxies 가 배열이 아니라 문자열로 들어가 있어요. 지우고 인덱스 0 으로 다시 넣을게요."),
    ("bash", f"{OCC} config:system:delete trusted_proxies && {OCC} config:system:set trusted_proxies 0 "
             "--value=172.18.0.0/16",
     "System config value trusted_proxies deleted\nSystem config value trusted_proxies => [0] set to string "
     "172.18.0.0/16", False),
    ("bash", f"{OCC} setupchecks | grep -E '✗|Reverse proxy'",
     "\t\t✓ Reverse proxy header configuration\n\t\t✗ Maintenance window start: Server has no maintenance window "
     "start time configured.", False),
    ("say", "인덱스, bigint, 프록시 경고는 사라졌어요. 남은 건 유지보수 시간대인데, UTC 기준 시(hour)로 넣어요. "
            "새벽 1시(UTC)로 하려면 `occ config:system:set maintenance_window_start --type=integer --value=1` "
            "입니다. 실행할까요?"),
    ("user", "아 그건 괜찮아. 그보다 어제 바꾼 로고가 반영됐는지 봐 줘"),
    ("bash", f"{OCC} config:app:get theming logoMime", "image/png", False),
    ("user", "오 됐네요 ㅎㅎ"),
])

HELMFILE_DIFF_ERR = """Exit code 1
Error: unknown command "diff" for "helm"
Run 'helm --help' for usage.
in ./helmfile.yaml: command "/opt/homebrew/bin/helm" exited with non-zero status:

PATH:
  /opt/homebrew/bin/helm

ARGS:
  0: helm (4 bytes)
  1: diff (4 bytes)
  2: upgrade (7 bytes)"""

HELMFILE_DIFF = """Comparing release=ingress-nginx, chart=ingress-nginx/ingress-nginx, namespace=ingress
ingress, ingress-nginx-controller, Deployment (apps) has changed:
\x1b[31m-           image: "registry.k8s.io/ingress-nginx/controller:v1.11.2"\x1b[0m
\x1b[32m+           image: "registry.k8s.io/ingress-nginx/controller:v1.11.3"\x1b[0m
Comparing release=cert-manager, chart=jetstack/cert-manager, namespace=cert-manager
Comparing release=issuers, chart=./charts/issuers, namespace=cert-manager
+ # Source: issuers/templates/clusterissuer.yaml
+ kind: ClusterIssuer"""

HELMFILE_CRD = """Exit code 1
UPDATED RELEASES:
NAME            NAMESPACE      CHART                   VERSION   DURATION
ingress-nginx   ingress        ingress-nginx/ingress-nginx  4.11.3   11s

FAILED RELEASES:
NAME      NAMESPACE      CHART              VERSION   DURATION
issuers   cert-manager   ./charts/issuers   0.2.0           1s
in ./helmfile.yaml: failed processing release issuers: command "/opt/homebrew/bin/helm" exited with non-zero status:
Error: UPGRADE FAILED: unable to build kubernetes objects from new release manifest: resource mapping not found for \
name: "letsencrypt-staging" namespace: "" from "": no matches for kind "ClusterIssuer" in version \
"cert-manager.io/v1"
ensure CRDs are installed first"""

HELM_LINT = """Exit code 1
Linting release=ingress-nginx, chart=ingress-nginx/ingress-nginx
==> Linting ingress-nginx/ingress-nginx
[ERROR] templates/controller-service.yaml: unable to parse YAML: json: cannot unmarshal bool into Go struct field \
ObjectMeta.metadata.annotations of type string

Error: 1 chart(s) linted, 1 chart(s) failed"""

S19 = ("/Users/joon/infra/platform-charts", "2026-12-16T16:30:00Z", "helmfile", [
    ("user", "run helmfile diff for the staging env and apply if it looks sane"),
    ("bash", "helmfile -e staging diff", HELMFILE_DIFF_ERR, True),
    ("bash", "helm plugin install https://github.com/databus23/helm-diff", "Installed plugin: diff", False),
    ("bash", "helmfile -e staging diff  # with helm-diff", HELMFILE_DIFF, False),
    ("say", "Only the ingress-nginx controller bump (v1.11.2 → v1.11.3) and a new ClusterIssuer. Applying."),
    ("bash", "helmfile -e staging apply", HELMFILE_CRD, True),
    ("say", "The issuers release went in parallel with cert-manager, before cert-manager's CRDs existed. A second "
            "apply usually gets through once cert-manager has landed, but the real fix is ordering."),
    ("bash", "helmfile -e staging apply  # second try",
     "UPDATED RELEASES:\nNAME           NAMESPACE      CHART                   VERSION   DURATION\n"
     "cert-manager   cert-manager   jetstack/cert-manager   v1.16.2         4s\n"
     "issuers        cert-manager   ./charts/issuers        0.2.0           2s", False),
    ("say", "Applied on the second try. I'd still add `needs: [cert-manager/cert-manager]` to the issuers release "
            "so a fresh cluster doesn't hit this."),
    ("user", "yeah do that in a separate PR later. also `helmfile -e staging lint` complains about the ingress "
             "values, can you look?"),
    ("bash", "helmfile -e staging lint", HELM_LINT, True),
    ("say", "An annotation value is a bare YAML boolean; Kubernetes annotations must be strings. Quoting it."),
    ("edit", "/Users/joon/infra/platform-charts/environments/staging/ingress.yaml",
     "service.beta.kubernetes.io/aws-load-balancer-internal: true",
     "service.beta.kubernetes.io/aws-load-balancer-internal: \"true\""),
    ("user", "and bump the README's helmfile version note to 0.169"),
    ("edit", "/Users/joon/infra/platform-charts/README.md", "helmfile >= 0.162", "helmfile >= 0.169"),
    ("user", "perfect, thanks"),
])

DEV_URL = '"docker://postgres/16/dev?search_path=public"'
LINT = f"atlas migrate lint --dir file://migrations --dev-url {DEV_URL} --latest 3"

ATLAS_SUM = """Exit code 1
Error: checksum mismatch

You have a checksum error in your migration directory.
This happens if you manually create or edit a migration file.
Please check your migration files and run

'atlas migrate hash'

to re-hash the contents and resolve the error"""

FISH_GLOB = ("btw the README's diff command fails in my terminal (fish):\nfish: No matches for wildcard "
             "'docker://postgres/16/dev?search_path=public'. See `help wildcards-globbing`.\natlas migrate diff "
             "add_refunds --dir file://migrations --to file://schema.sql --dev-url "
             "docker://postgres/16/dev?search_path=public\n                                                       "
             "                                                 ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^")

S20 = ("/home/ines/src/ledger-api", "2026-12-17T09:40:00Z", "atlas", [
    ("user", "switch us from the golang-migrate files in db/migrations to atlas versioned migrations. dev db is docker "
             "postgres 16. I use fish."),
    ("bash", "atlas migrate import --from \"file://db/migrations?format=golang-migrate\" --to file://migrations && "
             "ls migrations",
     "20240911093012_init.sql\n20241002151540_add_invoices.sql\n20241118080203_invoice_status.sql\natlas.sum", False),
    ("bash", LINT,
     "Exit code 1\nError: executing statement \"\\connect ledger\" from version \"20240911093012\": pq: syntax error "
     "at or near \"\\\"", True),
    ("say", "The old init migration starts with a psql meta-command, `\\connect ledger`, which only psql "
            "understands. Removing it; atlas connects to the right database itself."),
    ("edit", "/home/ines/src/ledger-api/migrations/20240911093012_init.sql", "\\connect ledger\n\nCREATE TABLE accounts (",
     "CREATE TABLE accounts ("),
    ("bash", LINT + "  # after removing \\connect", ATLAS_SUM, True),
    ("bash", "atlas migrate hash --dir file://migrations && " + LINT,
     "Analyzing changes from version 20240911093012 to 20241118080203 (3 migrations in total):\n\n"
     "  -- analyzing version 20240911093012\n  -- no diagnostics found\n  -- analyzing version 20241002151540\n"
     "  -- no diagnostics found\n  -- analyzing version 20241118080203\n  -- no diagnostics found\n"
     "  -------------------------\n  -- 41.18ms\n  -- 3 versions\n  -- 7 schema changes", False),
    ("bash", f"atlas migrate diff add_refunds --dir file://migrations --to file://schema.sql --dev-url {DEV_URL} && "
             "ls migrations | tail -2", "20261217094455_add_refunds.sql\natlas.sum", False),
    ("user", FISH_GLOB),
    ("say", "fish 3 treats `?` as a wildcard, so the unquoted URL is globbed and fails. Quoting the URL fixes it "
            "(or `set -U fish_features qmark-noglob`). I'll add a fish function that always passes the quoted "
            "dev URL."),
    ("write", "/home/ines/src/ledger-api/scripts/atlas-dev.fish",
     "function atlas-dev\n    atlas $argv --dev-url \"docker://postgres/16/dev?search_path=public\"\nend\n"),
    ("user", "ok, commit everything"),
    ("bash", "git add -A && git commit -m 'Move to Atlas versioned migrations'",
     "[atlas 7d21c0f] Move to Atlas versioned migrations\n 6 files changed, 88 insertions(+), 3 deletions(-)", False),
])

SESSIONS = {"s17-cloudfoundry": S17, "s18-nextcloud": S18, "s19-helmfile": S19, "s20-atlas": S20}
