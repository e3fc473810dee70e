"""Cases of the thirty-third tracking corpus, part c: Apache rejecting a directive whose module is not enabled
(a2enmod / LoadModule), OpenSearch 2.12+ images refusing to start without an initial admin password, and Tailwind
CSS 4 no longer being a PostCSS plugin itself (@tailwindcss/postcss, in zsh). The rules are in tracking33_cases.py."""
from __future__ import annotations

from tests.truth.tracking33_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 7. Apache: Invalid command 'RewriteEngine' when mod_rewrite is not enabled


def ap_invalid(directive: str, line: int, conf: str, tail: bool = True) -> str:
    text = (f"AH00526: Syntax error on line {line} of {conf}:\nInvalid command '{directive}', perhaps misspelled or "
            "defined by a module not included in the server configuration")
    if tail:
        text += "\nAction 'configtest' failed.\nThe Apache error log may have more information."
    return text


def apache() -> None:
    T.source("s-apache-rewrite", "/srv/shop", "2026-02-21T09:30:00Z", "main",
             user("The shop needs pretty URLs. I put sites-available/shop.conf in place; enable it and reload Apache."),
             ok("sudo a2ensite shop", "Enabling site shop.\nTo activate the new configuration, you need to run:\n  "
                "systemctl reload apache2"),
             err("sudo apache2ctl configtest", ap_invalid("RewriteEngine", 14, "/etc/apache2/sites-enabled/shop.conf")),
             say("RewriteEngine belongs to mod_rewrite, which is not enabled on this server, so Apache does not know "
                 "the directive at all."),
             ok("sudo a2enmod rewrite && sudo apache2ctl configtest && sudo systemctl reload apache2",
                "Enabling module rewrite.\nTo activate the new configuration, you need to run:\n  systemctl restart "
                "apache2\nSyntax OK"))
    T.lesson("t33-apache-module", "global", "en", "s-apache-rewrite", "workflow",
             "Apache refuses a directive whose module is not enabled",
             "`sudo apache2ctl configtest` fails with `Invalid command 'RewriteEngine', perhaps misspelled or defined "
             "by a module not included in the server configuration` and the reload is refused.",
             "The directive is spelled right and the same vhost works on other servers, so the message's "
             "\"perhaps misspelled\" sends you looking at the config text.",
             "Directives such as RewriteEngine, ProxyPass or Header exist only when their module (mod_rewrite, "
             "mod_proxy with mod_proxy_http, mod_headers) is loaded; a fresh Debian/Ubuntu Apache leaves them off.",
             "Enable the module that provides the directive, `sudo a2enmod rewrite` (or proxy proxy_http, headers …), "
             "on Debian/Ubuntu, or uncomment its `LoadModule` line in httpd.conf where there is no a2enmod (the "
             "httpd image, RHEL); then run configtest and reload.",
             ["`sudo apache2ctl configtest`: `Invalid command 'RewriteEngine', perhaps misspelled or defined by a "
              "module not included in the server configuration`",
              "`sudo a2enmod rewrite && sudo apache2ctl configtest && sudo systemctl reload apache2` gave `Syntax OK`"])

    T.later("l-ap-proxy", "/srv/shop", "2026-03-03T10:20:00Z", "feat/api-vhost",
            user("Put the API behind Apache on api.shop.example, proxying to the app on :8080."),
            write("/etc/apache2/sites-available/api.conf",
                  "<VirtualHost *:80>\n    ServerName api.shop.example\n    ProxyPreserveHost On\n\n    ProxyPass / "
                  "http://127.0.0.1:8080/\n    ProxyPassReverse / http://127.0.0.1:8080/\n</VirtualHost>\n"),
            ok("sudo a2ensite api", "Enabling site api.\nTo activate the new configuration, you need to run:\n  "
               "systemctl reload apache2"),
            err("sudo apache2ctl configtest", ap_invalid("ProxyPreserveHost", 3, "/etc/apache2/sites-enabled/api.conf")),
            ok("sudo a2enmod proxy proxy_http && sudo apache2ctl configtest && sudo systemctl restart apache2",
               "Enabling module proxy.\nConsidering dependency proxy for proxy_http:\nModule proxy already enabled\n"
               "Enabling module proxy_http.\nSyntax OK"))
    T.pair("t33-apache-module", "l-ap-proxy", "recurred",
           "configtest fails with Invalid command 'ProxyPreserveHost' (mod_proxy not enabled) before a2enmod")

    T.later("l-ap-docker", "/home/dev/src/shop", "2026-03-06T15:00:00Z", "feat/docker",
            user("Containerise the shop on php:8.3-apache; it needs rewrite and headers."),
            write("/home/dev/src/shop/Dockerfile",
                  "FROM php:8.3-apache\nRUN a2enmod rewrite headers\nCOPY docker/shop.conf "
                  "/etc/apache2/sites-available/000-default.conf\nCOPY . /var/www/html/\n"),
            ok("docker build -t shop:dev . 2>&1 | grep -E 'Enabling|naming'",
               "#6 0.412 Enabling module rewrite.\n#6 0.418 Enabling module headers.\n#9 naming to docker.io/library/shop:dev done"),
            ok("docker run --rm shop:dev apache2ctl -t", "Syntax OK"))
    T.pair("t33-apache-module", "l-ap-docker", "applied",
           "the Dockerfile it builds runs a2enmod rewrite headers before the vhost is used; configtest passes")

    T.later("l-ap-httpd-image", "/home/dev/src/shop-static", "2026-03-14T11:35:00Z", "main",
            user("The static site uses the plain httpd:2.4 image and an .htaccess with rewrites. Make the image "
                 "ready for it."),
            ok("docker run --rm httpd:2.4 grep -n 'rewrite_module' /usr/local/apache2/conf/httpd.conf",
               "157:#LoadModule rewrite_module modules/mod_rewrite.so"),
            write("/home/dev/src/shop-static/Dockerfile",
                  "FROM httpd:2.4\nRUN sed -i 's|^#LoadModule rewrite_module|LoadModule rewrite_module|' "
                  "conf/httpd.conf \\\n && sed -i 's|AllowOverride None|AllowOverride All|' conf/httpd.conf\n"
                  "COPY public/ /usr/local/apache2/htdocs/\n"),
            ok("docker build -q -t shop-static . && docker run --rm shop-static httpd -t",
               "sha256:0c4d1f9a2b7e\nSyntax OK"))
    T.pair("t33-apache-module", "l-ap-httpd-image", "applied",
           "uncomments the LoadModule rewrite_module line in httpd.conf, the spelling the lesson names for the "
           "httpd image; no error")

    T.later("l-ap-port", "/srv/shop", "2026-03-18T07:45:00Z", "main",
            user("Apache won't come back after I installed the monitoring agent. Check it."),
            err("sudo systemctl restart apache2",
                "Job for apache2.service failed because the control process exited with error code.\nSee \"systemctl "
                "status apache2.service\" and \"journalctl -xeu apache2.service\" for details."),
            ok("sudo journalctl -u apache2 -n 3 --no-pager",
               "Mar 18 07:44:12 shop-01 apachectl[3121]: (98)Address already in use: AH00072: make_sock: could not "
               "bind to address [::]:80\nMar 18 07:44:12 shop-01 apachectl[3121]: no listening sockets available, "
               "shutting down\nMar 18 07:44:12 shop-01 apachectl[3121]: AH00015: Unable to open logs"),
            ok("sudo ss -ltnp 'sport = :80'", "LISTEN 0 511 *:80 *:* users:((\"nginx\",pid=2980,fd=6))"),
            say("The agent pulled in nginx, which now holds port 80. Stop and disable nginx, then start Apache?"))
    T.pair("t33-apache-module", "l-ap-port", "neither",
           "Apache fails to start because port 80 is taken, a different error; no module is missing or enabled")

    T.later("l-ap-ticket", "/home/dev/support", "2026-03-26T13:10:00Z", "main",
            user("A customer on shared hosting writes: \"my .htaccess gives Invalid command 'RewriteEngine', perhaps "
                 "misspelled\". Draft a reply for the knowledge base, they can't run commands on that host."),
            write("/home/dev/support/kb/htaccess-rewrite.md",
                  "# \"Invalid command 'RewriteEngine'\" in .htaccess\n\nYour host has not loaded mod_rewrite. Ask "
                  "support to enable it (a2enmod rewrite on Debian/Ubuntu servers), or wrap the rules in "
                  "<IfModule mod_rewrite.c> so the site loads without them.\n"),
            say("Draft saved to kb/htaccess-rewrite.md."))
    T.pair("t33-apache-module", "l-ap-ticket", "neither",
           "the error is quoted from a customer and a2enmod only written into a KB article; nothing runs Apache")

    T.later("l-ap-staging", "/srv/shop", "2026-04-02T16:25:00Z", "release/2026-04",
            user("Before we deploy, check that staging's Apache config is valid with the new security headers."),
            ok("git diff --stat HEAD~1 -- deploy/apache", " deploy/apache/shop.conf | 4 ++++\n 1 file changed, 4 "
               "insertions(+)"),
            err("ssh staging 'sudo apachectl -t'",
                ap_invalid("Header", 22, "/etc/apache2/sites-enabled/shop.conf", tail=False)),
            user("staging gets rebuilt from the image tomorrow anyway, just note it in the deploy ticket"),
            say("Noted: staging lacks mod_headers; the rebuilt image must enable it."))
    T.pair("t33-apache-module", "l-ap-staging", "recurred",
           "apachectl -t on staging fails with Invalid command 'Header' (mod_headers not enabled); left unfixed")


