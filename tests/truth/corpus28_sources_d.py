"""Scripted sessions of the twenty-eighth corpus, part four: a Concourse pipeline through fly under WSL, a BIND 9
forward and reverse zone with a secondary and DNSSEC, DeepSpeed ZeRO-2 in a container (in Korean), a GnuCOBOL payroll
batch moved off a mainframe, a vibe.d service built with dub and LDC (a fish user, a rejected tool use)."""
from __future__ import annotations

from tests.truth.corpus28_common import REJECTED

SET = "fly -t main set-pipeline -p webapp -c ci/pipeline.yml --non-interactive"
EXECUTE = "fly -t main execute -c ci/tasks/deploy.yml -i repo=."
CONCOURSE = [
    ("user", "set the new pipeline ci/pipeline.yml on our concourse (https://ci.internal.dev), team main. I'm on WSL"),
    ("bash", SET, "Exit code 1\nerror: unknown target: main", True),
    ("say", "There's no fly target called main on this machine yet. Logging in goes through a browser flow I can't "
            "complete from here; please run `fly -t main login -c https://ci.internal.dev -n main` in your terminal."),
    ("user", "done, logged in"),
    ("bash", SET, "Exit code 1\nerror: invalid pipeline config:\n- jobs.deploy.plan.do[0].get(image): unknown resource "
                  "'image'\n", True),
    ("bash", "grep -n '^  - name: ' ci/pipeline.yml",
     "3:  - name: repo\n9:  - name: app-image\n18:  - name: build\n31:  - name: deploy", False),
    ("edit", "/home/ines/webapp/ci/pipeline.yml", "      - get: image\n        trigger: true\n",
     "      - get: app-image\n        trigger: true\n"),
    ("bash", "fly validate-pipeline -c ci/pipeline.yml", "looks good", False),
    ("bash", "fly -t main unpause-pipeline -p webapp", "Exit code 1\nerror: pipeline 'webapp' not found", True),
    ("bash", SET,
     "resources:\n  resource repo has been added:\n  resource app-image has been added:\njobs:\n  job build has been "
     "added:\n  job deploy has been added:\npipeline created!\nyou can view your pipeline here: "
     "https://ci.internal.dev/teams/main/pipelines/webapp\n\nthe pipeline is currently paused. to unpause, either:\n"
     "  - run the unpause-pipeline command:\n    fly -t main unpause-pipeline -p webapp\n  - click play next to the "
     "pipeline in the web ui", False),
    ("bash", "fly -t main trigger-job -j webapp/build", "Exit code 1\nerror: pipeline 'webapp' is paused", True),
    ("say", "New pipelines are created paused, and my unpause ran before the pipeline existed, so it did nothing. "
            "Should I run `fly -t main unpause-pipeline -p webapp` now?"),
    ("user", "no, leave it paused until Marek has reviewed the deploy job, that's the point of it starting paused. "
             "but try the deploy task locally with fly execute"),
    ("bash", EXECUTE,
     "Exit code 1\nuploading repo done\nexecuting build 412 at https://ci.internal.dev/builds/412 \ninitializing\n"
     "selected worker: worker-2\nrunning ci/deploy.sh\nci/deploy.sh: line 4: kubectl: command not found\nfailed",
     True),
    ("say", "The task image is alpine/git, which has no kubectl. Switching the task to bitnami/kubectl:1.30."),
    ("edit", "/home/ines/webapp/ci/tasks/deploy.yml", "    repository: alpine/git\n",
     "    repository: bitnami/kubectl\n    tag: \"1.30\"\n"),
    ("bash", EXECUTE,
     "Exit code 1\nuploading repo done\nexecuting build 413 at https://ci.internal.dev/builds/413 \ninitializing\n"
     "selected worker: worker-1\nrunning ci/deploy.sh\nThe connection to the server localhost:8080 was refused - did "
     "you specify the right host or port?\nfailed", True),
    ("say", "kubectl runs now. The remaining error is expected locally: in the pipeline the kubeconfig comes from "
            "((kubeconfig)), which fly execute doesn't have."),
    ("user", "right, fine. commit it"),
    ("bash", "git add ci/ && git commit -m \"Concourse: fix resource name, kubectl image\"",
     "[ci/concourse 0b8e4d1] Concourse: fix resource name, kubectl image\n 2 files changed, 3 insertions(+), "
     "2 deletions(-)", False),
]

