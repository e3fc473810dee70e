"""The case tables of the eighteenth tracking corpus and its first two lessons (Linkerd's CRDs, the Serverless
Framework's .env). The other lessons are in tracking18_cases_b.py … tracking18_cases_g.py.

How the labels were written (from the session text alone, before any rule ran on it):
- recurred: the lesson's failure (the same error, possibly with another branch, path, module, host, port, app,
  bucket or version) shows up in the later session: in a tool result, in a CI log the person pasted, in a log file
  the session read. Whatever follows it (the fix run afterwards, a pass) does not change that.
- applied: the later session did the lesson's fix, in any spelling (another option spelling, an env var instead of
  a flag, a config file edit, a wrapper script or Makefile target that holds it), with no such failure before it in
  that session. A failure of another cause (a look-alike) before or after it does not make it "not applied".
- neither: everything else: the fix only talked about or written into prose/docs, only a preparatory half of it,
  a look-alike error of another cause without the fix, a session about something else, and every session that
  starts before the lesson's source session ended (whatever it holds).
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t18-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs
source, later, pair, lesson = T.source, T.later, T.pair, T.lesson


def user(text: str) -> tuple[str, str]:
    return ("user", text)


def say(text: str) -> tuple[str, str]:
    return ("say", text)


def ok(command: str, output: str) -> tuple[str, str, str, bool]:
    return ("bash", command, output, False)


def fail(command: str, output: str) -> tuple[str, str, str, bool]:
    return ("bash", command, output, True)


def edit(path: str, old: str, new: str) -> tuple[str, str, str, str]:
    return ("edit", path, old, new)


def write(path: str, content: str) -> tuple[str, str, str]:
    return ("write", path, content)


def read(path: str, content: str) -> tuple[str, str, dict, str, bool]:
    return ("tool", "Read", {"file_path": path}, content, False)


# --- A: Linkerd wants its CRDs applied before the control plane ---------------------------------------------------

LK_ERR = ("Error: Linkerd CRDs must be installed first. Run linkerd install with the --crds flag.\n"
          "error: no objects passed to apply")
LK_CRDS = ("customresourcedefinition.apiextensions.k8s.io/authorizationpolicies.policy.linkerd.io created\n"
           "customresourcedefinition.apiextensions.k8s.io/httproutes.policy.linkerd.io created\n"
           "customresourcedefinition.apiextensions.k8s.io/meshtlsauthentications.policy.linkerd.io created\n"
           "customresourcedefinition.apiextensions.k8s.io/serviceprofiles.linkerd.io created")
LK_CP = ("namespace/linkerd created\nclusterrole.rbac.authorization.k8s.io/linkerd-linkerd-identity created\n"
         "deployment.apps/linkerd-identity created\ndeployment.apps/linkerd-destination created\n"
         "deployment.apps/linkerd-proxy-injector created")
LK_CHECK = ("kubernetes-api\n--------------\n√ can initialize the client\n√ can query the Kubernetes API\n\n"
            "linkerd-existence\n-----------------\n√ control plane pods are ready\n\nStatus check results are √")


def lesson_a() -> None:
    source("s-linkerd", "/home/dev/mesh-infra", "2026-02-03T09:00:00Z", "main",
           user("Install linkerd on the staging cluster (kube context staging-eu). The CLI is already on the box."),
           ok("linkerd version --client", "Client version: stable-2.14.10"),
           ok("kubectl config use-context staging-eu && linkerd check --pre",
              "Switched to context \"staging-eu\".\npre-kubernetes-setup\n--------------------\n"
              "√ control plane namespace does not already exist\n√ can create non-namespaced resources\n\n"
              "Status check results are √"),
           fail("linkerd install | kubectl apply -f -", "Exit code 1\n" + LK_ERR),
           say("Since 2.12 the CRDs are a separate manifest and `linkerd install` refuses to render the control "
               "plane until they are on the cluster. Applying them first."),
           ok("linkerd install --crds | kubectl apply -f -", LK_CRDS),
           ok("linkerd install | kubectl apply -f -", LK_CP),
           ok("linkerd check", LK_CHECK))
    lesson("t18-linkerd-crds", "global", "en", "s-linkerd", "tool_quirk",
           "linkerd install refuses to render the control plane until the Linkerd CRDs are applied",
           "`linkerd install | kubectl apply -f -` prints `Error: Linkerd CRDs must be installed first. Run linkerd "
           "install with the --crds flag.` and kubectl applies nothing (`error: no objects passed to apply`).",
           "Piping `linkerd install` straight into kubectl, as the pre-2.12 instructions do, on a cluster that has "
           "never had the Linkerd CRDs.",
           "Since Linkerd 2.12 the CRDs ship as a separate manifest and the control-plane manifest is not rendered "
           "while they are missing from the cluster.",
           "Apply the CRDs first with `linkerd install --crds | kubectl apply -f -`, then the control plane with "
           "`linkerd install | kubectl apply -f -` (with Helm: install the linkerd-crds chart before "
           "linkerd-control-plane).",
           ["`linkerd install | kubectl apply -f -` failed with `Error: Linkerd CRDs must be installed first. Run "
            "linkerd install with the --crds flag.`",
            "after `linkerd install --crds | kubectl apply -f -` the same install applied and `linkerd check` printed "
            "`Status check results are √`"])


def later_a() -> None:
    later("l-linkerd-prod", "/home/dev/mesh-infra", "2026-03-02T10:00:00Z", "prod-rollout",
          user("Same linkerd setup as staging, now on prod-us (context prod-us). Proxy init has to run as root there."),
          ok("kubectl config use-context prod-us && linkerd check --pre",
             "Switched to context \"prod-us\".\npre-kubernetes-setup\n--------------------\n"
             "√ control plane namespace does not already exist\n\nStatus check results are √"),
          ok("linkerd install --crds | kubectl apply -f -", LK_CRDS),
          ok("linkerd install --set proxyInit.runAsRoot=true | kubectl apply -f -", LK_CP),
          ok("linkerd check", LK_CHECK),
          say("Linkerd is up on prod-us; CRDs first, then the control plane with proxyInit.runAsRoot=true."))
    later("l-linkerd-helm", "/home/dev/platform-charts", "2026-03-04T14:10:00Z", "feat/linkerd-helm",
          user("We're moving linkerd to Helm on the new dev-ap cluster. Install it with the charts, identity certs are "
               "in certs/."),
          ok("helm repo add linkerd https://helm.linkerd.io/stable && helm repo update",
             "\"linkerd\" has been added to your repositories\nUpdate Complete. ⎈Happy Helming!⎈"),
          ok("helm install linkerd-crds linkerd/linkerd-crds -n linkerd --create-namespace",
             "NAME: linkerd-crds\nLAST DEPLOYED: Wed Mar  4 14:11:02 2026\nNAMESPACE: linkerd\nSTATUS: deployed\n"
             "REVISION: 1\nThe linkerd-crds chart was successfully installed 🎉"),
          ok("helm install linkerd-control-plane linkerd/linkerd-control-plane -n linkerd "
             "--set-file identityTrustAnchorsPEM=certs/ca.crt --set-file identity.issuer.tls.crtPEM=certs/issuer.crt "
             "--set-file identity.issuer.tls.keyPEM=certs/issuer.key",
             "NAME: linkerd-control-plane\nLAST DEPLOYED: Wed Mar  4 14:11:40 2026\nNAMESPACE: linkerd\n"
             "STATUS: deployed\nREVISION: 1\nThe Linkerd control plane was successfully installed 🎉"),
          ok("linkerd check", LK_CHECK))
    later("l-linkerd-ci", "/home/dev/mesh-infra", "2026-03-06T08:30:00Z", "ci/ephemeral-clusters",
          user("The ephemeral-cluster job broke again, here's the log:\n\n```\nRun linkerd install | kubectl apply -f -\n"
               "Error: Linkerd CRDs must be installed first. Run linkerd install with the --crds flag.\n"
               "error: no objects passed to apply\nError: Process completed with exit code 1.\n```\nFix the workflow."),
          read("/home/dev/mesh-infra/.github/workflows/ephemeral.yml",
               "      - name: Install linkerd\n        run: linkerd install | kubectl apply -f -\n"),
          edit("/home/dev/mesh-infra/.github/workflows/ephemeral.yml",
               "        run: linkerd install | kubectl apply -f -\n",
               "        run: |\n          linkerd install --crds | kubectl apply -f -\n"
               "          linkerd install | kubectl apply -f -\n"),
          say("The workflow now applies the CRDs before the control plane."))
    later("l-linkerd-kind", "/home/dev/payments", "2026-03-09T16:00:00Z", "mesh-local",
          user("Put linkerd on my local kind cluster so I can test the retries annotation."),
          ok("kind get clusters", "payments-dev"),
          fail("kubectl --context kind-payments-dev apply -f <(linkerd install --context kind-payments-dev)",
               "Exit code 1\n" + LK_ERR),
          ok("linkerd install --context kind-payments-dev --crds | kubectl --context kind-payments-dev apply -f -",
             LK_CRDS),
          ok("linkerd install --context kind-payments-dev | kubectl --context kind-payments-dev apply -f -", LK_CP),
          ok("linkerd --context kind-payments-dev check", LK_CHECK))
    later("l-linkerd-docs", "/home/dev/mesh-infra", "2026-03-11T11:00:00Z", "docs/runbook",
          user("Write the runbook section on installing linkerd on a fresh cluster. Don't touch any cluster."),
          write("/home/dev/mesh-infra/docs/runbook/linkerd.md",
                "# Installing linkerd\n\n1. `linkerd check --pre`\n2. `linkerd install --crds | kubectl apply -f -`\n"
                "3. `linkerd install | kubectl apply -f -`\n4. `linkerd check`\n\nSkipping step 2 gives "
                "\"Linkerd CRDs must be installed first\".\n"),
          say("Runbook written in docs/runbook/linkerd.md; nothing was run against a cluster."))
    later("l-linkerd-render", "/home/dev/mesh-infra", "2026-03-13T09:20:00Z", "review/linkerd-qa",
          user("Render the linkerd CRDs for the qa cluster into a file so security can review them before we install "
               "anything."),
          ok("linkerd install --crds > review/linkerd-crds-qa.yaml && wc -l review/linkerd-crds-qa.yaml",
             "2841 review/linkerd-crds-qa.yaml"),
          say("Rendered to review/linkerd-crds-qa.yaml (2841 lines). Nothing is applied; once security signs off, "
              "apply it and then the control plane."))
    later("l-linkerd-upgrade", "/home/dev/mesh-infra", "2026-03-16T13:45:00Z", "upgrade-2.14",
          user("Upgrade linkerd on staging-eu to the new stable."),
          fail("linkerd upgrade | kubectl apply -f -",
               "Exit code 1\nError: failed to load stored values: configmaps \"linkerd-config\" not found\n"
               "error: no objects passed to apply"),
          ok("kubectl config current-context", "kind-payments-dev"),
          say("Wrong context: the shell was still on the kind cluster, which has no control plane."),
          ok("kubectl config use-context staging-eu && linkerd upgrade | kubectl apply -f -",
             "Switched to context \"staging-eu\".\ndeployment.apps/linkerd-destination configured\n"
             "deployment.apps/linkerd-identity configured"),
          ok("linkerd check", LK_CHECK))
    later("l-linkerd-early", "/home/dev/mesh-infra", "2026-01-21T10:00:00Z", "main",
          user("Try linkerd on the sandbox cluster."),
          ok("linkerd install --crds | kubectl apply -f -", LK_CRDS),
          ok("linkerd install | kubectl apply -f -", LK_CP),
          ok("linkerd check", LK_CHECK))

    pair("t18-linkerd-crds", "l-linkerd-prod", "applied", "CRDs applied with --crds before the control plane; no error")
    pair("t18-linkerd-crds", "l-linkerd-helm", "applied",
         "Helm spelling of the fix: linkerd-crds chart installed before linkerd-control-plane; no error")
    pair("t18-linkerd-crds", "l-linkerd-ci", "recurred",
         "the person pastes a CI log with 'Linkerd CRDs must be installed first'; the workflow fix comes after")
    pair("t18-linkerd-crds", "l-linkerd-kind", "recurred",
         "same error on a kind cluster (install via process substitution, --context); --crds run only after it")
    pair("t18-linkerd-crds", "l-linkerd-docs", "neither",
         "the commands and the error text are only written into a runbook; nothing runs")
    pair("t18-linkerd-crds", "l-linkerd-render", "neither",
         "preparatory half only: CRDs rendered to a file for review, never applied, control plane not installed")
    pair("t18-linkerd-crds", "l-linkerd-upgrade", "neither",
         "look-alike: 'error: no objects passed to apply' from linkerd upgrade on a cluster without linkerd-config")
    pair("t18-linkerd-crds", "l-linkerd-early", "neither", "starts before the lesson's source session")


# --- B: the Serverless Framework does not read .env without useDotenv --------------------------------------------

SLS_HEAD = ("Environment: linux, node 20.11.1, framework 3.38.0 (local), plugin 7.2.0, SDK 4.5.1\n"
            "Docs:        docs.serverless.com\nSupport:     forum.serverless.com\nBugs:        "
            "github.com/serverless/serverless/issues\n\nError:\n")


def sls_err(var: str) -> str:
    return (SLS_HEAD + "Cannot resolve serverless.yml: Variables resolution errored with:\n"
            f"  - Cannot resolve variable at \"provider.environment.{var}\": Value not found at \"env\" source")


def sls_ok(service: str, stage: str) -> str:
    return (f"Deploying {service} to stage {stage} (eu-west-1)\n\n✔ Service deployed to stack {service}-{stage} (94s)"
            f"\n\nendpoints:\n  POST - https://k3x9q1.execute-api.eu-west-1.amazonaws.com/{stage}/orders\n"
            f"functions:\n  createOrder: {service}-{stage}-createOrder (2.1 MB)")


def lesson_b() -> None:
    source("s-sls", "/home/dev/orders-api", "2026-02-04T09:30:00Z", "main",
           user("Deploy the orders api to the dev stage, the values are in .env."),
           ok("cat .env", "ORDERS_TABLE=orders-dev\nPAYMENTS_URL=https://payments.dev.internal"),
           ok("grep -n 'env:' -A3 serverless.yml",
              "14:  environment:\n15:    ORDERS_TABLE: ${env:ORDERS_TABLE}\n16:    PAYMENTS_URL: ${env:PAYMENTS_URL}"),
           fail("npx serverless deploy --stage dev", "Exit code 1\n" + sls_err("ORDERS_TABLE")),
           say("Framework v3 only loads .env into the `env` variable source when `useDotenv: true` is set at the top "
               "level of serverless.yml. Adding it."),
           edit("/home/dev/orders-api/serverless.yml", "service: orders-api\n",
                "service: orders-api\nuseDotenv: true\n"),
           ok("npx serverless deploy --stage dev", sls_ok("orders-api", "dev")))
    lesson("t18-sls-dotenv", "global", "en", "s-sls", "tool_quirk",
           "serverless deploy does not read .env unless serverless.yml sets useDotenv: true",
           "`serverless deploy` stops with `Value not found at \"env\" source` for a variable that is defined in the "
           "project's .env file.",
           "Keeping stage values in .env and referencing them as `${env:NAME}` in serverless.yml, expecting the "
           "framework to load the file as other tools do.",
           "Serverless Framework v3 loads .env files into the env variable source only when `useDotenv: true` is "
           "set at the top level of serverless.yml; otherwise only the shell's environment is seen.",
           "Add `useDotenv: true` at the top level of serverless.yml, or export the .env variables into the shell "
           "before deploying (for example `set -a; . ./.env; set +a`).",
           ["`npx serverless deploy --stage dev` failed: `Cannot resolve variable at \"provider.environment."
            "ORDERS_TABLE\": Value not found at \"env\" source`",
            "the deploy succeeded after adding `useDotenv: true` under `service: orders-api`"])


def later_b() -> None:
    later("l-sls-inventory", "/home/dev/inventory-api", "2026-03-03T09:00:00Z", "main",
          user("First deploy of inventory-api to dev. Its config is in .env like orders-api."),
          ok("head -5 serverless.yml", "service: inventory-api\nframeworkVersion: '3'\nprovider:\n  name: aws\n"
             "  runtime: nodejs20.x"),
          edit("/home/dev/inventory-api/serverless.yml", "service: inventory-api\n",
               "service: inventory-api\nuseDotenv: true\n"),
          ok("npx serverless deploy --stage dev", sls_ok("inventory-api", "dev")))
    later("l-sls-export", "/home/dev/orders-api", "2026-03-05T15:00:00Z", "release/staging",
          user("Deploy orders-api to staging with the values from .env.staging."),
          ok("set -a && . ./.env.staging && set +a && npx sls deploy --stage staging", sls_ok("orders-api", "staging")),
          say("Deployed to staging with .env.staging exported into the shell first."))
    later("l-sls-prod", "/home/dev/notify-svc", "2026-03-08T10:20:00Z", "main",
          user("deploy notify-svc to prod"),
          fail("npx sls deploy --stage prod", "Exit code 1\n" + sls_err("SENTRY_DSN")),
          ok("ls -a", ".  ..  .env  handler.js  package.json  serverless.yml"),
          edit("/home/dev/notify-svc/serverless.yml", "service: notify-svc\n", "service: notify-svc\nuseDotenv: true\n"),
          ok("npx sls deploy --stage prod", sls_ok("notify-svc", "prod")))
    later("l-sls-wrong-file", "/home/dev/billing-api", "2026-03-10T11:00:00Z", "main",
          user("Deploy billing-api to prod; the prod values are in .env.production."),
          edit("/home/dev/billing-api/serverless.yml", "service: billing-api\n", "service: billing-api\nuseDotenv: true\n"),
          fail("npx serverless deploy --stage prod", "Exit code 1\n" + sls_err("LEDGER_TABLE")),
          say("useDotenv only picks up .env and .env.prod for stage prod, not .env.production. Renaming."),
          ok("mv .env.production .env.prod && npx serverless deploy --stage prod", sls_ok("billing-api", "prod")))
    later("l-sls-ssm", "/home/dev/orders-api", "2026-03-12T09:40:00Z", "feat/vpc",
          user("Put orders-api in the VPC, the id is in SSM under /network/vpc-id."),
          edit("/home/dev/orders-api/serverless.yml", "custom:\n", "custom:\n  vpcId: ${ssm:/network/vpc-id}\n"),
          fail("npx serverless deploy --stage dev",
               "Exit code 1\n" + SLS_HEAD + "Cannot resolve serverless.yml: Variables resolution errored with:\n"
               "  - Cannot resolve variable at \"custom.vpcId\": Value not found at \"ssm\" source"),
          ok("aws ssm put-parameter --name /network/vpc-id --type String --value vpc-0a1b2c3d4e5f",
             "{\n    \"Version\": 1,\n    \"Tier\": \"Standard\"\n}"),
          ok("npx serverless deploy --stage dev", sls_ok("orders-api", "dev")))
    later("l-sls-timeout", "/home/dev/orders-api", "2026-03-14T13:00:00Z", "fix/timeout",
          user("createOrder times out when payments is slow. Raise the timeout to 15s and add a test. We already have "
               "useDotenv in serverless.yml so the env values are fine."),
          edit("/home/dev/orders-api/serverless.yml", "    timeout: 6\n", "    timeout: 15\n"),
          ok("npx jest handler.test.js", "PASS  ./handler.test.js\n  createOrder\n    ✓ retries payments once (41 ms)"
             "\n\nTests:       4 passed, 4 total"),
          say("Timeout is 15s now; not deployed."))
    later("l-sls-ci", "/home/dev/orders-api", "2026-03-17T08:15:00Z", "ci/deploy",
          user("The GitHub deploy job fails, log:\n\n```\n> npx serverless deploy --stage dev\nError:\nCannot resolve "
               "serverless.yml: Variables resolution errored with:\n  - Cannot resolve variable at "
               "\"provider.environment.PAYMENTS_URL\": Value not found at \"env\" source\n```"),
          say(".env is not committed, so in CI the variable has to come from the job's environment."),
          edit("/home/dev/orders-api/.github/workflows/deploy.yml", "      - run: npx serverless deploy --stage dev\n",
               "      - run: npx serverless deploy --stage dev\n        env:\n"
               "          PAYMENTS_URL: ${{ vars.PAYMENTS_URL }}\n          ORDERS_TABLE: ${{ vars.ORDERS_TABLE }}\n"))

    pair("t18-sls-dotenv", "l-sls-inventory", "applied", "useDotenv: true added before the first deploy; deploy passes")
    pair("t18-sls-dotenv", "l-sls-export", "applied",
         "other spelling: .env.staging exported with set -a before sls deploy; no error")
    pair("t18-sls-dotenv", "l-sls-prod", "recurred",
         "same error for SENTRY_DSN in another service; useDotenv only added after it")
    pair("t18-sls-dotenv", "l-sls-wrong-file", "recurred",
         "useDotenv added, then the deploy still fails with Value not found at env source (file named .env.production)")
    pair("t18-sls-dotenv", "l-sls-ssm", "neither", "look-alike: Value not found at the ssm source (missing parameter)")
    pair("t18-sls-dotenv", "l-sls-timeout", "neither", "about a timeout; useDotenv only mentioned in the prompt")
    pair("t18-sls-dotenv", "l-sls-ci", "recurred", "the pasted CI log holds Value not found at env source for PAYMENTS_URL")
