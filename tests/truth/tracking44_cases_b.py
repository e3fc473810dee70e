"""The forty-fourth tracking corpus, part b: python.org's macOS Python with no CA bundle until Install
Certificates.command runs, a .dockerignore that leaves the build output out of the context (a prose-only fix),
and alembic autogenerate against a database behind head. Rules and tables are in tracking44_cases.py."""
from __future__ import annotations

from tests.truth.tracking44_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user


# --- python.org macOS Python: CERTIFICATE_VERIFY_FAILED until Install Certificates.command -----------------------
def _fw(ver: str) -> str:
    return f"/Library/Frameworks/Python.framework/Versions/{ver}"


def _urlopen_err(ver: str, script: str, line: int, code: str) -> str:
    why = ("[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate "
           f"(_ssl.c:{code})")
    return ("Traceback (most recent call last):\n"
            f"  File \"{_fw(ver)}/lib/python{ver}/urllib/request.py\", line 1344, in do_open\n"
            "    h.request(req.get_method(), req.selector, req.data, headers,\n"
            f"ssl.SSLCertVerificationError: {why}\n\n"
            "During handling of the above exception, another exception occurred:\n\n"
            "Traceback (most recent call last):\n"
            f"  File \"{script}\", line {line}, in <module>\n    main()\n"
            f"urllib.error.URLError: <urlopen error {why}>")


def _install_certs(ver: str) -> str:
    return (f" -- pip install --upgrade certifi\nRequirement already satisfied: certifi in "
            f"{_fw(ver)}/lib/python{ver}/site-packages (2024.8.30)\n -- removing any existing file or link\n"
            " -- creating symlink to certifi certificate bundle\n -- setting permissions\n -- update complete")


