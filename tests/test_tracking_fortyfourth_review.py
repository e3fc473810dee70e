"""Independent review of the forty-fourth tracking rules (preamble.past_help, raised.raised): realistic outputs."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.tracking.signature import same_symptom, signature_of
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

FAILED = "Exit code 1\n"


def sig(out: str, cmd: str):
    return signature_of(FAILED + out, cmd)


# ---------------------------------------------------------------- Maven --------------------------------------------
def _tail(exc: str) -> str:
    return ("[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n"
            "[ERROR] Re-run Maven using the -X switch to enable full debug logging.\n[ERROR] \n"
            "[ERROR] For more information about the errors and possible solutions, please read the following articles:\n"
            f"[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/{exc}\n")


def _banner(m: str) -> str:
    return ("[INFO] Scanning for projects...\n[INFO] \n"
            f"[INFO] ---------------------------< com.acme:{m} >---------------------------\n"
            f"[INFO] Building {m} 1.0-SNAPSHOT\n"
            "[INFO] --------------------------------[ jar ]---------------------------------\n")


_END = ("[INFO] ------------------------------------------------------------------------\n[INFO] BUILD FAILURE\n"
        "[INFO] ------------------------------------------------------------------------\n"
        "[INFO] Total time:  2.481 s\n[INFO] Finished at: 2026-02-01T10:00:00Z\n"
        "[INFO] ------------------------------------------------------------------------\n")


def compile_full(m: str, err: str, file: str = "Codec") -> str:
    """`mvn package` (not -q): the banner, the compiler's errors, the help."""
    where = f"/src/{m}/src/main/java/com/acme/{file}.java:[3,16]"
    return (_banner(m) + "[INFO] --- maven-compiler-plugin:3.11.0:compile (default-compile) @ " + m + " ---\n"
            f"[INFO] Compiling 12 source files with javac [debug target 17] to target/classes\n"
            "[INFO] -------------------------------------------------------------\n[ERROR] COMPILATION ERROR : \n"
            "[INFO] -------------------------------------------------------------\n"
            f"[ERROR] {where} {err}\n[INFO] 1 error\n[INFO] -------------------------------------------------------------\n"
            + _END +
            "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile "
            f"(default-compile) on project {m}: Compilation failure\n[ERROR] {where} {err}\n[ERROR] \n[ERROR] -> [Help 1]\n"
            + _tail("MojoFailureException"))


def deps_quiet(m: str, artifact: str) -> str:
    """`mvn -q package`: one error, Maven puts `-> [Help 1]` at the end of its line."""
    return (f"[ERROR] Failed to execute goal on project {m}: Could not resolve dependencies for project "
            f"com.acme:{m}:jar:1.0-SNAPSHOT: Could not find artifact {artifact} in central "
            "(https://repo.maven.apache.org/maven2) -> [Help 1]\n" + _tail("DependencyResolutionException"))


def deps_full(m: str, artifact: str) -> str:
    return _banner(m) + _END + deps_quiet(m, artifact)


def plugin_missing(prefix: str) -> str:
    return (f"[ERROR] No plugin found for prefix '{prefix}' in the current project and in the plugin groups "
            "[org.apache.maven.plugins, org.codehaus.mojo] available from the repositories [local "
            "(/home/jw/.m2/repository), central (https://repo.maven.apache.org/maven2)] -> [Help 1]\n"
            + _tail("NoPluginFoundForPrefixException"))


def enforcer(m: str, rule: str, said: str) -> str:
    return (f"[WARNING] Rule 0: org.apache.maven.enforcer.rules.{rule} failed with message:\n{said}\n"
            "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-enforcer-plugin:3.4.1:enforce "
            f"(enforce-versions) on project {m}: \n[ERROR] Rule 0: org.apache.maven.enforcer.rules.{rule} failed with "
            f"message:\n[ERROR] {said}\n[ERROR] -> [Help 1]\n" + _tail("MojoExecutionException"))


