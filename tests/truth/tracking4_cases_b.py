"""The fourth tracking corpus, lessons 5-12 (make, PEP 668, pytest, terraform, kubectl, git, ssh, node
ports); see tracking4_cases.py for the labelling rules."""
from __future__ import annotations

from tests.truth.tracking4_cases import HOME, P, A, R, N, B, S, U, entry, later, lesson, pair, src

TF_LOCK = ("Error: Error acquiring the state lock\n\nError message: ConditionalCheckFailedException: The conditional "
           "request failed\nLock Info:\n  ID:        {lid}\n  Path:      tf-state/{env}/terraform.tfstate\n"
           "  Operation: OperationTypeApply\n  Who:       ci@runner-7\n\nTerraform acquires a state lock to protect "
           "the state from being written\nby multiple users at the same time.")


def build_make_pip_pytest() -> None:
    # 5. make: missing separator
    s = src("s-make-tab", 5, [
        U("add a build target"),
        B("make build", "Makefile:12: *** missing separator.  Stop.", True),
        S("The recipe lines were indented with spaces; make wants a tab."),
        B("sed -i 's/^    /\\t/' Makefile", ""),
        B("make build", "go build -o bin/tool ./cmd/tool")], cwd=f"{HOME}/tool")
    l = lesson("t4-make-tab", s, "code spans, relative path", "en", entry(
        "build_config", "Makefile recipes indented with spaces fail with `missing separator`",
        "`Makefile:12: *** missing separator.  Stop.`",
        "Editing a Makefile with an editor that expands tabs to spaces",
        "make requires every recipe line to start with a tab character",
        "`sed -i 's/^    /\\t/' <makefile>` and run the target again",
        "`make build` → `*** missing separator.  Stop.`; after the sed → `go build -o bin/tool ./cmd/tool`"))
    pair(l, later("l-make-recur", [
        U("add the release target in mk/release.mk"),
        B("make release", "mk/release.mk:4: *** missing separator.  Stop.", True),
        B("sed -i 's/^    /\\t/' mk/release.mk", ""),
        B("make release", "goreleaser release --clean")], cwd=f"{HOME}/tool"),
        R, "missing separator in another makefile, then the sed")
    pair(l, later("l-make-applied", [
        U("write a docs Makefile"),
        ("write", f"{HOME}/tool/docs/Makefile", "html:\n    sphinx-build -b html . _build\n"),
        S("My editor expands tabs; converting the recipe indentation before running it."),
        B("sed -i 's/^    /\\t/' docs/Makefile", ""),
        B("make -C docs html", "sphinx-build -b html . _build\nbuild succeeded.")], cwd=f"{HOME}/tool"),
        A, "sed tab conversion on another makefile before any make failure")
    pair(l, later("l-make-no-target", [
        U("deploy it"),
        B("make deploy", "make: *** No rule to make target 'deploy'.  Stop.", True),
        B("grep -n '^[a-z-]*:' Makefile", "3:build:\n7:test:\n11:release:")], cwd=f"{HOME}/tool"),
        N, "missing target, not a separator error; no sed")
    pair(l, later("l-make-prose", [
        U("why do Makefiles care about tabs?"),
        S("make splits rules from recipes by a leading tab; a space-indented recipe gives `missing separator`, "
          "which `sed -i 's/^    /\\t/' Makefile` repairs.")], cwd=f"{HOME}/tool"),
        N, "error and fix only explained in prose, nothing run")
    pair(l, later("l-make-before", [
        U("add a build target"),
        B("make build", "Makefile:12: *** missing separator.  Stop.", True)], cwd=f"{HOME}/tool", before=True),
        N, "session dated before the lesson's source")

    # 6. PEP 668
    s = src("s-pep668", 6, [
        U("install requests for the script"),
        B("pip install requests", "error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.\n\nnote: If you believe this is a mistake, please contact your Python installation or OS distribution provider.", True),
        S("Debian's Python is marked externally managed (PEP 668). Using a venv."),
        B("python3 -m venv .venv && .venv/bin/pip install requests", "Successfully installed certifi-2024.8.30 charset-normalizer-3.4.0 idna-3.10 requests-2.32.3 urllib3-2.2.3"),
        B(".venv/bin/python fetch.py", "200 OK")], cwd=f"{HOME}/scripts")
    l = lesson("t4-pep668", s, "Korean prose with code spans", "ko", entry(
        "env_setup", "시스템 Python에 pip install 하면 externally-managed-environment 오류",
        "`error: externally-managed-environment` (pip install 시)",
        "Debian/Ubuntu 시스템 Python에서 바로 `pip install <패키지>` 실행",
        "PEP 668: 배포판이 시스템 Python을 외부 관리 환경으로 표시함",
        "`python3 -m venv .venv && .venv/bin/pip install <패키지>` 로 가상환경에 설치",
        "`pip install requests` → `externally-managed-environment`; venv 설치 후 → `Successfully installed`"))
    pair(l, later("l-pep668-applied", [
        U("install httpx for the new script"),
        B("python3 -m venv .venv && .venv/bin/pip install httpx", "Successfully installed anyio-4.6.2 h11-0.14.0 httpcore-1.0.7 httpx-0.28.0 sniffio-1.3.1")],
        cwd=f"{HOME}/scripts"), A, "venv then .venv/bin/pip install <other pkg>, no failure before")
    pair(l, later("l-pep668-module-pip", [
        U("add rich"),
        B("python3 -m venv .venv", ""),
        B(".venv/bin/python -m pip install rich", "Successfully installed markdown-it-py-3.0.0 mdurl-0.1.2 pygments-2.18.0 rich-13.9.4")],
        cwd=f"{HOME}/report"), A, "venv and python -m pip (another spelling of pip) inside it, no failure")
    pair(l, later("l-pep668-recur", [
        U("install black globally"),
        B("pip install --user black", "error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n    python3-xyz", True),
        B("python3 -m venv ~/.venvs/tools && ~/.venvs/tools/bin/pip install black", "Successfully installed black-24.10.0")],
        cwd=f"{HOME}/report"), R, "externally-managed-environment with --user, then a venv")
    pair(l, later("l-pep668-no-wheel", [
        U("install torch 2.9.9 in the venv"),
        B(".venv/bin/pip install torch==2.9.9", "ERROR: Could not find a version that satisfies the requirement torch==2.9.9 (from versions: 2.4.0, 2.4.1, 2.5.0, 2.5.1)\nERROR: No matching distribution found for torch==2.9.9", True)],
        cwd=f"{HOME}/ml"), N, "no matching distribution inside a venv, not PEP 668; no new venv")
    pair(l, later("l-pep668-proposed", [
        U("can I just pip install pandas here?"),
        S("Not into the system Python: it will say externally-managed-environment. I'd run "
          "`python3 -m venv .venv && .venv/bin/pip install pandas`."),
        U("ok, I'll do it later myself")], cwd=f"{HOME}/scripts"),
        N, "fix proposed in prose, never run; no failure")

    # 7. pytest ModuleNotFoundError -> python -m pytest
    s = src("s-pytest-path", 7, [
        U("run the tests"),
        B("pytest tests/test_orders.py", "ImportError while importing test module '/home/dev/shop/tests/test_orders.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\ntests/test_orders.py:1: in <module>\n    from app.orders import total\nE   ModuleNotFoundError: No module named 'app'", True),
        S("The bare pytest entry point does not put the project root on sys.path; python -m pytest does."),
        B("python -m pytest tests/test_orders.py", "....                                                                     [100%]\n4 passed in 0.08s")],
        cwd=f"{HOME}/shop")
    l = lesson("t4-pytest-path", s, "prose, absolute path", "en", entry(
        "workflow", "Bare `pytest` cannot import the app package; use `python -m pytest`",
        "`ModuleNotFoundError: No module named 'app'` while importing a test module",
        "Running the `pytest` script from /home/dev/shop without the package installed",
        "`python -m` puts the current directory on sys.path, the pytest script does not",
        "Run `python -m pytest <tests>` from the project root",
        "`pytest tests/test_orders.py` → `No module named 'app'`; `python -m pytest tests/test_orders.py` → `4 passed`"))
    pair(l, later("l-pytest-applied", [
        U("check the api tests"),
        B("python -m pytest tests/test_api.py -q", "......                                                                   [100%]\n6 passed in 0.11s")],
        cwd=f"{HOME}/shop"), A, "python -m pytest first, no import error")
    pair(l, later("l-pytest-venv-python", [
        U("run everything"),
        B(".venv/bin/python -m pytest -q", "....................                                                     [100%]\n20 passed in 0.40s")],
        cwd=f"{HOME}/shop"), A, ".venv/bin/python -m pytest is the same fix by another interpreter path")
    pair(l, later("l-pytest-recur", [
        U("run the billing tests"),
        B("pytest tests/test_invoice.py", "ImportError while importing test module '/home/dev/ledger/tests/test_invoice.py'.\nTraceback:\ntests/test_invoice.py:2: in <module>\n    from billing.invoice import Invoice\nE   ModuleNotFoundError: No module named 'billing'", True),
        B("python -m pytest tests/test_invoice.py", "...                                                                      [100%]\n3 passed in 0.05s")],
        cwd=f"{HOME}/ledger"), R, "No module named 'billing' from bare pytest, then python -m pytest")
    pair(l, later("l-pytest-fixture", [
        U("run the db tests"),
        B("python -m pytest tests/test_repo.py", "E       fixture 'db_session' not found\n>       available fixtures: cache, capfd, capsys, monkeypatch, tmp_path\n>       use 'pytest --fixtures [testpath]' for help on them.\n1 error in 0.04s", True),
        ("edit", f"{HOME}/shop/tests/conftest.py", "import pytest", "import pytest\n\n\n@pytest.fixture\ndef db_session():\n    return make_session()")],
        cwd=f"{HOME}/shop"), A,
        "python -m pytest was its first command, before any import error; the later fixture error is another failure")
    pair(l, later("l-pytest-bare-ok", [
        U("quick test run"),
        B("pytest -q", "........                                                                 [100%]\n8 passed in 0.09s")],
        cwd=f"{HOME}/cli"), N, "bare pytest passed; neither the failure nor the fix")


