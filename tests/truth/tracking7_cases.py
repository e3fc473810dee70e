"""The seventh tracking corpus, first part: the tables, the helpers that fill them, and the first lessons
(Django migration conflicts, the Rails production key, Node 17+ and webpack 4's OpenSSL hash, node_modules
sent in the Docker build context, a cgo binary in an alpine image).

How the labels were written (from the session texts, before anything ran on them):
- applied: the later session runs the lesson's fix (in any spelling: another flag form, an env var
  prefix, a wrapper, a full path, `cd x && …`, an equivalent value) before it meets the lesson's failure.
- recurred: the lesson's failure happens in the later session under whatever names (another app, package,
  host, unit, script, binary), whether or not the fix follows; a fix later in the same session is still a
  recurrence.
- neither: look-alike errors of another kind in the same tool, the fix only proposed in text, unrelated
  work, and every session dated before the lesson's source session.
Each lesson's source session holds the failure and the fix, and ends with the fixed command succeeding."""
from __future__ import annotations

from typing import Any

Step = tuple[Any, ...]
Label = tuple[bool, bool]

LESSONS: list[dict[str, Any]] = []
SOURCES: dict[str, tuple[str, str, str, list[Step]]] = {}
LATER: dict[str, tuple[str, str, str, list[Step]]] = {}
PAIRS: list[tuple[str, str, Label, str]] = []

APPLIED: Label = (True, False)
RECURRED: Label = (False, True)
NEITHER: Label = (False, False)


def ok(command: str, output: str) -> Step:
    return ("bash", command, output, False)


def err(command: str, output: str) -> Step:
    return ("bash", command, output, True)


def lesson(lid: str, source: str, lang: str, scope: str, category: str, **fields: str) -> None:
    """One gotcha; `fields` are title, symptom, trap, cause, workaround, evidence."""
    entry = {"kind": "gotcha", "category": category, "confidence": "high", "scope": scope, **fields}
    LESSONS.append({"id": lid, "kind": "gotcha", "scope": scope, "lang": lang, "source": source, "entry": entry})


def source(name: str, cwd: str, start: str, steps: list[Step], branch: str = "main") -> None:
    SOURCES[name] = (cwd, start, branch, steps)


def later(name: str, cwd: str, start: str, steps: list[Step], labels: list[tuple[str, Label, str]],
          branch: str = "main") -> None:
    """A later session and its labels, one (lesson, label, reason) per pair."""
    LATER[name] = (cwd, start, branch, steps)
    for lid, label, why in labels:
        PAIRS.append((lid, name, label, why))


DJ = "/home/dev/shopfront"


def _django() -> None:
    source("s-dj-merge", DJ, "2026-10-06T09:10:00Z", [
        ("user", "pull main and bring my local database up to date"),
        ok("git pull origin main", "Updating 3f2a1c9..8be04d2\nFast-forward\n orders/models.py | 4 ++\n"
           " orders/migrations/0007_order_gift_note.py | 18 +++\n 2 files changed, 22 insertions(+)"),
        err("python manage.py migrate", "CommandError: Conflicting migrations detected; multiple leaf nodes in the "
            "migration graph: (0007_order_gift_note, 0007_order_tracking_code in orders).\nTo fix them run "
            "'python manage.py makemigrations --merge'"),
        ("say", "My branch and main each added a 0007 migration to orders. I'll create a merge migration."),
        ok("python manage.py makemigrations --merge --noinput", "Created new merge migration "
           "/home/dev/shopfront/orders/migrations/0008_merge_20261006_0912.py"),
        ok("python manage.py migrate", "Operations to perform:\n  Apply all migrations: admin, auth, orders\n"
           "Running migrations:\n  Applying orders.0007_order_gift_note... OK\n"
           "  Applying orders.0008_merge_20261006_0912... OK"),
    ])
    lesson("t7-django-merge", "s-dj-merge", "en", "project", "tool_quirk",
           title="migrate refuses to run when main and the branch both added a migration to one app",
           symptom="`python manage.py migrate` stops with `CommandError: Conflicting migrations detected; "
                   "multiple leaf nodes in the migration graph`.",
           trap="After pulling main into a branch that has its own new migration in the same app, migrate fails "
                "before applying anything.",
           cause="Two migrations with the same parent in <app> leave the graph with two leaves; Django will not "
                 "pick an order.",
           workaround="Create a merge migration with `python manage.py makemigrations --merge --noinput`, then "
                      "run migrate again.",
           evidence="`CommandError: Conflicting migrations detected` → `python manage.py makemigrations --merge "
                    "--noinput` → `Created new merge migration` and migrate applied `orders.0008_merge_20261006_0912`.")


