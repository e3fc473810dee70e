"""The tenth corpus's scripted sessions, fourth part: torchvision built for another torch, openssl-sys without
the OpenSSL headers, two OpenMP runtimes in one Jupyter kernel, an Alembic ALTER that SQLite cannot do."""
from __future__ import annotations

from typing import Sequence

from tests.truth.corpus10_common import ex
from tests.truth.sessions_dsl import Step

NMS = ("Traceback (most recent call last):\n  File \"/home/pia/detect/infer.py\", line 3, in <module>\n    import "
       "torchvision\n  File \"/home/pia/detect/.venv/lib/python3.11/site-packages/torchvision/_meta_registrations.py\", "
       "line 164, in <module>\n    @torch.library.register_fake(\"torchvision::nms\")\n  File \"/home/pia/detect/.venv/"
       "lib/python3.11/site-packages/torch/library.py\", line 654, in register\n    use_lib._register_fake(op_name, "
       "func, _stacklevel=stacklevel + 1)\nRuntimeError: operator torchvision::nms does not exist")

TORCHVISION: list[Step] = [
    ("user", "infer.py broke after I bumped torch to 2.5.1 for the new scheduler. please fix without downgrading torch"),
    ("bash", ".venv/bin/python infer.py --image samples/dog.jpg", ex(1, NMS), True),
    ("bash", ".venv/bin/pip show torch torchvision | grep -E '^(Name|Version)'",
     "Name: torch\nVersion: 2.5.1\nName: torchvision\nVersion: 0.17.2", False),
    ("bash", ".venv/bin/pip check", "torchvision 0.17.2 has requirement torch==2.2.2, but you have torch 2.5.1.", False),
    ("say", "torchvision 0.17.2 was built for torch 2.2.2; its compiled ops (nms) don't load into 2.5.1. The matching "
            "release for torch 2.5.1 is torchvision 0.20.1."),
    ("bash", ".venv/bin/pip install torchvision==0.20.1",
     "Collecting torchvision==0.20.1\n  Downloading torchvision-0.20.1-cp311-cp311-manylinux1_x86_64.whl (7.2 MB)\n"
     "Installing collected packages: torchvision\n  Attempting uninstall: torchvision\n    Found existing installation: "
     "torchvision 0.17.2\n    Uninstalling torchvision-0.17.2:\n      Successfully uninstalled torchvision-0.17.2\n"
     "Successfully installed torchvision-0.20.1", False),
    ("bash", ".venv/bin/python infer.py --image samples/dog.jpg", "dog 0.94 [34, 80, 412, 377]\n1 detection in 0.21s",
     False),
    ("bash", ".venv/bin/pip check", "No broken requirements found.", False),
    ("edit", "/home/pia/detect/requirements.txt", "torch==2.5.1\ntorchvision==0.17.2", "torch==2.5.1\ntorchvision==0.20.1"),
]

OPENSSL = ("   Compiling openssl-sys v0.9.104\nerror: failed to run custom build command for `openssl-sys v0.9.104`\n\n"
           "Caused by:\n  process didn't exit successfully: `/home/gus/relay/target/debug/build/openssl-sys-2c1d0f9e/"
           "build-script-main` (exit status: 101)\n  --- stdout\n  cargo:rerun-if-env-changed=OPENSSL_LIB_DIR\n  "
           "{probe}\n\n  --- stderr\n  thread 'main' panicked at /home/gus/.cargo/registry/src/index.crates.io-6f17d22bba1"
           "5001f/openssl-sys-0.9.104/build/find_normal.rs:190:5:\n\n\n  Could not find directory of OpenSSL installation, "
           "and this `-sys` crate cannot\n  proceed without this knowledge. If OpenSSL is installed and this crate had\n"
           "  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the\n  compilation process.\n\n"
           "  Make sure you also have the development packages of openssl installed.\n  For example, `libssl-dev` on "
           "Ubuntu or `openssl-devel` on Fedora.")

