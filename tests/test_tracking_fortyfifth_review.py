"""Tracking (issue 24), forty-fifth round: an independent reviewer's tests of the round's rules (looks, options in
prose, example domains, printed lists), each stating the behaviour held correct, kept where the narrowed rules meet
them."""
from __future__ import annotations

import pytest

from core.tracking.commands import command_segments
from core.tracking.looking import looks
from core.tracking.profile import anchors_for
from core.tracking.record import lesson_calls
from core.tracking.signature import same_symptom, signature_of
from core.tracking.wordmatch import word_matches, words_match
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict


def _looks_only(command: str) -> bool:
    """What calls.looks_only decides for a call: every segment looks."""
    return all(looks(seg) for seg in command_segments(command))


# --- rule 1: queries -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("command", [
    "mysql -h 127.0.0.1 -u app -e 'SHOW GRANTS'",
    "psql -d shop -c 'SELECT count(*) FROM orders'",
    "psql -c '\\dt'",
    "cqlsh -e 'DESCRIBE KEYSPACES'",
])
def test_a_query_that_only_reads_looks(command):
    assert _looks_only(command)


@pytest.mark.parametrize("command", [
    "psql -c \"SELECT * INTO orders_backup FROM orders\"",
    "mysql -e 'SELECT * FROM users INTO OUTFILE \"/tmp/users.csv\"'",
    "psql -c \"COPY orders TO '/tmp/orders.csv' CSV HEADER\"",
    "psql -c \"\\copy orders FROM 'orders.csv' CSV\"",
    "psql -c 'VACUUM FULL orders'",
    "psql -c \"GRANT ALL ON SCHEMA public TO app\"",
    "mysql -e \"SET GLOBAL local_infile = 1\"",
    "psql -c 'SELECT 1; DROP TABLE orders'",
    "mysql -e 'SHOW GRANTS' -e 'FLUSH PRIVILEGES'",
])
def test_a_query_that_writes_acts(command):
    assert not _looks_only(command)


@pytest.mark.parametrize("command", [
    # PostgreSQL's functions that act, called by SELECT: the fixes for "database is being accessed by other users"
    # and for a sequence behind its table ("duplicate key value violates unique constraint ..._pkey")
    "psql -d postgres -c \"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'shop_test'\"",
    "psql -d shop -c \"SELECT setval('orders_id_seq', (SELECT MAX(id) FROM orders))\"",
    "psql -c \"SELECT pg_drop_replication_slot('debezium')\"",
    # a query that reads, with a script file that writes run after it
    "psql -d shop -c 'SHOW search_path' -f db/migrate.sql",
])
def test_a_select_that_calls_a_function_that_acts_or_a_query_beside_a_script_acts(command):
    assert not _looks_only(command)


# --- rule 1: PowerShell and shells ---------------------------------------------------------------------------

@pytest.mark.parametrize("command", [
    "powershell -NoProfile -Command Get-ExecutionPolicy -List",
    "Test-Path .\\node_modules",
    "Select-String -Path .\\app.log -Pattern ERROR",
    "$PSVersionTable.PSVersion",
])
def test_a_cmdlet_or_value_that_only_reads_looks(command):
    assert _looks_only(command)


@pytest.mark.parametrize("command", [
    "Set-ExecutionPolicy -Scope CurrentUser RemoteSigned",
    "New-Item -ItemType Directory build",
    "Install-Module Pester -Scope CurrentUser -Force",
    "Start-Service docker",
    "Get-ChildItem .\\dist -Recurse | Remove-Item -Force",
    "powershell -Command \"Get-Service com.docker.service | Start-Service\"",
    "powershell -Command \"Get-Content .env.example | Set-Content .env\"",
    "powershell -Command \"Get-Process node > procs.txt\"",
])
def test_a_cmdlet_that_acts_or_a_reading_one_feeding_it_acts(command):
    assert not _looks_only(command)


@pytest.mark.parametrize("command", [
    "Format-Volume -DriveLetter D -FileSystem NTFS",            # Format- formats a disk, not only a table
    "Test-ComputerSecureChannel -Repair",                        # the fix for a broken domain trust
    "Select-AzSubscription -SubscriptionId 0f1e2d3c-aaaa-bbbb-cccc-1234567890ab",   # switches the context
    "$proc.Kill()",                                              # a method call, no property
])
def test_a_reading_verb_or_a_variable_that_acts_acts(command):
    assert not _looks_only(command)


