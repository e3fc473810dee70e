"""Scripted sessions of corpus18, part B: Foundry with OpenZeppelin remappings, Dagster code locations and
partitions, OPA 1.0 policies under conftest (with a subagent), the AWS CDK bootstrap and context lookups, Azure
Bicep from PowerShell on Windows. In the record envelope sessions_dsl writes."""
from __future__ import annotations

from tests.truth import corpus_builder

REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, "
            "the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how "
            "to proceed.")

FORGE_MISSING = """[⠊] Compiling...
[⠒] Compiling 31 files with Solc 0.8.24
[⠢] Solc 0.8.24 finished in 1.02s
Error: 
Compiler run failed:
Error (6275): Source "@openzeppelin/contracts/token/ERC20/ERC20.sol" not found: File not found. Searched the following locations: "/home/nadia/eth/vault-contracts".
ParserError: Source "@openzeppelin/contracts/token/ERC20/ERC20.sol" not found: File not found. Searched the following locations: "/home/nadia/eth/vault-contracts".
 --> src/Vault.sol:4:1:
  |
4 | import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"""

FORGE_ALLOWANCE = """[⠊] Compiling...
No files changed, compilation skipped

Ran 4 tests for test/Vault.t.sol:VaultTest
[PASS] test_deposit() (gas: 81234)
[FAIL: ERC20InsufficientAllowance(0x7FA9385bE102ac3EAc297483Dd6233D62b3e1496, 0, 1000000000000000000)] test_depositFor() (gas: 30981)
[PASS] test_sharePrice() (gas: 12040)
[PASS] test_withdraw() (gas: 64410)
Suite result: FAILED. 3 passed; 1 failed; 0 skipped; finished in 4.12ms (2.71ms CPU time)

Ran 1 test suite in 11.38ms (4.12ms CPU time): 3 tests passed, 1 failed, 0 skipped (4 total tests)

Failing tests:
Encountered 1 failing test in test/Vault.t.sol:VaultTest
[FAIL: ERC20InsufficientAllowance(0x7FA9385bE102ac3EAc297483Dd6233D62b3e1496, 0, 1000000000000000000)] test_depositFor() (gas: 30981)

Encountered a total of 1 failing tests, 3 tests succeeded"""

FOUNDRY = [
    ("user", "I ran forge install OpenZeppelin/openzeppelin-contracts and now nothing compiles. vault-contracts repo"),
    ("bash", "cd /home/nadia/eth/vault-contracts && forge build", FORGE_MISSING, True),
    ("bash", "forge remappings", "ds-test/=lib/forge-std/lib/ds-test/src/\nforge-std/=lib/forge-std/src/", False),
    ("say", "Foundry only auto-detected forge-std. The OpenZeppelin checkout is lib/openzeppelin-contracts, but the "
            "`@openzeppelin/contracts/` prefix isn't mapped. Writing a remappings.txt."),
    ("write", "/home/nadia/eth/vault-contracts/remappings.txt",
     "@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/\nforge-std/=lib/forge-std/src/\n"),
    ("bash", "forge build", "[⠊] Compiling...\n[⠒] Compiling 38 files with Solc 0.8.24\n"
                            "[⠢] Solc 0.8.24 finished in 2.81s\nCompiler run successful!", False),
    ("bash", "forge test", FORGE_ALLOWANCE, True),
    ("say", "test_depositFor never approves the vault, so `transferFrom` inside `depositFor` reverts with the OZ v5 "
            "custom error. The test needs `token.approve(address(vault), 1e18);` right after `vm.startPrank(alice);`."),
    ("edit", "/home/nadia/eth/vault-contracts/test/Vault.t.sol",
     "        vm.startPrank(alice);\n        vault.depositFor(bob, 1e18);",
     "        vm.startPrank(alice);\n        token.approve(address(vault), 1e18);\n        vault.depositFor(bob, 1e18);"),
    ("bash", "forge test --match-test test_sharePrice -vv",
     "[⠊] Compiling...\n[⠒] Compiling 1 files with Solc 0.8.24\n[⠢] Solc 0.8.24 finished in 1.11s\n"
     "Compiler run successful!\n\nRan 1 test for test/Vault.t.sol:VaultTest\n[PASS] test_sharePrice() (gas: 12040)\n"
     "Suite result: ok. 1 passed; 0 failed; 0 skipped; finished in 1.87ms (402.11µs CPU time)", False),
    ("user", "ok cool, pushing it"),
]

