"""The eighth tracking corpus, part two: helm's release names (Spanish), npm's peer dependency resolution
(`.npmrc`), pytest and a src layout (pyproject), Gradle 7 on JDK 21 (German). Rules in tracking8_cases.py."""
from __future__ import annotations

from tests.truth.tracking8_cases import later, lesson, pair, source

REUSE = "Error: INSTALLATION FAILED: cannot re-use a name that is still in use"


def _eresolve(pkg: str, peer: str) -> str:
    return ("npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! \nnpm ERR! While "
            "resolving: storefront@2.3.0\nnpm ERR! Found: react@19.0.0\nnpm ERR! node_modules/react\nnpm ERR!   react@"
            "\"^19.0.0\" from the root project\nnpm ERR! \nnpm ERR! Could not resolve dependency:\nnpm ERR! peer react@"
            f"\"{peer}\" from {pkg}\nnpm ERR! \nnpm ERR! Fix the upstream dependency conflict, or retry\nnpm ERR! this "
            "command with --force or --legacy-peer-deps")


def _helm() -> None:
    d, e = "/home/dev/platform", "/home/dev/platform-edge"
    source("s-platform-helm", d, "2026-10-07T10:00:00Z", "main",
           ("user", "despliega el chart de billing con los valores de prod"),
           ("bash", "helm install billing ./charts/billing -n billing -f values/prod.yaml", REUSE, True),
           ("bash", "helm list -n billing", "NAME    \tNAMESPACE\tREVISION\tSTATUS  \tCHART        \n"
            "billing \tbilling  \t6       \tdeployed\tbilling-1.14.0", False),
           ("say", "La release ya existe (revisión 6); hay que actualizarla, no instalarla."),
           ("bash", "helm upgrade --install billing ./charts/billing -n billing -f values/prod.yaml",
            "Release \"billing\" has been upgraded. Happy Helming!\nNAME: billing\nNAMESPACE: billing\nSTATUS: deployed\n"
            "REVISION: 7", False))
    lesson("t8-helm-reuse", "project", "es", "s-platform-helm", "tool_quirk",
           "helm install falla si la release ya existe: usar upgrade --install",
           "`helm install` termina con `cannot re-use a name that is still in use`.",
           "Desplegar con `helm install` un chart cuya release ya está instalada en el namespace.",
           "`helm install` solo crea releases nuevas; con una release existente se niega a seguir.",
           "Usar siempre `helm upgrade --install <release> <chart> -n <namespace>`: instala si no existe y actualiza si "
           "existe.",
           "`helm install billing ./charts/billing -n billing -f values/prod.yaml` → `Error: INSTALLATION FAILED: "
           "cannot re-use a name that is still in use`; `helm upgrade --install billing ./charts/billing -n billing -f "
           "values/prod.yaml` → `REVISION: 7`.")
    later("l-platform-helm-i", d, "2026-10-11T11:00:00Z", "main",
          ("user", "roll out the search chart with the prod values"),
          ("bash", "helm upgrade -i search ./charts/search --namespace search --values values/prod.yaml",
           "Release \"search\" has been upgraded. Happy Helming!\nREVISION: 12", False))
    pair("t8-helm-reuse", "l-platform-helm-i", "applied", "upgrade -i (short flag) first; no re-use error")
    later("l-platform-helm-worker", d, "2026-10-16T17:00:00Z", "release/2.4.1",
          ("user", "deploy payments-worker 2.4.1"),
          ("bash", "helm upgrade --install --namespace payments payments-worker charts/worker --set image.tag=2.4.1",
           "Release \"payments-worker\" has been upgraded. Happy Helming!\nREVISION: 31", False),
          ("bash", "kubectl -n payments rollout status deployment/payments-worker",
           "deployment \"payments-worker\" successfully rolled out", False))
    pair("t8-helm-reuse", "l-platform-helm-worker", "applied", "upgrade --install with the flags before the names")
    pair("t8-kubectl-ns", "l-platform-helm-worker", "applied", "kubectl -n payments for the rollout status; no NotFound")
    later("l-platform-helm-redis", d, "2026-10-20T10:00:00Z", "feat/cache",
          ("user", "install redis for the cache namespace with our values"),
          ("bash", "helm install redis bitnami/redis -n cache -f values/redis.yaml", REUSE, True),
          ("bash", "helm upgrade --install redis bitnami/redis -n cache -f values/redis.yaml",
           "Release \"redis\" has been upgraded. Happy Helming!\nREVISION: 3", False))
    pair("t8-helm-reuse", "l-platform-helm-redis", "recurred", "helm install of an existing redis release: re-use error")
    later("l-edge-helm", e, "2026-10-23T09:00:00Z", "main",
          ("user", "redeploy the edge gateway chart"),
          ("bash", "helm install edge-gw ./charts/gateway -n edge", REUSE, True),
          ("say", "edge-gw is already installed. Do you want an upgrade of the existing release instead?"))
    pair("t8-helm-reuse", "l-edge-helm", "recurred", "the same re-use error in the sibling edge project")
    later("l-platform-helm-lint", d, "2026-10-26T14:00:00Z", "feat/hpa",
          ("user", "add an HPA to the billing chart and check it renders"),
          ("write", "charts/billing/templates/hpa.yaml", "apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\n"
           "metadata:\n  name: {{ .Release.Name }}\n"),
          ("bash", "helm lint charts/billing && helm template billing charts/billing | grep -c HorizontalPodAutoscaler",
           "==> Linting charts/billing\n1 chart(s) linted, 0 chart(s) failed\n1", False))
    pair("t8-helm-reuse", "l-platform-helm-lint", "neither", "helm lint/template only; nothing installed")
    later("l-platform-helm-new", d, "2026-10-29T10:00:00Z", "feat/tax",
          ("user", "first deployment of the new tax-service chart"),
          ("bash", "helm list -n tax", "NAME\tNAMESPACE\tREVISION\tSTATUS\tCHART", False),
          ("bash", "helm install tax-service ./charts/tax-service -n tax --create-namespace",
           "NAME: tax-service\nNAMESPACE: tax\nSTATUS: deployed\nREVISION: 1", False))
    pair("t8-helm-reuse", "l-platform-helm-new", "neither", "helm install of a release that does not exist yet works")
    pair("t8-kubectl-ns", "l-platform-helm-lint", "neither", "helm chart work, no kubectl call")


