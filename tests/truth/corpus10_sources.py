"""The tenth corpus's scripted sessions, first part: Python data work (a NumPy 2 ABI break under pandas 1.5, a
Jupyter kernel from the wrong environment, `conda activate` in a non-interactive shell), a torch wheel newer than
the GPU driver, an Airflow DAG import error, dbt refs after renamed seeds, PySpark without JAVA_HOME."""
from __future__ import annotations

from typing import Sequence

from tests.truth.corpus10_common import ex
from tests.truth.sessions_dsl import Step

DTYPE = ("Traceback (most recent call last):\n  File \"/srv/reports/scripts/report.py\", line 4, in <module>\n"
         "    import pandas as pd\n  File \"/srv/reports/.venv/lib/python3.11/site-packages/pandas/__init__.py\", "
         "line 22, in <module>\n    from pandas.compat import is_numpy_dev as _is_numpy_dev  # pyright: ignore # noqa:F401\n"
         "  File \"pandas/_libs/interval.pyx\", line 1, in init pandas._libs.interval\n"
         "ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, "
         "got 88 from PyObject")

NUMPY_ABI: list[Step] = [
    ("user", "the nightly report script crashes on import since I upgraded some packages yesterday. can you fix "
             "it? it's scripts/report.py"),
    ("bash", "git log --oneline -3", "a81f02c report: add region column\n77be1d0 bump deps\n3c09e44 ci: cache pip", False),
    ("bash", ".venv/bin/python scripts/report.py --day 2026-11-30", ex(1, DTYPE), True),
    ("bash", ".venv/bin/pip list 2>/dev/null | grep -Ei '^(numpy|pandas) '",
     "numpy              2.1.3\npandas             1.5.3", False),
    ("bash", ".venv/bin/pip install --upgrade pip",
     "Requirement already satisfied: pip in ./.venv/lib/python3.11/site-packages (24.0)\nCollecting pip\n"
     "  Using cached pip-24.3.1-py3-none-any.whl (1.8 MB)\nInstalling collected packages: pip\n"
     "Successfully installed pip-24.3.1", False),
    ("bash", ".venv/bin/python scripts/report.py --day 2026-11-30", ex(1, DTYPE), True),
    ("say", "pandas 1.5.3 ships C extensions compiled against NumPy 1.x; NumPy 2 changed the size of the dtype "
            "struct, so the import dies. Either pandas >= 2.2.2 or NumPy below 2. pandas is pinned, so NumPy goes."),
    ("bash", ".venv/bin/pip install \"numpy<2\"",
     "Collecting numpy<2\n  Using cached numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl "
     "(18.3 MB)\nInstalling collected packages: numpy\n  Attempting uninstall: numpy\n    Found existing "
     "installation: numpy 2.1.3\n    Uninstalling numpy-2.1.3:\n      Successfully uninstalled numpy-2.1.3\n"
     "Successfully installed numpy-1.26.4", False),
    ("bash", ".venv/bin/python scripts/report.py --day 2026-11-30", "wrote reports/2026-11-30.csv (4812 rows)", False),
    ("edit", "/srv/reports/requirements.txt", "numpy\npandas==1.5.3", "numpy<2\npandas==1.5.3"),
    ("bash", "git diff --stat", " requirements.txt | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", False),
    ("say", "Fixed: NumPy is back on 1.26.4 and requirements.txt now says numpy<2 so the next install keeps it."),
]

NB_FAIL = ("[NbConvertApp] Converting notebook notebooks/clean_sales.ipynb to notebook\nTraceback (most recent call "
           "last):\n  File \"/opt/conda/bin/jupyter-nbconvert\", line 10, in <module>\n    sys.exit(main())\n"
           "nbclient.exceptions.CellExecutionError: An error occurred while executing the following cell:\n"
           "------------------\nimport os\nimport polars as pl\n------------------\n\n"
           "---------------------------------------------------------------------------\n"
           "ModuleNotFoundError                       Traceback (most recent call last)\nCell In[1], line 2\n"
           "      1 import os\n----> 2 import polars as pl\n\nModuleNotFoundError: No module named 'polars'")

