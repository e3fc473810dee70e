"""The ninth tracking corpus, part three: lessons F-I (TypeScript path aliases at runtime, a conda env that was
never activated, numpy's `dtype size changed` ABI error, pre-commit hooks never installed in a clone). The
label rules are in tracking9_cases.py."""
from __future__ import annotations

from tests.truth.tracking9_cases import (
    LEDGER,
    WORKER,
    bad,
    ed,
    later,
    lesson,
    ok,
    pair,
    say,
    source,
    u,
    wr,
)

MOLPROP = "/home/dev/src/molprop"
MOLAPI = "/home/dev/src/molprop-api"
REPORTS = "/home/dev/src/tidy-reports"
ETL = "/home/dev/src/tidy-etl"


# --- F: tsconfig `paths` not resolved at runtime --------------------------------------------------------------

def nf(module: str, stack: str) -> str:
    return (f"Error: Cannot find module '{module}'\nRequire stack:\n- {stack}\n    at Module._resolveFilename "
            "(node:internal/modules/cjs/loader:1225:15)\n    at Module._load (node:internal/modules/cjs/loader:"
            "1051:27) {\n  code: 'MODULE_NOT_FOUND',\n  requireStack: [ '" + stack + "' ]\n}")


def _paths() -> None:
    source("s-paths", WORKER, "2026-10-07T09:00:00Z", "feat/cli",
           u("add a cli entry that drains the queue once and exits"),
           wr(f"{WORKER}/src/cli.ts", "import { drain } from '@/lib/queue'\n\ndrain({ once: true }).then((n) => "
              "console.log(`[worker] processed ${n} jobs, exiting`))\n"),
           ok("npx tsc --noEmit", ""),
           bad("npx ts-node src/cli.ts --once", nf("@/lib/queue", f"{WORKER}/src/cli.ts")),
           ok("grep -n -A3 paths tsconfig.json", '12:    "paths": {\n13-      "@/*": ["src/*"]\n14-    },'),
           say("tsc resolves `@/*` from tsconfig paths, but ts-node hands the require to Node, which doesn't. "
               "Registering tsconfig-paths."),
           ok("npm i -D tsconfig-paths@4.2.0", "added 1 package in 2s"),
           ok("npx ts-node -r tsconfig-paths/register src/cli.ts --once", "[worker] processed 0 jobs, exiting"))
    lesson("t9-ts-paths", "project", "en", "s-paths", "build_config",
           "tsconfig `paths` aliases type-check but fail at runtime under ts-node",
           "tsc passes, then running the entry with ts-node throws MODULE_NOT_FOUND for an `@/` import",
           "Fiddling with the alias in tsconfig.json or rewriting imports as relative paths",
           "`paths` is only read by the type checker; Node's resolver never sees it unless a resolver is registered",
           "Run with the resolver registered: `npx ts-node -r tsconfig-paths/register <entry>`",
           "- `npx tsc --noEmit` passes\n- Bash(npx ts-node src/cli.ts --once) → `Error: Cannot find module "
           "'@/lib/queue'`\n- Bash(npx ts-node -r tsconfig-paths/register src/cli.ts --once) → `[worker] processed "
           "0 jobs, exiting`")

    later("l-paths-before", WORKER, "2026-09-29T10:00:00Z", "feat/mailer",
          u("try the mailer script"),
          bad("npx ts-node src/scripts/send-test.ts", nf("@/lib/mailer", f"{WORKER}/src/scripts/send-test.ts")),
          ok("npx ts-node -r tsconfig-paths/register src/scripts/send-test.ts", "sent test mail to dev@localhost"))
    pair("t9-ts-paths", "l-paths-before", "neither", "dated before the lesson's source session")

    later("l-paths-node-r", WORKER, "2026-10-18T14:00:00Z", "feat/replay",
          u("add a --replay flag to the cli and try it on yesterday's dead letters"),
          ed(f"{WORKER}/src/cli.ts", "drain({ once: true })", "(argv.includes('--replay') ? replay() : drain({ once: "
             "true }))"),
          ok("npx tsc --noEmit", ""),
          ok("TS_NODE_PROJECT=tsconfig.json node -r ts-node/register -r tsconfig-paths/register src/cli.ts --replay",
             "[worker] replayed 12 dead letters"),
          ok("npm test -- --silent", "Tests:       23 passed, 23 total"))
    pair("t9-ts-paths", "l-paths-node-r", "applied",
         "runs the entry through node with `-r tsconfig-paths/register`; no MODULE_NOT_FOUND before")

    later("l-paths-tsconfig-edit", WORKER, "2026-10-26T10:30:00Z", "chore/dx",
          u("I'm tired of typing the -r flag; make plain ts-node work"),
          ok("sed -n '1,6p' tsconfig.json", '{\n  "compilerOptions": {\n    "target": "ES2022",\n    "module": '
             '"commonjs",\n    "baseUrl": ".",'),
          ed(f"{WORKER}/tsconfig.json", '{\n  "compilerOptions": {',
             '{\n  "ts-node": {\n    "require": ["tsconfig-paths/register"]\n  },\n  "compilerOptions": {'),
          ok("npx ts-node src/cli.ts --once", "[worker] processed 2 jobs, exiting"))
    pair("t9-ts-paths", "l-paths-tsconfig-edit", "applied",
         "registers tsconfig-paths through tsconfig.json's ts-node.require, then ts-node runs fine")

    later("l-paths-dist", WORKER, "2026-11-03T08:45:00Z", "release/0.5",
          u("build the worker and start the compiled cli like prod does"),
          ok("npm run build", "> tsc -p ."),
          bad("node dist/cli.js --once", nf("@/lib/mailer", f"{WORKER}/dist/cli.js")),
          say("The compiled JS still has the `@/` specifiers; adding tsc-alias to the build."),
          ed(f"{WORKER}/package.json", '"build": "tsc -p ."', '"build": "tsc -p . && tsc-alias -p tsconfig.json"'),
          ok("npm run build && node dist/cli.js --once", "[worker] processed 0 jobs, exiting"))
    pair("t9-ts-paths", "l-paths-dist", "recurred",
         "the alias fails at runtime again in compiled output: `Cannot find module '@/lib/mailer'`")

    later("l-paths-seed", LEDGER, "2026-11-11T12:00:00Z", "chore/seed",
          u("seed the local db with demo invoices"),
          bad("npx ts-node prisma/seed.ts", nf("@/lib/money", f"{LEDGER}/prisma/seed.ts")),
          ok("npx ts-node -r tsconfig-paths/register prisma/seed.ts", "seeded 3 teams, 40 invoices"))
    pair("t9-ts-paths", "l-paths-seed", "recurred",
         "sibling project: ts-node on the seed script dies on `Cannot find module '@/lib/money'`")

    later("l-paths-typo", WORKER, "2026-10-23T16:20:00Z", "feat/webhooks",
          u("add the webhook sender"),
          wr(f"{WORKER}/src/webhooks.ts", "import { enqueue } from '@/lib/quue'\n"),
          bad("npx tsc --noEmit", "src/webhooks.ts(1,25): error TS2307: Cannot find module '@/lib/quue' or its "
              "corresponding type declarations.", 2),
          ed(f"{WORKER}/src/webhooks.ts", "'@/lib/quue'", "'@/lib/queue'"),
          ok("npx tsc --noEmit", ""))
    pair("t9-ts-paths", "l-paths-typo", "neither",
         "a compile-time TS2307 from a misspelt path, another kind; nothing ran at runtime")

    later("l-paths-outdated", WORKER, "2026-11-15T09:10:00Z", "chore/deps",
          u("what's outdated?"),
          ok("npm outdated", "Package          Current  Wanted  Latest  Location\ntsconfig-paths     4.2.0   "
             "4.2.0   4.2.1  node_modules/tsconfig-paths\ntypescript         5.6.3   5.6.3   5.7.2  node_modules/"
             "typescript\nbullmq             5.21.0  5.25.1  5.25.1  node_modules/bullmq"),
          ok("npm i bullmq@5.25.1", "changed 1 package in 2s"),
          ok("npm test -- --silent", "Tests:       23 passed, 23 total"))
    pair("t9-ts-paths", "l-paths-outdated", "neither",
         "tsconfig-paths only named in `npm outdated` output; no alias failure, no register flag")


