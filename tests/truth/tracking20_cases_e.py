"""The cases of the twentieth tracking corpus, part five: Vale's packages not downloaded after a clone (its fix
stated only in prose), and sops not finding the age key outside its default path (a Korean lesson).
Rules: tracking20_cases.py."""
from __future__ import annotations

from tests.truth.tracking20_cases import T, bash

# ---------------------------------------------------------------- i: vale sync

def vale_nostyle(style: str) -> str:
    return (f"E100 [loadStyles] Runtime error\n\nstyle '{style}' does not exist on StylesPath\n\n"
            f"Execution stopped with code 1.")


VALE_SYNC = "SUCCESS  Synced 2 package(s) to '/home/rafa/src/handbook/styles'."
VALE_OK = "✔ 0 errors, 0 warnings and 0 suggestions in 38 files."


def lesson_i() -> None:
    cwd = "/home/rafa/src/handbook"
    T.source("s-vale-sync", cwd, "2025-09-02T14:00:00Z", "docs/oncall",
             ("user", "I just cloned the handbook. Lint the docs with vale before I push the on-call page."),
             bash("vale docs/", vale_nostyle("Google"), True),
             bash("cat .vale.ini && cat .gitignore",
                  "StylesPath = styles\nMinAlertLevel = warning\nPackages = Google, write-good\n\n[*.md]\n"
                  "BasedOnStyles = Vale, Google, write-good\n---\nstyles/*\n!styles/config/"),
             ("say", "The Google and write-good styles are listed as packages and styles/ is ignored by git, so a "
                     "fresh clone has none of them until they are downloaded."),
             bash("vale sync", VALE_SYNC),
             bash("vale docs/", VALE_OK))
    T.lesson("t20-vale-sync", "project", "en", "s-vale-sync", "project_convention",
             "A fresh clone of the handbook has no Vale styles until they are synced",
             "`vale docs/` stopped with `style 'Google' does not exist on StylesPath` on a fresh clone.",
             "Committing the styles directory or removing Google from BasedOnStyles to make the error go away.",
             "The styles are declared as Packages in .vale.ini and styles/ is gitignored; nothing downloads them "
             "on clone.",
             "Download the packages into the StylesPath with Vale's own sync command after cloning and after "
             "every change to the Packages line, then lint.",
             ["`vale docs/`", "`style 'Google' does not exist on StylesPath`", "`Packages = Google, write-good`",
              "`Synced 2 package(s)`"])


def later_i() -> None:
    cwd = "/home/rafa/src/handbook"
    T.later("l-vale-sync-first", "/home/rafa/src/handbook-wt-release", "2025-09-10T10:00:00Z", "docs/release-notes",
            ("user", "New worktree for the release notes. Lint them."),
            bash("vale sync && vale docs/releases/",
                 VALE_SYNC.replace("handbook/", "handbook-wt-release/") + "\n" + VALE_OK.replace("38", "4")),
            ("say", "Styles synced in the worktree; the release notes are clean."))
    T.pair("t20-vale-sync", "l-vale-sync-first", "applied",
           "vale sync runs before the first lint in the new worktree; no missing-style error")

    T.later("l-vale-new-pkg", cwd, "2025-09-17T15:20:00Z", "docs/style",
            ("user", "Add proselint to our vale setup and lint the runbooks."),
            ("edit", f"{cwd}/.vale.ini", "Packages = Google, write-good", "Packages = Google, write-good, proselint"),
            ("edit", f"{cwd}/.vale.ini", "BasedOnStyles = Vale, Google, write-good",
             "BasedOnStyles = Vale, Google, write-good, proselint"),
            bash("vale sync", VALE_SYNC.replace("2 package(s)", "3 package(s)")),
            bash("vale docs/runbooks/", VALE_OK.replace("38", "11")),
            ("say", "proselint is synced and on; runbooks pass."))
    T.pair("t20-vale-sync", "l-vale-new-pkg", "applied",
           "after adding a package the styles are synced before linting; no missing-style error")

    T.later("l-vale-recur", cwd, "2025-09-24T09:05:00Z", "docs/readme",
            ("user", "lint the README with vale"),
            bash("vale README.md", vale_nostyle("proselint"), True),
            ("say", "Someone added proselint to .vale.ini but it isn't downloaded here. Want me to fetch it?"))
    T.pair("t20-vale-sync", "l-vale-recur", "recurred",
           "vale fails with 'style 'proselint' does not exist on StylesPath': the same missing-package error")

    T.later("l-vale-recur-fix", "/home/rafa/src/api-docs", "2025-10-01T11:40:00Z", "main",
            ("user", "vale the api docs"),
            bash("vale content/", vale_nostyle("Microsoft"), True),
            bash("vale sync", VALE_SYNC.replace("handbook", "api-docs").replace("2 package(s)", "1 package(s)")),
            bash("vale content/", VALE_OK.replace("38", "57")),
            ("say", "Synced the Microsoft package; no alerts."))
    T.pair("t20-vale-sync", "l-vale-recur-fix", "recurred",
           "the Microsoft style is missing first; vale sync after the failure repairs a recurrence")

    T.later("l-vale-alerts", cwd, "2025-10-08T14:30:00Z", "docs/install",
            ("user", "Vale fails on the install page in CI. Why?"),
            bash("vale docs/install.md",
                 "\n docs/install.md\n 12:5   error  Did you really mean 'kubectl'?   Vale.Spelling\n"
                 " 40:18  warning  Try to avoid using first-person plural like 'we'.  Google.We\n\n"
                 "✖ 1 error, 1 warning and 0 suggestions in 1 file.", True),
            bash("echo kubectl >> styles/config/vocabularies/Handbook/accept.txt && vale docs/install.md",
                 "✔ 0 errors, 1 warning and 0 suggestions in 1 file."),
            ("say", "kubectl is added to the accepted vocabulary; one warning is left."))
    T.pair("t20-vale-sync", "l-vale-alerts", "neither",
           "vale runs with its styles present and reports real alerts; no missing-style error, no sync")

    T.later("l-vale-badini", cwd, "2025-10-15T10:15:00Z", "docs/style",
            ("user", "I changed MinAlertLevel and now vale won't start."),
            bash("vale docs/",
                 "E201 Invalid value [/home/rafa/src/handbook/.vale.ini:2:1]:\n\n   2* MinAlertLevel = warnings\n\n"
                 "MinAlertLevel must be one of: suggestion, warning, error\n\nExecution stopped with code 1.", True),
            ("edit", f"{cwd}/.vale.ini", "MinAlertLevel = warnings", "MinAlertLevel = warning"),
            bash("vale docs/", VALE_OK),
            ("say", "It was a typo, 'warnings' instead of 'warning'."))
    T.pair("t20-vale-sync", "l-vale-badini", "neither",
           "a different Vale runtime error (an invalid MinAlertLevel) fixed in .vale.ini; no sync")

    T.later("l-vale-before", cwd, "2025-08-20T16:00:00Z", "docs/oncall",
            ("user", "Run vale on docs/."),
            bash("vale docs/", vale_nostyle("Google"), True))
    T.pair("t20-vale-sync", "l-vale-before", "neither",
           "dated before the lesson's source session, so neither although the same error shows")


