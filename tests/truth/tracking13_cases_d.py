"""Lessons G (Django's conflicting migration leaves) and H (Laravel's cached config, Spanish) of the thirteenth
tracking corpus, with their later sessions and labels (see tracking13_cases.py for how the labels were written)."""
from __future__ import annotations

from tests.truth.tracking13_cases import T, ed, say, sh, u, wr

CLINIC = "/home/dev/src/clinic-portal"
CONFLICT = ("CommandError: Conflicting migrations detected; multiple leaf nodes in the migration graph: ({a}, {b} in "
            "{app}).\nTo fix them run 'python manage.py makemigrations --merge'")


def source_g() -> None:
    T.source(
        "s-g-django-merge", CLINIC, "2026-03-09T11:30:40Z", "feat/patient-phone",
        u("merge main into my branch and migrate the local db"),
        sh("git merge origin/main", "Auto-merging scheduling/models.py\nMerge made by the 'ort' strategy.\n"
           " scheduling/migrations/0014_appointment_room.py | 24 ++++++++\n scheduling/models.py | 3 +\n"
           " 2 files changed, 27 insertions(+)"),
        sh("python manage.py migrate", "Exit code 1\n" + CONFLICT.format(
            a="0014_appointment_room", b="0014_patient_phone_number", app="scheduling"), True),
        sh("ls scheduling/migrations/ | tail -4", "0013_clinic_timezone.py\n0014_appointment_room.py\n"
           "0014_patient_phone_number.py\n__init__.py"),
        say("Both branches added a 0014 on top of 0013. Renaming mine to 0015 would keep its dependency on 0013 "
            "and still leave two leaves (and break anyone who already applied it). Django's merge migration joins the "
            "two leaves without touching either file."),
        sh("python manage.py makemigrations --merge --noinput",
           "Merging scheduling\n  Branch 0014_appointment_room\n    - Add field room to appointment\n"
           "  Branch 0014_patient_phone_number\n    - Add field phone_number to patient\n\nCreated new merge "
           "migration /home/dev/src/clinic-portal/scheduling/migrations/0015_merge_20260309_1134.py"),
        sh("python manage.py migrate", "Operations to perform:\n  Apply all migrations: admin, auth, contenttypes, "
           "scheduling, sessions\nRunning migrations:\n  Applying scheduling.0014_appointment_room... OK\n"
           "  Applying scheduling.0015_merge_20260309_1134... OK"),
        sh("python manage.py test scheduling", "Found 42 test(s).\nCreating test database for alias 'default'...\n"
           "..........................................\n----------------------------------------------------------"
           "------------\nRan 42 tests in 3.118s\n\nOK\nDestroying test database for alias 'default'..."),
    )
    T.lesson(
        "t13-g-django-merge-migration", "project", "en", "s-g-django-merge", "workflow",
        "Two branches' migrations on the same parent: create a merge migration, don't renumber",
        "After merging main, `python manage.py migrate` fails with `Conflicting migrations detected; multiple leaf "
        "nodes in the migration graph` for the scheduling app.",
        "Renumbering your own migration (0014 → 0015) looks like the fix, but its dependency still points at the old "
        "parent, so there are still two leaves, and anyone who applied it gets an inconsistent history.",
        "Both branches added a migration depending on the same parent, so the graph has two leaf nodes and Django "
        "refuses to pick an order.",
        "Run `python manage.py makemigrations --merge` (add `--noinput` in scripts) to create a merge migration that "
        "depends on both leaves, then migrate and commit it.",
        "Bash(python manage.py migrate) → \"Conflicting migrations detected; multiple leaf nodes in the migration "
        "graph: (0014_appointment_room, 0014_patient_phone_number in scheduling)\". After `python manage.py "
        "makemigrations --merge --noinput` (created `0015_merge_20260309_1134.py`) the migrate went through and the "
        "scheduling tests came back clean (`Ran 42 tests`).")