JUPYTER: list[Step] = [
    ("user", "notebooks/clean_sales.ipynb fails in CI with a missing module but polars IS installed in my env. "
             "figure out why"),
    ("bash", "conda env list", "# conda environments:\n#\nbase                     /opt/conda\n"
                               "etl-env               *  /opt/conda/envs/etl-env", False),
    ("bash", "python -c \"import polars; print(polars.__version__)\"", "1.14.0", False),
    ("bash", "jupyter nbconvert --to notebook --execute notebooks/clean_sales.ipynb --output /tmp/out.ipynb",
     ex(1, NB_FAIL), True),
    ("bash", "jupyter kernelspec list", "Available kernels:\n  python3    /opt/conda/share/jupyter/kernels/python3", False),
    ("bash", "cat /opt/conda/share/jupyter/kernels/python3/kernel.json",
     "{\n \"argv\": [\n  \"/opt/conda/bin/python\",\n  \"-m\",\n  \"ipykernel_launcher\",\n  \"-f\",\n"
     "  \"{connection_file}\"\n ],\n \"display_name\": \"Python 3 (ipykernel)\",\n \"language\": \"python\"\n}", False),
    ("say", "The only kernel is base's python3, and it launches /opt/conda/bin/python — not etl-env, where polars "
            "lives. Registering etl-env as its own kernel and asking nbconvert for it by name."),
    ("bash", "python -m ipykernel install --user --name etl-env --display-name \"Python (etl-env)\"",
     "Installed kernelspec etl-env in /home/mara/.local/share/jupyter/kernels/etl-env", False),
    ("bash", "jupyter nbconvert --to notebook --execute --ExecutePreprocessor.kernel_name=etl-env "
             "notebooks/clean_sales.ipynb --output /tmp/out.ipynb",
     "[NbConvertApp] Converting notebook notebooks/clean_sales.ipynb to notebook\n"
     "[NbConvertApp] Writing 48213 bytes to /tmp/out.ipynb", False),
    ("edit", "/home/mara/sales/.github/workflows/nb.yml",
     "jupyter nbconvert --to notebook --execute notebooks/clean_sales.ipynb",
     "jupyter nbconvert --to notebook --execute --ExecutePreprocessor.kernel_name=etl-env notebooks/clean_sales.ipynb"),
    ("bash", "git add .github/workflows/nb.yml && git commit -m \"ci: run notebooks on the etl-env kernel\"",
     "[main 5d2a9e1] ci: run notebooks on the etl-env kernel\n 1 file changed, 1 insertion(+), 1 deletion(-)", False),
    ("user", "nice, pushed it and the CI job is green now"),
]

ACTIVATE = "\nCondaError: Run 'conda init' before 'conda activate'\n"
TILES_LIB = ("Traceback (most recent call last):\n  File \"/home/jiwoo/geo/scripts/tiles.py\", line 3, in <module>\n"
             "    import rasterio\n  File \"/opt/conda/envs/geo/lib/python3.12/site-packages/rasterio/__init__.py\", "
             "line 28, in <module>\n    from rasterio._show_versions import show_versions\nImportError: "
             "libgdal.so.34: cannot open shared object file: No such file or directory\n\nERROR conda.cli.main_run:"
             "execute(125): `conda run python scripts/tiles.py --zoom 12` failed. (See above for error)")

