"""Review of the forty-third tracking rule, by a reviewer who had read its diff and no corpus: the warnings a
program opens a failed call's output with are not its failure (core.tracking.preamble). Each test states the behaviour
that is right for a realistic output; the ones the rule does not reach yet are in the round's closing note."""
from __future__ import annotations

from core.tracking.record import lesson_calls
from core.tracking.signature import same_symptom, signature_of
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict


def sig(output: str, command: str, code: int = 1):
    return signature_of(f"Exit code {code}\n{output}", command)


PASSWORD = "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
WRITABLE = "mysql: [Warning] World-writable config file '/etc/mysql/my.cnf' is ignored.\n"
MARIADB = "mysql: Deprecated program name. It will be removed in a future release, use '/usr/bin/mariadb' instead\n"
MYSQL = "mysql -u app -p\"$DB_PASS\" shop -e \"{}\""
TOO_LONG = "ERROR 1406 (22001) at line 1: Data too long for column '{}' at row {}"
TRUNCATED = "ERROR 1265 (01000) at line 1: Data truncated for column '{}' at row 1"
BAD_STRING = "ERROR 1366 (HY000) at line 1: Incorrect string value: '{}' for column '{}' at row {}"
BAD_INT = "ERROR 1366 (HY000) at line 1: Incorrect integer value: 'abc' for column '{}' at row 1"
SYNTAX = ("ERROR 1064 (42000) at line 1: You have an error in your SQL syntax; check the manual that corresponds to "
          "your MySQL server version for the right syntax to use near '{}' at line 1")
NO_TABLE = "ERROR 1146 (42S02) at line 1: Table '{}' doesn't exist"


# --- mysql: the change's own target --------------------------------------------------------------------------------

def test_mysql_shape_is_the_error_line_after_the_password_warning():
    s = sig(PASSWORD + TOO_LONG.format("title", 1), MYSQL.format("INSERT INTO post (title) VALUES ('x')"))
    assert {"data", "too", "long"} <= set(s.message) and "password" not in s.message


def test_mysql_several_warning_lines_then_the_error():
    s = sig(PASSWORD + WRITABLE + TOO_LONG.format("title", 1), MYSQL.format("INSERT INTO post (title) VALUES ('x')"))
    assert {"data", "too", "long"} <= set(s.message) and not {"password", "world-writable"} & set(s.message)


def test_mysql_syntax_error_and_data_too_long_behind_the_warning_are_two_symptoms():
    a = sig(PASSWORD + SYNTAX.format("FORM orders"), MYSQL.format("SELECT * FORM orders"))
    b = sig(PASSWORD + TOO_LONG.format("title", 1), MYSQL.format("INSERT INTO post (title) VALUES ('x')"))
    assert not same_symptom(a, b)


def test_mysql_same_syntax_error_elsewhere_with_other_line_numbers_is_one_symptom():
    a = sig(PASSWORD + SYNTAX.format("FORM orders"), MYSQL.format("SELECT * FORM orders"))
    b = sig(PASSWORD + SYNTAX.format("WHERE id=3").replace("line 1:", "line 7:"), MYSQL.format("DELETE x WHERE id=3"))
    assert same_symptom(a, b)


def test_mysql_the_same_warning_before_and_not_before_is_the_same_failure():
    # the password on the command line or in ~/.my.cnf: the same failure either way
    a = sig(PASSWORD + TOO_LONG.format("title", 1), MYSQL.format("INSERT INTO post (title) VALUES ('x')"))
    b = sig(TOO_LONG.format("title", 4), "mysql shop -e \"INSERT INTO post (title) VALUES ('y')\"")
    assert same_symptom(a, b) and same_symptom(b, a)


def test_mysql_a_path_in_a_warning_does_not_make_two_missing_tables_one():
    a = sig(PASSWORD + WRITABLE + NO_TABLE.format("shop.orders"), MYSQL.format("SELECT * FROM orders"))
    b = sig(PASSWORD + WRITABLE + NO_TABLE.format("shop.invoices"), MYSQL.format("SELECT * FROM invoices"))
    assert not same_symptom(a, b)


