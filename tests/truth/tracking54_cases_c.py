"""Cases of the fifty-fourth tracking corpus (tables in tracking54_cases.py): the deprecated `sklearn` package on
PyPI refusing to install, Vite 6's dev server blocking requests for a host name not in server.allowedHosts, and npm
refusing a pnpm workspace's workspace:* dependencies (EUNSUPPORTEDPROTOCOL)."""
from __future__ import annotations

from tests.truth.tracking_tables import edit, err, ok, read, say, user, write
from tests.truth.tracking54_cases import T

CHURN = "/home/dana/src/churn-model"
_SKLEARN_MSG = ("The 'sklearn' PyPI package is deprecated, use 'scikit-learn'\n"
                "rather than 'sklearn' for pip commands.\n\n"
                "Here is how to fix this error in the main use cases:\n"
                "- use 'pip install scikit-learn' rather than 'pip install sklearn'\n"
                "- replace 'sklearn' by 'scikit-learn' in your pip requirements files\n"
                "  (requirements.txt, setup.py, setup.cfg, Pipfile, etc ...)\n"
                "- if the 'sklearn' package is used by one of your dependencies,\n"
                "  it would be great if you take some time to track which package uses\n"
                "  'sklearn' instead of 'scikit-learn' and report it to their issue tracker\n"
                "- as a last resort, set the environment variable\n"
                "  SKLEARN_ALLOW_DEPRECATED_SKLEARN_PACKAGE_INSTALL=True to avoid this error\n\n"
                "More information is available at\nhttps://github.com/scikit-learn/sklearn-pypi-package")


def _indent(text: str, pad: str) -> str:
    return "\n".join(pad + line if line else line for line in text.split("\n"))


def _pip_sklearn(before: str) -> str:
    return (before + "Collecting sklearn (from -r requirements.txt (line 3))\n"
            "  Downloading sklearn-0.0.post12.tar.gz (2.6 kB)\n  Installing build dependencies ... done\n"
            "  Getting requirements to build wheel ... error\n  error: subprocess-exited-with-error\n  \n"
            "  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n"
            "  ╰─> [15 lines of output]\n" + _indent(_SKLEARN_MSG, "      ") + "\n      [end of output]\n  \n"
            "  note: This error originates from a subprocess, and is likely not a problem with pip.\n"
            "error: subprocess-exited-with-error\n\n"
            "× Getting requirements to build wheel did not run successfully.\n│ exit code: 1\n"
            "╰─> See above for output.\n\n"
            "note: This error originates from a subprocess, and is likely not a problem with pip.")


