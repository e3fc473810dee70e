"""Lessons K (a BuildKit secret mount built without --secret, Japanese), L (a non-UTF-8 locale and Python's ascii
codec, French, global) and M (a Terraform plan in the wrong workspace) of the thirteenth tracking corpus, with their
later sessions and labels (see tracking13_cases.py for how the labels were written)."""
from __future__ import annotations

from tests.truth.tracking13_cases import T, ed, rd, say, sh, u

FSVC = "/home/dev/src/feature-svc"
NPM_STEP = "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci --omit=dev"
E401 = ("#9 2.204 npm ERR! code E401\n#9 2.205 npm ERR! Unable to authenticate, need: Basic realm=\"GitHub Package "
        "Registry\"\n#9 ERROR: process \"/bin/sh -c npm ci --omit=dev\" did not complete successfully: exit code: 1\n"
        "ERROR: failed to solve: process \"/bin/sh -c npm ci --omit=dev\" did not complete successfully: exit code: 1")


def source_k() -> None:
    T.source(
        "s-k-buildkit-secret", FSVC, "2026-03-13T15:10:26Z", "feat/flags-cache",
        u("feature-svc のイメージをビルドして、ローカルで起動確認して"),
        rd(f"{FSVC}/Dockerfile", "# syntax=docker/dockerfile:1.7\nFROM node:20-slim\nWORKDIR /app\nCOPY package.json "
           f"package-lock.json ./\n{NPM_STEP}\nCOPY . .\nCMD [\"node\", \"src/index.js\"]"),
        sh("docker build -t feature-svc:dev .", f"Exit code 1\n#9 [4/5] {NPM_STEP}\n" + E401, True),
        say("Dockerfile は .npmrc を secret mount で受け取る作りですが、ビルドに `--secret` を渡していないので "
            "/root/.npmrc が空のまま npm ci が走り、GitHub Packages に 401 を返されています。`--build-arg NPM_TOKEN` "
            "で渡すとトークンがイメージ履歴に残るので、secret で渡します。"),
        sh("ls -l ~/.npmrc && grep -c _authToken ~/.npmrc", "-rw------- 1 dev dev 96 Jan 14 10:02 /home/dev/.npmrc\n1"),
        sh("docker build --secret id=npmrc,src=$HOME/.npmrc -t feature-svc:dev .",
           f"#9 [4/5] {NPM_STEP}\n#9 9.871 added 212 packages in 9s\n#9 DONE 10.2s\n#11 exporting to image\n"
           "#11 naming to docker.io/library/feature-svc:dev done"),
        sh("docker run --rm -d -p 8080:8080 --name fsvc feature-svc:dev && sleep 2 && curl -s localhost:8080/healthz",
           "3f9c1d07be52a8e1c0d4f7aa9b3e6c21d5f08e4a7b9c2d1e0f3a6b5c4d7e8f90\n{\"status\":\"ok\"}"),
    )
    T.lesson(
        "t13-k-buildkit-secret-mount", "project", "ja", "s-k-buildkit-secret", "security",
        "feature-svc の Dockerfile は npmrc を secret mount で受け取る: docker build に --secret を渡す",
        "`docker build` が npm ci の段階で `npm ERR! code E401` (Unable to authenticate) で失敗する。",
        "認証エラーなのでトークン切れに見えるし、`--build-arg` でトークンを渡したくなるが、それだとイメージ履歴に"
        "トークンが残る。",
        "`RUN --mount=type=secret,id=npmrc,...` は、ビルド時に同じ id の secret が渡されたときだけ .npmrc を"
        "マウントする。渡さなければファイルは空で、private registry への npm ci は 401 になる。",
        "`docker build --secret id=npmrc,src=$HOME/.npmrc ...` のように id を合わせて secret を渡す "
        "(buildx や compose の build.secrets でも同じ)。",
        "```\n$ docker build -t feature-svc:dev .\nnpm ERR! code E401\nnpm ERR! Unable to authenticate, need: Basic "
        "realm=\"GitHub Package Registry\"\n$ docker build --secret id=npmrc,src=$HOME/.npmrc -t feature-svc:dev .\n"
        "added 212 packages in 9s\n```\nその後 /healthz が `{\"status\":\"ok\"}` を返した。")