def build_tf_kube() -> None:
    # 8. terraform state lock
    s = src("s-tf-lock", 8, [
        U("apply the prod change; the CI job that was applying got cancelled"),
        B("terraform apply -auto-approve", TF_LOCK.format(lid="1f2e3d4c-5b6a-7980-a1b2-c3d4e5f60718", env="prod"), True),
        S("The cancelled CI run left its lock behind. Releasing it by ID."),
        B("terraform force-unlock -force 1f2e3d4c-5b6a-7980-a1b2-c3d4e5f60718", "Terraform state has been successfully unlocked!"),
        B("terraform apply -auto-approve", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")],
        cwd=f"{HOME}/infra/envs/prod")
    l = lesson("t4-tf-lock", s, "code spans, <lock-id>", "en", entry(
        "workflow", "A cancelled CI apply leaves the terraform state locked",
        "`Error: Error acquiring the state lock` with `ConditionalCheckFailedException`",
        "Re-running apply after a CI job was cancelled mid-apply",
        "The S3/DynamoDB backend lock is only released by the process that took it",
        "Check no apply is running, then `terraform force-unlock -force <lock-id>` with the ID from Lock Info",
        "`terraform apply` → `Error acquiring the state lock`; `terraform force-unlock -force` → `successfully unlocked`"))
    pair(l, later("l-tf-recur", [
        U("plan staging"),
        B("terraform plan", TF_LOCK.format(lid="77aa88bb-0000-4c1d-9e2f-30405060a0b0", env="staging"), True),
        B("terraform force-unlock -force 77aa88bb-0000-4c1d-9e2f-30405060a0b0", "Terraform state has been successfully unlocked!"),
        B("terraform plan", "No changes. Your infrastructure matches the configuration.")],
        cwd=f"{HOME}/infra/envs/staging"), R, "state lock with another ID in staging, then force-unlock")
    pair(l, later("l-tf-recur-wait", [
        U("apply dev"),
        B("terraform apply", TF_LOCK.format(lid="0b0b0b0b-1111-4222-8333-444455556666", env="dev"), True),
        U("that's Mina's apply, wait for it"),
        B("sleep 120 && terraform apply -auto-approve", "Apply complete! Resources: 2 added, 0 changed, 0 destroyed.")],
        cwd=f"{HOME}/infra/envs/dev"), R, "state lock came back; waited instead of unlocking")
    pair(l, later("l-tf-applied", [
        U("the CI apply for prod was killed; clear its lock (ID 9c8b7a69-5847-4362-a1b0-c9d8e7f6a5b4) and re-apply"),
        B("terraform force-unlock -force 9c8b7a69-5847-4362-a1b0-c9d8e7f6a5b4", "Terraform state has been successfully unlocked!"),
        B("terraform apply -auto-approve", "Apply complete! Resources: 0 added, 0 changed, 0 destroyed.")],
        cwd=f"{HOME}/infra/envs/prod"), A, "force-unlock by ID before any lock error in this session")
    pair(l, later("l-tf-provider", [
        U("init after the provider bump"),
        B("terraform init -upgrade", "Error: Failed to query available provider packages\n\nCould not retrieve the list of available versions for provider hashicorp/aws: no available releases match the\ngiven constraints ~> 6.40", True),
        ("edit", f"{HOME}/infra/versions.tf", "version = \"~> 6.40\"", "version = \"~> 5.80\""),
        B("terraform init -upgrade", "Terraform has been successfully initialized!")], cwd=f"{HOME}/infra"),
        N, "provider version constraint error, not a state lock")
    pair(l, later("l-tf-before", [
        U("apply prod"),
        B("terraform apply -auto-approve", TF_LOCK.format(lid="aaaa1111-2222-4333-8444-555566667777", env="prod"), True),
        B("terraform force-unlock -force aaaa1111-2222-4333-8444-555566667777", "Terraform state has been successfully unlocked!")],
        cwd=f"{HOME}/infra/envs/prod", before=True), N, "session dated before the lesson's source")

    # 9. kubectl namespace not found -> wrong context
    s = src("s-kube-ns", 9, [
        U("why is the payments pod crashing?"),
        B("kubectl get pods -n payments", "Error from server (NotFound): namespaces \"payments\" not found", True),
        B("kubectl config current-context", "kind-local"),
        S("We're pointed at the local kind cluster; payments lives in staging."),
        B("kubectl config use-context staging", "Switched to context \"staging\"."),
        B("kubectl get pods -n payments", "NAME                   READY   STATUS             RESTARTS   AGE\napi-6d4f9c7b8-x2k9p    0/1     CrashLoopBackOff   7          14m")])
    l = lesson("t4-kube-context", s, "prose, <context>/<namespace> placeholders", "en", entry(
        "env_setup", "`namespaces \"<ns>\" not found` usually means kubectl is on the wrong context",
        "`Error from server (NotFound): namespaces \"payments\" not found`",
        "Running kubectl right after working on the local kind cluster",
        "The current context is kind-local, which has none of the team namespaces",
        "`kubectl config use-context <context>` (check with `kubectl config current-context`)",
        "`kubectl config current-context` → `kind-local`; `kubectl config use-context staging` → `Switched to context \"staging\".`"),
    )
    pair(l, later("l-kube-applied", [
        U("tail the ledger logs in prod-eu"),
        B("kubectl config use-context prod-eu", "Switched to context \"prod-eu\"."),
        B("kubectl logs -n ledger deploy/ledger --tail=20", "2026-11-26T08:01:02Z INFO ledger ready")]),
        A, "use-context before any namespace error")
    pair(l, later("l-kube-recur", [
        U("restart the ledger deployment"),
        B("kubectl rollout restart deploy/ledger -n ledger", "Error from server (NotFound): namespaces \"ledger\" not found", True),
        B("kubectl config use-context prod-eu", "Switched to context \"prod-eu\"."),
        B("kubectl rollout restart deploy/ledger -n ledger", "deployment.apps/ledger restarted")]),
        R, "namespace ledger not found (wrong context), then use-context")
    pair(l, later("l-kube-pod-notfound", [
        U("describe the api pod"),
        B("kubectl describe pod api-6d4f9c7b8-x2k9p -n payments", "Error from server (NotFound): pods \"api-6d4f9c7b8-x2k9p\" not found", True),
        B("kubectl get pods -n payments", "NAME                   READY   STATUS    RESTARTS   AGE\napi-6d4f9c7b8-q8w7e    1/1     Running   0          3m")]),
        N, "a pod NotFound (pod was replaced), namespace exists; no context switch")
    pair(l, later("l-kube-prose", [
        U("what do I do if kubectl says the namespace doesn't exist?"),
        S("Check `kubectl config current-context`; if it's the kind cluster, run `kubectl config use-context staging`.")]),
        N, "fix explained in prose only")
    pair(l, later("l-kube-create-ns", [
        U("set up the preview namespace on the local cluster"),
        B("kubectl get ns preview-42", "Error from server (NotFound): namespaces \"preview-42\" not found", True),
        B("kubectl create namespace preview-42", "namespace/preview-42 created")]),
        R, "the same NotFound namespaces error shape came back (here truly absent, then created)")


def build_git_ssh_node() -> None:
    # 10. git no upstream
    s = src("s-git-upstream", 10, [
        U("push the login branch"),
        B("git push", "fatal: The current branch feature/login has no upstream branch.\nTo push the current branch and set the remote as upstream, use\n\n    git push --set-upstream origin feature/login\n", True),
        B("git push -u origin feature/login", "To github.com:acme/web.git\n * [new branch]      feature/login -> feature/login\nbranch 'feature/login' set up to track 'origin/feature/login'.")],
        branch="feature/login")
    l = lesson("t4-git-upstream", s, "code spans, <branch>", "en", entry(
        "workflow", "First push of a new branch needs `-u origin <branch>`",
        "`fatal: The current branch feature/login has no upstream branch.`",
        "Plain `git push` on a branch created locally",
        "A new local branch has no remote tracking branch configured",
        "`git push -u origin <branch>`",
        "`git push` → `has no upstream branch`; `git push -u origin feature/login` → `set up to track 'origin/feature/login'`"))
    pair(l, later("l-git-long-flag", [
        U("push the typo fix"),
        B("git switch -c fix/typo && git commit -am 'Fix typo in footer'", "Switched to a new branch 'fix/typo'\n[fix/typo 1a2b3c4] Fix typo in footer"),
        B("git push --set-upstream origin fix/typo", " * [new branch]      fix/typo -> fix/typo\nbranch 'fix/typo' set up to track 'origin/fix/typo'.")],
        branch="fix/typo"), A, "--set-upstream (long form of -u) on another branch, no failure first")
    pair(l, later("l-git-recur", [
        U("push chore/deps"),
        B("git push", "fatal: The current branch chore/deps has no upstream branch.\nTo push the current branch and set the remote as upstream, use\n\n    git push --set-upstream origin chore/deps\n", True),
        B("git push -u origin chore/deps", " * [new branch]      chore/deps -> chore/deps")], branch="chore/deps"),
        R, "no upstream for chore/deps, then push -u")
    pair(l, later("l-git-nonff", [
        U("push main"),
        B("git push origin main", "To github.com:acme/web.git\n ! [rejected]        main -> main (non-fast-forward)\nerror: failed to push some refs to 'github.com:acme/web.git'\nhint: Updates were rejected because the tip of your current branch is behind", True),
        B("git pull --rebase origin main && git push origin main", "Successfully rebased and updated refs/heads/main.\n   9f8e7d6..5a4b3c2  main -> main")]),
        N, "non-fast-forward rejection, not a missing upstream; no -u")
    pair(l, later("l-git-detached", [
        U("commit the hotfix"),
        B("git push", "fatal: You are not currently on a branch.\nTo push the history leading to the current (detached HEAD)\nstate now, use\n\n    git push origin HEAD:<name-of-remote-branch>\n", True),
        B("git switch -c hotfix/csrf && git push -u origin hotfix/csrf", "Switched to a new branch 'hotfix/csrf'\n * [new branch]      hotfix/csrf -> hotfix/csrf")],
        branch="HEAD"), A,
        "push -u origin <new branch> ran; the only failure before it was detached HEAD, not a missing upstream")
    pair(l, later("l-git-head", [
        U("push the web branch"),
        B("cd web && git push -u origin HEAD", " * [new branch]      feat/search -> feat/search\nbranch 'feat/search' set up to track 'origin/feat/search'.")],
        branch="feat/search"), A, "cd web && git push -u origin HEAD: same call, the branch named by HEAD")

    # 11. ssh key permissions
    s = src("s-ssh-perms", 11, [
        U("deploy to the box"),
        B("ssh -i ~/.ssh/deploy_ed25519 deploy@10.0.3.7 uptime", "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nPermissions 0644 for '/home/dev/.ssh/deploy_ed25519' are too open.\nIt is required that your private key files are NOT accessible by others.\nThis private key will be ignored.\nLoad key \"/home/dev/.ssh/deploy_ed25519\": bad permissions\ndeploy@10.0.3.7: Permission denied (publickey).", True),
        B("chmod 600 ~/.ssh/deploy_ed25519", ""),
        B("ssh -i ~/.ssh/deploy_ed25519 deploy@10.0.3.7 uptime", " 09:14:02 up 41 days,  3:12,  0 users,  load average: 0.08, 0.03, 0.01")], cwd=HOME)
    l = lesson("t4-ssh-perms", s, "Korean prose, ~ and absolute paths", "ko", entry(
        "env_setup", "복사한 SSH 개인키 권한이 0644이면 ssh가 키를 무시함",
        "`Permissions 0644 for '/home/dev/.ssh/deploy_ed25519' are too open.`",
        "키 파일을 복사하거나 새로 만든 뒤 권한을 확인하지 않고 ssh 실행",
        "OpenSSH는 다른 사용자가 읽을 수 있는 개인키를 거부함 (`bad permissions`)",
        "`chmod 600 <키 파일>` 후 다시 접속",
        "`UNPROTECTED PRIVATE KEY FILE!` → `chmod 600 ~/.ssh/deploy_ed25519` → `up 41 days`", scope="global"))
    pair(l, later("l-ssh-recur", [
        U("run the CI key against the runner"),
        B("ssh -i /home/dev/keys/ci_rsa ci@runner-7.internal true", "@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\nPermissions 0664 for '/home/dev/keys/ci_rsa' are too open.\nIt is required that your private key files are NOT accessible by others.\nThis private key will be ignored.", True),
        B("chmod 600 /home/dev/keys/ci_rsa", "")], cwd=HOME), R, "0664 too open on another key and host, then chmod 600")
    pair(l, later("l-ssh-applied", [
        U("set up the new github key"),
        B("ssh-keygen -t ed25519 -f ~/.ssh/gh_ed25519 -N ''", "Your identification has been saved in /home/dev/.ssh/gh_ed25519"),
        B("chmod 600 ~/.ssh/gh_ed25519", ""),
        B("ssh -T -i ~/.ssh/gh_ed25519 git@github.com", "Hi dev! You've successfully authenticated, but GitHub does not provide shell access.")],
        cwd=HOME), A, "chmod 600 on another key before any permissions warning")
    pair(l, later("l-ssh-octal4", [
        U("restore the backup key from the USB stick"),
        B("cp /media/usb/backup_ed25519 /home/dev/.ssh/ && chmod 0600 /home/dev/.ssh/backup_ed25519", "")],
        cwd=HOME), A, "chmod 0600 (same mode, four-digit spelling) on another key, no failure")
    pair(l, later("l-ssh-publickey", [
        U("log into the staging box"),
        B("ssh deploy@10.0.4.2", "deploy@10.0.4.2: Permission denied (publickey).", True),
        B("ssh-copy-id -i ~/.ssh/deploy_ed25519 deploy@10.0.4.2", "Number of key(s) added: 1")], cwd=HOME),
        N, "publickey denied because the key was not installed; no too-open warning, no chmod 600")
    pair(l, later("l-ssh-before", [
        U("deploy to the box"),
        B("ssh -i ~/.ssh/deploy_ed25519 deploy@10.0.3.7 uptime", "Permissions 0644 for '/home/dev/.ssh/deploy_ed25519' are too open.\nThis private key will be ignored.", True),
        B("chmod 600 ~/.ssh/deploy_ed25519", "")], cwd=HOME, before=True), N, "session dated before the lesson's source")

    # 12. node EADDRINUSE -> npx kill-port
    s = src("s-node-port", 12, [
        U("start the dev server"),
        B("npm run dev", "> api@1.4.0 dev\n> node server.js\n\nnode:events:497\n      throw er; // Unhandled 'error' event\n      ^\n\nError: listen EADDRINUSE: address already in use :::3000\n    at Server.setupListenHandle [as _listen2] (node:net:1908:16)", True),
        B("npx kill-port 3000", "Process on port 3000 killed"),
        B("npm run dev", "> api@1.4.0 dev\n> node server.js\n\nlistening on :3000")], cwd=f"{P}/api")
    l = lesson("t4-node-port", s, "terse, code spans, <port>", "en", entry(
        "env_setup", "Dev server crashes with EADDRINUSE when a stale node process keeps the port",
        "`Error: listen EADDRINUSE: address already in use :::3000`",
        "Starting `npm run dev` while an earlier server from another terminal still listens",
        "The previous node process was never stopped and still holds the port",
        "`npx kill-port <port>` then start again",
        "`listen EADDRINUSE` → `npx kill-port 3000` → `listening on :3000`"))
    pair(l, later("l-node-applied", [
        U("start vite"),
        B("npx kill-port 5173", "Process on port 5173 killed"),
        B("npm run dev", "  VITE v5.4.11  ready in 312 ms\n  ➜  Local:   http://localhost:5173/")], cwd=f"{P}/web"),
        A, "kill-port on another port before starting, no failure")
    pair(l, later("l-node-bin-path", [
        U("restart the mock server"),
        B("./node_modules/.bin/kill-port 4000 && node mock/server.js", "Process on port 4000 killed\nmock listening on 4000")],
        cwd=f"{P}/api"), A, "./node_modules/.bin/kill-port is the same tool as npx kill-port; no failure")
    pair(l, later("l-node-recur", [
        U("start the admin api"),
        B("npm start", "Error: listen EADDRINUSE: address already in use :::8080\n    at Server.setupListenHandle [as _listen2] (node:net:1908:16)", True),
        B("npx kill-port 8080 && npm start", "Process on port 8080 killed\nadmin listening on :8080")],
        cwd=f"{P}/admin"), R, "EADDRINUSE on 8080, then kill-port")
    pair(l, later("l-node-econnrefused", [
        U("why do the api tests fail?"),
        B("npm test", "Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)", True),
        B("docker compose up -d db && npm test", " ✔ Container proj-db-1  Started\nTests: 31 passed, 31 total")],
        cwd=f"{P}/api"), N, "ECONNREFUSED (nothing listening), the opposite of a port in use; no kill-port")
    pair(l, "l-docker-recur", N,
         "docker's `port is already allocated` is a different tool's error and no node server crashed; no kill-port")