def later_g_applied() -> None:
    lid = "t13-g-django-merge-migration"
    T.later(
        "l-g-merge-app-label", CLINIC, "2026-03-18T16:05:12Z", "feat/rooms-capacity",
        u("pull main into feat/rooms-capacity and get the db up to date"),
        sh("git merge -q origin/main && python manage.py showmigrations scheduling | tail -3",
           " [X] 0015_merge_20260309_1134\n [ ] 0016_room_capacity\n [ ] 0016_appointment_notes"),
        say("main and this branch each added a 0016 on 0015 - that's two leaves. Merging them before migrating."),
        sh("./manage.py makemigrations scheduling --merge --noinput",
           "Merging scheduling\n  Branch 0016_room_capacity\n  Branch 0016_appointment_notes\n\nCreated new merge "
           "migration /home/dev/src/clinic-portal/scheduling/migrations/0017_merge_20260318_1606.py"),
        sh("./manage.py migrate", "  Applying scheduling.0016_appointment_notes... OK\n  Applying scheduling.0016_room_"
           "capacity... OK\n  Applying scheduling.0017_merge_20260318_1606... OK"),
    )
    T.pair(lid, "l-g-merge-app-label", "applied",
           "sees two 0016 leaves in showmigrations and runs makemigrations with --merge before migrate; no "
           "CommandError")
    T.later(
        "l-g-compose-exec", "/home/dev/src/clinic-billing", "2026-03-23T10:48:39Z", "release/2026-03",
        u("clinic-billing: I merged two feature branches that both touched invoices; migrate the dev stack"),
        sh("docker compose exec web python manage.py makemigrations --merge --no-input",
           "Merging invoices\n  Branch 0008_invoice_due_date\n  Branch 0008_invoice_currency\n\nCreated new merge "
           "migration /app/invoices/migrations/0009_merge_20260323_1049.py"),
        sh("docker compose exec web python manage.py migrate", "  Applying invoices.0008_invoice_currency... OK\n"
           "  Applying invoices.0008_invoice_due_date... OK\n  Applying invoices.0009_merge_20260323_1049... OK"),
    )
    T.pair(lid, "l-g-compose-exec", "applied",
           "a sibling project: merge migration made inside the compose container (--no-input) before migrate")
    T.later(
        "l-g-hand-written-merge", CLINIC, "2026-03-26T14:22:01Z", "hotfix/visit-status",
        u("hotfix branch: both hotfixes added a 0018 in visits; make the graph linear again without running the app"),
        wr(f"{CLINIC}/visits/migrations/0019_merge_hotfixes.py",
           "from django.db import migrations\n\n\nclass Migration(migrations.Migration):\n    dependencies = [\n"
           "        (\"visits\", \"0018_visit_status_index\"),\n        (\"visits\", \"0018_visit_cancel_reason\"),\n"
           "    ]\n\n    operations = []\n"),
        sh("python manage.py makemigrations --check --dry-run && python manage.py migrate visits",
           "No changes detected\nOperations to perform:\n  Apply all migrations: visits\nRunning migrations:\n"
           "  Applying visits.0018_visit_cancel_reason... OK\n  Applying visits.0019_merge_hotfixes... OK"),
    )
    T.pair(lid, "l-g-hand-written-merge", "applied",
           "writes a merge migration depending on both 0018 leaves by hand before migrating; migrate works")