CONDA: list[Step] = [
    ("user", "geo 환경에서 scripts/tiles.py --zoom 12 돌려줘. 지난주엔 잘 됐는데 오늘은 안 되네"),
    ("bash", "conda activate geo && python scripts/tiles.py --zoom 12", ex(1, ACTIVATE), True),
    ("bash", "conda init bash",
     "no change     /opt/conda/condabin/conda\nno change     /opt/conda/bin/conda\nno change     "
     "/opt/conda/etc/profile.d/conda.sh\nmodified      /home/jiwoo/.bashrc\n\n==> For changes to take effect, close "
     "and re-open your current shell. <==", False),
    ("bash", "conda activate geo && python scripts/tiles.py --zoom 12", ex(1, ACTIVATE), True),
    ("say", "Every Bash call here is a fresh non-interactive shell, so the hook `conda init` wrote into .bashrc never "
            "runs. `conda run -n geo` needs no activation."),
    ("bash", "conda run -n geo python scripts/tiles.py --zoom 12", ex(1, TILES_LIB), True),
    ("bash", "conda list -n geo | grep -E 'gdal|rasterio'",
     "libgdal                   3.9.2           h0a3b6c1_1    conda-forge\n"
     "rasterio                  1.4.1                    pypi_0    pypi", False),
    ("say", "rasterio came from pip (a wheel built against another GDAL) while libgdal is conda-forge's. Installing "
            "rasterio from conda-forge so both agree."),
    ("bash", "conda install -n geo -c conda-forge rasterio --yes",
     "Channels:\n - conda-forge\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\n"
     "Solving environment: done\n\n## Package Plan ##\n\n  environment location: /opt/conda/envs/geo\n\n"
     "The following packages will be SUPERSEDED by a higher-priority channel:\n\n  rasterio    pypi/pypi::rasterio-1.4.1-pypi_0 --> "
     "conda-forge::rasterio-1.4.2-py312h8b6a7f1_0\n\nPreparing transaction: done\nVerifying transaction: done\n"
     "Executing transaction: done", False),
    ("bash", "conda run -n geo python scripts/tiles.py --zoom 12", "rendered 4096 tiles into out/z12", False),
    ("user", "오 됐다 ㅎㅎ 고마워"),
]

TORCH_WARN = ("/home/ops/.venv/lib/python3.11/site-packages/torch/cuda/__init__.py:129: UserWarning: CUDA "
              "initialization: The NVIDIA driver on your system is too old (found version 11040). Please update your "
              "GPU driver by downloading and installing a new version from the URL: "
              "http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a "
              "PyTorch version that has been compiled with your version of the CUDA driver. (Triggered internally at "
              "../c10/cuda/CUDAFunctions.cpp:108.)\n  return torch._C._cuda_getDeviceCount() > 0")

TORCH: list[Step] = [
    ("user", "training on the new box is super slow, I think it's running on CPU. check train.py"),
    ("bash", "nvidia-smi --query-gpu=name,driver_version --format=csv",
     "name, driver_version\nNVIDIA A10G, 470.239.06", False),
    ("bash", "python -c \"import torch; print(torch.__version__, torch.version.cuda, torch.cuda.is_available())\"",
     TORCH_WARN + "\n2.5.1+cu124 12.4 False", False),
    ("bash", "grep -n \"device\" train.py",
     "14:device = \"cuda\" if torch.cuda.is_available() else \"cpu\"\n15:model.to(device)", False),
    ("say", "Driver 470 tops out at CUDA 11.4 but this torch wheel is built for CUDA 12.4, so CUDA init fails with "
            "a warning and train.py silently falls back to CPU. Two ways out: upgrade the driver, or reinstall a "
            "build for CUDA 11.x — `pip install torch==2.5.1 --index-url https://download.pytorch.org/whl/cu118` "
            "runs on 470 through minor-version compatibility."),
    ("user", "don't reinstall torch now, that's a 2GB download and the disk is nearly full. I'll ask ops to "
             "upgrade the driver. just make train.py fail loudly when there's no GPU"),
    ("edit", "/home/ops/train/train.py", "device = \"cuda\" if torch.cuda.is_available() else \"cpu\"",
     "if not torch.cuda.is_available():\n    raise SystemExit(\"no CUDA device: check the driver against "
     "torch.version.cuda\")\ndevice = \"cuda\""),
    ("bash", "python train.py --epochs 1",
     ex(1, TORCH_WARN + "\nno CUDA device: check the driver against torch.version.cuda"), True),
    ("bash", "git add train.py && git commit -m \"train: refuse to run on CPU\"",
     "[main 4c1d2e9] train: refuse to run on CPU\n 1 file changed, 3 insertions(+), 1 deletion(-)", False),
    ("say", "Done: train.py now exits with a clear message instead of training on CPU. The real fix is the driver "
            "upgrade (or the cu118 wheel) when ops has time."),
]

IMPORT_ERR = ("filepath                       | error\n===============================+===================================="
              "=========================\n/opt/airflow/dags/sync_crm.py  | Traceback (most recent call last):\n"
              "                               |   File \"/opt/airflow/dags/sync_crm.py\", line 5, in <module>\n"
              "                               |     from dags.common.crm import push_contacts\n"
              "                               | ModuleNotFoundError: No module named 'dags'")