def _django_later() -> None:
    later("l-dj-1", DJ, "2026-10-14T08:30:00Z", [
        ("user", "rebase on main, then add a discount_code field to Cart"),
        ok("git pull --rebase origin main", "Successfully rebased and updated refs/heads/cart-discount."),
        ok("git log --oneline -3 -- cart/migrations", "a91c0e2 cart: 0005_cart_currency\n77d1b3f cart: 0004_cart_owner"),
        ok("python manage.py makemigrations --merge --noinput", "Created new merge migration "
           "/home/dev/shopfront/cart/migrations/0006_merge_20261014_0832.py"),
        ok("python manage.py migrate", "Running migrations:\n  Applying cart.0006_merge_20261014_0832... OK"),
        ("edit", f"{DJ}/cart/models.py", "    currency = models.CharField(max_length=3)",
         "    currency = models.CharField(max_length=3)\n    discount_code = models.CharField(max_length=32, blank=True)"),
        ok("python manage.py makemigrations cart", "Migrations for 'cart':\n  cart/migrations/0007_cart_discount_code.py"),
        ok("python -m pytest -q cart", "18 passed in 2.41s"),
    ], [("t7-django-merge", APPLIED, "merge migration created right after the rebase, before any migrate failed")],
        branch="cart-discount")
    later("l-dj-2", DJ, "2026-10-16T13:05:00Z", [
        ("user", "merge main into accounts-locale and run the tests"),
        ok("git merge origin/main", "Merge made by the 'ort' strategy.\n accounts/migrations/0004_user_timezone.py | 16 +"),
        ok("python -m pytest -q accounts/tests/test_forms.py", "9 passed in 1.02s"),
        err("./manage.py migrate", "CommandError: Conflicting migrations detected; multiple leaf nodes in the "
            "migration graph: (0004_user_locale, 0004_user_timezone in accounts).\nTo fix them run "
            "'python manage.py makemigrations --merge'"),
        ok("./manage.py makemigrations --merge --noinput", "Created new merge migration "
           "/home/dev/shopfront/accounts/migrations/0005_merge_20261016_1310.py"),
        ok("./manage.py migrate", "Running migrations:\n  Applying accounts.0005_merge_20261016_1310... OK"),
    ], [("t7-django-merge", RECURRED, "two leaf migrations again, in accounts; merged only after the failure")],
        branch="accounts-locale")
    later("l-dj-3", DJ, "2026-10-18T10:00:00Z", [
        ("user", "the fresh checkout on the CI box fails to migrate, look at it"),
        ok("cat orders/migrations/0001_initial.py | head -20", "class Migration(migrations.Migration):\n"
           "    initial = True\n    dependencies = [('accounts', '0001_initial')]"),
        err("python manage.py migrate", "django.db.migrations.exceptions.InconsistentMigrationHistory: Migration "
            "admin.0001_initial is applied before its dependency accounts.0001_initial on database 'default'."),
        ("say", "This is a history problem in the CI database, not two leaves: the admin tables were created "
                "before the custom user app. I'll recreate the CI database."),
        ok("dropdb shopfront_ci && createdb shopfront_ci && python manage.py migrate", "Running migrations:\n"
           "  Applying accounts.0001_initial... OK\n  Applying admin.0001_initial... OK"),
    ], [("t7-django-merge", NEITHER, "InconsistentMigrationHistory is another migrate error, not conflicting leaves")])
    later("l-dj-4", DJ, "2026-10-20T15:40:00Z", [
        ("user", "pull main inside the web container and migrate the dev stack"),
        ok("git pull origin main", "Fast-forward\n catalog/migrations/0011_product_weight.py | 17 +"),
        ok("docker compose exec web python manage.py makemigrations catalog --merge --noinput",
           "Created new merge migration /app/catalog/migrations/0012_merge_20261020_1542.py"),
        ok("docker compose exec web python manage.py migrate", "Running migrations:\n"
           "  Applying catalog.0011_product_weight... OK\n  Applying catalog.0012_merge_20261020_1542... OK"),
        ok("docker compose exec web python -m pytest -q catalog", "41 passed in 6.10s"),
    ], [("t7-django-merge", APPLIED, "merge migration made through docker compose exec before migrate")])
    later("l-dj-5", DJ, "2026-10-22T09:15:00Z", [
        ("user", "write a test for the gift note on the order confirmation email"),
        ok("grep -n gift_note orders/emails.py", "14:    context['gift_note'] = order.gift_note"),
        ("write", f"{DJ}/orders/tests/test_emails.py", "def test_gift_note_in_email(order_factory, mailoutbox):\n"
         "    order_factory(gift_note='hi').send_confirmation()\n    assert 'hi' in mailoutbox[0].body\n"),
        ok("python -m pytest -q orders/tests/test_emails.py", "1 passed in 0.88s"),
        ("say", "Done. When you next pull main, run `python manage.py makemigrations --merge` if migrate "
                "reports conflicting migrations."),
    ], [("t7-django-merge", NEITHER, "the merge is only mentioned in text; no migrate ran")])
    later("l-dj-0", DJ, "2026-09-28T11:00:00Z", [
        ("user", "merge main and migrate"),
        ok("git merge origin/main", "Merge made by the 'ort' strategy."),
        err("python manage.py migrate", "CommandError: Conflicting migrations detected; multiple leaf nodes in the "
            "migration graph: (0003_payment_ref, 0003_payment_status in payments).\nTo fix them run "
            "'python manage.py makemigrations --merge'"),
        ok("python manage.py makemigrations --merge --noinput", "Created new merge migration "
           "/home/dev/shopfront/payments/migrations/0004_merge_20260928_1101.py"),
    ], [("t7-django-merge", NEITHER, "dated before the lesson's source session")])


