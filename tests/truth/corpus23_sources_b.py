"""corpus23's scripted sessions, second part: PHPStan and Pest on macOS zsh, Pyright with Pydantic 2 under WSL, a
Kedro pipeline (in Korean), Numba on macOS, GitLab CI through glab and gitlab-ci-local."""
from __future__ import annotations

from tests.truth.corpus23_common import bad, ok, read

BAR = "\u2593" * 28
S06 = [
    ("user", "Bring phpstan to level 8 and get the Pest suite running in parallel, CI is slow."),
    ("edit", "/Users/kim/Sites/invoice-api/phpstan.neon", "    level: 6", "    level: 8"),
    bad("vendor/bin/phpstan analyse", 1,
        f"Note: Using configuration file /Users/kim/Sites/invoice-api/phpstan.neon.\n 287/412 [{BAR[:19]}]  69%\n\n"
        "PHPStan process crashed because it reached configured PHP memory limit: 128M\n"
        "Increase your memory limit in php.ini or run PHPStan with --memory-limit CLI option."),
    ("say", "The analyser ran out of PHP's 128M before finishing. Giving it more on the command line:"),
    bad("vendor/bin/phpstan analyse --memory-limit=1G", 1,
        f" 412/412 [{BAR}] 100%\n\n ------ ---------------------------------------------------------------\n"
        "  Line   src/Service/InvoiceMailer.php\n ------ ---------------------------------------------------------------\n"
        "  :37    Cannot call method format() on DateTimeImmutable|null.\n"
        "  :52    Parameter #1 $addresses of method Symfony\\Component\\Mime\\Email::to() expects "
        "Symfony\\Component\\Mime\\Address|string, string|null given.\n"
        " ------ ---------------------------------------------------------------\n\n [ERROR] Found 2 errors"),
    ("edit", "/Users/kim/Sites/invoice-api/src/Service/InvoiceMailer.php",
     "$invoice->getIssuedAt()->format('Y-m-d')", "$invoice->getIssuedAt()?->format('Y-m-d') ?? 'unissued'"),
    ("edit", "/Users/kim/Sites/invoice-api/src/Service/InvoiceMailer.php",
     "->to($invoice->getCustomerEmail())",
     "->to($invoice->getCustomerEmail() ?? throw new \\LogicException('invoice without customer email'))"),
    ok("vendor/bin/phpstan analyse --memory-limit=1G && echo phpstan-exit-$?",
       f" 412/412 [{BAR}] 100%\n\n\n [OK] No errors\n\nphpstan-exit-0"),
    bad("vendor/bin/pest --parallel", 1,
        "\n   \x1b[41;1m ERROR \x1b[49;22m The --parallel option requires [brianium/paratest]. Install it with: composer require "
        "brianium/paratest --dev\n"),
    ("say", "Pest's parallel mode is built on Paratest, which isn't in composer.json. Should I run "
            "`composer require brianium/paratest --dev`?"),
    ("user", "no new dev deps this sprint. just run it without parallel for now"),
    ok("vendor/bin/pest",
       "\n   PASS  Tests\\Unit\\InvoiceTotalsTest\n  \u2713 it sums line items                              0.02s\n"
       "  \u2713 it applies the reverse charge                     0.01s\n\n   PASS  Tests\\Feature\\MailerTest\n"
       "  \u2713 it refuses an invoice without an email            0.12s\n  ...\n\n"
       "  Tests:    148 passed (391 assertions)\n  Duration: 41.27s\n"),
    ("user", "ok good enough, push it"),
    ok("git add -A && git commit -qm 'phpstan level 8, null-safe mailer' && git push -q && git log --oneline -1",
       "4be91a2 phpstan level 8, null-safe mailer"),
]

