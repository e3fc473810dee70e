"""The seventh tracking corpus, third part: nginx restarted on a broken config, Android SDK licences in a
Flutter build (lesson in Spanish), Ansible and an unknown host key, Yarn PnP and an undeclared dependency,
and a stale tox environment. The label rules are in tracking7_cases.py."""
from __future__ import annotations

from tests.truth.tracking7_cases import APPLIED, NEITHER, RECURRED, err, later, lesson, ok, source

NG = "/home/ops/edge-proxy"
JOB = ("Job for nginx.service failed because the control process exited with error code.\n"
       "See \"systemctl status nginx.service\" and \"journalctl -xeu nginx.service\" for details.")


def _nginx() -> None:
    source("s-nginx", NG, "2026-10-13T06:00:00Z", [
        ("user", "add the /api/v2 proxy to the edge and apply it"),
        ("edit", "/etc/nginx/sites-available/edge.conf", "    location /api/ {",
         "    location /api/v2/ {\n        proxy_pass http://api_v2\n    }\n    location /api/ {"),
        err("sudo systemctl restart nginx", JOB),
        ok("sudo nginx -t", "nginx: [emerg] unexpected \"}\" in /etc/nginx/sites-enabled/edge.conf:31\n"
           "nginx: configuration file /etc/nginx/nginx.conf test failed"),
        ("say", "The restart took the proxy down with a missing semicolon. Fixing it, and testing before reload."),
        ("edit", "/etc/nginx/sites-available/edge.conf", "proxy_pass http://api_v2\n", "proxy_pass http://api_v2;\n"),
        ok("sudo nginx -t && sudo systemctl reload nginx", "nginx: the configuration file /etc/nginx/nginx.conf "
           "syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
    ])
    lesson("t7-nginx-test-first", "s-nginx", "en", "global", "tool_quirk",
           title="Restarting nginx on an untested config takes the site down",
           symptom="`sudo systemctl restart nginx` fails with `Job for nginx.service failed because the control "
                   "process exited with error code` and nothing is served.",
           trap="Editing a site file and restarting nginx straight away.",
           cause="A restart stops the running master first; a config with a syntax error then never starts.",
           workaround="Always run sudo nginx -t first and reload only if it passes (`sudo nginx -t && sudo "
                      "systemctl reload nginx`).",
           evidence="`Job for nginx.service failed` then `nginx -t` showed `unexpected \"}\" in "
                    "/etc/nginx/sites-enabled/edge.conf:31`; after the fix `sudo nginx -t && sudo systemctl reload nginx`.")


def _nginx_later() -> None:
    later("l-nginx-1", NG, "2026-10-17T06:30:00Z", [
        ("user", "add gzip for json responses"),
        ("edit", "/etc/nginx/conf.d/gzip.conf", "gzip_types text/css;", "gzip_types text/css application/json;"),
        ok("sudo /usr/sbin/nginx -t", "nginx: configuration file /etc/nginx/nginx.conf test is successful"),
        ok("sudo systemctl reload nginx && curl -sI -H 'Accept-Encoding: gzip' localhost/api/ping | grep -i encoding",
           "Content-Encoding: gzip"),
    ], [("t7-nginx-test-first", APPLIED, "nginx -t (full path) before the reload")])
    later("l-nginx-2", NG, "2026-10-20T07:10:00Z", [
        ("user", "add the status vhost for the monitoring box"),
        ("write", "/etc/nginx/sites-enabled/status.conf", "server {\n  listen 8088;\n  location /stub { stub_status; }\n"
         "  allow 10.0.0.0/8\n}\n"),
        err("sudo systemctl restart nginx.service", JOB),
        ok("sudo nginx -t", "nginx: [emerg] invalid parameter \"}\" in /etc/nginx/sites-enabled/status.conf:5\n"
           "nginx: configuration file /etc/nginx/nginx.conf test failed"),
        ("edit", "/etc/nginx/sites-enabled/status.conf", "allow 10.0.0.0/8\n", "allow 10.0.0.0/8;\n"),
        ok("sudo nginx -t && sudo systemctl restart nginx", "test is successful"),
    ], [("t7-nginx-test-first", RECURRED, "restart on a broken status.conf failed before nginx -t was run")])
    later("l-nginx-3", NG, "2026-10-22T10:00:00Z", [
        ("user", "the /api/v2 route returns errors, check"),
        err("curl -fsS localhost/api/v2/ping", "curl: (22) The requested URL returned error: 502"),
        ok("sudo tail -2 /var/log/nginx/error.log", "connect() failed (111: Connection refused) while connecting to "
           "upstream, upstream: \"http://10.0.3.7:9000/ping\""),
        ("say", "nginx is fine; the v2 api container is down. Restarting it."),
        ok("docker start api-v2 && curl -fsS localhost/api/v2/ping", "pong"),
    ], [("t7-nginx-test-first", NEITHER, "a 502 from a dead upstream, nginx config untouched")])
    later("l-nginx-4", NG, "2026-10-24T06:00:00Z", [
        ("user", "renew the edge certificate paths after certbot moved them"),
        ("edit", "/etc/nginx/sites-available/edge.conf", "/etc/ssl/edge/fullchain.pem",
         "/etc/letsencrypt/live/edge.acme.io/fullchain.pem"),
        err("sudo nginx -t", "nginx: [emerg] cannot load certificate \"/etc/letsencrypt/live/edge.acme.io/fullchain.pem\"\n"
            "nginx: configuration file /etc/nginx/nginx.conf test failed"),
        ok("sudo certbot certificates | grep Path", "Certificate Path: /etc/letsencrypt/live/edge.acme.io-0001/fullchain.pem"),
        ("edit", "/etc/nginx/sites-available/edge.conf", "edge.acme.io/fullchain", "edge.acme.io-0001/fullchain"),
        ok("sudo nginx -t && sudo systemctl reload nginx", "test is successful"),
    ], [("t7-nginx-test-first", APPLIED, "nginx -t before reloading caught the bad path; the site never went down")])
    later("l-nginx-0", NG, "2026-10-05T06:00:00Z", [
        ("user", "raise client_max_body_size"),
        ("edit", "/etc/nginx/nginx.conf", "client_max_body_size 1m;", "client_max_body_size 20m"),
        err("sudo systemctl restart nginx", JOB),
    ], [("t7-nginx-test-first", NEITHER, "dated before the lesson's source session")])


FL = "/home/dev/recetas-app"
LIC = ("FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task "
       "':app:compileReleaseJavaWithJavac'.\n> Failed to install the following Android SDK packages as some licences "
       "have not been accepted.\n     build-tools;33.0.1 Android SDK Build-Tools 33.0.1")


def _flutter() -> None:
    source("s-licences", FL, "2026-10-14T15:00:00Z", [
        ("user", "genera el apk de release en la máquina nueva"),
        ok("flutter --version | head -1", "Flutter 3.24.3 • channel stable"),
        err("flutter build apk --release", "Running Gradle task 'assembleRelease'...\n" + LIC),
        ("say", "En esta máquina nunca se aceptaron las licencias del SDK de Android; las acepto todas."),
        ok("yes | flutter doctor --android-licenses", "All SDK package licenses accepted"),
        ok("flutter build apk --release", "✓ Built build/app/outputs/flutter-apk/app-release.apk (18.4MB)"),
    ])
    lesson("t7-android-licences", "s-licences", "es", "global", "env_setup",
           title="El build de Android falla si las licencias del SDK no están aceptadas",
           symptom="`flutter build apk` termina con `Failed to install the following Android SDK packages as some "
                   "licences have not been accepted.`",
           trap="Compilar en una máquina o un contenedor nuevo, o tras subir compileSdk o build-tools.",
           cause="Gradle quiere instalar el paquete del SDK que falta, pero no puede sin la licencia aceptada.",
           workaround="Aceptar las licencias antes de compilar: yes | flutter doctor --android-licenses "
                      "(o yes | sdkmanager --licenses).",
           evidence="`some licences have not been accepted` con `build-tools;33.0.1`; luego `yes | flutter doctor "
                    "--android-licenses` y `Built build/app/outputs/flutter-apk/app-release.apk`.")


def _flutter_later() -> None:
    later("l-lic-1", FL, "2026-10-18T09:00:00Z", [
        ("user", "set up the CI image and build an appbundle"),
        ok("docker run --rm -v $PWD:/src -w /src ci-flutter:3.24 sh -c 'yes | sdkmanager --licenses >/dev/null && "
           "flutter build appbundle'", "✓ Built build/app/outputs/bundle/release/app-release.aab (21.0MB)"),
        ok("flutter test", "00:06 +34: All tests passed!"),
    ], [("t7-android-licences", APPLIED, "sdkmanager --licenses accepted in the CI container before the build")])
    later("l-lic-2", FL, "2026-10-21T14:00:00Z", [
        ("user", "sube compileSdk a 35 y compila"),
        ("edit", f"{FL}/android/app/build.gradle", "compileSdk 34", "compileSdk 35"),
        ok("flutter test", "00:05 +34: All tests passed!"),
        err("flutter build apk --release", "Running Gradle task 'assembleRelease'...\n" + LIC.replace(
            "build-tools;33.0.1 Android SDK Build-Tools 33.0.1", "platforms;android-35 Android SDK Platform 35")),
        ok("yes | sdkmanager --licenses && flutter build apk --release", "✓ Built build/app/outputs/flutter-apk/app-release.apk"),
    ], [("t7-android-licences", RECURRED, "licences not accepted again, for platforms;android-35")])
    later("l-lic-3", FL, "2026-10-23T11:00:00Z", [
        ("user", "the release build broke after adding the maps plugin"),
        err("flutter build apk --release", "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
            "Execution failed for task ':app:checkReleaseAarMetadata'.\n> Dependency 'androidx.core:core:1.15.0' "
            "requires libraries and applications that depend on it to compile against version 35 or later"),
        ("say", "This is the compileSdk floor of a dependency, not licences; raising compileSdk to 35."),
        ("edit", f"{FL}/android/app/build.gradle", "compileSdk 34", "compileSdk 35"),
    ], [("t7-android-licences", NEITHER, "another Gradle failure (AAR metadata), not licences")])
    later("l-lic-4", FL, "2026-10-25T10:00:00Z", [
        ("user", "translate the empty state text to Catalan"),
        ("edit", f"{FL}/lib/l10n/app_ca.arb", "\"emptyState\": \"\"", "\"emptyState\": \"Encara no hi ha receptes\""),
        ok("flutter gen-l10n && flutter test test/l10n_test.dart", "00:02 +3: All tests passed!"),
    ], [("t7-android-licences", NEITHER, "localisation work only, no Android build")])


AN = "/home/ops/infra"
HOSTKEY = ("fatal: [web3.lan]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via "
           "ssh: Host key verification failed.\", \"unreachable\": true}")


def _ansible() -> None:
    source("s-hostkey", AN, "2026-10-15T09:00:00Z", [
        ("user", "add web3 to the web group and run the site playbook on it"),
        ("edit", f"{AN}/inventory/hosts.ini", "[web]\nweb1.lan\nweb2.lan", "[web]\nweb1.lan\nweb2.lan\nweb3.lan"),
        err("ansible-playbook -i inventory/hosts.ini site.yml --limit web3.lan", "PLAY [web] ****\n\n"
            "TASK [Gathering Facts] ****\n" + HOSTKEY),
        ("say", "web3 is new, so its host key is not in known_hosts and ssh refuses non-interactively. Adding it."),
        ok("ssh-keyscan -H web3.lan >> ~/.ssh/known_hosts", "# web3.lan:22 SSH-2.0-OpenSSH_9.6"),
        ok("ansible-playbook -i inventory/hosts.ini site.yml --limit web3.lan", "PLAY RECAP ****\n"
           "web3.lan : ok=24 changed=11 unreachable=0 failed=0"),
    ])
    lesson("t7-ansible-hostkey", "s-hostkey", "en", "project", "tool_quirk",
           title="A new inventory host is UNREACHABLE until its key is in known_hosts",
           symptom="The play stops at Gathering Facts with `UNREACHABLE!` and `Host key verification failed.`",
           trap="Adding a freshly built host to the inventory and running a playbook against it.",
           cause="ssh cannot ask to accept the unknown key when Ansible drives it, so it refuses the connection.",
           workaround="Scan the key first: ssh-keyscan -H <host> >> ~/.ssh/known_hosts, then run the playbook.",
           evidence="`Host key verification failed.` for web3.lan → `ssh-keyscan -H web3.lan >> ~/.ssh/known_hosts`"
                    " → `unreachable=0 failed=0`.")


def _ansible_later() -> None:
    later("l-hk-1", AN, "2026-10-19T08:00:00Z", [
        ("user", "bring the new db2 host under the db role"),
        ("edit", f"{AN}/inventory/hosts.ini", "[db]\ndb1.lan", "[db]\ndb1.lan\ndb2.lan"),
        err("ansible-playbook -i inventory/hosts.ini db.yml -l db2.lan", "TASK [Gathering Facts] ****\n"
            + HOSTKEY.replace("web3.lan", "db2.lan")),
        ok("ssh-keyscan -H db2.lan >> ~/.ssh/known_hosts && ansible-playbook -i inventory/hosts.ini db.yml -l db2.lan",
           "db2.lan : ok=31 changed=19 unreachable=0 failed=0"),
    ], [("t7-ansible-hostkey", RECURRED, "new host db2 unreachable with host key verification failed")])
    later("l-hk-2", AN, "2026-10-21T08:30:00Z", [
        ("user", "add web4 and web5 and deploy them"),
        ("edit", f"{AN}/inventory/hosts.ini", "web3.lan\n", "web3.lan\nweb4.lan\nweb5.lan\n"),
        ok("for h in web4.lan web5.lan; do ssh-keyscan -H $h >> ~/.ssh/known_hosts; done", "# web4.lan:22 SSH-2.0-OpenSSH_9.6\n"
           "# web5.lan:22 SSH-2.0-OpenSSH_9.6"),
        ok("ansible-playbook -i inventory/hosts.ini site.yml -l 'web4.lan,web5.lan'", "web4.lan : ok=24 changed=11 "
           "unreachable=0 failed=0\nweb5.lan : ok=24 changed=11 unreachable=0 failed=0"),
        ok("ansible-lint site.yml", "Passed: 0 failure(s), 0 warning(s)"),
    ], [("t7-ansible-hostkey", APPLIED, "keys scanned for the new hosts before the playbook")])
    later("l-hk-3", AN, "2026-10-23T13:00:00Z", [
        ("user", "run the patch playbook on the web group"),
        err("ansible-playbook -i inventory/hosts.ini patch.yml -l web", "fatal: [web2.lan]: UNREACHABLE! => "
            "{\"changed\": false, \"msg\": \"Failed to connect to the host via ssh: ops@web2.lan: Permission denied "
            "(publickey).\", \"unreachable\": true}"),
        ("say", "web2 rejects our key (it was rebuilt without the ops authorized_keys); that needs the console."),
    ], [("t7-ansible-hostkey", NEITHER, "UNREACHABLE from a rejected public key, not an unknown host key")])
    later("l-hk-0", AN, "2026-10-08T09:00:00Z", [
        ("user", "deploy to the new web2"),
        err("ansible-playbook -i inventory/hosts.ini site.yml -l web2.lan", HOSTKEY.replace("web3.lan", "web2.lan")),
    ], [("t7-ansible-hostkey", NEITHER, "dated before the lesson's source session")])


YP = "/home/dev/atlas-web"
PNP = ("Error: Your application tried to access lodash, but it isn't declared in your dependencies; this makes the "
       "require call ambiguous and unsound.\n\nRequired package: lodash\nRequired by: /home/dev/atlas-web/src/")


def _pnp() -> None:
    source("s-pnp", YP, "2026-10-16T10:00:00Z", [
        ("user", "add debounce to the search box and run the tests"),
        ("edit", f"{YP}/src/search.js", "import { fetchResults } from './api';",
         "import { fetchResults } from './api';\nimport debounce from 'lodash/debounce';"),
        ok("yarn why lodash", "└ @storybook/addon-actions@npm:7.6.17\n   └ lodash@npm:4.17.21"),
        err("yarn test src/search.test.js", "FAIL src/search.test.js\n  ● Test suite failed to run\n\n    " + PNP),
        ("say", "Under Yarn PnP a package may only require what it declares; lodash only came in through storybook."),
        ok("yarn add lodash", "➤ YN0000: · Done with warnings in 2s 114ms"),
        ok("yarn test src/search.test.js", "PASS src/search.test.js\nTests:       4 passed, 4 total"),
    ])
    lesson("t7-yarn-pnp-undeclared", "s-pnp", "en", "project", "tool_quirk",
           title="Yarn PnP refuses imports of packages that are only transitive",
           symptom="Tests fail with `Your application tried to access lodash, but it isn't declared in your "
                   "dependencies`.",
           trap="Importing a package that is in the tree only as someone else's dependency (yarn why finds it).",
           cause="Plug'n'Play resolves only declared dependencies; there is no node_modules to fall through to.",
           workaround="Declare it before importing it: yarn add <package>.",
           evidence="`tried to access lodash, but it isn't declared in your dependencies` → `yarn add lodash` → "
                    "`4 passed, 4 total`.")


def _pnp_later() -> None:
    later("l-pnp-1", YP, "2026-10-20T11:00:00Z", [
        ("user", "format the report dates with dayjs"),
        ok("yarn why dayjs", "└ @mui/x-date-pickers@npm:6.19.0\n   └ dayjs@npm:1.11.10"),
        err("yarn test src/report", "FAIL src/report/dates.test.js\n  ● Test suite failed to run\n\n    Error: Your "
            "application tried to access dayjs, but it isn't declared in your dependencies; this makes the require "
            "call ambiguous and unsound.\n\nRequired package: dayjs"),
        ok("yarn add dayjs && yarn test src/report", "Tests:       6 passed, 6 total"),
    ], [("t7-yarn-pnp-undeclared", RECURRED, "undeclared dayjs import hit the same PnP error")])
    later("l-pnp-2", YP, "2026-10-22T09:30:00Z", [
        ("user", "use clsx for the button classes"),
        ok("yarn why clsx", "└ @mui/material@npm:5.15.14\n   └ clsx@npm:2.1.0"),
        ok("yarn add clsx", "➤ YN0000: · Done in 1s 902ms"),
        ("edit", f"{YP}/src/Button.jsx", "className={'btn ' + kind}", "className={clsx('btn', kind)}"),
        ok("yarn test src/Button.test.jsx", "Tests:       3 passed, 3 total"),
    ], [("t7-yarn-pnp-undeclared", APPLIED, "clsx, only transitive (yarn why), declared with yarn add before the import")])
    later("l-pnp-3", YP, "2026-10-24T14:00:00Z", [
        ("user", "add the date-fns helper"),
        err("yarn add date-fn", "➤ YN0035: │ date-fn@npm:unknown: Package not found\n➤ YN0035: │   Response Code: 404 (Not Found)"),
        ok("yarn add date-fns", "➤ YN0000: · Done in 2s 40ms"),
    ], [("t7-yarn-pnp-undeclared", NEITHER, "a 404 for a misspelt package; no transitive-only import, no PnP "
                                            "access error")])
    later("l-pnp-4", YP, "2026-10-25T16:00:00Z", [
        ("user", "fix the flaky search test timeout"),
        ("edit", f"{YP}/src/search.test.js", "jest.advanceTimersByTime(200)", "jest.advanceTimersByTime(350)"),
        ok("yarn test src/search.test.js", "Tests:       4 passed, 4 total"),
    ], [("t7-yarn-pnp-undeclared", NEITHER, "test timing change only")])


TX = "/home/dev/geo-tiles"
TOXERR = ("py311: commands[0]> pytest -q\nImportError while loading conftest '/home/dev/geo-tiles/tests/conftest.py'.\n"
          "tests/conftest.py:3: in <module>\n    import shapely\nE   ModuleNotFoundError: No module named 'shapely'\n"
          "  py311: FAIL code 4")


def _tox() -> None:
    source("s-tox", TX, "2026-10-17T08:00:00Z", [
        ("user", "I added shapely to the deps; run the tox suite"),
        ok("grep -n shapely pyproject.toml", "14:    \"shapely>=2.0\","),
        err("tox -e py311", TOXERR),
        ("say", "tox reused the py311 env made before shapely was a dependency; it does not reinstall on a changed "
                "pyproject. Recreating it."),
        ok("tox -r -e py311", "py311: install_deps> python -I -m pip install shapely>=2.0 ...\n"
           "py311: commands[0]> pytest -q\n52 passed in 4.31s\n  py311: OK"),
    ])
    lesson("t7-tox-recreate", "s-tox", "en", "project", "tool_quirk",
           title="tox keeps an old env after a dependency is added",
           symptom="`tox -e py311` fails with `ModuleNotFoundError` for a package that is in pyproject.toml.",
           trap="Adding a dependency and rerunning an existing tox environment.",
           cause="tox reuses the env it already built and does not notice the new dependency.",
           workaround="Recreate the environment once after changing dependencies: tox -r -e <env> (--recreate).",
           evidence="`No module named 'shapely'` with `py311: FAIL code 4`; `tox -r -e py311` gave `52 passed`.")


def _tox_later() -> None:
    later("l-tox-1", TX, "2026-10-21T08:00:00Z", [
        ("user", "add pyproj, use it for the reprojection, run py312 too"),
        ("edit", f"{TX}/pyproject.toml", "    \"shapely>=2.0\",", "    \"shapely>=2.0\",\n    \"pyproj>=3.6\","),
        ok("tox --recreate -e py311,py312", "py311: OK\npy312: OK\n  congratulations :)"),
    ], [("t7-tox-recreate", APPLIED, "tox --recreate right after adding pyproj, before any failure")])
    later("l-tox-2", TX, "2026-10-23T10:00:00Z", [
        ("user", "switch the tile cache to diskcache"),
        ("edit", f"{TX}/pyproject.toml", "    \"pyproj>=3.6\",", "    \"pyproj>=3.6\",\n    \"diskcache>=5.6\","),
        ("edit", f"{TX}/geo_tiles/cache.py", "from functools import lru_cache", "import diskcache"),
        err("tox -e py312", "py312: commands[0]> pytest -q\nE   ModuleNotFoundError: No module named 'diskcache'\n"
            "  py312: FAIL code 4"),
        ok("tox -r -e py312", "py312: OK"),
    ], [("t7-tox-recreate", RECURRED, "the py312 env missed the new diskcache until it was recreated")])
    later("l-tox-3", TX, "2026-10-24T15:00:00Z", [
        ("user", "the bbox test fails, fix it"),
        err("tox -e py311 -- tests/test_bbox.py", "E   assert (0.0, 0.0, 10.0, 10.0) == (0.0, 0.0, 10.0, 9.99)\n"
            "  py311: FAIL code 1"),
        ("edit", f"{TX}/geo_tiles/bbox.py", "round(y, 2)", "round(y, 6)"),
        ok("tox -e py311 -- tests/test_bbox.py", "3 passed\n  py311: OK"),
    ], [("t7-tox-recreate", NEITHER, "an assertion failure in tox, not a missing module")])
    later("l-tox-0", TX, "2026-10-10T08:00:00Z", [
        ("user", "run tox after adding rasterio"),
        err("tox -e py311", TOXERR.replace("shapely", "rasterio")),
    ], [("t7-tox-recreate", NEITHER, "dated before the lesson's source session")])



def _more_later() -> None:
    """A second round on four lessons: recurrences under other names, one fix in another spelling."""
    later("l-safe-5", "/srv/deploy-tools", "2026-10-26T07:30:00Z", [
        ("user", "run the changelog script inside the release container"),
        ok("ls scripts", "changelog.sh\nrollout.sh"),
        err("docker run --rm -v /srv/deploy-tools:/repo -w /repo release-tools:1 ./scripts/changelog.sh v2.15.0",
            "fatal: detected dubious ownership in repository at '/repo'\nTo add an exception for this directory, "
            "call:\n\n\tgit config --global --add safe.directory /repo"),
        ok("docker run --rm -v /srv/deploy-tools:/repo -w /repo release-tools:1 sh -c 'git config --global --add "
           "safe.directory /repo && ./scripts/changelog.sh v2.15.0'", "## v2.15.0\n- rollout: canary step"),
    ], [("t7-safe-directory", RECURRED, "dubious ownership again at /repo inside the container, fixed afterwards")])
    later("l-pnp-5", "/home/dev/atlas-web", "2026-10-27T10:00:00Z", [
        ("user", "write a seed script that creates demo users with uuids"),
        ("write", "/home/dev/atlas-web/scripts/seed.js", "const { v4 } = require('uuid');\nconsole.log(v4());\n"),
        err("yarn node scripts/seed.js", "Error: Your application tried to access uuid, but it isn't declared in "
            "your dependencies; this makes the require call ambiguous and unsound.\n\nRequired package: uuid"),
        ok("yarn add -D uuid && yarn node scripts/seed.js", "3b1f8e2c-9a4d-4c1e-8f00-2d5b7a9c6e11"),
    ], [("t7-yarn-pnp-undeclared", RECURRED, "undeclared uuid required by a new script: the same PnP error")])
    later("l-nginx-5", "/home/ops/edge-proxy", "2026-10-27T06:15:00Z", [
        ("user", "add a rate limit zone for the login endpoint"),
        ("edit", "/etc/nginx/conf.d/ratelimit.conf", "limit_req_zone $binary_remote_addr zone=api:10m rate=20r/s;",
         "limit_req_zone $binary_remote_addr zone=api:10m rate=20r/s;\nlimit_req_zone $binary_remote_addr zone=login rate=5r/m;"),
        err("sudo service nginx restart", JOB),
        ok("sudo nginx -t", "nginx: [emerg] invalid zone size \"zone=login\" in /etc/nginx/conf.d/ratelimit.conf:2"),
        ("edit", "/etc/nginx/conf.d/ratelimit.conf", "zone=login rate", "zone=login:1m rate"),
        ok("sudo nginx -t && sudo service nginx restart", "test is successful"),
    ], [("t7-nginx-test-first", RECURRED, "restart through service on an untested config failed again")])
    later("l-tox-4", "/home/dev/geo-tiles", "2026-10-27T09:00:00Z", [
        ("user", "add the sphinx autodoc typehints extension to the docs build"),
        ("edit", "/home/dev/geo-tiles/docs/requirements.txt", "sphinx>=7", "sphinx>=7\nsphinx-autodoc-typehints>=2.0"),
        ok("tox -e docs --recreate", "docs: install_deps> python -I -m pip install -r docs/requirements.txt\n"
           "build succeeded.\n  docs: OK"),
    ], [("t7-tox-recreate", APPLIED, "the docs env recreated (--recreate after -e) right after the new requirement")])
    later("l-dj-6", "/home/dev/intranet", "2026-10-27T13:00:00Z", [
        ("user", "merge main into the leave-requests branch of the intranet and migrate"),
        ok("git merge origin/main", "Merge made by the 'ort' strategy."),
        err("python manage.py migrate", "CommandError: Conflicting migrations detected; multiple leaf nodes in the "
            "migration graph: (0009_leave_half_day, 0009_leave_approver in leave).\nTo fix them run "
            "'python manage.py makemigrations --merge'"),
        ok("python manage.py makemigrations --merge --noinput && python manage.py migrate",
           "Created new merge migration /home/dev/intranet/leave/migrations/0010_merge_20261027_1301.py"),
    ], [("t7-django-merge", RECURRED, "conflicting leaves in another Django project (another folder)")],
        branch="leave-requests")


def build_third_part() -> None:
    _nginx()
    _nginx_later()
    _flutter()
    _flutter_later()
    _ansible()
    _ansible_later()
    _pnp()
    _pnp_later()
    _tox()
    _tox_later()
    _more_later()
