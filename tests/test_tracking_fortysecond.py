"""Tracking (issue 24), forty-second round: the fix call is what changed, and a system error's code is its class.

A failure checked over ssh (`ssh db1 '/opt/agent --version'`) was followed by a look at the host's libc over ssh
(`ssh db1 'ldd --version'`): the same host read as the same program run again, and `ldd --version` after
`agent --version` as the failing words given another program, so the look was recorded as the fix. The wrapper is
no program of the call's; words that give a program nothing to work on (`--version`) are no swap; and a step the
session ran before the failure (the same `scp`, the same `go build`) is not what changed, so the fix recorded is
the `CGO_ENABLED=0` build. A yarn failure ending on a system error's code (`…tgz: ESOCKETTIMEDOUT`) is of that code:
a DNS failure (`ENOTFOUND`) of the same install is another. Each test fails on the code before the rule, except the
guards, which hold before and after."""
from __future__ import annotations

from core.tracking.commands import swapped_program, unwrapped
from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

AGENT = "ssh db1 '/opt/agent --version'"
GLIBC = ("Exit code 1\n/opt/agent: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.34' not found (required by "
         "/opt/agent)")
STATIC = gotcha(f"`{GLIBC.splitlines()[1]}`", "Build it without cgo: `CGO_ENABLED=0 go build …`, a static binary.")
STATIC_SOURCE = session(("go build -o dist/agent ./cmd/agent", "", False),
                        ("scp dist/agent db1:/opt/", "", False),
                        (AGENT, GLIBC, True),
                        ("ssh db1 'ldd --version | head -n 1'", "ldd (Debian GLIBC 2.31-13+deb11u11) 2.31", False),
                        ("CGO_ENABLED=0 go build -o dist/agent ./cmd/agent", "", False),
                        ("scp dist/agent db1:/opt/ && " + AGENT, "agent 0.4.2 (static)", False))


def test_a_look_at_the_host_over_ssh_is_not_recorded_as_the_fix():
    calls = lesson_calls(STATIC, STATIC_SOURCE.log, redact)
    assert calls.fix is not None and calls.fix.command.startswith("CGO_ENABLED=0 go build")


def test_the_setting_the_build_ran_with_anew_is_the_fix_recorded():
    assert "CGO_ENABLED" in lesson_calls(STATIC, STATIC_SOURCE.log, redact).fix_words


def test_guard_a_plain_build_then_the_same_failure_is_a_recurrence_only():
    calls = lesson_calls(STATIC, STATIC_SOURCE.log, redact)
    later = session(("go build -o bin/relay . && scp bin/relay bastion:/srv/", "", False),
                    ("ssh bastion '/srv/relay -listen :9300'", "Exit code 1\n/srv/relay: /lib64/libc.so.6: version "
                     "`GLIBC_2.34' not found (required by /srv/relay)", True))
    assert verdict(STATIC, calls, later) == (True, False)


def test_asking_another_program_its_version_is_no_swap():
    assert swapped_program("ssh db1 'ldd --version'", AGENT) == ""


def test_guard_the_same_words_given_another_program_are_a_swap():
    assert swapped_program("gawk -f fix.awk app.log", "awk -f fix.awk app.log") == "gawk"


FAILED_THERE = [["ssh", "db1", "/opt/agent", "--version"], ["/opt/agent", "--version"]]


def test_a_wrapper_is_dropped_beside_what_it_carries_through_the_same_host():
    assert unwrapped([["ssh", "db1", "ldd", "--version"], ["ldd", "--version"], ["head", "-n", "1"]], FAILED_THERE) \
        == [["ldd", "--version"], ["head", "-n", "1"]]


def test_guard_another_host_or_port_is_what_changed():
    for wrapper in (["ssh", "db2"], ["ssh", "-p", "2222", "db1"]):
        segments = [[*wrapper, "/opt/agent", "--version"], ["/opt/agent", "--version"]]
        assert unwrapped(segments, FAILED_THERE) == segments


def test_guard_no_wrapper_nothing_dropped():
    assert unwrapped([["make", "dist"], ["scp", "dist/agent", "db1:/opt/"]], FAILED_THERE) == \
        [["make", "dist"], ["scp", "dist/agent", "db1:/opt/"]]


YARN_ERROR = ('error An unexpected error occurred: "https://registry.yarnpkg.com/{pkg}: {code}".\n'
              'info If you think this is a bug, please open a bug report with the information provided in '
              '"/home/ines/shop/yarn-error.log".\n'
              "info Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.")
TIMEOUT = YARN_ERROR.format(pkg="lodash/-/lodash-4.17.21.tgz", code="ESOCKETTIMEDOUT")
SLOW = gotcha("`yarn install` gave up fetching lodash on the slow VPN; `yarn install --network-timeout 600000` → "
              "`success Saved lockfile.`", "Raise the network timeout: `yarn install --network-timeout 600000`.")
SLOW_SOURCE = session(("yarn install", f"Exit code 1\nyarn install v1.22.22\n[1/4] Resolving packages...\n{TIMEOUT}",
                       True),
                      ("yarn install --network-timeout 600000", "success Saved lockfile.\nDone in 212.4s.", False))


def _slow(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(SLOW, lesson_calls(SLOW, SLOW_SOURCE.log, redact), session(*steps))


def test_a_dns_failure_of_the_same_install_is_another_failure():
    dns = YARN_ERROR.format(pkg="react", code="getaddrinfo ENOTFOUND registry.yarnpkg.com")
    assert _slow(("yarn install", f"Exit code 1\nyarn install v1.22.22\n[1/4] Resolving packages...\n{dns}", True)) == \
        (False, False)


def test_guard_the_same_timeout_on_another_package_is_the_trap_again():
    again = YARN_ERROR.format(pkg="@mui/icons-material/-/icons-material-5.15.20.tgz", code="ESOCKETTIMEDOUT")
    assert _slow(("yarn install", f"Exit code 1\nyarn install v1.22.22\n[2/4] Fetching packages...\n{again}", True)) \
        == (True, False)
