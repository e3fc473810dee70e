"""The cases of the twentieth tracking corpus, part six: Quarto executing Python cells with the system interpreter
instead of the project's virtualenv (QUARTO_PYTHON), and kubeconform having no schemas for custom resources (the
CRDs-catalog schema location; the lesson's trap is -ignore-missing-schemas). Rules: tracking20_cases.py."""
from __future__ import annotations

from tests.truth.tracking20_cases import T, bash

# ---------------------------------------------------------------- k: QUARTO_PYTHON

def quarto_nomod(doc: str, module: str, first: str) -> str:
    return (f"Starting python3 kernel...Done\n\nExecuting '{doc}.quarto_ipynb'\n  Cell 1/6: 'setup'.........ERROR: "
            f"\n\nAn error occurred while executing the following cell:\n------------------\n{first}\n"
            f"------------------\n\n---------------------------------------------------------------------------\n"
            f"ModuleNotFoundError                       Traceback (most recent call last)\nCell In[1], line 1\n"
            f"----> 1 {first}\n\nModuleNotFoundError: No module named '{module}'")


def quarto_ok(doc: str) -> str:
    return (f"Starting python3 kernel...Done\n\nExecuting '{doc}.quarto_ipynb'\n  Cell 1/6: 'setup'...Done\n"
            f"  Cell 6/6: 'summary'...Done\n\npandoc\n  to: html\n  output-file: {doc}.html\n\n"
            f"Output created: {doc}.html")


def lesson_k() -> None:
    cwd = "/home/sol/work/churn-report"
    T.source("s-quarto-python", cwd, "2025-09-04T13:00:00Z", "report/q3",
             ("user", "Render the Q3 churn report. pandas and matplotlib are in the project's .venv."),
             bash("quarto render report.qmd", quarto_nomod("report", "pandas", "import pandas as pd"), True),
             bash("quarto check jupyter | head -4",
                  "[>] Checking Python 3 installation....OK\n      Version: 3.12.3\n      Path: /usr/bin/python3\n"
                  "      Jupyter: 5.7.2"),
             ("say", "Quarto picked /usr/bin/python3, not .venv/bin/python, so the kernel has no pandas. "
                     "QUARTO_PYTHON tells it which interpreter to use."),
             bash("QUARTO_PYTHON=.venv/bin/python quarto render report.qmd", quarto_ok("report")))
    T.lesson("t20-quarto-python", "project", "en", "s-quarto-python", "env_setup",
             "quarto render runs Python cells with /usr/bin/python3, not the project's .venv",
             "`quarto render report.qmd` failed in the setup cell with `ModuleNotFoundError: No module named "
             "'pandas'` although pandas is installed in .venv.",
             "pip-installing pandas into the system Python or into the wrong environment.",
             "Quarto starts Jupyter with the first python3 it finds on PATH (`Path: /usr/bin/python3`) unless told "
             "otherwise; the venv was not active.",
             "Render with `QUARTO_PYTHON=.venv/bin/python quarto render <doc>.qmd` (or export it), or activate the "
             "venv first with `source .venv/bin/activate`.",
             ["`quarto render report.qmd`", "`ModuleNotFoundError: No module named 'pandas'`",
              "`Path: /usr/bin/python3`", "`QUARTO_PYTHON=.venv/bin/python quarto render report.qmd`"])