def later_k() -> None:
    lid = "t13-k-buildkit-secret-mount"
    T.later(
        "l-k-buildx-secret", FSVC, "2026-03-19T10:30:48Z", "feat/flags-cache",
        u("build a ci-tagged feature-svc image with buildx"),
        sh("docker buildx build --load --secret id=npmrc,src=/home/dev/.npmrc -t feature-svc:ci .",
           f"#9 [4/5] {NPM_STEP}\n#9 8.604 added 212 packages in 8s\n#9 DONE 9.0s\n#12 naming to "
           "docker.io/library/feature-svc:ci done"),
    )
    T.pair(lid, "l-k-buildx-secret", "applied",
           "passes the npmrc secret (buildx, flags in another order) on the first build; npm ci succeeds")
    T.later(
        "l-k-compose-secrets", FSVC, "2026-03-23T13:05:39Z", "chore/compose-build",
        u("make `docker compose build` work for feature-svc without extra flags"),
        ed(f"{FSVC}/compose.yaml", "  feature-svc:\n    build: .\n",
           "  feature-svc:\n    build:\n      context: .\n      secrets:\n        - npmrc\n\nsecrets:\n  npmrc:\n"
           "    file: ~/.npmrc\n"),
        sh("docker compose build feature-svc", f"#9 [feature-svc 4/5] {NPM_STEP}\n#9 9.310 added 212 packages in 9s\n"
           "#9 DONE 9.7s\n ✔ Service feature-svc  Built"),
    )
    T.pair(lid, "l-k-compose-secrets", "applied",
           "writes the npmrc build secret into compose.yaml before the first compose build; it builds")
    T.later(
        "l-k-gateway-e401", "/home/dev/src/feature-gateway", "2026-03-20T17:22:13Z", "main",
        u("build feature-gateway's image, it uses the same private packages"),
        sh("docker build -t feature-gateway:dev .", f"Exit code 1\n#9 [4/6] {NPM_STEP}\n" + E401, True),
        sh("docker build --secret id=npmrc,src=$HOME/.npmrc -t feature-gateway:dev .",
           "#9 7.911 added 188 packages in 7s\n#9 DONE 8.3s\n#12 naming to docker.io/library/feature-gateway:dev done"),
    )
    T.pair(lid, "l-k-gateway-e401", "recurred",
           "the sibling gateway's secret-mount npm ci fails with E401 when built without --secret; passed after")
    T.later(
        "l-k-actions-log", FSVC, "2026-03-27T09:48:35Z", "main",
        u("the image publish workflow is failing since yesterday"),
        sh("gh run view 9155002176 --log-failed | grep -E 'E401|authenticate|failed to solve'",
           "publish\tBuild and push\t#9 2.311 npm ERR! code E401\npublish\tBuild and push\t#9 2.312 npm ERR! Unable "
           "to authenticate, need: Basic realm=\"GitHub Package Registry\"\npublish\tBuild and push\tERROR: failed to "
           "solve: process \"/bin/sh -c npm ci --omit=dev\" did not complete successfully: exit code: 1"),
        sh("grep -n -A6 'docker/build-push-action' .github/workflows/publish.yml",
           "31:      - uses: docker/build-push-action@v6\n32-        with:\n33-          push: true\n"
           "34-          tags: ghcr.io/acme-corp/feature-svc:${{ github.sha }}"),
        say("The action doesn't pass any `secrets:`, so the npmrc mount is empty in CI. Want me to add it?"),
    )
    T.pair(lid, "l-k-actions-log", "recurred",
           "the publish workflow log shows the secret-mount npm ci failing with E401; only proposed a change")
    T.later(
        "l-k-e404-version", FSVC, "2026-03-25T16:14:08Z", "feat/flags-v3",
        u("bump @acme/feature-flags to 3.2.0 and rebuild"),
        sh("npm i @acme/feature-flags@3.2.0", "Exit code 1\nnpm ERR! code E404\nnpm ERR! 404 Not Found - GET "
           "https://npm.pkg.github.com/@acme%2ffeature-flags/-/feature-flags-3.2.0.tgz\nnpm ERR! 404 "
           "'@acme/feature-flags@3.2.0' is not in this registry.", True),
        sh("npm view @acme/feature-flags versions --json | tail -3", "  \"3.1.0\",\n  \"3.1.1\"\n]"),
        say("3.2.0 isn't published yet (latest is 3.1.1); the registry login itself works."),
    )
    T.pair(lid, "l-k-e404-version", "neither", "look-alike registry error: E404 for an unpublished version, auth works")
    T.later(
        "l-k-dockerignore-dist", FSVC, "2026-03-29T11:37:50Z", "feat/static",
        u("serve the prebuilt dist/ from the image"),
        ed(f"{FSVC}/Dockerfile", "COPY . .\n", "COPY . .\nCOPY dist /app/public\n"),
        sh("docker build --secret id=npmrc,src=$HOME/.npmrc -t feature-svc:dev .", "Exit code 1\nERROR: failed to "
           "solve: failed to compute cache key: failed to calculate checksum of ref 2c1d: \"/dist\": not found", True),
        ed(f"{FSVC}/.dockerignore", "node_modules\ndist\n", "node_modules\n"),
        sh("docker build --secret id=npmrc,src=$HOME/.npmrc -t feature-svc:dev .", "#12 DONE 0.4s\n#13 naming to "
           "docker.io/library/feature-svc:dev done"),
    )
    T.pair(lid, "l-k-dockerignore-dist", "neither",
           "the secret is passed routinely; the failure is dist/ excluded by .dockerignore, a different cause")
    T.later(
        "l-k-before-healthcheck", FSVC, "2026-02-18T13:55:21Z", "main",
        u("add a HEALTHCHECK to feature-svc's Dockerfile"),
        ed(f"{FSVC}/Dockerfile", "CMD [\"node\", \"src/index.js\"]", "HEALTHCHECK --interval=30s CMD curl -fs "
           "localhost:8080/healthz || exit 1\nCMD [\"node\", \"src/index.js\"]"),
        sh("docker build --secret id=npmrc,src=$HOME/.npmrc -t feature-svc:dev . | tail -1",
           "#11 naming to docker.io/library/feature-svc:dev done"),
    )
    T.pair(lid, "l-k-before-healthcheck", "neither", "dated 2026-02-18, before the lesson's source session "
                                                     "(2026-03-13)")