WP = "/home/dev/legacy-admin"
OSSL = ("Error: error:0308010C:digital envelope routines::unsupported\n    at new Hash (node:internal/crypto/hash:69:19)\n"
        "    at Object.createHash (node:crypto:133:10)\n    at module.exports (/home/dev/legacy-admin/node_modules/"
        "webpack/lib/util/createHash.js:135:53) {\n  opensslErrorStack: [ 'error:03000086:digital envelope "
        "routines::initialization error' ],\n  library: 'digital envelope routines',\n  reason: 'unsupported',\n"
        "  code: 'ERR_OSSL_EVP_UNSUPPORTED'\n}\n\nNode.js v20.11.1")


def _openssl() -> None:
    source("s-ossl", WP, "2026-10-07T14:00:00Z", [
        ("user", "build the admin bundle, I switched to node 20 yesterday"),
        ok("node --version && grep '\"webpack\"' package.json", 'v20.11.1\n    "webpack": "^4.46.0",'),
        err("npm run build", "> legacy-admin@2.3.0 build\n> webpack --mode production\n\n" + OSSL),
        ("say", "webpack 4 hashes with md4, which OpenSSL 3 in Node 17+ no longer offers. The legacy provider "
                "brings it back for this process."),
        ok("NODE_OPTIONS=--openssl-legacy-provider npm run build", "> webpack --mode production\n\n"
           "Hash: 5c1e0f7b\nVersion: webpack 4.46.0\n  main.3f9a.js   412 KiB  [emitted]"),
    ])
    lesson("t7-openssl-legacy", "s-ossl", "en", "project", "build_config",
           title="webpack 4 on Node 17+ dies with ERR_OSSL_EVP_UNSUPPORTED",
           symptom="`npm run build` fails with `error:0308010C:digital envelope routines::unsupported` and "
                   "`code: 'ERR_OSSL_EVP_UNSUPPORTED'`.",
           trap="Any webpack 4 based command (build, dev server, storybook) breaks after moving to Node 17 or later.",
           cause="webpack 4 hashes modules with md4, which OpenSSL 3 disables by default.",
           workaround="Run it with the legacy provider: `NODE_OPTIONS=--openssl-legacy-provider npm run build` "
                      "(or export NODE_OPTIONS for the shell).",
           evidence="`code: 'ERR_OSSL_EVP_UNSUPPORTED'` then `NODE_OPTIONS=--openssl-legacy-provider npm run build` "
                    "emitted `main.3f9a.js`.")


