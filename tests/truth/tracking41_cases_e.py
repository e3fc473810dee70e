"""Cases of the forty-first tracking corpus, part e: pytest's import file mismatch for same-named test modules in a
monorepo (--import-mode=importlib), a Java 17 jar on a Java 11 runtime (UnsupportedClassVersionError), and nginx's
413 for uploads over client_max_body_size. The rules are in tracking41_cases.py."""
from __future__ import annotations

from tests.truth.tracking41_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- pytest's import file mismatch ----------------------------------------------------------------------------


def mismatch(name: str, first: str, second: str, rel: str) -> str:
    return ("==================================== ERRORS ====================================\n"
            f"_________________ ERROR collecting {rel} _________________\nimport file mismatch:\n"
            f"imported module '{name}' has this __file__ attribute:\n  {first}\nwhich is not the same as the test "
            f"file we want to collect:\n  {second}\nHINT: remove __pycache__ / .pyc files and/or use a unique basename"
            " for your test file modules\n"
            "=========================== short test summary info ============================\n"
            f"ERROR {rel}\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n")


def pytest_mismatch() -> None:
    lid = "t41-pytest-import-mismatch"
    T.source("s-pytest-import-mismatch", "/home/ines/mono", "2025-06-04T08:00:00Z", "chore/collect-all",
             user("Run the whole monorepo test suite from the root instead of service by service."),
             err("python -m pytest -q services/", mismatch("test_models", "/home/ines/mono/services/auth/tests/"
                 "test_models.py", "/home/ines/mono/services/billing/tests/test_models.py",
                 "services/billing/tests/test_models.py"), 2),
             ok("ls services/*/tests/__init__.py 2>/dev/null | wc -l; ls services/*/tests/test_models.py",
                "0\nservices/auth/tests/test_models.py\nservices/billing/tests/test_models.py\n"),
             say("The test dirs are not packages, so pytest's default prepend import mode imports both files as the "
                 "top-level module test_models. importlib mode imports each by path."),
             ok("python -m pytest -q --import-mode=importlib services/", "........................................"
                "........ [100%]\n212 passed in 6.84s\n"))
    T.lesson(lid, "project", "en", "s-pytest-import-mismatch", "test_strategy",
             "pytest from the monorepo root: same-named test files in different services collide",
             "`python -m pytest -q services/` stops during collection with import file mismatch: imported module "
             "'test_models' has this __file__ attribute … which is not the same as the test file we want to collect.",
             "The HINT suggests deleting __pycache__, which changes nothing; each service passes when run alone.",
             "The tests directories have no __init__.py, and the default prepend import mode imports every test file "
             "as a top-level module by its basename, so services/auth and services/billing both claim test_models.",
             "Collect with `--import-mode=importlib` (on the command line, or in addopts under "
             "[tool.pytest.ini_options] / pytest.ini), so each file is imported by its path.",
             ["`python -m pytest -q services/` failed: `import file mismatch:` and `imported module 'test_models' has "
              "this __file__ attribute:`",
              "`python -m pytest -q --import-mode=importlib services/` passed: `212 passed in 6.84s`"])
    T.later("l-imp-pyproject", "/home/ines/mono", "2025-06-18T09:30:00Z", "chore/pytest-config",
            user("Make the root test run work without anyone remembering flags: put it in the pytest config."),
            read("/home/ines/mono/pyproject.toml", "[tool.pytest.ini_options]\ntestpaths = [\"services\"]\n"),
            edit("/home/ines/mono/pyproject.toml", "testpaths = [\"services\"]\n",
                 "testpaths = [\"services\"]\naddopts = \"--import-mode=importlib\"\n"),
            ok("python -m pytest -q", "................................................ [100%]\n219 passed in "
               "7.02s\n"))
    T.pair(lid, "l-imp-pyproject", "applied", "--import-mode=importlib put in addopts in pyproject before pytest, "
           "which passes; no mismatch first")
    T.later("l-imp-make", "/home/ines/platform", "2025-07-09T13:00:00Z", "main",
            user("Run the platform repo's tests the usual way."),
            read("/home/ines/platform/Makefile", "PYTHON ?= python\n\ntest:\n\t$(PYTHON) -m pytest -q "
                 "--import-mode=importlib packages/\n"),
            ok("make test", "python -m pytest -q --import-mode=importlib packages/\n.............................. "
               "[100%]\n88 passed in 2.95s\n"))
    T.pair(lid, "l-imp-make", "applied", "the make target runs pytest with --import-mode=importlib and passes")
    T.later("l-imp-recur", "/home/ines/tools-mono", "2025-07-23T10:15:00Z", "feat/root-ci",
            user("tools-mono: run every package's tests in one go from the root."),
            err("pytest packages/", mismatch("test_api", "/home/ines/tools-mono/packages/cli/tests/test_api.py",
                "/home/ines/tools-mono/packages/server/tests/test_api.py", "packages/server/tests/test_api.py"), 2),
            ok("pytest --import-mode=importlib packages/", "............................ [100%]\n57 passed in "
               "1.88s\n"))
    T.pair(lid, "l-imp-recur", "recurred", "two test_api.py files collide with import file mismatch before "
           "--import-mode=importlib is used")
    T.later("l-imp-ci", "/home/ines/mono", "2025-08-07T07:45:00Z", "feat/ledger-svc",
            user("CI fails after I added the ledger service. Run scripts/ci-test.sh."),
            err("./scripts/ci-test.sh", "+ python -m pytest -q -p no:cacheprovider services/auth services/ledger\n" +
                mismatch("test_handlers", "/home/ines/mono/services/auth/tests/test_handlers.py",
                         "/home/ines/mono/services/ledger/tests/test_handlers.py",
                         "services/ledger/tests/test_handlers.py"), 2),
            ok("touch services/auth/tests/__init__.py services/ledger/tests/__init__.py && ./scripts/ci-test.sh",
               "+ python -m pytest -q -p no:cacheprovider services/auth services/ledger\n.......... [100%]\n64 passed"
               " in 1.40s\n"))
    T.pair(lid, "l-imp-ci", "recurred", "the CI script's pytest hits import file mismatch for test_handlers.py in two "
           "services; the later __init__.py fix does not undo it")
    T.later("l-imp-stale", "/home/ines/tool", "2025-06-26T15:00:00Z", "main",
            user("I ran the tests inside the dev container earlier; now on the host pytest is broken. Look."),
            err("python -m pytest -q tests/", mismatch("test_cli", "/app/tests/test_cli.py", "/home/ines/tool/tests/"
                "test_cli.py", "tests/test_cli.py"), 2),
            say("Same file, two paths: the __pycache__ written in the container (mounted at /app) is stale here."),
            ok("find . -name __pycache__ -type d -exec rm -rf {} + && python -m pytest -q tests/",
               "........ [100%]\n31 passed in 0.92s\n"))
    T.pair(lid, "l-imp-stale", "neither", "the mismatch comes from a stale container __pycache__ for one file, "
           "another cause; fixed by removing it")
    T.later("l-imp-cov", "/home/ines/tool", "2025-07-16T11:00:00Z", "chore/coverage",
            user("Give me a coverage number for the tool package."),
            err("python -m pytest -q --cov=tool --cov-report=term tests/", "ERROR: usage: pytest [options] "
                "[file_or_dir] [file_or_dir] [...]\npytest: error: unrecognized arguments: --cov=tool "
                "--cov-report=term\n  inifile: /home/ines/tool/pyproject.toml\n  rootdir: /home/ines/tool\n", 4),
            ok("pip install -q pytest-cov && python -m pytest -q --cov=tool --cov-report=term tests/",
               "TOTAL                           812     97    88%\n31 passed in 1.77s\n"))
    T.pair(lid, "l-imp-cov", "neither", "a different pytest error (unrecognized --cov arguments) in a single-package "
           "repo; no import file mismatch and no import mode")
    T.later("l-imp-before", "/home/ines/mono", "2025-05-12T08:00:00Z", "main",
            user("Try running all services' tests from the root."),
            err("python -m pytest -q services/", mismatch("test_models", "/home/ines/mono/services/auth/tests/"
                "test_models.py", "/home/ines/mono/services/billing/tests/test_models.py",
                "services/billing/tests/test_models.py"), 2),
            say("Two test_models.py files collide. Let's keep running per service for now."))
    T.pair(lid, "l-imp-before", "neither", "dated before the lesson's source session")


