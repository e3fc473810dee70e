"""Cases of the forty-fifth tracking corpus (see tracking45_cases.py for the labelling rules): pytest's
--strict-markers and an unregistered marker (a prose-only fix), GitHub's Repository not found when ssh offers
another repository's deploy key first, and a third-party apt repository added without its signing key
(NO_PUBKEY, Korean)."""
from __future__ import annotations

from tests.truth.tracking45_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- pytest --strict-markers and an unregistered marker (prose-only fix) --------------------------------------

def _marker_error(path: str, name: str, secs: str) -> str:
    head = f" ERROR collecting {path} "
    pad = (80 - len(head)) // 2
    return ("==================================== ERRORS ====================================\n"
            f"{'_' * pad}{head}{'_' * (80 - pad - len(head))}\n"
            f"'{name}' not found in `markers` configuration option\n"
            "=========================== short test summary info ============================\n"
            f"ERROR {path}\n"
            "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n"
            f"1 error in {secs}s")


def pytest_markers() -> None:
    T.source("s-pytest-markers", "/home/dev/src/ledger", "2025-05-06T15:00:00Z", "feat/slow-tests",
             user("mark the reconciliation tests as slow and make the quick run skip them"),
             edit("/home/dev/src/ledger/tests/test_reconcile.py", "import pytest\n",
                  "import pytest\n\npytestmark = pytest.mark.slow\n"),
             err("python -m pytest -q -m 'not slow'", _marker_error("tests/test_reconcile.py", "slow", "0.31"), 2),
             read("/home/dev/src/ledger/pyproject.toml",
                  "[tool.pytest.ini_options]\naddopts = \"--strict-markers -ra\"\ntestpaths = [\"tests\"]\n"),
             say("`--strict-markers` in addopts turns any marker that isn't listed under `markers` into a "
                 "collection error. Registering `slow` in the pytest config."),
             edit("/home/dev/src/ledger/pyproject.toml", "testpaths = [\"tests\"]\n",
                  "testpaths = [\"tests\"]\nmarkers = [\n    \"slow: long-running reconciliation tests "
                  "(deselect with -m 'not slow')\",\n]\n"),
             ok("python -m pytest -q -m 'not slow'",
                "........................................                                 [100%]\n"
                "40 passed, 6 deselected in 2.14s"))
    T.lesson("t45-pytest-strict-markers", "project", "en", "s-pytest-markers", "test_strategy",
             "A new pytest marker fails collection under --strict-markers until it is registered",
             "After tagging a module with `pytest.mark.slow`, `pytest -m 'not slow'` stops during collection "
             "with `'slow' not found in `markers` configuration option` and runs no tests at all.",
             "The `-m` expression looks like the thing being rejected, and without --strict-markers the same "
             "marker only produces a warning, so it works in one repository and breaks the run in another.",
             "The project's pytest configuration puts `--strict-markers` in addopts, which makes any marker not "
             "declared in the `markers` ini option an error at collection time.",
             "Register each custom marker in the pytest configuration before using it: add it with a short "
             "description to the `markers` list under [tool.pytest.ini_options] in pyproject.toml (or to the "
             "markers option of pytest.ini, setup.cfg's [tool:pytest] or tox.ini's [pytest]); a conftest.py "
             "pytest_configure hook that adds the marker line works as well.",
             ["`'slow' not found in `markers` configuration option` and `Interrupted: 1 error during collection`",
              "the config had `addopts = \"--strict-markers -ra\"`",
              "after adding `\"slow: long-running reconciliation tests (deselect with -m 'not slow')\",` to "
              "markers: `40 passed, 6 deselected in 2.14s`"])

    T.later("l-d-ini", "/home/dev/src/payout-svc", "2025-05-23T10:30:00Z", "feat/integration-suite",
            user("split out the tests that hit the bank sandbox API as integration tests and run only those"),
            read("/home/dev/src/payout-svc/pytest.ini", "[pytest]\naddopts = --strict-markers\n"),
            edit("/home/dev/src/payout-svc/pytest.ini", "addopts = --strict-markers\n",
                 "addopts = --strict-markers\nmarkers =\n    integration: calls the bank sandbox API\n"),
            edit("/home/dev/src/payout-svc/tests/test_sandbox.py", "import pytest\n",
                 "import pytest\n\npytestmark = pytest.mark.integration\n"),
            ok("pytest -m integration -q", "......                                                                   "
               "[100%]\n6 passed, 52 deselected in 8.77s"))
    T.pair("t45-pytest-strict-markers", "l-d-ini", "applied",
           "the new marker was registered in pytest.ini's markers before use; collection ran clean")

    T.later("l-d-tox", "/home/dev/src/geo-utils", "2025-06-04T14:00:00Z", "feat/offline-mode",
            user("tag the tests that need network so we can skip them offline, then run tox"),
            edit("/home/dev/src/geo-utils/tests/test_geocode.py", "def test_lookup_city():",
                 "@pytest.mark.network\ndef test_lookup_city():"),
            err("tox -e py312",
                "py312: commands[0]> pytest --strict-markers tests\n"
                "============================= test session starts ==============================\n"
                "collected 30 items / 1 error\n\n" + _marker_error("tests/test_geocode.py", "network", "0.52")
                + "\npy312: exit 2 (1.11 seconds) /home/dev/src/geo-utils> pytest --strict-markers tests\n"
                "  py312: FAIL code 2 (4.12=setup[3.01]+cmd[1.11] seconds)\n  evaluation failed :( (4.20 seconds)",
                2),
            edit("/home/dev/src/geo-utils/tests/conftest.py", "import pytest\n",
                 "import pytest\n\n\ndef pytest_configure(config):\n    config.addinivalue_line(\"markers\", "
                 "\"network: needs internet access\")\n"),
            ok("tox -e py312",
               "  py312: OK (5.01=setup[2.90]+cmd[2.11] seconds)\n  congratulations :) (5.09 seconds)"))
    T.pair("t45-pytest-strict-markers", "l-d-tox", "recurred",
           "the unregistered `network` marker failed collection under --strict-markers in tox, then registered")

    T.later("l-d-ci", "/home/dev/src/ledger", "2025-06-13T16:20:00Z", "feat/gpu-matcher",
            user("mark the matcher benchmarks as gpu and run the CI test script before I push"),
            edit("/home/dev/src/ledger/tests/test_matcher.py", "def test_batch_match_speed():",
                 "@pytest.mark.gpu\ndef test_batch_match_speed():"),
            err("./ci/test.sh",
                "+ python -m pytest -q --junitxml=reports/junit.xml\n"
                + _marker_error("tests/test_matcher.py", "gpu", "0.44"), 2),
            edit("/home/dev/src/ledger/pyproject.toml", "    \"slow: long-running",
                 "    \"gpu: needs a CUDA device\",\n    \"slow: long-running"),
            ok("./ci/test.sh", "+ python -m pytest -q --junitxml=reports/junit.xml\n"
               "47 passed in 3.02s"))
    T.pair("t45-pytest-strict-markers", "l-d-ci", "recurred",
           "the CI script's pytest stopped at 'gpu' not found in markers: the same failure with another marker")

    T.later("l-d-fixture", "/home/dev/src/payout-svc", "2025-06-21T09:10:00Z", "fix/retry-backoff",
            user("run the retry tests"),
            err("pytest tests/test_retry.py -q",
                "E       fixture 'frozen_clock' not found\n>       available fixtures: cache, capfd, capfdbinary, "
                "caplog, capsys, capsysbinary, doctest_namespace, monkeypatch, pytestconfig, record_property, "
                "recwarn, tmp_path, tmp_path_factory, tmpdir, tmpdir_factory\n>       use 'pytest --fixtures "
                "[testpath]' for help on them.\n\n/home/dev/src/payout-svc/tests/test_retry.py:14\n"
                "=========================== short test summary info ============================\n"
                "ERROR tests/test_retry.py::test_backoff_caps_at_60s\n1 error in 0.12s", 1),
            say("frozen_clock is defined in tests/billing/conftest.py, which doesn't apply to tests/test_retry.py. "
                "Moving it up to tests/conftest.py."),
            ok("git mv tests/billing/conftest.py tests/conftest.py && pytest tests/test_retry.py -q",
               "....                                                                     [100%]\n4 passed in 0.09s"))
    T.pair("t45-pytest-strict-markers", "l-d-fixture", "neither",
           "a different pytest error (fixture not found); no marker involved")

    T.later("l-d-doc", "/home/dev/src/ledger", "2025-06-30T11:00:00Z", "docs/testing",
            user("add a section to CONTRIBUTING.md on how we use pytest markers; people keep hitting the "
                 "strict-markers error"),
            write("/home/dev/src/ledger/CONTRIBUTING.md",
                  "## Test markers\n\nWe run pytest with `--strict-markers`. Before using a new marker, add it "
                  "with a one-line description to the `markers` list under `[tool.pytest.ini_options]` in "
                  "pyproject.toml, or collection fails with\n`'<name>' not found in `markers` configuration "
                  "option`.\n"),
            say("Added a Test markers section to CONTRIBUTING.md."))
    T.pair("t45-pytest-strict-markers", "l-d-doc", "neither",
           "the registration rule only written into CONTRIBUTING.md; no marker added and pytest not run")

    T.later("l-d-setupcfg", "/home/dev/src/legacy-billing", "2025-07-09T13:40:00Z", "feat/smoke",
            user("add a smoke marker for the five fastest end-to-end tests and run just those"),
            read("/home/dev/src/legacy-billing/setup.cfg", "[tool:pytest]\naddopts = --strict-markers\n"
                 "testpaths = tests\n"),
            edit("/home/dev/src/legacy-billing/setup.cfg", "testpaths = tests\n",
                 "testpaths = tests\nmarkers =\n    smoke: quick end-to-end checks run on every deploy\n"),
            edit("/home/dev/src/legacy-billing/tests/e2e/test_checkout.py", "def test_checkout_card():",
                 "@pytest.mark.smoke\ndef test_checkout_card():"),
            ok("python -m pytest -m smoke -q", ".....                                                   "
               "                 [100%]\n5 passed, 212 deselected in 3.40s"))
    T.pair("t45-pytest-strict-markers", "l-d-setupcfg", "applied",
           "smoke registered under markers in setup.cfg's [tool:pytest] before use; no collection error")