def later_g_other() -> None:
    lid = "t13-g-django-merge-migration"
    T.later(
        "l-g-pytest-django", CLINIC, "2026-03-20T09:17:54Z", "feat/invoice-currency",
        u("run the billing tests with pytest"),
        sh("pytest billing -q", "Exit code 1\nImportError while setting up the test database:\n"
           "django.core.management.base." + CONFLICT.format(
               a="0021_invoice_due_date", b="0021_invoice_currency", app="billing") +
           "\n=========================== 1 error in 2.41s ===========================", True),
        sh("python manage.py makemigrations --merge --noinput && pytest billing -q",
           "Created new merge migration /home/dev/src/clinic-portal/billing/migrations/0022_merge_20260320_0918.py\n"
           "37 passed in 6.02s"),
    )
    T.pair(lid, "l-g-pytest-django", "recurred",
           "pytest-django's test db setup raises the conflicting-leaves error for the billing app; merged after")
    T.later(
        "l-g-release-log", CLINIC, "2026-03-29T18:40:27Z", "main",
        u("the staging release failed in the release phase, check why"),
        sh("kubectl -n clinic-staging logs job/clinic-portal-migrate-2874 --tail=4",
           "Traceback (most recent call last):\n  File \"/app/manage.py\", line 22, in <module>\n"
           "django.core.management.base." + CONFLICT.format(
               a="0009_patient_blood_type", b="0009_patient_allergies", app="patients")),
        say("Two PRs merged to main the same day each added patients/0009. Needs a merge migration on main - I'll "
            "open a PR for that; not deploying anything from here."),
    )
    T.pair(lid, "l-g-release-log", "recurred",
           "the staging migrate job's log shows conflicting leaves in the patients app; only a PR is planned")
    T.later(
        "l-g-relation-missing", CLINIC, "2026-03-21T12:33:48Z", "feat/rooms-capacity",
        u("the rooms page 500s locally"),
        sh("curl -s localhost:8000/rooms/ | head -3 ; tail -2 /tmp/runserver.log",
           "<h1>Server Error (500)</h1>\ndjango.db.utils.ProgrammingError: relation \"scheduling_room\" does not "
           "exist\nLINE 1: ...\"scheduling_room\".\"capacity\" FROM \"scheduling_room\" ..."),
        sh("python manage.py migrate scheduling", "  Applying scheduling.0016_room... OK"),
        sh("curl -s -o /dev/null -w '%{http_code}' localhost:8000/rooms/", "200"),
    )
    T.pair(lid, "l-g-relation-missing", "neither",
           "look-alike migration trouble: an unapplied migration (relation does not exist), not two leaves")
    T.later(
        "l-g-inconsistent-history", "/home/dev/src/clinic-billing", "2026-03-24T15:51:10Z", "feat/custom-user",
        u("switch clinic-billing to a custom user model on my local db"),
        sh("python manage.py migrate", "Exit code 1\ndjango.db.migrations.exceptions.InconsistentMigrationHistory: "
           "Migration admin.0001_initial is applied before its dependency accounts.0001_initial on database "
           "'default'.", True),
        sh("dropdb clinic_billing_dev && createdb clinic_billing_dev && python manage.py migrate",
           "  Applying accounts.0001_initial... OK\n  Applying admin.0001_initial... OK"),
    )
    T.pair(lid, "l-g-inconsistent-history", "neither",
           "look-alike: InconsistentMigrationHistory after introducing a custom user model; db recreated")
    T.later(
        "l-g-release-notes", CLINIC, "2026-03-31T11:02:44Z", "main",
        u("draft release notes from the commits since v2.8.0"),
        sh("git log --oneline v2.8.0..HEAD", "f3a81c2 Merge migrations for scheduling\n0d77e19 rooms: capacity field\n"
           "9b2c4aa patients: allergies\n51e0f3b billing: invoice currency"),
        say("Draft:\n- Rooms now have a capacity\n- Patient allergies\n- Invoices carry a currency"),
    )
    T.pair(lid, "l-g-release-notes", "neither", "only reads a commit subject about merging migrations for notes")


# --- H: Laravel's cached config hides .env changes (Spanish) ---------------------------------------------------------

TIENDA = "/home/dev/src/tienda-laravel"
TINKER = ("php artisan tinker --execute \"Mail::raw('prueba', fn (\\$m) => \\$m->to('qa@tienda.test')"
          "->subject('prueba'));\"")


