"""Review of the forty-first tracking round's rules (a short message met whole, a list of names is no cause, a
database's kind is what its message names, another act of the failing program is the fix's word).

Each test states what a careful person reading the later session would conclude; `verdict` is (recurred, applied)."""

from core.tracking.record import lesson_calls
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict
from tests.test_tracking_fortyfirst import HELM


def _v(lesson, source, *steps):
    return verdict(lesson, lesson_calls(lesson, source.log, redact), session(*steps))


# ---------------------------------------------------------------- rule 1: a short message is met whole

TRAIN = "python train.py --epochs 3"
NOSPC = ("Traceback (most recent call last):\n  File \"/srv/train.py\", line 88, in <module>\n"
         "    torch.save(state, '/tmp/ckpt/epoch3.pt')\nOSError: [Errno 28] No space left on device")
ELSEWHERE = "python train.py --epochs 3 --ckpt-dir /data/ckpt"
CKPT = gotcha("`OSError: [Errno 28] No space left on device` saving to /tmp/ckpt",
              f"/tmp is a 2 GB tmpfs: write checkpoints under /data: `{ELSEWHERE}`.")
CKPT_SOURCE = session((TRAIN, NOSPC, True), (ELSEWHERE, "epoch 3 saved", False))


def test_no_space_said_by_cp_is_the_same_full_tmpfs():
    """Rule 1. The recorded message is Python's (`[Errno 28] No space left on device`, five words with `errno`);
    cp says the same failure on the same tmpfs without Python's `Errno`: the trap came back."""
    assert _v(CKPT, CKPT_SOURCE, ("cp runs/epoch3.pt /tmp/ckpt/",
                                  "cp: error writing '/tmp/ckpt/epoch3.pt': No space left on device", True)) == \
        (True, False)


SERVE = "python -m http.server 8000"
IN_USE = ("Traceback (most recent call last):\n  File \"/usr/lib/python3.12/socketserver.py\", line 473, in "
          "server_bind\n    self.socket.bind(self.server_address)\nOSError: [Errno 98] Address already in use")
PORT = gotcha("`OSError: [Errno 98] Address already in use` from `python -m http.server 8000`",
              "An earlier server still holds the port: free it with `fuser -k 8000/tcp`, then start the server.")
PORT_SOURCE = session((SERVE, IN_USE, True), ("fuser -k 8000/tcp", "8000/tcp:            4121", False),
                      (SERVE, "Serving HTTP on 0.0.0.0 port 8000", False))


def test_address_in_use_said_by_node_is_the_port_still_held():
    """Rule 1. Node's client words the same bind failure on port 8000 without Python's `Errno`."""
    assert _v(PORT, PORT_SOURCE, ("node server.js", "node:events:497\n      throw er; // Unhandled 'error' event\n"
                                  "      ^\n\nError: listen EADDRINUSE: address already in use :::8000\n"
                                  "    at Server.setupListenHandle [as _listen2] (node:net:1897:16)", True)) == \
        (True, False)


def test_address_in_use_said_by_go_is_the_port_still_held():
    """Rule 1. Go's `bind: address already in use` on :8000 is the same port still held."""
    assert _v(PORT, PORT_SOURCE, ("go run ./cmd/web", "2026/02/01 10:00:00 listen tcp :8000: bind: address already "
                                  "in use\nexit status 1", True)) == (True, False)


Q = "psql -d shop -U app -f reports/daily.sql"
GRANT_CALL = "psql -d shop -U postgres -c 'GRANT SELECT ON ALL TABLES IN SCHEMA public TO app'"
DENIED = "psql:reports/daily.sql:1: ERROR:  permission denied for {} orders"
GRANT = gotcha(f"`{DENIED.format('table')}`", f"Grant the app role its privileges: `{GRANT_CALL}`")
GRANT_SOURCE = session((Q, DENIED.format("table"), True), (GRANT_CALL, "GRANT", False), (Q, " day | total", False))
GRANT10 = gotcha(f"`{DENIED.format('relation')}`", f"Grant the app role its privileges: `{GRANT_CALL}`")
GRANT10_SOURCE = session((Q, DENIED.format("relation"), True), (GRANT_CALL, "GRANT", False),
                         (Q, " day | total", False))


def test_guard_the_same_short_message_from_a_python_client_is_the_trap_again():
    """Rule 1 (should hold). psycopg2 prints the server's whole message."""
    assert _v(GRANT, GRANT_SOURCE, ("python scripts/report.py",
                                    "psycopg2.errors.InsufficientPrivilege: permission denied for table orders",
                                    True)) == (True, False)