def test_mariadb_deprecation_notice_is_no_failure_either():
    # MariaDB 11's `mysql` prints its notice where MySQL prints the password warning: the same position, no `Warning`
    a = sig(MARIADB + TOO_LONG.format("title", 1), MYSQL.format("INSERT INTO post (title) VALUES ('x')"))
    b = sig(MARIADB + SYNTAX.format("FORM orders"), MYSQL.format("SELECT * FORM orders"))
    assert not same_symptom(a, b)


def test_mysqldump_two_refusals_behind_the_warning_are_two_symptoms():
    w = "mysqldump: [Warning] Using a password on the command line interface can be insecure.\n"
    flush = w + ("mysqldump: Couldn't execute 'FLUSH TABLES': Access denied; you need (at least one of) the RELOAD or "
                 "FLUSH_TABLES privilege(s) for this operation (1227)")
    stats = w + ("mysqldump: Couldn't execute 'SELECT COLUMN_NAME FROM information_schema.COLUMN_STATISTICS': Unknown "
                 "table 'COLUMN_STATISTICS' in information_schema (1109)")
    a, b = sig(flush, "mysqldump -u app -pX shop", 2), sig(stats, "mysqldump -u app -pX shop", 2)
    assert not same_symptom(a, b)
    # ... and the same refusal on another database is one
    assert same_symptom(a, sig(flush, "mysqldump -u report -pY billing", 2))


def test_a_warning_alone_is_the_failure_and_recurs():
    # `mysql … -e 'SELECT …' | grep -q x`: the warning is all the failed call printed
    a = sig(PASSWORD.strip(), MYSQL.format("SELECT 1") + " | grep -q x")
    b = sig(PASSWORD, MYSQL.format("SELECT 2") + " | grep -q y")
    assert a.message and same_symptom(a, b)


# --- end to end (lesson_calls, verdict) ---------------------------------------------------------------------------

INSERT = "mysql -u app -p\"$DB_PASS\" shop -e \"INSERT INTO review (body) VALUES ('{}')\""
EMOJI = PASSWORD + BAD_STRING.format("\\xF0\\x9F\\x98\\x8A", "body", 1)
UTF8 = gotcha("`ERROR 1366 (HY000) at line 1: Incorrect string value: '\\xF0\\x9F\\x98\\x8A' for column 'body'`",
              "Convert the table: `ALTER TABLE review CONVERT TO CHARACTER SET utf8mb4`")
UTF8_SOURCE = session((INSERT.format("great 😊"), EMOJI, True),
                      ("mysql -u app -p\"$DB_PASS\" shop -e 'ALTER TABLE review CONVERT TO CHARACTER SET utf8mb4'",
                       PASSWORD.strip(), False),
                      (INSERT.format("great 😊"), PASSWORD.strip(), False))


def test_e2e_an_emoji_into_another_tables_column_is_a_recurrence():
    calls = lesson_calls(UTF8, UTF8_SOURCE.log, redact)
    later = session(("mysql -u app -p\"$DB_PASS\" blog -e \"INSERT INTO post (title) VALUES ('hi ✅')\"",
                     PASSWORD + BAD_STRING.format("\\xE2\\x9C\\x85", "title", 1), True))
    assert verdict(UTF8, calls, later)[0] is True


def test_e2e_the_same_error_recorded_whole_with_another_exit_line_and_two_warnings_is_a_recurrence():
    calls = lesson_calls(UTF8, UTF8_SOURCE.log, redact)
    later = session((INSERT.format("nice 👍"),
                     "Exit code 1\n" + PASSWORD + WRITABLE + BAD_STRING.format("\\xF0\\x9F\\x91\\x8D", "body", 3),
                     True), whole=True)
    assert verdict(UTF8, calls, later)[0] is True