AIRFLOW: list[Step] = [
    ("user", "the new dag sync_crm doesn't show up in the Airflow UI (2.9, docker compose). other dags are fine"),
    ("bash", "docker compose exec airflow-scheduler airflow dags list | grep sync_crm", ex(1, ""), True),
    ("bash", "docker compose exec airflow-scheduler airflow dags list-import-errors", IMPORT_ERR, False),
    ("tool", "Read", {"file_path": "/home/femi/pipelines/dags/sync_crm.py"},
     "     1→from datetime import datetime\n     2→\n     3→from airflow.decorators import dag, task\n     4→\n"
     "     5→from dags.common.crm import push_contacts\n", False),
    ("say", "/opt/airflow/dags itself is on sys.path, so modules under it are imported as `common.…`, not "
            "`dags.common.…`."),
    ("edit", "/home/femi/pipelines/dags/sync_crm.py", "from dags.common.crm import push_contacts",
     "from common.crm import push_contacts"),
    ("bash", "docker compose exec airflow-scheduler python /opt/airflow/dags/sync_crm.py", "", False),
    ("bash", "docker compose exec airflow-scheduler airflow dags list-import-errors", IMPORT_ERR, False),
    ("say", "The scheduler only re-parses files on its interval; forcing it to reserialize."),
    ("bash", "docker compose exec airflow-scheduler airflow dags reserialize",
     "[2026-12-01T10:12:44.118+0000] {dagbag.py:588} INFO - Filling up the DagBag from /opt/airflow/dags", False),
    ("user", "still not in the UI, and the import errors banner still says No module named 'dags'"),
    ("say", "Then the running scheduler does not see the edited file. Next I'd check whether ./dags is really the "
            "volume mounted at /opt/airflow/dags in docker-compose.yaml."),
]

DBT_HEAD = "10:02:11  Running with dbt=1.8.7\n10:02:12  Registered adapter: duckdb=1.8.4\n10:02:12  Encountered an error:\n"

DBT: list[Step] = [
    ("user", "dbt run fails on the staging layer since I renamed the seeds to *_raw. fix please"),
    ("bash", "dbt --version", "Core:\n  - installed: 1.8.7\n  - latest:    1.8.8 - Update available!\n\nPlugins:\n"
                             "  - duckdb: 1.8.4 - Update available!", False),
    ("bash", "dbt run --select staging", ex(2, DBT_HEAD + "Compilation Error\n  Model 'model.shop.stg_orders' "
     "(models/staging/stg_orders.sql) depends on a node named 'raw_orders' which was not found"), True),
    ("bash", "ls seeds/", "customers_raw.csv\norders_raw.csv", False),
    ("bash", "grep -rn \"ref('raw_\" models/",
     "models/staging/stg_orders.sql:3:    from {{ ref('raw_orders') }}\n"
     "models/staging/stg_customers.sql:3:    from {{ ref('raw_customers') }}", False),
    ("edit", "/home/lu/shop/models/staging/stg_orders.sql", "from {{ ref('raw_orders') }}",
     "from {{ ref('orders_raw') }}"),
    ("bash", "dbt run --select staging", ex(2, DBT_HEAD + "Compilation Error\n  Model 'model.shop.stg_customers' "
     "(models/staging/stg_customers.sql) depends on a node named 'raw_customers' which was not found"), True),
    ("edit", "/home/lu/shop/models/staging/stg_customers.sql", "from {{ ref('raw_customers') }}",
     "from {{ ref('customers_raw') }}"),
    ("bash", "dbt run --select staging",
     "10:04:40  Running with dbt=1.8.7\n10:04:41  Registered adapter: duckdb=1.8.4\n10:04:41  Found 2 models, 2 seeds, "
     "3 data tests, 412 macros\n10:04:43  1 of 2 OK created sql view model main.stg_customers ..... [OK in 0.11s]\n"
     "10:04:43  2 of 2 OK created sql view model main.stg_orders ........ [OK in 0.09s]\n10:04:43  \n"
     "10:04:43  Completed successfully\n10:04:43  \n10:04:43  Done. PASS=2 WARN=0 ERROR=0 SKIP=0 TOTAL=2", False),
    ("bash", "dbt test --select staging",
     ex(1, "10:05:09  Running with dbt=1.8.7\n10:05:10  1 of 3 FAIL 7 unique_stg_orders_order_id ....... [FAIL 7 in "
           "0.05s]\n10:05:10  2 of 3 PASS not_null_stg_orders_order_id ....... [PASS in 0.04s]\n10:05:10  3 of 3 PASS "
           "unique_stg_customers_customer_id .... [PASS in 0.04s]\n10:05:10  \n10:05:10  Failure in test "
           "unique_stg_orders_order_id (models/staging/schema.yml)\n10:05:10    Got 7 results, configured to fail if "
           "!= 0\n10:05:10  \n10:05:10  Done. PASS=2 WARN=0 ERROR=1 SKIP=0 TOTAL=3"), True),
    ("say", "The run is fixed. The unique test now fails on 7 duplicate order_ids that are really in "
            "orders_raw.csv — data, not the rename. I could dedupe in stg_orders with `qualify row_number() over "
            "(partition by order_id order by updated_at desc) = 1` — want that?"),
    ("user", "no, leave the duplicates, I'll ask the data team where they come from"),
]