APT = "apt-get install -y libpq-dev"
NO_PKG = "Reading package lists...\nBuilding dependency tree...\nE: Unable to locate package {}"
UPDATE = gotcha(f"`{APT}` → `E: Unable to locate package libpq-dev`",
                "In a fresh container run `apt-get update` first: `apt-get update && apt-get install -y libpq-dev`.")
UPDATE_SOURCE = session((APT, NO_PKG.format("libpq-dev"), True),
                        ("apt-get update && apt-get install -y libpq-dev", "Setting up libpq-dev (15.5-0+deb12u1)",
                         False))


def test_guard_another_package_not_located_in_a_fresh_container_is_the_trap_again():
    """Rule 1 (should hold). The package name ends the four-word message; another one is the same empty lists."""
    assert _v(UPDATE, UPDATE_SOURCE, ("apt-get install -y libffi-dev", NO_PKG.format("libffi-dev"), True)) == \
        (True, False)


# ---------------------------------------------------------------- rule 3: a database's kind is what a message names

def test_permission_denied_for_relation_on_postgres_10_is_for_table_on_16():
    """Rule 3. PostgreSQL 11 renamed `permission denied for relation x` to `… for table x`: the lesson learned on a
    10 server, the later session's 16 server says the same missing grant on the same table."""
    assert _v(GRANT10, GRANT10_SOURCE, ("psql -d shop -U app -f reports/weekly.sql",
                                        "psql:reports/weekly.sql:3: ERROR:  permission denied for table orders",
                                        True)) == (True, False)


def test_permission_denied_for_table_met_on_an_older_server_says_relation():
    """Rule 3. The other way round: the staging server is PostgreSQL 10 and says `relation` for the same table."""
    assert _v(GRANT, GRANT_SOURCE, ("psql -h staging -d shop -U app -f reports/weekly.sql",
                                    "psql:reports/weekly.sql:3: ERROR:  permission denied for relation orders",
                                    True)) == (True, False)


def test_guard_permission_denied_for_a_schema_is_another_grant():
    """Rule 3 (should hold). No USAGE on the schema (PostgreSQL 15's public schema) is not the table grant."""
    assert _v(GRANT, GRANT_SOURCE, ("psql -d shop -U app -f reports/weekly.sql",
                                    "psql:reports/weekly.sql:3: ERROR:  permission denied for schema public",
                                    True)) == (False, False)


BACKFILL = "psql -d shop -f db/010_orders_total.sql"
NO_COL = 'psql:db/010_orders_total.sql:2: ERROR:  column "total" of relation "orders" does not exist'
ALEMBIC = gotcha(f"`{NO_COL}`", "The schema is behind: run the migrations first, `alembic upgrade head`, then the "
                 "backfill.")
ALEMBIC_SOURCE = session((BACKFILL, NO_COL, True),
                         ("alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 9a1 -> 9b2, add "
                          "orders.total", False), (BACKFILL, "UPDATE 120", False))


def test_the_same_missing_column_read_by_a_select_is_the_schema_behind_again():
    """Rule 3. An UPDATE says `column "total" of relation "orders"`, a SELECT of the same column says `column
    "total"`: the same column of the same unmigrated table."""
    assert _v(ALEMBIC, ALEMBIC_SOURCE, ("psql -d shop -f db/011_report.sql",
                                        'psql:db/011_report.sql:1: ERROR:  column "total" does not exist\n'
                                        "LINE 1: SELECT total FROM orders;", True)) == (True, False)


# ---------------------------------------------------------------- rule 2: a list of names a chain ends on

WRAPPED = ("Error: An error occurred while checking for chart dependencies. You may need to run `helm dependency "
           "build` to fetch missing dependencies: found in Chart.yaml, but missing in charts/ directory: {}")
INSTALL = ("Error: INSTALLATION FAILED: An error occurred while checking for chart dependencies. You may need to run "
           "`helm dependency build` to fetch missing dependencies: found in Chart.yaml, but missing in charts/ "
           "directory: {}")
BARE = "Error: found in Chart.yaml, but missing in charts/ directory: {}"
FIX = "Run `helm dependency build ./charts/<chart>` before installing."


def _helm(recorded: str, names: str, later: str) -> tuple[bool, bool]:
    lesson = gotcha(f"`{recorded.format(names)}`", FIX)
    source = session((HELM, recorded.format(names), True),
                     ("helm dependency build ./charts/web && " + HELM, "Saving 2 charts\nSTATUS: deployed", False))
    return _v(lesson, source, ("helm upgrade --install api ./charts/api -n stage", later, True))


def test_the_bare_message_then_the_wrapped_one_with_the_same_names_is_the_trap_again():
    """Rule 2. An older helm printed the bare `found in Chart.yaml, but missing …: postgresql, redis`; the later
    helm wraps the very same message (same names): the list is kept as a cause in one and dropped in the other."""
    assert _helm(BARE, "postgresql, redis", WRAPPED.format("postgresql, redis")) == (True, False)


