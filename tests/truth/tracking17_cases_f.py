"""The seventeenth tracking corpus, part 6: `sam build` without the runtime's interpreter (`--use-container`) and
`cdk deploy` to an environment that was never bootstrapped (`cdk bootstrap aws://<account>/<region>`). The labelling
rules are in tracking17_cases.py."""
from __future__ import annotations

from tests.truth.tracking17_cases import T

THUMB = "/home/dev/thumbnailer-sam"


def binary_failed(root: str, fn: str, lang: str, binary: str, found: list[str], runtime: str) -> str:
    builder = {"python": "PythonPipBuilder", "node": "NodejsNpmBuilder"}[lang]
    return (f"Exit code 1\nStarting Build use cache\nBuilding codeuri: {root}/src runtime: {runtime} metadata: {{}} "
            f"architecture: x86_64 functions: {fn}\n\nBuild Failed\nError: {builder}:Validation - Binary validation "
            f"failed for {binary}, searched for {binary} in following locations  : {found} which did not satisfy "
            f"constraints for runtime: {runtime}. Do you have {binary} for runtime: {runtime} on your PATH?")


def in_container(root: str, image: str) -> str:
    return (f"Starting Build inside a container\nBuilding codeuri: {root}/src\n\nFetching "
            f"public.ecr.aws/sam/{image}:latest-x86_64 Docker container image......\nMounting {root}/src as "
            "/tmp/samcli/source:ro,delegated, inside runtime container\n\nBuild Succeeded\n\nBuilt Artifacts  : "
            ".aws-sam/build\nBuilt Template   : .aws-sam/build/template.yaml")


def lesson_k() -> None:
    T.source(
        "s-sam-container", THUMB, "2026-03-14T10:00:00Z", "chore/py312",
        ("user", "Bump the function runtime to python3.12 and make sure it still builds and runs locally."),
        ("edit", f"{THUMB}/template.yaml", "      Runtime: python3.11", "      Runtime: python3.12"),
        ("bash", "sam build", binary_failed(THUMB, "ThumbnailFunction", "python", "python",
                                            ["/usr/bin/python3", "/usr/local/bin/python3.11"], "python3.12"), True),
        ("say", "Without a container, sam build needs a local python of exactly the runtime's version, and this "
                "machine only has 3.11. Building inside the Lambda build image avoids that."),
        ("bash", "sam build --use-container", in_container(THUMB, "build-python3.12"), False),
        ("bash", "sam local invoke ThumbnailFunction -e events/s3-put.json",
         "START RequestId: 1c9e7b4a-2f3d-4e5a-8b6c-7d8e9f0a1b2c Version: $LATEST\nEND RequestId: "
         "1c9e7b4a-2f3d-4e5a-8b6c-7d8e9f0a1b2c\nREPORT RequestId: 1c9e7b4a-2f3d-4e5a-8b6c-7d8e9f0a1b2c\tDuration: "
         "812.44 ms\tBilled Duration: 813 ms\tMemory Size: 512 MB\tMax Memory Used: 97 MB\n"
         "{\"statusCode\": 200, \"body\": \"thumbnails/cat.jpg\"}", False),
    )
    T.lesson(
        "t17-sam-build-container", "global", "en", "s-sam-container", "build_config",
        title="sam build needs a local interpreter of the function's runtime unless it builds in a container",
        symptom="`sam build` fails with `Binary validation failed for python` … `which did not satisfy constraints "
                "for runtime: python3.12`.",
        trap="Installing another Python globally or reordering PATH until the validator is satisfied.",
        cause="Without a container, SAM's builders use a local interpreter of exactly the function's runtime "
              "version.",
        workaround="Build in the Lambda build image: `sam build --use-container`.",
        evidence=["`Error: PythonPipBuilder:Validation - Binary validation failed for python`",
                  "`which did not satisfy constraints for runtime: python3.12`",
                  "`sam build --use-container` → `Build Succeeded`"])


