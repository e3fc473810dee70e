"""tracking25, part d: kubeseal looking for the controller under its default name and Prettier 3 not loading an
installed plugin. The labelling rules are in tracking25_cases.py."""
from __future__ import annotations

from tests.truth.tracking25_cases import T, edit, say, sh, u, write

KS_ERR = "error: cannot fetch certificate: services \"sealed-secrets-controller\" not found"
SEALED = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  creationTimestamp: null\n  name: {n}"


def kubeseal_source() -> None:
    T.source(
        "s-kubeseal-ctrl", "/home/tara/src/platform-gitops", "2026-04-07T10:00:00Z", "feat/payments-secrets",
        u("Seal the Stripe test key for the payments namespace and put it under apps/payments."),
        sh("kubectl create secret generic stripe-keys -n payments --dry-run=client --from-literal=api_key=sk_test_x "
           "-o yaml | kubeseal -o yaml > apps/payments/stripe-keys.sealed.yaml", KS_ERR, True),
        sh("kubectl get svc -A | grep -i sealed",
           "kube-system   sealed-secrets   ClusterIP   10.96.41.7   <none>   8080/TCP   41d"),
        say("The controller was installed from the Helm chart, which names it `sealed-secrets`; kubeseal looks for "
            "`sealed-secrets-controller` by default. Passing the name and namespace."),
        sh("kubectl create secret generic stripe-keys -n payments --dry-run=client --from-literal=api_key=sk_test_x "
           "-o yaml | kubeseal --controller-name sealed-secrets --controller-namespace kube-system -o yaml > "
           "apps/payments/stripe-keys.sealed.yaml && head -5 apps/payments/stripe-keys.sealed.yaml",
           SEALED.format(n="stripe-keys")),
    )
    T.lesson(
        "t25-kubeseal-controller", "global", "en", "s-kubeseal-ctrl", "tool_quirk",
        "kubeseal can't find a Helm-installed sealed-secrets controller",
        "`kubeseal` fails with `error: cannot fetch certificate: services \"sealed-secrets-controller\" not found` "
        "although the controller is running.",
        "The message reads as if the controller were not installed, which sends people to reinstall it; it is "
        "installed under another service name.",
        "kubeseal defaults to a service named `sealed-secrets-controller` in `kube-system`; the Helm chart names "
        "the controller `sealed-secrets`.",
        "Tell kubeseal where the controller is: `--controller-name sealed-secrets --controller-namespace "
        "kube-system`, or set `SEALED_SECRETS_CONTROLLER_NAME=sealed-secrets` and "
        "`SEALED_SECRETS_CONTROLLER_NAMESPACE=kube-system` in the environment.",
        ["`kubeseal -o yaml` failed: `error: cannot fetch certificate: services \"sealed-secrets-controller\" not "
         "found`",
         "the service is `kube-system   sealed-secrets   ClusterIP`",
         "`kubeseal --controller-name sealed-secrets --controller-namespace kube-system -o yaml` wrote the "
         "`kind: SealedSecret`"],
    )