# --- G: conda env not activated in the tool's shell --------------------------------------------------------------

NO_RDKIT = ("Traceback (most recent call last):\n  File \"{f}\", line 4, in <module>\n    from rdkit import Chem\n"
            "ModuleNotFoundError: No module named 'rdkit'")


def _conda() -> None:
    source("s-conda", MOLPROP, "2026-10-08T10:00:00Z", "main",
           u("featurize the training set"),
           bad("python scripts/featurize.py data/train.csv", NO_RDKIT.format(f=f"{MOLPROP}/scripts/featurize.py")),
           ok("which python; python --version", "/usr/bin/python\nPython 3.12.3"),
           ok("conda env list", "# conda environments:\n#\nbase                  *  /home/dev/miniforge3\n"
              "molprop                  /home/dev/miniforge3/envs/molprop"),
           say("The shell this tool runs in never ran `conda activate`, so python is the system one. Using conda "
               "run."),
           ok("conda run -n molprop python scripts/featurize.py data/train.csv",
              "featurized 12840 molecules -> data/train.parquet"))
    lesson("t9-conda", "project", "en", "s-conda", "env_setup",
           "Scripts run with the system python unless the molprop conda env is named explicitly",
           "ModuleNotFoundError for rdkit although it is installed in the molprop env",
           "pip-installing rdkit into the system interpreter",
           "The agent's shell does not inherit `conda activate`; `python` resolves to /usr/bin/python",
           "Prefix commands with `conda run -n <env>` (here molprop) or call the env's own python",
           'Ran "python scripts/featurize.py data/train.csv" and got "No module named \'rdkit\'" while `which '
           'python` printed `/usr/bin/python`; with `conda run -n molprop` it printed "featurized 12840 molecules"')

    later("l-conda-pytest", MOLPROP, "2026-10-16T09:00:00Z", "feat/logp",
          u("add a logP descriptor and test it"),
          ed(f"{MOLPROP}/molprop/descriptors.py", "DESCRIPTORS = [", "DESCRIPTORS = [\n    ('logp', Crippen.MolLogP),"),
          ok("conda run -n molprop pytest -q tests/test_descriptors.py", "....                                      "
             "                               [100%]\n4 passed in 1.92s"))
    pair("t9-conda", "l-conda-pytest", "applied", "runs the tests via `conda run -n molprop`; no import error")

    later("l-conda-activate", MOLPROP, "2026-10-22T13:00:00Z", "exp/gnn",
          u("smoke-train one epoch"),
          ok("source ~/miniforge3/etc/profile.d/conda.sh && conda activate molprop && python scripts/train.py "
             "--epochs 1", "epoch 1/1  loss=0.8123  val_rmse=1.204\nsaved runs/2026-10-22/model.pt"),
          ok("ls runs/2026-10-22", "model.pt\nmetrics.json"))
    pair("t9-conda", "l-conda-activate", "applied",
         "sources conda.sh and activates molprop in the same command before running python")

    later("l-conda-fullpath", MOLPROP, "2026-11-01T15:00:00Z", "exp/gnn",
          u("evaluate the last run"),
          ok("/home/dev/miniforge3/envs/molprop/bin/python scripts/eval.py runs/2026-10-22/model.pt",
             "test_rmse=1.187  r2=0.71"),
          ed(f"{MOLPROP}/NOTES.md", "## Runs\n", "## Runs\n- 2026-10-22 gnn 1 epoch: rmse 1.187\n"))
    pair("t9-conda", "l-conda-fullpath", "applied", "calls the env's own python by full path (envs/molprop/bin)")

    later("l-conda-pytest-bare", MOLPROP, "2026-11-05T10:00:00Z", "fix/salts",
          u("strip salts before featurizing and add a test"),
          ed(f"{MOLPROP}/molprop/clean.py", "def clean(smiles):", "def clean(smiles):\n    smiles = strip_salts(smiles)"),
          bad("pytest -q tests/test_clean.py", "ImportError while importing test module '/home/dev/src/molprop/tests/"
              "test_clean.py'.\nTraceback:\n/usr/lib/python3.12/importlib/__init__.py:90: in import_module\n"
              "molprop/clean.py:1: in <module>\n    from rdkit import Chem\nE   ModuleNotFoundError: No module "
              "named 'rdkit'", 2),
          ok("conda run -n molprop pytest -q tests/test_clean.py", "3 passed in 0.88s"))
    pair("t9-conda", "l-conda-pytest-bare", "recurred",
         "bare `pytest` under /usr/lib/python3.12 fails on `No module named 'rdkit'` (conda run after)")

    later("l-conda-api", MOLAPI, "2026-11-09T11:00:00Z", "main",
          u("check the api imports the model code"),
          bad("python -c 'import app'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in "
              "<module>\n  File \"/home/dev/src/molprop-api/app.py\", line 3, in <module>\n    from rdkit import "
              "Chem\nModuleNotFoundError: No module named 'rdkit'"),
          ok("which python", "/usr/bin/python"),
          ok("conda run -n molprop python -c 'import app; print(app.VERSION)'", "0.3.0"))
    pair("t9-conda", "l-conda-api", "recurred",
         "sibling project: system python (`/usr/bin/python`) fails on rdkit, fixed with conda run after")

    later("l-conda-mkdocs", "/home/dev/src/molprop-docs", "2026-10-30T09:00:00Z", "main",
          u("build the docs"),
          bad(".venv/bin/python -m mkdocs build", "Error: MkDocs encountered an error parsing the configuration "
              "file: Unrecognised theme name: 'material'. The available installed themes are: mkdocs, readthedocs"),
          ok(".venv/bin/pip install mkdocs-material==9.5.44", "Successfully installed mkdocs-material-9.5.44"),
          ok(".venv/bin/python -m mkdocs build", "INFO    -  Documentation built in 1.21 seconds"))
    pair("t9-conda", "l-conda-mkdocs", "neither",
         "a missing package in a plain venv (another kind); no conda env involved")

    later("l-conda-export", MOLPROP, "2026-11-12T17:00:00Z", "chore/env",
          u("refresh environment.yml for the new collaborator"),
          ok("conda env export -n molprop --from-history > environment.yml && head -6 environment.yml",
             "name: molprop\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.11\n  - rdkit=2024.09.2"),
          ok("git commit -am 'env: refresh environment.yml'", "[chore/env a4c21e9] env: refresh environment.yml"))
    pair("t9-conda", "l-conda-export", "neither",
         "`conda env export -n molprop` is not running code in the env; no import error anywhere")