def test_e2e_the_fix_run_straight_then_the_insert_working_is_applied():
    calls = lesson_calls(UTF8, UTF8_SOURCE.log, redact)
    later = session(("mysql -u app -p\"$DB_PASS\" shop -e 'ALTER TABLE review CONVERT TO CHARACTER SET utf8mb4'",
                     PASSWORD.strip(), False),
                    (INSERT.format("thanks 🙏"), PASSWORD.strip(), False))
    assert verdict(UTF8, calls, later) == (False, True)


# --- other programs whose first line is a warning ------------------------------------------------------------------

def test_psql_warning_then_two_errors_are_two_symptoms_and_another_role_is_the_same():
    w = "psql: warning: extra command-line argument \"shop\" ignored\n"
    role = w + ("psql: error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" failed: FATAL:  "
                "role \"{}\" does not exist")
    refused = w + ("psql: error: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection "
                   "refused\n\tIs the server running on that host and accepting TCP/IP connections?")
    a, b = sig(role.format("app"), "psql -U app app shop", 2), sig(refused, "psql -h localhost -U app app shop", 2)
    assert not same_symptom(a, b)
    assert same_symptom(a, sig(role.format("report"), "psql -U report report shop", 2))


def test_pip_and_npm_warnings_then_two_errors_are_two_symptoms():
    pw = ("WARNING: The directory '/home/dev/.cache/pip' or its parent directory is not owned or is not writable by "
          "the current user. The cache has been disabled.\n")
    nover = pw + ("ERROR: Could not find a version that satisfies the requirement torch==9.9 (from versions: 2.1.0)\n"
                  "ERROR: No matching distribution found for torch==9.9")
    conflict = pw + ("ERROR: Cannot install fastapi==0.110.0 and pydantic==1.10.0 because these package versions have "
                     "conflicting dependencies.")
    assert not same_symptom(sig(nover, "pip install torch==9.9"), sig(conflict, "pip install -r requirements.txt"))
    nw = "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.\n"
    eresolve = nw + "npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree"
    e404 = nw + "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/left-padd - Not found"
    assert not same_symptom(sig(eresolve, "npm install"), sig(e404, "npm install left-padd"))


def test_gcc_warnings_as_errors_two_warnings_are_two_symptoms_the_same_one_elsewhere_is_one():
    unused = ("{f}: In function 'main':\n{f}:4:9: error: unused variable '{v}' [-Werror=unused-variable]\n"
              "cc1: all warnings being treated as errors")
    implicit = ("main.c: In function 'main':\nmain.c:7:5: error: implicit declaration of function 'foo' "
                "[-Werror=implicit-function-declaration]\ncc1: all warnings being treated as errors")
    a = sig(unused.format(f="main.c", v="x"), "gcc -Wall -Werror -c main.c")
    assert not same_symptom(a, sig(implicit, "gcc -Wall -Werror -c main.c"))
    assert same_symptom(a, sig(unused.format(f="src/util.c", v="tmp"), "gcc -Wall -Werror -c src/util.c"))
    # a driver warning before the compiler's own error
    nofiles = "gcc: warning: /tmp/x.o: linker input file unused because linking not done\ngcc: fatal error: no input files"
    assert not same_symptom(sig(nofiles, "gcc -c /tmp/x.o"), a)


def test_docker_platform_warning_then_two_daemon_errors_are_two_symptoms():
    # (without the warning these two are two symptoms; the warning's platforms must not become their shared names)
    w = ("WARNING: The requested image's platform (linux/amd64) does not match the detected host platform "
         "(linux/arm64/v8) and no specific platform was requested\n")
    pull = w + ("docker: Error response from daemon: pull access denied for acme/api, repository does not exist or "
                "may require 'docker login': denied: requested access to the resource is denied.")
    exe = w + ("docker: Error response from daemon: failed to create task for container: failed to create shim task: "
               "OCI runtime create failed: runc create failed: unable to start container process: exec: \"uvicorn\": "
               "executable file not found in $PATH: unknown.")
    assert not same_symptom(sig(pull, "docker run acme/api", 125), sig(exe, "docker run acme/web", 125))
    name = w + ("docker: Error response from daemon: Conflict. The container name \"/web\" is already in use by "
                "container \"3f1c\". You have to remove (or rename) that container to be able to reuse that name.")
    assert "platform" not in sig(name, "docker run --name web app", 125).message


