"""Independent review of the forty-second round's tracking rules: what a careful human reading the later session
would conclude, given the lesson. Each docstring names the rule it probes; `guard` tests are where the rules
should hold."""

from core.tracking.commands import swapped_program, unwrapped
from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict


# --- rule 1: a system error's code ending what failed is its class ---------------------------------------------

YARN_ERROR = ('error An unexpected error occurred: "https://registry.yarnpkg.com/{pkg}: {code}".\n'
              'info If you think this is a bug, please open a bug report with the information provided in '
              '"/home/ines/shop/yarn-error.log".\n'
              "info Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.")
HEAD = "yarn install v1.22.22\n[1/4] Resolving packages...\n"
RETRY = "info There appears to be trouble with your network connection. Retrying...\n"
SLOW = gotcha("`yarn install` gave up fetching lodash on the slow VPN; `yarn install --network-timeout 600000` → "
              "`success Saved lockfile.`", "Raise the network timeout: `yarn install --network-timeout 600000`.")
SLOW_SOURCE = session(("yarn install", HEAD + YARN_ERROR.format(pkg="lodash/-/lodash-4.17.21.tgz",
                                                               code="ESOCKETTIMEDOUT"), True),
                      ("yarn install --network-timeout 600000", "success Saved lockfile.\nDone in 212.4s.", False))


def _slow(*steps: tuple[str, str, bool]) -> tuple[bool, bool]:
    return verdict(SLOW, lesson_calls(SLOW, SLOW_SOURCE.log, redact), session(*steps))


def test_a_connect_timeout_of_the_same_install_on_the_vpn_is_the_trap_again():
    """Rule 1: yarn timing out connecting to the registry (`connect ETIMEDOUT …:443`) on the same slow VPN is the
    lesson's trap (the network timeout governs it too); the code-only message makes it another symptom."""
    out = HEAD + YARN_ERROR.format(pkg="react", code="connect ETIMEDOUT 104.16.24.35:443")
    assert _slow(("yarn install", out, True)) == (True, False)


def test_a_bare_etimedout_after_the_retries_is_the_trap_again():
    """Rule 1: the same install retrying on the VPN then giving up with `ETIMEDOUT` rather than `ESOCKETTIMEDOUT`
    is the same timeout reported by the other socket stage; one code word must not split them."""
    out = HEAD + RETRY * 2 + YARN_ERROR.format(pkg="react-dom/-/react-dom-18.3.1.tgz", code="ETIMEDOUT")
    assert _slow(("yarn install", out, True)) == (True, False)


def test_guard_the_same_socket_timeout_behind_retry_lines_is_the_trap_again():
    """Rule 1 (guard): yarn's retry lines before the same `…tgz: ESOCKETTIMEDOUT` change nothing."""
    out = HEAD + RETRY * 3 + YARN_ERROR.format(pkg="@mui/material/-/material-5.15.20.tgz", code="ESOCKETTIMEDOUT")
    assert _slow(("yarn install --frozen-lockfile", out, True)) == (True, False)


def test_guard_a_full_disk_during_the_same_install_is_another_failure():
    """Rule 1 (guard): `ENOSPC: no space left on device` while installing is not the slow VPN."""
    out = HEAD + ('error An unexpected error occurred: "ENOSPC: no space left on device, write".\n'
                  "info Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.")
    assert _slow(("yarn install", out, True)) == (False, False)


# --- rule 2: a wrapper that only carries another segment, through the failing call's host, is dropped ---------

ROLE = ('psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: '
        'FATAL:  role "root" does not exist')
PG = gotcha(f"`{ROLE}`", "Inside the container psql runs as root, which has no role: run it as the postgres user.")
PG_SOURCE = session(("docker exec db psql -c 'CREATE DATABASE shop'", ROLE, True),
                    ("docker exec -u postgres db psql -c 'CREATE DATABASE shop'", "CREATE DATABASE", False))


def test_the_container_user_changed_is_the_fix_recorded():
    """Rule 2: the fix is the `docker exec -u postgres` wrapper itself (the inner psql is unchanged); dropping the
    wrapper beside what it carries loses the fix entirely."""
    calls = lesson_calls(PG, PG_SOURCE.log, redact)
    assert calls.fix is not None and "-u postgres" in calls.fix.command


def test_running_psql_as_postgres_in_the_container_later_is_applied():
    """Rule 2: a later session running psql in its container as the postgres user, with no failure, applied it."""
    calls = lesson_calls(PG, PG_SOURCE.log, redact)
    later = session(("docker exec -u postgres pg psql -c 'CREATE DATABASE billing'", "CREATE DATABASE", False))
    assert verdict(PG, calls, later) == (False, True)


