"""The tenth corpus's labelled lessons, seventh part: torchvision-abi, openssl-sys, openmp-kernel, alembic-batch."""
from __future__ import annotations

from tests.truth.corpus10_common import Rec, gotcha, knowledge


def _torchvision() -> list[Rec]:
    s = "torchvision-abi"
    return [
        gotcha("c10-tv-1", s, title="torchvision must be upgraded in lockstep with torch",
               symptom="RuntimeError: operator torchvision::nms does not exist on import torchvision",
               trap="downgrading torch", cause="torchvision 0.17.2's compiled ops are built for torch 2.2.2",
               workaround="install the torchvision release paired with the torch version (0.20.1 for 2.5.1)",
               evidence="import torchvision died w/ operator torchvision::nms does not exist (torchvision 0.17.2 on "
                        "torch 2.5.1). pip install torchvision==0.20.1, rerun of infer.py printed "
                        "`1 detection in 0.21s` and pip check came back clean",
               ev="real", fix="shown", cls="fix_ran", category="env_setup", scope="global",
               why="infer.py fails, the torchvision install runs, the same infer.py call detects the dog",
               phrasing=["sloppy prose", "w/ abbreviation", "came back clean"],
               st={"failure": "operator torchvision::nms does not exist", "fix": "pip install torchvision==0.20.1",
                   "evidence": "1 detection in 0.21s"}),
        knowledge("c10-tv-2", s, title="pip check names the torch/torchvision mismatch directly",
                  situation="an import error in a compiled torch extension after a torch bump",
                  approach="run pip check before reading the traceback",
                  rationale="it prints the exact torch the installed torchvision was built for",
                  evidence="```\n$ .venv/bin/pip check\ntorchvision 0.17.2 has requirement torch==2.2.2, but you have "
                           "torch 2.5.1.\n```",
                  ev="real", cls="knowledge", category="debugging_technique", scope="global",
                  why="the first pip check result",
                  phrasing=["fenced block", "shell prompt"],
                  st={"evidence": "has requirement torch==2.2.2"}),
        gotcha("c10-tv-3", s, title="torchvision ops fail to register under torch 2.5.1",
               symptom="RuntimeError on import", trap="reinstalling torch", cause="ABI mismatch",
               workaround="matching torchvision",
               evidence="`RuntimeError: operator torchvision::roi_align does not exist`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the missing operator in the session is torchvision::nms",
               phrasing=["code span", "altered name"],
               st={"evidence": "torchvision::nms"}),
        knowledge("c10-tv-4", s, title="pip check stays quiet about compiled torch extensions",
                  situation="diagnosing torchvision import errors",
                  approach="read the traceback, since pip check does not see ABI mismatches",
                  rationale="pip check reported No broken requirements found even with torchvision 0.17.2 installed",
                  evidence="before the upgrade `pip check` said `No broken requirements found.`",
                  ev="invented", cls="other_call_error", category="debugging_technique",
                  why="before the upgrade pip check reported the mismatch; 'No broken requirements found.' is the "
                      "check after the upgrade",
                  phrasing=["code spans", "output moved to an earlier call"],
                  st={"evidence": "No broken requirements found."}),
        gotcha("c10-tv-5", s, title="torchvision 0.20.1 needs the CUDA 12.1 index",
               symptom="nms missing", trap="PyPI wheels", cause="CUDA build",
               workaround="install from the cu121 index",
               evidence="pip install torchvision==0.20.1 needed `--index-url https://download.pytorch.org/whl/cu121`",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="the install was a plain PyPI install; no index URL appears",
               phrasing=["code span", "invented flag"],
               st={"evidence": "Successfully installed torchvision-0.20.1"}),
    ]


