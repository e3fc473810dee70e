"""Tracking (issue 24), forty-fifth round: a look is no fix, an option is one thing however it is written, and a
made-up module is any module.

A query that only reads (`mysql -e 'SHOW GRANTS'`, `psql -c '\\dt'`) and a PowerShell cmdlet that only reads
(`powershell -Command Get-Alias curl`) looked like acts, so the one run between a failure and its passing re-run was
recorded as the fix, and a later session had to run that query to have applied the lesson. An option the workaround
names in prose ("Run mysqldump with --no-tablespaces") and the evidence quotes (`--no-tablespaces`) was read as a term
in one and a setting in the other, so it counted as the trap's and was dropped from the fix. A fix written for a
module under a domain reserved for examples (`go install example.com/cmd@latest`) is that command for any module. The
items of a list a lesson quotes from the run that worked (`['배송', '이', '정말']`) are no names of its error, so the
failing call is the one that printed the error, not a look after it. Each test fails on the code before the rule,
except the guards, which hold before and after."""
from __future__ import annotations

from core.tracking.commands import command_segments
from core.tracking.looking import looks
from core.tracking.profile import anchors_for, signature_for
from core.tracking.record import lesson_calls
from core.tracking.signature import identifiers
from core.tracking.wordmatch import word_matches
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict


def _looks(command: str) -> list[bool]:
    return [looks(seg) for seg in command_segments(command)]


def test_a_query_that_only_reads_rows_looks():
    assert _looks("mysql -h 127.0.0.1 -u shop_backup -e 'SHOW GRANTS'") == [True]
    assert _looks("psql -c '\\dt'") == [True]


def test_guard_a_query_that_writes_acts():
    assert _looks("psql -c 'CREATE EXTENSION IF NOT EXISTS pgcrypto'") == [False]
    assert _looks("mysql -e 'SET GLOBAL sql_mode = \"\"'") == [False]


def test_a_reading_cmdlet_handed_to_powershell_looks():
    assert all(_looks("powershell -NoProfile -Command Get-Alias curl"))


def test_guard_a_shell_handed_a_variable_and_a_look_acts():
    assert not all(_looks("zsh -c 'AWS_DEFAULT_REGION=us-west-2 aws ecs list-clusters'"))
    assert not all(_looks("bash -c 'ls && rm -rf build'"))


BACKUP = "./scripts/backup.sh"
PROCESS = ("mysqldump: Error: 'Access denied; you need (at least one of) the PROCESS privilege(s) for this operation' "
           "when trying to dump tablespaces\nbackup failed: mysqldump wrote to stderr")
TABLESPACES = gotcha(f"`{BACKUP}` failed with \"Access denied; you need (at least one of) the PROCESS privilege(s)\"; "
                     "with `--no-tablespaces` the script printed \"backup ok\"",
                     "Run mysqldump with --no-tablespaces (or put no-tablespaces under [mysqldump] in ~/.my.cnf).",
                     symptom="mysqldump prints Access denied; you need the PROCESS privilege when dumping tablespaces")
TABLESPACES_SOURCE = session((BACKUP, PROCESS, True),
                             ("mysql -h 127.0.0.1 -u shop_backup -e 'SHOW GRANTS'", "GRANT SELECT ON `shop`.*", False),
                             (BACKUP, "backup ok: /var/backups/shop.sql.gz", False))


def test_a_query_between_the_failure_and_its_passing_rerun_is_not_the_fix():
    calls = lesson_calls(TABLESPACES, TABLESPACES_SOURCE.log, redact)
    assert calls.failure is not None and calls.fix is None


def test_an_option_named_in_prose_and_quoted_in_the_evidence_is_the_fix():
    assert "--no-tablespaces" in anchors_for(TABLESPACES, "").fix_terms


def test_a_later_run_with_the_option_applies_the_lesson():
    calls = lesson_calls(TABLESPACES, TABLESPACES_SOURCE.log, redact)
    later = session(("docker compose exec db mysqldump --no-tablespaces -u etl shop > /tmp/shop.sql", "", False))
    assert verdict(TABLESPACES, calls, later) == (False, True)