FWD = "/etc/bind/zones/db.lab.example.net"
REV = "/etc/bind/zones/db.10.20.0"
BIND = [
    ("user", "add grafana.lab.example.net -> 10.20.0.15 to our bind zone and make it live on both ns1 and ns2 (ns2 "
             "is a secondary). you're on ns1"),
    ("tool", "Read", {"file_path": FWD},
     "     1\t$TTL 300\n     2\t@   IN  SOA ns1.lab.example.net. hostmaster.lab.example.net. (\n     3\t        "
     "2026030201 ; serial\n     4\t        3600 900 1209600 300 )\n    11\twiki     IN  A   10.20.0.12", False),
    ("edit", FWD, "wiki     IN  A   10.20.0.12\n", "wiki     IN  A   10.20.0.12\ngrafana  IN  A   10.20.0.15\n"),
    ("bash", "sudo named-checkzone lab.example.net " + FWD, "zone lab.example.net/IN: loaded serial 2026030201\nOK",
     False),
    ("bash", "sudo rndc reload lab.example.net", "zone reload queued", False),
    ("bash", "dig +short @10.20.0.2 grafana.lab.example.net; dig +short @10.20.0.3 grafana.lab.example.net; echo done",
     "10.20.0.15\ndone", False),
    ("bash", "dig +short @10.20.0.3 lab.example.net SOA",
     "ns1.lab.example.net. hostmaster.lab.example.net. 2026030201 3600 900 1209600 300", False),
    ("say", "ns1 answers, ns2 doesn't: ns2 still has serial 2026030201. I didn't bump the serial, so on the NOTIFY ns2 "
            "compared serials and skipped the transfer. Bumping it to 2026031001."),
    ("edit", FWD, "2026030201 ; serial", "2026031001 ; serial"),
    ("bash", "sudo named-checkzone lab.example.net " + FWD + " && sudo rndc reload lab.example.net && sleep 3 && dig "
             "+short @10.20.0.3 grafana.lab.example.net",
     "zone lab.example.net/IN: loaded serial 2026031001\nOK\nzone reload queued\n10.20.0.15", False),
    ("user", "nice. add the PTR in the reverse zone too"),
    ("edit", REV, "12  IN PTR wiki.lab.example.net.\n",
     "12  IN PTR wiki.lab.example.net.\n15  IN PTR grafana.lab.example.net\n"),
    ("bash", "sudo named-checkzone 0.20.10.in-addr.arpa " + REV + " && sudo rndc reload 0.20.10.in-addr.arpa",
     "zone 0.20.10.in-addr.arpa/IN: loaded serial 2026030201\nOK\nzone reload queued", False),
    ("bash", "dig +short @10.20.0.2 -x 10.20.0.15", "grafana.lab.example.net.0.20.10.in-addr.arpa.", False),
    ("say", "The PTR target has no trailing dot, so BIND appended the zone origin to it. Adding the dot, and bumping "
            "this zone's serial too so ns2 transfers it."),
    ("edit", REV, "15  IN PTR grafana.lab.example.net\n", "15  IN PTR grafana.lab.example.net.\n"),
    ("edit", REV, "2026030201 ; serial", "2026031001 ; serial"),
    ("bash", "sudo rndc reload 0.20.10.in-addr.arpa && sleep 3 && dig +short @10.20.0.3 -x 10.20.0.15",
     "zone reload queued\ngrafana.lab.example.net.", False),
    ("user", "perfect. one more: turn on DNSSEC signing for lab.example.net with the default policy"),
    ("edit", "/etc/bind/named.conf.local",
     "zone \"lab.example.net\" {\n    type primary;\n    file \"" + FWD + "\";\n",
     "zone \"lab.example.net\" {\n    type primary;\n    file \"" + FWD + "\";\n    dnssec-policy default;\n"
     "    inline-signing yes;\n"),
    ("bash", "sudo named-checkconf && sudo rndc reconfig && sleep 5 && dig +dnssec +noall +answer @10.20.0.2 "
             "lab.example.net SOA",
     "lab.example.net.\t300\tIN\tSOA\tns1.lab.example.net. hostmaster.lab.example.net. 2026031002 3600 900 1209600 "
     "300\nlab.example.net.\t300\tIN\tRRSIG\tSOA 13 3 300 20260324101512 20260310091512 41823 lab.example.net. "
     "qX3lH0v1n2Jw8k9y0t4cQ6wR5e7uYpAb9sNn3Zr1mWx2Lk8JhGfDdS4aTt6UqVv7bBcC1eE0fFgGh2iIjJ3k==", False),
    ("say", "Signed: the SOA now comes with an RRSIG (algorithm 13, ECDSAP256SHA256, key tag 41823). With "
            "inline-signing, named serves a signed copy and bumps its serial itself (2026031002); the file you edit "
            "stays unsigned."),
]