def _openssl_later() -> None:
    later("l-ossl-1", WP, "2026-10-12T09:00:00Z", [
        ("user", "start the dev server and fix the broken users table header"),
        ok("export NODE_OPTIONS=--openssl-legacy-provider && npm run dev -- --port 8081 &> /tmp/dev.log & sleep 8; "
           "tail -3 /tmp/dev.log", "ℹ ｢wds｣: Project is running at http://localhost:8081/\nℹ ｢wdm｣: Compiled successfully."),
        ("edit", f"{WP}/src/users/Table.vue", "<th>Nmae</th>", "<th>Name</th>"),
        ok("npx jest src/users", "Tests:       7 passed, 7 total"),
    ], [("t7-openssl-legacy", APPLIED, "NODE_OPTIONS with the legacy provider exported before the webpack dev server")])
    later("l-ossl-2", WP, "2026-10-15T16:20:00Z", [
        ("user", "run storybook so I can look at the new badge"),
        ok("ls src/components | head", "Badge.vue\nBadge.stories.js\nButton.vue"),
        err("npm run storybook", "> start-storybook -p 6006\n\ninfo @storybook/vue v6.1.21\n" + OSSL.replace(
            "webpack/lib/util/createHash.js:135:53", "@storybook/core/node_modules/webpack/lib/util/createHash.js:135:53")),
        ok("NODE_OPTIONS=--openssl-legacy-provider npm run storybook -- --ci & sleep 20; curl -sI localhost:6006 | head -1",
           "HTTP/1.1 200 OK"),
    ], [("t7-openssl-legacy", RECURRED, "storybook's webpack 4 hit ERR_OSSL_EVP_UNSUPPORTED before the fix was added")])
    later("l-ossl-3", WP, "2026-10-19T11:10:00Z", [
        ("user", "the prod build fails in a new way after the chart upgrade"),
        err("NODE_OPTIONS=--openssl-legacy-provider npm run build", "ERROR in ./src/reports/Chart.vue\nModule not found: "
            "Error: Can't resolve 'chart.js/auto' in '/home/dev/legacy-admin/src/reports'"),
        ("say", "chart.js 4 has no CommonJS entry that webpack 4 resolves; pin chart.js 3."),
        ok("npm install chart.js@3.9.1", "changed 1 package, and audited 812 packages in 4s"),
        ok("NODE_OPTIONS=--openssl-legacy-provider npm run build", "Version: webpack 4.46.0\n  main.8d02.js   418 KiB  [emitted]"),
    ], [("t7-openssl-legacy", APPLIED, "the build ran with the legacy provider from the start; the failure was a "
                                       "module resolution error")])
    later("l-ossl-4", "/home/dev/help-widget", "2026-10-21T10:00:00Z", [
        ("user", "bump the widget's version and build it"),
        ok("npm version minor --no-git-tag-version", "v1.5.0"),
        err("npx webpack --mode production", OSSL.replace("legacy-admin", "help-widget").replace("v20.11.1", "v20.12.0")),
        ok("npx cross-env NODE_OPTIONS=--openssl-legacy-provider webpack --mode production", "widget.js  96 KiB [emitted]"),
    ], [("t7-openssl-legacy", RECURRED, "same OpenSSL hash failure in another webpack 4 project folder")])
    later("l-ossl-5", WP, "2026-10-23T13:30:00Z", [
        ("user", "lint the users module and fix what you find"),
        err("npx eslint src/users", "src/users/Table.vue\n  12:5  error  'row' is defined but never used  no-unused-vars"),
        ("edit", f"{WP}/src/users/Table.vue", "rows.map((row, i) => i)", "rows.map((_, i) => i)"),
        ok("npx eslint src/users", ""),
    ], [("t7-openssl-legacy", NEITHER, "lint work only; no webpack command ran")])


