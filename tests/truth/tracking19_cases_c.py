"""The cases of the nineteenth tracking corpus, part three: Sphinx autodoc on a src-layout package that is not
installed, and PDM refusing to sync from a lock file that no longer matches pyproject.toml. Rules:
tracking19_cases.py."""
from __future__ import annotations

from tests.truth.tracking19_cases import T, bash

# ---------------------------------------------------------------- e: Sphinx autodoc needs the package installed

SPHINX_FAIL = """Running Sphinx v7.3.7
loading translations [en]... done
making output directory... done
building [mo]: targets for 0 po files that are out of date
building [html]: targets for 6 source files that are out of date
updating environment: [new config] 6 added, 0 changed, 0 removed
reading sources... [100%] usage
WARNING: autodoc: failed to import module 'client' from module 'tidewater'; the following exception was raised:
No module named 'tidewater'

build finished with problems, 1 warning (with warnings treated as errors)."""

SPHINX_OK = """Running Sphinx v7.3.7
building [html]: targets for 6 source files that are out of date
reading sources... [100%] usage
writing output... [100%] usage
build succeeded.

The HTML pages are in docs/_build/html."""


def lesson_e() -> None:
    T.source("s-sphinx-autodoc", "/home/ola/code/tidewater", "2025-05-15T13:00:00Z", "docs/api-reference",
             ("user", "Add the API reference page for tidewater.client and build the docs with -W."),
             ("write", "/home/ola/code/tidewater/docs/api.rst",
              "API reference\n=============\n\n.. automodule:: tidewater.client\n   :members:\n"),
             bash("sphinx-build -W -b html docs docs/_build/html", SPHINX_FAIL, True),
             ("say", "The package lives under src/, so it is not importable from the docs build until it is "
                     "installed."),
             bash("pip install -e . && sphinx-build -W -b html docs docs/_build/html",
                  "Successfully installed tidewater-0.4.0\n" + SPHINX_OK))
    T.lesson("t19-sphinx-src-import", "global", "en", "s-sphinx-autodoc", "build_config",
             "Sphinx autodoc can't import a src/ layout package until it is installed",
             "`sphinx-build -W` ended with `failed to import module 'client' from module 'tidewater'` and `No "
             "module named 'tidewater'`.",
             "Fixing the automodule path in the .rst file; the directive is right.",
             "With a src/ layout the package is not on sys.path of the docs build; autodoc's import fails and -W "
             "turns the warning into a failed build.",
             "Install the package into the docs environment first: `pip install -e . && sphinx-build -W -b html "
             "docs docs/_build/html` (or put `sys.path.insert(0, os.path.abspath('../src'))` in docs/conf.py).",
             ["`failed to import module 'client' from module 'tidewater'`", "`No module named 'tidewater'`",
              "`pip install -e . && sphinx-build -W -b html docs docs/_build/html`"])


