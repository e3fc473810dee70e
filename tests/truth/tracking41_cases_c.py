"""Cases of the forty-first tracking corpus, part c: a Terraform state lock left by a killed run, MySQL's
--secure-file-priv refusing INTO OUTFILE / LOAD DATA INFILE outside its directory (Korean), and Python 3.12
without distutils. The rules are in tracking41_cases.py."""
from __future__ import annotations

from tests.truth.tracking41_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user

# --- a Terraform state lock left by a killed run ------------------------------------------------------------


def tf_lock(err_msg: str, lock_id: str, path: str, op: str, who: str, created: str) -> str:
    rows = "\n".join("│ " + x for x in err_msg.split("\n"))
    return ("╷\n│ Error: Error acquiring the state lock\n│ \n" + rows + "\n│ Lock Info:\n"
            f"│   ID:        {lock_id}\n│   Path:      {path}\n│   Operation: {op}\n│   Who:       {who}\n"
            f"│   Version:   1.7.5\n│   Created:   {created}\n│   Info:      \n│ \n│ \n"
            "│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users at the "
            "same time. Please resolve the issue above and try\n│ again. For most commands, you can disable locking "
            "with the \"-lock=false\"\n│ flag, but this is not recommended.\n╵\n")


DDB = "Error message: ConditionalCheckFailedException: The conditional request\nfailed"
UNLOCKED = ("Terraform state has been successfully unlocked!\n\nThe state has been unlocked, and Terraform commands "
            "should now be able to\nobtain a new lock on the remote state.\n")