# ---------------------------------------------------------------- j: sops and SOPS_AGE_KEY_FILE

def sops_nokey(user: str = "jun", recipient: str = "age1qz8d6w5v0x4r8n3g7kc2m9yq5l0ft4jh6e2p8s3u7a1w9zx0rc4s7ylm2v") -> str:
    return (f"Failed to get the data key required to decrypt the SOPS file.\n\nGroup 0: FAILED\n"
            f"  {recipient}: FAILED\n    - | failed to load age identities: failed to open file: open\n"
            f"      | /home/{user}/.config/sops/age/keys.txt: no such file or directory\n\n"
            f"Recovery failed because no master key was able to decrypt the file. In\norder for SOPS to recover the "
            f"file, at least one key has to be successful,\nbut none were.")


DECRYPTED = "database:\n  host: pg.dev.internal\n  user: app\n  password: (redacted in this transcript)\n"


def lesson_j() -> None:
    cwd = "/home/jun/src/infra-dev"
    T.source("s-sops-age", cwd, "2025-09-03T11:00:00Z", "feat/pg-secret",
             ("user", "secrets/dev.enc.yaml 복호화해서 DB 호스트가 뭔지 알려 줘. age 키는 ~/.age/key.txt에 있어."),
             bash("sops -d secrets/dev.enc.yaml", sops_nokey(), True),
             ("say", "sops는 age 키를 ~/.config/sops/age/keys.txt에서만 찾습니다. 키 파일 위치를 환경 변수로 "
                     "알려 주겠습니다."),
             bash("SOPS_AGE_KEY_FILE=$HOME/.age/key.txt sops -d secrets/dev.enc.yaml", DECRYPTED))
    T.lesson("t20-sops-age-keyfile", "project", "ko", "s-sops-age", "env_setup",
             "sops는 age 키를 기본 경로에서만 찾음: 다른 곳에 있으면 SOPS_AGE_KEY_FILE 필요",
             "`sops -d secrets/dev.enc.yaml`가 `Failed to get the data key required to decrypt the SOPS file.`로 "
             "실패하고 `~/.config/sops/age/keys.txt: no such file or directory`가 나옴.",
             "키가 수신자 목록에 없다고 보고 다시 암호화를 요청하는 것. 키는 맞고 위치만 다르다.",
             "sops는 SOPS_AGE_KEY_FILE이 없으면 ~/.config/sops/age/keys.txt 하나만 읽는다. 이 머신의 키는 "
             "~/.age/key.txt에 있다.",
             "`SOPS_AGE_KEY_FILE=$HOME/.age/key.txt sops -d <file>`처럼 키 파일을 지정하거나(export 해도 됨), "
             "키를 ~/.config/sops/age/keys.txt로 복사해 둔다.",
             ["`sops -d secrets/dev.enc.yaml`", "`Failed to get the data key required to decrypt the SOPS file.`",
              "`SOPS_AGE_KEY_FILE=$HOME/.age/key.txt sops -d secrets/dev.enc.yaml`"])


