"""Cases of the forty-ninth tracking corpus (rules in tracking49_cases.py): pip refusing a project whose
requires-python excludes the venv's interpreter, Intel OpenMP's Error #15 when two copies of libiomp5 load (a
Korean lesson), and mysqlclient 2.2 built without pkg-config and the MySQL client headers."""
from __future__ import annotations

from tests.truth.tracking49_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


def _reqpy(pkg: str, have: str, need: str) -> str:
    return f"ERROR: Package '{pkg}' requires a different Python: {have} not in '{need}'"


def requires_python() -> None:
    T.source("s-requires-python", "/home/tess/src/ledgerkit", "2025-03-14T09:00:00Z", "main",
             user("Set up a dev env for ledgerkit on this box and run the tests."),
             ok("python3 -m venv .venv && .venv/bin/python --version", "Python 3.8.10"),
             err(".venv/bin/pip install -e '.[dev]'",
                 "Obtaining file:///home/tess/src/ledgerkit\n  Installing build dependencies: started\n"
                 "  Installing build dependencies: finished with status 'done'\n"
                 "  Checking if build backend supports build_editable: started\n"
                 "  Checking if build backend supports build_editable: finished with status 'done'\n"
                 "  Preparing editable metadata (pyproject.toml): started\n"
                 "  Preparing editable metadata (pyproject.toml): finished with status 'done'\n"
                 + _reqpy("ledgerkit", "3.8.10", ">=3.10")),
             ok("grep -n requires-python pyproject.toml; ls /usr/bin/python3*",
                "6:requires-python = \">=3.10\"\n/usr/bin/python3  /usr/bin/python3.11  /usr/bin/python3.8"),
             say("pyproject requires Python 3.10+, but the venv was made by the system python3 (3.8). There's a "
                 "python3.11 on the box; rebuild the venv from it."),
             ok("rm -rf .venv && python3.11 -m venv .venv && .venv/bin/pip install -q -e '.[dev]' && "
                ".venv/bin/pytest -q", "........................................................................ "
                "[ 50%]\n...................................................................... [100%]\n"
                "142 passed in 6.31s"))
    T.lesson("t49-requires-python", "global", "en", "s-requires-python", "env_setup",
             "pip refuses a project whose requires-python excludes the venv's interpreter: rebuild the venv from a "
             "newer Python",
             "`pip install -e .` (or installing the package) fails with `ERROR: Package 'ledgerkit' requires a "
             "different Python: 3.8.10 not in '>=3.10'`.",
             "Upgrading pip or setuptools, or --ignore-requires-python, looks like the fix; the venv was simply "
             "created by the system python3, which is older than the project's floor.",
             "The project declares requires-python >=3.10 and the venv was made by python3 (3.8 on Ubuntu 20.04); "
             "pip checks Requires-Python against the interpreter it runs under.",
             "Recreate the environment from an interpreter that satisfies requires-python, e.g. `python3.11 -m venv "
             ".venv` (or `uv venv --python 3.11`, a pyenv version, or a newer python base image), then install "
             "again.",
             ["`.venv/bin/pip install -e '.[dev]'` failed with \"ERROR: Package 'ledgerkit' requires a different "
              "Python: 3.8.10 not in '>=3.10'\"",
              "`rm -rf .venv && python3.11 -m venv .venv` then the install and `.venv/bin/pytest -q` ended with "
              "\"142 passed in 6.31s\""])

    T.later("l-reqpy-uv", "/home/tess/src/quotebook", "2025-04-09T10:00:00Z", "main",
            user("Get quotebook's tests running on this host too."),
            ok("grep -n requires-python pyproject.toml; python3 --version",
               "5:requires-python = \">=3.11\"\nPython 3.8.10"),
            say("The system python3 is 3.8 and the project needs 3.11+, so make the venv from a newer Python."),
            ok("uv venv --python 3.12 && uv pip install -e '.[test]' && .venv/bin/pytest -q",
               "Using CPython 3.12.9\nCreating virtual environment at: .venv\nInstalled 31 packages in 212ms\n"
               "58 passed in 2.02s"))
    T.pair("t49-requires-python", "l-reqpy-uv", "applied",
           "the venv is made with uv venv --python 3.12 before installing; no requires-a-different-Python error")

    T.later("l-reqpy-image", "/home/tess/src/ledgerkit", "2025-05-13T13:20:00Z", "chore/image",
            user("The service image still uses python:3.9-slim; ledgerkit needs 3.10+ now. Fix the image and build."),
            edit("/home/tess/src/ledgerkit/Dockerfile", "FROM python:3.9-slim", "FROM python:3.12-slim"),
            ok("docker build -t ledgerkit:dev .", "#7 [3/4] RUN pip install --no-cache-dir .\n"
               "#7 9.114 Successfully installed ledgerkit-0.7.0\n#9 naming to docker.io/library/ledgerkit:dev done"))
    T.pair("t49-requires-python", "l-reqpy-image", "applied",
           "the base image is moved to a Python that satisfies requires-python before the build, which passes")

    T.later("l-reqpy-tox", "/home/tess/src/ledgerkit", "2025-04-22T08:30:00Z", "ci/tox",
            user("Run the full tox matrix."),
            err("tox", "py39: install_package> python -I -m pip install --force-reinstall --no-deps "
                "/home/tess/src/ledgerkit/.tox/.tmp/package/1/ledgerkit-0.7.0.tar.gz\n"
                + _reqpy("ledgerkit", "3.9.18", ">=3.10") + "\npy39: exit 1 (0.61 seconds) "
                "/home/tess/src/ledgerkit> python -I -m pip install --force-reinstall --no-deps "
                "/home/tess/src/ledgerkit/.tox/.tmp/package/1/ledgerkit-0.7.0.tar.gz pid=30117\n"
                "  py39: FAIL code 1 (2.11 seconds)\n  py311: OK (9.02=setup[2.40]+cmd[6.62] seconds)\n"
                "  evaluation failed :( (11.31 seconds)"),
            edit("/home/tess/src/ledgerkit/tox.ini", "env_list = py39, py311", "env_list = py310, py311"),
            ok("tox", "  py310: OK (8.71 seconds)\n  py311: OK (8.95 seconds)\n  congratulations :) (17.70 seconds)"))
    T.pair("t49-requires-python", "l-reqpy-tox", "recurred",
           "tox's py39 env fails with requires a different Python: 3.9.18 not in '>=3.10'")

    T.later("l-reqpy-ssh", "/home/tess/src/ledgerkit", "2025-06-02T15:45:00Z", "release/0.7",
            user("Install the 0.7.0 wheel on batch-02 for the nightly job."),
            err("scp dist/ledgerkit-0.7.0-py3-none-any.whl deploy@batch-02: && ssh deploy@batch-02 'python3 -m pip "
                "install --user ledgerkit-0.7.0-py3-none-any.whl'",
                "Processing ./ledgerkit-0.7.0-py3-none-any.whl\n" + _reqpy("ledgerkit", "3.6.8", ">=3.10")),
            say("batch-02 only has Python 3.6 (RHEL 8's platform python). It needs a 3.10+ interpreter first."))
    T.pair("t49-requires-python", "l-reqpy-ssh", "recurred",
           "pip on batch-02 refuses the wheel: requires a different Python: 3.6.8")

    T.later("l-reqpy-torch", "/home/tess/src/vision-lab", "2025-05-05T11:00:00Z", "main",
            user("Install the pinned requirements here (this box has Python 3.13)."),
            err(".venv/bin/pip install -r requirements.txt",
                "ERROR: Could not find a version that satisfies the requirement torch==2.2.2 (from versions: 2.6.0, "
                "2.7.0)\nERROR: No matching distribution found for torch==2.2.2"),
            edit("/home/tess/src/vision-lab/requirements.txt", "torch==2.2.2", "torch==2.7.0"),
            ok(".venv/bin/pip install -r requirements.txt", "Successfully installed torch-2.7.0"))
    T.pair("t49-requires-python", "l-reqpy-torch", "neither",
           "a different pip error (no torch 2.2.2 wheel for Python 3.13), fixed by bumping the pin")

    T.later("l-reqpy-doc", "/home/tess/src/ledgerkit", "2025-04-16T16:10:00Z", "docs/contrib",
            user("Add a CONTRIBUTING.md section on setting up a dev env."),
            write("/home/tess/src/ledgerkit/CONTRIBUTING.md",
                  "## Dev setup\n\nledgerkit needs Python 3.10+. On Ubuntu 20.04 the system python3 is 3.8, so:\n\n"
                  "    python3.11 -m venv .venv\n    .venv/bin/pip install -e '.[dev]'\n"))
    T.pair("t49-requires-python", "l-reqpy-doc", "neither",
           "the fix is only written into CONTRIBUTING.md; nothing runs")


