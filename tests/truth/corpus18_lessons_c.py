"""Labelled lessons of corpus18, part C (sessions of corpus18_sources_b.py and _c: OPA under conftest, the AWS CDK,
Azure Bicep on Windows, .NET MAUI Android on Windows). Each lesson is written as a model replies it; its labels were
written from the session text before anything judged it."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus18_common import G, K, sid
from tests.truth.corpus18_sources_b import BICEP, CDK, OPA
from tests.truth.corpus18_sources_c import MAUI


def _opa() -> list[dict[str, Any]]:
    s = "opa-conftest-v1"
    return [
        G("047", s, "OPA 1.0 rejects pre-v1 rule heads: write `deny contains msg if`",
          "conftest can't load any policy after the runner upgrade.", "Pinning the old conftest.",
          "OPA 1.0 parses Rego v1 by default.", "Rewrite `deny[msg] {` as `deny contains msg if {`.",
          "With Conftest 0.56.0 (OPA 1.0.0) every load failed: \"policy/deny_latest.rego:7: rego_parse_error: `if` "
          "keyword is required before rule body\". Rewrote the head `deny[msg] {` → `deny contains msg if {`; conftest "
          "then evaluated the policy and the user said \"good — the api.yaml one is a real finding\".",
          "real", "person_confirms", "after the edit conftest evaluates the policy and the person confirms right away "
          "that the reported finding is the intended one", ["double quotes", "arrow", "quoted user reply"],
          {"failure": "keyword is required before rule body", "fix": "the api.yaml one is a real finding",
           "evidence": "keyword is required before rule body"}, category="api_quirk"),
        K("048", s, "Let a subagent sweep a policy repo for old Rego syntax",
          "Migrating many rego files to OPA 1.0.", "Ask a read-only subagent to list heads without `contains`/`if`.",
          "It finds the stragglers without touching files.",
          "Task \"Scan rego files for pre-1.0 syntax\" → `policy/limits.rego:5` and `policy/labels.rego:9` still had "
          "old heads; both were converted",
          "real", "knowledge", "the Task call, its reply and the two edits", ["tool name", "double quotes", "arrow"],
          {"evidence": "Scan rego files for pre-1.0 syntax"}, category="workflow"),
        K("049", s, "Gate rego changes with opa check before running conftest",
          "Editing several policies.", "`opa check policy/` first, then conftest.",
          "Parse errors show up before any test data is involved.",
          "`opa check policy/ && echo CHECK_OK` → `CHECK_OK`, then `conftest test deploy/ -p policy/` → "
          "`6 tests, 4 passed, 1 warning, 1 failure, 0 exceptions`",
          "real", "knowledge", "both calls are in the session", ["code spans", "arrows"],
          {"evidence": "opa check policy/ && echo CHECK_OK"}, category="workflow"),
        G("050", s, "conftest on OPA 1.0 wants `if` in every rule",
          "Policy parse error.", "Old syntax.", "v1 default.", "Add if/contains.",
          "`policy/deny_latest.rego:7: rego_parse_error: 'if' keyword is missing before rule body`",
          "invented", "near_miss", "the parser said `if` keyword is required before rule body",
          ["code span", "reworded error"], {"evidence": "rego_parse_error"}, category="api_quirk"),
        G("051", s, "labels.rego also broke the policy load",
          "Parse errors in several files.", "Fixing one file.", "Old heads.", "Convert all.",
          "the subagent hit a `rego_parse_error` in `policy/labels.rego:9` as well",
          "invented", "other_call_error", "the parse error was conftest's on deny_latest.rego; the subagent only "
          "listed old heads", ["code spans", "wrong source"], {"evidence": "policy/labels.rego:9"}),
        K("052", s, "opa check lists every file still on old Rego syntax",
          "Finding old-syntax policies.", "Run `opa check policy/`.", "It parses all files.",
          "`opa check policy/` flagged limits.rego and labels.rego before they were converted",
          "invented", "names_false_claim", "opa check ran only after the conversion and printed nothing but "
          "CHECK_OK", ["false outcome", "code span"], {"evidence": "opa check policy/"}),
    ]


def _cdk() -> list[dict[str, Any]]:
    s = "cdk-bootstrap"
    return [
        G("053", s, "A new AWS account/region needs `cdk bootstrap` before the first deploy",
          "`cdk deploy` stops: bootstrap SSM parameter not found.", "Creating the SSM parameter by hand.",
          "The CDKToolkit stack doesn't exist in that environment yet.",
          "`npx cdk bootstrap aws://<account>/<region>`, then deploy.",
          "`SSM parameter /cdk-bootstrap/hnb659fds/version not found. Has the environment been bootstrapped?` → "
          "`npx cdk bootstrap aws://123456789012/eu-west-1` (`Environment aws://123456789012/eu-west-1 bootstrapped.`)"
          " → redeploy OK, `Deployment time: 84.12s`",
          "real", "fix_ran", "bootstrap runs and the next deploy succeeds", ["arrows", "code spans"],
          {"failure": "SSM parameter /cdk-bootstrap/hnb659fds/version not found",
           "fix": "Environment aws://123456789012/eu-west-1 bootstrapped",
           "evidence": "SSM parameter /cdk-bootstrap/hnb659fds/version not found"}, category="env_setup"),
        G("054", s, "Commit cdk.context.json or --no-lookups synth fails on Vpc.fromLookup",
          "CI's `cdk synth --no-lookups` errors at /MediaStack/Vpc.", "Enabling lookups in CI (needs AWS creds).",
          "The VPC lookup result isn't cached in the repo.",
          "Synth once locally with lookups, commit cdk.context.json.",
          "`CI=true npx cdk synth --no-lookups` → `Context lookups have been disabled.` ... ran `npx cdk synth -q` "
          "locally, `git status --short` → `?? cdk.context.json`",
          "real", "other_check_passes", "only the lookup-enabled synth passes; the file stays untracked and the "
          "--no-lookups synth is never re-run", ["arrows", "ellipsis", "code spans"],
          {"failure": "Context lookups have been disabled", "fix": "?? cdk.context.json",
           "evidence": "Context lookups have been disabled"}, category="build_config"),
        G("055", s, "cdk deploy in CI waits forever on the approval prompt: pass --require-approval never",
          "The CI deploy job hangs until timeout.", "Piping `yes` into cdk.",
          "Security-sensitive changes trigger an interactive y/n prompt; CI has no TTY.",
          "`cdk deploy --require-approval never` in the pipeline.",
          "user: \"cdk deploy just sits at 'Do you wish to deploy these changes (y/n)?'\" — assistant offered "
          f"`--require-approval never` [{sid(CDK, 'Should I add')}]",
          "real", "question_offers_flag", "the flag is offered as a question; the person says not now and no "
          "deploy runs with it", ["quoted user text", "dash", "step id inline"],
          {"failure": "Do you wish to deploy these changes (y/n)?", "fix": "Should I add `--require-approval never`",
           "evidence": "Do you wish to deploy these changes (y/n)?"}, category="workflow"),
        G("056", s, "cdk bootstrap creates a staging bucket named after account and region",
          "Unknown buckets appear after bootstrap.", "Deleting them.", "Bootstrap assets bucket.", "Keep it.",
          "bootstrap created `cdk-hnb659fds-assets-123456789012-eu-west-1` and the CDKToolkit stack",
          "invented", "invented_detail", "the bootstrap output names no bucket", ["code span", "invented name"],
          {"evidence": "CDKToolkit: creating CloudFormation changeset"}, category="env_setup"),
        G("057", s, "The media-dev profile lacks iam:PassRole for cdk deploy",
          "Deploy fails on IAM.", "Using the dev profile.", "Missing permission.", "Grant PassRole.",
          "`cdk deploy` failed: `User: arn:aws:iam::123456789012:user/mara is not authorized to perform: "
          "iam:PassRole`",
          "invented", "never_seen_error", "no IAM error appears; the deploy succeeded after bootstrap",
          ["code spans"], {"evidence": "npx cdk deploy MediaStack"}, category="security"),
        K("058", s, "CDK detects bootstrap through an SSM parameter",
          "Checking whether an environment is bootstrapped.",
          "Look for `/cdk-bootstrap/hnb659fds/version` in SSM of that account/region.",
          "cdk deploy reads exactly that parameter and names it when missing.",
          "`MediaStack: SSM parameter /cdk-bootstrap/hnb659fds/version not found.`",
          "real", "knowledge", "the first deploy's error names the parameter", ["code span"],
          {"evidence": "SSM parameter /cdk-bootstrap/hnb659fds/version"}, category="debugging_technique"),
        K("059", s, "One local cdk synth is enough for CI's --no-lookups",
          "CI synth without AWS access.", "Run `npx cdk synth -q` locally once.", "It fills the context cache.",
          "`CI=true npx cdk synth --no-lookups` passed once `npx cdk synth -q` had written cdk.context.json",
          "invented", "names_false_claim", "the --no-lookups synth was never re-run", ["false outcome", "code spans"],
          {"evidence": "npx cdk synth -q"}, category="build_config"),
    ]


def _bicep() -> list[dict[str, Any]]:
    s = "bicep-windows"
    return [
        G("060", s, "Bicep BCP037: sku belongs on storageAccounts, not on blobServices",
          "`az bicep build` fails on main.bicep line 14.", "Moving sku under properties.",
          "blobServices has no sku property.", "Delete the sku block from the blobServices resource.",
          "`az bicep build --file infra\\\\main.bicep` → `C:\\\\Users\\\\hyejin\\\\src\\\\ops-bicep\\\\infra\\\\main.bicep"
          "(14,5) : Error BCP037: The property \"sku\" is not allowed on objects of type "
          "\"Microsoft.Storage/storageAccounts/blobServices\"`; removed sku, re-ran the build → `exit=0`",
          "real", "rerun_passes", "the bicep build is re-run after the edit and exits 0",
          ["doubled backslashes", "Windows paths", "code spans", "exit code"],
          {"failure": "Error BCP037", "fix": "exit=0", "evidence": "Error BCP037"}, category="api_quirk"),
        G("061", s, "Storage account names are global: suffix them with uniqueString",
          "Deployment fails with StorageAccountAlreadyTaken.", "Trying other hand-picked names.",
          "Storage account names are unique across all of Azure.",
          "`take('opsdevlogs${uniqueString(resourceGroup().id)}', 24)`.",
          "`az deployment group create -g rg-ops-dev -f infra\\main.bicep -p infra\\dev.bicepparam` 가 "
          "`StorageAccountAlreadyTaken` (`The storage account named opsdevlogs is already taken.`) 로 실패 → 이름을 "
          "`take('opsdevlogs${uniqueString(resourceGroup().id)}', 24)` 로 바꾼 뒤 재배포 → "
          "`\"provisioningState\": \"Succeeded\"`",
          "real", "edit_then_pass", "the name edit is followed by a successful deployment",
          ["Korean prose", "Windows paths", "code spans", "arrows"],
          {"failure": "StorageAccountAlreadyTaken", "fix": "\"provisioningState\": \"Succeeded\"",
           "evidence": "The storage account named opsdevlogs is already taken."}, category="api_quirk"),
        G("062", s, "Bicep diagnosticSettings need scope set to the target resource",
          "Diagnostic settings don't show on the storage account.", "Deploying them at resource-group level.",
          "Without `scope` the extension resource isn't attached to the account.", "Add `scope: logAccount`.",
          "포털에 진단 설정이 안 보임 → diag.bicep 에 `scope: logAccount` 추가 후 재배포 "
          "`\"provisioningState\": \"Succeeded\"`",
          "real", "confirmation_denied", "the redeploy succeeds but the person says right after that the diagnostic "
          "settings are still missing", ["Korean prose", "arrow", "code spans"],
          {"failure": "진단 설정(diagnostic settings)이 안 붙어 있어요", "fix": "scope: logAccount",
           "evidence": "scope: logAccount"}, category="api_quirk"),
        G("063", s, "sku is not allowed on the storage account resource in Bicep",
          "BCP037.", "sku.", "Type mismatch.", "Remove sku.",
          "`Error BCP037: The property \"sku\" is not allowed on objects of type "
          "\"Microsoft.Storage/storageAccounts\"`",
          "invented", "near_miss", "the type was .../storageAccounts/blobServices", ["code span", "truncated type"],
          {"evidence": "Error BCP037"}, category="api_quirk"),
        G("064", s, "az bicep build catches taken storage account names",
          "Name clash.", "Deploying to find out.", "Global names.", "Build first.",
          "`az bicep build --file infra\\main.bicep` failed with `StorageAccountAlreadyTaken`",
          "invented", "other_call_error", "the name clash came from az deployment group create; the build only "
          "reported BCP037", ["code spans", "wrong call"], {"evidence": "StorageAccountAlreadyTaken"}),
        K("065", s, "az bicep build 로 배포 전에 컴파일 오류를 먼저 확인",
          "Bicep 템플릿 수정 후 배포 전.", "`az bicep build` 로 먼저 컴파일하고 `$LASTEXITCODE` 를 확인한다.",
          "배포 검증까지 가지 않고 타입 오류(BCP037 등)를 바로 볼 수 있다.",
          "`az bicep build --file infra\\main.bicep; echo \"exit=$LASTEXITCODE\"` → `exit=0`",
          "real", "knowledge", "the build call with its exit code echo", ["Korean prose", "code span", "Windows path"],
          {"evidence": "echo \"exit=$LASTEXITCODE\""}, category="workflow"),
        K("066", s, "what-if 로 배포 전에 템플릿 검증",
          "배포 전 확인.", "`az deployment group what-if` 를 먼저 실행.", "검증 오류를 미리 본다.",
          "`az deployment group what-if` 가 `InvalidTemplate: Deployment template validation failed` 를 보여줌",
          "invented", "never_seen_error", "what-if never ran and no InvalidTemplate error appears",
          ["Korean prose", "code spans"], {"evidence": "az deployment group create"}),
    ]


def _maui() -> list[dict[str, Any]]:
    s = "maui-android-windows"
    return [
        G("067", s, "SDK-only machines need `dotnet workload restore` for MAUI Android",
          "`dotnet build -f net8.0-android` fails with NETSDK1147.", "Installing Visual Studio just for the workload.",
          "The maui-android workload isn't installed with the bare SDK.", "`dotnet workload restore`.",
          "`error NETSDK1147: To build this project, the following workloads must be installed: maui-android` → "
          "`dotnet workload restore` → `Successfully installed workload(s) maui-android.`",
          "real", "fix_ran", "workload restore runs successfully and NETSDK1147 does not return in the next build",
          ["arrows", "code spans"],
          {"failure": "NETSDK1147", "fix": "Successfully installed workload(s) maui-android",
           "evidence": "NETSDK1147"}, category="env_setup"),
        G("068", s, "XA5207: let InstallAndroidDependencies fetch the missing android-34 platform",
          "Build stops with XA5207, android.jar for API 34 missing.", "Hunting for sdkmanager by hand.",
          "The SDK directory has platform-tools but no platforms;android-34.",
          "`dotnet build -t:InstallAndroidDependencies ... -p:AcceptAndroidSDKLicenses=True`.",
          "```\nerror XA5207: Could not find android.jar for API level 34.\n```\n"
          "`dotnet build -t:InstallAndroidDependencies -f net8.0-android -p:AndroidSdkDirectory=C:\\Android\\sdk "
          "-p:AcceptAndroidSDKLicenses=True`, then the normal build: "
          "`FieldLog -> C:\\Users\\oskar\\source\\repos\\FieldLog\\bin\\Debug\\net8.0-android\\FieldLog.dll`",
          "real", "rerun_passes", "after the dependency install the same build command succeeds",
          ["fenced block", "Windows paths", "code spans"],
          {"failure": "XA5207", "fix": "FieldLog -> C:\\Users\\oskar", "evidence": "XA5207"}, category="env_setup"),
        G("069", s, "Pin AndroidSdkDirectory in Directory.Build.props to stop XA5300",
          "Builds without -p:AndroidSdkDirectory fail with XA5300.", "Typing the property on every build.",
          "The SDK is at a custom path nothing else knows about.",
          "`<AndroidSdkDirectory>C:\\Android\\sdk</AndroidSdkDirectory>` in Directory.Build.props.",
          f"[{sid(MAUI, 'error XA5300')}] XA5300 (`The Android SDK directory could not be found.`) without the "
          "property; wrote `<AndroidSdkDirectory>C:\\Android\\sdk</AndroidSdkDirectory>` into Directory.Build.props",
          "real", "never_run", "the props file is written but no build without -p runs afterwards",
          ["step id inline", "Windows path", "code spans"],
          {"failure": "The Android SDK directory could not be found",
           "fix": "<AndroidSdkDirectory>C:\\Android\\sdk</AndroidSdkDirectory>", "evidence": "XA5300"},
          category="build_config", scope="project"),
        G("070", s, "MAUI Android builds need the maui-android workload",
          "NETSDK1147.", "No workload.", "Bare SDK.", "Restore workloads.",
          "`error NETSDK1147: the workload maui-android is not installed`",
          "invented", "near_miss", "the real text: To build this project, the following workloads must be "
                                   "installed: maui-android", ["code span", "reworded error"],
          {"evidence": "NETSDK1147"}, category="env_setup"),
        G("071", s, "dotnet workload restore needs the Android SDK path",
          "Workload restore fails.", "No SDK path.", "Missing SDK.", "Pass AndroidSdkDirectory.",
          "`dotnet workload restore` printed `error XA5300: The Android SDK directory could not be found`",
          "invented", "other_call_error", "workload restore succeeded; XA5300 came from the following build",
          ["code spans", "wrong call"], {"evidence": "dotnet workload restore"}, category="env_setup"),
        K("072", s, "InstallAndroidDependencies installs the Android packages a MAUI project needs",
          "Setting up Android builds without Android Studio.",
          "`dotnet build -t:InstallAndroidDependencies -f net8.0-android -p:AndroidSdkDirectory=<dir> "
          "-p:AcceptAndroidSDKLicenses=True`.", "It reads the project's API level and installs matching packages.",
          "`-t:InstallAndroidDependencies` → `Installing Android SDK package 'platforms;android-34'...` and "
          "`'build-tools;34.0.0'`, `Build succeeded.`",
          "real", "knowledge", "the dependency install step's output", ["code spans", "arrow", "ellipsis"],
          {"evidence": "Installing Android SDK package 'platforms;android-34'"}, category="env_setup"),
        K("073", s, "First MAUI Android build after the SDK setup is quick",
          "Expecting a long first build.", "Just build.", "Packages are cached.",
          "build used `Android SDK Build-Tools 34.0.0` and finished in `Time Elapsed 00:00:48.20`",
          "invented", "invented_detail", "the build took 00:01:52.61 and never names the build-tools that way",
          ["code spans", "invented numbers"], {"evidence": "Time Elapsed"}, category="performance"),
    ]


def records() -> list[dict[str, Any]]:
    return [*_opa(), *_cdk(), *_bicep(), *_maui()]