def _openssl() -> list[Rec]:
    s = "openssl-sys"
    return [
        gotcha("c10-os-1", s, title="openssl-sys on Ubuntu 24.04 needs libssl-dev, not just pkg-config",
               symptom="cargo build exits 101 in openssl-sys's build script",
               trap="installing pkg-config only", cause="the runtime libssl3t64 has no headers or openssl.pc",
               workaround="sudo apt-get install -y pkg-config libssl-dev",
               evidence="cargo build → exit 101 in openssl-sys (Could not find directory of OpenSSL installation). "
                        "pkg-config alone wasn't enough; after `sudo apt-get install -y libssl-dev` → Finished `dev` "
                        "profile in 41.55s",
               ev="real", fix="shown", cls="fix_ran", category="env_setup", scope="global", group="c10-openssl",
               why="two failing builds (no pkg-config, then no openssl.pc), the libssl-dev install, the build "
                   "finishes",
               phrasing=["arrows", "code spans", "contraction"],
               st={"failure": "Could not find directory of OpenSSL installation",
                   "fix": "sudo apt-get install -y libssl-dev", "evidence": "target(s) in 41.55s"}),
        gotcha("c10-os-2", s, title="openssl-sys first asks for the pkg-config binary",
               symptom="The pkg-config command could not be found.", trap="setting OPENSSL_DIR",
               cause="the build VM had no pkg-config", workaround="sudo apt-get install -y pkg-config",
               evidence="build script: `The pkg-config command could not be found.` → installed pkg-config "
                        "(`Setting up pkg-config:amd64 (1.8.1-2build1) ...`)",
               ev="real", fix="not_shown", cls="rerun_still_fails", category="env_setup", group="c10-openssl",
               why="the build after installing pkg-config failed again (openssl not found by pkg-config)",
               phrasing=["arrow", "code spans"],
               st={"failure": "The pkg-config command could not be found.", "fix": "sudo apt-get install -y pkg-config",
                   "evidence": "The system library `openssl` required by crate"}),
        knowledge("c10-os-3", s, title="Ubuntu 24.04 names the OpenSSL runtime libssl3t64",
                  situation="checking which OpenSSL packages a build VM has",
                  approach="grep dpkg -l for libssl and look for a -dev package",
                  rationale="the t64 runtime package is present by default but carries no headers",
                  evidence="dpkg -l on the new vm only lists `libssl3t64:amd64` (3.0.13), no libssl-dev, no "
                           "pkg-config",
                  ev="real", cls="knowledge", category="env_setup", scope="global",
                  why="the dpkg -l | grep result",
                  phrasing=["lower-case prose", "code span"],
                  st={"evidence": "libssl3t64:amd64"}),
        gotcha("c10-os-4", s, title="Installing pkg-config was enough for relay's build VM",
               symptom="openssl-sys build script panics", trap="libssl-dev", cause="missing pkg-config",
               workaround="apt-get install pkg-config",
               evidence="after sudo apt-get install -y pkg-config the next cargo build finished",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the build after pkg-config failed again; only libssl-dev made it finish",
               phrasing=["plain prose", "fix credited to the wrong call"],
               st={"evidence": "Setting up pkg-config:amd64"}),
        gotcha("c10-os-5", s, title="apt-get install pkg-config reports the missing OpenSSL directory",
               symptom="apt output", trap="ignoring apt", cause="openssl",
               workaround="libssl-dev",
               evidence="`sudo apt-get install -y pkg-config` printed `Could not find directory of OpenSSL installation`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="apt printed its setup lines; the OpenSSL message came from cargo build",
               phrasing=["code spans", "output moved"],
               st={"evidence": "Setting up pkgconf-bin"}),
        gotcha("c10-os-6", s, title="The build VM lacks a C linker for Rust",
               symptom="linker error", trap="rustup", cause="no build-essential",
               workaround="apt-get install build-essential",
               evidence="cargo build first failed with `error: linker 'cc' not found`",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="no linker error exists; the failures were openssl-sys's build script",
               phrasing=["code span", "invented error"],
               st={"evidence": "failed to run custom build command for `openssl-sys v0.9.104`"}),
    ]


