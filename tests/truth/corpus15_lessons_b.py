"""Labelled lessons of corpus15, part b (sessions s05-s08: Nuxt with Nitro, Ember CLI with testem, Laravel Sail,
Django Channels with a Task subagent). Labels were written from the session text first (see corpus15_lessons.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus15_lessons import at, fake, g, k, known, real


def records() -> list[dict[str, Any]]:
    s5, s6, s7, s8 = "s05-nuxt-nitro", "s06-ember-testem", "s07-laravel-sail", "s08-django-channels"
    return [
        real("c15-028", s5, g(
            "Nuxt 3 ignores buildModules, so @nuxt/content's #content/server alias never exists",
            "nuxi build fails in the Nitro step: #content/server cannot be resolved from a server route.",
            "Leaving @nuxt/content under `buildModules` from a Nuxt 2 config.",
            "Nuxt 3 only loads modules listed in `modules`; the content module never registers its alias.",
            "Move '@nuxt/content' from buildModules to modules in nuxt.config.ts.",
            "`[nitro] ERROR  RollupError: Could not resolve \"#content/server\" from \"server/api/search.ts\"` - "
            "nuxt.config.ts:7 still had `buildModules: ['@nuxt/content'],`. Moved it to `modules: ['@nuxt/content'],` "
            "and `npx nuxi build` finished with `[nitro] ✔ Nuxt Nitro server built`.", cat="build_config"),
            "shown", "edit_then_pass",
            "nuxi build fails on the alias; after the nuxt.config.ts edit the next nuxi build completes",
            ["code spans", "file:line", "nested quotes"],
            'Could not resolve "#content/server"', "  modules: ['@nuxt/content'],", group="c15-nuxt-content"),
        real("c15-029", s5, g(
            "Nuxt runtimeConfig.public.apiBase stays undefined with a plain API_BASE env var",
            "In production useRuntimeConfig().public.apiBase is undefined although API_BASE is set.",
            "Setting an env var named like the key instead of the NUXT_ mapped name.",
            "At runtime Nuxt maps only NUXT_-prefixed variables onto runtimeConfig (public.apiBase <- "
            "NUXT_PUBLIC_API_BASE).",
            "Set NUXT_PUBLIC_API_BASE in the deployment environment.",
            "Runtime override only works with the NUXT_ prefix: `NUXT_PUBLIC_API_BASE=https://api.example.test node "
            ".output/server/index.mjs` → /api/config returned `{\"apiBase\":\"https://api.example.test\"}`; "
            "`API_BASE` is ignored at runtime.", cat="env_setup"),
            "shown", "fix_ran",
            "the person reports apiBase undefined with API_BASE; the run with NUXT_PUBLIC_API_BASE serves the value",
            ["env var fix", "code spans", "arrow"],
            "`useRuntimeConfig().public.apiBase` is undefined", "NUXT_PUBLIC_API_BASE=https://api.example.test node",
            group="c15-nuxt-env"),
        real("c15-030", s5, g(
            "Nitro getQuery values are string | string[] | undefined",
            "nuxi typecheck fails where a query value is passed as a string.",
            "Treating getQuery(event).q as a string.",
            "h3 types query values as string | string[] | undefined.",
            "Coerce it: const q = String(getQuery(event).q ?? '').",
            "nuxi typecheck: server/api/search.ts:9:18 - error TS2345: Argument of type 'string | string[] | "
            "undefined' is not assignable to parameter of type 'string'. Coerce with String(getQuery(event).q ?? '').",
            cat="api_quirk"),
            "not_shown", "only_suggested",
            "the coercion is only proposed; the person says not to touch search.ts and typecheck is not re-run",
            ["unquoted error", "file:line:col", "fix as edit"], "error TS2345", "String(getQuery(event).q ?? '')"),
        known("c15-031", s5, k(
            "Nuxt runtimeConfig: 런타임 override 는 NUXT_ 접두사 env 만",
            "프로덕션에서 runtimeConfig 값을 env 로 바꾸고 싶을 때.",
            "`public.apiBase` 는 `NUXT_PUBLIC_API_BASE` 로 덮어쓴다; nuxt.config 안의 `process.env.API_BASE` 는 "
            "build 때만 읽힌다.",
            "이미지를 다시 빌드하지 않고 환경별 값을 바꿀 수 있다.",
            "런타임에는 `NUXT_PUBLIC_API_BASE` 만 `public.apiBase` 를 덮어쓴다; `process.env.API_BASE` 는 build time "
            "에만 읽힘 - curl 결과 `{\"apiBase\":\"https://api.example.test\"}`", cat="env_setup"),
            "the assistant's explanation and the curl output of the run with NUXT_PUBLIC_API_BASE",
            ["Korean", "mixed language", "code spans"], '{"apiBase":"https://api.example.test"}', group="c15-nuxt-env"),
        fake("c15-032", s5, g(
            "@nuxt/content under buildModules leaves Nitro without the content alias",
            "nuxi build cannot resolve the content alias.",
            "Keeping Nuxt 2's buildModules.",
            "Nuxt 3 reads only modules.",
            "Move the module to modules.",
            "nuxi build: `[nitro] ERROR  RollupError: Could not resolve \"#content/client\" from "
            "\"server/api/search.ts\"`; moving the module to `modules` fixed it.", cat="build_config"),
            "near_miss", "the build could not resolve #content/server, not #content/client",
            ["code span", "near-miss quote"], 'Could not resolve "#content/server"', group="c15-nuxt-content"),
        fake("c15-033", s5, g(
            "Nitro build fails on an untyped getQuery value",
            "npx nuxi build stops on a type error in a server route.",
            "Assuming the build ignores type errors.",
            "Nitro type-checks server routes during the build.",
            "Coerce query values to strings.",
            "`npx nuxi build` stopped with `server/api/search.ts:9:18 - error TS2345: Argument of type 'string | "
            "string[] | undefined' is not assignable to parameter of type 'string'.`"),
            "other_call_error", "TS2345 comes from npx nuxi typecheck; both nuxi build runs fail or pass on other "
            "things", ["code spans", "error from another call"], "npx nuxi typecheck"),
        fake("c15-034", s5, k(
            "A missing runtimeConfig env var in production surfaces as a 500 from useRuntimeConfig",
            "Production pages fail after deploy and the runtime config looks empty.",
            "Grep the server log for the unhandled request error naming the runtimeConfig key.",
            "It points straight at the env var that isn't mapped.",
            "Server logs showed `[nuxt] [request error] [unhandled] [500] Cannot read properties of undefined "
            "(reading 'apiBase')` until NUXT_PUBLIC_API_BASE was set.", cat="debugging_technique"),
            "never_seen_error", "no server log is ever read; the symptom is only described by the person as "
            "undefined", ["code span error"], "NUXT_PUBLIC_API_BASE"),

        real("c15-035", s6, g(
            "ember test in a root container: Chrome needs --no-sandbox, which testem only adds under CI",
            "ember test fails: the browser never connects to testem.",
            "Running ember test as root without CI set.",
            "Chrome refuses to run as root without --no-sandbox; testem.js adds that flag only when process.env.CI "
            "is set.",
            "Run `CI=true npx ember test`.",
            "testem: `Running as root without --no-sandbox is not supported` → `Testem finished with non-zero exit "
            "code. Tests failed.` Re-ran as `CI=true npx ember test`: `# pass  3`, `# fail  0`.", cat="env_setup"),
            "shown", "rerun_passes",
            "ember test fails on the sandbox; the same run with CI=true passes 3 of 3",
            ["code spans", "env var fix", "arrow"],
            "Running as root without --no-sandbox is not supported", "CI=true npx ember test"),
        real("c15-036", s6, g(
            "ember-data array-like deprecation: replace .toArray() with .slice()",
            "The console fills with ember-data:deprecate-array-like during tests.",
            "Calling .toArray() on store results.",
            "ember-data deprecates the array-like API on its record arrays.",
            "Use .slice() to get a native array.",
            "`grep -rn 'toArray()' app/` found app/routes/users.js:9; replaced `return users.toArray();` with "
            "`return users.slice();` and re-counted the deprecation.", cat="api_quirk"),
            "not_shown", "rerun_still_fails",
            "the recount after the edit still finds 41 deprecations (user-list.js is untouched); the deprecation "
            "is not gone", ["code spans", "file:line"],
            "ember-data:deprecate-array-like", "grep -c 'ember-data:deprecate-array-like'", group="c15-ember-dep"),
        known("c15-037", s6, k(
            "Ember's testem.js adds --no-sandbox only when process.env.CI is set",
            "Running Ember tests with headless Chrome inside a container as root.",
            "Export CI=true (or add --no-sandbox to browser_args unconditionally).",
            "The generated testem.js gates the flag on CI.",
            "testem.js adds `--no-sandbox` only when `process.env.CI` is set; in a root container export `CI=true` "
            "(the run then ended `# ok`).", cat="env_setup"),
            "the assistant's explanation, followed by the CI=true run ending # ok",
            ["code spans", "prose"], "only when `process.env.CI` is set"),
        fake("c15-038", s6, g(
            "Switching users.toArray() to users.slice() silences ember-data's array-like deprecation",
            "Hundreds of deprecation lines per test run.",
            "toArray on record arrays.",
            "ember-data deprecates the array-like API.",
            "Use slice().",
            "Swapped `users.toArray()` for `users.slice()` in app/routes/users.js; `grep -c "
            "'ember-data:deprecate-array-like'` then printed 0.", cat="api_quirk"),
            "names_false_claim", "the recount printed 41, not 0", ["code spans", "false outcome"],
            "grep -c 'ember-data:deprecate-array-like'", group="c15-ember-dep"),
        fake("c15-039", s6, g(
            "ember test as root needs Chrome's new headless mode",
            "Chrome fails to start under testem in the container.",
            "Using the old headless flag.",
            "Old headless mode crashes as root.",
            "Pass --headless=new in browser_args.",
            "Passing `--headless=new` through testem's `browser_args` let Chrome start as root and all 3 tests "
            "passed.", cat="env_setup"),
            "invented_detail", "the run was fixed with CI=true; --headless=new and browser_args never appear",
            ["code spans", "invented flag"], "CI=true npx ember test"),
        fake("c15-040", s6, g(
            "ember-data 5 removed toArray on store results",
            "An acceptance test throws when a route calls toArray.",
            "Calling toArray on findAll results.",
            "The method is gone in ember-data 5.",
            "Use slice().",
            "The acceptance test died with `Global error: Uncaught TypeError: users.toArray is not a function at "
            "http://localhost:7357/assets/admin-ember.js`.", cat="api_quirk"),
            "never_seen_error", "toArray only produces deprecations here; no TypeError is ever printed",
            ["code span error"], "users.toArray()"),

        real("c15-041", s7, g(
            "Laravel Sail: DB_HOST must be the mysql service, not 127.0.0.1",
            "sail artisan migrate fails with Connection refused.",
            "Keeping DB_HOST=127.0.0.1 from a non-Docker setup.",
            "Inside the Sail container 127.0.0.1 is the app container; MySQL is the `mysql` compose service.",
            "Set DB_HOST=mysql in .env.",
            f"{at(s7, 'SQLSTATE')} `Illuminate\\\\Database\\\\QueryException`: `SQLSTATE[HY000] [2002] Connection "
            "refused (Connection: mysql` … .env had "
            f"`DB_HOST=127.0.0.1`; set `DB_HOST=mysql` → {at(s7, 'Running migrations')} both migrations `DONE`.",
            cat="env_setup"),
            "shown", "edit_then_pass",
            "migrate fails; after the .env edit the same migrate runs both migrations",
            ["step ids", "doubled backslashes", "code spans", "ellipsis", "arrow"],
            "SQLSTATE[HY000] [2002] Connection refused", "DB_HOST=mysql", group="c15-sail-db"),
        real("c15-042", s7, g(
            "Laravel queue:work only drains the default queue",
            "Jobs pile up in the jobs table and the worker processes nothing.",
            "Starting queue:work without --queue when jobs are dispatched onto a named queue.",
            "SendInvoiceMail uses onQueue('emails'); a worker without --queue listens to `default` only.",
            "Run the worker with --queue=emails,default (supervisor command).",
            "`queue:work --once` → `Processing jobs from the [default] queue.` and nothing ran; tinker showed the "
            "jobs on `0 => \"emails\"`. The worker needs `--queue=emails,default` "
            "(docker/supervisord-queue-fix.conf).", cat="tool_quirk"),
            "not_shown", "write_named_like_fix",
            "the fix only lands in a new supervisord-queue-fix.conf that nothing includes yet; no worker runs with "
            "--queue", ["code spans", "nested quotes", "path named like the fix"],
            "Processing jobs from the [default] queue.", "supervisord-queue-fix.conf"),
        known("c15-043", s7, k(
            "Inspect queued Laravel jobs from the host with sail artisan tinker --execute",
            "Jobs are queued but you don't know which queue they sit on.",
            "Run a one-off tinker expression through Sail instead of opening a MySQL shell.",
            "It answers the question (which queue) in one call.",
            "`./vendor/bin/sail artisan tinker --execute=\"dump(DB::table('jobs')->pluck('queue')->unique())\"` "
            "printed `0 => \"emails\"`.", cat="debugging_technique"),
            "the tinker call and its output", ["code spans", "nested quotes"], "pluck('queue')"),
        fake("c15-044", s7, g(
            "Sail queue worker can't reach MySQL on 127.0.0.1",
            "The queue worker dies at start with Connection refused.",
            "Leaving DB_HOST on 127.0.0.1 for the worker.",
            "127.0.0.1 is the app container.",
            "Set DB_HOST=mysql.",
            "`./vendor/bin/sail artisan queue:work --once` died with `SQLSTATE[HY000] [2002] Connection refused "
            "(Connection: mysql`.", cat="env_setup"),
            "other_call_error", "queue:work printed only the Processing line; Connection refused came from the first "
            "migrate", ["code spans", "error from another call"], "queue:work --once"),
        fake("c15-045", s7, g(
            "sail artisan migrate: DB_HOST has to be the compose service name",
            "migrate fails to connect.",
            "127.0.0.1 in .env.",
            "The database is another container.",
            "DB_HOST=mysql.",
            "migrate: `SQLSTATE[HY000] [2002] No such file or directory (Connection: mysql, SQL: select table_name "
            "as` → DB_HOST=mysql.", cat="env_setup"),
            "near_miss", "the message was Connection refused, not No such file or directory",
            ["code span", "near-miss quote"], "SQLSTATE[HY000] [2002] Connection refused", group="c15-sail-db"),
        fake("c15-046", s7, g(
            "Starting the worker with --queue=emails,default drains SendInvoiceMail",
            "Mail jobs never run.",
            "Worker without --queue.",
            "The jobs are on the emails queue.",
            "Add --queue=emails,default.",
            "With `--queue=emails,default` the worker picked up the backlog and `SendInvoiceMail` ran."),
            "names_false_claim", "no worker ever runs with --queue; the flag only lands in a config file",
            ["code spans", "false outcome"], "--queue=emails,default"),

        real("c15-047", s8, g(
            "Channels consumer tests need the in-memory channel layer in test settings",
            "A consumer test fails: channels_redis cannot connect to localhost:6379.",
            "Running consumer tests with the base settings' RedisChannelLayer and no Redis.",
            "group_add goes to Redis through channels_redis.",
            "Set CHANNEL_LAYERS to channels.layers.InMemoryChannelLayer in config/settings/test.py.",
            "`redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.` from "
            "channels_redis in test_group_broadcast. Added to config/settings/test.py: `CHANNEL_LAYERS = {\"default\":"
            " {\"BACKEND\": \"channels.layers.InMemoryChannelLayer\"}}` → `Ran 3 tests in 0.201s`.",
            cat="test_strategy"),
            "shown", "edit_then_pass",
            "the test run fails on Redis; after the test.py edit the run with --settings=config.settings.test is OK",
            ["code spans", "nested quotes", "arrow"],
            "Error 111 connecting to localhost:6379", "channels.layers.InMemoryChannelLayer"),
        real("c15-048", s8, g(
            "Channels AllowedHostsOriginValidator closes websockets whose host isn't in ALLOWED_HOSTS",
            "Websocket connections close right after the handshake in staging.",
            "Serving under a public host that isn't listed in ALLOWED_HOSTS.",
            "AllowedHostsOriginValidator rejects origins not in ALLOWED_HOSTS.",
            "Add the public host to ALLOWED_HOSTS.",
            "Subagent: `AllowedHostsOriginValidator` wraps the router and staging `ALLOWED_HOSTS` is "
            "`[\"chat.staging.internal\"]` while the public host is `chat-staging.example.com`. Added the public host "
            "to ALLOWED_HOSTS in config/settings/staging.py.", cat="security"),
            "not_shown", "confirmation_denied",
            "after the deploy the person reports the socket still closes right away",
            ["Task result citation", "code spans"],
            "websocket connections drop immediately in staging",
            'ALLOWED_HOSTS = ["chat.staging.internal", "chat-staging.example.com"]', group="c15-chan-hosts"),
        known("c15-049", s8, k(
            "nginx ingress cuts idle websockets after 60s without a proxy-read-timeout annotation",
            "A Channels/daphne app behind ingress-nginx with long-lived websockets.",
            "Annotate the ingress with nginx.ingress.kubernetes.io/proxy-read-timeout (and send-timeout) above the "
            "idle time you expect.",
            "The default read timeout drops idle sockets after 60 seconds.",
            "Task report: the ingress has no `nginx.ingress.kubernetes.io/proxy-read-timeout` annotation, so idle "
            "websockets are cut after the default 60s.", cat="env_setup"),
            "the Task (subagent) reply reports the missing annotation and the 60s default",
            ["tool name (Task)", "code span"], "proxy-read-timeout"),
        fake("c15-050", s8, k(
            "Staging's channel layer reads REDIS_URL from deploy/staging/app.yaml",
            "Finding which Redis the staging channel layer talks to.",
            "Look at REDIS_URL in deploy/staging/app.yaml; settings pass it as the layer's hosts.",
            "The layer config only indirects through the env var.",
            "The subagent found `REDIS_URL=redis://redis-master:6379/0` in deploy/staging/app.yaml.",
            cat="project_convention", scope="project"),
            "near_miss", "the subagent reported database 2 (redis-master:6379/2), not 0",
            ["code span", "near-miss value"], "REDIS_URL=redis://redis-master:6379/2"),
        fake("c15-051", s8, g(
            "Adding the public host to ALLOWED_HOSTS keeps staging websockets open",
            "Staging websockets close immediately.",
            "Public host missing from ALLOWED_HOSTS.",
            "The origin validator rejects the handshake.",
            "Add chat-staging.example.com to ALLOWED_HOSTS.",
            "After adding `chat-staging.example.com` to `ALLOWED_HOSTS` the staging websocket stayed open.",
            cat="security"),
            "names_false_claim", "the person reports it still closes right away after the deploy",
            ["code spans", "false outcome"], "still closes right away", group="c15-chan-hosts"),
        fake("c15-052", s8, g(
            "Daphne rejects websocket scopes when the ProtocolTypeRouter lacks a websocket key",
            "Websocket handshakes fail at the ASGI layer.",
            "Routing only http in asgi.py.",
            "ProtocolTypeRouter has no application for the websocket scope.",
            "Add a websocket entry to ProtocolTypeRouter.",
            "The daphne logs showed `ValueError: No application configured for scope type 'websocket'`."),
            "never_seen_error", "no daphne log is read and this ValueError never appears", ["code span error"],
            "daphne -b 0.0.0.0 -p 8000"),
        fake("c15-053", s8, k(
            "Test Channels consumers against an in-memory layer with override_settings",
            "Consumer tests need a channel layer without a Redis server.",
            "Wrap the test class in override_settings(CHANNEL_LAYERS=TEST_LAYERS) using InMemoryChannelLayer.",
            "Keeps the production settings untouched.",
            "The consumer tests went green after wrapping them in `override_settings(CHANNEL_LAYERS=TEST_LAYERS)`.",
            cat="test_strategy"),
            "invented_detail", "the session changed config/settings/test.py; override_settings never appears",
            ["code span", "invented edit"], "--settings=config.settings.test"),
    ]