def later_e() -> None:
    cwd = "/home/ola/code/tidewater"
    T.later("l-sphinx-extras", cwd, "2025-06-06T10:00:00Z", "docs/tutorial",
            ("user", "New tutorial page is in; build the docs via the Makefile."),
            bash("pip install -e \".[docs]\" && make -C docs html SPHINXOPTS=-W",
                 "Successfully installed furo-2024.5.6 tidewater-0.4.1\n" + SPHINX_OK),
            ("say", "Docs build cleanly with the tutorial."))
    T.pair("t19-sphinx-src-import", "l-sphinx-extras", "applied",
           "the package is installed editable (with its docs extra) before the Sphinx build; no autodoc import error")

    T.later("l-sphinx-confpy", "/home/ola/code/tidewater", "2025-06-13T09:30:00Z", "docs/rtd",
            ("user", "Read the Docs won't pip install us, so make conf.py find the package itself, then build."),
            ("edit", "/home/ola/code/tidewater/docs/conf.py", "project = \"tidewater\"",
             "import os\nimport sys\n\nsys.path.insert(0, os.path.abspath(\"../src\"))\n\nproject = \"tidewater\""),
            bash("python -m venv /tmp/docs-venv && /tmp/docs-venv/bin/pip install -q sphinx furo && "
                 "/tmp/docs-venv/bin/sphinx-build -W -b html docs docs/_build/html", SPHINX_OK),
            ("say", "Builds in a venv that doesn't have tidewater installed, so RTD will work."))
    T.pair("t19-sphinx-src-import", "l-sphinx-confpy", "applied",
           "the sys.path.insert of ../src in conf.py (the lesson's other form) is made before building; no import error")

    T.later("l-sphinx-recur", cwd, "2025-06-20T15:00:00Z", "docs/models",
            ("user", "document tidewater.models too"),
            ("edit", "/home/ola/code/tidewater/docs/api.rst", ":members:\n",
             ":members:\n\n.. automodule:: tidewater.models\n   :members:\n"),
            bash("python3 -m venv .docs && .docs/bin/pip install -q sphinx && .docs/bin/sphinx-build -W -b html docs out",
                 SPHINX_FAIL.replace("'client'", "'models'"), True),
            ("say", "The fresh .docs venv doesn't have tidewater in it. I'll wait for you to say which venv the docs "
                    "should use."))
    T.pair("t19-sphinx-src-import", "l-sphinx-recur", "recurred",
           "autodoc again fails with 'failed to import module ... No module named 'tidewater'' in a fresh venv")

    T.later("l-sphinx-harbor", "/home/ola/code/harbor", "2025-06-27T11:20:00Z", "main",
            ("user", "harbor's docs job fails, reproduce it"),
            bash("sphinx-build -W -b html docs/source docs/build",
                 SPHINX_FAIL.replace("'client'", "'pipeline'").replace("tidewater", "harbor"), True),
            bash("pip install -e . && sphinx-build -W -b html docs/source docs/build",
                 "Successfully installed harbor-1.2.0\n" + SPHINX_OK.replace("docs/_build/html", "docs/build")),
            ("say", "Same src-layout problem; it builds once harbor is installed."))
    T.pair("t19-sphinx-src-import", "l-sphinx-harbor", "recurred",
           "another src-layout project fails with 'No module named 'harbor'' from autodoc first; the fix comes after")

    T.later("l-sphinx-pyarrow", cwd, "2025-07-05T08:45:00Z", "feat/parquet",
            ("user", "docs build broke after the parquet writer landed"),
            bash("sphinx-build -W -b html docs docs/_build/html",
                 SPHINX_FAIL.replace("'client'", "'io'").replace("No module named 'tidewater'",
                                                                 "No module named 'pyarrow'"), True),
            ("say", "tidewater itself imports; it's the optional pyarrow dependency. Mocking it for autodoc."),
            ("edit", "/home/ola/code/tidewater/docs/conf.py", "extensions = [",
             "autodoc_mock_imports = [\"pyarrow\"]\n\nextensions = ["),
            bash("sphinx-build -W -b html docs docs/_build/html", SPHINX_OK))
    T.pair("t19-sphinx-src-import", "l-sphinx-pyarrow", "neither",
           "autodoc fails on a missing third-party module (pyarrow), not on the uninstalled package; fixed by mocking")

    T.later("l-sphinx-toctree", cwd, "2025-07-12T14:00:00Z", "docs/changelog",
            ("user", "Add a changelog page and build with -W."),
            ("write", "/home/ola/code/tidewater/docs/changelog.rst", "Changelog\n=========\n\n0.4.1\n-----\n"),
            bash("sphinx-build -W -b html docs docs/_build/html",
                 "Running Sphinx v7.3.7\nreading sources... [100%] changelog\n"
                 "/home/ola/code/tidewater/docs/changelog.rst: WARNING: document isn't included in any toctree\n\n"
                 "build finished with problems, 1 warning (with warnings treated as errors).", True),
            ("edit", "/home/ola/code/tidewater/docs/index.rst", "   api\n", "   api\n   changelog\n"),
            bash("sphinx-build -W -b html docs docs/_build/html", SPHINX_OK))
    T.pair("t19-sphinx-src-import", "l-sphinx-toctree", "neither",
           "a different -W failure (a page in no toctree); no autodoc import error, no install")

    T.later("l-sphinx-before", cwd, "2025-04-25T10:00:00Z", "main",
            ("user", "build docs"),
            bash("pip install -e . && sphinx-build -W -b html docs docs/_build/html", SPHINX_OK))
    T.pair("t19-sphinx-src-import", "l-sphinx-before", "neither",
           "dated before the lesson's source session, so neither whatever it runs")