def surefire(m: str, test: str, said: str) -> str:
    return (f"[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.051 s <<< FAILURE! -- in "
            f"com.acme.LedgerTest\n[ERROR] com.acme.LedgerTest.{test} -- Time elapsed: 0.012 s <<< FAILURE!\n"
            f"org.opentest4j.AssertionFailedError: {said}\n\tat com.acme.LedgerTest.{test}(LedgerTest.java:31)\n\n"
            f"[ERROR] Failures: \n[ERROR]   LedgerTest.{test}:31 {said}\n[ERROR] Tests run: 4, Failures: 1, Errors: 0, "
            "Skipped: 0\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test "
            f"(default-test) on project {m}: There are test failures.\n[ERROR] \n[ERROR] Please refer to /src/{m}/"
            "target/surefire-reports for the individual test results.\n[ERROR] Please refer to dump files (if any "
            "exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.\n[ERROR] -> [Help 1]\n"
            + _tail("MojoFailureException"))


SUN = "package sun.misc does not exist"
SYMBOL = "cannot find symbol\n[ERROR]   symbol:   class Base64Codec\n[ERROR]   location: package com.acme.util"


def test_a_full_maven_build_is_not_read_off_its_info_banner():
    """Without -q, Maven opens with `[INFO] Scanning for projects...`: with the help set aside, that line became the
    failure's class and message, so every failed build of every project reads `[info] scanning projects`."""
    shape = sig(compile_full("billing-core", SUN), "mvn package")
    assert shape.error_class != "[info]" and "scanning" not in shape.message


def test_a_full_maven_dependency_failure_and_compile_failure_are_two_symptoms():
    a = sig(compile_full("billing-core", SUN), "mvn package")
    b = sig(deps_full("billing-core", "com.acme:ledger:jar:2.3.1"), "mvn package")
    assert not same_symptom(a, b)


def test_two_compile_errors_of_a_full_maven_build_in_one_file_are_two_symptoms():
    a = sig(compile_full("billing-core", SUN), "mvn package")
    b = sig(compile_full("billing-core", SYMBOL), "mvn package")
    assert not same_symptom(a, b)


def test_end_to_end_another_compile_error_of_a_full_maven_build_is_no_recurrence():
    lesson = gotcha("`[ERROR] /src/billing-core/src/main/java/com/acme/Codec.java:[3,16] package sun.misc does not exist`",
                    "Use java.util.Base64: `sed -i 's/sun.misc.BASE64Encoder/java.util.Base64/' Codec.java`")
    src = session(("mvn package", compile_full("billing-core", SUN), True),
                  ("sed -i 's/sun.misc.BASE64Encoder/java.util.Base64/' src/main/java/com/acme/Codec.java", "", False),
                  ("mvn package", "[INFO] BUILD SUCCESS", False))
    calls = lesson_calls(lesson, src.log, redact)
    later = session(("mvn package", deps_full("billing-core", "com.acme:ledger:jar:2.3.1"), True))
    assert verdict(lesson, calls, later)[0] is False


def test_the_same_missing_artifact_in_another_module_is_the_same_symptom():
    a = sig(deps_quiet("billing-core", "com.acme:ledger:jar:2.3.1"), "mvn -q -pl billing-core package")
    b = sig(deps_quiet("billing-audit", "com.acme:ledger:jar:2.3.1"), "mvn -q -pl billing-audit package")
    assert same_symptom(a, b)


def test_a_missing_plugin_prefix_is_not_a_missing_dependency_and_another_prefix_is_another_symptom():
    jetty = sig(plugin_missing("jetty"), "mvn -q jetty:run")
    assert not same_symptom(jetty, sig(plugin_missing("spring-boot"), "mvn -q spring-boot:run"))
    assert not same_symptom(jetty, sig(deps_quiet("billing-core", "com.acme:ledger:jar:2.3.1"), "mvn -q package"))


GRADLE_TRY = ("\n* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get "
              "more log output.\n> Run with --scan to get full insights.\n> Get more help at https://help.gradle.org.\n\n"
              "BUILD FAILED in 3s\n4 actionable tasks: 1 executed, 3 up-to-date\n")


def gradle_compile(mod: str, err: str) -> str:
    return (f"> Task :{mod}:compileJava FAILED\n/src/{mod}/src/main/java/com/acme/Codec.java:3: error: {err}\n"
            "import sun.misc.BASE64Encoder;\n               ^\n1 error\n\nFAILURE: Build failed with an exception.\n\n"
            f"* What went wrong:\nExecution failed for task ':{mod}:compileJava'.\n> Compilation failed; see the "
            "compiler error output for details.\n" + GRADLE_TRY)