def later_k() -> None:
    cwd = "/home/sol/work/churn-report"
    T.later("l-quarto-activate", cwd, "2025-09-12T10:00:00Z", "slides/q3",
            ("user", "Render the Q3 slides deck."),
            bash("source .venv/bin/activate && quarto render slides.qmd",
                 quarto_ok("slides").replace("to: html", "to: revealjs")),
            ("say", "slides.html is rendered."))
    T.pair("t20-quarto-python", "l-quarto-activate", "applied",
           "the venv is activated before the first render, the other way the lesson names; no module error")

    T.later("l-quarto-export", "/home/sol/work/retention-study", "2025-09-19T15:30:00Z", "main",
            ("user", "New study repo, same setup with a .venv. Render the index page."),
            bash("export QUARTO_PYTHON=$PWD/.venv/bin/python && quarto render index.qmd", quarto_ok("index")),
            ("say", "Rendered with the project's interpreter."))
    T.pair("t20-quarto-python", "l-quarto-export", "applied",
           "QUARTO_PYTHON is exported to the venv interpreter before the first render; no error")

    T.later("l-quarto-recur", cwd, "2025-09-26T09:20:00Z", "analysis/cohorts",
            ("user", "Render the cohort analysis; I added seaborn to the venv yesterday."),
            bash(".venv/bin/python -c 'import seaborn; print(seaborn.__version__)'", "0.13.2"),
            bash("quarto render analysis/cohorts.qmd",
                 quarto_nomod("cohorts", "seaborn", "import seaborn as sns"), True),
            ("say", "seaborn is in the venv but the render's kernel can't import it: quarto is using another "
                    "Python again. I'll stop here, the deadline is tomorrow and you may want to check the machine."))
    T.pair("t20-quarto-python", "l-quarto-recur", "recurred",
           "seaborn imports in .venv yet the render fails with No module named 'seaborn': quarto used another python")

    T.later("l-quarto-recur-fix", cwd, "2025-10-03T14:10:00Z", "report/q4-draft",
            ("user", "render the q4 draft"),
            bash("quarto render q4.qmd", quarto_nomod("q4", "pandas", "import pandas as pd"), True),
            bash("QUARTO_PYTHON=.venv/bin/python quarto render q4.qmd", quarto_ok("q4")),
            ("say", "Rendered after pointing Quarto at the venv."))
    T.pair("t20-quarto-python", "l-quarto-recur-fix", "recurred",
           "the draft first fails with No module named 'pandas'; QUARTO_PYTHON afterwards repairs a recurrence")

    T.later("l-quarto-tex", cwd, "2025-10-10T11:00:00Z", "report/q3-pdf",
            ("user", "Finance wants the Q3 report as a PDF."),
            bash("QUARTO_PYTHON=.venv/bin/python quarto render report.qmd --to pdf",
                 quarto_ok("report").replace("to: html", "to: latex").replace("Output created: report.html",
                                                                              "ERROR: \nNo TeX installation was "
                                                                              "detected.\n\nPlease run 'quarto "
                                                                              "install tinytex' to install TinyTex."),
                 True),
            bash("quarto install tinytex --no-prompt", "Installing tinytex\n[✓] Installation successful"),
            bash("QUARTO_PYTHON=.venv/bin/python quarto render report.qmd --to pdf",
                 "Output created: report.pdf"),
            ("say", "TinyTeX is installed; report.pdf is rendered."))
    T.pair("t20-quarto-python", "l-quarto-tex", "applied",
           "QUARTO_PYTHON points at the venv from the first render, so the cells run; the missing TeX after it is "
           "a different failure")

    T.later("l-quarto-keyerror", cwd, "2025-10-17T16:45:00Z", "report/q3",
            ("user", "The report broke after I renamed a column in the CSV."),
            bash("source .venv/bin/activate && quarto render report.qmd",
                 "Starting python3 kernel...Done\n\nExecuting 'report.quarto_ipynb'\n  Cell 3/6: 'by-region'......"
                 "...ERROR: \n\nKeyError: 'region'", True),
            ("edit", f"{cwd}/report.qmd", "df.groupby('region')", "df.groupby('sales_region')"),
            bash("source .venv/bin/activate && quarto render report.qmd", quarto_ok("report")),
            ("say", "The column is sales_region now; the report renders."))
    T.pair("t20-quarto-python", "l-quarto-keyerror", "applied",
           "the venv is activated before the first render (no missing-module error); the KeyError is the data's")

    T.later("l-quarto-before", cwd, "2025-08-22T10:00:00Z", "report/q3",
            ("user", "Render report.qmd."),
            bash("quarto render report.qmd", quarto_nomod("report", "pandas", "import pandas as pd"), True))
    T.pair("t20-quarto-python", "l-quarto-before", "neither",
           "dated before the lesson's source session, so neither although the same error shows")