API = "/home/sam/proj/billing-svc/src/billing/api.py"
MODELS = "/home/sam/proj/billing-svc/src/billing/models.py"
S07 = [
    ("user", "We bumped pydantic to 2.7. Get pyright and the tests green again."),
    bad("pyright src", 1,
        f"{API}\n  {API}:48:23 - error: The method \"dict\" in class \"BaseModel\" is deprecated\n"
        "    The `dict` method is deprecated; use `model_dump` instead. (reportDeprecated)\n"
        f"  {API}:61:30 - error: The method \"parse_obj\" in class \"BaseModel\" is deprecated\n"
        "    The `parse_obj` method is deprecated; use `model_validate` instead. (reportDeprecated)\n"
        "2 errors, 0 warnings, 0 informations "),
    ("edit", API, "payload = invoice.dict(exclude_none=True)", "payload = invoice.model_dump(exclude_none=True)"),
    ("edit", API, "Invoice.parse_obj(raw)", "Invoice.model_validate(raw)"),
    ok("pyright src", "0 errors, 0 warnings, 0 informations "),
    bad("python -m pytest -q", 1,
        "..........F.....\n=================================== FAILURES ===================================\n"
        "__________________________ test_customer_ref_from_int __________________________\n\n"
        "    def test_customer_ref_from_int():\n>       inv = Invoice(id=7, customer_ref=4711, amount=\"12.50\")\n"
        "E       pydantic_core._pydantic_core.ValidationError: 1 validation error for Invoice\n"
        "E       customer_ref\nE         Input should be a valid string [type=string_type, input_value=4711, "
        "input_type=int]\nE           For further information visit https://errors.pydantic.dev/2.7/v/string_type\n\n"
        "tests/test_models.py:19: ValidationError\n=========================== short test summary info "
        "============================\nFAILED tests/test_models.py::test_customer_ref_from_int - "
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for Invoice\n1 failed, 15 passed in 0.84s"),
    ("say", "Pydantic 2 no longer turns numbers into strings. The CRM sends customer refs as integers, so the model "
            "should accept them: I'll turn on number-to-string coercion for Invoice."),
    ("edit", MODELS, "class Invoice(BaseModel):\n",
     "class Invoice(BaseModel):\n    model_config = ConfigDict(coerce_numbers_to_str=True)\n\n"),
    bad("python -m pytest -q", 2,
        "==================================== ERRORS ====================================\n"
        "____________________ ERROR collecting tests/test_models.py _____________________\n"
        "tests/test_models.py:3: in <module>\n    from billing.models import Invoice\n"
        "src/billing/models.py:9: in <module>\n    class Invoice(BaseModel):\nsrc/billing/models.py:10: in Invoice\n"
        "    model_config = ConfigDict(coerce_numbers_to_str=True)\nE   NameError: name 'ConfigDict' is not defined\n"
        "=========================== short test summary info ============================\n"
        "ERROR tests/test_models.py - NameError: name 'ConfigDict' is not defined\n"
        "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.31s"),
    ("edit", MODELS, "from pydantic import BaseModel\n", "from pydantic import BaseModel, ConfigDict\n"),
    ok("python -m pytest -q", "................                                                         [100%]\n"
                              "16 passed in 0.79s"),
    ("user", "the monthly export script uses the models too, check it"),
    bad("python scripts/export_csv.py --month 2026-02 --out /tmp/inv.jsonl", 1,
        "Traceback (most recent call last):\n  File \"/home/sam/proj/billing-svc/scripts/export_csv.py\", line 31, "
        "in <module>\n    fh.write(inv.json(indent=2, ensure_ascii=False))\n  File \"/home/sam/proj/billing-svc/"
        ".venv/lib/python3.12/site-packages/pydantic/main.py\", line 1069, in json\n"
        "    raise TypeError('`dumps_kwargs` keyword arguments are no longer supported.')\n"
        "TypeError: `dumps_kwargs` keyword arguments are no longer supported."),
    ("edit", "/home/sam/proj/billing-svc/scripts/export_csv.py", "fh.write(inv.json(indent=2, ensure_ascii=False))",
     "fh.write(inv.model_dump_json(indent=2))"),
    ok("pyright src && echo pyright-ok", "0 errors, 0 warnings, 0 informations \npyright-ok"),
    ("say", "Export script updated to `model_dump_json`; pyright is clean."),
    ("user", "btw pytest on my /mnt/c checkout takes forever, is that normal?"),
    ok("cd /mnt/c/Users/sam/src/billing-svc && time python -m pytest -q 2>&1 | tail -1",
       "16 passed in 11.42s\n\nreal\t0m14.903s\nuser\t0m1.811s\nsys\t0m2.406s"),
    ok("cd ~/proj/billing-svc && time python -m pytest -q 2>&1 | tail -1",
       "16 passed in 0.81s\n\nreal\t0m1.622s\nuser\t0m1.204s\nsys\t0m0.288s"),
    ("say", "Yes: under WSL 2, /mnt/c is the Windows drive reached over 9P, and every stat and import pays for it. "
            "The same suite takes 14.9 s there and 1.6 s in the Linux home directory. Keep the checkout under ~/."),
]

KPARAMS = "/home/jiwoo/work/churn-kedro/conf/base/parameters_features.yml"
S08 = [
    ("user", "kedro viz 가 안 뜨고, kedro run 하면 features 파이프라인에서 죽어요. 둘 다 봐 주세요."),
    bad("kedro viz run --port 4141", 2,
        "Usage: kedro [OPTIONS] COMMAND [ARGS]...\nTry 'kedro -h' for help.\n\nError: No such command 'viz'."),
    ("say", "kedro-viz 플러그인이 설치되어 있지 않습니다. 개발용 requirements 에 추가해 두겠습니다."),
    ("edit", "/home/jiwoo/work/churn-kedro/requirements-dev.txt", "pytest-cov==5.0.0\n",
     "pytest-cov==5.0.0\nkedro-viz==9.1.0\n"),
    bad("kedro run --pipeline features", 1,
        "[03/05/26 10:02:11] INFO     Kedro project churn-kedro                                    session.py:324\n"
        "                    INFO     Loading data from raw_customers (CSVDataset)...          data_catalog.py:483\n"
        "                    INFO     Running node: build_features([raw_customers,params:features]) -> "
        "[customer_features]                                                                 node.py:361\n"
        "                    ERROR    Node build_features([raw_customers,params:features]) -> [customer_features] "
        "failed with error:\n                             'window_days'                              node.py:386\n"
        "Traceback (most recent call last):\n  File \"/home/jiwoo/work/churn-kedro/src/churn_kedro/pipelines/"
        "features/nodes.py\", line 22, in build_features\n    window = params[\"window_days\"]\n"
        "KeyError: 'window_days'"),
    read(KPARAMS, "features:\n  windows_days: 30\n  min_orders: 2\n"),
    ("say", "parameters_features.yml 에 키 이름이 `windows_days` 로 잘못 들어가 있어서 노드가 찾는 키와 다릅니다. "
            "yml 쪽을 고치겠습니다."),
    ("edit", KPARAMS, "  windows_days: 30", "  window_days: 30"),
    bad("kedro run --pipeline features", 1,
        "                    INFO     Running node: build_features([raw_customers,params:features]) -> "
        "[customer_features]                                                                 node.py:361\n"
        "                    INFO     Saving data to customer_features (ParquetDataset)...     data_catalog.py:525\n"
        "DatasetError: Failed while saving data to data set ParquetDataset(filepath=/home/jiwoo/work/churn-kedro/data/"
        "04_feature/customer_features.parquet, load_args={}, protocol=file, save_args={}).\n"
        "Unable to find a usable engine; tried using: 'pyarrow', 'fastparquet'.\n"
        "A suitable version of pyarrow or fastparquet is required for parquet support."),
    ("say", "키 오류는 지나갔고, 이제 parquet 저장 엔진이 없습니다. "
            "`pip install \"kedro-datasets[pandas-parquetdataset]\"` 로 extra 를 설치할까요?"),
    ("user", "아니요, requirements.txt 에 pyarrow==15.0.2 고정해서 넣고 그걸로 설치해 주세요."),
    ("edit", "/home/jiwoo/work/churn-kedro/requirements.txt", "pandas==2.2.1\n", "pandas==2.2.1\npyarrow==15.0.2\n"),
    ok("pip install -r requirements.txt 2>&1 | tail -1", "Successfully installed pyarrow-15.0.2"),
    ok("kedro run --pipeline features",
       "                    INFO     Running node: build_features([raw_customers,params:features]) -> "
       "[customer_features]                                                                 node.py:361\n"
       "                    INFO     Saving data to customer_features (ParquetDataset)...     data_catalog.py:525\n"
       "                    INFO     Completed 1 out of 1 tasks                           sequential_runner.py:90\n"
       "                    INFO     Pipeline execution completed successfully.                    runner.py:119"),
    ("user", "됐어요! 감사합니다."),
]

S09 = [
    ("user", "Speed up bin_spikes in spikes/binning.py with numba, results must stay identical."),
    ("edit", "/Users/elena/research/spikes/spikes/binning.py", "def bin_spikes(df, width_ms):",
     "@njit(cache=True)\ndef bin_spikes(df, width_ms):"),
    bad("python -m pytest tests/test_binning.py -q", 1,
        "F...                                                                     [100%]\n"
        "E       numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)\n"
        "E       non-precise type pyobject\nE       During: typing of argument at "
        "/Users/elena/research/spikes/spikes/binning.py (14)\nE       \n"
        "E       This error may have been caused by the following argument(s):\n"
        "E       - argument 0: Cannot determine Numba type of <class 'pandas.core.frame.DataFrame'>\n"
        "FAILED tests/test_binning.py::test_bins_match_reference - numba.core.errors.TypingError: Failed in "
        "nopython mode pipeline (step: nopython frontend)\n1 failed, 3 passed in 2.91s"),
    ("say", "nopython mode can't take a DataFrame. I'll keep a thin Python wrapper and jit a kernel over the "
            "timestamp array."),
    ("edit", "/Users/elena/research/spikes/spikes/binning.py",
     "@njit(cache=True)\ndef bin_spikes(df, width_ms):",
     "@njit(cache=True)\ndef _bin_times(times, width_ms):\n    ...\n\n\ndef bin_spikes(df, width_ms):\n"
     "    return _bin_times(df[\"t_ms\"].to_numpy(), float(width_ms))"),
    ok("python -m pytest tests/test_binning.py -q", "....                                                 [100%]\n"
                                                    "4 passed in 3.42s"),
    ok("python bench_binning.py", "numba first call: 1.912 s\nnumba second call: 0.004 s\npandas: 0.388 s"),
    ("user", "On the cluster it's installed read-only into a venv. Does cache=True survive that?"),
    ok("export NUMBA_CACHE_DIR=/tmp/numba-cache && echo $NUMBA_CACHE_DIR", "/tmp/numba-cache"),
    ok("python3.11 -m venv /tmp/ro-venv && /tmp/ro-venv/bin/pip install -q . && chmod -R a-w "
       "/tmp/ro-venv/lib/python3.11/site-packages/spikes && echo installed-ro", "installed-ro"),
    bad("cd /tmp && /tmp/ro-venv/bin/python -c \"import numpy as np; from spikes.binning import _bin_times; "
        "print(_bin_times(np.arange(10.0), 5.0))\"", 1,
        "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
        "  File \"/tmp/ro-venv/lib/python3.11/site-packages/numba/core/caching.py\", line 601, in _impl_for_func\n"
        "    raise RuntimeError(\"cannot cache function %r: no locator available \"\n"
        "RuntimeError: cannot cache function '_bin_times': no locator available for file "
        "'/tmp/ro-venv/lib/python3.11/site-packages/spikes/binning.py'"),
    ("say", "With no writable __pycache__ next to the module, numba needs NUMBA_CACHE_DIR in the environment of the "
            "process itself; my export went to a different shell. The job script should set it."),
    ("edit", "/Users/elena/research/spikes/jobs/bin_spikes.sbatch", "module load python/3.11\n",
     "module load python/3.11\nexport NUMBA_CACHE_DIR=\"$TMPDIR/numba-cache\"\n"),
    ("user", "fine, I'll try that on the cluster tomorrow."),
]

S10 = [
    ("user", "Tag pipelines stopped running deploy_prod. Check .gitlab-ci.yml please."),
    bad("glab ci lint", 1, "Validating...\n.gitlab-ci.yml is invalid\n"
                           "1 jobs:deploy_prod config contains unknown keys: rule"),
    ("edit", "/home/tomas/dev/payments-gw/.gitlab-ci.yml", "  rule:\n    - if: $CI_COMMIT_TAG",
     "  rules:\n    - if: $CI_COMMIT_TAG"),
    ok("glab ci lint", "Validating...\n\u2713 CI/CD YAML is valid!"),
    ("user", "test_unit fails in CI with some npm ci error too. can you run it locally?"),
    bad("gitlab-ci-local test_unit", 1,
        "test_unit starting node:20-alpine (test)\ntest_unit $ npm ci\n"
        "test_unit > npm ERR! code EUSAGE\ntest_unit > npm ERR! The `npm ci` command can only install with an "
        "existing package-lock.json or\ntest_unit > npm ERR! npm-shrinkwrap.json with lockfileVersion >= 1.\n"
        "test_unit finished in 4.12 s FAIL 1"),
    ok("git check-ignore -v package-lock.json", ".gitignore:7:package-lock.json\tpackage-lock.json"),
    ("say", "package-lock.json is git-ignored, so neither the runner nor gitlab-ci-local (which copies tracked files) "
            "ever sees it. Un-ignoring and tracking it."),
    ("edit", "/home/tomas/dev/payments-gw/.gitignore", "node_modules/\npackage-lock.json\n", "node_modules/\n"),
    ok("git add package-lock.json .gitignore && gitlab-ci-local test_unit",
       "test_unit starting node:20-alpine (test)\ntest_unit $ npm ci\ntest_unit > added 611 packages in 9s\n"
       "test_unit $ npm test -- --ci\ntest_unit > Tests:       84 passed, 84 total\n"
       "test_unit finished in 38 s\n\nPASS  test_unit"),
    ("user", "and deploy_prod is back for tags?"),
    ok("gitlab-ci-local --list --variable CI_COMMIT_TAG=v1.8.0",
       "name          description  stage   when        allow_failure  needs\ntest_unit                  test    "
       "on_success  false\nbuild_image                build   on_success  false\ndeploy_prod                deploy  "
       "on_success  false          [build_image]"),
    ("user", "nice. one more: DEPLOY_TOKEN is empty in the tag pipelines for release-* tags, it's a protected var"),
    ("say", "A protected variable is only passed to pipelines on protected branches and protected tags. The "
            "release-* tags need a protection rule (Settings > Repository > Protected tags, pattern `release-*`); "
            "after that, DEPLOY_TOKEN will be set in their pipelines."),
    ("user", "ok, I don't have maintainer rights, I'll ask Petra."),
]

SOURCES = {
    "s06-phpstan-pest": ("/Users/kim/Sites/invoice-api", "2026-03-04T11:12:00Z", "ci/phpstan-8", S06),
    "s07-pyright-pydantic-wsl": ("/home/sam/proj/billing-svc", "2026-03-04T15:40:27Z", "pydantic-v2", S07),
    "s08-kedro-ko": ("/home/jiwoo/work/churn-kedro", "2026-03-05T01:01:50Z", "feature/features-v2", S08),
    "s09-numba-macos": ("/Users/elena/research/spikes", "2026-03-05T09:30:12Z", "numba-speedup", S09),
    "s10-gitlab-ci": ("/home/tomas/dev/payments-gw", "2026-03-05T14:18:33Z", "ci/rules", S10),
}