DAGSTER_MISSING = """2024-06-03 09:14:02 +0000 - dagster - INFO - Using temporary directory /home/priya/repos/ingest-dag/.tmp_dagster_home_4k2j for storage.
2024-06-03 09:14:05 +0000 - dagster.code_server - ERROR - Error while loading code location ingest_dag
dagster._core.errors.DagsterInvalidDefinitionError: Input asset '["raw_orders"]' for asset '["orders_clean"]' is not produced by any of the provided asset ops and is not one of the provided sources

  File "/home/priya/repos/ingest-dag/.venv/lib/python3.11/site-packages/dagster/_core/definitions/asset_graph.py", line 212, in from_assets
    raise DagsterInvalidDefinitionError("""

DAGSTER_NAME = """2024-06-03 09:17:40 +0000 - dagster.code_server - ERROR - Error while loading code location ingest_dag
dagster._core.errors.DagsterImportError: Encountered ImportError: `name 'load_assets_from_modules' is not defined` while importing module ingest_dag.
  File "/home/priya/repos/ingest-dag/ingest_dag/__init__.py", line 6, in <module>
    defs = Definitions(assets=load_assets_from_modules([raw, clean, revenue]))
NameError: name 'load_assets_from_modules' is not defined"""

DAGSTER_OK = """2024-06-03 09:19:12 +0000 - dagster - DEBUG - __ASSET_JOB - 3c1e9a02 - 41210 - RUN_START - Started execution of run for "__ASSET_JOB".
2024-06-03 09:19:13 +0000 - dagster - DEBUG - __ASSET_JOB - 3c1e9a02 - 41210 - raw_orders - STEP_SUCCESS - Finished execution of step "raw_orders" in 812ms.
2024-06-03 09:19:14 +0000 - dagster - DEBUG - __ASSET_JOB - 3c1e9a02 - 41210 - orders_clean - STEP_SUCCESS - Finished execution of step "orders_clean" in 406ms.
2024-06-03 09:19:15 +0000 - dagster - DEBUG - __ASSET_JOB - 3c1e9a02 - 41210 - daily_revenue - STEP_SUCCESS - Finished execution of step "daily_revenue" in 233ms.
2024-06-03 09:19:15 +0000 - dagster - DEBUG - __ASSET_JOB - 3c1e9a02 - 41210 - RUN_SUCCESS - Finished execution of run for "__ASSET_JOB"."""

DAGSTER_PARTITION = """2024-06-03 09:25:51 +0000 - dagster - ERROR - __ASSET_JOB - 9b44f0d7 - 41380 - daily_revenue - STEP_FAILURE - Execution of step "daily_revenue" failed.

dagster._core.errors.DagsterExecutionStepExecutionError: Error occurred while executing op "daily_revenue":

Stack Trace:
  File "/home/priya/repos/ingest-dag/ingest_dag/revenue.py", line 14, in daily_revenue
    day = context.partition_key

dagster._core.errors.DagsterInvariantViolationError: Cannot access partition_key for a non-partitioned run"""