DS = "deepspeed --num_gpus 2 train.py --deepspeed ds_config.json --max_steps 20"
DS_HEAD = ("[2026-03-11 13:{mm}:44,118] [INFO] [real_accelerator.py:203:get_accelerator] Setting ds_accelerator to cuda "
           "(auto detect)\n[2026-03-11 13:{mm}:46,902] [INFO] [launch.py:256:main] process 3870 spawned with command: "
           "['/usr/bin/python', '-u', 'train.py', '--local_rank=0', '--deepspeed', 'ds_config.json', '--max_steps', "
           "'20']\n")
DEEPSPEED = [
    ("user", "deepspeed로 ZeRO-2 학습 돌려줘. train.py랑 ds_config.json 있어. GPU 2장이고 컨테이너 안이야. 일단 20 "
             "step만 확인해줘"),
    ("bash", DS,
     "Exit code 1\n" + DS_HEAD.format(mm="02") + "[rank0]:   File \"/usr/local/lib/python3.11/dist-packages/deepspeed/"
     "ops/op_builder/builder.py\", line 96, in assert_no_cuda_mismatch\n[rank0]:     raise CUDAMismatchException(\n"
     "[rank0]: deepspeed.ops.op_builder.builder.CUDAMismatchException: >- DeepSpeed Op Builder: Installed CUDA "
     "version 12.4 does not match the version torch was compiled with 12.1, unable to compile cuda/cpp extensions "
     "without a matching cuda version.\n[2026-03-11 13:03:20,447] [ERROR] [launch.py:325:sigkill_handler] "
     "['/usr/bin/python', '-u', 'train.py', '--local_rank=1'] exits with return code = 1", True),
    ("bash", "ds_report 2>&1 | grep -E 'fused_adam|torch cuda version|nvcc version'",
     "fused_adam ............. [NO] ....... [OKAY]\ntorch cuda version ............... 12.1\nnvcc version "
     "..................... 12.4", False),
    ("say", "ds_config의 AdamW가 DeepSpeed의 FusedAdam으로 잡혀서 첫 스텝 전에 op를 JIT로 빌드하려다가, 컨테이너의 "
            "nvcc(12.4)와 torch가 빌드된 CUDA(12.1)가 달라서 멈춥니다. 방법은 두 가지예요: `DS_SKIP_CUDA_CHECK=1`로 "
            "버전 검사를 건너뛰고 빌드하거나, optimizer params에 `\"torch_adam\": true`를 줘서 torch의 AdamW를 쓰고 "
            "op 빌드 자체를 피하는 것. `DS_SKIP_CUDA_CHECK=1`로 해볼까요?"),
    ("user", "검사 끄는 건 찜찜해. torch_adam으로 가자"),
    ("edit", "/workspace/llm-ft/ds_config.json", "\"params\": {\n      \"lr\": 2e-5,",
     "\"params\": {\n      \"torch_adam\": true,\n      \"lr\": 2e-5,"),
    ("bash", DS,
     "Exit code 1\n" + DS_HEAD.format(mm="06") + "[rank0]: torch.distributed.DistBackendError: NCCL error in: "
     "../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, unhandled system error (run with NCCL_DEBUG=INFO for "
     "details), NCCL version 2.20.5\n[rank0]: ncclSystemError: System call (e.g. socket, malloc) or external library "
     "call failed or device error. \n[rank0]: Last error:\n[rank0]: Error while creating shared memory segment "
     "/dev/shm/nccl-qtFPx1 (size 9637888)", True),
    ("bash", "df -h /dev/shm",
     "Filesystem      Size  Used Avail Use% Mounted on\nshm              64M     0   64M   0% /dev/shm", False),
    ("say", "optimizer 빌드 문제는 지나갔고, 이번엔 NCCL이 /dev/shm에 세그먼트를 못 만듭니다. 컨테이너의 /dev/shm이 "
            "docker 기본값 64M라서요. 근본 해결은 컨테이너를 `docker run --shm-size=16g ...`로 다시 띄우는 거고, 당장은 "
            "`NCCL_SHM_DISABLE=1`로 공유메모리 대신 다른 전송을 쓰게 우회할 수 있어요(조금 느려집니다)."),
    ("bash", "NCCL_SHM_DISABLE=1 " + DS,
     DS_HEAD.format(mm="10") + "[rank0]: step 10/20 loss=2.1406\n[rank0]: step 20/20 loss=1.8724\n[2026-03-11 "
     "13:12:47,903] [INFO] [launch.py:351:main] Process 4122 exits successfully.\n[2026-03-11 13:12:48,011] [INFO] "
     "[launch.py:351:main] Process 4121 exits successfully.", False),
    ("user", "오 돌아간다. shm은 나중에 컨테이너 새로 만들 때 16g로 할게. README에 실행 방법 적어줘"),
    ("edit", "/workspace/llm-ft/README.md", "## 학습\n",
     "## 학습\n\n```bash\n# 컨테이너 /dev/shm이 64M이면 NCCL_SHM_DISABLE=1 필요 (docker run --shm-size=16g 권장)\n"
     "NCCL_SHM_DISABLE=1 deepspeed --num_gpus 2 train.py --deepspeed ds_config.json\n```\n"),
    ("user", "됐어요, 고마워요"),
]

