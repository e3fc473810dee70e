"""The cases of the nineteenth tracking corpus, part four: `conda activate` in the non-interactive Bash tool (a
Korean lesson), and buf lint's package-directory rule when the .proto files sit under proto/. Rules:
tracking19_cases.py."""
from __future__ import annotations

from tests.truth.tracking19_cases import T, bash

# ---------------------------------------------------------------- g: conda activate needs conda init (Korean)

CONDA_INIT = """
CondaError: Run 'conda init' before 'conda activate'
"""

TRAIN_OK = """epoch 1/3  loss=0.8123  val_f1=0.611
epoch 2/3  loss=0.5402  val_f1=0.694
epoch 3/3  loss=0.4417  val_f1=0.722
saved checkpoints/fold-small.pt"""


def lesson_g() -> None:
    T.source("s-conda-activate", "/home/yuki/research/rna-fold", "2025-05-19T04:10:00Z", "exp/small-model",
             ("user", "foldenv 환경에서 small config로 학습 한번 돌려 줘."),
             bash("conda activate foldenv && python train.py --config configs/small.yaml", CONDA_INIT, True),
             ("say", "비대화형 셸이라 conda 셸 함수가 없습니다. conda run으로 환경을 지정해서 실행합니다."),
             bash("conda run -n foldenv python train.py --config configs/small.yaml", TRAIN_OK))
    T.lesson("t19-conda-activate", "global", "ko", "s-conda-activate", "tool_quirk",
             "Bash 도구에서는 `conda activate` 대신 `conda run -n <env>` 사용",
             "`conda activate foldenv && python train.py ...`가 `CondaError: Run 'conda init' before 'conda "
             "activate'`로 실패.",
             "`conda init`을 실행해서 ~/.bashrc를 고치는 것 — Bash 도구의 비대화형 셸은 .bashrc를 읽지 않음.",
             "`conda activate`는 `conda init`이 셸 초기화 파일에 넣는 셸 함수인데, 도구가 띄우는 셸은 그 파일을 "
             "읽지 않음.",
             "`conda run -n <env> python ...`으로 실행하거나, 같은 명령 안에서 "
             "`eval \"$(conda shell.bash hook)\" && conda activate <env>` 후 실행.",
             ["`CondaError: Run 'conda init' before 'conda activate'`",
              "`conda run -n foldenv python train.py --config configs/small.yaml`"])


def later_g() -> None:
    cwd = "/home/yuki/research/rna-fold"
    T.later("l-conda-run-tests", cwd, "2025-06-02T06:00:00Z", "exp/small-model",
            ("user", "테스트 돌려 줘"),
            bash("conda run -n foldenv python -m pytest -q tests/",
                 "................................ [100%]\n32 passed in 12.40s"),
            ("say", "32개 모두 통과."))
    T.pair("t19-conda-activate", "l-conda-run-tests", "applied",
           "the tests are run through `conda run -n foldenv` from the start; no CondaError")

    T.later("l-conda-hook", cwd, "2025-06-09T07:30:00Z", "exp/eval-sweep",
            ("user", "Run eval.py for all three checkpoints in foldenv, one after another."),
            bash("eval \"$(conda shell.bash hook)\" && conda activate foldenv && for c in checkpoints/*.pt; do "
                 "python eval.py --ckpt \"$c\"; done",
                 "checkpoints/fold-base.pt   f1=0.741\ncheckpoints/fold-large.pt  f1=0.768\n"
                 "checkpoints/fold-small.pt  f1=0.722"),
            ("say", "large is best at 0.768."))
    T.pair("t19-conda-activate", "l-conda-hook", "applied",
           "the shell hook is evaluated in the same command before conda activate (the lesson's other form); no error")

    T.later("l-conda-recur", "/home/yuki/research/rnaseq-pipe", "2025-06-16T03:20:00Z", "main",
            ("user", "rnaseq 환경에서 snakemake 4코어로 돌려 줘"),
            bash("conda activate rnaseq && snakemake -j 4", CONDA_INIT, True),
            ("say", "conda 환경 활성화가 안 됩니다. 어느 방식으로 실행할지 알려 주세요 (conda run 또는 shell hook)."))
    T.pair("t19-conda-activate", "l-conda-recur", "recurred",
           "`conda activate rnaseq` fails with the same 'Run 'conda init' before 'conda activate'' error")

    T.later("l-conda-recur-fix", cwd, "2025-06-23T05:00:00Z", "exp/large-model",
            ("user", "large config로 학습"),
            bash("conda activate foldenv; python train.py --config configs/large.yaml",
                 CONDA_INIT + "Traceback (most recent call last):\n  File \"/home/yuki/research/rna-fold/train.py\", "
                 "line 3, in <module>\n    import torch\nModuleNotFoundError: No module named 'torch'", True),
            bash("conda run -n foldenv python train.py --config configs/large.yaml",
                 TRAIN_OK.replace("fold-small", "fold-large").replace("0.722", "0.768")),
            ("say", "conda run으로 다시 돌려서 완료했습니다."))
    T.pair("t19-conda-activate", "l-conda-recur-fix", "recurred",
           "conda activate fails with the CondaError first (then system python lacks torch); conda run comes after")

    T.later("l-conda-prefix", cwd, "2025-06-30T02:40:00Z", "chore/env-file",
            ("user", "environment.yml에 biopython 추가했어. 환경 만들어 줘"),
            bash("conda env create -f environment.yml",
                 "\nCondaValueError: prefix already exists: /home/yuki/miniconda3/envs/foldenv\n", True),
            bash("conda env update -n foldenv -f environment.yml --prune",
                 "Collecting package metadata (repodata.json): done\nSolving environment: done\n"
                 "Executing transaction: done\n#\n# To activate this environment, use\n#\n#     $ conda activate "
                 "foldenv\n"),
            ("say", "이미 있는 환경이라 update로 반영했습니다."))
    T.pair("t19-conda-activate", "l-conda-prefix", "neither",
           "a different conda error (prefix already exists); conda activate only appears in conda's hint text")

    T.later("l-conda-envlist", cwd, "2025-07-07T01:15:00Z", "main",
            ("user", "What conda envs do I have and how big are they?"),
            bash("conda env list && du -sh ~/miniconda3/envs/*",
                 "# conda environments:\n#\nbase                     /home/yuki/miniconda3\nfoldenv                  "
                 "/home/yuki/miniconda3/envs/foldenv\nrnaseq                   /home/yuki/miniconda3/envs/rnaseq\n"
                 "6.1G\t/home/yuki/miniconda3/envs/foldenv\n2.3G\t/home/yuki/miniconda3/envs/rnaseq"),
            ("say", "foldenv 6.1G, rnaseq 2.3G."))
    T.pair("t19-conda-activate", "l-conda-envlist", "neither",
           "conda is only used to list environments; nothing runs in an env, no activate, no error")

    T.later("l-conda-before", cwd, "2025-04-21T05:00:00Z", "main",
            ("user", "학습 돌려 줘"),
            bash("conda run -n foldenv python train.py --config configs/small.yaml", TRAIN_OK))
    T.pair("t19-conda-activate", "l-conda-before", "neither",
           "dated before the lesson's source session, so neither whatever it runs")