DAGSTER = [
    ("user", "dagster dev won't load my code location since I split the assets into raw.py / clean.py / revenue.py"),
    ("bash", "cd /home/priya/repos/ingest-dag && timeout 20 dagster dev -m ingest_dag", DAGSTER_MISSING, True),
    ("say", "`Definitions(assets=[orders_clean, daily_revenue])` lists only two assets; raw_orders now lives in raw.py "
            "and isn't passed in. Loading every asset from the three modules avoids forgetting one."),
    ("edit", "/home/priya/repos/ingest-dag/ingest_dag/__init__.py",
     "defs = Definitions(assets=[orders_clean, daily_revenue])",
     "defs = Definitions(assets=load_assets_from_modules([raw, clean, revenue]))"),
    ("bash", "timeout 20 dagster dev -m ingest_dag", DAGSTER_NAME, True),
    ("edit", "/home/priya/repos/ingest-dag/ingest_dag/__init__.py", "from dagster import Definitions",
     "from dagster import Definitions, load_assets_from_modules"),
    ("bash", "dagster asset materialize -m ingest_dag --select '*daily_revenue'", DAGSTER_OK, False),
    ("user", "now I want daily_revenue per day. I set context.partition_key in it but the run for one day fails"),
    ("bash", "dagster asset materialize -m ingest_dag --select daily_revenue --partition 2024-06-01",
     DAGSTER_PARTITION, True),
    ("say", "The asset reads `context.partition_key` but its decorator has no partitions_def, so Dagster runs it "
            "unpartitioned. Adding a daily partitions definition."),
    ("edit", "/home/priya/repos/ingest-dag/ingest_dag/revenue.py", "@asset(deps=[orders_clean])",
     "@asset(\n    deps=[orders_clean],\n    partitions_def=DailyPartitionsDefinition(start_date=\"2024-01-01\"),\n)"),
    ("bash", "dagster asset materialize -m ingest_dag --select daily_revenue --partition 2024-06-01", REJECTED, True),
    ("user", "[Request interrupted by user for tool use]"),
    ("user", "don't run it, the dev instance writes to the shared warehouse. I'll run the backfill myself tonight."),
    ("say", "Understood, I won't run anything against it. revenue.py still needs `DailyPartitionsDefinition` in its "
            "`from dagster import ...` line before it will load."),
]

CONFTEST_PARSE = """Error: running test: load: loading policies: get compiler: 1 error occurred: policy/deny_latest.rego:7: rego_parse_error: `if` keyword is required before rule body
	deny[msg] {
	          ^"""

OPA = [
    ("user", "conftest got updated on the CI runners (OPA 1.0 inside) and every policy check fails now. repo: "
             "~/infra/policy"),
    ("bash", "cd /home/ben/infra/policy && conftest --version && conftest test deploy/ -p policy/",
     "Conftest: 0.56.0\nOPA: 1.0.0\n" + CONFTEST_PARSE, True),
    ("say", "OPA 1.0 parses Rego v1 by default: partial set rules need `contains` and every rule body needs `if`."),
    ("edit", "/home/ben/infra/policy/policy/deny_latest.rego", "deny[msg] {", "deny contains msg if {"),
    ("bash", "conftest test deploy/ -p policy/",
     "FAIL - deploy/api.yaml - main - image 'ghcr.io/acme/api:latest' uses the latest tag\n\n"
     "2 tests, 1 passed, 0 warnings, 1 failure, 0 exceptions", True),
    ("user", "good — the api.yaml one is a real finding, that's what the policy should say. can you have an agent "
             "check whether other rego files still use the old syntax?"),
    ("task", "Scan rego files for pre-1.0 syntax",
     "In /home/ben/infra/policy/policy, list every rule that still uses pre-OPA-1.0 syntax (a rule head like "
     "`deny[msg] {` or `warn[msg] {` without `contains`/`if`). Report file:line and the head. Do not edit.",
     "Found 2 rules still using pre-1.0 syntax:\n- policy/limits.rego:5 `deny[msg] {`\n"
     "- policy/labels.rego:9 `warn[msg] {`\nAll other rules (deny_latest.rego, probes.rego) already use "
     "`contains ... if`."),
    ("edit", "/home/ben/infra/policy/policy/limits.rego", "deny[msg] {", "deny contains msg if {"),
    ("edit", "/home/ben/infra/policy/policy/labels.rego", "warn[msg] {", "warn contains msg if {"),
    ("bash", "opa check policy/ && echo CHECK_OK", "CHECK_OK", False),
    ("bash", "conftest test deploy/ -p policy/",
     "FAIL - deploy/api.yaml - main - image 'ghcr.io/acme/api:latest' uses the latest tag\n"
     "WARN - deploy/worker.yaml - main - missing label app.kubernetes.io/owner\n\n"
     "6 tests, 4 passed, 1 warning, 1 failure, 0 exceptions", True),
    ("user", "perfect, that matches what I expected"),
]