def kubeseal_later_a() -> None:
    T.later("l-kubeseal-env-zsh", "/Users/tara/src/platform-gitops", "2026-04-20T13:00:00Z", "feat/orders-db",
            u("Seal the orders DB password for the orders namespace."),
            sh("export SEALED_SECRETS_CONTROLLER_NAME=sealed-secrets SEALED_SECRETS_CONTROLLER_NAMESPACE=kube-system"
               " && kubectl create secret generic orders-db -n orders --dry-run=client --from-literal=password=x "
               "-o yaml | kubeseal -o yaml > apps/orders/orders-db.sealed.yaml && head -5 "
               "apps/orders/orders-db.sealed.yaml", SEALED.format(n="orders-db")))
    T.pair("t25-kubeseal-controller", "l-kubeseal-env-zsh", "applied",
           "exports the SEALED_SECRETS_CONTROLLER_* variables before its first kubeseal, which seals")
    T.later("l-kubeseal-make", "/home/tara/src/platform-gitops", "2026-04-21T09:00:00Z", "feat/search",
            u("Use the make target to seal the search API key for the search namespace."),
            sh("grep -A3 '^seal:' Makefile", "seal:\n\tkubectl create secret generic $(NAME) -n $(NS) "
               "--dry-run=client --from-env-file=$(ENV) -o yaml | \\\n\t  kubeseal --controller-name sealed-secrets "
               "--controller-namespace kube-system -o yaml > apps/$(NS)/$(NAME).sealed.yaml"),
            sh("make seal NAME=search-api NS=search ENV=.env.search && head -5 apps/search/search-api.sealed.yaml",
               SEALED.format(n="search-api")))
    T.pair("t25-kubeseal-controller", "l-kubeseal-make", "applied",
           "the make target it runs (text shown) passes --controller-name/--controller-namespace; it seals")
    T.later("l-kubeseal-staging", "/home/tara/src/platform-gitops", "2026-04-22T15:00:00Z", "feat/staging",
            u("Seal the webhook secret against the staging cluster."),
            sh("kubeseal --context staging -o yaml < /tmp/webhook-secret.yaml > "
               "clusters/staging/webhook.sealed.yaml", KS_ERR, True),
            say("Staging also runs the chart's `sealed-secrets` service."),
            sh("kubeseal --context staging --controller-name sealed-secrets --controller-namespace kube-system "
               "-o yaml < /tmp/webhook-secret.yaml > clusters/staging/webhook.sealed.yaml && echo ok", "ok"))
    T.pair("t25-kubeseal-controller", "l-kubeseal-staging", "recurred",
           "kubeseal against the staging context fails with the sealed-secrets-controller not found error first")


def kubeseal_later_b() -> None:
    T.later("l-kubeseal-fetch-fish", "/home/tara/src/platform-gitops", "2026-04-23T08:20:00Z", "chore/certs",
            u("Fetch the prod sealing cert into certs/prod.pem so people can seal offline."),
            sh("kubeseal --context prod --fetch-cert > certs/prod.pem; or echo \"exit $status\"", KS_ERR + "\nexit 1",
               False),
            say("The prod cluster has no service by the default name either. Do you want me to check which "
                "namespace the prod controller lives in before retrying?"))
    T.pair("t25-kubeseal-controller", "l-kubeseal-fetch-fish", "recurred",
           "kubeseal --fetch-cert on prod fails with the same not found error; not fixed")
    T.later("l-kubeseal-timeout", "/home/tara/src/lab-cluster", "2026-04-24T17:00:00Z", "main",
            u("Seal a test secret on the lab cluster (controller installed from the upstream manifest)."),
            sh("kubeseal -o yaml < /tmp/lab-secret.yaml", "error: cannot fetch certificate: error trying to reach "
               "service: dial tcp 10.43.12.9:8080: i/o timeout", True),
            sh("kubectl -n kube-system get pods -l name=sealed-secrets-controller",
               "NAME                                        READY   STATUS             RESTARTS\n"
               "sealed-secrets-controller-7d9c6b5f4-kq2xz   0/1     CrashLoopBackOff   12"))
    T.pair("t25-kubeseal-controller", "l-kubeseal-timeout", "neither",
           "kubeseal reaches the default-named service but times out on a crashing pod, a different error")
    T.later("l-kubeseal-docs", "/home/tara/src/platform-gitops", "2026-04-25T11:00:00Z", "docs/secrets",
            u("Maya hit `error: cannot fetch certificate: services \"sealed-secrets-controller\" not found` on her "
              "laptop yesterday. Add a troubleshooting note to docs/secrets.md."),
            edit("/home/tara/src/platform-gitops/docs/secrets.md", "## Troubleshooting\n",
                 "## Troubleshooting\n\nIf kubeseal says the sealed-secrets-controller service is not found, pass "
                 "`--controller-name sealed-secrets --controller-namespace kube-system`.\n"))
    T.pair("t25-kubeseal-controller", "l-kubeseal-docs", "neither",
           "the error is quoted by the person and the flags go into docs only; kubeseal is never run")