# --- L: a POSIX locale makes Python 3.6 print through the ascii codec (French, global) -------------------------------

RV = "/opt/rapport-ventes"
POSIX_LOCALE = ("LANG=\nLC_CTYPE=\"POSIX\"\nLC_NUMERIC=\"POSIX\"\nLC_TIME=\"POSIX\"\nLC_COLLATE=\"POSIX\"\n"
                "LC_MONETARY=\"POSIX\"\nLC_MESSAGES=\"POSIX\"\nLC_ALL=")


def source_l() -> None:
    T.source(
        "s-l-locale-ascii", "/home/dev/src/rapport-ventes", "2026-03-14T09:40:12Z", "main",
        u("lance le rapport des ventes de février sur reports-01 et récupère le CSV"),
        sh(f"ssh reports-01 'cd {RV} && python3 gen_rapport.py --mois 2026-02'",
           "Exit code 1\nTraceback (most recent call last):\n  File \"gen_rapport.py\", line 88, in <module>\n    "
           "main()\n"
           "  File \"gen_rapport.py\", line 84, in main\n    print(f\"{ligne.region:<20} {ligne.total:>12.2f} €\")\n"
           "UnicodeEncodeError: 'ascii' codec can't encode character '\\u20ac' in position 33: ordinal not in "
           "range(128)", True),
        sh("ssh reports-01 'python3 --version; locale'", "Python 3.6.8\n" + POSIX_LOCALE),
        say("reports-01 is CentOS 7 with Python 3.6, and the ssh session gets a POSIX locale (nothing sets LANG). "
            "Python 3.6 then writes stdout as ASCII, so the € sign can't be printed. The script is fine; it needs a "
            "UTF-8 locale."),
        sh("ssh reports-01 'locale -a | grep -i utf'", "en_US.utf8\nfr_FR.utf8"),
        sh(f"ssh reports-01 'cd {RV} && LANG=fr_FR.UTF-8 python3 gen_rapport.py --mois 2026-02'",
           "Auvergne-Rhône-Alpes        412 908.31 €\nÎle-de-France               988 140.07 €\n"
           "Nouvelle-Aquitaine          301 552.90 €\nécrit : /opt/rapport-ventes/out/ventes-2026-02.csv"),
        sh(f"scp reports-01:{RV}/out/ventes-2026-02.csv out/ && wc -l out/ventes-2026-02.csv",
           "14 out/ventes-2026-02.csv"),
    )
    T.lesson(
        "t13-l-locale-not-utf8", "global", "fr", "s-l-locale-ascii", "env_setup",
        "Sur un hôte en locale POSIX, Python 3.6 écrit en ASCII : UnicodeEncodeError dès le premier accent ou €",
        "Un script qui marche en local plante sur le serveur (ici via ssh) avec `UnicodeEncodeError: 'ascii' codec "
        "can't encode character` au moment d'afficher un caractère non ASCII.",
        "On croit à un bug du script ou des données, alors que le même code passe sur une machine configurée en "
        "UTF-8.",
        "Sans LANG ni LC_ALL, la session tombe en locale POSIX ; Python 3.6 (avant le mode UTF-8 de 3.7) en déduit "
        "l'encodage ASCII pour stdout et pour open() par défaut.",
        "Exporter une locale UTF-8 existante sur l'hôte (LANG ou LC_ALL) dans le shell avant de lancer le script, ou "
        "forcer l'encodage d'entrée-sortie de Python par sa variable d'environnement ; vérifier avec la commande "
        "locale ce que la session reçoit vraiment.",
        "gen_rapport.py → `UnicodeEncodeError: 'ascii' codec can't encode character '\\u20ac' in position 33`, "
        "`locale` affichait `LC_CTYPE=\"POSIX\"` avec `Python 3.6.8` ; relancé avec "
        "`LANG=fr_FR.UTF-8 python3 gen_rapport.py --mois 2026-02`, il a écrit "
        "`/opt/rapport-ventes/out/ventes-2026-02.csv`.")