def later_k() -> None:
    L = "t17-sam-build-container"
    T.later(
        "l-sam-u", "/home/dev/webhook-relay", "2026-04-09T09:30:00Z", "main",
        ("user", "webhook-relay moved to python3.13; this laptop has 3.12. Build it and invoke the handler with the "
                 "sample event."),
        ("bash", "python3 --version", "Python 3.12.3", False),
        ("bash", "sam build -u && sam local invoke RelayFunction -e events/github-push.json | tail -1",
         in_container("/home/dev/webhook-relay", "build-python3.13") + "\n{\"statusCode\": 202, \"body\": "
                                                                       "\"queued\"}", False),
    )
    T.pair(L, "l-sam-u", "applied", "sam build -u (the short option) where the local python doesn't match the "
           "runtime; the build and invoke succeed")
    T.later(
        "l-sam-config", THUMB, "2026-04-13T14:00:00Z", "chore/samconfig",
        ("user", "Make plain `sam build` work for everyone regardless of their local python."),
        ("edit", f"{THUMB}/samconfig.toml", "[default.deploy.parameters]\n",
         "[default.build.parameters]\nuse_container = true\n\n[default.deploy.parameters]\n"),
        ("bash", "sam build", in_container(THUMB, "build-python3.12"), False),
    )
    T.pair(L, "l-sam-config", "applied", "use_container = true in samconfig.toml (a config file instead of the "
           "flag); plain sam build builds in a container")
    T.later(
        "l-sam-make", "/home/dev/resizer-sam", "2026-04-17T10:20:00Z", "main",
        ("user", "resizer-sam targets python3.12 and nobody has that locally. Add a make target for building and "
                 "build it."),
        ("edit", "/home/dev/resizer-sam/Makefile", "deploy:\n",
         "build:\n\tsam build --use-container --cached\n\ndeploy:\n"),
        ("bash", "make build", "sam build --use-container --cached\n" + in_container("/home/dev/resizer-sam",
                                                                                    "build-python3.12"), False),
    )
    T.pair(L, "l-sam-make", "applied", "a Makefile target holding sam build --use-container; the build succeeds")
    T.later(
        "l-sam-node", "/home/dev/notifier-sam", "2026-04-21T15:35:00Z", "main",
        ("user", "Build notifier-sam (nodejs22.x) for a local invoke."),
        ("bash", "sam build", binary_failed("/home/dev/notifier-sam", "NotifyFunction", "node", "npm",
                                            ["/usr/bin/npm"], "nodejs22.x"), True),
        ("bash", "sam build --use-container", in_container("/home/dev/notifier-sam", "build-nodejs22.x"), False),
    )
    T.pair(L, "l-sam-node", "recurred", "the same Binary validation failed error for another runtime (npm, "
           "nodejs22.x) before --use-container is used")
    T.later(
        "l-sam-ci", THUMB, "2026-04-25T09:10:00Z", "chore/py313",
        ("user", "GitHub Actions after the 3.13 bump:\n```\nRun sam build\nBuilding codeuri: "
                 "/home/runner/work/thumbnailer-sam/thumbnailer-sam/src runtime: python3.13 metadata: {} "
                 "architecture: x86_64 functions: ThumbnailFunction\n\nBuild Failed\nError: "
                 "PythonPipBuilder:Validation - Binary validation failed for python, searched for python in "
                 "following locations  : ['/opt/hostedtoolcache/Python/3.12.9/x64/bin/python'] which did not "
                 "satisfy constraints for runtime: python3.13. Do you have python for runtime: python3.13 on your "
                 "PATH?\nError: Process completed with exit code 1.\n```"),
        ("say", "setup-python still installs 3.12. I'll bump it to 3.13 in the workflow."),
        ("edit", f"{THUMB}/.github/workflows/deploy.yml", "          python-version: \"3.12\"",
         "          python-version: \"3.13\""),
    )
    T.pair(L, "l-sam-ci", "recurred", "the pasted CI log holds the Binary validation failed error for python3.13")
    T.later(
        "l-sam-pull", THUMB, "2026-04-29T17:00:00Z", "main",
        ("user", "I'm on a train tomorrow with bad wifi. Pre-fetch whatever the container build needs."),
        ("bash", "docker pull public.ecr.aws/sam/build-python3.12:latest-x86_64",
         "latest-x86_64: Pulling from sam/build-python3.12\nDigest: sha256:3f1c9a7e5b2d4c6a8e0f1b3d5c7a9e1f3b5d7c9a1e"
         "3f5b7d9c1a3e5f7b9d1c3a\nStatus: Downloaded newer image for public.ecr.aws/sam/build-python3.12:latest-"
         "x86_64", False),
        ("say", "Pulled; `sam build --use-container` will work offline tomorrow."),
    )
    T.pair(L, "l-sam-pull", "neither", "only pulls the build image (the preparatory half); no build runs, no failure")
    T.later(
        "l-sam-deploy-prose", THUMB, "2026-05-04T11:25:00Z", "main",
        ("user", "Deploy what's in .aws-sam/build to staging (I built it with --use-container this morning), no "
                 "changeset prompt."),
        ("bash", "sam deploy --config-env staging --no-confirm-changeset",
         "Deploying with following values\n===============================\nStack name                   : "
         "thumbnailer-staging\nRegion                       : eu-west-1\n\nSuccessfully created/updated stack - "
         "thumbnailer-staging in eu-west-1", False),
    )
    T.pair(L, "l-sam-deploy-prose", "neither", "deploys an existing build; --use-container only named by the person, "
           "no build run, no failure")
    T.later(
        "l-sam-before", THUMB, "2026-03-10T16:00:00Z", "main",
        ("user", "build in a container and invoke"),
        ("bash", "sam build --use-container && sam local invoke ThumbnailFunction -e events/s3-put.json | tail -1",
         in_container(THUMB, "build-python3.11") + "\n{\"statusCode\": 200, \"body\": \"thumbnails/cat.jpg\"}", False),
    )
    T.pair(L, "l-sam-before", "neither", "sam build --use-container, but dated before the lesson's source session")