# --- H: numpy `dtype size changed` after numpy 2 (German, global) -------------------------------------------------

DTYPE = ("ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got "
         "88 from PyObject")


def tb(f: str, mod: str) -> str:
    return (f"Traceback (most recent call last):\n  File \"{f}\", line 3, in <module>\n    import {mod}\n"
            f"  File \"{mod.split(' ')[0]}/__init__.py\", line 22, in <module>\n  File \"pandas/_libs/interval.pyx\", "
            f"line 1, in init pandas._libs.interval\n{DTYPE}")


def _numpy() -> None:
    source("s-numpy", REPORTS, "2026-10-09T08:00:00Z", "main",
           u("run the monthly report"),
           bad(".venv/bin/python report.py --month 2026-10", tb(f"{REPORTS}/report.py", "pandas as pd")),
           ok(".venv/bin/pip list 2>/dev/null | grep -i -E '^(numpy|pandas) '", "numpy              2.1.3\n"
              "pandas             1.5.3"),
           say("pandas 1.5.3 is compiled against NumPy 1.x; something pulled in numpy 2.1.3."),
           ok('.venv/bin/pip install "numpy<2"', "Collecting numpy<2\n  Using cached numpy-1.26.4-cp311-cp311-"
              "manylinux_2_17_x86_64.manylinux2014_x86_64.whl (18.3 MB)\nInstalling collected packages: numpy\n"
              "  Attempting uninstall: numpy\n    Found existing installation: numpy 2.1.3\n    Uninstalling "
              "numpy-2.1.3:\n      Successfully uninstalled numpy-2.1.3\nSuccessfully installed numpy-1.26.4"),
           ok(".venv/bin/python report.py --month 2026-10", "wrote out/report-2026-10.xlsx (412 rows)"))
    lesson("t9-numpy-abi", "global", "de", "s-numpy", "env_setup",
           "pandas 1.x bricht mit NumPy 2: „numpy.dtype size changed“ beim Import",
           "Schon `import pandas` scheitert mit ValueError: numpy.dtype size changed, may indicate binary "
           "incompatibility",
           "Den Fehler im eigenen Code suchen oder pandas neu bauen wollen",
           "Kompilierte Erweiterungen (pandas 1.5.3) sind gegen die NumPy-1-ABI gebaut; eine Abhängigkeit hat "
           "numpy 2.1.3 nachgezogen",
           "NumPy im venv auf 1.x festnageln: `pip install \"numpy<2\"` (oder die Pinne in requirements.txt), "
           "danach läuft der Import wieder",
           "`ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, "
           "got 88 from PyObject` – `pip list` zeigte numpy 2.1.3 neben pandas 1.5.3; nach `.venv/bin/pip install "
           "\"numpy<2\"` lief report.py durch (`wrote out/report-2026-10.xlsx (412 rows)`)")

    later("l-numpy-before", REPORTS, "2026-09-27T08:00:00Z", "main",
          u("run the september report"),
          bad(".venv/bin/python report.py --month 2026-09", tb(f"{REPORTS}/report.py", "pandas as pd")),
          ok('.venv/bin/pip install "numpy<2"', "Successfully installed numpy-1.26.4"),
          ok(".venv/bin/python report.py --month 2026-09", "wrote out/report-2026-09.xlsx (398 rows)"))
    pair("t9-numpy-abi", "l-numpy-before", "neither", "dated before the lesson's source session")

    later("l-numpy-req-edit", ETL, "2026-10-20T07:30:00Z", "chore/pins",
          u("pin things so the nightly doesn't break like the reports did"),
          ok("cat requirements.txt", "pandas==1.5.3\nstatsmodels==0.13.5\nsqlalchemy==2.0.36"),
          ed(f"{ETL}/requirements.txt", "pandas==1.5.3\n", "pandas==1.5.3\nnumpy<2\n"),
          ok(".venv/bin/pip install -r requirements.txt", "Requirement already satisfied: pandas==1.5.3\n"
             "Successfully installed numpy-1.26.4"),
          ok(".venv/bin/python -m etl.nightly --dry-run", "[etl] 6 sources, 0 errors (dry run)"))
    pair("t9-numpy-abi", "l-numpy-req-edit", "applied",
         "sibling project: pins `numpy<2` in requirements.txt and installs it before the run; no ABI error")

    later("l-numpy-uv", REPORTS, "2026-10-28T08:00:00Z", "feat/charts",
          u("recreate the venv with uv and run the report with charts"),
          ok("uv venv --python 3.11 .venv && uv pip install -r requirements.txt 'numpy==1.26.4'",
             "Using CPython 3.11.10\nCreating virtual environment at: .venv\nResolved 14 packages in 402ms\n"
             "Installed 14 packages in 91ms\n + numpy==1.26.4\n + pandas==1.5.3"),
          ok(".venv/bin/python report.py --month 2026-10 --charts", "wrote out/report-2026-10.xlsx (412 rows, 3 "
             "charts)"))
    pair("t9-numpy-abi", "l-numpy-uv", "applied",
         "installs numpy 1.26.4 alongside pandas 1.5.3 (another spelling of `numpy<2`) before the run")

    later("l-numpy-statsmodels", ETL, "2026-11-02T06:50:00Z", "main",
          u("the nightly crashed, look"),
          bad(".venv/bin/python -m etl.nightly", "Traceback (most recent call last):\n  File \"/home/dev/src/"
              "tidy-etl/etl/trend.py\", line 2, in <module>\n    import statsmodels.api as sm\n  File \"statsmodels/"
              "tsa/_stl.pyx\", line 1, in init statsmodels.tsa._stl\n" + DTYPE),
          ok(".venv/bin/pip show numpy | head -2", "Name: numpy\nVersion: 2.1.3"),
          say("Someone ran pip install -U; the pin got lost in the lock step."))
    pair("t9-numpy-abi", "l-numpy-statsmodels", "recurred",
         "the same `numpy.dtype size changed` ABI error, raised by statsmodels this time")

    later("l-numpy-conda", MOLPROP, "2026-11-10T14:00:00Z", "exp/plots",
          u("make the parity plot"),
          bad("conda run -n molprop python scripts/plot.py runs/2026-10-22", tb(f"{MOLPROP}/scripts/plot.py",
              "pandas as pd")),
          ok("conda run -n molprop pip install 'numpy<2'", "Successfully installed numpy-1.26.4"),
          ok("conda run -n molprop python scripts/plot.py runs/2026-10-22", "saved runs/2026-10-22/parity.png"))
    pair("t9-numpy-abi", "l-numpy-conda", "recurred",
         "global lesson in a conda project: `numpy.dtype size changed` on import (pinned after)")
    pair("t9-conda", "l-numpy-conda", "applied",
         "every python call goes through `conda run -n molprop`; the import error is numpy's ABI, not rdkit")

    later("l-numpy-float", REPORTS, "2026-11-06T09:00:00Z", "fix/legacy-calc",
          u("the old margin calc crashes"),
          bad(".venv/bin/python -m reports.margin", "Traceback (most recent call last):\n  File \"/home/dev/src/"
              "tidy-reports/reports/margin.py\", line 17, in margin\n    return np.float(total) / n\n"
              "AttributeError: module 'numpy' has no attribute 'float'.\n`np.float` was a deprecated alias for the "
              "builtin `float`."),
          ed(f"{REPORTS}/reports/margin.py", "np.float(total)", "float(total)"),
          ok(".venv/bin/python -m reports.margin", "margin 2026-10: 18.4%"))
    pair("t9-numpy-abi", "l-numpy-float", "neither",
         "a numpy error of another kind (removed `np.float` alias); no ABI message, no pin")

    later("l-numpy-index", ETL, "2026-11-17T10:00:00Z", "chore/py313",
          u("can we move to python 3.13? which numpy wheels exist"),
          ok(".venv/bin/pip index versions numpy 2>/dev/null | head -2", "numpy (2.1.3)\nAvailable versions: 2.1.3, "
             "2.1.2, 2.1.1, 2.1.0, 2.0.2, 1.26.4"),
          ok("grep -n numpy requirements.txt", "2:numpy<2"),
          say("numpy<2 has no 3.13 wheels, so the pin has to go before 3.13 — that needs pandas 2 first."))
    pair("t9-numpy-abi", "l-numpy-index", "neither",
         "`numpy<2` read in grep output and discussed; nothing installed, no ABI error")