def later_l() -> None:
    lid = "t13-l-locale-not-utf8"
    T.later(
        "l-l-lc-all-march", "/home/dev/src/rapport-ventes", "2026-03-31T08:12:47Z", "main",
        u("même chose pour mars"),
        sh(f"ssh reports-01 'cd {RV} && LC_ALL=en_US.UTF-8 python3 gen_rapport.py --mois 2026-03'",
           "Auvergne-Rhône-Alpes        398 221.76 €\nÎle-de-France             1 012 487.12 €\n"
           "écrit : /opt/rapport-ventes/out/ventes-2026-03.csv"),
    )
    T.pair(lid, "l-l-lc-all-march", "applied",
           "sets LC_ALL to a UTF-8 locale (another variable, another locale) on the first run; the report prints")
    T.later(
        "l-l-pythonioencoding", "/home/dev/src/crm-exports", "2026-03-20T14:26:05Z", "main",
        u("run export_clients.py on reports-01 and pipe it to the summary"),
        sh("ssh reports-01 'cd /opt/crm-exports && PYTHONIOENCODING=utf-8 python3 export_clients.py | tail -2'",
           "Société Générale Lyon;client;2019-04-11\nMaison Hébert & Fils;prospect;2025-12-02"),
    )
    T.pair(lid, "l-l-pythonioencoding", "applied",
           "forces Python's I/O encoding with PYTHONIOENCODING on the ascii-locale host up front; accents print")
    T.later(
        "l-l-import-decode", "/home/dev/src/rapport-ventes", "2026-03-18T16:33:29Z", "feat/tarifs",
        u("importe la nouvelle grille tarifaire sur reports-01"),
        sh(f"ssh reports-01 'cd {RV} && python3 import_tarifs.py data/tarifs-2026.csv'",
           "Exit code 1\nTraceback (most recent call last):\n  File \"import_tarifs.py\", line 19, in <module>\n"
           "    for row in csv.DictReader(open(path)):\n  File \"/usr/lib64/python3.6/encodings/ascii.py\", line 26, "
           "in decode\n    return codecs.ascii_decode(input, self.errors)[0]\nUnicodeDecodeError: 'ascii' codec can't "
           "decode byte 0xc3 in position 214: ordinal not in range(128)", True),
        sh(f"ssh reports-01 'cd {RV} && LANG=fr_FR.UTF-8 python3 import_tarifs.py data/tarifs-2026.csv'",
           "312 tarifs importés"),
    )
    T.pair(lid, "l-l-import-decode", "recurred",
           "another script on the POSIX-locale host fails reading a CSV through the ascii codec; LANG set after")
    T.later(
        "l-l-jenkins-log", "/home/dev/src/rapport-ventes", "2026-03-26T07:50:03Z", "main",
        u("le job Jenkins rapport-hebdo est rouge, regarde le log"),
        sh("curl -s -u dev:$JENKINS_TOKEN https://ci.acme.dev/job/rapport-hebdo/212/consoleText | tail -4",
           "+ python3 gen_rapport.py --semaine 2026-W12\n    print(f\"{ligne.region:<20} {ligne.total:>12.2f} €\")\n"
           "UnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 9: ordinal not in range(128)"
           "\nFinished: FAILURE"),
        say("The Jenkins agent on reports-01 runs the job without a UTF-8 locale, so 'Rhône'/'é' can't be printed. "
            "The job config belongs to the ops team; I've written them the details."),
    )
    T.pair(lid, "l-l-jenkins-log", "recurred",
           "the Jenkins job log on reports-01 shows the ascii UnicodeEncodeError again; not fixed in the session")
    T.later(
        "l-l-latin1-file", "/home/dev/src/rapport-ventes", "2026-03-24T10:05:51Z", "feat/magasins",
        u("charge le fichier des magasins qu'on a reçu du siège"),
        sh("python3 charger_magasins.py data/magasins.csv && locale | head -1", "Exit code 1\nTraceback (most recent "
           "call last):\n  File \"charger_magasins.py\", line 12, in <module>\n    lignes = f.read().splitlines()\n"
           "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 31: invalid continuation byte", True),
        sh("file data/magasins.csv && locale | head -1", "data/magasins.csv: ISO-8859 text, with CRLF line "
           "terminators\nLANG=fr_FR.UTF-8"),
        ed("/home/dev/src/rapport-ventes/charger_magasins.py", "open(path)", "open(path, encoding='latin-1')"),
        sh("python3 charger_magasins.py data/magasins.csv", "87 magasins chargés"),
    )
    T.pair(lid, "l-l-latin1-file", "neither",
           "look-alike UnicodeDecodeError: the locale is already UTF-8, the file is Latin-1")
    T.later(
        "l-l-env-inspect", "/home/dev/src/rapport-ventes", "2026-03-28T15:19:36Z", "main",
        u("quelles variables de locale a-t-on sur reports-01 ?"),
        sh("ssh reports-01 'env | grep -E \"^(LANG|LC_)\"; echo done'", "done"),
        say("Aucune : ni LANG ni LC_* ne sont définies dans une session ssh sur reports-01."),
    )
    T.pair(lid, "l-l-env-inspect", "neither", "only inspects the host's locale variables with env | grep")
    T.pair(lid, "l-h-timezone-question", "neither", "another project's lesson: a Laravel config question")