CDK_BOOT = ("MediaStack: SSM parameter /cdk-bootstrap/hnb659fds/version not found. Has the environment been "
            "bootstrapped? Please run 'cdk bootstrap' (see https://docs.aws.amazon.com/cdk/latest/guide/"
            "bootstrapping.html)")

CDK_LOOKUP = """[Error at /MediaStack/Vpc] Context lookups have been disabled. Make sure all necessary context is already in 'cdk.context.json' by running 'cdk synth' with lookups enabled, then commit the file.

Found errors"""

CDK = [
    ("user", "first deploy of media-stack into the new eu-west-1 account. can you run it? profile media-dev is set"),
    ("bash", "cd /Users/mara/work/media-stack && npx cdk deploy MediaStack", CDK_BOOT, True),
    ("bash", "npx cdk bootstrap aws://123456789012/eu-west-1",
     " ⏳  Bootstrapping environment aws://123456789012/eu-west-1...\nTrusted accounts for deployment: (none)\n"
     "Trusted accounts for lookup: (none)\nUsing default execution policy of "
     "'arn:aws:iam::aws:policy/AdministratorAccess'. Pass '--cloudformation-execution-policies' to customize.\n"
     "CDKToolkit: creating CloudFormation changeset...\n ✅  Environment aws://123456789012/eu-west-1 bootstrapped.",
     False),
    ("bash", "npx cdk deploy MediaStack",
     "✨  Synthesis time: 6.3s\n\nMediaStack: deploying... [1/1]\nMediaStack: creating CloudFormation changeset...\n\n"
     " ✅  MediaStack\n\n✨  Deployment time: 84.12s\n\nOutputs:\n"
     "MediaStack.UploadBucketName = mediastack-uploadbucket4f1c2a9b-1x2y3z4w5v6u\n"
     "Stack ARN:\narn:aws:cloudformation:eu-west-1:123456789012:stack/MediaStack/0f3c2b10-21aa-11ef-9d3e-0a1b2c3d4e5f",
     False),
    ("user", "thanks. CI runs cdk synth with CI=true and --no-lookups, and that fails for the vpc"),
    ("bash", "CI=true npx cdk synth --no-lookups", CDK_LOOKUP, True),
    ("say", "`Vpc.fromLookup` needs the VPC's details cached in cdk.context.json; with lookups disabled CI can't "
            "fetch them. Running one synth locally with lookups on fills the cache, and then cdk.context.json has to "
            "be committed."),
    ("bash", "npx cdk synth -q && git status --short", "?? cdk.context.json", False),
    ("say", "cdk.context.json is written (untracked for now). Commit it and the CI synth will have the VPC context."),
    ("user", "one more: in the CI deploy job, cdk deploy just sits at 'Do you wish to deploy these changes (y/n)?' "
             "until the job times out"),
    ("say", "That's the IAM/security-group approval prompt; CI has no TTY to answer it. Passing "
            "`--require-approval never` skips it. Should I add `--require-approval never` to the deploy step in "
            ".github/workflows/deploy.yml and trigger the workflow?"),
    ("user", "not now, thanks. I'll deal with the pipeline next sprint."),
]

BICEP_BCP037 = ("C:\\Users\\hyejin\\src\\ops-bicep\\infra\\main.bicep(14,5) : Error BCP037: The property \"sku\" is "
                "not allowed on objects of type \"Microsoft.Storage/storageAccounts/blobServices\". Permissible "
                "properties include \"dependsOn\". If this is a resource type definition inaccuracy, report it using "
                "https://aka.ms/bicep-type-issues. [https://aka.ms/bicep/core-diagnostics#BCP037]")

BICEP_TAKEN = """ERROR: {"status":"Failed","error":{"code":"DeploymentFailed","target":"/subscriptions/5c1d2e3f-0000-4a4a-9b9b-123456789abc/resourceGroups/rg-ops-dev/providers/Microsoft.Resources/deployments/main","message":"At least one resource deployment operation failed. Please list deployment operations for details.","details":[{"code":"StorageAccountAlreadyTaken","message":"The storage account named opsdevlogs is already taken."}]}}"""