def source_h() -> None:
    T.source(
        "s-h-laravel-config-cache", TIENDA, "2026-03-10T17:45:02Z", "feat/pedidos-mail",
        u("cambié MAIL_HOST en .env a mailpit para probar los correos en local, pero siguen saliendo hacia mailtrap. "
          "¿Lo revisas?"),
        sh("grep '^MAIL_' .env", "MAIL_MAILER=smtp\nMAIL_HOST=mailpit\nMAIL_PORT=1025\nMAIL_ENCRYPTION=null"),
        sh(TINKER, "Exit code 1\n\n   Symfony\\Component\\Mailer\\Exception\\TransportException \n\n  Connection could "
           "not be established with host \"ssl://smtp.mailtrap.io:465\": stream_socket_client(): Unable to connect to "
           "ssl://smtp.mailtrap.io:465 (Connection timed out)", True),
        sh("php artisan config:show mail.mailers.smtp", "  mail.mailers.smtp ......................................\n"
           "  transport ................................... smtp\n  host ............................ "
           "smtp.mailtrap.io\n"
           "  port ......................................... 465"),
        sh("ls -la bootstrap/cache/", "total 64\n-rw-r--r-- 1 dev dev 31877 Mar  2 09:14 config.php\n"
           "-rw-r--r-- 1 dev dev  1103 Mar 10 17:40 packages.php\n-rw-r--r-- 1 dev dev 18204 Mar 10 17:40 "
           "services.php"),
        say("bootstrap/cache/config.php is from March 2 (someone ran config:cache). While it exists Laravel never "
            "reads .env, so the mailer still has the old host. Clearing the cache."),
        sh("php artisan config:clear", "\n   INFO  Configuration cache cleared successfully.\n"),
        sh(TINKER, "= Illuminate\\Mail\\SentMessage {#6123}"),
        sh("curl -s localhost:8025/api/v1/messages | jq '.total'", "1"),
    )
    T.lesson(
        "t13-h-laravel-config-cache", "project", "es", "s-h-laravel-config-cache", "env_setup",
        "Laravel ignora los cambios de .env mientras exista bootstrap/cache/config.php",
        "Tras cambiar MAIL_HOST (u otra variable) en .env, la app sigue usando el valor anterior: el correo intenta "
        "conectar con `ssl://smtp.mailtrap.io:465` aunque .env dice mailpit.",
        "El .env está bien y `grep` lo confirma, así que parece un problema de red o del contenedor de mailpit.",
        "Con la configuración cacheada (`php artisan config:cache` genera bootstrap/cache/config.php) Laravel ya no "
        "lee .env; sigue sirviendo los valores del momento en que se generó la caché.",
        "Después de tocar .env, ejecutar `php artisan config:clear` (o regenerar con `php artisan config:cache`, u "
        "`optimize:clear`) antes de probar; `php artisan config:show <clave>` enseña el valor que la app ve.",
        "El tinker falló con `Connection could not be established with host \"ssl://smtp.mailtrap.io:465\"`; "
        "`config:show mail.mailers.smtp` seguía mostrando smtp.mailtrap.io y `bootstrap/cache/` tenía un "
        "`config.php` del 2 de marzo. Tras `php artisan config:clear` el mismo envío devolvió "
        "`Illuminate\\Mail\\SentMessage` y mailpit contó 1 mensaje.")


def later_h_applied() -> None:
    lid = "t13-h-laravel-config-cache"
    T.later(
        "l-h-clear-after-env", TIENDA, "2026-03-19T12:10:33Z", "feat/stripe-test-keys",
        u("switch the local Stripe keys to the new test account (they're in 1Password) and try a checkout"),
        ed(f"{TIENDA}/.env", "STRIPE_KEY=pk_test_51Old", "STRIPE_KEY=pk_test_51NzQ"),
        sh("php artisan config:clear && php artisan config:show services.stripe.key",
           "\n   INFO  Configuration cache cleared successfully.\n\n  services.stripe.key ........ pk_test_51NzQ"),
        sh("php artisan test --filter=CheckoutTest", "   PASS  Tests\\Feature\\CheckoutTest\n  ✓ creates a payment "
           "intent  0.84s\n\n  Tests:    1 passed (3 assertions)"),
    )
    T.pair(lid, "l-h-clear-after-env", "applied",
           "clears the config cache right after editing .env, before the checkout test; no stale value")
    T.later(
        "l-h-optimize-clear", "/home/dev/src/tienda-admin", "2026-03-22T09:28:50Z", "main",
        u("tienda-admin: point it at the new local S3 (minio) bucket from .env"),
        ed("/home/dev/src/tienda-admin/.env", "AWS_BUCKET=tienda-admin-old", "AWS_BUCKET=tienda-admin-dev"),
        sh("php artisan optimize:clear", "\n   INFO  Clearing cached bootstrap files.\n\n  config .... 2ms DONE\n"
           "  cache ..... 4ms DONE\n  compiled .. 1ms DONE\n  events .... 0ms DONE\n  routes .... 1ms DONE\n"
           "  views ..... 6ms DONE"),
        sh("php artisan tinker --execute \"echo Storage::disk('s3')->put('ping.txt', 'ok') ? 'ok' : 'fail';\"", "ok"),
    )
    T.pair(lid, "l-h-optimize-clear", "applied",
           "runs optimize:clear (which clears the config cache) after the .env edit in a sibling app; works")
    T.later(
        "l-h-config-cache-rebuild", TIENDA, "2026-03-25T18:02:16Z", "feat/queue-redis",
        u("move the queue to redis (QUEUE_CONNECTION in .env) and start a worker"),
        ed(f"{TIENDA}/.env", "QUEUE_CONNECTION=database", "QUEUE_CONNECTION=redis"),
        sh("php artisan config:cache && php artisan config:show queue.default",
           "\n   INFO  Configuration cached successfully.\n\n  queue.default ........ redis"),
        sh("timeout 10 php artisan queue:work --once", "  2026-03-25 18:02:41 App\\Jobs\\EnviarConfirmacion ... "
           "RUNNING\n  2026-03-25 18:02:41 App\\Jobs\\EnviarConfirmacion ... 58.10ms DONE"),
    )
    T.pair(lid, "l-h-config-cache-rebuild", "applied",
           "regenerates the cache with config:cache right after the .env change, then the worker uses redis")