RUST_SSL: list[Step] = [
    ("user", "cargo build fails on the new build VM (Ubuntu 24.04) for relay. works on my mac"),
    ("bash", "cargo build", ex(101, OPENSSL.format(probe="run pkg_config fail: Could not run `PKG_CONFIG_ALLOW_SYSTEM_"
                                                         "CFLAGS=1 pkg-config --libs --cflags openssl`\n  The pkg-config "
                                                         "command could not be found.")), True),
    ("bash", "dpkg -l | grep -E 'libssl|pkg-config' || echo none", "ii  libssl3t64:amd64  3.0.13-0ubuntu3.4  amd64  "
                                                                   "Secure Sockets Layer toolkit - shared libraries", False),
    ("bash", "sudo apt-get install -y pkg-config",
     "Reading package lists...\nSetting up pkgconf-bin (1.8.1-2build1) ...\nSetting up pkg-config:amd64 (1.8.1-2build1) "
     "...", False),
    ("bash", "cargo build", ex(101, OPENSSL.format(probe="run pkg_config fail: \n  pkg-config exited with status code 1"
                                                         "\n  > PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 pkg-config --libs --cflags "
                                                         "openssl\n  The system library `openssl` required by crate "
                                                         "`openssl-sys` was not found.")), True),
    ("say", "pkg-config is there now, but only the runtime libssl3t64 is installed — the headers and openssl.pc come "
            "with libssl-dev."),
    ("bash", "sudo apt-get install -y libssl-dev",
     "Reading package lists...\nThe following NEW packages will be installed:\n  libssl-dev\nSetting up libssl-dev:amd64 "
     "(3.0.13-0ubuntu3.4) ...", False),
    ("bash", "cargo build", "   Compiling openssl-sys v0.9.104\n   Compiling openssl v0.10.68\n   Compiling native-tls "
                            "v0.2.12\n   Compiling relay v1.3.0 (/home/gus/relay)\n    Finished `dev` profile "
                            "[unoptimized + debuginfo] target(s) in 41.55s", False),
    ("bash", "git log --oneline -1", "b71e0aa relay: retry upstream on 502", False),
]

OMP = ("OMP: Error #15: Initializing libiomp5.so, but found libgomp.so.1 already initialized.\nOMP: Hint This means "
       "that multiple copies of the OpenMP runtime have been linked into the program. That is dangerous, since it can "
       "degrade performance or cause incorrect results. The best thing to do is to ensure that only a single OpenMP "
       "runtime is linked into the process, e.g. by avoiding static linking of the OpenMP runtime in any library. As "
       "an unsafe, unsupported, undocumented workaround you can set the environment variable KMP_DUPLICATE_LIB_OK=TRUE "
       "to allow the program to continue to execute, but that may cause crashes or silently produce incorrect results.")

JUPYTER_OMP: list[Step] = [
    ("user", "ノートブックの3番目のセルでカーネルが落ちる（Kernel died）。notebooks/cluster.ipynb を見てほしい"),
    ("bash", "jupyter nbconvert --to notebook --execute notebooks/cluster.ipynb --output /tmp/c.ipynb",
     ex(1, "[NbConvertApp] Converting notebook notebooks/cluster.ipynb to notebook\nnbclient.exceptions.DeadKernelError: "
           "Kernel died"), True),
    ("bash", "conda run -n ml python -c \"import numpy, sklearn.cluster, xgboost; print('ok')\"", ex(134, OMP), True),
    ("bash", "conda list -n ml | grep -E 'mkl|openmp|blas'",
     "blas                      1.0                         mkl    defaults\nintel-openmp              2023.1.0     "
     "hdb19cb5_46306    defaults\nlibgomp                   13.2.0               h77fa898_13    conda-forge\nmkl      "
     "                 2023.1.0         h213fc3f_46344    defaults", False),
    ("say", "Two OpenMP runtimes: intel-openmp (via MKL from defaults) and libgomp (xgboost from conda-forge). "
            "KMP_DUPLICATE_LIB_OK=TRUE would hide it but can give wrong results; better to move BLAS off MKL."),
    ("bash", "conda install -n ml -c conda-forge \"libblas=*=*openblas\" nomkl --yes",
     "Collecting package metadata (repodata.json): done\nSolving environment: done\n\n  removed: intel-openmp-2023.1.0, "
     "mkl-2023.1.0\n  added: libopenblas-0.3.28, nomkl-1.0\n\nExecuting transaction: done", False),
    ("bash", "conda run -n ml python -c \"import numpy, sklearn.cluster, xgboost; print('ok')\"", "ok", False),
    ("bash", "jupyter nbconvert --to notebook --execute notebooks/cluster.ipynb --output /tmp/c.ipynb",
     "[NbConvertApp] Converting notebook notebooks/cluster.ipynb to notebook\n[NbConvertApp] Writing 91544 bytes to "
     "/tmp/c.ipynb", False),
    ("user", "直った！ありがとう"),
]

