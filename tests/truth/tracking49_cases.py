"""The case tables of the forty-ninth tracking corpus (written by build_tracking49.py), and its first cases:
Lombok older than 1.18.30 crashing javac on JDK 21 (a prose-only fix), asyncio.run() called where an event loop
is already running (a notebook cell, a FastAPI test; a prose-only fix), and apt stopped by "dpkg was
interrupted" (a Korean lesson). The other cases are in tracking49_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t49-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs

_QUALID = ("java.lang.NoSuchFieldError: Class com.sun.tools.javac.tree.JCTree$JCImport does not have member field "
           "'com.sun.tools.javac.tree.JCTree qualid'")


def _mvn_lombok(project: str, plugin: str = "3.11.0", files: int = 214) -> str:
    return (f"[INFO] --- compiler:{plugin}:compile (default-compile) @ {project} ---\n"
            "[INFO] Changes detected - recompiling the module! :source\n"
            f"[INFO] Compiling {files} source files with javac [debug release 21] to target/classes\n"
            "[INFO] ------------------------------------------------------------------------\n"
            "[INFO] BUILD FAILURE\n"
            "[INFO] ------------------------------------------------------------------------\n"
            f"[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:{plugin}:compile "
            f"(default-compile) on project {project}: Fatal error compiling: {_QUALID} -> [Help 1]")


def _gradle_lombok() -> str:
    return ("> Task :compileJava FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
            f"Execution failed for task ':compileJava'.\n> {_QUALID}\n\n* Try:\n"
            "> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 7s\n"
            "1 actionable task: 1 executed")


def lombok() -> None:
    T.source("s-lombok-jdk21", "/home/dana/src/billing-svc", "2025-03-04T09:12:00Z", "chore/jdk21",
             user("CI moved to Temurin 21 and `mvn package` now dies in the compiler. Can you get billing-svc "
                  "building on 21?"),
             err("mvn -B -DskipTests package", _mvn_lombok("billing-svc")),
             ok("java -version", 'openjdk version "21.0.2" 2024-01-16 LTS\nOpenJDK Runtime Environment '
                "Temurin-21.0.2+13 (build 21.0.2+13-LTS)\nOpenJDK 64-Bit Server VM Temurin-21.0.2+13 (build "
                "21.0.2+13-LTS, mixed mode, sharing)"),
             ok("mvn -B dependency:tree -Dincludes=org.projectlombok",
                "[INFO] com.acme:billing-svc:jar:2.4.0-SNAPSHOT\n"
                "[INFO] \\- org.projectlombok:lombok:jar:1.18.24:provided"),
             say("Lombok 1.18.24 patches javac internals that changed in JDK 21 (JCImport.qualid). Lombok supports "
                 "JDK 21 from 1.18.30, so the fix is the Lombok version, not the JDK or the compiler plugin."),
             edit("/home/dana/src/billing-svc/pom.xml", "<lombok.version>1.18.24</lombok.version>",
                  "<lombok.version>1.18.34</lombok.version>"),
             ok("mvn -B -DskipTests package",
                "[INFO] --- jar:3.3.0:jar (default-jar) @ billing-svc ---\n[INFO] Building jar: "
                "/home/dana/src/billing-svc/target/billing-svc-2.4.0-SNAPSHOT.jar\n"
                "[INFO] ------------------------------------------------------------------------\n"
                "[INFO] BUILD SUCCESS\n"
                "[INFO] ------------------------------------------------------------------------"))
    T.lesson("t49-lombok-jdk21", "global", "en", "s-lombok-jdk21", "build_config",
             "Lombok older than 1.18.30 crashes javac on JDK 21 with NoSuchFieldError JCImport qualid",
             "Compiling on JDK 21 fails at once with `Fatal error compiling: java.lang.NoSuchFieldError: Class "
             "com.sun.tools.javac.tree.JCTree$JCImport does not have member field 'com.sun.tools.javac.tree.JCTree "
             "qualid'` (Maven), or the same NoSuchFieldError under Gradle's :compileJava.",
             "It reads like a broken JDK or a maven-compiler-plugin bug, so people reinstall the JDK or bump the "
             "compiler plugin; neither helps, because the crash comes from the Lombok annotation processor running "
             "inside javac.",
             "Lombok patches javac's internal classes; JDK 21 changed JCTree.JCImport's qualid field and Lombok "
             "releases before 1.18.30 still reach for it.",
             "Raise the Lombok dependency to 1.18.30 or newer wherever the build pins it (the pom's lombok.version "
             "property or dependency version, Gradle's compileOnly/annotationProcessor coordinates, or the version "
             "catalog) and rebuild on JDK 21. Changing the JDK install or the compiler plugin version does not "
             "fix it.",
             ["`mvn -B -DskipTests package` failed with \"Fatal error compiling: java.lang.NoSuchFieldError: Class "
              "com.sun.tools.javac.tree.JCTree$JCImport does not have member field\"",
              "`mvn -B dependency:tree -Dincludes=org.projectlombok` showed "
              "\"org.projectlombok:lombok:jar:1.18.24:provided\"",
              "after the pom edit to `<lombok.version>1.18.34</lombok.version>` the same command printed "
              "\"BUILD SUCCESS\""])

    T.later("l-lombok-catalog", "/home/dana/src/inventory-api", "2025-04-08T10:02:00Z", "feat/java21",
            user("Switch inventory-api's toolchain to Java 21. Lombok comes from the version catalog."),
            read("/home/dana/src/inventory-api/gradle/libs.versions.toml",
                 '[versions]\nspring-boot = "3.2.5"\nlombok = "1.18.26"\n\n[libraries]\n'
                 'lombok = { module = "org.projectlombok:lombok", version.ref = "lombok" }\n'),
            say("Lombok before 1.18.30 can't run inside JDK 21's javac, so I'll move it to 1.18.32 together with "
                "the toolchain."),
            edit("/home/dana/src/inventory-api/build.gradle.kts", "languageVersion = JavaLanguageVersion.of(17)",
                 "languageVersion = JavaLanguageVersion.of(21)"),
            edit("/home/dana/src/inventory-api/gradle/libs.versions.toml", 'lombok = "1.18.26"', 'lombok = "1.18.32"'),
            ok("./gradlew --no-daemon clean build", "> Task :compileJava\n> Task :processResources\n> Task :classes\n"
               "> Task :test\n> Task :build\n\nBUILD SUCCESSFUL in 48s\n9 actionable tasks: 9 executed"))
    T.pair("t49-lombok-jdk21", "l-lombok-catalog", "applied",
           "Lombok raised to 1.18.32 in the version catalog with the move to JDK 21; the build passes, no "
           "NoSuchFieldError first")

    T.later("l-lombok-ps", "C:\\Users\\dana\\src\\reports-batch", "2025-05-06T13:30:00Z", "build/agents-21",
            user("The new build agents only have JDK 21. Make reports-batch build there (PowerShell please)."),
            read("C:\\Users\\dana\\src\\reports-batch\\pom.xml",
                 "<dependency>\n  <groupId>org.projectlombok</groupId>\n  <artifactId>lombok</artifactId>\n"
                 "  <version>1.18.20</version>\n  <scope>provided</scope>\n</dependency>"),
            say("Lombok 1.18.20 predates JDK 21 support (1.18.30), so bump it before building on 21."),
            edit("C:\\Users\\dana\\src\\reports-batch\\pom.xml", "<version>1.18.20</version>",
                 "<version>1.18.30</version>"),
            ok("pwsh -NoProfile -Command \"$env:JAVA_HOME='C:\\Program Files\\Eclipse Adoptium\\jdk-21.0.3.9-hotspot';"
               " .\\mvnw.cmd -B verify\"",
               "[INFO] Tests run: 57, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"
               "[INFO] Total time:  01:12 min"))
    T.pair("t49-lombok-jdk21", "l-lombok-ps", "applied",
           "the pom's Lombok bumped from 1.18.20 to 1.18.30 before the JDK 21 build through mvnw in PowerShell, "
           "which passes")

    T.later("l-lombok-gradle", "/home/ravi/work/shipping-quotes", "2025-04-22T08:45:00Z", "main",
            user("I installed java 21 with sdkman and now ./gradlew build fails. What broke?"),
            err("./gradlew build", _gradle_lombok()),
            ok("grep -n lombok build.gradle", "31:    compileOnly 'org.projectlombok:lombok:1.18.22'\n"
               "32:    annotationProcessor 'org.projectlombok:lombok:1.18.22'"),
            edit("/home/ravi/work/shipping-quotes/build.gradle", "org.projectlombok:lombok:1.18.22'\n"
                 "    annotationProcessor 'org.projectlombok:lombok:1.18.22'",
                 "org.projectlombok:lombok:1.18.34'\n    annotationProcessor 'org.projectlombok:lombok:1.18.34'"),
            ok("./gradlew build", "BUILD SUCCESSFUL in 31s\n7 actionable tasks: 7 executed"))
    T.pair("t49-lombok-jdk21", "l-lombok-gradle", "recurred",
           "Gradle's :compileJava on JDK 21 fails with the JCImport qualid NoSuchFieldError from Lombok 1.18.22, "
           "fixed only afterwards")

    T.later("l-lombok-ci", "/home/ravi/work/ledger", "2025-06-03T16:20:00Z", "ci/temurin21",
            user("Try the ledger-core module build in the temurin 21 maven image like CI will. Just tell me what "
                 "happens, don't change anything."),
            err("docker run --rm -v \"$PWD\":/src -w /src maven:3.9-eclipse-temurin-21 mvn -B -pl ledger-core -am "
                "verify", _mvn_lombok("ledger-core", "3.13.0", 88)),
            say("ledger-core fails in javac on 21: the Lombok it pins is too old for JDK 21. It needs 1.18.30+; I "
                "haven't changed anything as asked."))
    T.pair("t49-lombok-jdk21", "l-lombok-ci", "recurred",
           "the same Fatal error compiling NoSuchFieldError JCImport qualid in another module and image")

    T.later("l-lombok-doc", "/home/dana/src/billing-svc", "2025-04-15T11:00:00Z", "docs/jdk21",
            user("Write a short docs/jdk21-upgrade.md for the other teams: what they need to change to build on 21."),
            write("/home/dana/src/billing-svc/docs/jdk21-upgrade.md",
                  "# Building on JDK 21\n\n1. Bump Lombok to 1.18.30 or newer (older versions crash javac with "
                  "NoSuchFieldError ... JCImport qualid).\n2. Set maven.compiler.release to 21.\n"
                  "3. Update the CI image to maven:3.9-eclipse-temurin-21.\n"),
            say("Written; nothing built."))
    T.pair("t49-lombok-jdk21", "l-lombok-doc", "neither",
           "the Lombok bump is only written into a document; no build runs")

    T.later("l-lombok-release", "/home/ravi/work/ledger", "2025-05-20T09:10:00Z", "main",
            user("Build ledger-api, it's supposed to target 21 now."),
            err("mvn -B -pl ledger-api package",
                "[INFO] BUILD FAILURE\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:"
                "3.13.0:compile (default-compile) on project ledger-api: Fatal error compiling: error: release "
                "version 21 not supported -> [Help 1]"),
            ok("mvn -v | head -n 3", "Apache Maven 3.9.6\nMaven home: /usr/share/maven\n"
               "Java version: 17.0.10, vendor: Eclipse Adoptium, runtime: /usr/lib/jvm/temurin-17-jdk-amd64"),
            ok("JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64 mvn -B -pl ledger-api package",
               "[INFO] BUILD SUCCESS"))
    T.pair("t49-lombok-jdk21", "l-lombok-release", "neither",
           "a different compiler error (release version 21 not supported on JDK 17), fixed by JAVA_HOME; no Lombok")

    T.later("l-lombok-early", "/home/dana/src/billing-svc", "2025-02-11T15:40:00Z", "spike/jdk21",
            user("Quick spike: does billing-svc build on JDK 21 yet?"),
            err("mvn -B -DskipTests package", _mvn_lombok("billing-svc")),
            say("Not yet: javac crashes inside Lombok on 21. Staying on 17 for now."))
    T.pair("t49-lombok-jdk21", "l-lombok-early", "neither",
           "dated before the lesson's source session, whatever it holds")


_ASYNC = "RuntimeError: asyncio.run() cannot be called from a running event loop"


def _cell_error(cell: str, n: int = 4) -> str:
    return ("---------------------------------------------------------------------------\n"
            "RuntimeError                              Traceback (most recent call last)\n"
            f"Cell In[{n}], line 1\n----> 1 {cell}\n\n"
            "File /usr/lib/python3.11/asyncio/runners.py:186, in run(main, debug)\n"
            "    183     # fail fast with short traceback\n    184     raise RuntimeError(\n"
            '    185         "asyncio.run() cannot be called from a running event loop")\n\n' + _ASYNC)


def asyncio_loop() -> None:
    T.source("s-async-notebook", "/home/mei/research/market-notebooks", "2025-03-05T14:00:00Z", "main",
             user("The fetch_prices notebook works as a script but fails when I run it headless with nbconvert. "
                  "Can you fix it?"),
             err("jupyter nbconvert --to notebook --execute notebooks/fetch_prices.ipynb",
                 "[NbConvertApp] Converting notebook notebooks/fetch_prices.ipynb to notebook\n"
                 "Traceback (most recent call last):\n  File \"/usr/bin/jupyter-nbconvert\", line 8, in <module>\n"
                 "    sys.exit(main())\nnbclient.exceptions.CellExecutionError: An error occurred while executing "
                 "the following cell:\n------------------\nprices = asyncio.run(fetch_all(SYMBOLS))\n"
                 "------------------\n\n\n" + _cell_error("prices = asyncio.run(fetch_all(SYMBOLS))")),
             say("ipykernel already runs an asyncio event loop, so asyncio.run refuses to start a second one. In a "
                 "notebook cell the coroutine can be awaited at top level instead."),
             edit("/home/mei/research/market-notebooks/notebooks/fetch_prices.ipynb",
                  '"prices = asyncio.run(fetch_all(SYMBOLS))"', '"prices = await fetch_all(SYMBOLS)"'),
             ok("jupyter nbconvert --to notebook --execute notebooks/fetch_prices.ipynb",
                "[NbConvertApp] Converting notebook notebooks/fetch_prices.ipynb to notebook\n"
                "[NbConvertApp] Writing 61234 bytes to notebooks/fetch_prices.nbconvert.ipynb"))
    T.lesson("t49-async-running-loop", "global", "en", "s-async-notebook", "api_quirk",
             "asyncio.run() in a notebook or in code already inside an event loop raises RuntimeError",
             "`RuntimeError: asyncio.run() cannot be called from a running event loop` from a notebook cell (also "
             "under nbconvert --execute or papermill) or from a helper called by async code, although the same code "
             "runs fine as a plain script.",
             "The code is correct as a script, so it looks like an nbconvert or kernel problem; wrapping it in "
             "loop.run_until_complete only changes the error.",
             "ipykernel, like any async framework (FastAPI handlers, pytest-asyncio tests), already runs an event "
             "loop on the thread, and asyncio.run refuses to start a nested one.",
             "Where a loop is already running, don't start one: await the coroutine directly (top-level await works "
             "in a notebook cell; in async code make the caller async and await it), and keep asyncio.run only for "
             "a script's outermost entry point.",
             ["`jupyter nbconvert --to notebook --execute notebooks/fetch_prices.ipynb` stopped at the cell "
              "\"prices = asyncio.run(fetch_all(SYMBOLS))\" with \"RuntimeError: asyncio.run() cannot be called "
              "from a running event loop\"",
              "after the cell became \"prices = await fetch_all(SYMBOLS)\" the same command printed "
              "\"Writing 61234 bytes to notebooks/fetch_prices.nbconvert.ipynb\""])

    T.later("l-async-rates-nb", "/home/mei/research/fx-rates", "2025-04-10T09:30:00Z", "main",
            user("Add a notebook notebooks/rates.ipynb that pulls EURUSD and USDJPY with the async client in "
                 "fx/client.py, and run it headless to check."),
            say("The kernel already has an event loop running, so the cell awaits the client directly rather than "
                "wrapping it in asyncio.run."),
            write("/home/mei/research/fx-rates/notebooks/rates.ipynb",
                  '{"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": null, '
                  '"source": ["from fx.client import RatesClient\\n", "client = RatesClient()\\n", '
                  '"rates = await client.fetch_rates([\\"EURUSD\\", \\"USDJPY\\"])\\n", "rates"]}], '
                  '"metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}}, "nbformat": 4, '
                  '"nbformat_minor": 5}'),
            ok("jupyter nbconvert --to notebook --execute notebooks/rates.ipynb",
               "[NbConvertApp] Converting notebook notebooks/rates.ipynb to notebook\n"
               "[NbConvertApp] Writing 2291 bytes to notebooks/rates.nbconvert.ipynb"))
    T.pair("t49-async-running-loop", "l-async-rates-nb", "applied",
           "the notebook cell awaits the coroutine directly instead of asyncio.run and runs headless without the "
           "RuntimeError")

    T.later("l-async-fastapi", "/home/mei/src/scraper-api", "2025-05-14T14:05:00Z", "feat/scrape-endpoint",
            user("Expose scraper.scrape(url) (it's a coroutine) as POST /scrape and add a test."),
            say("The route runs inside the server's event loop, so the handler must be async and await scrape() "
                "itself; calling asyncio.run there would fail."),
            edit("/home/mei/src/scraper-api/app/routes.py", "# routes\n",
                 "# routes\n@router.post(\"/scrape\")\nasync def scrape_route(req: ScrapeRequest):\n"
                 "    return await scrape(req.url)\n"),
            write("/home/mei/src/scraper-api/tests/test_scrape.py",
                  "import pytest\n\n\n@pytest.mark.anyio\nasync def test_scrape(client):\n"
                  "    r = await client.post('/scrape', json={'url': 'https://example.org'})\n"
                  "    assert r.status_code == 200\n"),
            ok("pytest -q tests/test_scrape.py", ".                                                            "
               "            [100%]\n1 passed in 0.84s"))
    T.pair("t49-async-running-loop", "l-async-fastapi", "applied",
           "inside async code the handler awaits the coroutine instead of asyncio.run, as the lesson says; the "
           "test passes with no RuntimeError")

    T.later("l-async-quotes-test", "/home/mei/src/scraper-api", "2025-06-02T10:15:00Z", "feat/quotes",
            user("tests/test_quotes.py fails since I added load_quotes() to the /quotes route. Look?"),
            err("pytest -q tests/test_quotes.py",
                "F                                                                        [100%]\n"
                "=================================== FAILURES ===================================\n"
                "_________________________________ test_quotes __________________________________\n"
                "app/quotes.py:14: in load_quotes\n    return asyncio.run(_fetch_quotes())\n"
                "/usr/lib/python3.12/asyncio/runners.py:190: in run\n    raise RuntimeError(\n"
                "E   RuntimeError: asyncio.run() cannot be called from a running event loop\n"
                "FAILED tests/test_quotes.py::test_quotes - RuntimeError: asyncio.run() cannot be called from a "
                "running event loop\n1 failed in 0.51s"),
            edit("/home/mei/src/scraper-api/app/quotes.py",
                 "def load_quotes():\n    return asyncio.run(_fetch_quotes())",
                 "async def load_quotes():\n    return await _fetch_quotes()"),
            ok("pytest -q tests/test_quotes.py", "1 passed in 0.47s"))
    T.pair("t49-async-running-loop", "l-async-quotes-test", "recurred",
           "a sync helper's asyncio.run called from the async route fails with the same RuntimeError, then fixed")

    T.later("l-async-papermill", "/home/mei/research/market-notebooks", "2025-04-28T07:50:00Z", "backfill",
            user("Run the backfill notebook for 2025-04-25 with papermill."),
            err("papermill notebooks/backfill.ipynb out/backfill-2025-04-25.ipynb -p day 2025-04-25",
                "Executing:  50%|█████     | 3/6 [00:02<00:02,  1.21cell/s]\n"
                "papermill.exceptions.PapermillExecutionError: \n"
                "---------------------------------------------------------------------------\n"
                "Exception encountered at \"In [3]\":\n" + _cell_error("asyncio.run(backfill(day))", 3)),
            say("Cell 3 calls asyncio.run inside the kernel's running loop. Want me to change it?"))
    T.pair("t49-async-running-loop", "l-async-papermill", "recurred",
           "papermill's cell 3 hits the same asyncio.run RuntimeError in another notebook")

    T.later("l-async-script", "/home/mei/research/market-notebooks", "2025-05-08T12:00:00Z", "retry",
            user("scripts/fetch.py should retry a symbol 3 times before giving up. Add that and run it for AAPL."),
            edit("/home/mei/research/market-notebooks/scripts/fetch.py", "async def fetch_one(session, sym):\n",
                 "@retry(attempts=3, delay=1.0)\nasync def fetch_one(session, sym):\n"),
            ok("python scripts/fetch.py AAPL", "AAPL 2025-05-07 close=211.45\nAAPL 2025-05-08 close=212.33"))
    T.pair("t49-async-running-loop", "l-async-script", "neither",
           "a plain script whose entry point uses asyncio.run correctly; no running loop, no RuntimeError, no fix")

    T.later("l-async-closed", "C:\\Users\\mei\\src\\downloader", "2025-05-27T09:00:00Z", "main",
            user("The downloader finishes but prints an ugly error at exit on Windows."),
            ok("python download.py --list urls.txt",
               "downloaded 12 files\nException ignored in: <function _ProactorBasePipeTransport.__del__ at "
               "0x000001F2A3B4C5E0>\nTraceback (most recent call last):\n  File \"C:\\Python311\\Lib\\asyncio\\"
               "proactor_events.py\", line 116, in __del__\n    self.close()\nRuntimeError: Event loop is closed"),
            edit("C:\\Users\\mei\\src\\downloader\\download.py", "    await asyncio.gather(*tasks)\n",
                 "    await asyncio.gather(*tasks)\n    await session.close()\n"),
            ok("python download.py --list urls.txt", "downloaded 12 files"))
    T.pair("t49-async-running-loop", "l-async-closed", "neither",
           "a different asyncio error (Event loop is closed at exit on Windows), fixed by closing the session")

    T.later("l-async-faq", "/home/mei/research/market-notebooks", "2025-06-11T15:30:00Z", "docs",
            user("A colleague keeps getting \"RuntimeError: asyncio.run() cannot be called from a running event "
                 "loop\" in her notebooks. Add a FAQ entry to docs/faq.md."),
            write("/home/mei/research/market-notebooks/docs/faq.md",
                  "## asyncio.run() in notebooks\n\nThe kernel already runs an event loop. Use `await coro()` in the "
                  "cell instead of `asyncio.run(coro())`.\n"))
    T.pair("t49-async-running-loop", "l-async-faq", "neither",
           "the error is quoted by the person and the fix only written into a FAQ; nothing runs")

    T.later("l-async-early", "/home/mei/research/market-notebooks", "2025-02-18T10:20:00Z", "main",
            user("Run fetch_prices.ipynb headless."),
            err("jupyter nbconvert --to notebook --execute notebooks/fetch_prices.ipynb",
                "nbclient.exceptions.CellExecutionError: An error occurred while executing the following cell:\n"
                + _cell_error("prices = asyncio.run(fetch_all(SYMBOLS))")))
    T.pair("t49-async-running-loop", "l-async-early", "neither",
           "dated before the lesson's source session, whatever it holds")


_DPKG = "E: dpkg was interrupted, you must manually run 'sudo dpkg --configure -a' to correct the problem."


def dpkg_interrupted() -> None:
    T.source("s-dpkg-interrupted", "/home/jun/infra", "2025-03-06T08:30:00Z", "main",
             user("build-03에 jq 좀 설치해줘. 어제 업그레이드 돌리다가 ssh 세션이 끊겼어."),
             err("ssh ops@build-03 'sudo apt-get install -y jq'", _DPKG, 100),
             say("어제 끊긴 업그레이드 때문에 dpkg가 설정 도중 상태로 남아 있습니다. 미완료 패키지 설정부터 끝내고 "
                 "같은 ssh 명령 안에서 jq를 설치하겠습니다."),
             ok("ssh ops@build-03 'sudo dpkg --configure -a && sudo apt-get install -y jq'",
                "Setting up linux-image-6.8.0-52-generic (6.8.0-52.53) ...\n"
                "Setting up linux-generic (6.8.0.52.52) ...\n"
                "Processing triggers for initramfs-tools (0.142ubuntu25.4) ...\n"
                "update-initramfs: Generating /boot/initrd.img-6.8.0-52-generic\nReading package lists...\n"
                "Building dependency tree...\nReading state information...\n"
                "The following NEW packages will be installed:\n  jq libjq1 libonig5\n"
                "Setting up jq (1.7.1-3build1) ..."))
    T.lesson("t49-dpkg-interrupted", "global", "ko", "s-dpkg-interrupted", "tool_quirk",
             "apt가 'dpkg was interrupted'로 멈추면 sudo dpkg --configure -a 로 미완료 설정부터 끝내야 한다",
             "apt-get install/upgrade가 `E: dpkg was interrupted, you must manually run 'sudo dpkg --configure -a' "
             "to correct the problem.` 를 출력하고 종료 코드 100으로 실패한다.",
             "잠금 문제처럼 보여 lock 파일을 지우거나 apt를 다시 돌리기 쉬운데, 몇 번을 다시 실행해도 같은 메시지만 "
             "나온다.",
             "이전 apt/dpkg 실행(업그레이드, 커널 설치 등)이 ssh 끊김·재부팅·전원 차단으로 중간에 끊겨 패키지가 "
             "unpacked 상태로 남아 있고, dpkg는 그 설정이 끝나기 전에는 새 작업을 거부한다.",
             "먼저 `sudo dpkg --configure -a` 로 남은 패키지 설정을 끝낸 뒤 원래 apt 명령을 다시 실행한다 (ssh "
             "너머라면 같은 ssh 명령 안에서 이어서 실행하거나, 그 명령을 담은 복구 스크립트를 돌린다).",
             ["`ssh ops@build-03 'sudo apt-get install -y jq'` 가 \"E: dpkg was interrupted, you must manually run "
              "'sudo dpkg --configure -a' to correct the problem.\" 로 실패",
              "`ssh ops@build-03 'sudo dpkg --configure -a && sudo apt-get install -y jq'` 는 "
              "\"Setting up linux-image-6.8.0-52-generic (6.8.0-52.53)\" 와 \"Setting up jq (1.7.1-3build1)\" 를 "
              "출력하고 성공"])

    T.later("l-dpkg-laptop", "/home/jun/src/toolbox", "2025-04-03T21:10:00Z", "main",
            user("노트북이 apt upgrade 도중에 잠들어 버렸어. build-essential 설치해줘."),
            say("업그레이드가 중간에 끊겼다면 dpkg 설정이 남아 있을 수 있으니 먼저 마무리하겠습니다."),
            ok("sudo dpkg --configure -a", "Setting up libc6:amd64 (2.39-0ubuntu8.4) ...\n"
               "Setting up libc-bin (2.39-0ubuntu8.4) ...\nProcessing triggers for man-db (2.12.0-4build2) ..."),
            ok("sudo apt-get install -y build-essential", "Reading package lists...\nBuilding dependency tree...\n"
               "The following NEW packages will be installed:\n  build-essential dpkg-dev g++ g++-13 make\n"
               "Setting up build-essential (12.10ubuntu1) ..."))
    T.pair("t49-dpkg-interrupted", "l-dpkg-laptop", "applied",
           "sudo dpkg --configure -a runs before the apt install after an interrupted upgrade; no dpkg error")

    T.later("l-dpkg-kiosk-script", "/home/jun/infra", "2025-05-12T07:40:00Z", "feat/kiosk-recover",
            user("kiosk-07이 정전 이후 업데이트가 안 돼. 복구 스크립트 만들어서 돌려줘."),
            write("/home/jun/infra/scripts/apt-recover.sh",
                  "#!/bin/sh\nset -e\ndpkg --configure -a\napt-get -f install -y\napt-get update\n"
                  "apt-get upgrade -y\n"),
            ok("ssh pi@kiosk-07 'sudo sh -s' < scripts/apt-recover.sh",
               "Setting up raspberrypi-kernel (1:1.20250430-1) ...\nReading package lists...\n"
               "0 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.\nHit:1 http://deb.debian.org/debian "
               "bookworm InRelease\nReading package lists...\nCalculating upgrade...\n"
               "3 upgraded, 0 newly installed, 0 to remove and 0 not upgraded."))
    T.pair("t49-dpkg-interrupted", "l-dpkg-kiosk-script", "applied",
           "a recovery script that runs dpkg --configure -a before apt is run on the Pi over ssh; no dpkg error")

    T.later("l-dpkg-kiosk12", "/home/jun/infra", "2025-04-17T06:55:00Z", "main",
            user("kiosk-12 업그레이드해줘."),
            err("ssh pi@kiosk-12 'sudo apt-get upgrade -y'", "Reading package lists...\n" + _DPKG, 100),
            ok("ssh pi@kiosk-12 'sudo dpkg --configure -a && sudo apt-get upgrade -y'",
               "Setting up raspi-firmware (1:1.20250430-1) ...\n2 upgraded, 0 newly installed, 0 to remove and 0 "
               "not upgraded."))
    T.pair("t49-dpkg-interrupted", "l-dpkg-kiosk12", "recurred",
           "apt upgrade on another Pi fails with the same dpkg was interrupted error, then fixed")

    T.later("l-dpkg-wsl", "/home/jun/src/notes", "2025-06-09T22:05:00Z", "main",
            user("WSL에 ripgrep 깔아줘."),
            err("sudo apt install -y ripgrep", "WARNING: apt does not have a stable CLI interface. Use with caution "
                "in scripts.\n\n" + _DPKG, 100),
            say("이전 설치가 중간에 끊긴 상태입니다. sudo dpkg --configure -a 가 필요한데, 지금 돌릴까요?"),
            user("아니 나중에 내가 할게."))
    T.pair("t49-dpkg-interrupted", "l-dpkg-wsl", "recurred",
           "apt install in WSL fails with the same dpkg was interrupted error; left unfixed")

    T.later("l-dpkg-lock", "/home/jun/infra", "2025-04-24T09:20:00Z", "main",
            user("build-05에 htop 설치."),
            err("ssh ops@build-05 'sudo apt-get install -y htop'",
                "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2211 (unattended-upgr)\n"
                "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process "
                "using it?", 100),
            ok("ssh ops@build-05 'while pgrep -x unattended-upgr >/dev/null; do sleep 5; done; "
               "sudo apt-get install -y htop'", "Setting up htop (3.3.0-4build1) ..."))
    T.pair("t49-dpkg-interrupted", "l-dpkg-lock", "neither",
           "a different apt error (the frontend lock held by unattended-upgrades), solved by waiting")

    T.later("l-dpkg-deb", "/home/jun/Downloads", "2025-05-02T13:00:00Z", "HEAD",
            user("zoom .deb 설치해줘."),
            err("sudo dpkg -i ./zoom_amd64.deb",
                "Selecting previously unselected package zoom.\nUnpacking zoom (6.4.6.1370) ...\n"
                "dpkg: dependency problems prevent configuration of zoom:\n zoom depends on libxcb-xtest0; however:\n"
                "  Package libxcb-xtest0 is not installed.\n\ndpkg: error processing package zoom (--install):\n"
                " dependency problems - leaving unconfigured\nErrors were encountered while processing:\n zoom"),
            ok("sudo apt-get install -f -y", "Setting up libxcb-xtest0:amd64 (1.15-1ubuntu2) ...\n"
               "Setting up zoom (6.4.6.1370) ..."))
    T.pair("t49-dpkg-interrupted", "l-dpkg-deb", "neither",
           "dpkg used to install a .deb; a different error (dependency problems) fixed by apt-get install -f")

    T.later("l-dpkg-check", "/home/jun/infra", "2025-05-22T10:30:00Z", "main",
            user("지난주 build-03에서 'E: dpkg was interrupted...' 나왔었는데 지금은 괜찮은지 확인만 해줘."),
            ok("ssh ops@build-03 'sudo apt-get update && apt list --upgradable 2>/dev/null | head -n 5'",
               "Hit:1 http://archive.ubuntu.com/ubuntu noble InRelease\nReading package lists...\nListing...\n"
               "curl/noble-updates 8.5.0-2ubuntu10.7 amd64 [upgradable from: 8.5.0-2ubuntu10.6]"),
            say("apt는 정상입니다. 업그레이드 가능한 패키지가 하나 있습니다."))
    T.pair("t49-dpkg-interrupted", "l-dpkg-check", "neither",
           "the failure is only quoted by the person; apt runs fine and no dpkg --configure is run")

    T.later("l-dpkg-early", "/home/jun/infra", "2025-02-03T19:00:00Z", "main",
            user("build-02 커널 업그레이드가 중간에 끊겼어. 정리해줘."),
            ok("ssh ops@build-02 'sudo dpkg --configure -a && sudo apt-get upgrade -y'",
               "Setting up linux-image-6.8.0-51-generic (6.8.0-51.52) ...\n0 upgraded, 0 newly installed."))
    T.pair("t49-dpkg-interrupted", "l-dpkg-early", "neither",
           "dated before the lesson's source session, whatever it holds")


FILLS = [lombok, asyncio_loop, dpkg_interrupted]