# --- M: a Terraform plan in the default workspace ---------------------------------------------------------------------

INFRA_TF = "/home/dev/src/platform-infra"


def source_m() -> None:
    T.source(
        "s-m-tf-workspace", INFRA_TF, "2026-03-16T13:02:38Z", "feat/orders-db-large",
        u("apply the staging orders-db class change (db.t3.medium -> db.t3.large); plan first"),
        sh("terraform plan -var-file=env/staging.tfvars -out=tfplan | tail -8",
           "  # aws_security_group.orders_db will be created\n  + resource \"aws_security_group\" \"orders_db\" {\n"
           "      + name = \"staging-orders-db\"\n    }\n\nPlan: 23 to add, 0 to change, 0 to destroy.\n\n"
           "Saved the plan to: tfplan"),
        say("23 resources to add for a one-line change means this state is empty - something is off. Checking "
            "whether the DB is in the state at all before anything is applied."),
        sh("terraform state show aws_db_instance.orders", "Exit code 1\nNo instance found for the given address!\n\n"
           "This command requires that the address references one specific instance.\nTo view the available "
           "instances, use \"terraform state list\". Please modify the address to reference a specific instance.",
           True),
        sh("terraform workspace show && terraform workspace list", "default\n* default\n  prod\n  staging"),
        say("We're in the `default` workspace, whose state is empty; the var-file only sets variables, it doesn't "
            "choose the state. Switching to the staging workspace and discarding the bad plan."),
        sh("rm tfplan && terraform workspace select staging", "Switched to workspace \"staging\"."),
        sh("terraform plan -var-file=env/staging.tfvars -out=tfplan | tail -6",
           "  # aws_db_instance.orders will be updated in-place\n  ~ resource \"aws_db_instance\" \"orders\" {\n"
           "      ~ instance_class = \"db.t3.medium\" -> \"db.t3.large\"\n    }\n\n"
           "Plan: 0 to add, 1 to change, 0 to destroy."),
        sh("terraform apply tfplan | tail -2", "aws_db_instance.orders: Modifications complete after 9m41s "
           "[id=staging-orders-db]\nApply complete! Resources: 0 added, 1 changed, 0 destroyed."),
    )
    T.lesson(
        "t13-m-terraform-workspace", "project", "en", "s-m-tf-workspace", "workflow",
        "platform-infra: the var-file doesn't pick the state - select the workspace before planning",
        "A small change to staging plans as `Plan: 23 to add, 0 to change, 0 to destroy.` and `terraform state show` "
        "can't find resources that exist in AWS.",
        "Passing `-var-file=env/staging.tfvars` makes it look like you're working on staging, so a create-everything "
        "plan is easy to apply by mistake.",
        "platform-infra keeps one state per environment in Terraform workspaces; the var-file only supplies "
        "variables, and the plan ran against whatever workspace was selected (`default`, an empty state).",
        "Check `terraform workspace show` and run `terraform workspace select <env>` (or set `TF_WORKSPACE=<env>`) "
        "before planning or applying with `env/<env>.tfvars`.",
        "- plan with the staging var-file: `Plan: 23 to add, 0 to change, 0 to destroy.`\n"
        "- `terraform state show aws_db_instance.orders` → `No instance found for the given address!`\n"
        "- `terraform workspace show` → default\n"
        "- after `terraform workspace select staging`: `Plan: 0 to add, 1 to change, 0 to destroy.` and "
        "`Apply complete! Resources: 0 added, 1 changed, 0 destroyed.`")