def _npm() -> None:
    d, a = "/home/dev/storefront", "/home/dev/storefront-admin"
    source("s-store-eresolve", d, "2026-10-08T14:00:00Z", "feat/storybook",
           ("user", "add storybook react 8.1 as a dev dependency"),
           ("bash", "npm install @storybook/react@8.1.0 --save-dev",
            _eresolve("@storybook/react@8.1.0", "^16.8.0 || ^17.0.0 || ^18.0.0"), True),
           ("say", "Storybook 8.1 doesn't list React 19 as a peer yet. Telling npm to resolve peers the npm 6 way for "
                   "this project in .npmrc."),
           ("write", ".npmrc", "legacy-peer-deps=true\n"),
           ("bash", "npm install @storybook/react@8.1.0 --save-dev",
            "added 212 packages, and audited 1403 packages in 38s\n\n186 packages are looking for funding", False))
    lesson("t8-npm-peer", "project", "en", "s-store-eresolve", "tool_quirk",
           "React 19 peers: legacy-peer-deps in .npmrc",
           "`npm install` stops with `npm ERR! ERESOLVE unable to resolve dependency tree` on a React peer range.",
           "Installing a library whose peer range stops at React 18 into the React 19 storefront with npm 7+.",
           "npm 7+ enforces peer dependency ranges and refuses the tree.",
           "Add the line `legacy-peer-deps=true` to the project's `.npmrc` (or pass `--legacy-peer-deps` to that one "
           "install).",
           "`npm install @storybook/react@8.1.0 --save-dev` → `ERESOLVE unable to resolve dependency tree`; after "
           "writing `legacy-peer-deps=true` to `.npmrc` the same install `added 212 packages`.")
    later("l-store-helmet", d, "2026-10-12T15:00:00Z", "feat/seo",
          ("user", "add react-helmet-async for the product page titles"),
          ("bash", "npm install --legacy-peer-deps react-helmet-async@2.0.5",
           "added 3 packages, and audited 1406 packages in 5s", False),
          ("edit", "src/pages/Product.tsx", "export function Product", "import { Helmet } from 'react-helmet-async';\n\n"
           "export function Product"))
    pair("t8-npm-peer", "l-store-helmet", "applied", "--legacy-peer-deps passed on the first install; no ERESOLVE")
    later("l-admin-npmrc", a, "2026-10-15T09:00:00Z", "chore/react19",
          ("user", "the admin app moves to React 19 too; update react and install"),
          ("edit", "package.json", '"react": "^18.3.1"', '"react": "^19.0.0"'),
          ("edit", ".npmrc", "registry=https://registry.npmjs.org/\n",
           "registry=https://registry.npmjs.org/\nlegacy-peer-deps=true\n"),
          ("bash", "npm install", "added 4 packages, changed 2 packages, and audited 988 packages in 9s", False))
    pair("t8-npm-peer", "l-admin-npmrc", "applied", "legacy-peer-deps added to the sibling's .npmrc before installing")
    later("l-admin-eresolve", a, "2026-10-19T13:00:00Z", "feat/tests",
          ("user", "add testing-library react 14"),
          ("bash", "npm i -D @testing-library/react@14",
           _eresolve("@testing-library/react@14.3.1", "^18.0.0").replace("storefront@2.3.0", "storefront-admin@0.9.0"),
           True),
          ("bash", "npm i -D @testing-library/react@16", "added 5 packages in 4s", False))
    pair("t8-npm-peer", "l-admin-eresolve", "recurred", "ERESOLVE on a React 18 peer in the sibling admin app")
    later("l-store-seo", d, "2026-10-22T10:00:00Z", "feat/seo-2",
          ("user", "try next-seo for the structured data"),
          ("bash", "npm install next-seo@6.5.0", _eresolve("next-seo@6.5.0", ">=16.0.0 <19"), True),
          ("bash", "npm install next-seo@6.5.0 --legacy-peer-deps", "added 1 package in 3s", False))
    pair("t8-npm-peer", "l-store-seo", "recurred", "ERESOLVE again for next-seo, then the flag")
    later("l-store-404", d, "2026-10-25T16:00:00Z", "feat/ui-kit",
          ("user", "install our ui kit"),
          ("bash", "npm install @acme/ui-kit", "npm ERR! code E404\nnpm ERR! 404 Not Found - GET "
           "https://registry.npmjs.org/@acme%2fui-kit - Not found\nnpm ERR! 404 \nnpm ERR! 404  '@acme/ui-kit@*' is not "
           "in this registry.", True),
          ("say", "The kit is on the private registry; the scope isn't mapped in .npmrc yet."))
    pair("t8-npm-peer", "l-store-404", "neither", "a 404 from the registry, not a peer conflict")
    later("l-store-log", d, "2026-10-28T09:00:00Z", "main",
          ("user", "what changed on main this week?"),
          ("bash", "git log --oneline --since=7.days", "a91c2e0 chore: legacy-peer-deps=true in .npmrc for React 19\n"
           "77b0d13 feat: product page titles\n3e2f9aa fix: cart rounding", False),
          ("say", "Three commits: the npm setting, page titles and a cart rounding fix."))
    pair("t8-npm-peer", "l-store-log", "neither", "the fix's words only in a commit subject")