MUSL = "exec /src/bin/agent: no such file or directory"
ALPINE = gotcha(f"`{MUSL}`", "The binary is linked against glibc and alpine has musl: run it in a Debian-based image.")
ALPINE_SOURCE = session(("docker run --rm -v /home/u/agent:/src -w /src alpine:3.19 bin/agent --selftest", MUSL, True),
                        ("docker run --rm -v /home/u/agent:/src -w /src debian:12-slim bin/agent --selftest",
                         "selftest ok", False))


def test_the_image_swapped_in_docker_run_is_the_fix_recorded():
    """Rule 2: the same program run in another image (`debian:12-slim` for `alpine:3.19`) is the fix; the image
    is the container's, which the unwrapping throws away."""
    calls = lesson_calls(ALPINE, ALPINE_SOURCE.log, redact)
    assert calls.fix is not None and "debian:12-slim" in calls.fix_words


REFUSED = "ssh: connect to host 10.0.0.5 port 22: Connection refused"
PORT = gotcha(f"`{REFUSED}`",
              "sshd on the build box does not listen on the default port; give ssh the box's own port.")
PORT_SOURCE = session(("ssh deploy@10.0.0.5 'systemctl --user restart shop'", REFUSED, True),
                      ("ssh -p 2222 deploy@10.0.0.5 'systemctl --user restart shop'", "", False))


def test_the_ssh_port_given_is_the_fix_and_used_later():
    """Rule 2: the failure is ssh's own (its connection), so the ssh segment is the program; `ssh -p 2222` later is
    the lesson applied."""
    calls = lesson_calls(PORT, PORT_SOURCE.log, redact)
    later = session(("ssh -p 2222 deploy@10.0.0.5 'systemctl --user restart billing'", "", False))
    assert verdict(PORT, calls, later) == (False, True)


AGENT = "ssh db1 '/opt/agent --version'"
GLIBC = ("Exit code 1\n/opt/agent: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.34' not found (required by "
         "/opt/agent)")
STATIC = gotcha(f"`{GLIBC.splitlines()[1]}`", "Build it without cgo: `CGO_ENABLED=0 go build …`, a static binary.")


def test_a_look_over_ssh_with_sudo_is_not_recorded_as_the_fix():
    """Rule 2: `ssh db1 'sudo cat /etc/debian_version'` after `ssh db1 'sudo /opt/agent migrate'` failed is another
    command on the same host; with `sudo` inside, the wrapper is kept and read as the failing one run again."""
    source = session(("go build -o dist/agent ./cmd/agent", "", False),
                     ("scp dist/agent db1:/opt/", "", False),
                     ("ssh db1 'sudo /opt/agent migrate'", GLIBC, True),
                     ("ssh db1 'sudo cat /etc/debian_version'", "11.9", False),
                     ("CGO_ENABLED=0 go build -o dist/agent ./cmd/agent", "", False),
                     ("scp dist/agent db1:/opt/ && ssh db1 'sudo /opt/agent migrate'", "migrated 3", False))
    calls = lesson_calls(STATIC, source.log, redact)
    assert calls.fix is not None and calls.fix.command.startswith("CGO_ENABLED=0 go build")


def test_a_wrapper_carrying_sudo_is_dropped_like_one_that_does_not():
    """Rule 2: `ssh db1 'sudo /opt/agent --version'` only carries `/opt/agent --version` (sudo is dropped from the
    inner segment): the wrapper goes as one without sudo does."""
    assert unwrapped([["ssh", "db1", "sudo", "/opt/agent", "--version"], ["/opt/agent", "--version"]],
                     [["ssh", "db1", "sudo", "/opt/agent", "migrate"], ["/opt/agent", "migrate"]]) == \
        [["/opt/agent", "--version"]]


def test_guard_a_look_over_ssh_without_sudo_is_not_the_fix():
    """Rule 2 (guard): `ssh db1 'cat /etc/debian_version'` is another command on the host; the build is the fix."""
    source = session(("go build -o dist/agent ./cmd/agent", "", False),
                     ("scp dist/agent db1:/opt/", "", False),
                     ("ssh db1 '/opt/agent migrate'", GLIBC, True),
                     ("ssh db1 'cat /etc/debian_version'", "11.9", False),
                     ("CGO_ENABLED=0 go build -o dist/agent ./cmd/agent", "", False),
                     ("scp dist/agent db1:/opt/ && ssh db1 '/opt/agent migrate'", "migrated 3", False))
    calls = lesson_calls(STATIC, source.log, redact)
    assert calls.fix is not None and "CGO_ENABLED" in calls.fix_words


# --- rule 3: the same words given another program are a swap, unless they only ask it its version -------------