@pytest.mark.parametrize("command", [
    "bash -c 'ls > files.txt'",
    "sudo sh -c 'echo fs.inotify.max_user_watches=524288 >> /etc/sysctl.conf'",
    "bash -c 'git status && git stash'",
    "zsh -c 'cat .env; rm .env'",
    "bash -c 'cat /etc/hosts | sudo tee -a /etc/hosts.bak'",
    "cmd /c \"type nul > .env\"",
])
def test_a_shell_handed_a_chain_or_a_redirection_acts(command):
    assert not _looks_only(command)


# --- rule 1 end to end: the fix recorded over realistic sessions ---------------------------------------------

IN_USE = ("dropdb: error: database removal failed: ERROR:  database \"shop_test\" is being accessed by other users\n"
          "DETAIL:  There is 1 other session using the database.")
DROPDB = gotcha("`dropdb shop_test` failed: \"database \\\"shop_test\\\" is being accessed by other users\"; after "
                "terminating the other backends the drop went through",
                "Terminate the other sessions on the database first (pg_terminate_backend for each pid in "
                "pg_stat_activity), then drop it again.",
                symptom="dropdb fails: database is being accessed by other users")
DROPDB_SOURCE = session(("dropdb shop_test", IN_USE, True),
                        ("psql -d postgres -c \"SELECT pid, application_name FROM pg_stat_activity WHERE datname = "
                         "'shop_test'\"", "  pid  | application_name\n-------+------------------\n 48213 | rails\n(1 row)",
                         False),
                        ("psql -d postgres -c \"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
                         "'shop_test'\"", " pg_terminate_backend\n----------------------\n t\n(1 row)", False),
                        ("dropdb shop_test", "", False))


def test_the_select_that_terminated_the_sessions_is_the_recorded_fix_not_the_look_before_it():
    calls = lesson_calls(DROPDB, DROPDB_SOURCE.log, redact)
    assert calls.failure is not None and calls.failure.command == "dropdb shop_test"
    assert calls.fix is not None and "pg_terminate_backend" in calls.fix.command


def test_a_later_session_that_only_looks_then_fails_again_recurs_and_did_not_apply():
    calls = lesson_calls(DROPDB, DROPDB_SOURCE.log, redact)
    later = session(("psql -d postgres -c \"SELECT pid FROM pg_stat_activity WHERE datname = 'shop_dev'\"",
                     "  pid\n-------\n 51002\n(1 row)", False),
                    ("dropdb shop_dev", IN_USE.replace("shop_test", "shop_dev"), True))
    assert verdict(DROPDB, calls, later) == (True, False)


TRUST = ("Computer policy could not be updated successfully. The following errors were encountered:\n"
         "The processing of Group Policy failed. Windows could not authenticate to the Active Directory service on a "
         "domain controller. The trust relationship between this workstation and the primary domain failed.")
TRUST_LESSON = gotcha("`gpupdate /force` failed: \"The trust relationship between this workstation and the primary "
                      "domain failed\"; repairing the machine's secure channel fixed it",
                      "Repair the computer's secure channel with the domain (run the secure-channel test with its "
                      "repair switch as a domain admin), then update the policy again.",
                      symptom="gpupdate fails: the trust relationship between this workstation and the primary "
                              "domain failed")
TRUST_SOURCE = session(("gpupdate /force", TRUST, True),
                       ("Test-ComputerSecureChannel", "False", False),
                       ("Test-ComputerSecureChannel -Repair", "True", False),
                       ("gpupdate /force", "Computer Policy update has completed successfully.", False))


def test_a_test_cmdlet_given_its_repair_switch_is_the_recorded_fix():
    calls = lesson_calls(TRUST_LESSON, TRUST_SOURCE.log, redact)
    assert calls.fix is not None and "-Repair" in calls.fix.command


GRANTS = gotcha("`./bin/migrate` failed with \"permission denied for schema public\"; after the schema's owner "
                "granted CREATE to app the migration ran",
                "Have the schema owner grant CREATE on schema public to the app role (PostgreSQL 15 revoked it from "
                "PUBLIC), then run the migration again.",
                symptom="migrations fail with permission denied for schema public on PostgreSQL 15")
DENIED = "ERROR:  permission denied for schema public\nLINE 1: CREATE TABLE schema_migrations (version bigint)"
GRANTS_SOURCE = session(("./bin/migrate", DENIED, True),
                        ("psql -tAc \"SELECT has_schema_privilege('app', 'public', 'CREATE')\"", "f", False),
                        ("./bin/migrate", "migrated 12 versions", False))


POLICY = ("File C:\\src\\shop\\scripts\\build.ps1 cannot be loaded because running scripts is disabled on this "
          "system. For more information, see about_Execution_Policies.\n    + CategoryInfo          : SecurityError")