GO = "/home/dev/ledger-api"


def _cgo() -> None:
    source("s-cgo", GO, "2026-10-08T10:00:00Z", [
        ("user", "the new alpine image won't start, find out why"),
        ok("cat Dockerfile", "FROM alpine:3.20\nCOPY bin/server /app/server\nENTRYPOINT [\"/app/server\"]"),
        ok("go build -o bin/server ./cmd/server && docker build -t ledger-api:dev .", "Successfully tagged ledger-api:dev"),
        err("docker run --rm ledger-api:dev", "exec /app/server: no such file or directory"),
        ok("file bin/server", "bin/server: ELF 64-bit LSB executable, x86-64, dynamically linked, interpreter "
           "/lib64/ld-linux-x86-64.so.2, for GNU/Linux 3.2.0, not stripped"),
        ("say", "The binary links against glibc through cgo (net and os/user), and alpine has musl only, so the "
                "loader path does not exist. Build it static."),
        ok("CGO_ENABLED=0 go build -o bin/server ./cmd/server && docker build -t ledger-api:dev . && "
           "docker run --rm ledger-api:dev --version", "Successfully tagged ledger-api:dev\nledger-api 0.9.2"),
    ])
    lesson("t7-cgo-alpine", "s-cgo", "en", "global", "build_config",
           title="A Go binary built with cgo on the host does not start in alpine",
           symptom="`docker run` prints `exec /app/server: no such file or directory` though the file is in the image.",
           trap="Copying a host-built Go binary into an alpine image: it needs glibc's loader, which alpine lacks.",
           cause="With cgo on (the default) the binary is dynamically linked against glibc (`interpreter "
                 "/lib64/ld-linux-x86-64.so.2`); alpine ships musl.",
           workaround="Build static with cgo off: `CGO_ENABLED=0 go build -o bin/<name> ./cmd/<name>` before the image.",
           evidence="`exec /app/server: no such file or directory`; `file bin/server` showed `dynamically linked`; "
                    "`CGO_ENABLED=0 go build -o bin/server ./cmd/server` then `ledger-api 0.9.2`.")


