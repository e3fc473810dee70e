"""Cases of the fortieth tracking corpus (tables in tracking40_cases.py): the Kaggle CLI with no kaggle.json (in
fish and bash), Pydantic 2 moving BaseSettings to pydantic-settings (in zsh), and OpenCV's libGL.so.1 in slim
containers."""
from __future__ import annotations

from tests.truth.tracking40_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

KAGGLE_SITE = "/home/dana/.local/lib/python3.11/site-packages"


def kaggle_err(home: str, site: str = KAGGLE_SITE) -> str:
    return ("Traceback (most recent call last):\n  File \"" + home + "/.local/bin/kaggle\", line 5, in <module>\n"
            "    from kaggle.cli import main\n  File \"" + site + "/kaggle/__init__.py\", line 7, in <module>\n"
            "    api.authenticate()\n  File \"" + site + "/kaggle/api/kaggle_api_extended.py\", line 407, in "
            "authenticate\n    raise IOError('Could not find {}. Make sure it\\'s located in'\n"
            "OSError: Could not find kaggle.json. Make sure it's located in " + home + "/.kaggle. Or use the "
            "environment method.")


def kaggle_json() -> None:
    T.source(
        "s-kaggle-creds", "/home/dana/churn", "2026-04-04T14:00:00Z", "main",
        user("pull the telco churn dataset from kaggle into data/ with the kaggle cli. my shell is fish, the key "
             "is in ~/secrets/kaggle.key"),
        err("fish -c 'kaggle datasets download -d blastchar/telco-customer-churn -p data/ --unzip'",
            kaggle_err("/home/dana")),
        say("The Kaggle CLI authenticates at import time and finds neither ~/.kaggle/kaggle.json nor the "
            "KAGGLE_USERNAME/KAGGLE_KEY variables. In fish the variables must be exported with set -x."),
        ok("fish -c 'set -x KAGGLE_USERNAME danakim; set -x KAGGLE_KEY (cat ~/secrets/kaggle.key); "
           "kaggle datasets download -d blastchar/telco-customer-churn -p data/ --unzip'",
           "Dataset URL: https://www.kaggle.com/datasets/blastchar/telco-customer-churn\n"
           "License(s): copyright-authors\nDownloading telco-customer-churn.zip to data\n"
           "100%|██████████| 172k/172k [00:00<00:00, 1.21MB/s]"),
    )
    T.lesson(
        "t40-kaggle-json", "global", "en", "s-kaggle-creds", "security",
        "The Kaggle CLI fails at import without kaggle.json or exported KAGGLE_USERNAME/KAGGLE_KEY",
        "Every `kaggle` command dies with `OSError: Could not find kaggle.json. Make sure it's located in "
        "/home/dana/.kaggle. Or use the environment method.` before doing anything.",
        "The traceback looks like a broken install (it fails inside `from kaggle.cli import main`), but the package "
        "authenticates on import; and in fish a plain `set` does not export the variables to the kaggle process.",
        "kaggle/__init__.py calls api.authenticate() on import, which needs ~/.kaggle/kaggle.json (or the dir in "
        "KAGGLE_CONFIG_DIR) or both KAGGLE_USERNAME and KAGGLE_KEY in the environment.",
        "Export KAGGLE_USERNAME and KAGGLE_KEY (`set -x` in fish, `export` in bash), or put the API token at "
        "~/.kaggle/kaggle.json with mode 600, or point KAGGLE_CONFIG_DIR at the directory that holds kaggle.json.",
        ["`OSError: Could not find kaggle.json. Make sure it's located in /home/dana/.kaggle. Or use the environment "
         "method.`",
         "`set -x KAGGLE_USERNAME danakim; set -x KAGGLE_KEY (cat ~/secrets/kaggle.key)`",
         "`Downloading telco-customer-churn.zip to data`"])

    T.later(
        "l-kg-bash-export", "/home/dana/titanic", "2026-04-10T15:00:00Z", "main",
        user("get the titanic competition files, then give me a quick baseline"),
        ok("export KAGGLE_USERNAME=danakim KAGGLE_KEY=$(cat ~/secrets/kaggle.key) && "
           "kaggle competitions download -c titanic -p data && unzip -o -q data/titanic.zip -d data",
           "Downloading titanic.zip to data\n100%|██████████| 34.1k/34.1k [00:00<00:00, 602kB/s]"),
        ok("python baseline.py", "LogisticRegression 5-fold accuracy: 0.7946"),
    )
    T.pair("t40-kaggle-json", "l-kg-bash-export", "applied",
           "KAGGLE_USERNAME and KAGGLE_KEY exported in bash before kaggle runs; the download works")

    T.later(
        "l-kg-json-file", "/home/dana/churn", "2026-04-11T09:30:00Z", "features",
        user("I downloaded a fresh kaggle.json to ~/Downloads; set it up properly so I don't need the env vars, then "
             "search for other churn datasets"),
        ok("install -D -m 600 ~/Downloads/kaggle.json ~/.kaggle/kaggle.json && ls -l ~/.kaggle",
           "total 4\n-rw------- 1 dana dana 65 Apr 11 09:31 kaggle.json"),
        ok("kaggle datasets list -s churn --max-size 5000000 | head -4",
           "ref                                    title                         size  lastUpdated\n"
           "blastchar/telco-customer-churn         Telco Customer Churn          172KB  2018-02-23\n"
           "shrutimechlearn/churn-modelling        Churn Modelling               262KB  2019-06-12"),
    )
    T.pair("t40-kaggle-json", "l-kg-json-file", "applied",
           "kaggle.json installed at ~/.kaggle with mode 600 (a form the lesson names) before kaggle runs")

    T.later(
        "l-kg-docker-configdir", "/home/dana/churn", "2026-04-14T11:00:00Z", "pipeline",
        user("run the fetch step of the pipeline in the trainer image, mount my ~/.kaggle read-only"),
        ok("docker run --rm -e KAGGLE_CONFIG_DIR=/secrets/kaggle -v ~/.kaggle:/secrets/kaggle:ro -v $PWD/data:/data "
           "trainer:0.4 kaggle datasets download -d blastchar/telco-customer-churn -p /data --unzip",
           "Dataset URL: https://www.kaggle.com/datasets/blastchar/telco-customer-churn\n"
           "Downloading telco-customer-churn.zip to /data"),
        ok("docker run --rm -v $PWD/data:/data trainer:0.4 python -m pipeline.features /data",
           "features: 7043 rows x 46 cols -> /data/features.parquet"),
    )
    T.pair("t40-kaggle-json", "l-kg-docker-configdir", "applied",
           "KAGGLE_CONFIG_DIR points at the mounted kaggle.json dir inside docker; kaggle runs without the OSError")

    T.later(
        "l-kg-ssh-gpu", "/home/dana/churn", "2026-04-17T13:00:00Z", "gpu-train",
        user("train on gpu01 instead; fetch the data there first"),
        err("ssh gpu01 'cd ~/churn && kaggle datasets download -d blastchar/telco-customer-churn -p data --unzip'",
            kaggle_err("/home/dana", "/home/dana/.local/lib/python3.10/site-packages")),
        say("gpu01 has no kaggle.json either. I'll copy it over with the right mode."),
        ok("scp ~/.kaggle/kaggle.json gpu01:.kaggle/kaggle.json && ssh gpu01 'chmod 600 ~/.kaggle/kaggle.json && "
           "cd ~/churn && kaggle datasets download -d blastchar/telco-customer-churn -p data --unzip'",
           "Downloading telco-customer-churn.zip to data"),
        ok("ssh gpu01 'cd ~/churn && python train.py --device cuda'", "epoch 20 auc 0.861"),
    )
    T.pair("t40-kaggle-json", "l-kg-ssh-gpu", "recurred",
           "the same could-not-find-kaggle.json OSError on another host over ssh, then fixed")

    T.later(
        "l-kg-fish-set", "/home/dana/housing", "2026-04-18T16:00:00Z", "main",
        user("download the california housing dataset with kaggle; use my key from ~/secrets"),
        err("fish -c 'set KAGGLE_USERNAME danakim; set KAGGLE_KEY (cat ~/secrets/kaggle.key); "
            "kaggle datasets download -d camnugent/california-housing-prices -p data'",
            kaggle_err("/home/dana")),
        say("In fish, plain set makes the variables local to the shell; kaggle never sees them."),
        ok("fish -c 'set -x KAGGLE_USERNAME danakim; set -x KAGGLE_KEY (cat ~/secrets/kaggle.key); "
           "kaggle datasets download -d camnugent/california-housing-prices -p data'",
           "Downloading california-housing-prices.zip to data"),
    )
    T.pair("t40-kaggle-json", "l-kg-fish-set", "recurred",
           "fish set without -x leaves kaggle failing with the kaggle.json OSError again")

    T.later(
        "l-kg-403", "/home/dana/titanic", "2026-04-23T10:00:00Z", "main",
        user("grab the data for the spaceship-titanic competition too"),
        err("kaggle competitions download -c spaceship-titanic -p data",
            "403 - Forbidden - You must accept this competition's rules before you'll be able to download files."),
        say("Your credentials work, but the competition's rules have not been accepted on your account. Accept them "
            "on the competition's Rules page and I'll retry."),
    )
    T.pair("t40-kaggle-json", "l-kg-403", "neither",
           "a different kaggle error (403, competition rules not accepted); no credential setup shown")

    T.later(
        "l-kg-upgrade", "/home/dana/churn", "2026-04-25T08:00:00Z", "deps",
        user("bump the kaggle cli and tell me which version we're on"),
        ok("pip install -q -U kaggle && pip show kaggle | head -2", "Name: kaggle\nVersion: 1.6.17"),
        ok("kaggle --version", "Kaggle API 1.6.17"),
    )
    T.pair("t40-kaggle-json", "l-kg-upgrade", "neither",
           "the kaggle CLI is only upgraded and asked its version; no credential fix and no OSError")

    T.later(
        "l-kg-march", "/home/dana/churn", "2026-03-29T12:00:00Z", "main",
        user("set up kaggle on this machine"),
        ok("install -D -m 600 ~/Downloads/kaggle.json ~/.kaggle/kaggle.json && kaggle datasets list -s telco | head -2",
           "ref                                    title                 size\nblastchar/telco-customer-churn  Telco Customer Churn  172KB"),
    )
    T.pair("t40-kaggle-json", "l-kg-march", "neither", "dated before the lesson's source session")

    # a session that holds the kaggle fix and, later, the pandas failure
    T.later(
        "l-kg-xl-notebook", "/home/dana/churn", "2026-04-19T09:00:00Z", "excel-export",
        user("fetch the raw data again and export the cleaned table as an Excel sheet for the sales team"),
        ok("export KAGGLE_USERNAME=danakim KAGGLE_KEY=$(cat ~/secrets/kaggle.key); "
           "kaggle datasets download -d blastchar/telco-customer-churn -p data --unzip --force",
           "Downloading telco-customer-churn.zip to data"),
        ok("python clean.py", "cleaned 7043 rows -> data/clean.parquet"),
        err("python -c \"import pandas as pd; pd.read_parquet('data/clean.parquet').to_excel('out/churn.xlsx')\"",
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  ...\n"
            "  File \"/home/dana/.local/lib/python3.11/site-packages/pandas/compat/_optional.py\", line 138, in "
            "import_optional_dependency\n    raise ImportError(msg)\n"
            "ImportError: Missing optional dependency 'openpyxl'.  Use pip or conda to install openpyxl."),
        ok("pip install -q openpyxl && python -c \"import pandas as pd; pd.read_parquet('data/clean.parquet')"
           ".to_excel('out/churn.xlsx')\" && ls -l out/churn.xlsx",
           "-rw-r--r-- 1 dana dana 402113 Apr 19 09:03 out/churn.xlsx"),
    )
    T.pair("t40-kaggle-json", "l-kg-xl-notebook", "applied",
           "KAGGLE_USERNAME/KAGGLE_KEY exported before the download, which works")
    T.pair("t40-pandas-openpyxl", "l-kg-xl-notebook", "recurred",
           "to_excel fails with Missing optional dependency 'openpyxl' in dana's environment, then fixed")
    T.pair("t40-nltk-punkt-tab", "l-kg-xl-notebook", "neither", "no NLTK use at all in this session")