# ---------------------------------------------------------------- f: PDM lock file out of date

PDM_STALE = """[PdmUsageError]: Lock file hash doesn't match pyproject.toml, packages may be outdated
  Run pdm lock to update the lock file, or pass --no-lock-check to skip this check."""

PDM_OK = """Synchronizing working set with resolved packages: 3 to add, 1 to update, 0 to remove

  ✔ Install anyio 4.4.0 successful
  ✔ Install httpx 0.27.0 successful
  ✔ Update pydantic 2.7.1 -> 2.7.4 successful

🎉 All complete!"""


def lesson_f() -> None:
    T.source("s-pdm-lock", "/srv/app/quarry-api", "2025-05-16T07:50:00Z", "feat/httpx-client",
             ("user", "I added httpx to pyproject by hand. Sync the env and run the tests."),
             bash("pdm sync --clean", PDM_STALE, True),
             ("say", "pyproject changed but pdm.lock wasn't regenerated. Relocking without bumping the other pins."),
             bash("pdm lock --update-reuse",
                  "Updating the lock file... \n🔒 Lock successful.\nChanges are written to pdm.lock.\n"),
             bash("pdm sync --clean && pdm run pytest -q", PDM_OK + "\n........................ [100%]\n24 passed in 3.11s"))
    T.lesson("t19-pdm-lock-stale", "project", "en", "s-pdm-lock", "workflow",
             "After editing pyproject.toml dependencies, relock before `pdm sync`",
             "`pdm sync --clean` failed with `Lock file hash doesn't match pyproject.toml, packages may be outdated`.",
             "Passing `--no-lock-check`, which syncs the old lock and leaves the new dependency out.",
             "pdm.lock records a hash of pyproject.toml; a hand edit to the dependencies makes the lock stale and "
             "`pdm sync` refuses it.",
             "Run `pdm lock --update-reuse` (keeps the other pins) after the edit, then `pdm sync --clean`.",
             ["`Lock file hash doesn't match pyproject.toml, packages may be outdated`", "`pdm lock --update-reuse`"])