def _cgo_later() -> None:
    later("l-cgo-1", GO, "2026-10-13T09:40:00Z", [
        ("user", "add the reconcile worker to the image and ship a dev build"),
        ("edit", f"{GO}/Dockerfile", "COPY bin/server /app/server", "COPY bin/server /app/server\nCOPY bin/reconcile /app/reconcile"),
        ok("go test ./internal/...", "ok  \tledger/internal/books\t0.412s\nok  \tledger/internal/reconcile\t0.207s"),
        ok("go build -o bin/server ./cmd/server && go build -o bin/reconcile ./cmd/reconcile && docker build -t ledger-api:dev .",
           "Successfully tagged ledger-api:dev"),
        err("docker run --rm --entrypoint /app/reconcile ledger-api:dev --dry-run",
            "exec /app/reconcile: no such file or directory"),
        ok("CGO_ENABLED=0 go build -o bin/reconcile ./cmd/reconcile && docker build -q -t ledger-api:dev . && "
           "docker run --rm --entrypoint /app/reconcile ledger-api:dev --dry-run", "reconcile: 0 mismatches (dry run)"),
    ], [("t7-cgo-alpine", RECURRED, "the reconcile binary built with cgo failed to exec in alpine, fixed afterwards")])
    later("l-cgo-2", GO, "2026-10-17T14:00:00Z", [
        ("user", "cut a release image for 0.9.3"),
        ok("git tag v0.9.3 && env CGO_ENABLED=0 GOOS=linux go build -ldflags='-s -w' -o bin/server ./cmd/server",
           ""),
        ok("docker build -t ledger-api:0.9.3 . && docker run --rm ledger-api:0.9.3 --version", "ledger-api 0.9.3"),
    ], [("t7-cgo-alpine", APPLIED, "built with env CGO_ENABLED=0 before the alpine image ran")])
    later("l-cgo-3", GO, "2026-10-20T08:50:00Z", [
        ("user", "the arm64 node can't start the image"),
        ok("CGO_ENABLED=0 go build -o bin/server ./cmd/server && docker build -t ledger-api:dev .", "Successfully tagged"),
        err("ssh pi4 docker run --rm registry.lan/ledger-api:dev", "exec /app/server: exec format error"),
        ("say", "That is an architecture mismatch (amd64 binary on arm64), not the loader."),
        ok("CGO_ENABLED=0 GOARCH=arm64 go build -o bin/server ./cmd/server", ""),
    ], [("t7-cgo-alpine", APPLIED, "CGO_ENABLED=0 build came first; the later exec format error is an architecture "
                                   "mismatch, not the lesson's")])
    later("l-cgo-4", GO, "2026-10-22T15:00:00Z", [
        ("user", "why does the entrypoint script fail in the new image?"),
        ok("cat docker/entrypoint.sh | head -3", "#!/bin/sh\nset -e\nexec /app/server \"$@\""),
        err("docker run --rm ledger-api:dev", "exec /app/entrypoint.sh: permission denied"),
        ok("chmod +x docker/entrypoint.sh && docker build -q -t ledger-api:dev . && docker run --rm ledger-api:dev --version",
           "ledger-api 0.9.3"),
    ], [("t7-cgo-alpine", NEITHER, "permission denied on a script is another exec failure, and no Go build ran")])
    later("l-cgo-0", GO, "2026-10-02T12:00:00Z", [
        ("user", "try the alpine base for the image"),
        ("edit", f"{GO}/Dockerfile", "FROM debian:bookworm-slim", "FROM alpine:3.20"),
        ok("go build -o bin/server ./cmd/server && docker build -t ledger-api:dev .", "Successfully tagged ledger-api:dev"),
        err("docker run --rm ledger-api:dev", "exec /app/server: no such file or directory"),
    ], [("t7-cgo-alpine", NEITHER, "dated before the lesson's source session")])


CR = "/home/dev/etl-jobs"
BASHR = "/usr/bin/env: 'bash\\r': No such file or directory"


def _crlf() -> None:
    source("s-crlf", CR, "2026-10-18T16:00:00Z", [
        ("user", "the nightly job container exits at once since Marta's commit from Windows, check"),
        err("docker run --rm etl-jobs:dev /jobs/nightly.sh", BASHR),
        ok("file jobs/nightly.sh", "jobs/nightly.sh: Bourne-Again shell script, ASCII text executable, with CRLF line terminators"),
        ("say", "The script came back with CRLF endings, so the shebang asks for `bash\\r`. Converting it and "
                "pinning LF for shell scripts in .gitattributes."),
        ("write", f"{CR}/.gitattributes", "*.sh text eol=lf\n"),
        ok("sed -i 's/\\r$//' jobs/nightly.sh && git add --renormalize . && docker build -q -t etl-jobs:dev . && "
           "docker run --rm etl-jobs:dev /jobs/nightly.sh --dry-run", "sha256:51be0d\nnightly: 14 tables to sync (dry run)"),
    ])
    lesson("t7-crlf-shebang", "s-crlf", "en", "project", "env_setup",
           title="A shell script saved with CRLF endings fails with bash\\r not found",
           symptom="Running the script in linux prints `/usr/bin/env: 'bash\\r': No such file or directory`.",
           trap="A script edited or committed from Windows (core.autocrlf) and then run in a linux container.",
           cause="The carriage return stays in the shebang line, so env looks for a program named bash followed by CR.",
           workaround="Strip the CRs (sed -i 's/\\r$//' <script> or dos2unix <script>) and keep `*.sh text eol=lf` "
                      "in .gitattributes, then git add --renormalize .",
           evidence="`with CRLF line terminators` for jobs/nightly.sh; after `sed -i 's/\\r$//' jobs/nightly.sh` "
                    "and `git add --renormalize .` the job printed `nightly: 14 tables to sync (dry run)`.")