def test_apt_cli_warning_then_two_errors_are_two_symptoms():
    w = "\nWARNING: apt does not have a stable CLI interface. Use with caution in scripts.\n\nReading package lists...\n"
    locate = w + "E: Unable to locate package nodejsx"
    lock = w + ("E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt)\n"
                "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?")
    assert not same_symptom(sig(locate, "sudo apt install -y nodejsx", 100), sig(lock, "sudo apt install -y jq", 100))


def test_a_shell_locale_warning_then_two_make_errors_are_two_symptoms():
    # `<word>: warning: …` exactly as the rule words it, but it says `cannot`
    w = "bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)\n"
    rule = w + "make: *** No rule to make target 'deploy'.  Stop."
    recipe = w + "make: *** [Makefile:12: build] Error 127"
    assert not same_symptom(sig(rule, "make deploy", 2), sig(recipe, "make build", 2))


def test_git_warning_then_two_fatals_are_two_symptoms_and_another_branch_is_the_same():
    gw = "warning: redirecting to https://github.com/acme/app.git/\n"
    a = sig(gw + "fatal: couldn't find remote ref feature-x", "git pull origin feature-x", 128)
    assert not same_symptom(a, sig(gw + "fatal: refusing to merge unrelated histories", "git pull origin main", 128))
    assert same_symptom(a, sig(gw + "fatal: couldn't find remote ref fix-12", "git pull origin fix-12", 128))


def test_terraform_warning_then_two_errors_are_two_symptoms():
    tw = "╷\n│ Warning: Argument is deprecated\n│ \n│ Use the aws_s3_bucket_versioning resource instead\n╵\n"
    a = sig(tw + "╷\n│ Error: Unsupported argument\n│ \n│   on main.tf line 12, in resource \"aws_s3_bucket\" \"b\":",
            "terraform plan")
    b = sig(tw + "╷\n│ Error: Reference to undeclared resource\n│ \n│   on main.tf line 30, in output \"id\":",
            "terraform plan")
    assert not same_symptom(a, b)


def test_ansible_interpreter_warning_then_two_task_failures_are_two_symptoms():
    aw = ("[WARNING]: Platform linux on host web1 is using the discovered Python interpreter at /usr/bin/python3.10, "
          "but future installation of another Python interpreter could change the meaning of that path.\n")
    unreachable = aw + ("fatal: [web1]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host "
                        "via ssh: ssh: connect to host 10.0.0.5 port 22: Connection timed out\", \"unreachable\": true}")
    nopkg = aw + "fatal: [web1]: FAILED! => {\"changed\": false, \"msg\": \"No package matching 'nginxx' is available\"}"
    assert not same_symptom(sig(unreachable, "ansible-playbook site.yml", 4), sig(nopkg, "ansible-playbook site.yml", 2))


def test_a_warning_that_is_the_failure_keeps_its_shape():
    # `go test ./...` in a folder with no package: Go's warning says why, the next line what stopped
    out = "go: warning: \"./...\" matched no packages\nno packages to test"
    a, b = sig(out, "go test ./..."), sig(out, "cd api && go test ./...")
    assert a.error_class and same_symptom(a, b)
    # grep -E with a stray backslash, matching nothing: the warning is all it printed
    g = sig("grep: warning: stray \\ before -", "grep -rE 'a\\-b' src")
    assert g.error_class and same_symptom(g, sig("grep: warning: stray \\ before -", "grep -rE 'x\\-y' lib"))