# --- a Java 17 jar on a Java 11 runtime ------------------------------------------------------------------

def ucve(cls: str, ver: str, loader: bool = True) -> str:
    head = f"Error: LinkageError occurred while loading main class {cls.replace('/', '.')}\n\t" if loader else ""
    return (f"{head}java.lang.UnsupportedClassVersionError: {cls} has been compiled by a more recent version of the "
            f"Java Runtime (class file version {ver}), this version of the Java Runtime only recognizes class file "
            "versions up to 55.0\n")


def java_classver() -> None:
    lid = "t41-java-class-version"
    launcher = "org/springframework/boot/loader/launch/JarLauncher"
    T.source("s-java-class-version", "/home/tom/svc/ledger", "2025-06-06T13:00:00Z", "main",
             user("Smoke-test the ledger fat jar on this box before we ship it."),
             ok("ls build/libs", "ledger-2.0.0.jar\n"),
             err("java -jar build/libs/ledger-2.0.0.jar --version", ucve(launcher, "61.0")),
             ok("java -version 2>&1; ls /usr/lib/jvm", "openjdk version \"11.0.23\" 2024-04-16\nOpenJDK Runtime "
                "Environment (build 11.0.23+9-post-Ubuntu-1ubuntu122.04.1)\nOpenJDK 64-Bit Server VM (build 11.0.23+9"
                "-post-Ubuntu-1ubuntu122.04.1, mixed mode, sharing)\njava-1.11.0-openjdk-amd64\njava-1.17.0-openjdk-"
                "amd64\njava-11-openjdk-amd64\njava-17-openjdk-amd64\n"),
             say("The jar targets Java 17 (class file 61) but the default java is 11. JDK 17 is installed."),
             ok("/usr/lib/jvm/java-17-openjdk-amd64/bin/java -jar build/libs/ledger-2.0.0.jar --version",
                "ledger 2.0.0 (build 417, Spring Boot 3.2.5)\n"))
    T.lesson(lid, "global", "en", "s-java-class-version", "env_setup",
             "A Java 17 jar started with the host's default Java 11",
             "`java -jar build/libs/ledger-2.0.0.jar` fails with java.lang.UnsupportedClassVersionError: … has been "
             "compiled by a more recent version of the Java Runtime (class file version 61.0), this version of the "
             "Java Runtime only recognizes class file versions up to 55.0.",
             "The build passed with Gradle's JDK 17 toolchain, so the jar looks fine; the plain `java` on PATH is a "
             "different, older runtime.",
             "The default java (update-alternatives) is OpenJDK 11 (class file 55); the jar was compiled for 17 (61).",
             "Run it with a Java 17+ runtime: the JDK 17 java by full path, JAVA_HOME/PATH pointing at a 17+ JDK, "
             "`sudo update-alternatives --set java /usr/lib/jvm/java-17-openjdk-amd64/bin/java`, or a 17+ runtime "
             "image in containers.",
             ["`java -jar build/libs/ledger-2.0.0.jar --version` failed: `(class file version 61.0), this version of "
              "the Java Runtime only recognizes class file versions up to 55.0`",
              "`java -version` showed `openjdk version \"11.0.23\" 2024-04-16`",
              "`/usr/lib/jvm/java-17-openjdk-amd64/bin/java -jar build/libs/ledger-2.0.0.jar --version` printed "
              "`ledger 2.0.0 (build 417, Spring Boot 3.2.5)`"])
    T.later("l-jv-alt", "/home/tom/svc/ingest", "2025-06-20T10:00:00Z", "main",
            user("This box should default to Java 17 from now on. Then run ingest's help."),
            ok("sudo update-alternatives --set java /usr/lib/jvm/java-17-openjdk-amd64/bin/java && java -jar "
               "target/ingest-1.4.0.jar --help", "update-alternatives: using /usr/lib/jvm/java-17-openjdk-amd64/bin/"
               "java to provide /usr/bin/java (java) in manual mode\nUsage: ingest [--source=<uri>] [--dry-run]\n"))
    T.pair(lid, "l-jv-alt", "applied", "update-alternatives switches java to 17 before the jar runs, which passes; no "
           "class version error first")
    T.later("l-jv-fish", "/home/tom/svc/ledger", "2025-07-11T08:30:00Z", "release/2.1",
            user("Check the 2.1 jar's version string. I use fish; keep JDK 21 for this one."),
            ok("fish -c 'set -x JAVA_HOME /usr/lib/jvm/java-21-openjdk-amd64; set -x PATH $JAVA_HOME/bin $PATH; "
               "java -jar build/libs/ledger-2.1.0.jar --version'", "ledger 2.1.0 (build 452, Spring Boot 3.3.1)\n"))
    T.pair(lid, "l-jv-fish", "applied", "JAVA_HOME and PATH set to a JDK 21 (17+) in fish before java -jar, which "
           "passes")
    T.later("l-jv-docker", "/home/tom/svc/ledger", "2025-07-24T12:00:00Z", "release/2.1",
            user("Run the 2.1 jar in the same base image prod uses, just to be sure."),
            err("docker run --rm -v $PWD/build/libs:/app eclipse-temurin:11-jre java -jar /app/ledger-2.1.0.jar "
                "--version", ucve(launcher, "65.0")),
            ok("docker run --rm -v $PWD/build/libs:/app eclipse-temurin:21-jre java -jar /app/ledger-2.1.0.jar "
               "--version", "ledger 2.1.0 (build 452, Spring Boot 3.3.1)\n"))
    T.pair(lid, "l-jv-docker", "recurred", "the jar fails with UnsupportedClassVersionError on the temurin 11 image "
           "before a newer runtime image is used")
    T.later("l-jv-ssh", "/home/tom/svc/ledger", "2025-08-15T06:20:00Z", "main",
            user("What version is deployed on app3? Ask the jar."),
            err("ssh app3 'java -jar /opt/ledger/ledger.jar --version'", ucve(launcher, "61.0")),
            say("app3's default java is still 11; the deployed jar needs 17. The systemd unit uses a full path to "
                "JDK 17, so the service itself is fine; only the plain java call fails."))
    T.pair(lid, "l-jv-ssh", "recurred", "java -jar on app3 fails with class file version 61.0 vs up to 55.0")
    T.later("l-jv-javac", "/home/tom/tools/csvtool", "2025-06-27T09:00:00Z", "main",
            user("Compile csvtool for Java 17."),
            err("javac --release 17 -d out $(find src -name '*.java')", "error: release version 17 not supported\n"
                "Usage: javac <options> <source files>\nuse --help for a list of possible options\n", 2),
            ok("/usr/lib/jvm/java-17-openjdk-amd64/bin/javac --release 17 -d out $(find src -name '*.java')", ""))
    T.pair(lid, "l-jv-javac", "neither", "a different error (javac 11 cannot target release 17) at compile time, "
           "not running a jar")
    T.later("l-jv-cnf", "/home/tom/svc/ledger", "2025-07-30T14:00:00Z", "feat/cli",
            user("Run the new admin tool class from the jar."),
            ok("java -version 2>&1 | head -1", "openjdk version \"17.0.11\" 2024-04-16\n"),
            err("java -cp build/libs/ledger-2.1.0.jar com.acme.ledger.Tool", "Error: Could not find or load main "
                "class com.acme.ledger.Tool\nCaused by: java.lang.ClassNotFoundException: com.acme.ledger.Tool\n"),
            ok("java -cp build/libs/ledger-2.1.0.jar -Dloader.main=com.acme.ledger.admin.Tool "
               "org.springframework.boot.loader.launch.PropertiesLauncher --help", "Usage: tool <command>\n"))
    T.pair(lid, "l-jv-cnf", "neither", "a different java error (ClassNotFoundException) on a Java 17 "
           "runtime; no class version error")