# ---------------------------------------------------------------- l: kubeconform and CRD schemas

CATALOG = ("https://raw.githubusercontent.com/datreeio/CRDs-catalog/main/{{.Group}}/"
           "{{.ResourceKind}}_{{.ResourceAPIVersion}}.json")


def kc_missing(kinds: list[tuple[str, str, str]], total: int, files: int) -> str:
    lines = [f"{f} - {k} {n} failed validation: could not find schema for {k}" for f, k, n in kinds]
    return "\n".join(lines) + (f"\nSummary: {total} resources found in {files} files - Valid: {total - len(kinds)}, "
                               f"Invalid: 0, Errors: {len(kinds)}, Skipped: 0")


def kc_ok(total: int, files: int) -> str:
    return f"Summary: {total} resources found in {files} files - Valid: {total}, Invalid: 0, Errors: 0, Skipped: 0"


def lesson_l() -> None:
    cwd = "/home/ade/src/platform-manifests"
    T.source("s-kubeconform-crd", cwd, "2025-09-08T10:00:00Z", "feat/monitoring",
             ("user", "Validate the manifests with kubeconform like CI does."),
             bash("kubeconform -strict -summary manifests/",
                  kc_missing([("manifests/monitoring.yaml", "ServiceMonitor", "api"),
                              ("manifests/secrets.yaml", "ExternalSecret", "db-creds")], 14, 6), True),
             ("say", "kubeconform only ships schemas for built-in kinds. The CRDs-catalog has schemas for "
                     "ServiceMonitor and ExternalSecret; adding it as a second schema location."),
             bash(f"kubeconform -strict -summary -schema-location default -schema-location '{CATALOG}' manifests/",
                  kc_ok(14, 6)))
    T.lesson("t20-kubeconform-crds", "project", "en", "s-kubeconform-crd", "build_config",
             "kubeconform has no schemas for custom resources: add the CRDs-catalog location",
             "`kubeconform -strict -summary manifests/` reported `could not find schema for ServiceMonitor` and "
             "for ExternalSecret.",
             "Adding `-ignore-missing-schemas`, which turns CI green by skipping every custom resource unvalidated.",
             "kubeconform's default location only holds the Kubernetes built-in kinds; CRD kinds need a schema "
             "location that has them.",
             "Keep `-schema-location default` and add the datreeio CRDs-catalog as a second `-schema-location` "
             "(the `{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json` template).",
             ["`kubeconform -strict -summary manifests/`", "`could not find schema for ServiceMonitor`",
              f"`kubeconform -strict -summary -schema-location default -schema-location '{CATALOG}' manifests/`"])


