"""Cases of the forty-third tracking corpus (tables in tracking43_cases.py): git pull on divergent branches with no
reconcile strategy, pip refusing to uninstall an apt-installed distutils project (Korean), and Django's 400 for a
host missing from ALLOWED_HOSTS (a prose-only fix)."""
from __future__ import annotations

from tests.truth.tracking43_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user

# --- git pull with divergent branches and no strategy -----------------------------------------------------------
_HINT = ("hint: You have divergent branches and need to specify how to reconcile them.\n"
         "hint: You can do so by running one of the following commands sometime before\n"
         "hint: your next pull:\n"
         "hint:\n"
         "hint:   git config pull.rebase false  # merge\n"
         "hint:   git config pull.rebase true   # rebase\n"
         "hint:   git config pull.ff only       # fast-forward only\n"
         "hint:\n"
         "hint: You can replace \"git config\" with \"git config --global\" to set a default\n"
         "hint: preference for all repositories. You can also pass --rebase, --no-rebase,\n"
         "hint: or --ff-only on the command line to override the configured default per\n"
         "hint: invocation.\n"
         "fatal: Need to specify how to reconcile divergent branches.")


def git_pull_divergent() -> None:
    T.source(
        "s-git-pull-divergent", "/home/sam/src/billing", "2025-04-15T10:05:00Z", "main",
        user("I committed the rounding hotfix on main locally. Pull the latest and push it."),
        err("git pull", "From github.com:acme/billing\n   5d2e7b1..8a1f2c3  main       -> origin/main\n" + _HINT, 128),
        ok("git log --oneline -1 && git log --oneline -2 origin/main",
           "c0f4e11 fix: round line totals half-up\n8a1f2c3 chore: bump stripe sdk\n5d2e7b1 feat: credit notes"),
        say("Your commit and origin/main both moved on from 5d2e7b1, and with no pull.rebase set Git refuses to "
            "choose between merge and rebase. Rebasing keeps main linear."),
        ok("git pull --rebase", "Successfully rebased and updated refs/heads/main."),
        ok("git push origin main", "To github.com:acme/billing.git\n   8a1f2c3..4be91d7  main -> main"))
    T.lesson(
        "t43-git-pull-divergent", "global", "en", "s-git-pull-divergent", "tool_quirk",
        "git pull stops with 'Need to specify how to reconcile divergent branches' when local and remote both moved",
        "`git pull` on main prints a screen of `hint:` lines and ends with `fatal: Need to specify how to reconcile "
        "divergent branches.`; nothing is merged and the push is still rejected.",
        "Taking it for a conflict or a broken remote and resetting or re-cloning, which throws away the local commit.",
        "Since Git 2.27 a pull onto a branch that diverged from its upstream will not pick merge or rebase by itself "
        "unless pull.rebase or pull.ff is configured or a flag on the command says which.",
        "Say which on the command line: `git pull --rebase` (or `--no-rebase` for a merge commit), or set it once "
        "with `git config pull.rebase true` (add `--global` for every repository).",
        ["`git pull` → `fatal: Need to specify how to reconcile divergent branches.`",
         "`git pull --rebase` → `Successfully rebased and updated refs/heads/main.`",
         "`8a1f2c3..4be91d7  main -> main`"])

    T.later(
        "l-gpull-global-cfg", "/home/sam/src/ledger", "2025-05-05T08:45:00Z", "main",
        user("Make my git rebase on pull by default everywhere, then update main here."),
        ok("git config --global pull.rebase true && git config --global --get pull.rebase", "true"),
        ok("git pull", "From github.com:acme/ledger\n   11aa2b3..7c9d0e1  main       -> origin/main\n"
           "Successfully rebased and updated refs/heads/main."))
    T.pair("t43-git-pull-divergent", "l-gpull-global-cfg", "applied",
           "pull.rebase true is set globally before the pull, which rebases; no divergence error")

    T.later(
        "l-gpull-fish-short", "/home/ana/src/webshop", "2025-05-22T13:30:00Z", "feature/cart",
        user("Bring feature/cart up to date with main (I'm in fish)."),
        ok("set -x GIT_EDITOR true; git pull -r origin main",
           "From github.com:acme/webshop\n * branch            main       -> FETCH_HEAD\n"
           "Successfully rebased and updated refs/heads/feature/cart."),
        ok("npm test -- --silent", "Test Suites: 14 passed, 14 total\nTests:       96 passed, 96 total"))
    T.pair("t43-git-pull-divergent", "l-gpull-fish-short", "applied",
           "git pull -r (the short form of --rebase) in fish, with no divergence error before it")

    T.later(
        "l-gpull-ci-script", "/home/sam/src/billing", "2025-06-12T19:02:00Z", "release/2.3",
        user("The release sync script fails on the runner box. Run it and tell me why."),
        err("./ci/sync-release.sh release/2.3",
            "+ git checkout release/2.3\nAlready on 'release/2.3'\n+ git pull origin release/2.3\n"
            "From github.com:acme/billing\n * branch            release/2.3 -> FETCH_HEAD\n" + _HINT, 128),
        say("The runner has a local version-bump commit on release/2.3 and the remote moved too; the script's "
            "`git pull` names no strategy, so Git stops."))
    T.pair("t43-git-pull-divergent", "l-gpull-ci-script", "recurred",
           "the CI script's git pull on release/2.3 hits the same divergent-branches fatal")

    T.later(
        "l-gpull-ssh-deploy", "/home/ana/src/webshop", "2025-07-08T07:15:00Z", "main",
        user("Update the checkout on web-2 to the latest main."),
        err("ssh deploy@web-2 'cd /srv/webshop && git pull'",
            "From github.com:acme/webshop\n   9e0a1b2..f3c4d5e  main       -> origin/main\n" + _HINT, 128),
        ok("ssh deploy@web-2 'cd /srv/webshop && git pull --no-rebase'",
           "Merge made by the 'ort' strategy.\n config/cache.php | 2 +-\n 1 file changed, 1 insertion(+), 1 "
           "deletion(-)"))
    T.pair("t43-git-pull-divergent", "l-gpull-ssh-deploy", "recurred",
           "git pull over ssh on web-2 fails with the divergent-branches fatal before --no-rebase merges")

    T.later(
        "l-gpull-no-upstream", "/home/sam/src/billing", "2025-05-09T11:00:00Z", "feature/csv-export",
        user("Pull whatever Lee pushed to feature/csv-export."),
        err("git pull", "There is no tracking information for the current branch.\n"
            "Please specify which branch you want to merge with.\nSee git-pull(1) for details.\n\n"
            "    git pull <remote> <branch>\n\nIf you wish to set tracking information for this branch you can do so "
            "with:\n\n    git branch --set-upstream-to=origin/<branch> feature/csv-export\n"),
        ok("git branch --set-upstream-to=origin/feature/csv-export && git pull",
           "branch 'feature/csv-export' set up to track 'origin/feature/csv-export'.\nUpdating 0b1c2d3..6e7f8a9\n"
           "Fast-forward\n export/csv.py | 41 +++++++++++++++++++++++++++++++++++++++++\n 1 file changed"))
    T.pair("t43-git-pull-divergent", "l-gpull-no-upstream", "neither",
           "a branch with no upstream is another git pull error; fixed by setting the upstream, a fast-forward")

    T.later(
        "l-gpull-squash", "/home/ana/src/webshop", "2025-06-04T16:50:00Z", "feature/audit-log",
        user("Squash my last three WIP commits into one before review."),
        ok("GIT_SEQUENCE_EDITOR=\"sed -i '2,3s/^pick/fixup/'\" git rebase -i HEAD~3",
           "Successfully rebased and updated refs/heads/feature/audit-log."),
        ok("git log --oneline -2", "a7b8c9d feat: audit log for refunds\n3d4e5f6 chore: lint"))
    T.pair("t43-git-pull-divergent", "l-gpull-squash", "neither",
           "git rebase is used to squash local commits; no pull, no divergence error")

    T.later(
        "l-gpull-early", "/home/sam/src/billing", "2025-04-02T09:10:00Z", "main",
        user("pull main"),
        err("git pull", "From github.com:acme/billing\n   2a3b4c5..5d2e7b1  main       -> origin/main\n" + _HINT, 128),
        ok("git pull --no-rebase", "Merge made by the 'ort' strategy.\n invoices/pdf.py | 6 +++---"))
    T.pair("t43-git-pull-divergent", "l-gpull-early", "neither", "dated before the lesson's source session")


