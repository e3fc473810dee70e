"""The labelled lessons of the sixth corpus, sessions 7 to 12 of corpus6_sources.py (see corpus6_lessons.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus6_lessons import gotcha, knowledge, rec


def records_b() -> list[dict[str, Any]]:
    from tests.truth.corpus6_lessons_c import records_c
    return _swift() + _terraform() + _compose() + _kubectl() + _postgres() + _pnpm() + records_c()


def _swift() -> list[dict[str, Any]]:
    s = "c6-swift-xcrun"
    return [
        rec("c6-25", s, gotcha(
            "macOS updates remove the Command Line Tools under xcode-select",
            "swift build: xcrun: error: invalid active developer path",
            "sudo xcode-select --reset exits 0 but changes nothing",
            "the update deleted /Library/Developer/CommandLineTools while it stays selected",
            "reinstall the tools with xcode-select --install (a GUI dialog)",
            "`swift build` → `xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools)`; "
            "`sudo xcode-select --reset` exited 0 but the next `swift build` printed the same error, and the user "
            "said \"still broken\".", category="env_setup", scope="global"),
            "real", "rerun_still_fails", "the reset ran clean, swift build failed again, the person said still broken "
            "and will reinstall later; xcode-select --install never ran", ["code span", "exit code", "person's words"],
            {"failure": "invalid active developer path", "fix": "sudo xcode-select --reset",
             "evidence": "still broken, ok I'll reinstall"}, fix="not_shown"),
        rec("c6-26", s, gotcha(
            "Reset xcode-select after a macOS update",
            "invalid active developer path",
            "stale developer dir",
            "the selection points at an old path",
            "sudo xcode-select --reset",
            "After `sudo xcode-select --reset`, `swift build` succeeded.", category="env_setup"),
            "invented", "names_false_claim", "false claim: swift build after the reset failed with the same xcrun "
            "error", ["GPT-style after X, Y succeeded", "outcome reversed"],
            {"evidence": "sudo xcode-select --reset", "fix": "sudo xcode-select --reset"}),
        rec("c6-27", s, gotcha(
            "Reinstall the CLT when xcrun is missing",
            "missing xcrun at /Library/Developer/CommandLineTools/usr/bin/xcrun",
            "reset is not enough",
            "tools deleted by the update",
            "xcode-select --install",
            "`xcode-select --install` reinstalled the tools and `swift build` printed `Build complete!`.",
            category="env_setup"),
            "invented", "invented_detail", "invented detail: xcode-select --install never ran and no build "
            "completed; the person will reinstall later", ["code span", "invented output"],
            {"evidence": "`xcode-select --install` reinstalls"}),
        rec("c6-28", s, knowledge(
            "xcode-select -p can point at deleted tools",
            "xcrun is missing after a macOS update",
            "check xcode-select -p against the missing path in the error",
            "the selected path survives the update that removed the tools",
            "`xcode-select -p` still printed `/Library/Developer/CommandLineTools` although the error said "
            "`missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun`.", category="env_setup",
            scope="global"),
            "real", "knowledge", "xcode-select -p output and the xcrun error", ["code span"],
            {"evidence": "missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun"}),
    ]


def _terraform() -> list[dict[str, Any]]:
    s = "c6-tf-foreach"
    return [
        rec("c6-29", s, gotcha(
            "for_each keys from apply-time attributes",
            "terraform plan: Invalid for_each argument",
            "-refresh=false does not help",
            "the map keys are instance ids, unknown until apply",
            "key the map by names from var.services",
            "```\nError: Invalid for_each argument\nfor_each = { for s in aws_instance.svc : s.id => s.private_ip }\n```\n"
            "After the Edit keyed it by `name => aws_instance.svc[i].private_ip`, `terraform plan -no-color` ended "
            "with `Plan: 3 to add, 0 to change, 0 to destroy.`", category="build_config"),
            "real", "edit_then_pass", "plan failed twice, the Edit, the plan printed 3 to add",
            ["fenced block", "code span", "Edit"],
            {"failure": "Error: Invalid for_each argument", "fix": "for i, name in var.services",
             "evidence": "Plan: 3 to add, 0 to change, 0 to destroy."}, fix="shown"),
        rec("c6-30", s, gotcha(
            "Skip refresh to get past unknown for_each keys",
            "Invalid for_each argument",
            "refresh computes the ids",
            "unknown keys at plan",
            "terraform plan -refresh=false",
            "`terraform plan -no-color -refresh=false` got past the unknown keys and planned the records."),
            "invented", "names_false_claim", "false claim: the -refresh=false plan failed with the same Invalid "
            "for_each argument", ["code span", "outcome reversed"],
            {"evidence": "terraform plan -no-color -refresh=false", "fix": "terraform plan -no-color -refresh=false"}),
        rec("c6-31", s, knowledge(
            "Unknown counts in Terraform",
            "dns records derived from instances",
            "use plan-time values",
            "Terraform needs the instance set at plan time",
            "Terraform said `Error: Invalid count argument` on dns.tf line 12."),
            "invented", "never_seen_error", "error never seen: it was 'Invalid for_each argument', never an "
            "Invalid count argument", ["code span"], {"evidence": "on dns.tf line 12"}),
        rec("c6-32", s, knowledge(
            "for_each keys must be known at plan time",
            "building a for_each map from other resources",
            "derive the keys from variables, the values may come from resources",
            "Terraform must know the set of keys to plan",
            "Terraform for_each keys must be known at plan time: keys made from instance ids failed, keys from the "
            "service names in a variable planned fine with 3 records to add.", category="build_config",
            scope="global"),
            "real", "knowledge", "the failed plans and the passing one after the Edit", ["plain prose, no quotes"],
            {"evidence": "Plan: 3 to add"}),
    ]


def _compose() -> list[dict[str, Any]]:
    s = "c6-compose-health"
    return [
        rec("c6-33", s, gotcha(
            "depends_on does not wait for Postgres to accept connections",
            "api container exits with psycopg.OperationalError Connection refused on startup",
            "a restart seems to fix it but a fresh up races again",
            "depends_on only waits for the db container to start",
            "healthcheck with pg_isready and depends_on condition: service_healthy",
            "api-1 crashed with `psycopg.OperationalError: connection failed` … `Connection refused`; after adding "
            "`condition: service_healthy` and a `pg_isready -U tasks` healthcheck, "
            "`docker compose down && docker compose up -d` showed `Container tasks-api-db-1 Healthy` and the api "
            "logged `Uvicorn running on http://0.0.0.0:8000`.", category="env_setup"),
            "real", "fix_ran", "after the two Edits a clean down/up brought db Healthy and the api running",
            ["code span", "ellipsis", "whitespace trimmed"],
            {"failure": "psycopg.OperationalError: connection failed", "fix": "condition: service_healthy",
             "evidence": "Container tasks-api-db-1   Healthy"}, fix="shown"),
        rec("c6-34", s, gotcha(
            "Restarting the api does not fix a db startup race",
            "Connection refused from the api",
            "restart looks enough",
            "race with Postgres",
            "add a healthcheck",
            "`docker compose restart api` did not help; the api still exited with code 1 afterwards."),
            "invented", "names_false_claim", "outcome reversed: after the restart the api logged Application startup "
            "complete", ["code span", "outcome reversed"], {"evidence": "docker compose restart api"}),
        rec("c6-35", s, knowledge(
            "The api container's exit code on a db race",
            "the api container dies on startup",
            "read docker compose logs",
            "the traceback shows the db connection",
            "The logs ended with `api-1 exited with code 137` after the psycopg traceback."),
            "invented", "near_miss", "altered quote: it was 'api-1 exited with code 1', not 137",
            ["code span", "near quote"], {"evidence": "api-1 exited with code 1"}),
        rec("c6-36", s, knowledge(
            "A restart hides a compose startup race",
            "a container that depends on Postgres crashes at first start",
            "do not trust a restart; add a health condition",
            "Postgres is already up by the time of a restart",
            "After running `docker compose restart api`, the logs command showed `Application startup complete.` — "
            "the restart only worked because Postgres was already up.", category="debugging_technique"),
            "real", "knowledge", "the restart and the logs after it", ["GPT-style after X, Y", "code span"],
            {"evidence": "Application startup complete."}),
    ]


def _kubectl() -> list[dict[str, Any]]:
    s = "c6-kubectl-context"
    return [
        rec("c6-37", s, gotcha(
            "kubectl Forbidden because the prod context is active",
            "kubectl set image: Error from server (Forbidden) ... cannot patch resource deployments",
            "it looks like a missing RBAC role",
            "the current context was prod-eu-1, read-only for this user",
            "kubectl config use-context staging-eu-1",
            "`Error from server (Forbidden): deployments.apps` … `cannot patch resource`; `kubectl config current-context` "
            "printed `prod-eu-1`; after `kubectl config use-context staging-eu-1` the same set image printed "
            "`deployment.apps/api image updated`, rollout `successfully rolled out`, and the user said "
            "\"perfect, staging has 2.3.1 now\".", category="env_setup"),
            "real", "person_confirms", "switch context, set image, rollout, then the person confirms",
            ["code span", "person's words quoted"],
            {"failure": "cannot patch resource", "fix": "kubectl config use-context staging-eu-1",
             "evidence": "perfect, staging has 2.3.1 now"}, fix="shown"),
        rec("c6-38", s, gotcha(
            "Switching kubectl context can be forbidden",
            "use-context fails",
            "context switch needs rights",
            "RBAC on contexts",
            "ask for access",
            "`kubectl config use-context staging-eu-1` returned `Error from server (Forbidden)`."),
            "invented", "other_call_error", "error moved: use-context printed Switched to context; Forbidden came "
            "from set image", ["code span", "error attributed to another call"],
            {"evidence": "Switched to context \"staging-eu-1\"."}),
        rec("c6-39", s, knowledge(
            "Rollout status may need a second wait",
            "rolling out a new tag",
            "re-run rollout status after a timeout",
            "three replicas take time",
            "The rollout needed two attempts: the first "
            "`kubectl -n payments rollout status deployment/api --timeout=120s` timed out before "
            "`successfully rolled out`."),
            "invented", "names_false_claim", "wrong count: rollout status ran once and rolled out; nothing timed out",
            ["code span", "count"], {"evidence": "successfully rolled out"}),
        rec("c6-40", s, knowledge(
            "Check the kubectl context before writes",
            "a kubectl write is Forbidden",
            "print the current context first",
            "prod is read-only for developers",
            "kubectl의 현재 context가 `prod-eu-1` 이면 `cannot patch resource \"deployments\"` 가 난다; "
            "`kubectl config use-context staging-eu-1` 로 바꾸면 된다.", category="workflow"),
            "real", "knowledge", "the Forbidden, current-context and use-context", ["Korean prose", "code span"],
            {"evidence": "prod-eu-1"}),
    ]


def _postgres() -> list[dict[str, Any]]:
    s = "c6-pg-notnull"
    return [
        rec("c6-41", s, gotcha(
            "SET NOT NULL fails on existing null rows",
            "psql: ERROR: column email of relation contacts contains null values",
            "the migration looks correct",
            "17 rows had no email",
            "backfill with an UPDATE in the same migration before SET NOT NULL",
            "psql with ON_ERROR_STOP=1 exited 3: `ERROR:  column \"email\" of relation \"contacts\" contains null "
            "values`. After the Edit added `UPDATE contacts SET email = 'unknown+' || id || '@invalid.example' WHERE "
            "email IS NULL;` the same command printed `UPDATE 17` and `ALTER TABLE`.", category="api_quirk"),
            "real", "edit_then_pass", "the migration failed, the Edit, the same psql printed UPDATE 17 / ALTER TABLE",
            ["code span", "exit code", "Edit"],
            {"failure": "contains null values", "fix": "UPDATE contacts SET email = 'unknown+'",
             "evidence": "UPDATE 17\nALTER TABLE"}, fix="shown"),
        rec("c6-42", s, gotcha(
            "NOT NULL migrations fail until backfilled",
            "contains null values",
            "rerunning",
            "null emails",
            "backfill",
            "The migration failed twice with `contains null values` before the backfill was added."),
            "invented", "names_false_claim", "wrong count: the migration failed once before the backfill",
            ["code span", "count"], {"evidence": "contains null values"}),
        rec("c6-43", s, knowledge(
            "Count nulls before SET NOT NULL",
            "adding NOT NULL to a populated column",
            "count the null rows first",
            "shows how much to backfill",
            "`select count(*) from contacts where email is null` returned `17`, all of them from the CSV import "
            "(`source = 'csv'`)."),
            "invented", "invented_detail", "invented detail: nothing in the session says where the 17 rows came from",
            ["code span", "invented detail"], {"evidence": "where email is null"}),
        rec("c6-44", s, knowledge(
            "Backfill and SET NOT NULL in one migration",
            "making a column required",
            "UPDATE the nulls then ALTER in the same file",
            "ON_ERROR_STOP keeps a half-applied file from going unnoticed",
            "`psql -v ON_ERROR_STOP=1 -d crm_dev -f migrations/0042_email_not_null.sql` → `UPDATE 17` → "
            "`ALTER TABLE`; `\\d contacts` then showed email as `not null`.", category="workflow"),
            "real", "knowledge", "the passing psql and the \\d output", ["arrows", "code span", "backslash"],
            {"evidence": "UPDATE 17\nALTER TABLE"}),
    ]


def _pnpm() -> list[dict[str, Any]]:
    s = "c6-pnpm-workspace"
    return [
        rec("c6-45", s, gotcha(
            "pnpm workspace globs must list moved packages",
            "pnpm install: ERR_PNPM_WORKSPACE_PKG_NOT_FOUND for @storefront/ui",
            "the package exists on disk",
            "libs/ is not in pnpm-workspace.yaml",
            "add \"libs/*\" to pnpm-workspace.yaml packages",
            "`ERR_PNPM_WORKSPACE_PKG_NOT_FOUND` … `no package named \"@storefront/ui\" is present in the workspace`; "
            "adding `- \"libs/*\"` to pnpm-workspace.yaml → `Scope: all 5 workspace projects` and `Done in 3.8s`.",
            category="build_config"),
            "real", "edit_then_pass", "install failed, Edit added libs/*, install and build passed",
            ["code span", "ellipsis", "arrows"],
            {"failure": "ERR_PNPM_WORKSPACE_PKG_NOT_FOUND", "fix": '  - "libs/*"', "evidence": "Done in 3.8s"},
            fix="shown"),
        rec("c6-46", s, gotcha(
            "pnpm frozen lockfile after moving a package",
            "pnpm install fails after moving ui",
            "the lockfile is stale",
            "frozen lockfile on CI settings",
            "pnpm install --no-frozen-lockfile",
            "pnpm printed `ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\"` for packages/web."),
            "invented", "never_seen_error", "error never seen: the only pnpm error was WORKSPACE_PKG_NOT_FOUND",
            ["code span"], {"evidence": "In packages/web"}),
        rec("c6-47", s, knowledge(
            "Only pnpm install needed the workspace glob",
            "moving a package to libs/",
            "the build works without the glob",
            "the build does not resolve workspace deps",
            "`pnpm -r build` passed before the workspace glob was changed; only `pnpm install` needed `libs/*`."),
            "invented", "names_false_claim", "wrong order: pnpm -r build ran only once, after the glob was added",
            ["code span", "order"], {"evidence": "pnpm -r build"}),
        rec("c6-48", s, knowledge(
            "Check pnpm-workspace.yaml when a workspace package vanishes",
            "pnpm lists the workspace packages it found and one is missing",
            "compare the globs with where the package lives",
            "a moved package falls outside the globs",
            ["`cat pnpm-workspace.yaml` → `packages:` / `- \"packages/*\"`", "`ls libs` → `ui`",
             "`pnpm -r build` → `libs/ui build: Done`"], category="debugging_technique"),
            "real", "knowledge", "cat, ls and the passing build", ["evidence list", "arrows"],
            {"evidence": "libs/ui build: Done"}),
    ]