def test_guard_the_script_failing_so_again_recurs():
    calls = lesson_calls(TABLESPACES, TABLESPACES_SOURCE.log, redact)
    later = session((BACKUP, PROCESS, True))
    assert verdict(TABLESPACES, calls, later) == (True, False)


def test_a_module_under_an_example_domain_stands_for_any_module():
    assert word_matches("example.com/cmd@latest", "golang.org/x/tools/cmd/stringer@latest")
    assert word_matches("registry.example.org/app", "ghcr.io/acme/app")


def test_guard_a_made_up_module_keeps_its_version():
    assert not word_matches("example.com/cmd@latest", "golang.org/x/tools/cmd/stringer@v0.21.0")
    assert not word_matches("example.com/cmd@latest", "--latest")


GO_INSTALL = gotcha("`go install golang.org/x/tools/cmd/stringer` failed with \"'go install' requires a version when "
                    "current directory is not in a module\"",
                    "Append a version to the package path: `go install example.com/cmd@latest`.")
GO_SOURCE = session(("go install golang.org/x/tools/cmd/stringer",
                     "go: 'go install' requires a version when current directory is not in a module", True),
                    ("go install golang.org/x/tools/cmd/stringer@latest", "go: downloading golang.org/x/tools v0.21.0",
                     False))


def test_the_run_of_a_fix_written_for_a_made_up_module_is_the_stated_fix():
    assert lesson_calls(GO_INSTALL, GO_SOURCE.log, redact).fix_is == "stated"


JVM = ("Traceback (most recent call last):\n  File \"/app/tokenize.py\", line 8, in <module>\n    okt = Okt()\n"
       "jpype._jvmfinder.JVMNotFoundException: No JVM shared library file (libjvm.so) found. Try setting up the "
       "JAVA_HOME environment variable properly.")
OKT = gotcha("`.venv/bin/python tokenize.py reviews.csv` 실패: \"jpype._jvmfinder.JVMNotFoundException: No JVM shared "
             "library file (libjvm.so) found\" `java -version` → \"java: command not found\" `sudo apt-get install -y "
             "openjdk-17-jdk-headless` 후 같은 스크립트가 \"['배송', '이', '정말', '빨라요', '!']\" 등을 출력",
             "JDK를 설치한다: `sudo apt-get install -y openjdk-17-jdk-headless`",
             symptom="토크나이즈 스크립트가 Okt() 생성에서 \"JVMNotFoundException: No JVM shared library file "
                     "(libjvm.so) found\"로 죽는다.")
OKT_SOURCE = session((".venv/bin/python tokenize.py reviews.csv", JVM, True),
                     ("java -version", "bash: line 1: java: command not found", True),
                     ("sudo apt-get install -y openjdk-17-jdk-headless && .venv/bin/python tokenize.py reviews.csv",
                      "1\t['배송', '이', '정말', '빨라요', '!']", False))


def test_the_failure_recorded_is_the_error_of_the_lesson_not_the_look_after_it():
    calls = lesson_calls(OKT, OKT_SOURCE.log, redact)
    assert calls.failure is not None and "tokenize.py" in calls.failure.command


def test_the_same_error_in_a_later_session_recurs():
    calls = lesson_calls(OKT, OKT_SOURCE.log, redact)
    later = session(("docker compose run --rm worker python tokenize.py data.csv", JVM, True))
    assert verdict(OKT, calls, later)[0] is True


def test_the_items_of_a_list_a_lesson_quotes_are_no_names_of_its_error():
    assert not {"배송", "정말", "빨라요"} & set(signature_for(OKT).identifiers)


def test_guard_the_items_of_a_list_a_failing_call_printed_stay_its_names():
    assert "revenue" in identifiers("KeyError: \"['revenue', 'margin', 'units'] not in index\"")
    assert identifiers("KeyError: 'user_id'") == ("user_id",)