BSD_MAKE = ('make: "/home/ana/tiler/Makefile" line 7: Missing dependency operator\n'
            'make: "/home/ana/tiler/Makefile" line 9: Need an operator\n'
            "make: Fatal errors encountered -- cannot continue")
GMAKE = gotcha(f"`{BSD_MAKE.splitlines()[0]}`",
               "FreeBSD's own make cannot read this GNU Makefile; use GNU's from ports.")
GMAKE_SOURCE = session(("make -j8", BSD_MAKE, True),
                       ("gmake -j8", "cc -O2 -c tile.c -o tile.o\ncc -o tiler tile.o", False))


def test_gnu_make_for_bsd_make_with_only_options_is_the_swap_recorded():
    """Rule 3: `gmake -j8` after `make -j8` failed is the textbook swap; `-j8` is all it needs, options or not."""
    assert lesson_calls(GMAKE, GMAKE_SOURCE.log, redact).fix_words == ("gmake",)


def test_gnu_make_run_later_is_the_lesson_applied():
    """Rule 3: a later `gmake -j4 install` that works is the lesson applied."""
    calls = lesson_calls(GMAKE, GMAKE_SOURCE.log, redact)
    later = session(("gmake -j4 install", "install -m755 tiler /usr/local/bin", False))
    assert verdict(GMAKE, calls, later) == (False, True)


def test_pytest_for_nose_with_the_same_flag_is_the_swap():
    """Rule 3: `pytest -v` after `nosetests -v` broke on Python 3.12 is the swap the prose means; a later
    `pytest -v tests/` is it applied."""
    nose = "AttributeError: module 'collections' has no attribute 'Callable'"
    lesson = gotcha(f"`nosetests -v` → `{nose}`",
                    "nose is unmaintained and breaks on Python 3.10+; use its successor.")
    source = session(("nosetests -v", 'Traceback (most recent call last):\n  File '
                      f'"/usr/lib/python3/dist-packages/nose/suite.py", line 106\n{nose}', True),
                     ("pytest -v", "collected 14 items\n14 passed in 0.8s", False))
    calls = lesson_calls(lesson, source.log, redact)
    assert verdict(lesson, calls, session(("pytest -v tests/", "20 passed in 1.1s", False))) == (False, True)


def test_guard_the_same_target_given_another_make_is_a_swap():
    """Rule 3 (guard): `gmake -C src all` after `make -C src all` is a swap."""
    assert swapped_program("gmake -C src all", "make -C src all") == "gmake"


# --- rule 4: a step run before the failure, carrying what a call since built, does not wrap the rerun ----------

def test_reinstalling_after_a_pull_is_the_fix_recorded():
    """Rule 4: `pip install -e .` ran before the pull; after it, `pip install -e . && pytest -q` is the fix (the
    pull added a dependency). That the step ran earlier does not make it no change: the world changed."""
    nomod = "ModuleNotFoundError: No module named 'httpx'"
    lesson = gotcha(f"`pytest` after `git pull` → `{nomod}`",
                    "A pull can add dependencies: reinstall the package after pulling.")
    source = session(("pip install -e .", "Successfully installed shop-0.3.0", False),
                     ("git pull", "Updating 1a2b3c4..5d6e7f8\n pyproject.toml | 1 +", False),
                     ("pytest -q", "ImportError while importing test module '/home/u/shop/tests/test_api.py'.\n"
                      f"E   {nomod}", True),
                     ("pip install -e . && pytest -q", "Successfully installed httpx-0.27.0 shop-0.3.0\n42 passed",
                      False))
    calls = lesson_calls(lesson, source.log, redact)
    assert calls.fix_words[:2] == ("pip", "install")


DB_DOWN = ('sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: connection to server at '
           '"127.0.0.1", port 5432 failed: Connection refused')
DB = gotcha(f"`pytest` → `{DB_DOWN}`", "The database container had stopped; bring it up again before the tests.")
DB_SOURCE = session(("docker compose up -d db", " ✔ Container shop-db-1  Started", False),
                    ("pytest -q tests/test_orders.py", DB_DOWN, True),
                    ("docker compose logs --tail 20 db", "db-1  | LOG:  received fast shutdown request\n"
                     "db-1  | LOG:  database system is shut down", False),
                    ("docker compose up -d db && pytest -q tests/test_orders.py",
                     " ✔ Container shop-db-1  Started\n12 passed in 2.0s", False))


def test_bringing_the_database_up_again_is_the_fix_not_the_log_read():
    """Rule 4: the `docker compose up -d db` run at the start is the fix when run again; the preparation picked
    instead is a read of the logs."""
    calls = lesson_calls(DB, DB_SOURCE.log, redact)
    assert calls.fix is not None and "up" in calls.fix_words and "logs" not in calls.fix_words


