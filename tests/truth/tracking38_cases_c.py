"""Cases of the thirty-eighth tracking corpus (tables and rules in tracking38_cases.py): Apache Superset refusing the
default SECRET_KEY and Turborepo 2 rejecting the pipeline key (zsh)."""
from __future__ import annotations

from tests.truth.tracking38_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# ---------------------------------------------------------------------------------------------------------------
# 6. Apache Superset refusing the default SECRET_KEY

SUPERSET_REFUSED = """--------------------------------------------------------------------------------
                                    WARNING
--------------------------------------------------------------------------------
A Default SECRET_KEY was detected, please use superset_config.py to override it.
Use a strong complex alphanumeric string and use a tool to help you generate
a sufficiently random sequence, ex: openssl rand -base64 42
For more info, see: https://superset.apache.org/docs/configuration/configuring-superset#specifying-a-secret_key
--------------------------------------------------------------------------------
--------------------------------------------------------------------------------
Refusing to start due to insecure SECRET_KEY"""
MIGRATED = ("INFO  [alembic.runtime.migration] Context impl SQLiteImpl.\n"
            "INFO  [alembic.runtime.migration] Will assume non-transactional DDL.\n"
            "INFO  [alembic.runtime.migration] Running upgrade  -> 4e6a06bad7a8, Init\n"
            "INFO  [alembic.runtime.migration] Running upgrade 4e6a06bad7a8 -> 5a7bad26f2a7, empty message\n...\n"
            "INFO  [alembic.runtime.migration] Running upgrade 17fcea065655 -> 87ffc36f9842, add_on_delete_cascade")