POLICY_LESSON = gotcha("`powershell -File .\\scripts\\build.ps1` failed: \"running scripts is disabled on this "
                       "system\"; after allowing signed remote scripts for the current user it ran",
                       "Set the execution policy for the current user: `Set-ExecutionPolicy -Scope CurrentUser "
                       "RemoteSigned`, then run the script again.",
                       symptom="build.ps1 cannot be loaded because running scripts is disabled on this system")
POLICY_SOURCE = session(("powershell -File .\\scripts\\build.ps1", POLICY, True),
                        ("powershell -NoProfile -Command Get-ExecutionPolicy -List",
                         "Scope ExecutionPolicy\n----- ---------------\nCurrentUser Undefined", False),
                        ("powershell -NoProfile -Command \"Set-ExecutionPolicy -Scope CurrentUser RemoteSigned "
                         "-Force\"", "", False),
                        ("powershell -File .\\scripts\\build.ps1", "build ok", False))


def test_the_set_cmdlet_after_a_get_cmdlet_is_the_fix_and_a_later_use_of_it_applies():
    calls = lesson_calls(POLICY_LESSON, POLICY_SOURCE.log, redact)
    assert calls.fix is not None and "Set-ExecutionPolicy" in calls.fix.command
    later = session(("powershell -NoProfile -Command \"Set-ExecutionPolicy -Scope CurrentUser RemoteSigned -Force\"",
                     "", False),
                    ("powershell -File .\\tools\\release.ps1", "release ok", False))
    assert verdict(POLICY_LESSON, calls, later) == (False, True)


def test_a_later_session_that_only_reads_the_policy_did_not_apply_it():
    calls = lesson_calls(POLICY_LESSON, POLICY_SOURCE.log, redact)
    later = session(("powershell -NoProfile -Command Get-ExecutionPolicy -List",
                     "Scope ExecutionPolicy\n----- ---------------\nCurrentUser RemoteSigned", False),
                    ("powershell -File .\\tools\\release.ps1", "release ok", False))
    assert verdict(POLICY_LESSON, calls, later) == (False, False)


# --- rule 2: options in prose against the trap's own options -------------------------------------------------

def test_an_option_the_workaround_adds_in_prose_is_the_fix():
    e = gotcha("`mysqldump --single-transaction shop` hung on \"Waiting for table metadata lock\"; with "
               "`--skip-lock-tables` the dump finished",
               "Run mysqldump with --skip-lock-tables on the replica.",
               symptom="mysqldump hangs waiting for table metadata lock")
    assert "--skip-lock-tables" in anchors_for(e, "").fix_terms


def test_the_option_the_failing_call_ran_with_stays_the_traps_when_the_workaround_says_to_drop_it():
    e = gotcha("CI's install step (`pnpm install` with `--frozen-lockfile`, the default in CI) failed with "
               "ERR_PNPM_OUTDATED_LOCKFILE: pnpm-lock.yaml is not up to date with package.json",
               "Drop --frozen-lockfile once locally: run `pnpm install` to update pnpm-lock.yaml and commit it.",
               symptom="CI fails with ERR_PNPM_OUTDATED_LOCKFILE after a dependency was added to package.json")
    assert "--frozen-lockfile" not in anchors_for(e, "").fix_terms


def test_the_option_a_workaround_replaces_is_not_the_fix():
    e = gotcha("`git push origin feature-cart` was rejected (non-fast-forward) after the rebase; `git push` with "
               "`--force` overwrote a teammate's commits",
               "Replace --force with `git push --force-with-lease origin <branch>`, which refuses when the remote "
               "moved.",
               symptom="git push rejected: non-fast-forward after a rebase")
    assert "--force" not in anchors_for(e, "").fix_terms


# --- rule 3: words under an example domain -------------------------------------------------------------------

def test_a_made_up_module_matches_a_real_module_path_of_the_same_tail():
    assert word_matches("example.com/cmd@latest", "golang.org/x/tools/gopls@latest")
    assert word_matches("example.com/cmd@latest", "github.com/golangci/golangci-lint/cmd/golangci-lint@latest")
    assert word_matches("registry.example.org/team/myapp:1.0", "ghcr.io/acme/myapp:2.0")


def test_a_made_up_module_is_no_flag_no_other_version_no_bare_word():
    assert not word_matches("example.com/cmd@latest", "-v")
    assert not word_matches("example.com/cmd@latest", "golang.org/x/tools/gopls@v0.15.3")
    # `go install stringer@latest` fails ("malformed module path: missing dot in first path element"): no module path
    assert not words_match("go install example.com/cmd@latest".split(), "go install stringer@latest".split())
    assert not word_matches("example.com/cmd", "v0.21.0")