def gradle_deps(mod: str, artifact: str) -> str:
    return ("FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task "
            f"':{mod}:compileJava'.\n> Could not resolve all files for configuration ':{mod}:compileClasspath'.\n"
            f"   > Could not find {artifact}.\n     Required by:\n         project :{mod}\n" + GRADLE_TRY)


def test_gradle_two_failures_behind_the_same_help_footer_are_two_symptoms_and_the_same_one_elsewhere_matches():
    comp = sig(gradle_compile("app", SUN), "./gradlew build")
    assert not same_symptom(comp, sig(gradle_deps("app", "com.acme:ledger:2.3.1"), "./gradlew build"))
    assert same_symptom(comp, sig(gradle_compile("billing", SUN), "./gradlew :billing:build"))


# ---------------------------------------------------------------- Python tracebacks ---------------------------------
def tb(*frames: str) -> str:
    out = "Traceback (most recent call last):\n"
    for f in frames:
        path, line, fn, code = f.split("|")
        out += f'  File "{path}", line {line}, in {fn}\n    {code}\n'
    return out


def test_a_log_line_after_the_traceback_is_not_the_raised_class():
    """A worker logs a failed job's traceback and goes on: its next log line `app.jobs.Scheduler: …` is no exception."""
    out = (tb("/srv/app/jobs/run.py|41|run|price = int(row['price'])")
           + "ValueError: invalid literal for int() with base 10: '12,50'\n"
           + "app.jobs.Scheduler: job 7 failed, 3 retries left\napp.jobs.Scheduler: stopped\n")
    assert sig(out, "python -m app.jobs.run").error_class == "valueerror"


def test_a_django_system_check_after_the_traceback_is_not_the_raised_class():
    """runserver's autoreloader prints the traceback, reloads, and runs its system checks: `orders.Order: (models.W042)`."""
    out = ("Watching for file changes with StatReloader\nException in thread django-main-thread:\n"
           + tb("/home/jw/shop/shop/settings.py|88|<module>|SECRET_KEY = os.environ['DJANGO_SECRET_KEY']")
           + "KeyError: 'DJANGO_SECRET_KEY'\n/home/jw/shop/shop/settings.py changed, reloading.\n"
           "Watching for file changes with StatReloader\nPerforming system checks...\n\n"
           "System check identified some issues:\n\nWARNINGS:\norders.Order: (models.W042) Auto-created primary key "
           "used when not defining a primary key type, by default 'django.db.models.AutoField'.\n")
    assert sig(out, "timeout 20 python manage.py runserver").error_class == "keyerror"


def test_pytest_captured_output_after_a_native_traceback_is_not_the_raised_class():
    out = ("________________________________ test_total ________________________________\n"
           + tb("/app/tests/test_orders.py|12|test_total|assert total() == 300")
           + "AssertionError: assert 297 == 300\n"
           "----------------------------- Captured stdout call -----------------------------\n"
           "orders.pricing.PriceBook: loaded 12 prices\n"
           "=========================== short test summary info ============================\n"
           "FAILED tests/test_orders.py::test_total - AssertionError: assert 297 == 300\n1 failed, 3 passed in 0.21s\n")
    assert sig(out, "pytest --tb=native").error_class == "assertionerror"


def django_does_not_exist(model: str, path: str) -> str:
    return (tb(f"/home/jw/{path}/report.py|14|<module>|order = Order.objects.get(pk=pk)",
               "/home/jw/.venv/lib/python3.11/site-packages/django/db/models/query.py|637|get|raise self.model.DoesNotExist(")
            + f"{path}.models.{model}.DoesNotExist: {model} matching query does not exist.\n")


def test_django_does_not_exist_on_a_model_is_that_class():
    """Django's `DoesNotExist` is nested in the model: the traceback names it `orders.models.Order.DoesNotExist`."""
    assert sig(django_does_not_exist("Order", "orders"), "python report.py").error_class == "doesnotexist"