def _sklearn_pkg() -> None:
    T.source(
        "s-sklearn-pkg", CHURN, "2026-02-11T13:10:00Z", "main",
        user("This old churn-model repo: make a venv and install its requirements so I can rerun the score exports."),
        err("python3.12 -m venv .venv && .venv/bin/pip install -r requirements.txt",
            _pip_sklearn("Collecting pandas==2.2.3 (from -r requirements.txt (line 1))\n"
                         "  Using cached pandas-2.2.3-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"
                         ".metadata (89 kB)\nCollecting numpy==1.26.4 (from -r requirements.txt (line 2))\n"
                         "  Using cached numpy-1.26.4-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"
                         ".metadata (61 kB)\n"), 1),
        ok("grep -n sklearn requirements.txt", "3:sklearn"),
        say("`sklearn` on PyPI is a dummy package that now refuses to install on purpose; the real distribution is "
            "scikit-learn (the import name stays `sklearn`). Fixing the requirements line:"),
        ok("sed -i 's/^sklearn$/scikit-learn==1.5.2/' requirements.txt && .venv/bin/pip install -q -r "
           "requirements.txt && .venv/bin/python -c 'import sklearn; print(sklearn.__version__)'", "1.5.2"),
    )
    T.lesson(
        "t54-sklearn-pypi-package-deprecated", "global", "en", "s-sklearn-pkg", "env_setup",
        "The `sklearn` PyPI package refuses to install; the distribution is scikit-learn",
        "pip fails while building sklearn-0.0.post12: `The 'sklearn' PyPI package is deprecated, use "
        "'scikit-learn' rather than 'sklearn' for pip commands.` and `error: subprocess-exited-with-error`.",
        "Old requirements files (or a quick `pip install sklearn`) use the import name as the package name, which "
        "worked for years through a dummy package.",
        "`sklearn` on PyPI is a placeholder that since late 2023 deliberately fails its build; scikit-learn is the "
        "real distribution, imported as `sklearn`.",
        "Install scikit-learn instead (`pip install scikit-learn`, `scikit-learn==1.5.2` in requirements, "
        "Dockerfiles and pyproject). Only when a dependency you cannot change pulls in `sklearn`, set "
        "SKLEARN_ALLOW_DEPRECATED_SKLEARN_PACKAGE_INSTALL=True for that install.",
        ['".venv/bin/pip install -r requirements.txt" failed: "The \'sklearn\' PyPI package is deprecated, '
         'use \'scikit-learn\'"',
         '"3:sklearn"',
         'the sed to "scikit-learn==1.5.2" and a reinstall printed "1.5.2"'],
    )
    lid = "t54-sklearn-pypi-package-deprecated"
    fraud = "/home/dana/src/fraud-scoring"

    T.later(
        "l-sklearn-apply-user", fraud, "2026-03-02T10:00:00Z", "main",
        user("pip install sklearn and lightgbm into the venv and run train.py with 3 folds."),
        say("The PyPI name is scikit-learn; `pip install sklearn` hits the deprecated dummy package, so:"),
        ok(".venv/bin/pip install -q scikit-learn lightgbm && .venv/bin/python train.py --folds 3",
           "fold 1 auc=0.912\nfold 2 auc=0.905\nfold 3 auc=0.917\nmean auc=0.911"),
    )
    T.pair(lid, "l-sklearn-apply-user", "applied",
           "Asked for 'sklearn', the install uses scikit-learn from the start; no deprecated-package error.")

    T.later(
        "l-sklearn-apply-env", CHURN, "2026-04-01T09:35:00Z", "main",
        user("Install our internal legacy-scorecard 0.4.2 into this venv. I know its setup.py still lists sklearn; "
             "the owners are fixing it next sprint. I use fish, run it through fish."),
        say("Its install_requires names `sklearn`, which can't be changed here, so I'll set the stopgap variable "
            "for this one install."),
        ok("fish -c 'set -lx SKLEARN_ALLOW_DEPRECATED_SKLEARN_PACKAGE_INSTALL True; .venv/bin/pip install -q "
           "\"legacy-scorecard @ git+ssh://git@github.com/ledgerco/legacy-scorecard@v0.4.2\"; "
           ".venv/bin/pip list 2>/dev/null | grep -iE \"^(sklearn|scikit-learn|legacy-scorecard) \"'",
           "legacy-scorecard 0.4.2\nscikit-learn     1.5.2\nsklearn          0.0.post12"),
    )
    T.pair(lid, "l-sklearn-apply-env", "applied",
           "Sets SKLEARN_ALLOW_DEPRECATED_SKLEARN_PACKAGE_INSTALL (in fish) before the install; it goes through.")

    T.later(
        "l-sklearn-recur-docker", fraud, "2026-03-14T14:25:00Z", "main",
        user("Build the scoring image."),
        err("docker build -t fraud-scoring:dev .",
            "#7 [3/5] RUN pip install --no-cache-dir sklearn lightgbm==4.5.0\n"
            "#7 1.402 Collecting sklearn\n#7 1.517   Downloading sklearn-0.0.post12.tar.gz (2.6 kB)\n"
            "#7 1.544   Installing build dependencies: started\n#7 3.021   Installing build dependencies: finished "
            "with status 'done'\n#7 3.023   Getting requirements to build wheel: started\n"
            "#7 3.301   Getting requirements to build wheel: finished with status 'error'\n"
            "#7 3.305   error: subprocess-exited-with-error\n"
            + _indent(_SKLEARN_MSG, "#7 3.305       ")
            + "\n#7 ERROR: process \"/bin/sh -c pip install --no-cache-dir sklearn lightgbm==4.5.0\" did not "
            "complete successfully: exit code: 1\n------\n"
            "ERROR: failed to solve: process \"/bin/sh -c pip install --no-cache-dir sklearn lightgbm==4.5.0\" "
            "did not complete successfully: exit code: 1", 1),
        edit(f"{fraud}/Dockerfile", "RUN pip install --no-cache-dir sklearn lightgbm==4.5.0",
             "RUN pip install --no-cache-dir scikit-learn==1.5.2 lightgbm==4.5.0"),
        ok("docker build -t fraud-scoring:dev .",
           "#7 [3/5] RUN pip install --no-cache-dir scikit-learn==1.5.2 lightgbm==4.5.0\n#7 DONE 24.6s\n"
           "#10 naming to docker.io/library/fraud-scoring:dev done"),
    )
    T.pair(lid, "l-sklearn-recur-docker", "recurred",
           "The Dockerfile's pip install sklearn fails in the build with the deprecated-package message.")

    api = "/home/dana/src/churn-api"
    T.later(
        "l-sklearn-recur-uv", api, "2026-04-15T11:00:00Z", "main",
        user("Add sklearn to churn-api so the endpoint can load the model."),
        err("uv add sklearn",
            "Resolved 38 packages in 412ms\n  × Failed to build `sklearn==0.0.post12`\n"
            "  ├─▶ The build backend returned an error\n"
            "  ╰─▶ Call to `setuptools.build_meta:__legacy__.build_wheel` failed (exit status: 1)\n\n"
            "      [stderr]\n" + _indent(_SKLEARN_MSG, "      ")
            + "\n\n      hint: This usually indicates a problem with the package or the build environment.\n"
            "  help: If you want to add the package regardless of the failed resolution, provide the `--frozen` "
            "flag to skip locking and syncing.", 1),
        ok("uv add scikit-learn==1.5.2",
           "Resolved 41 packages in 388ms\nPrepared 3 packages in 1.20s\nInstalled 3 packages in 31ms\n"
           " + joblib==1.4.2\n + scikit-learn==1.5.2\n + threadpoolctl==3.5.0"),
    )
    T.pair(lid, "l-sklearn-recur-uv", "recurred",
           "uv add sklearn fails building sklearn-0.0.post12 with the same 'use scikit-learn' message.")

    T.later(
        "l-sklearn-neither-modnotfound", CHURN, "2026-03-23T16:40:00Z", "main",
        user("Run scripts/export_scores.py for March."),
        err("python3 scripts/export_scores.py --month 2026-03",
            "Traceback (most recent call last):\n"
            "  File \"/home/dana/src/churn-model/scripts/export_scores.py\", line 5, in <module>\n"
            "    from sklearn.ensemble import GradientBoostingClassifier\n"
            "ModuleNotFoundError: No module named 'sklearn'", 1),
        say("That was the system python3; scikit-learn lives in the project venv."),
        ok(".venv/bin/python scripts/export_scores.py --month 2026-03",
           "scored 48,211 accounts -> out/scores-2026-03.csv"),
    )
    T.pair(lid, "l-sklearn-neither-modnotfound", "neither",
           "ModuleNotFoundError from running the system python: another error and cause, no package install.")

    T.later(
        "l-sklearn-neither-pickle", CHURN, "2026-04-22T10:10:00Z", "main",
        user("Score April with the saved model."),
        ok(".venv/bin/python scripts/export_scores.py --month 2026-04",
           "/home/dana/src/churn-model/.venv/lib/python3.12/site-packages/sklearn/base.py:376: "
           "InconsistentVersionWarning: Trying to unpickle estimator GradientBoostingClassifier from version 1.2.2 "
           "when using version 1.5.2. This might lead to breaking code or invalid results. Use at your own risk. "
           "For more info please refer to:\nhttps://scikit-learn.org/stable/model_persistence.html"
           "#security-maintainability-limitations\n  warnings.warn(\n"
           "scored 48,904 accounts -> out/scores-2026-04.csv"),
        say("It ran, but the model was pickled with scikit-learn 1.2.2. Retrain with the current version to "
            "silence that warning and be safe:"),
        ok(".venv/bin/python scripts/train.py --out models/gbc.pkl && .venv/bin/python scripts/export_scores.py "
           "--month 2026-04", "auc=0.884\nsaved models/gbc.pkl\nscored 48,904 accounts -> out/scores-2026-04.csv"),
    )
    T.pair(lid, "l-sklearn-neither-pickle", "neither",
           "An unpickling version warning from scikit-learn: no install, no deprecated-package error.")

    T.later(
        "l-sklearn-before", fraud, "2026-02-04T09:00:00Z", "main",
        user("Set up the venv for fraud-scoring."),
        ok("python3.12 -m venv .venv && .venv/bin/pip install -q -r requirements.txt && .venv/bin/pip list "
           "2>/dev/null | grep -i scikit", "scikit-learn        1.5.2"),
    )
    T.pair(lid, "l-sklearn-before", "neither",
           "Dated before the lesson's source session, so neither.")