# --- Pydantic 2: BaseSettings moved to pydantic-settings (zsh) --------------------------------------------------

def pyd_err(script: str, line: int, code: str, site: str, ver: str = "2.9") -> str:
    return ("Traceback (most recent call last):\n  File \"" + script + "\", line " + str(line) + ", in <module>\n"
            "    " + code + "\n  File \"" + site + "/pydantic/__init__.py\", line 412, in __getattr__\n"
            "    return _getattr_migration(attr_name)\n  File \"" + site + "/pydantic/_migration.py\", line 296, in "
            "wrapper\n    raise PydanticImportError(\npydantic.errors.PydanticImportError: `BaseSettings` has been "
            "moved to the `pydantic-settings` package. See https://docs.pydantic.dev/" + ver + "/migration/"
            "#basesettings-has-moved-to-pydantic-settings for more details.\n\nFor further information visit "
            "https://errors.pydantic.dev/" + ver + "/u/import-error")


API_SITE = "/Users/ari/src/orders-api/.venv/lib/python3.12/site-packages"


def pydantic_settings() -> None:
    T.source(
        "s-pydantic-settings", "/Users/ari/src/orders-api", "2026-04-05T18:00:00Z", "pydantic2",
        user("bump pydantic to 2.9 and make the app start again (zsh, macOS)"),
        ok("zsh -c 'source .venv/bin/activate && pip install -q \"pydantic==2.9.2\" && pip show pydantic | head -2'",
           "Name: pydantic\nVersion: 2.9.2"),
        err("zsh -c 'source .venv/bin/activate && python -m orders.main'",
            pyd_err("/Users/ari/src/orders-api/orders/config.py", 1, "from pydantic import BaseSettings", API_SITE)),
        say("In Pydantic 2, BaseSettings lives in the separate pydantic-settings package. I'll add it and change the "
            "import."),
        edit("/Users/ari/src/orders-api/orders/config.py", "from pydantic import BaseSettings",
             "from pydantic_settings import BaseSettings"),
        ok("zsh -c 'source .venv/bin/activate && pip install -q pydantic-settings && python -m orders.main --check'",
           "settings ok: env=dev db=postgresql://localhost/orders\napp import ok"),
    )
    T.lesson(
        "t40-pydantic-settings", "project", "en", "s-pydantic-settings", "workflow",
        "Pydantic 2 moved BaseSettings into the separate pydantic-settings package",
        "After upgrading to Pydantic 2, startup fails with `pydantic.errors.PydanticImportError: `BaseSettings` has "
        "been moved to the `pydantic-settings` package.`",
        "Upgrading pydantic alone looks enough because the rest of the model API mostly still imports; the settings "
        "class is the one import that hard-fails, and only once the config module is imported.",
        "Pydantic 2 split settings management out of the core library into pydantic-settings; `pydantic.BaseSettings` "
        "is only a migration stub that raises.",
        "Install pydantic-settings (pip / uv add / poetry add, or list it in the requirements) and import "
        "`from pydantic_settings import BaseSettings` in every module that defines settings.",
        ["`BaseSettings` has been moved to the `pydantic-settings` package",
         "`from pydantic_settings import BaseSettings`",
         "`pip install -q pydantic-settings && python -m orders.main --check`"])

    T.later(
        "l-pyd-uv-add", "/Users/ari/src/billing", "2026-04-09T17:00:00Z", "pydantic2",
        user("port billing to pydantic 2 the same way we did orders-api"),
        ok("uv add 'pydantic>=2.9' pydantic-settings", "Resolved 24 packages in 310ms\n + pydantic-settings==2.6.1\n"
           " ~ pydantic==2.9.2"),
        edit("/Users/ari/src/billing/billing/settings.py", "from pydantic import BaseSettings, Field",
             "from pydantic import Field\nfrom pydantic_settings import BaseSettings"),
        ok("uv run pytest -q", "......................                                  [100%]\n22 passed in 2.41s"),
    )
    T.pair("t40-pydantic-settings", "l-pyd-uv-add", "applied",
           "pydantic-settings added with uv and the import switched before anything fails")

    T.later(
        "l-pyd-worker", "/Users/ari/src/orders-api", "2026-04-13T20:00:00Z", "worker",
        user("the celery worker in orders-api won't boot now, look"),
        err("zsh -c 'source .venv/bin/activate && python -m orders.worker'",
            pyd_err("/Users/ari/src/orders-api/orders/worker/settings.py", 3, "from pydantic import BaseSettings, "
                    "RedisDsn", API_SITE)),
        say("The worker has its own settings module that still imports BaseSettings from pydantic."),
        edit("/Users/ari/src/orders-api/orders/worker/settings.py", "from pydantic import BaseSettings, RedisDsn",
             "from pydantic import RedisDsn\nfrom pydantic_settings import BaseSettings"),
        ok("zsh -c 'source .venv/bin/activate && python -m orders.worker --check'", "worker settings ok"),
    )
    T.pair("t40-pydantic-settings", "l-pyd-worker", "recurred",
           "the same PydanticImportError from another module (the worker's settings.py), then fixed")

    T.later(
        "l-pyd-ci-image", "/Users/ari/src/notify", "2026-04-16T19:00:00Z", "main",
        user("notify's CI broke after the dependabot bump to pydantic 2, reproduce it in docker"),
        err("docker run --rm -v $PWD:/src -w /src python:3.12-slim sh -c 'pip install -q -r requirements.txt && python -c \"import notify.app\"'",
            pyd_err("/src/notify/conf.py", 2, "from pydantic import BaseSettings, EmailStr",
                    "/usr/local/lib/python3.12/site-packages", "2.10")),
        edit("/Users/ari/src/notify/requirements.txt", "pydantic==2.10.1\n", "pydantic==2.10.1\npydantic-settings==2.6.1\n"),
    )
    T.pair("t40-pydantic-settings", "l-pyd-ci-image", "recurred",
           "importing notify.app raises the same BaseSettings PydanticImportError in a python:3.12 container")

    T.later(
        "l-pyd-validation", "/Users/ari/src/orders-api", "2026-04-20T18:30:00Z", "staging",
        user("staging boot fails, check it"),
        err("zsh -c 'source .venv/bin/activate && APP_ENV=staging python -m orders.main --check'",
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\ndatabase_url\n"
            "  Field required [type=missing, input_value={}, input_type=dict]\n"
            "    For further information visit https://errors.pydantic.dev/2.9/v/missing"),
        say("The settings class loads fine; DATABASE_URL is just not set for staging. I'll add it to .env.staging."),
        edit("/Users/ari/src/orders-api/.env.staging", "APP_ENV=staging\n",
             "APP_ENV=staging\nDATABASE_URL=postgresql://orders@db-staging/orders\n"),
        ok("zsh -c 'source .venv/bin/activate && APP_ENV=staging python -m orders.main --check'",
           "settings ok: env=staging db=postgresql://orders@db-staging/orders"),
    )
    T.pair("t40-pydantic-settings", "l-pyd-validation", "neither",
           "a different pydantic error (a missing settings field); the import itself works")

    T.later(
        "l-pyd-changelog", "/Users/ari/src/orders-api", "2026-04-22T16:00:00Z", "docs",
        user("write an UPGRADING.md note for the team about the pydantic 2 move"),
        write("/Users/ari/src/orders-api/UPGRADING.md",
              "# Pydantic 2\n\n- `pip install pydantic-settings`\n- replace `from pydantic import BaseSettings` with "
              "`from pydantic_settings import BaseSettings`\n"),
        ok("git add UPGRADING.md && git commit -qm 'docs: pydantic 2 upgrade notes' && git log --oneline -1",
           "a41c9e2 docs: pydantic 2 upgrade notes"),
    )
    T.pair("t40-pydantic-settings", "l-pyd-changelog", "neither",
           "the fix is only written into UPGRADING.md; nothing installs or imports pydantic-settings")

    T.later(
        "l-pyd-march", "/Users/ari/src/orders-api", "2026-03-30T18:00:00Z", "spike-pydantic2",
        user("try pydantic 2 on a spike branch"),
        err("zsh -c 'source .venv/bin/activate && python -m orders.main'",
            pyd_err("/Users/ari/src/orders-api/orders/config.py", 1, "from pydantic import BaseSettings", API_SITE)),
    )
    T.pair("t40-pydantic-settings", "l-pyd-march", "neither",
           "dated before the lesson's source session, though it shows the same error")