BICEP_OK = """{
  "id": "/subscriptions/5c1d2e3f-0000-4a4a-9b9b-123456789abc/resourceGroups/rg-ops-dev/providers/Microsoft.Resources/deployments/main",
  "name": "main",
  "properties": {
    "provisioningState": "Succeeded",
    "outputs": {
      "logAccountName": { "type": "String", "value": "opsdevlogsq3vz7kd2lmx4a" }
    }
  }
}"""

BICEP = [
    ("user", "az deployment 이 실패해요. bicep 파일은 infra\\main.bicep 이고 리소스 그룹은 rg-ops-dev 예요."),
    ("bash", "az bicep build --file infra\\main.bicep", "WARNING: " + BICEP_BCP037, True),
    ("say", "blobServices 리소스에 sku 가 들어가 있어요. sku 는 storageAccounts 에만 있는 속성이라 blobServices 에서는 "
            "지울게요."),
    ("edit", "C:\\Users\\hyejin\\src\\ops-bicep\\infra\\main.bicep", "  sku: {\n    name: 'Standard_LRS'\n  }\n"
             "  properties: {\n    deleteRetentionPolicy", "  properties: {\n    deleteRetentionPolicy"),
    ("bash", "az bicep build --file infra\\main.bicep; echo \"exit=$LASTEXITCODE\"", "exit=0", False),
    ("bash", "az deployment group create -g rg-ops-dev -f infra\\main.bicep -p infra\\dev.bicepparam", BICEP_TAKEN,
     True),
    ("say", "스토리지 계정 이름은 Azure 전체에서 고유해야 해서 `opsdevlogs` 는 이미 누가 쓰고 있어요. "
            "`uniqueString(resourceGroup().id)` 를 붙여서 리소스 그룹마다 다른 이름이 나오게 할게요."),
    ("edit", "C:\\Users\\hyejin\\src\\ops-bicep\\infra\\main.bicep", "  name: 'opsdevlogs'",
     "  name: take('opsdevlogs${uniqueString(resourceGroup().id)}', 24)"),
    ("bash", "az deployment group create -g rg-ops-dev -f infra\\main.bicep -p infra\\dev.bicepparam", BICEP_OK, False),
    ("user", "배포는 됐네요. 그런데 포털에서 보면 스토리지 계정에 진단 설정(diagnostic settings)이 안 붙어 있어요."),
    ("say", "diagnosticSettings 리소스에 `scope` 가 빠져서 리소스 그룹 수준으로 만들어진 것 같아요. "
            "`scope: logAccount` 를 넣을게요."),
    ("edit", "C:\\Users\\hyejin\\src\\ops-bicep\\infra\\diag.bicep",
     "resource diag 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {\n  name: 'to-law'",
     "resource diag 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {\n  name: 'to-law'\n"
     "  scope: logAccount"),
    ("bash", "az deployment group create -g rg-ops-dev -f infra\\main.bicep -p infra\\dev.bicepparam", BICEP_OK, False),
    ("user", "아니요, 포털에서 새로고침해도 여전히 진단 설정이 없어요. 오늘은 여기까지 하고 내일 다시 볼게요."),
]


def sources() -> corpus_builder.Sources:
    return {
        "foundry-remappings": ("/home/nadia/eth/vault-contracts", "2024-05-23T10:00:00Z", "oz-v5", FOUNDRY),
        "dagster-partitions": ("/home/priya/repos/ingest-dag", "2024-05-24T08:55:00Z", "split-assets", DAGSTER),
        "opa-conftest-v1": ("/home/ben/infra/policy", "2024-05-24T13:20:00Z", "opa-1.0", OPA),
        "cdk-bootstrap": ("/Users/mara/work/media-stack", "2024-05-25T09:40:00Z", "main", CDK),
        "bicep-windows": ("C:\\Users\\hyejin\\src\\ops-bicep", "2024-05-26T00:30:00Z", "infra/logs", BICEP),
    }