def _certs() -> None:
    T.source(
        "s-macos-python-certs", "/Users/mina/code/feed-sync", "2025-03-13T08:00:00Z", "main",
        user("run scripts/fetch_feeds.py, it should pull the partner feeds"),
        err("python3 scripts/fetch_feeds.py",
            _urlopen_err("3.12", "/Users/mina/code/feed-sync/scripts/fetch_feeds.py", 22, "1000")),
        ok("which python3 && python3 -c 'import ssl; print(ssl.get_default_verify_paths())'",
           f"{_fw('3.12')}/bin/python3\nDefaultVerifyPaths(cafile=None, capath=None, openssl_cafile_env="
           f"'SSL_CERT_FILE', openssl_cafile='{_fw('3.12')}/etc/openssl/cert.pem', openssl_capath_env="
           f"'SSL_CERT_DIR', openssl_capath='{_fw('3.12')}/etc/openssl/certs')"),
        say("This is the python.org framework build: its OpenSSL looks for etc/openssl/cert.pem, which does not "
            "exist until the installer's Install Certificates.command has been run."),
        ok("\"/Applications/Python 3.12/Install Certificates.command\" && python3 scripts/fetch_feeds.py",
           _install_certs("3.12") + "\nfetched 14 feeds, 212 new items"),
    )
    T.lesson(
        "t44-macos-python-certs", "global", "en", "s-macos-python-certs", "env_setup",
        "python.org Python on macOS fails every HTTPS call until Install Certificates.command is run",
        "urllib calls fail with `urllib.error.URLError: <urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] "
        "certificate verify failed: unable to get local issuer certificate (_ssl.c:1000)>`.",
        "Assuming the remote certificate is bad, or disabling verification in the script; curl and the system "
        "Python work, so the network is fine.",
        "The python.org framework build bundles its own OpenSSL, which reads "
        "`/Library/Frameworks/Python.framework/Versions/3.12/etc/openssl/cert.pem` and not the macOS keychain; "
        "the installer leaves that file missing (`cafile=None`).",
        "Run `\"/Applications/Python 3.12/Install Certificates.command\"` (once per installed version; it links "
        "certifi's bundle as the framework's cert.pem), or for one process point OpenSSL at certifi with "
        "`SSL_CERT_FILE=$(python3 -m certifi)`.",
        ["`python3 scripts/fetch_feeds.py` → `certificate verify failed: unable to get local issuer certificate`",
         "`DefaultVerifyPaths(cafile=None`",
         "`\"/Applications/Python 3.12/Install Certificates.command\" && python3 scripts/fetch_feeds.py` → "
         "`fetched 14 feeds, 212 new items`"],
    )
    T.later(
        "l-certs-py311-install", "/Users/mina/code/rates", "2025-03-25T09:30:00Z", "main",
        user("I just installed python.org 3.11 for the rates tool. get it ready and run the sync once"),
        ok("\"/Applications/Python 3.11/Install Certificates.command\"", _install_certs("3.11")),
        ok("python3.11 -m venv .venv && .venv/bin/pip install -q -r requirements.txt && "
           ".venv/bin/python tools/sync_rates.py", "synced 31 currencies"),
    )
    T.pair("t44-macos-python-certs", "l-certs-py311-install", "applied",
           "Install Certificates.command for the new 3.11 runs before any HTTPS call; the sync passes")
    T.later(
        "l-certs-fish-env", "/Users/jo/code/scraper", "2025-04-04T18:00:00Z", "feat/once",
        user("run the crawler once from my fish shell, python.org 3.12 as usual"),
        ok("env SSL_CERT_FILE=(python3 -m certifi) python3 crawl.py --once", "crawled 58 pages in 12.4s"),
    )
    T.pair("t44-macos-python-certs", "l-certs-fish-env", "applied",
           "SSL_CERT_FILE pointed at certifi (the per-process form the lesson names, fish syntax); no error")
    T.later(
        "l-certs-py313", "/Users/mina/code/shop-admin", "2025-04-16T10:10:00Z", "feat/rates",
        user("try the fetch_rates command on the new python.org 3.13"),
        err("python3.13 manage.py fetch_rates",
            _urlopen_err("3.13", "/Users/mina/code/shop-admin/manage.py", 22, "1028")),
        ok("\"/Applications/Python 3.13/Install Certificates.command\" && python3.13 manage.py fetch_rates",
           _install_certs("3.13") + "\nrates updated: 31"),
    )
    T.pair("t44-macos-python-certs", "l-certs-py313", "recurred",
           "python.org 3.13 fails with unable to get local issuer certificate before its Install Certificates runs")
    T.later(
        "l-certs-aiohttp", "/Users/jo/code/release-bot", "2025-05-03T14:25:00Z", "main",
        user("start the release bot locally"),
        err(".venv/bin/python bot.py",
            "Traceback (most recent call last):\n"
            f"  File \"{_fw('3.12')}/lib/python3.12/asyncio/base_events.py\", line 1098, in create_connection\n"
            "aiohttp.client_exceptions.ClientConnectorCertificateError: Cannot connect to host api.github.com:443 "
            "ssl:True [SSLCertVerificationError: (1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: "
            "unable to get local issuer certificate (_ssl.c:1000)')]"),
        ok("head -3 .venv/pyvenv.cfg", f"home = {_fw('3.12')}/bin\ninclude-system-site-packages = false\n"
           "version = 3.12.7"),
        ok("SSL_CERT_FILE=$(.venv/bin/python -m certifi) .venv/bin/python bot.py --check", "bot ready: 3 repos"),
    )
    T.pair("t44-macos-python-certs", "l-certs-aiohttp", "recurred",
           "a venv on the python.org 3.12 framework hits the same missing CA bundle through aiohttp")
    T.later(
        "l-certs-corp-proxy", "/home/runner/work/api", "2025-04-11T07:00:00Z", "ci/proxy",
        user("pip in the new CI runner can't reach pypi, fix it"),
        err("python3 -m pip download requests -d /tmp/wheels",
            "WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after "
            "connection broken by 'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] "
            "certificate verify failed: self-signed certificate in certificate chain (_ssl.c:1000)'))': "
            "/simple/requests/\nERROR: Could not find a version that satisfies the requirement requests"),
        say("The runner sits behind the company's TLS-inspecting proxy; its root CA has to be trusted."),
        ok("PIP_CERT=/usr/local/share/ca-certificates/corp-root.crt python3 -m pip download requests -d /tmp/wheels",
           "Saved /tmp/wheels/requests-2.32.3-py3-none-any.whl"),
    )
    T.pair("t44-macos-python-certs", "l-certs-corp-proxy", "neither",
           "a Linux runner behind a TLS-inspecting proxy (self-signed chain): another cause, another fix")
    T.later(
        "l-certs-faq", "/Users/mina/code/feed-sync", "2025-05-12T11:00:00Z", "docs/faq",
        user("people keep pasting 'unable to get local issuer certificate' in #help. add an FAQ entry to "
             "docs/faq.md pointing at Install Certificates.command"),
        edit("/Users/mina/code/feed-sync/docs/faq.md", "# FAQ\n",
             "# FAQ\n\n## CERTIFICATE_VERIFY_FAILED on macOS\n\nRun \"/Applications/Python 3.x/Install "
             "Certificates.command\" once for your python.org Python.\n"),
    )
    T.pair("t44-macos-python-certs", "l-certs-faq", "neither",
           "the error is only quoted and the fix only written into the FAQ; nothing is run")
    T.later(
        "l-certs-before", "/Users/mina/code/feed-sync", "2025-03-01T09:00:00Z", "main",
        user("run the feed fetcher"),
        err("python3 scripts/fetch_feeds.py",
            _urlopen_err("3.12", "/Users/mina/code/feed-sync/scripts/fetch_feeds.py", 22, "1000")),
    )
    T.pair("t44-macos-python-certs", "l-certs-before", "neither",
           "dated before the lesson's source session, whatever it holds")