def later_j() -> None:
    cwd = "/home/jun/src/infra-dev"
    T.later("l-sops-export-ko", cwd, "2025-09-11T09:30:00Z", "feat/redis-secret",
            ("user", "redis 시크릿을 클러스터에 적용해 줘. 복호화해서 바로 kubectl로."),
            bash("export SOPS_AGE_KEY_FILE=~/.age/key.txt && sops -d secrets/redis.enc.yaml | kubectl apply -f -",
                 "secret/redis-auth configured"),
            ("say", "redis-auth 시크릿이 적용됐습니다."))
    T.pair("t20-sops-age-keyfile", "l-sops-export-ko", "applied",
           "a Korean session: SOPS_AGE_KEY_FILE is exported before the first decryption; no key error")

    T.later("l-sops-copy", cwd, "2025-09-18T10:45:00Z", "chore/laptop",
            ("user", "Put my age key where sops looks by default so I stop needing the env var, then check it "
                     "decrypts dev."),
            bash("mkdir -p ~/.config/sops/age && cp ~/.age/key.txt ~/.config/sops/age/keys.txt && "
                 "chmod 600 ~/.config/sops/age/keys.txt", ""),
            bash("sops -d secrets/dev.enc.yaml", DECRYPTED),
            ("say", "The key is in the default place now; dev decrypts without SOPS_AGE_KEY_FILE."))
    T.pair("t20-sops-age-keyfile", "l-sops-copy", "applied",
           "the key is copied to ~/.config/sops/age/keys.txt, the other way the lesson names, before decrypting")

    T.later("l-sops-recur", cwd, "2025-09-25T14:00:00Z", "fix/prod-dsn",
            ("user", "What's the prod DSN in secrets/prod.enc.yaml?"),
            bash("sops --decrypt secrets/prod.enc.yaml",
                 sops_nokey(recipient="age1m4x7q2c9v0z8k3n5t6r1y2w8e4u0p9l7j3h5g1f6d2s8a0zxq3cv7bn2"), True),
            ("say", "sops can't find an age identity at ~/.config/sops/age/keys.txt on this machine. Where is "
                    "your key?"))
    T.pair("t20-sops-age-keyfile", "l-sops-recur", "recurred",
           "decrypting prod fails with the same 'Failed to get the data key' and missing keys.txt, other recipient")

    T.later("l-sops-recur-fix", "/home/jun/src/infra-staging", "2025-10-02T16:20:00Z", "main",
            ("user", "staging 앱 시크릿에 FEATURE_FLAGS_URL 추가해 줘"),
            bash("sops set secrets/app.enc.yaml '[\"app\"][\"FEATURE_FLAGS_URL\"]' "
                 "'\"https://flags.staging.internal\"'", sops_nokey(), True),
            bash("SOPS_AGE_KEY_FILE=$HOME/.age/key.txt sops set secrets/app.enc.yaml '[\"app\"][\"FEATURE_FLAGS_URL\"]' "
                 "'\"https://flags.staging.internal\"'", ""),
            ("say", "키 파일을 지정한 뒤 값을 추가했습니다."))
    T.pair("t20-sops-age-keyfile", "l-sops-recur-fix", "recurred",
           "editing the staging secret first fails with the missing keys.txt error; the env var afterwards is a repair")

    T.later("l-sops-nomatch", "/home/jun/src/infra-shared", "2025-10-09T11:10:00Z", "main",
            ("user", "Decrypt the shared observability secret."),
            bash("sops -d secrets/grafana.enc.yaml",
                 "Failed to get the data key required to decrypt the SOPS file.\n\nGroup 0: FAILED\n"
                 "  age1w0r8t5y2u6i3o9p1a4s7d0f2g5h8j1k3l6z9x2c5v8b1n4m7q0e3r6t9y2: FAILED\n"
                 "    - | no identity matched any of the recipients\n\nRecovery failed because no master key was "
                 "able to decrypt the file.", True),
            ("say", "Your key is found but it isn't one of this file's recipients. Someone who can decrypt it has to "
                    "add your public key and run `sops updatekeys`."))
    T.pair("t20-sops-age-keyfile", "l-sops-nomatch", "neither",
           "a different sops failure: the key loads but is not a recipient; not a missing key file, no fix used")

    T.later("l-sops-encrypt", cwd, "2025-10-16T08:40:00Z", "feat/smtp-secret",
            ("user", "Encrypt the new smtp secret with our .sops.yaml rules."),
            bash("sops -e -i secrets/smtp.yaml && head -3 secrets/smtp.yaml",
                 "smtp:\n    host: ENC[AES256_GCM,data:3kq9V1x0,iv:Zm9v,tag:YmFy,type:str]\n"
                 "    port: ENC[AES256_GCM,data:Nzg=,iv:cXV4,tag:YmF6,type:int]"),
            ("say", "Encrypted in place for the age recipient in .sops.yaml."))
    T.pair("t20-sops-age-keyfile", "l-sops-encrypt", "neither",
           "encrypting needs only the public recipient; no decryption, no key-file error, no SOPS_AGE_KEY_FILE")