WEB = "/home/dana/src/web-console"


def _blocked(host: str, key: str = "server") -> str:
    return (f"Blocked request. This host (\"{host}\") is not allowed.\n"
            f"To allow this host, add \"{host}\" to `{key}.allowedHosts` in vite.config.js.\n"
            "curl: (22) The requested URL returned error: 403")


_HTML = "<!doctype html>\n<html lang=\"en\">\n  <head>\n    <script type=\"module\" src=\"/@vite/client\"></script>"


def _vite_hosts() -> None:
    T.source(
        "s-vite-allowed-hosts", WEB, "2026-02-12T16:00:00Z", "main",
        user("Since the vite bump, http://console.dana.test:5173 (my /etc/hosts name for this box) just says "
             "Blocked request. localhost is fine. The dev server is running in my other terminal."),
        err("curl -sS --fail-with-body http://console.dana.test:5173/", _blocked("console.dana.test"), 22),
        ok("grep -n '\"vite\"' apps/console/package.json && sed -n 1,20p apps/console/vite.config.ts",
           "23:    \"vite\": \"^6.0.11\",\nimport { defineConfig } from 'vite'\nimport react from "
           "'@vitejs/plugin-react'\n\nexport default defineConfig({\n  plugins: [react()],\n  server: {\n"
           "    host: true,\n    port: 5173,\n  },\n})"),
        say("Vite 6.0.9 started checking the Host header (against DNS rebinding): only localhost and IP addresses "
            "pass by default. The name has to be listed in server.allowedHosts; a leading dot allows a whole "
            "domain."),
        edit(f"{WEB}/apps/console/vite.config.ts", "    host: true,\n    port: 5173,\n  },",
             "    host: true,\n    port: 5173,\n    allowedHosts: ['.dana.test'],\n  },"),
        ok("sleep 2 && curl -sS --fail-with-body http://console.dana.test:5173/ | head -4", _HTML),
    )
    T.lesson(
        "t54-vite-server-allowed-hosts", "project", "en", "s-vite-allowed-hosts", "tool_quirk",
        "Vite 6's dev server answers 403 'Blocked request' for host names not in server.allowedHosts",
        "Opening the console through a host name (console.dana.test) gives 403 and `Blocked request. This host "
        "(\"console.dana.test\") is not allowed.`; localhost and the IP still work.",
        "Bumping vite to ^6.0.11 in web-console, which reaches its dev servers through /etc/hosts names; nothing "
        "in the config changed, so the break looks like a proxy or DNS problem.",
        "Since Vite 6.0.9 (and 5.4.12) the dev and preview servers check the Host header against an allow-list to "
        "block DNS rebinding; only localhost and IP addresses are allowed by default.",
        "List the names in `server.allowedHosts` in the app's vite.config.ts (`['.dana.test']` allows the "
        "domain and its subdomains; `preview.allowedHosts` for vite preview), or set "
        "`__VITE_ADDITIONAL_SERVER_ALLOWED_HOSTS` in the dev server's environment.",
        ['"curl -sS --fail-with-body http://console.dana.test:5173/" failed: "Blocked request. This host" '
         '... "is not allowed." and "curl: (22) The requested URL returned error: 403"',
         'apps/console/package.json has vite "^6.0.11"',
         'after "allowedHosts: [\'.dana.test\']" the curl returned "<!doctype html>"'],
    )
    lid = "t54-vite-server-allowed-hosts"

    T.later(
        "l-vite-apply-admin", WEB, "2026-03-09T13:20:00Z", "main",
        user("Scaffold apps/admin like console. I'll reach it as admin.dana.test:5174; start it and check."),
        write(f"{WEB}/apps/admin/vite.config.ts",
              "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react'\n\n"
              "export default defineConfig({\n  plugins: [react()],\n  server: {\n    host: true,\n    port: 5174,\n"
              "    // Vite 6 blocks unknown Host headers; we browse via *.dana.test\n"
              "    allowedHosts: ['.dana.test'],\n  },\n})\n"),
        ok("(pnpm --filter admin exec vite --port 5174 > /tmp/admin-vite.log 2>&1 &) ; sleep 3; "
           "curl -sS --fail-with-body http://admin.dana.test:5174/ | head -4", _HTML),
    )
    T.pair(lid, "l-vite-apply-admin", "applied",
           "The new app's config lists allowedHosts before its first start; the host name loads, no 403.")

    T.later(
        "l-vite-apply-env", WEB, "2026-04-10T08:30:00Z", "main",
        user("Run the console in the dev VM's compose stack; I'll browse it as console.dev-vm.lan. Don't touch "
             "vite.config.ts, other people use other names."),
        read(f"{WEB}/compose.dev.yaml", "services:\n  console:\n    image: node:22-bookworm\n    working_dir: /src\n"
                                        "    command: pnpm --filter console dev\n    ports:\n      - \"5173:5173\"\n"),
        edit(f"{WEB}/compose.dev.yaml", "    command: pnpm --filter console dev\n",
             "    command: pnpm --filter console dev\n    environment:\n"
             "      __VITE_ADDITIONAL_SERVER_ALLOWED_HOSTS: console.dev-vm.lan\n"),
        ok("docker compose -f compose.dev.yaml up -d console && sleep 5 && curl -sS --fail-with-body "
           "http://console.dev-vm.lan:5173/ | head -4",
           "[+] Running 1/1\n ✔ Container web-console-console-1  Started\n" + _HTML),
    )
    T.pair(lid, "l-vite-apply-env", "applied",
           "Sets __VITE_ADDITIONAL_SERVER_ALLOWED_HOSTS in compose before starting; the host name loads.")

    T.later(
        "l-vite-recur-preview", WEB, "2026-03-16T17:10:00Z", "main",
        user("Build the console and serve the production build with vite preview so I can check it at "
             "console.dana.test:4173."),
        ok("pnpm --filter console build && (pnpm --filter console exec vite preview --host --port 4173 > "
           "/tmp/preview.log 2>&1 &) ; sleep 2", "vite v6.0.11 building for production...\n✓ 412 modules transformed."
           "\ndist/index.html                   0.46 kB\ndist/assets/index-C4x1f9aQ.js   212.08 kB\n✓ built in 3.41s"),
        err("curl -sS --fail-with-body http://console.dana.test:4173/", _blocked("console.dana.test", "preview"), 22),
        edit(f"{WEB}/apps/console/vite.config.ts", "    allowedHosts: ['.dana.test'],\n  },\n",
             "    allowedHosts: ['.dana.test'],\n  },\n  preview: {\n    allowedHosts: ['.dana.test'],\n  },\n"),
        ok("pkill -f 'vite preview --host --port 4173'; (pnpm --filter console exec vite preview --host --port 4173"
           " > /tmp/preview.log 2>&1 &) ; sleep 2; curl -sS --fail-with-body http://console.dana.test:4173/ | "
           "head -2", "<!doctype html>\n<html lang=\"en\">"),
    )
    T.pair(lid, "l-vite-recur-preview", "recurred",
           "vite preview blocks console.dana.test with the same 'Blocked request' (preview.allowedHosts).")

    T.later(
        "l-vite-recur-docs", WEB, "2026-04-17T15:00:00Z", "main",
        user("The new apps/docs site: start its dev server and check docs.dana.test:5175."),
        ok("(pnpm --filter docs exec vite --host --port 5175 > /tmp/docs.log 2>&1 &) ; sleep 3; "
           "tail -3 /tmp/docs.log", "  VITE v6.2.4  ready in 611 ms\n\n  ➜  Local:   http://localhost:5175/"),
        err("curl -sS --fail-with-body http://docs.dana.test:5175/", _blocked("docs.dana.test"), 22),
        edit(f"{WEB}/apps/docs/vite.config.ts", "    port: 5175,\n", "    port: 5175,\n"
             "    allowedHosts: ['.dana.test'],\n"),
        ok("sleep 2 && curl -sS --fail-with-body http://docs.dana.test:5175/ | head -2",
           "<!doctype html>\n<html lang=\"en\">"),
    )
    T.pair(lid, "l-vite-recur-docs", "recurred",
           "The docs app's dev server blocks docs.dana.test with the same Blocked request / 403.")

    T.later(
        "l-vite-neither-hmr", WEB, "2026-03-23T10:45:00Z", "main",
        user("Through Caddy at https://console.dana.test the page loads but hot reload is dead; the browser console "
             "says `[vite] failed to connect to websocket.` Fix it."),
        read(f"{WEB}/apps/console/vite.config.ts",
             "  server: {\n    host: true,\n    port: 5173,\n    allowedHosts: ['.dana.test'],\n  },\n"),
        say("Behind Caddy on 443 the client tries the websocket on 5173; tell HMR the public port."),
        edit(f"{WEB}/apps/console/vite.config.ts", "    allowedHosts: ['.dana.test'],\n  },\n",
             "    allowedHosts: ['.dana.test'],\n    hmr: { clientPort: 443 },\n  },\n"),
        ok("sleep 2 && curl -sS -o /dev/null -w '%{http_code}\\n' -H 'Connection: Upgrade' -H 'Upgrade: websocket' "
           "-H 'Sec-WebSocket-Version: 13' -H 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==' "
           "-H 'Sec-WebSocket-Protocol: vite-hmr' https://console.dana.test/", "101"),
    )
    T.pair(lid, "l-vite-neither-hmr", "neither",
           "The HMR websocket behind the proxy fails: another Vite problem and fix; no blocked host.")

    T.later(
        "l-vite-neither-caddy", WEB, "2026-04-29T09:15:00Z", "main",
        user("From the VPN, https://console.dana.test gives 403. Check."),
        err("curl -sS --fail-with-body https://console.dana.test/", "Forbidden\n"
            "curl: (22) The requested URL returned error: 403", 22),
        ok("grep -n -A3 '@outside' /etc/caddy/Caddyfile",
           "12:\t@outside not remote_ip 10.0.0.0/8 192.168.0.0/16\n13:\trespond @outside \"Forbidden\" 403"),
        say("That 403 is Caddy's own IP matcher, not Vite: the VPN hands out 100.64.0.0/10 addresses."),
        ok("sudo sed -i 's#not remote_ip 10.0.0.0/8 192.168.0.0/16#not remote_ip 10.0.0.0/8 192.168.0.0/16 "
           "100.64.0.0/10#' /etc/caddy/Caddyfile && sudo systemctl reload caddy && curl -sS --fail-with-body "
           "https://console.dana.test/ | head -2", "<!doctype html>\n<html lang=\"en\">"),
    )
    T.pair(lid, "l-vite-neither-caddy", "neither",
           "A 403 from Caddy's IP matcher: the same status from another cause, Vite's host check not involved.")

    T.later(
        "l-vite-before", WEB, "2026-02-10T11:30:00Z", "main",
        user("Bump vite to the current 6.x in the console app."),
        ok("pnpm --filter console add -D vite@^6.0.11 && pnpm --filter console exec vite --version",
           "devDependencies:\n- vite 5.4.11\n+ vite 6.0.11\n\nDone in 4.2s\nvite/6.0.11 linux-x64 node-v22.13.1"),
    )
    T.pair(lid, "l-vite-before", "neither",
           "Dated before the lesson's source session, so neither.")