# --- GitHub's Repository not found when ssh offers another repository's deploy key ----------------------------

NOT_FOUND = ("ERROR: Repository not found.\nfatal: Could not read from remote repository.\n\n"
             "Please make sure you have the correct access rights\nand the repository exists.")


def _hi(who: str) -> str:
    return f"Hi {who}! You've successfully authenticated, but GitHub does not provide shell access."


def deploy_key() -> None:
    T.source("s-git-deploy-key", "/srv/deploy/billing-worker", "2025-05-07T08:30:00Z", "main",
             user("pull the latest billing-worker on deploy-01. The box already has a deploy key for orders-api; "
                  "I added billing_worker_deploy (its public half is on the billing-worker repo) for this one"),
             err("git pull origin main", NOT_FOUND, 1),
             ok("ssh -T git@github.com 2>&1 || true", _hi("acme/orders-api")),
             ok("ls ~/.ssh && git remote get-url origin",
                "authorized_keys\nbilling_worker_deploy\nbilling_worker_deploy.pub\nid_ed25519\nid_ed25519.pub\n"
                "known_hosts\ngit@github.com:acme/billing-worker.git"),
             say("ssh offers ~/.ssh/id_ed25519 first, and that is the orders-api deploy key. GitHub accepts it, "
                 "and as orders-api it can't see billing-worker, so it answers Repository not found. Pinning this "
                 "checkout to its own key with IdentitiesOnly so the default key isn't offered."),
             ok("git config core.sshCommand \"ssh -i ~/.ssh/billing_worker_deploy -o IdentitiesOnly=yes\" && "
                "git pull origin main",
                "From github.com:acme/billing-worker\n * branch            main       -> FETCH_HEAD\n"
                "Updating 3e1a9c2..b74d0f1\nFast-forward\n worker/invoices.py | 14 ++++++++++----\n"
                " 1 file changed, 10 insertions(+), 4 deletions(-)"))
    T.lesson("t45-git-deploy-key-order", "global", "en", "s-git-deploy-key", "tool_quirk",
             "GitHub says Repository not found when ssh offers another repository's deploy key first",
             "`git pull`/`git clone` over ssh fails with `ERROR: Repository not found.` and `fatal: Could not read "
             "from remote repository.` on a host that holds several deploy keys, although the right key is "
             "there.",
             "`ssh -T git@github.com` succeeds, so the key setup looks fine; but the greeting names another "
             "repository (`Hi acme/orders-api!`), which means ssh authenticated with the wrong deploy key.",
             "ssh offers the default identities (id_ed25519, agent keys) before any other. A deploy key is "
             "valid for exactly one repository, so GitHub accepts the first one offered and then reports every "
             "other repository as not found instead of trying the next key.",
             "Make git use that repository's key and only that key: for one command `GIT_SSH_COMMAND='ssh -i "
             "~/.ssh/<repo_key> -o IdentitiesOnly=yes' git …`; for a checkout `git config core.sshCommand \"ssh -i "
             "~/.ssh/<repo_key> -o IdentitiesOnly=yes\"`; or a Host alias in ~/.ssh/config with HostName "
             "github.com, IdentityFile and `IdentitiesOnly yes`, used as `git@<alias>:owner/repo.git`.",
             ["`git pull origin main` → `ERROR: Repository not found.`",
              "`ssh -T git@github.com` said `Hi acme/orders-api! You've successfully authenticated`",
              "`git config core.sshCommand \"ssh -i ~/.ssh/billing_worker_deploy -o IdentitiesOnly=yes\" && git "
              "pull origin main` → `Updating 3e1a9c2..b74d0f1`"])

    T.later("l-e-env", "/srv/deploy", "2025-05-26T09:00:00Z", "HEAD",
            user("clone acme/reports into /srv/deploy/reports on this box (deploy-02); its deploy key is "
                 "~/.ssh/reports_deploy"),
            ok("GIT_SSH_COMMAND='ssh -i ~/.ssh/reports_deploy -o IdentitiesOnly=yes' git clone "
               "git@github.com:acme/reports.git /srv/deploy/reports",
               "Cloning into '/srv/deploy/reports'...\nremote: Enumerating objects: 1843, done.\n"
               "Receiving objects: 100% (1843/1843), 412.07 KiB | 3.12 MiB/s, done.\n"
               "Resolving deltas: 100% (1012/1012), done."),
            ok("cd /srv/deploy/reports && git config core.sshCommand 'ssh -i ~/.ssh/reports_deploy -o "
               "IdentitiesOnly=yes' && git log --oneline -1", "9f1c2ab Nightly report: add churn table"))
    T.pair("t45-git-deploy-key-order", "l-e-env", "applied",
           "cloned with GIT_SSH_COMMAND -i <key> -o IdentitiesOnly=yes and pinned core.sshCommand; no not-found")

    T.later("l-e-alias", "/home/ci", "2025-06-06T10:20:00Z", "HEAD",
            user("the runner needs read access to acme/infra-modules with the deploy key ~/.ssh/infra_modules_deploy; "
                 "terraform fetches it as a module source"),
            write("/home/ci/.ssh/config", "Host github-infra-modules\n  HostName github.com\n  User git\n"
                  "  IdentityFile ~/.ssh/infra_modules_deploy\n  IdentitiesOnly yes\n"),
            ok("git ls-remote git@github-infra-modules:acme/infra-modules.git HEAD",
               "5c3e9d0a7b1f2e4d6c8a0b9f1e3d5c7a9b2e4f60\tHEAD"),
            say("Module sources should use git::ssh://git@github-infra-modules/acme/infra-modules.git so terraform "
                "goes through the alias."))
    T.pair("t45-git-deploy-key-order", "l-e-alias", "applied",
           "a Host alias with IdentityFile and IdentitiesOnly yes, the lesson's third form, then git ls-remote worked")

    T.later("l-e-notifier", "/srv/deploy", "2025-06-10T08:05:00Z", "HEAD",
            user("set up notifier on deploy-02 the same way as billing-worker on deploy-01; its key is "
                 "~/.ssh/notifier_deploy"),
            err("git clone git@github.com:acme/notifier.git /srv/deploy/notifier",
                f"Cloning into '/srv/deploy/notifier'...\n{NOT_FOUND}", 128),
            ok("ssh -T git@github.com 2>&1 || true", _hi("acme/reports")),
            ok("GIT_SSH_COMMAND='ssh -i ~/.ssh/notifier_deploy -o IdentitiesOnly=yes' git clone "
               "git@github.com:acme/notifier.git /srv/deploy/notifier",
               "Cloning into '/srv/deploy/notifier'...\nResolving deltas: 100% (388/388), done."))
    T.pair("t45-git-deploy-key-order", "l-e-notifier", "recurred",
           "git clone got Repository not found because ssh authenticated with the reports deploy key first")

    T.later("l-e-typo", "/home/dev/src", "2025-06-17T15:10:00Z", "HEAD",
            user("clone the billing worker repo here"),
            err("git clone git@github.com:acme/biling-worker.git",
                f"Cloning into 'biling-worker'...\n{NOT_FOUND}", 128),
            ok("ssh -T git@github.com 2>&1 || true", _hi("dev-jlee")),
            say("You're authenticated as your own account, so the key is fine; the repository name is misspelled "
                "(biling)."),
            ok("git clone git@github.com:acme/billing-worker.git",
               "Cloning into 'billing-worker'...\nResolving deltas: 100% (2210/2210), done."))
    T.pair("t45-git-deploy-key-order", "l-e-typo", "neither",
           "the same message from another cause: a misspelled repository with the user's own key")

    T.later("l-e-nokey", "/home/runner/work", "2025-06-28T09:02:00Z", "HEAD",
            user("the new runner can't clone notifier; look"),
            err("git clone git@github.com:acme/notifier.git",
                "Cloning into 'notifier'...\ngit@github.com: Permission denied (publickey).\nfatal: Could not read "
                "from remote repository.\n\nPlease make sure you have the correct access rights\nand the "
                "repository exists.", 128),
            ok("ls -la ~/.ssh", "total 12\ndrwx------ 2 runner runner 4096 Jun 28 09:02 .\n"
               "drwxr-x--- 9 runner runner 4096 Jun 28 09:01 ..\n"
               "-rw-r--r-- 1 runner runner  444 Jun 28 09:02 known_hosts"),
            say("There's no key on this runner at all. The job secret NOTIFIER_DEPLOY_KEY holds it; installing it "
                "as the runner's only key."),
            ok("printf '%s\\n' \"$NOTIFIER_DEPLOY_KEY\" > ~/.ssh/id_ed25519 && chmod 600 ~/.ssh/id_ed25519 && "
               "git clone git@github.com:acme/notifier.git",
               "Cloning into 'notifier'...\nResolving deltas: 100% (388/388), done."))
    T.pair("t45-git-deploy-key-order", "l-e-nokey", "neither",
           "a different error (Permission denied (publickey): no key at all); fixed by adding the only key")

    T.later("l-e-pwsh", "C:\\agent\\_work\\1\\s", "2025-07-07T06:30:00Z", "main",
            user("the Windows build agent fails at the submodule step; reproduce it"),
            err("powershell -NoProfile -Command \"git submodule update --init --recursive\"",
                "Submodule 'proto' (git@github.com:acme/proto-defs.git) registered for path 'proto'\n"
                f"Cloning into 'C:/agent/_work/1/s/proto'...\n{NOT_FOUND}\nfatal: clone of "
                "'git@github.com:acme/proto-defs.git' into submodule path 'C:/agent/_work/1/s/proto' failed\n"
                "Failed to clone 'proto'. Retry scheduled", 1),
            ok("powershell -NoProfile -Command \"ssh -T git@github.com 2>&1; exit 0\"", _hi("acme/mobile-app")),
            ok("powershell -NoProfile -Command \"$env:GIT_SSH_COMMAND = 'ssh -i C:/agent/.ssh/proto_defs_deploy -o "
               "IdentitiesOnly=yes'; git submodule update --init --recursive\"",
               "Cloning into 'C:/agent/_work/1/s/proto'...\n"
               "Submodule path 'proto': checked out 'a41c7e2d9b0f3a5c6e8d1b4f7a0c2e5d8b1f4a7c'"))
    T.pair("t45-git-deploy-key-order", "l-e-pwsh", "recurred",
           "the submodule clone got Repository not found while ssh used the mobile-app deploy key")

    T.later("l-e-before", "/srv/deploy/orders-api", "2025-04-09T10:00:00Z", "main",
            user("fetch the release tag v2.8.0 for orders-api with its deploy key"),
            ok("GIT_SSH_COMMAND='ssh -i ~/.ssh/id_ed25519 -o IdentitiesOnly=yes' git fetch origin tag v2.8.0",
               "From github.com:acme/orders-api\n * [new tag]         v2.8.0     -> v2.8.0"))
    T.pair("t45-git-deploy-key-order", "l-e-before", "neither",
           "dated before the lesson's source session (2025-05-07); neither whatever it holds")