# ---------------------------------------------------------------- h: buf lint needs the module root set to proto/

BUF_DIR = ('proto/acme/payments/v1/charge.proto:3:1:Files with package "acme.payments.v1" must be within a directory '
           '"acme/payments/v1" relative to root but were in directory "proto/acme/payments/v1".\n'
           'proto/acme/payments/v1/refund.proto:3:1:Files with package "acme.payments.v1" must be within a directory '
           '"acme/payments/v1" relative to root but were in directory "proto/acme/payments/v1".')

BUF_V2 = "version: v2\nmodules:\n  - path: proto\nlint:\n  use:\n    - STANDARD\nbreaking:\n  use:\n    - FILE\n"


def lesson_h() -> None:
    T.source("s-buf-root", "/home/theo/src/payments-api", "2025-05-20T11:00:00Z", "chore/buf-v2",
             ("user", "Set up buf lint for the protos (they're under proto/)."),
             ("write", "/home/theo/src/payments-api/buf.yaml", "version: v2\nlint:\n  use:\n    - STANDARD\n"),
             bash("buf lint", BUF_DIR, True),
             ("say", "Without a module, buf takes the repo root as the root, so PACKAGE_DIRECTORY_MATCH sees "
                     "proto/ in the path. Declaring proto/ as the module."),
             ("write", "/home/theo/src/payments-api/buf.yaml", BUF_V2),
             bash("buf lint && echo lint-ok", "lint-ok"))
    T.lesson("t19-buf-module-path", "project", "en", "s-buf-root", "build_config",
             "buf lint reports every file in the wrong directory until buf.yaml declares `modules: - path: proto`",
             "`buf lint` printed `must be within a directory \"acme/payments/v1\" relative to root but were in "
             "directory \"proto/acme/payments/v1\"` for every file.",
             "Moving the .proto files up or renaming the packages.",
             "With no module in a v2 buf.yaml, buf treats the repository root as the module root, so proto/ becomes "
             "part of every package path.",
             "Declare the module in buf.yaml: `modules:` with `- path: proto` (version v2); for a one-off run, "
             "`buf lint proto` also uses proto/ as the root.",
             ["`relative to root but were in directory \"proto/acme/payments/v1\"`", "`- path: proto`",
              "`buf lint && echo lint-ok`"])