# --- OpenCV's libGL.so.1 in slim images --------------------------------------------------------------------------

def cv_err(script: str, site: str, lib: str = "libGL.so.1") -> str:
    return ("Traceback (most recent call last):\n  File \"" + script + "\", line 1, in <module>\n    import cv2\n"
            "  File \"" + site + "/cv2/__init__.py\", line 181, in <module>\n    bootstrap()\n"
            "  File \"" + site + "/cv2/__init__.py\", line 153, in bootstrap\n"
            "    native_module = importlib.import_module(\"cv2\")\n"
            "ImportError: " + lib + ": cannot open shared object file: No such file or directory")


SLIM = "/usr/local/lib/python3.12/site-packages"


def opencv_libgl() -> None:
    T.source(
        "s-opencv-libgl", "/srv/thumbs", "2026-04-06T09:00:00Z", "docker",
        user("containerise the thumbnail worker on python:3.12-slim and check it runs"),
        ok("cat requirements.txt Dockerfile", "opencv-python==4.10.0.84\nnumpy<2.2\nFROM python:3.12-slim\n"
           "WORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\n"
           "CMD [\"python\", \"thumbs.py\"]"),
        ok("docker build -q -t thumbs:dev .", "sha256:51aa07d0c3e4"),
        err("docker run --rm thumbs:dev python thumbs.py --selftest", cv_err("/app/thumbs.py", SLIM)),
        say("The opencv-python wheel links against libGL for its GUI functions, which the slim image lacks. The worker "
            "never opens windows, so the headless wheel is the right package."),
        edit("/srv/thumbs/requirements.txt", "opencv-python==4.10.0.84", "opencv-python-headless==4.10.0.84"),
        ok("docker build -q -t thumbs:dev . && docker run --rm thumbs:dev python thumbs.py --selftest",
           "sha256:0c7de2a91b8f\nselftest: 3 images resized ok"),
    )
    T.lesson(
        "t40-opencv-libgl", "project", "en", "s-opencv-libgl", "workflow",
        "opencv-python fails to import in slim containers for want of libGL.so.1",
        "`import cv2` in a python:3.12-slim container fails with `ImportError: libGL.so.1: cannot open shared "
        "object file: No such file or directory`.",
        "pip installs the wheel without complaint and it works on a desktop, so the image looks fine until cv2 is "
        "imported at run time.",
        "The opencv-python wheel is built with GUI (highgui) support and links to system libGL, which slim and server "
        "images do not ship.",
        "Use `opencv-python-headless` instead of `opencv-python` for servers and containers (requirements or "
        "`pip install opencv-python-headless`); if the GUI build is really needed, install the system library "
        "(`apt-get install -y libgl1`) in the image.",
        ["`ImportError: libGL.so.1: cannot open shared object file: No such file or directory`",
         "opencv-python-headless==4.10.0.84",
         "`selftest: 3 images resized ok`"])

    T.later(
        "l-cv-headless-pip", "/srv/ocr", "2026-04-10T08:00:00Z", "main",
        user("add OpenCV preprocessing to the OCR service (it runs in docker on debian slim)"),
        edit("/srv/ocr/requirements.txt", "pytesseract==0.3.13\n", "pytesseract==0.3.13\nopencv-python-headless==4.10.0.84\n"),
        ok("docker build -q -t ocr:dev . && docker run --rm ocr:dev python -c 'import cv2; print(cv2.__version__)'",
           "sha256:ad02be11f9c0\n4.10.0"),
        ok("docker run --rm -v $PWD/samples:/s ocr:dev python ocr.py /s/invoice.png", "INVOICE NO. 20416"),
    )
    T.pair("t40-opencv-libgl", "l-cv-headless-pip", "applied",
           "opencv-python-headless chosen in requirements and built into the slim image; cv2 imports")

    T.later(
        "l-cv-apt-libgl", "/srv/annotator", "2026-04-12T10:00:00Z", "gui-export",
        user("the annotator image needs the full opencv (we use imshow in debug mode). make it run on slim"),
        edit("/srv/annotator/Dockerfile", "FROM python:3.12-slim\n",
             "FROM python:3.12-slim\nRUN apt-get update && apt-get install -y --no-install-recommends libgl1 "
             "libglib2.0-0 && rm -rf /var/lib/apt/lists/*\n"),
        ok("docker build -t annotator:dev . 2>&1 | tail -3",
           "#6 [2/6] RUN apt-get update && apt-get install -y --no-install-recommends libgl1 libglib2.0-0\n"
           "#6 DONE 11.8s\n#11 naming to docker.io/library/annotator:dev done"),
        ok("docker run --rm annotator:dev python -c 'import cv2; print(cv2.getBuildInformation().count(\"GTK\"))'", "2"),
    )
    T.pair("t40-opencv-libgl", "l-cv-apt-libgl", "applied",
           "libgl1 installed in the image (the lesson's alternative) before cv2 is imported; it works")

    T.later(
        "l-cv-new-service", "/srv/faces", "2026-04-15T12:00:00Z", "main",
        user("run the face-blur job in the batch container"),
        ok("docker build -q -t faces:dev .", "sha256:7e1a4c88d0b2"),
        err("docker run --rm -v $PWD/in:/in faces:dev python blur.py /in",
            cv_err("/app/blur.py", "/usr/local/lib/python3.11/site-packages")),
        say("Same libGL issue: requirements.txt pulls opencv-python. Switching to the headless wheel."),
        ok("sed -i 's/^opencv-python==/opencv-python-headless==/' requirements.txt && docker build -q -t faces:dev . && "
           "docker run --rm -v $PWD/in:/in faces:dev python blur.py /in", "sha256:19f0a3\nblurred 48 faces in 17 images"),
    )
    T.pair("t40-opencv-libgl", "l-cv-new-service", "recurred",
           "the libGL.so.1 ImportError on import cv2 in another service's slim image, then fixed")

    T.later(
        "l-cv-transitive", "/srv/thumbs", "2026-04-18T07:30:00Z", "albumentations",
        user("add albumentations for the augmentation preview"),
        ok("echo 'albumentations==1.4.18' >> requirements.txt && docker build -q -t thumbs:aug .", "sha256:c1d0e7ab19"),
        err("docker run --rm thumbs:aug python preview.py --n 4", cv_err("/app/preview.py", SLIM)),
        ok("docker run --rm thumbs:aug pip list 2>/dev/null | grep -i opencv",
           "opencv-python            4.10.0.84\nopencv-python-headless   4.10.0.84"),
        say("albumentations pulled the GUI opencv-python back in next to the headless one."),
    )
    T.pair("t40-opencv-libgl", "l-cv-transitive", "recurred",
           "import cv2 fails on libGL.so.1 again in the thumbs image after a dependency pulls opencv-python back")

    T.later(
        "l-cv-gthread", "/srv/annotator", "2026-04-21T11:00:00Z", "slim-trim",
        user("trim the annotator image; I removed some apt packages"),
        ok("docker build -q -t annotator:trim .", "sha256:88b01fa3e2"),
        err("docker run --rm annotator:trim python -c 'import cv2'",
            cv_err("<string>", SLIM, "libgthread-2.0.so.0").replace("File \"<string>\", line 1, in <module>\n    import cv2\n",
                                                                   "File \"<string>\", line 1, in <module>\n")),
        say("libgl1 is still there; the removed libglib2.0-0 provides libgthread. Putting it back."),
        edit("/srv/annotator/Dockerfile", "libgl1 &&", "libgl1 libglib2.0-0 &&"),
    )
    T.pair("t40-opencv-libgl", "l-cv-gthread", "neither",
           "a different missing library (libgthread-2.0.so.0 from glib) with libGL present; not the lesson's failure")

    T.later(
        "l-cv-readme", "/srv/thumbs", "2026-04-24T09:00:00Z", "docs",
        user("document why we use the headless opencv"),
        edit("/srv/thumbs/README.md", "## Dependencies\n",
             "## Dependencies\n\nUse opencv-python-headless; the GUI wheel needs libGL.so.1, missing on slim images.\n"),
        ok("git commit -qam 'docs: opencv headless' && git log --oneline -1", "5d0e1b2 docs: opencv headless"),
    )
    T.pair("t40-opencv-libgl", "l-cv-readme", "neither",
           "only README text about the headless wheel; nothing is installed or imported")


FILLS = [kaggle_json, pydantic_settings, opencv_libgl]