def terraform_lock() -> None:
    lid = "t41-tf-stale-lock"
    lock = "6f2e9a14-0c7d-4b83-a51e-93d0c8b7e2f4"
    T.source("s-tf-stale-lock", "/home/ops/infra/live/network", "2025-05-21T07:30:00Z", "main",
             user("The CI apply for network got cancelled half way yesterday (the runner died). Now plan fails. "
                  "Sort it out."),
             err("terraform plan -out=tfplan", tf_lock(DDB, lock, "acme-tfstate/network/terraform.tfstate",
                 "OperationTypeApply", "runner@ci-7f9c", "2025-05-20 17:42:09.118 +0000 UTC")),
             ok("gh run list --workflow apply.yml --limit 2", "completed\tcancelled\tnetwork: bump NAT\tapply\tmain\t"
                "push\t9123456789\t6m12s\t2025-05-20T17:41:55Z\ncompleted\tsuccess\tdns: add records\tapply\tmain\t"
                "push\t9120011223\t3m40s\t2025-05-19T10:02:13Z\n"),
             say("The lock's holder is the cancelled run 9123456789 and nothing else is running: the lock is stale."),
             ok(f"terraform force-unlock -force {lock}", UNLOCKED),
             ok("terraform plan -out=tfplan", "Terraform will perform the following actions:\n\n  # aws_nat_gateway.b "
                "will be created\n\nPlan: 1 to add, 0 to change, 0 to destroy.\n\nSaved the plan to: tfplan\n"))
    T.lesson(lid, "project", "en", "s-tf-stale-lock", "workflow",
             "A cancelled CI apply leaves the Terraform state lock held",
             "`terraform plan` fails with Error: Error acquiring the state lock (ConditionalCheckFailedException) and "
             "Lock Info naming the dead runner as Who.",
             "The error suggests -lock=false or waiting, but no one is running anything: the lock belongs to a run "
             "that was killed and will never release it.",
             "The S3/DynamoDB backend lock item written by the apply stays behind when the runner dies mid-apply.",
             "Check that the Who/ID in Lock Info belongs to a run that is no longer alive, then `terraform "
             "force-unlock -force <ID>` with that lock ID, and run the plan again.",
             ["`terraform plan -out=tfplan` failed: `Error: Error acquiring the state lock` with `Who:       "
              "runner@ci-7f9c`",
              "`gh run list` showed the run `cancelled`",
              f"`terraform force-unlock -force {lock}` printed `Terraform state has been successfully unlocked!`"])
    T.later("l-lock-direct", "/home/ops/infra/live/dns", "2025-06-23T08:00:00Z", "main",
            user("The dns apply job was cancelled at 07:51; its log says it took lock "
                 "1d9b7c3e-55aa-4f0e-8b21-c4e6f7a90d12. Clear it and apply the pending record change."),
            ok("terraform force-unlock -force 1d9b7c3e-55aa-4f0e-8b21-c4e6f7a90d12", UNLOCKED),
            ok("terraform apply -auto-approve", "aws_route53_record.api: Creating...\naws_route53_record.api: "
               "Creation complete after 41s\n\nApply complete! Resources: 1 added, 0 changed, 0 destroyed.\n"))
    T.pair(lid, "l-lock-direct", "applied", "terraform force-unlock -force on the dead job's lock ID before any lock "
           "error, then apply passes")
    T.later("l-lock-make", "/home/ops/infra", "2025-07-14T10:20:00Z", "main",
            user("Use our make target to drop the stale lock on the cdn stack (id "
                 "a47c09e2-1b3d-4f6a-9c85-2e7d0f1b6c34, from the cancelled pipeline), then plan."),
            read("/home/ops/infra/Makefile", "unlock:\n\tcd live/$(STACK) && terraform force-unlock -force $(LOCK)\n\n"
                 "plan:\n\tcd live/$(STACK) && terraform plan\n"),
            ok("make unlock STACK=cdn LOCK=a47c09e2-1b3d-4f6a-9c85-2e7d0f1b6c34",
               "cd live/cdn && terraform force-unlock -force a47c09e2-1b3d-4f6a-9c85-2e7d0f1b6c34\n" + UNLOCKED),
            ok("make plan STACK=cdn", "cd live/cdn && terraform plan\n\nNo changes. Your infrastructure matches the "
               "configuration.\n"))
    T.pair(lid, "l-lock-make", "applied", "a make target that runs terraform force-unlock -force on the stale lock; "
           "no lock error first")
    T.later("l-lock-prod", "/home/ops/infra/live/prod/eks", "2025-07-28T06:10:00Z", "feat/nodegroup",
            user("My laptop went to sleep in the middle of an apply on prod/eks last night. Continue it."),
            err("terraform apply", tf_lock(DDB, "c3e81f57-9a02-4d6b-b7e4-05f9a2c1d863", "acme-tfstate/prod/eks/"
                "terraform.tfstate", "OperationTypeApply", "ops@laptop-ops", "2025-07-27 22:58:31.402 +0000 UTC")),
            ok("terraform force-unlock -force c3e81f57-9a02-4d6b-b7e4-05f9a2c1d863", UNLOCKED),
            ok("terraform apply -auto-approve", "Apply complete! Resources: 2 added, 1 changed, 0 destroyed.\n"))
    T.pair(lid, "l-lock-prod", "recurred", "terraform apply fails on a state lock left by the interrupted laptop run "
           "before force-unlock")
    T.later("l-lock-gcs", "/home/ops/gcp-infra/envs/stage", "2025-08-18T13:00:00Z", "main",
            user("Cloud Build killed the stage apply on timeout. Plan stage again."),
            err("terraform plan", tf_lock("Error message: writing \"gs://acme-tf-state/envs/stage/default.tflock\" "
                "failed: googleapi: Error 412: At least one of the pre-conditions you specified\ndid not hold., "
                "conditionNotMet", "1755512345678901", "gs://acme-tf-state/envs/stage/default.tflock",
                "OperationTypeApply", "cloudbuild@worker-3", "2025-08-18 12:31:07.551 +0000 UTC")),
            ok("gcloud builds list --limit 1 --format 'value(id,status)'",
               "8d3e1f20-7c4b-4a9e-b51d-2f6a0c9e8b47\tTIMEOUT\n"),
            ok("terraform force-unlock -force 1755512345678901", UNLOCKED))
    T.pair(lid, "l-lock-gcs", "recurred", "plan fails on the GCS backend's state lock left by the timed-out build, "
           "before force-unlock")
    T.later("l-lock-live", "/home/ops/infra/live/network", "2025-06-30T09:40:00Z", "main",
            user("Plan network, I want to see the diff for the new subnet."),
            err("terraform plan", tf_lock(DDB, "0b5d2a71-6e3f-4c98-a1d4-7f8e9c2b5a06", "acme-tfstate/network/"
                "terraform.tfstate", "OperationTypeApply", "priya@ws-priya", "2025-06-30 09:39:48.220 +0000 UTC")),
            say("Priya started an apply on network 20 seconds ago; that lock is live, not stale. I'll wait for it."),
            ok("sleep 120 && terraform plan", "Plan: 1 to add, 0 to change, 0 to destroy.\n"))
    T.pair(lid, "l-lock-live", "neither", "the lock belongs to a colleague's apply that is still running, another "
           "cause; no stale lock and no force-unlock")
    T.later("l-lock-init", "/home/ops/infra/live/queues", "2025-07-07T15:00:00Z", "feat/s3-backend",
            user("I moved queues to the S3 backend. Plan it."),
            err("terraform plan", "╷\n│ Error: Backend initialization required, please run \"terraform init\"\n│ \n│ "
                "Reason: Initial configuration of the requested backend \"s3\"\n╵\n"),
            ok("terraform init -migrate-state -force-copy && terraform plan", "Successfully configured the backend "
               "\"s3\"! Terraform will automatically\nuse this backend unless the backend configuration changes.\n\n"
               "No changes. Your infrastructure matches the configuration.\n"))
    T.pair(lid, "l-lock-init", "neither", "a different terraform error (backend initialization required); no lock")
    T.later("l-lock-before", "/home/ops/infra/live/network", "2025-04-14T07:00:00Z", "main",
            user("CI got cancelled during the network apply; unlock and re-plan."),
            err("terraform plan", tf_lock(DDB, "9a0c6e1d-3b27-4f85-8d40-6b1e2c7f9a35", "acme-tfstate/network/terraform"
                ".tfstate", "OperationTypeApply", "runner@ci-51aa", "2025-04-13 16:02:44.930 +0000 UTC")),
            ok("terraform force-unlock -force 9a0c6e1d-3b27-4f85-8d40-6b1e2c7f9a35 && terraform plan",
               UNLOCKED + "\nNo changes. Your infrastructure matches the configuration.\n"))
    T.pair(lid, "l-lock-before", "neither", "dated before the lesson's source session")