# --- pip and an apt-installed distutils project (Korean) --------------------------------------------------------
_DU = ("ERROR: Cannot uninstall '{p}'. It is a distutils installed project and thus we cannot accurately determine "
       "which files belong to it which would lead to only a partial uninstall.")


def pip_distutils() -> None:
    T.source(
        "s-pip-distutils-yaml", "/home/ubuntu/app", "2025-04-17T05:30:00Z", "deploy/focal",
        user("focal 서버에서 requirements 설치가 깨져. 고쳐줘."),
        err("sudo pip3 install -r requirements.txt",
            "Collecting PyYAML==6.0.1\n  Downloading PyYAML-6.0.1-cp38-cp38-manylinux_2_17_x86_64.manylinux2014_x86_64"
            ".whl (736 kB)\nInstalling collected packages: PyYAML\n  Attempting uninstall: PyYAML\n"
            "    Found existing installation: PyYAML 5.3.1\n" + _DU.format(p="PyYAML")),
        ok("dpkg -S /usr/lib/python3/dist-packages/PyYAML-5.3.1.egg-info",
           "python3-yaml: /usr/lib/python3/dist-packages/PyYAML-5.3.1.egg-info"),
        say("PyYAML 5.3.1은 apt의 python3-yaml이 설치한 것이라 RECORD가 없고, pip이 업그레이드 전에 지우지 못합니다. "
            "python3-yaml은 cloud-init이 쓰니 지우지 않고 --ignore-installed로 덮어쓰겠습니다."),
        ok("sudo pip3 install --ignore-installed PyYAML==6.0.1",
           "Collecting PyYAML==6.0.1\n  Using cached PyYAML-6.0.1-cp38-cp38-manylinux_2_17_x86_64.manylinux2014_x86_64"
           ".whl (736 kB)\nInstalling collected packages: PyYAML\nSuccessfully installed PyYAML-6.0.1"),
        ok("sudo pip3 install -r requirements.txt",
           "Requirement already satisfied: PyYAML==6.0.1 in /usr/local/lib/python3.8/dist-packages "
           "(from -r requirements.txt (line 4)) (6.0.1)\nSuccessfully installed jinja2-3.1.4 requests-2.32.3"))
    T.lesson(
        "t43-pip-distutils-uninstall", "global", "ko", "s-pip-distutils-yaml", "env_setup",
        "apt가 설치한 PyYAML 위로 pip 설치가 'distutils installed project' 오류로 멈춤 — --ignore-installed로 덮어쓰기",
        "`sudo pip3 install -r requirements.txt` 가 `Found existing installation: PyYAML 5.3.1` 다음에 "
        "`ERROR: Cannot uninstall 'PyYAML'. It is a distutils installed project` 로 실패함.",
        "`apt remove python3-yaml` 로 시스템 패키지를 지우는 것 — cloud-init 같은 시스템 도구가 함께 깨짐.",
        "apt 패키지(python3-yaml)가 RECORD 없이 egg-info만 남긴 설치라서, pip이 어떤 파일이 속하는지 알 수 없어 "
        "업그레이드에 필요한 제거를 거부함.",
        "제거하지 않고 덮어쓰도록 `--ignore-installed` (짧게 `-I`) 를 붙여 해당 패키지를 먼저 설치함: "
        "`sudo pip3 install --ignore-installed PyYAML==6.0.1` 후 `sudo pip3 install -r requirements.txt`.",
        ["`ERROR: Cannot uninstall 'PyYAML'. It is a distutils installed project`",
         "`python3-yaml: /usr/lib/python3/dist-packages/PyYAML-5.3.1.egg-info`",
         "`sudo pip3 install --ignore-installed PyYAML==6.0.1` → `Successfully installed PyYAML-6.0.1`"])

    T.later(
        "l-pipdu-short-flag", "/home/ubuntu/worker", "2025-05-13T06:10:00Z", "deploy/focal",
        user("워커 서버(focal)에 celery 5.3이랑 새 PyYAML 깔아줘."),
        ok("sudo pip3 install -I PyYAML==6.0.1 celery==5.3.6",
           "Collecting PyYAML==6.0.1\nCollecting celery==5.3.6\nInstalling collected packages: PyYAML, vine, kombu, "
           "celery\nSuccessfully installed PyYAML-6.0.1 celery-5.3.6 kombu-5.3.7 vine-5.1.0"),
        ok("python3 -c 'import yaml, celery; print(yaml.__version__, celery.__version__)'", "6.0.1 5.3.6"))
    T.pair("t43-pip-distutils-uninstall", "l-pipdu-short-flag", "applied",
           "-I (the short --ignore-installed) installs over the apt PyYAML with no uninstall error first")

    T.later(
        "l-pipdu-dockerfile", "/home/jun/src/reporter", "2025-06-05T09:20:00Z", "docker/focal-base",
        user("리포터 이미지를 ubuntu:20.04 베이스로 바꿔서 빌드해줘. python3-yaml은 apt로 들어와."),
        edit("/home/jun/src/reporter/Dockerfile", "RUN pip3 install -r requirements.txt",
             "RUN pip3 install --ignore-installed -r requirements.txt"),
        ok("docker build -t reporter:focal .",
           "#9 [5/6] RUN pip3 install --ignore-installed -r requirements.txt\n#9 12.41 Successfully installed "
           "PyYAML-6.0.1 jinja2-3.1.4 markupsafe-2.1.5\n#9 DONE 13.2s\n#11 naming to docker.io/library/reporter:focal "
           "done"))
    T.pair("t43-pip-distutils-uninstall", "l-pipdu-dockerfile", "applied",
           "the Dockerfile's pip install gets --ignore-installed and the build runs it without the uninstall error")

    T.later(
        "l-pipdu-blinker", "/home/ubuntu/portal", "2025-05-26T14:40:00Z", "main",
        user("jammy 서버에 flask 3 올려줘."),
        err("sudo pip3 install flask==3.0.3",
            "Collecting flask==3.0.3\nCollecting blinker>=1.6.2\n  Downloading blinker-1.8.2-py3-none-any.whl (9.5 "
            "kB)\n"
            "Installing collected packages: blinker, flask\n  Attempting uninstall: blinker\n"
            "    Found existing installation: blinker 1.4\n" + _DU.format(p="blinker")),
        ok("sudo pip3 install --ignore-installed blinker==1.8.2 && sudo pip3 install flask==3.0.3",
           "Successfully installed blinker-1.8.2\nSuccessfully installed flask-3.0.3 itsdangerous-2.2.0"))
    T.pair("t43-pip-distutils-uninstall", "l-pipdu-blinker", "recurred",
           "pip cannot uninstall the apt blinker 1.4, a distutils installed project: same error, other package")

    T.later(
        "l-pipdu-ssh-newpip", "/home/jun/infra", "2025-07-03T02:55:00Z", "HEAD",
        user("10.0.8.21 서버에서 pyyaml 올려줘. 거기 pip은 get-pip로 올린 거야."),
        err("ssh admin@10.0.8.21 'sudo python3 -m pip --version && sudo python3 -m pip install --upgrade pyyaml'",
            "pip 24.0 from /usr/local/lib/python3.8/dist-packages/pip (python 3.8)\nCollecting pyyaml\n"
            "  Downloading PyYAML-6.0.2-cp38-cp38-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (746 kB)\n"
            "Installing collected packages: pyyaml\n  Attempting uninstall: pyyaml\n"
            "    Found existing installation: PyYAML 5.3.1\nerror: uninstall-distutils-installed-package\n\n"
            "× Cannot uninstall PyYAML 5.3.1\n╰─> It is a distutils installed project and thus we cannot accurately "
            "determine which files belong to it which would lead to only a partial uninstall."),
        say("새 pip에서도 같은 상황입니다: apt의 PyYAML 5.3.1을 지우지 못합니다. 진행 방식을 정해 주세요."))
    T.pair("t43-pip-distutils-uninstall", "l-pipdu-ssh-newpip", "recurred",
           "over ssh pip 24 fails to uninstall the apt PyYAML 5.3.1 as a distutils installed project (new wording)")

    T.later(
        "l-pipdu-pep668", "/home/ubuntu/app", "2025-06-19T08:00:00Z", "deploy/noble",
        user("noble 서버에 requirements 깔아줘."),
        err("sudo pip3 install -r requirements.txt",
            "error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python "
            "packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n"
            "    install.\n\nnote: If you believe this is a mistake, please contact your Python installation or OS "
            "distribution provider. You can override this, at the risk of breaking your Python installation or OS, by "
            "passing --break-system-packages.\nhint: See PEP 668 for the detailed specification."),
        ok("python3 -m venv /opt/app/venv && /opt/app/venv/bin/pip install -r requirements.txt",
           "Successfully installed PyYAML-6.0.1 jinja2-3.1.4 requests-2.32.3"))
    T.pair("t43-pip-distutils-uninstall", "l-pipdu-pep668", "neither",
           "externally-managed-environment is another pip error; solved with a venv, no --ignore-installed")

    T.later(
        "l-pipdu-norecord", "/home/ubuntu/portal", "2025-06-27T10:25:00Z", "main",
        user("jammy에서 cryptography 최신으로 올려줘."),
        err("sudo pip3 install --upgrade cryptography",
            "Collecting cryptography\nInstalling collected packages: cryptography\n  Attempting uninstall: "
            "cryptography\n"
            "    Found existing installation: cryptography 3.4.8\nerror: uninstall-no-record-file\n\n"
            "× Cannot uninstall cryptography 3.4.8\n╰─> The package's contents are unknown: no RECORD file was found "
            "for cryptography.\n\nhint: The package was installed by debian. You should check if it can uninstall the "
            "package."),
        ok("python3 -m venv /opt/portal/venv && /opt/portal/venv/bin/pip install --upgrade cryptography",
           "Successfully installed cffi-1.16.0 cryptography-43.0.0 pycparser-2.22"))
    T.pair("t43-pip-distutils-uninstall", "l-pipdu-norecord", "neither",
           "uninstall-no-record-file is a different pip error; handled with a venv, the lesson's flag is not used")

    T.later(
        "l-pipdu-early", "/home/ubuntu/app", "2025-04-08T04:00:00Z", "deploy/focal",
        user("requirements 설치해줘."),
        err("sudo pip3 install -r requirements.txt", "    Found existing installation: PyYAML 5.3.1\n" +
            _DU.format(p="PyYAML")))
    T.pair("t43-pip-distutils-uninstall", "l-pipdu-early", "neither", "dated before the lesson's source session")