def test_a_made_up_registry_image_is_not_the_bare_local_name_the_trap_pushed():
    # "denied: requested access to the resource is denied" comes from pushing `myapp:2.0` without the registry host:
    # the made-up host stands for any registry, not for no registry
    assert not word_matches("registry.example.org/team/myapp:1.0", "myapp:2.0")
    assert not words_match("docker push registry.example.org/team/myapp:1.0".split(),
                           "docker push myapp:2.0".split())


GO_INSTALL = gotcha("`go install golang.org/x/tools/cmd/stringer` failed with \"'go install' requires a version when "
                    "current directory is not in a module\"",
                    "Append a version to the package path: `go install example.com/cmd@latest`.")
GO_SOURCE = session(("go install golang.org/x/tools/cmd/stringer",
                     "go: 'go install' requires a version when current directory is not in a module", True),
                    ("go env GOPATH", "/home/dev/go", False),
                    ("go install golang.org/x/tools/cmd/stringer@latest", "go: downloading golang.org/x/tools v0.21.0",
                     False))


def test_the_run_at_latest_not_the_look_before_it_is_the_recorded_fix_of_a_made_up_module():
    calls = lesson_calls(GO_INSTALL, GO_SOURCE.log, redact)
    assert calls.fix is not None and calls.fix.command.endswith("stringer@latest")
    bad = session(("go install github.com/air-verse/air",
                   "go: 'go install' requires a version when current directory is not in a module", True))
    assert verdict(GO_INSTALL, calls, bad)[0] is True


# --- rule 4: printed lists in errors -------------------------------------------------------------------------

PYTHON_C = "python -c \"import etl; etl.main()\""
MISSING_COLUMNS = "Exit code 1\nKeyError: \"['revenue', 'margin', 'units'] not in index\""
OTHER_COLUMNS = "Exit code 1\nKeyError: \"['sales', 'cost', 'qty'] not in index\""
DICT_KEY = "Exit code 1\nKeyError: 'session_token'"


def test_missing_columns_and_a_missing_dict_key_are_two_failures():
    cols, key = signature_of(MISSING_COLUMNS, PYTHON_C), signature_of(DICT_KEY, PYTHON_C)
    assert not same_symptom(cols, key)
    assert not same_symptom(key, cols)


def test_a_command_list_in_a_called_process_error_still_tells_two_failures_apart():
    npm = signature_of("subprocess.CalledProcessError: Command '['npm', 'run', 'build']' returned non-zero exit "
                       "status 1.", "python deploy.py")
    pip = signature_of("subprocess.CalledProcessError: Command '['pip', 'install', '-r', 'requirements.txt']' "
                       "returned non-zero exit status 1.", "python deploy.py")
    npm2 = signature_of("subprocess.CalledProcessError: Command '['npm', 'run', 'build']' returned non-zero exit "
                        "status 1.", "python release.py")
    assert not same_symptom(npm, pip)
    assert same_symptom(npm, npm2)


def test_argparse_choices_and_a_missing_module_keep_telling_failures_apart():
    bad_cmd = signature_of("usage: manage.py [-h] {start,stop,status}\nmanage.py: error: argument command: invalid "
                           "choice: 'restart' (choose from 'start', 'stop', 'status')", "python manage.py restart")
    no_yaml = signature_of("ModuleNotFoundError: No module named 'yaml'\nsys.path = ['/app', "
                           "'/usr/lib/python311.zip', '/usr/lib/python3.11']", "python manage.py start")
    no_yaml2 = signature_of("ModuleNotFoundError: No module named 'yaml'\nsys.path = ['/srv', "
                            "'/usr/lib/python312.zip', '/usr/lib/python3.12']", "python worker.py")
    no_toml = signature_of("ModuleNotFoundError: No module named 'toml'\nsys.path = ['/app', "
                           "'/usr/lib/python311.zip', '/usr/lib/python3.11']", "python manage.py start")
    assert not same_symptom(bad_cmd, no_yaml)
    assert same_symptom(no_yaml, no_yaml2)
    assert not same_symptom(no_yaml, no_toml)


def test_a_pytest_parametrized_failure_is_told_apart_by_its_test_not_by_the_list_it_printed():
    a = signature_of("FAILED tests/test_report.py::test_columns[q3] - KeyError: \"['revenue', 'margin', 'units'] "
                     "not in index\"\n1 failed, 12 passed", "pytest")
    b = signature_of("FAILED tests/test_report.py::test_columns[q3] - KeyError: \"['sales', 'cost', 'qty'] "
                     "not in index\"\n1 failed, 12 passed", "pytest -x")
    c = signature_of("FAILED tests/test_export.py::test_csv[q3] - KeyError: \"['revenue', 'margin', 'units'] "
                     "not in index\"\n1 failed, 12 passed", "pytest")
    assert same_symptom(a, b)
    assert not same_symptom(a, c)