def later_m() -> None:
    lid = "t13-m-terraform-workspace"
    T.later(
        "l-m-tf-workspace-env", INFRA_TF, "2026-03-20T10:40:17Z", "feat/prod-orders-db",
        u("now the same instance class change for prod - plan only"),
        sh("TF_WORKSPACE=prod terraform plan -var-file=env/prod.tfvars | tail -3",
           "      ~ instance_class = \"db.r6g.large\" -> \"db.r6g.xlarge\"\n    }\n\n"
           "Plan: 0 to add, 1 to change, 0 to destroy."),
    )
    T.pair(lid, "l-m-tf-workspace-env", "applied",
           "sets TF_WORKSPACE=prod on the plan with the prod var-file up front; the plan is the expected 1 change")
    T.later(
        "l-m-edge-select", "/home/dev/src/edge-infra", "2026-03-23T15:12:44Z", "feat/waf-rules",
        u("edge-infra uses workspaces too - plan the new WAF rule for staging"),
        sh("terraform workspace select staging && terraform plan -var-file=staging.tfvars | tail -1",
           "Switched to workspace \"staging\".\nPlan: 1 to add, 0 to change, 0 to destroy."),
    )
    T.pair(lid, "l-m-edge-select", "applied",
           "selects the staging workspace in a sibling Terraform repo before planning; 1 to add as expected")
    T.later(
        "l-m-prod-from-staging", INFRA_TF, "2026-03-25T11:58:02Z", "feat/prod-redis",
        u("plan the prod cache cluster change"),
        sh("terraform plan -var-file=env/prod.tfvars | tail -3", "  # aws_elasticache_cluster.sessions must be "
           "replaced\n-/+ resource \"aws_elasticache_cluster\" \"sessions\" {\n\nPlan: 31 to add, 0 to change, 18 to "
           "destroy."),
        sh("terraform workspace show", "staging"),
        say("That plan would replace staging's resources with prod's - the staging workspace is still selected."),
        sh("terraform workspace select prod && terraform plan -var-file=env/prod.tfvars | tail -1",
           "Switched to workspace \"prod\".\nPlan: 0 to add, 1 to change, 0 to destroy."),
    )
    T.pair(lid, "l-m-prod-from-staging", "recurred",
           "a prod plan runs in the staging workspace (31 to add, 18 to destroy); workspace selected after")
    T.later(
        "l-m-ci-log", INFRA_TF, "2026-03-29T17:25:30Z", "main",
        u("the nightly drift job for staging failed, look at it"),
        sh("gh run view 9188830014 --log-failed | tail -5",
           "drift\tterraform apply\tPlan: 23 to add, 0 to change, 0 to destroy.\ndrift\tterraform apply\t"
           "aws_db_instance.orders: Creating...\ndrift\tterraform apply\tError: creating RDS DB Instance "
           "(staging-orders-db): DBInstanceAlreadyExists: DB instance already exists\ndrift\tterraform apply\t"
           "##[error]Process completed with exit code 1."),
        sh("grep -n 'TF_WORKSPACE\\|workspace select' .github/workflows/drift.yml; echo \"exit=$?\"", "exit=1"),
        say("The drift job never selects a workspace, so it planned staging's var-file against `default`."),
    )
    T.pair(lid, "l-m-ci-log", "recurred",
           "the drift job's log shows a 23-to-add plan in the default workspace and DBInstanceAlreadyExists")
    T.later(
        "l-m-state-lock", INFRA_TF, "2026-03-27T09:03:15Z", "main",
        u("plan staging again, the last run was interrupted"),
        sh("terraform workspace show && terraform plan -var-file=env/staging.tfvars", "Exit code 1\nstaging\n╷\n│ "
           "Error: Error acquiring the state lock\n│ \n│ Lock Info:\n│   ID:        "
           "8d2f0c4e-6b1a-4f0e-9e55-0c1b2a3d4e5f\n"
           "│   Path:      acme-tfstate/env:/staging/platform.tfstate\n│   Who:       dev@laptop-17\n╵", True),
        sh("terraform force-unlock -force 8d2f0c4e-6b1a-4f0e-9e55-0c1b2a3d4e5f && terraform plan "
           "-var-file=env/staging.tfvars | tail -1", "Terraform state has been successfully unlocked!\n"
           "No changes. Your infrastructure matches the configuration."),
    )
    T.pair(lid, "l-m-state-lock", "neither",
           "look-alike plan failure in the right workspace: a stale state lock from an interrupted run")
    T.pair(lid, "l-i-list-profiles", "neither", "another lesson's session: only lists AWS profiles")


def build_sixth_part() -> None:
    source_k()
    later_k()
    source_l()
    later_l()
    source_m()
    later_m()