CDK = "/home/dev/orders-cdk"
NOT_BOOT = ("SSM parameter /cdk-bootstrap/{q}/version not found. Has the environment been bootstrapped? Please run "
            "'cdk bootstrap' (see https://docs.aws.amazon.com/cdk/latest/guide/bootstrapping.html)")


def deploy_failed(stack: str, env: str, q: str = "hnb659fds") -> str:
    return (f"Exit code 1\n\n✨  Synthesis time: 6.12s\n\n{stack}: start: Building {stack}Template:{env}\n"
            f" ❌ Deployment failed: Error: {stack}: " + NOT_BOOT.format(q=q))


def bootstrapped(env: str) -> str:
    return (f" ⏳  Bootstrapping environment aws://{env}...\nCDKToolkit: creating CloudFormation changeset...\n"
            f" ✅  Environment aws://{env} bootstrapped.")


def deployed(stack: str, region: str) -> str:
    return (f" ✅  {stack}\n\n✨  Deployment time: 94.3s\n\nOutputs:\n{stack}.ApiUrl = "
            f"https://k3x9.execute-api.{region}.amazonaws.com/prod/")


def lesson_l() -> None:
    T.source(
        "s-cdk-bootstrap", CDK, "2026-03-15T09:00:00Z", "main",
        ("user", "First deploy of OrdersStack to the new eu-west-1 account 123456789012."),
        ("bash", "npx cdk deploy OrdersStack --require-approval never", deploy_failed("OrdersStack",
                                                                                      "123456789012-eu-west-1"), True),
        ("say", "The account/region is new: CDK's asset bucket, deploy roles and version parameter (the CDKToolkit "
                "stack) don't exist there yet. Bootstrapping is once per account and region."),
        ("bash", "npx cdk bootstrap aws://123456789012/eu-west-1", bootstrapped("123456789012/eu-west-1"), False),
        ("bash", "npx cdk deploy OrdersStack --require-approval never", deployed("OrdersStack", "eu-west-1"), False),
    )
    T.lesson(
        "t17-cdk-bootstrap", "global", "en", "s-cdk-bootstrap", "env_setup",
        title="cdk deploy to a fresh account or region fails until the environment is bootstrapped",
        symptom="`npx cdk deploy` fails with `SSM parameter /cdk-bootstrap/hnb659fds/version not found. Has the "
                "environment been bootstrapped?`.",
        trap="Hunting for a missing SSM parameter or IAM permission in the app.",
        cause="The CDKToolkit stack (asset bucket, deploy roles, the version parameter) is created per account and "
              "region by cdk bootstrap; a new account or region has none.",
        workaround="Run `npx cdk bootstrap aws://<account>/<region>` once for that environment, then deploy.",
        evidence=["`SSM parameter /cdk-bootstrap/hnb659fds/version not found. Has the environment been bootstrapped? "
                  "Please run 'cdk bootstrap'`",
                  "`npx cdk bootstrap aws://123456789012/eu-west-1` → `Environment aws://123456789012/eu-west-1 "
                  "bootstrapped.`"])