def _pytest() -> None:
    d, w = "/home/dev/invoicer", "/home/dev/invoicer-worker"
    nomod = ("ImportError while importing test module '{d}/tests/{t}'.\nHint: make sure your test modules/packages "
             "have valid Python names.\nTraceback:\ntests/{t}:3: in <module>\n    from {m}.{sub} import {f}\n"
             "E   ModuleNotFoundError: No module named '{m}'\n=========================== short test summary info "
             "============================\nERROR tests/{t}\n1 error in 0.12s")
    source("s-invoicer-src", d, "2026-10-09T08:00:00Z", "feat/totals",
           ("user", "write a test for net_total and run the suite"),
           ("write", "tests/test_totals.py", "from decimal import Decimal\n\nfrom invoicer.totals import net_total\n\n\n"
            "def test_net_total():\n    assert net_total([Decimal('10.00')], Decimal('0.19')) == Decimal('8.40')\n"),
           ("bash", "pytest -q", nomod.format(d=d, t="test_totals.py", m="invoicer", sub="totals", f="net_total"), True),
           ("say", "The package lives under src/, which isn't on sys.path when pytest imports the tests."),
           ("edit", "pyproject.toml", "[tool.pytest.ini_options]\ntestpaths = [\"tests\"]\n",
            "[tool.pytest.ini_options]\ntestpaths = [\"tests\"]\npythonpath = [\"src\"]\n"),
           ("bash", "pytest -q", "..............                                                           [100%]\n"
            "14 passed in 0.41s", False))
    lesson("t8-pytest-src", "project", "en", "s-invoicer-src", "test_strategy",
           "src layout: tell pytest about src/",
           "Collecting tests fails with `ModuleNotFoundError: No module named 'invoicer'`.",
           "Running `pytest` in a src-layout project whose package is not installed into the environment.",
           "pytest puts the tests' rootdir on sys.path, not src/, so the package cannot be imported.",
           "Under `[tool.pytest.ini_options]` in pyproject.toml add `pythonpath = [\"src\"]` (for a one-off run, "
           "`PYTHONPATH=src pytest`).",
           "`pytest -q` → `E   ModuleNotFoundError: No module named 'invoicer'`; after adding `pythonpath = "
           "[\"src\"]` to pyproject.toml `14 passed in 0.41s`.")
    later("l-worker-new", w, "2026-10-13T08:30:00Z", "main",
          ("user", "set up the worker project: src layout, pytest config, one smoke test"),
          ("write", "pyproject.toml", "[project]\nname = \"invoicer-worker\"\nversion = \"0.1.0\"\n\n"
           "[tool.pytest.ini_options]\npythonpath = [\"src\"]\ntestpaths = [\"tests\"]\n"),
          ("write", "tests/test_smoke.py", "from invoicer_worker import app\n\n\ndef test_app():\n    assert app.NAME\n"),
          ("bash", "pytest -q", ".                                                                        [100%]\n"
           "1 passed in 0.05s", False))
    pair("t8-pytest-src", "l-worker-new", "applied", "pythonpath = [\"src\"] written into the sibling's pyproject first")
    later("l-invoicer-pp-env", d, "2026-10-17T11:00:00Z", "feat/tax",
          ("user", "run only the tax tests from a fresh checkout of the branch in /tmp/inv"),
          ("bash", "cd /tmp/inv && PYTHONPATH=src pytest -q tests/test_tax.py", "......                       "
           "                                            [100%]\n6 passed in 0.09s", False))
    pair("t8-pytest-src", "l-invoicer-pp-env", "applied", "PYTHONPATH=src for the run (the one-off spelling), no error")
    later("l-worker-import", w, "2026-10-20T14:00:00Z", "feat/queue",
          ("user", "add a queue test and run it"),
          ("bash", "pytest -q tests/test_queue.py", nomod.format(d=w, t="test_queue.py", m="invoicer_worker",
                                                                 sub="queue", f="Queue"), True),
          ("bash", "cat pyproject.toml", "[project]\nname = \"invoicer-worker\"\n\n[tool.pytest.ini_options]\n"
           "testpaths = [\"tests\"]\n", False),
          ("edit", "pyproject.toml", "testpaths = [\"tests\"]\n", "testpaths = [\"tests\"]\npythonpath = [\"src\"]\n"),
          ("bash", "pytest -q tests/test_queue.py", "3 passed in 0.06s", False))
    pair("t8-pytest-src", "l-worker-import", "recurred", "No module named 'invoicer_worker' before the setting went in")
    later("l-invoicer-rebase", d, "2026-10-24T10:00:00Z", "split-pdf",
          ("user", "after the rebase run the pdf tests"),
          ("bash", "python -m pytest -q tests/pdf", nomod.format(d=d, t="pdf/test_render.py", m="invoicer", sub="pdf",
                                                                 f="render"), True),
          ("say", "The rebase dropped the pytest settings from pyproject.toml; that's why the package can't be "
                  "imported. Want me to restore them?"))
    pair("t8-pytest-src", "l-invoicer-rebase", "recurred", "python -m pytest: the same No module named 'invoicer'")
    later("l-invoicer-weasy", d, "2026-10-27T09:00:00Z", "feat/pdf",
          ("user", "run the pdf rendering tests"),
          ("bash", "pytest -q tests/pdf", "E   ModuleNotFoundError: No module named 'weasyprint'\n1 error in 0.20s", True),
          ("bash", ".venv/bin/python -m pip install weasyprint==62.3 && pytest -q tests/pdf",
           "Successfully installed weasyprint-62.3\n4 passed in 1.90s", False))
    pair("t8-pytest-src", "l-invoicer-weasy", "neither", "a missing third-party dependency, not the src package")
    pair("t8-pep668-venv", "l-invoicer-weasy", "applied", "installs with the venv's python -m pip in another project")
    later("l-invoicer-assert", d, "2026-10-30T13:00:00Z", "fix/rounding",
          ("user", "fix the rounding test"),
          ("bash", "pytest -q tests/test_totals.py", "F\nE       assert Decimal('8.41') == Decimal('8.40')\n1 failed in "
           "0.10s", True),
          ("edit", "src/invoicer/totals.py", "ROUND_HALF_UP", "ROUND_HALF_EVEN"),
          ("bash", "pytest -q tests/test_totals.py", "1 passed in 0.07s", False))
    pair("t8-pytest-src", "l-invoicer-assert", "neither", "an assertion failure; imports worked")
    pair("t8-pep668-venv", "l-invoicer-assert", "neither", "another project's test run; nothing installed")