# --- Django's ALLOWED_HOSTS (a prose-only fix) ------------------------------------------------------------------
def _dh(host: str) -> str:
    return f"Invalid HTTP_HOST header: '{host}'. You may need to add '{host}' to ALLOWED_HOSTS."


def django_allowed_hosts() -> None:
    settings = "/home/kim/src/tickets/tickets/settings/staging.py"
    T.source(
        "s-django-allowed-hosts", "/home/kim/src/tickets", "2025-04-19T12:10:00Z", "deploy/staging-domain",
        user("Staging moved to api.staging.acme.dev and the health check fails since. Fix it."),
        err("curl -fsS https://api.staging.acme.dev/health/", "curl: (22) The requested URL returned error: 400", 22),
        ok("docker compose logs web --tail 4",
           f"web-1  | {_dh('api.staging.acme.dev')}\nweb-1  | Bad Request: /health/"),
        read(settings, 'from .base import *\n\nDEBUG = False\nALLOWED_HOSTS = ["tickets-staging.acme.dev"]\n'),
        say("With DEBUG off Django answers a bare 400 for any Host header not in ALLOWED_HOSTS. The staging settings "
            "still list only the old name."),
        edit(settings, 'ALLOWED_HOSTS = ["tickets-staging.acme.dev"]',
             'ALLOWED_HOSTS = ["tickets-staging.acme.dev", "api.staging.acme.dev"]'),
        ok("docker compose up -d --build web", "[+] Running 1/1\n ✔ Container tickets-web-1  Started"),
        ok("curl -fsS https://api.staging.acme.dev/health/", '{"status": "ok"}'))
    T.lesson(
        "t43-django-allowed-hosts", "global", "en", "s-django-allowed-hosts", "env_setup",
        "Django answers a bare 400 on a new domain until that host is in ALLOWED_HOSTS",
        "`curl -fsS https://api.staging.acme.dev/health/` fails with `curl: (22) The requested URL returned error: "
        "400`, and only the app log says `Invalid HTTP_HOST header: 'api.staging.acme.dev'. You may need to add "
        "'api.staging.acme.dev' to ALLOWED_HOSTS.`",
        "Chasing the proxy, the TLS certificate or the health view: with DEBUG off the response body gives no "
        "reason, the reason is only in the Django log.",
        "Django checks the request's Host header against ALLOWED_HOSTS whenever DEBUG is False; the staging settings "
        "listed only the old domain.",
        "Add the exact new host name (or a leading-dot pattern for its subdomains) to ALLOWED_HOSTS in the settings "
        "module the server runs with, or to the environment variable those settings build ALLOWED_HOSTS from, and "
        "restart the app server so it reads it.",
        ["`curl: (22) The requested URL returned error: 400`",
         "`" + _dh("api.staging.acme.dev") + "`",
         "`ALLOWED_HOSTS = [\"tickets-staging.acme.dev\", \"api.staging.acme.dev\"]` → `{\"status\": \"ok\"}`"])

    T.later(
        "l-djhost-second-domain", "/home/kim/src/tickets", "2025-05-21T09:35:00Z", "deploy/admin-domain",
        user("Serve the staging app on admin.acme.dev as well, DNS is already pointed. Check it answers."),
        edit(settings, 'ALLOWED_HOSTS = ["tickets-staging.acme.dev", "api.staging.acme.dev"]',
             'ALLOWED_HOSTS = ["tickets-staging.acme.dev", "api.staging.acme.dev", "admin.acme.dev"]'),
        ok("docker compose up -d --build web", "[+] Running 1/1\n ✔ Container tickets-web-1  Started"),
        ok("curl -fsS https://admin.acme.dev/health/", '{"status": "ok"}'))
    T.pair("t43-django-allowed-hosts", "l-djhost-second-domain", "applied",
           "the new host is added to ALLOWED_HOSTS before it is served; the first request passes, no 400")

    T.later(
        "l-djhost-env-file", "/home/kim/src/helpdesk", "2025-06-16T15:00:00Z", "main",
        user("help.acme.dev goes live today for the helpdesk app. Make sure the app accepts it and restart."),
        read("/home/kim/src/helpdesk/helpdesk/settings.py", 'ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS")\n'),
        edit("/home/kim/src/helpdesk/.env.production", "DJANGO_ALLOWED_HOSTS=helpdesk.internal.acme.dev",
             "DJANGO_ALLOWED_HOSTS=helpdesk.internal.acme.dev,help.acme.dev"),
        ok("docker compose --env-file .env.production up -d web", "[+] Running 1/1\n ✔ Container helpdesk-web-1  "
           "Started"),
        ok("curl -fsS -o /dev/null -w '%{http_code}\\n' https://help.acme.dev/", "200"))
    T.pair("t43-django-allowed-hosts", "l-djhost-env-file", "applied",
           "the host goes into DJANGO_ALLOWED_HOSTS, the env var the settings build ALLOWED_HOSTS from; then 200")

    T.later(
        "l-djhost-k8s-shop", "/home/kim/src/shop", "2025-06-02T10:45:00Z", "deploy/shop-domain",
        user("The new ingress for shop.acme.dev is up but the site returns errors. Check."),
        err("curl -fsS https://shop.acme.dev/", "curl: (22) The requested URL returned error: 400", 22),
        ok("kubectl -n shop logs deploy/shop-web --tail=2", f"{_dh('shop.acme.dev')}\nBad Request: /"),
        say("The Django settings in the shop-web image don't list shop.acme.dev yet."))
    T.pair("t43-django-allowed-hosts", "l-djhost-k8s-shop", "recurred",
           "the new domain gets 400 and the pod log shows Invalid HTTP_HOST header for shop.acme.dev")

    T.later(
        "l-djhost-elb-ip", "/home/kim/src/tickets", "2025-07-14T08:05:00Z", "infra/alb",
        user("The load balancer marks every tickets instance unhealthy after the move to the ALB. Look at one box."),
        err("ssh ec2-user@10.0.3.17 'curl -fsS http://10.0.3.17:8000/health/'",
            "curl: (22) The requested URL returned error: 400", 22),
        ok("ssh ec2-user@10.0.3.17 'sudo journalctl -u gunicorn -n 2 --no-pager'",
           f"Jul 14 08:04:51 ip-10-0-3-17 gunicorn[1182]: {_dh('10.0.3.17:8000')}\n"
           "Jul 14 08:04:51 ip-10-0-3-17 gunicorn[1182]: Bad Request: /health/"),
        say("The ALB health check sends the instance IP as Host, which is not in ALLOWED_HOSTS."))
    T.pair("t43-django-allowed-hosts", "l-djhost-elb-ip", "recurred",
           "the health check by IP gets 400 and the log shows Invalid HTTP_HOST header: same ALLOWED_HOSTS cause")

    T.later(
        "l-djhost-plain-http", "/home/kim/src/tickets", "2025-05-07T17:20:00Z", "main",
        user("The smoke test script returns 400 against staging, check the URL it uses."),
        err("curl -fsS http://tickets-staging.acme.dev:443/health/", "curl: (22) The requested URL returned error: "
                                                                     "400",
            22),
        ok("curl -sS http://tickets-staging.acme.dev:443/health/ | grep -o 'The plain HTTP request was sent to HTTPS "
           "port'", "The plain HTTP request was sent to HTTPS port"),
        edit("/home/kim/src/tickets/scripts/smoke.sh", "http://tickets-staging.acme.dev:443",
             "https://tickets-staging.acme.dev"),
        ok("./scripts/smoke.sh", "health ok\nlogin page ok"))
    T.pair("t43-django-allowed-hosts", "l-djhost-plain-http", "neither",
           "the 400 is nginx's plain HTTP sent to the HTTPS port: same symptom, another cause")

    T.later(
        "l-djhost-csrf", "/home/kim/src/tickets", "2025-05-28T13:10:00Z", "deploy/admin-domain",
        user("Logging into /admin/ on admin.acme.dev fails with a 403. Check the log."),
        ok("docker compose logs web --tail 2",
           "web-1  | Forbidden (Origin checking failed - https://admin.acme.dev does not match any trusted origins.): "
           "/admin/login/"),
        edit(settings, 'CSRF_TRUSTED_ORIGINS = ["https://api.staging.acme.dev"]',
             'CSRF_TRUSTED_ORIGINS = ["https://api.staging.acme.dev", "https://admin.acme.dev"]'),
        ok("docker compose up -d --build web", "[+] Running 1/1\n ✔ Container tickets-web-1  Started"))
    T.pair("t43-django-allowed-hosts", "l-djhost-csrf", "neither",
           "a CSRF origin check is another Django error; CSRF_TRUSTED_ORIGINS is changed, not ALLOWED_HOSTS")

    T.later(
        "l-djhost-early", "/home/kim/src/tickets", "2025-04-04T11:30:00Z", "main",
        user("Why does the staging health check give 400?"),
        err("curl -fsS https://tickets-staging.acme.dev/health/", "curl: (22) The requested URL returned error: 400",
            22),
        ok("docker compose logs web --tail 1", f"web-1  | {_dh('tickets-staging.acme.dev')}"))
    T.pair("t43-django-allowed-hosts", "l-djhost-early", "neither", "dated before the lesson's source session")


FILLS = [git_pull_divergent, pip_distutils, django_allowed_hosts]
