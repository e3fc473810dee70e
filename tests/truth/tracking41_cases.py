"""The case tables of the forty-first tracking corpus (written by build_tracking41.py), and its first cases:
a webpack build stopped at V8's default heap limit, the AWS CLI with no region, and python3 -m venv on
Debian/Ubuntu without python3-venv (Korean). The other cases are in tracking41_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t41-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- a webpack build at V8's default heap limit ------------------------------------------------------------

def _oom(pid: str, ms: str, head: str, lead: str = "") -> str:
    lines = [*head.split("\n"), "<--- Last few GCs --->", "",
             f"[{pid}]    {ms} ms: Mark-Compact 2031.6 (2083.4) -> 2030.1 (2083.9) MB, 1671.42 / 0.01 ms  "
             "(average mu = 0.141, current mu = 0.018) allocation failure; scavenge might not succeed", "", "",
             "<--- JS stacktrace --->", "",
             "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
             "----- Native stack trace -----", "",
             " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
             " 2: 0xf06bd0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&)"
             " [node]",
             " 3: 0x10e3f35 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, "
             "v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]"]
    return "\n".join(lead + x for x in lines) + "\n"


WEBPACK_HEAD = "\n> atlas-web@{v} build\n> webpack --mode production --config webpack.prod.js\n"
WEBPACK_OK = ("asset main.8a2d41c7.js 3.84 MiB [emitted] [immutable] [minimized] [big] (name: main) 2 related assets\n"
              "asset vendors.1b9e07f3.js 1.12 MiB [emitted] [immutable] [minimized] [big] (name: vendors)\n"
              "orphan modules 9.21 MiB [orphan] 2113 modules\n"
              "webpack 5.91.0 compiled with 3 warnings in {ms} ms\n")


def node_heap() -> None:
    lid = "t41-node-heap"
    T.source("s-node-heap", "/home/mira/src/atlas-web", "2025-05-06T08:40:00Z", "feat/charts-v2",
             user("npm run build keeps dying on the charts branch, about a minute and a half in. Can you look?"),
             err("npm run build", _oom("48211:0x5d3c9a0", "91873", WEBPACK_HEAD.format(v="3.4.0")) +
                 "Aborted (core dumped)\n", 134),
             ok("node -e \"console.log(require('v8').getHeapStatistics().heap_size_limit / 1048576)\"", "2096\n"),
             say("The build process stops at V8's default heap limit (about 2 GB); the box has 32 GB free. I'll "
                 "raise the old-space limit for the build only."),
             ok("NODE_OPTIONS=--max-old-space-size=6144 npm run build",
                WEBPACK_HEAD.format(v="3.4.0") + "\n" + WEBPACK_OK.format(ms="148213")))
    T.lesson(lid, "global", "en", "s-node-heap", "tool_quirk",
             "webpack production build dies at V8's default heap limit",
             "`npm run build` aborts after about 90 seconds with FATAL ERROR: Reached heap limit Allocation failed -"
             " JavaScript heap out of memory and exit code 134, although the machine has plenty of free memory.",
             "It looks like a webpack or loader bug, or a leak; free RAM does not matter, because node never grows "
             "its old space past the limit it picked at start-up.",
             "V8's default old-space limit (heap_size_limit printed 2096 MB) is smaller than what the charts bundle "
             "with source maps needs.",
             "Raise the heap for the build process: `NODE_OPTIONS=--max-old-space-size=6144 npm run build`; the same "
             "flag can be given to node directly (`node --max-old-space-size=6144 node_modules/webpack/bin/webpack.js"
             "`) or set in the shell / CI environment as NODE_OPTIONS.",
             ["`npm run build` failed with `FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of"
              " memory`",
              "`NODE_OPTIONS=--max-old-space-size=6144 npm run build` then finished: `webpack 5.91.0 compiled with 3 "
              "warnings in 148213 ms`"])
    T.later("l-heap-fish", "/home/mira/src/atlas-web", "2025-06-17T10:05:00Z", "release/3.5",
            user("Cut the 3.5 release bundle. My login shell is fish, run it through fish please."),
            ok("fish -c 'set -gx NODE_OPTIONS --max-old-space-size=6144; npm run build'",
               WEBPACK_HEAD.format(v="3.5.0") + "\n" + WEBPACK_OK.format(ms="151204")),
            ok("ls dist", "index.html\nmain.8a2d41c7.js\nmain.8a2d41c7.js.map\nvendors.1b9e07f3.js\n"))
    T.pair(lid, "l-heap-fish", "applied", "NODE_OPTIONS=--max-old-space-size=6144 exported in fish before npm run "
           "build, which passes; no heap failure first")
    T.later("l-heap-script", "/home/mira/src/atlas-admin", "2025-07-02T13:20:00Z", "main",
            user("Nobody should have to remember an env var for the admin build. Put the heap size into the build "
                 "script itself and run it."),
            read("/home/mira/src/atlas-admin/package.json",
                 '{\n  "name": "atlas-admin",\n  "version": "1.8.0",\n  "scripts": {\n    "build": "webpack --mode '
                 'production",\n    "start": "webpack serve"\n  }\n}\n'),
            edit("/home/mira/src/atlas-admin/package.json", '"build": "webpack --mode production"',
                 '"build": "node --max-old-space-size=6144 node_modules/webpack/bin/webpack.js --mode production"'),
            ok("npm run build", "\n> atlas-admin@1.8.0 build\n> node --max-old-space-size=6144 node_modules/webpack/"
               "bin/webpack.js --mode production\n\nasset main.c01f5e2a.js 2.91 MiB [emitted] [immutable] [minimized]"
               " [big] (name: main)\nwebpack 5.91.0 compiled with 2 warnings in 97311 ms\n"))
    T.pair(lid, "l-heap-script", "applied", "the build script now runs node --max-old-space-size=6144 on webpack, and"
           " npm run build passes with no heap failure before it")
    T.later("l-heap-pwsh", "C:\\Users\\mira\\src\\atlas-web", "2025-07-21T07:45:00Z", "main",
            user("Build atlas-web on this Windows laptop for the demo, PowerShell please."),
            err("pwsh -NoProfile -Command 'npm run build'",
                _oom("11408:000001F2A7C3B0E0", "88410", WEBPACK_HEAD.format(v="3.6.1")), 3),
            say("Same heap limit as on Linux; setting NODE_OPTIONS for this PowerShell process."),
            ok("pwsh -NoProfile -Command '$env:NODE_OPTIONS=\"--max-old-space-size=8192\"; npm run build'",
               WEBPACK_HEAD.format(v="3.6.1") + "\n" + WEBPACK_OK.format(ms="163877")))
    T.pair(lid, "l-heap-pwsh", "recurred", "npm run build on Windows dies with JavaScript heap out of memory before "
           "NODE_OPTIONS is set; the later fix does not undo the recurrence")
    dh = "#14 [build 6/6] RUN npm run build\n#14 0.412 \n#14 0.412 > admin-console@1.9.2 build\n#14 0.412 > vite " \
         "build\n#14 0.412 \n#14 1.120 vite v5.2.11 building for production...\n#14 1.377 transforming..."
    T.later("l-heap-docker", "/home/mira/src/admin-console", "2025-08-04T09:10:00Z", "ci/docker-build",
            user("The admin-console image build fails in CI since the charts merge. Reproduce it locally and fix."),
            err("docker build -t admin-console:ci .", _oom("1:0x6a1b2c0", "95102", dh, "#14 96.84 ") +
                "#14 ERROR: process \"/bin/sh -c npm run build\" did not complete successfully: exit code: 134\n"
                "ERROR: failed to solve: process \"/bin/sh -c npm run build\" did not complete successfully: exit "
                "code: 134\n"),
            edit("/home/mira/src/admin-console/Dockerfile", "RUN npm run build",
                 "ENV NODE_OPTIONS=--max-old-space-size=4096\nRUN npm run build"),
            ok("docker build -t admin-console:ci .", "#14 [build 6/6] RUN npm run build\n#14 71.20 ✓ built in "
               "70.41s\n#14 DONE 72.0s\n#17 exporting to image\n#17 naming to docker.io/library/admin-console:ci "
               "done\n"))
    T.pair(lid, "l-heap-docker", "recurred", "RUN npm run build in the image hits FATAL ERROR: Reached heap limit "
           "(exit code 134) before ENV NODE_OPTIONS is added")
    T.later("l-heap-legacy", "/home/mira/src/old-dashboard", "2025-06-25T15:00:00Z", "main",
            user("The old dashboard (still webpack 4) won't build on Node 20. Get a build out of it."),
            err("npm run build", "\n> old-dashboard@0.14.2 build\n> webpack --mode production\n\nError: error:0308010C"
                ":digital envelope routines::unsupported\n    at new Hash (node:internal/crypto/hash:79:19)\n    at "
                "Object.createHash (node:crypto:139:10)\n    at module.exports (/home/mira/src/old-dashboard/"
                "node_modules/webpack/lib/util/createHash.js:135:53)\n{\n  library: 'digital envelope routines',\n  "
                "reason: 'unsupported',\n  code: 'ERR_OSSL_EVP_UNSUPPORTED'\n}\n\nNode.js v20.14.0\n"),
            ok("NODE_OPTIONS=--openssl-legacy-provider npm run build",
               "\n> old-dashboard@0.14.2 build\n> webpack --mode production\n\nHash: 5be1c0d2f7a9e4b3c6d1\nVersion: "
               "webpack 4.46.0\nTime: 21873ms\n    main.js  1.02 MiB       0  [emitted]  [big]  main\n"))
    T.pair(lid, "l-heap-legacy", "neither", "NODE_OPTIONS carries --openssl-legacy-provider for webpack 4's "
           "ERR_OSSL_EVP_UNSUPPORTED, a different error; no heap limit is hit or raised")
    T.later("l-heap-killed", "/home/mira/src/atlas-docs", "2025-07-10T18:30:00Z", "main",
            user("The docs build gets killed on the 1 GB preview VM. Why?"),
            err("npm run build", "\n> atlas-docs@0.9.1 build\n> vite build\n\nvite v5.2.11 building for production..."
                "\ntransforming...\nKilled\n", 137),
            ok("sudo dmesg | tail -2", "[81234.551203] Out of memory: Killed process 2210 (node) total-vm:11893412kB,"
               " anon-rss:905112kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:2620kB oom_score_adj:0\n"
               "[81234.602811] oom_reaper: reaped process 2210 (node), now anon-rss:0kB, file-rss:0kB\n"),
            say("This is the kernel's OOM killer: the VM has 1 GB and no swap. V8 never reached its own limit."),
            ok("sudo fallocate -l 2G /swapfile && sudo chmod 600 /swapfile && sudo mkswap /swapfile && "
               "sudo swapon /swapfile", "Setting up swapspace version 1, size = 2 GiB (2147479552 bytes)\n"
               "no label, UUID=3b9c2f1e-7a40-4d55-9e0b-61c2a8f4d7e3\n"),
            ok("npm run build", "\n> atlas-docs@0.9.1 build\n> vite build\n\nvite v5.2.11 building for production..."
               "\n✓ 412 modules transformed.\n✓ built in 41.22s\n"))
    T.pair(lid, "l-heap-killed", "neither", "the build is Killed (137) by the kernel OOM killer on a 1 GB VM, not "
           "V8's heap limit; fixed with swap, no heap flag")
    T.later("l-heap-before", "/home/mira/src/atlas-web", "2025-04-22T11:00:00Z", "feat/maps",
            user("Build the maps branch."),
            ok("NODE_OPTIONS=--max-old-space-size=4096 npm run build",
               WEBPACK_HEAD.format(v="3.3.2") + "\n" + WEBPACK_OK.format(ms="120940")))
    T.pair(lid, "l-heap-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-ci-docker", "neither", "the image build stops at npm ci on an out-of-sync lock file; npm run build "
           "never runs and no heap limit is involved")


# --- the AWS CLI with no region ----------------------------------------------------------------------------

NO_REGION = "\nYou must specify a region. You can also configure your region by running \"aws configure\".\n"


def aws_region() -> None:
    lid = "t41-aws-region"
    desc = "aws ec2 describe-instances --filters Name=tag:team,Values=payments Name=instance-state-name,Values=running"
    q = " --query 'Reservations[].Instances[].InstanceId' --output text"
    T.source("s-aws-region", "/home/ops/infra-tools", "2025-05-08T14:02:00Z", "main",
             user("List the running instances tagged team=payments in the Frankfurt account. I exported the ops-ci "
                  "access keys in this shell."),
             err(desc + q, NO_REGION, 253),
             ok("aws configure list", "      Name                    Value             Type    Location\n      ----"
                "                    -----             ----    --------\n   profile                <not set>"
                "             None    None\naccess_key     ****************Q7XM              env    \nsecret_key     "
                "****************m2Ka              env    \n    region                <not set>             None    "
                "None\n"),
             say("Keys come from the environment but nothing sets a region. Frankfurt is eu-central-1."),
             ok(desc + " --region eu-central-1" + q, "i-0a4c1e97f3b2d8e51\ti-07f9b1c3d2e4a6f80\n"))
    T.lesson(lid, "global", "en", "s-aws-region", "env_setup",
             "AWS CLI with access keys in the environment but no region refuses EC2 calls",
             "`aws ec2 describe-instances` exits 253 with You must specify a region. You can also configure your "
             "region by running \"aws configure\".",
             "Exporting AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY looks like a complete setup, and the message "
             "points at the interactive aws configure, which is not what a CI shell wants.",
             "Without a profile in ~/.aws/config nothing supplies a region; `aws configure list` shows region "
             "<not set> while the keys come from env.",
             "Name the region: `--region eu-central-1` on the command, or AWS_REGION / AWS_DEFAULT_REGION in the "
             "environment, or `region = eu-central-1` in the profile's section of ~/.aws/config.",
             ["the first call failed: `You must specify a region. You can also configure your region by running`",
              "`aws configure list` showed region `<not set>`",
              "with `--region eu-central-1` it printed `i-0a4c1e97f3b2d8e51`"])
    T.later("l-aws-zsh", "/home/ops/infra-tools", "2025-06-16T09:30:00Z", "main",
            user("How many ECS clusters do we have in Oregon? Use zsh, my aliases are there."),
            ok("zsh -c 'AWS_DEFAULT_REGION=us-west-2 aws ecs list-clusters --query \"length(clusterArns)\"'", "7\n"))
    T.pair(lid, "l-aws-zsh", "applied", "AWS_DEFAULT_REGION=us-west-2 given with the aws call, which passes; no "
           "region error first")
    T.later("l-aws-config", "/home/ops/queue-audit", "2025-07-08T16:12:00Z", "main",
            user("Set up an ops profile for Seoul on this box (creds come from the vault helper) and list the SQS "
                 "queues there."),
            write("/home/ops/.aws/config", "[profile ops]\nregion = ap-northeast-2\noutput = json\n"
                  "credential_process = /usr/local/bin/vault-aws-creds ops\n"),
            ok("aws --profile ops sqs list-queues --query 'QueueUrls[]' --output text",
               "https://sqs.ap-northeast-2.amazonaws.com/381204556712/orders-events\thttps://sqs.ap-northeast-2."
               "amazonaws.com/381204556712/orders-events-dlq\n"))
    T.pair(lid, "l-aws-config", "applied", "region = ap-northeast-2 written into the profile in ~/.aws/config, then "
           "the call passes with no region error")
    rds = "aws rds describe-db-instances --query \"DBInstances[].DBInstanceIdentifier\" --output text"
    T.later("l-aws-ssh", "/home/ops/infra-tools", "2025-07-15T08:05:00Z", "main",
            user("Check which RDS instances the bastion role can see, from bastion-2 itself."),
            err(f"ssh bastion-2 '{rds}'", NO_REGION, 253),
            ok(f"ssh bastion-2 'AWS_REGION=eu-west-1 {rds}'", "orders-prod\treporting-replica\n"))
    T.pair(lid, "l-aws-ssh", "recurred", "on bastion-2 the aws call fails with You must specify a region before "
           "AWS_REGION is added")
    dk = "docker run --rm -e AWS_ACCESS_KEY_ID -e AWS_SECRET_ACCESS_KEY"
    lf = " amazon/aws-cli lambda list-functions --query 'Functions[].FunctionName' --output text"
    T.later("l-aws-docker", "/home/ops/lambda-inventory", "2025-08-12T12:40:00Z", "main",
            user("Use the aws-cli container, not my local install, to list our lambdas in Frankfurt."),
            err(dk + lf, NO_REGION, 253),
            ok(dk + " -e AWS_REGION=eu-central-1" + lf, "orders-webhook\tinvoice-render\tnightly-export\n"))
    T.pair(lid, "l-aws-docker", "recurred", "the aws-cli container gets keys but no region and prints You must "
           "specify a region, before -e AWS_REGION is added")
    T.later("l-aws-creds", "/home/ops/reports", "2025-06-27T10:00:00Z", "main",
            user("Pull the June report files from s3://acme-reports/2025/06/."),
            err("aws s3 ls s3://acme-reports/2025/06/", "Unable to locate credentials. You can configure credentials "
                "by running \"aws configure\".\n", 253),
            say("This shell has no AWS credentials at all. Run `aws sso login --profile reports` yourself (it "
                "opens a browser) and tell me when it's done."),
            user("Fine, I'll do it after lunch."))
    T.pair(lid, "l-aws-creds", "neither", "a different error from the aws CLI (Unable to locate credentials); no "
           "region error and no region given")
    T.later("l-aws-doc", "/home/ops/infra-tools", "2025-07-29T14:15:00Z", "docs/runbook",
            user("New people keep hitting 'You must specify a region. You can also configure your region by running "
                 "\"aws configure\".' in the CI containers. Add a troubleshooting entry to docs/runbook.md."),
            edit("/home/ops/infra-tools/docs/runbook.md", "## Troubleshooting\n",
                 "## Troubleshooting\n\n### You must specify a region\n\nThe CI containers get keys but no profile. "
                 "Add `--region eu-central-1` or run `export AWS_REGION=eu-central-1` first.\n"),
            ok("git add docs/runbook.md && git commit -m 'runbook: AWS region troubleshooting'",
               "[docs/runbook 3c1d2e0] runbook: AWS region troubleshooting\n 1 file changed, 6 insertions(+)\n"))
    T.pair(lid, "l-aws-doc", "neither", "the error is only quoted by the person and the fix only written into the "
           "runbook; no aws command runs")
    T.later("l-aws-before", "/home/ops/infra-tools", "2025-04-09T09:00:00Z", "main",
            user("Which VPCs exist in Frankfurt?"),
            err("aws ec2 describe-vpcs --query 'Vpcs[].VpcId' --output text", NO_REGION, 253),
            ok("aws ec2 describe-vpcs --region eu-central-1 --query 'Vpcs[].VpcId' --output text",
               "vpc-0c1d9e3f5a7b2c4d6\tvpc-04e2b8a1f9c3d7e50\n"))
    T.pair(lid, "l-aws-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-hk-rsync", "neither", "ssh/rsync to a rebuilt host fails on a changed host key; no aws call")


# --- python3 -m venv without python3-venv (Korean) ------------------------------------------------------------

def venv_msg(ver: str, failing: str) -> str:
    return ("The virtual environment was not created successfully because ensurepip is not\navailable.  On Debian/"
            "Ubuntu systems, you need to install the python3-venv\npackage using the following command.\n\n    apt "
            f"install python{ver}-venv\n\nYou may need to use sudo with that command.  After installing the python3-"
            "venv\npackage, recreate your virtual environment.\n\n"
            f"Failing command: {failing}\n")


APT_VENV = ("Reading package lists...\nBuilding dependency tree...\nReading state information...\nThe following NEW "
            "packages will be installed:\n  python3-pip-whl python3-setuptools-whl python{v}-venv\n0 upgraded, 3 "
            "newly installed, 0 to remove and 12 not upgraded.\nSetting up python{v}-venv ({d}) ...\n")


def venv() -> None:
    lid = "t41-venv-ensurepip"
    T.source("s-venv-ensurepip", "/home/jiwoo/work/label-tool", "2025-05-10T05:20:00Z", "main",
             user("새 우분투 24.04 서버야. 이 프로젝트용 가상환경 만들고 requirements 설치해 줘."),
             err("python3 -m venv .venv", venv_msg("3.12", "/home/jiwoo/work/label-tool/.venv/bin/python3")),
             say("우분투의 python3에는 ensurepip가 빠져 있어서 python3.12-venv 패키지를 먼저 설치해야 합니다."),
             ok("sudo apt-get install -y python3.12-venv", APT_VENV.format(v="3.12", d="3.12.3-1ubuntu0.5")),
             ok("rm -rf .venv && python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt && "
                ".venv/bin/python -c \"import fastapi; print(fastapi.__version__)\"", "0.111.0\n"))
    T.lesson(lid, "global", "ko", "s-venv-ensurepip", "env_setup",
             "우분투/데비안에서 python3 -m venv가 ensurepip 없음으로 실패함",
             "`python3 -m venv .venv`가 종료 코드 1과 함께 `because ensurepip is not` 로 시작하는 메시지를 내고 "
             "가상환경을 만들지 못한다.",
             "python3 자체는 설치되어 있어서 venv도 될 것처럼 보이지만, 배포판 python3에는 venv가 쓰는 ensurepip가 "
             "들어 있지 않다. 실패한 뒤 반쯤 만들어진 .venv 디렉터리가 남는다.",
             "Debian/Ubuntu는 ensurepip를 python3-venv(버전별로 python3.12-venv 등) 패키지로 분리해 두었다.",
             "`sudo apt-get install -y python3.12-venv`처럼 해당 파이썬 버전의 venv 패키지(python3-venv)를 설치하고, "
             "남은 .venv를 지운 뒤 가상환경을 다시 만든다.",
             ["`python3 -m venv .venv` 실패: `apt install python3.12-venv`",
              "`sudo apt-get install -y python3.12-venv` 후 다시 만든 venv에서 `0.111.0` 출력"])
    T.later("l-venv-docker", "/home/jiwoo/work/ocr-worker", "2025-06-19T02:30:00Z", "docker",
            user("워커 이미지를 ubuntu:24.04 기반으로 바꾸고 빌드해 줘."),
            write("/home/jiwoo/work/ocr-worker/Dockerfile",
                  "FROM ubuntu:24.04\nRUN apt-get update && apt-get install -y --no-install-recommends python3 "
                  "python3-venv && python3 -m venv /opt/venv\nCOPY requirements.txt /tmp/\nRUN /opt/venv/bin/pip "
                  "install -r /tmp/requirements.txt\nCOPY . /app\n"
                  "CMD [\"/opt/venv/bin/python\", \"/app/worker.py\"]\n"),
            ok("docker build -t ocr-worker:dev .",
               "#6 [2/5] RUN apt-get update && apt-get install -y --no-install-recommends python3 python3-venv && "
               "python3 -m venv /opt/venv\n#6 DONE 24.1s\n#8 [4/5] RUN /opt/venv/bin/pip install -r /tmp/"
               "requirements.txt\n#8 DONE 31.7s\n#10 naming to docker.io/library/ocr-worker:dev done\n"))
    T.pair(lid, "l-venv-docker", "applied", "the Dockerfile installs python3-venv before python3 -m venv and the "
           "build passes; no ensurepip failure first")
    T.later("l-venv-ssh", "/home/jiwoo/work/ingest", "2025-07-11T06:00:00Z", "main",
            user("app-02(우분투 22.04)에 ingest 배포용 venv 만들어 줘."),
            ok("ssh deploy@app-02 'sudo apt-get install -y python3.10-venv && python3 -m venv /srv/ingest/venv && "
               "/srv/ingest/venv/bin/pip --version'",
               APT_VENV.format(v="3.10", d="3.10.12-1~22.04.4") +
               "pip 22.0.2 from /srv/ingest/venv/lib/python3.10/site-packages/pip (python 3.10)\n"))
    T.pair(lid, "l-venv-ssh", "applied", "python3.10-venv installed over ssh before python3 -m venv, which passes")
    T.later("l-venv-debian", "/home/jiwoo/work/label-tool", "2025-08-01T01:40:00Z", "main",
            user("데비안 12 빌드 서버에서도 돌려 보자. env 만들고 테스트 돌려 줘."),
            err("python3 -m venv env", venv_msg("3.11", "/home/jiwoo/work/label-tool/env/bin/python3")),
            ok("sudo apt-get install -y python3.11-venv && rm -rf env && python3 -m venv env && env/bin/pip install -q"
               " -r requirements.txt && env/bin/python -m pytest -q", "........................ [100%]\n"
               "24 passed in 3.12s\n"))
    T.pair(lid, "l-venv-debian", "recurred", "python3 -m venv on Debian 12 fails again on missing ensurepip "
           "(python3.11-venv) before the package is installed")
    T.later("l-venv-make", "/home/jiwoo/work/metrics-api", "2025-08-20T04:10:00Z", "feat/alerts",
            user("make test 돌려 줘."),
            err("make test", "python3 -m venv .venv\n" + venv_msg("3.12", "/home/jiwoo/work/metrics-api/.venv/bin/"
                "python3") + "make: *** [Makefile:7: .venv/bin/activate] Error 1\n", 2),
            say("이 서버에는 python3.12-venv가 없습니다. sudo apt-get install -y python3.12-venv 가 필요합니다."),
            user("여기는 sudo 권한이 없어. 일단 멈춰."))
    T.pair(lid, "l-venv-make", "recurred", "the Makefile's python3 -m venv fails with ensurepip is not available")
    T.later("l-venv-perm", "/home/jiwoo/work/tools", "2025-06-30T03:00:00Z", "main",
            user("공용 도구용 venv를 /opt/tools/venv 에 만들어 줘."),
            err("python3 -m venv /opt/tools/venv", "Error: [Errno 13] Permission denied: '/opt/tools/venv'\n"),
            ok("sudo mkdir -p /opt/tools && sudo chown jiwoo: /opt/tools && python3 -m venv /opt/tools/venv && "
               "ls /opt/tools/venv", "bin\ninclude\nlib\nlib64\npyvenv.cfg\n"))
    T.pair(lid, "l-venv-perm", "neither", "python3 -m venv fails on a permission error, a different error; "
           "python3-venv is never installed")
    T.later("l-venv-uv", "/home/jiwoo/work/label-tool-v2", "2025-07-25T07:30:00Z", "main",
            user("v2는 uv로 관리하기로 했어. 환경 만들어 줘."),
            ok("uv venv && uv pip install -r requirements.txt",
               "Using CPython 3.12.3 interpreter at: /usr/bin/python3\nCreating virtual environment at: .venv\n"
               "Activate with: source .venv/bin/activate\nResolved 34 packages in 412ms\nInstalled 34 packages in "
               "88ms\n"))
    T.pair(lid, "l-venv-uv", "neither", "uv venv creates the environment without ensurepip; no python3 -m venv "
           "failure and no python3-venv install")
    T.later("l-venv-before", "/home/jiwoo/work/scraper", "2025-04-28T08:00:00Z", "main",
            user("scraper용 venv 만들어 줘."),
            err("python3 -m venv .venv", venv_msg("3.12", "/home/jiwoo/work/scraper/.venv/bin/python3")),
            ok("sudo apt-get install -y python3.12-venv && rm -rf .venv && python3 -m venv .venv",
               APT_VENV.format(v="3.12", d="3.12.3-1ubuntu0.1")))
    T.pair(lid, "l-venv-before", "neither", "dated before the lesson's source session")


FILLS = [node_heap, aws_region, venv]
