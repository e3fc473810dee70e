"""Tracking (issue 24), twenty-seventh round: what tracking35's misses showed. Each test fails on the code before its
rule, except the guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.tracking.commands import command_segments
from core.tracking.later import same_code
from core.tracking.message import message_from_quotes
from core.tracking.record import lesson_calls
from core.tracking.signature import Signature
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

NO_PROJ = "ERROR 1: PROJ: proj_create_from_database: Cannot find proj.db\nERROR 1: Failed to process SRS definition: {}"
GDAL = gotcha('`ogr2ogr -f GPKG out\\parcels.gpkg data\\parcels.shp -t_srs EPSG:5186` → "ERROR 1: PROJ: '
              'proj_create_from_database: Cannot find proj.db"; `set PROJ_LIB=C:\\OSGeo4W\\share\\proj&& ogr2ogr …` → '
              '"Feature Count: 18342"', "Point PROJ at its database: `set PROJ_LIB=C:\\OSGeo4W\\share\\proj`.")
GDAL_SOURCE = session(('cmd //c "ogr2ogr -f GPKG out\\parcels.gpkg data\\parcels.shp -t_srs EPSG:5186"',
                       NO_PROJ.format("EPSG:5186"), True),
                      ('cmd //c "set PROJ_LIB=C:\\OSGeo4W\\share\\proj&& ogr2ogr -f GPKG out\\parcels.gpkg '
                       'data\\parcels.shp -t_srs EPSG:5186"', "Feature Count: 18342", False))


def test_cmd_given_a_line_from_git_bash_runs_it():
    """`cmd //c "…"`: Git Bash doubles the slash so MSYS leaves the option alone; the line after it is what runs,
    as after `cmd /c`."""
    assert ["ogr2ogr", "-t_srs", "EPSG:5186"] in command_segments('cmd //c "ogr2ogr -t_srs EPSG:5186"')
    assert ["ogr2ogr", "x"] in command_segments('cmd /c "ogr2ogr x"')   # guard: the single slash as before


def test_the_failure_a_lesson_names_through_cmd_is_recorded_and_comes_back():
    """The lesson's `ogr2ogr …` is the line `cmd //c` ran: that call is its failure, and `gdalsrsinfo` through plain
    cmd meeting the same missing proj.db later is the failure back."""
    calls = lesson_calls(GDAL, GDAL_SOURCE.log, redact)
    assert calls.failure is not None and "ogr2ogr" in calls.failure.command
    later = session(('cmd //c "gdalsrsinfo -o wkt EPSG:5179"', NO_PROJ.format("EPSG:5179"), True))
    assert verdict(GDAL, calls, later)[0] is True


LOCKED = ("Using bundled JDK: /usr/share/logstash/jdk\n[2026-04-10T11:02:14,441][FATAL][logstash.runner] Logstash could "
          "not be started because there is already another instance using the configured data directory.  If you wish "
          "to run multiple instances, you must change the \"path.data\" setting.\n[2026-04-10T11:02:14,910][FATAL]"
          "[org.logstash.Logstash] Logstash stopped processing because of an error: (SystemExit) exit")
LOGSTASH = gotcha('"Logstash could not be started because there is already another instance using the configured data '
                  'directory"; `grep \'^path\' /etc/logstash/logstash.yml` → "path.data: /var/lib/logstash"; '
                  '`--path.data /tmp/ls-test` → "Logstash shut down."',
                  "Give the test run its own data directory: `--path.data /tmp/ls-test`.",
                  symptom='`bin/logstash -f pipelines/syslog.conf` stops with "Logstash could not be started because '
                          'there is already another instance using the configured data directory".')
LOGSTASH_SOURCE = session(("grep '^path' /etc/logstash/logstash.yml", "path.data: /var/lib/logstash", False),
                          ("sudo -u logstash /usr/share/logstash/bin/logstash --path.settings /etc/logstash -f "
                           "pipelines/syslog.conf", LOCKED, True),
                          ("sudo -u logstash /usr/share/logstash/bin/logstash --path.settings /etc/logstash --path.data "
                           "/tmp/ls-test -f pipelines/syslog.conf", "Logstash shut down.", False))


def test_a_message_the_lesson_quotes_in_double_quotes_finds_its_failed_call():
    """The lesson quotes the error between double quotes, not in a code span, and its first command is a look that
    passed: the failed call whose output holds the quoted message is its failure, and it comes back later."""
    calls = lesson_calls(LOGSTASH, LOGSTASH_SOURCE.log, redact)
    assert calls.failure is not None and "--path.data" not in calls.failure.command
    later = session(("sudo -u logstash /usr/share/logstash/bin/logstash --path.settings /etc/logstash -f "
                     "pipelines/audit.conf", LOCKED, True))
    assert verdict(LOGSTASH, calls, later)[0] is True


def test_guard_a_short_or_unfound_double_quoted_phrase_finds_nothing():
    """Guard: a phrase in double quotes that no failed output holds records no failure."""
    lesson = gotcha('the "works on my machine" answer; "nothing in the logs"', "Run `true`.")
    source = session(("make", "make: *** [all] Error 2", True))
    assert lesson_calls(lesson, source.log, redact).failure is None


NOT_TRUSTED = ("[10.20.0.41] Connecting to remote server 10.20.0.41 failed with the following error message : The "
               "WinRM client cannot process the request. If the client computer is not joined to a domain, the "
               "destination machine must be added to the TrustedHosts configuration setting.\n    + CategoryInfo"
               "          : OpenError: (10.20.0.41:String) [], PSRemotingTransportException\n    + "
               "FullyQualifiedErrorId : ServerNotTrusted,PSSessionStateBroken")
TIMED_OUT = ("[10.20.0.44] Connecting to remote server 10.20.0.44 failed with the following error message : WinRM cannot "
             "complete the operation. Verify that the computer is accessible over the network.\n    + CategoryInfo"
             "          : OpenError: (10.20.0.44:String) [], PSRemotingTransportException\n    + "
             "FullyQualifiedErrorId : WinRMOperationTimeout,PSSessionStateBroken")
WINRM = gotcha('`Invoke-Command -ComputerName 10.20.0.41 …` → `The WinRM client cannot process the request`; then '
               '`Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value "10.20.0.41" -Concatenate -Force`',
               'Add the host to TrustedHosts: `Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value "<host>" '
               '-Concatenate -Force`.')
INVOKE = "powershell -NoProfile -Command 'Invoke-Command -ComputerName {} -ScriptBlock {{ Get-Service W32Time }}'"
WINRM_SOURCE = session((INVOKE.format("10.20.0.41"), NOT_TRUSTED, True),
                       ("powershell -NoProfile -Command 'Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value "
                        "\"10.20.0.41\" -Concatenate -Force'", "", False))


def test_an_exception_name_alone_takes_the_message_the_lesson_quotes():
    """`OpenError` is the category of every failed remoting call: the WinRM timeout on a host already trusted is
    another failure. The message the lesson quotes from that output is what its failure says."""
    calls = lesson_calls(WINRM, WINRM_SOURCE.log, redact)
    later = session((INVOKE.format("10.20.0.44"), TIMED_OUT, True))
    assert verdict(WINRM, calls, later)[0] is False


def test_guard_the_quoted_message_on_another_host_is_the_failure_back():
    calls = lesson_calls(WINRM, WINRM_SOURCE.log, redact)
    later = session((INVOKE.format("10.20.0.52"), NOT_TRUSTED.replace("10.20.0.41", "10.20.0.52"), True))
    assert verdict(WINRM, calls, later)[0] is True


STRICT = ("Exiting: error loading config file: config file (\"filebeat.yml\") can only be writable by the owner but the "
          "permissions are \"-rw-rw-r--\" (to fix the permissions use: 'chmod go-w /usr/share/filebeat/filebeat.yml')")
FILEBEAT = gotcha('`filebeat test config` → "can only be writable by the owner but the permissions are"; `chmod go-w '
                  'filebeat.yml` → "Config OK"', "Take group write off the file: `chmod go-w filebeat.yml`; for a "
                  "throwaway check `--strict.perms=false` on the filebeat command turns the check off.")
FILEBEAT_SOURCE = session(('docker run --rm -v "$PWD/filebeat.yml:/usr/share/filebeat/filebeat.yml:ro" '
                           'docker.elastic.co/beats/filebeat:8.13.2 filebeat test config', STRICT, True),
                          ("chmod go-w filebeat.yml && docker run --rm -v \"$PWD/filebeat.yml:/usr/share/filebeat/"
                           "filebeat.yml:ro\" docker.elastic.co/beats/filebeat:8.13.2 filebeat test config", "Config OK",
                           False))


def test_an_option_with_a_dotted_name_and_its_value_is_the_fix_given():
    """`--strict.perms=false`, stated alone as the fix's other way: an option named with a dot, given its value, is
    that option on the program that failed, as `--grpc-web` is."""
    calls = lesson_calls(FILEBEAT, FILEBEAT_SOURCE.log, redact)
    later = session(("docker compose run --rm filebeat filebeat test config --strict.perms=false", "Config OK", False))
    assert verdict(FILEBEAT, calls, later) == (False, True)


def test_guard_the_option_on_another_program_is_not_the_fix():
    calls = lesson_calls(FILEBEAT, FILEBEAT_SOURCE.log, redact)
    later = session(("metricbeat test config", "Config OK", False))
    assert verdict(FILEBEAT, calls, later) == (False, False)


SC_FAILED = ("Set-Content : A positional parameter cannot be found that accepts argument '{}'.\nAt line:1 char:1\n    + "
             "CategoryInfo          : InvalidArgument: (:) [Set-Content], ParameterBindingException")
SC = gotcha("`sc create RelayAgent` -> `Set-Content : A positional parameter cannot be found that accepts argument`; "
            "`Get-Alias sc` -> `sc -> Set-Content`; `sc.exe create RelayAgent …` -> `[SC] CreateService SUCCESS`",
            "In PowerShell call `sc.exe`, not `sc` (an alias of Set-Content).",
            symptom="`sc create` fails: `Set-Content : A positional parameter cannot be found that accepts argument "
                    "'binPath='.`")
SC_SOURCE = session(('sc create RelayAgent binPath= "C:\\relay.exe" start= auto', SC_FAILED.format("binPath="), True),
                    ('sc.exe create RelayAgent binPath= "C:\\relay.exe" start= auto', "[SC] CreateService SUCCESS",
                     False))


def test_the_quoted_message_leaves_out_the_name_the_call_was_given():
    """The symptom quotes the message with the argument this call was given (`'binPath='`); `sc description` later
    fails the same way on its own argument: the message is the error's words, not the session's name."""
    shape = message_from_quotes(Signature("", ("binpath=",), 1, "sc"), SC_FAILED.format("binPath="),
                                ["Set-Content : A positional parameter cannot be found that accepts argument 'binPath='"])
    assert "'binpath=" not in shape.message and "positional" in shape.message
    calls = lesson_calls(SC, SC_SOURCE.log, redact)
    later = session(('sc description MetricsShipper "Ships host metrics"', SC_FAILED.format("Ships host metrics"), True))
    assert verdict(SC, calls, later)[0] is True


def test_a_code_that_says_only_that_something_failed_ties_no_two_failures():
    """VirtualBox prints `code NS_ERROR_FAILURE (0x80004005)` under every failure of a component: VMX root mode and a
    missing vboxdrv share it. A code of words that only say "failure" is no failure of its own."""
    vmx = "VBoxManage: error: VirtualBox can't operate in VMX root mode\nVBoxManage: error: Details: code NS_ERROR_FAILURE"
    drv = "VBoxManage: error: The virtual machine has terminated unexpectedly\nVBoxManage: error: Details: code NS_ERROR_FAILURE"
    assert not same_code(vmx, drv)
    assert same_code("code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'", "cause: code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'")   # guard


UNMET = ("dpkg-checkbuilddeps: error: Unmet build dependencies: debhelper-compat (= 13) libyaml-dev\n"
         "dpkg-buildpackage: warning: build dependencies/conflicts unsatisfied; aborting")
BUILDDEPS = gotcha('`dpkg-buildpackage -us -uc -b` → "Unmet build dependencies"; `sudo mk-build-deps --install --remove '
                   '--tool \'apt-get -y\' debian/control` → built', "Install the Build-Depends first: `sudo mk-build-deps "
                   "--install --remove --tool 'apt-get -y' debian/control` (devscripts and equivs; `-i -r -t` for "
                   "short), or `sudo apt-get build-dep ./` in the source tree.")
BUILDDEPS_SOURCE = session(("dpkg-buildpackage -us -uc -b", UNMET, True),
                           ("sudo mk-build-deps --install --remove --tool 'apt-get -y' debian/control && "
                            "dpkg-buildpackage -us -uc -b", "dpkg-deb: building package 'fooctl'", False))


def test_the_short_spelling_the_lesson_states_is_its_fix():
    """`mk-build-deps -i -r -t`, stated as the short spelling: its program alone is one word, so its short flags are
    its words, as the long flags are of the long spelling."""
    calls = lesson_calls(BUILDDEPS, BUILDDEPS_SOURCE.log, redact)
    later = session(("zsh -c 'sudo mk-build-deps -i -r -t \"apt-get -y\" debian/control && dpkg-buildpackage -b'",
                     "dpkg-deb: building package 'barctl'", False))
    assert verdict(BUILDDEPS, calls, later) == (False, True)


def test_guard_the_program_without_each_short_flag_or_written_into_a_script_is_not_the_fix():
    """Guard: `mk-build-deps -i debian/control` leaves out `-r -t` (as `tox -e x` is no `tox -r -e x`); the short
    spelling written into a script no call runs is not run."""
    calls = lesson_calls(BUILDDEPS, BUILDDEPS_SOURCE.log, redact)
    later = session(("mk-build-deps -i debian/control", "Setting up fooctl-build-deps (2.4.1-1) ...", False))
    assert verdict(BUILDDEPS, calls, later) == (False, False)
    written = session(("true", "", False))
    written.edits["/w/release.sh"] = [(1, "sudo mk-build-deps -i -r -t 'apt-get -y' debian/control")]
    assert verdict(BUILDDEPS, calls, written) == (False, False)


NOT_IN_STORE = "Error: npm/publish-token is not in the password store."
PASS = gotcha("`pass show npm/publish-token` -> `Error: npm/publish-token is not in the password store.`; `set -x "
              "PASSWORD_STORE_DIR ~/.local/share/password-store` -> published",
              "Point pass at the store: `set -x PASSWORD_STORE_DIR ~/.local/share/password-store` in fish, or a "
              "`PASSWORD_STORE_DIR=… pass show …` prefix in bash.")
PASS_SOURCE = session(("fish -c 'pass show npm/publish-token'", NOT_IN_STORE, True),
                      ("fish -c 'set -x PASSWORD_STORE_DIR ~/.local/share/password-store; env NPM_TOKEN=(pass show "
                       "npm/publish-token) npm publish'", "+ @lena/release-tools@1.4.0", False))


def test_the_variable_the_fix_call_set_is_the_fix_in_any_shells_words():
    """The recorded fix set `PASSWORD_STORE_DIR` with fish's `set -x`; a bash call giving it as a prefix inside
    `$( … )` sets the same variable: the fix, straight."""
    calls = lesson_calls(PASS, PASS_SOURCE.log, redact)
    later = session(("SENTRY_AUTH_TOKEN=$(PASSWORD_STORE_DIR=~/.local/share/password-store pass show ci/sentry) "
                     "npx sentry-cli sourcemaps upload dist/", "> File upload complete", False))
    assert verdict(PASS, calls, later) == (False, True)


def test_guard_the_variable_read_not_set_is_not_the_fix():
    calls = lesson_calls(PASS, PASS_SOURCE.log, redact)
    later = session(("echo $PASSWORD_STORE_DIR", "", False))
    assert verdict(PASS, calls, later) == (False, False)


def test_guard_the_variable_given_to_a_run_that_just_failed_is_a_recovery():
    """Guard: the tests failed, then ran again with `PASSWORD_STORE_DIR=…` before them: reaching for the fix after the
    trouble is a recovery, not the lesson applied straight."""
    calls = lesson_calls(PASS, PASS_SOURCE.log, redact)
    later = session(("python -m pytest tests/test_publish.py -q", "E   KeyError: 'NPM_TOKEN'\n1 failed", True),
                    ("PASSWORD_STORE_DIR=~/.local/share/password-store python -m pytest tests/test_publish.py -q",
                     "2 passed", False))
    assert verdict(PASS, calls, later)[1] is False
