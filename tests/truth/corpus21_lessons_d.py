"""Labelled lessons of corpus21, part D: the PostgREST, Strapi and drush sessions of corpus21_sources_b.py. Each
label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus21_common import gotcha, knowledge
from tests.truth.corpus21_sources_b import DRUSH, POSTGREST, STRAPI

_POSTGREST = [
    gotcha("pgr-01", POSTGREST, (
        "PostgREST keeps answering 404 after a schema move until its schema cache reloads",
        "After moving the table into the exposed schema, /projects still returns 404.",
        "Expecting PostgREST to notice DDL on its own.",
        "PostgREST serves from a cached schema; a table moved with ALTER TABLE stays unknown until a reload.",
        "`NOTIFY pgrst, 'reload schema'` after the move (the table must be in the exposed schema, here `api`)."),
        "`curl -s localhost:3000/projects | jq .` → `\"code\": \"PGRST205\"`, `Could not find the table "
        "'api.projects' in the schema cache`; after `ALTER TABLE public.projects SET SCHEMA api` the status was "
        "still `404`; `NOTIFY pgrst, 'reload schema'`, then the same curl returned the Inbox row.",
        ev="real", fix="shown", cls="fix_ran",
        why="The NOTIFY call itself curls /projects afterwards and gets the row; the person says works.",
        phrasing=["code spans", "nested quotes", "outcome claims: still, then"],
        steps={"failure": "curl -s -o /dev/null -w", "fix": "NOTIFY pgrst, 'reload schema'",
               "evidence": "\"name\": \"Inbox\""}, category="tool_quirk"),
    gotcha("pgr-02", POSTGREST, (
        "PostgREST inserts need USAGE on the id sequence for the role that runs them",
        "POST /projects returns 42501 permission denied for sequence projects_id_seq.",
        "Granting INSERT on the table but not the sequence behind its bigserial id.",
        "nextval() on the sequence needs USAGE for the executing role.",
        "`GRANT INSERT ON api.projects TO todo_user; GRANT USAGE ON SEQUENCE api.projects_id_seq TO todo_user;`"),
        "POST /projects → `\"message\": \"permission denied for sequence projects_id_seq\"` (code 42501). `GRANT "
        "INSERT ON api.projects TO todo_user; GRANT USAGE ON SEQUENCE api.projects_id_seq TO todo_user;` → `GRANT`, "
        "but the next POST returned the same 42501.",
        ev="real", fix="not_shown", cls="rerun_still_fails",
        why="Right after the grants the POST is re-run and fails identically; it never succeeds in the session.",
        phrasing=["code spans", "nested quotes", "outcome claim: same error"],
        steps={"failure": "permission denied for sequence projects_id_seq",
               "fix": "GRANT USAGE ON SEQUENCE api.projects_id_seq TO todo_user"}, category="security",
        group="c21-pgr-seq"),
    gotcha("pgr-03", POSTGREST, (
        "PostgREST runs a request as the JWT's role claim, not the login role",
        "Grants to the app's login role change nothing for requests with a user token.",
        "Granting to the role you connect as rather than the one in the token.",
        "PostgREST switches to the role named in the token's `role` claim (`authenticated` here).",
        "Grant INSERT on the table and USAGE on the sequence to `authenticated`."),
        "The decoded token read `{\"role\":\"authenticated\",\"sub\":\"7\",\"exp\":1767225600` while the grants had "
        "gone to todo_user; proposed `GRANT INSERT ON api.projects TO authenticated; GRANT USAGE ON SEQUENCE "
        "api.projects_id_seq TO authenticated;`.",
        ev="real", fix="not_shown", cls="only_suggested",
        why="The grant to authenticated is only proposed; the person stops to think about roles.",
        phrasing=["code spans", "JSON in a span"],
        steps={"failure": "permission denied for sequence projects_id_seq",
               "fix": "GRANT INSERT ON api.projects TO authenticated"}, category="security", group="c21-pgr-seq"),
    knowledge("pgr-04", POSTGREST, (
        "PostgREST's PGRST205 hint names the schema it actually exposes",
        "PostgREST returns PGRST205 for a table that exists.",
        "Read the hint (it suggests a table in the exposed schema), then find the table's schema with `\\dt *.name`.",
        "A table created in the wrong schema looks exactly like a missing one."),
        "`\"hint\": \"Perhaps you meant the table 'api.todos'\"` pointed at the exposed `api` schema; "
        "`psql \"$DATABASE_URL\" -c '\\dt *.projects'` then showed the table under `public`.",
        ev="real", cls="knowledge",
        why="The PGRST205 body and the psql listing.",
        phrasing=["code spans", "nested quotes"],
        steps={"evidence": "Perhaps you meant the table 'api.todos'"}, category="debugging_technique"),
    gotcha("pgr-05", POSTGREST, (
        "NOTIFY pgrst reload is refused for the app role",
        "The schema reload notification fails.",
        "Sending NOTIFY as a restricted role.",
        "Missing privileges.",
        "Send it as the owner."),
        "`psql \"$DATABASE_URL\" -c \"NOTIFY pgrst, 'reload schema'\"` → `permission denied for sequence "
        "projects_id_seq`",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="NOTIFY succeeded; the sequence error came from the POSTs.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "NOTIFY pgrst, 'reload schema'"}),
    gotcha("pgr-06", POSTGREST, (
        "PostgREST picks up a moved table after a container restart",
        "PostgREST 404s for a moved table.",
        "Waiting for PostgREST to notice.",
        "Stale schema cache.",
        "Restart the container."),
        "`docker compose restart postgrest` cleared the 404; `curl -s localhost:3000/projects` then returned the "
        "Inbox row.",
        ev="invented", fix="not_shown", cls="invented_detail",
        why="PostgREST was never restarted; the cache was reloaded with NOTIFY.",
        phrasing=["code spans"],
        steps={"evidence": "\"name\": \"Inbox\""}),
]

_STRAPI = [
    gotcha("str-01", STRAPI, (
        "better-sqlite3 9.x has no Node 22 prebuild, so npm falls back to node-gyp and wants Visual Studio",
        "`npm install` fails in better-sqlite3 with gyp ERR! find VS on Windows.",
        "Upgrading Node to 22 while keeping better-sqlite3 9.4.3.",
        "No prebuilt binary matches Node 22, and compiling needs a Visual Studio toolchain that is not installed.",
        "Install better-sqlite3 11.x (`npm install better-sqlite3@11.7.0 --save-exact`)."),
        "```\nnpm error prebuild-install warn install No prebuilt binaries found (target=22.11.0 runtime=node "
        "arch=x64 libc= platform=win32)\nnpm error gyp ERR! find VS could not find a version of Visual Studio "
        "2017 or newer to use\n```\n`npm install better-sqlite3@11.7.0 --save-exact` → `found 0 vulnerabilities`, "
        "and `npm run build` then built the admin panel (`√ Building admin panel (21304ms)`).",
        ev="real", fix="shown", cls="fix_ran",
        why="The pinned install succeeds for the whole tree and the build completes; the gyp error never returns.",
        phrasing=["fenced block", "code spans", "arrow"],
        steps={"failure": "No prebuilt binaries found (target=22.11.0",
               "fix": "npm install better-sqlite3@11.7.0 --save-exact", "evidence": "√ Building admin panel (21304ms)"},
        category="env_setup"),
    gotcha("str-02", STRAPI, (
        "Strapi 5 on Windows: ENOENT for .tmp\\data.db after a clean install",
        "Strapi starts and then fails to open .tmp\\data.db.",
        "Cloning fresh: the .tmp folder is gitignored.",
        "The SQLite file's folder does not exist.",
        "Create it with `New-Item -ItemType Directory -Force .tmp` before starting Strapi."),
        "Starting Strapi: `error: Error: ENOENT: no such file or directory, open "
        "'C:\\Users\\ana\\Projects\\blog-cms\\.tmp\\data.db'`; `New-Item -ItemType Directory -Force .tmp | "
        "Out-Null; Test-Path .tmp` printed `True`.",
        ev="real", fix="not_shown", cls="confirmation_denied",
        why="Right after the folder is created the person reports the same ENOENT; nothing later fixes it.",
        phrasing=["code spans", "Windows path", "PowerShell"],
        steps={"failure": "ENOENT: no such file or directory", "fix": "New-Item -ItemType Directory -Force .tmp"},
        category="env_setup", scope="project"),
    knowledge("str-03", STRAPI, (
        "Don't start a long-running Strapi dev server from the agent's shell",
        "Checking that Strapi starts after a dependency fix.",
        "Use `npm run build` to check, and leave `npm run develop` to the person's own terminal.",
        "develop never returns; the person interrupted the call."),
        "`npm run develop` was rejected — `[Request interrupted by user for tool use]` — and the person said: "
        "\"don't start develop from here, it never returns.\"",
        ev="real", cls="knowledge",
        why="The rejected call, the interrupt marker and the person's words.",
        phrasing=["code spans", "person's words quoted"],
        steps={"evidence": "[Request interrupted by user for tool use]"}),
    gotcha("str-04", STRAPI, (
        "Strapi develop comes up cleanly once better-sqlite3 is bumped",
        "Native module build failure blocks Strapi.",
        "Old better-sqlite3.",
        "No prebuild for Node 22.",
        "Bump it."),
        "After `npm install better-sqlite3@11.7.0 --save-exact`, `npm run develop` started the admin on the first "
        "try.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="develop was interrupted by the person, and in their own terminal it failed with ENOENT.",
        phrasing=["outcome claim: first try"],
        steps={"evidence": "npm install better-sqlite3@11.7.0 --save-exact"}),
    gotcha("str-05", STRAPI, (
        "node-gyp on Windows asks for Visual Studio 2019 when building better-sqlite3",
        "npm install fails in node-gyp.",
        "No compiler.",
        "Missing Visual Studio.",
        "Install build tools or use a prebuilt version."),
        "`gyp ERR! find VS could not find a version of Visual Studio 2019 or newer to use`",
        ev="invented", fix="not_shown", cls="near_miss",
        why="The message says 'Visual Studio 2017 or newer'.",
        phrasing=["code span", "near-miss quote"],
        steps={"evidence": "gyp ERR! find VS could not find a version"}),
    gotcha("str-06", STRAPI, (
        "strapi build fails without a C++ toolchain on Windows",
        "The admin build stops on node-gyp.",
        "Building without Visual Studio.",
        "Native module.",
        "Fix the module first."),
        "`npm run build` → `gyp ERR! stack Error: Could not find any Visual Studio installation to use`",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="That line is from the first npm install; the build ran after the bump and succeeded.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "> strapi build"}),
]

_DRUSH = [
    gotcha("dr-01", DRUSH, (
        "drush config:import into a fresh site needs the site UUID from config/sync",
        "`drush config:import` refuses: Site UUID in source storage does not match the target storage.",
        "Importing a repository's config into a separately installed site.",
        "Drupal only imports config into the site whose UUID the export carries.",
        "Set `system.site uuid` to the value in config/sync/system.site.yml with `drush config:set`."),
        "`vendor/bin/drush config:import -y` → `Site UUID in source storage does not match the target storage.`; "
        "`vendor/bin/drush config:set system.site uuid 7b3f0c2e-91a4-4d6b-8e2f-5c1d0a9b8e47 -y` → `[success] "
        "Successfully updated config system.site:uuid`, and the next import got past the UUID check.",
        ev="real", fix="shown", cls="fix_ran",
        why="config:set succeeds; the next import fails only on shortcuts and the one after succeeds; the UUID error "
            "never returns.",
        phrasing=["code spans", "arrows", "outcome claim: got past"],
        steps={"failure": "Site UUID in source storage does not match the target storage.",
               "fix": "config:set system.site uuid 7b3f0c2e", "evidence": "The configuration was imported successfully."},
        category="workflow"),
    gotcha("dr-02", DRUSH, (
        "Drupal config import is blocked by the standard profile's shortcut entities",
        "The import fails: entities of type Shortcut link and Shortcut set Default exist.",
        "Importing into a site installed with the standard profile, which creates shortcuts.",
        "The synced config removes the shortcut set that existing entities still use.",
        "`drush entity:delete shortcut -y`, then import again."),
        "Second import: `Entities exist of type <em class=\"placeholder\">Shortcut link</em> and ... These entities "
        "need to be deleted before importing.` → `vendor/bin/drush entity:delete shortcut -y && vendor/bin/drush "
        "config:import -y` → `[success] The configuration was imported successfully.`",
        ev="real", fix="shown", cls="rerun_passes",
        why="The import is re-run right after the delete in the same call and succeeds.",
        phrasing=["code spans", "HTML in quote", "ellipsis", "arrows"],
        steps={"failure": "These entities need to be deleted before importing.", "fix": "entity:delete shortcut -y"},
        category="workflow"),
    gotcha("dr-03", DRUSH, (
        "After a drush config import, run updatedb so new field tables exist",
        "The staff directory view errors with Unknown column node__field_department.field_department_target_id.",
        "Importing config that creates field storage and not running database updates afterwards.",
        "The view queries a field table the import did not create.",
        "Run `vendor/bin/drush updatedb -y` after the import."),
        "`drush watchdog:show` → `SQLSTATE[42S22]: Column not found: 1054 Unknown column "
        "'node__field_department.field_department_target_id' in 'where clause'`; `vendor/bin/drush updatedb -y` → "
        "`[success] No pending updates.`",
        ev="real", fix="not_shown", cls="other_check_passes",
        why="updatedb succeeds but had nothing to do; the page is never checked again and the cause stays open.",
        phrasing=["code spans", "arrows"],
        steps={"failure": "Unknown column 'node__field_department.field_department_target_id'",
               "fix": "vendor/bin/drush updatedb -y"}, category="workflow", scope="project"),
    knowledge("dr-04", DRUSH, (
        "drush watchdog:show finds the error behind Drupal's unexpected-error page",
        "A page shows only 'The website encountered an unexpected error'.",
        "Run `drush watchdog:show --severity=Error --count=3` to read the logged exception.",
        "The page hides the exception; dblog has it."),
        "`vendor/bin/drush watchdog:show --severity=Error --count=3` showed the php Error row: "
        "`Drupal\\\\Core\\\\Database\\\\DatabaseExceptionWrapper: SQLSTATE[42S22]: Column not found`.",
        ev="real", cls="knowledge",
        why="The watchdog output.",
        phrasing=["code spans", "doubled backslashes"],
        steps={"evidence": "DatabaseExceptionWrapper"}, category="debugging_technique"),
    gotcha("dr-05", DRUSH, (
        "Drupal config import stops on an extension the sync does not install",
        "Import refuses a field storage.",
        "Missing module in core.extension.",
        "Dependency not enabled.",
        "Enable the module first."),
        "`vendor/bin/drush config:import -y` → `Configuration field.storage.node.field_department depends on the "
        "taxonomy extension that will not be installed after import.`",
        ev="invented", fix="not_shown", cls="never_seen_error",
        why="No dependency error appears; the imports failed on the UUID and on shortcuts.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "create field.storage.node.field_department."}),
    gotcha("dr-06", DRUSH, (
        "drush cr fails right after a large config import",
        "Cache rebuild errors after the import.",
        "Rebuilding caches too early.",
        "Stale container.",
        "Run it again."),
        "`vendor/bin/drush cr` failed after the import, so `vendor/bin/drush status --field=bootstrap` never ran.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="cr printed 'Cache rebuild complete.' and status printed 'Successful'.",
        phrasing=["code spans", "false outcome claim"],
        steps={"evidence": "Cache rebuild complete."}),
]


def records() -> list[dict[str, Any]]:
    return [*_POSTGREST, *_STRAPI, *_DRUSH]