# ---------------------------------------------------------------------------------------------------------
# 8. OpenSearch 2.12+ images quit without OPENSEARCH_INITIAL_ADMIN_PASSWORD

OS_NOPASS = ("Enabling OpenSearch Security Plugin\nEnabling execution of install_demo_configuration.sh for OpenSearch "
             "Security Plugin\nOpenSearch 2.12.0 onwards, the OpenSearch Security Plugin a change that requires an "
             "initial password for 'admin' user.\nPlease define an environment variable "
             "'OPENSEARCH_INITIAL_ADMIN_PASSWORD' with a strong password string.\nIf a password is not provided, the "
             "setup will quit.\n For more details, please visit: "
             "https://opensearch.org/docs/latest/install-and-configure/install-opensearch/docker/")


def os_banner(version: str, name: str) -> str:
    return ('{\n  "name" : "' + name + '",\n  "cluster_name" : "docker-cluster",\n  "version" : {\n    '
            '"distribution" : "opensearch",\n    "number" : "' + version + '"\n  },\n  "tagline" : "The OpenSearch '
            'Project: https://opensearch.org/"\n}')


def opensearch() -> None:
    T.source("s-opensearch-pass", "/home/dev/src/search-poc", "2026-02-23T10:00:00Z", "main",
             user("Spin up a single-node OpenSearch 2.15 locally for the search POC."),
             err("docker run --rm --name os-poc -p 9200:9200 -e discovery.type=single-node "
                 "opensearchproject/opensearch:2.15.0", OS_NOPASS),
             say("Since 2.12 the image's security demo setup needs an initial admin password and quits without one."),
             ok("docker run -d --name os-poc -p 9200:9200 -e discovery.type=single-node -e "
                "OPENSEARCH_INITIAL_ADMIN_PASSWORD='Poc-Search#2026' opensearchproject/opensearch:2.15.0 && timeout 120 "
                "sh -c 'until curl -sk -o /dev/null https://localhost:9200; do sleep 3; done' && curl -sk -u "
                "'admin:Poc-Search#2026' https://localhost:9200",
                "7b2e0d4c9a1f5e3b8c6d2a0f4e1b9c7d3a5f8e2b6c0d4a1f9e7b3c5d2a8f0e6b\n" + os_banner("2.15.0", "7b2e0d4c9a1f")))
    T.lesson("t33-opensearch-adminpass", "global", "en", "s-opensearch-pass", "security",
             "OpenSearch 2.12+ containers quit without an initial admin password",
             "`docker run … opensearchproject/opensearch:2.15.0` exits after `Please define an environment variable "
             "'OPENSEARCH_INITIAL_ADMIN_PASSWORD' with a strong password string.`",
             "Older tutorials and compose files start the image with only discovery.type=single-node and log in "
             "as admin:admin, so the same command looks like it should work.",
             "From 2.12.0 the security plugin's demo configuration no longer ships the default admin password; the "
             "entrypoint stops unless OPENSEARCH_INITIAL_ADMIN_PASSWORD holds a strong one.",
             "Set OPENSEARCH_INITIAL_ADMIN_PASSWORD to a strong password: `-e OPENSEARCH_INITIAL_ADMIN_PASSWORD=…` "
             "on docker run, under environment: in the compose file or in the .env file compose reads; log in as "
             "admin with it. For a throwaway dev node, DISABLE_SECURITY_PLUGIN=true with DISABLE_INSTALL_DEMO_CONFIG=true "
             "skips the demo setup instead.",
             ["`Please define an environment variable 'OPENSEARCH_INITIAL_ADMIN_PASSWORD' with a strong password string.`",
              "`-e OPENSEARCH_INITIAL_ADMIN_PASSWORD='Poc-Search#2026'` and the node answered with "
              "`\"distribution\" : \"opensearch\"`"])

    T.later("l-os-compose", "/home/dev/src/search-poc", "2026-03-04T09:15:00Z", "feat/two-nodes",
            user("Try the two-node compose setup from the OpenSearch docs with 2.17.1; start node1 in the foreground "
                 "first so we see the logs."),
            ok("grep -n -A4 'opensearch-node1:' docker-compose.yml",
               "3:  opensearch-node1:\n4-    image: opensearchproject/opensearch:2.17.1\n5-    environment:\n6-      - "
               "cluster.name=opensearch-cluster\n7-      - node.name=opensearch-node1"),
            err("docker compose up opensearch-node1",
                "\n".join("opensearch-node1  | " + line for line in OS_NOPASS.split("\n"))
                + "\nopensearch-node1 exited with code 1"),
            write("/home/dev/src/search-poc/.env", "OPENSEARCH_INITIAL_ADMIN_PASSWORD=Two-Nodes#2026\n"),
            edit("/home/dev/src/search-poc/docker-compose.yml", "      - node.name=opensearch-node1\n",
                 "      - node.name=opensearch-node1\n      - OPENSEARCH_INITIAL_ADMIN_PASSWORD=${OPENSEARCH_INITIAL_ADMIN_PASSWORD}\n"),
            ok("docker compose up -d && docker compose ps --format '{{.Name}} {{.Status}}'",
               "opensearch-node1 Up 41 seconds\nopensearch-node2 Up 41 seconds"))
    T.pair("t33-opensearch-adminpass", "l-os-compose", "recurred",
           "opensearch-node1 (2.17.1) quits asking for OPENSEARCH_INITIAL_ADMIN_PASSWORD before the .env is added")

    T.later("l-os-fish", "/home/dev/src/search-poc", "2026-03-10T14:40:00Z", "test/integration",
            user("Start a throwaway node on 9201 for the integration tests; I use fish and keep the password in pass."),
            ok("fish -c 'set -x OPENSEARCH_INITIAL_ADMIN_PASSWORD (pass show dev/opensearch); docker run -d --name os-it "
               "-p 9201:9200 -e discovery.type=single-node -e OPENSEARCH_INITIAL_ADMIN_PASSWORD "
               "opensearchproject/opensearch:2.15.0'",
               "c41a7e90d3b25f18e6a0c9d47b3e21f5a8d06c93e7b14f2a5d8c0e6b9a3f7d12"),
            ok("fish -c 'set -x OS_URL https://localhost:9201; set -x OS_PASS (pass show dev/opensearch); pytest -q "
               "tests/integration'", "........                                                  [100%]\n8 passed in 21.37s"))
    T.pair("t33-opensearch-adminpass", "l-os-fish", "applied",
           "exports OPENSEARCH_INITIAL_ADMIN_PASSWORD in fish and passes it with -e to docker run; no error")

    T.later("l-os-nosec", "/home/dev/src/search-poc", "2026-03-15T08:50:00Z", "spike/analyzers",
            user("I only need a scratch node to try analyzers, no auth, plain http."),
            ok("docker run -d --name os-scratch -p 9202:9200 -e discovery.type=single-node -e DISABLE_SECURITY_PLUGIN=true "
               "-e DISABLE_INSTALL_DEMO_CONFIG=true opensearchproject/opensearch:2.15.0",
               "e09d3b7a1c4f28e5b6d0a9c3f7e14b82d5a6c0e9f3b7d21a4c8e6f0b5d9a3c71"),
            ok("timeout 120 sh -c 'until curl -s -o /dev/null http://localhost:9202; do sleep 3; done' && curl -s "
               "-H 'Content-Type: application/json' localhost:9202/_analyze -d '{\"analyzer\":\"standard\",\"text\":"
               "\"Search POC\"}'",
               '{"tokens":[{"token":"search","start_offset":0,"end_offset":6,"type":"<ALPHANUM>","position":0},'
               '{"token":"poc","start_offset":7,"end_offset":10,"type":"<ALPHANUM>","position":1}]}'))
    T.pair("t33-opensearch-adminpass", "l-os-nosec", "applied",
           "starts the node with DISABLE_SECURITY_PLUGIN=true and DISABLE_INSTALL_DEMO_CONFIG=true, the dev-node "
           "alternative the lesson names; no error")

    T.later("l-os-mapcount", "/home/dev/src/search-poc", "2026-03-25T12:00:00Z", "chore/old-cluster-repro",
            user("Reproduce the customer's bug on their version, OpenSearch 2.11.1, on the new CI VM."),
            err("ssh ci-vm2 'docker run --rm -e discovery.type=single-node opensearchproject/opensearch:2.11.1'",
                "[2026-03-25T12:00:41,118][ERROR][o.o.b.OpenSearchBootstrap] [3f9a1c2e] node validation exception\n"
                "[1] bootstrap checks failed\n[1]: max virtual memory areas vm.max_map_count [65530] is too low, "
                "increase to at least [262144]\nERROR: OpenSearch did not exit normally - check the logs at "
                "/usr/share/opensearch/logs/docker-cluster.log", 78),
            ok("ssh ci-vm2 'sudo sysctl -w vm.max_map_count=262144'", "vm.max_map_count = 262144"),
            ok("ssh ci-vm2 'docker run -d -p 9200:9200 -e discovery.type=single-node opensearchproject/opensearch:2.11.1'"
               " && ssh ci-vm2 'timeout 120 sh -c \"until curl -sk -o /dev/null https://localhost:9200; do sleep 3; "
               "done\" && curl -sk -u admin:admin https://localhost:9200'",
               "9c2f\n" + os_banner("2.11.1", "9c2f3e1a7b5d")))
    T.pair("t33-opensearch-adminpass", "l-os-mapcount", "neither",
           "a 2.11.1 node (no initial password needed) stops on vm.max_map_count, another cause; no password set")

    T.later("l-os-testcontainers", "/home/dev/src/search-client", "2026-03-30T16:20:00Z", "deps/opensearch-2.13",
            user("Bump the Testcontainers image in the client's integration tests to 2.13.0 and run them."),
            edit("/home/dev/src/search-client/src/test/java/dev/search/OpenSearchIT.java",
                 'DockerImageName.parse("opensearchproject/opensearch:2.11.1")',
                 'DockerImageName.parse("opensearchproject/opensearch:2.13.0")'),
            err("./gradlew integrationTest --console=plain 2>&1 | grep -E 'OPENSEARCH_INITIAL|FAILED|tests completed'; "
                "exit ${PIPESTATUS[0]}",
                "    STDOUT: Please define an environment variable 'OPENSEARCH_INITIAL_ADMIN_PASSWORD' with a strong "
                "password string.\nOpenSearchIT > indexesAndSearches() FAILED\n3 tests completed, 3 failed"),
            say("The 2.13 image quits without an initial admin password; the container never becomes ready. I'll "
                "wait for your call on which password the tests should use."))
    T.pair("t33-opensearch-adminpass", "l-os-testcontainers", "recurred",
           "the 2.13.0 Testcontainers node quits asking for OPENSEARCH_INITIAL_ADMIN_PASSWORD; tests fail")