# --- nginx's 413 over client_max_body_size -----------------------------------------------------------------

def e413(server: str) -> str:
    return ("<html>\n<head><title>413 Request Entity Too Large</title></head>\n<body>\n<center><h1>413 Request Entity"
            f" Too Large</h1></center>\n<hr><center>{server}</center>\n</body>\n</html>\n")


NGX_T = ("nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file "
         "/etc/nginx/nginx.conf test is successful\n")


def nginx_413() -> None:
    lid = "t41-nginx-413-body-size"
    up = "curl -sS -f -F 'file=@/srv/exports/q2-export.zip' https://files.internal.acme.dev/upload"
    T.source("s-nginx-413-body-size", "/home/eva/ops/files-gw", "2025-06-09T09:00:00Z", "main",
             user("Uploading the 60 MB Q2 export to files.internal fails and the upload service logs nothing. Look."),
             err(up, "curl: (22) The requested URL returned error: 413\n", 22),
             ok(up.replace(" -f", ""), e413("nginx/1.24.0 (Ubuntu)")),
             ok("grep -rn client_max_body_size /etc/nginx/ || echo 'not set'", "not set\n"),
             say("nginx answers 413 itself before proxying: its default client_max_body_size is 1m."),
             edit("/etc/nginx/sites-available/files.conf", "    location /upload {\n",
                  "    location /upload {\n        client_max_body_size 200m;\n"),
             ok("sudo nginx -t && sudo systemctl reload nginx", NGX_T),
             ok(up, "{\"id\":\"up_7f3a91\",\"bytes\":62914560}\n"))
    T.lesson(lid, "global", "en", "s-nginx-413-body-size", "tool_quirk",
             "nginx rejects uploads above its 1 MB default body size with 413",
             "A 60 MB upload through nginx fails: curl reports The requested URL returned error: 413 and the body is "
             "nginx's 413 Request Entity Too Large page; the upstream app logs nothing.",
             "The app has its own upload limits, so it is looked at first; the request never reaches it.",
             "nginx's client_max_body_size defaults to 1m and was not set anywhere in /etc/nginx.",
             "Set `client_max_body_size 200m;` (or the size needed) in the server or location block that takes the "
             "upload, check with `nginx -t`, and reload nginx.",
             ["the upload failed: `curl: (22) The requested URL returned error: 413` and "
              "`<head><title>413 Request Entity Too Large</title></head>`",
              "`client_max_body_size 200m;` added, `sudo nginx -t && sudo systemctl reload nginx`, then the upload "
              "returned `{\"id\":\"up_7f3a91\",\"bytes\":62914560}`"])
    T.later("l-413-compose", "/home/eva/apps/media-hub", "2025-06-23T10:00:00Z", "feat/video-upload",
            user("Video uploads up to 400 MB are coming; make the proxy in our compose stack accept them and test "
                 "with the sample."),
            write("/home/eva/apps/media-hub/proxy/default.conf", "server {\n    listen 80;\n    client_max_body_size "
                  "500m;\n    location / {\n        proxy_pass http://app:8000;\n    }\n}\n"),
            ok("docker compose restart proxy && curl -sS -f -F 'file=@samples/big.mp4' http://localhost:8080/videos",
               " Container media-hub-proxy-1  Restarting\n Container media-hub-proxy-1  Started\n"
               "{\"video\":\"v_31c9\",\"size\":398458880}\n"))
    T.pair(lid, "l-413-compose", "applied", "client_max_body_size 500m written into the proxy's config and loaded "
           "before the upload, which passes; no 413 first")
    T.later("l-413-ssh", "/home/eva/ops/web", "2025-07-14T08:00:00Z", "main",
            user("The media vhost on web-2 will take 80 MB uploads from next week. Raise its limit now."),
            ok("ssh web-2 \"sudo sed -i '/server_name media.acme.dev;/a \\    client_max_body_size 100m;' "
               "/etc/nginx/sites-available/media.conf && sudo nginx -t && sudo systemctl reload nginx\"", NGX_T),
            ok("curl -sS -f -F 'file=@/tmp/80mb.bin' https://media.acme.dev/upload", "{\"ok\":true}\n"))
    T.pair(lid, "l-413-ssh", "applied", "client_max_body_size added over ssh and nginx reloaded before the upload, "
           "which passes")
    T.later("l-413-recur", "/home/eva/ops/files-gw", "2025-07-28T11:00:00Z", "main",
            user("Upload the backup bundle to the archive vhost."),
            err("curl -sS -f -F 'file=@/srv/backup/bundle.tar' https://archive.internal.acme.dev/put",
                "curl: (22) The requested URL returned error: 413\n", 22),
            ok("curl -sS -F 'file=@/srv/backup/bundle.tar' https://archive.internal.acme.dev/put",
               e413("nginx/1.24.0 (Ubuntu)")),
            edit("/etc/nginx/sites-available/archive.conf", "    server_name archive.internal.acme.dev;\n",
                 "    server_name archive.internal.acme.dev;\n    client_max_body_size 2g;\n"))
    T.pair(lid, "l-413-recur", "recurred", "the upload to another nginx vhost gets nginx's 413 Request Entity Too "
           "Large before client_max_body_size is raised")
    T.later("l-413-git", "/home/eva/src/firmware-blobs", "2025-08-11T16:00:00Z", "main",
            user("Push the firmware repo to our Gitea over https."),
            err("git push origin main", "Enumerating objects: 214, done.\nWriting objects: 100% (214/214), 48.20 MiB |"
                " 21.3 MiB/s, done.\nerror: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413\n"
                "send-pack: unexpected disconnect while reading sideband packet\nfatal: the remote end hung up "
                "unexpectedly\nEverything up-to-date\n", 1),
            ok("curl -sI https://git.acme.dev/ | grep -i '^server'", "Server: nginx/1.22.1\n"),
            say("Gitea sits behind nginx, which caps request bodies; the push pack is 48 MB. The nginx config needs "
                "client_max_body_size raised on git.acme.dev."))
    T.pair(lid, "l-413-git", "recurred", "git push over https gets HTTP 413 from the nginx in front of Gitea")
    T.later("l-413-express", "/home/eva/apps/forms-api", "2025-06-30T13:00:00Z", "main",
            user("Posting a big JSON form gives 413 locally. There's no proxy in dev."),
            err("curl -sS -f -H 'Content-Type: application/json' --data @fixtures/big-form.json "
                "http://localhost:3000/forms", "curl: (22) The requested URL returned error: 413\n", 22),
            ok("curl -sS -i -H 'Content-Type: application/json' --data @fixtures/big-form.json "
               "http://localhost:3000/forms | head -5", "HTTP/1.1 413 Payload Too Large\nX-Powered-By: Express\n"
               "Content-Type: text/html; charset=utf-8\n\nPayloadTooLargeError: request entity too large\n"),
            edit("/home/eva/apps/forms-api/src/app.js", "app.use(express.json());",
                 "app.use(express.json({ limit: '5mb' }));"))
    T.pair(lid, "l-413-express", "neither", "the 413 comes from Express's body parser limit with no nginx, the same "
           "symptom from another cause")
    T.later("l-413-504", "/home/eva/ops/files-gw", "2025-07-07T10:00:00Z", "main",
            user("The 150 MB upload now fails differently. Check."),
            err("curl -sS -f -F 'file=@/srv/exports/full.zip' https://files.internal.acme.dev/upload",
                "curl: (22) The requested URL returned error: 504\n", 22),
            ok("sudo tail -1 /var/log/nginx/error.log", "2025/07/07 10:01:12 [error] 1123#1123: *5521 upstream timed "
               "out (110: Connection timed out) while reading response header from upstream, client: 10.0.3.9, "
               "server: files.internal.acme.dev, request: \"POST /upload HTTP/1.1\"\n"),
            edit("/etc/nginx/sites-available/files.conf", "        proxy_pass http://upload_backend;\n",
                 "        proxy_pass http://upload_backend;\n        proxy_read_timeout 300s;\n"))
    T.pair(lid, "l-413-504", "neither", "a different nginx error (504 upstream timed out); the body size limit is "
           "not hit and not changed")


FILLS = [pytest_mismatch, java_classver, nginx_413]