def _omp() -> list[Rec]:
    s = "openmp-kernel"
    return [
        gotcha("c10-om-1", s, title="MKL's intel-openmp and conda-forge's libgomp kill the Jupyter kernel",
               symptom="nbclient DeadKernelError: Kernel died on the clustering cell",
               trap="KMP_DUPLICATE_LIB_OK=TRUE", cause="two OpenMP runtimes loaded into one process",
               workaround="move BLAS to OpenBLAS: conda install -c conda-forge \"libblas=*=*openblas\" nomkl",
               evidence="カーネルが `Kernel died` → 同じ import を conda run で実行すると Exit code 134 で "
                        "`OMP: Error #15: Initializing libiomp5.so, but found libgomp.so.1 already initialized.` → "
                        "`conda install -n ml -c conda-forge \"libblas=*=*openblas\" nomkl --yes` の後、import は `ok`、"
                        "nbconvert も `Writing 91544 bytes to /tmp/c.ipynb`。ユーザー: 直った！",
               ev="real", fix="shown", cls="fix_ran", category="env_setup", scope="global", group="c10-omp",
               why="the kernel dies, the import check aborts with OMP #15, nomkl/openblas is installed, the import "
                   "check and the notebook pass, the person says it is fixed",
               phrasing=["Japanese", "arrows", "exit code", "quotes inside span"],
               st={"failure": "OMP: Error #15", "fix": "nomkl --yes", "evidence": "Writing 91544 bytes to /tmp/c.ipynb"}),
        gotcha("c10-om-2", s, title="KMP_DUPLICATE_LIB_OK=TRUE silences OMP Error #15",
               symptom="OMP: Error #15 aborts the process (134)", trap="two OpenMP runtimes",
               cause="libiomp5 and libgomp both loaded", workaround="set KMP_DUPLICATE_LIB_OK=TRUE",
               evidence="OMP hint: \"you can set the environment variable KMP_DUPLICATE_LIB_OK=TRUE to allow the program "
                        "to continue to execute\"",
               ev="real", fix="not_shown", cls="only_suggested", category="env_setup", group="c10-omp",
               why="the variable is only named by the OMP hint and the assistant, who advises against it; never set",
               phrasing=["quoted output", "hint"],
               st={"failure": "OMP: Error #15", "fix": "KMP_DUPLICATE_LIB_OK=TRUE would hide it",
                   "evidence": "unsafe, unsupported, undocumented workaround"}),
        knowledge("c10-om-3", s, title="Run a dead kernel's imports outside Jupyter to see why it died",
                  situation="nbconvert reports only DeadKernelError: Kernel died",
                  approach="run the notebook's imports with conda run in the same env",
                  rationale="outside the kernel the abort message (OMP Error #15, exit 134) is printed",
                  evidence="nbconvert: nbclient.exceptions.DeadKernelError: Kernel died -- the same imports via conda "
                           "run: Exit code 134 + OMP: Error #15",
                  ev="real", cls="knowledge", category="debugging_technique", scope="global",
                  why="the nbconvert failure, then the conda run import check",
                  phrasing=["plain prose", "double dash", "exit code"],
                  st={"evidence": "DeadKernelError: Kernel died"}),
        gotcha("c10-om-4", s, title="nbconvert prints the OpenMP duplicate-runtime error",
               symptom="Kernel died", trap="reading the kernel log", cause="OpenMP", workaround="nomkl",
               evidence="`jupyter nbconvert --execute notebooks/cluster.ipynb` printed `OMP: Error #15`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="nbconvert only said Kernel died; OMP Error #15 came from the conda run import check",
               phrasing=["code spans", "output moved"],
               st={"evidence": "nbclient.exceptions.DeadKernelError"}),
        gotcha("c10-om-5", s, title="libomp and libiomp5 clash in the ml env",
               symptom="OMP #15", trap="reinstalling numpy", cause="two runtimes", workaround="nomkl",
               evidence="`OMP: Error #15: Initializing libiomp5.so, but found libomp.so already initialized.`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the runtime already initialized was libgomp.so.1, not libomp.so",
               phrasing=["code span", "altered library"],
               st={"evidence": "but found libgomp.so.1 already initialized"}),
        knowledge("c10-om-6", s, title="Both OpenMP runtimes in the ml env came from conda-forge",
                  situation="a conda env mixing channels",
                  approach="pin the whole env to conda-forge",
                  rationale="conda list showed intel-openmp and libgomp both from conda-forge",
                  evidence="conda list -n ml: intel-openmp 2023.1.0 and libgomp 13.2.0, both conda-forge",
                  ev="invented", cls="names_false_claim", category="env_setup",
                  why="intel-openmp and mkl are listed from defaults; only libgomp is conda-forge",
                  phrasing=["plain prose", "false state"],
                  st={"evidence": "intel-openmp              2023.1.0"}),
    ]