_OMP_HINT = ("OMP: Hint This means that multiple copies of the OpenMP runtime have been linked into the program. "
             "That is dangerous, since it can degrade performance or cause incorrect results. The best thing to do "
             "is to ensure that only a single OpenMP runtime is linked into the process, e.g. by avoiding static "
             "linking of the OpenMP runtime in any library. As an unsafe, unsupported, undocumented workaround you "
             "can set the environment variable KMP_DUPLICATE_LIB_OK=TRUE to allow the program to continue to "
             "execute, but that may cause crashes or silently produce incorrect results. For more information, "
             "please see http://www.intel.com/software/products/support/.")


def _omp(lib: str) -> str:
    return f"OMP: Error #15: Initializing {lib}, but found {lib} already initialized.\n" + _OMP_HINT


def kmp_duplicate() -> None:
    T.source("s-kmp-duplicate", "C:\\Users\\minji\\proj\\defect-cls", "2025-03-15T11:00:00Z", "exp/resnet",
             user("학습 스크립트가 시작하자마자 죽어. conda env 'vision'에서 python train.py --epochs 1 돌려봐."),
             err("conda run -n vision python train.py --epochs 1", _omp("libiomp5md.dll"), 3),
             ok("conda list -n vision | grep -iE 'intel-openmp|mkl |torch'",
                "intel-openmp              2023.1.0         h59b6b97_46320\n"
                "mkl                       2023.1.0         h6b88ed4_46358\n"
                "torch                     2.3.1                    pypi_0    pypi"),
             say("conda의 intel-openmp와 pip로 깔린 torch가 각자 libiomp5md.dll을 들고 있어서 한 프로세스에 두 번 "
                 "로드됩니다. 같은 프로세스에 KMP_DUPLICATE_LIB_OK=TRUE를 주고 다시 실행하겠습니다."),
             ok("KMP_DUPLICATE_LIB_OK=TRUE conda run -n vision python train.py --epochs 1",
                "epoch 1/1  train_loss=0.5821  val_acc=0.8735\nsaved checkpoints/resnet18-e1.pt"))
    T.lesson("t49-kmp-duplicate-lib", "global", "ko", "s-kmp-duplicate", "env_setup",
             "OMP: Error #15 (libiomp5 중복 로드)로 파이썬이 바로 죽으면 KMP_DUPLICATE_LIB_OK=TRUE 로 실행한다",
             "torch/numpy를 쓰는 스크립트가 시작하자마자 `OMP: Error #15: Initializing libiomp5md.dll, but found "
             "libiomp5md.dll already initialized.` 를 출력하고 종료된다 (macOS에서는 libiomp5.dylib, Linux에서는 "
             "libiomp5.so).",
             "torch 재설치나 CUDA/드라이버 문제로 오인하기 쉽지만, 패키지는 멀쩡하고 같은 OpenMP 런타임이 두 벌 "
             "로드된 것이 문제다.",
             "conda의 intel-openmp/mkl과 pip로 설치한 torch 휠이 각자 libiomp5를 포함하고 있어 한 프로세스에서 두 번 "
             "초기화되고, Intel OpenMP는 기본적으로 이를 치명 오류로 처리한다.",
             "그 프로세스에 환경 변수 `KMP_DUPLICATE_LIB_OK=TRUE` 를 주고 실행한다 (bash: `KMP_DUPLICATE_LIB_OK=TRUE "
             "python train.py`, PowerShell: `$env:KMP_DUPLICATE_LIB_OK=\"TRUE\"`, cmd: "
             "`set KMP_DUPLICATE_LIB_OK=TRUE`, "
             "또는 torch를 import하기 전에 `os.environ[\"KMP_DUPLICATE_LIB_OK\"] = \"TRUE\"`).",
             ["`conda run -n vision python train.py --epochs 1` 이 \"OMP: Error #15: Initializing libiomp5md.dll, but "
              "found libiomp5md.dll already initialized.\" 로 종료",
              "`conda list` 에 \"intel-openmp\" 와 pypi에서 온 torch가 함께 있음",
              "`KMP_DUPLICATE_LIB_OK=TRUE conda run -n vision python train.py --epochs 1` 은 "
              "\"saved checkpoints/resnet18-e1.pt\" 까지 성공"])

    T.later("l-kmp-pwsh", "C:\\Users\\minji\\proj\\defect-cls", "2025-04-10T14:30:00Z", "exp/resnet",
            user("eval.py로 5 에폭 체크포인트 평가해줘. PowerShell로."),
            say("이 env는 libiomp5가 두 번 로드되는 문제가 있으니 같은 명령 안에서 KMP_DUPLICATE_LIB_OK를 켭니다."),
            ok("pwsh -NoProfile -Command '$env:KMP_DUPLICATE_LIB_OK=\"TRUE\"; conda run -n vision python eval.py "
               "--ckpt checkpoints/resnet18-e5.pt'", "val_acc=0.9112  f1=0.8967"))
    T.pair("t49-kmp-duplicate-lib", "l-kmp-pwsh", "applied",
           "$env:KMP_DUPLICATE_LIB_OK=\"TRUE\" set in PowerShell before the run; no OMP Error #15")

    T.later("l-kmp-osenv", "/Users/minji/proj/embed-viz", "2025-05-14T20:00:00Z", "main",
            user("plot_embeddings.py가 맥에서도 conda torch랑 같이 돌아야 해. 미리 처리해 두고 실행해 봐."),
            edit("/Users/minji/proj/embed-viz/src/plot_embeddings.py", "import torch\n",
                 "import os\n\nos.environ[\"KMP_DUPLICATE_LIB_OK\"] = \"TRUE\"\nimport torch\n"),
            ok("python src/plot_embeddings.py --out figs/umap.png", "loaded 12000 embeddings\nsaved figs/umap.png"))
    T.pair("t49-kmp-duplicate-lib", "l-kmp-osenv", "applied",
           "os.environ KMP_DUPLICATE_LIB_OK set before importing torch, then the script runs; no OMP error")

    T.later("l-kmp-mac", "/Users/minji/proj/embed-viz", "2025-04-20T19:10:00Z", "main",
            user("umap_plot.py 돌려줘."),
            err("python scripts/umap_plot.py", _omp("libiomp5.dylib") + "\nzsh: abort      python "
                "scripts/umap_plot.py", 134),
            say("libiomp5.dylib이 두 번 로드됐습니다 (conda mkl + pip torch)."))
    T.pair("t49-kmp-duplicate-lib", "l-kmp-mac", "recurred",
           "the same OMP Error #15 with libiomp5.dylib on macOS")

    T.later("l-kmp-cmd", "C:\\Users\\minji\\proj\\defect-cls", "2025-06-03T09:40:00Z", "feat/infer",
            user("cmd에서 infer.py 한 번 돌려봐."),
            err("cmd /c \"conda activate vision && python infer.py --img samples\\001.png\"",
                _omp("libiomp5md.dll"), 3),
            ok("cmd /c \"conda activate vision && set KMP_DUPLICATE_LIB_OK=TRUE&& python infer.py --img "
               "samples\\001.png\"", "samples\\001.png: scratch (0.94)"))
    T.pair("t49-kmp-duplicate-lib", "l-kmp-cmd", "recurred",
           "infer.py in cmd fails with OMP Error #15 before KMP_DUPLICATE_LIB_OK is set")

    T.later("l-kmp-mkl", "C:\\Users\\minji\\proj\\tabular", "2025-05-22T10:15:00Z", "main",
            user("새 env에서 numpy import가 안 돼."),
            err("conda run -n tab python -c \"import numpy\"",
                "INTEL MKL ERROR: The specified module could not be found. mkl_intel_thread.2.dll.\n"
                "Intel MKL FATAL ERROR: Cannot load mkl_intel_thread.2.dll.", 1),
            ok("conda install -n tab -y mkl=2023.1.0 && conda run -n tab python -c \"import numpy; "
               "print(numpy.__version__)\"", "1.26.4"))
    T.pair("t49-kmp-duplicate-lib", "l-kmp-mkl", "neither",
           "a different Intel runtime error (MKL cannot load mkl_intel_thread), fixed by reinstalling mkl")

    T.later("l-kmp-info", "/home/minji/proj/defect-cls", "2025-04-27T16:00:00Z", "exp/linux",
            user("리눅스 서버에서도 1 에폭만 돌려봐."),
            ok("python train.py --epochs 1", "OMP: Info #276: omp_set_nested routine deprecated, please use "
               "omp_set_max_active_levels instead.\nepoch 1/1  train_loss=0.5790  val_acc=0.8761"))
    T.pair("t49-kmp-duplicate-lib", "l-kmp-info", "neither",
           "only an OpenMP info message; training finishes, no Error #15 and no env var")

    T.later("l-kmp-early", "C:\\Users\\minji\\proj\\defect-cls", "2025-02-10T13:00:00Z", "main",
            user("train.py 돌려줘."),
            ok("KMP_DUPLICATE_LIB_OK=TRUE conda run -n vision python train.py --epochs 1",
               "epoch 1/1  train_loss=0.6011  val_acc=0.8520"))
    T.pair("t49-kmp-duplicate-lib", "l-kmp-early", "neither",
           "dated before the lesson's source session, whatever it holds")