def test_django_does_not_exist_is_not_another_failure_of_the_same_script():
    dne = sig(django_does_not_exist("Order", "orders"), "python report.py")
    other = sig(tb("/home/jw/orders/report.py|9|<module>|django.setup()")
                + "django.core.exceptions.ImproperlyConfigured: Requested setting INSTALLED_APPS, but settings are not "
                  "configured. You must either define the environment variable DJANGO_SETTINGS_MODULE or call "
                  "settings.configure() before accessing settings.\n", "python report.py")
    assert not same_symptom(dne, other)


def improperly(project: str) -> str:
    return (tb(f"/home/jw/{project}/manage.py|22|<module>|main()",
               f"/home/jw/{project}/.venv/lib/python3.12/site-packages/django/conf/__init__.py|81|__getattr__|"
               "self._setup(name)")
            + "django.core.exceptions.ImproperlyConfigured: Requested setting DEBUG, but settings are not configured. "
              "You must either define the environment variable DJANGO_SETTINGS_MODULE or call settings.configure() "
              "before accessing settings.\n")


def test_django_improperly_configured_is_its_class_and_the_same_in_another_project_matches():
    a = sig(improperly("shop"), "python manage.py shell")
    assert a.error_class == "improperlyconfigured"
    assert same_symptom(a, sig(improperly("blog"), "python manage.py shell"))


def sqla(path: str, cls: str, said: str) -> str:
    return (tb(f"/home/jw/{path}/billing.py|27|<module>|inv = session.execute(q).scalar_one()",
               f"/home/jw/{path}/.venv/lib/python3.12/site-packages/sqlalchemy/engine/result.py|1462|scalar_one|"
               "return self._only_one_row(")
            + f"sqlalchemy.exc.{cls}: {said}\n")


def test_sqlalchemy_no_result_and_multiple_results_are_two_symptoms_the_same_elsewhere_one():
    none = sig(sqla("ledger", "NoResultFound", "No row was found when one was required"), "python billing.py")
    assert none.error_class == "noresultfound"
    assert same_symptom(none, sig(sqla("invoices", "NoResultFound", "No row was found when one was required"),
                                  "python billing.py --month 3"))
    assert not same_symptom(none, sig(sqla("ledger", "MultipleResultsFound",
                                           "Multiple rows were found when exactly one was required"), "python billing.py"))


def test_a_chained_sqlalchemy_error_is_the_wrapper_not_the_driver_class_before_it():
    out = (tb("/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py|1967|_exec_single_context|"
              "self.dialect.do_execute(")
           + 'psycopg2.errors.UndefinedTable: relation "orders" does not exist\nLINE 1: SELECT orders.id FROM orders\n'
             "                              ^\n\n\nThe above exception was the direct cause of the following exception:\n\n"
           + tb("/app/report.py|12|<module>|rows = session.execute(text(SQL)).all()")
           + '(psycopg2.errors.UndefinedTable) relation "orders" does not exist\n'.join(
               ["sqlalchemy.exc.ProgrammingError: ", ""])
           + "LINE 1: SELECT orders.id FROM orders\n                              ^\n\n"
             "[SQL: SELECT orders.id FROM orders]\n(Background on this error at: https://sqlalche.me/e/20/f405)\n")
    assert sig(out, "python report.py").error_class == "programmingerror"


def requests_chain(host: str, final: str) -> str:
    return (tb("/app/.venv/lib/python3.12/site-packages/urllib3/connectionpool.py|536|_make_request|"
               "response = conn.getresponse()")
            + f"urllib3.exceptions.ReadTimeoutError: HTTPSConnectionPool(host='{host}', port=443): Read timed out. "
              "(read timeout=10)\n\nDuring handling of the above exception, another exception occurred:\n\n"
            + tb("/app/sync.py|30|<module>|r = requests.get(url, timeout=10)")
            + final.format(host=host) + "\n")


READ = "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='{host}', port=443): Read timed out. (read timeout=10)"
SCHEMA = "requests.exceptions.MissingSchema: Invalid URL 'None': No scheme supplied. Perhaps you meant https://None?"


