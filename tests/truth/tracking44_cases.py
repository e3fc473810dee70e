"""The case tables of the forty-fourth tracking corpus (written by build_tracking44.py), and its first cases:
psycopg2 built from source with no pg_config, git commit with no editor in a slim dev container, and kubectl apply
of large CRDs over the 262144-byte annotation limit (Korean). The other cases are in tracking44_cases_b.py …
_e.py.

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

T = CaseTables("t44-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- psycopg2 from source with no pg_config ----------------------------------------------------------------------
def _pg_config_err(spec: str, sdist: str, size: str, tmp: str) -> str:
    info = f"/tmp/pip-pip-egg-info-{tmp}/psycopg2.egg-info"
    return (f"Collecting {spec}\n  Downloading {sdist} ({size})\n"
            "  Preparing metadata (setup.py) ... error\n  error: subprocess-exited-with-error\n  \n"
            "  × python setup.py egg_info did not run successfully.\n  │ exit code: 1\n"
            "  ╰─> [23 lines of output]\n      running egg_info\n"
            f"      creating {info}\n      writing {info}/PKG-INFO\n"
            f"      writing dependency_links to {info}/dependency_links.txt\n"
            f"      writing top-level names to {info}/top_level.txt\n"
            f"      writing manifest file '{info}/SOURCES.txt'\n      \n"
            "      Error: pg_config executable not found.\n      \n"
            "      pg_config is required to build psycopg2 from source.  Please add the directory\n"
            "      containing pg_config to the $PATH or specify the full executable path with the\n"
            "      option:\n      \n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n"
            "      \n      or with the pg_config option in 'setup.cfg'.\n      \n"
            "      If you prefer to avoid building psycopg2 from source, please install the PyPI\n"
            "      'psycopg2-binary' package instead.\n      \n"
            "      For further information please check the 'doc/src/install.rst' file (also at\n"
            "      <https://www.psycopg.org/docs/install.html>).\n      \n      [end of output]\n  \n"
            "  note: This error originates from a subprocess, and is likely not a problem with pip.\n"
            "error: metadata-generation-failed\n\n× Encountered error while generating package metadata.\n"
            "╰─> See above for output.\n\nnote: This is an issue with the package mentioned above, not pip.\n"
            "hint: See above for details.")


def _psycopg2() -> None:
    T.source(
        "s-psycopg2-pg-config", "/home/dev/src/ledger-api", "2025-03-04T09:10:00Z", "feature/reports",
        user("set up a venv for ledger-api and install requirements.txt, then run the tests"),
        ok("python3 -m venv .venv && .venv/bin/pip install -U pip", "Successfully installed pip-24.2"),
        err(".venv/bin/pip install -r requirements.txt",
            _pg_config_err("psycopg2==2.9.9 (from -r requirements.txt (line 4))", "psycopg2-2.9.9.tar.gz",
                           "384 kB", "k2v8w1jd")),
        say("psycopg2 is an sdist here and builds against libpq; the box has no pg_config (no libpq headers). "
            "Installing libpq-dev (and the Python headers) and retrying."),
        ok("sudo apt-get install -y libpq-dev python3-dev",
           "Reading package lists... Done\nBuilding dependency tree... Done\n"
           "The following NEW packages will be installed:\n  libpq-dev python3-dev python3.12-dev\n"
           "Setting up libpq-dev (16.6-0ubuntu0.24.04.1) ...\nSetting up python3-dev (3.12.3-0ubuntu2) ..."),
        ok(".venv/bin/pip install -r requirements.txt",
           "Building wheels for collected packages: psycopg2\n  Building wheel for psycopg2 (setup.py) ... done\n"
           "Successfully built psycopg2\nSuccessfully installed fastapi-0.115.0 psycopg2-2.9.9 sqlalchemy-2.0.35"),
    )
    T.lesson(
        "t44-psycopg2-pg-config", "global", "en", "s-psycopg2-pg-config", "env_setup",
        "pip install psycopg2 from source fails with 'pg_config executable not found' until libpq-dev is installed",
        "`pip install -r requirements.txt` stops in `Preparing metadata (setup.py) ... error` for psycopg2 with "
        "`Error: pg_config executable not found.` and `error: metadata-generation-failed`.",
        "Treating it as a pip problem (upgrading pip, clearing the cache) or retrying the install; the build "
        "needs the PostgreSQL client headers, which a plain Ubuntu host or slim image does not have.",
        "psycopg2 (unlike psycopg2-binary) ships only an sdist that compiles against libpq; its setup.py asks "
        "pg_config where libpq lives, and pg_config comes from the libpq development package.",
        "Install the libpq headers first: `sudo apt-get install -y libpq-dev python3-dev` (Fedora/RHEL: "
        "`libpq-devel`, Alpine: `postgresql-dev`), then rerun pip; where a prebuilt wheel is acceptable, "
        "depend on `psycopg2-binary` instead.",
        ["`.venv/bin/pip install -r requirements.txt` → `Error: pg_config executable not found.`",
         "`sudo apt-get install -y libpq-dev python3-dev` then `Successfully built psycopg2`"],
    )
    # applied: the same apt install inside a Dockerfile, then the image builds
    T.later(
        "l-psycopg2-dockerfile", "/home/dev/src/ledger-api", "2025-03-18T10:02:00Z", "feature/docker",
        user("write a Dockerfile for ledger-api on python:3.12-slim and build it"),
        write("/home/dev/src/ledger-api/Dockerfile",
              "FROM python:3.12-slim\nRUN apt-get update && apt-get install -y --no-install-recommends \\\n"
              "    gcc libpq-dev && rm -rf /var/lib/apt/lists/*\nWORKDIR /app\nCOPY requirements.txt .\n"
              "RUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\n"
              "CMD [\"uvicorn\", \"ledger.main:app\", \"--host\", \"0.0.0.0\"]\n"),
        ok("docker build -t ledger-api:dev .",
           "#6 [2/6] RUN apt-get update && apt-get install -y --no-install-recommends     gcc libpq-dev\n"
           "#6 DONE 14.2s\n"
           "#9 [5/6] RUN pip install --no-cache-dir -r requirements.txt\n#9 12.8 Successfully built psycopg2\n"
           "#9 DONE 19.6s\n#11 naming to docker.io/library/ledger-api:dev done"),
    )
    T.pair("t44-psycopg2-pg-config", "l-psycopg2-dockerfile", "applied",
           "libpq-dev is installed in the Dockerfile before pip builds psycopg2; the build passes with no error")
    # applied: Fedora over ssh, libpq-devel named by the lesson
    T.later(
        "l-psycopg2-fedora-ssh", "/home/dev/src/ledger-api", "2025-03-27T16:40:00Z", "main",
        user("deploy the worker on build02 (Fedora 40); it needs psycopg2 in /srv/ledger/.venv"),
        ok("ssh build02 'sudo dnf install -y libpq-devel python3-devel gcc && "
           "/srv/ledger/.venv/bin/pip install psycopg2==2.9.10'",
           "Installed:\n  libpq-devel-16.4-1.fc40.x86_64  python3-devel-3.12.7-1.fc40.x86_64\nComplete!\n"
           "Collecting psycopg2==2.9.10\n  Building wheel for psycopg2 (pyproject.toml) ... done\n"
           "Successfully installed psycopg2-2.9.10"),
    )
    T.pair("t44-psycopg2-pg-config", "l-psycopg2-fedora-ssh", "applied",
           "libpq-devel (the Fedora name the lesson gives) goes in before pip install psycopg2; no pg_config error")
    # recurred: python:3.12-slim container, then psycopg2-binary
    T.later(
        "l-psycopg2-slim-run", "/home/dev/src/etl-jobs", "2025-04-03T08:15:00Z", "feature/nightly",
        user("check that etl-jobs installs on python:3.12-slim"),
        err("docker run --rm -v \"$PWD\":/src -w /src python:3.12-slim pip install psycopg2==2.9.9",
            _pg_config_err("psycopg2==2.9.9", "psycopg2-2.9.9.tar.gz", "384 kB", "3wq0v9zr")),
        say("No libpq headers in the slim image. For this throwaway job the binary wheel is fine."),
        ok("docker run --rm -v \"$PWD\":/src -w /src python:3.12-slim pip install psycopg2-binary==2.9.9",
           "Collecting psycopg2-binary==2.9.9\n  Downloading psycopg2_binary-2.9.9-cp312-cp312-manylinux_2_17_x86_64"
           ".manylinux2014_x86_64.whl (3.0 MB)\nSuccessfully installed psycopg2-binary-2.9.9"),
    )
    T.pair("t44-psycopg2-pg-config", "l-psycopg2-slim-run", "recurred",
           "pip install psycopg2 in python:3.12-slim fails with pg_config executable not found before the switch")
    # recurred: a CI install script on alpine
    T.later(
        "l-psycopg2-ci-alpine", "/builds/data/reporting", "2025-04-22T11:30:00Z", "ci/alpine-runner",
        user("the new alpine runner fails in ci/install.sh, see what's wrong"),
        read("/builds/data/reporting/ci/install.sh",
             "#!/bin/sh\nset -eu\napk add --no-cache gcc musl-dev python3-dev\n"
             "python3 -m venv /opt/venv\n/opt/venv/bin/pip install -r requirements/prod.txt\n"),
        err("sh ci/install.sh",
            "OK: 212 MiB in 48 packages\n"
            + _pg_config_err("psycopg2==2.9.10 (from -r requirements/prod.txt (line 7))", "psycopg2-2.9.10.tar.gz",
                             "385 kB", "u1m5c8ha")),
        edit("/builds/data/reporting/ci/install.sh", "apk add --no-cache gcc musl-dev python3-dev",
             "apk add --no-cache gcc musl-dev python3-dev postgresql-dev"),
        ok("sh ci/install.sh", "OK: 231 MiB in 53 packages\nSuccessfully installed psycopg2-2.9.10 pandas-2.2.3"),
    )
    T.pair("t44-psycopg2-pg-config", "l-psycopg2-ci-alpine", "recurred",
           "the CI script's pip install of psycopg2 2.9.10 on alpine hits pg_config executable not found again")
    # neither: a different psycopg2 error (the server is down), no build at all
    T.later(
        "l-psycopg2-conn-refused", "/home/dev/src/ledger-api", "2025-04-09T13:05:00Z", "feature/reports",
        user("pytest is failing on the db tests, check"),
        err(".venv/bin/pytest -q tests/db",
            "E   psycopg2.OperationalError: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: "
            "Connection refused\nE   \tIs the server running on that host and accepting TCP/IP connections?\n"
            "ERROR tests/db/test_ledger.py - psycopg2.OperationalError: connection to server at \"localhost\" ...\n"
            "1 error in 0.41s"),
        ok("docker compose up -d db && sleep 3 && .venv/bin/pytest -q tests/db", "18 passed in 2.77s"),
    )
    T.pair("t44-psycopg2-pg-config", "l-psycopg2-conn-refused", "neither",
           "psycopg2 is installed; the error is a refused connection to a stopped database, not a build")
    # neither: the fix only written into a setup doc
    T.later(
        "l-psycopg2-doc-only", "/home/dev/src/ledger-api", "2025-05-06T09:20:00Z", "docs/setup",
        user("a new hire got 'Error: pg_config executable not found.' yesterday. add the prerequisite to "
             "docs/SETUP.md, nothing else"),
        edit("/home/dev/src/ledger-api/docs/SETUP.md", "## Install\n",
             "## Install\n\nOn Ubuntu install the libpq headers first:\n\n"
             "    sudo apt-get install -y libpq-dev python3-dev\n\n"),
        ok("git add docs/SETUP.md && git commit -m 'docs: libpq-dev prerequisite'",
           "[docs/setup 1f0a3b7] docs: libpq-dev prerequisite\n 1 file changed, 5 insertions(+)"),
    )
    T.pair("t44-psycopg2-pg-config", "l-psycopg2-doc-only", "neither",
           "the error is only quoted by the person and the apt command only written into a doc; nothing is built")
    # neither: dated before the source
    T.later(
        "l-psycopg2-before", "/home/dev/src/billing-cron", "2025-02-21T15:00:00Z", "main",
        user("install billing-cron's dependencies"),
        err("python3 -m pip install --user -r requirements.txt",
            _pg_config_err("psycopg2==2.9.9 (from -r requirements.txt (line 2))", "psycopg2-2.9.9.tar.gz",
                           "384 kB", "b7d2x4nq")),
        ok("sudo apt-get install -y libpq-dev && python3 -m pip install --user -r requirements.txt",
           "Successfully installed psycopg2-2.9.9"),
    )
    T.pair("t44-psycopg2-pg-config", "l-psycopg2-before", "neither",
           "dated before the lesson's source session, whatever it holds")


# --- git commit with no editor in a slim dev container -----------------------------------------------------------
def _no_editor(editor: str = "vi") -> str:
    return (f"error: cannot run {editor}: No such file or directory\nerror: unable to start editor '{editor}'\n"
            "Please supply the message using either -m or -F option.")


def _conflict(path: str) -> str:
    return (f"Auto-merging {path}\nCONFLICT (content): Merge conflict in {path}\n"
            "Automatic merge failed; fix conflicts and then commit the result.")


def _git_editor() -> None:
    T.source(
        "s-git-commit-no-editor", "/workspaces/billing-svc", "2025-03-06T14:02:00Z", "release/2.4",
        user("merge origin/main into release/2.4 and resolve the conflicts"),
        err("git merge origin/main", _conflict("src/billing/invoice.py")),
        read("/workspaces/billing-svc/src/billing/invoice.py",
             "<<<<<<< HEAD\n    total = round(subtotal * (1 + rate), 2)\n=======\n"
             "    total = quantize(subtotal * (1 + rate))\n>>>>>>> origin/main\n"),
        edit("/workspaces/billing-svc/src/billing/invoice.py",
             "<<<<<<< HEAD\n    total = round(subtotal * (1 + rate), 2)\n=======\n"
             "    total = quantize(subtotal * (1 + rate))\n>>>>>>> origin/main\n",
             "    total = quantize(subtotal * (1 + rate))\n"),
        ok("git add src/billing/invoice.py", ""),
        err("git commit", _no_editor()),
        say("This dev container has no vi, so git cannot open the merge message. `git commit --no-edit` keeps "
            "the prepared merge message without an editor."),
        ok("git commit --no-edit",
           "[release/2.4 4e1c9a2] Merge remote-tracking branch 'origin/main' into release/2.4"),
    )
    T.lesson(
        "t44-git-commit-no-editor", "global", "en", "s-git-commit-no-editor", "tool_quirk",
        "Concluding a merge with plain git commit fails in a container with no editor; use --no-edit",
        "After resolving a merge conflict, `git commit` fails with `error: cannot run vi: No such file or "
        "directory` and `error: unable to start editor 'vi'`.",
        "Installing vim in the throwaway container or retrying `git commit`; git only needs the prepared "
        "MERGE_MSG, not an editor.",
        "Without -m/-F, git commit launches $GIT_EDITOR/core.editor/$EDITOR (default vi) to edit the merge "
        "message; slim images and devcontainers often ship no editor at all.",
        "Finish with `git commit --no-edit` (keeps the prepared message); for commands that insist on an editor "
        "(rebase --continue, revert) use `GIT_EDITOR=true` or `git -c core.editor=true …`.",
        ["`git commit` → `error: unable to start editor 'vi'`",
         "`git commit --no-edit` → `Merge remote-tracking branch 'origin/main' into release/2.4`"],
    )
    T.later(
        "l-git-noedit-ledger", "/workspaces/ledger", "2025-03-19T10:40:00Z", "feature/fx-rates",
        user("bring develop into feature/fx-rates"),
        err("git merge origin/develop", _conflict("ledger/fx.py")),
        edit("/workspaces/ledger/ledger/fx.py",
             "<<<<<<< HEAD\nRATE_TTL = 300\n=======\nRATE_TTL = 600\n>>>>>>> origin/develop\n",
             "RATE_TTL = 600\n"),
        ok("git add ledger/fx.py && git commit --no-edit",
           "[feature/fx-rates 0b9d41e] Merge remote-tracking branch 'origin/develop' into feature/fx-rates"),
    )
    T.pair("t44-git-commit-no-editor", "l-git-noedit-ledger", "applied",
           "the merge is concluded with git commit --no-edit and no editor error comes first")
    T.later(
        "l-git-editor-true-rebase", "/workspaces/ledger", "2025-04-01T15:12:00Z", "feature/tax-rates",
        user("rebase feature/tax-rates on main"),
        err("git rebase origin/main",
            "Auto-merging app/tax.py\nCONFLICT (content): Merge conflict in app/tax.py\n"
            "error: could not apply 9c1d2e3... tax: round per line\n"
            "hint: Resolve all conflicts manually, mark them as resolved with\n"
            "hint: \"git add/rm <conflicted_files>\", then run \"git rebase --continue\".\n"
            "Could not apply 9c1d2e3... tax: round per line"),
        edit("/workspaces/ledger/app/tax.py",
             "<<<<<<< HEAD\n    return round(total, 2)\n=======\n    return sum(round(x, 2) for x in lines)\n"
             ">>>>>>> 9c1d2e3 (tax: round per line)\n",
             "    return sum(round(x, 2) for x in lines)\n"),
        ok("git add app/tax.py && GIT_EDITOR=true git rebase --continue",
           "[detached HEAD 5a7b8c9] tax: round per line\n 1 file changed, 6 insertions(+), 2 deletions(-)\n"
           "Successfully rebased and updated refs/heads/feature/tax-rates."),
    )
    T.pair("t44-git-commit-no-editor", "l-git-editor-true-rebase", "applied",
           "GIT_EDITOR=true, named by the lesson, lets rebase --continue commit with no editor; no editor error")
    T.later(
        "l-git-editor-compose", "/home/ana/payroll", "2025-04-10T09:05:00Z", "release/1.9",
        user("I resolved the conflict in the dev container, finish the merge there"),
        ok("docker compose exec -T dev git status --short", "M  payroll/rates.py"),
        err("docker compose exec -T dev git commit", _no_editor()),
        ok("docker compose exec -T dev git commit --no-edit",
           "[release/1.9 77c0e12] Merge branch 'main' into release/1.9"),
    )
    T.pair("t44-git-commit-no-editor", "l-git-editor-compose", "recurred",
           "git commit in the dev container fails with unable to start editor 'vi' before --no-edit is used")
    T.later(
        "l-git-editor-ssh-nano", "/home/ana/ops", "2025-04-24T17:30:00Z", "main",
        user("on build07 the ops-config checkout is mid-merge, conclude it"),
        err("ssh build07 'cd /srv/repos/ops-config && git add -A && git commit'", _no_editor("nano")),
        say("EDITOR on build07 is nano, which isn't installed there."),
        ok("ssh build07 'cd /srv/repos/ops-config && git -c core.editor=true commit'",
           "[main 3d5f6a1] Merge branch 'hotfix/dns' of git.internal:ops/ops-config"),
    )
    T.pair("t44-git-commit-no-editor", "l-git-editor-ssh-nano", "recurred",
           "the same no-editor failure (nano this time) ends git commit on build07 before core.editor=true")
    T.later(
        "l-git-identity-unknown", "/workspaces/charts", "2025-05-02T12:00:00Z", "chore/bump",
        user("commit the chart bump"),
        err("git commit -am 'chore: bump api chart to 1.8.2'",
            "Author identity unknown\n\n*** Please tell me who you are.\n\nRun\n\n"
            "  git config --global user.email \"you@example.com\"\n  git config --global user.name \"Your Name\"\n\n"
            "to set your account's default identity.\nOmit --global to set the identity only in this repository.\n\n"
            "fatal: unable to auto-detect email address (got 'root@7c2e91d0a4f3.(none)')"),
        ok("git -c user.name='CI Bot' -c user.email=ci@example.com commit -am 'chore: bump api chart to 1.8.2'",
           "[chore/bump a1c2e3f] chore: bump api chart to 1.8.2\n 1 file changed, 2 insertions(+), 2 deletions(-)"),
    )
    T.pair("t44-git-commit-no-editor", "l-git-identity-unknown", "neither",
           "a different git commit error (no author identity); no editor is involved")
    T.later(
        "l-git-editor-doc", "/workspaces/billing-svc", "2025-05-14T08:45:00Z", "docs/devcontainer",
        user("my teammate got \"error: unable to start editor 'vi'\" in the devcontainer after a merge. "
             "just add a tip to docs/devcontainer.md"),
        edit("/workspaces/billing-svc/docs/devcontainer.md", "## Git\n",
             "## Git\n\nThe image has no editor. Conclude merges with `git commit --no-edit`, rebases with "
             "`GIT_EDITOR=true git rebase --continue`.\n"),
        ok("git diff --stat", " docs/devcontainer.md | 3 +++\n 1 file changed, 3 insertions(+)"),
    )
    T.pair("t44-git-commit-no-editor", "l-git-editor-doc", "neither",
           "the error is only quoted and the fix only written into a doc; no commit is run")
    T.later(
        "l-git-editor-before", "/workspaces/billing-svc", "2025-02-26T11:00:00Z", "release/2.3",
        user("finish the merge of main"),
        err("git commit", _no_editor()),
        ok("git commit --no-edit",
           "[release/2.3 19ab2c4] Merge remote-tracking branch 'origin/main' into release/2.3"),
    )
    T.pair("t44-git-commit-no-editor", "l-git-editor-before", "neither",
           "dated before the lesson's source session, whatever it holds")


# --- kubectl apply of large CRDs: metadata.annotations too long (Korean) -----------------------------------------
def _too_long(kind: str, name: str) -> str:
    return f'The {kind} "{name}" is invalid: metadata.annotations: Too long: must have at most 262144 bytes'


_CRD = "customresourcedefinition.apiextensions.k8s.io/"


def _crds() -> None:
    made = "\n".join(f"{_CRD}{n}.monitoring.coreos.com created" for n in (
        "alertmanagerconfigs", "alertmanagers", "podmonitors", "probes", "prometheusrules", "servicemonitors",
        "thanosrulers"))
    T.source(
        "s-kubectl-crd-too-long", "/home/sjpark/infra/monitoring", "2025-03-11T01:30:00Z",
        "chore/kube-prometheus-0.14",
        user("kube-prometheus 0.14 매니페스트 staging 클러스터에 적용해줘"),
        err("kubectl apply -f manifests/setup/",
            made + "\nnamespace/monitoring created\n"
            + _too_long("CustomResourceDefinition", "prometheusagents.monitoring.coreos.com") + "\n"
            + _too_long("CustomResourceDefinition", "prometheuses.monitoring.coreos.com")),
        say("client-side apply는 객체 전체를 kubectl.kubernetes.io/last-applied-configuration 어노테이션에 넣기 때문에 "
            "큰 CRD는 262144 바이트 제한을 넘습니다. 서버 사이드 apply로 다시 적용합니다."),
        ok("kubectl apply --server-side -f manifests/setup/",
           "\n".join(f"{_CRD}{n}.monitoring.coreos.com serverside-applied" for n in (
               "alertmanagerconfigs", "alertmanagers", "podmonitors", "probes", "prometheusagents", "prometheuses",
               "prometheusrules", "servicemonitors", "thanosrulers")) + "\nnamespace/monitoring serverside-applied"),
    )
    T.lesson(
        "t44-kubectl-crd-too-long", "global", "ko", "s-kubectl-crd-too-long", "tool_quirk",
        "큰 CRD를 kubectl apply 하면 metadata.annotations 262144 바이트 제한에 걸림 — --server-side로 적용",
        "`kubectl apply -f manifests/setup/` 에서 일부 CRD만 생성되고 `The CustomResourceDefinition "
        "\"prometheuses.monitoring.coreos.com\" is invalid: metadata.annotations: Too long: must have at most "
        "262144 bytes` 오류가 남.",
        "같은 명령을 다시 돌리거나 매니페스트를 여러 파일로 나누는 것 — 제한은 객체 하나의 어노테이션 크기라서 그대로 실패함.",
        "client-side apply는 객체 전체를 `kubectl.kubernetes.io/last-applied-configuration` 어노테이션에 저장하는데, "
        "prometheus-operator 같은 큰 CRD는 어노테이션 총량 제한(262144 바이트)을 넘음.",
        "`kubectl apply --server-side -f manifests/setup/` 로 서버 사이드 적용 (client-side로 관리되던 필드와 충돌하면 "
        "`--force-conflicts` 추가, Argo CD에서는 sync 옵션 `ServerSideApply=true`).",
        ["`kubectl apply -f manifests/setup/` → `metadata.annotations: Too long: must have at most 262144 bytes`",
         "`kubectl apply --server-side -f manifests/setup/` → "
         "`customresourcedefinition.apiextensions.k8s.io/prometheuses.monitoring.coreos.com serverside-applied`"],
    )
    T.later(
        "l-crd-serverside-conflicts", "/home/sjpark/infra/monitoring", "2025-04-02T02:10:00Z",
        "chore/kube-prometheus-0.15",
        user("0.15로 올린 CRD 적용해줘"),
        err("kubectl apply --server-side -f manifests/setup/",
            f"{_CRD}alertmanagerconfigs.monitoring.coreos.com serverside-applied\n"
            "error: Apply failed with 1 conflict: conflict with \"kubectl-client-side-apply\" using "
            "apiextensions.k8s.io/v1: .spec.versions\nPlease review the fields above--they currently have other "
            "managers. Here\nare the ways you can resolve this warning:\n* If you intend to manage all of these "
            "fields, please re-run the apply\n  command with the `--force-conflicts` flag."),
        ok("kubectl apply --server-side --force-conflicts -f manifests/setup/",
           f"{_CRD}alertmanagerconfigs.monitoring.coreos.com serverside-applied\n"
           f"{_CRD}prometheuses.monitoring.coreos.com serverside-applied"),
    )
    T.pair("t44-kubectl-crd-too-long", "l-crd-serverside-conflicts", "applied",
           "server-side apply is used from the start; the field-manager conflict after it is a different failure")
    T.later(
        "l-crd-argocd-ssa", "/home/sjpark/infra/gitops", "2025-04-15T05:00:00Z", "feat/monitoring-app",
        user("kube-prometheus-stack을 Argo CD Application으로 옮겨줘"),
        write("/home/sjpark/infra/gitops/apps/kube-prometheus-stack.yaml",
              "apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: kube-prometheus-stack\n"
              "  namespace: argocd\nspec:\n  project: platform\n  source:\n"
              "    repoURL: https://prometheus-community.github.io/helm-charts\n"
              "    chart: kube-prometheus-stack\n    targetRevision: 66.2.1\n  destination:\n"
              "    server: https://kubernetes.default.svc\n    namespace: monitoring\n  syncPolicy:\n"
              "    syncOptions:\n      - ServerSideApply=true\n      - CreateNamespace=true\n"),
        ok("kubectl apply -f apps/kube-prometheus-stack.yaml",
           "application.argoproj.io/kube-prometheus-stack created"),
        ok("argocd app sync kube-prometheus-stack --timeout 600",
           "Name:               argocd/kube-prometheus-stack\nSync Status:        Synced to 66.2.1\n"
           "Health Status:      Healthy\nPhase:              Succeeded\nMessage:            successfully synced"),
    )
    T.pair("t44-kubectl-crd-too-long", "l-crd-argocd-ssa", "applied",
           "the Application carries ServerSideApply=true (the Argo CD spelling the lesson names); the sync passes")
    T.later(
        "l-crd-configmap-kustomize", "/home/sjpark/infra/grafana", "2025-04-28T07:20:00Z", "feat/k8s-dashboards",
        user("대시보드 추가한 prod overlay 적용해줘"),
        err("kubectl apply -k overlays/prod",
            "configmap/grafana-datasources unchanged\n"
            + _too_long("ConfigMap", "grafana-dashboards-k8s")),
        say("대시보드 JSON이 커서 last-applied 어노테이션이 제한을 넘었습니다. 서버 사이드로 적용합니다."),
        ok("kubectl apply --server-side -k overlays/prod",
           "configmap/grafana-datasources serverside-applied\nconfigmap/grafana-dashboards-k8s serverside-applied"),
    )
    T.pair("t44-kubectl-crd-too-long", "l-crd-configmap-kustomize", "recurred",
           "client-side apply of a big ConfigMap fails with the same 262144-byte annotation limit, then is fixed")
    T.later(
        "l-crd-make-keda", "/home/mhlee/platform/keda", "2025-05-08T03:40:00Z", "feat/keda-2.16",
        user("make crds 돌려서 KEDA 2.16 CRD 올려줘"),
        read("/home/mhlee/platform/keda/Makefile", "crds:\n\tkubectl apply -f deploy/crds/\n"),
        err("make crds",
            "kubectl apply -f deploy/crds/\ncustomresourcedefinition.apiextensions.k8s.io/"
            "cloudeventsources.eventing.keda.sh created\n"
            + _too_long("CustomResourceDefinition", "scaledjobs.keda.sh")
            + "\nmake: *** [Makefile:2: crds] Error 1"),
    )
    T.pair("t44-kubectl-crd-too-long", "l-crd-make-keda", "recurred",
           "the make target's client-side kubectl apply hits the annotation limit on the scaledjobs.keda.sh CRD")
    T.later(
        "l-crd-configmap-1mib", "/home/sjpark/infra/geoip", "2025-05-20T06:00:00Z", "main",
        user("GeoLite2 DB를 configmap으로 만들어줘"),
        err("kubectl create configmap geoip -n edge --from-file=GeoLite2-City.mmdb",
            "error: failed to create configmap: ConfigMap \"geoip\" is invalid: []: Too long: "
            "must have at most 1048576 bytes"),
        say("ConfigMap 데이터 자체가 1MiB를 넘습니다. 어노테이션 문제가 아니라서 PVC로 넣겠습니다."),
        ok("kubectl apply -f geoip-pvc.yaml", "persistentvolumeclaim/geoip created"),
    )
    T.pair("t44-kubectl-crd-too-long", "l-crd-configmap-1mib", "neither",
           "a different limit (1 MiB of ConfigMap data, from kubectl create); not the annotation size")
    T.later(
        "l-crd-before", "/home/sjpark/infra/monitoring", "2025-03-03T04:00:00Z", "chore/kube-prometheus-0.13",
        user("kube-prometheus CRD 적용"),
        err("kubectl apply -f manifests/setup/",
            _too_long("CustomResourceDefinition", "prometheuses.monitoring.coreos.com")),
        ok("kubectl create -f manifests/setup/", f"{_CRD}prometheuses.monitoring.coreos.com created"),
    )
    T.pair("t44-kubectl-crd-too-long", "l-crd-before", "neither",
           "dated before the lesson's source session, whatever it holds")


FILLS = (_psycopg2, _git_editor, _crds)