def later_l() -> None:
    L = "t17-cdk-bootstrap"
    T.later(
        "l-cdk-useast", CDK, "2026-04-10T10:00:00Z", "feature/edge",
        ("user", "OrdersEdgeStack has to go to us-east-1 (CloudFront certs). We've never deployed there."),
        ("bash", "npx cdk bootstrap aws://123456789012/us-east-1", bootstrapped("123456789012/us-east-1"), False),
        ("bash", "npx cdk deploy OrdersEdgeStack --require-approval never", deployed("OrdersEdgeStack", "us-east-1"),
         False),
    )
    T.pair(L, "l-cdk-useast", "applied", "bootstraps the never-used region before the first deploy; the deploy "
           "succeeds")
    T.later(
        "l-cdk-profile", "/home/dev/billing-cdk", "2026-04-14T13:15:00Z", "main",
        ("user", "First deploy of billing-cdk into the staging account (profile staging, its region is eu-west-2)."),
        ("bash", "npx cdk bootstrap --profile staging", bootstrapped("555566667777/eu-west-2"), False),
        ("bash", "npx cdk deploy BillingStack --profile staging --require-approval never",
         deployed("BillingStack", "eu-west-2"), False),
    )
    T.pair(L, "l-cdk-profile", "applied", "cdk bootstrap with the environment taken from --profile (another "
           "spelling) before a first deploy; it succeeds")
    T.later(
        "l-cdk-script", "/home/dev/catalog-cdk", "2026-04-18T09:40:00Z", "chore/first-deploy",
        ("user", "Write a first-deploy script for new regions and use it for sa-east-1."),
        ("write", "/home/dev/catalog-cdk/scripts/first-deploy.sh",
         "#!/usr/bin/env bash\nset -euo pipefail\n: \"${ACCOUNT:?}\" \"${REGION:?}\"\nnpx aws-cdk@2 bootstrap "
         "\"aws://${ACCOUNT}/${REGION}\"\nnpx aws-cdk@2 deploy --all --require-approval never\n"),
        ("bash", "chmod +x scripts/first-deploy.sh && ACCOUNT=123456789012 REGION=sa-east-1 ./scripts/first-deploy.sh",
         bootstrapped("123456789012/sa-east-1") + "\n" + deployed("CatalogStack", "sa-east-1"), False),
    )
    T.pair(L, "l-cdk-script", "applied", "a wrapper script runs bootstrap for the new region before deploying; the "
           "deploy succeeds")
    T.later(
        "l-cdk-apse2", CDK, "2026-04-22T02:30:00Z", "feature/apac",
        ("user", "Deploy OrdersStack to the APAC account 987654321098 in ap-southeast-2."),
        ("bash", "npx cdk deploy OrdersStack-apac --require-approval never",
         deploy_failed("OrdersStack-apac", "987654321098-ap-southeast-2"), True),
        ("bash", "npx cdk bootstrap aws://987654321098/ap-southeast-2 && npx cdk deploy OrdersStack-apac "
                 "--require-approval never",
         bootstrapped("987654321098/ap-southeast-2") + "\n" + deployed("OrdersStack-apac", "ap-southeast-2"), False),
    )
    T.pair(L, "l-cdk-apse2", "recurred", "the not-bootstrapped error in another account and region before bootstrap "
           "is run")
    T.later(
        "l-cdk-ci", CDK, "2026-04-26T08:15:00Z", "main",
        ("user", "the new Stockholm job in GitHub Actions:\n```\nRun npx cdk deploy OrdersStack-nordics "
                 "--require-approval never\n ❌ Deployment failed: Error: OrdersStack-nordics: " +
         NOT_BOOT.format(q="hnb659fds") + "\nError: Process completed with exit code 1.\n```"),
        ("say", "eu-north-1 was never bootstrapped. Bootstrapping needs admin rights the CI role doesn't have; "
                "someone with them should run `cdk bootstrap aws://123456789012/eu-north-1` once."),
    )
    T.pair(L, "l-cdk-ci", "recurred", "the pasted CI log holds the not-bootstrapped error for eu-north-1")
    T.later(
        "l-cdk-qualifier", "/home/dev/ledger-cdk", "2026-04-30T11:00:00Z", "main",
        ("user", "New account 246813579024, eu-west-1. Security wants our own bootstrap qualifier 'ledgr'. Then "
                 "deploy LedgerStack."),
        ("bash", "npx cdk bootstrap --qualifier ledgr aws://246813579024/eu-west-1",
         bootstrapped("246813579024/eu-west-1"), False),
        ("bash", "npx cdk deploy LedgerStack --require-approval never",
         deploy_failed("LedgerStack", "246813579024-eu-west-1"), True),
        ("say", "The app still synthesizes with the default qualifier (hnb659fds); it needs "
                "`\"@aws-cdk/core:bootstrapQualifier\": \"ledgr\"` in cdk.json to use the new bootstrap."),
    )
    T.pair(L, "l-cdk-qualifier", "recurred", "bootstrap is run (with a custom qualifier the app doesn't use) and the "
           "deploy still fails with the not-bootstrapped error")
    T.later(
        "l-cdk-unrelated", CDK, "2026-05-04T15:00:00Z", "main",
        ("user", "Deploy OrdersStack to Frankfurt too (same account)."),
        ("bash", "npx cdk deploy OrdersStack-fra --require-approval never",
         deploy_failed("OrdersStack-fra", "123456789012-eu-central-1"), True),
        ("user", "skip Frankfurt for now, legal hasn't signed off. Separate thing: the new BucketDeployment needs "
                 "bootstrap version 21, eu-west-1 is on 14. Upgrade that."),
        ("bash", "npx cdk bootstrap aws://123456789012/eu-west-1", bootstrapped("123456789012/eu-west-1"), False),
    )
    T.pair(L, "l-cdk-unrelated", "recurred", "the not-bootstrapped error comes back for eu-central-1; bootstrap is "
           "then run only to upgrade another region: a recurrence, not applied")
    T.later(
        "l-cdk-prose", CDK, "2026-05-08T10:30:00Z", "test/assertions",
        ("user", "Add an assertion test that the orders table has PITR on. (Bootstrap only matters for new regions, "
                 "not for tests, right?)"),
        ("write", f"{CDK}/test/orders-table.test.ts",
         "import { Template } from 'aws-cdk-lib/assertions';\nimport { app } from './helpers';\n\ntest('orders table "
         "has PITR', () => {\n  Template.fromStack(app.ordersStack).hasResourceProperties('AWS::DynamoDB::Table', {\n"
         "    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },\n  });\n});\n"),
        ("bash", "npx jest test/orders-table.test.ts", "PASS test/orders-table.test.ts\n  ✓ orders table has PITR "
                                                      "(812 ms)\n\nTests:       1 passed, 1 total", False),
        ("say", "Right: cdk bootstrap is per account/region for deploys; synth-based tests don't need it."),
    )
    T.pair(L, "l-cdk-prose", "neither", "an assertion test; bootstrap only discussed in prose, no deploy, no failure")