def later_h() -> None:
    T.later("l-buf-newrepo", "/home/theo/src/ledger-api", "2025-06-04T10:00:00Z", "init/protos",
            ("user", "Scaffold buf for ledger-api the same way as payments-api, then lint and generate."),
            ("write", "/home/theo/src/ledger-api/buf.yaml", BUF_V2),
            bash("buf lint && buf generate && ls gen/go/acme/ledger/v1",
                 "entry.pb.go\nentry_grpc.pb.go\nledger.pb.go"),
            ("say", "Lint clean, code generated."))
    T.pair("t19-buf-module-path", "l-buf-newrepo", "applied",
           "buf.yaml declares the proto module path before the first lint; no directory-match error")

    T.later("l-buf-arg", "/home/theo/src/payments-api", "2025-06-11T09:00:00Z", "feat/disputes",
            ("user", "Before I commit disputes.proto, lint just the protos quickly."),
            bash("buf lint proto", ""),
            ("say", "No findings."))
    T.pair("t19-buf-module-path", "l-buf-arg", "applied",
           "`buf lint proto` (the one-off form the lesson names) passes; no directory-match error")

    T.later("l-buf-recur", "/home/theo/src/ledger-api", "2025-06-18T13:40:00Z", "fix/buf-yaml",
            ("user", "Someone rewrote buf.yaml for the breaking check; lint is red now."),
            bash("buf lint",
                 BUF_DIR.replace("payments", "ledger").replace("charge.proto", "entry.proto")
                 .replace("refund.proto", "account.proto"), True),
            ("say", "The modules block is gone from buf.yaml. Want me to put it back, or is the rewrite meant to "
                    "move the protos?"))
    T.pair("t19-buf-module-path", "l-buf-recur", "recurred",
           "ledger-api's lint again says files 'must be within a directory ... but were in directory \"proto/...\"'")

    T.later("l-buf-recur-fix", "/home/theo/src/notify-api", "2025-06-25T15:10:00Z", "init/buf",
            ("user", "notify-api needs buf too"),
            ("write", "/home/theo/src/notify-api/buf.yaml", "version: v2\nlint:\n  use:\n    - STANDARD\n"),
            bash("buf lint",
                 'proto/acme/notify/v1/email.proto:3:1:Files with package "acme.notify.v1" must be within a '
                 'directory "acme/notify/v1" relative to root but were in directory "proto/acme/notify/v1".', True),
            ("write", "/home/theo/src/notify-api/buf.yaml", BUF_V2),
            bash("buf lint && echo lint-ok", "lint-ok"))
    T.pair("t19-buf-module-path", "l-buf-recur-fix", "recurred",
           "the first lint in notify-api hits the directory-match error; the modules fix follows it")

    T.later("l-buf-enum", "/home/theo/src/payments-api", "2025-07-02T10:30:00Z", "feat/charge-status",
            ("user", "Add a status enum to Charge and lint."),
            ("edit", "/home/theo/src/payments-api/proto/acme/payments/v1/charge.proto", "message Charge {",
             "enum Status {\n  UNKNOWN = 0;\n  SETTLED = 1;\n}\n\nmessage Charge {"),
            bash("buf lint",
                 'proto/acme/payments/v1/charge.proto:6:3:Enum value name "UNKNOWN" should be prefixed with '
                 '"STATUS_".\nproto/acme/payments/v1/charge.proto:6:3:Enum zero value name "UNKNOWN" should be '
                 'suffixed with "_UNSPECIFIED".', True),
            ("edit", "/home/theo/src/payments-api/proto/acme/payments/v1/charge.proto",
             "  UNKNOWN = 0;\n  SETTLED = 1;", "  STATUS_UNSPECIFIED = 0;\n  STATUS_SETTLED = 1;"),
            bash("buf lint && echo lint-ok", "lint-ok"))
    T.pair("t19-buf-module-path", "l-buf-enum", "neither",
           "a different buf lint finding (enum value naming); buf.yaml untouched, no directory-match error")

    T.later("l-buf-breaking", "/home/theo/src/payments-api", "2025-07-09T14:20:00Z", "feat/amount-money",
            ("user", "check the amount change against main for breaking changes"),
            bash("buf breaking --against '.git#branch=main'",
                 'proto/acme/payments/v1/charge.proto:12:1:Previously present field "3" with name "amount" on '
                 'message "Charge" was deleted.', True),
            ("say", "Removing field 3 breaks wire compatibility. I'll reserve it instead of deleting."))
    T.pair("t19-buf-module-path", "l-buf-breaking", "neither",
           "buf breaking reports a deleted field; a different check and error, no module-root problem")

    T.later("l-buf-before", "/home/theo/src/payments-api", "2025-04-24T09:30:00Z", "main",
            ("user", "lint"),
            bash("buf lint proto", ""))
    T.pair("t19-buf-module-path", "l-buf-before", "neither",
           "dated before the lesson's source session, so neither whatever it runs")