# --- MySQL --secure-file-priv (Korean) ----------------------------------------------------------------------

PRIV = ("ERROR 1290 (HY000) at line 1: The MySQL server is running with the --secure-file-priv option so it cannot "
        "execute this statement\n")
SEL = "SELECT id, customer_id, total, created_at FROM orders WHERE created_at >= '{a}' AND created_at < '{b}'"


def mysql_priv() -> None:
    lid = "t41-mysql-secure-file-priv"
    q = SEL.format(a="2025-04-01", b="2025-05-01")
    T.source("s-mysql-secure-file-priv", "/home/hyun/work/shop-reports", "2025-05-23T02:00:00Z", "main",
             user("지난달(4월) 주문을 CSV로 뽑아 줘. DB는 이 서버의 MySQL 8이고 접속 정보는 ~/.my.cnf에 있어."),
             err(f"mysql shop -e \"{q} INTO OUTFILE '/tmp/orders_2025_04.csv' FIELDS TERMINATED BY ','\"", PRIV),
             ok("mysql -N -e \"SHOW VARIABLES LIKE 'secure_file_priv'\"", "secure_file_priv\t/var/lib/mysql-files/\n"),
             say("서버가 파일 입출력을 /var/lib/mysql-files/ 아래로만 허용합니다. 그 디렉터리로 내보낸 뒤 복사하겠습니다."),
             ok(f"mysql shop -e \"{q} INTO OUTFILE '/var/lib/mysql-files/orders_2025_04.csv' FIELDS TERMINATED BY "
                "','\" && sudo cp /var/lib/mysql-files/orders_2025_04.csv . && wc -l orders_2025_04.csv",
                "1843 orders_2025_04.csv\n"))
    T.lesson(lid, "global", "ko", "s-mysql-secure-file-priv", "security",
             "MySQL 8의 INTO OUTFILE이 --secure-file-priv 때문에 /tmp에 쓰지 못함",
             "`INTO OUTFILE '/tmp/orders_2025_04.csv'`가 ERROR 1290 (HY000): The MySQL server is running with the "
             "--secure-file-priv option so it cannot execute this statement 로 실패한다.",
             "권한(FILE) 문제나 /tmp 쓰기 권한 문제처럼 보이지만, 경로를 바꾸지 않으면 권한을 줘도 같은 오류가 난다.",
             "패키지로 설치한 MySQL 8은 secure_file_priv를 /var/lib/mysql-files/ 로 두어, INTO OUTFILE과 LOAD DATA "
             "INFILE을 그 디렉터리 안에서만 허용한다.",
             "`SHOW VARIABLES LIKE 'secure_file_priv'`로 허용된 디렉터리를 확인하고, INTO OUTFILE(또는 LOAD DATA "
             "INFILE)의 경로를 그 디렉터리(/var/lib/mysql-files/) 아래로 바꾼 뒤 필요하면 파일을 복사해 온다.",
             ["`INTO OUTFILE '/tmp/orders_2025_04.csv'` 실패: `ERROR 1290 (HY000) at line 1: The MySQL server is "
              "running with the --secure-file-priv option so it cannot execute this statement`",
              "`SHOW VARIABLES LIKE 'secure_file_priv'` 결과 `/var/lib/mysql-files/`",
              "`INTO OUTFILE '/var/lib/mysql-files/orders_2025_04.csv'` 후 `1843 orders_2025_04.csv`"])
    T.later("l-outfile-docker", "/home/hyun/work/shop-reports", "2025-06-12T03:00:00Z", "main",
            user("도커로 띄운 shop-db에서 users 테이블을 CSV로 꺼내 줘."),
            ok("docker exec shop-db sh -c \"mysql -uroot -p\\\"\\$MYSQL_ROOT_PASSWORD\\\" shop -e \\\"SELECT id, "
               "email, created_at FROM users INTO OUTFILE '/var/lib/mysql-files/users.csv' FIELDS TERMINATED BY ','"
               "\\\"\" && docker cp shop-db:/var/lib/mysql-files/users.csv . && wc -l users.csv",
               "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
               "Successfully copied 412kB to /home/hyun/work/shop-reports/.\n5120 users.csv\n"))
    T.pair(lid, "l-outfile-docker", "applied", "INTO OUTFILE straight into /var/lib/mysql-files/ in the container, "
           "which passes; no ERROR 1290 first")
    T.later("l-outfile-load", "/home/hyun/work/catalog", "2025-07-04T05:30:00Z", "feat/sku-import",
            user("data/skus.csv를 skus 테이블에 LOAD DATA로 넣어 줘."),
            ok("sudo cp data/skus.csv /var/lib/mysql-files/ && mysql shop -e \"LOAD DATA INFILE "
               "'/var/lib/mysql-files/skus.csv' INTO TABLE skus FIELDS TERMINATED BY ',' IGNORE 1 LINES; SELECT "
               "ROW_COUNT()\"", "ROW_COUNT()\n2210\n"))
    T.pair(lid, "l-outfile-load", "applied", "the CSV is copied under secure_file_priv's directory before LOAD DATA "
           "INFILE, which passes")
    T.later("l-outfile-exists", "/home/hyun/work/shop-reports", "2025-06-05T01:00:00Z", "main",
            user("5월 주문도 같은 방식으로 뽑아 줘."),
            err(f"mysql shop -e \"{SEL.format(a='2025-05-01', b='2025-06-01')} INTO OUTFILE "
                "'/var/lib/mysql-files/orders_2025_05.csv' FIELDS TERMINATED BY ','\"",
                "ERROR 1086 (HY000) at line 1: File '/var/lib/mysql-files/orders_2025_05.csv' already exists\n"),
            ok("sudo rm /var/lib/mysql-files/orders_2025_05.csv && mysql shop -e \"" +
               SEL.format(a='2025-05-01', b='2025-06-01') + " INTO OUTFILE '/var/lib/mysql-files/orders_2025_05.csv'"
               " FIELDS TERMINATED BY ','\" && sudo cp /var/lib/mysql-files/orders_2025_05.csv .", ""))
    T.pair(lid, "l-outfile-exists", "applied", "INTO OUTFILE written under /var/lib/mysql-files/ from the start; the "
           "ERROR 1086 file-exists failure is a different error")
    T.later("l-outfile-loadfail", "/home/hyun/imports", "2025-07-17T02:20:00Z", "main",
            user("prices.csv를 prices 테이블에 넣어 줘."),
            err("mysql shop -e \"LOAD DATA INFILE '/home/hyun/imports/prices.csv' INTO TABLE prices FIELDS "
                "TERMINATED BY ',' IGNORE 1 LINES\"", PRIV),
            ok("sudo cp prices.csv /var/lib/mysql-files/ && mysql shop -e \"LOAD DATA INFILE "
               "'/var/lib/mysql-files/prices.csv' INTO TABLE prices FIELDS TERMINATED BY ',' IGNORE 1 LINES\"", ""))
    T.pair(lid, "l-outfile-loadfail", "recurred", "LOAD DATA INFILE from the home directory fails with ERROR 1290 "
           "--secure-file-priv before the file is moved")
    T.later("l-outfile-ssh", "/home/hyun/work/shop-reports", "2025-08-14T06:45:00Z", "main",
            user("db-01에서 환불 내역을 root 홈에 CSV로 떨궈 줘."),
            err("ssh db-01 \"sudo mysql shop -e \\\"SELECT * FROM refunds INTO OUTFILE '/root/refunds.csv'\\\"\"",
                PRIV),
            say("db-01도 secure_file_priv가 걸려 있습니다. /var/lib/mysql-files/ 로 내보내도 될까요?"))
    T.pair(lid, "l-outfile-ssh", "recurred", "INTO OUTFILE '/root/refunds.csv' on db-01 fails with ERROR 1290 "
           "--secure-file-priv")
    T.later("l-outfile-local", "/home/hyun/work/catalog", "2025-06-27T04:00:00Z", "feat/brands",
            user("내 노트북에 있는 brands.csv를 원격 DB에 LOAD DATA LOCAL로 넣어 줘."),
            err("mysql -h db-02 shop -e \"LOAD DATA LOCAL INFILE 'brands.csv' INTO TABLE brands FIELDS TERMINATED BY"
                " ','\"", "ERROR 3948 (42000) at line 1: Loading local data is disabled; this must be enabled on both"
                " the client and server sides\n"),
            ok("mysql -h db-02 --local-infile=1 shop -e \"LOAD DATA LOCAL INFILE 'brands.csv' INTO TABLE brands "
               "FIELDS TERMINATED BY ','\"", ""))
    T.pair(lid, "l-outfile-local", "neither", "LOAD DATA LOCAL fails with ERROR 3948 (local_infile), a different "
           "error; secure_file_priv is not involved")
    T.later("l-outfile-before", "/home/hyun/work/shop-reports", "2025-04-25T02:00:00Z", "main",
            user("3월 주문 CSV로 뽑아 줘."),
            err(f"mysql shop -e \"{SEL.format(a='2025-03-01', b='2025-04-01')} INTO OUTFILE '/tmp/orders_03.csv'\"",
                PRIV))
    T.pair(lid, "l-outfile-before", "neither", "dated before the lesson's source session")