def later_f() -> None:
    cwd = "/srv/app/quarry-api"
    T.later("l-pdm-relock-first", cwd, "2025-06-03T08:00:00Z", "feat/tenacity",
            ("user", "Add tenacity>=8.3 to the dependencies in pyproject.toml and sync."),
            ("edit", "/srv/app/quarry-api/pyproject.toml", "    \"httpx>=0.27\",\n",
             "    \"httpx>=0.27\",\n    \"tenacity>=8.3\",\n"),
            bash("pdm lock --update-reuse && pdm sync --clean",
                 "🔒 Lock successful.\nChanges are written to pdm.lock.\n" +
                 PDM_OK.replace("3 to add, 1 to update", "1 to add, 0 to update")),
            ("say", "tenacity 8.5.0 is locked and installed."))
    T.pair("t19-pdm-lock-stale", "l-pdm-relock-first", "applied",
           "relocked with --update-reuse right after the pyproject edit, before syncing; no hash error")

    T.later("l-pdm-plainlock", cwd, "2025-06-10T12:30:00Z", "chore/drop-requests",
            ("user", "Drop requests from the deps, we use httpx everywhere now. Then make sure the env matches."),
            ("edit", "/srv/app/quarry-api/pyproject.toml", "    \"requests>=2.31\",\n", ""),
            bash("pdm lock", "Resolving dependencies\n🔒 Lock successful.\nChanges are written to pdm.lock.\n"),
            bash("pdm sync --clean",
                 "Synchronizing working set with resolved packages: 0 to add, 0 to update, 4 to remove\n\n"
                 "  ✔ Remove requests 2.32.3 successful\n\n🎉 All complete!"))
    T.pair("t19-pdm-lock-stale", "l-pdm-plainlock", "applied",
           "relocked (plain pdm lock) after the pyproject edit and before pdm sync; no hash error")

    T.later("l-pdm-recur", "/srv/app/quarry-worker", "2025-06-17T09:10:00Z", "feat/sentry",
            ("user", "I put sentry-sdk into quarry-worker's pyproject. Install and run the worker tests."),
            bash("pdm sync --clean", PDM_STALE, True),
            ("say", "Same stale lock as in quarry-api. Should I relock with --update-reuse? It will touch pdm.lock, "
                    "which the release branch pins."))
    T.pair("t19-pdm-lock-stale", "l-pdm-recur", "recurred",
           "quarry-worker's `pdm sync --clean` fails with 'Lock file hash doesn't match pyproject.toml'")

    T.later("l-pdm-pasted", cwd, "2025-06-24T16:40:00Z", "feat/orjson",
            ("user", "the deploy job says\n\n```\n$ pdm install --prod --frozen-lockfile\n[PdmUsageError]: Lock file "
                     "hash doesn't match pyproject.toml, packages may be outdated\n```\n\nI think orjson was added "
                     "without a relock. Fix it."),
            bash("pdm lock --update-reuse", "🔒 Lock successful.\nChanges are written to pdm.lock.\n"),
            bash("git diff --stat pdm.lock", " pdm.lock | 34 ++++++++++++++++++++++++++++++++--\n 1 file changed"),
            ("say", "Relocked; orjson is in pdm.lock now. Commit it and the deploy job will pass."))
    T.pair("t19-pdm-lock-stale", "l-pdm-pasted", "recurred",
           "the person pastes the same lock-hash error from the deploy job; the relock comes after it")

    T.later("l-pdm-resolution", cwd, "2025-07-01T10:20:00Z", "feat/boto",
            ("user", "add boto3 and lock"),
            bash("pdm add boto3",
                 "Adding packages to default dependencies: boto3\n[ResolutionImpossible]: Unable to find a "
                 "resolution for urllib3\n  because of the following conflicts:\n    urllib3<2 (from "
                 "botocore@1.29.165)\n    urllib3>=2.2 (from project)\nTo fix this, you could loosen the dependency "
                 "version constraints in pyproject.toml.", True),
            ("say", "boto3 pulls an old botocore here; pinning boto3>=1.34 lets urllib3 2 through."),
            bash("pdm add 'boto3>=1.34'",
                 "Adding packages to default dependencies: boto3>=1.34\n🔒 Lock successful.\n🎉 All complete!"))
    T.pair("t19-pdm-lock-stale", "l-pdm-resolution", "neither",
           "a different pdm failure (ResolutionImpossible on urllib3); no stale-lock error, no relock after a hand edit")

    T.later("l-pdm-run", cwd, "2025-07-08T13:00:00Z", "fix/rate-limit",
            ("user", "run the rate limit tests; the lock and pyproject are in sync, I checked"),
            bash("pdm run pytest -q tests/test_rate_limit.py", "......... [100%]\n9 passed in 0.84s"),
            ("say", "All 9 pass."))
    T.pair("t19-pdm-lock-stale", "l-pdm-run", "neither",
           "pdm only runs the tests; nothing is locked or synced and no lock error shows")

    T.later("l-pdm-before", cwd, "2025-04-28T09:00:00Z", "main",
            ("user", "sync"),
            bash("pdm sync --clean", PDM_STALE, True))
    T.pair("t19-pdm-lock-stale", "l-pdm-before", "neither",
           "dated before the lesson's source session, so neither although the lock error shows")