COBOL = [
    ("user", "compile the payroll batch (src/PAYROLL.cbl, which calls src/TAXCALC.cbl) with gnucobol and run it on "
             "data/emp.dat. we're moving it off the mainframe"),
    ("bash", "cobc -x src/PAYROLL.cbl -o bin/payroll",
     "Exit code 1\nsrc/PAYROLL.cbl:1: error: invalid indicator 'F' at column 7\nsrc/PAYROLL.cbl:2: error: invalid "
     "indicator 'M' at column 7\nsrc/PAYROLL.cbl:4: error: invalid indicator 'O' at column 7\nsrc/PAYROLL.cbl:6: "
     "error: invalid indicator 'R' at column 7", True),
    ("say", "These sources are free format (code starts in column 1), but cobc assumes fixed format with the "
            "indicator in column 7. `-free` tells it otherwise."),
    ("bash", "cobc -x -free src/PAYROLL.cbl -o bin/payroll && ls -l bin/payroll",
     "-rwxr-xr-x. 1 ruth ruth 61240 Mar 11 16:02 bin/payroll", False),
    ("bash", "./bin/payroll < data/emp.dat", "Exit code 1\nlibcob: src/PAYROLL.cbl:58: error: module 'TAXCALC' not "
                                             "found", True),
    ("say", "PAYROLL calls TAXCALC dynamically (cobc's default), so it compiles on its own and the lookup happens at "
            "run time. Building TAXCALC as a loadable module and pointing COB_LIBRARY_PATH at bin/."),
    ("bash", "cobc -m -free src/TAXCALC.cbl -o bin/TAXCALC.so && COB_LIBRARY_PATH=bin ./bin/payroll < data/emp.dat | "
             "tail -3",
     "EMP 00412 NET      3,412.55\nEMP 00413 NET      2,980.10\nTOTAL NET      418,220.67", False),
    ("user", "the total should be 418,220.76, that's what the old mainframe report says. rounding?"),
    ("bash", "grep -n 'COMPUTE' src/TAXCALC.cbl",
     "31:           COMPUTE WS-TAX = WS-GROSS * WS-RATE\n36:           COMPUTE LS-NET = WS-GROSS - WS-TAX", False),
    ("say", "COMPUTE truncates unless told otherwise; maybe the old job rounded the tax. Adding ROUNDED to line 31 to "
            "compare."),
    ("edit", "/home/ruth/payroll/src/TAXCALC.cbl", "COMPUTE WS-TAX = WS-GROSS * WS-RATE",
     "COMPUTE WS-TAX ROUNDED = WS-GROSS * WS-RATE"),
    ("bash", "cobc -m -free src/TAXCALC.cbl -o bin/TAXCALC.so && COB_LIBRARY_PATH=bin ./bin/payroll < data/emp.dat | "
             "tail -1", "TOTAL NET      418,220.58", False),
    ("say", "418,220.58 now, further from .76, so rounding the tax isn't it. Reverting."),
    ("edit", "/home/ruth/payroll/src/TAXCALC.cbl", "COMPUTE WS-TAX ROUNDED = WS-GROSS * WS-RATE",
     "COMPUTE WS-TAX = WS-GROSS * WS-RATE"),
    ("say", "My next guess is the dialect: the mainframe compiler's arithmetic and truncation rules differ from "
            "GnuCOBOL's defaults. Want me to rebuild both programs with `-std=ibm` and compare the total?"),
    ("user", "not today, I need to ask Gerd which compiler options the old job used. thanks for getting it to build "
             "though, perfect"),
]