# --- .dockerignore leaves the build output out of the build context (prose-only fix) -----------------------------
def _not_found(step: str, copy: str, path: str, lines: list[str], at: int) -> str:
    ref = "0c5b1f3e-9a7d-4e8a-b1d2-6f3a2c9e7d41::q8z1x0m4k2j7h5g3f9d6s1a0p"
    shown = "\n".join(f"{'>>>' if i == at else '   '} {i:2d} |     {x}" for i, x in enumerate(lines, 1))
    return (f"#7 [{step}] {copy}\n#7 ERROR: failed to calculate checksum of ref {ref}: \"{path}\": not found\n"
            f"------\n > [{step}] {copy}:\n------\nDockerfile:{at}\n--------------------\n{shown}\n"
            "--------------------\nERROR: failed to solve: failed to compute cache key: failed to calculate "
            f"checksum of ref {ref}: \"{path}\": not found")


_PORTAL = ["FROM nginx:1.27-alpine", "COPY nginx.conf /etc/nginx/conf.d/default.conf",
           "COPY dist/ /usr/share/nginx/html/"]


def _dockerignore() -> None:
    T.source(
        "s-dockerignore-dist", "/home/ci/web-portal", "2025-03-14T13:00:00Z", "main",
        user("build the nginx image for web-portal from the built dist/"),
        ok("npm run build", "vite v5.4.8 building for production...\n✓ 412 modules transformed.\n"
           "dist/index.html                   0.61 kB\n✓ built in 3.92s"),
        err("docker build -t web-portal:dev .", _not_found("3/3", "COPY dist/ /usr/share/nginx/html/", "/dist",
                                                           _PORTAL, 3)),
        ok("ls dist && cat .dockerignore", "assets\nindex.html\nnode_modules\ndist\n.git\n*.log"),
        say("dist/ exists on disk but .dockerignore excludes it (copied from the Node template), so it never "
            "reaches the build context. Taking that line out."),
        edit("/home/ci/web-portal/.dockerignore", "node_modules\ndist\n", "node_modules\n"),
        ok("docker build -t web-portal:dev .",
           "#7 [3/3] COPY dist/ /usr/share/nginx/html/\n#7 DONE 0.1s\n#8 exporting to image\n"
           "#8 naming to docker.io/library/web-portal:dev done"),
    )
    T.lesson(
        "t44-dockerignore-build-output", "global", "en", "s-dockerignore-dist", "build_config",
        "COPY of a freshly built dist/ fails with \"/dist\": not found when .dockerignore excludes it",
        "`docker build -t web-portal:dev .` fails at `COPY dist/ /usr/share/nginx/html/` with `failed to compute "
        "cache key: failed to calculate checksum of ref` … `\"/dist\": not found`, although `npm run build` "
        "just wrote dist/.",
        "Rebuilding the frontend or changing the COPY path; the directory is there, the daemon just never "
        "receives it.",
        "BuildKit only sees the build context, and the .dockerignore (copied from a Node template) lists dist, "
        "so the output is filtered out before the Dockerfile runs.",
        "Take the build output out of the ignore file: delete its dist line from .dockerignore, or add a "
        "negation for that directory after the broader pattern, so it is part of the context when the image is "
        "built.",
        ["`docker build -t web-portal:dev .` → `\"/dist\": not found`",
         "`ls dist && cat .dockerignore` lists `dist` in the ignore file",
         "after the edit `#7 [3/3] COPY dist/ /usr/share/nginx/html/` → `#7 DONE 0.1s`"],
    )
    T.later(
        "l-dockerignore-unignore-build", "/home/ci/admin-console", "2025-03-28T10:00:00Z", "feat/prebuilt",
        user("change the Dockerfile to copy the prebuilt build/ folder instead of building inside, then build"),
        read("/home/ci/admin-console/.dockerignore", "node_modules\nbuild\ncoverage\n"),
        say("build/ is in .dockerignore, so COPY build/ would never see it. Un-ignoring it before the change."),
        edit("/home/ci/admin-console/.dockerignore", "node_modules\nbuild\n", "node_modules\n"),
        edit("/home/ci/admin-console/Dockerfile", "RUN npm ci && npm run build\n", "COPY build/ /srv/www/\n"),
        ok("docker build -t admin-console:prebuilt .",
           "#6 [2/2] COPY build/ /srv/www/\n#6 DONE 0.2s\n#7 naming to docker.io/library/admin-console:prebuilt done"),
    )
    T.pair("t44-dockerignore-build-output", "l-dockerignore-unignore-build", "applied",
           "build/ is taken out of .dockerignore before the image copying it is built; no not-found error")
    T.later(
        "l-dockerignore-negation", "/home/ci/docs-site", "2025-04-07T15:30:00Z", "feat/static-export",
        user("serve the next export output (out/) from the web service and rebuild it with compose"),
        read("/home/ci/docs-site/.dockerignore", "**/node_modules\n**/out\n.next\n"),
        edit("/home/ci/docs-site/.dockerignore", "**/out\n", "**/out\n!out\n"),
        edit("/home/ci/docs-site/Dockerfile", "COPY public/ /usr/share/nginx/html/\n",
             "COPY out/ /usr/share/nginx/html/\n"),
        ok("docker compose build web", "#8 [web 3/3] COPY out/ /usr/share/nginx/html/\n#8 DONE 0.1s\n"
           "#9 naming to docker.io/library/docs-site-web done"),
    )
    T.pair("t44-dockerignore-build-output", "l-dockerignore-negation", "applied",
           "a negation re-includes out/ in .dockerignore (the lesson's second spelling) before the build passes")
    T.later(
        "l-dockerignore-buildx-arm", "/home/ci/portal-api", "2025-04-18T09:00:00Z", "release/1.4",
        user("cross-build portal-api 1.4.0 for arm64 and push it"),
        ok("npm run build", "tsc -p tsconfig.build.json"),
        err("docker buildx build --platform linux/arm64 -t registry.internal/portal-api:1.4.0 --push .",
            _not_found("3/4", "COPY build/ ./build/", "/build",
                       ["FROM node:20-alpine", "WORKDIR /app", "COPY build/ ./build/", "CMD [\"node\", "
                        "\"build/main.js\"]"], 3)),
        ok("cat .dockerignore", "node_modules\nbuild/\n.env"),
        edit("/home/ci/portal-api/.dockerignore", "build/\n", ""),
        ok("docker buildx build --platform linux/arm64 -t registry.internal/portal-api:1.4.0 --push .",
           "#9 pushing manifest for registry.internal/portal-api:1.4.0 done"),
    )
    T.pair("t44-dockerignore-build-output", "l-dockerignore-buildx-arm", "recurred",
           "buildx fails with \"/build\": not found because .dockerignore lists build/; fixed afterwards")
    T.later(
        "l-dockerignore-ci-jar", "/builds/payments/gateway", "2025-05-05T12:40:00Z", "ci/image",
        user("ci/image.sh broke after the Maven change, have a look"),
        read("/builds/payments/gateway/ci/image.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\n./mvnw -B -q package -DskipTests\n"
             "docker build -t \"$IMAGE:$CI_COMMIT_SHORT_SHA\" .\n"),
        err("bash ci/image.sh",
            _not_found("2/2", "COPY target/app.jar /app/app.jar", "/target/app.jar",
                       ["FROM eclipse-temurin:21-jre", "COPY target/app.jar /app/app.jar"], 2)),
        ok("ls target/app.jar && cat .dockerignore", "target/app.jar\n.idea\ntarget/\n*.iml"),
        edit("/builds/payments/gateway/.dockerignore", "target/\n", "target/*\n!target/app.jar\n"),
        ok("bash ci/image.sh", "#7 naming to registry.internal/gateway:8e1f0c2 done"),
    )
    T.pair("t44-dockerignore-build-output", "l-dockerignore-ci-jar", "recurred",
           "the CI script's build cannot COPY target/app.jar because .dockerignore excludes target/")
    T.later(
        "l-dockerignore-wrong-context", "/home/ci/web-portal", "2025-04-25T08:20:00Z", "chore/move-dockerfile",
        user("I moved the Dockerfile under docker/, build the image"),
        err("docker build -f docker/Dockerfile -t web-portal:dev docker/",
            _not_found("3/3", "COPY dist/ /usr/share/nginx/html/", "/dist", _PORTAL, 3)),
        ok("cat .dockerignore", "node_modules\n.git\n*.log"),
        say("The context is docker/, which has no dist/ in it; the context has to stay the repository root."),
        ok("docker build -f docker/Dockerfile -t web-portal:dev .",
           "#7 [3/3] COPY dist/ /usr/share/nginx/html/\n#7 DONE 0.1s"),
    )
    T.pair("t44-dockerignore-build-output", "l-dockerignore-wrong-context", "neither",
           "the same not-found from another cause: the wrong context directory, .dockerignore does not list dist")
    T.later(
        "l-dockerignore-not-built", "/home/ci/web-portal-v2", "2025-05-15T16:00:00Z", "main",
        user("fresh clone of web-portal-v2, build the image"),
        err("docker build -t web-portal-v2 .",
            _not_found("3/3", "COPY dist/ /usr/share/nginx/html/", "/dist", _PORTAL, 3)),
        err("ls dist", "ls: cannot access 'dist': No such file or directory", 2),
        ok("npm ci && npm run build && docker build -t web-portal-v2 .",
           "✓ built in 4.10s\n#7 [3/3] COPY dist/ /usr/share/nginx/html/\n#7 DONE 0.1s"),
    )
    T.pair("t44-dockerignore-build-output", "l-dockerignore-not-built", "neither",
           "dist/ really did not exist on the fresh clone; building it first is another cause and fix")
    T.later(
        "l-dockerignore-before", "/home/ci/web-portal", "2025-03-07T10:00:00Z", "main",
        user("build the web-portal image"),
        err("docker build -t web-portal:dev .",
            _not_found("3/3", "COPY dist/ /usr/share/nginx/html/", "/dist", _PORTAL, 3)),
    )
    T.pair("t44-dockerignore-build-output", "l-dockerignore-before", "neither",
           "dated before the lesson's source session, whatever it holds")