def _crlf_later() -> None:
    later("l-crlf-1", CR, "2026-10-22T10:00:00Z", [
        ("user", "add the weekly export script Marta sent and run it"),
        ok("cp ~/Downloads/weekly_export.py jobs/ && file jobs/weekly_export.py",
           "jobs/weekly_export.py: Python script, ASCII text executable, with CRLF line terminators"),
        err("docker build -q -t etl-jobs:dev . && docker run --rm etl-jobs:dev /jobs/weekly_export.py",
            "/usr/bin/env: 'python3\\r': No such file or directory"),
        ok("dos2unix jobs/weekly_export.py && docker build -q -t etl-jobs:dev . && docker run --rm etl-jobs:dev "
           "/jobs/weekly_export.py --dry-run", "dos2unix: converting file jobs/weekly_export.py to Unix format...\n"
           "weekly export: 3 files (dry run)"),
    ], [("t7-crlf-shebang", RECURRED, "python3\\r not found: the same CRLF shebang failure with another script")])
    later("l-crlf-2", CR, "2026-10-24T09:00:00Z", [
        ("user", "take the cleanup script from the windows share and schedule it"),
        ok("cp /mnt/share/cleanup.sh jobs/ && dos2unix jobs/cleanup.sh && file jobs/cleanup.sh",
           "dos2unix: converting file jobs/cleanup.sh to Unix format...\njobs/cleanup.sh: Bourne-Again shell script, "
           "ASCII text executable"),
        ok("docker build -q -t etl-jobs:dev . && docker run --rm etl-jobs:dev /jobs/cleanup.sh --dry-run",
           "cleanup: 212 old files would be removed"),
        ok("python -m pytest -q tests", "23 passed in 0.91s"),
    ], [("t7-crlf-shebang", APPLIED, "dos2unix on the new script before it ever ran")])
    later("l-crlf-3", CR, "2026-10-25T11:30:00Z", [
        ("user", "the new sync script won't run"),
        err("docker run --rm etl-jobs:dev /jobs/sync_s3.sh", "docker: Error response from daemon: failed to create "
            "task for container: exec: \"/jobs/sync_s3.sh\": permission denied"),
        ok("git update-index --chmod=+x jobs/sync_s3.sh && chmod +x jobs/sync_s3.sh && docker build -q -t etl-jobs:dev . "
           "&& docker run --rm etl-jobs:dev /jobs/sync_s3.sh --dry-run", "sync: 9 prefixes (dry run)"),
    ], [("t7-crlf-shebang", NEITHER, "missing exec bit is another way a script fails to start")])
    later("l-crlf-4", CR, "2026-10-26T08:00:00Z", [
        ("user", "add a row count check to the nightly job"),
        ("edit", f"{CR}/jobs/nightly.sh", "sync_tables\n", "sync_tables\ncheck_counts\n"),
        ok("bats tests/nightly.bats", "1..4\nok 4 counts checked"),
        ("say", "If Marta edits this on Windows again, run dos2unix on it before building."),
    ], [("t7-crlf-shebang", NEITHER, "dos2unix only advised in text; no CRLF failure")])


def build_first_half() -> None:
    _django()
    _django_later()
    _openssl()
    _openssl_later()
    _cgo()
    _cgo_later()
    _crlf()
    _crlf_later()
    _cross()


def _cross() -> None:
    """Sessions of one project paired with another project's lesson (other folders): unrelated work."""
    PAIRS.extend([
        ("t7-tox-recreate", "l-dj-5", NEITHER, "another project (Django tests via pytest), no tox"),
        ("t7-django-merge", "l-tox-1", NEITHER, "another project, tox only; no Django migrate"),
        ("t7-nginx-test-first", "l-reload-2", NEITHER, "systemd unit edit in another folder, nginx untouched"),
        ("t7-systemd-daemon-reload", "l-nginx-1", NEITHER, "nginx reload only, no unit file edited"),
        ("t7-openssl-legacy", "l-pnp-2", NEITHER, "another project's jest run, no webpack 4 build"),
        ("t7-cgo-alpine", "l-dign-1", NEITHER, "a node image in another folder, no Go binary"),
    ])