def test_requests_read_timeout_on_another_host_matches_and_a_missing_schema_does_not():
    a = sig(requests_chain("api.acme.io", READ), "python sync.py")
    assert a.error_class == "readtimeout"
    assert same_symptom(a, sig(requests_chain("eu.api.acme.io", READ), "python sync.py --region eu"))
    assert not same_symptom(a, sig(requests_chain("api.acme.io", SCHEMA), "python sync.py"))


def asyncio_interrupt(script: str) -> str:
    return (tb("/usr/lib/python3.11/asyncio/runners.py|118|run|return self._loop.run_until_complete(task)",
               f"/home/jw/{script}|22|main|await asyncio.sleep(3600)")
            + "asyncio.exceptions.CancelledError\n\nDuring handling of the above exception, another exception "
              "occurred:\n\n"
            + tb(f"/home/jw/{script}|30|<module>|asyncio.run(main())",
                 "/usr/lib/python3.11/asyncio/runners.py|123|run|raise KeyboardInterrupt()")
            + "KeyboardInterrupt\n")


def argparse_exit(flag: str, test: str) -> str:
    return (f"________________________________ {test} ________________________________\n"
            + tb(f"/app/tests/test_cli.py|8|{test}|cli.main(['{flag}'])",
                 "/usr/lib/python3.12/argparse.py|2647|exit|_sys.exit(status)")
            + "SystemExit: 2\n----------------------------- Captured stderr call -----------------------------\n"
              f"usage: cli [-h] [--region REGION]\ncli: error: unrecognized arguments: {flag}\n"
              "=========================== short test summary info ============================\n"
              f"FAILED tests/test_cli.py::{test} - SystemExit: 2\n1 failed in 0.09s\n")


def test_guard_a_system_exit_of_argparse_under_pytest_is_told_apart_by_its_test():
    a = sig(argparse_exit("--bogus", "test_help"), "python -m pytest tests/test_cli.py")
    assert a.error_class and a.error_class != "systemexit"
    assert not same_symptom(a, sig(argparse_exit("--regoin", "test_region"), "python -m pytest tests/test_cli.py"))
    assert same_symptom(a, sig(argparse_exit("--bogus", "test_help").replace("/app/", "/home/jw/cli/"),
                               "pytest -q tests/test_cli.py"))


def test_end_to_end_another_error_of_a_worker_that_logs_the_same_line_after_it_is_no_recurrence():
    """The worker always logs `app.jobs.Scheduler: stopped` after a failed job: read as the raised class, every later
    failure of the worker (a KeyError here) is the lesson's ValueError back."""
    stop = "app.jobs.Scheduler: job failed, stopping\napp.jobs.Scheduler: stopped\n"
    first = (tb("/srv/app/jobs/run.py|41|run|price = int(row['price'])")
             + "ValueError: invalid literal for int() with base 10: '12,50'\n" + stop)
    lesson = gotcha("`ValueError: invalid literal for int() with base 10: '12,50'`",
                    "Parse prices with a decimal comma: `python -m app.jobs.run --decimal-comma`")
    src = session(("python -m app.jobs.run", first, True), ("python -m app.jobs.run --decimal-comma", "done", False))
    calls = lesson_calls(lesson, src.log, redact)
    later = (tb("/srv/app/jobs/run.py|38|run|dsn = os.environ['WAREHOUSE_DSN']") + "KeyError: 'WAREHOUSE_DSN'\n" + stop)
    assert verdict(lesson, calls, session(("python -m app.jobs.run", later, True)))[0] is False


def test_guard_a_java_stack_after_a_pyspark_traceback_names_no_class_of_its_own():
    out = (tb("/home/jw/etl/load.py|18|<module>|df = spark.read.format('jdbc').load()")
           + "py4j.protocol.Py4JJavaError: An error occurred while calling o42.load.\n"
             ": org.apache.spark.SparkException: Job aborted.\n\tat org.foo.Bar.baz(Bar.java:12)\n"
             "\tat org.apache.spark.sql.DataFrameReader.load(DataFrameReader.scala:188)\n"
             "Caused by: java.lang.IllegalStateException: Driver org.postgresql.Driver not registered\n"
             "\tat org.foo.Registry.get(Registry.java:40)\n\t... 12 more\n")
    assert sig(out, "python load.py").error_class in ("py4jjavaerror", "illegalstateexception", "sparkexception")