# --- alembic autogenerate against a database behind head --------------------------------------------------------
_CTX = ("INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
        "INFO  [alembic.runtime.migration] Will assume transactional DDL.\n")
_BEHIND = _CTX + ("ERROR [alembic.util.messaging] Target database is not up to date.\n"
                  "  FAILED: Target database is not up to date.")


def _upgraded(frm: str, to: str, what: str) -> str:
    return _CTX + f"INFO  [alembic.runtime.migration] Running upgrade {frm} -> {to}, {what}"


def _alembic() -> None:
    T.source(
        "s-alembic-not-up-to-date", "/home/dev/inventory", "2025-03-17T10:00:00Z", "feature/sku-index",
        user("add an index on products.sku and generate the migration"),
        edit("/home/dev/inventory/inventory/models.py", "    sku = Column(String(32), nullable=False)\n",
             "    sku = Column(String(32), nullable=False, index=True)\n"),
        err("alembic revision --autogenerate -m 'add sku index'", _BEHIND, 255),
        ok("alembic current && alembic heads", _CTX + "3b9e2f1c7a40\n8d1f4a6b2c93 (head)"),
        say("My local database is one revision behind head (the supplier table from main); autogenerate "
            "refuses to diff against a database that is not at head."),
        ok("alembic upgrade head", _upgraded("3b9e2f1c7a40", "8d1f4a6b2c93", "add supplier table")),
        ok("alembic revision --autogenerate -m 'add sku index'",
           _CTX + "INFO  [alembic.autogenerate.compare] Detected added index 'ix_products_sku' on '('sku',)'\n"
           "  Generating /home/dev/inventory/migrations/versions/5c7e0a9d3f12_add_sku_index.py ...  done"),
    )
    T.lesson(
        "t44-alembic-not-up-to-date", "global", "en", "s-alembic-not-up-to-date", "tool_quirk",
        "alembic revision --autogenerate fails with 'Target database is not up to date' when the DB is behind head",
        "`alembic revision --autogenerate -m 'add sku index'` exits with `FAILED: Target database is not up to "
        "date.` and writes no migration.",
        "Editing the models again, or writing the migration by hand; the models are fine, the database the "
        "diff runs against is stale.",
        "Autogenerate compares the models with the live database and requires that database to be at the "
        "current head; after pulling someone's migration (`3b9e2f1c7a40` vs `8d1f4a6b2c93 (head)`) it is not.",
        "Bring the database the env.py points at to head with `alembic upgrade head`, then rerun `alembic "
        "revision --autogenerate -m '…'`.",
        ["`alembic revision --autogenerate -m 'add sku index'` → `FAILED: Target database is not up to date.`",
         "`alembic upgrade head` → `Running upgrade 3b9e2f1c7a40 -> 8d1f4a6b2c93, add supplier table`",
         "`Generating /home/dev/inventory/migrations/versions/5c7e0a9d3f12_add_sku_index.py ...  done`"],
    )
    T.later(
        "l-alembic-poetry", "/home/dev/inventory", "2025-03-31T09:00:00Z", "feature/reorder",
        user("pulled main; add reorder_level to products and make the migration"),
        edit("/home/dev/inventory/inventory/models.py", "    sku = Column(String(32), nullable=False, index=True)\n",
             "    sku = Column(String(32), nullable=False, index=True)\n    reorder_level = Column(Integer)\n"),
        ok("poetry run alembic upgrade head && poetry run alembic revision --autogenerate -m 'add reorder_level'",
           _upgraded("5c7e0a9d3f12", "a07c3e9b1d44", "supplier lead time") + "\n"
           "  Generating /home/dev/inventory/migrations/versions/c2d8e1f0b7a3_add_reorder_level.py ...  done"),
    )
    T.pair("t44-alembic-not-up-to-date", "l-alembic-poetry", "applied",
           "alembic upgrade head runs before autogenerate (through poetry run); no not-up-to-date error")
    T.later(
        "l-alembic-make", "/home/dev/warehouse", "2025-04-09T14:00:00Z", "feature/wh-code",
        user("add a code column to Warehouse and use our make target for the migration"),
        read("/home/dev/warehouse/Makefile",
             "migration:\n\talembic upgrade head\n\talembic revision --autogenerate -m \"$(m)\"\n"),
        ok("make migration m='add warehouse code'",
           "alembic upgrade head\n" + _CTX + "alembic revision --autogenerate -m \"add warehouse code\"\n" + _CTX
           + "  Generating /home/dev/warehouse/migrations/versions/91ab4c2e7f05_add_warehouse_code.py ...  done"),
    )
    T.pair("t44-alembic-not-up-to-date", "l-alembic-make", "applied",
           "the make target runs alembic upgrade head before autogenerate; it passes with no error")
    T.later(
        "l-alembic-compose", "/home/dev/orders", "2025-04-14T11:15:00Z", "feature/order-status",
        user("add status to orders and generate the migration in the compose stack"),
        err("docker compose run --rm api alembic revision --autogenerate -m 'add orders.status'", _BEHIND, 255),
        ok("docker compose run --rm api alembic upgrade head",
           _upgraded("e21f9a0c3b58", "0d4b7c6a2e19", "order lines discount")),
    )
    T.pair("t44-alembic-not-up-to-date", "l-alembic-compose", "recurred",
           "autogenerate in the compose api container fails with Target database is not up to date")
    T.later(
        "l-alembic-billing-config", "/home/dev/monorepo", "2025-05-01T10:30:00Z", "feature/due-date",
        user("billing service: add due_date to invoices and autogenerate"),
        err("alembic -c services/billing/alembic.ini revision --autogenerate -m 'invoice due date'", _BEHIND, 255),
        ok("alembic -c services/billing/alembic.ini upgrade head && alembic -c services/billing/alembic.ini "
           "revision --autogenerate -m 'invoice due date'",
           _upgraded("71c0e5d2a9b4", "b3f6a8d1c027", "invoice currency") + "\n  Generating "
           "/home/dev/monorepo/services/billing/migrations/versions/4e2a9c7b0f16_invoice_due_date.py ...  done"),
    )
    T.pair("t44-alembic-not-up-to-date", "l-alembic-billing-config", "recurred",
           "the billing service's autogenerate (another alembic.ini) fails the same way before the upgrade")
    T.later(
        "l-alembic-cant-locate", "/home/dev/inventory", "2025-04-22T16:45:00Z", "feature/bins",
        user("generate a migration for the new Bin model"),
        err("alembic revision --autogenerate -m 'add bins'",
            _CTX + "ERROR [alembic.util.messaging] Can't locate revision identified by 'e4a1b0c9d2f7'\n"
            "  FAILED: Can't locate revision identified by 'e4a1b0c9d2f7'", 255),
        say("The database was stamped by a migration from a branch I deleted; stamping it back to a known one."),
        ok("alembic stamp --purge a07c3e9b1d44", _CTX + "INFO  [alembic.runtime.migration] Running stamp_revision  "
           "-> a07c3e9b1d44"),
    )
    T.pair("t44-alembic-not-up-to-date", "l-alembic-cant-locate", "neither",
           "a different alembic error (an unknown stamped revision), fixed with a stamp, not an upgrade")
    T.later(
        "l-alembic-downgrade", "/home/dev/inventory", "2025-05-09T09:10:00Z", "hotfix/supplier",
        user("roll back the last migration on my local db, the supplier change was wrong"),
        ok("alembic downgrade -1",
           _CTX + "INFO  [alembic.runtime.migration] Running downgrade a07c3e9b1d44 -> 5c7e0a9d3f12, "
           "supplier lead time"),
        ok("alembic current", _CTX + "5c7e0a9d3f12"),
    )
    T.pair("t44-alembic-not-up-to-date", "l-alembic-downgrade", "neither",
           "alembic is run for a rollback; no autogenerate and no upgrade to head")
    T.later(
        "l-alembic-before", "/home/dev/inventory", "2025-03-10T13:00:00Z", "feature/suppliers",
        user("autogenerate a migration for suppliers"),
        err("alembic revision --autogenerate -m 'suppliers'", _BEHIND, 255),
        ok("alembic upgrade head", _upgraded("1f2e3d4c5b6a", "3b9e2f1c7a40", "products")),
    )
    T.pair("t44-alembic-not-up-to-date", "l-alembic-before", "neither",
           "dated before the lesson's source session, whatever it holds")


FILLS = (_certs, _dockerignore, _alembic)