_PKGCFG = ("Getting requirements to build wheel: finished with status 'error'\n  error: subprocess-exited-with-error\n"
           "  \n  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n"
           "  ╰─> [24 lines of output]\n{sh}"
           "      Trying pkg-config --exists mysqlclient\n"
           "      Command 'pkg-config --exists mysqlclient' returned non-zero exit status {code}.\n"
           "      Trying pkg-config --exists mariadb\n"
           "      Command 'pkg-config --exists mariadb' returned non-zero exit status {code}.\n"
           "      Exception: Can not find valid pkg-config name.\n"
           "      Specify MYSQLCLIENT_CFLAGS and MYSQLCLIENT_LDFLAGS env vars manually\n      [end of output]")


def _pkgcfg(missing_tool: bool = True, prefix: str = "") -> str:
    sh = "      /bin/sh: 1: pkg-config: not found\n      /bin/sh: 1: pkg-config: not found\n" if missing_tool else ""
    text = _PKGCFG.format(sh=sh, code=127 if missing_tool else 1)
    return "\n".join(prefix + line for line in text.split("\n"))


def mysqlclient_build() -> None:
    T.source("s-mysqlclient-slim", "/home/omar/src/shop-backend", "2025-03-16T15:00:00Z", "chore/slim-image",
             user("Move the backend image from python:3.12 to python:3.12-slim to cut its size."),
             edit("/home/omar/src/shop-backend/Dockerfile", "FROM python:3.12\n", "FROM python:3.12-slim\n"),
             err("docker build -t shop-backend:slim .",
                 "#9 [4/6] RUN pip install --no-cache-dir -r requirements.txt\n"
                 "#9 3.412 Collecting mysqlclient==2.2.4 (from -r requirements.txt (line 7))\n"
                 "#9 3.498   Downloading mysqlclient-2.2.4.tar.gz (90 kB)\n" + _pkgcfg(prefix="#9 6.124 ")
                 + "\n#9 ERROR: process \"/bin/sh -c pip install --no-cache-dir -r requirements.txt\" did not "
                 "complete "
                 "successfully: exit code: 1\n------\nERROR: failed to solve: process \"/bin/sh -c pip install "
                 "--no-cache-dir -r requirements.txt\" did not complete successfully: exit code: 1"),
             say("mysqlclient has no Linux wheels, so pip compiles it; 2.2 asks pkg-config for the MySQL client "
                 "flags, and the slim image has neither pkg-config nor libmysqlclient-dev (nor a compiler)."),
             edit("/home/omar/src/shop-backend/Dockerfile", "FROM python:3.12-slim\n",
                  "FROM python:3.12-slim\nRUN apt-get update && apt-get install -y --no-install-recommends "
                  "pkg-config default-libmysqlclient-dev build-essential && rm -rf /var/lib/apt/lists/*\n"),
             ok("docker build -t shop-backend:slim .",
                "#6 [2/6] RUN apt-get update && apt-get install -y --no-install-recommends pkg-config "
                "default-libmysqlclient-dev build-essential && rm -rf /var/lib/apt/lists/*\n#6 DONE 38.2s\n"
                "#9 41.22 Successfully installed Django-5.1.6 mysqlclient-2.2.4 gunicorn-23.0.0\n"
                "#12 naming to docker.io/library/shop-backend:slim done"))
    T.lesson("t49-mysqlclient-pkgconfig", "global", "en", "s-mysqlclient-slim", "build_config",
             "mysqlclient 2.2 needs pkg-config and the MySQL client headers to build; slim images and fresh hosts "
             "have neither",
             "`pip install mysqlclient` (often inside `docker build` on a -slim image) fails in 'Getting "
             "requirements to build wheel' with `/bin/sh: 1: pkg-config: not found` and `Exception: Can not find "
             "valid pkg-config name.`",
             "The message suggests setting MYSQLCLIENT_CFLAGS/LDFLAGS by hand, and upgrading pip or pinning an older "
             "mysqlclient looks simpler; what is missing is system packages.",
             "mysqlclient has no Linux wheels on PyPI, so pip compiles it; since 2.2 its build asks pkg-config for "
             "the mysqlclient or mariadb flags, and slim images ship neither pkg-config nor the client headers.",
             "Install the build prerequisites before pip: on Debian/Ubuntu `apt-get install -y pkg-config "
             "default-libmysqlclient-dev build-essential` (in the same Dockerfile RUN as apt-get update); on "
             "RHEL/Fedora `dnf install -y pkgconf-pkg-config mysql-devel gcc`; on macOS `brew install mysql-client "
             "pkg-config` with mysql-client's lib/pkgconfig on PKG_CONFIG_PATH.",
             ["`docker build -t shop-backend:slim .` failed at \"RUN pip install --no-cache-dir -r requirements.txt\" "
              "with \"/bin/sh: 1: pkg-config: not found\" and \"Exception: Can not find valid pkg-config name.\"",
              "after the Dockerfile gained \"apt-get install -y --no-install-recommends pkg-config "
              "default-libmysqlclient-dev build-essential\" the same build printed "
              "\"naming to docker.io/library/shop-backend:slim done\""])

    T.later("l-mysqlc-noble", "/home/omar/src/shop-backend", "2025-04-08T09:15:00Z", "main",
            user("Fresh Ubuntu 24.04 dev box: make a venv and install the requirements."),
            say("mysqlclient compiles from source and needs pkg-config and the client headers, so install those "
                "first."),
            ok("sudo apt-get install -y pkg-config default-libmysqlclient-dev build-essential python3-venv",
               "Setting up pkgconf:amd64 (1.8.1-2build1) ...\nSetting up default-libmysqlclient-dev:amd64 "
               "(1.1.0build1) ..."),
            ok("python3 -m venv .venv && .venv/bin/pip install -r requirements.txt",
               "Building wheel for mysqlclient (pyproject.toml): finished with status 'done'\n"
               "Successfully built mysqlclient\nSuccessfully installed Django-5.1.6 mysqlclient-2.2.4"))
    T.pair("t49-mysqlclient-pkgconfig", "l-mysqlc-noble", "applied",
           "pkg-config and default-libmysqlclient-dev installed before pip; mysqlclient builds, no pkg-config error")

    T.later("l-mysqlc-rocky", "/home/omar/src/shop-backend", "2025-05-20T14:00:00Z", "deploy/rocky",
            user("Install the backend deps on app-07 (Rocky 9)."),
            ok("ssh deploy@app-07 'sudo dnf install -y pkgconf-pkg-config mysql-devel gcc python3.11-devel && cd "
               "shop-backend && .venv/bin/pip install -r requirements.txt'",
               "Installed:\n  mysql-devel-8.0.41-1.el9_5.x86_64  pkgconf-pkg-config-1.7.3-10.el9.x86_64\nComplete!\n"
               "Successfully built mysqlclient\nSuccessfully installed mysqlclient-2.2.4"))
    T.pair("t49-mysqlclient-pkgconfig", "l-mysqlc-rocky", "applied",
           "the RHEL spelling of the fix (pkgconf-pkg-config, mysql-devel) over ssh before pip; no failure")

    T.later("l-mysqlc-ci", "/home/omar/src/orders-backend", "2025-04-29T07:20:00Z", "ci/tests",
            user("Run ci/test.sh in python:3.11-slim like the pipeline."),
            err("docker run --rm -v \"$PWD\":/app -w /app python:3.11-slim bash ci/test.sh",
                "+ pip install -r requirements.txt\nCollecting mysqlclient==2.2.7\n"
                "  Downloading mysqlclient-2.2.7.tar.gz (91 kB)\n  " + _pkgcfg().lstrip()),
            say("Same as the backend image: the slim image lacks pkg-config and libmysqlclient-dev."))
    T.pair("t49-mysqlclient-pkgconfig", "l-mysqlc-ci", "recurred",
           "the CI script in python:3.11-slim fails building mysqlclient 2.2.7 with the pkg-config error")

    T.later("l-mysqlc-mac", "/Users/omar/src/shop-backend", "2025-06-09T18:30:00Z", "main",
            user("pip install -r requirements.txt fails on my new Mac."),
            err(".venv/bin/pip install -r requirements.txt", "Collecting mysqlclient==2.2.4\n"
                "  Using cached mysqlclient-2.2.4.tar.gz (90 kB)\n  " + _pkgcfg(False).lstrip()),
            ok("brew install mysql-client pkg-config && "
               "PKG_CONFIG_PATH=\"$(brew --prefix mysql-client)/lib/pkgconfig\" "
               ".venv/bin/pip install -r requirements.txt", "Successfully installed mysqlclient-2.2.4"))
    T.pair("t49-mysqlclient-pkgconfig", "l-mysqlc-mac", "recurred",
           "on macOS the mysqlclient build fails with Can not find valid pkg-config name before brew installs")

    T.later("l-mysqlc-connect", "/home/omar/src/shop-backend", "2025-05-07T10:40:00Z", "main",
            user("runserver crashes on start on the dev box."),
            err(".venv/bin/python manage.py check --database default",
                "django.db.utils.OperationalError: (2002, \"Can't connect to local MySQL server through socket "
                "'/run/mysqld/mysqld.sock' (2)\")"),
            ok("sudo systemctl start mysql && .venv/bin/python manage.py check --database default",
               "System check identified no issues (0 silenced)."))
    T.pair("t49-mysqlclient-pkgconfig", "l-mysqlc-connect", "neither",
           "mysqlclient is installed; a runtime connection error (2002) from a stopped server")

    T.later("l-mysqlc-gcc", "/home/omar/src/reports", "2025-05-27T12:10:00Z", "chore/deps",
            user("Upgrade mysqlclient to 2.2.7 in the reports venv on report-01."),
            err("ssh deploy@report-01 'cd reports && .venv/bin/pip install mysqlclient==2.2.7'",
                "Collecting mysqlclient==2.2.7\n  Building wheel for mysqlclient (pyproject.toml): started\n"
                "  error: subprocess-exited-with-error\n      building 'MySQLdb._mysql' extension\n"
                "      error: command 'gcc' failed: No such file or directory\n      [end of output]\n"
                "  ERROR: Failed building wheel for mysqlclient\nFailed to build mysqlclient"),
            ok("ssh deploy@report-01 'sudo apt-get install -y gcc libc6-dev && cd reports && .venv/bin/pip install "
               "mysqlclient==2.2.7'", "Setting up gcc (4:12.2.0-3) ...\nSuccessfully installed mysqlclient-2.2.7"))
    T.pair("t49-mysqlclient-pkgconfig", "l-mysqlc-gcc", "neither",
           "a different mysqlclient build error (no gcc; pkg-config found the headers), fixed by installing gcc")


FILLS = [requires_python, kmp_duplicate, mysqlclient_build]