def fill_superset() -> None:
    T.source(
        "s-superset-secret", "/home/ola/bi-stack", "2026-02-13T12:00:00Z", "main",
        user("Spin up Superset 4.0.1 in docker on this box and run the metadata migrations. SQLite in a volume is "
             "fine for now."),
        ok("docker pull -q apache/superset:4.0.1", "docker.io/apache/superset:4.0.1"),
        err("docker run --rm -v superset_home:/app/superset_home apache/superset:4.0.1 superset db upgrade",
            SUPERSET_REFUSED),
        say("Superset 2.1+ refuses to start with the built-in SECRET_KEY. The image reads SUPERSET_SECRET_KEY from "
            "the environment; I'll generate one key, keep it in a 600 file, and pass it with -e."),
        ok("openssl rand -base64 42 > .superset_secret && chmod 600 .superset_secret && echo .superset_secret >> "
           ".gitignore", ""),
        ok("docker run --rm -v superset_home:/app/superset_home -e SUPERSET_SECRET_KEY=\"$(cat .superset_secret)\" "
           "apache/superset:4.0.1 superset db upgrade", MIGRATED),
    )
    T.lesson(
        "t38-superset-secret-key", "global", "en", "s-superset-secret", "security",
        "Superset refuses to start with the default SECRET_KEY",
        "`superset db upgrade` (and the web server) stop with `A Default SECRET_KEY was detected` and "
        "`Refusing to start due to insecure SECRET_KEY`.",
        "The docker quick-start of older versions worked without any config, so the image looks broken; the "
        "warning tells you to write a superset_config.py, although an environment variable is enough.",
        "Since 2.1 Superset checks SECRET_KEY at start-up and exits when it is still the shipped default; the "
        "official image and pip installs take it from SUPERSET_SECRET_KEY or from superset_config.py.",
        "Give Superset its own key, generated once (`openssl rand -base64 42`) and kept: `SUPERSET_SECRET_KEY` in "
        "the environment (`docker run -e SUPERSET_SECRET_KEY=…`, `environment:` or an env_file in compose, "
        "exported for a pip install), or `SECRET_KEY = …` in a superset_config.py that Superset finds through "
        "`SUPERSET_CONFIG_PATH`. Changing it later breaks the stored database passwords.",
        ["`Refusing to start due to insecure SECRET_KEY`",
         "`-e SUPERSET_SECRET_KEY=\"$(cat .superset_secret)\"` then `superset db upgrade` ran the migrations "
         "(`Running upgrade  -> 4e6a06bad7a8, Init`)"],
    )

    # applied: env_file in compose
    T.later(
        "l-superset-compose", "/home/ola/bi-stack", "2026-03-02T09:00:00Z", "feat/compose",
        user("Move the Superset container into a compose file with a postgres for metadata, then create an admin."),
        write("/home/ola/bi-stack/.env.superset",
              "SUPERSET_SECRET_KEY=Zr4q1mN2w8xJ0v6bH3kT9sY5cP7dL1fA0gE2uW4iQ8oR6nM3\n"
              "DATABASE_URL=postgresql+psycopg2://superset:superset@meta-db:5432/superset\n"),
        write("/home/ola/bi-stack/compose.yaml",
              "services:\n  meta-db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: superset\n"
              "      POSTGRES_PASSWORD: superset\n  superset:\n    image: apache/superset:4.0.1\n    env_file: "
              ".env.superset\n    ports: [\"8088:8088\"]\n    depends_on: [meta-db]\n"),
        ok("docker compose up -d", " ✔ Container bi-stack-meta-db-1   Started\n ✔ Container bi-stack-superset-1  Started"),
        ok("docker compose exec superset superset db upgrade", MIGRATED.replace("SQLiteImpl", "PostgresqlImpl")
           .replace("non-transactional", "transactional")),
        ok("docker compose exec superset superset fab create-admin --username admin --firstname Ola --lastname "
           "Berg --email ola@acme.no --password \"$ADMIN_PW\"", "Recognized Database Authentications.\n"
           "Admin User admin created."),
    )
    T.pair("t38-superset-secret-key", "l-superset-compose", "applied",
           "SUPERSET_SECRET_KEY comes from the compose env_file and the migrations and admin creation run")

    # applied: superset_config.py through SUPERSET_CONFIG_PATH in a pip install
    T.later(
        "l-superset-config-path", "/home/ola/bi-venv", "2026-03-10T16:30:00Z", "HEAD",
        user("Set up Superset from pip in this venv (no docker on this host) and initialise it."),
        ok(".venv/bin/pip install -q 'apache-superset==4.0.1' && .venv/bin/superset version",
           "Superset 4.0.1"),
        write("/home/ola/bi-venv/superset_config.py",
              "import os\n\nSECRET_KEY = open('/etc/superset/secret_key').read().strip()\n"
              "SQLALCHEMY_DATABASE_URI = 'sqlite:////var/lib/superset/superset.db'\n"),
        ok("export SUPERSET_CONFIG_PATH=$PWD/superset_config.py FLASK_APP=superset && .venv/bin/superset db upgrade "
           "&& .venv/bin/superset init", "Loaded your LOCAL configuration at [/home/ola/bi-venv/superset_config.py]\n"
           + MIGRATED + "\nSyncing role definition\nSyncing Admin perms\nSyncing Alpha perms"),
    )
    T.pair("t38-superset-secret-key", "l-superset-config-path", "applied",
           "SECRET_KEY is set in superset_config.py, loaded through SUPERSET_CONFIG_PATH, and init succeeds")

    # recurred: an older image, then fixed with -e
    T.later(
        "l-superset-310", "/home/ola/bi-stack", "2026-03-18T11:45:00Z", "try/plugin-compat",
        user("Check whether our chart plugin builds against Superset 3.1.0 — start a throwaway 3.1.0 first."),
        err("docker run --rm apache/superset:3.1.0 superset init", SUPERSET_REFUSED),
        ok("docker run --rm -e SUPERSET_SECRET_KEY=\"$(cat .superset_secret)\" apache/superset:3.1.0 sh -c "
           "'superset db upgrade && superset init'", MIGRATED + "\nSyncing role definition"),
    )
    T.pair("t38-superset-secret-key", "l-superset-310", "recurred",
           "the 3.1.0 image refuses to start on the insecure SECRET_KEY before the key is passed")

    # recurred: a laptop venv, left unfixed
    T.later(
        "l-superset-laptop", "/Users/ola/play/superset", "2026-03-27T19:10:00Z", "HEAD",
        user("quick local superset to try a dashboard idea"),
        ok("source .venv/bin/activate && pip install -q apache-superset && superset version", "Superset 4.0.2"),
        err("source .venv/bin/activate && superset db upgrade", SUPERSET_REFUSED),
        user("ugh, forget it, I'll use the team instance"),
    )
    T.pair("t38-superset-secret-key", "l-superset-laptop", "recurred",
           "superset db upgrade in the laptop venv refuses to start on the default SECRET_KEY")

    # neither: the message quoted, the key only written into helm values never deployed
    T.later(
        "l-superset-helm-values", "/home/ola/k8s-bi", "2026-04-06T10:20:00Z", "feat/superset-helm",
        user("The staging pod logs say \"Refusing to start due to insecure SECRET_KEY\". Put the key into our helm "
             "values from the sealed secret; Jonas will deploy it."),
        read("/home/ola/k8s-bi/values/superset-staging.yaml", "image:\n  tag: 4.0.1\nextraSecretEnv: {}\n"),
        edit("/home/ola/k8s-bi/values/superset-staging.yaml", "extraSecretEnv: {}\n",
             "extraSecretEnv:\n  SUPERSET_SECRET_KEY: ${SUPERSET_SECRET_KEY}  # from sealed secret superset-key\n"),
        ok("git commit -am 'superset staging: secret key from sealed secret'",
           "[feat/superset-helm 6c0e1b7] superset staging: secret key from sealed secret\n"
           " 1 file changed, 2 insertions(+), 1 deletion(-)"),
    )
    T.pair("t38-superset-secret-key", "l-superset-helm-values", "neither",
           "the refusal is only quoted and the key only written into helm values, nothing is run")

    # neither: another Superset start-up error (missing driver)
    T.later(
        "l-superset-psycopg", "/home/ola/bi-stack", "2026-04-13T08:40:00Z", "main",
        user("superset container keeps restarting after I switched the metadata DB, why?"),
        ok("docker compose logs superset --tail 4",
           "superset-1  |   File \"/usr/local/lib/python3.10/site-packages/sqlalchemy/dialects/postgresql/"
           "psycopg2.py\", line 690, in import_dbapi\nsuperset-1  |     import psycopg2\n"
           "superset-1  | ModuleNotFoundError: No module named 'psycopg2'"),
        write("/home/ola/bi-stack/Dockerfile.superset",
              "FROM apache/superset:4.0.1\nUSER root\nRUN pip install --no-cache-dir psycopg2-binary==2.9.9\n"
              "USER superset\n"),
        ok("docker compose build superset && docker compose up -d superset && docker compose ps superset",
           "NAME                 STATUS\nbi-stack-superset-1  Up 12 seconds (healthy)"),
    )
    T.pair("t38-superset-secret-key", "l-superset-psycopg", "neither",
           "a different Superset start-up failure (no psycopg2 driver); the secret key is not involved")

    T.later(
        "l-superset-early", "/home/ola/bi-stack", "2026-01-22T13:00:00Z", "main",
        user("is there a superset image we can use?"),
        ok("docker search apache/superset --limit 2", "NAME              DESCRIPTION                     STARS\n"
           "apache/superset   Apache Superset                 312"),
    )
    T.pair("t38-superset-secret-key", "l-superset-early", "neither",
           "the session is dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 7. Turborepo 2 rejecting the pipeline key (zsh)

def turbo_pipeline(path: str = "turbo.json", head: str = "") -> str:
    return (head + "  × Invalid turbo.json configuration\n  ╰─▶ Found `pipeline` field instead of `tasks`.\n"
            f"   ╭─[{path}:3:1]\n 3 │   \"$schema\": \"https://turbo.build/schema.json\",\n 4 │   \"pipeline\": {{\n"
            "   ·   ─────┬────\n   ·        ╰── Rename `pipeline` field to `tasks`\n   ╰────\n"
            "  help: Changed in 2.0: `pipeline` has been renamed to `tasks`.")


def turbo_ok(n: int, secs: str) -> str:
    return f" Tasks:    {n} successful, {n} total\nCached:    0 cached, {n} total\n  Time:    {secs}s"


def fill_turbo() -> None:
    T.source(
        "s-turbo-tasks", "/Users/sam/code/acme-mono", "2026-02-15T15:20:00Z", "chore/turbo-2",
        user("Bump turbo to v2 and make sure pnpm build still works."),
        ok("pnpm add -Dw turbo@^2.0.6", "devDependencies:\n- turbo 1.13.4\n+ turbo 2.0.6\n\nDone in 4.1s"),
        err("pnpm build", "\n> acme-mono@ build /Users/sam/code/acme-mono\n> turbo run build\n\n"
            + turbo_pipeline() + "\n ELIFECYCLE  Command failed with exit code 1."),
        say("Turbo 2 renamed the top-level `pipeline` key to `tasks`. The official codemod does the rename."),
        ok("pnpm dlx @turbo/codemod@latest rename-pipeline .",
           "Rename pipeline field to tasks\n  modified  turbo.json\n1 file modified"),
        ok("pnpm build", "• Packages in scope: @acme/ui, @acme/utils, docs, web\n• Running build in 4 packages\n"
           + turbo_ok(4, "21.337")),
    )
    T.lesson(
        "t38-turbo-pipeline", "global", "en", "s-turbo-tasks", "workflow",
        "Turborepo 2 refuses a turbo.json that still uses the pipeline key",
        "After upgrading to turbo 2 every run stops with `Invalid turbo.json configuration` and `Found "
        "`pipeline` field instead of `tasks`.`",
        "The upgrade itself succeeds and nothing else changed, so it looks like a broken install or cache.",
        "turbo 2.0 renamed the top-level `pipeline` object to `tasks` and rejects the old name in the root "
        "turbo.json and in workspace turbo.json files alike.",
        "Rename `pipeline` to `tasks` in the root turbo.json and in every workspace turbo.json — by hand, or with "
        "`npx @turbo/codemod rename-pipeline` (`pnpm dlx @turbo/codemod …`), or `npx @turbo/codemod migrate`, "
        "which runs all the 2.0 codemods.",
        ["`Found `pipeline` field instead of `tasks`.`",
         "`pnpm dlx @turbo/codemod@latest rename-pipeline .` then `pnpm build` finished with `Tasks:    4 "
         "successful, 4 total`"],
    )

    # recurred: another repository, then fixed by hand
    T.later(
        "l-turbo-billing", "/Users/sam/code/billing-mono", "2026-03-07T10:00:00Z", "deps/turbo-2",
        user("Renovate bumped turbo to 2.1 in billing-mono and CI is red. Fix it."),
        ok("git log --oneline -1", "9f3a2c1 chore(deps): update dependency turbo to v2.1.3"),
        err("pnpm turbo run build", turbo_pipeline()),
        edit("/Users/sam/code/billing-mono/turbo.json", "  \"pipeline\": {", "  \"tasks\": {"),
        ok("pnpm turbo run build lint", "• Running build, lint in 5 packages\n" + turbo_ok(10, "34.902")),
    )
    T.pair("t38-turbo-pipeline", "l-turbo-billing", "recurred",
           "turbo 2.1 in billing-mono stops on the pipeline key before it is renamed by hand")

    # recurred: a workspace turbo.json still on pipeline
    T.later(
        "l-turbo-workspace", "/Users/sam/code/acme-mono", "2026-03-15T09:10:00Z", "feat/docs-search",
        user("build just the docs app"),
        err("pnpm turbo run build --filter=docs", turbo_pipeline("apps/docs/turbo.json")),
        say("The root file was migrated but apps/docs has its own turbo.json with the old key."),
        edit("/Users/sam/code/acme-mono/apps/docs/turbo.json", "  \"pipeline\": {", "  \"tasks\": {"),
        ok("pnpm turbo run build --filter=docs", "• Packages in scope: docs\n" + turbo_ok(3, "11.020")),
    )
    T.pair("t38-turbo-pipeline", "l-turbo-workspace", "recurred",
           "the workspace turbo.json in apps/docs triggers the same pipeline error before the rename")

    # applied: codemod migrate first, in zsh
    T.later(
        "l-turbo-migrate", "/Users/sam/code/growth-mono", "2026-03-23T14:00:00Z", "chore/turbo-2",
        user("Upgrade growth-mono to turbo 2 as well, use the codemod this time."),
        ok("npx @turbo/codemod@latest migrate --force",
           "? Upgrade to 2.1.3\n✓ rename-pipeline: modified turbo.json\n✓ update-schema-json-url: modified "
           "turbo.json\n✓ add-package-names: no changes\n✓ upgraded turbo in package.json"),
        ok("npm install --silent && npm run build", "\n> growth-mono@0.0.0 build\n> turbo run build\n\n"
           + turbo_ok(3, "18.416")),
        ok("git add -A && git commit -m 'chore: turbo 2'", "[chore/turbo-2 e01d7b9] chore: turbo 2\n"
           " 3 files changed, 41 insertions(+), 37 deletions(-)"),
    )
    T.pair("t38-turbo-pipeline", "l-turbo-migrate", "applied",
           "@turbo/codemod migrate renames pipeline before the first turbo 2 build, which passes")

    # applied: the key renamed in the same edit as the bump
    T.later(
        "l-turbo-hand-edit", "/Users/sam/code/design-system", "2026-04-02T11:30:00Z", "deps/turbo",
        user("bump turbo to 2 here; remember the config key changed"),
        read("/Users/sam/code/design-system/turbo.json",
             "{\n  \"$schema\": \"https://turbo.build/schema.json\",\n  \"pipeline\": {\n    \"lint\": {},\n"
             "    \"test\": {\"dependsOn\": [\"^build\"]},\n    \"build\": {\"outputs\": [\"dist/**\"]}\n  }\n}\n"),
        edit("/Users/sam/code/design-system/turbo.json", "  \"pipeline\": {", "  \"tasks\": {"),
        ok("yarn add -D turbo@^2.1.3 && yarn turbo run lint test", "success Saved 1 new dependency.\n"
           + turbo_ok(8, "27.551")),
    )
    T.pair("t38-turbo-pipeline", "l-turbo-hand-edit", "applied",
           "pipeline is renamed to tasks by hand with the bump, and turbo 2 runs lint and test cleanly")

    # neither: a different turbo 2 error (packageManager)
    T.later(
        "l-turbo-package-manager", "/Users/sam/code/cli-tools", "2026-04-11T08:15:00Z", "main",
        user("turbo build fails in cli-tools after I cloned it fresh"),
        read("/Users/sam/code/cli-tools/turbo.json",
             "{\n  \"$schema\": \"https://turbo.build/schema.json\",\n  \"tasks\": {\"build\": {}}\n}\n"),
        err("npx turbo run build", "  × Could not resolve workspaces.\n  ╰─▶ Missing `packageManager` field in "
            "package.json"),
        edit("/Users/sam/code/cli-tools/package.json", "  \"private\": true,",
             "  \"private\": true,\n  \"packageManager\": \"npm@10.8.2\","),
        ok("npx turbo run build", turbo_ok(2, "6.210")),
    )
    T.pair("t38-turbo-pipeline", "l-turbo-package-manager", "neither",
           "a different turbo 2 error (missing packageManager); turbo.json already uses tasks")

    # neither: turbo used normally
    T.later(
        "l-turbo-filter-test", "/Users/sam/code/acme-mono", "2026-04-19T16:00:00Z", "feat/button-sizes",
        user("run the ui package tests"),
        ok("pnpm turbo run test --filter=@acme/ui", "• Packages in scope: @acme/ui\n" + turbo_ok(2, "9.884")),
        ok("git status --short", " M packages/ui/src/Button.tsx\n M packages/ui/src/Button.test.tsx"),
    )
    T.pair("t38-turbo-pipeline", "l-turbo-filter-test", "neither",
           "turbo only runs tests on an already migrated repo; no rename and no pipeline error")

    T.later(
        "l-turbo-early", "/Users/sam/code/acme-mono", "2026-01-30T10:00:00Z", "main",
        user("what turbo version are we on?"),
        ok("pnpm turbo --version", "1.13.4"),
    )
    T.pair("t38-turbo-pipeline", "l-turbo-early", "neither", "the session is dated before the lesson's source session")


FILLS = [fill_superset, fill_turbo]