def test_the_bare_message_naming_other_dependencies_is_the_trap_again():
    """Rule 2. The bare form naming other charts' dependencies is the same failure, as the wrapped form is."""
    assert _helm(BARE, "postgresql, redis", BARE.format("mongodb, kafka")) == (True, False)


def test_guard_the_wrapped_message_under_installation_failed_naming_others_is_the_trap_again():
    """Rule 2 (should hold). `helm install` adds `INSTALLATION FAILED:`; other names, same failure."""
    assert _helm(WRAPPED, "postgresql, redis", INSTALL.format("mongodb, kafka")) == (True, False)


# ---------------------------------------------------------------- rule 4: another act of the failing program

BUILD_DEPS = gotcha(f"`{WRAPPED.format('mongodb, kafka')}`",
                    "Run `helm dependency build ./charts/web` before `helm upgrade`.")
DEPS_SOURCE = session((HELM, WRAPPED.format("mongodb, kafka"), True),
                      ("helm dependency build ./charts/web && " + HELM, "Saving 2 charts\nSTATUS: deployed", False))
DEPLOYED = "Release \"web\" has been upgraded. Happy Helming!"


def _deps(command: str) -> tuple[bool, bool]:
    return _v(BUILD_DEPS, DEPS_SOURCE, (command, DEPLOYED, False))


def test_helm_dep_build_is_helm_dependency_build():
    """Rule 4. `dep` is helm's own alias of `dependency`: the same command."""
    assert _deps("helm dep build ./charts/web && helm upgrade --install web ./charts/web -n prod") == (False, True)


def test_helm_dep_up_fetches_the_dependencies_too():
    """Rule 4. `helm dep up` (dependency update) puts the charts in charts/ as build does: the fix applied."""
    assert _deps("helm dep up ./charts/web && helm upgrade --install web ./charts/web -n prod") == (False, True)


def test_helm_upgrade_with_dependency_update_fetches_them_first():
    """Rule 4. `--dependency-update` has helm fetch the missing dependencies before installing: the fix applied."""
    assert _deps("helm upgrade --install web ./charts/web -n prod --dependency-update") == (False, True)


PUSH = "git push origin main"
REJECTED = ("To github.com:acme/api.git\n ! [rejected]        main -> main (fetch first)\nerror: failed to push some "
            "refs to 'github.com:acme/api.git'\nhint: Updates were rejected because the remote contains work that you "
            "do not\nhint: have locally.")
PULL = gotcha("`git push origin main` → `! [rejected] main -> main (fetch first)`",
              "Pull the remote's work first: `git pull origin main`, then push.")
REBASED = "Successfully rebased and updated refs/heads/main.\n   4f1c2d3..9a8b7c6  main -> main"
PULL_SOURCE = session((PUSH, REJECTED, True), ("git pull origin main", "Merge made by the 'ort' strategy.", False),
                      (PUSH, "main -> main", False))


def test_guard_pull_with_rebase_before_pushing_is_the_fix_applied():
    """Rule 4 (should hold)."""
    assert _v(PULL, PULL_SOURCE, ("git pull --rebase origin main && git push origin main",
                                  REBASED,
                                  False)) == (False, True)


def test_guard_a_push_alone_is_no_pull():
    """Rule 4 (should hold). The failing call again, without `pull`, is not the fix."""
    assert _v(PULL, PULL_SOURCE, (PUSH, "   4f1c2d3..9a8b7c6  main -> main", False)) == (False, False)


PLAN = "terraform -chdir=infra plan"
LOCK = ("Error: Inconsistent dependency lock file\n\nThe following dependency selections recorded in the lock file "
        "are inconsistent with the current configuration:\n  - provider registry.terraform.io/hashicorp/aws: "
        "required by this configuration but no version is selected\n\nTo make the initial dependency selections that "
        "will initialize the dependency lock file, run:\n  terraform init")
INIT = gotcha("`terraform -chdir=infra plan` → `Error: Inconsistent dependency lock file`",
              "Run `terraform -chdir=infra init` after changing providers, then plan.")
INITIALIZED = "Terraform has been successfully initialized!"
INIT_SOURCE = session((PLAN, LOCK, True), ("terraform -chdir=infra init", INITIALIZED, False),
                      (PLAN, "Plan: 3 to add, 0 to change, 0 to destroy.", False))


def test_guard_init_before_plan_is_the_fix_applied():
    """Rule 4 (should hold)."""
    assert _v(INIT, INIT_SOURCE, ("terraform -chdir=infra init -upgrade && terraform -chdir=infra plan",
                                  f"{INITIALIZED}\nPlan: 1 to add", False)) == \
        (False, True)