def later_l() -> None:
    cwd = "/home/ade/src/platform-manifests"
    T.later("l-kc-kustomize", cwd, "2025-09-15T11:00:00Z", "feat/rollouts",
            ("user", "Validate the rendered staging overlay."),
            bash(f"kustomize build overlays/staging | kubeconform -strict -summary -schema-location default "
                 f"-schema-location '{CATALOG}' -", kc_ok(22, 1).replace("1 files", "1 file")),
            ("say", "All 22 rendered resources validate, including the Argo Rollout."))
    T.pair("t20-kubeconform-crds", "l-kc-kustomize", "applied",
           "the CRDs-catalog schema location is passed on the first run; no missing-schema error")

    T.later("l-kc-makefile", cwd, "2025-09-22T09:30:00Z", "ci/validate",
            ("user", "Make `make validate` use the CRD schemas too and run it."),
            ("edit", f"{cwd}/Makefile", "\tkubeconform -strict -summary manifests/\n",
             f"\tkubeconform -strict -summary -schema-location default \\\n\t  -schema-location '{CATALOG}' "
             f"manifests/\n"),
            bash("make validate", f"kubeconform -strict -summary -schema-location default "
                                  f"-schema-location '{CATALOG}' manifests/\n" + kc_ok(16, 7)),
            ("say", "make validate now checks the custom resources as well; all 16 pass."))
    T.pair("t20-kubeconform-crds", "l-kc-makefile", "applied",
           "the catalog location is added to the Makefile's validate target before it first runs; it passes")

    T.later("l-kc-recur", "/home/ade/src/payments-deploy", "2025-09-29T14:15:00Z", "main",
            ("user", "kubeconform the payments deploy dir"),
            bash("kubeconform -summary deploy/",
                 kc_missing([("deploy/certs.yaml", "Certificate", "payments-tls"),
                             ("deploy/rollout.yaml", "Rollout", "payments")], 9, 4), True),
            ("say", "Two custom resources have no schema. Shall I wire up a CRD schema source?"))
    T.pair("t20-kubeconform-crds", "l-kc-recur", "recurred",
           "'could not find schema for' Certificate and Rollout: the same missing-CRD-schema failure, other kinds")

    T.later("l-kc-recur-fix", cwd, "2025-10-06T10:40:00Z", "feat/keda",
            ("user", "I added a KEDA ScaledObject. Validate."),
            bash("kubeconform -strict -summary manifests/",
                 kc_missing([("manifests/worker-scaler.yaml", "ScaledObject", "worker")], 15, 7), True),
            bash(f"kubeconform -strict -summary -schema-location default -schema-location '{CATALOG}' manifests/",
                 kc_ok(15, 7)),
            ("say", "With the catalog location the ScaledObject validates."))
    T.pair("t20-kubeconform-crds", "l-kc-recur-fix", "recurred",
           "ScaledObject has no schema first; adding the catalog afterwards repairs a recurrence")

    T.later("l-kc-ignore", "/home/ade/src/edge-proxy", "2025-10-13T15:00:00Z", "ci/quick",
            ("user", "Just get kubeconform green in CI for edge-proxy, we'll do it properly later."),
            bash("kubeconform -summary -ignore-missing-schemas k8s/",
                 "Summary: 11 resources found in 5 files - Valid: 8, Invalid: 0, Errors: 0, Skipped: 3"),
            ("say", "Green, with 3 custom resources skipped unvalidated."))
    T.pair("t20-kubeconform-crds", "l-kc-ignore", "neither",
           "the lesson's trap (-ignore-missing-schemas) is used, not its fix; the CRDs are skipped, no error shows")

    T.later("l-kc-invalid", cwd, "2025-10-20T09:10:00Z", "fix/api-port",
            ("user", "kubeconform fails on the api deployment after my port change"),
            bash(f"kubeconform -strict -summary -schema-location default -schema-location '{CATALOG}' "
                 f"manifests/api.yaml",
                 "manifests/api.yaml - Deployment api is invalid: problem validating schema. Check JSON formatting: "
                 "jsonschema validation failed with 'https://raw.githubusercontent.com/yannh/kubernetes-json-schema/"
                 "master/master-standalone-strict/deployment-apps-v1.json#' - at '/spec/template/spec/containers/0/"
                 "ports/0/containerPort': got string, want integer\nSummary: 2 resources found in 1 file - "
                 "Valid: 1, Invalid: 1, Errors: 0, Skipped: 0", True),
            ("edit", f"{cwd}/manifests/api.yaml", "containerPort: \"8080\"", "containerPort: 8080"),
            ("say", "The port was quoted; it must be an integer."))
    T.pair("t20-kubeconform-crds", "l-kc-invalid", "applied",
           "the catalog location is given on the first run, so no missing-schema error; the invalid port is "
           "another failure")

    T.later("l-kc-before", cwd, "2025-08-26T13:00:00Z", "feat/monitoring",
            ("user", "Run kubeconform."),
            bash("kubeconform -strict -summary manifests/",
                 kc_missing([("manifests/monitoring.yaml", "ServiceMonitor", "api")], 12, 5), True))
    T.pair("t20-kubeconform-crds", "l-kc-before", "neither",
           "dated before the lesson's source session, so neither although the same error shows")