def _pr_err(root: str, files: list[str], sep: str = "/") -> str:
    lines = "".join(f"[error] No parser could be inferred for file \"{root}{sep}{f}\".\n" for f in files)
    return ("Checking formatting...\n" + lines + "All matched files use Prettier code style!\n"
            "Error occurred when checking code style in the above files.")


def prettier_source() -> None:
    T.source(
        "s-prettier-plugin", "/Users/kai/src/dashboard", "2026-04-08T16:00:00Z", "chore/prettier-3",
        u("We just bumped Prettier to 3. Check formatting of the TS and Svelte files."),
        sh("npx prettier --check \"src/**/*.{ts,svelte}\"", _pr_err("/Users/kai/src/dashboard/src",
           ["routes/+page.svelte", "lib/Chart.svelte"]), True),
        sh("npx prettier --version && npm ls prettier-plugin-svelte",
           "3.3.3\ndashboard@0.4.0 /Users/kai/src/dashboard\n└── prettier-plugin-svelte@3.2.6"),
        say("prettier-plugin-svelte is installed, but Prettier 3 no longer loads plugins from node_modules on its "
            "own. It has to be listed in the config."),
        write("/Users/kai/src/dashboard/.prettierrc",
              '{\n  "plugins": ["prettier-plugin-svelte"],\n  "overrides": [{"files": "*.svelte", "options": '
              '{"parser": "svelte"}}]\n}\n'),
        sh("npx prettier --check \"src/**/*.{ts,svelte}\"",
           "Checking formatting...\nAll matched files use Prettier code style!"),
    )
    T.lesson(
        "t25-prettier-plugin", "global", "en", "s-prettier-plugin", "tool_quirk",
        "Prettier 3 ignores plugins that are only installed",
        "After upgrading to Prettier 3, `prettier --check` reports `[error] No parser could be inferred for file` "
        "for every `.svelte` file although `prettier-plugin-svelte` is in node_modules.",
        "Reinstalling the plugin or pinning its version does nothing, because the install is fine.",
        "Prettier 2 loaded `prettier-plugin-*` packages from node_modules automatically; Prettier 3 loads only the "
        "plugins it is told about.",
        "List the plugin: `\"plugins\": [\"prettier-plugin-svelte\"]` in `.prettierrc` (or `prettier.config.js`), "
        "or pass `--plugin prettier-plugin-svelte` on the command line. The same goes for any other parser plugin.",
        ["`npx prettier --check \"src/**/*.{ts,svelte}\"` → `[error] No parser could be inferred for file`",
         "`npm ls prettier-plugin-svelte` shows `prettier-plugin-svelte@3.2.6` installed with Prettier `3.3.3`",
         "after adding `\"plugins\": [\"prettier-plugin-svelte\"]` to `.prettierrc`: `All matched files use "
         "Prettier code style!`"],
    )