def test_reading_logs_later_is_not_the_lesson_applied():
    """Rule 4: a later session that only reads a service's logs did not bring a database up."""
    calls = lesson_calls(DB, DB_SOURCE.log, redact)
    later = session(("docker compose logs --tail 50 api", "api-1  | GET /health 200", False))
    assert verdict(DB, calls, later) == (False, False)


def test_guard_a_new_step_before_the_rerun_wraps_it():
    """Rule 4 (guard): `source ~/.nvm/nvm.sh && nvm use && yarn install` after `yarn install` failed: `nvm use` is
    new, so it is the fix."""
    engine = ('error shop@1.0.0: The engine "node" is incompatible with this module. Expected version ">=20". '
              'Got "16.20.2"')
    lesson = gotcha(f"`yarn install` → `{engine}`",
                    "The shell starts on the system node: load nvm and switch to the project's version first.")
    source = session(("yarn install", HEAD + engine, True),
                     ("source ~/.nvm/nvm.sh && nvm use && yarn install", "Now using node v20.11.1\nsuccess", False))
    assert lesson_calls(lesson, source.log, redact).fix_words[:2] == ("nvm", "use")


# --- rule 5: a variable the lesson's fix names is the fix recorded ---------------------------------------------

def test_the_setting_is_the_fix_when_the_build_before_was_spelt_otherwise():
    """Rule 5: with `go build ./...` before (not the same words), `CGO_ENABLED=0 go build -o dist/agent …` still
    records the setting, not `go build -o`."""
    source = session(("go build ./...", "", False), ("scp dist/agent db1:/opt/", "", False), (AGENT, GLIBC, True),
                     ("CGO_ENABLED=0 go build -o dist/agent ./cmd/agent", "", False),
                     ("scp dist/agent db1:/opt/ && " + AGENT, "agent 0.4.2 (static)", False))
    assert "CGO_ENABLED" in lesson_calls(STATIC, source.log, redact).fix_words


def test_a_plain_build_later_is_not_the_static_build_applied():
    """Rule 5: when the session built nothing before the failure, the fix recorded is the plain `go build -o`, so a
    later plain build deployed to a host that happens to work counts as the lesson applied."""
    source = session(("scp dist/agent db1:/opt/", "", False), (AGENT, GLIBC, True),
                     ("CGO_ENABLED=0 go build -o dist/agent ./cmd/agent", "", False),
                     ("scp dist/agent db1:/opt/ && " + AGENT, "agent 0.4.2 (static)", False))
    calls = lesson_calls(STATIC, source.log, redact)
    later = session(("go build -o bin/relay . && scp bin/relay bastion:/srv/", "", False),
                    ("ssh bastion '/srv/relay --version'", "relay 1.2.0", False))
    assert verdict(STATIC, calls, later) == (False, False)


def test_installing_in_another_folder_is_new_though_the_words_ran_before():
    """Rule 5: `npm ci` ran at the repository's root; after `cd web`, `npm ci && npm run build` installs web's own
    dependencies: that is the fix, not the failing `npm run build` run again."""
    novite = "> web@0.1.0 build\n> vite build\n\nsh: 1: vite: not found"
    lesson = gotcha(f"`npm run build` → `{novite.splitlines()[-1]}`",
                    "The web app has its own package.json: install its dependencies in web/ before building it.")
    source = session(("npm ci", "added 212 packages in 9s", False), ("cd web", "", False),
                     ("npm run build", novite, True),
                     ("npm ci && npm run build", "added 388 packages in 14s\n✓ built in 3.2s", False))
    assert lesson_calls(lesson, source.log, redact).fix_words[:2] == ("npm", "ci")


def test_guard_a_static_build_later_is_the_lesson_applied():
    """Rule 5 (guard): after the build ran plain before the failure, the setting is recorded and a later
    `CGO_ENABLED=0 go build` is the lesson applied."""
    source = session(("go build -o dist/agent ./cmd/agent", "", False), ("scp dist/agent db1:/opt/", "", False),
                     (AGENT, GLIBC, True), ("CGO_ENABLED=0 go build -o dist/agent ./cmd/agent", "", False),
                     ("scp dist/agent db1:/opt/ && " + AGENT, "agent 0.4.2 (static)", False))
    calls = lesson_calls(STATIC, source.log, redact)
    later = session(("CGO_ENABLED=0 go build -o bin/relay ./cmd/relay && scp bin/relay bastion:/srv/", "", False),
                    ("ssh bastion '/srv/relay --version'", "relay 1.2.0", False))
    assert verdict(STATIC, calls, later) == (False, True)