DUB_OK = "source ~/dlang/ldc-1.39.0/activate.fish; and dub build"
DUB = [
    ("user", "dub build of tallyd fails on my new laptop. fish shell, ldc 1.39 installed with the official install.sh "
             "script"),
    ("bash", "dub build", "Exit code 127\nfish: Unknown command: dub", True),
    ("bash", "ls ~/dlang/", "d-keyring.gpg\ndub-1.38.1\ninstall.sh\nldc-1.39.0", False),
    ("bash", "source ~/dlang/ldc-1.39.0/activate; and dub build",
     "Exit code 127\n/home/kai/dlang/ldc-1.39.0/activate (line 9): Unsupported use of '='. In fish, please use 'set "
     "_OLD_D_PATH \"${PATH:-}\"'.\n_OLD_D_PATH=\"${PATH:-}\"\n^~~~~~~~~~~~~~~~~~~~~~^\nfrom sourcing file "
     "/home/kai/dlang/ldc-1.39.0/activate\nsource: Error while reading file '/home/kai/dlang/ldc-1.39.0/activate'\n"
     "fish: Unknown command: dub", True),
    ("say", "That's the bash/zsh activate script; install.sh puts an activate.fish next to it for fish."),
    ("bash", DUB_OK,
     "Exit code 2\n    Starting Performing \"debug\" build using /home/kai/dlang/ldc-1.39.0/bin/ldc2 for x86_64.\n"
     "  Up-to-date vibe-core 2.9.2: target for configuration [epoll] is up to date.\n    Building vibe-stream 1.1.1: "
     "building configuration [openssl]\n    Building tallyd ~master: building configuration [application]\n     "
     "Linking tallyd\n/usr/bin/ld: cannot find -lssl: No such file or directory\n/usr/bin/ld: cannot find -lcrypto: "
     "No such file or directory\ncollect2: error: ld returned 1 exit status\nError: /usr/bin/cc failed with exit code "
     "1.\nError: Link command failed with exit code 1", True),
    ("say", "ldc2 is found now. The link fails because the OpenSSL development libraries aren't installed; on "
            "Ubuntu that's libssl-dev."),
    ("bash", "sudo apt-get install -y libssl-dev", REJECTED, True),
    ("user", "don't install system packages, this laptop is managed by IT. switch vibe's TLS to botan or whatever "
             "avoids openssl"),
    ("edit", "/home/kai/src/tallyd/dub.json", "\"subConfigurations\": {\n\t\t\"vibe-stream:tls\": \"openssl\"\n\t}",
     "\"subConfigurations\": {\n\t\t\"vibe-stream:tls\": \"botan\"\n\t}"),
    ("bash", DUB_OK,
     "    Fetching botan 1.13.6 (getting selected version)\n    Fetching botan-math 1.0.4 (getting selected version)\n"
     "    Starting Performing \"debug\" build using /home/kai/dlang/ldc-1.39.0/bin/ldc2 for x86_64.\n    Building "
     "botan-math 1.0.4: building configuration [library]\n    Building botan 1.13.6: building configuration "
     "[library]\n    Building vibe-stream 1.1.1: building configuration [botan]\n    Building tallyd ~master: building "
     "configuration [application]\n     Linking tallyd\n    Finished To force a rebuild of up-to-date targets, run "
     "again with --force", False),
    ("bash", "./tallyd --version", "tallyd 0.4.2 (vibe.d 0.10.1, TLS: botan)", False),
    ("user", "cool, that works. make fish load activate.fish automatically"),
    ("bash", "echo 'source ~/dlang/ldc-1.39.0/activate.fish' >> ~/.config/fish/config.fish; and fish -c "
             "'command -s ldc2'", "/home/kai/dlang/ldc-1.39.0/bin/ldc2", False),
    ("user", "thanks!"),
]

SESSIONS = {
    "s16-concourse-wsl": ("/home/ines/webapp", "2026-03-11T08:15:00Z", "ci/concourse", CONCOURSE),
    "s17-bind9-zones": ("/etc/bind", "2026-03-10T09:05:00Z", "HEAD", BIND),
    "s18-deepspeed-ko": ("/workspace/llm-ft", "2026-03-11T04:00:00Z", "main", DEEPSPEED),
    "s19-gnucobol": ("/home/ruth/payroll", "2026-03-11T15:55:00Z", "migrate/gnucobol", COBOL),
    "s20-dub-fish": ("/home/kai/src/tallyd", "2026-03-12T10:30:00Z", "main", DUB),
}