SQLITE_ALTER = ex(1, "INFO  [alembic.runtime.migration] Context impl SQLiteImpl.\nINFO  [alembic.runtime.migration] "
                     "Will assume non-transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 7e55d0a1c2f3 "
                     "-> 91c3aa04be72, invoices.due_at not null\nTraceback (most recent call last):\n  File \"/home/kai/"
                     "billing/migrations/versions/91c3aa04be72_due_at_not_null.py\", line 14, in upgrade\n    "
                     "op.alter_column(\"invoices\", \"due_at\", nullable=False)\nNotImplementedError: No support for ALTER "
                     "of constraints in SQLite dialect. Please refer to the batch mode feature which allows for SQLite "
                     "migrations using a copy-and-move strategy.")

ALEMBIC_BATCH: list[Step] = [
    ("user", "next migration: make invoices.due_at NOT NULL (backfill first with created_at + 30 days). the flask "
             "server is stopped"),
    ("write", "/home/kai/billing/migrations/versions/91c3aa04be72_due_at_not_null.py",
     "\"\"\"invoices.due_at not null\"\"\"\nfrom alembic import op\n\nrevision = \"91c3aa04be72\"\ndown_revision = "
     "\"7e55d0a1c2f3\"\n\n\ndef upgrade():\n    op.execute(\"UPDATE invoices SET due_at = datetime(created_at, '+30 "
     "days') WHERE due_at IS NULL\")\n    op.alter_column(\"invoices\", \"due_at\", nullable=False)\n"),
    ("bash", "alembic upgrade head", SQLITE_ALTER, True),
    ("bash", "sqlite3 app.db \"SELECT count(*) FROM invoices WHERE due_at IS NULL\"", "0", False),
    ("say", "The backfill UPDATE ran (no NULLs left, the DDL is non-transactional so it stayed), but SQLite has no ALTER "
            "COLUMN; Alembic wants batch mode, which copies the table."),
    ("edit", "/home/kai/billing/migrations/versions/91c3aa04be72_due_at_not_null.py",
     "    op.alter_column(\"invoices\", \"due_at\", nullable=False)\n",
     "    with op.batch_alter_table(\"invoices\") as batch_op:\n        batch_op.alter_column(\"due_at\", nullable=False)\n"),
    ("bash", "alembic upgrade head", "INFO  [alembic.runtime.migration] Context impl SQLiteImpl.\nINFO  [alembic.runtime."
                                     "migration] Will assume non-transactional DDL.\nINFO  [alembic.runtime.migration] "
                                     "Running upgrade 7e55d0a1c2f3 -> 91c3aa04be72, invoices.due_at not null", False),
    ("bash", "sqlite3 app.db \"PRAGMA table_info(invoices);\" | grep due_at", "7|due_at|DATETIME|1||0", False),
    ("bash", ".venv/bin/pytest -q tests/test_invoices.py", ".......                                                 "
                                                           "                 [100%]\n7 passed in 0.88s", False),
]


def sources() -> dict[str, tuple[str, str, str, Sequence[Step]]]:
    return {
        "torchvision-abi": ("/home/pia/detect", "2026-12-01T15:50:00.000Z", "torch-251", TORCHVISION),
        "openssl-sys": ("/home/gus/relay", "2026-12-01T16:10:00.000Z", "main", RUST_SSL),
        "openmp-kernel": ("/home/mei/ml", "2026-12-01T16:31:00.000Z", "main", JUPYTER_OMP),
        "alembic-batch": ("/home/kai/billing", "2026-12-01T16:55:00.000Z", "due-at-not-null", ALEMBIC_BATCH),
    }