def _gradle() -> None:
    d, b = "/home/dev/billing-service", "/home/dev/billing-batch"
    major = ("FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not open settings generic class "
             "cache for settings file '{d}/settings.gradle' (/home/dev/.gradle/caches/7.6.1/scripts/4x2ll).\n> BUG! "
             "exception in phase 'semantic analysis' in source unit '_BuildScript_' Unsupported class file major "
             "version 65\n\nBUILD FAILED in 2s")
    jdk17 = "/usr/lib/jvm/java-17-openjdk-amd64"
    source("s-billing-jdk", d, "2026-10-10T07:30:00Z", "main",
           ("user", "Bau bitte das Projekt, ich habe gerade das neue Ubuntu-Image bekommen"),
           ("bash", "./gradlew build", major.format(d=d), True),
           ("bash", "java -version 2>&1 | head -1; ls /usr/lib/jvm/", "openjdk version \"21.0.4\" 2024-07-16\n"
            "java-17-openjdk-amd64\njava-21-openjdk-amd64", False),
           ("say", "Gradle 7.6.1 kann auf JDK 21 nicht laufen (class file major version 65). Ich starte den Wrapper "
                   "mit JDK 17."),
           ("bash", f"JAVA_HOME={jdk17} ./gradlew build", "> Task :test\n\nBUILD SUCCESSFUL in 1m 12s\n9 actionable "
            "tasks: 9 executed", False))
    lesson("t8-gradle-jdk", "project", "de", "s-billing-jdk", "env_setup",
           "Gradle 7.6 auf JDK 21: Wrapper mit JDK 17 starten",
           "`./gradlew build` bricht mit `Unsupported class file major version 65` ab.",
           "Den Gradle-7.6-Wrapper mit dem Standard-JDK 21 des neuen Images aufrufen.",
           "Gradle 7.6 unterstützt JDK 21 nicht; das Groovy der Build-Skripte kann Klassen der Version 65 nicht lesen.",
           "Den Wrapper mit JDK 17 starten: `JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew <task>` (oder "
           "dauerhaft `org.gradle.java.home` in `gradle.properties` setzen).",
           "`./gradlew build` → `Unsupported class file major version 65`; `JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64"
           " ./gradlew build` → `BUILD SUCCESSFUL in 1m 12s`.")
    later("l-billing-early", d, "2026-09-30T08:00:00Z", "main",
          ("user", "build it"),
          ("bash", "./gradlew build", major.format(d=d), True),
          ("say", "The build script cache can't be opened; I'll stop here."))
    pair("t8-gradle-jdk", "l-billing-early", "neither", "dated before the lesson's source (it holds the same failure)")
    later("l-billing-export", d, "2026-10-14T08:00:00Z", "fix/invoice-lines",
          ("user", "run only the invoice tests"),
          ("bash", f"export JAVA_HOME={jdk17} && ./gradlew test --tests '*InvoiceTest'", "> Task :test\n\nBUILD "
           "SUCCESSFUL in 41s", False))
    pair("t8-gradle-jdk", "l-billing-export", "applied", "export JAVA_HOME=JDK 17 before the wrapper; no failure")
    later("l-billing-props", d, "2026-10-18T09:00:00Z", "chore/gradle-jdk",
          ("user", "make the JDK choice permanent for this repo and build the boot jar"),
          ("edit", "gradle.properties", "org.gradle.jvmargs=-Xmx2g\n",
           f"org.gradle.jvmargs=-Xmx2g\norg.gradle.java.home={jdk17}\n"),
          ("bash", "./gradlew bootJar", "BUILD SUCCESSFUL in 28s\n4 actionable tasks: 2 executed, 2 up-to-date", False))
    pair("t8-gradle-jdk", "l-billing-props", "applied", "org.gradle.java.home set in gradle.properties before building")
    later("l-batch-major", b, "2026-10-21T10:00:00Z", "main",
          ("user", "run the checks of billing-batch"),
          ("bash", "./gradlew check", major.format(d=b), True),
          ("bash", f"JAVA_HOME={jdk17} ./gradlew check", "BUILD SUCCESSFUL in 55s", False))
    pair("t8-gradle-jdk", "l-batch-major", "recurred", "major version 65 in the sibling batch project, JDK 17 after")
    later("l-billing-release", d, "2026-10-24T15:00:00Z", "release/2.8",
          ("user", "assemble the api module on the release branch"),
          ("bash", "./gradlew :api:assemble", major.format(d=d), True),
          ("user", "leave it, I'll do it on my machine"))
    pair("t8-gradle-jdk", "l-billing-release", "recurred", "the same class file version failure on release/2.8")
    later("l-billing-symbol", d, "2026-10-28T11:00:00Z", "feat/credit-notes",
          ("user", "build after the credit note refactor"),
          ("bash", f"JAVA_HOME={jdk17} ./gradlew compileJava", "> Task :compileJava FAILED\n/home/dev/billing-service/src/"
           "main/java/billing/CreditNote.java:14: error: cannot find symbol\n  symbol:   class InvoiceLine\n\nBUILD "
           "FAILED in 6s", True),
          ("edit", "src/main/java/billing/CreditNote.java", "import billing.model.*;",
           "import billing.model.*;\nimport billing.invoice.InvoiceLine;"))
    pair("t8-gradle-jdk", "l-billing-symbol", "applied", "JAVA_HOME=JDK 17 used first; the compile error is the code's")
    later("l-billing-version", d, "2026-10-31T09:00:00Z", "main",
          ("user", "which Gradle version is the wrapper on? I need it for the upgrade ticket"),
          ("bash", "cat gradle/wrapper/gradle-wrapper.properties | grep distributionUrl",
           "distributionUrl=https\\://services.gradle.org/distributions/gradle-7.6.1-bin.zip", False),
          ("say", "7.6.1."))
    pair("t8-gradle-jdk", "l-billing-version", "neither", "reads the wrapper version; gradle never runs")


def build_second_half() -> None:
    _helm()
    _npm()
    _pytest()
    _gradle()