SPARK_FAIL = ("E   pyspark.errors.exceptions.base.PySparkRuntimeError: [JAVA_GATEWAY_EXITED] Java gateway process "
              "exited before sending its port number.\n----------------------------- Captured stderr setup "
              "-----------------------------\nJAVA_HOME is not set\n=========================== short test summary "
              "info ============================\nERROR tests/test_etl.py::test_dedupe - pyspark.errors.exceptions."
              "base.PySparkRuntimeError: [JAVA_GATEWAY_EXITED] Java gateway process exited before sending its port "
              "number.\n1 error in 3.12s")

SPARK: list[Step] = [
    ("user", "set up pyspark locally so tests/test_etl.py runs. I pip installed pyspark 3.5"),
    ("bash", ".venv/bin/pytest -q tests/test_etl.py", ex(1, SPARK_FAIL), True),
    ("bash", "ls /usr/lib/jvm/", "java-17-openjdk-amd64\njava-8-openjdk-amd64", False),
    ("bash", "export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64", "", False),
    ("bash", ".venv/bin/pytest -q tests/test_etl.py", ex(1, SPARK_FAIL), True),
    ("say", "The export died with that Bash call — each call is its own shell. Setting it on the pytest command "
            "itself."),
    ("bash", "JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 .venv/bin/pytest -q tests/test_etl.py",
     "...                                                                      [100%]\n3 passed in 14.87s", False),
    ("edit", "/home/ana/etl/tests/conftest.py", "import pytest\n",
     "import os\n\nimport pytest\n\nos.environ.setdefault(\"JAVA_HOME\", \"/usr/lib/jvm/java-17-openjdk-amd64\")\n"),
    ("bash", ".venv/bin/pytest -q tests/test_etl.py",
     "...                                                                      [100%]\n3 passed in 13.02s", False),
    ("bash", "git status --short", " M tests/conftest.py", False),
]


def sources() -> dict[str, tuple[str, str, str, Sequence[Step]]]:
    return {
        "numpy-abi": ("/srv/reports", "2026-12-01T08:02:00.000Z", "main", NUMPY_ABI),
        "jupyter-kernel": ("/home/mara/sales", "2026-12-01T08:20:00.000Z", "main", JUPYTER),
        "conda-run": ("/home/jiwoo/geo", "2026-12-01T08:41:00.000Z", "main", CONDA),
        "torch-driver": ("/home/ops/train", "2026-12-01T09:03:00.000Z", "main", TORCH),
        "airflow-import": ("/home/femi/pipelines", "2026-12-01T09:30:00.000Z", "sync-crm", AIRFLOW),
        "dbt-seeds": ("/home/lu/shop", "2026-12-01T10:01:00.000Z", "seeds-rename", DBT),
        "pyspark-java": ("/home/ana/etl", "2026-12-01T10:22:00.000Z", "main", SPARK),
    }