# --- I: pre-commit hooks never installed in the clone ----------------------------------------------------------

def dots(hook: str, status: str) -> str:
    return hook + "." * (79 - len(hook) - len(status)) + status


def _precommit() -> None:
    source("s-precommit", MOLPROP, "2026-10-10T15:00:00Z", "fix/ci-lint",
           u("CI failed lint on my last push again — I thought the hooks run locally?"),
           ok("gh run view 11873 --log-failed | tail -6", "lint\tRun pre-commit\t" + dots("ruff", "Failed") +
              "\nlint\tRun pre-commit\t- hook id: ruff\nlint\tRun pre-commit\t- exit code: 1\nlint\tRun pre-commit\t"
              "molprop/featurize.py:12:8: F401 [*] `os` imported but unused\nlint\tRun pre-commit\tFound 1 error."),
           bad("ls -l .git/hooks/pre-commit", "ls: cannot access '.git/hooks/pre-commit': No such file or directory",
               2),
           say("The hooks were never installed in this clone — .git/hooks isn't versioned."),
           ok("pre-commit install", "pre-commit installed at .git/hooks/pre-commit"),
           ed(f"{MOLPROP}/molprop/featurize.py", "import os\n", ""),
           ok("git commit -am 'featurize: drop unused import'", dots("ruff", "Passed") + "\n" +
              dots("ruff-format", "Passed") + "\n[fix/ci-lint 3f2a9c1] featurize: drop unused import\n 1 file "
              "changed, 1 deletion(-)"))
    lesson("t9-precommit", "project", "en", "s-precommit", "workflow",
           "Lint failures reach CI because pre-commit was never installed in this clone",
           "CI's pre-commit job fails ruff on a commit that went through locally without any hook output",
           "Assuming .pre-commit-config.yaml alone makes git run the hooks",
           "Hooks live in .git/hooks, which git never clones; each clone needs the hook script installed once",
           "Run `pre-commit install` once per clone (check with `ls .git/hooks/pre-commit`)",
           "`ls -l .git/hooks/pre-commit` → `No such file or directory`; `pre-commit install` → `pre-commit "
           "installed at .git/hooks/pre-commit`; next commit went through with ruff Passed")

    later("l-pc-api-clone", MOLAPI, "2026-10-17T09:00:00Z", "main",
          u("I just cloned molprop-api; set it up and fix the typo in the README"),
          ok("pre-commit install --install-hooks", "pre-commit installed at .git/hooks/pre-commit\n[INFO] Installing "
             "environment for https://github.com/astral-sh/ruff-pre-commit.\n[INFO] Once installed this environment "
             "will be reused."),
          ed(f"{MOLAPI}/README.md", "recieve", "receive"),
          ok("git commit -am 'docs: typo'", dots("ruff", "(no files to check)Skipped") + "\n" +
             dots("trim trailing whitespace", "Passed") + "\n[main 8d0e1f2] docs: typo"))
    pair("t9-precommit", "l-pc-api-clone", "applied",
         "installs the hooks right after cloning (`pre-commit install --install-hooks`); hooks run on commit")

    later("l-pc-venv", ETL, "2026-10-24T11:00:00Z", "main",
          u("new laptop, get tidy-etl ready for work"),
          ok("python3.11 -m venv .venv && .venv/bin/pip install -r requirements-dev.txt", "Successfully installed "
             "black-24.10.0 pre-commit-4.0.1 pytest-8.3.3"),
          ok(".venv/bin/pre-commit install", "pre-commit installed at .git/hooks/pre-commit"),
          ok(".venv/bin/pytest -q", "31 passed in 2.40s"))
    pair("t9-precommit", "l-pc-venv", "applied", "full-path `.venv/bin/pre-commit install` in a fresh setup")

    later("l-pc-api-ci", MOLAPI, "2026-11-04T16:00:00Z", "feat/batch",
          u("CI lint is red on feat/batch"),
          ok("gh run view --log-failed | tail -3", "lint\tRun pre-commit\t" + dots("ruff", "Failed") +
             "\nlint\tRun pre-commit\tapp.py:44:1: E402 Module level import not at top of file"),
          bad("test -x .git/hooks/pre-commit && echo installed", "", 1),
          ok("ls .git/hooks", "applypatch-msg.sample\ncommit-msg.sample\npre-commit.sample\npre-push.sample"),
          ok("pre-commit install && pre-commit run --all-files", "pre-commit installed at .git/hooks/pre-commit\n" +
             dots("ruff", "Failed") + "\napp.py:44:1: E402 Module level import not at top of file"))
    pair("t9-precommit", "l-pc-api-ci", "recurred",
         "lint fails in CI and the clone has only *.sample hooks: never installed (installed after)")

    later("l-pc-etl-nohook", ETL, "2026-11-13T10:30:00Z", "fix/tz",
          u("commit the timezone fix and push"),
          ok("git commit -am 'fix: use UTC in nightly window'", "[fix/tz 2be71c0] fix: use UTC in nightly window\n "
             "1 file changed, 3 insertions(+), 2 deletions(-)"),
          bad("gh pr checks", "lint\tfail\t41s\thttps://github.com/dev/tidy-etl/actions/runs/11990\n"
              "test\tpass\t1m12s\thttps://github.com/dev/tidy-etl/actions/runs/11990", 1),
          bad("cat .git/hooks/pre-commit", "cat: .git/hooks/pre-commit: No such file or directory"),
          say("This checkout has no hook installed (it's the CI-runner clone you work in); the commit skipped "
              "black."))
    pair("t9-precommit", "l-pc-etl-nohook", "recurred",
         "another project: the commit ran no hook, CI lint fails, `.git/hooks/pre-commit` does not exist")

    later("l-pc-hook-works", MOLPROP, "2026-10-21T10:00:00Z", "feat/tanimoto",
          u("add tanimoto similarity helper"),
          wr(f"{MOLPROP}/molprop/sim.py", "import numpy as np\nimport os\n\ndef tanimoto(a, b):\n    return (a & b)"
             ".sum() / (a | b).sum()\n"),
          bad("git add molprop/sim.py && git commit -m 'sim: tanimoto'", dots("ruff", "Failed") +
              "\n- hook id: ruff\n- exit code: 1\n\nmolprop/sim.py:2:8: F401 [*] `os` imported but unused"),
          ed(f"{MOLPROP}/molprop/sim.py", "import os\n", ""),
          ok("git add molprop/sim.py && git commit -m 'sim: tanimoto'", dots("ruff", "Passed") +
             "\n[feat/tanimoto 6c3d9f0] sim: tanimoto"))
    pair("t9-precommit", "l-pc-hook-works", "neither",
         "the installed hook caught a lint error locally, as intended; nothing missing")

    later("l-pc-autoupdate", MOLPROP, "2026-11-08T09:00:00Z", "chore/hooks",
          u("bump the hook versions"),
          ok("pre-commit autoupdate", "[https://github.com/astral-sh/ruff-pre-commit] updating v0.7.1 -> v0.8.0\n"
             "[https://github.com/pre-commit/pre-commit-hooks] already up to date!"),
          ok("pre-commit run --all-files", dots("ruff", "Passed") + "\n" + dots("ruff-format", "Passed")))
    pair("t9-precommit", "l-pc-autoupdate", "neither",
         "`pre-commit autoupdate` and a manual run in a clone where hooks work; no missing hook, no install")


def build_third_part() -> None:
    _paths()
    _conda()
    _numpy()
    _precommit()