# --- Python 3.12 without distutils ----------------------------------------------------------------------------

def no_distutils(top: str, frames: str) -> str:
    return f"Traceback (most recent call last):\n{top}{frames}ModuleNotFoundError: No module named 'distutils'\n"


def distutils() -> None:
    lid = "t41-py312-distutils"
    T.source("s-py312-distutils", "/home/lee/src/docgen", "2025-05-26T10:00:00Z", "py312",
             user("I moved the docs tooling venv to Python 3.12. Make tools/gen_docs.py run again."),
             err(".venv/bin/python tools/gen_docs.py --out site/", no_distutils(
                 "  File \"/home/lee/src/docgen/tools/gen_docs.py\", line 4, in <module>\n",
                 "    from distutils.version import LooseVersion\n")),
             ok(".venv/bin/python -c 'import sys; print(sys.version)'", "3.12.3 (main, Apr 10 2024, 05:33:47) "
                "[GCC 13.2.0]\n"),
             say("3.12 removed distutils from the standard library, and a 3.12 venv no longer gets setuptools, whose "
                 "shim would provide it."),
             ok(".venv/bin/pip install setuptools", "Collecting setuptools\n  Using cached setuptools-70.0.0-py3-none-"
                "any.whl.metadata (5.9 kB)\nUsing cached setuptools-70.0.0-py3-none-any.whl (863 kB)\nInstalling "
                "collected packages: setuptools\nSuccessfully installed setuptools-70.0.0\n"),
             ok(".venv/bin/python tools/gen_docs.py --out site/", "wrote 42 pages to site/\n"))
    T.lesson(lid, "global", "en", "s-py312-distutils", "env_setup",
             "Python 3.12 venvs have no distutils for old code that still imports it",
             "`tools/gen_docs.py` fails at import with ModuleNotFoundError: No module named 'distutils' after the "
             "venv moved to Python 3.12.",
             "The same code ran on 3.11 and nothing in the project changed; the import looks like stdlib, so it "
             "seems the interpreter is broken.",
             "PEP 632: distutils is gone from the 3.12 standard library, and 3.12 venvs no longer preinstall "
             "setuptools, which ships a distutils shim.",
             "Install setuptools into the environment (`pip install setuptools`, or `uv pip install setuptools`, or "
             "list setuptools in the requirements) so its distutils shim is importable; longer term replace "
             "LooseVersion with packaging.version.",
             ["`from distutils.version import LooseVersion` raised `ModuleNotFoundError: No module named 'distutils'`",
              "`.venv/bin/pip install setuptools` gave `Successfully installed setuptools-70.0.0`",
              "the rerun printed `wrote 42 pages to site/`"])
    T.later("l-dist-uv", "/home/lee/src/release-tools", "2025-06-19T14:00:00Z", "py312",
            user("release-tools is moving to 3.12 too; set up the env with uv and dry-run the release script."),
            ok("uv venv -p 3.12 && uv pip install -r requirements.txt setuptools",
               "Using CPython 3.12.3\nCreating virtual environment at: .venv\nResolved 19 packages in 233ms\n"
               "Installed 19 packages in 41ms\n + setuptools==70.1.0\n"),
            ok(".venv/bin/python scripts/release.py --dry-run", "would tag v4.2.0\nwould upload 3 artifacts\n"))
    T.pair(lid, "l-dist-uv", "applied", "setuptools installed with uv pip into the 3.12 venv before the script, "
           "which runs; no distutils error first")
    T.later("l-dist-req", "/home/lee/src/docgen", "2025-07-02T09:15:00Z", "main",
            user("Make the setuptools thing permanent in requirements-dev.txt and rebuild the venv from scratch."),
            edit("/home/lee/src/docgen/requirements-dev.txt", "jinja2==3.1.4\n", "jinja2==3.1.4\nsetuptools>=70\n"),
            ok("rm -rf .venv && python3.12 -m venv .venv && .venv/bin/pip install -q -r requirements-dev.txt && "
               ".venv/bin/python tools/gen_docs.py --out site/", "wrote 44 pages to site/\n"))
    T.pair(lid, "l-dist-req", "applied", "setuptools listed in the requirements and installed before the script, "
           "which runs")
    T.later("l-dist-docker", "/home/lee/src/flagsvc", "2025-07-23T11:00:00Z", "chore/py312-image",
            user("Switch the test image to python:3.12-slim and run the suite."),
            err("docker run --rm -v $PWD:/src -w /src python:3.12-slim sh -c 'pip install -q -r requirements.txt && "
                "python -m pytest -q'",
                "==================================== ERRORS ====================================\n"
                "_____________________ ERROR collecting tests/test_flags.py _____________________\n" +
                no_distutils("  File \"/src/flagsvc/config.py\", line 3, in <module>\n",
                             "    from distutils.util import strtobool\n") +
                "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n", 2),
            edit("/home/lee/src/flagsvc/flagsvc/config.py", "from distutils.util import strtobool\n",
                 "def strtobool(v: str) -> bool:\n    return v.lower() in {\"1\", \"true\", \"yes\", \"on\"}\n"))
    T.pair(lid, "l-dist-docker", "recurred", "pytest in python:3.12-slim fails on No module named 'distutils' "
           "(distutils.util) before the code is changed")
    T.later("l-dist-imp", "/home/lee/src/plugin-host", "2025-06-26T16:30:00Z", "py312",
            user("plugin-host on 3.12: run it."),
            err(".venv/bin/python -m plugin_host --list", "Traceback (most recent call last):\n  File \"/home/lee/"
                "src/plugin-host/plugin_host/loader.py\", line 2, in <module>\n    import imp\nModuleNotFoundError: No"
                " module named 'imp'\n"),
            edit("/home/lee/src/plugin-host/plugin_host/loader.py", "import imp\n", "import importlib.util\n"),
            ok(".venv/bin/python -m plugin_host --list", "csv\njson\nparquet\n"))
    T.pair(lid, "l-dist-imp", "neither", "a different removed module (imp), fixed in code; no distutils error and no "
           "setuptools install")
    T.later("l-dist-debian", "/home/lee/src/legacy-build", "2025-08-06T08:00:00Z", "main",
            user("On the Debian 11 build box, run the legacy setup.py build."),
            err("python3 setup.py build", "Traceback (most recent call last):\n  File \"/home/lee/src/legacy-build/"
                "setup.py\", line 2, in <module>\n    from distutils.core import setup\n  File \"/usr/lib/python3.9/"
                "distutils/core.py\", line 16, in <module>\n    from distutils.dist import Distribution\n"
                "ModuleNotFoundError: No module named 'distutils.cmd'\n"),
            ok("sudo apt-get install -y python3-distutils && python3 setup.py build", "Setting up python3-distutils "
               "(3.9.2-1) ...\nrunning build\nrunning build_py\n"))
    T.pair(lid, "l-dist-debian", "neither", "Debian's Python 3.9 split distutils.cmd into python3-distutils, another "
           "cause and error, fixed with apt")
    T.later("l-dist-before", "/home/lee/src/docgen", "2025-04-16T12:00:00Z", "try-312",
            user("Quick check: does gen_docs run under 3.12?"),
            err("uv run -p 3.12 tools/gen_docs.py --out /tmp/site", no_distutils(
                "  File \"/home/lee/src/docgen/tools/gen_docs.py\", line 4, in <module>\n",
                "    from distutils.version import LooseVersion\n")),
            say("Not yet: it still imports distutils."))
    T.pair(lid, "l-dist-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-venv-uv", "neither", "a uv venv on 3.12 is created and filled; nothing imports distutils")


FILLS = [terraform_lock, mysql_priv, distutils]