# ---------------------------------------------------------------------------------------------------------
# 9. Tailwind CSS 4 is no longer a PostCSS plugin itself (@tailwindcss/postcss), in zsh

TW_MOVED = ("[postcss] It looks like you're trying to use `tailwindcss` directly as a PostCSS plugin. The PostCSS "
            "plugin has moved to a separate package, so to continue using Tailwind CSS with PostCSS you'll need to "
            "install `@tailwindcss/postcss` and update your PostCSS configuration.")


def tw_fail(pkg: str, path: str) -> str:
    return (f"> {pkg} build\n> vite build\n\nvite v6.0.7 building for production...\n✓ 4 modules transformed.\n"
            f"x Build failed in 182ms\nerror during build:\n[vite:css] {TW_MOVED}\nfile: {path}:undefined:NaN")


def tailwind() -> None:
    T.source("s-tailwind-postcss", "/Users/jun/src/storefront", "2026-02-26T03:00:00Z", "chore/tailwind-4",
             user("Bump Tailwind to v4 and make sure the Vite build still works (macOS, zsh)."),
             ok("npm install -D tailwindcss@4", "changed 1 package, and audited 312 packages in 3s"),
             err("npm run build", tw_fail("storefront@0.9.0", "/Users/jun/src/storefront/src/index.css")),
             say("In v4 the PostCSS plugin is a separate package. Switching the PostCSS config to it and replacing "
                 "the @tailwind directives with the v4 import."),
             edit("/Users/jun/src/storefront/postcss.config.js", "    tailwindcss: {},\n    autoprefixer: {},\n",
                  "    '@tailwindcss/postcss': {},\n"),
             edit("/Users/jun/src/storefront/src/index.css", "@tailwind base;\n@tailwind components;\n@tailwind utilities;\n",
                  '@import "tailwindcss";\n'),
             ok("npm install -D @tailwindcss/postcss && npm run build",
                "added 14 packages, and audited 326 packages in 4s\n\n> storefront@0.9.0 build\n> vite build\n\nvite "
                "v6.0.7 building for production...\n✓ 41 modules transformed.\ndist/index.html   0.46 kB\n"
                "dist/assets/index-B1xk2Q0c.css   18.92 kB\ndist/assets/index-Cq3Lw9a1.js   143.07 kB\n✓ built in 1.41s"))
    T.lesson("t33-tailwind4-postcss", "project", "en", "s-tailwind-postcss", "workflow",
             "Tailwind CSS 4 is no longer a PostCSS plugin itself",
             "After `npm install -D tailwindcss@4`, `npm run build` fails with `It looks like you're trying to use "
             "`tailwindcss` directly as a PostCSS plugin.`",
             "The upgrade is a one-line version bump and postcss.config.js still lists `tailwindcss: {}` exactly as "
             "the v3 docs showed.",
             "In v4 the PostCSS integration moved to its own package, @tailwindcss/postcss; the tailwindcss package "
             "throws when PostCSS loads it as a plugin.",
             "Install `@tailwindcss/postcss` and list it as the plugin in the PostCSS config (`'@tailwindcss/postcss': "
             "{}` in postcss.config.js or .mjs, autoprefixer is no longer needed), with `@import \"tailwindcss\";` in "
             "the CSS; or, in a Vite project, use the `@tailwindcss/vite` plugin instead of PostCSS.",
             ["`npm run build` failed: `The PostCSS plugin has moved to a separate package`",
              "`npm install -D @tailwindcss/postcss && npm run build` ended with `✓ built in 1.41s`"])

    T.later("l-tw-before", "/Users/jun/src/blog", "2026-02-20T08:10:00Z", "deps/all",
            user("Update all the blog's dev dependencies to latest and build."),
            ok("npx npm-check-updates -u --dep dev", "tailwindcss  ^3.4.17  →  ^4.0.6\nvite  ^5.4.11  →  ^6.0.7"),
            err("npm install && npm run build", "added 3 packages, changed 11 packages in 5s\n"
                + tw_fail("blog@1.2.0", "/Users/jun/src/blog/src/styles.css")),
            say("Tailwind 4 changed its PostCSS setup. Shall I pin tailwindcss back to ^3.4.17 for now?"),
            user("yes, pin it"),
            ok("npm install -D tailwindcss@^3.4.17 && npm run build | tail -1", "✓ built in 1.12s"))
    T.pair("t33-tailwind4-postcss", "l-tw-before", "neither",
           "dated before the lesson's source session (it holds the same failure, which does not count)")

    T.later("l-tw-admin", "/Users/jun/src/storefront", "2026-03-05T06:30:00Z", "chore/admin-tailwind-4",
            user("Do the same Tailwind 4 bump for apps/admin in the workspace."),
            ok("pnpm --filter admin add -D tailwindcss@4", "Progress: resolved 412, reused 398, downloaded 1, added 1, done"),
            err("pnpm --filter admin build", tw_fail("admin@0.3.1", "/Users/jun/src/storefront/apps/admin/src/app.css")),
            edit("/Users/jun/src/storefront/apps/admin/postcss.config.mjs", "    tailwindcss: {},\n",
                 "    '@tailwindcss/postcss': {},\n"),
            ok("pnpm --filter admin add -D @tailwindcss/postcss && pnpm --filter admin build | tail -1",
               "✓ built in 2.02s"))
    T.pair("t33-tailwind4-postcss", "l-tw-admin", "recurred",
           "apps/admin's build fails with the same tailwindcss-as-PostCSS-plugin error before the config is changed")

    T.later("l-tw-pnpm", "/Users/jun/src/landing", "2026-03-09T02:45:00Z", "main",
            user("New landing page app: set up Tailwind 4 with PostCSS from the start."),
            ok("pnpm add -D tailwindcss @tailwindcss/postcss postcss",
               "devDependencies:\n+ @tailwindcss/postcss 4.0.9\n+ postcss 8.5.3\n+ tailwindcss 4.0.9"),
            write("/Users/jun/src/landing/postcss.config.mjs",
                  "export default {\n  plugins: {\n    '@tailwindcss/postcss': {},\n  },\n};\n"),
            write("/Users/jun/src/landing/src/main.css", '@import "tailwindcss";\n'),
            ok("pnpm build | tail -2", "dist/assets/index-D8k1mZ2a.css   9.71 kB\n✓ built in 0.98s"))
    T.pair("t33-tailwind4-postcss", "l-tw-pnpm", "applied",
           "installs @tailwindcss/postcss and lists it in postcss.config.mjs before building; no error")

    T.later("l-tw-vite", "/Users/jun/src/docs-site", "2026-03-17T05:20:00Z", "chore/tailwind-4",
            user("Move the docs site to Tailwind 4. It's Vite only, use the Vite plugin rather than PostCSS."),
            ok("npm install -D tailwindcss@4 @tailwindcss/vite && rm postcss.config.js",
               "added 15 packages, removed 2 packages, and audited 281 packages in 4s"),
            edit("/Users/jun/src/docs-site/vite.config.ts", "plugins: [react()],",
                 "plugins: [react(), tailwindcss()],"),
            edit("/Users/jun/src/docs-site/vite.config.ts", "import react from '@vitejs/plugin-react';\n",
                 "import react from '@vitejs/plugin-react';\nimport tailwindcss from '@tailwindcss/vite';\n"),
            ok("npm run build | tail -1", "✓ built in 1.77s"))
    T.pair("t33-tailwind4-postcss", "l-tw-vite", "applied",
           "uses the @tailwindcss/vite plugin, the alternative the lesson names for Vite; no error")

    T.later("l-tw-init", "/Users/jun/src/landing", "2026-03-21T09:00:00Z", "chore/config",
            user("Generate a tailwind.config.js for the landing app so we can add the brand colours."),
            err("npx tailwindcss init -p", "npm error could not determine executable to run\nnpm error A complete log of "
                "this run can be found in: /Users/jun/.npm/_logs/2026-03-21T09_00_31_114Z-debug-0.log"),
            say("Tailwind 4 ships no CLI in the tailwindcss package and no longer needs a JS config; colours go in "
                "the CSS with @theme."),
            edit("/Users/jun/src/landing/src/main.css", '@import "tailwindcss";\n',
                 '@import "tailwindcss";\n\n@theme {\n  --color-brand: #0f766e;\n}\n'))
    T.pair("t33-tailwind4-postcss", "l-tw-init", "neither",
           "npx tailwindcss init fails with could not determine executable to run, a different error")

    T.later("l-tw-content", "/Users/jun/src/legacy-admin", "2026-03-31T04:10:00Z", "fix/missing-styles",
            user("On the legacy admin (still Tailwind 3) the production build is missing the styles of the new Vue "
                 "components."),
            ok("cat tailwind.config.js", "module.exports = {\n  content: ['./index.html', './src/**/*.{js,ts}'],\n  "
               "theme: { extend: {} },\n  plugins: [],\n};"),
            edit("/Users/jun/src/legacy-admin/tailwind.config.js", "'./src/**/*.{js,ts}'", "'./src/**/*.{js,ts,vue}'"),
            ok("npm run build | tail -2", "dist/assets/index-Hq1p0aZx.css   31.40 kB\n✓ built in 2.31s"))
    T.pair("t33-tailwind4-postcss", "l-tw-content", "neither",
           "Tailwind 3 content globs missing .vue files; no v4 plugin error and no @tailwindcss/postcss")


FILLS = [apache, opensearch, tailwind]