def prettier_later_a() -> None:
    T.later("l-prettier-astro", "/home/kai/src/site", "2026-04-20T10:30:00Z", "feat/blog",
            u("Format the site sources with Prettier."),
            sh("npx prettier --check src/", _pr_err("/home/kai/src/site/src", ["pages/index.astro",
               "layouts/Base.astro"]), True),
            sh("npm ls prettier-plugin-astro", "site@1.2.0 /home/kai/src/site\n└── prettier-plugin-astro@0.14.1"),
            say("Same Prettier 3 plugin loading; adding it to the config."),
            write("/home/kai/src/site/.prettierrc", '{ "plugins": ["prettier-plugin-astro"] }\n'),
            sh("npx prettier --check src/", "Checking formatting...\nAll matched files use Prettier code style!"))
    T.pair("t25-prettier-plugin", "l-prettier-astro", "recurred",
           "prettier fails with No parser could be inferred for .astro files with the plugin installed")
    T.later("l-prettier-flag-fish", "/home/kai/src/dashboard", "2026-04-21T14:00:00Z", "feat/alerts",
            u("Check the new Svelte components are formatted."),
            sh("npx prettier --plugin prettier-plugin-svelte --check src/lib/alerts/*.svelte; and echo clean",
               "Checking formatting...\nAll matched files use Prettier code style!\nclean"))
    T.pair("t25-prettier-plugin", "l-prettier-flag-fish", "applied",
           "its first prettier run passes --plugin prettier-plugin-svelte and the check passes")
    T.later("l-prettier-config-mjs", "/home/kai/src/docs-site", "2026-04-22T09:10:00Z", "chore/prettier-3",
            u("Set Prettier 3 up for the docs site (it has astro pages) and check everything."),
            write("/home/kai/src/docs-site/prettier.config.mjs",
                  "export default {\n  plugins: [\"prettier-plugin-astro\"],\n  singleQuote: true,\n};\n"),
            sh("npx prettier --check .", "Checking formatting...\nAll matched files use Prettier code style!"))
    T.pair("t25-prettier-plugin", "l-prettier-config-mjs", "applied",
           "lists prettier-plugin-astro in prettier.config.mjs before the first check, which passes")


def prettier_later_b() -> None:
    T.later("l-prettier-xml-pwsh", "C:\\Users\\kai\\src\\billing-java", "2026-04-23T11:00:00Z", "main",
            u("Check the XML files with Prettier, @prettier/plugin-xml is already a dev dependency."),
            sh("npx prettier --check \"**/*.xml\"", _pr_err("C:\\Users\\kai\\src\\billing-java",
               ["pom.xml", "src\\main\\resources\\logback.xml"], "\\"), True),
            say("Prettier 3 isn't loading the XML plugin. Should I add a .prettierrc to this repo or would you "
                "rather pass the plugin in the npm script?"))
    T.pair("t25-prettier-plugin", "l-prettier-xml-pwsh", "recurred",
           "prettier reports No parser could be inferred for pom.xml with @prettier/plugin-xml installed")
    T.later("l-prettier-style", "/Users/kai/src/dashboard", "2026-04-24T15:30:00Z", "feat/export",
            u("Run the format check before I commit."),
            sh("npx prettier --check \"src/**/*.{ts,svelte}\"", "Checking formatting...\n[warn] src/lib/export.ts\n"
               "[warn] Code style issues found in the above file. Run Prettier with --write to fix.", True),
            sh("npx prettier --write src/lib/export.ts", "src/lib/export.ts 41ms"))
    T.pair("t25-prettier-plugin", "l-prettier-style", "neither",
           "prettier flags a formatting issue in a .ts file, a different failure; the plugin setup is untouched")
    T.later("l-prettier-before", "/Users/kai/src/dashboard", "2026-03-25T10:00:00Z", "chore/prettier-3-try",
            u("Try Prettier 3 on the dashboard."),
            sh("npx prettier --check \"src/**/*.svelte\"", _pr_err("/Users/kai/src/dashboard/src",
               ["routes/+page.svelte"]), True),
            sh("npx prettier --plugin prettier-plugin-svelte --check \"src/**/*.svelte\"",
               "Checking formatting...\nAll matched files use Prettier code style!"))
    T.pair("t25-prettier-plugin", "l-prettier-before", "neither", "dated before the lesson's source session")
    T.later("l-prettier-install", "/home/kai/src/site", "2026-04-25T08:00:00Z", "chore/deps",
            u("Update prettier and the astro plugin to the latest patch versions."),
            sh("npm i -D prettier@3.3.3 prettier-plugin-astro@0.14.1",
               "changed 2 packages, and audited 512 packages in 3s"),
            sh("npx prettier --version", "3.3.3"))
    T.pair("t25-prettier-plugin", "l-prettier-install", "neither",
           "prettier and the plugin are only upgraded and the version printed; no formatting is run")


FILLS = [kubeseal_source, kubeseal_later_a, kubeseal_later_b, prettier_source, prettier_later_a, prettier_later_b]