def _batch() -> list[Rec]:
    s = "alembic-batch"
    return [
        gotcha("c10-ab-1", s, title="SQLite needs Alembic batch mode to change a column's nullability",
               symptom="NotImplementedError: No support for ALTER of constraints in SQLite dialect",
               trap="op.alter_column as on Postgres", cause="SQLite has no ALTER COLUMN",
               workaround="with op.batch_alter_table(\"invoices\") as batch_op: batch_op.alter_column(...)",
               evidence=["alembic upgrade head: NotImplementedError: No support for ALTER of constraints in SQLite "
                         "dialect. Please refer to the batch mode feature",
                         "Edit: `with op.batch_alter_table(\"invoices\") as batch_op:` → upgrade ran, "
                         "`7|due_at|DATETIME|1||0`, tests 7 passed"],
               ev="real", fix="shown", cls="edit_then_pass", category="api_quirk", scope="global",
               why="the upgrade fails, the batch edit, the same upgrade runs and the column is NOT NULL",
               phrasing=["evidence list", "arrow", "code spans"],
               st={"failure": "No support for ALTER of constraints in SQLite dialect",
                   "fix": "with op.batch_alter_table(\"invoices\") as batch_op:", "evidence": "7|due_at|DATETIME|1||0"}),
        knowledge("c10-ab-2", s, title="A failed SQLite Alembic migration keeps the statements before the failure",
                  situation="a data backfill and a schema change in one Alembic revision on SQLite",
                  approach="write backfills so they can run twice",
                  rationale="Alembic runs SQLite DDL non-transactionally, so the UPDATE stayed when alter_column failed",
                  evidence="`Will assume non-transactional DDL.`; after the failed upgrade "
                           "`SELECT count(*) FROM invoices WHERE due_at IS NULL` returned 0",
                  ev="real", cls="knowledge", category="api_quirk",
                  why="the failing upgrade's log and the count query right after it",
                  phrasing=["code spans", "semicolon"],
                  st={"evidence": "SELECT count(*) FROM invoices WHERE due_at IS NULL"}),
        gotcha("c10-ab-3", s, title="SQLite rejects ALTER of columns in Alembic",
               symptom="NotImplementedError", trap="reading only the top line", cause="dialect", workaround="batch mode",
               evidence="`NotImplementedError: No support for ALTER of columns in SQLite dialect`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the message says 'ALTER of constraints', not columns",
               phrasing=["code span", "altered word"],
               st={"evidence": "NotImplementedError: No support for ALTER"}),
        gotcha("c10-ab-4", s, title="render_as_batch in env.py fixes SQLite alter_column",
               symptom="NotImplementedError", trap="editing each migration", cause="batch off",
               workaround="render_as_batch=True",
               evidence="set `render_as_batch=True` in migrations/env.py and the upgrade passed",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="env.py was never touched; the fix was batch_alter_table in the revision file",
               phrasing=["code span", "invented fix"],
               st={"evidence": "batch_op.alter_column"}),
        gotcha("c10-ab-5", s, title="The NULL count query fails on SQLite during a migration",
               symptom="NotImplementedError", trap="running migrations blind", cause="dialect", workaround="batch",
               evidence="`sqlite3 app.db \"SELECT count(*) FROM invoices WHERE due_at IS NULL\"` raised "
                        "NotImplementedError",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="the count query printed 0; NotImplementedError was the upgrade's",
               phrasing=["code span", "error moved"],
               st={"evidence": "WHERE due_at IS NULL"}),
        gotcha("c10-ab-6", s, title="Invoice tests break after due_at becomes NOT NULL",
               symptom="test failures", trap="trusting the old fixtures", cause="fixtures without due_at",
               workaround="add due_at to fixtures",
               evidence="after the batch migration tests/test_invoices.py failed on the NOT NULL column",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="tests/test_invoices.py passed 7 of 7 after the migration",
               phrasing=["plain prose", "outcome reversed"],
               st={"evidence": "7 passed in 0.88s"}),
    ]


def records() -> list[Rec]:
    return [*_torchvision(), *_openssl(), *_omp(), *_batch()]