def later_h_other() -> None:
    lid = "t13-h-laravel-config-cache"
    T.later(
        "l-h-unknown-database", TIENDA, "2026-03-20T15:40:05Z", "chore/db-rename",
        u("I renamed the local database to tienda_dev and updated .env - run the migrations"),
        sh("php artisan migrate", "Exit code 1\n\n   Illuminate\\Database\\QueryException \n\n  SQLSTATE[HY000] [1049] "
           "Unknown database 'tienda_old' (Connection: mysql, SQL: select table_name as `name` from "
           "information_schema.tables where table_schema = 'tienda_old')", True),
        sh("grep DB_DATABASE .env && ls bootstrap/cache/config.php", "DB_DATABASE=tienda_dev\n"
           "bootstrap/cache/config.php"),
        sh("php artisan config:clear && php artisan migrate", "\n   INFO  Configuration cache cleared successfully.\n\n"
           "   INFO  Nothing to migrate."),
    )
    T.pair(lid, "l-h-unknown-database", "recurred",
           "migrate still targets tienda_old from a cached config.php after the .env rename; cleared after")
    T.later(
        "l-h-horizon-log", TIENDA, "2026-03-27T08:55:19Z", "main",
        u("horizon on the staging box stopped processing after we moved redis, see what the log says"),
        sh("ssh staging-web-01 'tail -3 /var/www/tienda/storage/logs/laravel.log; grep REDIS_HOST "
           "/var/www/tienda/.env'",
           "[2026-03-27 08:41:02] staging.ERROR: Connection refused [tcp://10.0.3.12:6379] {\"exception\":\"[object] "
           "(Predis\\\\Connection\\\\ConnectionException(code: 111): Connection refused [tcp://10.0.3.12:6379]\n"
           "REDIS_HOST=10.0.3.40"),
        say("The .env has the new host 10.0.3.40 but Horizon still connects to 10.0.3.12: the deploy didn't rebuild "
            "the cached config. I'll leave the restart to whoever is on call."),
    )
    T.pair(lid, "l-h-horizon-log", "recurred",
           "staging Horizon log connects to the old REDIS_HOST while .env has the new one (cached config); unfixed")
    T.later(
        "l-h-app-key", TIENDA, "2026-03-21T10:12:40Z", "main",
        u("fresh clone on the new laptop, the home page throws"),
        sh("curl -s localhost:8000 | grep -o 'MissingAppKeyException[^<]*'",
           "MissingAppKeyException: No application encryption key has been specified."),
        sh("cp .env.example .env && php artisan key:generate", "\n   INFO  Application key set successfully.\n"),
    )
    T.pair(lid, "l-h-app-key", "neither", "look-alike config error: no APP_KEY in a fresh clone, fixed by key:generate")
    T.later(
        "l-h-timezone-question", TIENDA, "2026-03-23T16:20:58Z", "main",
        u("what timezone does the app run in?"),
        sh("php artisan config:show app.timezone", "  app.timezone ........ America/Bogota"),
        say("America/Bogota (config/app.php reads APP_TIMEZONE)."),
    )
    T.pair(lid, "l-h-timezone-question", "neither", "only inspects one config value with config:show; no .env change")
    T.pair(lid, "l-c-readme-build-deps", "neither", "another project's lesson: a README edit about build tools")


def build_fourth_part() -> None:
    source_g()
    later_g_applied()
    later_g_other()
    source_h()
    later_h_applied()
    later_h_other()