# --- a third-party apt repository added without its signing key (Korean) -----------------------------------

def _nopubkey(repo: str, key: str, pre: str = "") -> str:
    return (f"{pre}W: GPG error: {repo} InRelease: The following signatures couldn't be verified because the public "
            f"key is not available: NO_PUBKEY {key}\n{pre}E: The repository '{repo} InRelease' is not signed.")


PGDG = "http://apt.postgresql.org/pub/repos/apt bookworm-pgdg"


def apt_nopubkey() -> None:
    T.source("s-apt-nopubkey", "/home/dev/infra/images/pg-client", "2025-05-07T13:00:00Z", "feat/pg-client-16",
             user("베이스 이미지에 PostgreSQL 공식 apt 저장소를 추가해서 postgresql-client-16을 설치해줘"),
             write("/home/dev/infra/images/pg-client/Dockerfile",
                   "FROM debian:bookworm-slim\n"
                   f"RUN echo \"deb {PGDG} main\" > /etc/apt/sources.list.d/pgdg.list \\\n"
                   " && apt-get update && apt-get install -y --no-install-recommends postgresql-client-16\n"),
             err("docker build -t base-pgclient:16 .",
                 "#5 [2/2] RUN echo \"deb http://apt.postgresql.org/pub/repos/apt bookworm-pgdg main\" > "
                 "/etc/apt/sources.list.d/pgdg.list  && apt-get update && apt-get install -y "
                 "--no-install-recommends postgresql-client-16\n"
                 "#5 1.337 Get:4 http://apt.postgresql.org/pub/repos/apt bookworm-pgdg InRelease [129 kB]\n"
                 "#5 1.612 Err:4 http://apt.postgresql.org/pub/repos/apt bookworm-pgdg InRelease\n"
                 "#5 1.612   The following signatures couldn't be verified because the public key is not "
                 "available: NO_PUBKEY 7FCC7D46ACCC4CF8\n" + _nopubkey(PGDG, "7FCC7D46ACCC4CF8", "#5 2.840 ")
                 + "\n#5 ERROR: process \"/bin/sh -c echo ...\" did not complete successfully: exit code: 100\n"
                 "ERROR: failed to solve: process \"/bin/sh -c echo \\\"deb http://apt.postgresql.org/pub/repos/apt "
                 "bookworm-pgdg main\\\" > /etc/apt/sources.list.d/pgdg.list  && apt-get update && apt-get install "
                 "-y --no-install-recommends postgresql-client-16\" did not complete successfully: exit code: 100",
                 1),
             say("저장소 줄만 넣고 서명 키를 넣지 않아서 apt-get update가 InRelease 서명을 검증하지 못했습니다. 키를 "
                 "/etc/apt/keyrings에 받아 signed-by로 연결하겠습니다 (apt-key는 폐기되어 쓰지 않습니다)."),
             write("/home/dev/infra/images/pg-client/Dockerfile",
                   "FROM debian:bookworm-slim\n"
                   "RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl gnupg \\\n"
                   " && install -d -m 0755 /etc/apt/keyrings \\\n"
                   " && curl -fsSL https://www.postgresql.org/media/keys/ACCC4CF8.asc | gpg --dearmor -o "
                   "/etc/apt/keyrings/pgdg.gpg \\\n"
                   f" && echo \"deb [signed-by=/etc/apt/keyrings/pgdg.gpg] {PGDG} main\" \\\n"
                   "    > /etc/apt/sources.list.d/pgdg.list \\\n"
                   " && apt-get update && apt-get install -y --no-install-recommends postgresql-client-16 \\\n"
                   " && rm -rf /var/lib/apt/lists/*\n"),
             ok("docker build -t base-pgclient:16 .",
                "#5 14.902 Get:5 http://apt.postgresql.org/pub/repos/apt bookworm-pgdg InRelease [129 kB]\n"
                "#5 19.330 Setting up postgresql-client-16 (16.9-1.pgdg120+1) ...\n#5 DONE 21.4s\n"
                "#6 exporting to image\n#6 naming to docker.io/library/base-pgclient:16 done"),
             ok("docker run --rm base-pgclient:16 psql --version", "psql (PostgreSQL) 16.9 (Debian 16.9-1.pgdg120+1)"))
    T.lesson("t45-apt-repo-nopubkey", "global", "ko", "s-apt-nopubkey", "env_setup",
             "서드파티 apt 저장소를 서명 키 없이 추가하면 apt-get update가 NO_PUBKEY로 실패한다",
             "sources.list.d에 저장소 줄만 추가하고 `apt-get update`를 돌리면 `NO_PUBKEY 7FCC7D46ACCC4CF8`와 "
             "`E: The repository '… InRelease' is not signed.`가 나오고, 도커 빌드는 exit code 100으로 멈춘다.",
             "저장소 URL이 맞고 네트워크도 되니(InRelease를 받아 온다) 저장소 문제가 아니라 키 문제라는 걸 놓치기 "
             "쉽다. 예전 문서의 `apt-key adv`는 최신 Debian/Ubuntu에서 폐기되어 답이 아니다.",
             "apt는 저장소의 InRelease 서명을 신뢰하는 키로 검증한다. 저장소 줄에 연결된 키(signed-by)도, 시스템 "
             "키링의 키도 없으면 서명을 확인할 수 없어 그 저장소를 쓰지 않는다.",
             "저장소 서명 키를 받아 `/etc/apt/keyrings/`에 두고(`curl -fsSL <키 URL> | gpg --dearmor -o "
             "/etc/apt/keyrings/<이름>.gpg`) 저장소 줄에 `[signed-by=/etc/apt/keyrings/<이름>.gpg]`를 붙인 뒤 "
             "`apt-get update`를 다시 돌린다. 도커 이미지라면 같은 RUN 안에서 한다.",
             ["`W: GPG error: http://apt.postgresql.org/pub/repos/apt bookworm-pgdg InRelease: The following "
              "signatures couldn't be verified because the public key is not available: NO_PUBKEY 7FCC7D46ACCC4CF8`",
              "`E: The repository 'http://apt.postgresql.org/pub/repos/apt bookworm-pgdg InRelease' is not signed.`",
              "키를 `gpg --dearmor -o /etc/apt/keyrings/pgdg.gpg`로 넣고 `signed-by`를 붙인 뒤 "
              "`Setting up postgresql-client-16 (16.9-1.pgdg120+1) ...`"])

    T.later("l-f-docker-ssh", "/home/dev/infra", "2025-05-27T11:00:00Z", "HEAD",
            user("build-05 (Ubuntu 24.04)에 docker 공식 저장소 추가하고 docker-ce 설치해줘"),
            ok("ssh build-05 'sudo install -d -m 0755 /etc/apt/keyrings && curl -fsSL "
               "https://download.docker.com/linux/ubuntu/gpg | sudo gpg --dearmor -o /etc/apt/keyrings/docker.gpg "
               "&& echo \"deb [arch=amd64 signed-by=/etc/apt/keyrings/docker.gpg] "
               "https://download.docker.com/linux/ubuntu noble stable\" | sudo tee "
               "/etc/apt/sources.list.d/docker.list'",
               "deb [arch=amd64 signed-by=/etc/apt/keyrings/docker.gpg] https://download.docker.com/linux/ubuntu "
               "noble stable"),
            ok("ssh build-05 'sudo apt-get update && sudo apt-get install -y docker-ce docker-ce-cli containerd.io'",
               "Hit:1 http://archive.ubuntu.com/ubuntu noble InRelease\n"
               "Get:2 https://download.docker.com/linux/ubuntu noble InRelease [48.8 kB]\n...\n"
               "Setting up docker-ce (5:27.0.3-1~ubuntu.24.04~noble) ..."))
    T.pair("t45-apt-repo-nopubkey", "l-f-docker-ssh", "applied",
           "the key dearmored into /etc/apt/keyrings and signed-by on the source line before apt-get update")

    T.later("l-f-nodesource", "/home/dev/src/render-farm", "2025-06-09T10:40:00Z", "feat/node20-base",
            user("add Node 20 from NodeSource to the render worker image"),
            write("/home/dev/src/render-farm/Dockerfile",
                  "FROM debian:bookworm-slim\n"
                  "RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl gnupg\n"
                  "RUN echo \"deb https://deb.nodesource.com/node_20.x nodistro main\" > "
                  "/etc/apt/sources.list.d/nodesource.list \\\n && apt-get update && apt-get install -y nodejs\n"),
            err("docker build -t render-worker:node20 .",
                "#6 0.934 Err:4 https://deb.nodesource.com/node_20.x nodistro InRelease\n"
                "#6 0.934   The following signatures couldn't be verified because the public key is not "
                "available: NO_PUBKEY 2F59B5F99B1BE0B4\n"
                + _nopubkey("https://deb.nodesource.com/node_20.x nodistro", "2F59B5F99B1BE0B4", "#6 2.210 ")
                + "\nERROR: failed to solve: process \"/bin/sh -c echo ...\" did not complete successfully: exit "
                "code: 100", 1),
            edit("/home/dev/src/render-farm/Dockerfile",
                 "RUN echo \"deb https://deb.nodesource.com/node_20.x nodistro main\"",
                 "RUN curl -fsSL https://deb.nodesource.com/gpgkey/nodesource-repo.gpg.key | gpg --dearmor -o "
                 "/etc/apt/keyrings/nodesource.gpg \\\n && echo \"deb [signed-by=/etc/apt/keyrings/nodesource.gpg] "
                 "https://deb.nodesource.com/node_20.x nodistro main\""),
            ok("docker build -t render-worker:node20 .",
               "#6 7.804 Setting up nodejs (20.15.0-1nodesource1) ...\n#6 DONE 8.9s\n"
               "#7 naming to docker.io/library/render-worker:node20 done"))
    T.pair("t45-apt-repo-nopubkey", "l-f-nodesource", "recurred",
           "the NodeSource repository added with no key failed apt-get update with NO_PUBKEY in the image build")

    T.later("l-f-hashicorp", "/home/dev/infra", "2025-06-23T14:15:00Z", "HEAD",
            user("install terraform on jump-02 from HashiCorp's apt repo"),
            ok("ssh jump-02 'echo \"deb https://apt.releases.hashicorp.com jammy main\" | sudo tee "
               "/etc/apt/sources.list.d/hashicorp.list'", "deb https://apt.releases.hashicorp.com jammy main"),
            err("ssh jump-02 'sudo apt-get update'",
                "Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease\n"
                "Get:5 https://apt.releases.hashicorp.com jammy InRelease [12.9 kB]\n"
                "Err:5 https://apt.releases.hashicorp.com jammy InRelease\n  The following signatures couldn't be "
                "verified because the public key is not available: NO_PUBKEY AA16FCBCA621E701\n"
                "Reading package lists...\n"
                + _nopubkey("https://apt.releases.hashicorp.com jammy", "AA16FCBCA621E701")
                + "\nN: Updating from such a repository can't be done securely, and is therefore disabled by "
                "default.\nN: See apt-secure(8) manpage for repository creation and user configuration details.",
                100),
            ok("ssh jump-02 'curl -fsSL https://apt.releases.hashicorp.com/gpg | sudo gpg --dearmor -o "
               "/usr/share/keyrings/hashicorp-archive-keyring.gpg && echo \"deb "
               "[signed-by=/usr/share/keyrings/hashicorp-archive-keyring.gpg] https://apt.releases.hashicorp.com "
               "jammy main\" | sudo tee /etc/apt/sources.list.d/hashicorp.list && sudo apt-get update && sudo "
               "apt-get install -y terraform'", "...\nSetting up terraform (1.9.0-1) ..."))
    T.pair("t45-apt-repo-nopubkey", "l-f-hashicorp", "recurred",
           "apt-get update on jump-02 failed with NO_PUBKEY AA16FCBCA621E701 for the key-less HashiCorp source")

    T.later("l-f-expired", "/home/dev/src/legacy-portal", "2025-06-26T09:50:00Z", "fix/ci-image",
            user("the legacy portal's CI image stopped building; fix it"),
            err("docker build -t legacy-portal-ci .",
                "#5 2.104 W: GPG error: https://dl.yarnpkg.com/debian stable InRelease: The following signatures "
                "were invalid: EXPKEYSIG 23E7166788B63E1E Yarn Packaging <yarn@dan.cx>\n"
                "#5 2.104 E: The repository 'https://dl.yarnpkg.com/debian stable InRelease' is not signed.\n"
                "ERROR: failed to solve: process \"/bin/sh -c apt-get update && apt-get install -y zip\" did not "
                "complete successfully: exit code: 100", 1),
            say("The base image carries an old Yarn apt source whose key has expired. The image installs yarn "
                "with corepack anyway, so dropping that source."),
            edit("/home/dev/src/legacy-portal/Dockerfile", "RUN apt-get update && apt-get install -y zip",
                 "RUN rm -f /etc/apt/sources.list.d/yarn.list && apt-get update && apt-get install -y zip"),
            ok("docker build -t legacy-portal-ci .", "#8 naming to docker.io/library/legacy-portal-ci done"))
    T.pair("t45-apt-repo-nopubkey", "l-f-expired", "neither",
           "a different apt error (EXPKEYSIG: an expired key that is present); fixed by dropping the source")

    T.later("l-f-script", "/home/dev/infra", "2025-07-01T16:30:00Z", "feat/grafana-repo",
            user("write a script that adds Grafana's apt repo the right way; I'll run it on the monitoring hosts "
                 "tomorrow"),
            write("/home/dev/infra/scripts/add-grafana-repo.sh",
                  "#!/usr/bin/env bash\nset -euo pipefail\ninstall -d -m 0755 /etc/apt/keyrings\n"
                  "curl -fsSL https://apt.grafana.com/gpg.key | gpg --dearmor -o /etc/apt/keyrings/grafana.gpg\n"
                  "echo \"deb [signed-by=/etc/apt/keyrings/grafana.gpg] https://apt.grafana.com stable main\" \\\n"
                  "  > /etc/apt/sources.list.d/grafana.list\napt-get update\n"),
            ok("bash -n scripts/add-grafana-repo.sh && echo 'syntax ok'", "syntax ok"))
    T.pair("t45-apt-repo-nopubkey", "l-f-script", "neither",
           "the keyring and signed-by fix only written into a script that was syntax-checked, never run")

    T.later("l-f-before", "/home/dev/infra/images", "2025-04-16T10:00:00Z", "feat/pgbouncer",
            user("add pgbouncer from the pgdg repo to the proxy image"),
            err("docker build -t pgbouncer:1.22 .", _nopubkey(PGDG, "7FCC7D46ACCC4CF8", "#5 1.902 "), 1),
            edit("/home/dev/infra/images/Dockerfile", "RUN echo \"deb ",
                 "RUN curl -fsSL https://www.postgresql.org/media/keys/ACCC4CF8.asc | gpg --dearmor -o "
                 "/etc/apt/keyrings/pgdg.gpg && echo \"deb [signed-by=/etc/apt/keyrings/pgdg.gpg] "),
            ok("docker build -t pgbouncer:1.22 .", "#7 naming to docker.io/library/pgbouncer:1.22 done"))
    T.pair("t45-apt-repo-nopubkey", "l-f-before", "neither",
           "dated before the lesson's source session (2025-05-07); neither whatever it holds")

    T.later("l-f-grafana", "/home/dev/src/obs-stack", "2025-07-10T10:25:00Z", "feat/grafana-agent",
            user("바닐라 debian 이미지에 grafana apt 저장소로 alloy 설치하는 Dockerfile 만들어서 빌드해줘"),
            write("/home/dev/src/obs-stack/alloy/Dockerfile",
                  "FROM debian:bookworm-slim\n"
                  "RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl gnupg \\\n"
                  " && install -d -m 0755 /etc/apt/keyrings \\\n"
                  " && curl -fsSL https://apt.grafana.com/gpg.key | gpg --dearmor -o /etc/apt/keyrings/grafana.gpg "
                  "\\\n && echo \"deb [signed-by=/etc/apt/keyrings/grafana.gpg] https://apt.grafana.com stable main\" "
                  "> /etc/apt/sources.list.d/grafana.list \\\n"
                  " && apt-get update && apt-get install -y alloy && rm -rf /var/lib/apt/lists/*\n"),
            ok("docker build -t obs/alloy:dev alloy/",
               "#5 17.220 Setting up alloy (1.2.0-1) ...\n#5 DONE 18.0s\n#6 naming to docker.io/obs/alloy:dev done"))
    T.pair("t45-apt-repo-nopubkey", "l-f-grafana", "applied",
           "Grafana's key dearmored into /etc/apt/keyrings with signed-by in the built image; no NO_PUBKEY")


FILLS = [pytest_markers, deploy_key, apt_nopubkey]