CONSOLE = f"{WEB}/apps/console"
_EUNSUP = ("npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type \"workspace:\": workspace:*\n"
           "npm error A complete log of this run can be found in: /home/dana/.npm/_logs/{stamp}-debug-0.log")


def _npm_workspace() -> None:
    T.source(
        "s-npm-workspace", CONSOLE, "2026-02-23T09:30:00Z", "main",
        user("add dayjs to the console app"),
        err("npm install dayjs", _EUNSUP.format(stamp="2026-02-23T09_30_27_415Z"), 1),
        ok("cat ../../pnpm-workspace.yaml && grep -n 'packageManager\\|workspace:' ../../package.json package.json",
           "packages:\n  - apps/*\n  - packages/*\n../../package.json:5:  \"packageManager\": \"pnpm@9.15.4\",\n"
           "package.json:14:    \"@ledger/ui\": \"workspace:*\","),
        say("The repo is a pnpm workspace: @ledger/ui is declared as `workspace:*`, a protocol npm doesn't know, so "
            "npm stops before installing anything. Adding through pnpm also keeps pnpm-lock.yaml in step."),
        ok("pnpm add dayjs",
           "Progress: resolved 498, reused 497, downloaded 1, added 1, done\n\ndependencies:\n+ dayjs ^1.11.13\n\n"
           "Done in 2.3s using pnpm v9.15.4"),
    )
    T.lesson(
        "t54-npm-in-pnpm-workspace", "project", "en", "s-npm-workspace", "project_convention",
        "web-console is a pnpm workspace: npm install fails on its workspace:* dependencies",
        "`npm install <pkg>` in an app of web-console stops with `npm error code EUNSUPPORTEDPROTOCOL` and "
        "`Unsupported URL Type \"workspace:\": workspace:*`; nothing is installed.",
        "Reaching for npm inside apps/* or packages/* out of habit; package.json looks like any npm package "
        "except for the `workspace:*` ranges.",
        "The internal packages (@ledger/ui, …) are declared with pnpm's `workspace:` protocol, which npm does not "
        "understand; the repo's packageManager is pnpm@9.15.4 with a pnpm-lock.yaml.",
        "Use pnpm for everything that installs: `pnpm add <pkg>` inside the app, `pnpm --filter <app> add <pkg>` "
        "from the root, `pnpm install` (in CI: `corepack enable && pnpm install --frozen-lockfile`).",
        ['"npm install dayjs" failed: "npm error code EUNSUPPORTEDPROTOCOL" and "Unsupported URL Type"',
         'package.json line "workspace:*" and the root packageManager "pnpm@9.15.4"',
         '"pnpm add dayjs" then "+ dayjs ^1.11.13"'],
    )
    lid = "t54-npm-in-pnpm-workspace"

    T.later(
        "l-npmws-apply-filter", WEB, "2026-03-04T14:10:00Z", "main",
        user("Add zod to packages/ui and use it for the form schema in FormField."),
        ok("pnpm --filter @ledger/ui add zod",
           "packages/ui                              |  +1 +\nProgress: resolved 499, reused 498, downloaded 1, "
           "added 1, done\n\ndependencies:\n+ zod ^3.24.2\n\nDone in 2.0s using pnpm v9.15.4"),
        edit(f"{WEB}/packages/ui/src/FormField.tsx", "import React from 'react'\n",
             "import React from 'react'\nimport { z } from 'zod'\n"),
        ok("pnpm --filter @ledger/ui exec tsc --noEmit", ""),
    )
    T.pair(lid, "l-npmws-apply-filter", "applied",
           "Adds the dependency with pnpm --filter from the start; no npm, no EUNSUPPORTEDPROTOCOL.")

    T.later(
        "l-npmws-apply-ci", WEB, "2026-04-02T10:50:00Z", "main",
        user("Write scripts/ci-install.sh for the new runners (they only have node 22) and prove it in a node:22 "
             "container."),
        write(f"{WEB}/scripts/ci-install.sh",
              "#!/usr/bin/env bash\n# web-console is a pnpm workspace (workspace:* deps): npm can't install it.\n"
              "set -euo pipefail\ncorepack enable\npnpm install --frozen-lockfile\n"),
        ok("docker run --rm -v \"$PWD\":/src -w /src node:22-bookworm bash scripts/ci-install.sh",
           "Lockfile is up to date, resolution step is skipped\nPackages: +498\n"
           "++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++\n"
           "Progress: resolved 498, reused 0, downloaded 498, added 498, done\n\nDone in 14.2s using pnpm v9.15.4"),
    )
    T.pair(lid, "l-npmws-apply-ci", "applied",
           "The CI script installs with corepack + pnpm install --frozen-lockfile, run in a container; it passes.")

    T.later(
        "l-npmws-recur-docker", WEB, "2026-03-12T15:35:00Z", "main",
        user("Build the console image from apps/console/Dockerfile."),
        err("docker build -f apps/console/Dockerfile -t web-console:dev .",
            "#8 [deps 3/3] RUN npm install --omit=dev\n"
            "#8 1.212 npm error code EUNSUPPORTEDPROTOCOL\n"
            "#8 1.213 npm error Unsupported URL Type \"workspace:\": workspace:*\n"
            "#8 1.215 npm error A complete log of this run can be found in: "
            "/root/.npm/_logs/2026-03-12T15_36_02_901Z-debug-0.log\n"
            "#8 ERROR: process \"/bin/sh -c npm install --omit=dev\" did not complete successfully: exit code: 1\n"
            "------\nERROR: failed to solve: process \"/bin/sh -c npm install --omit=dev\" did not complete "
            "successfully: exit code: 1", 1),
        edit(f"{CONSOLE}/Dockerfile", "RUN npm install --omit=dev\n",
             "RUN corepack enable && pnpm install --frozen-lockfile --filter console... --prod\n"),
        ok("docker build -f apps/console/Dockerfile -t web-console:dev .",
           "#8 [deps 3/3] RUN corepack enable && pnpm install --frozen-lockfile --filter console... --prod\n"
           "#8 DONE 11.8s\n#12 naming to docker.io/library/web-console:dev done"),
    )
    T.pair(lid, "l-npmws-recur-docker", "recurred",
           "npm install in the console Dockerfile fails with EUNSUPPORTEDPROTOCOL on workspace:* again.")

    T.later(
        "l-npmws-recur-ncu", f"{WEB}/packages/ui", "2026-04-14T09:20:00Z", "main",
        user("Bump packages/ui's dependencies to their latest minors."),
        ok("npx npm-check-updates -u --target minor",
           "Upgrading /home/dana/src/web-console/packages/ui/package.json\n"
           "[====================] 9/9 100%\n\n clsx   ^2.1.0  →  ^2.1.1\n zod   ^3.24.2  →  ^3.24.4\n\n"
           "Run npm install to install new versions."),
        err("npm install", _EUNSUP.format(stamp="2026-04-14T09_21_40_033Z"), 1),
        say("Right, this is the pnpm workspace; ncu's hint says npm but installs go through pnpm here."),
        ok("pnpm install",
           "Scope: all 6 workspace projects\nProgress: resolved 501, reused 499, downloaded 2, added 2, done\n\n"
           "Done in 3.1s using pnpm v9.15.4"),
    )
    T.pair(lid, "l-npmws-recur-ncu", "recurred",
           "After ncu, npm install in packages/ui fails with EUNSUPPORTEDPROTOCOL on workspace:* again.")

    T.later(
        "l-npmws-neither-why", WEB, "2026-03-19T11:25:00Z", "main",
        user("Why do we ship two esbuild versions?"),
        ok("pnpm why esbuild -r | head -12",
           "Legend: production dependency, optional only, dev only\n\n@ledger/console apps/console\n\n"
           "devDependencies:\nvite 6.0.11\n└── esbuild 0.24.2\n\n@ledger/docs apps/docs\n\ndevDependencies:\n"
           "vitepress 1.5.0\n└─┬ vite 5.4.14\n  └── esbuild 0.21.5"),
        say("apps/docs still gets vite 5 through vitepress 1.5, which brings esbuild 0.21."),
    )
    T.pair(lid, "l-npmws-neither-why", "neither",
           "pnpm is only run to inspect a dependency tree (pnpm why); nothing is installed, no npm failure.")

    T.pair(lid, "l-vite-apply-admin", "neither",
           "pnpm only starts a dev server (pnpm exec vite); no install, no npm, no workspace: error.")

    T.later(
        "l-npmws-before", CONSOLE, "2026-02-18T13:45:00Z", "main",
        user("Add react-query to the console app."),
        err("npm install @tanstack/react-query", _EUNSUP.format(stamp="2026-02-18T13_45_31_118Z"), 1),
        ok("pnpm add @tanstack/react-query",
           "Progress: resolved 497, reused 495, downloaded 2, added 2, done\n\ndependencies:\n"
           "+ @tanstack/react-query ^5.66.0\n\nDone in 2.6s using pnpm v9.15.4"),
    )
    T.pair(lid, "l-npmws-before", "neither",
           "Dated before the lesson's source session (the same failure and fix, but earlier), so neither.")


FILLS = [_sklearn_pkg, _vite_hosts, _npm_workspace]
